/**
 * Peter's English workshop bills (and one from Ohio), 1975–2026: the Jaguar distributor's typed account, the Dales
 * village garage's bill, the TR specialist's typed invoice, the main dealer's dot-matrix job invoice, the Land Rover's
 * chassis restoration, a Dayton Ford dealer's repair order for the Mustang, the Jaguar specialist's word-processed
 * invoice, the Land Rover dealer's software invoice, a Beetle specialist's e-mailed invoice, a Harrogate garage's
 * service sheet.
 */
import { doc, fd, hline, num, r2, row, sum, vatUK, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { dashes, KAEFER, LANDY, lines, miles as mi, MK2, MUSTANG, PETER, PETER_LATE, PLATES, price, totals, vatOn } from './kit';

type Item = [string, number];

/** Jaguar distributor, typed account with a labour and parts summary, 1975–1978 (VAT 8 %). */
export function wharfedaleJaguar(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 1978);
  const odo = rng.int(71, 98) * 1000 + rng.int(0, 999);
  const rate = rng.pick([3.6, 4.2, 4.8, 5.4]);
  const jobs: [string, number][] = rng.some(
    [
      ['Carry out 6,000 mile service', rng.pick([3, 3.5])],
      ['Adjust tappets and renew rocker cover gaskets', rng.pick([2, 2.5])],
      ['Overhaul front brake calipers', rng.pick([3, 4])],
      ['Tune twin SU carburettors', 1.5],
      ['Renew rear spring mountings', rng.pick([2, 3])],
      ['Reline handbrake', 1.5],
    ] as [string, number][],
    rng.int(2, 4),
  );
  const parts: Item[] = rng.some(
    [
      ['Oil filter element', 1.85],
      ['Rocker cover gaskets (pair)', 1.2],
      ['Caliper seal kits (2)', 4.6],
      ['Brake pads, front set', 6.45],
      ['Sparking plugs Champion N5 (6)', 3.3],
      ['Engine oil 20W/50, 8 pints', 4.1],
      ['Rear spring mounting rubbers', 2.95],
    ] as Item[],
    rng.int(2, 4),
  );
  const labour = sum(jobs.map(([, h]) => r2(h * rate)));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 8);
  p.text(50, 'WHARFEDALE MOTORS LIMITED', { size: 14, bold: true, serif: true });
  p.down(13).text(50, 'Jaguar Distributors for Leeds and District', { size: 9, serif: true });
  p.down(11).text(50, 'Otley Road, Headingley, Leeds LS6 3AU.  Telephone Leeds 75 2211.  V.A.T. Reg. No. 171 4420 58', { size: 8, serif: true });
  p.y = 130;
  lines(p, 60, [`${PETER.name}, Esq.,`, PETER.street + ',', PETER.town + '.'], { serif: true });
  p.y = 130;
  lines(p, 380, [`Invoice No. S ${rng.int(10000, 49999)}`, `Date  ${fd(date, 'uklong')}`, `Reg. No. ${PLATES.mk2}`, `Mileage ${mi(odo)}`], {
    serif: true,
    size: 9.5,
  });
  p.y = 210;
  p.text(60, 'To work carried out on your Jaguar 3.8 Mk. 2 Saloon:', { serif: true });
  p.down(18);
  const cols: Col[] = [{ x: 70 }, { x: 420, align: 'right' }, { x: 530, align: 'right' }];
  for (const [j, h] of jobs) {
    row(p, cols, [j, `${num(h, 'en')} hrs`, num(r2(h * rate), 'en')], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.down(8).text(70, 'Parts and materials supplied:', { serif: true, size: 9.5 });
  p.down(14);
  for (const [n, v] of parts) {
    row(p, cols, [n, '', num(v, 'en')], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.down(10);
  totals(
    p,
    330,
    530,
    [
      ['Labour', num(labour, 'en')],
      ['Parts', num(partsSum, 'en')],
      ['', dashes(10)],
      ['Goods and services', num(net, 'en')],
      ['V.A.T. at 8%', num(vat, 'en')],
      ['TOTAL DUE  £', num(gross, 'en'), true],
    ],
    { serif: true },
  );
  p.down(20).text(60, 'Monthly account. Terms strictly 30 days. E. & O.E.', { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'WHARFEDALE MOTORS LIMITED',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map(([j]) => j),
    partsUsed: parts.map(([n]) => n),
  });
}

/** Dales village garage, a short bill on a printed pad, labour and materials written in, 1980–1990. */
export function hargreavesVillage(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 1990);
  const odo = rng.int(42, 118) * 1000 + rng.int(0, 999);
  const jobs = rng.some(
    [
      'Renewed exhaust front pipe and silencer',
      'Changed engine oil and filter',
      'Adjusted brakes all round',
      'Renewed swivel pin housing oil seals',
      'Greased prop shafts',
      'Fitted new fan belt',
      'Repaired rear light wiring',
    ],
    rng.int(2, 4),
  );
  const labour = price(rng, 9, 45);
  const materials = price(rng, 12, 80);
  const net = r2(labour + materials);
  const rate = vatUK(Number(date.slice(0, 4)));
  const { vat, gross } = vatOn(net, rate);
  p.text(297, 'J. HARGREAVES & SON', { size: 13, bold: true, align: 'center', serif: true });
  p.down(13).text(297, 'Motor Engineers  -  Agricultural Repairs  -  Petrol & Diesel', { size: 8.5, align: 'center', serif: true });
  p.down(11).text(297, 'The Garage, Kettlewell, Skipton, N. Yorks.   Tel. Kettlewell 212', { size: 8.5, align: 'center', serif: true });
  p.y = 140;
  p.text(60, `Mr. P. Oberhauser, Ilkley`, { serif: true });
  p.text(530, fd(date, 'ukdot'), { serif: true, align: 'right' });
  p.down(14).text(60, `Land Rover ${PLATES.landy}     ${mi(odo)} miles`, { serif: true });
  p.down(24);
  for (const j of jobs) {
    p.text(70, j, { serif: true });
    p.down(14);
  }
  p.down(10);
  totals(
    p,
    300,
    520,
    [
      ['Labour', num(labour, 'en')],
      ['Materials', num(materials, 'en')],
      ['', num(net, 'en')],
      [`VAT ${rate}%`, num(vat, 'en')],
      ['Total  £', num(gross, 'en'), true],
    ],
    { serif: true, step: 15 },
  );
  p.down(20).text(60, 'Paid with thanks   J.H.', { serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'J. HARGREAVES & SON',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: materials,
    totalCost: gross,
    workPerformed: jobs,
  });
}

/** TR specialist's typed invoice: a numbered list of work, parts with their catalogue numbers in a column, 1983–1988. */
export function trSpecialist(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1983, 1988);
  const odo = rng.int(61, 84) * 1000 + rng.int(0, 999);
  const jobs = rng.some(
    [
      'Removed and overhauled water pump',
      'Fitted new clutch slave cylinder and bled system',
      'Rebuilt front suspension, new trunnions',
      'Set up twin SU carburettors and ignition timing',
      'Renewed rear brake wheel cylinders',
      'Fitted new soft top (customer supplied)',
    ],
    rng.int(2, 4),
  );
  const labour = price(rng, 45, 220);
  const parts: [string, string, number][] = rng.some(
    [
      ['GWP 134', 'Water pump repair kit', 14.5],
      ['GCY 136', 'Clutch slave cylinder', 18.95],
      ['102929', 'Trunnion kit', 22.4],
      ['GWC 1102', 'Wheel cylinder', 9.85],
      ['GFE 119', 'Fuel filter', 2.3],
      ['GRB 201', 'Radiator hose set', 11.6],
    ],
    rng.int(2, 4),
  );
  const partsSum = sum(parts.map((q) => q[2]));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 15);
  p.text(50, 'TR Spares & Service (Harrogate)', { size: 14, bold: true, serif: true });
  p.down(13).text(50, 'Specialists in Triumph TR2 - TR6', { size: 9, serif: true });
  p.down(11).text(50, 'Unit 4, Hookstone Chase, Harrogate HG2 7HW  -  Harrogate (0423) 88 41 07', { size: 8, serif: true });
  p.y = 130;
  p.text(50, 'INVOICE', { size: 12, bold: true, serif: true });
  p.text(545, `No. ${rng.int(1000, 3999)}`, { align: 'right', serif: true });
  p.down(16);
  p.text(50, `To: ${PETER.name}, ${PETER.street}, Ilkley`, { serif: true, size: 9.5 });
  p.text(545, `Date: ${fd(date, 'uk')}`, { align: 'right', serif: true, size: 9.5 });
  p.down(14).text(50, `Vehicle: Triumph TR4  ${PLATES.tr4}   Speedo: ${mi(odo)}`, { serif: true, size: 9.5 });
  p.down(22).text(50, 'Work carried out', { serif: true, bold: true });
  p.down(14);
  jobs.forEach((j, i) => {
    p.text(60, `${i + 1}.  ${j}`, { serif: true, size: 9.5 });
    p.down(13);
  });
  p.text(400, 'Labour', { serif: true, size: 9.5 });
  p.text(540, num(labour, 'en'), { serif: true, size: 9.5, align: 'right' });
  p.down(22).text(50, 'Parts', { serif: true, bold: true });
  p.down(14);
  const cols: Col[] = [{ x: 60 }, { x: 140 }, { x: 540, align: 'right' }];
  for (const [c, n, v] of parts) {
    row(p, cols, [c, n, num(v, 'en')], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.text(400, 'Parts', { serif: true, size: 9.5 });
  p.text(540, num(partsSum, 'en'), { serif: true, size: 9.5, align: 'right' });
  p.down(22);
  totals(
    p,
    400,
    540,
    [
      ['Sub-total', num(net, 'en')],
      ['VAT @ 15%', num(vat, 'en')],
      ['Total £', num(gross, 'en'), true],
    ],
    { serif: true },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'TR Spares & Service (Harrogate)',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((q) => q[1]),
  });
}

/** Main dealer's dot-matrix job invoice in capitals, operation codes, 1992–1999. */
export function ainstyDotMatrix(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 1999);
  const odo = rng.int(121, 160) * 1000 + rng.int(0, 999);
  const rate = rng.pick([34.5, 38, 42.5]);
  const jobs: [string, string, number][] = rng
    .some(
      [
        ['10.10.01', 'MAJOR SERVICE - CLASSIC'],
        ['70.10.26', 'RENEW FRONT BRAKE HOSES'],
        ['30.10.01', 'TUNE CARBURETTERS'],
        ['26.40.01', 'RENEW RADIATOR'],
        ['64.10.05', 'ADJUST REAR BRAKES AND HANDBRAKE'],
        ['86.10.03', 'CHECK CHARGING SYSTEM'],
      ],
      rng.int(2, 4),
    )
    .map(([c, t]) => [c, t, rng.pick([0.8, 1.2, 1.5, 2.0, 2.6, 3.1])]);
  const parts: [string, string, number, number][] = rng
    .some(
      [
        ['C20837', 'FILTER ELEMENT-OIL'],
        ['C15231', 'HOSE-BRAKE FRONT'],
        ['C33211', 'RADIATOR ASSY'],
        ['12H1289', 'SPARK PLUG'],
        ['JLM9660', 'OIL 20W50 5L'],
        ['C8667', 'FAN BELT'],
      ],
      rng.int(2, 4),
    )
    .map(([n, t]) => [n, t, rng.int(1, 6), price(rng, 3, 48)]);
  const labour = sum(jobs.map((j) => r2(j[2] * rate)));
  const partsSum = sum(parts.map((q) => r2(q[2] * q[3])));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 17.5);
  const s = 8.5;
  p.text(50, 'AINSTY JAGUAR', { size: 12, bold: true });
  p.down(11).text(50, 'AINSTY GARAGES (YORK) LTD - JAGUAR DEALER - TADCASTER ROAD YORK YO2 2QQ', { size: s });
  p.down(11).text(50, 'TEL 0904 70 55 11   VAT REG NO 318 2276 40', { size: s });
  p.y = 115;
  lines(p, 50, ['MR P OBERHAUSER', '14 COWPASTURE ROAD', 'ILKLEY', 'WEST YORKSHIRE LS29 8RH'], { size: s, step: 11 });
  p.y = 115;
  lines(
    p,
    340,
    [
      `INVOICE NO  ${rng.int(200000, 299999)}`,
      `JOB NO      W${rng.int(40000, 69999)}`,
      `TAX POINT   ${fd(date, 'uk')}`,
      `REG NO      ${PLATES.mk2}`,
      `MODEL       MK2 3.8 SALOON`,
      `CHASSIS     ${MK2.vin}`,
      `MILEAGE     ${odo}`,
    ],
    { size: s, step: 11 },
  );
  p.y = 210;
  p.text(50, dashes(100), { size: s });
  p.down(11);
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 390, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['OP/PART', 'DESCRIPTION', 'QTY/HRS', 'UNIT', 'AMOUNT'], { size: s });
  p.down(8).text(50, dashes(100), { size: s });
  p.down(12);
  for (const [c, t, h] of jobs) {
    row(p, cols, [c, t, num(h, 'en'), num(rate, 'en'), num(r2(h * rate), 'en')], { size: s });
    p.down(11);
  }
  p.down(4);
  for (const [n, t, q, e] of parts) {
    row(p, cols, [n, t, String(q), num(e, 'en'), num(r2(q * e), 'en')], { size: s });
    p.down(11);
  }
  p.text(50, dashes(100), { size: s });
  p.down(13);
  totals(
    p,
    320,
    545,
    [
      ['LABOUR', num(labour, 'en')],
      ['PARTS', num(partsSum, 'en')],
      ['GOODS TOTAL', num(net, 'en')],
      ['VAT @ 17.5%', num(vat, 'en')],
      ['INVOICE TOTAL GBP', num(gross, 'en'), true],
    ],
    { size: s, step: 12 },
  );
  p.down(10).text(50, 'THANK YOU FOR YOUR CUSTOM. PAYMENT DUE ON COLLECTION.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'AINSTY JAGUAR',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j[1]),
    partsUsed: parts.map((q) => q[1]),
  });
}

