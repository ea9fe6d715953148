/**
 * Eight English workshop invoices, US and UK, 1975–2005: the stationer's repair-order form with its
 * totals box, a dealer's dot-matrix repair order (miles in/out, date in/completed), a British
 * typewritten "To supplying and fitting" bill, a franchised dealer's VAT invoice, a one-man shop's
 * receipt-book bill with the name only in the footer, an MOT centre's invoice with a deposit, an
 * import specialist's invoice and a sports-car specialist's bill with its logo line.
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import {
  addDays,
  cell,
  enName,
  fmtDate,
  fmtInt,
  fmtMoney,
  mileage,
  PageBuilder,
  r2,
  row,
  rule,
  ukCar,
  ukAddress,
  ukPhone,
  ukPlate,
  ukVat,
  usCar,
  usAddress,
  usPhone,
  usPlate,
  vin,
  yearOf,
} from './kit';
import { labour, labourTotal, parts, partsTotal } from './work-items';

const service = (pb: PageBuilder, truth: Record<string, unknown>): Generated => ({
  items: pb.items,
  language: 'en',
  truth: { documentType: 'service', ...truth },
});

/** The stationer's "REPAIR ORDER" form, typed in: boxes with captions, work on the left, parts on the right, a totals box. */
export function usRepairOrderForm(rng: Random): Generated {
  const date = rng.date(1975, 1986);
  const shop = rng.pick(["Dale's Automotive", 'Hillcrest Garage', 'Pine Street Auto Repair']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  pb.text(40, shop, { y: 52, size: 16, bold: true });
  pb.text(40, `${a.street} · ${a.town} · ${usPhone(rng)}`, { y: 66, size: 8 });
  pb.text(555, 'REPAIR ORDER', { y: 52, size: 11, bold: true, align: 'right' });
  pb.text(555, `No. ${rng.int(10000, 99999)}`, { y: 66, size: 10, serif: true, align: 'right' });
  const year = rng.int(1960, yearOf(date) - 1);
  const km = mileage(rng, year, yearOf(date));
  const ca = usAddress(rng);
  const y0 = 80;
  cell(pb, 40, y0, 300, 26, 'NAME', enName(rng), { serif: true });
  cell(pb, 340, y0, 120, 26, 'PHONE', usPhone(rng), { serif: true });
  cell(pb, 460, y0, 95, 26, 'DATE', fmtDate(date, 'us-short'), { serif: true });
  cell(pb, 40, y0 + 26, 515, 26, 'ADDRESS', `${ca.street}, ${ca.town}`, { serif: true });
  cell(pb, 40, y0 + 52, 60, 26, 'YEAR', String(year), { serif: true });
  cell(pb, 100, y0 + 52, 180, 26, 'MAKE / MODEL', usCar(rng, year), { serif: true });
  cell(pb, 280, y0 + 52, 110, 26, 'LICENSE NO.', usPlate(rng), { serif: true });
  cell(pb, 390, y0 + 52, 80, 26, 'MILEAGE', fmtInt(km, ','), { serif: true });
  cell(pb, 470, y0 + 52, 85, 26, 'WRITTEN BY', rng.pick(['JR', 'Mike', 'D.K.', 'Stan']), { serif: true });
  const top = y0 + 90;
  pb.box(40, top, 290, 330);
  pb.box(330, top, 225, 330);
  pb.text(45, 'DESCRIPTION OF WORK', { y: top + 11, size: 7, bold: true });
  pb.text(305, 'LABOR', { y: top + 11, size: 7, bold: true, align: 'center' });
  pb.box(280, top, 0.3, 330);
  pb.text(335, 'QTY', { y: top + 11, size: 7, bold: true });
  pb.text(360, 'PARTS', { y: top + 11, size: 7, bold: true });
  pb.text(550, 'AMOUNT', { y: top + 11, size: 7, bold: true, align: 'right' });
  pb.box(505, top, 0.3, 330);
  pb.box(40, top + 15, 515, 0.3);
  const rate = rng.int(14, 32);
  const ls = labour(rng, 'us', rng.int(2, 4), rate);
  const ps = parts(rng, 'us', rng.int(2, 5), 1);
  ls.forEach((l, i) => {
    pb.text(45, l.desc, { y: top + 30 + i * 16, size: 9, serif: true });
    pb.text(325, fmtMoney(l.amount, 'en'), { y: top + 30 + i * 16, size: 9, serif: true, align: 'right' });
  });
  ps.forEach((p, i) => {
    pb.text(340, String(p.qty), { y: top + 30 + i * 16, size: 9, serif: true });
    pb.text(360, p.desc, { y: top + 30 + i * 16, size: 9, serif: true });
    pb.text(550, fmtMoney(p.amount, 'en'), { y: top + 30 + i * 16, size: 9, serif: true, align: 'right' });
  });
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const gas = rng.chance(0.5) ? r2(rng.int(300, 1800) / 100) : 0;
  const taxRate = rng.pick([4, 5, 6, 6.5, 7]);
  const tax = r2(((pt + gas) * taxRate) / 100);
  const total = r2(lt + pt + gas + tax);
  const bt = top + 340;
  const lines: [string, string][] = [
    ['TOTAL LABOR', fmtMoney(lt, 'en')],
    ['TOTAL PARTS', fmtMoney(pt, 'en')],
    ['GAS, OIL, GREASE', gas ? fmtMoney(gas, 'en') : ''],
    ['SUBLET REPAIRS', ''],
    [`SALES TAX ${taxRate}%`, fmtMoney(tax, 'en')],
    ['TOTAL', fmtMoney(total, 'en')],
  ];
  lines.forEach(([k, v], i) => {
    pb.box(380, bt + i * 18, 175, 18, i === 5);
    pb.text(385, k, { y: bt + i * 18 + 12, size: 7, bold: i === 5 });
    if (v) pb.text(550, v, { y: bt + i * 18 + 13, size: 9.5, serif: true, align: 'right', bold: i === 5 });
  });
  pb.text(40, 'I hereby authorize the above repair work to be done along with the necessary material.', { y: bt + 12, size: 7 });
  pb.text(40, "An express mechanic's lien is acknowledged on above vehicle to secure the amount of repairs thereto.", { y: bt + 22, size: 7 });
  pb.text(40, 'SIGNED X', { y: bt + 60, size: 7 });
  rule(pb, 80, 250, bt + 60);
  return service(pb, {
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => p.desc),
  });
}

