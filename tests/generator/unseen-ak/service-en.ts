/** English-language service bills (UK, US, NL), each dense with numbers beside the ones a reader wants. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, row, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_EN,
  chassisOld,
  digits,
  engineNo,
  enName,
  kmFmt,
  kv,
  labour,
  letters,
  line,
  money,
  parts,
  phoneUK,
  phoneUS,
  plateNL,
  plateUK,
  plateUS,
  postcodeUK,
  qtyFmt,
  r2,
  sum,
  vin17,
  type Line,
} from './kit';

const JOBS_UK = [
  'Carry out 6,000 mile service',
  'Change engine oil and filter',
  'Renew spark plugs and set gaps',
  'Set points and timing',
  'Balance and tune carburettors',
  'Adjust valve clearances',
  'Renew front brake pads',
  'Bleed brakes and renew fluid',
  'Renew fan belt',
  'Grease front suspension and prop shaft',
  'Renew exhaust centre box',
  'Check and adjust tracking',
  'Renew rear wheel cylinders',
  'Flush cooling system and refill with antifreeze',
  'Adjust clutch',
  'Renew front wheel bearings',
  'Check lights and adjust headlamp aim',
  'Top up gearbox and axle oils',
];
const PARTS_UK: [string, number, number][] = [
  ['Oil filter', 3, 11],
  ['Engine oil 20W/50 (litre)', 2, 6],
  ['Spark plug', 1.2, 4],
  ['Contact set', 2.5, 9],
  ['Rotor arm', 1.5, 5],
  ['Distributor cap', 5, 16],
  ['Air filter element', 4, 14],
  ['Front brake pads (set)', 9, 36],
  ['Brake fluid (500 ml)', 2.5, 7],
  ['Fan belt', 3, 12],
  ['Exhaust centre box', 25, 85],
  ['Rear wheel cylinder', 9, 28],
  ['Antifreeze (litre)', 2, 6],
  ['Wheel bearing kit', 12, 38],
  ['Rocker cover gasket', 2, 9],
  ['Wiper blade', 3, 9],
];
const JOBS_US = [
  'Lube, oil and filter',
  'Tune-up: plugs, points, condenser, set timing',
  'Adjust carburetor and idle',
  'Replace front disc pads, resurface rotors',
  'Flush and fill radiator',
  'Replace water pump',
  'Replace fan belt and power steering belt',
  'Rotate and balance tires',
  'Front end alignment',
  'Replace U-joints',
  'Replace thermostat and gasket',
  'Repack front wheel bearings',
  'Replace muffler and tail pipe',
  'Diagnose charging system',
  'Replace battery cables',
];
const PARTS_US: [string, number, number][] = [
  ['Oil filter', 3, 9],
  ['Motor oil 10W-40 (qt)', 1, 4],
  ['Spark plug', 1, 3.5],
  ['Points and condenser set', 5, 14],
  ['Front disc pads', 14, 48],
  ['Water pump', 28, 95],
  ['Fan belt', 6, 18],
  ['Thermostat', 5, 16],
  ['U-joint', 9, 28],
  ['Muffler', 24, 80],
  ['Battery cable', 6, 18],
  ['Antifreeze (gal)', 5, 14],
  ['Air filter', 4, 15],
  ['Fuel filter', 3, 12],
];

/** 11. A 1970s–80s British main dealer's invoice: account, job, reg, chassis and engine numbers; VAT; next service due. */
export function ukMainDealer(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1974, 1990);
  const yr = Number(inv.slice(0, 4));
  const miles = rng.int(12000, 98000);
  const rate = r2(rng.int(55, 240) / 10);
  const jobs = labour(rng, JOBS_UK, rng.int(3, 6), rate, 0.1);
  const pts = parts(rng, PARTS_UK, rng.int(3, 7), (r) => `${letters(r, r.int(2, 3))}${digits(r, r.int(3, 5))}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const vr = vatUK(yr);
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const firm = `${rng.pick(['Henlys', 'Mann Egerton', 'Caffyns', 'Kennings', 'Wadham Stringer'])} (${rng.pick(['Norwich', 'Leicester', 'Eastbourne', 'Sheffield', 'Guildford'])}) Ltd`;
  const [make, model] = rng.pick(CARS_EN.slice(0, 8));
  p.text(40, firm, { size: 15, bold: true, serif: true });
  p.down(12).text(
    40,
    `Main Dealers for ${make} · ${rng.pick(['London Road', 'Station Street', 'Prince of Wales Road'])} · Tel. ${phoneUK(rng)} · Telex ${digits(rng, 6)}`,
    { size: 8 },
  );
  p.down(10).text(40, `Registered in England No. ${digits(rng, 6)} · VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 7.5 });
  p.down(26).text(40, 'SERVICE INVOICE', { size: 12, bold: true });
  p.text(555, `Invoice No. ${digits(rng, 6)}`, { size: 10, align: 'right' });
  p.down(14);
  p.box(38, p.y, 519, 52);
  const y = p.y + 12;
  const f: [string, string][] = [
    ['Account No.', digits(rng, 5)],
    ['Job No.', `${letters(rng, 1)}${digits(rng, 5)}`],
    ['Date In', fd(addDays(inv, -rng.int(1, 3)), 'uk')],
    ['Tax Point', fd(inv, 'uk')],
    ['Reg. No.', plateUK(rng, yr - rng.int(2, 10))],
    ['Model', `${make} ${model}`],
    ['Chassis No.', chassisOld(rng)],
    ['Engine No.', engineNo(rng)],
    ['Mileage', kmFmt(miles, ',')],
    ['Date Reg.', fd(rng.date(yr - 12, yr - 1), 'uk')],
    ['Key No.', `${letters(rng, 2)}${digits(rng, 3)}`],
    ['Paint', `${letters(rng, 3)} ${digits(rng, 2)}`],
  ];
  f.forEach(([a, b], i) => kv(p, 44 + (i % 4) * 130, a, b, { dx: 50, size: 7.5, y: y + Math.floor(i / 4) * 12 }));
  p.y = y + 56;
  p.text(40, `Customer: ${enName(rng)}, ${rng.int(1, 120)} ${rng.pick(['Mill Lane', 'The Crescent', 'Church Road'])}, ${postcodeUK(rng)}`, { size: 9 });
  p.down(20);
  const cols = [{ x: 40 }, { x: 390, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['LABOUR', 'Hrs', 'Rate', '£'], { bold: true });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'en'), money(j.unit, 'en'), money(j.amount, 'en')]);
  }
  p.down(12);
  row(p, cols, ['Total Labour', '', '', money(lab, 'en')], { bold: true });
  p.down(20);
  row(p, cols, ['PARTS  (Part No. / Description)', 'Qty', 'Each', '£'], { bold: true });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.code}  ${x.text}`, String(x.qty), money(x.unit, 'en'), money(x.amount, 'en')]);
  }
  p.down(12);
  row(p, cols, ['Total Parts', '', '', money(par, 'en')], { bold: true });
  p.down(22);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Goods and Services', money(net, 'en')]);
  p.down(12);
  row(p, t, [`VAT @ ${vr}%`, money(vat, 'en')]);
  p.down(14);
  row(p, t, ['TOTAL DUE £', money(total, 'en')], { bold: true, size: 10.5 });
  p.down(30).text(40, `Next service due at ${kmFmt(miles + rng.pick([3000, 6000, 12000]), ',')} miles. Please quote Job No. with all enquiries.`, {
    size: 8.5,
  });
  p.down(12).text(40, `Accounts are due for settlement within 30 days. Guarantee on parts fitted: 6 months or 6,000 miles.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 12. A 2000s–20s UK independent's invoice: label:value list, MOT expiry, sort code and account, a discount line. */
