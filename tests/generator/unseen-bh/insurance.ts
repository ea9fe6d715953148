/**
 * Insurance: a German Kfz-Beitragsrechnung with SF-Klasse and Versicherungsteuer, an Oldtimer-Versicherungsschein
 * with an agreed value, a Nachtrag re-rating the rest of the year; a UK classic policy schedule with IPT, a US
 * collector-vehicle declarations page, an Irish renewal notice with the government levy.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { buildYear, CITIES_UK, CITIES_US, digits, fmtInt, ORTE, personDE, personEN, pickCar, plateDE, plateUK, postcodeUK, streetDE, streetEN } from './kit';

/** German Versicherungsteuer on motor insurance by year (approximate steps). */
function versSt(y: number): number {
  if (y < 1989) return 7;
  if (y < 1993) return 10;
  if (y < 1995) return 12;
  if (y < 2002) return 15;
  if (y < 2007) return 16;
  return 19;
}
const INSURERS_DE = [
  'Hanseatische Kraftfahrt-Versicherung AG',
  'Rheinland Autoversicherung a.G.',
  'Süddeutsche Allgemeine Versicherung AG',
  'Westdeutsche Kraftfahrtversicherung VVaG',
  'Nordstern Classic Versicherung AG',
];
const lastDay = (iso: string) => addDays(iso, -1);

