/** Offices' paper: short-term plates, the Swiss grey card, the Zulassungsbescheinigung, the V5C, a California card; Kfz-Brief, ZB II, Texas and California titles. */
import { PageBuilder } from '../page';
import { addDays, doc, fd } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  car,
  cell,
  digits,
  letters,
  lv,
  NAMES_CH,
  NAMES_DE,
  NAMES_UK,
  NAMES_US,
  plateCA,
  plateCH,
  plateDE,
  plateTX,
  plateUK,
  street,
  STREETS_DE,
  STREETS_EN,
  streetUS,
} from './kit';

const reg = (plateNumber: string, registrationNumber: string, expiryDate?: string) => ({
  documentType: 'registration',
  plateNumber,
  registrationNumber,
  ...(expiryDate ? { expiryDate } : {}),
});
const title = (date: string, vin: string) => ({ documentType: 'title', date, vin });

/** A Cologne short-term plate's Fahrzeugschein for the imported Mustang, 1998–2001: valid five days. */
export function kurzzeitFahrzeugschein(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1998, 2001);
  const end = addDays(date, 4);
  const plate = `K-04${rng.int(100, 999)}`;
  const nr = `${letters(rng, 1)} ${rng.int(100000, 999999)}`;
  const p = new PageBuilder();
  p.box(50, 40, 495, 420);
  p.text(297, 'Fahrzeugschein', { y: 65, size: 16, bold: true, align: 'center', serif: true });
  p.text(297, 'für Fahrzeuge mit Kurzzeitkennzeichen (§ 28 Abs. 4 StVZO)', { y: 80, size: 8.5, align: 'center', serif: true });
  p.text(530, `Nr. ${nr}`, { y: 100, size: 10, align: 'right', serif: true });
  p.y = 125;
  for (const [l, v] of [
    ['Amtliches Kennzeichen', plate],
    ['Gültig bis', fd(end, 'de')],
    ['Fahrzeug- und Aufbauart', 'Pkw, Coupé'],
    ['Hersteller', 'Ford (USA)'],
    ['Fahrzeug-Identifizierungsnummer', c.vin],
    ['Halter', rng.pick(NAMES_DE)],
    ['Anschrift', `${street(rng, STREETS_DE)}, 5${rng.int(1000, 1199)} Köln`],
    ['Zweck der Fahrten', 'Überführung zur Begutachtung § 21 StVZO'],
  ]) {
    p.text(65, l, { size: 7.5, serif: true });
    p.text(240, v, { size: 10, serif: true, bold: l === 'Amtliches Kennzeichen' || l === 'Gültig bis' });
    p.down(20);
  }
  p.down(20);
  p.text(65, `Köln, ${fd(date, 'de')}`, { serif: true });
  p.text(330, 'Stadt Köln — Straßenverkehrsamt', { serif: true });
  p.text(330, '(Dienstsiegel)', { y: p.y + 14, size: 8, serif: true });
  return doc(p, 'de', reg(plate, nr, end));
}

