/**
 * The unseen-g author's own small kit: dates and amounts in the formats real paper uses, text
 * widths measured with the renderer's own fonts (so nothing overlaps), and drawing helpers for
 * rules, wrapped text and item tables.
 */
import { createCanvas } from '@napi-rs/canvas';
import { PageBuilder } from '../page';
import type { Random } from '../random';

const measureCtx = createCanvas(10, 10).getContext('2d');

/** Width of a run in points, measured with the font the page will be drawn in. */
export function width(text: string, size: number, bold = false, serif = false): number {
  measureCtx.font = `${bold ? 'bold ' : ''}${size}px "${serif ? 'DejaVu Serif' : 'Liberation Sans'}"`;
  return measureCtx.measureText(text).width;
}

/** Largest size ≤ `size` at which the text fits in `max` points (long names in narrow cells). */
export function fit(text: string, size: number, max: number, bold = false, serif = false): number {
  let s = size;
  while (s > 5 && width(text, s, bold, serif) > max) s -= 0.5;
  return s;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));

const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

export type DateStyle =
  | 'de.dot'
  | 'de.dot2'
  | 'de.long'
  | 'de.short'
  | 'de.mon'
  | 'iso'
  | 'us.slash'
  | 'us.short'
  | 'us.long'
  | 'us.ord'
  | 'us.dash'
  | 'uk.slash'
  | 'uk.short'
  | 'uk.long'
  | 'uk.mon'
  | 'uk.ord'
  | 'dms';

/** An ISO date as printed in one of the usual styles. */
export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const yy = String(y).slice(2);
  switch (style) {
    case 'de.dot':
      return `${dd}.${mm}.${y}`;
    case 'de.dot2':
      return `${dd}.${mm}.${yy}`;
    case 'de.long':
      return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
    case 'de.short':
      return `${d}.${m}.${y}`;
    case 'de.mon':
      return `${dd}. ${DE_MONTHS[m - 1].slice(0, 3)}. ${y}`;
    case 'iso':
      return iso;
    case 'us.slash':
      return `${mm}/${dd}/${y}`;
    case 'us.short':
      return `${m}/${d}/${yy}`;
    case 'us.long':
      return `${EN_MONTHS[m - 1]} ${d}, ${y}`;
    case 'us.ord':
      return `${EN_MONTHS[m - 1]} ${d}${ordinal(d)}, ${y}`;
    case 'us.dash':
      return `${mm}-${dd}-${y}`;
    case 'uk.slash':
      return `${dd}/${mm}/${y}`;
    case 'uk.short':
      return `${dd}/${mm}/${yy}`;
    case 'uk.long':
      return `${d} ${EN_MONTHS[m - 1]} ${y}`;
    case 'uk.mon':
      return `${d} ${EN_MONTHS[m - 1].slice(0, 3)} ${y}`;
    case 'uk.ord':
      return `${d}${ordinal(d)} ${EN_MONTHS[m - 1]} ${y}`;
    case 'dms':
      return `${dd}${EN_MONTHS[m - 1].slice(0, 3).toUpperCase()}${yy}`;
  }
}

export function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

export function addYears(iso: string, n: number): string {
  const [y, m, d] = iso.split('-');
  return `${Number(y) + n}-${m}-${d}`;
}

export type MoneyStyle = 'de' | 'de.space' | 'de.plain' | 'en' | 'en.plain';

/** An amount with thousands and decimal separators as printed (no currency sign). */
export function money(n: number, style: MoneyStyle): string {
  const neg = n < 0;
  const [int, dec] = Math.abs(n).toFixed(2).split('.');
  const group = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const body =
    style === 'de'
      ? `${group('.')},${dec}`
      : style === 'de.space'
        ? `${group(' ')},${dec}`
        : style === 'de.plain'
          ? `${int},${dec}`
          : style === 'en'
            ? `${group(',')}.${dec}`
            : `${int}.${dec}`;
  return neg ? `-${body}` : body;
}

/** A whole number with thousands separators (mileage). */
export function grouped(n: number, sep: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A horizontal rule (a box one hair high). */
export function rule(pb: PageBuilder, x: number, y: number, w: number): void {
  pb.box(x, y, w, 0.3);
}

/** Draws words wrapped to `max` points from the builder's current y; returns the lines drawn. */
export function wrap(pb: PageBuilder, x: number, text: string, max: number, size = 8, lead = 10, serif = false): number {
  const words = text.split(' ');
  let line = '';
  let n = 0;
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (width(next, size, false, serif) > max && line) {
      pb.text(x, line, { size, serif });
      pb.down(lead);
      n++;
      line = w;
    } else line = next;
  }
  if (line) {
    pb.text(x, line, { size, serif });
    pb.down(lead);
    n++;
  }
  return n;
}

