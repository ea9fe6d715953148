/** English-language repair orders and workshop invoices from dealer systems (US, UK), 1975–2005. */
import { doc, fd, r2, sum, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  amt,
  digits,
  drawWork,
  EN_FIRST,
  EN_JOBS,
  EN_LAST,
  letters,
  Lp,
  time,
  UK_CARS,
  UK_PLACES,
  ukReg,
  US_CARS,
  US_PLACES,
  usPlate,
  vin17,
  yr,
  zp,
} from './kit';

const usRate = (rng: Random, y: number) => Math.round(18 + (y - 1975) * 2.3 + rng.int(0, 8));
const ukRate = (rng: Random, y: number) => r2(Math.round((6 + (y - 1976) * 1.6 + rng.int(0, 6)) * 2) / 2);
const c2 = (n: number) => n.toLocaleString('en-US');
const mc = (s: string) =>
  s
    .split(' ')
    .map((w) => (w.length > 2 || /^[A-Z]\d|&/.test(w) ? w.charAt(0) + w.slice(1).toLowerCase() : w.toLowerCase()))
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());
const usName = (rng: Random) => `${rng.pick(EN_LAST)}, ${rng.pick(EN_FIRST)}`;
const usVin = (rng: Random, y: number) =>
  y >= 1981
    ? vin17(rng, rng.pick(['1G1', '1FA', '1G2', '2G4', '1B3', '1C4']))
    : `${rng.int(1, 9)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`;

/** ADP-style repair order: lettered lines with their parts beneath, the totals column with PLEASE PAY THIS AMOUNT. */
export function adpRepairOrder(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const shop = `${rng.pick(['BILL', 'JIM', 'DON', 'BOB'])} ${rng.pick(['HARMON', 'SWEENEY', 'MCCARTHY', 'OSTROWSKI'])} ${rng.pick(['CHEVROLET', 'FORD', 'BUICK-GMC', 'DODGE'])}`;
  const date = rng.date(1988, 2005);
  const y = yr(date);
  const w = drawWork(rng, EN_JOBS, rng.int(2, 4), y, 'USD', (r) => `${letters(r, 1)}${digits(r, 7)}`);
  const rate = usRate(rng, y);
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const sublet = rng.chance(0.5) ? r2(rng.int(35, 120)) : 0;
  const misc = r2(Math.min(25, labor * 0.05));
  const taxRate = rng.pick([5, 6, 6.25, 7, 7.5]);
  const tax = r2(((parts + misc) * taxRate) / 100);
  const total = r2(labor + parts + sublet + misc + tax);
  const km = rng.int(30000, 160000);
  const L = new Lp(30, 5.0, 7.6, 10, 42);
  L.bl([0, shop], [70, 'REPAIR ORDER']);
  L.ln([0, `${rng.int(100, 9999)} ${rng.pick(['N MAIN ST', 'AUTO MALL DR', 'W BROADWAY', 'HWY 30 E'])}`], [70, `RO# ${digits(rng, 6)}`]);
  L.ln([0, `${city}, ${st} ${zip}`], [70, `PAGE 1 OF 1`]);
  L.ln([0, `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`], [70, `INVOICE DATE ${fd(date, 'us')}`]);
  L.rule('=', 0, 104);
  L.ln([0, usName(rng)], [40, 'YEAR/MAKE/MODEL'], [76, 'VIN']);
  L.ln(
    [0, `${rng.int(100, 9999)} ${rng.pick(['ELM ST', 'OAK DR', 'CEDAR LN', 'RIDGE RD'])}`],
    [40, `${y - rng.int(5, 20)} ${rng.pick(US_CARS)}`],
    [76, usVin(rng, y - 10)],
  );
  L.ln([0, `${city}, ${st} ${zip}`], [40, `LICENSE ${usPlate(rng)}`], [76, `MILEAGE IN ${c2(km)}  OUT ${c2(km + rng.int(0, 8))}`]);
  L.ln([40, `R.O. OPENED ${fd(date, 'usshort')} ${time(rng)}`], [76, `TAG ${rng.int(100, 999)}  ADVISOR ${rng.int(100, 999)}`]);
  L.rule('=', 0, 104);
  L.ln([0, 'LINE'], [5, 'OPCODE'], [15, 'TECH'], [21, 'TYPE'], [27, 'DESCRIPTION'], [86, 'HOURS', 'r'], [104, 'AMOUNT', 'r']);
  L.rule('-', 0, 104);
  const byJob = w.parts.slice();
  jobs.forEach((j, i) => {
    L.ln(
      [0, `${String.fromCharCode(65 + i)}`],
      [5, `${letters(rng, 2)}${digits(rng, 2)}`],
      [15, digits(rng, 3)],
      [21, 'CP'],
      [27, j.text],
      [86, j.hours.toFixed(2), 'r'],
      [104, j.amount.toFixed(2), 'r'],
    );
    const mine = byJob.splice(0, w.per[i]);
    for (const p of mine)
      L.ln([9, 'PARTS:'], [16, String(p.qty)], [19, p.no], [31, p.text], [74, `@ ${p.unit.toFixed(2)}`, 'r'], [104, p.total.toFixed(2), 'r']);
    L.ln([9, `TOTAL - LINE ${String.fromCharCode(65 + i)}`], [104, r2(j.amount + sum(mine.map((p) => p.total))).toFixed(2), 'r']);
    L.skip(0.5);
  });
  for (const p of byJob) L.ln([9, 'PARTS:'], [16, String(p.qty)], [19, p.no], [31, p.text], [104, p.total.toFixed(2), 'r']);
  L.rule('-', 0, 104);
  const T: [string, number][] = [
    ['LABOR AMOUNT', labor],
    ['PARTS AMOUNT', parts],
    ['GAS, OIL, LUBE', 0],
    ['SUBLET AMOUNT', sublet],
    ['MISC. CHARGES', misc],
    ['TOTAL CHARGES', r2(labor + parts + sublet + misc)],
    ['LESS INSURANCE', 0],
    ['SALES TAX', tax],
  ];
  L.ln([0, 'ALL PARTS ARE NEW UNLESS SPECIFIED OTHERWISE.'], [70, 'DESCRIPTION'], [104, 'TOTALS', 'r']);
  for (const [k, v] of T) L.ln([70, k], [104, v.toFixed(2), 'r']);
  L.bl([70, 'PLEASE PAY'], [104, '', 'r']);
  L.bl([70, 'THIS AMOUNT'], [104, total.toFixed(2), 'r']);
  L.y -= L.step * 10;
  L.ln([0, `MISC: SHOP SUPPLIES ${misc.toFixed(2)}`]);
  if (sublet) L.ln([0, `SUBLET: ${rng.pick(['ALIGNMENT - TIRE CITY', 'RADIATOR REPAIR - ACE RAD', 'GLASS - SAFELITE'])}`]);
  L.ln([0, `TAX ${taxRate}% ON PARTS AND SUPPLIES`]);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: [...w.parts.filter((p) => !byJob.includes(p)), ...byJob].map((p) => p.text),
  });
}

