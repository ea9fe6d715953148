import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, date, doc, grouped, type Loc, money, num, plateUk, plateUs, priceScale, priced, round2, Sheet, sum, vatUk, vin } from './kit';
import { carOf, personEn, SURNAMES_EN, TOWNS_UK, TOWNS_US } from './people';

const JOBS_US = [
  'LOF service',
  'R&R front brake pads',
  'Tune-up, set timing',
  'R&R water pump',
  'Flush cooling sys.',
  'Adj. carb idle mix',
  'R&R starter',
  'Diag. charging sys.',
  'R&R U-joints',
  'Replace fuel pump',
  'Align front end',
  'R&R exhaust manifold gskt',
];
const PARTS_US = [
  'Oil filter',
  'Motor oil 10W-30 (5 qt)',
  'Brake pads, front',
  'Water pump',
  'Spark plugs (8)',
  'Distributor cap',
  'Rotor',
  'Thermostat',
  'Starter, reman.',
  'U-joint',
  'Fuel pump',
  'Manifold gasket',
  'Coolant 1 gal',
];
const JOBS_UK = [
  'Full service',
  'MOT prep.',
  'Renew front pads',
  'Renew clutch',
  'Adj. tappets',
  'Set ignition timing',
  'Renew exhaust (rear box)',
  'Renew timing belt',
  'Re-bush rear springs',
  'Renew wheel bearing NSF',
  'Balance carbs',
  'Renew brake hoses',
];
const PARTS_UK = [
  'Oil filter',
  'Engine oil 20W-50',
  'Brake pads (pr)',
  'Clutch kit',
  'Rocker cover gasket',
  'Points & condenser',
  'Rear silencer',
  'Timing belt kit',
  'Spring bush set',
  'Wheel bearing kit',
  'Brake hose (x3)',
  'Spark plugs',
];

const svcTruth = (
  serviceDate: string,
  shopName: string,
  mileage: number | undefined,
  labor: number | undefined,
  parts: number | undefined,
  total: number,
  jobs: string[],
  partsUsed: string[] | undefined,
) => ({
  documentType: 'service',
  serviceDate,
  shopName,
  ...(mileage === undefined ? {} : { serviceMileage: mileage }),
  ...(labor === undefined ? {} : { laborCost: labor }),
  ...(parts === undefined ? {} : { partsCost: parts }),
  totalCost: total,
  workPerformed: jobs,
  ...(partsUsed ? { partsUsed } : {}),
});

