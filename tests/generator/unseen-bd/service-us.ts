/**
 * North American and Australian repair orders around state inspections: New York safety, Pennsylvania safety and
 * emissions, a California smog check with the certificate fee, a 1980s Virginia inspection station, an Ontario
 * Safety Standards Certificate and a New South Wales pink slip.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, r2, row, sum, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { carEN, odo, personEN, plateUS, streetEN, thousands } from './kit';

interface RoLine {
  t: string;
  a: number;
}
const pickLines = (rng: Random, xs: [string, number, number][], n: number): RoLine[] =>
  rng.some(xs, n).map(([t, lo, hi]) => ({ t, a: r2(rng.int(lo, hi) / 100) }));

/** A New York repair order: the state safety inspection fee untaxed, parts and labor taxed. */
export function nysInspection(rng: Random): Generated {
  const date = dateIn(rng, 2001, 2024);
  const year = yearOf(date);
  const car = carEN(rng, year - 25, 'us');
  const town = rng.pick(['Poughkeepsie', 'Kingston', 'Saratoga Springs', 'Ithaca', 'Utica', 'Binghamton']);
  const firm = `${rng.pick(['Hudson Valley', 'Route 9', 'Village', 'Lakeside'])} Auto ${rng.pick(['Repair', 'Service', 'Care'])} Inc.`;
  const miles = odo(rng, year - car.built);
  const labor = pickLines(
    rng,
    [
      ['Replace front wiper blades', 800, 1500],
      ['Replace LF outer tie rod end and align', 9000, 16000],
      ['Replace license plate bulb', 500, 1200],
      ['Replace rear brake shoes and hardware', 12000, 19000],
      ['Repair exhaust leak at manifold flange', 8000, 15000],
      ['Replace horn relay', 2500, 5000],
    ],
    rng.int(2, 3),
  );
  const parts = pickLines(
    rng,
    [
      ['Wiper blades', 1800, 3600],
      ['Tie rod end', 3500, 7000],
      ['Bulb #194', 300, 600],
      ['Brake shoe set', 3000, 6500],
      ['Exhaust flange gasket', 900, 2200],
      ['Relay', 1200, 2800],
    ],
    rng.int(2, 3),
  );
  const insp = rng.pick([10, 12]);
  const lab = sum(labor.map((l) => l.a));
  const par = sum(parts.map((l) => l.a));
  const taxRate = rng.pick([8.125, 8.25, 8.375, 8.0]);
  const tax = r2(((lab + par) * taxRate) / 100);
  const total = r2(lab + par + tax + insp);
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, firm, { size: 14, bold: true }).down(12);
  p.text(
    50,
    `${streetEN(rng)}, ${town}, NY ${rng.int(12000, 13999)}  ·  NYS DMV Repair Shop Reg. #${rng.int(7000000, 7999999)}  ·  Inspection Station #${rng.int(1000, 9999)}`,
    { size: 8 },
  ).down(22);
  p.box(50, p.y, 495, 64);
  const cells: [string, string][] = [
    ['RO #', String(rng.int(40000, 69999))],
    ['DATE', fd(date, 'us')],
    ['CUSTOMER', personEN(rng)],
    ['YEAR/MAKE/MODEL', `${car.built} ${car.make} ${car.model}`],
    ['VIN', car.vin],
    ['ODOMETER IN', thousands(miles, ',')],
  ];
  cells.forEach(([a, b], i) => {
    const x = 56 + (i % 3) * 165;
    const y = p.y + 12 + Math.floor(i / 3) * 30;
    p.text(x, a, { size: 6.5, y }).text(x, b, { size: 9, y: y + 12 });
  });
  p.down(82);
  p.text(
    50,
    `NYS SAFETY INSPECTION (vehicle 25+ yrs — emissions exempt): ${rng.pick(['FAILED — items below repaired, re-inspected, PASSED', 'PASSED after repairs listed'])}`,
    { size: 8.5, bold: true },
  ).down(16);
  const cols = [{ x: 50 }, { x: 545, align: 'right' as const }];
  p.text(50, 'LABOR', { size: 9, bold: true }).down(12);
  for (const l of labor) {
    row(p, cols, [l.t, num(l.a, 'en')]);
    p.down(12);
  }
  p.text(50, 'PARTS', { size: 9, bold: true }).down(12);
  for (const l of parts) {
    row(p, cols, [l.t, num(l.a, 'en')]);
    p.down(12);
  }
  row(p, cols, ['NYS Safety Inspection', num(insp, 'en')]);
  p.down(18);
  hline(p, 340, 205);
  p.down(13);
  const tl: [string, number][] = [
    ['TOTAL LABOR', lab],
    ['TOTAL PARTS', par],
    [`SALES TAX ${taxRate}%`, tax],
    ['INSPECTION FEE (non-taxable)', insp],
  ];
  for (const [a, b] of tl) p.text(470, a, { size: 9, align: 'right' }).text(545, num(b, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(470, 'TOTAL $', { size: 10.5, bold: true, align: 'right' }).text(545, num(total, 'en'), { size: 10.5, bold: true, align: 'right' }).down(28);
  p.text(50, `Sticker expires ${fd(addDays(date, 365), 'us').slice(0, 2)}/${yearOf(addDays(date, 365))}. Customer signature: ______________________`, {
    size: 8.5,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: [...labor.map((l) => l.t), 'NYS Safety Inspection'],
    partsUsed: parts.map((l) => l.t),
  });
}

/** A Pennsylvania service station in the 1990s: inspection, emissions and sticker; 6 % tax on the whole ticket. */
export function paInspection(rng: Random): Generated {
  const date = dateIn(rng, 1991, 2006);
  const year = yearOf(date);
  const car = carEN(rng, year - 8, 'us');
  const town = rng.pick(['Lancaster', 'York', 'Reading', 'Altoona', 'State College', 'Williamsport']);
  const firm = `${rng.pick(['Dutch Country', 'Keystone', 'Susquehanna', 'Penn'])} ${rng.pick(['Sunoco', 'Service Center', 'Garage'])}`;
  const miles = odo(rng, year - car.built);
  const lines: { t: string; k: 'L' | 'P' | 'I'; a: number }[] = [
    { t: 'PA State Safety Inspection', k: 'I', a: r2(rng.pick([15, 18, 20, 22.5])) },
    { t: 'Emissions test (idle)', k: 'I', a: r2(rng.pick([19.5, 24.95, 29.95])) },
    { t: 'Inspection sticker', k: 'I', a: r2(rng.pick([4.5, 5.25, 6.0])) },
    ...rng.some(
      [
        { t: 'Replace front brake pads, turn rotors', k: 'L' as const, a: r2(rng.int(6000, 9000) / 100) },
        { t: 'Front disc brake pads', k: 'P' as const, a: r2(rng.int(2500, 4500) / 100) },
        { t: 'Replace rear shocks', k: 'L' as const, a: r2(rng.int(4000, 7000) / 100) },
        { t: 'Rear shock absorbers (2)', k: 'P' as const, a: r2(rng.int(4500, 9000) / 100) },
        { t: 'Replace windshield washer pump', k: 'L' as const, a: r2(rng.int(2500, 4500) / 100) },
        { t: 'Washer pump', k: 'P' as const, a: r2(rng.int(1800, 3500) / 100) },
        { t: 'Tires 2 x P215/70R14', k: 'P' as const, a: r2(rng.int(9000, 16000) / 100) },
      ],
      rng.int(3, 4),
    ),
  ];
  const sub = sum(lines.map((l) => l.a));
  const tax = r2(sub * 0.06);
  const total = r2(sub + tax);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, firm.toUpperCase(), { size: 15, bold: true, align: 'center' }).down(13);
  p.text(297, `${streetEN(rng)} · ${town}, PA · Official Inspection Station No. ${rng.pick(['A', 'B', 'C'])}${rng.int(10, 99)}${rng.int(100, 999)}`, {
    size: 8.5,
    align: 'center',
  }).down(28);
  const col2 = 330;
  p.text(50, `NAME  ${personEN(rng)}`, { size: 9 })
    .text(col2, `DATE  ${fd(date, 'usshort')}`, { size: 9 })
    .down(13);
  p.text(50, `CAR  ${car.built} ${car.make} ${car.model}`, { size: 9 })
    .text(col2, `LIC  ${plateUS(rng)}`, { size: 9 })
    .down(13);
  p.text(50, `MILEAGE  ${thousands(miles, ',')}`, { size: 9 })
    .text(col2, `WORK ORDER  ${rng.int(1000, 9999)}`, { size: 9 })
    .down(22);
  const cols = [{ x: 60 }, { x: 60 }, { x: 545, align: 'right' as const }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, [{ x: 56 }, { x: 60 }, { x: 545, align: 'right' }], ['DESCRIPTION', '', 'AMOUNT'], { bold: true });
  p.down(18);
  for (const l of lines) {
    row(p, cols, [l.t, '', num(l.a, 'en')]);
    p.down(13);
  }
  p.down(10);
  p.text(470, 'SUBTOTAL', { size: 9, align: 'right' }).text(545, num(sub, 'en'), { size: 9, align: 'right' }).down(13);
  p.text(470, 'PA SALES TAX 6%', { size: 9, align: 'right' }).text(545, num(tax, 'en'), { size: 9, align: 'right' }).down(13);
  p.text(470, 'TOTAL', { size: 10.5, bold: true, align: 'right' }).text(545, num(total, 'en'), { size: 10.5, bold: true, align: 'right' }).down(30);
  p.text(
    50,
    `Inspection sticker #${rng.int(1000000, 9999999)} issued, expires ${fd(addDays(date, 360), 'us').slice(0, 2)}/${String(yearOf(addDays(date, 360))).slice(2)}.`,
    { size: 8.5 },
  ).down(12);
  p.text(50, 'I hereby authorize the above repair work. X ____________________', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: lines.filter((l) => l.k !== 'P').map((l) => l.t),
    partsUsed: lines.filter((l) => l.k === 'P').map((l) => l.t),
  });
}