/** Reynolds-style customer copy 1978–1990: labour block, parts block, G.O.G., TOTAL AMOUNT DUE. */
export function reynoldsCustomerCopy(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const shop = `${rng.pick(['VALLEY', 'TRI-COUNTY', 'PRAIRIE', 'LAKESHORE'])} ${rng.pick(['PONTIAC', 'OLDSMOBILE', 'LINCOLN-MERCURY', 'AMC-JEEP'])} INC`;
  const date = rng.date(1978, 1990);
  const y = yr(date);
  const w = drawWork(rng, EN_JOBS, rng.int(2, 4), y, 'USD', (r) => `${digits(r, 7)}`);
  const rate = usRate(rng, y);
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const gog = r2(rng.int(300, 1400) / 100);
  const taxRate = rng.pick([4, 5, 5.5, 6]);
  const tax = r2(((parts + gog) * taxRate) / 100);
  const total = r2(labor + parts + gog + tax);
  const km = rng.int(20000, 140000);
  const L = new Lp(40, 5.1, 8, 10.8, 50);
  L.ln([0, 'CUSTOMER COPY'], [74, `NO. ${digits(rng, 5)}`]);
  L.bl([0, shop]);
  L.ln([0, `${city}, ${st} ${zip}`]);
  L.rule('-', 0, 92);
  L.ln([0, `NAME: ${usName(rng)}`], [50, `DATE: ${fd(date, 'usshort')}`]);
  L.ln([0, `MAKE: ${rng.pick(US_CARS)}`], [50, `MILEAGE: ${km}`]);
  L.ln([0, `SERIAL: ${usVin(rng, y - 6)}`], [50, `LIC: ${usPlate(rng)}`]);
  L.rule('-', 0, 92);
  L.ln([0, 'OP CODE'], [10, 'LABOR INSTRUCTIONS'], [68, 'FLAT RATE', 'r'], [92, 'CHARGE', 'r']);
  jobs.forEach((j) =>
    L.ln([0, `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 2)}`], [10, j.text], [68, j.hours.toFixed(1), 'r'], [92, j.amount.toFixed(2), 'r']),
  );
  L.rule('-', 0, 92);
  L.ln([0, 'QTY'], [5, 'PART NUMBER'], [20, 'DESCRIPTION'], [68, 'SALE', 'r'], [92, 'AMOUNT', 'r']);
  for (const p of w.parts) L.ln([0, String(p.qty)], [5, p.no], [20, p.text], [68, p.unit.toFixed(2), 'r'], [92, p.total.toFixed(2), 'r']);
  L.rule('-', 0, 92);
  L.ln([54, 'TOTAL LABOR'], [92, labor.toFixed(2), 'r']);
  L.ln([54, 'TOTAL PARTS'], [92, parts.toFixed(2), 'r']);
  L.ln([54, 'G.O.G.'], [92, gog.toFixed(2), 'r']);
  L.ln([54, 'TOTAL SUBLET'], [92, '.00', 'r']);
  L.ln([54, `TAX`], [92, tax.toFixed(2), 'r']);
  L.rule('=', 54, 92);
  L.bl([54, 'TOTAL AMOUNT DUE'], [92, total.toFixed(2), 'r']);
  L.skip(2).ln([0, 'I HEREBY AUTHORIZE THE ABOVE REPAIR WORK TO BE DONE ALONG WITH THE NECESSARY MATERIAL.']);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** Kerridge-style UK dealer invoice 1983–1999: TAX POINT, VAT REG NO, parts with DISC%, oils and sundries apart. */
export function kerridgeInvoice(rng: Random): Generated {
  const town = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['HENLYS', 'PATTERSONS', 'R. J. BUDD', 'KINGSWAY', 'ARNOLD CLARK'])} (${town}) LTD`;
  const date = rng.date(1983, 1999);
  const y = yr(date);
  const w = drawWork(rng, EN_JOBS, rng.int(2, 4), y, 'GBP', (r) => `${letters(r, 3)}${digits(r, 4)}`);
  const rate = ukRate(rng, y);
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const disc = rng.pick([0, 5, 10]);
  const parts = w.parts.map((p) => ({ ...p, nett: r2(p.total * (1 - disc / 100)) }));
  const labor = sum(jobs.map((j) => j.amount));
  const partsSum = sum(parts.map((p) => p.nett));
  const oils = r2(rng.int(250, 1400) / 100);
  const sund = r2(rng.int(100, 450) / 100);
  const net = r2(labor + partsSum + oils + sund);
  const v = vatUK(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const miles = rng.int(20000, 150000);
  const L = new Lp(32, 5.0, 7.8, 10.4, 46);
  L.bl([0, shop]);
  L.ln([0, `${rng.pick(['STATION ROAD', 'LONDON ROAD', 'BRIDGE STREET'])}, ${town}`], [66, 'INVOICE / VAT RECEIPT']);
  L.ln([0, `TEL ${digits(rng, 4)} ${digits(rng, 6)}`], [66, `INVOICE NO   ${digits(rng, 6)}`]);
  L.ln([0, `VAT REG NO ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`], [66, `TAX POINT    ${fd(date, 'uk')}`]);
  L.ln([66, `ACCOUNT      CASH`]);
  L.skip();
  L.ln([0, `${rng.pick(['MR', 'MRS', 'DR'])} ${rng.pick(EN_FIRST).charAt(0)} ${rng.pick(EN_LAST)}`]);
  L.ln([0, `${rng.int(1, 99)} ${rng.pick(['ASH GROVE', 'CHURCH LANE', 'MILL ROAD'])}`])
    .ln([0, town])
    .skip();
  L.rule('-', 0, 100);
  L.ln([0, 'REG NO'], [14, 'MAKE/MODEL'], [44, 'CHASSIS NO'], [70, 'MILEAGE'], [86, 'W/S NO']);
  L.ln([0, ukReg(rng, y - 5)], [14, rng.pick(UK_CARS)], [44, `${letters(rng, 4)}${digits(rng, 6)}`], [70, String(miles)], [86, digits(rng, 5)]);
  L.rule('-', 0, 100);
  L.bl([0, 'LABOUR'], [68, 'HRS', 'r'], [100, 'NETT', 'r']);
  jobs.forEach((j) => L.ln([2, j.text], [68, j.hours.toFixed(2), 'r'], [100, j.amount.toFixed(2), 'r']));
  L.skip(0.5);
  L.bl([0, 'PART NO'], [14, 'DESCRIPTION'], [58, 'QTY', 'r'], [70, 'UNIT', 'r'], [80, 'DISC%', 'r'], [100, 'NETT', 'r']);
  parts.forEach((p) =>
    L.ln(
      [0, p.no],
      [14, p.text],
      [58, String(p.qty), 'r'],
      [70, p.unit.toFixed(2), 'r'],
      [80, disc ? disc.toFixed(1) : '', 'r'],
      [100, p.nett.toFixed(2), 'r'],
    ),
  );
  L.rule('-', 0, 100);
  const tot: [string, number][] = [
    ['LABOUR', labor],
    ['PARTS', partsSum],
    ['OILS/LUBS', oils],
    ['SUNDRIES', sund],
    ['NETT TOTAL', net],
    [`VAT @ ${v.toFixed(1)}%`, tax],
  ];
  for (const [k, n] of tot) L.ln([60, k], [100, n.toFixed(2), 'r']);
  L.rule('=', 60, 100);
  L.bl([60, 'INVOICE TOTAL'], [100, total.toFixed(2), 'r']);
  L.skip().ln([0, 'PAYMENT DUE ON COLLECTION. E&OE']);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((p) => p.text),
  });
}

/** A 1970s computer-bureau garage account (UK), VAT 8 % / 15 %, SPARES, AMOUNT DUE £. */
export function bureauGarageAccount(rng: Random): Generated {
  const town = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['WESTGATE', 'ABBEY', 'CASTLE', 'ST. JOHNS'])} GARAGE (${town}) LTD`;
  const date = rng.date(1976, 1982);
  const y = yr(date);
  const w = drawWork(
    rng,
    EN_JOBS.filter((j) => !/TIMING|DISCS/.test(j.text)),
    rng.int(2, 4),
    y,
    'GBP',
    (r) => `${digits(r, 2)}-${digits(r, 4)}`,
  );
  const rate = ukRate(rng, y);
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const net = r2(labor + parts);
  const v = vatUK(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const miles = rng.int(15000, 110000);
  const L = new Lp(46, 5.2, 8.2, 11.6, 60);
  L.ln([0, shop]);
  L.ln([0, 'GARAGE ACCOUNT'], [56, `ACCOUNT DATE ${fd(date, 'ukdot')}`]);
  L.rule('.', 0, 90);
  L.ln([0, `CUSTOMER ${rng.pick(EN_LAST)} ${rng.pick(EN_FIRST).charAt(0)}.`], [56, `REF ${letters(rng, 2)}/${digits(rng, 4)}`]);
  L.ln([0, `VEHICLE ${ukReg(rng, y - 3)} ${rng.pick(UK_CARS)}`], [56, `MILES ${miles}`]);
  L.rule('.', 0, 90);
  jobs.forEach((j) => L.ln([0, 'LAB'], [6, j.text], [60, `${j.hours.toFixed(1)} HR`, 'r'], [90, amt(j.amount, 'plain'), 'r']));
  for (const p of w.parts) L.ln([0, 'SPR'], [6, `${p.qty} ${p.text}`], [60, p.no, 'r'], [90, amt(p.total, 'plain'), 'r']);
  L.rule('.', 0, 90);
  L.ln([44, 'LABOUR'], [90, amt(labor, 'plain'), 'r']);
  L.ln([44, 'SPARES'], [90, amt(parts, 'plain'), 'r']);
  L.ln([44, 'GOODS TOTAL'], [90, amt(net, 'plain'), 'r']);
  L.ln([44, `V.A.T. ${v}%`], [90, amt(tax, 'plain'), 'r']);
  L.bl([44, 'AMOUNT DUE £'], [90, amt(total, 'plain'), 'r']);
  L.skip(2).ln([0, 'ACCOUNTS ARE DUE FOR SETTLEMENT BY THE END OF THE MONTH FOLLOWING.']);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => `${p.qty} ${p.text}`),
  });
}

