/**
 * British main dealers' and independents' job cards and invoices (1976–2026) and a Canadian dealer's repair order:
 * op codes, technician numbers, clock-on and clock-off, internal work at 0.00, VAT, GST/PST/HST and environmental fees.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  carAt,
  CARS_EN,
  doc,
  drawJobs,
  fd,
  field,
  grp,
  hline,
  lastEn,
  num,
  odo,
  PageBuilder,
  personEn,
  phoneUk,
  phoneUs,
  plateCA,
  plateUK,
  priceFactor,
  r2,
  row,
  sigLine,
  streetEn,
  streetUk,
  sum,
  TOWNS_CA,
  TOWNS_UK,
  vatUK,
  vinFor,
  salEn,
} from './kit';

const up = (s: string) => s.toUpperCase();
const ukDealer = (rng: Random, make: string) =>
  rng.pick([
    `${lastEn(rng)} ${make}`,
    `${lastEn(rng)} Motor Group`,
    `${lastEn(rng)} & ${lastEn(rng)} (${rng.pick(['Garages', 'Motors'])}) Ltd`,
    `${rng.pick(['Marshall', 'Pendragon', 'Arnold', 'Stratstone', 'Listers'])} ${make}`,
  ]);

/** A UK franchised dealer's invoice 1990–2026: op codes with description and time, parts under each op, tech no., VAT. */
export function ukDealerInvoice(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_EN.filter((c) =>
      ['Jaguar', 'Land Rover', 'Range Rover', 'Rover', 'Vauxhall', 'Ford', 'Lotus', 'MG', 'Mazda', 'Toyota', 'BMW', 'Mercedes-Benz'].includes(c.make),
    ),
    year,
  );
  const town = rng.pick(TOWNS_UK);
  const shop = ukDealer(rng, car.make);
  const f = priceFactor(year, 'GBP');
  const rate = r2(Math.round(rng.int(80, 150) * f));
  const jobs = drawJobs(rng, rng.int(2, 4), year, rate, f, 'uk');
  const kmIn = odo(rng, year, car.year, false);
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, shop, { size: 14, bold: true });
  p.down(11).text(40, `${streetUk(rng)}, ${town.town}, ${town.region} ${town.zip}   Tel ${phoneUk(rng)}`, { size: 7.5 });
  p.text(555, 'INVOICE', { y: 44, size: 14, bold: true, align: 'right' });
  p.y = 78;
  const cust = personEn(rng);
  p.text(40, `${salEn(rng, cust)} ${cust}`, { size: 9 });
  p.text(40, streetUk(rng), { size: 9, y: 89 });
  p.text(40, rng.pick(TOWNS_UK).town, { size: 9, y: 100 });
  const meta: [string, string][] = [
    ['Invoice No.', `SI${rng.int(100000, 999999)}`],
    ['Tax Point', fd(date, 'uk')],
    ['Job No.', String(rng.int(20000, 89999))],
    ['Account', rng.pick(['CASH', 'RETAIL', `C${rng.int(1000, 9999)}`])],
    ['VAT Reg. No.', `GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`],
  ];
  meta.forEach(([k, v], i) => {
    p.text(370, k, { y: 78 + i * 10, size: 7.5 });
    p.text(555, v, { y: 78 + i * 10, size: 7.5, align: 'right' });
  });
  p.y = 140;
  const reg = plateUK(rng, car.year);
  const vh: [string, string, number][] = [
    ['Registration', reg, 80],
    ['Make / Model', `${car.make} ${car.model}`.slice(0, 26), 145],
    ['VIN', vinFor(rng, car.make, car.year), 130],
    ['Mileage In', grp(kmIn, ','), 80],
    ['Mileage Out', grp(kmIn + rng.int(2, 20), ','), 80],
  ];
  let x = 40;
  for (const [k, v, w] of vh) {
    field(p, x, p.y, w, 24, k, v, { size: 8 });
    x += w;
  }
  p.y += 40;
  const cols = [
    { x: 40 },
    { x: 90 },
    { x: 330 },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Op Code', 'Description', 'Part No.', 'Qty/Time', 'Unit', 'Net'], { size: 7.5, bold: true });
  p.down(16);
  let labour = 0;
  let partsAmt = 0;
  const partNames: string[] = [];
  for (const j of jobs) {
    row(p, cols, [`${j.def.op}${rng.int(10, 99)}`, j.def.en, '', num(j.hours, 'plain'), num(rate, 'en'), num(j.labour, 'en')], { size: 8.5, bold: true });
    labour += j.labour;
    p.down(10);
    p.text(90, `Technician ${rng.int(10, 99)}`, { size: 6.5 });
    p.down(10);
    for (const l of j.parts) {
      row(p, cols, ['', `   ${l.text}`, l.no, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')], { size: 8 });
      partsAmt += l.amount;
      partNames.push(l.text);
      p.down(10.5);
    }
    p.down(5);
  }
  labour = r2(labour);
  partsAmt = r2(partsAmt);
  const consumables = rng.chance(0.6) ? r2((rng.int(450, 1500) / 100) * (f / priceFactor(2020, 'GBP'))) : 0;
  const net = r2(labour + partsAmt + consumables);
  const vr = vatUK(year);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.down(8);
  const sc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  const sl: [string, number][] = [
    ['Labour', labour],
    ['Parts', partsAmt],
  ];
  if (consumables) sl.push(['Consumables & Disposal', consumables]);
  sl.push(['Total Net', net], [`VAT @ ${vr}%`, vat]);
  for (const [k, v] of sl) {
    row(p, sc, [k, num(v, 'en')], { size: 9 });
    p.down(12);
  }
  p.down(4);
  p.box(355, p.y - 11, 205, 16, true);
  row(p, sc, ['Invoice Total £', num(total, 'en')], { size: 10, bold: true });
  p.down(30);
  p.text(
    40,
    `Next service due: ${grp(kmIn + rng.pick([6000, 9000, 12000]), ',')} miles or ${fd(addDays(date, 365), 'uk')}. ${rng.pick(['Thank you for choosing us.', 'Payment received with thanks.', ''])}`,
    { size: 7.5 },
  );
  p.down(10);
  p.text(40, 'Registered in England. Goods remain our property until paid for in full.', { size: 6.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: kmIn,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: jobs.map((j) => j.def.en),
    partsUsed: partNames,
  });
}

/** A British independent's typed work sheet 1976–1992: customer's instructions and authority, work carried out, sundries. */
export function ukWorkSheetTyped(rng: Random): Generated {
  const date = rng.date(1976, 1992);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_EN.filter((c) => ['MG', 'Triumph', 'Rover', 'Jaguar', 'Range Rover', 'Land Rover', 'Vauxhall', 'Ford', 'Lotus', 'Volvo'].includes(c.make)),
    year,
  );
  const town = rng.pick(TOWNS_UK);
  const shop = `${lastEn(rng)}'s ${rng.pick(['Garage', 'Motor Engineers', 'Service Station', 'Motors'])}${rng.pick([' Ltd', '', ' (Proprietor ' + personEn(rng) + ')'])}`;
  const f = priceFactor(year, 'GBP');
  const rate = r2(Math.round(rng.int(14, 28) * f * 2.2 * 2) / 2);
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f, 'uk');
  const km = odo(rng, year, car.year, false);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, shop, { size: 14, serif: true, bold: true });
  p.down(12).text(40, `${streetUk(rng)}, ${town.town}. Telephone ${town.town} ${rng.int(20000, 89999)}`, { size: 8, serif: true });
  p.down(10).text(40, rng.pick(['M.O.T. Testing Station · Repairs · Servicing', 'Motor Agents & Engineers', 'Body Repairs · Welding · Tyres']), {
    size: 7.5,
    serif: true,
  });
  p.text(555, 'WORK SHEET', { y: 46, size: 11, bold: true, align: 'right' });
  p.text(555, `No. ${rng.int(1000, 9999)}`, { y: 60, size: 9, align: 'right' });
  p.y = 100;
  field(p, 40, p.y, 300, 24, "Customer's Name", personEn(rng), { serif: true });
  field(p, 340, p.y, 105, 24, 'Reg. No.', plateUK(rng, car.year), { serif: true });
  field(p, 445, p.y, 110, 24, 'Date In', fd(addDays(date, -rng.int(0, 3)), 'ukdot'), { serif: true });
  p.y += 24;
  field(p, 40, p.y, 300, 24, 'Make & Model', `${car.make} ${car.model}`, { serif: true });
  field(p, 340, p.y, 105, 24, 'Mileage', grp(km, ','), { serif: true });
  field(p, 445, p.y, 110, 24, 'Date Completed', fd(date, 'ukdot'), { serif: true });
  p.y += 40;
  p.text(40, "CUSTOMER'S INSTRUCTIONS", { size: 8, bold: true });
  p.down(12);
  p.text(50, jobs.map((j) => j.def.concernEn).join('. ') + '.', { size: 8.5, serif: true });
  p.down(14);
  p.text(40, 'I hereby authorise the above work to be carried out together with any necessary materials.', { size: 7 });
  p.down(24);
  sigLine(p, 40, 200, 'Signed');
  p.down(24);
  p.text(40, 'WORK CARRIED OUT', { size: 8, bold: true });
  p.down(14);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['', 'Hrs', 'Labour £', 'Parts £'], { size: 7.5, bold: true });
  p.down(12);
  const partNames: string[] = [];
  let partsAmt = 0;
  for (const j of jobs) {
    row(p, cols, [j.def.en, num(j.hours, 'plain'), num(j.labour, 'en'), ''], { serif: true, size: 9 });
    p.down(12);
    for (const l of j.parts) {
      row(p, cols, [`      ${l.qty > 1 ? `${l.qty} × ` : ''}${l.text}`, '', '', num(l.amount, 'en')], { serif: true, size: 8.5 });
      partNames.push(l.text);
      partsAmt += l.amount;
      p.down(11);
    }
  }
  const labour = sum(jobs.map((j) => j.labour));
  partsAmt = r2(partsAmt);
  const sundries = r2(rng.int(1, 6) * f * 1.5);
  const net = r2(labour + partsAmt + sundries);
  const vr = vatUK(year);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.down(14);
  const sc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  for (const [k, v] of [
    ['Labour', labour],
    ['Parts', partsAmt],
    ['Sundries', sundries],
    ['Sub-total', net],
    [`V.A.T. ${vr}%`, vat],
  ] as [string, number][]) {
    row(p, sc, [k, num(v, 'en')], { serif: true, size: 9 });
    p.down(12.5);
  }
  hline(p, 375, 180, p.y - 9);
  row(p, sc, ['TOTAL £', num(total, 'en')], { serif: true, size: 10.5, bold: true });
  p.down(30);
  p.text(
    40,
    `Mechanic: ${personEn(rng).split(' ')[0]}     Checked by: ${personEn(rng).split(' ')[0]}     ${rng.pick(['Paid with thanks', 'Cheque no. ' + rng.int(100000, 999999), 'Account 30 days'])}`,
    { size: 8, serif: true },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.replace(/ \(Proprietor .*\)$/, ''),
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: jobs.map((j) => j.def.en),
    partsUsed: partNames,
  });
}

