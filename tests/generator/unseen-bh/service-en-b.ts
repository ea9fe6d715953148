/**
 * English-language service bills from North America and Australia: a US independent German-car shop's repair order
 * with shop supplies and tax on parts, a Mercedes-Benz dealer's repair order with lettered lines and a totals box,
 * a brake-and-muffler shop, a Canadian shop in kilometres with GST/PST or HST, and an Australian tax invoice with GST.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { buildYear, CARS, CITIES_US, digits, fmtInt, hoursOf, JOBS_EN, kmStand, LAST_EN, personEN, pickCar, priceEN, streetEN, FIRST_EN } from './kit';

const usMiles = (rng: Random, y: number, built: number) => Math.round(kmStand(rng, y, built) * 0.62);
const usPlate = (rng: Random) =>
  `${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100, 999)}`;

/** A US independent shop for German cars: repair order, shop supplies, sales tax on parts only. */
export function usIndependent(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1986, built + 5), 2026);
  const y = yearOf(date);
  const [city, st, zip] = rng.pick(CITIES_US);
  const shop = rng.pick([`${rng.pick(LAST_EN)} German Auto Service`, `${city} Euro Motorwerks`, `${rng.pick(LAST_EN)}'s Foreign Car Repair`]);
  const miles = usMiles(rng, y, built);
  const jobs = rng.some(JOBS_EN, rng.int(2, 4));
  const rate = priceEN(rng, y, 95, 130, 1);
  const tax = rng.pick([6.25, 7.25, 8.0, 5.5, 6.875]);
  const p = new PageBuilder();
  p.y = 54;
  p.text(50, shop, { size: 15, bold: true });
  p.down(13).text(50, `${streetEN(rng)}, ${city}, ${st} ${zip}  ·  (${rng.int(200, 989)}) ${rng.int(200, 989)}-${rng.int(1000, 9999)}`, { size: 8.5 });
  p.text(545, 'REPAIR ORDER', { align: 'right', size: 13, bold: true, y: 54 });
  p.text(545, `RO # ${rng.int(10000, 99999)}`, { align: 'right', size: 9.5, y: 68 });
  p.down(28);
  p.box(50, p.y - 12, 495, 44);
  p.text(56, `Customer: ${personEN(rng)}`, { size: 9 }).text(300, `Date: ${fd(date, 'us')}`, { size: 9 });
  p.down(13)
    .text(56, `Vehicle: ${built} ${car.make} ${car.model}`, { size: 9 })
    .text(300, `Plate: ${usPlate(rng)} (${st})`, { size: 9 });
  p.down(13)
    .text(56, `VIN: ${car.vin(rng, built)}`, { size: 9 })
    .text(300, `Odometer in: ${fmtInt(miles, ',')}`, { size: 9 });
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.down(30);
  row(p, cols, ['LABOR', 'HRS', 'RATE', 'AMOUNT'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  const lab: number[] = [];
  for (const j of jobs) {
    const h = hoursOf(rng, j);
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [j.work, num(h, 'en'), num(rate, 'en'), num(a, 'en')], { size: 9 });
  }
  p.down(22);
  row(p, cols, ['PARTS', 'QTY', 'EACH', 'AMOUNT'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const j of jobs)
    for (const [n, lo, hi, q] of j.parts) {
      const name = n.replace('Engine oil 15W-40', 'Motor oil 20W-50 (qt)').replace('Fan belt', 'Drive belt').replace('Antifreeze', 'Coolant (gal)');
      const qty = n.startsWith('Engine oil') ? rng.int(5, 8) : (q ?? 1);
      const e = priceEN(rng, y, lo, hi);
      const a = r2(e * qty);
      pa.push(a);
      partsUsed.push(name);
      p.down(14);
      row(p, cols, [name, String(qty), num(e, 'en'), num(a, 'en')], { size: 9 });
    }
  const labour = sum(lab);
  const parts = sum(pa);
  const supplies = r2(Math.min(labour * 0.06, 45));
  const stax = r2((parts * tax) / 100);
  const total = r2(labour + parts + supplies + stax);
  const tc: Col[] = [{ x: 350 }, { x: 545, align: 'right' }];
  p.down(28);
  row(p, tc, ['Total Labor', num(labour, 'en')], { size: 9.5 });
  p.down(13);
  row(p, tc, ['Total Parts', num(parts, 'en')], { size: 9.5 });
  p.down(13);
  row(p, tc, ['Shop Supplies', num(supplies, 'en')], { size: 9.5 });
  p.down(13);
  row(p, tc, [`Sales Tax (parts) ${tax}%`, num(stax, 'en')], { size: 9.5 });
  p.down(5).box(345, p.y, 200, 17, true);
  p.down(12);
  row(p, tc, ['TOTAL', `$${num(total, 'en')}`], { bold: true, size: 10 });
  p.down(34).text(50, 'I hereby authorize the above repair work. An express mechanic’s lien is acknowledged on the vehicle.', { size: 7.5 });
  p.down(11).text(50, '12 month / 12,000 mile warranty on parts and labor.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.work),
    partsUsed,
  });
}

