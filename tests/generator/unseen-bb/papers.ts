/**
 * Registrations and titles as the same owners keep them: the green Fahrzeugschein with its inspection date, the
 * Zulassungsbescheinigung Teil I, the short-term plate's Fahrzeugschein; the British V5C and an American state
 * registration card; Fahrzeugbrief and Zulassungsbescheinigung Teil II; two American certificates of title.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, para, row } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_CARS, UK_CARS, US_CARS, deAddress, dePlate, digits, letters, name, thousands, ukAddress, ukPlate, usAddress, usPlate } from './kit';

const STATES: Record<string, string> = {
  OH: 'Ohio',
  CA: 'California',
  ID: 'Idaho',
  MI: 'Michigan',
  WA: 'Washington',
  OK: 'Oklahoma',
  NY: 'New York',
  IL: 'Illinois',
  PA: 'Pennsylvania',
  TN: 'Tennessee',
  WI: 'Wisconsin',
  OR: 'Oregon',
};

/** A field with its number and label above the value, as the German forms print them. */
function field(p: { text: (x: number, t: string, o?: object) => unknown }, x: number, y: number, code: string, label: string, value: string, size = 10) {
  p.text(x, `${code ? `${code}  ` : ''}${label}`, { size: 6.5, y });
  p.text(x, value, { size, y: y + 12 });
}

