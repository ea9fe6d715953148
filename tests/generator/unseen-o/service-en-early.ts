/**
 * English-language workshop bills, 1971–1993: a British garage's duplicate book with pound and
 * pence columns (prop. …), an American repair order naming its shop only in the thank-you line,
 * a British restorer's VAT invoice with its letterhead in a block on the right, and a US mobile
 * mechanic trading under his own name, his work written as one comma list.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, count, dateText, en, isoIn, pct, r2, rule, stamp, sum, table, vatUK, width, workday, workdayBack } from './kit';
import { digits, letters, person, phone, place, plateUK, plateUS, street } from './people';

/** 1971–73 (decimal, before VAT): a duplicate-book page, "prop. J. W. Pearce", handwritten lines in £ and p columns. */
export const duplicateBookUK1972: Family = (rng) => {
  const year = rng.int(1971, 1972);
  const iso = isoIn(rng, year, year === 1971 ? 3 : 1, 12);
  const shop = place(rng, 'UK', 1972);
  const road = rng.pick(['Station Road', 'Mill Lane', 'Bridge Street', 'London Road', 'Church Street']);
  const shopName = `${road} Garage`;
  const prop = person(rng, 'UK', true);
  const customer = person(rng, 'UK');
  const car = rng.pick(['Morris Minor 1000', 'Ford Cortina Mk II', 'Hillman Imp', 'Austin 1100', 'Triumph Herald 13/60', 'Vauxhall Viva HB']);
  const miles = rng.int(28000, 96000);
  const work = rng.some(
    [
      { t: 'Decoke & grind valves', parts: [['Decoke gasket set', 2.85]] as [string, number][] },
      {
        t: 'Set points & plugs',
        parts: [
          ['Set of plugs', 1.12],
          ['Contact set', 0.65],
        ] as [string, number][],
      },
      { t: 'Adjust brakes all round', parts: [] },
      { t: 'Renew fan belt', parts: [['Fan belt', 0.78]] as [string, number][] },
      {
        t: 'Change oil & filter',
        parts: [
          ['Oil filter', 0.95],
          ['Engine oil (1 gall.)', 1.1],
        ] as [string, number][],
      },
    ],
    3,
  );
  if (work.every((w) => !w.parts.length)) work.push({ t: 'Renew fan belt', parts: [['Fan belt', 0.78]] });
  const hours = rng.int(4, 16) / 2;
  const labour = r2(hours * rng.pick([1.4, 1.5, 1.65, 1.8]));
  const parts = work.flatMap((w) => w.parts);
  const total = r2(labour + sum(parts.map((p) => p[1])));
  const hand = { serif: true, size: 11.5 };
  const hrs = `${Math.floor(hours)}${hours % 1 ? '½' : ''}`;

  const pb = new PageBuilder();
  pb.text(50, `Telephone: ${phone(rng, 'UK', 1972, shop.town)}`, { y: 46, size: 8, serif: true });
  pb.text(545, `No. ${String(rng.int(100, 999)).padStart(4, '0')}`, { y: 46, size: 10, bold: true, align: 'right' });
  pb.text(297, shopName, { y: 76, size: 22, bold: true, serif: true, align: 'center' });
  pb.text(297, 'MOTOR ENGINEERS  ·  REPAIRS  ·  SERVICING  ·  PETROL & OILS', { y: 92, size: 8.5, serif: true, align: 'center' });
  pb.text(297, `prop. ${prop.first[0]}. ${letters(rng, 1)}. ${prop.last}`, { y: 106, size: 9, serif: true, align: 'center' });
  pb.text(297, `${road}, ${shop.town}, ${shop.region}`, { y: 118, size: 8.5, serif: true, align: 'center' });
  const line = (label: string, x: number, y: number, w: number, value: string) => {
    const lw = width(label, 9, { serif: true }) + 5;
    pb.text(x, label, { y, size: 9, serif: true });
    rule(pb, x + lw, y + 2, w - lw);
    pb.text(x + lw + 6, value, { y: y - 1, ...hand });
  };
  line('M', 50, 160, 300, `${customer.title} ${customer.first[0]}. ${customer.last}`);
  line('Date', 370, 160, 175, dateText(iso, 'd.m.yy').replace(/\./g, '/'));
  line('Reg. No.', 50, 186, 150, plateUK(rng, 1966 + rng.int(0, 5)));
  line('Make', 210, 186, 200, car);
  line('Mileage', 420, 186, 125, count(miles, ','));
  // The book's ruled columns: description, £, p.
  const top = 210;
  pb.box(50, top, 495, 380);
  pb.box(445, top, 0.01, 380);
  pb.box(500, top, 0.01, 380);
  pb.text(470, '£', { y: top + 13, size: 10, bold: true, serif: true, align: 'center' });
  pb.text(522, 'p', { y: top + 13, size: 10, bold: true, serif: true, align: 'center' });
  rule(pb, 50, top + 18, 495);
  let y = top + 38;
  const entry = (text: string, v?: number) => {
    pb.text(60, text, { y, ...hand });
    if (v !== undefined) {
      pb.text(490, String(Math.floor(v + 1e-9)), { y, ...hand, align: 'right' });
      pb.text(530, String(Math.round((v % 1) * 100)).padStart(2, '0'), { y, ...hand, align: 'right' });
    }
    y += 22;
  };
  for (const w of work) entry(w.t);
  entry(`Labour ${hrs} hrs`, labour);
  for (const [t, p] of parts) entry(t, p);
  y += 6;
  rule(pb, 445, y - 16, 100);
  entry('Total', total);
  pb.text(60, 'Received with thanks', { y: 620, size: 9, serif: true });
  pb.text(60, `${prop.first[0]}. ${prop.last}`, { y: 646, ...hand, size: 14 });
  rule(pb, 60, 650, 170);
  stamp(pb, 420, 612, ['PAID', 'with thanks'], 11, true);
  pb.text(297, 'All work undertaken at owner’s risk. Accounts due on presentation.', { y: 800, size: 7.5, serif: true, align: 'center' });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: iso,
      shopName,
      serviceMileage: miles,
      laborCost: labour,
      totalCost: total,
      workPerformed: work.map((w) => w.t),
      partsUsed: parts.map((p) => p[0]),
    },
  };
};

