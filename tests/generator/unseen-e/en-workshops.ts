/** English workshop papers of the fifth honest set: a US dealer repair order, a UK garage, a US restorer, a 1980s typed US bill, and a UK small shop's till receipt. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, cents, enInt, enMoney, plainMoney, price, sum, typedUsDate, ukDate, ukShortMonthDate, usDate } from './kit';

/** A US dealer repair order: header cells with labels above values, jobs lettered A, B, C with their parts beneath, a totals ladder. */
export function dealerRepairOrder(rng: Random): Generated {
  const shop = rng.pick(['Riverside Chevrolet', 'Holloway Ford Lincoln', 'Sunbelt Dodge Chrysler Jeep']);
  const opened = rng.date(2009, 2024);
  const completed = addDays(opened, rng.int(1, 5));
  const miles = rng.int(20, 140) * 1000 + rng.int(0, 999);
  const rate = rng.pick([119.5, 142, 165]);
  const catalogue = [
    { job: 'REPLACED FRONT BRAKE PADS AND RESURFACED ROTORS', concern: 'BRAKES SQUEAL WHEN STOPPING', part: ['18048977', 'PAD KIT, FRT BRK'], range: [45, 90] },
    { job: 'REPLACED WATER PUMP AND THERMOSTAT', concern: 'COOLANT LEAK UNDER VEHICLE', part: ['12630084', 'PUMP ASM, WATER'], range: [90, 210] },
    { job: 'PERFORMED LUBE OIL AND FILTER CHANGE', concern: 'DUE FOR OIL CHANGE', part: ['PF48', 'FILTER, OIL'], range: [7, 14] },
    { job: 'REPLACED SERPENTINE BELT AND TENSIONER', concern: 'SQUEAL FROM ENGINE AT START UP', part: ['12637131', 'BELT, SERPENTINE'], range: [30, 60] },
  ];
  const jobs = rng.some(catalogue, 3).map((c) => {
    const hours = rng.pick([0.4, 0.8, 1.2, 1.6, 2.3]);
    const qty = 1;
    const unit = price(rng, c.range[0], c.range[1]);
    return { ...c, hours, labour: cents(hours * rate), qty, unit, parts: cents(qty * unit) };
  });
  const labour = sum(jobs.map((j) => j.labour));
  const parts = sum(jobs.map((j) => j.parts));
  const tax = cents(parts * 0.0725);
  const total = cents(labour + parts + tax);
  const ro = String(rng.int(100000, 899999));
  const p = new PageBuilder();
  p.text(50, shop.toUpperCase(), { size: 15, bold: true, y: 52 });
  p.text(50, '4410 W. Commerce Blvd · San Antonio, TX 78237 · (210) 555-0142', { size: 8, y: 65 });
  p.text(545, 'REPAIR ORDER', { size: 12, bold: true, align: 'right', y: 52 });
  p.text(545, ro, { size: 12, align: 'right', y: 66 });
  const cells: [string, string][] = [
    ['R.O. OPENED', usDate(opened)],
    ['PROMISED', usDate(addDays(opened, 1))],
    ['COMPLETED', usDate(completed)],
    ['MILEAGE', enInt(miles)],
    ['TAG', `T${rng.int(1000, 9999)}`],
  ];
  cells.forEach(([label, value], i) => {
    const x = 45 + i * 101;
    p.box(x, 80, 101, 30);
    p.text(x + 4, label, { size: 6.5, y: 89 });
    p.text(x + 4, value, { size: 10, y: 104 });
  });
  p.text(50, `CUSTOMER: ${rng.pick(['DWAYNE HOLT', 'MARIA ESTRADA', 'GLEN PRICE'])}`, { size: 9, y: 128 });
  p.text(300, `VEHICLE: ${rng.pick(['1972 CHEVROLET C10', '1969 FORD MUSTANG', '1970 DODGE CHALLENGER'])}`, { size: 9, y: 128 });
  p.y = 160;
  jobs.forEach((j, i) => {
    const letter = 'ABC'[i];
    p.text(50, `${letter}`, { size: 10, bold: true }).text(68, `CUSTOMER STATES: ${j.concern}`, { size: 8 }).down(12);
    p.text(68, j.job, { size: 9, bold: true })
      .text(430, `${j.hours.toFixed(1)} HRS`, { size: 9, align: 'right' })
      .text(545, enMoney(j.labour), { size: 9, align: 'right' })
      .down(12);
    p.text(80, `${j.qty}  ${j.part[0]}  ${j.part[1]}  @ ${enMoney(j.unit)}`, { size: 8 })
      .text(545, enMoney(j.parts), { size: 8, align: 'right' })
      .down(20);
  });
  p.y = Math.max(p.y + 10, 420);
  const ladder: [string, number][] = [
    ['LABOR AMOUNT', labour],
    ['PARTS AMOUNT', parts],
    ['GAS, OIL, LUBE', 0],
    ['SUBLET AMOUNT', 0],
    ['SALES TAX', tax],
  ];
  p.box(370, p.y - 12, 180, ladder.length * 15 + 22);
  for (const [l, v] of ladder) p.text(376, l, { size: 8 }).text(545, enMoney(v), { size: 9, align: 'right' }).down(15);
  p.box(370, p.y - 11, 180, 18, true);
  p.text(376, 'PLEASE PAY THIS AMOUNT', { size: 8, bold: true }).text(545, enMoney(total), { size: 10, bold: true, align: 'right' }).down(40);
  p.text(50, 'I hereby authorize the above repair work. An express mechanic’s lien is acknowledged on the above vehicle.', { size: 7 });
  return {
    items: p.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: completed,
      shopName: shop.toUpperCase(),
      serviceMileage: miles,
      laborCost: labour,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job),
      partsUsed: jobs.map((j) => j.part[1]),
    },
  };
}

