/**
 * Registration papers, each in its own layout: a Swiss Fahrzeugausweis with numbered fields, a
 * German Zulassungsbescheinigung Teil I read by its letter codes, a German Fahrzeugschein for a
 * short-term plate with its validity, a British V5C, a 1970s US state card with its expiry and a
 * county tag office's renewal certificate.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, addYears, dateText, en, isoIn, rule, table } from './kit';
import { digits, letters, person, place, plateCH, plateDE, plateUK, plateUS, street } from './people';

/** 1996–2018: a Swiss Fahrzeugausweis — three languages, fields by number, the card's own number top right, no expiry. */
export const fahrzeugausweisCH2008: Family = (rng) => {
  const year = rng.int(1996, 2018);
  const issued = isoIn(rng, year);
  const office = place(rng, 'CH', year);
  const holder = person(rng, 'CH');
  const plate = plateCH(rng, office.code);
  const number = `${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const [make, type, built] = rng.pick([
    ['MERCEDES-BENZ', '190 SL', 1959],
    ['VW', 'Käfer 1300', 1967],
    ['PORSCHE', '911 2.4 T', 1972],
    ['TRIUMPH', 'TR4 A', 1966],
    ['ALFA ROMEO', 'Giulia Super', 1970],
  ] as [string, string, number][]);

  const pb = new PageBuilder();
  pb.text(60, 'Schweizerische Eidgenossenschaft  ·  Confédération suisse  ·  Confederazione Svizzera', { y: 60, size: 7.5 });
  pb.text(60, 'Fahrzeugausweis', { y: 84, size: 18, bold: true });
  pb.text(60, 'Permis de circulation  ·  Licenza di circolazione', { y: 98, size: 9 });
  pb.text(535, `Nr. ${number}`, { y: 64, size: 11, bold: true, align: 'right' });
  pb.text(535, `Kanton ${office.code}`, { y: 80, size: 9, align: 'right' });
  pb.text(535, 'Strassenverkehrsamt', { y: 92, size: 8, align: 'right' });
  const fields: [string, string, string][] = [
    ['15', 'Kontrollschild', plate],
    ['01', 'Halter/in', `${holder.last} ${holder.first}`],
    ['', 'Adresse', `${street(rng, 'CH')}, ${office.line}`],
    ['18', 'Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['19', 'Typengenehmigung', rng.chance(0.5) ? `${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 3)}` : '—'],
    ['21', 'Marke und Typ', `${make} ${type}`],
    ['23', 'Fahrgestell-Nr.', `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, 4)}`],
    ['25', 'Farbe', rng.pick(['rot', 'weiss', 'dunkelblau', 'silbergrau', 'grün'])],
    ['36', '1. Inverkehrsetzung', dateText(`${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'dd.mm.yyyy')],
    ['38', 'Ausweisdatum', dateText(issued, 'dd.mm.yyyy')],
  ];
  let y = 124;
  for (const [code, label, value] of fields) {
    pb.box(60, y, 475, 26);
    pb.text(64, code, { y: y + 10, size: 7, bold: true });
    pb.text(82, label, { y: y + 10, size: 7 });
    pb.text(82, value, { y: y + 22, size: 10.5 });
    y += 26;
  }
  pb.text(60, '(72) Bemerkungen / Auflagen:', { y: y + 18, size: 7.5, bold: true });
  pb.text(60, `Veteranenfahrzeug. Max. 3'000 km pro Jahr. Periodische Prüfung alle 6 Jahre (nächste ${year + 6}).`, { y: y + 32, size: 9 });
  pb.text(60, 'Dieser Ausweis ist stets mitzuführen.', { y: y + 56, size: 7.5 });
  pb.box(40, 40, 515, y + 72 - 40);
  return {
    items: pb.items,
    language: 'de',
    truth: { documentType: 'registration', registrationNumber: number, plateNumber: plate },
  };
};

