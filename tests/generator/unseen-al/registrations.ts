/** Historic registrations: H-Kennzeichen, red 07 plates, Swiss Veteran entries, V5C historic class, a US collector card. */
import { addDays, doc, fd, hline, num } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { BRITISH, deName, digits, enName, MERCEDES, MUSCLE, PORSCHE, up, vehicle, VW, ALFA } from './kit';

const L = (rng: Random) => String.fromCharCode(65 + rng.int(0, 25));

/** A Zulassungsbescheinigung Teil I for an H-Kennzeichen: coded fields in two columns, field (22) remarks. */
export function zb1HKennzeichen(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...VW, ...ALFA]);
  const date = rng.date(2006, 2025);
  const city = rng.pick([
    ['M', 'Landeshauptstadt München'],
    ['HD', 'Rhein-Neckar-Kreis'],
    ['OS', 'Landkreis Osnabrück'],
    ['DA', 'Landkreis Darmstadt-Dieburg'],
  ]);
  const plate = `${city[0]}-${L(rng)}${L(rng)} ${rng.int(1, 999)}H`;
  const no = `${L(rng)}${L(rng)}${digits(rng, 7)}`;
  p.text(40, 'Zulassungsbescheinigung Teil I', { size: 13, bold: true });
  p.down(12).text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 });
  p.text(555, `Nr. ${no}`, { size: 11, bold: true, align: 'right', y: 60 });
  p.y = 100;
  const left: [string, string][] = [
    ['A', plate],
    ['B', `${fd(`${v.year}-0${rng.int(1, 9)}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')}`],
    ['I', fd(date, 'de')],
    ['C.1.1', deName(rng).split(' ')[1]],
    ['C.1.2', deName(rng).split(' ')[0]],
    ['C.1.3', `${rng.int(10000, 99999)} ${city[1].split(' ').pop()}`],
    ['E', v.vin],
    ['D.1', up(v.car.make)],
    ['D.3', v.car.model],
  ];
  const right: [string, string][] = [
    ['J', '98'],
    ['4', '0200'],
    ['5', 'Oldtimer'],
    ['P.1', `${rng.int(1100, 4200)}`],
    ['P.3', 'Benzin'],
    ['F.1', String(rng.int(1000, 2200))],
    ['S.1', String(rng.int(2, 5))],
    ['2.1', '0600'],
    ['2.2', '300'],
  ];
  left.forEach(([c, val], i) => {
    p.text(40, `(${c})`, { size: 8 }).text(80, val, { size: 9.5, y: 100 + i * 18 });
    p.y = 100 + (i + 1) * 18;
    p.y = 100 + (i + 1) * 18;
  });
  right.forEach(([c, val], i) => {
    p.text(320, `(${c})`, { size: 8, y: 100 + i * 18 }).text(360, val, { size: 9.5, y: 100 + i * 18 });
  });
  p.y = 100 + 10 * 18;
  p.box(40, p.y - 12, 515, 60);
  p.text(46, '(22)', { size: 8 }).text(
    80,
    `Fahrzeug zur Zulassung als Oldtimer gem. § 9 Abs. 1 FZV; Gutachten § 23 StVZO vom ${fd(addDays(date, -rng.int(5, 40)), 'de')};`,
    { size: 8.5 },
  );
  p.down(12).text(
    80,
    `Kennzeichen mit "H"; Erstzulassung im Ausland; ${rng.pick(['Hubraum lt. Fahrzeugbrief', 'Farbe ROT', 'Leistung lt. Herstellerangabe'])}`,
    { size: 8.5 },
  );
  p.down(12).text(80, `Nächste HU ${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + 2}`, { size: 8.5 });
  p.down(36).text(40, `Zulassungsbehörde: ${city[1]} · Siegel`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** The red 07 Oldtimer-Kennzeichen: a Fahrzeugscheinheft with several cars entered, its allotment limited in time. */
export function rotes07Heft(rng: Random) {
  const p = new PageBuilder();
  const date = rng.date(2004, 2024);
  const until = addDays(`${Number(date.slice(0, 4)) + rng.pick([1, 3, 5])}${date.slice(4)}`, -1);
  const city = rng.pick([
    ['HH', 'Freie und Hansestadt Hamburg – LBV'],
    ['K', 'Stadt Köln – Straßenverkehrsamt'],
    ['B', 'Landesamt für Bürger- und Ordnungsangelegenheiten Berlin'],
    ['WI', 'Landeshauptstadt Wiesbaden'],
  ]);
  const plate = `${city[0]}-07${rng.int(100, 999)}`;
  const heft = `${rng.int(1, 9)}${digits(rng, 5)}`;
  p.y = 60;
  p.text(297, 'Fahrzeugscheinheft', { size: 15, bold: true, align: 'center' });
  p.down(15).text(297, 'für Oldtimerkennzeichen (rote Kennzeichen mit der Kennziffer 07) nach § 17 FZV', { size: 9, align: 'center' });
  p.down(30);
  [
    ['Heft-Nr.', heft],
    ['Kennzeichen', plate],
    ['Inhaber', deName(rng)],
    ['Zuteilung am', fd(date, 'de')],
    ['Zuteilung befristet bis', fd(until, 'de')],
    ['Behörde', city[1]],
  ].forEach(([k, val]) => {
    p.text(80, k, { size: 10 }).text(260, val, { size: 10, bold: k === 'Kennzeichen' });
    p.down(16);
  });
  p.down(14).text(80, 'Eingetragene Fahrzeuge', { size: 10, bold: true });
  p.down(16);
  p.text(80, 'lfd. Nr.', { size: 8.5, bold: true })
    .text(130, 'Hersteller / Typ', { size: 8.5, bold: true })
    .text(330, 'FIN', { size: 8.5, bold: true })
    .text(470, 'eingetragen', { size: 8.5, bold: true });
  hline(p, 80, 440, p.y + 4);
  p.down(16);
  const n = rng.int(2, 5);
  for (let i = 0; i < n; i++) {
    const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...VW, ...BRITISH, ...MUSCLE]);
    p.text(80, String(i + 1), { size: 9 })
      .text(130, `${v.label} (${v.year})`, { size: 9 })
      .text(330, v.vin, { size: 9 })
      .text(470, fd(addDays(date, i * rng.int(20, 200)), 'de'), { size: 9 });
    p.down(14);
  }
  p.down(20);
  p.text(80, 'Das Kennzeichen darf nur für Prüfungs-, Probe- und Überführungsfahrten sowie für Fahrten zu', { size: 8 });
  p.down(11).text(80, 'Oldtimerveranstaltungen verwendet werden. Jede Fahrt ist vor Antritt in das Fahrtenheft einzutragen.', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: heft, plateNumber: plate, expiryDate: until });
}

