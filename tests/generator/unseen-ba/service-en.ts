/**
 * English-language workshop bills around a sale: UK marque specialists' pre-purchase inspections, US PPI and
 * get-ready invoices, the first service after an auction, a Dutch restorer and a Swiss and a German garage billing
 * foreign buyers in English, a mobile mechanic's marketplace inspection.
 */
import { addDays, doc, fd, hline, num, r05, r2, row, sum, vatCH, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, car, digits, JOBS_EN, letters, level, PARTS_EN, page, person, phone, pickJobs, pickParts, plate, type Line } from './kit';

const truth = (shop: string, date: string, km: number | undefined, jobs: Line[], parts: Line[], tot: number, subs = true) => ({
  documentType: 'service',
  shopName: shop,
  serviceDate: date,
  ...(km !== undefined ? { serviceMileage: km } : {}),
  ...(subs ? { laborCost: sum(jobs.map((j) => j.amount)), partsCost: sum(parts.map((j) => j.amount)) } : {}),
  totalCost: tot,
  workPerformed: jobs.map((j) => j.text),
  ...(parts.length ? { partsUsed: parts.map((j) => j.text) } : {}),
});

/** A UK marque specialist's pre-purchase inspection invoice: miles, VAT, labour and parts columns side by side. */
export function ukMarquePpi(rng: Random): Generated {
  const date = rng.date(1992, 2025);
  const y = yearOf(date);
  const p = page(50);
  const shop = `${rng.pick(['Cotswold', 'Pennine', 'Downland', 'Marches'])} ${rng.pick(['Jaguar Specialists', 'Classic Triumph', 'MG Centre', 'Marque Services'])} Ltd`;
  const a = address(rng, 'UK');
  p.text(50, shop, { size: 15, bold: true, serif: true });
  p.text(50, `${a[0]}, ${a[1]}  ·  Tel ${phone(rng, 'UK')}  ·  VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { y: 66, size: 7.5 });
  const c = car(rng, y, 'en');
  const miles = Math.round(c.km / 1.6);
  p.y = 110;
  p.text(50, 'INVOICE', { size: 13, bold: true });
  p.text(350, 'Invoice No.', { size: 9 });
  p.text(440, `${letters(rng, 1)}${digits(rng, 5)}`, { size: 9 });
  p.down(13);
  p.text(350, 'Date / Tax point', { size: 9 });
  p.text(440, fd(date, 'uk'), { size: 9 });
  p.down(13);
  p.text(350, 'Account', { size: 9 });
  p.text(440, `${letters(rng, 3)}${digits(rng, 3)}`, { size: 9 });
  p.y = 124;
  p.text(50, person(rng, 'UK'), { size: 9.5 });
  p.y = 170;
  p.text(50, `Vehicle: ${c.year} ${c.make} ${c.model}   Reg: ${plate(rng, 'UK', c.year)}   Chassis: ${c.vin}   Mileage: ${num(miles, 'en').slice(0, -3)}`, {
    size: 8.5,
  });
  p.down(22);
  const rate = r2(rng.int(45, 95) * level(y));
  const jobs = pickJobs(rng, JOBS_EN.slice(0, 13), rng.int(3, 5), rate);
  jobs[0].text = 'Pre-purchase inspection on behalf of prospective buyer';
  const parts = pickParts(rng, PARTS_EN, rng.int(1, 3), level(y));
  const cols = [{ x: 50 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Description', 'Qty/Hrs', 'Labour £', 'Parts £'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  jobs.forEach((j) => {
    row(p, cols, [j.text, num(j.qty, 'en'), num(j.amount, 'en'), ''], { size: 9 });
    p.down(13);
  });
  parts.forEach((j) => {
    row(p, cols, [j.text, String(j.qty), '', num(j.amount, 'en')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  hline(p, 50, 495);
  p.down(12);
  row(p, cols, ['Totals', '', num(lab, 'en'), num(par, 'en')], { bold: true, size: 9 });
  p.down(22);
  const vr = vatUK(y);
  const vat = r2(((lab + par) * vr) / 100);
  const tot = r2(lab + par + vat);
  p.text(460, 'Net', { size: 9, align: 'right' });
  p.text(545, num(lab + par, 'en'), { size: 9, align: 'right' });
  p.down(13);
  p.text(460, `VAT @ ${vr}%`, { size: 9, align: 'right' });
  p.text(545, num(vat, 'en'), { size: 9, align: 'right' });
  p.down(15);
  p.text(460, 'TOTAL DUE', { size: 10.5, bold: true, align: 'right' });
  p.text(545, `£${num(tot, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(34);
  p.text(50, 'Written report sent by e-mail. The inspection reflects condition on the day and is not a warranty.', { size: 8 });
  return doc(p, 'en', truth(shop, date, miles, jobs, parts, tot));
}

/** A US independent's pre-purchase inspection invoice: flat PPI, sales tax on parts only. */
export function usPpiInvoice(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const p = page(48);
  const shop = `${rng.pick(['Coastal', 'Desert', 'Heritage', 'Pacific'])} ${rng.pick(['Euro Motorwerks', 'Classic Auto Service', 'Sports Car Clinic'])}`;
  const a = address(rng, 'US');
  p.text(297, shop.toUpperCase(), { size: 14, bold: true, align: 'center' });
  p.text(297, `${a[0]} · ${a[1]} · ${phone(rng, 'US')} · BAR #ARD${digits(rng, 6)}`, { y: 62, size: 8, align: 'center' });
  const c = car(rng, 1995, 'en');
  const miles = Math.round(c.km / 1.6);
  p.y = 100;
  const kv: [string, string][] = [
    ['Invoice #', digits(rng, 5)],
    ['Date', fd(date, 'us')],
    ['Customer', person(rng, 'US')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['VIN', c.vin],
    ['Odometer In', num(miles, 'en').slice(0, -3)],
  ];
  kv.forEach(([l, v], i) => {
    const x = i % 2 ? 310 : 50;
    const yy = 100 + Math.floor(i / 2) * 15;
    p.text(x, `${l}:`, { y: yy, size: 9, bold: true });
    p.text(x + 75, v, { y: yy, size: 9 });
  });
  p.y = 160;
  const rate = r2(rng.int(140, 210));
  const jobs = pickJobs(
    rng,
    [
      'Pre-purchase inspection (buyer-paid)',
      'Compression and leak-down test',
      'Scan for codes, verify readiness',
      'Lift inspection: floors, sills, chassis rails',
      'Road test and report',
    ],
    rng.int(2, 4),
    rate,
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(1, 2), 1);
  p.box(50, p.y - 10, 495, 14, true);
  const cols = [{ x: 55 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 540, align: 'right' as const }];
  row(p, cols, ['LABOR', 'HOURS', 'RATE', 'AMOUNT'], { bold: true, size: 8 });
  p.down(16);
  jobs.forEach((j) => {
    row(p, cols, [j.text, num(j.qty, 'en'), num(j.unit, 'en'), num(j.amount, 'en')], { size: 9 });
    p.down(13);
  });
  p.down(6);
  p.box(50, p.y - 10, 495, 14, true);
  row(p, cols, ['PARTS', 'QTY', 'EACH', 'AMOUNT'], { bold: true, size: 8 });
  p.down(16);
  parts.forEach((j) => {
    row(p, cols, [j.text, String(j.qty), num(j.unit, 'en'), num(j.amount, 'en')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const taxR = rng.pick([6.25, 7.25, 8.25, 8.6]);
  const tax = r2((par * taxR) / 100);
  const shopSup = r2(Math.min(35, lab * 0.05));
  const tot = r2(lab + par + tax + shopSup);
  p.down(12);
  [
    ['Labor Total', lab],
    ['Parts Total', par],
    ['Shop Supplies', shopSup],
    [`Sales Tax (${taxR}% on parts)`, tax],
  ].forEach(([l, v]) => {
    p.text(470, String(l), { size: 9, align: 'right' });
    p.text(540, num(v as number, 'en'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(470, 'INVOICE TOTAL', { size: 10.5, bold: true, align: 'right' });
  p.text(540, `$${num(tot, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'Inspection findings provided separately with photos. Customer declined further work.', { size: 8 });
  return doc(p, 'en', truth(shop, date, miles, jobs, parts, tot));
}

/** A 1980s UK village garage's first service after purchase: handwritten-style, one total, '£' at the foot. */
export function ukVillageFirstService(rng: Random): Generated {
  const date = rng.date(1975, 1993);
  const y = yearOf(date);
  const p = page(66);
  const shop = `${rng.pick(['Bridge', 'Church Lane', 'Green End', 'Manor'])} Garage`;
  const a = address(rng, 'UK');
  p.text(50, shop, { size: 14, bold: true, serif: true });
  p.text(50, `${a[0]}, ${a[1]}   Tel. ${phone(rng, 'UK')}`, { y: 80, size: 8.5, serif: true });
  p.text(50, `Proprietor: ${person(rng, 'UK')}`, { y: 91, size: 8.5, serif: true });
  const c = car(rng, y, 'en');
  const miles = Math.round(c.km / 1.6);
  p.y = 130;
  p.text(50, `Mr ${person(rng, 'UK').split(' ')[1]}`, { serif: true });
  p.text(400, fd(date, 'uklong'), { serif: true });
  p.down(16);
  p.text(50, `${c.make} ${c.model}   ${plate(rng, 'UK', y)}   ${num(miles, 'en').slice(0, -3)} miles`, { serif: true, size: 9.5 });
  p.down(24);
  p.text(50, 'To:— service after purchase as requested', { serif: true, size: 9.5 });
  p.down(18);
  const jobs = pickJobs(rng, JOBS_EN.slice(3, 11), rng.int(2, 4), r2(rng.int(8, 22)));
  const parts = pickParts(rng, PARTS_EN, rng.int(2, 4), 0.4);
  [...jobs, ...parts].forEach((l) => {
    p.text(50, l.text, { serif: true, size: 9.5 });
    p.text(480, num(l.amount, 'en'), { serif: true, size: 9.5, align: 'right' });
    p.down(15);
  });
  const vr = vatUK(y);
  const net = sum([...jobs, ...parts].map((l) => l.amount));
  const vat = r2((net * vr) / 100);
  const tot = r2(net + vat);
  p.down(6);
  p.text(400, `VAT ${vr}%`, { serif: true, size: 9.5 });
  p.text(480, num(vat, 'en'), { serif: true, size: 9.5, align: 'right' });
  p.down(18);
  p.text(400, '£', { serif: true, bold: true });
  p.text(480, num(tot, 'en'), { serif: true, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'With thanks — paid by cheque', { serif: true, size: 9 });
  return doc(p, 'en', truth(shop, date, miles, jobs, parts, tot, false));
}

/** A US used-car dealer's 1970s recon ('get ready') repair order charged to the buyer, carbon-set look. */
export function usGetReadyRo(rng: Random): Generated {
  const date = rng.date(1970, 1984);
  const p = page(40);
  const shop = `${rng.pick(['Valley', 'Sunset', 'Lakeside', 'Heritage'])} ${rng.pick(['Motors', 'Imports', 'Ford-Mercury', 'Auto Sales'])}, Inc.`;
  const a = address(rng, 'US');
  p.box(40, 30, 515, 780);
  p.text(50, shop, { y: 50, size: 13, bold: true });
  p.text(50, `${a[0]}  ${a[1]}  ${phone(rng, 'US')}`, { y: 62, size: 7.5 });
  p.text(545, 'REPAIR ORDER', { y: 50, size: 11, bold: true, align: 'right' });
  p.text(545, `No. ${digits(rng, 6)}`, { y: 62, size: 9, align: 'right' });
  const c = car(rng, yearOf(date), 'en');
  const miles = Math.round(c.km / 1.6);
  const heads = ['YEAR', 'MAKE/MODEL', 'SERIAL NO.', 'MILEAGE', 'DATE'];
  const vals = [String(c.year), `${c.make} ${c.model}`, c.vin, String(miles), fd(date, 'usshort')];
  const xs = [40, 90, 250, 390, 470, 555];
  heads.forEach((h, i) => {
    p.box(xs[i], 72, xs[i + 1] - xs[i], 26);
    p.text(xs[i] + 3, h, { y: 80, size: 6 });
    p.text(xs[i] + 3, vals[i], { y: 93, size: 8.5 });
  });
  p.text(50, `CUSTOMER: ${person(rng, 'US')}   Stock # ${letters(rng, 1)}${digits(rng, 4)}   Sold unit — buyer pays per agreement`, { y: 114, size: 8.5 });
  p.y = 140;
  const rate = r2(rng.int(12, 26));
  const jobs = pickJobs(
    rng,
    [
      'Tune-up, set timing and dwell',
      'Replace front brake pads, turn rotors',
      'Lube, oil and filter',
      'Adjust carburetor, idle',
      'Repair exhaust, new muffler',
      'Align front end',
    ],
    rng.int(3, 4),
    rate,
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(3, 4), 0.35);
  const cols = [{ x: 50 }, { x: 80 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['LINE', 'DESCRIPTION OF WORK', 'HRS', 'LABOR'], { bold: true, size: 7.5 });
  p.down(14);
  jobs.forEach((j, i) => {
    row(p, cols, [String.fromCharCode(65 + i), j.text, num(j.qty, 'en'), num(j.amount, 'en')], { size: 9 });
    p.down(13);
  });
  p.down(10);
  row(p, [{ x: 50 }, { x: 120 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }], ['QTY', 'PARTS', 'LIST', 'AMOUNT'], { bold: true, size: 7.5 });
  p.down(14);
  parts.forEach((j) => {
    row(p, [{ x: 50 }, { x: 120 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }], [String(j.qty), j.text, num(j.unit, 'en'), num(j.amount, 'en')], {
      size: 9,
    });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const tax = r2(par * 0.05);
  const tot = r2(lab + par + tax);
  p.y = 640;
  const tl: [string, number][] = [
    ['TOTAL LABOR', lab],
    ['TOTAL PARTS', par],
    ['SALES TAX', tax],
    ['TOTAL AMOUNT', tot],
  ];
  tl.forEach(([l, v], i) => {
    p.box(380, p.y - 11, 175, 16, i === 3);
    p.text(385, l, { size: 8.5, bold: i === 3 });
    p.text(550, num(v, 'en'), { size: 9, bold: i === 3, align: 'right' });
    p.down(16);
  });
  p.text(50, 'I hereby authorize the above repair work to be done along with the necessary material.', { y: 760, size: 7 });
  return doc(p, 'en', truth(shop, date, miles, jobs, parts, tot));
}

/** A Dutch restorer invoices a UK buyer in English, euro, BTW, before export. */
export function dutchRestorerEn(rng: Random): Generated {
  const date = rng.date(2006, 2025);
  const y = yearOf(date);
  const p = page(54);
  const shop = `${rng.pick(['Bakker', 'Visser', 'Mulder', 'Smit'])} Klassiekers V.O.F.`;
  const a = address(rng, 'NL');
  p.text(545, shop, { size: 14, bold: true, align: 'right' });
  p.text(545, `${a[0]}, ${a[1]}, The Netherlands`, { y: 68, size: 8, align: 'right' });
  p.text(545, `CoC ${digits(rng, 8)} · VAT NL${digits(rng, 9)}B01 · ${phone(rng, 'NL')}`, { y: 78, size: 8, align: 'right' });
  const c = car(rng, 1985, 'en');
  p.y = 120;
  p.text(50, 'Invoice', { size: 20 });
  p.down(24);
  p.text(50, `Invoice number  ${y}-${digits(rng, 3)}`, { size: 9 });
  p.down(12);
  p.text(50, `Invoice date  ${fd(date, 'uklong')}`, { size: 9 });
  p.down(12);
  p.text(50, `Client  ${person(rng, 'UK')}`, { size: 9 });
  p.down(12);
  p.text(50, `Car  ${c.make} ${c.model}, chassis ${c.vin}, odometer ${num(c.km, 'de').slice(0, -3)} km`, { size: 9 });
  p.down(24);
  const jobs = pickJobs(
    rng,
    [
      'Export preparation and road test',
      'Pressure test cooling system',
      'Overhaul front brake calipers',
      'Engine oil and filter change',
      'Set ignition timing and dwell',
      'Four-wheel alignment',
    ],
    rng.int(3, 4),
    r2(rng.int(65, 90)),
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(2, 4), 1);
  const cols = [{ x: 50 }, { x: 330, align: 'right' as const }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Description', 'Quantity', 'Price', 'Amount'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  [...jobs, ...parts].forEach((j) => {
    row(p, cols, [j.text, num(j.qty, 'de'), `€ ${num(j.unit, 'de')}`, `€ ${num(j.amount, 'de')}`], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const vr = y < 2012 ? 19 : 21;
  const vat = r2(((lab + par) * vr) / 100);
  const tot = r2(lab + par + vat);
  p.down(10);
  [
    ['Labour', lab],
    ['Parts', par],
    ['Subtotal', lab + par],
    [`VAT ${vr}%`, vat],
  ].forEach(([l, v]) => {
    p.text(420, String(l), { size: 9, align: 'right' });
    p.text(545, `€ ${num(v as number, 'de')}`, { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(420, 'Total', { size: 11, bold: true, align: 'right' });
  p.text(545, `€ ${num(tot, 'de')}`, { size: 11, bold: true, align: 'right' });
  p.down(34);
  p.text(50, `Please pay within 14 days to IBAN NL${digits(rng, 2)} INGB 000${digits(rng, 7)}, quoting the invoice number.`, { size: 8 });
  return doc(p, 'en', truth(shop, date, c.km, jobs, parts, tot));
}

/** A UK garage's MOT plus service after purchase, modern computer invoice with part numbers and a separate MOT fee. */
export function ukMotAndService(rng: Random): Generated {
  const date = rng.date(2008, 2026);
  const y = yearOf(date);
  const p = page(46);
  const shop = `${rng.pick(['Dales', 'Wolds', 'Chiltern', 'Solent'])} Motor Engineers`;
  const a = address(rng, 'UK');
  p.text(50, shop, { size: 13, bold: true });
  p.text(50, `${a[0]} | ${a[1]} | ${phone(rng, 'UK')}`, { y: 60, size: 8 });
  p.text(545, 'VAT INVOICE', { y: 46, size: 12, bold: true, align: 'right' });
  const c = car(rng, 2000, 'en');
  const miles = Math.round(c.km / 1.6);
  p.y = 92;
  const kv: [string, string][] = [
    ['Invoice', `INV-${digits(rng, 6)}`],
    ['Date', fd(date, 'ukshort')],
    ['Registration', plate(rng, 'UK', c.year)],
    ['Make/Model', `${c.make} ${c.model}`],
    ['Mileage', String(miles)],
    ['Customer', person(rng, 'UK')],
  ];
  kv.forEach(([l, v], i) => {
    p.box(50 + (i % 3) * 165, 82 + Math.floor(i / 3) * 30, 165, 30);
    p.text(54 + (i % 3) * 165, l, { y: 91 + Math.floor(i / 3) * 30, size: 6.5 });
    p.text(54 + (i % 3) * 165, v, { y: 105 + Math.floor(i / 3) * 30, size: 9.5 });
  });
  p.y = 170;
  const jobs = pickJobs(
    rng,
    ['Full service', 'Brake fluid flush', 'Coolant flush and refill', 'Adjust valve clearances', 'Set ignition timing and dwell'],
    rng.int(2, 3),
    r2(rng.int(55, 90)),
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(3, 5), 1);
  const cols = [{ x: 50 }, { x: 130 }, { x: 390, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Code', 'Description', 'Qty', 'Unit', 'Net'], { bold: true, size: 8.5 });
  p.down(14);
  jobs.forEach((j) => {
    row(p, cols, ['LAB', j.text, num(j.qty, 'en'), num(j.unit, 'en'), num(j.amount, 'en')], { size: 9 });
    p.down(13);
  });
  parts.forEach((j) => {
    row(p, cols, [`${letters(rng, 3)}${digits(rng, 4)}`, j.text, String(j.qty), num(j.unit, 'en'), num(j.amount, 'en')], { size: 9 });
    p.down(13);
  });
  const mot = 54.85;
  row(p, cols, ['MOT', 'MOT test class 4 (VAT exempt)', '1', num(mot, 'en'), num(mot, 'en')], { size: 9 });
  p.down(20);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const vat = r2(((lab + par) * vatUK(y)) / 100);
  const tot = r2(lab + par + vat + mot);
  [
    ['Labour', lab],
    ['Parts', par],
    ['MOT (no VAT)', mot],
    [`VAT ${vatUK(y)}%`, vat],
  ].forEach(([l, v]) => {
    p.text(460, String(l), { size: 9, align: 'right' });
    p.text(545, num(v as number, 'en'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.box(380, p.y - 11, 170, 17, true);
  p.text(460, 'Total £', { size: 10.5, bold: true, align: 'right' });
  p.text(545, num(tot, 'en'), { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(
    50,
    `Next MOT due: ${fd(addDays(date, 364), 'uk')}. Advisory: ${rng.pick(['slight corrosion to sills', 'tyres near legal limit', 'oil leak, not excessive'])}.`,
    { size: 8 },
  );
  const tr = truth(shop, date, miles, jobs, parts, tot);
  tr.workPerformed = [...tr.workPerformed, 'MOT test class 4 (VAT exempt)'];
  return doc(p, 'en', tr);
}

/** A US classic shop's post-auction service, repair order with technician lines and story text (complaint/cause/correction). */
export function usPostAuctionRo(rng: Random): Generated {
  const date = rng.date(2010, 2026);
  const p = page(44);
  const shop = `${rng.pick(['Redline', 'Blue Ridge', 'Sierra', 'Gulf Coast'])} Classic Restorations LLC`;
  const a = address(rng, 'US');
  p.text(50, shop, { size: 13, bold: true });
  p.text(50, `${a[0]}, ${a[1]}`, { y: 57, size: 8 });
  p.text(50, phone(rng, 'US'), { y: 67, size: 8 });
  const c = car(rng, 1985, 'en');
  const miles = Math.round(c.km / 1.6);
  p.text(545, `RO ${digits(rng, 5)}`, { y: 44, size: 11, bold: true, align: 'right' });
  p.text(545, `Opened ${fd(addDays(date, -rng.int(2, 9)), 'us')}`, { y: 57, size: 8, align: 'right' });
  p.text(545, `Closed ${fd(date, 'us')}`, { y: 67, size: 8, align: 'right' });
  p.y = 100;
  p.text(50, `${c.year} ${c.make.toUpperCase()} ${c.model.toUpperCase()}  VIN ${c.vin}  Mileage in/out ${miles}/${miles + rng.int(3, 20)}`, { size: 8.5 });
  p.down(12);
  p.text(
    50,
    `Customer ${person(rng, 'US')} — vehicle purchased at ${rng.pick(['Scottsdale', 'Monterey', 'Kissimmee', 'Amelia Island'])} auction, delivered by transporter`,
    { size: 8.5 },
  );
  p.down(22);
  const jobs = pickJobs(
    rng,
    [
      'Baseline service after purchase',
      'Lift inspection: floors, sills, chassis rails',
      'Balance carburettors, set mixture',
      'Brake fluid flush',
      'Adjust valve clearances',
    ],
    rng.int(2, 4),
    r2(rng.int(130, 185)),
  );
  const allParts: Line[] = [];
  jobs.forEach((j, i) => {
    p.text(50, `Line ${i + 1}: ${j.text}`, { size: 9.5, bold: true });
    p.text(545, num(j.amount, 'en'), { size: 9.5, align: 'right' });
    p.down(12);
    p.text(62, `Tech #${rng.int(10, 40)}  ${num(j.qty, 'en')} hrs @ ${num(j.unit, 'en')}`, { size: 8 });
    p.down(12);
    const ps = pickParts(rng, PARTS_EN, rng.int(0, 2), 1.1);
    ps.forEach((q) => {
      p.text(74, `${q.qty} x ${q.text}`, { size: 8.5 });
      p.text(470, num(q.amount, 'en'), { size: 8.5, align: 'right' });
      p.down(11);
    });
    allParts.push(...ps);
    p.down(6);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(allParts.map((j) => j.amount));
  const tax = r2(par * 0.0825);
  const tot = r2(lab + par + tax);
  p.down(10);
  hline(p, 330, 215);
  p.down(14);
  [
    ['Labor', lab],
    ['Parts', par],
    ['Tax', tax],
  ].forEach(([l, v]) => {
    p.text(330, String(l), { size: 9 });
    p.text(545, num(v as number, 'en'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(330, 'Please Pay This Amount', { size: 10, bold: true });
  p.text(545, `$${num(tot, 'en')}`, { size: 10, bold: true, align: 'right' });
  const tr = truth(shop, date, miles, jobs, allParts, tot);
  return doc(p, 'en', tr);
}

/** A Swiss garage bills an American buyer in English before export: CHF, 5-Rappen rounding, VAT, and the export note. */
export function swissExportPrepEn(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const y = yearOf(date);
  const p = page(60);
  const shop = `Garage ${rng.pick(['Moser', 'Widmer', 'Kälin', 'Frei'])} SA`;
  const a = address(rng, 'CH');
  p.text(50, shop, { size: 15, bold: true });
  p.text(50, `${a[0]}, ${a[1]}, Switzerland · ${phone(rng, 'CH')}`, { y: 76, size: 8 });
  const c = car(rng, 1990, 'en');
  p.y = 120;
  p.text(50, `INVOICE ${digits(rng, 4)}/${String(y).slice(2)}`, { size: 12, bold: true });
  p.text(545, fd(date, 'uklong'), { align: 'right' });
  p.down(18);
  p.text(50, `Bill to: ${person(rng, 'US')}, ${address(rng, 'US')[1]}, USA`, { size: 9 });
  p.down(13);
  p.text(50, `Vehicle: ${c.make} ${c.model} (${c.year}), chassis no. ${c.vin}, odometer ${num(c.km, 'ch').slice(0, -3)} km`, { size: 9 });
  p.down(22);
  const jobs = pickJobs(
    rng,
    [
      'Export preparation, fluids and battery disconnect',
      'Engine oil and filter change',
      'Lift inspection: floors, sills, chassis rails',
      'Set ignition timing and dwell',
      'Photograph and document car for shipper',
    ],
    rng.int(3, 4),
    r2(rng.int(120, 160)),
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(1, 3), 1.5);
  const cols = [{ x: 50 }, { x: 440, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.text(50, 'Work carried out', { bold: true, size: 9.5 });
  p.down(14);
  jobs.forEach((j) => {
    row(p, cols, [j.text, `${num(j.qty, 'ch')} h`, num(j.amount, 'ch')], { size: 9 });
    p.down(13);
  });
  p.down(6);
  p.text(50, 'Parts and materials', { bold: true, size: 9.5 });
  p.down(14);
  parts.forEach((j) => {
    row(p, cols, [j.text, `${j.qty} pc`, num(j.amount, 'ch')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const vr = vatCH(y);
  const vat = r2(((lab + par) * vr) / 100);
  const tot = r05(lab + par + vat);
  p.down(10);
  [
    ['Labour', lab],
    ['Parts', par],
    [`VAT ${vr}%`, vat],
  ].forEach(([l, v]) => {
    p.text(440, String(l), { size: 9, align: 'right' });
    p.text(545, num(v as number, 'ch'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(440, 'Amount due CHF', { size: 10.5, bold: true, align: 'right' });
  p.text(545, num(tot, 'ch'), { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'VAT is refundable on presentation of the stamped export declaration.', { size: 8 });
  return doc(p, 'en', truth(shop, date, c.km, jobs, parts, tot));
}

/** A German Porsche/Mercedes specialist bills a US buyer in English: export delivery, zero-rated. */
export function germanSpecialistExportEn(rng: Random): Generated {
  const date = rng.date(2005, 2025);
  const p = page(50);
  const shop = `${rng.pick(['Klassikwerk', 'Sternwerk', 'Boxerwerk'])} ${rng.pick(['Esslingen', 'Ludwigsburg', 'Zuffenhausen'])} GmbH`;
  const a = address(rng, 'DE');
  p.text(50, shop, { size: 14, bold: true });
  p.text(50, `${a[0]} · D-${a[1]} · Germany`, { y: 64, size: 8 });
  p.text(50, `VAT ID DE${digits(rng, 9)} · HRB ${digits(rng, 5)} Amtsgericht Stuttgart`, { y: 74, size: 8 });
  const c = car(rng, 1989, 'en');
  p.y = 112;
  const kv: [string, string][] = [
    ['Invoice no.', `EX-${digits(rng, 5)}`],
    ['Invoice date', fd(date, 'de')],
    ['Customer', person(rng, 'US')],
    ['Vehicle', `${c.make} ${c.model}`],
    ['VIN', c.vin],
    ['Mileage', `${num(c.km, 'de').slice(0, -3)} km`],
  ];
  kv.forEach(([l, v]) => {
    p.text(330, l, { size: 8.5 });
    p.text(420, v, { size: 8.5 });
    p.down(12);
  });
  p.down(14);
  const jobs = pickJobs(
    rng,
    [
      'Pre-purchase inspection incl. road test',
      'Compression and leak-down test',
      'Engine oil and filter change',
      'Brake fluid flush',
      'Export preparation and road test',
    ],
    rng.int(3, 4),
    r2(rng.int(95, 140)),
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(2, 3), 1.2);
  const cols = [{ x: 50 }, { x: 75 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['#', 'Item', 'Qty', 'Unit EUR', 'Total EUR'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  [...jobs, ...parts].forEach((j, i) => {
    row(p, cols, [String(i + 1), j.text, num(j.qty, 'en'), num(j.unit, 'en'), num(j.amount, 'en')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const tot = r2(lab + par);
  p.down(10);
  p.text(470, 'Labour', { size: 9, align: 'right' });
  p.text(545, num(lab, 'en'), { size: 9, align: 'right' });
  p.down(13);
  p.text(470, 'Parts', { size: 9, align: 'right' });
  p.text(545, num(par, 'en'), { size: 9, align: 'right' });
  p.down(13);
  p.text(470, 'VAT 0 %', { size: 9, align: 'right' });
  p.text(545, '0.00', { size: 9, align: 'right' });
  p.down(15);
  p.text(470, 'Total EUR', { size: 10.5, bold: true, align: 'right' });
  p.text(545, num(tot, 'en'), { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'Tax-free export delivery, § 4 No. 1a in conjunction with § 6 UStG. Vehicle leaves the EU via Bremerhaven.', { size: 8 });
  return doc(p, 'en', truth(shop, date, c.km, jobs, parts, tot));
}

/** A US mobile mechanic's inspection for an online-marketplace buyer: one-page e-mail invoice, flat fees, paid online. */
export function usMobileInspection(rng: Random): Generated {
  const date = rng.date(2016, 2026);
  const p = page(60);
  const shop = `${rng.pick(['Wrench', 'Gearhead', 'Torque'])}${rng.pick(['OnWheels', 'Mobile', 'Check'])} ${rng.pick(['LLC', 'Inspections'])}`;
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, `${address(rng, 'US')[1]} · ${phone(rng, 'US')} · Licensed & insured`, { y: 76, size: 8 });
  const c = car(rng, 2000, 'en');
  const miles = Math.round(c.km / 1.6);
  p.y = 120;
  p.text(50, `Invoice #${digits(rng, 4)}`, { size: 11, bold: true });
  p.text(300, `Issued ${fd(date, 'uslong')}`, { size: 9 });
  p.down(16);
  p.text(50, `Billed to ${person(rng, 'US')} · Listing seen on ${rng.pick(['an online marketplace', 'a classifieds site', 'an enthusiast auction site'])}`, {
    size: 9,
  });
  p.down(13);
  p.text(50, `${c.year} ${c.make} ${c.model} · VIN ${c.vin} · Odometer ${num(miles, 'en').slice(0, -3)} mi (unverified)`, { size: 9 });
  p.down(24);
  const items = [
    { text: 'Mobile pre-purchase inspection', amount: r2(rng.int(150, 275)) },
    { text: 'Travel fee', amount: r2(rng.int(25, 90)) },
    ...rng
      .some(['Compression test', 'Paint meter readings', 'Borescope of cylinders', 'Underbody photo set'], rng.int(1, 2))
      .map((t) => ({ text: t, amount: r2(rng.int(30, 95)) })),
  ];
  p.text(50, 'Service', { bold: true, size: 9 });
  p.text(545, 'Amount', { bold: true, size: 9, align: 'right' });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  items.forEach((i) => {
    p.text(50, i.text, { size: 9.5 });
    p.text(545, `$${num(i.amount, 'en')}`, { size: 9.5, align: 'right' });
    p.down(14);
  });
  const tot = sum(items.map((i) => i.amount));
  hline(p, 50, 495);
  p.down(14);
  p.text(50, 'Total paid', { size: 11, bold: true });
  p.text(545, `$${num(tot, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(14);
  p.text(50, `Paid by card ending ${digits(rng, 4)} on ${fd(date, 'us')}. No sales tax on services.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    totalCost: tot,
    workPerformed: items.map((i) => i.text),
  });
}
