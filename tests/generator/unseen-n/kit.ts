import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

/** Where a page comes from: its number and date conventions follow. */
export type Loc = 'de' | 'us' | 'uk';

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Money as the page prints it: German `1.234,56`, English `1,234.56`; `bare` drops the grouping, as many till rolls do. */
export function money(n: number, loc: Loc, bare = false): string {
  const [int, dec] = n.toFixed(2).split('.');
  const sep = loc === 'de' ? '.' : ',';
  const grouped = bare ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${grouped}${loc === 'de' ? ',' : '.'}${dec}`;
}

/** A whole number with thousands grouped as the locale does (mileages). */
export const grouped = (n: number, loc: Loc) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, loc === 'de' ? '.' : ',');

const MONTHS_DE = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The date styles of busy offices: short years, no leading zeros, month abbreviations. */
export function date(iso: string, loc: Loc, style: 'short' | 'long' | 'abbr' | 'iso' | 'dash'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const yy = String(y % 100).padStart(2, '0');
  if (style === 'iso') return iso;
  if (loc === 'de') {
    if (style === 'short') return `${dd}.${mm}.${yy}`;
    if (style === 'long') return `${dd}.${mm}.${y}`;
    if (style === 'abbr') return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    return `${d}.${m}.${yy}`;
  }
  if (loc === 'us') {
    if (style === 'short') return `${m}/${d}/${yy}`;
    if (style === 'long') return `${mm}/${dd}/${y}`;
    if (style === 'abbr') return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    return `${mm}-${dd}-${yy}`;
  }
  if (style === 'short') return `${dd}/${mm}/${yy}`;
  if (style === 'long') return `${dd}/${mm}/${y}`;
  if (style === 'abbr') return `${d} ${MONTHS_EN[m - 1]} ${yy}`;
  return `${d}.${m}.${yy}`;
}

/** A date `days` after an ISO date (work done before the bill is written). */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** German VAT of the day (the 16 % of 2020's second half included). */
export function vatDe(iso: string): number {
  if (iso < '1968-07-01') return 10;
  if (iso < '1978-07-01') return 11;
  if (iso < '1979-07-01') return 12;
  if (iso < '1983-07-01') return 13;
  if (iso < '1993-01-01') return 14;
  if (iso < '1998-04-01') return 15;
  if (iso < '2007-01-01') return 16;
  if (iso >= '2020-07-01' && iso < '2021-01-01') return 16;
  return 19;
}

/** UK VAT of the day. */
export function vatUk(iso: string): number {
  if (iso < '1974-07-29') return 10;
  if (iso < '1979-06-18') return 8;
  if (iso < '1991-04-01') return 15;
  if (iso < '2008-12-01') return 17.5;
  if (iso < '2010-01-01') return 15;
  if (iso < '2011-01-04') return 17.5;
  return 20;
}

export const currencyDe = (iso: string) => (iso < '2002-01-01' ? 'DM' : 'EUR');

/** A PageBuilder with a few shorthands for terse layouts. */
export class Sheet extends PageBuilder {
  /** One row of cells: [x, text, align?]; does not move down. */
  row(cells: [number, string, ('left' | 'right' | 'center')?][], size = 9, bold = false): this {
    for (const [x, text, align] of cells) if (text) this.text(x, text, { size, bold, align });
    return this;
  }

  rule(x = 40, w = 515): this {
    return this.box(x, this.y, w, 0.01);
  }
}

export function doc(language: Lang, truth: Generated['truth'], sheet: Sheet): Generated {
  return { items: sheet.items, language, truth };
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A German plate of the town (`MA-BK 851`; an H for historic cars is added where the period allows), a UK plate of the year, a US plate. */
export function plateDe(rng: Random, district: string): string {
  const letters = 'ABCDEFGHKLMNPRSTUVWZ';
  const two = rng.pick(letters.split('')) + (rng.chance(0.7) ? rng.pick(letters.split('')) : '');
  return `${district}-${two} ${rng.int(1, 9999)}`;
}

export function plateUk(rng: Random, year: number): string {
  const L = 'ABCDEFGHJKLMNPRSTVWXY'.split('');
  if (year >= 2001) return `${rng.pick(L)}${rng.pick(L)}${pad(rng.int(51, 69) - (rng.chance(0.5) ? 50 : 0), 2)} ${rng.pick(L)}${rng.pick(L)}${rng.pick(L)}`;
  const suffix = 'ABCDEFGHJKLMNPRSTVWXY'[Math.max(0, Math.min(20, year - 1963))];
  return `${rng.pick(L)}${rng.pick(L)}${rng.pick(L)} ${rng.int(10, 999)}${suffix}`;
}

export function plateUs(rng: Random): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');
  return rng.pick([
    () => `${rng.int(1, 9)}${rng.pick(L)}${rng.pick(L)}${rng.pick(L)}${rng.int(100, 999)}`,
    () => `${rng.pick(L)}${rng.pick(L)}${rng.pick(L)}-${rng.int(1000, 9999)}`,
    () => `${rng.pick(L)}${rng.pick(L)}${rng.pick(L)} ${rng.int(100, 999)}`,
  ])();
}

/** A VIN of the period: 17 characters after 1981, a maker's short chassis number before. */
export function vin(rng: Random, year: number, wmi: string): string {
  const C = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
  if (year < 1981) return `${wmi}${rng.int(10000000, 99999999)}`;
  let s = wmi;
  while (s.length < 11) s += rng.pick(C);
  return `${s}${rng.int(100000, 999999)}`;
}

/** Numbers at random that look like a firm's own (customer, order, invoice). */
export const num = (rng: Random, digits: number) => String(rng.int(10 ** (digits - 1), 10 ** digits - 1));

/** `n` items of a list with prices drawn between lo and hi (scaled to the period). */
export function priced<T extends string>(rng: Random, list: readonly T[], n: number, lo: number, hi: number, scale = 1): [T, number][] {
  return rng.some(list, n).map((name) => [name, round2((rng.int(lo * 100, hi * 100) / 100) * scale)] as [T, number]);
}

export const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));

/** Prices of another decade: 1 in 2020 is this much then (rough, for plausibility only). */
export const priceScale = (year: number) => (year < 1980 ? 0.3 : year < 1990 ? 0.45 : year < 2000 ? 0.6 : year < 2010 ? 0.8 : 1);
