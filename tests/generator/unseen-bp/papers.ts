/**
 * Registrations and titles of youngtimers: a German short-term plate's Fahrzeugschein, an Austrian Zulassungsschein,
 * a Swiss Fahrzeugausweis, an American registration card and an Australian certificate of registration; a German
 * Fahrzeugbrief of the 1990s, a Zulassungsbescheinigung Teil II, and two American certificates of title.
 */
import { addDays, dateIn, doc, fd, hline, num } from '../paper-kit';
import type { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  buildYear,
  carOf,
  digits,
  letters,
  newPage,
  personDE,
  personEN,
  plateAT,
  plateAU,
  plateCH,
  plateUS,
  TOWNS_AT,
  TOWNS_CH,
  TOWNS_DE,
  addrDE,
  vin,
} from './kit';

/** A labelled field of a form: a small code and label above its value, in a box. */
function field(p: PageBuilder, x: number, y: number, w: number, label: string, value: string, size = 10) {
  p.box(x, y, w, 28);
  p.text(x + 3, label, { size: 6.5, y: y + 8 });
  p.text(x + 3, value, { size, y: y + 22 });
}

/** The Fahrzeugschein of a red-and-yellow short-term plate: five days to drive to the test or the new owner. */
export function kurzzeitSchein(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const issued = dateIn(rng, 2015, 2026);
  const until = addDays(issued, 4);
  const town = rng.pick(['M', 'S', 'K', 'N', 'KA', 'OS', 'BI']);
  const plate = `${town}-${rng.pick(['03', '04'])} ${digits(rng, 3)}`;
  const docNo = `${letters(rng, 2)}${digits(rng, 7)}`;
  const p = newPage(50);
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center' });
  p.down(16);
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true, align: 'center' });
  p.down(12);
  p.text(297, '(§ 16a Fahrzeug-Zulassungsverordnung)', { size: 8.5, align: 'center' });
  p.down(24);
  const y0 = p.y;
  field(p, 40, y0, 250, 'Nr. des Fahrzeugscheins', docNo, 11);
  field(p, 305, y0, 250, 'Kennzeichen', plate, 14);
  field(p, 40, y0 + 36, 250, 'Gültig ab', fd(issued, 'de'));
  field(p, 305, y0 + 36, 250, 'Gültig bis (Ablaufdatum)', fd(until, 'de'), 12);
  field(p, 40, y0 + 72, 515, 'Fahrzeug-Identifizierungsnummer', vin(rng, car, built));
  field(p, 40, y0 + 108, 250, 'Marke', car.make);
  field(p, 305, y0 + 108, 250, 'Typ / Handelsbezeichnung', car.model);
  field(p, 40, y0 + 144, 515, 'Name, Vorname des Inhabers / Anschrift', `${personDE(rng)}, ${addrDE(rng)}, ${rng.pick(TOWNS_DE)}`);
  field(p, 40, y0 + 180, 515, 'Versicherungsbestätigung (eVB-Nr.)', letters(rng, 7));
  p.y = y0 + 240;
  p.text(40, 'Das Kennzeichen darf nur für Prüfungs-, Probe- oder Überführungsfahrten verwendet werden.', { size: 9 });
  p.down(13);
  p.text(40, 'Nach Ablauf der Gültigkeit erlischt die Zulassung; der Schein ist mitzuführen.', { size: 9 });
  p.down(30);
  p.text(40, `Zulassungsbehörde ${rng.pick(['Landeshauptstadt', 'Landkreis', 'Stadt'])} ${rng.pick(TOWNS_DE).slice(6)}, ${fd(issued, 'de')}`, { size: 9 });
  p.down(13);
  p.text(40, `Gebühr ${num(13.1, 'de')} € (Siegel)`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo, expiryDate: until });
}