/** A Mercedes-Benz dealer's repair order: lettered lines with cause and correction, a totals box. */
export function usDealerRO(rng: Random): Generated {
  const car = rng.pick(CARS.filter((c) => c.make === 'Mercedes-Benz'));
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1992, built + 8), 2026);
  const y = yearOf(date);
  const [city, st, zip] = rng.pick(CITIES_US);
  const shop = `${rng.pick(LAST_EN)} Motorcars`;
  const miles = usMiles(rng, y, built);
  const pool: [string, string, string, [string, string, number, number][]][] = [
    ['CUSTOMER STATES CHECK ENGINE OIL LEAK', 'REPLACED VALVE COVER GASKET, CLEANED ENGINE', '01MB0412', [['GASKET, VALVE COVER', '110 016 03 21', 30, 55]]],
    [
      'PERFORM MAINTENANCE SERVICE',
      'PERFORMED SERVICE, CHANGED OIL AND FILTER',
      '00MB1000',
      [
        ['OIL FILTER', '102 184 03 01', 12, 20],
        ['ENGINE OIL 15W40', '000 989 21 01', 5, 8],
      ],
    ],
    [
      'CUSTOMER STATES BRAKES SQUEAL',
      'REPLACED FRONT PADS AND SENSORS',
      '42MB1100',
      [
        ['PAD SET FRONT', '001 420 51 20', 70, 110],
        ['WEAR SENSOR', '123 540 09 17', 15, 25],
      ],
    ],
    ['CUSTOMER STATES A/C NOT COLD', 'EVACUATED AND RECHARGED SYSTEM, REPLACED O-RINGS', '83MB2010', [['O-RING KIT', '123 830 01 96', 12, 25]]],
    ['CHECK ROUGH IDLE', 'REPLACED IDLE AIR VALVE, ADJUSTED CO', '07MB3040', [['IDLE AIR VALVE', '000 141 37 25', 140, 220]]],
  ];
  const lines = rng.some(pool, rng.int(2, 3));
  const rate = priceEN(rng, y, 120, 160, 1);
  const tax = rng.pick([6.0, 7.25, 8.25, 6.5]);
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, shop.toUpperCase(), { size: 14, bold: true });
  p.down(12).text(50, `AUTHORIZED MERCEDES-BENZ DEALER · ${streetEN(rng).toUpperCase()} · ${city.toUpperCase()}, ${st} ${zip}`, { size: 8 });
  p.text(545, `INVOICE ${rng.int(100000, 999999)}`, { align: 'right', size: 11, bold: true, y: 50 });
  p.down(24);
  const hdr: [string, string][] = [
    ['CUSTOMER', personEN(rng).toUpperCase()],
    ['INVOICE DATE', fd(date, 'usshort')],
    ['YEAR/MAKE/MODEL', `${built} MERCEDES-BENZ ${car.model}`],
    ['MILEAGE IN/OUT', `${miles} / ${miles + rng.int(1, 12)}`],
    ['VIN', car.vin(rng, built)],
    ['ADVISOR', `${rng.int(100, 999)} ${rng.pick(FIRST_EN).toUpperCase()}`],
  ];
  hdr.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 50 : 320;
    p.text(x, k, { size: 7 }).text(x, v, { size: 9, y: p.y + 10 });
    if (i % 2 === 1) p.down(24);
  });
  p.down(6);
  hline(p, 50, 495);
  const lab: number[] = [];
  const pa: number[] = [];
  const work: string[] = [];
  const partsUsed: string[] = [];
  const cols: Col[] = [{ x: 62 }, { x: 128 }, { x: 482, align: 'right' }, { x: 545, align: 'right' }];
  lines.forEach(([concern, corr, op, parts], i) => {
    const letter = 'ABCD'[i];
    p.down(16).text(50, letter, { size: 10, bold: true }).text(70, concern, { size: 8.5 });
    const h = rng.int(4, 30) / 10;
    const a = r2(h * rate);
    lab.push(a);
    work.push(corr);
    p.down(12);
    row(p, cols, [op, corr, `${num(h, 'en')} HRS`, num(a, 'en')], { size: 8.5 });
    p.down(11).text(128, `TECH ${rng.int(1000, 9999)}   CUSTOMER PAY`, { size: 7 });
    for (const [n, pn, lo, hi] of parts) {
      const q = n.startsWith('ENGINE OIL') ? rng.int(6, 8) : 1;
      const e = priceEN(rng, y, lo, hi);
      const amt = r2(q * e);
      pa.push(amt);
      partsUsed.push(n);
      p.down(11);
      row(p, cols, [pn, `${q} ${n}`, num(e, 'en'), num(amt, 'en')], { size: 8.5 });
    }
  });
  const labour = sum(lab);
  const parts = sum(pa);
  const misc = r2(Math.min(labour * 0.05, 40));
  const stax = r2(((parts + misc) * tax) / 100);
  const total = r2(labour + parts + misc + stax);
  p.down(30);
  const bx = 345;
  p.box(bx, p.y - 12, 200, 106);
  const tot: [string, number, boolean?][] = [
    ['LABOR AMOUNT', labour],
    ['PARTS AMOUNT', parts],
    ['SUBLET AMOUNT', 0],
    ['MISC. CHARGES', misc],
    ['SALES TAX', stax],
    ['PLEASE PAY THIS AMOUNT', total, true],
  ];
  for (const [k, v, b] of tot) {
    row(p, [{ x: bx + 6 }, { x: 540, align: 'right' }], [k, num(v, 'en')], { size: 8.5, bold: b });
    p.down(16);
  }
  p.text(50, 'MISC. CHARGES: HAZARDOUS WASTE / SHOP SUPPLIES', { size: 7, y: p.y - 80 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: work,
    partsUsed,
  });
}

