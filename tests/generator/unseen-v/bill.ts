/**
 * The unseen-v job card and workshop bill: each service family fills a spec (its own head, wording, placements, table
 * kind, totals band, stamps and notes) and this lays it out and returns the truth. Layout primitives come from the
 * unseen-s author's kit; the arrangement of the page is this set's own.
 */
import { doc, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';
import {
  field,
  footer,
  letterhead,
  money,
  PageBuilder,
  pencil,
  stamp,
  table,
  totals,
  type FieldMode,
  type Head,
  type Money,
  type Rules,
} from '../unseen-s/kit';
import type { PartLine, Tax, WorkLine } from '../unseen-s/bill';

// The lines of a bill are the unseen-s author's shapes; the families here name them through this file.
export type { PartLine, Tax, WorkLine };

/** How the job's facts are placed: a grid of cells (boxed, label above, label below), a right-hand block, or lines. */
export type MetaMode = 'box' | 'above' | 'below' | 'right' | 'lines' | 'twocol';
/**
 * The body: `split` labour table then parts table; `coded` one table with a L/P column; `jobcard` the work as
 * numbered instructions with hours, one labour line (hours × rate), then parts; `side` labour and parts side by side;
 * `lump` one list without a split.
 */
export type Body = 'split' | 'coded' | 'jobcard' | 'side' | 'lump';

export interface BillSpec {
  lang: Lang;
  head: Head;
  title: string;
  titleAt: 'left' | 'center' | 'right';
  money: Money;
  decimal: ',' | '.';
  rate: number;
  work: WorkLine[];
  parts: PartLine[];
  taxes: Tax[];
  /** Sundries (shop supplies, freight): in the net and its tax, in neither subtotal. */
  extras?: [string, number][];
  customer: string[];
  customerLabel?: string;
  meta: [string, string][];
  metaMode: MetaMode;
  body: Body;
  rules: Rules;
  heads: { work: string; parts: string; text: string; hours: string; qty: string; unit: string; amount: string; code?: [string, string]; no?: string };
  labels: { labour: string; parts: string; net?: string; total: string; hoursLine?: string };
  totalsMode: 'none' | 'last' | 'all' | 'labelAbove';
  /** Print labour and parts subtotals (false: truth records neither). */
  subtotals: boolean;
  intro?: string;
  after?: string[];
  foot?: string[];
  stampLines?: string[];
  note?: string;
  serif?: boolean;
  truth: { shopName: string; serviceDate: string; serviceMileage?: number };
}

const hrs = (h: number, d: ',' | '.') => h.toFixed(h % 1 === 0 ? 0 : 1).replace('.', d);

export function bill(s: BillSpec): Generated {
  const p = new PageBuilder();
  letterhead(p, s.head);
  const m = (n: number) => money(n, s.money);
  const bare = (n: number) => money(n, { ...s.money, pos: 'none' });
  const workAmts = s.work.map((w) => r2(w.hours * s.rate));
  const partAmts = s.parts.map((x) => r2(x.qty * x.unit));
  const labour = sum(workAmts);
  const parts = sum(partAmts);
  const extras = sum((s.extras ?? []).map((e) => e[1]));
  const net = r2(labour + parts + extras);
  const taxLines = s.taxes.map((t) => [t.label, r2(((t.on === 'all' ? net : parts + extras) * t.rate) / 100)] as [string, number]);
  const total = r2(net + sum(taxLines.map((t) => t[1])));

  // Title.
  const tx = s.titleAt === 'left' ? 50 : s.titleAt === 'center' ? 297 : 545;
  p.text(tx, s.title, { size: 14, bold: true, serif: s.serif, align: s.titleAt });
  p.down(22);

  // Customer and facts.
  const top = p.y;
  if (s.customerLabel) p.text(50, s.customerLabel, { y: top - 10, size: 6.5 });
  s.customer.forEach((l, i) => p.text(50, l, { y: top + i * 12, size: 9.5, serif: s.serif }));
  let y = top + s.customer.length * 12 + 14;
  switch (s.metaMode) {
    case 'right':
      s.meta.forEach(([l, v], i) => {
        p.text(330, l, { y: top + i * 13, size: 8.5 });
        p.text(440, v, { y: top + i * 13, size: 9 });
      });
      y = Math.max(y, top + s.meta.length * 13 + 10);
      break;
    case 'lines':
      s.meta.forEach(([l, v], i) => field(p, 50, y + i * 13, `${l}:`, v, 'left', 120));
      y += s.meta.length * 13 + 6;
      break;
    case 'twocol': {
      const half = Math.ceil(s.meta.length / 2);
      s.meta.forEach(([l, v], i) => field(p, i < half ? 50 : 305, y + (i % half) * 14, l, v, 'left', 95));
      y += half * 14 + 6;
      break;
    }
    default: {
      const mode: FieldMode = s.metaMode;
      const per = Math.min(s.meta.length, 4);
      const w = Math.floor(495 / per);
      s.meta.forEach(([l, v], i) => field(p, 50 + (i % per) * w, y + 12 + Math.floor(i / per) * 32, l, v, mode, w - 4));
      y += 12 + Math.ceil(s.meta.length / per) * 32;
    }
  }
  p.y = y + 6;
  if (s.intro) {
    para(p, 50, s.intro, 100, { size: 9, serif: s.serif });
    p.down(4);
  }

  const H = s.heads;
  const sub = s.subtotals;
  switch (s.body) {
    case 'split':
      p.text(50, H.work, { size: 9.5, bold: true }).down(14);
      table(
        p,
        [
          { x: 56, head: H.text },
          { x: 420, head: H.hours, align: 'right' },
          { x: 540, head: H.amount, align: 'right' },
        ],
        s.work.map((w, i) => [w.text, hrs(w.hours, s.decimal), bare(workAmts[i])]),
        { rules: s.rules },
      );
      if (sub) totals(p, 340, 540, [[s.labels.labour, m(labour)]], { size: 9 });
      p.down(4);
      p.text(50, H.parts, { size: 9.5, bold: true }).down(14);
      table(
        p,
        [
          ...(H.no ? [{ x: 56, head: H.no }] : []),
          { x: H.no ? 130 : 56, head: H.text },
          { x: 380, head: H.qty, align: 'right' as const },
          { x: 460, head: H.unit, align: 'right' as const },
          { x: 540, head: H.amount, align: 'right' as const },
        ],
        s.parts.map((x, i) => [...(H.no ? [x.no ?? ''] : []), x.text, String(x.qty), bare(x.unit), bare(partAmts[i])]),
        { rules: s.rules },
      );
      if (sub) totals(p, 340, 540, [[s.labels.parts, m(parts)]], { size: 9 });
      break;
    case 'coded': {
      const [cl, cp] = H.code ?? ['L', 'P'];
      const tx = 62 + Math.max(cl.length, cp.length) * 6;
      table(
        p,
        [
          { x: 54, head: '' },
          { x: tx, head: H.text },
          { x: 390, head: `${H.hours}/${H.qty}`, align: 'right' },
          { x: 465, head: H.unit, align: 'right' },
          { x: 540, head: H.amount, align: 'right' },
        ],
        [
          ...s.work.map((w, i) => [cl, w.text, hrs(w.hours, s.decimal), bare(s.rate), bare(workAmts[i])]),
          ...s.parts.map((x, i) => [cp, x.text, String(x.qty), bare(x.unit), bare(partAmts[i])]),
        ],
        { rules: s.rules },
      );
      break;
    }
    case 'jobcard': {
      p.text(50, H.work, { size: 9.5, bold: true }).down(14);
      s.work.forEach((w, i) => {
        p.text(56, `${i + 1}.`, { size: 9 })
          .text(72, w.text, { size: 9 })
          .text(540, hrs(w.hours, s.decimal), { size: 9, align: 'right' });
        p.down(13);
      });
      const h = s.work.reduce((a, w) => a + w.hours, 0);
      p.down(2);
      p.text(72, `${s.labels.hoursLine ?? 'Hours'} ${hrs(h, s.decimal)} × ${bare(s.rate)}`, { size: 9 });
      if (sub) p.text(340, s.labels.labour, { size: 9, bold: true }).text(540, m(labour), { size: 9, bold: true, align: 'right' });
      else p.text(540, bare(labour), { size: 9, align: 'right' });
      p.down(20);
      p.text(50, H.parts, { size: 9.5, bold: true }).down(14);
      table(
        p,
        [
          { x: 56, head: H.qty },
          { x: 90, head: H.text },
          { x: 460, head: H.unit, align: 'right' },
          { x: 540, head: H.amount, align: 'right' },
        ],
        s.parts.map((x, i) => [String(x.qty), x.text, bare(x.unit), bare(partAmts[i])]),
        { rules: s.rules },
      );
      if (sub) totals(p, 340, 540, [[s.labels.parts, m(parts)]], { size: 9 });
      break;
    }
    case 'side': {
      const y0 = p.y;
      p.text(50, H.work, { size: 9.5, bold: true });
      p.text(305, H.parts, { size: 9.5, bold: true });
      const n = Math.max(s.work.length, s.parts.length);
      p.box(297, y0 - 12, 0.01, n * 13 + 44);
      p.y = y0 + 16;
      s.work.forEach((w, i) => {
        p.text(50, w.text, { y: p.y + i * 13, size: 8 });
        p.text(288, bare(workAmts[i]), { y: p.y + i * 13, size: 8, align: 'right' });
      });
      s.parts.forEach((x, i) => {
        p.text(305, x.text, { y: p.y + i * 13, size: 8 });
        p.text(545, bare(partAmts[i]), { y: p.y + i * 13, size: 8, align: 'right' });
      });
      p.y += n * 13 + 8;
      if (sub) {
        p.text(50, s.labels.labour, { size: 9, bold: true }).text(288, m(labour), { size: 9, bold: true, align: 'right' });
        p.text(305, s.labels.parts, { size: 9, bold: true }).text(545, m(parts), { size: 9, bold: true, align: 'right' });
      }
      p.down(24);
      break;
    }
    case 'lump':
      table(
        p,
        [
          { x: 56, head: H.text },
          { x: 540, head: H.amount, align: 'right' },
        ],
        [...s.work.map((w, i) => [w.text, bare(workAmts[i])]), ...s.parts.map((x, i) => [x.text, bare(partAmts[i])])],
        { rules: s.rules },
      );
      break;
  }

  const rows: [string, string][] = [];
  if (sub && s.body === 'coded') rows.push([s.labels.labour, m(labour)], [s.labels.parts, m(parts)]);
  for (const [l, a] of s.extras ?? []) rows.push([l, m(a)]);
  if (s.labels.net) rows.push([s.labels.net, m(net)]);
  for (const [l, a] of taxLines) rows.push([l, m(a)]);
  rows.push([s.labels.total, m(total)]);
  p.down(6);
  totals(p, 330, 540, rows, { box: s.totalsMode });
  p.down(6);
  for (const a of s.after ?? []) para(p, 50, a, 100, { size: 8.5, serif: s.serif, step: 11 });
  if (s.stampLines) stamp(p, 380, Math.min(p.y + 8, 690), s.stampLines);
  if (s.note) pencil(p, 64, Math.min(p.y + 44, 740), s.note, 12);
  if (s.foot) footer(p, s.foot);

  return doc(p, s.lang, {
    documentType: 'service',
    serviceDate: s.truth.serviceDate,
    shopName: s.truth.shopName,
    ...(s.truth.serviceMileage !== undefined ? { serviceMileage: s.truth.serviceMileage } : {}),
    ...(sub && s.body !== 'lump' ? { laborCost: labour, partsCost: parts } : {}),
    totalCost: total,
    workPerformed: s.work.map((w) => w.text),
    ...(s.parts.length && s.body !== 'lump' ? { partsUsed: s.parts.map((x) => x.text) } : {}),
  });
}

export function pickWork(rng: Random, list: readonly string[], n: number, lo = 1, hi = 6): WorkLine[] {
  return rng.some(list, n).map((text) => ({ text, hours: rng.int(lo * 2, hi * 2) / 2 }));
}
export function pickParts(rng: Random, list: readonly (readonly [string, number])[], n: number): PartLine[] {
  return rng.some(list, n).map(([text, price]) => ({ text, qty: price < 30 ? rng.int(1, 4) : 1, unit: r2(price * (0.85 + rng.next() * 0.3)) }));
}
