/**
 * British and Irish bills around the test: a modern MOT invoice with the test fee outside the scope of VAT, a 1970s
 * MOT-failure repair, a classic specialist's pre-MOT check, and an Irish NCT preparation with the fee paid on the
 * customer's behalf.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, r2, row, sum, vatIE, vatUK, wrap, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { carEN, head, odo, personEN, plateUK, streetEN, thousands, TOWNS_UK } from './kit';

/** A 2010s–2020s independent garage: labour and parts with VAT, the MOT fee after the VAT as non-VAT. */
export function motInvoiceModern(rng: Random): Generated {
  const date = dateIn(rng, 2011, 2025);
  const year = yearOf(date);
  const [town, pc] = rng.pick(TOWNS_UK);
  const car = carEN(rng, 1995);
  const firm = `${rng.pick(['Abbey', 'Castle', 'Riverside', 'Priory', 'Northgate'])} ${rng.pick(['Motors', 'Garage', 'Autocentre'])} Ltd`;
  const miles = odo(rng, year - car.built);
  const rate = rng.pick([48, 55, 62, 68, 75]);
  const labour = rng
    .some(
      [
        'Replace nearside front brake hose',
        'Adjust headlamp aim',
        'Replace rear number plate lamp',
        'Weld sill section offside, rust-proof',
        'Replace front anti-roll bar drop links',
        'Renew exhaust back box',
        'Re-test after repair',
      ],
      rng.int(2, 4),
    )
    .map((t) => ({ t, h: r2(rng.int(1, 8) / 2) }));
  const parts = rng
    .some(
      ['Brake hose', 'Bulb 12V 5W', 'Drop links (pair)', 'Exhaust rear silencer', 'Clamp 45mm', 'Steel sheet 1.2mm', 'Wax injection aerosol'],
      rng.int(2, 4),
    )
    .map((t) => ({ t, q: rng.int(1, 2), u: r2(rng.int(250, 9500) / 100) }));
  const mot = rng.pick([54.85, 54.85, 45.0, 40.0]);
  const lab = sum(labour.map((l) => r2(l.h * rate)));
  const par = sum(parts.map((x) => r2(x.q * x.u)));
  const sub = r2(lab + par);
  const v = vatUK(year);
  const vat = r2((sub * v) / 100);
  const total = r2(sub + vat + mot);
  const p = new PageBuilder();
  p.y = 50;
  head(p, [
    firm,
    `${streetEN(rng)}, ${town} ${pc} ${rng.int(1, 9)}${'ABDEFGHJ'[rng.int(0, 7)]}${'LNPQRSTU'[rng.int(0, 7)]}`,
    `DVSA Authorised MOT Test Centre · VAT Reg. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
  ]);
  p.down(8);
  p.text(545, 'INVOICE', { size: 16, bold: true, align: 'right', y: 60 });
  const y0 = p.y;
  [
    ['Invoice No', String(rng.int(10000, 39999))],
    ['Date', fd(date, 'uk')],
    ['Reg', plateUK(rng, car.built)],
    ['Make/Model', `${car.make} ${car.model}`],
    ['Mileage', thousands(miles, ',')],
  ].forEach(([a, b], i) => {
    p.text(360, a, { size: 8.5, y: y0 + i * 12 }).text(440, b, { size: 8.5, y: y0 + i * 12 });
  });
  p.text(50, 'Invoice to:', { size: 8.5, y: y0 })
    .text(50, personEN(rng), { size: 9.5, y: y0 + 13 })
    .text(50, streetEN(rng), { size: 9.5, y: y0 + 25 })
    .text(50, town, { size: 9.5, y: y0 + 37 });
  p.y = y0 + 78;
  const cols = [{ x: 50 }, { x: 390, align: 'right' as const }, { x: 465, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.box(48, p.y - 11, 499, 15, true);
  row(p, cols, ['Description', 'Qty/Hrs', 'Unit £', 'Net £'], { bold: true });
  p.down(16);
  p.text(50, `MOT test carried out ${fd(date, 'uk')} — FAIL. Repairs as authorised by customer:`, { size: 8.5 }).down(13);
  for (const l of labour) {
    row(p, cols, [l.t, num(l.h, 'plain'), num(rate, 'plain'), num(r2(l.h * rate), 'en')]);
    p.down(12);
  }
  for (const x of parts) {
    row(p, cols, [x.t, String(x.q), num(x.u, 'plain'), num(r2(x.q * x.u), 'en')]);
    p.down(12);
  }
  row(p, cols, ['MOT test fee (Class 4)', '1', num(mot, 'plain'), num(mot, 'en')]);
  p.down(20);
  hline(p, 320, 227);
  p.down(13);
  const tl: [string, number, boolean][] = [
    ['Labour', lab, false],
    ['Parts', par, false],
    ['Sub-total (VATable)', sub, false],
    [`VAT @ ${v}%`, vat, false],
    ['MOT fee (outside the scope of VAT)', mot, false],
    ['TOTAL DUE £', total, true],
  ];
  for (const [a, b, bold] of tl) p.text(465, a, { size: 9, bold, align: 'right' }).text(545, num(b, 'en'), { size: 9, bold, align: 'right' }).down(13);
  p.down(14);
  p.text(50, `Vehicle passed re-test. MOT certificate issued, expires ${fd(addDays(date, 364), 'uklong')}.`, { size: 8.5 }).down(11);
  p.text(50, 'Payment by card received with thanks. Parts remain our property until paid in full.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: [...labour.map((l) => l.t), 'MOT test fee (Class 4)'],
    partsUsed: parts.map((x) => x.t),
  });
}

/** A 1970s/early-80s typed bill: repairs to an MOT failure, the test fee, VAT added on the repairs. */
export function motFailureSeventies(rng: Random): Generated {
  const date = dateIn(rng, 1975, 1984);
  const year = yearOf(date);
  const [town] = rng.pick(TOWNS_UK);
  const car = carEN(rng, year - 3);
  const firm = `${rng.pick(['J. & R.', 'A. E.', 'W. H.'])} ${rng.pick(['Pickering', 'Hollis', 'Bradshaw', 'Entwistle'])} & Son`;
  const miles = odo(rng, year - car.built);
  const jobs = rng.some(
    [
      ['To replacing offside track rod end', r2(rng.int(400, 900) / 100)],
      ['To welding floor pan nearside and underseal', r2(rng.int(1800, 4500) / 100)],
      ['To adjusting handbrake and rear brakes', r2(rng.int(300, 700) / 100)],
      ['To fitting new wiper blades', r2(rng.int(100, 250) / 100)],
      ['To renewing exhaust system complete', r2(rng.int(600, 1400) / 100)],
      ['To setting headlamps', r2(rng.int(150, 350) / 100)],
    ] as [string, number][],
    rng.int(3, 4),
  );
  const parts = rng.some(
    [
      ['Track rod end', r2(rng.int(250, 600) / 100)],
      ['Wiper blades, pair', r2(rng.int(150, 300) / 100)],
      ['Exhaust system', r2(rng.int(1800, 3500) / 100)],
      ['Steel, underseal', r2(rng.int(300, 800) / 100)],
      ['Split pins, nuts', r2(rng.int(20, 90) / 100)],
    ] as [string, number][],
    rng.int(2, 3),
  );
  const test = r2(rng.pick([2.6, 3.3, 4.6, 5.5, 7.2, 8.6]));
  const lab = sum(jobs.map((j) => j[1]));
  const par = sum(parts.map((j) => j[1]));
  const v = vatUK(year);
  const vat = r2(((lab + par) * v) / 100);
  const total = r2(lab + par + vat + test);
  const p = new PageBuilder();
  p.y = 62;
  p.text(297, firm.toUpperCase(), { size: 14, bold: true, serif: true, align: 'center' }).down(13);
  p.text(297, `Motor Engineers · M.O.T. Testing Station · ${streetEN(rng)}, ${town}`, { size: 8.5, serif: true, align: 'center' }).down(11);
  p.text(297, `Telephone ${town} ${rng.int(2000, 8999)}   ·   V.A.T. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, {
    size: 8.5,
    serif: true,
    align: 'center',
  }).down(32);
  p.text(60, `Mr. ${personEN(rng)}`, { serif: true, size: 10 })
    .text(535, fd(date, 'uklong'), { serif: true, size: 10, align: 'right' })
    .down(14);
  p.text(60, `${streetEN(rng)}, ${town}`, { serif: true, size: 10 }).down(28);
  p.text(60, `${car.make} ${car.model}   Reg. No. ${plateUK(rng, car.built)}   Mileage ${thousands(miles, ',')}`, { serif: true, size: 10 }).down(22);
  p.text(60, 'To repairs following M.O.T. test failure:', { serif: true, size: 10 }).down(16);
  for (const [t, a] of jobs) p.text(70, t, { serif: true, size: 10 }).text(535, num(a, 'en'), { serif: true, size: 10, align: 'right' }).down(14);
  p.down(4);
  p.text(70, 'Parts:', { serif: true, size: 10 }).down(14);
  for (const [t, a] of parts) p.text(80, t, { serif: true, size: 10 }).text(535, num(a, 'en'), { serif: true, size: 10, align: 'right' }).down(14);
  p.down(6);
  const t = (a: string, b: number, bold = false) =>
    p.text(430, a, { serif: true, size: 10, bold, align: 'right' }).text(535, num(b, 'en'), { serif: true, size: 10, bold, align: 'right' }).down(14);
  t('Labour', lab);
  t('Parts', par);
  t(`V.A.T. at ${v}%`, vat);
  t('M.O.T. test fee (no V.A.T.)', test);
  hline(p, 440, 100);
  p.down(14);
  t('Total £', total, true);
  p.down(20);
  p.text(60, 'Vehicle re-tested and passed. Test certificate handed to customer.', { serif: true, size: 9.5 }).down(14);
  p.text(60, 'With thanks — E. & O.E.', { serif: true, size: 9.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j[0]),
    partsUsed: parts.map((j) => j[0]),
  });
}