/** A US counter repair order: Inv#, Dt, Odo in one strip; Lab. and Pts; tax on parts only; a deposit and Bal. */
export function usCounterRo(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const shop = `${rng.pick(SURNAMES_EN)}'s Auto Repair`;
  const iso = rng.date(1988, 2024);
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_US, rng.int(2, 4), 35, 390, s);
  const parts = priced(rng, PARTS_US, rng.int(2, 5), 4, 210, s);
  const labor = sum(jobs.map((j) => j[1]));
  const pts = sum(parts.map((x) => x[1]));
  const taxRate = rng.pick([5.5, 6, 6.25, 7, 7.25, 8]);
  const tax = round2((pts * taxRate) / 100);
  const total = round2(labor + pts + tax);
  const dep = round2(Math.floor(total / 3));
  const odo = rng.int(40000, 190000);
  const car = carOf(rng);
  const p = new Sheet();
  p.text(40, shop.toUpperCase(), { size: 14, bold: true })
    .down(11)
    .text(
      40,
      `${rng.int(100, 9999)} ${rng.pick(['N. Main St', 'E. 11th St', 'Industrial Pkwy', 'Route 9'])} · ${t.town}, ${t.st} ${t.zip} · ${t.tel} ${num(rng, 3)}-${num(rng, 4)}`,
      { size: 8 },
    )
    .down(34);
  p.box(40, p.y - 10, 515, 30);
  const cells = [
    ['Inv#', num(rng, 5)],
    ['Dt', date(iso, 'us', 'short')],
    ['Odo', grouped(odo, 'us')],
    ['Lic#', plateUs(rng)],
    ['VIN', vin(rng, car.year, car.wmi)],
  ];
  cells.forEach(([l, v], i) => p.text(46 + i * 95, l, { size: 7, bold: true }).text(46 + i * 95, v, { size: 8.5, y: p.y + 12 }));
  p.down(34)
    .text(40, `${personEn(rng)} · ${car.year} ${car.make} ${car.model} · Cust# ${num(rng, 4)} · PO# ${num(rng, 4)}`, { size: 8 })
    .down(26);
  p.row(
    [
      [40, 'Lab.', 'left'],
      [555, 'Amt', 'right'],
    ],
    8,
    true,
  ).down(12);
  for (const [n, a] of jobs)
    p.row([
      [48, n],
      [555, money(a, 'us'), 'right'],
    ]).down(12);
  p.down(8)
    .row(
      [
        [40, 'Pts'],
        [380, 'Qty', 'right'],
        [460, 'Ea.', 'right'],
        [555, 'Ext.', 'right'],
      ],
      8,
      true,
    )
    .down(12);
  for (const [n, a] of parts) {
    const q = rng.int(1, 3);
    p.row([
      [48, n],
      [380, String(q), 'right'],
      [460, money(round2(a / q), 'us'), 'right'],
      [555, money(a, 'us'), 'right'],
    ]).down(12);
  }
  p.down(16);
  for (const [l, v] of [
    ['Lab.', labor],
    ['Pts', pts],
    [`Tx ${taxRate}% (pts)`, tax],
    ['Tot.', total],
    ['Dep.', dep],
    ['Bal.', round2(total - dep)],
  ] as const)
    p.row(
      [
        [420, l],
        [555, money(v, 'us'), 'right'],
      ],
      9,
      l === 'Tot.',
    ).down(13);
  p.down(30).text(40, `Nxt svc @ ${grouped(odo + 3000, 'us')} · Warr. 90 days/4,000 mi. parts & labor · Not resp. for items left in vehicle`, { size: 7 });
  return doc(
    'en',
    svcTruth(
      iso,
      shop.toUpperCase(),
      odo,
      labor,
      pts,
      total,
      jobs.map((j) => j[0]),
      parts.map((x) => x[0]),
    ),
    p,
  );
}

