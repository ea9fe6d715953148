import type { Random } from '../random';
import type { Generated } from '../types';
import { UK_JOBS, pickJobs } from './jobs';
import { addDays, addMonths, cents, date, digits, gbp, letters, miles, num, page, person, UK_FIRST, UK_LAST, UK_MALE, sum, table, ukPlate } from './kit';

const vat = (net: number) => cents(net * 0.2);

/** A UK franchised dealer's invoice: logo right, "Tax point" and "Date in" apart from the invoice date, mileage in, one table with a type code, VAT at 20 %. */
export function ukDealer(rng: Random): Generated {
  const shop = rng.pick(['Hallam & Pryce Motors Ltd', 'Barnstaple Motor Company Ltd', 'Kingsway Garages (Leeds) Ltd']);
  const invoice = rng.date(2018, 2025);
  const dateIn = addDays(invoice, -rng.int(1, 5));
  const mi = rng.int(28000, 118000);
  const { labour, parts } = pickJobs(rng, [UK_JOBS[0], UK_JOBS[1], UK_JOBS[3], UK_JOBS[4], UK_JOBS[7]], 3, rng.pick([96, 108, 115]));
  const lab = sum(labour);
  const par = sum(parts);
  const net = cents(lab + par);
  const total = cents(net + vat(net));
  const b = page();
  b.text(555, shop, { y: 62, size: 19, bold: true, align: 'right' });
  b.text(
    555,
    `Heritage Service Centre · ${rng.int(2, 180)} Station Road · ${rng.pick(['Barnstaple EX31', 'Leeds LS12', 'Ludlow SY8'])} ${rng.int(1, 9)}${letters(rng, 2)}`,
    { y: 76, size: 8, align: 'right' },
  );
  b.text(555, `Tel 01${digits(rng, 3)} ${digits(rng, 6)} · VAT Reg No GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    y: 87,
    size: 8,
    align: 'right',
  });
  b.y = 125;
  b.text(40, 'SALES INVOICE', { size: 14, bold: true });
  b.y = 150;
  const cust = person(rng, UK_MALE, UK_LAST);
  [`Mr ${cust}`, `${rng.int(1, 40)} ${rng.pick(['Orchard Close', 'Mill Lane', 'The Green'])}`, rng.pick(['Bideford', 'Otley', 'Church Stretton'])].forEach(
    (l, i) => b.text(40, l, { y: 150 + i * 13 }),
  );
  const info: [string, string][] = [
    ['Invoice No', `SI${digits(rng, 6)}`],
    ['Invoice Date', date(invoice, 'uk')],
    ['Tax Point', date(invoice, 'uk')],
    ['Date In', date(dateIn, 'uk')],
    ['Account', `C${digits(rng, 5)}`],
  ];
  info.forEach(([l, v], i) => b.text(370, l, { y: 150 + i * 13, size: 9 }).text(460, v, { y: 150 + i * 13, size: 9 }));
  b.y = 232;
  b.box(40, b.y - 11, 515, 30);
  const veh: [string, string][] = [
    ['Reg', ukPlate(rng)],
    ['Model', rng.pick(['Triumph TR6', 'Jaguar XJ6 S2', 'Rover P6 3500'])],
    ['Mileage In', miles(mi, 'en')],
    ['Chassis', `${letters(rng, 2)}${digits(rng, 5)}${letters(rng, 1)}`],
  ];
  veh.forEach(([l, v], i) => b.text(46 + i * 128, l, { size: 7 }).text(46 + i * 128, v, { y: b.y + 12, size: 10 }));
  b.y = 285;
  const rows: string[][] = [
    ...labour.map((l) => ['L', l.text, num(l.qty, 'en'), num(l.unit, 'en'), num(l.amount, 'en')]),
    ...parts.map((p) => ['P', p.text, '1', num(p.unit, 'en'), num(p.amount, 'en')]),
  ];
  table(
    b,
    [
      { x: 44, head: 'Type' },
      { x: 80, head: 'Description' },
      { x: 390, head: 'Qty/Hrs', align: 'right' },
      { x: 465, head: 'Unit £', align: 'right' },
      { x: 551, head: 'Net £', align: 'right' },
    ],
    rows,
    { rules: 'grid' },
  );
  b.down(10);
  const totals: [string, string, boolean][] = [
    ['Labour', gbp(lab), false],
    ['Parts', gbp(par), false],
    ['Total Net', gbp(net), false],
    ['VAT @ 20%', gbp(vat(net)), false],
    ['Invoice Total', gbp(total), true],
  ];
  for (const [l, v, bold] of totals) {
    b.text(380, l, { bold }).text(551, v, { align: 'right', bold });
    b.down(14);
  }
  b.down(16);
  b.text(
    40,
    `Payment due within 30 days (by ${date(addDays(invoice, 30), 'uk')}). Lloyds Bank plc, sort code 30-${digits(rng, 2)}-${digits(rng, 2)}, account ${digits(rng, 8)}.`,
    { size: 8.5 },
  );
  b.text(40, `${shop}. Registered in England and Wales No. ${digits(rng, 7)}. Registered office as above.`, { y: 805, size: 7 });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: mi,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}

/** An independent garage's job sheet turned invoice: serif letterhead with a proprietor line, labels above ruled entry lines, work and parts in free text, not VAT registered. */
export function ukJobSheet(rng: Random): Generated {
  const owner = rng.pick(UK_LAST);
  const shop = `${owner} ${rng.pick(['Motor Engineers', 'Auto Repairs', 'Garage'])}`;
  const invoice = rng.date(2015, 2024);
  const mi = rng.int(30000, 140000);
  const rate = rng.pick([45, 52, 58]);
  const { labour, parts } = pickJobs(rng, [UK_JOBS[2], UK_JOBS[3], UK_JOBS[5], UK_JOBS[6], UK_JOBS[7]], 2, rate);
  const lab = sum(labour);
  const par = sum(parts);
  const total = cents(lab + par);
  const b = page();
  b.text(297, shop, { y: 64, size: 22, serif: true, bold: true, align: 'center' });
  b.text(
    297,
    `Prop. ${rng.pick(UK_FIRST)} ${owner} · Unit ${rng.int(1, 9)}, Tannery Yard, Kendal LA9 ${rng.int(4, 7)}${letters(rng, 2)} · 01539 ${digits(rng, 6)}`,
    { y: 80, size: 8, align: 'center' },
  );
  b.y = 120;
  b.text(40, 'JOB SHEET / INVOICE', { size: 12, bold: true }).text(555, `No. ${digits(rng, 4)}`, { size: 12, bold: true, align: 'right' });
  b.y = 150;
  const cells: [string, string, number][] = [
    ['Customer', person(rng, UK_FIRST, UK_LAST), 40],
    ['Date', date(invoice, 'uk-dots'), 330],
  ];
  const cells2: [string, string, number][] = [
    ['Make & model', rng.pick(['MGB GT 1974', 'Morris Minor 1000 Traveller', 'Austin-Healey Sprite Mk IV', 'Land Rover Series IIA']), 40],
    ['Reg. no.', ukPlate(rng), 250],
    ['Mileage', `${miles(mi, 'en')} mls`, 420],
  ];
  for (const row of [cells, cells2]) {
    for (const [l, v, x] of row) {
      b.text(x, l, { size: 7.5 });
      b.text(x + 4, v, { y: b.y + 14, size: 11, serif: true });
      b.box(x, b.y + 17, row === cells ? 250 : 150, 0.01);
    }
    b.down(36);
  }
  b.down(6);
  b.text(40, 'Work carried out', { size: 7.5 });
  b.down(14);
  for (const l of labour) {
    b.text(44, l.text, { serif: true, size: 11 })
      .text(470, `${num(l.qty, 'en')} hrs`, { serif: true, size: 11, align: 'right' })
      .text(551, num(l.amount, 'en'), { serif: true, size: 11, align: 'right' });
    b.box(40, b.y + 4, 515, 0.01);
    b.down(18);
  }
  b.down(10);
  b.text(40, 'Parts supplied', { size: 7.5 });
  b.down(14);
  for (const p of parts) {
    b.text(44, p.text, { serif: true, size: 11 }).text(551, num(p.amount, 'en'), { serif: true, size: 11, align: 'right' });
    b.box(40, b.y + 4, 515, 0.01);
    b.down(18);
  }
  b.down(14);
  b.text(380, `Labour (${gbp(rate, true)}/hr)`, { size: 9.5 }).text(551, gbp(lab), { align: 'right', serif: true, size: 11 });
  b.down(16);
  b.text(380, 'Parts', { size: 9.5 }).text(551, gbp(par), { align: 'right', serif: true, size: 11 });
  b.down(16);
  b.box(375, b.y - 4, 180, 24);
  b.text(380, 'TOTAL DUE', { y: b.y + 12, size: 9.5, bold: true }).text(551, gbp(total), { y: b.y + 12, align: 'right', serif: true, size: 12, bold: true });
  b.down(50);
  b.text(40, 'Not VAT registered. Cheques payable to ' + `${rng.pick(UK_FIRST)} ${owner}` + '. Thank you for your custom.', { size: 8.5 });
  b.down(12);
  b.text(40, `Next service due at ${miles(Math.ceil((mi + 3000) / 100) * 100, 'en')} miles or 6 months.`, { size: 8.5 });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: mi,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
      nextServiceMileage: Math.ceil((mi + 3000) / 100) * 100,
    },
  };
}

/** A marque specialist: monogram and name, "Date of work" beside the invoice date, labour as one summed block, parts with part numbers, totals in a right column without labels' colons. */
export function ukSpecialist(rng: Random): Generated {
  const shop = rng.pick(['Cotswold Jaguar Classics', 'Penrith Healey Works', 'Severn Valley Bristol Cars']);
  const invoice = rng.date(2019, 2025);
  const work = addDays(invoice, -rng.int(3, 20));
  const mi = rng.int(40000, 95000);
  const rate = rng.pick([78, 84, 90]);
  const { labour, parts } = pickJobs(rng, [UK_JOBS[0], UK_JOBS[2], UK_JOBS[4], UK_JOBS[6]], 2, rate);
  const lab = sum(labour);
  const par = sum(parts);
  const net = cents(lab + par);
  const total = cents(net + vat(net));
  const next = Math.ceil((mi + 3000) / 500) * 500;
  const b = page();
  const mono = shop
    .split(' ')
    .map((w) => w[0])
    .join('');
  b.box(40, 40, 46, 46);
  b.text(63, mono, { y: 71, size: 18, bold: true, serif: true, align: 'center' });
  b.text(98, shop, { y: 62, size: 17, serif: true });
  b.text(98, 'Servicing · Restoration · Parts for the discerning owner', { y: 77, size: 8.5 });
  b.y = 130;
  b.text(40, `Invoice ${digits(rng, 5)}`, { size: 13, bold: true });
  b.down(22);
  b.text(40, 'Invoice date', { size: 9 }).text(140, date(invoice, 'uk-long'), { size: 9 });
  b.text(320, 'Date of work', { size: 9 }).text(420, date(work, 'uk-long'), { size: 9 });
  b.down(13);
  b.text(40, 'Vehicle', { size: 9 }).text(140, `${rng.pick(['Jaguar E-Type S1 4.2 FHC', 'Austin-Healey 3000 MkIII', 'Bristol 411'])}, ${ukPlate(rng)}`, {
    size: 9,
  });
  b.text(320, 'Odometer', { size: 9 }).text(420, `${miles(mi, 'en')} miles`, { size: 9 });
  b.down(13);
  b.text(40, 'Client', { size: 9 }).text(140, person(rng, UK_FIRST, UK_LAST), { size: 9 });
  b.down(30);
  b.text(40, 'Work undertaken', { bold: true });
  b.down(15);
  for (const l of labour) {
    b.text(52, `• ${l.text}`);
    b.down(14);
  }
  b.text(
    52,
    `Labour: ${num(
      labour.reduce((s, l) => s + l.qty, 0),
      'en',
    )} hours at ${gbp(rate)}`,
    { size: 9 },
  ).text(551, gbp(lab), { align: 'right' });
  b.down(26);
  b.text(40, 'Parts', { bold: true });
  b.down(15);
  for (const p of parts) {
    b.text(52, `${letters(rng, 3)}${digits(rng, 4)}`, { size: 8.5 })
      .text(120, p.text)
      .text(551, gbp(p.amount), { align: 'right' });
    b.down(14);
  }
  b.text(120, 'Parts total', { size: 9 }).text(551, gbp(par), { align: 'right' });
  b.down(28);
  for (const [l, v] of [
    ['Subtotal', gbp(net)],
    ['VAT 20%', gbp(vat(net))],
  ]) {
    b.text(420, l, { size: 9.5 }).text(551, v, { align: 'right' });
    b.down(14);
  }
  b.box(415, b.y - 2, 140, 0.01);
  b.down(12);
  b.text(420, 'Amount due', { bold: true }).text(551, gbp(total), { align: 'right', bold: true, size: 11 });
  b.down(30);
  b.text(40, `Recommended: next service ${date(addMonths(invoice, 12), 'uk-long')} or ${miles(next, 'en')} miles, whichever sooner.`, { size: 8.5 });
  b.text(40, `${shop} Ltd · Company no. ${digits(rng, 8)} · VAT GB${digits(rng, 9)} · Barclays 20-${digits(rng, 2)}-${digits(rng, 2)} ${digits(rng, 8)}`, {
    y: 805,
    size: 7,
  });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: work, // the date of work printed apart from the invoice date (issue 11)
      shopName: shop,
      serviceMileage: mi,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
      nextServiceMileage: next,
    },
  };
}

/** A UK MOT test certificate: boxed labels over values, odometer and expiry, the test station. */
export function ukMot(rng: Random): Generated {
  const station = `${rng.pick(UK_LAST)} ${rng.pick(['Testing Centre', 'MOT Station', 'Service Centre'])}`;
  const test = rng.date(2018, 2025);
  const expiry = addDays(addMonths(test, 12), -1);
  const mi = rng.int(20000, 130000);
  const [make, model] = rng.pick([
    ['TRIUMPH', 'SPITFIRE'],
    ['MG', 'MIDGET'],
    ['FORD', 'CORTINA'],
    ['VAUXHALL', 'VIVA'],
  ]);
  const b = page();
  b.text(40, 'MOT test certificate', { y: 60, size: 20, bold: true });
  b.text(40, 'Driver & Vehicle Standards Agency', { y: 76, size: 9 });
  b.text(555, 'VT20', { y: 60, size: 12, bold: true, align: 'right' });
  b.y = 115;
  const rows: [string, string][][] = [
    [
      ['Vehicle registration number', ukPlate(rng)],
      ['Vehicle identification number', `${letters(rng, 3)}${digits(rng, 6)}`],
    ],
    [
      ['Make', make],
      ['Model', model],
    ],
    [
      ['Colour', rng.pick(['GREEN', 'WHITE', 'BLUE', 'RED'])],
      ['Odometer reading', `${miles(mi, 'en')} mi`],
    ],
    [
      ['Date of test', date(test, 'uk-long')],
      ['Expiry date', date(expiry, 'uk-long')],
    ],
    [
      ['MOT test number', `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`],
      ['Test class', '4'],
    ],
  ];
  for (const row of rows) {
    row.forEach(([l, v], i) => {
      b.box(40 + i * 257.5, b.y - 11, 257.5, 34);
      b.text(46 + i * 257.5, l, { size: 7.5 });
      b.text(46 + i * 257.5, v, { y: b.y + 15, size: 11, bold: true });
    });
    b.down(34);
  }
  b.down(20);
  b.text(40, 'Advisories', { bold: true });
  b.down(14);
  b.text(40, 'Nearside front tyre worn close to legal limit (5.2.3 (e))', { size: 9 });
  b.down(12);
  b.text(40, 'Oil leak, but not excessive (8.4.1)', { size: 9 });
  b.down(30);
  b.text(40, 'Testing organisation', { size: 7.5 });
  b.text(40, station, { y: b.y + 13, size: 11 });
  b.text(330, 'Inspector', { size: 7.5 });
  b.text(330, `${rng.pick(UK_FIRST)} ${rng.pick(UK_LAST)}`, { y: b.y + 13, size: 11 });
  b.down(40);
  b.text(40, 'Check the MOT history of this vehicle at www.gov.uk/check-mot-history', { size: 8 });
  return {
    items: b.items,
    language: 'en',
    truth: { documentType: 'service', serviceDate: test, shopName: station, serviceMileage: mi, inspectionValidUntil: expiry },
  };
}
