/**
 * British independent garages' bills, 1978–2026, in pounds: the printed pad with its band of boxes, the typed bill
 * on letterhead, the MOT and service bill with the test fee outside VAT, today's garage software with a Type column,
 * and the mobile mechanic's letter without VAT.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, para, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { PACKS_UK, UK_CARS, digits, hourly, lines, mileage, name, packs, price, surname, thousands, ukAddress, ukPlate, vatUk } from './kit';

const en = (n: number) => num(n, 'en');
const gbp = (n: number) => `£${num(n, 'en')}`;
const h1 = (n: number) => n.toFixed(1);

/** 1978–1989: a stationer's printed pad: boxes for the car across the top, work written without prices, parts priced, the sums in boxes at the foot. */
export function ukPrintedPad(rng: Random): Generated {
  const date = rng.date(1978, 1989);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const shop = rng.pick([`${owner} Motors`, `${owner}'s Garage`, `${owner} & Son (Motor Engineers)`]);
  const a = ukAddress(rng);
  const car = rng.pick(UK_CARS.filter((c) => c.built <= year));
  const miles = mileage(rng, car.built, year, true);
  const rate = hourly(year, 'GBP', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_UK, 1, 3), year, 'GBP', rate);
  const labour = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(labour + mat);
  const v = vatUk(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.box(40, 34, 515, 774);
  p.text(297, shop, { size: 16, bold: true, serif: true, align: 'center', y: 60 });
  p.text(297, `Repairs · Servicing · MOT Preparation · ${a.street}, ${a.town} ${a.postcode}`, { size: 8, serif: true, align: 'center', y: 74 });
  p.text(297, `Tel. ${a.town} ${digits(rng, 5)}     VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    size: 8,
    serif: true,
    align: 'center',
    y: 85,
  });
  p.text(56, 'INVOICE', { size: 13, bold: true, y: 112 });
  p.text(540, `No. ${String(rng.int(1, 9999)).padStart(4, '0')}`, { size: 11, align: 'right', y: 112 });
  p.text(56, 'Name', { size: 7, serif: true, y: 132 });
  p.text(90, name(rng, 'en'), { size: 10.5, y: 132 });
  hline(p, 88, 260, 135);
  p.text(56, 'Address', { size: 7, serif: true, y: 152 });
  const ca = ukAddress(rng);
  p.text(90, `${ca.street}, ${ca.town}`, { size: 10.5, y: 152 });
  hline(p, 88, 260, 155);
  const by = 172;
  const bw = [90, 110, 135, 75, 85];
  const labels = ['Reg. No.', 'Make', 'Model', 'Mileage', 'Date'];
  const vals = [ukPlate(rng, car.built), car.make, car.model, thousands(miles, ','), fd(date, rng.pick(['uk', 'ukdot']))];
  let x = 50;
  labels.forEach((t, i) => {
    p.box(x, by, bw[i], 32);
    p.text(x + 4, t, { size: 7, serif: true, y: by + 10 });
    p.text(x + 4, vals[i], { size: 10.5, y: by + 26 });
    x += bw[i];
  });
  p.text(56, 'Particulars of work carried out', { size: 8, serif: true, bold: true, y: 228 });
  p.y = 248;
  for (const l of jobs) {
    p.text(60, l.text, { size: 10.5 });
    hline(p, 56, 484, p.y + 3);
    p.down(19);
  }
  p.down(10);
  const pc: Col[] = [{ x: 72, align: 'right' }, { x: 84 }, { x: 536, align: 'right' }];
  row(p, [{ x: 56 }, { x: 84 }, { x: 536, align: 'right' }], ['Qty', 'Parts & materials', '£  p'], { size: 8, serif: true, bold: true });
  p.down(18);
  for (const l of parts) {
    row(p, pc, [String(l.qty), l.text, en(l.amount)], { size: 10.5 });
    hline(p, 56, 484, p.y + 3);
    p.down(19);
  }
  const y0 = 640;
  const tl = ['Labour', 'Parts', 'Total', `VAT @ ${v}%`, 'TOTAL £'];
  const tv = [labour, mat, net, vat, total];
  tl.forEach((t, i) => {
    p.box(380, y0 + i * 20, 160, 20, i === 4);
    p.text(386, t, { size: 9, serif: true, bold: i === 4, y: y0 + i * 20 + 14 });
    p.text(534, en(tv[i]), { size: 10.5, align: 'right', bold: i === 4, y: y0 + i * 20 + 14 });
  });
  p.box(470, y0, 0.01, 100);
  p.text(56, 'Received with thanks', { size: 8, serif: true, y: 700 });
  p.text(56, owner, { size: 11, y: 724 });
  hline(p, 56, 160, 728);
  p.text(297, 'All goods remain the property of the company until paid for in full. E. & O.E.', { size: 6.5, serif: true, align: 'center', y: 795 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1979–1996: typed on letterhead: "To labour" and "To parts" items with amounts in the right column, VAT, the sum due in a sentence. */
export function ukTypedLetterhead(rng: Random): Generated {
  const date = rng.date(1979, 1996);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const shop = rng.pick([`${owner} Engineering Ltd`, `${owner} Autos`, `The ${a0(rng)} Garage`]);
  const a = ukAddress(rng);
  const car = rng.pick(UK_CARS.filter((c) => c.built <= year));
  const miles = mileage(rng, car.built, year, true);
  const rate = hourly(year, 'GBP', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_UK, 2, 3), year, 'GBP', rate);
  const net = sum([...jobs, ...parts].map((l) => l.amount));
  const v = vatUk(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const cust = name(rng, 'en');
  const ca = ukAddress(rng);
  const p = new PageBuilder();
  p.text(50, shop.toUpperCase(), { size: 15, serif: true, bold: true, y: 58 });
  p.text(50, `${a.street}, ${a.town} ${a.postcode}   Telephone ${a.town} ${digits(rng, 6)}`, { size: 8.5, serif: true, y: 72 });
  hline(p, 50, 495, 80);
  p.y = 118;
  for (const l of [`${rng.pick(['Mr', 'Mrs', 'Dr'])} ${cust}`, ca.street, ca.town, ca.postcode]) {
    p.text(50, l, { size: 10.5, serif: true });
    p.down(13);
  }
  p.text(545, fd(date, 'uklong'), { size: 10.5, serif: true, align: 'right', y: 118 });
  p.text(50, `INVOICE No. ${rng.int(1000, 9999)}`, { size: 11, serif: true, bold: true, y: 200 });
  p.text(50, `Re: ${car.make} ${car.model}, Reg. No. ${ukPlate(rng, car.built)}, mileage ${thousands(miles, ',')}`, { size: 10.5, serif: true, y: 220 });
  p.y = 252;
  const c: Col[] = [{ x: 50 }, { x: 70 }, { x: 545, align: 'right' }];
  row(p, c, ['To labour:', '', '£'], { serif: true, size: 10.5 });
  p.down(16);
  for (const l of jobs) {
    row(p, c, ['', l.text, en(l.amount)], { serif: true, size: 10.5 });
    p.down(14);
  }
  p.down(8);
  row(p, c, ['To parts:', '', ''], { serif: true, size: 10.5 });
  p.down(16);
  for (const l of parts) {
    row(p, c, ['', l.qty > 1 ? `${l.text} (${l.qty} off)` : l.text, en(l.amount)], { serif: true, size: 10.5 });
    p.down(14);
  }
  hline(p, 470, 75, p.y - 8);
  p.down(6);
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['', en(net)], { serif: true, size: 10.5 });
  p.down(15);
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], [`VAT at ${v}%`, en(vat)], { serif: true, size: 10.5 });
  p.down(6);
  hline(p, 470, 75);
  p.down(22);
  p.text(50, `Total amount due: £${en(total)}`, { serif: true, size: 11, bold: true });
  p.down(30);
  p.text(50, 'Payment within 30 days would be appreciated. With thanks for your custom.', { serif: true, size: 10 });
  p.text(50, `VAT Registration No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { serif: true, size: 8, y: 790 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
function a0(rng: Random) {
  return rng.pick(['Bridge', 'Mill', 'Village', 'Station', 'Riverside']);
}

/** 1992–2010: an MOT and service bill: labour and parts priced in two blocks with their sums, VAT, and the MOT fee added outside VAT. */
export function ukMotAndService(rng: Random): Generated {
  const date = rng.date(1992, 2010);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const shop = rng.pick([`${owner} Service Centre`, `${a0(rng)} Garage (${owner}) Ltd`, `${owner} Motor Services`]);
  const a = ukAddress(rng);
  const car = rng.pick(UK_CARS);
  const miles = mileage(rng, car.built, year, true);
  const rate = hourly(year, 'GBP', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_UK, 2, 4), year, 'GBP', rate);
  const labour = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(labour + mat);
  const v = vatUk(date);
  const vat = r2((net * v) / 100);
  const mot = Math.min(54.85, price(48, year, 'GBP', rng));
  const total = r2(net + vat + mot);
  const motText = `MOT test carried out – ${rng.pick(['pass', 'passed', 'PASS'])}`;
  const p = new PageBuilder();
  p.text(50, shop, { size: 15, bold: true, y: 54 });
  p.text(50, `${a.street} · ${a.town} · ${a.postcode}`, { size: 8.5, y: 68 });
  p.text(50, `Tel: 0${rng.int(1200, 1999)} ${digits(rng, 6)}   Approved MOT Testing Station`, { size: 8.5, y: 79 });
  p.text(545, 'INVOICE', { size: 18, bold: true, align: 'right', y: 58 });
  const cust = name(rng, 'en');
  const ca = ukAddress(rng);
  p.box(50, 104, 240, 70);
  p.text(56, 'Invoice to', { size: 7, y: 114 });
  p.y = 128;
  for (const l of [cust, ca.street, `${ca.town} ${ca.postcode}`]) {
    p.text(56, l, { size: 9.5 });
    p.down(12);
  }
  p.box(305, 104, 240, 70);
  const ic: Col[] = [{ x: 311 }, { x: 400 }];
  p.y = 118;
  for (const [k, val] of [
    ['Invoice No.', String(rng.int(10000, 49999))],
    ['Date', fd(date, 'uk')],
    ['Registration', ukPlate(rng, car.built)],
    ['Vehicle', `${car.make} ${car.model}`],
    ['Mileage', thousands(miles, ',')],
  ]) {
    row(p, ic, [k, val], { size: 8.5 });
    p.down(11.5);
  }
  p.y = 204;
  const lc: Col[] = [{ x: 50 }, { x: 440, align: 'right' }, { x: 545, align: 'right' }];
  row(p, lc, ['LABOUR', 'Hours', 'Amount £'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  for (const l of jobs) {
    row(p, lc, [l.text, h1(l.qty), en(l.amount)], { size: 9 });
    p.down(13);
  }
  row(p, lc, [motText, '', ''], { size: 9 });
  p.down(15);
  row(p, [{ x: 330 }, { x: 545, align: 'right' }], ['Total labour', en(labour)], { size: 9, bold: true });
  p.down(26);
  const pc: Col[] = [{ x: 50 }, { x: 110 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, pc, ['PARTS', '', 'Qty', 'Each £', 'Amount £'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  for (const l of parts) {
    row(p, [{ x: 50 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }], [l.text, String(l.qty), en(l.unit), en(l.amount)], {
      size: 9,
    });
    p.down(13);
  }
  p.down(2);
  row(p, [{ x: 330 }, { x: 545, align: 'right' }], ['Total parts', en(mat)], { size: 9, bold: true });
  p.down(28);
  const tc: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  for (const [k, val] of [
    ['Labour + parts', net],
    [`VAT @ ${v}%`, vat],
    ['MOT test fee (no VAT)', mot],
  ] as [string, number][]) {
    row(p, tc, [k, en(val)], { size: 9.5 });
    p.down(14);
  }
  p.box(325, p.y - 10, 220, 18, true);
  row(p, tc, ['TOTAL DUE £', en(total)], { size: 10.5, bold: true });
  p.y = 780;
  p.text(
    50,
    `VAT Reg No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}. Parts carry the manufacturer's warranty; labour guaranteed 3 months or 3,000 miles.`,
    { size: 7 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: [...jobs.map((l) => l.text), motText],
    partsUsed: parts.map((l) => l.text),
  });
}

/** 2012–2026: garage software: a Type column (Labour / Part), quantities and net amounts, VAT and the total in the right column. */
export function ukGarageSoftware(rng: Random): Generated {
  const date = rng.date(2012, 2026);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const shop = rng.pick([`${owner} Classic Car Services Ltd`, `${a0(rng)} Autos`, `${owner} Vehicle Repairs`]);
  const a = ukAddress(rng);
  const car = rng.pick(UK_CARS);
  const miles = mileage(rng, car.built, year, true) % 100000;
  const rate = hourly(year, 'GBP', rng);
  const { mixed, jobs, parts } = lines(rng, packs(rng, PACKS_UK, 2, 4), year, 'GBP', rate);
  const net = sum(mixed.map((l) => l.amount));
  const v = vatUk(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const ca = ukAddress(rng);
  const p = new PageBuilder();
  p.text(50, shop, { size: 14, bold: true, y: 52 });
  p.text(50, `${a.street}, ${a.town}, ${a.postcode}`, { size: 8, y: 65 });
  p.text(50, `01${digits(rng, 3)} ${digits(rng, 6)} · workshop@${shop.split(' ')[0].toLowerCase()}${shop.split(' ')[1].toLowerCase()}.co.uk`, {
    size: 8,
    y: 76,
  });
  p.text(545, 'Tax Invoice', { size: 16, align: 'right', y: 56 });
  p.y = 112;
  p.text(50, 'Bill to', { size: 7.5, bold: true });
  p.down(13);
  for (const l of [name(rng, 'en'), ca.street, ca.town, ca.postcode]) {
    p.text(50, l, { size: 9.5 });
    p.down(12);
  }
  const ic: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  p.y = 112;
  for (const [k, val] of [
    ['Invoice number', `INV-${rng.int(2000, 9999)}`],
    ['Invoice date', fd(date, 'uk')],
    ['Vehicle reg', ukPlate(rng, car.built)],
    ['Make / model', `${car.make} ${car.model}`],
    ['Mileage', thousands(miles, ',')],
    ['Payment terms', 'Due on collection'],
  ]) {
    row(p, ic, [k, val], { size: 8.5 });
    p.down(12);
  }
  const cols: Col[] = [{ x: 50 }, { x: 100 }, { x: 380, align: 'right' }, { x: 445, align: 'right' }, { x: 490, align: 'right' }, { x: 545, align: 'right' }];
  p.y = 218;
  p.box(50, p.y - 11, 495, 16, true);
  row(p, cols, ['Type', 'Description', 'Qty', 'Unit £', 'VAT', 'Net £'], { bold: true, size: 8.5 });
  p.down(18);
  for (const l of mixed) {
    row(p, cols, [l.kind === 'job' ? 'Labour' : 'Part', l.text, l.kind === 'job' ? h1(l.qty) : String(l.qty), en(l.unit), `${v}%`, en(l.amount)], {
      size: 8.5,
    });
    p.down(13);
  }
  hline(p, 50, 495, p.y - 5);
  p.down(12);
  const tc: Col[] = [{ x: 400 }, { x: 545, align: 'right' }];
  row(p, tc, ['Net', gbp(net)], { size: 9 });
  p.down(13);
  row(p, tc, [`VAT ${v}%`, gbp(vat)], { size: 9 });
  p.down(15);
  row(p, tc, ['Total', gbp(total)], { size: 11, bold: true });
  p.down(34);
  para(
    p,
    50,
    `Advisories: ${rng.pick(['slight oil leak from gearbox rear seal, monitor', 'front tyres nearing limit, replace within 1,000 miles', 'some corrosion to rear valance, no action yet', 'none'])}.`,
    110,
    { size: 8.5 },
  );
  p.down(6);
  p.text(50, `Bank transfer: sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}, account ${digits(rng, 8)}. Please quote the invoice number.`, {
    size: 8,
  });
  p.text(50, `${shop} · Registered in England and Wales No. ${digits(rng, 8)} · VAT No. GB${digits(rng, 9)}`, { size: 6.5, y: 800 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 2008–2026: a mobile mechanic's letter, not VAT-registered: jobs as bullets, parts priced and summed, labour as hours at a rate, the total in a sentence. */
export function ukMobileMechanicLetter(rng: Random): Generated {
  const date = rng.date(2008, 2026);
  const year = Number(date.slice(0, 4));
  const me = name(rng, 'en');
  const shop = rng.pick([`${me.split(' ')[1]} Mobile Mechanics`, `${me} – Classic Car Maintenance`, `Spanners ${me.split(' ')[1]}`]);
  const a = ukAddress(rng);
  const car = rng.pick(UK_CARS);
  const miles = mileage(rng, car.built, year, true) % 100000;
  const rate = Math.round(hourly(year, 'GBP', rng) * 0.6);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_UK, 2, 4), year, 'GBP', rate);
  const hours = Math.round(jobs.reduce((s, j) => s + j.qty, 0) * 2) / 2;
  const labour = r2(hours * rate);
  const mat = sum(parts.map((l) => l.amount));
  const total = r2(labour + mat);
  const cn = name(rng, 'en');
  const ca = ukAddress(rng);
  const p = new PageBuilder();
  p.text(545, shop, { size: 12, bold: true, align: 'right', y: 56 });
  p.text(545, a.street, { size: 9, align: 'right', y: 70 });
  p.text(545, `${a.town} ${a.postcode}`, { size: 9, align: 'right', y: 81 });
  p.text(545, `07${digits(rng, 3)} ${digits(rng, 6)}`, { size: 9, align: 'right', y: 92 });
  p.y = 130;
  for (const l of [cn, ca.street, `${ca.town} ${ca.postcode}`]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  p.text(50, fd(date, 'uklong'), { size: 10, y: 190 });
  p.text(50, `Invoice ${String(rng.int(1, 400)).padStart(4, '0')}`, { size: 11, bold: true, y: 212 });
  p.y = 236;
  p.text(50, `Dear ${cn.split(' ')[0]},`, { size: 10 });
  p.down(18);
  para(p, 50, `Work carried out on your ${car.make} ${car.model} (${ukPlate(rng, car.built)}) at ${thousands(miles, ',')} miles:`, 95, { size: 10, step: 13 });
  p.down(4);
  for (const l of jobs) {
    p.text(60, `•  ${l.text}`, { size: 10 });
    p.down(14);
  }
  p.down(10);
  p.text(50, 'Parts supplied:', { size: 10 });
  p.down(15);
  const c: Col[] = [{ x: 60 }, { x: 545, align: 'right' }];
  for (const l of parts) {
    row(p, c, [l.qty > 1 ? `${l.text} x ${l.qty}` : l.text, gbp(l.amount)], { size: 10 });
    p.down(14);
  }
  hline(p, 480, 65, p.y - 8);
  p.down(4);
  row(p, [{ x: 330 }, { x: 545, align: 'right' }], ['Parts total', gbp(mat)], { size: 10 });
  p.down(20);
  row(p, c, [`Labour: ${hours} hours at £${en(rate)} per hour`, gbp(labour)], { size: 10 });
  p.down(28);
  para(p, 50, `Total due: ${gbp(total)}. I am not VAT registered. Payment by bank transfer within 7 days please, or cash on collection of the receipt.`, 95, {
    size: 10,
    step: 13,
  });
  p.down(20);
  p.text(50, 'Many thanks,', { size: 10 });
  p.down(16);
  p.text(50, me.split(' ')[0], { size: 10 });
  p.text(50, `Account name ${me}, sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}, account ${digits(rng, 8)}`, { size: 8, y: 790 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