/** 1978–1995: the folding Fahrzeugschein: numbered fields, owner, plate, the next main inspection — and no expiry of its own. */
export function fahrzeugschein(rng: Random): Generated {
  const issued = rng.date(1978, 1995);
  const year = Number(issued.slice(0, 4));
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year));
  const a = deAddress(rng);
  const plate = dePlate(rng, a.district);
  const owner = name(rng, 'de');
  const hu = addDays(issued, rng.int(300, 720)).slice(0, 7);
  const p = new PageBuilder();
  p.box(60, 60, 475, 440);
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, serif: true, align: 'center', y: 80 });
  p.text(297, 'Fahrzeugschein', { size: 18, bold: true, serif: true, align: 'center', y: 102 });
  p.text(297, '(Bei Fahrten mitzuführen und zuständigen Personen auf Verlangen zur Prüfung auszuhändigen)', { size: 7, serif: true, align: 'center', y: 116 });
  field(p, 76, 142, '1', 'Amtliches Kennzeichen', plate, 13);
  field(p, 300, 142, '', 'Fahrzeug- und Aufbauart', rng.pick(['Pkw geschlossen', 'Pkw Cabriolet', 'Kombinationskraftwagen']));
  field(p, 76, 176, '2', 'Hersteller des Fahrgestells', car.make);
  field(p, 300, 176, '3', 'Typ und Ausführung', car.model);
  field(p, 76, 210, '4', 'Fahrzeug-Identifizierungsnummer', car.chassis(rng));
  field(
    p,
    300,
    210,
    '32',
    'Tag der ersten Zulassung',
    fd(`${car.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'),
  );
  field(p, 76, 244, '7', 'Hubraum cm³', String(rng.int(11, 30) * 100 - rng.int(0, 40)));
  field(p, 300, 244, '8', 'Leistung kW bei min⁻¹', `${rng.int(25, 135)} / ${rng.int(45, 62)}00`);
  hline(p, 70, 455, 274);
  p.text(76, 'Name, Vorname bzw. Firma und Anschrift des Fahrzeughalters', { size: 6.5, y: 290 });
  p.text(76, owner, { size: 10.5, y: 304 });
  p.text(76, `${a.street}, ${a.line2}`, { size: 10.5, y: 317 });
  hline(p, 70, 455, 330);
  p.box(76, 342, 180, 46);
  p.text(84, 'Nächste Hauptuntersuchung', { size: 7, y: 354 });
  p.text(84, `${hu.slice(5, 7)} / ${hu.slice(0, 4)}`, { size: 14, bold: true, y: 376 });
  p.box(280, 342, 240, 90);
  p.text(400, `Straßenverkehrsamt ${a.town}`, { size: 8, align: 'center', y: 358 });
  p.text(400, '(Zulassungsstelle)', { size: 7, align: 'center', y: 369 });
  p.text(400, `${a.town}, den ${fd(issued, 'de')}`, { size: 9, align: 'center', y: 400 });
  p.text(400, 'Im Auftrag', { size: 8, align: 'center', y: 420 });
  p.text(76, 'Die Zulassung erlischt bei Außerbetriebsetzung des Fahrzeugs.', { size: 7.5, serif: true, y: 480 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate });
}

/** 2008–2026: Zulassungsbescheinigung Teil I with its coded fields and the document number at the top. */
export function zulassungTeil1(rng: Random): Generated {
  const issued = rng.date(2008, 2026);
  const car = rng.pick(DE_CARS);
  const a = deAddress(rng);
  const h = rng.chance(0.7);
  const plate = dePlate(rng, a.district, h);
  const nr = `${letters(rng, 2)}${digits(rng, 7)}`;
  const owner = name(rng, 'de');
  const hu = addDays(issued, rng.int(200, 700)).slice(0, 7);
  const p = new PageBuilder();
  p.box(50, 50, 495, 470);
  p.text(60, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 7.5, y: 66 });
  p.text(60, 'Zulassungsbescheinigung Teil I', { size: 15, bold: true, y: 86 });
  p.text(60, '(Fahrzeugschein)', { size: 9, y: 99 });
  p.text(535, `Nr. ${nr}`, { size: 10.5, bold: true, align: 'right', y: 86 });
  const L = 60;
  const M = 300;
  field(p, L, 124, 'A', 'Amtliches Kennzeichen', plate, 13);
  field(
    p,
    M,
    124,
    'B',
    'Datum der Erstzulassung',
    fd(`${car.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'),
  );
  field(p, L, 158, 'I', 'Datum dieser Zulassung', fd(issued, 'de'));
  field(p, M, 158, '', 'HU', `${hu.slice(5, 7)}/${hu.slice(0, 4)}`);
  field(p, L, 192, 'C.1.1', 'Name oder Firmenname', owner.split(' ')[1]);
  field(p, M, 192, 'C.1.2', 'Vorname(n)', owner.split(' ')[0]);
  field(p, L, 226, 'C.1.3', 'Anschrift', `${a.street}, ${a.line2}`);
  field(p, L, 260, 'D.1', 'Marke', car.make.toUpperCase());
  field(p, M, 260, 'D.3', 'Handelsbezeichnung(en)', car.model.toUpperCase());
  field(p, L, 294, 'E', 'Fahrzeug-Identifizierungsnummer', car.chassis(rng));
  field(p, M, 294, 'J', 'Fahrzeugklasse', 'M1');
  field(p, L, 328, '5', 'Bezeichnung der Fahrzeugklasse und des Aufbaus', h ? 'PKW · OLDTIMER' : 'PKW · LIMOUSINE');
  field(p, M, 328, 'P.1', 'Hubraum in cm³', String(rng.int(11, 30) * 100 - rng.int(0, 40)));
  field(p, L, 362, 'P.3', 'Kraftstoffart', rng.pick(['BENZIN', 'DIESEL']));
  field(p, M, 362, '22', 'Bemerkungen', h ? 'FZ ALS OLDTIMER EINGESTUFT (§ 23 STVZO)' : '*** ');
  p.box(300, 410, 230, 90);
  p.text(415, `Landkreis ${a.town}`, { size: 8, align: 'center', y: 428 });
  p.text(415, 'Zulassungsbehörde', { size: 7, align: 'center', y: 439 });
  p.text(415, fd(issued, 'de'), { size: 9, align: 'center', y: 470 });
  p.y = 430;
  para(p, 60, 'Diese Bescheinigung ist bei Fahrten mitzuführen. Änderungen sind der Zulassungsbehörde unverzüglich anzuzeigen.', 50, { size: 7.5, step: 10 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr });
}

/** 2014–2026: the Fahrzeugschein for a short-term plate (Kurzzeitkennzeichen), valid for five days. */
export function kurzzeitFahrzeugschein(rng: Random): Generated {
  const issued = rng.date(2014, 2026);
  const until = addDays(issued, 4);
  const car = rng.pick(DE_CARS);
  const a = deAddress(rng);
  const plate = `${a.district}-04 ${rng.int(1, 999)}`;
  const owner = name(rng, 'de');
  const p = new PageBuilder();
  p.box(50, 50, 495, 400);
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true, align: 'center', y: 80 });
  p.text(297, 'nach § 16a Fahrzeug-Zulassungsverordnung', { size: 8.5, align: 'center', y: 94 });
  field(p, 70, 124, '', 'Kurzzeitkennzeichen', plate, 15);
  p.box(300, 112, 225, 40, true);
  p.text(310, 'Gültig bis', { size: 8, y: 126 });
  p.text(310, fd(until, 'de'), { size: 15, bold: true, y: 145 });
  field(p, 70, 172, '', 'Zuteilung am', fd(issued, 'de'));
  field(p, 300, 172, '', 'Versicherungsbestätigung (eVB)', letters(rng, 7));
  field(p, 70, 206, '', 'Name, Vorname', owner);
  field(p, 300, 206, '', 'Anschrift', `${a.street}, ${a.line2}`);
  field(p, 70, 240, '', 'Fahrzeughersteller / Typ', `${car.make} ${car.model}`);
  field(p, 300, 240, '', 'Fahrzeug-Identifizierungsnummer', car.chassis(rng));
  field(p, 70, 274, '', 'Zweck der Fahrten', rng.pick(['Überführungsfahrt nach Kauf', 'Prüfungsfahrt zur Hauptuntersuchung', 'Fahrt zur Zulassungsstelle']));
  p.y = 318;
  para(
    p,
    70,
    'Das Kurzzeitkennzeichen darf nur für Prüfungs-, Probe- oder Überführungsfahrten verwendet werden. Nach Ablauf der Gültigkeit ist die Benutzung unzulässig; das Kennzeichen ist zu entwerten.',
    85,
    { size: 8.5 },
  );
  p.box(300, 372, 225, 62);
  p.text(412, `Stadt ${a.town} – Zulassungsstelle`, { size: 8, align: 'center', y: 390 });
  p.text(412, 'Siegel', { size: 7, align: 'center', y: 420 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, expiryDate: until });
}

