/**
 * American dealers' and independent shops' repair orders 1975–2026: the pre-printed RO with its summary box, the DMS
 * printout with concern / cause / correction, flat-rate tickets with sublet and shop supplies, warranty and recall work
 * at 0.00, estimate authorisation blocks, odometer in and out.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  carAt,
  CARS_EN,
  doc,
  drawJobs,
  fd,
  field,
  grp,
  hline,
  lastEn,
  num,
  odo,
  PageBuilder,
  personEn,
  phoneUs,
  plateUS,
  priceFactor,
  r2,
  row,
  sigLine,
  streetEn,
  sum,
  TOWNS_US,
  vinFor,
  type Job,
} from './kit';

const STATE_TAX: Record<string, number> = { OH: 5.75, AZ: 5.6, CA: 7.25, TX: 6.25, MN: 6.875, PA: 6, SC: 6, MI: 6, WA: 6.5, IL: 6.25 };
const up = (s: string) => s.toUpperCase();
const opCode = (rng: Random, j: Job) => `${j.def.op}${rng.pick(['Z', 'X', 'C', ''])}`;
const dealerName = (rng: Random, make: string) =>
  rng.pick([
    `${lastEn(rng)} ${make}`,
    `${rng.pick(['Valley', 'Metro', 'Lakeside', 'Capital', 'Heritage', 'Sunset'])} ${make}`,
    `${lastEn(rng)} Motor Company`,
    `${lastEn(rng)} ${make} Inc.`,
  ]);

/** The pre-printed dealer RO (1983–2006): header grid, lines A–D with parts under each, the classic summary box. */
export function preprintedDealerRO(rng: Random): Generated {
  const date = rng.date(1983, 2006);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_EN.filter((c) => ['Ford', 'Chevrolet', 'Pontiac', 'Buick', 'Cadillac', 'Jeep', 'Dodge'].includes(c.make)),
    year,
  );
  const town = rng.pick(TOWNS_US);
  const shop = dealerName(rng, car.make === 'Pontiac' || car.make === 'Buick' ? 'Pontiac-Buick' : car.make);
  const f = priceFactor(year, 'USD');
  const rate = r2(Math.round(rng.int(110, 160) * f));
  const jobs = drawJobs(rng, rng.int(2, 4), year, rate, f, 'en');
  if (rng.chance(0.4)) jobs[jobs.length - 1].pay = 'W';
  const kmIn = odo(rng, year, car.year, false);
  const kmOut = kmIn + rng.int(1, 9);
  const p = new PageBuilder();
  p.y = 40;
  p.text(40, up(shop), { size: 13, bold: true });
  p.down(11).text(40, `${streetEn(rng)}, ${town.town}, ${town.region} ${town.zip}  ·  SERVICE ${phoneUs(rng)}`, { size: 7.5 });
  p.text(555, 'REPAIR ORDER', { y: 40, size: 11, bold: true, align: 'right' });
  const ro = String(rng.int(100000, 999999));
  p.text(555, `No. ${ro}`, { y: 53, size: 10, align: 'right' });
  p.y = 70;
  const cust = up(personEn(rng));
  const grid: [string, string, number][][] = [
    [
      ['CUSTOMER', cust, 215],
      ['HOME PHONE', phoneUs(rng), 100],
      ['R.O. OPENED', fd(addDays(date, -rng.int(0, 2)), 'usshort'), 100],
      ['INVOICE DATE', fd(date, 'usshort'), 100],
    ],
    [
      ['YEAR MAKE MODEL', up(`${car.year} ${car.make} ${car.model}`).slice(0, 34), 215],
      ['VIN', vinFor(rng, car.make, car.year), 150],
      ['LICENSE', plateUS(rng), 75],
      ['TAG', `T${rng.int(10, 99)}`, 75],
    ],
    [
      ['MILEAGE IN', grp(kmIn, ','), 115],
      ['MILEAGE OUT', grp(kmOut, ','), 115],
      ['ADVISOR', up(personEn(rng)), 185],
      ['PROMISED', `${rng.int(2, 5)}:${rng.pick(['00', '30'])} PM`, 100],
    ],
  ];
  for (const line of grid) {
    let x = 40;
    for (const [k, v, w] of line) {
      field(p, x, p.y, w, 24, k, v, { size: 8.5 });
      x += w;
    }
    p.y += 24;
  }
  p.down(14);
  const cols = [{ x: 40 }, { x: 56 }, { x: 96 }, { x: 126 }, { x: 146 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['LN', 'OP CODE', 'TECH', 'TYP', 'DESCRIPTION', 'HOURS', 'AMOUNT'], { bold: true, size: 7 });
  p.down(15);
  let labour = 0;
  let partsAmt = 0;
  let gol = 0;
  const partNames: string[] = [];
  jobs.forEach((j, k) => {
    const paid = j.pay === 'C';
    const lab = paid ? j.labour : 0;
    labour += lab;
    row(p, cols, [String.fromCharCode(65 + k), opCode(rng, j), String(rng.int(101, 899)), j.pay, up(j.def.en), num(j.hours, 'plain'), num(lab, 'en')], {
      size: 8,
    });
    p.down(10);
    p.text(146, `CAUSE: ${up(j.def.causeEn)}`, { size: 7 });
    p.down(10);
    for (const l of j.parts) {
      const a = paid ? l.amount : 0;
      const isOil = /oil 10W/i.test(l.text);
      row(p, cols, ['', '', '', '', `${l.qty}  ${l.no}  ${up(l.text)}${isOil ? '  (G.O.L.)' : ''}`, num(paid ? l.unit : 0, 'en'), num(a, 'en')], { size: 7.5 });
      if (isOil) gol += a;
      else partsAmt += a;
      partNames.push(up(l.text));
      p.down(10);
    }
    p.down(5);
  });
  labour = r2(labour);
  partsAmt = r2(partsAmt);
  gol = r2(gol);
  const misc = rng.chance(0.6) ? r2(rng.int(3, 12) * f) : 0;
  const tax = r2(((partsAmt + gol) * STATE_TAX[town.region]) / 100);
  const totalCharges = r2(labour + partsAmt + gol + misc);
  const pay = r2(totalCharges + tax);
  const by = Math.max(p.y + 6, 560);
  p.y = by;
  p.box(360, by - 12, 195, 150);
  const sc = [{ x: 366 }, { x: 550, align: 'right' as const }];
  const sl: [string, number][] = [
    ['LABOR AMOUNT', labour],
    ['PARTS AMOUNT', partsAmt],
    ['GAS, OIL, LUBE', gol],
    ['SUBLET AMOUNT', 0],
    ['MISC. CHARGES', misc],
    ['TOTAL CHARGES', totalCharges],
    ['LESS INSURANCE', 0],
    ['SALES TAX', tax],
  ];
  for (const [k, v] of sl) {
    row(p, sc, [k, num(v, 'en')], { size: 8 });
    hline(p, 360, 195, p.y + 4);
    p.down(15);
  }
  p.box(360, p.y - 11, 200, 17, true);
  row(p, sc, ['PLEASE PAY THIS AMOUNT', num(pay, 'en')], { size: 8.5, bold: true });
  p.y = by;
  const terms = [
    'I hereby authorize the above repair work to be done along with',
    'the necessary material and agree that you are not responsible for',
    'loss or damage to vehicle or articles left in vehicle in case of',
    'fire, theft or any other cause beyond your control. An express',
    "mechanic's lien is acknowledged on above vehicle to secure the",
    'amount of repairs thereto.',
  ];
  for (const t of terms) {
    p.text(40, t, { size: 7 });
    p.down(9);
  }
  p.down(24);
  sigLine(p, 40, 280, 'CUSTOMER SIGNATURE  X');
  p.down(26);
  p.text(40, misc ? 'MISC. = SHOP SUPPLIES / HAZARDOUS WASTE DISPOSAL' : 'W = WARRANTY  C = CUSTOMER  I = INTERNAL', { size: 6.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: up(shop),
    serviceDate: date,
    serviceMileage: kmIn,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: pay,
    workPerformed: jobs.map((j) => up(j.def.en)),
    partsUsed: partNames,
  });
}