/** A yearly Kfz-Beitragsrechnung: Haftpflicht and Teilkasko with SF-Klasse, VersSt, the amount to pay. */
export function beitragsrechnung(rng: Random): Generated {
  const start = `${rng.int(1980, 2026)}-01-01`;
  const y = yearOf(start);
  const end = `${y}-12-31`;
  const cur = y < 2002 ? 'DM' : 'EUR';
  const ins = rng.pick(INSURERS_DE);
  const car = pickCar(rng);
  const [ort, plz, code] = rng.pick(ORTE);
  const policy = `${rng.int(10, 99)}-${digits(rng, 6)}-${rng.int(0, 9)}`;
  const sf = rng.int(8, 35);
  const pct = Math.max(20, 100 - sf * 3);
  const fx = y < 2002 ? 1.8 : 1;
  const hp = r2(Math.round(rng.int(180, 420) * fx * (pct / 100) * 100) / 100);
  const tk = rng.chance(0.7);
  const sb = y < 2002 ? 300 : 150;
  const tkp = tk ? r2(rng.int(40, 140) * fx) : 0;
  const net = r2(hp + tkp);
  const st = versSt(y);
  const tax = r2((net * st) / 100);
  const total = r2(net + tax);
  const cover = tk ? 'Kfz-Haftpflicht, Teilkasko' : 'Kfz-Haftpflicht';
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, ins, { size: 13, bold: true });
  p.down(12).text(50, `Kundenservice · Postfach ${rng.int(1000, 9999)} · ${rng.pick(['20095 Hamburg', '50667 Köln', '80331 München', '70173 Stuttgart'])}`, {
    size: 8,
  });
  p.down(40).text(50, personDE(rng), { size: 10 });
  p.down(12).text(50, streetDE(rng), { size: 10 });
  p.down(12).text(50, `${plz} ${ort}`, { size: 10 });
  p.text(545, `Datum: ${fd(addDays(start, -rng.int(30, 50)), 'de')}`, { align: 'right', size: 9, y: p.y - 24 });
  p.down(34).text(50, `Beitragsrechnung ${y}`, { size: 13, bold: true });
  p.down(18);
  const info: [string, string][] = [
    ['Versicherungsschein-Nr.', policy],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Amtl. Kennzeichen', plateDE(rng, code, rng.chance(0.4))],
    ['Versicherungsumfang', cover],
    ['Versicherungsjahr', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
  ];
  for (const [k, v] of info) {
    p.text(50, k, { size: 9 }).text(200, v, { size: 9.5 });
    p.down(13);
  }
  const cols: Col[] = [{ x: 50 }, { x: 260 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  p.down(14);
  row(p, cols, ['Sparte', 'Merkmale', 'Beitragssatz', `Beitrag ${cur}`], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(15);
  row(p, cols, ['Kfz-Haftpflicht', `SF ${sf}, Regionalklasse ${rng.int(1, 12)}`, `${pct} %`, num(hp, 'de')], { size: 9 });
  if (tk) {
    p.down(14);
    row(p, cols, ['Teilkasko', `SB ${fmtInt(sb, '.')} ${cur}, Typklasse ${rng.int(10, 20)}`, '', num(tkp, 'de')], { size: 9 });
  }
  hline(p, 50, 495, p.y + 6);
  p.down(20);
  row(p, cols, ['Beitrag netto', '', '', num(net, 'de')], { size: 9 });
  p.down(13);
  row(p, cols, [`Versicherungsteuer ${st} %`, '', '', num(tax, 'de')], { size: 9 });
  p.down(16);
  row(p, cols, ['Zu zahlender Jahresbeitrag', '', '', num(total, 'de')], { size: 10, bold: true });
  p.down(30).text(50, `Der Beitrag ist fällig am ${fd(start, 'de')} und wird ${rng.pick(['von Ihrem Konto abgebucht', 'per Lastschrift eingezogen'])}.`, {
    size: 9,
  });
  p.down(13).text(50, 'Bitte beachten Sie: Bei Zahlungsverzug besteht kein Versicherungsschutz (§§ 37, 38 VVG).', { size: 8.5 });
  const truth: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (tk) truth.deductible = sb;
  return doc(p, 'de', truth);
}

/** An Oldtimer-Versicherungsschein: agreed value from a Wertgutachten, Haftpflicht and Teilkasko, one year. */
export function oldtimerSchein(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const start = rng.date(Math.max(2000, built + 30), 2026);
  const y = yearOf(start);
  const end = lastDay(`${y + 1}${start.slice(4)}`);
  const ins = rng.pick(INSURERS_DE);
  const [ort, plz, code] = rng.pick(ORTE);
  const policy = `OT ${digits(rng, 3)} ${digits(rng, 4)} ${rng.int(10, 99)}`;
  const value = rng.int(12, 90) * 500;
  const sb = rng.pick([150, 250, 300]);
  const hp = r2(rng.int(60, 140) + rng.int(0, 99) / 100);
  const tk = r2((value * rng.int(4, 9)) / 1000);
  const net = r2(hp + tk);
  const st = versSt(y);
  const tax = r2((net * st) / 100);
  const total = r2(net + tax);
  const cover = 'Kfz-Haftpflicht und Teilkasko (Oldtimer-Tarif)';
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, ins, { size: 13, bold: true, align: 'center', serif: true });
  p.down(24).text(297, 'VERSICHERUNGSSCHEIN', { size: 15, bold: true, align: 'center', serif: true });
  p.down(15).text(297, 'für Oldtimer und Liebhaberfahrzeuge', { size: 10, align: 'center', serif: true });
  p.down(30);
  const info: [string, string][] = [
    ['Versicherungsschein-Nr.', policy],
    ['Versicherungsnehmer', `${personDE(rng)}, ${streetDE(rng)}, ${plz} ${ort}`],
    ['Fahrzeug', `${car.make} ${car.model}, Baujahr ${built}`],
    ['Fahrzeug-Ident.-Nr.', car.vin(rng, built)],
    ['Kennzeichen', plateDE(rng, code, true)],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 00:00 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 24:00 Uhr (verlängert sich um ein Jahr, wenn nicht gekündigt)`],
    ['Deckung', cover],
    ['Vereinbarter Wert', `${fmtInt(value, '.')},00 EUR lt. Wertgutachten vom ${fd(addDays(start, -rng.int(20, 200)), 'de')}`],
    ['Selbstbeteiligung Teilkasko', `${sb},00 EUR`],
    ['Jährliche Fahrleistung', `bis ${fmtInt(rng.pick([3000, 5000, 9000]), '.')} km`],
  ];
  for (const [k, v] of info) {
    p.text(60, k, { size: 9, serif: true }).text(220, v, { size: 9.5, serif: true });
    p.down(15);
  }
  const cols: Col[] = [{ x: 60 }, { x: 535, align: 'right' }];
  p.down(14).text(60, 'Beitragsberechnung', { size: 10.5, bold: true, serif: true });
  p.down(16);
  row(p, cols, ['Haftpflicht (Deckungssumme 100 Mio. EUR pauschal)', num(hp, 'de')], { serif: true, size: 9.5 });
  p.down(13);
  row(p, cols, ['Teilkasko', num(tk, 'de')], { serif: true, size: 9.5 });
  p.down(13);
  row(p, cols, [`Versicherungsteuer ${st} %`, num(tax, 'de')], { serif: true, size: 9.5 });
  hline(p, 330, 205, p.y + 5);
  p.down(17);
  row(p, cols, ['Jahresbeitrag in EUR', num(total, 'de')], { serif: true, size: 10.5, bold: true });
  p.down(30).text(60, 'Voraussetzung: Alltagsfahrzeug vorhanden; Unterbringung in abschließbarer Einzelgarage.', { size: 8.5, serif: true });
  p.down(12).text(60, `${ort}, ${fd(addDays(start, -rng.int(3, 20)), 'de')}`, { size: 9, serif: true });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Nachtrag: the cover changed mid-year, the rest of the Versicherungsjahr re-rated. */
export function nachtrag(rng: Random): Generated {
  const y = rng.int(1986, 2026);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const fx = y < 2002 ? 1.8 : 1;
  const month = rng.int(2, 10);
  const start = `${y}-${String(month).padStart(2, '0')}-01`;
  const end = `${y}-12-31`;
  const ins = rng.pick(INSURERS_DE);
  const car = pickCar(rng);
  const [ort, plz, code] = rng.pick(ORTE);
  const policy = `${digits(rng, 3)}/${digits(rng, 6)}`;
  const change = rng.pick([
    ['Einschluss Vollkasko', 'Kfz-Haftpflicht, Vollkasko (inkl. Teilkasko)', true],
    ['Änderung auf Saisonkennzeichen 04–10', 'Kfz-Haftpflicht, Teilkasko', false],
    ['Kennzeichenwechsel auf H-Kennzeichen', 'Kfz-Haftpflicht, Teilkasko', false],
  ] as const);
  const sb = change[2] ? rng.pick([300, 500, 1000]) : 150;
  const months = 12 - month + 1;
  const yearNet = r2(rng.int(220, 700) * fx);
  const part = r2((yearNet * months) / 12);
  const already = r2((part * rng.int(55, 90)) / 100);
  const diff = r2(part - already);
  const st = versSt(y);
  const tax = r2((part * st) / 100);
  const total = r2(part + tax);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, ins, { size: 12, bold: true });
  p.down(40)
    .text(50, personDE(rng), { size: 10 })
    .text(545, fd(addDays(start, -rng.int(1, 14)), 'de'), { align: 'right', size: 9.5 });
  p.down(12).text(50, `${plz} ${ort}`, { size: 10 });
  p.down(34).text(50, `Nachtrag Nr. ${rng.int(1, 6)} zum Versicherungsschein ${policy}`, { size: 12, bold: true });
  p.down(20).text(50, `Fahrzeug: ${car.make} ${car.model}, amtl. Kennzeichen ${plateDE(rng, code, change[0].includes('H-'))}`, { size: 9.5 });
  p.down(13).text(50, `Änderung: ${change[0]} mit Wirkung vom ${fd(start, 'de')}`, { size: 9.5 });
  p.down(13).text(50, `Versicherungsumfang ab Änderung: ${change[1]}`, { size: 9.5 });
  p.down(13).text(50, `Selbstbeteiligung ${change[2] ? 'Vollkasko' : 'Teilkasko'}: ${fmtInt(sb, '.')} ${cur}`, { size: 9.5 });
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.down(26).text(50, `Beitrag für den Zeitraum ${fd(start, 'de')} bis ${fd(end, 'de')}`, { size: 10, bold: true });
  p.down(16);
  row(p, cols, [`Beitrag netto (${months}/12 des Jahresbeitrags ${num(yearNet, 'de')})`, num(part, 'de')], { size: 9.5 });
  p.down(13);
  row(p, cols, [`Versicherungsteuer ${st} %`, num(tax, 'de')], { size: 9.5 });
  hline(p, 330, 215, p.y + 5);
  p.down(17);
  row(p, cols, [`Beitrag für den Zeitraum ${cur}`, num(total, 'de')], { size: 10, bold: true });
  p.down(24);
  row(p, cols, [`bereits gezahlt (netto, anteilig)`, num(already, 'de')], { size: 9 });
  p.down(13);
  row(p, cols, [`Differenz netto`, num(diff, 'de')], { size: 9 });
  p.down(26).text(50, 'Alle übrigen Vereinbarungen des Versicherungsscheins bleiben unverändert.', { size: 9 });
  p.down(12).text(50, 'Der Differenzbetrag wird mit der nächsten Fälligkeit verrechnet.', { size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: change[1],
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** UK Insurance Premium Tax by year. */
function ipt(y: number): number {
  if (y < 1997) return 2.5;
  if (y < 1999) return 4;
  if (y < 2011) return 5;
  if (y < 2016) return 6;
  if (y < 2017) return 9.5;
  return 12;
}

/** A UK classic car policy schedule: agreed value, limited mileage, excess, IPT included. */
export function ukSchedule(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const start = rng.date(Math.max(1995, built + 20), 2026);
  const y = yearOf(start);
  const end = lastDay(`${y + 1}${start.slice(4)}`);
  const [town, area] = rng.pick(CITIES_UK);
  const broker = `${rng.pick(['Heritage', 'Marque', 'Motoring Past', 'Bygone'])} Classic Insurance Services`;
  const policy = `${rng.pick(['HCL', 'MCP', 'CLS'])}/${digits(rng, 7)}/${rng.int(1, 9)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft']);
  const excess = rng.pick([100, 150, 250]);
  const value = rng.int(8, 60) * 500;
  const prem = r2(rng.int(120, 420) + rng.int(0, 99) / 100);
  const t = ipt(y);
  const tax = r2((prem * t) / 100);
  const fee = rng.chance(0.5) ? 15 : 0;
  const total = r2(prem + tax + fee);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, broker, { size: 13, bold: true });
  p.down(12).text(
    50,
    `${streetEN(rng)}, ${town} ${postcodeUK(rng, area)} · Authorised and regulated by the ${y >= 2013 ? 'Financial Conduct Authority' : 'Financial Services Authority'}`,
    { size: 7.5 },
  );
  p.down(34).text(297, 'POLICY SCHEDULE — CLASSIC CAR', { size: 13, bold: true, align: 'center' });
  p.down(24);
  const info: [string, string][] = [
    ['Policy number', policy],
    ['Policyholder', personEN(rng)],
    ['Period of insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both days inclusive)`],
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['Registration', plateUK(rng, built)],
    ['Cover', cover],
    ['Agreed value', `£${fmtInt(value, ',')}`],
    ['Limited mileage', `${fmtInt(rng.pick([1500, 3000, 5000]), ',')} miles per annum`],
    ['Use', 'Social, domestic and pleasure; club events'],
    ['Compulsory excess', `£${excess}`],
  ];
  for (const [k, v] of info) {
    p.box(50, p.y - 11, 495, 16);
    p.text(56, k, { size: 9, bold: true }).text(200, v, { size: 9.5 });
    p.down(16);
  }
  const cols: Col[] = [{ x: 300 }, { x: 545, align: 'right' }];
  p.down(16);
  row(p, cols, ['Annual premium', `£${num(prem, 'en')}`], { size: 9.5 });
  p.down(13);
  row(p, cols, [`Insurance Premium Tax @ ${t}%`, `£${num(tax, 'en')}`], { size: 9.5 });
  if (fee) {
    p.down(13);
    row(p, cols, ['Arrangement fee', `£${num(fee, 'en')}`], { size: 9.5 });
  }
  hline(p, 300, 245, p.y + 5);
  p.down(17);
  row(p, cols, ['Total payable', `£${num(total, 'en')}`], { size: 10.5, bold: true });
  p.down(30).text(50, 'Underwritten by a panel of insurers at Lloyd’s. Please read this schedule with your policy wording.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A US collector-vehicle declarations page: coverages, limits, deductible, premium with fees. */
export function usDeclarations(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const start = rng.date(Math.max(1998, built + 20), 2026);
  const y = yearOf(start);
  const end = `${y + 1}${start.slice(4)}`;
  const [city, st, zip] = rng.pick(CITIES_US);
  const company = `${rng.pick(['American Collector', 'Heritage Mutual', 'Great Lakes Classic', 'Pioneer Specialty'])} Insurance Company`;
  const policy = `${rng.pick(['CV', 'CLS', 'AV'])}${digits(rng, 8)}`;
  const value = rng.int(10, 90) * 1000;
  const ded = rng.pick([250, 500]);
  const lines: [string, string, number][] = [
    ['Bodily Injury Liability', `$${rng.pick(['100,000/300,000', '250,000/500,000'])}`, r2(rng.int(40, 120) + 0.0)],
    ['Property Damage Liability', `$${rng.pick(['50,000', '100,000'])}`, r2(rng.int(15, 45))],
    ['Uninsured Motorist', `$${rng.pick(['100,000/300,000', '50,000/100,000'])}`, r2(rng.int(8, 25))],
    ['Comprehensive', `Agreed Value $${fmtInt(value, ',')}, $${ded} deductible`, r2(Math.round(value * 0.004))],
    ['Collision', `Agreed Value $${fmtInt(value, ',')}, $${ded} deductible`, r2(Math.round(value * 0.005))],
  ];
  const prem = sum(lines.map((l) => l[2]));
  const fee = rng.pick([10, 15, 25]);
  const total = r2(prem + fee);
  const cover = 'Agreed Value Collector Vehicle';
  const p = new PageBuilder();
  p.y = 54;
  p.text(50, company, { size: 13, bold: true });
  p.down(24).text(297, 'COLLECTOR VEHICLE POLICY — DECLARATIONS', { size: 12, bold: true, align: 'center' });
  p.down(24);
  p.text(50, `Policy Number: ${policy}`, { size: 9.5 }).text(545, `Policy Type: ${cover}`, { size: 9.5, align: 'right' });
  p.down(14).text(50, `Named Insured: ${personEN(rng)}, ${streetEN(rng)}, ${city}, ${st} ${zip}`, { size: 9.5 });
  p.down(14).text(50, `Policy Period: ${fd(start, 'us')} to ${fd(end, 'us')}, 12:01 a.m. standard time at the address of the named insured`, { size: 8.5 });
  p.down(20);
  p.box(50, p.y - 11, 495, 30);
  p.text(56, `Vehicle: ${built} ${car.make.toUpperCase()} ${car.model.toUpperCase()}`, { size: 9 }).text(330, `VIN: ${car.vin(rng, built)}`, { size: 9 });
  p.down(13).text(56, `Garaging: ${city}, ${st}   Annual mileage limit: ${rng.pick(['2,500', '5,000', 'unlimited'])}`, { size: 9 });
  const cols: Col[] = [{ x: 50 }, { x: 230 }, { x: 545, align: 'right' }];
  p.down(30);
  row(p, cols, ['Coverage', 'Limits / Deductible', 'Premium'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  for (const [c, l, pr] of lines) {
    p.down(15);
    row(p, cols, [c, l, `$${num(pr, 'en')}`], { size: 9 });
  }
  hline(p, 50, 495, p.y + 6);
  p.down(20);
  row(p, cols, ['Total Premium', '', `$${num(prem, 'en')}`], { size: 9.5 });
  p.down(13);
  row(p, cols, ['Policy Fee', '', `$${num(fee, 'en')}`], { size: 9.5 });
  p.down(15);
  row(p, cols, ['Total Policy Cost', '', `$${num(total, 'en')}`], { size: 10, bold: true });
  p.down(30).text(50, 'Conditions: vehicle stored in a locked, fully enclosed garage; not used for commuting or daily transportation.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Irish renewal notice: vintage policy, third party fire and theft, the 3 % levy. */
export function irelandRenewal(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const start = rng.date(Math.max(2004, built + 30), 2026);
  const y = yearOf(start);
  const end = lastDay(`${y + 1}${start.slice(4)}`);
  const company = `${rng.pick(['Celtic', 'Emerald', 'Shannon'])} Vintage Insurance ${rng.pick(['DAC', 'Ltd'])}`;
  const policy = `${rng.pick(['VIN', 'CLV'])}-${digits(rng, 6)}`;
  const cover = rng.pick(['Third Party, Fire & Theft', 'Comprehensive (Limited Mileage)']);
  const prem = r2(rng.int(110, 320) + rng.int(0, 99) / 100);
  const levy = r2(prem * 0.03);
  const total = r2(prem + levy);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, company, { size: 14, bold: true, serif: true });
  p.down(12).text(
    50,
    `${rng.pick(['Merrion Square', 'Harcourt Street', 'South Mall'])}, ${rng.pick(['Dublin 2', 'Cork'])} · Regulated by the Central Bank of Ireland`,
    { size: 8 },
  );
  p.down(40)
    .text(50, personEN(rng), { size: 10, serif: true })
    .text(545, fd(addDays(start, -21), 'uklong'), { align: 'right', size: 9.5 });
  p.down(30).text(50, 'RENEWAL NOTICE', { size: 13, bold: true, serif: true });
  p.down(20);
  for (const l of [
    `Your policy ${policy} is due for renewal on ${fd(start, 'uklong')}.`,
    `Renewal period: ${fd(start, 'uk')} – ${fd(end, 'uk')}.`,
    `Vehicle: ${built} ${car.make} ${car.model}, registration ${String(built).slice(2)}-D-${rng.int(1000, 99999)}.`,
    `Cover: ${cover}. Club membership: ${rng.pick(['Irish Veteran & Vintage Car Club', 'Mercedes-Benz Club of Ireland', 'VW Club of Ireland'])}.`,
  ]) {
    p.text(50, l, { size: 9.5, serif: true });
    p.down(14);
  }
  const cols: Col[] = [{ x: 300 }, { x: 545, align: 'right' }];
  p.down(14);
  row(p, cols, ['Premium', `€${num(prem, 'en')}`], { size: 9.5, serif: true });
  p.down(13);
  row(p, cols, ['Government levy 3%', `€${num(levy, 'en')}`], { size: 9.5, serif: true });
  hline(p, 300, 245, p.y + 5);
  p.down(17);
  row(p, cols, ['Total renewal premium', `€${num(total, 'en')}`], { size: 10.5, bold: true, serif: true });
  p.down(30).text(50, 'If you do not wish to renew, please let us know before the renewal date. No claims have been recorded this year.', {
    size: 8.5,
    serif: true,
  });
  return doc(p, 'en', { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end });
}
