/**
 * US and British workshop bills out of a shoebox: a faxed repair order, a covering letter, a carbon
 * triplicate, a fuel slip stapled on, a dense dealer RO with a goodwill credit, a revised invoice, a
 * restorer's bill with a received stamp and a circled total, a 1978 duplicate.
 */
import type { Random } from '../random';
import {
  addDays,
  CLASSICS_EN,
  cell,
  circleRight,
  digits,
  enPerson,
  faxHeader,
  fmt,
  gen,
  letters,
  money,
  note,
  num,
  page,
  phoneUk,
  phoneUs,
  price,
  row,
  stamp,
  sumOf,
  tax,
  tick,
  UK_PLACES,
  UK_STREETS,
  ukVat,
  US_PLACES,
  US_STREETS,
  vin,
  type Family,
} from './kit';

const JOBS = [
  'Rebuild front brake calipers',
  'Replace water pump and gasket',
  'Tune-up, set timing and dwell',
  'Change engine oil and filter',
  'Replace clutch master cylinder',
  'Adjust valves, replace cover gasket',
  'Flush cooling system',
  'Rebuild SU carburettors',
  'Replace rear wheel bearings',
  'Diagnose charging fault, replace alternator',
  'Weld new floor pan section',
  'Replace exhaust system',
];
const PARTS = [
  'Brake caliper seal kit',
  'Water pump',
  'Spark plugs NGK BP6ES (4)',
  'Oil filter',
  'Clutch master cylinder',
  'Valve cover gasket',
  'Antifreeze 1 gal',
  'Carb rebuild kit',
  'Wheel bearing kit',
  'Alternator, reman.',
  'Floor pan panel',
  'Stainless exhaust system',
];

function lines(rng: Random, nJobs: number, nParts: number, scale = 1) {
  const jobs = rng.some(JOBS, nJobs);
  const parts = rng.some(PARTS, nParts);
  return {
    jobs,
    jobCents: jobs.map(() => Math.round(price(rng, 3000, 26000, 50) * scale)),
    parts,
    partCents: parts.map(() => Math.round(price(rng, 600, 18000, 5) * scale)),
  };
}
const miles = (n: number) => money(n * 100, 'en').slice(0, -3);

