/**
 * English-language paper around a restoration (UK, IE, US): mail-order packing-slip invoices, a breaker's
 * slip, a club spares scheme, laid-up agreed-value cover and parts-in-transit cover, an antique plate card,
 * an Irish registration certificate, a bonded title, a parts car and a rolling shell bought, a stage valuation.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, PERSON_EN, price, r2, row, STREET_EN, sum, VEH_EN, vatUK, vehicleFor, yearOf, type Family } from './kit';

/** A UK mail-order spares house's packing-slip invoice: qty ordered / shipped / back-ordered, catalogue numbers first, carriage, VAT on all. */
export const ukPackingSlip: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1996, 2025);
  const shop = rng.pick(['Moss Lane Classic Spares Ltd', 'Brit-Parts Mail Order Ltd']);
  p.text(50, shop, { size: 14, bold: true });
  p.text(50, 'Mail order · Trade counter · Export', { y: 74, size: 8 });
  p.text(545, 'PACKING NOTE / INVOICE', { y: 60, size: 11, bold: true, align: 'right' });
  p.y = 110;
  p.text(50, 'Deliver to:', { size: 8 }).down(12);
  p.text(50, rng.pick(PERSON_EN)).down(12).text(50, rng.pick(STREET_EN)).down(12).text(50, 'Harrogate HG1 2AB');
  const ord = addDays(d, -rng.int(1, 9));
  p.y = 110;
  for (const [a, b] of [
    ['Invoice/Tax point', fd(d, 'uk')],
    ['Order date', fd(ord, 'uk')],
    ['Order ref.', `WEB${rng.int(100000, 999999)}`],
    ['Account', 'CASH SALE'],
  ]) {
    row(p, [{ x: 370 }, { x: 545, align: 'right' }], [a, b], { size: 8.5 });
    p.down(12);
  }
  p.y = 195;
  const c = [
    { x: 50 },
    { x: 125 },
    { x: 340, align: 'right' as const },
    { x: 380, align: 'right' as const },
    { x: 415, align: 'right' as const },
    { x: 475, align: 'right' as const },
    { x: 545, align: 'right' as const },
  ];
  row(p, c, ['Cat. No.', 'Description', 'Ord', 'Shp', 'B/O', 'Unit', 'Net'], { bold: true, size: 8 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const items = rng.some(
    [
      ['GHF 221', 'Wheel cylinder rear'],
      ['AHH 7291', 'Door seal kit'],
      ['BHA 4075', 'Rocker cover gasket'],
      ['12H 2412', 'Exhaust manifold gasket'],
      ['CAM 1134', 'Clutch master cyl. rep. kit'],
      ['GUG 705', 'Wiper blade 11in'],
      ['RTC 626', 'Rear lamp lens'],
    ],
    6,
  );
  let net = 0;
  for (const [n, t] of items) {
    const q = rng.pick([1, 2, 2, 4]);
    const s = rng.chance(0.25) ? 0 : q;
    const e = price(rng, 2, 60, 0.01);
    net += r2(s * e);
    row(p, c, [n, t, String(q), String(s), String(q - s), num(e, 'en'), num(r2(s * e), 'en')], { size: 8.5 });
    p.down(12);
  }
  net = r2(net);
  const carr = rng.pick([4.95, 6.5, 7.95]);
  const rate = vatUK(yearOf(d));
  const sub = r2(net + carr);
  const tax = r2((sub * rate) / 100);
  const total = r2(sub + tax);
  p.down(10);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Goods', num(net, 'en'), false],
    ['Carriage', num(carr, 'en'), false],
    [`VAT @ ${rate}%`, num(tax, 'en'), false],
    ['Total paid (card)', `£${num(total, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.down(14);
  para(
    p,
    50,
    `B/O = on back order, expected ${fd(addDays(d, rng.int(10, 40)), 'uk')}: these items will follow carriage paid and will be charged when sent. Please check parts before fitting; returns within 30 days with this note.`,
    100,
    { size: 7.5 },
  );
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
};

/** A US catalog parts house invoice of the 1990s: catalog numbers like 61-1234, UPS ground, back-ordered lines not charged, sales tax only in-state. */
export const usCatalogInvoice: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1988, 2009);
  const shop = rng.pick(['Mustang Corral Parts Supply', 'Tri-Five Restoration Warehouse, Inc.']);
  p.box(40, 40, 515, 50);
  p.text(52, shop, { y: 62, size: 14, bold: true });
  p.text(52, 'Order line 1-800-555-0187 · Fax (770) 555-0122 · P.O. Box 1188, Marietta, GA 30061', { y: 78, size: 7.5 });
  p.y = 115;
  const ship = addDays(d, rng.int(0, 2));
  const c4 = [{ x: 50 }, { x: 140 }, { x: 300 }, { x: 400 }];
  row(p, c4, ['Invoice No.', `${rng.int(300000, 399999)}`, 'Invoice Date', fd(d, 'us')], { size: 9 });
  p.down(12);
  row(p, c4, ['Cust. No.', `${rng.int(10000, 99999)}`, 'Ship Date', fd(ship, 'us')], { size: 9 });
  p.down(12);
  row(p, c4, ['Ship Via', 'UPS Ground', 'Terms', 'VISA'], { size: 9 });
  p.down(20);
  p.text(50, `Ship to: ${rng.pick(PERSON_EN)}, ${rng.pick(STREET_EN)}, Tulsa, OK 74104`, { size: 9 }).down(20);
  const c = [{ x: 50 }, { x: 90 }, { x: 160 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Qty', 'Catalog #', 'Description', 'Price', 'Amount'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const items = rng.some(
    [
      ['61-1234', 'Door handle, chrome, pr.'],
      ['12-0410', 'Quarter window felts, set'],
      ['33-7702', 'Emblem, fender "289"'],
      ['48-1101', 'Dash pad, black'],
      ['07-0316', 'Fuel sending unit'],
      ['22-5500', 'Carpet, 80/20 loop, red'],
    ],
    5,
  );
  let sub = 0;
  for (const [n, t] of items) {
    const q = rng.pick([1, 1, 2]);
    const bo = rng.chance(0.2);
    const e = price(rng, 8, 180, 0.01);
    if (!bo) sub += r2(q * e);
    row(p, c, [String(q), n, bo ? `${t}  ** B/O **` : t, num(e, 'en'), bo ? '0.00' : num(r2(q * e), 'en')], { size: 8.5 });
    p.down(12);
  }
  sub = r2(sub);
  const shipc = price(rng, 7, 24, 0.01);
  const total = r2(sub + shipc);
  p.down(10);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Merchandise', num(sub, 'en'), false],
    ['Shipping & handling', num(shipc, 'en'), false],
    ['Sales tax (GA orders only)', '0.00', false],
    ['Invoice total', `$${num(total, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.down(14);
  p.text(50, 'Back-ordered items ship free when available and are billed at that time.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
};

/** An Irish breaker's yard docket: used parts from a donor car, cash in euro, the yard's name only as a stamp line. */
export const ieBreakers: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(2002, 2025);
  const shop = rng.pick(["Hogan's Car Dismantlers", 'Midlands Auto Salvage Ltd']);
  p.text(50, `Docket No. ${rng.int(10000, 99999)}`, { size: 11, bold: true });
  p.text(545, `Date: ${fd(d, 'ukdot')}`, { y: 60, align: 'right' });
  p.y = 95;
  p.text(50, 'Customer: cash', { size: 9 }).down(20);
  const items = rng.some(['Bonnet', 'Offside front wing', 'Rear axle complete', 'Dynamo', 'Boot lid', 'Pair of seats', 'Radiator'], 4);
  const am = items.map(() => price(rng, 15, 150, 5));
  items.forEach((it, i) => {
    row(p, [{ x: 50 }, { x: 300, align: 'right' }], [`${it} (used)`, `€${num(am[i], 'en')}`], { size: 10 });
    p.down(16);
  });
  const total = sum(am);
  hline(p, 200, 100);
  p.down(16);
  row(p, [{ x: 50 }, { x: 300, align: 'right' }], ['Total paid incl. VAT', `€${num(total, 'en')}`], { size: 10, bold: true });
  p.down(40);
  p.box(50, p.y, 230, 44);
  p.text(165, shop.toUpperCase(), { y: p.y + 17, size: 9.5, bold: true, align: 'center' });
  p.text(165, 'Ballymahon Road, Athlone, Co. Westmeath', { y: p.y + 31, size: 7.5, align: 'center' });
  p.text(320, 'No refunds on electrical parts.', { y: p.y + 24, size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
};

/** A UK owners' club spares scheme: remanufactured parts to members, membership number, postage, no VAT (club not registered). */
export const ukClubSpares: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1985, 2024);
  const club = rng.pick(['Riley Register Spares Scheme', 'Rover P4 Drivers Guild Spares']);
  p.text(297, club, { size: 14, bold: true, align: 'center', serif: true });
  p.text(297, 'Spares Secretary: 3 The Paddocks, Witney OX28 4LT', { y: 76, size: 8, align: 'center', serif: true });
  p.y = 115;
  p.text(50, `Member: ${rng.pick(PERSON_EN)} (No. ${rng.int(1000, 9999)})`, { serif: true }).down(14);
  p.text(50, `Despatched ${fd(d, 'uklong')}`, { serif: true }).down(24);
  const items = rng.some(
    [
      'Remanufactured water pump (exchange)',
      'Rear spring hangers, pair',
      'Bonnet catch',
      'Clutch release bearing',
      'Club-made king pin kit',
      'Door check strap',
    ],
    3,
  );
  const am = items.map(() => price(rng, 6, 140, 0.5));
  items.forEach((it, i) => {
    row(p, [{ x: 60 }, { x: 470, align: 'right' }], [it, `£${num(am[i], 'en')}`], { serif: true });
    p.down(15);
  });
  const post = rng.pick([3.2, 4.5, 6.8, 9.5]);
  row(p, [{ x: 60 }, { x: 470, align: 'right' }], ['Postage & packing', `£${num(post, 'en')}`], { serif: true });
  p.down(15);
  const total = r2(sum(am) + post);
  hline(p, 380, 90);
  p.down(15);
  row(p, [{ x: 60 }, { x: 470, align: 'right' }], ['Received with thanks', `£${num(total, 'en')}`], { serif: true, bold: true });
  p.down(30);
  para(p, 50, 'Profits from the scheme fund the remanufacture of unobtainable parts. The club is not VAT registered.', 95, { size: 8, serif: true });
  return doc(p, 'en', { documentType: 'receipt', shopName: club, date: d, totalCost: total });
};

/** A UK laid-up / restoration agreed-value schedule: the agreed value rises by stage, an excess, premium with IPT. */
export const ukLaidUpSchedule: Family = (rng) => {
  const p = new PageBuilder();
  const y0 = rng.int(2008, 2025);
  const start = `${y0}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const end = addDays(`${y0 + 1}${start.slice(4)}`, -1);
  const ins = rng.pick(['Heritage Motor Underwriting', 'Classic Line Insurance Services']);
  p.text(50, ins, { size: 14, bold: true });
  p.text(50, 'Schedule — Restoration & Laid-Up Cover', { y: 80, size: 11 });
  p.y = 115;
  const pol = `HMU/${rng.int(100000, 999999)}/R`;
  const excess = rng.pick([100, 150, 250]);
  const cov = 'Restoration Cover (fire, theft and accidental damage while laid up)';
  const v = vehicleFor(rng, VEH_EN, 2000);
  for (const [a, b] of [
    ['Policy number', pol],
    ['Policyholder', rng.pick(PERSON_EN)],
    ['Period of insurance', `${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both days inclusive)`],
    ['Vehicle', `${v.m} — SORN, under restoration`],
    ['Cover', cov],
    ['Premises', "Owner's garage and the restorer named below"],
    ['Restorer', rng.pick(['Ferriby Coachworks Ltd, Hessle', 'Wolds Classic Restorations Ltd'])],
    ['Excess', `£${excess} each and every claim`],
  ]) {
    row(p, [{ x: 50 }, { x: 180 }], [a, b], { size: 9 });
    p.down(15);
  }
  p.down(8);
  p.text(50, 'Agreed value by stage', { bold: true }).down(14);
  const base = price(rng, 6000, 20000, 500);
  for (const [s, f] of [
    ['Stage A: dismantled / shell on jig', 1],
    ['Stage B: shell repaired and painted', 1.7],
    ["Stage C: completed and MOT'd", 2.6],
  ] as const) {
    row(p, [{ x: 60 }, { x: 400, align: 'right' }], [s, `£${num(r2(base * f), 'en')}`], { size: 9 });
    p.down(13);
  }
  p.down(12);
  const net = price(rng, 60, 260, 0.01);
  const ipt = r2(net * (y0 < 2011 ? 0.05 : y0 < 2015 ? 0.06 : y0 < 2016 ? 0.06 : y0 < 2017 ? 0.095 : y0 < 2018 ? 0.1 : 0.12));
  const total = r2(net + ipt);
  for (const [a, b, bold] of [
    ['Annual premium', num(net, 'en'), false],
    ['Insurance Premium Tax', num(ipt, 'en'), false],
    ['Total payable', `£${num(total, 'en')}`, true],
  ] as const) {
    row(p, [{ x: 300 }, { x: 545, align: 'right' }], [a, b], { bold });
    p.down(13);
  }
  p.down(16);
  para(
    p,
    50,
    'Please send photographs when each stage is reached so that the agreed value can be endorsed. No cover applies while the vehicle is driven on a public road.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
};

/** A US inland-marine certificate for restoration parts in transit or at a vendor's shop: a certificate number, a term, a deductible, an annual premium. */
export const usPartsTransit: Family = (rng) => {
  const p = new PageBuilder();
  const y0 = rng.int(2005, 2025);
  const start = `${y0}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = `${y0 + 1}${start.slice(4)}`;
  const ins = rng.pick(['Keystone Mutual Collector Insurance Co.', 'Great Plains Specialty Underwriters']);
  p.text(297, ins.toUpperCase(), { size: 12, bold: true, align: 'center' });
  p.text(297, 'INLAND MARINE — CERTIFICATE OF COVERAGE', { y: 76, size: 10, align: 'center' });
  p.y = 110;
  const cert = `IM-${rng.int(1000000, 9999999)}`;
  const grid = [{ x: 50 }, { x: 200 }, { x: 320 }, { x: 440 }];
  row(p, grid, ['Policy No.', cert, 'Form', `IM 70${rng.int(10, 99)} (04/05)`], { size: 9 });
  p.down(14);
  row(p, grid, ['Effective', fd(start, 'us'), 'Expires', fd(end, 'us')], { size: 9 });
  p.down(14);
  row(p, grid, ['Named Insured', rng.pick(PERSON_EN), 'Producer', `#${rng.int(1000, 9999)}`], { size: 9 });
  p.down(24);
  const cov = 'Restoration Parts & Components — Transit and Vendor Premises';
  p.text(50, 'COVERAGE', { bold: true }).down(14);
  p.text(50, cov, { size: 9.5 }).down(14);
  const limit = price(rng, 10000, 50000, 2500);
  const ded = rng.pick([250, 500]);
  const prem = price(rng, 95, 420, 1);
  const c = [{ x: 50 }, { x: 330, align: 'right' as const }];
  for (const [a, b] of [
    ['Limit any one shipment / location', `$${num(limit, 'en')}`],
    ['Deductible per occurrence', `$${num(ded, 'en')}`],
    ['Annual premium (fully earned)', `$${num(prem, 'en')}`],
  ]) {
    row(p, c, [a, b], { size: 9.5 });
    p.down(14);
  }
  p.down(12);
  para(
    p,
    50,
    'Covers engines, transmissions, body panels, trim and upholstery of the scheduled collector vehicle while shipped by common carrier or held at a plater, machine shop, trimmer or paint shop for work. Excludes wear, gradual deterioration and faulty workmanship.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: cert,
    coverageType: cov,
    premium: prem,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
};

/** A US antique-vehicle registration card: the plate, a registration number, an expiration date, a small card at the top of the page. */
export const usAntiqueCard: Family = (rng) => {
  const p = new PageBuilder();
  const iss = rng.date(1995, 2025);
  const st = rng.pick([
    ['COMMONWEALTH OF VIRGINIA', 'DEPARTMENT OF MOTOR VEHICLES', 'ANTIQUE'],
    ['STATE OF OHIO', 'BUREAU OF MOTOR VEHICLES', 'HISTORICAL'],
  ]);
  const exp = `${yearOf(iss) + rng.pick([1, 2, 5])}${iss.slice(4)}`;
  const plate = `${rng.pick(['A', 'H'])}${rng.int(10000, 99999)}`;
  const reg = `${rng.int(10, 99)}${rng.int(1000000, 9999999)}`;
  p.box(40, 40, 515, 210);
  p.text(297, st[0], { y: 60, size: 11, bold: true, align: 'center' });
  p.text(297, `${st[1]} — REGISTRATION CARD`, { y: 73, size: 8.5, align: 'center' });
  const v = vehicleFor(rng, VEH_EN, 2000);
  const g = [{ x: 50 }, { x: 180 }, { x: 310 }, { x: 440 }];
  p.y = 100;
  row(p, g, ['PLATE', 'PLATE TYPE', 'REG. NUMBER', 'EXPIRES'], { size: 7 });
  p.down(12);
  row(p, g, [plate, st[2], reg, fd(exp, 'us')], { size: 10, bold: true });
  p.down(22);
  row(p, g, ['YEAR/MAKE/MODEL', '', 'VIN', 'ISSUED'], { size: 7 });
  p.down(12);
  row(
    p,
    g,
    [
      v.m.replace(/^\d{4} /, ''),
      '',
      `${rng.int(1, 9)}${rng.pick(['F', 'C', 'D'])}${rng.int(10, 99)}${rng.pick(['K', 'S', 'T'])}${rng.int(100000, 999999)}`,
      fd(iss, 'us'),
    ],
    { size: 9 },
  );
  p.down(22);
  row(p, g, ['OWNER', '', 'FEES PAID', ''], { size: 7 });
  p.down(12);
  row(p, g, [rng.pick(PERSON_EN), '', `$${num(price(rng, 10, 50, 1), 'en')}`, ''], { size: 9 });
  p.down(26);
  p.text(50, 'Antique/historical plates: exhibitions, club activities, parades, tours and occasional use only. Keep in vehicle.', { size: 7 });
  p.text(297, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - detach and keep - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    y: 270,
    size: 7,
    align: 'center',
  });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: exp });
};

/** An Irish vehicle registration certificate for a restored import: a document number, the plate in Irish format, no expiry. */
export const ieVrc: Family = (rng) => {
  const p = new PageBuilder();
  const iss = rng.date(2008, 2026);
  const plate = `${rng.int(60, 79)}-${rng.pick(['D', 'G', 'C', 'KY'])}-${rng.int(1, 9999)}`;
  const docNo = `${rng.pick(['A', 'B', 'C'])}${rng.int(1000000, 9999999)}`;
  p.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true });
  p.text(50, 'Deimhniú Clárúcháin Feithicle', { y: 78, size: 9 });
  p.text(545, 'Department of Transport', { y: 60, size: 8.5, align: 'right' });
  p.text(545, `Certificate No. ${docNo}`, { y: 78, size: 10, bold: true, align: 'right' });
  p.box(50, 95, 495, 230);
  const v = vehicleFor(rng, VEH_EN, 2000);
  p.y = 115;
  for (const [code, a, b] of [
    ['A', 'Registration Number', plate],
    ['B', 'Date of First Registration', `01/01/${v.y}`],
    ['B.1', 'Date of First Registration in Ireland', fd(addDays(iss, -rng.int(3, 20)), 'uk')],
    ['D.1', 'Make', v.m.split(' ')[0]],
    ['D.3', 'Model', v.m.split(' ').slice(1).join(' ')],
    ['C.1', 'Registered Owner', rng.pick(PERSON_EN)],
    ['I', 'Date of Issue', fd(iss, 'uk')],
    ['', 'Taxation class', 'Vintage (concessionary)'],
  ]) {
    row(p, [{ x: 60 }, { x: 95 }, { x: 300 }], [code, a, b], { size: 9 });
    p.down(18);
  }
  p.text(50, 'This certificate is not proof of ownership.', { y: 345, size: 8 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate });
};

