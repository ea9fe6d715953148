/**
 * The unseen-s workshop bill: each service family fills a spec (its own wording, data, head, placements, table kind,
 * totals kind, stamps and notes) and this lays it out and returns the truth.
 */
import { addDays, doc, fd, para, r2, r05, sum, type DateStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Head, type Money, type Rules } from './kit';

export interface WorkLine {
  text: string;
  hours: number;
}
export interface PartLine {
  text: string;
  qty: number;
  unit: number;
  no?: string;
}
export interface Tax {
  label: string;
  rate: number;
  /** What the tax is levied on: everything, or the parts (and passed-on costs) only. */
  on: 'all' | 'parts';
}
export type MetaMode = 'rightblock' | 'rowbox' | 'rowabove' | 'rowbelow' | 'lines' | 'dots';
export type TableMode = 'sections' | 'combined' | 'prose' | 'twin' | 'lump';

export interface ServiceSpec {
  lang: Lang;
  head: Head;
  title: string;
  money: Money;
  /** Hours as the page prints them ("3,5" or "3.5"). */
  decimal: ',' | '.';
  rate: number;
  work: WorkLine[];
  parts: PartLine[];
  /** Passed-on costs (customs clearance, transport, a test fee): in the total, in neither subtotal. */
  extras?: [string, number][];
  taxes: Tax[];
  /** Passed-on costs stand after the tax and outside its base (durchlaufende Posten, outside the scope of VAT). */
  extrasAfterTax?: boolean;
  /** Swiss five-Rappen rounding of the total. */
  round05?: boolean;
  customer: string[];
  meta: [string, string][];
  metaMode: MetaMode;
  tableMode: TableMode;
  rules?: Rules;
  heads: {
    work: string;
    parts: string;
    text: string;
    ptext?: string;
    hours: string;
    qty: string;
    unit: string;
    amount: string;
    type?: [string, string];
    no?: string;
  };
  labels: { labour: string; parts: string; extras?: string; net?: string; total: string; rounding?: string };
  totalsMode: 'none' | 'last' | 'all' | 'labelAbove';
  /** Print the labour and parts subtotals (false: truth records neither). */
  subtotals?: boolean;
  intro?: string;
  after?: string[];
  foot?: string[];
  stampLines?: string[];
  note?: string;
  serif?: boolean;
  truth: { shopName: string; serviceDate: string; serviceMileage?: number };
}

const hrs = (h: number, d: ',' | '.') => h.toFixed(h % 1 === 0 ? 0 : 1).replace('.', d);

