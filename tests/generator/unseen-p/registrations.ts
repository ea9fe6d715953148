/**
 * Registration documents of licensing offices: the German Zulassungsbescheinigung Teil I with its
 * field codes (and the Teil II number as a second document number), the old green Fahrzeugschein
 * with numbered fields, a Fahrzeugschein for short-term plates with its expiry, the British V5C,
 * the British buff registration book of the 1960s/70s and an Illinois registration card.
 */
import { PageBuilder } from '../page';
import { addDays, addMonths, addYears, cell, dateIn, digits, doc, dt, type Fam, letters, person, plate, rule, smallPrint, street, town, vin } from './kit';

/** A ZB I (2008–16): codes beside their values in two columns, document number top right, the ZB II number, next HU. */
export const zb1FieldCodes: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 2008, 2016);
  const first = addDays(issued, -r.int(9000, 16000));
  const no = `${letters(r, 2)}${digits(r, 7)}`;
  const zb2 = `${letters(r, 2)}${digits(r, 6)}`;
  const kz = `${plate(r, 'DE', 2010, 'M')}H`;
  p.text(40, 'Europäische Gemeinschaft', { y: 44, size: 7 });
  p.text(40, 'Bundesrepublik Deutschland', { y: 53, size: 7 });
  p.text(297, 'Zulassungsbescheinigung Teil I', { y: 52, size: 13, bold: true, align: 'center' });
  p.text(297, '(Fahrzeugschein)', { y: 64, size: 9, align: 'center' });
  p.text(555, `Nr. ${no}`, { y: 52, size: 11, bold: true, align: 'right' });
  rule(p, 40, 72, 515);
  const c = person(r, 'DE');
  const left: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', kz],
    ['B', 'Datum der Erstzulassung', dt(first, 'DD.MM.YYYY')],
    ['C.1.1', 'Name oder Firmenname', c.split(' ')[1].toUpperCase()],
    ['C.1.2', 'Vorname(n)', c.split(' ')[0].toUpperCase()],
    ['C.1.3', 'Anschrift', `${street(r, 'DE').toUpperCase()}, ${r.pick(['80331', '80797', '81667', '81477'])} MÜNCHEN`],
    ['C.4c', 'Inhaber ist nicht als Eigentümer ausgewiesen', ''],
    ['I', 'Datum dieser Zulassung', dt(issued, 'DD.MM.YYYY')],
    ['', 'Nr. der Zulassungsbescheinigung Teil II', zb2],
  ];
  let y = 92;
  for (const [code, cap, v] of left) {
    p.text(40, code, { y, size: 8, bold: true });
    p.text(70, cap, { y: y - 1, size: 5.5 });
    if (v) p.text(70, v, { y: y + 10, size: 9 });
    y += v ? 26 : 16;
  }
  const model = r.pick([
    ['DAIMLER-BENZ', '113 044', '280 SL', '0708', '2778', '125', 'BENZIN'],
    ['PORSCHE', '911 T', '911 T COUPE', '0583', '2195', '92', 'BENZIN'],
    ['BMW', '114', '2002 TII', '0005', '1990', '96', 'BENZIN'],
    ['VOLKSWAGEN', '15', 'KAEFER 1303 CABRIO', '0600', '1584', '37', 'BENZIN'],
  ]);
  const right: [string, string, string][] = [
    ['2.1', 'Code zu 2', model[3]],
    ['2.2', 'Code zu D.2', `${digits(r, 3)}${letters(r, 2)}`],
    ['D.1', 'Marke', model[0]],
    ['D.2', 'Typ / Variante / Version', model[1]],
    ['D.3', 'Handelsbezeichnung(en)', model[2]],
    ['E', 'Fahrzeug-Identifizierungsnummer', `${digits(r, 3)}${digits(r, 3)}${digits(r, 2)}${digits(r, 6)}`],
    ['J', 'Fahrzeugklasse', 'M1'],
    ['5', 'Bezeichnung der Fahrzeugklasse und des Aufbaus', r.pick(['PKW CABRIOLET', 'PKW COUPE', 'PKW GESCHLOSSEN'])],
    ['P.1', 'Hubraum in cm³', model[4]],
    ['P.2', 'Nennleistung in kW', model[5]],
    ['P.3', 'Kraftstoffart oder Energiequelle', model[6]],
    ['R', 'Farbe des Fahrzeugs', r.pick(['SILBER', 'ROT', 'WEISS', 'BLAU'])],
  ];
  y = 92;
  for (const [code, cap, v] of right) {
    p.text(310, code, { y, size: 8, bold: true });
    p.text(340, cap, { y: y - 1, size: 5.5 });
    p.text(340, v, { y: y + 10, size: 9 });
    y += 26;
  }
  const grid: [string, string][] = [
    ['F.1', String(r.int(1300, 1800))],
    ['F.2', String(r.int(1300, 1800))],
    ['G', String(r.int(1000, 1450))],
    ['S.1', r.pick(['2', '4', '5'])],
    ['14', `70/220*${r.pick(['77/102', '83/351'])}`],
    ['K', '—'],
  ];
  let x = 40;
  for (const [code, v] of grid) {
    cell(p, x, 420, 85, 26, code, v, { size: 9 });
    x += 85;
  }
  p.box(40, 470, 515, 70);
  p.text(46, 'Bemerkungen und Ausnahmen', { y: 480, size: 6 });
  p.text(46, `OLDTIMER GEM. §23 STVZO · HISTORISCHES KENNZEICHEN`, { y: 496, size: 8.5 });
  p.text(46, `HU-BERICHT ${dt(issued, 'DD.MM.YY')} VORGELEGT`, { y: 510, size: 8.5 });
  p.box(40, 550, 250, 80);
  p.text(46, 'Zulassungsbehörde', { y: 560, size: 6 });
  ['Landeshauptstadt München', 'Kreisverwaltungsreferat', 'Eichstätter Straße 2'].forEach((l, i) => p.text(50, l, { y: 576 + i * 11, size: 8.5 }));
  p.text(50, `München, ${dt(issued, 'DD.MM.YYYY')}`, { y: 618, size: 8.5 });
  p.box(305, 550, 120, 80);
  p.text(311, 'Nächste HU', { y: 560, size: 6 });
  p.text(365, dt(addYears(issued, 2), 'MM/YYYY'), { y: 600, size: 12, bold: true, align: 'center' });
  p.box(435, 550, 120, 80);
  p.text(441, 'Siegel', { y: 560, size: 6 });
  p.text(495, '( Dienstsiegel )', { y: 595, size: 7, align: 'center' });
  smallPrint(
    p,
    40,
    660,
    [
      'Diese Bescheinigung ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.',
      'Änderungen der Anschrift oder des Fahrzeugs sind unverzüglich der Zulassungsbehörde zu melden.',
      'Bundesdruckerei GmbH · 2008',
    ],
    6.5,
    9,
  );
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: kz });
};

