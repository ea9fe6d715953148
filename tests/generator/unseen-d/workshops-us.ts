import type { Random } from '../random';
import type { Generated } from '../types';
import { US_JOBS, pickJobs } from './jobs';
import { addDays, cents, date, digits, letters, miles, num, page, person, US_FIRST, US_LAST, sum, table, usd, vin } from './kit';

/** A US dealer repair order: RO number, dates in / promised / invoiced, odometer in and out, operations with tech codes, sales tax on parts, shop supplies. */
export function usDealerRO(rng: Random): Generated {
  const shop = rng.pick(['Heartland Chevrolet-Buick', 'Lakeshore Ford Lincoln', 'Blue Ridge Dodge Chrysler']);
  const invoice = rng.date(2018, 2025);
  const opened = addDays(invoice, -rng.int(1, 4));
  const odo = rng.int(40000, 160000);
  const { labour, parts } = pickJobs(rng, US_JOBS.slice(0, 7), 3, rng.pick([129, 142, 155]));
  const lab = sum(labour);
  const par = sum(parts);
  const supplies = cents(Math.min(35, lab * 0.06));
  const tax = cents(par * 0.0725);
  const total = cents(lab + par + supplies + tax);
  const b = page();
  b.text(40, shop.toUpperCase(), { y: 60, size: 20, bold: true });
  b.text(
    40,
    `${rng.int(1000, 9999)} ${rng.pick(['Veterans Pkwy', 'N. Main St', 'Route 9 W'])} · ${rng.pick(['Springfield, IL 62704', 'Sheboygan, WI 53081', 'Roanoke, VA 24012'])} · Service (555) ${digits(rng, 3)}-${digits(rng, 4)}`,
    { y: 74, size: 8 },
  );
  b.text(555, 'REPAIR ORDER', { y: 60, size: 12, bold: true, align: 'right' });
  b.text(555, `RO# ${digits(rng, 6)}`, { y: 74, size: 10, align: 'right' });
  b.y = 105;
  const heads = ['OPENED', 'PROMISED', 'INVOICE DATE', 'MILEAGE IN', 'MILEAGE OUT'];
  const vals = [date(opened, 'us'), date(opened, 'us'), date(invoice, 'us'), miles(odo, 'en'), miles(odo + rng.int(2, 14), 'en')];
  heads.forEach((h, i) => {
    b.box(40 + i * 103, b.y - 10, 103, 30);
    b.text(44 + i * 103, h, { size: 6.5, bold: true });
    b.text(44 + i * 103, vals[i], { y: b.y + 13, size: 10 });
  });
  b.down(34);
  const heads2 = ['YEAR/MAKE/MODEL', 'VIN', 'CUSTOMER'];
  const vals2 = [rng.pick(['1967 Chevrolet Camaro', '1970 Ford Torino', '1969 Dodge Charger']), vin(rng).slice(0, 13), person(rng, US_FIRST, US_LAST)];
  const widths = [150, 195, 170];
  let x = 40;
  heads2.forEach((h, i) => {
    b.box(x, b.y - 10, widths[i], 30);
    b.text(x + 4, h, { size: 6.5, bold: true });
    b.text(x + 4, vals2[i], { y: b.y + 13, size: 10 });
    x += widths[i];
  });
  b.down(48);
  const rows: string[][] = [];
  labour.forEach((l, i) => {
    rows.push([String.fromCharCode(65 + i), l.text, `T${rng.int(10, 99)}`, num(l.qty, 'en'), num(l.amount, 'en')]);
  });
  table(
    b,
    [
      { x: 44, head: 'LINE' },
      { x: 80, head: 'OPERATION / DESCRIPTION' },
      { x: 400, head: 'TECH' },
      { x: 470, head: 'HOURS', align: 'right' },
      { x: 551, head: 'LABOR', align: 'right' },
    ],
    rows,
    { rules: 'header', size: 9 },
  );
  b.down(10);
  table(
    b,
    [
      { x: 44, head: 'QTY' },
      { x: 80, head: 'PART NO.' },
      { x: 170, head: 'PARTS DESCRIPTION' },
      { x: 551, head: 'AMOUNT', align: 'right' },
    ],
    parts.map((p) => ['1', `${letters(rng, 1)}${digits(rng, 6)}`, p.text, num(p.amount, 'en')]),
    { rules: 'header', size: 9 },
  );
  b.down(14);
  const totals: [string, string, boolean][] = [
    ['LABOR AMOUNT', num(lab, 'en'), false],
    ['PARTS AMOUNT', num(par, 'en'), false],
    ['SHOP SUPPLIES', num(supplies, 'en'), false],
    ['SALES TAX', num(tax, 'en'), false],
    ['PLEASE PAY THIS AMOUNT', usd(total), true],
  ];
  b.box(360, b.y - 12, 195, totals.length * 15 + 6);
  for (const [l, v, bold] of totals) {
    b.text(366, l, { size: 8.5, bold }).text(551, v, { align: 'right', size: 9.5, bold });
    b.down(15);
  }
  b.down(20);
  b.text(40, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 7.5 });
  b.down(10);
  b.text(40, 'All parts are new unless otherwise specified. Warranty 12 months / 12,000 miles on parts and labor.', { size: 7.5 });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: odo,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}

