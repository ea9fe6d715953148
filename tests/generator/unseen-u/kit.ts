/**
 * The unseen-u author's kit: money of small currencies (lire, Luxembourg and Belgian francs without cents), letterheads
 * of several eras, label placements (codes with a legend, boxes, captions under values), and one workshop bill that
 * lays out a family's spec as a carbon job card, a typed letter, a dot-matrix print-out or a modern PDF.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, sum, wrap, type DateStyle, type NumStyle } from '../paper-kit';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export { PageBuilder };

export interface Cash {
  cur: string;
  style: NumStyle;
  pos: 'pre' | 'post' | 'none';
  /** No cents at all (lire, francs of the era). */
  whole?: boolean;
  /** Whole amounts as 1.234,– */
  dash?: boolean;
}
export function cash(n: number, c: Cash): string {
  let s = num(n, c.style);
  if (c.whole) s = s.slice(0, -3);
  else if (c.dash && s.endsWith('00')) s = `${s.slice(0, -2)}–`;
  if (c.pos === 'pre') return `${c.cur} ${s}`;
  if (c.pos === 'post') return `${s} ${c.cur}`;
  return s;
}
export const roundTo = (c: Cash) => (n: number) => (c.whole ? Math.round(n) : r2(n));

export type HeadKind = 'centre' | 'left' | 'right' | 'band' | 'frame' | 'caps';
export interface Head {
  kind: HeadKind;
  name: string;
  sub?: string;
  lines: string[];
  serif?: boolean;
}
export function head(p: PageBuilder, h: Head) {
  const serif = h.serif;
  p.y = 56;
  switch (h.kind) {
    case 'centre':
      p.text(297, h.name, { size: 16, bold: true, serif, align: 'center' });
      if (h.sub) p.down(15).text(297, h.sub, { size: 9, serif, align: 'center' });
      for (const l of h.lines) p.down(11).text(297, l, { size: 8, serif, align: 'center' });
      p.down(9);
      hline(p, 50, 495);
      break;
    case 'left':
      p.text(50, h.name, { size: 15, bold: true, serif });
      if (h.sub) p.down(13).text(50, h.sub, { size: 8.5, serif });
      for (const l of h.lines) p.down(10.5).text(50, l, { size: 7.8, serif });
      break;
    case 'right':
      p.text(545, h.name, { size: 14, bold: true, serif, align: 'right' });
      if (h.sub) p.down(13).text(545, h.sub, { size: 8.5, serif, align: 'right' });
      for (const l of h.lines) p.down(10.5).text(545, l, { size: 7.8, serif, align: 'right' });
      break;
    case 'band':
      p.box(36, 28, 523, 40, true);
      p.text(48, h.name, { y: 53, size: 15, bold: true, serif });
      if (h.sub) p.text(547, h.sub, { y: 52, size: 8.5, align: 'right' });
      p.y = 80;
      p.text(48, h.lines.join(' | '), { size: 7.2 });
      break;
    case 'frame': {
      p.box(48, 30, 250, 20 + h.lines.length * 10 + (h.sub ? 12 : 0));
      p.text(58, h.name, { y: 46, size: 12.5, bold: true, serif });
      p.y = 46;
      if (h.sub) p.down(12).text(58, h.sub, { size: 8, serif });
      for (const l of h.lines) p.down(10).text(58, l, { size: 7.5 });
      break;
    }
    case 'caps':
      p.text(50, h.name.toUpperCase(), { size: 11, bold: true });
      if (h.sub) p.down(12).text(50, h.sub.toUpperCase(), { size: 8 });
      for (const l of h.lines) p.down(10).text(50, l.toUpperCase(), { size: 8 });
      p.down(6).text(50, '='.repeat(92), { size: 8 });
      break;
  }
  p.down(26);
}