/** US independent shop's dot-matrix invoice 1993–2005, mixed case, one table with L/P type column, fees, tax on parts. */
export function usIndependentInvoice(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const shop = `${rng.pick(["Rudy's", "Hank's", 'Northside', 'Precision', 'Main Street'])} ${rng.pick(['Auto Repair', 'Automotive', 'Garage & Towing', 'Car Care'])}`;
  const date = rng.date(1993, 2005);
  const y = yr(date);
  const w = drawWork(rng, EN_JOBS, rng.int(2, 4), y, 'USD', (r) => `${letters(r, 2)}-${digits(r, 5)}`);
  const rate = usRate(rng, y);
  const jobs = w.jobs.map((j) => ({ text: mc(j.text), hours: j.hours, amount: r2(j.hours * rate) }));
  const pts = w.parts.map((p) => ({ ...p, text: mc(p.text) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(pts.map((p) => p.total));
  const supplies = r2(rng.int(500, 2500) / 100);
  const haz = r2(rng.pick([2.5, 3, 4.95]));
  const sub = r2(labor + parts + supplies + haz);
  const taxRate = rng.pick([6.5, 7.25, 8.25, 5.6]);
  const tax = r2((parts * taxRate) / 100);
  const total = r2(sub + tax);
  const km = rng.int(50000, 220000);
  const L = new Lp(36, 4.9, 7.8, 10.4, 50);
  L.bl([0, shop]);
  L.ln([0, `${rng.int(100, 9999)} ${rng.pick(['Industrial Pkwy', 'Market St', 'Hwy 20'])}, ${mc(city)}, ${st} ${zip}`]);
  L.ln([0, `Invoice #: ${digits(rng, 5)}`], [46, `Date: ${fd(date, 'us')}`], [76, `Page 1`]);
  L.rule('-', 0, 100);
  L.ln([0, `Customer: ${mc(rng.pick(EN_FIRST))} ${mc(rng.pick(EN_LAST))}`], [46, `Vehicle: ${y - rng.int(4, 22)} ${mc(rng.pick(US_CARS))}`]);
  L.ln([0, `Phone: (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`], [46, `Odometer: ${c2(km)}`]);
  L.ln([0, `License: ${usPlate(rng)}`], [46, `VIN: ${usVin(rng, 1990)}`]);
  L.rule('-', 0, 100);
  L.ln([0, 'Type'], [6, 'Description'], [56, 'Part #'], [76, 'Qty/Hrs', 'r'], [88, 'Price', 'r'], [100, 'Ext', 'r']);
  L.rule('-', 0, 100);
  jobs.forEach((j) => L.ln([0, 'L'], [6, j.text], [76, j.hours.toFixed(1), 'r'], [88, rate.toFixed(2), 'r'], [100, j.amount.toFixed(2), 'r']));
  pts.forEach((p) => L.ln([0, 'P'], [6, p.text], [56, p.no], [76, String(p.qty), 'r'], [88, p.unit.toFixed(2), 'r'], [100, p.total.toFixed(2), 'r']));
  L.rule('-', 0, 100);
  const T: [string, number][] = [
    ['Labor', labor],
    ['Parts', parts],
    ['Shop Supplies', supplies],
    ['Hazardous Waste Fee', haz],
    ['Subtotal', sub],
    [`Sales Tax ${taxRate}% (parts)`, tax],
  ];
  for (const [k, n] of T) L.ln([62, k], [100, `$${n.toFixed(2)}`, 'r']);
  L.bl([62, 'Amount Due'], [100, `$${total.toFixed(2)}`, 'r']);
  L.skip().ln([0, `Warranty: 12 months / 12,000 miles parts and labor. Thank you for your business!`]);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((p) => p.text),
  });
}

const FASTFIT: [string, string, number, number][] = [
  ['TYR', 'TYRE 165/80R13 82T', 90, 140],
  ['TYR', 'TYRE 185/70R14 88H', 110, 170],
  ['EXH', 'REAR SILENCER', 90, 160],
  ['EXH', 'FRONT PIPE', 70, 130],
  ['BAT', 'BATTERY 063 12V', 110, 170],
  ['SHK', 'SHOCK ABSORBER FRONT', 70, 120],
  ['BRK', 'BRAKE PAD SET', 40, 80],
  ['VLV', 'TYRE VALVE', 2, 4],
];
const FASTFIT_LAB = ['FIT & BALANCE TYRES', 'FIT EXHAUST SECTIONS', 'FIT BATTERY', 'FIT SHOCK ABSORBERS PAIR', 'FIT FRONT PADS', 'WHEEL ALIGNMENT CHECK'];
/** UK fast-fit centre's works order / invoice 1988–2004: centre number, stock codes, PARTS TOTAL and LABOUR TOTAL. */
export function fastFitWorksOrder(rng: Random): Generated {
  const shop = `${rng.pick(['TYRESAVE', 'EXHAUST & TYRE CENTRE', 'AUTOFIT', 'SPEEDYFIT'])} ${rng.pick(UK_PLACES)}`;
  const date = rng.date(1988, 2004);
  const y = yr(date);
  const items = rng.some(FASTFIT, rng.int(2, 4)).map(([c, t, lo, hi]) => {
    const q = t.startsWith('TYRE ') || t.includes('VALVE') || t.includes('SHOCK') ? rng.pick([2, 4]) : 1;
    const u = r2(Math.round((lo + rng.next() * (hi - lo)) * 0.3 * Math.pow(1.03, y - 1985) * 100) / 100);
    return { code: `${c}${digits(rng, 4)}`, text: t, qty: q, unit: u, total: r2(q * u) };
  });
  const labs = rng.some(FASTFIT_LAB, rng.int(1, 2)).map((t) => ({ text: t, amount: r2(rng.int(600, 3500) / 100) }));
  const parts = sum(items.map((i) => i.total));
  const labor = sum(labs.map((l) => l.amount));
  const net = r2(parts + labor);
  const v = vatUK(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const miles = rng.int(20000, 140000);
  const L = new Lp(40, 5.0, 8, 10.8, 56);
  L.bl([0, shop], [62, 'WORKS ORDER / INVOICE']);
  L.ln([0, `CENTRE NO ${digits(rng, 3)}`], [62, `NO.  ${digits(rng, 7)}`]);
  L.ln([0, `VAT NO ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`], [62, `DATE ${fd(date, 'ukshort').toUpperCase()}`]);
  L.rule('=', 0, 96);
  L.ln([0, `REG: ${ukReg(rng, y - 4)}`], [24, `MAKE: ${rng.pick(UK_CARS)}`], [62, `MILEAGE: ${miles}`]);
  L.ln([0, `NAME: ${rng.pick(EN_LAST)}`], [62, `FITTER: ${rng.pick(EN_FIRST)}`]);
  L.rule('=', 0, 96);
  L.ln([0, 'CODE'], [12, 'DESCRIPTION'], [58, 'QTY', 'r'], [74, 'PRICE', 'r'], [96, 'GOODS £', 'r']);
  L.rule('-', 0, 96);
  items.forEach((i) => L.ln([0, i.code], [12, i.text], [58, String(i.qty), 'r'], [74, i.unit.toFixed(2), 'r'], [96, i.total.toFixed(2), 'r']));
  labs.forEach((l) => L.ln([0, 'LAB'], [12, l.text], [96, l.amount.toFixed(2), 'r']));
  L.rule('-', 0, 96);
  L.ln([54, 'PARTS TOTAL'], [96, parts.toFixed(2), 'r']);
  L.ln([54, 'LABOUR TOTAL'], [96, labor.toFixed(2), 'r']);
  L.ln([54, 'SUB TOTAL'], [96, net.toFixed(2), 'r']);
  L.ln([54, `VAT ${v}%`], [96, tax.toFixed(2), 'r']);
  L.bl([54, 'TOTAL'], [96, total.toFixed(2), 'r']);
  L.skip().ln([0, 'CUSTOMER SIGNATURE ............................   WHEEL NUTS RE-TORQUE AFTER 50 MILES']);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: labs.map((l) => l.text),
    partsUsed: items.map((i) => i.text),
  });
}

