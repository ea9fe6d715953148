/**
 * unseen-t's own kit: money in the styles of its places (DDR Mark, DM, Kč, zł, Ft, rupees with lakh grouping, S$, HK$,
 * KSh, Maltese lira, Cyprus pound) and a service-bill layout engine whose parts (letterhead, header fields, item table,
 * totals) each family chooses and words itself.
 */
import { PageBuilder } from '../page';
import { fd, num, r2, sum, wrap, type DateStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export { fd, r2, sum, type DateStyle };

/** What the rows of one kind (L labour, P parts) add up to. */
export const tot = (items: Item[], k: 'L' | 'P') => sum(items.filter((i) => i.kind === k).map((i) => i.amount));

/** Number styles of this set: de 1.234,50; en 1,234.50; sp 1 234,50 (Czech, Polish, Hungarian); in 1,23,450.00 (India). */
export type MStyle = 'de' | 'en' | 'sp' | 'in' | 'plain';
export function money(n: number, style: MStyle, decimals = 2): string {
  if (style === 'de' || style === 'en' || style === 'plain') {
    const s = num(n, style);
    return decimals === 0 ? s.slice(0, -3) : s;
  }
  const [i, d] = Math.abs(n).toFixed(2).split('.');
  let whole: string;
  if (style === 'sp') whole = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  else {
    const last = i.slice(-3);
    const rest = i.slice(0, -3);
    whole = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last}` : last;
  }
  const dec = style === 'sp' ? ',' : '.';
  return `${n < 0 ? '-' : ''}${whole}${decimals === 0 ? '' : dec + d}`;
}

export interface Item {
  text: string;
  qty?: string;
  amount: number;
  kind: 'L' | 'P';
  code?: string;
}

export interface Field {
  label: string;
  value: string;
}

export interface ServiceSpec {
  lang: Lang;
  head: { name: string; lines: string[]; style: 'center' | 'left' | 'right' | 'logo' | 'band'; tagline?: string; serif?: boolean };
  title: string;
  fields: Field[];
  fieldStyle: 'left' | 'above' | 'below' | 'boxed' | 'twocol';
  /** Items: one table with a kind column, two tables (work then parts), or one list without a split. */
  tableStyle: 'kind' | 'split' | 'single';
  cols: { pos?: string; text: string; qty?: string; kind?: string; amount: string };
  workHeading?: string;
  partsHeading?: string;
  rules: 'ruled' | 'plain' | 'boxed' | 'dotted';
  items: Item[];
  fmt: (n: number) => string;
  /** Total lines above the grand total, computed by the family (subtotals, tax). */
  totals: Field[];
  grand: Field;
  totalStyle: 'right' | 'boxed' | 'band' | 'leftlabel';
  stamp?: string;
  small?: string[];
  serif?: boolean;
  size?: number;
}

export function letterhead(p: PageBuilder, h: ServiceSpec['head']) {
  const serif = h.serif;
  if (h.style === 'center') {
    p.text(297, h.name, { align: 'center', size: 15, bold: true, serif });
    p.down(15);
    if (h.tagline) p.text(297, h.tagline, { align: 'center', size: 8.5, serif }).down(12);
    for (const l of h.lines) p.text(297, l, { align: 'center', size: 8.5, serif }).down(11);
  } else if (h.style === 'left') {
    p.text(50, h.name, { size: 14, bold: true, serif }).down(15);
    if (h.tagline) p.text(50, h.tagline, { size: 8.5, serif }).down(12);
    for (const l of h.lines) p.text(50, l, { size: 8.5, serif }).down(11);
  } else if (h.style === 'right') {
    const y0 = p.y;
    p.text(545, h.name, { align: 'right', size: 13, bold: true, serif }).down(14);
    if (h.tagline) p.text(545, h.tagline, { align: 'right', size: 8, serif }).down(11);
    for (const l of h.lines) p.text(545, l, { align: 'right', size: 8, serif }).down(10.5);
    p.box(50, y0 - 14, 60, 40);
    p.text(80, h.name.slice(0, 1), { y: y0 + 14, align: 'center', size: 24, bold: true, serif });
  } else if (h.style === 'logo') {
    p.box(50, p.y - 16, 495, 26, true);
    p.text(62, h.name.toUpperCase().split('').join(' '), { size: 12, bold: true, serif });
    p.down(24);
    if (h.tagline) p.text(50, h.tagline, { size: 8.5, serif }).down(11);
    p.text(50, h.lines.join(' · '), { size: 8, serif }).down(11);
  } else {
    p.box(40, p.y - 20, 515, 0.01);
    p.text(50, h.name, { size: 16, bold: true, serif });
    p.text(545, h.lines[0] ?? '', { align: 'right', size: 8, serif });
    p.down(13);
    for (const l of h.lines.slice(1)) p.text(545, l, { align: 'right', size: 8, serif }).down(10.5);
    if (h.tagline) p.text(50, h.tagline, { size: 8.5, serif }).down(11);
    p.box(40, p.y - 4, 515, 0.01);
  }
  p.down(14);
}

export function fields(p: PageBuilder, fs: Field[], style: ServiceSpec['fieldStyle'], serif?: boolean) {
  if (style === 'left') {
    for (const f of fs) {
      p.text(50, f.label, { size: 9.5, serif });
      p.text(175, f.value, { size: 9.5, serif });
      p.down(13);
    }
  } else if (style === 'twocol') {
    fs.forEach((f, i) => {
      const x = i % 2 === 0 ? 50 : 310;
      p.text(x, f.label, { size: 9, serif });
      p.text(x + 110, f.value, { size: 9, serif, bold: true });
      if (i % 2 === 1 || i === fs.length - 1) p.down(13);
    });
  } else {
    const per = Math.min(4, fs.length);
    const w = 495 / per;
    for (let i = 0; i < fs.length; i += per) {
      const chunk = fs.slice(i, i + per);
      chunk.forEach((f, j) => {
        const x = 50 + j * w;
        if (style === 'boxed') {
          p.box(x, p.y - 10, w, 30);
          p.text(x + 4, f.label, { y: p.y - 1, size: 6.5, serif });
          p.text(x + 4, f.value, { y: p.y + 14, size: 9.5, serif });
        } else if (style === 'above') {
          p.text(x, f.label, { size: 7.5, serif, bold: true });
          p.text(x, f.value, { y: p.y + 12, size: 10, serif });
        } else {
          p.text(x, f.value, { size: 10, serif });
          p.box(x, p.y + 3, w - 12, 0.01);
          p.text(x, f.label, { y: p.y + 12, size: 6.5, serif });
        }
      });
      p.down(style === 'boxed' ? 32 : 28);
    }
  }
  p.down(8);
}

function tableHead(p: PageBuilder, s: ServiceSpec) {
  const size = s.size ?? 9;
  if (s.rules === 'boxed') p.box(50, p.y - 11, 495, 15, true);
  if (s.cols.pos) p.text(54, s.cols.pos, { size, bold: true, serif: s.serif });
  p.text(s.cols.pos ? 82 : 54, s.cols.text, { size, bold: true, serif: s.serif });
  if (s.cols.qty) p.text(360, s.cols.qty, { size, bold: true, serif: s.serif, align: 'right' });
  if (s.cols.kind) p.text(400, s.cols.kind, { size, bold: true, serif: s.serif, align: 'center' });
  p.text(540, s.cols.amount, { size, bold: true, serif: s.serif, align: 'right' });
  p.down(6);
  if (s.rules === 'ruled' || s.rules === 'boxed') p.box(50, p.y - 2, 495, 0.01);
  if (s.rules === 'dotted') p.text(50, '.'.repeat(120), { size: 7, serif: s.serif });
  p.down(12);
}

function itemRow(p: PageBuilder, s: ServiceSpec, it: Item, n: number) {
  const size = s.size ?? 9;
  if (s.cols.pos) p.text(54, String(n), { size, serif: s.serif });
  p.text(s.cols.pos ? 82 : 54, it.code ? `${it.code}  ${it.text}` : it.text, { size, serif: s.serif });
  if (s.cols.qty && it.qty) p.text(360, it.qty, { size, serif: s.serif, align: 'right' });
  if (s.cols.kind) p.text(400, it.kind === 'L' ? (s.lang === 'de' ? 'A' : 'L') : s.lang === 'de' ? 'M' : 'P', { size, serif: s.serif, align: 'center' });
  p.text(540, s.fmt(it.amount), { size, serif: s.serif, align: 'right' });
  p.down(s.rules === 'boxed' ? 15 : 13);
  if (s.rules === 'boxed') p.box(50, p.y - 11, 495, 0.01);
}

export function serviceBill(rng: Random, s: ServiceSpec, truth: Generated['truth']): Generated {
  const p = new PageBuilder();
  p.y = 56 + rng.int(0, 10);
  letterhead(p, s.head);
  p.text(50, s.title, { size: 13, bold: true, serif: s.serif }).down(20);
  fields(p, s.fields, s.fieldStyle, s.serif);
  const top = p.y - 14;
  if (s.tableStyle === 'split') {
    p.text(50, s.workHeading ?? '', { size: 10, bold: true, serif: s.serif }).down(14);
    tableHead(p, s);
    s.items.filter((i) => i.kind === 'L').forEach((it, i) => itemRow(p, s, it, i + 1));
    p.down(8);
    p.text(50, s.partsHeading ?? '', { size: 10, bold: true, serif: s.serif }).down(14);
    tableHead(p, s);
    s.items.filter((i) => i.kind === 'P').forEach((it, i) => itemRow(p, s, it, i + 1));
  } else {
    tableHead(p, s);
    s.items.forEach((it, i) => itemRow(p, s, it, i + 1));
  }
  if (s.rules === 'boxed') p.box(50, top, 495, p.y - top - 10);
  p.down(10);
  const size = s.size ?? 9.5;
  for (const t of s.totals) {
    if (s.totalStyle === 'leftlabel') p.text(82, t.label, { size, serif: s.serif });
    else p.text(430, t.label, { size, serif: s.serif, align: 'right' });
    p.text(540, t.value, { size, serif: s.serif, align: 'right' });
    p.down(13);
  }
  p.down(4);
  if (s.totalStyle === 'boxed') {
    p.box(330, p.y - 13, 215, 20, true);
    p.text(340, s.grand.label, { size: 10.5, bold: true, serif: s.serif });
    p.text(540, s.grand.value, { size: 10.5, bold: true, serif: s.serif, align: 'right' });
    p.down(22);
  } else if (s.totalStyle === 'band') {
    p.text(540, s.grand.label, { size: 8, serif: s.serif, align: 'right' }).down(14);
    p.box(400, p.y - 13, 145, 20, true);
    p.text(540, s.grand.value, { size: 11, bold: true, serif: s.serif, align: 'right' });
    p.down(22);
  } else {
    p.box(380, p.y - 12, 165, 0.01);
    if (s.totalStyle === 'leftlabel') p.text(82, s.grand.label, { size: 10.5, bold: true, serif: s.serif });
    else p.text(430, s.grand.label, { size: 10.5, bold: true, serif: s.serif, align: 'right' });
    p.text(540, s.grand.value, { size: 10.5, bold: true, serif: s.serif, align: 'right' });
    p.down(8);
    p.box(380, p.y - 4, 165, 0.01);
    p.down(16);
  }
  if (s.stamp) {
    p.down(10);
    p.box(70, p.y - 16, 170, 26);
    p.text(155, s.stamp, { size: 11, bold: true, align: 'center' });
    p.down(26);
  }
  p.y = Math.max(p.y + 10, 760);
  for (const l of s.small ?? []) for (const w of wrap(l, 120)) p.text(50, w, { size: 6.5, serif: s.serif }).down(8);
  return { items: p.items, language: s.lang, truth };
}

/** The service truth from the items (split bills) or without the split. */
export function serviceTruth(o: { date: string; shop: string; km?: number; items: Item[]; total: number; split: boolean }): Generated['truth'] {
  const t: Generated['truth'] = { documentType: 'service', serviceDate: o.date, shopName: o.shop };
  if (o.km !== undefined) t.serviceMileage = o.km;
  if (o.split) {
    t.laborCost = tot(o.items, 'L');
    t.partsCost = tot(o.items, 'P');
  }
  t.totalCost = o.total;
  t.workPerformed = o.items.filter((i) => i.kind === 'L').map((i) => i.text);
  if (o.split) t.partsUsed = o.items.filter((i) => i.kind === 'P').map((i) => i.text);
  return t;
}

/** A simple page for the other types: a builder with a letterhead already placed. */
export function page(rng: Random, head?: ServiceSpec['head']): PageBuilder {
  const p = new PageBuilder();
  p.y = 56 + rng.int(0, 10);
  if (head) letterhead(p, head);
  return p;
}

export const price = (rng: Random, lo: number, hi: number, step = 0.5) => r2(Math.round((lo + rng.next() * (hi - lo)) / step) * step);
