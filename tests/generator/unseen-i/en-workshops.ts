/**
 * US and UK workshop bills, 1966–2024: a service station's repair order with figures in boxes and no
 * dollar sign, a concern/cause/correction repair order, a body shop with an insurer's share, a
 * British garage letter in serif, a 2009 MOT garage at 15 % VAT, a quick-lube ticket, an e-mailed
 * one-man LLC invoice with a zero balance, a classic-car specialist known from its footer.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  date,
  num,
  personEn,
  full,
  round2,
  stamp,
  streetEn,
  sum,
  splitAmount,
  stateUs,
  truthOf,
  typed,
  phoneUs,
  tick,
  cell,
  vin,
  jobsWithParts,
  mrMrs,
} from './kit';

const ukPlate = (rng: Random, year: number) => {
  const L = 'ABCDEFGHJKLMNPRSTVWXY';
  const l = () => rng.pick(L.split(''));
  return year >= 2001 ? `${l()}${l()}${String(year % 100).padStart(2, '0')} ${l()}${l()}${l()}` : `${l()}${rng.int(100, 999)} ${l()}${l()}${l()}`;
};
const ukTown = (rng: Random) => rng.pick(['Shrewsbury', 'Kettering', 'Truro', 'Harrogate', 'Bury St Edmunds', 'Abergavenny']);
const postcode = (rng: Random) =>
  `${rng.pick(['SY', 'NN', 'TR', 'HG', 'IP', 'NP'])}${rng.int(1, 19)} ${rng.int(1, 9)}${rng.pick(['AB', 'DL', 'QT', 'HX', 'RW'])}`;

/** 1966: service station repair order, parts left and labour right, figure boxes, no $ sign, PAID stamp. */
export function serviceStation1966(rng: Random): Generated {
  const p = new PageBuilder();
  const o = personEn(rng);
  const [state, st, city] = stateUs(rng);
  const shop = `${o.last}'s Service Station`;
  const d = rng.date(1964, 1969);
  const km = rng.int(18000, 96000);
  p.text(297, shop.toUpperCase(), { y: 48, size: 18, bold: true, align: 'center' });
  p.text(
    297,
    `TIRES · BATTERIES · ACCESSORIES · ROAD SERVICE — ${streetEn(rng)}, ${city}, ${state.toUpperCase()} — PHONE ${rng.pick(['RA', 'GL', 'TE'])} ${rng.int(2, 9)}-${rng.int(1000, 9999)}`,
    { y: 62, size: 7, align: 'center' },
  );
  p.text(297, 'REPAIR ORDER', { y: 84, size: 12, bold: true, align: 'center' });
  p.text(520, `No. ${rng.int(10000, 39999)}`, { y: 84, size: 11, bold: true });
  const c = personEn(rng);
  cell(p, rng, 40, 94, 330, 28, 'NAME', full(c));
  cell(p, rng, 370, 94, 185, 28, 'DATE', date(d, 'us2'));
  cell(p, rng, 40, 122, 330, 28, 'ADDRESS', `${streetEn(rng)}, ${city}`);
  cell(p, rng, 370, 122, 185, 28, 'PHONE', phoneUs(rng).slice(6));
  cell(p, rng, 40, 150, 150, 28, 'YEAR & MAKE', `${rng.int(1955, Number(d.slice(0, 4)))} ${rng.pick(['Chevrolet', 'Ford', 'Plymouth', 'Rambler', 'Pontiac'])}`);
  cell(p, rng, 190, 150, 120, 28, 'LICENSE NO.', `${st} ${rng.int(100000, 999999)}`);
  cell(p, rng, 310, 150, 130, 28, 'MILEAGE IN', String(km));
  cell(p, rng, 440, 150, 115, 28, 'MILEAGE OUT', '');
  const mats = rng.some(
    ['Spark plugs', 'Points & condenser', 'Fan belt', 'Oil filter', 'Brake shoes (relined)', 'Wheel cylinder kit', 'Muffler', 'Tail pipe', 'Radiator hose'],
    4,
  );
  const jobs = rng.some(
    ['Tune up', 'Reline rear brakes', 'Replace muffler & tail pipe', 'Lubrication', 'Replace fan belt', 'Adjust carburetor', 'Pack front wheel bearings'],
    3,
  );
  const par = splitAmount(rng, rng.int(1200, 5200) / 100, mats.length);
  const lab = splitAmount(rng, rng.int(800, 3200) / 100, jobs.length);
  const t = 186;
  p.box(40, t, 250, 300);
  p.box(300, t, 255, 300);
  p.text(44, 'QTY', { y: t + 11, size: 7, bold: true });
  p.text(74, 'PARTS & MATERIAL', { y: t + 11, size: 7, bold: true });
  p.text(286, 'AMOUNT', { y: t + 11, size: 7, bold: true, align: 'right' });
  p.text(304, 'DESCRIPTION OF WORK', { y: t + 11, size: 7, bold: true });
  p.text(551, 'CHARGES', { y: t + 11, size: 7, bold: true, align: 'right' });
  p.box(40, t + 15, 250, 0.3);
  p.box(300, t + 15, 255, 0.3);
  mats.forEach((m, i) => {
    typed(p, rng, 46, t + 32 + i * 16, String(rng.int(1, 8)));
    typed(p, rng, 74, t + 32 + i * 16, m);
    p.text(286, num(par[i], 'en'), { y: t + 32 + i * 16, size: 10, serif: true, align: 'right' });
  });
  jobs.forEach((j, i) => {
    typed(p, rng, 304, t + 32 + i * 16, j);
    p.text(551, num(lab[i], 'en'), { y: t + 32 + i * 16, size: 10, serif: true, align: 'right' });
  });
  const labor = sum(lab);
  const parts = sum(par);
  const tax = round2(parts * 0.03);
  const total = round2(labor + parts + tax);
  const rows: [string, string][] = [
    ['LABOR', num(labor, 'en')],
    ['PARTS', num(parts, 'en')],
    ['GAS, OIL & GREASE', ''],
    ['SUBLET', ''],
    ['TAX', num(tax, 'en')],
    ['TOTAL', num(total, 'en')],
  ];
  rows.forEach(([l, v], i) => {
    const y = 500 + i * 20;
    p.box(380, y, 100, 20, i === 5);
    p.box(480, y, 75, 20, i === 5);
    p.text(384, l, { y: y + 13, size: 7.5, bold: i === 5 });
    if (v) typed(p, rng, 548, y + 14, v, 10, 'right');
  });
  p.text(40, 'I hereby authorize the above repair work to be done along with the necessary material.', { y: 510, size: 6.5 });
  p.text(40, 'Not responsible for loss or damage to cars or articles left in cars in case of fire or theft.', { y: 520, size: 6.5 });
  p.box(40, 560, 200, 0.4);
  p.text(40, 'SIGNED', { y: 569, size: 6.5 });
  stamp(p, 120, 600, ['PAID', date(addDays(d, rng.int(0, 5)), 'us2')], 20);
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', {
      serviceDate: d,
      shopName: shop.toUpperCase(),
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}

