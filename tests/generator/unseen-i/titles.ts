/**
 * Titles: a 1960s Fahrzeugbrief with its Halter entries, a ZB II with field codes, an Ohio
 * certificate of title of the 1970s with a lien and an odometer statement, a 2006 Florida title.
 * The truth is the title's issue date; first-registration, purchase, lien and odometer dates are beside it.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, cell, date, full, num, personDe, personEn, plateDe, stamp, streetDe, streetEn, townDe, truthOf, typed, vin } from './kit';

/** 1966: Fahrzeugbrief — technical fields, then the list of Halter with their dates, issue date beside the office stamp. */
export function fahrzeugbrief1966(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const issued = rng.date(1962, 1970);
  const first = addDays(issued, rng.int(3, 20));
  p.box(36, 30, 523, 640);
  p.text(297, 'Fahrzeugbrief', { y: 62, size: 22, bold: true, serif: true, align: 'center' });
  p.text(540, `Nr. ${rng.pick(['B', 'C', 'D'])} ${rng.int(100000, 999999)}`, { y: 50, size: 11, bold: true, align: 'right' });
  p.text(297, 'Der Brief ist kein Eigentumsnachweis. Er ist sorgfältig aufzubewahren.', { y: 78, size: 7.5, align: 'center' });
  const tech: [string, string][] = [
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Hersteller', rng.pick(['Volkswagenwerk GmbH, Wolfsburg', 'Daimler-Benz AG, Stuttgart', 'Auto Union GmbH, Ingolstadt', 'Bayerische Motoren Werke AG'])],
    ['Fahrgestell-Nr.', vin(rng, 1965)],
    ['Motor-Nr.', String(rng.int(1000000, 9999999))],
    ['Hubraum ccm', String(rng.int(1000, 2200))],
    ['Leistung PS bei U/min', `${rng.int(30, 90)} / ${rng.int(4000, 5600)}`],
    ['zul. Gesamtgewicht kg', String(rng.int(1000, 1700))],
  ];
  tech.forEach(([l, v], i) => {
    p.text(52, l, { y: 110 + i * 22, size: 8 });
    typed(p, rng, 200, 110 + i * 22, v);
  });
  p.text(52, 'Ausgefertigt', { y: 290, size: 9, bold: true });
  p.text(52, `${town}, den`, { y: 308, size: 8 });
  typed(p, rng, 120, 308, date(issued, 'de'));
  stamp(p, 300, 284, ['Der Oberkreisdirektor', `Straßenverkehrsamt ${town}`], 9);
  p.box(36, 350, 523, 0.6);
  p.text(52, 'Eintragungen über den Halter', { y: 370, size: 10, bold: true });
  ['Lfd. Nr.', 'Name und Anschrift des Halters', 'Amtl. Kennzeichen', 'Tag der Zuteilung'].forEach((h, i) =>
    p.text([52, 100, 330, 450][i], h, { y: 390, size: 7.5, bold: true }),
  );
  const n = rng.int(2, 3);
  let d = first;
  for (let i = 0; i < n; i++) {
    const h = personDe(rng);
    const y = 410 + i * 30;
    typed(p, rng, 56, y, String(i + 1));
    typed(p, rng, 100, y, `${full(h)}, ${streetDe(rng)}`, 9);
    typed(p, rng, 330, y, plateDe(rng, code));
    typed(p, rng, 450, y, date(d, 'de2'));
    p.box(52, y + 8, 490, 0.3);
    d = addDays(d, rng.int(400, 2500));
  }
  return { items: p.items, language: 'de', truth: truthOf('title', { date: issued }) };
}

