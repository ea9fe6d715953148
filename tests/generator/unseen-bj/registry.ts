/**
 * Registration and title paper as it comes across a dealer's desk: the German ZB I and a Kurzzeitkennzeichen
 * Fahrzeugschein, the Swiss Fahrzeugausweis, a US registration card, an Ontario permit; the Fahrzeugbrief and the ZB II,
 * and two US state certificates of title.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  carAt,
  CARS_DE,
  CARS_EN,
  doc,
  fd,
  field,
  grp,
  lastDe,
  lastEn,
  num,
  PageBuilder,
  personDe,
  personEn,
  plateCH,
  plateCA,
  plateD,
  plateUS,
  priceFactor,
  r2,
  streetDe,
  streetEn,
  TOWNS_CA,
  TOWNS_CH,
  TOWNS_D,
  TOWNS_US,
  vinFor,
} from './kit';

const L = 'ABCDEFGHKLMNPRSTUVWXYZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');
/** A code box with its number and label, and the value beside it (ZB I / ZB II style). */
function coded(p: PageBuilder, x: number, code: string, label: string, value: string, w = 250) {
  p.text(x, code, { size: 6.5, bold: true });
  p.text(x + 22, label, { size: 6 });
  p.text(x + 22, value, { size: 9, y: p.y + 10 });
  p.box(x - 2, p.y - 8, w, 22);
}

/** Zulassungsbescheinigung Teil I (Germany 2005–2026): coded fields, document number, HU date but no expiry. */
export function zbTeil1(rng: Random): Generated {
  const issued = rng.date(2005, 2026);
  const year = Number(issued.slice(0, 4));
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_D);
  const plate = plateD(rng, town.plate);
  const docNo = `${letters(rng, 2)}${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, 'Bundesrepublik Deutschland', { size: 9 });
  p.text(555, docNo, { size: 11, bold: true, align: 'right' });
  p.down(16);
  p.text(40, 'Zulassungsbescheinigung Teil I', { size: 14, bold: true });
  p.down(12);
  p.text(40, '(Fahrzeugschein)', { size: 9 });
  p.down(26);
  const left: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', fd(`${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['I', 'Datum dieser Zulassung', fd(issued, 'de')],
    ['C.1.1', 'Name oder Firmenname', lastDe(rng)],
    ['C.1.2', 'Vorname(n)', personDe(rng).split(' ')[0]],
    ['C.1.3', 'Anschrift', `${town.zip} ${town.town}, ${streetDe(rng)}`],
  ];
  const right: [string, string, string][] = [
    ['D.1', 'Marke', car.make.toUpperCase()],
    ['D.3', 'Handelsbezeichnung(en)', car.model.toUpperCase()],
    ['E', 'Fahrzeug-Identifizierungsnummer', vinFor(rng, car.make, car.year)],
    ['2.1', 'Code zu 2', String(rng.int(1000, 9999)).padStart(4, '0')],
    ['P.1', 'Hubraum in cm³', String(rng.int(1300, 5600))],
    ['P.2/P.4', 'Nennleistung in kW / Drehzahl', `${rng.int(40, 240)} / ${rng.int(4500, 6800)}`],
  ];
  const y0 = p.y;
  for (const [c, l, v] of left) {
    coded(p, 42, c, l, v);
    p.down(26);
  }
  p.y = y0;
  for (const [c, l, v] of right) {
    coded(p, 305, c, l, v);
    p.down(26);
  }
  p.down(14);
  const hu = `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 2)}`;
  p.text(42, `Nächste HU: ${hu}`, { size: 9, bold: true });
  p.box(300, p.y - 8, 200, 50);
  p.text(306, 'Stempel der Zulassungsbehörde', { y: p.y + 2, size: 6.5 });
  p.down(14);
  p.text(42, `Zulassungsbehörde ${rng.pick(['Landkreis', 'Stadt'])} ${town.town}`, { size: 8.5 });
  p.down(11);
  p.text(42, `${town.town}, ${fd(issued, 'de')}`, { size: 8.5 });
  p.down(30);
  p.text(42, 'Diese Bescheinigung ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { size: 7 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo });
}

