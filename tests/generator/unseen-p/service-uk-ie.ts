/**
 * British and Irish main dealers' invoices: a Leyland distributor's 1970s form with labour and parts
 * side by side, a Jaguar dealer's DMS retail invoice with a dense caption grid (2013–18), a Ford
 * dealer's 1980s dot-matrix printout in capitals, a Dublin VW dealer's invoice with two VAT rates
 * (2012–19) and a 1990s Irish Ford dealer's bill in Irish pounds.
 */
import { PageBuilder } from '../page';
import {
  addDays,
  cellRow,
  dateIn,
  digits,
  doc,
  dt,
  type Fam,
  letters,
  money,
  person,
  plate,
  round2,
  rule,
  salute,
  smallPrint,
  street,
  sum,
  table,
  totalLine,
  town,
  vatIE,
  vatUK,
  vin,
} from './kit';

type Line = [op: string, work: string, hours: number, parts: [nr: string, name: string, qty: number, price: number][]];

const BL_LINES: Line[] = [
  [
    '10.10.06',
    'Carry out 6,000 mile service',
    2.2,
    [
      ['GFE 166', 'Oil filter element', 1, 1.38],
      ['GUG 705', 'Sump plug washer', 1, 0.09],
    ],
  ],
  ['70.40.03', 'Reline front brakes', 1.3, [['GBP 213', 'Brake pad set', 1, 6.85]]],
  [
    '18.10.01',
    'Tune engine and set ignition timing',
    1.5,
    [
      ['GSP 131', 'Spark plugs', 4, 0.62],
      ['GCB 1025', 'Contact set', 1, 1.12],
    ],
  ],
  ['30.10.09', 'Renew exhaust front pipe', 1.1, [['GEX 7103', 'Exhaust front pipe', 1, 9.4]]],
  [
    '26.20.07',
    'Renew water pump',
    2,
    [
      ['GWP 134', 'Water pump', 1, 11.75],
      ['GUG 1011', 'Water pump gasket', 1, 0.24],
    ],
  ],
  ['64.10.01', 'Adjust rear brakes and handbrake', 0.6, []],
];