/** The Swiss Fahrzeugausweis of the 280 SL, Canton Zurich, 1980s–90s. */
export function fahrzeugausweisZuerich(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(1984, 2002);
  const plate = plateCH(rng, 'ZH');
  const nr = `${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.box(60, 40, 475, 330, true);
  p.text(75, 'SCHWEIZ SUISSE SVIZZERA', { y: 58, size: 8, bold: true });
  p.text(75, 'Fahrzeugausweis · Permis de circulation · Licenza di circolazione', { y: 70, size: 9, bold: true });
  p.text(520, `Nr. ${nr}`, { y: 58, size: 8.5, align: 'right' });
  const f: [string, string, string, number, number, number][] = [
    ['15', 'Kontrollschild', plate, 75, 90, 150],
    ['01', 'Halter', rng.pick(NAMES_CH), 225, 90, 295],
    ['18', 'Stamm-Nr.', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, 75, 122, 150],
    [
      '02',
      'Adresse',
      `${rng.pick(['Seestrasse', 'Bahnhofstrasse', 'Rebweg'])} ${rng.int(1, 90)}, 8${rng.int(100, 999)} ${rng.pick(['Küsnacht', 'Meilen', 'Uster'])}`,
      225,
      122,
      295,
    ],
    ['21', 'Marke und Typ', `MERCEDES-BENZ 280 SL`, 75, 154, 220],
    ['23', 'Fahrgestell-Nr.', c.vin, 295, 154, 225],
    ['25', 'Farbe', c.colour.de, 75, 186, 150],
    ['36', '1. Inverkehrsetzung', fd(`${c.year}-0${rng.int(3, 9)}-${String(rng.int(10, 28))}`, 'de'), 225, 186, 150],
    ['38', 'Ausstellungsdatum', fd(date, 'de'), 375, 186, 145],
  ];
  for (const [code, l, v, x, y, w] of f) cell(p, x, y, w, `${code} ${l}`, v, { h: 30 });
  p.text(75, 'Strassenverkehrsamt des Kantons Zürich, Uetlibergstrasse 301, 8036 Zürich', { y: 240, size: 7.5 });
  p.text(75, 'Bemerkungen: Veteranenfahrzeug, Prüfung alle 6 Jahre. Hardtop zulässig.', { y: 255, size: 8 });
  return doc(p, 'de', reg(plate, nr));
}

/** A Zulassungsbescheinigung Teil I for the E-Type after import to Berlin, 2010s: coded fields, H plate. */
export function zulassungTeil1(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(2011, 2024);
  const plate = plateDE(rng, 'B', true);
  const nr = `${letters(rng, 2)}${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.text(50, 'EUROPÄISCHE GEMEINSCHAFT', { y: 48, size: 7 });
  p.text(50, 'BUNDESREPUBLIK DEUTSCHLAND', { y: 58, size: 9, bold: true });
  p.text(50, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { y: 72, size: 11, bold: true });
  p.text(545, nr, { y: 58, size: 11, bold: true, align: 'right' });
  p.y = 100;
  const rows: [string, string][] = [
    ['A', plate],
    ['B', fd(`${c.year}-04-${String(rng.int(10, 28))}`, 'de')],
    ['I', fd(date, 'de')],
    ['C.1.1', rng.pick(NAMES_DE).replace('Dr. ', '').split(' ').slice(-1)[0].toUpperCase()],
    ['C.1.3', `${street(rng, STREETS_DE).toUpperCase()} 1${rng.int(4000, 4999)} BERLIN`],
    ['D.1', 'JAGUAR (GB)'],
    ['D.3', 'E-TYPE 3.8 COUPE'],
    ['E', c.vin],
    ['J', 'M1'],
    ['P.1', '3781'],
    ['P.2 / P.4', '198 / 5500'],
    ['R', c.colour.de.toUpperCase()],
    ['SP. HU', fd(addDays(date, 700), 'de').slice(3)],
  ];
  for (const [k, v] of rows) {
    p.text(55, k, { size: 7.5 });
    p.text(110, v, { size: 9.5 });
    p.down(15);
  }
  p.text(300, '(22) Oldtimer gem. § 23 StVZO. Fz. aus GB/USA importiert.', { y: 200, size: 7.5 });
  p.text(300, 'Landesamt für Bürger- und Ordnungsangelegenheiten', { y: 300, size: 7.5 });
  p.text(300, 'Kfz-Zulassungsbehörde Berlin', { y: 310, size: 7.5 });
  return doc(p, 'de', reg(plate, nr));
}

/** The DVLA V5C of the 280 SL, 2000s: document reference number, numbered fields. */
export function v5cCertificate(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(2004, 2013);
  const plate = plateUK(rng, 'E');
  const docRef = `${digits(rng, 11)}`;
  const p = new PageBuilder();
  p.text(50, 'DVLA', { y: 50, size: 16, bold: true });
  p.text(120, 'Vehicle Registration Certificate', { y: 50, size: 13 });
  p.text(120, 'V5C', { y: 64, size: 9 });
  p.box(380, 35, 165, 36);
  p.text(385, 'Document reference number', { y: 46, size: 7 });
  p.text(385, docRef.replace(/(\d{4})(\d{3})(\d{4})/, '$1 $2 $3'), { y: 64, size: 11, bold: true });
  p.y = 100;
  const rows: [string, string, string][] = [
    ['A', 'Registration mark', plate],
    ['B', 'Date of first registration', fd('1967-06-14', 'uk')],
    ['', 'Date of first registration in UK', fd(addDays(date, -rng.int(10, 60)), 'uk')],
    ['C.1', 'Registered keeper', rng.pick(NAMES_UK)],
    ['', '', `${street(rng, STREETS_EN)}, Guildford`],
    ['D.1', 'Make', 'MERCEDES-BENZ'],
    ['D.3', 'Model', '280 SL AUTO'],
    ['E', 'VIN/Chassis/Frame No', c.vin],
    ['P.1', 'Cylinder capacity (cc)', '2778'],
    ['R', 'Colour', c.colour.en.split(' (')[0].toUpperCase()],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Date of this V5C', fd(date, 'uk')],
  ];
  for (const [code, l, v] of rows) {
    p.text(50, code, { size: 7.5, bold: true });
    p.text(80, l, { size: 8 });
    p.text(280, v, { size: 9.5 });
    p.down(15);
  }
  p.text(50, 'This document is not proof of ownership. You must tell DVLA about any changes.', { y: 360, size: 8 });
  return doc(p, 'en', reg(plate, docRef));
}

/** A California DMV registration card for the 911, 1990s–2000s. */
export function californiaRegistrationCard(rng: Random): Generated {
  const c = car(rng, 'p911');
  const issued = rng.date(1990, 2007);
  const exp = addDays(`${Number(issued.slice(0, 4)) + 1}${issued.slice(4, 8)}01`, -1);
  const plate = plateCA(rng);
  const docNo = `${rng.int(10, 99)}${letters(rng, 1)}${digits(rng, 6)}`;
  const fee = rng.int(60, 260);
  const p = new PageBuilder();
  p.box(60, 40, 475, 230);
  p.text(75, 'STATE OF CALIFORNIA — DEPARTMENT OF MOTOR VEHICLES', { y: 58, size: 8.5, bold: true });
  p.text(75, 'REGISTRATION CARD', { y: 72, size: 11, bold: true });
  const y0 = 85;
  cell(p, 75, y0, 100, 'LICENSE NUMBER', plate, { bold: true });
  cell(p, 175, y0, 170, 'VEHICLE ID NUMBER', c.vin);
  cell(p, 345, y0, 60, 'YR MODEL', '1973');
  cell(p, 405, y0, 115, 'MAKE', 'PORS');
  cell(p, 75, y0 + 26, 100, 'BODY TYPE', 'CP');
  cell(p, 175, y0 + 26, 100, 'DATE ISSUED', fd(issued, 'us'));
  cell(p, 275, y0 + 26, 130, 'EXPIRES', fd(exp, 'us'), { bold: true });
  cell(p, 405, y0 + 26, 115, 'FEES PAID', `$${fee}.00`);
  cell(p, 75, y0 + 52, 270, 'REGISTERED OWNER', `${rng.pick(NAMES_US).toUpperCase()}`);
  cell(p, 345, y0 + 52, 175, 'DOCUMENT NUMBER', docNo);
  p.text(75, `${streetUS(rng).toUpperCase()} · SAN MATEO CA 94401`, { y: y0 + 95, size: 8 });
  p.text(75, 'This card must be kept with the vehicle and shown to a peace officer on request.', { y: 250, size: 7 });
  return doc(p, 'en', reg(plate, docNo, exp));
}

/** The Fahrzeugbrief of the 911 T, issued at first registration, 1973. */
export function fahrzeugbrief1973(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = `1973-${String(rng.int(2, 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const nr = `${letters(rng, 1)} ${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.text(297, 'Fahrzeugbrief', { y: 60, size: 20, bold: true, align: 'center', serif: true });
  p.text(297, `Nr. ${nr}`, { y: 80, size: 11, align: 'center', serif: true });
  p.y = 115;
  const rows: [string, string, string][] = [
    ['1', 'Fahrzeugart', 'Pkw geschl.'],
    ['2', 'Hersteller des Fahrgestells', 'Dr. Ing. h.c. F. Porsche KG, Stuttgart'],
    ['3', 'Typ und Ausführung', '911 T Coupé'],
    ['4', 'Fahrgestell-Nr.', c.vin],
    ['6', 'Leistung kW (PS)', '96 (130) bei 5600/min'],
    ['7', 'Hubraum cm³', '2341'],
    ['', 'Motor-Nr.', c.engineNo],
  ];
  for (const [n, l, v] of rows) {
    p.text(60, n, { size: 8, serif: true });
    p.text(80, l, { size: 8.5, serif: true });
    p.text(260, v, { size: 10, serif: true });
    p.box(55, p.y - 12, 490, 17);
    p.down(17);
  }
  p.down(20);
  p.text(60, 'Zulassung:', { bold: true, serif: true });
  p.down(16);
  lv(p, 60, 'Amtl. Kennzeichen', plateDE(rng, 'F'), { dx: 140, serif: true });
  p.down(14);
  lv(p, 60, 'Halter', rng.pick(NAMES_DE), { dx: 140, serif: true });
  p.down(14);
  lv(p, 60, 'Tag der Ausstellung', fd(date, 'de'), { dx: 140, serif: true });
  p.down(30);
  p.text(60, 'Frankfurt am Main, Der Magistrat — Kraftfahrzeugzulassungsstelle', { serif: true, size: 9 });
  p.text(60, 'Der Brief ist sorgfältig aufzubewahren. Er ist kein Nachweis des Eigentums.', { y: 790, size: 7, serif: true });
  return doc(p, 'de', title(date, c.vin));
}

/** A Zulassungsbescheinigung Teil II for the E-Type, Berlin, 2010s. */
export function zulassungTeil2(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(2011, 2024);
  const p = new PageBuilder();
  p.text(50, 'BUNDESREPUBLIK DEUTSCHLAND', { y: 48, size: 9, bold: true });
  p.text(50, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { y: 62, size: 12, bold: true });
  p.text(545, `${letters(rng, 2)}${digits(rng, 7)}`, { y: 62, size: 11, align: 'right' });
  p.y = 95;
  for (const [k, l, v] of [
    ['E', 'Fahrzeug-Identifizierungsnummer', c.vin],
    ['D.1', 'Marke', 'JAGUAR (GB)'],
    ['2.1/2.2', 'Code zu Herst. / Typ', `${digits(rng, 4)} / ${digits(rng, 3)}`],
    ['B', 'Datum der Erstzulassung', fd(`${c.year}-05-${String(rng.int(10, 28))}`, 'de')],
    ['C.6.1', 'Name', rng.pick(NAMES_DE)],
    ['', 'Datum der Ausstellung', fd(date, 'de')],
  ]) {
    cell(p, 50, p.y, 70, k, '');
    cell(p, 120, p.y, 425, l, v);
    p.down(26);
  }
  p.text(50, 'Berlin — Landesamt für Bürger- und Ordnungsangelegenheiten, Kfz-Zulassungsbehörde', { y: p.y + 20, size: 8 });
  p.text(50, 'Bei jeder Befassung mit dem Fahrzeug ist diese Bescheinigung vorzulegen. Sie ist kein Eigentumsnachweis.', { y: 790, size: 7 });
  return doc(p, 'de', title(date, c.vin));
}

/** A Texas certificate of title for the Mustang, 1970s–90s. */
export function texasCertificateOfTitle(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1970, 1997);
  const p = new PageBuilder();
  p.box(40, 30, 515, 420);
  p.text(297, 'THE STATE OF TEXAS', { y: 58, size: 14, bold: true, align: 'center', serif: true });
  p.text(297, 'CERTIFICATE OF TITLE', { y: 76, size: 12, bold: true, align: 'center', serif: true });
  p.text(297, 'State Department of Highways and Public Transportation — Motor Vehicle Division', { y: 90, size: 7.5, align: 'center' });
  p.text(520, `Title No. ${digits(rng, 8)}`, { y: 110, size: 9, align: 'right' });
  const y0 = 125;
  cell(p, 60, y0, 230, 'VEHICLE IDENTIFICATION NUMBER', c.vin);
  cell(p, 290, y0, 60, 'YEAR', '1970');
  cell(p, 350, y0, 80, 'MAKE', 'FORD');
  cell(p, 430, y0, 105, 'BODY STYLE', '2DR HT');
  cell(p, 60, y0 + 26, 230, 'TITLE / DOCUMENT NUMBER', `${digits(rng, 11)}`);
  cell(p, 290, y0 + 26, 140, 'DATE TITLE ISSUED', fd(date, 'us'));
  cell(p, 430, y0 + 26, 105, 'PREVIOUS STATE', 'TX');
  cell(p, 60, y0 + 52, 230, 'ODOMETER READING', 'ACTUAL MILEAGE');
  cell(p, 290, y0 + 52, 245, 'LICENSE NO.', plateTX(rng));
  p.text(60, 'OWNER', { y: y0 + 100, size: 7.5 });
  p.text(60, rng.pick(NAMES_US).toUpperCase(), { y: y0 + 113, size: 10 });
  p.text(60, `${streetUS(rng).toUpperCase()}, HOUSTON TX 770${rng.int(10, 99)}`, { y: y0 + 125, size: 9 });
  p.text(60, 'FIRST LIENHOLDER: NONE', { y: y0 + 150, size: 8.5 });
  p.text(60, 'UNDER THE PROVISIONS OF THE CERTIFICATE OF TITLE ACT, THE OWNER NAMED HEREIN IS THE OWNER OF THE VEHICLE DESCRIBED.', { y: 420, size: 6.5 });
  return doc(p, 'en', title(date, c.vin));
}

/** A California certificate of title (pink slip) for the 911, 1989–2007. */
export function californiaPinkSlip(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = rng.date(1989, 2007);
  const p = new PageBuilder();
  p.box(40, 30, 515, 330, true);
  p.text(60, 'CERTIFICATE OF TITLE', { y: 55, size: 13, bold: true });
  p.text(60, 'STATE OF CALIFORNIA · DEPARTMENT OF MOTOR VEHICLES', { y: 68, size: 8 });
  p.text(535, `${letters(rng, 1)}${digits(rng, 7)}`, { y: 55, size: 10, align: 'right' });
  p.y = 95;
  const cols = [{ x: 60 }, { x: 250 }, { x: 330 }, { x: 410 }];
  const heads = ['VEHICLE ID NUMBER', 'YEAR MODEL', 'MAKE', 'LICENSE PLATE NO'];
  heads.forEach((h, i) => p.text(cols[i].x, h, { size: 7 }));
  p.down(13);
  [c.vin, '1973', 'PORS', plateCA(rng)].forEach((v, i) => p.text(cols[i].x, v, { size: 10 }));
  p.down(22);
  ['BODY TYPE MODEL', 'TYPE LIC', 'MOTORCYCLE ENGINE NO', 'ISSUE DATE'].forEach((h, i) => p.text(cols[i].x, h, { size: 7 }));
  p.down(13);
  ['CP', 'AU', '', fd(date, 'us')].forEach((v, i) => p.text(cols[i].x, v, { size: 10 }));
  p.down(22);
  p.text(60, 'ODOMETER: EXEMPT — 10 YEARS OR OLDER', { size: 8 });
  p.down(22);
  p.text(60, 'REGISTERED OWNER(S)', { size: 7 });
  p.down(13);
  p.text(60, rng.pick(NAMES_US).toUpperCase(), { size: 10 });
  p.down(12);
  p.text(60, `${streetUS(rng).toUpperCase()} PALO ALTO CA 94301`, { size: 9 });
  p.down(22);
  p.text(60, 'LEGAL OWNER: NONE', { size: 8.5 });
  p.text(60, 'I certify under penalty of perjury under the laws of the State of California that the signature below releases interest.', { y: 335, size: 6.5 });
  return doc(p, 'en', title(date, c.vin));
}
