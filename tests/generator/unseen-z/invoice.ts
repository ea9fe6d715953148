/**
 * The unseen-z invoice: bills written by mobile mechanics, one-man workshops, club members and friends in a word
 * processor or on a pad. Each service family fills a spec (head, wording, where the facts stand, the body's shape, the
 * totals' shape, notes with numbers that are not the bill's) and this lays it out and returns the truth. Placement
 * primitives come from the unseen-s author's kit; the bodies are this set's own.
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

export interface Work {
  text: string;
  hours: number;
}
export interface Part {
  text: string;
  qty: number;
  unit: number;
}
export interface Tax {
  label: string;
  rate: number;
}

/**
 * The body's shape. `pos`: one numbered table, labour lines in hours and parts in pieces, a unit column; `letter`: the
 * work as a list without prices, one labour line (hours × rate), the parts with dotted leaders; `amountFirst`: the amount
 * column at the left, the text at the right; `twoMoney`: one table with a labour and a parts column summed at its foot;
 * `lump`: lump prices per job, no split.
 */
export type Shape = 'pos' | 'letter' | 'amountFirst' | 'twoMoney' | 'lump';
/** The sender: a printed letterhead, or a word-processor page (the sender's name at the top right, a return line). */
export type Sender = { kind: 'head'; head: Head } | { kind: 'wp'; name: string; lines: string[]; at: 'left' | 'right' };
/** Where the facts stand: a block at the right, boxes in a row, labels above or below, plain lines, or a sentence. */
export type Facts = 'right' | 'box' | 'above' | 'below' | 'lines' | 'sentence';
/** The totals: rows at the right, a framed block, a band under its label, or a framed "to pay" box at the left. */
export type TotalsShape = 'rows' | 'framed' | 'band' | 'leftBox';

export interface InvoiceSpec {
  lang: Lang;
  sender: Sender;
  title: string;
  money: Money;
  decimal: ',' | '.';
  rate: number;
  work: Work[];
  parts: Part[];
  taxes: Tax[];
  /** Travel, disposal: in the net, in neither subtotal. */
  extras?: [string, number][];
  customer: string[];
  facts: [string, string][];
  factsAt: Facts;
  /** The sentence for `sentence` facts (and an opening line for letters). */
  opening?: string;
  shape: Shape;
  rules: Rules;
  words: {
    text: string;
    hours: string;
    qty: string;
    unit: string;
    amount: string;
    labourHead?: string;
    partsHead?: string;
    labourCol?: string;
    partsCol?: string;
    pos?: string;
    hoursUnit?: string;
    pieceUnit?: string;
    labourLine?: string;
  };
  labels: { labour: string; parts: string; net?: string; total: string };
  totalsAt: TotalsShape;
  /** Print labour and parts subtotals (false: the truth records neither). */
  subtotals: boolean;
  notes?: string[];
  foot?: string[];
  stampLines?: string[];
  pencilNote?: string;
  serif?: boolean;
  truth: { shopName: string; serviceDate: string; serviceMileage?: number };
}

const hrs = (h: number, d: ',' | '.') => h.toFixed(h % 1 === 0 ? 0 : 1).replace('.', d);

function sender(p: PageBuilder, s: Sender, serif?: boolean) {
  if (s.kind === 'head') {
    letterhead(p, s.head);
    return;
  }
  // A word-processor page: the sender's name and address as a block, and a small return line over the address window.
  const x = s.at === 'right' ? 545 : 50;
  const align = s.at === 'right' ? 'right' : 'left';
  p.y = 56;
  p.text(x, s.name, { size: 13, bold: true, serif, align });
  s.lines.forEach((l, i) => p.text(x, l, { y: 70 + i * 11, size: 8.5, serif, align }));
  p.y = Math.max(120, 70 + s.lines.length * 11 + 18);
  p.text(50, [s.name, s.lines[0]].join(' · '), { size: 6.5 });
  p.down(14);
}