/** A 1970s Leyland distributor's invoice: labour and parts side by side in a ruled form, VAT at the rate of the day. */
export const leylandDistributorForm: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1973, 1978);
  const vat = vatUK(date);
  const shop = 'Marshall & Pemberton Ltd';
  const rate = r.pick([3.6, 4.2, 4.8, 5.4]);
  const miles = r.int(18000, 96000);
  p.text(297, 'MARSHALL & PEMBERTON LTD', { y: 52, size: 16, bold: true, serif: true, align: 'center' });
  p.text(297, 'Main Distributors · Austin · Morris · MG · Triumph · Rover', { y: 66, size: 8.5, serif: true, align: 'center' });
  p.text(297, 'Kirkgate Garage, Shrewsbury SY1 1SH · Telephone Shrewsbury 51234 (5 lines)', { y: 77, size: 7.5, serif: true, align: 'center' });
  p.text(555, `V.A.T. Reg. No. ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`, { y: 92, size: 7, serif: true, align: 'right' });
  const c = person(r, 'UK');
  [`${salute(c, 'en')} ${c.split(' ')[0][0]}. ${c.split(' ')[1]}`, street(r, 'UK'), town(r, 'UK')].forEach((l, i) =>
    p.text(50, l, { y: 120 + i * 12, size: 9.5, serif: true }),
  );
  p.text(555, 'INVOICE', { y: 124, size: 15, bold: true, serif: true, align: 'right' });
  const invNo = `${letters(r, 1)} ${digits(r, 5)}`;
  cellRow(
    p,
    40,
    168,
    26,
    [
      [120, 'INVOICE No.', invNo],
      [130, 'DATE & TAX POINT', dt(date, 'DD/MM/YY')],
      [130, 'ACCOUNT No.', `${letters(r, 3)}${digits(r, 3)}`],
      [135, 'YOUR ORDER No.', r.chance(0.5) ? digits(r, 4) : '—'],
    ],
    { size: 9.5 },
  );
  const model = r.pick(['Morris Marina 1.8 TC', 'Triumph Dolomite Sprint', 'MG B GT', 'Austin Allegro 1300', 'Rover 3500 (SD1)']);
  cellRow(
    p,
    40,
    194,
    26,
    [
      [120, 'REG. No.', plate(r, 'UK', Number(date.slice(0, 4)) - r.int(1, 5))],
      [130, 'MAKE & MODEL', model],
      [130, 'CHASSIS No.', `${letters(r, 3)}${digits(r, 6)}`],
      [135, 'MILEAGE', String(miles)],
    ],
    { size: 9.5 },
  );
  const lines = r.some(BL_LINES, r.int(2, 3));
  const top = 236;
  p.box(40, top, 258, 300);
  p.box(298, top, 257, 300);
  p.box(40, top, 258, 16, true);
  p.box(298, top, 257, 16, true);
  const lab = lines.map((l) => round2(l[2] * rate));
  table(
    p,
    top + 11,
    [
      { x: 44, head: 'OP. No.' },
      { x: 90, head: 'DESCRIPTION OF WORK' },
      { x: 250, head: 'TIME', align: 'right' },
      { x: 292, head: '£', align: 'right' },
    ],
    lines.map((l, i) => [l[0], l[1], l[2].toFixed(1), lab[i].toFixed(2)]),
    { size: 7.5, rowH: 14, serif: true },
  );
  const parts = lines.flatMap((l) => l[3]);
  const pa = parts.map(([, , q, pr]) => round2(q * pr));
  table(
    p,
    top + 11,
    [
      { x: 302, head: 'PART No.' },
      { x: 350, head: 'DESCRIPTION' },
      { x: 505, head: 'QTY', align: 'right' },
      { x: 550, head: '£', align: 'right' },
    ],
    parts.map(([nr, name, q], i) => [nr, name, String(q), pa[i].toFixed(2)]),
    { size: 7.5, rowH: 14, serif: true },
  );
  const labourSum = sum(lab);
  const partsSum = sum(pa);
  p.text(90, `Labour at £${rate.toFixed(2)} per hour`, { y: top + 280, size: 7.5, serif: true });
  p.text(292, labourSum.toFixed(2), { y: top + 294, size: 8.5, serif: true, bold: true, align: 'right' });
  p.text(90, 'TOTAL LABOUR', { y: top + 294, size: 8, serif: true, bold: true });
  p.text(350, 'TOTAL PARTS', { y: top + 294, size: 8, serif: true, bold: true });
  p.text(550, partsSum.toFixed(2), { y: top + 294, size: 8.5, serif: true, bold: true, align: 'right' });
  const sundries = r.pick([0.35, 0.5, 0.75]);
  const net = sum([labourSum, partsSum, sundries]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  let y = top + 324;
  const rows: [string, number][] = [
    ['LABOUR', labourSum],
    ['PARTS', partsSum],
    ['SUNDRIES', sundries],
    ['NETT TOTAL', net],
    [`V.A.T. @ ${vat}%`, tax],
  ];
  for (const [l, v] of rows) {
    p.box(380, y - 11, 100, 15);
    p.box(480, y - 11, 75, 15);
    p.text(385, l, { y, size: 8, serif: true });
    p.text(550, v.toFixed(2), { y, size: 8.5, serif: true, align: 'right' });
    y += 15;
  }
  p.box(380, y - 11, 100, 17, true);
  p.box(480, y - 11, 75, 17, true);
  p.text(385, 'TOTAL £', { y: y + 1, size: 9, bold: true, serif: true });
  p.text(550, gross.toFixed(2), { y: y + 1, size: 9.5, bold: true, serif: true, align: 'right' });
  smallPrint(
    p,
    40,
    top + 324,
    [
      'All goods remain the property of the Company until paid for in full.',
      'Accounts are due for settlement by the 15th of the month following.',
      'Vehicles are driven by our staff at owner’s risk.',
      'E. & O.E.',
    ],
    6.5,
    9,
    true,
  );
  p.text(297, 'Registered in England No. 287114 · Registered Office: Kirkgate Garage, Shrewsbury', { y: 800, size: 6.5, serif: true, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: parts.map((x) => x[1]),
  });
};

