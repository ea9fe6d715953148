/** English-language village bills: the Yorkshire Dales, Cornwall, Vermont, Iowa, Kentucky. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, sum, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, labour, mileage, parts, rate, scale, vin } from './kit';

const JOBS_EN: [string, number][] = [
  ['Change engine oil and filter', 0.6],
  ['Adjust points and set timing', 0.8],
  ['Clean and adjust carburettor', 1.1],
  ['Reline front brakes', 2],
  ['Replace exhaust system', 1.4],
  ['Renew fan belt', 0.4],
  ['Adjust clutch', 0.5],
  ['Grease all points', 0.6],
  ['Remove and refit dynamo', 1.5],
  ['Renew water pump', 2.2],
  ['Replace rear shock absorbers', 1.4],
  ['Set valve clearances', 1],
  ['Full service', 2.5],
  ['Flush cooling system', 0.9],
];
const JOBS_US: [string, number][] = [
  ['Oil change & lube', 0.6],
  ['Tune-up, set points & timing', 1.2],
  ['Rebuild carburetor', 2.2],
  ['Replace front brake pads', 1.5],
  ['Install new muffler & tailpipe', 1.2],
  ['Replace fan belt', 0.4],
  ['Replace water pump', 2],
  ['Replace fuel pump', 1],
  ['Replace front wheel bearings', 1.8],
  ['Flush radiator', 0.8],
  ['Replace U-joints', 1.5],
  ['Diagnose charging system', 0.7],
];
const PARTS_EN: [string, number][] = [
  ['Engine oil 20W/50', 5.5],
  ['Oil filter', 8],
  ['Spark plugs', 3.5],
  ['Contact breaker points', 6],
  ['Condenser', 4],
  ['Air filter', 12],
  ['Brake shoes (set)', 34],
  ['Brake fluid', 6],
  ['Fan belt', 11],
  ['Exhaust clamp', 4],
  ['Exhaust system complete', 95],
  ['Water pump', 58],
  ['Shock absorber', 45],
  ['Antifreeze', 6.5],
];
const PARTS_US: [string, number][] = [
  ['Motor oil 10W-30', 4.5],
  ['Oil filter', 7],
  ['Spark plugs', 3],
  ['Points & condenser set', 9],
  ['Air filter', 11],
  ['Front brake pads', 32],
  ['Muffler', 48],
  ['Tailpipe', 22],
  ['Fan belt', 10],
  ['Water pump', 52],
  ['Fuel pump', 38],
  ['Wheel bearing', 19],
  ['U-joint', 16],
  ['Radiator hose', 12],
];
const CARS_UK = ['Morris Minor 1000', 'Austin A40', 'Land Rover Series IIA', 'Ford Cortina Mk II', 'Triumph Herald', 'Hillman Imp', 'MGB GT', 'Rover P6'];
const CARS_US = ['1966 Ford F-100', '1972 Chevrolet C10', '1969 Plymouth Valiant', '1978 Jeep CJ-5', '1964 Ford Falcon', '1971 VW Beetle', '1985 Chevy S-10'];
const ukPlate = (rng: Random) => `${rng.pick(['AWR', 'KYG', 'CRL', 'TAF', 'UWT'])} ${rng.int(100, 999)}${rng.pick(['', 'F', 'H', 'K', 'M'])}`;

/** Yorkshire Dales: a 1970s garage bill with pounds and pence in separate columns. */
export function dalesPoundsPence(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1984);
  const year = yearOf(date);
  const f = scale(year, 'GBP');
  const fam = rng.pick(['Metcalfe', 'Alderson', 'Harker', 'Kearton']);
  const town = rng.pick(['Reeth', 'Hawes', 'Askrigg', 'Grassington', 'Muker']);
  const shop = `${fam} & Son (Motor Engineers)`;
  const job = labour(rng, JOBS_EN, rng.int(2, 3), rate(rng, year, 'GBP', 30));
  const pt = parts(rng, PARTS_EN, rng.int(2, 4), f);
  const miles = mileage(rng, year, year - rng.int(3, 12));
  p.text(297, shop, { align: 'center', size: 15, bold: true, serif: true });
  p.down(13).text(297, `${town}, Richmond, N. Yorks.  ·  Telephone ${town} ${rng.int(200, 699)}`, { align: 'center', size: 8.5, serif: true });
  p.down(11).text(297, 'Repairs · Overhauls · Petrol & Oils · Agricultural Machinery', { align: 'center', size: 8.5, serif: true });
  p.down(34).text(50, `Mr. ${rng.pick(['J. Calvert', 'T. Raw', 'R. Guy', 'W. Fawcett'])}`, { serif: true });
  p.text(545, fd(date, 'uklong'), { align: 'right', serif: true });
  p.down(13).text(50, rng.pick(['Low Row', 'Gunnerside', 'Thwaite', 'Bainbridge']), { serif: true });
  p.down(24).text(50, 'Dr. to ' + shop, { size: 9, serif: true });
  p.down(18).text(50, `Vehicle: ${rng.pick(CARS_UK)}   Reg. No. ${ukPlate(rng)}   Mileage ${miles}`, { size: 9.5, serif: true });
  p.down(20);
  p.box(50, p.y - 12, 495, 16);
  row(p, [{ x: 56 }, { x: 490, align: 'right' }, { x: 535, align: 'right' }], ['Particulars', '£', 'p'], { bold: true, serif: true });
  p.box(460, p.y - 12, 0.01, 300);
  p.box(505, p.y - 12, 0.01, 300);
  const pp = (n: number) => {
    const [a, b] = n.toFixed(2).split('.');
    return [a, b];
  };
  const line = (t: string, n: number, bold = false) => {
    const [a, b] = pp(n);
    row(p, [{ x: 56 }, { x: 490, align: 'right' }, { x: 535, align: 'right' }], [t, a, b], { serif: true, bold });
  };
  p.down(18);
  for (const j of job) {
    line(`${j.text}`, j.amount);
    p.down(15);
  }
  for (const m of pt) {
    line(`${m.qty > 1 ? `${m.qty} ` : ''}${m.text}`, m.amount);
    p.down(15);
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const v = vatUK(year);
  const net = r2(lab + mat);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  p.y = Math.max(p.y + 10, 420);
  line('Labour', lab);
  p.down(15);
  line('Materials', mat);
  p.down(15);
  line(`V.A.T. @ ${v}%`, tax);
  p.down(18);
  line('Total', tot, true);
  p.down(40).text(50, `V.A.T. Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}   ·   Accounts due monthly. With thanks.`, {
    size: 8,
    serif: true,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Cornwall: agricultural engineers who do cars too, a computer invoice with a VAT block. */
export function cornwallAgEngineers(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2012);
  const year = yearOf(date);
  const f = scale(year, 'GBP');
  const fam = rng.pick(['Trewin', 'Pascoe', 'Penhaligon', 'Tregunna']);
  const town = rng.pick(['St Columb', 'Wadebridge', 'Lostwithiel', 'Camelford', 'St Just']);
  const shop = `${fam} Agricultural Engineers Ltd`;
  const rt = rate(rng, year, 'GBP', 40);
  const job = labour(rng, JOBS_EN, rng.int(2, 3), rt);
  const pt = parts(rng, PARTS_EN, rng.int(3, 5), f);
  const miles = mileage(rng, year, year - rng.int(20, 40));
  p.text(50, shop, { size: 15, bold: true });
  p.down(13).text(
    50,
    `${rng.pick(['Trevarren Yard', 'Station Road', 'Old Forge'])}, ${town}, Cornwall TR${rng.int(1, 27)} ${rng.int(1, 9)}${rng.pick(['AB', 'QW', 'HL'])}`,
    { size: 8.5 },
  );
  p.down(11).text(50, `Tel 01${rng.int(200, 899)} ${rng.int(100000, 999999)}   Fax 01${rng.int(200, 899)} ${rng.int(100000, 999999)}`, { size: 8.5 });
  p.text(545, 'SALES INVOICE', { align: 'right', size: 14, bold: true, y: 60 });
  const meta: [string, string][] = [
    ['Invoice No', String(rng.int(30000, 69999))],
    ['Tax Point', fd(date, 'uk')],
    ['Account', `${fam.slice(0, 3).toUpperCase()}${rng.int(100, 999)}`],
    ['Your Ref', rng.pick(['phone', 'Land Rover', 'MOT fail', 'JT'])],
  ];
  meta.forEach(([l, v], i) => p.text(420, l, { y: 80 + i * 12, size: 8.5 }).text(545, v, { y: 80 + i * 12, size: 8.5, align: 'right' }));
  p.y = 150;
  p.text(50, 'Invoice To:', { size: 8, bold: true });
  p.down(12).text(50, rng.pick(['Mr R Hocking', 'Mrs E Nance', 'Trelowarren Farm Partnership']), { size: 9.5 });
  p.down(12).text(50, `${rng.pick(['Higher', 'Lower'])} ${rng.pick(['Tregaddick', 'Penrose', 'Carnkie'])} Farm`, { size: 9.5 });
  p.down(24).text(50, `Re: ${rng.pick(CARS_UK)}  ${ukPlate(rng)}  — odometer ${miles} miles`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 90 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 545, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Qty', 'Description', 'Unit Price', 'VAT', 'Net'], { bold: true, size: 8.5 });
  for (const m of pt) {
    p.down(14);
    row(p, cols, [String(m.qty), m.text, num(m.unit, 'en'), 'S', num(m.amount, 'en')], { size: 8.5 });
  }
  for (const j of job) {
    p.down(14);
    row(p, cols, [num(j.qty, 'en'), `Labour: ${j.text}`, num(j.unit, 'en'), 'S', num(j.amount, 'en')], { size: 8.5 });
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const net = r2(lab + mat);
  const v = vatUK(year);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  p.down(30);
  const t: [string, string][] = [
    ['Parts total', num(mat, 'en')],
    ['Labour total', num(lab, 'en')],
    ['Goods Net', num(net, 'en')],
    [`VAT @ ${v}%`, num(tax, 'en')],
  ];
  for (const [l, v2] of t) {
    p.text(430, l, { size: 9 }).text(545, v2, { size: 9, align: 'right' });
    p.down(13);
  }
  p.box(425, p.y - 9, 120, 16);
  p.down(3).text(430, 'Invoice Total £', { size: 9.5, bold: true }).text(545, num(tot, 'en'), { size: 9.5, bold: true, align: 'right' });
  p.down(40);
  para(
    p,
    50,
    `Terms strictly 30 days. VAT Reg No ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}. Registered in England No ${rng.int(1000000, 2999999)}. Title to goods remains with ${shop} until paid in full.`,
    110,
    { size: 7.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Vermont: a garage with gas pumps, repair order with PARTS / LABOR / GAS, OIL & GREASE / TAX boxes. */
export function vermontGarageGas(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 1992);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const fam = rng.pick(['Hollister', 'Goodrich', 'Blanchard', 'Chamberlin']);
  const town = rng.pick(['Peacham', 'Danville', 'Craftsbury', 'Barnet', 'Wolcott']);
  const shop = `${fam.toUpperCase()}'S GARAGE`;
  const job = labour(rng, JOBS_US, rng.int(2, 3), rate(rng, year, 'USD', 40));
  const pt = parts(
    rng,
    PARTS_US.filter((x) => !x[0].startsWith('Motor')),
    rng.int(2, 4),
    f,
  );
  const oil = r2(rng.int(4, 6) * 1.1 * scale(year, 'USD') * (0.8 + rng.next() * 0.4));
  const miles = mileage(rng, year, year - rng.int(3, 12));
  p.text(50, shop, { size: 16, bold: true });
  p.down(13).text(50, `GAS · OIL · TIRES · GENERAL REPAIRS — ${town}, Vermont 05${rng.int(800, 899)} — Tel. 684-${rng.int(1000, 9999)}`, { size: 8 });
  p.text(545, `No. ${rng.int(1000, 9999)}`, { align: 'right', size: 11, y: 60 });
  field(p, 50, 100, 300, 'NAME', rng.pick(['Earl Somers', 'Doris Hale', 'Merton Stevens', 'Town of ' + town]));
  field(p, 350, 100, 195, 'DATE', fd(date, 'usshort'));
  field(p, 50, 126, 200, 'MAKE & MODEL', rng.pick(CARS_US));
  field(p, 250, 126, 100, 'MILEAGE', String(miles));
  field(p, 350, 126, 195, 'LICENSE', `VT ${rng.int(100, 999)}${rng.pick(['A', 'B', 'K', ''])}${rng.int(10, 99)}`);
  p.y = 180;
  const cols: Col[] = [{ x: 56 }, { x: 120 }, { x: 540, align: 'right' }];
  p.box(50, 168, 495, 16, true);
  row(p, cols, ['QTY.', 'PARTS & MATERIAL', 'AMOUNT'], { bold: true, size: 8 });
  for (const m of pt) {
    p.down(14);
    row(p, cols, [String(m.qty), m.text, num(m.amount, 'en')], { size: 9 });
  }
  p.down(26);
  p.box(50, p.y - 12, 495, 16, true);
  row(p, cols, ['', 'LABOR', ''], { bold: true, size: 8 });
  for (const j of job) {
    p.down(14);
    row(p, cols, ['', j.text, num(j.amount, 'en')], { size: 9 });
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const tax = year < 1969 ? 0 : r2((mat + oil) * (year < 1982 ? 0.03 : 0.04));
  const tot = r2(lab + mat + oil + tax);
  p.y = Math.max(p.y + 30, 420);
  const boxes: [string, number][] = [
    ['PARTS', mat],
    ['LABOR', lab],
    ['GAS, OIL & GREASE', oil],
    ['SALES TAX', tax],
    ['TOTAL', tot],
  ];
  for (const [l, v] of boxes) {
    p.box(360, p.y - 12, 185, 17);
    p.box(460, p.y - 12, 0.01, 17);
    p.text(365, l, { size: 8.5, bold: l === 'TOTAL' }).text(540, num(v, 'en'), { size: 9, align: 'right', bold: l === 'TOTAL' });
    p.down(17);
  }
  p.y -= 60;
  p.text(50, 'I hereby authorize the above repair work', { size: 7.5 });
  p.down(10).text(50, 'to be done along with the necessary material.', { size: 7.5 });
  p.down(24).text(50, 'X ____________________________', { size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Iowa: an implement dealer's shop that also fixes pickups; labor described in paragraphs, shop supplies extra. */
export function iowaImplement(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2024);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const town = rng.pick(['Kalona', 'Decorah', 'Harlan', 'Sac City', 'Sigourney']);
  const shop = `${town} Implement & Auto`;
  const rt = rate(rng, year, 'USD', 55);
  const job = labour(rng, JOBS_US, rng.int(2, 3), rt);
  const pt = parts(rng, PARTS_US, rng.int(3, 5), f);
  const miles = mileage(rng, year, year - rng.int(25, 50));
  p.text(50, shop, { size: 16, bold: true });
  p.down(13).text(50, `${rng.int(100, 2999)} Hwy ${rng.int(1, 99)} · ${town}, IA 5${rng.int(1000, 2999)} · (319) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, {
    size: 8.5,
  });
  p.text(545, 'REPAIR INVOICE', { align: 'right', size: 13, bold: true, y: 60 });
  p.text(545, `Work Order # ${rng.int(10000, 99999)}`, { align: 'right', size: 9, y: 76 });
  p.text(545, `Invoice Date ${fd(date, 'us')}`, { align: 'right', size: 9, y: 88 });
  p.y = 128;
  p.text(50, 'SOLD TO', { size: 7.5, bold: true }).text(300, 'UNIT', { size: 7.5, bold: true });
  p.down(12)
    .text(50, rng.pick(['Dale Yoder', 'Marvin Schrock', 'Linda Bontrager', 'Hershberger Farms']), { size: 9.5 })
    .text(300, rng.pick(CARS_US), { size: 9.5 });
  p.down(12)
    .text(50, `${rng.int(1000, 5999)} ${rng.pick(['Orchard', 'Vine', 'Juniper', '120th'])} St`, { size: 9.5 })
    .text(300, `Serial ${vin(rng, year - 30)}`, { size: 9 });
  p.down(12)
    .text(50, `${town}, IA`, { size: 9.5 })
    .text(300, `Odometer ${num(miles, 'en').slice(0, -3)}`, { size: 9 });
  p.down(30);
  job.forEach((j, i) => {
    p.text(50, `JOB ${i + 1}`, { size: 9, bold: true }).text(100, j.text.toUpperCase(), { size: 9, bold: true });
    p.down(12);
    para(
      p,
      100,
      `Tech ${rng.pick(['#12 Kyle', '#7 Ron', '#3 Eli'])}: ${rng.pick(['Checked over, found worn, replaced and road tested.', 'Removed old, cleaned mating surfaces, installed new and checked for leaks.', 'Customer states noise. Verified, repaired, test drove OK.'])}`,
      85,
      { size: 8.5, step: 11 },
    );
    p.text(400, `${num(j.qty, 'en')} hrs @ ${num(j.unit, 'en')}`, { size: 8.5, align: 'right' }).text(545, num(j.amount, 'en'), { size: 8.5, align: 'right' });
    p.down(16);
  });
  p.down(8);
  const cols: Col[] = [{ x: 50 }, { x: 130 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['PART NO.', 'DESCRIPTION', 'QTY', 'PRICE', 'EXTENDED'], { bold: true, size: 8 });
  hline(p, 50, 495, p.y + 4);
  for (const m of pt) {
    p.down(13);
    row(p, cols, [`${rng.pick(['AR', 'RE', 'NAPA ', 'FL'])}${rng.int(10000, 99999)}`, m.text, String(m.qty), num(m.unit, 'en'), num(m.amount, 'en')], {
      size: 8.5,
    });
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const sup = r2(Math.min(35, lab * 0.05));
  const tax = r2((mat + sup) * 0.06);
  const tot = r2(lab + mat + sup + tax);
  p.down(30);
  const t: [string, number][] = [
    ['Total Labor', lab],
    ['Total Parts', mat],
    ['Shop Supplies', sup],
    ['Sales Tax 6%', tax],
  ];
  for (const [l, v] of t) {
    p.text(450, l, { size: 9, align: 'right' }).text(545, num(v, 'en'), { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(4)
    .text(450, 'AMOUNT DUE', { size: 10.5, bold: true, align: 'right' })
    .text(545, `$${num(tot, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(36).text(50, 'Charge accounts due by the 10th of the following month. 1.5% per month service charge on past due balances.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text.toUpperCase()),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Kentucky: a mobile mechanic's app-printed invoice, service location first, services and parts as two lists. */
export function kentuckyMobile(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2017, 2026);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const shop = rng.pick(['Bluegrass Mobile Mechanic LLC', 'Knob Creek Mobile Auto Repair', 'Rolling Wrench Mobile Service']);
  const job = labour(rng, JOBS_US, rng.int(2, 3), rate(rng, year, 'USD', 60));
  const pt = parts(rng, PARTS_US, rng.int(2, 4), f);
  const miles = mileage(rng, year, year - rng.int(30, 55));
  p.text(50, shop, { size: 15, bold: true });
  p.down(13).text(
    50,
    `We come to you · Serving ${rng.pick(['Nelson', 'LaRue', 'Hardin', 'Marion'])} County KY · (502) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
    { size: 8.5 },
  );
  p.down(36).text(50, `Invoice #${rng.int(1000, 4999)}`, { size: 20, bold: true });
  p.down(20).text(50, `Date of service: ${fd(date, 'uslong')}`, { size: 9.5 });
  p.down(13).text(50, `Due: ${fd(addDays(date, 14), 'uslong')}`, { size: 9.5 });
  p.down(24).text(50, 'Bill to', { size: 8, bold: true }).text(220, 'Service location', { size: 8, bold: true }).text(400, 'Vehicle', { size: 8, bold: true });
  const cust = rng.pick(['Wade Hardin', 'Carla Mattingly', 'Buddy Thompson']);
  p.down(12)
    .text(50, cust, { size: 9 })
    .text(220, `${rng.int(100, 9999)} ${rng.pick(['Bardstown Rd', 'New Haven Rd', 'Loretto Rd'])}`, { size: 9 })
    .text(400, rng.pick(CARS_US), { size: 9 });
  p.down(12)
    .text(50, `${rng.pick(['Bardstown', 'Boston', 'Hodgenville'])}, KY`, { size: 9 })
    .text(220, rng.pick(['(barn behind house)', 'driveway', 'farm shop']), { size: 9 })
    .text(400, `Mileage: ${miles}`, { size: 9 });
  p.down(30);
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Services', 'Hours', 'Rate', 'Amount'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 5);
  for (const j of job) {
    p.down(16);
    row(p, cols, [j.text, num(j.qty, 'en'), `$${num(j.unit, 'en')}`, `$${num(j.amount, 'en')}`], { size: 9 });
  }
  p.down(28);
  row(p, cols, ['Parts', 'Qty', 'Price', 'Amount'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 5);
  for (const m of pt) {
    p.down(16);
    row(p, cols, [m.text, String(m.qty), `$${num(m.unit, 'en')}`, `$${num(m.amount, 'en')}`], { size: 9 });
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const tax = r2(mat * 0.06);
  const tot = r2(lab + mat + tax);
  p.down(34);
  const t: [string, number][] = [
    ['Labor subtotal', lab],
    ['Parts subtotal', mat],
    ['KY sales tax (6%)', tax],
  ];
  for (const [l, v] of t) {
    p.text(380, l, { size: 9 }).text(545, `$${num(v, 'en')}`, { size: 9, align: 'right' });
    p.down(14);
  }
  hline(p, 380, 165, p.y - 6);
  p.down(6)
    .text(380, 'Total', { size: 12, bold: true })
    .text(545, `$${num(tot, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(14)
    .text(380, 'Balance due', { size: 9 })
    .text(545, `$${num(tot, 'en')}`, { size: 9, align: 'right' });
  p.down(40).text(50, 'Pay by cash, check or Venmo. Thank you for your business!', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Yorkshire: a bill in full sentences, "To ..." lines as a village garage wrote them. */
export function yorkshireSentences(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1988);
  const year = yearOf(date);
  const f = scale(year, 'GBP');
  const man = rng.pick(['Geo. Dinsdale', 'Harold Iveson', 'Wm. Thwaite']);
  const job = labour(rng, JOBS_EN, 2, rate(rng, year, 'GBP', 28));
  const pt = parts(rng, PARTS_EN, rng.int(2, 3), f);
  const miles = mileage(rng, year, year - rng.int(4, 12));
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const tot = r2(lab + mat);
  const hrs = job[0].qty + job[1].qty;
  p.text(60, man, { size: 13, bold: true, serif: true });
  p.down(13).text(60, `Motor Repairs, ${rng.pick(['Kettlewell', 'Dent', 'Sedbergh', 'Clapham'])}, via Skipton`, { size: 9, serif: true });
  p.down(40).text(60, `${fd(date, 'uklong')}`, { serif: true });
  p.down(24).text(60, `To ${rng.pick(['Mrs. Lambert', 'Mr. Ellis', 'the Rev. Crossley'])},`, { serif: true });
  p.down(26);
  const rg = ukPlate(rng);
  para(
    p,
    60,
    `To work carried out on your ${rng.pick(CARS_UK)}, registration ${rg}, at ${miles} miles: ${job[0].text.toLowerCase()}, and ${job[1].text.toLowerCase()}.`,
    82,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(6);
  para(
    p,
    60,
    `To labour, ${num(hrs, 'plain').replace(/\.00$/, '').replace(/\.50$/, '½')} hours at £${num(job[0].unit, 'en')} per hour ... £${num(lab, 'en')}`,
    82,
    { serif: true, size: 10.5, step: 15 },
  );
  para(p, 60, `To materials (${pt.map((m) => m.text.toLowerCase()).join(', ')}) ... £${num(mat, 'en')}`, 82, { serif: true, size: 10.5, step: 15 });
  p.down(10);
  para(p, 60, `Total now due £${num(tot, 'en')}. Settlement at your convenience would be appreciated.`, 82, { serif: true, size: 10.5, step: 15 });
  p.down(20).text(60, 'Yours faithfully,', { serif: true });
  p.down(26).text(60, man, { serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: man,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: [job[0].text.toLowerCase(), job[1].text.toLowerCase()],
    partsUsed: pt.map((m) => m.text.toLowerCase()),
  });
}

/** Cornwall: a filling station with one work bay, a grid on a pad, goods and labour totalled separately. */
export function cornwallFillingStation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2016);
  const year = yearOf(date);
  const f = scale(year, 'GBP');
  const shop = `${rng.pick(['Polgooth', 'Ruan Minor', 'Zelah', 'Blisland'])} Filling Station`;
  const job = labour(rng, JOBS_EN, rng.int(1, 3), rate(rng, year, 'GBP', 38));
  const pt = parts(rng, PARTS_EN, rng.int(2, 4), f);
  const miles = mileage(rng, year, year - rng.int(20, 40));
  p.text(50, shop, { size: 14, bold: true });
  p.down(12).text(50, `Fuel · MOT Preparation · Repairs · Calor Gas   Tel ${rng.int(1700, 1799)} ${rng.int(100000, 999999)}`, { size: 8 });
  p.down(30);
  field(p, 50, p.y, 200, 'Customer', rng.pick(['D. Rowe', 'Mrs P. Jago', 'K. Bolitho']));
  field(p, 250, p.y, 110, 'Date', fd(date, 'ukdot'));
  field(p, 360, p.y, 90, 'Reg', ukPlate(rng));
  field(p, 450, p.y, 95, 'Miles', String(miles));
  p.y += 44;
  const cols: Col[] = [{ x: 56 }, { x: 370, align: 'right' }, { x: 450, align: 'right' }, { x: 540, align: 'right' }];
  p.box(50, p.y - 12, 495, 16);
  row(p, cols, ['Description', 'Qty', 'Price', '£'], { bold: true, size: 8.5 });
  const top = p.y + 4;
  for (const m of pt) {
    p.down(16);
    row(p, cols, [m.text, String(m.qty), num(m.unit, 'en'), num(m.amount, 'en')], { size: 9.5 });
  }
  for (const j of job) {
    p.down(16);
    row(p, cols, [`Labour – ${j.text}`, `${num(j.qty, 'en')} hrs`, num(j.unit, 'en'), num(j.amount, 'en')], { size: 9.5 });
  }
  p.down(12);
  p.box(50, top, 495, p.y - top);
  p.box(380, top - 16, 0.01, p.y - top + 16);
  p.box(460, top - 16, 0.01, p.y - top + 16);
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const v = vatUK(year);
  const tax = r2(((lab + mat) * v) / 100);
  const tot = r2(lab + mat + tax);
  p.down(18);
  const t: [string, number][] = [
    ['Goods', mat],
    ['Labour', lab],
    ['VAT', tax],
    ['Total', tot],
  ];
  for (const [l, v2] of t) {
    p.text(450, l, { size: 9.5, align: 'right', bold: l === 'Total' }).text(540, num(v2, 'en'), { size: 9.5, align: 'right', bold: l === 'Total' });
    p.down(14);
  }
  p.down(6).text(50, `Paid ${rng.pick(['cash', 'by cheque', 'by card'])} with thanks   ·   Next MOT due ${fd(addDays(date, rng.int(120, 360)), 'uk')}`, {
    size: 8.5,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Vermont: a welding and repair shop on a ridge road, handwritten-style few lines, Labor $ / Material $ / Total $. */
export function vermontWelder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1966, 1995);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const shop = rng.pick(['Ridge Road Welding & Repair', 'Kingdom Welding & Blacksmith', 'Quimby Forge & Repair']);
  const hrs = rng.int(2, 7) / 2;
  const rt = rate(rng, year, 'USD', 35);
  const lab = r2(hrs * rt);
  const w = rng.pick(['Weld up exhaust pipe & hang new hangers', 'Weld patch in floor pan', 'Weld cracked trailer hitch', 'Fab & weld new muffler bracket']);
  const pt = parts(
    rng,
    [
      ['Muffler clamp', 4],
      ['Flat stock 1/8"', 9],
      ['Welding rod', 5],
      ['Exhaust hanger', 6],
      ['Pipe 2" x 3ft', 14],
    ],
    rng.int(2, 3),
    f,
  );
  const mat = sum(pt.map((m) => m.amount));
  const tot = r2(lab + mat);
  p.text(297, shop, { align: 'center', size: 14, bold: true, serif: true });
  p.down(13).text(297, `${rng.pick(['Route 15, Walden', 'Ridge Rd, Glover', 'Main St, Irasburg'])}, Vt.`, { align: 'center', size: 9, serif: true });
  p.down(36).text(60, `Date ${fd(date, 'usshort')}`, { size: 11 });
  p.down(18).text(60, `Name ${rng.pick(['Harlan Wheeler', 'Ev Tatro', 'Burt Leach'])}`, { size: 11 });
  p.down(18).text(60, `Vehicle ${rng.pick(CARS_US)}`, { size: 11 });
  p.down(30).text(60, w, { size: 11 });
  p.text(420, `${num(hrs, 'plain').replace(/\.00$/, '')} hrs`, { size: 11 });
  for (const m of pt) {
    p.down(18)
      .text(60, `${m.qty > 1 ? `${m.qty} ` : ''}${m.text}`, { size: 11 })
      .text(520, num(m.amount, 'en'), { size: 11, align: 'right' });
  }
  p.down(36);
  const t: [string, number][] = [
    ['Labor $', lab],
    ['Material $', mat],
    ['Total $', tot],
  ];
  for (const [l, v] of t) {
    p.text(380, l, { size: 11, bold: l === 'Total $' }).text(520, num(v, 'en'), { size: 11, align: 'right', bold: l === 'Total $' });
    p.down(18);
  }
  p.down(20).text(60, 'Pd. cash — thank you', { size: 10 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: [w],
    partsUsed: pt.map((m) => m.text),
  });
}

/** Iowa: a stock repair-order pad, labels under the lines, labor and parts in two amount columns side by side. */
export function iowaStockPad(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1965, 1982);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const shop = `${rng.pick(['Schnoor', 'Vander Wal', 'Koenig', 'Lansing'])} ${rng.pick(['Service', 'Skelly Service', 'Standard Service'])}`;
  const job = labour(rng, JOBS_US, rng.int(2, 3), rate(rng, year, 'USD', 35));
  const pt = parts(rng, PARTS_US, job.length, f);
  const miles = mileage(rng, year, year - rng.int(2, 10));
  p.text(50, shop, { size: 14, bold: true });
  p.down(12).text(50, `${rng.pick(['Le Mars', 'Manning', 'Holstein', 'Denison'])}, Iowa — Phone ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { size: 8.5 });
  p.text(545, 'REPAIR ORDER', { align: 'right', size: 12, bold: true, y: 60 });
  p.text(545, `Nº ${rng.int(10000, 99999)}`, { align: 'right', size: 11, y: 76 });
  const under = (x: number, y: number, w: number, label: string, v: string) => {
    p.text(x + 2, v, { y, size: 10 });
    hline(p, x, w, y + 3);
    p.text(x, label, { y: y + 11, size: 6.5 });
  };
  under(50, 116, 280, 'NAME', rng.pick(['Lloyd Hansen', 'Arnie Dohrmann', 'Wilma Schultz']));
  under(340, 116, 90, 'DATE', fd(date, 'us'));
  under(440, 116, 105, 'SPEEDOMETER', String(miles));
  under(50, 146, 280, 'ADDRESS', `R.R. ${rng.int(1, 4)}`);
  under(340, 146, 205, 'YEAR · MAKE · MODEL', rng.pick(CARS_US));
  p.y = 184;
  const cols: Col[] = [{ x: 56 }, { x: 465, align: 'right' }, { x: 540, align: 'right' }];
  p.box(50, 172, 495, 16, true);
  row(p, cols, ['DESCRIPTION OF WORK & PARTS', 'LABOR', 'PARTS'], { bold: true, size: 8 });
  p.box(50, 188, 495, 200);
  p.box(420, 172, 0.01, 236);
  p.box(480, 172, 0.01, 236);
  p.y = 204;
  for (const j of job) {
    row(p, cols, [j.text, num(j.amount, 'en'), ''], { size: 9.5 });
    p.down(16);
  }
  for (const m of pt) {
    row(p, cols, [`${m.qty > 1 ? `${m.qty} ` : ''}${m.text}`, '', num(m.amount, 'en')], { size: 9.5 });
    p.down(16);
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  p.y = 402;
  row(p, cols, ['TOTALS', num(lab, 'en'), num(mat, 'en')], { bold: true, size: 9 });
  const tax = year < 1967 ? r2(mat * 0.02) : r2(mat * 0.03);
  const tot = r2(lab + mat + tax);
  p.y = 430;
  const t: [string, number][] = [
    ['TOTAL LABOR', lab],
    ['TOTAL PARTS', mat],
    ['TAX', tax],
    ['TOTAL', tot],
  ];
  for (const [l, v] of t) {
    p.text(420, l, { size: 8.5, bold: l === 'TOTAL' }).text(540, num(v, 'en'), { size: 9.5, align: 'right', bold: l === 'TOTAL' });
    p.down(15);
  }
  p.text(50, 'Not responsible for loss or damage to cars or articles left in cars', { y: 430, size: 7 });
  p.text(50, 'in case of fire, theft or any other cause beyond our control.', { y: 439, size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Kentucky: a tractor & auto shop, the amount due in a box at the top, technicians' lines below. */
export function kentuckyTractorAuto(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2008, 2025);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const shop = `${rng.pick(['Hardin County', 'Green River', 'Rolling Fork', 'Salt River'])} Tractor & Auto`;
  const job = labour(rng, JOBS_US, rng.int(2, 4), rate(rng, year, 'USD', 58));
  const pt = parts(rng, PARTS_US, rng.int(2, 5), f);
  const miles = mileage(rng, year, year - rng.int(25, 45));
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const tax = r2((lab + mat) * 0.06);
  const tot = r2(lab + mat + tax);
  p.text(50, shop, { size: 15, bold: true });
  p.down(12).text(
    50,
    `${rng.int(1000, 9999)} ${rng.pick(['Leitchfield Rd', 'Hwy 62', 'Hwy 31W'])}, ${rng.pick(['Elizabethtown', 'Sonora', 'Glendale', 'Upton'])}, KY 427${rng.int(10, 99)}`,
    { size: 8.5 },
  );
  p.box(380, 44, 165, 50, true);
  p.text(462, 'AMOUNT DUE', { align: 'center', size: 8, y: 60 });
  p.text(462, `$${num(tot, 'en')}`, { align: 'center', size: 16, bold: true, y: 84 });
  p.y = 130;
  const kv: [string, string][] = [
    ['Invoice', `${rng.int(100000, 999999)}`],
    ['Date', fd(date, 'us')],
    ['Customer', rng.pick(['Jimmy Skaggs', 'Dwight Pike', 'Faye Cundiff'])],
    ['Vehicle', rng.pick(CARS_US)],
    ['VIN', vin(rng, year - 30)],
    ['Miles In', num(miles, 'en').slice(0, -3)],
  ];
  kv.forEach(([l, v], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    const y = 130 + Math.floor(i / 2) * 14;
    p.text(x, `${l}:`, { y, size: 9, bold: true }).text(x + 60, v, { y, size: 9 });
  });
  p.y = 190;
  const cols: Col[] = [{ x: 50 }, { x: 90 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Type', 'Description', 'Qty/Hrs', 'Each', 'Total'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  for (const j of job) {
    p.down(14);
    row(p, cols, ['L', j.text, num(j.qty, 'en'), num(j.unit, 'en'), num(j.amount, 'en')], { size: 8.5 });
  }
  for (const m of pt) {
    p.down(14);
    row(p, cols, ['P', m.text, String(m.qty), num(m.unit, 'en'), num(m.amount, 'en')], { size: 8.5 });
  }
  p.down(28);
  const t: [string, number][] = [
    ['Labor', lab],
    ['Parts', mat],
    ['Tax 6.000%', tax],
    ['Invoice Total', tot],
  ];
  for (const [l, v] of t) {
    p.text(470, l, { size: 9, align: 'right', bold: l === 'Invoice Total' }).text(545, num(v, 'en'), { size: 9, align: 'right', bold: l === 'Invoice Total' });
    p.down(13);
  }
  p.down(20).text(50, 'Warranty: 90 days / 3,000 miles on parts and labor, whichever comes first. Used-vehicle parts sold as is.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}
