/**
 * English-language workshop bills of restorations (UK, IE, US): a restorer's stage bill, a machine shop, a
 * trimmer, a chrome plater, a paint shop, wheels and tyres, auto electricians, a restoration shop's time
 * sheet, a marque specialist's e-mailed invoice, an Irish garage and a gearbox exchange.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, PERSON_EN, price, r2, row, STREET_EN, sum, VEH_EN, vatIE, vatUK, vehicleFor, yearOf, type Family } from './kit';

const rightBlock = (p: PageBuilder, x: number, y: number, pairs: [string, string][], size = 8.5) => {
  p.y = y;
  for (const [a, b] of pairs) {
    row(p, [{ x }, { x: 545, align: 'right' }], [a, b], { size });
    p.down(12);
  }
};

/** A UK restorer's stage bill: a right-hand letterhead, the stage's work in sentences, hours per trade, parts with the number first, less a payment on account. */
export const ukStageBill: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2011, 2025);
  const shop = rng.pick(['Wolds Classic Restorations Ltd', 'Ferriby Coachworks Ltd']);
  p.text(545, shop, { y: 55, size: 14, bold: true, align: 'right' });
  p.text(545, 'Unit 4, Carr Lane Industrial Estate, Hessle HU13 0LN', { y: 68, size: 7.5, align: 'right' });
  p.text(545, '01482 640 913 · VAT Reg. 288 4410 17', { y: 78, size: 7.5, align: 'right' });
  p.y = 110;
  p.text(50, rng.pick(PERSON_EN)).down(12).text(50, rng.pick(STREET_EN)).down(12).text(50, 'Beverley HU17 8PL');
  const stage = rng.int(2, 6);
  const done = addDays(inv, -rng.int(2, 14));
  rightBlock(p, 380, 110, [
    ['Invoice', `WCR${rng.int(1000, 1999)}`],
    ['Tax point', fd(inv, 'uk')],
    ['Stage completed', fd(done, 'uk')],
    ['Job', `R-${rng.int(40, 99)}`],
  ]);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.y = 190;
  p.text(50, `STAGE ${stage} — BODY SHELL, PAINT PREPARATION`, { bold: true, size: 11 }).down(14);
  p.text(50, `${v.m} · Reg. ${rng.pick(['FHP', 'LVK', 'TBW'])} ${rng.int(100, 999)}${rng.pick(['D', 'F', 'K'])}`, { size: 9 }).down(18);
  p.text(50, 'Work carried out this stage', { bold: true, size: 9.5 }).down(13);
  const work = rng.some(
    [
      'Shell stripped to bare metal and inspected on the jig',
      'Both inner and outer sills replaced',
      'Floor pans welded in and seam sealed',
      'Rear valance and boot floor repaired',
      'Doors re-skinned and gaps set',
      'Shell etch primed and put into high-build',
    ],
    4,
  );
  for (const w of work) {
    p.text(50, `${w}.`, { size: 9 }).down(12);
  }
  p.down(10);
  const c = [{ x: 50 }, { x: 330, align: 'right' as const }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Trade', 'Hours', 'Rate', '£'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const trades = [
    ['Panel / welding', price(rng, 80, 220, 0.5), price(rng, 45, 60, 1)],
    ['Paint preparation', price(rng, 30, 90, 0.5), price(rng, 45, 60, 1)],
    ['Fitting', price(rng, 6, 20, 0.5), price(rng, 40, 52, 1)],
  ] as const;
  const la = trades.map(([, h, r]) => r2(h * r));
  trades.forEach(([t, h, r], i) => {
    row(p, c, [t, num(h, 'en'), num(r, 'en'), num(la[i], 'en')]);
    p.down(12);
  });
  const lab = sum(la);
  row(p, c, ['Labour this stage', '', '', num(lab, 'en')], { bold: true });
  p.down(20);
  p.text(50, 'Parts used', { bold: true, size: 9.5 }).down(13);
  const parts = rng.some(
    [
      ['HMP 4410', 'Outer sill LH'],
      ['HMP 4411', 'Outer sill RH'],
      ['HMP 4420', 'Inner sill LH'],
      ['HMP 4421', 'Inner sill RH'],
      ['FPN 102', 'Floor pan half LH'],
      ['RV 77', 'Rear valance'],
      ['EP-5', 'Etch primer 5 L'],
    ],
    5,
  );
  const pp = parts.map(() => price(rng, 22, 240, 0.01));
  parts.forEach(([n, d], i) => {
    row(p, [{ x: 50 }, { x: 120 }, { x: 545, align: 'right' }], [n, d, num(pp[i], 'en')], { size: 9 });
    p.down(12);
  });
  const mat = sum(pp);
  row(p, [{ x: 120 }, { x: 545, align: 'right' }], ['Parts this stage', num(mat, 'en')], { bold: true });
  p.down(22);
  const net = r2(lab + mat);
  const rate = vatUK(yearOf(inv));
  const tax = r2((net * rate) / 100);
  const gross = r2(net + tax);
  const paid = r2(Math.round((gross * 0.4) / 250) * 250);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Net', num(net, 'en'), false],
    [`VAT @ ${rate}%`, num(tax, 'en'), false],
    ['Invoice total', `£${num(gross, 'en')}`, true],
    ['Less paid on account', `(£${num(paid, 'en')})`, false],
    ['Balance now due', `£${num(r2(gross - paid), 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.text(297, "Registered in England No. 07214485. Cars are stored at the owner's risk.", { y: 805, size: 7, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: done,
    laborCost: lab,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
    partsUsed: parts.map(([, d]) => d),
  });
};

/** A US machine shop job ticket of the 1980s: machine work lines priced each, parts with a qty column, sales tax on parts only. */
export const usMachineShop: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1979, 1996);
  const shop = rng.pick(['Valley Automotive Machine Inc.', "Kowalski's Engine & Machine"]);
  p.box(40, 38, 515, 62);
  p.text(297, shop.toUpperCase(), { y: 60, size: 15, bold: true, align: 'center' });
  p.text(297, 'Boring · Honing · Crank Grinding · Valve Jobs · Balancing', { y: 75, size: 8, align: 'center' });
  p.text(297, '2215 W. Fond du Lac Ave, Milwaukee, WI 53206 · (414) 442-7170', { y: 88, size: 8, align: 'center' });
  p.y = 125;
  p.text(50, 'JOB TICKET / INVOICE', { bold: true, size: 11 });
  p.text(545, `No. ${rng.int(10000, 39999)}`, { align: 'right', bold: true });
  p.down(18);
  const promised = addDays(inv, -rng.int(2, 8));
  const comp = addDays(inv, -rng.int(0, 1));
  const c4 = [{ x: 50 }, { x: 150 }, { x: 300 }, { x: 400 }];
  row(p, c4, ['Customer:', rng.pick(PERSON_EN), 'Date:', fd(inv, 'us')], { size: 9 });
  p.down(12);
  row(p, c4, ['Engine:', rng.pick(['Chevy 327 V8', 'Ford 289 V8', 'Mopar 383 B', 'Pontiac 400']), 'Promised:', fd(promised, 'us')], { size: 9 });
  p.down(12);
  row(p, c4, ['Block #:', `${rng.int(3700000, 3999999)}`, 'Completed:', fd(comp, 'us')], { size: 9 });
  p.down(22);
  p.text(50, 'MACHINE WORK', { bold: true, size: 9.5 }).down(13);
  const work = rng.some(
    [
      'Hot tank & magnaflux block',
      'Bore & hone .030 over',
      'Deck block',
      'Line hone mains',
      'Grind crank .010/.010',
      'Resize rods, press pins',
      '3-angle valve job, new guides',
      'Balance rotating assembly',
    ],
    6,
  );
  const wp = work.map(() => price(rng, 25, 160, 0.5));
  work.forEach((w, i) => {
    row(p, [{ x: 62 }, { x: 545, align: 'right' }], [w, num(wp[i], 'en')], { size: 9 });
    p.down(12);
  });
  const lab = sum(wp);
  p.down(8);
  p.text(50, 'PARTS', { bold: true, size: 9.5 }).down(13);
  const c = [{ x: 62 }, { x: 100 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Qty', 'Description', 'Each', 'Amount'], { size: 8, bold: true });
  p.down(12);
  const parts = [
    [8, 'Pistons .030 over, cast (Sealed Power)'],
    [1, 'Ring set moly .030'],
    [1, 'Main bearing set .010'],
    [1, 'Rod bearing set .010'],
    [1, 'Cam bearing set'],
    [1, 'Gasket set, full (Fel-Pro)'],
  ] as const;
  const each = parts.map(() => price(rng, 6, 60, 0.05));
  const amt = parts.map(([q], i) => r2(q * each[i]));
  parts.forEach(([q, d], i) => {
    row(p, c, [String(q), d, num(each[i], 'en'), num(amt[i], 'en')], { size: 9 });
    p.down(12);
  });
  const mat = sum(amt);
  p.down(10);
  const tr = rng.pick([5, 5.5]);
  const tax = r2((mat * tr) / 100);
  const total = r2(lab + mat + tax);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Machine Labor', num(lab, 'en'), false],
    ['Parts', num(mat, 'en'), false],
    [`Sales Tax ${tr}% (parts)`, num(tax, 'en'), false],
    ['TOTAL', `$${num(total, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.down(20);
  p.text(50, 'All machine work guaranteed to spec. No warranty on engines assembled by others. Thank you!', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: comp,
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
    workPerformed: work,
    partsUsed: parts.map(([, d]) => d),
  });
};

/** A 1970s British motor trimmer's bill: a serif letter, the work in sentences, pounds and pence columns, VAT at 8 %. */
export const ukTrimmer70: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1974, 1978);
  const shop = rng.pick(['A. E. Pickering & Son, Motor Trimmers', 'Harold Voss (Coach Trimmers) Ltd']);
  p.text(297, shop, { size: 14, serif: true, bold: true, align: 'center' });
  p.text(297, 'Hoods · Tonneaux · Seats re-covered in hide or vynide', { y: 74, size: 8.5, serif: true, align: 'center' });
  p.text(297, '17 Canal Street, Coventry CV1 4DX · Tel. Coventry 27741', { y: 86, size: 8.5, serif: true, align: 'center' });
  p.y = 125;
  p.text(50, rng.pick(PERSON_EN), { serif: true }).down(12).text(50, rng.pick(STREET_EN), { serif: true }).down(12).text(50, 'Kenilworth', { serif: true });
  p.text(545, fd(inv, 'uklong'), { y: 125, serif: true, align: 'right' });
  p.y = 190;
  p.text(50, `INVOICE No. ${rng.int(300, 999)}`, { serif: true, bold: true }).down(20);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.text(50, `To re-trimming ${v.m}:`, { serif: true }).down(16);
  const work = rng.some(
    [
      'Front seats stripped, springs re-tied and re-covered in Connolly hide',
      'Rear squab re-covered to match',
      'New hood made and fitted in black mohair',
      'Door casings re-covered',
      'New carpet set cut and bound',
      'Headlining replaced',
    ],
    4,
  );
  const c = [{ x: 62 }, { x: 505, align: 'right' as const }, { x: 530, align: 'right' as const }];
  row(p, c, ['', '£', 'p'], { serif: true, bold: true });
  p.down(14);
  const amts = work.map(() => price(rng, 12, 95, 0.5));
  work.forEach((w, i) => {
    const [pounds, pence] = num(amts[i], 'en').split('.');
    row(p, c, [`${w}.`, pounds, pence], { serif: true, size: 9 });
    p.down(15);
  });
  const net = sum(amts);
  const tax = r2(net * 0.08);
  const gross = r2(net + tax);
  p.down(6);
  for (const [a, v2, bold] of [
    ['', net, false],
    ['V.A.T. @ 8%', tax, false],
    ['TOTAL', gross, true],
  ] as const) {
    const [pounds, pence] = num(v2, 'en').split('.');
    row(p, [{ x: 300 }, c[1], c[2]], [a, pounds, pence], { serif: true, bold });
    p.down(14);
  }
  p.down(20);
  p.text(50, 'With thanks. Terms strictly 30 days.', { serif: true, size: 9 });
  p.text(50, 'V.A.T. Reg. No. 118 2274 55', { y: 800, serif: true, size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    totalCost: gross,
    workPerformed: work,
  });
};

