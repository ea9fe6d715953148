/** Registration documents and titles full of coded fields (unseen-av). */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addrDE, addrUK, addrUS, car, cell, cells, digits, letters, PEOPLE_DE, PEOPLE_EN, plateAT, plateCH, plateDE, plateUK, plateUS, vin } from './kit';

/** Zulassungsbescheinigung Teil I: the EU field codes A…S, the document number, the ZB II number beside it. */
export function zulassungTeil1(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const y = Number(date.slice(0, 4));
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const plate = plateDE(rng, y);
  const [make, model] = car(rng);
  p.text(40, 'Bundesrepublik Deutschland', { y: 40, size: 9 });
  p.text(40, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { y: 54, size: 12, bold: true });
  p.text(555, `Nr. ${no}`, { y: 54, size: 11, bold: true, align: 'right' });
  p.text(40, `Zulassungsbehörde ${addrDE(rng).town} · Straßenverkehrsamt`, { y: 66, size: 8 });
  const F: [string, string][] = [
    ['A  Amtliches Kennzeichen', plate],
    ['B  Datum der Erstzulassung', fd(rng.date(1960, y), 'de')],
    ['I  Datum dieser Zulassung', fd(date, 'de')],
    ['C.1.1 Name / Firmenname', rng.pick(PEOPLE_DE).split(' ')[1]],
    ['C.1.2 Vorname(n)', rng.pick(PEOPLE_DE).split(' ')[0]],
    ['C.1.3 Anschrift', addrDE(rng).city],
    ['2.1 Code zu 2', digits(rng, 4)],
    ['2.2 Code zu D.2', `${letters(rng, 3)}${digits(rng, 5)}`],
    ['J  Fahrzeugklasse', 'M1'],
    ['D.1 Marke', make.toUpperCase()],
    ['D.2 Typ / Variante / Version', `${letters(rng, 2)}${digits(rng, 2)} / ${letters(rng, 3)}`],
    ['D.3 Handelsbezeichnung(en)', model.toUpperCase()],
    ['E  Fahrzeug-Identifizierungsnummer', vin(rng, 1990)],
    ['F.1 Techn. zul. Gesamtmasse kg', String(rng.int(1100, 2400))],
    ['P.1 Hubraum cm³', String(rng.int(1100, 4500))],
    ['P.2 / P.4 Nennleistung kW / min⁻¹', `${rng.int(40, 220)} / ${rng.int(4500, 6500)}`],
    ['P.3 Kraftstoffart', rng.pick(['Benzin', 'Diesel'])],
    ['R  Farbe des Fahrzeugs', rng.pick(['Rot', 'Blau', 'Silber', 'Grün'])],
    ['S.1 Sitzplätze', String(rng.int(2, 5))],
    ['Nr. der Zulassungsbescheinigung Teil II', `${letters(rng, 2)}${digits(rng, 7)}`],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}.${y + 2}`],
  ];
  F.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 78 + Math.floor(i / 3) * 26, 172, 26, l, v));
  p.text(40, '(22) Bemerkungen: ' + rng.pick(['Historisches Fahrzeug nach § 9 FZV', 'keine', 'Saisonkennzeichen 04-10']), { y: 280, size: 8 });
  p.text(40, 'Diese Bescheinigung ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { y: 300, size: 7 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** The Swiss Fahrzeugausweis: numbered fields 01–40, Kontrollschild in 15, Ausweis number, Stammnummer in 18. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2026);
  const no = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const plate = plateCH(rng);
  const [make, model] = car(rng);
  p.box(40, 30, 515, 330);
  p.text(50, 'Schweizerische Eidgenossenschaft · Kanton ' + plate.slice(0, 2), { y: 46, size: 8 });
  p.text(297, 'FAHRZEUGAUSWEIS', { y: 62, size: 14, bold: true, align: 'center' });
  p.text(297, 'Permis de circulation · Licenza di circolazione', { y: 73, size: 7, align: 'center' });
  p.text(545, `Ausweis-Nr. ${no}`, { y: 46, size: 9, bold: true, align: 'right' });
  const F: [string, string][] = [
    ['01 Name, Vorname', rng.pick(PEOPLE_DE)],
    ['02 Adresse', `${rng.pick(['Dorfstrasse', 'Bahnhofstrasse'])} ${rng.int(1, 80)}`],
    ['03 PLZ / Ort', rng.pick(['8400 Winterthur', '3600 Thun', '6000 Luzern'])],
    ['15 Kontrollschild', plate],
    ['18 Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['19 Fahrzeugart', 'Personenwagen'],
    ['21 Marke und Typ', `${make} ${model}`],
    ['23 Fahrgestell-Nr.', vin(rng, 1985)],
    ['24 Typengenehmigung', `1${letters(rng, 2)}${digits(rng, 3)}`],
    ['25 Farbe', rng.pick(['rot', 'blau', 'grau', 'schwarz'])],
    ['36 1. Inverkehrsetzung', fd(rng.date(1955, Number(date.slice(0, 4))), 'de')],
    ['37 Hubraum cm³', String(rng.int(1000, 5000))],
    ['35 Gesamtgewicht kg', String(rng.int(1000, 2200))],
    ['38 Ausgestellt am', fd(date, 'de')],
    ['40 Versicherung', rng.pick(['Mobilia', 'Alpina', 'Helvetia'])],
  ];
  F.forEach(([l, v], i) => cell(p, 50 + (i % 3) * 165, 84 + Math.floor(i / 3) * 28, 165, 28, l, v, { size: 8.5 }));
  p.text(50, '33 Bemerkungen: ' + rng.pick(['Veteranenfahrzeug, Nachprüfung alle 6 Jahre', 'keine', 'Wechselschild']), { y: 240, size: 8 });
  p.text(50, `Strassenverkehrsamt des Kantons · Letzte Prüfung ${fd(addDays(date, -rng.int(10, 900)), 'de')}`, { y: 340, size: 7.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** The Austrian Zulassungsschein: Teil I with Kennzeichen (A), Zulassungsschein-Nr. and the Genehmigungs fields. */
export function zulassungsscheinAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 2026);
  const no = `${letters(rng, 1)} ${digits(rng, 6)}`;
  const plate = plateAT(rng);
  const [make, model] = car(rng);
  p.text(297, 'REPUBLIK ÖSTERREICH', { y: 44, size: 9, align: 'center' });
  p.text(297, 'ZULASSUNGSSCHEIN', { y: 60, size: 14, bold: true, align: 'center' });
  p.text(297, 'Teil I', { y: 72, size: 8, align: 'center' });
  cell(p, 400, 82, 155, 28, 'Zulassungsschein-Nr.', no, { bold: true });
  cell(p, 40, 82, 150, 28, 'A Kennzeichen', plate, { bold: true });
  cell(p, 190, 82, 210, 28, 'Zulassungsstelle', rng.pick(['BH Mödling', 'Magistrat Graz', 'Versicherungsbüro Linz']));
  const F: [string, string][] = [
    ['B Datum der Erstzulassung', fd(rng.date(1955, Number(date.slice(0, 4))), 'de')],
    ['I Datum der Zulassung', fd(date, 'de')],
    ['C.1.1 Zulassungsbesitzer', rng.pick(PEOPLE_DE)],
    ['D.1 Marke', make],
    ['D.3 Handelsbez.', model],
    ['E Fahrzeug-Ident.-Nr.', vin(rng, 1985)],
    ['K Genehmigungs-Nr.', `${digits(rng, 5)}-${rng.int(1, 9)}`],
    ['P.1 Hubraum', `${rng.int(900, 4000)} cm³`],
    ['P.2 Leistung', `${rng.int(30, 200)} kW`],
    ['R Farbe', rng.pick(['grün', 'weiß', 'orange'])],
    ['V.9 Emissionsklasse', rng.pick(['EURO 4', 'ohne', 'EURO 2'])],
    ['Versicherung / Polizzen-Nr.', `${rng.pick(['Uniqa', 'Generali', 'Wr. Städtische'])} ${digits(rng, 9)}`],
  ];
  F.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 116 + Math.floor(i / 3) * 26, 172, 26, l, v));
  p.text(40, 'Gültig ohne Stempel. Bei Änderungen ist die Zulassungsstelle binnen einer Woche zu verständigen.', { y: 240, size: 7 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** The UK V5C registration certificate: document reference number, registration number, numbered fields. */
export function v5c(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2026);
  const y = Number(date.slice(0, 4));
  const ref = `${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 2)}`;
  const plate = plateUK(rng, rng.chance(0.5) ? 1975 : y);
  const [make, model] = car(rng);
  p.text(40, 'Vehicle Registration Certificate', { y: 44, size: 13, bold: true });
  p.text(40, 'V5C', { y: 58, size: 10, bold: true });
  p.text(555, 'Document reference number', { y: 44, size: 7, align: 'right' });
  p.text(555, ref, { y: 58, size: 12, bold: true, align: 'right' });
  p.text(40, 'DVLA, Swansea SA99 1BA. The registered keeper is not necessarily the legal owner.', { y: 72, size: 7 });
  const F: [string, string][] = [
    ['A  Registration number', plate],
    ['B  Date of first registration', fd(rng.date(1950, y), 'uk')],
    ['B.1 Date of first registration in UK', fd(rng.date(1960, y), 'uk')],
    ['C.1 Registered keeper', rng.pick(PEOPLE_EN)],
    ['C.1 Address', addrUK(rng).city],
    ['D.1 Make', make.toUpperCase()],
    ['D.3 Model', model.toUpperCase()],
    ['D.5 Body type', rng.pick(['SALOON', 'CONVERTIBLE', 'COUPE'])],
    ['E  VIN/Chassis/Frame No.', vin(rng, 1990)],
    ['P.1 Cylinder capacity (cc)', String(rng.int(1000, 4200))],
    ['P.3 Type of fuel', 'PETROL'],
    ['R  Colour', rng.pick(['RED', 'GREEN', 'WHITE', 'BLUE'])],
    ['S.1 Number of seats', String(rng.int(2, 5))],
    ['Taxation class', rng.pick(['HISTORIC VEHICLE', 'PETROL CAR', 'PLG'])],
    ['Date of acquisition', fd(date, 'uk')],
  ];
  F.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 84 + Math.floor(i / 3) * 26, 172, 26, l, v));
  p.text(40, 'Previous registered keepers: ' + rng.int(1, 9), { y: 230, size: 8 });
  p.text(40, 'Section 2: Selling or transferring your vehicle to a motor trader, insurer or dismantler ...', { y: 250, size: 7 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** A US state registration card: plate, registration/control number, fees paid, expiration. */
export function usRegistrationCard(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1975, 2025);
  const exp = addDays(`${Number(issued.slice(0, 4)) + rng.pick([1, 2])}${issued.slice(4)}`, 0);
  const state = rng.pick(['COMMONWEALTH OF PENNSYLVANIA', 'STATE OF OHIO', 'STATE OF WASHINGTON', 'STATE OF MICHIGAN']);
  const plate = plateUS(rng);
  const reg = `${digits(rng, 4)}${digits(rng, 5)}`;
  const [make] = car(rng);
  p.box(40, 30, 515, 210);
  p.text(297, state, { y: 46, size: 10, bold: true, align: 'center' });
  p.text(297, 'VEHICLE REGISTRATION CARD', { y: 58, size: 9, align: 'center' });
  cells(p, 50, 68, 26, [
    [100, 'PLATE NO.', plate],
    [120, 'REGISTRATION NO.', reg],
    [100, 'TITLE NO.', digits(rng, 8)],
    [75, 'CLASS', rng.pick(['PC', 'ANTIQUE', 'PAS'])],
    [100, 'EXPIRES', fd(exp, 'us')],
  ]);
  cells(p, 50, 94, 26, [
    [50, 'YEAR', String(rng.int(1955, 2020))],
    [100, 'MAKE', make.toUpperCase().slice(0, 5)],
    [60, 'BODY', rng.pick(['2D', '4D', 'CV', 'SW'])],
    [160, 'VEHICLE ID NO.', vin(rng, 1990)],
    [125, 'WEIGHT', String(rng.int(2200, 4500))],
  ]);
  cells(p, 50, 120, 26, [
    [220, 'REGISTERED OWNER', rng.pick(PEOPLE_EN).toUpperCase()],
    [160, 'ADDRESS', addrUS(rng).city],
    [115, 'ISSUE DATE', fd(issued, 'us')],
  ]);
  cells(p, 50, 146, 26, [
    [100, 'REG FEE', num(rng.int(18, 90), 'en')],
    [100, 'COUNTY FEE', num(rng.int(5, 20), 'en')],
    [100, 'TRANS. FEE', num(rng.pick([0, 3, 5]), 'en')],
    [195, 'VALIDATION', `${letters(rng, 1)}${digits(rng, 9)}`],
  ]);
  p.text(50, 'KEEP IN VEHICLE. SIGN BELOW. THIS CARD MUST BE SHOWN UPON DEMAND OF ANY POLICE OFFICER.', { y: 190, size: 6.5 });
  p.text(50, 'SIGNATURE OF OWNER ______________________', { y: 220, size: 7 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: reg, expiryDate: exp });
}

/** Zulassungsbescheinigung Teil II: the numbered fields, ZB II number, issue date by the authority. */
export function zulassungTeil2(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const v = vin(rng, 1995);
  const [make, model] = car(rng);
  p.text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { y: 48, size: 12, bold: true });
  p.text(555, `${letters(rng, 2)}${digits(rng, 7)}`, { y: 48, size: 12, bold: true, align: 'right' });
  p.text(40, 'Bei jeder Befassung der Zulassungsbehörde vorzulegen. Nicht im Fahrzeug aufbewahren.', { y: 60, size: 7 });
  const F: [string, string][] = [
    ['E  Fahrzeug-Identifizierungsnummer', v],
    ['B  Datum der Erstzulassung', fd(rng.date(1955, 2004), 'de')],
    ['2.1 / 2.2 Code Hersteller / Typ', `${digits(rng, 4)} / ${letters(rng, 3)}`],
    ['D.1 Marke', make.toUpperCase()],
    ['D.2 Typ', `${letters(rng, 2)}${digits(rng, 3)}`],
    ['D.3 Handelsbezeichnung', model.toUpperCase()],
    ['5  Bezeichnung der Fahrzeugklasse', 'PKW GESCHLOSSEN'],
    ['J  Fahrzeugklasse', 'M1'],
    ['P.1 Hubraum', String(rng.int(1100, 4500))],
    ['C.4c Inhaber der ZB ist nicht Eigentümer', '(Hinweis)'],
    ['C.2.1 Name', rng.pick(PEOPLE_DE).split(' ')[1]],
    ['C.2.3 Anschrift', addrDE(rng).city],
    ['Anzahl der Vorhalter', String(rng.int(1, 8))],
    ['Kennzeichen', plateDE(rng, 2010)],
    ['Datum (Ausstellung)', fd(date, 'de')],
  ];
  F.forEach(([l, v2], i) => cell(p, 40 + (i % 3) * 172, 72 + Math.floor(i / 3) * 26, 172, 26, l, v2));
  p.box(350, 220, 205, 60);
  p.text(356, 'Zulassungsbehörde (Siegel)', { y: 230, size: 6.5 });
  p.text(356, `Landratsamt ${addrDE(rng).town}`, { y: 250, size: 9 });
  p.text(356, `ausgestellt am ${fd(date, 'de')}`, { y: 266, size: 8 });
  return doc(p, 'de', { documentType: 'title', date, vin: v });
}

/** The old Kraftfahrzeugbrief (to 2005): Brief-Nr. with letter, numbered Ziffern, Fahrgestell in 4, ausgestellt am. */
export function kraftfahrzeugbrief(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 2004);
  const y = Number(date.slice(0, 4));
  const v = vin(rng, y);
  const [make, model] = car(rng);
  p.text(297, 'Kraftfahrzeugbrief', { y: 50, size: 15, serif: true, bold: true, align: 'center' });
  p.text(555, `${letters(rng, 1)} ${digits(rng, 7)}`, { y: 50, size: 12, align: 'right' });
  p.text(297, 'Der Brief ist sorgfältig aufzubewahren. Er ist kein Ausweis über das Eigentum.', { y: 64, size: 7, serif: true, align: 'center' });
  const Z: [string, string][] = [
    ['1', `Fahrzeug- und Aufbauart: ${rng.pick(['Pkw geschlossen', 'Pkw Cabriolet', 'Kombinationskraftwagen'])}`],
    ['2', `Hersteller: ${make}`],
    ['3', `Typ und Ausführung: ${model}`],
    ['4', `Fahrzeug-Ident.-Nr.: ${v}`],
    ['5', `Antriebsart / Kraftstoff: ${rng.pick(['Otto / Benzin', 'Diesel'])}`],
    ['6', `Leistung kW bei min⁻¹: ${rng.int(25, 150)} / ${rng.int(4000, 6500)}`],
    ['7', `Hubraum cm³: ${rng.int(1100, 3500)}`],
    ['14', `Zul. Gesamtgewicht kg: ${rng.int(900, 2000)}`],
    ['20', `Bereifung: ${rng.pick(['165 SR 15', '185/70 HR 14', '5.60-15'])}`],
    ['32', `Tag der ersten Zulassung: ${fd(rng.date(1955, y), 'de')}`],
    ['33', `Bemerkungen: ${rng.pick(['keine', 'Anhängerkupplung eingetragen', 'Farbe geändert'])}`],
  ];
  p.y = 90;
  for (const [z, t] of Z) {
    p.box(40, p.y - 9, 22, 13);
    p.text(51, z, { size: 8, align: 'center' });
    p.text(70, t, { size: 9, serif: true });
    p.down(15);
  }
  p.down(10);
  p.text(40, `Amtl. Kennzeichen: ${plateDE(rng, 1990).replace(/H$/, '')}   Halter: ${rng.pick(PEOPLE_DE)}, ${addrDE(rng).city}`, { size: 9, serif: true });
  p.down(30);
  p.text(40, `${addrDE(rng).town}, den ${fd(date, rng.pick(['de', 'delong'] as const))}`, { size: 9, serif: true });
  p.text(350, 'Die Zulassungsstelle', { size: 9, serif: true });
  p.down(12);
  p.text(40, 'Ausgestellt', { size: 7 });
  return doc(p, 'de', { documentType: 'title', date, vin: v });
}

/** A US certificate of title with boxes, odometer brand, lienholder and the assignment section on the same face. */
export function usCertificateOfTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 2026);
  const v = vin(rng, Number(date.slice(0, 4)));
  const state = rng.pick(['OHIO', 'TEXAS', 'OREGON', 'GEORGIA']);
  const [make, model] = car(rng);
  p.box(30, 30, 535, 480);
  p.text(297, `STATE OF ${state}`, { y: 50, size: 12, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 64, size: 10, align: 'center' });
  cells(p, 40, 74, 26, [
    [120, 'TITLE NUMBER', `${digits(rng, 4)}${digits(rng, 6)}`],
    [170, 'VEHICLE IDENTIFICATION NUMBER', v],
    [50, 'YEAR', String(rng.int(1955, 2015))],
    [90, 'MAKE', make.toUpperCase().slice(0, 6)],
    [85, 'BODY STYLE', rng.pick(['2DR', 'CONV', '4DR', 'CPE'])],
  ]);
  cells(p, 40, 100, 26, [
    [120, 'MODEL', model.toUpperCase()],
    [90, 'ODOMETER', String(rng.int(10000, 99999))],
    [130, 'ODOMETER STATUS', rng.pick(['ACTUAL MILEAGE', 'EXEMPT', 'NOT ACTUAL'])],
    [80, 'PREV. STATE', rng.pick(['CA', 'FL', 'AZ', '—'])],
    [95, 'DATE ISSUED', fd(date, rng.pick(['us', 'usshort'] as const))],
  ]);
  cells(p, 40, 126, 40, [
    [280, 'OWNER(S) NAME AND ADDRESS', `${rng.pick(PEOPLE_EN).toUpperCase()}, ${addrUS(rng).city}`],
    [235, 'FIRST LIENHOLDER', rng.pick(['NONE', 'FIRST FEDERAL CREDIT UNION', 'ALLY FINANCIAL'])],
  ]);
  p.text(40, `BRANDS: ${rng.pick(['NONE', 'ANTIQUE', 'RECONSTRUCTED'])}`, { y: 182, size: 8 });
  p.text(40, 'RELEASE OF LIEN  ________________________  DATE ______', { y: 200, size: 7.5 });
  p.box(40, 214, 515, 150);
  p.text(46, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER', { y: 226, size: 8, bold: true });
  [
    'Purchaser name ____________________',
    'Sale date ______',
    'Selling price $______',
    'Odometer reading ______ (no tenths)',
    'Signature of seller ____________________',
  ].forEach((t, i) => p.text(46, t, { y: 244 + i * 18, size: 7.5 }));
  p.text(297, `COUNTY CLERK · ${rng.pick(['FRANKLIN', 'HARRIS', 'LANE', 'FULTON'])} COUNTY · ${letters(rng, 2)}${digits(rng, 6)}`, {
    y: 395,
    size: 7,
    align: 'center',
  });
  return doc(p, 'en', { documentType: 'title', date, vin: v });
}

/** An older US title: typed serial number instead of a 17-character VIN, issue date below a seal, many boxes. */
export function olderStateTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1990);
  const serial = vin(rng, Number(date.slice(0, 4)));
  const [make] = car(rng);
  p.text(297, rng.pick(['THE STATE OF KANSAS', 'STATE OF NEW JERSEY', 'COMMONWEALTH OF VIRGINIA']), {
    y: 48,
    size: 13,
    serif: true,
    bold: true,
    align: 'center',
  });
  p.text(297, 'CERTIFICATE OF TITLE', { y: 64, size: 11, serif: true, align: 'center' });
  p.text(500, `No ${digits(rng, 7)}`, { y: 48, size: 10, align: 'center' });
  const F: [string, string][] = [
    ['MAKE', make.toUpperCase()],
    ['YEAR MODEL', String(rng.int(1950, Number(date.slice(0, 4))))],
    ['SERIAL NUMBER', serial],
    ['BODY TYPE', rng.pick(['CONVT', 'HDTP', 'SEDAN'])],
    ['CYL', String(rng.pick([4, 6, 8]))],
    ['WT/CAP', String(rng.int(2000, 4400))],
    ['COLOR', rng.pick(['RED', 'WHT', 'BLK', 'GRN'])],
    ['FEE PAID', `$${num(rng.pick([2, 3.5, 5, 10]), 'en')}`],
    ['PREVIOUS TITLE NO.', digits(rng, 7)],
  ];
  F.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 76 + Math.floor(i / 3) * 26, 172, 26, l, v, { size: 8.5 }));
  p.text(40, 'OWNER', { y: 170, size: 7 });
  p.text(40, rng.pick(PEOPLE_EN).toUpperCase(), { y: 182, size: 9 });
  p.text(40, addrUS(rng).city.toUpperCase(), { y: 194, size: 9 });
  p.text(40, 'LIENS: NONE RECORDED', { y: 214, size: 8 });
  p.text(360, 'DATE OF ISSUE', { y: 236, size: 7 });
  p.text(360, fd(date, rng.pick(['uslong', 'us'] as const)).toUpperCase(), { y: 248, size: 10, serif: true });
  p.text(40, 'DIRECTOR OF MOTOR VEHICLES', { y: 248, size: 7 });
  p.text(40, 'ANY ALTERATION OR ERASURE VOIDS THIS TITLE', { y: 280, size: 7, bold: true });
  return doc(p, 'en', { documentType: 'title', date, vin: serial });
}
