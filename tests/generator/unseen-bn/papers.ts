/**
 * Registration and title paper with many dates: the West German Fahrzeugschein (first registration, next HU, issue),
 * a Fahrzeugschein for short-term or export plates with its "gültig bis", the Austrian Zulassungsschein, an American
 * registration card, an Ontario-style vehicle permit in year/month/day, the Kraftfahrzeugbrief with its keepers'
 * dates (original or replacement), and an American certificate of title (original or duplicate, lien released).
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { PageBuilder, addDays, addMonths, car, carName, digits, dt, kv, letters, my, out, personDe, personEn, rule, yearOf } from './kit';

const slash = (iso: string) => iso.replace(/-/g, '/');

/** West German Fahrzeugschein: numbered fields, first registration, next HU (month/year), issued by the office on a date. */
export function fahrzeugschein(rng: Random): Generated {
  const issued = rng.date(1961, 2004);
  const c = car(rng, issued);
  const hu = addMonths(issued, rng.int(6, 24));
  const plate = `${rng.pick(['F', 'OF', 'DA', 'WI', 'GI'])}-${letters(rng, rng.int(1, 2))} ${digits(rng, rng.int(2, 4))}`;
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const s = rng.pick(['dd.mm.yy', 'dd.mm.yyyy'] as const);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center' });
  p.down(16);
  p.text(297, 'FAHRZEUGSCHEIN', { size: 16, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `Nr. ${no}`, { size: 10, align: 'center' });
  p.down(24);
  const fields: [string, string, string][] = [
    ['1', 'Amtliches Kennzeichen', plate],
    ['2', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['3', 'Hersteller / Typ', carName(c)],
    ['4', 'Fahrzeug-Identifizierungsnummer', c.vin],
    ['5', 'Tag der ersten Zulassung', dt(c.firstReg, s)],
    ['6', 'Fahrzeughalter', personDe(rng)],
    [
      '7',
      'Anschrift',
      `${rng.pick(['Schillerstr.', 'Goethestr.', 'Am Markt'])} ${rng.int(1, 90)}, ${rng.pick(['Frankfurt', 'Offenbach', 'Darmstadt', 'Wiesbaden', 'Gießen'])}`,
    ],
    ['8', 'Hubraum cm³ / Leistung kW', `${rng.int(1100, 4200)} / ${rng.int(25, 110)}`],
  ];
  for (const [n, k, v] of fields) {
    p.box(40, p.y - 11, 515, 17);
    p.text(45, n, { size: 8 });
    p.text(60, k, { size: 8 });
    p.text(260, v, { size: 10 });
    p.down(17);
  }
  p.down(18);
  p.box(360, p.y - 12, 195, 40);
  p.text(368, 'Nächste Hauptuntersuchung', { size: 8 });
  p.text(368, `Monat/Jahr: ${my(hu, '/')}`, { size: 11, bold: true, y: p.y + 14 });
  const change = addDays(c.firstReg, rng.int(200, 3000));
  p.text(40, `Änderungen: ${rng.chance(0.5) && change < issued ? 'Halterwechsel eingetragen am ' + dt(change, s) : 'keine'}`, { size: 8.5 });
  p.down(60);
  const [office, seat] = rng.pick([
    ['Frankfurt am Main', 'Frankfurt'],
    ['Kreis Offenbach', 'Dietzenbach'],
    ['Darmstadt', 'Darmstadt'],
    ['Wiesbaden', 'Wiesbaden'],
  ]);
  p.text(40, `Zulassungsstelle ${office}`, { size: 9.5 });
  p.down(14);
  p.text(40, `${seat}, den ${dt(issued, s)}`, { size: 9.5 });
  p.down(14);
  p.text(40, '(Dienstsiegel)        Im Auftrag', { size: 8 });
  return out(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** Fahrzeugschein for short-term (Kurzzeit) or export (Ausfuhr) plates: issued, first registration, insurance until, gültig bis. */
export function kurzzeitAusfuhr(rng: Random): Generated {
  const issued = rng.date(1990, 2026);
  const exportPlate = rng.chance(0.5);
  const expiry = exportPlate ? addDays(addMonths(issued, rng.pick([1, 3, 6, 12])), 0) : addDays(issued, 4);
  const c = car(rng, issued, 40);
  const district = rng.pick(['HH', 'B', 'DO', 'KA', 'N']);
  const plate = exportPlate ? `${district} ${digits(rng, 3)} ${letters(rng, 1)}` : `${district} 04${digits(rng, 3)}`;
  const no = `${letters(rng, 2)}${digits(rng, 6)}`;
  const s = rng.pick(['dd.mm.yyyy', 'd.m.yyyy'] as const);
  const p = new PageBuilder();
  p.y = 60;
  p.text(40, 'Fahrzeugschein', { size: 16, bold: true });
  p.text(555, `Nr. ${no}`, { size: 11, align: 'right' });
  p.down(14);
  p.text(40, exportPlate ? 'für ein Fahrzeug mit Ausfuhrkennzeichen (§ 19 FZV)' : 'für Fahrzeuge mit Kurzzeitkennzeichen (§ 16a FZV)', { size: 9 });
  p.down(30);
  const rows: [string, string][] = [
    ['Kennzeichen', plate],
    ['Zulassungsinhaber', personDe(rng)],
    ['Fahrzeug', `${carName(c)}${exportPlate ? '' : ' (nur für Prüfungs-, Probe- und Überführungsfahrten)'}`],
    ['FIN', c.vin],
    ['Datum der Erstzulassung', dt(c.firstReg, s)],
    ['Versicherungsschutz (eVB) bis', dt(expiry, s)],
    ['Letzte HU', my(addMonths(issued, -rng.int(1, 20)), '/', true)],
    ['Ausgestellt am', dt(issued, s)],
  ];
  for (const [k, v] of rows) {
    kv(p, 40, `${k}:`, v, 180, { size: 10 });
    p.down(17);
  }
  p.down(10);
  p.box(40, p.y - 14, 260, 26, true);
  p.text(48, `Gültig bis: ${dt(expiry, s)}`, { size: 12, bold: true });
  p.down(40);
  p.text(
    40,
    exportPlate
      ? 'Die Zulassung erlischt mit Ablauf des oben genannten Tages. Das Fahrzeug ist vor diesem Tag auszuführen.'
      : 'Die Kennzeichen verlieren mit Ablauf des Gültigkeitstages ihre Gültigkeit.',
    { size: 8.5 },
  );
  p.down(30);
  p.text(40, `Zulassungsbehörde ${rng.pick(['Hamburg', 'Berlin', 'Dortmund', 'Karlsruhe', 'Nürnberg'])}`, { size: 9 });
  return out(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
}

/** Austrian Zulassungsschein: Tag der ersten Zulassung, Tag der Zulassung, Ausstellungsdatum, §57a Begutachtung. No expiry. */
export function zulassungsscheinAT(rng: Random): Generated {
  const admitted = rng.date(1967, 2026);
  const c = car(rng, admitted);
  const old = yearOf(admitted) < 1990;
  const plate = old
    ? `${rng.pick(['W', 'St', 'O', 'T'])} ${digits(rng, 3)}.${digits(rng, 3)}`
    : `${rng.pick(['W', 'G', 'L', 'I'])}-${digits(rng, rng.int(3, 5))} ${letters(rng, rng.int(1, 2))}`;
  const no = `${digits(rng, 2)}/${digits(rng, 6)}`;
  const issued = addDays(admitted, rng.int(0, 2));
  const s = 'd.m.yyyy' as const;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 9, align: 'center' });
  p.down(18);
  p.text(297, 'ZULASSUNGSSCHEIN', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14);
  p.text(297, `Zl. ${no}`, { size: 10, align: 'center' });
  p.down(28);
  const rows: [string, string][] = [
    ['Kennzeichen', plate],
    ['Zulassungsbesitzer', personDe(rng)],
    ['Marke, Type', carName(c)],
    ['Fahrgestellnummer', c.vin],
    ['Datum der ersten Zulassung', dt(c.firstReg, s)],
    ['Tag der Zulassung', dt(admitted, s)],
    ['Wiederkehrende Begutachtung (§ 57a KFG) bis', my(addMonths(admitted, rng.int(4, 24)), '/', true)],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5, serif: true });
    p.text(300, v, { size: 10.5, serif: true, bold: k === 'Kennzeichen' });
    p.down(8);
    rule(p, 50, 495);
    p.down(12);
  }
  p.down(30);
  p.text(50, `Ausgestellt am ${dt(issued, s)}`, { size: 10, serif: true });
  p.down(14);
  p.text(
    50,
    `${rng.pick(['Bezirkshauptmannschaft Baden', 'Landespolizeidirektion Wien', 'Bezirkshauptmannschaft Graz-Umgebung', 'Zulassungsstelle Innsbruck'])}`,
    { size: 10, serif: true },
  );
  return out(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** American registration card: plate, registration number, issued, fees paid, expires, title date. */
export function usRegistrationCard(rng: Random): Generated {
  const issued = rng.date(1965, 2026);
  const c = car(rng, issued);
  const expiryMonthEnd = addDays(`${addMonths(issued, 12).slice(0, 7)}-01`, 0);
  const expiry = addDays(addMonths(expiryMonthEnd, 1), -1);
  const state = rng.pick([
    ['PENNSYLVANIA', 'PA'],
    ['OHIO', 'OH'],
    ['CALIFORNIA', 'CA'],
    ['TEXAS', 'TX'],
  ] as const);
  const plate = `${letters(rng, 3)}-${digits(rng, 4)}`;
  const no = `${digits(rng, 9)}`;
  const s = rng.pick(['mm/dd/yy', 'mm/dd/yyyy', 'DDMONYY'] as const);
  const p = new PageBuilder();
  p.y = 70;
  p.box(60, 50, 475, 330);
  p.text(297, state[1] === 'PA' ? 'COMMONWEALTH OF PENNSYLVANIA' : `STATE OF ${state[0]}`, { size: 9, align: 'center' });
  p.down(16);
  p.text(297, 'VEHICLE REGISTRATION CARD', { size: 14, bold: true, align: 'center' });
  p.down(30);
  const cells: [string, string][] = [
    ['PLATE NO.', plate],
    ['REGISTRATION NO.', no],
    ['ISSUED', dt(issued, s)],
    ['EXPIRES', dt(expiry, s)],
    ['YR / MAKE', `${c.build} ${c.make.toUpperCase()}`],
    ['MODEL', c.model.toUpperCase()],
    ['VIN', c.vin],
    ['TITLE ISSUED', dt(addDays(c.firstReg, rng.int(0, Math.max(1, Math.round((Date.parse(issued) - Date.parse(c.firstReg)) / 864e5)))), s)],
    ['FEES PAID', `${dt(addDays(issued, -rng.int(0, 3)), s)}  $${rng.int(18, 120)}.00`],
    ['CLASS', yearOf(issued) - c.build >= 25 ? 'ANTIQUE' : 'PASSENGER'],
  ];
  cells.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 75 : 310;
    const y = p.y + Math.floor(i / 2) * 30;
    p.text(x, k, { size: 7, y });
    p.text(x, v, { size: 10.5, y: y + 13, bold: k === 'EXPIRES' || k === 'PLATE NO.' });
  });
  p.y += 160;
  p.text(75, 'REGISTRANT', { size: 7 });
  p.down(13);
  p.text(75, personEn(rng).toUpperCase(), { size: 10 });
  p.down(26);
  p.text(75, 'THIS CARD MUST BE CARRIED IN THE VEHICLE AND SHOWN ON DEMAND OF A POLICE OFFICER.', { size: 7 });
  p.down(18);
  p.text(75, `${state[1]} DMV FORM MV-${rng.int(1, 99)} (${my(addMonths(issued, -rng.int(12, 60)), '/')})`, { size: 6 });
  return out(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
}

/** Ontario-style vehicle permit: year/month/day dates, permit number, plate, validation expiry, registrant since. */
export function vehiclePermit(rng: Random): Generated {
  const issued = rng.date(1975, 2026);
  const c = car(rng, issued);
  const expiry = addMonths(issued, rng.pick([12, 24]));
  const plate = yearOf(issued) < 1997 ? `${letters(rng, 3)} ${digits(rng, 3)}` : `${letters(rng, 4)} ${digits(rng, 3)}`;
  const no = `${letters(rng, 1)}${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(40, 'Ministry of Transportation', { size: 9 });
  p.text(555, 'VEHICLE PERMIT / CERTIFICAT D’IMMATRICULATION', { size: 9, align: 'right' });
  p.down(14);
  p.text(40, 'VEHICLE PORTION', { size: 13, bold: true });
  p.down(24);
  const rows: [string, string, string, string][] = [
    ['PERMIT NO.', no, 'DATE OF ISSUE (Y/M/D)', slash(issued)],
    ['PLATE NO.', plate, 'VALIDATION EXPIRY', slash(expiry)],
    ['VIN', c.vin, 'REGISTRANT SINCE', slash(addDays(issued, -rng.int(0, 3000)))],
    ['MAKE', c.make.toUpperCase(), 'MODEL YR', String(c.build)],
    ['BODY', rng.pick(['2DR', '4DR', 'CONV', 'CPE']), 'COLOUR', rng.pick(['RED', 'GRN', 'BLU', 'WHI', 'BLK'])],
  ];
  for (const [a, b, c2, d2] of rows) {
    p.box(40, p.y - 11, 257, 28);
    p.box(297, p.y - 11, 258, 28);
    p.text(45, a, { size: 6.5 });
    p.text(45, b, { size: 10, y: p.y + 12 });
    p.text(302, c2, { size: 6.5 });
    p.text(302, d2, { size: 10, y: p.y + 12, bold: c2 === 'VALIDATION EXPIRY' });
    p.down(28);
  }
  p.down(16);
  p.text(40, 'REGISTRANT', { size: 7 });
  p.down(12);
  p.text(40, personEn(rng).toUpperCase(), { size: 10 });
  p.down(12);
  p.text(40, `${rng.int(10, 999)} ${rng.pick(['MAPLE AVE', 'CONCESSION RD 6', 'QUEEN ST E'])}, ${rng.pick(['GUELPH', 'BARRIE', 'KINGSTON', 'SUDBURY'])} ON`, {
    size: 9,
  });
  p.down(26);
  p.text(40, `Odometer at last transfer: ${rng.int(20000, 250000)} km   Fee paid: $${rng.int(30, 120)}.00`, { size: 8.5 });
  return out(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
}

/** Kraftfahrzeugbrief: Brief-Nr., FIN, first registration, keepers with their dates; original or replacement, ausgefertigt am. */
export function kraftfahrzeugbrief(rng: Random): Generated {
  const replacement = rng.chance(0.5);
  const firstReg = rng.date(1960, replacement ? 1996 : 1999);
  const c = { ...car(rng, firstReg, 1), firstReg };
  const keepers: string[] = [firstReg];
  let t = firstReg;
  for (let i = 0; i < rng.int(1, 3); i++) {
    t = addDays(t, rng.int(300, 2500));
    if (yearOf(t) > 2004) break;
    keepers.push(t);
  }
  const issued = replacement ? addDays(keepers[keepers.length - 1], rng.int(20, 400)) : addDays(firstReg, -rng.int(2, 30));
  const shown = replacement ? keepers : keepers.slice(0, rng.int(1, keepers.length));
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const s = rng.pick(['dd.mm.yy', 'dd.mm.yyyy'] as const);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, replacement ? 'ERSATZ-FAHRZEUGBRIEF' : 'KRAFTFAHRZEUGBRIEF', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14);
  p.text(297, `Brief-Nr. ${no}`, { size: 10, serif: true, align: 'center' });
  p.down(26);
  const rows: [string, string][] = [
    ['Hersteller', c.make],
    ['Typ und Ausführung', c.model],
    ['Fahrzeug-Ident.-Nr.', c.vin],
    ['Tag der ersten Zulassung', dt(firstReg, s)],
    ['Baujahr', String(c.build)],
  ];
  for (const [k, v] of rows) {
    kv(p, 50, k, v, 170, { size: 10, serif: true });
    p.down(16);
  }
  p.down(8);
  p.text(50, 'Eintragungen der Zulassungsstelle über den Halter', { size: 10, bold: true, serif: true });
  p.down(16);
  shown.forEach((k, i) => {
    p.box(50, p.y - 11, 495, 30);
    p.text(56, `${i + 1}. Halter: ${personDe(rng)}, ${rng.pick(['Bremen', 'Hannover', 'Celle', 'Oldenburg', 'Verden'])}`, { size: 9.5, serif: true });
    p.text(56, `Zugelassen am ${dt(k, s)}   Kennzeichen ${rng.pick(['HB', 'H', 'CE', 'OL', 'VER'])}-${letters(rng, 2)} ${digits(rng, 3)}`, {
      size: 9,
      serif: true,
      y: p.y + 13,
    });
    p.down(32);
  });
  p.down(14);
  if (replacement) {
    p.text(50, `Der ursprüngliche Brief wurde am ${dt(addDays(issued, -rng.int(10, 60)), s)} als verloren gemeldet und ist ungültig.`, {
      size: 9,
      serif: true,
    });
    p.down(16);
  }
  p.text(50, `Ausgefertigt am ${dt(issued, s)}`, { size: 10.5, serif: true, bold: true });
  p.down(14);
  const WERK: Record<string, string> = {
    VW: 'Volkswagenwerk AG, Wolfsburg',
    'Mercedes-Benz': 'Daimler-Benz AG, Werk Sindelfingen',
    Porsche: 'Dr. Ing. h.c. F. Porsche AG, Stuttgart-Zuffenhausen',
    Opel: 'Adam Opel AG, Rüsselsheim',
    BMW: 'Bayerische Motoren Werke AG, München',
  };
  p.text(
    50,
    replacement
      ? `Zulassungsstelle ${rng.pick(['Bremen', 'Hannover', 'Celle'])}`
      : (WERK[c.make] ?? `${c.make} (Importeur für die Bundesrepublik Deutschland)`),
    { size: 9.5, serif: true },
  );
  return out(p, 'de', { documentType: 'title', date: issued, vin: c.vin });
}

/** American certificate of title: date issued, previous title, odometer date, lien and lien released; original or duplicate. */
export function certificateOfTitle(rng: Random): Generated {
  const issued = rng.date(1965, 2026);
  const dup = rng.chance(0.4);
  const original = dup ? addDays(issued, -rng.int(300, 5000)) : issued;
  const c = car(rng, original);
  const prevTitle = addDays(original, -rng.int(200, 3000));
  const odoDate = addDays(original, -rng.int(1, 20));
  const state = rng.pick(['STATE OF OHIO', 'STATE OF GEORGIA', 'STATE OF MICHIGAN', 'STATE OF ARIZONA']);
  const s = rng.pick(['mm/dd/yyyy', 'mm/dd/yy'] as const);
  const p = new PageBuilder();
  p.y = 58;
  p.box(40, 36, 515, 520);
  p.text(297, state, { size: 10, align: 'center' });
  p.down(18);
  p.text(297, dup ? 'DUPLICATE CERTIFICATE OF TITLE' : 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 14, bold: true, serif: true, align: 'center' });
  p.down(26);
  const rows: [string, string, string, string][] = [
    ['TITLE NUMBER', digits(rng, 8), 'DATE ISSUED', dt(issued, s)],
    ['VEHICLE IDENTIFICATION NUMBER', c.vin, 'YEAR', String(c.build)],
    ['MAKE', c.make.toUpperCase(), 'MODEL', c.model.toUpperCase()],
    ['ODOMETER', `${rng.int(10000, 99999)} ACTUAL`, 'ODOMETER DATE', dt(odoDate, s)],
    [
      'PREVIOUS TITLE',
      `${rng.pick(['IN', 'KY', 'FL', 'TX'])} ${dt(prevTitle, s)}`,
      dup ? 'ORIGINAL ISSUE DATE' : 'PURCHASE DATE',
      dt(dup ? original : odoDate, s),
    ],
  ];
  for (const [a, b, c2, d2] of rows) {
    p.text(55, a, { size: 6.5 });
    p.text(55, b, { size: 10.5, y: p.y + 13 });
    p.text(360, c2, { size: 6.5 });
    p.text(360, d2, { size: 10.5, y: p.y + 13, bold: c2 === 'DATE ISSUED' });
    p.down(32);
  }
  p.text(55, 'OWNER(S)', { size: 6.5 });
  p.down(13);
  p.text(55, personEn(rng).toUpperCase(), { size: 10.5 });
  p.down(28);
  const lienDate = addDays(original, -rng.int(0, 10));
  p.text(55, 'FIRST LIENHOLDER', { size: 6.5 });
  p.down(13);
  p.text(55, `${rng.pick(['FIRST NATIONAL BANK', 'CITIZENS SAVINGS & LOAN', 'GMAC'])}   LIEN DATE ${dt(lienDate, s)}`, { size: 9.5 });
  p.down(13);
  const released = addDays(lienDate, rng.int(300, 1500));
  p.text(55, released < issued ? `LIEN RELEASED ${dt(released, s)}  BY: __________________` : 'LIEN RELEASED ____/____/______  BY: __________________', {
    size: 9.5,
  });
  p.down(34);
  p.text(55, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER — DATE OF SALE ____/____/______', { size: 8 });
  p.down(14);
  p.text(55, 'SELLER SIGNATURE ______________________   BUYER ______________________', { size: 8 });
  p.down(30);
  p.text(55, `REGISTRAR OF MOTOR VEHICLES · FORM ${rng.int(100, 999)}-${rng.pick(['A', 'B', 'T'])} REV ${my(addMonths(issued, -rng.int(12, 80)), '/')}`, {
    size: 6.5,
  });
  return out(p, 'en', { documentType: 'title', date: issued, vin: c.vin });
}