/** A classic specialist's pre-MOT inspection report and invoice in one: a checklist, then the charges. */
export function preMotSpecialist(rng: Random): Generated {
  const date = dateIn(rng, 1992, 2007);
  const year = yearOf(date);
  const [town, pc] = rng.pick(TOWNS_UK);
  const car = carEN(rng, year - 12);
  const firm = `${rng.pick(['Marque', 'Heritage', 'Vintage', 'Sportscar'])} ${rng.pick(['Restorations', 'Classics', 'Engineering'])}`;
  const miles = odo(rng, year - car.built);
  const checks = [
    'Lights & indicators',
    'Steering & suspension',
    'Brakes (Tapley test)',
    'Tyres & wheels',
    'Seat belts',
    'Exhaust & emissions',
    'Body & structure',
  ];
  const results = checks.map((c) => [c, rng.pick(['OK', 'OK', 'OK', 'Advisory', 'Attention'])]);
  const work = rng
    .some(
      [
        'Pre-MOT inspection',
        'Rebuild front trunnions',
        'Replace rear wheel cylinders',
        'Bleed and adjust brakes',
        'Set tracking',
        'Tune carburettors, CO check',
        'Present vehicle for MOT',
      ],
      rng.int(3, 5),
    )
    .map((t) => ({ t, a: r2(rng.int(2000, 22000) / 100) }));
  const parts = rng
    .some(['Trunnion kit', 'Wheel cylinders (2)', 'Brake fluid DOT 4', 'Spark plugs (4)', 'Fan belt'], rng.int(2, 3))
    .map((t) => ({ t, a: r2(rng.int(400, 7800) / 100) }));
  const mot = r2(rng.pick([25, 28.9, 30.87, 35.3, 40.0, 44.35]));
  const lab = sum(work.map((w) => w.a));
  const par = sum(parts.map((w) => w.a));
  const v = vatUK(year);
  const vat = r2(((lab + par) * v) / 100);
  const total = r2(lab + par + vat + mot);
  const p = new PageBuilder();
  p.y = 54;
  head(
    p,
    [
      firm,
      `Unit ${rng.int(1, 24)}, ${rng.pick(['Brook', 'Mill', 'Station'])} Industrial Estate, ${town} ${pc}`,
      'Specialists in British sports cars since 1979',
    ],
    { align: 'center' },
  );
  p.down(14);
  p.text(50, `Customer: ${personEN(rng)}`, { size: 9 })
    .text(545, `Invoice ${rng.int(3000, 9999)} · ${fd(date, 'ukdot')}`, { size: 9, align: 'right' })
    .down(12);
  p.text(50, `Vehicle: ${car.make} ${car.model} (${car.built}), ${plateUK(rng, car.built)}, chassis ${car.vin}`, { size: 9 }).down(12);
  p.text(50, `Odometer: ${thousands(miles, ',')} miles`, { size: 9 }).down(20);
  p.text(50, 'PRE-MOT CHECK', { size: 10, bold: true }).down(14);
  results.forEach(([c, r], i) => {
    const x = i % 2 === 0 ? 60 : 310;
    p.text(x, c, { size: 8.5 }).text(x + 200, r, { size: 8.5, align: 'right' });
    if (i % 2 === 1 || i === results.length - 1) p.down(12);
  });
  p.down(12);
  p.text(50, 'CHARGES', { size: 10, bold: true }).down(14);
  for (const w of work) p.text(60, w.t, { size: 9 }).text(545, num(w.a, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(430, 'Labour total', { size: 9, bold: true }).text(545, num(lab, 'en'), { size: 9, bold: true, align: 'right' }).down(16);
  for (const w of parts) p.text(60, w.t, { size: 9 }).text(545, num(w.a, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(430, 'Parts total', { size: 9, bold: true }).text(545, num(par, 'en'), { size: 9, bold: true, align: 'right' }).down(16);
  p.text(430, `VAT ${v}%`, { size: 9 }).text(545, num(vat, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(60, 'MOT test fee paid on your behalf (no VAT)', { size: 9 }).text(545, num(mot, 'en'), { size: 9, align: 'right' }).down(14);
  hline(p, 420, 127);
  p.down(14);
  p.text(430, 'Balance due £', { size: 10, bold: true }).text(545, num(total, 'en'), { size: 10, bold: true, align: 'right' }).down(28);
  for (const l of wrap(
    'Advisories noted on the test certificate have been discussed with the customer. We recommend the rear springs are attended to before the next test.',
    105,
  ))
    p.text(50, l, { size: 8.5 }).down(11);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.t),
    partsUsed: parts.map((w) => w.t),
  });
}

/** An Irish garage prepares the car for the NCT and takes it there; VAT on the repairs, the NCT fee outside it. */
export function nctPreparation(rng: Random): Generated {
  const date = dateIn(rng, 2006, 2024);
  const year = yearOf(date);
  const town = rng.pick(['Mullingar', 'Athlone', 'Ennis', 'Navan', 'Carlow', 'Tralee', 'Letterkenny']);
  const county = rng.pick(['Co. Westmeath', 'Co. Clare', 'Co. Meath', 'Co. Kerry', 'Co. Donegal']);
  const car = carEN(rng, 2000);
  const firm = `${rng.pick(['Kavanagh', 'Brennan', 'Doyle', 'Fitzgerald'])} Motors`;
  const km = odo(rng, year - car.built);
  const lines = [
    { t: 'NCT pre-test check', a: r2(rng.int(3500, 6000) / 100), k: 'L' },
    ...rng.some(
      [
        { t: 'Replace front shock absorbers', a: r2(rng.int(8000, 14000) / 100), k: 'L' },
        { t: 'Shock absorbers front (pair)', a: r2(rng.int(9000, 18000) / 100), k: 'P' },
        { t: 'Headlight alignment', a: r2(rng.int(1500, 3000) / 100), k: 'L' },
        { t: 'Replace rear brake pipes', a: r2(rng.int(9000, 16000) / 100), k: 'L' },
        { t: 'Brake pipe kit', a: r2(rng.int(2500, 5000) / 100), k: 'P' },
        { t: 'Wiper blades', a: r2(rng.int(1500, 3000) / 100), k: 'P' },
      ],
      rng.int(3, 4),
    ),
    { t: 'Deliver car to NCT centre and collect', a: r2(rng.int(2500, 4500) / 100), k: 'L' },
  ];
  const nct = r2(rng.pick([49.5, 55, 55, 28]));
  const net = sum(lines.map((l) => l.a));
  const v = vatIE(year);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat + nct);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, firm.toUpperCase(), { size: 17, bold: true }).down(14);
  p.text(
    50,
    `${town}, ${county}   ·   Tel 0${rng.int(40, 99)} ${rng.int(10, 99)} ${rng.int(10000, 99999)}   ·   VAT No. IE${rng.int(1000000, 9999999)}${'ABCDEFGH'[rng.int(0, 7)]}`,
    { size: 8.5 },
  ).down(30);
  p.text(50, 'INVOICE', { size: 12, bold: true }).down(16);
  const info: [string, string][] = [
    ['Invoice', `${rng.int(10000, 99999)}`],
    ['Date', fd(date, 'uk')],
    ['Customer', personEN(rng)],
    ['Reg', `${String(car.built).slice(2)}-${rng.pick(['WH', 'CE', 'MH', 'KY', 'DL'])}-${rng.int(100, 9999)}`],
    ['Vehicle', `${car.make} ${car.model}`],
    ['Odometer', `${thousands(km, ',')} km`],
  ];
  info.forEach(([a, b], i) => {
    const x = i < 3 ? 50 : 310;
    const y = p.y + (i % 3) * 13;
    p.text(x, `${a}:`, { size: 9, y }).text(x + 65, b, { size: 9, y });
  });
  p.down(52);
  const cols = [{ x: 50 }, { x: 470 }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Description', 'Type', 'Amount €'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const l of lines) {
    row(p, cols, [l.t, l.k === 'L' ? 'Labour' : 'Parts', num(l.a, 'en')]);
    p.down(12);
  }
  p.down(10);
  p.text(465, 'Goods & services', { size: 9, align: 'right' }).text(545, num(net, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(465, `VAT @ ${v}%`, { size: 9, align: 'right' }).text(545, num(vat, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(465, `NCT ${nct === 28 ? 're-test' : 'test'} fee paid for customer`, { size: 9, align: 'right' })
    .text(545, num(nct, 'en'), { size: 9, align: 'right' })
    .down(14);
  p.text(465, 'Total €', { size: 10.5, bold: true, align: 'right' }).text(545, num(total, 'en'), { size: 10.5, bold: true, align: 'right' }).down(28);
  p.text(50, `Car passed NCT on ${fd(date, 'uk')}. Certificate and disc to be posted to the owner by NCTS.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: firm.toUpperCase(),
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: lines.filter((l) => l.k === 'L').map((l) => l.t),
    partsUsed: lines.filter((l) => l.k === 'P').map((l) => l.t),
  });
}
