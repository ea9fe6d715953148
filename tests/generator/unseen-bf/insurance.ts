/**
 * Insurance: a US state insurance ID card over the auto policy's declarations page, a collector-car insurer's agreed-
 * value declarations with state fees, an Ontario certificate with the pink liability card (OPCF 19A); a German
 * Oldtimer-Versicherungsschein, an Austrian Polizze with motorbezogene Versicherungssteuer and a Swiss Police with
 * Stempelabgabe.
 */
import { PageBuilder } from '../page';
import { addDays, fd, hline, num, r05, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { infl } from './jobs';
import {
  atPlate,
  chPlate,
  dateAfter,
  deName,
  dePlate,
  deStreet,
  digits,
  euCar,
  field,
  letters,
  m,
  phone,
  pickState,
  street,
  sumLine,
  usCar,
  usName,
  usd,
} from './kit';

interface InsTruth {
  policyNumber: string;
  coverageType: string;
  premium: number;
  deductible?: number;
  effectiveStart: string;
  effectiveEnd: string;
}
const truth = (t: InsTruth): Generated['truth'] => {
  const o: Generated['truth'] = { documentType: 'insurance', policyNumber: t.policyNumber, coverageType: t.coverageType, premium: t.premium };
  if (t.deductible !== undefined) o.deductible = t.deductible;
  o.effectiveStart = t.effectiveStart;
  o.effectiveEnd = t.effectiveEnd;
  return o;
};
const plusMonths = (iso: string, n: number) => {
  const [y, mo, d] = iso.split('-').map(Number);
  const t = mo - 1 + n;
  return `${y + Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const d = (n: number) => num(n, 'de');

/** A state insurance ID card to cut out, above the personal auto policy's declarations page. */
export function usIdCardDeclarations(rng: Random): Generated {
  const st = pickState(rng);
  const start = dateAfter(rng, 1996, 2026);
  const year = Number(start.slice(0, 4));
  const months = rng.pick([6, 12]);
  const end = plusMonths(start, months);
  const car = usCar(rng);
  const company = rng.pick([
    'Heartland Mutual Insurance Company',
    'Great Lakes Casualty Co.',
    'Lone Star County Mutual',
    'Pioneer State Auto Insurance Co.',
    'Farmstead Mutual Insurance',
  ]);
  const pol = `${letters(rng, 2)}${rng.int(10, 99)}-${digits(rng, 7)}`;
  const full = rng.chance(0.6);
  const coverage = full ? 'Liability, Comprehensive & Collision' : 'Liability only';
  const k = infl(year);
  const covs: [string, string, string, number][] = [
    ['Bodily Injury Liability', rng.pick(['$25,000 / $50,000', '$100,000 / $300,000', '$50,000 / $100,000']), '', Math.round(rng.int(60, 160) * k)],
    ['Property Damage Liability', rng.pick(['$25,000', '$50,000', '$100,000']), '', Math.round(rng.int(40, 110) * k)],
    ['Uninsured Motorist BI', rng.pick(['$25,000 / $50,000', '$100,000 / $300,000']), '', Math.round(rng.int(15, 45) * k)],
  ];
  const compDed = rng.pick([100, 250, 500]);
  const collDed = rng.chance(0.5) ? compDed : rng.pick([250, 500, 1000]);
  if (full) {
    covs.push(['Comprehensive', 'Actual cash value', `${usd(compDed)} ded.`, Math.round(rng.int(25, 90) * k)]);
    covs.push(['Collision', 'Actual cash value', `${usd(collDed)} ded.`, Math.round(rng.int(60, 180) * k)]);
  }
  const covSum = sum(covs.map((c) => c[3]));
  const fee = rng.chance(0.6) ? rng.pick([10, 15, 25]) : 0;
  const total = sum([covSum, fee]);
  const p = new PageBuilder();
  p.box(40, 36, 330, 190);
  p.text(205, `${st.name.toUpperCase()} AUTOMOBILE INSURANCE IDENTIFICATION CARD`, { y: 52, size: 8, bold: true, align: 'center' });
  p.text(50, company, { y: 70, size: 10, bold: true });
  p.text(50, `NAIC # ${rng.int(10000, 39999)}`, { y: 82, size: 7.5 });
  const idRows: [string, string][] = [
    ['POLICY NUMBER', pol],
    ['EFFECTIVE DATE', fd(start, 'us')],
    ['EXPIRATION DATE', fd(end, 'us')],
    ['YEAR / MAKE / MODEL', `${car.year} ${car.make} ${car.model}`],
    ['VEHICLE ID NUMBER', car.vin],
    ['COVERAGE', coverage.toUpperCase()],
    ['INSURED', usName(rng).toUpperCase()],
  ];
  idRows.forEach(([k2, v], i) => {
    p.text(50, k2, { y: 100 + i * 15, size: 6.5 });
    p.text(150, v, { y: 100 + i * 15, size: 8.5 });
  });
  p.text(50, 'KEEP THIS CARD IN THE VEHICLE. Show it to a law enforcement officer on request.', { y: 218, size: 6 });
  p.text(380, '✂ — — — — — —', { y: 132, size: 8 });
  p.y = 262;
  p.text(40, company, { size: 14, bold: true });
  p.down(14);
  p.text(40, `${street(rng)}, ${rng.pick(st.cities)}, ${st.code} · Claims 24/7 ${phone(rng)}`, { size: 8 });
  p.down(24);
  p.text(40, 'PERSONAL AUTO POLICY — DECLARATIONS', { size: 11, bold: true });
  p.down(16);
  p.text(40, `Policy number ${pol}`, { size: 9 });
  p.text(555, `Policy period: ${fd(start, 'uslong')} to ${fd(end, 'uslong')}`, { size: 9, align: 'right' });
  p.down(12);
  p.text(555, '12:01 A.M. standard time at the address of the named insured', { size: 7, align: 'right' });
  p.down(22);
  const cols: Col[] = [{ x: 44 }, { x: 210 }, { x: 360 }, { x: 550, align: 'right' }];
  row(p, cols, ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', `${months}-MONTH PREMIUM`], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(17);
  for (const c of covs) {
    row(p, cols, [c[0], c[1], c[2], m(c[3])], { size: 9 });
    p.down(14);
  }
  p.down(6);
  sumLine(p, 330, 550, 'Vehicle premium', usd(covSum));
  if (fee) sumLine(p, 330, 550, 'Policy fee', usd(fee));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'TOTAL POLICY PREMIUM', usd(total), { bold: true });
  p.down(14);
  p.text(
    40,
    `Garaging address: ${street(rng)}, ${rng.pick(st.cities)}, ${st.code}. Use: pleasure, under ${rng.pick(['3,000', '5,000', '7,500'])} miles a year.`,
    { size: 8 },
  );
  return {
    items: p.items,
    language: 'en',
    truth: truth({
      policyNumber: pol,
      coverageType: coverage,
      premium: total,
      deductible: full && compDed === collDed ? compDed : undefined,
      effectiveStart: start,
      effectiveEnd: end,
    }),
  };
}

/** A collector-car insurer's declarations: agreed value, mileage and storage conditions, state taxes and fees. */
export function agreedValueDeclarations(rng: Random): Generated {
  const st = pickState(rng);
  const start = dateAfter(rng, 2000, 2026);
  const year = Number(start.slice(0, 4));
  const end = plusMonths(start, 12);
  const car = usCar(rng);
  const insurer = rng.pick([
    'Keystone Collector Insurance Agency',
    'Heritage Classic Auto Insurance',
    'American Collector Motor Club Insurance',
    'Vintage Guard Insurance Services',
  ]);
  const pol = `${rng.pick(['CV', 'CC', 'HV'])}${digits(rng, 8)}`;
  const value = rng.int(12, 140) * 1000 - rng.pick([0, 0, 500]);
  const ded = rng.pick([0, 0, 250, 500]);
  const liab = Math.round(rng.int(55, 140) * infl(year));
  const phys = Math.round(((value * rng.int(35, 65)) / 10000) * infl(year) * 0.9);
  const um = Math.round(rng.int(10, 30) * infl(year));
  const fees: [string, number][] = [];
  if (st.code === 'FL') fees.push(['FL Hurricane Catastrophe Fund assessment', r2((liab + phys + um) * 0.013)]);
  if (st.code === 'NY') fees.push(['MVAIC assessment', 5]);
  fees.push(['State premium tax / policy fee', r2(rng.pick([10, 15, 25]) + (liab + phys) * 0.01)]);
  const total = sum([liab, phys, um, ...fees.map((f) => f[1])]);
  const coverage = 'Agreed Value';
  const p = new PageBuilder();
  p.box(40, 36, 515, 50, true);
  p.text(52, insurer, { y: 58, size: 14, bold: true, serif: true });
  p.text(
    52,
    `Underwritten by ${rng.pick(['Essex', 'Markel', 'Grange', 'Nationwide'])} ${rng.pick(['Insurance Company', 'American Insurance Co.'])} · ${phone(rng)}`,
    { y: 74, size: 8 },
  );
  p.y = 112;
  p.text(40, 'COLLECTOR VEHICLE POLICY DECLARATIONS', { size: 12, bold: true });
  p.down(20);
  const info: [string, string][] = [
    ['Policy number', pol],
    ['Named insured', usName(rng)],
    ['Mailing address', `${street(rng)}, ${rng.pick(st.cities)}, ${st.code} ${st.zip()}`],
    ['Policy period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 a.m. standard time`],
    ['Transaction', rng.pick(['New business', 'Renewal', 'Renewal — no changes'])],
  ];
  for (const [k, v] of info) {
    p.text(44, k, { size: 8.5, bold: true });
    p.text(160, v, { size: 9 });
    p.down(14);
  }
  p.down(10);
  field(p, 40, p.y, 515, 44, 'SCHEDULED VEHICLE', `${car.year} ${car.make} ${car.model} ${car.body} · VIN ${car.vin}`);
  p.y += 62;
  const cols: Col[] = [{ x: 44 }, { x: 250 }, { x: 400 }, { x: 550, align: 'right' }];
  row(p, cols, ['Coverage', 'Limit', 'Deductible', 'Premium'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(17);
  row(p, cols, ['Liability (CSL)', rng.pick(['$300,000', '$500,000', '$1,000,000']), '', m(liab)], { size: 9 });
  p.down(14);
  row(p, cols, ['Uninsured / underinsured motorist', rng.pick(['$100,000', '$300,000']), '', m(um)], { size: 9 });
  p.down(14);
  row(p, cols, [`Physical damage — ${coverage}`, usd(value), ded ? usd(ded) : 'None', m(phys)], { size: 9 });
  p.down(20);
  for (const [t, v] of fees) sumLine(p, 290, 550, t, m(v), { size: 8.5 });
  p.box(280, p.y - 11, 275, 18, true);
  sumLine(p, 290, 550, 'Total annual premium, taxes and fees', usd(total), { bold: true });
  p.down(16);
  p.text(40, 'COVERAGE TYPE: ' + coverage.toUpperCase(), { size: 9, bold: true });
  p.down(13);
  for (const l of [
    'In the event of a total loss we will pay the Agreed Value shown above, less any deductible, without depreciation.',
    `Conditions: vehicle kept in a locked, fully enclosed garage; limited pleasure use, not more than ${rng.pick(['2,500', '5,000', '7,500'])} miles per year;`,
    'the insured must own a regular-use vehicle for daily transportation.',
  ]) {
    p.text(40, l, { size: 8 });
    p.down(11);
  }
  return {
    items: p.items,
    language: 'en',
    truth: truth({ policyNumber: pol, coverageType: coverage, premium: total, deductible: ded, effectiveStart: start, effectiveEnd: end }),
  };
}

/** An Ontario certificate of automobile insurance with the pink liability card; collector car under OPCF 19A. */
export function ontarioCertificate(rng: Random): Generated {
  const start = dateAfter(rng, 1998, 2026);
  const year = Number(start.slice(0, 4));
  const end = plusMonths(start, 12);
  const car = usCar(rng);
  const insurer = rng.pick([
    'Great Northern Insurance Company of Canada',
    'Maple Mutual Insurance',
    'Huronia General Insurance Co.',
    'Dominion Collector Insurance',
  ]);
  const pol = `${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(100, 999)}`;
  const k = infl(year);
  const value = rng.int(15, 90) * 1000;
  const ded = rng.pick([500, 1000]);
  const covs: [string, string, string, number][] = [
    ['Third Party Liability', rng.pick(['$1,000,000', '$2,000,000']), '', Math.round(rng.int(90, 220) * k)],
    ['Accident Benefits', 'Standard', '', Math.round(rng.int(40, 120) * k)],
    ['Direct Compensation – Property Damage', '', rng.chance(0.5) ? '$0' : '$300', Math.round(rng.int(8, 30) * k)],
    ['Uninsured Automobile', '', '', Math.round(rng.int(5, 15) * k)],
    ['All Perils', '', `$${m(ded).replace('.00', '')}`, Math.round(((value * rng.int(30, 55)) / 10000) * k)],
    ['OPCF 19A Agreed Value', `$${value.toLocaleString('en-US')}`, '', 0],
  ];
  const total = sum(covs.map((c) => c[3]));
  const cover = 'Collector Vehicle – Agreed Value (OPCF 19A)';
  const p = new PageBuilder();
  p.box(40, 36, 300, 150, true);
  p.text(50, 'ONTARIO — LIABILITY INSURANCE CARD', { y: 52, size: 9, bold: true });
  p.text(50, 'CARTE D’ASSURANCE RESPONSABILITÉ', { y: 63, size: 7 });
  const card: [string, string][] = [
    ['Insurer', insurer],
    ['Policy no.', pol],
    ['Effective', fd(start, 'iso')],
    ['Expiry', fd(end, 'iso')],
    ['Vehicle', `${car.year} ${car.make} ${car.model}`],
    ['VIN', car.vin],
  ];
  card.forEach(([k2, v], i) => {
    p.text(50, k2, { y: 82 + i * 15, size: 7 });
    p.text(110, v, { y: 82 + i * 15, size: 8.5 });
  });
  p.text(360, 'Detach and carry in the vehicle', { y: 60, size: 7 });
  p.y = 222;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(15);
  p.text(40, 'ONTARIO AUTOMOBILE POLICY (OAP 1) — CERTIFICATE OF AUTOMOBILE INSURANCE', { size: 9.5, bold: true });
  p.down(18);
  const info: [string, string][] = [
    ['Policy number', pol],
    ['Named insured', usName(rng)],
    [
      'Address',
      `${rng.int(10, 999)} ${rng.pick(['Concession Rd 4', 'Elm St.', 'County Rd 2'])}, ${rng.pick(['Peterborough', 'Barrie', 'Orillia', 'Stratford'])}, ON`,
    ],
    ['Policy period', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} at 12:01 a.m.`],
    ['Type of coverage', cover],
    ['Broker', `${rng.pick(['Lakeshore', 'Kawartha', 'Simcoe'])} Insurance Brokers Ltd. · ${phone(rng)}`],
  ];
  for (const [k2, v] of info) {
    p.text(44, k2, { size: 8.5, bold: true });
    p.text(160, v, { size: 9 });
    p.down(14);
  }
  p.down(10);
  const cols: Col[] = [{ x: 44 }, { x: 260 }, { x: 380 }, { x: 550, align: 'right' }];
  row(p, cols, ['Coverage', 'Limit', 'Deductible', 'Premium'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(17);
  for (const c of covs) {
    row(p, cols, [c[0], c[1], c[2], c[3] ? m(c[3]) : 'incl.'], { size: 9 });
    p.down(14);
  }
  p.down(6);
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'Total annual premium', usd(total), { bold: true });
  p.down(12);
  p.text(40, 'Premium payable in full at inception or by monthly instalments (an instalment service charge applies).', { size: 7.5 });
  return {
    items: p.items,
    language: 'en',
    truth: truth({ policyNumber: pol, coverageType: cover, premium: total, deductible: ded, effectiveStart: start, effectiveEnd: end }),
  };
}

/** A German Oldtimer-Versicherungsschein: Haftpflicht and Teil- or Vollkasko, Versicherungsteuer, season plate. */
export function oldtimerVersicherungsschein(rng: Random): Generated {
  const start = dateAfter(rng, 2002, 2026);
  const year = Number(start.slice(0, 4));
  const end = addDays(plusMonths(start, 12), 0);
  const car = euCar(rng);
  const vk = rng.chance(0.4);
  const cover = vk ? 'Kfz-Haftpflicht und Vollkasko' : 'Kfz-Haftpflicht und Teilkasko';
  const sb = vk ? rng.pick([300, 500]) : rng.pick([150, 300]);
  const insurer = rng.pick([
    'Hanseatische Oldtimer-Versicherung AG',
    'Süddeutsche Kraftfahrt-Versicherung a. G.',
    'Rheinland Classic Versicherungsdienst',
    'Allgemeine Fahrzeugversicherung VVaG',
  ]);
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100000, 999999)}`;
  const haft = r2(rng.int(80, 180) * infl(year) * 0.9);
  const kasko = r2(rng.int(60, 260) * infl(year) * (vk ? 1.4 : 1));
  const net = sum([haft, kasko]);
  const vst = year >= 2007 ? 19 : 16;
  const tax = r2((net * vst) / 100);
  const total = sum([net, tax]);
  const wert = rng.int(15, 120) * 1000;
  const p = new PageBuilder();
  p.text(40, insurer, { y: 52, size: 13, bold: true });
  p.text(40, `${deStreet(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Hamburg', 'Köln', 'Stuttgart', 'Coburg'])}`, { y: 65, size: 8 });
  p.text(40, `${rng.chance(0.5) ? 'Mr. ' : 'Herrn '}${rng.chance(0.5) ? usName(rng) : deName(rng)}`, { y: 110, size: 10 });
  p.text(40, `${deStreet(rng)}, ${rng.int(10000, 99999)} ${rng.pick(['Ramstein-Miesenbach', 'Vilseck', 'Wiesbaden', 'Freiburg'])}`, { y: 123, size: 10 });
  p.text(555, `${rng.pick(['Hamburg', 'Köln'])}, ${fd(addDays(start, -rng.int(5, 20)), 'de')}`, { y: 110, size: 9, align: 'right' });
  p.y = 168;
  p.text(40, 'Versicherungsschein', { size: 15, bold: true });
  p.text(555, `Nr. ${pol}`, { size: 11, bold: true, align: 'right' });
  p.down(14);
  p.text(40, 'Oldtimer-Tarif für Fahrzeuge mit H- oder Saisonkennzeichen', { size: 9 });
  p.down(24);
  const info: [string, string][] = [
    ['Fahrzeug', `${car.make} ${car.model}, Baujahr ${car.year}`],
    ['Fahrzeug-Ident.-Nr.', car.vin],
    ['Amtl. Kennzeichen', `${dePlate(rng, true)}${rng.chance(0.4) ? ' (Saison 04–10)' : ''}`],
    ['Versicherungsumfang', cover],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 0:00 Uhr (verlängert sich jeweils um ein Jahr)`],
    ['Versicherungswert', `${d(wert)} € (Wertgutachten liegt vor)`],
  ];
  for (const [k, v] of info) {
    p.text(44, k, { size: 8.5, bold: true });
    p.text(180, v, { size: 9 });
    p.down(15);
  }
  p.down(10);
  const cols: Col[] = [{ x: 44 }, { x: 250 }, { x: 400 }, { x: 550, align: 'right' }];
  row(p, cols, ['Sparte', 'Deckung', 'Selbstbeteiligung', 'Jahresbeitrag €'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(17);
  row(p, cols, ['Kfz-Haftpflicht', 'pauschal 100 Mio. €', '—', d(haft)], { size: 9 });
  p.down(14);
  row(p, cols, [vk ? 'Vollkasko (inkl. Teilkasko)' : 'Teilkasko', 'Versicherungswert', `${sb} €`, d(kasko)], { size: 9 });
  p.down(20);
  sumLine(p, 330, 550, 'Beitrag netto', d(net));
  sumLine(p, 330, 550, `Versicherungsteuer ${vst} %`, d(tax));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'Jahresbeitrag gesamt', `${d(total)} €`, { bold: true });
  p.down(14);
  p.text(40, 'Beitrag fällig zum Versicherungsbeginn, Abbuchung per SEPA-Lastschrift. Es gelten die AKB Oldtimer.', { size: 8 });
  return {
    items: p.items,
    language: 'de',
    truth: truth({ policyNumber: pol, coverageType: cover, premium: total, deductible: sb, effectiveStart: start, effectiveEnd: end }),
  };
}

/** An Austrian Polizze: Haftpflicht and Kasko, 11 % Versicherungssteuer and the motorbezogene Versicherungssteuer. */
export function oesterreichPolizze(rng: Random): Generated {
  const start = dateAfter(rng, 2002, 2026);
  const year = Number(start.slice(0, 4));
  const end = plusMonths(start, 12);
  const car = euCar(rng);
  const insurer = rng.pick(['Alpenländische Versicherung AG', 'Tiroler Landes-Versicherung', 'Donau Kraftfahrt Versicherung AG', 'Salzburger Wechselseitige']);
  const pol = `${rng.pick(['K', 'KH'])}-${rng.int(100000, 999999)}/${rng.int(1, 9)}`;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Kfz-Haftpflichtversicherung', 'Haftpflicht und Kollisionskasko']);
  const hasKasko = !cover.startsWith('Kfz');
  const sb = hasKasko ? rng.pick([200, 350, 500]) : undefined;
  const haft = r2(rng.int(90, 220) * infl(year));
  const kasko = hasKasko ? r2(rng.int(60, 200) * infl(year)) : 0;
  const net = sum([haft, kasko]);
  const vs = r2((net * 11) / 100);
  const kw = rng.int(40, 160);
  const mvs = r2((kw - 24) * 0.682 * 12 * 0.5);
  const total = sum([net, vs, mvs]);
  const p = new PageBuilder();
  p.text(40, insurer, { y: 52, size: 14, bold: true });
  p.text(40, `${deStreet(rng)}, A-${rng.int(1000, 9999)} ${rng.pick(['Innsbruck', 'Salzburg', 'Linz', 'Wien'])}`, { y: 66, size: 8 });
  p.y = 112;
  p.text(40, 'POLIZZE', { size: 16, bold: true });
  p.text(555, `Polizzennummer ${pol}`, { size: 10, bold: true, align: 'right' });
  p.down(24);
  const info: [string, string][] = [
    ['Versicherungsnehmer', rng.chance(0.4) ? `${usName(rng)}, derzeit ${rng.pick(['Wien', 'Graz'])}` : deName(rng)],
    ['Fahrzeug', `${car.make} ${car.model}, Erstzulassung ${car.year}, ${kw} kW`],
    ['Fahrgestellnummer', car.vin],
    ['Kennzeichen', `${atPlate(rng)} (historisches Fahrzeug)`],
    ['Versicherte Sparten', cover],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Hauptfälligkeit / Ablauf', fd(end, 'de')],
  ];
  for (const [k, v] of info) {
    p.text(44, k, { size: 8.5, bold: true });
    p.text(190, v, { size: 9 });
    p.down(15);
  }
  p.down(14);
  p.text(40, 'Prämienberechnung (jährlich)', { size: 10, bold: true });
  p.down(16);
  sumLine(p, 60, 550, 'Haftpflicht (Versicherungssumme 7.600.000 € pauschal)', d(haft));
  if (hasKasko) sumLine(p, 60, 550, `${cover.split(' und ')[1]} (Selbstbehalt € ${sb})`, d(kasko));
  sumLine(p, 60, 550, 'Nettoprämie', d(net));
  sumLine(p, 60, 550, 'Versicherungssteuer 11 %', d(vs));
  sumLine(p, 60, 550, `motorbezogene Versicherungssteuer (${kw} kW, Oldtimer-Ermäßigung)`, d(mvs));
  p.box(50, p.y - 11, 505, 18, true);
  sumLine(p, 60, 550, 'Gesamtprämie jährlich in EUR', d(total), { bold: true });
  p.down(14);
  p.text(40, 'Oldtimer-Bedingungen: Verwendung nur für Liebhaberfahrten, höchstens 120 Tage im Jahr laut Fahrtenbuch.', { size: 8 });
  return {
    items: p.items,
    language: 'de',
    truth: truth({ policyNumber: pol, coverageType: cover, premium: total, deductible: sb, effectiveStart: start, effectiveEnd: end }),
  };
}

/** A Swiss Police for a Veteranenfahrzeug: Haftpflicht and Teilkasko, Selbstbehalt, eidg. Stempelabgabe 5 %. */
export function schweizerPolice(rng: Random): Generated {
  const start = dateAfter(rng, 1998, 2026);
  const year = Number(start.slice(0, 4));
  const end = addDays(plusMonths(start, 12), -1);
  const car = euCar(rng);
  const insurer = rng.pick([
    'Helvetia Motorfahrzeug-Versicherung',
    'Berner Allgemeine Versicherungs-Gesellschaft',
    'Zürcher Veteranen-Versicherung Genossenschaft',
    'Basler Fahrzeug-Assekuranz',
  ]);
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht, Teilkasko und Parkschaden']);
  const sb = rng.pick([200, 500, 1000]);
  const ch = (n: number) => num(n, 'ch');
  const haft = r2(rng.int(180, 420) * infl(year));
  const tk = r2(rng.int(90, 260) * infl(year));
  const net = sum([haft, tk]);
  const stamp = r2((net * 5) / 100);
  const raw = sum([net, stamp]);
  const total = r05(raw);
  const p = new PageBuilder();
  p.text(40, insurer, { y: 52, size: 13, bold: true });
  p.text(
    40,
    `Generalagentur ${rng.pick(['Winterthur', 'Luzern', 'St. Gallen', 'Aarau'])} · Tel. 0${rng.int(21, 81)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    { y: 66, size: 8 },
  );
  p.text(340, deName(rng), { y: 110, size: 10 });
  p.text(340, `${deStreet(rng).replace('straße', 'strasse').replace('Straße', 'Strasse')}, ${rng.int(1000, 9699)} ${rng.pick(['Uster', 'Thun', 'Zug'])}`, {
    y: 123,
    size: 10,
  });
  p.y = 170;
  p.text(40, `Police Nr. ${pol}`, { size: 14, bold: true });
  p.down(16);
  p.text(40, 'Motorfahrzeugversicherung — Veteranenfahrzeug', { size: 10 });
  p.down(24);
  const info: [string, string][] = [
    ['Fahrzeug', `${car.make} ${car.model} (${car.year})`],
    ['Fahrgestell-Nr.', car.vin],
    ['Kontrollschild', `${chPlate(rng)}${rng.chance(0.3) ? ' (Wechselschild)' : ''}`],
    ['Versicherte Deckungen', cover],
    ['Vertragsdauer', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Selbstbehalt Teilkasko', `CHF ${sb}.–`],
  ];
  for (const [k, v] of info) {
    p.text(44, k, { size: 8.5, bold: true });
    p.text(180, v, { size: 9 });
    p.down(15);
  }
  p.down(12);
  sumLine(p, 60, 550, 'Haftpflicht, Deckungssumme CHF 100 Mio.', ch(haft));
  sumLine(p, 60, 550, 'Teilkasko (Zeitwert / vereinbarter Wert)', ch(tk));
  sumLine(p, 60, 550, 'Nettoprämie', ch(net));
  sumLine(p, 60, 550, 'Eidg. Stempelabgabe 5 %', ch(stamp));
  if (total !== raw) sumLine(p, 60, 550, 'Rundung', ch(r2(total - raw)));
  p.box(50, p.y - 11, 505, 18, true);
  sumLine(p, 60, 550, 'Jahresprämie total CHF', ch(total), { bold: true });
  p.down(14);
  p.text(40, 'Bedingungen: Veteranenfahrzeug gemäss Eintrag im Fahrzeugausweis; höchstens 3000 km pro Jahr.', { size: 8 });
  return {
    items: p.items,
    language: 'de',
    truth: truth({ policyNumber: pol, coverageType: cover, premium: total, deductible: sb, effectiveStart: start, effectiveEnd: end }),
  };
}