/** The old green Fahrzeugschein (1972–82): numbered fields in a ruled grid, the plate in a box, next HU as month/year. */
export const oldFahrzeugschein: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 1972, 1982);
  const no = `${letters(r, 1)} ${digits(r, 7)}`;
  const [district, city, postcode] = r.pick([
    ['K', 'Köln', '5000'],
    ['D', 'Düsseldorf', '4000'],
    ['BN', 'Bonn', '5300'],
    ['AC', 'Aachen', '5100'],
  ]);
  const kz = plate(r, 'DE', 1976, district);
  const S = { serif: true } as const;
  p.text(297, 'Bundesrepublik Deutschland', { y: 48, size: 8, align: 'center', ...S });
  p.text(297, 'Fahrzeugschein', { y: 68, size: 18, bold: true, align: 'center', ...S });
  p.text(555, `Nr. ${no}`, { y: 48, size: 10, bold: true, align: 'right', ...S });
  p.box(40, 80, 250, 40);
  p.text(46, 'Amtliches Kennzeichen', { y: 90, size: 6.5, ...S });
  p.text(165, kz, { y: 113, size: 16, bold: true, align: 'center', ...S });
  p.box(305, 80, 250, 40);
  p.text(311, 'Nächster Hauptuntersuchungs-Termin (Monat/Jahr)', { y: 90, size: 6.5, ...S });
  p.text(430, dt(addYears(issued, 2), 'M/YY'), { y: 113, size: 14, align: 'center', ...S });
  const model = r.pick([
    ['Daimler-Benz', '230.6 (W 114)', 'Pkw geschlossen', '2292'],
    ['Volkswagenwerk', '1302 S', 'Pkw Cabriolet', '1584'],
    ['Adam Opel', 'Manta A', 'Pkw Coupé', '1897'],
    ['Ford-Werke', 'Capri 2300 GT', 'Pkw Coupé', '2293'],
  ]);
  const c = person(r, 'DE');
  const fields: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', model[2]],
    ['2', 'Hersteller des Fahrgestells', model[0]],
    ['3', 'Typ und Ausführung', model[1]],
    ['4', 'Fahrzeug-Identifizierungsnummer', `${digits(r, 10)}`],
    ['5', 'Hubraum in cm³', model[3]],
    ['6', 'Leistung kW/PS', `${r.int(33, 110)}/${r.int(45, 150)}`],
    ['7', 'Farbe', r.pick(['weiß', 'rot', 'blau metallic', 'beige'])],
    ['8', 'Zul. Gesamtgewicht kg', String(r.int(1100, 1900))],
    ['32', 'Tag der ersten Zulassung', dt(addDays(issued, -r.int(0, 2000)), 'D.M.YY')],
    ['33', 'Bemerkungen', '—'],
  ];
  let y = 136;
  fields.forEach(([n, cap, v], i) => {
    const x = i % 2 ? 297 : 40;
    const w = i % 2 ? 258 : 257;
    if (i % 2 === 0 && i) y += 28;
    p.box(x, y, w, 28);
    p.text(x + 3, `${n}`, { y: y + 9, size: 7, bold: true, ...S });
    p.text(x + 18, cap, { y: y + 9, size: 6.5, ...S });
    p.text(x + 18, v, { y: y + 23, size: 9.5, ...S });
  });
  y += 48;
  p.box(40, y, 515, 70);
  p.text(46, 'Name, Vorname, Firma des Fahrzeughalters / Wohnort, Straße', { y: y + 10, size: 6.5, ...S });
  p.text(56, c, { y: y + 30, size: 10, ...S });
  p.text(56, `${postcode} ${city}, ${street(r, 'DE')}`, { y: y + 46, size: 10, ...S });
  y += 90;
  p.text(40, `Straßenverkehrsamt ${city}, den ${dt(issued, 'D.M.YYYY')}`, { y, size: 9.5, ...S });
  p.text(40, 'Im Auftrag', { y: y + 30, size: 9, ...S });
  p.text(40, '____________________', { y: y + 48, size: 9, ...S });
  p.box(400, y - 12, 120, 70);
  p.text(460, '(Siegel)', { y: y + 26, size: 7, align: 'center', ...S });
  smallPrint(
    p,
    40,
    780,
    [
      'Der Fahrzeugschein ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen zur Prüfung auszuhändigen.',
      'Vordruck nach Muster 2a StVZO · Bundesdruckerei',
    ],
    6.5,
    9,
    true,
  );
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: kz });
};