/** The Land Rover's chassis-off restoration, stages with hours, 2004–2007 (VAT 17.5 %). */
export function dalesRestoration(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2007);
  const rate = rng.pick([28, 32, 35]);
  const stages: [string, number][] = [
    ['Strip vehicle to bare chassis, catalogue and store parts', rng.int(24, 40)],
    ['Fit new galvanised chassis and rear crossmember', rng.int(20, 36)],
    ['Rebuild bulkhead, new footwells and door pillars', rng.int(18, 30)],
    ['Overhaul 2.25 petrol engine and gearbox', rng.int(30, 50)],
    ['Paint bodywork Pastel Green, roof Limestone', rng.int(24, 40)],
    ['Reassemble, rewire, road test', rng.int(20, 34)],
  ];
  const parts: Item[] = rng
    .some(
      [
        ['Galvanised chassis 88"', 2150.0],
        ['Bulkhead footwell repair panels (pair)', 168.0],
        ['Door pillars (pair)', 214.0],
        ['Engine rebuild kit 2.25 petrol', 486.0],
        ['Wiring loom, negative earth', 132.5],
        ['Paint and consumables', 395.0],
        ['Stainless steel bolt kit', 128.0],
      ] as Item[],
      rng.int(5, 7),
    )
    .map(([n, v]) => [n, r2(v * (0.95 + rng.next() * 0.2))] as Item);
  const labour = sum(stages.map(([, h]) => h * rate));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 17.5);
  p.text(50, 'Dales 4x4 Restorations', { size: 17, bold: true });
  p.down(13).text(50, 'Series Land Rover restoration & parts  -  Station Yard, Ripon HG4 1QT  -  01765 60 44 19', { size: 8.5 });
  p.y = 115;
  lines(p, 50, [PETER_LATE.name, PETER_LATE.street, PETER_LATE.town, PETER_LATE.post], { size: 9.5 });
  p.y = 115;
  lines(p, 370, [`Invoice ${rng.int(500, 900)}`, `Date ${fd(date, 'uk')}`, `Vehicle ${PLATES.landy}`, `Chassis ${LANDY.vin}`], { size: 9 });
  p.y = 190;
  p.text(50, 'Final invoice — full restoration of Series IIa 88" Station Wagon', { size: 11, bold: true });
  p.down(18);
  const cols: Col[] = [{ x: 50 }, { x: 430, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Stage', 'Hours', '£'], { bold: true });
  p.down(14);
  for (const [s, h] of stages) {
    row(p, cols, [s, String(h), num(h * rate, 'en')]);
    p.down(13);
  }
  row(p, cols, ['', `Labour total (@ £${rate}/hr)`, num(labour, 'en')], { bold: true });
  p.down(20);
  row(p, cols, ['Parts and materials', '', ''], { bold: true });
  p.down(14);
  for (const [n, v] of parts) {
    row(p, cols, [n, '', num(v, 'en')]);
    p.down(13);
  }
  row(p, cols, ['', 'Parts total', num(partsSum, 'en')], { bold: true });
  p.down(22);
  hline(p, 300, 245, p.y - 10);
  totals(p, 320, 545, [
    ['Net', num(net, 'en')],
    ['VAT 17.5%', num(vat, 'en')],
    ['Total £', num(gross, 'en'), true],
  ]);
  p.down(10).text(50, 'Less deposits received as per statement. Photographic record of the rebuild enclosed.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Dales 4x4 Restorations',
    serviceDate: date,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: stages.map(([s]) => s),
    partsUsed: parts.map(([n]) => n),
  });
}

