/**
 * English-language service bills for youngtimers: a British tyre-and-exhaust chain's till invoice, an MOT station's
 * test with small repairs, a British main dealer's repair order, an American quick-lube printout, a state inspection
 * station, an American independent specialist's repair order, an Irish garage's NCT preparation with two VAT rates and
 * an Australian brake-and-muffler chain's tax invoice.
 */
import { addDays, dateIn, doc, fd, hline, num, r2, row, sum, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { chainLines, partsFor, SERVICE_EN, THEMES } from './jobs';
import {
  amt,
  buildYear,
  carOf,
  cardMask,
  digits,
  labourOf,
  letters,
  near,
  newPage,
  partsOf,
  personEN,
  plateAU,
  plateUK,
  plateUS,
  qtyStr,
  some,
  sumAmt,
  vin,
  type Line,
} from './kit';
import { infl } from './service-de';

function milesFor(rng: Random, built: number, year: number): number {
  return Math.max(1000, (year - built) * rng.int(5000, 10000) + rng.int(0, 999));
}

const CHAINS_UK = ['Treadwell Tyres & Exhausts', 'Autostop Tyre Centres', 'Kwik-Grip Tyre & Exhaust', 'National Wheel & Brake', 'Speedfit Auto Centres'];

/** A British tyre and exhaust chain's invoice from the till software: codes, discounts, VAT, card. */
export function ukFastFit(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1992, 2026);
  const y = yearOf(date);
  const vat = vatUK(y);
  const f = infl(y) * 0.88;
  const lines = chainLines(rng, 'en', rng.some(THEMES, rng.int(1, 2)), car, f);
  const name = rng.pick(CHAINS_UK);
  const miles = milesFor(rng, built, y);
  const centre = digits(rng, 4);
  const p = newPage(50);
  p.text(40, name, { size: 16, bold: true });
  p.text(555, 'TAX INVOICE', { size: 13, bold: true, align: 'right' });
  p.down(14);
  p.text(
    40,
    `Centre ${centre} · ${rng.int(1, 300)} ${rng.pick(['Kirkstall Road', 'London Road', 'Station Street', 'Mill Lane', 'Bath Road'])}, ${rng.pick(['Leeds LS4 2AZ', 'Reading RG1 3PX', 'Derby DE1 2SN', 'Bristol BS4 3QD', 'Norwich NR3 1HY'])}`,
    { size: 8.5 },
  );
  p.down(11);
  p.text(
    40,
    `Tel ${rng.pick(['0113', '0118', '01332', '0117', '01603'])} ${digits(rng, 6)} · VAT Reg No GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 8.5 },
  );
  p.down(28);
  const meta: [string, string][] = [
    ['Invoice No', `${centre}/${digits(rng, 6)}`],
    ['Date', fd(date, 'uk')],
    ['Reg No', plateUK(rng, built)],
    ['Vehicle', `${car.make} ${car.model}`],
    ['Mileage', num(miles, 'en').slice(0, -3)],
    ['Fitter', `${rng.pick(['DW', 'KJ', 'MT', 'RS', 'AP'])}${rng.int(1, 9)}`],
  ];
  meta.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 40 : 300;
    p.text(x, `${k}:`, { size: 9, bold: true });
    p.text(x + 62, v, { size: 9 });
    if (i % 2 === 1) p.down(13);
  });
  p.down(10);
  const cols: Col[] = [{ x: 40 }, { x: 100 }, { x: 380, align: 'right' }, { x: 440, align: 'right' }, { x: 485, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Code', 'Description', 'Qty', 'Unit £', 'Disc%', 'Net £'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  for (const l of lines) {
    row(p, cols, [l.code ?? '', l.desc, qtyStr(l.qty, 'en'), num(l.price, 'en'), l.disc ? num(l.disc, 'en') : '0.00', num(amt(l), 'en')], { size: 8.5 });
    p.down(12.5);
  }
  hline(p, 40, 515);
  p.down(15);
  const netSum = sumAmt(lines);
  const tax = r2((netSum * vat) / 100);
  const total = r2(netSum + tax);
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: labourOf(lines).map((l) => l.desc),
    partsUsed: partsOf(lines).map((l) => l.desc),
  };
  const split = rng.chance(0.5);
  const tot: [string, number][] = [];
  if (split) {
    truth.laborCost = sumAmt(labourOf(lines));
    truth.partsCost = sumAmt(partsOf(lines));
    tot.push(['Labour', truth.laborCost as number], ['Parts', truth.partsCost as number]);
    const other = sumAmt(lines.filter((l) => l.kind === 'fee'));
    if (other) tot.push(['Sundries', other]);
  }
  tot.push(['Total Net', netSum], [`VAT @ ${vat}%`, tax]);
  for (const [k, v] of tot) {
    p.text(485, k, { size: 9, align: 'right' });
    p.text(555, num(v, 'en'), { size: 9, align: 'right' });
    p.down(13);
  }
  p.box(360, p.y - 10, 200, 15, true);
  p.text(485, 'Invoice Total £', { size: 10, bold: true, align: 'right' });
  p.text(555, num(total, 'en'), { size: 10, bold: true, align: 'right' });
  p.down(24);
  p.text(
    40,
    `Paid: ${rng.pick(['VISA DEBIT', 'MASTERCARD', y < 2004 ? 'SWITCH' : 'CONTACTLESS'])} ${cardMask(rng)}  £${num(total, 'en')}  AUTH ${digits(rng, 6)}`,
    { size: 8.5 },
  );
  p.down(18);
  p.text(40, 'Wheel nuts/bolts should be re-torqued after 50 miles. Tyre guarantee terms overleaf.', { size: 8 });
  p.down(11);
  p.text(40, 'Thank you for your custom. Please retain this invoice for warranty purposes.', { size: 8 });
  return doc(p, 'en', truth);
}

const MOT_REPAIRS: [string, number, [string, number] | null][] = [
  ['Replace offside front track rod end', 0.8, ['Track rod end O/S/F', 18]],
  ['Replace number plate lamp bulbs', 0.2, ['Bulb 12V 5W', 1.2]],
  ['Adjust headlamp aim', 0.3, null],
  ['Replace nearside rear brake hose and bleed', 0.9, ['Brake hose N/S/R', 12]],
  ['Replace front wiper blades', 0.1, ['Wiper blade pair', 16]],
  ['Weld repair to nearside sill, seam sealed', 2.5, ['Repair panel and sealer', 28]],
  ['Replace CV boot offside outer', 1.2, ['CV boot kit', 17]],
  ['Adjust handbrake', 0.4, null],
  ['Replace exhaust rubber mountings', 0.3, ['Exhaust mounting rubbers', 6]],
];

/** An MOT testing station's bill: the test fee outside VAT, the small repairs that passed it. */
export function motStation(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1993, 2026);
  const y = yearOf(date);
  const vat = vatUK(y);
  const f = infl(y) * 0.9;
  const rate = r2(near(rng, 62 * f, 0.1, 0.5));
  const mot = y >= 2010 ? 54.85 : r2(near(rng, 25 + (y - 1993) * 1.7, 0.05, 0.05));
  const reps = rng.some(MOT_REPAIRS, rng.int(1, 4));
  if (!reps.some((r) => r[2])) reps.push(MOT_REPAIRS[0]);
  const lab: Line[] = reps.map(([d, h]) => ({ desc: d, qty: h, price: rate, kind: 'labour' }));
  const parts: Line[] = reps.filter((r) => r[2]).map(([, , pp]) => ({ desc: pp![0], qty: 1, price: r2(near(rng, pp![1], 0.1) * f), kind: 'part' as const }));
  const name = `${rng.pick(['Bridge Street', 'Hillside', 'Parkway', 'Station Yard', 'Mill Lane'])} Garage${rng.chance(0.5) ? ' Ltd' : ''}`.toUpperCase();
  const miles = milesFor(rng, built, y);
  const p = newPage(56);
  p.text(297, name, { size: 17, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `MOT Testing Station VTS ${letters(rng, 1)}${digits(rng, 5)} · Servicing · Repairs · Welding`, { size: 9, align: 'center' });
  p.down(12);
  p.text(
    297,
    `${rng.pick(['Unit 4, Brook Industrial Estate', '12 Bridge Street', 'Old Station Yard', '3 Mill Lane'])}, ${rng.pick(['Stockport SK4', 'Swindon SN2', 'Exeter EX2', 'Wigan WN5', 'Carlisle CA2'])} · Tel ${digits(rng, 5)} ${digits(rng, 6)}`,
    { size: 9, align: 'center' },
  );
  p.down(34);
  p.text(40, `Invoice ${digits(rng, 5)}`, { size: 12, bold: true });
  p.text(555, `Date: ${fd(date, rng.pick(['uk', 'uklong']))}`, { size: 10, align: 'right' });
  p.down(18);
  p.text(40, `Customer: ${personEN(rng)}`, { size: 9.5 });
  p.down(13);
  p.text(40, `Registration: ${plateUK(rng, built)}    Make/Model: ${car.make} ${car.model}    Odometer: ${num(miles, 'en').slice(0, -3)} miles`, { size: 9.5 });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Qty/Hrs', 'Rate', 'Amount'], { bold: true, size: 9 });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  row(p, cols, [`MOT test (Class 4) — PASS, certificate no. ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`, '1', num(mot, 'en'), num(mot, 'en')], {
    size: 9,
  });
  p.down(13);
  for (const l of lab) {
    row(p, cols, [l.desc, qtyStr(l.qty, 'en'), num(l.price, 'en'), num(amt(l), 'en')], { size: 9 });
    p.down(13);
  }
  for (const l of parts) {
    row(p, cols, [`   ${l.desc}`, String(l.qty), num(l.price, 'en'), num(amt(l), 'en')], { size: 9 });
    p.down(13);
  }
  hline(p, 40, 515);
  p.down(15);
  const labSum = sumAmt(lab);
  const partSum = sumAmt(parts);
  const tax = r2(((labSum + partSum) * vat) / 100);
  const total = r2(labSum + partSum + tax + mot);
  const tot: [string, number, boolean][] = [
    ['Labour', labSum, false],
    ['Parts', partSum, false],
    [`VAT ${vat}% (labour and parts)`, tax, false],
    ['MOT fee (no VAT)', mot, false],
    ['TOTAL DUE', total, true],
  ];
  for (const [k, v, b] of tot) {
    p.text(470, k, { size: b ? 10.5 : 9.5, bold: b, align: 'right' });
    p.text(555, `£${num(v, 'en')}`, { size: b ? 10.5 : 9.5, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(14);
  p.text(40, `MOT expires ${fd(addDays(date, 364), 'uk')}. We will send you a reminder a month before.`, { size: 8.5 });
  p.down(12);
  p.text(40, `Paid with thanks — ${rng.pick(['cash', 'cheque', 'card'])}.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

/** A British main dealer's service department: repair order with labour, parts, sundries, VAT. */
export function ukDealer(rng: Random): Generated {
  const car = carOf(rng, (c) => ['Saab', 'Volvo', 'Ford', 'Mazda', 'Toyota', 'Honda'].includes(c.make));
  const built = buildYear(rng, car);
  // Saab's dealers closed with the maker (2011–12)
  const date = dateIn(rng, Math.max(1991, built + 1), car.make === 'Saab' ? 2011 : 2026);
  const y = yearOf(date);
  const vat = vatUK(y);
  const f = infl(y) * 0.9;
  const rate = r2(near(rng, 95 * f, 0.1, 0.5));
  const jobs = [
    SERVICE_EN[1],
    ...some(
      rng,
      SERVICE_EN.filter((j) => j !== SERVICE_EN[1]),
      1,
      4,
    ),
  ];
  const lab: Line[] = jobs.map((j) => ({ code: `${letters(rng, 1)}${digits(rng, 5)}`, desc: j.desc, qty: j.hours, price: rate, kind: 'labour' }));
  const parts: Line[] = jobs.flatMap((j) =>
    partsFor(j.desc, 'en', rng, car).map((pp) => ({
      code: `${digits(rng, 4)} ${digits(rng, 3)}`,
      desc: pp.desc,
      qty: pp.qty,
      price: r2(pp.price * f * 1.2),
      kind: 'part' as const,
    })),
  );
  const town = rng.pick(['Harrogate', 'Guildford', 'Chelmsford', 'Shrewsbury', 'Solihull', 'Cheltenham']);
  const name = `${rng.pick(['Hadley', 'Ridgeway', 'Oakfield', 'Kingsmead', 'Abbey'])} ${car.make} ${town}`;
  const miles = milesFor(rng, built, y);
  const p = newPage(50);
  p.text(40, name, { size: 16, bold: true });
  p.down(13);
  p.text(
    40,
    `Service Department · ${rng.int(1, 200)} ${rng.pick(['Leeds Road', 'Portsmouth Road', 'Springfield Road', 'Stratford Road'])}, ${town} · Service reception ${digits(rng, 5)} ${digits(rng, 6)}`,
    { size: 8.5 },
  );
  p.down(30);
  p.text(40, 'SERVICE INVOICE', { size: 13, bold: true });
  p.down(18);
  const meta: [string, string][] = [
    ['Invoice number', `SI${digits(rng, 6)}`],
    ['Invoice date', fd(date, 'uk')],
    ['Repair order', `RO${digits(rng, 5)}`],
    ['Date in', fd(addDays(date, -rng.int(0, 2)), 'uk')],
    ['Registration', plateUK(rng, built)],
    ['Chassis no.', vin(rng, car, built)],
    ['Model', `${car.make} ${car.model}`],
    ['Mileage in', num(miles, 'en').slice(0, -3)],
  ];
  meta.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 40 : 300;
    p.text(x, k, { size: 8.5 });
    p.text(x + 78, v, { size: 8.5, bold: true });
    if (i % 2 === 1) p.down(12);
  });
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 105 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Op / Part', 'Description', 'Hrs / Qty', 'Price', 'Value £'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  p.text(105, 'LABOUR', { size: 8.5, bold: true });
  p.down(12);
  for (const l of lab) {
    row(p, cols, [l.code ?? '', l.desc, qtyStr(l.qty, 'en'), num(l.price, 'en'), num(amt(l), 'en')], { size: 8.5 });
    p.down(12.5);
  }
  p.down(4);
  p.text(105, 'PARTS', { size: 8.5, bold: true });
  p.down(12);
  for (const l of parts) {
    row(p, cols, [l.code ?? '', l.desc, qtyStr(l.qty, 'en'), num(l.price, 'en'), num(amt(l), 'en')], { size: 8.5 });
    p.down(12.5);
  }
  hline(p, 40, 515);
  p.down(15);
  const labSum = sumAmt(lab);
  const partSum = sumAmt(parts);
  const sundry = r2(near(rng, 9.5 * f, 0.1));
  const netSum = sum([labSum, partSum, sundry]);
  const tax = r2((netSum * vat) / 100);
  const total = r2(netSum + tax);
  const tot: [string, number, boolean][] = [
    ['Labour Total', labSum, false],
    ['Parts Total', partSum, false],
    ['Sundries (consumables, waste disposal)', sundry, false],
    ['Net Total', netSum, false],
    [`VAT ${vat}%`, tax, false],
    ['Invoice Total', total, true],
  ];
  for (const [k, v, b] of tot) {
    p.text(470, k, { size: b ? 10 : 9, bold: b, align: 'right' });
    p.text(555, num(v, 'en'), { size: b ? 10 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(14);
  p.text(40, `Service book stamped. Next service due ${fd(addDays(date, 365), 'uk')} or ${num(miles + 6000, 'en').slice(0, -3)} miles, whichever first.`, {
    size: 8.5,
  });
  p.down(12);
  p.text(40, `Technician: ${personEN(rng)} · Service adviser: ${personEN(rng)}`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

const US_STATES: [string, number][] = [
  ['TX', 6.25],
  ['PA', 6],
  ['OH', 5.75],
  ['IL', 6.25],
  ['NC', 4.75],
  ['VA', 5.3],
  ['MI', 6],
  ['NJ', 6.625],
];
const US_TOWNS: Record<string, string> = {
  TX: 'Plano, TX 75074',
  PA: 'Lancaster, PA 17601',
  OH: 'Dublin, OH 43017',
  IL: 'Naperville, IL 60540',
  NC: 'Cary, NC 27511',
  VA: 'Roanoke, VA 24012',
  MI: 'Troy, MI 48083',
  NJ: 'Cherry Hill, NJ 08002',
};

/** An American quick-lube printout: services, quarts, tax on parts only, the next change's mileage. */
export function usQuickLube(rng: Random): Generated {
  const car = carOf(rng, (c) => ['Mazda', 'Toyota', 'Honda', 'BMW', 'Porsche', 'Mercedes-Benz', 'Volvo', 'Saab'].includes(c.make));
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1994, 2026);
  const y = yearOf(date);
  const f = infl(y);
  const [st, taxRate] = rng.pick(US_STATES);
  const quarts = rng.pick([4, 4.5, 5, 6, 7]);
  const lines: Line[] = [
    { code: 'FSOC', desc: 'Full service oil change', qty: 1, price: r2(near(rng, 24.99 * f, 0.1, 1) - 0.01), kind: 'labour' },
    { code: `${c10(rng)}`, desc: `Motor oil ${car.oil} (qt)`, qty: quarts, price: r2(near(rng, 6.49 * f, 0.1, 0.1) - 0.01), kind: 'part' },
    { code: `PH${digits(rng, 4)}`, desc: 'Oil filter', qty: 1, price: r2(near(rng, 8.99 * f, 0.1, 1) - 0.01), kind: 'part' },
  ];
  if (rng.chance(0.6))
    lines.push({ code: `CA${digits(rng, 4)}`, desc: 'Engine air filter', qty: 1, price: r2(near(rng, 21.99 * f, 0.1, 1) - 0.01), kind: 'part' });
  if (rng.chance(0.5)) lines.push({ code: 'WB', desc: 'Wiper blades (pair)', qty: 1, price: r2(near(rng, 24.99 * f, 0.1, 1) - 0.01), kind: 'part' });
  if (rng.chance(0.4)) lines.push({ code: 'DIFF', desc: 'Differential fluid service', qty: 1, price: r2(near(rng, 59.99 * f, 0.1, 1) - 0.01), kind: 'labour' });
  lines.push({ code: 'ENV', desc: 'Environmental fee', qty: 1, price: 2.95, kind: 'fee' });
  const store = `#${digits(rng, 4)}`;
  const name = rng.pick(['Speedy Lube Center', 'Jiffy Pro Lube', 'Oil Depot Express', 'Valley Quick Lube']).toUpperCase();
  const miles = milesFor(rng, built, y);
  const p = newPage(60);
  const x0 = 130;
  p.text(297, `${name} ${store}`, { size: 14, bold: true, align: 'center' });
  p.down(14);
  p.text(
    297,
    `${rng.int(100, 9999)} ${rng.pick(['W Main St', 'N Central Expy', 'Ridge Rd', 'Lincoln Hwy'])} · ${US_TOWNS[st]} · (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`,
    { size: 8.5, align: 'center' },
  );
  p.down(24);
  p.text(x0, `INVOICE ${digits(rng, 7)}`, { size: 9, bold: true });
  p.text(465, fd(date, 'us'), { size: 9, align: 'right' });
  p.down(12);
  p.text(x0, `${built} ${car.make.toUpperCase()} ${car.model.toUpperCase()}  LIC ${plateUS(rng)} ${st}`, { size: 9 });
  p.down(12);
  p.text(x0, `ODOMETER IN: ${num(miles, 'en').slice(0, -3)}`, { size: 9 });
  p.down(10);
  hline(p, x0, 335);
  p.down(13);
  for (const l of lines) {
    p.text(x0, l.code ?? '', { size: 8.5 });
    p.text(x0 + 45, l.desc.toUpperCase(), { size: 8.5 });
    p.text(395, `${qtyStr(l.qty, 'en')} @ ${num(l.price, 'en')}`, { size: 8.5, align: 'right' });
    p.text(465, num(amt(l), 'en'), { size: 8.5, align: 'right' });
    p.down(12.5);
  }
  hline(p, x0, 335);
  p.down(13);
  const labSum = sumAmt(labourOf(lines));
  const partSum = sumAmt(partsOf(lines));
  const fees = sumAmt(lines.filter((l) => l.kind === 'fee'));
  const tax = r2((partSum * taxRate) / 100);
  const total = r2(labSum + partSum + fees + tax);
  const tot: [string, number, boolean][] = [
    ['LABOR', labSum, false],
    ['PARTS', partSum, false],
    ['FEES', fees, false],
    [`SALES TAX ${taxRate}% (PARTS)`, tax, false],
    ['TOTAL', total, true],
  ];
  for (const [k, v, b] of tot) {
    p.text(395, k, { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.text(465, `$${num(v, 'en')}`, { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(8);
  p.text(x0, `${rng.pick(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'])} ${cardMask(rng)}  APPROVED ${digits(rng, 6)}`, { size: 8.5 });
  p.down(20);
  p.box(x0, p.y - 10, 335, 30);
  p.text(297, `NEXT SERVICE DUE: ${num(miles + 3000, 'en').slice(0, -3)} MI OR ${fd(addDays(date, 91), 'us')}`, { size: 9.5, bold: true, align: 'center' });
  p.down(12);
  p.text(297, 'Technician ' + rng.pick(['#12', '#07', '#21', '#33']) + ' · 22-point check completed', { size: 8, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: labourOf(lines).map((l) => l.desc.toUpperCase()),
    partsUsed: partsOf(lines).map((l) => l.desc.toUpperCase()),
  });
}
const c10 = (rng: Random) => `MO${digits(rng, 3)}`;

const INSP_REPAIRS: [string, number, [string, number] | null][] = [
  ['Replace license plate lamp', 0.3, ['License plate lamp bulb 194', 2.5]],
  ['Replace front wiper blades', 0.2, ['Wiper blade 20"', 14]],
  ['Replace rear brake shoes, adjust', 1.5, ['Rear brake shoe set', 42]],
  ['Replace LF outer tie rod end, set toe', 1.2, ['Outer tie rod end', 38]],
  ['Replace high mount stop lamp bulb', 0.3, ['Bulb 921', 3.5]],
  ['Repair exhaust leak at flange', 0.8, ['Flange gasket and bolts', 16]],
  ['Aim headlamps', 0.3, null],
];

/** A state inspection station's repair order: the inspection and sticker, the repairs that got the sticker. */
export function usInspection(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1996, 2026);
  const y = yearOf(date);
  const f = infl(y);
  const [st, taxRate] = rng.pick(US_STATES.filter(([s]) => ['PA', 'TX', 'VA', 'NJ', 'NC'].includes(s)));
  const rate = r2(near(rng, 110 * f, 0.1, 1));
  const reps = rng.some(INSP_REPAIRS, rng.int(1, 3));
  if (!reps.some((r) => r[2])) reps.push(INSP_REPAIRS[0]);
  const lab: Line[] = reps.map(([d, h]) => ({ desc: d, qty: h, price: rate, kind: 'labour' }));
  const parts: Line[] = reps
    .filter((r) => r[2])
    .map(([, , pp]) => ({ code: `${letters(rng, 2)}${digits(rng, 5)}`, desc: pp![0], qty: 1, price: r2(near(rng, pp![1], 0.1) * f), kind: 'part' as const }));
  const inspFee = r2(near(rng, 39.95 * f, 0.1, 1) - 0.05);
  const sticker = st === 'PA' ? 8 : st === 'TX' ? 7 : 0;
  const name = `${rng.pick(['Keystone', 'Route 30', 'Lone Star', 'Old Dominion', 'Garden State', 'Piedmont'])} Auto ${rng.pick(['Service', 'Repair', 'Care'])}`;
  const miles = milesFor(rng, built, y);
  const p = newPage(52);
  p.text(40, name, { size: 16, bold: true });
  p.text(555, `Official ${st} Inspection Station #${letters(rng, 1)}${digits(rng, 3)}`, { size: 9, align: 'right' });
  p.down(13);
  p.text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['Lincoln Hwy', 'Main St', 'Route 11', 'Business 15'])}, ${US_TOWNS[st]} · (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`,
    { size: 8.5 },
  );
  p.down(30);
  p.text(40, `REPAIR ORDER ${digits(rng, 6)}`, { size: 12, bold: true });
  p.text(555, `Date: ${fd(date, 'us')}`, { size: 10, align: 'right' });
  p.down(18);
  p.text(40, `Customer: ${personEN(rng)}`, { size: 9 });
  p.text(300, `Vehicle: ${built} ${car.make} ${car.model}`, { size: 9 });
  p.down(12);
  p.text(40, `VIN: ${vin(rng, car, built)}`, { size: 9 });
  p.text(300, `Plate: ${plateUS(rng)}   Mileage: ${num(miles, 'en').slice(0, -3)}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 100 }, { x: 410, align: 'right' }, { x: 475, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Type', 'Description', 'Hrs/Qty', 'Rate', 'Amount'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  row(p, cols, ['INSP', `State safety inspection${st === 'PA' || st === 'NJ' ? ' and emissions' : ''} — passed`, '1', num(inspFee, 'en'), num(inspFee, 'en')], {
    size: 8.5,
  });
  p.down(12.5);
  if (sticker) {
    row(p, cols, ['INSP', 'Inspection sticker fee (state)', '1', num(sticker, 'en'), num(sticker, 'en')], { size: 8.5 });
    p.down(12.5);
  }
  for (const l of lab) {
    row(p, cols, ['LABOR', l.desc, qtyStr(l.qty, 'en'), num(l.price, 'en'), num(amt(l), 'en')], { size: 8.5 });
    p.down(12.5);
  }
  for (const l of parts) {
    row(p, cols, ['PART', `${l.code}  ${l.desc}`, String(l.qty), num(l.price, 'en'), num(amt(l), 'en')], { size: 8.5 });
    p.down(12.5);
  }
  hline(p, 40, 515);
  p.down(15);
  const labSum = sumAmt(lab);
  const partSum = sumAmt(parts);
  const insp = r2(inspFee + sticker);
  const tax = r2((partSum * taxRate) / 100);
  const total = r2(labSum + partSum + insp + tax);
  const tot: [string, number, boolean][] = [
    ['Labor', labSum, false],
    ['Parts', partSum, false],
    ['Inspection', insp, false],
    [`Sales tax ${taxRate}%`, tax, false],
    ['Total', total, true],
  ];
  for (const [k, v, b] of tot) {
    p.text(475, k, { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.text(555, `$${num(v, 'en')}`, { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(16);
  p.text(
    40,
    `Sticker expires ${fd(addDays(date, 365), 'us').slice(0, 3)}${fd(addDays(date, 365), 'us').slice(6)}. Customer authorized repairs by phone. I acknowledge the above work.`,
    { size: 8.5 },
  );
  p.down(26);
  p.text(40, 'Signature ______________________________', { size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

const SPECIALIST: Record<string, { desc: string; hours: number; parts: [string, string, number][] }[]> = {
  Honda: [
    {
      desc: 'Timing belt and water pump service',
      hours: 7.5,
      parts: [
        ['14400-PR7-A02', 'Timing belt', 138],
        ['19200-PR7-A01', 'Water pump', 289],
        ['14510-PR7-A01', 'Belt tensioner', 96],
      ],
    },
    { desc: 'Replace clutch master cylinder', hours: 2.0, parts: [['46920-SL0-A01', 'Clutch master cylinder', 245]] },
    { desc: 'Clean and re-gap throttle body, idle adjust', hours: 1.3, parts: [] },
    { desc: 'Replace window regulator driver side', hours: 2.8, parts: [['72250-SL0-A02', 'Window regulator L', 512]] },
  ],
  Toyota: [
    {
      desc: 'Birfield joint and front axle service both sides',
      hours: 6.0,
      parts: [
        ['43403-60020', 'Birfield joint', 214],
        ['90311-62001', 'Axle seal', 18],
      ],
    },
    {
      desc: 'Replace rear axle bearings and seals',
      hours: 3.5,
      parts: [
        ['90368-49084', 'Axle bearing', 62],
        ['90310-50001', 'Oil seal', 14],
      ],
    },
    { desc: 'Injector pump leak repair', hours: 4.0, parts: [['04223-17010', 'Injection pump gasket kit', 88]] },
    {
      desc: 'Replace radiator and hoses',
      hours: 2.5,
      parts: [
        ['16400-17060', 'Radiator', 398],
        ['16571-17020', 'Upper hose', 36],
      ],
    },
  ],
  Porsche: [
    {
      desc: 'Timing and balance shaft belt service',
      hours: 5.5,
      parts: [
        ['944.105.157.03', 'Timing belt', 89],
        ['944.105.173.02', 'Balance shaft belt', 41],
      ],
    },
    { desc: 'Replace clutch and pressure plate', hours: 8.0, parts: [['944.116.013.00', 'Clutch kit', 520]] },
    { desc: 'Replace front control arm bushings', hours: 3.0, parts: [['944.341.117.00', 'Control arm bushing', 34]] },
  ],
};

/** An American independent specialist's repair order: concern, correction, hours, part numbers, shop supplies. */
export function usSpecialist(rng: Random): Generated {
  const make = rng.pick(['Honda', 'Toyota', 'Porsche']);
  const car = carOf(rng, (c) => c.make === make);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2001, 2026);
  const y = yearOf(date);
  const f = infl(y);
  const [st, taxRate] = rng.pick(US_STATES);
  const rate = r2(near(rng, 145 * f, 0.1, 5));
  const jobs = rng.some(SPECIALIST[make], rng.int(1, 3));
  if (!jobs.some((j) => j.parts.length)) jobs.push(SPECIALIST[make][0]);
  const lab: Line[] = jobs.map((j) => ({ desc: j.desc, qty: j.hours, price: rate, kind: 'labour' }));
  const parts: Line[] = jobs.flatMap((j) =>
    j.parts.map(([pn, d, pr]) => ({
      code: pn,
      desc: d,
      qty: d.includes('bushing') || d.includes('Axle bearing') ? 2 : 1,
      price: r2(near(rng, pr, 0.08) * (0.7 + 0.3 * f)),
      kind: 'part' as const,
    })),
  );
  const name = `${rng.pick(['Pacific', 'Redline', 'Summit', 'Heritage', 'Backroad'])} ${make === 'Toyota' ? '4x4' : make === 'Honda' ? 'Motorsports' : 'Werks'}`;
  const miles = milesFor(rng, built, y);
  const p = newPage(52);
  p.text(40, name, { size: 17, bold: true });
  p.down(13);
  p.text(
    40,
    `Independent ${make} specialist · ${rng.int(100, 9999)} ${rng.pick(['Industrial Way', 'Commerce Dr', 'Airport Rd'])}, ${US_TOWNS[st]} · BAR/ARD #${digits(rng, 5)}`,
    { size: 8.5 },
  );
  p.down(30);
  p.text(40, 'REPAIR ORDER / INVOICE', { size: 12, bold: true });
  p.text(555, `RO# ${digits(rng, 5)}`, { size: 11, bold: true, align: 'right' });
  p.down(16);
  p.text(40, `Date: ${fd(date, 'uslong')}`, { size: 9 });
  p.text(300, `Promised: ${fd(addDays(date, rng.int(0, 3)), 'us')}`, { size: 9 });
  p.down(12);
  p.text(40, `Owner: ${personEN(rng)}`, { size: 9 });
  p.text(300, `${built} ${car.make} ${car.model}`, { size: 9 });
  p.down(12);
  p.text(40, `VIN ${vin(rng, car, built)}`, { size: 9 });
  p.text(300, `Mileage in ${num(miles, 'en').slice(0, -3)} / out ${num(miles + rng.int(3, 15), 'en').slice(0, -3)}`, { size: 9 });
  p.down(20);
  let n = 1;
  for (const l of lab) {
    p.text(40, `${n}. ${l.desc.toUpperCase()}`, { size: 9, bold: true });
    p.text(470, `${qtyStr(l.qty, 'en')} hrs @ ${num(rate, 'en')}`, { size: 9, align: 'right' });
    p.text(555, num(amt(l), 'en'), { size: 9, align: 'right' });
    p.down(12);
    p.text(55, `Concern: customer request / found on inspection. Correction: performed per factory procedure, road tested.`, { size: 8 });
    p.down(12);
    for (const pt of parts.filter((x) => jobs[n - 1].parts.some(([pn]) => pn === x.code))) {
      p.text(70, `${pt.code}  ${pt.desc}`, { size: 8.5 });
      p.text(470, `${pt.qty} @ ${num(pt.price, 'en')}`, { size: 8.5, align: 'right' });
      p.text(555, num(amt(pt), 'en'), { size: 8.5, align: 'right' });
      p.down(12);
    }
    p.down(6);
    n++;
  }
  hline(p, 40, 515);
  p.down(15);
  const labSum = sumAmt(lab);
  const partSum = sumAmt(parts);
  const supplies = r2(Math.min(45, labSum * 0.05));
  const tax = r2((partSum * taxRate) / 100);
  const total = r2(labSum + partSum + supplies + tax);
  const tot: [string, number, boolean][] = [
    ['Total labor', labSum, false],
    ['Total parts', partSum, false],
    ['Shop supplies', supplies, false],
    [`Tax on parts ${taxRate}%`, tax, false],
    ['AMOUNT DUE', total, true],
  ];
  for (const [k, v, b] of tot) {
    p.text(470, k, { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.text(555, num(v, 'en'), { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(14);
  p.text(40, '12 month / 12,000 mile warranty on parts and labor. Replaced parts returned to customer.', { size: 8 });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc.toUpperCase()),
  };
  truth.partsUsed = parts.map((l) => l.desc);
  return doc(p, 'en', truth);
}

/** An Irish garage's NCT preparation: labour at the reduced rate, parts at the standard rate, euro. */
export function irishNct(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2012, 2026);
  const y = yearOf(date);
  const f = infl(y);
  const rate = r2(near(rng, 70 * f, 0.1, 1));
  const reps = rng.some(MOT_REPAIRS, rng.int(2, 4));
  const lab: Line[] = [
    { desc: 'NCT pre-test check and presentation', qty: 1, price: rate, kind: 'labour' },
    ...reps.map(([d, h]) => ({ desc: d, qty: h, price: rate, kind: 'labour' as const })),
  ];
  const parts: Line[] = reps
    .filter((r) => r[2])
    .map(([, , pp]) => ({ code: digits(rng, 5), desc: pp![0], qty: 1, price: r2(near(rng, pp![1] * 1.15, 0.1)), kind: 'part' as const }));
  const name = `${rng.pick(['Kilbride', 'Ballymore', 'Castleview', 'Riverside', 'Glen'])} Motors`;
  const km = Math.round((y - built) * rng.int(9000, 15000) + rng.int(0, 999));
  const p = newPage(54);
  p.text(40, name, { size: 17, bold: true, serif: true });
  p.down(14);
  p.text(
    40,
    `${rng.pick(['Main Street', 'Dublin Road', 'Cork Road', 'Industrial Estate'])}, ${rng.pick(['Naas, Co. Kildare', 'Mullingar, Co. Westmeath', 'Ennis, Co. Clare', 'Tralee, Co. Kerry', 'Navan, Co. Meath'])} · VAT No. IE${digits(rng, 7)}${letters(rng, 1)}`,
    { size: 8.5 },
  );
  p.down(34);
  p.text(40, 'INVOICE', { size: 13, bold: true });
  p.text(555, `No. ${digits(rng, 5)}`, { size: 10, align: 'right' });
  p.down(16);
  p.text(40, `Date: ${fd(date, 'uk')}`, { size: 9.5 });
  p.text(300, `Reg: ${String(built).slice(2)}-${rng.pick(['D', 'KE', 'WH', 'CE', 'KY', 'MH'])}-${digits(rng, rng.int(3, 5))}`, { size: 9.5 });
  p.down(13);
  p.text(40, `Vehicle: ${car.make} ${car.model}`, { size: 9.5 });
  p.text(300, `Odometer: ${num(km, 'en').slice(0, -3)} km`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 390, align: 'right' }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Labour', 'Hours', 'Rate', '€'], { bold: true, size: 9 });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  for (const l of lab) {
    row(p, cols, [l.desc, qtyStr(l.qty, 'en'), num(l.price, 'en'), num(amt(l), 'en')], { size: 9 });
    p.down(13);
  }
  const labSum = sumAmt(lab);
  const vl = r2(labSum * 0.135);
  row(p, cols, ['Labour total', '', '', num(labSum, 'en')], { size: 9, bold: true });
  p.down(13);
  row(p, cols, ['VAT on labour @ 13.5%', '', '', num(vl, 'en')], { size: 9 });
  p.down(20);
  let partSum = 0;
  let vp = 0;
  if (parts.length) {
    row(p, cols, ['Parts', 'Qty', 'Unit', '€'], { bold: true, size: 9 });
    p.down(4);
    hline(p, 40, 515);
    p.down(13);
    for (const l of parts) {
      row(p, cols, [`${l.code}  ${l.desc}`, String(l.qty), num(l.price, 'en'), num(amt(l), 'en')], { size: 9 });
      p.down(13);
    }
    partSum = sumAmt(parts);
    vp = r2(partSum * 0.23);
    row(p, cols, ['Parts total', '', '', num(partSum, 'en')], { size: 9, bold: true });
    p.down(13);
    row(p, cols, ['VAT on parts @ 23%', '', '', num(vp, 'en')], { size: 9 });
    p.down(20);
  }
  const total = r2(labSum + vl + partSum + vp);
  p.box(330, p.y - 11, 230, 16, true);
  p.text(460, 'Total due incl. VAT', { size: 10.5, bold: true, align: 'right' });
  p.text(555, `€${num(total, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(40, `NCT booked for ${fd(addDays(date, rng.int(2, 12)), 'uk')} at the local centre. Car ready for collection.`, { size: 8.5 });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
  };
  if (parts.length) {
    truth.partsCost = partSum;
    truth.partsUsed = parts.map((l) => l.desc);
  }
  return doc(p, 'en', truth);
}

/** An Australian brake and exhaust chain's tax invoice: prices with GST, the GST shown as included, EFTPOS. */
export function auBrakeMuffler(rng: Random): Generated {
  const car = carOf(rng, (c) => ['Toyota', 'Mazda', 'Volvo', 'BMW', 'Mercedes-Benz', 'Saab', 'Honda'].includes(c.make));
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2001, 2026);
  const y = yearOf(date);
  const f = infl(y) * 1.55;
  const net = chainLines(rng, 'en', rng.some(['exhaust', 'brakes', 'tyres', 'battery'] as const, rng.int(1, 2)), car, f);
  const lines: Line[] = net.map((l) => ({
    ...l,
    price: r2(l.price * 1.1 * (1 - (l.disc ?? 0) / 100)),
    disc: undefined,
    desc: l.desc.replace('Tyre disposal (environmental)', 'Tyre recycling levy'),
  }));
  const name = rng.pick(['Brake & Muffler Express', 'Southern Cross Brakes & Exhausts', 'Ozzie Muffler & Brake Centre', 'Pitstop Tyre & Brake']);
  const km = Math.round((y - built) * rng.int(12000, 20000) + rng.int(0, 999));
  const p = newPage(52);
  p.text(40, name, { size: 16, bold: true });
  p.down(13);
  p.text(
    40,
    `${rng.pick(['Parramatta Rd, Granville NSW 2142', 'Nepean Hwy, Moorabbin VIC 3189', 'Ipswich Rd, Moorooka QLD 4105', 'South Rd, Edwardstown SA 5039'])} · ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    { size: 8.5 },
  );
  p.down(28);
  p.text(40, 'TAX INVOICE', { size: 13, bold: true });
  p.text(555, `Invoice ${digits(rng, 6)}`, { size: 10, align: 'right' });
  p.down(16);
  p.text(40, `Date: ${fd(date, 'uk')}`, { size: 9 });
  p.text(220, `Rego: ${plateAU(rng)}`, { size: 9 });
  p.text(380, `Odo: ${km} km`, { size: 9 });
  p.down(12);
  p.text(40, `Vehicle: ${built} ${car.make} ${car.model}`, { size: 9 });
  p.text(380, `Cust: ${personEN(rng)}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 100 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Item', 'Description', 'Qty', 'Price inc', 'Total inc'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  for (const l of lines) {
    row(p, cols, [l.code ?? '', l.desc, qtyStr(l.qty, 'en'), num(l.price, 'en'), num(amt(l), 'en')], { size: 8.5 });
    p.down(12.5);
  }
  hline(p, 40, 515);
  p.down(15);
  const total = sumAmt(lines);
  const gst = r2(total / 11);
  p.text(470, 'Total (inc GST)', { size: 10.5, bold: true, align: 'right' });
  p.text(555, `$${num(total, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(13);
  p.text(470, 'GST included', { size: 9, align: 'right' });
  p.text(555, `$${num(gst, 'en')}`, { size: 9, align: 'right' });
  p.down(13);
  p.text(470, 'EFTPOS', { size: 9, align: 'right' });
  p.text(555, `$${num(total, 'en')}`, { size: 9, align: 'right' });
  p.down(24);
  p.text(40, 'Lifetime warranty on mufflers fitted (conditions apply). Brakes to be bedded in gently over 200 km.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: labourOf(lines).map((l) => l.desc),
    partsUsed: partsOf(lines).map((l) => l.desc),
  });
}
