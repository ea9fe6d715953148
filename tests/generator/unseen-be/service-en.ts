/**
 * English-language workshop bills that come again: dealer duplicates reprinted from the archive, repair orders marked
 * REPRINT, a past-due reminder with the repair order attached, bills quoting the last visit and the next due, a
 * revised invoice superseding an earlier one, a return visit under warranty, a state inspection with repairs.
 */
import { addDays, doc, fd, hline, num, para, r2, row, sum, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_EN,
  LABOR_EN,
  PARTS_EN,
  PageBuilder,
  digits,
  lineTable,
  person,
  pickLines,
  placeUK,
  placeUS,
  plateUK,
  plateUS,
  scaled,
  vatOf,
  vin17,
} from './kit';

const miles = (n: number) => num(n, 'en').slice(0, -3);

/** British main dealer invoice of 1986–2000, reprinted from the dealer system years later. */
export function ukDuplicateInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 2000);
  const printed = rng.date(2008, 2024);
  const y = yearOf(date);
  const pl = placeUK(rng);
  const shop = `${rng.pick(['Henlys', 'Guy Salmon', 'Stratstone', 'Hartwell', 'Lookers'])} of ${pl.city}`;
  const mk = rng.pick(['Jaguar', 'Rover', 'Land Rover']);
  const car = rng.pick(CARS_EN.filter((c) => c[0] === mk || (mk === 'Rover' && c[0] === 'Austin')));
  const km = rng.int(30000, 140000);
  const labor = scaled(pickLines(rng, LABOR_EN, 2, 4), 0.9);
  const parts = scaled(pickLines(rng, PARTS_EN, 2, 5), 0.9);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatUK(y);
  const t = vatOf(sl + sp, rate);
  p.text(50, shop, { size: 15, bold: true }).down(12).text(50, `${mk} Main Dealer · ${pl.street}, ${pl.city} ${pl.zip}`, { size: 8.5 });
  p.down(10).text(50, `VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 8.5 });
  p.box(390, 40, 155, 36);
  p.text(467, 'DUPLICATE INVOICE', { size: 11, bold: true, align: 'center', y: 55 });
  p.text(467, `Reprinted ${fd(printed, 'uk')}`, { size: 8, align: 'center', y: 69 });
  p.y = 120;
  p.text(50, `${rng.pick(['Mr', 'Mrs', 'Dr'])} ${person(rng, 'en')}`, { size: 10 })
    .down(12)
    .text(50, placeUK(rng).street, { size: 10 });
  const kv: [string, string][] = [
    ['Invoice No', `S${digits(rng, 6)}`],
    ['Invoice Date', fd(date, 'uk')],
    ['Reg No', plateUK(rng, y - rng.int(0, 8))],
    ['Model', `${car[0]} ${car[1]}`],
    ['Mileage', miles(km)],
  ];
  p.y = 120;
  for (const [k, v] of kv) p.text(330, k, { size: 8.5 }).text(410, v, { size: 9 }).down(12);
  p.y = 205;
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Description', 'Labour', 'Parts'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'en'), '']),
  );
  lineTable(
    p,
    cols,
    parts.map((l) => [`${rng.pick(['GRF', 'C', 'ERR', 'NAM'])}${digits(rng, 4)}  ${l.text}`, '', num(l.amount, 'en')]),
  );
  hline(p, 50, 495);
  p.down(14);
  row(p, cols, ['Totals', num(sl, 'en'), num(sp, 'en')], { bold: true });
  p.down(22);
  const tot: [string, number][] = [
    ['Goods & services', t.net],
    [`VAT @ ${rate}%`, t.vat],
  ];
  for (const [k, v] of tot) p.text(420, k, { size: 9.5, align: 'right' }).text(545, num(v, 'en'), { size: 9.5, align: 'right' }).down(13);
  p.text(420, 'Invoice total £', { size: 10.5, bold: true, align: 'right' }).text(545, num(t.gross, 'en'), { size: 10.5, bold: true, align: 'right' }).down(30);
  para(
    p,
    50,
    'This duplicate has been reproduced from our records at the customer’s request. It is not a VAT invoice and cannot be used to reclaim tax.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A US shop's past-due letter on top, the repair order copied below. */
export function usPastDueReminder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2024);
  const letter = addDays(date, rng.int(45, 75));
  const pl = placeUS(rng);
  const shop = `${rng.pick(['Lakeside', 'Heritage', 'Northgate', 'Main Street'])} ${rng.pick(['Auto Repair', 'Garage', 'Automotive', 'Service Center'])}`;
  const cust = person(rng, 'en');
  const mi = rng.int(40000, 190000);
  const labor = scaled(pickLines(rng, LABOR_EN, 1, 3), 1.1);
  const parts = pickLines(rng, PARTS_EN, 1, 4);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const taxRate = rng.pick([5.5, 6, 6.25, 7]);
  const tax = r2((sp * taxRate) / 100);
  const total = r2(sl + sp + tax);
  const ro = digits(rng, 5);
  p.text(50, shop, { size: 13, bold: true }).down(12).text(50, `${pl.street} · ${pl.city}, ${pl.state} ${pl.zip}`, { size: 8.5 });
  p.y = 105;
  p.text(50, fd(letter, 'uslong'), { size: 10 }).down(20);
  p.text(50, cust, { size: 10 }).down(12).text(50, placeUS(rng).street, { size: 10 }).down(24);
  p.text(50, 'PAST DUE NOTICE – SECOND REQUEST', { size: 11, bold: true }).down(16);
  para(
    p,
    50,
    `Dear ${cust.split(' ')[0]}, our records show that repair order #${ro} dated ${fd(date, 'us')} in the amount of $${num(total, 'en')} remains unpaid. A copy is printed below for your reference. Please remit payment within ten days or call our office to discuss.`,
    100,
    { size: 9.5 },
  );
  p.down(4)
    .text(50, 'Thank you,', { size: 9.5 })
    .down(13)
    .text(50, `${person(rng, 'en')}, Office Manager`, { size: 9.5 });
  p.y = 330;
  p.text(297, '--------------------------------  COPY OF REPAIR ORDER  --------------------------------', { size: 8, align: 'center' });
  p.y = 358;
  p.text(50, `REPAIR ORDER #${ro}`, { size: 11, bold: true })
    .text(545, `DATE ${fd(date, 'us')}`, { size: 9.5, align: 'right' })
    .down(14);
  p.text(50, `${rng.pick(CARS_EN).join(' ')}   LIC ${plateUS(rng)}   ODOMETER ${miles(mi)}`, { size: 9 }).down(20);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.text(50, 'LABOR', { size: 9, bold: true }).down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'en')]),
  );
  p.text(50, 'PARTS', { size: 9, bold: true }).down(13);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'en')]),
  );
  hline(p, 330, 215);
  p.down(14);
  const tot: [string, number, boolean][] = [
    ['Total labor', sl, false],
    ['Total parts', sp, false],
    [`Sales tax (parts) ${taxRate}%`, tax, false],
    ['TOTAL DUE', total, true],
  ];
  for (const [k, v, b] of tot) p.text(440, k, { size: 9.5, bold: b, align: 'right' }).text(545, num(v, 'en'), { size: 9.5, bold: b, align: 'right' }).down(13);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: sl,
    partsCost: sp,
    totalCost: total,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A British marque specialist's bill quoting the previous service, the next due and the MOT expiry. */