/** A dealer DMS invoice 2008–2026: per line concern / cause / correction, technician number, parts under the line. */
export function dmsConcernCause(rng: Random): Generated {
  const date = rng.date(2008, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(rng, CARS_EN, year);
  const town = rng.pick(TOWNS_US);
  const shop = dealerName(rng, car.make);
  const f = priceFactor(year, 'USD');
  const rate = r2(Math.round(rng.int(120, 190) * f));
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f * 1.2, 'en');
  if (rng.chance(0.5)) jobs[rng.int(0, jobs.length - 1)].pay = rng.pick(['W', 'I'] as const);
  const kmIn = odo(rng, year, car.year, false);
  const kmOut = kmIn + rng.int(0, 14);
  const p = new PageBuilder();
  p.y = 40;
  p.text(40, up(shop), { size: 12, bold: true });
  p.down(10).text(40, `${streetEn(rng)}  ${up(town.town)}, ${town.region} ${town.zip}  ${phoneUs(rng)}`, { size: 7 });
  p.text(555, 'INVOICE', { y: 40, size: 12, bold: true, align: 'right' });
  p.y = 72;
  const left = [`CUSTOMER: ${up(personEn(rng))}`, `${up(streetEn(rng))}`, `${up(rng.pick(TOWNS_US).town)}, ${rng.pick(TOWNS_US).region}`];
  const right: [string, string][] = [
    ['RO NUMBER', String(rng.int(300000, 899999))],
    ['INVOICE DATE', fd(date, 'us')],
    ['OPENED', `${fd(addDays(date, -rng.int(0, 3)), 'us')} ${rng.int(7, 10)}:${rng.int(10, 59)}`],
    ['SERVICE ADVISOR', `${rng.int(1000, 9999)} ${up(personEn(rng))}`],
  ];
  left.forEach((t, i) => p.text(40, t, { y: 72 + i * 10, size: 8 }));
  right.forEach(([k, v], i) => {
    p.text(360, k, { y: 72 + i * 10, size: 7.5 });
    p.text(555, v, { y: 72 + i * 10, size: 7.5, align: 'right' });
  });
  p.y = 120;
  p.box(40, p.y - 10, 515, 26);
  const vh = [
    ['YEAR/MAKE/MODEL', up(`${car.year} ${car.make} ${car.model}`)],
    ['VIN', vinFor(rng, car.make, car.year)],
    ['MILEAGE IN/OUT', `${kmIn} / ${kmOut}`],
    ['TAG', plateUS(rng)],
  ];
  const vx = [44, 210, 330, 470];
  vh.forEach(([k, v], i) => {
    p.text(vx[i], k, { size: 6 });
    p.text(vx[i], v, { size: 7.5, y: p.y + 11 });
  });
  p.down(34);
  let labour = 0;
  let partsAmt = 0;
  const partNames: string[] = [];
  jobs.forEach((j, k) => {
    const paid = j.pay === 'C';
    const lab = paid ? j.labour : 0;
    labour += lab;
    const payLabel = { C: 'CUSTOMER PAY', W: 'WARRANTY', I: 'INTERNAL', G: 'GOODWILL' }[j.pay];
    p.box(40, p.y - 9, 515, 12, true);
    p.text(44, `LINE ${String.fromCharCode(65 + k)}   OPCODE ${opCode(rng, j)}   ${up(j.def.en)}`, { size: 8, bold: true });
    p.text(551, payLabel, { size: 7, align: 'right', bold: true });
    p.down(12);
    p.text(50, `CONCERN: ${up(j.def.concernEn)}`, { size: 7.5 });
    p.down(9.5);
    p.text(50, `CAUSE: ${up(j.def.causeEn)}`, { size: 7.5 });
    p.down(9.5);
    p.text(50, `CORRECTION: ${up(j.def.en)} PER MFG PROCEDURE. ROAD TESTED, VERIFIED REPAIR.`, { size: 7.5 });
    p.down(11);
    row(
      p,
      [{ x: 60 }, { x: 380, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }],
      [`TECH ${rng.int(1000, 9999)}   LABOR`, `${num(j.hours, 'plain')} HRS`, '', num(lab, 'en')],
      { size: 7.5 },
    );
    p.down(10);
    for (const l of j.parts) {
      const a = paid ? l.amount : 0;
      partsAmt += a;
      partNames.push(up(l.text));
      row(
        p,
        [{ x: 60 }, { x: 130 }, { x: 380, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }],
        [l.no, up(l.text), `QTY ${l.qty}`, num(paid ? l.unit : 0, 'en'), num(a, 'en')],
        { size: 7.5 },
      );
      p.down(10);
    }
    row(
      p,
      [
        { x: 470, align: 'right' },
        { x: 555, align: 'right' },
      ],
      [`LINE ${String.fromCharCode(65 + k)} TOTAL`, num(r2(lab + (paid ? sum(j.parts.map((l) => l.amount)) : 0)), 'en')],
      { size: 7.5, bold: true },
    );
    p.down(16);
  });
  labour = r2(labour);
  partsAmt = r2(partsAmt);
  const supplies = r2(Math.min(labour * 0.08, 45));
  const haz = r2(rng.int(250, 595) / 100);
  const taxRate = STATE_TAX[town.region];
  const tax = r2(((partsAmt + supplies) * taxRate) / 100);
  const total = r2(labour + partsAmt + supplies + haz + tax);
  p.down(4);
  const sc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  const sl: [string, number][] = [
    ['LABOR', labour],
    ['PARTS', partsAmt],
    ['SUBLET', 0],
    ['SHOP SUPPLIES', supplies],
    ['HAZ. WASTE / ENVIRONMENTAL', haz],
    [`SALES TAX ${taxRate}%`, tax],
  ];
  for (const [k, v] of sl) {
    row(p, sc, [k, num(v, 'en')], { size: 8 });
    p.down(10.5);
  }
  p.down(4);
  p.box(375, p.y - 10, 185, 14, true);
  row(p, sc, ['TOTAL INVOICE', num(total, 'en')], { size: 9, bold: true });
  p.down(24);
  p.text(40, 'SHOP SUPPLIES ARE CHARGED AT 8% OF LABOR, NOT TO EXCEED $45.00. WARRANTY AND INTERNAL LINES ARE SHOWN AT NO CHARGE.', { size: 6.5 });
  p.down(22);
  sigLine(p, 40, 250, 'CUSTOMER SIGNATURE');
  return doc(p, 'en', {
    documentType: 'service',
    shopName: up(shop),
    serviceDate: date,
    serviceMileage: kmIn,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: jobs.map((j) => up(j.def.en)),
    partsUsed: partNames,
  });
}

