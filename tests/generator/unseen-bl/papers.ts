/**
 * The same people's official paper: insurance (an Oldtimer policy, a 1970s premium notice, a Swiss policy, a British
 * classic schedule, American declarations, a Canadian policy), registrations (Fahrzeugschein, a red dealer plate's
 * card, an Austrian Zulassungsschein, a US registration card, an Ontario permit) and titles (Fahrzeugbrief,
 * Zulassungsbescheinigung Teil II, two US certificates of title).
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';

const letters = (rng: Random, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => from[rng.int(0, from.length - 1)]).join('');
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin17 = (rng: Random) =>
  `${letters(rng, 3, 'WJSZ1')}${letters(rng, 6, VIN_CH)}${letters(rng, 1, 'ABCDEFGHJKLMNPRSTVWXY')}${letters(rng, 1, VIN_CH)}${digits(rng, 6)}`;

function kv(p: PageBuilder, pairs: [string, string][], x1 = 60, x2 = 230, step = 15, size = 10) {
  for (const [k, v] of pairs) {
    p.text(x1, k, { size });
    p.text(x2, v, { size });
    p.down(step);
  }
}

/* ---------- insurance ---------- */

export function oldtimerPolice(rng: Random): Generated {
  const start = rng.date(2004, 2025);
  const end = addDays(start, 365);
  const cov = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht mit Vollkasko', 'Kfz-Haftpflicht']);
  const sb = cov === 'Kfz-Haftpflicht' ? 0 : rng.pick([150, 300, 500]);
  const prem = rng.int(90, 420) + rng.pick([0, 0.5, 0.8]);
  const pol = `OT-${digits(rng, 3)}.${digits(rng, 6)}`;
  const insurer = rng.pick(['Classic-Assekuranz Nord', 'Hanseatische Oldtimerversicherung', 'Veteranen-Schutz VVaG']);

  const p = new PageBuilder();
  p.text(60, insurer, { size: 14, bold: true });
  p.down(40);
  p.text(60, 'Versicherungsschein', { size: 16, bold: true });
  p.down(14);
  p.text(60, 'für ein Oldtimer-Fahrzeug mit H-Kennzeichen', { size: 9.5 });
  p.down(28);
  kv(p, [
    ['Versicherungsschein-Nr.', pol],
    ['Fahrzeug', rng.pick(['Mercedes-Benz 280 SE', 'BMW 2002', 'Porsche 911 2.7', 'VW Käfer 1200'])],
    ['Versicherungsumfang', cov],
    ...(sb ? ([['Selbstbeteiligung', `${num(sb, 'de')} € je Schadenfall`]] as [string, string][]) : []),
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Ablauf', `${fd(end, 'de')}, 0 Uhr`],
    ['Jahresbeitrag inkl. Versicherungsteuer', `${num(prem, 'de')} €`],
  ]);
  p.down(20);
  p.text(60, 'Der Vertrag verlängert sich um ein Jahr, wenn er nicht drei Monate vor Ablauf gekündigt wird.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    ...(sb ? { deductible: sb } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function beitragsrechnung70er(rng: Random): Generated {
  const start = `${rng.int(1968, 1989)}-01-01`;
  const end = `${yearOf(start)}-12-31`;
  const prem = rng.int(180, 900) + rng.pick([0, 0.4, 0.6]);
  const pol = `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`;
  const cov = rng.pick(['Kraftfahrt-Haftpflicht', 'Kraftfahrt-Haftpflicht und Teilversicherung']);
  const sb = cov.includes('Teil') ? rng.pick([150, 300]) : 0;

  const p = new PageBuilder();
  p.text(60, rng.pick(['Allgemeine Kraftfahrt-Versicherung AG', 'Deutsche Landes-Versicherung a.G.', 'Württembergische Feuer- und Kraftfahrt']), {
    size: 12,
    bold: true,
    serif: true,
  });
  p.down(50);
  p.text(60, 'Beitragsrechnung', { size: 14, bold: true, serif: true });
  p.down(24);
  kv(
    p,
    [
      ['Versicherungs-Nr.', pol],
      ['Amtl. Kennzeichen', `${letters(rng, 2)}-${letters(rng, 2)} ${rng.int(10, 999)}`],
      ['Versicherte Gefahren', cov],
      ...(sb ? ([['Selbstbeteiligung Teilvers.', `DM ${num(sb, 'de')}`]] as [string, string][]) : []),
      ['Versicherungszeitraum', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
      ['Zu zahlender Beitrag', `DM ${num(prem, 'de')}`],
    ],
    60,
    240,
    15,
    10,
  );
  p.down(20);
  p.text(60, 'Bitte überweisen Sie den Beitrag bis zum Fälligkeitstag. Diese Rechnung gilt als Versicherungsbestätigung.', { size: 8.5, serif: true });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    ...(sb ? { deductible: sb } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function schweizPolice(rng: Random): Generated {
  const start = rng.date(1996, 2025);
  const end = `${yearOf(start) + rng.int(1, 3)}-12-31`;
  const cov = rng.pick(['Haftpflicht und Teilkasko', 'Vollkasko inkl. Parkschaden', 'Haftpflicht']);
  const sb = cov === 'Haftpflicht' ? 0 : rng.pick([200, 500, 1000]);
  const prem = Math.round((rng.int(300, 1800) + rng.pick([0, 0.35, 0.8])) * 20) / 20;
  const pol = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;

  const p = new PageBuilder();
  p.text(60, rng.pick(['Helvetia-Motor Versicherungen', 'Alpina Fahrzeugversicherung AG', 'Zürcher Motorfahrzeug-Versicherung']), { size: 13, bold: true });
  p.down(44);
  p.text(60, `Police Nr. ${pol}`, { size: 14, bold: true });
  p.down(18);
  p.text(60, 'Motorfahrzeugversicherung – Veteranenfahrzeug', { size: 10 });
  p.down(26);
  kv(p, [
    ['Deckung', cov],
    ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`],
    ...(sb ? ([['Selbstbehalt', `CHF ${num(sb, 'ch')}`]] as [string, string][]) : []),
    ['Jahresprämie inkl. Stempelabgabe', `CHF ${num(prem, 'ch')}`],
  ]);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    ...(sb ? { deductible: sb } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function ukClassicSchedule(rng: Random): Generated {
  const start = rng.date(1988, 2025);
  const end = addDays(addDays(start, 365), -1);
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive (Agreed Value)']);
  const excess = rng.pick([50, 100, 150, 250]);
  const prem = rng.int(80, 480) + rng.pick([0, 0.5, 0.75]);
  const pol = `CV/${digits(rng, 6)}/${letters(rng, 2)}`;

  const p = new PageBuilder();
  p.text(60, rng.pick(['Heritage Motor Policies', 'Vintage Cover Underwriting Agency', 'Thoroughbred Car Insurance Services']), { size: 13, bold: true });
  p.down(40);
  p.text(60, 'POLICY SCHEDULE', { size: 14, bold: true });
  p.down(24);
  kv(p, [
    ['Policy Number', pol],
    ['Period of Insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')}`],
    ['Cover', cov],
    ['Limited mileage', `${rng.pick([1500, 3000, 5000])} miles per annum`],
    ['Accidental damage excess', `£${num(excess, 'en')}`],
    ['Total premium (incl. IPT)', `£${num(prem, 'en')}`],
  ]);
  p.down(16);
  p.text(60, 'This schedule must be read together with the policy wording and the certificate of motor insurance.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function usDeclarations(rng: Random): Generated {
  const start = rng.date(1975, 2025);
  const end = addDays(start, rng.pick([182, 365]));
  const cov = rng.pick(['Agreed Value Collector Vehicle', 'Liability, Comprehensive and Collision', 'Stated Amount Physical Damage']);
  const ded = rng.pick([100, 250, 500]);
  const prem = rng.int(120, 900) + rng.pick([0, 0.5]);
  const pol = `${letters(rng, 3)}${digits(rng, 7)}`;

  const p = new PageBuilder();
  p.text(60, rng.pick(['Heartland Mutual Insurance Co.', 'Keystone Collector Car Insurance', 'Great Plains Casualty Company']), { size: 13, bold: true });
  p.down(36);
  p.text(60, 'AUTOMOBILE POLICY DECLARATIONS', { size: 13, bold: true });
  p.down(24);
  kv(p, [
    ['Policy No.', pol],
    ['Policy period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M. standard time`],
    ['Coverage', cov],
    ['Deductible', `$${num(ded, 'en')}`],
    ['Total policy premium', `$${num(prem, 'en')}`],
  ]);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function canadaPolicy(rng: Random): Generated {
  const start = rng.date(1985, 2025);
  const end = addDays(start, 365);
  const cov = rng.pick(['Third Party Liability and All Perils', 'Collector Vehicle – All Perils', 'Third Party Liability']);
  const ded = cov === 'Third Party Liability' ? 0 : rng.pick([250, 500, 1000]);
  const prem = rng.int(200, 1100) + rng.pick([0, 0.25]);
  const pol = `${digits(rng, 2)}-${digits(rng, 7)}`;

  const p = new PageBuilder();
  p.text(60, rng.pick(['Maritime Mutual Insurance', 'Prairie Farm & Auto Insurance', 'Northern Shield Assurance']), { size: 13, bold: true });
  p.down(36);
  p.text(60, 'Owner’s Automobile Policy – Certificate', { size: 12, bold: true });
  p.down(24);
  kv(p, [
    ['Policy number', pol],
    ['Effective', fd(start, 'uslong')],
    ['Expiry', fd(end, 'uslong')],
    ['Coverage', cov],
    ...(ded ? ([['Deductible', `$${num(ded, 'en')}`]] as [string, string][]) : []),
    ['Annual premium', `$${num(prem, 'en')}`],
  ]);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    ...(ded ? { deductible: ded } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/* ---------- registration ---------- */

export function fahrzeugscheinAlt(rng: Random): Generated {
  const issue = rng.date(1968, 2004);
  const plate = `${letters(rng, rng.int(1, 3))}-${letters(rng, 2)} ${rng.int(1, 999)}`;
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;

  const p = new PageBuilder();
  p.box(50, 40, 495, 400);
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center', y: 60 });
  p.text(297, 'Fahrzeugschein', { size: 16, bold: true, align: 'center', y: 82 });
  p.text(480, `Nr. ${no}`, { size: 9, align: 'right', y: 104 });
  p.y = 130;
  kv(
    p,
    [
      ['Amtliches Kennzeichen', plate],
      ['Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
      ['Hersteller', rng.pick(['Volkswagenwerk AG', 'Adam Opel AG', 'Daimler-Benz AG', 'BMW AG'])],
      ['Fahrzeug-Ident.-Nr.', `${digits(rng, 10)}`],
      ['Tag der ersten Zulassung', fd(rng.date(1955, yearOf(issue)), 'de')],
    ],
    70,
    240,
    16,
    9.5,
  );
  p.down(20);
  p.text(70, `${rng.pick(['Landratsamt Rosenheim', 'Stadt Fulda – Straßenverkehrsamt', 'Kreis Rendsburg-Eckernförde'])}, ${fd(issue, 'de')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

export function rotesKennzeichenSchein(rng: Random): Generated {
  const issue = rng.date(1990, 2025);
  const exp = addDays(issue, rng.pick([365, 730, 1095]) - 1);
  const plate = `${letters(rng, rng.int(1, 2))}-07${rng.int(100, 999)}`;
  const no = `${digits(rng, 4)}/${yearOf(issue)}`;

  const p = new PageBuilder();
  p.text(60, rng.pick(['Landratsamt Traunstein', 'Kreisverwaltung Bitburg-Prüm', 'Stadt Northeim']), { size: 11, bold: true });
  p.down(14);
  p.text(60, 'Zulassungsbehörde', { size: 9 });
  p.down(36);
  p.text(60, 'Fahrzeugscheinheft für Oldtimer mit rotem Kennzeichen', { size: 13, bold: true });
  p.down(24);
  kv(p, [
    ['Kennzeichen', plate],
    ['Heft-Nr.', no],
    ['Zuteilung am', fd(issue, 'de')],
    ['Gültig bis', fd(exp, 'de')],
  ]);
  p.down(16);
  p.text(60, 'Jede Fahrt ist vor Antritt in das Fahrtenheft einzutragen.', { size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

export function zulassungsscheinAT(rng: Random): Generated {
  const plate = `${rng.pick(['GM', 'KU', 'VI', 'HO', 'S'])}-${rng.int(100, 9999)} ${letters(rng, 1)}`;
  const no = `${digits(rng, 8)}`;
  const p = new PageBuilder();
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 9, align: 'center' });
  p.down(20);
  p.text(297, 'Zulassungsschein', { size: 16, bold: true, align: 'center' });
  p.down(30);
  kv(p, [
    ['Zulassungsschein-Nr.', no],
    ['Kennzeichen', plate],
    ['Marke / Type', rng.pick(['Steyr-Puch 500', 'VW 1300', 'Opel Rekord', 'Fiat 124'])],
    ['Datum der Zulassung', fd(rng.date(1970, 2005), 'de')],
  ]);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

export function usRegistrationCard(rng: Random): Generated {
  const exp = rng.date(1972, 2027);
  const plate = `${digits(rng, 1)}${letters(rng, 3)}${digits(rng, 3)}`;
  const no = digits(rng, 9);
  const st = rng.pick(['COMMONWEALTH OF VIRGINIA', 'STATE OF OREGON', 'STATE OF IOWA']);
  const p = new PageBuilder();
  p.box(50, 40, 495, 200);
  p.text(297, st, { size: 10, bold: true, align: 'center', y: 60 });
  p.text(297, 'VEHICLE REGISTRATION CARD', { size: 12, bold: true, align: 'center', y: 78 });
  p.y = 108;
  kv(
    p,
    [
      ['PLATE', plate],
      ['REGISTRATION NO.', no],
      ['EXPIRES', fd(exp, 'us')],
      ['YEAR/MAKE', `${rng.int(1955, 1985)} ${rng.pick(['FORD', 'CHEV', 'PONT', 'VOLK'])}`],
    ],
    70,
    230,
    15,
    9.5,
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

export function ontarioPermit(rng: Random): Generated {
  const exp = rng.date(1985, 2027);
  const plate = `${letters(rng, 4)} ${digits(rng, 3)}`;
  const no = `${letters(rng, 1)}${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.text(60, 'Ontario — Ministry of Transportation', { size: 10, bold: true });
  p.down(16);
  p.text(60, 'Vehicle Permit', { size: 14, bold: true });
  p.down(24);
  kv(p, [
    ['Plate number', plate],
    ['Permit number', no],
    ['Validation expiry', fd(exp, 'iso')],
    ['Vehicle', `${rng.int(1950, 1990)} ${rng.pick(['Chevrolet', 'Mercury', 'Ford', 'Triumph'])}`],
  ]);
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/* ---------- title ---------- */

export function fahrzeugbrief(rng: Random): Generated {
  const date = rng.date(1962, 2004);
  const vin = `${digits(rng, rng.pick([7, 9, 10]))}`;
  const p = new PageBuilder();
  p.box(50, 40, 495, 420);
  p.text(297, 'Fahrzeugbrief', { size: 18, bold: true, serif: true, align: 'center', y: 76 });
  p.text(297, `Nr. ${letters(rng, 2)} ${digits(rng, 6)}`, { size: 9, align: 'center', y: 94 });
  p.y = 124;
  kv(
    p,
    [
      ['Hersteller', rng.pick(['Volkswagenwerk AG, Wolfsburg', 'Daimler-Benz AG, Stuttgart', 'Adam Opel AG, Rüsselsheim'])],
      ['Fahrgestell-Nr.', vin],
      ['Tag der Ausfertigung', fd(date, 'de')],
    ],
    70,
    230,
    17,
    10,
  );
  p.down(20);
  p.text(70, 'Dieser Brief ist sorgfältig aufzubewahren. Er ist kein Nachweis der Verfügungsberechtigung.', { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'title', date, vin });
}

export function zb2(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const vin = vin17(rng);
  const p = new PageBuilder();
  p.text(297, 'Zulassungsbescheinigung Teil II', { size: 15, bold: true, align: 'center' });
  p.down(14);
  p.text(297, '(Fahrzeugbrief)', { size: 10, align: 'center' });
  p.down(30);
  kv(
    p,
    [
      ['(E) Fahrzeug-Identifizierungsnummer', vin],
      ['(D.1) Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VW'])],
      ['Datum der Ausstellung', fd(date, 'de')],
    ],
    60,
    270,
  );
  return doc(p, 'de', { documentType: 'title', date, vin });
}

export function usTitle(rng: Random): Generated {
  const date = rng.date(1968, 2026);
  const vin = yearOf(date) >= 1981 && rng.chance(0.6) ? vin17(rng) : `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`;
  const st = rng.pick(['STATE OF OHIO', 'STATE OF TEXAS', 'STATE OF WASHINGTON', 'STATE OF TENNESSEE']);
  const p = new PageBuilder();
  p.box(40, 40, 515, 380);
  p.text(297, st, { size: 12, bold: true, align: 'center', y: 66 });
  p.text(297, 'CERTIFICATE OF TITLE', { size: 15, bold: true, align: 'center', y: 88 });
  p.y = 120;
  kv(
    p,
    [
      ['TITLE NUMBER', digits(rng, 8)],
      ['VEHICLE IDENTIFICATION NUMBER', vin],
      ['YEAR / MAKE / BODY', `${rng.int(1955, 1985)} / ${rng.pick(['FORD', 'CHEV', 'DODG', 'BUIC'])} / ${rng.pick(['2D', '4D', 'CV'])}`],
      ['DATE ISSUED', fd(date, 'us')],
      ['ODOMETER', `${rng.int(10000, 99999)} EXEMPT`],
    ],
    60,
    280,
    16,
    9.5,
  );
  p.down(14);
  p.text(60, 'Any alteration or erasure voids this title.', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date, vin });
}