/** A label/value pair: beside, above, in a box, caption under the value, or behind a numbered code (legend printed elsewhere). */
export type Place = 'beside' | 'above' | 'box' | 'under' | 'code';
export function pair(p: PageBuilder, x: number, y: number, label: string, value: string, place: Place, w = 120, size = 9.3) {
  switch (place) {
    case 'beside':
      p.text(x, label, { y, size: size - 0.6 });
      p.text(x + w, value, { y, size });
      break;
    case 'above':
      p.text(x, label, { y, size: 6.8 });
      p.text(x, value, { y: y + 11.5, size });
      break;
    case 'box':
      p.box(x, y - 10, w, 25);
      p.text(x + 3, label, { y: y - 2.5, size: 5.8 });
      p.text(x + 3, value, { y: y + 10.5, size });
      break;
    case 'under':
      p.text(x, value, { y, size });
      p.box(x, y + 3, w - 10, 0.01);
      p.text(x, label, { y: y + 11, size: 6.3 });
      break;
    case 'code':
      p.box(x, y - 9, 16, 13);
      p.text(x + 8, label, { y: y + 1, size: 7, bold: true, align: 'center' });
      p.text(x + 21, value, { y, size });
      break;
  }
}

export function stamp(p: PageBuilder, x: number, y: number, lines: string[], w = 140) {
  p.box(x, y, w, 12 + lines.length * 12);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + 15 + i * 12, size: i === 0 ? 10.5 : 8, bold: i === 0, align: 'center' }));
}

export function smallprint(p: PageBuilder, lines: string[], align: 'left' | 'center' = 'center') {
  p.box(50, 792 - lines.length * 9, 495, 0.01);
  lines.forEach((l, i) => p.text(align === 'center' ? 297 : 50, l, { y: 802 - lines.length * 9 + i * 9, size: 6.4, align }));
}

export function prose(p: PageBuilder, x: number, text: string, width: number, size = 9.5, serif = false, step = 12.5) {
  for (const l of wrap(text, width)) {
    p.text(x, l, { size, serif });
    p.down(step);
  }
}

export interface Job {
  text: string;
  hours: number;
  code?: string;
}
export interface Part {
  text: string;
  qty: number;
  unit: number;
  no?: string;
}
export type Layout = 'jobcard' | 'letter' | 'matrix' | 'modern' | 'twocol';

export interface BillSpec {
  lang: Lang;
  head: Head;
  title: string;
  cash: Cash;
  dec: ',' | '.';
  rate: number;
  /** Labour as a flat amount per line instead of hours × rate. */
  flat?: boolean;
  jobs: Job[];
  parts: Part[];
  /** Sundries passed on, outside both subtotals (in the total). */
  extras?: [string, number][];
  /** Taxes on the net; empty for tax-free paper (Forces, Guernsey, Gibraltar, Bermuda). */
  taxes: { label: string; rate: number }[];
  /** A note where no tax is charged. */
  noTax?: string;
  round05?: boolean;
  to: string[];
  meta: [string, string][];
  place: Place;
  /** Legend for `code` meta: printed under the block. */
  legend?: string;
  layout: Layout;
  words: { jobs: string; parts: string; desc: string; hrs: string; qty: string; unit: string; amt: string; no?: string; pos?: string };
  sums: { jobs: string; parts: string; net?: string; total: string; extras?: string };
  /** Totals: a boxed list, a shaded last line, or a caption over the amount. */
  totalsStyle: 'box' | 'band' | 'caption' | 'plain';
  intro?: string;
  after?: string[];
  foot?: string[];
  stampLines?: string[];
  serif?: boolean;
  truth: { shopName: string; serviceDate: string; serviceMileage?: number };
  /** Print no split (one list, no subtotals): truth then records neither subtotal nor parts. */
  noSplit?: boolean;
}