/** 2011: ZB II — codes in a narrow left column, values right; issue date printed as "Datum" beside the authority. */
export function zb2_2011(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const issued = rng.date(2008, 2015);
  p.text(40, 'BUNDESREPUBLIK DEUTSCHLAND', { y: 44, size: 8 });
  p.text(40, 'Zulassungsbescheinigung Teil II', { y: 64, size: 16, bold: true });
  p.text(40, '(Fahrzeugbrief)', { y: 78, size: 9 });
  p.text(555, `${rng.pick(['AF', 'DB', 'EK'])}${rng.int(100000, 999999)}`, { y: 56, size: 13, bold: true, align: 'right' });
  const h = personDe(rng);
  const rows: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', plateDe(rng, code)],
    ['B', 'Datum der Erstzulassung', date(rng.date(1995, Number(issued.slice(0, 4))), 'de')],
    ['C.2.1', 'Name / Firmenname', h.last],
    ['C.2.2', 'Vorname(n)', h.first],
    ['C.2.3', 'Anschrift', `${streetDe(rng)}, ${town}`],
    ['D.1', 'Marke', rng.pick(['VOLKSWAGEN', 'OPEL', 'FORD', 'AUDI', 'SKODA'])],
    ['E', 'Fahrzeug-Identifizierungsnummer', vin(rng, 2008, 'WVW')],
    ['K', 'Nr. der EG-Typgenehmigung', `e1*2001/116*${String(rng.int(100, 999)).padStart(4, '0')}*${rng.int(10, 30)}`],
    ['', 'Anzahl der Vorhalter', String(rng.int(0, 4))],
    ['', 'Datum', date(issued, 'de')],
  ];
  rows.forEach(([c, l, v], i) => {
    const y = 110 + i * 26;
    p.text(40, c, { y, size: 8, bold: true });
    p.text(80, l, { y: y - 9, size: 6.5 });
    p.text(80, v, { y: y + 3, size: 10.5 });
    p.box(40, y + 8, 515, 0.3);
  });
  stamp(p, 330, 390, [`Landkreis ${town}`, 'Zulassungsbehörde'], 9);
  p.text(40, 'Bei jeder Befassung der Zulassungsbehörde vorzulegen. Kein Nachweis des Eigentums.', { y: 470, size: 7.5 });
  return { items: p.items, language: 'de', truth: truthOf('title', { date: issued }) };
}

/** 1977: Ohio certificate of title, typed, with purchase date, odometer statement and a lien with its own date. */
export function ohioTitle1977(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1974, 1980);
  const bought = addDays(issued, -rng.int(3, 20));
  const lien = addDays(bought, rng.int(0, 2));
  const o = personEn(rng);
  p.box(30, 30, 535, 470);
  p.box(34, 34, 527, 462);
  p.text(297, 'THE STATE OF OHIO', { y: 64, size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { y: 82, size: 11, bold: true, serif: true, align: 'center' });
  p.text(540, `No. ${rng.int(10, 88)}-${rng.int(1000000, 9999999)}`, { y: 52, size: 10, align: 'right' });
  cell(p, rng, 50, 100, 160, 30, 'SERIAL OR V.I.N.', vin(rng, 1975));
  cell(p, rng, 210, 100, 70, 30, 'YEAR', String(rng.int(1968, Number(issued.slice(0, 4)))));
  cell(p, rng, 280, 100, 120, 30, 'MAKE', rng.pick(['CHEVROLET', 'PONTIAC', 'AMC', 'FORD']));
  cell(p, rng, 400, 100, 145, 30, 'BODY TYPE', rng.pick(['2 DR HT', '4 DR SDN', 'STA WAG']));
  cell(p, rng, 50, 130, 250, 30, 'OWNER', full(o).toUpperCase());
  cell(p, rng, 300, 130, 245, 30, 'ADDRESS', `${streetEn(rng).toUpperCase()}, ${rng.pick(['LIMA', 'MANSFIELD', 'ZANESVILLE', 'CANTON'])}`);
  cell(p, rng, 50, 160, 160, 30, 'DATE PURCHASED', date(bought, 'us2'));
  cell(p, rng, 210, 160, 190, 30, 'PURCHASE PRICE', `$${num(rng.int(900, 6800), 'en')}`);
  cell(p, rng, 400, 160, 145, 30, 'ODOMETER', `${rng.int(10000, 99999)} MI`);
  cell(p, rng, 50, 190, 250, 30, 'PREVIOUS TITLE NO. / STATE', `${rng.int(10, 88)}-${rng.int(1000000, 9999999)} OH`);
  cell(p, rng, 300, 190, 245, 30, 'DATE ISSUED', date(issued, 'us2'));
  p.text(50, 'FIRST LIEN', { y: 248, size: 8, bold: true });
  cell(
    p,
    rng,
    50,
    254,
    300,
    30,
    'LIEN HOLDER',
    `${rng.pick(['FIRST NATIONAL BANK OF', 'PEOPLES SAVINGS &', 'FARMERS & MERCHANTS BANK'])} ${rng.pick(['LIMA', 'OHIO', 'LOAN'])}`,
  );
  cell(p, rng, 350, 254, 195, 30, 'DATE OF LIEN', date(lien, 'us2'));
  p.text(50, 'DISCHARGE OF LIEN: ____________________________  BY ______________________  DATE __________', { y: 310, size: 7.5 });
  p.text(50, 'I, the clerk of courts, certify that the above described motor vehicle is titled as set forth herein.', { y: 340, size: 8, serif: true });
  stamp(p, 60, 356, [`CLERK OF COURTS`, `${rng.pick(['ALLEN', 'RICHLAND', 'MUSKINGUM', 'STARK'])} COUNTY, OHIO`], 9);
  p.text(360, `${personEn(rng).first[0]}. ${personEn(rng).last}`, { y: 390, size: 12, serif: true });
  p.text(360, 'Clerk', { y: 404, size: 7 });
  return { items: p.items, language: 'en', truth: truthOf('title', { date: issued }) };
}