/** 1979: independent garage repair order typed in concern / cause / correction blocks; shop supplies on top. */
export function concernCause1979(rng: Random): Generated {
  const p = new PageBuilder();
  const o = personEn(rng);
  const [, st, city] = stateUs(rng);
  const shop = `${o.last} Automotive Inc.`;
  const d = rng.date(1977, 1983);
  const promised = addDays(d, 1);
  const km = rng.int(30000, 140000);
  p.text(40, shop, { y: 46, size: 16, bold: true, serif: true });
  p.text(40, `${streetEn(rng)} · ${city}, ${st} · ${phoneUs(rng)}`, { y: 60, size: 8 });
  p.text(555, 'REPAIR ORDER', { y: 46, size: 13, bold: true, align: 'right' });
  p.text(555, `R.O. ${rng.int(4000, 8999)}`, { y: 60, size: 9, align: 'right' });
  const c = personEn(rng);
  const grid: [string, string, number][] = [
    ['CUSTOMER', full(c), 200],
    ['DATE IN', date(d, 'us'), 90],
    ['PROMISED', date(promised, 'us'), 90],
    ['ODOMETER', num(km, 'en').slice(0, -3), 135],
  ];
  let x = 40;
  for (const [l, v, w] of grid) {
    cell(p, rng, x, 72, w, 30, l, v);
    x += w;
  }
  cell(
    p,
    rng,
    40,
    102,
    200,
    30,
    'YEAR / MAKE / MODEL',
    `${rng.int(1968, Number(d.slice(0, 4)))} ${rng.pick(['Oldsmobile Cutlass', 'Dodge Dart', 'Ford Pinto', 'Chevy Nova', 'AMC Hornet'])}`,
  );
  cell(p, rng, 240, 102, 180, 30, 'SERIAL NO.', vin(rng, 1975));
  cell(p, rng, 420, 102, 135, 30, 'LICENSE', `${rng.pick(['ABC', 'KTR', 'MNX', 'JPW'])}-${rng.int(100, 999)}`);
  const blocks = rng.some(
    [
      ['Car pulls to right when braking', 'Right front caliper sticking', 'Rebuild front calipers, turn rotors, bleed system', ['Caliper kit', 'Brake fluid']],
      ['Hard starting cold', 'Choke pull-off inoperative', 'Replace choke pull-off, adjust idle', ['Choke pull-off']],
      ['Overheating in traffic', 'Thermostat stuck closed', 'Replace thermostat and gasket, flush cooling system', ['Thermostat', 'Gasket', 'Antifreeze']],
      ['Noise from rear', 'Muffler rusted through', 'Install new muffler and clamps', ['Muffler', 'Clamps']],
      ['Battery light on', 'Alternator diode failed', 'Replace alternator', ['Alternator (rebuilt)']],
    ] as [string, string, string, string[]][],
    2,
  );
  let y = 156;
  const lab: number[] = [];
  const partNames: string[] = [];
  const par: number[] = [];
  blocks.forEach(([concern, cause, corr], i) => {
    p.text(40, `LINE ${String.fromCharCode(65 + i)}`, { y, size: 8, bold: true });
    p.text(90, 'CONCERN:', { y, size: 7 });
    typed(p, rng, 150, y, concern.toUpperCase(), 9.5);
    p.text(90, 'CAUSE:', { y: y + 13, size: 7 });
    typed(p, rng, 150, y + 13, cause.toUpperCase(), 9.5);
    p.text(90, 'CORRECTION:', { y: y + 26, size: 7 });
    typed(p, rng, 150, y + 26, corr.toUpperCase(), 9.5);
    const v = rng.int(2200, 9000) / 100;
    lab.push(v);
    p.text(470, 'LABOR', { y: y + 26, size: 7 });
    p.text(555, num(v, 'en'), { y: y + 26, size: 10, serif: true, align: 'right' });
    y += 46;
  });
  y += 4;
  p.box(40, y, 515, 14, true);
  p.text(44, 'PARTS', { y: y + 10, size: 8, bold: true });
  p.text(300, 'PART NO.', { y: y + 10, size: 8, bold: true });
  p.text(555, 'PRICE', { y: y + 10, size: 8, bold: true, align: 'right' });
  y += 28;
  blocks.forEach(([, , , ps]) =>
    ps.forEach((nm) => {
      const v = rng.int(250, 6800) / 100;
      partNames.push(nm.toUpperCase());
      par.push(v);
      typed(p, rng, 44, y, nm.toUpperCase(), 9.5);
      typed(p, rng, 300, y, `${rng.int(10, 99)}-${rng.int(1000, 9999)}`, 9.5);
      p.text(555, num(v, 'en'), { y, size: 10, serif: true, align: 'right' });
      y += 17;
    }),
  );
  const labor = sum(lab);
  const parts = sum(par);
  const supplies = rng.int(150, 450) / 100;
  const tax = round2((parts + supplies) * 0.05);
  const total = sum([labor, parts, supplies, tax]);
  y = Math.max(y + 20, 520);
  const rows: [string, number][] = [
    ['TOTAL LABOR', labor],
    ['TOTAL PARTS', parts],
    ['SHOP SUPPLIES', supplies],
    ['SALES TAX 5%', tax],
    ['PLEASE PAY THIS AMOUNT', total],
  ];
  rows.forEach(([l, v], i) => {
    p.text(460, l, { y: y + i * 15, size: 8, bold: i === 4, align: 'right' });
    p.text(555, num(v, 'en'), { y: y + i * 15, size: 10, serif: true, bold: i === 4, align: 'right' });
  });
  p.text(40, `Mechanic: ${personEn(rng).first.toUpperCase()}   Time in 8:${rng.int(10, 59)}   Time out ${rng.int(3, 5)}:${rng.int(10, 59)}`, {
    y: y + 8,
    size: 8,
  });
  tick(p, 40, y + 30, 'Cash', true);
  tick(p, 90, y + 30, 'Check', false);
  tick(p, 145, y + 30, 'Charge', false);
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', {
      serviceDate: d,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: blocks.map((b) => b[2].toUpperCase()),
      partsUsed: partNames,
    }),
  };
}

