/**
 * Registrations: a Swiss Fahrzeugausweis (numbered fields), an Austrian Zulassungsschein, a German
 * Fahrzeugschein for a Kurzzeitkennzeichen (with its end of validity), a British V5C, an Irish Vehicle
 * Registration Certificate of an import, and an older British V5 with its previous keepers.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dDe, dEn, digits, doc, PageBuilder, rule, vin } from './kit';

/** Swiss Fahrzeugausweis: numbered field boxes in two columns, Ausweis-Nr. at the top right, Stammnummer as a decoy. */
export function swissFahrzeugausweis(rng: Random): Generated {
  const p = new PageBuilder();
  const canton = rng.pick([
    ['ZH', 'Zürich'],
    ['BE', 'Bern'],
    ['AG', 'Aargau'],
    ['LU', 'Luzern'],
  ] as const);
  const plate = `${canton[0]} ${rng.int(10000, 999999)}`.replace(/(\d{3})$/, ' $1');
  const nr = `${rng.pick(['A', 'B', 'C'])} ${digits(rng, 7)}`;
  const first = rng.date(1962, 1995);
  const issued = rng.date(2005, 2025);
  p.box(45, 40, 505, 420);
  p.text(55, 'Schweizerische Eidgenossenschaft', { y: 58, size: 8 });
  p.text(55, 'Confédération suisse · Confederazione Svizzera', { y: 68, size: 7 });
  p.text(297, 'Fahrzeugausweis', { y: 92, size: 16, bold: true, align: 'center' });
  p.text(297, 'Permis de circulation · Licenza di circolazione', { y: 106, size: 8, align: 'center' });
  p.text(540, `Nr. ${nr}`, { y: 58, size: 10, bold: true, align: 'right' });
  const L: [string, string, string][] = [
    ['15', 'Kontrollschild', plate],
    ['18', 'Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['19', 'Kontrollschild-Art', 'Motorwagen, weiss'],
    ['21', 'Marke und Typ', rng.pick(['Mercedes-Benz 280 SL', 'Porsche 911 T', 'Citroën DS 21 Pallas', 'Volvo P1800 S'])],
    ['23', 'Fahrgestell-Nr.', vin(rng, '1130441', 14)],
    ['24', 'Typengenehmigung', `1${rng.pick(['M', 'T'])}${rng.int(100, 999)}${rng.int(10, 99)}`],
  ];
  const R: [string, string, string][] = [
    ['36', '1. Inverkehrsetzung', dDe(first)],
    ['37', 'Hubraum ccm', String(rng.int(1600, 2990))],
    ['38', 'Leistung kW', String(rng.int(60, 140))],
    ['45', 'Leergewicht kg', String(rng.int(980, 1560))],
    ['50', 'Halter', 'Keller Beat, Zollikon'],
    ['', 'Ausgestellt', `${dDe(issued)}, Strassenverkehrsamt ${canton[1]}`],
  ];
  const cell = (x: number, y: number, [n, k, v]: [string, string, string]) => {
    p.box(x, y, 240, 40);
    if (n) p.text(x + 4, n, { y: y + 11, size: 7, bold: true });
    p.text(x + 22, k, { y: y + 11, size: 7 });
    p.text(x + 6, v, { y: y + 30, size: 10 });
  };
  L.forEach((c, i) => cell(55, 125 + i * 45, c));
  R.forEach((c, i) => cell(300, 125 + i * 45, c));
  p.text(55, 'Auflagen: 178 Veteranenfahrzeug – Periodische Prüfung alle 6 Jahre', { y: 410, size: 8.5 });
  p.text(55, `Letzte Prüfung ${dDe(addDays(issued, -rng.int(10, 60)))}`, { y: 423, size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr });
}

/** Austrian Zulassungsschein: label column left, values right, ruled rows, the document number in a box. */
export function austrianZulassungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const district = rng.pick(['SL', 'GU', 'KU', 'VB', 'BN']);
  const plate = `${district} ${rng.int(10, 999)} ${rng.pick(['AB', 'KT', 'MR', 'EZ'])}`;
  const nr = `${rng.int(100, 999)}${rng.pick(['A', 'B', 'C'])}${digits(rng, 5)}`;
  const issued = rng.date(1995, 2024);
  p.text(50, 'REPUBLIK ÖSTERREICH', { y: 55, size: 10, bold: true });
  p.text(50, `Bezirkshauptmannschaft ${rng.pick(['Salzburg-Umgebung', 'Graz-Umgebung', 'Kufstein', 'Vöcklabruck', 'Baden'])}`, { y: 68, size: 9 });
  p.text(297, 'ZULASSUNGSSCHEIN', { y: 105, size: 17, bold: true, align: 'center' });
  p.box(400, 40, 145, 36);
  p.text(408, 'Zulassungsschein-Nr.', { y: 52, size: 7 });
  p.text(408, nr, { y: 69, size: 11, bold: true });
  const rows: [string, string][] = [
    ['Kennzeichen', plate],
    ['Zulassungsbesitzer', rng.pick(['Eder Anton', 'Pichler Gertrude', 'Huber Franz'])],
    ['Anschrift', 'Kirchenstraße 4, 5071 Wals-Siezenheim'],
    ['Fahrzeugart', 'Personenkraftwagen M1'],
    ['Marke / Type', rng.pick(['Steyr-Puch 500 D', 'Mercedes-Benz 230 G', 'VW 1200 Käfer', 'Opel Kadett B'])],
    ['Fahrgestellnummer', vin(rng, 'WDB460', 17)],
    ['Genehmigung / Typenschein Nr.', `${rng.int(10000, 99999)}/${rng.int(60, 99)}`],
    ['Datum der Erstzulassung', dDe(rng.date(1958, 1990))],
    ['Datum der Zulassung', dDe(issued)],
    ['Höchstzul. Gesamtgewicht', `${rng.int(1100, 2500)} kg`],
  ];
  rows.forEach(([k, v], i) => {
    const y = 145 + i * 24;
    p.text(52, k, { y, size: 8.5 });
    p.text(240, v, { y, size: 10.5, bold: i === 0 });
    rule(p, 50, y + 8, 495);
  });
  p.text(50, `Ausgestellt ${dDe(issued)} · Für den Bezirkshauptmann:`, { y: 420, size: 8.5 });
  p.text(50, 'Der Zulassungsschein ist bei jeder Fahrt mitzuführen.', { y: 440, size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr });
}