export function serviceBill(s: ServiceSpec): Generated {
  const p = new PageBuilder();
  letterhead(p, s.head);
  const m = (n: number) => money(n, s.money);
  const bare = (n: number) => money(n, { ...s.money, pos: 'none' });
  const workAmts = s.work.map((w) => r2(w.hours * s.rate));
  const partAmts = s.parts.map((x) => r2(x.qty * x.unit));
  const labour = sum(workAmts);
  const parts = sum(partAmts);
  const extras = sum((s.extras ?? []).map((e) => e[1]));
  const taxed = s.extrasAfterTax ? 0 : extras;
  const taxLines = s.taxes.map((t) => [t.label, r2(((t.on === 'all' ? labour + parts + taxed : parts + taxed) * t.rate) / 100)] as [string, number]);
  const gross = r2(labour + parts + extras + sum(taxLines.map((t) => t[1])));
  const total = s.round05 ? r05(gross) : gross;

  // Customer and meta.
  const top = p.y;
  s.customer.forEach((l, i) => p.text(50, l, { y: top + i * 12, size: 9.5, serif: s.serif }));
  let y = top + s.customer.length * 12 + 8;
  switch (s.metaMode) {
    case 'rightblock':
      s.meta.forEach(([l, v], i) => {
        p.text(340, l, { y: top + i * 12, size: 8.5 });
        p.text(545, v, { y: top + i * 12, size: 9, align: 'right' });
      });
      y = Math.max(y, top + s.meta.length * 12 + 8);
      break;
    case 'lines':
      s.meta.forEach(([l, v], i) => field(p, 50, y + i * 13, l, v, 'left', 110));
      y += s.meta.length * 13 + 4;
      break;
    case 'dots':
      s.meta.forEach(([l, v], i) => field(p, 50, y + i * 15, l, v, 'dots', 120, 10));
      y += s.meta.length * 15 + 4;
      break;
    default: {
      const mode = s.metaMode === 'rowbox' ? 'box' : s.metaMode === 'rowabove' ? 'above' : 'below';
      const w = Math.floor(495 / Math.min(s.meta.length, 4));
      s.meta.forEach(([l, v], i) => field(p, 50 + (i % 4) * w, y + 14 + Math.floor(i / 4) * 32, l, v, mode, w - 4));
      y += 14 + Math.ceil(s.meta.length / 4) * 32;
    }
  }
  p.y = y + 14;
  p.text(50, s.title, { size: 13, bold: true, serif: s.serif });
  p.down(18);
  if (s.intro) {
    para(p, 50, s.intro, 95, { serif: s.serif });
    p.down(4);
  }

  const H = s.heads;
  const sub = s.subtotals !== false;
  const wrows = s.work.map((w, i) => [w.text, hrs(w.hours, s.decimal), bare(workAmts[i])]);
  const prows = s.parts.map((x, i) => [String(x.qty), x.text, bare(x.unit), bare(partAmts[i])]);
  switch (s.tableMode) {
    case 'sections':
      p.text(50, H.work, { size: 10, bold: true }).down(14);
      table(
        p,
        [
          { x: 56, head: H.text },
          { x: 410, head: H.hours, align: 'right' },
          { x: 540, head: H.amount, align: 'right' },
        ],
        wrows,
        { rules: s.rules },
      );
      if (sub) totals(p, 330, 540, [[s.labels.labour, m(labour)]], { size: 9 });
      p.down(6).text(50, H.parts, { size: 10, bold: true }).down(14);
      table(
        p,
        [
          { x: 64, head: H.qty, align: 'right' },
          { x: 80, head: H.ptext ?? H.text },
          { x: 450, head: H.unit, align: 'right' },
          { x: 540, head: H.amount, align: 'right' },
        ],
        prows,
        { rules: s.rules },
      );
      if (sub) totals(p, 330, 540, [[s.labels.parts, m(parts)]], { size: 9 });
      break;
    case 'combined': {
      const [tw, tp] = H.type ?? ['L', 'P'];
      const rows = [
        ...s.work.map((w, i) => [tw, w.text, hrs(w.hours, s.decimal), bare(s.rate), bare(workAmts[i])]),
        ...s.parts.map((x, i) => [tp, x.text, String(x.qty), bare(x.unit), bare(partAmts[i])]),
      ];
      table(
        p,
        [
          { x: 52, head: '' },
          { x: 70, head: H.text },
          { x: 380, head: `${H.hours}/${H.qty}`, align: 'right' },
          { x: 460, head: H.unit, align: 'right' },
          { x: 540, head: H.amount, align: 'right' },
        ],
        rows,
        {
          rules: s.rules,
        },
      );
      break;
    }
    case 'prose':
      p.text(50, H.work, { size: 10, bold: true }).down(14);
      for (const w of s.work) {
        p.text(56, `– ${w.text}`, { size: 9.5, serif: s.serif });
        p.down(13);
      }
      if (sub)
        p.text(56, `${s.labels.labour} (${hrs(sum(s.work.map((w) => w.hours)), s.decimal)} ${H.hours} à ${bare(s.rate)})`, { size: 9.5 }).text(540, m(labour), {
          align: 'right',
          size: 9.5,
        });
      p.down(22).text(50, H.parts, { size: 10, bold: true }).down(14);
      table(
        p,
        [
          { x: 56, head: H.no ?? '' },
          { x: 140, head: H.ptext ?? H.text },
          { x: 400, head: H.qty, align: 'right' },
          { x: 470, head: H.unit, align: 'right' },
          { x: 540, head: H.amount, align: 'right' },
        ],
        s.parts.map((x, i) => [x.no ?? '', x.text, String(x.qty), bare(x.unit), bare(partAmts[i])]),
        { rules: s.rules },
      );
      if (sub) totals(p, 330, 540, [[s.labels.parts, m(parts)]], { size: 9 });
      break;
    case 'twin': {
      const y0 = p.y;
      p.text(50, H.work, { size: 10, bold: true });
      p.text(305, H.parts, { size: 10, bold: true });
      p.box(297, y0 - 12, 0.01, Math.max(s.work.length, s.parts.length) * 13 + 46);
      p.y = y0 + 16;
      s.work.forEach((w, i) => {
        p.text(50, w.text, { y: p.y + i * 13, size: 8.5 });
        p.text(288, bare(workAmts[i]), { y: p.y + i * 13, size: 8.5, align: 'right' });
      });
      s.parts.forEach((x, i) => {
        p.text(305, `${x.qty} ${x.text}`.replace(/^1 /, ''), { y: p.y + i * 13, size: 8.5 });
        p.text(545, bare(partAmts[i]), { y: p.y + i * 13, size: 8.5, align: 'right' });
      });
      p.y += Math.max(s.work.length, s.parts.length) * 13 + 8;
      if (sub) {
        p.text(50, s.labels.labour, { size: 9, bold: true }).text(288, m(labour), { size: 9, bold: true, align: 'right' });
        p.text(305, s.labels.parts, { size: 9, bold: true }).text(545, m(parts), { size: 9, bold: true, align: 'right' });
      }
      p.down(26);
      break;
    }
    case 'lump':
      // Work lines only with amounts; parts inside the work (plater, trimmer): one list, no split.
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

  // Totals block.
  const rows: [string, string][] = [];
  if (sub && s.tableMode === 'combined') {
    rows.push([s.labels.labour, m(labour)], [s.labels.parts, m(parts)]);
  }
  if (!s.extrasAfterTax) for (const [l, a] of s.extras ?? []) rows.push([l, m(a)]);
  if (s.labels.net) rows.push([s.labels.net, m(r2(labour + parts + taxed))]);
  for (const [l, a] of taxLines) rows.push([l, m(a)]);
  if (s.extrasAfterTax) for (const [l, a] of s.extras ?? []) rows.push([l, m(a)]);
  if (s.round05 && s.labels.rounding && total !== gross) rows.push([s.labels.rounding, m(r2(total - gross))]);
  rows.push([s.labels.total, m(total)]);
  p.down(6);
  totals(p, 340, 540, rows, { box: s.totalsMode });
  p.down(8);
  for (const a of s.after ?? []) {
    para(p, 50, a, 100, { size: 8.5, serif: s.serif, step: 11 });
  }
  if (s.stampLines) stamp(p, 360, Math.min(p.y + 6, 680), s.stampLines);
  if (s.note) pencil(p, 70, Math.min(p.y + 40, 730), s.note);
  if (s.foot) footer(p, s.foot);

  const truth: Generated['truth'] = {
    documentType: 'service',
    serviceDate: s.truth.serviceDate,
    shopName: s.truth.shopName,
    ...(s.truth.serviceMileage !== undefined ? { serviceMileage: s.truth.serviceMileage } : {}),
    ...(sub && s.tableMode !== 'lump' ? { laborCost: labour, partsCost: parts } : {}),
    totalCost: total,
    workPerformed: s.work.map((w) => w.text),
    ...(s.parts.length ? { partsUsed: s.parts.map((x) => x.text) } : {}),
  };
  return doc(p, s.lang, truth);
}

/** Convenience for families: work lines from a list with hours drawn in steps of 0.5. */
export function pickWork(rng: Random, list: readonly string[], n: number, lo = 1, hi = 8): WorkLine[] {
  return rng.some(list, n).map((text) => ({ text, hours: rng.int(lo * 2, hi * 2) / 2 }));
}
/** Parts from [text, price] pairs with small quantities. */
export function pickParts(rng: Random, list: readonly (readonly [string, number])[], n: number, scale = 1): PartLine[] {
  return rng.some(list, n).map(([text, price]) => ({ text, qty: price < 40 ? rng.int(1, 4) : 1, unit: r2(price * scale * (0.85 + rng.next() * 0.3)) }));
}

export { addDays, fd, type DateStyle };
