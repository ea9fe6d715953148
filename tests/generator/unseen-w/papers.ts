/** Registrations and titles passed on: ZB I and ZB II after an inheritance, the old Fahrzeugschein and Fahrzeugbrief, V5C, California and Massachusetts cards, Texas and California titles. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, doc, fd, hline } from '../paper-kit';
import { PageBuilder, footer, grid, stamp } from './kit';
import { digits } from './pick';

const L = () => 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letter = (rng: Random) => rng.pick(L().split(''));

/** Coded fields: a code in a small box, the value beside it. */
function coded(p: PageBuilder, x: number, y: number, code: string, value: string, w = 230) {
  p.box(x, y - 9, 26, 12);
  p.text(x + 13, code, { y, size: 6.5, align: 'center' });
  p.text(x + 32, value, { y, size: 9 });
  hline(p, x + 30, w - 30, y + 3);
}

/** 2019: a ZB I issued to an heir, the historic plate in (A), the document number top right. */
export function zb1Heir(rng: Random): Generated {
  const issued = rng.date(2018, 2021);
  const nr = `${letter(rng)}${letter(rng)}${digits(rng, 7)}`;
  const plate = `AW-${letter(rng)}${letter(rng)} ${rng.int(10, 99)}H`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'Bundesrepublik Deutschland', { size: 8 });
  p.text(545, nr, { size: 12, bold: true, align: 'right' }).down(14);
  p.text(50, 'Zulassungsbescheinigung Teil I', { size: 14, bold: true }).down(12);
  p.text(50, '(Fahrzeugschein)', { size: 8 }).down(24);
  const left: [string, string][] = [
    ['A', plate],
    ['B', fd(`1967-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['C.1.1', 'Scholl-Wirtz'],
    ['C.1.2', 'Annemarie'],
    ['C.1.3', 'Burgstraße 4, 53505 Altenahr'],
    ['I', fd(issued, 'de')],
    ['D.1', 'BMW'],
    ['D.3', '1600 TI'],
    ['E', `${rng.int(1500000, 1599999)}`],
    ['2.1 / 2.2', '0005 / 350'],
    ['P.1', '1573'],
    ['Bemerkungen', 'Oldtimer gem. § 9 FZV; Halterwechsel durch Erbfolge'],
  ];
  left.forEach(([c, v], i) => coded(p, 50, p.y + i * 22, c, v, 300));
  p.y += left.length * 22 + 10;
  p.text(50, `Nächste HU: ${String(rng.int(1, 12)).padStart(2, '0')}/${Number(issued.slice(0, 4)) + 2}`, { size: 9 }).down(40);
  stamp(p, 380, p.y, ['Kreisverwaltung', 'Ahrweiler']);
  p.text(50, `Zulassungsbehörde · ${fd(issued, 'de')}`, { size: 8 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 1966: the old grey Fahrzeugschein, numbered fields down the page, its number printed on the flap. */
export function fahrzeugschein66(rng: Random): Generated {
  const issued = rng.date(1964, 1968);
  const nr = `${letter(rng)} ${digits(rng, 6)}`;
  const plate = `BT-${letter(rng)} ${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.box(50, 40, 495, 480);
  p.text(297, 'Fahrzeugschein', { size: 18, serif: true, bold: true, align: 'center' }).down(14);
  p.text(297, 'Kraftfahrzeug-Zulassungsstelle Bayreuth', { size: 9, serif: true, align: 'center' }).down(12);
  p.text(510, `Nr. ${nr}`, { size: 10, serif: true, align: 'right' }).down(20);
  p.text(70, 'Amtliches Kennzeichen', { size: 8, serif: true });
  p.text(240, plate, { size: 14, bold: true, serif: true }).down(24);
  const rows: [string, string][] = [
    ['1 Fahrzeugart', 'Pkw offen'],
    ['2 Hersteller', 'Auto Union'],
    ['3 Typ und Ausführung', 'DKW Monza'],
    ['4 Fahrgestell-Nr.', `${digits(rng, 7)}`],
    ['5 Höchstgeschwindigkeit', '140 km/h'],
    ['6 Hubraum', '980 ccm'],
    ['7 Halter', 'Friedrich Zeitler, Kulmbacher Str. 30, Bayreuth'],
    ['8 Tag der ersten Zulassung', fd(`1957-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
  ];
  for (const [l, v] of rows) {
    p.text(70, l, { size: 8.5, serif: true });
    p.text(240, v, { size: 9.5, serif: true }).down(17);
  }
  p.down(20);
  p.text(70, `Bayreuth, den ${fd(issued, 'de')}`, { size: 9, serif: true }).down(40);
  stamp(p, 330, p.y, ['Stadt Bayreuth', 'Zulassungsstelle']);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 2015: a V5C issued to a new keeper who inherited the car; the document reference in groups, no expiry. */
export function v5cInherited(rng: Random): Generated {
  const issued = rng.date(2014, 2017);
  const ref = `${digits(rng, 4)} ${digits(rng, 3)} ${digits(rng, 4)}`;
  const plate = `${letter(rng)}${letter(rng)}${letter(rng)} ${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'DVLA', { size: 18, bold: true });
  p.text(545, 'V5C', { size: 18, bold: true, align: 'right' }).down(14);
  p.text(50, 'Vehicle Registration Certificate', { size: 11 }).down(22);
  p.box(50, p.y - 12, 495, 34);
  p.text(58, 'Document reference number', { size: 7 });
  p.text(300, 'Registration number', { size: 7 }).down(13);
  p.text(58, ref, { size: 12, bold: true });
  p.text(300, plate, { size: 12, bold: true }).down(30);
  grid(
    p,
    [
      ['C.1 Registered keeper', 'Mr Callum J. Baird'],
      ['Address', '7 Kirk Wynd, Falkland, Fife KY15 7BP'],
      ['Date of acquisition', fd(addDays(issued, -rng.int(5, 20)), 'uk')],
      ['Previous registered keepers', '4'],
      ['B Date of first registration', fd(`1962-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'uk')],
      ['D.1 Make', 'JAGUAR'],
      ['D.3 Model', 'XK150 DHC'],
      ['Taxation class', 'Historic vehicle'],
      ['I Date of issue', fd(issued, 'uk')],
      ['Special notes', 'Keeper change following death of previous keeper'],
    ],
    2,
    'above',
  );
  p.down(10);
  p.text(50, 'This document is not proof of ownership.', { size: 8, bold: true });
  footer(p, ['Driver and Vehicle Licensing Agency, Swansea SA99 1BA']);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: plate });
}

/** 2020: a California registration card, headings over a row of values, the expiry printed. */
export function californiaCard(rng: Random): Generated {
  const from = rng.date(2019, 2022);
  const exp = addDays(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`, -1);
  const plate = `${rng.int(1, 9)}${letter(rng)}${letter(rng)}${letter(rng)}${rng.int(100, 999)}`;
  const docNo = `${digits(rng, 3)}${letter(rng)}${digits(rng, 4)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'STATE OF CALIFORNIA · DEPARTMENT OF MOTOR VEHICLES', { size: 9, bold: true }).down(12);
  p.text(50, 'REGISTRATION CARD', { size: 13, bold: true });
  p.text(545, `DOC NO ${docNo}`, { size: 9, align: 'right' }).down(24);
  const cols = [50, 130, 230, 330, 440];
  const head = ['LICENSE NUMBER', 'VEHICLE ID NUMBER', 'YR MODEL', 'MAKE', 'EXPIRES'];
  const vals = [plate, `20867S${digits(rng, 6)}`, '1963', 'CHEV', fd(exp, 'us')];
  head.forEach((h, i) => p.text(cols[i], h, { size: 6.5 }));
  p.down(11);
  vals.forEach((v, i) => p.text(cols[i], v, { size: 9.5, bold: true }));
  p.down(22);
  const head2 = ['BODY TYPE', 'TYPE LIC', 'CLASS', 'DATE ISSUED', 'FEES PAID'];
  const vals2 = ['CV', 'AUTO', 'HIST', fd(from, 'us'), `$${rng.int(180, 340)}.00`];
  head2.forEach((h, i) => p.text(cols[i], h, { size: 6.5 }));
  p.down(11);
  vals2.forEach((v, i) => p.text(cols[i], v, { size: 9.5 }));
  p.down(24);
  p.text(50, 'REGISTERED OWNER(S)', { size: 6.5 }).down(11);
  p.text(50, 'OKAFOR RENATA A TRUSTEE', { size: 9.5 }).down(11);
  p.text(50, 'OKAFOR FAMILY TRUST', { size: 9.5 }).down(11);
  p.text(50, '31 PASO HONDO CARMEL VALLEY CA 93924', { size: 9.5 }).down(24);
  p.text(50, 'Keep this card in the vehicle. Report a change of address within 10 days.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate, expiryDate: exp });
}

/** 2011: a Massachusetts certificate of registration for an antique plate, a certificate number apart from the plate. */
export function massRegistration(rng: Random): Generated {
  const issued = rng.date(2009, 2013);
  const exp = `${Number(issued.slice(0, 4)) + 2}-${issued.slice(5, 7)}-${['28', '30', '31'][0]}`;
  const plate = `${rng.int(100, 999)} ${letter(rng)}${letter(rng)}`;
  const cert = `${digits(rng, 8)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'THE COMMONWEALTH OF MASSACHUSETTS', { size: 10, bold: true, align: 'center' }).down(12);
  p.text(297, 'Registry of Motor Vehicles', { size: 9, align: 'center' }).down(14);
  p.text(297, 'CERTIFICATE OF REGISTRATION', { size: 13, bold: true, align: 'center' }).down(24);
  grid(
    p,
    [
      ['Certificate No.', cert],
      ['Plate', `${plate} (ANTIQUE)`],
      ['Plate type', 'Antique Auto'],
      ['Effective', fd(issued, 'us')],
      ['Expiration date', fd(exp, 'us')],
      ['Year / Make', '1958 MG A'],
      ['VIN', `HDT43/${digits(rng, 5)}`],
      ['Owner', 'Peter H. Lindqvist, Est. of Margit Lindqvist'],
    ],
    2,
    'boxed',
  );
  p.down(8);
  p.text(50, 'Antique plates: for exhibitions, club activities, parades and limited use only.', { size: 8 });
  footer(p, ['Registry of Motor Vehicles · P.O. Box 55889 · Boston, MA 02205-5889']);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: cert, plateNumber: `${plate}`, expiryDate: exp });
}

/** 2020: a ZB II issued to the heir, first registration decades earlier. */
export function zb2Heir(rng: Random): Generated {
  const issued = rng.date(2019, 2022);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'Zulassungsbescheinigung Teil II', { size: 14, bold: true });
  p.text(545, `${letter(rng)}${letter(rng)}${digits(rng, 7)}`, { size: 11, bold: true, align: 'right' }).down(12);
  p.text(50, '(Fahrzeugbrief)', { size: 8 }).down(26);
  const rows: [string, string][] = [
    ['C.2.1 Name', 'Hagendorn'],
    ['C.2.2 Vorname', 'Dr. Cornelia'],
    ['C.2.3 Anschrift', 'Pellergasse 12, 90403 Nürnberg'],
    ['B Erstzulassung', fd(`1969-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['D.1 Marke', 'Jaguar'],
    ['E Fz.-Ident.-Nr.', `1E${digits(rng, 5)}`],
    ['Ausgestellt am', fd(issued, 'de')],
    ['Vermerk', 'Neuausfertigung nach Erbschein des AG Nürnberg'],
  ];
  for (const [l, v] of rows) {
    p.text(50, l, { size: 8.5 });
    p.text(210, v, { size: 10 }).down(18);
  }
  p.down(24);
  stamp(p, 320, p.y, ['Stadt Nürnberg', 'Zulassungsstelle']);
  return doc(p, 'de', { documentType: 'title', date: issued });
}

/** 1958: the old Fahrzeugbrief with later owners entered below; only the issue date is the document's. */
export function fahrzeugbrief58(rng: Random): Generated {
  const issued = rng.date(1955, 1960);
  const later1 = addDays(issued, rng.int(900, 2400));
  const later2 = addDays(later1, rng.int(2000, 5000));
  const p = new PageBuilder();
  p.y = 60;
  p.box(50, 40, 495, 560);
  p.text(297, 'Kraftfahrzeugbrief', { size: 20, serif: true, bold: true, align: 'center' }).down(16);
  p.text(297, `Nr. ${letter(rng)} ${digits(rng, 6)}`, { size: 10, serif: true, align: 'center' }).down(24);
  p.text(70, 'Dieser Brief wurde ausgefertigt', { size: 9, serif: true }).down(13);
  p.text(70, `in Berlin-Charlottenburg am ${fd(issued, 'delong')}`, { size: 10, serif: true, bold: true }).down(22);
  for (const [l, v] of [
    ['Hersteller des Fahrgestells', 'Borgward'],
    ['Typ', 'Isabella Coupé'],
    ['Fahrgestell-Nr.', digits(rng, 6)],
    ['Antriebsart', 'Otto'],
  ]) {
    p.text(70, l, { size: 8.5, serif: true });
    p.text(260, v, { size: 10, serif: true }).down(16);
  }
  p.down(12);
  p.text(70, 'Eintragungen über den Halter', { size: 10, bold: true, serif: true }).down(16);
  for (const [d, n] of [
    [issued, 'Walter Pfennig, Berlin-Wilmersdorf'],
    [later1, 'Gertrud Pfennig, Berlin-Wilmersdorf'],
    [later2, 'Gertrud Pfennig, Erbin, Berlin-Zehlendorf'],
  ]) {
    p.text(70, fd(d, 'de'), { size: 9.5, serif: true });
    p.text(180, n, { size: 9.5, serif: true }).down(15);
  }
  p.down(20);
  stamp(p, 330, p.y, ['Der Polizeipräsident', 'in Berlin']);
  return doc(p, 'de', { documentType: 'title', date: issued });
}

/** 2018: a Texas certificate of title issued on an affidavit of heirship, the previous owner an estate. */
export function texasTitleHeir(rng: Random): Generated {
  const issued = rng.date(2017, 2020);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'THE STATE OF TEXAS', { size: 12, bold: true, align: 'center' }).down(12);
  p.text(297, 'CERTIFICATE OF TITLE', { size: 16, bold: true, align: 'center' }).down(12);
  p.text(297, 'Texas Department of Motor Vehicles', { size: 8, align: 'center' }).down(24);
  const cols = [50, 210, 300, 400];
  ['VEHICLE IDENTIFICATION NUMBER', 'YEAR', 'MAKE', 'TITLE NUMBER'].forEach((h, i) => p.text(cols[i], h, { size: 6.5 }));
  p.down(11);
  [`194678S${digits(rng, 6)}`, '1967', 'CHEV', digits(rng, 17).slice(0, 17)].forEach((v, i) => p.text(cols[i], v, { size: 9.5, bold: true }));
  p.down(22);
  ['BODY STYLE', 'MODEL', 'ODOMETER', 'DATE ISSUED'].forEach((h, i) => p.text(cols[i], h, { size: 6.5 }));
  p.down(11);
  ['CV', 'CORVETTE', 'EXEMPT', fd(issued, 'us')].forEach((v, i) => p.text(cols[i], v, { size: 9.5 }));
  p.down(22);
  p.text(50, 'PREVIOUS OWNER', { size: 6.5 }).down(11);
  p.text(50, 'ESTATE OF WENDELL R. CASTLEBERRY, FREDERICKSBURG TX', { size: 9.5 }).down(18);
  p.text(50, 'OWNER', { size: 6.5 }).down(11);
  p.text(50, 'RUTH ANN CASTLEBERRY', { size: 9.5 }).down(11);
  p.text(50, '904 W MAIN ST FREDERICKSBURG TX 78624', { size: 9.5 }).down(18);
  p.text(50, 'REMARKS: AFFIDAVIT OF HEIRSHIP (FORM VTR-262) ON FILE', { size: 9 }).down(12);
  p.text(50, `DATE OF DEATH ${fd(addDays(issued, -rng.int(80, 300)), 'us')}`, { size: 9 }).down(18);
  p.text(50, 'LIENHOLDER: NONE', { size: 9 });
  return doc(p, 'en', { documentType: 'title', date: issued });
}

/** 2011: a California certificate of title after a transfer without probate, labels left of values. */
export function californiaTitle(rng: Random): Generated {
  const issued = rng.date(2010, 2013);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'CALIFORNIA', { size: 16, bold: true });
  p.text(545, 'CERTIFICATE OF TITLE — AUTOMOBILE', { size: 10, bold: true, align: 'right' }).down(26);
  grid(
    p,
    [
      ['Vehicle ID No.', `${digits(rng, 2)}A${digits(rng, 5)}`],
      ['Year model', '1965'],
      ['Make', 'PORSCHE 356C'],
      ['Plate number', `${letter(rng)}${letter(rng)}${letter(rng)} ${digits(rng, 3)}`],
      ['Issue date', fd(issued, 'us')],
      ['First sold', '04/12/1965'],
      ['Transfer date', fd(addDays(issued, -rng.int(10, 40)), 'us')],
      ['Fees paid', `$${rng.int(15, 60)}.00`],
    ],
    2,
    'left',
  );
  p.down(8);
  p.text(50, 'Registered owner:  MONTOYA ELENA R, 1190 ARROYO SECO DR, PASADENA CA 91105', { size: 9 }).down(14);
  p.text(50, 'Transfer by Affidavit for Transfer Without Probate (REG 5) from the estate of Luis F. Montoya.', { size: 8.5 }).down(20);
  p.text(50, 'Legal owner: none', { size: 9 });
  footer(p, ['Department of Motor Vehicles · Sacramento · Any alteration voids this title.']);
  return doc(p, 'en', { documentType: 'title', date: issued });
}