/** German Fahrzeugschein for a Kurzzeitkennzeichen: yellow date stripe printed as "gültig bis", short validity. */
export function germanKurzzeitFahrzeugschein(rng: Random): Generated {
  const p = new PageBuilder();
  const city = rng.pick([
    ['M', 'München'],
    ['K', 'Köln'],
    ['F', 'Frankfurt am Main'],
  ] as const);
  const plate = `${city[0]} 04${rng.int(100, 999)}`;
  const from = rng.date(2000, 2025);
  const until = addDays(from, 4);
  const nr = `FS ${digits(rng, 7)}`;
  p.text(50, 'Fahrzeugschein', { y: 60, size: 18, bold: true });
  p.text(50, 'für Fahrzeuge mit Kurzzeitkennzeichen (§ 16a FZV)', { y: 76, size: 9 });
  p.text(545, nr, { y: 60, size: 11, bold: true, align: 'right' });
  p.box(50, 100, 495, 44, true);
  p.text(60, 'Kennzeichen', { y: 114, size: 7.5 });
  p.text(60, plate, { y: 136, size: 18, bold: true });
  p.text(330, 'gültig bis', { y: 114, size: 7.5 });
  p.text(330, dDe(until), { y: 136, size: 16, bold: true });
  const rows: [string, string][] = [
    ['Zulassungsbehörde', `Landeshauptstadt ${city[1]} – Kfz-Zulassungsstelle`],
    ['Inhaber', 'Oldtimerhandel Brückner GmbH'],
    ['Fahrzeug', rng.pick(['Jaguar E-Type 3.8 FHC', 'Mercedes-Benz 300 SE', 'Alfa Romeo 2000 GTV'])],
    ['Fahrzeug-Ident.-Nr.', vin(rng, '1E', 12)],
    ['Zweck', 'Überführungs- und Prüfungsfahrten'],
    ['Ausgegeben am', dDe(from)],
  ];
  rows.forEach(([v0, v1], i) => {
    p.text(60, v1, { y: 175 + i * 30, size: 10.5 });
    p.text(60, v0, { y: 186 + i * 30, size: 7 });
    rule(p, 55, 178 + i * 30, 400);
  });
  p.text(50, 'Nur gültig in Verbindung mit der Versicherungsbestätigung (eVB-Nr. ' + `${rng.pick(['A', 'K', 'Z'])}${digits(rng, 6)}).`, { y: 380, size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr, expiryDate: until });
}