/** A UK garage bill: "Wk compl." apart from the invoice date, Lab./Pts, VAT of the day, Tot. */
export function ukWorkCompleted(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const shop = `${rng.pick(SURNAMES_EN)} Motors (${t.town}) Ltd`;
  const iso = rng.date(1992, 2025);
  const work = addDays(iso, -rng.int(1, 6));
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_UK, rng.int(2, 4), 30, 320, s);
  const parts = priced(rng, PARTS_UK, rng.int(2, 4), 4, 180, s);
  const labor = sum(jobs.map((j) => j[1]));
  const pts = sum(parts.map((x) => x[1]));
  const rate = vatUk(iso);
  const vat = round2(((labor + pts) * rate) / 100);
  const total = round2(labor + pts + vat);
  const mi = rng.int(30000, 160000);
  const p = new Sheet();
  p.text(555, shop, { size: 13, bold: true, align: 'right' })
    .down(11)
    .text(
      555,
      `Unit ${rng.int(1, 20)}, ${rng.pick(['Station Rd', 'Mill Lane', 'Brook St'])}, ${t.town} ${t.pc}${rng.pick(['AB', 'QT', 'LW'])} · Tel ${t.tel} ${num(rng, 6)}`,
      { size: 7.5, align: 'right' },
    )
    .down(10);
  p.text(555, `VAT Reg. No. ${num(rng, 3)} ${num(rng, 4)} ${num(rng, 2)}`, { size: 7.5, align: 'right' }).down(40);
  const L = [
    ['Inv No.', num(rng, 5)],
    ['Dt', date(iso, 'uk', 'short')],
    ['Wk compl.', date(work, 'uk', 'short')],
    ['Reg.', plateUk(rng, Number(iso.slice(0, 4)) - rng.int(15, 40))],
    ['Mi.', grouped(mi, 'uk')],
    ['A/c', num(rng, 4)],
  ];
  L.forEach(([l, v], i) =>
    p
      .text(40 + (i % 2) * 150, `${l}`, { size: 7.5, bold: true, y: p.y + Math.floor(i / 2) * 12 })
      .text(95 + (i % 2) * 150, v, { size: 9, y: p.y + Math.floor(i / 2) * 12 }),
  );
  p.down(56);
  p.row(
    [
      [40, 'Description'],
      [400, 'Lab.', 'right'],
      [480, 'Pts', 'right'],
    ],
    8,
    true,
  ).down(12);
  for (const [n, a] of jobs)
    p.row([
      [40, n],
      [400, money(a, 'uk'), 'right'],
    ]).down(12);
  for (const [n, a] of parts)
    p.row([
      [40, n],
      [480, money(a, 'uk'), 'right'],
    ]).down(12);
  p.down(14);
  for (const [l, v] of [
    ['Lab.', labor],
    ['Pts', pts],
    [`VAT @ ${rate}%`, vat],
  ] as const)
    p.row([
      [420, l],
      [555, money(v, 'uk'), 'right'],
    ]).down(13);
  p.box(415, p.y - 11, 145, 16, true)
    .row(
      [
        [420, 'Tot. £'],
        [555, money(total, 'uk'), 'right'],
      ],
      10,
      true,
    )
    .down(50);
  p.text(40, `MOT due ${date(addDays(iso, 300), 'uk', 'short')} · Terms strictly 30 days · E&OE`, { size: 7 });
  return doc(
    'en',
    svcTruth(
      work,
      shop,
      mi,
      labor,
      pts,
      total,
      jobs.map((j) => j[0]),
      parts.map((x) => x[0]),
    ),
    p,
  );
}

