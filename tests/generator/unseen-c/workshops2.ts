/**
 * Service invoices of the third honest set, second half: a German restorer's serif invoice with
 * the work told apart from the hours, a US dealer's repair order with jobs and their parts, a
 * German auto electrician's bill with the next service, a US carbon-copy shop form and a British
 * auto electrician's computer invoice with a discount column, and a US collision and paint shop's
 * final invoice with body and paint hours.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, amount, cents, day, digits, distance, letters, PageBuilder, pct, rows, rule, serviceBill, sum } from './paper';

export function deRestaurator(rng: Random): Generated {
  const shop = rng.pick(['Hanseklassik Fahrzeugrestaurierung GmbH', 'Oldtimerwerkstatt Lüders & Frahm GmbH']);
  const invoiceDate = rng.date(2014, 2024);
  const done = addDays(invoiceDate, -rng.int(2, 10));
  const km = rng.int(40000, 160000);
  const work = rng.some(
    [
      'Bremsanlage komplett überholt',
      'Lenkgetriebe abgedichtet',
      'Vergaser gereinigt und neu abgestimmt',
      'Kupplung erneuert',
      'Zündverteiler überholt',
      'Unterboden konserviert',
    ],
    3,
  );
  const master = { h: rng.int(4, 16) / 2, rate: 9800 };
  const fitter = { h: rng.int(8, 30) / 2, rate: 7600 };
  const labour = Math.round(master.h * master.rate + fitter.h * fitter.rate);
  const parts = rng
    .some(
      ['Bremssattel-Reparatursatz', 'Bremsschläuche (Satz)', 'Kupplungsscheibe', 'Druckplatte', 'Verteilerkappe', 'Unterbodenwachs', 'Vergaserdichtsatz'],
      4,
    )
    .map((text) => ({ text, cents: cents(rng, 1850, 26000) }));
  const partsSum = sum(parts.map((x) => x.cents));
  const net = labour + partsSum;
  const vat = pct(net, 19);
  const total = net + vat;

  const p = new PageBuilder();
  p.text(297, shop.split(' ')[0].toUpperCase(), { size: 24, serif: true, align: 'center', y: 62 });
  p.text(297, shop, { size: 10, serif: true, align: 'center', y: 80 });
  p.text(297, 'Fahrzeugrestaurierung seit 1988 · Stader Straße 210 · 21075 Hamburg', { size: 8, serif: true, align: 'center', y: 93 });
  p.y = 140;
  rows(p, [{ x: 60 }], [['Herrn Dr. Jens Petersen'], ['Elbchaussee 41'], ['22763 Hamburg']], { size: 10, serif: true });
  p.text(535, `Hamburg, den ${day(invoiceDate, 'de-long')}`, { size: 10, serif: true, align: 'right', y: 140 });
  p.y = 215;
  p.text(60, `Rechnung Nr. ${invoiceDate.slice(0, 4)}/${digits(rng, 3)}`, { size: 12, serif: true, bold: true });
  p.down(18);
  p.text(60, `Ihr Porsche 356 B Coupé, amtl. Kennzeichen HH-${letters(rng, 1)} ${rng.int(100, 999)}H, Tachostand ${distance(km, 'de')} km`, {
    size: 9.5,
    serif: true,
  });
  p.down(13);
  p.text(60, `Fertigstellung: ${day(done, 'de')}`, { size: 9.5, serif: true });
  p.down(22);
  p.text(60, 'Ausgeführte Arbeiten', { size: 10, serif: true, bold: true });
  p.down(15);
  for (const w of work) {
    p.text(72, w, { size: 10, serif: true });
    p.down(14);
  }
  p.down(10);
  p.text(60, 'Arbeitszeit', { size: 10, serif: true, bold: true });
  p.down(15);
  const c = [{ x: 72 }, { x: 330, align: 'right' as const }, { x: 535, align: 'right' as const }];
  rows(
    p,
    c,
    [
      [`Meister, ${master.h.toFixed(1).replace('.', ',')} Std.`, `à ${amount(master.rate, 'de')}`, amount(Math.round(master.h * master.rate), 'de')],
      [`Geselle, ${fitter.h.toFixed(1).replace('.', ',')} Std.`, `à ${amount(fitter.rate, 'de')}`, amount(Math.round(fitter.h * fitter.rate), 'de')],
    ],
    { size: 10, serif: true, step: 14 },
  );
  rows(p, c, [['Summe Lohn', '', amount(labour, 'de')]], { size: 10, serif: true, bold: true, step: 22 });
  p.text(60, 'Teile', { size: 10, serif: true, bold: true });
  p.down(15);
  rows(
    p,
    c,
    parts.map((x) => [x.text, '', amount(x.cents, 'de')]),
    { size: 10, serif: true, step: 14 },
  );
  rows(p, c, [['Summe Teile', '', amount(partsSum, 'de')]], { size: 10, serif: true, bold: true, step: 22 });
  rule(p, 330, p.y - 12, 205);
  rows(
    p,
    [{ x: 340 }, { x: 535, align: 'right' }],
    [
      ['netto', amount(net, 'de')],
      ['Umsatzsteuer 19 %', amount(vat, 'de')],
    ],
    { size: 10, serif: true, step: 15 },
  );
  rows(p, [{ x: 340 }, { x: 535, align: 'right' }], [['Endbetrag', `${amount(total, 'de')} EUR`]], { size: 11, serif: true, bold: true });
  p.y = 735;
  p.text(60, 'Wir danken für Ihren Auftrag und wünschen allzeit gute Fahrt.', { size: 9, serif: true });
  p.down(22);
  p.text(
    297,
    `Hamburger Sparkasse · IBAN DE${digits(rng, 2)} 2005 0550 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)} · Steuernummer 47/${digits(rng, 3)}/${digits(rng, 5)}`,
    { size: 7, align: 'center' },
  );

  return serviceBill(p, 'de', {
    serviceDate: done,
    shopName: shop,
    serviceMileage: km,
    labour: labour,
    parts: partsSum,
    total,
    workPerformed: work,
    partsUsed: parts.map((x) => x.text),
  });
}

export function usDealerRepairOrder(rng: Random): Generated {
  const shop = rng.pick(['Bayside European Motorcars', 'Lakeshore Motor Classics']);
  const dateIn = rng.date(2016, 2024);
  const invoiceDate = addDays(dateIn, rng.int(2, 5));
  const miles = rng.int(42000, 131000);
  const jobs = rng
    .some(
      [
        [
          'Replace cam cover gaskets',
          [
            ['Cam cover gasket set', 4890],
            ['Spark plug tube seals', 1620],
          ],
        ],
        ['Valve adjustment', [['Valve cover gasket', 2950]]],
        [
          'Replace front brake rotors and pads',
          [
            ['Brake rotor, front', 11840],
            ['Brake pad set, front', 7425],
          ],
        ],
        ['Replace fuel pump', [['Fuel pump, electric', 28900]]],
        [
          'Replace thermostat and coolant',
          [
            ['Thermostat', 3675],
            ['Coolant, 1 gal', 2899],
          ],
        ],
      ] as const,
      3,
    )
    .map(([title, parts]) => ({ title, labour: cents(rng, 14000, 68000, 500), parts: parts.map(([text, c]) => ({ text, cents: c })) }));
  const labour = sum(jobs.map((j) => j.labour));
  const partsSum = sum(jobs.flatMap((j) => j.parts.map((x) => x.cents)));
  const supplies = Math.min(3500, pct(labour, 5));
  const tax = pct(partsSum + supplies, 8.25);
  const total = labour + partsSum + supplies + tax;

  const p = new PageBuilder();
  p.text(45, shop, { size: 15, bold: true, y: 52 });
  p.text(45, '2450 Bayshore Blvd · San Mateo, CA 94403 · Service (650) 555-0117', { size: 8, y: 65 });
  p.text(45, `BAR Reg. ARD ${digits(rng, 6)}`, { size: 8, y: 76 });
  p.text(550, 'REPAIR ORDER / INVOICE', { size: 11, bold: true, align: 'right', y: 52 });
  const grid: [string, string][] = [
    ['RO NUMBER', digits(rng, 6)],
    ['INVOICE DATE', day(invoiceDate, 'us')],
    ['ADVISOR', rng.pick(['K. NAKAMURA', 'T. ALVAREZ'])],
    ['DATE IN', day(dateIn, 'us')],
    ['DATE COMPLETED', day(dateIn, 'us')],
    ['TAG', `T${rng.int(10, 99)}`],
    ['YEAR/MAKE/MODEL', `${rng.int(1972, 1989)} PORSCHE 911 CARRERA`],
    ['VIN', `WP0AB09${digits(rng, 10)}`],
    ['LICENSE', `CA ${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`],
    ['MILES IN', distance(miles, 'en')],
    ['COLOR', 'GUARDS RED'],
    ['CUSTOMER', rng.pick(['STEVEN HOLLIS', 'MARIA DEL VALLE'])],
  ];
  grid.forEach(([label, value], i) => {
    const x = 40 + (i % 3) * 171.67;
    const y = 90 + Math.floor(i / 3) * 26;
    p.box(x, y, 171.67, 26);
    p.text(x + 4, label, { size: 6, y: y + 8 });
    p.text(x + 4, value, { size: 9, y: y + 21 });
  });
  p.y = 215;
  const c = [{ x: 45 }, { x: 62 }, { x: 135 }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  rows(p, c, [['LN', 'OP / PART#', 'DESCRIPTION', 'PARTS', 'LABOR']], { size: 7.5, bold: true, step: 8 });
  rule(p, 40, p.y - 2, 515);
  p.down(12);
  jobs.forEach((j, i) => {
    const line = String.fromCharCode(65 + i);
    rows(p, c, [[line, `${rng.int(10, 99)}${letters(rng, 2)}`, j.title.toUpperCase(), '', amount(j.labour, 'en')]], { size: 9, bold: true, step: 13 });
    rows(
      p,
      c,
      j.parts.map((x) => ['', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`, x.text, amount(x.cents, 'en'), '']),
      { size: 9, step: 13 },
    );
    p.text(135, `TECH ${rng.int(101, 140)}   CAUSE: WORN / LEAKING   CORRECTION: PERFORMED AS ABOVE`, { size: 7 });
    p.down(18);
  });
  p.y = Math.max(p.y + 10, 520);
  const bx = 355;
  p.box(bx, p.y - 12, 195, 110);
  const t = [{ x: bx + 8 }, { x: 544, align: 'right' as const }];
  rows(
    p,
    t,
    [
      ['LABOR AMOUNT', amount(labour, 'en')],
      ['PARTS AMOUNT', amount(partsSum, 'en')],
      ['SUBLET AMOUNT', '0.00'],
      ['SHOP SUPPLIES', amount(supplies, 'en')],
      ['SALES TAX 8.25%', amount(tax, 'en')],
    ],
    { size: 8.5, step: 15 },
  );
  rows(p, t, [['PLEASE PAY THIS AMOUNT', amount(total, 'en')]], { size: 9.5, bold: true });
  p.text(45, 'I hereby authorize the above repair work to be done', { size: 7.5, y: 540 });
  p.text(45, 'along with the necessary material.', { size: 7.5, y: 550 });
  p.text(45, 'X ____________________________', { size: 9, y: 580 });
  p.y = 700;
  p.text(45, 'Statement of odometer: miles in as shown above. Replaced parts offered to customer.', { size: 7.5 });

  return serviceBill(p, 'en', {
    serviceDate: dateIn,
    shopName: shop,
    serviceMileage: miles,
    labour: labour,
    parts: partsSum,
    total,
    workPerformed: jobs.map((j) => j.title.toUpperCase()),
    partsUsed: jobs.flatMap((j) => j.parts.map((x) => x.text)),
  });
}

export function deAutoElektrik(rng: Random): Generated {
  const shop = rng.pick(['Auto-Elektrik Krämer e.K.', 'Bosch Car Service Hellwig OHG']);
  const date = rng.date(2015, 2024);
  const km = rng.int(70000, 210000);
  const next = (Math.floor(km / 5000) + 2) * 5000;
  const aw = 1190;
  const jobs = rng
    .some(
      [
        'Lichtmaschine prüfen, Regler erneuert',
        'Kabelbaum Motorraum instand gesetzt',
        'Anlasser überholt',
        'Scheinwerfer eingestellt',
        'Batterie geprüft und geladen',
      ],
      3,
    )
    .map((text) => ({ text, aw: rng.int(4, 24) }));
  const parts = rng
    .some(['Spannungsregler 14 V', 'Anlasser-Reparatursatz', 'Batterie 12 V 55 Ah', 'Flachstecker-Sortiment', 'Sicherungskasten'], 3)
    .map((text) => ({ text, cents: cents(rng, 890, 16900) }));
  const labour = sum(jobs.map((j) => j.aw * aw));
  const partsSum = sum(parts.map((x) => x.cents));
  const net = labour + partsSum;
  const vat = pct(net, 19);
  const total = net + vat;

  const p = new PageBuilder();
  p.box(40, 34, 515, 62, true);
  p.text(52, shop, { size: 17, bold: true, y: 60 });
  p.text(52, 'Kfz-Elektrik · Zündung · Batterien · Oldtimer-Elektrik', { size: 9, y: 76 });
  p.text(543, 'Gutenbergstr. 9', { size: 8, align: 'right', y: 52 });
  p.text(543, '44139 Dortmund', { size: 8, align: 'right', y: 63 });
  p.text(543, 'Tel. 0231 55 82 10', { size: 8, align: 'right', y: 74 });
  p.y = 125;
  rows(p, [{ x: 50 }], [['Firma'], ['Ruhr Oldies Sammlung GbR'], ['Hohe Straße 88'], ['44139 Dortmund']], { size: 10 });
  p.y = 125;
  p.text(330, 'Reparaturrechnung', { size: 13, bold: true });
  p.down(18);
  rows(
    p,
    [{ x: 330 }, { x: 430 }],
    [
      ['Beleg-Nr.:', `RE-${digits(rng, 5)}`],
      ['Datum:', day(date, 'de')],
      ['Kennzeichen:', `DO-${letters(rng, 2)} ${rng.int(10, 999)}H`],
      ['Fahrzeug:', 'Opel Commodore A GS'],
      ['Km-Stand:', `${distance(km, 'de')}`],
    ],
    { size: 9.5, step: 14 },
  );
  p.y = 255;
  p.text(50, 'Liefer- und Leistungsdatum entspricht dem Rechnungsdatum.', { size: 8.5 });
  p.down(20);
  const c = [{ x: 50 }, { x: 95 }, { x: 440, align: 'right' as const }, { x: 545, align: 'right' as const }];
  rows(p, c, [['Menge', 'Text', 'Preis', 'Summe']], { size: 8.5, bold: true, step: 6 });
  rule(p, 45, p.y, 505);
  p.down(14);
  rows(
    p,
    c,
    jobs.map((j) => [`${j.aw} AW`, j.text, amount(aw, 'de'), amount(j.aw * aw, 'de')]),
    { size: 9.5, step: 14 },
  );
  rows(
    p,
    c,
    parts.map((x) => ['1 St', x.text, amount(x.cents, 'de'), amount(x.cents, 'de')]),
    { size: 9.5, step: 14 },
  );
  rule(p, 45, p.y - 6, 505);
  p.down(12);
  const t = [{ x: 95 }, { x: 200, align: 'right' as const }, { x: 300 }, { x: 545, align: 'right' as const }];
  rows(
    p,
    t,
    [
      ['Lohn netto', amount(labour, 'de'), 'Netto', amount(net, 'de')],
      ['Teile netto', amount(partsSum, 'de'), '+ MwSt. 19 %', amount(vat, 'de')],
    ],
    { size: 9.5, step: 15 },
  );
  rows(p, t, [['', '', 'Zu zahlen EUR', amount(total, 'de')]], { size: 11, bold: true });
  p.y = 560;
  p.text(50, `Nächster Service bei km ${distance(next, 'de')}`, { size: 9.5, bold: true });
  p.down(14);
  p.text(50, '1 AW = 6 Minuten. Altteile wurden fachgerecht entsorgt.', { size: 8.5 });
  p.y = 790;
  p.text(
    297,
    `Inh. Thomas Krämer · Sparkasse Dortmund IBAN DE${digits(rng, 2)} 4405 0199 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)} · USt-IdNr. DE${digits(rng, 9)}`,
    { size: 7, align: 'center' },
  );

  return serviceBill(p, 'de', {
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    labour: labour,
    parts: partsSum,
    total,
    nextServiceMileage: next,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((x) => x.text),
  });
}

export function usShopForm(rng: Random): Generated {
  const shop = rng.pick(["Hank's Garage & Machine", 'Cedar Hollow Auto Repair']);
  const date = rng.date(2012, 2024);
  const miles = rng.int(18000, 99000);
  const parts = rng
    .some(['Fuel pump', 'Points', 'Condenser', 'Rotor', 'Plugs (6)', 'Fan belt', 'Upper hose'], 4)
    .map((text) => ({ text, qty: 1, cents: cents(rng, 399, 6999) }));
  const work = rng
    .some(['Tune up', 'Replace fuel pump', 'Set dwell + timing', 'Replace fan belt'], 2)
    .map((text) => ({ text, cents: cents(rng, 2500, 12000, 500) }));
  const partsSum = sum(parts.map((x) => x.cents));
  const labour = sum(work.map((x) => x.cents));
  const oil = 1250;
  const tax = pct(partsSum + oil, 5.5);
  const total = partsSum + labour + oil + tax;

  const p = new PageBuilder();
  p.text(297, shop, { size: 18, bold: true, serif: true, align: 'center', y: 52 });
  p.text(297, 'General Repair · Welding · Machine Work — Rt. 4, Millersburg, KY 40348 — 859-555-0163', { size: 8, align: 'center', y: 66 });
  const top: [string, string, number, number][] = [
    ['NAME', rng.pick(['Earl Whitaker', 'Doris Jean Pruitt']), 40, 330],
    ['DATE', day(date, 'us'), 370, 185],
    ['ADDRESS', '120 Hinkston Pike, Millersburg KY', 40, 330],
    ['PHONE', '859-555-0138', 370, 185],
    ['YEAR / MAKE / MODEL', `${rng.int(1948, 1962)} Ford F-100`, 40, 330],
    ['MILEAGE', distance(miles, 'en'), 370, 185],
    ['LICENSE NO.', `${letters(rng, 3)} ${digits(rng, 3)}`, 40, 330],
    ['ORDER NO.', digits(rng, 5), 370, 185],
  ];
  top.forEach(([label, value, x, w], i) => {
    const y = 78 + Math.floor(i / 2) * 28;
    p.box(x, y, w, 28);
    p.text(x + 4, label, { size: 6, y: y + 8 });
    p.text(x + 8, value, { size: 10, y: y + 22 });
  });
  const y0 = 200;
  p.box(40, y0, 330, 300);
  p.box(370, y0, 185, 300);
  const c = [{ x: 46 }, { x: 70 }, { x: 300, align: 'right' as const }, { x: 364, align: 'right' as const }];
  p.y = y0 + 12;
  rows(p, c, [['QTY', 'PARTS / MATERIAL', 'PRICE', 'AMOUNT']], { size: 7, bold: true, step: 16 });
  rows(
    p,
    c,
    parts.map((x) => ['1', x.text, amount(x.cents, 'en'), amount(x.cents, 'en')]),
    { size: 10, step: 17 },
  );
  p.y = y0 + 12;
  p.text(376, 'LABOR', { size: 7, bold: true });
  p.text(549, 'AMOUNT', { size: 7, bold: true, align: 'right' });
  p.down(16);
  rows(
    p,
    [{ x: 376 }, { x: 549, align: 'right' }],
    work.map((x) => [x.text, amount(x.cents, 'en')]),
    { size: 10, step: 17 },
  );
  const sums: [string, number][] = [
    ['TOTAL PARTS', partsSum],
    ['TOTAL LABOR', labour],
    ['GAS, OIL & GREASE', oil],
    ['SALES TAX', tax],
    ['TOTAL', total],
  ];
  sums.forEach(([label, value], i) => {
    const y = y0 + 300 + i * 20;
    p.box(370, y, 185, 20, i === sums.length - 1);
    p.text(376, label, { size: 7.5, bold: true, y: y + 13 });
    p.text(549, amount(value, 'en'), { size: 10, align: 'right', bold: i === sums.length - 1, y: y + 14 });
  });
  p.text(46, 'All parts are new unless otherwise specified.', { size: 7.5, y: y0 + 316 });
  p.text(46, 'Not responsible for loss or damage to cars or articles', { size: 7.5, y: y0 + 328 });
  p.text(46, 'left in cars in case of fire, theft or any other cause.', { size: 7.5, y: y0 + 338 });
  p.text(46, 'Work done by: ____________   Paid  [X] cash  [ ] check', { size: 9, y: y0 + 380 });

  return serviceBill(p, 'en', {
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    labour: labour,
    parts: partsSum,
    total,
    workPerformed: work.map((x) => x.text),
    partsUsed: parts.map((x) => x.text),
  });
}

export function ukAutoElectrician(rng: Random): Generated {
  const shop = rng.pick(['Severn Valley Auto Electrical Ltd', 'Tamar Auto Electrics & Magnetos Ltd']);
  const invoiceDate = rng.date(2015, 2024);
  const jobDate = addDays(invoiceDate, -rng.int(1, 7));
  const miles = rng.int(21000, 96000);
  const rate = 5400;
  const labour = rng
    .some(['Fit new wiring loom', 'Convert dynamo to alternator', 'Overhaul starter motor', 'Fault find charging circuit'], 2)
    .map((text) => ({ text, qty: rng.int(2, 16) / 2 }));
  const parts = rng
    .some(
      [
        ['WL-1962', 'Main wiring loom, cloth covered'],
        ['ALT-ACR', 'Alternator conversion kit'],
        ['LU-RB106', 'Control box RB106'],
        ['ST-M35', 'Starter brush set'],
        ['FU-4', 'Fuse box 4-way'],
        ['RL-12', 'Relay 12V 30A'],
      ] as const,
      3,
    )
    .map(([code, text]) => ({ code, text, qty: 1, price: cents(rng, 1500, 32000), disc: rng.pick([0, 5, 10]) }));
  const partNet = (x: (typeof parts)[number]) => x.price - pct(x.price, x.disc);
  const labourSum = sum(labour.map((x) => Math.round(x.qty * rate)));
  const partsSum = sum(parts.map(partNet));
  const net = labourSum + partsSum;
  const vat = pct(net, 20);
  const total = net + vat;
  const reg = `${letters(rng, 2)}${digits(rng, 2)} ${letters(rng, 3)}`;

  const p = new PageBuilder();
  p.text(45, shop, { size: 14, bold: true, y: 50 });
  p.text(45, 'Classic & Modern Vehicle Electrics · Magneto Repairs · Mobile Service', { size: 8, y: 63 });
  p.text(45, 'Unit 12 Riverside Trading Estate, Worcester WR5 3BT · 01905 555 770', { size: 8, y: 74 });
  p.box(400, 34, 150, 50, true);
  p.text(475, 'SALES INVOICE', { size: 11, bold: true, align: 'center', y: 52 });
  p.text(475, `${digits(rng, 6)}`, { size: 11, align: 'center', y: 70 });
  p.y = 110;
  p.box(40, 100, 250, 70);
  p.text(46, 'Invoice address', { size: 7, y: 110 });
  rows(Object.assign(p, { y: 126 }), [{ x: 50 }], [['Mrs J. Aldridge'], ['Brook Cottage, Upton Snodsbury'], ['Worcester WR7 4NH']], { size: 9.5 });
  p.box(305, 100, 245, 70);
  rows(
    Object.assign(p, { y: 113 }),
    [{ x: 311 }, { x: 400 }],
    [
      ['Invoice date', day(invoiceDate, 'uk-short')],
      ['Job date', day(jobDate, 'uk-short')],
      ['Vehicle', `Jaguar E-Type S1 / ${reg}`],
      ['Odometer', `${distance(miles, 'en')} miles`],
    ],
    { size: 8.5, step: 15 },
  );
  p.y = 195;
  const c = [
    { x: 45 },
    { x: 110 },
    { x: 360, align: 'right' as const },
    { x: 420, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 547, align: 'right' as const },
  ];
  p.box(40, p.y - 12, 510, 17, true);
  rows(p, c, [['Code', 'Description', 'Qty', 'Price', 'Disc %', 'Net']], { size: 8.5, bold: true, step: 19 });
  rows(
    p,
    c,
    labour.map((x) => ['LAB', x.text, x.qty.toFixed(2), amount(rate, 'en'), '0', amount(Math.round(x.qty * rate), 'en')]),
    { size: 9, step: 14 },
  );
  rows(
    p,
    c,
    parts.map((x) => [x.code, x.text, x.qty.toFixed(2), amount(x.price, 'en'), String(x.disc), amount(partNet(x), 'en')]),
    { size: 9, step: 14 },
  );
  rule(p, 40, p.y - 4, 510);
  p.y = 420;
  const bx = 360;
  const t = [{ x: bx + 6 }, { x: 544, align: 'right' as const }];
  const box: [string, string][] = [
    ['Labour', amount(labourSum, 'en')],
    ['Parts', amount(partsSum, 'en')],
    ['Net total', amount(net, 'en')],
    ['VAT 20%', amount(vat, 'en')],
    ['Invoice total £', amount(total, 'en')],
  ];
  p.box(bx, p.y - 12, 190, box.length * 16 + 4);
  rows(p, t, box.slice(0, 4), { size: 9, step: 16 });
  rows(p, t, box.slice(4), { size: 10, bold: true, step: 16 });
  p.text(45, 'Terms: strictly 30 days. Parts carry 12 months warranty.', { size: 8, y: 420 });
  p.text(45, `Bank: HSBC  Sort ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}  Acc ${digits(rng, 8)}`, { size: 8, y: 432 });
  p.text(45, `VAT No. GB${digits(rng, 9)}`, { size: 8, y: 444 });

  return serviceBill(p, 'en', {
    serviceDate: jobDate,
    shopName: shop,
    serviceMileage: miles,
    labour: labourSum,
    parts: partsSum,
    total,
    workPerformed: labour.map((x) => x.text),
    partsUsed: parts.map((x) => x.text),
  });
}

export function usCollisionPaint(rng: Random): Generated {
  const shop = rng.pick(['Ridgeline Collision & Custom Paint', 'Sunset Auto Body & Refinish']);
  const invoiceDate = rng.date(2016, 2024);
  const repaired = addDays(invoiceDate, -rng.int(1, 4));
  const miles = rng.int(30000, 120000);
  const rate = rng.pick([58, 62, 68]) * 100;
  const ops = rng
    .some(
      [
        ['R&I', 'Front bumper assembly', 1.5, 0, 0],
        ['Repl', 'Left front fender patch panel', 4.5, 2.5, 18950],
        ['Rpr', 'Left door outer skin', 6, 2.5, 0],
        ['Refn', 'Hood, two-stage urethane', 0, 3.5, 0],
        ['Repl', 'Rocker panel, left', 5, 2, 12400],
        ['Repl', 'Door weatherstrip, left', 0.5, 0, 6975],
      ] as const,
      4,
    )
    .map(([op, text, body, paint, part]) => ({ op, text, body, paint, part }));
  const bodyHours = sum(ops.map((o) => o.body));
  const paintHours = sum(ops.map((o) => o.paint));
  const labour = Math.round((bodyHours + paintHours) * rate);
  const materials = Math.round(paintHours * 3800);
  const partsOnly = sum(ops.map((o) => o.part));
  const partsSum = partsOnly + materials;
  const tax = pct(partsSum, 8);
  const total = labour + partsSum + tax;

  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { size: 15, bold: true, align: 'center', y: 52 });
  p.text(297, 'I-CAR Gold Class · Frame & Unibody · Vintage Refinishing', { size: 8.5, align: 'center', y: 66 });
  p.text(297, '3115 N. Oracle Rd · Tucson, AZ 85705 · 520-555-0134', { size: 8.5, align: 'center', y: 78 });
  rule(p, 45, 88, 505);
  p.y = 108;
  rows(
    p,
    [{ x: 45 }, { x: 130 }, { x: 320 }, { x: 420 }],
    [
      ['Final Invoice', digits(rng, 5), 'Invoice date', day(invoiceDate, 'us-short')],
      ['Owner', rng.pick(['Frank DeLuca', 'Janet Wirth']), 'Repairs completed', day(repaired, 'us-short')],
      ['Vehicle', `${rng.int(1964, 1973)} Ford Mustang Fastback`, 'Odometer', `${distance(miles, 'en')}`],
      ['Plate', `AZ ${letters(rng, 3)}${digits(rng, 4)}`, 'Claim #', 'Customer pay'],
    ],
    { size: 9, step: 15 },
  );
  p.y = 185;
  const c = [{ x: 45 }, { x: 85 }, { x: 380, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 550, align: 'right' as const }];
  p.box(40, p.y - 12, 515, 17, true);
  rows(p, c, [['Oper', 'Description', 'Body hrs', 'Paint hrs', 'Part price']], { size: 8.5, bold: true, step: 19 });
  rows(
    p,
    c,
    ops.map((o) => [o.op, o.text, o.body ? o.body.toFixed(1) : '', o.paint ? o.paint.toFixed(1) : '', o.part ? amount(o.part, 'en') : '']),
    { size: 9.5, step: 15 },
  );
  rule(p, 40, p.y - 6, 515);
  p.y += 14;
  const t = [{ x: 300 }, { x: 460, align: 'right' as const }, { x: 550, align: 'right' as const }];
  rows(
    p,
    t,
    [
      ['Body labor', `${bodyHours.toFixed(1)} hrs @ ${amount(rate, 'en')}`, amount(Math.round(bodyHours * rate), 'en')],
      ['Paint labor', `${paintHours.toFixed(1)} hrs @ ${amount(rate, 'en')}`, amount(Math.round(paintHours * rate), 'en')],
      ['Total labor', '', amount(labour, 'en')],
      ['Parts', '', amount(partsOnly, 'en')],
      ['Paint & materials', `${paintHours.toFixed(1)} hrs @ 38.00`, amount(materials, 'en')],
      ['Total parts & materials', '', amount(partsSum, 'en')],
      ['Tax 8.0% on parts & materials', '', amount(tax, 'en')],
    ],
    { size: 9, step: 14 },
  );
  p.down(4);
  p.box(295, p.y - 13, 260, 20, true);
  p.text(300, 'GRAND TOTAL', { size: 10.5, bold: true, y: p.y + 1 });
  p.text(550, `$${amount(total, 'en')}`, { size: 10.5, bold: true, align: 'right', y: p.y + 1 });
  p.y = 640;
  p.text(45, 'Lifetime warranty on workmanship and paint for as long as you own the vehicle.', { size: 8.5 });

  return serviceBill(p, 'en', {
    serviceDate: repaired,
    shopName: shop,
    serviceMileage: miles,
    labour: labour,
    parts: partsSum,
    total,
    // The replaced panels are both work and parts on such a sheet: only the operations are recorded.
    workPerformed: ops.map((o) => o.text),
  });
}
