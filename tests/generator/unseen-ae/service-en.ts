/**
 * English-language service bills on pre-printed pads and boxed forms: a Minnesota NEBS-style repair order with a lube
 * check list, a Wisconsin carbon service invoice with a totals band labelled above, a Pennsylvania garage book with
 * material and labor columns in the same rows, a Scottish duplicate book in £ | p columns, a Welsh bilingual job sheet,
 * a Yorkshire service sheet with the next service due, a New Zealand job card with GST, a South African job card with
 * VAT, a Minnesota dealer's repair order with lettered complaints, and a Yorkshire body shop's customer copy.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  CARS_SH,
  CARS_UK,
  CARS_US,
  carIn,
  cell,
  cellRow,
  chassis,
  dayIn,
  doc,
  fd,
  formNo,
  hline,
  jobs,
  num,
  parts,
  PARTS_EN,
  PARTS_US,
  person,
  r2,
  streetEn,
  STREETS_EN,
  STREETS_US,
  sum,
  surname,
  tick,
  town,
  vatUK,
  WORK_EN,
  WORK_US,
} from './kit';

const en = (n: number) => num(n, 'en');
const mnTax = (y: number) => (y < 1971 ? 3 : y < 1981 ? 4 : y < 1982 ? 5 : y < 1991 ? 6 : 6.5);
const wiTax = (y: number) => (y < 1969 ? 3 : y < 1982 ? 4 : 5);
const ukPlate = (rng: Random, year: number) => {
  const L = 'ABCDEFGHJKLMNPRSTUVWXY';
  const l3 = () => Array.from({ length: 3 }, () => rng.pick([...L])).join('');
  if (year < 1963) return `${l3()} ${rng.int(1, 999)}`;
  const suffix = 'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1963)];
  return year < 1983 ? `${l3()} ${rng.int(1, 999)}${suffix}` : `${'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1983)]}${rng.int(1, 999)} ${l3()}`;
};
const LUBE = [
  'Lube',
  'Change oil',
  'Oil filter',
  'Trans. fluid',
  'Differential',
  'Air filter',
  'Check battery',
  'Rotate tires',
  'Pack bearings',
  'Check brakes',
];

/** Minnesota, 1962–1990: a NEBS-style repair order — a lube check list, work described with labor, parts boxed at the right, a totals band. */
export function nebsRepairOrderMn(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1962, 1990);
  const date = dayIn(rng, paperYear);
  const [zip, city] = town(rng, 'mn');
  const shop = `${surname(rng, 'mn')}'s ${rng.pick(['Service', 'Garage', 'Auto Repair', 'Standard Service'])}`;
  p.text(40, shop, { y: 44, size: 14, bold: true });
  p.text(40, `${streetEn(rng, STREETS_US)} · ${city}, Minn. ${zip} · Phone ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { y: 56, size: 8 });
  p.text(555, 'REPAIR ORDER', { y: 44, size: 12, bold: true, align: 'right' });
  p.text(555, `No. ${formNo(rng, 5)}`, { y: 58, size: 11, align: 'right' });
  const miles = rng.int(8, 140) * 1000 + rng.int(0, 999);
  cellRow(
    p,
    40,
    68,
    26,
    [
      [250, 'NAME', person(rng, 'mn')],
      [130, 'PHONE', `${rng.int(200, 999)}-${rng.int(1000, 9999)}`],
      [120, 'DATE', fd(date, rng.pick(['us', 'usshort']))],
    ],
    { dx: rng.int(0, 14) },
  );
  cellRow(
    p,
    40,
    94,
    26,
    [
      [60, 'YEAR', String(year)],
      [110, 'MAKE', car.make],
      [130, 'MODEL', car.model],
      [90, 'LICENSE', `${rng.pick(['ABC', 'MNK', 'HTZ', 'RLB'])} ${rng.int(100, 999)}`],
      [110, 'MILEAGE', en(miles).slice(0, -3)],
    ],
    { dx: rng.int(0, 10) },
  );
  // Left: lube list; right: parts box.
  const top = 132;
  p.box(40, top, 150, 170);
  p.text(44, 'LUBRICATION', { y: top + 10, size: 7, bold: true });
  const on = new Set(rng.some(LUBE.slice(0, 6), rng.int(2, 4)));
  LUBE.forEach((l, i) => tick(p, 46, top + 26 + i * 14, on.has(l), l, 'box', 8));
  p.box(200, top, 340, 170);
  p.text(204, 'QTY', { y: top + 10, size: 6.5 })
    .text(230, 'PARTS', { y: top + 10, size: 6.5 })
    .text(536, 'AMOUNT', { y: top + 10, size: 6.5, align: 'right' });
  hline(p, 200, 340, top + 14);
  const scale = paperYear < 1975 ? 0.7 : 1.1;
  const pt = parts(rng, PARTS_US, rng.int(2, 6), scale);
  pt.forEach((q, i) =>
    p
      .text(206, String(q.qty), { y: top + 28 + i * 14, size: 9.5 })
      .text(230, q.desc, { y: top + 28 + i * 14, size: 9.5 })
      .text(536, en(q.amount), { y: top + 28 + i * 14, size: 9.5, align: 'right' }),
  );
  const wTop = top + 180;
  p.box(40, wTop, 500, 130);
  p.text(44, 'DESCRIPTION OF WORK', { y: wTop + 10, size: 7, bold: true }).text(536, 'LABOR', { y: wTop + 10, size: 7, align: 'right' });
  const w = jobs(rng, WORK_US.slice(1), rng.int(1, 3), 0.1);
  const rate = paperYear < 1970 ? rng.int(5, 8) : paperYear < 1980 ? rng.int(10, 18) : rng.int(20, 34);
  const lubeCharge = r2(on.size * (paperYear < 1975 ? 1.25 : 3));
  const wl = w.map((j) => r2(j.hours * rate));
  const labLines: [string, number][] = [[`Lubrication per check list`, lubeCharge], ...w.map((j, i) => [j.desc, wl[i]] as [string, number])];
  labLines.forEach(([d, a], i) => p.text(48, d, { y: wTop + 28 + i * 15, size: 10 }).text(536, en(a), { y: wTop + 28 + i * 15, size: 10, align: 'right' }));
  const labor = sum(labLines.map((l) => l[1]));
  const partsT = sum(pt.map((q) => q.amount));
  const gog = r2(rng.int(2, 9) * (paperYear < 1975 ? 0.35 : 0.9) + 0.5);
  const rt = mnTax(paperYear);
  const tax = r2(((partsT + gog) * rt) / 100);
  const total = r2(labor + partsT + gog + tax);
  let y = wTop + 142;
  for (const [l, v, b] of [
    ['TOTAL LABOR', labor, false],
    ['TOTAL PARTS', partsT, false],
    ['GAS, OIL, GREASE', gog, false],
    [`SALES TAX ${rt}%`, tax, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][]) {
    p.text(365, l, { y: y + 12, size: 7.5, bold: b });
    cell(p, 450, y, 90, 17, '', en(v), { align: 'right', bold: b, fill: b });
    y += 17;
  }
  p.text(40, 'I hereby authorize the above repair work to be done along with the necessary material.', { y: wTop + 152, size: 6.5 });
  p.text(40, 'X ____________________________', { y: wTop + 176, size: 9 });
  p.text(40, 'NEBS Form 123 · Printed in U.S.A.', { y: 810, size: 5.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    workPerformed: [...LUBE.filter((l) => on.has(l)), ...w.map((j) => j.desc)],
    partsUsed: pt.map((q) => q.desc),
    laborCost: labor,
    partsCost: partsT,
    totalCost: total,
  });
}

/** Wisconsin, 1965–1995: a Moore-style service invoice, CUSTOMER COPY with small labels; the totals band labelled above its cells. */
export function mooreInvoiceWi(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1965, 1995);
  const date = dayIn(rng, paperYear);
  const [zip, city] = town(rng, 'wi');
  const shop = `${city} ${rng.pick(['Motor Service', 'Auto Clinic', 'Garage & Towing', 'Car Care'])}`;
  p.text(297, 'CUSTOMER COPY', { y: 30, size: 6, align: 'center' });
  p.text(40, 'SERVICE INVOICE', { y: 48, size: 13, bold: true });
  p.text(555, shop, { y: 44, size: 10, bold: true, align: 'right' });
  p.text(555, `${streetEn(rng, STREETS_US)}, ${city}, WI ${zip}`, { y: 55, size: 7, align: 'right' });
  const miles = rng.int(10, 160) * 1000 + rng.int(0, 999);
  const o = { labSize: 5.5, size: 9.5, dx: rng.int(2, 16) } as const;
  cellRow(
    p,
    40,
    64,
    24,
    [
      [230, 'CUSTOMER', person(rng, 'wi')],
      [110, 'INVOICE NO.', formNo(rng, 6)],
      [160, 'DATE', fd(date, 'us')],
    ],
    o,
  );
  cellRow(
    p,
    40,
    88,
    24,
    [
      [140, 'YEAR / MAKE', `${year} ${car.make}`],
      [120, 'MODEL', car.model],
      [120, 'SERIAL NO.', chassis(rng, 11)],
      [120, 'SPEEDOMETER', String(miles)],
    ],
    o,
  );
  const top = 128;
  p.box(40, top, 500, 16, true);
  p.text(44, 'LABOR — DESCRIPTION', { y: top + 11, size: 6 })
    .text(400, 'HRS', { y: top + 11, size: 6 })
    .text(536, 'CHARGES', { y: top + 11, size: 6, align: 'right' });
  const w = jobs(rng, WORK_US, rng.int(2, 4), 0.1);
  const rate = paperYear < 1975 ? rng.int(8, 14) : paperYear < 1985 ? rng.int(16, 26) : rng.int(28, 42);
  const wl = w.map((j) => r2(j.hours * rate));
  let y = top + 30;
  w.forEach((j, i) => {
    p.text(48, j.desc.toUpperCase(), { y, size: 9 })
      .text(400, num(j.hours, 'plain').replace(/0$/, ''), { y, size: 9 })
      .text(536, en(wl[i]), { y, size: 9, align: 'right' });
    y += 14;
  });
  y += 10;
  p.box(40, y, 500, 16, true);
  p.text(44, 'PARTS — QTY / DESCRIPTION', { y: y + 11, size: 6 })
    .text(400, 'UNIT', { y: y + 11, size: 6 })
    .text(536, 'AMOUNT', { y: y + 11, size: 6, align: 'right' });
  y += 30;
  const pt = parts(rng, PARTS_US, rng.int(2, 5), paperYear < 1980 ? 0.8 : 1.3);
  pt.forEach((q) => {
    p.text(48, `${q.qty}  ${q.desc.toUpperCase()}`, { y, size: 9 })
      .text(400, en(q.unit), { y, size: 9 })
      .text(536, en(q.amount), { y, size: 9, align: 'right' });
    y += 14;
  });
  p.box(40, top, 500, y - top);
  const labor = sum(wl);
  const partsT = sum(pt.map((q) => q.amount));
  const sub = r2(labor + partsT);
  const rt = wiTax(paperYear);
  const tax = r2((partsT * rt) / 100);
  const total = r2(sub + tax);
  y += 18;
  cellRow(
    p,
    40,
    y,
    32,
    [
      [100, 'TOTAL LABOR', en(labor)],
      [100, 'TOTAL PARTS', en(partsT)],
      [100, 'SUBTOTAL', en(sub)],
      [80, `TAX ${rt}%`, en(tax)],
      [120, 'PAY THIS AMOUNT', en(total)],
    ],
    { labSize: 5.5, align: 'right', size: 10.5 },
  );
  p.text(40, 'All parts are new unless otherwise specified. Not responsible for loss or damage to cars in case of fire or theft.', { y: y + 48, size: 5.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    workPerformed: w.map((j) => j.desc.toUpperCase()),
    partsUsed: pt.map((q) => q.desc.toUpperCase()),
    laborCost: labor,
    partsCost: partsT,
    totalCost: total,
  });
}

/** Pennsylvania, 1960–1985: a garage's duplicate book — each line with Material $ and Labor $ in columns of the same row. */
export function garageBookPa(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_US, 1960, 1985);
  const date = dayIn(rng, paperYear);
  const [, city] = town(rng, 'pa');
  const owner = surname(rng, 'pa');
  const shop = `${owner} ${rng.pick(['Garage', 'Bros. Garage', 'Auto Service'])}`;
  p.text(297, shop, { y: 50, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, `General Repairing · State Inspection Station · ${city}, Pa.`, { y: 64, size: 8.5, align: 'center' });
  p.text(40, `No. ${formNo(rng, 4)}`, { y: 90, size: 10 });
  p.text(555, fd(date, rng.pick(['usshort', 'uslong'])), { y: 90, size: 10.5, align: 'right' });
  p.text(40, 'M', { y: 112, size: 9 }).text(56, person(rng, 'pa'), { y: 110, size: 11 });
  hline(p, 52, 300, 114);
  p.text(320, 'Car', { y: 112, size: 9 }).text(345, `${car.make} ${car.model}`, { y: 110, size: 11 });
  hline(p, 340, 200, 114);
  const top = 130;
  p.box(40, top, 500, 20 + 14 * 18);
  p.box(420, top, 0.01, 20 + 14 * 18).box(480, top, 0.01, 20 + 14 * 18);
  p.text(45, 'DESCRIPTION', { y: top + 13, size: 7 })
    .text(450, 'MATERIAL', { y: top + 13, size: 7, align: 'center' })
    .text(510, 'LABOR', { y: top + 13, size: 7, align: 'center' });
  hline(p, 40, 500, top + 18);
  const w = jobs(rng, WORK_US, rng.int(2, 4), 0.5);
  const rate = paperYear < 1970 ? rng.int(4, 7) : paperYear < 1978 ? rng.int(8, 14) : rng.int(14, 22);
  const pt = parts(rng, PARTS_US, w.length, paperYear < 1972 ? 0.5 : 0.9);
  let y = top + 34;
  const labs: number[] = [];
  w.forEach((j, i) => {
    const lab = r2(j.hours * rate);
    labs.push(lab);
    p.text(46, j.desc, { y, size: 10.5, serif: true }).text(535, en(lab), { y, size: 10.5, align: 'right', serif: true });
    y += 18;
    const q = pt[i];
    p.text(60, q.qty > 1 ? `${q.qty} ${q.desc}` : q.desc, { y, size: 10, serif: true }).text(475, en(q.amount), { y, size: 10.5, align: 'right', serif: true });
    y += 18;
  });
  const insp = paperYear >= 1965 && rng.chance(0.5);
  const inspFee = paperYear < 1975 ? 3 : 6;
  if (insp) {
    p.text(46, 'State inspection', { y, size: 10.5, serif: true }).text(535, en(inspFee), { y, size: 10.5, align: 'right', serif: true });
    labs.push(inspFee);
    y += 18;
  }
  const mat = sum(pt.map((q) => q.amount));
  const lab = sum(labs);
  const rt = paperYear < 1968 ? 5 : 6;
  const tax = r2((mat * rt) / 100);
  const total = r2(mat + lab + tax);
  y = top + 20 + 14 * 18;
  for (const [l, v, b] of [
    ['Total Material', mat, false],
    ['Total Labor', lab, false],
    [`Pa. Sales Tax ${rt}% on material`, tax, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][]) {
    p.text(410, l, { y: y + 13, size: 8.5, bold: b, align: 'right' });
    cell(p, 420, y, 120, 18, '', en(v), { align: 'right', bold: b, serif: true });
    y += 18;
  }
  p.text(40, 'Rec’d payment ______________', { y: y + 20, size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    workPerformed: [...w.map((j) => j.desc), ...(insp ? ['State inspection'] : [])],
    partsUsed: pt.map((q) => q.desc),
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
  });
}

/** Scotland, 1974–1998: a duplicate invoice book, "Dr. to" heading, money in £ | p columns, VAT on the foot. */
export function duplicateBookScotland(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_UK, 1974, 1998);
  const date = dayIn(rng, paperYear);
  const [pc, tw] = town(rng, 'sco');
  const owner = surname(rng, 'sco');
  const shop = `${owner} & ${rng.pick(['Son', 'Sons', 'Co.'])}`;
  p.text(555, `No. ${formNo(rng, 4)}`, { y: 40, size: 12, align: 'right' });
  p.text(297, shop, { y: 52, size: 16, bold: true, serif: true, align: 'center' });
  p.text(297, `Motor Engineers · Agricultural & General Repairs · ${streetEn(rng, STREETS_EN)}, ${tw} ${pc}`, { y: 65, size: 8, align: 'center' });
  p.text(297, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 75, size: 7, align: 'center' });
  p.text(40, fd(date, rng.pick(['uk', 'uklong'])), { y: 100, size: 11 });
  p.text(40, `${rng.pick(['Mr', 'Mrs', 'Dr'])} ${person(rng, 'sco')}`, { y: 120, size: 11 });
  p.text(250, `Dr. to ${shop.toUpperCase()}`, { y: 120, size: 9 });
  p.text(40, `${car.make} ${car.model} · Reg. ${ukPlate(rng, year)}`, { y: 138, size: 10 });
  const top = 150;
  const rows = 15;
  p.box(40, top, 500, 16 + rows * 16);
  p.box(470, top, 0.01, 16 + rows * 16).box(515, top, 0.01, 16 + rows * 16);
  p.text(492, '£', { y: top + 11, size: 8, align: 'center' }).text(527, 'p', { y: top + 11, size: 8, align: 'center' });
  hline(p, 40, 500, top + 16);
  const put = (yy: number, a: number, bold = false) => {
    const [i, d] = a.toFixed(2).split('.');
    p.text(510, i.replace(/\B(?=(\d{3})+(?!\d))/g, ','), { y: yy, size: 10.5, align: 'right', bold, serif: true }).text(527, d, {
      y: yy,
      size: 10.5,
      align: 'center',
      bold,
      serif: true,
    });
  };
  const w = jobs(rng, WORK_EN, rng.int(2, 3), 0.5);
  const rate = paperYear < 1980 ? rng.int(3, 6) : paperYear < 1990 ? rng.int(9, 16) : rng.int(16, 26);
  const pt = parts(rng, PARTS_EN, rng.int(2, 4), paperYear < 1980 ? 0.8 : 1.6);
  let y = top + 32;
  for (const j of w) {
    p.text(46, j.desc, { y, size: 10.5, serif: true });
    y += 16;
  }
  const hours = r2(w.reduce((a, j) => a + j.hours, 0));
  const lab = r2(hours * rate);
  p.text(70, `Labour ${num(hours, 'plain').replace(/\.?0+$/, '')} hrs @ £${en(rate)}`, { y, size: 10, serif: true });
  put(y, lab);
  y += 20;
  p.text(46, 'Parts:', { y, size: 10, serif: true });
  y += 16;
  for (const q of pt) {
    p.text(70, `${q.qty > 1 ? `${q.qty} × ` : ''}${q.desc}`, { y, size: 10, serif: true });
    put(y, q.amount);
    y += 16;
  }
  const partsT = sum(pt.map((q) => q.amount));
  const net = r2(lab + partsT);
  const rv = paperYear < 1979 ? 8 : vatUK(paperYear);
  const vat = r2((net * rv) / 100);
  const total = r2(net + vat);
  y = top + 16 + rows * 16;
  for (const [l, v, b] of [
    ['Goods & Labour', net, false],
    [`VAT @ ${rv}%`, vat, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][]) {
    p.box(380, y, 160, 18, b);
    p.text(386, l, { y: y + 12.5, size: 8.5, bold: b });
    put(y + 13, v, b);
    y += 18;
  }
  p.text(40, 'E. & O. E.   Terms: strictly nett monthly.', { y: y - 6, size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lab,
    partsCost: partsT,
    totalCost: total,
  });
}

/** Wales, 1988–2015: a bilingual job sheet (Welsh over English labels), labour and parts boxes, totals labelled left. */
export function bilingualJobSheetWales(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_UK, 1988, 2015);
  const date = dayIn(rng, paperYear);
  const [pc, tw] = town(rng, 'wal');
  const shop = `Modurdy ${surname(rng, 'wal')} Garage`;
  p.text(40, shop, { y: 48, size: 14, bold: true });
  p.text(40, `${streetEn(rng, STREETS_EN)}, ${tw} ${pc} ${rng.int(1, 9)}${rng.pick(['AB', 'DL', 'HT', 'PQ'])}`, { y: 60, size: 8 });
  p.text(555, 'ANFONEB / INVOICE', { y: 48, size: 11, bold: true, align: 'right' });
  const miles = rng.int(30, 180) * 1000 + rng.int(0, 999);
  const bl = (cy: string, e: string) => `${cy} / ${e}`;
  cellRow(
    p,
    40,
    70,
    30,
    [
      [110, bl('Rhif', 'No.'), formNo(rng, 5)],
      [120, bl('Dyddiad', 'Date'), fd(date, 'uk')],
      [140, bl('Rhif cofrestru', 'Reg. no.'), ukPlate(rng, year)],
      [130, bl('Milltiroedd', 'Mileage'), en(miles).slice(0, -3)],
    ],
    { labSize: 6, dx: rng.int(0, 10) },
  );
  cellRow(
    p,
    40,
    100,
    30,
    [
      [250, bl('Cwsmer', 'Customer'), person(rng, 'wal')],
      [250, bl('Cerbyd', 'Vehicle'), `${car.make} ${car.model}`],
    ],
    { labSize: 6, dx: rng.int(0, 10) },
  );
  const top = 144;
  p.box(40, top, 500, 150);
  p.text(44, bl('Gwaith', 'Labour'), { y: top + 10, size: 7, bold: true }).text(536, '£', { y: top + 10, size: 7, align: 'right' });
  const w = jobs(rng, WORK_EN, rng.int(2, 4), 0.1);
  const rate = paperYear < 2000 ? rng.int(18, 30) : rng.int(32, 55);
  const wl = w.map((j) => r2(j.hours * rate));
  w.forEach((j, i) =>
    p
      .text(48, j.desc, { y: top + 28 + i * 15, size: 10 })
      .text(420, `${num(j.hours, 'plain')} hr`, { y: top + 28 + i * 15, size: 9 })
      .text(536, en(wl[i]), { y: top + 28 + i * 15, size: 10, align: 'right' }),
  );
  const pTop = top + 158;
  p.box(40, pTop, 500, 130);
  p.text(44, bl('Darnau', 'Parts'), { y: pTop + 10, size: 7, bold: true }).text(536, '£', { y: pTop + 10, size: 7, align: 'right' });
  const pt = parts(rng, PARTS_EN, rng.int(2, 5), paperYear < 2000 ? 1.6 : 2.2);
  pt.forEach((q, i) =>
    p
      .text(48, q.desc, { y: pTop + 28 + i * 15, size: 10 })
      .text(420, `${q.qty} @ ${en(q.unit)}`, { y: pTop + 28 + i * 15, size: 9 })
      .text(536, en(q.amount), { y: pTop + 28 + i * 15, size: 10, align: 'right' }),
  );
  const lab = sum(wl);
  const partsT = sum(pt.map((q) => q.amount));
  const net = r2(lab + partsT);
  const rv = paperYear === 2009 ? 15 : vatUK(paperYear);
  const vat = r2((net * rv) / 100);
  const total = r2(net + vat);
  let y = pTop + 142;
  for (const [l, v, b] of [
    [bl('Cyfanswm gwaith', 'Total labour'), lab, false],
    [bl('Cyfanswm darnau', 'Total parts'), partsT, false],
    [bl('TAW', `VAT ${rv}%`), vat, false],
    [bl('I’w dalu', 'Amount due'), total, true],
  ] as [string, number, boolean][]) {
    p.text(290, l, { y: y + 13, size: 8.5, bold: b });
    cell(p, 440, y, 100, 18, '', en(v), { align: 'right', bold: b, fill: b });
    y += 18;
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lab,
    partsCost: partsT,
    totalCost: total,
  });
}

const ASERV = [
  'Change engine oil',
  'Renew oil filter',
  'Check & top up all fluids',
  'Check tyre pressures',
  'Grease steering & suspension',
  'Check brake pads/shoes',
  'Adjust handbrake',
  'Check exhaust',
  'Check lights',
  'Set points & timing',
  'Renew plugs',
  'Check fan belt',
];

/** Yorkshire, 1972–2005: a service sheet with a tick grid, the service at a fixed price, parts listed, the next service due in a box. */
export function serviceSheetYorkshire(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_UK, 1974, 2005);
  const date = dayIn(rng, paperYear);
  const [pc, tw] = town(rng, 'yor');
  const shop = `${tw} ${rng.pick(['Motor Company', 'Service Station', 'Auto Centre'])}`;
  p.text(40, shop.toUpperCase(), { y: 46, size: 13, bold: true });
  p.text(40, `${streetEn(rng, STREETS_EN)}, ${tw}, ${pc} ${rng.int(1, 9)}${rng.pick(['JX', 'RB', 'TW'])}`, { y: 58, size: 8 });
  const kind = rng.pick(['A', 'B']);
  p.text(555, `${kind} SERVICE SHEET`, { y: 46, size: 11, bold: true, align: 'right' });
  const miles = rng.int(20, 150) * 1000 + rng.int(0, 999);
  cellRow(
    p,
    40,
    70,
    26,
    [
      [150, 'Customer', person(rng, 'yor')],
      [110, 'Registration', ukPlate(rng, year)],
      [130, 'Make & model', `${car.make} ${car.model}`],
      [110, 'Date in', fd(date, 'uk')],
    ],
    { dx: rng.int(0, 12) },
  );
  cell(p, 40, 96, 150, 26, 'Mileage', en(miles).slice(0, -3), { dx: 40 });
  cell(p, 190, 96, 350, 26, 'Job no.', formNo(rng, 5), { dx: 40 });
  const kindTick = rng.pick(['box', 'bracket'] as const);
  const on = ASERV.filter(() => rng.chance(0.75));
  if (on.length < 3) on.push(...ASERV.slice(0, 3).filter((x) => !on.includes(x)));
  const done = ASERV.filter((x) => on.includes(x));
  ASERV.forEach((a, i) => tick(p, 40 + (i % 2) * 250, 142 + Math.floor(i / 2) * 15, on.includes(a), a, kindTick, 9));
  const rv = vatUK(paperYear);
  const servicePrice = r2(paperYear < 1985 ? rng.int(12, 30) : paperYear < 1995 ? rng.int(35, 60) : rng.int(60, 110));
  const pt = parts(rng, PARTS_EN, rng.int(2, 5), paperYear < 1985 ? 1 : 2);
  const top = 250;
  p.box(40, top, 500, 18, true);
  p.text(44, 'Parts / materials used', { y: top + 12, size: 7.5 })
    .text(380, 'Qty', { y: top + 12, size: 7.5 })
    .text(536, 'Net £', { y: top + 12, size: 7.5, align: 'right' });
  let y = top + 32;
  pt.forEach((q) => {
    p.text(44, q.desc, { y, size: 10 }).text(380, String(q.qty), { y, size: 10 }).text(536, en(q.amount), { y, size: 10, align: 'right' });
    y += 15;
  });
  p.box(40, top, 500, y - top);
  const partsT = sum(pt.map((q) => q.amount));
  const net = r2(servicePrice + partsT);
  const vat = r2((net * rv) / 100);
  const total = r2(net + vat);
  y += 14;
  const nextMiles = miles + rng.pick([3000, 6000, 10000]);
  cell(p, 40, y, 220, 40, 'NEXT SERVICE DUE AT', `${en(nextMiles).slice(0, -3)} miles`, { dx: 30, size: 11, bold: true });
  for (const [l, v, b] of [
    [`${kind} service labour (fixed price)`, servicePrice, false],
    ['Parts', partsT, false],
    [`VAT ${rv}%`, vat, false],
    ['Total', total, true],
  ] as [string, number, boolean][]) {
    p.text(290, l, { y: y + 12, size: 8.5, bold: b });
    cell(p, 450, y, 90, 17, '', en(v), { align: 'right', bold: b, fill: b });
    y += 17;
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    workPerformed: done,
    partsUsed: pt.map((q) => q.desc),
    laborCost: servicePrice,
    partsCost: partsT,
    totalCost: total,
    nextServiceMileage: nextMiles,
  });
}

/** New Zealand, 1987–2015: a job card — cells with labels above, labour and parts boxed, GST-exclusive sums and a GST-inclusive total. */
export function jobCardNz(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_SH, 1987, 2015);
  const date = dayIn(rng, paperYear);
  const [, tw] = town(rng, 'nz');
  const shop = `${surname(rng, 'nz')} Motors ${tw}`;
  const gst = paperYear < 1989 || (paperYear === 1989 && date < '1989-07-01') ? 10 : date < '2010-10-01' ? 12.5 : 15;
  p.text(40, shop, { y: 48, size: 14, bold: true });
  p.text(40, `${streetEn(rng, STREETS_EN)}, ${tw} · GST No. ${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(100, 999)}`, { y: 60, size: 8 });
  p.text(555, 'TAX INVOICE', { y: 48, size: 12, bold: true, align: 'right' });
  p.text(555, `Job card ${formNo(rng, 5)}`, { y: 60, size: 9, align: 'right' });
  const km = rng.int(80, 320) * 1000 + rng.int(0, 999);
  cellRow(p, 40, 72, 28, [
    [200, 'CUSTOMER', person(rng, 'nz')],
    [100, 'REGO', `${rng.pick(['HT', 'JK', 'LB', 'DX', 'MA'])}${rng.int(1000, 9999)}`],
    [100, 'ODOMETER (km)', String(km)],
    [100, 'DATE', fd(date, 'uk')],
  ]);
  cell(p, 40, 100, 500, 26, 'VEHICLE', `${car.make} ${car.model}`, { dx: 30 });
  const w = jobs(rng, WORK_EN, rng.int(2, 4), 0.25);
  const rate = paperYear < 2000 ? rng.int(35, 55) : rng.int(60, 95);
  const wl = w.map((j) => r2(j.hours * rate));
  const top = 140;
  cell(p, 40, top, 500, 20 + w.length * 16, 'WORK CARRIED OUT', '', {});
  w.forEach((j, i) =>
    p
      .text(48, j.desc, { y: top + 26 + i * 16, size: 10 })
      .text(420, `${num(j.hours, 'plain')} h`, { y: top + 26 + i * 16, size: 9 })
      .text(536, en(wl[i]), { y: top + 26 + i * 16, size: 10, align: 'right' }),
  );
  const pt = parts(rng, PARTS_EN, rng.int(2, 5), 2.4);
  const pTop = top + 30 + w.length * 16;
  cell(p, 40, pTop, 500, 20 + pt.length * 16, 'PARTS SUPPLIED', '', {});
  pt.forEach((q, i) =>
    p
      .text(48, q.desc, { y: pTop + 26 + i * 16, size: 10 })
      .text(420, String(q.qty), { y: pTop + 26 + i * 16, size: 9 })
      .text(536, en(q.amount), { y: pTop + 26 + i * 16, size: 10, align: 'right' }),
  );
  const lab = sum(wl);
  const partsT = sum(pt.map((q) => q.amount));
  const net = r2(lab + partsT);
  const g = r2((net * gst) / 100);
  const total = r2(net + g);
  const y = pTop + 40 + pt.length * 16;
  cellRow(
    p,
    40,
    y,
    30,
    [
      [100, 'LABOUR', en(lab)],
      [100, 'PARTS', en(partsT)],
      [100, 'SUB-TOTAL', en(net)],
      [90, `GST ${gst}%`, en(g)],
      [110, 'TOTAL INCL. GST', en(total)],
    ],
    { align: 'right' },
  );
  p.text(40, 'Payment due 20th of the month following invoice.', { y: y + 50, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lab,
    partsCost: partsT,
    totalCost: total,
  });
}

/** South Africa, 1992–2017: a job card and tax invoice with bilingual captions below the cells, VAT, the total in rand. */
export function jobCardSouthAfrica(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_SH, 1992, 2017);
  const date = dayIn(rng, paperYear);
  const [code, tw] = town(rng, 'za');
  const shop = `${surname(rng, 'za')} ${rng.pick(['Motors', 'Motorwerke', 'Auto Repairs', 'Garage'])}`;
  const vatR = paperYear < 1993 ? 10 : 14;
  p.text(40, shop, { y: 48, size: 14, bold: true });
  p.text(40, `${rng.int(1, 90)} ${rng.pick(['Voortrekker Rd', 'Church St', 'Main Rd', 'Commissioner St'])}, ${tw}, ${code}`, { y: 60, size: 8 });
  p.text(555, 'TAX INVOICE / BELASTINGFAKTUUR', { y: 48, size: 10, bold: true, align: 'right' });
  p.text(555, `VAT Reg. 4${rng.int(100000000, 999999999)}`, { y: 60, size: 8, align: 'right' });
  const km = rng.int(90, 380) * 1000 + rng.int(0, 999);
  const o = { lab: 'bl', labSize: 5.5 } as const;
  cellRow(
    p,
    40,
    72,
    30,
    [
      [180, 'Customer / Kliënt', person(rng, 'za')],
      [90, 'Job card / Werkkaart', formNo(rng, 5)],
      [110, 'Reg. No. / Nr.', `${rng.pick(['CA', 'ND', 'NPS', 'CAW', 'TJ'])} ${rng.int(1000, 99999)}`],
      [120, 'Date / Datum', fd(date, 'iso').replace(/-/g, '/')],
    ],
    o,
  );
  cellRow(
    p,
    40,
    102,
    30,
    [
      [270, 'Vehicle / Voertuig', `${car.make} ${car.model}`],
      [230, 'Odometer / Afstandmeter', `${km} km`],
    ],
    o,
  );
  const top = 148;
  p.box(40, top, 500, 18, true);
  p.text(44, 'Description', { y: top + 12, size: 7.5 })
    .text(330, 'Type', { y: top + 12, size: 7.5 })
    .text(400, 'Qty/Hrs', { y: top + 12, size: 7.5 })
    .text(536, 'Amount R', { y: top + 12, size: 7.5, align: 'right' });
  const w = jobs(rng, WORK_EN, rng.int(2, 4), 0.5);
  const rate = paperYear < 2000 ? rng.int(90, 160) : rng.int(260, 520);
  const pt = parts(rng, PARTS_EN, rng.int(2, 4), paperYear < 2000 ? 4 : 9);
  let y = top + 32;
  const wl = w.map((j) => r2(j.hours * rate));
  w.forEach((j, i) => {
    p.text(44, j.desc, { y, size: 9.5 })
      .text(330, 'Labour', { y, size: 8.5 })
      .text(400, num(j.hours, 'plain'), { y, size: 9 })
      .text(536, en(wl[i]), { y, size: 9.5, align: 'right' });
    y += 14;
  });
  pt.forEach((q) => {
    p.text(44, q.desc, { y, size: 9.5 })
      .text(330, 'Part', { y, size: 8.5 })
      .text(400, String(q.qty), { y, size: 9 })
      .text(536, en(q.amount), { y, size: 9.5, align: 'right' });
    y += 14;
  });
  p.box(40, top, 500, y - top);
  const lab = sum(wl);
  const partsT = sum(pt.map((q) => q.amount));
  const net = r2(lab + partsT);
  const vat = r2((net * vatR) / 100);
  const total = r2(net + vat);
  y += 14;
  for (const [l, v, b] of [
    ['Labour / Arbeid', lab, false],
    ['Parts / Onderdele', partsT, false],
    ['Total excl. VAT', net, false],
    [`VAT / BTW ${vatR}%`, vat, false],
    ['TOTAL / TOTAAL R', total, true],
  ] as [string, number, boolean][]) {
    cell(p, 340, y, 200, 18, l, en(v), { lab: 'left', labSize: 7.5, align: 'right', bold: b, fill: b });
    y += 18;
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lab,
    partsCost: partsT,
    totalCost: total,
  });
}

/** Minnesota, 1978–2005: a dealer repair order, complaints lettered A–C with cause and correction, labor and parts per line, a boxed total. */
export function dealerRoMinnesota(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1978, 2005);
  const date = dayIn(rng, paperYear);
  const out = addDays(date, rng.int(0, 2));
  const [zip, city] = town(rng, 'mn');
  const shop = `${city} ${car.make === 'Volkswagen' ? 'Volkswagen' : rng.pick(['Chevrolet-Buick', 'Ford-Mercury', 'Chrysler-Plymouth', 'Motors'])}, Inc.`;
  p.text(40, shop, { y: 46, size: 13, bold: true });
  p.text(40, `${streetEn(rng, STREETS_US)} · ${city}, MN ${zip}`, { y: 58, size: 8 });
  p.text(555, `R.O. ${formNo(rng, 6)}`, { y: 46, size: 12, bold: true, align: 'right' });
  const miles = rng.int(30, 180) * 1000 + rng.int(0, 999);
  cellRow(
    p,
    40,
    68,
    26,
    [
      [200, 'OWNER', person(rng, 'mn')],
      [80, 'YEAR', String(year)],
      [120, 'MAKE/MODEL', `${car.make} ${car.model}`],
      [100, 'MILES IN', en(miles).slice(0, -3)],
    ],
    { dx: rng.int(0, 10) },
  );
  cellRow(
    p,
    40,
    94,
    26,
    [
      [200, 'VIN', chassis(rng, 17)],
      [150, 'DATE IN', fd(date, 'us')],
      [150, 'DATE PROMISED / OUT', fd(out, 'us')],
    ],
    { dx: rng.int(0, 10) },
  );
  const w = jobs(rng, WORK_US, rng.int(2, 3), 0.1);
  const rate = paperYear < 1990 ? rng.int(24, 38) : rng.int(42, 68);
  const pt = parts(rng, PARTS_US, w.length, paperYear < 1990 ? 1.2 : 1.8);
  let y = 140;
  const labs: number[] = [];
  w.forEach((j, i) => {
    const L = 'ABC'[i];
    const lab = r2(j.hours * rate);
    labs.push(lab);
    p.box(40, y - 12, 500, 62);
    p.text(46, L, { y: y + 2, size: 14, bold: true });
    p.text(66, 'COMPLAINT', { y, size: 6 }).text(
      120,
      rng.pick(['Customer states noise', 'Check and advise', 'Customer request', 'Runs rough', 'Leak under car']),
      { y, size: 9.5 },
    );
    p.text(66, 'CORRECTION', { y: y + 16, size: 6 }).text(120, j.desc, { y: y + 16, size: 10 });
    p.text(66, 'PARTS', { y: y + 32, size: 6 }).text(120, `${pt[i].qty} ${pt[i].desc}`, { y: y + 32, size: 9.5 });
    p.text(440, 'LABOR', { y, size: 6 }).text(536, en(lab), { y, size: 10, align: 'right' });
    p.text(440, 'PARTS', { y: y + 32, size: 6 }).text(536, en(pt[i].amount), { y: y + 32, size: 10, align: 'right' });
    y += 70;
  });
  const labor = sum(labs);
  const partsT = sum(pt.map((q) => q.amount));
  const rt = mnTax(paperYear);
  const tax = r2((partsT * rt) / 100);
  const total = r2(labor + partsT + tax);
  y += 6;
  p.box(340, y, 200, 90);
  let yy = y + 16;
  for (const [l, v, b] of [
    ['LABOR AMOUNT', labor, false],
    ['PARTS AMOUNT', partsT, false],
    [`SALES TAX`, tax, false],
    ['PLEASE PAY THIS AMOUNT', total, true],
  ] as [string, number, boolean][]) {
    p.text(346, l, { y: yy, size: 7, bold: b }).text(534, en(v), { y: yy + (b ? 4 : 0), size: b ? 11 : 10, align: 'right', bold: b });
    yy += 20;
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: labor,
    partsCost: partsT,
    totalCost: total,
  });
}

/** Yorkshire, 1980–2010: a body shop's customer copy — the estimate no. and the invoice in small print; labour, paint and parts in boxes; VAT; total. */
export function bodyShopCopyYorkshire(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_UK, 1980, 2010);
  const date = dayIn(rng, paperYear);
  const [, tw] = town(rng, 'yor');
  const shop = `${surname(rng, 'yor')} Body Repairs`;
  p.text(297, '— CUSTOMER COPY —', { y: 30, size: 6, align: 'center' });
  p.text(40, shop, { y: 50, size: 13, bold: true });
  p.text(40, `Accident repair specialists · ${tw}`, { y: 61, size: 7.5 });
  p.text(555, 'INVOICE', { y: 50, size: 12, bold: true, align: 'right' });
  const o = { labSize: 5.5, size: 9.5, dx: rng.int(3, 15), dy: rng.int(-2, 0) } as const;
  cellRow(
    p,
    40,
    70,
    24,
    [
      [200, 'Client', person(rng, 'yor')],
      [100, 'Invoice no.', formNo(rng, 4)],
      [100, 'Estimate no.', formNo(rng, 4)],
      [100, 'Date', fd(date, 'uk')],
    ],
    o,
  );
  cellRow(
    p,
    40,
    94,
    24,
    [
      [200, 'Vehicle', `${car.make} ${car.model}`],
      [100, 'Reg. no.', ukPlate(rng, year)],
      [200, 'Insurer / claim', rng.pick(['Private', 'Private — no claim', 'Owner'])],
    ],
    o,
  );
  const BW = [
    'Remove and refit front bumper',
    'Repair nearside front wing',
    'Replace offside sill section',
    'Prepare and paint bonnet',
    'Blend adjacent panels',
    'Repair and paint rear valance',
    'Replace windscreen rubber',
  ];
  const w = rng.some(BW, rng.int(3, 5)).map((d) => ({ desc: d, hours: rng.int(2, 12) / 2 }));
  const rate = paperYear < 1990 ? rng.int(10, 16) : paperYear < 2000 ? rng.int(18, 26) : rng.int(28, 40);
  const wl = w.map((j) => r2(j.hours * rate));
  const top = 134;
  p.box(40, top, 500, 20 + w.length * 15);
  p.text(44, 'Labour', { y: top + 10, size: 6 })
    .text(400, 'Hrs', { y: top + 10, size: 6 })
    .text(536, '£', { y: top + 10, size: 6, align: 'right' });
  w.forEach((j, i) =>
    p
      .text(48, j.desc, { y: top + 26 + i * 15, size: 9.5 })
      .text(400, num(j.hours, 'plain'), { y: top + 26 + i * 15, size: 9.5 })
      .text(536, en(wl[i]), { y: top + 26 + i * 15, size: 9.5, align: 'right' }),
  );
  const paint = r2(rng.int(30, 180) + rng.int(0, 99) / 100);
  const pTop = top + 28 + w.length * 15;
  p.box(40, pTop, 500, 24);
  p.text(44, 'Paint & materials', { y: pTop + 15, size: 9 }).text(536, en(paint), { y: pTop + 15, size: 9.5, align: 'right' });
  const BP = ['Front wing', 'Sill section', 'Wing mirror glass', 'Bumper clips', 'Windscreen rubber', 'Indicator lens'];
  const pt = rng.some(BP, rng.int(1, 3)).map((d) => ({ desc: d, amount: r2(rng.int(6, 140) + rng.int(0, 99) / 100) }));
  const qTop = pTop + 32;
  p.box(40, qTop, 500, 20 + pt.length * 15);
  p.text(44, 'Parts', { y: qTop + 10, size: 6 });
  pt.forEach((q, i) => p.text(48, q.desc, { y: qTop + 26 + i * 15, size: 9.5 }).text(536, en(q.amount), { y: qTop + 26 + i * 15, size: 9.5, align: 'right' }));
  const lab = sum(wl);
  const partsT = sum(pt.map((q) => q.amount));
  const net = r2(lab + paint + partsT);
  const rv = paperYear === 2009 ? 15 : vatUK(paperYear);
  const vat = r2((net * rv) / 100);
  const total = r2(net + vat);
  let y = qTop + 34 + pt.length * 15;
  for (const [l, v, b] of [
    ['Labour', lab, false],
    ['Paint & materials', paint, false],
    ['Parts', partsT, false],
    [`VAT @ ${rv}%`, vat, false],
    ['Balance due', total, true],
  ] as [string, number, boolean][]) {
    cell(p, 360, y, 180, 17, l, en(v), { lab: 'left', labSize: 6, align: 'right', bold: b, fill: b });
    y += 17;
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lab,
    partsCost: partsT,
    totalCost: total,
  });
}