/** A Swiss Fahrzeugausweis with the Veteran entry (code 180): Stammnummer, Kontrollschild, boxed fields. */
export function schweizAusweisVeteran(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...BRITISH, ...ALFA]);
  const date = rng.date(1998, 2025);
  const canton = rng.pick(['ZH', 'BE', 'AG', 'SG', 'LU']);
  const plate = `${canton} ${rng.int(1000, 499999)}`;
  const stamm = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  p.box(40, 40, 515, 440);
  p.text(50, 'Schweizerische Eidgenossenschaft', { size: 8, y: 58 });
  p.text(297, 'FAHRZEUGAUSWEIS', { size: 14, bold: true, align: 'center', y: 80 });
  p.text(297, 'Permis de circulation · Licenza di circolazione', { size: 8, align: 'center', y: 93 });
  const fields: [string, string, string][] = [
    ['15', 'Kontrollschild', plate],
    ['18', 'Stammnummer', stamm],
    ['21', 'Fahrzeugart', 'Personenwagen'],
    ['23', 'Fahrgestell-Nr.', v.vin],
    ['24', 'Typengenehmigung', `${rng.int(1, 9)}${L(rng)}${rng.int(100, 999)}`],
    ['25', 'Marke und Typ', `${v.label}`],
    ['26', 'Farbe', rng.pick(['rot', 'silber', 'dunkelblau', 'elfenbein', 'grün'])],
    ['36', '1. Inverkehrsetzung', `${String(rng.int(1, 12)).padStart(2, '0')}.${v.year}`],
    ['38', 'Ausweis ausgestellt', fd(date, 'de')],
    ['01', 'Halter', `${deName(rng)}, ${rng.int(3000, 9000)} ${rng.pick(['Bern', 'Baden', 'Wil', 'Luzern'])}`],
  ];
  let y = 125;
  fields.forEach(([c, k, val]) => {
    p.text(55, c, { size: 7, y }).text(75, k, { size: 7.5, y }).text(220, val, { size: 10, y });
    y += 24;
  });
  p.box(50, y - 10, 495, 52);
  p.text(55, '180', { size: 7, y: y + 4 }).text(75, 'Veteranenfahrzeug', { size: 10, bold: true, y: y + 4 });
  p.text(75, `Verwendung eingeschränkt: max. 3'000 km pro Jahr. Nächste Prüfung in 6 Jahren, spätestens ${fd(addDays(date, 6 * 365), 'de')}.`, {
    size: 8,
    y: y + 18,
  });
  p.text(75, `Strassenverkehrsamt Kanton ${canton}`, { size: 8, y: y + 32 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: stamm, plateNumber: plate });
}

