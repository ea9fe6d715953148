/**
 * Registries' printed forms filled in: the old German Fahrzeugschein with its numbered fields, the Austrian
 * Zulassungsschein, the Fahrzeugschein for a Kurzzeitkennzeichen (which runs out), the British RF 60 registration book,
 * an American registration card; and the titles: the Kraftfahrzeugbrief, an Austrian Typenschein, two American
 * certificates of title of different decades.
 */
import { addDays, doc, fd, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, DE_LAST, digits, EN_FIRST, EN_LAST, Form, letters, person, place, plate, vin } from './kit';

const reg = (plateNumber: string, registrationNumber?: string, expiryDate?: string) => ({
  documentType: 'registration',
  plateNumber,
  ...(registrationNumber ? { registrationNumber } : {}),
  ...(expiryDate ? { expiryDate } : {}),
});
const title = (date: string, v: string) => ({ documentType: 'title', date, vin: v });

/** A numbered field of an official form: the small number, the caption, the typed entry below. */
function numbered(f: Form, x: number, y: number, w: number, n: string, caption: string, value: string) {
  f.frame(x, y, w, 28);
  f.cap(x + 3, y + 8, n, 6.5, { bold: true });
  f.cap(x + 14, y + 8, caption, 6);
  f.ent(x + 8, y + 22, value);
}

