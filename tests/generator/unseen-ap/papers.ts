/** Insurance cards and brief policies, terse (unseen-ap). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, addYear, D, dePlate, era, firstOf, kvPaper, L, m, r2, sd, ukPlate, usPlate, yearOf } from './kit';

function ins(p: { items: Generated['items'] }, lang: 'de' | 'en', t: Record<string, unknown>): Generated {
  return { items: p.items, language: lang, truth: { documentType: 'insurance', ...t } };
}

export function oldtimerKarte(rng: Random): Generated {
  const start = firstOf(rng.date(1995, 2025));
  const end = addYear(start);
  const y = yearOf(start);
  const net = r2(rng.int(90, 320) + rng.int(0, 99) / 100);
  const vst = r2(net * (y < 2002 ? 0.15 : y < 2007 ? 0.16 : 0.19));
  const prem = r2(net + vst);
  const sb = rng.pick([150, 300, 500]);
  const no = `${D(rng, 2)}-${D(rng, 6)}-${D(rng, 1)}`;
  const cur = y < 2002 ? 'DM' : 'EUR';
  const rows: [string, string][] = [
    ['Vers.-Nr.', no],
    ['VN', rng.pick(['Hr. K. Obermaier', 'Fr. E. Rauscher', 'Hr. W. Lenz'])],
    ['Amtl. Kz.', `${dePlate(rng)}H`],
    ['Deckg.', `KH + Teilkasko, SB TK ${sb},-- ${cur}`],
    ['Vers.-Beg.', sd(start, 'dot4')],
    ['Abl.', sd(end, 'dot4')],
    ['Beitr. netto', m(net, 'de')],
    [`+ VersSt.`, m(vst, 'de')],
    [`Jahresbeitr. ${cur}`, m(prem, 'de')],
  ];
  const p = kvPaper('de', 'card', { title: 'Oldtimer-Vers.-Karte', lines: ['OCC Assekuradeur · Hauptagentur Brenner, Ulm'] }, rows, [
    'Saisonkz. 04–10 · Jahresfahrl. max. 5.000 km',
  ]);
  return ins(p, 'de', { policyNumber: no, coverageType: 'Teilkasko', premium: prem, effectiveStart: start, effectiveEnd: end, deductible: sb });
}

export function polizzeWien(rng: Random): Generated {
  const start = firstOf(rng.date(1970, 2001));
  const end = addYear(start);
  const prem = Math.round(rng.int(1800, 6800) * era(yearOf(start)));
  const no = `${D(rng, 3)}.${D(rng, 5)}`;
  const rows: [string, string][] = [
    ['Pol.-Nr.', no],
    ['Kz.', `W ${rng.int(100, 999)}.${D(rng, 3)}`],
    ['Risiko', 'Kfz-Haftpflicht'],
    ['Beg.', sd(start, 'dot2')],
    ['Abl.', sd(end, 'dot2')],
    ['Präm. jährl. inkl. VersSt.', `öS ${m(prem, 'dedash')}`],
  ];
  const p = kvPaper('de', 'slip', { title: 'Wr. Städt. Vers.', lines: ['Landesdir. Wien'], sub: 'Polizze (Kurzausf.)' }, rows, [
    'Zahlw. jährl.',
    'Prämienzahl. bei Fälligk.',
  ]);
  return ins(p, 'de', { policyNumber: no, coverageType: 'Kfz-Haftpflicht', premium: prem, effectiveStart: start, effectiveEnd: end });
}

export function policeSchweiz(rng: Random): Generated {
  const start = firstOf(rng.date(1998, 2025));
  const end = addDays(addYear(start), -1);
  const net = r2(rng.int(380, 1400) + rng.pick([0, 0.2, 0.4, 0.6, 0.8]));
  const stamp = r2(Math.round(net * 0.05 * 20) / 20);
  const prem = r2(net + stamp);
  const sb = rng.pick([500, 1000, 2000]);
  const no = `${D(rng, 2)}.${D(rng, 3)}.${D(rng, 3)}`;
  const rows: [string, string][] = [
    ['Pol.-Nr.', no],
    ['Kontr.-Sch.', `ZH ${rng.int(1000, 299999)}`],
    ['Deckg.', 'Vollkasko (Veteranen)'],
    ['Selbstb.', `Fr. ${m(sb, 'chdash')}`],
    ['Vers.-Beg.', sd(start, 'dot2')],
    ['Abl.', sd(end, 'dot2')],
    ['Präm. netto', m(net, 'ch')],
    ['Stempel 5%', m(stamp, 'ch')],
    ['Tot. Fr.', m(prem, 'ch')],
  ];
  const p = kvPaper('de', 'boxes', { title: 'Helvetia-Union Vers.', lines: ['Gen.-Agentur Winterthur'], sub: 'POLICE Motorfz.' }, rows, [
    'Gültig nur mit Zahlungsbeleg.',
  ]);
  return ins(p, 'de', { policyNumber: no, coverageType: 'Vollkasko', premium: prem, effectiveStart: start, effectiveEnd: end, deductible: sb });
}

export function ukCoverCard(rng: Random): Generated {
  const start = rng.date(1975, 2010);
  const end = addDays(addYear(start), -1);
  const prem = r2(rng.int(40, 260) * Math.max(0.6, era(yearOf(start))) + rng.int(0, 99) / 100);
  const xs = rng.pick([25, 50, 100]);
  const no = `CL/${D(rng, 6)}/${L(rng, 1)}`;
  const rows: [string, string][] = [
    ['Pol. No.', no],
    ['Reg. Mk', ukPlate(rng)],
    ['Cov.', 'Third Party, Fire & Theft'],
    ['Ded. (F&T)', `£${xs}`],
    ['Eff.', sd(start, 'dmy')],
    ['Exp.', sd(end, 'dmy')],
    ['Prem. (tot.)', `£${m(prem, 'en')}`],
    ['Ltd mileage', '3,000 p.a.'],
  ];
  const p = kvPaper(
    'en',
    'card',
    { title: 'Classic Car Insurance Svcs', lines: ["Lloyd's brokers · 14 Bridge St, Hereford"] },
    rows,
    ['Cert. of Ins. issued separately.'],
    true,
  );
  return ins(p, 'en', { policyNumber: no, coverageType: 'Third Party, Fire & Theft', premium: prem, effectiveStart: start, effectiveEnd: end, deductible: xs });
}

export function usDecCard(rng: Random): Generated {
  const start = rng.date(1985, 2024);
  const end = addDays(start, rng.pick([182, 365]) + (rng.chance(0.5) ? 0 : 0));
  const liab = r2(rng.int(60, 300) + rng.int(0, 99) / 100);
  const coll = r2(rng.int(40, 260) + rng.int(0, 99) / 100);
  const fee = rng.pick([0, 5, 10]);
  const prem = r2(liab + coll + fee);
  const ded = rng.pick([250, 500, 1000]);
  const no = `${L(rng, 2)} ${D(rng, 7)}`;
  const rows: [string, string][] = [
    ['Pol. No.', no],
    ['Eff.', sd(start, 'us4')],
    ['Exp.', sd(end, 'us4')],
    ['Veh.', `${rng.pick(['68 Firebird', '57 Bel Air', '66 Bronco', '71 Cuda'])} · Lic ${usPlate(rng)}`],
    ['Cov. A Liab. 100/300/50', m(liab, 'en')],
    [`Cov. D Collision Ded. $${ded}`, m(coll, 'en')],
  ];
  if (fee) rows.push(['Policy fee', m(fee, 'en')]);
  rows.push(['Tot. Prem.', `$${m(prem, 'en')}`]);
  const p = kvPaper('en', 'sheet', { title: 'Heartland Mutual Ins. Co.', lines: ['Declarations (abbr.)'] }, rows, ['Stated Amt basis. Not a bill.']);
  return ins(p, 'en', { policyNumber: no, coverageType: 'Collision', premium: prem, effectiveStart: start, effectiveEnd: end, deductible: ded });
}

export function auAgreedValue(rng: Random): Generated {
  const start = rng.date(2001, 2025);
  const end = addYear(start);
  const base = r2(rng.int(250, 900) + rng.int(0, 99) / 100);
  const gst = r2(base * 0.1);
  const sd$ = r2(base * 0.09);
  const prem = r2(base + gst + sd$);
  const xs = rng.pick([300, 500, 750]);
  const no = `POL${D(rng, 8)}`;
  const rows: [string, string][] = [
    ['Pol. No.', no],
    ['Cov.', 'Comprehensive (Agreed Val.)'],
    ['Agr. Val.', `$${m(rng.int(15, 90) * 1000, 'en')}`],
    ['Basic XS', `$${xs}`],
    ['Eff.', sd(start, 'sl4')],
    ['Exp.', sd(end, 'sl4')],
    ['Base prem.', m(base, 'en')],
    ['GST', m(gst, 'en')],
    ['Stamp duty', m(sd$, 'en')],
    ['Tot. payable', m(prem, 'en')],
  ];
  const p = kvPaper('en', 'boxes', { title: 'Southern Cross Enthusiast Ins.', lines: ['AFSL 234567 · Melbourne'], sub: 'Cert. of Ins.' }, rows, [
    'Club plate use only · 90 days/yr',
  ]);
  return ins(p, 'en', { policyNumber: no, coverageType: 'Comprehensive', premium: prem, effectiveStart: start, effectiveEnd: end, deductible: xs });
}
