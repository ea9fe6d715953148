/** Registration papers and titles: numbered official forms with typed entries off their lines, 1960–1992. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { addDays, doc, fd, MONTHS_EN } from '../paper-kit';
import type { Generated } from '../types';
import { chassis, FIRST_DE, FIRST_EN, firm, MAKES_DE, MAKES_UK, MAKES_US, plateAT, plateCH, plateDE, plateUK, pr, rule, stamp, ty, vinUS } from './kit';

/** Ruhr Fahrzeugschein for export plates (Zollkennzeichen): numbered fields, the validity typed in. */
export function ruhrFahrzeugscheinAusfuhr(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1965, 1991);
  const exp = addDays(issue, rng.pick([30, 60, 90, 365]));
  const f = firm(rng, 'ruhr');
  const plate = `${rng.pick(['E', 'BO', 'DO', 'GE'])} ${rng.int(100, 999)} ${rng.pick(['A', 'B', 'C'])}`;
  const no = `${rng.pick(['A', 'C', 'F'])} ${rng.int(1000000, 9999999)}`;
  p.box(40, 40, 515, 520);
  p.text(297, 'Fahrzeugschein', { y: 70, size: 16, bold: true, align: 'center' });
  pr(p, 297, 84, '(für Fahrzeuge mit Ausfuhrkennzeichen)', { size: 8, align: 'center' });
  pr(p, 480, 60, 'Nr.', { size: 8 });
  p.text(500, no, { y: 60, size: 10, bold: true });
  const fields: [string, string, string][] = [
    ['1', 'Amtliches Kennzeichen', plate],
    ['2', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['3', 'Hersteller / Typ', rng.pick(MAKES_DE)],
    ['4', 'Fahrzeug-Ident.-Nr.', chassis(rng, 10, false)],
    ['5', 'Name, Vorname des Halters', `${rng.pick(['Van der Berg', 'Jansen', 'Yilmaz', 'Dupont'])}, ${rng.pick(['Pieter', 'Mehmet', 'Jean'])}`],
    ['6', 'Wohnort', rng.pick(['Arnheim (NL)', 'Izmir (TR)', 'Lüttich (B)'])],
    ['7', 'Zulassung gültig bis', fd(exp, 'de')],
  ];
  let yy = 120;
  for (const [n, l, v] of fields) {
    pr(p, 50, yy, n, { size: 8, bold: true });
    pr(p, 65, yy, l, { size: 8 });
    rule(p, 220, yy + 3, 320);
    ty(p, rng, 225, yy - 2, v);
    yy += 28;
  }
  pr(p, 50, yy + 20, 'Ort, Datum', { size: 8 });
  ty(p, rng, 110, yy + 18, `${f.town}, ${fd(issue, 'de')}`);
  stamp(p, 330, yy + 5, [`Stadt ${f.town}`, 'Straßenverkehrsamt', 'Zulassungsstelle'], 9);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/** Tyrolean Zulassungsschein: a folded card, the Bezirkshauptmannschaft's entries in boxes with small labels. */
export function tirolZulassungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1962, 1991);
  const f = firm(rng, 'tyrol');
  const plate = plateAT(rng);
  const no = `${rng.int(100, 999)}/${rng.int(1000, 9999)}/${issue.slice(2, 4)}`;
  p.box(40, 40, 515, 400);
  p.text(297, 'REPUBLIK ÖSTERREICH', { y: 62, size: 9, bold: true, align: 'center' });
  p.text(297, 'ZULASSUNGSSCHEIN', { y: 82, size: 15, bold: true, align: 'center' });
  pr(p, 297, 96, `Bezirkshauptmannschaft ${f.town}`, { size: 9, align: 'center' });
  const boxes: [string, string][] = [
    ['Zahl', no],
    ['Kennzeichen', plate],
    ['Zulassungsbesitzer', `${rng.pick(['Gasser', 'Hofer', 'Rainer', 'Auer'])} ${rng.pick(['Anton', 'Franz', 'Kathi'])}`],
    ['Anschrift', `${rng.pick(['Dorf', 'Weiler', 'Innstraße'])} ${rng.int(1, 80)}, ${f.zip} ${f.town}`],
    ['Marke, Type', rng.pick(['Puch 500 D', 'Steyr-Fiat 600', 'VW 1200', 'Opel Rekord', 'Fiat 124'])],
    ['Fahrgestellnummer', chassis(rng, 9)],
  ];
  boxes.forEach(([l, v], i) => {
    const x = 50 + (i % 2) * 250;
    const top = 112 + Math.floor(i / 2) * 40;
    p.box(x, top, 245, 36);
    pr(p, x + 3, top + 8, l, { size: 6.5 });
    ty(p, rng, x + 8, top + 28, v);
  });
  pr(p, 50, 270, 'Ausgestellt am', { size: 8 });
  ty(p, rng, 120, 268, fd(issue, 'delong'));
  stamp(p, 320, 250, ['Für den Bezirkshauptmann', `${rng.pick(['Dr.', 'Mag.', 'Ing.'])} ${rng.pick(['Pichler', 'Mayr', 'Kröll'])}`], 9);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** Lucerne Fahrzeugausweis: the grey card of the Strassenverkehrsamt, numbered fields in two columns. */