/** 2008–2024: a German ZB I for an H-plate car — lettered fields, the document number beside the title, an HU month (not an expiry). */
export const zbOneHistoricDE2016: Family = (rng) => {
  const year = rng.int(2008, 2024);
  const issued = isoIn(rng, year);
  const office = place(rng, 'DE', year);
  const holder = person(rng, 'DE');
  const plate = plateDE(rng, office.code, true);
  const number = `${letters(rng, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${digits(rng, 7)}`;
  const [make, type, name, built] = rng.pick([
    ['MERCEDES-BENZ', 'W113', '280 SL', 1969],
    ['BMW', '114', '2002', 1972],
    ['VOLKSWAGEN', '14', 'KARMANN GHIA', 1968],
    ['OPEL', 'A-L', 'KADETT', 1965],
    ['NSU', '110', 'NSU 1200', 1970],
  ] as [string, string, string, number][]);
  const firstReg = `${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

  const pb = new PageBuilder();
  pb.text(60, 'Europäische Gemeinschaft  ·  Bundesrepublik Deutschland', { y: 58, size: 7.5 });
  pb.text(60, 'Zulassungsbescheinigung Teil I', { y: 80, size: 15, bold: true });
  pb.text(60, '(Fahrzeugschein)', { y: 93, size: 8.5 });
  pb.text(535, number, { y: 80, size: 12, bold: true, align: 'right' });
  pb.text(535, `Zulassungsbehörde: Landkreis ${office.town}`, { y: 93, size: 7.5, align: 'right' });
  const left: [string, string][] = [
    ['A', plate],
    ['B', dateText(firstReg, 'dd.mm.yyyy')],
    ['C.1.1', holder.last.toUpperCase()],
    ['C.1.2', holder.first.toUpperCase()],
    ['C.1.3', `${street(rng, 'DE').toUpperCase()}, ${office.line.toUpperCase()}`],
    ['C.4c', 'Der Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer ausgewiesen'],
    ['D.1', make],
    ['D.2', type],
    ['D.3', name],
    ['E', `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, 4)}`],
    ['J', '01'],
    ['K', '—'],
    ['P.1', String(rng.int(1100, 2800))],
    ['R', rng.pick(['ROT', 'WEISS', 'BLAU', 'GRUEN', 'SILBER'])],
  ];
  let y = 118;
  for (const [code, value] of left) {
    pb.text(62, code, { y, size: 8, bold: true });
    pb.text(105, value, { y, size: code === 'C.4c' ? 7 : 10 });
    rule(pb, 60, y + 5, 475);
    y += 20;
  }
  const hu = `${String(rng.int(1, 12)).padStart(2, '0')}/${year + 2}`;
  pb.text(62, 'HU', { y: y + 8, size: 8, bold: true });
  pb.text(105, `Nächste Hauptuntersuchung ${hu}`, { y: y + 8, size: 10 });
  pb.text(62, '22', { y: y + 28, size: 8, bold: true });
  pb.text(105, 'Historisches Fahrzeug (Oldtimer) gem. § 9 Abs. 1 FZV', { y: y + 28, size: 9 });
  pb.text(62, 'I', { y: y + 48, size: 8, bold: true });
  pb.text(105, dateText(issued, 'dd.mm.yyyy'), { y: y + 48, size: 10 });
  pb.text(400, 'Siegel der Zulassungsbehörde', { y: y + 60, size: 7 });
  pb.box(410, y + 0, 100, 46);
  pb.box(40, 40, 515, y + 80 - 40);
  return {
    items: pb.items,
    language: 'de',
    truth: { documentType: 'registration', registrationNumber: number, plateNumber: plate },
  };
};

/** 2015–2025: the paper for a German short-term plate — "Gültig bis" beside the plate, a Schein number, a vehicle brought home from a sale. */
export const kurzzeitScheinDE2020: Family = (rng) => {
  const year = rng.int(2015, 2025);
  const issued = isoIn(rng, year);
  const until = addDays(issued, 4);
  const office = place(rng, 'DE', year);
  const holder = person(rng, 'DE');
  const plate = `${office.code}-04 ${rng.int(100, 9999)}`;
  const number = `K ${digits(rng, 6)}`;
  const [make, name] = rng.pick([
    ['PORSCHE', '356 B'],
    ['MERCEDES-BENZ', '220 S'],
    ['CITROEN', 'DS 19'],
    ['FIAT', '500 L'],
    ['VOLVO', 'P 1800 S'],
  ] as [string, string][]);

  const pb = new PageBuilder();
  pb.text(297, 'Fahrzeugschein', { y: 64, size: 18, bold: true, align: 'center' });
  pb.text(297, 'für Fahrzeuge mit Kurzzeitkennzeichen (§ 16a FZV)', { y: 80, size: 10, align: 'center' });
  pb.text(545, `Schein-Nr. ${number}`, { y: 104, size: 10, bold: true, align: 'right' });
  pb.text(50, `Zulassungsbehörde ${office.town}`, { y: 104, size: 9 });
  pb.y = 130;
  pb.box(50, pb.y, 495, 54, true);
  pb.text(62, 'Kennzeichen', { y: 146, size: 8 });
  pb.text(62, plate, { y: 172, size: 20, bold: true });
  pb.text(330, 'Gültig bis', { y: 146, size: 8 });
  pb.text(330, dateText(until, 'dd.mm.yyyy'), { y: 172, size: 20, bold: true });
  pb.y = 210;
  table(
    pb,
    [
      { x: 50, w: 180 },
      { x: 230, w: 315 },
    ],
    [
      ['Name, Vorname', `${holder.last}, ${holder.first}`],
      ['Anschrift', `${street(rng, 'DE')}, ${office.line}`],
      ['Fahrzeugklasse / Art des Aufbaus', 'M1 / Limousine'],
      ['Marke', make],
      ['Typ / Handelsbezeichnung', name],
      ['Fahrzeug-Identifizierungsnummer', `${digits(rng, 6)}${digits(rng, 2)}`],
      ['Ausgestellt am', dateText(issued, 'dd.mm.yyyy')],
      ['eVB-Nummer', `${letters(rng, 3)}${digits(rng, 1)}${letters(rng, 3)}`],
    ],
    { size: 9.5, row: 22, grid: true },
  );
  pb.down(20);
  pb.text(50, 'Das Kurzzeitkennzeichen darf nur für Probe-, Prüfungs- und Überführungsfahrten verwendet werden.', { size: 8.5 });
  pb.down(12).text(50, 'Nach Ablauf der Gültigkeit erlischt die Berechtigung zum Betrieb des Fahrzeugs auf öffentlichen Straßen.', { size: 8.5 });
  pb.down(12).text(50, `Gebühr: ${rng.pick(['13,10', '26,30'])} EUR  ·  bezahlt`, { size: 8.5 });
  return {
    items: pb.items,
    language: 'de',
    truth: { documentType: 'registration', registrationNumber: number, plateNumber: plate, expiryDate: until },
  };
};

/** 2005–2022: a British V5C — the document reference printed in groups, lettered vehicle fields, keeper and "keeper since" dates. */
export const vFiveCUK2012: Family = (rng) => {
  const year = rng.int(2005, 2022);
  const issued = isoIn(rng, year);
  const since = addDays(issued, -rng.int(5, 20));
  const keeper = person(rng, 'UK');
  const where = place(rng, 'UK', year);
  const [make, model, from, to] = rng.pick([
    ['TRIUMPH', 'SPITFIRE', 1963, 1980],
    ['MG', 'MGB GT', 1966, 1980],
    ['JAGUAR', 'XJ6', 1969, 1979],
    ['ROVER', 'P5B', 1967, 1973],
    ['AUSTIN', 'HEALEY 3000', 1959, 1967],
    ['LAND ROVER', 'SERIES IIA', 1961, 1971],
  ] as [string, string, number, number][]);
  const built = rng.int(from, to);
  const plate = plateUK(rng, built);
  const ref = `${digits(rng, 4)} ${digits(rng, 3)} ${digits(rng, 4)}`;

  const pb = new PageBuilder();
  pb.text(50, 'Registration Certificate', { y: 58, size: 16, bold: true });
  pb.text(50, 'V5C', { y: 76, size: 12, bold: true });
  pb.text(545, 'Document reference number', { y: 52, size: 7.5, align: 'right' });
  pb.text(545, ref, { y: 68, size: 13, bold: true, align: 'right' });
  rule(pb, 50, 86, 495);
  pb.text(50, 'Registered keeper', { y: 106, size: 9, bold: true });
  for (const [i, l] of [`${keeper.title.toUpperCase()} ${keeper.full.toUpperCase()}`, street(rng, 'UK').toUpperCase(), where.line.toUpperCase()].entries())
    pb.text(50, l, { y: 122 + i * 13, size: 10 });
  pb.text(50, `Keeper since: ${dateText(since, 'dd/mm/yyyy')}`, { y: 172, size: 9 });
  pb.text(50, 'The registered keeper is not necessarily the legal owner.', { y: 186, size: 7.5 });
  const right: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', dateText(`${built}-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`, 'dd/mm/yyyy')],
    ['', 'Date of first registration in UK', '—'],
    ['D.1', 'Make', make],
    ['D.3', 'Model', model],
    ['E', 'VIN/Chassis/Frame No.', `${letters(rng, 2)}${digits(rng, 6)}${letters(rng, 1)}`],
    ['P.1', 'Cylinder capacity (cc)', String(rng.pick([1147, 1798, 2498, 3442, 2286]))],
    ['R', 'Colour', rng.pick(['RED', 'GREEN', 'WHITE', 'BLUE', 'YELLOW'])],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Number of previous keepers', String(rng.int(3, 11))],
  ];
  let y = 104;
  for (const [code, label, value] of right) {
    pb.box(300, y, 245, 24);
    pb.text(304, code, { y: y + 9, size: 7, bold: true });
    pb.text(324, label, { y: y + 9, size: 7 });
    pb.text(324, value, { y: y + 20, size: 10 });
    y += 24;
  }
  pb.text(50, `Date of issue: ${dateText(issued, 'dd/mm/yyyy')}`, { y: y + 24, size: 9 });
  pb.text(50, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { y: y + 38, size: 8 });
  pb.text(50, 'This document is not proof of ownership. Please keep it in a safe place.', { y: y + 52, size: 8 });
  return {
    items: pb.items,
    language: 'en',
    truth: { documentType: 'registration', registrationNumber: ref, plateNumber: plate },
  };
};

/** 1973–85 USA: a state's registration card — a small boxed card with REG. NO., PLATE and EXPIRES in a row of cells. */
export const stateCardUS1979: Family = (rng) => {
  const year = rng.int(1973, 1985);
  const issued = isoIn(rng, year);
  const expires = addDays(addYears(issued.slice(0, 8) + '01', 1), -1);
  const state = rng.pick([
    ['OHIO', 'BUREAU OF MOTOR VEHICLES'],
    ['MICHIGAN', 'DEPARTMENT OF STATE'],
    ['INDIANA', 'BUREAU OF MOTOR VEHICLES'],
    ['MISSOURI', 'DEPARTMENT OF REVENUE'],
  ]);
  const owner = person(rng, 'US');
  const plate = plateUS(rng);
  const reg = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const [yr, make, body] = rng.pick([
    ['68', 'CHEV', '2D HT'],
    ['71', 'FORD', '4D SED'],
    ['65', 'PONT', 'CONV'],
    ['73', 'DODG', 'PU'],
    ['69', 'VOLK', '2D SED'],
  ]);
  const fee = rng.pick([18.5, 22, 27.75, 31]);

  const pb = new PageBuilder();
  const x = 70;
  const w = 455;
  pb.box(x, 50, w, 250);
  pb.text(297, `STATE OF ${state[0]}`, { y: 72, size: 13, bold: true, align: 'center' });
  pb.text(297, state[1], { y: 86, size: 8.5, align: 'center' });
  pb.text(297, 'CERTIFICATE OF REGISTRATION — PASSENGER', { y: 100, size: 9, bold: true, align: 'center' });
  const cells: [string, string, number, number][] = [
    ['REG. NO.', reg, x, 130],
    ['PLATE', plate, x + 130, 110],
    ['EXPIRES', dateText(expires, 'mm-dd-yy'), x + 240, 110],
    ['FEE', `$${en(fee)}`, x + 350, 105],
  ];
  for (const [l, v, cx, cw] of cells) {
    pb.box(cx, 110, cw, 36);
    pb.text(cx + 4, l, { y: 120, size: 6.5 });
    pb.text(cx + 8, v, { y: 139, size: 12, bold: true });
  }
  const cells2: [string, string, number, number][] = [
    ['YR', yr, x, 40],
    ['MAKE', make, x + 40, 70],
    ['BODY', body, x + 110, 70],
    ['VEHICLE IDENTIFICATION NO.', `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 7)}`, x + 180, 170],
    ['WT.', String(rng.int(2800, 4200)), x + 350, 105],
  ];
  for (const [l, v, cx, cw] of cells2) {
    pb.box(cx, 146, cw, 36);
    pb.text(cx + 4, l, { y: 156, size: 6.5 });
    pb.text(cx + 6, v, { y: 175, size: 11 });
  }
  pb.text(x + 8, 'OWNER', { y: 198, size: 6.5 });
  pb.text(x + 8, owner.full.toUpperCase(), { y: 214, size: 11 });
  pb.text(x + 8, street(rng, 'US').toUpperCase(), { y: 228, size: 11 });
  pb.text(x + 8, `ISSUED ${dateText(issued, 'mm-dd-yy')}   COUNTY ${rng.int(1, 88)}`, { y: 252, size: 8.5 });
  pb.text(x + w - 10, 'SIGNATURE OF OWNER', { y: 290, size: 6.5, align: 'right' });
  rule(pb, x + 260, 280, 185);
  pb.text(x + 8, 'THIS CARD MUST BE CARRIED IN THE VEHICLE', { y: 290, size: 7 });
  return {
    items: pb.items,
    language: 'en',
    truth: { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: expires },
  };
};

/** 2005–2016 USA: a county tag office's renewal certificate — a period from–to, decal and tag numbers, a fee table, a tear-off stub. */
export const tagOfficeRenewalUS2011: Family = (rng) => {
  const year = rng.int(2005, 2016);
  const from = isoIn(rng, year);
  const to = addDays(addYears(from, 1), -1);
  const [county, seat] = rng.pick([
    ['Clarke County', 'Athens, GA 30601'],
    ['Hall County', 'Gainesville, GA 30501'],
    ['Bibb County', 'Macon, GA 31201'],
    ['Floyd County', 'Rome, GA 30161'],
  ]);
  const owner = person(rng, 'US');
  const plate = `${letters(rng, 3)}${digits(rng, 4)}`;
  const reg = `${digits(rng, 10)}`;
  const fees: [string, number][] = [
    ['Registration fee', 20],
    ['Ad valorem tax', rng.pick([42.18, 66.4, 88.9])],
    ['Special tag fee (Antique)', rng.pick([25, 35])],
    ['Mail fee', 1],
  ];
  const total = fees.reduce((a, [, v]) => a + v, 0);

  const pb = new PageBuilder();
  pb.text(50, `${county.toUpperCase()} TAX COMMISSIONER`, { y: 56, size: 12, bold: true });
  pb.text(50, `Motor Vehicle Division  ·  Tag Office  ·  ${seat}`, { y: 69, size: 8.5 });
  pb.text(545, 'REGISTRATION CERTIFICATE', { y: 56, size: 11, bold: true, align: 'right' });
  pb.text(545, 'Renewal — keep in vehicle', { y: 69, size: 8, align: 'right' });
  rule(pb, 50, 78, 495);
  const rows: [string, string][] = [
    ['Registration No.', reg],
    ['Tag No.', plate],
    ['Decal No.', digits(rng, 8)],
    ['Registration Period', `${dateText(from, 'mm/dd/yyyy')} to ${dateText(to, 'mm/dd/yyyy')}`],
    ['Owner', `${owner.full.toUpperCase()}, ${street(rng, 'US').toUpperCase()}`],
    ['Vehicle', `${rng.pick(['1963 FORD FALCON', '1957 CHEV BEL AIR', '1966 OLDS 442', '1972 MERCEDES 280SE'])}  ·  ANTIQUE`],
    ['VIN', `${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 8)}`],
  ];
  let y = 100;
  for (const [l, v] of rows) {
    pb.text(50, l, { y, size: 9, bold: true });
    pb.text(190, v, { y, size: 10 });
    y += 18;
  }
  pb.y = y + 10;
  table(
    pb,
    [
      { x: 190, w: 230, head: 'Fees paid' },
      { x: 420, w: 100, head: 'Amount', align: 'right' },
    ],
    [...fees.map(([l, v]) => [l, `$${en(v)}`]), ['Total', `$${en(total)}`]],
    { size: 9, row: 15, ruled: true },
  );
  pb.down(24);
  pb.text(50, `Transaction date ${dateText(addDays(from, -rng.int(3, 20)), 'mm/dd/yyyy')}  ·  Station ${rng.int(1, 9)}  ·  Clerk ${letters(rng, 2)}`, {
    size: 8,
  });
  pb.down(30);
  pb.text(50, '- - - - - - - - - - - - - - - - - - - - - - - - - - detach here - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 8 });
  pb.down(20);
  pb.text(50, `Place decal on the rear tag. Tag ${plate}`, { size: 9 });
  pb.down(12).text(50, 'Renewal notices are mailed 45 days before the end of the period as a courtesy only.', { size: 8 });
  return {
    items: pb.items,
    language: 'en',
    truth: { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: to },
  };
};
