/** English-language service bills (UK, US, IE) with their parts in unusual places. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, vatIE, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_EN, jobNo, partLines, person, plateUK, plateUS, priceFactor, serviceTruth, sums, workLines } from './kit';

const miles = (n: number) => n.toLocaleString('en-GB');

/** 11: a British garage's invoice with the totals box at the top right, above the items. */
export function ukTotalsTop(rng: Random): Generated {
  const date = rng.date(1974, 2024);
  const y = yearOf(date);
  const f = priceFactor(y, '£');
  const rate = r2(rng.int(30, 75) * ((y - 1960) / 64 + 0.15));
  const work = workLines(rng, 'en', rng.int(3, 5), rate);
  const parts = partLines(rng, 'en', rng.int(3, 6), f);
  const s = sums(work, parts, vatUK(y));
  const shop = rng.pick(['Fenwick & Hale Motors Ltd', 'Westgate Garage (Ludlow) Ltd', 'Abbey Road Motor Works']);
  const mi = rng.int(20000, 160000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 14, bold: true }).down(12);
  p.text(40, `${rng.pick(['Station Road', 'High Street', 'Mill Lane'])}, ${rng.pick(['Ludlow', 'Thirsk', 'Bideford', 'Malvern'])}`, { size: 8.5 }).down(11);
  p.text(40, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8 });
  p.box(340, 45, 215, 92, true);
  const tb: [string, number, boolean][] = [
    ['Labour', s.labour, false],
    ['Parts', s.parts, false],
    ['Sub-total', s.net, false],
    [`VAT @ ${s.rate}%`, s.vat, false],
    ['TOTAL DUE', s.total, true],
  ];
  let ty = 62;
  for (const [l, v, b] of tb) {
    p.text(350, l, { y: ty, size: b ? 10 : 8.5, bold: b });
    p.text(545, `£${num(v, 'en')}`, { y: ty, size: b ? 10 : 8.5, bold: b, align: 'right' });
    ty += b ? 0 : 16;
  }
  p.y = 175;
  p.text(40, `INVOICE No. ${jobNo(rng)}`, { size: 12, bold: true });
  p.text(555, `Date: ${fd(date, 'uk')}`, { size: 10, align: 'right' }).down(16);
  p.text(40, `Customer: ${person(rng, 'en')}    Vehicle: ${rng.pick(CARS_EN)}    Reg. ${plateUK(rng, y)}    Mileage: ${miles(mi)}`, { size: 9 }).down(24);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Work carried out', 'Hours', 'Rate', '£'], { bold: true });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'en'), num(rate, 'en'), num(w.amount, 'en')]);
    p.down(13);
  }
  p.down(10);
  row(p, cols, ['Parts supplied', 'Qty', 'Each', '£'], { bold: true });
  p.down(14);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.unit!, 'en'), num(t.amount, 'en')]);
    p.down(13);
  }
  p.down(24);
  p.text(40, 'Payment due on collection. Thank you for your custom.', { size: 8 });
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}

