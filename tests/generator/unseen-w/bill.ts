/**
 * A workshop bill drawn in one of five ways (labour and material in their own sections, one mixed table with a kind
 * column, hours × rate lines without a heading, work and parts side by side, a typed "To …" bill) and its truth:
 * labour and parts the page's own net subtotals, the total with tax, the date of work where the page prints one.
 */
import type { Lang } from '../vocabulary';
import type { Generated } from '../types';
import { doc, hline, num, r2, sum, type NumStyle } from '../paper-kit';
import { PageBuilder, field, footer, footer3, grid, letterhead, stamp, sumLine, table, type HeadStyle, type LabelPos } from './kit';

export interface Work {
  d: string;
  h: number;
}
export interface Part {
  d: string;
  q: number;
  u: number;
  no?: string;
}

export interface BillSpec {
  lang: Lang;
  money: (n: number) => string;
  numStyle: NumStyle;
  head: { style: HeadStyle; name: string; lines: string[]; logo?: string };
  shop: string;
  title: string;
  titleAlign?: 'left' | 'right';
  customer: string[];
  customerRight?: boolean;
  meta: [string, string][];
  metaCols: number;
  metaPos: LabelPos;
  /** A vehicle line or grid printed after the meta block. */
  vehicle?: [string, string][];
  vehiclePos?: LabelPos;
  layout: 'sections' | 'mixed' | 'hours' | 'side' | 'typed';
  rate: number;
  work: Work[];
  parts: Part[];
  /** Charges outside labour and parts (taxed like the rest unless `untaxed`). */
  extras?: { d: string; amt: number; untaxed?: boolean }[];
  vat: number | null;
  taxOnPartsOnly?: boolean;
  w: {
    labourHead?: string;
    partsHead?: string;
    labourSum: string;
    partsSum: string;
    cols?: string[];
    kinds?: [string, string];
    net?: string;
    vat?: string;
    gross: string;
    deposit?: string;
    balance?: string;
    hoursUnit?: string;
    /** The typed bill's word between a quantity and its part ("off", "Stck."). */
    each?: string;
  };
  deposit?: number;
  notes?: string[];
  stampText?: string[];
  footer: string[] | string[][];
  serif?: boolean;
  truth: { serviceDate: string; serviceMileage?: number };
}

