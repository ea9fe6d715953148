/**
 * English service paper of North American owners: independent shops' software repair orders and pre-printed forms,
 * a quick-lube ticket, a tire store, a muffler shop, a brake and alignment shop, a Canadian garage with GST/PST/HST,
 * a restoration shop's monthly invoice, a franchised dealer's customer invoice and an engine machine shop.
 */
import { PageBuilder } from '../page';
import { addDays, fd, hline, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { infl, pickJobs, serviceTruth, US_JOBS, usRate } from './jobs';
import { dateAfter, field, m, phone, pickState, price, street, sumLine, usCar, usName, usPlate, usd } from './kit';

const doc = (p: PageBuilder, truth: Generated['truth']): Generated => ({ items: p.items, language: 'en', truth });
const miles = (rng: Random, year: number, date: string) =>
  Math.min(99999, rng.int(8, 40) * 1000 * Math.max(1, (Number(date.slice(0, 4)) - year) / 8) + rng.int(0, 999));
const odo = (n: number) => Math.round(n).toLocaleString('en-US');

/** An independent shop's computer-printed repair order (shop-management software, 1998 on). */
export function softwareRepairOrder(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1998, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const shop = rng.pick([
    `${rng.pick(['Delgado', 'Whitaker', 'Yoder', 'Sorensen'])} Automotive`,
    'Precision Auto Care LLC',
    'Classic Car Clinic',
    `${st.cities[0]} Auto Repair Inc.`,
    'Dale’s Import & Domestic',
  ]);
  const city = rng.pick(st.cities);
  const rate = usRate(rng, year);
  const jobs = pickJobs(rng, US_JOBS, rng.int(2, 4), year, rate);
  const mi = miles(rng, car.year, date);
  const upper = rng.chance(0.5);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, shop, { size: 16, bold: true });
  p.text(40, `${street(rng)}, ${city}, ${st.code} ${st.zip()}  ·  ${phone(rng)}`, { y: 64, size: 8.5 });
  const reg =
    st.code === 'CA'
      ? `BAR #ARD${rng.int(100000, 299999)}`
      : rng.pick(['ASE Certified Technicians', `EPA #${rng.int(10000, 99999)}`, 'Family owned since 1979']);
  p.text(40, reg, { y: 76, size: 8 });
  const ro = String(rng.int(10000, 89999));
  p.text(555, rng.pick(['REPAIR ORDER', 'INVOICE']), { y: 50, size: 13, bold: true, align: 'right' });
  p.text(555, `RO # ${ro}`, { y: 66, size: 9, align: 'right' });
  p.text(555, `Date: ${fd(date, 'us')}`, { y: 78, size: 9, align: 'right' });
  p.box(40, 88, 515, 62);
  p.text(46, 'CUSTOMER', { y: 99, size: 7, bold: true });
  p.text(46, usName(rng), { y: 112, size: 9 });
  p.text(46, street(rng), { y: 124, size: 9 });
  p.text(46, `${rng.pick(st.cities)}, ${st.code} ${st.zip()}`, { y: 136, size: 9 });
  p.text(300, 'VEHICLE', { y: 99, size: 7, bold: true });
  p.text(300, `${car.year} ${car.make} ${car.model} ${car.body}`, { y: 112, size: 9 });
  p.text(300, `VIN ${car.vin}   Lic ${usPlate(rng, st.code, year)} ${st.code}`, { y: 124, size: 8.5 });
  p.text(300, `${rng.pick(['Odometer In', 'Mileage In', 'Miles In'])}: ${odo(mi)}${rng.chance(0.3) ? ' (TMU)' : ''}   Color: ${car.color}`, {
    y: 136,
    size: 8.5,
  });
  p.y = 170;
  const cols: Col[] = [{ x: 46 }, { x: 92 }, { x: 180 }, { x: 440, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['QTY', 'PART #', 'DESCRIPTION', 'UNIT', 'AMOUNT'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  jobs.forEach((j, k) => {
    p.text(46, `${U(`Job ${k + 1}`)}: ${U(j.job)}`, { size: 9, bold: true });
    p.down(12);
    if (rng.chance(0.5)) {
      p.text(
        60,
        `${rng.pick(['Customer states', 'Concern'])}: ${rng.pick(['customer request', 'due for service', 'check and advise', 'found on inspection', 'per phone approval'])}`,
        { size: 8 },
      );
      p.down(12);
    }
    row(p, cols, ['', '', U(`Labor ${j.hours.toFixed(1)} hrs @ ${usd(rate)}`), '', m(j.labor)], { size: 8.5 });
    p.down(12);
    for (const pt of j.parts) {
      row(p, cols, [String(pt.qty), pt.code, U(pt.text), m(pt.unit), m(pt.amount)], { size: 8.5 });
      p.down(12);
    }
    p.down(6);
  });
  const labor = sum(jobs.map((j) => j.labor));
  const parts = sum(jobs.flatMap((j) => j.parts.map((x) => x.amount)));
  const supplies = rng.chance(0.7) ? r2(Math.min(labor * 0.06, 35 * infl(year))) : 0;
  const haz = rng.chance(0.5) ? price(rng, 3, 8) : 0;
  const tax = r2(((parts + supplies) * st.tax) / 100);
  const total = sum([labor, parts, supplies, haz, tax]);
  p.y = Math.max(p.y + 10, 560);
  hline(p, 330, 225, p.y - 10);
  const L = 340;
  const R = 550;
  sumLine(p, L, R, 'Parts', usd(parts));
  sumLine(p, L, R, 'Labor', usd(labor));
  if (supplies) sumLine(p, L, R, 'Shop supplies', usd(supplies));
  if (haz) sumLine(p, L, R, 'Hazardous waste disposal', usd(haz));
  sumLine(p, L, R, `Sales tax ${st.tax}%`, usd(tax));
  p.box(330, p.y - 10, 225, 18, true);
  p.down(2);
  sumLine(p, L, R, 'TOTAL', usd(total), { bold: true, size: 10 });
  p.y += 20;
  p.text(40, 'I hereby authorize the above repair work to be done along with the necessary material. An express mechanic’s lien is', { size: 7 });
  p.text(40, 'acknowledged on above vehicle to secure the amount of repairs thereto. Warranty: 12 months / 12,000 miles parts and labor.', {
    y: p.y + 9,
    size: 7,
  });
  p.text(40, 'Customer signature ______________________________', { y: p.y + 36, size: 8.5 });
  p.text(555, `Paid: ${rng.pick(['VISA', 'Cash', 'Check #' + rng.int(1001, 4999), 'MasterCard', 'Debit'])}`, { y: p.y + 36, size: 8.5, align: 'right' });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: mi,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs.map((j) => U(j.job)),
      partsUsed: jobs.flatMap((j) => j.parts.map((x) => U(x.text))),
    }),
  );
}