/** A dealer RO in small print: ten columns (line, type, op/part no., desc., tech, qty/hrs, rate/ea., disc., ext., tax). */
export function usTenColumns(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const shop = `${t.town} ${rng.pick(['Ford-Lincoln', 'Chevrolet Buick', 'Imports', 'Motor Co.'])}`;
  const iso = rng.date(2004, 2026);
  const done = addDays(iso, -rng.int(0, 3));
  const jobs = priced(rng, JOBS_US, rng.int(2, 4), 60, 480);
  const parts = priced(rng, PARTS_US, rng.int(3, 6), 6, 260);
  const disc = rng.pick([0, 10, 15]);
  const partsNet = parts.map(([n, a]) => [n, a, round2((a * (100 - disc)) / 100)] as const);
  const labor = sum(jobs.map((j) => j[1]));
  const pts = sum(partsNet.map((x) => x[2]));
  const supplies = round2(Math.min(35, labor * 0.06));
  const taxRate = rng.pick([6, 7.25, 8.25]);
  const tax = round2(((pts + supplies) * taxRate) / 100);
  const total = round2(labor + pts + supplies + tax);
  const odo = rng.int(10000, 140000);
  const p = new Sheet();
  p.text(40, shop, { size: 15, bold: true }).text(555, 'REPAIR ORDER', { size: 11, bold: true, align: 'right' }).down(11);
  p.text(
    40,
    `${rng.int(1000, 9999)} ${rng.pick(['Auto Mall Dr', 'W. Broadway', 'Hwy 41 S'])}, ${t.town} ${t.st} ${t.zip} · Svc ${t.tel} ${num(rng, 3)}-${num(rng, 4)} · DLR# ${num(rng, 5)}`,
    { size: 7 },
  ).down(24);
  const info = [
    ['RO#', num(rng, 6)],
    ['Inv. Dt', date(iso, 'us', 'long')],
    ['Compl.', date(done, 'us', 'long')],
    ['Odo In', grouped(odo, 'us')],
    ['Odo Out', grouped(odo + rng.int(2, 12), 'us')],
    ['Adv.', rng.pick(['JM', 'TK', 'RB'])],
    ['Tag', String(rng.int(100, 999))],
    ['Lic#', plateUs(rng)],
  ];
  info.forEach(([l, v], i) => p.text(40 + (i % 4) * 130, `${l} ${v}`, { size: 7.5, y: p.y + Math.floor(i / 4) * 10 }));
  p.down(30);
  const X = [40, 55, 72, 140, 330, 355, 395, 440, 470, 520, 540];
  ['Ln', 'T', 'Op/Part#', 'Desc.', 'Tech', 'Qty/Hr', 'Rate/Ea.', 'Disc', 'Ext.', 'Tx'].forEach((h, i) => p.text(X[i], h, { size: 6.5, bold: true }));
  p.down(3).rule().down(9);
  let ln = 1;
  for (const [n, a] of jobs) {
    const h = rng.pick([0.8, 1.0, 1.5, 2.2, 3.0]);
    p.row(
      [
        [40, String(ln++)],
        [55, 'L'],
        [72, `${rng.pick(['02', '10', '17'])}${rng.pick(['AZ', 'FL', 'BK'])}${num(rng, 2)}`],
        [140, n],
        [330, String(rng.int(101, 199))],
        [385, h.toFixed(1), 'right'],
        [430, money(round2(a / h), 'us'), 'right'],
        [465, ''],
        [510, money(a, 'us'), 'right'],
        [540, 'N'],
      ],
      6.5,
    ).down(9);
  }
  for (const [n, a, net] of partsNet) {
    p.row(
      [
        [40, String(ln++)],
        [55, 'P'],
        [72, `${rng.pick(['F', 'D', 'E'])}${num(rng, 2)}Z-${num(rng, 4)}-${rng.pick(['A', 'B'])}`],
        [140, n],
        [330, ''],
        [385, '1', 'right'],
        [430, money(a, 'us'), 'right'],
        [465, disc ? `${disc}%` : ''],
        [510, money(net, 'us'), 'right'],
        [540, 'T'],
      ],
      6.5,
    ).down(9);
  }
  p.down(4).text(40, 'T: L labor, P parts · Tx: T taxable, N non-taxable', { size: 6 }).down(16);
  for (const [l, v] of [
    ['Lab. Tot.', labor],
    ['Pts Tot.', pts],
    ['Shop sup.', supplies],
    [`Tax ${taxRate}%`, tax],
  ] as const)
    p.row(
      [
        [400, l],
        [510, money(v, 'us'), 'right'],
      ],
      7.5,
    ).down(10);
  p.row(
    [
      [400, 'Tot. Amt Due'],
      [510, money(total, 'us'), 'right'],
    ],
    8.5,
    true,
  ).down(40);
  p.text(40, `Thank you · Customer pay · VIN ${vin(rng, 2010, '1FT')} · Next oil chg ${grouped(odo + 5000, 'us')} mi`, { size: 6.5 });
  return doc(
    'en',
    svcTruth(
      done,
      shop,
      odo,
      labor,
      pts,
      total,
      jobs.map((j) => j[0]),
      partsNet.map((x) => x[0]),
    ),
    p,
  );
}

