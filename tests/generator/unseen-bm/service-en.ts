/**
 * unseen-bm English service bills: a British specialist's letterhead with its tagline and proprietor; an American
 * franchised dealer's repair order, the make's name big and the dealer's beside it; an Irish or British sole trader
 * "trading as" a garage name; an Australian workshop split over two lines with a network's brand and a sublet job; a
 * stationer's invoice pad with the garage's rubber stamp.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, vatUK, yearOf, type Col, type DateStyle, type NumStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { JOBS_EN, drawJobs, priceScale } from './jobs';
import {
  addressee,
  caps,
  FIRST_EN,
  footer,
  initialOf,
  LAST_EN,
  letterhead,
  sectionedTable,
  stamp,
  street,
  sums,
  totals,
  town,
  type Country,
  type HeadStyle,
  type Line,
} from './kit';

export function moneyEN(c: Country, year: number): { cur: string; f: number; ns: NumStyle; vat: number } {
  if (c === 'US') return { cur: '$', f: 1.1, ns: 'en', vat: 0 };
  if (c === 'AU') return { cur: '$', f: 1.6, ns: 'en', vat: year > 2000 ? 10 : 0 };
  if (c === 'IE')
    return year < 2002 ? { cur: 'IR£', f: 0.8, ns: 'en', vat: year < 2003 ? 12.5 : 13.5 } : { cur: '€', f: 1, ns: 'en', vat: year < 2003 ? 12.5 : 13.5 };
  return { cur: '£', f: 0.85, ns: 'en', vat: year >= 1973 ? vatUK(year) : 0 };
}

const CARS_EN = [
  'MGB GT',
  'Triumph TR6',
  'Austin-Healey 3000 Mk III',
  'Jaguar E-Type 4.2',
  'Morris Minor 1000',
  'Ford Cortina Mk II',
  'Sunbeam Alpine',
  'Rover P5B',
  'Triumph Spitfire',
  'Lotus Elan S4',
];
const CARS_US = [
  '1958 Ford Fairlane 500',
  '1965 Ford Mustang',
  '1957 Chevrolet Bel Air',
  '1969 Pontiac GTO',
  '1972 Chevrolet Corvette',
  '1966 Buick Riviera',
  '1970 Dodge Challenger',
  '1963 Ford Thunderbird',
];
const plateUK = (rng: Random, y: number) => {
  const L = () => String.fromCharCode(65 + rng.int(0, 25));
  return y < 1983 ? `${L()}${L()}${L()} ${rng.int(100, 999)}${L()}` : `${L()}${rng.int(100, 999)} ${L()}${L()}${L()}`;
};
const hoursEN = (l: Line) => (l.kind === 'labor' ? `${l.qty} hrs` : `${l.qty}`);

function custEN(p: PageBuilder, rng: Random, c: Country, x = 48): void {
  p.text(x, addressee(rng, 'en').join(' '), { size: 9.5 });
  p.down(12);
  p.text(x, street(rng, c), { size: 9.5 });
  p.down(12);
  p.text(x, town(rng, c), { size: 9.5 });
  p.down(12);
}

/** 1. A British specialist: the tagline over or under the name, "Proprietor", trade association, registered office. */
export function specialistsTagline(rng: Random): Generated {
  const c: Country = 'UK';
  const date = rng.date(1974, 2026);
  const y = yearOf(date);
  const a = rng.pick(LAST_EN);
  const b = rng.pick(LAST_EN.filter((l) => l !== a));
  const name = rng.pick([`${a} & ${b} Ltd`, `${a} Motor Engineers`, `${a} Sports Cars Ltd`, `${a} & Son (Motors) Ltd`]);
  const tag = rng.pick([
    'Specialists in British Sports Cars',
    'Jaguar & Daimler Specialists',
    'Restoration · Servicing · MOT Preparation',
    'Established 1961 — Classic Car Specialists',
  ]);
  const tagAbove = rng.chance(0.5);
  const style: HeadStyle = rng.pick(['plain', 'caps', 'split']);
  const p = new PageBuilder();
  p.y = 42;
  const prop = `${rng.pick(FIRST_EN)} ${a}`;
  letterhead(p, {
    name,
    style,
    x: 297,
    size: 22,
    align: 'center',
    serif: true,
    above: tagAbove ? [tag] : [],
    below: [...(tagAbove ? [] : [tag]), ...(name.endsWith('Ltd') ? [] : [`Proprietor: ${prop}`])],
    splitAt: name.split(' ').length - 2,
  });
  const addr = street(rng, c);
  const tw = town(rng, c);
  p.text(297, `${addr}, ${tw}  ·  Tel. ${rng.pick(['01483', '024', '01225', '01509'])} ${rng.int(100000, 999999)}`, { size: 8, align: 'center', serif: true });
  p.y = Math.max(p.y + 26, 140);
  const top = p.y;
  custEN(p, rng, c);
  const km = rng.int(9000, 160000);
  const no = `${rng.int(1000, 19999)}`;
  const ds: DateStyle = rng.pick(['uk', 'uklong', 'ukdot']);
  const inf: [string, string][] = [
    [y >= 1973 ? 'VAT Invoice No.' : 'Invoice No.', no],
    ['Date', fd(date, ds)],
    ['Vehicle', rng.pick(CARS_EN)],
    ['Reg. No.', plateUK(rng, y)],
    ['Mileage', num(km, 'en').slice(0, -3)],
  ];
  inf.forEach(([k, v], i) => {
    p.text(340, k, { y: top + i * 12, size: 9 });
    p.text(430, v, { y: top + i * 12, size: 9 });
  });
  p.y = top + 80;
  const m = moneyEN(c, y);
  const draw = drawJobs(rng, JOBS_EN, rng.int(2, 4), r2(rng.int(48, 80) * priceScale(y) * m.f), priceScale(y) * m.f);
  const s = sums(draw.lines);
  sectionedTable(
    p,
    draw.lines,
    {
      labor: 'Labour',
      parts: 'Parts & Materials',
      laborSum: 'Labour total',
      partsSum: 'Parts total',
      desc: 'Description',
      qty: 'Qty / Hrs',
      unit: 'Rate £',
      amount: 'Amount £',
    },
    m.ns,
    hoursEN,
  );
  const total = totals(p, s.net, m.vat, { net: 'Goods & Services', tax: `VAT @ ${m.vat}%`, total: 'Total Due £' }, m.ns);
  p.text(48, rng.pick(['Terms: strictly cash on collection.', 'Payment due within 30 days of invoice.', 'With thanks — payment received.']), {
    size: 8.5,
    serif: true,
  });
  footer(p, [
    name.endsWith('Ltd')
      ? [`${name}. Registered in England No. ${rng.int(700000, 9999999)}`, `Registered office: ${addr}, ${tw}`]
      : [`${name} — Proprietor ${prop}`],
    y >= 1973 ? [`VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`] : [],
    [y < 1992 ? 'Member of the Motor Agents Association' : 'Member of the Retail Motor Industry Federation'],
  ]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: s.labor,
    partsCost: s.parts,
    totalCost: total,
    workPerformed: draw.jobs,
    partsUsed: draw.lines.filter((l) => l.kind === 'parts').map((l) => l.desc),
  });
}