/** A Dayton Ford dealer's repair order for the Mustang before Rainer shipped it, sales tax on parts, 1985. */
export function buckeyeFord(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1985-${String(rng.int(4, 9)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const odo = rng.int(61, 69) * 1000 + rng.int(0, 999);
  const ops: [string, string, number][] = rng
    .some(
      [
        ['A', 'LUBE OIL & FILTER CHANGE'],
        ['B', 'REPLACE FRONT BRAKE SHOES & TURN DRUMS'],
        ['C', 'REPLACE WATER PUMP'],
        ['D', 'TUNE-UP: PLUGS, POINTS, CONDENSER, SET TIMING'],
        ['E', 'SAFETY INSPECTION FOR EXPORT'],
      ],
      rng.int(2, 4),
    )
    .map(([c, t]) => [c, t, price(rng, 12, 65)]);
  const partsFor: Record<string, [string, string, number][]> = {
    A: [
      ['FL-1A', 'OIL FILTER', 3.95],
      ['XC-5Q', 'MOTOR OIL 10W40 5 QT', 6.75],
    ],
    B: [['BS-119', 'BRAKE SHOE SET', 24.9]],
    C: [['PW-289', 'WATER PUMP REMAN', 38.5]],
    D: [
      ['BF-42', 'SPARK PLUGS (8)', 9.6],
      ['DP-18', 'POINTS & CONDENSER', 7.95],
    ],
    E: [],
  };
  ops.sort((a, b) => a[0].localeCompare(b[0]));
  if (ops.every((o) => o[0] === 'E')) ops.unshift(['A', 'LUBE OIL & FILTER CHANGE', price(rng, 12, 30)]);
  const parts = ops.flatMap((o) => partsFor[o[0]]);
  const labour = sum(ops.map((o) => o[2]));
  const partsSum = sum(parts.map((q) => q[2]));
  const tax = r2(partsSum * 0.055);
  const total = r2(labour + partsSum + tax);
  const s = 8.5;
  p.text(50, 'BUCKEYE FORD SALES, INC.', { size: 13, bold: true });
  p.down(12).text(50, '4410 N. DIXIE DRIVE  DAYTON, OHIO 45414  (513) 274-1100', { size: s });
  p.text(545, 'REPAIR ORDER', { size: 12, bold: true, align: 'right', y: 60 });
  p.text(545, `No. ${rng.int(60000, 79999)}`, { size: 10, align: 'right', y: 74 });
  p.y = 105;
  const heads: [string, string][] = [
    ['CUSTOMER', 'RAINER OBERHAUSER (C/O W. KRUEGER, KETTERING OH)'],
    ['YEAR/MAKE/MODEL', `${MUSTANG.year} FORD MUSTANG`],
    ['V.I.N.', MUSTANG.vin],
    ['MILEAGE IN', String(odo)],
    ['DATE', fd(date, 'usshort')],
  ];
  for (const [k, v] of heads) {
    p.box(50, p.y - 9, 140, 14);
    p.box(190, p.y - 9, 355, 14);
    p.text(54, k, { size: 7 });
    p.text(195, v, { size: s });
    p.down(14);
  }
  p.down(12);
  const cols: Col[] = [{ x: 50 }, { x: 75 }, { x: 545, align: 'right' }];
  row(p, cols, ['OP', 'DESCRIPTION OF WORK', 'LABOR'], { bold: true, size: s });
  p.down(13);
  for (const [c, t, v] of ops) {
    row(p, cols, [c, t, num(v, 'en')], { size: s });
    p.down(12);
  }
  p.down(10);
  const pc: Col[] = [{ x: 50 }, { x: 130 }, { x: 545, align: 'right' }];
  row(p, pc, ['PART NO.', 'PARTS', 'AMOUNT'], { bold: true, size: s });
  p.down(13);
  for (const [n, t, v] of parts) {
    row(p, pc, [n, t, num(v, 'en')], { size: s });
    p.down(12);
  }
  p.down(12);
  totals(
    p,
    360,
    545,
    [
      ['TOTAL LABOR', num(labour, 'en')],
      ['TOTAL PARTS', num(partsSum, 'en')],
      ['SALES TAX (PARTS)', num(tax, 'en')],
      ['PLEASE PAY THIS AMOUNT', `$${num(total, 'en')}`, true],
    ],
    { size: s, step: 13 },
  );
  p.down(16).text(50, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 7.5 });
  p.down(10).text(50, 'CUSTOMER SIGNATURE ______________________', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'BUCKEYE FORD SALES, INC.',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: ops.map((o) => o[1]),
    partsUsed: parts.map((q) => q[1]),
  });
}

