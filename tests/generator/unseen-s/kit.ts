/**
 * The unseen-s author's kit: letterheads, label/value placements, stamps, pencil notes, tables and totals for the
 * collector's import, export and show paper. Money and dates come from the shared paper-kit.
 */
import { PageBuilder } from '../page';
import { num, type NumStyle } from '../paper-kit';

export { PageBuilder };

/** How one firm prints an amount: `pre` puts the currency before the number, `post` after, `none` prints it bare. */
export interface Money {
  cur: string;
  style: NumStyle;
  pos: 'pre' | 'post' | 'none';
  /** Whole amounts printed as "1.234,–" (German and Swiss habit). */
  dash?: boolean;
  /** Thousands grouped by a space (South African rand: R 12 345.67). */
  space?: boolean;
}
export function money(n: number, m: Money): string {
  let s = num(n, m.style);
  if (m.space) s = s.replace(/,/g, ' ');
  if (m.dash && s.endsWith('00')) s = `${s.slice(0, -2)}–`;
  if (m.pos === 'pre') return `${m.cur} ${s}`;
  if (m.pos === 'post') return `${s} ${m.cur}`;
  return s;
}

export type HeadStyle = 'center' | 'left' | 'right' | 'logo' | 'band' | 'split';
export interface Head {
  style: HeadStyle;
  name: string;
  tag?: string;
  lines: string[];
  serif?: boolean;
}
/** Letterheads of several kinds; returns with the builder below the head. */
export function letterhead(p: PageBuilder, h: Head) {
  const serif = h.serif;
  p.y = 58;
  switch (h.style) {
    case 'center':
      p.text(297, h.name, { size: 17, bold: true, serif, align: 'center' });
      if (h.tag) p.down(16).text(297, h.tag, { size: 9, serif, align: 'center' });
      for (const l of h.lines) p.down(12).text(297, l, { size: 8, serif, align: 'center' });
      p.down(10).box(60, p.y, 475, 0.01);
      break;
    case 'left':
      p.text(50, h.name, { size: 16, bold: true, serif });
      if (h.tag) p.down(14).text(50, h.tag, { size: 9, serif });
      for (const l of h.lines) p.down(11).text(50, l, { size: 8, serif });
      break;
    case 'right':
      p.text(545, h.name, { size: 15, bold: true, serif, align: 'right' });
      if (h.tag) p.down(14).text(545, h.tag, { size: 8.5, serif, align: 'right' });
      for (const l of h.lines) p.down(11).text(545, l, { size: 8, serif, align: 'right' });
      break;
    case 'logo': {
      // A framed monogram at the left, the full name beside it.
      const mono = h.name
        .split(/[\s&-]+/)
        .filter((w) => /^[A-ZÄÖÜ]/.test(w))
        .slice(0, 2)
        .map((w) => w[0])
        .join('');
      p.box(50, 34, 46, 40);
      p.text(73, mono, { y: 62, size: 20, bold: true, serif: true, align: 'center' });
      p.text(108, h.name, { y: 50, size: 14, bold: true, serif });
      if (h.tag) p.text(108, h.tag, { y: 63, size: 8.5, serif });
      p.y = 74;
      for (const l of h.lines) p.down(11).text(108, l, { size: 7.5 });
      break;
    }
    case 'band':
      p.box(40, 30, 515, 36, true);
      p.text(52, h.name, { y: 54, size: 15, bold: true, serif });
      if (h.tag) p.text(545, h.tag, { y: 53, size: 8.5, serif, align: 'right' });
      p.y = 70;
      p.down(6).text(52, h.lines.join('  ·  '), { size: 7.5 });
      break;
    case 'split':
      p.text(50, h.name, { size: 15, bold: true, serif });
      if (h.tag) p.text(50, h.tag, { y: p.y + 13, size: 8.5, serif });
      h.lines.forEach((l, i) => p.text(545, l, { y: 48 + i * 10, size: 7.5, align: 'right' }));
      p.y = Math.max(p.y + (h.tag ? 13 : 0), 48 + (h.lines.length - 1) * 10);
      break;
  }
  p.down(26);
}

