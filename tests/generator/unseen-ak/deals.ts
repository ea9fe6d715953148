/** Titles and purchases: issue date vs first registration and sale dates; agreed price vs asking price, deposit, balance, fees. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, para, row } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  CARS_EN,
  chassisOld,
  deName,
  digits,
  engineNo,
  enName,
  ibanDE,
  kmFmt,
  kv,
  letters,
  money,
  phoneDE,
  phoneUK,
  phoneUS,
  plateDE,
  plateNL,
  plateUK,
  plateUS,
  postcodeUK,
  r2,
  vin17,
} from './kit';

/** 38. A Kraftfahrzeugbrief: Brief-Nr., first registration, keepers entered over the years, the issue date at the foot. */
export function fahrzeugbrief(rng: Random): Generated {
  const p = new PageBuilder();
  const first = rng.date(1956, 1985);
  const issued = addDays(first, -rng.int(2, 30));
  const vin = chassisOld(rng);
  const [make, model] = rng.pick(CARS_DE);
  p.text(297, 'KRAFTFAHRZEUGBRIEF', { size: 17, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, `Nr. ${letters(rng, 1)} ${digits(rng, 7)}`, { size: 11, serif: true, align: 'center' });
  p.down(26);
  const L: [string, string][] = [
    ['Hersteller', make],
    ['Typ', model],
    ['Fahrgestell-Nr.', vin],
    ['Motor-Nr.', engineNo(rng)],
    ['Hubraum', `${kmFmt(rng.pick([1192, 1493, 1897, 2195, 2496]), '.')} ccm`],
    ['Leistung', `${rng.int(30, 160)} PS bei ${rng.int(40, 62)}00 U/min`],
    ['Allgemeine Betriebserlaubnis', `Nr. ${rng.int(1000, 9999)}`],
    ['Tag der ersten Zulassung', fd(first, 'de')],
  ];
  L.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 160, size: 9.5 });
    p.down(14);
  });
  p.down(12).text(40, 'Eintragungen der Zulassungsstelle', { size: 10, bold: true, serif: true });
  p.down(8);
  let d = first;
  const cols = [{ x: 40 }, { x: 70 }, { x: 260 }, { x: 400 }];
  row(p, cols, ['Nr.', 'Halter', 'Kennzeichen', 'Zugelassen am'], { bold: true, size: 8 });
  for (let i = 1; i <= rng.int(2, 5); i++) {
    p.down(14);
    row(p, cols, [String(i), deName(rng), plateDE(rng).replace(/H$/, ''), fd(d, 'de')], { size: 8.5, serif: true });
    d = addDays(d, rng.int(400, 3500));
  }
  p.down(30).text(40, `Ausgefertigt: ${rng.pick(['Wolfsburg', 'Stuttgart', 'München', 'Köln'])}, den ${fd(issued, 'de')}`, { size: 10, serif: true });
  p.down(14).text(40, `${make} ${rng.pick(['Aktiengesellschaft', 'AG', 'GmbH'])} – Abteilung Fahrzeugbriefe`, { size: 8.5, serif: true });
  p.down(24).text(40, 'Der Brief ist kein Nachweis der Verfügungsberechtigung. Er ist sorgfältig aufzubewahren und nicht im Fahrzeug mitzuführen.', {
    size: 7.5,
  });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** 39. A Zulassungsbescheinigung Teil II, 2005–2026: coded fields, the ZB II number, B first registration vs the issue date. */