/** A restoration shop's progress invoice: letter head with a tagline first, hours by week, a deposit and a balance, no tax on labour. */
export function usRestorer(rng: Random): Generated {
  const shop = rng.pick(['Keystone Classic Restorations', 'Iron Horse Vintage Motorcars', 'Sandhill Coachworks']);
  const invoice = rng.date(2017, 2025);
  const odo = rng.int(10000, 89000);
  const rate = rng.pick([95, 110, 125]);
  const tasks = rng.some(
    [
      'Strip body to bare metal',
      'Fabricate and weld rear quarter patch panels',
      'Rebuild front suspension',
      'Epoxy prime and block sand body',
      'Install new wiring harness',
      'Rebuild rear axle',
    ],
    3,
  );
  const labour = tasks.map((t) => {
    const h = rng.int(8, 40);
    return { text: t, hours: h, amount: cents(h * rate) };
  });
  const parts = rng
    .some(
      [
        ['Quarter panel patch, RH', 189.0],
        ['Front suspension rebuild kit', 412.5],
        ['Epoxy primer, 1 gal kit', 236.0],
        ['Wiring harness, complete', 689.0],
        ['Axle bearings and seals', 118.4],
      ] as [string, number][],
      3,
    )
    .map(([text, amount]) => ({ text, amount }));
  const lab = sum(labour);
  const par = sum(parts);
  const tax = cents(par * 0.06);
  const total = cents(lab + par + tax);
  const deposit = rng.pick([2500, 5000]);
  const b = page();
  b.text(297, 'Preserving American automotive history since 1987', { y: 50, size: 8.5, align: 'center' });
  b.text(297, shop, { y: 76, size: 22, serif: true, bold: true, align: 'center' });
  b.text(
    297,
    `${rng.int(100, 999)} Quarry Road · ${rng.pick(['Lititz, PA 17543', 'Hickory, NC 28601', 'Wichita, KS 67202'])} · ${rng.pick(['info', 'shop'])}@${shop.split(' ')[0].toLowerCase()}restorations.com`,
    { y: 90, size: 8, align: 'center' },
  );
  b.y = 130;
  b.text(40, 'INVOICE', { size: 14, bold: true });
  b.text(555, `Invoice date: ${date(invoice, 'us-long')}`, { align: 'right' });
  b.down(14);
  b.text(555, `Invoice #: ${invoice.slice(0, 4)}-${digits(rng, 3)}`, { align: 'right' });
  b.down(14);
  b.text(40, `Bill to: ${person(rng, US_FIRST, US_LAST)}`);
  b.text(555, `Terms: Net 15 (due ${date(addDays(invoice, 15), 'us')})`, { align: 'right' });
  b.down(14);
  b.text(40, `Vehicle: ${rng.pick(['1957 Chevrolet Bel Air', '1965 Ford Mustang fastback', '1948 Ford F-1'])}, odometer ${miles(odo, 'en')} (not actual)`);
  b.down(28);
  table(
    b,
    [
      { x: 44, head: 'Labor' },
      { x: 420, head: 'Hours', align: 'right' },
      { x: 480, head: 'Rate', align: 'right' },
      { x: 551, head: 'Amount', align: 'right' },
    ],
    labour.map((l) => [l.text, String(l.hours), num(rate, 'en'), num(l.amount, 'en')]),
    { rules: 'grid' },
  );
  b.text(420, 'Labor subtotal', { size: 9.5, align: 'right' }).text(551, usd(lab), { align: 'right' });
  b.down(24);
  table(
    b,
    [
      { x: 44, head: 'Parts & materials' },
      { x: 551, head: 'Amount', align: 'right' },
    ],
    parts.map((p) => [p.text, num(p.amount, 'en')]),
    { rules: 'grid' },
  );
  b.text(420, 'Parts subtotal', { size: 9.5, align: 'right' }).text(551, usd(par), { align: 'right' });
  b.down(24);
  const totals: [string, string, boolean][] = [
    ['Sales tax 6% (parts)', usd(tax), false],
    ['Invoice total', usd(total), true],
    ['Less deposit received', `(${usd(deposit)})`, false],
    ['Balance due', usd(cents(total - deposit)), false],
  ];
  for (const [l, v, bold] of totals) {
    b.text(420, l, { size: 9.5, align: 'right', bold }).text(551, v, { align: 'right', bold });
    b.down(15);
  }
  b.down(20);
  b.text(40, 'Odometer shows five digits; the reading above is as shown and not the actual mileage.', { size: 8 });
  b.down(11);
  b.text(40, `Make checks payable to ${shop}. Wire: First Keystone Bank, routing ${digits(rng, 9)}, acct ${digits(rng, 10)}.`, { size: 8 });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: odo,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}