export function luzernFahrzeugausweis(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1966, 1992);
  const plate = plateCH(rng);
  const no = String(rng.int(1000000, 9999999));
  const stamm = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  p.box(40, 40, 515, 360, true);
  p.text(60, 'Fahrzeugausweis', { y: 66, size: 15, bold: true });
  pr(p, 60, 78, 'Permis de circulation · Licenza di circolazione', { size: 7 });
  pr(p, 400, 66, 'Kanton Luzern', { size: 10, bold: true });
  pr(p, 400, 80, 'Strassenverkehrsamt', { size: 8 });
  const f1: [string, string, string][] = [
    ['01', 'Ausweis-Nr.', no],
    ['15', 'Kontrollschild', plate],
    ['18', 'Stammnummer', stamm],
    ['21', 'Marke und Typ', rng.pick(['Opel Kadett 1.2', 'VW Passat', 'Saab 99', 'Peugeot 404'])],
    ['23', 'Fahrgestell-Nr.', chassis(rng, 11)],
    ['36', 'Erste Inverkehrsetzung', fd(rng.date(1960, Number(issue.slice(0, 4))), 'de')],
  ];
  f1.forEach(([n, l, v], i) => {
    const x = 60 + (i % 2) * 250;
    const yy = 115 + Math.floor(i / 2) * 45;
    pr(p, x, yy, `${n}  ${l}`, { size: 7 });
    ty(p, rng, x + 5, yy + 16, v);
  });
  pr(p, 60, 270, 'Halter', { size: 7 });
  ty(p, rng, 65, 286, `${rng.pick(FIRST_DE)} ${rng.pick(['Zihlmann', 'Schnider', 'Limacher'])}, ${rng.pick(['Ruswil', 'Meggen', 'Sempach'])}`);
  pr(p, 60, 330, 'Ort und Datum der Ausstellung', { size: 7 });
  ty(p, rng, 65, 346, `Luzern, ${fd(issue, 'de')}`);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** UK V5 Vehicle Registration Document (1970s–80s): boxes with the DVLC's typed entries, document reference. */