const JAG_LINES: Line[] = [
  [
    '10.10.07',
    'Carry out annual service',
    1.8,
    [
      ['C2D 3170', 'Oil filter', 1, 17.42],
      ['LR 0W20', 'Engine oil 0W-20', 7, 11.9],
    ],
  ],
  [
    '70.40.02',
    'Renew front brake pads and discs',
    1.6,
    [
      ['T2R 5411', 'Front brake disc', 2, 98.25],
      ['T2R 5382', 'Front brake pad set', 1, 104.5],
    ],
  ],
  ['70.25.15', 'Renew brake fluid', 0.7, [['C2C 41345', 'Brake fluid DOT 4 ESL', 1, 14.8]]],
  ['80.15.43', 'Renew pollen filter', 0.3, [['T4N 1473', 'Pollen filter', 1, 42.66]]],
  ['19.10.14', 'Renew air filter element', 0.4, [['T2H 6218', 'Air filter element', 1, 38.2]]],
  ['84.15.05', 'Renew wiper blades front', 0.2, [['T4A 4735', 'Wiper blade set', 1, 36.4]]],
];

/** A Jaguar dealer's DMS retail invoice (2013–18): caption grid, Date Work Completed apart from the tax point, line types. */
export const jaguarDealerRetail: Fam = (r) => {
  const p = new PageBuilder();
  const done = dateIn(r, 2013, 2018);
  const invoice = addDays(done, r.int(1, 4));
  const vat = vatUK(invoice);
  const shop = 'Rowntree Jaguar Harrogate';
  const rate = r.pick([118, 126, 134]);
  const miles = r.int(8000, 92000);
  p.text(40, 'JAGUAR', { y: 52, size: 18, bold: true });
  p.text(555, shop, { y: 48, size: 12, bold: true, align: 'right' });
  ['Leeds Road, Harrogate HG2 8AY', 'Tel 01423 868 400 · service@rowntree-jaguar.co.uk'].forEach((l, i) =>
    p.text(555, l, { y: 60 + i * 9, size: 7.5, align: 'right' }),
  );
  p.text(40, 'RETAIL INVOICE', { y: 96, size: 12, bold: true });
  const c = person(r, 'UK');
  [`${salute(c, 'en')} ${c}`, street(r, 'UK'), town(r, 'UK')].forEach((l, i) => p.text(40, l, { y: 118 + i * 11, size: 9 }));
  const invNo = `${r.int(6, 8)}${digits(r, 5)}`;
  const reg = plate(r, 'UK', Number(done.slice(0, 4)) - r.int(0, 3));
  const rows: [number, string, string][][] = [
    [
      [85, 'INVOICE NO.', invNo],
      [85, 'INVOICE DATE/TAX POINT', dt(invoice, 'DD/MM/YYYY')],
      [85, 'ACCOUNT NO.', `${letters(r, 4)}${digits(r, 3)}`],
    ],
    [
      [85, 'W.I.P. NO.', digits(r, 5)],
      [85, 'DATE WORK COMPLETED', dt(done, 'DD/MM/YYYY')],
      [85, 'SERVICE ADVISOR', r.pick(['J. Bramley', 'K. Oduya', 'S. Petch'])],
    ],
  ];
  rows.forEach((row, i) => cellRow(p, 300, 100 + i * 24, 24, row, { size: 8, cap: 5.5 }));
  const model = r.pick(['XF 2.2d Luxury', 'XJ 3.0d Portfolio', 'F-TYPE 3.0 V6 S', 'XE 2.0d R-Sport']);
  cellRow(
    p,
    40,
    166,
    24,
    [
      [70, 'REGISTRATION', reg],
      [130, 'CHASSIS NO.', vin(r, 'SAJ')],
      [110, 'MODEL', model],
      [70, 'REG. DATE', dt(addDays(done, -r.int(300, 1800)), 'DD/MM/YYYY')],
      [65, 'MILEAGE', money(miles, 'en', { decimals: 0 })],
      [70, 'ORDER NO.', r.chance(0.5) ? `PO${digits(r, 5)}` : ''],
    ],
    { size: 8, cap: 5.5 },
  );
  const lines = r.some(JAG_LINES, r.int(2, 4));
  const trows: string[][] = [];
  const lab: number[] = [];
  const prt: number[] = [];
  lines.forEach((l, i) => {
    const a = round2(l[2] * rate);
    lab.push(a);
    trows.push([String(i + 1), 'LAB', l[0], l[1], l[2].toFixed(2), rate.toFixed(2), a.toFixed(2)]);
    for (const [nr, name, q, pr] of l[3]) {
      const b = round2(q * pr);
      prt.push(b);
      trows.push(['', 'PTS', nr, name, q.toFixed(2), pr.toFixed(2), b.toFixed(2)]);
    }
  });
  p.box(40, 202, 515, 14, true);
  const last = table(
    p,
    212,
    [
      { x: 44, head: 'LINE' },
      { x: 72, head: 'TYPE' },
      { x: 104, head: 'OP/PART NO.' },
      { x: 180, head: 'DESCRIPTION' },
      { x: 420, head: 'QTY/HRS', align: 'right' },
      { x: 480, head: 'UNIT £', align: 'right' },
      { x: 552, head: 'NET £', align: 'right' },
    ],
    trows,
    { size: 7.5, rowH: 12 },
  );
  rule(p, 40, last + 6, 515);
  const labourSum = sum(lab);
  const partsSum = sum(prt);
  const cons = r.pick([9.95, 12.5, 14.95]);
  const net = sum([labourSum, partsSum, cons]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  let y = last + 24;
  const L = 360;
  totalLine(p, y, L, 'Labour', 552, `£${money(labourSum, 'en')}`, { size: 8.5 });
  totalLine(p, (y += 12), L, 'Parts', 552, `£${money(partsSum, 'en')}`, { size: 8.5 });
  totalLine(p, (y += 12), L, 'Consumables', 552, `£${money(cons, 'en')}`, { size: 8.5 });
  totalLine(p, (y += 12), L, 'Net Total', 552, `£${money(net, 'en')}`, { size: 8.5 });
  totalLine(p, (y += 12), L, `VAT @ ${vat.toFixed(2)}%`, 552, `£${money(tax, 'en')}`, { size: 8.5 });
  p.box(L - 4, y + 5, 199, 17, true);
  totalLine(p, (y += 17), L, 'Invoice Total', 552, `£${money(gross, 'en')}`, { size: 9.5, bold: true });
  const dep = r.chance(0.5) ? r.pick([100, 150]) : 0;
  if (dep) {
    totalLine(p, (y += 15), L, 'Less Deposit Received', 552, `-£${money(dep, 'en')}`, { size: 8.5 });
    totalLine(p, y + 12, L, 'Balance Due', 552, `£${money(gross - dep, 'en')}`, { size: 8.5, bold: true });
  }
  smallPrint(
    p,
    40,
    last + 24,
    [
      'Technician notes:',
      'Vehicle road tested — no faults found.',
      `Next service due: ${dt(addDays(done, 365), 'MONTH YYYY')} or ${money(miles + 16000, 'en', { decimals: 0 })} miles`,
      'MOT due: see reminder letter.',
    ],
    7,
    9.5,
  );
  rule(p, 40, 786, 515);
  smallPrint(
    p,
    40,
    795,
    [
      'Rowntree Motor Group Limited · Registered in England and Wales No. 01764221 · Registered Office: Leeds Road, Harrogate HG2 8AY',
      `VAT Registration No. GB 342 ${digits(r, 4)} ${digits(r, 2)} · Authorised and regulated by the Financial Conduct Authority`,
    ],
    6,
  );
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: lines.flatMap((l) => l[3].map((x) => x[1])),
  });
};