/** Single-letter line codes with their key under the table (L labor, P parts, S sublet, M misc.). */
export function usLetterCodes(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const shop = `${rng.pick(['Precision', 'Valley', 'Tri-County', 'Northside'])} Foreign Car Service`;
  const iso = rng.date(1979, 2002);
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_US, rng.int(2, 3), 30, 300, s);
  const parts = priced(rng, PARTS_US, rng.int(2, 4), 3, 150, s);
  const labor = sum(jobs.map((j) => j[1]));
  const pts = sum(parts.map((x) => x[1]));
  const taxRate = rng.pick([4, 5, 6]);
  const tax = round2((pts * taxRate) / 100);
  const total = round2(labor + pts + tax);
  const odo = rng.int(30000, 150000);
  const lines = rng.some([...jobs.map(([n, a]) => ['L', n, a] as const), ...parts.map(([n, a]) => ['P', n, a] as const)], 99);
  const p = new Sheet();
  p.text(40, shop, { size: 13, bold: true })
    .down(11)
    .text(40, `${t.town}, ${t.st} · ${t.tel} ${num(rng, 3)}-${num(rng, 4)}`, { size: 8 })
    .down(40);
  p.row(
    [
      [40, `No. ${num(rng, 5)}`],
      [240, date(iso, 'us', rng.pick(['short', 'dash'] as const))],
      [400, `Mi. ${grouped(odo, 'us')}`],
    ],
    10,
    true,
  ).down(14);
  p.text(40, `${personEn(rng)} · Lic# ${plateUs(rng)}`, { size: 8 }).down(28);
  for (const [c, n, a] of lines)
    p.row([
      [40, c],
      [60, n],
      [470, money(a, 'us'), 'right'],
    ]).down(13);
  p.down(8).text(40, 'L = Labor   P = Parts   S = Sublet   M = Misc.', { size: 7 }).down(24);
  for (const [l, v] of [
    ['L', labor],
    ['P', pts],
    [`Tax on P ${taxRate}%`, tax],
  ] as const)
    p.row([
      [380, l],
      [555, money(v, 'us'), 'right'],
    ]).down(13);
  p.row(
    [
      [380, 'Pay this amt'],
      [555, money(total, 'us'), 'right'],
    ],
    10,
    true,
  ).down(50);
  p.text(40, "I hereby authorize the above repair work. Mechanic's lien acknowledged on vehicle.", { size: 7 });
  return doc(
    'en',
    svcTruth(
      iso,
      shop,
      odo,
      labor,
      pts,
      total,
      jobs.map((j) => j[0]),
      parts.map((x) => x[0]),
    ),
    p,
  );
}

/** Two columns: the customer and the car on the left, the items and totals on the right. */
export function ukTwoColumn(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const shop = `${rng.pick(SURNAMES_EN)} & Son`;
  const iso = rng.date(1976, 1998);
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_UK, rng.int(2, 3), 20, 220, s);
  const parts = priced(rng, PARTS_UK, rng.int(2, 4), 3, 120, s);
  const labor = sum(jobs.map((j) => j[1]));
  const pts = sum(parts.map((x) => x[1]));
  const rate = vatUk(iso);
  const vat = round2(((labor + pts) * rate) / 100);
  const total = round2(labor + pts + vat);
  const mi = rng.int(20000, 110000);
  const car = carOf(rng);
  const p = new Sheet();
  p.text(40, shop, { size: 18, bold: true, serif: true })
    .down(12)
    .text(40, `Motor Engineers · ${t.town}, ${t.county} · Tel. ${t.tel} ${num(rng, 5)}`, { size: 8, serif: true })
    .down(40);
  p.box(230, p.y - 10, 0.01, 520);
  const top = p.y;
  const L = (l: string, v: string) => p.text(40, l, { size: 7 }).text(90, v, { size: 8.5 }).down(13);
  L('Inv.', num(rng, 4));
  L('Dt', date(iso, 'uk', rng.pick(['short', 'abbr'] as const)));
  L('A/c', personEn(rng));
  p.down(8);
  L('Reg.', plateUk(rng, car.year));
  L('Make', `${car.make} ${car.model}`);
  L('Chas.', vin(rng, car.year, car.wmi));
  L('Mi.', grouped(mi, 'uk'));
  p.y = top;
  for (const [n, a] of jobs)
    p.row([
      [245, n],
      [555, money(a, 'uk'), 'right'],
    ]).down(12);
  p.row(
    [
      [245, 'Lab.'],
      [555, money(labor, 'uk'), 'right'],
    ],
    9,
    true,
  ).down(20);
  for (const [n, a] of parts)
    p.row([
      [245, n],
      [555, money(a, 'uk'), 'right'],
    ]).down(12);
  p.row(
    [
      [245, 'Pts'],
      [555, money(pts, 'uk'), 'right'],
    ],
    9,
    true,
  ).down(20);
  p.row([
    [245, `VAT ${rate}%`],
    [555, money(vat, 'uk'), 'right'],
  ]).down(14);
  p.row(
    [
      [245, 'Tot.'],
      [555, `£${money(total, 'uk')}`, 'right'],
    ],
    10,
    true,
  ).down(40);
  p.text(245, `VAT No. ${num(rng, 3)} ${num(rng, 4)} ${num(rng, 2)}`, { size: 7 });
  return doc(
    'en',
    svcTruth(
      iso,
      shop,
      mi,
      labor,
      pts,
      total,
      jobs.map((j) => j[0]),
      parts.map((x) => x[0]),
    ),
    p,
  );
}

