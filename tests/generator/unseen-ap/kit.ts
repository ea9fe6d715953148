/**
 * The unseen-ap author's kit: short dates and terse amounts as busy people write them, the trade's telegraphic job and
 * part lines, and one service engine whose layout (pad, card, ticket, form, slip), labels and sums each family sets.
 */
import { PageBuilder } from '../page';
import { hline, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export { r2, sum };
const MON_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MON_DE = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];

/** Short date styles: d/m/yy, m/d/yy, dd.mm.yy, d.m.yy, d-m-yy, 3 Apr 87, 3. Apr. 87, dd.mm.yyyy, dd/mm/yyyy, mm/dd/yyyy, Apr 3 '87, m-d-yy. */
export type DS = 'dmy' | 'mdy' | 'dot2' | 'dot1' | 'dash' | 'mon' | 'monde' | 'dot4' | 'sl4' | 'us4' | 'usmon' | 'usdash';
export function sd(iso: string, s: DS): string {
  const [y, m, d] = iso.split('-').map(Number);
  const yy = String(y).slice(2);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (s) {
    case 'dmy':
      return `${d}/${m}/${yy}`;
    case 'mdy':
      return `${m}/${d}/${yy}`;
    case 'dot2':
      return `${dd}.${mm}.${yy}`;
    case 'dot1':
      return `${d}.${m}.${yy}`;
    case 'dash':
      return `${d}-${m}-${yy}`;
    case 'mon':
      return `${d} ${MON_EN[m - 1]} ${yy}`;
    case 'monde':
      return `${d}. ${MON_DE[m - 1]} ${yy}`;
    case 'dot4':
      return `${dd}.${mm}.${y}`;
    case 'sl4':
      return `${dd}/${mm}/${y}`;
    case 'us4':
      return `${mm}/${dd}/${y}`;
    case 'usmon':
      return `${MON_EN[m - 1]} ${d} '${yy}`;
    case 'usdash':
      return `${m}-${d}-${yy}`;
  }
}

/** Amount styles: de 1.234,50 · en 1,234.50 · ch 1'234.50 · plain 1234.50 · deplain 1234,50 · sp 1 234,50 · dedash 1.234,-- (whole) · chdash 1'234.– (whole). */
export type NS = 'de' | 'en' | 'ch' | 'plain' | 'deplain' | 'sp' | 'dedash' | 'chdash';
export function m(n: number, s: NS): string {
  const whole = Math.abs(n - Math.round(n)) < 0.001;
  const [i, d] = Math.abs(n).toFixed(2).split('.');
  const g = (sep: string) => i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const neg = n < 0 ? '-' : '';
  switch (s) {
    case 'de':
      return `${neg}${g('.')},${d}`;
    case 'en':
      return `${neg}${g(',')}.${d}`;
    case 'ch':
      return `${neg}${g("'")}.${d}`;
    case 'plain':
      return `${neg}${i}.${d}`;
    case 'deplain':
      return `${neg}${i},${d}`;
    case 'sp':
      return `${neg}${g(' ')},${d}`;
    case 'dedash':
      return whole ? `${neg}${g('.')},--` : `${neg}${g('.')},${d}`;
    case 'chdash':
      return whole ? `${neg}${g("'")}.–` : `${neg}${g("'")}.${d}`;
  }
}

/** A mileage with odd separators. */
export function km(n: number, s: 'dot' | 'sp' | 'comma' | 'plain'): string {
  const i = String(n);
  if (s === 'plain') return i;
  return i.replace(/\B(?=(\d{3})+(?!\d))/g, { dot: '.', sp: ' ', comma: ',' }[s]);
}

/** Price level of a year relative to about 2000 (1960 a quarter, capped after 2014). */
export const era = (y: number) => Math.max(0.25, Math.min(1.6, 0.25 + (y - 1960) * 0.025));
export const yearOf = (iso: string) => Number(iso.slice(0, 4));
export function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
export function addYear(iso: string, n = 1): string {
  const [y, mo, d] = iso.split('-');
  return `${Number(y) + n}-${mo}-${d}`;
}
export const firstOf = (iso: string) => `${iso.slice(0, 8)}01`;