/** A dealer's dot-matrix repair order: capitals, date in and date completed, miles in and out, lettered job lines. */
export function usDealerDotMatrix(rng: Random): Generated {
  const dateIn = rng.date(1988, 2000);
  const done = addDays(dateIn, rng.int(1, 4));
  const shop = rng.pick(['RIVERSIDE MOTORS INC.', 'VALLEY CHEVROLET-GEO', 'TRI-COUNTY FORD LINCOLN MERCURY']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  const s = 8;
  pb.text(40, shop, { y: 48, size: 12, bold: true });
  pb.text(40, `${a.street.toUpperCase()}, ${a.town.toUpperCase()}`, { y: 60, size: s });
  pb.text(40, `SERVICE DEPT ${usPhone(rng)}   HOURS 7:30-5:30 M-F`, { y: 70, size: s });
  pb.text(555, 'CUSTOMER COPY', { y: 48, size: s, align: 'right' });
  pb.text(555, 'INVOICE', { y: 62, size: 12, bold: true, align: 'right' });
  const year = rng.int(1965, yearOf(dateIn) - 1);
  const km = mileage(rng, year, yearOf(dateIn));
  const out = km + rng.int(2, 14);
  pb.y = 100;
  const ro = rng.int(100000, 999999);
  const kv: [string, string][] = [
    ['RO#', String(ro)],
    ['DATE IN', fmtDate(dateIn, 'us-dash')],
    ['COMPLETED', fmtDate(done, 'us-dash')],
    ['ADVISOR', `${rng.int(100, 999)} ${rng.pick(['BOB', 'TERRY', 'LUIS', 'KAREN'])}`],
  ];
  kv.forEach(([k, v], i) => {
    pb.text(380, k, { y: pb.y + i * 11, size: s });
    pb.text(460, v, { y: pb.y + i * 11, size: s });
  });
  const ca = usAddress(rng);
  [enName(rng).toUpperCase(), ca.street.toUpperCase(), ca.town.toUpperCase(), `HOME ${usPhone(rng)}`].forEach((l, i) =>
    pb.text(40, l, { y: 100 + i * 11, size: s }),
  );
  pb.y = 160;
  rule(pb, 40, 515, 150);
  pb.text(40, `YR ${String(year).slice(2)}  ${usCar(rng, year).toUpperCase()}   VIN ${vin(rng, year)}   LIC ${usPlate(rng)}`, { size: s }).down(11);
  pb.text(40, `MILES IN ${fmtInt(km, ',')}   MILES OUT ${fmtInt(out, ',')}   TAG T${rng.int(10, 99)}`, { size: s }).down(8);
  rule(pb, 40, 515);
  pb.down(16);
  const rate = rng.int(38, 62);
  const ls = labour(rng, 'us', rng.int(2, 4), rate);
  const ps = parts(rng, 'us', rng.int(2, 5), 1.4);
  const pq = [...ps];
  const letters = 'ABCDEF';
  const perJob: (typeof ps)[] = ls.map(() => []);
  pq.forEach((p, i) => perJob[i % ls.length].push(p));
  const partsOrder: typeof ps = [];
  ls.forEach((l, i) => {
    pb.text(40, `LINE ${letters[i]}`, { size: s, bold: true });
    pb.text(90, l.desc.toUpperCase(), { size: s });
    pb.text(430, `TECH ${rng.int(100, 999)}  ${l.hours.toFixed(2)} HRS`, { size: s, align: 'right' });
    pb.text(555, fmtMoney(l.amount, 'en'), { size: s, align: 'right' });
    pb.down(11);
    for (const p of perJob[i]) {
      partsOrder.push(p);
      pb.text(100, `${p.qty} ${p.partNo.replace(/[ .]/g, '-')}  ${p.desc.toUpperCase()}`, { size: s });
      pb.text(480, `${fmtMoney(p.unit, 'en')}`, { size: s, align: 'right' });
      pb.text(555, fmtMoney(p.amount, 'en'), { size: s, align: 'right' });
      pb.down(11);
    }
    pb.down(6);
  });
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const supplies = r2(Math.min(25, lt * 0.05));
  const taxRate = rng.pick([5.5, 6, 7.25, 8.25]);
  const tax = r2(((pt + supplies) * taxRate) / 100);
  const total = r2(lt + pt + supplies + tax);
  pb.down(10);
  rule(pb, 360, 195, pb.y - 8);
  const tc = [{ x: 370 }, { x: 555, align: 'right' as const }];
  row(pb, tc, ['LABOR AMOUNT', fmtMoney(lt, 'en')], { size: s, lineH: 11 });
  row(pb, tc, ['PARTS AMOUNT', fmtMoney(pt, 'en')], { size: s, lineH: 11 });
  row(pb, tc, ['SUBLET AMOUNT', '0.00'], { size: s, lineH: 11 });
  row(pb, tc, ['MISC CHARGES (SHOP SUPPLIES)', fmtMoney(supplies, 'en')], { size: s, lineH: 11 });
  row(pb, tc, [`SALES TAX ${taxRate}%`, fmtMoney(tax, 'en')], { size: s, lineH: 14 });
  row(pb, tc, ['PLEASE PAY THIS AMOUNT', fmtMoney(total, 'en')], { size: 9, bold: true, lineH: 30 });
  pb.text(40, `NEXT OIL CHANGE DUE AT ${fmtInt(out + 3000, ',')} MILES OR ${fmtDate(addDays(done, 90), 'us-short')}`, { size: s });
  return service(pb, {
    serviceDate: done,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc.toUpperCase()),
    partsUsed: partsOrder.map((p) => p.desc.toUpperCase()),
  });
}

