/**
 * English-language bills of storing and moving the car: a UK storage barn's season invoice, US towing and enclosed
 * transport, a US detailer's storage prep, a UK trailer recovery.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  car,
  type Col,
  doc,
  fd,
  grp,
  hline,
  mileage,
  money,
  num,
  para,
  person,
  pickSome,
  plateUK,
  r2,
  row,
  sum,
  ukAddr,
  usAddr,
  vat,
  yearOf,
} from './kit';

/** A UK storage barn's invoice at the end of the season: months in a dehumidified bay, battery care, a lay-up service. */
export function ukStorageBarn(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2011, 2024);
  const date = `${y + 1}-${rng.pick(['03', '04'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const a = ukAddr(rng);
  const name = rng.pick(['Whitmore', 'Ashby', 'Fenwick', 'Hollins']);
  const shop = rng.pick([`${name} Classic Car Storage`, `${a.town} Car Storage Ltd`, `The ${name} Barn – Classic Storage`]);
  const c = car(rng, 'en', y - 25);
  const km = mileage(rng, 20000, 120000);
  const months = rng.int(5, 7);
  const rate = rng.pick([60, 75, 85, 95, 120]);
  const lines: { t: string; q: string; e: number; part?: boolean }[] = [
    { t: `Storage – dehumidified bay, ${months === 5 ? 'Nov' : 'Oct'} ${y} to ${months === 7 ? 'Apr' : 'Mar'} ${y + 1}`, q: String(months), e: rate },
  ];
  if (rng.chance(0.7)) lines.push({ t: 'Battery conditioning (CTEK supplied & monitored)', q: String(months), e: rng.pick([5, 6, 8]) });
  if (rng.chance(0.5)) lines.push({ t: 'Pre-storage valet and car cover fitted', q: '1', e: rng.pick([45, 65, 85]) });
  lines.push({
    t: rng.pick(['Lay-up service: oil & filter, fuel stabiliser, tyres raised', 'Recommissioning check and road test']),
    q: '1',
    e: rng.pick([95, 125, 165]),
  });
  if (rng.chance(0.5)) lines.push({ t: 'Fuel stabiliser 250ml', q: '1', e: rng.pick([9.5, 12.99]), part: true });
  if (rng.chance(0.6)) lines.push({ t: 'Delivery to owner (enclosed trailer)', q: '1', e: rng.pick([60, 90, 120]) });
  const nets = lines.map((l) => r2(Number(l.q) * l.e));
  const t = vat(sum(nets), 20);
  p.y = 60;
  p.text(50, shop, { size: 17, bold: true, serif: true });
  p.down(14);
  p.text(50, `${a.line}, ${a.town} ${a.pc} · VAT Reg. No. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8 });
  p.y = 125;
  p.text(50, 'INVOICE', { size: 20, bold: true });
  p.y = 160;
  const cust = person(rng, 'en');
  p.text(50, 'Bill to:', { size: 8.5, bold: true });
  p.down(12);
  p.text(50, cust, { size: 9.5 });
  p.down(12);
  const b = ukAddr(rng);
  p.text(50, `${rng.int(1, 90)} ${['Manor Road', 'Hill View', 'Grange Close'][rng.int(0, 2)]}, ${b.town}`, { size: 9.5 });
  p.y = 160;
  for (const [k, v] of [
    ['Invoice no.', `INV-${rng.int(1000, 4999)}`],
    ['Date', fd(date, 'uk')],
    ['Vehicle', `${c.make} ${c.model}`],
    ['Reg.', plateUK(rng, c.year)],
    ['Mileage in', grp(km, ',')],
  ]) {
    p.text(350, k, { size: 8.5, bold: true });
    p.text(420, v, { size: 8.5 });
    p.down(12);
  }
  p.y = 250;
  const cols: Col[] = [{ x: 50 }, { x: 385, align: 'right' }, { x: 465, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 11, 499, 15, true);
  row(p, cols, ['Description', 'Qty', 'Unit £', 'Net £'], { bold: true });
  p.down(18);
  lines.forEach((l, i) => {
    row(p, cols, [l.t, l.q, num(l.e, 'en'), num(nets[i], 'en')]);
    p.down(15);
  });
  p.down(6);
  for (const [k, v, bold] of [
    ['Subtotal', num(t.net, 'en'), false],
    ['VAT @ 20%', num(t.tax, 'en'), false],
    ['Total due', money(t.gross, 'en', '£'), true],
  ] as [string, string, boolean][]) {
    p.text(385, k, { size: 9.5, bold, align: 'right' });
    p.text(545, v, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(24);
  para(
    p,
    50,
    `Payment by BACS to Sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}, Account ${rng.int(10000000, 99999999)}, quoting the invoice number. Storage for the coming winter may be booked from September; bays are allocated in order of booking.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: t.gross,
    workPerformed: lines.filter((l) => !l.part).map((l) => l.t),
    partsUsed: lines.filter((l) => l.part).map((l) => l.t),
  });
}

/** A US towing and recovery invoice: hook-up, loaded miles, winching out of a barn, storage days. */
export function usTowRecovery(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2024);
  const a = usAddr(rng);
  const name = rng.pick(['Hendricks', 'Kowalski', 'Russo', 'Caldwell']);
  const shop = rng.pick([`${name} Towing & Recovery`, `${name}'s Wrecker Service`, `${a.town} Towing Inc.`]);
  const c = car(rng, 'en', yearOf(date) - 20);
  const odo = rng.chance(0.7) ? mileage(rng, 20000, 99999) : undefined;
  const lines: { t: string; q: string; e: number }[] = [{ t: 'Hook-up / base rate', q: '1', e: rng.pick([75, 95, 125, 150]) }];
  const miles = rng.int(6, 85);
  lines.push({ t: 'Loaded miles', q: String(miles), e: rng.pick([3, 3.5, 4, 5]) });
  if (rng.chance(0.6)) lines.push({ t: 'Winching / recovery (flat tires, brakes seized)', q: '1', e: rng.pick([75, 100, 150]) });
  if (rng.chance(0.5)) lines.push({ t: 'Go-jacks / dollies', q: '1', e: rng.pick([35, 50]) });
  if (rng.chance(0.4)) lines.push({ t: 'Storage', q: String(rng.int(1, 4)), e: rng.pick([25, 35, 45]) });
  const nets = lines.map((l) => r2(Number(l.q) * l.e));
  const total = sum(nets);
  p.y = 50;
  p.box(40, 32, 515, 62, true);
  p.text(297, shop.toUpperCase(), { size: 16, bold: true, align: 'center', y: 56 });
  p.text(297, `24 HR SERVICE · ${a.line}, ${a.town}, ${a.st} ${a.zip} · (${rng.int(200, 989)}) ${rng.int(200, 989)}-${rng.int(1000, 9999)}`, {
    size: 8.5,
    align: 'center',
    y: 72,
  });
  p.text(297, `USDOT ${rng.int(1000000, 3999999)}`, { size: 7.5, align: 'center', y: 85 });
  p.y = 120;
  p.text(50, 'TOW INVOICE', { size: 12, bold: true });
  p.text(545, `No. ${rng.int(20000, 89999)}`, { size: 11, bold: true, align: 'right' });
  p.down(20);
  const grid: [string, string][] = [
    ['Date', fd(date, 'us')],
    ['Call taken by', rng.pick(['Dispatch', 'J.R.', 'Mike', 'Terri'])],
    ['Year/Make/Model', `${c.year} ${c.make} ${c.model}`],
    ['Color', rng.pick(['Red', 'White', 'Silver', 'Green', 'Blue'])],
    ['Tow from', `${rng.pick(['Barn', 'Storage unit', 'Garage'])}, ${rng.int(100, 9999)} ${rng.pick(['Hollow Rd', 'County Rd 4', 'Maple Ave'])}`],
    ['Tow to', `${rng.pick(['Classic Auto Works', 'Dale’s Restoration', 'Owner residence'])}`],
  ];
  if (odo !== undefined) grid.push(['Odometer', grp(odo, ',')]);
  grid.push(['Owner', person(rng, 'en')]);
  grid.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 50 : 310;
    p.box(x - 2, p.y - 10, 250, 20);
    p.text(x + 2, k.toUpperCase(), { size: 6.5, y: p.y - 2 });
    p.text(x + 2, v, { size: 9, y: p.y + 8 });
    if (i % 2 === 1 || i === grid.length - 1) p.down(24);
  });
  p.down(10);
  const cols: Col[] = [{ x: 50 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  hline(p, 48, 499, p.y - 11);
  row(p, cols, ['CHARGES', 'QTY', 'RATE', 'AMOUNT'], { bold: true });
  p.down(6);
  hline(p, 48, 499);
  p.down(14);
  lines.forEach((l, i) => {
    row(p, cols, [l.t, l.q, num(l.e, 'en'), num(nets[i], 'en')]);
    p.down(14);
  });
  p.down(4);
  p.box(345, p.y - 12, 205, 18, true);
  p.text(355, 'TOTAL', { size: 10.5, bold: true });
  p.text(545, money(total, 'en', '$'), { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `Paid: ${rng.pick(['Cash', `Check #${rng.int(1000, 9999)}`, 'Visa'])}`, { size: 9 });
  p.down(30);
  para(
    p,
    50,
    'Not responsible for loss or damage to articles left in vehicle. Vehicle towed at owner’s request; owner acknowledges condition of vehicle prior to tow.',
    100,
    { size: 8 },
  );
  p.down(24);
  p.text(50, 'Driver ________________________', { size: 9 });
  p.text(310, 'Customer ______________________', { size: 9 });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    totalCost: total,
    workPerformed: lines.map((l) => l.t),
    partsUsed: [],
  };
  if (odo !== undefined) truth.serviceMileage = odo;
  return doc(p, 'en', truth);
}

/** A US enclosed car carrier's invoice with its bill of lading facts: odometer at pickup, linehaul, surcharges. */
export function usEnclosedCarrier(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2008, 2025);
  const a = usAddr(rng);
  const from = usAddr(rng);
  const to = usAddr(rng);
  const name = rng.pick(['Thornton', 'Pratt', 'Ellison', 'Barker']);
  const shop = rng.pick([`${name} Enclosed Auto Transport LLC`, `Covered Wagon Classic Carriers`, `${name} & Sons Vehicle Transport`]);
  const c = car(rng, 'en', yearOf(date) - 25);
  const odo = mileage(rng, 8000, 99999);
  const miles = rng.int(180, 2600);
  const linehaul = r2(Math.round((miles * rng.pick([1.1, 1.35, 1.6, 1.9])) / 5) * 5);
  const lines: [string, number][] = [[`Enclosed transport ${from.town}, ${from.st} to ${to.town}, ${to.st}`, linehaul]];
  lines.push(['Fuel surcharge', r2(linehaul * rng.pick([0.05, 0.08, 0.1]))]);
  if (rng.chance(0.6)) lines.push(['Inoperable vehicle – winch load/unload', rng.pick([100, 150, 200])]);
  if (rng.chance(0.5)) lines.push(['Liftgate, soft-tie straps', rng.pick([75, 95])]);
  if (rng.chance(0.4)) lines.push(['Additional cargo insurance (stated value)', rng.pick([45, 65, 85])]);
  const total = sum(lines.map((l) => l[1]));
  p.y = 55;
  p.text(50, shop, { size: 15, bold: true });
  p.down(13);
  p.text(50, `${a.line} · ${a.town}, ${a.st} ${a.zip} · MC-${rng.int(100000, 999999)}`, { size: 8 });
  p.y = 105;
  p.text(545, 'INVOICE / BILL OF LADING', { size: 11, bold: true, align: 'right' });
  p.down(13);
  p.text(545, `Invoice # ${rng.int(1000, 9999)}-${String(yearOf(date)).slice(2)}   Date ${fd(date, 'us')}`, { size: 9, align: 'right' });
  p.y = 150;
  p.box(48, p.y - 12, 245, 62);
  p.box(302, p.y - 12, 245, 62);
  p.text(54, 'PICKUP', { size: 7.5, bold: true });
  p.text(308, 'DELIVERY', { size: 7.5, bold: true });
  p.down(13);
  p.text(54, person(rng, 'en'), { size: 9 });
  p.text(308, person(rng, 'en'), { size: 9 });
  p.down(12);
  p.text(54, `${from.line}`, { size: 9 });
  p.text(308, `${to.line}`, { size: 9 });
  p.down(12);
  p.text(54, `${from.town}, ${from.st} ${from.zip}`, { size: 9 });
  p.text(308, `${to.town}, ${to.st} ${to.zip}`, { size: 9 });
  p.y = 230;
  p.text(50, `Vehicle: ${c.year} ${c.make} ${c.model}`, { size: 9 });
  p.text(300, `Odometer at pickup: ${grp(odo, ',')}`, { size: 9 });
  p.down(12);
  p.text(50, `Condition at pickup: ${rng.pick(['no new damage noted', 'old chip L/F fender, noted', 'dusty from storage, no damage'])}`, { size: 9 });
  p.text(300, `Picked up: ${fd(addDays(date, -rng.int(2, 9)), 'usshort')}   Distance: ${grp(miles, ',')} mi`, { size: 9 });
  p.down(28);
  hline(p, 50, 495, p.y - 11);
  p.text(50, 'Description', { size: 9, bold: true });
  p.text(545, 'Amount', { size: 9, bold: true, align: 'right' });
  p.down(6);
  hline(p, 50, 495);
  p.down(14);
  for (const [k, v] of lines) {
    p.text(50, k, { size: 9 });
    p.text(545, num(v, 'en'), { size: 9, align: 'right' });
    p.down(14);
  }
  hline(p, 380, 167, p.y - 8);
  p.down(8);
  p.text(380, 'Balance due', { size: 10, bold: true });
  p.text(545, `$${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(34);
  para(
    p,
    50,
    'Shipper/consignee signatures on the bill of lading confirm release and receipt of the vehicle in the condition noted. Claims must be noted at delivery.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: odo,
    totalCost: total,
    workPerformed: lines.map((l) => l[0]),
    partsUsed: [],
  });
}

/** A US detail shop's storage-prep ticket: services untaxed, the car cover taxed. */
export function usDetailStoragePrep(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2010, 2025);
  const a = usAddr(rng);
  const name = rng.pick(['Mirror Finish', 'Showroom Shine', 'Concours Detail Studio', 'Garage Queen Detailing']);
  const shop = `${name}`;
  const c = car(rng, 'en', yearOf(date) - 25);
  const odo = rng.chance(0.5) ? mileage(rng, 5000, 90000) : undefined;
  const services = pickSome(
    rng,
    [
      'Hand wash & decontamination',
      'Paint correction (2-stage)',
      'Ceramic coating – 3 year',
      'Undercarriage clean & protect (lanolin spray)',
      'Interior deep clean, leather conditioned',
      'Engine bay detail',
      'Storage prep: tire dressing, wiper lift, cover fit',
    ],
    3,
  ).map((t) => ({ t, n: rng.pick([75, 95, 150, 225, 350, 495, 650]) }));
  const product = rng.chance(0.7) ? { t: 'Indoor car cover, custom fit', n: rng.pick([189, 249, 329]) } : undefined;
  const taxRate = Number(rng.pick(['6', '6.25', '7', '5.5']));
  const tax = product ? r2((product.n * taxRate) / 100) : 0;
  const sub = sum([...services.map((s) => s.n), product?.n ?? 0]);
  const total = r2(sub + tax);
  p.y = 60;
  p.text(297, shop, { size: 18, bold: true, align: 'center', serif: true });
  p.down(14);
  p.text(297, `${a.line} · ${a.town}, ${a.st} ${a.zip}`, { size: 8.5, align: 'center' });
  p.y = 120;
  p.text(50, `Work Order # ${rng.int(1000, 9999)}`, { size: 10, bold: true });
  p.text(545, fd(date, 'uslong'), { size: 10, align: 'right' });
  p.down(16);
  p.text(50, `Client: ${person(rng, 'en')}`, { size: 9 });
  p.down(12);
  p.text(50, `Vehicle: ${c.year} ${c.make} ${c.model}${odo !== undefined ? `   Miles: ${grp(odo, ',')}` : ''}`, { size: 9 });
  p.down(26);
  hline(p, 50, 495, p.y - 11);
  p.text(50, 'Service', { size: 9, bold: true });
  p.text(545, 'Price', { size: 9, bold: true, align: 'right' });
  p.down(6);
  hline(p, 50, 495);
  p.down(14);
  for (const s of services) {
    p.text(50, s.t, { size: 9.5 });
    p.text(545, num(s.n, 'en'), { size: 9.5, align: 'right' });
    p.down(14);
  }
  if (product) {
    p.down(4);
    p.text(50, 'Products (taxable)', { size: 9, bold: true });
    p.down(14);
    p.text(50, product.t, { size: 9.5 });
    p.text(545, num(product.n, 'en'), { size: 9.5, align: 'right' });
    p.down(14);
  }
  p.down(8);
  for (const [k, v, bold] of [
    ['Subtotal', num(sub, 'en'), false],
    [`Sales tax ${taxRate}% (products)`, num(tax, 'en'), false],
    ['Total', `$${num(total, 'en')}`, true],
  ] as [string, string, boolean][]) {
    p.text(470, k, { size: 9.5, bold, align: 'right' });
    p.text(545, v, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(24);
  para(p, 50, 'Ceramic coating requires 7 days cure before the car is covered or stored. Maintenance wash recommended every spring.', 100, { size: 8.5 });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    totalCost: total,
    workPerformed: services.map((s) => s.t),
    partsUsed: product ? [product.t] : [],
  };
  if (odo !== undefined) truth.serviceMileage = odo;
  return doc(p, 'en', truth);
}

/** A small UK garage's trailer recovery of a non-runner from storage, not VAT registered. */
export function ukTrailerRecovery(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2024);
  const a = ukAddr(rng);
  const name = rng.pick(['Fletcher', 'Dawson', 'Barker', 'Holloway']);
  const shop = rng.pick([`${name} Recovery & Repairs`, `${name} Motors (${a.town})`, `${a.town} Classic Recovery`]);
  const c = car(rng, 'en', yearOf(date) - 20);
  const km = rng.chance(0.6) ? mileage(rng, 20000, 120000) : undefined;
  const miles = rng.int(20, 160);
  const perMile = rng.pick([1, 1.2, 1.5, 1.75]);
  const lines: [string, number][] = [
    [`Collect non-runner from storage by trailer, ${miles} miles round trip`, r2(miles * perMile)],
    ['Winch on / winch off', rng.pick([25, 30, 40])],
  ];
  if (rng.chance(0.5)) lines.push(['Take to MOT station and return', rng.pick([35, 45, 60])]);
  if (rng.chance(0.4)) lines.push(['Jump start / battery boost on site', rng.pick([15, 20])]);
  const total = sum(lines.map((l) => l[1]));
  p.y = 70;
  p.text(50, shop, { size: 14, bold: true });
  p.down(13);
  p.text(50, `${a.line}, ${a.town} ${a.pc}   Mob. 07${rng.int(700, 999)} ${rng.int(100000, 999999)}`, { size: 8.5 });
  p.y = 130;
  p.text(50, 'Invoice', { size: 16 });
  p.text(545, fd(date, 'uklong'), { size: 10, align: 'right' });
  p.down(22);
  p.text(50, `To: ${person(rng, 'en')}`, { size: 10 });
  p.down(14);
  p.text(50, `Re: ${c.make} ${c.model}, ${plateUK(rng, c.year)}${km !== undefined ? `, mileage ${grp(km, ',')}` : ''}`, { size: 10 });
  p.down(30);
  for (const [k, v] of lines) {
    p.text(50, k, { size: 10 });
    p.text(545, `£${num(v, 'en')}`, { size: 10, align: 'right' });
    p.down(16);
  }
  hline(p, 420, 127, p.y - 8);
  p.down(8);
  p.text(420, 'Total', { size: 11, bold: true });
  p.text(545, `£${num(total, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(36);
  p.text(50, 'Not VAT registered. Payment by cash or bank transfer on delivery, thank you.', { size: 9 });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    totalCost: total,
    workPerformed: lines.map((l) => l[0].replace(/, \d+ miles round trip$/, '')),
    partsUsed: [],
  };
  if (km !== undefined) truth.serviceMileage = km;
  return doc(p, 'en', truth);
}