/** A US chrome plating shop of the 1990s: "2x" pieces in one list, dates in and out, one sum with tax. */
export const usPlater: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1990, 2008);
  const shop = rng.pick(['Tri-County Plating Co.', 'Mirror Finish Plating, Inc.']);
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, 'Show chrome · Nickel · Cad · Polishing · Stainless repair', { y: 76, size: 8 });
  p.text(50, '801 Industrial Pkwy, Riverside, CA 92507', { y: 87, size: 8 });
  const din = addDays(inv, -rng.int(30, 80));
  const dout = addDays(inv, -rng.int(0, 2));
  rightBlock(p, 390, 60, [
    ['Invoice #', `${rng.int(5000, 9999)}`],
    ['Invoice date', fd(inv, 'us')],
    ['Date in', fd(din, 'usshort')],
    ['Date out', fd(dout, 'usshort')],
  ]);
  p.y = 140;
  p.text(50, 'Sold to:', { size: 8 }).down(12);
  p.text(50, rng.pick(PERSON_EN)).down(12).text(50, rng.pick(STREET_EN)).down(12).text(50, 'Corona, CA 92879');
  p.y = 215;
  const c = [{ x: 50 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Work', 'Ea.', 'Total'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  const jobs = rng.some(
    [
      [2, 'bumper, straighten, copper, nickel & chrome'],
      [2, 'bumper guards, show chrome'],
      [1, 'grille, repair pot metal & chrome'],
      [4, 'hubcaps, polish & chrome'],
      [2, 'door handles, pot metal, chrome'],
      [1, 'hood ornament, triple plate'],
      [8, 'stainless trim pieces, dent & polish'],
    ] as const,
    5,
  );
  const am: number[] = [];
  const work: string[] = [];
  for (const [q, d] of jobs) {
    const e = price(rng, 20, 380, 5);
    am.push(r2(q * e));
    work.push(d);
    row(p, c, [`${q}x ${d}`, num(e, 'en'), num(r2(q * e), 'en')], { size: 9 });
    p.down(13);
  }
  const sub = sum(am);
  const tr = 7.75;
  const tax = r2((sub * tr) / 100);
  const total = r2(sub + tax);
  p.down(8);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Subtotal', num(sub, 'en'), false],
    [`Tax ${tr}%`, num(tax, 'en'), false],
    ['Total due', `$${num(total, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.down(20);
  para(p, 50, "Pot metal is plated at owner's risk. Parts not picked up within 60 days will be sold for charges.", 100, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: dout,
    totalCost: total,
    workPerformed: work,
  });
};

/** An Irish paint shop of the 2000s–2020s: work as one comma list, labour and materials with VAT at the year's rate. */
export const iePaintShop: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2003, 2025);
  const shop = rng.pick(['Shannonside Refinishers Ltd', 'Kilbride Paint & Panel Ltd']);
  p.text(50, shop, { size: 15, bold: true });
  p.text(50, 'Ennis Road, Limerick V94 KX21 · 061 455 210 · VAT No. IE 6388145K', { y: 75, size: 8 });
  p.y = 115;
  p.text(50, 'INVOICE', { size: 18 });
  const km = rng.int(40000, 210000);
  rightBlock(p, 380, 105, [
    ['Invoice No', `${rng.int(2000, 4999)}`],
    ['Date', fd(inv, 'uk')],
    ['Reg', `${rng.int(71, 99)}-${rng.pick(['L', 'C', 'D'])}-${rng.int(100, 9999)}`],
    ['Odometer', `${num(km, 'en').slice(0, -3)} km`],
  ]);
  p.y = 175;
  p.text(50, 'Customer', { size: 8 }).down(12).text(50, rng.pick(PERSON_EN)).down(12).text(50, rng.pick(STREET_EN)).down(12).text(50, 'Co. Clare');
  p.down(28);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.text(50, `Re: ${v.m} – full respray, original colour`, { bold: true }).down(18);
  const work = rng.some(
    [
      'strip bumpers and brightwork',
      'sand back to sound paint',
      'treat rust spots on wings',
      'prime and block',
      'apply base and clear',
      'cut and polish',
      'refit all trim',
    ],
    rng.int(5, 7),
  );
  para(p, 50, `Work: ${work.join(', ')}.`, 100);
  p.down(16);
  const lab = price(rng, 1500, 4500, 5);
  const mat = price(rng, 350, 1100, 0.5);
  const rate = vatIE(yearOf(inv));
  const net = r2(lab + mat);
  const tax = r2((net * rate) / 100);
  const gross = r2(net + tax);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Labour', num(lab, 'en'), false],
    ['Paint & materials', num(mat, 'en'), false],
    ['Net', num(net, 'en'), false],
    [`VAT ${rate}%`, num(tax, 'en'), false],
    ['Total €', num(gross, 'en'), true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(13);
  }
  p.down(20);
  p.text(50, 'Paint guaranteed 3 years against defects in workmanship. Stone chips not covered.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
  });
};

/** A US wheel and tire shop of the 2010s: parts and labor in one list told apart by unit (ea / hr), sums per kind, tax on parts. */
export const usWireWheels: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2010, 2025);
  const shop = rng.pick(['Spokes & Whitewalls Wheel Co.', 'Heritage Wire Wheel Service LLC']);
  p.text(50, shop, { size: 15, bold: true });
  p.text(50, 'www.spokesandwhitewalls.com · 1180 Commerce Dr, Lancaster, PA 17601', { y: 75, size: 8 });
  p.y = 110;
  const mi = rng.int(20000, 99000);
  p.text(50, `INVOICE ${rng.int(20000, 29999)}`, { size: 12, bold: true });
  p.text(545, fd(inv, 'uslong'), { align: 'right' });
  p.down(18);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.text(50, `Bill to: ${rng.pick(PERSON_EN)}, ${rng.pick(STREET_EN)}, York, PA`, { size: 9 }).down(12);
  p.text(50, `Vehicle: ${v.m}   Miles: ${num(mi, 'en').slice(0, -3)}`, { size: 9 }).down(22);
  const c = [{ x: 50 }, { x: 90 }, { x: 125 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Qty', 'Unit', 'Description', 'Rate', 'Amount'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const tire = rng.pick(['Coker Classic 6.70-15 wide whitewall', 'BFGoodrich Silvertown 7.75-15 WW', 'Firestone Deluxe Champion 6.00-16']);
  const items: { u: 'ea' | 'hr'; q: number; d: string; e: number }[] = [
    { u: 'hr', q: price(rng, 1.5, 4, 0.5), d: 'Dismount, inspect & strip wire wheels', e: 95 },
    { u: 'ea', q: 5, d: tire, e: price(rng, 140, 260, 0.01) },
    { u: 'ea', q: 5, d: 'Tube, radial-safe 15 in.', e: price(rng, 18, 32, 0.01) },
    { u: 'hr', q: price(rng, 3, 8, 0.5), d: 'Re-lace & true wheels, new stainless spokes', e: 95 },
    { u: 'ea', q: rng.pick([60, 72]) * 5, d: 'Stainless spoke & nipple', e: price(rng, 1.8, 3.2, 0.01) },
    { u: 'ea', q: 5, d: 'Rim band', e: price(rng, 4, 9, 0.01) },
    { u: 'hr', q: price(rng, 1, 2.5, 0.5), d: 'Mount & balance, set of five', e: 95 },
  ];
  let lab = 0;
  let mat = 0;
  for (const it of items) {
    const a = r2(it.q * it.e);
    if (it.u === 'hr') lab += a;
    else mat += a;
    row(p, c, [num(it.q, 'en').replace(/\.00$/, ''), it.u, it.d, num(it.e, 'en'), num(a, 'en')], { size: 8.5 });
    p.down(13);
  }
  lab = r2(lab);
  mat = r2(mat);
  const tax = r2(mat * 0.06);
  const total = r2(lab + mat + tax);
  p.down(8);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Parts', num(mat, 'en'), false],
    ['Labor', num(lab, 'en'), false],
    ['PA sales tax 6% on parts', num(tax, 'en'), false],
    ['Total', `$${num(total, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.down(18);
  p.text(50, 'Bias-ply tires: max 75 mph. Re-torque lug nuts / knock-offs after 50 miles.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
    workPerformed: items.filter((i) => i.u === 'hr').map((i) => i.d),
    partsUsed: items.filter((i) => i.u === 'ea').map((i) => i.d),
  });
};

/** A 1980s British auto electrician: numbered lines in the order the job went, parts and labour mixed with an L/P mark, totals per kind. */
export const ukAutoElectric80: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1981, 1990);
  const shop = rng.pick(['Dennis Hartley Auto Electrical', 'Sparks of Stockport Auto Electrics']);
  p.text(50, shop.toUpperCase(), { size: 13, bold: true });
  p.text(50, 'Lucas Service Agent · Dynamos · Starters · Wiring looms made to pattern', { y: 74, size: 8 });
  p.text(50, '3 Wellington Road South, Stockport SK4 1AA · 061-480 2271', { y: 85, size: 8 });
  const miles = rng.int(40000, 120000);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.y = 120;
  p.text(50, rng.pick(PERSON_EN)).down(12).text(50, rng.pick(STREET_EN)).down(12).text(50, 'Marple');
  rightBlock(p, 380, 120, [
    ['Invoice No.', `${rng.int(1000, 9999)}`],
    ['Date', fd(inv, 'ukdot')],
    ['Reg. No.', `${rng.pick(['ABC', 'KNB', 'PRJ'])} ${rng.int(10, 999)}${rng.pick(['G', 'H', 'L'])}`],
    ['Mileage', String(miles)],
  ]);
  p.y = 195;
  p.text(50, v.m, { bold: true }).down(18);
  const c = [{ x: 50 }, { x: 70 }, { x: 90 }, { x: 545, align: 'right' as const }];
  const lines: ['L' | 'P', string][] = [
    ['L', 'Traced charging fault, dynamo not charging'],
    ['L', 'Removed, stripped & overhauled dynamo'],
    ['P', 'Lucas dynamo brush set'],
    ['P', 'Lucas bearing kit'],
    ['L', 'Control box cleaned & reset'],
    ['P', 'Lucas RB106 control box'],
    ['L', 'Made up & fitted new main loom to pattern'],
    ['P', 'Loom materials, PVC cable, sleeving & terminals'],
  ];
  const use = lines.filter((_, i) => i < 2 || rng.chance(0.8));
  let lab = 0;
  let mat = 0;
  use.forEach(([k, d], i) => {
    const a = k === 'L' ? price(rng, 6, 60, 0.5) : price(rng, 2, 45, 0.01);
    if (k === 'L') lab += a;
    else mat += a;
    row(p, c, [`${i + 1}`, k, d, num(a, 'en')], { size: 9 });
    p.down(13);
  });
  lab = r2(lab);
  mat = r2(mat);
  p.down(10);
  const net = r2(lab + mat);
  const tax = r2(net * 0.15);
  const gross = r2(net + tax);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Labour (L)', num(lab, 'en'), false],
    ['Parts (P)', num(mat, 'en'), false],
    ['VAT 15%', num(tax, 'en'), false],
    ['Total', `£${num(gross, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.text(50, 'VAT No. 147 5521 80', { y: 800, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: gross,
    workPerformed: use.filter(([k]) => k === 'L').map(([, d]) => d),
    partsUsed: use.filter(([k]) => k === 'P').map(([, d]) => d),
  });
};

/** A US restoration shop's invoice: labor hours by department in a grid, a "Parts Used (continued)" block carried from the job sheet. */
export const usRestoDept: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2004, 2024);
  const [shop, addr] = rng.pick([
    ['Blue Ridge Restorations, LLC', '4410 Route 11, Roanoke, VA 24019 · shop@blueridgeresto.com'],
    ['Prairie Iron Restoration Co.', '4410 Route 11, Salem, VA 24153 · office@prairieiron.com'],
  ]);
  p.text(50, shop.split(/,| Co\./)[0].toUpperCase(), { size: 18, bold: true });
  p.text(50, `${shop} · ${addr}`, { y: 76, size: 7.5 });
  const comp = addDays(inv, -rng.int(3, 10));
  p.y = 110;
  p.text(50, `Invoice ${rng.int(1100, 1999)}`, { size: 12, bold: true }).down(14);
  row(p, [{ x: 50 }, { x: 200 }, { x: 350 }], [`Invoice date ${fd(inv, 'us')}`, `Completed ${fd(comp, 'us')}`, `Terms Net 15`], { size: 8.5 });
  p.down(14);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.text(50, `Customer: ${rng.pick(PERSON_EN)}   Vehicle: ${v.m}   VIN ${rng.int(100000, 999999)}${rng.pick(['S', 'F', 'R'])}${rng.int(100000, 999999)}`, {
    size: 8.5,
  }).down(24);
  p.text(50, 'LABOR BY DEPARTMENT', { bold: true, size: 9.5 }).down(6);
  const depts = [
    ['Metal fabrication', 'Fabricated & installed quarter panel patches'],
    ['Body & paint', 'Block sanded & painted underside and jambs'],
    ['Mechanical', 'Rebuilt front suspension & steering box'],
    ['Assembly', 'Installed glass, weatherstrip and trim'],
    ['Electrical', 'Installed reproduction wiring harness'],
  ];
  const ds = rng.some(depts, 4);
  p.box(50, p.y, 495, 16 + 14 * ds.length, false);
  p.down(12);
  const c = [{ x: 56 }, { x: 170 }, { x: 420, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 540, align: 'right' as const }];
  row(p, c, ['Department', 'Work', 'Hrs', 'Rate', 'Amount'], { bold: true, size: 8 });
  p.down(14);
  const la = ds.map(() => {
    const h = price(rng, 8, 60, 0.5);
    return { h, a: r2(h * 85) };
  });
  ds.forEach(([d, w], i) => {
    row(p, c, [d, w, num(la[i].h, 'en'), '85.00', num(la[i].a, 'en')], { size: 8 });
    p.down(14);
  });
  const lab = sum(la.map((x) => x.a));
  p.down(6);
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Total labor', num(lab, 'en')], { bold: true });
  p.down(24);
  p.text(50, 'PARTS USED (continued from job sheet 2)', { bold: true, size: 9.5 }).down(14);
  const pr = [{ x: 50 }, { x: 140 }, { x: 380, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, pr, ['Part #', 'Description', 'Qty', 'Ext.'], { size: 8, bold: true });
  p.down(12);
  const carried = price(rng, 400, 2400, 0.01);
  row(p, pr, ['', 'Brought forward', '', num(carried, 'en')], { size: 8.5 });
  p.down(12);
  const parts = rng.some(
    [
      ['C5ZZ-6522404', 'Quarter panel patch LH'],
      ['WH-6501', 'Wiring harness, under dash'],
      ['TRK-118', 'Tie rod end kit'],
      ['WS-2240', 'Door weatherstrip pair'],
      ['GL-77', 'Windshield, tinted'],
      ['BJ-420', 'Ball joint, upper'],
    ],
    4,
  );
  const pp = parts.map(() => ({ q: rng.pick([1, 1, 2]), e: price(rng, 20, 340, 0.01) }));
  parts.forEach(([n, d], i) => {
    row(p, pr, [n, d, String(pp[i].q), num(r2(pp[i].q * pp[i].e), 'en')], { size: 8.5 });
    p.down(12);
  });
  const mat = r2(carried + sum(pp.map((x) => r2(x.q * x.e))));
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Total parts', num(mat, 'en')], { bold: true });
  p.down(24);
  const tax = r2(mat * 0.053);
  const total = r2(lab + mat + tax);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Labor', num(lab, 'en'), false],
    ['Parts', num(mat, 'en'), false],
    ['VA sales tax 5.3% (parts)', num(tax, 'en'), false],
    ['Invoice total', `$${num(total, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: comp,
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
    workPerformed: ds.map(([, w]) => w),
    partsUsed: parts.map(([, d]) => d),
  });
};

/** A UK marque specialist's e-mailed invoice of the 2020s: the domain as the heading, the firm in the footer, "x2" after parts led by their number. */
export const ukSpecialistEmail: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2020, 2026);
  const [dom, shop] = rng.pick([
    ['healeyworks.co.uk', 'Healey Works (Shropshire) Ltd'],
    ['tr-revival.co.uk', 'TR Revival Engineering Ltd'],
  ]);
  p.text(50, dom, { size: 20, bold: true });
  p.text(50, 'sales & workshop · 01952 711 408', { y: 78, size: 8 });
  p.y = 112;
  p.text(50, 'Invoice to', { size: 8 }).down(12);
  p.text(50, rng.pick(PERSON_EN)).down(12).text(50, rng.pick(STREET_EN)).down(12).text(50, 'Telford TF2 9NP');
  const miles = rng.int(30000, 140000);
  const wd = addDays(inv, -rng.int(1, 4));
  rightBlock(p, 370, 112, [
    ['Invoice number', `INV-${rng.int(4000, 6999)}`],
    ['Invoice date', fd(inv, 'ukshort')],
    ['Work done', fd(wd, 'ukshort')],
    ['Due date', fd(addDays(inv, 14), 'ukshort')],
    ['Odometer', `${num(miles, 'en').slice(0, -3)} mi`],
  ]);
  p.y = 200;
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.text(50, `${v.m} — ${rng.pick(['rolling road session & snag list', 'pre-MOT and summer check', 'post-restoration shakedown'])}`, { bold: true }).down(20);
  const c = [{ x: 50 }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Description', 'Qty', 'Amount'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const work = rng.some(
    [
      'Set up twin SU carburettors on rolling road',
      'Adjust tappets and reset timing',
      'Replace front brake flexi hoses and bleed',
      'Investigate oil leak from rear main seal',
      'Fit new fan belt and adjust',
    ],
    3,
  );
  const wh = work.map(() => price(rng, 0.5, 3, 0.5));
  const rate = price(rng, 60, 78, 1);
  work.forEach((w, i) => {
    row(p, c, [`Labour: ${w}`, `${num(wh[i], 'en')} hr`, num(r2(wh[i] * rate), 'en')], { size: 8.5 });
    p.down(13);
  });
  const parts = rng.some(
    [
      ['GHF123', 'Brake hose front'],
      ['AUD9712', 'SU needle AAC'],
      ['GFE2317', 'Fan belt'],
      ['AJJ3308', 'Carb rebuild kit'],
      ['GSP156', 'Spark plug Champion N9YC'],
    ],
    3,
  );
  const pq = parts.map(() => rng.pick([1, 2, 4]));
  const pe = parts.map(() => price(rng, 4, 45, 0.01));
  parts.forEach(([n, d], i) => {
    row(p, c, [`${n} ${d} x${pq[i]}`, String(pq[i]), num(r2(pq[i] * pe[i]), 'en')], { size: 8.5 });
    p.down(13);
  });
  const lab = sum(wh.map((h) => r2(h * rate)));
  const mat = sum(pq.map((q, i) => r2(q * pe[i])));
  p.down(10);
  const net = r2(lab + mat);
  const tax = r2(net * 0.2);
  const gross = r2(net + tax);
  const t = [{ x: 360 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Labour subtotal', num(lab, 'en'), false],
    ['Parts subtotal', num(mat, 'en'), false],
    ['VAT 20%', num(tax, 'en'), false],
    ['Amount due GBP', num(gross, 'en'), true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.text(297, `${shop} · Registered in England & Wales 11045521 · Unit 9, Halesfield 4, Telford TF7 4AP · VAT GB 301 4471 92`, {
    y: 795,
    size: 6.5,
    align: 'center',
  });
  p.text(297, `Pay by bank transfer: ${shop}, sort code 30-94-12, account 41177203`, { y: 805, size: 6.5, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: wd,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
    partsUsed: parts.map(([, d]) => d),
  });
};

/** An Irish garage of the 1990s in Irish pounds: labour in hours at one rate, parts in a table, two VAT rates (labour 12.5 %, parts 21 %). */
export const ieGarage90: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1991, 2001);
  const shop = rng.pick(["Fahy's Garage (Tuam) Ltd", 'M. Brennan & Sons Motor Works']);
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.text(297, 'Restoration · Welding · Mechanical Repairs · Tel. 093 24117', { y: 75, size: 8, align: 'center' });
  p.text(297, 'Galway Road, Tuam, Co. Galway', { y: 86, size: 8, align: 'center' });
  const miles = rng.int(30000, 120000);
  p.y = 120;
  p.text(50, `Invoice No. ${rng.int(4000, 8999)}`, { bold: true });
  p.text(545, `Date: ${fd(inv, 'uk')}`, { align: 'right' });
  p.down(16);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.text(50, `${rng.pick(PERSON_EN)}, ${rng.pick(STREET_EN)}, Headford`, { size: 9 }).down(12);
  p.text(50, `${v.m} · Reg. ${rng.int(100, 999)} ${rng.pick(['IK', 'MI', 'ZV'])} · Miles ${miles}`, { size: 9 }).down(22);
  p.text(50, 'Work done:', { bold: true }).down(13);
  const work = rng.some(
    ['Welded new sills and floor sections', 'Rebuilt rear brakes', 'Replaced king pins and bushes', 'Renewed exhaust system', 'Serviced and tuned engine'],
    3,
  );
  work.forEach((w) => {
    p.text(62, w, { size: 9.5 }).down(13);
  });
  const hrs = price(rng, 6, 30, 0.5);
  const rate = price(rng, 14, 22, 0.5);
  const lab = r2(hrs * rate);
  p.down(6);
  row(p, [{ x: 62 }, { x: 545, align: 'right' }], [`Labour ${num(hrs, 'en')} hrs @ IR£${num(rate, 'en')}`, num(lab, 'en')]);
  p.down(22);
  const c = [{ x: 62 }, { x: 330 }, { x: 545, align: 'right' as const }];
  row(p, c, ['Parts', 'Part No.', 'IR£'], { bold: true, size: 9 });
  p.down(13);
  const parts = rng.some(
    [
      ['Sill panel outer pair', 'MS 221/2'],
      ['Brake shoes rear', 'GBS 790'],
      ['King pin set', 'KP 1102'],
      ['Exhaust system complete', 'EXH 48'],
      ['Plugs, points & condenser', 'TK 12'],
    ],
    3,
  );
  const pp = parts.map(() => price(rng, 8, 120, 0.01));
  parts.forEach(([d, n], i) => {
    row(p, c, [`${d}, qty ${/King pin|shoes/.test(d) ? 2 : 1}`, n, num(pp[i], 'en')], { size: 9 });
    p.down(12);
  });
  const mat = sum(pp);
  p.down(12);
  const vl = r2(lab * 0.125);
  const vp = r2(mat * 0.21);
  const total = r2(lab + mat + vl + vp);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Labour', num(lab, 'en'), false],
    ['Parts', num(mat, 'en'), false],
    ['VAT @ 12.5% on labour', num(vl, 'en'), false],
    ['VAT @ 21% on parts', num(vp, 'en'), false],
    ['TOTAL IR£', num(total, 'en'), true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.text(50, 'VAT Reg. No. IE 4821177 B', { y: 800, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
    workPerformed: work,
    partsUsed: parts.map(([d]) => d),
  });
};

/** A US restorer's time sheet invoice: dated labor entries by technician, a completion date, parts as one lump with a note. */
export const usTimeSheet: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1995, 2022);
  const shop = rng.pick(['Gateway Classic Car Restoration', 'Sun Valley Street Rods & Restoration']);
  p.text(50, shop, { size: 14, bold: true, serif: true });
  p.text(545, 'STATEMENT OF WORK', { y: 60, size: 10, bold: true, align: 'right' });
  p.text(50, '9021 Old Hwy 66, Kingman, AZ 86401 · (928) 757-0181', { y: 74, size: 8 });
  const comp = addDays(inv, -rng.int(1, 6));
  p.y = 105;
  row(p, [{ x: 50 }, { x: 300 }], [`Bill to: ${rng.pick(PERSON_EN)}`, `Statement # ${rng.int(300, 900)}  dated ${fd(inv, 'us')}`], { size: 9 });
  p.down(12);
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  row(p, [{ x: 50 }, { x: 300 }], [`Vehicle: ${v.m}`, `Work completed: ${fd(comp, 'us')}`], { size: 9 });
  p.down(24);
  const c = [{ x: 50 }, { x: 110 }, { x: 150 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Date', 'Tech', 'Description', 'Hours', 'Amount'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const tasks = rng.some(
    [
      'Remove body from frame',
      'Media blast frame',
      'Paint frame, chassis black',
      'Rebuild rear axle',
      'Install new brake lines',
      'Rebuild steering box',
      'Install engine & trans',
      'Road test & adjust',
    ],
    6,
  );
  let d = addDays(comp, -rng.int(40, 80));
  const rate = price(rng, 55, 90, 5);
  let lab = 0;
  tasks.forEach((t, i) => {
    d = i === tasks.length - 1 ? comp : addDays(d, rng.int(2, 9));
    const h = price(rng, 2, 16, 0.5);
    lab += r2(h * rate);
    row(p, c, [fd(d, 'usshort'), rng.pick(['JR', 'MK', 'TS']), t, num(h, 'en'), num(r2(h * rate), 'en')], { size: 8.5 });
    p.down(13);
  });
  lab = r2(lab);
  p.down(8);
  row(p, [{ x: 150 }, { x: 545, align: 'right' }], [`Labor total @ $${num(rate, 'en')}/hr`, num(lab, 'en')], { bold: true, size: 9 });
  p.down(18);
  const mat = price(rng, 300, 2600, 0.01);
  row(p, [{ x: 150 }, { x: 545, align: 'right' }], ['Parts & materials (itemized receipts attached)', num(mat, 'en')], { size: 9 });
  p.down(13);
  const tax = r2(mat * 0.056);
  row(p, [{ x: 150 }, { x: 545, align: 'right' }], ['AZ tax on parts 5.6%', num(tax, 'en')], { size: 9 });
  p.down(13);
  const total = r2(lab + mat + tax);
  hline(p, 400, 145);
  p.down(13);
  row(p, [{ x: 150 }, { x: 545, align: 'right' }], ['PLEASE PAY', `$${num(total, 'en')}`], { bold: true, size: 10 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: comp,
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
    workPerformed: tasks,
  });
};