/** The Fahrzeugschein for a Kurzzeitkennzeichen (Germany 2015–2026): valid five days, the expiry printed in its own box. */
export function kurzzeitSchein(rng: Random): Generated {
  const issued = rng.date(2015, 2026);
  const expiry = addDays(issued, 4);
  const town = rng.pick(TOWNS_D);
  const plate = `${town.plate} 04${rng.int(100, 9999)}`;
  const car = carAt(rng, CARS_DE, Number(issued.slice(0, 4)));
  const no = `${letters(rng, 1)} ${rng.int(100000, 999999)}`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 12, bold: true, align: 'center' });
  p.down(13);
  p.text(297, '(§ 16a Fahrzeug-Zulassungsverordnung)', { size: 8, align: 'center' });
  p.text(555, `Nr. ${no}`, { y: 50, size: 8, align: 'right' });
  p.down(30);
  field(p, 40, p.y, 260, 30, 'Kurzzeitkennzeichen', plate, { size: 13, bold: true });
  p.box(300, p.y, 255, 30, true);
  p.text(306, 'Ablaufdatum', { y: p.y + 9, size: 6.5 });
  p.text(306, fd(expiry, 'de'), { y: p.y + 25, size: 13, bold: true });
  p.y += 30;
  field(p, 40, p.y, 260, 28, 'Inhaber (Name, Vorname)', `${lastDe(rng)}, ${personDe(rng).split(' ')[0]}`);
  field(p, 300, p.y, 255, 28, 'Anschrift', `${streetDe(rng)}, ${rng.pick(TOWNS_D).town}`, { size: 8 });
  p.y += 28;
  field(p, 40, p.y, 170, 28, 'Fahrzeugart', 'Pkw');
  field(p, 210, p.y, 160, 28, 'Hersteller / Typ', `${car.make} ${car.model}`.slice(0, 28), { size: 8 });
  field(p, 370, p.y, 185, 28, 'Fahrzeug-Ident.-Nr.', vinFor(rng, car.make, car.year), { size: 8 });
  p.y += 28;
  field(p, 40, p.y, 260, 28, 'Zuteilung am', fd(issued, 'de'));
  field(p, 300, p.y, 255, 28, 'Versicherungsbestätigung (eVB)', letters(rng, 7));
  p.y += 46;
  const lines = [
    'Das Kurzzeitkennzeichen darf nur für Probe-, Prüfungs- und Überführungsfahrten verwendet werden.',
    'Nach Ablauf des angegebenen Datums ist die Verwendung unzulässig. Der Fahrzeugschein ist mitzuführen.',
    `Gebühr ${num(r2(rng.int(11, 14) + rng.pick([0, 0.3, 0.5])), 'de')} EUR bezahlt.`,
  ];
  for (const t of lines) {
    p.text(40, t, { size: 8 });
    p.down(11);
  }
  p.down(24);
  p.text(40, `Zulassungsstelle ${town.town}, ${fd(issued, 'de')}`, { size: 8.5 });
  p.box(340, p.y - 24, 180, 40);
  p.text(350, 'Dienstsiegel', { y: p.y + 12, size: 6.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
}

/** The Swiss Fahrzeugausweis (grey card, 1985–2026): numbered fields, Kontrollschild, Stammnummer, no expiry. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const issued = rng.date(1985, 2026);
  const car = carAt(rng, CARS_DE, Number(issued.slice(0, 4)));
  const town = rng.pick(TOWNS_CH);
  const plate = plateCH(rng, town.plate);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, 'Schweizerische Eidgenossenschaft', { size: 8 });
  p.text(555, `Kanton ${town.plate}`, { size: 8, align: 'right' });
  p.down(16);
  p.text(297, 'Fahrzeugausweis', { size: 15, bold: true, align: 'center' });
  p.down(12);
  p.text(297, 'Permis de circulation · Licenza di circolazione', { size: 8, align: 'center' });
  p.down(20);
  const f: [string, string, string, number][] = [
    ['01', 'Name, Vornamen', personDe(rng), 310],
    ['15', 'Kontrollschild', plate, 205],
    ['06', 'Adresse', `${streetDe(rng).replace('straße', 'strasse').replace('Straße', 'Strasse')}, ${town.zip} ${town.town}`, 310],
    ['18', 'Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, 205],
    ['21', 'Marke und Typ', `${car.make} ${car.model}`, 310],
    ['23', 'Fahrgestell-Nr.', vinFor(rng, car.make, car.year), 205],
    ['25', 'Farbe', rng.pick(['grau', 'schwarz', 'rot', 'blau', 'weiss', 'grün']), 310],
    ['36', '1. Inverkehrsetzung', fd(`${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'), 205],
    ['37', 'Vers.-Gesellschaft', rng.pick(['Mobiliar', 'AXA', 'Zürich', 'Helvetia', 'Allianz Suisse']), 310],
    ['38', 'Ausgestellt am', fd(issued, 'de'), 205],
  ];
  for (let i = 0; i < f.length; i += 2) {
    for (const [k, [c, l, v, w]] of [f[i], f[i + 1]].entries()) {
      const x = k === 0 ? 40 : 350;
      p.box(x, p.y, w, 30);
      p.text(x + 3, `${c}  ${l}`, { y: p.y + 9, size: 6.5 });
      p.text(x + 6, v, { y: p.y + 24, size: 9.5 });
    }
    p.y += 30;
  }
  p.down(20);
  p.text(40, `Beh. Eintragungen: ${rng.pick(['Veteranenfahrzeug', 'keine', 'Kontrolle alle 6 Jahre', 'Wechselschild'])}`, { size: 8.5 });
  p.down(14);
  p.text(40, `Letzte Prüfung: ${fd(addDays(issued, -rng.int(10, 300)), 'de')}`, { size: 8.5 });
  p.down(28);
  p.text(40, `Strassenverkehrsamt des Kantons ${town.plate}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate });
}

const STATE_NAME: Record<string, string> = {
  OH: 'OHIO',
  AZ: 'ARIZONA',
  CA: 'CALIFORNIA',
  TX: 'TEXAS',
  MN: 'MINNESOTA',
  PA: 'PENNSYLVANIA',
  SC: 'SOUTH CAROLINA',
  MI: 'MICHIGAN',
  WA: 'WASHINGTON',
  IL: 'ILLINOIS',
};

/** A US state registration card 1985–2026: plate, expiration, document number, fees paid. */
export function usRegistrationCard(rng: Random): Generated {
  const issued = rng.date(1985, 2026);
  const year = Number(issued.slice(0, 4));
  const town = rng.pick(TOWNS_US);
  const car = carAt(rng, CARS_EN, year);
  const plate = plateUS(rng);
  const exp = `${year + 1}-${issued.slice(5, 7)}-${String(new Date(Date.UTC(year + 1, Number(issued.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`;
  const docNo = String(rng.int(10000000, 99999999));
  const f = priceFactor(year, 'USD');
  const fees: [string, number][] = [
    ['REGISTRATION FEE', r2(rng.int(18, 60) * f)],
    [rng.pick(['COUNTY FEE', 'LOCAL TAX', 'TRANSPORTATION FEE']), r2(rng.int(5, 30) * f)],
  ];
  if (rng.chance(0.5)) fees.push(['HISTORIC / COLLECTOR PLATE', r2(rng.int(5, 25))]);
  const total = r2(fees.reduce((a, b) => a + b[1], 0));
  const p = new PageBuilder();
  p.y = 50;
  p.box(40, 30, 515, 300);
  p.text(297, `STATE OF ${STATE_NAME[town.region]}`, { size: 11, bold: true, align: 'center' });
  p.down(13);
  p.text(297, 'VEHICLE REGISTRATION CARD', { size: 10, bold: true, align: 'center' });
  p.down(24);
  const rows: [string, string, string, string][] = [
    ['PLATE NUMBER', plate, 'EXPIRES', fd(exp, 'us')],
    ['DOCUMENT NO.', docNo, 'ISSUE DATE', fd(issued, 'us')],
    ['YEAR / MAKE', `${car.year} ${car.make.toUpperCase()}`, 'BODY', rng.pick(['2D', '4D', 'CV', 'PK', 'SW'])],
    ['VIN', vinFor(rng, car.make, car.year), 'CLASS', rng.pick(['PASSENGER', 'HISTORIC', 'COLLECTOR'])],
  ];
  for (const [a, b, c, d] of rows) {
    p.text(56, a, { size: 7 });
    p.text(56, b, { size: 10, bold: a === 'PLATE NUMBER', y: p.y + 12 });
    p.text(360, c, { size: 7 });
    p.text(360, d, { size: 10, bold: c === 'EXPIRES', y: p.y + 12 });
    p.down(30);
  }
  p.text(56, 'REGISTERED OWNER', { size: 7 });
  p.down(12);
  p.text(56, personEn(rng).toUpperCase(), { size: 9.5 });
  p.down(11);
  p.text(56, `${streetEn(rng).toUpperCase()}, ${town.town.toUpperCase()} ${town.region} ${town.zip}`, { size: 9 });
  p.y -= 23;
  for (const [k, v] of fees) {
    p.text(360, k, { size: 7.5 });
    p.text(530, num(v, 'en'), { size: 7.5, align: 'right' });
    p.down(10);
  }
  p.text(360, 'TOTAL FEES PAID', { size: 7.5, bold: true });
  p.text(530, num(total, 'en'), { size: 7.5, align: 'right', bold: true });
  p.y = 318;
  p.text(297, 'KEEP IN VEHICLE. THIS CARD IS NOT A TITLE.', { size: 7, align: 'center' });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo, expiryDate: exp });
}

