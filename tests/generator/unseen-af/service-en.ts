/**
 * gen-unseen-af, English service bills: jobs as lettered sections with subtotals, trade discounts, exchange-unit
 * surcharges credited, deposits and progress billings deducted, carried forward and brought forward, sales tax on parts
 * only, GST and QST, GST in Western Australia, a revised invoice, a US repair order split between customer and warranty.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  address,
  addDays,
  car,
  digits,
  doc,
  fd,
  hline,
  JOBS_EN,
  jobLines,
  money,
  person,
  plate,
  r2,
  row,
  stamp,
  surname,
  total,
  vatUK,
  type Line,
  US_CARS,
  UK_CARS,
  AU_CARS,
} from './kit';

const names = (ls: Line[]) => ls.map((l) => l.desc);
const R = 'right' as const;

/** Norwich, 1980–2012: a VAT invoice with jobs A, B, C, each with its subtotal; totals; less deposit paid. */
export function norwichJobs(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2012);
  const y = Number(date.slice(0, 4));
  const shop = `${surname(rng, 'eastanglia')} Motor Engineers Ltd`;
  const [a1, a2] = address(rng, 'eastanglia');
  const c = car(rng, 'en', y, UK_CARS);
  const rate = r2(rng.int(9, 62) * (y < 1995 ? 1 : 1.4));
  const miles = rng.int(20000, 140000);
  p.y = 48;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(40, `${a1}, ${a2}  ·  VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 8 });
  p.y = 110;
  p.text(40, 'VAT INVOICE', { size: 14, bold: true });
  p.text(555, `Invoice No. ${digits(rng, 5)}`, { align: R, size: 9 });
  p.down(13).text(555, `Date / Tax point: ${fd(date, 'uk')}`, { align: R, size: 9 });
  p.down(13).text(40, `${c.make} ${c.model}  Reg. ${plate(rng, 'eastanglia')}  Mileage ${miles.toLocaleString('en-GB')}`, { size: 9 });
  const cols = [{ x: 40 }, { x: 360, align: R }, { x: 440, align: R }, { x: 555, align: R }];
  const jobs = rng.some(JOBS_EN, 3);
  const work: Line[] = [];
  const parts: Line[] = [];
  jobs.forEach((j, i) => {
    const l = jobLines(rng, j, rate, y < 1995 ? 0.7 : 1);
    p.down(20).text(40, `Job ${'ABC'[i]} — ${j.title}`, { bold: true, size: 9.5 });
    for (const w of l.work) {
      p.down(12);
      row(p, cols, [`  Labour: ${w.desc}`, `${w.qty.toFixed(1)} hrs`, money(w.unit, 'GBP', 'en'), money(w.amount, 'GBP', 'en')]);
    }
    for (const t of l.parts) {
      p.down(12);
      row(p, cols, [`  ${t.desc}`, `${t.qty}`, money(t.unit, 'GBP', 'en'), money(t.amount, 'GBP', 'en')]);
    }
    p.down(12);
    row(p, cols, ['', '', `Job ${'ABC'[i]} total`, money(r2(total(l.work) + total(l.parts)), 'GBP', 'en')], { bold: true, size: 8.5 });
    work.push(...l.work);
    parts.push(...l.parts);
  });
  const lab = total(work);
  const pts = total(parts);
  const sundries = r2(rng.int(150, 650) / 100);
  const net = r2(lab + pts + sundries);
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const dep = r2(rng.int(2, 8) * 25);
  const tc = [{ x: 350 }, { x: 555, align: R }];
  p.down(24);
  for (const [k, v, b] of [
    ['Total labour', lab],
    ['Total parts', pts],
    ['Sundries (consumables)', sundries],
    ['Nett', net],
    [`VAT @ ${vat}%`, tax],
    ['Invoice total', gross, true],
    ['Less deposit paid', -dep],
    ['Balance due', r2(gross - dep), true],
  ] as [string, number, boolean?][]) {
    row(p, tc, [k, money(v, 'GBP', 'en')], { bold: b });
    p.down(13);
  }
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: miles,
  });
}

/** Belfast, 1991–2016: parts at list less trade discount, an exchange unit's surcharge credited on the old part. */
export function belfastTradeDiscount(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1991, 2016);
  const y = Number(date.slice(0, 4));
  const shop = `${surname(rng, 'nireland')} Bros. Garage`;
  const [a1, a2] = address(rng, 'nireland');
  const c = car(rng, 'en', y, UK_CARS);
  const rate = rng.int(22, 58);
  const miles = rng.int(30000, 160000);
  const in_ = addDays(date, -rng.int(1, 6));
  p.y = 52;
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(13).text(297, `${a1}, ${a2}`, { size: 8.5, align: 'center' });
  p.y = 108;
  p.text(40, `Customer: ${person(rng, 'nireland')}`, { size: 9 });
  p.text(555, `INVOICE ${digits(rng, 5)}`, { size: 11, bold: true, align: R });
  p.down(13).text(40, `Vehicle: ${c.make} ${c.model} — ${plate(rng, 'nireland')} — ${miles} miles`, { size: 9 });
  p.text(555, `Invoice date ${fd(date, 'uk')}`, { size: 9, align: R });
  p.down(13).text(40, `Work carried out: ${fd(in_, 'uklong')}`, { size: 9 });
  const [ja, jb] = rng.some(JOBS_EN, 2);
  const l = jobLines(rng, ja, rate, 1);
  const l2 = jobLines(rng, jb, rate, 1, { parts: 1 });
  const work = [...l.work, ...l2.work];
  const parts = [...l.parts, ...l2.parts];
  const exch: Line = {
    desc: rng.pick(['Exchange starter motor', 'Exchange alternator', 'Exchange brake caliper']),
    qty: 1,
    unit: r2(rng.int(60, 140)),
    amount: 0,
  };
  exch.amount = exch.unit;
  parts.push(exch);
  const cols = [{ x: 40 }, { x: 380, align: R }, { x: 460, align: R }, { x: 555, align: R }];
  p.down(22);
  row(p, cols, ['LABOUR', 'Hours', 'Rate', '£'], { bold: true });
  for (const w of work) {
    p.down(12);
    row(p, cols, [w.desc, w.qty.toFixed(2), money(w.unit, 'GBP', 'en', 'bare'), money(w.amount, 'GBP', 'en', 'bare')]);
  }
  const lab = total(work);
  p.down(13);
  row(p, cols, ['', '', 'Labour', money(lab, 'GBP', 'en', 'bare')], { bold: true });
  p.down(20);
  row(p, cols, ['PARTS', 'Qty', 'List', '£'], { bold: true });
  for (const t of parts) {
    p.down(12);
    row(p, cols, [t.desc, String(t.qty), money(t.unit, 'GBP', 'en', 'bare'), money(t.amount, 'GBP', 'en', 'bare')]);
  }
  const pts = total(parts);
  const pct = rng.pick([10, 12.5, 15]);
  const disc = r2((pts * pct) / 100);
  const sur = r2(rng.int(15, 40));
  p.down(13);
  row(p, cols, ['', '', 'Parts at list', money(pts, 'GBP', 'en', 'bare')], { bold: true });
  p.down(12);
  row(p, cols, [`Trade discount ${pct}% on parts`, '', '', `-${money(disc, 'GBP', 'en', 'bare')}`]);
  p.down(12);
  row(p, cols, ['Surcharge refund — old unit returned', '', '', `-${money(sur, 'GBP', 'en', 'bare')}`]);
  const net = r2(lab + pts - disc - sur);
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const tc = [{ x: 360 }, { x: 555, align: R }];
  p.down(22);
  row(p, tc, ['Goods and services', money(net, 'GBP', 'en')]);
  p.down(13);
  row(p, tc, [`VAT ${vat}%`, money(tax, 'GBP', 'en')]);
  p.down(15);
  row(p, tc, ['TOTAL DUE', money(gross, 'GBP', 'en')], { bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: in_,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: miles,
  });
}

/** Truro, 1975–1990: a hand-ruled bill in two columns, the first carried forward and brought forward into the second. */
export function truroCarriedForward(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 1990);
  const y = Number(date.slice(0, 4));
  const shop = `${person(rng, 'cornwall')} & Son, Motor Repairs`;
  const [a1, a2] = address(rng, 'cornwall');
  const c = car(rng, 'en', y, UK_CARS);
  const rate = r2(rng.int(35, 140) / 10);
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true, serif: true });
  p.down(13).text(40, `${a1}, ${a2}`, { size: 9, serif: true });
  p.down(22).text(40, `To: ${person(rng, 'cornwall')}`, { serif: true, size: 10 });
  p.text(555, fd(date, 'uklong'), { serif: true, align: R });
  p.down(14).text(40, `Re: ${c.make} ${c.model}, ${plate(rng, 'cornwall')}`, { serif: true, size: 10 });
  const lines: (Line & { k: 'L' | 'P' })[] = [];
  for (const j of rng.some(JOBS_EN, 3)) {
    const l = jobLines(rng, j, rate, 0.45);
    lines.push(...l.work.map((w) => ({ ...w, k: 'L' as const })), ...l.parts.map((t) => ({ ...t, k: 'P' as const })));
  }
  const half = Math.ceil(lines.length / 2);
  const colX = [40, 305];
  const top = p.y + 26;
  let run = 0;
  for (let side = 0; side < 2; side++) {
    p.y = top;
    const x = colX[side];
    p.box(x - 4, top - 14, 255, 290);
    if (side === 1) {
      p.text(x, 'Brought forward', { serif: true, size: 9, bold: true }).text(x + 245, money(r2(run), 'GBP', 'en', 'bare'), {
        align: R,
        serif: true,
        size: 9,
        bold: true,
      });
      p.down(14);
    }
    for (const l of side === 0 ? lines.slice(0, half) : lines.slice(half)) {
      const t = l.k === 'L' ? `${l.desc} ${l.qty} hrs` : `${l.qty > 1 ? `${l.qty} ` : ''}${l.desc}`;
      p.text(x, t, { serif: true, size: 8 }).text(x + 245, money(l.amount, 'GBP', 'en', 'bare'), { align: R, serif: true, size: 8 });
      run += l.amount;
      p.down(13);
    }
    if (side === 0) {
      p.y = top + 266;
      p.text(x, 'Carried forward', { serif: true, size: 9, bold: true }).text(x + 245, money(r2(run), 'GBP', 'en', 'bare'), {
        align: R,
        serif: true,
        size: 9,
        bold: true,
      });
    }
  }
  const net = r2(run);
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  p.y = top + 250;
  const x = 305;
  p.text(x, 'Goods & labour', { serif: true, size: 9 }).text(x + 245, money(net, 'GBP', 'en', 'bare'), { align: R, serif: true, size: 9 });
  p.down(12)
    .text(x, `V.A.T. ${vat}%`, { serif: true, size: 9 })
    .text(x + 245, money(tax, 'GBP', 'en', 'bare'), { align: R, serif: true, size: 9 });
  p.down(14)
    .text(x, 'Total', { serif: true, size: 10, bold: true })
    .text(x + 245, `£${money(gross, 'GBP', 'en', 'bare')}`, { align: R, serif: true, size: 10, bold: true });
  p.y = top + 320;
  p.text(40, 'With thanks. Settlement within 30 days please.', { serif: true, size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: gross,
    workPerformed: lines.filter((l) => l.k === 'L').map((l) => l.desc),
    partsUsed: lines.filter((l) => l.k === 'P').map((l) => l.desc),
  });
}

/** Columbus, 1982–2026: a repair order with lines A–C (concern, correction), a summary box, sales tax on parts, deposit. */
export function columbusRepairOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1982, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `${surname(rng, 'ohio')} Auto Service`;
  const [a1, a2] = address(rng, 'ohio');
  const c = car(rng, 'en', y, US_CARS);
  const rate = rng.int(y < 2000 ? 28 : 75, y < 2000 ? 55 : 145);
  const odo = rng.int(40000, 180000);
  p.y = 44;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(40, `${a1}, ${a2}  ·  (614) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8 });
  p.box(400, 30, 155, 44);
  p.text(478, 'REPAIR ORDER', { y: 44, size: 9, bold: true, align: 'center' });
  p.text(478, `No. ${digits(rng, 6)}`, { y: 58, size: 9, align: 'center' });
  p.text(478, `Date ${fd(date, 'us')}`, { y: 69, size: 8, align: 'center' });
  p.y = 100;
  p.text(40, `${c.year} ${c.make} ${c.model}   Odometer in: ${odo}   Tag: ${plate(rng, 'ohio')} OH`, { size: 9 });
  const jobs = rng.some(JOBS_EN, 3);
  const work: Line[] = [];
  const parts: Line[] = [];
  const cols = [{ x: 50 }, { x: 380, align: R }, { x: 460, align: R }, { x: 555, align: R }];
  jobs.forEach((j, i) => {
    const l = jobLines(rng, j, rate, 1.1);
    p.down(20).text(40, `${'ABC'[i]}`, { bold: true, size: 11 }).text(60, `CONCERN: ${j.title.toUpperCase()}`, { bold: true, size: 9 });
    for (const w of l.work) {
      p.down(12);
      row(p, cols, [`CORRECTION: ${w.desc}`, `${w.qty.toFixed(1)} hr`, '', money(w.amount, 'USD', 'en', 'bare')]);
    }
    for (const t of l.parts) {
      p.down(12);
      row(p, cols, [`  ${t.qty} ${t.desc}`, '', money(t.unit, 'USD', 'en', 'bare'), money(t.amount, 'USD', 'en', 'bare')], { size: 8.5 });
    }
    p.down(12);
    row(p, cols, ['', '', `LINE ${'ABC'[i]} TOTAL`, money(r2(total(l.work) + total(l.parts)), 'USD', 'en', 'bare')], { bold: true, size: 8 });
    work.push(...l.work);
    parts.push(...l.parts);
  });
  const lab = total(work);
  const pts = total(parts);
  const supplies = r2(Math.min(35, lab * 0.06));
  const haz = r2(rng.int(3, 8) - 0.05);
  const taxRate = rng.pick([5.75, 6.75, 7.25, 7.5]);
  const tax = r2(((pts + supplies) * taxRate) / 100);
  const gross = r2(lab + pts + supplies + haz + tax);
  const dep = rng.chance(0.6) ? r2(rng.int(2, 6) * 50) : 0;
  const bx = 360;
  p.down(24);
  p.box(bx - 8, p.y - 12, 203, (dep ? 9 : 7) * 13 + 8);
  for (const [k, v, b] of [
    ['LABOR', lab],
    ['PARTS', pts],
    ['SHOP SUPPLIES', supplies],
    ['HAZ. WASTE DISPOSAL', haz],
    [`SALES TAX ${taxRate}%`, tax],
    ['TOTAL', gross, true],
    ...(dep ? ([['LESS DEPOSIT', -dep]] as [string, number][]) : []),
    ['AMOUNT DUE', r2(gross - dep), true],
  ] as [string, number, boolean?][]) {
    row(p, [{ x: bx }, { x: 550, align: R }], [k, money(v, 'USD', 'en')], { bold: b, size: 8.5 });
    p.down(13);
  }
  p.text(40, 'Sales tax charged on parts and shop supplies. Labor not taxable.', { size: 7.5, y: p.y - 40 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: odo,
  });
}

