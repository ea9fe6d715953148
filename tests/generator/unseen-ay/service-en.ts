/** English-language service families: MOT and state inspections with their repairs, spring recommissioning, lay-up (UK, US). */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, carId, digits, letters, lines, nameEN, plateUKold, scale, scaled, streetEN, streetUS, total, whole } from './kit';

const qtyPick = (rng: Random) => rng.pick([1, 1, 1, 2, 4]);

/** 1. A UK garage's MOT invoice: repairs to pass, the MOT fee outside the scope of VAT, VAT codes per line. */
export function motGarage(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2017);
  const y = yearOf(date);
  const c = car(rng);
  const shop = `${rng.pick(['Fairbairn', 'Holloway', 'Lyle'])} Motors ${rng.pick(['Ltd', '& Son'])}`;
  const f = scale(y, 'GBP');
  const lab = scaled(
    lines(
      rng,
      [
        ['Carry out MOT test preparation', 25, 40],
        ['Replace rear brake wheel cylinders', 60, 95],
        ['Adjust headlamp aim', 10, 20],
        ['Replace offside front track rod end', 40, 70],
        ['Repair exhaust centre box mounting', 25, 45],
        ['Replace number plate lamp bulbs', 8, 15],
      ],
      3,
      4,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Wheel cylinder', 18, 35],
        ['Track rod end', 20, 40],
        ['Exhaust mounting rubber', 4, 8],
        ['Bulb 207', 1, 3],
        ['Brake fluid DOT 4', 6, 10],
      ],
      2,
      4,
      qtyPick,
    ),
    f,
  );
  const fee = y < 2010 ? 50.35 : 54.85;
  const L = total(lab);
  const P = total(par);
  const vatR = vatUK(y);
  const net = r2(L + P);
  const vat = r2((net * vatR) / 100);
  const gross = r2(net + vat + fee);
  const miles = whole(rng, 40000, 140000);
  p.text(50, shop, { y: 50, size: 16, bold: true });
  p.text(50, `${streetEN(rng)}, ${rng.pick(['Harrogate', 'Ludlow', 'Tiverton'])} · Tel ${digits(rng, 5)} ${digits(rng, 6)}`, { y: 64, size: 8.5 });
  p.text(50, `VAT Reg No ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · MOT Testing Station ${letters(rng, 1)}${digits(rng, 5)}`, {
    y: 75,
    size: 8.5,
  });
  p.text(545, 'INVOICE', { y: 50, size: 18, bold: true, align: 'right' });
  p.text(50, nameEN(rng), { y: 115, size: 10 });
  p.text(50, streetEN(rng), { y: 128, size: 10 });
  const meta: [string, string][] = [
    ['Invoice No', digits(rng, 5)],
    ['Date', fd(date, 'uk')],
    ['Reg No', plateUKold(rng, c.year)],
    ['Make/Model', `${c.make} ${c.model}`],
    ['Mileage', String(miles)],
  ];
  meta.forEach(([a, b], i) => {
    p.text(340, a, { y: 115 + i * 12, size: 9 });
    p.text(420, b, { y: 115 + i * 12, size: 9 });
  });
  p.y = 200;
  const cols: Col[] = [{ x: 50 }, { x: 360, align: 'right' }, { x: 430, align: 'right' }, { x: 500, align: 'right' }, { x: 540, align: 'right' }];
  row(p, cols, ['Description', 'Qty', 'Unit', 'Net', 'V'], { bold: true });
  p.down(5);
  hline(p, 50, 495);
  p.down(12);
  for (const l of lab) {
    row(p, cols, [l.text, '1', num(l.unit, 'en'), num(l.amount, 'en'), 'S']);
    p.down(12.5);
  }
  for (const l of par) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en'), 'S']);
    p.down(12.5);
  }
  row(p, cols, ['MOT test fee', '1', num(fee, 'en'), num(fee, 'en'), 'O']);
  p.down(22);
  const s: [string, number][] = [
    ['Labour', L],
    ['Parts', P],
    [`VAT @ ${vatR}%`, vat],
    ['MOT (outside scope)', fee],
  ];
  for (const [a, b] of s) {
    p.text(380, a, { size: 9 });
    p.text(540, `£${num(b, 'en')}`, { size: 9, align: 'right' });
    p.down(13);
  }
  p.box(375, p.y - 10, 170, 16, true);
  p.text(380, 'Total Due', { size: 10, bold: true });
  p.text(540, `£${num(gross, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(36);
  p.text(50, `MOT pass certificate issued, test number ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}. MOT due ${fd(addDays(date, 364), 'uk')}.`, {
    size: 8.5,
  });
  p.text(50, 'V: S = standard rate, O = outside the scope of VAT. Payment on collection, cards accepted.', { size: 8, y: 795 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 2. A UK storage specialist's winter lay-up invoice: fixed charges per month, laying-up work, no parts table. */
export function layUpStorage(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(1998, 2024);
  const date = `${y}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const shop = rng.pick(['Cotswold Car Storage', 'Dry Stone Classic Storage Ltd', 'The Old Dairy Car Hibernation']);
  const f = scale(y, 'GBP');
  const months = rng.int(5, 6);
  const monthly = r2(f * rng.int(70, 120));
  const works = scaled(
    lines(
      rng,
      [
        ['Collection by covered transporter', 80, 140],
        ['Laying-up: fog engine, tyres to 40 psi, handbrake off', 60, 100],
        ['Battery removed to conditioning room', 20, 35],
        ['Wash, dry and wax before storage', 45, 80],
        ['Fuel stabiliser added, tank brimmed', 15, 25],
      ],
      3,
      4,
    ),
    f,
  );
  const store = r2(monthly * months);
  const net = r2(total(works) + store);
  const vatR = vatUK(y);
  const gross = r2(net * (1 + vatR / 100));
  const miles = whole(rng, 15000, 90000);
  const c = car(rng);
  p.text(297, shop, { y: 55, size: 17, bold: true, serif: true, align: 'center' });
  p.text(297, `Dehumidified storage for cherished vehicles · ${rng.pick(['Cirencester', 'Stow-on-the-Wold', 'Malmesbury'])}`, {
    y: 70,
    size: 9,
    serif: true,
    align: 'center',
  });
  p.text(50, 'Invoice to:', { y: 115, size: 8 });
  p.text(50, nameEN(rng), { y: 128, size: 10 });
  p.text(50, streetEN(rng), { y: 141, size: 10 });
  p.text(380, `Invoice ${letters(rng, 2)}${digits(rng, 4)}`, { y: 115, size: 9.5, bold: true });
  p.text(380, `Tax point: ${fd(date, 'uklong')}`, { y: 128, size: 9.5 });
  p.text(380, `Account: ${letters(rng, 3)}${digits(rng, 3)}`, { y: 141, size: 9.5 });
  p.text(50, `Vehicle: ${c.year} ${c.make} ${c.model}, reg. ${plateUKold(rng, c.year)}, odometer on arrival ${num(miles, 'en').slice(0, -3)} miles`, {
    y: 175,
    size: 9,
  });
  p.y = 205;
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Details', '£'], { bold: true, serif: true });
  p.down(14);
  for (const w of works) {
    row(p, cols, [w.text, num(w.amount, 'en')], { serif: true, size: 9.5 });
    p.down(13);
  }
  row(p, cols, [`Winter storage, ${months} months at £${num(monthly, 'en')} per month`, num(store, 'en')], { serif: true, size: 9.5 });
  p.down(26);
  const s: [string, number][] = [
    ['Net', net],
    [`VAT ${vatR}%`, r2(gross - net)],
  ];
  for (const [a, b] of s) {
    p.text(360, a, { size: 9.5, serif: true });
    p.text(545, num(b, 'en'), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(360, 'Amount payable', { size: 10.5, serif: true, bold: true });
  p.text(545, `£${num(gross, 'en')}`, { size: 10.5, serif: true, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'Storage is charged in advance. Please give seven days’ notice for recommissioning and delivery in the spring.', { size: 8.5, serif: true });
  p.text(50, `Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}  Account ${digits(rng, 8)}`, { size: 8.5, serif: true, y: 790 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    totalCost: gross,
    workPerformed: [...works.map((w) => w.text), `Winter storage, ${months} months at £${num(monthly, 'en')} per month`],
  });
}

/** 3. A marque specialist's spring recommissioning: part numbers first column, labour in hours at the foot, 1990s–2000s VAT. */
export function recommissionSpecialist(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(1992, 2016)}-${rng.pick(['03', '04'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = rng.pick(['XK Heritage Engineering', 'Healey Works of Kent', 'Marque Restorations (Bristol) Ltd']);
  const f = scale(y, 'GBP');
  const par = scaled(
    lines(
      rng,
      [
        ['Oil filter element', 8, 15],
        ['Engine oil 20W50 (5L)', 25, 40],
        ['Spark plug N12Y', 3, 5],
        ['Fan belt', 10, 18],
        ['Brake fluid Castrol Girling', 8, 12],
        ['Points set', 8, 15],
        ['Condenser', 6, 11],
        ['Rotor arm', 5, 9],
      ],
      4,
      6,
      qtyPick,
    ),
    f,
  );
  const hours = rng.int(5, 14) / 2;
  const rate = r2(f * rng.int(45, 70));
  const L = r2(hours * rate);
  const P = total(par);
  const vatR = vatUK(y);
  const net = r2(L + P);
  const vat = r2((net * vatR) / 100);
  const gross = r2(net + vat);
  const miles = whole(rng, 30000, 120000);
  const jobs = rng.some(
    [
      'Recommissioned after winter storage',
      'Changed engine oil and filter',
      'Set points gap and timing',
      'Tuned SU carburettors',
      'Bled brakes and clutch',
      'Checked and greased front suspension',
      'Road tested',
    ],
    rng.int(4, 6),
  );
  p.text(50, shop, { y: 50, size: 14, bold: true });
  p.text(50, `${streetEN(rng)} · ${rng.pick(['Maidstone', 'Bristol', 'Ashford'])} · ${digits(rng, 5)} ${digits(rng, 6)}`, { y: 63, size: 8.5 });
  p.box(380, 38, 165, 56);
  p.text(386, `Invoice number: ${digits(rng, 5)}`, { y: 52, size: 8.5 });
  p.text(386, `Date: ${fd(date, 'ukdot')}`, { y: 65, size: 8.5 });
  p.text(386, `Order: ${digits(rng, 4)}`, { y: 78, size: 8.5 });
  p.text(50, `${nameEN(rng)} — ${car(rng).model} ${plateUKold(rng, 1970)} — ${num(miles, 'en').slice(0, -3)} mls`, { y: 120, size: 9.5 });
  p.text(50, 'Work carried out:', { y: 145, size: 9.5, bold: true });
  p.y = 158;
  for (const j of jobs) {
    p.text(60, j, { size: 9 });
    p.down(12);
  }
  p.down(10);
  const cols: Col[] = [{ x: 50 }, { x: 130 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Part No', 'Description', 'Qty', 'Price', 'Total'], { bold: true });
  p.down(13);
  for (const l of par) {
    row(p, cols, [`${letters(rng, 3)}${digits(rng, 4)}`, l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12);
  }
  p.down(10);
  hline(p, 50, 495);
  p.down(14);
  const s: [string, string][] = [
    ['Parts total', num(P, 'en')],
    [`Labour ${hours} hrs @ £${num(rate, 'en')}`, num(L, 'en')],
    ['Sub-total', num(net, 'en')],
    [`VAT ${vatR}%`, num(vat, 'en')],
    ['TOTAL £', num(gross, 'en')],
  ];
  s.forEach(([a, b], i) => {
    p.text(460, a, { size: 9.5, align: 'right', bold: i === 4 });
    p.text(545, b, { size: 9.5, align: 'right', bold: i === 4 });
    p.down(13);
  });
  p.down(30);
  p.text(50, 'Recommended: re-torque cylinder head and check tappets after 500 miles.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: par.map((l) => l.text),
  });
}

/** 4. A Pennsylvania repair order: state safety and emissions inspection, repairs, sticker number, sales tax on parts. */
export function paInspectionRO(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2025);
  const y = yearOf(date);
  const shop = `${rng.pick(['Kowalski', 'Trask', 'Danvers'])} Auto Service`;
  const f = scale(y, 'USD');
  const lab = scaled(
    lines(
      rng,
      [
        ['PA state safety inspection', 35, 45],
        ['Emissions inspection (visual)', 25, 40],
        ['Replace front wiper blades', 10, 20],
        ['Replace brake hose LF', 50, 90],
        ['Repair horn circuit', 40, 80],
        ['Adjust parking brake', 25, 45],
      ],
      3,
      5,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Wiper blade 15"', 8, 14],
        ['Brake hose', 20, 40],
        ['Horn relay', 15, 30],
        ['Brake fluid DOT 3 qt', 7, 11],
        ['Sticker fee', 5, 10],
      ],
      2,
      4,
    ),
    f,
  );
  const L = total(lab);
  const P = total(par);
  const tax = r2(P * 0.06);
  const gross = r2(L + P + tax);
  const miles = whole(rng, 20000, 120000);
  const c = car(rng);
  p.text(50, shop.toUpperCase(), { y: 48, size: 15, bold: true });
  p.text(50, `${streetUS(rng)}, ${rng.pick(['Lancaster', 'York', 'Reading'])}, PA 17${digits(rng, 3)} · (717) ${digits(rng, 3)}-${digits(rng, 4)}`, {
    y: 62,
    size: 8.5,
  });
  p.text(50, `Official Inspection Station #${letters(rng, 1)}${digits(rng, 3)}`, { y: 73, size: 8.5 });
  p.box(390, 34, 155, 44);
  p.text(467, 'REPAIR ORDER', { y: 48, size: 9, bold: true, align: 'center' });
  p.text(467, `No. ${digits(rng, 6)}`, { y: 64, size: 11, align: 'center' });
  const grid: [string, string][] = [
    ['CUSTOMER', nameEN(rng)],
    ['DATE', fd(date, 'us')],
    ['YEAR/MAKE/MODEL', `${c.year} ${c.make} ${c.model}`],
    ['VIN', carId(rng, c)],
    ['MILEAGE IN', String(miles)],
    ['PLATE', `${rng.pick(['HV', 'AH'])}${digits(rng, 4)}`],
  ];
  p.box(50, 95, 495, 54);
  grid.forEach(([a, b], i) => {
    const x = 56 + (i % 3) * 165;
    const yy = 105 + Math.floor(i / 3) * 26;
    p.text(x, a, { y: yy, size: 6.5 });
    p.text(x, b, { y: yy + 11, size: 9 });
  });
  p.y = 175;
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['LABOR', 'TECH', 'AMOUNT'], { bold: true });
  p.down(13);
  for (const l of lab) {
    row(p, cols, [l.text, String(rng.int(11, 29)), num(l.amount, 'en')]);
    p.down(12.5);
  }
  p.down(10);
  const cols2: Col[] = [{ x: 50 }, { x: 120 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols2, ['QTY', 'PARTS', 'PRICE', 'AMOUNT'], { bold: true });
  p.down(13);
  for (const l of par) {
    row(p, cols2, [String(l.qty), l.text, num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12.5);
  }
  p.down(16);
  const s: [string, number][] = [
    ['TOTAL LABOR', L],
    ['TOTAL PARTS', P],
    ['SALES TAX 6%', tax],
  ];
  for (const [a, b] of s) {
    p.text(420, a, { size: 9, align: 'right' });
    p.text(545, num(b, 'en'), { size: 9, align: 'right' });
    p.down(13);
  }
  p.text(420, 'PLEASE PAY THIS AMOUNT', { size: 9.5, bold: true, align: 'right' });
  p.text(545, `$${num(gross, 'en')}`, { size: 9.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `Inspection sticker ${digits(rng, 7)} issued, expires ${fd(addDays(date, 365), 'us').slice(0, 3)}${String(y + 1)}.`, { size: 8.5 });
  p.text(50, 'I hereby authorize the above repair work to be done along with the necessary material.  X ____________________', { size: 7.5, y: 790 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 5. A US Corvette shop's spring service invoice: parts and labor tables, then Labor / Parts / Sublet / Supplies boxes. */
export function vetteSpringService(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(2002, 2026)}-${rng.pick(['03', '04', '05'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = rng.pick(['Stingray Specialties Inc.', 'Midwest Vette Werks', 'Classic Chevy Garage LLC']);
  const f = scale(y, 'USD');
  const lab = scaled(
    lines(
      rng,
      [
        ['Spring service - oil & filter, chassis lube', 70, 110],
        ['Flush cooling system', 90, 140],
        ['Adjust carburetor idle & choke', 50, 90],
        ['Inspect brakes, bleed system', 80, 130],
        ['Replace fuel pump', 110, 180],
      ],
      2,
      4,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['PF25 oil filter', 8, 14],
        ['10W-30 oil (qt)', 5, 9],
        ['Coolant gal', 18, 28],
        ['Fuel pump', 60, 110],
        ['Radiator hose', 20, 35],
        ['Thermostat 180F', 12, 22],
      ],
      3,
      5,
      (r) => r.pick([1, 1, 5, 2]),
    ),
    f,
  );
  const sublet = r2(f * rng.int(0, 1) * rng.int(30, 60));
  const supplies = r2(f * rng.int(10, 25));
  const L = total(lab);
  const P = total(par);
  const tax = r2(P * 0.07);
  const gross = r2(L + P + sublet + supplies + tax);
  const miles = whole(rng, 20000, 110000);
  p.text(50, shop, { y: 50, size: 15, bold: true });
  p.text(50, `${streetUS(rng)} · ${rng.pick(['Bowling Green, KY', 'Naperville, IL', 'Toledo, OH'])}`, { y: 63, size: 8.5 });
  p.text(545, `Invoice # ${digits(rng, 5)}`, { y: 50, size: 10, align: 'right', bold: true });
  p.text(545, `Date: ${fd(date, 'usshort')}`, { y: 63, size: 9, align: 'right' });
  p.text(
    50,
    `Customer: ${nameEN(rng)}    Odometer: ${num(miles, 'en').slice(0, -3)}    ${rng.int(1968, 1976)} Corvette coupe, ${rng.pick(['350', '454'])} V8`,
    { y: 100, size: 9 },
  );
  p.y = 130;
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Labor description', 'Labor'], { bold: true });
  p.down(13);
  for (const l of lab) {
    row(p, cols, [l.text, num(l.amount, 'en')]);
    p.down(12.5);
  }
  p.down(12);
  const cols2: Col[] = [{ x: 50 }, { x: 90 }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols2, ['Qty', 'Part description', 'Each', 'Ext.'], { bold: true });
  p.down(13);
  for (const l of par) {
    row(p, cols2, [String(l.qty), l.text, num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12.5);
  }
  p.down(20);
  const boxes: [string, number][] = [
    ['Labor', L],
    ['Parts', P],
    ['Sublet', sublet],
    ['Shop supplies', supplies],
    ['Tax', tax],
    ['Total', gross],
  ];
  boxes.forEach(([a, b], i) => {
    const x = 50 + i * 83;
    p.box(x, p.y, 80, 32, i === 5);
    p.text(x + 4, a, { y: p.y + 10, size: 7 });
    p.text(x + 76, num(b, 'en'), { y: p.y + 26, size: 9.5, align: 'right', bold: i === 5 });
  });
  p.down(60);
  p.text(50, 'Next service: fall lay-up / winterization. Thank you for your business!', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 6. A New England shop's fall winterization and storage bill: one table, storage as a line, no subtotals. */
export function winterizeNewEngland(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(1995, 2025);
  const date = `${y}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const shop = `${rng.pick(['Granite State', 'Green Mountain', 'Berkshire'])} Classic Car ${rng.pick(['Care', 'Storage & Service'])}`;
  const f = scale(y, 'USD');
  const items = scaled(
    lines(
      rng,
      [
        ['Winterize: fuel stabilizer, top off tank', 30, 50],
        ['Oil & filter change before storage', 60, 95],
        ['Battery tender installed', 20, 35],
        ['Rodent deterrent, plug exhaust & intake', 25, 40],
        ['Inflate tires, set on tire cradles', 20, 35],
        ['Indoor heated storage Nov-Apr', 700, 1100],
      ],
      4,
      5,
    ),
    f,
  );
  const gross = total(items);
  const miles = whole(rng, 15000, 95000);
  const c = car(rng);
  p.text(50, shop, { y: 55, size: 14, bold: true, serif: true });
  p.text(50, `${streetUS(rng)} · ${rng.pick(['Keene, NH', 'Manchester, VT', 'Lenox, MA'])} · (603) ${digits(rng, 3)}-${digits(rng, 4)}`, {
    y: 69,
    size: 8.5,
    serif: true,
  });
  p.text(50, `Bill to: ${nameEN(rng)}`, { y: 110, size: 10 });
  p.text(50, `Vehicle: ${c.year} ${c.make} ${c.model} · Miles: ${miles}`, { y: 124, size: 10 });
  p.text(545, fd(date, 'uslong'), { y: 110, size: 10, align: 'right' });
  p.text(545, `Invoice ${digits(rng, 4)}`, { y: 124, size: 10, align: 'right' });
  p.y = 165;
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Service', 'Amount'], { bold: true });
  p.down(17);
  for (const l of items) {
    row(p, cols, [l.text, `$${num(l.amount, 'en')}`], { size: 9.5 });
    p.down(14);
  }
  p.down(8);
  hline(p, 380, 165);
  p.down(15);
  p.text(380, 'Balance due', { size: 11, bold: true });
  p.text(545, `$${num(gross, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'Storage is payable in advance. Spring pick-up after April 15 — call ahead so we can wake her up.', { size: 8.5, serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    totalCost: gross,
    workPerformed: items.map((l) => l.text),
  });
}

/** 7. A 1970s/80s British dealer's typed service account: "To servicing your vehicle", parts and labour, VAT of the year. */
export function dealerAccount1970s(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(1975, 1989)}-${rng.pick(['03', '04', '05', '09'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = `${rng.pick(['Barraclough', 'Henshaw', 'Pritchard'])} & ${rng.pick(['Sons', 'Kemp'])} Ltd.`;
  const f = scale(y, 'GBP');
  const c = car(rng, y - 3);
  const jobs = rng.some(
    [
      'To carrying out 6,000 mile service',
      'Adjust clutch and brakes',
      'Renew points and plugs, set timing',
      'Top up and check all levels',
      'Investigate oil leak from sump, renew gasket',
      'Prepare vehicle for M.o.T. test',
    ],
    rng.int(3, 4),
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Contact set', 5, 9],
        ['Plugs', 3, 5],
        ['Engine oil, 5 pints', 12, 20],
        ['Sump gasket', 6, 10],
        ['Oil filter', 8, 14],
      ],
      2,
      4,
      qtyPick,
    ),
    f,
  );
  const L = r2(f * rng.int(120, 260));
  const P = total(par);
  const vatR = vatUK(y);
  const net = r2(L + P);
  const vat = r2((net * vatR) / 100);
  const gross = r2(net + vat);
  const miles = whole(rng, 12000, 80000);
  p.text(297, shop, { y: 48, size: 15, bold: true, serif: true, align: 'center' });
  p.text(
    297,
    `Main Dealers · ${rng.pick(['British Leyland', 'Austin Morris', 'Triumph'])} Sales and Service · ${rng.pick(['Huddersfield', 'Lincoln', 'Shrewsbury'])}`,
    { y: 62, size: 8.5, serif: true, align: 'center' },
  );
  p.text(297, `Telephone ${digits(rng, 4)} ${digits(rng, 5)}  ·  V.A.T. Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    y: 73,
    size: 8,
    serif: true,
    align: 'center',
  });
  p.text(50, `M${rng.pick(['r', 'rs'])}. ${nameEN(rng)}`, { y: 115, size: 10, serif: true });
  p.text(50, streetEN(rng), { y: 128, size: 10, serif: true });
  p.text(400, `Date  ${fd(date, 'uklong')}`, { y: 115, size: 9.5, serif: true });
  p.text(400, `Job No.  ${digits(rng, 5)}`, { y: 128, size: 9.5, serif: true });
  p.text(50, `Reg. No. ${plateUKold(rng, c.year)}      Model ${c.model}      Mileage ${miles}`, { y: 160, size: 9.5, serif: true });
  p.y = 190;
  for (const j of jobs) {
    p.text(50, j, { size: 9.5, serif: true });
    p.down(13);
  }
  p.text(420, 'Labour', { size: 9.5, serif: true });
  p.text(545, num(L, 'en'), { size: 9.5, serif: true, align: 'right' });
  p.down(22);
  for (const l of par) {
    p.text(50, `${l.qty}  ${l.text}`, { size: 9.5, serif: true });
    p.text(470, num(l.amount, 'en'), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(420, 'Parts', { size: 9.5, serif: true });
  p.text(545, num(P, 'en'), { size: 9.5, serif: true, align: 'right' });
  p.down(22);
  p.text(420, `V.A.T. ${vatR}%`, { size: 9.5, serif: true });
  p.text(545, num(vat, 'en'), { size: 9.5, serif: true, align: 'right' });
  p.down(16);
  p.text(420, 'Total £', { size: 10.5, serif: true, bold: true });
  p.text(545, num(gross, 'en'), { size: 10.5, serif: true, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'Accounts are due for payment on collection of the vehicle. E.&O.E.', { size: 8, serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: par.map((l) => l.text),
  });
}

/** 8. A 1980s New York State inspection repair order: labor and parts as two columns side by side. */
export function nyInspection1980s(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 1994);
  const y = yearOf(date);
  const shop = `${rng.pick(['Village', 'Hudson Valley', 'Main Street'])} ${rng.pick(['Sunoco', 'Garage', 'Auto Repair'])}`;
  const f = scale(y, 'USD');
  const lab = scaled(
    lines(
      rng,
      [
        ['NYS inspection', 10, 15],
        ['Replace tail lamp lens', 10, 20],
        ['Adjust brakes', 20, 35],
        ['Replace wiper arm', 8, 15],
        ['Align headlamps', 10, 18],
      ],
      2,
      4,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Tail lamp lens', 10, 25],
        ['Wiper arm', 8, 16],
        ['Bulbs', 2, 5],
        ['Brake shoes', 25, 45],
      ],
      1,
      3,
    ),
    f,
  );
  const L = total(lab);
  const P = total(par);
  const tax = r2(P * 0.075);
  const gross = r2(L + P + tax);
  const miles = whole(rng, 30000, 140000);
  const c = car(rng, y - 8);
  p.text(50, shop, { y: 50, size: 14, bold: true });
  p.text(50, `${streetUS(rng)}, ${rng.pick(['Rhinebeck', 'Saugerties', 'Cold Spring'])}, N.Y. · DMV Facility No. ${digits(rng, 7)}`, { y: 63, size: 8.5 });
  p.text(545, `No. ${digits(rng, 5)}`, { y: 50, size: 11, align: 'right', bold: true });
  p.text(50, `NAME ${nameEN(rng)}`, { y: 95, size: 9 });
  p.text(300, `DATE ${fd(date, 'usshort')}`, { y: 95, size: 9 });
  p.text(50, `YEAR ${c.year}  MAKE ${c.make.toUpperCase()}  MODEL ${c.model.toUpperCase()}`, { y: 109, size: 9 });
  p.text(300, `LIC. NO. ${letters(rng, 3)}-${digits(rng, 3)}`, { y: 109, size: 9 });
  p.text(450, `MILES ${miles}`, { y: 109, size: 9 });
  p.box(50, 125, 240, 180);
  p.box(300, 125, 245, 180);
  p.text(56, 'LABOR', { y: 137, size: 8.5, bold: true });
  p.text(306, 'PARTS', { y: 137, size: 8.5, bold: true });
  lab.forEach((l, i) => {
    p.text(56, l.text, { y: 152 + i * 13, size: 8.5 });
    p.text(284, num(l.amount, 'en'), { y: 152 + i * 13, size: 8.5, align: 'right' });
  });
  par.forEach((l, i) => {
    p.text(306, `${l.qty} ${l.text}`, { y: 152 + i * 13, size: 8.5 });
    p.text(539, num(l.amount, 'en'), { y: 152 + i * 13, size: 8.5, align: 'right' });
  });
  p.text(56, 'TOTAL LABOR', { y: 298, size: 8.5, bold: true });
  p.text(284, num(L, 'en'), { y: 298, size: 8.5, bold: true, align: 'right' });
  p.text(306, 'TOTAL PARTS', { y: 298, size: 8.5, bold: true });
  p.text(539, num(P, 'en'), { y: 298, size: 8.5, bold: true, align: 'right' });
  const s: [string, number][] = [
    ['PARTS', P],
    ['LABOR', L],
    ['TAX', tax],
    ['TOTAL', gross],
  ];
  s.forEach(([a, b], i) => {
    p.text(440, a, { y: 330 + i * 14, size: 9, bold: i === 3 });
    p.text(545, num(b, 'en'), { y: 330 + i * 14, size: 9, bold: i === 3, align: 'right' });
  });
  p.text(50, `Sticker No. ${letters(rng, 1)}${digits(rng, 7)}  Passed`, { y: 340, size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 9. An MG club workshop's spring service: Labour and Materials totals labelled on the left, amounts under a £ column. */
export function clubWorkshopSpring(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(2008, 2026)}-${rng.pick(['02', '03', '04'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = rng.pick(['Abingdon Classic Workshop', 'Octagon Garage Services', 'Safety Fast Spares & Service']);
  const f = scale(y, 'GBP');
  const lab = scaled(
    lines(
      rng,
      [
        ['Annual spring service', 120, 180],
        ['Renew front wheel bearings', 80, 130],
        ['Rebuild SU fuel pump', 50, 90],
        ['Adjust valve clearances', 40, 70],
        ['Renew hood and adjust catches', 90, 160],
      ],
      2,
      4,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Service kit MGB', 35, 55],
        ['Wheel bearing kit', 25, 45],
        ['SU pump points', 12, 20],
        ['Rocker cover gasket', 5, 9],
        ['Classic 20W50 oil 4.5L', 28, 38],
      ],
      2,
      4,
    ),
    f,
  );
  const L = total(lab);
  const P = total(par);
  const vat = r2((L + P) * 0.2);
  const gross = r2(L + P + vat);
  const miles = whole(rng, 40000, 150000);
  p.text(50, shop, { y: 55, size: 16, bold: true });
  p.text(50, `Approved by the MG Car Club · ${streetEN(rng)}, Abingdon`, { y: 69, size: 8.5 });
  p.text(545, `Inv. ${digits(rng, 4)}/${String(y).slice(2)}`, { y: 55, size: 10, align: 'right' });
  p.text(545, fd(date, 'uklong'), { y: 69, size: 9, align: 'right' });
  p.text(50, `${nameEN(rng)} · ${plateUKold(rng, 1972)} · MGB Roadster · recorded mileage ${num(miles, 'en').slice(0, -3)}`, { y: 105, size: 9.5 });
  p.y = 140;
  p.text(545, '£', { size: 9, bold: true, align: 'right' });
  p.down(14);
  for (const l of lab) {
    p.text(70, l.text, { size: 9.5 });
    p.text(545, num(l.amount, 'en'), { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.text(50, 'Labour', { size: 9.5, bold: true });
  p.text(470, num(L, 'en'), { size: 9.5, bold: true, align: 'right' });
  p.down(22);
  for (const l of par) {
    p.text(70, l.text, { size: 9.5 });
    p.text(545, num(l.amount, 'en'), { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.text(50, 'Materials', { size: 9.5, bold: true });
  p.text(470, num(P, 'en'), { size: 9.5, bold: true, align: 'right' });
  p.down(26);
  p.text(50, 'VAT at 20%', { size: 9.5 });
  p.text(545, num(vat, 'en'), { size: 9.5, align: 'right' });
  p.down(16);
  p.text(50, 'Total to pay', { size: 11, bold: true });
  p.text(545, `£${num(gross, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(36);
  p.text(50, 'Club members: 10% discount on parts already applied. See you at the spring run!', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 10. A California smog check and spring tune-up: the smog certificate fee, tune-up parts, CA sales tax on parts. */
export function smogTuneUp(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2025);
  const y = yearOf(date);
  const shop = `${rng.pick(['Pacific Coast', 'Valley Foreign', 'Bayside'])} Smog & Tune`;
  const f = scale(y, 'USD');
  const lab = scaled(
    lines(
      rng,
      [
        ['Smog check (pre-OBD)', 45, 70],
        ['Tune-up: plugs, cap, rotor, wires', 90, 150],
        ['Set timing and idle mixture', 40, 70],
        ['Replace PCV valve', 15, 25],
      ],
      2,
      4,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Spark plug', 3, 6],
        ['Distributor cap', 15, 30],
        ['Rotor', 6, 12],
        ['Plug wire set', 30, 55],
        ['PCV valve', 6, 12],
      ],
      2,
      4,
      (r) => r.pick([1, 1, 4, 6]),
    ),
    f,
  );
  const cert = 8.25;
  const L = total(lab);
  const P = total(par);
  const tax = r2(P * 0.0825);
  const gross = r2(L + P + tax + cert);
  const miles = whole(rng, 40000, 180000);
  const c = car(rng);
  p.text(50, shop, { y: 50, size: 14, bold: true });
  p.text(
    50,
    `BAR Reg. ARD ${digits(rng, 6)} · Smog Check Station ${letters(rng, 2)}${digits(rng, 6)} · ${rng.pick(['Santa Rosa', 'Fresno', 'San Diego'])}, CA`,
    { y: 63, size: 8 },
  );
  p.text(50, `INVOICE ${digits(rng, 6)}`, { y: 95, size: 11, bold: true });
  p.text(300, `Completed ${fd(date, 'us')}`, { y: 95, size: 9.5 });
  p.text(50, `${nameEN(rng)} — ${c.year} ${c.make} ${c.model} — Lic. ${digits(rng, 1)}${letters(rng, 3)}${digits(rng, 3)} — Odo ${miles}`, { y: 110, size: 9 });
  p.y = 140;
  const cols: Col[] = [{ x: 50 }, { x: 100 }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Type', 'Description', 'Qty/Hrs', 'Amount'], { bold: true });
  p.down(13);
  for (const l of lab) {
    row(p, cols, ['LABOR', l.text, '', num(l.amount, 'en')]);
    p.down(12.5);
  }
  for (const l of par) {
    row(p, cols, ['PART', l.text, String(l.qty), num(l.amount, 'en')]);
    p.down(12.5);
  }
  row(p, cols, ['FEE', 'State smog certificate', '', num(cert, 'en')]);
  p.down(24);
  const s: [string, number][] = [
    ['Labor', L],
    ['Parts', P],
    ['Certificate', cert],
    ['Tax on parts 8.25%', tax],
    ['Invoice total', gross],
  ];
  s.forEach(([a, b], i) => {
    p.text(460, a, { size: 9.5, align: 'right', bold: i === 4 });
    p.text(545, `$${num(b, 'en')}`, { size: 9.5, align: 'right', bold: i === 4 });
    p.down(13);
  });
  p.down(30);
  p.text(50, 'Written estimate given and approved. Replaced parts offered to customer.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}