export function zb2(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2005, 2026);
  const vin = rng.chance(0.6) ? chassisOld(rng) : vin17(rng, rng.pick(['WDB', 'WBA', 'WVW', 'WP0']));
  p.text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 13, bold: true });
  p.text(555, `${letters(rng, 2)}${digits(rng, 6)}`, { size: 11, bold: true, align: 'right' });
  p.down(13).text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 });
  p.down(24);
  const L: [string, string][] = [
    ['A', plateDE(rng)],
    ['B (Datum der Erstzulassung)', fd(rng.date(1955, 1995), 'de')],
    ['C.2.1 Name', deName(rng)],
    ['D.1 Marke', rng.pick(CARS_DE)[0]],
    ['D.2 Typ / Variante / Version', `${digits(rng, 3)} / ${letters(rng, 2)}${digits(rng, 2)}`],
    ['E Fahrzeug-Identifizierungsnummer', vin],
    ['2.1 / 2.2 Code Hersteller / Typ', `${digits(rng, 4)} / ${letters(rng, 3)}`],
    ['P.1 Hubraum cm³', String(rng.pick([1285, 1585, 1990, 2799]))],
    ['P.2 Nennleistung kW', String(rng.int(30, 150))],
    ['15.1 Bereifung', rng.pick(['185/70 R14 88H', '165 R15 86S', '205/55 R16 91V'])],
    ['Anzahl der Vorhalter', String(rng.int(1, 7))],
    ['Nr. der Zulassungsbescheinigung Teil I', `${letters(rng, 2)}${digits(rng, 7)}`],
  ];
  L.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 190, size: 9 });
    p.down(14);
  });
  p.down(16).text(
    40,
    `Datum: ${fd(issued, 'de')}   Zulassungsbehörde ${rng.pick(['Landkreis Esslingen', 'Stadt Hamburg', 'Kreis Borken', 'Landeshauptstadt München'])}`,
    { size: 9.5 },
  );
  p.down(14).text(
    40,
    `Vermerk: H-Kennzeichen zugeteilt ${fd(addDays(issued, rng.int(0, 5)), 'de')} aufgrund Gutachten nach § 23 StVZO Nr. ${digits(rng, 6)}.`,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** 40. A California certificate of title, 1970–2000: date issued among first sold, transfer and fee-paid dates. */
export function caTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1970, 2000);
  const vin = rng.chance(0.5) ? chassisOld(rng) : vin17(rng, rng.pick(['1G1', '1FA', 'JN1', 'WP0']));
  p.box(36, 36, 523, 400);
  p.text(297, 'STATE OF CALIFORNIA', { size: 11, bold: true, align: 'center', y: 58 });
  p.text(297, 'CERTIFICATE OF TITLE — AUTOMOBILE', { size: 13, bold: true, align: 'center', y: 75 });
  const L: [string, string][] = [
    ['VEHICLE ID NUMBER', vin],
    ['YEAR MODEL', String(rng.int(1955, 1990))],
    ['MAKE', rng.pick(['CHEV', 'FORD', 'PORS', 'MERZ', 'DATS'])],
    ['PLATE NUMBER', plateUS(rng)],
    ['BODY TYPE', rng.pick(['CP', 'CV', 'SD'])],
    ['TYPE LIC', 'AU'],
    ['MOTORCYCLE ENGINE NO', ''],
    ['TITLE NO', digits(rng, 8)],
    ['DATE FIRST SOLD', fd(rng.date(1955, 1990), 'usshort')],
    ['FEES PAID', `$${money(r2(rng.int(1500, 9000) / 100), 'en')}`],
    ['ISSUE DATE', fd(issued, 'us')],
    ['TRANSFER DATE', fd(addDays(issued, -rng.int(5, 40)), 'us')],
    ['ODOMETER', `${kmFmt(rng.int(10000, 99999), ',')} ACTUAL`],
    ['CLASS', digits(rng, 2)],
    ['EXPIRATION DATE', fd(addDays(issued, rng.int(200, 360)), 'us')],
    ['PTI', letters(rng, 1)],
  ];
  L.forEach(([a, b], i) => {
    const x = 48 + (i % 4) * 127;
    const y = 100 + Math.floor(i / 4) * 30;
    p.text(x, a, { size: 6.5, y });
    if (b) p.text(x, b, { size: 9, y: y + 11 });
  });
  p.y = 240;
  p.text(48, 'REGISTERED OWNER(S)', { size: 7 });
  p.down(12).text(48, enName(rng).toUpperCase(), { size: 10 });
  p.down(24).text(48, 'LEGAL OWNER', { size: 7 });
  p.down(12).text(
    48,
    rng.chance(0.5) ? 'NONE' : `${rng.pick(['WELLS FARGO BANK', 'GOLDEN STATE CREDIT UNION'])} — RELEASED ${fd(addDays(issued, rng.int(100, 900)), 'usshort')}`,
    { size: 10 },
  );
  p.down(30).text(
    48,
    'I certify under penalty of perjury under the laws of the State of California that the signature below releases interest in the vehicle.',
    { size: 7 },
  );
  p.down(30).text(48, `DMV ${letters(rng, 1)}${digits(rng, 6)}  REG 17 (REV ${rng.int(1, 12)}/${rng.int(70, 99)})`, { size: 7 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}

/** 41. A Texas certificate of title, 1985–2020: the odometer, lien dates, previous owner, the date of title among them. */
export function txTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1985, 2020);
  const vin = rng.chance(0.4) ? chassisOld(rng) : vin17(rng, rng.pick(['1G1', '1FA', '1B3', '2G2']));
  p.text(297, 'THE STATE OF TEXAS', { size: 12, bold: true, align: 'center' });
  p.down(15).text(297, 'CERTIFICATE OF TITLE', { size: 15, bold: true, align: 'center' });
  p.down(14).text(297, `TxDMV Form ${rng.pick(['30-O', '31-D', '33'])} · Document No. ${digits(rng, 17)}`, { size: 8, align: 'center' });
  p.down(24);
  const L: [string, string][] = [
    ['VEHICLE IDENTIFICATION NUMBER', vin],
    ['YEAR', String(rng.int(1950, 1995))],
    ['MAKE OF VEHICLE', rng.pick(['CHEVROLET', 'FORD', 'CADILLAC', 'PONTIAC'])],
    ['BODY STYLE', rng.pick(['2DR', 'CONV', 'PK'])],
    ['TITLE/DOCUMENT NUMBER', digits(rng, 17).slice(0, 14)],
    ['DATE TITLE ISSUED', fd(issued, 'us')],
    ['PREVIOUS OWNER', enName(rng).toUpperCase()],
    ['ODOMETER READING', `${kmFmt(rng.int(10000, 99999), ',')} EXEMPT`],
    ['LICENSE NUMBER', plateUS(rng)],
    ['WEIGHT', kmFmt(rng.int(2500, 4800), '')],
    ['OWNER', enName(rng).toUpperCase()],
    ['REMARKS', rng.pick(['ORIGINAL', 'ANTIQUE', 'CUSTOM VEHICLE'])],
  ];
  L.forEach(([a, b], i) => {
    const x = 40 + (i % 2) * 260;
    const y = p.y + Math.floor(i / 2) * 28;
    p.text(x, a, { size: 7, y });
    p.text(x, b, { size: 10, y: y + 12 });
  });
  p.y += 6 * 28 + 10;
  p.text(40, 'FIRST LIEN', { size: 8, bold: true });
  const lienDate = addDays(issued, -rng.int(0, 10));
  p.down(12).text(40, `DATE OF LIEN ${fd(lienDate, 'us')}  LIENHOLDER ${rng.pick(['FIRST NATIONAL BANK OF AMARILLO', 'RANDOLPH-BROOKS FCU', 'NONE'])}`, {
    size: 9,
  });
  p.down(12).text(40, `RELEASED BY ______________________  DATE ${fd(addDays(lienDate, rng.int(300, 1500)), 'us')}`, { size: 9 });
  p.down(26).text(40, 'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE OF TITLE.', {
    size: 7,
  });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}