/** Fort Worth, 2008–2026: the final invoice of a restoration, progress billings listed and credited against it. */
export function fortWorthFinal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2008, 2026);
  const shop = `${surname(rng, 'texas')} Classic Restorations LLC`;
  const [a1, a2] = address(rng, 'texas');
  const c = car(rng, 'en', Number(date.slice(0, 4)), US_CARS);
  const rate = rng.int(75, 125);
  p.y = 50;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(40, `${a1} · ${a2}`, { size: 8 });
  p.y = 110;
  p.text(40, 'FINAL INVOICE', { size: 16, bold: true });
  p.text(555, `Invoice # ${digits(rng, 4)}-F`, { align: R });
  p.down(14).text(555, `Date: ${fd(date, 'uslong')}`, { align: R, size: 9 });
  p.down(14).text(40, `Project: frame-off restoration, ${c.year} ${c.make} ${c.model}`, { size: 9 });
  p.down(12).text(40, `Customer: ${person(rng, 'texas')}`, { size: 9 });
  const stages: [string, number][] = rng.some(
    [
      ['Disassembly, bagging and tagging', rng.int(30, 70)],
      ['Media blast body and frame', rng.int(12, 30)],
      ['Metal work: floor pans and quarter panels', rng.int(60, 160)],
      ['Body work, block sanding and primer', rng.int(80, 180)],
      ['Paint and clear, cut and buff', rng.int(60, 120)],
      ['Final assembly and wiring', rng.int(50, 110)],
    ],
    5,
  );
  const mats: [string, number][] = rng.some(
    [
      ['Floor pan set', rng.int(300, 700)],
      ['Quarter panel skins', rng.int(500, 1200)],
      ['Paint, primer and materials', rng.int(1800, 4200)],
      ['Weatherstrip kit', rng.int(300, 650)],
      ['Wiring harness', rng.int(450, 1100)],
      ['Chrome bumpers (new reproduction)', rng.int(600, 1400)],
    ],
    4,
  );
  const work: Line[] = stages.map(([d, h]) => ({ desc: d, qty: h, unit: rate, amount: r2(h * rate) }));
  const parts: Line[] = mats.map(([d, a]) => ({ desc: d, qty: 1, unit: a, amount: a }));
  const cols = [{ x: 40 }, { x: 400, align: R }, { x: 470, align: R }, { x: 555, align: R }];
  p.down(22);
  row(p, cols, ['LABOR', 'Hours', 'Rate', 'Amount'], { bold: true });
  for (const w of work) {
    p.down(12);
    row(p, cols, [w.desc, String(w.qty), money(rate, 'USD', 'en'), money(w.amount, 'USD', 'en')]);
  }
  const lab = total(work);
  p.down(13);
  row(p, cols, ['', '', 'Labor subtotal', money(lab, 'USD', 'en')], { bold: true, size: 8.5 });
  p.down(20);
  row(p, cols, ['PARTS & MATERIALS', '', '', ''], { bold: true });
  for (const t of parts) {
    p.down(12);
    row(p, cols, [t.desc, '', '', money(t.amount, 'USD', 'en')]);
  }
  const pts = total(parts);
  p.down(13);
  row(p, cols, ['', '', 'Parts subtotal', money(pts, 'USD', 'en')], { bold: true, size: 8.5 });
  const tax = r2(pts * 0.0825);
  const gross = r2(lab + pts + tax);
  const nb = rng.int(2, 4);
  const bills: [string, number][] = [];
  for (let i = 0; i < nb; i++)
    bills.push([`Progress billing #${i + 1} (${fd(addDays(date, -45 * (nb - i)), 'us')}) — paid`, r2(Math.round((gross * 0.18) / 100) * 100)]);
  const paid = r2(bills.reduce((a, [, v]) => a + v, 0));
  const tc = [{ x: 300 }, { x: 555, align: R }];
  p.down(22);
  row(p, tc, ['Sales tax 8.25% on parts', money(tax, 'USD', 'en')]);
  p.down(14);
  row(p, tc, ['PROJECT TOTAL', money(gross, 'USD', 'en')], { bold: true });
  for (const [k, v] of bills) {
    p.down(12);
    row(p, tc, [k, `(${money(v, 'USD', 'en')})`], { size: 8.5 });
  }
  p.down(15);
  row(p, tc, ['BALANCE DUE ON DELIVERY', money(r2(gross - paid), 'USD', 'en')], { bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
  });
}