export function ukV5(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1975, 1992);
  const y = Number(issue.slice(0, 4));
  const plate = plateUK(rng, y - rng.int(0, 10));
  const ref = `${rng.int(10000, 99999)}${rng.int(100000, 999999)}`;
  p.text(40, 'VEHICLE REGISTRATION DOCUMENT', { y: 50, size: 13, bold: true });
  pr(p, 40, 62, 'Driver and Vehicle Licensing Centre, Swansea SA99 1AR', { size: 8 });
  pr(p, 400, 50, 'V5', { size: 14, bold: true });
  pr(p, 400, 66, 'Document reference number', { size: 7 });
  ty(p, rng, 400, 80, ref);
  const boxes: [string, string][] = [
    ['Registration mark', plate],
    ['Date of first registration', fd(rng.date(1965, y), 'uk')],
    ['Make', rng.pick(MAKES_UK).split(' ')[0]],
    ['Model/Type', rng.pick(MAKES_UK).split(' ').slice(1).join(' ') || 'Saloon'],
    ['Chassis/Frame No.', chassis(rng, 10)],
    ['Engine No.', `${rng.int(10, 99)}${rng.pick(['H', 'K', 'D'])}${rng.int(10000, 99999)}`],
    ['Colour', rng.pick(['Harvest Gold', 'Damask Red', 'Tundra Green', 'White'])],
    ['Taxation class', 'PLG'],
  ];
  boxes.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 258;
    const top = 100 + Math.floor(i / 2) * 36;
    p.box(x, top, 257, 36);
    pr(p, x + 3, top + 9, l, { size: 6.5 });
    ty(p, rng, x + 10, top + 28, v.toUpperCase());
  });
  pr(p, 40, 270, 'Registered keeper', { size: 7, bold: true });
  ty(p, rng, 45, 286, `${rng.pick(['MR', 'MRS'])} ${rng.pick(FIRST_EN).toUpperCase()} ${rng.pick(['HOLT', 'GREENHALGH', 'IRVINE', 'BELL'])}`);
  ty(p, rng, 45, 299, `${rng.int(1, 99)} ${rng.pick(['MOOR LANE', 'ABBEY VIEW', 'TWEED ROAD'])}, ${rng.pick(['CLITHEROE', 'MELROSE', 'GARSTANG'])}`);
  pr(p, 40, 330, 'Date of issue', { size: 7 });
  ty(p, rng, 110, 330, fd(issue, 'uklong').toUpperCase());
  pr(p, 40, 380, 'This document is not proof of ownership. Notify DVLC of any change of keeper, address or vehicle details.', { size: 7 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** Wisconsin registration card: plate, expiry in month-year, the registration number, fee paid. */
export function wiscRegistrationCard(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(1962, 1992);
  const m = rng.int(1, 12);
  const last = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  const exp = `${y + 1}-${String(m).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  const plate = `${rng.pick(['A', 'B', 'D', 'E'])}${rng.pick(['B', 'K', 'R'])} ${rng.int(1000, 9999)}`;
  const reg = `${rng.int(10, 99)}-${rng.int(100000, 999999)}`;
  p.box(40, 40, 400, 220);
  p.text(50, 'STATE OF WISCONSIN — DEPARTMENT OF TRANSPORTATION', { y: 58, size: 8, bold: true });
  p.text(50, 'AUTOMOBILE REGISTRATION', { y: 76, size: 12, bold: true });
  const cells: [string, string, number, number][] = [
    ['PLATE NO.', plate, 50, 90],
    ['EXPIRES', `${MONTHS_EN[m - 1].slice(0, 3).toUpperCase()} ${y + 1}`, 150, 90],
    ['REG. NO.', reg, 250, 90],
    ['FEE PAID', `$${rng.pick(['10.00', '18.00', '25.00', '35.00'])}`, 350, 80],
  ];
  for (const [l, v, x, w] of cells) {
    p.box(x, 90, w - 4, 30);
    pr(p, x + 3, 98, l, { size: 6 });
    ty(p, rng, x + 6, 114, v, { size: 9.5 });
  }
  ty(p, rng, 50, 142, `${y - rng.int(0, 10)} ${rng.pick(MAKES_US).toUpperCase()}`, { size: 9.5 });
  ty(p, rng, 50, 156, `VIN ${vinUS(rng, y - 2)}`, { size: 9.5 });
  ty(p, rng, 50, 180, `${rng.pick(FIRST_EN).toUpperCase()} ${rng.pick(['JOHNSON', 'KRUEGER', 'WIPPERFURTH', 'HALVERSON'])}`, { size: 9.5 });
  ty(p, rng, 50, 193, `RT ${rng.int(1, 6)}, ${rng.pick(['MENOMONIE', 'MARATHON', 'WAUPACA'])} WI`, { size: 9.5 });
  pr(p, 50, 240, 'Carry this card in the vehicle. Expires on the last day of the month shown.', { size: 6.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: reg, expiryDate: exp });
}

/** Kraftfahrzeugbrief (Swabia): the Brief-Nr. printed, entries typed into numbered rows, the office's stamp. */
export function schwabenKfzBrief(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1960, 1990);
  const f = firm(rng, 'swabia');
  const vin = chassis(rng, rng.pick([8, 10]), false);
  p.box(40, 40, 515, 640);
  p.text(297, 'Kraftfahrzeugbrief', { y: 74, size: 18, bold: true, serif: true, align: 'center' });
  pr(p, 460, 56, 'Brief-Nr.', { size: 7 });
  p.text(460, `${rng.pick(['A', 'B', 'C', 'D'])}${rng.pick(['A', 'F', 'K'])} ${rng.int(100000, 999999)}`, { y: 70, size: 11, bold: true });
  const rows: [string, string, string][] = [
    ['1', 'Fahrzeugart', 'Pkw'],
    ['2', 'Hersteller des Fahrgestells', rng.pick(['Daimler-Benz AG', 'Volkswagenwerk AG', 'Adam Opel AG', 'NSU Motorenwerke AG'])],
    ['3', 'Typ und Ausführung', rng.pick(MAKES_DE)],
    ['4', 'Fahrgestell-Nr.', vin],
    ['5', 'Antriebsart', 'Otto'],
    ['6', 'Hubraum ccm', String(rng.pick([1192, 1584, 1897, 2496]))],
    ['7', 'Farbe', rng.pick(['beige', 'weiß', 'rot', 'signalgelb'])],
  ];
  let yy = 110;
  for (const [n, l, v] of rows) {
    p.box(50, yy - 14, 495, 22);
    pr(p, 55, yy, n, { size: 8, bold: true });
    pr(p, 70, yy, l, { size: 8 });
    p.box(240, yy - 14, 0.01, 22);
    ty(p, rng, 248, yy + 2, v);
    yy += 22;
  }
  yy += 20;
  pr(p, 50, yy, 'Eintragung des Halters', { size: 9, bold: true });
  yy += 18;
  ty(p, rng, 60, yy, `${rng.pick(FIRST_DE)} ${rng.pick(['Häfele', 'Bühler', 'Schäfer'])}, ${f.street}, ${f.zip} ${f.town}`);
  yy += 16;
  ty(p, rng, 60, yy, `Amtl. Kennzeichen ${plateDE(rng, 'swabia')}`);
  yy += 30;
  pr(p, 50, yy, 'Ausgefertigt', { size: 8 });
  ty(p, rng, 110, yy, `${f.town}, den ${fd(issue, 'de')}`);
  stamp(p, 340, yy - 14, [`Landratsamt ${f.town}`, 'Zulassungsstelle'], 9);
  return doc(p, 'de', { documentType: 'title', date: issue, vin });
}

/** Pennsylvania Certificate of Title, 1960s: the Commonwealth's engraved form, typed in capitals. */
export function pennTitleSixties(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1960, 1972);
  const y = Number(issue.slice(0, 4));
  const vin = vinUS(rng, y - rng.int(0, 3));
  const tno = `${rng.int(10000000, 39999999)}`;
  p.box(30, 30, 535, 420);
  p.box(36, 36, 523, 408);
  p.text(297, 'COMMONWEALTH OF PENNSYLVANIA', { y: 64, size: 12, bold: true, serif: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 82, size: 11, bold: true, serif: true, align: 'center' });
  pr(p, 297, 94, 'Department of Revenue — Bureau of Motor Vehicles — Harrisburg', { size: 7, align: 'center' });
  pr(p, 60, 120, 'TITLE NUMBER', { size: 6.5 });
  ty(p, rng, 60, 134, tno);
  pr(p, 230, 120, 'DATE ISSUED', { size: 6.5 });
  ty(p, rng, 230, 134, fd(issue, 'us'));
  pr(p, 380, 120, 'YEAR  MAKE  BODY TYPE', { size: 6.5 });
  ty(p, rng, 380, 134, `${y - rng.int(0, 3)} ${rng.pick(['CHEV', 'FORD', 'PLYM', 'BUICK'])} ${rng.pick(['2D HT', '4D SED', 'STA WAG'])}`);
  pr(p, 60, 160, 'VEHICLE IDENTIFICATION NO.', { size: 6.5 });
  ty(p, rng, 60, 174, vin);
  pr(p, 300, 160, 'PREVIOUS TITLE', { size: 6.5 });
  ty(p, rng, 300, 174, rng.pick(['PA', 'MD', 'NJ', 'OH']));
  pr(p, 60, 205, 'OWNER', { size: 6.5 });
  ty(p, rng, 60, 220, `${rng.pick(FIRST_EN).toUpperCase()} ${rng.pick(['R.', 'L.', 'M.'])} ${rng.pick(['HOOVER', 'WENGER', 'SHOLLY', 'GARMAN'])}`);
  ty(p, rng, 60, 233, `R D ${rng.int(1, 5)} ${rng.pick(['MANHEIM', 'LITITZ', 'STRASBURG', 'NEW HOLLAND'])} PA`);
  pr(p, 60, 265, 'FIRST LIEN', { size: 6.5 });
  ty(p, rng, 60, 279, rng.chance(0.5) ? 'NONE' : `${rng.pick(['FARMERS FIRST BANK', 'FULTON NATIONAL BANK'])}`);
  pr(p, 60, 400, 'Secretary of Revenue', { size: 7 });
  return doc(p, 'en', { documentType: 'title', date: issue, vin });
}

/** Pennsylvania title of the 1980s: PennDOT form, odometer statement, issue date labelled under the value. */
export function pennTitleEighties(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1981, 1992);
  const y = Number(issue.slice(0, 4));
  const vin = vinUS(rng, y);
  p.text(297, 'COMMONWEALTH OF PENNSYLVANIA — DEPARTMENT OF TRANSPORTATION', { y: 50, size: 9, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 68, size: 13, bold: true, align: 'center' });
  const rowA: [string, string, number][] = [
    [vin, 'VEHICLE IDENTIFICATION NUMBER', 40],
    [String(y - rng.int(0, 4)), 'YEAR', 250],
    [rng.pick(['CHEVROLET', 'FORD', 'DODGE', 'PONTIAC']), 'MAKE', 300],
    [`${rng.int(10, 99)}${rng.int(100000, 999999)}${rng.int(100, 999)}`, 'TITLE NUMBER', 410],
  ];
  for (const [v, l, x] of rowA) {
    ty(p, rng, x, 100, v, { size: 9.5 });
    rule(p, x, 105, 100);
    pr(p, x, 114, l, { size: 6 });
  }
  const rowB: [string, string, number][] = [
    [fd(issue, 'us'), 'DATE OF ISSUE', 40],
    [`${rng.int(10000, 99999)}`, 'ODOMETER READING', 160],
    ['ACTUAL', 'ODOMETER STATUS', 300],
    [fd(addDays(issue, -rng.int(10, 40)), 'us'), 'DATE PA TITLED', 410],
  ];
  for (const [v, l, x] of rowB) {
    ty(p, rng, x, 145, v, { size: 9.5 });
    rule(p, x, 150, 100);
    pr(p, x, 159, l, { size: 6 });
  }
  ty(p, rng, 40, 195, `${rng.pick(FIRST_EN).toUpperCase()} ${rng.pick(['ZIMMERMAN', 'RUTT', 'BEILER', 'HERR'])}`);
  ty(p, rng, 40, 208, `${rng.int(100, 999)} ${rng.pick(['OLD PHILADELPHIA PIKE', 'CREEK RD', 'MAIN ST'])}`);
  ty(p, rng, 40, 221, `${rng.pick(['BIRD IN HAND', 'INTERCOURSE', 'EPHRATA', 'YORK'])} PA ${rng.int(17000, 17599)}`);
  pr(p, 40, 232, 'OWNER(S)', { size: 6 });
  pr(p, 40, 270, 'LIENHOLDER: NONE', { size: 8 });
  pr(p, 40, 400, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER — see reverse side', { size: 7 });
  return doc(p, 'en', { documentType: 'title', date: issue, vin });
}

/** Wisconsin Certificate of Title: the Secretary's signature, title number top right, "DATE ISSUED" beside. */
export function wiscTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1964, 1992);
  const y = Number(issue.slice(0, 4));
  const vin = vinUS(rng, y - rng.int(0, 2));
  p.box(36, 36, 523, 430);
  p.text(60, 'STATE OF WISCONSIN', { y: 64, size: 11, bold: true, serif: true });
  p.text(60, 'CERTIFICATE OF TITLE', { y: 82, size: 14, bold: true, serif: true });
  pr(p, 60, 94, 'Motor Vehicle Division, Madison', { size: 7 });
  pr(p, 400, 64, 'TITLE NO.', { size: 7 });
  ty(p, rng, 450, 64, `${rng.pick(['A', 'B', 'C'])}${rng.int(1000000, 9999999)}`);
  pr(p, 400, 80, 'DATE ISSUED', { size: 7 });
  ty(p, rng, 460, 80, fd(issue, 'usshort'));
  const rows: [string, string][] = [
    ['YEAR / MAKE / MODEL', `${y - rng.int(0, 3)} ${rng.pick(MAKES_US).toUpperCase()}`],
    ['IDENTIFICATION NO.', vin],
    ['BODY', rng.pick(['4DR SEDAN', 'PICKUP', '2DR HARDTOP', 'STATION WAGON'])],
    ['OWNER', `${rng.pick(FIRST_EN).toUpperCase()} ${rng.pick(['OLSON', 'SCHMIDT', 'KOWALSKI', 'PETERSEN'])}`],
    ['LIENHOLDER', rng.pick(['NONE', 'FIRST NATIONAL BANK OF WAUSAU', 'BADGER STATE CREDIT UNION'])],
  ];
  let yy = 130;
  for (const [l, v] of rows) {
    pr(p, 60, yy, l, { size: 7 });
    ty(p, rng, 200, yy, v);
    rule(p, 195, yy + 4, 340);
    yy += 26;
  }
  pr(p, 60, 420, 'Secretary of Transportation', { size: 7 });
  return doc(p, 'en', { documentType: 'title', date: issue, vin });
}