/** An Austrian Zulassungsschein (Teil I): boxed fields with the EU codes, no expiry. */
export function zulassungsscheinAT(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const issued = dateIn(rng, Math.max(2005, built + 10), 2026);
  const plate = plateAT(rng);
  const docNo = `${digits(rng, 8)}`;
  const p = newPage(50);
  p.text(40, 'REPUBLIK ÖSTERREICH', { size: 10, bold: true });
  p.text(555, 'ZULASSUNGSSCHEIN — Teil I', { size: 12, bold: true, align: 'right' });
  p.down(14);
  p.text(555, `Nr. ${docNo}`, { size: 10, align: 'right' });
  p.down(24);
  const y0 = p.y;
  field(p, 40, y0, 170, '(A) Kennzeichen', plate, 13);
  field(p, 215, y0, 170, '(B) Datum der Erstzulassung', fd(`${built}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de'));
  field(p, 390, y0, 165, '(I) Datum dieser Zulassung', fd(issued, 'de'));
  field(p, 40, y0 + 36, 345, '(C.1.1/C.1.2) Zulassungsbesitzer', personDE(rng));
  field(p, 390, y0 + 36, 165, '(C.1.3) Anschrift', rng.pick(TOWNS_AT));
  field(p, 40, y0 + 72, 170, '(D.1) Marke', car.make);
  field(p, 215, y0 + 72, 340, '(D.3) Handelsbezeichnung', car.model);
  field(p, 40, y0 + 108, 345, '(E) Fahrzeugidentifizierungsnummer', vin(rng, car, built));
  field(p, 390, y0 + 108, 165, '(J) Fahrzeugklasse', 'M1');
  field(p, 40, y0 + 144, 170, '(P.1) Hubraum', `${digits(rng, 4)} cm³`);
  field(p, 215, y0 + 144, 170, '(P.2) Nennleistung', `${rng.int(66, 210)} kW`);
  field(p, 390, y0 + 144, 165, '(P.3) Kraftstoff', rng.pick(['Benzin', 'Diesel']));
  p.y = y0 + 205;
  p.text(40, `Zulassungsstelle: ${rng.pick(['Versicherungsanstalt', 'Zulassungsstelle der Bezirkshauptmannschaft'])} ${rng.pick(TOWNS_AT).slice(5)}`, {
    size: 9,
  });
  p.down(13);
  p.text(40, 'Genehmigungsdatenbank-Nr.: ' + `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 5)}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo });
}

/** A Swiss Fahrzeugausweis: the Kontrollschild, the Stammnummer, the veteran code, no expiry. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const issued = dateIn(rng, Math.max(2003, built + 15), 2026);
  const plate = plateCH(rng);
  const stamm = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const p = newPage(50);
  p.text(40, 'Schweizerische Eidgenossenschaft · Kanton ' + plate.slice(0, 2), { size: 9 });
  p.down(16);
  p.text(40, 'Fahrzeugausweis', { size: 15, bold: true });
  p.text(555, 'Permis de circulation · Licenza di circolazione', { size: 8, align: 'right' });
  p.down(22);
  const y0 = p.y;
  field(p, 40, y0, 170, '15 Kontrollschild', plate, 13);
  field(p, 215, y0, 170, '18 Stammnummer', stamm, 12);
  field(p, 390, y0, 165, '24 Typengenehmigung', `${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 3)}`);
  field(p, 40, y0 + 36, 515, '01 Halter/in', `${personDE(rng)}, ${rng.pick(TOWNS_CH)}`);
  field(p, 40, y0 + 72, 345, '21 Marke und Typ', `${car.make} ${car.model}`);
  field(p, 390, y0 + 72, 165, '23 Fahrgestell-Nr.', vin(rng, car, built), 8.5);
  field(
    p,
    40,
    y0 + 108,
    170,
    '36 1. Inverkehrsetzung',
    fd(`${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'),
  );
  field(p, 215, y0 + 108, 170, '38 Ausweis ausgestellt am', fd(issued, 'de'));
  field(p, 390, y0 + 108, 165, '39 Letzte Prüfung', fd(addDays(issued, -rng.int(0, 20)), 'de'));
  field(p, 40, y0 + 144, 515, 'Behördliche Eintragungen', '180 Veteranenfahrzeug. Prüfintervall 6 Jahre. Fahrleistung max. 3000 km/Jahr.');
  p.y = y0 + 205;
  p.text(40, `Strassenverkehrsamt des Kantons ${plate.slice(0, 2)}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: stamm });
}

/** An American registration card: plate, registration number, the term and its expiry. */
export function usRegistrationCard(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const issued = dateIn(rng, 1998, 2026);
  const ey = Number(issued.slice(0, 4)) + 1;
  const em = Number(issued.slice(5, 7));
  const expires = `${ey}-${issued.slice(5, 7)}-${String(new Date(Date.UTC(ey, em, 0)).getUTCDate()).padStart(2, '0')}`;
  const state = rng.pick([
    ['STATE OF OHIO', 'BUREAU OF MOTOR VEHICLES'],
    ['STATE OF CALIFORNIA', 'DEPARTMENT OF MOTOR VEHICLES'],
    ['STATE OF WASHINGTON', 'DEPARTMENT OF LICENSING'],
    ['STATE OF COLORADO', 'DIVISION OF MOTOR VEHICLES'],
  ]);
  const plate = plateUS(rng);
  const regNo = digits(rng, 9);
  const p = newPage(60);
  p.box(40, 40, 515, 300);
  p.text(297, state[0], { size: 11, bold: true, align: 'center' });
  p.down(13);
  p.text(297, state[1], { size: 9, align: 'center' });
  p.down(16);
  p.text(297, 'VEHICLE REGISTRATION CARD', { size: 13, bold: true, align: 'center' });
  p.down(24);
  const rows: [string, string, string, string][] = [
    ['PLATE NUMBER', plate, 'REGISTRATION NO.', regNo],
    ['YEAR / MAKE', `${built} ${car.make.toUpperCase()}`, 'MODEL', car.model.toUpperCase()],
    ['VIN', vin(rng, car, built), 'BODY', rng.pick(['2D', '4D', 'CV', 'SW', 'UT'])],
    ['ISSUED', fd(issued, 'us'), 'EXPIRES', fd(expires, 'us')],
    ['PLATE TYPE', rng.pick(['HISTORIC', 'COLLECTOR', 'PASSENGER', 'ANTIQUE']), 'FEES PAID', `$${num(rng.int(35, 160), 'en')}`],
  ];
  for (const [k1, v1, k2, v2] of rows) {
    p.text(60, k1, { size: 7.5 });
    p.text(310, k2, { size: 7.5 });
    p.down(11);
    p.text(60, v1, { size: 10.5, bold: true });
    p.text(310, v2, { size: 10.5, bold: true });
    p.down(20);
  }
  p.text(60, 'REGISTERED OWNER', { size: 7.5 });
  p.down(11);
  p.text(60, personEN(rng).toUpperCase(), { size: 10 });
  p.down(22);
  p.text(60, 'KEEP IN VEHICLE. THIS IS NOT A TITLE.', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: regNo, expiryDate: expires });
}

