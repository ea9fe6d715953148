/**
 * The unseen-aa author's kit: a page described as a list of blocks (letterhead lines, label/value pairs, boxed
 * cells, tables, section titles, sums, paragraphs, signature lines) walked down the page, and the drawing of work and
 * parts from a family's own lists. Each family chooses its own blocks, wording, number and date styles.
 */
import { addDays, fd, num, r2, wrap, type DateStyle, type NumStyle } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export { addDays, fd, num, r2 };
export type { DateStyle, NumStyle };

export interface Item {
  d: string;
  q: number;
  u: number;
  a: number;
}

/** Labour lines: hours drawn in the pool's range (to the quarter or half hour) at one rate. */
export function labour(rng: Random, pool: [string, number, number][], n: number, rate: number, step = 0.5): Item[] {
  return rng.some(pool, n).map(([d, lo, hi]) => {
    const q = Math.max(step, Math.round((lo + rng.next() * (hi - lo)) / step) * step);
    return { d, q, u: rate, a: r2(q * rate) };
  });
}

/** Parts lines: a quantity up to the pool's maximum and a unit price in its range. */
export function parts(rng: Random, pool: [string, number, number, number?][], n: number, scale = 1): Item[] {
  return rng.some(pool, n).map(([d, lo, hi, maxQ]) => {
    const q = rng.int(1, maxQ ?? 1);
    const u = r2((lo + rng.next() * (hi - lo)) * scale);
    return { d, q, u, a: r2(q * u) };
  });
}

export const total = (xs: Item[]) => r2(xs.reduce((s, x) => s + x.a, 0));
export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
/** Hours as paper prints them: 2,5 / 2.5 / 2.50. */
export const hrs = (q: number, de: boolean, fixed = false) => {
  const s = fixed ? q.toFixed(2) : String(q);
  return de ? s.replace('.', ',') : s;
};
/** Swedish and Danish amounts: 1 234,50. */
export const numNordic = (n: number) => num(n, 'de').replace(/\./g, ' ');

export type Block =
  | { t: 'text'; lines: string[]; x?: number; size?: number; bold?: boolean; serif?: boolean; align?: 'left' | 'right' | 'center'; step?: number }
  | { t: 'pairs'; pairs: [string, string][]; x?: number; style?: 'colon' | 'column' | 'above' | 'right'; gap?: number; size?: number; serif?: boolean }
  | { t: 'twocol'; left: string[]; right: string[]; x2?: number; size?: number; serif?: boolean; boldFirst?: boolean }
  | { t: 'grid'; pairs: [string, string][]; x?: number; cell?: number; perRow?: number }
  | {
      t: 'table';
      cols: { h: string; x: number; align?: 'left' | 'right' | 'center' }[];
      rows: string[][];
      size?: number;
      step?: number;
      rule?: boolean;
      boxed?: boolean;
      serif?: boolean;
      headBold?: boolean;
    }
  | { t: 'section'; title: string; x?: number; size?: number; underline?: boolean }
  | { t: 'sums'; rows: [string, string, boolean?][]; x?: number; xr?: number; size?: number; serif?: boolean; band?: boolean }
  | { t: 'para'; text: string; width?: number; x?: number; size?: number; serif?: boolean }
  | { t: 'rule'; x?: number; w?: number }
  | { t: 'sign'; labels: string[]; xs?: number[]; names?: string[] }
  | { t: 'gap'; h: number }
  | { t: 'at'; y: number };

export interface PageOpts {
  serif?: boolean;
  upper?: boolean;
  top?: number;
}