/** 1988, faxed: a US repair order, tax on parts only, a PAID stamp with a date, "pd cash". */
export const usFaxedRepairOrder: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const shop = `${rng.pick(["Hank's", "Vinnie's", 'Tri-County', 'Eastside'])} Auto Repair`;
  const billed = rng.date(1985, 1992);
  const dateIn = addDays(billed, -rng.int(1, 4));
  const faxed = addDays(billed, rng.int(20, 200));
  const l = lines(rng, 3, 3, 0.6);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const rate = rng.pick([5, 6, 6.25, 7]);
  const salesTax = tax(parts, rate);
  const total = labour + parts + salesTax;
  const odo = rng.int(40000, 160000);
  const p = page();
  faxHeader(p, rng, faxed, shop, phoneUs(rng, place), 'en');
  p.text(40, shop.toUpperCase(), { y: 50, size: 16, bold: true });
  p.text(40, `${rng.pick(US_STREETS)} · ${place.town}, ${place.region} ${place.zip} · ${phoneUs(rng, place)}`, { y: 63, size: 8 });
  p.text(555, 'REPAIR ORDER', { y: 50, size: 12, bold: true, align: 'right' });
  p.text(555, `No. ${digits(rng, 5)}`, { y: 63, size: 10, align: 'right' });
  const hdr: [string, string][] = [
    ['CUSTOMER', enPerson(rng)],
    ['DATE IN', fmt(dateIn, 'us2')],
    ['INVOICE DATE', fmt(billed, 'us2')],
    ['YEAR/MAKE', rng.pick(CLASSICS_EN)],
    ['LICENSE', `${letters(rng, 3)} ${digits(rng, 3)}`],
    ['ODOMETER', miles(odo)],
  ];
  hdr.forEach(([k, v], i) => {
    const x = 40 + (i % 3) * 172;
    const y = 84 + Math.floor(i / 3) * 28;
    p.box(x, y, 172, 28);
    p.text(x + 3, k, { y: y + 8, size: 6.5 });
    p.text(x + 6, v, { y: y + 22, size: 10 });
  });
  p.y = 162;
  row(p, [
    { x: 40, text: 'LABOR', bold: true },
    { x: 555, text: 'AMOUNT', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 48, text: j.toUpperCase() },
      { x: 555, text: money(l.jobCents[i], 'en'), right: true },
    ]);
  }
  p.down(22);
  row(p, [
    { x: 40, text: 'PARTS', bold: true },
    { x: 300, text: 'PART NO.', bold: true },
    { x: 555, text: '', right: true },
  ]);
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 48, text: t.toUpperCase() },
      { x: 300, text: `${letters(rng, 2)}-${digits(rng, 5)}` },
      { x: 555, text: money(l.partCents[i], 'en'), right: true },
    ]);
  }
  p.down(28);
  const totals: [string, number][] = [
    ['TOTAL LABOR', labour],
    ['TOTAL PARTS', parts],
    [`SALES TAX ${rate}% (PARTS)`, salesTax],
    ['TOTAL AMOUNT DUE', total],
  ];
  for (const [k, v] of totals) {
    p.box(330, p.y - 11, 225, 16);
    row(p, [
      { x: 334, text: k, bold: k.startsWith('TOTAL AMOUNT') },
      { x: 551, text: money(v, 'en'), right: true, bold: k.startsWith('TOTAL AMOUNT') },
    ]);
    p.down(16);
  }
  const paid = addDays(billed, rng.int(0, 3));
  stamp(p, 60, p.y - 50, ['PAID', fmt(paid, 'mon')], 14);
  note(p, 60, p.y + 16, `pd cash ${fmt(paid, 'us2').slice(0, -3)} — thanks, ${rng.pick(['Hank', 'Vin', 'Al'])}`);
  p.text(
    40,
    `Customer authorizes above repairs. Not responsible for loss or damage to cars in case of fire or theft. Next oil change at ${miles(odo + 3000)}.`,
    { y: 790, size: 7 },
  );
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: billed,
    shopName: shop.toUpperCase(),
    serviceMileage: odo,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs.map((j) => j.toUpperCase()),
    partsUsed: l.parts.map((t) => t.toUpperCase()),
  });
};