/** An Australian certificate of registration under a historic or club scheme: the rego number is the plate. */
export function auRegoCertificate(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const issued = dateIn(rng, 2003, 2026);
  const expiry = `${Number(issued.slice(0, 4)) + 1}${issued.slice(4)}`;
  const plate = plateAU(rng);
  const p = newPage(56);
  const state = rng.pick([
    ['Transport for NSW', 'Certificate of Registration — Historic Vehicle Scheme'],
    ['VicRoads', 'Certificate of Registration — Club Permit Scheme'],
    ['Department of Transport and Main Roads (Qld)', 'Certificate of Registration — Concessional (Historic)'],
  ]);
  p.text(40, state[0], { size: 12, bold: true });
  p.down(20);
  p.text(40, state[1], { size: 13, bold: true });
  p.down(12);
  p.text(40, 'This certificate is also a tax invoice for the fees shown. ABN ' + `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`, {
    size: 8,
  });
  p.down(26);
  const rows: [string, string][] = [
    ['Registration number', plate],
    ['Registration expiry', fd(expiry, 'uk')],
    ['Registered operator', personEN(rng)],
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['VIN/Chassis', vin(rng, car, built)],
    ['Engine number', `${car.engine}-${digits(rng, 6)}`],
    ['Usage', `Limited use — ${rng.pick(['60', '90'])} days logbook`],
    ['Date of issue', fd(issued, 'uk')],
  ];
  for (const [k, v] of rows) {
    p.text(40, k, { size: 9.5 });
    p.text(210, v, { size: 10.5, bold: k === 'Registration number' || k === 'Registration expiry' });
    p.down(16);
  }
  p.down(10);
  hline(p, 40, 515);
  p.down(16);
  p.text(40, `Registration fee $${num(rng.int(40, 95), 'en')}   CTP $${num(rng.int(80, 190), 'en')}   Total paid $${num(rng.int(150, 300), 'en')}`, {
    size: 9,
  });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: plate, expiryDate: expiry });
}

