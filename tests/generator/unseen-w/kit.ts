/**
 * The unseen-w author's own pieces: letterheads, a label beside / over / under / boxed around its value, an item table
 * with or without a heading, a totals block and a footer. Each family picks its own wording and style; nothing here
 * names a label.
 */
import { PageBuilder } from '../page';
import { hline, r2, row, type Col } from '../paper-kit';

export { PageBuilder };

export type HeadStyle = 'centre' | 'logoRight' | 'spaced' | 'boxed' | 'serifLeft' | 'rightBlock';

/** A letterhead: the firm's name (or logo line) and its small lines; returns nothing, moves the builder below it. */
export function letterhead(p: PageBuilder, style: HeadStyle, name: string, lines: string[], logo?: string) {
  switch (style) {
    case 'centre':
      if (logo) p.text(297, logo, { size: 8, align: 'center' }).down(16);
      p.text(297, name, { size: 18, bold: true, serif: true, align: 'center' }).down(14);
      for (const l of lines) p.text(297, l, { size: 8, align: 'center' }).down(10);
      hline(p, 50, 495, p.y);
      p.down(20);
      return;
    case 'logoRight':
      p.text(50, logo ?? name.toUpperCase(), { size: 22, bold: true });
      lines.forEach((l, i) => p.text(545, l, { size: 7.5, align: 'right', y: p.y - 14 + i * 9.5 }));
      p.down(14);
      if (logo) p.text(50, name, { size: 8.5 }).down(12);
      p.down(Math.max(0, lines.length * 9.5 - 26) + 18);
      return;
    case 'spaced':
      p.text(50, name.toUpperCase().split('').join(' '), { size: 13, bold: true }).down(13);
      p.text(50, lines.join('  ·  '), { size: 7.5 }).down(8);
      hline(p, 50, 495, p.y);
      p.down(22);
      return;
    case 'boxed':
      p.box(50, p.y - 16, 300, 26 + lines.length * 10);
      p.text(60, name, { size: 14, bold: true }).down(13);
      for (const l of lines) p.text(60, l, { size: 8 }).down(10);
      p.down(22);
      return;
    case 'serifLeft':
      if (logo) p.text(50, logo, { size: 8.5, serif: true }).down(15);
      p.text(50, name, { size: 17, serif: true }).down(13);
      for (const l of lines) p.text(50, l, { size: 8, serif: true }).down(10);
      p.down(16);
      return;
    case 'rightBlock':
      p.text(545, name, { size: 14, bold: true, align: 'right' }).down(12);
      for (const l of lines) p.text(545, l, { size: 8, align: 'right' }).down(10);
      p.down(18);
      return;
  }
}

export type LabelPos = 'left' | 'above' | 'below' | 'boxed' | 'colon';

/** A label with its value at (x, y). `left` puts the value `gap` to the right of the label. */
export function field(p: PageBuilder, x: number, y: number, label: string, value: string, pos: LabelPos, gap = 90, size = 9) {
  switch (pos) {
    case 'left':
      p.text(x, label, { y, size: size - 0.5 });
      p.text(x + gap, value, { y, size });
      return;
    case 'colon':
      p.text(x, `${label}: ${value}`, { y, size });
      return;
    case 'above':
      p.text(x, label, { y, size: 7 });
      p.text(x, value, { y: y + 11, size });
      return;
    case 'below':
      p.text(x, value, { y, size });
      p.text(x, label, { y: y + 9, size: 6.5 });
      return;
    case 'boxed':
      p.box(x - 3, y - 10, gap + 20, 24);
      p.text(x, label, { y: y - 2, size: 6.5 });
      p.text(x, value, { y: y + 10, size });
      return;
  }
}

/** Rows of fields in a grid (columns across, rows down); moves the builder below the grid. */
export function grid(p: PageBuilder, cells: [string, string][], cols: number, pos: LabelPos, x0 = 50, width = 495, size = 9) {
  const w = width / cols;
  const step = pos === 'left' || pos === 'colon' ? 13 : 27;
  // A label left of its value: the values line up just past the column's longest label.
  const longest = Math.max(...cells.map(([l]) => l.length));
  const gap = pos === 'boxed' ? w - 26 : Math.min(w - 50, Math.max(60, longest * (size - 0.5) * 0.52 + 10));
  cells.forEach(([l, v], i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    field(p, x0 + c * w, p.y + r * step, l, v, pos, gap, size);
  });
  p.down(Math.ceil(cells.length / cols) * step + 6);
}

/** An item table: optional heading row, rows of cells, optional rule lines. */
export function table(
  p: PageBuilder,
  cols: Col[],
  heading: string[] | null,
  rows: string[][],
  opts: { rules?: boolean; size?: number; step?: number; box?: boolean } = {},
) {
  const top = p.y - 11;
  if (heading) {
    row(p, cols, heading, { bold: true, size: opts.size ?? 8.5 });
    p.down(4);
    hline(p, 50, 495);
    p.down(12);
  }
  for (const r of rows) {
    row(p, cols, r, { size: opts.size ?? 9 });
    if (opts.rules) hline(p, 50, 495, p.y + 4);
    p.down(opts.step ?? 13);
  }
  if (opts.box) p.box(48, top, 499, p.y - top - 6);
  p.down(4);
}

/** A money line of a totals block, label and amount right-aligned at two x positions. */
export function sumLine(p: PageBuilder, label: string, amount: string, opts: { lx?: number; ax?: number; bold?: boolean; size?: number } = {}) {
  p.text(opts.lx ?? 440, label, { align: 'right', bold: opts.bold, size: opts.size ?? 9 });
  p.text(opts.ax ?? 545, amount, { align: 'right', bold: opts.bold, size: opts.size ?? 9 });
  p.down(13);
}

/** Footer lines at the foot of the page, centred small print. */
export function footer(p: PageBuilder, lines: string[], y = 790) {
  hline(p, 50, 495, y - 12);
  lines.forEach((l, i) => p.text(297, l, { size: 6.5, align: 'center', y: y + i * 8.5 }));
}

/** Footer in three columns (address, bank, tax), as many German letterheads carry. */
export function footer3(p: PageBuilder, cols: string[][], y = 782) {
  hline(p, 50, 495, y - 12);
  cols.forEach((lines, c) => lines.forEach((l, i) => p.text(50 + c * 170, l, { size: 6.3, y: y + i * 8 })));
}

/** A stamp: a box with one or two words, printed askew-looking by being bold in a frame. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[]) {
  const w = Math.max(...lines.map((l) => l.length)) * 6.2 + 16;
  p.box(x, y - 13, w, lines.length * 12 + 8);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + i * 12, size: 9, bold: true, align: 'center' }));
}

/** Money helpers the families share: net items → sums. */
export const money = {
  lines: (xs: { qty: number; unit: number }[]) => r2(xs.reduce((a, x) => a + r2(x.qty * x.unit), 0)),
};