/** A Fahrzeugschein for short-term plates (2012–24): plate with 04-series number, validity printed "gültig bis". */
export const kurzzeitFahrzeugschein: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 2012, 2024);
  const until = addDays(issued, 4);
  const no = `${digits(r, 7)}`;
  const [district, authority, city, office] = r.pick([
    ['HH', 'Freie und Hansestadt Hamburg · Landesbetrieb Verkehr', 'Hamburg', 'Zulassungsstelle Hamburg-Kümmellstraße'],
    ['B', 'Land Berlin · Landesamt für Bürger- und Ordnungsangelegenheiten', 'Berlin', 'Kfz-Zulassungsbehörde Berlin-Friedrichshain'],
    ['WI', 'Landeshauptstadt Wiesbaden · Straßenverkehrsbehörde', 'Wiesbaden', 'Kfz-Zulassungsstelle Wiesbaden'],
  ]);
  const kz = `${district} 04 ${r.int(100, 9999)}`;
  const [model, wmi] = r.pick([
    ['Mercedes-Benz 190 E 2.3-16', 'WDB'],
    ['Porsche 924 Turbo', 'WP0'],
    ['BMW 635 CSi', 'WBA'],
    ['Audi quattro (Ur-quattro)', 'WAU'],
  ]);
  p.text(40, authority, { y: 48, size: 8 });
  p.text(40, 'Fahrzeugschein', { y: 72, size: 16, bold: true });
  p.text(40, 'für Fahrzeuge mit Kurzzeitkennzeichen (§ 16a FZV)', { y: 85, size: 9 });
  p.text(555, 'Fahrzeugschein-Nr.', { y: 60, size: 7, align: 'right' });
  p.text(555, no, { y: 74, size: 12, bold: true, align: 'right' });
  const rows: [string, string][] = [
    ['Kennzeichen', kz],
    ['Gültig ab', dt(issued, 'DD.MM.YYYY')],
    ['Gültig bis (Ablaufdatum)', dt(until, 'DD.MM.YYYY')],
    ['Fahrzeug', model],
    ['FIN', vin(r, wmi)],
    ['Zweck', 'Überführungs- und Prüfungsfahrt'],
    ['Versicherung (eVB-Nr.)', `${letters(r, 3)}${digits(r, 4)}`],
    ['Kennzeicheninhaber', person(r, 'DE')],
  ];
  rows.forEach(([l, v], i) => {
    p.box(40, 110 + i * 26, 180, 26);
    p.box(220, 110 + i * 26, 335, 26);
    p.text(46, l, { y: 127 + i * 26, size: 8.5 });
    p.text(228, v, { y: 127 + i * 26, size: 10, bold: i < 3 });
  });
  const y = 110 + rows.length * 26 + 30;
  p.text(40, `Gebühr bezahlt: ${r.pick(['13,10', '14,30', '20,30'])} EUR (Zuteilung) · Kassenzeichen ${digits(r, 12)}`, { y, size: 8 });
  smallPrint(
    p,
    40,
    y + 24,
    [
      'Das Kurzzeitkennzeichen darf nur für Probe-, Prüfungs- und Überführungsfahrten verwendet werden.',
      'Nach Ablauf der Gültigkeit sind Fahrten mit diesem Kennzeichen unzulässig (Ablaufdatum auf dem gelben Feld des Schildes).',
      'Dieser Fahrzeugschein ist bei jeder Fahrt mitzuführen.',
    ],
    7,
    10,
  );
  p.text(40, `${city}, ${dt(issued, 'DD.MM.YYYY')}`, { y: y + 80, size: 9 });
  p.text(40, office, { y: y + 92, size: 9 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: kz, expiryDate: until });
};

