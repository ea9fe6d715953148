/** Registration paper: an old Fahrzeugschein (1988), a ZB I with a season H plate (2017), a red 07 plate's
 * Fahrzeugscheinheft with its validity (2006); a UK V5C (2012), a Pennsylvania antique card (2002), a
 * Massachusetts certificate (2020). */
import { dDe, dUs, dUk, addYears, doc, page, digits, letters, rule, type Family } from './kit';

const reg = (plateNumber: string, registrationNumber: string, expiryDate?: string) => ({
  documentType: 'registration',
  plateNumber,
  registrationNumber,
  ...(expiryDate ? { expiryDate } : {}),
});

/** 1988: Fahrzeugschein with numbered fields in a grid, its number printed top right. */
const fahrzeugschein88: Family = (rng) => {
  const p = page();
  const plate = `N-KB ${rng.int(100, 999)}`;
  const no = `${rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K', 'L', 'M', 'N'])} ${digits(rng, 7)}`;
  const date = `1988-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.text(50, 'Bundesrepublik Deutschland', { y: 55, size: 9 });
  p.text(50, 'Fahrzeugschein', { y: 75, size: 18, bold: true, serif: true });
  p.text(545, no, { y: 60, size: 13, bold: true, align: 'right' });
  const fields: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2 Hersteller', 'BMW'],
    ['3 Typ', '2002 tii'],
    ['4 Fahrzeugident.-Nr.', `27${digits(rng, 5)}`],
    ['5 Tag der ersten Zulassung', `0${rng.int(1, 9)}.03.1973`],
    ['7 Leistung kW', '96'],
    ['11 Hubraum cm³', '1990'],
    ['32 Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/90`],
  ];
  let y = 110;
  fields.forEach(([k, v], i) => {
    const x = 50 + (i % 2) * 250;
    if (i % 2 === 0 && i) y += 34;
    p.box(x, y, 245, 32);
    p.text(x + 4, k, { y: y + 10, size: 7 });
    p.text(x + 4, v, { y: y + 25, size: 11, serif: true });
  });
  y += 60;
  p.text(50, 'Amtliches Kennzeichen', { y, size: 8 });
  p.text(50, plate, { y: y + 20, size: 16, bold: true });
  p.text(300, 'Halter: Dr. Klaus Brenneke, Rosenaustraße 9, 8500 Nürnberg 20', { y: y + 20, size: 9 });
  p.text(50, `Nürnberg, ${dDe(date)}   Stadt Nürnberg – Straßenverkehrsbehörde`, { y: y + 60, size: 9 });
  return doc(p, 'de', reg(plate, no));
};

