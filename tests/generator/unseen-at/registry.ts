/** Registry counters: short-term plates, registration certificates, a Zulassungsschein, a V5, a Vermont card; titles and a Brief. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, para, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, pad, vin } from './kit';

/** Vulkaneifel: a Kurzzeitkennzeichen certificate from the Kreisverwaltung counter, valid five days. */
export function kurzzeitKennzeichen(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1990, 2025);
  const exp = addDays(issue, 4);
  const plate = `DAU-0${rng.pick([3, 4])}${rng.int(100, 999)}`;
  const no = `K ${rng.int(100000, 999999)}`;
  const built = rng.int(1955, 1985);
  p.text(50, 'Kreisverwaltung Vulkaneifel', { size: 12, bold: true });
  p.down(12).text(50, `Straßenverkehrsbehörde – Zulassungsstelle · Mainzer Str. 25 · 54550 Daun`, { size: 8.5 });
  p.down(34).text(50, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true });
  p.down(14).text(50, '(§ 16a Fahrzeug-Zulassungsverordnung)', { size: 8 });
  p.text(545, `Nr. ${no}`, { size: 10, align: 'right' });
  p.y = 140;
  field(p, 50, p.y, 170, 'Kennzeichen', plate, 14);
  field(p, 220, p.y, 160, 'Gültig bis (Ablaufdatum)', fd(exp, 'de'), 12);
  field(p, 380, p.y, 165, 'Ausgegeben am', fd(issue, 'de'));
  field(p, 50, p.y + 30, 330, 'Fahrzeughersteller / Typ', rng.pick(['Daimler-Benz 180 D', 'Volkswagenwerk Typ 14', 'NSU Prinz 4', 'Borgward Isabella']));
  field(p, 380, p.y + 30, 165, 'Fahrzeug-Ident.-Nr.', vin(rng, built));
  field(p, 50, p.y + 60, 495, 'Name, Vorname des Inhabers', `${rng.pick(['Schäfer', 'Bach', 'Krämer'])}, ${rng.pick(['Thomas', 'Ulrike', 'Jürgen'])}`);
  p.y = 250;
  para(
    p,
    50,
    'Die Fahrten dürfen nur zu Prüfungs-, Probe- oder Überführungszwecken durchgeführt werden. Nach Ablauf der Gültigkeit ist eine Benutzung der Kennzeichen nicht mehr zulässig. Für das Fahrzeug besteht eine Haftpflichtversicherung (Versicherungsbestätigung liegt vor).',
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, `Gebühr ${rng.pick(['13,10', '10,20', '26,30'])} ${yearOf(issue) < 2002 ? 'DM' : 'EUR'} · Kassenzeichen ${rng.int(1000000, 9999999)}`, {
    size: 8,
  });
  p.down(30).text(380, 'Im Auftrag', { size: 9 });
  p.down(14).text(380, '(Dienstsiegel)', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/** Rhein-Hunsrück: a Zulassungsbescheinigung Teil I with coded fields; an H plate, no expiry printed. */
export function zb1Hunsrueck(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(2006, 2026);
  const plate = `SIM-${rng.pick(['HK', 'OT', 'W', 'AB'])} ${rng.int(1, 999)}H`;
  const no = `${rng.pick(['AF', 'BG', 'CK'])}${rng.int(100000, 999999)}`;
  const built = rng.int(1960, 1995);
  p.text(297, 'Zulassungsbescheinigung Teil I', { align: 'center', size: 14, bold: true });
  p.down(12).text(297, 'Bundesrepublik Deutschland', { align: 'center', size: 8 });
  p.text(545, no, { align: 'right', size: 11, y: 60 });
  p.y = 100;
  const cells: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', fd(`${built}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de')],
    ['I', 'Datum dieser Zulassung', fd(issue, 'de')],
    ['E', 'Fahrzeug-Identifizierungsnummer', vin(rng, built)],
    ['D.1', 'Marke', rng.pick(['VW', 'MERCEDES-BENZ', 'OPEL', 'PORSCHE'])],
    ['D.3', 'Handelsbezeichnung', rng.pick(['KAEFER', '280 SE', 'GT', '911 T'])],
    ['C.1.1', 'Name oder Firmenname', rng.pick(['WAGNER', 'HENRICH', 'DIETZ'])],
    ['C.1.3', 'Anschrift', `${rng.int(55469, 55499)} ${rng.pick(['SIMMERN', 'KASTELLAUN', 'KIRCHBERG'])}`],
  ];
  cells.forEach(([c, l, v], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    const y = 100 + Math.floor(i / 2) * 34;
    p.box(x, y, 245, 30);
    p.text(x + 3, `(${c}) ${l}`, { y: y + 9, size: 6.5 });
    p.text(x + 6, v, { y: y + 24, size: 10.5 });
  });
  p.y = 260;
  p.text(50, 'Nächste HU', { size: 7 }).text(120, fd(addDays(issue, 730), 'de').slice(3), { size: 10 });
  p.down(24).text(50, 'Landkreis Rhein-Hunsrück-Kreis – Zulassungsbehörde', { size: 8.5 });
  p.down(12).text(50, 'Dieses Dokument ist mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** Mühlviertel: an Austrian Zulassungsschein from the Bezirkshauptmannschaft, the number in the corner, no expiry. */
export function zulassungsscheinFreistadt(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1968, 2001);
  const plate = `O ${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const no = `${rng.int(1000000, 9999999)}`;
  const built = rng.int(1955, 1975);
  p.text(50, 'REPUBLIK ÖSTERREICH', { size: 10, bold: true });
  p.text(545, `Nr. ${no}`, { size: 10, align: 'right' });
  p.down(24).text(297, 'ZULASSUNGSSCHEIN', { align: 'center', size: 18, bold: true, serif: true });
  p.down(16).text(297, `Bezirkshauptmannschaft ${rng.pick(['Freistadt', 'Rohrbach', 'Perg'])}`, { align: 'center', size: 10, serif: true });
  p.y = 140;
  const kv: [string, string][] = [
    ['Behördliches Kennzeichen', plate],
    ['Zulassungsbesitzer', `${rng.pick(['Hofer', 'Reindl', 'Pichler'])} ${rng.pick(['Alois', 'Johanna', 'Rupert'])}`],
    ['Wohnort', `${rng.pick(['Windhaag', 'Weitersfelden', 'Lasberg'])} ${rng.int(1, 99)}`],
    ['Fahrzeugart', rng.pick(['Personenkraftwagen', 'Zugmaschine', 'Kombinationskraftwagen'])],
    ['Marke und Type', rng.pick(['Steyr-Puch 650 TR', 'Steyr 180', 'Fiat 1100', 'VW 1200'])],
    ['Fahrgestellnummer', vin(rng, built)],
    ['Tag der Zulassung', fd(issue, 'de')],
  ];
  for (const [l, v] of kv) {
    p.text(60, l, { size: 9, serif: true });
    p.text(240, v, { size: 11, serif: true });
    hline(p, 240, 300, p.y + 3);
    p.down(22);
  }
  p.down(20).text(60, `${rng.pick(['Freistadt', 'Rohrbach'])}, am ${fd(issue, 'delong')}`, { size: 9, serif: true });
  p.text(420, 'Für den Bezirkshauptmann:', { size: 9, serif: true });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** UK: a registration document V5 as the DVLA printed it, document reference number, keeper block. */
export function ukV5(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1979, 2003);
  const plate = `${rng.pick(['B', 'E', 'H', 'L'])}${rng.int(100, 999)} ${rng.pick(['CRL', 'AFX', 'UKG', 'WRX'])}`;
  const no = `${rng.int(10000, 99999)} ${rng.int(10000, 99999)}`;
  p.text(50, 'Department of Transport', { size: 9 });
  p.down(12).text(50, 'Driver and Vehicle Licensing Centre, Swansea SA99 1AR', { size: 8 });
  p.down(28).text(50, 'VEHICLE REGISTRATION DOCUMENT', { size: 14, bold: true });
  p.text(545, 'V5', { size: 20, bold: true, align: 'right' });
  p.down(20).text(50, 'Document reference number', { size: 8 }).text(200, no, { size: 11, bold: true });
  p.y = 150;
  const left: [string, string][] = [
    ['Registration mark', plate],
    ['Date of first registration', fd(`${rng.int(1962, 1990)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'ukdot')],
    ['Make', rng.pick(['AUSTIN', 'MORRIS', 'LAND ROVER', 'VAUXHALL'])],
    ['Model', rng.pick(['MINI 1000', 'MINOR TRAVELLER', '88 SERIES III', 'VIVA HC'])],
    ['Colour', rng.pick(['GREEN', 'WHITE', 'BLUE', 'BEIGE'])],
    ['Taxation class', 'PRIVATE/LIGHT GOODS (PLG)'],
  ];
  left.forEach(([l, v], i) => {
    p.text(50, l, { y: 150 + i * 26, size: 7.5 });
    p.text(50, v, { y: 162 + i * 26, size: 10 });
  });
  p.text(320, 'Registered keeper', { y: 150, size: 7.5 });
  p.text(320, rng.pick(['MR T PENROSE', 'MRS G WHITFIELD', 'J R HARGREAVES']), { y: 162, size: 10 });
  p.text(320, rng.pick(['TREVONE, PADSTOW', 'GAYLE, HAWES', 'LANGCLIFFE, SETTLE']), { y: 174, size: 10 });
  p.text(320, 'Date of issue of this document', { y: 202, size: 7.5 });
  p.text(320, fd(issue, 'ukdot'), { y: 214, size: 10 });
  p.y = 330;
  para(
    p,
    50,
    'This document is not proof of ownership. The registered keeper is the person responsible for registering and licensing the vehicle. Tell DVLC at once of any change.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** Vermont: a registration certificate from the DMV, valid through a printed date, the town clerk's stamp. */
export function vermontRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1975, 2025);
  const exp = addDays(`${yearOf(issue) + rng.int(1, 2)}${issue.slice(4, 8)}01`, -1);
  const plate = rng.chance(0.5) ? `${rng.pick(['A', 'B', 'F'])}${rng.int(100, 999)}${rng.pick(['A', 'K'])}` : `ANT ${rng.int(100, 999)}`;
  const no = `${rng.int(10000000, 99999999)}`;
  const built = rng.int(1930, 1990);
  p.text(297, 'STATE OF VERMONT', { align: 'center', size: 12, bold: true });
  p.down(12).text(297, 'Department of Motor Vehicles · Montpelier', { align: 'center', size: 8.5 });
  p.down(22).text(297, 'REGISTRATION CERTIFICATE', { align: 'center', size: 13, bold: true });
  p.y = 120;
  field(p, 50, 120, 120, 'PLATE', plate, 13);
  field(p, 170, 120, 120, 'REG. NO.', no);
  field(p, 290, 120, 120, 'ISSUED', fd(issue, 'us'));
  field(p, 410, 120, 135, 'EXPIRES', fd(exp, 'us'));
  field(p, 50, 146, 240, 'OWNER', rng.pick(['WHEELOCK, ARTHUR', 'MORSE, DELIA', 'TOWN OF CABOT']));
  field(p, 290, 146, 255, 'YEAR / MAKE / BODY', `${built} ${rng.pick(['FORD TK', 'CHEV PK', 'PLYM 4D', 'INTL TK'])}`);
  field(p, 50, 172, 240, 'VIN', vin(rng, built));
  field(p, 290, 172, 255, 'FEE PAID', `$${rng.pick(['18.00', '32.00', '44.00', '70.00'])}`);
  p.y = 230;
  p.text(50, 'Keep this certificate in the vehicle. Sign below.   Owner signature ______________________', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/** Eifel: a Kraftfahrzeugbrief page with the Kreisverwaltung's entry, the Brief number in red print style top right. */
export function kfzBriefEifel(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1965, 1995);
  const built = Math.min(yearOf(issue), rng.int(1958, 1990));
  const v = vin(rng, built);
  p.text(50, 'Kraftfahrzeugbrief', { size: 18, bold: true, serif: true });
  p.text(545, `${rng.pick(['A', 'C', 'D', 'F'])} ${rng.int(1000000, 9999999)}`, { size: 13, align: 'right', y: 60 });
  p.down(16).text(50, 'Bundesrepublik Deutschland', { size: 9, serif: true });
  p.y = 110;
  const kv: [string, string][] = [
    ['1  Fahrzeug- und Aufbauart', rng.pick(['Pkw geschlossen', 'Kombi', 'Cabriolet'])],
    ['2  Hersteller des Fahrgestells', rng.pick(['Volkswagenwerk AG', 'Adam Opel AG', 'Daimler-Benz AG'])],
    ['4  Fahrzeug-Ident.-Nr.', v],
    ['32 Tag der ersten Zulassung', fd(`${built}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de')],
  ];
  for (const [l, val] of kv) {
    p.text(50, l, { size: 8.5, serif: true }).text(260, val, { size: 11 });
    hline(p, 50, 495, p.y + 5);
    p.down(22);
  }
  p.down(10).text(50, 'Eintragung der Zulassungsstelle', { size: 9.5, bold: true, serif: true });
  p.down(16).text(50, `Name: ${rng.pick(['Thiel, Heinrich', 'Backes, Maria', 'Jost, Peter'])}, ${rng.pick(['Daun', 'Wittlich', 'Bitburg'])}`, { size: 10 });
  p.down(14).text(50, `Amtl. Kennzeichen: ${rng.pick(['DAU', 'WIL', 'BIT'])}-${rng.pick(['A', 'K', 'L'])} ${rng.int(10, 999)}`, { size: 10 });
  p.down(14).text(50, `Ausgestellt: ${rng.pick(['Daun', 'Wittlich', 'Bitburg'])}, den ${fd(issue, 'de')}`, { size: 10 });
  p.down(14).text(50, 'Der Landrat – Zulassungsstelle', { size: 9 });
  p.down(24);
  para(p, 50, 'Der Brief ist sorgfältig aufzubewahren; er ist kein Nachweis über das Eigentum am Fahrzeug.', 100, { size: 8 });
  return doc(p, 'de', { documentType: 'title', date: issue, vin: v });
}

/** Iowa: a county treasurer's certificate of title, issue date and VIN in ruled fields, lienholder block. */
export function iowaTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1975, 2024);
  const built = Math.min(yearOf(issue), rng.int(1946, 2000));
  const v = vin(rng, built);
  const county = rng.pick(['Shelby', 'Crawford', 'Carroll', 'Winneshiek', 'Washington']);
  p.text(297, 'STATE OF IOWA', { align: 'center', size: 13, bold: true });
  p.down(16).text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { align: 'center', size: 11, bold: true });
  p.down(13).text(297, `Issued by the ${county} County Treasurer`, { align: 'center', size: 8.5 });
  p.y = 120;
  field(p, 50, 120, 200, 'VEHICLE IDENTIFICATION NUMBER', v, 11);
  field(p, 250, 120, 60, 'YEAR', String(built));
  field(p, 310, 120, 120, 'MAKE', rng.pick(['FORD', 'CHEVROLET', 'INTERNATIONAL', 'DODGE']));
  field(p, 430, 120, 115, 'TITLE NUMBER', `${rng.pick(['71', '24', '96', '14'])}${rng.int(1000000, 9999999)}`);
  field(p, 50, 146, 200, 'BODY STYLE', rng.pick(['PICKUP', '4 DOOR SEDAN', '2 DOOR HT']));
  field(p, 250, 146, 180, 'ODOMETER', `${rng.int(10000, 99999)}  ${rng.pick(['ACTUAL', 'EXEMPT', 'NOT ACTUAL'])}`);
  field(p, 430, 146, 115, 'ISSUE DATE', fd(issue, 'us'));
  field(
    p,
    50,
    172,
    495,
    'OWNER(S)',
    `${rng.pick(['HANSEN', 'DOHRMANN', 'SCHROEDER'])} ${rng.pick(['GERALD L', 'RUTH A', 'DARRELL'])}  ${rng.pick(['HARLAN', 'DENISON', 'DECORAH'])} IA`,
  );
  field(p, 50, 198, 495, 'FIRST SECURITY INTEREST', rng.pick(['NONE', 'NONE', `${county.toUpperCase()} COUNTY STATE BANK`]));
  p.y = 250;
  para(
    p,
    50,
    'The County Treasurer certifies that the records show the person named herein is the owner of the vehicle described, subject to the security interests shown. Any alteration voids this title.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'title', date: issue, vin: v });
}

/** Kentucky: a county clerk's certificate of title, "Date issued" at the foot, the VIN under a heading of its own. */
export function kentuckyTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1980, 2025);
  const built = Math.min(yearOf(issue), rng.int(1950, 2005));
  const v = vin(rng, built);
  p.text(297, 'COMMONWEALTH OF KENTUCKY', { align: 'center', size: 13, bold: true, serif: true });
  p.down(14).text(297, 'Transportation Cabinet · Division of Motor Vehicle Licensing', { align: 'center', size: 8.5, serif: true });
  p.down(22).text(297, 'CERTIFICATE OF TITLE', { align: 'center', size: 15, bold: true, serif: true });
  p.down(26)
    .text(50, `Title No. ${rng.int(100000000, 999999999)}`, { size: 10 })
    .text(545, `County of issue: ${rng.pick(['NELSON', 'MARION', 'WASHINGTON', 'LARUE'])}`, { size: 10, align: 'right' });
  p.down(28).text(50, 'Vehicle Identification Number', { size: 8 });
  p.down(14).text(50, v, { size: 13, bold: true });
  p.down(24).text(
    50,
    `Year ${built}    Make ${rng.pick(['FORD', 'CHEV', 'GMC', 'MERC'])}    Model ${rng.pick(['F100', 'C10', 'COUGAR', 'SIERRA'])}    Body ${rng.pick(['PK', '2D', '4D'])}`,
    { size: 10 },
  );
  p.down(24).text(50, 'Owner', { size: 8 });
  p.down(13).text(50, rng.pick(['MATTINGLY, JOSEPH B', 'HAGAN, BETTY SUE', 'SPALDING, RAYMOND']), { size: 10.5 });
  p.down(13).text(50, `${rng.int(100, 9999)} ${rng.pick(['ST ROSE RD', 'LORETTO RD', 'BARDSTOWN RD'])}`, { size: 10.5 });
  p.down(30).text(50, 'Lien: NONE RECORDED', { size: 9.5 });
  p.down(30);
  hline(p, 50, 495, p.y);
  p.down(16)
    .text(50, `Date issued ${fd(issue, 'us')}`, { size: 10 })
    .text(545, 'County Clerk', { size: 9, align: 'right' });
  return doc(p, 'en', { documentType: 'title', date: issue, vin: v });
}

/** Vermont: a title of the years when Vermont titled only recent vehicles, printed with ODOMETER STATUS and a lien line. */
export function vermontTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1990, 2012);
  const built = yearOf(issue) - rng.int(1, 12);
  const v = vin(rng, built);
  p.text(50, 'VERMONT', { size: 20, bold: true });
  p.text(545, 'CERTIFICATE OF TITLE', { size: 13, bold: true, align: 'right', y: 60 });
  p.down(14).text(50, 'Agency of Transportation — Department of Motor Vehicles', { size: 8 });
  p.y = 110;
  const row2: [string, string][] = [
    ['TITLE NUMBER', `V${rng.int(1000000, 9999999)}`],
    ['DATE OF ISSUE', fd(issue, 'usshort')],
    ['VEHICLE ID NUMBER', v],
    ['YR/MAKE', `${built} ${rng.pick(['SUBA', 'TOYT', 'VOLV', 'SAAB'])}`],
    ['ODOMETER STATUS', `${rng.int(10000, 180000)} ACTUAL`],
    ['PREV. TITLE STATE', rng.pick(['NH', 'NY', 'MA', 'VT'])],
  ];
  row2.forEach(([l, val], i) => {
    const x = 50 + (i % 3) * 165;
    const y = 110 + Math.floor(i / 3) * 34;
    p.text(x, l, { y, size: 7 });
    p.text(x, val, { y: y + 14, size: 10 });
  });
  p.y = 200;
  p.text(50, 'REGISTERED OWNER', { size: 7 });
  p.down(13).text(50, rng.pick(['BOUCHARD, RENE & CLAIRE', 'KNAPP, WALTER', 'GRAY, LUCINDA']), { size: 10 });
  p.down(13).text(50, `${rng.pick(['MORRISVILLE', 'BRADFORD', 'LYNDONVILLE'])} VT`, { size: 10 });
  p.down(24).text(50, 'FIRST LIENHOLDER: ' + rng.pick(['NONE', 'PASSUMPSIC SAVINGS BANK', 'UNION BANK']), { size: 9 });
  return doc(p, 'en', { documentType: 'title', date: issue, vin: v });
}