/** 2003: a British covering letter above the VAT invoice it encloses; "Work carried out" apart. */
export const ukCoveringLetter: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Pemberton', 'Ashworth', 'Thornbury'])} Classic Engineering Ltd`;
  const work = rng.date(2000, 2008);
  const billed = addDays(work, rng.int(2, 8));
  const vat = ukVat(billed);
  const l = lines(rng, 3, 3);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const car = rng.pick(CLASSICS_EN);
  const customer = enPerson(rng);
  const odo = rng.int(30000, 120000);
  const p = page();
  p.text(297, shop, { y: 48, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, `${rng.pick(UK_STREETS)}, ${place.town}, ${place.zip} · Tel ${phoneUk(rng, place)}`, { y: 62, size: 8, align: 'center' });
  p.text(40, `Mr ${customer}`, { y: 96 });
  p.text(555, fmt(billed, 'ukLong'), { y: 96, align: 'right' });
  const body = [
    `Dear Mr ${customer.split(' ')[1]},`,
    `Re: your ${car}. Please find enclosed our invoice for the work carried out on your car, which is now`,
    `ready for collection. The quotation of ${fmt(addDays(work, -rng.int(14, 40)), 'uk')} was for £${money(total + price(rng, 5000, 40000, 500), 'en')}; the final figure is below.`,
    `Yours sincerely, ${enPerson(rng)}, Workshop Manager`,
  ];
  body.forEach((b, i) => p.text(40, b, { y: 118 + i * 13, size: 9 }));
  p.box(30, 178, 535, 0.1);
  p.text(40, 'VAT INVOICE', { y: 204, size: 13, bold: true });
  const side: [string, string][] = [
    ['Invoice no.', digits(rng, 5)],
    ['Invoice date / tax point', fmt(billed, 'uk')],
    ['Work carried out', fmt(work, 'uk')],
    ['Registration', `${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1)}`],
    ['Mileage', miles(odo)],
  ];
  side.forEach(([k, v], i) => {
    p.text(330, k, { y: 196 + i * 12, size: 8.5 });
    p.text(470, v, { y: 196 + i * 12, size: 8.5 });
  });
  p.y = 275;
  row(p, [
    { x: 40, text: 'Description', bold: true },
    { x: 480, text: 'Labour £', bold: true, right: true },
    { x: 555, text: 'Parts £', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: j },
      { x: 480, text: money(l.jobCents[i], 'en'), right: true },
    ]);
  }
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: t },
      { x: 555, text: money(l.partCents[i], 'en'), right: true },
    ]);
  }
  p.down(16);
  p.box(40, p.y - 10, 515, 0.1);
  row(p, [
    { x: 40, text: 'Totals', bold: true },
    { x: 480, text: money(labour, 'en'), right: true, bold: true },
    { x: 555, text: money(parts, 'en'), right: true, bold: true },
  ]);
  p.down(24);
  for (const [k, v, b] of [
    ['Goods and services', net, false],
    [`VAT @ ${vat}%`, tax(net, vat), false],
    ['Invoice total', total, true],
  ] as [string, number, boolean][]) {
    row(p, [
      { x: 360, text: k, bold: b },
      { x: 555, text: `£${money(v, 'en')}`, right: true, bold: b },
    ]);
    p.down(14);
  }
  p.text(
    40,
    `VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Company No. ${digits(rng, 7)} · Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)} Account ${digits(rng, 8)}`,
    { y: 812, size: 7 },
  );
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: odo,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 1972: a US triplicate form typed into, values off their boxes, "CUSTOMER COPY". */
export const usCarbonForm: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const shop = `${rng.pick(['Main Street', 'Valley', 'Lakeside'])} ${rng.pick(['Garage', 'Motor Service'])}`;
  const billed = rng.date(1966, 1979);
  const l = lines(rng, 2, 3, 0.2);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const rate = rng.pick([3, 4, 5]);
  const salesTax = tax(parts, rate);
  const total = labour + parts + salesTax;
  const odo = rng.int(20000, 99000);
  const p = page();
  p.text(297, shop, { y: 46, size: 18, bold: true, align: 'center' });
  p.text(297, `General Repairs · Tires · Batteries   ${place.town}, ${place.region}   Phone ${digits(rng, 3)}-${digits(rng, 4)}`, {
    y: 60,
    size: 8,
    align: 'center',
  });
  p.text(555, 'CUSTOMER COPY', { y: 80, size: 9, bold: true, align: 'right' });
  cell(p, rng, 40, 90, 250, 26, 'NAME', enPerson(rng));
  cell(p, rng, 295, 90, 130, 26, 'DATE', fmt(billed, 'us2'));
  cell(p, rng, 430, 90, 125, 26, 'ORDER NO.', digits(rng, 4));
  cell(p, rng, 40, 120, 250, 26, 'MAKE & MODEL', rng.pick(['Chevrolet Impala', 'Ford Galaxie 500', 'Plymouth Fury', 'Buick Skylark', 'Dodge Dart']));
  cell(p, rng, 295, 120, 130, 26, 'MILEAGE', String(odo));
  cell(p, rng, 430, 120, 125, 26, 'LICENSE NO.', `${letters(rng, 2)}-${digits(rng, 4)}`);
  const top = 160;
  p.box(40, top, 515, 260);
  p.box(40, top, 515, 14);
  p.text(44, 'DESCRIPTION OF WORK', { y: top + 10, size: 7, bold: true });
  p.text(550, 'AMOUNT', { y: top + 10, size: 7, bold: true, align: 'right' });
  p.box(470, top, 85, 260);
  let y = top + 30;
  for (const [i, j] of l.jobs.entries()) {
    p.text(46 + rng.int(0, 8), j, { y: y + rng.int(-2, 3), size: 9.5, serif: true });
    p.text(548 + rng.int(-2, 5), money(l.jobCents[i], 'en'), { y: y + rng.int(-2, 3), size: 9.5, serif: true, align: 'right' });
    y += 16;
  }
  y += 10;
  p.text(44, 'PARTS & MATERIAL', { y, size: 7, bold: true });
  y += 16;
  for (const [i, t] of l.parts.entries()) {
    p.text(46 + rng.int(0, 8), t, { y: y + rng.int(-2, 3), size: 9.5, serif: true });
    p.text(548 + rng.int(-2, 5), money(l.partCents[i], 'en'), { y: y + rng.int(-2, 3), size: 9.5, serif: true, align: 'right' });
    y += 16;
  }
  const labels = ['TOTAL LABOR', 'TOTAL PARTS', 'TAX', 'TOTAL'];
  const vals = [labour, parts, salesTax, total];
  labels.forEach((k, i) => {
    const by = top + 260 + i * 18;
    p.box(330, by, 140, 18);
    p.box(470, by, 85, 18);
    p.text(334, k, { y: by + 12, size: 7.5, bold: k === 'TOTAL' });
    p.text(550 + rng.int(-4, 6), money(vals[i], 'en'), { y: by + 13 + rng.int(-3, 4), size: 9.5, serif: true, align: 'right' });
  });
  note(p, 60, top + 300, `chk #${digits(rng, 3)}`, 12);
  p.text(40, 'I hereby authorize the above repair work to be done along with the necessary material. X ____________', { y: top + 360, size: 7 });
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: billed,
    shopName: shop,
    serviceMileage: odo,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 2011+: a British garage invoice with a forecourt fuel receipt stapled on (its own date and total). */
