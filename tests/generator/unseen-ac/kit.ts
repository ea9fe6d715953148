/**
 * The unseen-ac author's own kit: a long life's archive of paper, 1950s–1990s (and a few later pages). A bill is
 * described once (letterhead, title, its own labels, work and parts lines, tax, money style) and laid out in one of a
 * few ways paper of those decades had: typed sections, one mixed table with an L/P column, a free typed list, or a
 * hand-written note. Forms (registrations, cover notes, valuations) are written out by their families directly.
 */
import { hline, num, r05, r2, sum, type NumStyle } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export interface Item {
  d: string;
  q?: number;
  u?: number;
  a: number;
}

/** An item of `q` units at `u` each (the amount rounded to cents). */
export const it = (d: string, q: number, u: number): Item => ({ d, q, u, a: r2(q * u) });
/** A lump-sum item. */
export const lump = (d: string, a: number): Item => ({ d, a: r2(a) });

/** `n` of `pool` in a random order, each priced by the rng in [lo, hi] (whole or cents). */
export function pickItems(rng: Random, pool: readonly string[], n: number, lo: number, hi: number, cents = true): Item[] {
  return rng.some(pool, n).map((d) => {
    const v = lo + rng.next() * (hi - lo);
    return lump(d, cents ? v : Math.round(v));
  });
}

export interface BillSpec {
  lang: Lang;
  serif?: boolean;
  /** Letterhead lines; the first is the firm's name as printed. */
  head: string[];
  headCenter?: boolean;
  /** The firm as a careful reader names it, when the letterhead's first line is only a logo word. */
  shopName?: string;
  title: string;
  meta: [string, string][];
  to: string[];
  vehicle?: [string, string][];
  layout: 'sections' | 'mixed' | 'list' | 'hand';
  labour: Item[];
  parts: Item[];
  /** Charges that are neither labour nor parts (towing, sundries): in the total only. */
  other?: Item[];
  lab: {
    labour: string;
    parts: string;
    labourSub: string;
    partsSub: string;
    net?: string;
    tax?: string;
    total: string;
    qty?: string;
    unit?: string;
    amount?: string;
    desc?: string;
    kindL?: string;
    kindP?: string;
  };
  /** VAT in per cent on the net; 0 prints no tax line. */
  rate: number;
  style: NumStyle;
  cur: string;
  curFirst?: boolean;
  round05?: boolean;
  /** Money without minor units (lire): the tax rounded to whole units, amounts printed without decimals. */
  noCents?: boolean;
  /** Whether the page prints the labour and parts subtotals (else the truth has none). */
  subs?: boolean;
  notes?: string[];
  footer?: string[];
  serviceDate: string;
  serviceMileage?: number;
}

export function money(n: number, s: Pick<BillSpec, 'style' | 'cur' | 'curFirst' | 'noCents'>): string {
  const v = s.noCents ? num(n, s.style).slice(0, -3) : num(n, s.style);
  return s.curFirst ? `${s.cur} ${v}` : `${v} ${s.cur}`;
}

function letterhead(p: PageBuilder, s: BillSpec) {
  const x = s.headCenter ? 297 : 50;
  const align = s.headCenter ? 'center' : 'left';
  s.head.forEach((l, i) => {
    p.text(x, l, { size: i === 0 ? 14 : 8.5, bold: i === 0, serif: s.serif, align });
    p.down(i === 0 ? 15 : 11);
  });
  p.down(8);
  hline(p, 50, 495);
  p.down(22);
}

