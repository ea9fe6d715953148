/**
 * unseen-i's small kit: number and date formats as each country prints them, amounts in words,
 * and the marks of filled-in paper (values typed beside their boxes, tick boxes, rubber stamps).
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';

export const round2 = (v: number) => Math.round(v * 100) / 100;

/** 1234.5 → "1.234,50" (de), "1,234.50" (us/uk), "1'234.50" (ch); `group` false leaves thousands bare. */
export function num(v: number, style: 'de' | 'en' | 'ch', group = true): string {
  const [int, dec] = Math.abs(v).toFixed(2).split('.');
  const sep = style === 'de' ? '.' : style === 'ch' ? "'" : ',';
  const g = group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, sep) : int;
  return `${v < 0 ? '-' : ''}${g}${style === 'de' ? ',' : '.'}${dec}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

export const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Date formats: de 03.02.1987, de2 03.02.87, us 02/03/1987, us2 2/3/87, uk 03/02/1987, longDe 3. Februar 1987, longEn February 3, 1987, longUk 3rd February 1987, iso. */
export function date(iso: string, f: 'de' | 'de2' | 'us' | 'us2' | 'uk' | 'uk2' | 'longDe' | 'longEn' | 'longUk' | 'iso' | 'usDash'): string {
  const [y, m, d] = parts(iso);
  const yy = pad(y % 100);
  switch (f) {
    case 'de':
      return `${pad(d)}.${pad(m)}.${y}`;
    case 'de2':
      return `${pad(d)}.${pad(m)}.${yy}`;
    case 'us':
      return `${pad(m)}/${pad(d)}/${y}`;
    case 'us2':
      return `${m}/${d}/${yy}`;
    case 'usDash':
      return `${pad(m)}-${pad(d)}-${yy}`;
    case 'uk':
      return `${pad(d)}/${pad(m)}/${y}`;
    case 'uk2':
      return `${pad(d)}/${pad(m)}/${yy}`;
    case 'longDe':
      return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    case 'longEn':
      return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'longUk': {
      const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
      return `${d}${suf} ${MONTHS_EN[m - 1]} ${y}`;
    }
    default:
      return iso;
  }
}

/** ISO date `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`).getTime() + days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The same day a number of years later (28th at most in the generator, so always valid). */
export const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

const ONES_DE = [
  'null',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS_DE = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

function deUnder1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  let s = h ? `${ONES_DE[h]}hundert` : '';
  if (r === 0) return s;
  if (r < 20) s += ONES_DE[r];
  else s += `${r % 10 ? `${ONES_DE[r % 10]}und` : ''}${TENS_DE[Math.floor(r / 10)]}`;
  return s;
}

/** 1234 → "eintausendzweihundertvierunddreißig" (whole units only, as written on a receipt). */
export function wordsDe(n: number): string {
  n = Math.floor(n);
  if (n === 0) return 'null';
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  const s = `${th ? `${deUnder1000(th)}tausend` : ''}${rest ? deUnder1000(rest) : ''}`;
  return s.endsWith('ein') ? `${s}s` : s;
}

const ONES_EN = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS_EN = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enUnder1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const out: string[] = [];
  if (h) out.push(`${ONES_EN[h]} hundred`);
  if (r) out.push(r < 20 ? ONES_EN[r] : `${TENS_EN[Math.floor(r / 10)]}${r % 10 ? `-${ONES_EN[r % 10]}` : ''}`);
  return out.join(' ');
}

/** 1234 → "one thousand two hundred thirty-four". */
export function wordsEn(n: number): string {
  n = Math.floor(n);
  if (n === 0) return 'zero';
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  return [th ? `${enUnder1000(th)} thousand` : '', rest ? enUnder1000(rest) : ''].filter(Boolean).join(' ');
}

export const cents = (v: number) => String(Math.round((v - Math.floor(v)) * 100)).padStart(2, '0');
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Splits `total` into integer-ish prices that sum exactly (2 decimals) — for line items. */
export function splitAmount(rng: Random, total: number, n: number): number[] {
  const w = Array.from({ length: n }, () => 0.4 + rng.next());
  const sum = w.reduce((a, b) => a + b, 0);
  const xs = w.map((x) => round2((x / sum) * total));
  xs[n - 1] = round2(total - xs.slice(0, -1).reduce((a, b) => a + b, 0));
  return xs;
}

/** A value typed into a pre-printed form: a serif run, a little off its box, sometimes in capitals. */
export function typed(p: PageBuilder, rng: Random, x: number, y: number, text: string, size = 10, align?: 'left' | 'right' | 'center') {
  p.text(x + rng.int(-2, 4), text, { y: y + rng.int(-2, 2), size, serif: true, align });
}

/** A tick box with its caption right of it; `on` puts a typed X in it. */
export function tick(p: PageBuilder, x: number, y: number, caption: string, on: boolean, size = 8) {
  p.box(x, y - 7, 8, 8);
  if (on) p.text(x + 1.2, 'X', { y: y, size: 8.5, serif: true, bold: true });
  p.text(x + 12, caption, { y, size });
}

/** A rubber stamp: a frame with one to three lines of bold capitals. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], size = 12) {
  const w = Math.max(...lines.map((l, i) => l.length * (i === 0 ? size * 0.62 : size * 0.75 * 0.55))) + 16;
  const h = lines.length * (size + 4) + 8;
  p.box(x, y, w, h);
  p.box(x + 2.5, y + 2.5, w - 5, h - 5);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + 6 + (i + 1) * (size + 4) - 4, size: i === 0 ? size : size * 0.75, bold: i === 0, align: 'center' }));
}

/** A label printed small over a box, with the value typed inside. */
export function cell(p: PageBuilder, rng: Random, x: number, y: number, w: number, h: number, label: string, value: string, size = 10) {
  p.box(x, y, w, h);
  p.text(x + 2, label, { y: y + 7, size: 6 });
  if (value) typed(p, rng, x + 4, y + h - 4, value, size);
}

/** A run of dots or underscores standing for a line to write on. */
export const line = (n: number) => '_'.repeat(n);

export interface Named {
  first: string;
  last: string;
}
const FIRST_DE = [
  'Klaus',
  'Heinz',
  'Ute',
  'Monika',
  'Jürgen',
  'Gerd',
  'Sabine',
  'Helmut',
  'Renate',
  'Wolfgang',
  'Dieter',
  'Brigitte',
  'Rainer',
  'Petra',
  'Horst',
  'Anke',
  'Tobias',
  'Jana',
];
const LAST_DE = [
  'Brenninger',
  'Sauerwein',
  'Kolbeck',
  'Thielmann',
  'Grabowski',
  'Hüttner',
  'Rapp',
  'Oberdorfer',
  'Wendling',
  'Kessler',
  'Pfisterer',
  'Lindemann',
  'Zöllner',
  'Haberkorn',
  'Mertens',
  'Fleischhauer',
];
const FIRST_EN = [
  'Harold',
  'Donna',
  'Earl',
  'Judy',
  'Wayne',
  'Carol',
  'Dale',
  'Brenda',
  'Russell',
  'Gail',
  'Clifford',
  'Sharon',
  'Duane',
  'Trevor',
  'Nigel',
  'Pauline',
  'Kyle',
  'Megan',
];
const LAST_EN = [
  'Kowalczyk',
  'Pruitt',
  'Hargrove',
  'Lindqvist',
  'Mabry',
  'Ostrander',
  'Fenwick',
  'Tolliver',
  'Beauchamp',
  'Whitlock',
  'Dunaway',
  'Cornish',
  'Ashdown',
  'Raintree',
  'Villaseñor',
  'McCracken',
];

/** Surnames drawn lately: a page never names two people (or a person and a shop) with the same surname. */
const recent: string[] = [];
function person(rng: Random, firsts: string[], lasts: string[]): Named {
  let last = rng.pick(lasts);
  while (recent.includes(last)) last = rng.pick(lasts);
  recent.push(last);
  if (recent.length > 7) recent.shift();
  return { first: rng.pick(firsts), last };
}
/** Forgets the surnames drawn, so that a run of the generator does not depend on an earlier one. */
export const resetPeople = () => void recent.splice(0);
export const personDe = (rng: Random): Named => person(rng, FIRST_DE, LAST_DE);
export const personEn = (rng: Random): Named => person(rng, FIRST_EN, LAST_EN);
export const full = (n: Named) => `${n.first} ${n.last}`;

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A 17-character VIN (after 1981) or a shorter maker's serial (before). */
export function vin(rng: Random, year: number, prefix = 'WDB'): string {
  const len = year >= 1981 ? 17 - prefix.length : rng.int(7, 10);
  let s = '';
  for (let i = 0; i < len; i++) s += rng.pick(VIN_CHARS.split(''));
  return year >= 1981 ? prefix + s : s.replace(/[A-Z]/g, () => String(rng.int(0, 9)));
}

const TOWNS_DE: [string, string, string][] = [
  ['Landshut', 'LA', '84028'],
  ['Heilbronn', 'HN', '74072'],
  ['Göttingen', 'GÖ', '37073'],
  ['Bamberg', 'BA', '96047'],
  ['Kassel', 'KS', '34117'],
  ['Rosenheim', 'RO', '83022'],
  ['Paderborn', 'PB', '33098'],
  ['Offenburg', 'OG', '77652'],
  ['Lüneburg', 'LG', '21335'],
  ['Fulda', 'FD', '36037'],
];
export const townDe = (rng: Random) => rng.pick(TOWNS_DE);
/** A German plate for a town code: "LA-KR 417", with an H where it is a historic plate. */
export function plateDe(rng: Random, code: string, historic = false): string {
  const letters = 'ABCDEFGHKLMNPRSTUVWZ';
  const l = Array.from({ length: rng.int(1, 2) }, () => rng.pick(letters.split(''))).join('');
  return `${code}-${l} ${rng.int(1, 9999)}${historic ? 'H' : ''}`;
}

const STATES: [string, string, string][] = [
  ['Ohio', 'OH', 'Dayton'],
  ['Texas', 'TX', 'Abilene'],
  ['California', 'CA', 'Fresno'],
  ['Pennsylvania', 'PA', 'Altoona'],
  ['Wisconsin', 'WI', 'Eau Claire'],
  ['Oregon', 'OR', 'Medford'],
  ['Georgia', 'GA', 'Macon'],
  ['Michigan', 'MI', 'Saginaw'],
];
export const stateUs = (rng: Random) => rng.pick(STATES);
export const streetEn = (rng: Random) =>
  `${rng.int(12, 9870)} ${rng.pick(['Old Mill Rd', 'E. Main St', 'Route 9', 'Hickory Ln', 'N. 4th Ave', 'Commerce Dr', 'Pike St', 'Highway 61 S'])}`;
export const streetDe = (rng: Random) =>
  `${rng.pick(['Industriestraße', 'Am Bahnhof', 'Gewerbering', 'Hauptstr.', 'Mühlweg', 'Lindenallee', 'Robert-Bosch-Str.'])} ${rng.int(1, 88)}`;
export const phoneUs = (rng: Random) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
export const phoneDe = (rng: Random) => `0${rng.int(30, 999)} / ${rng.int(10000, 999999)}`;

/** Truth with the fields the page leaves out dropped (undefined), amounts rounded to the cent. */
export function truthOf(documentType: string, fields: Record<string, unknown>): { documentType: string } & Record<string, unknown> {
  const out: Record<string, unknown> = { documentType };
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    out[k] = typeof v === 'number' && !Number.isInteger(v) ? round2(v) : v;
  }
  return out as { documentType: string } & Record<string, unknown>;
}

export const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));

/** `n` jobs drawn with the parts each needs: the work list and the parts list of one bill agree. */
export function jobsWithParts(rng: Random, table: [string, string[]][], n: number): { jobs: string[]; parts: string[] } {
  const chosen = rng.some(table, n);
  const parts: string[] = [];
  for (const [, ps] of chosen) for (const part of ps) if (!parts.includes(part)) parts.push(part);
  return { jobs: chosen.map(([j]) => j), parts };
}

const FEMALE = new Set([
  'Ute',
  'Monika',
  'Sabine',
  'Renate',
  'Brigitte',
  'Petra',
  'Anke',
  'Jana',
  'Donna',
  'Judy',
  'Carol',
  'Brenda',
  'Gail',
  'Sharon',
  'Pauline',
  'Megan',
]);
/** "Herrn" or "Frau" as the address line of a German letter names the person. */
export const herrnFrau = (n: Named) => (FEMALE.has(n.first) ? 'Frau' : 'Herrn');
/** "Mr" or "Mrs" before an English name. */
export const mrMrs = (n: Named) => (FEMALE.has(n.first) ? 'Mrs' : 'Mr');
