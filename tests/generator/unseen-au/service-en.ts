/** British, Irish, American and Canadian workshop invoices from garage software and apps, 2008–2026 (unseen-au). */
import { addDays, doc, fd, hline, num, r2, row, sum, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  digits,
  grouped,
  ibanGB,
  ibanIE,
  jobs,
  kv,
  letters,
  mileage,
  PageBuilder,
  parts,
  personEN,
  phoneUK,
  phoneUS,
  plateIE,
  plateUK,
  plateUS,
  sortCode,
  stacked,
  streetEN,
  vin,
  upToNow,
} from './kit';

function truth(shop: string, date: string, km: number, labour: number, mat: number, total: number, work: string[], used: string[]): Generated['truth'] {
  return {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: work,
    partsUsed: used,
  };
}

/** UK independent garage, cloud garage software: logo line, "Invoice date", "Mileage in", labour then parts, bank + pay link. */
export function ukGarageCloud(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Millfield Motors Ltd', 'Bennett Autocare', 'Station Road Garage Ltd', 'Harper & Doyle Motor Engineers']);
  const date = upToNow(rng, 2012);
  const km = mileage(rng);
  const js = jobs(rng, 'en', rng.int(2, 4), rng.pick([65, 72, 84, 96]));
  const ps = parts(rng, 'en', rng.int(2, 5));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const rate = vatUK(yearOf(date));
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(50, shop, { size: 18, bold: true });
  p.text(
    50,
    `${streetEN(rng)}, ${rng.pick(['Reading', 'Leeds', 'Bristol', 'Norwich', 'Chester'])} · ${phoneUK(rng)} · VAT Reg No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 7.5, y: 76 },
  );
  p.text(545, 'INVOICE', { size: 22, bold: true, align: 'right', y: 120 });
  p.y = 120;
  p.text(50, personEN(rng), { size: 10 }).down(12).text(50, streetEN(rng), { size: 10 });
  p.y = 160;
  for (const [l, v] of [
    ['Invoice number', `INV-${digits(rng, 5)}`],
    ['Invoice date', fd(date, 'uk')],
    ['Job number', `J${digits(rng, 5)}`],
    ['Registration', plateUK(rng)],
    ['Mileage in', grouped(km, ',')],
  ] as [string, string][]) {
    kv(p, 360, l, v, { gap: 85 });
    p.down(12);
  }
  p.y = 240;
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.text(50, 'Labour', { size: 10, bold: true });
  p.down(14);
  row(p, cols, ['Description', 'Hours', 'Rate', 'Net'], { size: 8, bold: true });
  p.down(12);
  for (const j of js) {
    row(p, cols, [j.text, num(j.hours, 'en'), `£${num(r2(j.amount / j.hours), 'en')}`, `£${num(j.amount, 'en')}`]);
    p.down(12);
  }
  p.down(10);
  p.text(50, 'Parts', { size: 10, bold: true });
  p.down(14);
  row(p, cols, ['Description', 'Qty', 'Unit', 'Net'], { size: 8, bold: true });
  p.down(12);
  for (const x of ps) {
    row(p, cols, [x.text, String(x.qty), `£${num(x.unit, 'en')}`, `£${num(x.amount, 'en')}`]);
    p.down(12);
  }
  p.down(16);
  const tc: Col[] = [{ x: 380 }, { x: 545, align: 'right' }];
  for (const [l, v] of [
    ['Labour total', labour],
    ['Parts total', mat],
    ['Subtotal', net],
    [`VAT @ ${rate}%`, vat],
  ] as [string, number][]) {
    row(p, tc, [l, `£${num(v, 'en')}`]);
    p.down(12);
  }
  p.box(375, p.y - 10, 175, 16, true);
  row(p, tc, ['Total due', `£${num(total, 'en')}`], { bold: true });
  p.down(36);
  p.text(50, `Pay by bank transfer: Sort code ${sortCode(rng)} · Account ${digits(rng, 8)} · Reference INV number`, { size: 8 });
  p.down(11).text(50, `Or pay securely online: pay.garagehub.co.uk/i/${letters(rng, 8).toLowerCase()}`, { size: 8 });
  p.down(11).text(50, `Next MOT due ${fd(addDays(date, rng.int(60, 330)), 'uklong')}. Thank you for your business.`, { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}

/** US independent shop repair order: concern / cause / correction blocks, shop supplies, sales tax on parts only. */
export function usRepairOrderCcc(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Elm Street Auto Repair', 'Kowalski Automotive LLC', 'Greene Garage & Tire', 'Patel Precision Auto']);
  const date = upToNow(rng, 2013);
  const km = mileage(rng);
  const rate = rng.pick([125, 145, 165, 189]);
  const js = jobs(rng, 'en', rng.int(2, 3), rate);
  const ps = parts(rng, 'en', rng.int(2, 4), 1.2);
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const supplies = r2(Math.min(45, labour * 0.05));
  const taxRate = rng.pick([6, 6.25, 7, 8.25]);
  const tax = r2((mat * taxRate) / 100);
  const total = r2(labour + mat + supplies + tax);
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, `${streetEN(rng)}, ${rng.pick(['Columbus, OH', 'Austin, TX', 'Denver, CO', 'Madison, WI'])} · ${phoneUS(rng)} · BAR #ARD${digits(rng, 6)}`, {
    size: 7.5,
    y: 75,
  });
  p.y = 105;
  p.box(50, 95, 495, 40);
  stacked(p, 56, 'REPAIR ORDER #', digits(rng, 5), 107);
  stacked(p, 150, 'DATE', fd(date, 'us'), 107);
  stacked(p, 230, 'ODOMETER IN', grouped(km, ','), 107);
  stacked(p, 320, 'VIN', vin(rng, rng.pick(['1G1', '1FA', '2HG', '5YJ'])), 107);
  stacked(p, 470, 'PLATE', plateUS(rng), 107);
  p.y = 160;
  p.text(50, `Customer: ${personEN(rng)}`, { size: 9 });
  p.down(22);
  js.forEach((j, k) => {
    p.text(50, `JOB ${k + 1}: ${j.text}`, { size: 9.5, bold: true });
    p.down(12);
    p.text(62, `Concern: customer states ${rng.pick(['noise when braking', 'due for maintenance', 'warning light on', 'vibration at speed'])}.`, { size: 8.5 });
    p.down(11);
    p.text(62, `Correction: performed ${j.text.toLowerCase()}, road tested OK.`, { size: 8.5 });
    p.text(460, `${num(j.hours, 'en')} hrs`, { size: 8.5, align: 'right' });
    p.text(545, `$${num(j.amount, 'en')}`, { size: 8.5, align: 'right' });
    p.down(18);
  });
  p.text(50, 'PARTS', { size: 9.5, bold: true });
  p.down(13);
  const cols: Col[] = [{ x: 62 }, { x: 160 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  for (const x of ps) {
    row(p, cols, [x.no, x.text, String(x.qty), `$${num(x.unit, 'en')}`, `$${num(x.amount, 'en')}`], { size: 8.5 });
    p.down(12);
  }
  p.down(16);
  const tc: Col[] = [{ x: 370 }, { x: 545, align: 'right' }];
  for (const [l, v, b] of [
    ['Labor', labour, false],
    ['Parts', mat, false],
    ['Shop supplies', supplies, false],
    [`Sales tax (${taxRate}% on parts)`, tax, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][]) {
    row(p, tc, [l, `$${num(v, 'en')}`], { bold: b, size: b ? 11 : 9 });
    p.down(13);
  }
  p.down(20);
  p.text(50, `Paid: ${rng.pick(['VISA', 'Mastercard', 'AMEX'])} ****${digits(rng, 4)} · Warranty 24 months / 24,000 miles parts and labor.`, { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}

/** Irish garage: labour at 13.5 % VAT, parts at 23 %, two VAT lines, "Odometer (km)", IBAN/BIC footer. */
export function irishTwoRateVat(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Murphy Motors Ltd', 'Walsh Auto Services', "Collins' Garage Ltd"]);
  const date = upToNow(rng, 2013);
  const km = mileage(rng);
  const js = jobs(rng, 'en', rng.int(2, 3), rng.pick([60, 70, 80]));
  const ps = parts(rng, 'en', rng.int(2, 4));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const v1 = r2(labour * 0.135);
  const v2 = r2(mat * 0.23);
  const total = r2(labour + mat + v1 + v2);
  p.text(297, shop, { size: 17, bold: true, align: 'center' });
  p.text(297, `${rng.pick(['Naas Road, Dublin 12', 'Tuam Road, Galway', 'Ballincollig, Co. Cork'])} · VAT No. IE${digits(rng, 7)}${letters(rng, 1)}`, {
    size: 8,
    align: 'center',
    y: 78,
  });
  p.y = 120;
  p.text(50, 'Tax Invoice', { size: 13, bold: true });
  p.down(18);
  p.text(50, `Bill to: ${personEN(rng)}`, { size: 9 });
  kv(p, 330, 'Invoice No:', `${digits(rng, 6)}`, { gap: 80 });
  p.down(12);
  kv(p, 330, 'Date:', fd(date, 'uklong'), { gap: 80 });
  p.down(12);
  kv(p, 330, 'Reg:', plateIE(rng), { gap: 80 });
  p.down(12);
  kv(p, 330, 'Odometer (km):', String(km), { gap: 80 });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 360, align: 'right' }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 545, align: 'right' }];
  p.box(45, p.y - 11, 505, 15, true);
  row(p, cols, ['Item', 'Qty/Hrs', 'Price', 'VAT %', 'Amount €'], { bold: true, size: 8.5 });
  p.down(16);
  for (const j of js) {
    row(p, cols, [j.text, num(j.hours, 'en'), num(r2(j.amount / j.hours), 'en'), '13.5', num(j.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  for (const x of ps) {
    row(p, cols, [x.text, String(x.qty), num(x.unit, 'en'), '23', num(x.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  p.down(16);
  const tc: Col[] = [{ x: 340 }, { x: 545, align: 'right' }];
  for (const [l, v, b] of [
    ['Labour (ex VAT)', labour, false],
    ['Parts (ex VAT)', mat, false],
    ['VAT @ 13.5%', v1, false],
    ['VAT @ 23%', v2, false],
    ['Invoice Total €', total, true],
  ] as [string, number, boolean][]) {
    row(p, tc, [l, num(v, 'en')], { bold: b });
    p.down(13);
  }
  p.down(28);
  p.text(50, `IBAN ${ibanIE(rng)} · BIC ${letters(rng, 4)}IE2D · Please quote invoice number as payment reference.`, { size: 8 });
  p.down(11).text(50, `NCT due: ${fd(addDays(date, rng.int(90, 600)), 'uk')}`, { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}

/** Ontario shop: HST 13 %, kilometres, parts first then labour, "Technician" column, e-transfer note. */
export function ontarioHstInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Maple Leaf Auto Centre', 'Reynolds Car Care Inc.', 'Lakeshore Motorworks']);
  const date = upToNow(rng, 2012);
  const km = mileage(rng);
  const js = jobs(rng, 'en', rng.int(2, 3), rng.pick([110, 125, 140]));
  const ps = parts(rng, 'en', rng.int(2, 4), 1.35);
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const env = 4.5;
  const net = r2(labour + mat + env);
  const hst = r2(net * 0.13);
  const total = r2(net + hst);
  p.text(50, shop, { size: 15, bold: true });
  p.text(50, `${streetEN(rng)}, ${rng.pick(['Mississauga', 'Hamilton', 'Ottawa', 'London'])}, ON · HST # ${digits(rng, 9)} RT0001`, { size: 7.5, y: 74 });
  p.y = 110;
  const meta: [string, string][] = [
    ['Invoice', `${digits(rng, 6)}`],
    ['Date', fd(date, 'iso')],
    ['KM In', grouped(km, ',')],
    ['Plate', `${letters(rng, 4)} ${digits(rng, 3)}`],
    ['VIN', vin(rng, rng.pick(['2HG', '2T1', '2G1']))],
  ];
  meta.forEach(([l, v], k) => stacked(p, 50 + k * 100, l.toUpperCase(), v, 110));
  p.y = 160;
  p.text(50, 'PARTS', { size: 10, bold: true });
  p.down(14);
  const pc: Col[] = [{ x: 50 }, { x: 150 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 545, align: 'right' }];
  for (const x of ps) {
    row(p, pc, [x.no, x.text, String(x.qty), num(x.unit, 'en'), num(x.amount, 'en')]);
    p.down(12);
  }
  row(p, pc, ['', 'Parts subtotal', '', '', num(mat, 'en')], { bold: true });
  p.down(22);
  p.text(50, 'LABOUR', { size: 10, bold: true });
  p.down(14);
  const lc: Col[] = [{ x: 50 }, { x: 330 }, { x: 480, align: 'right' }, { x: 545, align: 'right' }];
  for (const j of js) {
    row(p, lc, [j.text, `Tech #${rng.int(2, 19)}`, num(j.hours, 'en'), num(j.amount, 'en')]);
    p.down(12);
  }
  row(p, lc, ['Labour subtotal', '', '', num(labour, 'en')], { bold: true });
  p.down(22);
  const tc: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  for (const [l, v, b] of [
    ['Environmental fee', env, false],
    ['Subtotal', net, false],
    ['HST 13%', hst, false],
    ['Total CAD', total, true],
  ] as [string, number, boolean][]) {
    row(p, tc, [l, `$${num(v, 'en')}`], { bold: b });
    p.down(13);
  }
  p.down(24);
  p.text(50, `Interac e-Transfer to payments@${shop.split(' ')[0].toLowerCase()}.ca · Next oil change at ${grouped(km + 8000, ',')} km`, { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}

/** UK main dealer: vehicle health check traffic lights beside the invoice, "Customer Pay" lines, labour/parts/sundries. */
export function ukMainDealerHealthCheck(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Fraser Motor Group Ltd', 'Hughes of Chester Ltd', 'Greene Prestige Cars']).toUpperCase();
  const date = rng.date(2010, 2025);
  const km = mileage(rng);
  const js = jobs(rng, 'en', rng.int(2, 3), rng.pick([120, 145, 165]));
  const ps = parts(rng, 'en', rng.int(2, 4), 1.4);
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const sundries = r2(rng.pick([9.95, 12.5, 14.95]));
  const net = r2(labour + mat + sundries);
  const rate = vatUK(yearOf(date));
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(50, shop, { size: 13, bold: true });
  p.text(50, `Aftersales Department · ${phoneUK(rng)} · Company Reg. ${digits(rng, 8)}`, { size: 7.5, y: 73 });
  p.y = 105;
  p.text(50, `Customer Pay Invoice ${letters(rng, 2)}${digits(rng, 6)}`, { size: 12, bold: true });
  p.down(16);
  p.text(50, `Tax point ${fd(date, 'ukshort')} · ${plateUK(rng)} · Chassis ${vin(rng)} · Miles ${grouped(km, ',')}`, { size: 8.5 });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 90 }, { x: 300, align: 'right' }, { x: 360, align: 'right' }];
  row(p, cols, ['Op', 'Description', 'Qty', 'Amount'], { bold: true, size: 8.5 });
  p.down(13);
  for (const j of js) {
    row(p, cols, ['LAB', j.text, num(j.hours, 'en'), num(j.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  for (const x of ps) {
    row(p, cols, ['PRT', x.text, String(x.qty), num(x.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  row(p, cols, ['SUN', 'Sundries / consumables', '1', num(sundries, 'en')], { size: 8.5 });
  p.down(20);
  const tc: Col[] = [{ x: 200 }, { x: 360, align: 'right' }];
  for (const [l, v, b] of [
    ['Labour', labour, false],
    ['Parts', mat, false],
    ['Sundries', sundries, false],
    ['Net', net, false],
    [`VAT ${rate}%`, vat, false],
    ['Amount payable £', total, true],
  ] as [string, number, boolean][]) {
    row(p, tc, [l, num(v, 'en')], { bold: b });
    p.down(12);
  }
  p.box(390, 150, 155, 120);
  p.text(398, 'Vehicle Health Check', { size: 8.5, bold: true, y: 163 });
  const checks = ['Tyres', 'Brakes', 'Wipers', 'Lights', 'Battery', 'Exhaust', 'Steering'];
  checks.forEach((c, k) => {
    p.text(398, c, { size: 8, y: 178 + k * 12 });
    p.text(538, rng.pick(['GREEN', 'GREEN', 'AMBER', 'RED']), { size: 7.5, align: 'right', y: 178 + k * 12 });
  });
  p.y = Math.max(p.y + 24, 300);
  p.text(50, 'Amber and red items were advised to the customer. Work declined has been recorded.', { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}

/** Mobile mechanic app: a phone-shaped receipt-like invoice, line items with icons' words, "Paid via card in app". */
export function mobileMechanicApp(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['WrenchGo Pro: T. Reynolds Mobile Mechanic', 'Hughes Mobile Auto Repair', 'Doorstep Mechanics LLC']);
  const date = upToNow(rng, 2017);
  const km = mileage(rng);
  const js = jobs(rng, 'en', rng.int(1, 3), rng.pick([95, 110, 120]));
  const ps = parts(rng, 'en', rng.int(1, 3), 1.25);
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const fee = r2(rng.pick([19.99, 24.99, 29]));
  const tax = r2(mat * 0.0725);
  const total = r2(labour + mat + fee + tax);
  const x0 = 170;
  p.box(x0 - 20, 40, 295, 700);
  p.text(297, shop, { size: 11, bold: true, align: 'center', y: 70 });
  p.text(297, 'Job complete — receipt & invoice', { size: 8.5, align: 'center', y: 86 });
  p.y = 115;
  for (const [l, v] of [
    ['Invoice', `#${digits(rng, 7)}`],
    ['Service date', fd(date, 'uslong')],
    ['Vehicle', `${rng.int(2005, 2020)} ${rng.pick(['Honda Accord', 'Ford F-150', 'Toyota Camry', 'Subaru Outback'])}`],
    ['Odometer', `${grouped(km, ',')} mi`],
    ['Location', `${streetEN(rng)}`],
  ] as [string, string][]) {
    p.text(x0, l, { size: 8.5 });
    p.text(425, v, { size: 8.5, align: 'right' });
    p.down(13);
  }
  p.down(8);
  hline(p, x0, 255, p.y - 13);
  p.text(x0, 'Labor', { size: 9.5, bold: true });
  p.down(13);
  for (const j of js) {
    p.text(x0, `${j.text} (${num(j.hours, 'en')} h)`, { size: 8.5 });
    p.text(425, `$${num(j.amount, 'en')}`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.text(x0, 'Labor total', { size: 8.5, bold: true });
  p.text(425, `$${num(labour, 'en')}`, { size: 8.5, align: 'right', bold: true });
  p.down(18);
  p.text(x0, 'Parts', { size: 9.5, bold: true });
  p.down(13);
  for (const x of ps) {
    p.text(x0, `${x.text} ×${x.qty}`, { size: 8.5 });
    p.text(425, `$${num(x.amount, 'en')}`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.text(x0, 'Parts total', { size: 8.5, bold: true });
  p.text(425, `$${num(mat, 'en')}`, { size: 8.5, align: 'right', bold: true });
  p.down(18);
  for (const [l, v] of [
    ['Service call fee', fee],
    ['Tax on parts', tax],
  ] as [string, number][]) {
    p.text(x0, l, { size: 8.5 });
    p.text(425, `$${num(v, 'en')}`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(6);
  p.text(x0, 'Total charged', { size: 12, bold: true });
  p.text(425, `$${num(total, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(20);
  p.text(x0, `Paid via card in app · ${rng.pick(['Visa', 'Mastercard'])} •••• ${digits(rng, 4)}`, { size: 8 });
  p.down(12).text(x0, 'Processed by Stripe. Tips are not included.', { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}

/** UK classic specialist's e-mailed invoice: narrative paragraphs, labour as one "hrs @" line, parts list, VAT. */
export function ukClassicNarrative(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Cotswold Classic Restorations', 'Fenland Vintage Engineering', 'Pennine Classic Car Co.']);
  const date = upToNow(rng, 2011);
  const km = rng.int(20, 150) * 1000 + rng.int(0, 999);
  const hours = rng.int(8, 50) / 2;
  const rate = rng.pick([55, 62.5, 70, 78]);
  const labour = r2(hours * rate);
  const works = rng.some(
    [
      'Rebuilt front brake callipers and fitted new flexi hoses',
      'Adjusted valve clearances and reset points gap',
      'Replaced leaking rear main seal',
      'Rewired dashboard loom and fitted new fuse box',
      'Set up twin SU carburettors on rolling road',
    ],
    3,
  );
  const ps = parts(rng, 'en', rng.int(3, 5), 1.2);
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const rateV = vatUK(yearOf(date));
  const vat = r2((net * rateV) / 100);
  const total = r2(net + vat);
  p.text(50, shop, { size: 19, serif: true });
  p.text(50, `${streetEN(rng)} · ${phoneUK(rng)} · workshop@${shop.split(' ')[0].toLowerCase()}classics.co.uk`, { size: 7.5, y: 76 });
  p.y = 115;
  p.text(50, `Invoice ${digits(rng, 4)}`, { size: 12, bold: true });
  p.text(545, `Dated ${fd(date, 'uklong')}`, { size: 9.5, align: 'right' });
  p.down(16);
  p.text(
    50,
    `${rng.pick(['MGB GT', 'Triumph TR6', 'Jaguar E-Type S2', 'Austin-Healey 3000'])}, reg. ${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}, odometer ${grouped(km, ',')} miles`,
    { size: 9.5 },
  );
  p.down(22);
  p.text(50, 'Work carried out', { size: 10, bold: true });
  p.down(14);
  for (const w of works) {
    p.text(58, `• ${w}`, { size: 9.5 });
    p.down(13);
  }
  p.down(6);
  p.text(50, `Labour: ${num(hours, 'en')} hrs @ £${num(rate, 'en')} per hour`, { size: 9.5 });
  p.text(545, `£${num(labour, 'en')}`, { size: 9.5, align: 'right' });
  p.down(22);
  p.text(50, 'Parts supplied', { size: 10, bold: true });
  p.down(14);
  for (const x of ps) {
    p.text(58, `${x.qty} x ${x.text}`, { size: 9.5 });
    p.text(545, `£${num(x.amount, 'en')}`, { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.text(400, 'Parts', { size: 9.5 });
  p.text(545, `£${num(mat, 'en')}`, { size: 9.5, align: 'right' });
  p.down(20);
  for (const [l, v, b] of [
    ['Net', net, false],
    [`VAT ${rateV}%`, vat, false],
    ['Balance due', total, true],
  ] as [string, number, boolean][]) {
    p.text(400, l, { size: 9.5, bold: b });
    p.text(545, `£${num(v, 'en')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(24);
  p.text(50, `Payment within 7 days to ${ibanGB(rng)}, or by card on collection. Thank you.`, { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      works,
      ps.map((x) => x.text),
    ),
  );
}

/** US franchised dealer RO: op codes, line letters A/B/C, "CUSTOMER PAY" per line, a totals grid at the bottom. */
export function usDealerOpCodes(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Riverside Chevrolet', 'Lakeside Ford Lincoln', 'Sunset Toyota of Tacoma']);
  const date = rng.date(2008, 2025);
  const km = mileage(rng);
  const rate = rng.pick([139, 159, 179]);
  const js = jobs(rng, 'en', rng.int(2, 3), rate);
  const ps = parts(rng, 'en', rng.int(2, 4), 1.3);
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const haz = 3.5;
  const tax = r2(mat * 0.08);
  const total = r2(labour + mat + haz + tax);
  p.text(50, shop, { size: 14, bold: true });
  p.text(545, `RO ${digits(rng, 6)}`, { size: 14, bold: true, align: 'right' });
  p.text(50, `Service Department · ${phoneUS(rng)}`, { size: 8, y: 74 });
  p.y = 100;
  const hdr: [string, string][] = [
    ['OPENED', fd(addDays(date, -1), 'usshort')],
    ['CLOSED', fd(date, 'usshort')],
    ['MILEAGE IN/OUT', `${km}/${km + rng.int(1, 9)}`],
    ['TAG', `T${digits(rng, 4)}`],
    ['ADVISOR', String(rng.int(100, 999))],
  ];
  hdr.forEach(([l, v], k) => stacked(p, 50 + k * 100, l, v, 100));
  p.y = 145;
  p.text(50, `VIN ${vin(rng, rng.pick(['1G1', '1FM', '4T1']))} · Customer ${personEN(rng)}`, { size: 8.5 });
  p.down(22);
  const letter = 'ABCDEF';
  js.forEach((j, k) => {
    p.text(50, `${letter[k]}  ${rng.pick(['MAINT', 'BRK', 'DIAG', 'ALIGN'])}${digits(rng, 2)}  ${j.text.toUpperCase()}`, { size: 9, bold: true });
    p.text(545, 'CUSTOMER PAY', { size: 7.5, align: 'right' });
    p.down(12);
    p.text(70, `LABOR ${num(j.hours, 'en')} HRS`, { size: 8.5 });
    p.text(545, num(j.amount, 'en'), { size: 8.5, align: 'right' });
    p.down(16);
  });
  p.text(50, 'PARTS', { size: 9, bold: true });
  p.down(12);
  for (const x of ps) {
    p.text(70, `${x.qty}  ${x.no}  ${x.text.toUpperCase()}`, { size: 8.5 });
    p.text(460, num(x.unit, 'en'), { size: 8.5, align: 'right' });
    p.text(545, num(x.amount, 'en'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(18);
  p.box(50, p.y - 12, 495, 40);
  const cells: [string, number][] = [
    ['LABOR AMOUNT', labour],
    ['PARTS AMOUNT', mat],
    ['HAZ MAT', haz],
    ['SALES TAX', tax],
    ['PLEASE PAY THIS AMOUNT', total],
  ];
  cells.forEach(([l, v], k) => {
    p.text(56 + k * 98, l, { size: 6.5, y: p.y });
    p.text(56 + k * 98, num(v, 'en'), { size: 10, bold: k === 4, y: p.y + 18 });
  });
  p.down(50);
  p.text(50, 'Thank you for choosing our service department. You may receive a survey by e-mail.', { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text.toUpperCase()),
      ps.map((x) => x.text.toUpperCase()),
    ),
  );
}

/** UK fast-fit tyre & exhaust centre: "Parts & Labour" mixed, with labour and parts subtotals in a boxed footer. */
export function ukTyreExhaustCentre(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Kwik Tread Tyres & Exhausts', 'Patel Tyre Centre', 'Murphy Tyres & Autocare']);
  const date = upToNow(rng, 2012);
  const km = mileage(rng);
  const size = rng.pick(['205/55R16 91V', '195/65R15 91H', '225/45R17 94W']);
  const ps = [
    { text: `${rng.pick(['Michelin Primacy 4', 'Continental EcoContact 6', 'Bridgestone Turanza'])} ${size}`, qty: 2, unit: r2(rng.int(75, 135) + 0.99) },
    { text: 'Valve (rubber)', qty: 2, unit: 3.5 },
    { text: 'Tyre disposal', qty: 2, unit: 2.5 },
  ].map((x) => ({ ...x, amount: r2(x.qty * x.unit) }));
  const js = [
    { text: 'Fit & balance tyres', amount: r2(2 * rng.pick([10, 12.5, 15])) },
    { text: rng.pick(['Tracking check & adjust', 'Puncture repair', 'Wheel alignment']), amount: r2(rng.pick([29.99, 35, 39.99])) },
  ];
  const labourG = sum(js.map((j) => j.amount));
  const matG = sum(ps.map((x) => x.amount));
  const total = r2(labourG + matG);
  const net = r2(total / 1.2);
  p.text(50, shop, { size: 15, bold: true });
  p.text(50, `${streetEN(rng)} · Open 7 days · ${phoneUK(rng)}`, { size: 8, y: 74 });
  p.y = 105;
  p.text(50, `VAT INVOICE  No. ${digits(rng, 7)}   ${fd(date, 'uk')}   ${plateUK(rng)}   ${grouped(km, ',')} miles`, { size: 9, bold: true });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Item', 'Qty', 'Each inc VAT', 'Total inc VAT'], { bold: true, size: 8.5 });
  p.down(13);
  for (const x of ps) {
    row(p, cols, [x.text, String(x.qty), num(x.unit, 'en'), num(x.amount, 'en')]);
    p.down(12);
  }
  for (const j of js) {
    row(p, cols, [j.text, '1', num(j.amount, 'en'), num(j.amount, 'en')]);
    p.down(12);
  }
  p.down(16);
  p.box(50, p.y - 12, 495, 34);
  const cells: [string, string][] = [
    ['Parts', num(matG, 'en')],
    ['Labour', num(labourG, 'en')],
    ['of which VAT', num(r2(total - net), 'en')],
    ['Total paid £', num(total, 'en')],
  ];
  cells.forEach(([l, v], k) => {
    p.text(58 + k * 124, l, { size: 7.5, y: p.y });
    p.text(58 + k * 124, v, { size: 10, bold: k === 3, y: p.y + 14 });
  });
  p.down(46);
  p.text(50, 'Please have wheel nuts re-torqued after 50 miles. Tyre pressures set to manufacturer spec.', { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labourG,
      matG,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}

/** British Columbia specialist: GST 5 % and PST 7 %, labour and parts as two side-by-side columns of totals. */
export function bcGstPstInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Coastline Euro Auto Ltd.', 'Fraser Valley Auto Service', 'Kootenay Motor Works']);
  const date = upToNow(rng, 2013);
  const km = mileage(rng);
  const js = jobs(rng, 'en', rng.int(2, 4), rng.pick([135, 150, 165]));
  const ps = parts(rng, 'en', rng.int(2, 4), 1.3);
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const gst = r2(net * 0.05);
  const pst = r2(net * 0.07);
  const total = r2(net + gst + pst);
  p.text(545, shop, { size: 15, bold: true, align: 'right' });
  p.text(545, `${rng.pick(['Burnaby', 'Kelowna', 'Victoria', 'Abbotsford'])}, BC · GST No. ${digits(rng, 9)}RT0001`, { size: 7.5, align: 'right', y: 74 });
  p.y = 110;
  p.text(50, 'INVOICE', { size: 16, bold: true });
  p.down(20);
  for (const [l, v] of [
    ['No.', digits(rng, 5)],
    ['Date completed', fd(date, 'uslong')],
    ['Odometer', `${grouped(km, ',')} km`],
    ['Licence', `${letters(rng, 2)}${digits(rng, 3)}${letters(rng, 1)}`],
  ] as [string, string][]) {
    kv(p, 50, `${l}:`, v, { gap: 85 });
    p.down(12);
  }
  p.y = 210;
  const lc: Col[] = [{ x: 50 }, { x: 270, align: 'right' }];
  const pc: Col[] = [{ x: 300 }, { x: 545, align: 'right' }];
  p.text(50, 'Labour', { size: 10, bold: true });
  p.text(300, 'Parts', { size: 10, bold: true });
  const y0 = p.y + 14;
  js.forEach((j, k) => {
    p.y = y0 + k * 12;
    row(p, lc, [j.text, num(j.amount, 'en')], { size: 8 });
  });
  ps.forEach((x, k) => {
    p.y = y0 + k * 12;
    row(p, pc, [`${x.qty} ${x.text}`, num(x.amount, 'en')], { size: 8 });
  });
  p.y = y0 + Math.max(js.length, ps.length) * 12 + 6;
  row(p, lc, ['Total labour', num(labour, 'en')], { bold: true, size: 8.5 });
  row(p, pc, ['Total parts', num(mat, 'en')], { bold: true, size: 8.5 });
  p.down(30);
  const tc: Col[] = [{ x: 380 }, { x: 545, align: 'right' }];
  for (const [l, v, b] of [
    ['Subtotal', net, false],
    ['GST 5%', gst, false],
    ['PST 7%', pst, false],
    ['Amount due (CAD)', total, true],
  ] as [string, number, boolean][]) {
    row(p, tc, [l, num(v, 'en')], { bold: b });
    p.down(13);
  }
  p.down(24);
  p.text(50, 'Pay online with the link in your e-mail or by Interac debit at pick-up. 12-month / 20,000 km warranty.', { size: 8 });
  return doc(
    p,
    'en',
    truth(
      shop,
      date,
      km,
      labour,
      mat,
      total,
      js.map((j) => j.text),
      ps.map((x) => x.text),
    ),
  );
}