/** The old German Fahrzeugschein: the printed form number, fields numbered 1–33, typed in; the next HU stamped. */
export function fahrzeugscheinAlt(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 1.4 });
  const issued = rng.date(1965, 2004);
  const year = yearOf(issued);
  const c = car(rng, 'de', year);
  const pl = plate(rng, 'DE', year);
  const formNo = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const town = place(rng, 'DE');
  f.frame(42, 36, 511, 560);
  f.cap(297, 62, 'Bundesrepublik Deutschland', 8, { align: 'center' });
  f.cap(297, 80, 'Fahrzeugschein', 17, { bold: true, align: 'center', serif: true });
  f.cap(535, 62, `Nr. ${formNo}`, 9, { align: 'right', bold: true });
  let y = 98;
  numbered(f, 54, y, 240, '1', 'Amtliches Kennzeichen', pl);
  numbered(f, 294, y, 247, '2', 'Fahrzeug- und Aufbauart', rng.pick(['Pkw geschl.', 'Pkw Cabrio-Limousine', 'Pkw Kombi', 'Pkw offen']));
  y += 28;
  numbered(f, 54, y, 240, '3', 'Hersteller des Fahrzeugs', c.make.toUpperCase());
  numbered(f, 294, y, 247, '4', 'Fahrzeug-Identifizierungsnummer', vin(rng, c));
  y += 28;
  numbered(f, 54, y, 160, '5', 'Typ', c.model);
  numbered(f, 214, y, 160, '6', 'Schlüssel-Nr. zu 1 / 2', `${digits(rng, 4)} / ${digits(rng, 3)}`);
  numbered(f, 374, y, 167, '7', 'Höchstgeschw. km/h', String(rng.int(115, 230)));
  y += 28;
  numbered(f, 54, y, 160, '8', 'Leistung kW bei min⁻¹', `${rng.int(25, 150)} / ${rng.int(4, 6)}${rng.pick(['000', '500'])}`);
  numbered(f, 214, y, 160, '9', 'Hubraum cm³', String(rng.int(1100, 3500)));
  numbered(f, 374, y, 167, '10', 'Zul. Gesamtgewicht kg', String(rng.int(1100, 2100)));
  y += 28;
  numbered(
    f,
    54,
    y,
    487,
    '32',
    'Tag der ersten Zulassung',
    fd(`${c.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'),
  );
  y += 28;
  numbered(
    f,
    54,
    y,
    487,
    '33',
    'Bemerkungen',
    rng.pick(['', year >= 1997 && year - c.built >= 30 ? 'Oldtimer-Kennzeichen nach § 21c StVZO' : '', 'Reifen auch 185/70 R 14']),
  );
  y += 46;
  f.cap(54, y, 'Name, Vorname, Anschrift des Halters', 7);
  f.ent(60, y + 15, `${person(rng, 'de')}, ${town.street}, ${town.line}`);
  f.rule(54, y + 18, 487);
  y += 44;
  f.frame(54, y, 230, 60);
  f.cap(58, y + 9, 'Nächste Hauptuntersuchung', 6.5);
  const hu = addDays(issued, rng.int(300, 720));
  f.ent(80, y + 38, `${hu.slice(5, 7)} / ${hu.slice(0, 4)}`, { size: 14 });
  f.frame(300, y, 241, 60);
  f.cap(304, y + 9, 'Zulassungsstelle, Datum', 6.5);
  f.ent(310, y + 30, `Landratsamt ${town.town}`);
  f.ent(310, y + 45, fd(issued, 'de'));
  return doc(f.p, 'de', reg(pl, formNo));
}

/** The Austrian Zulassungsschein: Behördliches Kennzeichen, its own number, the authority's entries; no end date. */
export function zulassungsscheinAT(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5), entSize: 10, drift: 1.8 });
  const issued = rng.date(1968, 2005);
  const year = yearOf(issued);
  const c = car(rng, 'de', year);
  const pl = plate(rng, 'AT', year);
  const no = `${digits(rng, 2)}/${digits(rng, 5)}`;
  const town = place(rng, 'AT');
  f.frame(70, 40, 455, 520);
  f.cap(297, 66, 'REPUBLIK ÖSTERREICH', 9, { align: 'center', bold: true });
  f.cap(297, 88, 'Zulassungsschein', 18, { bold: true, align: 'center', serif: true });
  let y = 120;
  f.field(90, y, 415, 'Zulassungsschein Nr.', no);
  y += 24;
  f.field(90, y, 415, 'Behördliches Kennzeichen', pl);
  y += 24;
  f.field(90, y, 415, 'Zulassungsbesitzer', person(rng, 'de'));
  y += 24;
  f.field(90, y, 415, 'Anschrift', `${town.street}, ${town.line}`);
  y += 30;
  f.field(90, y, 200, 'Marke', c.make);
  f.field(300, y, 205, 'Type', c.model);
  y += 24;
  f.field(90, y, 415, 'Fahrgestellnummer', vin(rng, c));
  y += 24;
  f.field(90, y, 200, 'Motornummer', digits(rng, 7));
  f.field(300, y, 205, 'Farbe', rng.pick(['weiß', 'rot', 'blau', 'silber', 'grün', 'beige']));
  y += 24;
  f.field(90, y, 200, 'Höchstes zul. Gesamtgewicht', `${rng.int(1000, 2000)} kg`);
  f.field(300, y, 205, 'Sitzplätze', String(rng.int(2, 5)));
  y += 30;
  f.field(90, y, 200, 'Beschränkungen', '');
  y += 40;
  f.frame(300, y - 14, 205, 70);
  f.cap(305, y - 4, 'Zulassungsbehörde', 6.5);
  f.ent(310, y + 16, `BH ${town.town}`);
  f.ent(310, y + 32, `${town.town}, am ${fd(issued, 'de')}`);
  f.ent(310, y + 48, rng.pick(DE_LAST));
  return doc(f.p, 'de', reg(pl, no));
}

/** The Fahrzeugschein for a Kurzzeitkennzeichen: the plate, the number of the Schein, and the day it runs out. */
export function kurzzeitkennzeichen(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10, drift: 2 });
  const issued = rng.date(1998, 2026);
  const until = addDays(issued, rng.int(1, 4));
  const c = car(rng, 'de', 1990);
  const dist = rng.pick(['M', 'S', 'K', 'H', 'N', 'KS', 'BI', 'FR']);
  const pl = `${dist} 04 ${rng.int(100, 9999)}`;
  const no = `${letters(rng, 2)} ${digits(rng, 6)}`;
  const town = place(rng, 'DE');
  f.frame(42, 36, 511, 480);
  f.cap(297, 64, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', 12, { bold: true, align: 'center' });
  f.cap(297, 78, '(§ 16a Fahrzeug-Zulassungsverordnung)', 7.5, { align: 'center' });
  f.cap(535, 96, `Nr. ${no}`, 9, { align: 'right', bold: true });
  let y = 120;
  f.cell(60, y, 230, 36, 'Kennzeichen', pl, { size: 14 });
  f.frame(290, y, 245, 36, true);
  f.cap(294, y + 9, 'Gültig bis', 6.5, { bold: true });
  f.ent(330, y + 28, fd(until, 'de'), { size: 14 });
  y += 56;
  f.field(60, y, 475, 'Name, Vorname', person(rng, 'de'));
  y += 22;
  f.field(60, y, 475, 'Anschrift', `${town.street}, ${town.line}`);
  y += 22;
  f.field(60, y, 230, 'Hersteller', c.make);
  f.field(300, y, 235, 'Typ', c.model);
  y += 22;
  f.field(60, y, 475, 'Fahrzeug-Identifizierungsnummer', vin(rng, c));
  y += 22;
  f.field(60, y, 475, 'Zweck der Fahrt', rng.pick(['Überführung zur Zulassung', 'Fahrt zur Hauptuntersuchung', 'Probefahrt']));
  y += 36;
  f.cap(60, y, 'Das Kennzeichen darf nur für Probe-, Prüfungs- und Überführungsfahrten verwendet werden.', 7);
  y += 30;
  f.field(60, y, 230, 'Ausgestellt am', fd(issued, 'de'));
  f.field(300, y, 235, 'Zulassungsbehörde', `Stadt ${town.town}`);
  return doc(f.p, 'de', reg(pl, no, until));
}

/** The British RF 60 registration book: registration mark, book serial, owner; the excise licences table below. */
export function ukRegistrationBook(rng: Random): Generated {
  const f = new Form(rng, { capSerif: true, entSerif: rng.chance(0.5), entSize: 10, drift: 1.6 });
  const issued = rng.date(1960, 1977);
  const year = yearOf(issued);
  const c = car(rng, 'en', year, (m) => ['MG', 'Triumph', 'Jaguar', 'Austin', 'Rover', 'Morris', 'Ford', 'Land Rover', 'Volvo'].includes(m));
  const pl = plate(rng, 'UK', year);
  const serial = `${letters(rng, 1)} ${digits(rng, 6)}`;
  const council = rng.pick([
    'Berkshire County Council',
    'Leeds County Borough',
    'City and County of Bristol',
    'Norfolk County Council',
    'Shropshire County Council',
  ]);
  f.frame(60, 36, 475, 640);
  f.cap(297, 60, 'VEHICLES (EXCISE) ACT', 8, { align: 'center' });
  f.cap(297, 80, 'REGISTRATION BOOK', 16, { bold: true, align: 'center' });
  f.cap(515, 60, 'R.F. 60', 7, { align: 'right' });
  f.cap(515, 100, `Serial No. ${serial}`, 9, { align: 'right', bold: true });
  let y = 126;
  f.field(80, y, 435, 'Registration Mark', pl, { size: 12 });
  y += 24;
  f.field(80, y, 435, 'Name of Owner', person(rng, 'en'));
  y += 22;
  f.field(80, y, 435, 'Address', place(rng, 'UK').line);
  y += 28;
  const rows: [string, string][] = [
    ['Make', c.make],
    ['Type or Model', c.model],
    ['Colour', rng.pick(['Old English White', 'British Racing Green', 'Signal Red', 'Tartan Red', 'Almond Green', 'Black'])],
    ['Type of Body', rng.pick(['Saloon', 'Open 2-seater', 'Coupé', 'Estate'])],
    ['Chassis or Frame No.', vin(rng, c)],
    ['Engine No.', `${rng.pick(['18G', '7G', 'CC', 'G'])}${digits(rng, 5)}`],
    ['Cubic Capacity', `${rng.int(848, 4235)} c.c.`],
    ['Date of Registration', fd(issued, 'ukdot')],
  ];
  for (const [capt, v] of rows) {
    f.frame(80, y, 150, 20);
    f.frame(230, y, 285, 20);
    f.cap(84, y + 13, capt, 7.5);
    f.ent(238, y + 14.5, v);
    y += 20;
  }
  y += 24;
  f.cap(80, y, 'LICENCES ISSUED', 8, { bold: true });
  y += 6;
  const g = f.grid(80, y, [110, 110, 110, 105], ['Date of issue', 'Date of expiry', 'Duty paid', 'Council stamp'], 5, { rowH: 18 });
  const lic = rng.int(1, 3);
  for (let i = 0; i < lic; i++) {
    const from = addDays(issued, i * 365);
    f.ent(g.left[0] + 8, g.rowY(i), fd(from, 'ukdot'));
    f.ent(g.left[1] + 8, g.rowY(i), fd(addDays(from, 364), 'ukdot'));
    f.ent(g.left[2] + 8, g.rowY(i), rng.pick(['£15', '£17 10s', '£25', '£40']));
  }
  y = g.bottom + 20;
  f.cap(80, y, `Issued by ${council}`, 8);
  return doc(f.p, 'en', reg(pl, serial));
}

/** An American registration card: plate, registration number, the date it expires. */
export function usRegistrationCard(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 9.5, drift: 1.2 });
  const issued = rng.date(1968, 2026);
  const expires = addDays(`${yearOf(issued) + 1}${issued.slice(4, 8)}01`, -1);
  const c = car(rng, 'en', 1985, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Datsun', 'Jaguar', 'MG', 'Triumph', 'Volvo'].includes(m));
  const pl = plate(rng, 'US', yearOf(issued));
  const regNo = digits(rng, 8);
  const state = rng.pick(['STATE OF OHIO', 'COMMONWEALTH OF PENNSYLVANIA', 'STATE OF WASHINGTON', 'STATE OF TENNESSEE', 'STATE OF IDAHO']);
  const x0 = 60;
  f.frame(x0, 60, 475, 250);
  f.cap(x0 + 237, 82, state, 11, { bold: true, align: 'center' });
  f.cap(x0 + 237, 96, 'MOTOR VEHICLE REGISTRATION CERTIFICATE', 9, { align: 'center' });
  let y = 110;
  f.cell(x0 + 10, y, 140, 28, 'PLATE NO.', pl, { size: 12 });
  f.cell(x0 + 150, y, 150, 28, 'REGISTRATION NO.', regNo);
  f.cell(x0 + 300, y, 165, 28, 'EXPIRES', fd(expires, 'us'), { size: 12 });
  y += 28;
  f.cell(x0 + 10, y, 60, 26, 'YEAR', String(c.built));
  f.cell(x0 + 70, y, 100, 26, 'MAKE', c.make.toUpperCase());
  f.cell(x0 + 170, y, 80, 26, 'BODY', rng.pick(['2D', 'CV', 'HT', 'PK', '4D']));
  f.cell(x0 + 250, y, 215, 26, 'VEHICLE ID NO.', vin(rng, c));
  y += 26;
  f.cell(x0 + 10, y, 290, 40, 'OWNER', '');
  f.ent(x0 + 16, y + 22, person(rng, 'en').toUpperCase());
  f.ent(x0 + 16, y + 34, place(rng, 'US').line.toUpperCase());
  f.cell(x0 + 300, y, 165, 20, 'ISSUED', fd(issued, 'us'));
  f.cell(x0 + 300, y + 20, 165, 20, 'FEE', `$${rng.int(8, 90)}.00`);
  y += 56;
  f.cap(x0 + 10, y, 'THIS CERTIFICATE MUST BE CARRIED IN THE VEHICLE AND SHOWN ON DEMAND OF ANY POLICE OFFICER.', 6.5);
  f.cap(x0 + 10, y + 12, `Signature of owner: ____________________     Clerk: ${rng.pick(EN_FIRST)[0]}. ${rng.pick(EN_LAST)}`, 6.5);
  return doc(f.p, 'en', reg(pl, regNo, expires));
}

/** The Kraftfahrzeugbrief: Brief-Nr., numbered fields, first registration, and at the foot the day it was made out. */
export function kraftfahrzeugbrief(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 1.4 });
  const c = car(rng, 'de', 2004);
  const first = `${c.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const issued = rng.chance(0.5) ? first : rng.date(Math.max(c.built + 1, 1962), 2004);
  const v = vin(rng, c);
  const town = place(rng, 'DE');
  f.frame(42, 36, 511, 600);
  f.cap(297, 62, 'Kraftfahrzeugbrief', 18, { bold: true, align: 'center', serif: true });
  f.cap(535, 62, `Brief-Nr. ${letters(rng, 1)} ${digits(rng, 6)}`, 9, { align: 'right', bold: true });
  f.cap(297, 76, 'Der Brief ist kein Eigentumsnachweis. Bei jeder Änderung der Eintragungen vorzulegen.', 6.5, { align: 'center' });
  let y = 92;
  numbered(f, 54, y, 240, '1', 'Fahrzeug- und Aufbauart', rng.pick(['Pkw geschlossen', 'Pkw Cabriolet', 'Pkw Coupé']));
  numbered(f, 294, y, 247, '2', 'Hersteller', c.make);
  y += 28;
  numbered(f, 54, y, 240, '3', 'Typ und Ausführung', c.model);
  numbered(f, 294, y, 247, '4', 'Fahrzeug-Identifizierungsnummer', v);
  y += 28;
  numbered(f, 54, y, 160, '5', 'Motor-Nr.', digits(rng, 8));
  numbered(f, 214, y, 160, '6', 'Hubraum cm³', String(rng.int(1100, 3500)));
  numbered(f, 374, y, 167, '7', 'Farbe', rng.pick(['weiß', 'rot', 'silber', 'blau']));
  y += 28;
  numbered(f, 54, y, 487, '32', 'Tag der ersten Zulassung', fd(first, 'de'));
  y += 40;
  f.cap(54, y, 'Eintragungen über den Halter', 8, { bold: true });
  y += 6;
  const g = f.grid(54, y, [260, 120, 107], ['Name und Anschrift', 'Amtl. Kennzeichen', 'Datum'], 4, { rowH: 26 });
  const owners = rng.int(1, 3);
  for (let i = 0; i < owners; i++) {
    f.ent(g.left[0] + 5, g.rowY(i), `${person(rng, 'de')}, ${place(rng, 'DE').town}`);
    f.ent(g.left[1] + 5, g.rowY(i), plate(rng, 'DE', 1990));
  }
  y = g.bottom + 30;
  f.frame(300, y, 241, 74);
  f.cap(304, y + 9, 'Ausgefertigt (Ort, Datum, Siegel)', 6.5);
  f.ent(310, y + 30, `Zulassungsstelle ${town.town}`);
  f.ent(310, y + 46, `${town.town}, den ${fd(issued, 'de')}`);
  f.ent(310, y + 62, `i. A. ${rng.pick(DE_LAST)}`);
  return doc(f.p, 'de', title(issued, v));
}

/** The Austrian Typenschein made out by the importer: Fahrgestellnummer, type data, place and date at the foot. */
export function typenscheinAT(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5), entSize: 9.5, drift: 1.6 });
  const c = car(rng, 'de', 1995);
  const issued = `${c.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const v = vin(rng, c);
  const importer =
    c.make === 'Steyr-Puch' ? 'Steyr-Daimler-Puch AG' : rng.pick(['Porsche Austria GmbH', 'Denzel AG', 'Wiesenthal & Co.', 'Steyr-Daimler-Puch AG']);
  f.frame(60, 36, 475, 620);
  f.cap(297, 60, importer, 10, { bold: true, align: 'center' });
  f.cap(297, 82, 'TYPENSCHEIN', 18, { bold: true, align: 'center', serif: true });
  f.cap(297, 96, `für Kraftfahrzeuge · genehmigte Type Zl. ${digits(rng, 3)}.${digits(rng, 3)}`, 7.5, { align: 'center' });
  let y = 126;
  const rows: [string, string][] = [
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Marke', c.make],
    ['Type', c.model],
    ['Fahrgestellnummer', v],
    ['Motornummer', digits(rng, 7)],
    ['Hubraum', `${rng.int(493, 3499)} cm³`],
    ['Leistung', `${rng.int(15, 150)} kW`],
    ['Eigengewicht', `${rng.int(480, 1600)} kg`],
    ['Höchstes zul. Gesamtgewicht', `${rng.int(800, 2100)} kg`],
    ['Farbe', rng.pick(['weiß', 'rot', 'blau', 'grün'])],
  ];
  for (const [capt, val] of rows) {
    f.frame(80, y, 170, 22);
    f.frame(250, y, 265, 22);
    f.cap(84, y + 14, capt, 8);
    f.ent(258, y + 15.5, val);
    y += 22;
  }
  y += 30;
  f.cap(80, y, 'Es wird bestätigt, dass das oben beschriebene Fahrzeug der genehmigten Type entspricht.', 7.5);
  y += 40;
  f.field(80, y, 220, 'Ort, Datum', `${place(rng, 'AT').town}, ${fd(issued, 'de')}`);
  f.rule(320, y + 1.5, 195);
  f.cap(320, y + 10, 'Firmenmäßige Zeichnung', 6);
  return doc(f.p, 'de', title(issued, v));
}

/** An American certificate of title of the sixties and seventies: the serial number before the 17-character VIN. */
export function usTitleOld(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 1.4 });
  const c = car(rng, 'en', 1980, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Datsun', 'Jaguar', 'MG', 'Triumph', 'Volvo'].includes(m));
  const issued = rng.date(Math.max(c.built, 1962), 1980);
  const v = vin(rng, c);
  const state = rng.pick(['STATE OF GEORGIA', 'STATE OF MISSOURI', 'STATE OF TEXAS', 'STATE OF ILLINOIS']);
  f.frame(42, 40, 511, 420);
  f.frame(48, 46, 499, 408);
  f.cap(297, 72, state, 12, { bold: true, align: 'center', serif: true });
  f.cap(297, 92, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', 13, { bold: true, align: 'center', serif: true });
  let y = 110;
  f.cell(62, y, 160, 28, 'TITLE NUMBER', `${letters(rng, 1)}${digits(rng, 7)}`);
  f.cell(222, y, 150, 28, 'DATE ISSUED', fd(issued, 'us'));
  f.cell(372, y, 161, 28, 'PREVIOUS TITLE STATE', rng.pick(['', 'FLA', 'ALA', 'KAN']));
  y += 28;
  f.cell(62, y, 60, 28, 'YEAR', String(c.built));
  f.cell(122, y, 110, 28, 'MAKE', c.make.toUpperCase());
  f.cell(232, y, 80, 28, 'BODY STYLE', rng.pick(['2DR HT', 'CONV', 'CPE', 'SEDAN']));
  f.cell(312, y, 221, 28, 'SERIAL NUMBER', v);
  y += 28;
  f.cell(62, y, 471, 44, 'OWNER(S)', '');
  f.ent(70, y + 24, person(rng, 'en').toUpperCase());
  f.ent(70, y + 37, place(rng, 'US').line.toUpperCase());
  y += 44;
  f.cell(62, y, 471, 30, 'FIRST LIEN IN FAVOR OF', rng.chance(0.5) ? 'NONE' : '');
  y += 48;
  f.cap(70, y, 'The Department certifies that the person named above is the owner of the vehicle described, subject to the liens shown.', 7);
  y += 44;
  f.rule(330, y, 200);
  f.cap(330, y + 9, 'Commissioner of Revenue', 6.5);
  f.cap(70, y, `No. ${digits(rng, 8)}`, 8, { bold: true });
  return doc(f.p, 'en', title(issued, v));
}

/** A later American certificate of title: VIN, title number, issue date, odometer with its brand boxes, lienholder. */
export function usTitleModern(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 9.5, drift: 0.6 });
  const c = car(rng, 'en', 1986, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Jaguar', 'MG', 'Triumph', 'Datsun'].includes(m));
  const issued = rng.date(1990, 2026);
  const v = vin(rng, c);
  const state = rng.pick(['CALIFORNIA', 'WASHINGTON', 'OHIO', 'TENNESSEE', 'PENNSYLVANIA']);
  f.frame(42, 40, 511, 470);
  f.cap(297, 68, `${state} CERTIFICATE OF TITLE`, 14, { bold: true, align: 'center' });
  f.cap(297, 82, 'Department of Motor Vehicles', 8, { align: 'center' });
  let y = 100;
  f.cell(56, y, 250, 28, 'VEHICLE IDENTIFICATION NUMBER', v);
  f.cell(306, y, 60, 28, 'YEAR', String(c.built));
  f.cell(366, y, 173, 28, 'MAKE', c.make.toUpperCase());
  y += 28;
  f.cell(56, y, 160, 28, 'TITLE NUMBER', digits(rng, 9));
  f.cell(216, y, 150, 28, 'ISSUE DATE', fd(issued, 'us'));
  f.cell(366, y, 173, 28, 'PLATE', plate(rng, 'US', yearOf(issued)));
  y += 28;
  f.cell(56, y, 160, 28, 'ODOMETER', String(rng.int(1000, 99999)));
  f.frame(216, y, 323, 28);
  const od = rng.int(0, 2);
  let x = f.tick(222, y + 18, 'ACTUAL', od === 0, 7);
  x = f.tick(x, y + 18, 'NOT ACTUAL', od === 1, 7);
  f.tick(x, y + 18, 'EXEMPT', od === 2, 7);
  y += 28;
  f.cell(56, y, 483, 44, 'REGISTERED OWNER(S)', '');
  f.ent(64, y + 24, person(rng, 'en').toUpperCase());
  f.ent(64, y + 37, place(rng, 'US').line.toUpperCase());
  y += 44;
  f.cell(56, y, 483, 28, 'LIENHOLDER', rng.chance(0.6) ? 'NONE' : '');
  y += 46;
  f.cap(64, y, 'Brands: ', 7.5, { bold: true });
  f.cap(100, y, rng.pick(['NONE', 'ANTIQUE', 'HORSELESS CARRIAGE']), 7.5);
  y += 40;
  f.cap(64, y, `Control No. ${letters(rng, 2)}${digits(rng, 7)}`, 8);
  return doc(f.p, 'en', title(issued, v));
}