const US_BRANDS: [string, string][] = [
  ['CHEVROLET', 'Authorized Chevrolet Dealer'],
  ['FORD', 'Your Ford Dealer'],
  ['PONTIAC · BUICK · GMC', 'Sales · Service · Parts'],
  ['DODGE · PLYMOUTH', 'Chrysler Motors Authorized Dealer'],
  ['LINCOLN · MERCURY', 'Sales and Service'],
];

/** 2. An American franchised dealer's repair order: the make's name big, the dealer's name at the right. */
export function usFranchiseRO(rng: Random): Generated {
  const c: Country = 'US';
  const date = rng.date(1960, 2004);
  const y = yearOf(date);
  const [brand, role] = rng.pick(US_BRANDS);
  const fam = rng.pick(LAST_EN);
  const name = rng.pick([
    `${rng.pick(['Bud', 'Chuck', 'Hank', 'Dale'])} ${fam} Motors, Inc.`,
    `${fam} ${brand.split(' ')[0][0]}${brand.split(' ')[0].slice(1).toLowerCase()} Co.`,
    `${fam} Motor Sales, Inc.`,
  ]);
  const p = new PageBuilder();
  p.text(48, brand, { y: 60, size: 20, bold: true });
  p.text(48, role, { y: 76, size: 8.5 });
  p.y = 42;
  letterhead(p, { name, style: rng.pick(['caps', 'plain']), x: 545, size: 14, align: 'right' });
  const tw = town(rng, c);
  p.text(545, street(rng, c), { size: 8.5, align: 'right' });
  p.down(11);
  p.text(545, tw, { size: 8.5, align: 'right' });
  p.down(11);
  p.text(545, `Phone (${rng.int(200, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { size: 8.5, align: 'right' });
  p.y = 130;
  p.box(44, 118, 511, 62);
  p.text(52, 'REPAIR ORDER', { size: 11, bold: true });
  p.text(545, `No. ${rng.int(10000, 99999)}`, { size: 11, bold: true, align: 'right' });
  p.down(14);
  const mi = rng.int(8000, 140000);
  const ds: DateStyle = rng.pick(['us', 'usshort', 'uslong']);
  row(
    p,
    [{ x: 52 }, { x: 230 }, { x: 400 }],
    [`DATE ${fd(date, ds)}`, `YEAR/MAKE/MODEL ${rng.pick(CARS_US.filter((car) => Number(car.slice(0, 4)) <= y))}`, ''],
  );
  p.down(12);
  row(
    p,
    [{ x: 52 }, { x: 230 }, { x: 400 }],
    [
      `CUSTOMER ${rng.pick(FIRST_EN)[0]}. ${rng.pick(LAST_EN)}`,
      `MILEAGE IN ${num(mi, 'en').slice(0, -3)}`,
      `LICENSE ${rng.int(100, 999)}-${rng.int(100, 999)}`,
    ],
  );
  p.y = 200;
  const m = moneyEN(c, y);
  const draw = drawJobs(rng, JOBS_EN, rng.int(2, 4), r2(rng.int(55, 110) * priceScale(y) * m.f), priceScale(y) * m.f);
  const labs = draw.lines.filter((l) => l.kind === 'labor');
  const parts = draw.lines.filter((l) => l.kind === 'parts').map((l) => ({ ...l, code: `${rng.int(100000, 9999999)}` }));
  const s = sums(draw.lines);
  p.text(48, 'LABOR', { size: 9.5, bold: true });
  p.down(13);
  labs.forEach((l, i) => {
    row(p, [{ x: 48 }, { x: 72 }, { x: 545, align: 'right' }], [`${String.fromCharCode(65 + i)}`, caps(l.desc), num(l.amount, 'en')]);
    p.down(12.5);
  });
  p.down(8);
  p.text(48, 'PARTS', { size: 9.5, bold: true });
  p.down(13);
  row(p, [{ x: 48 }, { x: 90 }, { x: 170 }, { x: 460, align: 'right' }, { x: 545, align: 'right' }], ['QTY', 'PART NO.', 'DESCRIPTION', 'UNIT', 'AMOUNT'], {
    size: 8,
    bold: true,
  });
  p.down(12);
  for (const l of parts) {
    row(
      p,
      [{ x: 48 }, { x: 90 }, { x: 170 }, { x: 460, align: 'right' }, { x: 545, align: 'right' }],
      [`${l.qty}`, l.code, caps(l.desc), num(l.unit, 'en'), num(l.amount, 'en')],
    );
    p.down(12.5);
  }
  p.down(10);
  const taxRate = rng.pick([4, 5, 5.5, 6]);
  const tax = r2((s.parts * taxRate) / 100);
  const total = r2(s.net + tax);
  const rows: [string, string][] = [
    ['TOTAL LABOR', num(s.labor, 'en')],
    ['TOTAL PARTS', num(s.parts, 'en')],
    [`SALES TAX ${taxRate}% (PARTS)`, num(tax, 'en')],
  ];
  hline(p, 330, 225);
  p.down(13);
  for (const [k, v] of rows) {
    p.text(460, k, { size: 9, align: 'right' });
    p.text(545, v, { size: 9, align: 'right' });
    p.down(13);
  }
  p.box(330, p.y - 11, 225, 16, true);
  p.text(460, 'TOTAL AMOUNT DUE', { size: 10, bold: true, align: 'right' });
  p.text(545, `$${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(30);
  p.text(48, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 7.5 });
  p.down(10);
  p.text(48, `${name} is not responsible for loss or damage to cars or articles left in cars.`, { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: s.labor,
    partsCost: s.parts,
    totalCost: total,
    workPerformed: labs.map((l) => caps(l.desc)),
    partsUsed: parts.map((l) => caps(l.desc)),
  });
}

/** 3. A sole trader trading as a garage name: "J. Dunne t/a Dunne Motors", "prop.", "trading as". */
export function tradingAs(rng: Random): Generated {
  const c: Country = rng.pick(['IE', 'IE', 'UK']);
  const date = rng.date(1980, 2026);
  const y = yearOf(date);
  const first = rng.pick(FIRST_EN);
  const fam = rng.pick(LAST_EN);
  const trade = rng.pick([
    `${fam} Motors`,
    `${fam} Autos`,
    `${fam}'s Garage`,
    `${rng.pick(['Riverside', 'Hillview', 'Crossroads', 'Bridge Street'])} Motor Works`,
  ]);
  const form = rng.int(0, 2);
  const p = new PageBuilder();
  p.y = 44;
  if (form === 0) {
    letterhead(p, {
      name: trade,
      style: rng.pick(['caps', 'plain']),
      x: 48,
      size: 24,
      below: [`prop. ${first[0]}. ${fam}`, rng.pick(['Mechanical Repairs · Servicing · NCT Preparation', 'Accident Repairs · Welding · Classic Cars'])],
    });
  } else if (form === 1) {
    p.text(48, `${first} ${fam} t/a`, { y: 44, size: 10 });
    p.y = 62;
    letterhead(p, { name: trade, style: 'caps', x: 48, size: 24, below: ['Servicing · Repairs · Tyres'] });
  } else {
    letterhead(p, { name: trade, style: rng.pick(['plain', 'split']), x: 48, size: 22, splitAt: 1, below: [`${first} ${fam} trading as ${trade}`] });
  }
  const tw = town(rng, c);
  const addr = street(rng, c);
  [addr, tw, `Tel. 0${rng.int(21, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`].forEach((l, i) =>
    p.text(545, l, { y: 56 + i * 11, size: 8.5, align: 'right' }),
  );
  p.y = Math.max(p.y + 20, 140);
  const top = p.y;
  custEN(p, rng, c);
  const m = moneyEN(c, y);
  const km = rng.int(30000, 280000);
  const unit = c === 'UK' || (c === 'IE' && y < 2005 && rng.chance(0.5)) ? 'miles' : 'km';
  const ds: DateStyle = rng.pick(['uk', 'ukdot']);
  p.text(340, `INVOICE No. ${rng.int(100, 4999)}`, { y: top, size: 10, bold: true });
  p.text(340, `Date: ${fd(date, ds)}`, { y: top + 14, size: 9 });
  p.text(
    340,
    `Reg: ${c === 'IE' ? `${rng.pick(['84', '91', '98', '06', '12', '67'])}-${rng.pick(['KE', 'CE', 'WH', 'WW', 'KY'])}-${rng.int(100, 9999)}` : plateUK(rng, y)}`,
    { y: top + 26, size: 9 },
  );
  p.text(340, `Odometer: ${num(km, 'en').slice(0, -3)} ${unit}`, { y: top + 38, size: 9 });
  p.y = top + 70;
  const draw = drawJobs(rng, JOBS_EN, rng.int(1, 3), r2(rng.int(45, 70) * priceScale(y) * m.f), priceScale(y) * m.f);
  const s = sums(draw.lines);
  const cols: Col[] = [{ x: 48 }, { x: 380, align: 'right' }, { x: 455, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Details', 'Qty', 'Price', `${m.cur}`], { bold: true });
  p.down(4);
  hline(p, 44, 507);
  p.down(14);
  for (const j of draw.jobs) {
    p.text(48, j, { size: 9.5 });
    p.down(12.5);
  }
  p.down(4);
  for (const l of draw.lines.filter((x) => x.kind === 'parts')) {
    row(p, cols, [l.desc, `${l.qty}`, num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12.5);
  }
  p.down(4);
  const hours = sum(draw.lines.filter((l) => l.kind === 'labor').map((l) => l.qty));
  row(p, cols, ['Labour', `${hours} hrs`, num(draw.lines[0].unit, 'en'), num(s.labor, 'en')]);
  p.down(16);
  const partsSum = rng.chance(0.6);
  if (partsSum) {
    p.text(455, 'Parts', { size: 9, align: 'right' });
    p.text(545, num(s.parts, 'en'), { size: 9, align: 'right' });
    p.down(4);
  }
  const total = totals(p, s.net, m.vat, { net: 'Sub-total', tax: `VAT ${m.vat}%`, total: `TOTAL ${m.cur}` }, m.ns);
  p.text(48, rng.pick(['Thank you for your custom.', 'All parts remain property of the garage until paid in full.']), { size: 8.5 });
  footer(p, [
    [`${first} ${fam} t/a ${trade}`],
    [
      `VAT No. ${c === 'IE' ? `IE ${rng.int(1000000, 9999999)}${String.fromCharCode(65 + rng.int(0, 25))}` : `${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`}`,
    ],
  ]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: trade,
    serviceDate: date,
    serviceMileage: km,
    laborCost: s.labor,
    ...(partsSum ? { partsCost: s.parts } : {}),
    totalCost: total,
    workPerformed: draw.jobs,
    partsUsed: draw.lines.filter((l) => l.kind === 'parts').map((l) => l.desc),
  });
}

/** 4. An Australian workshop: the name split over two lines, a network's brand beside it, a sublet job, ABN. */
export function ausWorkshop(rng: Random): Generated {
  const c: Country = 'AU';
  const date = rng.date(1976, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_EN);
  const place = rng.pick(['Ringwood', 'Gosford', 'Fullarton', 'Alderley', 'Osborne Park']);
  const name = rng.pick([
    `${place} Classic Restorations Pty Ltd`,
    `${fam} Automotive Pty Ltd`,
    `${fam} & Sons Motor Repairs`,
    `${place} Auto Electrics & Mechanical`,
  ]);
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name,
    style: 'split',
    x: 48,
    size: 22,
    splitAt: 1,
    below: [`${street(rng, c)}, ${town(rng, c)}`, `Ph (0${rng.int(2, 8)}) ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`],
  });
  const network = rng.pick(['Repco Authorised Service', 'Bosch Car Service', 'Capricorn Member', 'MTA Member Workshop']);
  p.box(395, 40, 160, 40);
  p.text(475, network.toUpperCase(), { y: 58, size: 9, bold: true, align: 'center' });
  p.text(475, rng.pick(['Independently owned and operated', 'Proud member']), { y: 71, size: 7, align: 'center' });
  p.y = Math.max(p.y + 18, 150);
  const gst = y > 2000;
  p.text(48, gst ? 'TAX INVOICE' : 'INVOICE', { size: 14, bold: true });
  p.text(545, `Invoice ${rng.int(10000, 99999)}`, { size: 10, align: 'right' });
  p.down(18);
  const top = p.y;
  custEN(p, rng, c);
  const km = rng.int(40000, 320000);
  const ds: DateStyle = rng.pick(['uk', 'ukdot', 'uklong']);
  p.text(340, `Date: ${fd(date, ds)}`, { y: top, size: 9 });
  p.text(340, `Vehicle: ${rng.pick(['Holden HQ Monaro', 'Ford XY Falcon GT', 'Holden EH Special', 'Valiant VG Pacer', 'Datsun 240Z', 'Toyota FJ40'])}`, {
    y: top + 12,
    size: 9,
  });
  p.text(
    340,
    `Rego: ${rng.pick(['', 'CLUB '])}${rng.int(100, 999)}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
    { y: top + 24, size: 9 },
  );
  p.text(340, `Odometer: ${num(km, 'en').slice(0, -3)} km`, { y: top + 36, size: 9 });
  p.y = top + 60;
  const m = moneyEN(c, y);
  const draw = drawJobs(rng, JOBS_EN, rng.int(2, 3), r2(rng.int(70, 130) * priceScale(y) * m.f * 0.6), priceScale(y) * m.f);
  const [subJob, subFirm] = rng.pick<[string, string]>([
    ['Cylinder head machined and valve seats recut', 'Eastside Engine Reconditioners'],
    ['Seats retrimmed', `${rng.pick(LAST_EN)} Motor Trimming`],
    ['Differential rebuilt', 'Coastal Diff & Gearbox'],
    ['Radiator recored', `${rng.pick(LAST_EN)} Radiators`],
  ]);
  const subAmt = r2(rng.int(150, 1200) * priceScale(y) * m.f);
  const lines: Line[] = draw.lines;
  const s = sums(lines);
  sectionedTable(
    p,
    lines,
    { labor: 'Labour', parts: 'Parts', laborSum: 'Labour', partsSum: 'Parts', desc: 'Description', qty: 'Qty/Hrs', unit: 'Rate', amount: 'Amount' },
    m.ns,
    hoursEN,
  );
  p.text(48, 'Sublet', { size: 9, bold: true });
  p.down(13);
  p.text(48, `  ${subJob} — ${subFirm} (invoice attached)`, { size: 9 });
  p.text(545, num(subAmt, 'en'), { size: 9, align: 'right' });
  p.down(17);
  const net = r2(s.net + subAmt);
  const total = totals(p, net, m.vat, { net: gst ? 'Total ex GST' : 'Sub-total', tax: 'GST 10%', total: gst ? 'Total inc GST $' : 'Total $' }, m.ns);
  p.text(48, 'Payment: cash, cheque or EFTPOS on collection. Thank you for your business.', { size: 8.5 });
  footer(p, [
    [name],
    gst ? [`ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`] : [],
    [`LMCT / MVRL ${rng.int(10000, 99999)}`],
  ]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: s.labor,
    partsCost: s.parts,
    totalCost: total,
    workPerformed: [...draw.jobs, subJob],
    partsUsed: draw.lines.filter((l) => l.kind === 'parts').map((l) => l.desc),
  });
}

/** 5. A stationer's invoice pad (UK or US) with the garage's rubber stamp as its only heading. */
export function stampOnPad(rng: Random): Generated {
  const c: Country = rng.pick(['UK', 'US']);
  const date = c === 'UK' ? rng.date(1972, 1988) : rng.date(1960, 1988);
  const y = yearOf(date);
  const first = rng.pick(FIRST_EN);
  const fam = rng.pick(LAST_EN);
  const name =
    c === 'UK'
      ? rng.pick([`${fam}'s Garage`, `${fam} Motor Services`, `Station Garage (${fam})`])
      : rng.pick([`${fam}'s Texaco Service`, `${fam} Garage`, `${fam} Auto Repair`]);
  const p = new PageBuilder();
  p.y = 54;
  p.text(545, 'INVOICE', { size: 20, bold: true, serif: true, align: 'right' });
  p.text(545, `No. ${rng.int(1000, 9999)}`, { y: 74, size: 10, align: 'right' });
  const lines = [
    caps(name),
    c === 'UK' ? `Prop. ${initialOf(`${first} ${fam}`)}` : rng.pick(['Tune-ups · Brakes · Towing', 'General Repairs']),
    street(rng, c),
    town(rng, c),
  ];
  stamp(p, 44, 38, lines);
  p.y = 118;
  const ds: DateStyle = c === 'UK' ? rng.pick(['uk', 'ukdot']) : rng.pick(['us', 'usshort']);
  p.text(48, 'Date', { size: 9, serif: true });
  p.text(90, fd(date, ds), { size: 10 });
  p.text(300, c === 'UK' ? 'Reg. No.' : 'Lic. No.', { size: 9, serif: true });
  p.text(350, c === 'UK' ? plateUK(rng, y) : `${rng.int(100, 999)} ${rng.int(100, 999)}`, { size: 10 });
  p.down(14);
  const mi = rng.int(12000, 98000);
  p.text(48, 'Name', { size: 9, serif: true });
  p.text(90, `${rng.pick(FIRST_EN)[0]}. ${rng.pick(LAST_EN)}`, { size: 10 });
  p.text(300, 'Mileage', { size: 9, serif: true });
  p.text(350, `${mi}`, { size: 10 });
  p.down(22);
  const m = moneyEN(c, y);
  const rate = r2(rng.int(35, 60) * priceScale(y) * m.f);
  const draw = drawJobs(rng, JOBS_EN, rng.int(1, 3), rate, priceScale(y) * m.f);
  const cols: Col[] = [{ x: 48 }, { x: 80 }, { x: 545, align: 'right' }];
  row(p, cols, ['Qty', 'Particulars', c === 'UK' ? '£  p' : '$'], { bold: true, serif: true });
  p.down(4);
  hline(p, 44, 507);
  p.down(14);
  for (const j of draw.jobs) {
    p.text(80, j, { size: 9.5 });
    p.down(12.5);
  }
  const parts = draw.lines.filter((l) => l.kind === 'parts');
  for (const l of parts) {
    row(p, cols, [`${l.qty}`, l.desc, num(l.amount, 'en')]);
    p.down(12.5);
  }
  const hours = sum(draw.lines.filter((l) => l.kind === 'labor').map((l) => l.qty));
  const labor = r2(hours * rate);
  row(p, cols, ['', `${c === 'US' ? 'Labor' : 'Labour'} ${hours} hrs`, num(labor, 'en')]);
  p.down(16);
  const net = r2(labor + sum(parts.map((l) => l.amount)));
  const total = totals(p, net, m.vat, { net: 'Total', tax: `VAT ${m.vat}%`, total: c === 'UK' ? 'Amount due £' : 'Amount due $' }, m.ns);
  p.text(48, 'Received with thanks', { size: 9, serif: true });
  p.down(40);
  p.text(48, c === 'UK' ? 'Collins Duplicate Invoice Book No. 2T' : 'Rediform 5L101 — Made in U.S.A.', { y: 812, size: 6, serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: labor,
    totalCost: total,
    workPerformed: draw.jobs,
    partsUsed: parts.map((l) => l.desc),
  });
}