/** The British V5C (2010–20): document reference number, field codes A, B, C.1, D.1 … in a left-aligned list, keeper box. */
export const ukV5c: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 2010, 2020);
  const ref = `${digits(r, 4)} ${digits(r, 5)} ${digits(r, 2)}`;
  const year = r.int(1958, 1979);
  const reg = plate(r, 'UK', year);
  p.text(40, 'DVLA', { y: 52, size: 16, bold: true });
  p.text(40, 'Driver & Vehicle Licensing Agency, Swansea SA99 1BA', { y: 63, size: 7 });
  p.text(555, 'V5C', { y: 52, size: 16, bold: true, align: 'right' });
  p.text(555, 'Vehicle Registration Certificate', { y: 63, size: 8, align: 'right' });
  p.box(330, 80, 225, 44);
  p.text(336, 'Document reference number', { y: 90, size: 6.5 });
  p.text(442, ref, { y: 114, size: 13, bold: true, align: 'center' });
  p.box(40, 80, 280, 44);
  p.text(46, 'Registration number', { y: 90, size: 6.5 });
  p.text(180, reg, { y: 114, size: 16, bold: true, align: 'center' });
  const c = person(r, 'UK');
  p.box(40, 134, 280, 70);
  p.text(46, 'C.1 Registered keeper', { y: 144, size: 6.5 });
  [c.toUpperCase(), street(r, 'UK').toUpperCase(), town(r, 'UK').toUpperCase()].forEach((l, i) => p.text(50, l, { y: 160 + i * 12, size: 9 }));
  p.box(330, 134, 225, 70);
  p.text(336, 'Special notes', { y: 144, size: 6.5 });
  smallPrint(p, 336, 160, ['The registered keeper is not necessarily the', 'legal owner. This document is not proof of', 'ownership.'], 7, 10);
  const firstReg = dt(`${year}-0${r.int(1, 9)}-1${r.int(0, 9)}`, 'DD MM YYYY');
  const facts: [string, string, string][] = [
    ['B', 'Date of first registration', firstReg],
    ['', 'Date of first registration in UK', firstReg],
    ['D.1', 'Make', r.pick(['JAGUAR', 'TRIUMPH', 'MG', 'AUSTIN HEALEY', 'LOTUS'])],
    ['D.3', 'Model', r.pick(['E TYPE', 'TR6', 'MGB GT', '3000 MK3', 'ELAN S4'])],
    ['E', 'VIN/Chassis/Frame no.', `${letters(r, 2)}${digits(r, 6)}`],
    ['J', 'Vehicle category', 'M1'],
    ['', 'Type approval', '—'],
    ['P.1', 'Cylinder capacity (cc)', String(r.int(1500, 4200))],
    ['P.3', 'Type of fuel', 'PETROL'],
    ['R', 'Colour', r.pick(['RED', 'GREEN', 'BLUE', 'WHITE'])],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Number of previous keepers', String(r.int(2, 11))],
    ['', 'Date of acquisition', dt(addDays(issued, -r.int(3, 20)), 'DD MM YYYY')],
    ['', 'Date of issue', dt(issued, 'DD MM YYYY')],
  ];
  let y = 228;
  for (const [code, label, v] of facts) {
    p.text(40, code, { y, size: 8, bold: true });
    p.text(70, label, { y, size: 8 });
    p.text(250, v, { y, size: 9, bold: true });
    y += 17;
  }
  smallPrint(
    p,
    40,
    y + 20,
    [
      'You must tell DVLA about any changes to the details on this certificate.',
      'You can be fined £1,000 if you do not.',
      'Keep this certificate in a safe place. Do not keep it in the vehicle.',
    ],
    7.5,
    10,
  );
  p.text(40, `V5C/${r.int(1, 3)} Rev. ${r.pick(['08/10', '05/14', '11/17'])}`, { y: 815, size: 6 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: reg });
};