/** A service bill as the spec describes it; returns the page and its truth. */
export function bill(s: BillSpec): Generated {
  const p = new PageBuilder();
  p.y = 56;
  const size = s.layout === 'hand' ? 10.5 : 9;
  letterhead(p, s);
  const top = p.y;
  s.to.forEach((l) => {
    p.text(50, l, { size: 9.5, serif: s.serif });
    p.down(12);
  });
  const afterTo = p.y;
  p.y = top;
  s.meta.forEach(([k, v]) => {
    p.text(340, k, { size: 8.5, serif: s.serif }).text(545, v, { size: 8.5, align: 'right', serif: s.serif });
    p.down(12);
  });
  p.y = Math.max(afterTo, p.y) + 10;
  p.text(50, s.title, { size: 13, bold: true, serif: s.serif });
  p.down(18);
  if (s.vehicle) {
    s.vehicle.forEach(([k, v], i) => {
      const x = 50 + (i % 3) * 165;
      p.text(x, `${k} ${v}`, { size: 8.5, serif: s.serif });
      if (i % 3 === 2 || i === s.vehicle!.length - 1) p.down(12);
    });
    p.down(6);
  }
  const L = sum(s.labour.map((x) => x.a));
  const P = sum(s.parts.map((x) => x.a));
  const O = sum((s.other ?? []).map((x) => x.a));
  const net = r2(L + P + O);
  const tax = s.noCents ? Math.round((net * s.rate) / 100) : r2((net * s.rate) / 100);
  const total = s.round05 ? r05(net + tax) : r2(net + tax);
  const n = (v: number) => (s.noCents ? num(v, s.style).slice(0, -3) : num(v, s.style));
  const step = s.labour.length + s.parts.length > 22 ? 10.5 : 12.5;
  const fs = s.labour.length + s.parts.length > 22 ? 8 : size;
  const line = (x: Item, tag?: string) => {
    if (tag) p.text(50, tag, { size: fs, serif: s.serif });
    p.text(tag ? 68 : 50, x.d, { size: fs, serif: s.serif });
    if (x.q !== undefined)
      p.text(385, String(x.q).replace('.', s.style === 'de' || s.style === 'deplain' ? ',' : '.'), { size: fs, align: 'right', serif: s.serif });
    if (x.u !== undefined) p.text(460, n(x.u), { size: fs, align: 'right', serif: s.serif });
    p.text(545, n(x.a), { size: fs, align: 'right', serif: s.serif });
    p.down(step);
  };
  const header = () => {
    if (!s.lab.desc) return;
    p.text(50, s.lab.desc, { size: 8, bold: true, serif: s.serif });
    if (s.lab.qty) p.text(385, s.lab.qty, { size: 8, bold: true, align: 'right', serif: s.serif });
    if (s.lab.unit) p.text(460, s.lab.unit, { size: 8, bold: true, align: 'right', serif: s.serif });
    p.text(545, s.lab.amount ?? '', { size: 8, bold: true, align: 'right', serif: s.serif });
    p.down(4);
    hline(p, 50, 495);
    p.down(12);
  };
  const subLine = (label: string, v: number, bold = false) => {
    p.text(330, label, { size: 9, bold, serif: s.serif }).text(545, money(v, s), { size: 9, bold, align: 'right', serif: s.serif });
    p.down(13);
  };
  if (s.layout === 'sections') {
    p.text(50, s.lab.labour, { size: 9.5, bold: true, serif: s.serif });
    p.down(13);
    header();
    s.labour.forEach((x) => line(x));
    subLine(s.lab.labourSub, L);
    p.down(4);
    p.text(50, s.lab.parts, { size: 9.5, bold: true, serif: s.serif });
    p.down(13);
    header();
    s.parts.forEach((x) => line(x));
    subLine(s.lab.partsSub, P);
    (s.other ?? []).forEach((x) => line(x));
  } else if (s.layout === 'mixed') {
    header();
    s.labour.forEach((x) => line(x, s.lab.kindL ?? 'L'));
    s.parts.forEach((x) => line(x, s.lab.kindP ?? 'P'));
    (s.other ?? []).forEach((x) => line(x, ' '));
    p.down(4);
    hline(p, 330, 215);
    p.down(13);
    subLine(s.lab.labourSub, L);
    subLine(s.lab.partsSub, P);
  } else if (s.layout === 'list') {
    s.labour.forEach((x) => line(x));
    p.down(4);
    s.parts.forEach((x) => line(x));
    (s.other ?? []).forEach((x) => line(x));
    p.down(6);
    hline(p, 330, 215);
    p.down(13);
    subLine(s.lab.labourSub, L);
    subLine(s.lab.partsSub, P);
  } else {
    // A hand-written note: lines as written, each amount at a slightly different place; only the sum under them.
    [...s.labour, ...s.parts, ...(s.other ?? [])].forEach((x, i) => {
      p.text(58 + (i % 3) * 4, x.d, { size: 11, serif: true });
      p.text(470 + (i % 2) * 9, n(x.a), { size: 11, serif: true, align: 'right' });
      p.down(19);
    });
    p.down(4);
    hline(p, 400, 100);
    p.down(16);
  }
  if (s.rate > 0) {
    if (s.lab.net) subLine(s.lab.net, net);
    subLine(s.lab.tax ?? '', tax);
  }
  if (s.layout === 'hand') {
    p.text(360, s.lab.total, { size: 11.5, serif: true }).text(480, money(total, s), { size: 11.5, serif: true, align: 'right' });
    p.down(20);
  } else {
    p.box(325, p.y - 11, 225, 16, true);
    subLine(s.lab.total, total, true);
  }
  p.down(12);
  (s.notes ?? []).forEach((l) => {
    p.text(50, l, { size: 8.5, serif: s.serif || s.layout === 'hand' });
    p.down(12);
  });
  if (s.footer) {
    p.y = Math.max(p.y + 10, 790);
    s.footer.forEach((l) => {
      p.text(297, l, { size: 7, align: 'center', serif: s.serif });
      p.down(9);
    });
  }
  const subs = s.subs ?? s.layout !== 'hand';
  return {
    items: p.items,
    language: s.lang,
    truth: {
      documentType: 'service',
      serviceDate: s.serviceDate,
      shopName: s.shopName ?? s.head[0],
      ...(subs ? { laborCost: L, partsCost: P } : {}),
      totalCost: total,
      workPerformed: s.labour.map((x) => x.d),
      ...(s.parts.length ? { partsUsed: s.parts.map((x) => x.d) } : {}),
      ...(s.serviceMileage !== undefined ? { serviceMileage: s.serviceMileage } : {}),
    },
  };
}

