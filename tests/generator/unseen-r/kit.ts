/**
 * Small shared pieces of the unseen-r families (the paper of everyday ownership over decades): money
 * and dates in the ways the paper prints them, a column helper, wrapping, lines. Each family picks its
 * own style explicitly and names its own vehicles and firms; only the pieces live here.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';
import { r2 } from '../paper-money-dates';

export * from '../paper-money-dates';
/** UK VAT of the year. */
export function vatUK(year: number): number {
  if (year < 1979) return 8;
  if (year < 1991) return 15;
  if (year < 2011) return 17.5;
  return 20;
}
/** Irish standard rate. */
export function vatIE(year: number): number {
  if (year < 1991) return 25;
  if (year < 2001) return 21;
  if (year < 2008) return 21;
  if (year < 2012) return 21;
  return 23;
}

/** Columns of a table: x positions and alignments; `row` writes one line at the builder's y. */
export interface Col {
  x: number;
  align?: 'left' | 'right' | 'center';
}
export function row(p: PageBuilder, cols: Col[], cells: string[], opts: { size?: number; bold?: boolean; serif?: boolean } = {}) {
  cells.forEach((c, i) => {
    if (c) p.text(cols[i].x, c, { align: cols[i].align, size: opts.size ?? 9, bold: opts.bold, serif: opts.serif });
  });
}

/** Words wrapped to lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && (line + ' ' + w).length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

/** Writes wrapped lines going down the page. */
export function para(p: PageBuilder, x: number, text: string, width: number, opts: { size?: number; serif?: boolean; step?: number } = {}) {
  for (const l of wrap(text, width)) {
    p.text(x, l, { size: opts.size ?? 9.5, serif: opts.serif });
    p.down(opts.step ?? 12.5);
  }
}

export function hline(p: PageBuilder, x: number, w: number, y = p.y) {
  p.box(x, y, w, 0.01);
}

export function doc(p: PageBuilder, language: Lang, truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}

export type Family = (rng: Random) => Generated;

/** Deutsche Mark per euro (the fixed conversion rate printed on changeover pages). */
export const DM_PER_EUR = 1.95583;

/** A dashed rule of text, as typewriters and till printers draw it. */
export const dashes = (n: number) => '-'.repeat(n);

/** Luxembourg TVA of the year. */
export const vatLU = (year: number) => (year < 2015 ? 15 : year < 2023 ? 17 : 17);
/** Austrian USt (normal rate). */
export const vatAT = (year: number) => (year < 1976 ? 16 : year < 1984 ? 18 : 20);

/** Keeps the page honest: a price that is a plausible multiple of `step` (0.5 by default). */
export const price = (rng: Random, lo: number, hi: number, step = 0.5) => r2(Math.round((lo + rng.next() * (hi - lo)) / step) * step);

export { PageBuilder };