/** A US bonded certificate of title for a project car bought without papers: title number, "BONDED" brand, date issued. */
export const usBondedTitle: Family = (rng) => {
  const p = new PageBuilder();
  const iss = rng.date(1996, 2025);
  const st = rng.pick(['STATE OF GEORGIA', 'STATE OF INDIANA', 'STATE OF TEXAS']);
  p.box(35, 35, 525, 400);
  p.text(297, st, { y: 62, size: 13, bold: true, align: 'center', serif: true });
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { y: 78, size: 10, align: 'center', serif: true });
  p.text(297, '*** BONDED TITLE ***', { y: 94, size: 10, bold: true, align: 'center' });
  const v = vehicleFor(rng, VEH_EN, 2000);
  p.y = 125;
  const g = [{ x: 50 }, { x: 220 }, { x: 390 }];
  row(p, g, ['TITLE NUMBER', 'YEAR / MAKE', 'BODY'], { size: 7 });
  p.down(12);
  row(
    p,
    g,
    [
      `${rng.int(100000000, 999999999)}`,
      `${v.y} ${v.m
        .replace(/^\d{4} /, '')
        .split(' ')[0]
        .toUpperCase()}`,
      rng.pick(['2D HT', 'CONV', 'CP']),
    ],
    { size: 10, bold: true },
  );
  p.down(22);
  row(p, g, ['VEHICLE IDENTIFICATION NO.', 'ODOMETER', 'DATE ISSUED'], { size: 7 });
  p.down(12);
  row(p, g, [`${rng.int(1, 9)}${rng.pick(['R', 'T', 'W'])}${rng.int(10, 99)}${rng.pick(['C', 'K'])}${rng.int(100000, 999999)}`, 'EXEMPT', fd(iss, 'us')], {
    size: 10,
  });
  p.down(22);
  row(p, g, ['PREVIOUS TITLE', 'LIENHOLDER', 'BOND EXPIRES'], { size: 7 });
  p.down(12);
  row(p, g, ['NONE – SURETY BOND', 'NONE', fd(`${yearOf(iss) + 3}${iss.slice(4)}`, 'us')], { size: 9 });
  p.down(26);
  p.text(50, 'OWNER', { size: 7 }).down(12);
  p.text(50, rng.pick(PERSON_EN).toUpperCase(), { size: 10 }).down(12);
  p.text(50, rng.pick(STREET_EN).toUpperCase(), { size: 9 }).down(30);
  para(
    p,
    50,
    'This title is issued subject to a surety bond. The bond protects prior owners and lienholders and expires on the date shown above; thereafter the brand may be removed on application.',
    105,
    { size: 7.5 },
  );
  return doc(p, 'en', { documentType: 'title', date: iss });
};

