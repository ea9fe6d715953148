/**
 * English-language receipts and policies of Australia, New Zealand and Canada: a servo's fuel docket, a New Zealand
 * testing station's WOF fee receipt, a Canadian parts store's counter receipt with GST and PST; an Australian
 * club-permit agreed-value policy schedule with GST and stamp duty, a New Zealand classic-car policy with GST
 * included, and an Ontario collector-vehicle policy declarations page.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, gstAU, gstCA, gstNZ, kv, lines, person, place, plate, round, surname } from './kit';

/** An Australian service station's fuel docket (1985–2026): litres and cents per litre, GST included after 2000. */
export function auServoDocket(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'AU');
  const firm = `${where.town} ${rng.pick(['Service Station', 'Roadhouse', 'Fuel & Mechanical', 'Motors Servo'])}`;
  const litres = r2(25 + rng.next() * 50);
  const cpl = r2(45 + (y - 1985) * 4.2 + rng.next() * 20);
  const fuel = r2((litres * cpl) / 100);
  const extra = rng.chance(0.4)
    ? { text: rng.pick(['Octane booster', 'Engine oil 1L', 'Ice 5kg', 'Meat pie']), amount: r2(rng.int(3, 18) + rng.pick([0.5, 0.95, 0])) }
    : null;
  const total = r2(fuel + (extra?.amount ?? 0));
  const g = gstAU(date);
  const x = 297;
  p.y = 70;
  p.text(x, firm.toUpperCase(), { size: 10, bold: true, align: 'center' });
  p.down(12).text(x, `${where.street} ${where.town} ${where.area} ${where.post}`, { size: 8.5, align: 'center' });
  if (g) p.down(11).text(x, `ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`, { size: 8, align: 'center' });
  p.down(14).text(x, g ? 'TAX INVOICE' : 'CUSTOMER DOCKET', { size: 9, bold: true, align: 'center' });
  p.down(16);
  const cols: Col[] = [{ x: 215 }, { x: 380, align: 'right' }];
  row(p, cols, [`Pump ${rng.int(1, 10)} ${rng.pick(y < 1986 ? ['Super', 'Standard'] : ['ULP 91', 'Premium 98', 'Super', 'Diesel', 'LRP'])}`, ''], { size: 9 });
  p.down(11);
  row(p, cols, [`${num(litres, 'en')} L @ ${num(cpl, 'en').replace(/0$/, '')} c/L`, `$${num(fuel, 'en')}`], { size: 9 });
  p.down(11);
  if (extra) {
    row(p, cols, [extra.text, `$${num(extra.amount, 'en')}`], { size: 9 });
    p.down(11);
  }
  p.text(215, '='.repeat(33), { size: 9 });
  p.down(12);
  row(p, cols, ['TOTAL', `$${num(total, 'en')}`], { size: 10.5, bold: true });
  p.down(12);
  if (g) {
    row(p, cols, ['GST included', `$${num(r2(total / 11), 'en')}`], { size: 8.5 });
    p.down(12);
  }
  row(p, cols, [rng.pick(['CASH', 'EFTPOS', 'VISA', 'BANKCARD']), `$${num(total, 'en')}`], { size: 9 });
  p.down(16);
  p.text(x, `${fd(date, 'uk')} ${String(rng.int(5, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   Trans ${rng.int(10000, 99999)}`, {
    size: 8.5,
    align: 'center',
  });
  p.down(12).text(x, 'Thank you — drive safely', { size: 8.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** A New Zealand testing station's WOF receipt (1995–2026): the fee, GST included, pass or fail, recheck terms. */
export function nzWofFeeReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const where = place(rng, 'NZ');
  const firm = `${rng.pick(['VTNZ', 'Testing Station', 'WOF Centre'])} ${where.town.split(',')[0]}`;
  const c = car(rng, 'anz');
  const fee = r2(rng.pick([35, 40, 45, 49, 55, 59, 65, 70]));
  const g = gstNZ(date);
  const passed = rng.chance(0.7);
  p.text(50, firm, { size: 14, bold: true });
  p.down(12).text(50, `${where.street}, ${where.town} · GST ${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(100, 999)}`, { size: 8.5 });
  p.down(28).text(50, 'RECEIPT / TAX INVOICE', { size: 12, bold: true });
  p.text(545, `No. ${rng.int(100000, 999999)}`, { size: 10, align: 'right' });
  p.down(20);
  kv(p, 50, 'Date', fd(date, 'uklong'), 150);
  p.down(13);
  kv(p, 50, 'Plate', plate(rng, 'NZ', Number(date.slice(0, 4))), 150);
  p.down(13);
  kv(p, 50, 'Vehicle', `${c.year} ${c.make} ${c.model}`, 150);
  p.down(13);
  kv(p, 50, 'Inspection', rng.pick(['Warrant of Fitness (6-monthly, pre-2000 vehicle)', 'Warrant of Fitness', 'WOF — vintage/veteran vehicle (annual)']), 150);
  p.down(13);
  kv(p, 50, 'Result', passed ? 'PASS — label issued' : 'FAIL — see check sheet', 150, { bold: true });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 350, align: 'right' }];
  row(p, cols, ['WOF inspection fee', `$${num(fee, 'en')}`], { size: 10 });
  p.down(14);
  hline(p, 50, 300, p.y - 4);
  p.down(8);
  row(p, cols, ['Amount paid', `$${num(fee, 'en')}`], { size: 10.5, bold: true });
  p.down(13);
  row(p, cols, [`Includes GST (${g}%)`, `$${num(r2((fee * g) / (100 + g)), 'en')}`], { size: 8.5 });
  p.down(24);
  if (!passed)
    para(
      p,
      50,
      'Free recheck if the vehicle is re-presented within 28 days of the inspection at this station. After 28 days a full inspection fee applies.',
      95,
      { size: 8.5 },
    );
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: fee });
}