export const ukInvoiceWithFuelSlip: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const shop = `${place.town} ${rng.pick(['Motor Works', 'Autocentre', 'Vintage Garage'])}`;
  const billed = rng.date(2011, 2025);
  const vat = ukVat(billed);
  const l = lines(rng, 2, 3);
  const hours = l.jobs.map(() => rng.int(2, 14) / 2);
  const rate = price(rng, 4500, 8500, 500);
  l.jobCents = hours.map((h) => Math.round(h * rate));
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const odo = rng.int(40000, 180000);
  const p = page();
  p.text(40, shop, { y: 46, size: 18, bold: true });
  p.text(555, `${rng.pick(UK_STREETS)}`, { y: 38, size: 8, align: 'right' });
  p.text(555, `${place.town} ${place.zip}`, { y: 48, size: 8, align: 'right' });
  p.text(555, phoneUk(rng, place), { y: 58, size: 8, align: 'right' });
  p.text(
    40,
    `Invoice ${digits(rng, 4)}    Date ${fmt(billed, 'uk')}    Reg ${letters(rng, 2)}${digits(rng, 2)} ${letters(rng, 3)}    Odometer ${miles(odo)} miles`,
    { y: 86, size: 9 },
  );
  p.y = 116;
  row(p, [
    { x: 40, text: 'Labour', bold: true },
    { x: 400, text: 'Hours', bold: true, right: true },
    { x: 470, text: 'Rate', bold: true, right: true },
    { x: 555, text: 'Net', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: j },
      { x: 400, text: hours[i].toFixed(1), right: true },
      { x: 470, text: money(rate, 'en'), right: true },
      { x: 555, text: money(l.jobCents[i], 'en'), right: true },
    ]);
  }
  p.down(14);
  row(p, [
    { x: 300, text: 'Labour sub-total' },
    { x: 555, text: money(labour, 'en'), right: true },
  ]);
  p.down(22);
  row(p, [
    { x: 40, text: 'Parts', bold: true },
    { x: 400, text: 'Qty', bold: true, right: true },
  ]);
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: t },
      { x: 400, text: '1', right: true },
      { x: 555, text: money(l.partCents[i], 'en'), right: true },
    ]);
  }
  p.down(14);
  row(p, [
    { x: 300, text: 'Parts sub-total' },
    { x: 555, text: money(parts, 'en'), right: true },
  ]);
  p.down(24);
  row(p, [
    { x: 300, text: 'Net' },
    { x: 555, text: money(net, 'en'), right: true },
  ]);
  p.down(14);
  row(p, [
    { x: 300, text: `VAT ${vat}%` },
    { x: 555, text: money(tax(net, vat), 'en'), right: true },
  ]);
  p.down(16);
  row(
    p,
    [
      { x: 300, text: 'TOTAL £', bold: true },
      { x: 555, text: money(total, 'en'), right: true, bold: true },
    ],
    11,
  );
  const sx = 330;
  const sy = p.y + 40;
  p.box(sx, sy, 180, 160);
  const fuelDate = addDays(billed, rng.int(-10, 10));
  const litres = rng.int(2500, 5500) / 100;
  const ppl = rng.int(1199, 1899) / 10;
  const fuel = Math.round(litres * ppl);
  const slip = [
    rng.pick(['SHELL', 'ESSO', 'BP', 'TEXACO']) + ` ${place.town.toUpperCase()}`,
    `${fmt(fuelDate, 'uk')}  ${rng.int(7, 20)}:${rng.int(10, 59)}`,
    `PUMP ${rng.int(1, 12)} V-POWER`,
    `${litres.toFixed(2)} L @ ${ppl.toFixed(1)}p`,
    `TOTAL  £${money(fuel, 'en')}`,
    `VAT 20%  £${money(fuel - Math.round(fuel / 1.2), 'en')}`,
    `VISA ****${digits(rng, 4)}`,
    'THANK YOU FOR YOUR CUSTOM',
  ];
  slip.forEach((s, i) => p.text(sx + 8, s, { y: sy + 16 + i * 18, size: 8, bold: i === 4 }));
  note(p, 60, sy + 40, 'fuel for road test — not on bill');
  p.text(40, `VAT No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Payment due on collection · Next MOT due ${fmt(addDays(billed, 300), 'uk')}`, {
    y: 812,
    size: 7,
  });
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: billed,
    shopName: shop,
    serviceMileage: odo,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 2019: a dense US dealer repair order — opened, promised, completed dates, a goodwill credit line. */