/** A typed 1970s slip with no labels at all: a date at the top right, lines with figures, the sum ruled off. */
export function usTypedSparse(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const shop = `${rng.pick(['Bud', 'Chet', 'Vern', 'Hank'])}'s ${rng.pick(['Texaco', 'Sinclair', 'Garage', 'Sunoco Service'])}`;
  const iso = rng.date(1970, 1981);
  const jobs = priced(rng, JOBS_US, rng.int(2, 4), 4, 45);
  const total = sum(jobs.map((j) => j[1]));
  const p = new Sheet();
  const T = (x: number, s: string, align: 'left' | 'right' = 'left', size = 10) => p.text(x, s, { serif: true, size, align });
  p.text(297, shop, { size: 14, bold: true, serif: true, align: 'center' }).down(12);
  p.text(297, `${t.town}, ${t.st}`, { size: 9, serif: true, align: 'center' }).down(50);
  T(555, date(iso, 'us', 'abbr'), 'right').down(40);
  for (const [n, a] of jobs) {
    T(60, n);
    T(480, money(a, 'us'), 'right').down(16);
  }
  p.box(420, p.y - 6, 65, 0.01);
  p.down(10);
  T(480, money(total, 'us'), 'right', 11).down(60);
  T(60, 'Thank You', 'left', 9);
  return doc('en', { documentType: 'service', serviceDate: iso, shopName: shop, totalCost: total, workPerformed: jobs.map((j) => j[0]) }, p);
}

/** The date of work and the mileage only in a footnote marked †. */
export function ukFootnote(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const shop = `${t.town} ${rng.pick(['Classic Car Services', 'Vintage Engineering', 'Sports Car Centre'])}`;
  const iso = rng.date(1984, 2020);
  const work = addDays(iso, -rng.int(3, 20));
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_UK, rng.int(2, 4), 40, 400, s);
  const parts = priced(rng, PARTS_UK, rng.int(2, 4), 5, 190, s);
  const labor = sum(jobs.map((j) => j[1]));
  const pts = sum(parts.map((x) => x[1]));
  const rate = vatUk(iso);
  const vat = round2(((labor + pts) * rate) / 100);
  const total = round2(labor + pts + vat);
  const mi = rng.int(20000, 140000);
  const loc: Loc = 'uk';
  const p = new Sheet();
  p.text(40, shop, { size: 15, bold: true })
    .down(11)
    .text(
      40,
      `${rng.pick(['The Old Forge', 'Manor Farm Units', 'Bridge Works'])} · ${t.town} ${t.pc}${rng.pick(['XP', 'DN', 'RB'])} · ${t.tel} ${num(rng, 6)}`,
      { size: 8 },
    )
    .down(50);
  p.row(
    [
      [40, `INVOICE ${num(rng, 4)}†`],
      [555, date(iso, loc, 'long'), 'right'],
    ],
    10,
    true,
  ).down(12);
  p.text(40, `Reg. ${plateUk(rng, rng.int(1965, 1985))} · Cust. ref. ${num(rng, 3)}`, { size: 8 }).down(30);
  p.row(
    [
      [40, 'Work'],
      [555, '£', 'right'],
    ],
    8,
    true,
  ).down(12);
  for (const [n, a] of jobs)
    p.row([
      [40, n],
      [555, money(a, loc), 'right'],
    ]).down(12);
  p.row(
    [
      [300, 'Lab.'],
      [555, money(labor, loc), 'right'],
    ],
    9,
    true,
  ).down(20);
  p.row(
    [
      [40, 'Parts'],
      [555, '', 'right'],
    ],
    8,
    true,
  ).down(12);
  for (const [n, a] of parts)
    p.row([
      [40, n],
      [555, money(a, loc), 'right'],
    ]).down(12);
  p.row(
    [
      [300, 'Pts'],
      [555, money(pts, loc), 'right'],
    ],
    9,
    true,
  ).down(20);
  p.row([
    [300, `VAT ${rate}%`],
    [555, money(vat, loc), 'right'],
  ]).down(13);
  p.row(
    [
      [300, 'Amt Due'],
      [555, money(total, loc), 'right'],
    ],
    10,
    true,
  ).down(70);
  p.text(40, `† Work carried out ${date(work, loc, 'abbr')} at ${grouped(mi, loc)} mi. Next service ${grouped(mi + 3000, loc)} mi or 12 months.`, {
    size: 7,
  }).down(10);
  p.text(
    40,
    `Barclays Bank plc · Sort ${num(rng, 2)}-${num(rng, 2)}-${num(rng, 2)} · A/c ${num(rng, 8)} · VAT Reg ${num(rng, 3)} ${num(rng, 4)} ${num(rng, 2)}`,
    { size: 7 },
  );
  return doc(
    'en',
    svcTruth(
      work,
      shop,
      mi,
      labor,
      pts,
      total,
      jobs.map((j) => j[0]),
      parts.map((x) => x[0]),
    ),
    p,
  );
}