/** A UK overdrive and gearbox specialist of the 2000s: a reconditioned exchange unit, a refundable surcharge below the parts, fitting labour. */
export const ukExchangeUnit: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2001, 2019);
  const shop = rng.pick(['Overdrive Repair Services', 'Laycock Gearbox Exchange Ltd']);
  p.text(50, shop, { size: 16, bold: true });
  p.text(545, 'INVOICE', { y: 60, size: 16, align: 'right' });
  p.text(50, 'Specialists in Laycock J-type & A-type units since 1978 · Sheffield S9 3TA', { y: 75, size: 8 });
  p.y = 110;
  p.text(50, rng.pick(PERSON_EN)).down(12).text(50, rng.pick(STREET_EN)).down(12).text(50, 'Rotherham');
  const miles = rng.int(30000, 150000);
  rightBlock(p, 370, 110, [
    ['No.', `${rng.int(10000, 19999)}`],
    ['Date', fd(inv, 'uklong')],
    ['Your ref.', `${rng.pick(['TR6', 'MGB', 'Healey'])} o/d`],
    ['Miles', String(miles)],
  ]);
  p.y = 190;
  const v = vehicleFor(rng, VEH_EN, yearOf(inv));
  p.text(50, v.m, { bold: true }).down(18);
  const c = [{ x: 50 }, { x: 120 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Part no.', 'Description', 'Qty', 'Price'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const parts = [
    ['J-22/1207', 'Overdrive unit J-type, reconditioned (exchange)', 1, price(rng, 380, 620)],
    ['SW-118', 'Overdrive solenoid', 1, price(rng, 40, 80)],
    ['G-OIL', 'Gearbox oil EP80 (litres)', 3, price(rng, 4, 8)],
  ] as const;
  const use = parts.filter((_, i) => i !== 1 || rng.chance(0.6));
  const pa = use.map(([, , q, e]) => r2(q * e));
  use.forEach(([n, d, q], i) => {
    row(p, c, [n, d, String(q), num(pa[i], 'en')], { size: 8.5 });
    p.down(13);
  });
  const mat = sum(pa);
  p.down(4);
  row(p, c, ['', 'Parts', '', num(mat, 'en')], { bold: true, size: 8.5 });
  p.down(20);
  const work = ['Remove gearbox and overdrive', 'Fit exchange unit, refill and road test'];
  const lh = price(rng, 6, 11, 0.5);
  const rate = price(rng, 38, 55, 1);
  const lab = r2(lh * rate);
  work.forEach((w) => {
    p.text(120, w, { size: 8.5 }).down(12);
  });
  row(p, c, ['', `Labour ${num(lh, 'en')} hours`, '', num(lab, 'en')], { bold: true, size: 8.5 });
  p.down(20);
  const rateV = vatUK(yearOf(inv));
  const net = r2(lab + mat);
  const tax = r2((net * rateV) / 100);
  const sur = price(rng, 100, 200, 10);
  const total = r2(net + tax + sur);
  const t = [{ x: 300 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Goods & labour', num(net, 'en'), false],
    [`VAT ${rateV}%`, num(tax, 'en'), false],
    ['Exchange surcharge (refundable, no VAT)', num(sur, 'en'), false],
    ['Total payable', `£${num(total, 'en')}`, true],
  ] as const) {
    row(p, t, [a, b], { bold, size: 8.5 });
    p.down(12);
  }
  p.down(16);
  para(p, 50, 'The surcharge is refunded when your old unit is returned complete and rebuildable within 30 days. Casings with cracks are not accepted.', 100, {
    size: 7.5,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
    workPerformed: work,
    partsUsed: use.map(([, d]) => d),
  });
};