/** A British private sale of a parts car, handwritten-style receipt: "sold as seen for spares", the price, the seller's signature line. */
export const ukPartsCarSale: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1980, 2024);
  const seller = rng.pick(['Trevor Pollard', 'Margaret Ainsley', 'Keith Lumb']);
  const buyer = rng.pick(['Neil Tranter', 'Paul Devlin', 'Ian Cheshire']);
  const v = vehicleFor(rng, VEH_EN, yearOf(d));
  const priceV = price(rng, 150, 2500, 25);
  p.text(50, 'RECEIPT — SALE OF VEHICLE FOR SPARES', { size: 13, bold: true });
  p.y = 100;
  para(
    p,
    50,
    `I, ${seller}, of ${rng.pick(STREET_EN)}, Darlington, have today sold the ${v.m} (reg. ${rng.pick(['VPY', 'NHN', 'UUP'])} ${rng.int(10, 999)}${rng.pick(['E', 'J', 'M'])}, chassis ${rng.int(10000, 99999)}) to ${buyer} for the sum of £${num(priceV, 'en')}, received in cash.`,
    95,
    { size: 10 },
  );
  p.down(6);
  para(
    p,
    50,
    'The car is sold as seen, for spares or repair, with no MOT and no warranty given or implied. The engine is not running and the sills and floor are rotten. Buyer to collect by trailer within 14 days.',
    95,
    { size: 10 },
  );
  p.down(6);
  para(p, 50, 'Logbook: new keeper slip handed to the buyer; seller to notify DVLA.', 95, { size: 10 });
  p.down(30);
  row(p, [{ x: 50 }, { x: 320 }], ['Signed (seller):', 'Signed (buyer):'], { size: 9 });
  p.down(30);
  row(p, [{ x: 50 }, { x: 320 }], [seller, buyer], { size: 10 });
  p.down(20);
  p.text(50, `Date: ${fd(d, 'uk')}`, { size: 10 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: priceV });
};