const FORD_LINES: Line[] = [
  [
    'S12000',
    'CARRY OUT 12000 MILE SERVICE',
    2.4,
    [
      ['1 669 345', 'OIL FILTER', 1, 4.85],
      ['6 138 211', 'ENGINE OIL 10W/30 5 LTR', 1, 11.2],
    ],
  ],
  ['B21403', 'RENEW FRONT DISC PADS', 1, [['6 155 380', 'DISC PAD KIT', 1, 18.4]]],
  ['E62011', 'RENEW CAM BELT', 1.7, [['6 176 924', 'CAMSHAFT DRIVE BELT', 1, 16.95]]],
  ['C73002', 'RENEW CLUTCH CABLE', 0.6, [['6 166 812', 'CLUTCH CABLE', 1, 9.6]]],
  [
    'X91044',
    'RENEW REAR SILENCER',
    0.8,
    [
      ['6 139 504', 'REAR SILENCER', 1, 42.3],
      ['1 612 770', 'EXHAUST CLAMP', 2, 1.95],
    ],
  ],
  ['T88100', 'STEAM CLEAN ENGINE', 0.5, []],
];

/** A Ford main dealer's dot-matrix invoice of 1984–90: capitals, colon labels, no date of work, next-service note. */
export const fordDealerDotMatrix: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1984, 1990);
  const vat = vatUK(date);
  const shop = 'Thornton & Ashworth (Ford) Ltd';
  const rate = r.pick([16.5, 18.9, 21.5]);
  const miles = r.int(22000, 118000);
  const F = { serif: true } as const;
  p.text(40, shop.toUpperCase(), { y: 50, size: 13, bold: true, ...F });
  p.text(40, 'MAIN FORD DEALERS · WHITEHALL ROAD · LEEDS LS12 5JB · TEL (0532) 634411', { y: 62, size: 7.5, ...F });
  p.text(555, 'SALES INVOICE', { y: 50, size: 12, bold: true, align: 'right', ...F });
  p.text(555, 'PAGE 1 OF 1', { y: 62, size: 7.5, align: 'right', ...F });
  rule(p, 40, 70, 515);
  const c = person(r, 'UK');
  [c.toUpperCase(), street(r, 'UK').toUpperCase(), town(r, 'UK').toUpperCase()].forEach((l, i) => p.text(50, l, { y: 100 + i * 11, size: 8.5, ...F }));
  const invNo = digits(r, 6);
  const info: [string, string][] = [
    ['INVOICE NO', invNo],
    ['INVOICE DATE', dt(date, 'DD/MM/YY')],
    ['TAX POINT', dt(date, 'DD/MM/YY')],
    ['ACCOUNT', `${letters(r, 2)}${digits(r, 4)}`],
    ['JOB NO', digits(r, 5)],
    ['VAT REG NO', `${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`],
  ];
  info.forEach(([l, v], i) => {
    p.text(340, l, { y: 100 + i * 11, size: 8.5, ...F });
    p.text(425, `: ${v}`, { y: 100 + i * 11, size: 8.5, ...F });
  });
  const model = r.pick(['SIERRA 2.0 GL', 'ESCORT XR3I', 'GRANADA 2.8 GHIA', 'CAPRI 2.8I', 'ORION 1.6 GL']);
  p.text(
    50,
    `REG NO: ${plate(r, 'UK', Number(date.slice(0, 4)) - r.int(0, 4))}    MODEL: ${model}    CHASSIS: WF0${letters(r, 2)}${digits(r, 2)}${letters(r, 2)}${digits(r, 5)}    MILES IN: ${miles}`,
    { y: 182, size: 8, ...F },
  );
  rule(p, 40, 190, 515);
  const lines = r.some(FORD_LINES, r.int(2, 3));
  const rows: string[][] = [];
  const lab: number[] = [];
  const prt: number[] = [];
  for (const l of lines) {
    const a = round2(l[2] * rate);
    lab.push(a);
    rows.push([l[0], l[1], l[2].toFixed(2), rate.toFixed(2), a.toFixed(2)]);
  }
  rows.push(['', '', '', '', '']);
  rows.push(['', 'PARTS', '', '', '']);
  for (const [nr, name, q, pr] of lines.flatMap((l) => l[3])) {
    const b = round2(q * pr);
    prt.push(b);
    rows.push([nr, name, String(q), pr.toFixed(2), b.toFixed(2)]);
  }
  const last = table(
    p,
    206,
    [
      { x: 50, head: 'OPERATION' },
      { x: 130, head: 'DESCRIPTION' },
      { x: 400, head: 'HRS/QTY', align: 'right' },
      { x: 470, head: 'RATE', align: 'right' },
      { x: 545, head: 'AMOUNT', align: 'right' },
    ],
    rows,
    { size: 8, rowH: 12, serif: true, headBold: false },
  );
  const labourSum = sum(lab);
  const partsSum = sum(prt);
  const net = sum([labourSum, partsSum]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  let y = last + 30;
  rule(p, 360, y - 12, 195);
  for (const [l, v] of [
    ['LABOUR', labourSum],
    ['PARTS', partsSum],
    ['SUB TOTAL', net],
    [`V.A.T. @ ${vat}%`, tax],
  ] as [string, number][]) {
    totalLine(p, y, 370, l, 545, v.toFixed(2), { size: 8.5, serif: true });
    y += 12;
  }
  totalLine(p, y + 4, 370, 'TOTAL DUE', 545, gross.toFixed(2), { size: 9, serif: true, bold: true });
  rule(p, 360, y + 10, 195);
  smallPrint(
    p,
    50,
    last + 30,
    [`NEXT SERVICE DUE AT ${miles + 6000} MILES`, 'THANK YOU FOR YOUR CUSTOM', 'PAYMENT STRICTLY CASH OR CHEQUE ON COLLECTION'],
    7.5,
    10,
    true,
  );
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: lines.flatMap((l) => l[3].map((x) => x[1])),
  });
};