/** An independent shop's flat-rate ticket 1975–1998: F.R. hours, a sublet machine-shop line, shop supplies, tax on parts. */
export function flatRateTicket(rng: Random): Generated {
  const date = rng.date(1975, 1998);
  const year = Number(date.slice(0, 4));
  const car = carAt(rng, CARS_EN, year);
  const town = rng.pick(TOWNS_US);
  const shop = `${rng.pick([`${lastEn(rng)}'s`, `${lastEn(rng)} Bros.`, 'Main Street', 'Quality', 'Precision'])} ${rng.pick(['Auto Repair', 'Garage', 'Automotive', 'Service Center'])}`;
  const f = priceFactor(year, 'USD');
  const rate = r2(Math.round(rng.int(95, 135) * f));
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f, 'en');
  const km = odo(rng, year, car.year, false);
  const p = new PageBuilder();
  p.y = 46;
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(12).text(297, `${streetEn(rng)} · ${town.town}, ${town.region} ${town.zip} · ${phoneUs(rng)}`, { size: 8, align: 'center' });
  p.down(10).text(297, rng.pick(['Foreign & Domestic · Tune-Ups · Brakes · Mufflers', 'ASE Certified Mechanics', 'Complete Auto Service Since 1962']), {
    size: 7.5,
    align: 'center',
  });
  p.down(22);
  const cust = personEn(rng);
  field(p, 40, p.y, 270, 24, 'NAME', cust);
  field(p, 310, p.y, 120, 24, 'DATE', fd(date, 'us'));
  field(p, 430, p.y, 125, 24, 'INVOICE NO.', String(rng.int(1000, 29999)));
  p.y += 24;
  field(p, 40, p.y, 170, 24, 'YEAR / MAKE / MODEL', `${car.year} ${car.make} ${car.model}`.slice(0, 30), { size: 8 });
  field(p, 210, p.y, 100, 24, 'LICENSE NO.', plateUS(rng));
  field(p, 310, p.y, 120, 24, 'SPEEDOMETER', grp(km, ','));
  field(p, 430, p.y, 125, 24, 'WRITTEN BY', personEn(rng).split(' ')[0]);
  p.y += 38;
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['LABOR — DESCRIPTION OF WORK', 'F.R. HRS', 'RATE', 'CHARGE'], { size: 7.5, bold: true });
  p.down(16);
  const work: string[] = [];
  for (const j of jobs) {
    row(p, cols, [j.def.en, num(j.hours, 'plain'), num(rate, 'en'), num(j.labour, 'en')], { size: 8.5 });
    work.push(j.def.en);
    p.down(12);
  }
  const labour = sum(jobs.map((j) => j.labour));
  const subText = rng.pick([
    'Sublet: machine shop - resurface cylinder head',
    'Sublet: radiator shop - rod out and test radiator',
    'Sublet: transmission shop - reseal automatic',
    'Sublet: alignment - four wheel',
  ]);
  const sublet = r2(rng.int(120, 400) * f);
  row(p, cols, [subText, '', '', num(sublet, 'en')], { size: 8.5 });
  work.push(subText);
  p.down(12);
  hline(p, 40, 515, p.y - 6);
  p.down(14);
  const pc = [{ x: 40 }, { x: 70 }, { x: 150 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, pc, ['QTY', 'PART NO.', 'PARTS & MATERIAL', 'UNIT', 'AMOUNT'], { size: 7.5, bold: true });
  p.down(16);
  const parts = jobs.flatMap((j) => j.parts);
  for (const l of parts) {
    row(p, pc, [String(l.qty), l.no, l.text, num(l.unit, 'en'), num(l.amount, 'en')], { size: 8.5 });
    p.down(11.5);
  }
  const partsAmt = sum(parts.map((l) => l.amount));
  const supplies = r2(Math.round(labour * 0.05 * 100) / 100);
  const tax = r2((partsAmt * STATE_TAX[town.region]) / 100);
  const total = r2(labour + sublet + partsAmt + supplies + tax);
  p.down(10);
  const sc = [{ x: 390 }, { x: 549, align: 'right' as const }];
  p.box(385, p.y - 12, 170, 98);
  for (const [k, v] of [
    ['TOTAL LABOR', labour],
    ['TOTAL PARTS', partsAmt],
    ['SUBLET', sublet],
    ['SHOP SUPPLIES', supplies],
    ['TAX ON PARTS', tax],
  ] as [string, number][]) {
    row(p, sc, [k, num(v, 'en')], { size: 8.5 });
    p.down(14);
  }
  row(p, sc, ['TOTAL', num(total, 'en')], { size: 10, bold: true });
  p.y -= 70;
  p.text(40, 'Estimate given: $________   Customer authorization:', { size: 7.5 });
  p.down(28);
  sigLine(p, 40, 220, 'X  Customer');
  p.down(24);
  p.text(40, 'Shop supplies 5% of labor. Not responsible for loss or damage to cars', { size: 6.5 });
  p.down(8);
  p.text(40, 'or articles left in cars in case of fire, theft or any cause beyond our control.', { size: 6.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: work,
    partsUsed: parts.map((l) => l.text),
  });
}

