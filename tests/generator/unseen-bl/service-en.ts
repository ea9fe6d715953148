/**
 * British, Irish, American and Canadian bills whose work and parts are one list: a village motor engineer's typed
 * invoice, a mobile mechanic, a marque specialist, an Irish garage, an American service station's typed repair order,
 * a hand-written shop ticket, a Canadian garage, an American mobile mechanic, an air-cooled specialist, a British
 * word-processed bill priced as one.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, vatIE, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  EN_FEES_UK,
  EN_FEES_US,
  EN_JOBPARTS,
  EN_JOBS_UK,
  EN_JOBS_US,
  EN_PARTS_UK,
  EN_PARTS_US,
  EN_SUNDRIES_UK,
  EN_SUNDRIES_US,
  hand,
  kmText,
  mixedList,
  priceOf,
  sums,
  truthLists,
  wob,
  type Item,
  type ListOpts,
} from './kit';

const UK_CARS = [
  'MGB GT',
  'Triumph Spitfire 1500',
  'Austin Mini 1000',
  'Morris Minor 1000',
  'Ford Cortina Mk III',
  'Triumph TR6',
  'Jaguar XJ6',
  'Rover P6 2000',
  'Hillman Imp',
  'Austin-Healey Sprite',
  'Vauxhall Viva HC',
];
const US_CARS = [
  'Ford Mustang',
  'Chevrolet Impala',
  'VW Beetle',
  'Plymouth Valiant',
  'Pontiac LeMans',
  'Dodge Dart',
  'Ford F-100',
  'Chevrolet C10',
  'Buick Skylark',
  'Oldsmobile Cutlass',
];
const UK_TOWNS = [
  'Much Wenlock, Shropshire',
  'Hay-on-Wye, Herefordshire',
  'Bampton, Devon',
  'Settle, North Yorkshire',
  'Alford, Lincolnshire',
  'Coggeshall, Essex',
  'Ledbury, Herefordshire',
  'Kirkby Stephen, Cumbria',
];
const US_TOWNS = ['Rutland, VT', 'Kingman, AZ', 'Decorah, IA', 'Greenville, SC', 'Ashland, OR', 'Marietta, OH', 'Bozeman, MT', 'Frederick, MD'];
const SURN = [
  'Pearce',
  'Hollis',
  'Whitcombe',
  'Barker',
  'Jennings',
  'Prowse',
  'Lacey',
  'Denham',
  'Kowalski',
  'Hendricks',
  'Delgado',
  'McAllister',
  'Brennan',
  'Quinlan',
];
const FIRST = ['Dave', 'Mick', 'Ron', 'Stan', 'Terry', 'Bill', 'Hank', 'Earl', 'Gus', 'Ray', 'Pat', 'Ciaran'];
const CUST = ['Mr. R. Ashworth', 'Mrs. J. Fenwick', 'Dr. A. Patel', 'Mr. G. Lomax', 'Miss P. Crane', 'Mr. T. Haldane'];
const CUST_US = ['Robert Hale', 'Linda Morrow', 'James Whitaker', 'Carol Benton', 'Steve Ortiz', 'Nancy Pruitt'];

const ukReg = (rng: Random, y: number) => {
  const L = 'ABCDEFGHJKLMNPRSTVWXY';
  const l = () => L[rng.int(0, L.length - 1)];
  const suffix = 'EFGHJKLMNPRSTVWXY'[Math.min(16, Math.max(0, y - 1967))];
  return `${l()}${l()}${l()} ${rng.int(10, 999)}${suffix}`;
};

const ukList = (rng: Random, over: Partial<ListOpts> = {}): Item[] =>
  mixedList(rng, {
    jobs: EN_JOBS_UK,
    parts: EN_PARTS_UK,
    jobParts: EN_JOBPARTS,
    sep: ' — ',
    nJobs: [2, 5],
    nParts: [2, 5],
    nJobParts: [0, 1],
    fees: EN_FEES_UK,
    sundries: EN_SUNDRIES_UK,
    ...over,
  });
const usList = (rng: Random, over: Partial<ListOpts> = {}): Item[] =>
  mixedList(rng, {
    jobs: EN_JOBS_US,
    parts: EN_PARTS_US,
    jobParts: EN_JOBPARTS,
    sep: ' - ',
    nJobs: [2, 5],
    nParts: [2, 5],
    nJobParts: [0, 1],
    fees: EN_FEES_US,
    sundries: EN_SUNDRIES_US,
    ...over,
  });

/* 1 — a village motor engineer's typed invoice: parts priced, "Labour 3.5 hrs" at the foot, VAT. */
export function ukVillageTyped(rng: Random): Generated {
  const date = rng.date(1974, 1990);
  const y = yearOf(date);
  const last = rng.pick(SURN);
  const shop = rng.pick([`${rng.pick(['J. W.', 'A. E.', 'R. G.'])} ${last} & Son`, `${last}'s Garage`, `${last} Bros. Motor Engineers`]);
  const town = rng.pick(UK_TOWNS);
  const miles = rng.int(20, 140) * 1000 + rng.int(0, 999);
  const items = ukList(rng, { nJobParts: [0, 0] });
  const sc = y < 1980 ? 0.35 : 0.7;
  for (const it of items) if (!it.work) it.price = priceOf(rng, it, sc);
  const hours = rng.int(2, 12) / 2;
  const rate = y < 1980 ? rng.pick([3.5, 4.2, 5]) : rng.pick([9, 11.5, 13]);
  const labour = r2(hours * rate);
  const s = sums(items);
  const net = r2(s.all + labour);
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(297, shop, { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14);
  p.text(297, `Motor Engineers · Repairs · Petrol & Oils · Tel. ${rng.int(200, 999)}`, { size: 9, serif: true, align: 'center' });
  p.down(12);
  p.text(297, `The Garage, ${town}`, { size: 9, serif: true, align: 'center' });
  p.down(36);
  p.text(60, rng.pick(CUST), { serif: true });
  p.text(535, `Invoice No. ${rng.int(1000, 9999)}`, { serif: true, align: 'right' });
  p.down(14);
  p.text(535, `Date: ${fd(date, rng.pick(['uk', 'uklong'] as const))}`, { serif: true, align: 'right' });
  p.down(20);
  p.text(60, `Vehicle: ${rng.pick(UK_CARS)}   Reg. No. ${ukReg(rng, y)}   Mileage ${kmText(miles, 'en')}`, { serif: true, size: 9.5 });
  p.down(10);
  hline(p, 60, 475);
  p.down(16);
  for (const it of items) {
    p.text(60, it.text, { serif: true });
    if (it.price !== undefined) p.text(535, num(it.price, 'en'), { serif: true, align: 'right' });
    p.down(14);
  }
  p.down(4);
  p.text(60, `Labour ${String(hours)} hrs`, { serif: true });
  p.text(535, num(labour, 'en'), { serif: true, align: 'right' });
  p.down(10);
  hline(p, 380, 155);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Goods & Labour', net, false],
    [`V.A.T. @ ${vat}%`, tax, false],
    ['TOTAL £', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(380, k, { serif: true, bold: b });
    p.text(535, num(v, 'en'), { serif: true, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(20);
  p.text(60, `V.A.T. Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}   With thanks.`, { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 2 — a British mobile mechanic, not VAT-registered: a call-out charge, parts priced, labour by the hour. */
export function ukMobileMechanic(rng: Random): Generated {
  const date = rng.date(2009, 2026);
  const first = rng.pick(FIRST);
  const shop = rng.pick([`${first}'s Mobile Mechanics`, `${first} ${rng.pick(SURN)} Mobile Vehicle Repairs`, `Spanner Van – ${first} ${rng.pick(SURN)}`]);
  const miles = rng.int(40, 160) * 1000 + rng.int(0, 999);
  const items: Item[] = [{ text: 'Call-out charge', fee: true }, ...ukList(rng, { nJobs: [1, 4], fees: undefined })];
  for (const it of items) if (!it.work || it.part) it.price = it.text === 'Call-out charge' ? rng.pick([25, 30, 35, 40]) : priceOf(rng, it, 0.8);
  const hours = rng.int(2, 8) / 2;
  const rate = rng.pick([35, 40, 45, 50]);
  const labour = r2(hours * rate);
  const s = sums(items);
  const total = r2(s.all + labour);

  const p = new PageBuilder();
  p.text(60, shop, { size: 15, bold: true });
  p.down(13);
  p.text(60, `We come to you · Servicing · Repairs · Diagnostics · 07${rng.int(700, 999)} ${rng.int(100000, 999999)}`, { size: 8.5 });
  p.down(36);
  p.text(60, 'INVOICE', { size: 18, bold: true });
  p.text(535, `Invoice # ${rng.int(100, 999)}`, { align: 'right' });
  p.down(14);
  p.text(535, `Date: ${fd(date, 'uk')}`, { align: 'right' });
  p.down(14);
  p.text(60, `Bill to: ${rng.pick(CUST)}`);
  p.down(14);
  p.text(60, `Vehicle: ${rng.pick(UK_CARS)}   Odometer: ${kmText(miles, 'en')} miles`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 535, align: 'right' }];
  p.box(55, p.y - 11, 485, 15, true);
  row(p, cols, ['Description', 'Amount'], { bold: true });
  p.down(18);
  for (const it of items) {
    row(p, cols, [it.text, it.price !== undefined ? `£${num(it.price, 'en')}` : ''], { size: 9.5 });
    p.down(14);
  }
  row(p, cols, [`Labour ${hours} hrs @ £${rate}/hr`, `£${num(labour, 'en')}`], { size: 9.5 });
  p.down(10);
  hline(p, 380, 160);
  p.down(14);
  row(p, [{ x: 380 }, { x: 535, align: 'right' }], ['Total due', `£${num(total, 'en')}`], { bold: true, size: 10.5 });
  p.down(30);
  p.text(60, 'Not VAT registered. Payment by bank transfer or cash on completion. Thank you!', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 3 — a British marque specialist: numbered lines, every one priced, total labour and total parts apart. */
export function ukMarqueSpecialist(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const y = yearOf(date);
  const marque = rng.pick(['MG', 'Triumph', 'Jaguar', 'Austin-Healey']);
  const shop = rng.pick([`${rng.pick(['Abingdon', 'Canley', 'Browns Lane', 'Longbridge'])} ${marque} Specialists Ltd`, `${rng.pick(SURN)} ${marque} Services`]);
  const miles = rng.int(30, 150) * 1000 + rng.int(0, 999);
  const items = ukList(rng, { nJobs: [3, 6], nParts: [3, 6] });
  for (const it of items) it.price = priceOf(rng, it, 1.1);
  const s = sums(items);
  const labour = s.jobs;
  const parts = r2(s.parts + s.fees);
  const net = r2(labour + parts);
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 15, bold: true });
  p.down(13);
  p.text(60, `Servicing · Restoration · Parts for ${marque} cars since ${rng.int(1968, 1985)}`, { size: 9 });
  p.down(11);
  p.text(60, `Unit ${rng.int(1, 14)}, ${rng.pick(['Station Yard', 'Mill Lane Estate', 'Old Airfield'])}, ${rng.pick(UK_TOWNS)}`, { size: 9 });
  p.down(40);
  p.text(60, rng.pick(CUST));
  p.text(535, `Invoice ${rng.pick(['SI', 'INV'])}${rng.int(10000, 99999)}`, { align: 'right' });
  p.down(14);
  p.text(535, `Tax point: ${fd(date, 'uk')}`, { align: 'right' });
  p.down(22);
  p.text(60, `${rng.pick(UK_CARS)}  ·  ${ukReg(rng, rng.int(1967, 1983))}  ·  ${kmText(miles, 'en')} miles`, { size: 9.5, bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 85 }, { x: 535, align: 'right' }];
  row(p, cols, ['No.', 'Work carried out and parts supplied', '£'], { bold: true });
  p.down(5);
  hline(p, 60, 475);
  p.down(14);
  items.forEach((it, i) => {
    row(p, cols, [String(i + 1), it.text, num(it.price!, 'en')], { size: 9.5 });
    p.down(14);
  });
  p.down(4);
  hline(p, 330, 205);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Total labour', labour, false],
    ['Total parts', parts, false],
    ['Net', net, false],
    [`VAT ${vat}%`, tax, false],
    ['Invoice total', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(340, k, { size: 9.5, bold: b });
    p.text(535, num(v, 'en'), { size: 9.5, bold: b, align: 'right' });
    p.down(13.5);
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 4 — an Irish garage: punts before the euro, every line priced, VAT on the whole. */
export function irishGarage(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const y = yearOf(date);
  const last = rng.pick(['Fitzgerald', 'Brennan', 'Quinlan', "O'Dwyer", 'Kavanagh', 'Moloney']);
  const shop = rng.pick([`${last}'s Garage`, `${last} Motors`, `${last} & Sons Motor Works`]);
  const town = rng.pick(['Ballinasloe, Co. Galway', 'Thurles, Co. Tipperary', 'Skibbereen, Co. Cork', 'Carrick-on-Shannon, Co. Leitrim', 'Bantry, Co. Cork']);
  const km = y >= 2005;
  const odo = rng.int(40, 240) * 1000 + rng.int(0, 999);
  const items = ukList(rng, { sep: ': ' });
  for (const it of items) it.price = priceOf(rng, it, y < 2002 ? 0.8 : 1);
  const s = sums(items);
  const net = s.all;
  const vat = vatIE(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const c = y < 2002 ? 'IR£' : '€';

  const p = new PageBuilder();
  p.text(60, shop, { size: 15, bold: true, serif: true });
  p.down(13);
  p.text(60, `Main Street, ${town}   ·   Repairs to all makes   ·   Tel. 0${rng.int(21, 99)} ${rng.int(10000, 99999)}`, { size: 8.5, serif: true });
  p.down(40);
  p.text(60, `To: ${rng.pick(CUST)}`, { serif: true });
  p.text(535, fd(date, rng.pick(['uk', 'uklong'] as const)), { serif: true, align: 'right' });
  p.down(14);
  p.text(60, `Reg. ${rng.int(75, 99)}-${rng.pick(['G', 'C', 'T', 'LM'])}-${rng.int(100, 9999)}   ${km ? 'Km' : 'Miles'}: ${kmText(odo, 'en')}`, {
    serif: true,
    size: 9.5,
  });
  p.down(22);
  p.text(60, 'INVOICE', { serif: true, bold: true, size: 12 });
  p.text(535, c, { serif: true, bold: true, align: 'right' });
  p.down(16);
  for (const it of items) {
    p.text(60, it.text, { serif: true });
    p.text(535, num(it.price!, 'en'), { serif: true, align: 'right' });
    p.down(14);
  }
  p.down(4);
  hline(p, 380, 155);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Sub-total', net, false],
    [`VAT @ ${vat}%`, tax, false],
    [`Total ${c}`, total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(380, k, { serif: true, bold: b });
    p.text(535, num(v, 'en'), { serif: true, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(24);
  p.text(60, `VAT No. IE ${rng.int(1000000, 9999999)}${rng.pick(['A', 'B', 'H', 'W'])}`, { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: odo,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 5 — an American service station's typed repair order: parts priced, labor a lump, tax on parts only. */
export function usServiceStation(rng: Random): Generated {
  const date = rng.date(1965, 1992);
  const y = yearOf(date);
  const brand = rng.pick(['Texaco', 'Sinclair', 'Gulf', 'Mobil', 'Phillips 66', 'Standard']);
  const first = rng.pick(FIRST);
  const shop = `${first}'s ${brand} Service`;
  const miles = rng.int(20, 140) * 1000 + rng.int(0, 999);
  const items = usList(rng, { nJobParts: [0, 0], sundries: undefined });
  const sc = y < 1978 ? 0.25 : 0.5;
  for (const it of items) if (!it.work) it.price = priceOf(rng, it, sc);
  const labour = r2(rng.int(4, 30) * (y < 1978 ? 1.5 : 4));
  const s = sums(items);
  const parts = s.all;
  const rate = rng.pick([3, 4, 5, 6]);
  const tax = r2((parts * rate) / 100);
  const total = r2(parts + labour + tax);

  const p = new PageBuilder();
  p.text(60, shop.toUpperCase(), { size: 14, bold: true });
  p.down(13);
  p.text(60, `Route ${rng.int(1, 99)} & ${rng.pick(['Main St.', 'Elm St.', 'Oak Ave.'])}, ${rng.pick(US_TOWNS)}`, { size: 9 });
  p.down(30);
  p.text(60, 'REPAIR ORDER', { size: 12, bold: true, serif: true });
  p.text(535, `No. ${rng.int(10000, 99999)}`, { serif: true, align: 'right' });
  p.down(16);
  const kv: [string, string][] = [
    ['Name', rng.pick(CUST_US)],
    ['Date', fd(date, rng.pick(['us', 'usshort'] as const))],
    ['Make', rng.pick(US_CARS)],
    ['Mileage', kmText(miles, 'plain')],
  ];
  for (const [k, v] of kv) {
    p.text(60, `${k}:`, { serif: true, size: 9.5 });
    p.text(130, v, { serif: true, size: 9.5 });
    p.down(13);
  }
  p.down(8);
  hline(p, 60, 475);
  p.down(16);
  for (const it of items) {
    p.text(60, it.text, { serif: true });
    if (it.price !== undefined) p.text(535, num(it.price, 'en'), { serif: true, align: 'right' });
    p.down(14);
  }
  p.down(10);
  hline(p, 360, 175);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Total Parts', parts, false],
    ['Labor', labour, false],
    [`Sales Tax ${rate}% (parts)`, tax, false],
    ['TOTAL', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(360, k, { serif: true, bold: b });
    p.text(535, num(v, 'en'), { serif: true, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(24);
  p.text(60, 'I hereby authorize the above repair work to be done. Customer signature ______________', { serif: true, size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 6 — a hand-written shop ticket: the list as written, a few prices, labor and parts as two lumps. */
export function usHandTicket(rng: Random): Generated {
  const date = rng.date(1968, 1999);
  const y = yearOf(date);
  const last = rng.pick(SURN);
  const shop = rng.pick([`${last} Auto Repair`, `${rng.pick(FIRST)}'s Garage`, `${last} Motor Service`]);
  const withMiles = rng.chance(0.65);
  const miles = rng.int(30, 190) * 1000 + rng.int(0, 9) * 100;
  const items = usList(rng, { nJobs: [2, 4], nParts: [1, 4], fees: undefined, sundries: undefined, sep: ' - ' });
  const sc = y < 1980 ? 0.3 : 0.6;
  const labour = r2(rng.int(4, 30) * 5 * sc);
  const parts = r2(rng.int(12, 120) * sc + rng.pick([0, 0.25, 0.5, 0.75]));
  const total = r2(labour + parts);

  const p = new PageBuilder();
  p.box(56, 40, 250, 50);
  p.text(66, shop, { size: 12, bold: true, y: 58 });
  p.text(66, rng.pick(US_TOWNS), { size: 9, y: 72 });
  p.text(66, `Phone ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { size: 9, y: 84 });
  p.y = 130;
  hand(p, rng, 60, rng.pick(CUST_US), 13);
  hand(p, rng, 420, fd(date, 'usshort'), 13);
  p.down(24);
  hand(p, rng, 60, `${rng.pick(US_CARS)}${withMiles ? `   ${kmText(miles, 'en')} mi` : ''}`, 12);
  p.down(30);
  for (const it of items) {
    hand(p, rng, 70, it.text, 12);
    p.down(22);
  }
  p.down(12);
  hand(p, rng, 320, 'Labor', 12);
  hand(p, rng, 500, `$${num(labour, 'en')}`, 12, 'right');
  p.down(20);
  hand(p, rng, 320, 'Parts', 12);
  hand(p, rng, 500, `$${num(parts, 'en')}`, 12, 'right');
  p.down(8);
  p.box(318 + wob(rng), p.y, 190, 0.01);
  p.down(18);
  hand(p, rng, 320, 'Total', 13);
  hand(p, rng, 500, `$${num(total, 'en')}`, 13, 'right');
  p.down(34);
  hand(p, rng, 330, 'Paid - thanks', 11);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    ...(withMiles ? { serviceMileage: miles } : {}),
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 7 — a Canadian garage: every line priced, sales tax or GST by the year, kilometres after metrication. */
export function canadianGarage(rng: Random): Generated {
  const date = rng.date(1975, 2026);
  const y = yearOf(date);
  const last = rng.pick(['Dufresne', 'MacLeod', 'Tremblay', 'Sinclair', 'Boychuk', 'Fraser']);
  const shop = rng.pick([`${last} Auto Repair`, `${last}'s Garage Ltd.`, `${last} Motors & Towing`]);
  const town = rng.pick(['Moncton, NB', 'Brandon, MB', 'Truro, NS', 'Kamloops, BC', 'Red Deer, AB', 'Peterborough, ON']);
  const km = y >= 1978;
  const odo = rng.int(40, 260) * 1000 + rng.int(0, 999);
  const items = usList(rng, { sep: ' — ' });
  for (const it of items) it.price = priceOf(rng, it, y < 1990 ? 0.6 : 1);
  const s = sums(items);
  const net = s.all;
  const [tname, rate] = y < 1991 ? ['Prov. Sales Tax', 7] : y < 2006 ? ['GST', 7] : y < 2008 ? ['GST', 6] : ['GST', 5];
  const tax = r2((net * (rate as number)) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 15, bold: true });
  p.down(13);
  p.text(60, `${rng.int(10, 999)} ${rng.pick(['Main St.', 'King St. E.', 'Highway 2', 'Railway Ave.'])}, ${town}`, { size: 9 });
  p.down(11);
  if (y >= 1991) {
    p.text(60, `GST Reg. ${rng.int(100000000, 999999999)} RT0001`, { size: 8 });
    p.down(11);
  }
  p.down(30);
  p.text(60, 'INVOICE', { size: 14, bold: true });
  p.text(535, `Date: ${fd(date, rng.pick(['iso', 'uslong', 'uk'] as const))}`, { align: 'right' });
  p.down(16);
  p.text(60, `Customer: ${rng.pick(CUST_US)}   Unit: ${rng.pick(US_CARS)}   ${km ? 'KM' : 'Miles'}: ${kmText(odo, 'en')}`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 535, align: 'right' }];
  p.box(55, p.y - 11, 485, 15, true);
  row(p, cols, ['Work done / parts', 'Amount'], { bold: true });
  p.down(18);
  for (const it of items) {
    row(p, cols, [it.text, num(it.price!, 'en')], { size: 9.5 });
    p.down(14);
  }
  p.down(4);
  hline(p, 380, 160);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Subtotal', net, false],
    [`${tname} ${rate}%`, tax, false],
    ['Total', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(380, k, { bold: b });
    p.text(535, `$${num(v, 'en')}`, { bold: b, align: 'right' });
    p.down(14);
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: odo,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 8 — an American mobile mechanic's emailed invoice: "Labor 2.5 hrs @ $95.00/hr", tax on parts. */
export function usMobileMechanic(rng: Random): Generated {
  const date = rng.date(2012, 2026);
  const shop = rng.pick([
    'Wrench Ready Mobile Auto Repair',
    `${rng.pick(FIRST)}'s Mobile Mechanic LLC`,
    'Driveway Doc Auto Service',
    `${rng.pick(SURN)} Mobile Auto Care`,
  ]);
  const miles = rng.int(60, 240) * 1000 + rng.int(0, 999);
  const items = usList(rng, { nJobs: [1, 4], sep: ' – ' });
  for (const it of items) if (!it.work || it.part) it.price = priceOf(rng, it, 1);
  const hours = rng.int(2, 9) / 2;
  const rate = rng.pick([85, 95, 110, 120]);
  const labour = r2(hours * rate);
  const s = sums(items);
  const taxable = s.all;
  const trate = rng.pick([6, 6.25, 7, 8.25]);
  const tax = r2((taxable * trate) / 100);
  const total = r2(taxable + labour + tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 14, bold: true });
  p.down(13);
  p.text(60, `We fix it in your driveway · ${rng.pick(US_TOWNS)} · (${rng.int(200, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { size: 8.5 });
  p.down(34);
  p.text(60, `Invoice #${rng.int(1000, 9999)}`, { size: 13, bold: true });
  p.down(16);
  p.text(60, `Service date: ${fd(date, rng.pick(['us', 'uslong'] as const))}`, { size: 9.5 });
  p.down(13);
  p.text(60, `Customer: ${rng.pick(CUST_US)}`, { size: 9.5 });
  p.down(13);
  p.text(60, `Vehicle: ${rng.int(1962, 1988)} ${rng.pick(US_CARS)}, odometer ${kmText(miles, 'en')}`, { size: 9.5 });
  p.down(22);
  for (const it of items) {
    p.text(60, it.text, { size: 10 });
    if (it.price !== undefined) p.text(535, `$${num(it.price, 'en')}`, { size: 10, align: 'right' });
    p.down(14.5);
  }
  p.text(60, `Labor ${hours} hrs @ $${num(rate, 'en')}/hr`, { size: 10 });
  p.text(535, `$${num(labour, 'en')}`, { size: 10, align: 'right' });
  p.down(10);
  hline(p, 360, 180);
  p.down(14);
  const foot: [string, number, boolean][] = [
    [`Sales tax ${trate}% on parts`, tax, false],
    ['Amount due', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(360, k, { size: 10, bold: b });
    p.text(535, `$${num(v, 'en')}`, { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(20);
  p.text(60, 'Paid via card on completion. 12-month / 12,000-mile warranty on parts and labor.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 9 — an American air-cooled specialist: numbered lines all priced, labor and parts totals, tax on parts. */
export function usAirCooled(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const shop = rng.pick(['Air-Cooled Werks', 'Flat Four Motorwerks Inc.', `${rng.pick(SURN)} Porsche & VW Service`, 'Boxer Engine Specialists']);
  const car = rng.pick(['1967 VW Beetle', '1972 VW Bus', '1973 Porsche 911T', '1959 Porsche 356A', '1970 Karmann Ghia', '1976 Porsche 912E']);
  const miles = rng.int(20, 190) * 1000 + rng.int(0, 999);
  const items = usList(rng, { nJobs: [3, 6], nParts: [3, 6] });
  for (const it of items) it.price = priceOf(rng, it, 1.4);
  const s = sums(items);
  const labour = s.jobs;
  const parts = r2(s.parts + s.fees);
  const trate = rng.pick([6, 7.25, 8.5, 9.5]);
  const tax = r2((parts * trate) / 100);
  const total = r2(labour + parts + tax);

  const p = new PageBuilder();
  p.text(297, shop, { size: 16, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `${rng.int(100, 9999)} Industrial Way, ${rng.pick(US_TOWNS)}`, { size: 9, align: 'center' });
  p.down(34);
  p.text(60, `INVOICE ${rng.int(20000, 99999)}`, { bold: true, size: 12 });
  p.text(535, fd(date, 'us'), { align: 'right' });
  p.down(16);
  p.text(60, `${rng.pick(CUST_US)}  ·  ${car}  ·  Mileage in: ${kmText(miles, 'en')}`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 85 }, { x: 535, align: 'right' }];
  row(p, cols, ['#', 'Description', 'Amount'], { bold: true });
  p.down(5);
  hline(p, 60, 475);
  p.down(14);
  items.forEach((it, i) => {
    row(p, cols, [String(i + 1), it.text, num(it.price!, 'en')], { size: 9.5 });
    p.down(14);
  });
  p.down(4);
  hline(p, 340, 195);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Labor total', labour, false],
    ['Parts total', parts, false],
    [`Tax on parts ${trate}%`, tax, false],
    ['TOTAL DUE', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(350, k, { size: 9.5, bold: b });
    p.text(535, `$${num(v, 'en')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(13.5);
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 10 — a British word-processed bill priced as one: the list unpriced, "parts and labour as above" and VAT. */
export function ukPricedAsOne(rng: Random): Generated {
  const date = rng.date(1992, 2010);
  const y = yearOf(date);
  const shop = rng.pick([`${rng.pick(['Ridgeway', 'Fosse Way', 'Watling', 'Downland'])} Motors`, `${rng.pick(SURN)} Autos (Independent)`]);
  const miles = rng.int(40, 200) * 1000 + rng.int(0, 999);
  const items = ukList(rng, { nJobs: [3, 6], nParts: [2, 5], nJobParts: [0, 2], fees: undefined, sundries: undefined, sep: ': ' });
  const net = r2(rng.int(60, 900) + rng.pick([0, 0.5, 0.95]));
  const vat = vatUK(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(535, shop, { size: 15, bold: true, align: 'right' });
  p.down(13);
  p.text(535, `${rng.pick(UK_TOWNS)} · MOT testing · Servicing · Repairs`, { size: 8.5, align: 'right' });
  p.down(40);
  p.text(60, rng.pick(CUST));
  p.down(30);
  p.text(60, `Invoice`, { size: 14, bold: true });
  p.text(535, `Date ${fd(date, 'uklong')}`, { align: 'right' });
  p.down(16);
  p.text(60, `Re: ${rng.pick(UK_CARS)}, ${ukReg(rng, rng.int(1968, 1982))}, recorded mileage ${kmText(miles, 'en')}`, { size: 9.5 });
  p.down(22);
  p.text(60, 'To the following:', { size: 10 });
  p.down(16);
  for (const it of items) {
    p.text(75, it.text, { size: 10 });
    p.down(14);
  }
  p.down(12);
  p.text(60, 'To parts and labour as above', { size: 10 });
  p.text(535, `£${num(net, 'en')}`, { size: 10, align: 'right' });
  p.down(14);
  p.text(60, `VAT @ ${vat}%`, { size: 10 });
  p.text(535, `£${num(tax, 'en')}`, { size: 10, align: 'right' });
  p.down(8);
  hline(p, 420, 120);
  p.down(14);
  p.text(60, 'Total', { size: 10.5, bold: true });
  p.text(535, `£${num(total, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(60, 'Old parts available for inspection for 7 days. E&OE.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    ...truthLists(items),
  });
}
