/**
 * English service paper of British classics in Britain and Ireland, 1974–2026: the village garage's pre-printed
 * carbon book, the town garage's software invoice with the MOT fee outside VAT, a dot-matrix bill with labour and parts
 * in one list, the Irish garage with two VAT rates and its punt-era cousin below the VAT threshold, the marque
 * specialist's job sheet, the auto electrician's supply-and-fit bill, the fast-fit centre's two-column invoice, the
 * body shop's repair account and the mobile mechanic's home-made invoice.
 */
import { PageBuilder } from '../page';
import { type Col, addDays, doc, fd, hline, para, r2, row, sum, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  type Line,
  IE_PLACES,
  UK_PLACES,
  car,
  iePlate,
  ieStreet,
  line,
  m,
  miles,
  person,
  price,
  salute,
  someInOrder,
  sumLine,
  ukPlate,
  ukPostcode,
  ukStreet,
} from './kit';

const JOBS_EN = [
  'Carry out 6,000 mile service',
  'Change engine oil and filter',
  'Adjust tappets',
  'Set ignition timing and dwell',
  'Balance and tune SU carburettors',
  'Grease all points',
  'Check and adjust brakes',
  'Replace front brake pads',
  'Overhaul rear wheel cylinders',
  'Bleed brake system',
  'Replace water pump',
  'Flush cooling system and refill with antifreeze',
  'Renew fan belt',
  'Fit new king pins and bushes',
  'Renew front wheel bearings',
  'Replace clutch slave cylinder',
  'Investigate misfire under load',
  'Renew rocker cover gasket',
  'Adjust handbrake',
  'Replace front lever arm dampers',
];
const PARTS_EN = [
  'Oil filter',
  'Engine oil 20W50',
  'Spark plugs',
  'Contact breaker points',
  'Rotor arm',
  'Distributor cap',
  'Air filter elements',
  'Front brake pads',
  'Fan belt',
  'Water pump',
  'Top hose',
  'Thermostat',
  'Rocker cover gasket',
  'Brake fluid DOT 4',
  'Rear wheel cylinder',
  'King pin set',
  'Wheel bearing kit',
  'Clutch slave cylinder',
  'Antifreeze',
  'Wiper blades',
];

/** Jobs and the parts a classic's visit needs: labour lines by hours at a rate, parts at prices. */
function visit(rng: Random, rate: number, scale: number, nJobs: [number, number], nParts: [number, number]) {
  const jobs = someInOrder(rng, JOBS_EN, nJobs[0], nJobs[1]).map((j) => line(j, 'labour', rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3]), rate));
  const parts = someInOrder(rng, PARTS_EN, nParts[0], nParts[1]).map((pn) => line(pn, 'part', rng.pick([1, 1, 1, 2]), price(rng, 2 * scale, 38 * scale)));
  return { jobs, parts };
}

/** MOT test fee of the year (the statutory maximum most garages charged). */
function motFee(year: number): number {
  if (year < 1986) return 9.7;
  if (year < 1992) return 17.5;
  if (year < 2000) return 30.6;
  if (year < 2006) return 41.65;
  if (year < 2010) return 53.1;
  return 54.85;
}

