/**
 * New Zealand and Canadian workshop paper: an Auckland workshop's WOF-and-repairs tax invoice with GST, a Christchurch
 * garage's 1970s job card, an Ontario shop's invoice with HST, a British Columbia shop's with GST and PST, and an
 * Ontario garage of the 1970s–80s with retail sales tax on parts only.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, gstCA, gstNZ, jobs, kv, lines, person, place, plate, signature, stamp, surname } from './kit';

const JOBS_NZ: [string, number, number][] = [
  ['Warrant of Fitness inspection', 0.5, 0.5],
  ['Replace front brake pads', 1, 1.5],
  ['Replace rear shock absorbers', 1, 1.75],
  ['Replace perished CV boot', 1, 1.5],
  ['Service: oil, filter, plugs, check all fluids', 1, 1.5],
  ['Repair exhaust leak at manifold flange', 0.75, 1.5],
  ['Replace headlight and adjust aim', 0.25, 0.5],
  ['Replace windscreen wiper blades', 0.25, 0.25],
  ['Rust repair to sill, treat and paint', 2, 5],
  ['Replace ball joint', 1, 1.75],
  ['Adjust handbrake', 0.25, 0.5],
];
const PARTS_NZ: [string, number, number, number?][] = [
  ['Brake pads front', 55, 120],
  ['Shock absorbers rear', 70, 140, 2],
  ['CV boot kit', 30, 60],
  ['Oil filter', 14, 26],
  ['Engine oil 15W-40', 9, 15, 5],
  ['Spark plugs', 6, 12, 4],
  ['Exhaust gasket', 8, 20],
  ['Sealed beam headlamp', 35, 70],
  ['Wiper blades', 15, 30, 2],
  ['Ball joint', 40, 85],
  ['Rust converter and paint', 20, 45],
];

/** An Auckland workshop's WOF and repairs tax invoice (1990–2026), prices plus GST of the date, GST number printed. */
export function nzWofTaxInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'NZ');
  const firm = `${rng.pick(['Penrose', 'Southside', 'Kiwi', 'Mainland'])} ${rng.pick(['Auto Services', 'Automotive Ltd', 'Motors 1984 Ltd', 'Garage Ltd'])}`;
  const c = car(rng, 'anz');
  const km = rng.int(70000, 380000);
  const rate = rng.int(45, 110);
  const wof = rng.pick([35, 40, 45, 50, 55, 60, 65, 70]);
  const js = jobs(rng, JOBS_NZ.slice(1), rng.int(1, 3));
  const jl = [{ text: JOBS_NZ[0][0], hours: 0, amount: wof }, ...js.map((j) => ({ ...j, amount: r2(j.hours * rate) }))];
  const ps = lines(rng, PARTS_NZ, rng.int(1, 4));
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const rateG = gstNZ(date);
  const gst = r2((net * rateG) / 100);
  const total = r2(net + gst);

  p.text(50, firm, { size: 16, bold: true });
  p.down(13).text(50, `${where.street}, ${where.town} ${where.post}`, { size: 9 });
  p.down(11).text(
    50,
    `Ph ${rng.pick(['09', '07', '04', '03'])} ${rng.int(200, 999)} ${rng.int(1000, 9999)}   GST No. ${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(100, 999)}   WOF Authorised Agent`,
    { size: 8.5 },
  );
  p.y = 120;
  p.text(50, 'TAX INVOICE', { size: 14, bold: true });
  p.y = 145;
  const cust = person(rng, 'NZ');
  kv(p, 50, 'Customer', cust.name, 120);
  kv(p, 340, 'Invoice', String(rng.int(20000, 89999)), 420);
  p.down(12);
  kv(p, 50, 'Vehicle', `${c.make} ${c.model} (${c.year})`, 120);
  kv(p, 340, 'Date', fd(date, 'uk'), 420);
  p.down(12);
  kv(p, 50, 'Rego', plate(rng, 'NZ', y), 120);
  kv(p, 340, 'Odometer', `${km} km`, 420);
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Description', 'Qty', 'Price', 'Total'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const j of jl) {
    row(p, cols, [j.text, j.hours ? num(j.hours, 'en') : '1', num(j.hours ? rate : j.amount, 'en'), num(j.amount, 'en')]);
    p.down(12);
  }
  for (const l of ps) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12);
  }
  hline(p, 50, 495, p.y - 3);
  p.down(12);
  const tots: [string, number, boolean?][] = [
    ['Labour', labour],
    ['Parts', parts],
    ['Sub-total', net],
  ];
  if (rateG) tots.push([`GST ${rateG}%`, gst]);
  tots.push([`Total${rateG ? ' incl GST' : ''}`, total, true]);
  for (const [a, b, bold] of tots) {
    p.text(470, a, { size: 9.5, align: 'right', bold });
    p.text(545, `$${num(b, 'en')}`, { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(16);
  p.text(50, `WOF ${rng.pick(['issued', 'passed on recheck'])} — label no. ${rng.int(1000000, 9999999)}. Terms: 20th of the month following.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jl.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A Christchurch garage's job card used as the bill (1970–1985): miles, no GST, one labour figure, a paid stamp. */
export function nzChristchurchJobCard(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1985);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'NZ', 'Canterbury');
  const firm = `${surname(rng, 'NZ')} Bros. Motors Ltd`;
  const c = car(rng, 'anz', y);
  const miles = rng.int(20000, 140000);
  const metric = y >= 1976;
  const odo = metric ? Math.round(miles * 1.6) : miles;
  const js = jobs(rng, JOBS_NZ.slice(1), rng.int(2, 4));
  const rate = 3 + (y - 1970) * 1.1 + rng.int(0, 2);
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = r2(hours * rate);
  const ps = lines(rng, PARTS_NZ, rng.int(2, 4), 0.12 + (y - 1970) * 0.02);
  const parts = sum(ps.map((l) => l.amount));
  const total = r2(labour + parts);

  p.box(40, 35, 515, 760);
  p.text(297, firm.toUpperCase(), { size: 14, bold: true, align: 'center', y: 60 });
  p.text(297, `${where.street}, ${where.town} · Telephone ${rng.int(30000, 89999)}`, { size: 8.5, align: 'center', y: 74 });
  p.text(297, 'JOB CARD / INVOICE', { size: 11, bold: true, align: 'center', y: 94 });
  hline(p, 40, 515, 102);
  p.y = 122;
  const cust = person(rng, 'NZ');
  kv(p, 55, 'Owner:', cust.name, 110, { size: 10 });
  kv(p, 360, 'Job No.:', String(rng.int(1000, 9999)), 415, { size: 10 });
  p.down(16);
  kv(p, 55, 'Car:', `${c.make} ${c.model}`, 110, { size: 10 });
  kv(p, 360, 'Date:', fd(date, 'uk'), 415, { size: 10 });
  p.down(16);
  kv(p, 55, 'Reg. No.:', plate(rng, 'NZ', y), 110, { size: 10 });
  kv(p, 360, metric ? 'Kms:' : 'Mileage:', String(odo), 415, { size: 10 });
  p.down(24);
  p.text(55, 'INSTRUCTIONS / WORK DONE', { size: 9, bold: true });
  p.down(16);
  for (const j of js) {
    p.text(65, j.text, { size: 10.5, serif: true });
    p.down(15);
  }
  p.down(8);
  p.text(55, 'MATERIALS', { size: 9, bold: true });
  p.down(16);
  for (const l of ps) {
    p.text(65, `${l.qty > 1 ? `${l.qty} x ` : ''}${l.text}`, { size: 10.5, serif: true });
    p.text(530, num(l.amount, 'en'), { size: 10.5, serif: true, align: 'right' });
    p.down(15);
  }
  p.down(10);
  hline(p, 380, 160);
  p.down(15);
  for (const [a, b] of [
    ['Materials', parts],
    ['Labour', labour],
    ['Total', total],
  ] as [string, number][]) {
    p.text(450, a, { size: 10.5, serif: true, align: 'right', bold: a === 'Total' });
    p.text(530, `$${num(b, 'en')}`, { size: 10.5, serif: true, align: 'right', bold: a === 'Total' });
    p.down(15);
  }
  if (rng.chance(0.7)) stamp(p, 80, p.y + 20, 130, ['PAID WITH THANKS', fd(date, 'uk')]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

const JOBS_CA: [string, number, number][] = [
  ['Lube, oil and filter change', 0.5, 1],
  ['Replace front brake pads and rotors', 1.5, 2.5],
  ['Replace rear brake shoes, adjust', 1.5, 2],
  ['Rebuild carburetor', 2, 3],
  ['Replace fuel pump', 1, 1.5],
  ['Replace water pump and gasket', 2, 3],
  ['Install new exhaust system', 1.5, 2.5],
  ['Safety inspection (certificate)', 1, 1.5],
  ['Replace block heater cord', 0.5, 1],
  ['Undercoat / rust proof', 1.5, 2.5],
  ['Replace ignition points, condenser, set dwell', 0.75, 1.25],
  ['Replace front wheel bearings', 1.5, 2],
];
const PARTS_CA: [string, number, number, number?][] = [
  ['Oil filter', 8, 18],
  ['Motor oil 10W-30 (qt)', 4, 9, 5],
  ['Brake pads', 45, 95],
  ['Brake rotor', 55, 120, 2],
  ['Brake shoes', 35, 70],
  ['Carburetor kit', 40, 90],
  ['Fuel pump', 55, 130],
  ['Water pump', 60, 150],
  ['Exhaust system (pipe, muffler, hangers)', 180, 380],
  ['Block heater cord', 20, 40],
  ['Points and condenser', 15, 30],
  ['Wheel bearing set', 40, 90, 2],
  ['Shop supplies', 5, 15],
];

/** An Ontario shop's invoice with the 13 % HST (2010-07 to 2026), and an Ontario safety standards certificate line. */
export function caOntarioHst(rng: Random): Generated {
  const p = new PageBuilder();
  let date = rng.date(2010, 2026);
  if (date < '2010-07-01') date = `2011${date.slice(4)}`;
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'CA', 'ON');
  const firm = `${surname(rng, 'CA')} ${rng.pick(['Auto Service', 'Classic Auto', 'Motorworks', 'Garage'])} Inc.`;
  const c = car(rng, 'anz');
  const km = rng.int(60000, 320000);
  const rate = rng.int(95, 150);
  const js = jobs(rng, JOBS_CA, rng.int(2, 4));
  const jl = js.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const ps = lines(rng, PARTS_CA, rng.int(2, 5));
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const hst = r2(net * 0.13);
  const total = r2(net + hst);

  p.text(297, firm, { size: 16, bold: true, align: 'center' });
  p.down(13).text(297, `${where.street}, ${where.town}, ON ${where.post}  ·  (905) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, {
    size: 8.5,
    align: 'center',
  });
  p.down(11).text(297, `HST Reg. # ${rng.int(100000000, 999999999)} RT0001  ·  MTO Motor Vehicle Inspection Station`, { size: 8.5, align: 'center' });
  p.y = 120;
  p.box(50, 108, 240, 60);
  const cust = person(rng, 'CA');
  p.text(58, 'SOLD TO', { size: 7.5, bold: true });
  p.down(13).text(58, cust.name, { size: 10 });
  p.down(12).text(58, `${place(rng, 'CA', 'ON').town}, ON`, { size: 10 });
  p.y = 120;
  p.box(305, 108, 240, 60);
  p.text(313, `INVOICE ${rng.int(10000, 99999)}`, { size: 10, bold: true });
  p.down(13).text(313, `Date: ${fd(date, rng.pick(['iso', 'uslong']))}`, { size: 9 });
  p.down(12).text(313, `Plate: ${plate(rng, 'CA', y, 'ON')}   Odometer: ${km} km`, { size: 9 });
  p.y = 185;
  p.text(50, `${c.year} ${c.make} ${c.model}   VIN ${c.vin}`, { size: 9, bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['LABOUR', 'HRS', 'RATE', 'AMOUNT'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const j of jl) {
    row(p, cols, [j.text, num(j.hours, 'en'), num(rate, 'en'), num(j.amount, 'en')]);
    p.down(12);
  }
  p.down(8);
  row(p, cols, ['PARTS', 'QTY', 'EACH', 'AMOUNT'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const l of ps) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12);
  }
  p.down(14);
  for (const [a, b, bold] of [
    ['Total labour', labour],
    ['Total parts', parts],
    ['Subtotal', net],
    ['HST 13%', hst],
    ['TOTAL', total, true],
  ] as [string, number, boolean?][]) {
    p.text(470, a, { size: 9.5, align: 'right', bold });
    p.text(545, `$${num(b, 'en')}`, { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(20);
  p.text(50, 'Warranty 12 months / 20,000 km on parts and labour. Used parts returned to customer on request.', { size: 8 });
  p.down(30);
  signature(p, 50, 'Authorized by customer', 180);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jl.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A British Columbia shop's invoice with GST and PST (1991–2010-06 or 2013-04 onward), one combined line table. */
export function caBcGstPst(rng: Random): Generated {
  const p = new PageBuilder();
  let date = rng.date(1991, 2026);
  if (date >= '2010-07-01' && date < '2013-04-01') date = `2014${date.slice(4)}`;
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'CA', 'BC');
  const firm = `${rng.pick(['Okanagan', 'Fraser Valley', 'Coast', 'Kootenay'])} ${rng.pick(['Auto Repair Ltd.', 'Vintage Motors Ltd.', 'Garage Ltd.'])}`;
  const c = car(rng, 'anz');
  const km = rng.int(50000, 300000);
  const rate = rng.int(55, 140);
  const js = jobs(
    rng,
    JOBS_CA.filter((j) => !j[0].startsWith('Safety')),
    rng.int(2, 4),
  );
  const ps = lines(rng, PARTS_CA, rng.int(2, 5));
  const jl = js.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const g = gstCA(date);
  const gst = r2((net * g) / 100);
  const pst = r2(net * 0.07);
  const total = r2(net + gst + pst);

  p.text(50, firm, { size: 15, bold: true });
  p.down(12).text(50, `${where.street}, ${where.town}, B.C. ${where.post}`, { size: 9 });
  p.down(11).text(50, `GST # ${rng.int(100000000, 999999999)}   PST # ${rng.int(1000000, 9999999)}`, { size: 8.5 });
  p.y = 60;
  p.text(545, 'INVOICE', { size: 16, align: 'right' });
  p.down(14).text(545, `# ${rng.int(1000, 99999)}`, { size: 10, align: 'right' });
  p.down(12).text(545, fd(date, rng.pick(['uslong', 'iso'])), { size: 10, align: 'right' });
  p.y = 130;
  const cust = person(rng, 'CA');
  p.text(50, `Customer: ${cust.name}`, { size: 9.5 });
  p.down(12).text(50, `Vehicle: ${c.year} ${c.make} ${c.model}   Lic. ${plate(rng, 'CA', y, 'BC')}   Serial ${c.vin}`, { size: 9.5 });
  p.down(12).text(50, `Odometer in: ${km} km`, { size: 9.5 });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 90 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Type', 'Description', 'Qty/Hrs', 'Extended'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const j of jl) {
    row(p, cols, ['L', j.text, num(j.hours, 'en'), num(j.amount, 'en')]);
    p.down(12);
  }
  for (const l of ps) {
    row(p, cols, ['P', l.text, String(l.qty), num(l.amount, 'en')]);
    p.down(12);
  }
  hline(p, 50, 495, p.y - 3);
  p.down(14);
  for (const [a, b, bold] of [
    ['Labour', labour],
    ['Parts', parts],
    ['Subtotal', net],
    [`GST ${g}%`, gst],
    ['PST 7%', pst],
    ['Total Due', total, true],
  ] as [string, number, boolean?][]) {
    p.text(470, a, { size: 9.5, align: 'right', bold });
    p.text(545, num(b, 'en'), { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(18);
  p.text(50, 'L = labour, P = parts. Thank you for your business!', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jl.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** An Ontario garage of 1974–1990: Ontario retail sales tax on parts only, miles then kilometres, a typed repair order. */
export function caOntarioSeventies(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1974, 1990);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'CA', 'ON');
  const owner = person(rng, 'CA');
  const firm = `${owner.last}'s ${rng.pick(['Service Centre', 'Esso Service', 'Texaco Garage', 'Auto Clinic'])}`;
  const c = car(rng, 'anz', y);
  const miles = y < 1978;
  const odo = rng.int(15000, 150000);
  const rate = 12 + (y - 1974) * 1.6 + rng.int(0, 4);
  const js = jobs(rng, JOBS_CA, rng.int(2, 4));
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = r2(hours * rate);
  const ps = lines(rng, PARTS_CA, rng.int(2, 5), 0.35 + (y - 1974) * 0.03);
  const parts = sum(ps.map((l) => l.amount));
  const rst = y < 1989 ? 7 : 8;
  const tax = r2((parts * rst) / 100);
  const total = r2(labour + parts + tax);

  p.text(50, firm.toUpperCase(), { size: 14, bold: true });
  p.down(12).text(50, `${where.street} · ${where.town}, Ontario · Tel. ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { size: 8.5 });
  p.text(545, 'REPAIR ORDER', { size: 11, bold: true, align: 'right', y: 60 });
  p.text(545, `Nº ${rng.int(10000, 99999)}`, { size: 11, align: 'right', y: 75, serif: true });
  p.y = 110;
  p.box(50, 96, 495, 48);
  kv(p, 58, 'NAME', person(rng, 'CA').name, 110, { size: 9.5 });
  kv(p, 330, 'DATE', fd(date, 'usshort'), 380, { size: 9.5 });
  p.down(14);
  kv(p, 58, 'YEAR/MAKE', `${c.year} ${c.make} ${c.model}`, 130, { size: 9.5 });
  kv(p, 330, 'LIC.', plate(rng, 'CA', y, 'ON'), 380, { size: 9.5 });
  p.down(14);
  kv(p, 58, 'SERIAL', c.vin, 110, { size: 9.5 });
  kv(p, 330, miles ? 'MILEAGE' : 'KM', String(odo), 380, { size: 9.5 });
  p.y = 165;
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.text(50, 'DESCRIPTION OF WORK', { size: 9, bold: true });
  p.down(15);
  for (const j of js) {
    p.text(60, j.text, { size: 10, serif: true });
    p.down(14);
  }
  p.down(6);
  p.text(50, 'PARTS', { size: 9, bold: true });
  p.down(15);
  for (const l of ps) {
    row(p, cols, [`   ${l.qty}  ${l.text}`, num(l.amount, 'en')], { size: 10, serif: true });
    p.down(14);
  }
  p.down(12);
  for (const [a, b, bold] of [
    ['TOTAL PARTS', parts],
    [`ONT. SALES TAX ${rst}% (PARTS)`, tax],
    [`TOTAL LABOUR (${num(hours, 'en')} HRS)`, labour],
    ['PLEASE PAY THIS AMOUNT', total, true],
  ] as [string, number, boolean?][]) {
    p.text(460, a, { size: 9, align: 'right', bold });
    p.text(545, num(b, 'en'), { size: 10, serif: true, align: 'right', bold });
    p.down(14);
  }
  p.down(20);
  p.text(50, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 8 });
  p.down(26);
  signature(p, 50, 'Customer', 170);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}