const DUB_LINES: Line[] = [
  [
    '0100',
    'Carry out Inspection Service incl. oil change',
    1.5,
    [
      ['03L 115 562', 'Oil filter', 1, 19.8],
      ['G 052 195 M4', 'Engine oil 5W-30 VW 504', 4.5, 16.4],
    ],
  ],
  ['4750', 'Replace brake fluid', 0.5, [['B 000 750 M3', 'Brake fluid 1L', 1, 22.5]]],
  ['1521', 'Replace timing belt kit and water pump', 3.6, [['03L 198 119 E', 'Timing belt kit with water pump', 1, 348]]],
  ['8743', 'Replace dust and pollen filter', 0.3, [['1K1 819 653 B', 'Pollen filter', 1, 36.75]]],
  ['4612', 'Replace front brake pads', 1, [['1K0 698 151 F', 'Front brake pads', 1, 96.2]]],
  ['2611', 'Replace aux drive belt', 0.6, [['03L 903 137 C', 'Poly V-belt', 1, 41.9]]],
];

/** A Dublin VW dealer's invoice (2012–19): labour at the reduced rate, parts at the standard rate, Deposit and Balance. */
export const dublinDealerTwoRates: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2012, 2019);
  const { reduced, standard } = vatIE(date);
  const shop = 'Kavanagh Motors Rathgar';
  const rate = r.pick([98, 105, 112]);
  const km = r.int(30000, 240000);
  p.text(40, shop, { y: 54, size: 15, bold: true });
  p.text(40, 'Volkswagen Authorised Sales & Service', { y: 67, size: 8 });
  p.text(555, 'Rathgar Road, Dublin 6', { y: 50, size: 8, align: 'right' });
  p.text(555, '(01) 497 2211 · service@kavanaghmotors.ie', { y: 60, size: 8, align: 'right' });
  p.text(555, `VAT No. IE ${digits(r, 7)}${letters(r, 1)}`, { y: 70, size: 8, align: 'right' });
  p.text(40, 'INVOICE', { y: 104, size: 13, bold: true });
  const c = person(r, 'IE');
  [c, street(r, 'IE'), town(r, 'IE')].forEach((l, i) => p.text(40, l, { y: 122 + i * 11, size: 9 }));
  const kv: [string, string][] = [
    ['Invoice No', `SI${digits(r, 6)}`],
    ['Date', dt(date, 'DD-Mon-YYYY')],
    ['Account', `C${digits(r, 5)}`],
    ['Job Card', digits(r, 5)],
  ];
  kv.forEach(([l, v], i) => {
    p.text(350, l, { y: 110 + i * 12, size: 8.5 });
    p.text(430, v, { y: 110 + i * 12, size: 8.5 });
  });
  const reg = plate(r, 'IE', Number(date.slice(0, 4)) - r.int(1, 6));
  const model = r.pick(['Golf 1.6 TDI Highline', 'Passat 2.0 TDI Comfortline', 'Tiguan 2.0 TDI', 'Polo 1.2 Trendline']);
  cellRow(
    p,
    40,
    170,
    26,
    [
      [90, 'Reg No', reg],
      [150, 'Chassis', vin(r, 'WVW')],
      [150, 'Model', model],
      [65, 'Odometer (km)', money(km, 'en', { decimals: 0 })],
      [60, 'Next NCT', dt(addDays(date, r.int(90, 600)), 'MM/YYYY')],
    ],
    { size: 8.5 },
  );
  const lines = r.some(DUB_LINES, r.int(2, 3));
  const rows: string[][] = [];
  const lab: number[] = [];
  const prt: number[] = [];
  for (const l of lines) {
    const a = round2(l[2] * rate);
    lab.push(a);
    rows.push(['L', l[0], l[1], l[2].toFixed(2), money(rate, 'en'), `${reduced}%`, money(a, 'en')]);
  }
  for (const [nr, name, q, pr] of lines.flatMap((l) => l[3])) {
    const b = round2(q * pr);
    prt.push(b);
    rows.push(['P', nr, name, q.toFixed(2), money(pr, 'en'), `${standard}%`, money(b, 'en')]);
  }
  const last = table(
    p,
    216,
    [
      { x: 42, head: 'Type' },
      { x: 70, head: 'Code' },
      { x: 150, head: 'Description' },
      { x: 400, head: 'Qty/Hrs', align: 'right' },
      { x: 455, head: 'Price €', align: 'right' },
      { x: 495, head: 'VAT', align: 'right' },
      { x: 552, head: 'Net €', align: 'right' },
    ],
    rows,
    { size: 8, rowH: 12.5, ruleX: [40, 555] },
  );
  const labourSum = sum(lab);
  const partsSum = sum(prt);
  const net = sum([labourSum, partsSum]);
  const t1 = round2((labourSum * reduced) / 100);
  const t2 = round2((partsSum * standard) / 100);
  const gross = round2(net + t1 + t2);
  const dep = r.pick([0, 100, 200]);
  let y = last + 26;
  p.box(330, y - 12, 225, dep ? 112 : 86);
  for (const [l, v, b] of [
    ['Labour', labourSum, false],
    ['Parts', partsSum, false],
    ['Sub Total', net, false],
    [`VAT @ ${reduced}%`, t1, false],
    [`VAT @ ${standard}%`, t2, false],
    ['Total incl. VAT', gross, true],
    ...(dep
      ? ([
          ['Deposit paid', -dep, false],
          ['Balance', gross - dep, true],
        ] as [string, number, boolean][])
      : []),
  ] as [string, number, boolean][]) {
    totalLine(p, y, 338, l, 548, `${v < 0 ? '-' : ''}€${money(Math.abs(v), 'en')}`, { size: 8.5, bold: b });
    y += 13;
  }
  smallPrint(
    p,
    40,
    last + 26,
    ['Labour is charged at the reduced rate of VAT.', 'Payment due on collection. Cards accepted.', 'Bank of Ireland · IBAN IE29 BOFI 9000 1712 3456 78'],
    7,
    9.5,
  );
  p.text(297, 'Kavanagh Motors Rathgar is a trading name of Kavanagh Motor Holdings Ltd · Registered in Ireland No. 118234', {
    y: 800,
    size: 6,
    align: 'center',
  });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: lines.flatMap((l) => l[3].map((x) => x[1])),
  });
};