export function bill(s: BillSpec): Generated {
  const p = new PageBuilder();
  p.y = 58;
  letterhead(p, s.head.style, s.head.name, s.head.lines, s.head.logo);
  const m = s.money;
  const top = p.y;
  const cx = s.customerRight ? 330 : 50;
  s.customer.forEach((l, i) => p.text(cx, l, { y: top + i * 11, size: 9, serif: s.serif }));
  if (s.customerRight) {
    p.y = top;
    p.text(50, s.title, { size: 15, bold: true, serif: s.serif }).down(20);
    grid(p, s.meta, 1, s.metaPos, 50, 260);
    p.y = Math.max(p.y, top + s.customer.length * 11 + 16);
  } else {
    p.y = top + s.customer.length * 11 + 22;
    p.text(s.titleAlign === 'right' ? 545 : 50, s.title, { size: 15, bold: true, align: s.titleAlign ?? 'left', serif: s.serif }).down(20);
    grid(p, s.meta, s.metaCols, s.metaPos);
  }
  if (s.vehicle) grid(p, s.vehicle, Math.min(s.vehiclePos === 'colon' ? 2 : 4, s.vehicle.length), s.vehiclePos ?? 'above');
  p.down(6);

  const labour = s.work.map((x) => ({ ...x, amt: r2(x.h * s.rate) }));
  const parts = s.parts.map((x) => ({ ...x, amt: r2(x.q * x.u) }));
  const labourSum = sum(labour.map((x) => x.amt));
  const partsSum = sum(parts.map((x) => x.amt));
  const extras = s.extras ?? [];
  const taxedExtras = sum(extras.filter((e) => !e.untaxed).map((e) => e.amt));
  const untaxed = sum(extras.filter((e) => e.untaxed).map((e) => e.amt));
  const net = r2(labourSum + partsSum + taxedExtras);
  const taxBase = s.taxOnPartsOnly ? partsSum : net;
  const tax = s.vat === null ? 0 : r2((taxBase * s.vat) / 100);
  const gross = r2(net + tax + untaxed);
  const w = s.w;
  const c = w.cols ?? [];
  const hrs = (h: number) => num(h, s.numStyle).replace(/([.,])(\d)0$/, '$1$2');

  switch (s.layout) {
    case 'sections': {
      const cols = [{ x: 50 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
      p.text(50, w.labourHead ?? '', { bold: true, size: 9.5 }).down(14);
      table(
        p,
        cols,
        [c[0], c[1], c[2], c[3]],
        labour.map((x) => [x.d, hrs(x.h), num(s.rate, s.numStyle), num(x.amt, s.numStyle)]),
      );
      sumLine(p, w.labourSum, m(labourSum), { bold: true });
      p.down(6);
      p.text(50, w.partsHead ?? '', { bold: true, size: 9.5 }).down(14);
      table(
        p,
        cols,
        [c[4], c[5], c[6], c[3]],
        parts.map((x) => [x.no ? `${x.no}  ${x.d}` : x.d, String(x.q), num(x.u, s.numStyle), num(x.amt, s.numStyle)]),
      );
      sumLine(p, w.partsSum, m(partsSum), { bold: true });
      break;
    }
    case 'mixed': {
      const cols = [
        { x: 50 },
        { x: 72 },
        { x: 100 },
        { x: 390, align: 'right' as const },
        { x: 465, align: 'right' as const },
        { x: 545, align: 'right' as const },
      ];
      const [kl, kp] = w.kinds ?? ['L', 'P'];
      const rows = [
        ...labour.map((x) => [kl, x.d, `${hrs(x.h)} ${w.hoursUnit ?? ''}`.trim(), num(s.rate, s.numStyle), num(x.amt, s.numStyle)]),
        ...parts.map((x) => [kp, x.no ? `${x.d} (${x.no})` : x.d, String(x.q), num(x.u, s.numStyle), num(x.amt, s.numStyle)]),
      ];
      table(
        p,
        cols,
        c.slice(0, 6),
        rows.map((r, i) => [String(i + 1), ...r]),
        { rules: true },
      );
      p.down(4);
      sumLine(p, w.labourSum, m(labourSum), { lx: 250, ax: 330 });
      p.y -= 13;
      sumLine(p, w.partsSum, m(partsSum));
      break;
    }
    case 'hours': {
      const cols = [{ x: 50 }, { x: 400, align: 'right' as const }, { x: 545, align: 'right' as const }];
      table(
        p,
        cols,
        null,
        labour.map((x) => [x.d, `${hrs(x.h)} × ${num(s.rate, s.numStyle)}`, num(x.amt, s.numStyle)]),
      );
      sumLine(p, w.labourSum, m(labourSum));
      p.down(6);
      table(
        p,
        cols,
        null,
        parts.map((x) => [x.d, `${x.q} × ${num(x.u, s.numStyle)}`, num(x.amt, s.numStyle)]),
      );
      sumLine(p, w.partsSum, m(partsSum));
      break;
    }
    case 'side': {
      const y0 = p.y;
      p.text(50, w.labourHead ?? '', { bold: true, size: 9.5 }).down(14);
      for (const x of labour) p.text(56, `– ${x.d}`, { size: 8.8 }).down(12);
      p.down(4);
      p.text(50, `${w.labourSum}  ${m(labourSum)}`, { bold: true, size: 9 });
      const yL = p.y;
      p.y = y0;
      p.text(320, w.partsHead ?? '', { bold: true, size: 9.5 }).down(14);
      for (const x of parts) {
        p.text(320, `${x.q} ${x.d}`, { size: 8.8 });
        p.text(545, num(x.amt, s.numStyle), { size: 8.8, align: 'right' }).down(12);
      }
      p.down(4);
      p.text(320, w.partsSum, { bold: true, size: 9 });
      p.text(545, m(partsSum), { bold: true, size: 9, align: 'right' });
      p.y = Math.max(p.y, yL) + 22;
      break;
    }
    case 'typed': {
      p.text(50, w.labourHead ?? '', { serif: true, size: 9.5 }).down(13);
      for (const x of labour) p.text(64, x.d, { serif: true, size: 9.5 }).down(12.5);
      p.text(64, `${hrs(sum(labour.map((x) => x.h)))} ${w.hoursUnit ?? 'hrs'} @ ${m(s.rate)}`, { serif: true, size: 9.5 });
      p.text(545, m(labourSum), { serif: true, size: 9.5, align: 'right' }).down(14);
      p.text(50, w.partsHead ?? '', { serif: true, size: 9.5 }).down(13);
      for (const x of parts) {
        p.text(64, `${x.q} ${w.each ?? 'off'} ${x.d}`, { serif: true, size: 9.5 });
        p.text(470, num(x.amt, s.numStyle), { serif: true, size: 9.5, align: 'right' }).down(12.5);
      }
      p.text(64, w.partsSum, { serif: true, size: 9.5 });
      p.text(545, m(partsSum), { serif: true, size: 9.5, align: 'right' }).down(18);
      break;
    }
  }
  p.down(4);
  for (const e of extras) sumLine(p, e.d, m(e.amt));
  hline(p, 330, 215);
  p.down(13);
  if (s.vat !== null) {
    if (w.net) sumLine(p, w.net, m(r2(net)));
    sumLine(p, w.vat ?? '', m(tax));
  }
  p.box(330, p.y - 11, 217, 17, true);
  sumLine(p, w.gross, m(gross), { bold: true, size: 10 });
  p.down(4);
  if (s.deposit && w.deposit && w.balance) {
    sumLine(p, w.deposit, m(-s.deposit));
    sumLine(p, w.balance, m(r2(gross - s.deposit)), { bold: true });
  }
  p.down(10);
  for (const n of s.notes ?? []) p.text(50, n, { size: 8.5, serif: s.serif }).down(12);
  if (s.stampText) stamp(p, 380, p.y + 20, s.stampText);
  if (Array.isArray(s.footer[0])) footer3(p, s.footer as string[][]);
  else footer(p, s.footer as string[]);

  const truth: Generated['truth'] = {
    documentType: 'service',
    serviceDate: s.truth.serviceDate,
    shopName: s.shop,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: s.work.map((x) => x.d),
    partsUsed: s.parts.map((x) => x.d),
  };
  if (s.truth.serviceMileage !== undefined) truth.serviceMileage = s.truth.serviceMileage;
  return doc(p, s.lang, truth);
}

export { field };
