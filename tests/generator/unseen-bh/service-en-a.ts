/**
 * English-language service bills from the British Isles and from Germany: a UK independent garage's invoice, a UK
 * marque specialist's job sheet with one labour figure, a tyre-and-exhaust centre's till invoice, a bodyshop's
 * invoice, an Irish garage charging two VAT rates, and a German workshop's English bill to a US Forces member,
 * VAT-free against a tax-relief form.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  buildYear,
  CITIES_UK,
  digits,
  fmtInt,
  hoursOf,
  JOBS_EN,
  JOBS_DE,
  kmStand,
  LAST_EN,
  NACHNAMEN,
  personEN,
  pickCar,
  plateUK,
  postcodeUK,
  price,
  priceEN,
  streetDE,
  streetEN,
} from './kit';

const ukMiles = (rng: Random, y: number, built: number) => Math.round(kmStand(rng, y, built) * 0.62);

/** A UK independent garage: labour and parts blocks, VAT at the year's rate. */
export function ukIndependent(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1985, built + 5), 2026);
  const y = yearOf(date);
  const [town, area] = rng.pick(CITIES_UK);
  const shop = rng.pick([`${rng.pick(LAST_EN)} Motor Engineers Ltd`, `${rng.pick(LAST_EN)} & ${rng.pick(LAST_EN)} Garage`, `${town} German Car Services`]);
  const miles = ukMiles(rng, y, built);
  const jobs = rng.some(JOBS_EN, rng.int(2, 5));
  const rate = priceEN(rng, y, 55, 75, 0.5);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, shop, { size: 16, bold: true });
  p.down(14).text(50, `${streetEN(rng)}, ${town} ${postcodeUK(rng, area)}  ·  Tel ${rng.int(1000, 1999)} ${rng.int(100000, 999999)}`, { size: 8.5 });
  if (y >= 1990) p.down(11).text(50, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8.5 });
  p.down(36).text(50, 'INVOICE', { size: 14, bold: true });
  p.text(545, `Invoice No. ${rng.int(1000, 29999)}`, { align: 'right', size: 9.5 });
  p.down(14).text(545, `Date: ${fd(date, rng.pick(['uk', 'uklong']))}`, { align: 'right', size: 9.5 });
  p.down(4).text(50, `Customer: ${personEN(rng)}`, { size: 9.5 });
  p.down(13).text(50, `Vehicle: ${car.make} ${car.model}   Reg: ${plateUK(rng, built)}   Mileage: ${fmtInt(miles, ',')}`, { size: 9.5 });
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.down(26);
  row(p, cols, ['Labour', 'Hours', 'Rate', '£'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  const lab: number[] = [];
  for (const j of jobs) {
    const h = hoursOf(rng, j);
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [j.work, num(h, 'en'), num(rate, 'en'), num(a, 'en')]);
  }
  p.down(24);
  row(p, cols, ['Parts', 'Qty', 'Each', '£'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const j of jobs)
    for (const [n, lo, hi, q] of j.parts) {
      const e = priceEN(rng, y, lo, hi);
      const a = r2(e * (q ?? 1));
      pa.push(a);
      partsUsed.push(n);
      p.down(14);
      row(p, cols, [n, String(q ?? 1), num(e, 'en'), num(a, 'en')]);
    }
  const labour = sum(lab);
  const parts = sum(pa);
  const net = r2(labour + parts);
  const v = vatUK(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  hline(p, 355, 190, p.y + 10);
  p.down(26);
  row(p, tc, ['Labour', num(labour, 'en')]);
  p.down(13);
  row(p, tc, ['Parts', num(parts, 'en')]);
  p.down(13);
  row(p, tc, ['Sub-total', num(net, 'en')]);
  p.down(13);
  row(p, tc, [`VAT @ ${v}%`, num(vat, 'en')]);
  p.down(5).box(355, p.y, 190, 17, true);
  p.down(12);
  row(p, tc, ['TOTAL DUE £', num(total, 'en')], { bold: true });
  p.down(34).text(50, rng.pick(['Payment due on collection. Cheques with banker’s card only.', 'Thank you for your custom. Terms: strictly 30 days.']), {
    size: 8.5,
  });
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

/** A UK marque specialist's job sheet: "work carried out" as prose lines, labour as one figure, a parts list. */
export function ukSpecialist(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1995, built + 12), 2026);
  const y = yearOf(date);
  const [town, area] = rng.pick(CITIES_UK);
  const marque = car.make === 'Mercedes-Benz' ? 'Mercedes' : car.make === 'Volkswagen' ? 'VW' : car.make;
  const shop = `${rng.pick(['Classic', 'Heritage', 'Vintage'])} ${marque} ${rng.pick(['Specialists', 'Engineering', 'Workshop'])} Ltd`;
  const miles = ukMiles(rng, y, built);
  const work = rng.some(
    [
      'Carried out annual service to specialist schedule',
      'Checked and adjusted ignition timing and idle mixture',
      'Removed rear silencer, renewed gaskets and refitted',
      'Investigated intermittent misfire – HT lead found chafed, renewed',
      'Greased front suspension and steering joints',
      'Renewed front brake discs and pads',
      'Road tested, all in order',
      'Supplied and fitted new battery',
    ],
    rng.int(3, 5),
  );
  const partPool: [string, number, number][] = [
    ['Oil filter (genuine)', 12, 20],
    ['Engine oil 20W-50 classic, 5 litre', 30, 45],
    ['HT lead set', 35, 70],
    ['Exhaust gasket set', 10, 22],
    ['Brake disc pair', 70, 120],
    ['Brake pad set', 40, 70],
    ['Battery 063', 80, 120],
    ['Spark plug set', 18, 32],
  ];
  const partsPicked = rng.some(partPool, rng.int(2, 5));
  const hours = rng.int(3, 14) / 2;
  const rate = priceEN(rng, y, 70, 90, 1);
  const labour = r2(hours * rate);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop, { size: 16, bold: true, align: 'center', serif: true });
  p.down(14).text(297, `Unit ${rng.int(1, 30)}, ${rng.pick(['Brook Farm', 'Westfield', 'Quarry Lane'])} Industrial Estate, ${town} ${postcodeUK(rng, area)}`, {
    size: 8.5,
    align: 'center',
  });
  p.down(11).text(297, `Specialists in ${marque} cars ${built < 1980 ? 'since 1979' : 'of the 1970s and 80s'}`, { size: 8.5, align: 'center', serif: true });
  p.down(36)
    .text(50, 'JOB SHEET / INVOICE', { size: 12, bold: true })
    .text(545, `No. ${rng.pick(['J', 'S'])}${digits(rng, 5)}`, { align: 'right' });
  p.down(18);
  const info: [string, string][] = [
    ['Date', fd(date, 'uklong')],
    ['Customer', personEN(rng)],
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['Registration', plateUK(rng, built)],
    ['Odometer', `${fmtInt(miles, ',')} miles`],
    ['Chassis', car.vin(rng, built)],
  ];
  for (const [k, v] of info) {
    p.text(50, k, { size: 9, bold: true }).text(140, v, { size: 9.5 });
    p.down(13);
  }
  p.down(12).text(50, 'Work carried out', { size: 10.5, bold: true, serif: true });
  for (const w of work) {
    p.down(14).text(60, `– ${w}`, { size: 9.5, serif: true });
  }
  p.down(22).text(50, 'Parts supplied', { size: 10.5, bold: true, serif: true });
  const pc: Col[] = [{ x: 60 }, { x: 545, align: 'right' }];
  const pa: number[] = [];
  for (const [n, lo, hi] of partsPicked) {
    const a = priceEN(rng, y, lo, hi);
    pa.push(a);
    p.down(14);
    row(p, pc, [n, num(a, 'en')], { size: 9.5, serif: true });
  }
  const parts = sum(pa);
  const net = r2(labour + parts);
  const v = vatUK(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  hline(p, 325, 220, p.y + 10);
  p.down(26);
  row(p, tc, [`Labour ${num(hours, 'en')} hrs @ £${num(rate, 'en')}`, num(labour, 'en')], { serif: true });
  p.down(13);
  row(p, tc, ['Parts total', num(parts, 'en')], { serif: true });
  p.down(13);
  row(p, tc, [`VAT ${v}%`, num(vat, 'en')], { serif: true });
  p.down(16);
  row(p, tc, ['Amount due', `£${num(total, 'en')}`], { bold: true, serif: true });
  p.down(34).text(50, `Next service due at ${fmtInt(Math.ceil((miles + 3000) / 1000) * 1000, ',')} miles or 12 months.`, { size: 8.5, serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: work,
    partsUsed: partsPicked.map((x) => x[0]),
  });
}

/** A tyre and exhaust centre: a till-style invoice, prices including VAT. */
export function ukTyreExhaust(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1988, built + 6), 2026);
  const y = yearOf(date);
  const [town, area] = rng.pick(CITIES_UK);
  const shop = `${rng.pick(['Tyre & Exhaust Centre', 'Tyreline', 'Fast-Fit Centre'])} ${town}`;
  const miles = ukMiles(rng, y, built);
  const n = rng.pick([2, 4]);
  const items: [string, number, number, boolean][] = [
    [
      `${rng.pick(['Avon ZV7', 'Vredestein Sprint Classic', 'Michelin XVS', 'Pirelli P6'])} ${rng.pick(['185/70R14', '195/70VR14', '205/60R15'])}`,
      n,
      priceEN(rng, y, 90, 160, 0.99),
      false,
    ],
    ['Fitting & balancing', n, priceEN(rng, y, 12, 18, 0.5), true],
    ['Valve', n, priceEN(rng, y, 2, 4, 0.5), false],
    ['Tyre disposal', n, priceEN(rng, y, 2, 4, 0.5), true],
  ];
  if (rng.chance(0.5)) items.push(['Rear silencer', 1, priceEN(rng, y, 90, 180, 0.99), false], ['Exhaust fitting', 1, priceEN(rng, y, 25, 45, 0.5), true]);
  if (rng.chance(0.4)) items.push(['Four-wheel alignment check', 1, priceEN(rng, y, 35, 55, 0.99), true]);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop.toUpperCase(), { size: 14, bold: true, align: 'center' });
  p.down(13).text(297, `${streetEN(rng)}, ${town} ${postcodeUK(rng, area)}`, { size: 8.5, align: 'center' });
  p.down(11).text(297, 'TYRES · EXHAUSTS · BATTERIES · BRAKES · MOT', { size: 8.5, align: 'center' });
  p.down(30)
    .text(60, `INVOICE ${rng.int(10, 99)}/${digits(rng, 6)}`, { size: 11, bold: true })
    .text(535, fd(date, 'uk'), { align: 'right', size: 10 });
  p.down(15).text(60, `Reg ${plateUK(rng, built)}   ${car.make.toUpperCase()} ${car.model.toUpperCase()}   Mileage ${miles}`, { size: 9 });
  p.down(12).text(60, `Account: CASH   Fitter: ${rng.pick(['Dean', 'Wayne', 'Lee', 'Craig', 'Jas'])}`, { size: 9 });
  const cols: Col[] = [{ x: 60 }, { x: 380, align: 'right' }, { x: 455, align: 'right' }, { x: 535, align: 'right' }];
  p.down(24);
  row(p, cols, ['Description', 'Qty', 'Unit inc VAT', 'Total'], { bold: true, size: 9 });
  hline(p, 60, 475, p.y + 4);
  const am: number[] = [];
  for (const [t, q, e] of items) {
    const a = r2(q * e);
    am.push(a);
    p.down(14);
    row(p, cols, [t, String(q), num(e, 'en'), num(a, 'en')], { size: 9 });
  }
  const total = sum(am);
  const v = vatUK(y);
  const vat = r2((total * v) / (100 + v));
  hline(p, 330, 205, p.y + 8);
  const tc: Col[] = [{ x: 330 }, { x: 535, align: 'right' }];
  p.down(22);
  row(p, tc, ['Goods (ex VAT)', num(r2(total - vat), 'en')], { size: 9 });
  p.down(13);
  row(p, tc, [`VAT ${v}%`, num(vat, 'en')], { size: 9 });
  p.down(15);
  row(p, tc, ['TOTAL £', num(total, 'en')], { bold: true, size: 11 });
  p.down(14);
  row(p, tc, [`Paid ${rng.pick(['Visa', 'Switch', 'Cash', 'Mastercard'])}`, num(total, 'en')], { size: 9 });
  p.down(30).text(60, 'Please have wheel nuts re-torqued after 50 miles. Guarantee: exhausts 12 months, fitting 3 months.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: items.filter((i) => i[3]).map((i) => i[0]),
    partsUsed: items.filter((i) => !i[3]).map((i) => i[0]),
  });
}