/** Jaguar specialist's word-processed invoice with a paragraph of findings, 2000–2007. */
export function coachHouse(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2007);
  const odo = rng.int(163, 178) * 1000 + rng.int(0, 999);
  const jobs: Item[] = rng.some(
    [
      ['Annual service to Jaguar schedule', 0],
      ['Renew exhaust system, stainless steel twin pipe', 0],
      ['Overhaul rear axle, renew hub bearings', 0],
      ['Rebuild SU fuel pump', 0],
      ['Adjust Borg Warner DG gearbox bands', 0],
      ['Renew front wheel bearings', 0],
    ] as Item[],
    rng.int(2, 4),
  );
  const work = jobs.map(([j]) => [j, price(rng, 40, 260)] as Item);
  const parts: Item[] = rng.some(
    [
      ['Stainless exhaust system', 389.0],
      ['Hub bearings (2)', 64.8],
      ['SU pump overhaul kit', 42.5],
      ['Oil, filters and plugs', 38.9],
      ['Wheel bearing kits (2)', 57.2],
    ] as Item[],
    rng.int(2, 3),
  );
  const labour = sum(work.map(([, v]) => v));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 17.5);
  p.text(545, 'The Coach House', { size: 18, serif: true, align: 'right' });
  p.down(16).text(545, 'Jaguar Specialists', { size: 10, serif: true, align: 'right' });
  p.down(12).text(545, 'Bond End, Knaresborough HG5 9AL', { size: 8.5, serif: true, align: 'right' });
  p.down(11).text(545, 'Tel: 01423 86 20 50   Email: info@coachhousejaguar.co.uk', { size: 8.5, serif: true, align: 'right' });
  p.y = 150;
  lines(p, 50, [PETER_LATE.name, PETER_LATE.street, PETER_LATE.town, PETER_LATE.post], { serif: true });
  p.down(14);
  p.text(50, `INVOICE ${rng.int(3000, 6999)}`, { bold: true, serif: true, size: 11 });
  p.text(545, fd(date, 'uklong'), { serif: true, align: 'right' });
  p.down(16).text(50, `Jaguar Mk 2 3.8 — ${PLATES.mk2} — recorded mileage ${mi(odo)}`, { serif: true, size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 545, align: 'right' }];
  for (const [j, v] of work) {
    row(p, cols, [j, `£${num(v, 'en')}`], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.down(8).text(50, 'Parts', { serif: true, bold: true, size: 9.5 });
  p.down(13);
  for (const [n, v] of parts) {
    row(p, cols, [n, `£${num(v, 'en')}`], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.down(8);
  p.text(50, 'Notes: Slight weep from rear main oil seal noted, monitor. Tyres dated 1998, advise renewal within the year.', { serif: true, size: 8.5 });
  p.down(20);
  totals(
    p,
    340,
    545,
    [
      ['Labour', `£${num(labour, 'en')}`],
      ['Parts', `£${num(partsSum, 'en')}`],
      ['VAT @ 17.5%', `£${num(vat, 'en')}`],
      ['Amount due', `£${num(gross, 'en')}`, true],
    ],
    { serif: true },
  );
  p.down(10).text(50, 'Cheques payable to The Coach House (Knaresborough) Ltd. Thank you.', { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'The Coach House',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: work.map(([j]) => j),
    partsUsed: parts.map(([n]) => n),
  });
}

/** Land Rover dealer's software invoice, a grid of lines with VAT codes, 2011–2016 (VAT 20 %). */
export function moorsideDealer(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2012, 2016);
  const odo = rng.int(58, 74) * 1000 + rng.int(0, 999);
  const rate = rng.pick([96, 104, 112]);
  const jobs: [string, string, number][] = rng
    .some(
      [
        ['SVC-HER', 'Heritage service Series vehicle'],
        ['BRK-RR', 'Rear brake shoes renewed, drums skimmed'],
        ['STR-01', 'Steering relay overhauled'],
        ['ELE-07', 'Dynamo and control box checked'],
        ['GBX-OIL', 'Gearbox, transfer box and axle oils changed'],
      ],
      rng.int(2, 4),
    )
    .map(([c, t]) => [c, t, rng.pick([0.5, 1, 1.5, 2, 2.5, 3])]);
  const parts: [string, string, number, number][] = rng
    .some(
      [
        ['GFE2135', 'Oil filter'],
        ['GBS827', 'Brake shoe set rear'],
        ['264847', 'Steering relay kit'],
        ['STC9158', 'EP90 gear oil 1L'],
        ['RTC3087', 'Fan belt'],
      ],
      rng.int(2, 4),
    )
    .map(([n, t]) => [n, t, rng.int(1, 4), price(rng, 6, 70)]);
  const labour = sum(jobs.map((j) => r2(j[2] * rate)));
  const partsSum = sum(parts.map((q) => r2(q[2] * q[3])));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 20);
  const s = 8;
  p.text(50, 'Moorside Land Rover', { size: 15, bold: true });
  p.down(12).text(50, 'Moorside Garages Ltd · Keighley Road, Skipton BD23 2QR · 01756 79 30 00 · VAT GB 641 2294 71', { size: 7.5 });
  p.y = 110;
  p.text(50, 'SALES INVOICE', { size: 11, bold: true });
  p.y = 130;
  lines(p, 50, [PETER_LATE.name, PETER_LATE.street, PETER_LATE.town, PETER_LATE.post], { size: 9 });
  p.y = 130;
  const meta: [string, string][] = [
    ['Invoice No', `SI${rng.int(700000, 799999)}`],
    ['Invoice / Tax Date', fd(date, 'uk')],
    ['WIP No', String(rng.int(20000, 29999))],
    ['Registration', PLATES.landy],
    ['VIN', LANDY.vin],
    ['Mileage', String(odo)],
    ['Account', 'CASH'],
  ];
  for (const [k, v] of meta) {
    p.text(350, k, { size: s });
    p.text(450, v, { size: s });
    p.down(11);
  }
  p.y = 230;
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 370, align: 'right' }, { x: 430, align: 'right' }, { x: 470, align: 'center' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 9, 499, 13, true);
  row(p, cols, ['Code', 'Description', 'Qty', 'Unit £', 'VAT', 'Net £'], { size: s, bold: true });
  p.down(15);
  for (const [c, t, h] of jobs) {
    row(p, cols, [c, t, num(h, 'en'), num(rate, 'en'), 'S', num(r2(h * rate), 'en')], { size: s });
    p.down(11);
  }
  for (const [n, t, q, e] of parts) {
    row(p, cols, [n, t, String(q), num(e, 'en'), 'S', num(r2(q * e), 'en')], { size: s });
    p.down(11);
  }
  p.down(10);
  totals(
    p,
    330,
    545,
    [
      ['Labour', num(labour, 'en')],
      ['Parts', num(partsSum, 'en')],
      ['Total Net', num(net, 'en')],
      ['VAT (S) 20.00%', num(vat, 'en')],
      ['Invoice Total £', num(gross, 'en'), true],
    ],
    { size: 8.5 },
  );
  p.down(8).text(50, 'Paid: Debit card. Technician: 114. Next service due in 12 months or 3,000 miles.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Moorside Land Rover',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j[1]),
    partsUsed: parts.map((q) => q[1]),
  });
}