/** 1974–78 USA: a repair order with labour lines left, a parts box right; the shop's name only in the closing "Thank you for choosing …". */
export const thankYouRepairOrder1976: Family = (rng) => {
  const year = rng.int(1974, 1978);
  const inIso = workday(isoIn(rng, year));
  const doneIso = workday(addDays(inIso, rng.int(1, 3)));
  const shop = place(rng, 'US', year);
  const shopName = `${rng.pick(['Hartley', 'Whitcomb', 'Bauer', 'Lindgren', 'Costa'])} Motors`;
  const customer = person(rng, 'US');
  const car = rng.pick([
    ['1969', 'Chevrolet', 'Impala'],
    ['1971', 'Ford', 'Torino'],
    ['1968', 'Volkswagen', 'Beetle'],
    ['1972', 'Plymouth', 'Valiant'],
    ['1970', 'Dodge', 'Dart'],
    ['1973', 'Oldsmobile', 'Cutlass'],
  ]);
  const odo = rng.int(38000, 112000);
  const jobs = rng.some(
    [
      {
        t: 'Tune-up',
        labor: 18.5,
        parts: [
          ['Spark plugs', 8, 0.98],
          ['Points', 1, 3.45],
          ['Condenser', 1, 1.95],
        ] as [string, number, number][],
      },
      { t: 'Replace front brake shoes', labor: 16, parts: [['Front brake shoes', 1, 14.95]] as [string, number, number][] },
      { t: 'Turn front drums', labor: 8, parts: [] },
      {
        t: 'Replace muffler & tail pipe',
        labor: 12.5,
        parts: [
          ['Muffler', 1, 22.5],
          ['Tail pipe', 1, 9.8],
          ['Clamps', 2, 1.1],
        ] as [string, number, number][],
      },
      {
        t: 'Lube, oil & filter',
        labor: 6,
        parts: [
          ['Oil 10W-30 (qt)', 5, 0.85],
          ['Oil filter', 1, 3.25],
        ] as [string, number, number][],
      },
      { t: 'Repack front wheel bearings', labor: 14, parts: [['Grease seals', 2, 1.85]] as [string, number, number][] },
    ],
    3,
  );
  if (jobs.every((j) => !j.parts.length)) jobs.push({ t: 'Lube, oil & filter', labor: 6, parts: [['Oil filter', 1, 3.25]] });
  const parts = jobs.flatMap((j) => j.parts);
  const labor = sum(jobs.map((j) => j.labor));
  const partsSum = sum(parts.map(([, q, p]) => r2(q * p)));
  const taxRate = rng.pick([0.04, 0.05, 0.06, 0.07]);
  const tax = r2(partsSum * taxRate);
  const total = r2(labor + partsSum + tax);

  const pb = new PageBuilder();
  pb.text(297, 'AUTO REPAIR', { y: 58, size: 26, bold: true, align: 'center' });
  pb.text(297, 'Foreign & Domestic  ·  Tune-Ups  ·  Brakes  ·  Exhaust  ·  24 Hr. Towing', { y: 74, size: 9, align: 'center' });
  pb.text(297, `Est. 19${rng.int(46, 62)}  ·  ${shop.street}  ·  ${shop.line}  ·  ${phone(rng, 'US', year)}`, { y: 86, size: 8.5, align: 'center' });
  pb.text(545, `R.O. No. ${rng.int(10000, 39999)}`, { y: 108, size: 10, bold: true, align: 'right' });
  const grid: [string, string, number, number][] = [
    ['NAME', customer.full, 50, 250],
    ['ADDRESS', `${street(rng, 'US')}, ${shop.town}`, 300, 245],
    ['YEAR', car[0], 50, 60],
    ['MAKE', car[1], 110, 100],
    ['MODEL', car[2], 210, 90],
    ['LICENSE', plateUS(rng), 300, 90],
    ['ODOMETER', count(odo, ','), 390, 155],
    ['DATE IN', dateText(inIso, 'm/d/yy'), 50, 125],
    ['PROMISED', dateText(doneIso, 'm/d/yy'), 175, 125],
    ['COMPLETED', dateText(doneIso, 'm/d/yy'), 300, 125],
    ['PHONE', phone(rng, 'US', year), 425, 120],
  ];
  const rowsY = [116, 146, 176];
  let i = 0;
  for (const [l, v, x, w] of grid) {
    const y = rowsY[i < 2 ? 0 : i < 7 ? 1 : 2];
    pb.box(x, y, w, 30);
    pb.text(x + 3, l, { y: y + 9, size: 6.5 });
    pb.text(x + 6, v, { y: y + 23, size: 10, serif: true });
    i++;
  }
  const top = 220;
  pb.box(50, top, 270, 340);
  pb.box(320, top, 225, 340);
  pb.text(56, 'DESCRIPTION OF WORK', { y: top + 13, size: 8, bold: true });
  pb.text(314, 'LABOR', { y: top + 13, size: 8, bold: true, align: 'right' });
  pb.box(270, top, 0.01, 340);
  rule(pb, 50, top + 18, 270);
  jobs.forEach((j, k) => {
    pb.text(56, j.t, { y: top + 36 + k * 20, size: 10.5, serif: true });
    pb.text(314, en(j.labor), { y: top + 36 + k * 20, size: 10.5, serif: true, align: 'right' });
  });
  pb.text(324, 'QTY', { y: top + 13, size: 7, bold: true });
  pb.text(348, 'PART NO.', { y: top + 13, size: 7, bold: true });
  pb.text(396, 'PARTS', { y: top + 13, size: 8, bold: true });
  pb.text(541, 'AMOUNT', { y: top + 13, size: 7, bold: true, align: 'right' });
  rule(pb, 320, top + 18, 225);
  pb.box(343, top, 0.01, 340);
  pb.box(391, top, 0.01, 340);
  pb.box(503, top, 0.01, 340);
  parts.forEach(([t, q, p], k) => {
    const y = top + 36 + k * 20;
    pb.text(331, String(q), { y, size: 10, serif: true, align: 'center' });
    pb.text(346, `${rng.int(10, 99)}-${digits(rng, 4)}`, { y, size: 7.5, serif: true });
    pb.text(395, t, { y, size: 9, serif: true });
    pb.text(541, en(r2(q * p)), { y, size: 10, serif: true, align: 'right' });
  });
  const sums: [string, string][] = [
    ['TOTAL LABOR', en(labor)],
    ['TOTAL PARTS', en(partsSum)],
    [`SALES TAX ${pct(taxRate)}% (PARTS)`, en(tax)],
    ['PLEASE PAY THIS AMOUNT', `$${en(total)}`],
  ];
  sums.forEach(([l, v], k) => {
    const y = 570 + k * 22;
    pb.box(320, y, 225, 22, k === 3);
    pb.text(326, l, { y: y + 15, size: 8, bold: k === 3 });
    pb.text(540, v, { y: y + 15, size: 11, serif: true, bold: k === 3, align: 'right' });
  });
  pb.text(50, 'I hereby authorize the above repair work to be done along with', { y: 584, size: 7.5 });
  pb.text(50, 'the necessary material. An express mechanic’s lien is acknowledged', { y: 594, size: 7.5 });
  pb.text(50, 'on above vehicle to secure the amount of repairs thereto.', { y: 604, size: 7.5 });
  rule(pb, 50, 640, 230);
  pb.text(50, 'CUSTOMER SIGNATURE', { y: 650, size: 6.5 });
  pb.text(60, customer.full, { y: 636, serif: true, size: 12 });
  pb.text(297, `Thank you for choosing ${shopName}!`, { y: 720, size: 13, bold: true, align: 'center' });
  pb.text(297, 'All parts guaranteed 90 days or 4,000 miles. Not responsible for articles left in car.', { y: 736, size: 7.5, align: 'center' });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: doneIso,
      shopName,
      serviceMileage: odo,
      laborCost: labor,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: jobs.map((j) => j.t),
      partsUsed: parts.map(([t]) => t),
    },
  };
};