/** British V5C: lettered fields, the document reference number in a panel at the top. */
export function ukV5c(rng: Random): Generated {
  const p = new PageBuilder();
  const first = rng.date(2003, 2022);
  const L = () => rng.pick([...'ABCDEFGHJKLMNPRSTVWXY']);
  const yy = Number(first.slice(0, 4)) % 100;
  const month = Number(first.slice(5, 7));
  const age = month < 3 ? yy - 1 + 50 : month >= 9 ? yy + 50 : yy;
  const plate = `${L()}${L()}${String(age).padStart(2, '0')} ${L()}${L()}${L()}`;
  const ref = `${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)}`;
  p.text(50, 'Vehicle Registration Certificate', { y: 55, size: 15, bold: true });
  p.text(50, 'V5C', { y: 72, size: 10, bold: true });
  p.text(90, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { y: 72, size: 8 });
  p.box(360, 40, 185, 40, true);
  p.text(368, 'Document reference number', { y: 53, size: 7.5 });
  p.text(368, ref, { y: 72, size: 13, bold: true });
  const fields: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', dEn(first)],
    ['', 'Date of first registration in UK', dEn(first)],
    ['C.1', 'Registered keeper', 'MARGARET PRYCE, THE OLD RECTORY, STEYNING BN44 3RD'],
    ['D.1', 'Make', rng.pick(['JAGUAR', 'LAND ROVER', 'MINI', 'VOLVO'])],
    ['D.3', 'Model', rng.pick(['XK8 COUPE', 'DEFENDER 110', 'COOPER S', 'V70 SE'])],
    ['E', 'VIN/Chassis/Frame No.', vin(rng, 'SAJ')],
    ['P.1', 'Cylinder capacity (cc)', String(rng.int(1000, 4200))],
    ['R', 'Colour', rng.pick(['GREEN', 'SILVER', 'BLUE', 'RED'])],
    ['', 'Date of acquisition', dEn(rng.date(2010, 2025))],
  ];
  fields.forEach(([code, k, v], i) => {
    const y = 115 + i * 28;
    p.text(50, code, { y, size: 9, bold: true });
    p.text(85, k, { y, size: 8 });
    p.text(85, v, { y: y + 13, size: 10.5 });
  });
  p.text(50, 'This document is not proof of ownership.', { y: 420, size: 9, bold: true });
  p.text(50, `Issue date ${dEn(rng.date(2015, 2025))}`, { y: 435, size: 8.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** Irish Vehicle Registration Certificate of an import: Irish and foreign first-registration dates, certificate number low on the page. */
export function irishVrcImport(rng: Random): Generated {
  const p = new PageBuilder();
  const y2 = rng.int(13, 24);
  const plate = `${y2}${rng.pick(['1', '2'])}-${rng.pick(['D', 'KE', 'WW', 'LH', 'C'])}-${rng.int(100, 19999)}`;
  const cert = `${rng.pick(['VRC', 'RC'])}${digits(rng, 8)}`;
  p.text(297, 'Vehicle Registration Certificate', { y: 60, size: 16, bold: true, align: 'center' });
  p.text(297, 'Deimhniú Clárúcháin Feithicle', { y: 76, size: 9, align: 'center' });
  p.text(297, 'Department of Transport · Vehicle Registration Unit, Shannon, Co. Clare', { y: 90, size: 8, align: 'center' });
  const rows: [string, string][] = [
    ['Registration Number', plate],
    ['Make', rng.pick(['MAZDA', 'TOYOTA', 'NISSAN', 'MERCEDES-BENZ'])],
    ['Model', rng.pick(['MX-5 EUNOS', 'LANDCRUISER', 'SKYLINE GT-R', 'SL 500'])],
    ['Chassis Number', vin(rng, 'NA8C', 12)],
    ['Date of First Registration', dEn(rng.date(1990, 2010))],
    ['Date of First Registration in Ireland', dEn(`20${y2}-${y2 % 2 ? '03' : '08'}-${String(rng.int(1, 28)).padStart(2, '0')}`)],
    ['Country of Origin', rng.pick(['JAPAN', 'UNITED KINGDOM', 'GERMANY'])],
    ['Owner', 'Ciarán Ó Briain, 12 Main St, Naas, Co. Kildare'],
    ['Number of Previous Owners', String(rng.int(1, 6))],
  ];
  rows.forEach(([k, v], i) => {
    const y = 130 + i * 22;
    p.text(240, `${k}:`, { y, size: 9, align: 'right' });
    p.text(250, v, { y, size: 10, bold: i === 0 });
  });
  rule(p, 50, 340, 495);
  p.text(50, `Certificate No. ${cert}`, { y: 360, size: 10, bold: true });
  p.text(545, `Date of issue ${dEn(rng.date(2014, 2025))}`, { y: 360, size: 9, align: 'right' });
  p.text(50, 'The person named on this certificate is not necessarily the legal owner of the vehicle.', { y: 380, size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: cert });
}

/** Older British V5: boxed "Registration Mark", previous keepers with their dates, reference number in the footer strip. */
export function ukOldV5Keepers(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1986, 1996);
  const L = () => rng.pick([...'ABCDEFGHJKLMNPRSTVWXY']);
  // Prefix plates: A for August 1983 on, one letter a year (I, O, Q, U skipped).
  const firstYear = rng.int(1984, Number(issue.slice(0, 4)) - 1);
  const first = `${firstYear}-${String(rng.int(8, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const plate = `${'ABCDEFGHJKLMNP'[firstYear - 1983]}${rng.int(10, 999)} ${L()}${L()}${L()}`;
  const [make, model] = rng.pick([
    ['ROVER', 'SD1 VANDEN PLAS'],
    ['AUSTIN', 'METRO CITY'],
    ['TRIUMPH', 'ACCLAIM HL'],
    ['FORD', 'CAPRI 2.8I'],
  ] as const);
  const ref = `${L()}${digits(rng, 9)}`;
  p.text(50, 'REGISTRATION DOCUMENT', { y: 60, size: 15, bold: true, serif: true });
  p.text(50, 'Department of Transport — Driver and Vehicle Licensing Centre', { y: 75, size: 8.5, serif: true });
  p.box(400, 45, 145, 42);
  p.text(406, 'Registration Mark', { y: 57, size: 7.5, serif: true });
  p.text(472, plate, { y: 78, size: 15, bold: true, align: 'center' });
  const rows: [string, string][] = [
    ['Make', make],
    ['Model/Type', model],
    ['Taxation Class', 'PRIVATE/LIGHT GOODS (PLG)'],
    ['Chassis/Frame No.', vin(rng, 'SAXXR', 14)],
    ['Date of First Registration', dEn(first, 'abbr').toUpperCase()],
    ['Registered Keeper', 'DAVID J. EVANS, 3 PENYLAN ROAD, CARDIFF'],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 115 + i * 18, size: 8.5, serif: true });
    p.text(200, v, { y: 115 + i * 18, size: 10, serif: true });
  });
  p.text(50, 'Previous Keepers', { y: 245, size: 10, bold: true, serif: true });
  const keepers = rng.some(['R. MORGAN, NEWPORT', 'S. HUGHES, BRIDGEND', 'WESSEX CAR SALES LTD', 'T. PRICE, SWANSEA'], rng.int(1, 3));
  keepers.forEach((k, i) => {
    p.text(60, `${i + 1}`, { y: 263 + i * 15, size: 9, serif: true });
    p.text(80, k, { y: 263 + i * 15, size: 9, serif: true });
    p.text(350, `acquired ${dEn(addDays(first, i * rng.int(200, 500)))}`, { y: 263 + i * 15, size: 9, serif: true });
  });
  p.box(50, 360, 495, 30, true);
  p.text(58, `Document Reference No. ${ref}`, { y: 379, size: 10, bold: true, serif: true });
  p.text(537, `Date of issue ${dEn(issue)}`, { y: 379, size: 9, serif: true, align: 'right' });
  p.text(50, 'The Registered Keeper is not necessarily the legal owner.', { y: 410, size: 8, serif: true });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}