/** A brake and muffler shop: one list of lines, then parts and labor sums and the tax on the whole. */
export function usMuffler(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1982, built + 4), 2026);
  const y = yearOf(date);
  const [city, st, zip] = rng.pick(CITIES_US);
  const shop = `${rng.pick(['Quality', 'Discount', 'Main Street', 'A-1'])} Muffler & Brake`;
  const miles = usMiles(rng, y, built);
  const items: [string, number, boolean][] = [
    ['Muffler, direct fit', priceEN(rng, y, 110, 220), false],
    ['Tailpipe', priceEN(rng, y, 40, 80), false],
    ['Clamps & hangers', priceEN(rng, y, 15, 30), false],
    ['Install exhaust', priceEN(rng, y, 60, 110, 1), true],
  ];
  if (rng.chance(0.6))
    items.push(
      ['Rear brake shoes', priceEN(rng, y, 45, 80), false],
      ['Turn drums', priceEN(rng, y, 30, 45, 1), true],
      ['Brake adjust & road test', priceEN(rng, y, 25, 45, 1), true],
    );
  const tax = rng.pick([7.5, 8.25, 6.0, 5.0]);
  const p = new PageBuilder();
  p.y = 64;
  p.text(297, shop.toUpperCase(), { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `${streetEN(rng)} · ${city}, ${st} ${zip}`, { size: 9, align: 'center' });
  p.down(11).text(297, 'Mufflers · Brakes · Shocks · Struts — Lifetime Warranty', { size: 8.5, align: 'center' });
  p.down(32);
  p.text(60, `No. ${digits(rng, 5)}`, { size: 10, bold: true }).text(535, `Date ${fd(date, 'usshort')}`, { size: 10, align: 'right' });
  p.down(16).text(60, `Name ${personEN(rng)}`, { size: 10, serif: true });
  p.down(14)
    .text(60, `Car ${built} ${car.make} ${car.model}`, { size: 10, serif: true })
    .text(380, `Miles ${fmtInt(miles, ',')}`, { size: 10, serif: true });
  const cols: Col[] = [{ x: 60 }, { x: 440, align: 'right' }, { x: 535, align: 'right' }];
  p.down(26);
  row(p, cols, ['DESCRIPTION', 'PARTS', 'LABOR'], { bold: true, size: 9 });
  hline(p, 60, 475, p.y + 4);
  for (const [t, a, w] of items) {
    p.down(16);
    row(p, cols, [t, w ? '' : num(a, 'en'), w ? num(a, 'en') : ''], { size: 10, serif: true });
  }
  const parts = sum(items.filter((i) => !i[2]).map((i) => i[1]));
  const labour = sum(items.filter((i) => i[2]).map((i) => i[1]));
  const stax = r2((parts * tax) / 100);
  const total = r2(parts + labour + stax);
  hline(p, 60, 475, p.y + 8);
  const tc: Col[] = [{ x: 330 }, { x: 535, align: 'right' }];
  p.down(24);
  row(p, tc, ['Parts', num(parts, 'en')], { size: 10 });
  p.down(14);
  row(p, tc, ['Labor', num(labour, 'en')], { size: 10 });
  p.down(14);
  row(p, tc, [`Tax ${tax}% (parts)`, num(stax, 'en')], { size: 10 });
  p.down(16);
  row(p, tc, ['TOTAL', num(total, 'en')], { size: 11, bold: true });
  p.down(36).text(60, 'Customer signature ____________________   Thank you!', { size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: items.filter((i) => i[2]).map((i) => i[0]),
    partsUsed: items.filter((i) => !i[2]).map((i) => i[0]),
  });
}