/** 1992: body shop invoice, hours by trade, paint materials apart, the insurer's payment and the deductible below the total. */
export function bodyShop1992(rng: Random): Generated {
  const p = new PageBuilder();
  const o = personEn(rng);
  const [, st, city] = stateUs(rng);
  const shop = `${o.last} Collision & Paint`;
  const d = rng.date(1990, 1996);
  const loss = addDays(d, -rng.int(12, 40));
  const km = rng.int(20000, 150000);
  p.text(297, shop, { y: 50, size: 20, bold: true, align: 'center' });
  p.text(297, `I-CAR Trained · Frame Straightening · Glass · ${streetEn(rng)}, ${city}, ${st}`, { y: 64, size: 8, align: 'center' });
  p.text(297, `Phone ${phoneUs(rng)}  ·  Fax ${phoneUs(rng)}`, { y: 75, size: 8, align: 'center' });
  p.box(40, 84, 515, 0.6);
  const c = personEn(rng);
  p.text(40, 'Owner', { y: 104, size: 7, bold: true });
  p.text(40, full(c), { y: 116, size: 10 });
  p.text(40, 'Insurance Co.', { y: 134, size: 7, bold: true });
  p.text(40, `${rng.pick(['Grange Mutual', 'Heartland Farm Bureau', 'Keystone Casualty'])}   Claim # ${rng.int(10, 99)}-${rng.int(100000, 999999)}`, {
    y: 146,
    size: 10,
  });
  p.text(320, 'Invoice', { y: 104, size: 7, bold: true });
  p.text(320, `${rng.int(2000, 6999)}`, { y: 116, size: 10 });
  p.text(420, 'Date', { y: 104, size: 7, bold: true });
  p.text(420, date(d, 'us'), { y: 116, size: 10 });
  p.text(320, 'Date of Loss', { y: 134, size: 7, bold: true });
  p.text(320, date(loss, 'us'), { y: 146, size: 10 });
  p.text(420, 'Mileage', { y: 134, size: 7, bold: true });
  p.text(420, num(km, 'en').slice(0, -3), { y: 146, size: 10 });
  p.text(40, 'Vehicle', { y: 164, size: 7, bold: true });
  p.text(
    40,
    `${rng.int(1984, Number(d.slice(0, 4)))} ${rng.pick(['Buick LeSabre', 'Toyota Camry', 'Ford Taurus GL', 'Honda Accord LX'])}   VIN ${vin(rng, 1990, '1G4')}`,
    { y: 176, size: 10 },
  );
  const lines: [string, string, number | null, number, 'l' | 'p' | 'm'][] = [];
  const ops = rng.some(
    ['Repair front bumper cover', 'Replace LT fender', 'Repair hood', 'Replace RT headlamp assy', 'Replace grille', 'Refinish LT fender', 'Blend hood'],
    4,
  );
  ops.forEach((op) => {
    const hrs = rng.int(4, 40) / 4;
    lines.push([op, /Refinish|Blend/.test(op) ? 'Refinish' : 'Body', hrs, round2(hrs * 32), 'l']);
  });
  const prts = rng.some(['Fender, LT', 'Headlamp assy, RT', 'Grille', 'Bumper reinforcement', 'Fender liner'], 3);
  prts.forEach((n) => lines.push([n, 'Part', null, rng.int(3500, 28000) / 100, 'p']));
  let y = 204;
  ['Line', 'Operation / Description', 'Type', 'Hours', 'Amount'].forEach((h, i) =>
    p.text([40, 70, 360, 440, 555][i], h, { y, size: 8, bold: true, align: i >= 3 ? 'right' : undefined }),
  );
  p.box(40, y + 4, 515, 0.5);
  y += 18;
  lines.forEach((l, i) => {
    p.text(40, String(i + 1), { y, size: 9 });
    p.text(70, l[0], { y, size: 9 });
    p.text(360, l[1], { y, size: 9 });
    p.text(440, l[2] === null ? '' : num(l[2], 'en').replace(/0$/, ''), { y, size: 9, align: 'right' });
    p.text(555, num(l[3], 'en'), { y, size: 9, align: 'right' });
    y += 14;
  });
  const labor = sum(lines.filter((l) => l[4] === 'l').map((l) => l[3]));
  const parts = sum(lines.filter((l) => l[4] === 'p').map((l) => l[3]));
  const paint = rng.int(4000, 16000) / 100;
  const tax = round2((parts + paint) * 0.06);
  const total = sum([labor, parts, paint, tax]);
  const ded = rng.pick([100, 250, 500]);
  y += 20;
  const rows: [string, number, boolean][] = [
    ['Labor Total', labor, false],
    ['Parts Total', parts, false],
    ['Paint & Materials', paint, false],
    ['Sales Tax 6% (parts & materials)', tax, false],
    ['GRAND TOTAL', total, true],
    ['Less Insurance Payment', -(total - ded), false],
    ['Customer Responsibility (Deductible)', ded, false],
  ];
  rows.forEach(([l, v, b]) => {
    p.text(460, l, { y, size: 9, bold: b, align: 'right' });
    p.text(555, `${v < 0 ? '(' : ''}${num(Math.abs(v), 'en')}${v < 0 ? ')' : ''}`, { y, size: 9, bold: b, align: 'right' });
    y += 14;
  });
  p.text(40, 'All new parts warranted by manufacturer. Paint warranted for as long as you own the vehicle.', { y: y + 20, size: 7.5 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', {
      serviceDate: d,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: ops,
      partsUsed: prts,
    }),
  };
}