const CORK_LINES: Line[] = [
  [
    '',
    'Full service',
    2,
    [
      ['', 'Oil filter', 1, 4.6],
      ['', 'Engine oil', 4, 3.1],
      ['', 'Air filter', 1, 7.95],
    ],
  ],
  ['', 'Replace clutch assembly', 4.5, [['', 'Clutch kit', 1, 118.5]]],
  ['', 'Replace front shock absorbers', 1.8, [['', 'Shock absorber front', 2, 46.2]]],
  ['', 'Replace exhaust system', 1.2, [['', 'Exhaust system complete', 1, 139]]],
  ['', 'Repair puncture and balance wheels', 0.8, [['', 'Balance weights', 1, 2.5]]],
  [
    '',
    'Replace distributor cap and rotor',
    0.5,
    [
      ['', 'Distributor cap', 1, 11.4],
      ['', 'Rotor arm', 1, 3.2],
    ],
  ],
];

/** A 1990s Cork Ford dealer's docket in Irish pounds: hours "@ IR£", labour and parts each with their own VAT. */
export const corkDealerPunts: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1992, 1998);
  const { reduced, standard } = vatIE(date);
  const shop = "Fitzgerald's of Cork Ltd";
  const rate = r.pick([16, 18, 21]);
  const miles = r.int(30000, 140000);
  p.text(297, "FITZGERALD'S OF CORK LTD", { y: 56, size: 16, bold: true, align: 'center' });
  p.text(297, 'Main Ford Dealers · Kinsale Road, Cork · Tel. (021) 962 211 · Fax (021) 962 590', { y: 69, size: 8, align: 'center' });
  rule(p, 40, 78, 515);
  rule(p, 40, 80, 515);
  const c = person(r, 'IE');
  p.text(40, `Customer: ${c}, ${street(r, 'IE')}, ${town(r, 'IE')}`, { y: 104, size: 9 });
  const docket = digits(r, 5);
  p.text(40, `Invoice/Docket No. ${docket}`, { y: 120, size: 9, bold: true });
  p.text(555, `Date: ${dt(date, 'D MONTH YYYY')}`, { y: 120, size: 9, align: 'right' });
  const model = r.pick(['Ford Escort 1.4 LX', 'Ford Fiesta 1.1', 'Ford Sierra 1.6 CL', 'Ford Mondeo 1.8 GLX']);
  p.text(
    40,
    `Vehicle: ${model}    Reg. No.: ${plate(r, 'IE', Number(date.slice(0, 4)) - r.int(1, 5), 'C')}    Mileage: ${money(miles, 'en', { decimals: 0 })}`,
    { y: 136, size: 9 },
  );
  rule(p, 40, 146, 515);
  const lines = r.some(CORK_LINES, r.int(2, 3));
  let y = 166;
  p.text(40, 'LABOUR', { y, size: 9, bold: true });
  const lab: number[] = [];
  for (const l of lines) {
    y += 14;
    const a = round2(l[2] * rate);
    lab.push(a);
    p.text(50, l[1], { y, size: 9 });
    p.text(380, `${l[2]} hrs @ IR£${rate.toFixed(2)}`, { y, size: 9, align: 'right' });
    p.text(550, a.toFixed(2), { y, size: 9, align: 'right' });
  }
  y += 24;
  p.text(40, 'PARTS', { y, size: 9, bold: true });
  const prt: number[] = [];
  const parts = lines.flatMap((l) => l[3]);
  for (const [, name, q, pr] of parts) {
    y += 14;
    const b = round2(q * pr);
    prt.push(b);
    p.text(50, name, { y, size: 9 });
    p.text(380, `${q} @ ${pr.toFixed(2)}`, { y, size: 9, align: 'right' });
    p.text(550, b.toFixed(2), { y, size: 9, align: 'right' });
  }
  const labourSum = sum(lab);
  const partsSum = sum(prt);
  const t1 = round2((labourSum * reduced) / 100);
  const t2 = round2((partsSum * standard) / 100);
  const gross = round2(labourSum + partsSum + t1 + t2);
  y += 34;
  for (const [l, v] of [
    ['Labour', labourSum],
    [`VAT on labour @ ${reduced}%`, t1],
    ['Parts', partsSum],
    [`VAT on parts @ ${standard}%`, t2],
  ] as [string, number][]) {
    totalLine(p, y, 330, l, 550, `IR£${v.toFixed(2)}`, { size: 9 });
    y += 13;
  }
  rule(p, 330, y - 8, 225);
  totalLine(p, y + 6, 330, 'TOTAL', 550, `IR£${gross.toFixed(2)}`, { size: 10, bold: true });
  p.text(40, 'Received with thanks', { y: y + 40, size: 8.5 });
  p.text(40, 'Signed ____________________', { y: y + 60, size: 8.5 });
  p.text(297, `VAT Reg. No. IE ${digits(r, 7)}${letters(r, 1)} · Directors: J. Fitzgerald, M. Fitzgerald, P. O'Leary`, { y: 800, size: 6.5, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: parts.map((x) => x[1]),
  });
};
