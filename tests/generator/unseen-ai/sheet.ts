/**
 * A page of blocks for the unseen-ai author's policies, registrations, titles, contracts, appraisals and slips: heads,
 * label/value grids, headings, paragraphs, tables and small print, laid out by `fit` onto one page.
 */
import type { PageBuilder } from '../page';
import { smallPrint } from './bill';
import { cells, fit, page, prose, rule, textW, type Col } from './kit';

export type Block =
  | { t: 'head'; title: string; sub?: string[]; align?: 'left' | 'center'; size?: number; right?: string[] }
  | { t: 'pairs'; pairs: [string, string][]; cols: number; boxed?: boolean; size?: number }
  | { t: 'h'; text: string; size?: number; band?: boolean }
  | { t: 'para'; text: string; size?: number }
  | { t: 'table'; widths: number[]; heads: string[]; rows: string[][]; right?: number[]; size?: number; bold?: number[] }
  | { t: 'small'; paras: string[]; columns: 1 | 2; size?: number }
  | { t: 'sig'; items: string[] }
  | { t: 'line'; text: string; value?: string; bold?: boolean; size?: number }
  | { t: 'gap'; h: number };

const L = 36;
const R = 559;

export function renderSheet(blocks: Block[], opts: { serif?: boolean; frame?: boolean } = {}): PageBuilder {
  return fit((k) => {
    const p = page(38);
    const s = (n: number) => Math.max(4.8, n * k);
    const serif = opts.serif;
    if (opts.frame) p.box(24, 22, 547, 795);
    for (const b of blocks) {
      switch (b.t) {
        case 'head': {
          const x = b.align === 'center' ? 297 : L;
          const align = b.align === 'center' ? 'center' : 'left';
          const top = p.y;
          p.text(x, b.title, { size: s(b.size ?? 13), bold: true, serif, align });
          p.down(12 * k);
          for (const t of b.sub ?? []) {
            p.text(x, t, { size: Math.min(s(7), (R - L - (b.right ? 150 : 0)) / (t.length * 0.5)), align });
            p.down(8.5 * k);
          }
          if (b.right) {
            const end = p.y;
            p.y = top;
            for (const t of b.right) {
              p.text(R, t, { size: s(7.5), align: 'right' });
              p.down(9 * k);
            }
            p.y = Math.max(p.y, end);
          }
          p.down(3 * k);
          break;
        }
        case 'pairs': {
          const w = (R - L) / b.cols;
          const size = b.size ?? 8;
          for (let i = 0; i < b.pairs.length; i += b.cols) {
            const rowPairs = b.pairs.slice(i, i + b.cols);
            if (b.boxed) {
              rowPairs.forEach((_, j) => p.box(L + j * w, p.y - 8 * k, w, 21 * k));
              rowPairs.forEach(([lab, val], j) => {
                p.text(L + 3 + j * w, lab, { size: s(5.6), y: p.y - 1 * k });
                p.text(L + 3 + j * w, val, { size: s(size), y: p.y + 9.5 * k, serif });
              });
              p.down(21 * k);
            } else {
              const off = Math.min(Math.max(...b.pairs.map(([lab]) => textW(lab, s(size - 0.8)))) + 8, w * 0.6);
              rowPairs.forEach(([lab, val], j) => {
                p.text(L + j * w, lab, { size: s(size - 0.8) });
                p.text(L + j * w + off, val, { size: s(size), serif });
              });
              p.down(size * 1.3 * k);
            }
          }
          p.down(4 * k);
          break;
        }
        case 'h':
          if (b.band) p.box(L, p.y - 8.5 * k, R - L, 11.5 * k, true);
          p.text(L + (b.band ? 3 : 0), b.text, { size: s(b.size ?? 8.5), bold: true, serif });
          p.down(11 * k);
          break;
        case 'para':
          prose(p, L, R - L, b.text, s(b.size ?? 7.2), { serif });
          p.down(2.5 * k);
          break;
        case 'line':
          p.text(L, b.text, { size: s(b.size ?? 8), bold: b.bold, serif });
          if (b.value) p.text(R, b.value, { size: s(b.size ?? 8), bold: b.bold, align: 'right', serif });
          p.down((b.size ?? 8) * 1.35 * k);
          break;
        case 'table': {
          const size = b.size ?? 7;
          const cols: Col[] = [];
          let x = L;
          b.widths.forEach((w, i) => {
            const right = b.right?.includes(i);
            cols.push({ x: right ? x + w - 4 : x, align: right ? 'right' : 'left' });
            x += w;
          });
          cells(p, cols, b.heads, s(size - 0.8), true, serif);
          rule(p, L, x - L, p.y + 2.5 * k);
          p.down(size * 1.35 * k);
          b.rows.forEach((r, i) => {
            cells(p, cols, r, s(size), b.bold?.includes(i), serif);
            p.down(size * 1.3 * k);
          });
          p.down(3 * k);
          break;
        }
        case 'small':
          smallPrint(p, b.paras, b.columns, s(b.size ?? 5.6));
          p.down(3 * k);
          break;
        case 'sig':
          p.down(12 * k);
          b.items.forEach((t, i) => {
            const w = (R - L) / b.items.length;
            rule(p, L + i * w, w - 20, p.y - 9 * k);
            p.text(L + i * w, t, { size: s(6.5) });
          });
          p.down(10 * k);
          break;
        case 'gap':
          p.down(b.h * k);
          break;
      }
    }
    return p;
  }, 1.45);
}