/** A bodyshop: labour by trade, parts and paint materials as one figure. */
export function ukBodyshop(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1990, built + 8), 2026);
  const y = yearOf(date);
  const [town, area] = rng.pick(CITIES_UK);
  const shop = `${rng.pick(LAST_EN)} ${rng.pick(['Accident Repair Centre', 'Coachworks', 'Body & Paint'])}`;
  const miles = ukMiles(rng, y, built);
  const side = rng.pick(['nearside', 'offside']);
  const work: [string, number][] = [
    [`Remove and refit ${side} front wing`, rng.int(15, 30) / 10],
    [`Cut out and replace ${side} sill section`, rng.int(40, 90) / 10],
    ['Treat and seal inner wheel arch', rng.int(10, 25) / 10],
    [`Prepare and paint ${side} wing and sill`, rng.int(40, 70) / 10],
    ['Blend paint into adjacent door', rng.int(10, 20) / 10],
    ['Polish and valet', rng.int(5, 15) / 10],
  ].filter((_, i) => i < 4 || rng.chance(0.6)) as [string, number][];
  const mats: [string, number][] = [
    [`${side[0].toUpperCase()}${side.slice(1)} sill repair panel`, priceEN(rng, y, 40, 90)],
    ['Wing to body fixing kit', priceEN(rng, y, 8, 20)],
    ['Paint and materials', priceEN(rng, y, 120, 260)],
  ];
  const rate = priceEN(rng, y, 45, 60, 0.5);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, shop, { size: 15, bold: true });
  p.text(545, 'INVOICE', { size: 15, bold: true, align: 'right' });
  p.down(14).text(50, `${streetEN(rng)}, ${town} ${postcodeUK(rng, area)}`, { size: 8.5 });
  p.down(30);
  p.box(50, p.y - 12, 240, 58);
  p.text(56, 'Invoice to', { size: 8, bold: true });
  p.down(13).text(56, personEN(rng), { size: 9.5 });
  p.down(12).text(56, `${streetEN(rng)}, ${town}`, { size: 9.5 });
  p.box(305, p.y - 37, 240, 58);
  p.text(311, `Invoice no. ${rng.int(2000, 9999)}`, { size: 9, y: p.y - 25 });
  p.text(311, `Date ${fd(date, 'uk')}`, { size: 9, y: p.y - 12 });
  p.text(311, `${car.make} ${car.model} · ${plateUK(rng, built)}`, { size: 9, y: p.y + 1 });
  p.text(311, `Mileage in ${fmtInt(miles, ',')}`, { size: 9, y: p.y + 14 });
  const cols: Col[] = [{ x: 50 }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.down(44);
  row(p, cols, ['Labour', 'Hrs', '£'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  const lab: number[] = [];
  for (const [t, h] of work) {
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [t, num(h, 'en'), num(a, 'en')]);
  }
  p.down(22);
  row(p, cols, ['Parts & materials', '', '£'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  for (const [t, a] of mats) {
    p.down(14);
    row(p, cols, [t, '', num(a, 'en')]);
  }
  const labour = sum(lab);
  const parts = sum(mats.map((x) => x[1]));
  const net = r2(labour + parts);
  const v = vatUK(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc: Col[] = [{ x: 340 }, { x: 545, align: 'right' }];
  p.down(28);
  row(p, tc, [`Labour total (@ £${num(rate, 'en')}/hr)`, num(labour, 'en')]);
  p.down(13);
  row(p, tc, ['Parts & materials total', num(parts, 'en')]);
  p.down(13);
  row(p, tc, ['Net', num(net, 'en')]);
  p.down(13);
  row(p, tc, [`VAT ${v}%`, num(vat, 'en')]);
  p.down(5).box(335, p.y, 210, 17, true);
  p.down(12);
  row(p, tc, ['Invoice total', `£${num(total, 'en')}`], { bold: true });
  p.down(34).text(50, 'All paintwork guaranteed for 3 years. Photographs of work in progress supplied on request.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((w) => w[0]),
    partsUsed: mats.map((x) => x[0]),
  });
}

/** An Irish garage: labour at the reduced VAT rate, parts at the standard rate, euro. */
export function irelandGarage(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(2003, built + 20), 2026);
  const y = yearOf(date);
  const towns = ['Naas, Co. Kildare', 'Ennis, Co. Clare', 'Mullingar, Co. Westmeath', 'Wexford', 'Letterkenny, Co. Donegal'];
  const town = rng.pick(towns);
  const shop = `${rng.pick(["O'Brien", 'Keane', 'Doyle', 'Gallagher', 'Brennan'])} ${rng.pick(['Motors', 'Auto Services', 'Garage Ltd'])}`;
  const km = kmStand(rng, y, built);
  const jobs = rng.some(JOBS_EN, rng.int(2, 4));
  const rate = r2(priceEN(rng, y, 60, 75, 1));
  const redV = 13.5;
  const stdV = y >= 2012 ? 23 : 21;
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, shop, { size: 16, bold: true });
  p.down(14).text(
    50,
    `${rng.pick(['Dublin Road', 'Main Street', 'Gort Road'])}, ${town}  ·  Tel 0${rng.int(21, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    { size: 8.5 },
  );
  p.down(11).text(50, `VAT No. IE${digits(rng, 7)}${rng.pick(['A', 'H', 'W'])}`, { size: 8.5 });
  p.down(34)
    .text(50, 'VAT INVOICE', { size: 13, bold: true })
    .text(545, `No. ${rng.int(10000, 99999)}`, { align: 'right' });
  p.down(14).text(545, fd(date, 'uk'), { align: 'right' });
  p.down(0).text(50, `${personEN(rng)}`, { size: 9.5 });
  p.down(13).text(
    50,
    `${car.make} ${car.model}  ·  Reg ${String(built).slice(2)}-${rng.pick(['KE', 'CE', 'WH', 'WX', 'DL'])}-${rng.int(100, 9999)}  ·  Odo ${fmtInt(km, ',')} km`,
    { size: 9.5 },
  );
  const cols: Col[] = [{ x: 50 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.down(26);
  row(p, cols, ['Work done', 'Hrs', '€'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  const lab: number[] = [];
  if (rng.chance(0.5)) jobs.unshift({ work: 'Pre-NCT check', hours: [1.5, 1.5], parts: [] });
  const workLines = jobs.map((j) => j.work);
  for (const j of jobs) {
    const h = hoursOf(rng, j, 4);
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [j.work, num(h, 'en'), num(a, 'en')]);
  }
  p.down(22);
  row(p, cols, ['Parts', 'Qty', '€'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const j of jobs)
    for (const [n, lo, hi, q] of j.parts) {
      const a = r2(priceEN(rng, y, lo, hi) * 1.15 * (q ?? 1));
      pa.push(a);
      partsUsed.push(n);
      p.down(14);
      row(p, cols, [n, String(q ?? 1), num(a, 'en')]);
    }
  const labour = sum(lab);
  const parts = sum(pa);
  const vl = r2((labour * redV) / 100);
  const vp = r2((parts * stdV) / 100);
  const total = r2(labour + parts + vl + vp);
  const tc: Col[] = [{ x: 300 }, { x: 545, align: 'right' }];
  p.down(28);
  row(p, tc, ['Labour (net)', num(labour, 'en')]);
  p.down(13);
  row(p, tc, [`VAT on labour @ ${redV}%`, num(vl, 'en')]);
  p.down(13);
  row(p, tc, ['Parts (net)', num(parts, 'en')]);
  p.down(13);
  row(p, tc, [`VAT on parts @ ${stdV}%`, num(vp, 'en')]);
  hline(p, 300, 245, p.y + 5);
  p.down(17);
  row(p, tc, ['Total incl. VAT  €', num(total, 'en')], { bold: true });
  p.down(34).text(50, 'Old parts available for inspection for 7 days. Thank you for your business.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: workLines,
    partsUsed,
  });
}

/** A German workshop's English bill to a US Forces member: DM or euro, VAT-free against the tax-relief form. */
export function usForcesGermany(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1980, built + 2), 2026);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const towns: [string, string, string][] = [
    ['Ramstein-Miesenbach', '66877', 'KL'],
    ['Landstuhl', '66849', 'KL'],
    ['Grafenwöhr', '92655', 'NEW'],
    ['Vilseck', '92249', 'AS'],
    ['Baumholder', '55774', 'BIR'],
    ['Wiesbaden', '65189', 'WI'],
  ];
  const [ort, plz] = rng.pick(towns);
  const shop = `Autoservice ${rng.pick(NACHNAMEN)}`;
  const km = kmStand(rng, y, built);
  const jobs = rng.some(JOBS_DE, rng.int(2, 4));
  const en: Record<string, string> = {
    'Motoröl und Ölfilter gewechselt': 'Oil and filter change',
    'Zündkerzen erneuert': 'Replace spark plugs',
    'Zündung eingestellt, Schließwinkel geprüft': 'Ignition timing and dwell adjusted',
    'Bremsbeläge vorn erneuert': 'Replace front brake pads',
    'Bremsflüssigkeit erneuert, Bremsanlage entlüftet': 'Brake fluid flush',
    'Keilriemen erneuert und gespannt': 'Replace V-belt',
    'Vergaser gereinigt und eingestellt': 'Clean and adjust carburetor',
    'Luftfilter erneuert': 'Replace air filter',
    'Kühlmittelschläuche erneuert, Kühlsystem abgedrückt': 'Replace coolant hoses, pressure test',
    'Stoßdämpfer hinten erneuert': 'Replace rear shocks',
    'Kupplungsseil erneuert, Kupplung eingestellt': 'Replace clutch cable, adjust clutch',
    'Radlager vorn links erneuert': 'Replace front left wheel bearing',
    'Lichtmaschine aus- und eingebaut, Regler erneuert': 'Replace voltage regulator',
    'Ventilspiel eingestellt': 'Adjust valves',
    'Unterboden gereinigt und konserviert': 'Underbody cleaned and rustproofed',
  };
  const rate = price(rng, y, 55, 70, 0.5);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, shop, { size: 16, bold: true });
  p.down(14).text(50, `${streetDE(rng)} · D-${plz} ${ort} · Tel. 0${rng.int(6300, 9699)}-${rng.int(1000, 9999)}`, { size: 8.5 });
  p.down(11).text(50, 'We speak English! · US-Specs · Inspections for USAREUR registration', { size: 8.5, bold: true });
  p.down(34)
    .text(50, 'INVOICE', { size: 13, bold: true })
    .text(545, `Invoice # ${rng.int(100, 9999)}`, { align: 'right' });
  p.down(14).text(545, `Date: ${fd(date, 'de')}`, { align: 'right' });
  p.down(0).text(
    50,
    `Customer: ${rng.pick(['SSgt', 'Capt', 'SFC', 'Mr.', 'Mrs.'])} ${personEN(rng)}, ${rng.pick(['CMR 402', 'Unit 3050', 'PSC 2'])} Box ${rng.int(100, 999)}, APO AE ${rng.int(9000, 9199)}`,
    { size: 9 },
  );
  p.down(13).text(
    50,
    `Vehicle: ${car.make} ${car.model}   License: ${rng.pick(['AE', 'HK', 'GE'])}-${rng.int(1000, 9999)}${rng.pick(['', 'A', 'B'])}   Mileage: ${fmtInt(km, ',')} km`,
    { size: 9 },
  );
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.down(26);
  row(p, cols, ['Labor', 'Hours', 'Rate', cur], { bold: true });
  hline(p, 50, 495, p.y + 4);
  const lab: number[] = [];
  for (const j of jobs) {
    const h = hoursOf(rng, j);
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [en[j.work], num(h, 'en'), num(rate, 'en'), num(a, 'en')]);
  }
  p.down(22);
  row(p, cols, ['Parts', 'Qty', 'Price', cur], { bold: true });
  hline(p, 50, 495, p.y + 4);
  const tr: Record<string, string> = {
    'Motoröl 15W-40': 'Motor oil 15W-40 (liter)',
    Ölfilter: 'Oil filter',
    Zündkerzen: 'Spark plugs',
    Unterbrecherkontakt: 'Points',
    Kondensator: 'Condenser',
    'Bremsbeläge Vorderachse (Satz)': 'Front brake pads (set)',
    'Bremsflüssigkeit DOT 4': 'Brake fluid DOT 4',
    Keilriemen: 'V-belt',
    Vergaserdichtsatz: 'Carburetor gasket kit',
    Luftfiltereinsatz: 'Air filter',
    'Kühlerschlauch oben': 'Upper radiator hose',
    Frostschutz: 'Antifreeze (liter)',
    'Stoßdämpfer hinten': 'Rear shock absorber',
    Kupplungsseil: 'Clutch cable',
    Radlagersatz: 'Wheel bearing kit',
    Spannungsregler: 'Voltage regulator',
    Ventildeckeldichtung: 'Valve cover gasket',
    Hohlraumkonservierung: 'Cavity wax (can)',
  };
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const j of jobs)
    for (const [n, lo, hi, q] of j.parts) {
      const e = price(rng, y, lo, hi);
      const a = r2(e * (q ?? 1));
      pa.push(a);
      partsUsed.push(tr[n]);
      p.down(14);
      row(p, cols, [tr[n], String(q ?? 1), num(e, 'en'), num(a, 'en')]);
    }
  const labour = sum(lab);
  const parts = sum(pa);
  const total = r2(labour + parts);
  const tc: Col[] = [{ x: 320 }, { x: 545, align: 'right' }];
  p.down(28);
  row(p, tc, ['Total labor', num(labour, 'en')]);
  p.down(13);
  row(p, tc, ['Total parts', num(parts, 'en')]);
  p.down(13);
  row(p, tc, ['VAT (MwSt.) 0 % – tax relief', num(0, 'en')]);
  p.down(5).box(315, p.y, 230, 17, true);
  p.down(12);
  row(p, tc, [`TOTAL ${cur}`, num(total, 'en')], { bold: true });
  p.down(34).text(
    50,
    `VAT-free under the NATO Status of Forces Agreement. Tax relief form (NF-1) No. ${rng.pick(['DE', 'KL', 'WI'])}-${digits(rng, 6)} attached.`,
    { size: 8.5 },
  );
  p.down(12).text(50, 'Payment in cash or by check in US Dollars at the current rate accepted.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => en[j.work]),
    partsUsed,
  });
}