/** 1983: British village garage, everything in serif, "To:" block, VAT 15 %, "received with thanks". */
export function britishGarage1983(rng: Random): Generated {
  const p = new PageBuilder();
  const o = personEn(rng);
  const town = ukTown(rng);
  const shop = `${o.last} & Son (Motor Engineers) Ltd`;
  const d = rng.date(1980, 1987);
  const taxPoint = addDays(d, rng.int(1, 6));
  const miles = rng.int(20000, 110000);
  const S = (x: number, y: number, t: string, o2: { size?: number; bold?: boolean; align?: 'right' | 'center' } = {}) =>
    p.text(x, t, { y, serif: true, size: o2.size ?? 10, bold: o2.bold, align: o2.align });
  S(297, 50, shop, { size: 17, bold: true, align: 'center' });
  S(297, 66, `Station Garage, ${town} ${postcode(rng)}  ·  Telephone ${town} ${rng.int(2000, 8999)}`, { size: 8.5, align: 'center' });
  S(297, 78, 'Repairs · Servicing · M.O.T. Testing · Agents for Austin Rover', { size: 8.5, align: 'center' });
  const c = personEn(rng);
  S(40, 116, 'To:');
  S(66, 116, `${mrMrs(c)} ${c.first[0]}. ${c.last}`);
  S(66, 129, `${rng.int(1, 40)} ${rng.pick(['Church Lane', 'The Green', 'Mill Road'])}, ${town}`);
  S(400, 116, `Invoice No. ${rng.int(1000, 9999)}`);
  S(400, 129, `Date/Tax Point: ${date(taxPoint, 'uk2')}`);
  S(
    40,
    160,
    `Vehicle: ${rng.pick(['Austin Allegro 1300', 'Morris Ital', 'Ford Cortina 1.6L', 'Vauxhall Viva'])}    Reg. No. ${ukPlate(rng, 1980)}    ${num(miles, 'en').slice(0, -3)} miles`,
  );
  S(40, 174, `Work carried out ${date(d, 'longUk')}:`);
  const { jobs, parts: mats } = jobsWithParts(
    rng,
    [
      ['To 12,000 mile service', ['Oil filter', 'Engine oil (5 pints)', 'Spark plugs (4)', 'Contact set']],
      ['Renew front brake pads', ['Brake pads (pair)']],
      ['Renew exhaust centre section', ['Exhaust centre section']],
      ['Adjust tappets', []],
      ['Renew clutch cable', ['Clutch cable']],
    ],
    3,
  );
  jobs.forEach((j, i) => S(60, 194 + i * 14, j));
  let y = 194 + jobs.length * 14 + 18;
  S(40, y, 'Parts:', { bold: true });
  y += 16;
  const par = mats.map(() => rng.int(150, 3800) / 100);
  mats.forEach((m, i) => {
    S(60, y, m);
    S(470, y, num(par[i], 'en'), { align: 'right' });
    y += 14;
  });
  const parts = sum(par);
  S(470, y - 6, '–––––', { align: 'right' });
  y += 8;
  S(60, y, 'Parts total');
  S(555, y, num(parts, 'en'), { align: 'right' });
  const hrs = rng.int(4, 16) / 2;
  const rate = rng.pick([9.5, 11, 12.5, 14]);
  const labor = round2(hrs * rate);
  y += 20;
  S(60, y, `Labour ${hrs} hrs @ £${num(rate, 'en')}`);
  S(555, y, num(labor, 'en'), { align: 'right' });
  y += 28;
  const net = sum([labor, parts]);
  const vat = round2(net * 0.15);
  const total = round2(net + vat);
  S(420, y, 'Goods & Labour');
  S(555, y, num(net, 'en'), { align: 'right' });
  S(420, y + 15, 'V.A.T. @ 15%');
  S(555, y + 15, num(vat, 'en'), { align: 'right' });
  p.box(415, y + 21, 140, 0.5);
  S(420, y + 34, 'TOTAL £', { bold: true });
  S(555, y + 34, num(total, 'en'), { align: 'right', bold: true });
  stamp(p, 60, y + 10, ['RECEIVED WITH THANKS', `CHEQUE ${date(addDays(taxPoint, rng.int(2, 20)), 'uk2')}`], 10);
  S(297, 800, `Registered in England No. ${rng.int(300000, 999999)}   ·   V.A.T. Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, {
    size: 7,
    align: 'center',
  });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', {
      serviceDate: d,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}

/** 2009: UK garage at 15 % VAT (Dec 2008 – Dec 2009), numbered ruled table with a VAT column, MOT outside the scope of VAT. */
export function motGarage2009(rng: Random): Generated {
  const p = new PageBuilder();
  const o = personEn(rng);
  const town = ukTown(rng);
  const shop = `${town} Auto Centre`;
  const d = `2009-${String(rng.int(1, 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const miles = rng.int(40000, 160000);
  p.box(40, 36, 515, 46, true);
  p.text(52, shop.toUpperCase(), { y: 60, size: 17, bold: true });
  p.text(
    52,
    `Unit ${rng.int(1, 30)}, ${rng.pick(['Riverside', 'Brunel', 'Oak Tree'])} Trading Estate · ${town} ${postcode(rng)} · ${`01${rng.int(200, 999)} ${rng.int(100000, 999999)}`}`,
    { y: 74, size: 8 },
  );
  p.text(545, 'VAT INVOICE', { y: 60, size: 12, bold: true, align: 'right' });
  const c = personEn(rng);
  p.text(40, 'Invoice to', { y: 104, size: 7.5, bold: true });
  p.text(40, `${c.first} ${c.last}`, { y: 117, size: 10 });
  const reg = ukPlate(rng, 2004);
  const rows: [string, string][] = [
    ['Invoice No', `INV${rng.int(10000, 49999)}`],
    ['Invoice Date', date(d, 'uk')],
    ['Reg', reg],
    ['Mileage', String(miles)],
    ['Make/Model', rng.pick(['Vauxhall Astra 1.6', 'Ford Focus 1.8 TDCi', 'Peugeot 307 HDi', 'VW Golf 1.9 TDI'])],
  ];
  rows.forEach(([l, v], i) => {
    p.text(330, l, { y: 104 + i * 13, size: 8.5 });
    p.text(420, v, { y: 104 + i * 13, size: 8.5, bold: true });
  });
  const items: [string, number, string, number, number, 'l' | 'p' | 'x'][] = [];
  const { jobs, parts: ps } = jobsWithParts(
    rng,
    [
      ['Full service', ['Oil filter', 'Air filter']],
      ['Replace front brake discs and pads', ['Brake discs (pair)', 'Brake pads']],
      ['Replace rear shock absorbers', ['Shock absorber']],
      ['Replace cambelt and water pump', ['Cambelt kit', 'Water pump']],
      ['Replace clutch kit', ['Clutch kit']],
    ],
    2,
  );
  jobs.forEach((j) => {
    const h = rng.int(2, 12) / 2;
    items.push([j, h, 'hr', 42, round2(h * 42), 'l']);
  });
  ps.forEach((n) => {
    const q = rng.int(1, 2);
    const u = rng.int(600, 9000) / 100;
    items.push([n, q, 'ea', u, round2(q * u), 'p']);
  });
  const motFee = 54.85;
  items.push(['MOT test', 1, '', motFee, motFee, 'x']);
  let y = 190;
  const cols = [40, 65, 330, 370, 410, 470, 555];
  p.box(40, y - 12, 515, 16);
  ['No', 'Description', 'Qty', 'Unit', 'Price', 'VAT', 'Net'].forEach((h, i) =>
    p.text(i === 4 ? cols[4] + 50 : i === 6 ? 551 : cols[i] + (i >= 2 ? 2 : 3), h, { y, size: 8, bold: true, align: i === 4 || i === 6 ? 'right' : undefined }),
  );
  y += 4;
  items.forEach((it, i) => {
    p.box(40, y, 515, 16);
    p.text(44, String(i + 1), { y: y + 11, size: 8.5 });
    p.text(cols[1] + 3, it[0], { y: y + 11, size: 8.5 });
    p.text(cols[2] + 2, num(it[1], 'en').replace('.00', ''), { y: y + 11, size: 8.5 });
    p.text(cols[3] + 2, it[2], { y: y + 11, size: 8.5 });
    p.text(cols[4] + 50, num(it[3], 'en'), { y: y + 11, size: 8.5, align: 'right' });
    p.text(cols[5] + 4, it[5] === 'x' ? 'O' : 'S', { y: y + 11, size: 8.5 });
    p.text(551, num(it[4], 'en'), { y: y + 11, size: 8.5, align: 'right' });
    y += 16;
  });
  const labor = sum(items.filter((i) => i[5] === 'l').map((i) => i[4]));
  const parts = sum(items.filter((i) => i[5] === 'p').map((i) => i[4]));
  const net = sum([labor, parts]);
  const vat = round2(net * 0.15);
  const total = round2(net + vat + motFee);
  y += 22;
  const tots: [string, number][] = [
    ['Labour', labor],
    ['Parts', parts],
    ['MOT', motFee],
    ['VAT @ 15%', vat],
    ['Total', total],
  ];
  tots.forEach(([l, v], i) => {
    p.box(400, y + i * 17, 80, 17, i === 4);
    p.box(480, y + i * 17, 75, 17, i === 4);
    p.text(404, l, { y: y + i * 17 + 12, size: 9, bold: i === 4 });
    p.text(551, `£${num(v, 'en')}`, { y: y + i * 17 + 12, size: 9, bold: i === 4, align: 'right' });
  });
  p.text(40, `VAT code S = standard rate 15%, O = outside the scope.`, { y: y + 12, size: 7.5 });
  p.text(40, `Next MOT due: ${date(addDays(d, 364), 'uk')}. Next service due at ${num(miles + 10000, 'en').slice(0, -3)} miles.`, { y: y + 26, size: 7.5 });
  p.text(
    297,
    `${shop} is a trading name of ${o.last} Motors Ltd · Company No. ${rng.int(1000000, 9999999)} · VAT No. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { y: 805, size: 7, align: 'center' },
  );
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', {
      serviceDate: d,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: [...jobs, 'MOT test'],
      partsUsed: ps,
    }),
  };
}

/** 2016: quick-lube ticket, mileage in and out, package prices with no labour/parts split, coupon, next-service box. */
export function quickLube2016(rng: Random): Generated {
  const p = new PageBuilder();
  const [, st, city] = stateUs(rng);
  const shop = `${rng.pick(['Lightning', 'Victory', 'Prairie', 'Bluewater'])} Lube Express`;
  const d = rng.date(2014, 2019);
  const mi = rng.int(30000, 190000);
  p.text(150, shop, { y: 50, size: 15, bold: true, align: 'center' });
  p.text(150, `${streetEn(rng)}`, { y: 63, size: 8, align: 'center' });
  p.text(150, `${city}, ${st}  ${phoneUs(rng)}`, { y: 73, size: 8, align: 'center' });
  p.text(150, '*** CUSTOMER COPY ***', { y: 90, size: 8, align: 'center' });
  const L = (y: number, a: string, b: string) => {
    p.text(40, a, { y, size: 8.5 });
    p.text(260, b, { y, size: 8.5, align: 'right' });
  };
  L(108, `Ticket #${rng.int(100000, 999999)}`, `${date(d, 'us')} ${rng.int(8, 17)}:${rng.int(10, 59)}`);
  L(
    120,
    `Plate ${st} ${rng.pick(['KRT', 'BXW', 'LMN'])}${rng.int(1000, 9999)}`,
    `${rng.int(2005, Number(d.slice(0, 4)))} ${rng.pick(['NISSAN ALTIMA', 'CHEVY SILVERADO', 'HONDA CIVIC'])}`,
  );
  L(132, 'Mileage In', num(mi, 'en').slice(0, -3));
  L(144, 'Mileage Out', num(mi + rng.int(0, 2), 'en').slice(0, -3));
  p.text(40, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { y: 156, size: 8 });
  const svc: [string, number][] = [
    [rng.pick(['Signature Service Oil Change 5W-30', 'Full Synthetic Oil Change 0W-20', 'High Mileage Oil Change 10W-30']), rng.int(3999, 8999) / 100],
  ];
  for (const [n, lo, hi] of [
    ['Engine Air Filter', 1999, 3499],
    ['Cabin Air Filter', 2499, 4499],
    ['Wiper Blades (pair)', 1999, 3599],
    ['Tire Rotation', 1499, 2499],
    ['Radiator Flush & Fill', 8999, 12999],
  ] as [string, number, number][])
    if (rng.chance(0.45)) svc.push([n, rng.int(lo, hi) / 100]);
  let y = 172;
  svc.forEach(([n, v]) => {
    L(y, n, num(v, 'en'));
    y += 12;
  });
  const coupon = rng.pick([5, 8, 10]);
  L(y, 'Coupon MAILER', `-${num(coupon, 'en')}`);
  y += 12;
  const sub = round2(sum(svc.map((s) => s[1])) - coupon);
  const fee = 2.5;
  const tax = round2((sub + fee) * 0.0725);
  const total = sum([sub, fee, tax]);
  L(y, 'Env. / Disposal Fee', num(fee, 'en'));
  y += 16;
  L(y, 'Subtotal', num(sub + fee, 'en'));
  L(y + 12, 'Tax', num(tax, 'en'));
  p.text(40, 'TOTAL', { y: y + 28, size: 11, bold: true });
  p.text(260, num(total, 'en'), { y: y + 28, size: 11, bold: true, align: 'right' });
  L(y + 44, `VISA ****${rng.int(1000, 9999)}`, num(total, 'en'));
  L(y + 56, 'Change Due', '0.00');
  p.box(320, 100, 200, 80);
  p.text(420, 'NEXT SERVICE DUE', { y: 118, size: 9, bold: true, align: 'center' });
  p.text(420, `${num(mi + rng.pick([3000, 5000, 7500]), 'en').slice(0, -3)} MI`, { y: 142, size: 16, bold: true, align: 'center' });
  p.text(420, `OR ${date(addDays(d, 120), 'us')}`, { y: 162, size: 10, align: 'center' });
  p.text(40, `Technician: ${personEn(rng).first}   Manager: ${personEn(rng).first}`, { y: y + 80, size: 8 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', { serviceDate: d, shopName: shop, serviceMileage: mi, totalCost: total, workPerformed: svc.map((s) => s[0]) }),
  };
}

/** 2024: a one-man LLC's e-mailed invoice — service date apart from invoice date, Labor/Part types, amount paid, balance 0.00. */
export function mobileLlc2024(rng: Random): Generated {
  const p = new PageBuilder();
  const o = personEn(rng);
  const [state, st, city] = stateUs(rng);
  const shop = `${o.last} Mobile Mechanic LLC`;
  const inv = rng.date(2023, 2025);
  const svcD = addDays(inv, -rng.int(1, 4));
  const mi = rng.int(40000, 220000);
  p.text(40, 'INVOICE', { y: 60, size: 26, bold: true });
  p.text(555, shop, { y: 46, size: 11, bold: true, align: 'right' });
  p.text(555, `${city}, ${st} · ${phoneUs(rng)}`, { y: 58, size: 8.5, align: 'right' });
  p.text(
    555,
    `${o.first.toLowerCase()}@${o.last
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}mobile.com`,
    { y: 69, size: 8.5, align: 'right' },
  );
  const c = personEn(rng);
  p.text(40, 'BILL TO', { y: 100, size: 7.5, bold: true });
  p.text(40, full(c), { y: 113, size: 10 });
  p.text(40, streetEn(rng), { y: 125, size: 9 });
  p.text(230, 'VEHICLE', { y: 100, size: 7.5, bold: true });
  p.text(230, `${rng.int(2008, 2022)} ${rng.pick(['Toyota Tacoma', 'Subaru Outback', 'Ford F-150', 'Jeep Wrangler'])}`, { y: 113, size: 9 });
  p.text(230, `Odometer: ${num(mi, 'en').slice(0, -3)}`, { y: 125, size: 9 });
  const meta: [string, string][] = [
    ['Invoice #', `${rng.int(1000, 1999)}`],
    ['Invoice Date', date(inv, 'longEn')],
    ['Service Date', date(svcD, 'longEn')],
    ['Due Date', 'Due on receipt'],
  ];
  meta.forEach(([l, v], i) => {
    p.text(450, l, { y: 100 + i * 12, size: 8.5, align: 'right' });
    p.text(555, v, { y: 100 + i * 12, size: 8.5, align: 'right' });
  });
  const { jobs, parts: ps } = jobsWithParts(
    rng,
    [
      ['Replace starter motor', ['Starter motor (reman)']],
      ['Replace front brake pads and rotors', ['Brake pad set', 'Rotor', 'Brake cleaner']],
      ['Replace serpentine belt', ['Serpentine belt']],
      ['Replace alternator', ['Alternator (new)']],
    ],
    2,
  );
  const rows: [string, string, number, number][] = [];
  jobs.forEach((j) => rows.push(['Labor', j, rng.int(2, 8) / 2, 110]));
  ps.forEach((n) => rows.push(['Part', n, rng.int(1, 2), rng.int(1500, 21000) / 100]));
  let y = 170;
  p.box(40, y - 12, 515, 17, true);
  ['Item', 'Description', 'Qty', 'Rate', 'Amount'].forEach((h, i) =>
    p.text([46, 110, 420, 480, 549][i], h, { y, size: 8.5, bold: true, align: i >= 2 ? 'right' : undefined }),
  );
  y += 20;
  const amounts = rows.map(([, , q, r]) => round2(q * r));
  rows.forEach(([t, dsc, q, r], i) => {
    p.text(46, t, { y, size: 9 });
    p.text(110, dsc, { y, size: 9 });
    p.text(420, String(q), { y, size: 9, align: 'right' });
    p.text(480, num(r, 'en'), { y, size: 9, align: 'right' });
    p.text(549, `$${num(amounts[i], 'en')}`, { y, size: 9, align: 'right' });
    y += 16;
  });
  const labor = sum(amounts.filter((_, i) => rows[i][0] === 'Labor'));
  const parts = sum(amounts.filter((_, i) => rows[i][0] === 'Part'));
  const tax = round2(parts * 0.0825);
  const total = sum([labor, parts, tax]);
  y += 16;
  const tots: [string, string][] = [
    ['Labor subtotal', `$${num(labor, 'en')}`],
    ['Parts subtotal', `$${num(parts, 'en')}`],
    ['Sales tax (8.25% on parts)', `$${num(tax, 'en')}`],
    ['Total', `$${num(total, 'en')}`],
    [`Paid ${date(svcD, 'us')} (Zelle)`, `-$${num(total, 'en')}`],
    ['Balance Due', '$0.00'],
  ];
  tots.forEach(([l, v], i) => {
    p.text(470, l, { y, size: 9, bold: i === 3 || i === 5, align: 'right' });
    p.text(549, v, { y, size: 9, bold: i === 3 || i === 5, align: 'right' });
    y += 14;
  });
  p.text(40, 'Notes: Customer-supplied parts not warranted. 12 mo / 12,000 mi warranty on labor.', { y: y + 20, size: 8 });
  p.text(40, `Thank you for your business! ${state} ARD registration #${rng.int(10000, 99999)}`, { y: y + 32, size: 8 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', {
      serviceDate: svcD,
      shopName: shop,
      serviceMileage: mi,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: ps,
    }),
  };
}

/** 2019: UK classic-car specialist, letterhead only in the footer, work as a narrative list, boxed right-hand totals, 20 % VAT. */
export function classicSpecialist2019(rng: Random): Generated {
  const p = new PageBuilder();
  const o = personEn(rng);
  const town = ukTown(rng);
  const shop = `${o.last} Classics Ltd`;
  const d = rng.date(2017, 2021);
  const miles = rng.int(30000, 140000);
  p.text(40, 'Invoice', { y: 64, size: 24, serif: true });
  const c = personEn(rng);
  p.text(40, `${c.first} ${c.last}`, { y: 100, size: 10 });
  p.text(40, `${rng.pick(['Rose Cottage', 'The Old Forge', '12 Abbey Road'])}, ${town}`, { y: 113, size: 10 });
  p.text(555, `Invoice number ${rng.int(3000, 3999)}`, { y: 100, size: 9, align: 'right' });
  p.text(555, date(d, 'longUk'), { y: 113, size: 9, align: 'right' });
  p.text(555, `Account ${c.last.slice(0, 3).toUpperCase()}${rng.int(10, 99)}`, { y: 126, size: 9, align: 'right' });
  const car = rng.pick(['1967 MGB GT', '1972 Triumph TR6', '1964 Jaguar E-Type 3.8', '1970 Rover P5B']);
  p.text(40, `Re: ${car}, registration ${ukPlate(rng, 1975)}, odometer ${num(miles, 'en').slice(0, -3)}`, { y: 150, size: 10, bold: true });
  p.text(40, 'To carrying out the following work:', { y: 172, size: 10 });
  const { jobs, parts: ps } = jobsWithParts(
    rng,
    [
      ['Strip and rebuild front suspension', ['Front wishbone bush set', 'Kingpin kit']],
      ['Renew all brake hoses and flush system', ['Brake hose set']],
      ['Overhaul SU carburettors', ['Carburettor rebuild kit']],
      ['Fit electronic ignition', ['Electronic ignition module']],
      ['Recondition radiator', ['Radiator core']],
    ],
    3,
  );
  let y = 190;
  jobs.forEach((j) => {
    p.text(56, `•  ${j}`, { y, size: 10 });
    y += 14;
  });
  const hrs = rng.int(20, 90) / 2;
  const labor = round2(hrs * 65);
  y += 6;
  p.text(56, `Labour: ${hrs} hours at £65.00 per hour`, { y, size: 10 });
  p.text(555, num(labor, 'en'), { y, size: 10, align: 'right' });
  y += 24;
  p.text(40, 'Parts supplied:', { y, size: 10 });
  y += 16;
  const pv = ps.map(() => rng.int(1800, 26000) / 100);
  ps.forEach((n, i) => {
    p.text(56, `•  ${n}`, { y, size: 10 });
    p.text(555, num(pv[i], 'en'), { y, size: 10, align: 'right' });
    y += 14;
  });
  const parts = sum(pv);
  const net = sum([labor, parts]);
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  y += 20;
  const tb: [string, number][] = [
    ['Labour', labor],
    ['Parts', parts],
    ['Subtotal', net],
    ['VAT at 20%', vat],
    ['Amount due', total],
  ];
  p.box(360, y - 14, 195, tb.length * 17 + 8);
  tb.forEach(([l, v], i) => {
    p.text(370, l, { y: y + i * 17, size: 10, bold: i === 4 });
    p.text(547, `£${num(v, 'en')}`, { y: y + i * 17, size: 10, bold: i === 4, align: 'right' });
  });
  p.text(
    40,
    `Payment within 14 days please. BACS: sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}, account ${rng.int(10000000, 99999999)}.`,
    { y: y + 120, size: 8.5 },
  );
  p.box(40, 772, 515, 0.5);
  p.text(297, `${shop}  ·  The Coach House, ${town} ${postcode(rng)}  ·  01${rng.int(200, 999)} ${rng.int(100000, 999999)}`, {
    y: 786,
    size: 8,
    align: 'center',
  });
  p.text(
    297,
    `Registered in England and Wales ${rng.int(1000000, 9999999)} · VAT registration ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { y: 797, size: 7, align: 'center' },
  );
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('service', {
      serviceDate: d,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: ps,
    }),
  };
}

export const EN_WORKSHOPS = [
  serviceStation1966,
  concernCause1979,
  bodyShop1992,
  britishGarage1983,
  motGarage2009,
  quickLube2016,
  mobileLlc2024,
  classicSpecialist2019,
];
