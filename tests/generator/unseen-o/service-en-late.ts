/**
 * English-language workshop bills, 1996–2026: a British MOT garage passing on an auto
 * electrician's work (L/P/S lines), an American restorer grouping the work by job with a deposit
 * taken off, a British mobile mechanic's handwritten book page with his rubber stamp, and a modern
 * US specialist's print with a type column, fees and a card payment.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, addYears, count, dateText, en, isoIn, pct, r2, rule, stamp, sum, table, vatUK, workday, workdayBack } from './kit';
import { digits, letters, person, phone, place, plateUK, plateUS, street } from './people';

/** 1996–2000 Britain: a garage's invoice with L/P/S lines, the auto electrician's work passed on as sublet; the bill is the garage's. */
export const subletLinesUK1998: Family = (rng) => {
  const year = rng.int(1996, 2000);
  const billIso = workday(isoIn(rng, year));
  const inIso = workdayBack(addDays(billIso, -rng.int(3, 8)));
  const shop = place(rng, 'UK', year);
  const shopName = `${rng.pick(['Kemp', 'Fletcher', 'Atkinson', 'Gibbs'])} Motor Company`;
  const sparky = `${rng.pick(['K.', 'R.', 'T.'])} ${rng.pick(['Barker', 'Doyle', 'Parsons'])} Auto Electrics`;
  const customer = person(rng, 'UK');
  const car = rng.pick(['Jaguar XJ6 Series III', 'Rover P6 3500', 'Land Rover Series III 88', 'Triumph Stag', 'Ford Escort RS2000 Mk II']);
  const miles = rng.int(54000, 140000);
  const rate = rng.pick([28, 32, 35, 38]);
  type Row = { t: 'L' | 'P' | 'S'; text: string; qty: number; price: number };
  const rows: Row[] = [
    { t: 'L', text: 'Carry out MOT test', qty: 1, price: rng.pick([30.4, 31.85, 33.35]) },
    { t: 'L', text: 'Renew front brake pads', qty: 1.2, price: rate },
    { t: 'P', text: 'Brake pad set, front', qty: 1, price: rng.pick([24.6, 31.2, 38.9]) },
    { t: 'L', text: 'Renew nearside track rod end', qty: 0.8, price: rate },
    { t: 'P', text: 'Track rod end', qty: 1, price: rng.pick([12.85, 16.4]) },
    { t: 'S', text: 'Overhaul wiper motor and renew dynamo brushes', qty: 1, price: rng.pick([68, 85, 96.5]) },
  ];
  const amt = (r: Row) => r2(r.qty * r.price);
  const labour = sum(rows.filter((r) => r.t === 'L').map(amt));
  const parts = sum(rows.filter((r) => r.t === 'P').map(amt));
  const sublet = sum(rows.filter((r) => r.t === 'S').map(amt));
  const net = r2(labour + parts + sublet);
  const mot = rows[0].price;
  // The MOT fee carries no VAT.
  const vr = vatUK(billIso);
  const vat = r2((net - mot) * vr);
  const total = r2(net + vat);

  const pb = new PageBuilder();
  pb.text(50, shopName, { y: 58, size: 20, bold: true, serif: true });
  pb.text(50, `Est. 19${rng.int(52, 69)}  ·  MOT Testing Station Class IV  ·  Servicing  ·  Repairs  ·  Recovery`, { y: 74, size: 8.5 });
  pb.box(50, 80, 495, 3, true);
  pb.text(50, `${shop.street}, ${shop.line}   Tel. ${phone(rng, 'UK', year, shop.town)}   VAT No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    y: 94,
    size: 8,
  });
  pb.text(545, 'VAT INVOICE', { y: 124, size: 13, bold: true, align: 'right' });
  pb.y = 124;
  for (const l of [`${customer.title} ${customer.full}`, street(rng, 'UK'), place(rng, 'UK', year).line]) pb.text(55, l, { size: 10 }).down(13);
  pb.y = 180;
  const cells: [string, string][] = [
    ['Invoice No.', `${letters(rng, 1)}${digits(rng, 5)}`],
    ['Invoice date', dateText(billIso, 'dd/mm/yy')],
    ['Date in', dateText(inIso, 'dd/mm/yy')],
    ['Registration', plateUK(rng, 1972 + rng.int(0, 12))],
    ['Mileage', count(miles, ',')],
  ];
  cells.forEach(([l, v], i) => {
    const x = 50 + i * 99;
    pb.box(x, pb.y, 99, 32, i === 1);
    pb.text(x + 5, l, { y: pb.y + 11, size: 7.5 });
    pb.text(x + 5, v, { y: pb.y + 26, size: 10 });
  });
  pb.down(46);
  pb.text(50, `Vehicle: ${car}`, { size: 9.5 });
  pb.down(10);
  table(
    pb,
    [
      { x: 50, w: 28, head: 'Type', align: 'center' },
      { x: 78, w: 280, head: 'Description' },
      { x: 358, w: 50, head: 'Qty/Hrs', align: 'right' },
      { x: 408, w: 65, head: 'Rate', align: 'right' },
      { x: 473, w: 72, head: 'Net £', align: 'right' },
    ],
    rows.map((r) => [r.t, r.text, r.t === 'L' ? r.qty.toFixed(1) : String(r.qty), en(r.price), en(amt(r))]),
    { size: 9, row: 16, grid: true, fillHead: true },
  );
  pb.down(12);
  pb.text(50, 'L = Labour   P = Parts   S = Sublet', { size: 7.5 });
  pb.down(12);
  pb.text(50, `Sublet: work carried out by ${sparky}, ${rng.pick(['Unit 4', 'Unit 7', 'Unit 12'])} ${shop.town}, charged at cost.`, { size: 8 });
  pb.down(20);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(360, l, { size: 9.5, bold });
    pb.text(542, v, { size: 9.5, bold, align: 'right' });
    pb.down(14);
  };
  tot('Labour', en(labour));
  tot('Parts', en(parts));
  tot('Sublet', en(sublet));
  tot(`VAT @ ${pct(vr)}% (MOT fee exempt)`, en(vat));
  rule(pb, 360, pb.y - 10, 185);
  tot('Total due £', en(total), true);
  pb.down(20);
  pb.text(50, `MOT certificate issued. Next MOT due: ${dateText(addDays(addYears(billIso, 1), -1), 'dd/mm/yy')}`, { size: 8.5 });
  pb.down(12).text(50, 'Payment on collection please. Cheques with a valid guarantee card only.', { size: 8.5 });
  pb.text(297, `${shopName} is a trading name of ${shopName.split(' ')[0]} Motors (${shop.town}) Ltd, reg. in England ${digits(rng, 7)}`, {
    y: 806,
    size: 7,
    align: 'center',
  });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: billIso,
      shopName,
      serviceMileage: miles,
      laborCost: labour,
      partsCost: parts,
      totalCost: total,
      workPerformed: rows.filter((r) => r.t !== 'P').map((r) => r.text),
      partsUsed: rows.filter((r) => r.t === 'P').map((r) => r.text),
    },
  };
};

/** 2004–08 USA: "Dale Prescott, prop.", the work grouped in jobs with their hours and parts, tax on parts, a deposit taken off the total. */
export const jobGroupsRestorerUS2006: Family = (rng) => {
  const year = rng.int(2004, 2008);
  const billIso = workday(isoIn(rng, year));
  const doneIso = workdayBack(addDays(billIso, -rng.int(2, 6)));
  const depositIso = workdayBack(addDays(doneIso, -rng.int(25, 60)));
  const shop = place(rng, 'US', year);
  const owner = person(rng, 'US', true);
  owner.last = rng.pick(['Prescott', 'Miller', 'Henning', 'Garrett', 'Novak', 'Olsen']);
  owner.full = `${owner.first} ${owner.last}`;
  const shopName = `${owner.last}'s Garage`;
  const customer = person(rng, 'US');
  const car = rng.pick([
    '1965 Ford Mustang coupe',
    '1957 Chevrolet Bel Air',
    '1967 Pontiac GTO',
    '1963 Studebaker Avanti',
    '1970 Datsun 240Z',
    '1966 Jaguar Mk 2',
  ]);
  const odo = rng.int(41000, 99000);
  const rate = rng.pick([55, 60, 65, 72]);
  type Job = { title: string; hours: number; parts: [string, number, number][] };
  const jobs: Job[] = rng.some<Job>(
    [
      {
        title: 'Front suspension rebuild',
        hours: 14.5,
        parts: [
          ['Upper control arm bushings', 1, 46.8],
          ['Lower ball joints', 2, 38.5],
          ['Coil springs, front', 2, 72.95],
        ],
      },
      {
        title: 'Brake system overhaul',
        hours: 9,
        parts: [
          ['Master cylinder', 1, 89.5],
          ['Wheel cylinders', 4, 18.25],
          ['Brake hose kit', 1, 54],
        ],
      },
      {
        title: 'Carburetor rebuild and tune',
        hours: 6,
        parts: [
          ['Carburetor rebuild kit', 1, 42.9],
          ['Fuel filter', 1, 6.75],
        ],
      },
      {
        title: 'Wiring repair, dash and tail lights',
        hours: 7.5,
        parts: [
          ['Tail light sockets', 2, 12.4],
          ['Wire, connectors, loom tape', 1, 28],
        ],
      },
    ],
    3,
  );
  const labourOf = (j: Job) => r2(j.hours * rate);
  const hours = jobs.reduce((a, j) => a + j.hours, 0);
  const labor = sum(jobs.map(labourOf));
  const partsSum = sum(jobs.flatMap((j) => j.parts.map(([, q, p]) => r2(q * p))));
  const taxRate = rng.pick([0.05, 0.06, 0.07]);
  const tax = r2(partsSum * taxRate);
  const total = r2(labor + partsSum + tax);
  const deposit = rng.pick([500, 1000, 1500]);

  const pb = new PageBuilder();
  pb.text(297, shopName.toUpperCase(), { y: 58, size: 24, bold: true, serif: true, align: 'center' });
  pb.text(297, 'Est. 1972  —  Foreign & Domestic  —  Restoration & Repair', { y: 74, size: 10, serif: true, align: 'center' });
  pb.text(297, `${owner.full}, prop.  ·  ${shop.street}, ${shop.line}  ·  ${phone(rng, 'US', year)}`, { y: 88, size: 8.5, align: 'center' });
  rule(pb, 50, 96, 495);
  pb.y = 124;
  pb.text(50, 'INVOICE', { size: 14, bold: true });
  pb.text(545, `Invoice date: ${dateText(billIso, 'us-long')}`, { size: 9.5, align: 'right' });
  pb.down(14);
  pb.text(545, `Work completed: ${dateText(doneIso, 'us-long')}`, { size: 9.5, align: 'right' });
  pb.down(14);
  pb.text(545, `Invoice # ${String(year % 100).padStart(2, '0')}-${rng.int(100, 499)}`, { size: 9.5, align: 'right' });
  pb.y = 146;
  for (const l of ['Bill to:', customer.full, street(rng, 'US'), place(rng, 'US', year).line]) pb.text(50, l, { size: 9.5, bold: l === 'Bill to:' }).down(12.5);
  pb.down(10);
  pb.text(50, `Vehicle: ${car}   ·   Plate ${plateUS(rng)}   ·   Odometer in: ${count(odo, ',')}`, { size: 9.5 });
  pb.down(22);
  jobs.forEach((j, i) => {
    pb.box(50, pb.y - 11, 495, 15, true);
    pb.text(54, `JOB ${i + 1} —  ${j.title}`, { size: 9.5, bold: true });
    pb.text(540, `${j.hours} hrs   ${en(labourOf(j))}`, { size: 9.5, bold: true, align: 'right' });
    pb.down(15);
    for (const [t, q, p] of j.parts) {
      pb.text(70, `${q}`, { size: 9 });
      pb.text(90, t, { size: 9 });
      pb.text(440, `@ ${en(p)}`, { size: 9, align: 'right' });
      pb.text(540, en(r2(q * p)), { size: 9, align: 'right' });
      pb.down(12.5);
    }
    pb.down(10);
  });
  pb.down(6);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(300, l, { size: 9.5, bold });
    pb.text(542, v, { size: 9.5, bold, align: 'right' });
    pb.down(14.5);
  };
  tot(`Total labor ${hours} hrs @ $${en(rate)}`, en(labor));
  tot('Total parts', en(partsSum));
  tot(`Sales tax ${pct(taxRate)}% on parts`, en(tax));
  rule(pb, 300, pb.y - 10, 245);
  tot('INVOICE TOTAL', `$${en(total)}`, true);
  tot(`Less deposit rec’d ${dateText(depositIso, 'm/d/yy')}`, `(${en(deposit)})`);
  pb.box(296, pb.y - 11, 249, 16);
  tot('BALANCE DUE', `$${en(r2(total - deposit))}`, true);
  pb.down(18);
  pb.text(50, 'Warranty: 12 months / 12,000 miles on our workmanship. Storage $10/day after 10 days from completion.', { size: 8 });
  pb.down(11).text(50, 'Thank you — it was a pleasure to work on this car.', { size: 8 });
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
      workPerformed: jobs.map((j) => j.title),
      partsUsed: jobs.flatMap((j) => j.parts.map(([t]) => t)),
    },
  };
};