/** Bend, 1985–2026: no sales tax in Oregon; an environmental fee, shop supplies, a club discount on labor, 2/10 net 30. */
export function bendNoSalesTax(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `High Desert ${rng.pick(['Import', 'Foreign Car', 'Vintage Auto'])} Repair`;
  const [a1, a2] = address(rng, 'oregon');
  const c = car(rng, 'en', y, [...US_CARS, 'Toyota', 'Jaguar', 'MG', 'Triumph']);
  const rate = rng.int(y < 2000 ? 35 : 85, y < 2000 ? 60 : 150);
  const odo = rng.int(30000, 220000);
  const done = addDays(date, -rng.int(0, 3));
  p.y = 46;
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(12).text(297, `${a1} | ${a2}`, { size: 8, align: 'center' });
  p.y = 100;
  p.text(40, `Invoice ${digits(rng, 5)}`, { bold: true });
  p.text(555, `Invoiced ${fd(date, 'us')}`, { align: R, size: 9 });
  p.down(13).text(40, `${person(rng, 'oregon')} — ${c.year} ${c.make} ${c.model} — Mileage ${odo}`, { size: 9 });
  p.text(555, `Completed ${fd(done, 'us')}`, { align: R, size: 9 });
  const jobs = rng.some(JOBS_EN, 2);
  const work: Line[] = [];
  const parts: Line[] = [];
  for (const j of jobs) {
    const l = jobLines(rng, j, rate, 1.1);
    work.push(...l.work);
    parts.push(...l.parts);
  }
  const cols = [{ x: 40 }, { x: 380, align: R }, { x: 460, align: R }, { x: 555, align: R }];
  p.down(22);
  row(p, cols, ['Description', 'Qty/Hrs', 'Each', 'Ext.'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const w of work) {
    p.down(13);
    row(p, cols, [w.desc, w.qty.toFixed(1), money(w.unit, 'USD', 'en', 'bare'), money(w.amount, 'USD', 'en', 'bare')]);
  }
  for (const t of parts) {
    p.down(13);
    row(p, cols, [t.desc, String(t.qty), money(t.unit, 'USD', 'en', 'bare'), money(t.amount, 'USD', 'en', 'bare')]);
  }
  const lab = total(work);
  const pts = total(parts);
  const club = rng.pick([10, 15]);
  const disc = r2((lab * club) / 100);
  const env = r2(rng.int(2, 6) + 0.5);
  const sup = r2(Math.min(30, lab * 0.05));
  const gross = r2(lab - disc + pts + env + sup);
  const tc = [{ x: 340 }, { x: 555, align: R }];
  p.down(24);
  for (const [k, v, b] of [
    ['Labor', lab],
    [`Car club discount ${club}% (labor)`, -disc],
    ['Parts', pts],
    ['Environmental fee', env],
    ['Shop supplies', sup],
    ['Sales tax (Oregon)', 0],
    ['Total', gross, true],
  ] as [string, number, boolean?][]) {
    row(p, tc, [k, money(v, 'USD', 'en')], { bold: b });
    p.down(13);
  }
  p.down(12).text(40, `Terms 2/10 net 30: deduct ${money(r2(gross * 0.02), 'USD', 'en')} if paid by ${fd(addDays(date, 10), 'us')}.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: odo,
  });
}

/** Montreal, 2013–2026 (written in English): sections per job, GST 5 % and QST 9.975 % on the subtotal. */
export function montrealGstQst(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2013, 2026);
  const shop = `Garage ${surname(rng, 'quebec')} Performance Inc.`;
  const [a1, a2] = address(rng, 'quebec');
  const c = car(rng, 'en', Number(date.slice(0, 4)), [...US_CARS, 'MG', 'Triumph', 'Jaguar']);
  const rate = rng.int(85, 135);
  const km = rng.int(40000, 260000);
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true });
  p.down(12).text(40, `${a1}, ${a2}`, { size: 8 });
  p.down(10).text(40, `GST No. ${digits(rng, 9)} RT0001 · QST No. ${digits(rng, 10)} TQ0001`, { size: 7.5 });
  p.y = 120;
  p.text(40, 'WORK ORDER INVOICE', { size: 13, bold: true });
  p.text(555, `No. ${digits(rng, 6)}`, { align: R });
  p.down(14).text(40, `Date: ${fd(date, 'iso')}    Vehicle: ${c.year} ${c.make} ${c.model}    Plate: ${plate(rng, 'quebec')}    Odometer: ${km} km`, {
    size: 8.5,
  });
  const cols = [{ x: 40 }, { x: 380, align: R }, { x: 460, align: R }, { x: 555, align: R }];
  const work: Line[] = [];
  const parts: Line[] = [];
  rng.some(JOBS_EN, 2).forEach((j, i) => {
    const l = jobLines(rng, j, rate, 1.3);
    p.down(20).text(40, `Section ${i + 1}: ${j.title}`, { bold: true, size: 9.5 });
    for (const w of l.work) {
      p.down(12);
      row(p, cols, [w.desc, `${w.qty.toFixed(1)} h`, money(w.unit, 'CAD', 'en'), money(w.amount, 'CAD', 'en')]);
    }
    for (const t of l.parts) {
      p.down(12);
      row(p, cols, [t.desc, `${t.qty}`, money(t.unit, 'CAD', 'en'), money(t.amount, 'CAD', 'en')]);
    }
    p.down(12);
    row(p, cols, ['', '', 'Section subtotal', money(r2(total(l.work) + total(l.parts)), 'CAD', 'en')], { bold: true, size: 8.5 });
    work.push(...l.work);
    parts.push(...l.parts);
  });
  const lab = total(work);
  const pts = total(parts);
  const env = r2(rng.int(3, 7) + 0.95);
  const sub = r2(lab + pts + env);
  const gst = r2(sub * 0.05);
  const qst = r2(sub * 0.09975);
  const gross = r2(sub + gst + qst);
  const tc = [{ x: 340 }, { x: 555, align: R }];
  p.down(24);
  for (const [k, v, b] of [
    ['Labour total', lab],
    ['Parts total', pts],
    ['Environmental levy (oil, filters)', env],
    ['Subtotal', sub],
    ['GST 5%', gst],
    ['QST 9.975%', qst],
    ['TOTAL CAD', gross, true],
  ] as [string, number, boolean?][]) {
    row(p, tc, [k, money(v, 'CAD', 'en')], { bold: b });
    p.down(13);
  }
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: km,
  });
}

/** Perth, 2001–2026: a tax invoice, amounts ex GST, GST 10 %, total inc GST, less deposit, balance owing. */
export function perthTaxInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2001, 2026);
  const shop = `${surname(rng, 'wa')} ${rng.pick(['Motors', 'Automotive', 'Classic Car Services'])} Pty Ltd`;
  const [a1, a2] = address(rng, 'wa');
  const c = car(rng, 'en', Number(date.slice(0, 4)), AU_CARS);
  const rate = rng.int(80, 140);
  const km = rng.int(60000, 320000);
  p.y = 48;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(40, `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} · ${a1}, ${a2}`, { size: 8 });
  p.y = 110;
  p.text(297, 'TAX INVOICE', { size: 15, bold: true, align: 'center' });
  p.down(18)
    .text(40, `Invoice ${digits(rng, 5)}`, { size: 9 })
    .text(555, fd(date, 'uk'), { size: 9, align: R });
  p.down(13).text(40, `${c.year} ${c.make} ${c.model} · Rego ${plate(rng, 'wa')} · Odo ${km} km`, { size: 9 });
  const [ja, jb] = rng.some(JOBS_EN, 2);
  const l = jobLines(rng, ja, rate, 1.4);
  const l2 = jobLines(rng, jb, rate, 1.4);
  const work = [...l.work, ...l2.work];
  const parts = [...l.parts, ...l2.parts];
  const cols = [{ x: 40 }, { x: 380, align: R }, { x: 460, align: R }, { x: 555, align: R }];
  p.down(22);
  row(p, cols, ['Item', 'Qty', 'Unit ex GST', 'Amount ex GST'], { bold: true, size: 8.5 });
  for (const w of [...work, ...parts]) {
    p.down(12);
    row(p, cols, [w.desc, work.includes(w) ? `${w.qty.toFixed(1)} hr` : String(w.qty), money(w.unit, 'AUD', 'en'), money(w.amount, 'AUD', 'en')]);
  }
  const lab = total(work);
  const pts = total(parts);
  const sub = r2(lab + pts);
  const gst = r2(sub * 0.1);
  const gross = r2(sub + gst);
  const dep = r2(rng.int(2, 10) * 50);
  const tc = [{ x: 340 }, { x: 555, align: R }];
  p.down(24);
  for (const [k, v, b] of [
    ['Labour', lab],
    ['Parts', pts],
    ['Subtotal ex GST', sub],
    ['GST 10%', gst],
    ['Total inc GST', gross, true],
    ['Less deposit received', -dep],
    ['Balance owing', r2(gross - dep), true],
  ] as [string, number, boolean?][]) {
    row(p, tc, [k, money(v, 'AUD', 'en')], { bold: b });
    p.down(13);
  }
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: km,
  });
}

/** Cambridge, 1995–2024: a revised invoice replacing one cancelled by credit note; the revised totals are the bill. */
export function cambridgeRevised(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2024);
  const y = Number(date.slice(0, 4));
  const orig = addDays(date, -rng.int(4, 30));
  const shop = `${surname(rng, 'eastanglia')} & ${surname(rng, 'eastanglia')} Classic Cars`;
  const [a1, a2] = address(rng, 'eastanglia');
  const c = car(rng, 'en', y, UK_CARS);
  const rate = rng.int(38, 82);
  const miles = rng.int(20000, 120000);
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true });
  p.down(12).text(40, `${a1}, ${a2}`, { size: 8 });
  p.y = 110;
  p.text(40, 'REVISED INVOICE', { size: 15, bold: true });
  const oldNr = digits(rng, 5);
  p.down(16).text(
    40,
    `Invoice ${digits(rng, 5)} dated ${fd(date, 'uk')} — replaces invoice ${oldNr} of ${fd(orig, 'uk')}, cancelled by credit note CN${digits(rng, 4)}.`,
    {
      size: 8.5,
    },
  );
  p.down(13).text(40, `Work done ${fd(orig, 'uk')} on ${c.make} ${c.model}, ${plate(rng, 'eastanglia')}, ${miles} miles.`, { size: 8.5 });
  const l = jobLines(rng, rng.pick(JOBS_EN), rate, 1);
  const cols = [{ x: 40 }, { x: 400, align: R }, { x: 555, align: R }];
  p.down(22);
  row(p, cols, ['Labour', 'Hrs', '£'], { bold: true });
  for (const w of l.work) {
    p.down(12);
    row(p, cols, [w.desc, w.qty.toFixed(1), money(w.amount, 'GBP', 'en', 'bare')]);
  }
  p.down(18);
  row(p, cols, ['Parts', 'Qty', '£'], { bold: true });
  for (const t of l.parts) {
    p.down(12);
    row(p, cols, [t.desc, String(t.qty), money(t.amount, 'GBP', 'en', 'bare')]);
  }
  const lab = total(l.work);
  const pts = total(l.parts);
  const net = r2(lab + pts);
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const tc = [{ x: 340 }, { x: 555, align: R }];
  p.down(22);
  for (const [k, v, b] of [
    ['Labour', lab],
    ['Parts', pts],
    ['Net', net],
    [`VAT ${vat}%`, tax],
    ['Revised total', gross, true],
  ] as [string, number, boolean?][]) {
    row(p, tc, [k, money(v, 'GBP', 'en')], { bold: b });
    p.down(13);
  }
  p.down(10).text(
    40,
    `Reason: ${rng.pick(['labour time overstated on original', 'parts charged twice', 'wrong VAT rate on original'])}. Any amount paid on ${oldNr} is credited to this invoice.`,
    {
      size: 8,
    },
  );
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: orig,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: names(l.work),
    partsUsed: names(l.parts),
    serviceMileage: miles,
  });
}

/** San Antonio, 1995–2026: a dealer repair order split between customer pay and warranty; the customer-pay total is billed. */
export function sanAntonioSplitPay(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const shop = `${surname(rng, 'texas')} ${rng.pick(['Chevrolet', 'Ford', 'Dodge'])} Service Dept.`;
  const [a1, a2] = address(rng, 'texas');
  const c = car(rng, 'en', Number(date.slice(0, 4)), US_CARS);
  const rate = rng.int(65, 140);
  const odo = rng.int(15000, 140000);
  p.y = 46;
  p.text(40, shop, { size: 13, bold: true });
  p.down(12).text(40, `${a1}, ${a2}`, { size: 8 });
  p.text(555, `RO ${digits(rng, 6)}  ·  ${fd(date, 'usshort')}`, { align: R, size: 9, y: 46 });
  p.y = 96;
  p.text(40, `${c.year} ${c.make} ${c.model}   Mileage in ${odo}   Advisor ${person(rng, 'texas')}`, { size: 9 });
  const [ja, jb] = rng.some(JOBS_EN, 2);
  const cp = jobLines(rng, ja, rate, 1.1);
  const wl = jobLines(rng, jb, rate, 1.1);
  const cols = [{ x: 40 }, { x: 330 }, { x: 460, align: R }, { x: 555, align: R }];
  p.down(22);
  row(p, cols, ['Operation', 'Pay type', 'Hrs/Qty', 'Amount'], { bold: true });
  const put = (l: { work: Line[]; parts: Line[] }, pay: string) => {
    for (const w of l.work) {
      p.down(12);
      row(p, cols, [w.desc, pay, w.qty.toFixed(1), money(w.amount, 'USD', 'en', 'bare')]);
    }
    for (const t of l.parts) {
      p.down(12);
      row(p, cols, [`  ${t.desc}`, pay, String(t.qty), money(t.amount, 'USD', 'en', 'bare')]);
    }
  };
  put(cp, 'C (customer)');
  put(wl, 'W (warranty)');
  const cl = total(cp.work);
  const cpp = total(cp.parts);
  const wlab = total(wl.work);
  const wpp = total(wl.parts);
  const tax = r2(cpp * 0.0825);
  const cTot = r2(cl + cpp + tax);
  const wTot = r2(wlab + wpp);
  const bc = [{ x: 40 }, { x: 300, align: R }, { x: 420, align: R }, { x: 555, align: R }];
  p.down(26);
  row(p, bc, ['', 'CUSTOMER PAY', 'WARRANTY', 'INTERNAL'], { bold: true, size: 8.5 });
  for (const [k, a, b] of [
    ['Labor', cl, wlab],
    ['Parts', cpp, wpp],
    ['Sales tax', tax, 0],
  ] as [string, number, number][]) {
    p.down(12);
    row(p, bc, [k, money(a, 'USD', 'en', 'bare'), money(b, 'USD', 'en', 'bare'), '0.00'], { size: 8.5 });
  }
  p.down(14);
  row(p, bc, ['Totals', money(cTot, 'USD', 'en', 'bare'), money(wTot, 'USD', 'en', 'bare'), '0.00'], { bold: true, size: 8.5 });
  p.down(22);
  row(p, [{ x: 300 }, { x: 555, align: R }], ['PLEASE PAY THIS AMOUNT', money(cTot, 'USD', 'en')], { bold: true });
  p.down(18).text(40, 'Warranty amounts are billed to the manufacturer and are shown for your information only.', { size: 7.5 });
  stamp(p, 420, p.y + 26, ['PAID', fd(date, 'us')], 110);
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: cl,
    partsCost: cpp,
    totalCost: cTot,
    workPerformed: [...names(cp.work), ...names(wl.work)],
    partsUsed: [...names(cp.parts), ...names(wl.parts)],
    serviceMileage: odo,
  });
}

/** Newry, 1979–1998: a small garage's bill with a sublet line (MOT by another station) and a rounding allowance. */
export function newrySublet(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1979, 1998);
  const y = Number(date.slice(0, 4));
  const shop = `${person(rng, 'nireland')} Motors`;
  const [a1, a2] = address(rng, 'nireland');
  const c = car(rng, 'en', y, UK_CARS);
  const rate = r2(rng.int(8, 32));
  const miles = rng.int(30000, 150000);
  p.y = 54;
  p.text(40, shop, { size: 13, bold: true, serif: true });
  p.down(13).text(40, `${a1}, ${a2}`, { size: 8.5, serif: true });
  p.y = 110;
  p.text(40, `Account to ${person(rng, 'nireland')}`, { serif: true });
  p.text(555, `No. ${digits(rng, 4)}    ${fd(date, 'ukdot')}`, { serif: true, align: R });
  p.down(14).text(40, `${c.make} ${c.model} — ${plate(rng, 'nireland')} — speedo ${miles}`, { serif: true, size: 9.5 });
  const l = jobLines(rng, rng.pick(JOBS_EN), rate, 0.6);
  const cols = [{ x: 40 }, { x: 470, align: R }, { x: 555, align: R }];
  p.down(24);
  row(p, cols, ['', 'Labour', 'Parts'], { serif: true, bold: true });
  for (const w of l.work) {
    p.down(13);
    row(p, cols, [w.desc, money(w.amount, 'GBP', 'en', 'bare'), ''], { serif: true, size: 9.5 });
  }
  for (const t of l.parts) {
    p.down(13);
    row(p, cols, [t.desc, '', money(t.amount, 'GBP', 'en', 'bare')], { serif: true, size: 9.5 });
  }
  const lab = total(l.work);
  const pts = total(l.parts);
  p.down(15);
  row(p, cols, ['', money(lab, 'GBP', 'en', 'bare'), money(pts, 'GBP', 'en', 'bare')], { serif: true, bold: true });
  const sublet = r2(rng.int(8, 30) + 0.5);
  const net = r2(lab + pts);
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const exact = r2(net + tax + sublet);
  const gross = Math.floor(exact);
  const tc = [{ x: 300 }, { x: 555, align: R }];
  p.down(20);
  row(p, tc, [`V.A.T. @ ${vat}% on ${money(net, 'GBP', 'en', 'bare')}`, money(tax, 'GBP', 'en', 'bare')], { serif: true });
  p.down(13);
  row(p, tc, ['Sublet: M.O.T. test at test centre (no VAT)', money(sublet, 'GBP', 'en', 'bare')], { serif: true });
  if (gross !== exact) {
    p.down(13);
    row(p, tc, ['Less odd pence', `-${money(r2(exact - gross), 'GBP', 'en', 'bare')}`], { serif: true });
  }
  p.down(15);
  row(p, tc, ['Total £', money(gross, 'GBP', 'en', 'bare')], { serif: true, bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lab,
    partsCost: pts,
    totalCost: gross,
    workPerformed: [...names(l.work), 'M.O.T. test at test centre'],
    partsUsed: names(l.parts),
    serviceMileage: miles,
  });
}