export function vatDE(y: number): number {
  if (y < 1968) return 0;
  if (y < 1968.5) return 10;
  if (y < 1978) return 11;
  if (y < 1979) return 12;
  if (y < 1983) return 13;
  if (y < 1993) return 14;
  if (y < 1998) return 15;
  if (y < 2007) return 16;
  return 19;
}
export function vatUK(y: number): number {
  if (y < 1973) return 0;
  if (y < 1979) return 8;
  if (y < 1991) return 15;
  if (y < 2011) return 17.5;
  return 20;
}
export const vatAT = (y: number) => (y < 1973 ? 0 : y < 1976 ? 16 : y < 1984 ? 18 : 20);
export function vatCH(y: number): number {
  if (y < 1995) return 0;
  if (y < 1999) return 6.5;
  if (y < 2001) return 7.5;
  if (y < 2011) return 7.6;
  if (y < 2018) return 8;
  if (y < 2024) return 7.7;
  return 8.1;
}
export const gstAU = (y: number) => (y < 2001 ? 0 : 10);

/** A job line: the telegraphic text and its hours. */
export type Job = [string, number];
/** A part line: shop code, short name, price (about 2000 level, in the family's currency unit ×1), usual quantity and its unit. */
export type Part = [string, string, number, number, string];

export const JOBS_DE: Job[] = [
  ['Ölw. m. Filt.', 0.5],
  ['Brems. v. erneu.', 1.2],
  ['Brems. h. einst.', 0.4],
  ['Zdg. einst.', 0.3],
  ['Kerzen erneu.', 0.3],
  ['Inspekt. lt. Plan', 1.5],
  ['Kuppl. nachst.', 0.3],
  ['Verg. reinig. u. einst.', 0.8],
  ['Keilr. erneu.', 0.4],
  ['Ausp. h. erneu.', 0.9],
  ['Stoßd. v. li+re erneu.', 1.4],
  ['Spur verm. u. einst.', 0.8],
  ['Kühlfl. erneu.', 0.5],
  ['Scheinw. einst.', 0.2],
  ['Abschm. n. Plan', 0.5],
  ['Getr.-Öl prüf./ergänzt', 0.2],
  ['Unterbr. u. Kond. erneu.', 0.5],
  ['Radlag. v. einst.', 0.6],
  ['Wi.-Blätter erneu.', 0.1],
  ['Lima aus- u. eingeb.', 1.0],
  ['Ventile einst.', 0.9],
  ['Bremsfl. erneu.', 0.6],
  ['Zahnr. m. Sp.-Rolle erneu.', 2.2],
  ['Kraftst.-Filt. erneu.', 0.3],
  ['Batt. prüf. u. lad.', 0.3],
  ['HU-Vorführ. m. AU', 1.0],
];
export const PARTS_DE: Part[] = [
  ['ET 113115561', 'Ölfilt.', 9.5, 1, 'St.'],
  ['', 'Mot.-Öl 15W40', 6.2, 4, 'Ltr'],
  ['Bo W7DC', 'Zdk.', 3.4, 4, 'St.'],
  ['', 'Unterbr.-Kont.', 14.8, 1, 'St.'],
  ['', 'Kondens.', 8.9, 1, 'St.'],
  ['ATE 13.0460', 'Bremsbel.-Satz v.', 38.0, 1, 'Satz'],
  ['', 'Keilr. 9,5x900', 12.4, 1, 'St.'],
  ['', 'Luftfilt.-Eins.', 16.5, 1, 'St.'],
  ['', 'Kr.-Filt.', 11.2, 1, 'St.'],
  ['', 'Dicht.-Satz', 7.9, 1, 'Satz'],
  ['Boge 27-A', 'Stoßd. v.', 64.0, 2, 'St.'],
  ['', 'Wi.-Blatt', 8.5, 2, 'St.'],
  ['', 'Glühl. H4', 6.9, 1, 'St.'],
  ['', 'Bremsfl. DOT4', 7.8, 1, 'Ltr'],
  ['', 'Frostsch.', 6.5, 2, 'Ltr'],
  ['', 'Endtopf', 118.0, 1, 'St.'],
  ['', 'Schelle', 3.2, 2, 'St.'],
  ['', 'Verteilerf.', 17.9, 1, 'St.'],
  ['', 'Zahnr.-Satz', 89.0, 1, 'Satz'],
  ['', 'Getr.-Öl SAE 80', 7.1, 1, 'Ltr'],
];
export const JOBS_EN: Job[] = [
  ['LOF', 0.5],
  ['chg oil/flt', 0.5],
  ['adj brks', 0.5],
  ['repl. frt pads', 1.2],
  ['R&R W/P', 2.0],
  ['tune-up', 1.5],
  ['rotate tires', 0.5],
  ['R&R fuel pump', 1.0],
  ['flush rad', 0.8],
  ['adj valves', 1.2],
  ['repl pts & plugs', 0.8],
  ['set timing', 0.3],
  ['bal. frt whls', 0.6],
  ['R&R alt.', 1.1],
  ['repl. fan blt', 0.4],
  ['grease chassis', 0.4],
  ['R&R exh. manif. gskt', 1.8],
  ['chk & top up fluids', 0.2],
  ['repl. wiper blds', 0.2],
  ['adj carb', 0.5],
  ['repl. t-stat', 0.7],
  ['brk fluid flush', 0.7],
  ['R&R starter', 1.0],
  ['diag. no start', 0.8],
  ['adj clutch', 0.4],
  ['S&R rr shocks', 1.2],
];
export const PARTS_EN: Part[] = [
  ['PH8A', 'oil flt', 6.5, 1, ''],
  ['', '10W30', 3.2, 5, 'qt'],
  ['RN9YC', 'spk plugs', 2.9, 4, ''],
  ['', 'pts', 9.8, 1, ''],
  ['', 'cond.', 7.5, 1, ''],
  ['', 'dist. cap', 16.0, 1, ''],
  ['', 'rotor', 6.4, 1, ''],
  ['D52', 'frt pads', 34.0, 1, 'set'],
  ['', 'W/P', 58.0, 1, ''],
  ['', 'fan blt', 11.5, 1, ''],
  ['', 'air flt', 12.0, 1, ''],
  ['', 'fuel flt', 8.0, 1, ''],
  ['', 't-stat', 9.0, 1, ''],
  ['', 't-stat gskt', 1.8, 1, ''],
  ['', 'wiper blds', 7.5, 2, ''],
  ['', 'brk fluid', 6.8, 1, 'pt'],
  ['', 'coolant', 9.5, 1, 'gal'],
  ['', 'rr shocks', 42.0, 2, ''],
  ['', 'manif. gskt', 14.0, 1, ''],
  ['', 'fuel pump', 46.0, 1, ''],
];