/** A form page: a heading, then label/value pairs in rows (boxed or not), then free lines. */
export function formPage(opts: {
  serif?: boolean;
  head: string[];
  title: string;
  rows: [string, string][];
  boxed?: boolean;
  cols?: number;
  lines?: string[];
  after?: [string, string][];
}): PageBuilder {
  const p = new PageBuilder();
  p.y = 60;
  opts.head.forEach((l, i) => {
    p.text(297, l, { size: i === 0 ? 12 : 8.5, bold: i === 0, align: 'center', serif: opts.serif });
    p.down(i === 0 ? 15 : 11);
  });
  p.down(10);
  p.text(297, opts.title, { size: 15, bold: true, align: 'center', serif: opts.serif });
  p.down(28);
  const cols = opts.cols ?? 2;
  const w = 495 / cols;
  opts.rows.forEach(([k, v], i) => {
    const x = 50 + (i % cols) * w;
    if (opts.boxed) {
      if (i % cols === 0) p.box(50, p.y - 10, 495, 30);
      if (i % cols) p.box(x, p.y - 10, 0.01, 30);
      p.text(x + 4, k, { size: 6.5, serif: opts.serif }).text(x + 4, v, { size: 10, y: p.y + 13, serif: opts.serif });
      if (i % cols === cols - 1 || i === opts.rows.length - 1) p.down(30);
    } else {
      p.text(x, `${k}`, { size: 8, serif: opts.serif }).text(x + w * 0.45, v, { size: 10, serif: opts.serif });
      if (i % cols === cols - 1 || i === opts.rows.length - 1) p.down(16);
    }
  });
  p.down(10);
  (opts.lines ?? []).forEach((l) => {
    p.text(50, l, { size: 9, serif: opts.serif });
    p.down(13);
  });
  (opts.after ?? []).forEach(([k, v]) => {
    p.text(50, k, { size: 9, serif: opts.serif }).text(230, v, { size: 10, serif: opts.serif });
    p.down(15);
  });
  return p;
}

/** Two parties side by side (a sale): seller left or right, each under its own caption. */
export function parties(p: PageBuilder, left: [string, string[]], right: [string, string[]], serif = false) {
  const top = p.y;
  p.text(50, left[0], { size: 8, bold: true, serif });
  p.text(310, right[0], { size: 8, bold: true, serif });
  p.down(13);
  const n = Math.max(left[1].length, right[1].length);
  for (let i = 0; i < n; i++) {
    if (left[1][i]) p.text(50, left[1][i], { size: 9.5, serif });
    if (right[1][i]) p.text(310, right[1][i], { size: 9.5, serif });
    p.down(12);
  }
  p.box(45, top - 11, 250, p.y - top + 6);
  p.box(305, top - 11, 245, p.y - top + 6);
  p.down(16);
}

export function mileage(rng: Random, lo: number, hi: number, round = 1): number {
  return Math.round(rng.int(lo, hi) / round) * round;
}