/** 42. A private Kaufvertrag (ADAC style), 1975–2015: asking price in the ad, agreed price, deposit, balance, handover date. */
export function privatKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2015);
  const cur = date >= '2002-01-01' ? 'EUR' : 'DM';
  const price = rng.int(15, 300) * 100;
  const ask = price + rng.int(2, 20) * 100;
  const dep = rng.int(2, 10) * 100;
  const seller = deName(rng);
  p.text(297, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' });
  p.down(13).text(297, '(privater Verkauf unter Ausschluss der Sachmängelhaftung)', { size: 8.5, align: 'center' });
  p.down(26);
  p.text(40, 'Verkäufer', { size: 9, bold: true });
  p.text(300, 'Käufer', { size: 9, bold: true });
  p.down(13).text(40, seller, { size: 10 });
  p.text(300, deName(rng), { size: 10 });
  p.down(12).text(
    40,
    `${rng.pick(['Gartenstr.', 'Weinbergweg', 'Lessingstr.'])} ${rng.int(1, 80)}, ${rng.int(10000, 99999)} ${rng.pick(['Schwerte', 'Rottweil', 'Plauen'])}`,
    { size: 9 },
  );
  p.text(300, `${rng.pick(['Feldweg', 'Rosenstr.', 'Am Markt'])} ${rng.int(1, 80)}, ${rng.int(10000, 99999)} ${rng.pick(['Lahr', 'Wesel', 'Zwickau'])}`, {
    size: 9,
  });
  p.down(12).text(40, `Tel. ${phoneDE(rng)} · Pers.-Ausw.-Nr. ${letters(rng, 1)}${digits(rng, 8)}`, { size: 8 });
  p.text(300, `Tel. ${phoneDE(rng)} · Pers.-Ausw.-Nr. ${letters(rng, 1)}${digits(rng, 8)}`, { size: 8 });
  p.down(24);
  const L: [string, string][] = [
    ['Hersteller / Typ', rng.pick(CARS_DE).join(' ')],
    ['Fahrzeug-Ident.-Nr.', chassisOld(rng)],
    ['Amtl. Kennzeichen', plateDE(rng)],
    ['Fahrzeugbrief-Nr.', `${letters(rng, 1)} ${digits(rng, 7)}`],
    ['Erstzulassung', fd(rng.date(1958, Number(date.slice(0, 4)) - 5), 'de')],
    ['Laufleistung lt. Tacho', `${kmFmt(rng.int(40000, 230000), '.')} km`],
    ['Nächste HU', `${rng.int(1, 12)}/${Number(date.slice(0, 4)) + rng.int(0, 2)}`],
    ['Anzahl Vorbesitzer', String(rng.int(1, 6))],
  ];
  L.forEach(([a, b], i) => kv(p, 40 + (i % 2) * 260, a, b, { dx: 110, size: 9, y: p.y + Math.floor(i / 2) * 13 }));
  p.y += 66;
  para(
    p,
    40,
    `Das Fahrzeug wurde in der Anzeige vom ${fd(addDays(date, -rng.int(10, 40)), 'de')} zu ${money(ask, 'de')} ${cur} VB angeboten. Verkäufer und Käufer einigen sich auf den folgenden Kaufpreis:`,
    105,
  );
  p.down(6);
  const cols = [{ x: 40 }, { x: 330, align: 'right' as const }];
  row(p, cols, ['Kaufpreis', `${money(price, 'de')} ${cur}`], { bold: true, size: 11 });
  p.down(14);
  row(p, cols, ['in Worten', rng.pick(['siehe oben', '— wie vor —'])], { size: 9 });
  p.down(14);
  row(p, cols, [`Anzahlung erhalten am ${fd(addDays(date, -rng.int(1, 7)), 'de')}`, `${money(dep, 'de')} ${cur}`], { size: 9.5 });
  p.down(13);
  row(p, cols, ['Restbetrag bei Übergabe in bar', `${money(price - dep, 'de')} ${cur}`], { size: 9.5 });
  p.down(22);
  para(
    p,
    40,
    `Übergabe des Fahrzeugs mit Fahrzeugbrief, Fahrzeugschein, ${rng.int(1, 3)} Schlüsseln (Schlüssel-Nr. ${letters(rng, 2)} ${digits(rng, 3)}) am ${fd(addDays(date, rng.int(0, 10)), 'de')}. Das Fahrzeug wird verkauft wie besichtigt und Probe gefahren. Der Verkäufer versichert, dass das Fahrzeug unfallfrei ist, soweit ihm bekannt.`,
    105,
  );
  p.down(30).text(40, `${rng.pick(['Schwerte', 'Rottweil', 'Plauen'])}, den ${fd(date, 'de')}`, { size: 10 });
  p.down(30).text(40, '________________________ Verkäufer', { size: 9 });
  p.text(300, '________________________ Käufer', { size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 43. A dealer's vehicle invoice, 2002–2026: list price, discount, margin scheme, transfer and registration costs. */
export function haendlerRechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const list = rng.int(80, 900) * 100;
  const disc = rng.int(5, 40) * 100;
  const price = list - disc;
  const reg = rng.pick([149, 179, 199, 249]);
  const trans = rng.pick([0, 290, 490, 690]);
  const firm = `${rng.pick(['Classic Car Center', 'Oldtimer-Handel', 'Youngtimer Depot'])} ${rng.pick(['Rhein-Main', 'Bodensee', 'Nord', 'Franken'])} GmbH`;
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Hanauer Landstr.', 'Seestr.', 'Industriering'])} ${rng.int(1, 300)} · ${rng.int(10000, 99999)} ${rng.pick(['Frankfurt', 'Friedrichshafen', 'Buxtehude', 'Fürth'])} · ${phoneDE(rng)}`,
    { size: 8 },
  );
  p.down(34).text(40, deName(rng), { size: 10 });
  p.down(30).text(40, `Fahrzeugrechnung Nr. ${digits(rng, 6)}`, { size: 13, bold: true });
  p.text(555, fd(date, 'de'), { size: 10, align: 'right' });
  p.down(18);
  const L: [string, string][] = [
    ['Kunden-Nr.', digits(rng, 6)],
    ['Verkäufer', deName(rng)],
    ['Kaufvertrag vom', fd(addDays(date, -rng.int(3, 20)), 'de')],
    ['Auslieferung', fd(addDays(date, rng.int(0, 6)), 'de')],
    ['Fahrzeug', rng.pick(CARS_DE).join(' ')],
    ['FIN', chassisOld(rng)],
    ['Erstzulassung', fd(rng.date(1960, 1998), 'de')],
    ['km-Stand', kmFmt(rng.int(20000, 200000), '.')],
  ];
  L.forEach(([a, b], i) => kv(p, 40 + (i % 2) * 260, a, b, { dx: 90, size: 9, y: p.y + Math.floor(i / 2) * 13 }));
  p.y += 70;
  const cols = [{ x: 40 }, { x: 555, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Listenpreis lt. Aushang', money(list, 'de')],
    ['abzüglich Nachlass', `-${money(disc, 'de')}`],
    ['Verkaufspreis Fahrzeug', money(price, 'de'), true],
    ['Überführung / Aufbereitung', money(trans, 'de')],
    ['Zulassungskosten (Fremdleistung)', money(reg, 'de')],
    ['Gesamtbetrag EUR', money(price + trans + reg, 'de'), true],
  ] as [string, string, boolean?][]) {
    row(p, cols, [a, b], { bold, size: bold ? 10.5 : 9.5 });
    p.down(15);
  }
  p.down(6).text(40, 'Differenzbesteuerung nach § 25a UStG – die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8.5 });
  p.down(12).text(
    40,
    `Anzahlung am ${fd(addDays(date, -rng.int(3, 20)), 'de')}: ${money(rng.int(5, 30) * 100, 'de')} EUR, wird verrechnet. Gewährleistung 12 Monate.`,
    { size: 8.5 },
  );
  p.y = 790;
  p.text(40, `IBAN ${ibanDE(rng)} · USt-IdNr. DE${digits(rng, 9)} · HRB ${digits(rng, 5)}`, { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: price });
}

/** 44. A British dealer's sales invoice, 1968–1990: cash price, part exchange allowance, deposit, road fund licence, plates. */
export function ukSalesInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 1990);
  const price = rng.int(8, 120) * 50;
  const px = rng.int(2, 20) * 25;
  const rfl = rng.pick([25, 40, 50, 70, 100]);
  const plates = rng.pick([4.5, 6, 8.5]);
  const dep = rng.int(2, 10) * 25;
  const firm = `${rng.pick(['Cheshire', 'Kent', 'Dales', 'Fenland'])} ${rng.pick(['Sports Cars', 'Car Sales', 'Motor Company'])} Ltd`;
  p.text(40, firm, { size: 15, bold: true, serif: true });
  p.down(12).text(40, `Used Car Department · ${phoneUK(rng)} · Reg. Office No. ${digits(rng, 6)}`, { size: 8, serif: true });
  p.down(28).text(40, 'SALES INVOICE', { size: 12, bold: true });
  p.text(555, `No. ${digits(rng, 5)}   Date ${fd(date, 'uk')}`, { size: 10, align: 'right' });
  p.down(18).text(40, `Sold to: ${enName(rng)}, ${postcodeUK(rng)}`, { size: 9.5 });
  p.down(14).text(
    40,
    `Vehicle: ${rng.pick(CARS_EN.slice(0, 8)).join(' ')}  Reg. ${plateUK(rng, Number(date.slice(0, 4)) - rng.int(1, 8))}  Chassis ${chassisOld(rng)}  Engine ${engineNo(rng)}  Recorded mileage ${kmFmt(rng.int(8000, 90000), ',')}`,
    { size: 8.5 },
  );
  p.down(14).text(
    40,
    `Part exchange: ${rng.pick(['Ford Cortina', 'Hillman Imp', 'Austin 1100'])} Reg. ${plateUK(rng, Number(date.slice(0, 4)) - rng.int(5, 12))}`,
    { size: 8.5 },
  );
  p.down(22);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }];
  const total = r2(price + rfl + plates);
  for (const [a, b, bold] of [
    ['Cash price of vehicle', price, true],
    ['Road fund licence (12 months)', rfl],
    ['Number plates', plates],
    ['Total', total, true],
    ['Less part exchange allowance', -px],
    ['Less deposit paid', -dep],
    ['Balance due on delivery', r2(total - px - dep), true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, `£${money(b, 'en')}`], { bold, size: 10 });
    p.down(15);
  }
  p.down(12).text(40, 'Sold as seen, tried and approved. Odometer reading not guaranteed. Car tax is not subject to VAT.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: price });
}