/** The German Fahrzeugbrief of the 1990s: the owners' entries, the FIN, the office's stamp and date. */
export function fahrzeugbrief(rng: Random): Generated {
  const car = carOf(rng, (c) => c.from <= 1994);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(1990, built + 1), 2004);
  const fin = vin(rng, car, built);
  const p = newPage(50);
  p.text(297, 'Fahrzeugbrief', { size: 18, serif: true, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `Nr. ${letters(rng, 2)} ${digits(rng, 6)}`, { size: 10, serif: true, align: 'center' });
  p.down(24);
  const rows: [string, string][] = [
    ['1  Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2  Hersteller', car.make],
    ['3  Typ und Ausführung', car.model],
    ['4  Fahrzeug-Identifizierungsnummer', fin],
    ['5  Erstzulassung', fd(`${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['6  Leistung kW / Hubraum cm³', `${rng.int(66, 210)} / ${digits(rng, 4)}`],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5, serif: true });
    p.text(300, v, { size: 10.5, serif: true });
    p.down(16);
  }
  p.down(10);
  p.text(60, 'Eintragungen über den Halter', { size: 11, serif: true, bold: true });
  p.down(16);
  const prevDate = fd(`${built}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de');
  p.text(60, `1. ${personDE(rng)}, ${rng.pick(TOWNS_DE)} — eingetragen ${prevDate}`, { size: 9.5, serif: true });
  p.down(14);
  p.text(60, `2. ${personDE(rng)}, ${rng.pick(TOWNS_DE)}`, { size: 9.5, serif: true });
  p.down(20);
  p.text(60, `Ausgestellt am ${fd(date, 'de')}`, { size: 10.5, serif: true, bold: true });
  p.down(14);
  p.text(60, `Straßenverkehrsamt ${rng.pick(TOWNS_DE).slice(6)} (Dienstsiegel)`, { size: 9.5, serif: true });
  p.down(30);
  p.text(60, 'Der Brief ist sorgfältig aufzubewahren. Er ist bei Veräußerung des Fahrzeugs dem Erwerber auszuhändigen.', { size: 8.5, serif: true });
  return doc(p, 'de', { documentType: 'title', date, vin: fin });
}

/** The Zulassungsbescheinigung Teil II: codes and fields, the issuing date, the FIN. */
export function zbTeil2(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(2005, built + 5), 2026);
  const fin = vin(rng, car, built);
  const p = newPage(50);
  p.text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8.5 });
  p.down(16);
  p.text(40, 'Zulassungsbescheinigung Teil II', { size: 15, bold: true });
  p.text(555, `${letters(rng, 2)}${digits(rng, 7)}`, { size: 12, bold: true, align: 'right' });
  p.down(12);
  p.text(40, '(Fahrzeugbrief)', { size: 9 });
  p.down(18);
  const y0 = p.y;
  field(p, 40, y0, 345, 'E  Fahrzeug-Identifizierungsnummer', fin);
  field(p, 390, y0, 165, 'B  Datum der Erstzulassung', fd(`${built}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de'));
  field(p, 40, y0 + 36, 170, 'D.1  Marke', car.make);
  field(p, 215, y0 + 36, 340, 'D.3  Handelsbezeichnung(en)', car.model);
  field(p, 40, y0 + 72, 515, 'C.6.1/C.6.2  Name, Vorname des Halters', personDE(rng));
  field(p, 40, y0 + 108, 515, 'C.6.3  Anschrift', `${addrDE(rng)}, ${rng.pick(TOWNS_DE)}`);
  field(p, 40, y0 + 144, 250, 'Datum', fd(date, 'de'));
  field(p, 305, y0 + 144, 250, 'Zulassungsbehörde', `Kfz-Zulassungsstelle ${rng.pick(TOWNS_DE).slice(6)}`);
  p.y = y0 + 200;
  p.text(40, 'Bei jeder Befassung mit der Zulassungsbehörde vorzulegen. Die Zulassungsbescheinigung Teil II', { size: 8.5 });
  p.down(11);
  p.text(40, 'ist kein Eigentumsnachweis; sie ist sorgfältig aufzubewahren und bei Veräußerung dem Erwerber zu übergeben.', { size: 8.5 });
  return doc(p, 'de', { documentType: 'title', date, vin: fin });
}

/** An American certificate of title: title number, VIN, odometer brand, lienholder, the date issued. */
export function usTitle(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(1995, built + 3), 2026);
  const fin = vin(rng, car, built);
  const st = rng.pick(['TEXAS', 'ARIZONA', 'GEORGIA', 'TENNESSEE', 'OREGON']);
  const p = newPage(56);
  p.box(30, 30, 535, 520);
  p.text(297, `THE STATE OF ${st}`, { size: 13, bold: true, align: 'center', serif: true });
  p.down(18);
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 12, bold: true, align: 'center', serif: true });
  p.down(28);
  const grid: [string, string, string, string][] = [
    ['TITLE NUMBER', `${digits(rng, 2)}${digits(rng, 9)}`, 'DATE ISSUED', fd(date, 'us')],
    ['VEHICLE IDENTIFICATION NUMBER', fin, 'YEAR', String(built)],
    ['MAKE', car.make.toUpperCase(), 'MODEL', car.model.toUpperCase()],
    [
      'BODY STYLE',
      rng.pick(['2D', '4D', 'CV', 'WG', 'SW']),
      'ODOMETER',
      `${num(rng.int(40000, 220000), 'en').slice(0, -3)} ${rng.pick(['ACTUAL', 'EXEMPT', 'NOT ACTUAL'])}`,
    ],
    ['PREVIOUS OWNER', personEN(rng).toUpperCase(), 'PREVIOUS TITLE STATE', rng.pick(['CA', 'FL', 'NY', 'IL', 'IMPORT'])],
  ];
  for (const [k1, v1, k2, v2] of grid) {
    p.text(50, k1, { size: 7.5, serif: true });
    p.text(340, k2, { size: 7.5, serif: true });
    p.down(12);
    p.text(50, v1, { size: 10.5, serif: true, bold: true });
    p.text(340, v2, { size: 10.5, serif: true, bold: true });
    p.down(22);
  }
  p.text(50, 'OWNER', { size: 7.5, serif: true });
  p.down(12);
  p.text(50, personEN(rng).toUpperCase(), { size: 10.5, serif: true });
  p.down(12);
  p.text(50, `${rng.int(100, 9999)} ${rng.pick(['OAK ST', 'MESA DR', 'PINE RIDGE RD', 'HIGHLAND AVE'])}`, { size: 10.5, serif: true });
  p.down(24);
  p.text(50, 'FIRST LIENHOLDER', { size: 7.5, serif: true });
  p.down(12);
  p.text(
    50,
    rng.chance(0.5)
      ? 'NONE'
      : `${rng.pick(['FIRST COMMUNITY CREDIT UNION', 'CLASSIC CAR FINANCE LLC'])}  LIEN DATE ${fd(addDays(date, -rng.int(1, 30)), 'us')}`,
    { size: 10, serif: true },
  );
  p.down(28);
  p.text(50, 'I certify that the records of this office show the vehicle described above is owned by the person named.', { size: 8.5, serif: true });
  p.down(30);
  p.text(50, `Director, Motor Vehicle Division                    Control No. ${digits(rng, 8)}`, { size: 8.5, serif: true });
  return doc(p, 'en', { documentType: 'title', date, vin: fin });
}

/** A Commonwealth-style American title with the assignment on the reverse printed below: the issue date, the VIN. */
export function paTitle(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(1992, built + 3), 2026);
  const fin = vin(rng, car, built);
  const titled = addDays(date, -rng.int(0, 14));
  const p = newPage(56);
  p.text(297, 'COMMONWEALTH OF PENNSYLVANIA', { size: 12, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { size: 11, bold: true, align: 'center' });
  p.down(26);
  const rows: [string, string][] = [
    ['Title No.', `${digits(rng, 8)}${digits(rng, 2)}`],
    ['Date PA titled', fd(titled, 'us')],
    ['Issue date', fd(date, 'us')],
    ['Vehicle identification no.', fin],
    ['Year / Make / Body', `${built} ${car.make.toUpperCase()} ${rng.pick(['CP', 'SD', 'CV', 'SW'])}`],
    ['Odometer reading', `${num(rng.int(30000, 180000), 'en').slice(0, -3)} miles`],
    ['Owner(s)', `${personEN(rng).toUpperCase()}`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9 });
    p.text(230, v, { size: 10.5, bold: k === 'Issue date' || k === 'Vehicle identification no.' });
    p.down(16);
  }
  p.down(12);
  hline(p, 40, 515);
  p.down(16);
  p.text(50, 'SECTION A — ASSIGNMENT OF TITLE BY OWNER (to be completed on transfer)', { size: 9, bold: true });
  p.down(16);
  for (const l of [
    'Purchaser name ____________________________________   Date of sale ____/____/______',
    'Odometer reading ____________  miles        Purchase price $______________',
    'Signature of seller ______________________________   Notary seal',
  ]) {
    p.text(50, l, { size: 9 });
    p.down(18);
  }
  return doc(p, 'en', { documentType: 'title', date, vin: fin });
}