/** The Ontario vehicle permit, vehicle and plate portions 1990–2026: permit number, plate, expiry of the plate sticker. */
export function ontarioPermit(rng: Random): Generated {
  const issued = rng.date(1990, 2026);
  const year = Number(issued.slice(0, 4));
  const car = carAt(rng, CARS_EN, year);
  const town = rng.pick(TOWNS_CA.filter((t) => t.region === 'ON'));
  const plate = plateCA(rng);
  const permit = String(rng.int(100000000, 999999999));
  const exp = `${year + rng.int(1, 2)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const owner = personEn(rng).toUpperCase();
  const vin = vinFor(rng, car.make, car.year);
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, 'Ontario', { size: 14, bold: true, serif: true });
  p.text(555, 'Ministry of Transportation', { size: 8, align: 'right' });
  p.down(18);
  p.text(40, "VEHICLE PERMIT / CERTIFICAT D'IMMATRICULATION", { size: 10, bold: true });
  p.down(16);
  p.text(40, 'VEHICLE PORTION', { size: 8, bold: true });
  p.down(8);
  field(p, 40, p.y, 200, 26, 'PERMIT NUMBER', permit);
  field(p, 240, p.y, 315, 26, 'VEHICLE IDENTIFICATION NUMBER', vin);
  p.y += 26;
  field(p, 40, p.y, 100, 26, 'YEAR', String(car.year));
  field(p, 140, p.y, 200, 26, 'MAKE / MODEL', `${car.make} ${car.model}`.toUpperCase().slice(0, 30), { size: 8 });
  field(p, 340, p.y, 105, 26, 'COLOUR', rng.pick(['BLK', 'WHI', 'RED', 'GRN', 'SIL', 'BLU']));
  field(p, 445, p.y, 110, 26, 'ISSUE DATE', fd(issued, 'iso'));
  p.y += 26;
  field(p, 40, p.y, 515, 26, 'REGISTRANT', `${owner}, ${streetEn(rng).toUpperCase()}, ${town.town.toUpperCase()} ON ${town.zip}`, { size: 8 });
  p.y += 44;
  p.box(40, p.y - 10, 515, 0.01);
  p.text(297, '- - - - - - - - - - - - - -  detach here / détacher ici  - - - - - - - - - - - - - -', { size: 7, align: 'center' });
  p.down(18);
  p.text(40, 'PLATE PORTION', { size: 8, bold: true });
  p.down(8);
  field(p, 40, p.y, 160, 30, 'PLATE NUMBER', plate, { size: 12, bold: true });
  field(p, 200, p.y, 160, 30, 'EXPIRY DATE', fd(exp, 'iso'), { size: 11, bold: true });
  field(p, 360, p.y, 195, 30, 'PERMIT NUMBER', permit);
  p.y += 30;
  field(p, 40, p.y, 515, 26, 'PLATE HOLDER', owner);
  p.y += 44;
  p.text(40, 'The registrant must notify the Ministry within 6 days of a change of address. Carry the vehicle portion in the vehicle.', { size: 7 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: permit, expiryDate: exp });
}

/** The German Fahrzeugbrief 1975–2004: Brief-Nr., the Fahrgestellnummer, the registering office's entry and date. */
export function fahrzeugbriefD(rng: Random): Generated {
  const issued = rng.date(1975, 2004);
  const car = carAt(rng, CARS_DE, Number(issued.slice(0, 4)));
  const town = rng.pick(TOWNS_D);
  const vin = vinFor(rng, car.make, car.year);
  const p = new PageBuilder();
  p.y = 50;
  p.text(297, 'Fahrzeugbrief', { size: 18, bold: true, serif: true, align: 'center' });
  p.text(555, `${letters(rng, 1)} ${rng.int(1000000, 9999999)}`, { y: 50, size: 11, align: 'right', serif: true });
  p.down(14);
  p.text(297, 'Dieser Brief ist sorgfältig aufzubewahren. Er ist kein Ausweis über die Verfügungsberechtigung.', { size: 7, align: 'center', serif: true });
  p.down(28);
  const rows: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2', 'Hersteller des Fahrzeugs', car.make],
    ['3', 'Typ und Ausführung', car.model],
    ['4', 'Fahrzeug-Identifizierungsnummer', vin],
    ['5', 'Leistung kW bei min⁻¹', `${rng.int(40, 220)} / ${rng.int(4500, 6500)}`],
    ['6', 'Hubraum cm³', String(rng.int(1200, 5500))],
    ['7', 'Farbe', rng.pick(['silber', 'weiß', 'rot', 'dunkelblau', 'schwarz', 'beige'])],
  ];
  for (const [n, l, v] of rows) {
    p.box(40, p.y - 10, 515, 22);
    p.text(44, n, { size: 7, serif: true });
    p.text(60, l, { size: 7.5, serif: true });
    p.text(250, v, { size: 10, serif: true });
    p.down(22);
  }
  p.down(16);
  p.text(40, 'Eintragungen der Zulassungsstelle', { size: 9, bold: true, serif: true });
  p.down(14);
  p.box(40, p.y - 10, 515, 90);
  p.text(48, `Halter: ${personDe(rng)}, ${streetDe(rng)}, ${town.zip} ${town.town}`, { size: 9.5, serif: true });
  p.down(14);
  p.text(48, `Amtl. Kennzeichen: ${plateD(rng, town.plate)}`, { size: 9.5, serif: true });
  p.down(14);
  p.text(48, `Tag der ersten Zulassung: ${fd(`${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')}`, {
    size: 9.5,
    serif: true,
  });
  p.down(24);
  p.text(48, `${town.town}, den ${fd(issued, 'de')}`, { size: 9.5, serif: true });
  p.text(360, `Die Zulassungsstelle ${town.town}`, { size: 8.5, serif: true });
  p.down(12);
  p.text(360, 'Im Auftrag', { size: 8.5, serif: true });
  p.down(40);
  p.text(40, 'Bei Veräußerung des Fahrzeugs ist der Brief dem Erwerber auszuhändigen.', { size: 7.5, serif: true });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** Zulassungsbescheinigung Teil II (Germany 2005–2026): the coded fields, the FIN, the office's issue date. */
export function zbTeil2(rng: Random): Generated {
  const issued = rng.date(2005, 2026);
  const car = carAt(rng, CARS_DE, Number(issued.slice(0, 4)));
  const town = rng.pick(TOWNS_D);
  const vin = vinFor(rng, car.make, car.year);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 });
  p.text(555, `${letters(rng, 2)}${rng.int(100000, 999999)}${letters(rng, 1)}`, { size: 11, bold: true, align: 'right' });
  p.down(18);
  p.text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 13, bold: true });
  p.down(28);
  const rows: [string, string, string][] = [
    ['C.2.1', 'Name oder Firmenname des Halters', lastDe(rng)],
    ['C.2.2', 'Vorname(n)', personDe(rng).split(' ')[0]],
    ['C.2.3', 'Anschrift', `${streetDe(rng)}, ${town.zip} ${town.town}`],
    ['D.1', 'Marke', car.make.toUpperCase()],
    ['D.3', 'Handelsbezeichnung', car.model.toUpperCase()],
    ['E', 'Fahrzeug-Identifizierungsnummer', vin],
    ['B', 'Datum der Erstzulassung', fd(`${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['A', 'Amtliches Kennzeichen', plateD(rng, town.plate)],
  ];
  for (const [c, l, v] of rows) {
    coded(p, 42, c, l, v, 513);
    p.down(26);
  }
  p.down(16);
  p.text(42, 'Ausstellende Zulassungsbehörde', { size: 7 });
  p.down(11);
  p.text(42, `${rng.pick(['Landratsamt', 'Stadt', 'Kreisverwaltung'])} ${town.town} – Zulassungsstelle`, { size: 9 });
  p.down(14);
  p.text(42, `Datum: ${fd(issued, 'de')}`, { size: 9 });
  p.box(330, p.y - 36, 200, 50);
  p.text(340, 'Siegel', { y: p.y + 8, size: 6.5 });
  p.down(40);
  p.text(42, 'Die Zulassungsbescheinigung Teil II ist kein Eigentumsnachweis. Sorgfältig aufbewahren, nicht im Fahrzeug mitführen.', { size: 7 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** A Midwestern certificate of title 1975–2026: title number, date issued, VIN, odometer statement, lienholder. */
export function usTitleMidwest(rng: Random): Generated {
  const issued = rng.date(1975, 2026);
  const year = Number(issued.slice(0, 4));
  const town = rng.pick(TOWNS_US.filter((t) => ['OH', 'MN', 'MI', 'IL', 'PA'].includes(t.region)));
  const car = carAt(rng, CARS_EN, year);
  const vin = vinFor(rng, car.make, car.year);
  const km = rng.int(10000, 180000);
  const p = new PageBuilder();
  p.y = 48;
  p.box(36, 28, 523, 560);
  p.text(297, `STATE OF ${STATE_NAME[town.region]}`, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(15);
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 11, bold: true, serif: true, align: 'center' });
  p.down(28);
  field(p, 48, p.y, 250, 28, 'TITLE NUMBER', `${rng.int(10, 99)}${rng.int(1000000, 9999999)}`, { serif: true });
  field(p, 298, p.y, 249, 28, 'DATE ISSUED', fd(issued, 'us'), { serif: true });
  p.y += 28;
  field(p, 48, p.y, 330, 28, 'VEHICLE IDENTIFICATION NUMBER', vin, { serif: true });
  field(p, 378, p.y, 169, 28, 'YEAR', String(car.year), { serif: true });
  p.y += 28;
  field(p, 48, p.y, 200, 28, 'MAKE', car.make.toUpperCase(), { serif: true });
  field(p, 248, p.y, 150, 28, 'MODEL', car.model.toUpperCase().slice(0, 20), { serif: true, size: 8 });
  field(p, 398, p.y, 149, 28, 'BODY TYPE', rng.pick(['2 DR', '4 DR', 'CONV', 'WAGON', 'PICKUP']), { serif: true });
  p.y += 28;
  field(p, 48, p.y, 250, 28, 'ODOMETER READING', `${grp(km, ',')} ${rng.pick(['ACTUAL', 'EXEMPT', 'NOT ACTUAL'])}`, { serif: true });
  field(p, 298, p.y, 249, 28, 'PRIOR TITLE STATE', rng.pick(['OH', 'MI', 'IN', 'NEW']), { serif: true });
  p.y += 40;
  p.text(48, 'OWNER(S)', { size: 7, serif: true });
  p.down(12);
  p.text(60, personEn(rng).toUpperCase(), { size: 10, serif: true });
  p.down(12);
  p.text(60, `${streetEn(rng).toUpperCase()}, ${town.town.toUpperCase()} ${town.region} ${town.zip}`, { size: 9.5, serif: true });
  p.down(26);
  p.text(48, 'FIRST LIENHOLDER', { size: 7, serif: true });
  p.down(12);
  p.text(60, rng.pick(['NONE', `${lastEn(rng).toUpperCase()} STATE BANK`, 'J.J. BEST BANC & CO', `${town.town.toUpperCase()} CREDIT UNION`]), {
    size: 9.5,
    serif: true,
  });
  p.down(30);
  p.text(48, 'The Registrar certifies that the records show the person named above as the owner of the vehicle described.', { size: 7.5, serif: true });
  p.down(30);
  p.text(48, `Clerk of Courts / Registrar, ${rng.pick(['Franklin', 'Hennepin', 'Kent', 'DuPage', 'Lancaster'])} County`, { size: 8, serif: true });
  p.down(40);
  p.text(48, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER (see reverse)', { size: 8, bold: true, serif: true });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}

/** A Southern / Western certificate of title (Texas- or Arizona-style) 1985–2026: date title issued, odometer, remarks. */
export function usTitleSouthwest(rng: Random): Generated {
  const issued = rng.date(1985, 2026);
  const year = Number(issued.slice(0, 4));
  const town = rng.pick(TOWNS_US.filter((t) => ['TX', 'AZ', 'SC', 'CA', 'WA'].includes(t.region)));
  const car = carAt(rng, CARS_EN, year);
  const vin = vinFor(rng, car.make, car.year);
  const p = new PageBuilder();
  p.y = 44;
  p.text(297, STATE_NAME[town.region], { size: 16, bold: true, align: 'center' });
  p.down(16);
  p.text(297, 'CERTIFICATE OF TITLE', { size: 12, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `DEPARTMENT OF ${rng.pick(['MOTOR VEHICLES', 'TRANSPORTATION', 'LICENSING'])}`, { size: 8, align: 'center' });
  p.down(26);
  const row1 = ['VEHICLE IDENTIFICATION NUMBER', 'YEAR MODEL', 'MAKE OF VEHICLE', 'BODY STYLE'];
  const val1 = [vin, String(car.year), car.make.toUpperCase(), rng.pick(['2D', '4D', 'CV', 'PK'])];
  const xs = [40, 230, 320, 460];
  row1.forEach((t, i) => p.text(xs[i], t, { size: 6.5 }));
  p.down(12);
  val1.forEach((t, i) => p.text(xs[i], t, { size: 10 }));
  p.down(22);
  const row2 = ['TITLE/DOCUMENT NUMBER', 'DATE TITLE ISSUED', 'ODOMETER READING', 'LICENSE'];
  const val2 = [String(rng.int(10000000, 99999999)) + String(rng.int(100000, 999999)), fd(issued, 'us'), `${grp(rng.int(5000, 190000), ',')}`, plateUS(rng)];
  row2.forEach((t, i) => p.text(xs[i], t, { size: 6.5 }));
  p.down(12);
  val2.forEach((t, i) => p.text(xs[i], t, { size: 10 }));
  p.down(26);
  p.text(40, 'OWNER', { size: 6.5 });
  p.down(12);
  p.text(40, `${personEn(rng).toUpperCase()}`, { size: 10 });
  p.down(12);
  p.text(40, `${streetEn(rng).toUpperCase()}, ${town.town.toUpperCase()}, ${town.region} ${town.zip}`, { size: 9.5 });
  p.down(24);
  p.text(40, 'REMARKS', { size: 6.5 });
  p.down(12);
  p.text(40, rng.pick(['NONE', 'ANTIQUE VEHICLE', 'ODOMETER EXEMPT', 'PREVIOUSLY REGISTERED IN ANOTHER STATE']), { size: 9.5 });
  p.down(24);
  p.text(40, 'LIEN RELEASED', { size: 6.5 });
  p.down(12);
  p.text(40, rng.chance(0.5) ? `${lastEn(rng).toUpperCase()} NATIONAL BANK  RELEASED ${fd(addDays(issued, -rng.int(30, 400)), 'us')}` : 'NO LIEN RECORDED', {
    size: 9,
  });
  p.down(34);
  p.text(40, 'UNDER THE LAWS OF THIS STATE THE PERSON NAMED HEREIN IS THE OWNER OF THE VEHICLE DESCRIBED ABOVE, SUBJECT TO', { size: 7 });
  p.down(9);
  p.text(40, 'ANY LIENS SHOWN. ANY ALTERATION OR ERASURE VOIDS THIS TITLE.', { size: 7 });
  p.down(30);
  p.text(360, 'DIRECTOR', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}