/** 45. A US bill of sale, 1960–2020: the price in words and figures, odometer disclosure, the notary's later date. */
export function usBillOfSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1960, 2020);
  const price = rng.int(5, 400) * 100;
  const seller = enName(rng);
  p.text(297, 'BILL OF SALE — MOTOR VEHICLE', { size: 15, bold: true, align: 'center' });
  p.down(28);
  para(
    p,
    40,
    `For and in consideration of the sum of $${money(price, 'en')} (${price.toLocaleString('en-US')} dollars), the receipt of which is hereby acknowledged, I/we, ${seller}, of ${rng.int(100, 9999)} ${rng.pick(['Elm St', 'County Rd 12', 'Lakeview Dr'])}, ${rng.pick(['Dayton, OH', 'Macon, GA', 'Boise, ID'])}, phone ${phoneUS(rng)}, do hereby sell, assign and transfer to ${enName(rng)} the following motor vehicle:`,
    100,
    { size: 10 },
  );
  p.down(10);
  const L: [string, string][] = [
    ['Year', String(rng.int(1930, Number(date.slice(0, 4))))],
    ['Make', rng.pick(['Chevrolet', 'Ford', 'Buick', 'Porsche', 'MG'])],
    ['Model', rng.pick(['Bel Air', 'Thunderbird', 'Skylark', '356', 'TD'])],
    ['VIN / Serial', chassisOld(rng)],
    ['Title No.', digits(rng, 9)],
    ['Plate', plateUS(rng)],
    ['Odometer', `${kmFmt(rng.int(10000, 99999), ',')} miles (${rng.pick(['actual', 'not actual', 'exceeds mechanical limits'])})`],
  ];
  L.forEach(([a, b]) => {
    kv(p, 60, a, b, { dx: 90, size: 10 });
    p.down(15);
  });
  p.down(10);
  para(
    p,
    40,
    `The vehicle is sold AS IS, without warranty. The seller had advertised it at $${money(price + rng.int(5, 40) * 100, 'en')}; a deposit of $${money(rng.int(2, 10) * 100, 'en')} was paid on ${fd(addDays(date, -rng.int(3, 14)), 'us')} and is included in the sum above.`,
    100,
    { size: 10 },
  );
  p.down(20).text(40, `Date of sale: ${fd(date, 'uslong')}`, { size: 10.5, bold: true });
  p.down(30).text(40, `Seller: ${seller}   ____________________`, { size: 10 });
  p.down(20).text(40, 'Buyer: ____________________', { size: 10 });
  p.down(30).text(
    40,
    `Subscribed and sworn before me on ${fd(addDays(date, rng.int(1, 10)), 'uslong')}. Notary Public, commission expires ${fd(addDays(date, rng.int(300, 1400)), 'us')}.`,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 46. A Dutch dealer's export sales invoice in English: price ex BPM, export documents, transport, the deposit wired. */
export function nlExportInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2024);
  const euro = date >= '2002-01-01';
  const cur = euro ? 'EUR' : 'NLG';
  const price = rng.int(40, 900) * 100;
  const docs = rng.pick([150, 195, 250]);
  const transport = rng.pick([0, 450, 650, 900]);
  const dep = rng.int(10, 50) * 100;
  const firm = `${rng.pick(['Hollandia', 'Oldtimer Centrum', 'Dutch Classics', 'Veenstra'])} ${rng.pick(['B.V.', 'Classic Cars B.V.'])}`;
  p.text(40, firm, { size: 15, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Zwolle', 'Raalte', 'Leek', 'Breda'])} · +31 ${digits(rng, 2)} ${digits(rng, 7)} · KvK ${digits(rng, 8)} · VAT NL${digits(rng, 9)}B01`,
    { size: 8 },
  );
  p.down(30).text(40, 'SALES INVOICE (EXPORT)', { size: 12, bold: true });
  p.text(555, `No. ${date.slice(0, 4)}${digits(rng, 4)}`, { size: 10, align: 'right' });
  p.down(18);
  const L: [string, string][] = [
    ['Invoice date', fd(date, 'dedash')],
    ['Buyer', enName(rng)],
    ['Country', rng.pick(['United Kingdom', 'USA', 'Australia'])],
    ['Stock no.', `${letters(rng, 1)}${digits(rng, 4)}`],
    ['Car', rng.pick(CARS_EN).join(' ')],
    ['Chassis', chassisOld(rng)],
    ['Kenteken', plateNL(rng)],
    ['Odometer', `${kmFmt(rng.int(20000, 190000), '.')} km`],
  ];
  L.forEach(([a, b], i) => kv(p, 40 + (i % 2) * 260, a, b, { dx: 80, size: 9, y: p.y + Math.floor(i / 2) * 13 }));
  p.y += 66;
  const cols = [{ x: 40 }, { x: 555, align: 'right' as const }];
  const total = price + docs + transport;
  for (const [a, b, bold] of [
    ['Vehicle, sale price (ex BPM, VAT margin scheme)', price, true],
    ['Export documents and deregistration', docs],
    ['Transport to port', transport],
    ['Total', total, true],
    [`Deposit received ${fd(addDays(date, -rng.int(5, 30)), 'dedash')}`, -dep],
    ['Balance due before collection', total - dep, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, `${cur} ${money(b, 'de')}`], { bold, size: 10 });
    p.down(15);
  }
  p.down(10).text(40, `Export within 30 days; VAT 0% intra-/extra-EU supply. Bank: ING, IBAN NL${digits(rng, 2)} INGB 0${digits(rng, 9)}, BIC INGBNL2A.`, {
    size: 8.5,
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: price });
}
