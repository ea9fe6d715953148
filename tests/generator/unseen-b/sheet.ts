import { PAGE_WIDTH, type PageBuilder } from '../page';

/**
 * Pieces of a printed sheet that the second unseen set's layouts share: letterheads in several
 * placements, an item table with configurable columns, a totals block as rows, as a boxed band
 * (label over value) or as a row of cells, and a footer with the firm's name and bank details.
 */

export const RIGHT = PAGE_WIDTH - 45;

export type HeadStyle = 'left' | 'right' | 'center' | 'banner';

/** The firm's name large and its address lines, placed by `style`; returns nothing, moves b.y. */
export function letterhead(b: PageBuilder, style: HeadStyle, name: string, lines: string[], opts: { serif?: boolean; size?: number } = {}) {
  const size = opts.size ?? 17;
  if (style === 'banner') {
    b.box(40, b.y - size - 4, PAGE_WIDTH - 80, size + 30, true);
    b.text(PAGE_WIDTH / 2, name.toUpperCase(), { size, bold: true, align: 'center', serif: opts.serif });
    b.down(16).text(PAGE_WIDTH / 2, lines.join('  ·  '), { size: 8, align: 'center' });
    b.down(30);
    return;
  }
  const x = style === 'left' ? 45 : style === 'right' ? RIGHT : PAGE_WIDTH / 2;
  const align = style === 'left' ? 'left' : style === 'right' ? 'right' : 'center';
  b.text(x, name, { size, bold: true, serif: opts.serif, align });
  b.down(size * 0.9);
  for (const line of lines) {
    b.text(x, line, { size: 8.5, align });
    b.down(11);
  }
  b.down(10);
}

/** A footer at the page's foot: rows of small text, centred, over a rule-like box. */
export function footer(b: PageBuilder, rows: string[], at = 790) {
  b.box(45, at - 12, PAGE_WIDTH - 90, 0.5);
  rows.forEach((row, i) => b.text(PAGE_WIDTH / 2, row, { y: at + i * 10, size: 7, align: 'center' }));
}

export interface Column {
  head: string;
  x: number;
  align?: 'left' | 'right';
  cell: (row: Row) => string;
}

export interface Row {
  kind: 'labour' | 'part' | 'other';
  desc: string;
  qty: number;
  price: number;
  amount: number;
  code?: string;
}

/** A table: a heading row (optionally in a shaded band), then one line per row; `ruled` draws cell boxes. */
export function itemTable(
  b: PageBuilder,
  columns: Column[],
  rows: (Row | string)[],
  opts: { band?: boolean; ruled?: boolean; size?: number; step?: number } = {},
) {
  const size = opts.size ?? 9;
  const step = opts.step ?? 13;
  if (opts.band) b.box(40, b.y - 10, PAGE_WIDTH - 80, 14, true);
  for (const c of columns) b.text(c.x, c.head, { bold: true, size: size - 0.5, align: c.align });
  b.down(step + 2);
  for (const row of rows) {
    if (typeof row === 'string') {
      // A section heading inside the table.
      b.text(columns[0].x, row, { bold: true, size });
      b.down(step);
      continue;
    }
    if (opts.ruled) b.box(40, b.y - 10, PAGE_WIDTH - 80, step);
    for (const c of columns) b.text(c.x, c.cell(row), { size, align: c.align });
    b.down(step);
  }
  b.down(4);
}

/** Totals as rows: label at `x`, value right-aligned at `right`; the last (bold) row optionally boxed. */
export function totalRows(b: PageBuilder, rows: [string, string][], opts: { x?: number; right?: number; boxLast?: boolean; boldLast?: boolean } = {}) {
  const x = opts.x ?? 330;
  const right = opts.right ?? RIGHT;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    if (last && opts.boxLast) b.box(x - 6, b.y - 11, right - x + 12, 16, true);
    b.text(x, label, { bold: last && opts.boldLast !== false, size: 9.5 });
    b.text(right, value, { bold: last && opts.boldLast !== false, size: 9.5, align: 'right' });
    b.down(14);
  });
}

/** Totals as a row of boxed cells: small labels on top, values under them (the last cell shaded). */
export function totalCells(b: PageBuilder, cells: [string, string][], opts: { x?: number; width?: number; labelBelow?: boolean } = {}) {
  const x = opts.x ?? 45;
  const width = opts.width ?? PAGE_WIDTH - 90;
  const w = width / cells.length;
  const top = b.y - 10;
  cells.forEach(([label, value], i) => {
    b.box(x + i * w, top, w, 32, i === cells.length - 1);
    const cx = x + i * w + 6;
    if (opts.labelBelow) {
      b.text(cx, value, { y: top + 14, size: 10.5, bold: i === cells.length - 1 });
      b.text(cx, label, { y: top + 27, size: 7 });
    } else {
      b.text(cx, label, { y: top + 10, size: 7 });
      b.text(cx, value, { y: top + 25, size: 10.5, bold: i === cells.length - 1 });
    }
  });
  b.down(40);
}

/** Label/value pairs in a grid of boxed cells, `perRow` a row, label over value. */
export function factGrid(b: PageBuilder, pairs: [string, string][], perRow: number, opts: { x?: number; width?: number } = {}) {
  const x = opts.x ?? 45;
  const width = opts.width ?? PAGE_WIDTH - 90;
  const w = width / perRow;
  for (let i = 0; i < pairs.length; i += perRow) {
    const top = b.y - 10;
    pairs.slice(i, i + perRow).forEach(([label, value], j) => {
      b.box(x + j * w, top, w, 28);
      b.text(x + j * w + 5, label, { y: top + 9, size: 6.5 });
      b.text(x + j * w + 5, value, { y: top + 22, size: 9.5 });
    });
    b.down(28);
  }
  b.down(10);
}

/** Label/value pairs as two columns (label at x, value at x + gap). */
export function pairs(b: PageBuilder, list: [string, string][], x: number, gap: number, opts: { size?: number; step?: number; boldValue?: boolean } = {}) {
  for (const [label, value] of list) {
    b.text(x, label, { size: opts.size ?? 9 });
    b.text(x + gap, value, { size: opts.size ?? 9, bold: opts.boldValue });
    b.down(opts.step ?? 13);
  }
}

/** Long text wrapped to a width (characters, roughly), one line per step. */
export function paragraph(b: PageBuilder, x: number, text: string, chars = 100, opts: { size?: number; step?: number } = {}) {
  const words = text.split(' ');
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > chars) {
      b.text(x, line.trim(), { size: opts.size ?? 8.5 });
      b.down(opts.step ?? 11);
      line = '';
    }
    line += ` ${word}`;
  }
  if (line.trim()) {
    b.text(x, line.trim(), { size: opts.size ?? 8.5 });
    b.down(opts.step ?? 11);
  }
}