/** 12: a US repair order with the dollar amounts in a column to the LEFT of the descriptions. */
export function usAmountsLeft(rng: Random): Generated {
  const date = rng.date(1965, 2020);
  const y = yearOf(date);
  const f = priceFactor(y, '$');
  const rate = r2(rng.int(60, 130) * ((y - 1960) / 64 + 0.12));
  const work = workLines(rng, 'en', rng.int(2, 4), rate);
  const parts = partLines(rng, 'en', rng.int(2, 5), f);
  const tax = rng.pick([5, 6, 6.25, 7, 8.25]);
  const base = sums(work, parts, 0);
  const salesTax = r2((base.parts * tax) / 100);
  const s = { ...base, vat: salesTax, total: r2(base.net + salesTax) };
  const shop = rng.pick(["Dutch's Auto Repair", 'Heartland Foreign Car Service', 'Mesa Motor Clinic']);
  const mi = rng.int(30000, 190000);
  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { size: 15, bold: true, align: 'center' }).down(12);
  p.text(297, `${rng.int(100, 9999)} ${rng.pick(['W. Main St', 'Route 9', 'E. Colfax Ave'])} · ${rng.pick(['Springfield, MO', 'Tucson, AZ', 'Denver, CO'])}`, {
    size: 8.5,
    align: 'center',
  }).down(30);
  p.text(40, `REPAIR ORDER #${jobNo(rng)}`, { size: 11, bold: true });
  p.text(555, `DATE ${fd(date, 'us')}`, { size: 10, align: 'right' }).down(14);
  p.text(40, `${person(rng, 'en')} · ${rng.int(1964, y)} ${rng.pick(CARS_EN)} · Lic. ${plateUS(rng)} · Odometer ${mi}`, { size: 9 }).down(24);
  p.box(40, p.y - 12, 80, 0.01);
  p.text(110, 'AMOUNT', { size: 8, bold: true, align: 'right' });
  p.text(130, 'LABOR', { size: 8, bold: true }).down(14);
  for (const w of work) {
    p.text(110, num(w.amount, 'en'), { size: 9, align: 'right' });
    p.text(130, w.text.toUpperCase(), { size: 9 }).down(13);
  }
  p.down(6);
  p.text(130, 'PARTS', { size: 8, bold: true }).down(14);
  for (const t of parts) {
    p.text(110, num(t.amount, 'en'), { size: 9, align: 'right' });
    p.text(130, `${t.text.toUpperCase()}  (${t.qty} @ ${num(t.unit!, 'en')})`, { size: 9 }).down(13);
  }
  p.down(12);
  hline(p, 40, 80);
  p.down(12);
  for (const [v, l, b] of [
    [s.labour, 'TOTAL LABOR', false],
    [s.parts, 'TOTAL PARTS', false],
    [salesTax, `SALES TAX ${tax}% (PARTS)`, false],
    [s.total, 'TOTAL — PLEASE PAY THIS AMOUNT', true],
  ] as [number, string, boolean][]) {
    p.text(110, `${b ? '$' : ''}${num(v, 'en')}`, { size: b ? 10 : 9, bold: b, align: 'right' });
    p.text(130, l, { size: b ? 10 : 9, bold: b }).down(14);
  }
  p.down(24);
  p.text(40, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 7.5 }).down(10);
  p.text(40, 'X ______________________________', { size: 9 });
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}

/** 13: a British specialist with a band of cells: Date | Mileage | Job No. | Total. */
export function ukBandCells(rng: Random): Generated {
  const date = rng.date(1992, 2026);
  const y = yearOf(date);
  const f = priceFactor(y, '£');
  const rate = r2(rng.int(45, 95));
  const work = workLines(rng, 'en', rng.int(3, 5), rate);
  const parts = partLines(rng, 'en', rng.int(2, 5), f);
  const s = sums(work, parts, vatUK(y));
  const shop = rng.pick(['Marque Heritage Engineering', 'Cotswold Classic Cars', 'Pennine Vintage Restorations']);
  const mi = rng.int(30000, 150000);
  const p = new PageBuilder();
  p.text(555, shop, { size: 14, bold: true, align: 'right' }).down(12);
  p.text(
    555,
    `Unit ${rng.int(1, 20)}, ${rng.pick(['Brook Farm', 'Old Forge', 'Airfield'])} Industrial Estate · ${rng.pick(['Cirencester', 'Skipton', 'Melton Mowbray'])}`,
    { size: 8, align: 'right' },
  ).down(40);
  p.text(40, 'Tax Invoice', { size: 16, bold: true }).down(16);
  const cells: [string, string][] = [
    ['Date', fd(date, 'uklong')],
    ['Mileage', miles(mi)],
    ['Job No.', `J${jobNo(rng)}`],
    ['Total', `£${num(s.total, 'en')}`],
  ];
  cells.forEach(([h, v], i) => {
    const x = 40 + i * 129;
    p.box(x, p.y, 128, 34);
    p.text(x + 64, h, { y: p.y + 11, size: 7, align: 'center' });
    p.text(x + 64, v, { y: p.y + 27, size: 10.5, bold: true, align: 'center' });
  });
  p.down(56);
  p.text(40, `For ${person(rng, 'en')} — ${rng.pick(CARS_EN)} (${plateUK(rng, y)})`, { size: 9 }).down(22);
  const cols: Col[] = [{ x: 40 }, { x: 420, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Labour', 'Hrs', 'Net £'], { bold: true });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'en'), num(w.amount, 'en')]);
    p.down(13);
  }
  p.down(8);
  row(p, cols, ['Parts', 'Qty', 'Net £'], { bold: true });
  p.down(14);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.amount, 'en')]);
    p.down(13);
  }
  p.down(12);
  for (const [l, v] of [
    ['Labour total', s.labour],
    ['Parts total', s.parts],
    ['Net', s.net],
    [`VAT ${s.rate}%`, s.vat],
  ] as [string, number][]) {
    row(p, [{ x: 360 }, { x: 555, align: 'right' }], [l, num(v, 'en')]);
    p.down(13);
  }
  row(p, [{ x: 360 }, { x: 555, align: 'right' }], ['Invoice total', num(s.total, 'en')], { bold: true });
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}

