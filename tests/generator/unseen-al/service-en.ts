/** English-language specialist bills: UK marque specialists, US restorers, Dutch and Italian shops invoicing in English. */
import { doc, fd, hline, num, para, r2, row, sum, vatUK, addDays, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { ALFA, BRITISH, enName, JAGUAR, MERCEDES, MG, MUSCLE, PORSCHE, priced, tidy, vehicle, VW } from './kit';

const ukReg = (rng: Random, year: number) =>
  year < 1983 && rng.chance(0.6)
    ? `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)}${year >= 1963 ? String.fromCharCode(65 + rng.int(2, 22)) : ''}`
    : `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(10, 999)}`;

/** A modern UK Jaguar specialist's invoice: labour lines with hours, parts with part numbers, VAT 20 %. */
export function jaguarSpecialistUK(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, JAGUAR);
  const date = rng.date(2011, 2025);
  const firm = rng.pick(['Cotswold E-Type Engineering Ltd', 'Marches Jaguar Heritage Ltd', 'Brackley Classic Jaguar Ltd']);
  const miles = rng.int(20000, 130000);
  const rate = tidy(rng, 62, 95);
  const jobs = rng.some(
    [
      ['Annual service to factory schedule', 3, 5],
      ['Adjust valve clearances (cam cover off)', 3, 5],
      ['Triple SU carburettors balanced', 1, 2.5],
      ['Replace rear brake pads – inboard calipers', 3, 6],
      ['Renew front wheel bearings', 2, 3.5],
      ['Fit electronic ignition', 1, 2],
      ['Road test and report', 0.5, 1],
    ] as [string, number, number][],
    rng.int(4, 6),
  );
  const lab = jobs.map(([t, lo, hi]) => {
    const h = Math.round((lo + rng.next() * (hi - lo)) * 2) / 2;
    return { t, h, a: r2(h * rate) };
  });
  const parts = priced(
    rng,
    [
      ['C30011 Oil filter', 9, 16],
      ['N12YC Spark plugs', 3, 6],
      ['C26055 Rear brake pads', 38, 70],
      ['C17169 Front wheel bearing kit', 30, 55],
      ['Pertronix Ignitor', 95, 140],
      ['C30296 Cam cover gasket set', 18, 34],
      ['Castrol Classic XL 20W-50 (litre)', 9, 14],
    ],
    rng.int(3, 6),
  );
  const qty = parts.map(([t]) => (/plugs/.test(t) ? 6 : /litre/.test(t) ? 8 : /bearing/.test(t) ? 2 : 1));
  const pa = parts.map(([, u], i) => r2(u * qty[i]));
  const labour = sum(lab.map((l) => l.a));
  const partsT = sum(pa);
  const net = r2(labour + partsT);
  const vr = vatUK(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.text(40, firm, { size: 16, bold: true });
  p.down(13).text(40, 'Independent Jaguar specialists since 1979 · Servicing · Restoration · Parts', { size: 8.5 });
  p.down(11).text(
    40,
    `Unit ${rng.int(1, 20)}, ${rng.pick(['Station Road Industrial Estate', 'Mill Lane', 'Airfield Business Park'])} · VAT Reg. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { size: 8.5 },
  );
  p.y = 120;
  p.text(40, 'INVOICE', { size: 20, bold: true });
  p.y = 150;
  p.text(40, enName(rng), { size: 9.5 })
    .down(12)
    .text(40, `${rng.int(1, 90)} ${rng.pick(['Church Lane', 'The Green', 'Manor Road'])}`, { size: 9.5 })
    .down(12)
    .text(40, rng.pick(['Chipping Norton', 'Ludlow', 'Towcester', 'Stow-on-the-Wold']), { size: 9.5 });
  p.y = 150;
  for (const [k, val] of [
    ['Invoice No', String(rng.int(21000, 29999))],
    ['Tax Point', fd(date, 'uk')],
    ['Job No', `J${rng.int(4000, 9999)}`],
    ['Registration', ukReg(rng, v.year)],
    ['Mileage', num(miles, 'en').slice(0, -3)],
  ]) {
    p.text(370, k, { size: 9 }).text(555, val, { size: 9, align: 'right' });
    p.down(12);
  }
  p.y = 232;
  p.text(40, `Vehicle: ${v.year} ${v.label} · Chassis ${v.vin} · Engine ${v.car.engine}${rng.int(1000, 9999)}-${rng.pick(['8', '9'])}`, { size: 9 });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Labour', 'Hours', 'Rate', 'Net £'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  lab.forEach((l) => {
    row(p, cols, [l.t, num(l.h, 'en'), num(rate, 'en'), num(l.a, 'en')]);
    p.down(13);
  });
  row(p, cols, ['Labour total', '', '', num(labour, 'en')], { bold: true });
  p.down(22);
  row(p, cols, ['Parts', 'Qty', 'Unit', 'Net £'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  parts.forEach(([t, u], i) => {
    row(p, cols, [t, String(qty[i]), num(u, 'en'), num(pa[i], 'en')]);
    p.down(13);
  });
  row(p, cols, ['Parts total', '', '', num(partsT, 'en')], { bold: true });
  p.down(26);
  for (const [k, val, b] of [
    ['Net', net, false],
    [`VAT @ ${vr}%`, vat, false],
    ['TOTAL DUE', total, true],
  ] as [string, number, boolean][]) {
    p.text(400, k, { size: 10, bold: b }).text(555, `£${num(val, 'en')}`, { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(16);
  para(
    p,
    40,
    `Advisories: ${rng.pick(['slight oil weep from rear main seal – monitor', 'front tyres dated 2009 – recommend replacement', 'exhaust mounting rubbers perished'])}. Payment by BACS to Lloyds Bank, sort code 30-${rng.int(10, 99)}-${rng.int(10, 99)}. Thank you for your custom.`,
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: partsT,
    totalCost: total,
    workPerformed: lab.map((l) => l.t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A 1970s MG dealer-specialist's typed invoice in pounds, VAT at 8 % (from 1973). */
export function mgTyped1970s(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(
    rng,
    MG.filter((c) => c.model !== 'MGA 1600'),
  );
  const date = rng.date(1973, 1978);
  const firm = rng.pick(['Abingdon Road Garage (Oxford) Ltd', 'Wheatley Motors — M.G. Specialists', 'A. E. Hinksey & Son Ltd']);
  const miles = rng.int(15000, 90000);
  const jobs = priced(
    rng,
    [
      ['12,000 mile service', 6, 11],
      ['Decarbonise and grind in valves', 14, 26],
      ['Renew clutch slave cylinder', 3, 6],
      ['Adjust rear brakes and handbrake', 1, 3],
      ['Rebush front suspension', 9, 18],
      ['Tune carburettors', 2, 4],
      ['Renew exhaust system', 4, 8],
    ],
    rng.int(3, 5),
  );
  const parts = priced(
    rng,
    [
      ['Gasket set, decoke', 3, 6],
      ['Slave cylinder', 3, 6],
      ['Exhaust system complete', 14, 24],
      ['Spark plugs (4)', 1, 3],
      ['Oil 5 pints', 1, 3],
      ['Oil filter', 1, 2],
      ['Wishbone bushes set', 2, 5],
    ],
    rng.int(3, 5),
  );
  const lab = sum(jobs.map(([, a]) => a));
  const par = sum(parts.map(([, a]) => a));
  const net = r2(lab + par);
  const vat = r2(net * 0.08);
  const total = r2(net + vat);
  p.y = 50;
  p.text(297, firm, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(12).text(297, 'Main M.G. Dealers · Sales · Service · Spares', { size: 8.5, serif: true, align: 'center' });
  p.down(11).text(297, `Telephone Oxford ${rng.int(40000, 79999)}`, { size: 8.5, serif: true, align: 'center' });
  p.down(26)
    .text(40, `Invoice No. ${rng.int(4000, 9999)}`, { serif: true })
    .text(555, `Date  ${fd(date, 'uklong')}`, { serif: true, align: 'right' });
  p.down(16).text(40, `To: ${rng.pick(['Mr', 'Mrs', 'Dr'])} ${enName(rng)}`, { serif: true });
  p.down(14).text(40, `Make: M.G.   Model: ${v.car.model}   Reg. No.: ${ukReg(rng, v.year)}   Chassis: ${v.vin}   Mileage: ${miles}`, { serif: true, size: 9 });
  p.down(20);
  hline(p, 40, 515);
  p.down(14).text(40, 'To labour charges:', { serif: true, bold: true });
  p.down(14);
  jobs.forEach(([t, a]) => {
    p.text(60, t, { serif: true }).text(480, num(a, 'en'), { serif: true, align: 'right' });
    p.down(13);
  });
  p.text(60, 'Total labour', { serif: true }).text(555, num(lab, 'en'), { serif: true, align: 'right' });
  p.down(20).text(40, 'To parts supplied:', { serif: true, bold: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    p.text(60, t, { serif: true }).text(480, num(a, 'en'), { serif: true, align: 'right' });
    p.down(13);
  });
  p.text(60, 'Total parts', { serif: true }).text(555, num(par, 'en'), { serif: true, align: 'right' });
  p.down(20);
  hline(p, 420, 135, p.y - 8);
  p.text(400, 'Goods and services', { serif: true, align: 'right' }).text(555, num(net, 'en'), { serif: true, align: 'right' });
  p.down(13).text(400, 'V.A.T. @ 8%', { serif: true, align: 'right' }).text(555, num(vat, 'en'), { serif: true, align: 'right' });
  p.down(15).text(400, 'TOTAL   £', { serif: true, bold: true, align: 'right' }).text(555, num(total, 'en'), { serif: true, bold: true, align: 'right' });
  p.down(30).text(40, 'E. & O.E.   Terms strictly cash on completion.', { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A California air-cooled Porsche specialist's repair order: tax on parts only, miles in/out. */
export function porscheRepairOrderCA(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, PORSCHE);
  const date = rng.date(1995, 2025);
  const firm = rng.pick(['Flat Six Motorwerks', 'Pacific Coast Aircooled Inc.', 'Eleven Specialists of Costa Mesa']);
  const milesIn = rng.int(40000, 220000);
  const rate = tidy(rng, 110, 195);
  const ops = rng.some(
    [
      ['Major 30K service per factory schedule', 4, 6],
      ['Replace chain tensioners (Carrera upgrade)', 6, 9],
      ['Engine drop and reseal', 14, 22],
      ['Smog inspection prep, adjust CO', 1, 2],
      ['Replace CV joint boots rear', 2, 3],
      ['Rebuild Zenith carburetors', 5, 8],
    ] as [string, number, number][],
    rng.int(3, 5),
  );
  const lines = ops.map(([t, lo, hi]) => {
    const h = rng.int(lo * 10, hi * 10) / 10;
    return { t, h, a: r2(h * rate) };
  });
  const parts = priced(
    rng,
    [
      ['Tensioner, hydraulic 930 105 047 07', 150, 230],
      ['Valve cover gasket set', 40, 75],
      ['Oil filter', 12, 20],
      ['Motor oil 20W50 (12 qt)', 70, 110],
      ['CV boot kit', 30, 60],
      ['Carb rebuild kit Zenith 40 TIN', 80, 160],
      ['Fuel hoses', 25, 60],
    ],
    rng.int(3, 6),
  );
  const lab = sum(lines.map((l) => l.a));
  const par = sum(parts.map(([, a]) => a));
  const supplies = r2(Math.min(45, lab * 0.05));
  const taxRate = rng.pick([7.75, 8.25, 8.75]);
  const tax = r2((par * taxRate) / 100);
  const total = r2(lab + par + supplies + tax);
  p.box(40, 30, 515, 60);
  p.text(50, firm, { size: 15, bold: true, y: 52 });
  p.text(
    50,
    `${rng.int(1000, 9999)} ${rng.pick(['Harbor Blvd', 'Newport Ave', 'Placentia Ave'])}, Costa Mesa, CA 92627 · BAR Reg. #ARD ${rng.int(200000, 299999)}`,
    { size: 8, y: 66 },
  );
  p.text(545, 'REPAIR ORDER', { size: 12, bold: true, align: 'right', y: 52 });
  p.text(545, `RO# ${rng.int(30000, 59999)}`, { size: 10, align: 'right', y: 66 });
  p.y = 112;
  const opened = addDays(date, -rng.int(2, 14));
  [
    ['Customer', enName(rng)],
    ['Vehicle', `${v.year} ${v.label}`],
    ['VIN', v.vin],
    [
      'License',
      `${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100, 999)}`,
    ],
  ].forEach(([k, val], i) => {
    p.text(40 + (i % 2) * 260, `${k}: ${val}`, { size: 9, y: 112 + Math.floor(i / 2) * 13 });
  });
  p.y = 142;
  p.text(40, `Opened ${fd(opened, 'us')}   Completed ${fd(date, 'us')}   Miles In ${milesIn}   Miles Out ${milesIn + rng.int(5, 30)}`, { size: 9 });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 440, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['OP', 'LABOR DESCRIPTION', 'HRS', 'AMOUNT'], { bold: true, size: 8.5 });
  p.down(14);
  lines.forEach((l, i) => {
    row(p, cols, [String.fromCharCode(65 + i), l.t, num(l.h, 'en'), num(l.a, 'en')]);
    p.down(13);
  });
  p.down(8);
  row(p, cols, ['', 'PART DESCRIPTION', '', 'AMOUNT'], { bold: true, size: 8.5 });
  p.down(14);
  parts.forEach(([t, a]) => {
    row(p, cols, ['', t, '', num(a, 'en')]);
    p.down(13);
  });
  p.down(12);
  p.box(340, p.y - 12, 215, 86);
  for (const [k, val, b] of [
    ['LABOR', lab, false],
    ['PARTS', par, false],
    ['SHOP SUPPLIES', supplies, false],
    [`SALES TAX ${taxRate}% (parts)`, tax, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][]) {
    p.text(348, k, { size: 9, bold: b }).text(550, num(val, 'en'), { size: 9, bold: b, align: 'right' });
    p.down(15);
  }
  p.down(16);
  para(
    p,
    40,
    'I hereby authorize the above repair work to be done along with the necessary material. Warranty 12 months / 12,000 miles on parts and labor. Replaced parts returned to customer.',
    110,
    { size: 7.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: milesIn,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: lines.map((l) => l.t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A US muscle-car restorer's progress-free final invoice: hours by trade, sublet to chrome plater and upholsterer. */
export function muscleRestorationUS(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MUSCLE);
  const date = rng.date(2004, 2025);
  const firm = rng.pick(['Heartland Muscle Restorations LLC', 'Big Block Classics of Ohio, Inc.', 'Concours Muscle Works']);
  const rate = tidy(rng, 75, 115);
  const trades: [string, number][] = [
    ['Disassembly & cataloging', rng.int(30, 70)],
    ['Metal work – quarters, floor pans, trunk drop-offs', rng.int(120, 320)],
    ['Body & paint – block sanding, single-stage urethane', rng.int(140, 300)],
    ['Mechanical reassembly, numbers-matching drivetrain', rng.int(60, 160)],
    ['Wiring & final detail', rng.int(20, 60)],
  ];
  const ta = trades.map(([, h]) => r2(h * rate));
  const parts = priced(
    rng,
    [
      ['Quarter panel skins (pair)', 700, 1400],
      ['Floor pan full length', 300, 650],
      ['Trunk pan', 180, 380],
      ['Weatherstrip kit', 280, 520],
      ['Wiring harness, factory correct', 450, 900],
      ['Emblem & trim kit', 350, 900],
      ['Paint & materials', 2200, 4800],
    ],
    rng.int(4, 6),
    false,
  );
  const sublet = priced(
    rng,
    [
      ['Sublet – chrome plating, bumpers & trim (Ace Plating)', 1800, 4200],
      ['Sublet – upholstery, seats & headliner (Stitch Works)', 1400, 3200],
      ['Sublet – engine machine work', 1200, 2600],
    ],
    2,
    false,
  );
  const lab = sum(ta);
  const par = sum(parts.map(([, a]) => a));
  const sub = sum(sublet.map(([, a]) => a));
  const dep = tidy(rng, 5000, 15000, 500);
  const total = r2(lab + par + sub);
  p.text(40, firm, { size: 17, bold: true });
  p.down(13).text(
    40,
    `${rng.pick(['Route 42', 'County Road 9', 'Industrial Pkwy'])}, ${rng.pick(['Mansfield, OH 44903', 'Wooster, OH 44691', 'Lima, OH 45801'])} · Frame-off & rotisserie restorations`,
    { size: 8.5 },
  );
  p.y = 112;
  p.text(40, 'FINAL INVOICE', { size: 13, bold: true }).text(555, `Invoice date ${fd(date, 'us')}`, { size: 9.5, align: 'right' });
  p.down(14).text(555, `Invoice # ${rng.int(1100, 1999)}`, { size: 9.5, align: 'right' });
  p.down(4).text(40, `Customer: ${enName(rng)}`, { size: 9.5 });
  p.down(13).text(40, `Vehicle: ${v.year} ${v.label}  VIN ${v.vin}  — numbers-matching ${v.car.engine}, body tag documented`, { size: 9.5 });
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['LABOR BY TRADE', 'Hours', 'Rate', 'Amount'], { bold: true });
  p.down(14);
  trades.forEach(([t, h], i) => {
    row(p, cols, [t, String(h), num(rate, 'en'), num(ta[i], 'en')]);
    p.down(13);
  });
  row(p, cols, ['Total labor', '', '', `$${num(lab, 'en')}`], { bold: true });
  p.down(22);
  row(p, cols, ['PARTS & MATERIALS', '', '', 'Amount'], { bold: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    row(p, cols, [t, '', '', num(a, 'en')]);
    p.down(13);
  });
  row(p, cols, ['Total parts', '', '', `$${num(par, 'en')}`], { bold: true });
  p.down(22);
  row(p, cols, ['OUTSIDE SERVICES', '', '', 'Amount'], { bold: true });
  p.down(14);
  sublet.forEach(([t, a]) => {
    row(p, cols, [t, '', '', num(a, 'en')]);
    p.down(13);
  });
  p.down(14);
  for (const [k, val, b] of [
    ['Invoice total', total, true],
    [`Less deposit received ${fd(addDays(date, -rng.int(200, 500)), 'us')}`, -dep, false],
    ['Balance due on delivery', r2(total - dep), false],
  ] as [string, number, boolean][]) {
    p.text(330, k, { size: 9.5, bold: b }).text(555, `${val < 0 ? '-' : ''}$${num(Math.abs(val), 'en')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(14);
  para(
    p,
    40,
    'No sales tax charged: parts resold for a vehicle registered out of state, exemption certificate on file. Photo book and receipts binder delivered with the car.',
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: trades.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A Dutch air-cooled VW specialist invoicing a foreign customer in English: BTW 21 %. */
export function dutchAircooled(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, VW);
  const date = rng.date(2013, 2025);
  const firm = rng.pick(['Luchtgekoeld Garage Van der Berg B.V.', 'Aircooled Works Eindhoven', 'Kever & Bus Specialist De Wit']);
  const km = rng.int(20000, 150000);
  const rows = [
    ...priced(
      rng,
      [
        ['Engine out, reseal and refit', 380, 640],
        ['Valve adjustment & tune-up', 70, 120],
        ['Brake overhaul front drums', 160, 260],
        ['Heater boxes replaced', 140, 260],
        ['Rust repair floor pan LH (welding)', 320, 700],
        ['APK inspection', 45, 60],
      ],
      rng.int(3, 5),
    ).map(([t, a]) => ({ t, a, l: true })),
    ...priced(
      rng,
      [
        ['Heater boxes (pair), German made', 260, 420],
        ['Engine gasket set', 45, 90],
        ['Brake shoes front', 30, 55],
        ['Wheel cylinders (2)', 40, 70],
        ['Floor pan half LH', 60, 110],
        ['Spark plugs Bosch W8AC (4)', 12, 20],
      ],
      rng.int(3, 5),
    ).map(([t, a]) => ({ t, a, l: false })),
  ];
  const lab = sum(rows.filter((r) => r.l).map((r) => r.a));
  const par = sum(rows.filter((r) => !r.l).map((r) => r.a));
  const net = r2(lab + par);
  const btw = r2(net * 0.21);
  const total = r2(net + btw);
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Industrieweg 14', 'Kanaaldijk 3', 'Ambachtsstraat 22'])}, ${rng.pick(['5651 Eindhoven', '3821 Amersfoort', '7418 Deventer'])}, The Netherlands · KvK ${rng.int(10000000, 99999999)} · BTW NL${rng.int(100000000, 999999999)}B01`,
    { size: 8 },
  );
  p.y = 110;
  p.box(40, p.y - 12, 515, 58);
  p.text(48, 'INVOICE / FACTUUR', { size: 11, bold: true });
  p.text(300, `Invoice no.: ${date.slice(0, 4)}-${rng.int(100, 999)}`, { size: 9 });
  p.down(14)
    .text(48, `Customer: ${enName(rng)}`, { size: 9 })
    .text(300, `Invoice date: ${fd(date, 'dedash')}`, { size: 9 });
  p.down(14)
    .text(48, `${v.label} (${v.year}), chassis ${v.vin}`, { size: 9 })
    .text(
      300,
      `Odometer: ${num(km, 'de').slice(0, -3)} km · Kenteken ${rng.pick(['AM', 'DL', 'BN'])}-${rng.int(10, 99)}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      { size: 9 },
    );
  p.y = 190;
  const cols: Col[] = [{ x: 40 }, { x: 430 }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Type', '€ excl. BTW'], { bold: true });
  p.down(14);
  rows.forEach((r) => {
    row(p, cols, [r.t, r.l ? 'labour' : 'parts', num(r.a, 'de')]);
    p.down(13);
  });
  p.down(10);
  for (const [k, val, b] of [
    ['Labour', lab, false],
    ['Parts', par, false],
    ['Subtotal excl. BTW', net, false],
    ['BTW 21%', btw, false],
    ['Total incl. BTW', total, true],
  ] as [string, number, boolean][]) {
    p.text(340, k, { size: 9.5, bold: b }).text(555, `€ ${num(val, 'de')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(20);
  para(
    p,
    40,
    'Payment within 14 days to NL' +
      rng.int(10, 99) +
      ' RABO 0' +
      rng.int(100000000, 999999999) +
      ' stating the invoice number. Thank you and drive safe – keep it aircooled!',
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: rows.filter((r) => r.l).map((r) => r.t),
    partsUsed: rows.filter((r) => !r.l).map((r) => r.t),
  });
}

/** An Italian Alfa specialist's invoice in English: IVA 22 %, manodopera and ricambi. */
export function italianAlfaEnglish(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, ALFA);
  const date = rng.date(2013, 2025);
  const firm = rng.pick(['Officina Storica Brambilla S.r.l.', 'Autofficina F.lli Colombo — Alfa Romeo d’epoca', 'Restauri Classici Arese S.n.c.']);
  const km = rng.int(30000, 190000);
  const hrs = rng.int(12, 60);
  const rate = tidy(rng, 48, 70);
  const jobs = rng.some(
    [
      'Twin Weber 40 DCOE overhaul and balancing',
      'Head gasket replacement, head skimmed',
      'Gearbox synchro rings replaced (2nd/3rd)',
      'Front suspension bushes renewed',
      'Timing chain tensioner replaced',
      'Brake servo overhauled',
    ],
    rng.int(2, 4),
  );
  const lab = r2(hrs * rate);
  const parts = priced(
    rng,
    [
      ['Weber service kit (2)', 60, 110],
      ['Head gasket set', 70, 140],
      ['Synchro rings (2)', 90, 170],
      ['Suspension bush kit', 110, 220],
      ['Chain tensioner', 60, 110],
      ['Servo repair kit', 50, 95],
    ],
    rng.int(3, 5),
  );
  const par = sum(parts.map(([, a]) => a));
  const net = r2(lab + par);
  const iva = r2(net * 0.22);
  const total = r2(net + iva);
  p.text(297, firm, { size: 14, bold: true, align: 'center', serif: true });
  p.down(12).text(
    297,
    `Via ${rng.pick(['Luraghi 11', 'Garibaldi 78', 'dei Mille 5'])} · ${rng.pick(['20044 Arese (MI)', '20020 Lainate (MI)', '21047 Saronno (VA)'])} · P.IVA IT${rng.int(10000000000, 99999999999)}`,
    { size: 8, align: 'center' },
  );
  p.down(34)
    .text(40, `INVOICE No. ${rng.int(1, 400)}/${date.slice(0, 4)}`, { size: 11, bold: true })
    .text(555, `Date: ${fd(date, 'uk')}`, { size: 9.5, align: 'right' });
  p.down(16).text(40, `Bill to: ${enName(rng)} (United Kingdom)`, { size: 9.5 });
  p.down(13).text(
    40,
    `Car: ${v.label} ${v.year} · Telaio ${v.vin} · Targa ${rng.pick(['MI', 'VA', 'CO'])} ${rng.int(100000, 999999)} (ASI) · km ${num(km, 'en').slice(0, -3)}`,
    { size: 9.5 },
  );
  p.down(26).text(40, 'Work carried out (manodopera)', { bold: true });
  p.down(14);
  jobs.forEach((t) => {
    p.text(52, `• ${t}`, { size: 9.5 });
    p.down(13);
  });
  p.text(52, `Labour: ${hrs} hours at € ${num(rate, 'en')}`, { size: 9.5 }).text(555, `€ ${num(lab, 'en')}`, { size: 9.5, align: 'right' });
  p.down(24).text(40, 'Parts supplied (ricambi)', { bold: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    p.text(52, t, { size: 9.5 }).text(555, `€ ${num(a, 'en')}`, { size: 9.5, align: 'right' });
    p.down(13);
  });
  p.text(52, 'Parts total', { size: 9.5, bold: true }).text(555, `€ ${num(par, 'en')}`, { size: 9.5, align: 'right', bold: true });
  p.down(24);
  for (const [k, val, b] of [
    ['Taxable amount (imponibile)', net, false],
    ['VAT (IVA) 22%', iva, false],
    ['TOTAL INVOICE', total, true],
  ] as [string, number, boolean][]) {
    p.text(330, k, { size: 10, bold: b }).text(555, `€ ${num(val, 'en')}`, { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(16).text(40, 'Payment: bank transfer, IBAN IT' + rng.int(10, 99) + ' X 03069 ' + rng.int(10000, 99999) + ' ' + rng.int(100000000000, 999999999999), {
    size: 8.5,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map(([t]) => t),
  });
}

/** A UK motor trimmer's bill: hood and interior retrim, hides and cloth listed, VAT; no mileage. */
export function ukTrimmer(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, BRITISH);
  const date = rng.date(1986, 2024);
  const firm = rng.pick(['Newby Commercial Trimming', 'J. Pattinson & Son, Motor Trimmers', 'Heritage Hoods & Interiors Ltd']);
  const jobs = priced(
    rng,
    [
      ['Strip and retrim seats in Connolly hide', 480, 1100],
      ['Make and fit new hood, mohair, with zipped rear screen', 320, 780],
      ['Retrim door cards and kick panels', 180, 380],
      ['Fit carpet set with heel mats', 120, 260],
      ['Recover dashboard top roll', 90, 200],
      ['Make and fit tonneau cover', 140, 300],
    ],
    rng.int(3, 5),
    false,
  );
  const mats = priced(
    rng,
    [
      ['Connolly Vaumol hide (2 hides)', 700, 1300],
      ['Mohair hood material', 240, 480],
      ['Wilton carpet, bound', 180, 360],
      ['Seat foams and diaphragms', 90, 210],
      ['Hood frame fittings', 40, 90],
    ],
    rng.int(3, 4),
    false,
  );
  const lab = sum(jobs.map(([, a]) => a));
  const par = sum(mats.map(([, a]) => a));
  const net = r2(lab + par);
  const vr = vatUK(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.y = 60;
  p.text(40, firm, { size: 15, bold: true, serif: true });
  p.down(13).text(40, 'Hoods · Tonneaux · Hide interiors for classic sports cars', { size: 9, serif: true });
  p.down(30).text(40, `Customer: ${enName(rng)}`, { serif: true });
  p.text(555, `Invoice ${rng.int(300, 2999)}`, { serif: true, align: 'right' });
  p.down(13).text(40, `Vehicle: ${v.year} ${v.label}, chassis no. ${v.vin}`, { serif: true });
  p.text(555, fd(date, 'uklong'), { serif: true, align: 'right' });
  p.down(28);
  p.text(40, 'Work', { serif: true, bold: true }).text(555, '£', { serif: true, bold: true, align: 'right' });
  p.down(14);
  jobs.forEach(([t, a]) => {
    p.text(40, t, { serif: true }).text(555, num(a, 'en'), { serif: true, align: 'right' });
    p.down(13);
  });
  p.text(300, 'Labour', { serif: true, bold: true }).text(555, num(lab, 'en'), { serif: true, align: 'right', bold: true });
  p.down(22);
  p.text(40, 'Materials', { serif: true, bold: true });
  p.down(14);
  mats.forEach(([t, a]) => {
    p.text(40, t, { serif: true }).text(555, num(a, 'en'), { serif: true, align: 'right' });
    p.down(13);
  });
  p.text(300, 'Materials', { serif: true, bold: true }).text(555, num(par, 'en'), { serif: true, align: 'right', bold: true });
  p.down(24);
  hline(p, 300, 255, p.y - 10);
  p.text(300, 'Sub-total', { serif: true }).text(555, num(net, 'en'), { serif: true, align: 'right' });
  p.down(13).text(300, `VAT ${vr}%`, { serif: true }).text(555, num(vat, 'en'), { serif: true, align: 'right' });
  p.down(15)
    .text(300, 'Total payable', { serif: true, bold: true })
    .text(555, `£${num(total, 'en')}`, { serif: true, align: 'right', bold: true });
  p.down(30);
  para(p, 40, 'Hides matched to original colour sample supplied by the customer. Hood to be left erected for the first two weeks to settle.', 100, {
    serif: true,
    size: 9,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map(([t]) => t),
    partsUsed: mats.map(([t]) => t),
  });
}

/** A UK engine builder's rebuild invoice in stages, each stage invoiced as work; parts separate. */
export function healeyEngineStages(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(
    rng,
    BRITISH.filter((c) => /Healey|TR6|MGB/.test(c.make + c.model)),
  );
  const date = rng.date(1992, 2025);
  const firm = rng.pick(['Denbigh Engine Rebuilds Ltd', 'Big Healey Engineering Services', 'P. Marlow Precision Engines']);
  const stages: [string, number][] = [
    ['Stage 1 – strip, clean, crack test block and head', tidy(rng, 280, 600, 5)],
    ['Stage 2 – rebore +40, regrind crank 10/10, line bore', tidy(rng, 450, 950, 5)],
    ['Stage 3 – unleaded head conversion, hardened seats, 3-angle valve job', tidy(rng, 380, 820, 5)],
    ['Stage 4 – balance rotating assembly, assemble, dyno run-in', tidy(rng, 500, 1100, 5)],
  ];
  const parts = priced(
    rng,
    [
      ['Pistons +040 (set)', 240, 520],
      ['Main & big-end shells', 60, 140],
      ['Exhaust valves, stainless (set)', 110, 260],
      ['Hardened valve seats', 60, 140],
      ['Full gasket set', 70, 150],
      ['Timing chain kit, duplex', 55, 120],
      ['Camshaft, fast road', 180, 340],
    ],
    rng.int(4, 6),
  );
  const lab = sum(stages.map(([, a]) => a));
  const par = sum(parts.map(([, a]) => a));
  const carriage = tidy(rng, 60, 180, 5);
  const net = r2(lab + par + carriage);
  const vr = vatUK(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(40, 'Engine machining · Rebuilds · Dyno · Unleaded conversions', { size: 8.5 });
  p.y = 105;
  p.box(40, p.y - 12, 250, 60);
  p.text(46, 'Invoice to', { size: 7.5 })
    .down(13)
    .text(46, enName(rng), { size: 9.5 })
    .down(12)
    .text(46, `${v.year} ${v.label}`, { size: 9 })
    .down(12)
    .text(46, `Engine no. ${v.car.engine}-RU-H${rng.int(1000, 9999)}`, { size: 9 });
  p.y = 105;
  p.text(330, `Invoice number  ${rng.int(5000, 9999)}`, { size: 9.5 });
  p.down(13).text(330, `Date  ${fd(date, 'ukshort')}`, { size: 9.5 });
  p.down(13).text(330, `Engine collected  ${fd(addDays(date, -rng.int(30, 100)), 'ukshort')}`, { size: 9.5 });
  p.y = 185;
  p.text(40, 'Machining & build', { bold: true, size: 10 });
  p.down(14);
  stages.forEach(([t, a]) => {
    p.text(40, t, { size: 9.5 }).text(555, num(a, 'en'), { size: 9.5, align: 'right' });
    p.down(13);
  });
  p.text(350, 'Labour sub-total', { size: 9.5, bold: true }).text(555, num(lab, 'en'), { size: 9.5, align: 'right', bold: true });
  p.down(22).text(40, 'Parts', { bold: true, size: 10 });
  p.down(14);
  parts.forEach(([t, a]) => {
    p.text(40, t, { size: 9.5 }).text(555, num(a, 'en'), { size: 9.5, align: 'right' });
    p.down(13);
  });
  p.text(350, 'Parts sub-total', { size: 9.5, bold: true }).text(555, num(par, 'en'), { size: 9.5, align: 'right', bold: true });
  p.down(18).text(40, 'Collection and delivery of engine', { size: 9.5 }).text(555, num(carriage, 'en'), { size: 9.5, align: 'right' });
  p.down(24);
  for (const [k, val, b] of [
    ['Net', net, false],
    [`VAT ${vr}%`, vat, false],
    ['Invoice total £', total, true],
  ] as [string, number, boolean][]) {
    p.text(350, k, { size: 10, bold: b }).text(555, num(val, 'en'), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(14);
  para(
    p,
    40,
    `Dyno result: ${rng.int(95, 170)} bhp at the flywheel. Running-in: 500 miles at moderate revs, oil and filter change at 500 miles, retorque head. Warranty 12 months when running-in instructions are followed.`,
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: stages.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A 1980s US Mercedes specialist's typed invoice (Pagoda / SL): one column, tax on parts. */
export function mercedesTypedUS(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MERCEDES);
  const date = rng.date(1979, 1994);
  const firm = rng.pick(['Stuttgart Motor Service, Inc.', 'Three Pointed Star Repair Co.', 'Bavarian-Swabian Auto Clinic']);
  const miles = rng.int(60000, 210000);
  const jobs = priced(
    rng,
    [
      ['Tune-up, adjust valves, set timing', 90, 180],
      ['Bosch mechanical injection pump adjusted', 70, 160],
      ['Replace fuel filter and accumulator', 60, 120],
      ['Front end rebuild, king pins', 240, 480],
      ['Flush cooling system', 40, 80],
      ['Automatic transmission service', 60, 110],
    ],
    rng.int(3, 5),
  );
  const parts = priced(
    rng,
    [
      ['Valve cover gasket', 12, 25],
      ['Fuel filter', 15, 30],
      ['Fuel accumulator', 90, 160],
      ['King pin kit', 110, 220],
      ['Coolant 2 gal.', 12, 20],
      ['Trans filter kit', 18, 35],
      ['Spark plugs Bosch (6)', 12, 20],
    ],
    rng.int(3, 5),
  );
  const lab = sum(jobs.map(([, a]) => a));
  const par = sum(parts.map(([, a]) => a));
  const tr = rng.pick([5, 6, 6.5, 7]);
  const tax = r2((par * tr) / 100);
  const total = r2(lab + par + tax);
  p.y = 56;
  p.text(40, firm, { size: 13, bold: true, serif: true });
  p.down(12).text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['Lancaster Ave', 'Old York Road', 'Main St.'])}, ${rng.pick(['Bryn Mawr, PA 19010', 'Jenkintown, PA 19046', 'Princeton, NJ 08540'])}`,
    { serif: true, size: 9 },
  );
  p.down(30)
    .text(40, `INVOICE ${rng.int(10000, 29999)}`, { serif: true, bold: true })
    .text(555, fd(date, 'uslong'), { serif: true, align: 'right' });
  p.down(16).text(40, `${enName(rng)}  —  ${v.year} ${v.label}  —  VIN ${v.vin}  —  Odometer ${num(miles, 'en').slice(0, -3)}`, { serif: true, size: 9 });
  p.down(24);
  p.text(40, 'LABOR', { serif: true, bold: true });
  p.down(14);
  jobs.forEach(([t, a]) => {
    p.text(60, t, { serif: true }).text(540, num(a, 'en'), { serif: true, align: 'right' });
    p.down(13);
  });
  p.text(60, 'Total Labor', { serif: true, bold: true }).text(540, num(lab, 'en'), { serif: true, align: 'right', bold: true });
  p.down(20).text(40, 'PARTS', { serif: true, bold: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    p.text(60, t, { serif: true }).text(540, num(a, 'en'), { serif: true, align: 'right' });
    p.down(13);
  });
  p.text(60, 'Total Parts', { serif: true, bold: true }).text(540, num(par, 'en'), { serif: true, align: 'right', bold: true });
  p.down(22);
  p.text(360, `Sales tax ${tr}% on parts`, { serif: true }).text(540, num(tax, 'en'), { serif: true, align: 'right' });
  p.down(15)
    .text(360, 'PLEASE PAY', { serif: true, bold: true })
    .text(540, `$${num(total, 'en')}`, { serif: true, align: 'right', bold: true });
  p.down(30).text(40, 'Thank you. All parts genuine Mercedes-Benz unless noted. Not responsible for articles left in car.', { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A UK Triumph specialist's job card invoice: checklist of work ticked, MOT fee passed on, no VAT split by type. */
export function triumphJobCard(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(
    rng,
    BRITISH.filter((c) => c.make === 'Triumph' || c.make === 'MG'),
  );
  const date = rng.date(1984, 2010);
  const firm = rng.pick(['TR Spares & Service Centre', 'Rivington Triumph Services (Wellington)', 'Canley Road Classics Garage']);
  const miles = rng.int(40000, 150000);
  const jobs = rng.some(
    [
      'Pre-MOT check and service',
      'Renew rear hub bearings',
      'Adjust Lucas PI metering unit',
      'Replace diff mounting bushes',
      'Bleed clutch hydraulics',
      'Renew trunnions both sides',
    ],
    rng.int(3, 5),
  );
  const hours = rng.int(4, 16) + rng.pick([0, 0.5]);
  const rate = tidy(rng, 18, 45);
  const lab = r2(hours * rate);
  const parts = priced(
    rng,
    [
      ['Hub bearing kit', 30, 60],
      ['Diff bushes (4)', 20, 40],
      ['Trunnion kit', 25, 45],
      ['Clutch slave seal kit', 4, 9],
      ['Oil filter', 3, 7],
      ['Spark plugs (6)', 6, 12],
    ],
    rng.int(3, 5),
  );
  const par = sum(parts.map(([, a]) => a));
  const mot = rng.pick([15.5, 18.9, 20.6, 25, 27.3, 30.6, 41.35]);
  const net = r2(lab + par);
  const vr = vatUK(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat + mot);
  p.box(40, 40, 515, 36, true);
  p.text(297, firm.toUpperCase(), { size: 13, bold: true, align: 'center', y: 63 });
  p.y = 100;
  p.text(40, `JOB CARD / INVOICE  No. ${rng.int(100, 9999)}`, { size: 10, bold: true }).text(555, `Date out: ${fd(date, 'ukdot')}`, {
    size: 10,
    align: 'right',
  });
  p.down(16).text(40, `Owner ${enName(rng)}   Reg ${ukReg(rng, v.year)}   ${v.label}   Commission no. ${v.vin}   Odo ${miles}`, { size: 9 });
  p.down(24).text(40, 'Work done', { size: 10, bold: true });
  p.down(14);
  jobs.forEach((t) => {
    p.box(42, p.y - 8, 8, 8);
    p.text(43.5, 'x', { size: 8 });
    p.text(58, t, { size: 9.5 });
    p.down(14);
  });
  p.down(4)
    .text(58, `Labour ${num(hours, 'en')} hrs @ £${num(rate, 'en')}`, { size: 9.5 })
    .text(555, num(lab, 'en'), { size: 9.5, align: 'right' });
  p.down(22).text(40, 'Parts', { size: 10, bold: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    p.text(58, t, { size: 9.5 }).text(555, num(a, 'en'), { size: 9.5, align: 'right' });
    p.down(13);
  });
  p.text(58, 'Parts total', { size: 9.5, bold: true }).text(555, num(par, 'en'), { size: 9.5, align: 'right', bold: true });
  p.down(22);
  for (const [k, val, b] of [
    ['Labour + parts', net, false],
    [`VAT ${vr}%`, vat, false],
    ['MOT test fee (no VAT)', mot, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][]) {
    p.text(350, k, { size: 10, bold: b }).text(555, num(val, 'en'), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(16).text(40, 'Customer signature ____________________   Car passed MOT, certificate handed over.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map(([t]) => t),
  });
}
