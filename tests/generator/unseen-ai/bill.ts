/**
 * The dense bill of the unseen-ai author: a head, the customer and the car, an optional opening report, several tables
 * (labour by trade, parts by assembly, sublet, materials) each with its own sum, paragraphs between them, a recap of
 * the sums, closing paragraphs and the terms in small print — all on one page, shrunk by `fit` where it is long.
 */
import type { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';
import { cells, doc, fit, page, price, prose, r2, rule, sum, type Col } from './kit';
import { CUR_FACTOR, level, type Pool } from './pools';

export interface Line {
  code: string;
  text: string;
  qty: number;
  unit: number;
  amount: number;
}
export type Kind = 'labour' | 'parts' | 'sublet' | 'material';
export interface Section {
  title: string;
  kind: Kind;
  lines: Line[];
  sumLabel: string;
  sum: number;
  /** A paragraph printed after the section's sum. */
  after?: string;
}

/** Labour lines from a trade's pool at an hourly rate. */
export function labour(rng: Random, pool: Pool, n: number, rate: number, code: (i: number) => string, step = 0.5): Line[] {
  const picked = rng.some(
    pool.map((_, i) => i),
    Math.min(n, pool.length),
  );
  return picked
    .sort((a, b) => a - b)
    .map((j, i) => {
      const [text, lo, hi] = pool[j];
      const qty = Math.max(step, price(rng, lo, hi, step));
      return { code: code(i), text, qty, unit: rate, amount: r2(qty * rate) };
    });
}

/** Parts lines from an assembly's pool, priced for a year and currency. */
export function parts(rng: Random, pool: Pool, n: number, year: number, cur: string, code: (i: number) => string): Line[] {
  const f = level(year) * CUR_FACTOR[cur];
  const picked = rng.some(
    pool.map((_, i) => i),
    Math.min(n, pool.length),
  );
  return picked
    .sort((a, b) => a - b)
    .map((j, i) => {
      const [text, lo, hi] = pool[j];
      const qty = rng.chance(0.25) ? rng.int(2, 4) : 1;
      const unit = price(rng, lo * f, hi * f, cur === 'ATS' ? 10 : 0.05);
      return { code: code(i), text, qty, unit, amount: r2(qty * unit) };
    });
}

/** Lump-sum lines (sublet, materials): qty 1. */
export function lumps(rng: Random, pool: Pool, n: number, year: number, cur: string, code: (i: number) => string): Line[] {
  return parts(rng, pool, n, year, cur, code).map((l) => ({ ...l, qty: 1, amount: r2(l.unit * 1) }));
}

export function section(title: string, kind: Kind, lines: Line[], sumLabel: string, after?: string): Section {
  return { title, kind, lines, sumLabel, sum: sum(lines.map((l) => l.amount)), after };
}

export const totalOf = (ss: Section[], kind: Kind) => sum(ss.filter((s) => s.kind === kind).map((s) => s.sum));

export interface BillCfg {
  head: 'left' | 'center' | 'band';
  firm: string;
  firmLines: string[];
  title: string;
  meta: [string, string][];
  customerCaption: string;
  customer: string[];
  vehicle: [string, string][];
  vehicleStyle: 'list' | 'grid';
  intro?: { title: string; text: string[] };
  sections: Section[];
  cols: 'full' | 'inline' | 'codeamt';
  colHeads: string[];
  /** How a line's number prints (hours, pieces). */
  fmtQty: (l: Line, kind: Kind) => string;
  fmt: (n: number) => string;
  recapTitle?: string;
  recap: [string, string, boolean?][];
  closing?: string[];
  signature?: string[];
  terms?: { title: string; paras: string[]; columns: 1 | 2 };
  serif?: boolean;
}

const L = 36;
const R = 559;

export function renderBill(c: BillCfg): PageBuilder {
  return fit((k) => {
    const p = page(36);
    const s = (n: number) => Math.max(4.8, n * k);
    const serif = c.serif;
    // head
    if (c.head === 'band') {
      p.box(L, p.y - 12 * k, R - L, 34 * k, true);
      p.text(L + 6, c.firm, { size: s(13), bold: true, serif, y: p.y + 2 * k });
      c.firmLines.forEach((t, i) => p.text(R - 6, t, { size: s(6.5), align: 'right', y: p.y - 4 * k + i * 7.5 * k }));
      p.down(34 * k);
    } else if (c.head === 'center') {
      p.text(297, c.firm, { size: s(14), bold: true, serif, align: 'center' });
      p.down(12 * k);
      for (const t of c.firmLines) {
        p.text(297, t, { size: s(7), align: 'center' });
        p.down(8.5 * k);
      }
      rule(p, L, R - L, p.y - 4 * k);
      p.down(8 * k);
    } else {
      p.text(L, c.firm, { size: s(13), bold: true, serif });
      p.text(R, c.title, { size: s(12), bold: true, align: 'right' });
      p.down(11 * k);
      for (const t of c.firmLines) {
        p.text(L, t, { size: s(7) });
        p.down(8.5 * k);
      }
      p.down(4 * k);
    }
    // customer left, meta right
    const top = p.y;
    p.text(L, c.customerCaption, { size: s(6.5) });
    p.down(9 * k);
    for (const t of c.customer) {
      p.text(L, t, { size: s(8.5) });
      p.down(10 * k);
    }
    const leftEnd = p.y;
    p.y = top;
    if (c.head !== 'left') {
      p.text(330, c.title, { size: s(12), bold: true });
      p.down(13 * k);
    }
    for (const [lab, val] of c.meta) {
      p.text(330, lab, { size: s(7.5) });
      p.text(R, val, { size: s(7.5), align: 'right' });
      p.down(9.5 * k);
    }
    p.y = Math.max(p.y, leftEnd) + 4 * k;
    // vehicle
    if (c.vehicleStyle === 'grid') {
      const per = 4;
      const w = (R - L) / per;
      for (let r0 = 0; r0 < c.vehicle.length; r0 += per) {
        const rowPairs = c.vehicle.slice(r0, r0 + per);
        p.box(L, p.y - 8 * k, R - L, 22 * k);
        rowPairs.forEach(([lab, val], i) => {
          p.text(L + 3 + i * w, lab, { size: s(5.8), y: p.y - 1 * k });
          p.text(L + 3 + i * w, val, { size: s(8), y: p.y + 9 * k });
        });
        p.down(22 * k);
      }
      p.down(6 * k);
    } else {
      const half = Math.ceil(c.vehicle.length / 2);
      c.vehicle.forEach(([lab, val], i) => {
        const x = i < half ? L : 300;
        const y = p.y + (i % half) * 9.5 * k;
        p.text(x, `${lab}`, { size: s(7.5), y });
        p.text(x + 85, val, { size: s(7.5), y });
      });
      p.down(half * 9.5 * k + 4 * k);
    }
    // intro
    if (c.intro) {
      p.text(L, c.intro.title, { size: s(8), bold: true });
      p.down(9.5 * k);
      for (const t of c.intro.text) {
        prose(p, L, R - L, t, s(7), { serif });
        p.down(2 * k);
      }
    }
    // tables
    const cols: Col[] =
      c.cols === 'full'
        ? [{ x: L }, { x: L + 44 }, { x: 420, align: 'right' }, { x: 485, align: 'right' }, { x: R, align: 'right' }]
        : c.cols === 'inline'
          ? [{ x: L }, { x: 470, align: 'right' }, { x: R, align: 'right' }]
          : [{ x: L }, { x: L + 62 }, { x: 460, align: 'right' }, { x: R, align: 'right' }];
    const step = 8.6 * k;
    let firstTable = true;
    for (const sec of c.sections) {
      p.down(2 * k);
      p.text(L, sec.title, { size: s(7.8), bold: true });
      p.down(step);
      if (firstTable || c.cols !== 'inline') {
        cells(p, cols, c.colHeads, s(6), true);
        rule(p, L, R - L, p.y + 2 * k);
        p.down(step);
      }
      firstTable = false;
      for (const l of sec.lines) {
        const q = c.fmtQty(l, sec.kind);
        const vals =
          c.cols === 'full'
            ? [l.code, l.text, q, c.fmt(l.unit), c.fmt(l.amount)]
            : c.cols === 'inline'
              ? [l.text, q ? `${q} à ${c.fmt(l.unit)}` : '', c.fmt(l.amount)]
              : [l.code, l.text, q, c.fmt(l.amount)];
        cells(p, cols, vals, s(6.8));
        p.down(step);
      }
      rule(p, 380, R - 380, p.y - step + 2.5 * k);
      p.text(485, sec.sumLabel, { size: s(7), bold: true, align: 'right' });
      p.text(R, c.fmt(sec.sum), { size: s(7), bold: true, align: 'right' });
      p.down(step + 1 * k);
      if (sec.after) {
        prose(p, L, R - L, sec.after, s(6.8), { serif });
        p.down(1.5 * k);
      }
    }
    // recap
    p.down(4 * k);
    if (c.recapTitle) {
      p.text(300, c.recapTitle, { size: s(7.8), bold: true });
      p.down(10 * k);
    }
    for (const [lab, val, strong] of c.recap) {
      if (strong) p.box(296, p.y - 8 * k, R - 293, 11 * k, true);
      p.text(300, lab, { size: s(strong ? 8.5 : 7.5), bold: !!strong });
      p.text(R - 2, val, { size: s(strong ? 8.5 : 7.5), bold: !!strong, align: 'right' });
      p.down((strong ? 12 : 9.5) * k);
    }
    p.down(3 * k);
    for (const t of c.closing ?? []) {
      prose(p, L, R - L, t, s(7), { serif });
      p.down(2 * k);
    }
    if (c.signature) {
      p.down(4 * k);
      c.signature.forEach((t, i) => p.text(L + i * 260, t, { size: s(7) }));
      p.down(10 * k);
    }
    if (c.terms) {
      p.down(3 * k);
      rule(p, L, R - L, p.y - 6 * k);
      p.text(L, c.terms.title, { size: s(6.5), bold: true });
      p.down(8 * k);
      smallPrint(p, c.terms.paras, c.terms.columns, s(5.4));
    }
    return p;
  }, 1.15);
}

/** Terms and conditions in one or two columns of small print. */
export function smallPrint(p: PageBuilder, paras: string[], columns: 1 | 2, size: number) {
  if (columns === 1) {
    for (const t of paras) prose(p, L, R - L, t, size, { lead: 1.18 });
    return;
  }
  const top = p.y;
  const w = (R - L - 14) / 2;
  const total = paras.reduce((a, t) => a + t.length, 0);
  let acc = 0;
  let x = L;
  let maxY = top;
  for (const t of paras) {
    if (x === L && acc > total / 2) {
      maxY = p.y;
      p.y = top;
      x = L + w + 14;
    }
    prose(p, x, w, t, size, { lead: 1.18 });
    acc += t.length;
  }
  p.y = Math.max(p.y, maxY);
}

export function billTruth(
  shopName: string,
  serviceDate: string,
  mileage: number | undefined,
  ss: Section[],
  totalCost: number,
  opts: { labour?: boolean; parts?: boolean } = {},
): Generated['truth'] {
  const t: Generated['truth'] = { documentType: 'service', shopName, serviceDate };
  if (mileage !== undefined) t.serviceMileage = mileage;
  // The page's own subtotal of all labour (all parts): a recap line, or the sum of the only labour (parts) table.
  const one = (kind: Kind) => ss.filter((s) => s.kind === kind).length === 1;
  if (opts.labour || one('labour')) t.laborCost = totalOf(ss, 'labour');
  if (opts.parts || one('parts')) t.partsCost = totalOf(ss, 'parts');
  t.totalCost = totalCost;
  t.workPerformed = ss.filter((s) => s.kind === 'labour').flatMap((s) => s.lines.map((l) => l.text));
  const used = ss.filter((s) => s.kind === 'parts').flatMap((s) => s.lines.map((l) => l.text));
  if (used.length) t.partsUsed = used;
  return t;
}

export function billDoc(c: BillCfg, lang: Lang, truth: Generated['truth']): Generated {
  return doc(renderBill(c), lang, truth);
}