/** The British buff registration book (1970–74): licensing authority, serial number of the book, owner changes. */
export const buffLogbook: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 1970, 1974);
  const year = Number(issued.slice(0, 4)) - r.int(0, 6);
  const serial = `${letters(r, 1)} ${digits(r, 6)}`;
  const reg = plate(r, 'UK', Math.max(1963, year));
  const S = { serif: true } as const;
  p.text(297, 'VEHICLES (EXCISE) ACT, 1962', { y: 44, size: 7, align: 'center', ...S });
  p.text(297, 'VEHICLE REGISTRATION BOOK', { y: 64, size: 16, bold: true, align: 'center', ...S });
  p.text(40, 'R.F. 60', { y: 44, size: 8, ...S });
  p.text(555, `Serial No. ${serial}`, { y: 44, size: 9, bold: true, align: 'right', ...S });
  const council = r.pick(['Surrey County Council', 'County Borough of Reading', 'Lancashire County Council', 'Kent County Council']);
  p.text(297, `Issued by the ${council}`, { y: 80, size: 9, align: 'center', ...S });
  rule(p, 40, 88, 515);
  const facts: [string, string][] = [
    ['Registration Mark', reg],
    ['Make', r.pick(['Morris', 'Austin', 'Ford', 'Triumph', 'Rover', 'Hillman'])],
    ['Type of Body', r.pick(['Saloon', 'Estate', 'Sports 2-seater', 'Coupé'])],
    ['Colour', r.pick(['Almond Green', 'Old English White', 'Tartan Red', 'Snowberry White'])],
    ['Chassis or Frame No.', `${letters(r, 3)} ${digits(r, 6)}`],
    ['Engine No.', `${digits(r, 2)}${letters(r, 1)}-${digits(r, 5)}`],
    ['Cubic Capacity', `${r.int(948, 2498)} c.c.`],
    ['Seating Capacity', r.pick(['4', '5', '2'])],
    ['Date of First Registration', dt(`${year}-${issued.slice(5)}`, 'D.M.YY')],
    ['Taxation Class', 'Private'],
  ];
  facts.forEach(([l, v], i) => {
    p.box(40, 100 + i * 24, 200, 24);
    p.box(240, 100 + i * 24, 315, 24);
    p.text(46, l, { y: 116 + i * 24, size: 8.5, ...S });
    p.text(250, v, { y: 116 + i * 24, size: 10.5, bold: i === 0, ...S });
  });
  let y = 100 + facts.length * 24 + 30;
  p.text(40, 'CHANGE OF OWNERSHIP', { y, size: 9, bold: true, ...S });
  y += 8;
  const cols: [number, number, string][] = [
    [40, 200, 'Name of Owner'],
    [240, 210, 'Address'],
    [450, 105, 'Date of Registration'],
  ];
  for (const [x, w, h] of cols) {
    p.box(x, y, w, 16, true);
    p.text(x + 4, h, { y: y + 11, size: 7.5, ...S });
  }
  let when = `${year}-${issued.slice(5)}`;
  for (let i = 0; i < 3; i++) {
    const yy = y + 16 + i * 22;
    for (const [x, w] of cols) p.box(x, yy, w, 22);
    if (i < 2) {
      p.text(44, person(r, 'UK'), { y: yy + 15, size: 9, ...S });
      p.text(244, `${street(r, 'UK')}, ${town(r, 'UK').split(' ')[0]}`, { y: yy + 15, size: 8.5, ...S });
      p.text(454, dt(when, 'D.M.YY'), { y: yy + 15, size: 9, ...S });
      when = issued;
    }
  }
  y += 100;
  smallPrint(
    p,
    40,
    y,
    [
      'This book must be produced at a Local Taxation Office when applying for a new licence.',
      'A change of ownership must be notified at once to the Council named above.',
      'THIS DOCUMENT IS NOT PROOF OF LEGAL OWNERSHIP.',
    ],
    7,
    10,
    true,
  );
  p.text(40, `Date of issue of this book: ${dt(issued, 'D MONTH YYYY')}`, { y: y + 44, size: 8.5, ...S });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: serial, plateNumber: reg });
};

