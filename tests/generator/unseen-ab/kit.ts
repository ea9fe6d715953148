/**
 * The unseen-ab author's own pieces: letterheads, a bill's lines (labour, parts, sundries) laid out as a priced table,
 * as sections, as a free list or as a hand-written note, and the totals under them. Each family brings its own words,
 * number and date styles; nothing here names a label.
 */
import { PageBuilder } from '../page';
import { fd, hline, num, r2, sum, type DateStyle, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export { PageBuilder };

/** Money as the family prints it: a currency before or after the number, or none. */
export interface Money {
  style: NumStyle;
  pre?: string;
  post?: string;
}
export const money = (n: number, m: Money) => `${m.pre ?? ''}${num(n, m.style)}${m.post ?? ''}`;

export type Head = 'centre' | 'left' | 'right' | 'banner' | 'caps' | 'serif';

/** A letterhead; moves the builder below it. */
export function letterhead(p: PageBuilder, head: Head, name: string, lines: string[]) {
  switch (head) {
    case 'centre':
      p.text(297, name, { size: 17, bold: true, align: 'center' }).down(14);
      for (const l of lines) p.text(297, l, { size: 8, align: 'center' }).down(10);
      hline(p, 50, 495, p.y);
      p.down(22);
      return;
    case 'left':
      p.text(50, name, { size: 16, bold: true }).down(13);
      for (const l of lines) p.text(50, l, { size: 8 }).down(10);
      p.down(18);
      return;
    case 'right':
      p.text(545, name, { size: 15, bold: true, align: 'right' }).down(12);
      for (const l of lines) p.text(545, l, { size: 8, align: 'right' }).down(10);
      p.down(18);
      return;
    case 'banner':
      p.box(50, p.y - 18, 495, 28, true);
      p.text(62, name, { size: 15, bold: true });
      p.text(535, lines[0] ?? '', { size: 8, align: 'right' }).down(22);
      for (const l of lines.slice(1)) p.text(62, l, { size: 8 }).down(10);
      p.down(16);
      return;
    case 'caps':
      p.text(50, name.toUpperCase(), { size: 13, bold: true }).down(12);
      p.text(50, lines.join(' - '), { size: 7.5 }).down(10);
      p.text(50, '='.repeat(104), { size: 8 }).down(20);
      return;
    case 'serif':
      p.text(297, name, { size: 19, serif: true, align: 'center' }).down(14);
      for (const l of lines) p.text(297, l, { size: 8.5, serif: true, align: 'center' }).down(11);
      p.down(18);
      return;
  }
}

/** A label and its value; `gap` 0 writes "label value" on one run. */
export function pair(p: PageBuilder, x: number, label: string, value: string, gap = 95, size = 9) {
  if (gap === 0) p.text(x, `${label} ${value}`, { size });
  else p.text(x, label, { size }).text(x + gap, value, { size });
}

/** Several pairs down the page. */
export function pairs(p: PageBuilder, x: number, rows: [string, string][], gap = 95, size = 9, step = 13) {
  for (const [l, v] of rows) {
    pair(p, x, l, v, gap, size);
    p.down(step);
  }
}

/** A bill's line: labour (hours × rate), a part (qty × price) or a sundry (neither labour nor a part). */
export interface Line {
  kind: 'labour' | 'part' | 'sundry';
  text: string;
  qty: number;
  unit: string;
  price: number;
  code?: string;
}
export const amount = (l: Line) => r2(l.qty * l.price);

/** Labour lines from a pool of [text, hours] at a rate. */
export function labour(rng: Random, pool: [string, number][], n: number, rate: number, unit = 'h'): Line[] {
  return rng.some(pool, n).map(([text, h]) => ({ kind: 'labour', text, qty: h, unit, price: rate }));
}
/** Part lines from a pool of [text, price, max qty]; prices vary a little with the seed. */
export function parts(rng: Random, pool: [string, number, number?][], n: number, unit = 'Stk', factor = 1): Line[] {
  return rng
    .some(pool, n)
    .map(([text, price, max]) => ({ kind: 'part', text, qty: rng.int(1, max ?? 1), unit, price: r2(price * factor * (0.9 + rng.next() * 0.2)) }));
}

export interface Sums {
  labour: number;
  parts: number;
  sundry: number;
  net: number;
}
export function sums(lines: Line[]): Sums {
  const of = (k: Line['kind']) => sum(lines.filter((l) => l.kind === k).map(amount));
  const s = { labour: of('labour'), parts: of('part'), sundry: of('sundry'), net: 0 };
  s.net = r2(s.labour + s.parts + s.sundry);
  return s;
}

/** The truth of a bill's lines: the work and the parts in the order printed; a list the page does not have is left out. */
export function linesTruth(lines: Line[]): { workPerformed?: string[]; partsUsed?: string[] } {
  const work = lines.filter((l) => l.kind === 'labour').map((l) => l.text);
  const used = lines.filter((l) => l.kind === 'part').map((l) => l.text);
  return { ...(work.length ? { workPerformed: work } : {}), ...(used.length ? { partsUsed: used } : {}) };
}

export interface TableCols {
  pos?: string;
  code?: string;
  text: string;
  qty: string;
  unit?: string;
  price: string;
  amount: string;
}

/** A priced table: position, (code,) text, quantity, (unit,) price, amount. */
export function table(
  p: PageBuilder,
  lines: Line[],
  cols: TableCols,
  m: Money,
  opts: { size?: number; step?: number; qtyDigits?: number; boxed?: boolean; rule?: string } = {},
) {
  const size = opts.size ?? 8.5;
  const step = opts.step ?? 12.5;
  const x = { pos: 52, code: cols.pos ? 78 : 52, text: 52 + (cols.pos ? 26 : 0) + (cols.code ? 62 : 0), qty: 372, unit: 380, price: 478, amount: 543 };
  const head = () => {
    if (cols.pos) p.text(x.pos, cols.pos, { size, bold: true });
    if (cols.code) p.text(x.code, cols.code, { size, bold: true });
    p.text(x.text, cols.text, { size, bold: true });
    p.text(x.qty, cols.qty, { size, bold: true, align: 'right' });
    if (cols.unit) p.text(x.unit, cols.unit, { size, bold: true });
    p.text(x.price, cols.price, { size, bold: true, align: 'right' });
    p.text(x.amount, cols.amount, { size, bold: true, align: 'right' });
  };
  if (opts.boxed) p.box(48, p.y - 11, 499, 16, true);
  head();
  p.down(opts.rule ? 9 : 5);
  if (opts.rule) p.text(50, opts.rule, { size: 8 });
  else hline(p, 50, 495, p.y);
  p.down(step);
  lines.forEach((l, i) => {
    if (cols.pos) p.text(x.pos, String(i + 1).padStart(opts.rule ? 3 : 1, '0'), { size });
    if (cols.code) p.text(x.code, l.code ?? '', { size });
    p.text(x.text, l.text, { size });
    p.text(x.qty, l.qty.toFixed(opts.qtyDigits ?? (Number.isInteger(l.qty) ? 0 : 1)).replace('.', m.style === 'de' || m.style === 'deplain' ? ',' : '.'), {
      size,
      align: 'right',
    });
    if (cols.unit) p.text(x.unit, l.unit, { size });
    p.text(x.price, num(l.price, m.style), { size, align: 'right' });
    p.text(x.amount, num(amount(l), m.style), { size, align: 'right' });
    p.down(step);
  });
  if (opts.rule) p.text(50, opts.rule, { size: 8 });
  else hline(p, 50, 495, p.y - step + 4);
  p.down(8);
}

/** Lines under a heading with the amount at the right, and the section's sum under them. */
export function section(
  p: PageBuilder,
  heading: string,
  lines: Line[],
  m: Money,
  subtotal: string,
  opts: { detail?: (l: Line) => string; size?: number } = {},
) {
  const size = opts.size ?? 9;
  p.text(50, heading, { size: size + 0.5, bold: true }).down(13);
  for (const l of lines) {
    p.text(62, l.text, { size });
    if (opts.detail) p.text(390, opts.detail(l), { size: size - 0.5, align: 'right' });
    p.text(543, money(amount(l), m), { size, align: 'right' });
    p.down(12.5);
  }
  hline(p, 400, 145, p.y - 6);
  p.down(4);
  p.text(390, subtotal, { size, align: 'right' }).text(543, money(sum(lines.map(amount)), m), { size, bold: true, align: 'right' });
  p.down(22);
}

/** Totals, right-aligned label and amount; the last one bold (and boxed when `band`). */
export function totals(p: PageBuilder, rows: [string, number][], m: Money, opts: { x?: number; band?: boolean; size?: number } = {}) {
  const x = opts.x ?? 450;
  const size = opts.size ?? 9.5;
  rows.forEach(([label, v], i) => {
    const last = i === rows.length - 1;
    if (last && opts.band) p.box(300, p.y - 11, 247, 16, true);
    p.text(x, label, { size, bold: last, align: 'right' }).text(543, money(v, m), { size, bold: last, align: 'right' });
    p.down(last ? 20 : 13.5);
  });
}

/** A stamp: a box with a few centred lines. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], w = 150) {
  p.box(x, y - 12, w, lines.length * 11 + 8);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + i * 11, size: 8, bold: i === 0, align: 'center' }));
}

/** Hand-written look: serif runs at slightly wandering x and size. */
export function hand(p: PageBuilder, rng: Random, x: number, text: string, size = 11) {
  p.text(x + rng.int(-4, 6), text, { size: size + (rng.next() - 0.5), serif: true });
}

export const date = fd;
export type { DateStyle };
export const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick('ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))).join('');
export function lastDayOfMonth(y: number, m: number): string {
  return `${y}-${pad(m, 2)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate(), 2)}`;
}
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny}-${pad(nm, 2)}-${pad(Math.min(d, new Date(Date.UTC(ny, nm, 0)).getUTCDate()), 2)}`;
}