export interface SvcOpts {
  lang: Lang;
  years: [number, number];
  shop: string;
  addr: string[];
  head?: string;
  ds: DS;
  ns: NS;
  /** Currency word printed once beside the total ('' = none anywhere). */
  cur: string;
  /** Money unit relative to the part prices (DM 2, öS 14, CHF 1.6, £ 0.6, $ 1, A$ 1.4 …). */
  k: number;
  L: { no: string; date: string; svc?: string; km: string; plate?: string; veh?: string; cust?: string };
  kmStyle: 'dot' | 'sp' | 'comma' | 'plain';
  kmUnit: string;
  kmRange: [number, number];
  jobs: Job[];
  nJobs: [number, number];
  parts: Part[];
  nParts: [number, number];
  /** priced: each job its sum; lump: job lines then one labour line with hours × rate; aw: work units per job. */
  labour: 'priced' | 'lump' | 'aw' | 'hours';
  rate: number;
  /** How quantities print: '2x', '4 St.', plain number column, or none (the line alone). */
  qty: 'x' | 'unit' | 'col' | 'none';
  codes: boolean;
  S: { lab: string; parts: string; net?: string; tax?: string; total: string };
  tax: (y: number) => number;
  taxBase: 'all' | 'parts';
  layout: 'pad' | 'card' | 'ticket' | 'form' | 'slip';
  /** The labour and parts sums are printed (else only the total). */
  subs: boolean;
  serif?: boolean;
  plates: () => string;
  vehicles: string[];
  custs: string[];
  foot?: string[];
}

function price(rng: Random, base: number, o: SvcOpts, y: number) {
  return r2(base * o.k * era(y) * (0.85 + rng.next() * 0.3));
}

