/**
 * English-language workshop bills full of dates: a British job sheet and invoice (date in, work done, completed, tax
 * point, MOT due), an American dealer's repair order (opened, promised, in-service date, last service, invoice), an
 * Irish garage bill in "3 Mar 1987" style with NCT due, a Canadian shop's bill in ISO dates and kilometres, and an
 * American restorer's statement with a dated labour log.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { work, totals } from './jobs';
import {
  PageBuilder,
  addDays,
  addMonths,
  amt,
  car,
  carName,
  clock,
  currency,
  digits,
  dt,
  kv,
  km,
  letters,
  money,
  my,
  out,
  ieReg,
  personEn,
  ukReg,
  r2,
  rule,
  workday,
  yearOf,
} from './kit';

/** British job sheet and invoice: date in, promised, work carried out on, completed, tax point, payment due, MOT and service due. */
export function britishJobSheet(rng: Random): Generated {
  const dateIn = workday(rng.date(1972, 2026));
  const workOn = workday(addDays(dateIn, rng.int(0, 3)));
  const completed = addDays(workOn, rng.int(0, 1));
  const taxPoint = addDays(completed, rng.int(0, 2));
  const year = yearOf(taxPoint);
  const cur = currency('UK', year);
  const c = car(rng, dateIn);
  const shop = rng.pick(['Pennine Motor Engineers Ltd', 'A. J. Crowther & Son (Garages) Ltd', 'Severnside Classic Cars', 'Wolds Motor Services']);
  const w = work(rng, 'en', year, cur, rng.int(2, 4));
  const t = totals(w.labourSum + w.partsSum, cur.vat);
  const miles = rng.int(15000, 160000);
  const s = rng.pick(['dd/mm/yy', 'dd/mm/yyyy'] as const);
  const reg = ukReg(rng, c.firstReg);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12);
  p.text(
    40,
    `${rng.pick(['Station Road', 'Mill Lane', 'Bridge Street'])}, ${rng.pick(['Halifax', 'Stroud', 'Driffield', 'Kendal'])} · Tel. ${rng.int(1000, 9999)} ${rng.int(10000, 99999)}`,
    { size: 8 },
  );
  if (cur.vat) p.text(555, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8, align: 'right' });
  p.down(24);
  p.text(40, 'JOB SHEET / INVOICE', { size: 12, bold: true });
  p.text(555, `No. ${rng.int(1000, 99999)}`, { size: 12, bold: true, align: 'right' });
  p.down(10);
  p.box(40, p.y, 515, 70);
  const y0 = p.y + 13;
  const cells: [string, string][] = [
    ['Date In', dt(dateIn, s)],
    ['Time In', clock(rng, 8, 10)],
    ['Date Promised', dt(addDays(dateIn, 1), s)],
    ['Work Carried Out', dt(workOn, s)],
    ['Date Completed', dt(completed, s)],
    ['Tax Point', dt(taxPoint, s)],
    ['Reg. No.', reg],
    ['Mileage', km(miles, 'en')],
    ['Make/Model', carName(c)],
    ['Last Visit', dt(addDays(dateIn, -rng.int(90, 500)), s)],
    ['MOT Due', dt(addDays(addMonths(dateIn, rng.int(1, 11)), 0), s)],
    ['Chassis No.', c.vin],
  ];
  cells.forEach(([k, v], i) => {
    const col = i % 3;
    const r = Math.floor(i / 3);
    p.text(48 + col * 170, k, { size: 7.5, y: y0 + r * 15 });
    p.text(120 + col * 170, v, { size: 9, y: y0 + r * 15, bold: k === 'Work Carried Out' });
  });
  p.y = y0 + 70;
  p.text(40, `Customer: ${personEn(rng)}`, { size: 9.5 });
  p.down(20);
  p.text(40, 'LABOUR', { size: 9, bold: true });
  p.text(470, 'Hrs', { size: 9, bold: true, align: 'right' });
  p.text(555, cur.sym, { size: 9, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const l of w.labour) {
    p.text(40, l.text, { size: 9 });
    p.text(470, amt(l.hours, cur), { size: 9, align: 'right' });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(10);
  p.text(40, 'PARTS', { size: 9, bold: true });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const l of w.parts) {
    p.text(40, l.text, { size: 9 });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(14);
  const tot = (k: string, v: number, b = false) => {
    p.text(360, k, { size: 9.5, bold: b });
    p.text(555, amt(v, cur), { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  };
  tot('Labour total', w.labourSum);
  tot('Parts total', w.partsSum);
  if (cur.vat) {
    tot('Goods total', t.net);
    tot(`VAT @ ${cur.vat}%`, t.tax);
  }
  tot(`TOTAL DUE ${cur.sym}`, t.gross, true);
  p.down(16);
  p.text(40, `Payment due by ${dt(addDays(taxPoint, 30), s)}. Next service due ${my(addMonths(workOn, 6), '/')} or ${km(miles + 3000, 'en')} miles.`, {
    size: 8.5,
  });
  p.down(12);
  p.text(40, 'Goods remain the property of the company until paid for in full. E. & O.E.', { size: 7.5 });
  p.text(40, `Printed ${my(addMonths(dateIn, -rng.int(6, 40)), '/')} · Form JS/${rng.int(1, 9)}`, { size: 6, y: 815 });
  return out(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: workOn,
    serviceMileage: miles,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: t.gross,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}

/** American dealer repair order: opened, promised, in-service date, last service, picked up, invoice date; no work date. */
export function americanRepairOrder(rng: Random): Generated {
  const opened = workday(rng.date(1965, 2026));
  const invoice = workday(addDays(opened, rng.int(0, 3)));
  const picked = addDays(invoice, rng.int(0, 2));
  const year = yearOf(invoice);
  const cur = currency('US', year);
  const c = car(rng, opened);
  const shop = rng.pick(['Hometown Chevrolet-Buick Inc.', 'Riverside Ford Sales', 'Pioneer Motors Service Dept.', 'Lakeshore Imports Inc.']);
  const w = work(rng, 'us', year, cur, rng.int(2, 4));
  const taxRate = rng.pick([4, 5, 6, 6.25, 7]);
  const tax = r2((w.partsSum * taxRate) / 100);
  const total = r2(w.labourSum + w.partsSum + tax);
  const miles = rng.int(12000, 180000);
  const s = rng.pick(['mm/dd/yy', 'm/d/yy', 'mm/dd/yyyy'] as const);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, shop, { size: 13, bold: true });
  p.text(555, 'REPAIR ORDER', { size: 14, bold: true, align: 'right' });
  p.down(12);
  p.text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['Main St', 'Route 9', 'Lincoln Hwy', 'Commerce Dr'])}, ${rng.pick(['Dayton, OH', 'Peoria, IL', 'Fresno, CA', 'Macon, GA'])}`,
    { size: 8 },
  );
  p.text(555, `R.O. NO. ${rng.int(10000, 99999)}`, { size: 10, align: 'right' });
  p.down(18);
  const boxes: [string, string][] = [
    ['DATE OPENED', dt(opened, s)],
    ['TIME', `${clock(rng, 7, 9)} AM`],
    ['PROMISED', `${dt(addDays(opened, 1), s)} 5 PM`],
    ['IN-SERVICE DATE', dt(c.firstReg, s)],
    ['LAST SERVICE', dt(addDays(opened, -rng.int(60, 400)), s)],
    ['MILEAGE IN', km(miles, 'en')],
    ['INVOICE DATE', dt(invoice, s)],
    ['PICKED UP', dt(picked, s)],
  ];
  boxes.forEach(([k, v], i) => {
    const x = 40 + (i % 4) * 129;
    const y = p.y + Math.floor(i / 4) * 30;
    p.box(x, y, 129, 30);
    p.text(x + 4, k, { size: 6.5, y: y + 9 });
    p.text(x + 4, v, { size: 9.5, y: y + 24 });
  });
  p.y += 74;
  kv(p, 40, 'CUSTOMER', personEn(rng), 60);
  kv(p, 300, 'VEHICLE', `${c.build} ${carName(c)}`, 50);
  p.down(13);
  kv(p, 40, 'VIN', c.vin, 60);
  kv(p, 300, 'LICENSE', `${letters(rng, 3)}-${digits(rng, 4)}`, 50);
  p.down(22);
  p.text(40, 'LINE  OP CODE  DESCRIPTION', { size: 8, bold: true });
  p.text(470, 'HOURS', { size: 8, bold: true, align: 'right' });
  p.text(555, 'LABOR', { size: 8, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  w.labour.forEach((l, i) => {
    p.text(40, `${String.fromCharCode(65 + i)}     ${rng.int(10, 99)}${letters(rng, 1)}${rng.int(10, 99)}    ${l.text.toUpperCase()}`, { size: 8.5 });
    p.text(470, amt(l.hours, cur), { size: 8.5, align: 'right' });
    p.text(555, amt(l.amount, cur), { size: 8.5, align: 'right' });
    p.down(12);
  });
  p.down(10);
  p.text(40, 'QTY  PART NO.   DESCRIPTION', { size: 8, bold: true });
  p.text(555, 'PARTS', { size: 8, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const l of w.parts) {
    p.text(40, `1    ${letters(rng, 2)}${digits(rng, 5)}   ${l.text.toUpperCase()}`, { size: 8.5 });
    p.text(555, amt(l.amount, cur), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(14);
  p.box(340, p.y - 10, 215, 74);
  const tl = (k: string, v: number, b = false) => {
    p.text(348, k, { size: 9, bold: b });
    p.text(550, amt(v, cur), { size: 9, bold: b, align: 'right' });
    p.down(14);
  };
  tl('TOTAL LABOR', w.labourSum);
  tl('TOTAL PARTS', w.partsSum);
  tl(`SALES TAX ${taxRate}% (PARTS)`, tax);
  tl('PLEASE PAY THIS AMOUNT', total, true);
  p.down(20);
  p.text(40, `NEXT SERVICE DUE: ${dt(addMonths(invoice, 3), s)} OR ${km(miles + 3000, 'en')} MILES`, { size: 8.5 });
  p.down(12);
  p.text(40, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 7.5 });
  p.text(40, `FORM RO-${rng.int(10, 99)} REV. ${my(addMonths(opened, -rng.int(10, 50)), '/')}`, { size: 6, y: 815 });
  return out(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: invoice,
    serviceMileage: miles,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: total,
    workPerformed: w.labour.map((l) => l.text.toUpperCase()),
    partsUsed: w.parts.map((l) => l.text.toUpperCase()),
  });
}

/** Irish garage: car received, work done on, collected, invoice date, NCT or next service; "3 Mar 1987" dates. */
export function irishGarage(rng: Random): Generated {
  const received = workday(rng.date(1975, 2026));
  const workDone = workday(addDays(received, rng.int(0, 2)));
  const collected = addDays(workDone, rng.int(0, 2));
  const invoiceD = collected;
  const year = yearOf(invoiceD);
  const cur = currency('IE', year);
  const c = car(rng, received);
  const shop = rng.pick(['Brennan Motors (Kilkenny) Ltd', 'Fahy & Sons Garage', 'Donegal Road Motor Works', 'Shannonside Vintage Cars']);
  const w = work(rng, 'en', year, cur, rng.int(2, 3));
  const t = totals(w.labourSum + w.partsSum, cur.vat);
  const miles = rng.int(20000, 200000);
  const unit = year >= 2005 ? 'km' : 'miles';
  const s = 'd Mon yyyy' as const;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(13);
  p.text(
    297,
    `Sales · Service · Repairs · ${rng.pick(['Dublin Road', 'Main Street', 'Quay Street'])}, ${rng.pick(['Kilkenny', 'Athlone', 'Letterkenny', 'Ennis'])}`,
    { size: 8.5, align: 'center' },
  );
  p.down(34);
  p.text(40, 'INVOICE', { size: 14, bold: true });
  p.text(555, `Invoice date: ${dt(invoiceD, s)}`, { size: 10, align: 'right' });
  p.down(20);
  p.text(40, `${personEn(rng)}`, { size: 10 });
  p.down(22);
  const left: [string, string][] = [
    ['Vehicle', carName(c)],
    ['Registration', ieReg(rng, c.firstReg)],
    ['First registered', dt(c.firstReg, s)],
    [`Odometer (${unit})`, km(miles, 'en')],
  ];
  const right: [string, string][] = [
    ['Car received', dt(received, s)],
    ['Work done on', dt(workDone, s)],
    ['Collected', dt(collected, s)],
    [year >= 2000 ? 'NCT due' : 'Next service', dt(addMonths(workDone, rng.int(3, 18)), s)],
  ];
  left.forEach(([k, v], i) => {
    kv(p, 40, `${k}:`, v, 95);
    kv(p, 320, `${right[i][0]}:`, right[i][1], 85);
    p.down(13);
  });
  p.down(16);
  p.box(40, p.y - 11, 515, 15, true);
  p.text(45, 'Description', { size: 9, bold: true });
  p.text(550, `Amount ${cur.sym}`, { size: 9, bold: true, align: 'right' });
  p.down(18);
  p.text(45, 'Labour:', { size: 9, bold: true });
  p.down(13);
  for (const l of w.labour) {
    p.text(55, `${l.text} — ${amt(l.hours, cur)} hrs`, { size: 9 });
    p.text(550, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(6);
  p.text(45, 'Parts:', { size: 9, bold: true });
  p.down(13);
  for (const l of w.parts) {
    p.text(55, l.text, { size: 9 });
    p.text(550, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(12);
  rule(p, 330, 225);
  p.down(13);
  const tl = (k: string, v: string, b = false) => {
    p.text(340, k, { size: 9.5, bold: b });
    p.text(550, v, { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  };
  tl('Labour', amt(w.labourSum, cur));
  tl('Parts', amt(w.partsSum, cur));
  if (cur.vat) tl(`VAT ${cur.vat}%`, amt(t.tax, cur));
  tl('Total', money(t.gross, cur), true);
  p.down(20);
  p.text(40, `Terms: strictly 30 days from date of invoice. Account to be settled by ${dt(addDays(invoiceD, 30), s)}.`, { size: 8.5 });
  return out(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: workDone,
    serviceMileage: miles,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: t.gross,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}

/** Canadian shop, ISO dates and kilometres: date in, work date, date out, invoice date, previous visit, next oil change; GST and PST. */
export function canadianIso(rng: Random): Generated {
  const dateIn = workday(rng.date(1991, 2026));
  const workD = workday(addDays(dateIn, rng.int(0, 2)));
  const outD = addDays(workD, rng.int(0, 1));
  const inv = outD;
  const year = yearOf(inv);
  const cur = currency('CA', year);
  const c = car(rng, dateIn);
  const shop = rng.pick(['Fraser Valley Auto Clinic', 'Garage Tremblay & Fils Inc.', 'Prairie Classic Restorations Ltd.', 'Muskoka Motor Works']);
  const w = work(rng, 'us', year, cur, rng.int(2, 4));
  const gstRate = year < 2006 ? 7 : year < 2008 ? 6 : 5;
  const gst = r2(((w.labourSum + w.partsSum) * gstRate) / 100);
  const pst = r2((w.partsSum * 7) / 100);
  const total = r2(w.labourSum + w.partsSum + gst + pst);
  const kms = rng.int(30000, 320000);
  const p = new PageBuilder();
  p.y = 54;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12);
  p.text(
    40,
    `${rng.int(10, 9999)} ${rng.pick(['Highway 7', 'Rue Principale', 'King Street W'])}, ${rng.pick(['Abbotsford BC', 'Sherbrooke QC', 'Brandon MB', 'Huntsville ON'])} · GST# ${rng.int(100000000, 999999999)} RT0001`,
    { size: 8 },
  );
  p.down(30);
  p.text(40, 'WORK ORDER / INVOICE', { size: 12, bold: true });
  p.text(555, `Invoice # ${rng.int(1000, 99999)}`, { size: 10, align: 'right' });
  p.down(18);
  const rows: [string, string, string, string][] = [
    ['Date in:', dt(dateIn, 'iso'), 'Customer:', personEn(rng)],
    ['Work date:', dt(workD, 'iso'), 'Vehicle:', `${c.build} ${carName(c)}`],
    ['Date out:', dt(outD, 'iso'), 'VIN:', c.vin],
    ['Invoice date:', dt(inv, 'iso'), 'Odometer:', `${km(kms, 'en')} km`],
    ['Previous visit:', dt(addDays(dateIn, -rng.int(60, 600)), 'iso'), 'Plate:', `${letters(rng, 3)} ${digits(rng, 3)}`],
  ];
  for (const [a, b, c2, d2] of rows) {
    kv(p, 40, a, b, 80);
    kv(p, 280, c2, d2, 60);
    p.down(13);
  }
  p.down(14);
  p.text(40, 'Labour', { size: 9, bold: true });
  p.text(460, 'Hours', { size: 9, bold: true, align: 'right' });
  p.text(555, 'Amount', { size: 9, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const l of w.labour) {
    p.text(40, l.text, { size: 9 });
    p.text(460, amt(l.hours, cur), { size: 9, align: 'right' });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(10);
  p.text(40, 'Parts', { size: 9, bold: true });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const l of w.parts) {
    p.text(40, l.text, { size: 9 });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(14);
  const tl = (k: string, v: number, b = false) => {
    p.text(360, k, { size: 9.5, bold: b });
    p.text(555, amt(v, cur), { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  };
  tl('Labour subtotal', w.labourSum);
  tl('Parts subtotal', w.partsSum);
  tl(`GST ${gstRate}%`, gst);
  tl('PST 7% (parts)', pst);
  tl('TOTAL CAD', total, true);
  p.down(18);
  p.text(40, `Next oil change due: ${dt(addMonths(workD, 6), 'iso')} or ${km(kms + 5000, 'en')} km. Warranty on parts and labour 12 months / 20,000 km.`, {
    size: 8,
  });
  return out(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: workD,
    serviceMileage: kms,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: total,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}

/** American restorer's statement: a dated labour log ("March 3rd"), dropped off, picked up, statement date, due date. */
export function americanRestorerLog(rng: Random): Generated {
  const dropped = workday(rng.date(1980, 2026));
  const cur = currency('US', yearOf(dropped));
  const w = work(rng, 'us', yearOf(dropped), cur, rng.int(3, 4));
  const days: string[] = [];
  let x = workday(addDays(dropped, rng.int(1, 5)));
  for (let i = 0; i < w.labour.length; i++) {
    days.push(x);
    x = workday(addDays(x, rng.int(1, 4)));
  }
  const last = days[days.length - 1];
  const picked = addDays(last, rng.int(1, 5));
  const statement = addDays(picked, rng.int(0, 3));
  const c = car(rng, dropped, 45);
  const shop = rng.pick(['Heartland Classic Restoration', 'Blue Ridge Vintage Motorcars', 'Desert Sun Restorations LLC', 'Cold Spring Coachworks']);
  const total = r2(w.labourSum + w.partsSum);
  const miles = rng.int(10000, 140000);
  const p = new PageBuilder();
  p.y = 60;
  p.text(40, shop, { size: 16, bold: true, serif: true });
  p.down(13);
  p.text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['County Road 12', 'Old Mill Rd', 'Industrial Pkwy'])} · ${rng.pick(['Boone, NC', 'Tucson, AZ', 'Ames, IA', 'Nashua, NH'])}`,
    { size: 8.5, serif: true },
  );
  p.down(36);
  p.text(40, 'STATEMENT', { size: 13, bold: true, serif: true });
  p.text(555, `Statement date: ${dt(statement, 'Month dth, yyyy')}`, { size: 10, serif: true, align: 'right' });
  p.down(20);
  p.text(40, `To: ${personEn(rng)}`, { size: 10, serif: true });
  p.down(14);
  p.text(40, `Re: ${c.build} ${carName(c)}, VIN ${c.vin}, odometer ${km(miles, 'en')}`, { size: 10, serif: true });
  p.down(14);
  p.text(40, `Car dropped off ${dt(dropped, 'Month dth, yyyy')}; picked up ${dt(picked, 'Month dth, yyyy')}.`, { size: 10, serif: true });
  p.down(24);
  p.text(40, 'Labor log', { size: 10.5, bold: true, serif: true });
  p.down(14);
  w.labour.forEach((l, i) => {
    const [, m, dd] = days[i].split('-').map(Number);
    const md = dt(`2000-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`, 'Month dth, yyyy').replace(', 2000', '');
    p.text(40, md, { size: 9.5, serif: true });
    p.text(130, `${l.text} (${amt(l.hours, cur)} hrs @ $${amt(w.rate, cur)})`, { size: 9.5, serif: true });
    p.text(555, amt(l.amount, cur), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
  });
  p.text(380, 'Labor total', { size: 9.5, serif: true, bold: true });
  p.text(555, amt(w.labourSum, cur), { size: 9.5, serif: true, align: 'right', bold: true });
  p.down(22);
  p.text(40, 'Parts & materials', { size: 10.5, bold: true, serif: true });
  p.down(14);
  for (const l of w.parts) {
    p.text(130, l.text, { size: 9.5, serif: true });
    p.text(555, amt(l.amount, cur), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(380, 'Parts total', { size: 9.5, serif: true, bold: true });
  p.text(555, amt(w.partsSum, cur), { size: 9.5, serif: true, align: 'right', bold: true });
  p.down(18);
  rule(p, 370, 185);
  p.down(14);
  p.text(380, 'Balance due', { size: 11, serif: true, bold: true });
  p.text(555, money(total, cur), { size: 11, serif: true, align: 'right', bold: true });
  p.down(30);
  p.text(40, `Work completed ${dt(last, 'Month dth, yyyy')}. Payment due by ${dt(addDays(statement, 15), 'Month dth, yyyy')}.`, { size: 9.5, serif: true });
  p.down(13);
  p.text(40, `Next visit: re-torque head and check timing after 500 miles, about ${dt(addMonths(last, 2), 'Month d, yyyy').replace(/ \d+,/, '')}.`, {
    size: 9.5,
    serif: true,
  });
  return out(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: last,
    serviceMileage: miles,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: total,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}