/** 14: a US shop's invoice in two columns — the facts in the left column, the work and parts on the right. */
export function usTwoColumn(rng: Random): Generated {
  const date = rng.date(1978, 2025);
  const y = yearOf(date);
  const f = priceFactor(y, '$');
  const rate = r2(rng.int(60, 140) * ((y - 1960) / 64 + 0.12));
  const work = workLines(rng, 'en', rng.int(3, 5), rate);
  const parts = partLines(rng, 'en', rng.int(2, 5), f);
  const tax = rng.pick([0, 6, 7.5, 8.875]);
  const base = sums(work, parts, 0);
  const st = r2((base.net * tax) / 100);
  const s = { ...base, vat: st, total: r2(base.net + st) };
  const shop = rng.pick(['Vintage Motorcar Service Co.', 'Bayside Imports Garage', 'Old Dominion Auto Works']);
  const mi = rng.int(20000, 210000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 14, bold: true }).down(40);
  const lf: [string, string][] = [
    ['INVOICE', String(rng.int(2000, 9999))],
    ['DATE', fd(date, 'uslong')],
    ['CUSTOMER', person(rng, 'en')],
    ['VEHICLE', rng.pick(CARS_EN)],
    ['PLATE', plateUS(rng)],
    ['MILES IN', String(mi)],
    ['TECH', rng.pick(['R.D.', 'Mike', 'J. Ortiz'])],
  ];
  let fy = p.y;
  for (const [l, v] of lf) {
    p.text(40, l, { y: fy, size: 7, bold: true });
    p.text(40, v, { y: fy + 12, size: 9.5 });
    fy += 32;
  }
  p.box(180, p.y - 14, 0.01, 480);
  const cols: Col[] = [{ x: 195 }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['LABOR', 'HRS', 'AMOUNT'], { bold: true, size: 8 });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'en'), num(w.amount, 'en')]);
    p.down(13);
  }
  row(p, cols, ['Labor subtotal', '', num(s.labour, 'en')], { bold: true });
  p.down(22);
  row(p, cols, ['PARTS', 'QTY', 'AMOUNT'], { bold: true, size: 8 });
  p.down(14);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.amount, 'en')]);
    p.down(13);
  }
  row(p, cols, ['Parts subtotal', '', num(s.parts, 'en')], { bold: true });
  p.down(22);
  if (tax) {
    row(p, cols, [`Sales tax ${tax}%`, '', num(st, 'en')]);
    p.down(14);
  }
  row(p, cols, ['TOTAL', '', `$${num(s.total, 'en')}`], { bold: true, size: 10 });
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}