/** 2014–18 Britain: a stock invoice book filled in by hand; the mobile mechanic's name only in the rubber stamp; not VAT registered. */
export const stampedBookMobileUK2016: Family = (rng) => {
  const year = rng.int(2014, 2018);
  const iso = isoIn(rng, year);
  const shop = place(rng, 'UK', year);
  const who = person(rng, 'UK', true);
  const shopName = `${who.last} Mobile Servicing`;
  const customer = person(rng, 'UK');
  const car = rng.pick(['MX-5 Mk1', 'Golf Mk3 GTI', 'Volvo 940 estate', 'Mini Cooper (classic)', 'Saab 900 convertible']);
  const miles = rng.int(58000, 164000);
  const work: [string, number][] = rng.some(
    [
      ['Front pads & discs replaced', 65],
      ['Oil & filter service', 45],
      ['Cambelt & water pump replaced', 180],
      ['Rear shocks replaced', 70],
      ['Diagnosed misfire, HT leads replaced', 35],
    ] as [string, number][],
    2,
  );
  const partsFor: Record<string, [string, number][]> = {
    'Front pads & discs replaced': [
      ['Front discs (pair)', 48.99],
      ['Front pads', 22.5],
    ],
    'Oil & filter service': [
      ['Oil 5 ltr', 24.99],
      ['Oil filter', 6.5],
    ],
    'Cambelt & water pump replaced': [['Cambelt kit w/ pump', 112]],
    'Rear shocks replaced': [['Rear shocks (pair)', 86]],
    'Diagnosed misfire, HT leads replaced': [['HT lead set', 28.4]],
  };
  const parts = work.flatMap(([w]) => partsFor[w]);
  const labour = sum(work.map(([, p]) => p));
  const partsSum = sum(parts.map(([, p]) => p));
  const total = r2(labour + partsSum);
  const hand = { serif: true, size: 11.5 };
  const nextMiles = Math.round((miles + 6000) / 1000) * 1000;

  const pb = new PageBuilder();
  pb.text(50, 'INVOICE', { y: 60, size: 26, bold: true });
  pb.text(50, 'No.', { y: 80, size: 10 });
  pb.text(72, String(rng.int(100, 999)), { y: 80, size: 12, bold: true });
  stamp(pb, 420, 34, [shopName.toUpperCase(), `${who.full}  ·  07${digits(rng, 3)} ${digits(rng, 6)}`, `Servicing ${shop.town} & surrounding areas`], 8.5);
  const field = (label: string, x: number, y: number, w: number, value: string) => {
    pb.text(x, label, { y, size: 9 });
    rule(pb, x + 48, y + 2, w - 48);
    pb.text(x + 52, value, { y: y - 1, ...hand });
  };
  field('Name', 50, 126, 300, `${customer.title} ${customer.last}`);
  field('Date', 370, 126, 175, dateText(iso, 'dd/mm/yy'));
  field('Address', 50, 152, 495, `${street(rng, 'UK')}, ${shop.town}`);
  field('Vehicle', 50, 178, 300, `${car}  ${plateUK(rng, 1989 + rng.int(0, 12))}`);
  field('Miles', 370, 178, 175, count(miles, ','));
  pb.box(50, 200, 495, 360);
  pb.box(460, 200, 0.01, 360);
  pb.text(54, 'Description', { y: 213, size: 9, bold: true });
  pb.text(540, '£', { y: 213, size: 9, bold: true, align: 'right' });
  rule(pb, 50, 218, 495);
  let y = 240;
  const row = (t: string, v?: number) => {
    pb.text(58, t, { y, ...hand });
    if (v !== undefined) pb.text(538, en(v), { y, ...hand, align: 'right' });
    y += 22;
  };
  work.forEach(([t, p], i) => row(`${i + 1}. ${t}`, p));
  y += 6;
  row('Parts supplied:');
  for (const [t, p] of parts) row(`   ${t}`, p);
  y += 10;
  row(`Labour`, labour);
  row(`Parts`, partsSum);
  rule(pb, 460, y - 16, 85);
  pb.text(58, 'Total due', { y, ...hand, bold: true });
  pb.text(538, en(total), { y, ...hand, bold: true, align: 'right' });
  pb.text(50, `Next service due ${dateText(addDays(iso, 365), 'dd/mm/yy').slice(3)} or ${count(nextMiles, ',')} miles`, { y: 590, ...hand, size: 11 });
  pb.text(50, 'Not VAT registered. Payment by cash or bank transfer — thank you!', { y: 612, size: 9 });
  pb.text(50, `Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}   Acc. ${digits(rng, 8)}`, { y: 626, size: 9 });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: iso,
      shopName,
      serviceMileage: miles,
      laborCost: labour,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: work.map(([t]) => t),
      partsUsed: parts.map(([t]) => t),
    },
  };
};