export interface Column {
  title: string;
  w: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOpts {
  size?: number;
  lead?: number;
  /** none: bare columns; header: a rule under the header; grid: every cell boxed; zebra: header band. */
  rules?: 'none' | 'header' | 'grid' | 'zebra';
  headBold?: boolean;
  serif?: boolean;
  upper?: boolean;
}

/** An item table from the builder's current y; cells that do not fit are shrunk. */
export function table(pb: PageBuilder, x: number, cols: Column[], rows: string[][], o: TableOpts = {}): void {
  const size = o.size ?? 8.5;
  const lead = o.lead ?? size + 5;
  const total = cols.reduce((a, c) => a + c.w, 0);
  const cellX = (i: number, c: Column) => {
    const left = x + cols.slice(0, i).reduce((a, k) => a + k.w, 0);
    return c.align === 'right' ? left + c.w - 3 : c.align === 'center' ? left + c.w / 2 : left + 3;
  };
  const top = pb.y - size - 2;
  if (o.rules === 'zebra') pb.box(x, top, total, lead, true);
  cols.forEach((c, i) => {
    const t = o.upper ? c.title.toUpperCase() : c.title;
    pb.text(cellX(i, c), t, { size: fit(t, size, c.w - 5, o.headBold ?? true, o.serif), bold: o.headBold ?? true, align: c.align, serif: o.serif });
  });
  if (o.rules === 'header' || o.rules === 'zebra') rule(pb, x, pb.y + 4, total);
  pb.down(lead + (o.rules === 'header' ? 3 : 0));
  for (const r of rows) {
    cols.forEach((c, i) => {
      const t = r[i] ?? '';
      if (t) pb.text(cellX(i, c), t, { size: fit(t, size, c.w - 5, false, o.serif), align: c.align, serif: o.serif });
    });
    pb.down(lead);
  }
  if (o.rules === 'grid') {
    const h = (rows.length + 1) * lead;
    let cx = x;
    for (const c of cols) {
      pb.box(cx, top, c.w, h);
      cx += c.w;
    }
    for (let i = 1; i <= rows.length; i++) rule(pb, x, top + i * lead, total);
  }
  if (o.rules === 'header' || o.rules === 'zebra') rule(pb, x, pb.y - lead + 4, total);
}

/** A labelled value in a box, label in small print above (forms, registrations). */
export function cell(
  pb: PageBuilder,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  o: { vsize?: number; lsize?: number; bold?: boolean } = {},
): void {
  pb.box(x, y, w, h);
  pb.text(x + 3, label, { y: y + (o.lsize ?? 6) + 2, size: fit(label, o.lsize ?? 6, w - 6) });
  if (value) pb.text(x + 4, value, { y: y + h - 4, size: fit(value, o.vsize ?? 9.5, w - 8, o.bold), bold: o.bold });
}

export const pad = (n: number, len: number) => String(n).padStart(len, '0');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
export const letters = (rng: Random, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => rng.pick(from.split(''))).join('');

/** A date on which German VAT was 19 % (not before 2007, not in the second half of 2020). */
export function vat19Date(rng: Random, from: number, to: number): string {
  for (;;) {
    const d = rng.date(Math.max(from, 2007), to);
    if (!(d >= '2020-07-01' && d <= '2020-12-31')) return d;
  }
}

/** Labelled cells flowed left to right in rows of height `h`; each row's last cell reaches `right`. Returns the y below. */
export function flowCells(pb: PageBuilder, cells: [string, string, number][], x0: number, y0: number, right: number, h: number, vsize = 10): number {
  const rows: [string, string, number][][] = [[]];
  let used = 0;
  for (const c of cells) {
    if (used + c[2] > right - x0 && rows[rows.length - 1].length) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(c);
    used += c[2];
  }
  rows.forEach((row, r) => {
    let x = x0;
    row.forEach(([l, v, w], i) => {
      const cw = i === row.length - 1 ? right - x : w;
      cell(pb, x, y0 + r * h, cw, h, l, v, { vsize });
      x += cw;
    });
  });
  return y0 + rows.length * h;
}
