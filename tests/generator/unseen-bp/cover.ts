/**
 * Policies for modern classics with mileage limits and agreed values: a German youngtimer Versicherungsschein, an
 * Austrian Polizze, a Swiss Police (German); a British policy schedule, an American collector declarations page and an
 * Australian agreed-value schedule (English).
 */
import { addDays, dateIn, doc, fd, hline, num, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  buildYear,
  carOf,
  digits,
  letters,
  near,
  newPage,
  personDE,
  personEN,
  plateAT,
  plateCH,
  plateDE,
  plateUK,
  plateUS,
  plateAU,
  TOWNS_DE,
  TOWNS_AT,
  TOWNS_CH,
  vin,
  addrDE,
} from './kit';

/** The same day a year on (days are never past the 28th here). */
const oneYear = (start: string) => `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
const firstOf = (rng: Random, from: number, to: number) => `${rng.int(from, to)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;

/** A German youngtimer policy: agreed value, a mileage limit, the premium built from its parts plus tax. */
export function youngtimerPolice(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const start = firstOf(rng, Math.max(2003, built + 20), 2026);
  const end = oneYear(start);
  const value = Math.round(near(rng, 16000, 0.6, 500));
  const vk = rng.chance(0.6);
  const coverage = vk ? 'Kfz-Haftpflicht und Vollkasko' : 'Kfz-Haftpflicht und Teilkasko';
  const sb = vk ? rng.pick([300, 500, 1000]) : rng.pick([150, 300]);
  const hp = r2(near(rng, 95, 0.3, 0.1));
  const ks = r2(near(rng, vk ? value * 0.009 : value * 0.004, 0.2, 0.1));
  const net = r2(hp + ks);
  const tax = r2(net * 0.19);
  const premium = r2(net + tax);
  const insurer = rng.pick([
    'Hanseatische Klassik Versicherung AG',
    'Süddeutsche Oldtimer-Assekuranz',
    'Rheinland Classic Car Versicherung',
    'Kraftfahrt-Versicherungsverein Alte Marken a.G.',
  ]);
  const polNo = `${letters(rng, 2)}-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const p = newPage(56);
  p.text(40, insurer, { size: 14, bold: true });
  p.down(12);
  p.text(40, `${addrDE(rng)} · ${rng.pick(TOWNS_DE)} · Kundenservice 0800 ${digits(rng, 7)}`, { size: 8 });
  p.down(36);
  const holder = personDE(rng);
  p.text(40, holder, { size: 10 });
  p.down(12);
  p.text(40, addrDE(rng), { size: 10 });
  p.down(12);
  p.text(40, rng.pick(TOWNS_DE), { size: 10 });
  p.text(555, `${rng.pick(TOWNS_DE).slice(6)}, ${fd(addDays(start, -rng.int(5, 30)), 'de')}`, { size: 9, align: 'right' });
  p.down(34);
  p.text(40, 'Versicherungsschein', { size: 15, bold: true });
  p.text(555, `Nr. ${polNo}`, { size: 11, bold: true, align: 'right' });
  p.down(14);
  p.text(40, 'Youngtimer-Tarif · Nachtrag zum Kraftfahrtversicherungsvertrag', { size: 9 });
  p.down(24);
  const rows: [string, string][] = [
    ['Versicherungsnehmer', holder],
    ['Fahrzeug', `${car.make} ${car.model}, Baujahr ${built}`],
    ['FIN', vin(rng, car, built)],
    ['Amtliches Kennzeichen', plateDE(rng, yearOf(start) - built >= 30)],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 0:00 Uhr (verlängert sich um ein Jahr, wenn nicht gekündigt)`],
    ['Versicherungsumfang', coverage],
    ['Vereinbarter Wert', `${num(value, 'de')} € (lt. Wertgutachten)`],
    [`Selbstbeteiligung ${vk ? 'Vollkasko' : 'Teilkasko'}`, `${num(sb, 'de').replace(',00', '')} €`],
    ['Jährliche Fahrleistung', `höchstens ${rng.pick(['3.000', '5.000', '6.000', '9.000'])} km`],
    ['Nutzung', 'Zweitfahrzeug, kein Alltagsgebrauch, Garage vorhanden'],
  ];
  for (const [k, v] of rows) {
    p.text(40, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(15);
  }
  p.down(10);
  p.text(40, 'Beitragsberechnung', { size: 10.5, bold: true });
  p.down(15);
  const calc: [string, number, boolean][] = [
    ['Kfz-Haftpflicht (100 Mio. € pauschal)', hp, false],
    [vk ? 'Vollkasko' : 'Teilkasko', ks, false],
    ['Nettobeitrag', net, false],
    ['Versicherungsteuer 19 %', tax, false],
    ['Jahresbeitrag', premium, true],
  ];
  for (const [k, v, b] of calc) {
    p.text(40, k, { size: 9.5, bold: b });
    p.text(400, `${num(v, 'de')} €`, { size: 9.5, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(10);
  p.text(40, `Der Beitrag wird am ${fd(start, 'de')} per Lastschrift eingezogen. Es gelten die AKB Youngtimer (Stand 01/${yearOf(start) - 1}).`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: coverage,
    premium,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Austrian Polizze: Kasko with a Selbstbehalt, the yearly premium with tax, paid half-yearly. */
export function polizzeAT(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const start = firstOf(rng, Math.max(2002, built + 20), 2026);
  const end = oneYear(start);
  const coverage = rng.pick(['Oldtimer-Kasko (Teilkasko)', 'Oldtimer-Vollkasko', 'Haftpflicht + Teilkasko Oldtimer']);
  const sb = rng.pick([200, 300, 350, 500]);
  const premium = r2(near(rng, 420, 0.3, 0.01));
  const half = r2(premium / 2);
  const insurer = rng.pick(['Donau-Alpen Versicherung AG', 'Wiener Classic Assekuranz', 'Tiroler Kraftfahrt-Versicherung']);
  const polNo = `${digits(rng, 2)}-${digits(rng, 7)}-${digits(rng, 1)}`;
  const p = newPage(56);
  p.text(555, insurer, { size: 14, bold: true, align: 'right' });
  p.down(12);
  p.text(555, `${rng.pick(['Schottenring', 'Landstraßer Hauptstraße', 'Museumstraße'])} ${rng.int(1, 40)}, ${rng.pick(TOWNS_AT)}`, { size: 8, align: 'right' });
  p.down(40);
  p.text(40, 'POLIZZE', { size: 16, bold: true });
  p.down(16);
  p.text(40, `Polizzennummer ${polNo}`, { size: 11 });
  p.down(24);
  const holder = personDE(rng);
  const rows: [string, string][] = [
    ['Versicherungsnehmer', holder],
    ['Kennzeichen', plateAT(rng)],
    ['Fahrzeug', `${car.make} ${car.model} (Erstzulassung ${built})`],
    ['Fahrgestellnummer', vin(rng, car, built)],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Hauptfälligkeit / Ablauf', fd(end, 'de')],
    ['Sparte', coverage],
    ['Selbstbehalt je Schadenfall', `€ ${num(sb, 'de')}`],
    ['Kilometerbegrenzung', `${rng.pick(['3.000', '5.000', '7.500'])} km jährlich`],
  ];
  for (const [k, v] of rows) {
    p.text(40, `${k}:`, { size: 9.5 });
    p.text(220, v, { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  hline(p, 40, 515);
  p.down(16);
  p.text(40, 'Jahresprämie inkl. 11 % Versicherungssteuer', { size: 10, bold: true });
  p.text(555, `€ ${num(premium, 'de')}`, { size: 10, bold: true, align: 'right' });
  p.down(14);
  p.text(40, `Zahlungsweise halbjährlich: 2 Raten zu € ${num(half, 'de')}`, { size: 9.5 });
  p.down(26);
  p.text(40, 'Diese Polizze gilt als Versicherungsbestätigung. Es gelten die AKKB Oldtimer 2010 in der geltenden Fassung.', { size: 8.5 });
  p.down(12);
  p.text(40, `${rng.pick(TOWNS_AT).slice(5)}, am ${fd(addDays(start, -rng.int(3, 20)), 'de')}`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: coverage,
    premium,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Swiss Police for a veteran car: Teilkasko, the Selbstbehalt, the yearly premium with stamp duty, CHF. */
export function policeCH(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const start = firstOf(rng, Math.max(2001, built + 20), 2026);
  const end = addDays(oneYear(start), -1);
  const coverage = rng.pick(['Teilkasko', 'Vollkasko', 'Haftpflicht und Teilkasko']);
  const sb = rng.pick([200, 500, 1000]);
  const net = r2(near(rng, 520, 0.3, 0.05));
  const stamp = r2(net * 0.05);
  const premium = r2(Math.round((net + stamp) * 20) / 20);
  const insurer = rng.pick(['Helvetia-Alpina Versicherungen', 'Zürichsee Motorfahrzeug-Versicherung', 'Berner Classic Car Assurance']);
  const polNo = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const p = newPage(56);
  p.text(40, insurer, { size: 14, bold: true });
  p.down(12);
  p.text(40, `${rng.pick(['Bahnhofplatz', 'Seestrasse', 'Bundesgasse'])} ${rng.int(1, 40)}, ${rng.pick(TOWNS_CH)}`, { size: 8 });
  p.down(40);
  p.text(40, `Police Nr. ${polNo}`, { size: 15, bold: true });
  p.down(14);
  p.text(40, 'Motorfahrzeugversicherung · Veteranen- und Liebhaberfahrzeuge', { size: 9.5 });
  p.down(24);
  const rows: [string, string][] = [
    ['Versicherungsnehmer/in', personDE(rng)],
    ['Fahrzeug', `${car.make} ${car.model}, 1. Inverkehrsetzung ${built}`],
    ['Kontrollschild', plateCH(rng)],
    ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`],
    ['Deckung', coverage],
    ['Selbstbehalt', `CHF ${num(sb, 'ch')}`],
    ['Fahrleistung', `max. ${rng.pick(["3'000", "5'000"])} km pro Jahr, Einsatz nur bei trockener Witterung empfohlen`],
  ];
  for (const [k, v] of rows) {
    p.text(40, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  p.text(40, 'Prämie', { size: 10.5, bold: true });
  p.down(15);
  for (const [k, v, b] of [
    ['Nettoprämie', net, false],
    ['Eidg. Stempelabgabe 5 %', stamp, false],
    ['Jahresprämie (gerundet)', premium, true],
  ] as const) {
    p.text(40, k, { size: 9.5, bold: b });
    p.text(400, `CHF ${num(v, 'ch')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(14);
  p.text(40, 'Die Police verlängert sich stillschweigend um ein weiteres Jahr, sofern sie nicht 3 Monate vor Ablauf gekündigt wird.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: coverage,
    premium,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A British modern-classic policy schedule: agreed value, mileage limit, excesses added up, IPT included. */
export function ukSchedule(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const start = dateIn(rng, Math.max(2000, built + 15), 2026);
  const end = addDays(oneYear(start), -1);
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive (Laid-up cover available)']);
  const comp = rng.pick([100, 150, 250]);
  const vol = rng.pick([0, 100, 150, 250]);
  const excess = comp + vol;
  const y = yearOf(start);
  const ipt = y < 2011 ? 5 : y < 2015 ? 6 : y < 2016 ? 6 : y < 2017 ? 9.5 : y < 2018 ? 10 : 12;
  const net = r2(near(rng, 180, 0.35, 0.01));
  const premium = r2(net * (1 + ipt / 100));
  const insurer = rng.pick(['Heritage Motor Underwriting', 'Classic Lines Insurance Services', 'Marque & Mileage Insurance']);
  const polNo = `${letters(rng, 3)}/${digits(rng, 7)}/${String(y).slice(2)}`;
  const value = Math.round(near(rng, 9000, 0.6, 250));
  const p = newPage(54);
  p.text(40, insurer, { size: 15, bold: true });
  p.down(12);
  p.text(40, `Authorised and regulated by the Financial Conduct Authority · Registered in England No. ${digits(rng, 7)}`, { size: 7.5 });
  p.down(34);
  p.text(40, 'MOTOR INSURANCE POLICY SCHEDULE — CLASSIC AND MODERN CLASSIC', { size: 12, bold: true });
  p.down(24);
  const rows: [string, string][] = [
    ['Policy number', polNo],
    ['Policyholder', personEN(rng)],
    ['Period of insurance', `From 00:01 hours on ${fd(start, 'uk')} to 23:59 hours on ${fd(end, 'uk')}`],
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['Registration', plateUK(rng, built)],
    ['Cover', cover],
    ['Agreed value', `£${num(value, 'en').slice(0, -3)}`],
    ['Mileage limit', `${rng.pick(['1,500', '3,000', '5,000'])} miles per period of insurance`],
    ['Use', 'Social, domestic and pleasure only. Excludes commuting.'],
  ];
  for (const [k, v] of rows) {
    p.text(40, k, { size: 9.5, bold: true });
    p.text(190, v, { size: 9.5 });
    p.down(15);
  }
  p.down(10);
  p.text(40, 'Excesses (accidental damage, fire and theft)', { size: 10, bold: true });
  p.down(15);
  for (const [k, v] of [
    ['Compulsory excess', comp],
    ['Voluntary excess', vol],
    ['Total excess', excess],
  ] as const) {
    p.text(60, k, { size: 9.5, bold: k === 'Total excess' });
    p.text(330, `£${num(v, 'en')}`, { size: 9.5, bold: k === 'Total excess', align: 'right' });
    p.down(14);
  }
  p.down(10);
  p.text(40, 'Premium', { size: 10, bold: true });
  p.down(15);
  p.text(60, `Annual premium including Insurance Premium Tax at ${ipt}%`, { size: 9.5 });
  p.text(470, `£${num(premium, 'en')}`, { size: 9.5, bold: true, align: 'right' });
  p.down(26);
  p.text(40, 'This schedule must be read together with the policy wording and the current Certificate of Motor Insurance.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: cover,
    premium,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An American collector-vehicle declarations page: coverages, the agreed value, one deductible, the annual premium. */
export function usDeclarations(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const start = dateIn(rng, Math.max(2003, built + 20), 2026);
  const end = oneYear(start);
  const ded = rng.pick([0, 100, 250, 500]);
  const value = Math.round(near(rng, 22000, 0.6, 500));
  const rows: [string, string, number][] = [
    ['Bodily Injury Liability', '$100,000 each person / $300,000 each accident', r2(near(rng, 48, 0.3, 1))],
    ['Property Damage Liability', '$100,000 each accident', r2(near(rng, 31, 0.3, 1))],
    ['Uninsured/Underinsured Motorists', '$100,000 / $300,000', r2(near(rng, 12, 0.3, 1))],
    ['Agreed Value Physical Damage', `$${num(value, 'en').slice(0, -3)} agreed value`, r2(near(rng, value * 0.0055, 0.2, 1))],
  ];
  const premium = r2(rows.reduce((a, r) => a + r[2], 0));
  const insurer = rng.pick(['Great Lakes Collector Insurance Co.', 'Heritage Auto Mutual', 'American Vintage Motor Insurance Company']);
  const polNo = `${letters(rng, 2)}${digits(rng, 8)}`;
  const p = newPage(52);
  p.text(40, insurer, { size: 14, bold: true });
  p.down(12);
  p.text(40, `Collector Vehicle Policy · Customer service 1-800-${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8.5 });
  p.down(30);
  p.text(297, 'DECLARATIONS PAGE', { size: 14, bold: true, align: 'center' });
  p.down(24);
  const holder = personEN(rng);
  const meta: [string, string][] = [
    ['Policy Number', polNo],
    ['Named Insured', holder],
    ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 a.m. standard time at the address of the named insured`],
    ['Vehicle', `${built} ${car.make} ${car.model}  VIN ${vin(rng, car, built)}`],
    ['Plate', plateUS(rng)],
    ['Coverage Type', 'Agreed Value'],
    ['Physical Damage Deductible', ded === 0 ? '$0 (none)' : `$${num(ded, 'en')}`],
    ['Usage', `Pleasure use, club events and exhibitions; ${rng.pick(['2,500', '3,000', '5,000'])} miles annual limit`],
  ];
  for (const [k, v] of meta) {
    p.text(40, k, { size: 9, bold: true });
    p.text(200, v, { size: 9 });
    p.down(14);
  }
  p.down(12);
  p.text(40, 'Coverage', { size: 9, bold: true });
  p.text(230, 'Limits', { size: 9, bold: true });
  p.text(555, 'Annual Premium', { size: 9, bold: true, align: 'right' });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  for (const [c, l, v] of rows) {
    p.text(40, c, { size: 9 });
    p.text(230, l, { size: 9 });
    p.text(555, `$${num(v, 'en')}`, { size: 9, align: 'right' });
    p.down(13);
  }
  hline(p, 40, 515);
  p.down(14);
  p.text(460, 'Total Annual Premium', { size: 10, bold: true, align: 'right' });
  p.text(555, `$${num(premium, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(26);
  p.text(40, 'Vehicle must be stored in a locked, fully enclosed garage. Not for daily transportation.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: 'Agreed Value',
    premium,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Australian agreed-value schedule: 4pm to 4pm, club-permit use, the premium built with levies, GST and duty. */
export function auSchedule(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const start = dateIn(rng, Math.max(2005, built + 25), 2026);
  const end = oneYear(start);
  const excess = rng.pick([250, 300, 500]);
  const base = r2(near(rng, 330, 0.3, 0.01));
  const gst = r2(base * 0.1);
  const duty = r2((base + gst) * 0.09);
  const premium = r2(base + gst + duty);
  const insurer = rng.pick(['Southern Cross Classic Insurance', 'Heritage Club Cover Pty Ltd', 'Veteran & Vintage Motor Underwriters']);
  const polNo = `${letters(rng, 3)}${digits(rng, 7)}`;
  const p = newPage(54);
  p.text(40, insurer, { size: 14, bold: true });
  p.down(12);
  p.text(40, `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} · AFSL ${digits(rng, 6)}`, { size: 8 });
  p.down(30);
  p.text(40, 'Certificate of Insurance and Policy Schedule', { size: 13, bold: true });
  p.down(22);
  const rows: [string, string][] = [
    ['Policy number', polNo],
    ['Insured', personEN(rng)],
    ['Period of insurance', `4:00pm ${fd(start, 'uk')} to 4:00pm ${fd(end, 'uk')}`],
    ['Vehicle', `${built} ${car.make} ${car.model}, rego ${plateAU(rng)}`],
    ['Type of cover', 'Comprehensive — Agreed Value'],
    ['Agreed value', `$${num(Math.round(near(rng, 25000, 0.5, 500)), 'en').slice(0, -3)}`],
    ['Basic excess', `$${num(excess, 'en').slice(0, -3)}`],
    ['Use', 'Club permit / historic registration, limited use logbook'],
  ];
  for (const [k, v] of rows) {
    p.text(40, k, { size: 9.5 });
    p.text(190, v, { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  for (const [k, v, b] of [
    ['Base premium', base, false],
    ['GST', gst, false],
    ['Stamp duty', duty, false],
    ['Total premium payable', premium, true],
  ] as const) {
    p.text(40, k, { size: 9.5, bold: b });
    p.text(330, `$${num(v, 'en')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(16);
  p.text(40, 'Please check these details carefully. Tell us straight away if anything is incorrect.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: 'Comprehensive — Agreed Value',
    premium,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