/** A pre-printed repair order from a pad, typed in (1968–1988): work on the left, parts on the right, totals box. */
export function preprintedRepairOrder(rng: Random): Generated {
  const st = pickState(rng, ['PA', 'OH', 'MI', 'NY', 'TX']);
  const date = dateAfter(rng, 1968, 1988);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng, year);
  const owner = rng.pick(['Haskins', 'Brewer', 'Schaefer', 'Parrish', 'Olson']);
  const shop = rng.pick([`${owner}’s Garage`, `${owner} Bros. Service`, `${owner} Sunoco Service`, `${owner} Motor Service`]);
  const rate = usRate(rng, year);
  const jobs = pickJobs(rng, US_JOBS, rng.int(2, 3), year, rate);
  const mi = miles(rng, car.year, date);
  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { y: 50, size: 18, bold: true, serif: true, align: 'center' });
  p.text(
    297,
    rng.pick([
      'General Auto Repair · Tune-Ups · Brakes · Towing',
      'Complete Automotive Service · Road Service Day & Night',
      'Wheel Alignment · Brakes · Welding',
    ]),
    { y: 64, size: 8.5, align: 'center' },
  );
  p.text(297, `${street(rng)}   ${rng.pick(st.cities)}, ${st.name}   Phone ${phone(rng).replace(/[()]/g, '').replace(' ', '-')}`, {
    y: 76,
    size: 8,
    align: 'center',
  });
  const no = String(rng.int(1000, 9999));
  p.text(555, `No. ${no}`, { y: 50, size: 11, bold: true, align: 'right' });
  const y0 = 88;
  field(p, 40, y0, 330, 26, 'NAME', usName(rng), { serif: true });
  field(p, 370, y0, 185, 26, 'DATE', fd(date, 'usshort'), { serif: true });
  field(p, 40, y0 + 26, 330, 26, 'ADDRESS', `${street(rng)}, ${rng.pick(st.cities)}`, { serif: true });
  field(p, 370, y0 + 26, 185, 26, 'PHONE', phone(rng), { serif: true });
  field(p, 40, y0 + 52, 200, 26, 'YEAR — MAKE — MODEL', `${car.year} ${car.make} ${car.model}`, { serif: true, size: 9 });
  field(p, 240, y0 + 52, 130, 26, 'LICENSE NO.', usPlate(rng, st.code, year), { serif: true });
  field(p, 370, y0 + 52, 185, 26, rng.pick(['SPEEDOMETER', 'MILEAGE']), odo(mi), { serif: true });
  const top = y0 + 86;
  p.box(40, top, 300, 330);
  p.box(340, top, 215, 330);
  p.text(44, 'DESCRIPTION OF WORK', { y: top + 10, size: 7, bold: true });
  p.text(336, 'AMOUNT', { y: top + 10, size: 7, bold: true, align: 'right' });
  p.text(344, 'QTY  PARTS AND MATERIAL', { y: top + 10, size: 7, bold: true });
  p.text(551, 'AMOUNT', { y: top + 10, size: 7, bold: true, align: 'right' });
  let yl = top + 26;
  for (const j of jobs) {
    const words = j.job.split(' ');
    const a = words.slice(0, 5).join(' ');
    const b = words.slice(5).join(' ');
    p.text(46, a, { y: yl, size: 9, serif: true });
    if (b) p.text(46, b, { y: yl + 11, size: 9, serif: true });
    p.text(336, m(j.labor), { y: yl, size: 9, serif: true, align: 'right' });
    yl += b ? 26 : 16;
  }
  let yr = top + 26;
  const parts = jobs.flatMap((j) => j.parts);
  for (const pt of parts) {
    p.text(346, String(pt.qty), { y: yr, size: 8.5, serif: true });
    p.text(366, pt.text.length > 30 ? pt.text.slice(0, 30) : pt.text, { y: yr, size: 8.5, serif: true });
    p.text(551, m(pt.amount), { y: yr, size: 8.5, serif: true, align: 'right' });
    yr += 14;
  }
  const labor = sum(jobs.map((j) => j.labor));
  const partsSum = sum(parts.map((x) => x.amount));
  const taxRate = rng.pick([4, 5, 6]);
  const tax = r2((partsSum * taxRate) / 100);
  const total = sum([labor, partsSum, tax]);
  let yb = top + 340;
  const box = (label: string, v: string, bold = false) => {
    p.box(340, yb, 215, 18, bold);
    p.text(346, label, { y: yb + 12, size: 8, bold: true });
    if (v) p.text(551, v, { y: yb + 12, size: 9.5, serif: true, bold, align: 'right' });
    yb += 18;
  };
  box('TOTAL LABOR', m(labor));
  box('TOTAL PARTS', m(partsSum));
  box('GAS, OIL & GREASE', '');
  box(`SALES TAX ${taxRate}%`, m(tax));
  box('TOTAL', m(total), true);
  [
    'I hereby authorize the above repair work to be done',
    'with the necessary material. Not responsible for loss',
    'or damage to cars or articles left in cars in case of',
    'fire, theft or any other cause beyond our control.',
  ].forEach((l, i) => p.text(40, l, { y: top + 352 + i * 8, size: 6.5 }));
  p.text(40, 'SIGNED X ____________________________', { y: top + 392, size: 8 });
  p.text(40, rng.pick(['Work done by: ', 'Mechanic: ']) + rng.pick(['Bud', 'Earl', 'Mike', 'R.S.', 'Jerry']), { y: top + 412, size: 8, serif: true });
  return doc(
    p,
    serviceTruth({
      shopName: shop.toUpperCase(),
      serviceDate: date,
      serviceMileage: mi,
      laborCost: labor,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job),
      partsUsed: parts.map((x) => (x.text.length > 30 ? x.text.slice(0, 30) : x.text)),
    }),
  );
}