/** A British typewritten garage bill: "To supplying and fitting", labour as one line of hours at a rate, VAT at the day's rate. */
export function ukTypewrittenBill(rng: Random): Generated {
  const date = rng.date(1976, 1985);
  const shop = rng.pick(['J. Pennington & Son', 'Bramley Service Station', 'Castleford Motors']);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(297, shop, { y: 60, size: 15, serif: true, bold: true, align: 'center' });
  pb.text(297, `Motor Engineers — Est. ${rng.int(1925, 1962)}`, { y: 74, size: 9, serif: true, align: 'center' });
  pb.text(297, `${a.street}, ${a.town}   Tel. ${ukPhone(rng)}`, { y: 86, size: 8.5, serif: true, align: 'center' });
  pb.y = 125;
  const cust = enName(rng);
  pb.text(60, `To: ${rng.pick(['Mr', 'Mrs', 'Dr'])} ${cust}`, { size: 10, serif: true }).down(13);
  pb.text(80, ukAddress(rng).town, { size: 10, serif: true });
  pb.text(535, fmtDate(date, 'uk-ord'), { y: 125, size: 10, serif: true, align: 'right' });
  pb.text(535, `Invoice No. ${rng.int(1000, 9999)}`, { y: 138, size: 10, serif: true, align: 'right' });
  const year = rng.int(1962, yearOf(date) - 1);
  const miles = mileage(rng, year, yearOf(date)) * 0.6;
  const km = Math.round(miles);
  pb.y = 180;
  pb.text(60, `${ukCar(rng, year)}   Reg. No. ${ukPlate(rng, year)}   Mileage ${fmtInt(km, ',')}`, { size: 10, serif: true }).down(30);
  const rate = r2(rng.int(30, 95) / 10);
  const ls = labour(rng, 'uk', rng.int(1, 3), rate);
  const ps = parts(rng, 'uk', rng.int(2, 5), 0.45);
  const cols = [{ x: 60 }, { x: 535, align: 'right' as const }];
  for (const l of ls) row(pb, cols, [`To: ${l.desc}`, ''], { size: 10, serif: true, lineH: 14 });
  pb.down(6);
  row(pb, cols, ['Supplying and fitting:', ''], { size: 10, serif: true, lineH: 14 });
  for (const p of ps) row(pb, cols, [`     ${p.qty > 1 ? `${p.qty} x ` : ''}${p.desc}`, `£${fmtMoney(p.amount, 'en')}`], { size: 10, serif: true, lineH: 14 });
  pb.down(6);
  const hours = ls.reduce((x, l) => x + l.hours, 0);
  const lt = r2(hours * rate);
  row(pb, cols, [`Labour ${hours} hrs @ £${fmtMoney(rate, 'en')} per hour`, `£${fmtMoney(lt, 'en')}`], { size: 10, serif: true, lineH: 26 });
  const pt = partsTotal(ps);
  const net = r2(lt + pt);
  const v = ukVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  rule(pb, 440, 95, pb.y - 12);
  const tc = [{ x: 330 }, { x: 535, align: 'right' as const }];
  row(pb, tc, ['Sub-total', `£${fmtMoney(net, 'en')}`], { size: 10, serif: true, lineH: 14 });
  row(pb, tc, [`V.A.T. @ ${v}%`, `£${fmtMoney(vat, 'en')}`], { size: 10, serif: true, lineH: 16 });
  row(pb, tc, ['TOTAL', `£${fmtMoney(total, 'en')}`], { size: 10.5, serif: true, bold: true, lineH: 50 });
  pb.text(60, 'With thanks.  Accounts are due for settlement within 30 days.', { size: 9, serif: true });
  pb.text(297, `V.A.T. Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 800, size: 8, serif: true, align: 'center' });
  return service(pb, {
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => `To: ${l.desc}`),
    partsUsed: ps.map((p) => `${p.qty > 1 ? `${p.qty} x ` : ''}${p.desc}`),
  });
}

/** A franchised dealer's VAT invoice: address block on the right, invoice date and date of work apart, ruled parts table. */
export function ukDealerVatInvoice(rng: Random): Generated {
  const date = rng.date(1991, 2004);
  const work = addDays(date, -rng.int(1, 7));
  const shop = rng.pick(['Fellbridge Garage Ltd', 'Ashdown Motor Engineers Ltd', 'Harrow & Sons (Motors) Ltd']);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(40, shop, { y: 62, size: 17, bold: true });
  pb.text(40, 'Main Dealer · Service · Parts · MOT Testing Station', { y: 76, size: 8 });
  [a.street, a.town, `Tel: ${ukPhone(rng)}`, `Fax: ${ukPhone(rng)}`].forEach((l, i) => pb.text(555, l, { y: 52 + i * 11, size: 8, align: 'right' }));
  pb.text(40, 'VAT INVOICE', { y: 112, size: 12, bold: true });
  const year = rng.int(1968, yearOf(date) - 1);
  const miles = mileage(rng, year, yearOf(date));
  const y0 = 122;
  cell(pb, 40, y0, 100, 26, 'Invoice No.', `S${rng.int(100000, 999999)}`);
  cell(pb, 140, y0, 100, 26, 'Invoice Date', fmtDate(date, 'uk'));
  cell(pb, 240, y0, 100, 26, 'Date of Work', fmtDate(work, 'uk'));
  cell(pb, 340, y0, 100, 26, 'Account No.', `C${rng.int(1000, 9999)}`);
  cell(pb, 440, y0, 115, 26, 'Order No.', String(rng.int(10000, 99999)));
  cell(pb, 40, y0 + 26, 200, 26, 'Vehicle', ukCar(rng, year));
  cell(pb, 240, y0 + 26, 100, 26, 'Registration', ukPlate(rng, year));
  cell(pb, 340, y0 + 26, 100, 26, 'Mileage', fmtInt(miles, ','));
  cell(pb, 440, y0 + 26, 115, 26, 'First Reg.', fmtDate(`${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uk'));
  const ca = ukAddress(rng);
  pb.y = 200;
  [enName(rng), ca.street, ca.town].forEach((l) => pb.text(40, l, { size: 9.5 }).down(12));
  pb.y = 255;
  const cols = [{ x: 44 }, { x: 90 }, { x: 160 }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  pb.text(40, 'Labour', { size: 10, bold: true }).down(14);
  const rate = r2(rng.int(2800, 5600) / 100);
  const ls = labour(rng, 'uk', rng.int(2, 4), rate);
  pb.box(40, pb.y - 10, 515, 14, true);
  row(pb, cols, ['Op', 'Hours', 'Description', 'Rate', 'Net £'], { size: 8, bold: true });
  for (const l of ls) row(pb, cols, [String(rng.int(10, 99)), l.hours.toFixed(2), l.desc, fmtMoney(rate, 'en'), fmtMoney(l.amount, 'en')], { size: 9 });
  const lt = labourTotal(ls);
  row(pb, cols, ['', '', '', 'Labour total', fmtMoney(lt, 'en')], { size: 9, bold: true, lineH: 24 });
  pb.text(40, 'Parts', { size: 10, bold: true }).down(14);
  const ps = parts(rng, 'uk', rng.int(2, 5), 1.2);
  const pt0 = pb.y - 10;
  pb.box(40, pb.y - 10, 515, 14, true);
  row(pb, cols, ['Qty', 'Part No.', 'Description', 'Unit £', 'Net £'], { size: 8, bold: true });
  for (const p of ps) {
    row(pb, cols, [String(p.qty), p.partNo.replace(/[ .-]/g, ''), p.desc, fmtMoney(p.unit, 'en'), fmtMoney(p.amount, 'en')], { size: 9 });
    rule(pb, 40, 515, pb.y - 9);
  }
  pb.box(40, pt0, 515, pb.y - 9 - pt0);
  const pt = partsTotal(ps);
  row(pb, cols, ['', '', '', 'Parts total', fmtMoney(pt, 'en')], { size: 9, bold: true, lineH: 30 });
  const net = r2(lt + pt);
  const v = ukVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const bx = 380;
  [
    ['Total net', fmtMoney(net, 'en')],
    [`VAT @ ${v}%`, fmtMoney(vat, 'en')],
    ['Invoice total £', fmtMoney(total, 'en')],
  ].forEach(([k, val], i) => {
    pb.box(bx, pb.y + i * 18, 175, 18, i === 2);
    pb.text(bx + 5, k, { y: pb.y + i * 18 + 12, size: 8.5, bold: i === 2 });
    pb.text(550, val, { y: pb.y + i * 18 + 12, size: 9.5, bold: i === 2, align: 'right' });
  });
  pb.text(40, `Next service due at ${fmtInt(Math.ceil((miles + 6000) / 1000) * 1000, ',')} miles or 12 months.`, { y: pb.y + 12, size: 8.5 });
  pb.text(297, `Registered in England No. ${rng.int(100000, 9999999)} · VAT Reg. No. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, {
    y: 805,
    size: 7,
    align: 'center',
  });
  return service(pb, {
    serviceDate: work,
    shopName: shop,
    serviceMileage: miles,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => p.desc),
  });
}

/** A one-man shop's bill from a receipt book: "L" and "P" mixed in one list, no sums per kind, the name only in the printed footer. */
export function usReceiptBookBill(rng: Random): Generated {
  const date = rng.date(1978, 1992);
  const owner = rng.pick(['Ed', 'Gus', 'Walt', 'Benny']);
  const shop = `${owner}'s ${rng.pick(['Garage', 'Auto Service', 'Foreign Car Repair'])}`;
  const a = usAddress(rng);
  const pb = new PageBuilder();
  pb.text(40, "CUSTOMER'S ORDER", { y: 50, size: 10, bold: true });
  pb.text(555, `No ${rng.int(1000, 9999)}`, { y: 50, size: 10, bold: true, align: 'right' });
  pb.y = 80;
  const cust = enName(rng);
  const kv: [string, string][] = [
    ['Date', fmtDate(date, 'us-short')],
    ['Name', cust],
    ['Address', usAddress(rng).town],
  ];
  for (const [k, v] of kv) {
    pb.text(40, k, { size: 8 });
    pb.text(95, v, { size: 11, serif: true });
    rule(pb, 90, 460, pb.y + 2);
    pb.down(22);
  }
  const year = rng.int(1960, yearOf(date) - 1);
  const km = mileage(rng, year, yearOf(date));
  pb.text(40, 'Car', { size: 8 });
  pb.text(95, `${String(year).slice(2)} ${usCar(rng, year)}  -  ${fmtInt(km, ',')} mi.`, { size: 11, serif: true });
  rule(pb, 90, 460, pb.y + 2);
  pb.down(26);
  const top = pb.y;
  const cols = [{ x: 60, align: 'center' as const }, { x: 95 }, { x: 480, align: 'right' as const }, { x: 548, align: 'right' as const }];
  pb.box(40, top - 12, 515, 16, true);
  row(pb, cols, ['QTY', 'DESCRIPTION', 'PRICE', 'AMOUNT'], { size: 7.5, bold: true, lineH: 18 });
  const rate = rng.int(15, 35);
  const ls = labour(rng, 'us', rng.int(2, 3), rate);
  const ps = parts(rng, 'us', rng.int(2, 4), 0.9);
  const mixed: ({ l: (typeof ls)[number] } | { p: (typeof ps)[number] })[] = [];
  const pq = [...ps];
  for (const l of ls) {
    if (pq.length) mixed.push({ p: pq.shift()! });
    mixed.push({ l });
  }
  for (const p of pq) mixed.push({ p });
  for (const m of mixed) {
    if ('l' in m) row(pb, cols, ['L', m.l.desc, `${m.l.hours} hr`, fmtMoney(m.l.amount, 'en')], { size: 10.5, serif: true, lineH: 18 });
    else row(pb, cols, [String(m.p.qty), m.p.desc, fmtMoney(m.p.unit, 'en'), fmtMoney(m.p.amount, 'en')], { size: 10.5, serif: true, lineH: 18 });
  }
  const rowsN = 14;
  for (let i = 0; i <= rowsN; i++) rule(pb, 40, 515, top + 4 + i * 18);
  pb.box(80, top - 12, 0.3, rowsN * 18 + 16);
  pb.box(430, top - 12, 0.3, rowsN * 18 + 16);
  pb.box(495, top - 12, 0.3, rowsN * 18 + 16);
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const taxRate = rng.pick([4, 5, 6]);
  const tax = r2((pt * taxRate) / 100);
  const total = r2(lt + pt + tax);
  pb.y = top + 4 + rowsN * 18 + 16;
  const tc = [{ x: 440 }, { x: 548, align: 'right' as const }];
  row(pb, tc, ['TAX', fmtMoney(tax, 'en')], { size: 9, lineH: 18 });
  row(pb, tc, ['TOTAL', fmtMoney(total, 'en')], { size: 10, bold: true, lineH: 18 });
  pb.text(40, 'All claims and returned goods MUST be accompanied by this bill.', { y: pb.y + 20, size: 7 });
  pb.text(297, `${shop.toUpperCase()} · ${a.street} · ${a.town} · ${usPhone(rng)}`, { y: 805, size: 8, bold: true, align: 'center' });
  return service(pb, {
    serviceDate: date,
    shopName: shop.toUpperCase(),
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => p.desc),
  });
}

/** An MOT and service centre: tagline above the name, an unruled table, labour and parts subtotals, a deposit taken off. */
export function ukMotCentre(rng: Random): Generated {
  const date = rng.date(1998, 2005);
  const shop = rng.pick(['Whitcombe Service Centre', 'Kingsway MOT & Service', 'Oakfield Autos']);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(297, rng.pick(['Family run since 1962', 'Your local independent garage', 'Servicing · Repairs · MOT Class 4']), { y: 44, size: 8, align: 'center' });
  pb.text(297, shop, { y: 66, size: 18, bold: true, align: 'center' });
  pb.text(297, `${a.street}, ${a.town} · ${ukPhone(rng)}`, { y: 80, size: 8, align: 'center' });
  rule(pb, 40, 515, 90);
  const year = rng.int(1970, 1996);
  const miles = mileage(rng, year, yearOf(date)) * 0.62;
  const m = Math.round(miles);
  pb.y = 115;
  const left: [string, string][] = [
    ['Customer', enName(rng)],
    ['Vehicle', `${ukCar(rng, year)} (${ukPlate(rng, year)})`],
    ['Odometer reading', `${fmtInt(m, ',')} miles`],
  ];
  const right: [string, string][] = [
    ['Invoice', String(rng.int(20000, 49999))],
    ['Date', fmtDate(date, 'uk')],
    ['Payment due', fmtDate(addDays(date, 30), 'uk')],
  ];
  left.forEach(([k, v], i) => {
    pb.text(40, `${k}:`, { y: 115 + i * 13, size: 9, bold: true });
    pb.text(135, v, { y: 115 + i * 13, size: 9 });
  });
  right.forEach(([k, v], i) => {
    pb.text(400, `${k}:`, { y: 115 + i * 13, size: 9, bold: true });
    pb.text(470, v, { y: 115 + i * 13, size: 9 });
  });
  pb.y = 180;
  const cols = [{ x: 40 }, { x: 370, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(pb, cols, ['Description', 'Qty/Hrs', 'Unit price', 'Total'], { size: 8.5, bold: true, lineH: 18 });
  const rate = r2(rng.int(3200, 5200) / 100);
  const ls = labour(rng, 'uk', rng.int(2, 3), rate);
  const ps = parts(rng, 'uk', rng.int(2, 5), 1.1);
  const mot = rng.chance(0.6);
  const motFee = mot ? rng.pick([30.87, 34.65, 40.85, 44.35]) : 0;
  for (const l of ls) row(pb, cols, [l.desc, l.hours.toFixed(1), fmtMoney(rate, 'en'), fmtMoney(l.amount, 'en')], { size: 9 });
  const lt = labourTotal(ls);
  row(pb, cols, ['', '', 'Labour', fmtMoney(lt, 'en')], { size: 9, bold: true, lineH: 20 });
  for (const p of ps) row(pb, cols, [p.desc, String(p.qty), fmtMoney(p.unit, 'en'), fmtMoney(p.amount, 'en')], { size: 9 });
  const pt = partsTotal(ps);
  row(pb, cols, ['', '', 'Parts', fmtMoney(pt, 'en')], { size: 9, bold: true, lineH: 20 });
  if (mot) row(pb, cols, ['MOT test fee (no VAT)', '1', fmtMoney(motFee, 'en'), fmtMoney(motFee, 'en')], { size: 9, lineH: 24 });
  const net = r2(lt + pt);
  const vat = r2(net * 0.175);
  const total = r2(net + vat + motFee);
  const dep = rng.pick([50, 100, 150]);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  rule(pb, 360, 195, pb.y - 10);
  row(pb, tc, ['VAT @ 17.5% on £' + fmtMoney(net, 'en'), `£${fmtMoney(vat, 'en')}`], { size: 9 });
  row(pb, tc, ['Total', `£${fmtMoney(total, 'en')}`], { size: 10, bold: true });
  row(pb, tc, ['Less deposit paid', `£${fmtMoney(dep, 'en')}`], { size: 9 });
  row(pb, tc, ['Balance due', `£${fmtMoney(r2(total - dep), 'en')}`], { size: 10, bold: true, lineH: 34 });
  pb.text(40, "Please retain this invoice with your vehicle's service history.", { size: 8 });
  return service(pb, {
    serviceDate: date,
    shopName: shop,
    serviceMileage: m,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => p.desc),
  });
}

/** An import specialist's invoice: "Est. 1971", work completed apart from the invoice date, separate labor and parts tables. */
export function usImportSpecialist(rng: Random): Generated {
  const date = rng.date(1999, 2005);
  const done = addDays(date, -rng.int(1, 9));
  const shop = rng.pick(["Mel's Foreign Car Service", 'Bavarian Motor Works of Tulsa', 'Eurotech Import Specialists']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  pb.box(40, 36, 515, 52);
  pb.text(50, shop, { y: 60, size: 15, bold: true });
  pb.text(50, `Est. ${rng.int(1958, 1982)} · Independent Service for European Cars`, { y: 76, size: 8 });
  pb.text(545, a.street, { y: 54, size: 8, align: 'right' });
  pb.text(545, a.town, { y: 65, size: 8, align: 'right' });
  pb.text(545, usPhone(rng), { y: 76, size: 8, align: 'right' });
  pb.y = 115;
  pb.text(40, 'Invoice', { size: 14, bold: true });
  pb.text(555, fmtDate(date, 'us-ord'), { size: 10, align: 'right' }).down(20);
  const year = rng.int(1965, 1995);
  const km = mileage(rng, year, yearOf(date));
  const info: [string, string][] = [
    ['Bill to', enName(rng)],
    ['Vehicle', `${year} ${rng.pick(['Mercedes-Benz 450SL', 'BMW 2002tii', 'Porsche 912', 'Volvo P1800', 'Saab 900 Turbo', 'Alfa Romeo Spider'])}`],
    ['VIN', vin(rng, year)],
    ['Odometer', `${fmtInt(km, ',')} mi`],
    ['Work completed', fmtDate(done, 'us')],
  ];
  for (const [k, v] of info) {
    pb.text(40, k, { size: 8.5, bold: true });
    pb.text(130, v, { size: 9.5 }).down(13);
  }
  pb.down(12);
  const rate = rng.int(65, 95);
  const ls = labour(rng, 'us', rng.int(2, 4), rate);
  const lc = [{ x: 44 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 550, align: 'right' as const }];
  pb.box(40, pb.y - 11, 515, 15, true);
  row(pb, lc, ['Labor operation', 'Hours', 'Rate', 'Amount'], { size: 8.5, bold: true, lineH: 16 });
  for (const l of ls) row(pb, lc, [l.desc, l.hours.toFixed(1), `$${rate}.00`, `$${fmtMoney(l.amount, 'en')}`], { size: 9 });
  const lt = labourTotal(ls);
  row(pb, lc, ['', '', 'Labor subtotal', `$${fmtMoney(lt, 'en')}`], { size: 9, bold: true, lineH: 26 });
  const ps = parts(rng, 'us', rng.int(2, 5), 2.2);
  const pc = [{ x: 44 }, { x: 130 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 550, align: 'right' as const }];
  pb.box(40, pb.y - 11, 515, 15, true);
  row(pb, pc, ['Part #', 'Description', 'Qty', 'Price', 'Ext.'], { size: 8.5, bold: true, lineH: 16 });
  for (const p of ps) row(pb, pc, [p.partNo.replace(/[ .]/g, '-'), p.desc, String(p.qty), fmtMoney(p.unit, 'en'), fmtMoney(p.amount, 'en')], { size: 9 });
  const pt = partsTotal(ps);
  row(pb, pc, ['', '', '', 'Parts subtotal', `$${fmtMoney(pt, 'en')}`], { size: 9, bold: true, lineH: 26 });
  const supplies = r2(rng.int(800, 2500) / 100);
  const taxRate = rng.pick([6, 7.5, 8.25, 8.5]);
  const tax = r2(((pt + supplies) * taxRate) / 100);
  const total = r2(lt + pt + supplies + tax);
  const tc = [{ x: 370 }, { x: 550, align: 'right' as const }];
  row(pb, tc, ['Shop supplies', `$${fmtMoney(supplies, 'en')}`], { size: 9 });
  row(pb, tc, [`Sales tax (${taxRate}%)`, `$${fmtMoney(tax, 'en')}`], { size: 9 });
  rule(pb, 370, 185, pb.y - 9);
  row(pb, tc, ['Total', `$${fmtMoney(total, 'en')}`], { size: 10.5, bold: true });
  row(pb, tc, [`Paid - check #${rng.int(1000, 9999)}`, `$${fmtMoney(total, 'en')}`], { size: 9 });
  row(pb, tc, ['Balance due', '$0.00'], { size: 9, lineH: 30 });
  pb.text(40, 'Warranty: 12 months / 12,000 miles on parts and labor.', { size: 8 });
  return service(pb, {
    serviceDate: done,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => p.desc),
  });
}

/** A sports-car specialist's bill of the 1980s: logo line in capitals, tagline under it, the vehicle and miles inline, a due date. */
export function ukSportsCarSpecialist(rng: Random): Generated {
  const date = rng.date(1983, 1995);
  const logo = rng.pick(['TR REGISTER SPARES & SERVICE', 'MARQUE MOTORS', 'SPITFIRE CENTRE']);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(40, logo, { y: 64, size: 20, bold: true, serif: true });
  pb.text(40, 'Specialists in British sports cars', { y: 80, size: 9, serif: true });
  pb.text(40, `${a.street} · ${a.town} · ${ukPhone(rng)}`, { y: 92, size: 8 });
  rule(pb, 40, 515, 100);
  pb.y = 125;
  pb.text(40, 'INVOICE', { size: 11, bold: true });
  pb.text(555, `No. ${rng.int(1000, 9999)}  ·  ${fmtDate(date, 'uk-mon')}`, { size: 9, align: 'right' }).down(20);
  const year = rng.int(1962, 1980);
  const miles = Math.round(mileage(rng, year, yearOf(date)) * 0.5);
  const car = rng.pick(['Triumph TR6', 'Triumph Spitfire 1500', 'MGB Roadster', 'Triumph Stag', 'MG Midget']);
  pb.text(40, `Account: ${enName(rng)}`, { size: 9.5 }).down(13);
  pb.text(40, `${car} · ${ukPlate(rng, year)} · ${fmtInt(miles, ',')} miles recorded`, { size: 9.5 }).down(24);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(pb, cols, ['WORK CARRIED OUT', 'HRS', '', '£'], { size: 7.5, bold: true, lineH: 14 });
  const rate = r2(rng.int(1200, 2600) / 100);
  const ls = labour(rng, 'uk', rng.int(2, 4), rate);
  for (const l of ls) row(pb, cols, [l.desc, l.hours.toFixed(2), '', fmtMoney(l.amount, 'en')], { size: 9 });
  const lt = labourTotal(ls);
  row(pb, cols, [`Labour at £${fmtMoney(rate, 'en')}/hr`, '', 'sub-total', fmtMoney(lt, 'en')], { size: 9, lineH: 24 });
  row(pb, cols, ['PARTS SUPPLIED', 'QTY', 'EACH', '£'], { size: 7.5, bold: true, lineH: 14 });
  const ps = parts(rng, 'uk', rng.int(2, 5), 0.8);
  for (const p of ps) row(pb, cols, [p.desc, String(p.qty), fmtMoney(p.unit, 'en'), fmtMoney(p.amount, 'en')], { size: 9 });
  const pt = partsTotal(ps);
  row(pb, cols, ['', '', 'sub-total', fmtMoney(pt, 'en')], { size: 9, lineH: 24 });
  const net = r2(lt + pt);
  const v = ukVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  rule(pb, 360, 195, pb.y - 9);
  row(pb, tc, ['Goods & services', fmtMoney(net, 'en')], { size: 9 });
  row(pb, tc, [`VAT ${v}%`, fmtMoney(vat, 'en')], { size: 9 });
  pb.box(355, pb.y - 11, 200, 17, true);
  row(pb, tc, ['AMOUNT DUE £', fmtMoney(total, 'en')], { size: 10, bold: true, lineH: 32 });
  pb.text(40, `Terms strictly 30 days: payment by ${fmtDate(addDays(date, 30), 'uk-mon')} please.`, { size: 8.5 });
  return service(pb, {
    serviceDate: date,
    shopName: logo,
    serviceMileage: miles,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => p.desc),
  });
}
