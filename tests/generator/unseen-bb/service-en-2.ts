/**
 * American independent shops' bills, 1978–2026, in dollars: the stock carbon form with its stacked total boxes, the
 * dot-matrix repair order grouped by job, the line-numbered invoice with a boxed band of totals, the import specialist's
 * typed bill with the odometer in a sentence, and today's shop software with jobs, payment and balance.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { PACKS_US, US_CARS, US_TAX, digits, hourly, lines, mileage, name, packs, surname, thousands, usAddress, usPlate } from './kit';

const en = (n: number) => num(n, 'en');
const usd = (n: number) => `$${num(n, 'en')}`;
const h1 = (n: number) => n.toFixed(1);

/** 1978–1989: a stock carbon form: a band for the car, work described with labour amounts, parts listed, and stacked boxes for the totals. */
export function usCarbonForm(rng: Random): Generated {
  const date = rng.date(1978, 1989);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const shop = rng.pick([`${owner}'s Garage`, `${owner} Auto Repair`, `${owner} Brothers Service`]);
  const a = usAddress(rng);
  const car = rng.pick(US_CARS.filter((c) => c.built <= year));
  const miles = mileage(rng, car.built, year, true);
  const rate = hourly(year, 'USD', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_US, 1, 3), year, 'USD', rate);
  const labor = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const taxRate = US_TAX[a.state];
  const tax = r2((mat * taxRate) / 100);
  const total = r2(labor + mat + tax);
  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { size: 16, bold: true, align: 'center', y: 54 });
  p.text(297, `${a.street} · ${a.line2} · Phone (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8.5, align: 'center', y: 68 });
  p.text(50, 'INVOICE', { size: 11, bold: true, y: 94 });
  p.text(545, `No. ${rng.int(10000, 59999)}`, { size: 11, align: 'right', y: 94 });
  const cust = name(rng, 'en');
  const ca = usAddress(rng);
  p.box(50, 102, 495, 46);
  p.text(56, 'NAME', { size: 6.5, y: 112 });
  p.text(56, cust, { size: 10.5, y: 124 });
  p.text(56, `${ca.street}, ${ca.line2}`, { size: 10.5, y: 139 });
  p.box(400, 102, 0.01, 46);
  p.text(406, 'DATE', { size: 6.5, y: 112 });
  p.text(406, fd(date, rng.pick(['usshort', 'us'])), { size: 10.5, y: 126 });
  const by = 150;
  const bw = [55, 95, 125, 80, 140];
  const bl = ['YEAR', 'MAKE', 'MODEL', 'LICENSE', 'SPEEDOMETER'];
  const bv = [String(car.built), car.make, car.model, usPlate(rng), thousands(miles, ',')];
  let x = 50;
  bl.forEach((t, i) => {
    p.box(x, by, bw[i], 28);
    p.text(x + 4, t, { size: 6.5, y: by + 9 });
    p.text(x + 4, bv[i], { size: 10, y: by + 23 });
    x += bw[i];
  });
  p.box(50, 190, 495, 18, true);
  p.text(56, 'DESCRIPTION OF WORK', { size: 8, bold: true, y: 203 });
  p.text(539, 'LABOR', { size: 8, bold: true, align: 'right', y: 203 });
  p.y = 226;
  for (const l of jobs) {
    row(p, [{ x: 58 }, { x: 539, align: 'right' }], [l.text, en(l.amount)], { size: 10.5 });
    hline(p, 50, 495, p.y + 4);
    p.down(19);
  }
  p.down(8);
  const py = p.y;
  p.box(50, py, 495, 18, true);
  const pc: Col[] = [{ x: 70, align: 'right' }, { x: 80 }, { x: 470, align: 'right' }, { x: 539, align: 'right' }];
  p.y = py + 13;
  row(p, pc, ['QTY', 'PARTS', 'PRICE', 'AMOUNT'], { size: 8, bold: true });
  p.y = py + 36;
  for (const l of parts) {
    row(p, pc, [String(l.qty), l.text, en(l.unit), en(l.amount)], { size: 10.5 });
    hline(p, 50, 495, p.y + 4);
    p.down(19);
  }
  const y0 = 620;
  const tl = ['TOTAL LABOR', 'TOTAL PARTS', 'GAS, OIL, GREASE', 'SUBLET', `TAX ${taxRate}%`, 'TOTAL'];
  const tv = [en(labor), en(mat), '', '', en(tax), en(total)];
  tl.forEach((t, i) => {
    p.box(365, y0 + i * 19, 180, 19, i === 5);
    p.text(371, t, { size: 8, bold: i === 5, y: y0 + i * 19 + 13 });
    if (tv[i]) p.text(539, tv[i], { size: 10.5, bold: i === 5, align: 'right', y: y0 + i * 19 + 13 });
  });
  p.box(465, y0, 0.01, 114);
  p.y = 636;
  para(
    p,
    50,
    'I hereby authorize the above repair work to be done along with the necessary material. An express mechanic’s lien is acknowledged on the above vehicle to secure the amount of repairs thereto.',
    60,
    {
      size: 7,
      step: 9,
    },
  );
  p.text(56, 'X', { size: 10, y: 700 });
  hline(p, 66, 220, 702);
  p.text(66, 'Customer signature', { size: 6.5, y: 711 });
  p.text(297, 'THANK YOU', { size: 9, bold: true, align: 'center', y: 790 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1992–2010: a dot-matrix repair order in capitals, grouped by job line (A, B, C …) with labour and parts under each, the summary at the foot. */
export function usJobLinesRepairOrder(rng: Random): Generated {
  const date = rng.date(1992, 2010);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en').toUpperCase();
  const shop = rng.pick([`${owner} AUTOMOTIVE`, `${owner} CAR CARE CENTER`, `${owner} & SONS AUTO SERVICE`]);
  const a = usAddress(rng);
  const car = rng.pick(US_CARS);
  const miles = mileage(rng, car.built, year, true) % 100000;
  const rate = hourly(year, 'USD', rng);
  const { groups, jobs, parts } = lines(rng, packs(rng, PACKS_US, 2, 4), year, 'USD', rate);
  for (const l of [...jobs, ...parts]) l.text = l.text.toUpperCase();
  const labor = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const supplies = r2(Math.min(labor * 0.05, 25));
  const taxRate = US_TAX[a.state];
  const tax = r2(((mat + supplies) * taxRate) / 100);
  const total = r2(labor + mat + supplies + tax);
  const s = 8.5;
  const p = new PageBuilder();
  p.text(50, shop, { size: 12, bold: true, y: 50 });
  p.text(50, `${a.street.toUpperCase()}  ${a.line2.toUpperCase()}  (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: s, y: 62 });
  p.text(545, 'REPAIR ORDER / INVOICE', { size: 10, bold: true, align: 'right', y: 50 });
  p.text(545, `RO# ${rng.int(100000, 399999)}`, { size: s, align: 'right', y: 62 });
  const ca = usAddress(rng);
  p.y = 96;
  for (const l of [name(rng, 'en').toUpperCase(), ca.street.toUpperCase(), ca.line2.toUpperCase()]) {
    p.text(50, l, { size: 9 });
    p.down(11);
  }
  const ic: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  p.y = 96;
  for (const [k, val] of [
    ['INVOICE DATE', fd(date, 'us')],
    ['PROMISED', fd(date, 'us')],
    ['SERVICE WRITER', surname(rng, 'en').toUpperCase()],
  ]) {
    row(p, ic, [k, val], { size: s });
    p.down(11);
  }
  p.y = 140;
  hline(p, 50, 495);
  p.down(11);
  const vc: Col[] = [{ x: 50 }, { x: 90 }, { x: 250 }, { x: 395 }, { x: 470 }];
  row(p, vc, ['YEAR', 'MAKE/MODEL', 'VIN', 'LICENSE', 'MILEAGE IN'], { size: 7.5 });
  p.down(11);
  row(p, vc, [String(car.built), `${car.make} ${car.model}`.toUpperCase(), car.chassis(rng), usPlate(rng), thousands(miles, ',')], { size: s });
  p.down(6);
  hline(p, 50, 495);
  p.down(18);
  const jc: Col[] = [{ x: 50 }, { x: 70 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  groups.forEach((g, i) => {
    const letter = 'ABCDEFG'[i];
    row(p, jc, [letter, g.job.text, '', '', ''], { size: 9, bold: true });
    p.down(12);
    row(p, jc, ['', `LABOR  ${h1(g.job.qty)} HRS @ ${en(rate)}`, '', '', en(g.job.amount)], { size: s });
    p.down(11);
    for (const l of g.parts) {
      row(p, jc, ['', `${l.qty} ${l.code}  ${l.text}`, en(l.unit), '', en(l.amount)], { size: s });
      p.down(11);
    }
    p.down(7);
  });
  hline(p, 50, 495);
  p.down(14);
  const tc: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  for (const [k, val] of [
    ['TOTAL LABOR', labor],
    ['TOTAL PARTS', mat],
    ['SHOP SUPPLIES', supplies],
    [`SALES TAX ${taxRate}%`, tax],
  ] as [string, number][]) {
    row(p, tc, [k, en(val)], { size: s });
    p.down(11);
  }
  p.down(4);
  row(p, tc, ['PLEASE PAY THIS AMOUNT', usd(total)], { size: 9.5, bold: true });
  p.down(3);
  hline(p, 360, 185);
  p.y = 740;
  para(
    p,
    50,
    'WARRANTY: 12 MONTHS OR 12,000 MILES ON PARTS AND LABOR UNLESS OTHERWISE STATED. NOT RESPONSIBLE FOR LOSS OR DAMAGE TO CARS OR ARTICLES LEFT IN CARS IN CASE OF FIRE, THEFT OR ANY OTHER CAUSE BEYOND OUR CONTROL.',
    120,
    {
      size: 7,
      step: 9,
    },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1995–2012: a numbered list of labour and parts lines together, the totals in a boxed band under it. */
export function usNumberedLines(rng: Random): Generated {
  const date = rng.date(1995, 2012);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const a = usAddress(rng);
  const shop = rng.pick([`${a.town} Auto Clinic`, `${owner} Automotive Repair`, `Main Street Garage`]);
  const car = rng.pick(US_CARS);
  const miles = mileage(rng, car.built, year, true) % 100000;
  const rate = hourly(year, 'USD', rng);
  const { mixed, jobs, parts } = lines(rng, packs(rng, PACKS_US, 2, 4), year, 'USD', rate);
  const sub = sum(mixed.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const taxRate = US_TAX[a.state];
  const tax = r2((mat * taxRate) / 100);
  const total = r2(sub + tax);
  const p = new PageBuilder();
  p.text(50, shop, { size: 15, bold: true, y: 56 });
  p.text(50, `${a.street}, ${a.line2}`, { size: 9, y: 70 });
  p.text(50, `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 9, y: 82 });
  p.text(545, 'Invoice', { size: 15, align: 'right', y: 56 });
  p.text(545, `# ${rng.int(1000, 9999)}`, { size: 9.5, align: 'right', y: 70 });
  p.text(545, fd(date, 'uslong'), { size: 9.5, align: 'right', y: 82 });
  const ca = usAddress(rng);
  p.y = 118;
  p.text(50, 'Customer:', { size: 8, bold: true });
  p.text(300, 'Vehicle:', { size: 8, bold: true });
  p.down(13);
  const left = [name(rng, 'en'), ca.street, ca.line2];
  const right = [`${car.built} ${car.make} ${car.model}`, `VIN ${car.chassis(rng)}`, `Plate ${usPlate(rng)} (${a.state})`, `Odometer ${thousands(miles, ',')}`];
  for (let i = 0; i < 4; i++) {
    if (left[i]) p.text(50, left[i], { size: 9.5 });
    p.text(300, right[i], { size: 9.5 });
    p.down(12);
  }
  const cols: Col[] = [{ x: 62, align: 'right' }, { x: 100, align: 'right' }, { x: 112 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.y = 200;
  row(p, cols, ['#', 'Qty', 'Description', 'Unit Price', 'Amount'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  mixed.forEach((l, i) => {
    row(p, cols, [String(i + 1), l.kind === 'job' ? `${h1(l.qty)} hr` : String(l.qty), l.text, en(l.unit), en(l.amount)], { size: 9 });
    p.down(13);
  });
  p.down(12);
  const by = p.y;
  p.box(50, by, 495, 34);
  const bx = [60, 200, 330, 430];
  ['Subtotal', `Tax on parts ${taxRate}%`].forEach((t, i) => p.text(bx[i], t, { size: 7.5, y: by + 12 }));
  [usd(sub), usd(tax)].forEach((t, i) => p.text(bx[i], t, { size: 10, y: by + 28 }));
  p.box(420, by, 125, 34, true);
  p.text(430, 'Total Due', { size: 7.5, y: by + 12 });
  p.text(430, usd(total), { size: 12, bold: true, y: by + 28 });
  p.y = by + 60;
  p.text(50, 'Thank you for your business! All parts new unless noted. Old parts available on request.', { size: 8.5 });
  p.text(50, `Terms: due upon receipt. Returned checks subject to a $${year < 2005 ? 20 : 30} fee.`, { size: 8.5, y: p.y + 12 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1986–2005: an import specialist's typed bill: the odometer in a sentence, labor and parts in two blocks with their totals, tax on parts, total at the right. */
export function usImportSpecialistTyped(rng: Random): Generated {
  const date = rng.date(1986, 2005);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const a = usAddress(rng);
  const shop = rng.pick([`${owner} Foreign Car Service`, `${a.town} Import Auto Service`, `${owner} Imports Repair`]);
  const car = rng.pick(US_CARS.filter((c) => ['Mercedes-Benz', 'Volkswagen', 'Datsun'].includes(c.make)));
  const miles = mileage(rng, car.built, year, true) % 100000;
  const rate = hourly(year, 'USD', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_US, 2, 4), year, 'USD', rate);
  const labor = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const taxRate = US_TAX[a.state];
  const tax = r2((mat * taxRate) / 100);
  const total = r2(labor + mat + tax);
  const cn = name(rng, 'en');
  const ca = usAddress(rng);
  const p = new PageBuilder();
  p.text(50, shop, { size: 14, serif: true, bold: true, y: 56 });
  p.text(50, `${a.street} · ${a.line2}`, { size: 9, serif: true, y: 70 });
  p.text(50, `Telephone (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 9, serif: true, y: 81 });
  hline(p, 50, 495, 90);
  p.text(545, fd(date, 'uslong'), { size: 10, serif: true, align: 'right', y: 116 });
  p.y = 116;
  for (const l of [cn, ca.street, ca.line2]) {
    p.text(50, l, { size: 10, serif: true });
    p.down(13);
  }
  p.text(50, `Invoice ${rng.int(100, 999)}-${String(year).slice(2)}`, { size: 11, serif: true, bold: true, y: 176 });
  p.y = 196;
  para(
    p,
    50,
    `${car.built} ${car.make} ${car.model}, license ${usPlate(rng)}. Car came in at ${thousands(miles, ',')} miles on the odometer; the following work was done:`,
    95,
    { serif: true, size: 10, step: 13 },
  );
  p.down(8);
  const c: Col[] = [{ x: 60 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  p.text(50, 'LABOR', { size: 10, serif: true, bold: true });
  p.down(15);
  for (const l of jobs) {
    row(p, c, [l.text, `${h1(l.qty)} hrs`, en(l.amount)], { serif: true, size: 10 });
    p.down(13);
  }
  hline(p, 480, 65, p.y - 7);
  p.down(4);
  row(p, [{ x: 330 }, { x: 545, align: 'right' }], ['Labor total', en(labor)], { serif: true, size: 10 });
  p.down(22);
  p.text(50, 'PARTS', { size: 10, serif: true, bold: true });
  p.down(15);
  for (const l of parts) {
    row(p, c, [l.text, `${l.qty} @ ${en(l.unit)}`, en(l.amount)], { serif: true, size: 10 });
    p.down(13);
  }
  hline(p, 480, 65, p.y - 7);
  p.down(4);
  row(p, [{ x: 330 }, { x: 545, align: 'right' }], ['Parts total', en(mat)], { serif: true, size: 10 });
  p.down(13);
  row(p, [{ x: 330 }, { x: 545, align: 'right' }], [`${a.state} sales tax on parts ${taxRate}%`, en(tax)], { serif: true, size: 10 });
  p.down(18);
  p.box(325, p.y - 13, 220, 19);
  row(p, [{ x: 330 }, { x: 545, align: 'right' }], ['TOTAL', usd(total)], { serif: true, size: 11, bold: true });
  p.down(36);
  para(
    p,
    50,
    `Recommend: ${rng.pick(['valve adjustment at next service', 'replace front tires soon', 'watch the rear main seal, slight seep', 'timing belt is due by 60,000'])}. Thank you — it is a pleasure to look after an old ${car.make}.`,
    95,
    { serif: true, size: 9.5, step: 12 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 2012–2026: today's shop software: jobs with their labour and parts, a totals column with payment and balance. */
export function usShopSoftware(rng: Random): Generated {
  const date = rng.date(2012, 2026);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const a = usAddress(rng);
  const shop = rng.pick([`${owner} Classic Auto LLC`, `${a.town} Vintage Garage`, `${owner} Restoration & Repair`]);
  const car = rng.pick(US_CARS);
  const miles = mileage(rng, car.built, year, true) % 100000;
  const rate = hourly(year, 'USD', rng);
  const { groups, jobs, parts } = lines(rng, packs(rng, PACKS_US, 2, 3), year, 'USD', rate);
  const labor = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const supplies = r2(Math.min(labor * 0.08, 45));
  const sub = r2(labor + mat + supplies);
  const taxRate = US_TAX[a.state];
  const tax = r2((mat * taxRate) / 100);
  const total = r2(sub + tax);
  const p = new PageBuilder();
  p.text(50, shop, { size: 14, bold: true, y: 52 });
  p.text(50, `${a.street}, ${a.line2} · (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8.5, y: 65 });
  p.text(545, `Invoice #${rng.int(10000, 99999)}`, { size: 12, bold: true, align: 'right', y: 52 });
  p.text(545, `Date: ${fd(date, 'us')}`, { size: 8.5, align: 'right', y: 65 });
  const ca = usAddress(rng);
  p.box(50, 82, 240, 62);
  p.box(300, 82, 245, 62);
  p.text(56, 'CUSTOMER', { size: 7, bold: true, y: 93 });
  p.text(306, 'VEHICLE', { size: 7, bold: true, y: 93 });
  p.y = 106;
  const plate = usPlate(rng);
  const L = [name(rng, 'en'), ca.street, ca.line2, `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`];
  const R = [`${car.built} ${car.make} ${car.model}`, `VIN: ${car.chassis(rng)}`, `License: ${plate}`, `Odometer: ${thousands(miles, ',')} mi`];
  for (let i = 0; i < 4; i++) {
    p.text(56, L[i], { size: 8.5 });
    p.text(306, R[i], { size: 8.5 });
    p.down(11);
  }
  p.y = 170;
  const jc: Col[] = [{ x: 62 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  groups.forEach((g, i) => {
    p.box(50, p.y - 11, 495, 16, true);
    p.text(56, `Job ${i + 1}: ${g.job.text}`, { size: 9, bold: true });
    p.down(17);
    row(p, jc, ['Labor', `${h1(g.job.qty)} hr`, en(rate), en(g.job.amount)], { size: 8.5 });
    p.down(12);
    for (const l of g.parts) {
      row(p, jc, [`${l.text}  (${l.code})`, String(l.qty), en(l.unit), en(l.amount)], { size: 8.5 });
      p.down(12);
    }
    p.down(10);
  });
  p.down(4);
  const tc: Col[] = [{ x: 380 }, { x: 545, align: 'right' }];
  for (const [k, val] of [
    ['Parts', mat],
    ['Labor', labor],
    ['Shop supplies', supplies],
    ['Subtotal', sub],
    [`Tax (${taxRate}%)`, tax],
  ] as [string, number][]) {
    row(p, tc, [k, usd(val)], { size: 9 });
    p.down(12);
  }
  hline(p, 375, 170, p.y - 8);
  p.down(4);
  row(p, tc, ['Total', usd(total)], { size: 11, bold: true });
  p.down(16);
  row(p, tc, [`Paid – ${rng.pick(['Visa', 'Mastercard', 'Check', 'Cash'])} ${fd(date, 'usshort')}`, usd(total)], { size: 9 });
  p.down(12);
  row(p, tc, ['Balance due', usd(0)], { size: 9 });
  p.down(30);
  para(
    p,
    50,
    `Recommendations: ${rng.pick(['front brake hoses cracked, replace next visit', 'leaking valve cover gasket, monitor', 'tires are 12 years old, replace before long trips', 'none at this time'])}.`,
    110,
    { size: 8.5 },
  );
  p.text(50, `Warranty: 24 months / 24,000 miles on parts and labor. Next service due ${fd(addDays(date, 365), 'us')} or in 3,000 miles.`, {
    size: 7.5,
    y: 790,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