/** US dealer RO 1985–2000 with customer-pay and warranty lines side by side (PAY TYPE C / W). */
export function warrantySplitRO(rng: Random): Generated {
  const [city, st] = rng.pick(US_PLACES);
  const shop = `${rng.pick(['CROSSROADS', 'FRONTIER', 'HERITAGE', 'CAPITOL'])} ${rng.pick(['TOYOTA', 'NISSAN', 'HONDA', 'MAZDA'])}`;
  const date = rng.date(1985, 2000);
  const y = yr(date);
  const w = drawWork(rng, EN_JOBS, rng.int(2, 4), y, 'USD', (r) => `${digits(r, 5)}-${digits(r, 5)}`);
  const rate = usRate(rng, y);
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const warr = rng.pick(['RECALL CAMPAIGN - INSPECT FUEL LINE', 'WARRANTY - REPLACE DOOR LOCK ACTUATOR', 'SERVICE BULLETIN - REPROGRAM ECM']);
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const taxRate = rng.pick([6, 7, 8]);
  const tax = r2((parts * taxRate) / 100);
  const total = r2(labor + parts + tax);
  const km = rng.int(10000, 90000);
  const L = new Lp(30, 5.0, 7.6, 10, 44);
  L.bl([0, shop], [72, 'SERVICE INVOICE']);
  L.ln([0, `${city}, ${st}`], [72, `INVOICE ${digits(rng, 6)}`]);
  L.ln([0, `DEALER CODE ${digits(rng, 5)}`], [72, `DATE ${fd(date, 'us')}`]);
  L.rule('-', 0, 106);
  L.ln([0, `CUST ${usName(rng)}`], [44, `VIN ${usVin(rng, y)}`], [80, `MILEAGE ${c2(km)}`]);
  L.ln([44, `MODEL ${y - rng.int(1, 6)} ${rng.pick(['CAMRY', 'MAXIMA', 'ACCORD', '626', 'PICKUP', 'CELICA'])}`], [80, `LIC ${usPlate(rng)}`]);
  L.rule('-', 0, 106);
  L.ln([0, 'LN'], [4, 'PAY'], [9, 'OPERATION'], [20, 'DESCRIPTION'], [78, 'HRS', 'r'], [92, 'PARTS', 'r'], [106, 'LABOR', 'r']);
  L.rule('-', 0, 106);
  let k = 1;
  const rest = w.parts.slice();
  jobs.forEach((j) => {
    const mine = rest.splice(0, w.per[k - 1]);
    L.ln([0, zp(k++, 2)], [4, 'C'], [9, `${digits(rng, 6)}`], [20, j.text], [78, j.hours.toFixed(1), 'r'], [92, '', 'r'], [106, j.amount.toFixed(2), 'r']);
    for (const p of mine) L.ln([20, `${p.qty} ${p.no} ${p.text}`], [92, p.total.toFixed(2), 'r']);
  });
  L.ln([0, zp(k++, 2)], [4, 'W'], [9, `${digits(rng, 6)}`], [20, warr], [78, (rng.int(3, 15) / 10).toFixed(1), 'r'], [92, 'NC', 'r'], [106, 'NC', 'r']);
  L.ln([20, 'WARRANTY/POLICY - NO CHARGE TO CUSTOMER']);
  L.rule('-', 0, 106);
  L.ln([60, 'CUSTOMER PAY TOTALS']);
  L.ln([60, 'TOTAL LABOR'], [106, labor.toFixed(2), 'r']);
  L.ln([60, 'TOTAL PARTS'], [106, parts.toFixed(2), 'r']);
  L.ln([60, `SALES TAX ${taxRate}%`], [106, tax.toFixed(2), 'r']);
  L.bl([60, 'TOTAL CUSTOMER PAY'], [106, total.toFixed(2), 'r']);
  L.ln([60, 'WARRANTY'], [106, '0.00', 'r']);
  const partsOrder = w.parts.filter((p) => !rest.includes(p));
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: sum(partsOrder.map((p) => p.total)) === parts ? parts : parts,
    totalCost: total,
    workPerformed: [...jobs.map((j) => j.text), warr],
    partsUsed: partsOrder.map((p) => p.text),
  });
}

