/**
 * Titles: an Austrian Typenschein (Einzelgenehmigung) and a German Fahrzeugbrief of the DM years, and
 * two US certificates of title as they lie in British import files (a Californian one of the 1980s and
 * a later one from Florida), each with other dates printed beside its issue date.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dDe, dEn, digits, doc, en, PageBuilder, rule, vin } from './kit';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Austrian Typenschein: form of the Landesregierung, technical data in a grid, issue date beside the signature. */
export function austrianTypenschein(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1962, 1994);
  const nr = `${rng.pick(['E', 'T'])} ${digits(rng, 6)}`;
  const [make, type] = rng.pick([
    ['Steyr-Puch', '700 C'],
    ['Lancia', 'Flavia 1.8'],
    ['Alfa Romeo', 'Giulietta Sprint'],
    ['Mercedes-Benz', '220 SE b'],
  ] as const);
  p.text(297, 'Amt der Steiermärkischen Landesregierung', { y: 55, size: 10, align: 'center' });
  p.text(297, 'Fachabteilung Verkehrstechnik', { y: 68, size: 8.5, align: 'center' });
  p.text(297, 'TYPENSCHEIN', { y: 100, size: 20, bold: true, serif: true, align: 'center' });
  p.text(297, 'gemäß § 30 Kraftfahrgesetz — Einzelgenehmigung', { y: 116, size: 9, align: 'center' });
  p.text(545, `Nr. ${nr}`, { y: 55, size: 11, bold: true, align: 'right' });
  const grid: [string, string][] = [
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Marke', make],
    ['Type', type],
    ['Fahrgestellnummer', vin(rng, '', 10)],
    ['Motornummer', `${digits(rng, 2)}-${digits(rng, 6)}`],
    ['Hubraum', `${rng.int(643, 2800)} ccm`],
    ['Leistung', `${rng.int(18, 110)} kW`],
    ['Eigengewicht', `${rng.int(620, 1400)} kg`],
    ['Höchstzulässiges Gesamtgewicht', `${rng.int(950, 1900)} kg`],
    ['Sitzplätze', String(rng.int(2, 5))],
    ['Baujahr', String(Number(issued.slice(0, 4)) - rng.int(0, 1))],
    ['Farbe', rng.pick(['rot', 'elfenbein', 'grau-metallic'])],
  ];
  grid.forEach(([k, v], i) => {
    const x = 50 + (i % 2) * 250;
    const y = 145 + Math.floor(i / 2) * 34;
    p.box(x, y, 245, 30);
    p.text(x + 4, k, { y: y + 10, size: 7 });
    p.text(x + 4, v, { y: y + 25, size: 10 });
  });
  p.text(50, 'Das oben beschriebene Fahrzeug wurde einzeln genehmigt.', { y: 375, size: 9.5 });
  p.text(50, `Graz, am ${dDe(issued, 'long', true)}`, { y: 405, size: 10 });
  p.text(360, 'Für den Landeshauptmann:', { y: 405, size: 9 });
  p.text(360, 'Dipl.-Ing. W. Reiter', { y: 440, size: 9 });
  p.text(50, `Vermerk: Eigentumsvorbehalt erloschen am ${dDe(addDays(issued, rng.int(300, 900)))}`, { y: 480, size: 8.5 });
  return doc(p, 'de', { documentType: 'title', date: issued });
}