/** 2017: Zulassungsbescheinigung Teil I with codes, a season H plate; the ZB II number sits beside it. */
const zb1Saison17: Family = (rng) => {
  const p = page();
  const plate = `WI-KB ${rng.int(10, 999)}H`;
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const zb2 = `${letters(rng, 2)}${digits(rng, 6)}`;
  p.text(297, 'EUROPÄISCHE UNION', { y: 48, size: 7, align: 'center' });
  p.text(297, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { y: 64, size: 13, bold: true, align: 'center' });
  p.text(545, `Nr. ${no}`, { y: 84, size: 10, bold: true, align: 'right' });
  const codes: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', '14.05.1981'],
    ['E', 'Fahrzeug-Identifizierungsnummer', `WP0ZZZ91ZBS${digits(rng, 6)}`],
    ['D.1', 'Marke', 'PORSCHE'],
    ['D.3', 'Handelsbezeichnung(en)', '911 SC TARGA'],
    ['', 'Betriebszeitraum (Saison)', '04 – 10'],
    ['', 'Nr. der Zulassungsbescheinigung Teil II', zb2],
    ['', 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/2019`],
  ];
  let y = 115;
  for (const [c, k, v] of codes) {
    p.text(50, c, { y, size: 9, bold: true });
    p.text(85, k, { y, size: 8 });
    p.text(330, v, { y, size: 10 });
    rule(p, 50, y + 5, 495);
    y += 20;
  }
  p.text(50, 'C.1.1 Name: Brenneke   C.1.2 Vorname: Anna   C.1.3 Anschrift: 65205 Wiesbaden', { y: y + 20, size: 8 });
  p.text(50, `I  ${dDe(`2017-0${rng.int(3, 9)}-1${rng.int(0, 9)}`)}   Landeshauptstadt Wiesbaden – Straßenverkehrsbehörde`, { y: y + 36, size: 8 });
  return doc(p, 'de', reg(plate, no));
};

/** 2006: Fahrzeugscheinheft for a red 07 plate, validity printed. */
const rotes07: Family = (rng) => {
  const p = page();
  const plate = `HH-07${rng.int(100, 999)}`;
  const no = `${digits(rng, 2)}/${digits(rng, 5)}`;
  const issued = `2006-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const exp = addYears(issued, 3);
  p.text(50, 'Fahrzeugscheinheft', { y: 60, size: 16, bold: true });
  p.text(50, 'für Oldtimerfahrzeuge mit rotem Kennzeichen (§ 17 FZV)', { y: 76, size: 9 });
  p.box(380, 40, 165, 50);
  p.text(388, 'Heft-Nr.', { y: 54, size: 7 });
  p.text(388, no, { y: 76, size: 14, bold: true });
  p.text(50, 'Kennzeichen', { y: 120, size: 8 });
  p.text(50, plate, { y: 140, size: 20, bold: true });
  p.text(300, 'gültig bis', { y: 120, size: 8 });
  p.text(300, dDe(exp), { y: 140, size: 14, bold: true });
  p.text(50, `Ausgegeben am ${dDe(issued)} an: Familie Brenneke, Elbchaussee 210, 22605 Hamburg`, { y: 170, size: 9 });
  let y = 210;
  ['Lfd. Nr.', 'Hersteller / Typ', 'FIN', 'Datum Fahrt', 'Ziel'].forEach((h, i) => p.text([50, 95, 250, 390, 470][i], h, { y, size: 8, bold: true }));
  rule(p, 50, y + 4, 495);
  y += 18;
  const cars: [string, string][] = [
    ['MB 280 SE', `116024${digits(rng, 8)}`],
    ['VW 1302', `11${digits(rng, 8)}`],
  ];
  cars.forEach(([t, f], i) => {
    p.text(50, String(i + 1), { y, size: 9 });
    p.text(95, t, { y, size: 9 });
    p.text(250, f, { y, size: 8 });
    p.text(390, dDe(`2006-${String(rng.int(5, 9)).padStart(2, '0')}-1${rng.int(0, 9)}`), { y, size: 9, serif: true });
    p.text(470, rng.pick(['Oldtimertreffen', 'Prüfstelle']), { y, size: 9, serif: true });
    y += 16;
  });
  p.text(50, 'Freie und Hansestadt Hamburg · Landesbetrieb Verkehr', { y: y + 30, size: 8 });
  return doc(p, 'de', reg(plate, no, exp));
};

/** 2012 UK V5C: registration number is the plate; the document reference number is the document's own. */
const v5c12: Family = (rng) => {
  const p = page();
  const plate = `${rng.pick(['KHP', 'RWK', 'GVC'])} ${rng.int(100, 999)}G`;
  const ref = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 3)}`;
  p.text(50, 'Vehicle Registration Certificate', { y: 55, size: 14, bold: true });
  p.text(50, 'V5C', { y: 72, size: 10 });
  p.text(545, 'DVLA, Swansea SA99 1BA', { y: 55, size: 8, align: 'right' });
  p.box(50, 90, 495, 26, true);
  p.text(56, 'Document reference number', { y: 107, size: 8 });
  p.text(540, ref, { y: 108, size: 12, bold: true, align: 'right' });
  const rows: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', '14 03 1969'],
    ['', 'Date of first registration in UK', '14 03 1969'],
    ['D.1', 'Make', 'JAGUAR'],
    ['D.3', 'Model', 'E TYPE'],
    ['E', 'VIN/Chassis/Frame no.', `1R${digits(rng, 5)}`],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Number of previous registered keepers', String(rng.int(3, 7))],
  ];
  let y = 140;
  for (const [c, k, v] of rows) {
    p.text(50, c, { y, size: 8, bold: true });
    p.text(80, k, { y, size: 8 });
    p.text(300, v, { y, size: 10, bold: true });
    y += 18;
  }
  p.text(50, 'Registered keeper: MR PETER BRENNEKE, ASHDOWN HOUSE, KENILWORTH CV8 1AA', { y: y + 16, size: 8 });
  p.text(50, `Date of acquisition ${dUk(`2012-0${rng.int(1, 9)}-1${rng.int(0, 9)}`)}`, { y: y + 30, size: 8 });
  p.text(50, 'This document is not proof of ownership.', { y: y + 50, size: 8, bold: true });
  return doc(p, 'en', reg(plate, ref));
};

/** 2002 Pennsylvania card: title number and card number both printed; antique plates never expire. */
const paCard02: Family = (rng) => {
  const p = page();
  const plate = `ANT-${digits(rng, 4)}`;
  const card = `${digits(rng, 9)}`;
  const title = `${digits(rng, 8)}${rng.int(100, 999)}`;
  const issued = `2002-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.box(50, 50, 495, 190);
  p.text(60, 'COMMONWEALTH OF PENNSYLVANIA · DEPARTMENT OF TRANSPORTATION', { y: 66, size: 8, bold: true });
  p.text(60, 'REGISTRATION CARD', { y: 84, size: 13, bold: true });
  p.text(535, `CARD NO ${card}`, { y: 84, size: 9, align: 'right' });
  const cols: [string, string][] = [
    ['PLATE', plate],
    ['CLASS', 'ANTIQUE'],
    ['TITLE NO', title],
    ['ISSUED', dUs(issued)],
    ['EXPIRES', 'PERMANENT'],
  ];
  cols.forEach(([k, v], i) => {
    p.text(60 + i * 96, k, { y: 110, size: 7 });
    p.text(60 + i * 96, v, { y: 124, size: 10, bold: true });
  });
  p.text(60, `1972 CHEV CORVETTE   VIN 1Z37K2S5${digits(rng, 5)}`, { y: 150, size: 9 });
  p.text(60, 'ROBERT BRENNEKE  1180 OLD BERNVILLE RD  READING PA 19605', { y: 164, size: 9 });
  p.text(60, 'Antique vehicle: limited to club activities, exhibitions, parades and occasional pleasure driving.', { y: 200, size: 7 });
  return doc(p, 'en', reg(plate, card));
};