/** A UK garage's invoice: VAT number, one labour line in hours, parts and labour carried to a totals block. */
export function ukGarage(rng: Random): Generated {
  const shop = rng.pick(['J. Pearce & Son Motor Engineers', 'Marsh Lane Garage Ltd', 'Cotswold Classic Motors']);
  const date = rng.date(1992, 2007);
  const vat = 0.175;
  const miles = rng.int(30, 130) * 1000 + rng.int(0, 999);
  const parts = rng
    .some(['Front wheel bearing kit', 'Exhaust centre section', 'Brake master cylinder', 'Set of HT leads', 'Distributor cap', 'Rocker cover gasket'], 3)
    .map((t) => {
      const qty = rng.pick([1, 1, 2]);
      const unit = price(rng, 6, 75);
      return { text: t, qty, unit, amount: cents(qty * unit) };
    });
  const hours = rng.pick([1.5, 2, 3.5, 4.5, 6]);
  const rate = rng.pick([28, 34.5, 42]);
  const labour = cents(hours * rate);
  const partsTotal = sum(parts.map((x) => x.amount));
  const net = cents(labour + partsTotal);
  const tax = cents(net * vat);
  const total = cents(net + tax);
  const work = rng.pick([
    ['Replace front wheel bearings', 'Adjust brakes all round'],
    ['Fit new exhaust centre section', 'Tune engine and set timing'],
    ['Renew brake master cylinder and bleed system', 'Road test'],
  ]);
  const p = new PageBuilder();
  p.text(297, shop, { size: 16, bold: true, serif: true, align: 'center', y: 58 });
  p.text(297, 'Unit 4, Station Road, Stroud, Gloucestershire GL5 3AP  ·  Tel 01453 760 221', { size: 8, align: 'center', y: 72 });
  p.text(297, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8, align: 'center', y: 83 });
  p.text(50, 'INVOICE', { size: 14, bold: true, y: 120 });
  p.text(380, 'Invoice No.', { size: 9, y: 115 }).text(470, String(rng.int(1000, 9999)), { size: 9, y: 115 });
  p.text(380, 'Date', { size: 9, y: 128 }).text(470, ukDate(date), { size: 9, y: 128 });
  p.text(50, `${rng.pick(['Mr', 'Mrs'])} ${rng.pick(['A. Whitfield', 'P. Dunmore', 'R. Oakes'])}, 12 Bisley Road, Stroud`, { size: 9, y: 145 });
  p.text(50, `Reg: ${rng.pick(['KRX', 'ANU', 'GHJ'])} ${rng.int(100, 999)}${rng.pick(['P', 'L', 'H'])}`, { size: 9, y: 165 })
    .text(180, `Make/Model: ${rng.pick(['MGB GT', 'Triumph Spitfire 1500', 'Austin Healey Sprite'])}`, { size: 9, y: 165 })
    .text(400, `Mileage: ${enInt(miles)}`, { size: 9, y: 165 });
  p.y = 195;
  p.text(50, 'Work carried out:', { size: 9, bold: true }).down(14);
  for (const w of work) p.text(60, w, { size: 9 }).down(13);
  p.down(10);
  p.box(45, p.y - 12, 505, 16, true);
  p.text(50, 'Description', { size: 9, bold: true })
    .text(360, 'Qty', { size: 9, bold: true, align: 'right' })
    .text(450, 'Unit £', { size: 9, bold: true, align: 'right' })
    .text(545, 'Net £', { size: 9, bold: true, align: 'right' })
    .down(18);
  for (const x of parts)
    p.text(50, x.text, { size: 9 })
      .text(360, String(x.qty), { size: 9, align: 'right' })
      .text(450, enMoney(x.unit), { size: 9, align: 'right' })
      .text(545, enMoney(x.amount), { size: 9, align: 'right' })
      .down(13);
  p.text(50, `Labour ${hours} hrs @ £${enMoney(rate)}`, { size: 9 })
    .text(545, enMoney(labour), { size: 9, align: 'right' })
    .down(26);
  const rows: [string, number][] = [
    ['Parts', partsTotal],
    ['Labour', labour],
    ['Sub Total', net],
    ['VAT @ 17.5%', tax],
  ];
  for (const [l, v] of rows)
    p.text(400, l, { size: 9 })
      .text(545, `£${enMoney(v)}`, { size: 9, align: 'right' })
      .down(14);
  p.text(400, 'TOTAL DUE', { size: 10, bold: true })
    .text(545, `£${enMoney(total)}`, { size: 10, bold: true, align: 'right' })
    .down(30);
  p.text(50, 'Payment due on collection. Thank you for your custom.', { size: 8 });
  return {
    items: p.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: date,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts.map((x) => x.text),
    },
  };
}