/** Draws a service bill to the family's options and returns it with its truth. */
export function service(rng: Random, o: SvcOpts): Generated {
  const date = rng.date(o.years[0], o.years[1]);
  const y = yearOf(date);
  const svcDate = o.L.svc ? addDays(date, -rng.int(0, 4)) : date;
  const mileage = rng.int(o.kmRange[0], o.kmRange[1]);
  const jobs = rng.some(o.jobs, rng.int(o.nJobs[0], o.nJobs[1]));
  const parts = rng.some(o.parts, rng.int(o.nParts[0], o.nParts[1]));
  const rate = r2(Math.round(o.rate * o.k * era(y) * (0.9 + rng.next() * 0.2) * 2) / 2);
  const awRate = r2(Math.round((rate / 10) * 100) / 100);
  const jobLines = jobs.map(([t, h]) => {
    const aw = Math.max(1, Math.round(h * 10 * (0.8 + rng.next() * 0.4)));
    const hrs = Math.max(0.1, Math.round(h * (0.8 + rng.next() * 0.4) * 10) / 10);
    const amt = o.labour === 'aw' ? r2(aw * awRate) : r2(hrs * rate);
    return { t, aw, hrs, amt };
  });
  const totalHrs = Math.round(sum(jobLines.map((j) => j.hrs)) * 10) / 10;
  const lab = o.labour === 'lump' ? r2(totalHrs * rate) : sum(jobLines.map((j) => j.amt));
  const partLines = parts.map(([code, name, base, q, unit]) => {
    const qq = q === 4 && unit === 'Ltr' ? rng.pick([4, 4.5, 5]) : q;
    const each = price(rng, base, o, y);
    return { code, name, q: qq, unit, each, amt: r2(each * qq) };
  });
  const parts$ = sum(partLines.map((p) => p.amt));
  const net = r2(lab + parts$);
  const rateT = o.tax(y);
  const tax = rateT ? r2(((o.taxBase === 'parts' ? parts$ : net) * rateT) / 100) : 0;
  const total = r2(net + tax);
  const no = String(rng.int(1000, 99999));
  const plate = o.plates();
  const veh = rng.pick(o.vehicles);
  const cust = rng.pick(o.custs);
  const N = (n: number) => m(n, o.ns);
  const qtyStr = (p: { q: number; unit: string }) => {
    const q = String(p.q).replace('.', o.lang === 'de' ? ',' : '.');
    if (o.qty === 'x') return `${q}x`;
    if (o.qty === 'unit') return p.unit ? `${q} ${p.unit}` : `${q}`;
    return q;
  };
  const partText = (p: (typeof partLines)[number]) => {
    const q = o.qty === 'none' ? '' : o.qty === 'col' ? '' : `${qtyStr(p)} `;
    return `${q}${p.name}`;
  };
  const jobAmt = (j: (typeof jobLines)[number]) =>
    o.labour === 'aw'
      ? `${j.aw} AW`
      : o.labour === 'hours'
        ? `${String(j.hrs).replace('.', o.lang === 'de' ? ',' : '.')} ${o.lang === 'de' ? 'Std.' : 'hr'}`
        : '';
  const serif = o.serif;
  const p = new PageBuilder();
  const sz = o.layout === 'ticket' || o.layout === 'slip' ? 8.5 : 9.5;
  const labRateLine = o.lang === 'de' ? `${String(totalHrs).replace('.', ',')} Std. à ${N(rate)}` : `${totalHrs} hrs @ ${N(rate)}`;
  const awLine = o.lang === 'de' ? `${sum(jobLines.map((j) => j.aw))} AW à ${N(awRate)}` : `${sum(jobLines.map((j) => j.aw))} units @ ${N(awRate)}`;
  const sums: [string, number][] = [];
  if (o.subs) {
    sums.push([o.S.lab, lab], [o.S.parts, parts$]);
    if (o.S.net && rateT) sums.push([o.S.net, net]);
  }
  if (rateT && o.S.tax) sums.push([`${o.S.tax} ${String(rateT).replace('.', o.lang === 'de' ? ',' : '.')}%`, tax]);
  const totalLabel = o.cur ? `${o.S.total} ${o.cur}` : o.S.total;
  const kvs: [string, string][] = [
    [o.L.no, no],
    [o.L.date, sd(date, o.ds)],
  ];
  if (o.L.svc) kvs.push([o.L.svc, sd(svcDate, o.ds)]);
  if (o.L.cust) kvs.push([o.L.cust, cust]);
  if (o.L.veh) kvs.push([o.L.veh, veh]);
  if (o.L.plate) kvs.push([o.L.plate, plate]);
  kvs.push([o.L.km, `${km(mileage, o.kmStyle)}${o.kmUnit ? ' ' + o.kmUnit : ''}`]);

  if (o.layout === 'pad' || o.layout === 'form') {
    p.y = 58;
    p.text(50, o.shop, { size: 15, bold: true, serif });
    for (const a of o.addr) p.down(12).text(50, a, { size: 8.5, serif });
    let ky = 58;
    for (const [k, v] of kvs) {
      p.text(360, `${k}`, { y: ky, size: 9, serif });
      p.text(440, v, { y: ky, size: 9, serif, bold: k === o.L.no });
      ky += 13;
    }
    p.y = Math.max(p.y, ky) + 14;
    if (o.head) p.text(50, o.head, { size: 12, bold: true, serif }).down(18);
    if (o.layout === 'form') {
      p.box(45, p.y - 11, 505, 16, true);
      p.text(50, o.lang === 'de' ? 'Ausgef. Arb.' : 'Work done', { bold: true, size: 9 });
      p.text(380, o.labour === 'aw' ? 'AW' : o.labour === 'hours' ? (o.lang === 'de' ? 'Std.' : 'Hrs') : '', { size: 9, bold: true });
      p.text(545, o.cur || (o.lang === 'de' ? 'Betr.' : 'Amt'), { align: 'right', size: 9, bold: true });
      p.down(17);
    }
    for (const j of jobLines) {
      p.text(55, j.t, { size: sz, serif });
      if (o.labour === 'aw' || o.labour === 'hours') p.text(380, jobAmt(j), { size: sz, serif });
      if (o.labour !== 'lump') p.text(545, N(j.amt), { size: sz, serif, align: 'right' });
      p.down(13);
    }
    if (o.labour === 'lump') p.text(300, labRateLine, { size: sz, serif }).text(545, N(lab), { size: sz, serif, align: 'right' }).down(13);
    if (o.labour === 'aw') p.text(300, awLine, { size: sz - 1, serif }).down(13);
    p.down(6);
    if (o.layout === 'form') {
      p.box(45, p.y - 11, 505, 16, true);
      p.text(50, o.lang === 'de' ? 'Mat./ET' : "Pts / Mat'l", { bold: true, size: 9 });
      if (o.codes) p.text(260, o.lang === 'de' ? 'Teile-Nr.' : 'Part #', { bold: true, size: 9 });
      if (o.qty === 'col') p.text(380, o.lang === 'de' ? 'Mge.' : 'Qty', { bold: true, size: 9 });
      p.down(17);
    }
    for (const q of partLines) {
      p.text(55, partText(q), { size: sz, serif });
      if (o.codes && q.code) p.text(260, q.code, { size: sz - 0.5, serif });
      if (o.qty === 'col') p.text(380, qtyStr(q), { size: sz, serif });
      p.text(470, N(q.each), { size: sz - 0.5, serif, align: 'right' });
      p.text(545, N(q.amt), { size: sz, serif, align: 'right' });
      p.down(13);
    }
    p.down(6);
    hline(p, 360, 190, p.y - 9);
    p.down(4);
    for (const [k, v] of sums) p.text(360, k, { size: 9.5, serif }).text(545, N(v), { size: 9.5, serif, align: 'right' }).down(13);
    p.text(360, totalLabel, { size: 10.5, bold: true, serif }).text(545, N(total), { size: 10.5, bold: true, serif, align: 'right' }).down(20);
  } else if (o.layout === 'card') {
    p.y = 66;
    p.text(297, o.shop, { size: 14, bold: true, serif: true, align: 'center' });
    for (const a of o.addr) p.down(12).text(297, a, { size: 8.5, serif: true, align: 'center' });
    p.down(22);
    if (o.head) p.text(297, o.head, { size: 11, bold: true, serif: true, align: 'center' }).down(18);
    for (let i = 0; i < kvs.length; i += 2) {
      p.text(75, `${kvs[i][0]} ${kvs[i][1]}`, { size: 9.5, serif: true });
      if (kvs[i + 1]) p.text(310, `${kvs[i + 1][0]} ${kvs[i + 1][1]}`, { size: 9.5, serif: true });
      p.down(14);
    }
    p.down(8);
    for (const j of jobLines) {
      p.text(80, `${j.t}${jobAmt(j) ? ' — ' + jobAmt(j) : ''}`, { size: 9.5, serif: true });
      if (o.labour !== 'lump') p.text(515, N(j.amt), { size: 9.5, serif: true, align: 'right' });
      p.down(13);
    }
    if (o.labour === 'lump') p.text(300, labRateLine, { size: 9, serif: true }).text(515, N(lab), { size: 9.5, serif: true, align: 'right' }).down(13);
    p.down(5);
    for (const q of partLines) {
      p.text(80, `${partText(q)}${o.codes && q.code ? '  (' + q.code + ')' : ''}`, { size: 9.5, serif: true });
      if (o.qty === 'col') p.text(330, qtyStr(q), { size: 9.5, serif: true });
      p.text(515, N(q.amt), { size: 9.5, serif: true, align: 'right' });
      p.down(13);
    }
    p.down(8);
    for (const [k, v] of sums) p.text(330, k, { size: 9.5, serif: true }).text(515, N(v), { size: 9.5, serif: true, align: 'right' }).down(13);
    p.text(330, totalLabel, { size: 10.5, bold: true, serif: true }).text(515, N(total), { size: 10.5, bold: true, serif: true, align: 'right' }).down(20);
  } else {
    // ticket / slip: a narrow strip at the left.
    const L = 50;
    const R = o.layout === 'ticket' ? 300 : 380;
    p.y = 55;
    p.text((L + R) / 2, o.shop, { size: 11.5, bold: true, align: 'center', serif });
    for (const a of o.addr) p.down(11).text((L + R) / 2, a, { size: 7.5, align: 'center', serif });
    p.down(18);
    if (o.head) p.text(L, o.head, { size: 9.5, bold: true, serif }).down(14);
    for (const [k, v] of kvs) p.text(L, `${k} ${v}`, { size: 8.5, serif }).down(12);
    p.down(4);
    hline(p, L, R - L, p.y - 9);
    p.down(4);
    for (const j of jobLines) {
      p.text(L, `${j.t}${jobAmt(j) ? ' ' + jobAmt(j) : ''}`, { size: 8.5, serif });
      if (o.labour !== 'lump' && o.subs) p.text(R, N(j.amt), { size: 8.5, serif, align: 'right' });
      p.down(12);
    }
    if (o.labour === 'lump' && o.subs)
      p.text(L + 20, labRateLine, { size: 8, serif })
        .text(R, N(lab), { size: 8.5, serif, align: 'right' })
        .down(12);
    for (const q of partLines) {
      p.text(L, partText(q), { size: 8.5, serif });
      if (o.subs) p.text(R, N(q.amt), { size: 8.5, serif, align: 'right' });
      p.down(12);
    }
    p.down(4);
    hline(p, L, R - L, p.y - 9);
    p.down(4);
    for (const [k, v] of sums) p.text(L, k, { size: 8.5, serif }).text(R, N(v), { size: 8.5, serif, align: 'right' }).down(12);
    p.text(L, totalLabel, { size: 10, bold: true, serif }).text(R, N(total), { size: 10, bold: true, serif, align: 'right' }).down(16);
  }
  for (const f of o.foot ?? []) p.text(o.layout === 'ticket' || o.layout === 'slip' ? 50 : o.layout === 'card' ? 80 : 60, f, { size: 8, serif }).down(11);
  if (o.layout === 'card') p.box(60, 40, 475, p.y - 40);
  if (o.layout === 'ticket' || o.layout === 'slip') p.box(40, 35, (o.layout === 'ticket' ? 300 : 380) - 30, p.y - 35);

  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: o.shop,
    serviceDate: svcDate,
    serviceMileage: mileage,
  };
  if (o.subs) {
    truth.laborCost = lab;
    truth.partsCost = parts$;
  }
  truth.totalCost = total;
  truth.workPerformed = jobLines.map((j) => j.t);
  truth.partsUsed = partLines.map((q) => q.name);
  return { items: p.items, language: o.lang, truth };
}

