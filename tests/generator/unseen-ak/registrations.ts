/** Registration papers: the document's own number among type, key, chassis and engine numbers; the next inspection is not an expiry. */
import { PageBuilder } from '../page';
import { addDays, doc, fd } from '../paper-kit';
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
  kmFmt,
  letters,
  money,
  plateAT,
  plateCH,
  plateDE,
  plateUK,
  plateUS,
  postcodeUK,
  r2,
} from './kit';

/** A form of numbered fields in two columns, the number in small print above its entry. */
function fields(p: PageBuilder, list: [string, string][], x0: number, w: number, y0: number, cols = 2) {
  list.forEach(([a, b], i) => {
    const x = x0 + (i % cols) * w;
    const y = y0 + Math.floor(i / cols) * 24;
    p.box(x, y, w - 4, 21);
    p.text(x + 3, a, { size: 6, y: y + 7 });
    p.text(x + 3, b, { size: 9, y: y + 17 });
  });
  return y0 + Math.ceil(list.length / cols) * 24;
}

/** 33. A Fahrzeugschein of the 1960s–90s: numbered Ziffern, Hubraum and Leistung, the next HU stamped — no expiry. */
export function fahrzeugschein(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1962, 1999);
  const yr = Number(issued.slice(0, 4));
  const nr = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const plate = plateDE(rng).replace(/H$/, '');
  const [make, model] = rng.pick(CARS_DE);
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center' });
  p.down(16).text(297, 'FAHRZEUGSCHEIN', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `Nr. ${nr}`, { size: 11, bold: true, align: 'center' });
  p.y = 130;
  p.text(40, `Amtliches Kennzeichen: ${plate}`, { size: 12, bold: true });
  const list: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2 Hersteller', make],
    ['2.1 Typ und Ausführung', model],
    ['3 Schlüssel-Nr. zu 1 / 2', `${digits(rng, 4)} / ${digits(rng, 3)}`],
    ['4 Fahrzeug-Ident.-Nr.', chassisOld(rng)],
    ['5 Prüfziffer', String(rng.int(0, 9))],
    ['6 Höchstgeschwindigkeit km/h', String(rng.int(115, 225))],
    ['7 Leistung kW bei min-1', `${rng.int(25, 150)} / ${rng.int(40, 62)}00`],
    ['8 Hubraum cm³', kmFmt(rng.pick([1192, 1285, 1584, 1766, 1990, 2746]), '.')],
    ['12 Rauminhalt Tank l', String(rng.int(35, 90))],
    ['14 zul. Gesamtgewicht kg', String(rng.int(1000, 1900))],
    ['20/21 Bereifung', rng.pick(['165 SR 14', '175 HR 14', '185/70 HR 14', '195/70 VR 14'])],
    ['32 Tag der ersten Zulassung', fd(rng.date(yr - 15, yr), 'de2')],
    ['33 Bemerkungen', `Motor-Nr. ${engineNo(rng)}`],
    ['Halter', deName(rng)],
    ['Wohnort', `${rng.int(1000, 99999)} ${rng.pick(['Neuss', 'Aschaffenburg', 'Bocholt', 'Villingen'])}`],
  ];
  p.y = fields(p, list, 40, 258, 150) + 20;
  p.text(
    40,
    `${rng.pick(['Kreisverwaltung', 'Straßenverkehrsamt', 'Landratsamt'])} ${rng.pick(['Neuss', 'Aschaffenburg', 'Borken', 'Schwarzwald-Baar'])}, den ${fd(issued, 'de')}`,
    { size: 9 },
  );
  p.down(30).text(40, 'Nächste Hauptuntersuchung', { size: 9, bold: true });
  p.down(13).text(40, `Monat ${rng.int(1, 12)} / Jahr ${yr + 2}   Prüfstelle ${rng.pick(['TÜV', 'DEKRA'])} ${digits(rng, 4)}   Stempel`, { size: 9 });
  p.down(13).text(40, `Nächste AU ${rng.int(1, 12)}/${yr + 1}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 34. An Austrian Zulassungsschein, 1990–2010: Genehmigungs-Nr., Fahrgestell, the § 57a date beside the document number. */
export function zulassungsscheinAT(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1990, 2010);
  const nr = `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`;
  const plate = plateAT(rng);
  p.text(40, 'REPUBLIK ÖSTERREICH', { size: 10, bold: true });
  p.down(18).text(40, 'Zulassungsschein', { size: 17, bold: true });
  p.text(555, `Nr. ${nr}`, { size: 11, bold: true, align: 'right' });
  p.down(14).text(40, `Behörde: ${rng.pick(['BH Gmunden', 'Magistrat Graz', 'BPD Wien', 'BH Kufstein'])} · Zulassungsstelle Nr. ${digits(rng, 3)}`, {
    size: 8.5,
  });
  const list: [string, string][] = [
    ['Kennzeichen', plate],
    ['Zulassungsdatum', fd(issued, 'de')],
    ['Zulassungsbesitzer', deName(rng)],
    ['Geburtsdatum', fd(rng.date(1930, 1975), 'de')],
    ['Marke / Type', rng.pick(CARS_DE).join(' ')],
    ['Fahrgestellnummer', chassisOld(rng)],
    ['Motornummer', engineNo(rng)],
    ['Genehmigungsnummer', `${digits(rng, 5)}/${rng.int(60, 95)}`],
    ['Erstzulassung', fd(rng.date(1960, 1990), 'de')],
    ['Hubraum ccm / kW', `${kmFmt(rng.pick([1272, 1588, 1781, 1994]), '.')} / ${rng.int(30, 120)}`],
    ['Farbe', rng.pick(['rot', 'weiß', 'grün', 'blau'])],
    ['Versicherung / Polizzen-Nr.', `${rng.pick(['Wiener Städtische', 'Generali', 'UNIQA'])} ${digits(rng, 8)}`],
    ['Letzte Begutachtung § 57a', fd(addDays(issued, -rng.int(20, 200)), 'de')],
    ['Nächste Begutachtung', `${rng.int(1, 12)}/${Number(issued.slice(0, 4)) + 1}`],
  ];
  p.y = fields(p, list, 40, 258, 120) + 20;
  p.text(40, `Gebühr S ${money(rng.int(300, 900), 'de')} entrichtet · Kennzeichentafeln Serie ${letters(rng, 1)}${digits(rng, 4)}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 35. A Swiss Fahrzeugausweis, 1975–2015: Stammnummer, Typengenehmigung, Kontrollschild, last MFK — no expiry. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1975, 2015);
  const nr = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const plate = plateCH(rng);
  p.text(40, 'Schweizerische Eidgenossenschaft', { size: 9 });
  p.down(16).text(40, 'Fahrzeugausweis', { size: 16, bold: true });
  p.text(555, `Ausweis-Nr. ${nr}`, { size: 10, bold: true, align: 'right' });
  p.down(13).text(40, `Strassenverkehrsamt des Kantons ${rng.pick(['Zürich', 'Bern', 'Aargau', 'Luzern'])}`, { size: 8.5 });
  const list: [string, string][] = [
    ['15 Kontrollschild', plate],
    ['18 Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['01 Halter', deName(rng)],
    ['24 Typengenehmigung', `${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 3)}`],
    ['21 Marke und Typ', rng.pick(CARS_DE).join(' ')],
    ['23 Fahrgestell-Nr.', chassisOld(rng)],
    ['37 Hubraum cm³', kmFmt(rng.pick([1290, 1570, 1985, 2799]), "'")],
    ['76 Leistung kW', String(rng.int(30, 150))],
    ['36 1. Inverkehrsetzung', fd(rng.date(1955, 1995), 'de')],
    ['38 Prüfung', fd(addDays(issued, -rng.int(0, 90)), 'de')],
    ['Ort, Datum', `${rng.pick(['Zürich', 'Bern', 'Schafisheim', 'Kriens'])}, ${fd(issued, 'de')}`],
    ['Versicherung', `${rng.pick(['AXA', 'Zürich', 'Allianz Suisse'])} Pol. ${digits(rng, 2)}.${digits(rng, 6)}`],
  ];
  p.y = fields(p, list, 40, 258, 120) + 20;
  p.text(
    40,
    `Nächste amtliche Prüfung: nach Aufgebot (Veteranenfahrzeug, Intervall ${rng.pick([3, 6])} Jahre). Gebühr CHF ${money(rng.pick([40, 55, 70]), 'ch')}.`,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 36. A British V5 registration document, 1978–2002: document reference among VIN, engine number, cc and dates. */
export function ukV5(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1978, 2002);
  const ref = `${digits(rng, 11)}`;
  const plate = plateUK(rng, rng.int(1960, 1995));
  const [make, model] = rng.pick(CARS_EN.slice(0, 8));
  p.text(40, 'VEHICLE REGISTRATION DOCUMENT', { size: 14, bold: true });
  p.down(13).text(40, `Driver and Vehicle Licensing Centre, Swansea SA99 1AR · Form V5 (Rev ${rng.int(1, 12)}/${rng.int(78, 99)})`, { size: 8 });
  p.down(10).text(555, `Document reference number ${ref}`, { size: 10, bold: true, align: 'right' });
  const list: [string, string][] = [
    ['1 Registration mark', plate],
    ['2 Date of first registration', fd(rng.date(1958, 1994), 'uk')],
    ['3 Date of issue of this document', fd(issued, 'uk')],
    ['4 Previous registered keepers', String(rng.int(1, 9))],
    ['5 Make', make],
    ['6 Model', model],
    ['7 VIN / Chassis / Frame no.', chassisOld(rng)],
    ['8 Engine number', engineNo(rng)],
    ['9 Cylinder capacity (cc)', kmFmt(rng.pick([998, 1275, 1798, 2498, 3528]), '')],
    ['10 Taxation class', rng.pick(['PLG', 'Historic Vehicle'])],
    ['11 Colour', rng.pick(['Red', 'BRG', 'White', 'Blue'])],
    ['12 Type approval', letters(rng, 1) + digits(rng, 4)],
    ['Registered keeper', enName(rng)],
    ['Address', `${rng.int(1, 200)} ${rng.pick(['Manor Road', 'Queens Drive'])}, ${postcodeUK(rng)}`],
  ];
  p.y = fields(p, list, 40, 258, 100) + 20;
  p.text(40, 'This document is not proof of ownership. Notify DVLC of any change. Tax disc serial no. ' + digits(rng, 7), { size: 8 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: plate });
}

/** 37. A US registration card with its period: valid from / expires, the fee paid, title number, prior plate. */
export function usRegistrationCard(rng: Random): Generated {
  const p = new PageBuilder();
  const from = rng.date(1975, 2024);
  const exp = `${Number(from.slice(0, 4)) + rng.pick([1, 2])}${from.slice(4)}`;
  const state = rng.pick(['OHIO', 'PENNSYLVANIA', 'OREGON', 'ILLINOIS', 'WASHINGTON']);
  const nr = `${digits(rng, 9)}`;
  const plate = plateUS(rng);
  p.box(40, 40, 515, 230);
  p.text(297, `STATE OF ${state}`, { size: 11, bold: true, align: 'center', y: 58 });
  p.text(297, 'MOTOR VEHICLE REGISTRATION CARD', { size: 12, bold: true, align: 'center', y: 74 });
  const L: [string, string][] = [
    ['REGISTRATION NO.', nr],
    ['PLATE', plate],
    ['CLASS', rng.pick(['PC', 'HISTORIC', 'ANTIQUE'])],
    ['TITLE NO.', digits(rng, 10)],
    ['VIN', chassisOld(rng)],
    ['YEAR/MAKE', `${rng.int(1950, 1990)} ${rng.pick(['CHEV', 'FORD', 'PONT', 'DODG', 'MERZ'])}`],
    ['BODY', rng.pick(['2D', 'CV', '4D', 'PK'])],
    ['WEIGHT', kmFmt(rng.int(2200, 4600), ',')],
    ['VALID FROM', fd(from, 'us')],
    ['EXPIRES', fd(exp, 'us')],
    ['ISSUED', fd(addDays(from, -rng.int(1, 20)), 'us')],
    ['FEE PAID', `$${money(r2(rng.int(2000, 14000) / 100), 'en')}`],
    ['PREV PLATE', plateUS(rng)],
    ['ODOMETER', kmFmt(rng.int(10000, 99999), ',')],
    ['COUNTY', String(rng.int(1, 99)).padStart(2, '0')],
    ['CONTROL NO.', digits(rng, 8)],
  ];
  L.forEach(([a, b], i) => {
    const x = 50 + (i % 4) * 126;
    const y = 100 + Math.floor(i / 4) * 34;
    p.text(x, a, { size: 6.5, y });
    p.text(x, b, { size: 9.5, bold: a === 'EXPIRES', y: y + 12 });
  });
  p.text(50, `OWNER: ${enName(rng).toUpperCase()}`, { size: 9, y: 250 });
  p.text(50, 'KEEP IN VEHICLE. RENEWAL NOTICE WILL BE MAILED 60 DAYS BEFORE EXPIRATION.', { size: 7, y: 262 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: exp });
}
