/**
 * The pieces the unseen-q and unseen-r authors' kits share: money and dates as paper prints them (number styles, date
 * styles, the VAT rates of the years) and a table's columns, wrapped text and rules on a page. Each family still picks
 * its own style explicitly.
 */
import type { PageBuilder } from './page';
import type { Random } from './random';
import type { Generated } from './types';
import type { Lang } from './vocabulary';

export const r2 = (n: number) => Math.round(n * 100) / 100;
/** Swiss totals are rounded to five Rappen. */
export const r05 = (n: number) => Math.round(n * 20) / 20;
export const sum = (xs: number[]) => r2(xs.reduce((a, b) => a + b, 0));

/** Number styles: de 1.234,50 — en 1,234.50 — ch 1'234.50 — plain 1234.50 — dash 1.234,– (German whole amounts). */
export type NumStyle = 'de' | 'en' | 'ch' | 'plain' | 'deplain';
export function num(n: number, style: NumStyle): string {
  const [i, d] = Math.abs(n).toFixed(2).split('.');
  const sep = { de: '.', en: ',', ch: "'", plain: '', deplain: '' }[style];
  const whole = i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const dec = style === 'de' || style === 'deplain' ? ',' : '.';
  return `${n < 0 ? '-' : ''}${whole}${dec}${d}`;
}

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

export type DateStyle = 'de' | 'de2' | 'delong' | 'uk' | 'uklong' | 'ukshort' | 'us' | 'uslong' | 'usshort' | 'iso' | 'dedash' | 'ukdot';
export function fd(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'de':
      return `${dd}.${mm}.${y}`;
    case 'de2':
      return `${dd}.${mm}.${String(y).slice(2)}`;
    case 'delong':
      return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    case 'uk':
      return `${dd}/${mm}/${y}`;
    case 'uklong':
      return `${d} ${MONTHS_EN[m - 1]} ${y}`;
    case 'ukshort':
      return `${d}-${MONTHS_EN[m - 1].slice(0, 3)}-${String(y).slice(2)}`;
    case 'us':
      return `${mm}/${dd}/${y}`;
    case 'uslong':
      return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'usshort':
      return `${m}/${d}/${String(y).slice(2)}`;
    case 'iso':
      return iso;
    case 'dedash':
      return `${dd}-${mm}-${y}`;
    case 'ukdot':
      return `${d}.${m}.${String(y).slice(2)}`;
  }
}

export function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** A date in a year range, ISO. */
export const dateIn = (rng: Random, from: number, to: number) => rng.date(from, to);
export const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** German VAT of the year (Mehrwertsteuer). */
export function vatDE(year: number): number {
  if (year < 1978) return 11;
  if (year < 1979) return 12;
  if (year < 1983) return 13;
  if (year < 1993) return 14;
  if (year < 1998) return 15;
  if (year < 2007) return 16;
  return 19;
}
/** Swiss MWST (VAT since 1995, WUST before: not used here). */
export function vatCH(year: number): number {
  if (year < 1999) return 6.5;
  if (year < 2001) return 7.5;
  if (year < 2011) return 7.6;
  if (year < 2018) return 8;
  if (year < 2024) return 7.7;
  return 8.1;
}
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