/** A California smog check station: the test, the certificate fee to the state, and a repair after a failure. */
export function smogCheck(rng: Random): Generated {
  const date = dateIn(rng, 1999, 2024);
  const year = yearOf(date);
  let car = carEN(rng, 1995, 'us');
  while (car.built < 1976) car = carEN(rng, 1995, 'us');
  const town = rng.pick(['Fresno', 'Bakersfield', 'Riverside', 'Modesto', 'San Jose', 'Chico']);
  const firm = `${rng.pick(['Golden State', 'Valley', 'Sierra', 'Pacific'])} Smog & Auto`;
  const miles = odo(rng, year - car.built);
  const labor = pickLines(
    rng,
    [
      ['Smog check (pre-1996, two speed idle)', 3995, 6995],
      ['Diagnose high HC, replace distributor cap and rotor', 6500, 12000],
      ['Replace vacuum hoses', 2500, 5000],
      ['Adjust ignition timing', 2000, 4500],
      ['Replace PCV valve', 1500, 3000],
      ['Re-test after repair', 0, 0],
    ],
    rng.int(2, 3),
  );
  if (!labor.some((l) => l.t.startsWith('Smog check'))) labor.unshift({ t: 'Smog check (pre-1996, two speed idle)', a: r2(rng.int(3995, 6995) / 100) });
  const parts = pickLines(
    rng,
    [
      ['Distributor cap', 1500, 3500],
      ['Rotor', 600, 1500],
      ['Vacuum hose, 3 ft', 300, 900],
      ['PCV valve', 600, 1400],
      ['Spark plugs (8)', 2000, 3600],
    ],
    rng.int(2, 3),
  );
  const cert = r2(year < 2010 ? rng.pick([8.25, 8.25, 8.0]) : 8.25);
  const lab = sum(labor.map((l) => l.a));
  const par = sum(parts.map((l) => l.a));
  const taxRate = rng.pick([7.25, 7.75, 8.25, 8.75]);
  const tax = r2((par * taxRate) / 100);
  const total = r2(lab + par + tax + cert);
  const p = new PageBuilder();
  p.y = 54;
  p.text(50, firm, { size: 15, bold: true }).down(12);
  p.text(
    50,
    `${streetEN(rng)}, ${town}, CA · BAR ARD #${rng.pick(['ARD', 'AA'])}${rng.int(100000, 299999)} · Smog Check Station ${rng.pick(['RC', 'RB', 'TC'])}${rng.int(100000, 299999)}`,
    { size: 8 },
  ).down(12);
  p.text(50, 'FINAL INVOICE — Written estimate provided and authorized before work began', { size: 8, bold: true }).down(22);
  p.text(50, `Invoice # ${rng.int(100000, 999999)}`, { size: 9 })
    .text(300, `Date: ${fd(date, 'uslong')}`, { size: 9 })
    .down(12);
  p.text(50, `Customer: ${personEN(rng)}`, { size: 9 })
    .text(300, `Lic: ${plateUS(rng)}`, { size: 9 })
    .down(12);
  p.text(50, `Vehicle: ${car.built} ${car.make} ${car.model}`, { size: 9 })
    .text(300, `Odometer: ${thousands(miles, ',')}`, { size: 9 })
    .down(20);
  const cols = [{ x: 50 }, { x: 545, align: 'right' as const }];
  p.text(50, 'Labor', { size: 9.5, bold: true }).down(12);
  for (const l of labor) {
    row(p, cols, [l.t, l.a === 0 ? 'N/C' : num(l.a, 'en')]);
    p.down(12);
  }
  p.down(4);
  p.text(50, 'Parts (new unless stated)', { size: 9.5, bold: true }).down(12);
  for (const l of parts) {
    row(p, cols, [l.t, num(l.a, 'en')]);
    p.down(12);
  }
  p.down(4);
  row(p, cols, ['State certificate fee (electronic certificate)', num(cert, 'en')]);
  p.down(16);
  const tl: [string, number][] = [
    ['Labor', lab],
    ['Parts', par],
    [`Tax on parts ${taxRate}%`, tax],
    ['Certificate', cert],
  ];
  for (const [a, b] of tl) p.text(470, a, { size: 9, align: 'right' }).text(545, num(b, 'en'), { size: 9, align: 'right' }).down(12);
  p.box(360, p.y - 9, 190, 16, true);
  p.text(470, 'Amount Due', { size: 10, bold: true, align: 'right', y: p.y + 3 }).text(545, num(total, 'en'), {
    size: 10,
    bold: true,
    align: 'right',
    y: p.y + 3,
  });
  p.down(30);
  p.text(50, `Certificate of compliance #${rng.pick(['NB', 'RQ', 'XD'])}${rng.int(100000, 999999)}${rng.pick(['C', 'K'])} transmitted to DMV. Result: PASS.`, {
    size: 8.5,
  }).down(11);
  p.text(50, 'A Bureau of Automotive Repair notice is posted in this facility.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: [...labor.map((l) => l.t), 'State certificate fee (electronic certificate)'],
    partsUsed: parts.map((l) => l.t),
  });
}