/** A V5C in the historic vehicle taxation class: document reference number, registration mark, tax class HISTORIC. */
export function v5cHistoric(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, BRITISH);
  const date = rng.date(2014, 2025);
  const reg =
    v.year < 1983 && rng.chance(0.7)
      ? `${L(rng)}${L(rng)}${L(rng)} ${rng.int(100, 999)}${v.year >= 1963 ? L(rng) : ''}`
      : `${rng.int(1, 999)} ${L(rng)}${L(rng)}${L(rng)}`;
  const ref = `${digits(rng, 11)}`.replace(/(\d{4})(\d{4})(\d{3})/, '$1 $2 $3');
  p.text(40, 'Vehicle Registration Certificate', { size: 14, bold: true });
  p.text(555, 'V5C', { size: 20, bold: true, align: 'right' });
  p.down(14).text(40, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { size: 8 });
  p.down(24).text(40, `Document reference number  ${ref}`, { size: 10, bold: true });
  p.down(26);
  const f: [string, string, string][] = [
    ['A', 'Registration number', reg],
    ['B', 'Date of first registration', fd(`${v.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uk')],
    ['I', 'Date of first registration in UK', fd(`${v.year}-01-01`, 'uk').replace(/^\d\d\/\d\d/, '01/01')],
    ['C.1', 'Registered keeper', `${enName(rng)}, ${rng.pick(['Malvern', 'Hexham', 'Bideford', 'Thirsk'])}`],
    ['', 'Date of acquisition', fd(date, 'uk')],
    ['D.1', 'Make', up(v.car.make)],
    ['D.3', 'Model', up(v.car.model)],
    ['E', 'VIN/Chassis/Frame no.', v.vin],
    ['P.1', 'Cylinder capacity (cc)', String(rng.pick([1098, 1275, 1798, 2498, 2912, 3781, 4235]))],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['R', 'Colour', rng.pick(['BLUE', 'RED', 'GREEN', 'WHITE', 'BLACK'])],
  ];
  f.forEach(([c, k, val]) => {
    p.text(40, c, { size: 8, bold: true }).text(70, k, { size: 8.5 }).text(260, val, { size: 10 });
    p.down(17);
  });
  p.down(16);
  p.box(40, p.y - 12, 515, 56);
  p.text(48, 'Special notes', { size: 8.5, bold: true });
  p.down(13).text(48, 'Vehicle built more than 40 years ago: exempt from vehicle excise duty (historic vehicle class) and from MOT if not', { size: 8 });
  p.down(11).text(48, 'substantially changed (V112 declaration). This document is not proof of ownership.', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: reg });
}

/** A US state collector/antique registration card with an expiry date. */
export function usCollectorPlateCard(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MUSCLE);
  const issue = rng.date(1995, 2024);
  const exp = addDays(`${Number(issue.slice(0, 4)) + 2}${issue.slice(4)}`, -1);
  const st = rng.pick([
    ['CONNECTICUT', 'EARLY AMERICAN', 'EA'],
    ['WISCONSIN', 'COLLECTOR', 'CL'],
    ['MARYLAND', 'HISTORIC', 'HIS'],
    ['NEW YORK', 'HISTORICAL', 'HIS'],
  ]);
  const plate = `${st[2]} ${rng.int(1000, 99999)}`;
  const regNo = `${digits(rng, 9)}`;
  p.box(60, 50, 475, 230);
  p.text(297, `STATE OF ${st[0]}`, { size: 12, bold: true, align: 'center', y: 72 });
  p.text(297, `${st[1]} VEHICLE REGISTRATION`, { size: 10, bold: true, align: 'center', y: 87 });
  const f: [string, string][] = [
    ['REGISTRATION NO', regNo],
    ['PLATE', plate],
    ['PLATE TYPE', `${st[1]} (${st[2]})`],
    ['ISSUED', fd(issue, 'us')],
    ['EXPIRES', fd(exp, 'us')],
    ['YEAR / MAKE', `${v.year} ${up(v.car.make)}`],
    ['MODEL', up(v.car.model)],
    ['VIN', v.vin],
    ['OWNER', up(enName(rng))],
    ['FEE PAID', `$${num(rng.pick([38, 45, 50, 70, 96]), 'en')}`],
  ];
  f.forEach(([k, val], i) => {
    const x = i % 2 ? 310 : 75;
    const y = 115 + Math.floor(i / 2) * 28;
    p.text(x, k, { size: 7, y }).text(x, val, { size: 10, y: y + 12 });
  });
  p.text(297, 'Use limited to club activities, exhibitions, parades and occasional pleasure driving. Keep in vehicle.', { size: 7.5, align: 'center', y: 265 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: regNo, plateNumber: plate, expiryDate: exp });
}