/** German Fahrzeugbrief of the DM years: numbered lines 1–33 with their entries, the Brief-Nr. printed as a serial. */
export function germanFahrzeugbrief(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1975, 1999);
  const firstReg = addDays(issued, rng.int(1, 20));
  const [maker, town] = rng.pick([
    ['Daimler-Benz AG', 'Stuttgart-Untertürkheim'],
    ['Volkswagenwerk AG', 'Wolfsburg'],
    ['Bayerische Motoren Werke AG', 'München'],
    ['Adam Opel AG', 'Rüsselsheim'],
  ] as const);
  p.text(50, 'Fahrzeugbrief', { y: 60, size: 20, bold: true, serif: true });
  p.text(50, 'Bundesrepublik Deutschland', { y: 78, size: 9, serif: true });
  p.text(545, `${rng.pick(['C', 'D', 'E', 'F'])}${rng.pick(['A', 'H', 'M'])} ${digits(rng, 6)}`, { y: 60, size: 13, bold: true, align: 'right' });
  const lines: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2', 'Hersteller', maker],
    ['4', 'Fahrzeug-Ident.-Nr.', vin(rng, 'WDB123', 17)],
    ['6', 'Tag der ersten Zulassung', dDe(firstReg)],
    ['7', 'Höchstgeschwindigkeit km/h', String(rng.int(130, 215))],
    ['8', 'Leistung kW bei min⁻¹', `${rng.int(44, 120)} / ${rng.int(4800, 6200)}`],
    ['10', 'Hubraum cm³', String(rng.int(1100, 2800))],
    ['14', 'zul. Gesamtgewicht kg', String(rng.int(1250, 2100))],
    ['33', 'Bemerkungen', 'Anhängelast gebremst 1200 kg'],
  ];
  let y = 110;
  for (const [n, k, v] of lines) {
    p.text(50, n, { y, size: 8.5, bold: true, serif: true });
    p.text(75, k, { y, size: 8.5, serif: true });
    p.text(290, v, { y, size: 10, serif: true });
    rule(p, 50, y + 6, 495);
    y += 22;
  }
  p.text(50, 'Ausgefertigt', { y: y + 20, size: 8.5, serif: true });
  p.text(50, `${town}, den ${dDe(issued)}`, { y: y + 36, size: 10, serif: true });
  p.text(330, 'Hersteller (Stempel, Unterschrift)', { y: y + 36, size: 8.5, serif: true });
  y += 70;
  p.text(50, 'Halter', { y, size: 10, bold: true, serif: true });
  p.text(50, `1. Klaus Becker, Stuttgart — Zulassungsstelle Stuttgart, ${dDe(firstReg)}, amtl. Kennz. S-KB ${rng.int(10, 999)}`, {
    y: y + 16,
    size: 9,
    serif: true,
  });
  p.text(50, `2. Werner Lindner, Esslingen — ${dDe(addDays(firstReg, rng.int(800, 3000)))}`, { y: y + 31, size: 9, serif: true });
  p.text(50, 'Der Brief ist sorgfältig aufzubewahren. Er ist kein Eigentumsnachweis.', { y: y + 70, size: 8, serif: true });
  return doc(p, 'de', { documentType: 'title', date: issued });
}