/** A 1980s Virginia station's carbon ticket: inspection and small repairs, parts taxed. */
export function virginiaInspection(rng: Random): Generated {
  const date = dateIn(rng, 1980, 1995);
  const year = yearOf(date);
  const car = carEN(rng, year - 2, 'us');
  const town = rng.pick(['Roanoke', 'Lynchburg', 'Staunton', 'Winchester', 'Danville']);
  const firm = `${rng.pick(["Bud's", "Earl's", "Wilson's", "Tucker's"])} ${rng.pick(['Texaco', 'Esso', 'Gulf', 'Garage'])}`;
  const miles = odo(rng, year - car.built);
  const insp = r2(year < 1988 ? rng.pick([5, 6.5]) : rng.pick([10, 10, 12]));
  const jobs = pickLines(
    rng,
    [
      ['Replace headlamp', 300, 700],
      ['Adjust parking brake', 500, 1200],
      ['Install new wiper blades', 200, 500],
      ['Replace tail lamp bulb', 100, 300],
      ['Repair horn wire', 500, 1500],
    ],
    rng.int(2, 3),
  );
  const parts = pickLines(
    rng,
    [
      ['Sealed beam 6014', 600, 1200],
      ['Wiper refills', 400, 900],
      ['Bulb 1157', 90, 250],
      ['Wire, terminal', 50, 200],
    ],
    rng.int(2, 3),
  );
  const par = sum(parts.map((x) => x.a));
  const lab = sum(jobs.map((x) => x.a));
  const tax = r2(par * (year < 1987 ? 0.04 : 0.045));
  const total = r2(insp + lab + par + tax);
  const p = new PageBuilder();
  p.y = 70;
  p.box(120, 40, 355, 470);
  p.text(297, firm.toUpperCase(), { size: 13, bold: true, align: 'center' }).down(12);
  p.text(297, `${town}, Virginia`, { size: 8.5, align: 'center' }).down(11);
  p.text(297, 'Official Virginia Inspection Station', { size: 8.5, align: 'center' }).down(22);
  p.text(130, `Date ${fd(date, 'usshort')}`, { size: 9 })
    .text(465, `No. ${rng.int(10000, 99999)}`, { size: 9, align: 'right' })
    .down(13);
  p.text(130, `Name ${personEN(rng)}`, { size: 9 }).down(13);
  p.text(130, `Car ${car.built} ${car.make}   Mileage ${thousands(miles, ',')}`, { size: 9 }).down(18);
  hline(p, 125, 345);
  p.down(13);
  const cols = [{ x: 130 }, { x: 465, align: 'right' as const }];
  row(p, cols, ['State inspection', num(insp, 'en')]);
  p.down(13);
  for (const j of jobs) {
    row(p, cols, [j.t, num(j.a, 'en')]);
    p.down(13);
  }
  for (const j of parts) {
    row(p, cols, [j.t, num(j.a, 'en')]);
    p.down(13);
  }
  p.down(4);
  hline(p, 125, 345);
  p.down(13);
  row(p, cols, ['Labor', num(lab, 'en')]);
  p.down(13);
  row(p, cols, ['Parts', num(par, 'en')]);
  p.down(13);
  row(p, cols, ['Tax', num(tax, 'en')]);
  p.down(13);
  row(p, cols, ['TOTAL', num(total, 'en')], { bold: true, size: 10 });
  p.down(26);
  p.text(130, `Sticker No. ${rng.int(1000000, 9999999)}   Expires ${fd(addDays(date, 365), 'us').slice(0, 2)}/${String(yearOf(addDays(date, 365))).slice(2)}`, {
    size: 8.5,
  }).down(14);
  p.text(130, 'Rec\u2019d payment — thank you', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: ['State inspection', ...jobs.map((j) => j.t)],
    partsUsed: parts.map((j) => j.t),
  });
}

