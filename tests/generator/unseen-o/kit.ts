/**
 * The small tools every unseen-o family draws with: amounts, dates and counts written the way each
 * country writes them, the tax of the day, text measured and wrapped in the renderer's own fonts,
 * plain tables, rubber stamps and rules. Layout choices stay in the families; this file only spares
 * them the arithmetic.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { PageBuilder } from '../page';

export const r2 = (n: number) => Math.round(n * 100) / 100;
/** Swiss cash totals are rounded to five Rappen. */
export const r05 = (n: number) => Math.round(n * 20) / 20;
export const sum = (xs: number[]) => r2(xs.reduce((a, b) => a + b, 0));

// ---------------------------------------------------------------- numbers

function grouped(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** An amount with two decimals: `th` between thousands, `dec` before the cents. */
export function amount(n: number, th: string, dec: string): string {
  const [i, f] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}${grouped(i, th)}${dec}${f}`;
}
/** 1.234,56 */
export const de = (n: number) => amount(n, '.', ',');
/** 1234,56 (typewriter bills without the thousands point) */
export const deBare = (n: number) => amount(n, '', ',');
/** 4.200,-- for a whole amount (contracts and old bills), else 1.234,56 */
export const deDash = (n: number, dash = '--') => (Number.isInteger(n) ? `${grouped(String(n), '.')},${dash}` : de(n));
/** 1'234.55 */
export const ch = (n: number) => amount(n, "'", '.');
/** 18'500.– for a whole franc amount */
export const chDash = (n: number) => (Number.isInteger(n) ? `${grouped(String(n), "'")}.–` : ch(n));
/** 1,234.56 */
export const en = (n: number) => amount(n, ',', '.');
/** A whole count (mileage) with its country's separator: '.', ',', "'", ' ' or ''. */
export const count = (n: number, sep: string) => grouped(String(Math.round(n)), sep);

// ---------------------------------------------------------------- dates

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_AT = ['Jänner', ...MONTHS_DE.slice(1)];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle =
  | 'dd.mm.yyyy'
  | 'd.m.yy'
  | 'dd.mm.yy'
  | 'd.m.yyyy'
  | 'de-long'
  | 'at-long'
  | 'mm/dd/yyyy'
  | 'm/d/yy'
  | 'mm/dd/yy'
  | 'mm-dd-yy'
  | 'us-long'
  | 'us-short'
  | 'dd/mm/yyyy'
  | 'dd/mm/yy'
  | 'uk-long'
  | 'uk-short'
  | 'uk-ord'
  | 'yyyy-mm-dd';

const ordinal = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

/** An ISO date written as a country writes it. */
export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const p = (n: number) => String(n).padStart(2, '0');
  const yy = p(y % 100);
  switch (style) {
    case 'dd.mm.yyyy':
      return `${p(d)}.${p(m)}.${y}`;
    case 'd.m.yy':
      return `${d}.${m}.${yy}`;
    case 'dd.mm.yy':
      return `${p(d)}.${p(m)}.${yy}`;
    case 'd.m.yyyy':
      return `${d}.${m}.${y}`;
    case 'de-long':
      return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    case 'at-long':
      return `${d}. ${MONTHS_AT[m - 1]} ${y}`;
    case 'mm/dd/yyyy':
      return `${p(m)}/${p(d)}/${y}`;
    case 'm/d/yy':
      return `${m}/${d}/${yy}`;
    case 'mm/dd/yy':
      return `${p(m)}/${p(d)}/${yy}`;
    case 'mm-dd-yy':
      return `${p(m)}-${p(d)}-${yy}`;
    case 'us-long':
      return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'us-short':
      return `${MONTHS_EN[m - 1].slice(0, 3)}. ${d}, ${y}`;
    case 'dd/mm/yyyy':
      return `${p(d)}/${p(m)}/${y}`;
    case 'dd/mm/yy':
      return `${p(d)}/${p(m)}/${yy}`;
    case 'uk-long':
      return `${d} ${MONTHS_EN[m - 1]} ${y}`;
    case 'uk-short':
      return `${d} ${MONTHS_EN[m - 1].slice(0, 3)} ${y}`;
    case 'uk-ord':
      return `${d}${ordinal(d)} ${MONTHS_EN[m - 1]} ${y}`;
    case 'yyyy-mm-dd':
      return iso;
  }
}

/** The ISO date `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) + days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The same day `years` later (28 Feb for a 29 Feb). */
export function addYears(iso: string, years: number): string {
  const d = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5);
  return `${Number(iso.slice(0, 4)) + years}-${d}`;
}

