/**
 * US dealers' repair orders: a Chevrolet-Oldsmobile dealer's 1980s multi-part RO form (labour and
 * parts panes side by side, the totals column of the form), a Toyota dealer's DMS invoice
 * (2019–23, lines with opcodes, tech and pay type, mileage in/out) and a Cadillac dealer's 1970s
 * service invoice with the speedometer reading and tax on parts only.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, digits, doc, dt, type Fam, letters, money, person, round2, rule, smallPrint, street, sum, table, totalLine, town, vin } from './kit';

type Line = [op: string, work: string, hours: number, parts: [nr: string, name: string, qty: number, price: number][]];

const GM_LINES: Line[] = [
  [
    'Z7000',
    'LUBE, OIL & FILTER CHANGE',
    0.5,
    [
      ['PF47', 'OIL FILTER', 1, 4.95],
      ['10W30', 'MOTOR OIL 10W30 QT', 5, 1.35],
    ],
  ],
  ['H2150', 'REPLACE FRONT DISC PADS', 1.2, [['12300202', 'PAD KIT, FRT DISC', 1, 32.4]]],
  [
    'J1200',
    'TUNE-UP, REPLACE PLUGS',
    1.4,
    [
      ['R45TS', 'SPARK PLUG', 8, 1.65],
      ['1988002', 'ROTOR', 1, 5.2],
    ],
  ],
  [
    'T4040',
    'REPLACE WATER PUMP',
    2.1,
    [
      ['14033483', 'WATER PUMP', 1, 58.75],
      ['3932343', 'GASKET', 2, 1.1],
    ],
  ],
  ['E1530', 'ROTATE & BALANCE TIRES', 0.6, []],
  ['N1810', 'REPLACE SERPENTINE BELT', 0.4, [['14085839', 'BELT, SERPENTINE', 1, 24.9]]],
];

/** A Chevrolet-Oldsmobile dealer's 1980s repair order form: side-by-side panes and the form's totals column. */
export const gmDealerRepairOrder: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1983, 1988);
  const shop = 'Lindquist Chevrolet-Oldsmobile, Inc.';
  const rate = r.pick([29.5, 34, 38.5]);
  const miles = r.int(12000, 118000);
  const taxRate = 6.25;
  p.text(40, shop, { y: 48, size: 11, bold: true });
  p.text(40, '1400 E. Ogden Avenue · Naperville, Illinois 60540', { y: 59, size: 7.5 });
  p.text(40, 'Service Dept. (312) 355-4100 · Mon–Fri 7:00–6:00', { y: 68, size: 7.5 });
  p.text(330, 'REPAIR ORDER', { y: 50, size: 13, bold: true, align: 'center' });
  p.text(330, 'CUSTOMER COPY', { y: 62, size: 7, align: 'center' });
  p.box(440, 36, 115, 36);
  p.text(446, 'R.O. NO.', { y: 45, size: 6 });
  p.text(550, digits(r, 5), { y: 66, size: 15, bold: true, align: 'right' });
  const c = person(r, 'US');
  p.box(40, 80, 300, 54);
  p.text(44, 'CUSTOMER NAME AND ADDRESS', { y: 88, size: 5.5 });
  [c.toUpperCase(), street(r, 'US').toUpperCase(), 'NAPERVILLE, IL 60540'].forEach((l, i) => p.text(48, l, { y: 100 + i * 11, size: 8.5 }));
  const small: [number, number, number, string, string][] = [
    [340, 80, 107, 'HOME PHONE', `(312) ${digits(r, 3)}-${digits(r, 4)}`],
    [447, 80, 108, 'BUS. PHONE', ''],
    [340, 107, 107, 'DATE', dt(date, 'MM/DD/YY')],
    [447, 107, 108, 'TIME RECEIVED / PROMISED', `${r.int(7, 9)}:${r.pick(['15', '30', '45'])} AM / ${r.int(3, 5)}:00 PM`],
  ];
  for (const [x, y, w, cap, v] of small) {
    p.box(x, y, w, 27);
    p.text(x + 3, cap, { y: y + 8, size: 5.5 });
    p.text(x + 5, v, { y: y + 21, size: 8.5 });
  }
  const year = Number(date.slice(0, 4)) - r.int(0, 4);
  const model = r.pick(['CUTLASS SUPREME', 'CAPRICE CLASSIC', 'CAMARO Z28', 'DELTA 88 ROYALE', 'MONTE CARLO SS']);
  const make = model.startsWith('CUT') || model.startsWith('DEL') ? 'OLDS' : 'CHEV';
  const vrow: [number, string, string][] = [
    [35, 'YEAR', String(year).slice(2)],
    [40, 'MAKE', make],
    [100, 'MODEL', model],
    [130, 'VEHICLE IDENTIFICATION NO.', vin(r, make === 'OLDS' ? '1G3' : '1G1')],
    [70, 'LICENSE NO.', `${letters(r, 2)} ${digits(r, 4)}`],
    [60, 'MILEAGE IN', String(miles)],
    [40, 'MILEAGE OUT', ''],
    [40, 'DEL. DATE', dt(addDays(date, -r.int(400, 1400)), 'MM/YY')],
  ];
  let vx = 40;
  for (const [w, cap, v] of vrow) {
    p.box(vx, 134, w, 27);
    p.text(vx + 2, cap, { y: 142, size: 5 });
    p.text(vx + 3, v, { y: 155, size: 8 });
    vx += w;
  }
  const lines = r.some(GM_LINES, r.int(2, 4));
  const top = 170;
  p.box(40, top, 320, 330);
  p.box(360, top, 195, 330);
  p.box(40, top, 320, 12, true);
  p.box(360, top, 195, 12, true);
  const lab = lines.map((l) => round2(l[2] * rate));
  table(
    p,
    top + 9,
    [
      { x: 43, head: 'LINE' },
      { x: 64, head: 'OP. CODE' },
      { x: 100, head: 'TECH' },
      { x: 124, head: 'DESCRIPTION' },
      { x: 318, head: 'HRS', align: 'right' },
      { x: 356, head: 'LABOR', align: 'right' },
    ],
    lines.map((l, i) => ['ABCD'[i], l[0], String(r.int(11, 64)), l[1], l[2].toFixed(1), lab[i].toFixed(2)]),
    { size: 7, rowH: 14, head: 6 },
  );
  const parts = lines.flatMap((l) => l[3]);
  const pa = parts.map(([, , q, pr]) => round2(q * pr));
  table(
    p,
    top + 9,
    [
      { x: 363, head: 'QTY' },
      { x: 380, head: 'PART NO.' },
      { x: 430, head: 'DESCRIPTION' },
      { x: 552, head: 'SALE', align: 'right' },
    ],
    parts.map(([nr, name, q], i) => [String(q), nr, name, pa[i].toFixed(2)]),
    { size: 7, rowH: 14, head: 6 },
  );
  const labourSum = sum(lab);
  const partsSum = sum(pa);
  const misc = r.pick([2.5, 3.75, 4.95]);
  const charges = sum([labourSum, partsSum, misc]);
  const tax = round2((partsSum * taxRate) / 100);
  const total = round2(charges + tax);
  const ty = 510;
  const tot: [string, number | null][] = [
    ['LABOR AMOUNT', labourSum],
    ['PARTS AMOUNT', partsSum],
    ['GAS, OIL, LUBE', null],
    ['SUBLET AMOUNT', null],
    ['MISC. CHARGES', misc],
    ['TOTAL CHARGES', charges],
    ['LESS INSURANCE', null],
    ['SALES TAX', tax],
  ];
  tot.forEach(([l, v], i) => {
    p.box(400, ty + i * 16, 90, 16);
    p.box(490, ty + i * 16, 65, 16);
    p.text(404, l, { y: ty + i * 16 + 11, size: 7 });
    p.text(550, v === null ? '' : v.toFixed(2), { y: ty + i * 16 + 11, size: 8.5, align: 'right' });
  });
  const py = ty + tot.length * 16;
  p.box(400, py, 90, 22, true);
  p.box(490, py, 65, 22, true);
  p.text(404, 'PLEASE PAY', { y: py + 9, size: 7, bold: true });
  p.text(404, 'THIS AMOUNT', { y: py + 18, size: 7, bold: true });
  p.text(550, total.toFixed(2), { y: py + 15, size: 10, bold: true, align: 'right' });
  smallPrint(
    p,
    40,
    ty + 8,
    [
      'I hereby authorize the above repair work to be done along with the necessary',
      'material, and hereby grant you and/or your employees permission to operate the',
      'car herein described on streets, highways or elsewhere for the purpose of testing',
      'and/or inspection. An express mechanic’s lien is hereby acknowledged on above',
      'car to secure the amount of repairs thereto.',
      '',
      'X ______________________________   CUSTOMER SIGNATURE',
      '',
      `Labor rate $${rate.toFixed(2)} per hour. Illinois sales tax ${taxRate}% on parts.`,
      'ALL PARTS ARE NEW UNLESS OTHERWISE SPECIFIED.',
    ],
    6.5,
    9,
  );
  p.text(40, 'FORM 1-RO-4  REYNOLDS AND REYNOLDS', { y: 820, size: 5 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: parts.map((x) => x[1]),
  });
};

