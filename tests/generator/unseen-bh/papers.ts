/**
 * Registrations and titles: the old Fahrzeugschein with numbered fields, the Zulassungsbescheinigung Teil I in two
 * editions, the Kurzzeitkennzeichen-Fahrzeugschein that runs out, the UK V5C and a US state registration card; the
 * Kraftfahrzeugbrief with its owners' entries, the Zulassungsbescheinigung Teil II, two US certificates of title.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  buildYear,
  CITIES_US,
  digits,
  fmtInt,
  LAST_EN,
  ORTE,
  personDE,
  personEN,
  pickCar,
  plateDE,
  plateUK,
  postcodeUK,
  CITIES_UK,
  streetDE,
  streetEN,
} from './kit';

const LET = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(LET)).join('');

/** Numbered field: label small above, value below, in a box. */
function field(p: PageBuilder, x: number, y: number, w: number, label: string, value: string, size = 10) {
  p.box(x, y, w, 28);
  p.text(x + 3, label, { size: 6.5, y: y + 8 });
  p.text(x + 4, value, { size, y: y + 22 });
}

/** The old Fahrzeugschein: numbered fields, the Zulassungsstelle's stamp, the next HU; it does not expire. */
export function fahrzeugschein(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1976, built), 2005);
  const [ort, , code] = rng.pick(ORTE);
  const plate = plateDE(rng, code, yearOf(date) >= 1997 && yearOf(date) - built >= 30);
  const p = new PageBuilder();
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center', y: 50 });
  p.text(297, 'Fahrzeugschein', { size: 18, bold: true, align: 'center', serif: true, y: 74 });
  p.text(60, 'Amtliches Kennzeichen', { size: 8, y: 104 });
  p.box(60, 108, 200, 30);
  p.text(160, plate, { size: 16, bold: true, align: 'center', y: 130 });
  const H = car.herst;
  const fields: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2 Hersteller', H],
    ['3 Typ und Ausführung', `${car.typ} / ${car.model}`],
    ['4 Fahrzeug-Identifizierungsnummer', car.vin(rng, built)],
    ['5 Prüfziffer', String(rng.int(0, 9))],
    ['6 Höchstgeschwindigkeit km/h', String(rng.int(150, 230))],
    ['7 Leistung kW bei min⁻¹', `${car.kw} / ${rng.int(50, 62)}00`],
    ['8 Hubraum cm³', fmtInt(car.ccm, '')],
    ['14 Leergewicht kg', String(rng.int(900, 1600))],
    ['15 zul. Gesamtgewicht kg', String(rng.int(1300, 2100))],
    ['32 Tag der ersten Zulassung', fd(`${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de2')],
    ['33 Bemerkungen', rng.pick(['Oldtimer § 23 StVZO', 'Schadstoffarm E2', 'Fahrz. m. geregeltem Kat', '—'])],
  ];
  let y = 150;
  fields.forEach(([k, v], i) => {
    field(p, i % 2 === 0 ? 60 : 300, y, 235, k, v);
    if (i % 2 === 1) y += 32;
  });
  const hu = `${String(rng.int(1, 12)).padStart(2, '0')}/${String(yearOf(date) + rng.int(1, 2)).slice(2)}`;
  y += 14;
  p.text(60, 'Nächster Termin zur Hauptuntersuchung', { size: 8, y });
  p.box(60, y + 4, 120, 24);
  p.text(120, hu, { size: 13, bold: true, align: 'center', y: y + 21 });
  y += 50;
  p.text(60, 'Halter', { size: 8, y });
  p.text(60, personDE(rng), { size: 10, y: y + 14 });
  p.text(60, `${streetDE(rng)}, ${ort}`, { size: 10, y: y + 27 });
  p.box(330, y - 6, 180, 70);
  p.text(420, `Kreis ${ort}`, { size: 9, align: 'center', y: y + 14 });
  p.text(420, 'Zulassungsstelle', { size: 9, align: 'center', y: y + 26 });
  p.text(420, `${ort}, ${fd(date, 'de')}`, { size: 9, align: 'center', y: y + 50 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate });
}

/** Zulassungsbescheinigung Teil I (2005 onwards), in a field-code list or in two columns; its own number. */
export function zbTeil1(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(2005, 2026);
  const y = yearOf(date);
  const [ort, , code] = rng.pick(ORTE);
  const plate = plateDE(rng, code, y - built >= 30 && rng.chance(0.7));
  const own = `${letters(rng, 2)}${digits(rng, 7)}`;
  const zb2 = `${letters(rng, 2)}${digits(rng, 6)}`;
  const edition = rng.pick(['2005', '2017']);
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, 'EUROPÄISCHE GEMEINSCHAFT · BUNDESREPUBLIK DEUTSCHLAND', { size: 8 });
  p.down(20).text(50, 'Zulassungsbescheinigung Teil I', { size: 16, bold: true });
  p.down(14).text(50, '(Fahrzeugschein)', { size: 10 });
  p.text(545, `Nr. ${own}`, { size: 11, bold: true, align: 'right', y: 66 });
  p.text(545, `Ausgabe ${edition}`, { size: 7, align: 'right', y: 78 });
  const entries: [string, string, string][] = [
    ['A', 'Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', fd(`${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['C.1.1', 'Name oder Firmenname', personDE(rng).split(' ')[1]],
    ['C.1.2', 'Vorname(n)', personDE(rng).split(' ')[0]],
    ['C.1.3', 'Anschrift', `${streetDE(rng)}, ${ort}`],
    ['D.1', 'Marke', car.make.toUpperCase()],
    ['D.2', 'Typ / Variante', car.typ],
    ['D.3', 'Handelsbezeichnung(en)', car.model.toUpperCase()],
    ['E', 'Fahrzeug-Identifizierungsnummer', car.vin(rng, built)],
    ['J', 'Fahrzeugklasse', 'M1'],
    ['P.1', 'Hubraum in cm³', String(car.ccm)],
    ['P.2', 'Nennleistung in kW', String(car.kw)],
    ['P.3', 'Kraftstoffart', 'BENZIN'],
    ['', 'Nächste HU Monat/Jahr', `${String(rng.int(1, 12)).padStart(2, '0')}/${y + rng.int(1, 2)}`],
    ['', 'Nummer der Zulassungsbescheinigung Teil II', zb2],
    ['I', 'Datum dieser Zulassung', fd(date, 'de')],
  ];
  if (edition === '2005') {
    p.down(30);
    hline(p, 50, 495);
    for (const [c, l, v] of entries) {
      p.down(17);
      p.text(50, c, { size: 8.5, bold: true }).text(90, l, { size: 8.5 }).text(330, v, { size: 10 });
    }
  } else {
    let yy = 110;
    entries.forEach(([c, l, v], i) => {
      const x = i < 8 ? 50 : 300;
      if (i === 8) yy = 110;
      p.box(x, yy, 245, 34);
      p.text(x + 3, `${c ? c + '  ' : ''}${l}`, { size: 6.5, y: yy + 9 });
      p.text(x + 6, v, { size: 10, y: yy + 26 });
      yy += 38;
    });
    p.y = 110 + 8 * 38;
  }
  p.down(34).text(50, `Straßenverkehrsamt ${ort} – Zulassungsbehörde –`, { size: 9 });
  p.down(13).text(50, 'Diese Bescheinigung ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: own });
}

/** The Fahrzeugschein for a Kurzzeitkennzeichen (transfer or TÜV drive): valid five days, the end printed. */
export function kurzzeitSchein(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(2008, 2026);
  const until = addDays(date, 4);
  const [ort, , code] = rng.pick(ORTE);
  const plate = `${code}-04 ${rng.int(100, 9999)}`;
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true, align: 'center' });
  p.down(14).text(297, '(§ 16a FZV)', { size: 9, align: 'center' });
  p.down(34);
  const rows: [string, string][] = [
    ['Kennzeichen', plate],
    ['Gültig ab', fd(date, 'de')],
    ['Ablaufdatum', fd(until, 'de')],
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Hersteller', car.make],
    ['Typ', car.model],
    ['Fahrzeug-Identifizierungsnummer', car.vin(rng, built)],
    ['Zuteilung an', `${personDE(rng)}, ${streetDE(rng)}, ${ort}`],
    ['Zweck', rng.pick(['Überführungsfahrt', 'Fahrt zur Hauptuntersuchung', 'Prüfungsfahrt'])],
  ];
  for (const [k, v] of rows) {
    p.box(60, p.y - 13, 475, 20);
    p.text(66, k, { size: 9 }).text(260, v, { size: 10.5, bold: k === 'Kennzeichen' || k === 'Ablaufdatum' });
    p.down(20);
  }
  p.down(20).text(60, `Versicherungsbestätigung (eVB) Nr. ${letters(rng, 3)}${digits(rng, 4)} liegt vor.`, { size: 9 });
  p.down(13).text(60, 'Das Kennzeichen ist nach Ablauf der Gültigkeit unverzüglich zu entfernen.', { size: 9 });
  p.down(36)
    .text(60, `${ort}, ${fd(date, 'de')}`, { size: 9 })
    .text(420, `Zulassungsbehörde ${ort}`, { size: 9, align: 'center' });
  p.down(12).text(420, 'Im Auftrag', { size: 9, align: 'center' });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, expiryDate: until });
}