/** A Canadian auto-parts store's counter receipt (1991–2026): part numbers, GST and the province's PST. */
export function caPartsCounter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1991, 2026);
  const prov = rng.pick(['MB', 'SK', 'BC']);
  const where = place(rng, 'CA', prov);
  const firm = `${surname(rng, 'CA')} Auto Parts`;
  const items = lines(
    rng,
    [
      ['Spark plug', 3, 8, 8],
      ['Distributor cap', 18, 35],
      ['Rotor', 6, 14],
      ['Oil filter', 7, 15],
      ['Air filter', 14, 30],
      ['Brake fluid DOT 3', 6, 11],
      ['Thermostat 180F', 12, 24],
      ['Upper rad hose', 18, 36],
      ['Block heater cord', 22, 40],
      ['Fuel filter', 8, 18],
    ],
    rng.int(2, 6),
  );
  const sub = sum(items.map((i) => i.amount));
  const g = gstCA(date);
  const pstRate = prov === 'MB' ? (date >= '2013-07-01' && date < '2019-07-01' ? 8 : 7) : prov === 'SK' ? (date < '2017-03-23' ? 5 : 6) : 7;
  const gst = r2((sub * g) / 100);
  const pst = r2((sub * pstRate) / 100);
  const total = r2(sub + gst + pst);
  p.text(50, firm.toUpperCase(), { size: 14, bold: true });
  p.down(12).text(50, `${where.street}, ${where.town}, ${prov} ${where.post}`, { size: 8.5 });
  p.down(11).text(50, `GST/HST Reg. ${rng.int(100000000, 999999999)}RT0001`, { size: 8.5 });
  p.down(22);
  kv(p, 50, 'Invoice', String(rng.int(100000, 999999)), 110);
  kv(p, 330, 'Date', fd(date, 'iso'), 370);
  p.down(13);
  kv(p, 50, 'Clerk', person(rng, 'CA').first.toUpperCase(), 110);
  kv(p, 330, 'Terms', rng.pick(['CASH', 'DEBIT', 'VISA', 'ON ACCOUNT']), 370);
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 140 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Part #', 'Description', 'Qty', 'Price', 'Ext'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const l of items) {
    row(p, cols, [`${rng.pick(['AC', 'MP', 'FR', 'ST'])}${rng.int(100, 9999)}`, l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12);
  }
  hline(p, 380, 165, p.y - 2);
  p.down(12);
  for (const [a, b, bold] of [
    ['Subtotal', sub],
    [`GST ${g}%`, gst],
    [`PST ${pstRate}%`, pst],
    ['TOTAL', total, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, ['', '', '', a, num(b, 'en')], { bold, size: 9.5 });
    p.down(13);
  }
  p.down(16);
  p.text(50, 'Returns within 30 days with receipt. No returns on electrical parts.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** An Australian club-permit agreed-value policy schedule (2001–2026): base premium, GST, stamp duty, excess. */
export function auAgreedValueSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2001, 2025);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const insurer = `${rng.pick(['Heritage Motor', 'Vintage Wheels', 'Southern Cross Classic', 'Enthusiast'])} Insurance`;
  const c = car(rng, 'anz');
  const insured = person(rng, 'AU');
  const where = place(rng, 'AU');
  const agreed = round(rng.int(12000, 180000), 500);
  const base = r2(agreed * (0.008 + rng.next() * 0.008));
  const gst = r2(base * 0.1);
  const dutyRate = rng.pick([9, 10, 11]);
  const duty = r2(((base + gst) * dutyRate) / 100);
  const total = r2(base + gst + duty);
  const excess = rng.pick([250, 300, 500, 750]);
  const polNo = `${rng.pick(['HMV', 'CLS', 'VW'])}${rng.int(1000000, 9999999)}`;
  const coverage = 'Agreed Value Comprehensive — Club Permit Vehicle';

  p.text(50, insurer, { size: 15, bold: true });
  p.down(12).text(50, `AFSL ${rng.int(200000, 499999)} · ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`, { size: 8.5 });
  p.y = 100;
  p.text(50, 'Policy Schedule', { size: 14 });
  p.text(545, `Tax Invoice · ${fd(addDays(start, -rng.int(5, 25)), 'uk')}`, { size: 9, align: 'right' });
  p.down(22);
  for (const [a, b] of [
    ['Policy number', polNo],
    ['Insured', `${insured.name}, ${where.town} ${where.area}`],
    ['Cover', coverage],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (4.00 pm)`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', `${plate(rng, 'AU', 2010, 'VIC')} (club permit, 90-day log book)`],
    ['Agreed value', `$${num(agreed, 'en')}`],
    ['Basic excess', `$${num(excess, 'en')}`],
    ['Use', 'Club events, maintenance runs and permitted log-book days only'],
  ] as [string, string][]) {
    kv(p, 50, a, b, 180);
    p.down(14);
  }
  p.down(12);
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }];
  p.text(50, 'Premium', { size: 10, bold: true });
  p.down(14);
  for (const [a, b, bold] of [
    ['Base premium', base],
    ['GST', gst],
    [`Stamp duty`, duty],
    ['Total payable', total, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, `$${num(b, 'en')}`], { size: 9.5, bold });
    p.down(13);
  }
  p.down(18);
  para(
    p,
    50,
    'Your vehicle is covered for the agreed value shown, less the excess, in the event of a total loss. Cover applies only while the vehicle is used in accordance with the conditions of its club permit. Please read this schedule with the Product Disclosure Statement.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: coverage,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A New Zealand classic-car policy (1995–2026): premium including GST and the fire levy, an excess. */
export function nzClassicPolicy(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1995, 2025);
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const insurer = `${rng.pick(['Kiwi Classic', 'Aotearoa Vintage', 'Tasman Heritage'])} Car Insurance Ltd`;
  const c = car(rng, 'anz');
  const insured = person(rng, 'NZ');
  const agreed = round(rng.int(8000, 120000), 500);
  const g = gstNZ(start);
  const base = r2(agreed * (0.009 + rng.next() * 0.01));
  const levy = start < '2010-01-01' ? 6.08 : start < '2017-01-01' ? 6.8 : 8.45;
  const gst = r2(((base + levy) * g) / 100);
  const total = r2(base + levy + gst);
  const excess = rng.pick([200, 250, 400, 500]);
  const polNo = `KC-${rng.int(100000, 999999)}`;
  const coverage = rng.pick(['Classic Vehicle Comprehensive (Agreed Value)', 'Agreed Value — Laid-up and Limited Use']);

  p.text(545, insurer, { size: 13, bold: true, align: 'right' });
  p.down(12).text(545, 'PO Box ' + rng.int(1000, 99999) + ', ' + place(rng, 'NZ').town, { size: 8.5, align: 'right' });
  p.y = 110;
  p.text(50, insured.name, { size: 10 });
  p.down(12).text(50, place(rng, 'NZ').town, { size: 10 });
  p.y = 160;
  p.text(50, 'Certificate of Insurance', { size: 15, bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 200 }];
  for (const [a, b] of [
    ['Policy No.', polNo],
    ['Cover type', coverage],
    ['Insured vehicle', `${c.make} ${c.model} (${c.year}), plate ${plate(rng, 'NZ', 2005)}`],
    ['Agreed value', `$${num(agreed, 'en')}`],
    ['Excess', `$${num(excess, 'en')} each and every claim`],
    ['Period', `From ${fd(start, 'uk')} to ${fd(end, 'uk')}`],
  ] as [string, string][]) {
    row(p, cols, [a, b], { size: 9.5 });
    p.down(14);
  }
  p.down(14);
  p.box(50, p.y - 12, 300, 74);
  const c2: Col[] = [{ x: 60 }, { x: 340, align: 'right' }];
  for (const [a, b, bold] of [
    ['Premium', base],
    ['Fire and Emergency levy', levy],
    [`GST${g ? ` ${g}%` : ''}`, gst],
    ['Annual premium (incl. GST)', total, true],
  ] as [string, number, boolean?][]) {
    row(p, c2, [a, `$${num(b, 'en')}`], { size: 9.5, bold });
    p.down(14);
  }
  p.down(24);
  para(
    p,
    50,
    'Driver conditions: main driver over 25 years, vehicle garaged, used for club events and occasional pleasure use only. Payment by direct debit on the 1st of the month following.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: coverage,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Ontario collector-vehicle policy declarations page (1996–2026): coverages with premiums, a policy fee, no tax. */
export function caCollectorDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1996, 2025);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const insurer = `${rng.pick(['Northern Collector', 'Maple Leaf Classic', 'Great Lakes Antique Auto'])} Insurance Company`;
  const c = car(rng, 'anz');
  const insured = person(rng, 'CA');
  const where = place(rng, 'CA', 'ON');
  const lines4: [string, string, number][] = [
    ['Third Party Liability', `$${rng.pick(['1,000,000', '2,000,000'])}`, r2(rng.int(60, 180))],
    ['Accident Benefits', 'Standard', r2(rng.int(20, 70))],
    ['Uninsured Automobile', 'As per policy', r2(rng.int(5, 15))],
    ['Direct Compensation – Property Damage', `Deductible $${rng.pick([0, 300, 500])}`, r2(rng.int(10, 40))],
    ['All Perils', `Deductible $${rng.pick([250, 500, 1000])}`, r2(rng.int(80, 420))],
  ];
  const fee = rng.pick([0, 25, 35]);
  const total = r2(sum(lines4.map((l) => l[2])) + fee);
  const polNo = `${rng.pick(['NC', 'MLC', 'GLA'])} ${rng.int(1000000, 9999999)}`;
  const coverage = 'Collector Vehicle — Ontario Automobile Policy (OAP 1)';

  p.text(50, insurer, { size: 13, bold: true });
  p.down(12).text(50, `Certificate of Automobile Insurance — Owner's Policy (Ontario)`, { size: 9 });
  p.y = 105;
  kv(p, 50, 'Policy Number', polNo, 170, { bold: true });
  p.down(13);
  kv(p, 50, 'Named Insured', `${insured.name}, ${where.street}, ${where.town} ON ${where.post}`, 170);
  p.down(13);
  kv(p, 50, 'Policy Period', `${fd(start, 'uslong')} to ${fd(end, 'uslong')}, 12:01 a.m. standard time`, 170);
  p.down(13);
  kv(p, 50, 'Policy Type', coverage, 170);
  p.down(13);
  kv(p, 50, 'Described Automobile', `${c.year} ${c.make} ${c.model}  VIN ${c.vin}`, 170);
  p.down(13);
  kv(p, 50, 'Stated Amount', `$${num(round(rng.int(15000, 150000), 1000), 'en')}`, 170);
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 300 }, { x: 545, align: 'right' }];
  row(p, cols, ['Coverage', 'Limit / Deductible', 'Premium'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const [a, b, n] of lines4) {
    row(p, cols, [a, b, `$${num(n, 'en')}`]);
    p.down(13);
  }
  if (fee) {
    row(p, cols, ['Policy fee', '', `$${num(fee, 'en')}`]);
    p.down(13);
  }
  hline(p, 380, 165, p.y - 3);
  p.down(12);
  row(p, cols, ['Total Annual Premium', '', `$${num(total, 'en')}`], { bold: true });
  p.down(26);
  para(
    p,
    50,
    'Conditions: the automobile is not used for daily transportation, is stored in a locked garage, and the insured has a regular-use vehicle insured. Annual mileage not to exceed 5,000 km.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'insurance', policyNumber: polNo, coverageType: coverage, premium: total, effectiveStart: start, effectiveEnd: end });
}