export function ukSpecialistHistory(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2001, 2025);
  const pl = placeUK(rng);
  const shop = `${rng.pick(['Cotswold', 'Marches', 'Pennine', 'Weald'])} ${rng.pick(['Classic Cars', 'Sports Cars Ltd', 'Motor Works'])}`;
  const car = rng.pick(CARS_EN.slice(0, 6));
  const mi = rng.int(40000, 150000);
  const prev = addDays(date, -rng.int(330, 420));
  const prevMi = mi - rng.int(800, 4000);
  const labor = pickLines(rng, LABOR_EN, 2, 4);
  const parts = pickLines(rng, PARTS_EN, 2, 5);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatUK(yearOf(date));
  const t = vatOf(sl + sp, rate);
  p.text(297, shop, { size: 16, bold: true, serif: true, align: 'center' })
    .down(13)
    .text(297, `${pl.street} · ${pl.city} · ${pl.zip}`, { size: 8.5, align: 'center' });
  p.y = 115;
  p.text(50, 'INVOICE', { size: 13, bold: true })
    .text(545, `No. ${digits(rng, 4)}   Date: ${fd(date, 'uklong')}`, { size: 9.5, align: 'right' })
    .down(18);
  p.box(50, p.y - 11, 495, 54);
  p.text(56, `Vehicle: ${car[0]} ${car[1]}   Reg: ${plateUK(rng, rng.int(1968, 1982))}   Mileage: ${miles(mi)}`, { size: 9 }).down(13);
  p.text(56, `Previous service: ${fd(prev, 'uk')} at ${miles(prevMi)} miles (${miles(mi - prevMi)} miles since)`, { size: 8.5 }).down(12);
  p.text(56, `Next service due: ${fd(addDays(date, 365), 'uk')} or ${miles(mi + 3000)} miles · MOT expires ${fd(addDays(date, rng.int(30, 300)), 'uk')}`, {
    size: 8.5,
  }).down(26);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.text(50, 'Work carried out', { size: 10, bold: true }).down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'en')]),
  );
  p.text(440, 'Labour', { size: 9 }).text(545, num(sl, 'en'), { size: 9, align: 'right' }).down(18);
  p.text(50, 'Parts supplied', { size: 10, bold: true }).down(13);
  lineTable(
    p,
    cols,
    parts.map((l) => [`${rng.int(1, 5)} x ${l.text}`, num(l.amount, 'en')]),
  );
  p.text(440, 'Parts', { size: 9 }).text(545, num(sp, 'en'), { size: 9, align: 'right' }).down(16);
  hline(p, 330, 215);
  p.down(14);
  p.text(440, 'Net', { size: 9.5 }).text(545, num(t.net, 'en'), { size: 9.5, align: 'right' }).down(13);
  p.text(440, `VAT ${rate}%`, { size: 9.5 }).text(545, num(t.vat, 'en'), { size: 9.5, align: 'right' }).down(14);
  p.text(440, 'Total £', { size: 10.5, bold: true }).text(545, num(t.gross, 'en'), { size: 10.5, bold: true, align: 'right' }).down(30);
  p.text(50, 'Payment by BACS or card on collection. Thank you for your custom.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => `${l.text}`),
  });
}