/** A collision shop's final bill: estimate-style lines with operation codes, refinish and body labour, paint materials, the insurer's share apart. */
export function usBodyShop(rng: Random): Generated {
  const shop = rng.pick(['Precision Collision & Paint', 'Cornerstone Auto Body', 'Delta Paint & Body Works']);
  const invoice = rng.date(2018, 2025);
  const loss = addDays(invoice, -rng.int(20, 60));
  const odo = rng.int(30000, 120000);
  const rate = rng.pick([58, 64, 72]);
  const labour = [
    { text: 'Repair LT quarter panel', hours: rng.int(4, 9) },
    { text: 'Refinish LT quarter panel', hours: rng.int(2, 5) },
    { text: 'R&I rear bumper', hours: rng.int(1, 2) },
  ].map((l) => ({ ...l, amount: cents(l.hours * rate) }));
  const parts = [
    { text: 'Rear bumper guard, chrome', amount: cents(rng.int(9000, 18000) / 100) },
    { text: 'Paint & materials', amount: cents(rng.int(18000, 34000) / 100) },
  ];
  const lab = sum(labour);
  const par = sum(parts);
  const tax = cents(par * 0.0825);
  const total = cents(lab + par + tax);
  const b = page();
  b.text(40, shop, { y: 62, size: 20, bold: true });
  b.text(40, `I-CAR Gold Class · ${rng.int(1000, 9999)} Industrial Blvd, ${rng.pick(['Tulsa, OK 74107', 'Mesa, AZ 85210', 'Boise, ID 83709'])}`, {
    y: 76,
    size: 8,
  });
  b.y = 112;
  const col = (y: number, pairs: [string, string][], x: number) =>
    pairs.forEach(([l, v], i) => b.text(x, `${l}:`, { y: y + i * 13, size: 9, bold: true }).text(x + 92, v, { y: y + i * 13, size: 9 }));
  col(
    112,
    [
      ['Final Bill', `#${digits(rng, 5)}`],
      ['Bill Date', date(invoice, 'us-short')],
      ['Date of Loss', date(loss, 'us-short')],
      ['Claim #', `${letters(rng, 2)}-${digits(rng, 7)}`],
    ],
    40,
  );
  col(
    112,
    [
      ['Owner', person(rng, US_FIRST, US_LAST)],
      ['Vehicle', rng.pick(['1972 Oldsmobile Cutlass', '1966 Pontiac GTO', '1979 Chevrolet Corvette'])],
      ['Odometer', miles(odo, 'en')],
      ['Insurer', rng.pick(['Redwood Mutual', 'Plains Farm Casualty'])],
    ],
    300,
  );
  b.y = 185;
  table(
    b,
    [
      { x: 44, head: 'Line' },
      { x: 75, head: 'Oper' },
      { x: 120, head: 'Description' },
      { x: 430, head: 'Labor hrs', align: 'right' },
      { x: 551, head: 'Price', align: 'right' },
    ],
    [
      ...labour.map((l, i) => [String(i + 1), i === 1 ? 'Rfn' : i === 2 ? 'R&I' : 'Rpr', l.text, num(l.hours, 'en'), num(l.amount, 'en')]),
      ...parts.map((p, i) => [String(labour.length + i + 1), i === 0 ? 'Repl' : '', p.text, '', num(p.amount, 'en')]),
    ],
    { rules: 'none', size: 9 },
  );
  b.down(10);
  b.box(300, b.y - 12, 255, 100);
  const totals: [string, string, boolean][] = [
    [`Body/refinish labor (${usd(rate)}/hr)`, usd(lab), false],
    ['Parts & materials', usd(par), false],
    ['Sales tax 8.25% on parts & materials', usd(tax), false],
    ['GRAND TOTAL', usd(total), true],
  ];
  for (const [l, v, bold] of totals) {
    b.text(306, l, { size: 8.5, bold }).text(550, v, { size: 9.5, align: 'right', bold });
    b.down(15);
  }
  const deductible = rng.pick([250, 500, 1000]);
  b.text(306, 'Insurance payment', { size: 8.5 }).text(550, usd(cents(total - deductible)), { size: 9.5, align: 'right' });
  b.down(15);
  b.text(306, 'Customer pays (deductible)', { size: 8.5 }).text(550, usd(deductible), { size: 9.5, align: 'right' });
  b.down(40);
  b.text(40, 'Lifetime warranty on workmanship and paint for as long as you own the vehicle.', { size: 8 });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: odo,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
    },
  };
}