interface CaTax {
  label: string;
  rate: number;
  onLabour: boolean;
}
function caTaxes(region: string, year: number): CaTax[] {
  const gst = year < 2006 ? 7 : year < 2008 ? 6 : 5;
  if (region === 'ON')
    return year >= 2010
      ? [{ label: 'HST 13%', rate: 13, onLabour: true }]
      : [
          { label: `GST ${gst}%`, rate: gst, onLabour: true },
          { label: 'PST 8%', rate: 8, onLabour: false },
        ];
  if (region === 'NB')
    return year >= 1997
      ? [{ label: `HST ${year >= 2008 && year < 2016 ? 13 : 15}%`, rate: year >= 2008 && year < 2016 ? 13 : 15, onLabour: true }]
      : [{ label: `GST ${gst}%`, rate: gst, onLabour: true }];
  if (region === 'BC')
    return [
      { label: `GST ${gst}%`, rate: gst, onLabour: true },
      { label: 'PST 7%', rate: 7, onLabour: true },
    ];
  if (region === 'SK')
    return [
      { label: `GST ${gst}%`, rate: gst, onLabour: true },
      { label: 'PST 6%', rate: 6, onLabour: false },
    ];
  return [{ label: `GST ${gst}%`, rate: gst, onLabour: true }];
}