/** A short key–value paper (cards, slips, policy cards, notes): title lines, rows, optional free lines. */
export function kvPaper(
  lang: Lang,
  layout: 'card' | 'slip' | 'sheet' | 'boxes',
  head: { title: string; lines?: string[]; sub?: string },
  rows: [string, string][],
  extra: string[] = [],
  serif = false,
): PageBuilder {
  const p = new PageBuilder();
  if (layout === 'boxes') {
    p.y = 60;
    p.text(297, head.title, { size: 13, bold: true, align: 'center', serif });
    for (const l of head.lines ?? []) p.down(12).text(297, l, { size: 8.5, align: 'center', serif });
    if (head.sub) p.down(16).text(297, head.sub, { size: 10.5, bold: true, align: 'center', serif });
    p.down(24);
    for (let i = 0; i < rows.length; i += 2) {
      for (let c = 0; c < 2 && rows[i + c]; c++) {
        const x = 50 + c * 250;
        p.box(x, p.y - 12, 245, 30);
        p.text(x + 4, rows[i + c][0], { size: 7, y: p.y - 3 });
        p.text(x + 6, rows[i + c][1], { size: 10, y: p.y + 12, serif });
      }
      p.down(34);
    }
    p.down(6);
  } else {
    const narrow = layout === 'slip';
    const L = layout === 'card' ? 75 : 55;
    const V = narrow ? L + 95 : layout === 'card' ? L + 150 : L + 170;
    if (layout === 'card') p.box(60, 40, 475, 90 + 15 * (rows.length + extra.length) + 14 * (head.lines?.length ?? 0));
    if (narrow) p.box(40, 35, 310, 95 + 14 * (rows.length + extra.length) + 12 * (head.lines?.length ?? 0));
    p.y = layout === 'card' ? 66 : 58;
    const cx = narrow ? 195 : layout === 'card' ? 297 : 55;
    const al = narrow || layout === 'card' ? 'center' : 'left';
    p.text(cx, head.title, { size: narrow ? 11 : 13, bold: true, align: al, serif });
    for (const l of head.lines ?? []) p.down(12).text(cx, l, { size: 8, align: al, serif });
    if (head.sub) p.down(16).text(cx, head.sub, { size: narrow ? 9.5 : 10.5, bold: true, align: al, serif });
    p.down(22);
    for (const [k, v] of rows) {
      p.text(narrow ? 50 : L, k, { size: narrow ? 8.5 : 9.5, serif });
      p.text(narrow ? V - 30 : V, v, { size: narrow ? 8.5 : 9.5, serif });
      p.down(narrow ? 14 : 15);
    }
    p.down(4);
  }
  for (const e of extra) p.text(layout === 'slip' ? 50 : layout === 'card' ? 75 : 55, e, { size: 8.5, serif }).down(13);
  return p;
}