export function ukIndependent(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(2004, 2025);
  const work = addDays(inv, -rng.int(0, 2));
  const miles = rng.int(40000, 160000);
  const jobs = labour(rng, JOBS_UK, rng.int(3, 5), rng.pick([45, 52, 58, 65, 72]), 0.25);
  const pts = parts(rng, PARTS_UK, rng.int(3, 6), (r) => `${letters(r, 3)}${digits(r, 4)}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const disc = r2(Math.round(par * rng.pick([0.05, 0.1]) * 100) / 100);
  const vr = vatUK(Number(inv.slice(0, 4)));
  const net = r2(lab + par - disc);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const firm = `${rng.pick(['Marsh Lane', 'Old Forge', 'Riverside', 'Castle'])} ${rng.pick(['Garage', 'Motors', 'Classic Car Services'])}`;
  p.text(40, firm, { size: 16, bold: true });
  p.down(12).text(
    40,
    `Unit ${rng.int(1, 14)}, ${rng.pick(['Brunel Way', 'Station Yard', 'Ashford Road'])}, ${rng.pick(['Tewkesbury', 'Malton', 'Bridport', 'Ludlow'])} ${postcodeUK(rng)}`,
    { size: 8.5 },
  );
  p.down(11).text(40, `T ${phoneUK(rng)}  M 07${digits(rng, 3)} ${digits(rng, 6)}`, { size: 8.5 });
  p.y = 56;
  p.text(555, 'INVOICE', { size: 18, bold: true, align: 'right' });
  p.y = 130;
  const L: [string, string][] = [
    ['Invoice no:', `INV-${digits(rng, 5)}`],
    ['Invoice date:', fd(inv, 'uk')],
    ['Work carried out:', fd(work, 'uk')],
    ['Customer ref:', `C${digits(rng, 4)}`],
    ['Vehicle:', rng.pick(CARS_EN).join(' ')],
    ['Registration:', plateUK(rng, rng.int(1965, 1995))],
    ['VIN:', chassisOld(rng)],
    ['Mileage:', `${kmFmt(miles, ',')} miles`],
    ['MOT expiry:', fd(addDays(inv, rng.int(30, 330)), 'uk')],
    ['Payment due:', fd(addDays(inv, 7), 'uk')],
  ];
  L.forEach(([a, b], i) => kv(p, i < 5 ? 40 : 310, a, b, { dx: 85, size: 9, y: p.y + (i % 5) * 13 }));
  p.y += 84;
  p.text(40, `Invoice to: ${enName(rng)}`, { size: 9 });
  p.down(22);
  const cols = [{ x: 40 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Description', 'Qty/Hrs', 'Unit £', 'Net £'], { bold: true, size: 9 });
  hline(p, 40, 515, p.y + 4);
  p.down(14).text(40, 'Labour', { size: 9, bold: true });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'en'), money(j.unit, 'en'), money(j.amount, 'en')], { size: 9 });
  }
  p.down(14).text(40, 'Parts', { size: 9, bold: true });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.text} - ${x.code}`, String(x.qty), money(x.unit, 'en'), money(x.amount, 'en')], { size: 9 });
  }
  hline(p, 300, 255, p.y + 6);
  p.down(20);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Labour sub-total', money(lab, 'en')], { size: 9 });
  p.down(12);
  row(p, t, ['Parts sub-total', money(par, 'en')], { size: 9 });
  p.down(12);
  row(p, t, ['Trade discount on parts', `-${money(disc, 'en')}`], { size: 9 });
  p.down(12);
  row(p, t, ['Net', money(net, 'en')], { size: 9 });
  p.down(12);
  row(p, t, [`VAT ${vr}%`, money(vat, 'en')], { size: 9 });
  p.down(15);
  row(p, t, ['Total £', money(total, 'en')], { bold: true, size: 11 });
  p.down(34).text(
    40,
    `Advisories: ${rng.pick(['rear tyres 3 mm', 'slight oil leak from sump', 'front brake discs lipped', 'offside sill surface rust'])}. Next service due ${fd(addDays(work, 365), 'uk')} or ${kmFmt(miles + 6000, ',')} miles.`,
    { size: 8.5 },
  );
  p.y = 790;
  p.text(
    40,
    `Bank: Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}  Account ${digits(rng, 8)}  ·  VAT Reg No GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}  ·  Co. No. ${digits(rng, 8)}`,
    { size: 7 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: work,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 13. A US dealer's repair order, 1965–1985: RO, customer and stock numbers, opened/promised/completed, odometer in and out. */
export function usDealerRO(rng: Random): Generated {
  const p = new PageBuilder();
  const opened = rng.date(1965, 1985);
  const done = addDays(opened, rng.int(0, 3));
  const miles = rng.int(8000, 94000);
  const rate = r2(rng.int(90, 320) / 10);
  const jobs = labour(rng, JOBS_US, rng.int(3, 5), rate, 0.1);
  const pts = parts(rng, PARTS_US, rng.int(3, 6), (r) => `${digits(r, 7)}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const taxRate = rng.pick([3, 4, 4.5, 5, 6]);
  const tax = r2((par * taxRate) / 100);
  const total = r2(lab + par + tax);
  const firm = `${rng.pick(['Bill Heard', 'Sunset', 'Lakeside', 'Holiday', 'Parkway'])} ${rng.pick(['Chevrolet', 'Ford', 'Pontiac-Buick', 'Dodge'])}, Inc.`;
  const [make, model] = rng.pick(CARS_EN.slice(5));
  p.text(40, firm, { size: 15, bold: true });
  p.down(12).text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['Main St.', 'Route 9', 'Veterans Pkwy'])}, ${rng.pick(['Columbus, GA', 'Tulsa, OK', 'Dayton, OH', 'Fresno, CA'])} · Service ${phoneUS(rng)}`,
    { size: 8.5 },
  );
  p.y = 56;
  p.text(555, 'REPAIR ORDER', { size: 13, bold: true, align: 'right' });
  p.down(14).text(555, `No. ${digits(rng, 6)}`, { size: 11, align: 'right' });
  p.y = 110;
  p.box(38, p.y, 519, 64);
  const f: [string, string][] = [
    ['CUSTOMER NO.', digits(rng, 5)],
    ['NAME', enName(rng)],
    ['PHONE', phoneUS(rng)],
    ['STOCK NO.', `${letters(rng, 1)}${digits(rng, 4)}`],
    ['YEAR/MAKE/MODEL', `${rng.int(1960, Number(opened.slice(0, 4)))} ${make} ${model}`],
    ['SERIAL NO.', chassisOld(rng)],
    ['LICENSE', plateUS(rng)],
    ['DELIVERY DATE', fd(rng.date(1958, Number(opened.slice(0, 4))), 'usshort')],
    ['DATE OPENED', fd(opened, 'us')],
    ['PROMISED', fd(addDays(opened, 1), 'us')],
    ['COMPLETED', fd(done, 'us')],
    ['MILEAGE IN', kmFmt(miles, ',')],
    ['MILEAGE OUT', kmFmt(miles + rng.int(2, 14), ',')],
    ['TAG', digits(rng, 3)],
    ['ADVISOR', rng.pick(['Earl', 'Ray', 'Donna', 'Mike'])],
    ['TECH NO.', digits(rng, 3)],
  ];
  f.forEach(([a, b], i) => {
    p.text(44 + (i % 4) * 130, a, { size: 6, y: 120 + Math.floor(i / 4) * 15 });
    p.text(44 + (i % 4) * 130, b, { size: 8, y: 127 + Math.floor(i / 4) * 15 });
  });
  p.y = 200;
  const cols = [{ x: 40 }, { x: 70 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['OP', 'LABOR INSTRUCTIONS', 'HRS', 'RATE', 'CHARGES'], { bold: true, size: 8 });
  hline(p, 40, 515, p.y + 4);
  jobs.forEach((j, i) => {
    p.down(12);
    row(p, cols, [String.fromCharCode(65 + i), j.text, qtyFmt(j.qty, 'en'), money(j.unit, 'en'), money(j.amount, 'en')], { size: 8.5 });
  });
  p.down(20);
  row(p, cols, ['QTY', 'PART NO. / DESCRIPTION', '', 'PRICE', 'AMOUNT'], { bold: true, size: 8 });
  hline(p, 40, 515, p.y + 4);
  for (const x of pts) {
    p.down(12);
    row(p, cols, [String(x.qty), `${x.code}  ${x.text}`, '', money(x.unit, 'en'), money(x.amount, 'en')], { size: 8.5 });
  }
  p.down(24);
  const t = [{ x: 360 }, { x: 555, align: 'right' as const }];
  p.box(355, p.y - 10, 202, 76);
  row(p, t, ['TOTAL LABOR', money(lab, 'en')], { size: 9 });
  p.down(12);
  row(p, t, ['TOTAL PARTS', money(par, 'en')], { size: 9 });
  p.down(12);
  row(p, t, ['GAS, OIL, LUBE', '']);
  p.down(12);
  row(p, t, [`SALES TAX ${taxRate}% (parts)`, money(tax, 'en')], { size: 9 });
  p.down(14);
  row(p, t, ['PLEASE PAY THIS AMOUNT', money(total, 'en')], { bold: true, size: 9.5 });
  p.y = 720;
  p.text(40, "I hereby authorize the above repair work to be done along with the necessary material. An express mechanic's lien is", { size: 7 });
  p.down(9).text(
    40,
    'acknowledged on above car to secure the amount of repairs thereto. Not responsible for loss or damage to cars in case of fire or theft.',
    { size: 7 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: done,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 14. A US independent shop's invoice, 1986–2010: shop supplies and a hazardous-waste fee, paid by check, balance 0.00. */
export function usIndependent(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1986, 2010);
  const miles = rng.int(40000, 190000);
  const jobs = labour(rng, JOBS_US, rng.int(2, 5), rng.pick([38, 42, 48, 55, 62, 68]), 0.1);
  const pts = parts(rng, PARTS_US, rng.int(3, 6), (r) => `${letters(r, 2)}-${digits(r, 4)}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const supplies = r2(Math.min(25, lab * 0.06));
  const haz = rng.pick([2.5, 3, 3.95, 4.5]);
  const taxRate = rng.pick([6, 6.25, 7, 7.5, 8.25]);
  const tax = r2(((par + supplies) * taxRate) / 100);
  const total = r2(lab + par + supplies + haz + tax);
  const firm = `${rng.pick(["Dale's", "Rusty's", 'Precision', 'Hometown', "Gary's"])} ${rng.pick(['Auto Repair', 'Garage', 'Automotive', 'Import Service'])}`;
  p.text(297, firm, { size: 18, bold: true, align: 'center' });
  p.down(13).text(
    297,
    `${rng.int(100, 9999)} ${rng.pick(['N. Broadway', 'Industrial Blvd', 'Old Highway 40'])} · ${rng.pick(['Boise, ID 83704', 'Lincoln, NE 68508', 'Akron, OH 44310', 'Ocala, FL 34475'])}`,
    { size: 9, align: 'center' },
  );
  p.down(11).text(
    297,
    `Phone ${phoneUS(rng)} · Fax ${phoneUS(rng)} · ${rng.pick(['ASE Certified', 'AAA Approved', 'NAPA AutoCare Center'])} · EPA ID ${letters(rng, 3)}${digits(rng, 9)}`,
    { size: 8, align: 'center' },
  );
  p.down(30);
  const y0 = p.y;
  kv(p, 40, 'Invoice #', digits(rng, 5), { dx: 70, size: 9, y: y0 });
  kv(p, 40, 'Date', fd(inv, 'us'), { dx: 70, size: 9, y: y0 + 13 });
  kv(p, 40, 'Customer', enName(rng), { dx: 70, size: 9, y: y0 + 26 });
  kv(p, 40, 'Cust. #', digits(rng, 4), { dx: 70, size: 9, y: y0 + 39 });
  kv(p, 300, 'Vehicle', `${rng.int(1964, 1989)} ${rng.pick(CARS_EN.slice(5)).join(' ')}`, { dx: 70, size: 9, y: y0 });
  kv(p, 300, 'VIN', rng.chance(0.5) ? chassisOld(rng) : vin17(rng, rng.pick(['1G1', '1FA', '2C3', 'JN1'])), { dx: 70, size: 9, y: y0 + 13 });
  kv(p, 300, 'Odometer', kmFmt(miles, ','), { dx: 70, size: 9, y: y0 + 26 });
  kv(p, 300, 'Plate', plateUS(rng), { dx: 70, size: 9, y: y0 + 39 });
  p.y = y0 + 64;
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Labor', 'Hours', 'Rate', 'Amount'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'en'), money(j.unit, 'en'), money(j.amount, 'en')]);
  }
  p.down(20);
  row(p, cols, ['Parts', 'Qty', 'Price', 'Amount'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.text} (${x.code})`, String(x.qty), money(x.unit, 'en'), money(x.amount, 'en')]);
  }
  p.down(22);
  const t = [{ x: 340 }, { x: 555, align: 'right' as const }];
  const lines: [string, number][] = [
    ['Labor', lab],
    ['Parts', par],
    ['Shop supplies', supplies],
    ['Hazardous waste disposal', haz],
    [`Sales tax ${taxRate}%`, tax],
  ];
  for (const [a, b] of lines) {
    row(p, t, [a, money(b, 'en')]);
    p.down(12);
  }
  p.down(2);
  row(p, t, ['TOTAL', `$${money(total, 'en')}`], { bold: true, size: 11 });
  p.down(13);
  row(p, t, [`Paid - check #${digits(rng, 4)}`, money(total, 'en')]);
  p.down(12);
  row(p, t, ['Balance due', '0.00']);
  p.down(30).text(40, `Warranty: 12 months / 12,000 miles parts and labor. Next oil change due at ${kmFmt(miles + 3000, ',')} miles.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 15. A Dutch classic specialist's invoice in English for a foreign client: guilders or euro, BTW, kenteken and chassis. */
export function dutchSpecialist(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1984, 2020);
  const yr = Number(inv.slice(0, 4));
  const euro = yr >= 2002;
  const cur = euro ? 'EUR' : 'Hfl.';
  const btw = yr < 1986 ? 19 : yr < 1989 ? 20 : yr < 1992 ? 18.5 : yr < 2001 ? 17.5 : yr < 2012 ? 19 : 21;
  const km = rng.int(50000, 220000);
  const jobs = labour(rng, JOBS_UK.slice(1), rng.int(3, 5), euro ? rng.pick([55, 62, 68, 75]) : rng.pick([65, 78, 92, 110]), 0.5);
  const pts = parts(rng, PARTS_UK, rng.int(3, 6), (r) => `${digits(r, 3)}-${digits(r, 3)}`).map((x) =>
    line(x.text, x.qty, r2(x.unit * (euro ? 1.4 : 3.2)), x.code),
  );
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const net = r2(lab + par);
  const vat = r2((net * btw) / 100);
  const total = r2(net + vat);
  const firm = `${rng.pick(['Van der Meer', 'De Groot', 'Bakker', 'Visser'])} ${rng.pick(['Klassiekers', 'Classic Cars', 'Autobedrijf'])} B.V.`;
  p.text(40, firm, { size: 15, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Industrieweg', 'Kanaaldijk', 'Nijverheidsstraat'])} ${rng.int(1, 80)} · ${digits(rng, 4)} ${letters(rng, 2)} ${rng.pick(['Zwolle', 'Deventer', 'Hoorn', 'Tilburg'])} · The Netherlands`,
    { size: 8.5 },
  );
  p.down(11).text(40, `Tel. +31 (0)${rng.int(10, 99)} ${digits(rng, 7)} · KvK ${digits(rng, 8)} · BTW NL${digits(rng, 9)}B01`, { size: 8 });
  p.down(34).text(40, `INVOICE / FACTUUR  ${digits(rng, 4)}${rng.pick(['/', '-'])}${String(yr).slice(2)}`, { size: 12, bold: true });
  p.down(18);
  const y0 = p.y;
  [
    ['Date', fd(inv, 'dedash')],
    ['Client', `${enName(rng)} (UK)`],
    ['Client no.', digits(rng, 4)],
    ['Your order', `fax of ${fd(addDays(inv, -rng.int(10, 30)), 'dedash')}`],
  ].forEach(([a, b], i) => kv(p, 40, a, b, { dx: 70, size: 9, y: y0 + i * 12 }));
  [
    ['Car', rng.pick(CARS_EN).join(' ')],
    ['Kenteken', plateNL(rng)],
    ['Chassis', chassisOld(rng)],
    ['Odometer', `${kmFmt(km, '.')} km`],
  ].forEach(([a, b], i) => kv(p, 310, a, b, { dx: 60, size: 9, y: y0 + i * 12 }));
  p.y = y0 + 64;
  const cols = [{ x: 40 }, { x: 390, align: 'right' as const }, { x: 465, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Work / Arbeid', 'Hours', 'Rate', cur], { bold: true });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'de'), money(j.unit, 'de'), money(j.amount, 'de')]);
  }
  p.down(12);
  row(p, cols, ['Total labour', '', '', money(lab, 'de')], { bold: true });
  p.down(20);
  row(p, cols, ['Parts / Onderdelen', 'Qty', 'Price', cur], { bold: true });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.text}  [${x.code}]`, String(x.qty), money(x.unit, 'de'), money(x.amount, 'de')]);
  }
  p.down(12);
  row(p, cols, ['Total parts', '', '', money(par, 'de')], { bold: true });
  p.down(22);
  const t = [{ x: 320 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Subtotal excl. BTW', money(net, 'de')]);
  p.down(12);
  row(p, t, [`BTW ${String(btw).replace('.', ',')}%`, money(vat, 'de')]);
  p.down(14);
  row(p, t, [`Total ${cur}`, money(total, 'de')], { bold: true, size: 10.5 });
  p.down(12);
  row(p, t, [`approx. £ (at ${euro ? '0,8' : '3,2'}${digits(rng, 2)})`, money(r2(total / (euro ? 1.17 : 3.2)), 'de')], { size: 8 });
  p.down(30).text(
    40,
    `Payment within 14 days to ABN AMRO ${digits(rng, 2)}.${digits(rng, 2)}.${digits(rng, 2)}.${digits(rng, 3)}, quoting invoice number. Prices in ${cur}.`,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 16. A 1970s coachworks' typed account in serif: estimate reference, insurer's contribution, no totals by kind. */
export function ukCoachworks(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1971, 1979);
  const miles = rng.int(20000, 90000);
  const pool = [
    'To removing and refitting front wing',
    'To cutting out and welding new sill sections both sides',
    'To repairing dents in nearside door',
    'To preparing and spraying in original colour',
    'To rustproofing underside',
    'To refitting chrome trim and badges',
    'To renewing rear valance',
  ];
  const jobs = labour(rng, pool, rng.int(3, 5), rng.pick([2.2, 2.6, 3, 3.5, 4.2]), 0.5);
  const pp: [string, number, number][] = [
    ['Front wing', 18, 42],
    ['Sill sections (pair)', 14, 36],
    ['Paint and materials', 12, 38],
    ['Rear valance', 9, 24],
    ['Underseal', 3, 8],
    ['Chrome beading', 2, 6],
  ];
  const pts = parts(rng, pp, rng.int(2, 4), () => '');
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const vr = vatUK(Number(inv.slice(0, 4)));
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const firm = `${rng.pick(['Abbey', 'Grange', 'Westfield', 'Priory'])} Coachworks`;
  p.text(297, firm.toUpperCase(), { size: 17, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Accident Repairs · Resprays · Insurance Work · ${rng.pick(['Tel. Chelmsford', 'Tel. Worcester', 'Tel. Kendal'])} ${digits(rng, 5)}`, {
    size: 8.5,
    serif: true,
    align: 'center',
  });
  p.down(34);
  p.text(40, `${enName(rng)} Esq.`, { size: 10, serif: true });
  p.text(555, fd(inv, 'uklong'), { size: 10, serif: true, align: 'right' });
  p.down(22).text(40, `Account No. ${digits(rng, 4)}          Our Estimate No. ${digits(rng, 3)} of ${fd(addDays(inv, -rng.int(20, 50)), 'uklong')}`, {
    size: 9.5,
    serif: true,
  });
  p.down(14).text(
    40,
    `Re: ${rng.pick(CARS_EN.slice(0, 8)).join(' ')}, Reg. No. ${plateUK(rng, rng.int(1960, 1976))}, Car No. ${chassisOld(rng)}, speedometer reading ${kmFmt(miles, ',')}`,
    { size: 9.5, serif: true },
  );
  p.down(14).text(
    40,
    `Insurers: ${rng.pick(['Eagle Star', 'Commercial Union', 'Norwich Union', 'General Accident'])}, Policy ${letters(rng, 2)} ${digits(rng, 6)}, Claim ${digits(rng, 5)}`,
    { size: 9.5, serif: true },
  );
  p.down(26);
  const cols = [{ x: 40 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  for (const j of [...jobs, ...pts]) {
    row(p, cols, [j.qty !== 1 && !j.text.startsWith('To') ? `${j.qty} × ${j.text}` : j.text, '', money(j.amount, 'en')], { serif: true, size: 10 });
    p.down(15);
  }
  hline(p, 470, 85, p.y - 8);
  p.down(4);
  row(p, cols, ['', '', money(net, 'en')], { serif: true, size: 10 });
  p.down(15);
  row(p, cols, [`Value Added Tax at ${vr}%`, '', money(vat, 'en')], { serif: true, size: 10 });
  p.down(17);
  row(p, cols, ['', '£', money(total, 'en')], { serif: true, size: 11, bold: true });
  const exc = rng.pick([10, 15, 25, 50]);
  p.down(26).text(40, `Less Insurers' settlement (by cheque direct)          ${money(r2(total - exc), 'en')}`, { serif: true, size: 9.5 });
  p.down(14).text(40, `Balance payable by you (policy excess)          £${money(exc, 'en')}`, { serif: true, size: 9.5, bold: true });
  p.down(40).text(40, 'With thanks. E. & O. E.', { serif: true, size: 9.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 17. A 2010s US European specialist: estimate approved vs the invoice, previous visit's mileage, next service due. */
export function usSpecialist(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(2011, 2025);
  const miles = rng.int(60000, 180000);
  const pool = [
    'Major service per factory schedule',
    'Valve adjustment',
    'Replace front brake pads and rotors',
    'Replace CV boots',
    'Pressure test cooling system',
    'Replace clutch master and slave cylinder',
    'Diagnose oil leak, reseal valve covers',
    'Four-wheel alignment',
  ];
  const jobs = labour(rng, pool, rng.int(3, 5), rng.pick([125, 135, 145, 160, 175]), 0.1);
  const pts = parts(
    rng,
    [
      ['Valve cover gasket set', 40, 120],
      ['Brake rotor', 60, 160],
      ['Brake pad set', 50, 140],
      ['CV boot kit', 25, 70],
      ['Clutch master cylinder', 90, 260],
      ['Oil filter', 9, 22],
      ['Synthetic oil 5W-40 (qt)', 8, 14],
      ['Spark plug', 6, 14],
      ['Coolant (gal)', 25, 45],
    ],
    rng.int(3, 6),
    (r) => `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}.${digits(r, 2)}`,
  );
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const taxRate = rng.pick([7.25, 8.25, 8.875, 9.5]);
  const tax = r2((par * taxRate) / 100);
  const env = rng.pick([4.95, 6.5, 8]);
  const total = r2(lab + par + env + tax);
  const firm = `${rng.pick(['Autobahn', 'Stuttgart', 'Bavarian', 'Eurotech'])} ${rng.pick(['Motorwerks', 'Service', 'Specialists'])} LLC`;
  p.text(40, firm, { size: 16, bold: true });
  p.down(12).text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['Commerce Dr', 'W Olive Ave', 'Airport Rd'])}, ${rng.pick(['Burbank, CA 91505', 'Austin, TX 78745', 'Chantilly, VA 20151'])} · ${phoneUS(rng)} · BAR #ARD${digits(rng, 6)}`,
    { size: 8 },
  );
  p.y = 56;
  p.text(555, `INVOICE ${digits(rng, 5)}`, { size: 12, bold: true, align: 'right' });
  p.y = 110;
  p.box(38, p.y, 250, 66);
  p.box(307, p.y, 250, 66);
  const a: [string, string][] = [
    ['Customer', enName(rng)],
    ['Account', digits(rng, 5)],
    ['Invoice date', fd(inv, 'us')],
    ['Estimate approved', `$${money(r2(Math.round((total * rng.pick([0.85, 0.9, 1.05])) / 10) * 10), 'en')}`],
  ];
  a.forEach(([k, v], i) => kv(p, 44, k, v, { dx: 80, y: 124 + i * 13 }));
  const b: [string, string][] = [
    ['Vehicle', `${rng.int(1974, 1998)} ${rng.pick(['Porsche 911 Carrera', 'BMW M3', 'Mercedes-Benz 560SL', 'Porsche 944 Turbo'])}`],
    ['VIN', vin17(rng, rng.pick(['WP0', 'WBS', 'WDB']))],
    ['Miles in', kmFmt(miles, ',')],
    ['Last visit', `${fd(addDays(inv, -rng.int(200, 500)), 'us')} @ ${kmFmt(miles - rng.int(2000, 9000), ',')} mi`],
  ];
  b.forEach(([k, v], i) => kv(p, 313, k, v, { dx: 60, y: 124 + i * 13 }));
  p.y = 200;
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Labor', 'Hrs', 'Rate', 'Total'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'en'), money(j.unit, 'en'), money(j.amount, 'en')]);
  }
  p.down(12);
  row(p, cols, ['Labor total', '', '', money(lab, 'en')], { bold: true });
  p.down(20);
  row(p, cols, ['Parts', 'Qty', 'Each', 'Total'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.code} ${x.text}`, String(x.qty), money(x.unit, 'en'), money(x.amount, 'en')]);
  }
  p.down(12);
  row(p, cols, ['Parts total', '', '', money(par, 'en')], { bold: true });
  p.down(22);
  const t = [{ x: 340 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Environmental fee', money(env, 'en')]);
  p.down(12);
  row(p, t, [`Tax on parts ${taxRate}%`, money(tax, 'en')]);
  p.down(14);
  row(p, t, ['Invoice total', `$${money(total, 'en')}`], { bold: true, size: 11 });
  p.down(12);
  row(p, t, [`Visa ****${digits(rng, 4)} auth ${digits(rng, 6)}`, money(total, 'en')]);
  p.down(30).text(
    40,
    `Next service due: ${fd(addDays(inv, 365), 'us')} or ${kmFmt(miles + 10000, ',')} miles, whichever comes first. 24 mo / 24,000 mi nationwide warranty.`,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 18. A UK MOT-and-service invoice: the MOT test fee (VAT-free) beside VAT-able work; the test number and expiry. */
export function ukMotService(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(2012, 2026);
  const miles = rng.int(30000, 140000);
  const jobs = labour(rng, JOBS_UK.slice(1), rng.int(2, 4), rng.pick([55, 60, 68, 75, 84]), 0.1);
  const pts = parts(rng, PARTS_UK, rng.int(2, 5), () => '').map((x) => line(x.text, x.qty, r2(x.unit * 1.8)));
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const mot = 54.85;
  const net = r2(lab + par);
  const vat = r2(net * 0.2);
  const total = r2(net + vat + mot);
  const firm = `${rng.pick(['Hillside', 'Greenacres', 'Parkside', 'Abbotts'])} MOT & Service Centre`;
  p.text(40, firm, { size: 15, bold: true });
  p.down(12).text(40, `DVSA Authorised Testing Station No. ${letters(rng, 1)}${digits(rng, 5)} · ${phoneUK(rng)} · ${postcodeUK(rng)}`, { size: 8 });
  p.down(30);
  p.box(38, p.y - 12, 519, 60);
  const f: [string, string][] = [
    ['Invoice', digits(rng, 6)],
    ['Date', fd(inv, 'uk')],
    ['Reg', plateUK(rng, rng.int(1966, 2000))],
    ['Make/Model', rng.pick(CARS_EN).join(' ')],
    ['Odometer', `${kmFmt(miles, ',')} mi`],
    ['Test No.', `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`],
    ['MOT expires', fd(addDays(inv, 364), 'uk')],
    ['Customer', enName(rng)],
  ];
  f.forEach(([a, b], i) => kv(p, 44 + (i % 2) * 260, a, b, { dx: 70, y: p.y + Math.floor(i / 2) * 12 }));
  p.y += 62;
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Labour', 'Hrs', 'Rate', '£'], { bold: true });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'en'), money(j.unit, 'en'), money(j.amount, 'en')]);
  }
  p.down(18);
  row(p, cols, ['Parts', 'Qty', 'Each', '£'], { bold: true });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [x.text, String(x.qty), money(x.unit, 'en'), money(x.amount, 'en')]);
  }
  p.down(22);
  const t = [{ x: 320 }, { x: 555, align: 'right' as const }];
  const L: [string, string, boolean?][] = [
    ['Labour', money(lab, 'en')],
    ['Parts', money(par, 'en')],
    ['Sub-total (VATable)', money(net, 'en')],
    ['VAT @ 20%', money(vat, 'en')],
    ['MOT test fee (outside the scope of VAT)', money(mot, 'en')],
    ['Total payable', `£${money(total, 'en')}`, true],
  ];
  for (const [a, b, bold] of L) {
    row(p, t, [a, b], { bold, size: bold ? 10.5 : 9 });
    p.down(13);
  }
  p.down(10).text(
    40,
    `Advisory notices: ${rng.pick(['nearside front tyre worn close to legal limit', 'brake pipe slightly corroded', 'oil leak, but not excessive'])}. Previous MOT mileage ${kmFmt(miles - rng.int(800, 4000), ',')}.`,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 19. A US tire shop ticket, 1975–1995: tire sizes, DOT numbers, federal excise tax, the road hazard plan. */
export function usTireShop(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1975, 1995);
  const miles = rng.int(20000, 120000);
  const size = rng.pick(['P195/75R14', 'ER78-14', 'P205/70R15', 'GR78-15', 'P215/65R15', '185/70R13']);
  const n = rng.pick([2, 4]);
  const tire = r2(rng.int(3900, 9900) / 100);
  const pts: Line[] = [
    line(`${rng.pick(['Goodyear Tiempo', 'BFGoodrich Radial T/A', 'Firestone 721', 'Uniroyal Tiger Paw'])} ${size}`, n, tire),
    line('Valve stem', n, rng.pick([1.5, 2, 2.5])),
  ];
  const jobs: Line[] = [line('Mount and balance', n, rng.pick([6, 7.5, 8.5, 10])), line('Front end alignment', 1, rng.pick([29.95, 34.95, 39.95]))];
  if (rng.chance(0.5)) jobs.push(line('Rotate tires', 1, 10));
  const fet = r2(n * rng.pick([1.82, 2.14, 2.49, 2.76]));
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const taxRate = rng.pick([4, 5, 6, 7]);
  const tax = r2((par * taxRate) / 100);
  const total = r2(lab + par + fet + tax);
  const firm = `${rng.pick(['Big O', 'Les Schwab', 'Mr. Tire', 'Tire Barn'])} ${rng.pick(['Tires', 'Tire Center'])} #${rng.int(10, 399)}`;
  p.text(40, firm, { size: 16, bold: true });
  p.down(12).text(40, `${rng.pick(['Medford, OR', 'Elkhart, IN', 'Lubbock, TX', 'Rome, GA'])} · ${phoneUS(rng)}`, { size: 9 });
  p.y = 56;
  p.text(555, `Ticket ${digits(rng, 6)}`, { size: 10, bold: true, align: 'right' });
  p.down(12).text(555, fd(inv, 'usshort'), { size: 10, align: 'right' });
  p.y = 115;
  p.text(40, `Sold to: ${enName(rng)}   Acct ${digits(rng, 4)}   Lic ${plateUS(rng)}   Mileage ${kmFmt(miles, ',')}`, { size: 9 });
  p.down(13).text(
    40,
    `Vehicle: ${rng.int(1965, 1990)} ${rng.pick(CARS_EN.slice(5)).join(' ')}   Tire size ${size}   DOT ${letters(rng, 2)}${digits(rng, 2)} ${letters(rng, 3)} ${digits(rng, 3)}   PSI ${rng.int(26, 35)}`,
    { size: 9 },
  );
  p.down(24);
  const cols = [{ x: 40 }, { x: 80 }, { x: 420, align: 'right' as const }, { x: 490, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['QTY', 'DESCRIPTION', 'PRICE', 'F.E.T.', 'AMOUNT'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  pts.forEach((x, i) => {
    p.down(12);
    row(p, cols, [String(x.qty), x.text, money(x.unit, 'en'), i === 0 ? money(fet, 'en') : '', money(x.amount, 'en')], { size: 8.5 });
  });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [String(j.qty), j.text, money(j.unit, 'en'), '', money(j.amount, 'en')], { size: 8.5 });
  }
  p.down(24);
  const t = [{ x: 360 }, { x: 555, align: 'right' as const }];
  for (const [a, b] of [
    ['Merchandise', par],
    ['Labor / service', lab],
    ['Fed. excise tax', fet],
    [`State tax ${taxRate}%`, tax],
  ] as [string, number][]) {
    row(p, t, [a, money(b, 'en')], { size: 9 });
    p.down(12);
  }
  p.down(2);
  row(p, t, ['TOTAL', money(total, 'en')], { bold: true, size: 11 });
  p.down(12);
  const tendered = r2(Math.ceil(total / 20) * 20);
  row(p, t, ['Cash tendered', money(tendered, 'en')], { size: 9 });
  p.down(12);
  row(p, t, ['Change', money(r2(tendered - total), 'en')], { size: 9 });
  p.down(30).text(
    40,
    `Tread life warranty ${rng.pick(['40,000', '50,000', '60,000'])} miles. Free re-torque at 100 miles. Road hazard certificate #${digits(rng, 6)}.`,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 20. A UK cam-belt and clutch job card-invoice, 1995–2010: warranty terms, collection date, deposit on account. */
export function ukJobCard(rng: Random): Generated {
  const p = new PageBuilder();
  const booked = rng.date(1995, 2010);
  const done = addDays(booked, rng.int(1, 4));
  const inv = addDays(done, rng.int(0, 2));
  const miles = rng.int(60000, 180000);
  const pool = [
    'Renew timing belt and tensioner',
    'Renew water pump',
    'Renew clutch kit',
    'Renew auxiliary belt',
    'Renew rear brake shoes',
    'Renew thermostat',
    'Road test',
  ];
  const jobs = labour(rng, pool, rng.int(3, 5), rng.pick([38, 42, 45, 48, 52]), 0.1);
  const pts = parts(
    rng,
    [
      ['Timing belt kit', 35, 95],
      ['Water pump', 25, 75],
      ['Clutch kit', 80, 220],
      ['Auxiliary belt', 8, 22],
      ['Brake shoes (set)', 15, 38],
      ['Thermostat', 8, 24],
      ['Coolant (5 l)', 9, 18],
    ],
    rng.int(3, 5),
    (r) => `${letters(r, 2)}${digits(r, 5)}`,
  );
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const vr = vatUK(Number(inv.slice(0, 4)));
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const dep = rng.pick([50, 100, 150]);
  const firm = `${rng.pick(['J. & M.', 'R. W.', 'A. T.'])} ${rng.pick(['Hollis', 'Wardle', 'Bramley', 'Fenwick'])} Motor Engineers`;
  p.text(297, firm, { size: 15, bold: true, align: 'center' });
  p.down(12).text(
    297,
    `${rng.pick(['Wrexham', 'Barnstaple', 'Hexham', 'Thetford'])} · ${phoneUK(rng)} · Fax ${phoneUK(rng)} · VAT No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 8, align: 'center' },
  );
  p.down(26).text(40, 'JOB CARD / INVOICE', { size: 12, bold: true });
  p.text(555, `No. ${digits(rng, 5)}`, { size: 11, align: 'right' });
  p.down(16);
  const c1: [string, string][] = [
    ['Booked in', fd(booked, 'uk')],
    ['Completed', fd(done, 'uk')],
    ['Invoice date', fd(inv, 'uk')],
    ['Mileage', kmFmt(miles, ',')],
  ];
  const c2: [string, string][] = [
    ['Customer', enName(rng)],
    ['Tel', phoneUK(rng)],
    ['Reg', plateUK(rng, rng.int(1985, 2002))],
    ['Engine', `${rng.pick(['1.6', '1.8', '2.0'])} (${kmFmt(rng.pick([1596, 1796, 1998]), '')} cc) No. ${engineNo(rng)}`],
  ];
  c1.forEach(([a, b], i) => kv(p, 40, a, b, { dx: 70, y: p.y + i * 12 }));
  c2.forEach(([a, b], i) => kv(p, 280, a, b, { dx: 60, y: p.y + i * 12 }));
  p.down(56);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Work done', 'Time', 'Rate', '£'], { bold: true });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'en'), money(j.unit, 'en'), money(j.amount, 'en')]);
  }
  p.down(12);
  row(p, cols, ['Labour total', '', '', money(lab, 'en')], { bold: true });
  p.down(18);
  row(p, cols, ['Parts supplied', 'Qty', 'Price', '£'], { bold: true });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.text} (${x.code})`, String(x.qty), money(x.unit, 'en'), money(x.amount, 'en')]);
  }
  p.down(12);
  row(p, cols, ['Parts total', '', '', money(par, 'en')], { bold: true });
  p.down(22);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Net', money(net, 'en')]);
  p.down(12);
  row(p, t, [`VAT ${vr}%`, money(vat, 'en')]);
  p.down(14);
  row(p, t, ['Invoice total', money(total, 'en')], { bold: true, size: 10.5 });
  p.down(12);
  row(p, t, [`Less deposit paid ${fd(booked, 'uk')}`, `(${money(dep, 'en')})`]);
  p.down(13);
  row(p, t, ['Balance to pay on collection', money(r2(total - dep), 'en')], { bold: true });
  p.down(30).text(
    40,
    `Timing belt next due at ${kmFmt(miles + 60000, ',')} miles or ${fd(addDays(done, 4 * 365), 'uk')}. Parts & labour guaranteed 12 months / 12,000 miles.`,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: done,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}