const TOY_LINES: Line[] = [
  [
    '30KTOY',
    'PERFORM 30,000 MILE MAINTENANCE',
    1.8,
    [
      ['04152-YZZA1', 'FILTER, OIL', 1, 8.49],
      ['00279-0WQTE', 'OIL 0W20 SYNTHETIC QT', 5, 8.99],
      ['87139-0E040', 'FILTER, CABIN AIR', 1, 31.2],
    ],
  ],
  ['BRKFT', 'REPLACE FRONT BRAKE PADS & RESURFACE ROTORS', 2.1, [['04465-0E050', 'PAD KIT, DISC BRAKE FRT', 1, 118.6]]],
  ['BATT', 'TEST AND REPLACE BATTERY', 0.5, [['00544-24F60', 'BATTERY', 1, 179.95]]],
  ['ALIGN', 'FOUR WHEEL ALIGNMENT', 1.2, []],
  ['WIPER', 'REPLACE WIPER INSERTS', 0.2, [['85214-0E040', 'WIPER REFILL', 2, 14.1]]],
  ['SPK', 'REPLACE SPARK PLUGS', 1.6, [['90919-01253', 'PLUG, SPARK', 6, 17.85]]],
];

/** A Toyota dealer's DMS customer invoice (2019–23): a caption grid of a dozen boxes, opcode lines, in/out mileage. */
export const toyotaDealerDms: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2019, 2023);
  const shop = 'Camelback Toyota';
  const rate = r.pick([149, 162, 179]);
  const miles = r.int(21000, 138000);
  const taxRate = 8.05;
  p.text(40, shop.toUpperCase(), { y: 48, size: 14, bold: true });
  p.text(40, '2020 E Camelback Rd · Scottsdale, AZ 85251 · (480) 555-0190', { y: 59, size: 7.5 });
  p.text(555, 'CUSTOMER INVOICE', { y: 48, size: 11, bold: true, align: 'right' });
  p.text(555, 'PAGE 1 OF 1', { y: 59, size: 7, align: 'right' });
  const c = person(r, 'US');
  [c.toUpperCase(), street(r, 'US').toUpperCase(), 'SCOTTSDALE, AZ 85251'].forEach((l, i) => p.text(40, l, { y: 84 + i * 10, size: 8 }));
  const invNo = digits(r, 6);
  const grid: [number, string, string][][] = [
    [
      [65, 'CUSTOMER NO.', digits(r, 6)],
      [65, 'ADVISOR', `${r.int(100, 999)} ${r.pick(['KELLY', 'RAMOS', 'NGUYEN'])}`],
      [45, 'TAG', `T${digits(r, 3)}`],
      [65, 'INVOICE', invNo],
    ],
    [
      [65, 'INV. DATE', dt(date, 'DDMONYY')],
      [65, 'PROMISED', `${dt(date, 'DDMONYY')} 17:00`],
      [45, 'RATE', rate.toFixed(2)],
      [65, 'PAYMENT', r.pick(['VISA', 'MC', 'CASH'])],
    ],
  ];
  grid.forEach((row, i) => {
    let x = 315;
    for (const [w, cap, v] of row) {
      p.box(x, 76 + i * 22, w, 22);
      p.text(x + 2, cap, { y: 82 + i * 22, size: 5 });
      p.text(x + 3, v, { y: 94 + i * 22, size: 7.5 });
      x += w;
    }
  });
  const year = Number(date.slice(0, 4)) - r.int(1, 5);
  // Delivered new in the model year, built a few weeks before, under warranty for three years.
  const delivered = `${year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const model = r.pick(['CAMRY SE', 'TACOMA TRD SPT', 'HIGHLANDER XLE', '4RUNNER SR5', 'RAV4 LTD']);
  const vgrid: [number, string, string][] = [
    [30, 'YEAR', String(year)],
    [100, 'MAKE/MODEL', `TOYOTA ${model}`],
    [110, 'VIN', vin(r, r.pick(['4T1', '5TF', '2T3', 'JTE']))],
    [55, 'LICENSE', `${letters(r, 3)}${digits(r, 4)}`],
    [70, 'MILEAGE IN/OUT', `${miles}/${miles}`],
    [50, 'DEL. DATE', dt(delivered, 'DDMONYY')],
    [50, 'PROD. DATE', dt(addDays(delivered, -r.int(20, 90)), 'MM/YY')],
    [50, 'WARR. EXP.', dt(addDays(delivered, 1095), 'DDMONYY')],
  ];
  let x = 40;
  for (const [w, cap, v] of vgrid) {
    p.box(x, 128, w, 22);
    p.text(x + 2, cap, { y: 134, size: 5 });
    p.text(x + 3, v, { y: 146, size: 7 });
    x += w;
  }
  for (const [hx, h, al] of [
    [40, 'LINE', 'left'],
    [64, 'OPCODE', 'left'],
    [110, 'TECH', 'left'],
    [140, 'TYPE', 'left'],
    [200, 'HOURS', 'right'],
    [420, 'LIST', 'right'],
    [480, 'NET', 'right'],
    [552, 'TOTAL', 'right'],
  ] as [number, string, 'left' | 'right'][])
    p.text(hx, h, { y: 168, size: 7, bold: true, align: al });
  rule(p, 40, 171, 515);
  const lines = r.some(TOY_LINES, r.int(2, 3));
  let y = 170;
  const lab: number[] = [];
  const prt: number[] = [];
  lines.forEach((l, i) => {
    const letter = 'ABC'[i];
    y += 14;
    const a = round2(l[2] * rate);
    lab.push(a);
    p.text(40, `${letter}  ${l[1]}`, { y, size: 7.5, bold: true });
    y += 11;
    p.text(64, l[0], { y, size: 7 });
    p.text(110, String(r.int(2100, 2999)), { y, size: 7 });
    p.text(140, 'C', { y, size: 7 });
    p.text(200, l[2].toFixed(2), { y, size: 7, align: 'right' });
    p.text(552, a.toFixed(2), { y, size: 7, align: 'right' });
    for (const [nr, name, q, pr] of l[3]) {
      y += 10;
      const b = round2(q * pr);
      prt.push(b);
      p.text(60, `${q}`, { y, size: 7 });
      p.text(80, nr, { y, size: 7 });
      p.text(150, name, { y, size: 7 });
      p.text(420, pr.toFixed(2), { y, size: 7, align: 'right' });
      p.text(480, pr.toFixed(2), { y, size: 7, align: 'right' });
      p.text(552, b.toFixed(2), { y, size: 7, align: 'right' });
    }
    const lp = sum(l[3].map(([, , q, pr]) => q * pr));
    y += 11;
    p.text(300, `PARTS: ${lp.toFixed(2)}   LABOR: ${a.toFixed(2)}   OTHER: 0.00`, { y, size: 7 });
    p.text(552, `TOTAL LINE ${letter}: ${round2(lp + a).toFixed(2)}`, { y, size: 7, align: 'right', bold: true });
    rule(p, 40, y + 4, 515);
  });
  const labourSum = sum(lab);
  const partsSum = sum(prt);
  const misc = round2(Math.min(45, labourSum * 0.08));
  const charges = sum([labourSum, partsSum, misc]);
  const tax = round2((partsSum * taxRate) / 100);
  const total = round2(charges + tax);
  const ty = Math.max(y + 30, 470);
  smallPrint(
    p,
    40,
    ty,
    [
      'MISC CHARGES: SHOP SUPPLIES / HAZARDOUS WASTE DISPOSAL',
      'ON LABOR 8% MAX $45.00.',
      '',
      'WARRANTIES: THE FACTORY WARRANTY CONSTITUTES ALL OF THE WARRANTIES',
      'WITH RESPECT TO THE SALE OF THIS ITEM/ITEMS. THE SELLER HEREBY',
      'EXPRESSLY DISCLAIMS ALL WARRANTIES EITHER EXPRESS OR IMPLIED.',
      '',
      `THANK YOU FOR CHOOSING ${shop.toUpperCase()}`,
    ],
    6,
    8.5,
  );
  const tot: [string, number][] = [
    ['LABOR AMOUNT', labourSum],
    ['PARTS AMOUNT', partsSum],
    ['GAS, OIL, LUBE', 0],
    ['SUBLET AMOUNT', 0],
    ['MISC. CHARGES', misc],
    ['TOTAL CHARGES', charges],
    ['LESS DISCOUNT', 0],
    ['SALES TAX', tax],
  ];
  tot.forEach(([l, v], i) => {
    p.box(390, ty - 10 + i * 14, 165, 14);
    totalLine(p, ty + i * 14, 395, l, 550, v.toFixed(2), { size: 7.5 });
  });
  const py = ty - 10 + tot.length * 14;
  p.box(390, py, 165, 20, true);
  totalLine(p, py + 14, 395, 'PLEASE PAY THIS AMOUNT', 550, total.toFixed(2), { size: 8.5, bold: true });
  p.text(40, 'CUSTOMER COPY', { y: 820, size: 7 });
  p.text(555, `INVOICE ${invNo}`, { y: 820, size: 7, align: 'right' });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: lines.flatMap((l) => l[3].map((x) => x[1])),
  });
};

const CAD_LINES: Line[] = [
  [
    '',
    'Lubricate chassis, change oil and filter',
    1,
    [
      ['', 'Oil filter', 1, 3.15],
      ['', 'Oil, 5 qts.', 1, 4.25],
    ],
  ],
  [
    '',
    'Engine tune-up',
    2.5,
    [
      ['', 'Spark plugs', 8, 0.95],
      ['', 'Points and condenser', 1, 6.4],
    ],
  ],
  ['', 'Reline rear brakes, turn drums', 2, [['', 'Brake shoes, rear', 1, 17.8]]],
  ['', 'Replace upper radiator hose', 0.5, [['', 'Radiator hose, upper', 1, 5.6]]],
  ['', 'Align front end', 1, []],
  ['', 'Replace fan belts', 0.8, [['', 'Fan belt set', 1, 9.2]]],
];

/** A Cadillac dealer's 1970s service invoice: speedometer reading, labour and parts blocks, tax on parts, a PAID stamp. */
export const cadillacDealerInvoice: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1970, 1975);
  const shop = 'Brennan Cadillac Company';
  const rate = r.pick([12, 13.5, 15]);
  const miles = r.int(9000, 84000);
  const taxRate = 5;
  const S = { serif: true } as const;
  p.text(297, 'CADILLAC', { y: 46, size: 10, align: 'center', ...S });
  p.text(297, 'BRENNAN CADILLAC COMPANY', { y: 64, size: 17, bold: true, align: 'center', ...S });
  p.text(297, 'Sales · Service · Parts — 1600 J Street, Sacramento, California 95814 — GIlbert 3-4400', { y: 77, size: 7.5, align: 'center', ...S });
  rule(p, 40, 86, 515);
  const c = person(r, 'US');
  const boxes: [number, number, number, string, string][] = [
    [40, 94, 260, 'NAME', c],
    [40, 118, 260, 'ADDRESS', `${street(r, 'US')}, ${town(r, 'US')}`],
    [300, 94, 130, 'ORDER NO.', digits(r, 5)],
    [430, 94, 125, 'DATE', dt(date, 'M/D/YY')],
    [300, 118, 130, 'LICENSE NO.', `${letters(r, 3)} ${digits(r, 3)}`],
    [430, 118, 125, 'SPEEDOMETER', money(miles, 'en', { decimals: 0 })],
    [
      40,
      142,
      260,
      'YEAR — MODEL',
      `${Number(date.slice(0, 4)) - r.int(0, 4)} ${r.pick(['Sedan de Ville', 'Coupe de Ville', 'Eldorado', 'Fleetwood Brougham'])}`,
    ],
    [300, 142, 255, 'SERIAL NO.', `6${r.pick(['D', 'L', 'B'])}${digits(r, 2)}${letters(r, 1)}${digits(r, 1)}Q${digits(r, 6)}`],
  ];
  for (const [x, y, w, cap, v] of boxes) {
    p.box(x, y, w, 24);
    p.text(x + 3, cap, { y: y + 8, size: 5.5, ...S });
    p.text(x + 6, v, { y: y + 20, size: 9, ...S });
  }
  const lines = r.some(CAD_LINES, r.int(2, 4));
  let y = 190;
  p.text(40, 'LABOR — DESCRIPTION OF WORK', { y, size: 8, bold: true, ...S });
  p.text(550, 'AMOUNT', { y, size: 8, bold: true, align: 'right', ...S });
  rule(p, 40, y + 4, 515);
  const lab: number[] = [];
  for (const l of lines) {
    y += 15;
    const a = round2(l[2] * rate);
    lab.push(a);
    p.text(46, l[1], { y, size: 9, ...S });
    p.text(550, a.toFixed(2), { y, size: 9, align: 'right', ...S });
  }
  y += 30;
  p.text(40, 'PARTS AND ACCESSORIES', { y, size: 8, bold: true, ...S });
  p.text(380, 'QTY', { y, size: 8, bold: true, align: 'right', ...S });
  p.text(550, 'AMOUNT', { y, size: 8, bold: true, align: 'right', ...S });
  rule(p, 40, y + 4, 515);
  const parts = lines.flatMap((l) => l[3]);
  const pa: number[] = [];
  for (const [, name, q, pr] of parts) {
    y += 15;
    const b = round2(q * pr);
    pa.push(b);
    p.text(46, name, { y, size: 9, ...S });
    p.text(380, String(q), { y, size: 9, align: 'right', ...S });
    p.text(550, b.toFixed(2), { y, size: 9, align: 'right', ...S });
  }
  const labourSum = sum(lab);
  const partsSum = sum(pa);
  const tax = round2((partsSum * taxRate) / 100);
  const total = round2(labourSum + partsSum + tax);
  y += 36;
  const tot: [string, string][] = [
    ['TOTAL LABOR', labourSum.toFixed(2)],
    ['TOTAL PARTS', partsSum.toFixed(2)],
    ['GAS, OIL & GREASE', ''],
    ['SUBLET REPAIRS', ''],
    ['STATE SALES TAX', tax.toFixed(2)],
  ];
  tot.forEach(([l, v], i) => {
    p.box(390, y - 11 + i * 15, 100, 15);
    p.box(490, y - 11 + i * 15, 65, 15);
    p.text(394, l, { y: y + i * 15, size: 7.5, ...S });
    p.text(550, v, { y: y + i * 15, size: 9, align: 'right', ...S });
  });
  const py = y - 11 + tot.length * 15;
  p.box(390, py, 100, 18, true);
  p.box(490, py, 65, 18, true);
  p.text(394, 'TOTAL AMOUNT', { y: py + 13, size: 8, bold: true, ...S });
  p.text(550, total.toFixed(2), { y: py + 13, size: 10, bold: true, align: 'right', ...S });
  p.box(70, y - 4, 150, 40);
  p.text(145, 'P A I D', { y: y + 18, size: 18, bold: true, align: 'center', ...S });
  p.text(145, dt(addDays(date, r.int(0, 3)), 'MON D YYYY'), { y: y + 31, size: 7.5, align: 'center', ...S });
  p.text(297, `Labor charged at $${rate.toFixed(2)} per hour. California sales tax on parts only.`, { y: 790, size: 7, align: 'center', ...S });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: parts.map((x) => x[1]),
  });
};