/** The UK V5C registration certificate: document reference number, keeper, vehicle details; it does not expire. */
export function ukV5C(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(2004, 2026);
  const [town, area] = rng.pick(CITIES_UK);
  const plate = plateUK(rng, built);
  const ref = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 3)}`;
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true });
  p.text(545, 'V5C', { size: 18, bold: true, align: 'right' });
  p.down(13).text(50, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { size: 8 });
  p.down(24).text(50, 'Document reference number', { size: 8 }).text(300, 'Registration number', { size: 8 });
  p.down(16).text(50, ref, { size: 13, bold: true }).text(300, plate, { size: 15, bold: true });
  p.down(26).text(50, 'Registered keeper', { size: 8 });
  p.down(13).text(50, personEN(rng).toUpperCase(), { size: 10 });
  p.down(12).text(50, `${streetEN(rng).toUpperCase()}, ${town.toUpperCase()} ${postcodeUK(rng, area)}`, { size: 10 });
  p.down(26);
  const rows: [string, string, string][] = [
    ['A', 'Registration number', plate],
    [
      'B',
      'Date of first registration',
      fd(`${Math.max(built, 1975)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uk'),
    ],
    ['D.1', 'Make', car.make.toUpperCase()],
    ['D.3', 'Model', car.model.toUpperCase()],
    ['D.5', 'Body type', rng.pick(['SALOON', 'COUPE', 'CONVERTIBLE', 'MOTOR CARAVAN'])],
    ['E', 'VIN/Chassis/Frame no.', car.vin(rng, built)],
    ['P.1', 'Cylinder capacity (cc)', String(car.ccm)],
    ['P.3', 'Type of fuel', 'PETROL'],
    ['R', 'Colour', rng.pick(['BLUE', 'SILVER', 'RED', 'WHITE', 'GREEN'])],
    ['', 'Taxation class', rng.pick(['HISTORIC VEHICLE', 'PETROL CAR', 'PLG'])],
    ['', 'Date of acquisition (current keeper)', fd(addDays(date, -rng.int(3, 30)), 'uk')],
    ['', 'Date of issue', fd(date, 'uk')],
    ['', 'Previous registered keepers', String(rng.int(1, 7))],
  ];
  for (const [c, l, v] of rows) {
    p.text(50, c, { size: 8.5, bold: true }).text(85, l, { size: 8.5 }).text(300, v, { size: 10 });
    p.down(16);
  }
  p.down(18).text(50, 'This document is not proof of ownership. The registered keeper may not be the legal owner.', { size: 8.5, bold: true });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** A US state registration card: plate, expiry, document number, vehicle and fees. */
