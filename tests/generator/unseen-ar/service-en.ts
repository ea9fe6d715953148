/** English-language workshop bills: Birmingham, Kent, Surrey and Guildford; Houston, Tulsa, California, Connecticut. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, cell, draw, lv, NAMES_UK, NAMES_US, odo, plateCA, plateCT, plateTX, plateUK, street, STREETS_EN, streetUS, svcTruth, int1000 } from './kit';

type Job = [string, number, number];
const hours = (rng: Random, pool: [string, number][], min: number, max: number, rate: number): Job[] =>
  rng.some(pool, rng.int(min, max)).map(([t, h]) => [t, h, r2(h * rate)]);

/** A Birmingham Jaguar main dealer's job sheet invoice, 1970s–80s: labour and parts columns side by side. */
export function jaguarMainDealer(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(1974, 1989);
  const miles = odo(c, date, rng);
  const shop = 'Coventry Road Motors Ltd';
  const rate = rng.pick([4.5, 6.8, 9.5, 14, 19.5]) * (yearOf(date) > 1982 ? 1.6 : 1);
  const jobs = hours(
    rng,
    [
      ['6,000 mile service', 3.5],
      ['Adjust carburettors and set ignition', 1.2],
      ['Renew front brake pads', 1],
      ['Overhaul rear calipers', 3],
      ['Renew exhaust system', 2.5],
      ['Renew water pump', 3.2],
      ['Lubricate chassis, check steering', 0.8],
    ],
    2,
    4,
    rate,
  );
  const parts = draw(
    rng,
    [
      ['Oil filter element', 3.2],
      ['Castrol XL 20W/50 (9 pts)', 6.5],
      ['Sparking plugs Champion N5 (6)', 5.4],
      ['Brake pads front (set)', 11.8],
      ['Rear caliper seal kit', 9.6],
      ['Exhaust system complete', 86],
      ['Water pump (exchange)', 34],
    ],
    2,
    4,
    yearOf(date) > 1982 ? 1.8 : 1,
  );
  const lines = Math.max(jobs.length, parts.length);
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatUK(yearOf(date));
  const net = r2(labor + partsSum);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(297, 'COVENTRY ROAD MOTORS LIMITED', { y: 48, size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, 'JAGUAR · DAIMLER · ROVER — MAIN DEALERS', { y: 62, size: 9, serif: true, align: 'center' });
  p.text(297, `Coventry Road, Small Heath, Birmingham B10 0${rng.int(10, 99)} · Tel: 021-772 ${rng.int(1000, 9999)}`, {
    y: 73,
    size: 8,
    serif: true,
    align: 'center',
  });
  p.text(297, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 83, size: 7.5, serif: true, align: 'center' });
  const y0 = 100;
  cell(p, 50, y0, 160, 'Customer', rng.pick(NAMES_UK));
  cell(p, 210, y0, 90, 'Reg. No.', plateUK(rng, 'B'));
  cell(p, 300, y0, 90, 'Chassis No.', c.vin);
  cell(p, 390, y0, 70, 'Mileage', int1000(miles, ','));
  cell(p, 460, y0, 85, 'Date', fd(date, 'uk'));
  cell(p, 50, y0 + 26, 160, 'Model', 'E-Type 3.8 F.H.C.');
  cell(p, 210, y0 + 26, 90, 'Job No.', String(rng.int(10000, 99999)));
  cell(p, 300, y0 + 26, 245, 'Invoice No.', `W ${rng.int(100000, 299999)}`);
  p.y = 180;
  const cols = [{ x: 50 }, { x: 285, align: 'right' as const }, { x: 295 }, { x: 545, align: 'right' as const }];
  row(p, cols, ['WORK CARRIED OUT', 'LABOUR £', 'PARTS SUPPLIED', '£'], { bold: true, size: 8.5, serif: true });
  hline(p, 50, 495, p.y + 4);
  p.box(290, 170, 0.01, 18 + lines * 14 + 20);
  for (let i = 0; i < lines; i++) {
    p.down(14);
    const j = jobs[i];
    const x = parts[i];
    row(p, cols, [j ? j[0] : '', j ? num(j[2], 'en') : '', x ? x[0] : '', x ? num(x[1], 'en') : ''], { serif: true, size: 8.5 });
  }
  p.down(20);
  row(p, cols, ['Total Labour', num(labor, 'en'), 'Total Parts', num(partsSum, 'en')], { bold: true, serif: true, size: 8.5 });
  p.down(30);
  const tc = [{ x: 350 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Goods and Services', num(net, 'en')], { serif: true });
  p.down(13);
  row(p, tc, [`V.A.T. @ ${vr}%`, num(vat, 'en')], { serif: true });
  p.down(15);
  row(p, tc, ['TOTAL DUE £', num(total, 'en')], { serif: true, bold: true });
  p.text(50, 'Terms strictly nett cash on collection. Vehicles are driven by our staff at owners\u2019 risk.', { y: 790, size: 7, serif: true });
  return doc(p, 'en', svcTruth({ shop, date, km: miles, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Kent E-Type specialist's invoice, early 1990s: the work as narrative, one labour line, parts itemised. */
export function eTypeSpecialistKent(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(1990, 1995);
  const miles = odo(c, date, rng);
  const shop = 'Weald Classic Jaguar';
  const rate = rng.pick([22, 25, 28, 32]);
  const jobs = rng.some(
    [
      'Stripped and rebuilt triple SU carburettors',
      'Renewed rear wheel bearings both sides',
      'Re-cored radiator and fitted electric fan',
      'Replaced inboard rear brake discs and pads',
      'Renewed all coolant hoses',
      'Fitted new clutch master and slave cylinders',
      'Set tappet clearances, new cam cover gaskets',
    ],
    rng.int(2, 4),
  );
  const hrs = rng.int(6, 28) + rng.pick([0, 0.5]);
  const labor = r2(hrs * rate);
  const parts = draw(
    rng,
    [
      ['SU carburettor rebuild kit (x3)', 96],
      ['Rear hub bearing kit', 74],
      ['Radiator re-core', 185],
      ['Inboard brake discs (pair)', 88],
      ['Silicone hose set', 69],
      ['Clutch master cylinder', 58],
      ['Cam cover gasket set', 14.5],
    ],
    2,
    5,
  );
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatUK(yearOf(date));
  const net = r2(labor + partsSum);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'Weald Classic Jaguar', { y: 52, size: 18, serif: true, bold: true });
  p.text(50, 'E-Type & XK Specialists · Restoration · Servicing · Parts', { y: 66, size: 8.5, serif: true });
  p.text(50, `Unit ${rng.int(1, 12)}, Hop Farm Industrial Estate, Paddock Wood, Kent TN12 6${letters2(rng)}`, { y: 77, size: 8 });
  p.text(50, `Tel: (0892) ${rng.int(830000, 839999)}   Fax: (0892) ${rng.int(830000, 839999)}`, { y: 87, size: 8 });
  p.box(400, 40, 145, 50);
  lv(p, 408, 'INVOICE No.', String(rng.int(2000, 4999)), { dx: 70, y: 54, size: 8 });
  lv(p, 408, 'DATE', fd(date, 'uklong'), { dx: 70, y: 68, size: 8 });
  lv(p, 408, 'MILEAGE', int1000(miles, ','), { dx: 70, y: 82, size: 8 });
  p.text(50, 'To:', { y: 120, size: 8 });
  p.text(70, rng.pick(NAMES_UK), { y: 120 });
  p.text(70, street(rng, STREETS_EN), { y: 132 });
  p.text(70, rng.pick(['Tunbridge Wells', 'Sevenoaks', 'Maidstone', 'Tonbridge']), { y: 144 });
  p.text(50, `Re: Jaguar E-Type 3.8 Coupé, reg. ${plateUK(rng, 'B')}, chassis ${c.vin}, engine ${c.engineNo}`, { y: 170, size: 9 });
  p.y = 195;
  p.text(50, 'To carrying out the following work:', { size: 9, serif: true });
  for (const j of jobs) {
    p.down(13);
    p.text(62, `– ${j}`, { size: 9, serif: true });
  }
  p.down(18);
  p.text(62, `Labour: ${num(hrs, 'en')} hours @ £${num(rate, 'en')} per hour`, { size: 9, serif: true });
  p.text(545, num(labor, 'en'), { size: 9, align: 'right' });
  p.down(24);
  const cols = [{ x: 62 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Parts', 'Qty', 'Unit', 'Amount'], { bold: true });
  for (const x of parts) {
    p.down(13);
    row(p, cols, [x[0], '1', num(x[1], 'en'), num(x[1], 'en')]);
  }
  p.down(13);
  row(p, cols, ['', '', 'Parts total', num(partsSum, 'en')], { bold: true });
  p.down(26);
  const tc = [{ x: 380 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Sub-total', num(net, 'en')]);
  p.down(13);
  row(p, tc, [`VAT ${vr}%`, num(vat, 'en')]);
  p.down(15);
  p.box(375, p.y - 11, 175, 16, true);
  row(p, tc, ['Total £', num(total, 'en')], { bold: true });
  p.text(50, 'With thanks. Cheques payable to Weald Classic Jaguar. Registered in England No. 2345678', { y: 790, size: 7 });
  return doc(p, 'en', svcTruth({ shop, date, km: miles, labor, parts: partsSum, total, jobs, partsUsed: parts.map((x) => x[0]) }));
}
const letters2 = (rng: Random) => 'ABDEFGHJLNPQRSTUWXYZ'[rng.int(0, 19)] + 'ABDEFGHJLNPQRSTUWXYZ'[rng.int(0, 19)];

/** A Houston Ford dealer's repair order, 1970s: op codes, labor and parts amount columns, tax on parts. */
export function fordDealerRepairOrder(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1971, 1979);
  const miles = odo(c, date, rng);
  const shop = 'Bayou City Ford, Inc.';
  const jobs = draw(
    rng,
    [
      ['LUBE OIL & FILTER', 8.5],
      ['TUNE UP - 8 CYL', 32],
      ['ADJUST CARBURETOR', 9],
      ['REPLACE FRONT BRAKE PADS', 24],
      ['REPLACE WATER PUMP', 28],
      ['ALIGN FRONT END', 14.95],
      ['REPLACE FAN BELT', 6],
    ],
    2,
    4,
  );
  const parts = draw(
    rng,
    [
      ['OIL FILTER FL-1A', 2.85],
      ['MOTOR OIL 5 QTS', 4.75],
      ['SPARK PLUGS ARF-42 (8)', 8.4],
      ['POINTS & CONDENSER', 4.1],
      ['BRAKE PAD SET', 14.6],
      ['WATER PUMP', 26.5],
      ['FAN BELT', 4.3],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[1]));
  const partsSum = sum(parts.map((x) => x[1]));
  const taxRate = rng.pick([4, 5]);
  const tax = r2((partsSum * taxRate) / 100);
  const total = r2(labor + partsSum + tax);
  const p = new PageBuilder();
  p.text(50, 'BAYOU CITY FORD, INC.', { y: 48, size: 14, bold: true });
  p.text(50, `${rng.int(1000, 9999)} Gulf Freeway · Houston, Texas 77023 · WA 3-${rng.int(1000, 9999)}`, { y: 60, size: 8 });
  p.text(545, 'REPAIR ORDER', { y: 48, size: 12, bold: true, align: 'right' });
  p.text(545, `No. ${rng.int(40000, 99999)}`, { y: 62, size: 11, align: 'right' });
  const y0 = 80;
  cell(p, 50, y0, 200, 'NAME', rng.pick(NAMES_US).toUpperCase());
  cell(p, 250, y0, 150, 'ADDRESS', streetUS(rng).toUpperCase());
  cell(p, 400, y0, 145, 'DATE', fd(date, 'usshort'));
  cell(p, 50, y0 + 26, 80, 'YEAR', '1970');
  cell(p, 130, y0 + 26, 120, 'MAKE / MODEL', 'MUSTANG MACH 1');
  cell(p, 250, y0 + 26, 150, 'SERIAL NO.', c.vin);
  cell(p, 400, y0 + 26, 70, 'LICENSE', plateTX(rng));
  cell(p, 470, y0 + 26, 75, 'MILEAGE', String(miles));
  p.y = 155;
  const cols = [{ x: 50 }, { x: 95 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['OP', 'DESCRIPTION OF WORK', 'LABOR AMT', 'PARTS AMT'], { bold: true, size: 8 });
  hline(p, 50, 495, p.y + 3);
  for (const j of jobs) {
    p.down(13);
    row(p, cols, [`${rng.int(10, 99)}${letters2(rng).slice(0, 1)}`, j[0], num(j[1], 'plain'), ''], { size: 8.5 });
  }
  for (const x of parts) {
    p.down(13);
    row(p, cols, ['', x[0], '', num(x[1], 'plain')], { size: 8.5 });
  }
  p.down(26);
  const tc = [{ x: 360 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['TOTAL LABOR', num(labor, 'plain')], { size: 9 });
  p.down(12);
  row(p, tc, ['TOTAL PARTS', num(partsSum, 'plain')], { size: 9 });
  p.down(12);
  row(p, tc, [`SALES TAX ${taxRate}%`, num(tax, 'plain')], { size: 9 });
  p.down(14);
  p.box(355, p.y - 11, 190, 15);
  row(p, tc, ['PLEASE PAY THIS AMOUNT', num(total, 'plain')], { size: 9, bold: true });
  p.text(50, 'I hereby authorize the above repair work to be done along with the necessary material. Not responsible for loss', { y: 760, size: 6.5 });
  p.text(50, 'or damage to cars or articles left in cars in case of fire, theft or any other cause beyond our control.', { y: 768, size: 6.5 });
  p.text(50, 'X ______________________________ CUSTOMER SIGNATURE', { y: 790, size: 7 });
  return doc(p, 'en', svcTruth({ shop, date, km: miles, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Tulsa independent's pad form, 1980s–90s: 'Miles In', parts first, then labor, totals at the right foot. */
export function independentTulsa(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1981, 1997);
  const miles = odo(c, date, rng);
  const shop = "Dale's Automotive & Machine";
  const parts = draw(
    rng,
    [
      ['Edelbrock intake gasket set', 24],
      ['Holley 4bbl rebuild kit', 38],
      ['Timing chain set', 42],
      ['Radiator hose upper & lower', 22],
      ['Motorcraft distributor cap & rotor', 19],
      ['Rear leaf spring (pair)', 160],
    ],
    2,
    4,
  );
  const jobs = draw(
    rng,
    [
      ['R&R intake manifold', 145],
      ['Rebuild carburetor', 85],
      ['Replace timing chain', 160],
      ['Replace hoses, flush cooling system', 55],
      ['Tune-up', 48],
      ['Replace rear springs', 120],
    ],
    2,
    3,
  );
  const partsSum = sum(parts.map((x) => x[1]));
  const labor = sum(jobs.map((j) => j[1]));
  const tax = r2(partsSum * 0.08);
  const total = r2(partsSum + labor + tax);
  const p = new PageBuilder();
  p.text(297, "DALE'S AUTOMOTIVE & MACHINE", { y: 48, size: 13, bold: true, align: 'center' });
  p.text(297, `${rng.int(1000, 9999)} E. 11th St. · Tulsa, OK 74112 · (918) 835-${rng.int(1000, 9999)}`, { y: 60, size: 8, align: 'center' });
  p.y = 90;
  lv(p, 50, 'Name', rng.pick(NAMES_US), { dx: 40 });
  lv(p, 360, 'Date', fd(date, 'us'), { dx: 45 });
  p.down(14);
  lv(p, 50, 'Car', "'70 Mustang Mach 1", { dx: 40 });
  lv(p, 360, 'Lic. #', `OK ${letters2(rng)}${rng.int(1000, 9999)}`, { dx: 45 });
  p.down(14);
  lv(p, 50, 'VIN', c.vin, { dx: 40 });
  lv(p, 360, 'Miles In', String(miles), { dx: 45 });
  p.down(28);
  const cols = [{ x: 50 }, { x: 80 }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Qty', 'Parts', 'Amount'], { bold: true });
  hline(p, 50, 495, p.y + 3);
  for (const x of parts) {
    p.down(13);
    row(p, cols, ['1', x[0], num(x[1], 'en')]);
  }
  p.down(22);
  row(p, cols, ['', 'Labor', ''], { bold: true });
  hline(p, 50, 495, p.y + 3);
  for (const j of jobs) {
    p.down(13);
    row(p, cols, ['', j[0], num(j[1], 'en')]);
  }
  p.down(30);
  const tc = [{ x: 400 }, { x: 545, align: 'right' as const }];
  for (const [l, v] of [
    ['Parts', partsSum],
    ['Labor', labor],
    ['Tax', tax],
    ['TOTAL', total],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en')], { bold: l === 'TOTAL' });
    p.down(13);
  }
  p.text(50, 'All parts guaranteed 90 days or 4,000 miles. Thank you!', { y: 780, size: 7.5 });
  return doc(p, 'en', svcTruth({ shop, date, km: miles, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Bay Area Porsche specialist's computer invoice, 1990s–2000s: Labor and Parts sections, tax on parts. */
export function porscheSpecialistBayArea(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = rng.date(1990, 2007);
  const km = odo(c, date, rng);
  const shop = 'Peninsula Porsche Service, Inc.';
  const rate = rng.pick([65, 78, 85, 95, 105]);
  const jobs = hours(
    rng,
    [
      ['MAJOR SERVICE 911 1965-1989', 6],
      ['VALVE ADJUSTMENT', 3.5],
      ['SMOG INSPECTION', 0.8],
      ['REPLACE CHAIN TENSIONERS', 5],
      ['R&R HEAT EXCHANGERS', 4],
      ['REBUILD FRONT CALIPERS', 3],
    ],
    2,
    4,
    rate,
  );
  const parts = draw(
    rng,
    [
      ['OIL 20W50 11 QT', 44],
      ['OIL FILTER 930.107.203.00', 12.5],
      ['VALVE COVER GASKET SET', 38],
      ['CHAIN TENSIONER (HYDRAULIC)', 145],
      ['HEAT EXCHANGER SET', 690],
      ['CALIPER REBUILD KIT', 42],
      ['SPARK PLUGS W7DC (6)', 21],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const tr = rng.pick([8.25, 8.5, 7.75]);
  const tax = r2((partsSum * tr) / 100);
  const total = r2(labor + partsSum + tax);
  const p = new PageBuilder();
  p.text(50, 'PENINSULA PORSCHE SERVICE, INC.', { y: 48, size: 12, bold: true });
  p.text(50, `${rng.int(100, 999)} Industrial Road, San Carlos CA 94070 · (415) 593-${rng.int(1000, 9999)}`, { y: 60, size: 8 });
  p.text(50, `BAR Reg. # ARD ${rng.int(100000, 199999)}`, { y: 70, size: 8 });
  p.text(400, 'INVOICE', { y: 48, size: 12, bold: true });
  p.y = 62;
  for (const [l, v] of [
    ['Invoice #', String(rng.int(30000, 69999))],
    ['Date', fd(date, 'us')],
    ['Odometer', int1000(km, ',')],
  ]) {
    lv(p, 400, l, v, { dx: 60, size: 8.5 });
    p.down(11);
  }
  p.text(50, `Sold to: ${rng.pick(NAMES_US)}, ${streetUS(rng)}, Palo Alto CA`, { y: 110, size: 9 });
  p.text(50, `Vehicle: 1973 PORSCHE 911T COUPE   VIN ${c.vin}   LIC ${plateCA(rng)}   (odometer in km)`, { y: 124, size: 9 });
  p.y = 155;
  p.text(50, 'LABOR', { bold: true });
  const cols = [{ x: 60 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j[0], `${num(j[1], 'en')} hrs`, num(j[2], 'en')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['', 'Labor Total', num(labor, 'en')], { bold: true, size: 8.5 });
  p.down(22);
  p.text(50, 'PARTS', { bold: true });
  for (const x of parts) {
    p.down(12);
    row(p, cols, [x[0], '1', num(x[1], 'en')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['', 'Parts Total', num(partsSum, 'en')], { bold: true, size: 8.5 });
  p.down(24);
  const tc = [{ x: 380 }, { x: 545, align: 'right' as const }];
  row(p, tc, [`Sales Tax ${tr}% (parts)`, num(tax, 'en')], { size: 9 });
  p.down(14);
  row(p, tc, ['AMOUNT DUE', `$${num(total, 'en')}`], { size: 10, bold: true });
  p.down(26);
  p.text(50, 'Recommend: next valve adjustment at 15,000 km. Written estimate provided and authorized by customer.', { size: 8 });
  p.text(50, 'A 1.5% per month service charge will be added to accounts over 30 days.', { y: 790, size: 7 });
  return doc(p, 'en', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Connecticut British-car shop, 2000s: the lines in one table with a type column, CT sales tax on the whole bill. */
export function britishMotorcarsConnecticut(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(1997, 2010);
  const miles = odo(c, date, rng);
  const shop = 'Litchfield British Motorcars LLC';
  const rate = rng.pick([72, 85, 95, 110]);
  const jobs = hours(
    rng,
    [
      ['Annual service and lubrication', 3],
      ['Rebuild SU carburetors, synchronize', 5],
      ['Replace inboard rear brake pads', 4],
      ['Rebuild Lucas dynamo', 2],
      ['Replace fuel pump', 1.5],
      ['Diagnose and repair overheating', 3.5],
    ],
    2,
    4,
    rate,
  );
  const parts = draw(
    rng,
    [
      ['Castrol GTX 20W-50 (9 qt)', 42],
      ['Oil filter', 14],
      ['SU rebuild kits', 165],
      ['Rear brake pad set', 48],
      ['Dynamo brush set', 18],
      ['Fuel pump SU AUF301', 189],
      ['Thermostat and gasket', 26],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const sub = r2(labor + partsSum);
  const tax = r2(sub * 0.06);
  const total = r2(sub + tax);
  const p = new PageBuilder();
  p.text(545, 'Litchfield British Motorcars', { y: 50, size: 15, serif: true, bold: true, align: 'right' });
  p.text(545, `${rng.int(10, 900)} Torrington Road · Litchfield, CT 06759 · 860-567-${rng.int(1000, 9999)}`, { y: 63, size: 8, align: 'right' });
  p.text(50, 'INVOICE', { y: 100, size: 16, bold: true });
  p.y = 125;
  for (const [l, v] of [
    ['Invoice Date', fd(date, 'uslong')],
    ['Invoice No.', `LBM-${rng.int(1000, 9999)}`],
    ['Customer', rng.pick(NAMES_US)],
  ]) {
    lv(p, 50, l, v, { dx: 80, size: 9 });
    p.down(12);
  }
  p.y = 125;
  for (const [l, v] of [
    ['Vehicle', '1964 Jaguar E-Type FHC'],
    ['Chassis', c.vin],
    ['Plate', `CT ${plateCT(rng)}`],
    ['Odometer', `${int1000(miles, ',')} mi`],
  ]) {
    lv(p, 320, l, v, { dx: 60, size: 9 });
    p.down(12);
  }
  p.y = 200;
  const cols = [{ x: 50 }, { x: 100 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.box(45, p.y - 11, 505, 15, true);
  row(p, cols, ['Type', 'Description', 'Qty/Hrs', 'Rate', 'Amount'], { bold: true, size: 8.5 });
  for (const j of jobs) {
    p.down(13);
    row(p, cols, ['Labor', j[0], num(j[1], 'en'), num(rate, 'en'), num(j[2], 'en')], { size: 8.5 });
  }
  for (const x of parts) {
    p.down(13);
    row(p, cols, ['Part', x[0], '1', num(x[1], 'en'), num(x[1], 'en')], { size: 8.5 });
  }
  hline(p, 50, 495, p.y + 6);
  p.down(24);
  const tc = [{ x: 380 }, { x: 545, align: 'right' as const }];
  for (const [l, v] of [
    ['Labor', labor],
    ['Parts', partsSum],
    ['Subtotal', sub],
    ['CT Sales Tax 6%', tax],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en')], { size: 9 });
    p.down(13);
  }
  row(p, tc, ['Balance Due', `$${num(total, 'en')}`], { size: 10, bold: true });
  p.text(50, 'Thank you for trusting us with your British classic. Payment due on receipt; we accept checks and all major cards.', { y: 785, size: 7.5 });
  return doc(p, 'en', svcTruth({ shop, date, km: miles, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Surrey Pagoda SL specialist, 2000s: Qty / Part No / Description / Unit / Net with a labour section first. */
export function pagodaSpecialistSurrey(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(2004, 2013);
  const km = odo(c, date, rng);
  const shop = 'Pagoda Motors Ltd';
  const rate = rng.pick([55, 62, 68, 75]);
  const jobs = hours(
    rng,
    [
      ['Annual service to Pagoda schedule', 4],
      ['Set injection pump linkage and idle', 1.5],
      ['Replace rear brake calipers', 2.5],
      ['Fit new soft top', 5],
      ['Recondition fuel tank sender', 2],
      ['MOT preparation and presentation', 1.5],
    ],
    2,
    4,
    rate,
  );
  const parts = draw(
    rng,
    [
      ['Engine oil 20W-50 (7 l)', 38],
      ['Oil filter', 11.5],
      ['Rear caliper (exchange)', 145],
      ['Soft top, black, German canvas', 620],
      ['Fuel sender unit', 165],
      ['Spark plugs (6)', 18.6],
      ['Air filter element', 16],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatUK(yearOf(date)) === 17.5 && date >= '2008-12-01' && date < '2010-01-01' ? 15 : vatUK(yearOf(date));
  const net = r2(labor + partsSum);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'PAGODA MOTORS', { y: 52, size: 20, bold: true });
  p.text(50, 'Mercedes-Benz 230 · 250 · 280 SL Specialists', { y: 66, size: 9 });
  p.text(50, `The Old Forge, Shere Road, Albury, Surrey GU5 9${letters2(rng)} · 01483 ${rng.int(200000, 209999)} · www.pagodamotors.co.uk`, {
    y: 77,
    size: 7.5,
  });
  p.text(545, 'TAX INVOICE', { y: 110, size: 12, bold: true, align: 'right' });
  p.y = 125;
  for (const [l, v] of [
    ['Invoice', `PM${rng.int(10000, 19999)}`],
    ['Tax point', fd(date, 'uk')],
    ['Account', `ACC${rng.int(100, 999)}`],
  ]) {
    p.text(470, l, { size: 8.5, align: 'right' });
    p.text(475, v, { size: 8.5 });
    p.down(12);
  }
  p.text(50, rng.pick(NAMES_UK), { y: 125 });
  p.text(50, street(rng, STREETS_EN), { y: 137 });
  p.text(50, rng.pick(['Guildford', 'Godalming', 'Cranleigh', 'Dorking']), { y: 149 });
  p.text(50, `Vehicle: Mercedes-Benz 280 SL (1967)  Reg: ${plateUK(rng, 'E')}  Chassis: ${c.vin}  Odometer: ${int1000(km, ',')} km`, { y: 180, size: 8.5 });
  p.y = 205;
  const cols = [{ x: 50 }, { x: 85 }, { x: 170 }, { x: 475, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Qty', 'Part No', 'Description', 'Unit', 'Net'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 3);
  p.down(14);
  p.text(170, 'LABOUR', { size: 8.5, bold: true });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [num(j[1], 'en'), 'LAB', j[0], num(rate, 'en'), num(j[2], 'en')], { size: 8.5 });
  }
  p.down(16);
  p.text(170, 'PARTS', { size: 8.5, bold: true });
  for (const x of parts) {
    p.down(12);
    row(p, cols, ['1', `A${rng.int(100, 199)}${rng.int(1000000, 9999999)}`, x[0], num(x[1], 'en'), num(x[1], 'en')], { size: 8.5 });
  }
  p.down(26);
  const y = p.y;
  p.box(330, y - 12, 215, 78);
  const tc = [{ x: 338 }, { x: 540, align: 'right' as const }];
  for (const [l, v] of [
    ['Labour', labor],
    ['Parts', partsSum],
    ['Total net', net],
    [`VAT @ ${vr}%`, vat],
  ] as [string, number][]) {
    row(p, tc, [l, `£${num(v, 'en')}`], { size: 9 });
    p.down(13);
  }
  row(p, tc, ['Invoice total', `£${num(total, 'en')}`], { size: 9.5, bold: true });
  p.text(
    50,
    `VAT Reg No GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · Company No ${rng.int(3000000, 6999999)} · Barclays 20-45-77 ${rng.int(10000000, 99999999)}`,
    { y: 795, size: 6.5 },
  );
  return doc(p, 'en', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Mercedes-Benz retailer's dealer-system invoice, 2000s: a header grid, labour lines with op codes, parts lines. */
export function mercedesRetailerGuildford(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(2004, 2013);
  const km = odo(c, date, rng);
  const shop = 'Mercedes-Benz of Guildford';
  const rate = rng.pick([98, 112, 124]);
  const jobs = hours(
    rng,
    [
      ['CARRY OUT MINOR SERVICE - CLASSIC', 2],
      ['CHECK AND ADJUST HANDBRAKE', 0.5],
      ['RENEW FRONT BRAKE PADS', 1],
      ['INVESTIGATE OIL LEAK - RENEW SUMP GASKET', 2.4],
      ['RENEW BATTERY', 0.3],
      ['CARRY OUT MOT TEST', 1],
    ],
    2,
    4,
    rate,
  );
  const parts = draw(
    rng,
    [
      ['OIL FILTER ELEMENT', 14.2],
      ['ENGINE OIL 15W-40', 44],
      ['BRAKE PADS FRONT', 68],
      ['SUMP GASKET', 22.5],
      ['BATTERY 12V 74AH', 118],
      ['SEALING RING', 1.8],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatUK(yearOf(date)) === 17.5 && date >= '2008-12-01' && date < '2010-01-01' ? 15 : vatUK(yearOf(date));
  const net = r2(labor + partsSum);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'Mercedes-Benz of Guildford', { y: 50, size: 13 });
  p.text(50, `Ladymead, Guildford, Surrey GU1 1${letters2(rng)} · Service 01483 ${rng.int(500000, 599999)}`, { y: 62, size: 8 });
  p.text(545, 'Mercedes-Benz', { y: 50, size: 11, bold: true, align: 'right' });
  p.text(50, 'INVOICE', { y: 100, size: 10, bold: true });
  const y0 = 108;
  const grid: [string, string][] = [
    ['Invoice No', String(rng.int(600000, 699999))],
    ['Invoice Date', fd(addDays(date, rng.int(0, 1)), 'uk')],
    ['W.I.P. No', String(rng.int(40000, 49999))],
    ['Date Work Completed', fd(date, 'uk')],
    ['Registration', plateUK(rng, 'E')],
    ['Chassis No', `WDB${c.vin.replace(/-/g, '')}`],
    ['Model', '280 SL'],
    ['Mileage', `${int1000(km, ',')} km`],
  ];
  grid.forEach(([l, v], i) => cell(p, 50 + (i % 4) * 123.75, y0 + Math.floor(i / 4) * 26, 123.75, l, v, { size: 8.5 }));
  p.text(50, `Customer: ${rng.pick(NAMES_UK)}`, { y: 178, size: 8.5 });
  p.y = 200;
  const cols = [{ x: 50 }, { x: 120 }, { x: 390, align: 'right' as const }, { x: 465, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Code', 'Description', 'Qty', 'Price', 'Net'], { bold: true, size: 8 });
  hline(p, 50, 495, p.y + 3);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [`${rng.int(10, 99)}-${rng.int(1000, 9999)}`, j[0], num(j[1], 'en'), num(rate, 'en'), num(j[2], 'en')], { size: 8 });
  }
  for (const x of parts) {
    p.down(12);
    row(p, cols, [`A${rng.int(1000000000, 1999999999)}`, x[0], '1.00', num(x[1], 'en'), num(x[1], 'en')], { size: 8 });
  }
  p.down(26);
  const tc = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [l, v] of [
    ['Labour Total', labor],
    ['Parts Total', partsSum],
    ['Net Total', net],
    [`VAT ${vr}%`, vat],
    ['Invoice Total inc VAT', total],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en')], { size: 9, bold: l.startsWith('Invoice') });
    p.down(13);
  }
  p.text(50, `Your next service is due: ${fd(addDays(date, 365), 'uklong')}`, { y: p.y + 14, size: 8.5 });
  p.text(50, 'Registered office: Ladymead, Guildford. VAT No. GB 654 3210 87. Payment due upon collection.', { y: 795, size: 6.5 });
  return doc(p, 'en', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Houston tire and brake store, 1970s: a narrow ticket, tires and brake parts, labor per line item. */
export function tireBrakeStore(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1972, 1980);
  const miles = odo(c, date, rng);
  const shop = 'Gulf Freeway Tire & Brake';
  const items = rng.some(
    [
      ['F60-15 Goodyear Polyglas GT', 'Mount & balance 4 tires', 42.5, 8],
      ['Brake shoes rear (relined)', 'Reline rear brakes', 12.95, 14],
      ['Front disc pads', 'Install front pads, turn rotors', 16.5, 18],
      ['Shock absorbers Monroe (4)', 'Install 4 shocks', 46, 12],
      ['Wheel cylinder', 'Rebuild wheel cylinders', 7.8, 10],
    ] as [string, string, number, number][],
    rng.int(2, 3),
  );
  const parts: [string, number][] = items.map(([pt, , pr]) => [pt, r2(pr * (pt.startsWith('F60') ? 4 : 1) * (0.9 + 0.2 * rng.next()))]);
  const jobs: [string, number][] = items.map(([, jb, , lb]) => [jb, r2(lb * (0.9 + 0.2 * rng.next()))]);
  const partsSum = sum(parts.map((x) => x[1]));
  const labor = sum(jobs.map((j) => j[1]));
  const tax = r2(partsSum * 0.05);
  const total = r2(partsSum + labor + tax);
  const p = new PageBuilder();
  const L = 150;
  p.box(L - 10, 30, 310, 560);
  p.text(297, 'GULF FREEWAY', { y: 52, size: 14, bold: true, align: 'center' });
  p.text(297, 'TIRE & BRAKE', { y: 66, size: 12, bold: true, align: 'center' });
  p.text(297, `${rng.int(5000, 9999)} Gulf Fwy · Houston · MI 9-${rng.int(1000, 9999)}`, { y: 78, size: 7.5, align: 'center' });
  p.y = 100;
  lv(p, L, 'Date', fd(date, 'usshort'), { dx: 60, size: 8.5 });
  p.down(12);
  lv(p, L, 'Ticket', String(rng.int(10000, 99999)), { dx: 60, size: 8.5 });
  p.down(12);
  lv(p, L, 'Car', '70 Mustang', { dx: 60, size: 8.5 });
  p.down(12);
  lv(p, L, 'Lic', plateTX(rng), { dx: 60, size: 8.5 });
  p.down(12);
  lv(p, L, 'Mileage', String(miles), { dx: 60, size: 8.5 });
  p.down(20);
  p.text(L, 'MERCHANDISE', { size: 8.5, bold: true });
  for (const x of parts) {
    p.down(12);
    p.text(L, x[0], { size: 8 });
    p.text(440, num(x[1], 'en'), { size: 8, align: 'right' });
  }
  p.down(18);
  p.text(L, 'SERVICE / LABOR', { size: 8.5, bold: true });
  for (const j of jobs) {
    p.down(12);
    p.text(L, j[0], { size: 8 });
    p.text(440, num(j[1], 'en'), { size: 8, align: 'right' });
  }
  p.down(22);
  for (const [l, v] of [
    ['MDSE', partsSum],
    ['LABOR', labor],
    ['TAX', tax],
    ['TOTAL', total],
  ] as [string, number][]) {
    p.text(330, l, { size: 8.5, bold: l === 'TOTAL' });
    p.text(440, num(v, 'en'), { size: 8.5, align: 'right', bold: l === 'TOTAL' });
    p.down(12);
  }
  p.text(297, 'NO WARRANTY ON USED TIRES · THANK YOU', { y: 575, size: 7, align: 'center' });
  return doc(p, 'en', svcTruth({ shop, date, km: miles, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Santa Monica foreign-car garage, 1990s–2000s: each line with separate labor and parts columns. */
export function foreignCarSantaMonica(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = rng.date(1991, 2006);
  const km = odo(c, date, rng);
  const shop = 'Ocean Park Foreign Car';
  const lines = rng
    .some(
      [
        ['Replace clutch disc, pressure plate, release bearing', 520, 410],
        ['Replace CV joints rear', 240, 180],
        ['Replace oil cooler lines', 180, 220],
        ['Smog check and certificate', 49.75, 0],
        ['Replace fuel hoses engine bay', 140, 85],
        ['Rebuild Zenith carburetors', 320, 120],
      ] as [string, number, number][],
      rng.int(2, 4),
    )
    .map(([t, l, pt]) => [t, near(l), pt ? near(pt) : 0] as [string, number, number]);
  function near(v: number) {
    return r2(v * (0.9 + 0.25 * rng.next()));
  }
  const labor = sum(lines.map((x) => x[1]));
  const partsSum = sum(lines.map((x) => x[2]));
  const tax = r2(partsSum * 0.0825);
  const total = r2(labor + partsSum + tax);
  const p = new PageBuilder();
  p.text(50, 'OCEAN PARK FOREIGN CAR', { y: 50, size: 13, bold: true });
  p.text(50, `${rng.int(2000, 3999)} Main Street, Santa Monica, California 90405`, { y: 62, size: 8 });
  p.text(50, `(310) 392-${rng.int(1000, 9999)}  ·  BAR #${rng.int(100000, 299999)}  ·  EPA #CA${rng.int(10000, 99999)}`, { y: 72, size: 8 });
  p.y = 100;
  lv(p, 50, 'Customer:', rng.pick(NAMES_US), { dx: 70 });
  lv(p, 330, 'Invoice:', String(rng.int(10000, 40000)), { dx: 60 });
  p.down(13);
  lv(p, 50, 'Vehicle:', "'73 Porsche 911T Targa", { dx: 70 });
  lv(p, 330, 'Date:', fd(date, 'us'), { dx: 60 });
  p.down(13);
  lv(p, 50, 'VIN:', c.vin, { dx: 70 });
  lv(p, 330, 'License:', plateCA(rng), { dx: 60 });
  p.down(13);
  lv(p, 330, 'Odometer:', `${int1000(km, ',')} (km)`, { dx: 60 });
  p.y = 170;
  const cols = [{ x: 50 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Description', 'Labor', 'Parts'], { bold: true });
  hline(p, 50, 495, p.y + 3);
  for (const x of lines) {
    p.down(14);
    row(p, cols, [x[0], num(x[1], 'en'), x[2] ? num(x[2], 'en') : '']);
  }
  hline(p, 50, 495, p.y + 6);
  p.down(20);
  row(p, cols, ['Totals', num(labor, 'en'), num(partsSum, 'en')], { bold: true });
  p.down(24);
  const tc = [{ x: 380 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Tax on parts 8.25%', num(tax, 'en')]);
  p.down(14);
  row(p, tc, ['Total', num(total, 'en')], { bold: true });
  p.text(50, 'Customer is entitled to the return of replaced parts except those under warranty or exchange.', { y: 770, size: 7 });
  p.text(50, 'Signature ____________________________', { y: 790, size: 8 });
  return doc(p, 'en', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: lines.map((x) => x[0]), partsUsed: [] }));
}