/** 1. A village garage's pre-printed carbon invoice book, 1974–1988: particulars in one column, labour and parts summed below. */
export function villageCarbonBook(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1974, 1988);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { maxYear: y - 2 });
  const [town, county] = rng.pick(UK_PLACES);
  const owner = rng.pick(['W. H. Pearce & Son', 'R. Ashby & Sons', 'Holloway Bros.', 'J. Fenwick & Son', 'Marsh Garage']);
  const shop = `${owner}`;
  p.text(297, shop.toUpperCase(), { size: 17, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, 'MOTOR ENGINEERS · AGRICULTURAL REPAIRS · PETROL & OILS', { size: 8, align: 'center' });
  p.down(12).text(297, `${ukStreet(rng)}, ${town}, ${county}   Tel. ${town} ${rng.int(2000, 6999)}`, { size: 8.5, align: 'center' });
  p.down(10).text(297, `VAT Reg. No. ${rng.int(100, 399)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8, align: 'center' });
  p.down(22);
  p.box(50, p.y - 10, 240, 62);
  p.text(56, 'To:', { size: 8.5, bold: true });
  const cust = person(rng, 'uk');
  p.text(76, `${salute(cust, 'en')} ${cust}`, { size: 10, serif: true });
  p.down(13).text(76, ukStreet(rng), { size: 10, serif: true });
  p.down(13).text(76, `${rng.pick(['Clun', 'Ludlow', 'Craven Arms', 'Ledbury', 'Stow', 'Kington'])}`, { size: 10, serif: true });
  const no = rng.int(1200, 9800);
  p.y -= 26;
  p.text(330, 'INVOICE', { size: 13, bold: true, serif: true });
  p.text(545, `No. ${no}`, { size: 11, align: 'right', serif: true });
  p.down(16).text(330, `Date  ${fd(date, rng.pick(['uk', 'ukdot', 'uklong'] as const))}`, { size: 10, serif: true });
  p.down(14).text(330, `Reg. No.  ${ukPlate(rng, c.year)}`, { size: 10, serif: true });
  const mi = miles(rng);
  p.down(14).text(330, `Make  ${c.make} ${c.model}    Mileage ${mi}`, { size: 9.5, serif: true });
  p.down(30);
  const { jobs, parts } = visit(rng, r2(rng.pick([3.5, 4.2, 5, 6.5, 7.8, 9]) * (y < 1980 ? 1 : 1.6)), y < 1980 ? 0.3 : 0.6, [2, 5], [2, 6]);
  p.box(50, p.y - 12, 495, 18, true);
  p.text(56, 'PARTICULARS', { size: 8.5, bold: true });
  p.text(480, '£', { size: 8.5, bold: true, align: 'right' });
  p.text(530, 'p', { size: 8.5, bold: true, align: 'right' });
  p.down(20);
  const top = p.y - 14;
  for (const j of jobs) {
    p.text(58, j.desc, { size: 10, serif: true });
    p.down(15);
  }
  p.down(4);
  for (const pt of parts) {
    p.text(58, pt.qty > 1 ? `${pt.qty} ${pt.desc}` : pt.desc, { size: 10, serif: true });
    const [pounds, pence] = pt.amount.toFixed(2).split('.');
    p.text(480, pounds, { size: 10, serif: true, align: 'right' });
    p.text(530, pence, { size: 10, serif: true, align: 'right' });
    p.down(15);
  }
  const labour = sum(jobs.map((j) => j.amount));
  const partsSum = sum(parts.map((x) => x.amount));
  const rate = vatUK(y);
  const net = r2(labour + partsSum);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.down(6);
  const put = (label: string, v: number, bold = false) => {
    p.text(300, label, { size: 10, serif: true, bold });
    const [pounds, pence] = v.toFixed(2).split('.');
    p.text(480, pounds, { size: 10, serif: true, align: 'right', bold });
    p.text(530, pence, { size: 10, serif: true, align: 'right', bold });
    p.down(16);
  };
  put('Parts as above', partsSum);
  put('Labour', labour);
  put(`V.A.T. @ ${rate}%`, vat);
  put('TOTAL £', total, true);
  p.box(50, top, 495, p.y - top);
  p.box(490, top, 0.01, p.y - top);
  p.down(16);
  if (rng.chance(0.6)) p.text(60, rng.pick(['Paid with thanks', 'PAID — cash', 'Settled by cheque']), { size: 11, serif: true, bold: true });
  p.down(18).text(60, 'Terms: strictly nett cash on completion. Cars are driven by our staff at owners’ risk.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 2. A town garage's software invoice, 2011–2026: labour and parts sections, the MOT fee outside the scope of VAT. */
export function townGarageSoftware(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2011, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng);
  const [town, county, pc] = rng.pick(UK_PLACES);
  const shop =
    `${rng.pick(['Abbey', 'Riverside', 'Northgate', 'Castle', 'Priory', 'Westfield'])} ${rng.pick(['Motors', 'Garage', 'Autos', 'Motor Services'])} ${rng.pick(['Ltd', 'Limited', ''])}`.trim();
  p.text(50, shop, { size: 18, bold: true });
  p.down(14).text(
    50,
    `Unit ${rng.int(1, 12)}, ${rng.pick(['Brook', 'Station', 'Kiln', 'Tannery'])} Industrial Estate, ${town}, ${county} ${ukPostcode(rng, pc)}`,
    { size: 8.5 },
  );
  p.down(11).text(
    50,
    `T: 01${rng.int(200, 999)} ${rng.int(100000, 999999)}   E: workshop@${shop.split(' ')[0].toLowerCase()}${rng.pick(['motors', 'garage'])}.co.uk   VAT No: GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { size: 8.5 },
  );
  p.text(545, 'INVOICE', { size: 20, bold: true, align: 'right', y: 60 });
  p.down(26);
  const inv = `INV-${rng.int(10000, 89999)}`;
  p.box(50, p.y - 11, 250, 70);
  p.text(56, 'Invoice To:', { size: 8, bold: true });
  p.down(13);
  const cust = person(rng, 'uk');
  for (const l of [cust, ukStreet(rng), `${rng.pick(['Little Haddon', 'Upper Slaughter', 'Nether Wallop', 'Long Compton'])}`, ukPostcode(rng, pc)]) {
    p.text(56, l, { size: 9.5 });
    p.down(12);
  }
  p.y -= 61;
  const mi = miles(rng);
  const meta: [string, string][] = [
    ['Invoice No', inv],
    ['Invoice Date', fd(date, 'uk')],
    ['Date In', fd(addDays(date, -rng.int(0, 3)), 'uk')],
    ['Account', `${cust.split(' ')[1].slice(0, 4).toUpperCase()}${rng.int(10, 99)}`],
  ];
  for (const [k, v] of meta) {
    p.text(330, k, { size: 8.5, bold: true });
    p.text(545, v, { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(22);
  p.box(50, p.y - 11, 495, 30, true);
  const vc: Col[] = [{ x: 56 }, { x: 140 }, { x: 330 }, { x: 470 }];
  row(p, vc, ['Registration', 'Make / Model', 'VIN / Chassis', 'Mileage'], { size: 7.5, bold: true });
  p.down(12);
  row(p, vc, [ukPlate(rng, c.year), `${c.make.toUpperCase()} ${c.model.toUpperCase()}`, c.chassis, String(mi)], { size: 9 });
  p.down(28);
  const rate = r2(rng.pick([48, 55, 62, 68, 75, 84]));
  const { jobs, parts } = visit(rng, rate, 1.6, [2, 5], [2, 6]);
  const cols: Col[] = [{ x: 56 }, { x: 110 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 540, align: 'right' }];
  const section = (title: string, ls: Line[], qtyLabel: string) => {
    p.text(56, title, { size: 9.5, bold: true });
    p.down(3);
    hline(p, 50, 495);
    p.down(11);
    row(p, cols, ['Code', 'Description', qtyLabel, 'Unit', 'Net'], { size: 7.5, bold: true });
    p.down(13);
    for (const l of ls) {
      row(p, cols, [l.code ?? '', l.desc, l.qty.toFixed(2), l.unit.toFixed(2), l.amount.toFixed(2)], { size: 9 });
      p.down(13);
    }
    const s = sum(ls.map((l) => l.amount));
    hline(p, 400, 145, p.y - 9);
    p.text(470, `${title} Total`, { size: 8.5, bold: true, align: 'right' });
    p.text(540, s.toFixed(2), { size: 9, bold: true, align: 'right' });
    p.down(22);
    return s;
  };
  jobs.forEach((j) => (j.code = rng.pick(['LAB', 'L1', 'SRV', 'LAB'])));
  parts.forEach((x) => (x.code = `${rng.pick(['GFE', 'GUG', 'BHM', 'NGK', 'CAM', 'GPW'])}${rng.int(100, 9999)}`));
  const labour = section('Labour', jobs, 'Hrs');
  const partsSum = section('Parts', parts, 'Qty');
  const mot = rng.chance(0.7) ? motFee(y) : 0;
  if (mot) {
    p.text(56, 'Non-VAT items', { size: 9.5, bold: true });
    p.down(14);
    p.text(110, 'MOT Test Fee (outside the scope of VAT)', { size: 9 });
    p.text(540, mot.toFixed(2), { size: 9, align: 'right' });
    p.down(20);
  }
  const net = r2(labour + partsSum);
  const vat = r2(net * 0.2);
  const total = r2(net + vat + mot);
  const sx = 350;
  const boxTop = p.y - 12;
  sumLine(p, sx, 540, 'Net Total', m(net, 'en', '£'));
  sumLine(p, sx, 540, `VAT @ ${vatUK(y)}%`, m(vat, 'en', '£'));
  if (mot) sumLine(p, sx, 540, 'MOT (no VAT)', m(mot, 'en', '£'));
  p.down(2);
  sumLine(p, sx, 540, 'Invoice Total', m(total, 'en', '£'), { bold: true, size: 10.5 });
  sumLine(p, sx, 540, 'Balance Due', m(rng.chance(0.5) ? 0 : total, 'en', '£'), { size: 9 });
  p.box(sx - 6, boxTop, 201, p.y - boxTop - 8);
  p.down(14);
  para(
    p,
    50,
    `Payment by BACS to sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}. Old parts available for inspection for 7 days. Labour rate £${rate.toFixed(2)} per hour + VAT.`,
    110,
    { size: 7.5, step: 10 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 3. A 1990s dot-matrix bill: labour and parts mixed in one list with one amount column; only net, VAT and total. */
export function dotMatrixMixed(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1989, 2003);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { maxYear: y - 5 });
  const [town, county, pc] = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Greenfields', 'Hillcrest', 'Bridge End', 'Four Lane Ends', 'Oakleigh'])} Garage`;
  const s = (x: number, t: string, o: { align?: 'right' | 'left' | 'center'; bold?: boolean } = {}) => p.text(x, t, { size: 9.5, serif: true, ...o });
  s(50, shop.toUpperCase(), { bold: true });
  p.down(12);
  s(50, `${ukStreet(rng).toUpperCase()}, ${town.toUpperCase()} ${ukPostcode(rng, pc)}`);
  p.down(12);
  s(50, `TEL ${rng.int(1200, 1999)} ${rng.int(100000, 999999)}     VAT REG ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`);
  p.down(24);
  s(50, `SALES INVOICE ${rng.int(20000, 70000)}`, { bold: true });
  s(545, `TAX POINT ${fd(date, 'ukdot')}`, { align: 'right' });
  p.down(12);
  s(50, '-'.repeat(96));
  p.down(14);
  const cust = person(rng, 'uk');
  s(50, `TO: ${cust.toUpperCase()}`);
  p.down(12);
  s(74, ukStreet(rng).toUpperCase());
  p.down(12);
  s(74, `${county.toUpperCase()}`);
  p.down(20);
  const mi = miles(rng);
  s(50, `REG ${ukPlate(rng, c.year)}   ${c.make.toUpperCase()} ${c.model.toUpperCase()}   MILES ${mi}`);
  p.down(12);
  s(50, '-'.repeat(96));
  p.down(14);
  const { jobs, parts } = visit(rng, rng.pick([18, 22.5, 26, 29.5, 32]), 0.9, [2, 4], [2, 6]);
  const all: Line[] = [];
  let pi = 0;
  for (const j of jobs) {
    all.push(j);
    const take = rng.int(0, 2);
    for (let k = 0; k < take && pi < parts.length; k++) all.push(parts[pi++]);
  }
  while (pi < parts.length) all.push(parts[pi++]);
  s(50, 'QTY');
  s(90, 'DESCRIPTION');
  s(470, 'EACH', { align: 'right' });
  s(545, 'NETT', { align: 'right' });
  p.down(14);
  for (const l of all) {
    s(50, l.kind === 'labour' ? `${l.qty.toFixed(1)}H` : String(l.qty));
    s(90, l.desc.toUpperCase());
    s(470, l.unit.toFixed(2), { align: 'right' });
    s(545, l.amount.toFixed(2), { align: 'right' });
    p.down(13);
  }
  const net = sum(all.map((l) => l.amount));
  const vat = r2((net * vatUK(y)) / 100);
  const total = r2(net + vat);
  p.down(6);
  s(50, '-'.repeat(96));
  p.down(14);
  s(380, 'GOODS NETT');
  s(545, net.toFixed(2), { align: 'right' });
  p.down(13);
  s(380, `VAT ${vatUK(y).toFixed(1)}%`);
  s(545, vat.toFixed(2), { align: 'right' });
  p.down(13);
  s(380, 'TOTAL DUE', { bold: true });
  s(545, total.toFixed(2), { align: 'right', bold: true });
  p.down(26);
  s(50, 'PAYMENT DUE ON COLLECTION. THANK YOU FOR YOUR CUSTOM.');
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    totalCost: total,
    workPerformed: all.filter((l) => l.kind === 'labour').map((l) => l.desc.toUpperCase()),
    partsUsed: all.filter((l) => l.kind === 'part').map((l) => l.desc.toUpperCase()),
  });
}

/** 4. An Irish garage, 2013–2026, in euro: labour at 13.5 % and parts at 23 %, an NCT fee paid on the owner's behalf. */
export function irishTwoRates(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2013, 2026);
  const c = car(rng);
  const [town, co] = rng.pick(IE_PLACES);
  const fam = rng.pick(['Kinsella', 'Moloney', 'Healy', 'Brennan', 'Costello']);
  const shop = `${fam} ${rng.pick(['Motors', 'Auto Services', 'Garage Ltd', '& Sons Motor Works'])}`;
  p.text(297, shop, { size: 19, bold: true, align: 'center' });
  p.down(15).text(297, `${ieStreet(rng)}, ${town}, ${co}  ·  Tel: 0${rng.int(21, 99)} ${rng.int(1000000, 9999999)}`, { size: 8.5, align: 'center' });
  p.down(11).text(297, `VAT No. IE ${rng.int(1000000, 9999999)}${rng.pick(['A', 'B', 'H', 'W'])}  ·  SIMI member`, { size: 8.5, align: 'center' });
  p.down(26);
  const cust = person(rng, 'ie');
  p.text(50, 'to:', { size: 9 });
  p.text(75, cust, { size: 10 });
  p.down(12).text(75, `${rng.pick(['Ballymore', 'Knockbeg', 'Rathcoole', 'Clonmore'])}, ${co}`, { size: 10 });
  p.y -= 12;
  p.text(360, `Invoice no.  ${rng.int(4000, 29000)}`, { size: 9.5 });
  p.down(12).text(360, `Date:  ${fd(date, rng.pick(['uk', 'uklong'] as const))}`, { size: 9.5 });
  const mi = miles(rng);
  const unit = rng.pick(['miles', 'km']);
  p.down(12).text(360, `Odometer:  ${mi} ${unit}`, { size: 9.5 });
  p.down(22);
  const plate = iePlate(rng, c.year, { import: rng.chance(0.5) });
  p.text(50, `Vehicle: ${c.year} ${c.make} ${c.model}   Reg: ${plate}`, { size: 9.5, bold: true });
  p.down(20);
  const rate = rng.pick([55, 60, 65, 70, 75]);
  const { jobs, parts } = visit(rng, rate, 1.5, [2, 5], [2, 5]);
  const cols: Col[] = [{ x: 56 }, { x: 430, align: 'right' }, { x: 540, align: 'right' }];
  p.box(50, p.y - 11, 495, 16, true);
  row(p, cols, ['Labour', 'Hours', '€'], { size: 8.5, bold: true });
  p.down(16);
  for (const j of jobs) {
    row(p, cols, [j.desc, j.qty.toFixed(1), m(j.amount, 'en')], { size: 9.5 });
    p.down(13);
  }
  const labour = sum(jobs.map((j) => j.amount));
  p.down(6);
  p.box(50, p.y - 11, 495, 16, true);
  row(p, cols, ['Parts', 'Qty', '€'], { size: 8.5, bold: true });
  p.down(16);
  for (const x of parts) {
    row(p, cols, [x.desc, String(x.qty), m(x.amount, 'en')], { size: 9.5 });
    p.down(13);
  }
  const partsSum = sum(parts.map((x) => x.amount));
  const nct = rng.chance(0.6) ? rng.pick([55, 28]) : 0;
  p.down(10);
  const vl = r2(labour * 0.135);
  const vp = r2(partsSum * 0.23);
  const total = r2(labour + partsSum + vl + vp + nct);
  const sx = 320;
  sumLine(p, sx, 540, 'Labour (ex VAT)', m(labour, 'en', '€ '));
  sumLine(p, sx, 540, 'Parts (ex VAT)', m(partsSum, 'en', '€ '));
  sumLine(p, sx, 540, 'VAT on labour @ 13.5%', m(vl, 'en', '€ '));
  sumLine(p, sx, 540, 'VAT on parts @ 23%', m(vp, 'en', '€ '));
  if (nct) sumLine(p, sx, 540, nct === 55 ? 'NCT fee paid on your behalf' : 'NCT re-test fee paid', m(nct, 'en', '€ '));
  hline(p, sx, 225, p.y - 9);
  p.down(2);
  sumLine(p, sx, 540, 'Total', m(total, 'en', '€ '), { bold: true, size: 11 });
  p.down(20);
  p.text(50, rng.pick(['Thank you for your business.', 'Go raibh maith agat.', 'Payment on collection please — card or cash.']), { size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 5. An Irish country garage below the VAT threshold, 1982–2001, in punts: one docket, labour and parts each one figure. */
export function irishPuntDocket(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1982, 2001);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { maxYear: y - 4 });
  const [town, co] = rng.pick(IE_PLACES);
  const fam = rng.pick(['P. J. Daly', 'M. Lynch', 'T. Nolan', 'J. J. Byrne', 'D. Healy']);
  const shop = `${fam} ${rng.pick(['Garage', 'Motor Repairs', '& Son, Garage'])}`;
  p.y = 70;
  p.text(297, shop, { size: 16, serif: true, bold: true, align: 'center' });
  p.down(14).text(297, `${rng.pick(['Crossroads', 'Bridge St.', 'Dublin Road', 'The Quay'])}, ${town}, ${co}`, { size: 9, serif: true, align: 'center' });
  p.down(11).text(297, `Phone ${town} ${rng.int(20, 99)}${rng.int(100, 999)}   ·   Repairs · Welding · Tyres`, { size: 8.5, serif: true, align: 'center' });
  p.down(28);
  p.text(80, `No. ${rng.int(100, 999)}`, { size: 10, serif: true });
  p.text(515, `Date ${fd(date, rng.pick(['ukdot', 'uk'] as const))}`, { size: 10, serif: true, align: 'right' });
  p.down(20);
  const cust = person(rng, 'ie');
  p.text(80, `To: ${cust}`, { size: 11, serif: true });
  p.down(16);
  const mi = miles(rng);
  p.text(80, `Car: ${c.make} ${c.model}   Reg. ${iePlate(rng, Math.max(c.year, y - 6))}   Mileage: ${mi}`, { size: 10, serif: true });
  p.down(24);
  hline(p, 70, 455);
  p.down(18);
  const { jobs, parts } = visit(rng, 1, 1, [2, 5], [2, 6]);
  for (const j of jobs) {
    p.text(90, j.desc, { size: 11, serif: true });
    p.down(16);
  }
  p.down(6);
  p.text(90, 'Parts:', { size: 10, serif: true, bold: true });
  p.down(15);
  p.text(90, parts.map((x) => x.desc).join(', '), { size: 10, serif: true });
  p.down(26);
  const labour = r2(rng.int(4, 24) * (y < 1990 ? 5 : 7.5));
  const partsSum = r2(rng.int(800, 12000) / 100);
  const total = r2(labour + partsSum);
  const rx = 500;
  sumLine(p, 300, rx, 'Labour', m(labour, 'en', 'IR£'), { serif: true, size: 11, step: 17 });
  sumLine(p, 300, rx, 'Parts', m(partsSum, 'en', 'IR£'), { serif: true, size: 11, step: 17 });
  hline(p, 300, 210, p.y - 11);
  sumLine(p, 300, rx, 'Total', m(total, 'en', 'IR£'), { serif: true, size: 12, bold: true, step: 17 });
  p.down(20);
  p.text(90, rng.pick(['Paid — thanks', 'Received with thanks', 'Paid cash']), { size: 12, serif: true, bold: true });
  p.box(60, 40, 475, p.y - 14);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 6. A marque specialist's job sheet invoice, 1998–2026: numbered jobs with narrative, parts with part numbers, consumables. */
export function marqueSpecialist(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng);
  const [town, county, pc] = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Coventry', 'Abingdon', 'Browns Lane', 'Canley', 'Longbridge'])} ${rng.pick(['Classics', 'Sports Cars', 'Heritage Engineering', 'Marque Services'])} Ltd`;
  p.text(50, shop, { size: 16, bold: true, serif: true });
  p.down(13).text(50, `Specialists in ${c.make} since ${rng.int(1972, 1995)}`, { size: 9, serif: true });
  p.down(11).text(
    50,
    `${ukStreet(rng)}, ${town}, ${county} ${ukPostcode(rng, pc)}  ·  Company No. ${rng.int(1000000, 9999999)}  ·  VAT ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { size: 8 },
  );
  p.down(26);
  const cust = person(rng, 'uk');
  p.text(50, 'Customer', { size: 8, bold: true });
  p.text(300, 'Vehicle', { size: 8, bold: true });
  p.down(12);
  const mi = miles(rng);
  const left = [cust, ukStreet(rng), `${rng.pick(['Cheltenham', 'Banbury', 'Stratford-upon-Avon', 'Warwick'])}`];
  const right = [`${c.make} ${c.model} (${c.year})`, `Reg ${ukPlate(rng, c.year)}  Chassis ${c.chassis}`, `Odometer ${mi.toLocaleString('en-GB')} miles`];
  for (let i = 0; i < 3; i++) {
    p.text(50, left[i], { size: 9.5 });
    p.text(300, right[i], { size: 9.5 });
    p.down(12);
  }
  p.down(8);
  p.text(50, `Invoice ${rng.int(10000, 99999)}   Date ${fd(date, 'uklong')}   Job No. J${rng.int(1000, 9999)}`, { size: 9.5, bold: true });
  p.down(20);
  const rate = rng.pick([45, 55, 65, 72, 85]);
  const { jobs, parts } = visit(rng, rate, 2, [2, 4], [3, 7]);
  const notes = [
    'Road tested, all OK.',
    'Old parts returned in boot.',
    'Advise attention to rear spring hangers at next visit.',
    'Checked for leaks after road test.',
    'Found worn, renewed as agreed by phone.',
  ];
  jobs.forEach((j, i) => {
    p.text(50, `${i + 1}.`, { size: 9.5, bold: true });
    p.text(66, j.desc, { size: 9.5, bold: true });
    p.text(470, `${j.qty.toFixed(2)} hrs`, { size: 9, align: 'right' });
    p.text(545, m(j.amount, 'en'), { size: 9.5, align: 'right' });
    p.down(12);
    if (rng.chance(0.5)) {
      p.text(66, rng.pick(notes), { size: 8.5 });
      p.down(12);
    }
    p.down(3);
  });
  p.down(6);
  p.text(50, 'Parts supplied', { size: 9.5, bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  for (const x of parts) {
    p.text(50, `${rng.pick(['GHF', 'AHH', 'BHM', 'C', 'GUG', 'JLM'])}${rng.int(100, 99999)}`, { size: 8.5 });
    p.text(130, x.desc, { size: 9.5 });
    p.text(400, `${x.qty} @ ${x.unit.toFixed(2)}`, { size: 8.5, align: 'right' });
    p.text(545, m(x.amount, 'en'), { size: 9.5, align: 'right' });
    p.down(12.5);
  }
  const labour = sum(jobs.map((j) => j.amount));
  const partsSum = sum(parts.map((x) => x.amount));
  const cons = r2(rng.pick([8.5, 12, 15, 18.5]));
  const net = r2(labour + partsSum + cons);
  const rateV = vatUK(y);
  const vat = r2((net * rateV) / 100);
  const total = r2(net + vat);
  p.down(12);
  const sx = 330;
  sumLine(p, sx, 545, 'Labour', m(labour, 'en', '£'));
  sumLine(p, sx, 545, 'Parts', m(partsSum, 'en', '£'));
  sumLine(p, sx, 545, 'Workshop consumables', m(cons, 'en', '£'));
  sumLine(p, sx, 545, 'Sub-total', m(net, 'en', '£'));
  sumLine(p, sx, 545, `VAT ${rateV}%`, m(vat, 'en', '£'));
  p.box(sx - 6, p.y - 12, 227, 18, true);
  sumLine(p, sx, 545, 'Total payable', m(total, 'en', '£'), { bold: true });
  p.down(14);
  para(p, 50, `Labour charged at £${rate}.00 per hour. All parts remain the property of ${shop} until paid for in full. E&OE.`, 110, { size: 7.5, step: 10 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 7. An auto electrician's bill, 1983–2010: supply-and-fit lines priced with their parts, no separate labour or parts sum. */
export function autoElectrician(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1983, 2010);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { maxYear: y - 8 });
  const [town, county, pc] = rng.pick(UK_PLACES);
  const who = person(rng, 'uk');
  const shop = `${who.split(' ')[1]} Auto Electrical`;
  p.text(545, shop, { size: 15, bold: true, align: 'right' });
  p.down(13).text(545, `${who.split(' ')[0][0]}. ${who.split(' ')[1]}, Auto Electrician`, { size: 9, align: 'right' });
  p.down(11).text(545, `${ukStreet(rng)}, ${town} ${ukPostcode(rng, pc)}`, { size: 9, align: 'right' });
  p.down(11).text(545, `Tel ${rng.int(1200, 1999)} ${rng.int(100000, 999999)}   VAT reg ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, {
    size: 8.5,
    align: 'right',
  });
  p.y = 60;
  p.text(50, 'INVOICE', { size: 22, bold: true });
  p.y = 130;
  const cust = person(rng, 'uk');
  p.text(50, 'To:', { size: 9, bold: true });
  p.text(75, cust, { size: 10 });
  p.down(12).text(75, ukStreet(rng), { size: 10 });
  p.down(12).text(75, county, { size: 10 });
  p.down(24);
  const mi = miles(rng);
  p.text(50, `Date: ${fd(date, 'uk')}    Vehicle: ${c.make} ${c.model}    Reg: ${ukPlate(rng, c.year)}    Mileage: ${mi}`, { size: 9 });
  p.down(20);
  const pool = [
    'Supply & fit Lucas 25D distributor',
    'Convert dynamo to alternator, supply & fit',
    'Supply & fit electronic ignition kit',
    'Trace and repair fault on rear lamp circuit',
    'Supply & fit new main loom',
    'Overhaul starter motor',
    'Supply & fit halogen headlamp units',
    'Repair overdrive solenoid wiring',
    'Supply & fit battery',
    'Check charging system',
    'Supply & fit wiper motor, exchange',
  ];
  const jobs = someInOrder(rng, pool, 2, 5).map((d) => line(d, 'labour', 1, price(rng, y < 1995 ? 12 : 25, y < 1995 ? 110 : 260)));
  p.box(50, p.y - 12, 495, 18, true);
  p.text(56, 'Description of work', { size: 9, bold: true });
  p.text(540, 'Amount', { size: 9, bold: true, align: 'right' });
  p.down(20);
  for (const j of jobs) {
    p.text(56, j.desc, { size: 10 });
    p.text(540, m(j.amount, 'en'), { size: 10, align: 'right' });
    p.down(16);
  }
  const net = sum(jobs.map((j) => j.amount));
  const rateV = vatUK(y);
  const vat = r2((net * rateV) / 100);
  const total = r2(net + vat);
  p.down(10);
  hline(p, 330, 215, p.y - 10);
  sumLine(p, 340, 540, 'Goods & services', m(net, 'en', '£'));
  sumLine(p, 340, 540, `VAT at ${rateV}%`, m(vat, 'en', '£'));
  sumLine(p, 340, 540, 'Total', m(total, 'en', '£'), { bold: true });
  p.down(20);
  p.text(50, 'All work guaranteed 12 months. Exchange units: old unit retained.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
  });
}

/** 8. A fast-fit tyre and exhaust centre, 1992–2015: each line has a parts and a labour column, summed at the foot. */
export function fastFitColumns(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2015);
  const y = Number(date.slice(0, 4));
  const c = car(rng);
  const [town, , pc] = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['County', 'Premier', 'Kwik', 'Central', 'Express'])} Tyre & Exhaust Centre`;
  p.box(50, 40, 495, 52, true);
  p.text(60, shop, { size: 15, bold: true, y: 62 });
  p.text(60, `${town} branch  ·  ${ukStreet(rng)}  ·  ${ukPostcode(rng, pc)}  ·  VAT Reg ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, {
    size: 8,
    y: 80,
  });
  p.y = 118;
  const mi = miles(rng);
  const cust = person(rng, 'uk');
  const info: [string, string][] = [
    ['Invoice', String(rng.int(100000, 999999))],
    ['Date', fd(date, 'ukshort')],
    ['Customer', cust],
    ['Reg', ukPlate(rng, c.year)],
    ['Vehicle', `${c.make} ${c.model}`],
    ['Mileage', String(mi)],
  ];
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    p.text(x, `${k}:`, { size: 8.5, bold: true });
    p.text(x + 55, v, { size: 9.5 });
    if (i % 2 === 1) p.down(13);
  });
  p.down(12);
  const tyre = rng.pick(['165R14 Michelin XAS', '185/70R15 Vredestein Sprint Classic', '165/80R13 Avon CR6ZZ', '175R14 Pirelli Cinturato CA67']);
  const rows: { desc: string; name?: string; parts: number; labour: number; kind: 'part' | 'labour' }[] = [];
  const nT = rng.pick([2, 4]);
  const tp = price(rng, 45, 140);
  rows.push({ desc: `${nT} x ${tyre}`, name: tyre, parts: r2(nT * tp), labour: 0, kind: 'part' });
  rows.push({ desc: 'Fitting & balancing', parts: 0, labour: r2(nT * rng.pick([6, 8.5, 10, 12.5])), kind: 'labour' });
  rows.push({ desc: 'Tube / valve', parts: r2(nT * rng.pick([1.5, 2.5, 4, 9.5])), labour: 0, kind: 'part' });
  if (rng.chance(0.6)) {
    rows.push({ desc: `Stainless exhaust system ${c.model}`, parts: price(rng, 180, 420), labour: 0, kind: 'part' });
    rows.push({ desc: 'Fit exhaust system', parts: 0, labour: price(rng, 35, 90), kind: 'labour' });
  }
  if (rng.chance(0.5)) rows.push({ desc: 'Four-wheel alignment check', parts: 0, labour: r2(rng.pick([25, 30, 35])), kind: 'labour' });
  const cols: Col[] = [{ x: 56 }, { x: 440, align: 'right' }, { x: 540, align: 'right' }];
  p.box(50, p.y - 12, 495, 18);
  row(p, cols, ['Description', 'Parts £', 'Labour £'], { size: 9, bold: true });
  p.down(20);
  for (const r of rows) {
    row(p, cols, [r.desc, r.parts ? r.parts.toFixed(2) : '', r.labour ? r.labour.toFixed(2) : ''], { size: 9.5 });
    p.down(14);
  }
  const disposal = y >= 1995 ? r2(nT * rng.pick([1.5, 2, 2.5])) : 0;
  if (disposal) {
    row(p, cols, ['Tyre disposal (environmental charge)', disposal.toFixed(2), ''], { size: 9.5 });
    p.down(14);
  }
  const partsSum = sum(rows.map((r) => r.parts).concat([disposal]));
  const labour = sum(rows.map((r) => r.labour));
  hline(p, 380, 165, p.y - 9);
  p.down(4);
  row(p, cols, ['Totals', partsSum.toFixed(2), labour.toFixed(2)], { size: 9.5, bold: true });
  p.down(22);
  const net = r2(partsSum + labour);
  const rateV = vatUK(y);
  const vat = r2((net * rateV) / 100);
  const total = r2(net + vat);
  sumLine(p, 340, 540, 'Goods total (ex VAT)', m(net, 'en', '£'));
  sumLine(p, 340, 540, `VAT ${rateV}%`, m(vat, 'en', '£'));
  sumLine(p, 340, 540, 'TO PAY', m(total, 'en', '£'), { bold: true, size: 11 });
  p.down(14);
  p.text(50, `Paid by ${rng.pick(['Switch', 'Visa', 'cash', 'cheque', 'Mastercard'])}. Please check wheel nuts after 50 miles.`, { size: 8.5 });
  const parts = rows.filter((r) => r.kind === 'part').map((r) => r.name ?? r.desc);
  if (disposal) parts.push('Tyre disposal (environmental charge)');
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: rows.filter((r) => r.kind === 'labour').map((r) => r.desc),
    partsUsed: parts,
  });
}

