import { PageBuilder } from '../page';
import type { Random } from '../random';

/** Whole cents, so that sums on the page and in the truth agree to the cent. */
export const cents = (n: number) => Math.round(n * 100) / 100;

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** An ISO date moved by days (UTC, no daylight saving surprises). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One year on, the day before (a policy year: 2021-03-01 to 2022-02-28). */
export function policyEnd(iso: string, months = 12): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export type DateStyle = 'de' | 'de-short' | 'de-long' | 'uk' | 'uk-long' | 'uk-dots' | 'us' | 'us-long' | 'us-short' | 'iso' | 'mon';

/** A date as paper prints it. */
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'de':
      return `${dd}.${mm}.${y}`;
    case 'de-short':
      return `${dd}.${mm}.${String(y).slice(2)}`;
    case 'de-long':
      return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    case 'uk':
      return `${dd}/${mm}/${y}`;
    case 'uk-dots':
      return `${dd}.${mm}.${y}`;
    case 'uk-long':
      return `${d} ${MONTHS_EN[m - 1]} ${y}`;
    case 'us':
      return `${mm}/${dd}/${y}`;
    case 'us-short':
      return `${m}/${d}/${String(y).slice(2)}`;
    case 'us-long':
      return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'mon':
      return `${dd}-${MONTHS_EN[m - 1].slice(0, 3).toUpperCase()}-${y}`;
    case 'iso':
      return iso;
  }
}

/** 1.234,56 (de) or 1,234.56 (en); `whole` leaves the cents off (prices in contracts). */
export function num(n: number, lang: 'de' | 'en', whole = false): string {
  const fixed = whole ? String(Math.round(n)) : n.toFixed(2);
  const [int, dec] = fixed.split('.');
  const sep = lang === 'de' ? '.' : ',';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return dec === undefined ? grouped : `${grouped}${lang === 'de' ? ',' : '.'}${dec}`;
}

/** A plain mileage with thousands separators as the language writes them. */
export const miles = (n: number, lang: 'de' | 'en') => num(n, lang, true);

export const eur = (n: number, whole = false) => `${num(n, 'de', whole)} €`;
export const gbp = (n: number, whole = false) => `£${num(n, 'en', whole)}`;
export const usd = (n: number, whole = false) => `$${num(n, 'en', whole)}`;

/** A random price in cents between two whole amounts. */
export const price = (rng: Random, lo: number, hi: number) => cents(rng.int(lo * 100, hi * 100) / 100);

/** Line items: a description and its amount; sums kept in cents. */
export interface Line {
  text: string;
  qty?: number;
  unit?: number;
  amount: number;
}

export const sum = (lines: { amount: number }[]) => cents(lines.reduce((s, l) => s + l.amount, 0));

/** Draws a table: columns at x (left or right aligned), optional rules above/below the header and each row. */
export function table(
  b: PageBuilder,
  cols: { x: number; head: string; align?: 'left' | 'right' }[],
  rows: string[][],
  opts: { rules?: 'none' | 'header' | 'grid'; size?: number; left?: number; right?: number; rowH?: number } = {},
) {
  const size = opts.size ?? 9.5;
  const rowH = opts.rowH ?? 14;
  const left = opts.left ?? 40;
  const right = opts.right ?? 555;
  const rules = opts.rules ?? 'header';
  const top = b.y;
  cols.forEach((c) => b.text(c.x, c.head, { bold: true, size, align: c.align }));
  if (rules !== 'none') b.box(left, b.y + 4, right - left, 0.01);
  b.down(rowH + 2);
  for (const row of rows) {
    row.forEach((cell, i) => cell && b.text(cols[i].x, cell, { size, align: cols[i].align }));
    if (rules === 'grid') b.box(left, b.y + 4, right - left, 0.01);
    b.down(rowH);
  }
  if (rules === 'grid') b.box(left, top - 11, right - left, b.y - top + 1);
  else if (rules === 'header') b.box(left, b.y - rowH + 5, right - left, 0.01);
}

export const page = () => new PageBuilder();

/** Wraps a long text to lines of about `width` characters. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

export const DE_FIRST = ['Jürgen', 'Sabine', 'Klaus', 'Monika', 'Uwe', 'Heike', 'Rainer', 'Petra', 'Wolfgang', 'Andrea', 'Dieter', 'Birgit', 'Helmut', 'Karin'];
export const DE_LAST = [
  'Brandstätter',
  'Kowalski',
  'Oberländer',
  'Weißgerber',
  'Hahnemann',
  'Ziegler',
  'Lindqvist',
  'Pfannkuch',
  'Stroh',
  'Dreesen',
  'Kleinschmidt',
  'Vollmer',
];
/** Men's first names, for letters addressed "Herrn" / "Mr". */
export const DE_MALE = ['Jürgen', 'Klaus', 'Uwe', 'Rainer', 'Wolfgang', 'Dieter', 'Helmut'];
export const UK_MALE = ['Nigel', 'Graham', 'Trevor', 'Malcolm', 'Duncan'];
export const UK_FIRST = ['Nigel', 'Fiona', 'Graham', 'Alison', 'Trevor', 'Helen', 'Malcolm', 'Gillian', 'Duncan', 'Joanna'];
export const UK_LAST = ['Pemberton', 'Ashworth', 'McAllister', 'Haworth', 'Threlfall', 'Ogilvie', 'Rushworth', 'Penhaligon', 'Crabtree', 'Sowerby'];
export const US_FIRST = ['Dwayne', 'Carol', 'Russell', 'Linda', 'Earl', 'Tammy', 'Glenn', 'Debra', 'Curtis', 'Rhonda'];
export const US_LAST = ['Kowalczyk', 'Haverford', 'Delgado', 'Sorensen', 'Whitacre', 'Pulaski', 'Brennan', 'Okafor', 'Lindgren', 'Castellano'];

export const person = (rng: Random, first: readonly string[], last: readonly string[]) => `${rng.pick(first)} ${rng.pick(last)}`;

/** A 17-character VIN (no I, O, Q) for cars from 1981 on; older chassis numbers are shorter. */
export function vin(rng: Random): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < 17; i++) s += chars[rng.int(0, chars.length - 1)];
  return s;
}

export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)]).join('');

/** German plates: area, letters, digits, often an H (historic) at the end. */
export function dePlate(rng: Random, historic = true): string {
  const area = rng.pick(['KA', 'HD', 'MA', 'F', 'WI', 'DA', 'OF', 'GI', 'KO', 'TÜ', 'ES', 'LB', 'RT', 'UL']);
  return `${area}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${historic ? 'H' : ''}`;
}

/** A British plate of the 1960s–70s (suffix letter) or a current one. */
export function ukPlate(rng: Random): string {
  return rng.chance(0.6) ? `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}` : `${letters(rng, 2)}${rng.int(51, 72)} ${letters(rng, 3)}`;
}