export function usRegistration(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const [city, st, zip] = rng.pick(CITIES_US);
  const y = rng.int(1995, 2026);
  const months = rng.pick([12, 24]);
  const m = rng.int(1, 12);
  const lastDayOf = new Date(Date.UTC(y + months / 12, m, 0)).getUTCDate();
  const expiry = `${y + months / 12}-${String(m).padStart(2, '0')}-${String(lastDayOf).padStart(2, '0')}`;
  const issued = `${y}-${String(m).padStart(2, '0')}-${String(rng.int(1, 20)).padStart(2, '0')}`;
  const plate = rng.chance(0.5) ? `${rng.pick(['ANTIQUE', 'CLASSIC', 'HIST'])} ${rng.int(1000, 9999)}` : `${rng.int(100, 999)} ${letters(rng, 3)}`;
  const docNo = `${digits(rng, 9)}`;
  const p = new PageBuilder();
  p.box(60, 60, 475, 240);
  p.y = 84;
  p.text(
    70,
    `STATE OF ${({ OR: 'OREGON', AZ: 'ARIZONA', TX: 'TEXAS', CA: 'CALIFORNIA', OH: 'OHIO', NC: 'NORTH CAROLINA', CO: 'COLORADO', WI: 'WISCONSIN' } as Record<string, string>)[st]}`,
    { size: 10, bold: true },
  );
  p.text(525, 'VEHICLE REGISTRATION', { size: 11, bold: true, align: 'right' });
  p.down(14).text(70, 'Department of Motor Vehicles', { size: 8 });
  p.down(26);
  const grid: [string, string][] = [
    ['PLATE', plate],
    ['EXPIRES', fd(expiry, 'us')],
    ['YEAR', String(built)],
    ['MAKE', car.make.toUpperCase().slice(0, 5)],
    ['MODEL', car.model.toUpperCase()],
    ['VIN', car.vin(rng, built)],
    ['DOCUMENT NO.', docNo],
    ['ISSUED', fd(issued, 'us')],
  ];
  grid.forEach(([k, v], i) => {
    const x = 70 + (i % 4) * 115;
    const yy = p.y + Math.floor(i / 4) * 34;
    p.text(x, k, { size: 7, y: yy });
    p.text(x, v, { size: k === 'VIN' ? 8.5 : 10, bold: k === 'PLATE' || k === 'EXPIRES', y: yy + 13 });
  });
  p.down(80).text(70, 'REGISTERED OWNER', { size: 7 });
  p.down(13).text(70, personEN(rng).toUpperCase(), { size: 10 });
  p.down(12).text(70, `${streetEN(rng).toUpperCase()}, ${city.toUpperCase()} ${st} ${zip}`, { size: 10 });
  p.down(24).text(70, `FEES PAID: $${rng.int(30, 180)}.00   ${rng.chance(0.5) ? 'WT: ' + rng.int(2200, 3600) : ''}`, { size: 8 });
  p.down(40).text(60, 'Keep this card in the vehicle. Sign below upon receipt: ______________________', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo, expiryDate: expiry });
}