/** A day within a year and month range, as ISO. */
export function isoIn(rng: { int(a: number, b: number): number }, y: number, fromMonth = 1, toMonth = 12): string {
  const m = rng.int(fromMonth, toMonth);
  const d = rng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Saturdays and Sundays moved back to the Friday: a day of work before a bill stays before it. */
export function workdayBack(iso: string): string {
  const dow = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return dow === 6 ? addDays(iso, -1) : dow === 0 ? addDays(iso, -2) : iso;
}

/** Saturdays and Sundays moved to the Monday: workshops bill on working days. */
export function workday(iso: string): string {
  const dow = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return dow === 6 ? addDays(iso, 2) : dow === 0 ? addDays(iso, 1) : iso;
}

// ---------------------------------------------------------------- taxes of the day

/** German Mehrwertsteuer, standard rate, on the date of the bill. */
export function vatDE(iso: string): number {
  if (iso < '1968-07-01') return 0.1;
  if (iso < '1978-01-01') return 0.11;
  if (iso < '1979-07-01') return 0.12;
  if (iso < '1983-07-01') return 0.13;
  if (iso < '1993-01-01') return 0.14;
  if (iso < '1998-04-01') return 0.15;
  if (iso < '2007-01-01') return 0.16;
  if (iso >= '2020-07-01' && iso < '2021-01-01') return 0.16;
  return 0.19;
}

/** Austrian Umsatzsteuer, standard rate. */
export function vatAT(iso: string): number {
  if (iso < '1976-01-01') return 0.16;
  if (iso < '1984-01-01') return 0.18;
  return 0.2;
}

/** Swiss MWST (none printed on bills before 1995). */
export function vatCH(iso: string): number {
  if (iso < '1995-01-01') return 0;
  if (iso < '1999-01-01') return 0.065;
  if (iso < '2001-01-01') return 0.075;
  if (iso < '2011-01-01') return 0.076;
  if (iso < '2018-01-01') return 0.08;
  if (iso < '2024-01-01') return 0.077;
  return 0.081;
}

/** British VAT, standard rate (none before April 1973). */
export function vatUK(iso: string): number {
  if (iso < '1973-04-01') return 0;
  if (iso < '1974-07-29') return 0.1;
  if (iso < '1979-06-18') return 0.08;
  if (iso < '1991-04-01') return 0.15;
  if (iso < '2008-12-01') return 0.175;
  if (iso < '2010-01-01') return 0.15;
  if (iso < '2011-01-04') return 0.175;
  return 0.2;
}

/** A rate as printed: 0.175 → "17.5", 0.16 → "16"; German pages pass ',' for the decimal mark. */
export const pct = (rate: number, dec = '.') => String(Math.round(rate * 1000) / 10).replace('.', dec);

// ---------------------------------------------------------------- text

const measureCtx = createCanvas(10, 10).getContext('2d');

/** The width of a run in the renderer's fonts. */
export function width(text: string, size: number, opts: { bold?: boolean; serif?: boolean } = {}): number {
  measureCtx.font = `${opts.bold ? 'bold ' : ''}${size}px "${opts.serif ? 'DejaVu Serif' : 'Liberation Sans'}"`;
  return measureCtx.measureText(text).width;
}

/** Words broken into lines no wider than `max` points. */
export function wrap(text: string, max: number, size: number, opts: { bold?: boolean; serif?: boolean } = {}): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && width(next, size, opts) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes a paragraph from the builder's y, moving it down line by line. */
export function para(pb: PageBuilder, x: number, text: string, max: number, size = 10, opts: { bold?: boolean; serif?: boolean; lead?: number } = {}) {
  for (const line of wrap(text, max, size, opts)) {
    pb.text(x, line, { size, bold: opts.bold, serif: opts.serif });
    pb.down(opts.lead ?? size + 3.5);
  }
}

// ---------------------------------------------------------------- drawing

/** A hairline rule (a box of no height). */
export function rule(pb: PageBuilder, x: number, y: number, w: number) {
  pb.box(x, y, w, 0.01);
}

/** A dotted leader written as text between a label and a right-hand value. */
export function dots(pb: PageBuilder, fromX: number, toX: number, y: number, size = 9) {
  const n = Math.max(0, Math.floor((toX - fromX) / width('.', size)) - 1);
  pb.text(fromX, '.'.repeat(n), { y, size });
}

/** A rubber stamp: a double box with centred lines (bold first line). */
export function stamp(pb: PageBuilder, cx: number, top: number, lines: string[], size = 8, serif = false) {
  const w = Math.max(...lines.map((l, i) => width(l, i === 0 ? size + 1 : size, { bold: i === 0, serif }))) + 16;
  const h = lines.length * (size + 3) + 8;
  pb.box(cx - w / 2, top, w, h);
  pb.box(cx - w / 2 + 2, top + 2, w - 4, h - 4);
  lines.forEach((l, i) => pb.text(cx, l, { y: top + 4 + (i + 1) * (size + 3) - 1, size: i === 0 ? size + 1 : size, bold: i === 0, serif, align: 'center' }));
}

export interface Column {
  /** Left edge of the column. */
  x: number;
  /** Its width (right-aligned cells end at x + w - 3). */
  w: number;
  head?: string;
  align?: 'left' | 'right' | 'center';
}

/**
 * A table from the builder's y: an optional header row, then the rows; `grid` draws each cell,
 * `ruled` only lines under header and last row. Returns nothing; pb.y ends under the table.
 */
export function table(
  pb: PageBuilder,
  cols: Column[],
  rows: string[][],
  opts: { size?: number; row?: number; grid?: boolean; ruled?: boolean; headBold?: boolean; serif?: boolean; fillHead?: boolean } = {},
) {
  const size = opts.size ?? 9;
  const rowH = opts.row ?? size + 6;
  const left = cols[0].x;
  const right = cols[cols.length - 1].x + cols[cols.length - 1].w;
  const cell = (c: Column, text: string, y: number, bold?: boolean) => {
    const x = c.align === 'right' ? c.x + c.w - 3 : c.align === 'center' ? c.x + c.w / 2 : c.x + 3;
    pb.text(x, text, { y, size, bold, serif: opts.serif, align: c.align });
  };
  const hasHead = cols.some((c) => c.head);
  if (hasHead) {
    const top = pb.y;
    if (opts.grid || opts.fillHead) pb.box(left, top, right - left, rowH, opts.fillHead);
    if (opts.grid) for (const c of cols.slice(1)) pb.box(c.x, top, 0.01, rowH);
    for (const c of cols) if (c.head) cell(c, c.head, top + rowH - 4.5, opts.headBold ?? true);
    if (opts.ruled && !opts.grid) rule(pb, left, top + rowH, right - left);
    pb.y = top + rowH;
  }
  for (const row of rows) {
    const top = pb.y;
    if (opts.grid) {
      pb.box(left, top, right - left, rowH);
      for (const c of cols.slice(1)) pb.box(c.x, top, 0.01, rowH);
    }
    row.forEach((text, i) => text && cell(cols[i], text, top + rowH - 4.5));
    pb.y = top + rowH;
  }
  if (opts.ruled && !opts.grid) rule(pb, left, pb.y + 1, right - left);
}