/** 9. A body shop's repair account, 1995–2024: panel, paint and mechanical labour, paint materials, parts. */
export function bodyShopAccount(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2024);
  const y = Number(date.slice(0, 4));
  const c = car(rng);
  const [town, county, pc] = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Pennine', 'Severn Valley', 'Wolds', 'Cotswold', 'Moorland'])} Coachworks`;
  p.text(50, shop, { size: 17, bold: true, serif: true });
  p.text(545, 'Accident repairs · Restoration · Low-bake oven', { size: 8, align: 'right' });
  p.down(13).text(50, `${ukStreet(rng)}, ${town}, ${county} ${ukPostcode(rng, pc)}`, { size: 8.5 });
  p.text(545, `VAT registration ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8, align: 'right' });
  p.down(28);
  p.text(297, 'REPAIR ACCOUNT', { size: 13, bold: true, align: 'center' });
  p.down(22);
  const cust = person(rng, 'uk');
  const mi = miles(rng);
  p.text(50, `To: ${cust}, ${ukStreet(rng)}`, { size: 9.5 });
  p.down(13).text(
    50,
    `Account no. ${rng.int(1000, 9999)}   Date ${fd(date, 'uk')}   ${c.make} ${c.model}, ${c.colour}   Reg ${ukPlate(rng, c.year)}   Mileage ${mi}`,
    { size: 9 },
  );
  p.down(24);
  const rate = rng.pick([28, 34, 38, 44, 52]);
  const labPool: [string, string][] = [
    ['Panel', 'Cut out and replace lower rear wing sections both sides'],
    ['Panel', 'Repair sills, fit new outer sill panels'],
    ['Panel', 'Remove and refit bumpers and brightwork'],
    ['Paint', 'Prepare, prime and paint rear wings and sills'],
    ['Paint', 'Blend paint into doors'],
    ['Mech', 'Remove and refit rear lights and wiring'],
    ['Panel', 'Repair front valance'],
    ['Paint', 'Flat and polish'],
  ];
  const lab = someInOrder(rng, labPool, 3, 6).map(([t, d]) => ({ t, ...line(d, 'labour', rng.pick([1.5, 2, 3.5, 4, 6, 8.5, 12]), rate) }));
  const partPool = ['Outer sill panel', 'Rear wing repair section', 'Front valance', 'Sill finisher', 'Bumper bolts', 'Rear lamp seals', 'Door seal'];
  const parts = someInOrder(rng, partPool, 2, 5).map((d) => line(d, 'part', rng.pick([1, 2]), price(rng, 8, 120)));
  p.text(50, 'Labour', { size: 10, bold: true });
  p.down(14);
  for (const l of lab) {
    p.text(60, `${l.t}`, { size: 8.5 });
    p.text(100, l.desc, { size: 9.5 });
    p.text(470, `${l.qty} hrs`, { size: 9, align: 'right' });
    p.text(545, l.amount.toFixed(2), { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.down(8);
  p.text(50, 'Parts', { size: 10, bold: true });
  p.down(14);
  for (const l of parts) {
    p.text(100, l.desc, { size: 9.5 });
    p.text(470, `x${l.qty}`, { size: 9, align: 'right' });
    p.text(545, l.amount.toFixed(2), { size: 9.5, align: 'right' });
    p.down(13);
  }
  const labour = sum(lab.map((l) => l.amount));
  const partsSum = sum(parts.map((l) => l.amount));
  const paint = price(rng, 60, 320);
  const net = r2(labour + partsSum + paint);
  const rateV = vatUK(y);
  const vat = r2((net * rateV) / 100);
  const total = r2(net + vat);
  p.down(16);
  const top = p.y - 12;
  const sx = 320;
  sumLine(p, sx, 540, 'Labour', m(labour, 'en', '£'));
  sumLine(p, sx, 540, 'Paint & materials', m(paint, 'en', '£'));
  sumLine(p, sx, 540, 'Parts', m(partsSum, 'en', '£'));
  sumLine(p, sx, 540, 'Sub-total', m(net, 'en', '£'));
  sumLine(p, sx, 540, `VAT @ ${rateV}%`, m(vat, 'en', '£'));
  sumLine(p, sx, 540, 'Amount due', m(total, 'en', '£'), { bold: true });
  p.box(sx - 8, top, 233, p.y - top - 2);
  p.down(16);
  p.text(50, `Paintwork guaranteed for ${rng.pick([2, 3, 5])} years against defects in workmanship.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

/** 10. A mobile mechanic's home-made invoice, 2004–2026, not VAT registered: labour, parts at cost, call-out. */
export function mobileMechanic(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2026);
  const c = car(rng);
  const [town, , pc] = rng.pick(UK_PLACES);
  const who = person(rng, 'uk');
  const shop = `${who.split(' ')[0]}’s Mobile Classic Car Servicing`;
  p.text(50, shop, { size: 16, bold: true });
  p.down(13).text(50, `${who} · ${ukStreet(rng)}, ${town} ${ukPostcode(rng, pc)} · 07${rng.int(700, 999)} ${rng.int(100000, 999999)}`, { size: 8.5 });
  p.down(30);
  p.text(50, `Invoice #${rng.int(100, 999)}`, { size: 12, bold: true });
  p.text(545, fd(date, 'uklong'), { size: 10, align: 'right' });
  p.down(22);
  const cust = person(rng, 'uk');
  p.text(50, 'To:', { size: 10 });
  p.text(80, cust, { size: 10 });
  p.down(13).text(80, `${ukStreet(rng)}, ${rng.pick(['Ross-on-Wye', 'Bromyard', 'Pershore', 'Evesham'])}`, { size: 10 });
  p.down(22);
  const mi = miles(rng);
  p.text(50, `Car: ${c.year} ${c.make} ${c.model} (${ukPlate(rng, c.year)}) — ${mi} miles`, { size: 10 });
  p.down(24);
  const rate = rng.pick([30, 35, 40, 45]);
  const { jobs, parts } = visit(rng, rate, 1.3, [2, 4], [2, 5]);
  p.text(50, 'Work done', { size: 10, bold: true });
  p.down(14);
  for (const j of jobs) {
    p.text(60, `• ${j.desc}`, { size: 10 });
    p.down(13);
  }
  const hrs = sum(jobs.map((j) => j.qty));
  const labour = r2(hrs * rate);
  p.down(8);
  p.text(50, 'Parts (at cost, receipts attached)', { size: 10, bold: true });
  p.down(14);
  for (const x of parts) {
    p.text(60, `• ${x.desc}`, { size: 10 });
    p.text(400, m(x.amount, 'en', '£'), { size: 10, align: 'right' });
    p.down(13);
  }
  const partsSum = sum(parts.map((x) => x.amount));
  const callout = rng.chance(0.5) ? rng.pick([15, 20, 25]) : 0;
  p.down(14);
  sumLine(p, 250, 470, `Labour ${hrs} hrs @ £${rate}/hr`, m(labour, 'en', '£'), { size: 10 });
  sumLine(p, 250, 470, 'Parts', m(partsSum, 'en', '£'), { size: 10 });
  if (callout) sumLine(p, 250, 470, 'Call-out / travel', m(callout, 'en', '£'), { size: 10 });
  const total = r2(labour + partsSum + callout);
  hline(p, 250, 220, p.y - 9);
  sumLine(p, 250, 470, 'Total', m(total, 'en', '£'), { size: 11, bold: true });
  p.down(16);
  p.text(50, 'Not VAT registered. Bank transfer please within 14 days.', { size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}