/** Californian Certificate of Title (1980s) in a British import file: field strip, odometer, lienholder released. */
export function californiaTitleImport(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1979, 1992);
  p.text(297, 'STATE OF CALIFORNIA', { y: 55, size: 12, bold: true, align: 'center' });
  p.text(297, 'DEPARTMENT OF MOTOR VEHICLES', { y: 69, size: 9, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE — AUTOMOBILE', { y: 92, size: 14, bold: true, serif: true, align: 'center' });
  const strip: [string, string][] = [
    ['VEHICLE ID NUMBER', vin(rng, '1E67', 13)],
    ['YR MODEL', String(rng.int(1958, 1974))],
    ['MAKE', rng.pick(['JAGUAR', 'MG', 'PORSCHE', 'TRIUMPH'])],
    ['PLATE NUMBER', `${rng.int(1, 9)}${rng.pick(['ABC', 'XJK', 'LMN'])}${rng.int(100, 999)}`],
  ];
  strip.forEach(([k, v], i) => {
    const x = 50 + i * 124;
    p.box(x, 110, 122, 32);
    p.text(x + 3, k, { y: 119, size: 6.5 });
    p.text(x + 3, v, { y: 136, size: 9.5, bold: true });
  });
  const strip2: [string, string][] = [
    ['ISSUE DATE', usDate(issued)],
    ['ODOMETER', `${en(rng.int(20000, 99999)).slice(0, -3)} ACTUAL`],
    ['FEES PAID', `$${rng.int(8, 40)}.00`],
    ['DATE PURCH', usDate(addDays(issued, -rng.int(10, 60)))],
  ];
  strip2.forEach(([k, v], i) => {
    const x = 50 + i * 124;
    p.box(x, 146, 122, 32);
    p.text(x + 3, k, { y: 155, size: 6.5 });
    p.text(x + 3, v, { y: 172, size: 9.5, bold: true });
  });
  p.text(50, 'REGISTERED OWNER(S)', { y: 205, size: 8 });
  p.text(50, 'ROBERT L HANSEN', { y: 219, size: 10 });
  p.text(50, '1422 OCEAN VIEW DR  SANTA BARBARA CA 93109', { y: 232, size: 10 });
  p.text(50, 'LEGAL OWNER', { y: 260, size: 8 });
  p.text(50, 'NONE', { y: 274, size: 10 });
  p.text(50, 'I certify under penalty of perjury under the laws of the State of California that the signature below releases interest in the vehicle.', {
    y: 310,
    size: 7,
  });
  rule(p, 50, 345, 240);
  p.text(50, 'Signature of registered owner', { y: 355, size: 7 });
  p.box(40, 390, 515, 80);
  p.text(50, 'Imported to the United Kingdom — HM Customs & Excise form C&E 386 ref. ' + `${digits(rng, 6)}`, { y: 410, size: 8.5 });
  p.text(50, `NOVA / DVLA file note: received ${dEn(addDays(issued, rng.int(400, 3000)))}`, { y: 425, size: 8.5 });
  return doc(p, 'en', { documentType: 'title', date: issued });
}

/** Florida Certificate of Title (2000s): title number and "Date of Issue" right, prior title state, lien satisfaction stamp. */
export function floridaTitleImport(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1998, 2018);
  p.text(50, 'STATE OF FLORIDA', { y: 55, size: 11, bold: true });
  p.text(50, 'DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES', { y: 68, size: 7.5 });
  p.text(50, 'CERTIFICATE OF TITLE', { y: 92, size: 16, bold: true });
  p.text(545, `TITLE NO. ${digits(rng, 9)}`, { y: 55, size: 10, bold: true, align: 'right' });
  p.text(545, `DATE OF ISSUE  ${usDate(issued)}`, { y: 70, size: 10, align: 'right' });
  const rows: [string, string][] = [
    ['IDENTIFICATION NUMBER', vin(rng, '1G1YY', 17)],
    ['YEAR / MAKE', `${rng.int(1963, 1996)} ${rng.pick(['CHEV', 'FORD', 'PONT', 'DODG'])}`],
    ['BODY / COLOR', `${rng.pick(['CV', '2D', 'HT'])} / ${rng.pick(['RED', 'BLK', 'WHI'])}`],
    ['PRIOR TITLE STATE', rng.pick(['GA', 'TX', 'OH'])],
    ['ODOMETER READING', `${en(rng.int(40000, 99999)).slice(0, -3)} EXEMPT`],
    ['DATE OF PREVIOUS ISSUE', usDate(addDays(issued, -rng.int(700, 4000)))],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 130 + i * 20, size: 7.5 });
    p.text(210, v, { y: 130 + i * 20, size: 10 });
  });
  p.text(50, 'OWNER', { y: 270, size: 7.5 });
  p.text(210, 'GARY W PETERSON  8840 SW 72ND ST  MIAMI FL 33173', { y: 270, size: 10 });
  p.text(50, '1ST LIENHOLDER', { y: 290, size: 7.5 });
  p.text(210, 'GULFSTREAM FEDERAL CREDIT UNION', { y: 290, size: 10 });
  p.box(330, 310, 215, 50);
  p.text(437, 'LIEN SATISFIED', { y: 330, size: 11, bold: true, align: 'center' });
  p.text(437, usDate(addDays(issued, rng.int(90, 900))), { y: 348, size: 10, align: 'center' });
  p.text(50, 'Shipped to Southampton; UK registration applied for on form V55/5.', { y: 400, size: 8.5 });
  return doc(p, 'en', { documentType: 'title', date: issued });
}