/** The old Kraftfahrzeugbrief: its number, the maker's issue entry, then the owners' entries with their own dates. */
export function fahrzeugbrief(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const issue = rng.date(built, built);
  const [ort, , code] = rng.pick(ORTE);
  const vin = car.vin(rng, built);
  const p = new PageBuilder();
  p.y = 54;
  p.text(297, 'Kraftfahrzeugbrief', { size: 19, bold: true, align: 'center', serif: true });
  p.down(16).text(297, '(Bei jedem Halterwechsel der Zulassungsstelle vorzulegen)', { size: 8, align: 'center' });
  p.text(545, `Nr. ${rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G'])} ${digits(rng, 7)}`, { size: 11, bold: true, align: 'right', y: 100 });
  p.y = 124;
  const fields: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2 Hersteller', car.herst],
    ['3 Typ und Ausführung', `${car.typ} ${car.model}`],
    ['4 Fahrgestell-Nr.', vin],
    ['8 Hubraum cm³', String(car.ccm)],
    ['7 Leistung kW', String(car.kw)],
  ];
  let y = p.y;
  fields.forEach(([k, v], i) => {
    field(p, i % 2 === 0 ? 50 : 300, y, 245, k, v);
    if (i % 2 === 1) y += 32;
  });
  y += 14;
  p.text(50, 'Ausgefertigt auf Grund der Allgemeinen Betriebserlaubnis durch den Hersteller', { size: 8, y });
  p.text(50, `${car.herst}, ${rng.pick(['Stuttgart', 'Wolfsburg', 'München', 'Rüsselsheim', 'Ingolstadt', 'Köln'])}, den ${fd(issue, 'de')}`, {
    size: 10,
    y: y + 15,
  });
  y += 40;
  p.text(50, 'Eintragungen der Zulassungsstellen', { size: 10, bold: true, y });
  y += 8;
  let when = addDays(issue, rng.int(10, 90));
  const owners = rng.int(2, 4);
  for (let i = 0; i < owners; i++) {
    p.box(50, y, 495, 50);
    p.text(56, `${i + 1}. Halter: ${personDE(rng)}, ${streetDE(rng)}, ${ort}`, { size: 9, y: y + 14 });
    p.text(56, `Amtl. Kennzeichen: ${plateDE(rng, code)}`, { size: 9, y: y + 28 });
    p.text(56, `Tag der Zulassung: ${fd(when, 'de')}`, { size: 9, y: y + 42 });
    p.text(490, `Zulassungsstelle ${ort}`, { size: 8, align: 'center', y: y + 28 });
    y += 54;
    when = addDays(when, rng.int(400, 3000));
    if (yearOf(when) > 2004) break;
  }
  return doc(p, 'de', { documentType: 'title', date: issue, vin });
}