/** A US dealer repair order printed again as CUSTOMER COPY *** REPRINT *** from the dealer system. */
export function usRepairOrderReprint(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2012);
  const printed = addDays(date, rng.int(400, 6000));
  const pl = placeUS(rng);
  const brand = rng.pick(['Chevrolet', 'Ford', 'Pontiac', 'Jeep']);
  const shop = `${rng.pick(['Bob Hanley', 'Kessler', 'Tri-County', 'Valley'])} ${brand}${rng.pick(['', ' Inc.', ' Sales & Service'])}`;
  const car = rng.pick(CARS_EN.filter((c) => c[0] === brand || (brand === 'Pontiac' && c[0] === 'Pontiac')));
  const mi = rng.int(40000, 180000);
  const labor = scaled(pickLines(rng, LABOR_EN, 2, 4), 1.2);
  const parts = pickLines(rng, PARTS_EN, 1, 4);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const sup = r2(Math.min(35, sl * 0.05));
  const taxRate = rng.pick([6, 6.5, 7, 8.25]);
  const tax = r2(((sp + sup) * taxRate) / 100);
  const total = r2(sl + sp + sup + tax);
  p.text(297, '*** CUSTOMER COPY *** REPRINT ***', { size: 9, bold: true, align: 'center', y: 36 });
  p.y = 62;
  p.text(50, shop.toUpperCase(), { size: 13, bold: true })
    .down(12)
    .text(50, `${pl.street.toUpperCase()}  ${pl.city.toUpperCase()} ${pl.state} ${pl.zip}`, { size: 8 });
  p.text(545, `PRINTED ${fd(printed, 'us')} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8, align: 'right', y: 62 });
  p.y = 100;
  p.box(50, p.y - 10, 495, 60);
  const c4: Col[] = [{ x: 56 }, { x: 180 }, { x: 300 }, { x: 430 }];
  row(p, c4, ['RO NUMBER', 'RO DATE', 'MILEAGE IN', 'MILEAGE OUT'], { size: 7 });
  p.down(12);
  row(p, c4, [digits(rng, 6), fd(date, 'us'), miles(mi), '--------'], { size: 9.5 });
  p.down(16);
  row(p, c4, ['YEAR/MAKE/MODEL', '', 'VIN', 'TAG'], { size: 7 });
  p.down(12);
  row(
    p,
    c4,
    [
      `${car[0]} ${car[1]}`.toUpperCase(),
      '',
      vin17(rng, { Chevrolet: '1G1YY2', Ford: '1FABP4', Pontiac: '1G2FW2', Jeep: '1JCCM8' }[brand] ?? '1G1YY2'),
      plateUS(rng),
    ],
    { size: 8.5 },
  );
  p.y = 185;
  const cols: Col[] = [{ x: 50 }, { x: 80 }, { x: 545, align: 'right' }];
  let n = 0;
  for (const l of labor) {
    row(p, cols, [String.fromCharCode(65 + n++), `${l.text.toUpperCase()}`, num(l.amount, 'en')]);
    p.down(11);
    p.text(80, `TECH ${rng.int(100, 999)}   ${rng.pick(['CUSTOMER PAY', 'C/P'])}`, { size: 7.5 }).down(14);
  }
  p.down(4).text(50, 'PARTS', { size: 9, bold: true }).down(13);
  lineTable(
    p,
    cols,
    parts.map((l) => ['', `${rng.int(1, 4)} ${digits(rng, 8)} ${l.text.toUpperCase()}`, num(l.amount, 'en')]),
  );
  hline(p, 330, 215);
  p.down(14);
  const tot: [string, number, boolean][] = [
    ['LABOR AMOUNT', sl, false],
    ['PARTS AMOUNT', sp, false],
    ['SHOP SUPPLIES', sup, false],
    [`SALES TAX`, tax, false],
    ['PLEASE PAY THIS AMOUNT', total, true],
  ];
  for (const [k, v, b] of tot) p.text(460, k, { size: 9, bold: b, align: 'right' }).text(545, num(v, 'en'), { size: 9, bold: b, align: 'right' }).down(13);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: sl,
    partsCost: sp,
    totalCost: total,
    workPerformed: labor.map((l) => l.text.toUpperCase()),
    partsUsed: parts.map((l) => l.text.toUpperCase()),
  });
}

/** A British return visit: the earlier invoice is named, the labour is free under warranty, parts are charged. */
export function ukWarrantyReturn(rng: Random): Generated {
  const p = new PageBuilder();
  const first = rng.date(1995, 2024);
  const date = addDays(first, rng.int(20, 200));
  const pl = placeUK(rng);
  const shop = `${rng.pick(['A.J.', 'R.&S.', 'T.W.'])} ${rng.pick(['Bowden', 'Kershaw', 'Nuttall'])} Motor Engineers`;
  const mi = rng.int(30000, 160000);
  const labor = pickLines(rng, LABOR_EN, 1, 3);
  const parts = pickLines(rng, PARTS_EN, 1, 3);
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatUK(yearOf(date));
  const t = vatOf(sp, rate);
  p.text(50, shop, { size: 14, bold: true }).down(12).text(50, `${pl.street}, ${pl.city} ${pl.zip}`, { size: 8.5 });
  p.y = 110;
  p.text(50, `Invoice ${digits(rng, 5)}`, { size: 12, bold: true })
    .text(545, fd(date, 'uk'), { size: 10, align: 'right' })
    .down(16);
  p.text(50, `RETURN VISIT – re our invoice ${digits(rng, 5)} of ${fd(first, 'uk')}`, { size: 9, bold: true }).down(13);
  p.text(50, `${rng.pick(CARS_EN).join(' ')}  ·  ${plateUK(rng, rng.int(1975, 1999))}  ·  Odometer ${miles(mi)}`, { size: 9 }).down(13);
  p.text(50, `Customer reports: ${rng.pick(['oil leak has returned', 'brakes pulling to the left again', 'misfire when warm', 'squeal from front brakes'])}.`, {
    size: 9,
  }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Labour', '£'], { bold: true });
  p.down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, 'N/C']),
  );
  p.text(50, '(labour under 12-month workmanship warranty – no charge)', { size: 8 }).down(18);
  row(p, cols, ['Parts', '£'], { bold: true });
  p.down(13);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'en')]),
  );
  hline(p, 330, 215);
  p.down(14);
  p.text(440, 'Parts', { size: 9.5 }).text(545, num(sp, 'en'), { size: 9.5, align: 'right' }).down(13);
  p.text(440, `VAT @ ${rate}%`, { size: 9.5 }).text(545, num(t.vat, 'en'), { size: 9.5, align: 'right' }).down(14);
  p.text(440, 'Balance due', { size: 10.5, bold: true }).text(545, num(t.gross, 'en'), { size: 10.5, bold: true, align: 'right' }).down(14);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A US quick-lube ticket with the last visit and the next due (the windshield sticker's figures). */
export function usQuickLube(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2025);
  const pl = placeUS(rng);
  const shop = `${rng.pick(['Express', 'Precision', 'Speedy', 'Ten Minute'])} Lube #${rng.int(100, 999)}`;
  const mi = rng.int(30000, 200000);
  const last = addDays(date, -rng.int(90, 200));
  const lastMi = mi - rng.int(2000, 4500);
  const svc: [string, number][] = rng.some(
    [
      ['Full service oil change', 24.99 + rng.int(0, 25)],
      ['Tire rotation', 14.99 + rng.int(0, 10)],
      ['Transmission fluid exchange', 89.99 + rng.int(0, 50)],
      ['Cooling system flush', 79.99 + rng.int(0, 30)],
      ['Wiper blade installation', 0],
    ] as [string, number][],
    rng.int(1, 3),
  );
  const parts = pickLines(
    rng,
    PARTS_EN.filter((l) => /filter|Wiper|Antifreeze/.test(l[0])),
    1,
    3,
  );
  const sl = sum(svc.map((s) => s[1]));
  const sp = sum(parts.map((l) => l.amount));
  const taxRate = rng.pick([6, 7, 8.25]);
  const tax = r2(((sl + sp) * taxRate) / 100);
  const total = r2(sl + sp + tax);
  p.box(150, 40, 295, 700);
  p.y = 62;
  p.text(297, shop.toUpperCase(), { size: 12, bold: true, align: 'center' })
    .down(12)
    .text(297, `${pl.street}, ${pl.city} ${pl.state}`, { size: 8, align: 'center' })
    .down(20);
  p.text(160, `INVOICE ${digits(rng, 7)}`, { size: 9 })
    .text(435, fd(date, 'us'), { size: 9, align: 'right' })
    .down(13);
  p.text(160, `${rng.pick(CARS_EN.slice(6)).join(' ')}`, { size: 9 }).down(13);
  p.text(160, `LIC ${plateUS(rng)}   MILES ${miles(mi)}`, { size: 9 }).down(13);
  p.text(160, `LAST VISIT ${fd(last, 'us')} @ ${miles(lastMi)}`, { size: 8 }).down(20);
  const cols: Col[] = [{ x: 160 }, { x: 435, align: 'right' }];
  p.text(160, 'SERVICES', { size: 8.5, bold: true }).down(12);
  lineTable(
    p,
    cols,
    svc.map((s) => [s[0], num(s[1], 'en')]),
  );
  p.text(160, 'PRODUCTS', { size: 8.5, bold: true }).down(12);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'en')]),
  );
  hline(p, 160, 275);
  p.down(14);
  for (const [k, v, b] of [
    ['SUBTOTAL', r2(sl + sp), false],
    [`TAX ${taxRate}%`, tax, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][])
    p.text(160, k, { size: 9.5, bold: b }).text(435, num(v, 'en'), { size: 9.5, bold: b, align: 'right' }).down(13);
  p.down(16);
  p.box(175, p.y - 12, 245, 42);
  p.text(297, 'NEXT SERVICE DUE', { size: 9, bold: true, align: 'center' }).down(13);
  p.text(297, `${miles(mi + 3000)} MILES OR ${fd(addDays(date, 91), 'us')}`, { size: 9, align: 'center' }).down(40);
  p.text(297, 'Thank you! Please come again.', { size: 8, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: mi,
    totalCost: total,
    workPerformed: svc.map((s) => s[0]),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A British revised invoice that supersedes an earlier one. */
export function ukRevisedInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const work = rng.date(2003, 2025);
  const date = addDays(work, rng.int(5, 25));
  const pl = placeUK(rng);
  const shop = `${rng.pick(['Kingsway', 'Riverside', 'Abbey', 'Northfield'])} Garage Ltd`;
  const mi = rng.int(30000, 160000);
  const labor = pickLines(rng, LABOR_EN, 2, 4);
  const parts = pickLines(rng, PARTS_EN, 2, 4);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatUK(yearOf(date));
  const t = vatOf(sl + sp, rate);
  p.text(545, shop, { size: 14, bold: true, align: 'right' }).down(12).text(545, `${pl.street} · ${pl.city} ${pl.zip}`, { size: 8.5, align: 'right' });
  p.y = 110;
  p.text(50, 'REVISED INVOICE', { size: 14, bold: true }).down(15);
  p.text(50, `Supersedes invoice ${digits(rng, 5)} dated ${fd(work, 'uk')}, which is cancelled.`, { size: 9 }).down(20);
  const kv: [string, string][] = [
    ['Invoice no.', `${digits(rng, 5)}R`],
    ['Invoice date', fd(date, 'uk')],
    ['Date of work', fd(work, 'uk')],
    ['Vehicle', `${rng.pick(CARS_EN).join(' ')} – ${plateUK(rng, rng.int(1975, 2000))}`],
    ['Mileage', miles(mi)],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(140, v, { size: 9 }).down(12);
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 110 }, { x: 545, align: 'right' }];
  row(p, cols, ['Type', 'Description', 'Amount £'], { bold: true, size: 8.5 });
  p.down(13);
  lineTable(p, cols, [...labor.map((l) => ['Labour', l.text, num(l.amount, 'en')]), ...parts.map((l) => ['Part', l.text, num(l.amount, 'en')])]);
  hline(p, 330, 215);
  p.down(14);
  for (const [k, v, b] of [
    ['Labour total', sl, false],
    ['Parts total', sp, false],
    ['Subtotal', t.net, false],
    [`VAT ${rate}%`, t.vat, false],
    ['Amount due', t.gross, true],
  ] as [string, number, boolean][])
    p.text(440, k, { size: 9.5, bold: b, align: 'right' }).text(545, num(v, 'en'), { size: 9.5, bold: b, align: 'right' }).down(13);
  p.down(16);
  para(
    p,
    50,
    `Revision: ${rng.pick(['mileage corrected', 'parts price amended after supplier credit', 'customer name corrected'])}. Any payment already made against the cancelled invoice will be credited to this one.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A Pennsylvania state inspection with repairs, the old sticker's month and the new one. */
export function usStateInspection(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2024);
  const pl = placeUS(rng, ['Pennsylvania', 'PA', 'Lancaster']);
  const shop = `${rng.pick(['Stoltzfus', 'Hershey', 'Ridgeview', 'Conestoga'])} ${rng.pick(['Service Station', 'Auto Service', 'Garage'])}`;
  const mi = rng.int(30000, 190000);
  const insp = rng.pick([24.95, 29.95, 34.95, 39.95]);
  const labor = [{ text: 'PA safety inspection', amount: insp }, ...pickLines(rng, LABOR_EN, 1, 3)];
  const parts = pickLines(rng, PARTS_EN, 1, 3);
  const sticker = rng.pick([2, 3, 6]);
  const stFee = sticker;
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const tax = r2((sp * 6) / 100);
  const total = r2(sl + sp + stFee + tax);
  p.text(50, shop, { size: 14, bold: true })
    .down(12)
    .text(50, `${pl.street} · ${pl.city}, PA ${pl.zip} · Official Inspection Station No. ${rng.pick(['A', 'B', 'K'])}${digits(rng, 3)}`, { size: 8.5 });
  p.y = 105;
  p.text(50, `Customer: ${person(rng, 'en')}`, { size: 9.5 })
    .text(545, `Date ${fd(date, 'us')}`, { size: 9.5, align: 'right' })
    .down(13);
  p.text(50, `Vehicle: ${rng.pick(CARS_EN).join(' ')}   Plate ${plateUS(rng)}`, { size: 9.5 })
    .text(545, `Odometer ${miles(mi)}`, { size: 9.5, align: 'right' })
    .down(13);
  const old = addDays(date, -rng.int(-20, 10));
  p.text(50, `Previous sticker expired ${fd(old, 'us').slice(0, 2)}/${yearOf(old)} · New sticker expires ${fd(old, 'us').slice(0, 2)}/${yearOf(old) + 1}`, {
    size: 8.5,
  }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['LABOR', ''], { bold: true });
  p.down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'en')]),
  );
  row(p, cols, ['PARTS', ''], { bold: true });
  p.down(13);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'en')]),
  );
  hline(p, 330, 215);
  p.down(14);
  for (const [k, v, b] of [
    ['Labor', sl, false],
    ['Parts', sp, false],
    ['Sticker fee', stFee, false],
    ['PA sales tax 6% (parts)', tax, false],
    ['Total', total, true],
  ] as [string, number, boolean][])
    p.text(440, k, { size: 9.5, bold: b, align: 'right' }).text(545, num(v, 'en'), { size: 9.5, bold: b, align: 'right' }).down(13);
  p.down(14).text(50, 'Vehicle passed inspection. Certified inspector: ____________________', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: sl,
    partsCost: sp,
    totalCost: total,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A typed 1980s US dealer invoice, re-issued as a duplicate at the owner's request, the two dates side by side. */
export function usTypedDuplicate(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 1989);
  const dup = addDays(date, rng.int(1000, 6000));
  const pl = placeUS(rng);
  const shop = `${rng.pick(['Hometown', 'Riverside', 'Jack Dunn', 'Liberty'])} ${rng.pick(['Chevrolet-Oldsmobile', 'Ford-Mercury', 'Pontiac-GMC'])}`;
  const mi = rng.int(10000, 90000);
  const labor = scaled(pickLines(rng, LABOR_EN, 1, 3), 0.55);
  const parts = scaled(pickLines(rng, PARTS_EN, 1, 3), 0.5);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const tax = r2((sp * 5) / 100);
  const total = r2(sl + sp + tax);
  const s = { serif: true };
  p.text(297, shop.toUpperCase(), { size: 13, bold: true, align: 'center', ...s })
    .down(13)
    .text(297, `${pl.street} - ${pl.city}, ${pl.state} ${pl.zip}`, { size: 9, align: 'center', ...s });
  p.y = 110;
  p.text(50, 'D U P L I C A T E', { size: 12, bold: true, ...s }).down(16);
  p.text(50, `Original invoice date: ${fd(date, 'usshort')}`, { size: 9.5, ...s }).down(13);
  p.text(50, `Duplicate issued: ${fd(dup, 'usshort')} at owner's request`, { size: 9.5, ...s }).down(20);
  p.text(50, `Invoice No. ${digits(rng, 5)}     Car: ${rng.pick(CARS_EN.slice(6)).join(' ')}     Miles: ${mi}`, { size: 9.5, ...s }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.text(50, 'LABOR', { size: 9.5, bold: true, ...s }).down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'en')]),
    s,
  );
  p.text(50, 'PARTS', { size: 9.5, bold: true, ...s }).down(13);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'en')]),
    s,
  );
  hline(p, 330, 215);
  p.down(14);
  for (const [k, v, b] of [
    ['Total labor', sl, false],
    ['Total parts', sp, false],
    ['Tax on parts 5%', tax, false],
    ['TOTAL', total, true],
  ] as [string, number, boolean][])
    p.text(440, k, { size: 9.5, bold: b, align: 'right', ...s })
      .text(545, num(v, 'en'), { size: 9.5, bold: b, align: 'right', ...s })
      .down(13);
  p.down(20);
  p.text(50, 'Paid in full – thank you.', { size: 9, ...s });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: mi,
    laborCost: sl,
    partsCost: sp,
    totalCost: total,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A 1980s British job card, customer copy, with the last service mileage filled in by hand. */