/** A US restoration shop selling a rolling shell: a dealer-style invoice with the shell's price, an extras line, a deposit and a balance. */
export const usRollingShell: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(2005, 2026);
  const seller = rng.pick(['Lone Star Body & Frame LLC', 'Rust Belt Rescue Cars, Inc.']);
  p.text(50, seller, { size: 15, bold: true });
  p.text(50, 'Project cars · Rolling shells · Donor vehicles', { y: 75, size: 8 });
  p.text(545, 'BILL OF SALE / INVOICE', { y: 60, size: 11, bold: true, align: 'right' });
  p.y = 110;
  row(p, [{ x: 50 }, { x: 300 }], [`Buyer: ${rng.pick(PERSON_EN)}`, `Date of sale: ${fd(d, 'uslong')}`], { size: 9.5 });
  p.down(14);
  row(p, [{ x: 50 }, { x: 300 }], [`Stock #: RS-${rng.int(100, 999)}`, `Salesperson: ${rng.pick(['Cody', 'Ray', 'Deb'])}`], { size: 9.5 });
  p.down(24);
  const v = vehicleFor(rng, VEH_EN, yearOf(d));
  p.text(50, `${v.m} — rolling shell (no engine, no transmission, no interior)`, { bold: true, size: 9.5 }).down(16);
  p.text(50, `VIN ${rng.int(1, 9)}${rng.pick(['F', 'C'])}${rng.int(10, 99)}${rng.pick(['K', 'R'])}${rng.int(100000, 999999)} · title: bill of sale only`, {
    size: 9,
  }).down(24);
  const shell = price(rng, 3500, 22000, 250);
  const extra = price(rng, 150, 900, 50);
  const fee = rng.pick([75, 95, 150]);
  const total = r2(shell + extra + fee);
  const dep = rng.pick([500, 1000, 1500]);
  const t = [{ x: 60 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Rolling shell, as described', num(shell, 'en'), false],
    ['Boxed parts: bumpers, glass, front clip sheet metal', num(extra, 'en'), false],
    ['Documentation fee', num(fee, 'en'), false],
    ['Total sale price', `$${num(total, 'en')}`, true],
    ['Less deposit received', `(${num(dep, 'en')})`, false],
    ['Balance due on pickup', `$${num(r2(total - dep), 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(14);
  }
  p.down(16);
  para(p, 50, 'Sold AS IS, WHERE IS, with no warranty. Buyer has inspected the vehicle. No sales tax collected: buyer to pay tax at registration.', 100, {
    size: 8,
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: total });
};

/** A British engineer's letter valuing a car part-way through restoration for agreed-value cover: the valuation, a condition line, signed. */
export const ukStageValuation: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(2003, 2026);
  const who = rng.pick(['Colin Marchbanks IEng MIMI', 'Richard Oakes AMIMI', 'Helen Tibbs CEng']);
  const name = who.replace(/ (IEng|AMIMI|CEng).*$/, '');
  p.text(545, 'Marchbanks Vehicle Assessors', { size: 12, bold: true, align: 'right', serif: true });
  p.text(545, 'The Old Forge, Ledbury HR8 1AE · 01531 631 204', { y: 72, size: 8, align: 'right', serif: true });
  p.y = 120;
  p.text(50, fd(d, 'uklong'), { serif: true }).down(24);
  p.text(50, rng.pick(PERSON_EN), { serif: true }).down(12).text(50, rng.pick(STREET_EN), { serif: true }).down(24);
  const v = vehicleFor(rng, VEH_EN, 2000);
  p.text(50, `Valuation at current stage of restoration — ${v.m}`, { bold: true, serif: true }).down(20);
  const insp = addDays(d, -rng.int(3, 15));
  para(
    p,
    50,
    `Further to my inspection at the restorer's premises on ${fd(insp, 'uklong')}, I report as follows. The body shell has been fully repaired and is in epoxy primer; the engine has been rebuilt by a specialist and is stored on a stand; the interior trim, chrome and glass are boxed and catalogued.`,
    92,
    { serif: true },
  );
  p.down(8);
  const cond = rng.pick(['Part-restored, shell complete', 'Restoration approx. 60% complete']);
  row(p, [{ x: 50 }, { x: 200 }], ['Present condition:', cond], { serif: true });
  p.down(16);
  const val = price(rng, 9000, 60000, 500);
  row(p, [{ x: 50 }, { x: 200 }], ['Valuation today:', `£${num(val, 'en')}`], { serif: true, bold: true });
  p.down(16);
  row(p, [{ x: 50 }, { x: 200 }], ['Estimated on completion:', `£${num(r2(val * 1.9), 'en')}`], { serif: true });
  p.down(22);
  para(
    p,
    50,
    'I consider the figure for today a fair agreed value for insurance purposes while the restoration continues. It should be reviewed when the car is completed.',
    92,
    { serif: true },
  );
  p.down(24);
  p.text(50, 'Yours sincerely,', { serif: true }).down(36);
  p.text(50, who, { serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: val, conditionNotes: cond });
};