/** UK franchised dealer's menu-priced service invoice 1996–2005 with a loyalty discount printed with a trailing minus. */
export function menuServiceInvoice(rng: Random): Generated {
  const town = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['GUY SALMON', 'LANCASTER', 'MARSHALL', 'STRATSTONE'])} ${rng.pick(['JAGUAR', 'LAND ROVER', 'VOLVO', 'SAAB'])} ${town}`;
  const date = rng.date(1996, 2005);
  const y = yr(date);
  const w = drawWork(
    rng,
    EN_JOBS.filter((j) => !j.text.startsWith('SERVICE')),
    rng.int(1, 3),
    y,
    'GBP',
    (r) => `${letters(r, 3)}${digits(r, 6)}`,
  );
  const menu = { text: `${rng.pick(['MAJOR', 'INTERMEDIATE', 'ANNUAL'])} SERVICE - MENU PRICE`, amount: r2(rng.int(12000, 26000) / 100) };
  const rate = ukRate(rng, y);
  const jobs = [menu, ...w.jobs.map((j) => ({ text: j.text, amount: r2(j.hours * rate) }))];
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const disc = r2(Math.round(labor * 0.1));
  const net = r2(labor + parts - disc);
  const tax = r2(net * 0.175);
  const total = r2(net + tax);
  const miles = rng.int(15000, 95000);
  const L = new Lp(34, 5.0, 7.8, 10.4, 48);
  L.bl([0, shop]);
  L.ln([0, `${rng.pick(['RING ROAD', 'PARK ROAD', 'ASHFORD ROAD'])}, ${town}`], [64, `SALES INVOICE  ${letters(rng, 1)}${digits(rng, 6)}`]);
  L.ln([0, `VAT REG ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`], [64, `DATE/TAX POINT ${fd(date, 'uk')}`]);
  L.ln([64, `PRINTED ${fd(date, 'uk')} ${time(rng)}  PAGE 1`]);
  L.rule('=', 0, 100);
  L.ln([0, 'REGISTRATION'], [20, ukReg(rng, y - 3)], [44, 'MILEAGE IN'], [60, String(miles)]);
  L.ln(
    [0, 'MODEL'],
    [20, rng.pick(['XJ8 4.0', 'DISCOVERY TD5', 'V70 2.4', '9-5 AERO', 'S-TYPE 3.0'])],
    [44, 'VIN'],
    [60, vin17(rng, rng.pick(['SAJ', 'SAL', 'YV1', 'YS3']))],
  );
  L.rule('=', 0, 100);
  L.ln([0, 'LABOUR'], [100, 'AMOUNT', 'r']);
  jobs.forEach((j) => L.ln([2, j.text], [100, j.amount.toFixed(2), 'r']));
  L.skip(0.5);
  L.ln([0, 'PARTS'], [48, 'QTY', 'r'], [62, 'UNIT', 'r'], [100, 'AMOUNT', 'r']);
  w.parts.forEach((p) => L.ln([2, p.no], [16, p.text], [48, String(p.qty), 'r'], [62, p.unit.toFixed(2), 'r'], [100, p.total.toFixed(2), 'r']));
  L.rule('-', 0, 100);
  L.ln([56, 'LABOUR'], [100, labor.toFixed(2), 'r']);
  L.ln([56, 'PARTS'], [100, parts.toFixed(2), 'r']);
  L.ln([56, 'LOYALTY DISCOUNT'], [100, amt(-disc, 'plain'), 'r']);
  L.ln([56, 'NETT'], [100, net.toFixed(2), 'r']);
  L.ln([56, 'VAT 17.5%'], [100, tax.toFixed(2), 'r']);
  L.rule('=', 56, 100);
  L.bl([56, 'TOTAL DUE £'], [100, total.toFixed(2), 'r']);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** Ford dealer's line-printer invoice on green-bar, 1975–1984: OPCODE, FLAT RATE HRS, TOTAL INVOICE. */
export function fordGreenBar(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const shop = `${rng.pick(['COUNTY LINE', 'RIVERSIDE', 'WESTGATE', 'PIONEER'])} FORD SALES`;
  const date = rng.date(1975, 1984);
  const y = yr(date);
  const w = drawWork(
    rng,
    EN_JOBS.filter((j) => !/TIMING|DISCS/.test(j.text)),
    rng.int(2, 4),
    y,
    'USD',
    (r) => `${letters(r, 1)}${digits(r, 1)}${letters(r, 2)}-${digits(r, 4)}-${letters(r, 1)}`,
  );
  const rate = usRate(rng, y);
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const sublet = rng.chance(0.4) ? r2(rng.int(1500, 6000) / 100) : 0;
  const taxRate = rng.pick([3, 4, 5]);
  const tax = r2((parts * taxRate) / 100);
  const total = r2(labor + parts + sublet + tax);
  const km = rng.int(8000, 120000);
  const L = new Lp(30, 5.1, 7.8, 11, 44);
  L.ln([0, `${fd(date, 'usshort')}`], [36, shop], [104, 'PAGE 1', 'r']);
  L.ln([36, `${city} ${st} ${zip}`]);
  L.rule('-', 0, 104);
  L.ln([0, `INVOICE ${digits(rng, 6)}`], [30, `CUST ${usName(rng)}`], [72, `MILES ${km}`]);
  L.ln(
    [0, `${y - rng.int(0, 8)} ${rng.pick(['LTD', 'GRANADA', 'PINTO', 'F-150', 'MUSTANG II', 'FAIRMONT'])}`],
    [30, `SERIAL ${usVin(rng, y)}`],
    [72, `LIC ${usPlate(rng)}`],
  );
  L.rule('-', 0, 104);
  L.ln([0, 'OPCODE'], [10, 'DESCRIPTION'], [66, 'FLAT RATE HRS', 'r'], [84, 'LABOR', 'r'], [104, 'PARTS', 'r']);
  L.greenBar(jobs.length + w.parts.length + (sublet ? 1 : 0), 3, 0, 104);
  jobs.forEach((j) => L.ln([0, `${digits(rng, 4)}${letters(rng, 1)}`], [10, j.text], [66, j.hours.toFixed(1), 'r'], [84, j.amount.toFixed(2), 'r']));
  w.parts.forEach((p) => L.ln([0, String(p.qty)], [4, p.no], [24, p.text], [104, p.total.toFixed(2), 'r']));
  if (sublet) L.ln([0, 'SUBLT'], [10, rng.pick(['FRONT END ALIGNMENT', 'TRANSMISSION SHOP', 'MACHINE SHOP'])], [104, '', 'r']);
  L.rule('-', 0, 104);
  L.ln([60, 'TOTAL LABOR'], [104, labor.toFixed(2), 'r']);
  L.ln([60, 'TOTAL PARTS'], [104, parts.toFixed(2), 'r']);
  L.ln([60, 'TOTAL SUBLET'], [104, sublet.toFixed(2), 'r']);
  L.ln([60, 'SALES TAX'], [104, tax.toFixed(2), 'r']);
  L.bl([60, 'TOTAL INVOICE'], [104, total.toFixed(2), 'r']);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** UK dealer invoice 1990–2003 with dotted-leader vehicle block and a goodwill contribution printed as a credit. */
export function goodwillInvoice(rng: Random): Generated {
  const town = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['CITY', 'COUNTY', 'MARQUE', 'REGENT'])} MOTORS (${town}) LTD`;
  const date = rng.date(1990, 2003);
  const y = yr(date);
  const w = drawWork(rng, EN_JOBS, rng.int(2, 4), y, 'GBP', (r) => `${letters(r, 3)}${digits(r, 5)}${letters(r, 1)}`);
  const rate = ukRate(rng, y);
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const gw = r2(Math.round(parts * 0.3));
  const net = r2(labor + parts - gw);
  const v = vatUK(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const miles = rng.int(20000, 120000);
  const L = new Lp(40, 5.0, 8, 10.8, 52);
  L.bl([0, shop], [96, 'INVOICE', 'r']);
  L.ln([0, `${rng.pick(['UNIT 4 ENTERPRISE WAY', 'NORTHGATE', 'WHARF ROAD'])}, ${town}`], [96, `NO ${digits(rng, 6)}`, 'r']);
  L.skip();
  L.ln([0, `REG NO.........: ${ukReg(rng, y - 4)}`], [52, `INVOICE DATE...: ${fd(date, 'uk')}`]);
  L.ln(
    [0, `MODEL..........: ${rng.pick(['ROVER 827 SI', 'ROVER 216 GTI', 'MG RV8', 'MINI COOPER 1.3I', 'LAND ROVER DEFENDER 90'])}`],
    [52, `MILEAGE........: ${miles}`],
  );
  L.ln([0, `CUSTOMER.......: ${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`], [52, `JOB NO.........: ${digits(rng, 5)}`]);
  L.rule('-', 0, 96);
  L.ln([0, 'WORK CARRIED OUT'], [64, 'HRS', 'r'], [78, 'RATE', 'r'], [96, 'LABOUR', 'r']);
  jobs.forEach((j) => L.ln([2, j.text], [64, j.hours.toFixed(2), 'r'], [78, rate.toFixed(2), 'r'], [96, j.amount.toFixed(2), 'r']));
  L.rule('-', 0, 96);
  L.ln([0, 'PARTS SUPPLIED'], [64, 'QTY', 'r'], [78, 'PRICE', 'r'], [96, 'PARTS', 'r']);
  w.parts.forEach((p) => L.ln([2, p.text], [40, p.no], [64, String(p.qty), 'r'], [78, p.unit.toFixed(2), 'r'], [96, p.total.toFixed(2), 'r']));
  L.rule('-', 0, 96);
  L.ln([50, 'LABOUR'], [96, labor.toFixed(2), 'r']);
  L.ln([50, 'PARTS'], [96, parts.toFixed(2), 'r']);
  L.ln([50, 'GOODWILL CONTRIBUTION'], [96, amt(-gw, 'plain'), 'r']);
  L.ln([50, 'NETT'], [96, net.toFixed(2), 'r']);
  L.ln([50, `VAT @ ${v}%`], [96, tax.toFixed(2), 'r']);
  L.rule('=', 50, 96);
  L.bl([50, 'TOTAL PAYABLE'], [96, total.toFixed(2), 'r']);
  L.skip().ln([0, 'GOODWILL CONTRIBUTION AUTHORISED BY MANUFACTURER - REF ' + digits(rng, 8)]);
  return doc(L.p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}