export function ukJobCardCopy(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 1990);
  const pl = placeUK(rng);
  const shop = `${rng.pick(['Dales', 'Fosse Way', 'Shire', 'Moorland'])} Motors`;
  const mi = rng.int(20000, 110000);
  const labor = scaled(pickLines(rng, LABOR_EN, 2, 3), 0.5);
  const parts = scaled(pickLines(rng, PARTS_EN, 2, 4), 0.5);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatUK(yearOf(date));
  const t = vatOf(sl + sp, rate);
  p.box(45, 40, 505, 520);
  p.text(55, shop, { size: 13, bold: true, y: 62 }).text(540, 'JOB CARD – CUSTOMER COPY', { size: 9, bold: true, align: 'right', y: 62 });
  p.text(55, `${pl.street}, ${pl.city}`, { size: 8, y: 74 });
  p.y = 100;
  const f: [string, string][] = [
    ['Date', fd(date, 'ukdot')],
    ['Reg.', plateUK(rng, yearOf(date) - rng.int(1, 10))],
    ['Make/Model', rng.pick(CARS_EN.slice(0, 6)).join(' ')],
    ['Mileage', String(mi)],
    ['Last service at', `${mi - rng.int(5000, 6500)} miles`],
  ];
  for (const [k, v] of f) p.text(55, `${k}:`, { size: 8 }).text(140, v, { size: 10, serif: true }).down(14);
  hline(p, 45, 505);
  p.down(14);
  const cols: Col[] = [{ x: 55 }, { x: 440, align: 'right' }, { x: 540, align: 'right' }];
  row(p, cols, ['Work done / parts', 'Labour', 'Parts'], { bold: true, size: 8.5 });
  p.down(14);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'en'), '']),
    { serif: true },
  );
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, '', num(l.amount, 'en')]),
    { serif: true },
  );
  hline(p, 45, 505);
  p.down(14);
  row(p, cols, ['', num(sl, 'en'), num(sp, 'en')], { serif: true });
  p.down(18);
  p.text(440, 'Total', { size: 9.5, align: 'right' }).text(540, num(t.net, 'en'), { size: 9.5, align: 'right', serif: true }).down(13);
  p.text(440, `VAT ${rate}%`, { size: 9.5, align: 'right' }).text(540, num(t.vat, 'en'), { size: 9.5, align: 'right', serif: true }).down(14);
  p.text(440, 'To pay £', { size: 10.5, bold: true, align: 'right' })
    .text(540, num(t.gross, 'en'), { size: 10.5, bold: true, align: 'right', serif: true })
    .down(14);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