/** 2020 Massachusetts certificate of registration: plate and registration number apart, expiry printed. */
const maCert20: Family = (rng) => {
  const p = page();
  const plate = `${rng.int(1, 9)}${letters(rng, 2)}${digits(rng, 3)}`;
  const regNo = `${digits(rng, 2)}-${digits(rng, 7)}`;
  const issued = `2020-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  // Massachusetts registrations run out on the last day of the month, two years on.
  const exp = new Date(Date.UTC(Number(issued.slice(0, 4)) + 2, Number(issued.slice(5, 7)), 0)).toISOString().slice(0, 10);
  p.text(50, 'Commonwealth of Massachusetts', { y: 55, size: 11, serif: true });
  p.text(50, 'Registry of Motor Vehicles — Certificate of Registration', { y: 71, size: 12, bold: true });
  const kv: [string, string][] = [
    ['Registration No.', regNo],
    ['Plate', plate],
    ['Plate type', 'Passenger (Year of Manufacture)'],
    ['Effective', dUs(issued)],
    ['Expiration', dUs(exp)],
    ['Vehicle', '1966 FORD MUSTANG 2D HT'],
    ['Owner', 'ANNA BRENNEKE, 22 ELM ST, CONCORD MA 01742'],
    ['Amount paid', '$60.00'],
  ];
  kv.forEach(([k, v], i) => {
    p.text(200, k, { y: 110 + i * 16, size: 9, align: 'right' });
    p.text(210, v, { y: 110 + i * 16, size: 10, bold: i < 2 });
  });
  p.text(50, 'Keep this certificate in the vehicle. Inspection sticker required within 7 days.', { y: 260, size: 8 });
  return doc(p, 'en', reg(plate, regNo, exp));
};

export const deRegistrations: Family[] = [fahrzeugschein88, zb1Saison17, rotes07];
export const enRegistrations: Family[] = [v5c12, paCard02, maCert20];