/** A US restoration shop: invoice date and a separate "Date of work", labour by task in hours, shop supplies apart, tax on parts only. */
export function usRestorer(rng: Random): Generated {
  const shop = rng.pick(['Heritage Coachworks LLC', 'Blue Ridge Restorations', 'Old Dominion Auto Restoration']);
  const workDate = rng.date(2016, 2025);
  const invoiced = addDays(workDate, rng.int(3, 12));
  const miles = rng.int(10, 99) * 1000 + rng.int(0, 999);
  const rate = rng.pick([95, 110, 125]);
  const tasks = rng
    .some(
      [
        'Rebuild front suspension, new bushings',
        'Strip and rebuild carburetor',
        'Replace rear main seal',
        'Install new wiring harness',
        'Rebuild drum brakes all four corners',
      ],
      3,
    )
    .map((t) => {
      const hours = rng.pick([2.5, 4, 6.5, 8, 11]);
      return { text: t, hours, amount: cents(hours * rate) };
    });
  const parts = rng
    .some(['Front end rebuild kit', 'Carburetor rebuild kit', 'Rear main seal', 'Wiring harness, complete', 'Wheel cylinders (4)', 'Brake shoes, set'], 3)
    .map((t) => ({ text: t, amount: price(rng, 20, 480) }));
  const labour = sum(tasks.map((t) => t.amount));
  const partsTotal = sum(parts.map((x) => x.amount));
  const supplies = cents(rng.int(15, 45));
  const tax = cents(partsTotal * 0.053);
  const total = cents(labour + partsTotal + supplies + tax);
  const p = new PageBuilder();
  p.text(50, shop, { size: 17, bold: true, serif: true, y: 62 });
  p.text(50, '2207 Orchard Hill Rd, Roanoke, VA 24012 | (540) 555-0193', { size: 8, y: 76 });
  p.box(360, 45, 190, 60);
  p.text(368, `Invoice # ${rng.int(2000, 3999)}`, { size: 10, bold: true, y: 60 });
  p.text(368, `Invoice date: ${usDate(invoiced)}`, { size: 9, y: 75 });
  p.text(368, `Date of work: ${usDate(workDate)}`, { size: 9, y: 89 });
  p.text(50, 'Bill to:', { size: 8, y: 120 });
  p.text(50, rng.pick(['Charles W. Benton', 'Linda Marsh', 'Tom Okafor']), { size: 10, y: 134 });
  p.text(300, 'Vehicle:', { size: 8, y: 120 });
  p.text(300, rng.pick(['1957 Chevrolet Bel Air', '1965 Pontiac GTO', '1948 Ford F-1']), { size: 10, y: 134 });
  p.text(300, `Odometer: ${enInt(miles)} mi`, { size: 9, y: 148 });
  p.y = 185;
  p.text(50, 'LABOR', { size: 9, bold: true })
    .text(400, 'Hours', { size: 9, bold: true, align: 'right' })
    .text(470, 'Rate', { size: 9, bold: true, align: 'right' })
    .text(545, 'Amount', { size: 9, bold: true, align: 'right' })
    .down(15);
  for (const t of tasks)
    p.text(50, t.text, { size: 9 })
      .text(400, t.hours.toFixed(1), { size: 9, align: 'right' })
      .text(470, `$${rate}`, { size: 9, align: 'right' })
      .text(545, `$${enMoney(t.amount)}`, { size: 9, align: 'right' })
      .down(13);
  p.text(470, 'Labor subtotal', { size: 9, align: 'right' })
    .text(545, `$${enMoney(labour)}`, { size: 9, align: 'right' })
    .down(24);
  p.text(50, 'PARTS & MATERIALS', { size: 9, bold: true }).down(15);
  for (const x of parts)
    p.text(50, x.text, { size: 9 })
      .text(545, `$${enMoney(x.amount)}`, { size: 9, align: 'right' })
      .down(13);
  p.text(470, 'Parts subtotal', { size: 9, align: 'right' })
    .text(545, `$${enMoney(partsTotal)}`, { size: 9, align: 'right' })
    .down(24);
  p.text(470, 'Shop supplies', { size: 9, align: 'right' })
    .text(545, `$${enMoney(supplies)}`, { size: 9, align: 'right' })
    .down(13);
  p.text(470, 'VA sales tax 5.3% (parts)', { size: 9, align: 'right' })
    .text(545, `$${enMoney(tax)}`, { size: 9, align: 'right' })
    .down(16);
  p.text(470, 'Balance due', { size: 11, bold: true, align: 'right' })
    .text(545, `$${enMoney(total)}`, { size: 11, bold: true, align: 'right' })
    .down(36);
  p.text(50, 'Checks payable to the shop. A 1.5% monthly finance charge applies after 30 days.', { size: 8 });
  return {
    items: p.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: workDate,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: tasks.map((t) => t.text),
      partsUsed: parts.map((x) => x.text),
    },
  };
}