/** Ontario: a Safety Standards Certificate for the transfer, with the repairs to pass; HST on everything. */
export function ontarioSafety(rng: Random): Generated {
  const date = dateIn(rng, 2010, 2025);
  const year = yearOf(date);
  const car = carEN(rng, 2000, rng.chance(0.5) ? 'us' : 'uk');
  const town = rng.pick(['Barrie', 'Peterborough', 'Guelph', 'Kingston', 'Sudbury', 'Belleville']);
  const firm = `${rng.pick(['Northern', 'Maple Leaf', 'Lakeshore', 'Trillium'])} Automotive`;
  const km = Math.round(odo(rng, year - car.built) * 1.6);
  const rate = rng.pick([95, 110, 120, 135]);
  const labor = [
    { t: 'Safety inspection (Safety Standards Certificate)', h: 1.5 },
    ...rng.some(
      [
        { t: 'Replace both front brake rotors and pads', h: 1.8 },
        { t: 'Replace rear brake lines', h: 2.5 },
        { t: 'Replace outer tie rod ends, align', h: 2.0 },
        { t: 'Replace seat belt buckle, driver', h: 0.8 },
        { t: 'Replace cracked windshield', h: 1.5 },
      ],
      rng.int(2, 3),
    ),
  ];
  const parts = pickLines(
    rng,
    [
      ['Brake rotors (2)', 9000, 16000],
      ['Brake pads', 4500, 8000],
      ['Brake line kit', 6000, 11000],
      ['Tie rod ends (2)', 7000, 12000],
      ['Seat belt buckle', 4000, 9000],
      ['Windshield', 25000, 42000],
    ],
    rng.int(2, 4),
  );
  const lab = sum(labor.map((l) => r2(l.h * rate)));
  const par = sum(parts.map((l) => l.a));
  const sub = r2(lab + par);
  const hst = r2(sub * 0.13);
  const total = r2(sub + hst);
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, firm, { size: 15, bold: true }).text(545, 'WORK ORDER / INVOICE', { size: 10, bold: true, align: 'right' }).down(12);
  p.text(
    50,
    `${streetEN(rng)}, ${town}, ON · MTO Motor Vehicle Inspection Station Licence ${rng.int(10000, 99999)} · HST # ${rng.int(100000000, 999999999)} RT0001`,
    { size: 8 },
  ).down(24);
  p.text(50, `Invoice ${rng.int(10000, 99999)}   ·   ${fd(date, 'iso')}   ·   ${personEN(rng)}`, { size: 9 }).down(13);
  p.text(50, `${car.built} ${car.make} ${car.model}   VIN ${car.vin}   Odometer ${thousands(km, ',')} km`, { size: 9 }).down(20);
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Labour', 'Hours', 'Amount'], { bold: true });
  p.down(13);
  for (const l of labor) {
    row(p, cols, [l.t, num(l.h, 'plain'), num(r2(l.h * rate), 'en')]);
    p.down(12);
  }
  p.down(6);
  row(p, cols, ['Parts', '', ''], { bold: true });
  p.down(13);
  for (const l of parts) {
    row(p, cols, [l.t, '', num(l.a, 'en')]);
    p.down(12);
  }
  p.down(12);
  const tl: [string, number][] = [
    ['Labour', lab],
    ['Parts', par],
    ['Subtotal', sub],
    ['HST 13%', hst],
  ];
  for (const [a, b] of tl) p.text(470, a, { size: 9, align: 'right' }).text(545, num(b, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(470, 'Total CAD', { size: 10.5, bold: true, align: 'right' }).text(545, num(total, 'en'), { size: 10.5, bold: true, align: 'right' }).down(28);
  p.text(50, `Safety Standards Certificate no. ${rng.pick(['M', 'S'])}${rng.int(1000000, 9999999)} issued, valid 36 days for registration.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: labor.map((l) => l.t),
    partsUsed: parts.map((l) => l.t),
  });
}

/** NSW: an authorised inspection station's tax invoice — eSafety check and repairs, GST included in the total. */
export function nswPinkSlip(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2025);
  const year = yearOf(date);
  const car = carEN(rng, 1990, 'au');
  const town = rng.pick(['Penrith', 'Gosford', 'Wollongong', 'Newcastle', 'Wagga Wagga', 'Dubbo']);
  const firm = `${rng.pick(['Westside', 'Coastal', 'Southern Cross', 'Bridge St'])} Mechanical Pty Ltd`;
  const km = odo(rng, year - car.built) * 2;
  const lines = [
    { t: 'eSafety check (pink slip)', a: r2(year < 2015 ? 38 : year < 2020 ? 42 : 45) },
    ...rng.some(
      [
        { t: 'Replace front wheel bearings', a: r2(rng.int(12000, 22000) / 100) },
        { t: 'Replace number plate globe', a: r2(rng.int(1500, 2500) / 100) },
        { t: 'Repair oil leak rear main seal', a: r2(rng.int(30000, 60000) / 100) },
        { t: 'Replace wiper rubbers', a: r2(rng.int(2500, 4000) / 100) },
        { t: 'Replace 2 front tyres', a: r2(rng.int(24000, 38000) / 100) },
      ],
      rng.int(2, 3),
    ),
  ];
  const total = sum(lines.map((l) => l.a));
  const gst = r2(total / 11);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, firm, { size: 14, bold: true }).down(12);
  p.text(
    50,
    `${streetEN(rng)}, ${town} NSW · ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)} · AIS Station ${rng.int(10000, 99999)}`,
    { size: 8 },
  ).down(26);
  p.text(50, 'TAX INVOICE', { size: 13, bold: true })
    .text(545, `No. ${rng.int(5000, 9999)}`, { size: 10, align: 'right' })
    .down(18);
  p.text(50, `Date: ${fd(date, 'uk')}`, { size: 9 })
    .text(300, `Customer: ${personEN(rng)}`, { size: 9 })
    .down(12);
  p.text(50, `Rego: ${rng.pick(['AB', 'CD', 'XY'])}${rng.int(10, 99)}${rng.pick(['EF', 'GH', 'KL'])}`, { size: 9 })
    .text(300, `Vehicle: ${car.built} ${car.make} ${car.model}`, { size: 9 })
    .down(12);
  p.text(50, `Odo: ${thousands(km, ',')} km`, { size: 9 }).down(22);
  const cols = [{ x: 50 }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Description', 'Amount (inc GST)'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const l of lines) {
    row(p, cols, [l.t, `$${num(l.a, 'en')}`]);
    p.down(13);
  }
  p.down(8);
  p.text(470, 'Total (inc GST)', { size: 10.5, bold: true, align: 'right' })
    .text(545, `$${num(total, 'en')}`, { size: 10.5, bold: true, align: 'right' })
    .down(13);
  p.text(470, 'GST included', { size: 9, align: 'right' })
    .text(545, `$${num(gst, 'en')}`, { size: 9, align: 'right' })
    .down(26);
  p.text(50, `Inspection report ${rng.int(1000000, 9999999)} sent electronically to Transport for NSW. Result: PASS.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: lines.map((l) => l.t),
  });
}