/** 2023–26 USA: a monogram over the LLC's name, one table typed Labor/Part/Fee, fees apart, tax on parts, a card payment and mileage in and out. */
export const typedLinesSpecialistUS2025: Family = (rng) => {
  const year = rng.int(2023, 2026);
  const billIso = workday(isoIn(rng, year, 1, year === 2026 ? 3 : 12));
  const doneIso = workdayBack(addDays(billIso, -rng.int(1, 3)));
  const createdIso = workdayBack(addDays(doneIso, -rng.int(3, 9)));
  const shop = place(rng, 'US', year);
  const word = rng.pick(['Alpine', 'Autobahn', 'Nordic', 'Weissach']);
  const shopName = `${word} Motorwerks, LLC`;
  const customer = person(rng, 'US');
  const car = rng.pick(['1987 Porsche 911 Carrera', '1991 BMW 325i convertible', '1985 Mercedes-Benz 300TD', '1978 Volvo 242', '1989 VW Vanagon Westfalia']);
  const mileIn = rng.int(82000, 240000);
  const mileOut = mileIn + rng.int(3, 14);
  const rate = rng.pick([145, 160, 175, 189]);
  type Row = { type: 'Labor' | 'Part' | 'Fee'; text: string; qty: number; price: number };
  const rows: Row[] = rng.pick<Row[]>([
    [
      { type: 'Labor', text: 'Replace valve cover gaskets', qty: 2.4, price: rate },
      { type: 'Part', text: 'Valve cover gasket set', qty: 1, price: 64.2 },
      { type: 'Labor', text: 'Engine oil & filter service', qty: 0.8, price: rate },
      { type: 'Part', text: 'Engine oil 20W-50', qty: 10, price: 9.45 },
      { type: 'Part', text: 'Oil filter', qty: 1, price: 18.9 },
    ],
    [
      { type: 'Labor', text: 'Replace front brake pads and rotors', qty: 1.9, price: rate },
      { type: 'Part', text: 'Brake rotor, front', qty: 2, price: 88.5 },
      { type: 'Part', text: 'Brake pad set, front', qty: 1, price: 72.4 },
      { type: 'Labor', text: 'Flush brake fluid', qty: 0.7, price: rate },
      { type: 'Part', text: 'Brake fluid DOT 4', qty: 1, price: 16.8 },
    ],
  ]);
  rows.push(
    { type: 'Fee', text: 'Shop supplies', qty: 1, price: rng.pick([24.5, 35, 38.75]) },
    { type: 'Fee', text: 'Hazardous waste disposal', qty: 1, price: 6 },
  );
  const amt = (r: Row) => r2(r.qty * r.price);
  const labor = sum(rows.filter((r) => r.type === 'Labor').map(amt));
  const parts = sum(rows.filter((r) => r.type === 'Part').map(amt));
  const fees = sum(rows.filter((r) => r.type === 'Fee').map(amt));
  const taxRate = rng.pick([0.0625, 0.07, 0.0825, 0.06]);
  const tax = r2(parts * taxRate);
  const total = r2(labor + parts + fees + tax);

  const pb = new PageBuilder();
  pb.box(50, 36, 44, 44, true);
  pb.text(72, `${word[0]}M`, { y: 66, size: 20, bold: true, align: 'center' });
  pb.text(104, shopName, { y: 54, size: 15, bold: true });
  pb.text(104, `European Auto Service & Repair  ·  ${shop.street}, ${shop.line}`, { y: 67, size: 8.5 });
  pb.text(104, `${phone(rng, 'US', year)}  ·  service@${word.toLowerCase()}motorwerks.com  ·  BAR/ARD #${digits(rng, 6)}`, { y: 78, size: 8.5 });
  pb.text(545, 'INVOICE', { y: 54, size: 16, bold: true, align: 'right' });
  pb.text(545, `#${rng.int(30000, 69999)}`, { y: 68, size: 10, align: 'right' });
  rule(pb, 50, 92, 495);
  pb.y = 112;
  for (const l of [customer.full, street(rng, 'US'), place(rng, 'US', year).line, phone(rng, 'US', year)]) pb.text(50, l, { size: 9 }).down(12);
  pb.y = 112;
  const info: [string, string][] = [
    ['Created', dateText(createdIso, 'mm/dd/yyyy')],
    ['Completed', dateText(doneIso, 'mm/dd/yyyy')],
    ['Invoice date', dateText(billIso, 'mm/dd/yyyy')],
    ['Vehicle', car],
    ['Plate / VIN', `${plateUS(rng)}  ·  …${letters(rng, 1)}${digits(rng, 5)}`],
    ['Mileage In / Out', `${count(mileIn, ',')} / ${count(mileOut, ',')}`],
  ];
  for (const [l, v] of info) {
    pb.text(300, l, { size: 8.5, bold: true });
    pb.text(385, v, { size: 8.5 });
    pb.down(12);
  }
  pb.y = 200;
  table(
    pb,
    [
      { x: 50, w: 50, head: 'Type' },
      { x: 100, w: 250, head: 'Description' },
      { x: 350, w: 55, head: 'Hrs/Qty', align: 'right' },
      { x: 405, w: 70, head: 'Rate', align: 'right' },
      { x: 475, w: 70, head: 'Amount', align: 'right' },
    ],
    rows.map((r) => [r.type, r.text, r.type === 'Labor' ? r.qty.toFixed(1) : String(r.qty), en(r.price), en(amt(r))]),
    { size: 9, row: 17, ruled: true, fillHead: true },
  );
  pb.down(22);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(380, l, { size: 9.5, bold });
    pb.text(542, v, { size: 9.5, bold, align: 'right' });
    pb.down(14);
  };
  tot('Labor', en(labor));
  tot('Parts', en(parts));
  tot('Fees', en(fees));
  tot(`Tax (${Math.round(taxRate * 10000) / 100}% on parts)`, en(tax));
  rule(pb, 380, pb.y - 10, 165);
  tot('Total', `$${en(total)}`, true);
  tot(`Paid — Visa ****${digits(rng, 4)}`, `-${en(total)}`);
  tot('Balance', '$0.00', true);
  pb.down(14);
  pb.text(
    50,
    `Recommended: next oil service at ${count(mileIn + 5000, ',')} mi or ${dateText(addDays(doneIso, 180), 'mm/dd/yyyy').slice(0, 3)}${dateText(addDays(doneIso, 180), 'mm/dd/yyyy').slice(6)}, whichever comes first.`,
    { size: 8.5 },
  );
  pb.down(12).text(50, 'Rear main seal shows light seepage — monitor. Customer declined coolant hose replacement.', { size: 8.5 });
  pb.down(12).text(50, '24 month / 24,000 mile nationwide warranty on parts and labor. Thank you for your business!', { size: 8.5 });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: doneIso,
      shopName,
      serviceMileage: mileIn,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: rows.filter((r) => r.type === 'Labor').map((r) => r.text),
      partsUsed: rows.filter((r) => r.type === 'Part').map((r) => r.text),
    },
  };
};