/** A 1980s independent garage's typed bill: capitals, serif, m-d-yy date, no thousands separator on miles. */
export function typedGarageBill(rng: Random): Generated {
  const shop = rng.pick(["ED'S AUTO SERVICE", 'MILLER BROS. GARAGE', 'KEYSTONE AUTO REPAIR']);
  const date = rng.date(1985, 1989);
  const miles = rng.int(30, 99) * 1000 + rng.int(0, 999);
  const work = rng
    .some(['TUNE UP', 'REPLACE FUEL PUMP', 'REPACK FRONT WHEEL BEARINGS', 'REPLACE U-JOINT', 'ADJUST CARB AND TIMING'], 2)
    .map((t) => ({ text: t, amount: cents(rng.int(18, 95)) }));
  const parts = rng
    .some(
      [
        ['AC R45TS', 'SPARK PLUGS'],
        ['M-4181', 'FUEL PUMP'],
        ['SPICER 5-153X', 'U-JOINT'],
        ['TRW 6045', 'POINTS & CONDENSER'],
      ] as const,
      2,
    )
    .map(([nr, t]) => {
      const qty = t === 'SPARK PLUGS' ? 8 : 1;
      const unit = t === 'SPARK PLUGS' ? price(rng, 1, 2) : price(rng, 9, 38);
      return { nr, text: t, qty, amount: cents(qty * unit) };
    });
  const labour = sum(work.map((w) => w.amount));
  const partsTotal = sum(parts.map((x) => x.amount));
  const tax = cents(partsTotal * 0.06);
  const total = cents(labour + partsTotal + tax);
  const p = new PageBuilder();
  const s = { serif: true, size: 10 };
  p.text(297, shop, { ...s, size: 14, bold: true, align: 'center', y: 60 });
  p.text(297, 'ROUTE 22 - LEWISTOWN, PA 17044 - PHONE 248-3310', { ...s, size: 8, align: 'center', y: 74 });
  p.text(50, `NAME  ${rng.pick(['J. STOLTZFUS', 'R. KAUFFMAN', 'D. YODER'])}`, { ...s, y: 110 });
  p.text(400, `DATE  ${typedUsDate(date)}`, { ...s, y: 110 });
  p.text(50, `CAR  ${rng.pick(['66 MUSTANG', '71 BUICK SKYLARK', '64 FALCON'])}`, { ...s, y: 126 });
  p.text(400, `MILES  ${miles}`, { ...s, y: 126 });
  p.y = 160;
  p.text(50, 'QTY   PART NO.       DESCRIPTION', { ...s, size: 9 })
    .text(545, 'PRICE', { ...s, size: 9, align: 'right' })
    .down(16);
  for (const x of parts)
    p.text(50, `${x.qty}`, s)
      .text(85, x.nr, s)
      .text(200, x.text, s)
      .text(545, plainMoney(x.amount), { ...s, align: 'right' })
      .down(15);
  p.down(10);
  p.text(50, 'DESCRIPTION OF WORK', { ...s, size: 9 }).down(16);
  for (const w of work)
    p.text(50, w.text, s)
      .text(545, plainMoney(w.amount), { ...s, align: 'right' })
      .down(15);
  p.down(20);
  const rows: [string, number][] = [
    ['TOTAL LABOR', labour],
    ['TOTAL PARTS', partsTotal],
    ['TAX', tax],
  ];
  for (const [l, v] of rows)
    p.text(380, l, s)
      .text(545, plainMoney(v), { ...s, align: 'right' })
      .down(15);
  p.box(375, p.y - 12, 175, 17);
  p.text(380, 'TOTAL', { ...s, bold: true })
    .text(545, plainMoney(total), { ...s, bold: true, align: 'right' })
    .down(40);
  p.text(50, 'ALL PARTS GUARANTEED 90 DAYS. NOT RESPONSIBLE FOR LOSS OR DAMAGE TO CARS.', { ...s, size: 7 });
  return {
    items: p.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: date,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: work.map((w) => w.text),
      partsUsed: parts.map((x) => x.text),
    },
  };
}