export const usDenseDealerRO: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const shop = `${rng.pick(['Riverside', 'Capitol', 'Heritage'])} ${rng.pick(['Chevrolet', 'Ford', 'Buick GMC'])}`;
  const opened = rng.date(2016, 2024);
  const completed = addDays(opened, rng.int(1, 6));
  const billed = addDays(completed, rng.int(1, 3));
  const l = lines(rng, 4, 4);
  const credit = -price(rng, 2500, 15000, 500);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const shopSupplies = price(rng, 1500, 4500, 5);
  const rate = rng.pick([6, 6.25, 7, 8.25]);
  const salesTax = tax(parts, rate);
  const total = labour + parts + shopSupplies + credit + salesTax;
  const odoIn = rng.int(30000, 140000);
  const odoOut = odoIn + rng.int(2, 12);
  const p = page();
  p.text(40, shop.toUpperCase(), { y: 38, size: 14, bold: true });
  p.text(40, `${rng.pick(US_STREETS)}, ${place.town}, ${place.region} ${place.zip} · Service ${phoneUs(rng, place)}`, { y: 50, size: 7 });
  p.text(555, `RO# ${digits(rng, 6)}   PAGE 1 OF 1`, { y: 38, size: 9, bold: true, align: 'right' });
  const grid: [string, string][] = [
    ['OPENED', fmt(opened, 'us')],
    ['PROMISED', fmt(addDays(opened, 1), 'us')],
    ['COMPLETED', fmt(completed, 'us')],
    ['INVOICE DATE', fmt(billed, 'us')],
    ['ADVISOR', rng.pick(['T. Reyes', 'M. Dunbar', 'K. Lyle'])],
    ['MILEAGE IN', String(odoIn)],
    ['MILEAGE OUT', String(odoOut)],
    ['TAG', digits(rng, 4)],
    ['VIN', vin(rng)],
    ['YEAR MAKE MODEL', rng.pick(['1967 Chevrolet Camaro', '1972 Ford Bronco', '1970 Buick Skylark', '1979 Chevrolet K10'])],
  ];
  grid.forEach(([k, v], i) => {
    const x = 40 + (i % 5) * 103;
    const y = 60 + Math.floor(i / 5) * 24;
    p.box(x, y, 103, 24);
    p.text(x + 2, k, { y: y + 7, size: 5.5 });
    p.text(x + 2, v, { y: y + 19, size: v.length > 16 ? 6 : 8 });
  });
  p.y = 128;
  row(
    p,
    [
      { x: 40, text: 'LINE' },
      { x: 70, text: 'OP CODE' },
      { x: 130, text: 'DESCRIPTION' },
      { x: 400, text: 'TECH' },
      { x: 470, text: 'PARTS', right: true },
      { x: 555, text: 'LABOR', right: true },
    ].map((c) => ({ ...c, bold: true })),
    7,
  );
  l.jobs.forEach((j, i) => {
    p.down(12);
    row(
      p,
      [
        { x: 40, text: String.fromCharCode(65 + i) },
        { x: 70, text: `${letters(rng, 2)}${digits(rng, 3)}` },
        { x: 130, text: j.toUpperCase() },
        { x: 400, text: digits(rng, 3) },
        { x: 555, text: money(l.jobCents[i], 'en'), right: true },
      ],
      7.5,
    );
  });
  l.parts.forEach((t, i) => {
    p.down(12);
    row(
      p,
      [
        { x: 70, text: `${digits(rng, 8)}` },
        { x: 130, text: t.toUpperCase() },
        { x: 470, text: money(l.partCents[i], 'en'), right: true },
      ],
      7.5,
    );
  });
  p.down(12);
  row(
    p,
    [
      { x: 130, text: 'GOODWILL CREDIT — CUSTOMER SATISFACTION' },
      { x: 555, text: money(credit, 'en'), right: true },
    ],
    7.5,
  );
  p.down(26);
  const left: [string, string][] = [
    ['CUSTOMER PAY', 'YES'],
    ['WARRANTY', '0.00'],
    ['INTERNAL', '0.00'],
    ['DEDUCTIBLE', '0.00'],
  ];
  const right: [string, number][] = [
    ['LABOR AMOUNT', labour],
    ['PARTS AMOUNT', parts],
    ['SHOP SUPPLIES', shopSupplies],
    ['GOODWILL', credit],
    [`SALES TAX ${rate}%`, salesTax],
    ['TOTAL INVOICE', total],
  ];
  right.forEach(([k, v], i) => {
    if (left[i])
      row(
        p,
        [
          { x: 40, text: left[i][0] },
          { x: 200, text: left[i][1], right: true },
        ],
        7.5,
      );
    row(
      p,
      [
        { x: 360, text: k, bold: k === 'TOTAL INVOICE' },
        { x: 555, text: money(v, 'en'), right: true, bold: k === 'TOTAL INVOICE' },
      ],
      k === 'TOTAL INVOICE' ? 9.5 : 8,
    );
    p.down(12);
  });
  p.down(24);
  stamp(p, 60, p.y, ['DUPLICATE'], 14);
  p.text(40, `Next service due at ${odoOut + 5000} mi or ${fmt(addDays(completed, 180), 'us')}. Thank you for choosing ${shop}.`, { y: 800, size: 7 });
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: completed,
    shopName: shop.toUpperCase(),
    serviceMileage: odoIn,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs.map((j) => j.toUpperCase()),
    partsUsed: l.parts.map((t) => t.toUpperCase()),
  });
};