/** No ruling anywhere; the figures only at the right edge, the row words terse at the left. */
export function usRightEdge(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const shop = `${rng.pick(SURNAMES_EN)} Bros. Garage`;
  const iso = rng.date(1992, 2016);
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_US, rng.int(2, 3), 40, 350, s);
  const parts = priced(rng, PARTS_US, rng.int(2, 4), 5, 180, s);
  const labor = sum(jobs.map((j) => j[1]));
  const pts = sum(parts.map((x) => x[1]));
  const taxRate = rng.pick([6, 7, 8.5]);
  const tax = round2(((labor + pts) * taxRate) / 100);
  const total = round2(labor + pts + tax);
  const odo = rng.int(60000, 240000);
  const p = new Sheet();
  p.text(40, shop, { size: 12, bold: true })
    .text(555, `${t.tel} ${num(rng, 3)}-${num(rng, 4)}`, { size: 9, align: 'right' })
    .down(11);
  p.text(40, `${t.town} ${t.st} ${t.zip}`, { size: 8 }).down(40);
  p.text(40, `Inv# ${num(rng, 4)}   Dt ${date(iso, 'us', 'long')}   Odo ${grouped(odo, 'us')}   Tag ${plateUs(rng)}`, { size: 9 }).down(36);
  for (const [n, a] of jobs)
    p.row([
      [40, n],
      [555, money(a, 'us'), 'right'],
    ]).down(13);
  for (const [n, a] of parts)
    p.row([
      [40, `  ${n}`],
      [555, money(a, 'us'), 'right'],
    ]).down(13);
  p.down(20);
  for (const [l, v] of [
    ['Lab.', labor],
    ['Pts', pts],
    [`Tx ${taxRate}%`, tax],
  ] as const)
    p.row([
      [40, l],
      [555, money(v, 'us'), 'right'],
    ]).down(13);
  p.row(
    [
      [40, 'Tot.'],
      [555, money(total, 'us'), 'right'],
    ],
    10,
    true,
  ).down(50);
  p.text(40, `Pd ck #${num(rng, 4)}`, { size: 8 });
  return doc(
    'en',
    svcTruth(
      iso,
      shop,
      odo,
      labor,
      pts,
      total,
      jobs.map((j) => j[0]),
      parts.map((x) => x[0]),
    ),
    p,
  );
}