export function bill(s: BillSpec): Generated {
  const p = new PageBuilder();
  const rd = roundTo(s.cash);
  const m = (n: number) => cash(n, s.cash);
  const h = (n: number) => (s.dec === ',' ? String(n).replace('.', ',') : String(n));
  const jobAmt = s.jobs.map((j) => rd(j.hours * s.rate));
  const partAmt = s.parts.map((q) => rd(q.qty * q.unit));
  const labour = s.cash.whole ? jobAmt.reduce((a, b) => a + b, 0) : sum(jobAmt);
  const parts = s.cash.whole ? partAmt.reduce((a, b) => a + b, 0) : sum(partAmt);
  const extras = s.extras ?? [];
  const net = rd(labour + parts + extras.reduce((a, [, v]) => a + v, 0));
  const taxAmts = s.taxes.map((t) => rd((net * t.rate) / 100));
  let total = rd(net + taxAmts.reduce((a, b) => a + b, 0));
  const rounded = s.round05 ? Math.round(total * 20) / 20 : total;
  const serif = s.serif;
  const caps = s.layout === 'matrix';
  const up = (t: string) => (caps ? t.toUpperCase() : t);

  head(p, s.head);
  // Addressee left, meta right or below
  const top = p.y;
  s.to.forEach((l, i) => p.text(s.layout === 'letter' ? 60 : 52, up(l), { y: top + i * 12, size: 9.5, serif }));
  let y = top + s.to.length * 12 + 16;
  if (s.place === 'beside' && s.layout !== 'modern') {
    s.meta.forEach(([l, v], i) => pair(p, 330, top + i * 12.5, up(l), v, 'beside', 95, 9));
    y = Math.max(y, top + s.meta.length * 12.5 + 10);
  } else {
    const per = s.place === 'code' ? 2 : 4;
    const w = s.place === 'code' ? 247 : 123;
    s.meta.forEach(([l, v], i) => {
      const col = i % per;
      const rowN = Math.floor(i / per);
      pair(p, 50 + col * w, y + 12 + rowN * 29, l, v, s.place, w - 4, 9);
    });
    y += 12 + Math.ceil(s.meta.length / per) * 29;
    if (s.legend) {
      for (const l of wrap(s.legend, 120)) {
        p.text(50, l, { y: y - 4, size: 6.5 });
        y += 8;
      }
    }
  }
  p.y = y + 12;
  p.text(s.layout === 'letter' ? 60 : 50, up(s.title), { size: s.layout === 'letter' ? 11 : 13, bold: true, serif });
  p.down(18);
  if (s.intro) {
    prose(p, s.layout === 'letter' ? 60 : 50, s.intro, 100, 9.3, serif);
    p.down(4);
  }
  const W = s.words;
  const workTruth = s.jobs.map((j) => j.text);
  const partTruth = s.parts.map((q) => q.text);

  if (s.layout === 'jobcard' || s.layout === 'modern') {
    // One table with position numbers, sections for labour then parts, a subtotal under each.
    const grid = s.layout === 'jobcard';
    const cols = { pos: 56, code: 80, desc: grid ? 130 : 84, hrs: 360, qty: 360, unit: 440, amt: 540 };
    const rowLine = (cells: [number, string, 'left' | 'right' | 'center'][], bold = false) => {
      if (grid) p.box(48, p.y - 10, 499, 14);
      for (const [x, t, align] of cells) if (t) p.text(x, t, { size: 8.6, bold, align });
      p.down(14);
    };
    if (grid) p.box(48, p.y - 10, 499, 14, true);
    else p.box(48, p.y - 10, 499, 14, true);
    for (const [x, t, a] of [
      [cols.pos, W.pos ?? 'Pos', 'left'],
      ...(grid ? [[cols.code, W.no ?? 'Code', 'left']] : []),
      [cols.desc + (grid ? 0 : 4), W.desc, 'left'],
      [cols.hrs, `${W.hrs} / ${W.qty}`, 'right'],
      [cols.unit, W.unit, 'right'],
      [cols.amt, W.amt, 'right'],
    ] as [number, string, 'left' | 'right'][])
      p.text(x, t, { size: 8, bold: true, align: a });
    p.down(15);
    let pos = 1;
    rowLine([[cols.desc, W.jobs, 'left']], true);
    s.jobs.forEach((j, i) =>
      rowLine([
        [cols.pos, String(pos++), 'left'],
        [cols.code, grid ? (j.code ?? '') : '', 'left'],
        [cols.desc + (grid ? 0 : 4), j.text, 'left'],
        [cols.hrs, s.flat ? '' : h(j.hours), 'right'],
        [cols.unit, s.flat ? '' : m(s.rate), 'right'],
        [cols.amt, m(jobAmt[i]), 'right'],
      ]),
    );
    rowLine(
      [
        [cols.desc + 180, s.sums.jobs, 'left'],
        [cols.amt, m(labour), 'right'],
      ],
      true,
    );
    if (s.parts.length) {
      rowLine([[cols.desc, W.parts, 'left']], true);
      s.parts.forEach((q, i) =>
        rowLine([
          [cols.pos, String(pos++), 'left'],
          [cols.code, grid ? (q.no ?? '') : '', 'left'],
          [cols.desc + (grid ? 0 : 4), grid || !q.no ? q.text : `${q.text}  (${q.no})`, 'left'],
          [cols.qty, String(q.qty), 'right'],
          [cols.unit, m(q.unit), 'right'],
          [cols.amt, m(partAmt[i]), 'right'],
        ]),
      );
      rowLine(
        [
          [cols.desc + 180, s.sums.parts, 'left'],
          [cols.amt, m(parts), 'right'],
        ],
        true,
      );
    }
  } else if (s.layout === 'matrix') {
    const dash = () => {
      p.text(50, '-'.repeat(110), { size: 7.5 });
      p.down(11);
    };
    dash();
    p.text(50, up(W.desc), { size: 8.5 });
    p.text(380, up(W.hrs), { size: 8.5, align: 'right' });
    p.text(460, up(W.unit), { size: 8.5, align: 'right' });
    p.text(540, up(W.amt), { size: 8.5, align: 'right' });
    p.down(10);
    dash();
    p.text(50, up(W.jobs), { size: 8.5 });
    p.down(12);
    s.jobs.forEach((j, i) => {
      p.text(56, `${j.code ? j.code + '  ' : ''}${up(j.text)}`, { size: 8.5 });
      if (!s.flat) p.text(380, h(j.hours), { size: 8.5, align: 'right' });
      if (!s.flat) p.text(460, m(s.rate), { size: 8.5, align: 'right' });
      p.text(540, m(jobAmt[i]), { size: 8.5, align: 'right' });
      p.down(12);
    });
    p.text(300, up(s.sums.jobs), { size: 8.5 });
    p.text(540, m(labour), { size: 8.5, align: 'right' });
    p.down(16);
    if (s.parts.length) {
      p.text(50, up(W.parts), { size: 8.5 });
      p.down(12);
      s.parts.forEach((q, i) => {
        p.text(56, `${q.no ? q.no + '  ' : ''}${up(q.text)}`, { size: 8.5 });
        p.text(380, String(q.qty), { size: 8.5, align: 'right' });
        p.text(460, m(q.unit), { size: 8.5, align: 'right' });
        p.text(540, m(partAmt[i]), { size: 8.5, align: 'right' });
        p.down(12);
      });
      p.text(300, up(s.sums.parts), { size: 8.5 });
      p.text(540, m(parts), { size: 8.5, align: 'right' });
      p.down(12);
    }
    dash();
  } else if (s.layout === 'letter') {
    // Typed: work as a dashed list with its amount, parts with dotted leaders, subtotals indented.
    p.text(60, W.jobs, { size: 9.5, bold: true, serif });
    p.down(14);
    s.jobs.forEach((j, i) => {
      p.text(70, `– ${j.text}${s.flat ? '' : `, ${h(j.hours)} ${W.hrs}`}`, { size: 9.5, serif });
      p.text(530, m(jobAmt[i]), { size: 9.5, serif, align: 'right' });
      p.down(13);
    });
    p.text(330, s.sums.jobs, { size: 9.5, serif });
    p.text(530, m(labour), { size: 9.5, serif, align: 'right' });
    p.down(18);
    if (s.parts.length) {
      p.text(60, W.parts, { size: 9.5, bold: true, serif });
      p.down(14);
      s.parts.forEach((q, i) => {
        const t = `${q.qty} × ${q.text}`;
        p.text(70, `${t} ${'.'.repeat(Math.max(4, 62 - t.length))}`, { size: 9.5, serif });
        p.text(530, m(partAmt[i]), { size: 9.5, serif, align: 'right' });
        p.down(13);
      });
      p.text(330, s.sums.parts, { size: 9.5, serif });
      p.text(530, m(parts), { size: 9.5, serif, align: 'right' });
      p.down(18);
    }
  } else {
    // twocol: labour on the left half, parts on the right half, each with its own sum.
    const startY = p.y;
    p.text(50, W.jobs, { size: 9, bold: true });
    p.text(300, W.parts, { size: 9, bold: true });
    p.box(48, p.y + 4, 240, 0.01);
    p.box(298, p.y + 4, 249, 0.01);
    p.down(16);
    s.jobs.forEach((j, i) => {
      p.text(50, `${j.text}`, { size: 8.3 });
      p.text(286, m(jobAmt[i]), { size: 8.3, align: 'right' });
      p.down(11);
      if (!s.flat) {
        p.text(58, `${h(j.hours)} ${W.hrs} à ${m(s.rate)}`, { size: 7 });
        p.down(11);
      }
    });
    const leftEnd = p.y;
    p.y = startY + 16;
    s.parts.forEach((q, i) => {
      p.text(300, q.text, { size: 8.3 });
      p.text(545, m(partAmt[i]), { size: 8.3, align: 'right' });
      p.down(11);
      p.text(308, `${q.no ? q.no + ' · ' : ''}${q.qty} ${W.qty} à ${m(q.unit)}`, { size: 7 });
      p.down(11);
    });
    p.y = Math.max(p.y, leftEnd) + 4;
    p.box(48, p.y - 9, 240, 0.01);
    p.box(298, p.y - 9, 249, 0.01);
    p.text(50, s.sums.jobs, { size: 8.8, bold: true });
    p.text(286, m(labour), { size: 8.8, bold: true, align: 'right' });
    p.text(300, s.sums.parts, { size: 8.8, bold: true });
    p.text(545, m(parts), { size: 8.8, bold: true, align: 'right' });
    p.down(20);
  }

  // Totals
  const rows: [string, string][] = [];
  if (s.sums.net) rows.push([s.sums.net, m(rd(labour + parts))]);
  for (const [l, v] of extras) rows.push([l, m(v)]);
  if (extras.length && s.sums.extras) rows.push([s.sums.extras, m(net)]);
  s.taxes.forEach((t, i) => rows.push([t.label, m(taxAmts[i])]));
  if (s.round05 && rounded !== total) rows.push([s.lang === 'de' ? 'Rundung' : 'Rounding', m(r2(rounded - total))]);
  total = rounded;
  rows.push([s.sums.total, m(total)]);
  const xl = s.layout === 'letter' ? 330 : 340;
  const xv = s.layout === 'letter' ? 530 : 540;
  p.down(4);
  if (s.totalsStyle === 'box') p.box(xl - 8, p.y - 12, xv - xl + 16, rows.length * 14 + 6);
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    if (last && s.totalsStyle === 'caption') {
      p.down(4);
      p.box(xl - 8, p.y - 10, xv - xl + 16, 32, true);
      p.text(xl, up(l), { size: 7.5, bold: true });
      p.down(15).text(xv, v, { size: 11.5, bold: true, align: 'right' });
      p.down(20);
      return;
    }
    if (last && s.totalsStyle === 'band') p.box(xl - 8, p.y - 11, xv - xl + 16, 16, true);
    p.text(xl, up(l), { size: 9.3, bold: last, serif });
    p.text(xv, v, { size: 9.3, bold: last, serif, align: 'right' });
    p.down(last ? 20 : 14);
  });
  if (s.noTax) {
    prose(p, 50, s.noTax, 110, 8, serif, 10);
  }
  p.down(6);
  for (const a of s.after ?? []) prose(p, s.layout === 'letter' ? 60 : 50, a, 105, 8.8, serif, 11.5);
  if (s.stampLines) stamp(p, 380, Math.min(p.y + 6, 700), s.stampLines);
  if (s.foot) smallprint(p, s.foot);

  const truth: Generated['truth'] = { documentType: 'service', ...s.truth, totalCost: total, workPerformed: workTruth };
  if (!s.noSplit) Object.assign(truth, { laborCost: labour, partsCost: parts, partsUsed: partTruth });
  return doc(p, s.lang, truth);
}

/** `n` jobs from a list with hours in quarter hours between lo and hi. */
export function jobs(
  rng: { some<T>(xs: readonly T[], n: number): T[]; int(a: number, b: number): number },
  list: string[],
  n: number,
  lo = 1,
  hi = 8,
  codes?: string[],
): Job[] {
  return rng.some(list, n).map((text, i) => ({ text, hours: rng.int(lo * 4, hi * 4) / 4, code: codes?.[i] }));
}
export function parts(
  rng: { some<T>(xs: readonly T[], n: number): T[]; int(a: number, b: number): number },
  list: [string, number, string?][],
  n: number,
): Part[] {
  // Dear parts come singly; only the cheaper half of the list is ever taken twice.
  const cheap = [...list].map(([, u]) => u).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return rng.some(list, n).map(([text, unit, no]) => ({ text, unit, qty: unit < cheap ? rng.int(1, 2) : 1, no }));
}

export { fd, type DateStyle, r2 };