/** A dealer RO 2000–2026 that is mostly warranty and a safety recall at 0.00, with one customer-pay line. */
export function warrantyRecallRO(rng: Random): Generated {
  const date = rng.date(2000, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_EN.filter((c) => c.to >= 1995),
    year,
  );
  const town = rng.pick(TOWNS_US);
  const shop = dealerName(rng, car.make);
  const f = priceFactor(year, 'USD');
  const rate = r2(Math.round(rng.int(110, 175) * f));
  const jobs = drawJobs(rng, 2, year, rate, f * 1.2, 'en');
  jobs[1].pay = 'W';
  const recallNo = `${String(year - rng.int(0, 2)).slice(2)}V-${rng.int(100, 799)}`;
  const recall = `PERFORM SAFETY RECALL ${recallNo} - INSPECT AND REPLACE ${rng.pick(['AIRBAG INFLATOR', 'FUEL PUMP MODULE', 'IGNITION SWITCH', 'BRAKE MASTER CYLINDER'])}`;
  const km = odo(rng, year, car.year, false);
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, shop, { size: 13, bold: true });
  p.down(10).text(40, `${streetEn(rng)}, ${town.town} ${town.region} ${town.zip} · Service Dept. ${phoneUs(rng)}`, { size: 7.5 });
  p.down(24);
  p.text(40, 'SERVICE INVOICE', { size: 11, bold: true });
  p.text(555, `RO# ${rng.int(40000, 99999)}   DATE ${fd(date, rng.pick(['us', 'usshort']))}`, { size: 8.5, align: 'right' });
  p.down(14);
  p.text(40, `${up(personEn(rng))}   ${car.year} ${up(car.make)} ${up(car.model)}   VIN ${vinFor(rng, car.make, car.year)}`, { size: 8 });
  p.down(11);
  p.text(40, `ODOMETER IN ${grp(km, ',')}   OUT ${grp(km + rng.int(1, 6), ',')}   LIC ${plateUS(rng)}   ADVISOR ${up(personEn(rng))}`, { size: 8 });
  p.down(18);
  const cols = [
    { x: 40 },
    { x: 62 },
    { x: 100 },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  row(p, cols, ['LN', 'PAY', 'DESCRIPTION', 'TECH', 'HRS', 'AMOUNT'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 3);
  p.down(15);
  const lines: { text: string; pay: string; hours: number; amt: number; parts: { t: string; a: number; q: number }[] }[] = [
    { text: recall, pay: 'R', hours: r2(rng.int(5, 25) / 10), amt: 0, parts: [{ t: 'RECALL KIT', a: 0, q: 1 }] },
    ...jobs.map((j) => ({
      text: up(j.def.en),
      pay: j.pay === 'C' ? 'C' : 'W',
      hours: j.hours,
      amt: j.pay === 'C' ? j.labour : 0,
      parts: j.parts.map((l) => ({ t: up(l.text), a: j.pay === 'C' ? l.amount : 0, q: l.qty })),
    })),
  ];
  if (rng.chance(0.5)) lines.reverse();
  let labour = 0;
  let partsAmt = 0;
  const partNames: string[] = [];
  lines.forEach((l, k) => {
    row(p, cols, [String(k + 1), l.pay, l.text.slice(0, 70), String(rng.int(100, 999)), num(l.hours, 'plain'), num(l.amt, 'en')], { size: 7.5 });
    labour += l.amt;
    p.down(10);
    for (const pt of l.parts) {
      row(p, cols, ['', '', `    ${pt.q} x ${pt.t}`, '', '', num(pt.a, 'en')], { size: 7 });
      partsAmt += pt.a;
      partNames.push(pt.t);
      p.down(9.5);
    }
    p.down(6);
  });
  labour = r2(labour);
  partsAmt = r2(partsAmt);
  const tax = r2((partsAmt * STATE_TAX[town.region]) / 100);
  const total = r2(labour + partsAmt + tax);
  p.down(10);
  const sc = [{ x: 300 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, sc, ['', 'CUSTOMER', 'WARRANTY', 'RECALL'], { size: 7.5, bold: true });
  p.down(11);
  row(p, sc, ['LABOR', num(labour, 'en'), '0.00', '0.00'], { size: 8 });
  p.down(10);
  row(p, sc, ['PARTS', num(partsAmt, 'en'), '0.00', '0.00'], { size: 8 });
  p.down(10);
  row(p, sc, ['TAX', num(tax, 'en'), '0.00', '0.00'], { size: 8 });
  p.down(14);
  p.down(4);
  p.box(295, p.y - 10, 265, 15, true);
  row(p, [{ x: 300 }, { x: 555, align: 'right' }], ['CUSTOMER PAY TOTAL DUE', num(total, 'en')], { size: 9, bold: true });
  p.down(26);
  p.text(40, 'Warranty and recall repairs are paid by the manufacturer. Customer copy.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: lines.map((l) => l.text.slice(0, 70)),
    partsUsed: partNames,
  });
}

/** A service RO 1990–2020 that opens with the estimate and the customer's authorisation, then an added-work phone approval. */
export function estimateAuthorizedRO(rng: Random): Generated {
  const date = rng.date(1990, 2020);
  const year = Number(date.slice(0, 4));
  const car = carAt(rng, CARS_EN, year);
  const town = rng.pick(TOWNS_US);
  const shop = `${rng.pick([lastEn(rng), 'Import', 'Euro', 'Classic'])} ${rng.pick(['Motorcars', 'Auto Service', 'Import Service', 'Car Care'])}${rng.pick([' Inc.', ' LLC', ''])}`;
  const f = priceFactor(year, 'USD');
  const rate = r2(Math.round(rng.int(100, 160) * f));
  const jobs = drawJobs(rng, 3, year, rate, f * 1.1, 'en');
  const km = odo(rng, year, car.year, false);
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, shop, { size: 14, bold: true });
  p.down(11).text(
    40,
    `${streetEn(rng)} · ${town.town}, ${town.region} ${town.zip} · ${phoneUs(rng)} · ${town.region === 'CA' ? `BAR ARD #${rng.int(100000, 299999)}` : 'ASE Certified Technicians'}`,
    { size: 7.5 },
  );
  p.down(24);
  p.text(40, `INVOICE / REPAIR ORDER #${rng.int(10000, 99999)}`, { size: 10.5, bold: true });
  p.text(555, fd(date, 'uslong'), { size: 9, align: 'right' });
  p.down(14);
  p.text(40, `Customer: ${personEn(rng)}    Vehicle: ${car.year} ${car.make} ${car.model}    Lic: ${plateUS(rng)}    Odometer: ${grp(km, ',')}`, { size: 8 });
  p.down(16);
  const first = r2(sum(jobs.slice(0, 2).map((j) => j.labour + sum(j.parts.map((l) => l.amount)))) * 1.1);
  const est = Math.ceil(first / 10) * 10;
  const added = Math.ceil(((jobs[2].labour + sum(jobs[2].parts.map((l) => l.amount))) * 1.15) / 10) * 10;
  p.box(40, p.y - 10, 515, 70);
  p.text(46, `ESTIMATE: $${num(est, 'en')} (parts and labor, plus tax)`, { size: 8.5, bold: true });
  p.down(11);
  p.text(46, 'I authorize the repairs described below and the use of necessary parts. I understand that no work beyond', { size: 7 });
  p.down(8.5);
  p.text(46, 'this estimate will be done without my further consent. Replaced parts requested:  YES  /  NO', { size: 7 });
  p.down(20);
  sigLine(p, 46, 200, 'Customer signature');
  p.text(300, `ADDITIONAL AUTHORIZATION: $${num(added, 'en')}  by phone`, { size: 7.5 });
  p.text(300, `${fd(addDays(date, -rng.int(0, 1)), 'usshort')}  ${rng.int(9, 15)}:${rng.int(10, 59)}  taken by ${personEn(rng).split(' ')[0]}`, {
    size: 7.5,
    y: p.y + 10,
  });
  p.down(34);
  const cols = [
    { x: 40 },
    { x: 330, align: 'right' as const },
    { x: 395, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  let partsAmt = 0;
  const partNames: string[] = [];
  jobs.forEach((j, k) => {
    p.text(40, `${k + 1}. ${j.def.en}`, { size: 8.5, bold: true });
    row(p, cols, ['', '', `${num(j.hours, 'plain')} hr`, '', num(j.labour, 'en')], { size: 8.5 });
    p.down(10.5);
    p.text(56, `Found: ${j.def.causeEn}${k === 2 ? '  (added work, authorized by phone)' : ''}`, { size: 7.5 });
    p.down(10.5);
    for (const l of j.parts) {
      row(p, cols, [`      ${l.no}  ${l.text}`, '', String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')], { size: 8 });
      partsAmt += l.amount;
      partNames.push(l.text);
      p.down(10);
    }
    p.down(6);
  });
  const labour = sum(jobs.map((j) => j.labour));
  partsAmt = r2(partsAmt);
  const tax = r2((partsAmt * STATE_TAX[town.region]) / 100);
  const env = rng.chance(0.5) ? r2(rng.int(2, 6) * f) : 0;
  const total = r2(labour + partsAmt + env + tax);
  p.down(6);
  const sc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  const sl: [string, number][] = [
    ['Labor', labour],
    ['Parts', partsAmt],
  ];
  if (env) sl.push(['Environmental fee', env]);
  sl.push(['Sales tax', tax]);
  for (const [k, v] of sl) {
    row(p, sc, [k, num(v, 'en')], { size: 9 });
    p.down(12);
  }
  hline(p, 375, 180, p.y - 9);
  row(p, sc, ['Total', `$${num(total, 'en')}`], { size: 10.5, bold: true });
  p.down(24);
  p.text(
    40,
    `Paid: ${rng.pick(['VISA', 'MasterCard', 'Check #' + rng.int(1000, 9999), 'Cash', 'AMEX'])}. Parts warranty 12 months / 12,000 miles. Thank you!`,
    { size: 7.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: jobs.map((j) => j.def.en),
    partsUsed: partNames,
  });
}

/** A 1975–1984 franchised dealer's RO typed on the carbon set: labor, parts, accessories, gas-oil-grease, towing. */
export function seventiesDealerTyped(rng: Random): Generated {
  const date = rng.date(1975, 1984);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_EN.filter((c) => c.from <= 1984),
    year,
  );
  const town = rng.pick(TOWNS_US);
  const shop = `${lastEn(rng)} ${rng.pick(['Chevrolet-Oldsmobile', 'Ford-Mercury', 'Dodge-Chrysler', 'Motor Sales', 'AMC-Jeep'])}${rng.pick([', Inc.', ' Co.', ''])}`;
  const f = priceFactor(year, 'USD');
  const rate = r2(Math.round(rng.int(35, 55) * f * 1.8));
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f, 'en');
  const km = odo(rng, year, car.year, false);
  const tow = rng.chance(0.4) ? r2(rng.int(15, 40)) : 0;
  const p = new PageBuilder();
  p.y = 42;
  p.text(297, up(shop), { size: 13, bold: true, align: 'center', serif: true });
  p.down(12).text(297, `${up(streetEn(rng))} — ${up(town.town)}, ${town.region}`, { size: 8, align: 'center', serif: true });
  p.down(22);
  const ro = rng.int(10000, 99999);
  field(p, 40, p.y, 320, 24, 'NAME AND ADDRESS', `${personEn(rng)}, ${rng.pick(TOWNS_US).town}`, { serif: true });
  field(p, 360, p.y, 95, 24, 'DATE', fd(date, 'usshort'), { serif: true });
  field(p, 455, p.y, 100, 24, 'ORDER NO.', String(ro), { serif: true });
  p.y += 24;
  field(p, 40, p.y, 140, 24, 'MAKE & MODEL', `${car.year} ${car.make}`, { serif: true });
  field(p, 180, p.y, 180, 24, 'SERIAL NO.', vinFor(rng, car.make, car.year), { serif: true });
  field(p, 360, p.y, 95, 24, 'MILEAGE', grp(km, ','), { serif: true });
  field(p, 455, p.y, 100, 24, 'LIC. NO.', plateUS(rng), { serif: true });
  p.y += 38;
  const cols = [{ x: 40 }, { x: 80 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['OPER.', 'INSTRUCTIONS / LABOR', 'MECH.', 'CHARGE'], { serif: true, size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 3);
  p.down(15);
  for (const j of jobs) {
    row(p, cols, [j.def.op, up(j.def.en), String(rng.int(1, 40)), num(j.labour, 'en')], { serif: true, size: 8.5 });
    p.down(12);
  }
  const labour = sum(jobs.map((j) => j.labour));
  p.down(8);
  row(p, [{ x: 40 }, { x: 70 }, { x: 160 }, { x: 555, align: 'right' }], ['QTY.', 'PART NO.', 'DESCRIPTION', 'AMOUNT'], { serif: true, size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 3);
  p.down(15);
  const parts = jobs.flatMap((j) => j.parts);
  let partsAmt = 0;
  let gog = 0;
  for (const l of parts) {
    row(p, [{ x: 40 }, { x: 70 }, { x: 160 }, { x: 555, align: 'right' }], [String(l.qty), l.no, up(l.text), num(l.amount, 'en')], { serif: true, size: 8.5 });
    if (/oil 10W/i.test(l.text)) gog += l.amount;
    else partsAmt += l.amount;
    p.down(11.5);
  }
  partsAmt = r2(partsAmt);
  gog = r2(gog);
  const tax = r2(((partsAmt + gog) * STATE_TAX[town.region]) / 100);
  const total = r2(labour + partsAmt + gog + tow + tax);
  p.down(14);
  const sc = [{ x: 380 }, { x: 549, align: 'right' as const }];
  p.box(375, p.y - 12, 180, 102);
  for (const [k, v] of [
    ['LABOR', labour],
    ['PARTS', partsAmt],
    ['ACCESSORIES', 0],
    ['GAS, OIL, GREASE', gog],
    ['TOWING', tow],
    ['TAX', tax],
  ] as [string, number][]) {
    row(p, sc, [k, v ? num(v, 'en') : ''], { serif: true, size: 8.5 });
    p.down(13);
  }
  row(p, sc, ['TOTAL AMOUNT', num(total, 'en')], { serif: true, size: 9.5, bold: true });
  p.y -= 78;
  p.text(40, 'All parts are new unless otherwise specified.', { serif: true, size: 7 });
  p.down(9);
  p.text(40, 'Work authorized by:', { serif: true, size: 7 });
  p.down(26);
  sigLine(p, 40, 200, 'X');
  return doc(p, 'en', {
    documentType: 'service',
    shopName: up(shop),
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: jobs.map((j) => up(j.def.en)),
    partsUsed: parts.map((l) => up(l.text)),
  });
}