/** An Illinois registration card (2001–08): registration number, plate, expiry, title number and fees as distractors. */
export const illinoisRegistrationCard: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 2001, 2008);
  // Illinois plates expire at the end of the month a year on.
  const exp = addDays(addMonths(`${Number(issued.slice(0, 4)) + 1}-${issued.slice(5, 7)}-01`, 1), -1);
  const regNo = `${r.int(1, 9)}${letters(r, 1)} ${digits(r, 7)}`;
  const pl = `${r.pick(['', 'AV '])}${digits(r, r.pick([5, 6]))}`.trim();
  p.box(60, 60, 475, 300);
  p.text(297, 'STATE OF ILLINOIS', { y: 80, size: 11, bold: true, align: 'center' });
  p.text(297, 'SECRETARY OF STATE · VEHICLE SERVICES DEPARTMENT', { y: 92, size: 7, align: 'center' });
  p.text(297, 'REGISTRATION CARD', { y: 108, size: 12, bold: true, align: 'center' });
  const c = person(r, 'US');
  const cells: [number, number, number, string, string][] = [
    [70, 120, 140, 'REGISTRATION NO.', regNo],
    [210, 120, 110, 'PLATE NO.', pl],
    [320, 120, 95, 'TYPE', r.pick(['ANTIQUE', 'PASSENGER', 'EXP ANTIQUE'])],
    [415, 120, 110, 'EXPIRES', dt(exp, 'MM/DD/YYYY')],
    [70, 150, 140, 'TITLE NO.', `${letters(r, 1)}${digits(r, 10)}`],
    [210, 150, 205, 'VEHICLE IDENTIFICATION NO.', `${r.pick(['C', 'F', '2', '4'])}${digits(r, 1)}${letters(r, 1)}${digits(r, 6)}`],
    [415, 150, 110, 'YEAR / MAKE', `${r.int(1955, 1975)} ${r.pick(['CHEV', 'FORD', 'PONT', 'BUIC'])}`],
    [70, 180, 140, 'BODY', r.pick(['2D CV', '2D HT', '4D SD'])],
    [210, 180, 110, 'ISSUE DATE', dt(issued, 'MM/DD/YYYY')],
    [320, 180, 205, 'FEES PAID', `$${r.pick(['13.00', '101.00', '24.00'])}`],
  ];
  for (const [x, y, w, cap, v] of cells) cell(p, x, y, w, 30, cap, v, { size: 10, cap: 5.5, bold: cap === 'PLATE NO.' });
  p.text(74, 'OWNER', { y: 226, size: 6 });
  [c.toUpperCase(), street(r, 'US').toUpperCase(), 'NAPERVILLE IL 60540'].forEach((l, i) => p.text(80, l, { y: 240 + i * 12, size: 9 }));
  smallPrint(
    p,
    74,
    300,
    [
      'THIS CARD MUST BE CARRIED IN THE VEHICLE AT ALL TIMES.',
      'Report any change of address to the Secretary of State within 10 days.',
      'ANTIQUE VEHICLE PLATES ARE EXEMPT FROM EMISSIONS TESTING.',
    ],
    6.5,
    9,
  );
  p.text(297, '- - - - - - - - - - - - - - - - - - - - - - - fold here - - - - - - - - - - - - - - - - - - - - - - -', { y: 380, size: 7, align: 'center' });
  smallPrint(
    p,
    60,
    410,
    [
      'Dear Vehicle Owner,',
      '',
      'Enclosed is your registration card and sticker. Place the sticker on the rear license plate in the upper right corner.',
      'Sign the card and keep it in your vehicle. Renew online at www.cyberdriveillinois.com.',
    ],
    8,
    11,
  );
  return doc(p, 'en', { documentType: 'registration', registrationNumber: regNo, plateNumber: pl, expiryDate: exp });
};