/** A Canadian shop: kilometres, GST and PST before harmonisation, HST after. */
export function canadaShop(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1992, built + 8), 2026);
  const y = yearOf(date);
  const towns = ['Guelph, ON', 'Kitchener, ON', 'Barrie, ON', 'Oakville, ON', 'Kingston, ON'];
  const town = rng.pick(towns);
  const shop = `${rng.pick(LAST_EN)} ${rng.pick(['Autohaus', 'European Auto', 'Motor Works'])}`;
  const km = kmStand(rng, y, built);
  const jobs = rng.some(JOBS_EN, rng.int(2, 4));
  const rate = priceEN(rng, y, 90, 120, 1);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, shop, { size: 16, bold: true });
  p.down(14).text(50, `${streetEN(rng)}, ${town}  ·  ${y >= 2010 ? 'HST' : 'GST'} # ${digits(rng, 9)} RT0001`, { size: 8.5 });
  p.down(34).text(50, 'Invoice', { size: 13, bold: true });
  const meta: [string, string][] = [
    ['Invoice #', String(rng.int(20000, 89999))],
    ['Date', fd(date, rng.pick(['iso', 'uslong']))],
    ['Customer', personEN(rng)],
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['Kilometres', fmtInt(km, ',')],
    [
      'Plate',
      `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)}`,
    ],
  ];
  meta.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 50 : 310;
    p.text(x, `${k}:`, { size: 9, y: p.y + 16 }).text(x + 70, v, { size: 9, y: p.y + 16 });
    if (i % 2 === 1) p.down(13);
  });
  const cols: Col[] = [{ x: 50 }, { x: 390, align: 'right' }, { x: 465, align: 'right' }, { x: 545, align: 'right' }];
  p.down(36);
  row(p, cols, ['Description', 'Qty/Hrs', 'Price', 'Amount'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  const lab: number[] = [];
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const j of jobs) {
    const h = hoursOf(rng, j);
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [j.work, num(h, 'en'), num(rate, 'en'), num(a, 'en')], { size: 9, bold: true });
    for (const [n, lo, hi, q] of j.parts) {
      const name = n.replace('Engine oil 15W-40', 'Engine oil 15W-40 (L)');
      const e = r2(priceEN(rng, y, lo, hi) * 1.25);
      const amt = r2(e * (q ?? 1));
      pa.push(amt);
      partsUsed.push(name);
      p.down(13);
      row(p, cols, [`    ${name}`, String(q ?? 1), num(e, 'en'), num(amt, 'en')], { size: 9 });
    }
  }
  const labour = sum(lab);
  const parts = sum(pa);
  const net = r2(labour + parts);
  const tc: Col[] = [{ x: 340 }, { x: 545, align: 'right' }];
  p.down(28);
  row(p, tc, ['Labour', num(labour, 'en')]);
  p.down(13);
  row(p, tc, ['Parts', num(parts, 'en')]);
  p.down(13);
  row(p, tc, ['Subtotal', num(net, 'en')]);
  let taxes: number;
  if (y >= 2010) {
    taxes = r2(net * 0.13);
    p.down(13);
    row(p, tc, ['HST 13%', num(taxes, 'en')]);
  } else {
    const g = y >= 2008 ? 5 : y >= 2006 ? 6 : 7;
    const gst = r2((net * g) / 100);
    const pst = r2(net * 0.08);
    taxes = r2(gst + pst);
    p.down(13);
    row(p, tc, [`GST ${g}%`, num(gst, 'en')]);
    p.down(13);
    row(p, tc, ['PST 8%', num(pst, 'en')]);
  }
  const total = r2(net + taxes);
  p.down(5).box(335, p.y, 210, 17, true);
  p.down(12);
  row(p, tc, ['Total CAD', num(total, 'en')], { bold: true });
  p.down(34).text(50, 'Warranty: 12 months / 20,000 km parts and labour. Thank you!', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.work),
    partsUsed,
  });
}