export function invoice(s: InvoiceSpec): Generated {
  const p = new PageBuilder();
  sender(p, s.sender, s.serif);
  const m = (n: number) => money(n, s.money);
  const bare = (n: number) => money(n, { ...s.money, pos: 'none' });
  const W = s.words;
  const workAmts = s.work.map((w) => r2(w.hours * s.rate));
  const partAmts = s.parts.map((x) => r2(x.qty * x.unit));
  const labour = sum(workAmts);
  const parts = sum(partAmts);
  const extras = sum((s.extras ?? []).map((e) => e[1]));
  const net = r2(labour + parts + extras);
  const taxLines = s.taxes.map((t) => [t.label, r2((net * t.rate) / 100)] as [string, number]);
  const total = r2(net + sum(taxLines.map((t) => t[1])));

  // Address and facts.
  const top = p.y;
  s.customer.forEach((l, i) => p.text(50, l, { y: top + i * 12, size: 10, serif: s.serif }));
  let y = top + s.customer.length * 12 + 18;
  if (s.factsAt === 'right') {
    s.facts.forEach(([l, v], i) => {
      p.text(345, l, { y: top + i * 13, size: 8.5 });
      p.text(545, v, { y: top + i * 13, size: 9, align: 'right' });
    });
    y = Math.max(y, top + s.facts.length * 13 + 14);
  }
  p.y = y;
  p.text(50, s.title, { size: 14, bold: true, serif: s.serif });
  p.down(20);
  switch (s.factsAt) {
    case 'lines':
      s.facts.forEach(([l, v]) => {
        field(p, 50, p.y, `${l}:`, v, 'left', 110);
        p.down(13);
      });
      p.down(6);
      break;
    case 'sentence':
      break;
    case 'right':
      break;
    default: {
      const mode: FieldMode = s.factsAt;
      const per = Math.min(s.facts.length, 4);
      const w = Math.floor(495 / per);
      s.facts.forEach(([l, v], i) => field(p, 50 + (i % per) * w, p.y + 8 + Math.floor(i / per) * 32, l, v, mode, w - 6));
      p.down(8 + Math.ceil(s.facts.length / per) * 32);
    }
  }
  if (s.opening) {
    para(p, 50, s.opening, 98, { size: 9.5, serif: s.serif });
    p.down(6);
  }

  const sub = s.subtotals;
  switch (s.shape) {
    case 'pos': {
      let n = 0;
      table(
        p,
        [
          { x: 54, head: W.pos ?? 'Pos.' },
          { x: 84, head: W.text },
          { x: 372, head: W.qty, align: 'right' },
          { x: 380, head: '' },
          { x: 462, head: W.unit, align: 'right' },
          { x: 541, head: W.amount, align: 'right' },
        ],
        [
          ...s.work.map((w, i) => [String(++n), w.text, hrs(w.hours, s.decimal), W.hoursUnit ?? 'h', bare(s.rate), bare(workAmts[i])]),
          ...s.parts.map((x, i) => [String(++n), x.text, String(x.qty), W.pieceUnit ?? 'St.', bare(x.unit), bare(partAmts[i])]),
        ],
        { rules: s.rules },
      );
      if (sub)
        totals(
          p,
          330,
          541,
          [
            [s.labels.labour, m(labour)],
            [s.labels.parts, m(parts)],
          ],
          { size: 8.5 },
        );
      break;
    }
    case 'letter': {
      p.text(50, W.labourHead ?? '', { size: 10, bold: true, serif: s.serif }).down(14);
      for (const w of s.work) {
        p.text(62, `–  ${w.text}`, { size: 9.5, serif: s.serif });
        p.down(13);
      }
      const h = s.work.reduce((a, w) => a + w.hours, 0);
      p.down(4);
      p.text(62, `${W.labourLine ?? 'Labour'} ${hrs(h, s.decimal)} ${W.hoursUnit ?? 'h'} × ${m(s.rate)}`, { size: 9.5, serif: s.serif });
      p.text(541, m(labour), { size: 9.5, align: 'right', serif: s.serif });
      p.down(22);
      if (s.parts.length) {
        p.text(50, W.partsHead ?? '', { size: 10, bold: true, serif: s.serif }).down(14);
        s.parts.forEach((x, i) => {
          const label = x.qty > 1 ? `${x.qty} × ${x.text}` : x.text;
          p.text(62, `${label} ${'.'.repeat(Math.max(4, 70 - label.length))}`, { size: 9.5, serif: s.serif });
          p.text(541, m(partAmts[i]), { size: 9.5, align: 'right', serif: s.serif });
          p.down(13);
        });
        if (sub) {
          p.box(440, p.y - 9, 101, 0.01);
          p.down(4);
          p.text(330, s.labels.parts, { size: 9.5, serif: s.serif }).text(541, m(parts), { size: 9.5, align: 'right', serif: s.serif });
          p.down(14);
        }
      }
      break;
    }
    case 'amountFirst': {
      const section = (head: string, rows: string[][], label: string, value: number) => {
        p.text(50, head, { size: 9.5, bold: true }).down(14);
        table(
          p,
          [
            { x: 120, head: W.amount, align: 'right' },
            { x: 140, head: W.qty },
            { x: 190, head: W.text },
          ],
          rows,
          { rules: s.rules },
        );
        if (sub) {
          p.text(120, m(value), { size: 9, bold: true, align: 'right' }).text(140, label, { size: 9, bold: true });
          p.down(18);
        }
      };
      section(
        W.labourHead ?? '',
        s.work.map((w, i) => [bare(workAmts[i]), `${hrs(w.hours, s.decimal)} ${W.hoursUnit ?? 'h'}`, w.text]),
        s.labels.labour,
        labour,
      );
      if (s.parts.length)
        section(
          W.partsHead ?? '',
          s.parts.map((x, i) => [bare(partAmts[i]), `${x.qty} ×`, x.text]),
          s.labels.parts,
          parts,
        );
      break;
    }
    case 'twoMoney': {
      table(
        p,
        [
          { x: 56, head: W.text },
          { x: 360, head: W.hours, align: 'right' },
          { x: 450, head: W.labourCol ?? 'Labour', align: 'right' },
          { x: 541, head: W.partsCol ?? 'Parts', align: 'right' },
        ],
        [
          ...s.work.map((w, i) => [w.text, hrs(w.hours, s.decimal), bare(workAmts[i]), '']),
          ...s.parts.map((x, i) => [x.qty > 1 ? `${x.text} (${x.qty})` : x.text, '', '', bare(partAmts[i])]),
        ],
        { rules: s.rules },
      );
      if (sub) {
        p.box(48, p.y - 12, 499, 16, true);
        p.text(56, s.labels.labour.split('|')[0], { y: p.y, size: 9, bold: true });
        p.text(450, bare(labour), { size: 9, bold: true, align: 'right' }).text(541, bare(parts), { size: 9, bold: true, align: 'right' });
        p.down(22);
      }
      break;
    }
    case 'lump':
      table(
        p,
        [
          { x: 56, head: W.text },
          { x: 541, head: W.amount, align: 'right' },
        ],
        [...s.work.map((w, i) => [w.text, bare(workAmts[i])]), ...s.parts.map((x, i) => [x.text, bare(partAmts[i])])],
        { rules: s.rules },
      );
      break;
  }

  const rows: [string, string][] = [];
  for (const [l, a] of s.extras ?? []) rows.push([l, m(a)]);
  if (s.labels.net) rows.push([s.labels.net, m(net)]);
  for (const [l, a] of taxLines) rows.push([l, m(a)]);
  p.down(6);
  if (s.totalsAt === 'leftBox') {
    // The rows above the box are plain: only the box carries the total.
    for (const [l, v] of rows) {
      p.text(330, l, { size: 9 }).text(541, v, { size: 9, align: 'right' });
      p.down(14);
    }
    p.down(4);
    p.box(50, p.y - 14, 230, 40);
    p.text(58, s.labels.total, { y: p.y, size: 9, bold: true });
    p.text(272, m(total), { y: p.y + 18, size: 13, bold: true, align: 'right' });
    p.down(44);
  } else {
    rows.push([s.labels.total, m(total)]);
    totals(p, 330, 541, rows, { box: s.totalsAt === 'framed' ? 'all' : s.totalsAt === 'band' ? 'labelAbove' : 'none' });
  }
  p.down(8);
  for (const n of s.notes ?? []) para(p, 50, n, 100, { size: 8.5, serif: s.serif, step: 11 });
  if (s.stampLines) stamp(p, 390, Math.min(p.y + 6, 700), s.stampLines);
  if (s.pencilNote) pencil(p, 66, Math.min(p.y + 40, 745), s.pencilNote, 12);
  if (s.foot) footer(p, s.foot);

  return doc(p, s.lang, {
    documentType: 'service',
    serviceDate: s.truth.serviceDate,
    shopName: s.truth.shopName,
    ...(s.truth.serviceMileage !== undefined ? { serviceMileage: s.truth.serviceMileage } : {}),
    ...(sub && s.shape !== 'lump' ? { laborCost: labour, partsCost: parts } : {}),
    totalCost: total,
    workPerformed: s.work.map((w) => w.text),
    ...(s.parts.length && s.shape !== 'lump' ? { partsUsed: s.parts.map((x) => x.text) } : {}),
  });
}

export function someWork(rng: Random, list: readonly string[], n: number, lo = 0.5, hi = 4): Work[] {
  return rng.some(list, n).map((text) => ({ text, hours: rng.int(lo * 2, hi * 2) / 2 }));
}
export function someParts(rng: Random, list: readonly (readonly [string, number])[], n: number): Part[] {
  return rng.some(list, n).map(([text, price]) => ({ text, qty: price < 10 ? rng.int(1, 4) : 1, unit: r2(price * (0.85 + rng.next() * 0.3)) }));
}