/** A Canadian dealer's RO 1995–2026: kms in / out, tech no., shop supplies, environmental fee, GST/PST or HST. */
export function canadaDealerRO(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_EN.filter((c) => c.to >= 1990),
    year,
  );
  const town = rng.pick(TOWNS_CA);
  const shop = `${rng.pick([lastEn(rng), town.town, 'Northern', 'Maple Leaf'])} ${car.make}${rng.pick([' Ltd.', ' Inc.', ''])}`;
  const f = priceFactor(year, 'CAD');
  const rate = r2(Math.round(rng.int(90, 150) * f));
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f, 'en');
  if (rng.chance(0.4)) jobs[0].pay = 'W';
  const kmIn = odo(rng, year, car.year, true);
  const kmOut = kmIn + rng.int(1, 12);
  const p = new PageBuilder();
  p.y = 42;
  p.text(40, up(shop), { size: 12.5, bold: true });
  p.down(10).text(40, `${streetEn(rng)}, ${town.town}, ${town.region} ${town.zip}   ${phoneUs(rng)}   GST/HST # ${rng.int(100000000, 999999999)} RT0001`, {
    size: 7,
  });
  p.y = 74;
  p.box(40, p.y - 10, 515, 16, true);
  p.text(44, `REPAIR ORDER / INVOICE   RO ${rng.int(100000, 999999)}`, { size: 9.5, bold: true });
  p.text(551, `INVOICED ${fd(date, rng.pick(['iso', 'uk']))}`, { size: 8.5, bold: true, align: 'right' });
  p.down(16);
  const grid: [string, string, number][] = [
    ['OWNER', up(personEn(rng)), 165],
    ['VEHICLE', up(`${car.year} ${car.make} ${car.model}`).slice(0, 26), 150],
    ['PLATE', plateCA(rng), 70],
    ['KMS IN', grp(kmIn, ','), 65],
    ['KMS OUT', grp(kmOut, ','), 65],
  ];
  let x = 40;
  for (const [k, v, w] of grid) {
    field(p, x, p.y, w, 24, k, v, { size: 8 });
    x += w;
  }
  p.y += 24;
  field(p, 40, p.y, 165, 24, 'VIN', vinFor(rng, car.make, car.year), { size: 8 });
  field(p, 205, p.y, 150, 24, 'DATE IN', fd(addDays(date, -rng.int(0, 2)), 'iso'), { size: 8 });
  field(p, 355, p.y, 200, 24, 'SERVICE ADVISOR', up(personEn(rng)), { size: 8 });
  p.y += 38;
  const cols = [{ x: 40 }, { x: 60 }, { x: 96 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['', 'TECH', 'DESCRIPTION', 'HRS/QTY', 'PRICE', 'TOTAL'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 3);
  p.down(15);
  let labour = 0;
  let partsAmt = 0;
  const partNames: string[] = [];
  jobs.forEach((j, k) => {
    const paid = j.pay === 'C';
    const lab = paid ? j.labour : 0;
    labour += lab;
    row(
      p,
      cols,
      [
        String.fromCharCode(65 + k),
        String(rng.int(10, 99)),
        `${up(j.def.en)}${paid ? '' : '  *WARRANTY*'}`,
        num(j.hours, 'plain'),
        num(paid ? rate : 0, 'en'),
        num(lab, 'en'),
      ],
      { size: 8 },
    );
    p.down(10);
    p.text(96, `CAUSE: ${up(j.def.causeEn)}`, { size: 7 });
    p.down(10);
    for (const l of j.parts) {
      const a = paid ? l.amount : 0;
      row(p, cols, ['', '', `   ${l.no}  ${up(l.text)}`, String(l.qty), num(paid ? l.unit : 0, 'en'), num(a, 'en')], { size: 7.5 });
      partsAmt += a;
      partNames.push(up(l.text));
      p.down(10);
    }
    p.down(5);
  });
  labour = r2(labour);
  partsAmt = r2(partsAmt);
  const supplies = r2(Math.min(labour * 0.06, 40));
  const eco = r2(rng.int(150, 450) / 100);
  const base = r2(labour + partsAmt + supplies + eco);
  const taxes = caTaxes(town.region, year).map((t) => ({ ...t, amount: r2(((t.onLabour ? base : partsAmt + eco) * t.rate) / 100) }));
  const total = r2(base + sum(taxes.map((t) => t.amount)));
  p.down(8);
  const sc = [{ x: 370 }, { x: 555, align: 'right' as const }];
  const sl: [string, number][] = [
    ['LABOUR', labour],
    ['PARTS', partsAmt],
    ['SHOP SUPPLIES', supplies],
    ['ENVIRONMENTAL FEE', eco],
    ...taxes.map((t) => [t.label, t.amount] as [string, number]),
  ];
  for (const [k, v] of sl) {
    row(p, sc, [k, num(v, 'en')], { size: 8.5 });
    p.down(11.5);
  }
  p.down(4);
  p.box(365, p.y - 10, 195, 15, true);
  row(p, sc, ['TOTAL DUE  CAD', num(total, 'en')], { size: 9.5, bold: true });
  p.down(26);
  p.text(40, 'I ACKNOWLEDGE RECEIPT OF THE VEHICLE AND THAT THE WORK HAS BEEN COMPLETED TO MY SATISFACTION.', { size: 6.5 });
  p.down(24);
  sigLine(p, 40, 230, 'CUSTOMER');
  return doc(p, 'en', {
    documentType: 'service',
    shopName: up(shop),
    serviceDate: date,
    serviceMileage: kmIn,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: jobs.map((j) => up(j.def.en)),
    partsUsed: partNames,
  });
}

/** A UK dealer's workshop job card 2005–2026 with clock-on / clock-off per technician, sold hours and an internal line. */
export function ukClockingJobCard(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_EN.filter(
      (c) => c.to >= 1998 && ['Jaguar', 'Land Rover', 'Mazda', 'Toyota', 'Honda', 'Nissan', 'Vauxhall', 'BMW', 'Mercedes-Benz', 'Ford'].includes(c.make),
    ),
    year,
  );
  const town = rng.pick(TOWNS_UK);
  const shop = ukDealer(rng, car.make);
  const f = priceFactor(year, 'GBP');
  const rate = r2(Math.round(rng.int(95, 165) * f));
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f * 1.1, 'uk');
  const internal = rng.pick(['Valet vehicle (internal - no charge)', 'Courtesy check and wash (internal)', 'Pre-delivery road test (internal)']);
  const km = odo(rng, year, car.year, false);
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, shop, { size: 13, bold: true });
  p.text(555, 'JOB CARD & INVOICE', { y: 44, size: 11, bold: true, align: 'right' });
  p.down(11).text(40, `${streetUk(rng)}, ${town.town} ${town.zip} · Service ${phoneUk(rng)}`, { size: 7.5 });
  p.down(22);
  const wip = rng.int(40000, 99999);
  const meta = [
    `WIP ${wip}`,
    `Invoice ${rng.int(700000, 799999)}`,
    `Invoice date ${fd(date, 'uk')}`,
    `Reg ${plateUK(rng, car.year)}`,
    `Mileage ${grp(km, ',')}`,
  ];
  p.text(40, meta.join('   |   '), { size: 8 });
  p.down(11);
  p.text(40, `${car.make} ${car.model}   VIN ${vinFor(rng, car.make, car.year)}   Customer ${personEn(rng)}`, { size: 8 });
  p.down(18);
  const cols = [
    { x: 40 },
    { x: 66 },
    { x: 290 },
    { x: 330 },
    { x: 375 },
    { x: 420, align: 'right' as const },
    { x: 480, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Line', 'Work', 'Tech', 'On', 'Off', 'Sold', 'Rate', 'Net £'], { size: 7.5, bold: true });
  p.down(15);
  let labour = 0;
  let partsAmt = 0;
  const partNames: string[] = [];
  const clock = () => {
    const h = rng.int(8, 15);
    const m = rng.int(0, 59);
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  };
  const work = [...jobs.map((j) => j.def.en)];
  jobs.forEach((j, k) => {
    const on = clock();
    const offMin = Number(on.slice(0, 2)) * 60 + Number(on.slice(3)) + Math.round(j.hours * 60 * (0.75 + rng.next() * 0.5));
    const off = `${String(Math.floor(offMin / 60)).padStart(2, '0')}:${String(offMin % 60).padStart(2, '0')}`;
    row(p, cols, [String(k + 1), j.def.en.slice(0, 44), `T${rng.int(10, 60)}`, on, off, num(j.hours, 'plain'), num(rate, 'en'), num(j.labour, 'en')], {
      size: 7.5,
    });
    labour += j.labour;
    p.down(10);
    for (const l of j.parts) {
      row(p, cols, ['', `   ${l.qty} x ${l.text}`, '', '', '', '', num(l.unit, 'en'), num(l.amount, 'en')], { size: 7 });
      partsAmt += l.amount;
      partNames.push(l.text);
      p.down(9.5);
    }
    p.down(5);
  });
  const on = clock();
  row(
    p,
    cols,
    [
      String(jobs.length + 1),
      internal,
      `T${rng.int(10, 60)}`,
      on,
      `${String(Number(on.slice(0, 2)) + 1).padStart(2, '0')}${on.slice(2)}`,
      '0.5',
      '0.00',
      '0.00',
    ],
    { size: 7.5 },
  );
  work.push(internal);
  p.down(16);
  labour = r2(labour);
  partsAmt = r2(partsAmt);
  const net = r2(labour + partsAmt);
  const vr = vatUK(year);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const sc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  for (const [k, v] of [
    ['Labour', labour],
    ['Parts', partsAmt],
    ['Net', net],
    [`VAT ${vr}%`, vat],
  ] as [string, number][]) {
    row(p, sc, [k, num(v, 'en')], { size: 9 });
    p.down(12);
  }
  p.down(4);
  p.box(375, p.y - 11, 185, 16, true);
  row(p, sc, ['Amount Due', num(total, 'en')], { size: 10, bold: true });
  p.down(28);
  p.text(40, 'Clock times are recorded by the workshop system. Sold hours are charged; internal lines are not charged to the customer.', { size: 6.5 });
  p.down(24);
  sigLine(p, 40, 180, 'Workshop Controller');
  sigLine(p, 330, 180, 'Customer (vehicle collected)');
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsAmt,
    totalCost: total,
    workPerformed: work.map((w) => w.slice(0, 44)),
    partsUsed: partNames,
  });
}