/** A UK spares shop's till receipt: short-month date, VAT included, card payment. */
export function ukSparesReceipt(rng: Random): Generated {
  const shop = rng.pick(['Moss Classic Spares', 'Wolds Motor Factors', 'Beacon Auto Spares']);
  const date = rng.date(2011, 2024);
  const items = rng
    .some(['Oil filter', 'Fan belt', 'Wiper blade 13in', 'Radiator hose top', 'Bulb 12v 21w x2', 'Copper grease 20g'], 3)
    .map((t) => ({ text: t, amount: price(rng, 2, 28) }));
  const total = sum(items.map((i) => i.amount));
  const vat = cents(total - total / 1.2);
  const p = new PageBuilder();
  const x = 210;
  p.text(297, shop.toUpperCase(), { size: 11, bold: true, align: 'center', y: 80 });
  p.text(297, '7 Market Place, Driffield YO25 6AW', { size: 8, align: 'center', y: 93 });
  p.text(297, `VAT No. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8, align: 'center', y: 104 });
  p.y = 130;
  p.text(x, `${ukShortMonthDate(date)}  ${rng.int(9, 17)}:${String(rng.int(10, 59))}`, { size: 9 })
    .text(385, `Till 1`, { size: 9, align: 'right' })
    .down(18);
  for (const i of items)
    p.text(x, i.text, { size: 9 })
      .text(385, `£${enMoney(i.amount)}`, { size: 9, align: 'right' })
      .down(13);
  p.down(6);
  p.text(x, 'TOTAL', { size: 11, bold: true })
    .text(385, `£${enMoney(total)}`, { size: 11, bold: true, align: 'right' })
    .down(15);
  p.text(x, 'Card', { size: 9 })
    .text(385, `£${enMoney(total)}`, { size: 9, align: 'right' })
    .down(15);
  p.text(x, `Incl. VAT @ 20%  £${enMoney(vat)}`, { size: 8 }).down(20);
  p.text(297, 'Please keep your receipt', { size: 8, align: 'center' });
  return {
    items: p.items,
    language: 'en',
    truth: { documentType: 'receipt', serviceDate: date, shopName: shop.toUpperCase(), totalCost: total, partsUsed: items.map((i) => i.text) },
  };
}