/** 15: an Irish garage that names itself only in the imprint at the foot. */
export function ieImprintFoot(rng: Random): Generated {
  const date = rng.date(1986, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'IR£' : '€';
  const f = priceFactor(y, cur);
  const rate = r2(rng.int(35, 80) * (y < 2002 ? 0.7 : 1));
  const work = workLines(rng, 'en', rng.int(2, 4), rate);
  const parts = partLines(rng, 'en', rng.int(2, 5), f);
  const s = sums(work, parts, y < 2002 ? 21 : vatIE(y) === 23 ? 13.5 : 13.5);
  const shop = rng.pick(["Brennan's Garage", 'Kilcullen Motor Services', 'Shannonside Motors']);
  const mi = rng.int(40000, 220000);
  const p = new PageBuilder();
  p.y = 80;
  p.text(40, 'INVOICE', { size: 20, bold: true }).down(30);
  p.text(40, `To: ${person(rng, 'en')}`, { size: 10 }).down(13);
  p.text(40, `${rng.pick(['Ballymore', 'Rathcoole', 'Clonard'])}, Co. ${rng.pick(['Kildare', 'Meath', 'Clare'])}`, { size: 10 });
  p.text(555, `Invoice date ${fd(date, 'uk')}`, { y: 110, size: 9, align: 'right' });
  p.text(555, `Reg. ${String(y).slice(2)}-${rng.pick(['KE', 'MH', 'CE', 'D'])}-${rng.int(100, 9999)}`, { y: 122, size: 9, align: 'right' });
  p.text(555, `Odometer ${miles(mi)} ${y < 2005 ? 'miles' : 'km'}`, { y: 134, size: 9, align: 'right' });
  p.y = 180;
  const cols: Col[] = [{ x: 40 }, { x: 420, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Qty/Hrs', cur], { bold: true });
  p.down(5);
  hline(p, 40, 515);
  p.down(12);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'en'), num(w.amount, 'en')]);
    p.down(13);
  }
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.amount, 'en')]);
    p.down(13);
  }
  p.down(14);
  for (const [l, v, b] of [
    ['Labour', s.labour, false],
    ['Parts', s.parts, false],
    ['Goods & services', s.net, false],
    [`VAT @ ${s.rate}%`, s.vat, false],
    [`Total ${cur}`, s.total, true],
  ] as [string, number, boolean][]) {
    row(p, [{ x: 360 }, { x: 555, align: 'right' }], [l, num(v, 'en')], { bold: b });
    p.down(13);
  }
  hline(p, 40, 515, 775);
  p.text(
    297,
    `${shop} · Main Street, ${rng.pick(['Kilcullen', 'Navan', 'Ennis'])} · Tel. 0${rng.int(41, 99)} ${rng.int(10000, 99999)} · VAT No. IE${rng.int(1000000, 9999999)}${'ABCDEFGHKL'[rng.int(0, 9)]}`,
    { y: 788, size: 7, align: 'center' },
  );
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}