/** An Australian tax invoice: ABN, odometer in km, GST 10 %. */
export function australiaShop(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(2001, built + 15), 2026);
  const y = yearOf(date);
  const towns = ['Geelong VIC 3220', 'Toowoomba QLD 4350', 'Ballarat VIC 3350', 'Newcastle NSW 2300', 'Fremantle WA 6160'];
  const town = rng.pick(towns);
  const shop = `${rng.pick(LAST_EN)} ${rng.pick(['Euro Automotive', 'Prestige Motors', 'Auto Electrical & Mechanical'])}`;
  const km = kmStand(rng, y, built);
  const jobs = rng.some(JOBS_EN, rng.int(2, 4));
  const rate = r2(priceEN(rng, y, 100, 130, 1) * 1.3);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, shop, { size: 15, bold: true });
  p.down(13).text(50, `${streetEN(rng)}, ${town}  ·  ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`, { size: 8.5 });
  p.down(11).text(50, `LMCT / MVRL ${digits(rng, 5)}`, { size: 8.5 });
  p.down(32).text(297, 'TAX INVOICE', { size: 14, bold: true, align: 'center' });
  p.down(20)
    .text(50, `Invoice ${rng.int(1000, 9999)}`, { size: 9.5 })
    .text(297, `Date ${fd(date, 'uk')}`, { size: 9.5, align: 'center' })
    .text(545, `Rego ${rng.pick(['ABC', 'XYZ', 'KLM', 'VHX'])}-${rng.int(100, 999)}`, { size: 9.5, align: 'right' });
  p.down(13)
    .text(50, `${personEN(rng)}`, { size: 9.5 })
    .text(545, `${built} ${car.make} ${car.model} · Odo ${fmtInt(km, ',')} km`, { size: 9.5, align: 'right' });
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.down(26).text(50, 'Labour', { size: 10, bold: true });
  const lab: number[] = [];
  for (const j of jobs) {
    const h = hoursOf(rng, j, 4);
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [`${j.work} (${num(h, 'en')} hr)`, num(a, 'en')], { size: 9.5 });
  }
  p.down(22).text(50, 'Parts', { size: 10, bold: true });
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const j of jobs)
    for (const [n, lo, hi, q] of j.parts) {
      const a = r2(priceEN(rng, y, lo, hi) * 1.4 * (q ?? 1));
      pa.push(a);
      partsUsed.push(n);
      p.down(14);
      row(p, cols, [`${q ?? 1} × ${n}`, num(a, 'en')], { size: 9.5 });
    }
  const labour = sum(lab);
  const parts = sum(pa);
  const net = r2(labour + parts);
  const gst = r2(net * 0.1);
  const total = r2(net + gst);
  const tc: Col[] = [{ x: 340 }, { x: 545, align: 'right' }];
  hline(p, 335, 210, p.y + 10);
  p.down(26);
  row(p, tc, ['Labour', num(labour, 'en')]);
  p.down(13);
  row(p, tc, ['Parts', num(parts, 'en')]);
  p.down(13);
  row(p, tc, ['Subtotal (ex GST)', num(net, 'en')]);
  p.down(13);
  row(p, tc, ['GST', num(gst, 'en')]);
  p.down(5).box(335, p.y, 210, 17, true);
  p.down(12);
  row(p, tc, ['Total (inc GST)', `$${num(total, 'en')}`], { bold: true });
  p.down(34).text(50, `Direct deposit: BSB ${digits(rng, 3)}-${digits(rng, 3)} Acc ${digits(rng, 8)}. Payment due within 7 days.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.work),
    partsUsed,
  });
}