/** A Beetle specialist's invoice sent by e-mail, the mail's head above, due date below, 2022–2026. */
export function minsterEmail(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2022, 2025);
  const odo = rng.int(31, 48) * 1000 + rng.int(0, 999);
  const rate = rng.pick([65, 70, 75]);
  const jobs: [string, number][] = rng.some(
    [
      ['Annual service: valve clearances, points, timing, oil change', rng.pick([2, 2.5])],
      ['Hood frame adjusted, rear window zip renewed', rng.pick([1.5, 2])],
      ['Heater cables renewed', 1.5],
      ['Front beam torsion arms greased, king pins checked', 1],
      ['Fuel lines renewed to E10-resistant hose', 1.5],
    ] as [string, number][],
    rng.int(2, 3),
  );
  const parts: Item[] = rng.some(
    [
      ['Service kit 1600 twin port', 38.5],
      ['Rear window zip, Cabriolet', 64.0],
      ['Heater cable pair', 27.9],
      ['Fuel hose 5mm E10, 3 m', 18.6],
      ['Engine oil 20W-50 classic, 3 L', 29.95],
    ] as Item[],
    rng.int(2, 3),
  );
  const labour = sum(jobs.map(([, h]) => r2(h * rate)));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 20);
  const inv = `INV-${rng.int(1400, 2900)}`;
  const s = 8.5;
  lines(
    p,
    50,
    [
      `From: Minster Aircooled <accounts@minsteraircooled.co.uk>`,
      `Date: ${fd(date, 'uklong')} at 16:${rng.int(10, 59)}`,
      `To: Peter Oberhauser <pj.oberhauser@btinternet.com>`,
      `Subject: Invoice ${inv} from Minster Aircooled Ltd`,
    ],
    { size: s, step: 11 },
  );
  p.down(4);
  lines(p, 50, ['Hi Peter, here is your invoice. The Cabriolet is ready to collect any time after 10 tomorrow.', 'Cheers, Dan'], { size: s, step: 11 });
  hline(p, 50, 495, p.y);
  p.down(26);
  p.text(50, 'Minster Aircooled Ltd', { size: 14, bold: true });
  p.text(545, 'TAX INVOICE', { size: 12, bold: true, align: 'right' });
  p.down(12).text(50, 'Unit 7, Hospital Fields Road, York YO10 4DZ · VAT No. 284 1193 52', { size: 7.5 });
  p.down(20);
  lines(p, 50, [PETER_LATE.name, PETER_LATE.street, PETER_LATE.town, PETER_LATE.post], { size: 9 });
  p.y -= 48;
  lines(p, 370, [`Invoice Number  ${inv}`, `Invoice Date  ${fd(date, 'ukshort')}`, `Reference  ${PLATES.kaeferUk} VW Beetle Cab`, `Odometer  ${odo} mi`], {
    size: 8.5,
  });
  p.down(16);
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 455, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 9, 499, 13, true);
  row(p, cols, ['Description', 'Quantity', 'Unit Price', 'Amount GBP'], { size: s, bold: true });
  p.down(15);
  for (const [j, h] of jobs) {
    row(p, cols, [`Labour – ${j}`, num(h, 'en'), num(rate, 'en'), num(r2(h * rate), 'en')], { size: s });
    p.down(11);
  }
  for (const [n, v] of parts) {
    row(p, cols, [n, '1.00', num(v, 'en'), num(v, 'en')], { size: s });
    p.down(11);
  }
  p.down(10);
  totals(
    p,
    350,
    545,
    [
      ['Subtotal', num(net, 'en')],
      ['TOTAL VAT 20%', num(vat, 'en')],
      ['TOTAL GBP', num(gross, 'en'), true],
    ],
    { size: 9 },
  );
  p.down(8).text(50, `Due Date: ${fd(addDays(date, 14), 'ukshort')}. Bank transfer to Minster Aircooled Ltd, 40-47-31 / 71228840.`, { size: 8 });
  p.down(11).text(50, `Chassis no. ${KAEFER.vin}. Thank you for your business.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Minster Aircooled Ltd',
    serviceDate: date,
    serviceMileage: odo,
    totalCost: gross,
    workPerformed: jobs.map(([j]) => j),
    partsUsed: parts.map(([n]) => n),
  });
}

/** A Harrogate garage's service sheet: a checklist ticked, then the bill, 2017–2021. */
export function niddValley(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2017, 2021);
  const odo = rng.int(181, 196) * 1000 + rng.int(0, 999);
  const checkList: [string, string[]][] = [
    ['Engine oil & filter', ['renewed']],
    ['Points & plugs', ['renewed', 'checked, gapped']],
    ['Ignition timing', ['checked', 'reset']],
    ['Brakes & handbrake', ['OK', 'adjusted']],
    ['Steering & suspension', ['OK', 'greased']],
    ['Lights & wipers', ['OK']],
    ['Tyres & pressures', ['OK', 'adjusted']],
  ];
  const checks = checkList.map(([c]) => c);
  const extraJob = rng.pick(['Renewed fan belt', 'Renewed rear shock absorbers', 'Cleared blocked screen washer jet', 'Renewed thermostat']);
  const labour = price(rng, 120, 260);
  const parts: Item[] = rng.some(
    [
      ['Oil filter', 9.8],
      ['Spark plugs x6', 21.0],
      ['Points set', 14.5],
      ['20W-50 oil 6L', 42.0],
      ['Fan belt', 16.4],
      ['Thermostat 74°C', 18.9],
    ] as Item[],
    rng.int(2, 4),
  );
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 20);
  p.text(50, 'Nidd Valley Garage', { size: 15, bold: true });
  p.down(12).text(50, 'Independent servicing · classics welcome · Skipton Road, Harrogate HG1 4LR · 01423 50 77 21', { size: 8 });
  p.y = 110;
  p.text(50, 'CLASSIC SERVICE SHEET & INVOICE', { size: 11, bold: true });
  p.down(18);
  p.text(50, `Customer: ${PETER_LATE.name}`, { size: 9 });
  p.text(330, `Date: ${fd(date, 'uk')}`, { size: 9 });
  p.down(13).text(50, `Vehicle: Jaguar Mk2 3.8   Reg: ${PLATES.mk2}`, { size: 9 });
  p.text(330, `Mileage: ${mi(odo)}`, { size: 9 });
  p.down(22);
  for (const [c, st] of checkList) {
    p.box(52, p.y - 8, 9, 9);
    p.text(54, 'x', { size: 8 });
    p.text(70, c, { size: 9 });
    p.text(300, rng.pick(st), { size: 9 });
    p.down(14);
  }
  p.down(4).text(50, `Additional work: ${extraJob}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Parts', '£'], { bold: true });
  p.down(13);
  for (const [n, v] of parts) {
    row(p, cols, [n, num(v, 'en')]);
    p.down(12);
  }
  p.down(8);
  totals(p, 340, 545, [
    ['Labour', num(labour, 'en')],
    ['Parts', num(partsSum, 'en')],
    ['VAT 20%', num(vat, 'en')],
    ['Total', `£${num(gross, 'en')}`, true],
  ]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Nidd Valley Garage',
    serviceDate: date,
    serviceMileage: odo,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: [...checks, extraJob],
    partsUsed: parts.map(([n]) => n),
  });
}

function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
