/**
 * The unseen-bm author's kit: people, towns and streets of the seven countries, and the ways real stationery prints a
 * firm's name — a large letterhead in capitals, spaced letters or split over two lines, a tagline or trade above or
 * below it, the owner's line, a rubber stamp over a printed pad, the imprint and bank details in the footer — plus the
 * bill table the service families share.
 */
import type { PageBuilder } from '../page';
import { hline, num, r2, row, sum, type Col, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export type Country = 'DE' | 'AT' | 'CH' | 'UK' | 'IE' | 'US' | 'AU';

export const FIRST_DE = [
  'Peter',
  'Klaus',
  'Hans',
  'Jürgen',
  'Werner',
  'Manfred',
  'Dieter',
  'Uwe',
  'Josef',
  'Franz',
  'Andreas',
  'Stefan',
  'Markus',
  'Thomas',
  'Ursula',
  'Monika',
  'Brigitte',
  'Sabine',
  'Reto',
  'Urs',
  'Beat',
];
export const LAST_DE = [
  'Krause',
  'Huber',
  'Weber',
  'Brenner',
  'Sieber',
  'Scholz',
  'Hofmann',
  'Gruber',
  'Pichler',
  'Lehner',
  'Rüegg',
  'Brunner',
  'Keller',
  'Vogt',
  'Lange',
  'Seidel',
  'Wimmer',
  'Haas',
  'Baumgartner',
  'Zeller',
  'Kessler',
  'Fuchs',
];
export const FIRST_EN = [
  'John',
  'Peter',
  'Michael',
  'David',
  'Brian',
  'Gary',
  'Kevin',
  'Robert',
  'James',
  'Seamus',
  'Declan',
  'Colin',
  'Ray',
  'Barry',
  'Margaret',
  'Susan',
  'Linda',
  'Carol',
  'Trevor',
  'Neville',
  'Wayne',
];
export const LAST_EN = [
  'Dunne',
  'Walsh',
  'Hale',
  'Pritchard',
  'Harlan',
  'Doyle',
  'Fenwick',
  'Marsh',
  'Kowalski',
  'Brennan',
  'Whitfield',
  'Ashby',
  'Calder',
  'McAllister',
  'Riordan',
  'Tanner',
  'Gould',
  'Haddon',
  'Pearce',
  'Lindqvist',
  'Okafor',
];

export const TOWNS: Record<Country, [string, string][]> = {
  DE: [
    ['72764', 'Reutlingen'],
    ['34117', 'Kassel'],
    ['97070', 'Würzburg'],
    ['26122', 'Oldenburg'],
    ['83022', 'Rosenheim'],
    ['48143', 'Münster'],
    ['90402', 'Nürnberg'],
    ['53111', 'Bonn'],
  ],
  AT: [
    ['4020', 'Linz'],
    ['8010', 'Graz'],
    ['5020', 'Salzburg'],
    ['6020', 'Innsbruck'],
    ['3100', 'St. Pölten'],
    ['9020', 'Klagenfurt'],
  ],
  CH: [
    ['8706', 'Meilen'],
    ['3011', 'Bern'],
    ['6003', 'Luzern'],
    ['9000', 'St. Gallen'],
    ['8400', 'Winterthur'],
    ['4051', 'Basel'],
  ],
  UK: [
    ['GU7 1HT', 'Godalming'],
    ['CV1 2GT', 'Coventry'],
    ['BA1 5LR', 'Bath'],
    ['LE11 3QF', 'Loughborough'],
    ['YO1 7HH', 'York'],
    ['TN13 1AX', 'Sevenoaks'],
  ],
  IE: [
    ['', 'Naas, Co. Kildare'],
    ['', 'Ennis, Co. Clare'],
    ['', 'Mullingar, Co. Westmeath'],
    ['', 'Bray, Co. Wicklow'],
    ['', 'Tralee, Co. Kerry'],
  ],
  US: [
    ['43215', 'Columbus, OH'],
    ['27601', 'Raleigh, NC'],
    ['97204', 'Portland, OR'],
    ['53703', 'Madison, WI'],
    ['80202', 'Denver, CO'],
    ['37203', 'Nashville, TN'],
  ],
  AU: [
    ['3134', 'Ringwood VIC'],
    ['2250', 'Gosford NSW'],
    ['5063', 'Fullarton SA'],
    ['4051', 'Alderley QLD'],
    ['6017', 'Osborne Park WA'],
  ],
};

export const STREETS_DE = ['Hauptstraße', 'Industriestraße', 'Bahnhofstraße', 'Gewerbering', 'Lindenallee', 'Mühlweg', 'Am Sägewerk', 'Werkstättenweg'];
export const STREETS_CH = ['Seestrasse', 'Bahnhofstrasse', 'Zürcherstrasse', 'Industriestrasse', 'Dorfstrasse'];
export const STREETS_EN = ['High Street', 'Station Road', 'Mill Lane', 'Church Street', 'Old Forge Yard', 'Victoria Road', 'Unit 4, Brook Industrial Estate'];
export const STREETS_US = ['Main St.', 'W. Broad St.', 'Highway 70 East', 'N. Lamar Blvd.', 'S. Federal Blvd.'];
export const STREETS_AU = ['Maroondah Hwy', 'Mann St', 'Greenhill Rd', 'Enoggera Rd', 'Scarborough Beach Rd'];

export function street(rng: Random, c: Country): string {
  const n = rng.int(1, 180);
  if (c === 'CH') return `${rng.pick(STREETS_CH)} ${n}`;
  if (c === 'DE' || c === 'AT') return `${rng.pick(STREETS_DE)} ${n}`;
  if (c === 'US') return `${rng.int(100, 9800)} ${rng.pick(STREETS_US)}`;
  if (c === 'AU') return `${n} ${rng.pick(STREETS_AU)}`;
  return rng.chance(0.3) ? rng.pick(STREETS_EN) : `${n} ${rng.pick(STREETS_EN.slice(0, 6))}`;
}

export function town(rng: Random, c: Country): string {
  const [pc, t] = rng.pick(TOWNS[c]);
  if (!pc) return t;
  if (c === 'UK') return `${t} ${pc}`;
  if (c === 'US' || c === 'AU') return `${t} ${pc}`;
  return `${c === 'DE' ? '' : c === 'AT' ? 'A-' : 'CH-'}${pc} ${t}`;
}

export const personDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
const FEMALE = new Set(['Ursula', 'Monika', 'Brigitte', 'Sabine', 'Margaret', 'Susan', 'Linda', 'Carol']);
/** A customer as an address window names them: "Herrn Klaus Weber", "Frau Monika Huber" (English: "Mr", "Mrs"). */
export function addressee(rng: Random, lang: 'de' | 'en'): [string, string] {
  const first = rng.pick(lang === 'de' ? FIRST_DE : FIRST_EN);
  const last = rng.pick(lang === 'de' ? LAST_DE : LAST_EN);
  const f = FEMALE.has(first);
  return lang === 'de' ? [f ? 'Frau' : 'Herrn', `${first} ${last}`] : [f ? 'Mrs' : rng.pick(['Mr', 'Mr', 'Dr']), `${first[0]}. ${last}`];
}
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
export const initialOf = (name: string) => `${name[0]}. ${name.split(' ').slice(1).join(' ')}`;

/** Letters spaced as a letterpress header sets them: "K R A U S E   G M B H". */
export const spaced = (s: string) =>
  s
    .toUpperCase()
    .split(' ')
    .map((w) => w.split('').join(' '))
    .join('   ');

/** Capitals, with German sharp s kept (as old type sets it). */
export const caps = (s: string) =>
  s
    .replace(/ß/g, '\u0000')
    .toUpperCase()
    .replace(/\u0000/g, 'ß');

export type HeadStyle = 'plain' | 'caps' | 'spaced' | 'split';

/**
 * A firm's name as its letterhead prints it: `above` (a trade or tagline in small type over it), the name large, `below`
 * (lines under it: trade, "Meisterbetrieb seit 1958", the owner's line). Split names break at `splitAt` words.
 */
export function letterhead(
  p: PageBuilder,
  opts: {
    name: string;
    style: HeadStyle;
    x: number;
    size: number;
    align?: 'left' | 'center' | 'right';
    above?: string[];
    below?: string[];
    serif?: boolean;
    splitAt?: number;
  },
): void {
  const align = opts.align ?? 'left';
  for (const a of opts.above ?? []) {
    p.text(opts.x, a, { size: 8.5, align, serif: opts.serif });
    p.down(opts.size * 0.9);
  }
  p.down(opts.size * 0.35);
  const nm = opts.name;
  if (opts.style === 'split') {
    const words = nm.split(' ');
    const at = opts.splitAt ?? Math.max(1, Math.floor(words.length / 2));
    p.text(opts.x, words.slice(0, at).join(' '), { size: opts.size * 0.72, bold: true, align, serif: opts.serif });
    p.down(opts.size * 1.0);
    p.text(opts.x, words.slice(at).join(' '), { size: opts.size, bold: true, align, serif: opts.serif });
  } else {
    const t = opts.style === 'caps' ? caps(nm) : opts.style === 'spaced' ? spaced(nm) : nm;
    p.text(opts.x, t, { size: opts.style === 'spaced' ? opts.size * 0.8 : opts.size, bold: true, align, serif: opts.serif });
  }
  p.down(opts.size * 0.75);
  for (const b of opts.below ?? []) {
    p.text(opts.x, b, { size: 8.5, align, serif: opts.serif });
    p.down(11);
  }
}

/** A rubber stamp: a box around a few short lines, the firm's name bold on the first. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], boldFirst = true): void {
  const w = Math.max(lines[0].length * (boldFirst ? 6.9 : 5.1), ...lines.slice(1).map((l) => l.length * 4.8)) + 16;
  const h = lines.length * 11 + 8;
  p.box(x, y, w, h);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + 13 + i * 11, size: i === 0 && boldFirst ? 9.5 : 8, bold: i === 0 && boldFirst, align: 'center' }));
}

/** The footer band: a rule and up to four short columns of imprint, bank and register lines. */
export function footer(p: PageBuilder, cols: string[][], y = 790, size = 6.8): void {
  hline(p, 40, 515, y - 10);
  const w = 515 / cols.length;
  cols.forEach((c, i) => c.forEach((l, j) => p.text(40 + i * w, l, { y: y + j * 8.5, size })));
}

export const ibanDE = (rng: Random) =>
  `DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`;
export const ibanAT = (rng: Random) => `AT${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;
export const ibanCH = (rng: Random) =>
  `CH${rng.int(10, 99)} 0${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1, 9)}`;
export const phoneDE = (rng: Random) => `0${rng.int(30, 999)} / ${rng.int(10000, 999999)}`;

/** One line of a bill: a job (labour) or a part, with its quantity and amount. */
export interface Line {
  kind: 'labor' | 'parts';
  desc: string;
  qty: number;
  unit: number;
  amount: number;
  code?: string;
}

export const mkLine = (kind: 'labor' | 'parts', desc: string, qty: number, unit: number, code?: string): Line => ({
  kind,
  desc,
  qty,
  unit,
  amount: r2(qty * unit),
  code,
});

export interface Sums {
  labor: number;
  parts: number;
  net: number;
}

export function sums(lines: Line[]): Sums {
  const labor = sum(lines.filter((l) => l.kind === 'labor').map((l) => l.amount));
  const parts = sum(lines.filter((l) => l.kind === 'parts').map((l) => l.amount));
  return { labor, parts, net: r2(labor + parts) };
}

/**
 * The bill in two sections (labour, then parts), each with its subtotal, on columns [desc, qty, unit, amount].
 * Writes the headings in the given words.
 */
export function sectionedTable(
  p: PageBuilder,
  lines: Line[],
  w: { labor: string; parts: string; laborSum: string; partsSum: string; desc: string; qty: string; unit: string; amount: string },
  ns: NumStyle,
  qtyFmt: (l: Line) => string,
): void {
  const cols: Col[] = [{ x: 48 }, { x: 370, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, [w.desc, w.qty, w.unit, w.amount], { bold: true });
  p.down(4);
  hline(p, 44, 507);
  p.down(13);
  for (const kind of ['labor', 'parts'] as const) {
    const ls = lines.filter((l) => l.kind === kind);
    if (!ls.length) continue;
    p.text(48, kind === 'labor' ? w.labor : w.parts, { size: 9, bold: true });
    p.down(13);
    for (const l of ls) {
      row(p, cols, [`  ${l.desc}`, qtyFmt(l), num(l.unit, ns), num(l.amount, ns)]);
      p.down(12.5);
    }
    p.text(450, kind === 'labor' ? w.laborSum : w.partsSum, { size: 9, align: 'right' });
    p.text(545, num(sum(ls.map((l) => l.amount)), ns), { size: 9, align: 'right', bold: true });
    p.down(17);
  }
}

/** Net, tax and total lines at the right, the total boxed. Returns the gross total. */
export function totals(p: PageBuilder, net: number, rate: number, w: { net: string; tax: string; total: string }, ns: NumStyle, cur = ''): number {
  const tax = r2((net * rate) / 100);
  const total = r2(net + tax);
  hline(p, 330, 225);
  p.down(13);
  p.text(450, w.net, { size: 9, align: 'right' });
  p.text(545, num(net, ns), { size: 9, align: 'right' });
  p.down(13);
  if (rate > 0) {
    p.text(450, w.tax, { size: 9, align: 'right' });
    p.text(545, num(tax, ns), { size: 9, align: 'right' });
    p.down(15);
  }
  p.box(330, p.y - 11, 225, 16, true);
  p.text(450, w.total, { size: 10, bold: true, align: 'right' });
  p.text(545, `${cur}${num(total, ns)}`, { size: 10, bold: true, align: 'right' });
  p.down(22);
  return total;
}