/** 2005–2026: the British V5C registration certificate: registration number, document reference number, keeper. */
export function ukV5c(rng: Random): Generated {
  const issued = rng.date(2005, 2026);
  const car = rng.pick(UK_CARS);
  const plate = ukPlate(rng, car.built);
  const ref = `${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 2)}`;
  const keeper = name(rng, 'en');
  const a = ukAddress(rng);
  const p = new PageBuilder();
  p.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true, y: 58 });
  p.text(50, 'V5C', { size: 11, y: 74 });
  p.text(545, 'Driver & Vehicle Licensing Agency, Swansea SA99 1BA', { size: 7.5, align: 'right', y: 58 });
  p.box(50, 88, 495, 40, true);
  p.text(60, 'Document reference number', { size: 7.5, y: 101 });
  p.text(60, ref, { size: 13, bold: true, y: 119 });
  p.text(320, 'Registration number', { size: 7.5, y: 101 });
  p.text(320, plate, { size: 13, bold: true, y: 119 });
  p.text(50, 'Registered keeper', { size: 9, bold: true, y: 152 });
  p.y = 166;
  for (const l of [keeper.toUpperCase(), a.street.toUpperCase(), a.town.toUpperCase(), a.postcode]) {
    p.text(50, l, { size: 10 });
    p.down(12);
  }
  const first = fd(`${car.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uk');
  const rows: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', first],
    ['', 'Date of first registration in UK', first],
    ['D.1', 'Make', car.make.toUpperCase()],
    ['D.3', 'Model', car.model.toUpperCase()],
    ['E', 'VIN/Chassis/Frame No.', car.chassis(rng)],
    ['P.1', 'Cylinder capacity (cc)', String(rng.int(10, 45) * 100 - rng.int(0, 30))],
    ['R', 'Colour', rng.pick(['RED', 'BLUE', 'GREEN', 'WHITE', 'BEIGE', 'SILVER'])],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Date of liability', fd(addDays(issued, -rng.int(0, 20)), 'uk')],
    ['', 'Number of previous keepers', String(rng.int(1, 9))],
    ['', 'Date of issue', fd(issued, 'uk')],
  ];
  p.y = 240;
  for (const [c, k, v] of rows) {
    row(p, [{ x: 50 }, { x: 80 }, { x: 280 }], [c, k, v], { size: 9 });
    hline(p, 50, 495, p.y + 4);
    p.down(17);
  }
  p.down(14);
  para(
    p,
    50,
    'This document is not proof of ownership. The registered keeper is the person responsible for registering and taxing the vehicle. Tell DVLA about any changes at once.',
    110,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** 1985–2026: an American state registration card: plate, registration number, the expiration date. */
export function usRegistrationCard(rng: Random): Generated {
  const issued = rng.date(1985, 2026);
  const until = addDays(`${Number(issued.slice(0, 4)) + rng.pick([1, 2])}${issued.slice(4, 8)}01`, -1);
  const car = rng.pick(US_CARS);
  const a = usAddress(rng);
  const plate = usPlate(rng);
  const reg = `${digits(rng, 9)}`;
  const owner = name(rng, 'en').toUpperCase();
  const p = new PageBuilder();
  p.box(70, 60, 455, 250);
  p.text(86, `STATE OF ${STATES[a.state].toUpperCase()}`, { size: 10, bold: true, y: 82 });
  p.text(86, rng.pick(['BUREAU OF MOTOR VEHICLES', 'DEPARTMENT OF MOTOR VEHICLES', 'SECRETARY OF STATE']), { size: 8, y: 94 });
  p.text(510, 'VEHICLE REGISTRATION', { size: 11, bold: true, align: 'right', y: 82 });
  p.text(510, rng.pick(['HISTORIC VEHICLE', 'COLLECTOR', 'PASSENGER']), { size: 8, align: 'right', y: 94 });
  hline(p, 80, 435, 102);
  const c = [86, 190, 300, 410];
  const put = (y: number, labels: string[], vals: string[]) => {
    labels.forEach((l, i) => p.text(c[i], l, { size: 6.5, y }));
    vals.forEach((v, i) => p.text(c[i], v, { size: 10, y: y + 12 }));
  };
  put(120, ['PLATE NO', 'REG NO', 'ISSUED', 'EXPIRES'], [plate, reg, fd(issued, 'us'), fd(until, 'us')]);
  put(156, ['YEAR', 'MAKE', 'MODEL', 'BODY'], [String(car.built), car.make.toUpperCase(), car.model.toUpperCase(), rng.pick(['2D', '4D', 'PK', 'CV', 'WG'])]);
  put(192, ['VIN', '', '', 'FEES PAID'], [car.chassis(rng), '', '', `$${rng.int(18, 95)}.00`]);
  p.text(86, 'REGISTERED OWNER', { size: 6.5, y: 228 });
  p.text(86, owner, { size: 10, y: 240 });
  p.text(86, `${a.street.toUpperCase()}, ${a.line2.toUpperCase()}`, { size: 10, y: 252 });
  p.text(86, 'KEEP IN VEHICLE · THIS REGISTRATION MUST BE RENEWED ON OR BEFORE THE EXPIRATION DATE', { size: 6.5, y: 290 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: reg, expiryDate: until });
}

/** 1978–2004: the Fahrzeugbrief: its number, the chassis number, the owner entries, the date it was made out. */
export function fahrzeugbrief(rng: Random): Generated {
  const issued = rng.date(1978, 2004);
  const year = Number(issued.slice(0, 4));
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year));
  const vin = car.chassis(rng);
  const a = deAddress(rng);
  const nr = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.box(50, 50, 495, 520);
  p.text(297, 'Fahrzeugbrief', { size: 20, bold: true, serif: true, align: 'center', y: 86 });
  p.text(297, 'Der Brief ist sorgfältig aufzubewahren. Er ist bei jeder Befassung der Zulassungsstelle vorzulegen.', {
    size: 7,
    serif: true,
    align: 'center',
    y: 100,
  });
  p.text(530, `Nr. ${nr}`, { size: 11, align: 'right', y: 70 });
  field(p, 66, 130, '2', 'Hersteller', car.make);
  field(p, 300, 130, '3', 'Typ und Ausführung', car.model);
  field(p, 66, 164, '4', 'Fahrzeug-Identifizierungsnummer', vin, 11);
  field(p, 300, 164, '', 'Baujahr', String(car.built));
  field(p, 66, 198, '7', 'Hubraum cm³', String(rng.int(11, 30) * 100 - rng.int(0, 40)));
  field(p, 300, 198, '', 'Farbe', rng.pick(['weiß', 'rot', 'blau met.', 'grün', 'silber']));
  hline(p, 60, 475, 228);
  p.text(66, 'Eintragungen über den Halter', { size: 9, bold: true, serif: true, y: 246 });
  p.y = 266;
  const n = rng.int(1, 3);
  let d = issued;
  for (let i = 0; i < n; i++) {
    const ha = deAddress(rng);
    row(p, [{ x: 66 }, { x: 86 }, { x: 420 }], [`${i + 1}.`, `${name(rng, 'de')}, ${ha.street}, ${ha.line2}`, `Zul. ${fd(d, 'de')}`], { size: 9 });
    p.down(13);
    row(p, [{ x: 86 }], [`Amtl. Kennzeichen ${dePlate(rng, ha.district)}`], { size: 9 });
    p.down(20);
    d = addDays(d, rng.int(400, 3000));
  }
  p.box(300, 450, 230, 100);
  p.text(415, `Der Oberkreisdirektor des Kreises ${a.town}`, { size: 7.5, align: 'center', y: 466 });
  p.text(415, '– Straßenverkehrsamt –', { size: 7.5, align: 'center', y: 477 });
  p.text(415, `Ausgefertigt am ${fd(issued, 'de')}`, { size: 10, align: 'center', y: 508 });
  p.text(415, 'Im Auftrag', { size: 8, align: 'center', y: 530 });
  p.text(66, 'Der Fahrzeugbrief ist kein Eigentumsnachweis.', { size: 8, serif: true, y: 545 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** 2005–2026: Zulassungsbescheinigung Teil II (Fahrzeugbrief) with its coded fields and the date of issue under the seal. */
export function zulassungTeil2(rng: Random): Generated {
  const issued = rng.date(2005, 2026);
  const car = rng.pick(DE_CARS);
  const vin = car.chassis(rng);
  const a = deAddress(rng);
  const nr = `${letters(rng, 2)}${digits(rng, 6)}`;
  const owner = name(rng, 'de');
  const p = new PageBuilder();
  p.box(50, 50, 495, 460);
  p.text(60, 'Zulassungsbescheinigung Teil II', { size: 15, bold: true, y: 76 });
  p.text(60, '(Fahrzeugbrief)', { size: 9, y: 89 });
  p.text(535, nr, { size: 12, bold: true, align: 'right', y: 76 });
  field(
    p,
    60,
    118,
    'B',
    'Datum der Erstzulassung',
    fd(`${car.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'),
  );
  field(p, 300, 118, 'A', 'Amtliches Kennzeichen', dePlate(rng, a.district, rng.chance(0.6)));
  field(p, 60, 152, 'D.1', 'Marke', car.make.toUpperCase());
  field(p, 300, 152, 'D.3', 'Handelsbezeichnung(en)', car.model.toUpperCase());
  field(p, 60, 186, 'E', 'Fahrzeug-Identifizierungsnummer', vin);
  field(p, 300, 186, '2.1', 'Code zu 2', String(rng.int(100, 999)).padStart(4, '0'));
  field(p, 60, 220, 'C.6.1', 'Name oder Firmenname', owner.split(' ')[1]);
  field(p, 300, 220, 'C.6.2', 'Vorname(n)', owner.split(' ')[0]);
  field(p, 60, 254, 'C.6.3', 'Anschrift', `${a.street}, ${a.line2}`);
  field(p, 60, 288, 'C.4c', 'Der Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer des Fahrzeugs ausgewiesen.', '');
  field(p, 60, 322, '', 'Anzahl der Vorbesitzer', String(rng.int(1, 8)));
  p.box(300, 390, 230, 100);
  p.text(415, `Kreis ${a.town}`, { size: 8, align: 'center', y: 408 });
  p.text(415, 'Zulassungsbehörde', { size: 7, align: 'center', y: 419 });
  p.text(415, `Datum: ${fd(issued, 'de')}`, { size: 10, align: 'center', y: 460 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** 1995–2026: an American certificate of title: title number, VIN, odometer, owner, lienholder, date issued. */
export function usTitleModern(rng: Random): Generated {
  const issued = rng.date(1995, 2026);
  const car = rng.pick(US_CARS);
  const vin = car.chassis(rng);
  const a = usAddress(rng);
  const p = new PageBuilder();
  p.box(40, 40, 515, 430);
  p.box(46, 46, 503, 418);
  p.text(297, `STATE OF ${STATES[a.state].toUpperCase()}`, { size: 12, bold: true, align: 'center', y: 72 });
  p.text(297, 'CERTIFICATE OF TITLE', { size: 18, bold: true, serif: true, align: 'center', y: 96 });
  p.text(297, 'FOR A MOTOR VEHICLE', { size: 9, align: 'center', y: 110 });
  const c = [64, 230, 400];
  const put = (y: number, labels: string[], vals: string[]) => {
    labels.forEach((l, i) => p.text(c[i], l, { size: 6.5, y }));
    vals.forEach((v, i) => p.text(c[i], v, { size: 10, y: y + 13 }));
  };
  put(138, ['TITLE NUMBER', 'DATE ISSUED', 'PREVIOUS TITLE STATE'], [`${digits(rng, 8)}`, fd(issued, 'us'), rng.pick(['OH', 'CA', 'TX', 'FL', 'IN'])]);
  put(
    174,
    ['VEHICLE IDENTIFICATION NUMBER', 'YEAR / MAKE', 'MODEL / BODY'],
    [vin, `${car.built} ${car.make.toUpperCase()}`, `${car.model.toUpperCase()} / ${rng.pick(['2D', 'CP', 'PK', 'CV'])}`],
  );
  put(
    210,
    ['ODOMETER READING', 'ODOMETER BRAND', 'PURCHASE DATE'],
    [thousands(rng.int(10000, 99999), ','), rng.pick(['EXEMPT', 'NOT ACTUAL', 'EXCEEDS MECHANICAL LIMITS']), fd(addDays(issued, -rng.int(5, 40)), 'us')],
  );
  hline(p, 56, 483, 236);
  p.text(64, 'OWNER(S)', { size: 6.5, y: 252 });
  p.text(64, name(rng, 'en').toUpperCase(), { size: 10.5, y: 266 });
  p.text(64, `${a.street.toUpperCase()}, ${a.line2.toUpperCase()}`, { size: 10.5, y: 280 });
  p.text(64, 'FIRST LIENHOLDER', { size: 6.5, y: 304 });
  p.text(64, 'NONE', { size: 10.5, y: 318 });
  p.y = 346;
  para(
    p,
    64,
    'The records of this office show the person(s) named herein as the owner(s) of the vehicle described, subject to the liens shown. Any alteration or erasure voids this title.',
    100,
    { size: 7.5, step: 10 },
  );
  p.text(360, rng.pick(['Registrar', 'Director', 'Commissioner']), { size: 9, serif: true, y: 420 });
  hline(p, 340, 180, 408);
  p.text(64, `CONTROL NO. ${letters(rng, 1)}${digits(rng, 7)}`, { size: 8, y: 440 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}

/** 1978–1994: an older typed certificate of title: the car and owner typed into the printed form, the date of issue beside the seal. */
export function usTitleTyped(rng: Random): Generated {
  const issued = rng.date(1978, 1994);
  const year = Number(issued.slice(0, 4));
  const car = rng.pick(US_CARS.filter((c) => c.built <= year));
  const vin = car.chassis(rng);
  const a = usAddress(rng);
  const state = STATES[a.state];
  const p = new PageBuilder();
  p.box(40, 40, 515, 380);
  p.text(297, `The ${a.state === 'PA' ? 'Commonwealth' : 'State'} of ${state}`, { size: 13, serif: true, align: 'center', y: 72 });
  p.text(297, 'Certificate of Title to a Motor Vehicle', { size: 16, serif: true, bold: true, align: 'center', y: 94 });
  p.text(520, `No. ${letters(rng, 1)} ${digits(rng, 7)}`, { size: 10, align: 'right', y: 118 });
  p.y = 144;
  para(
    p,
    60,
    `This is to certify that, according to the records of the Department, the person named below is the owner of the motor vehicle described herein.`,
    95,
    { size: 9.5, serif: true, step: 13 },
  );
  p.down(10);
  const f = (label: string, v: string) => {
    p.text(60, label, { size: 8.5, serif: true });
    p.text(200, v, { size: 10.5 });
    hline(p, 196, 324, p.y + 3);
    p.down(20);
  };
  f('Year and Make', `${car.built} ${car.make.toUpperCase()}`);
  f('Model', car.model.toUpperCase());
  f('Vehicle Ident. No.', vin);
  f('Owner', name(rng, 'en').toUpperCase());
  f('Address', `${a.street.toUpperCase()}, ${a.line2.toUpperCase()}`);
  f('Liens', 'NONE');
  f('Date of Issue', fd(issued, rng.pick(['us', 'uslong'])));
  p.box(380, 340, 140, 60);
  p.text(450, 'SEAL', { size: 8, align: 'center', y: 374 });
  p.text(60, 'Registrar of Motor Vehicles', { size: 9, serif: true, y: 390 });
  hline(p, 60, 200, 378);
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}
