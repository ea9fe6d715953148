/**
 * English-language workshop bills around a lay-up: a marque specialist's recommissioning, a 1980s UK dealer's
 * collect-and-deliver service, an Irish lay-up service with two VAT rates, a UK rustproofing centre, a US winterizing
 * repair order.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  car,
  type Col,
  doc,
  fd,
  grp,
  hline,
  IE_TOWNS,
  mileage,
  num,
  para,
  partPrice,
  person,
  pickSome,
  plateUK,
  r2,
  row,
  stamp,
  sum,
  ukAddr,
  usAddr,
  vat,
  vatIE,
  vatUK,
  yearOf,
} from './kit';

/** A marque specialist's recommissioning invoice after long storage, 1991–2010: labour by hours, parts, sundries. */
export function ukRecommission(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1991, 2010);
  const y = yearOf(date);
  const rate = vatUK(y);
  const a = ukAddr(rng);
  const name = rng.pick(['Pemberton', 'Ashcroft', 'Greaves', 'Rowley']);
  const shop = rng.pick([`${name} Sports Cars`, `${name} & Daughter Classic Engineering`, `${name} Marque Specialists Ltd`]);
  const c = car(rng, 'en', y - 15);
  const km = mileage(rng, 30000, 140000);
  const hr = rng.pick([24, 28, 32, 36, 42]);
  const jobs = pickSome(
    rng,
    [
      ['Recommission after long-term storage: inspect, turn engine by hand', 2],
      ['Drain and flush fuel tank, clean carburettors', 3.5],
      ['Free off seized brake calipers, renew flexible hoses', 3],
      ['Bleed brake and clutch hydraulics', 1],
      ['Oil and filter change', 0.8],
      ['Renew perished tyres', 1],
      ['Road test and report', 0.7],
    ] as [string, number][],
    4,
  ).map(([t, h]) => ({ t, h, n: r2(h * hr) }));
  const parts = pickSome(
    rng,
    [
      ['GHS104', 'Flexible brake hose'],
      ['GFE1011', 'Brake fluid DOT 4 1L'],
      ['GFE1502', 'Engine oil 20W-50 5L'],
      ['GFE166', 'Oil filter'],
      ['GFF101', 'Fuel filter'],
      ['165HR14', 'Tyre 165 HR 14'],
      ['BHM7183', 'Clutch slave cylinder'],
    ] as [string, string][],
    3,
  ).map(([code, t]) => {
    const q = t.startsWith('Tyre') ? rng.pick([2, 4]) : t.includes('hose') ? rng.pick([2, 4]) : 1;
    const e = partPrice(rng, t, 0.9);
    return { code, t, q, e, n: r2(q * e) };
  });
  const labour = sum(jobs.map((j) => j.n));
  const partsSum = sum(parts.map((x) => x.n));
  const sundries = rng.chance(0.6) ? rng.pick([6.5, 8.75, 12]) : 0;
  const t = vat(labour + partsSum + sundries, rate);
  p.y = 55;
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `${a.line} · ${a.town} · ${a.pc} · Telephone 0${rng.int(1200, 1999)} ${rng.int(100000, 999999)}`, { size: 8, align: 'center' });
  p.down(10);
  hline(p, 50, 495);
  p.y = 105;
  p.text(50, `Invoice ${rng.int(5000, 9999)}`, { size: 11, bold: true });
  p.text(545, `Tax point: ${fd(date, 'uklong')}`, { size: 9, align: 'right' });
  p.down(18);
  p.text(50, `Customer: ${person(rng, 'en')}`, { size: 9 });
  p.text(300, `Vehicle: ${c.make} ${c.model}  ${plateUK(rng, c.year)}`, { size: 9 });
  p.down(12);
  p.text(50, `Odometer: ${grp(km, ',')} miles`, { size: 9 });
  p.text(300, `Job no. ${rng.int(100, 999)}/${String(y).slice(2)}`, { size: 9 });
  p.down(24);
  const lc: Col[] = [{ x: 50 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  hline(p, 50, 495, p.y - 11);
  row(p, lc, ['LABOUR', 'Hours', '£'], { bold: true });
  p.down(15);
  for (const j of jobs) {
    row(p, lc, [j.t, num(j.h, 'plain'), num(j.n, 'en')]);
    p.down(13);
  }
  p.text(470, `Labour total @ £${hr.toFixed(2)}/hr`, { size: 9, bold: true, align: 'right' });
  p.text(545, num(labour, 'en'), { size: 9, bold: true, align: 'right' });
  p.down(22);
  const pc: Col[] = [{ x: 50 }, { x: 120 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  hline(p, 50, 495, p.y - 11);
  row(p, pc, ['Part no.', 'PARTS', 'Qty', 'Each', '£'], { bold: true });
  p.down(15);
  for (const x of parts) {
    row(p, pc, [x.code, x.t, String(x.q), num(x.e, 'en'), num(x.n, 'en')]);
    p.down(13);
  }
  p.text(470, 'Parts total', { size: 9, bold: true, align: 'right' });
  p.text(545, num(partsSum, 'en'), { size: 9, bold: true, align: 'right' });
  p.down(22);
  const foot: [string, string, boolean][] = [];
  if (sundries) foot.push(['Sundries & consumables', num(sundries, 'en'), false]);
  foot.push(['Nett', num(t.net, 'en'), false], [`VAT @ ${rate}%`, num(t.tax, 'en'), false], ['TOTAL', `£${num(t.gross, 'en')}`, true]);
  for (const [k, v, bold] of foot) {
    p.text(470, k, { size: 9.5, bold, align: 'right' });
    p.text(545, v, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(20);
  para(
    p,
    50,
    `Note: the car had stood for ${rng.int(3, 15)} years. We recommend the cooling system hoses are renewed at the next service. Terms strictly 30 days.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: t.gross,
    workPerformed: jobs.map((j) => j.t),
    partsUsed: parts.map((x) => x.t),
  });
}

/** A 1979–1990 UK main dealer's service invoice with collect and deliver, labour/parts/sundries summed at the foot. */
export function ukDealerCollect(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1979, 1990);
  const y = yearOf(date);
  const rate = vatUK(y);
  const a = ukAddr(rng);
  const shop = `${a.town} ${rng.pick(['Motors', 'Garage', 'Motor Co.'])} Ltd`;
  const c = car(rng, 'en', y - 1);
  const km = mileage(rng, 9000, 110000);
  const ops = pickSome(
    rng,
    [
      ['01', 'Collect and deliver'],
      ['12', '12,000 mile service'],
      ['20', 'Winter check: anti-freeze strength, battery, lights'],
      ['33', 'Adjust brakes and handbrake'],
      ['41', 'Re-tension fan belt'],
      ['55', 'Check and adjust tyre pressures'],
    ],
    3,
  ).map(([code, t]) => ({ code, t, n: r2(rng.int(400, 3800) / 100) }));
  if (ops[0].t !== 'Collect and deliver') ops.unshift({ code: '01', t: 'Collect and deliver', n: r2(rng.int(500, 1200) / 100) });
  const parts = pickSome(rng, ['Oil filter', 'Engine oil 5 ltr', 'Spark plugs (set)', 'Contact set', 'Anti-freeze 1 gal', 'Fan belt'], 2).map((t) => ({
    t,
    n: partPrice(rng, t, 0.45),
    no: `${rng.pick(['GFE', 'GCS', 'GTB', 'ADU'])}${rng.int(100, 9999)}`,
  }));
  const lab = sum(ops.map((o) => o.n));
  const par = sum(parts.map((o) => o.n));
  const sund = r2(rng.int(50, 300) / 100);
  const t = vat(lab + par + sund, rate);
  const S = { size: 9 };
  p.y = 50;
  p.text(50, shop.toUpperCase(), { size: 15, bold: true });
  p.down(12);
  p.text(50, `Main Dealers · ${a.line}, ${a.town} · Tel. ${a.town} ${rng.int(20000, 79999)}`, { size: 8 });
  p.text(545, 'SERVICE INVOICE', { size: 12, bold: true, align: 'right', y: 50 });
  p.text(545, `No. ${rng.int(10000, 99999)}`, { size: 9, align: 'right', y: 64 });
  p.y = 100;
  p.box(48, 88, 499, 54);
  const cells: [string, string][] = [
    ['Date', fd(date, 'uk')],
    ['Reg. No.', plateUK(rng, y)],
    ['Model', `${c.make} ${c.model}`],
    ['Mileage', grp(km, ',')],
    ['Account', person(rng, 'en')],
    ['Order', `${rng.int(1000, 9999)}`],
  ];
  cells.forEach(([k, v], i) => {
    const x = 54 + (i % 3) * 165;
    const yy = 100 + Math.floor(i / 3) * 26;
    p.text(x, k, { size: 7, y: yy });
    p.text(x, v, { ...S, y: yy + 11 });
  });
  p.y = 170;
  const cols: Col[] = [{ x: 50 }, { x: 80 }, { x: 545, align: 'right' }];
  row(p, cols, ['Op.', 'Work carried out', 'Labour £'], { bold: true });
  p.down(6);
  hline(p, 50, 495);
  p.down(13);
  for (const o of ops) {
    row(p, cols, [o.code, o.t, num(o.n, 'en')]);
    p.down(13);
  }
  p.down(10);
  const pcol: Col[] = [{ x: 50 }, { x: 120 }, { x: 545, align: 'right' }];
  row(p, pcol, ['Part No.', 'Parts supplied', 'Parts £'], { bold: true });
  p.down(6);
  hline(p, 50, 495);
  p.down(13);
  for (const o of parts) {
    row(p, pcol, [o.no, o.t, num(o.n, 'en')]);
    p.down(13);
  }
  p.down(14);
  const fc: Col[] = [
    { x: 110, align: 'right' },
    { x: 190, align: 'right' },
    { x: 270, align: 'right' },
    { x: 350, align: 'right' },
    { x: 430, align: 'right' },
    { x: 545, align: 'right' },
  ];
  p.box(48, p.y - 12, 499, 34);
  row(p, fc, ['Labour', 'Parts', 'Sundries', 'Goods total', `VAT ${rate}%`, 'Amount due'], { size: 7.5 });
  p.down(15);
  row(p, fc, [num(lab, 'en'), num(par, 'en'), num(sund, 'en'), num(t.net, 'en'), num(t.tax, 'en'), `£${num(t.gross, 'en')}`], { size: 9.5, bold: true });
  p.down(38);
  p.text(50, 'Payment on collection please. Cheques with banker’s card only.', { size: 8 });
  if (rng.chance(0.6)) stamp(p, 360, p.y + 10, 170, ['PAID WITH THANKS', `${shop}`, fd(date, 'ukdot')], 8);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: t.gross,
    workPerformed: ops.map((o) => o.t),
    partsUsed: parts.map((o) => o.t),
  });
}

/** An Irish garage's lay-up service: labour at the reduced VAT rate, parts at the standard rate, each summed. */
export function ieLayUp(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const y = yearOf(date);
  const std = vatIE(y);
  const red = 13.5;
  const town = rng.pick(IE_TOWNS);
  const name = rng.pick(['Donnelly', 'Gallagher', 'Brennan', 'Nolan', 'Murphy']);
  const shop = rng.pick([`${name} Motors`, `${name}'s Garage Ltd`, `${name} Classic & Vintage`]);
  const c = car(rng, 'en', y - 25);
  const km = mileage(rng, 20000, 200000);
  const hr = rng.pick([55, 65, 75, 85]);
  const jobs = pickSome(
    rng,
    [
      ['Lay-up service: oil and filter changed, fuel stabiliser added', 1.5],
      ['Tyres inflated to storage pressure, car on axle stands', 0.5],
      ['Battery removed and placed on maintenance charge', 0.3],
      ['Underbody washed and wax applied', 1.5],
      ['Cylinders fogged with storage oil', 0.5],
    ] as [string, number][],
    2,
  ).map(([t, h]) => ({ t, h, n: r2(h * hr) }));
  const parts = pickSome(rng, ['Engine oil 20W-50 5L', 'Oil filter', 'Fuel stabiliser', 'Cavity wax aerosol', 'Battery maintenance charger'], 2).map((t) => ({
    t,
    n: partPrice(rng, t),
  }));
  const lab = sum(jobs.map((j) => j.n));
  const par = sum(parts.map((j) => j.n));
  const vl = r2((lab * red) / 100);
  const vp = r2((par * std) / 100);
  const total = r2(lab + par + vl + vp);
  p.y = 60;
  p.text(50, shop, { size: 16, bold: true });
  p.down(14);
  p.text(
    50,
    `${rng.pick(['Dublin Road', 'Main Street', 'Station Road'])}, ${town} · Tel. 0${rng.int(21, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)} · VAT No. IE${rng.int(1000000, 9999999)}${rng.pick(['A', 'B', 'W', 'H'])}`,
    { size: 8 },
  );
  p.y = 120;
  p.text(50, 'INVOICE', { size: 13, bold: true });
  p.down(18);
  for (const [k, v] of [
    ['Invoice No.', String(rng.int(20000, 49999))],
    ['Date', fd(date, 'uk')],
    ['Customer', person(rng, 'en')],
    ['Vehicle', `${c.make} ${c.model} (${c.year})`],
    ['Reg.', `${String(c.year).slice(2)}-${rng.pick(['D', 'KE', 'C', 'MH', 'WX', 'CW'])}-${rng.int(100, 9999)}`],
    ['Odometer', `${grp(km, ',')} km`],
  ]) {
    p.text(50, k, { size: 9, bold: true });
    p.text(140, v, { size: 9 });
    p.down(12);
  }
  p.down(16);
  const cols: Col[] = [{ x: 50 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 11, 499, 15, true);
  row(p, cols, ['Labour', 'Hrs', '€'], { bold: true });
  p.down(17);
  for (const j of jobs) {
    row(p, cols, [j.t, num(j.h, 'plain'), num(j.n, 'en')]);
    p.down(13);
  }
  p.down(8);
  p.box(48, p.y - 11, 499, 15, true);
  row(p, cols, ['Parts', '', '€'], { bold: true });
  p.down(17);
  for (const j of parts) {
    row(p, cols, [j.t, '', num(j.n, 'en')]);
    p.down(13);
  }
  p.down(14);
  const fc: Col[] = [{ x: 300 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 545, align: 'right' }];
  row(p, fc, ['', 'Net', 'VAT', 'Gross'], { bold: true });
  p.down(13);
  row(p, fc, [`Labour @ ${red}%`, num(lab, 'en'), num(vl, 'en'), num(r2(lab + vl), 'en')]);
  p.down(13);
  row(p, fc, [`Parts @ ${std}%`, num(par, 'en'), num(vp, 'en'), num(r2(par + vp), 'en')]);
  p.down(6);
  hline(p, 300, 247);
  p.down(14);
  p.text(300, 'Total payable', { size: 10, bold: true });
  p.text(545, `€${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(36);
  para(p, 50, 'Car stored in our heated unit until collection. Storage charged separately per month. Thank you for your custom.', 100, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.t),
    partsUsed: parts.map((j) => j.t),
  });
}

/** A 1976–1988 UK rustproofing centre's carbon bill: cavity wax and underbody sealant, VAT of the year. */
export function ukRustproofing(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 1988);
  const y = yearOf(date);
  const rate = vatUK(y);
  const a = ukAddr(rng);
  const shop = rng.pick([`${a.town} Rustproofing Centre`, `Underseal Services (${a.town}) Ltd`, `${rng.pick(['Sutcliffe', 'Hughes'])} Rustproofing`]);
  const c = car(rng, 'en', y);
  const km = mileage(rng, 200, 60000);
  const lines = pickSome(
    rng,
    [
      'Cavity wax injection: sills, doors, box sections',
      'Underbody sealant applied',
      'Wheel arches treated',
      'Bonnet and boot lid cavities treated',
      'Steam clean underside',
    ],
    2,
  ).map((t) => ({ t, n: rng.pick([12.5, 18, 24.5, 35, 48, 65]) }));
  const t = vat(sum(lines.map((l) => l.n)), rate);
  const S = { size: 10, serif: true };
  p.y = 60;
  p.text(297, shop, { size: 14, bold: true, serif: true, align: 'center' });
  p.down(13);
  p.text(297, `${a.line}, ${a.town}  ·  Tel. ${a.town} ${rng.int(2000, 69999)}`, { size: 8.5, serif: true, align: 'center' });
  p.y = 120;
  p.text(50, `No. ${rng.int(1000, 9999)}`, S);
  p.text(545, `Date  ${fd(date, 'ukdot')}`, { ...S, align: 'right' });
  p.down(20);
  p.text(50, `Name  ${person(rng, 'en')}`, S);
  p.down(16);
  p.text(50, `Make  ${c.make} ${c.model}`, S);
  p.text(330, `Reg.  ${plateUK(rng, c.year)}`, S);
  p.down(16);
  p.text(50, `Mileage  ${grp(km, ',')}`, S);
  p.down(26);
  p.box(48, p.y - 12, 499, 18);
  p.text(54, 'Treatment', { ...S, bold: true });
  p.text(540, '£   p', { ...S, bold: true, align: 'right' });
  p.down(20);
  for (const l of lines) {
    p.text(54, l.t, S);
    p.text(540, num(l.n, 'plain'), { ...S, align: 'right' });
    p.down(16);
  }
  p.down(6);
  for (const [k, v] of [
    ['Goods/Services', num(t.net, 'plain')],
    [`V.A.T. ${rate}%`, num(t.tax, 'plain')],
    ['TOTAL', num(t.gross, 'plain')],
  ]) {
    p.text(380, k, { ...S, bold: k === 'TOTAL' });
    p.text(540, v, { ...S, align: 'right', bold: k === 'TOTAL' });
    p.down(16);
  }
  p.down(20);
  para(
    p,
    50,
    `Guarantee certificate no. ${rng.int(10000, 99999)} issued. The guarantee requires an inspection every 12 months at an approved centre; a small charge is made for touching up.`,
    90,
    { serif: true, size: 9 },
  );
  p.down(16);
  p.text(50, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8, serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: t.gross,
    workPerformed: lines.map((l) => l.t),
    partsUsed: [],
  });
}

/** A US shop's winterizing repair order in capitals: lines, then labor, parts, supplies, tax (on parts) and total. */
export function usWinterizeRO(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2014);
  const a = usAddr(rng);
  const name = rng.pick(['Caldwell', 'Hendricks', 'Osborne', 'Pratt']);
  const shop = rng.pick([`${name} Auto Service`, `${name} Garage & Classic Repair`, `${a.town} Motor Works`]);
  const c = car(rng, 'en', yearOf(date) - 20);
  const odo = mileage(rng, 20000, 99999);
  const hr = rng.pick([48, 55, 65, 75, 89]);
  const ops = pickSome(
    rng,
    [
      ['CHANGE OIL & FILTER', 0.5],
      ['ADD FUEL STABILIZER, RUN ENGINE 10 MIN', 0.3],
      ['FOG CYLINDERS THRU CARB', 0.4],
      ['OVERINFLATE TIRES TO 45 PSI', 0.2],
      ['REMOVE BATTERY, PUT ON TENDER', 0.3],
      ['CHECK ANTIFREEZE PROTECTION', 0.2],
      ['PLUG TAILPIPE & AIR INTAKE', 0.2],
    ] as [string, number][],
    3,
  ).map(([t, h]) => ({ t, h, n: r2(h * hr) }));
  const parts = pickSome(rng, ['OIL FILTER PH8A', 'MOTOR OIL 10W30 QT', 'FUEL STABILIZER 8OZ', 'FOGGING OIL', 'BATTERY TENDER JR'], 2).map((t) => {
    const q = t.includes(' QT') ? 5 : 1;
    const e = partPrice(rng, t, 0.7);
    return { t, q, e, n: r2(q * e) };
  });
  const lab = sum(ops.map((o) => o.n));
  const par = sum(parts.map((o) => o.n));
  const sup = r2(rng.pick([3.5, 4.95, 6.5]));
  const taxRate = rng.pick([5, 6, 7]);
  const tax = r2((par * taxRate) / 100);
  const total = r2(lab + par + sup + tax);
  const M = { size: 9, serif: true };
  p.y = 50;
  p.text(50, shop.toUpperCase(), { size: 13, bold: true, serif: true });
  p.down(12);
  p.text(50, `${a.line.toUpperCase()}  ${a.town.toUpperCase()}, ${a.st} ${a.zip}`, M);
  p.text(545, `RO# ${rng.int(100000, 199999)}`, { ...M, bold: true, align: 'right', y: 50 });
  p.y = 95;
  p.box(48, 84, 499, 44);
  p.text(54, `DATE ${fd(date, 'us')}   CUST ${person(rng, 'en').toUpperCase()}`, M);
  p.down(13);
  p.text(54, `VEH ${c.year} ${c.make.toUpperCase()} ${c.model.toUpperCase()}   LIC ${rng.pick(['AHV', 'HIST', 'CLSC'])}${rng.int(100, 9999)}`, M);
  p.down(13);
  p.text(54, `MILEAGE IN ${odo}   MILEAGE OUT ${odo + rng.int(0, 3)}`, M);
  p.y = 150;
  p.text(50, 'CUSTOMER STATES: WINTERIZE FOR STORAGE', { ...M, bold: true });
  p.down(18);
  p.text(50, 'LABOR', { ...M, bold: true });
  p.text(470, 'HRS', { ...M, bold: true, align: 'right' });
  p.text(545, 'AMOUNT', { ...M, bold: true, align: 'right' });
  p.down(13);
  for (const o of ops) {
    p.text(50, o.t, M);
    p.text(470, num(o.h, 'plain'), { ...M, align: 'right' });
    p.text(545, num(o.n, 'plain'), { ...M, align: 'right' });
    p.down(12);
  }
  p.down(10);
  p.text(50, 'PARTS', { ...M, bold: true });
  p.text(400, 'QTY', { ...M, bold: true, align: 'right' });
  p.text(470, 'EACH', { ...M, bold: true, align: 'right' });
  p.down(13);
  for (const o of parts) {
    p.text(50, o.t, M);
    p.text(400, String(o.q), { ...M, align: 'right' });
    p.text(470, num(o.e, 'plain'), { ...M, align: 'right' });
    p.text(545, num(o.n, 'plain'), { ...M, align: 'right' });
    p.down(12);
  }
  p.down(16);
  p.box(360, p.y - 12, 187, 90);
  for (const [k, v] of [
    ['LABOR', num(lab, 'plain')],
    ['PARTS', num(par, 'plain')],
    ['SHOP SUPPLIES', num(sup, 'plain')],
    [`TAX ${taxRate}% ON PARTS`, num(tax, 'plain')],
    ['TOTAL DUE', num(total, 'plain')],
  ]) {
    p.text(366, k, { ...M, bold: k === 'TOTAL DUE' });
    p.text(541, v, { ...M, align: 'right', bold: k === 'TOTAL DUE' });
    p.down(16);
  }
  p.down(20);
  para(
    p,
    50,
    'I HEREBY AUTHORIZE THE ABOVE REPAIR WORK. AN EXPRESS MECHANICS LIEN IS ACKNOWLEDGED ON ABOVE VEHICLE TO SECURE THE AMOUNT OF REPAIRS THERETO.',
    95,
    { ...M, size: 7.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: odo,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: ops.map((o) => o.t),
    partsUsed: parts.map((o) => o.t),
  });
}