/** 16: a letterhead with the trading name as a logo at the head and the limited company's name apart at the foot. */
export function ukLogoLegalApart(rng: Random): Generated {
  const date = rng.date(1985, 2023);
  const y = yearOf(date);
  const f = priceFactor(y, '£');
  const rate = r2(rng.int(40, 90) * ((y - 1960) / 64 + 0.2));
  const work = workLines(rng, 'en', rng.int(2, 5), rate);
  const parts = partLines(rng, 'en', rng.int(2, 5), f);
  const s = sums(work, parts, vatUK(y));
  const [logo, legal] = rng.pick([
    ['TRIUMPHTUNE', 'T.T. Engineering (Stockport) Ltd'],
    ['SPRITEWORKS', 'Hargreaves & Lunt Ltd'],
    ['BIG HEALEY CENTRE', 'A.H. Restoration Services Ltd'],
  ] as const);
  const mi = rng.int(20000, 140000);
  const p = new PageBuilder();
  p.text(40, logo, { size: 22, bold: true });
  p.text(555, 'Service · Parts · Restoration', { size: 8, align: 'right' }).down(48);
  p.text(40, person(rng, 'en'), { size: 10 }).down(12);
  p.text(40, `${rng.int(1, 99)} ${rng.pick(['Park Avenue', 'Church Lane', 'The Crescent'])}`, { size: 10 });
  p.text(555, `Invoice ${jobNo(rng)}`, { size: 10, bold: true, align: 'right', y: 106 });
  p.text(555, fd(date, 'uklong'), { size: 10, align: 'right', y: 120 });
  p.y = 165;
  p.text(40, `${rng.pick(CARS_EN)} · ${plateUK(rng, y)} · ${miles(mi)} miles recorded`, { size: 9 }).down(22);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 475, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['', 'Qty', 'Unit', 'Amount'], { bold: true, size: 8 });
  p.down(14);
  p.text(40, 'Labour', { size: 9.5, bold: true }).down(13);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'en'), num(rate, 'en'), num(w.amount, 'en')]);
    p.down(13);
  }
  p.down(6);
  p.text(40, 'Parts & materials', { size: 9.5, bold: true }).down(13);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.unit!, 'en'), num(t.amount, 'en')]);
    p.down(13);
  }
  p.down(12);
  for (const [l, v, b] of [
    ['Labour', s.labour, false],
    ['Parts', s.parts, false],
    ['Total net', s.net, false],
    [`VAT ${s.rate}%`, s.vat, false],
    ['Total payable', s.total, true],
  ] as [string, number, boolean][]) {
    row(p, [{ x: 380 }, { x: 555, align: 'right' }], [l, `£${num(v, 'en')}`], { bold: b });
    p.down(13);
  }
  hline(p, 40, 515, 772);
  p.text(
    40,
    `${logo} is a trading name of ${legal}. Registered in England No. ${rng.int(1000000, 9999999)}. Registered office: ${rng.int(1, 80)} ${rng.pick(['King Street', 'Market Place'])}, ${rng.pick(['Stockport', 'Bolton', 'Abingdon'])}.`,
    { y: 784, size: 6.5 },
  );
  p.text(40, `VAT registration ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 794, size: 6.5 });
  return doc(p, 'en', serviceTruth(logo, date, mi, s, work, parts));
}

/** 17: a US dealer's form with each caption printed UNDER its filled-in value. */
export function usLabelsUnder(rng: Random): Generated {
  const date = rng.date(1966, 1995);
  const y = yearOf(date);
  const f = priceFactor(y, '$');
  const rate = r2(rng.int(50, 110) * ((y - 1960) / 64 + 0.12));
  const work = workLines(rng, 'en', rng.int(2, 4), rate);
  const parts = partLines(rng, 'en', rng.int(2, 4), f);
  const s = sums(work, parts, 0);
  const shop = rng.pick(['Hillcrest Chevrolet', 'Lakeshore Ford Sales', 'Crown Buick-Pontiac']);
  const mi = rng.int(5000, 120000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 16, bold: true, serif: true }).down(12);
  p.text(40, `Service Department · ${rng.pick(['Grand Rapids, Mich.', 'Toledo, Ohio', 'Rockford, Ill.'])}`, { size: 8.5 }).down(36);
  const fields: [string, string, number][] = [
    [person(rng, 'en'), 'CUSTOMER', 180],
    [fd(date, 'usshort'), 'DATE', 80],
    [String(mi), 'MILEAGE', 80],
    [plateUS(rng), 'LICENSE', 80],
    [String(rng.int(10000, 99999)), 'ORDER NO.', 95],
  ];
  let fx = 40;
  for (const [v, l, w] of fields) {
    p.text(fx + 3, v, { size: 10 });
    p.box(fx, p.y + 3, w - 5, 0.01);
    p.text(fx + 3, l, { y: p.y + 12, size: 6.5 });
    fx += w;
  }
  p.down(40);
  const cols: Col[] = [{ x: 40 }, { x: 555, align: 'right' }];
  for (const w of work) {
    row(p, cols, [w.text, num(w.amount, 'en')]);
    p.down(13);
  }
  for (const t of parts) {
    row(p, cols, [`${t.qty} ${t.text}`, num(t.amount, 'en')]);
    p.down(13);
  }
  p.down(14);
  const tl: [string, string][] = [
    [num(s.labour, 'en'), 'TOTAL LABOR'],
    [num(s.parts, 'en'), 'TOTAL PARTS'],
    [`$${num(s.total, 'en')}`, 'TOTAL AMOUNT'],
  ];
  fx = 300;
  for (const [v, l] of tl) {
    p.text(fx + 80, v, { size: 10, bold: l === 'TOTAL AMOUNT', align: 'right' });
    p.box(fx, p.y + 3, 82, 0.01);
    p.text(fx + 2, l, { y: p.y + 12, size: 6.5 });
    fx += 88;
  }
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}

/** 18: a British garage whose date and mileage stand in the right margin, beside the items. */
export function ukMarginFacts(rng: Random): Generated {
  const date = rng.date(1964, 1990);
  const y = yearOf(date);
  const f = priceFactor(y, '£');
  const rate = r2(rng.int(20, 60) * ((y - 1960) / 64 + 0.1));
  const work = workLines(rng, 'en', rng.int(2, 4), rate);
  const parts = partLines(rng, 'en', rng.int(2, 4), f);
  const vr = y >= 1973 ? vatUK(y) : 0;
  const s = sums(work, parts, vr);
  const shop = rng.pick(['R. Pengelly & Son', 'Moorside Garage', 'J. W. Tranter (Motors)']);
  const mi = rng.int(8000, 110000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 15, bold: true, serif: true }).down(12);
  p.text(40, `Motor Engineers · ${rng.pick(['Launceston', 'Hexham', 'Kendal', 'Wem'])}`, { size: 9, serif: true }).down(36);
  p.box(450, p.y - 10, 0.01, 400);
  const mx = 462;
  p.text(mx, 'Date', { y: p.y, size: 7.5, serif: true });
  p.text(mx, fd(date, 'ukdot'), { y: p.y + 12, size: 10, serif: true });
  p.text(mx, 'Mileage', { y: p.y + 40, size: 7.5, serif: true });
  p.text(mx, String(mi), { y: p.y + 52, size: 10, serif: true });
  p.text(mx, 'Reg. No.', { y: p.y + 80, size: 7.5, serif: true });
  p.text(mx, plateUK(rng, y), { y: p.y + 92, size: 10, serif: true });
  p.text(mx, 'Acct.', { y: p.y + 120, size: 7.5, serif: true });
  p.text(mx, String(rng.int(100, 999)), { y: p.y + 132, size: 10, serif: true });
  p.text(40, `Dr. to ${shop}`, { size: 10, serif: true }).down(14);
  p.text(40, `${person(rng, 'en')}, ${rng.pick(CARS_EN)}`, { size: 10, serif: true }).down(24);
  const cols: Col[] = [{ x: 40 }, { x: 435, align: 'right' }];
  for (const w of work) {
    row(p, cols, [w.text, num(w.amount, 'en')], { serif: true });
    p.down(14);
  }
  row(p, cols, ['Labour', num(s.labour, 'en')], { serif: true, bold: true });
  p.down(20);
  for (const t of parts) {
    row(p, cols, [t.qty! > 1 ? `${t.qty} ${t.text}s` : t.text, num(t.amount, 'en')], { serif: true });
    p.down(14);
  }
  row(p, cols, ['Materials', num(s.parts, 'en')], { serif: true, bold: true });
  p.down(20);
  if (vr) {
    row(p, cols, [`V.A.T. ${vr}%`, num(s.vat, 'en')], { serif: true });
    p.down(14);
  }
  row(p, cols, ['Total £', num(s.total, 'en')], { serif: true, bold: true });
  const t = serviceTruth(shop, date, mi, s, work, parts);
  t.partsUsed = parts.map((x) => (x.qty! > 1 ? `${x.qty} ${x.text}s` : x.text));
  return doc(p, 'en', t);
}

/** 19: a US shop whose lines read description, then quantity, with the $ in a column of its own. */
export function usCurrencyColumn(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const y = yearOf(date);
  const f = priceFactor(y, '$');
  const rate = r2(rng.int(70, 160) * ((y - 1960) / 64 + 0.1));
  const work = workLines(rng, 'en', rng.int(2, 5), rate);
  const parts = partLines(rng, 'en', rng.int(2, 5), f);
  const tax = rng.pick([6, 7, 8.25]);
  const base = sums(work, parts, 0);
  const st = r2((base.parts * tax) / 100);
  const s = { ...base, vat: st, total: r2(base.net + st) };
  const shop = rng.pick(['Brickyard Classic Auto', 'Prairie Restoration & Repair', 'Eastside British Cars']);
  const mi = rng.int(30000, 180000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 14, bold: true });
  p.text(555, `Invoice ${rng.int(10000, 99999)}`, { size: 10, align: 'right' }).down(14);
  p.text(40, rng.pick(['Indianapolis, IN', 'Wichita, KS', 'Portland, OR']), { size: 8.5 });
  p.text(555, fd(date, 'us'), { size: 10, align: 'right' }).down(30);
  p.text(40, `Bill to: ${person(rng, 'en')}   Vehicle: ${rng.pick(CARS_EN)}   Odometer: ${mi.toLocaleString('en-US')}   VIN ...${rng.int(100000, 999999)}`, {
    size: 9,
  }).down(24);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 380 }, { x: 460, align: 'right' }, { x: 480 }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Qty', '', 'Unit', '', 'Ext.'], { bold: true, size: 8 });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.text, `${num(w.hours!, 'en')} hr`, '$', num(rate, 'en'), '$', num(w.amount, 'en')]);
    p.down(13);
  }
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), '$', num(t.unit!, 'en'), '$', num(t.amount, 'en')]);
    p.down(13);
  }
  p.down(12);
  for (const [l, v, b] of [
    ['Labor', s.labour, false],
    ['Parts', s.parts, false],
    [`Tax on parts ${tax}%`, st, false],
    ['Amount due', s.total, true],
  ] as [string, number, boolean][]) {
    row(p, [{ x: 360 }, { x: 480 }, { x: 555, align: 'right' }], [l, '$', num(v, 'en')], { bold: b });
    p.down(13);
  }
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}

/** 20: parts listed before labour and the VAT-inclusive total before the VAT analysis. */
export function ukPartsFirst(rng: Random): Generated {
  const date = rng.date(1991, 2025);
  const y = yearOf(date);
  const f = priceFactor(y, '£');
  const rate = r2(rng.int(40, 85));
  const work = workLines(rng, 'en', rng.int(2, 4), rate);
  const parts = partLines(rng, 'en', rng.int(3, 6), f);
  const s = sums(work, parts, vatUK(y));
  const shop = rng.pick(['Severn Valley Motors', 'Harbour Garage (Poole) Ltd', 'Kingsway Autos']);
  const mi = rng.int(30000, 170000);
  const p = new PageBuilder();
  p.text(297, shop, { size: 15, bold: true, align: 'center' }).down(12);
  p.text(297, `MOT testing · servicing · repairs · ${rng.pick(['Bewdley', 'Poole', 'Grantham'])}`, { size: 8.5, align: 'center' }).down(34);
  p.text(40, `Invoice ${jobNo(rng)}  ·  ${fd(date, 'ukshort')}  ·  ${person(rng, 'en')}  ·  ${plateUK(rng, y)}  ·  Odo ${miles(mi)}`, { size: 9 }).down(26);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 555, align: 'right' }];
  p.text(40, 'PARTS', { size: 9, bold: true }).down(13);
  for (const t of parts) {
    row(p, cols, [t.text, `x${t.qty}`, num(t.amount, 'en')]);
    p.down(13);
  }
  row(p, cols, ['Parts sub-total', '', num(s.parts, 'en')], { bold: true });
  p.down(20);
  p.text(40, 'LABOUR', { size: 9, bold: true }).down(13);
  for (const w of work) {
    row(p, cols, [w.text, `${num(w.hours!, 'en')}h`, num(w.amount, 'en')]);
    p.down(13);
  }
  row(p, cols, ['Labour sub-total', '', num(s.labour, 'en')], { bold: true });
  p.down(24);
  p.box(330, p.y - 13, 225, 20, true);
  row(p, [{ x: 336 }, { x: 550, align: 'right' }], ['TOTAL INC. VAT', `£${num(s.total, 'en')}`], { bold: true, size: 10 });
  p.down(22);
  row(p, [{ x: 336 }, { x: 550, align: 'right' }], ['Net amount', num(s.net, 'en')], { size: 8.5 });
  p.down(12);
  row(p, [{ x: 336 }, { x: 550, align: 'right' }], [`VAT @ ${s.rate}%`, num(s.vat, 'en')], { size: 8.5 });
  return doc(p, 'en', serviceTruth(shop, date, mi, s, work, parts));
}
