/** English-language repair orders, job cards and worksheets with many boxes (unseen-av). */
import { PageBuilder } from '../page';
import { addDays, fd, num, r2, row, sum, vatIE, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addrUK,
  addrUS,
  car,
  cell,
  cells,
  check,
  digits,
  kv,
  letters,
  level,
  PEOPLE_EN,
  phoneUK,
  phoneUS,
  plateUK,
  plateUS,
  vin,
  work,
  type Job,
  type Part,
} from './kit';

const truth = (
  shop: string,
  date: string,
  km: number,
  lab: number,
  prt: number,
  tot: number,
  jobs: Job[] | { text: string }[],
  parts: Part[] | { text: string }[],
) => ({
  documentType: 'service',
  shopName: shop,
  serviceDate: date,
  serviceMileage: km,
  laborCost: lab,
  partsCost: prt,
  totalCost: tot,
  workPerformed: jobs.map((j) => j.text),
  partsUsed: parts.map((t) => t.text),
});

/** A US dealer's repair order: RO header full of boxes, A/B/C lines with cause and correction, the totals ladder. */
export function usDealerRepairOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2025);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Lakeside', 'Summit', 'Riverbend', 'Heritage'])} ${rng.pick(['Chevrolet', 'Ford', 'Toyota', 'Buick GMC'])}`;
  const a = addrUS(rng);
  const miles = rng.int(15000, 190000);
  const rate = r2(rng.int(70, 160) * level(y));
  const { jobs, parts } = work(rng, 'en', y, rate, 3, 3);
  p.text(40, shop.toUpperCase(), { y: 40, size: 13, bold: true });
  p.text(40, `${a.street}, ${a.city}  ${phoneUS(rng)}`, { y: 51, size: 7.5 });
  cell(p, 430, 30, 125, 26, 'REPAIR ORDER #', `${rng.int(1, 9)}${digits(rng, 5)}`, { bold: true, size: 11 });
  cells(p, 40, 60, 22, [
    [55, 'TAG #', `T${rng.int(100, 999)}`],
    [60, 'CUSTOMER #', digits(rng, 6)],
    [85, 'DATE', fd(date, 'us')],
    [70, 'PROMISED', '5:00 PM'],
    [60, 'PO #', ''],
    [95, 'PAYMENT', rng.pick(['CASH', 'VISA', 'CHARGE'])],
    [90, 'ADVISOR', `${rng.int(100, 999)} ${rng.pick(PEOPLE_EN).split(' ')[1].toUpperCase()}`],
  ]);
  const [make, model] = car(rng);
  cells(p, 40, 82, 22, [
    [40, 'YEAR', String(rng.int(y - 15, y))],
    [80, 'MAKE', make.toUpperCase()],
    [80, 'MODEL', model.toUpperCase()],
    [140, 'VIN', vin(rng, y)],
    [70, 'LICENSE', plateUS(rng)],
    [55, 'MILEAGE IN', String(miles)],
    [50, 'MILEAGE OUT', String(miles + rng.int(0, 9))],
  ]);
  p.y = 122;
  const c = [{ x: 40 }, { x: 60 }, { x: 380 }, { x: 430 }, { x: 550, align: 'right' as const }];
  row(p, c, ['LN', 'DESCRIPTION OF WORK', 'OPCODE', 'TECH', 'AMOUNT'], { bold: true, size: 7.5 });
  p.down(12);
  jobs.forEach((j, i) => {
    const L = String.fromCharCode(65 + i);
    row(p, c, [L, `CUSTOMER STATES: ${rng.pick(['NOISE FROM FRONT', 'DUE FOR SERVICE', 'ROUGH IDLE', 'VIBRATION AT SPEED'])}`, '', '', ''], { size: 8 });
    p.down(11);
    row(p, c, ['', `CORRECTION: ${j.text.toUpperCase()}`, `${rng.int(10, 99)}${letters(rng, 2)}`, String(rng.int(100, 999)), num(j.amount, 'en')], { size: 8 });
    p.down(11);
    const t = parts[i];
    row(p, c, ['', `  ${t.qty} ${t.no.replace(/ /g, '-')} ${t.text.toUpperCase()} @ ${num(t.unit, 'en')}`, '', '', num(t.amount, 'en')], { size: 8 });
    p.down(15);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const gol = r2(rng.int(0, 900) / 100);
  const misc = r2(rng.int(200, 2500) / 100);
  const taxRate = rng.pick([6, 6.25, 7, 7.5, 8.25]);
  const tax = r2(((prt + gol) * taxRate) / 100);
  const tot = r2(lab + prt + gol + misc + tax);
  const b = 600;
  p.box(390, b, 165, 118);
  [
    ['LABOR AMOUNT', lab],
    ['PARTS AMOUNT', prt],
    ['GAS, OIL, LUBE', gol],
    ['SUBLET AMOUNT', 0],
    ['MISC. CHARGES', misc],
    ['TOTAL CHARGES', r2(lab + prt + gol + misc)],
    ['LESS INSURANCE', 0],
    ['SALES TAX', tax],
  ].forEach(([l, v], i) => {
    p.text(394, String(l), { y: b + 11 + i * 12, size: 7 });
    p.text(551, num(Number(v), 'en'), { y: b + 11 + i * 12, size: 8, align: 'right' });
  });
  p.box(390, b + 118, 165, 18, true);
  p.text(394, 'PLEASE PAY THIS AMOUNT', { y: b + 130, size: 7.5, bold: true });
  p.text(551, num(tot, 'en'), { y: b + 130, size: 9, bold: true, align: 'right' });
  p.box(40, b, 340, 60);
  p.text(44, 'I hereby authorize the above repair work to be done along with the necessary material. An express', { y: b + 10, size: 6.5 });
  p.text(44, "mechanic's lien is acknowledged on above vehicle to secure the amount of repairs thereto.", { y: b + 18, size: 6.5 });
  p.text(44, 'X ______________________________   CUSTOMER SIGNATURE', { y: b + 50, size: 8 });
  return {
    items: p.items,
    language: 'en',
    truth: truth(
      shop,
      date,
      miles,
      lab,
      prt,
      tot,
      jobs.map((j) => ({ text: j.text.toUpperCase() })),
      parts.map((t) => ({ text: t.text.toUpperCase() })),
    ),
  };
}

/** A UK main dealer's job card and invoice: vehicle panel, labour and parts totals, VAT at the year's rate. */
export function ukMainDealerJobCard(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2020);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Kingsway', 'Abbey', 'Westgate', 'Parkside'])} Motors Ltd`;
  const a = addrUK(rng);
  const miles = rng.int(12000, 160000);
  const { jobs, parts } = work(rng, 'en', y, r2(rng.int(20, 95) * level(y)));
  p.text(297, shop, { y: 44, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, `Main Dealers · ${a.street}, ${a.city} · Tel. ${phoneUK(rng)}`, { y: 56, size: 8, align: 'center' });
  p.text(40, 'JOB CARD / INVOICE', { y: 84, size: 11, bold: true });
  p.text(555, `Invoice No. ${rng.int(10000, 99999)}`, { y: 84, size: 10, align: 'right' });
  const [make, model] = car(rng);
  const panel: [string, string][] = [
    ['Reg. No.', plateUK(rng, y)],
    ['Chassis No.', vin(rng, y)],
    ['Engine No.', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['Date Reg’d', fd(rng.date(y - 10, y), 'uk')],
    ['Model', `${make} ${model}`],
    ['Colour', rng.pick(['Damask Red', 'Brooklands Green', 'Old English White', 'Signal Red'])],
    ['Mileage', num(miles, 'en').slice(0, -3)],
    ['Date In', fd(addDays(date, -1), 'uk')],
    ['Tax Point', fd(date, 'uk')],
  ];
  panel.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 94 + Math.floor(i / 3) * 24, 172, 24, l, v));
  p.y = 184;
  p.text(40, 'Operations', { size: 9, bold: true });
  p.text(360, 'Hrs', { size: 9, bold: true });
  p.down(12);
  for (const j of jobs) {
    p.text(40, j.text, { size: 9 });
    p.text(360, num(j.hours, 'en'), { size: 9 });
    p.text(550, num(j.amount, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(6);
  p.text(40, 'Parts', { size: 9, bold: true });
  p.text(300, 'Part No.', { size: 9, bold: true });
  p.text(420, 'Qty', { size: 9, bold: true });
  p.down(12);
  for (const t of parts) {
    p.text(40, t.text, { size: 9 });
    p.text(300, `${letters(rng, 3)}${digits(rng, 4)}`, { size: 8.5 });
    p.text(420, String(t.qty), { size: 9 });
    p.text(550, num(t.amount, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const v = vatUK(y);
  const tax = r2(((lab + prt) * v) / 100);
  const tot = r2(lab + prt + tax);
  p.down(16);
  cells(p, 235, p.y, 28, [
    [80, 'Labour Total', num(lab, 'en')],
    [80, 'Parts Total', num(prt, 'en')],
    [70, `VAT @ ${v}%`, num(tax, 'en')],
    [90, 'Amount Due £', num(tot, 'en')],
  ]);
  p.text(40, `VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}  ·  Registered in England No. ${digits(rng, 6)}`, { y: 800, size: 7 });
  return { items: p.items, language: 'en', truth: truth(shop, date, miles, lab, prt, tot, jobs, parts) };
}

/** A UK garage's service and MOT invoice: the MOT fee is a separate non-VAT line beside labour and parts. */
export function ukServiceAndMot(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2025);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Greenfield', 'Bridge Street', 'Hilltop'])} Garage`;
  const miles = rng.int(20000, 180000);
  const { jobs, parts } = work(rng, 'en', y, r2(rng.int(35, 75) * level(y)));
  const mot = y < 2010 ? rng.pick([30.4, 40, 44.35, 50.35]) : 54.85;
  p.text(40, shop, { y: 46, size: 16, bold: true });
  p.text(40, `MOT Testing Station No. ${letters(rng, 1)}${digits(rng, 5)} · ${addrUK(rng).city} · ${phoneUK(rng)}`, { y: 58, size: 8 });
  p.text(555, 'INVOICE', { y: 46, size: 14, align: 'right' });
  kv(p, 380, 'Invoice', `${digits(rng, 5)}`, 60, 8);
  p.y = 84;
  kv(p, 380, 'Date', fd(date, 'ukdot'), 60, 8);
  p.y = 96;
  kv(p, 380, 'Account', `${letters(rng, 3)}${digits(rng, 3)}`, 60, 8);
  p.y = 120;
  cells(p, 40, 112, 22, [
    [80, 'Registration', plateUK(rng, y)],
    [120, 'Make / Model', car(rng).join(' ')],
    [70, 'Odometer', `${miles} mi`],
    [90, 'MOT Due', fd(addDays(date, 365), 'uk')],
    [155, 'VIN', vin(rng, y)],
  ]);
  p.y = 156;
  const c = [
    { x: 40 },
    { x: 330, align: 'right' as const },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 550, align: 'right' as const },
  ];
  row(p, c, ['Description', 'Qty', 'Unit', 'VAT', 'Net'], { bold: true });
  p.down(13);
  for (const j of jobs) {
    row(p, c, [j.text, num(j.hours, 'en'), '', 'S', num(j.amount, 'en')]);
    p.down(12);
  }
  for (const t of parts) {
    row(p, c, [t.text, String(t.qty), num(t.unit, 'en'), 'S', num(t.amount, 'en')]);
    p.down(12);
  }
  row(p, c, ['MOT Test (Class 4)', '1', num(mot, 'en'), 'Z', num(mot, 'en')]);
  p.down(22);
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const v = vatUK(y);
  const tax = r2(((lab + prt) * v) / 100);
  const tot = r2(lab + prt + mot + tax);
  [
    ['Labour', lab],
    ['Parts', prt],
    ['MOT (outside scope of VAT)', mot],
    [`VAT (S) ${v}%`, tax],
  ].forEach(([l, val]) => {
    p.text(330, String(l), { size: 9 });
    p.text(550, num(Number(val), 'en'), { size: 9, align: 'right' });
    p.down(12);
  });
  p.text(330, 'TOTAL £', { size: 10, bold: true });
  p.text(550, num(tot, 'en'), { size: 10, bold: true, align: 'right' });
  p.text(40, 'Your vehicle passed its MOT test. Next service due in 12 months or 10,000 miles.', { y: 740, size: 8 });
  return { items: p.items, language: 'en', truth: truth(shop, date, miles, lab, prt, tot, jobs, parts) };
}

/** A 1970s US service station's carbon service order: checkbox strip, parts column, labor, gas and oil, tax. */
export function gasStationServiceOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1984);
  const shop = `${rng.pick(['Al’s', 'Hank’s', 'Dutch’s'])} ${rng.pick(['Texaco', 'Sunoco', 'Gulf', 'Mobil'])} Service`;
  const a = addrUS(rng);
  const miles = rng.int(10000, 99999);
  const { jobs, parts } = work(rng, 'en', 1975, r2(rng.int(9, 18)), 2, 3);
  p.text(297, shop, { y: 42, size: 14, bold: true, align: 'center' });
  p.text(297, `${a.street} · ${a.city} · PHONE ${phoneUS(rng)}`, { y: 54, size: 8, align: 'center' });
  p.text(40, 'SERVICE ORDER', { y: 76, size: 10, bold: true });
  p.text(555, `No. ${digits(rng, 5)}`, { y: 76, size: 10, align: 'right' });
  cells(p, 40, 84, 22, [
    [230, 'NAME', rng.pick(PEOPLE_EN)],
    [95, 'DATE', fd(date, 'usshort')],
    [90, 'LICENSE NO.', plateUS(rng)],
    [100, 'SPEEDOMETER', String(miles)],
  ]);
  ['LUBE', 'CHANGE OIL', 'OIL FILTER', 'AIR FILTER', 'TRANS.', 'DIFF.', 'WASH', 'ROTATE TIRES', 'BATTERY'].forEach((l, i) =>
    check(p, 40 + (i % 5) * 100, 122 + Math.floor(i / 5) * 13, l, rng.chance(0.5), 7.5),
  );
  p.y = 160;
  const c = [{ x: 40 }, { x: 80 }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, c, ['QTY', 'PARTS — MATERIAL', 'PRICE', 'AMOUNT'], { bold: true, size: 8 });
  p.down(12);
  for (const t of parts) {
    row(p, c, [String(t.qty), t.text.toUpperCase(), num(t.unit, 'en'), num(t.amount, 'en')]);
    p.down(12);
  }
  p.down(6);
  row(p, c, ['', 'LABOR — DESCRIPTION OF WORK', '', ''], { bold: true, size: 8 });
  p.down(12);
  for (const j of jobs) {
    row(p, c, ['', j.text.toUpperCase(), '', num(j.amount, 'en')]);
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const gas = r2(rng.int(12, 40) * rng.pick([0.36, 0.55, 0.89, 1.19]));
  const tax = r2(prt * 0.04);
  const tot = r2(lab + prt + gas + tax);
  p.y = 360;
  [
    ['TOTAL PARTS', prt],
    ['TOTAL LABOR', lab],
    [`GAS  ${rng.int(8, 20)} GAL.`, gas],
    ['OIL', 0],
    ['TAX', tax],
  ].forEach(([l, v]) => {
    cell(p, 390, p.y, 90, 16, '', String(l), { size: 7.5 });
    cell(p, 480, p.y, 75, 16, '', num(Number(v), 'en'), { size: 8, right: true });
    p.down(16);
  });
  cell(p, 390, p.y, 90, 18, '', 'TOTAL', { bold: true });
  cell(p, 480, p.y, 75, 18, '', num(tot, 'en'), { bold: true, right: true });
  p.text(40, 'WE ARE NOT RESPONSIBLE FOR LOSS OR DAMAGE TO CARS OR ARTICLES LEFT IN CARS IN CASE OF FIRE OR THEFT.', { y: 470, size: 6.5 });
  return {
    items: p.items,
    language: 'en',
    truth: truth(
      shop,
      date,
      miles,
      lab,
      prt,
      tot,
      jobs.map((j) => ({ text: j.text.toUpperCase() })),
      parts.map((t) => ({ text: t.text.toUpperCase() })),
    ),
  };
}

/** A Canadian work order in kilometres with GST and PST lines. */
export function canadianWorkOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2024);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Northern Lights', 'Prairie', 'Maple Ridge'])} Auto Service Inc.`;
  const km = rng.int(20000, 300000);
  const { jobs, parts } = work(rng, 'en', y, r2(rng.int(70, 140) * level(y)));
  p.text(40, shop, { y: 46, size: 14, bold: true });
  p.text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['Portage Ave', 'Yonge St', 'Albert St'])}, ${rng.pick(['Winnipeg MB R3G 0P8', 'Regina SK S4P 3Y2', 'Barrie ON L4M 3B2'])} · GST/HST No. ${digits(rng, 9)}RT0001`,
    { y: 57, size: 7.5 },
  );
  p.text(40, `WORK ORDER ${digits(rng, 6)}`, { y: 82, size: 11, bold: true });
  p.text(555, `Date: ${fd(date, 'iso')}`, { y: 82, size: 9, align: 'right' });
  cells(p, 40, 92, 24, [
    [75, 'Unit / Plate', `${letters(rng, 3)} ${digits(rng, 3)}`],
    [150, 'VIN', vin(rng, y)],
    [95, 'Year Make Model', `${rng.int(y - 12, y)} ${car(rng)[0]}`],
    [65, 'Odometer (km)', String(km)],
    [65, 'Hub meter', ''],
    [65, 'Fleet #', rng.chance(0.5) ? digits(rng, 4) : ''],
  ]);
  p.y = 136;
  p.text(40, 'Complaint / Work Requested', { size: 8, bold: true });
  p.down(11);
  p.text(40, rng.pick(['Check engine light on, due for maintenance.', 'Brakes squeal, oil change due.']), { size: 8.5 });
  p.down(18);
  const c = [{ x: 40 }, { x: 100 }, { x: 410, align: 'right' as const }, { x: 480, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, c, ['Type', 'Description', 'Qty/Hrs', 'Rate', 'Ext.'], { bold: true, size: 8 });
  p.down(12);
  for (const j of jobs) {
    row(p, c, ['LABOUR', j.text, num(j.hours, 'en'), num(j.amount / j.hours, 'en'), num(j.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  for (const t of parts) {
    row(p, c, ['PART', t.text, String(t.qty), num(t.unit, 'en'), num(t.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const gst = r2((lab + prt) * (y < 2006 ? 0.07 : 0.05));
  const pst = r2((lab + prt) * 0.07);
  const tot = r2(lab + prt + gst + pst);
  p.down(14);
  [
    ['Labour', lab],
    ['Parts', prt],
    [`GST ${y < 2006 ? 7 : 5}%`, gst],
    ['PST 7%', pst],
  ].forEach(([l, v]) => {
    p.text(360, String(l), { size: 9 });
    p.text(550, num(Number(v), 'en'), { size: 9, align: 'right' });
    p.down(12);
  });
  p.text(360, 'Total CAD', { size: 10, bold: true });
  p.text(550, num(tot, 'en'), { size: 10, bold: true, align: 'right' });
  p.text(40, 'Technician: ____   Customer authorization: ________________', { y: 760, size: 8 });
  return { items: p.items, language: 'en', truth: truth(shop, date, km, lab, prt, tot, jobs, parts) };
}

/** An Irish garage's job sheet / invoice in euro with the year's VAT, reg and odo fields. */
export function irishJobSheet(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2025);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Murphy', 'Brennan', 'Fitzgerald', 'Quinn'])} Motors`;
  const km = rng.int(30000, 280000);
  const { jobs, parts } = work(rng, 'en', y, r2(rng.int(50, 85)));
  p.text(40, shop, { y: 44, size: 15, bold: true, serif: true });
  p.text(
    40,
    `${rng.pick(['Dublin Road', 'Main Street'])}, ${rng.pick(['Naas, Co. Kildare', 'Ennis, Co. Clare', 'Tullamore, Co. Offaly'])} · Ph ${rng.pick(['045', '065', '057'])} ${digits(rng, 6)} · VAT No. IE${digits(rng, 7)}${letters(rng, 1)}`,
    { y: 56, size: 7.5 },
  );
  p.box(40, 68, 515, 44);
  [
    ['Job Sheet No.', digits(rng, 5)],
    ['Date', fd(date, 'uk')],
    ['Reg.', `${String(y - rng.int(1, 9)).slice(2)}-${rng.pick(['D', 'KE', 'C', 'G', 'WX'])}-${rng.int(100, 99999)}`],
    ['Make', car(rng)[0]],
    ['Odo', `${km} km`],
    ['Chassis', vin(rng, y)],
  ].forEach(([l, v], i) => {
    const x = 46 + (i % 3) * 170;
    const yy = 84 + Math.floor(i / 3) * 18;
    p.text(x, `${l}`, { y: yy, size: 7.5, bold: true });
    p.text(x + 55, v, { y: yy, size: 8.5 });
  });
  p.y = 132;
  p.text(40, 'Work carried out', { size: 9, bold: true });
  p.down(13);
  for (const j of jobs) {
    p.text(48, j.text, { size: 9 });
    p.text(550, num(j.amount, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  p.text(400, 'Labour', { size: 9, bold: true });
  p.text(550, num(lab, 'en'), { size: 9, bold: true, align: 'right' });
  p.down(18);
  p.text(40, 'Parts supplied', { size: 9, bold: true });
  p.down(13);
  for (const t of parts) {
    p.text(48, `${t.text} x${t.qty}`, { size: 9 });
    p.text(550, num(t.amount, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  const prt = sum(parts.map((t) => t.amount));
  p.text(400, 'Parts', { size: 9, bold: true });
  p.text(550, num(prt, 'en'), { size: 9, bold: true, align: 'right' });
  p.down(20);
  const v = y >= 2012 ? 23 : y >= 2010 ? 21 : vatIE(y);
  const lv = 13.5;
  const tl = r2((lab * lv) / 100);
  const tp = r2((prt * v) / 100);
  const tot = r2(lab + prt + tl + tp);
  p.text(330, `VAT on labour @ ${lv}%`, { size: 9 });
  p.text(550, num(tl, 'en'), { size: 9, align: 'right' });
  p.down(12);
  p.text(330, `VAT on parts @ ${v}%`, { size: 9 });
  p.text(550, num(tp, 'en'), { size: 9, align: 'right' });
  p.down(14);
  p.text(330, 'Total due €', { size: 10, bold: true });
  p.text(550, num(tot, 'en'), { size: 10, bold: true, align: 'right' });
  p.text(40, `Next NCT: ${fd(addDays(date, rng.int(100, 700)), 'uk')}`, { y: 740, size: 8 });
  return { items: p.items, language: 'en', truth: truth(shop, date, km, lab, prt, tot, jobs, parts) };
}

/** A US independent shop's software-printed invoice: concern/cause/correction per job, shop supplies, hazmat. */
export function usIndependentInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2006, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Precision', 'Honest', 'Valley', 'Eastside'])} Auto Repair LLC`;
  const a = addrUS(rng);
  const miles = rng.int(30000, 240000);
  const { jobs, parts } = work(rng, 'en', y, r2(rng.int(95, 175)), 2, 2);
  p.text(40, shop, { y: 44, size: 14, bold: true });
  p.text(40, `${a.street} · ${a.city} · ${phoneUS(rng)} · ${a.state} Reg. ARD${digits(rng, 6)}`, { y: 55, size: 7.5 });
  p.text(555, `Invoice #${digits(rng, 5)}`, { y: 44, size: 11, bold: true, align: 'right' });
  p.text(555, `Completed ${fd(date, 'uslong')}`, { y: 56, size: 8, align: 'right' });
  cells(p, 40, 70, 24, [
    [130, 'Customer', rng.pick(PEOPLE_EN)],
    [140, 'Vehicle', `${rng.int(y - 15, y)} ${car(rng).join(' ')}`],
    [155, 'VIN', vin(rng, y)],
    [90, 'Odometer In', num(miles, 'en').slice(0, -3)],
  ]);
  p.y = 116;
  jobs.forEach((j, i) => {
    const t = parts[i];
    p.box(40, p.y - 10, 515, 58);
    p.text(46, `Job ${i + 1}: ${j.text}`, { size: 9, bold: true });
    p.down(11);
    p.text(46, `Concern: ${rng.pick(['Customer requests', 'Customer reports noise,', 'Inspection found'])} ${j.text.toLowerCase()}`, { size: 7.5 });
    p.down(10);
    p.text(46, `Labor  ${num(j.hours, 'en')} hrs`, { size: 8 });
    p.text(550, num(j.amount, 'en'), { size: 8, align: 'right' });
    p.down(10);
    p.text(46, `Part   ${t.text}  (${t.qty} @ ${num(t.unit, 'en')})`, { size: 8 });
    p.text(550, num(t.amount, 'en'), { size: 8, align: 'right' });
    p.down(26);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const sup = r2(Math.min(lab * 0.08, 35));
  const haz = r2(rng.pick([2.5, 3.95, 4.5]));
  const tax = r2(prt * 0.07);
  const tot = r2(lab + prt + sup + haz + tax);
  p.down(10);
  [
    ['Labor', lab],
    ['Parts', prt],
    ['Shop Supplies', sup],
    ['Hazmat/EPA', haz],
    ['Tax (7%)', tax],
  ].forEach(([l, v]) => {
    p.text(400, String(l), { size: 9 });
    p.text(550, num(Number(v), 'en'), { size: 9, align: 'right' });
    p.down(12);
  });
  p.text(400, 'Grand Total', { size: 10, bold: true });
  p.text(550, `$${num(tot, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.text(40, `Warranty: 24 months / 24,000 miles parts and labor. Next oil service at ${num(miles + 5000, 'en').slice(0, -3)} mi.`, { y: 770, size: 7.5 });
  return { items: p.items, language: 'en', truth: truth(shop, date, miles, lab, prt, tot, jobs, parts) };
}

/** A UK classic specialist's worksheet: OK/Advisory/Fail inspection matrix, then labour and parts totals. */
export function ukClassicWorksheet(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Marque', 'Vintage', 'Cotswold'])} ${rng.pick(['Classics', 'Engineering', 'Restorations'])}`;
  const miles = rng.int(20000, 140000);
  const { jobs, parts } = work(rng, 'en', y, r2(rng.int(30, 80) * level(y)));
  p.text(40, shop, { y: 46, size: 18, serif: true });
  p.text(40, `Specialists in British sports cars since ${rng.int(1962, 1985)} · ${addrUK(rng).city}`, { y: 58, size: 8, serif: true });
  p.text(555, 'WORKSHEET & INVOICE', { y: 46, size: 10, bold: true, align: 'right' });
  cells(p, 40, 70, 24, [
    [95, 'Worksheet', `W${digits(rng, 4)}`],
    [95, 'Date', fd(date, 'uklong')],
    [90, 'Registration', plateUK(rng, 1975)],
    [130, 'Car', car(rng).join(' ')],
    [105, 'Recorded mileage', num(miles, 'en').slice(0, -3)],
  ]);
  const items = ['Steering & suspension', 'Brakes & pipes', 'Exhaust', 'Lights', 'Tyres', 'Fluid levels', 'Chassis / sills', 'Wipers & washers'];
  p.y = 112;
  ['Item', 'OK', 'Advisory', 'Fail'].forEach((h, i) => p.text(i ? 200 + i * 50 : 40, h, { size: 8, bold: true }));
  p.down(11);
  for (const it of items) {
    p.text(40, it, { size: 8 });
    const s = rng.pick([1, 1, 1, 2]);
    p.text(250 + (s - 1) * 50 + 5, 'x', { size: 8 });
    p.down(10);
  }
  p.down(8);
  p.text(40, 'Work done', { size: 9, bold: true });
  p.down(12);
  for (const j of jobs) {
    p.text(40, j.text, { size: 9, serif: true });
    p.text(450, `${num(j.hours, 'en')} hr`, { size: 8, align: 'right' });
    p.down(12);
  }
  p.down(6);
  p.text(40, 'Parts', { size: 9, bold: true });
  p.down(12);
  for (const t of parts) {
    p.text(40, `${t.qty} × ${t.text}`, { size: 9, serif: true });
    p.text(550, `£${num(t.amount, 'en')}`, { size: 9, align: 'right' });
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const v = vatUK(y);
  const tax = r2(((lab + prt) * v) / 100);
  const tot = r2(lab + prt + tax);
  p.down(12);
  p.box(300, p.y - 10, 255, 70);
  [
    [`Labour (${num(sum(jobs.map((j) => j.hours)), 'en')} hrs)`, lab],
    ['Parts', prt],
    [`VAT ${v}%`, tax],
    ['Balance to pay', tot],
  ].forEach(([l, val], i) => {
    p.text(306, String(l), { size: 9, bold: i === 3 });
    p.text(550, `£${num(Number(val), 'en')}`, { size: 9, bold: i === 3, align: 'right' });
    p.down(15);
  });
  return { items: p.items, language: 'en', truth: truth(shop, date, miles, lab, prt, tot, jobs, parts) };
}

/** A US municipal fleet maintenance work order: unit, department, fund and account codes, meter, job codes. */
export function fleetWorkOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2024);
  const y = Number(date.slice(0, 4));
  const city = rng.pick(['City of Dayton', 'Spokane County', 'City of Tulsa']);
  const shop = `${city} Fleet Services`;
  const miles = rng.int(20000, 180000);
  const { jobs, parts } = work(rng, 'en', y, r2(rng.int(45, 95) * level(y)), 2, 3);
  p.text(297, shop.toUpperCase(), { y: 42, size: 12, bold: true, align: 'center' });
  p.text(297, 'VEHICLE MAINTENANCE WORK ORDER', { y: 56, size: 10, align: 'center' });
  cells(p, 40, 66, 22, [
    [70, '1. W.O. NO.', digits(rng, 6)],
    [70, '2. UNIT NO.', `${rng.int(100, 999)}-${digits(rng, 2)}`],
    [80, '3. DEPT. CODE', `${rng.int(10, 99)}${letters(rng, 1)}`],
    [60, '4. FUND', digits(rng, 3)],
    [80, '5. ACCOUNT', `${digits(rng, 4)}-${digits(rng, 2)}`],
    [75, '6. DATE OPENED', fd(addDays(date, -rng.int(0, 3)), 'us')],
    [80, '7. DATE CLOSED', fd(date, 'us')],
  ]);
  cells(p, 40, 88, 22, [
    [150, '8. VIN', vin(rng, y)],
    [70, '9. YEAR', String(rng.int(y - 10, y))],
    [110, '10. MAKE/MODEL', car(rng).join(' ')],
    [80, '11. METER', String(miles)],
    [105, '12. REPAIR TYPE', rng.pick(['PM-A', 'PM-B', 'UNSCHED'])],
  ]);
  p.y = 130;
  const c = [{ x: 40 }, { x: 90 }, { x: 380, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, c, ['JOB CODE', 'LABOR DESCRIPTION', 'HOURS', 'RATE', 'LABOR $'], { bold: true, size: 7.5 });
  p.down(12);
  for (const j of jobs) {
    row(p, c, [`${digits(rng, 3)}-${digits(rng, 3)}`, j.text, num(j.hours, 'en'), num(j.amount / j.hours, 'en'), num(j.amount, 'en')], { size: 8 });
    p.down(11);
  }
  p.down(10);
  row(p, c, ['STOCK NO.', 'PARTS ISSUED', 'QTY', 'UNIT $', 'PARTS $'], { bold: true, size: 7.5 });
  p.down(12);
  for (const t of parts) {
    row(p, c, [digits(rng, 6), t.text, String(t.qty), num(t.unit, 'en'), num(t.amount, 'en')], { size: 8 });
    p.down(11);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const tot = r2(lab + prt);
  p.down(14);
  cells(p, 305, p.y, 26, [
    [80, '13. TOTAL LABOR', num(lab, 'en')],
    [80, '14. TOTAL PARTS', num(prt, 'en')],
    [85, '15. TOTAL W.O. COST', num(tot, 'en')],
  ]);
  p.text(40, 'MECHANIC ________  SUPERVISOR ________  (Internal charge-back, no sales tax)', { y: 780, size: 7 });
  return { items: p.items, language: 'en', truth: truth(shop, date, miles, lab, prt, tot, jobs, parts) };
}

/** A tyre and brake chain's invoice with a tread/pressure matrix per wheel, labor and parts totals. */
export function tireChainInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Big Wheel', 'TreadRight', 'Stop & Go'])} Tire & Brake #${rng.int(10, 480)}`;
  const miles = rng.int(25000, 210000);
  const size = rng.pick(['P215/65R16', 'P225/60R17', '195/60R15']);
  const jobs = [
    { text: 'Mount and balance 4 tires', hours: 1, amount: r2(rng.int(40, 90)) },
    { text: 'Rear brake service', hours: 1.2, amount: r2(rng.int(70, 140)) },
    { text: 'TPMS sensor service', hours: 0.3, amount: r2(rng.int(10, 30)) },
  ];
  const parts = [
    { text: `${rng.pick(['Roadmaster', 'Cooper', 'General'])} ${size}`, qty: 4, unit: money(rng, 70, 170) },
    { text: 'Rear brake shoes', qty: 1, unit: money(rng, 25, 70) },
    { text: 'Valve stem kit', qty: 4, unit: money(rng, 3, 8) },
  ].map((t) => ({ ...t, amount: r2(t.qty * t.unit) }));
  p.text(40, shop, { y: 44, size: 14, bold: true });
  p.text(40, `${addrUS(rng).city} · ${phoneUS(rng)}`, { y: 55, size: 8 });
  p.text(555, 'INVOICE', { y: 44, size: 12, bold: true, align: 'right' });
  p.text(555, `${fd(date, 'us')}  #${digits(rng, 7)}`, { y: 56, size: 8, align: 'right' });
  cells(p, 40, 66, 22, [
    [90, 'LICENSE', plateUS(rng)],
    [160, 'VIN', vin(rng, y)],
    [80, 'MILEAGE', String(miles)],
    [185, 'VEHICLE', car(rng).join(' ')],
  ]);
  p.text(40, 'TREAD (32nds) / PSI', { y: 104, size: 7.5, bold: true });
  cells(p, 40, 108, 22, [
    [70, 'LF', `${rng.int(3, 11)}/32 · ${rng.int(28, 36)}`],
    [70, 'RF', `${rng.int(3, 11)}/32 · ${rng.int(28, 36)}`],
    [70, 'LR', `${rng.int(3, 11)}/32 · ${rng.int(28, 36)}`],
    [70, 'RR', `${rng.int(3, 11)}/32 · ${rng.int(28, 36)}`],
    [80, 'SPARE', `${rng.int(28, 60)} psi`],
    [155, 'TORQUE', `${rng.int(80, 100)} ft-lb`],
  ]);
  p.y = 150;
  const c = [{ x: 40 }, { x: 70 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, c, ['QTY', 'DESCRIPTION', 'PRICE', 'FET', 'EXTENDED'], { bold: true, size: 8 });
  p.down(12);
  for (const t of parts) {
    row(p, c, [String(t.qty), t.text, num(t.unit, 'en'), '0.00', num(t.amount, 'en')]);
    p.down(12);
  }
  for (const j of jobs) {
    row(p, c, ['1', j.text, num(j.amount, 'en'), '', num(j.amount, 'en')]);
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const fee = r2(4 * rng.pick([1, 1.5, 2.5]));
  const tax = r2((prt * rng.pick([6, 7, 8])) / 100);
  const tot = r2(lab + prt + fee + tax);
  p.down(12);
  [
    ['PARTS', prt],
    ['LABOR', lab],
    ['STATE TIRE FEE', fee],
    ['SALES TAX', tax],
    ['TOTAL', tot],
  ].forEach(([l, v], i) => {
    p.text(420, String(l), { size: 9, bold: i === 4 });
    p.text(550, num(Number(v), 'en'), { size: 9, bold: i === 4, align: 'right' });
    p.down(12);
  });
  p.text(40, 'Re-torque lug nuts after 50 miles. Free rotation every 6,000 miles with tire purchase.', { y: 760, size: 7.5 });
  return { items: p.items, language: 'en', truth: truth(shop, date, miles, lab, prt, tot, jobs, parts) };
}
const money = (rng: Random, lo: number, hi: number) => r2(lo + rng.next() * (hi - lo));