/** Walks the blocks down an A4 page. `upper` prints everything in capitals (dot-matrix and telex-style forms). */
export function page(blocks: Block[], opts: PageOpts = {}): PageBuilder {
  const p = new PageBuilder();
  p.y = opts.top ?? 56;
  const U = (s: string) => (opts.upper ? s.toUpperCase() : s);
  const sf = (s?: boolean) => s ?? opts.serif;
  for (const b of blocks) {
    switch (b.t) {
      case 'text': {
        const x = b.x ?? (b.align === 'right' ? 540 : b.align === 'center' ? 297 : 55);
        for (const l of b.lines) {
          p.text(x, U(l), { size: b.size ?? 10, bold: b.bold, serif: sf(b.serif), align: b.align });
          p.down(b.step ?? (b.size ?? 10) + 3.5);
        }
        break;
      }
      case 'pairs': {
        const x = b.x ?? 55;
        const size = b.size ?? 9.5;
        for (const [l, v] of b.pairs) {
          if (b.style === 'above') {
            p.text(x, U(l), { size: 7, serif: sf(b.serif) }).text(x, U(v), { y: p.y + 11, size, serif: sf(b.serif) });
            p.down(25);
          } else if (b.style === 'column') {
            p.text(x, U(l), { size, serif: sf(b.serif) }).text(x + (b.gap ?? 120), U(v), { size, serif: sf(b.serif) });
            p.down(size + 4);
          } else if (b.style === 'right') {
            p.text(x, U(l), { size, serif: sf(b.serif) }).text(x + (b.gap ?? 200), U(v), { size, serif: sf(b.serif), align: 'right' });
            p.down(size + 4);
          } else {
            p.text(x, U(`${l}: ${v}`), { size, serif: sf(b.serif) });
            p.down(size + 4);
          }
        }
        break;
      }
      case 'twocol': {
        const n = Math.max(b.left.length, b.right.length);
        const size = b.size ?? 9.5;
        for (let i = 0; i < n; i++) {
          const bold = b.boldFirst && i === 0;
          if (b.left[i]) p.text(55, U(b.left[i]), { size, serif: sf(b.serif), bold });
          if (b.right[i]) p.text(b.x2 ?? 320, U(b.right[i]), { size, serif: sf(b.serif), bold });
          p.down(size + 3.5);
        }
        break;
      }
      case 'grid': {
        const x = b.x ?? 55;
        const cell = b.cell ?? 122;
        const per = b.perRow ?? 4;
        for (let i = 0; i < b.pairs.length; i += per) {
          const rowPairs = b.pairs.slice(i, i + per);
          const top = p.y - 9;
          rowPairs.forEach(([l, v], k) => {
            p.text(x + 4 + k * cell, U(l), { size: 6.5, serif: sf() }).text(x + 4 + k * cell, U(v), { y: p.y + 12, size: 9.5, serif: sf() });
            p.box(x + k * cell, top, cell, 27);
          });
          p.down(27);
        }
        p.down(10);
        break;
      }
      case 'table': {
        const size = b.size ?? 9;
        const step = b.step ?? size + 4;
        const top = p.y - size - 2;
        b.cols.forEach((c) => c.h && p.text(c.x, U(c.h), { size: size - 0.5, bold: b.headBold ?? true, align: c.align, serif: sf(b.serif) }));
        p.down(3);
        if (b.rule !== false) p.box(55, p.y, 485, 0.01);
        p.down(step);
        for (const r of b.rows) {
          r.forEach((cell, i) => cell && p.text(b.cols[i].x, U(cell), { size, align: b.cols[i].align, serif: sf(b.serif) }));
          p.down(step);
        }
        if (b.boxed) p.box(50, top, 495, p.y - top - step + 5);
        if (b.rule !== false) p.box(55, p.y - step + 5, 485, 0.01);
        p.down(6);
        break;
      }
      case 'section':
        p.down(3);
        p.text(b.x ?? 55, U(b.title), { size: b.size ?? 10, bold: true, serif: sf() });
        if (b.underline) p.box(b.x ?? 55, p.y + 3, 150, 0.01);
        p.down((b.size ?? 10) + 5);
        break;
      case 'sums': {
        const size = b.size ?? 9.5;
        for (const [l, v, bold] of b.rows) {
          if (bold && b.band) p.box((b.x ?? 330) - 5, p.y - size - 1, (b.xr ?? 540) - (b.x ?? 330) + 10, size + 6, true);
          p.text(b.x ?? 330, U(l), { size, bold, serif: sf(b.serif) }).text(b.xr ?? 540, U(v), { size, bold, align: 'right', serif: sf(b.serif) });
          p.down(size + 4.5);
        }
        break;
      }
      case 'para':
        for (const l of wrap(b.text, b.width ?? 95)) {
          p.text(b.x ?? 55, U(l), { size: b.size ?? 9, serif: sf(b.serif) });
          p.down((b.size ?? 9) + 3.5);
        }
        break;
      case 'rule':
        p.box(b.x ?? 55, p.y - 4, b.w ?? 485, 0.01);
        p.down(8);
        break;
      case 'sign': {
        const xs = b.xs ?? b.labels.map((_, i) => 55 + i * 260);
        p.down(22);
        b.labels.forEach((l, i) => {
          if (b.names?.[i]) p.text(xs[i], b.names[i], { y: p.y - 14, size: 9.5, serif: true });
          p.box(xs[i], p.y - 9, 190, 0.01).text(xs[i], U(l), { size: 7.5, serif: sf() });
        });
        p.down(16);
        break;
      }
      case 'gap':
        p.down(b.h);
        break;
      case 'at':
        p.y = b.y;
        break;
    }
  }
  return p;
}

/** The document; on a page printed in capitals the truth's words are read in capitals too. */
export function make(blocks: Block[], language: Lang, truth: Generated['truth'], opts: PageOpts = {}): Generated {
  const up = (v: unknown): unknown => (typeof v === 'string' ? v.toUpperCase() : Array.isArray(v) ? v.map(up) : v);
  const read = opts.upper ? (Object.fromEntries(Object.entries(truth).map(([k, v]) => [k, k === 'documentType' ? v : up(v)])) as Generated['truth']) : truth;
  return { items: page(blocks, opts).items, language, truth: read };
}

/** Descriptions as a truth list (what is printed, without quantity or price). */
export const ds = (xs: Item[]) => xs.map((x) => x.d);
/** The date of work a few days before an invoice date. */
export const before = (rng: Random, iso: string, lo = 1, hi = 8) => addDays(iso, -rng.int(lo, hi));