export type FieldMode = 'left' | 'above' | 'below' | 'box' | 'dots';
/** A label and its value in one of the placements; width is used by `box` and `dots`. */
export function field(p: PageBuilder, x: number, y: number, label: string, value: string, mode: FieldMode, w = 120, size = 9.5) {
  switch (mode) {
    case 'left':
      p.text(x, label, { y, size: size - 0.5 });
      p.text(x + w, value, { y, size, bold: false });
      break;
    case 'above':
      p.text(x, label, { y, size: 7 });
      p.text(x, value, { y: y + 12, size });
      break;
    case 'below':
      p.text(x, value, { y, size });
      p.box(x, y + 3, w - 8, 0.01);
      p.text(x, label, { y: y + 12, size: 6.5 });
      break;
    case 'box':
      p.box(x, y - 10, w, 26);
      p.text(x + 3, label, { y: y - 2, size: 6 });
      p.text(x + 3, value, { y: y + 11, size });
      break;
    case 'dots':
      p.text(x, `${label} ${'.'.repeat(Math.max(3, Math.round((w - label.length * 4.6) / 2.6)))}`, { y, size: size - 0.5 });
      p.text(x + w + 6, value, { y, size, serif: true });
      break;
  }
}

/** A value over a rule with its caption under it (the order in which such forms are read: value, then caption). */
export function under(p: PageBuilder, x: number, y: number, value: string, caption: string, w = 120) {
  field(p, x, y, caption, value, 'below', w);
}

/** A rubber stamp: a frame with bold capitals, a date or signature line inside. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], w = 150) {
  p.box(x, y, w, 14 + lines.length * 12);
  p.box(x + 3, y + 3, w - 6, 8 + lines.length * 12);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + 17 + i * 12, size: i === 0 ? 10 : 8.5, bold: i === 0, align: 'center' }));
}

/** A pencilled note in the margin (the kit's closest to a hand: a serif, larger, off the grid). */
export function pencil(p: PageBuilder, x: number, y: number, text: string, size = 11) {
  p.text(x, text, { y, size, serif: true });
}

export interface Col {
  x: number;
  align?: 'left' | 'right' | 'center';
  head: string;
}
export type Rules = 'none' | 'head' | 'grid' | 'dotted';
/** A table: heading row, body rows, rules as chosen. Leaves the builder under the table. */
export function table(
  p: PageBuilder,
  cols: Col[],
  rows: string[][],
  opts: { rules?: Rules; size?: number; left?: number; right?: number; boldHead?: boolean; step?: number } = {},
) {
  const size = opts.size ?? 8.8;
  const left = opts.left ?? 48;
  const right = opts.right ?? 547;
  const step = opts.step ?? 13;
  const rules = opts.rules ?? 'head';
  if (rules === 'grid') p.box(left, p.y - 10, right - left, 14, true);
  cols.forEach((c) => p.text(c.x, c.head, { size: size - 0.6, bold: opts.boldHead ?? true, align: c.align }));
  if (rules === 'head' || rules === 'dotted') p.box(left, p.y + 4, right - left, 0.01);
  p.down(step + 2);
  for (const r of rows) {
    r.forEach((cell, i) => {
      if (cell) p.text(cols[i].x, cell, { size, align: cols[i].align });
    });
    if (rules === 'grid') p.box(left, p.y - 10, right - left, step);
    if (rules === 'dotted') p.text(left, '· '.repeat(Math.round((right - left) / 5.6)), { y: p.y + 4, size: 5 });
    p.down(step);
  }
  if (rules === 'head') p.box(left, p.y - 8, right - left, 0.01);
  p.down(4);
}

/** Totals: label and amount rows, right-aligned amounts; `box` frames the last row in a shaded band. */
export function totals(
  p: PageBuilder,
  xl: number,
  xv: number,
  rows: [string, string][],
  opts: { box?: 'last' | 'all' | 'labelAbove' | 'none'; size?: number } = {},
) {
  const size = opts.size ?? 9.5;
  const mode = opts.box ?? 'none';
  if (mode === 'all') p.box(xl - 6, p.y - 11, xv - xl + 12, rows.length * 14 + 4);
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    if (last && mode === 'labelAbove') {
      p.down(4);
      p.box(xl - 6, p.y - 10, xv - xl + 12, 32, true);
      p.text(xl, l, { size: 7.5, bold: true });
      p.down(14).text(xv, v, { size: size + 2, bold: true, align: 'right' });
      p.down(18);
      return;
    }
    if (last && mode === 'last') {
      p.box(xl - 6, p.y - 11, xv - xl + 12, 16, true);
    }
    p.text(xl, l, { size, bold: last });
    p.text(xv, v, { size, bold: last, align: 'right' });
    p.down(last && mode === 'last' ? 18 : 14);
  });
}

/** Lines of small print at the page's foot. */
export function footer(p: PageBuilder, lines: string[], align: 'left' | 'center' = 'center') {
  p.box(50, 790 - lines.length * 9, 495, 0.01);
  lines.forEach((l, i) => p.text(align === 'center' ? 297 : 50, l, { y: 800 - lines.length * 9 + i * 9, size: 6.5, align }));
}