/** 2006: Florida title — label right of its value in pairs, title number, issue date among first-sold and odometer dates. */
export function floridaTitle2006(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2003, 2010);
  const o = personEn(rng);
  const o2 = personEn(rng);
  p.text(297, 'STATE OF FLORIDA', { y: 54, size: 12, bold: true, align: 'center' });
  p.text(297, 'DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES', { y: 67, size: 8, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE', { y: 88, size: 16, bold: true, serif: true, align: 'center' });
  const pairs: [string, string][] = [
    [vin(rng, 2004, '1HG'), 'VEHICLE IDENTIFICATION NUMBER'],
    [String(rng.int(1995, Number(issued.slice(0, 4)))), 'YEAR'],
    [rng.pick(['HOND', 'TOYT', 'NISS', 'CHEV']), 'MAKE'],
    [rng.pick(['4D', '2D', 'PK']), 'BODY'],
    [String(rng.int(100000000, 999999999)), 'TITLE NUMBER'],
    [date(issued, 'us'), 'DATE OF ISSUE'],
    [`${num(rng.int(20000, 160000), 'en').slice(0, -3)}  ACTUAL`, 'ODOMETER'],
    [date(rng.date(1995, Number(issued.slice(0, 4))), 'us'), 'FIRST SOLD'],
    [rng.pick(['USED', 'NEW']), 'PREV. ISSUED'],
    [String(rng.int(10, 99)), 'COUNTY'],
  ];
  pairs.forEach(([v, l], i) => {
    const x = 50 + (i % 2) * 255;
    const y = 120 + Math.floor(i / 2) * 28;
    p.text(x, v, { y, size: 10.5, bold: true });
    p.text(x + 8 + v.length * 7.6, l, { y, size: 6.5 });
  });
  p.text(50, 'REGISTERED OWNER(S)', { y: 272, size: 7, bold: true });
  p.text(50, `${full(o).toUpperCase()} OR ${full(o2).toUpperCase()}`, { y: 285, size: 10 });
  p.text(50, `${streetEn(rng).toUpperCase()} ${rng.pick(['OCALA', 'LAKELAND', 'PENSACOLA', 'SEBRING'])} FL ${rng.int(32000, 34999)}`, { y: 298, size: 10 });
  p.text(50, 'LIENHOLDER: NONE', { y: 322, size: 9 });
  p.text(50, 'Notice: Federal and State law require that you state the mileage upon transfer of ownership.', { y: 352, size: 7.5 });
  p.text(50, `DIVISION OF MOTOR VEHICLES, TALLAHASSEE, FLORIDA · CONTROL ${rng.int(10000000, 99999999)}`, { y: 366, size: 7.5 });
  return { items: p.items, language: 'en', truth: truthOf('title', { date: issued }) };
}

export const TITLES_DE = [fahrzeugbrief1966, zb2_2011];
export const TITLES_EN = [ohioTitle1977, floridaTitle2006];