/** 1996: a British revised invoice superseding an earlier one, with the correction line. */
export const ukRevisedInvoice: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Banfield', 'Hollis', 'Garrity'])} & ${rng.pick(['Son', 'Partners'])} (Coachworks)`;
  const work = rng.date(1992, 1999);
  const first = addDays(work, rng.int(1, 4));
  const billed = addDays(first, rng.int(7, 25));
  const vat = ukVat(billed);
  const l = lines(rng, 3, 2, 1.3);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const odo = rng.int(50000, 140000);
  const p = page();
  p.text(40, shop, { y: 50, size: 14, bold: true, serif: true });
  p.text(40, `${rng.pick(UK_STREETS)} · ${place.town} · ${place.zip}`, { y: 63, size: 8 });
  p.text(555, 'REVISED INVOICE', { y: 96, size: 14, bold: true, align: 'right' });
  const oldNo = digits(rng, 4);
  p.text(
    40,
    `This invoice supersedes invoice ${oldNo} dated ${fmt(first, 'uk')} (£${money(total + price(rng, 3000, 12000, 100), 'en')}), which is cancelled.`,
    { y: 118, size: 8.5 },
  );
  p.text(40, `Revised invoice ${+oldNo + rng.int(12, 120)}   Date ${fmt(billed, 'ukDots')}   Date of work ${fmt(work, 'ukDots')}   Miles ${odo}`, {
    y: 136,
    size: 9,
  });
  p.y = 166;
  row(p, [
    { x: 40, text: 'Work done', bold: true },
    { x: 555, text: '£', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: j },
      { x: 555, text: money(l.jobCents[i], 'en'), right: true },
    ]);
  }
  p.down(14);
  row(p, [
    { x: 300, text: 'Labour' },
    { x: 555, text: money(labour, 'en'), right: true },
  ]);
  p.down(20);
  row(p, [{ x: 40, text: 'Materials', bold: true }]);
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: t },
      { x: 555, text: money(l.partCents[i], 'en'), right: true },
    ]);
  }
  p.down(14);
  row(
    p,
    [
      { x: 40, text: 'Correction: paint materials charged twice on the original invoice — removed' },
      { x: 555, text: '—', right: true },
    ],
    8,
  );
  p.down(14);
  row(p, [
    { x: 300, text: 'Materials' },
    { x: 555, text: money(parts, 'en'), right: true },
  ]);
  p.down(24);
  for (const [k, v, b] of [
    ['Nett', net, false],
    [`VAT at ${vat}%`, tax(net, vat), false],
    ['Amount due', total, true],
  ] as [string, number, boolean][]) {
    row(p, [
      { x: 300, text: k, bold: b },
      { x: 555, text: money(v, 'en'), right: true, bold: b },
    ]);
    p.down(14);
  }
  note(p, 70, p.y + 30, `Sorry for the error — ${rng.pick(['Dave', 'Jim', 'Sue'])}`);
  p.text(40, `VAT Reg ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Terms strictly 30 days`, { y: 812, size: 7 });
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: odo,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 2025: a US restorer's invoice with a RECEIVED stamp, ticks, a circled total and "paid ck". */
export const usAnnotatedRestorer: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const shop = `${rng.pick(['Kowalski', 'Castellano', 'Whitfield'])} Restorations LLC`;
  const billed = rng.date(2021, 2026);
  const l = lines(rng, 4, 3, 2.2);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const rate = rng.pick([6, 7.25, 8]);
  const salesTax = tax(parts, rate);
  const total = labour + parts + salesTax;
  const deposit = price(rng, 50000, 150000, 5000);
  const odo = rng.int(10000, 90000);
  const p = page();
  p.text(555, shop, { y: 44, size: 15, bold: true, align: 'right' });
  p.text(555, `${rng.pick(US_STREETS)} · ${place.town}, ${place.region}`, { y: 57, size: 8, align: 'right' });
  const received = addDays(billed, rng.int(2, 8));
  stamp(p, 40, 30, ['RECEIVED', fmt(received, 'usLong').toUpperCase()], 9);
  p.text(40, `INVOICE #${digits(rng, 4)}`, { y: 110, size: 12, bold: true });
  p.text(40, `Invoice Date: ${fmt(billed, 'usLong')}`, { y: 125, size: 9 });
  p.text(300, `Vehicle: ${rng.pick(CLASSICS_EN)}  ·  Odometer ${miles(odo)}`, { y: 125, size: 9 });
  p.y = 150;
  row(p, [
    { x: 60, text: 'Labor', bold: true },
    { x: 540, text: 'Amount', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(15);
    row(p, [
      { x: 60, text: j },
      { x: 540, text: money(l.jobCents[i], 'en'), right: true },
    ]);
    tick(p, 44, p.y);
  }
  p.down(15);
  row(p, [
    { x: 300, text: 'Labor subtotal' },
    { x: 540, text: money(labour, 'en'), right: true },
  ]);
  p.down(22);
  row(p, [{ x: 60, text: 'Parts', bold: true }]);
  for (const [i, t] of l.parts.entries()) {
    p.down(15);
    row(p, [
      { x: 60, text: t },
      { x: 540, text: money(l.partCents[i], 'en'), right: true },
    ]);
    if (rng.chance(0.6)) tick(p, 44, p.y);
  }
  p.down(15);
  row(p, [
    { x: 300, text: 'Parts subtotal' },
    { x: 540, text: money(parts, 'en'), right: true },
  ]);
  p.down(24);
  row(p, [
    { x: 300, text: `Sales tax ${rate}% on parts` },
    { x: 540, text: money(salesTax, 'en'), right: true },
  ]);
  p.down(16);
  row(
    p,
    [
      { x: 300, text: 'Invoice Total', bold: true },
      { x: 540, text: `$${money(total, 'en')}`, right: true, bold: true },
    ],
    10.5,
  );
  circleRight(p, 540, p.y, 70);
  p.down(15);
  row(p, [
    { x: 300, text: `Less deposit rec'd ${fmt(addDays(billed, -rng.int(40, 120)), 'us2')}` },
    { x: 540, text: `-${money(deposit, 'en')}`, right: true },
  ]);
  p.down(15);
  row(p, [
    { x: 300, text: 'Balance Due', bold: true },
    { x: 540, text: `$${money(total - deposit, 'en')}`, right: true, bold: true },
  ]);
  const paid = addDays(received, rng.int(1, 9));
  note(p, 70, p.y + 36, `paid ck #${digits(rng, 4)} ${fmt(paid, 'us2')}`, 12);
  p.text(297, 'Make checks payable to the shop. 1.5% per month on balances over 30 days. EIN ' + `${digits(rng, 2)}-${digits(rng, 7)}`, {
    y: 812,
    size: 7,
    align: 'center',
  });
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: billed,
    shopName: shop,
    serviceMileage: odo,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 1978: a typed British garage bill at 8 % VAT, stamped DUPLICATE, with a "settled" note. */
export const ukDuplicate1978: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Sutcliffe', 'McAllister', 'Dunbar'])} Motors`;
  const billed = rng.date(1974, 1978);
  const vat = ukVat(billed);
  const l = lines(rng, 2, 3, 0.12);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const odo = rng.int(20000, 90000);
  const p = page();
  p.text(40, shop.toUpperCase(), { y: 56, size: 16, bold: true, serif: true });
  p.text(40, `Repairs · Servicing · Agents for ${rng.pick(['British Leyland', 'Vauxhall', 'Rootes'])}   ${place.town} (${place.phone}) ${digits(rng, 5)}`, {
    y: 70,
    size: 8,
    serif: true,
  });
  stamp(p, 420, 40, ['DUPLICATE'], 14);
  p.text(40, `To: ${enPerson(rng)}`, { y: 110, serif: true });
  p.text(
    40,
    `Date: ${fmt(billed, 'ukDots')}        Car: ${rng.pick(['Morris Minor 1000', 'Triumph Herald 13/60', 'Ford Cortina Mk III', 'Hillman Imp'])}   Reg. ${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1)}   Mileage ${odo}`,
    { y: 126, size: 9, serif: true },
  );
  p.y = 160;
  for (const [i, j] of l.jobs.entries()) {
    row(
      p,
      [
        { x: 60, text: j, serif: true },
        { x: 520, text: money(l.jobCents[i], 'en'), right: true, serif: true },
      ],
      10,
    );
    p.down(15);
  }
  row(
    p,
    [
      { x: 300, text: 'Labour', serif: true },
      { x: 520, text: money(labour, 'en'), right: true, serif: true },
    ],
    10,
  );
  p.down(22);
  for (const [i, t] of l.parts.entries()) {
    row(
      p,
      [
        { x: 60, text: t, serif: true },
        { x: 520, text: money(l.partCents[i], 'en'), right: true, serif: true },
      ],
      10,
    );
    p.down(15);
  }
  row(
    p,
    [
      { x: 300, text: 'Parts', serif: true },
      { x: 520, text: money(parts, 'en'), right: true, serif: true },
    ],
    10,
  );
  p.down(24);
  row(
    p,
    [
      { x: 300, text: `V.A.T. ${vat}%`, serif: true },
      { x: 520, text: money(tax(net, vat), 'en'), right: true, serif: true },
    ],
    10,
  );
  p.down(16);
  row(
    p,
    [
      { x: 300, text: 'TOTAL', serif: true, bold: true },
      { x: 520, text: `£${money(total, 'en')}`, right: true, serif: true, bold: true },
    ],
    10.5,
  );
  note(p, 80, p.y + 40, `Settled with thanks ${fmt(addDays(billed, rng.int(1, 14)), 'ukDots')}`, 12);
  p.text(40, `V.A.T. Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { y: 800, size: 7, serif: true });
  return gen(p, 'en', {
    documentType: 'service',
    serviceDate: billed,
    shopName: shop.toUpperCase(),
    serviceMileage: odo,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

export const SERVICE_EN: Family[] = [
  usFaxedRepairOrder,
  ukCoveringLetter,
  usCarbonForm,
  ukInvoiceWithFuelSlip,
  usDenseDealerRO,
  ukRevisedInvoice,
  usAnnotatedRestorer,
  ukDuplicate1978,
];