/** A quick-lube store's narrow ticket: a service package at one price, add-on products, next-service reminder. */
export function quickLubeTicket(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1988, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const shop = rng.pick(['Lube Express', 'Quick Lane Oil & Lube', 'Grease Monkey Express Lube', 'Oil Can Henry’s', '10 Minute Oil Change']);
  const shopName = shop.toUpperCase();
  const store = rng.int(11, 480);
  const mi = miles(rng, car.year, date);
  const pkg = rng.pick(['Full Service Oil Change', 'Signature Service Oil Change', 'High Mileage Oil Service', 'Conventional Oil Change']);
  const pkgPrice = price(rng, Math.round(28 * infl(year) + 4), Math.round(42 * infl(year) + 8), [95, 99, 49]);
  const services: [string, number][] = [[pkg, pkgPrice]];
  if (rng.chance(0.5))
    services.push([
      rng.pick(['Differential Service', 'Radiator Flush', 'Transmission Service']),
      price(rng, Math.round(60 * infl(year)), Math.round(110 * infl(year)), [95, 99]),
    ]);
  const products: [string, number][] = [];
  if (rng.chance(0.8)) products.push(['Engine Air Filter', price(rng, Math.round(14 * infl(year)), Math.round(28 * infl(year)), [95, 99])]);
  if (rng.chance(0.6)) products.push(['Wiper Blades (pair)', price(rng, Math.round(18 * infl(year)), Math.round(34 * infl(year)), [95, 99])]);
  if (rng.chance(0.4)) products.push(['PCV Valve', price(rng, 4, 9, [95, 99])]);
  if (!products.length) products.push(['Breather Element', price(rng, 6, 12, [95, 99])]);
  const sub = sum([...services, ...products].map((x) => x[1]));
  const tax = r2((sum(products.map((x) => x[1])) * st.tax) / 100 + (pkgPrice * 0.5 * st.tax) / 100);
  const total = sum([sub, tax]);
  const x0 = 175;
  const x1 = 420;
  const p = new PageBuilder();
  p.box(x0 - 12, 36, x1 - x0 + 24, 560);
  p.text(297, shop.toUpperCase(), { y: 60, size: 13, bold: true, align: 'center' });
  p.text(297, `Store #${store} · ${rng.pick(st.cities)}, ${st.code}`, { y: 74, size: 8, align: 'center' });
  p.text(297, phone(rng), { y: 85, size: 8, align: 'center' });
  p.y = 106;
  sumLine(p, x0, x1, `Ticket ${rng.int(100000, 999999)}`, `${fd(date, 'us')} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8 });
  sumLine(p, x0, x1, 'Vehicle', `${car.year} ${car.make} ${car.model}`, { size: 8 });
  sumLine(p, x0, x1, 'Plate', `${usPlate(rng, st.code, year)} ${st.code}`, { size: 8 });
  sumLine(p, x0, x1, 'Mileage', odo(mi), { size: 8, bold: true });
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(8);
  p.text(x0, 'SERVICES', { size: 8, bold: true });
  p.down(12);
  for (const [t, v] of services) sumLine(p, x0, x1, t, m(v), { size: 8.5 });
  const oil = rng.pick(['5W-30', '10W-30', '10W-40', '20W-50 High Mileage']);
  p.text(x0 + 8, `incl. up to 5 qts ${oil}, oil filter, chassis lube`, { size: 7 });
  p.down(14);
  p.text(x0, 'PRODUCTS', { size: 8, bold: true });
  p.down(12);
  for (const [t, v] of products) sumLine(p, x0, x1, t, m(v), { size: 8.5 });
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(8);
  sumLine(p, x0, x1, 'Subtotal', m(sub), { size: 8.5 });
  sumLine(p, x0, x1, 'Tax', m(tax), { size: 8.5 });
  sumLine(p, x0, x1, 'TOTAL', usd(total), { size: 10, bold: true });
  sumLine(p, x0, x1, rng.pick(['VISA ****', 'MC ****', 'AMEX ****']) + rng.int(1000, 9999), usd(total), { size: 8 });
  p.down(10);
  p.text(297, 'NEXT SERVICE DUE', { size: 9, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `${odo(mi + 3000)} miles or ${fd(addDays(date, rng.pick([90, 91, 120])), 'us')}`, { size: 9, align: 'center' });
  p.down(20);
  p.text(
    297,
    `Technician: ${rng.pick(['Tyler', 'Jose', 'Brandon', 'Kyle', 'DeShawn'])}   Checked: ${rng.pick(['tires, lights, wipers', 'fluids, belts, hoses'])}`,
    { size: 7, align: 'center' },
  );
  p.down(11);
  p.text(297, 'Thank you! Drive safely.', { size: 8, align: 'center' });
  return doc(
    p,
    serviceTruth({
      shopName,
      serviceDate: date,
      serviceMileage: mi,
      totalCost: total,
      workPerformed: services.map((s) => s[0]),
      partsUsed: products.map((s) => s[0]),
    }),
  );
}

/** A tire store's invoice: tires and stems as merchandise, mounting and alignment as labour, state tire fee. */
export function tireStoreInvoice(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1992, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const shop = rng.pick([
    `${rng.pick(['Garza', 'Lindqvist', 'Hollister', 'Castellano'])} Tire & Wheel`,
    'Big Country Tire Pros',
    'Discount Tire & Service Center',
    'Main Street Tire Co.',
  ]);
  const mi = miles(rng, car.year, date);
  const tire = rng.pick([
    'BFGoodrich Radial T/A P215/70R14 RWL',
    'BFGoodrich Radial T/A P235/60R15 RWL',
    'Coker Classic Whitewall 7.75-15',
    'Firestone Wide Oval P225/70R15',
    'Goodyear Eagle GT P245/60R15',
  ]);
  const n = rng.pick([2, 4, 4]);
  const tUnit = price(rng, Math.round(95 * infl(year)), Math.round(190 * infl(year)), [99, 95, 0]);
  const merch: [string, string, number, number][] = [
    [String(rng.int(10000, 99999)), tire, n, tUnit],
    ['VS413', 'Valve stem, rubber', n, price(rng, 2, 5)],
  ];
  const labor: [string, string, number, number][] = [['MB', 'Mount & balance', n, price(rng, Math.round(14 * infl(year)), Math.round(24 * infl(year)))]];
  if (rng.chance(0.6))
    labor.push([
      'ALN4',
      rng.pick(['Four-wheel alignment', 'Front end alignment']),
      1,
      price(rng, Math.round(65 * infl(year)), Math.round(99 * infl(year)), [95, 99]),
    ]);
  const feeUnit = st.code === 'CA' ? 1.75 : st.code === 'FL' ? 1 : rng.pick([2, 2.5, 3]);
  const fees: [string, string, number, number][] = [['FEE', `${st.code === 'CA' ? 'CA tire fee' : 'Tire disposal fee'}`, n, feeUnit]];
  const ext = (l: [string, string, number, number]) => r2(l[2] * l[3]);
  const mSum = sum(merch.map(ext));
  const lSum = sum(labor.map(ext));
  const fSum = sum(fees.map(ext));
  const tax = r2((mSum * st.tax) / 100);
  const total = sum([mSum, lSum, fSum, tax]);
  const p = new PageBuilder();
  p.box(40, 36, 515, 58, true);
  p.text(50, shop, { y: 58, size: 15, bold: true });
  p.text(50, `${street(rng)} · ${rng.pick(st.cities)}, ${st.code} ${st.zip()} · ${phone(rng)}`, { y: 74, size: 8 });
  p.text(50, 'Tires · Wheels · Alignment · Brakes', { y: 86, size: 8 });
  p.text(545, 'INVOICE', { y: 58, size: 12, bold: true, align: 'right' });
  p.text(545, `${rng.int(100, 999)}-${rng.int(10000, 99999)}`, { y: 72, size: 9, align: 'right' });
  p.y = 112;
  sumLine(p, 40, 300, 'Sold to:', usName(rng), { size: 9 });
  sumLine(p, 40, 300, 'Vehicle:', `${car.year} ${car.make} ${car.model}`, { size: 9 });
  p.y = 112;
  sumLine(p, 320, 555, 'Invoice date:', fd(date, rng.pick(['us', 'usshort'])), { size: 9 });
  sumLine(p, 320, 555, 'Mileage:', odo(mi), { size: 9 });
  sumLine(p, 320, 555, 'License:', `${usPlate(rng, st.code, year)}`, { size: 9 });
  p.y = 170;
  const cols: Col[] = [{ x: 44 }, { x: 104 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  const section = (title: string, ls: [string, string, number, number][]) => {
    p.text(44, title, { size: 8, bold: true });
    p.down(12);
    for (const l of ls) {
      row(p, cols, [l[0], l[1], String(l[2]), m(l[3]), m(ext(l))], { size: 8.5 });
      p.down(12);
    }
    p.down(6);
  };
  row(p, cols, ['ITEM', 'DESCRIPTION', 'QTY', 'PRICE', 'EXTENDED'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  section('MERCHANDISE', merch);
  section('LABOR / SERVICE', labor);
  section('FEES', fees);
  p.y = Math.max(p.y + 10, 430);
  const L = 350;
  const R = 550;
  sumLine(p, L, R, 'Merchandise', m(mSum));
  sumLine(p, L, R, 'Labor', m(lSum));
  sumLine(p, L, R, 'Fees', m(fSum));
  sumLine(p, L, R, `Tax ${st.tax}% (merchandise)`, m(tax));
  sumLine(p, L, R, 'INVOICE TOTAL', usd(total), { bold: true, size: 10 });
  p.y += 16;
  p.text(40, 'Retorque lug nuts after the first 50 miles. Road hazard certificates on file with the tire registration (DOT TIN).', { size: 7 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: mi,
      laborCost: lSum,
      partsCost: mSum,
      totalCost: total,
      workPerformed: labor.map((l) => l[1]),
      partsUsed: merch.map((l) => l[1]),
    }),
  );
}

/** A muffler and brake shop's invoice: one list, the labour and parts sums printed under it, a lifetime guarantee. */
export function mufflerShopInvoice(rng: Random): Generated {
  const st = pickState(rng, ['OH', 'MI', 'PA', 'NY', 'AZ', 'WA']);
  const date = dateAfter(rng, 1972, 2008);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng, year);
  const shop = rng.pick([
    `${rng.pick(['Rasmussen', 'Kowalski', 'Pelletier'])} Muffler & Brake`,
    'Muffler Man Exhaust Center',
    'Custom Pipe & Muffler',
    'The Muffler Shop',
  ]);
  const mi = miles(rng, car.year, date);
  const k = infl(year);
  const items: [string, number][] = [
    [
      rng.pick(['Turbo muffler', 'Glasspack muffler 2-1/4"', 'Dual chambered mufflers (pr)', 'Stock replacement muffler']),
      price(rng, Math.round(40 * k), Math.round(120 * k)),
    ],
    [
      rng.pick(['Tailpipe, custom bent 2"', 'Tailpipe, custom bent 2-1/4"', 'Tail pipes (pr), custom bent']),
      price(rng, Math.round(25 * k), Math.round(60 * k)),
    ],
    ['Clamps & hangers', price(rng, Math.round(8 * k), Math.round(20 * k))],
  ];
  if (rng.chance(0.5))
    items.push([rng.pick(['Intermediate pipe', 'H-pipe crossover', 'Exhaust pipe flange gasket']), price(rng, Math.round(15 * k), Math.round(55 * k))]);
  const work = rng.some(['Remove old exhaust system', 'Install complete exhaust system', 'Weld in new hangers', 'Inspect brakes — no charge'], 2);
  const laborV = r2(Math.round(rng.int(40, 90) * k));
  const partsV = sum(items.map((i) => i[1]));
  const tax = r2((partsV * st.tax) / 100);
  const total = sum([partsV, laborV, tax]);
  const p = new PageBuilder();
  p.text(40, shop.toUpperCase(), { y: 58, size: 17, bold: true });
  p.text(40, `${street(rng)} · ${rng.pick(st.cities)}, ${st.code} · ${phone(rng)}`, { y: 74, size: 8.5 });
  p.text(40, rng.pick(['Free estimates · While-U-Wait', 'Mufflers · Brakes · Shocks · Custom Duals', 'Custom pipe bending our specialty']), {
    y: 86,
    size: 8.5,
  });
  p.text(555, `Invoice ${rng.int(1000, 99999)}`, { y: 58, size: 10, bold: true, align: 'right' });
  p.text(555, fd(date, rng.pick(['us', 'uslong'])), { y: 72, size: 9, align: 'right' });
  p.y = 116;
  p.text(40, `Customer: ${usName(rng)}`, { size: 9 });
  p.text(300, `Car: ${car.year} ${car.make} ${car.model}`, { size: 9 });
  p.down(14);
  p.text(40, `Lic: ${usPlate(rng, st.code, year)}`, { size: 9 });
  p.text(300, `Miles: ${odo(mi)}`, { size: 9 });
  p.down(26);
  p.box(40, p.y - 14, 515, 20, true);
  p.text(46, 'DESCRIPTION', { size: 8, bold: true });
  p.text(550, 'AMOUNT', { size: 8, bold: true, align: 'right' });
  p.down(22);
  for (const w of work) {
    p.text(46, w, { size: 9 });
    p.down(14);
  }
  for (const [t, v] of items) {
    p.text(46, t, { size: 9 });
    p.text(550, m(v), { size: 9, align: 'right' });
    p.down(14);
  }
  p.y = Math.max(p.y + 20, 380);
  hline(p, 330, 225, p.y - 12);
  sumLine(p, 340, 550, 'Parts', m(partsV));
  sumLine(p, 340, 550, 'Labor', m(laborV));
  sumLine(p, 340, 550, 'Tax', m(tax));
  sumLine(p, 340, 550, 'Total', usd(total), { bold: true, size: 10.5 });
  p.down(20);
  p.box(40, p.y - 12, 515, 36);
  p.text(48, 'LIFETIME GUARANTEE: mufflers are guaranteed for as long as you own the car. Keep this invoice — present it for', { size: 7.5 });
  p.text(48, 'replacement. Labor and pipes not included after 90 days.', { y: p.y + 10, size: 7.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop.toUpperCase(),
      serviceDate: date,
      serviceMileage: mi,
      laborCost: laborV,
      partsCost: partsV,
      totalCost: total,
      workPerformed: work,
      partsUsed: items.map((i) => i[0]),
    }),
  );
}