/** 1980–89 Britain: a restorer's VAT invoice, letterhead in a block on the right, a parts table and a labour table, "Date/Tax Point" apart from "Work completed". */
export const restorerBlockRightUK1986: Family = (rng) => {
  const year = rng.int(1980, 1989);
  const billIso = workday(isoIn(rng, year));
  const doneIso = workdayBack(addDays(billIso, -rng.int(2, 9)));
  const shop = place(rng, 'UK', year);
  const [a, b] = rng.some(['Whitfield', 'Rowe', 'Holloway', 'Kemp', 'Sutcliffe', 'Marsh'], 2);
  const shopName = `${a} & ${b} (Classic Cars) Ltd`;
  const customer = person(rng, 'UK');
  const car = rng.pick(['MGB GT', 'Triumph TR6', 'Austin-Healey 3000 Mk III', 'MG Midget 1500', 'Triumph Spitfire Mk IV']);
  const odo = rng.int(41000, 118000);
  const rate = rng.pick([11, 12, 13.5, 14]);
  const labourRows: [string, number][] = rng.some(
    [
      ['Strip and rebuild front suspension', 6.5],
      ['Renew rear wheel cylinders and bleed brakes', 2],
      ['Set up twin SU carburettors', 1.5],
      ['Renew clutch hydraulics', 2.5],
      ['Fit new exhaust system', 1.5],
    ] as [string, number][],
    3,
  );
  const partsFor: Record<string, [string, string, number, number][]> = {
    'Strip and rebuild front suspension': [
      ['Kingpin set', `BHA ${digits(rng, 4)}`, 2, 18.4],
      ['Wishbone bush set', `AHH ${digits(rng, 4)}`, 1, 12.75],
    ],
    'Renew rear wheel cylinders and bleed brakes': [['Wheel cylinder, rear', `GWC ${digits(rng, 4)}`, 2, 9.85]],
    'Set up twin SU carburettors': [['Carburettor gasket set', `AUD ${digits(rng, 4)}`, 2, 3.2]],
    'Renew clutch hydraulics': [
      ['Clutch master cylinder', `GMC ${digits(rng, 4)}`, 1, 28.6],
      ['Clutch slave cylinder', `GSC ${digits(rng, 4)}`, 1, 16.9],
    ],
    'Fit new exhaust system': [['Exhaust system, complete', `GEX ${digits(rng, 4)}`, 1, 64.5]],
  };
  const parts = labourRows.flatMap(([t]) => partsFor[t]);
  parts.push(['Brake fluid (1 pt)', 'BF 1', 1, 1.95]);
  const partsSum = sum(parts.map(([, , q, p]) => r2(q * p)));
  const labour = sum(labourRows.map(([, h]) => r2(h * rate)));
  const net = r2(partsSum + labour);
  const vr = vatUK(billIso);
  const vat = r2(net * vr);
  const total = r2(net + vat);

  const pb = new PageBuilder();
  const right = [
    [shopName, 12, true],
    ['Specialists in MG  ·  Triumph  ·  Austin-Healey', 8.5, false],
    [`Unit ${rng.int(2, 14)}, ${shop.street.replace(/^\d+ /, '')} Trading Estate`, 8.5, false],
    [shop.line, 8.5, false],
    [`Tel. ${phone(rng, 'UK', year, shop.town)}`, 8.5, false],
    [`VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, 8.5, false],
  ] as const;
  right.forEach(([t, s, bold], k) => pb.text(545, t, { y: 50 + k * 12 + (k ? 4 : 0), size: s, bold, align: 'right' }));
  pb.text(50, 'INVOICE', { y: 60, size: 22, bold: true });
  pb.y = 140;
  for (const l of [`${customer.title} ${customer.first[0]}. ${customer.last}`, street(rng, 'UK'), place(rng, 'UK', year).line])
    pb.text(55, l, { size: 10 }).down(13);
  pb.y = 140;
  const info: [string, string][] = [
    ['Invoice No.', String(rng.int(1000, 4999))],
    ['Date/Tax Point', dateText(billIso, 'uk-ord')],
    ['Work completed', dateText(doneIso, 'uk-ord')],
    ['Account', `${letters(rng, 3)}${digits(rng, 3)}`],
  ];
  for (const [l, v] of info) {
    pb.text(340, l, { size: 9 });
    pb.text(430, v, { size: 9 });
    pb.down(13);
  }
  pb.y = 215;
  pb.box(50, pb.y, 495, 20);
  pb.text(56, `Vehicle: ${car}     Reg. ${plateUK(rng, 1966 + rng.int(0, 12))}     Odo: ${count(odo, ',')}`, { y: pb.y + 14, size: 9.5, bold: true });
  pb.down(36);
  pb.text(50, 'PARTS', { size: 9, bold: true });
  pb.down(4);
  table(
    pb,
    [
      { x: 50, w: 35, head: 'Qty', align: 'center' },
      { x: 85, w: 80, head: 'Part No.' },
      { x: 165, w: 230, head: 'Description' },
      { x: 395, w: 70, head: 'Unit £', align: 'right' },
      { x: 465, w: 80, head: 'Amount £', align: 'right' },
    ],
    parts.map(([t, no, q, p]) => [String(q), no, t, en(p), en(r2(q * p))]),
    { size: 9, row: 15, ruled: true },
  );
  pb.down(20);
  pb.text(50, 'LABOUR', { size: 9, bold: true });
  pb.down(4);
  table(
    pb,
    [
      { x: 50, w: 345, head: 'Work carried out' },
      { x: 395, w: 70, head: 'Hours', align: 'right' },
      { x: 465, w: 80, head: 'Amount £', align: 'right' },
    ],
    labourRows.map(([t, h]) => [t, h.toFixed(1), en(r2(h * rate))]),
    { size: 9, row: 15, ruled: true },
  );
  pb.down(14);
  pb.text(50, `Labour charged at £${en(rate)} per hour.`, { size: 8 });
  pb.down(18);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(380, l, { size: 9.5, bold });
    pb.text(542, v, { size: 9.5, bold, align: 'right' });
    pb.down(14);
  };
  tot('Parts', en(partsSum));
  tot('Labour', en(labour));
  tot('Sub-total', en(net));
  tot(`VAT @ ${pct(vr)}%`, en(vat));
  pb.box(375, pb.y - 11, 170, 17, true);
  tot('TOTAL £', en(total), true);
  pb.down(20);
  pb.text(50, 'Terms: strictly 30 days nett.   E. & O.E.', { size: 8 });
  pb.text(297, `Registered in England No. ${digits(rng, 7)}  ·  Directors: ${a}, ${b}`, { y: 806, size: 7, align: 'center' });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: doneIso,
      shopName,
      serviceMileage: odo,
      laborCost: labour,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: labourRows.map(([t]) => t),
      partsUsed: parts.map(([t]) => t),
    },
  };
};

/** 1989–93 USA: a mobile mechanic under his own name on a stock invoice pad; the work one comma list, parts priced below. */
export const mobileOwnNameUS1991: Family = (rng) => {
  const year = rng.int(1989, 1993);
  const workIso = isoIn(rng, year);
  const billIso = addDays(workIso, rng.int(1, 3));
  const shop = place(rng, 'US', year);
  const mech = person(rng, 'US', true);
  const shopName = mech.full;
  const customer = person(rng, 'US');
  const car = rng.pick(['1984 Ford F-150', '1979 Mercedes 300D', '1986 Toyota Pickup', '1982 Chevrolet Camaro', '1977 Jeep CJ-5', '1985 Volvo 240 DL']);
  const miles = rng.int(72000, 198000);
  const job = rng.pick([
    {
      work: ['Replaced water pump', 'replaced thermostat', 'replaced upper & lower radiator hoses', 'flushed cooling system'],
      parts: [
        ['Water pump (reman.)', 42.95],
        ['Thermostat', 7.49],
        ['Radiator hose, upper', 11.2],
        ['Radiator hose, lower', 13.6],
        ['Antifreeze 2 gal.', 15.98],
      ] as [string, number][],
      hours: 3,
    },
    {
      work: ['Replaced front pads', 'resurfaced rotors', 'bled brakes'],
      parts: [
        ['Disc brake pads, front', 28.5],
        ['Brake fluid', 4.29],
      ] as [string, number][],
      hours: 2.5,
    },
    {
      work: ['Replaced alternator', 'replaced drive belt', 'tested charging system'],
      parts: [
        ['Alternator (reman.)', 89.95],
        ['Drive belt', 12.4],
      ] as [string, number][],
      hours: 1.5,
    },
  ]);
  const rate = rng.pick([30, 35, 38, 40]);
  const labor = r2(job.hours * rate);
  const partsSum = sum(job.parts.map((p) => p[1]));
  const taxRate = rng.pick([0.05, 0.06, 0.065]);
  const tax = r2(partsSum * taxRate);
  const total = r2(labor + partsSum + tax);
  const hand = { serif: true, size: 11 };

  const pb = new PageBuilder();
  pb.text(50, mech.full.toUpperCase(), { y: 62, size: 24, bold: true });
  pb.text(50, 'Mobile Auto Repair  —  We Come To You!', { y: 80, size: 11, serif: true });
  pb.text(50, `Licensed & Insured  ·  ASE Certified  ·  ${phone(rng, 'US', year)}  ·  Pager ${phone(rng, 'US', year)}`, { y: 94, size: 8.5 });
  pb.text(545, 'INVOICE', { y: 62, size: 18, bold: true, align: 'right' });
  pb.text(545, `No. ${rng.int(1000, 2999)}`, { y: 78, size: 10, align: 'right' });
  rule(pb, 50, 104, 495);
  const field = (label: string, x: number, y: number, w: number, value: string) => {
    pb.text(x, label, { y, size: 8 });
    rule(pb, x, y + 16, w);
    pb.text(x + 2, value, { y: y + 13, ...hand });
  };
  field('Customer', 50, 124, 290, customer.full);
  field('Date', 360, 124, 185, dateText(billIso, 'm/d/yy'));
  field('Address', 50, 156, 290, `${street(rng, 'US')}, ${shop.town}`);
  field('Date of service', 360, 156, 185, dateText(workIso, 'm/d/yy'));
  field('Vehicle', 50, 188, 290, car);
  field('Miles', 360, 188, 185, count(miles, ','));
  pb.y = 240;
  pb.text(50, 'WORK PERFORMED', { size: 8, bold: true });
  pb.down(16);
  const text = `${job.work.join(', ')}.`;
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    if ((cur + ' ' + word).length > 62) {
      lines.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  lines.push(cur);
  for (const l of lines) {
    pb.text(56, l, hand);
    rule(pb, 50, pb.y + 4, 495);
    pb.down(20);
  }
  pb.down(10);
  pb.text(50, 'PARTS', { size: 8, bold: true });
  pb.text(540, 'PRICE', { size: 8, bold: true, align: 'right' });
  pb.down(16);
  for (const [t, p] of job.parts) {
    pb.text(56, t, hand);
    pb.text(540, en(p), { ...hand, align: 'right' });
    rule(pb, 50, pb.y + 4, 495);
    pb.down(20);
  }
  pb.down(12);
  const sums: [string, string][] = [
    ['Parts total', en(partsSum)],
    [`Labor ${job.hours} hrs @ $${rate}`, en(labor)],
    [`Tax ${pct(taxRate)}% (parts)`, en(tax)],
    ['TOTAL', `$${en(total)}`],
  ];
  for (const [l, v] of sums) {
    pb.text(330, l, { size: 9.5, bold: l === 'TOTAL' });
    pb.text(540, v, { ...hand, bold: l === 'TOTAL', align: 'right' });
    pb.down(18);
  }
  pb.down(16);
  pb.text(50, 'Payment due upon completion. Cash or check — thank you!', { size: 8.5 });
  pb.text(50, '90 day / 3,000 mile warranty on labor. Parts per manufacturer.', { y: pb.y + 12, size: 8.5 });
  pb.text(400, `Paid ck# ${rng.int(1000, 3999)}`, { y: pb.y + 40, serif: true, size: 13 });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: workIso,
      shopName,
      serviceMileage: miles,
      laborCost: labor,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: job.work,
      partsUsed: job.parts.map((p) => p[0]),
    },
  };
};