export const pick = <T>(rng: Random, xs: readonly T[]) => rng.pick(xs);
export const L = (rng: Random, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
export const D = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
export function vin17(rng: Random): string {
  const A = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => A[rng.int(0, A.length - 1)]).join('');
}
export const dePlate = (rng: Random) =>
  `${pick(rng, ['M', 'S', 'K', 'F', 'HH', 'B', 'N', 'KA', 'WÜ', 'RT', 'LB', 'GÖ'])}-${L(rng, rng.int(1, 2))} ${rng.int(1, 999)}`;
export const atPlate = (rng: Random) => `${pick(rng, ['W', 'G', 'L', 'S', 'I', 'K'])} ${rng.int(10, 999)}.${D(rng, 3)}`;
export const chPlate = (rng: Random) => `${pick(rng, ['ZH', 'BE', 'LU', 'AG', 'SG', 'BS'])} ${rng.int(1000, 299999)}`;
export const ukPlate = (rng: Random) => `${L(rng, 3)} ${rng.int(10, 999)}${L(rng, 1)}`;
export const usPlate = (rng: Random) => `${D(rng, 1)}${L(rng, 3)}${D(rng, 3)}`;
export const auPlate = (rng: Random) => `${L(rng, 3)}-${D(rng, 3)}`;
