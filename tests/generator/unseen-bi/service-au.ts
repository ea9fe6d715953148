/**
 * Australian workshop paper: a Melbourne workshop's tax invoice with GST added, a Queensland safety-certificate
 * inspection with the repairs it needed and GST included in the prices, a Sydney mechanic's 1980s docket without any
 * tax, a Perth Holden dealer's 1990s service invoice, and a Tasmanian restorer's progress claim.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, jobs, kv, lines, person, place, plate, signature, stamp, surname } from './kit';

const JOBS_AU: [string, number, number][] = [
  ['Carry out major service', 2, 3.5],
  ['Change engine oil and filter', 0.5, 0.75],
  ['Tune engine, set timing and idle', 1, 1.5],
  ['Replace front brake pads and machine rotors', 1.5, 2.5],
  ['Flush cooling system and replace hoses', 1, 2],
  ['Replace radiator thermostat', 0.5, 1],
  ['Adjust tappets', 1, 1.75],
  ['Replace universal joints', 1.5, 2.5],
  ['Replace fan belt', 0.5, 0.75],
  ['Replace front wheel bearings and repack', 1.5, 2.5],
  ['Rebuild carburettor', 2, 3.5],
  ['Replace exhaust muffler and tailpipe', 1, 1.5],
  ['Wheel alignment', 0.75, 1],
  ['Replace leaking rear main seal', 4, 6],
  ['Inspect and adjust rear drum brakes', 0.75, 1.25],
];
const PARTS_AU: [string, number, number, number?][] = [
  ['Oil filter', 12, 24],
  ['Engine oil 20W-50', 8, 14, 5],
  ['Spark plugs', 4, 9, 8],
  ['Points and condenser kit', 18, 32],
  ['Distributor cap and rotor', 28, 55],
  ['Front brake pads', 45, 95],
  ['Radiator hoses (set)', 38, 80],
  ['Thermostat', 16, 32],
  ['Universal joint', 28, 55, 2],
  ['Fan belt', 14, 28],
  ['Wheel bearing kit', 35, 70, 2],
  ['Carburettor rebuild kit', 45, 110],
  ['Muffler', 90, 190],
  ['Coolant concentrate', 12, 22, 2],
  ['Rear main seal', 18, 40],
  ['Brake fluid DOT 4', 10, 18],
];

/** A Melbourne workshop's tax invoice (2001–2026): ABN, net lines, labour and parts sums, GST added. */
export function auMelbourneTaxInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2001, 2026);
  const where = place(rng, 'AU', 'VIC');
  const firm = `${surname(rng, 'AU')} ${rng.pick(['Motors', 'Automotive', 'Classic Car Service', 'Auto Repairs'])} Pty Ltd`;
  const c = car(rng, 'anz');
  const km = rng.int(60000, 350000);
  const rate = rng.int(95, 165);
  const js = jobs(rng, JOBS_AU, rng.int(2, 4));
  const jl = js.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const ps = lines(rng, PARTS_AU, rng.int(3, 6));
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const gst = r2(net * 0.1);
  const total = r2(net + gst);

  p.text(50, firm, { size: 16, bold: true });
  p.down(13).text(50, `${where.street}, ${where.town} VIC ${where.post}`, { size: 9 });
  p.down(11).text(
    50,
    `Ph (03) ${rng.int(9000, 9999)} ${rng.int(1000, 9999)}   ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}   LMCT/RWC tester ${rng.int(10000, 99999)}`,
    { size: 8.5 },
  );
  p.y = 60;
  p.text(545, 'TAX INVOICE', { size: 18, bold: true, align: 'right' });
  p.y = 130;
  const cust = person(rng, 'AU');
  p.text(50, 'Bill to', { size: 8, bold: true });
  p.down(12).text(50, cust.name, { size: 10 });
  p.down(12).text(50, `${place(rng, 'AU', 'VIC').town} VIC`, { size: 10 });
  p.y = 130;
  kv(p, 350, 'Invoice No.', String(rng.int(10000, 99999)), 450, { bold: true });
  p.down(12);
  kv(p, 350, 'Date', fd(date, 'uk'), 450);
  p.down(12);
  kv(p, 350, 'Rego', plate(rng, 'AU', Number(date.slice(0, 4)), 'VIC'), 450);
  p.down(12);
  kv(p, 350, 'Odometer', `${num(km, 'en').slice(0, -3)} km`, 450);
  p.down(12);
  kv(p, 350, 'Vehicle', `${c.year} ${c.make} ${c.model}`, 450);
  p.y = 215;
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Labour', 'Hrs', 'Rate', 'Amount'], { bold: true });
  p.down(16);
  for (const j of jl) {
    row(p, cols, [j.text, num(j.hours, 'en'), num(rate, 'en'), num(j.amount, 'en')]);
    p.down(12);
  }
  p.down(6);
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Parts', 'Qty', 'Unit', 'Amount'], { bold: true });
  p.down(16);
  for (const l of ps) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12);
  }
  p.down(12);
  for (const [a, b, bold] of [
    ['Labour', labour],
    ['Parts', parts],
    ['Subtotal (ex GST)', net],
    ['GST', gst],
    ['Total (inc GST)', total, true],
  ] as [string, number, boolean?][]) {
    p.text(460, a, { size: 9.5, align: 'right', bold });
    p.text(545, `$${num(b, 'en')}`, { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(16);
  p.text(
    50,
    `Payment due on collection. EFTPOS, cash or direct deposit: BSB ${rng.int(0, 9)}${rng.int(10, 99)}-${rng.int(100, 999)}  Acc ${rng.int(10000000, 99999999)}`,
    { size: 8.5 },
  );
  p.down(11).text(50, 'Our goods come with guarantees that cannot be excluded under the Australian Consumer Law.', { size: 8 });
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

/** A Queensland workshop's safety-certificate invoice (2008–2026): the certificate fee, repairs, GST-inclusive lines. */
export function auQldSafetyCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2008, 2026);
  const where = place(rng, 'AU', 'QLD');
  const owner = person(rng, 'AU');
  const firm = `${where.town} ${rng.pick(['Mechanical', 'Auto Centre', 'Brake & Clutch'])}`;
  const c = car(rng, 'anz');
  const km = rng.int(80000, 400000);
  const rate = rng.int(110, 150);
  const fee = rng.pick([84.1, 87.45, 91.2, 95.5, 98.65]);
  const js = jobs(rng, JOBS_AU, rng.int(1, 3));
  const ps = lines(rng, PARTS_AU, rng.int(2, 4));
  const items = [
    { text: 'Safety certificate inspection (light vehicle)', amount: fee, q: '1', work: true },
    ...js.map((j) => ({ text: j.text, amount: r2(j.hours * rate), q: `${num(j.hours, 'en')} hr`, work: true })),
    ...ps.map((l) => ({ text: l.text, amount: l.amount, q: String(l.qty), work: false })),
  ];
  const total = sum(items.map((i) => i.amount));
  const gst = r2(total / 11);

  p.y = 55;
  p.box(40, 35, 515, 62);
  p.text(297, firm.toUpperCase(), { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `${owner.name} — Approved Inspection Station No. A${rng.int(1000, 9999)}`, { size: 9, align: 'center' });
  p.down(11).text(
    297,
    `${where.street}, ${where.town} QLD ${where.post}  ·  ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
    { size: 8.5, align: 'center' },
  );
  p.y = 125;
  p.text(50, 'Tax Invoice', { size: 13, bold: true });
  p.text(545, `No. ${rng.int(1000, 9999)}   Date ${fd(date, 'uk')}`, { size: 9.5, align: 'right' });
  p.down(18);
  const cust = person(rng, 'AU');
  kv(p, 50, 'Customer:', cust.name, 115);
  kv(p, 320, 'Registration:', plate(rng, 'AU', Number(date.slice(0, 4)), 'QLD'), 395);
  p.down(12);
  kv(p, 50, 'Vehicle:', `${c.year} ${c.make} ${c.model}`, 115);
  kv(p, 320, 'Odometer:', String(km), 395);
  p.down(12);
  kv(p, 50, 'VIN/Chassis:', c.vin, 115);
  kv(p, 320, 'Certificate No.:', `${rng.pick(['A', 'B'])}${rng.int(1000000, 9999999)}`, 395);
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Description', 'Qty/Hrs', 'Amount inc GST'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const it of items) {
    row(p, cols, [it.text, it.q, num(it.amount, 'en')]);
    p.down(12.5);
  }
  hline(p, 360, 185, p.y);
  p.down(14);
  p.text(460, 'TOTAL', { size: 11, align: 'right', bold: true });
  p.text(545, `$${num(total, 'en')}`, { size: 11, align: 'right', bold: true });
  p.down(13).text(460, 'Includes GST of', { size: 9, align: 'right' });
  p.text(545, `$${num(gst, 'en')}`, { size: 9, align: 'right' });
  p.down(28);
  p.text(50, `Safety certificate valid for 2 months or 2,000 km from issue, whichever comes first (private sale).`, { size: 8.5 });
  p.down(11).text(50, rng.pick(['Paid EFTPOS — thank you.', 'Paid cash with thanks.', 'Payment received by card.']), { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: items.filter((i) => i.work).map((i) => i.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A Sydney suburban mechanic's carbon docket (1976–1990): no tax, handwritten-looking lines, labour as one figure. */
export function auSydneyDocket(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 1990);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'AU', 'NSW');
  const owner = surname(rng, 'AU');
  const firm = `${owner} & Son ${rng.pick(['Motor Repairs', 'Service Station', 'Garage'])}`;
  const c = car(rng, 'anz', y);
  const km = rng.int(30000, 250000);
  const useMiles = y < 1977 && rng.chance(0.5);
  const rate = Math.round(9 + (y - 1976) * 1.8 + rng.int(0, 5));
  const js = jobs(rng, JOBS_AU, rng.int(2, 4));
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = r2(hours * rate);
  const ps = lines(rng, PARTS_AU, rng.int(2, 5), 0.3 + (y - 1976) * 0.03);
  const parts = sum(ps.map((l) => l.amount));
  const total = r2(labour + parts);

  p.text(50, firm, { size: 14, bold: true, serif: true });
  p.down(13).text(50, `${where.street}, ${where.town} N.S.W. ${where.post}  ·  Phone ${rng.int(600, 899)} ${rng.int(1000, 9999)}`, { size: 8.5 });
  p.down(11).text(50, 'Licensed Repairer · Tune-ups · Brakes · Roadworthy (pink slip) inspections', { size: 8.5 });
  p.text(545, `No. ${rng.int(1000, 9999)}`, { size: 12, align: 'right', y: 60, bold: true });
  p.y = 120;
  hline(p, 50, 495, 106);
  const cust = person(rng, 'AU');
  kv(p, 50, 'Name', cust.name, 100, { size: 10 });
  kv(p, 350, 'Date', fd(date, 'ukdot'), 390, { size: 10 });
  p.down(16);
  kv(p, 50, 'Make', `${c.make} ${c.model}`, 100, { size: 10 });
  kv(p, 350, 'Reg.', plate(rng, 'AU', y, 'NSW'), 390, { size: 10 });
  p.down(16);
  kv(p, 50, useMiles ? 'Miles' : 'Km', String(useMiles ? Math.round(km / 1.6) : km), 100, { size: 10 });
  p.down(22);
  p.box(50, p.y - 11, 495, 15, true);
  p.text(58, 'WORK DONE', { size: 9, bold: true });
  p.down(18);
  for (const j of js) {
    p.text(60, j.text, { size: 10.5, serif: true });
    p.down(14);
  }
  p.down(4);
  p.box(50, p.y - 11, 495, 15, true);
  p.text(58, 'PARTS SUPPLIED', { size: 9, bold: true });
  p.text(540, '$', { size: 9, bold: true, align: 'right' });
  p.down(18);
  for (const l of ps) {
    p.text(60, `${l.qty} ${l.text}`, { size: 10.5, serif: true });
    p.text(540, num(l.amount, 'en'), { size: 10.5, serif: true, align: 'right' });
    p.down(14);
  }
  p.down(10);
  const tots: [string, number][] = [
    ['Parts', parts],
    [`Labour ${num(hours, 'en')} hrs`, labour],
    ['TOTAL', total],
  ];
  for (const [a, b] of tots) {
    p.text(450, a, { size: 10.5, serif: true, align: 'right', bold: a === 'TOTAL' });
    p.text(540, num(b, 'en'), { size: 10.5, serif: true, align: 'right', bold: a === 'TOTAL' });
    p.down(15);
  }
  p.down(12);
  p.text(50, 'All accounts strictly 7 days. E. & O.E.', { size: 8.5 });
  if (rng.chance(0.6)) stamp(p, 370, p.y + 14, 150, ['PAID', fd(addDays(date, rng.int(0, 7)), 'ukdot')]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: useMiles ? Math.round(km / 1.6) : km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A Perth Holden dealer's service invoice (1991–2000): before GST, operation codes, parts by number, no tax line. */
export function auPerthDealer(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1991, 2000);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'AU', 'WA');
  const firm = `${surname(rng, 'AU')} ${rng.pick(['Holden', 'Ford', 'Toyota'])}`;
  const c = car(rng, 'anz', y);
  const km = rng.int(60000, 300000);
  const rate = rng.int(48, 72);
  const js = jobs(rng, JOBS_AU, rng.int(2, 4));
  const jl = js.map((j) => ({ ...j, code: `${rng.pick(['A', 'B', 'E', 'F'])}${rng.int(1000, 9999)}`, amount: r2(j.hours * rate) }));
  const ps = lines(rng, PARTS_AU, rng.int(2, 5), 0.75);
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const sundries = r2(rng.int(4, 15) + rng.pick([0, 0.5]));
  const total = r2(labour + parts + sundries);

  p.text(50, firm, { size: 18, bold: true });
  p.down(14).text(
    50,
    `Dealer Licence ${rng.int(1000, 9999)} · ${where.street}, ${where.town} W.A. ${where.post} · (09) ${rng.int(300, 499)} ${rng.int(1000, 9999)}`,
    { size: 8.5 },
  );
  p.y = 60;
  p.text(545, 'SERVICE DEPARTMENT', { size: 9, align: 'right', bold: true });
  p.down(12).text(545, 'INVOICE', { size: 14, align: 'right', bold: true });
  p.y = 110;
  p.box(50, 100, 495, 52);
  const cust = person(rng, 'AU');
  const cols4: [string, string][] = [
    ['R.O. No.', String(rng.int(100000, 999999))],
    ['Date', fd(date, 'uk')],
    ['Rego', plate(rng, 'AU', y, 'WA')],
    ['Speedo', String(km)],
  ];
  cols4.forEach(([a, b], i) => {
    p.text(58 + i * 122, a, { size: 7.5, y: 112 });
    p.text(58 + i * 122, b, { size: 10, y: 126, bold: i === 0 });
  });
  p.text(58, `${cust.name} · ${c.year} ${c.make} ${c.model} · Chassis ${c.vin}`, { size: 8.5, y: 145 });
  p.y = 175;
  const cols: Col[] = [{ x: 50 }, { x: 110 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Op Code', 'Labour Operations', 'Hours', 'Labour $'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const j of jl) {
    row(p, cols, [j.code, j.text, num(j.hours, 'en'), num(j.amount, 'en')]);
    p.down(12);
  }
  p.down(10);
  row(p, cols, ['Part No.', 'Parts', 'Qty', 'Parts $'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const l of ps) {
    row(p, cols, [String(rng.int(1000000, 9999999)), l.text, String(l.qty), num(l.amount, 'en')]);
    p.down(12);
  }
  p.down(16);
  const tots: [string, number, boolean?][] = [
    ['Total Labour', labour],
    ['Total Parts', parts],
    ['Sundries / Shop Supplies', sundries],
    ['Amount Due $', total, true],
  ];
  for (const [a, b, bold] of tots) {
    p.text(440, a, { size: 9.5, align: 'right', bold });
    p.text(545, num(b, 'en'), { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(20);
  signature(p, 50, 'Customer signature — vehicle received in good order', 220);
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

const RESTO_AU: [string, number, number][] = [
  ['Strip and media blast body shell', 10, 20],
  ['Cut out and replace rusted floor pans', 12, 24],
  ['Fabricate and fit lower door skins', 8, 14],
  ['Rebuild front suspension with new bushes', 6, 10],
  ['Reassemble dash and refit wiring loom', 8, 14],
  ['Remove, rebuild and refit gearbox', 8, 12],
  ['Fit new windscreen and rubbers', 2, 4],
  ['Prime, block and seal engine bay', 6, 12],
];
const RESTO_AU_PARTS: [string, number, number, number?][] = [
  ['Floor pan repair sections', 180, 420, 2],
  ['Suspension bush kit (polyurethane)', 160, 320],
  ['Windscreen rubber', 80, 160],
  ['Gearbox rebuild kit', 380, 720],
  ['Door skin panels', 220, 390, 2],
  ['Etch primer and sealer', 90, 180],
  ['Wiring loom (reproduction)', 450, 900],
];

/** A Tasmanian restorer's progress claim (2005–2026): hours at a shop rate, parts at cost plus, GST, less deposit paid. */
export function auTasRestorerClaim(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const where = place(rng, 'AU', 'TAS');
  const firm = `${rng.pick(['Tamar Valley', 'Northern', 'Heritage'])} ${rng.pick(['Restorations', 'Classic Restorations', 'Panel & Paint'])}`;
  const c = car(rng, 'anz');
  const km = rng.int(40000, 220000);
  const rate = rng.int(75, 110);
  const js = jobs(rng, RESTO_AU, rng.int(3, 5));
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = r2(hours * rate);
  const ps = lines(rng, RESTO_AU_PARTS, rng.int(2, 4));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const gst = r2(net * 0.1);
  const gross = r2(net + gst);
  const deposit = Math.min(r2(Math.floor(gross / 2 / 100) * 100), 5000);
  const due = r2(gross - deposit);

  p.text(50, firm, { size: 15, bold: true, serif: true });
  p.down(13).text(
    50,
    `${where.street}, ${where.town} TAS ${where.post} · ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
    { size: 8.5 },
  );
  p.down(24);
  p.text(50, `Tax Invoice — Progress Claim ${rng.int(2, 6)}`, { size: 13, bold: true });
  p.down(16);
  const cust = person(rng, 'AU');
  p.text(50, `Invoice date: ${fd(date, 'uklong')}    Invoice #${rng.int(1000, 4999)}    Client: ${cust.name}`, { size: 9 });
  p.down(12).text(50, `Project: ${c.year} ${c.make} ${c.model}, body no. ${c.vin}, odometer ${km} km (not verified)`, { size: 9 });
  p.down(22);
  p.text(50, 'Work this period', { size: 10, bold: true });
  p.down(14);
  for (const j of js) {
    p.text(60, `• ${j.text}`, { size: 9.5 });
    p.text(545, `${num(j.hours, 'en')} hrs`, { size: 9.5, align: 'right' });
    p.down(12);
  }
  p.text(60, `Labour: ${num(hours, 'en')} hrs @ $${num(rate, 'en')}/hr`, { size: 9.5, bold: true });
  p.text(545, `$${num(labour, 'en')}`, { size: 9.5, align: 'right', bold: true });
  p.down(22);
  p.text(50, 'Parts and materials', { size: 10, bold: true });
  p.down(14);
  for (const l of ps) {
    p.text(60, `• ${l.text}${l.qty > 1 ? ` (x${l.qty})` : ''}`, { size: 9.5 });
    p.text(545, `$${num(l.amount, 'en')}`, { size: 9.5, align: 'right' });
    p.down(12);
  }
  p.text(60, 'Parts total', { size: 9.5, bold: true });
  p.text(545, `$${num(parts, 'en')}`, { size: 9.5, align: 'right', bold: true });
  p.down(24);
  for (const [a, b, bold] of [
    ['Subtotal', net],
    ['GST 10%', gst],
    ['Total this claim', gross],
    ['Less deposit received', -deposit],
    ['Balance due', due, true],
  ] as [string, number, boolean?][]) {
    p.text(460, a, { size: 9.5, align: 'right', bold });
    p.text(545, `${b < 0 ? '-' : ''}$${num(Math.abs(b), 'en')}`, { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(14);
  p.text(50, 'Photos of this stage have been emailed. Payment within 7 days please so work can continue.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: due,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}