/** Zulassungsbescheinigung Teil II: its number, the vehicle, the issuing office and date. */
export function zbTeil2(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(2005, 2026);
  const [ort, , code] = rng.pick(ORTE);
  const vin = car.vin(rng, built);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, 'BUNDESREPUBLIK DEUTSCHLAND', { size: 9 });
  p.down(20).text(50, 'Zulassungsbescheinigung Teil II', { size: 16, bold: true });
  p.down(14).text(50, '(Fahrzeugbrief)', { size: 10 });
  p.text(545, `Nr. ${letters(rng, 2)}${digits(rng, 6)}`, { size: 13, bold: true, align: 'right', y: 76 });
  const rows: [string, string, string][] = [
    ['C.4c', 'Der Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer des Fahrzeugs ausgewiesen.', ''],
    ['A', 'Amtliches Kennzeichen', plateDE(rng, code, rng.chance(0.6))],
    ['B', 'Datum der Erstzulassung', fd(`${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['C.2.1', 'Name (Halter)', personDE(rng)],
    ['C.2.3', 'Anschrift', `${streetDE(rng)}, ${ort}`],
    ['D.1', 'Marke', car.make.toUpperCase()],
    ['D.3', 'Handelsbezeichnung', car.model.toUpperCase()],
    ['E', 'Fahrzeug-Identifizierungsnummer', vin],
    ['', 'Anzahl der Vorhalter', String(rng.int(1, 9))],
  ];
  p.down(36);
  for (const [c, l, v] of rows) {
    p.text(50, c, { size: 8.5, bold: true }).text(95, l, { size: v ? 8.5 : 7.5 });
    if (v) p.text(340, v, { size: 10 });
    p.down(18);
  }
  p.down(18);
  p.box(330, p.y - 12, 215, 70);
  p.text(437, 'Zulassungsbehörde', { size: 9, align: 'center' });
  p.down(13).text(437, `Landkreis ${ort}`, { size: 9, align: 'center' });
  p.down(28).text(437, `Datum: ${fd(date, 'de')}`, { size: 10, align: 'center' });
  p.y -= 41;
  p.text(50, 'Bitte sorgfältig aufbewahren!', { size: 9, bold: true });
  p.down(13).text(50, 'Nicht im Fahrzeug mitführen.', { size: 9 });
  return doc(p, 'de', { documentType: 'title', date, vin });
}

/** A US certificate of title, Texas-like: title number, VIN, dates of issue and of sale in a grid. */
export function usTitleA(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1985, built + 5), 2026);
  const vin = car.vin(rng, built);
  const [city, st] = rng.pick(CITIES_US.filter((c) => c[1] === 'TX' || c[1] === 'OR'));
  const p = new PageBuilder();
  p.box(45, 45, 505, 420);
  p.y = 76;
  p.text(297, `THE STATE OF ${st === 'TX' ? 'TEXAS' : 'OREGON'}`, { size: 13, bold: true, align: 'center', serif: true });
  p.down(18).text(297, 'CERTIFICATE OF TITLE', { size: 16, bold: true, align: 'center', serif: true });
  p.down(28);
  const grid: [string, string][] = [
    ['VEHICLE IDENTIFICATION NUMBER', vin],
    ['YEAR MODEL', String(built)],
    ['MAKE OF VEHICLE', car.make.toUpperCase()],
    ['BODY STYLE', rng.pick(['2D', '4D', 'CV', 'VAN'])],
    ['TITLE/DOCUMENT NUMBER', `${digits(rng, 5)}${digits(rng, 12)}`],
    ['DATE TITLE ISSUED', fd(date, 'us')],
    ['PREVIOUS TITLE STATE', rng.pick(['CA', 'FL', 'IMPORTED', 'AZ'])],
    ['ODOMETER', rng.chance(0.5) ? 'EXEMPT' : `${fmtInt(rng.int(40000, 190000), ',')} ACTUAL MILEAGE`],
  ];
  grid.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 60 : 310;
    const y = p.y + Math.floor(i / 2) * 34;
    p.text(x, k, { size: 7, y });
    p.text(x, v, { size: 10.5, y: y + 14, serif: true });
  });
  p.down(4 * 34 + 10);
  p.text(60, 'OWNER', { size: 7 });
  p.down(14).text(60, personEN(rng).toUpperCase(), { size: 10.5, serif: true });
  p.down(13).text(60, `${streetEN(rng).toUpperCase()}, ${city.toUpperCase()}`, { size: 10.5, serif: true });
  p.down(24).text(60, 'FIRST LIEN: NONE', { size: 9 });
  p.down(18).text(60, `DATE OF SALE / ACQUISITION: ${fd(addDays(date, -rng.int(5, 40)), 'us')}`, { size: 9 });
  p.down(30).text(60, 'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON', { size: 6.5 });
  p.down(9).text(60, 'ON A CERTIFICATE OF TITLE OR OTHERWISE GIVE FALSE INFORMATION ON A CERTIFICATE OF TITLE.', { size: 6.5 });
  return doc(p, 'en', { documentType: 'title', date, vin });
}

/** A US certificate of title, Ohio-like: boxed header with issue date and title number, assignment area below. */
export function usTitleB(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1990, built + 5), 2026);
  const vin = car.vin(rng, built);
  const county = rng.pick(['FRANKLIN', 'DELAWARE', 'LICKING', 'SUMMIT', 'HAMILTON']);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { size: 13, bold: true });
  p.down(14).text(50, `Clerk of Courts, ${county} County`, { size: 9 });
  p.down(20);
  const cols = [50, 175, 300, 425];
  const head: [string, string][] = [
    ['TITLE NUMBER', `${rng.int(10, 88)}${digits(rng, 8)}`],
    ['ISSUE DATE', fd(date, 'usshort')],
    ['PURCHASE DATE', fd(addDays(date, -rng.int(3, 25)), 'usshort')],
    ['PRICE', `$${fmtInt(rng.int(4, 60) * 500, ',')}.00`],
  ];
  head.forEach(([k, v], i) => field(p, cols[i], p.y, 120, k, v));
  p.down(34);
  const veh: [string, string][] = [
    ['VIN', vin],
    ['YEAR', String(built)],
    ['MAKE', car.make.toUpperCase()],
    ['MODEL', car.model.toUpperCase()],
  ];
  field(p, 50, p.y, 245, veh[0][0], veh[0][1]);
  field(p, 300, p.y, 60, veh[1][0], veh[1][1]);
  field(p, 365, p.y, 80, veh[2][0], veh[2][1].slice(0, 10), 9);
  field(p, 450, p.y, 95, veh[3][0], veh[3][1], 9);
  p.down(50).text(50, 'OWNER(S)', { size: 7 });
  p.down(13).text(50, `${personEN(rng).toUpperCase()}`, { size: 10 });
  p.down(12).text(50, `${streetEN(rng).toUpperCase()}`, { size: 10 });
  p.down(22).text(50, `ODOMETER: ${fmtInt(rng.int(20000, 150000), ',')}   ${rng.pick(['ACTUAL', 'NOT ACTUAL', 'EXCEEDS MECHANICAL LIMITS'])}`, { size: 9 });
  p.down(30).box(50, p.y - 12, 495, 110);
  p.text(56, 'ASSIGNMENT OF OWNERSHIP', { size: 9, bold: true });
  p.down(18).text(56, 'Buyer name: ____________________________   Sale price: $__________   Date of sale: ___/___/______', { size: 8.5 });
  p.down(18).text(56, 'Odometer reading: __________   Seller signature: ____________________________', { size: 8.5 });
  p.down(18).text(56, 'Sworn to and subscribed before me this ____ day of ______________, ________   Notary: ____________', { size: 8.5 });
  p.down(36).text(50, `${county} COUNTY CLERK OF COURTS — ${LAST_EN[rng.int(0, LAST_EN.length - 1)].toUpperCase()}`, { size: 8 });
  return doc(p, 'en', { documentType: 'title', date, vin });
}
