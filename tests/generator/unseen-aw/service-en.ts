/**
 * British, Irish, Dutch and American workshop bills where several sums compete: warranty lines beside customer-pay
 * lines, a service contract paying all but the deductible, Irish pounds beside euro (punts payable to 2001, euro payable
 * from 2002), guilders beside euro, coupons and shop-supply fees, core charges and core credits, a payment on account,
 * an MOT fee outside VAT, the maker's policy assistance. totalCost is always the gross amount the customer pays for
 * this bill's work, in the currency the page says is payable: after discounts and the warranty, contract or maker's
 * share, before money already paid on account is set against it.
 */
import { addDays, doc, fd, hline, num, r2, row, sum, vatIE, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  IEP,
  IE_TOWNS,
  JOBS_EN,
  NLG,
  NL_TOWNS,
  PARTS_EN,
  STREETS_EN,
  UK_TOWNS,
  US_TOWNS,
  digits,
  drawParts,
  letters,
  lv,
  newPage,
  personEN,
  sum2,
  sumLine,
  thou,
  vin,
} from './kit';

const ukPlate = (rng: Random, year: number) =>
  year < 1983
    ? `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`
    : year < 2001
      ? `${letters(rng, 1)}${rng.int(100, 999)} ${letters(rng, 3)}`
      : `${letters(rng, 2)}${pad2(rng.int(51, 74))} ${letters(rng, 3)}`;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** UK main dealer job sheet 1980–1999: each line coded C (customer) or W (warranty); only C is charged. */
export function ukDealerWarranty(rng: Random): Generated {
  const p = newPage(48);
  const town = rng.pick(UK_TOWNS);
  const shop = `${rng.pick(['Hargreaves', 'Pearson', 'Fairbairn'])} Motors of ${town} Ltd`;
  const date = rng.date(1980, 1999);
  const vr = vatUK(yearOf(date));
  const mi = rng.int(3000, 40000);
  p.text(40, shop, { size: 15, bold: true });
  p.down(12);
  p.text(
    40,
    `Main Dealers · ${rng.pick(STREETS_EN)}, ${town} · Tel. ${town} ${digits(rng, 6)} · VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 8 },
  );
  p.down(40);
  p.text(40, 'INVOICE', { size: 14, bold: true });
  p.down(18);
  lv(p, 40, 'Invoice No.', `${letters(rng, 1)}${digits(rng, 5)}`, 120);
  lv(p, 300, 'Date / Tax Point', fd(date, 'uk'), 400);
  p.down(12);
  lv(p, 40, 'Reg. No.', ukPlate(rng, yearOf(date)), 120);
  lv(p, 300, 'Mileage', thou(mi, ','), 400);
  p.down(12);
  lv(p, 40, 'Model', rng.pick(['Sierra 2.0 GL', 'Cavalier 1.6L', 'Escort 1.3 Ghia', 'Montego 2.0']), 120);
  lv(p, 300, 'Chassis No.', vin(rng, rng.pick(['SFA', 'W0L', 'SAR'])), 400);
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 400, align: 'right' }, { x: 475, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['A/C', 'Description', 'Qty/Hrs', 'Warranty', 'Customer'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const wj = rng.pick(['Rectify water leak at screen', 'Replace faulty fuel gauge sender', 'Renew gearbox oil seal', 'Replace heater control valve']);
  const wpart = rng.pick(['Screen seal', 'Fuel gauge sender unit', 'Output shaft seal', 'Heater valve']);
  const wl = r2(rng.int(20, 90));
  const wpv = r2(rng.int(8, 60));
  row(p, cols, ['W', wj, `${rng.int(1, 3)}.${rng.pick([0, 5])}`, num(wl, 'en'), '']);
  p.down(12);
  row(p, cols, ['W', wpart, '1', num(wpv, 'en'), '']);
  p.down(12);
  const jobs = rng.some(JOBS_EN, rng.int(1, 3));
  const labour = jobs.map((j) => {
    const h = rng.int(1, 4) + rng.pick([0, 0.5]);
    const t = r2(h * rng.pick([14.5, 18, 22.5, 27]));
    row(p, cols, ['C', j, h.toFixed(1), '', num(t, 'en')]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_EN, rng.int(1, 3), 0.6);
  for (const pt of parts) {
    row(p, cols, ['C', pt.text, String(pt.qty), '', num(pt.total, 'en')]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  sum2(p, 250, 'Labour', num(wl, 'en'), 475, num(lab, 'en'), 555);
  sum2(p, 250, 'Parts', num(wpv, 'en'), 475, num(prt, 'en'), 555);
  sum2(p, 250, `VAT @ ${vr}%`, '—', 475, num(vat, 'en'), 555);
  sum2(p, 250, 'Totals', num(r2(wl + wpv), 'en'), 475, num(gross, 'en'), 555, { bold: true });
  p.down(6);
  p.text(250, `AMOUNT DUE FROM CUSTOMER  £${num(gross, 'en')}`, { size: 10, bold: true });
  p.down(20);
  p.text(40, 'Warranty items are claimed from the manufacturer and are not payable by the customer.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: [wj, ...jobs],
    partsUsed: [wpart, ...parts.map((x) => x.text)],
  });
}

/** US dealer repair order 1996–2024: a service contract pays the covered repair, the customer pays the deductible and his own lines. */
export function usServiceContract(rng: Random): Generated {
  const p = newPage(40);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const shop = `${rng.pick(['Castellano', 'Abernathy', 'Kowalski'])} ${rng.pick(['Chevrolet', 'Ford', 'Toyota'])}`;
  const date = rng.date(1996, 2024);
  const mi = rng.int(38000, 110000);
  p.text(40, shop, { size: 16, bold: true });
  p.text(555, 'REPAIR ORDER', { size: 14, bold: true, align: 'right' });
  p.down(12);
  p.text(40, `${rng.int(100, 9999)} ${rng.pick(STREETS_EN)}, ${town}, ${st} ${zip}  (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8 });
  p.text(555, `RO# ${digits(rng, 6)}`, { size: 10, align: 'right' });
  p.down(22);
  const heads: [string, string][] = [
    ['DATE', fd(date, 'us')],
    ['MILEAGE IN', thou(mi, ',')],
    ['VIN', vin(rng, rng.pick(['1G1', '1FA', '4T1']))],
    ['ADVISOR', rng.pick(['#112 JEFF', '#207 MARIA', '#150 DON'])],
  ];
  const ws = [70, 80, 170, 90];
  let x = 40;
  heads.forEach(([l, v], i) => {
    p.box(x, p.y, ws[i], 26);
    p.text(x + 3, l, { size: 6.5, y: p.y + 8 });
    p.text(x + 3, v, { size: 9, y: p.y + 21 });
    x += ws[i] + 4;
  });
  p.down(44);
  const covered = rng.pick([
    'Replace transmission torque converter',
    'Replace A/C compressor and clutch',
    'Replace power steering pump',
    'Replace engine water pump',
  ]);
  const cl = r2(rng.int(250, 900));
  const cp = r2(rng.int(300, 1500));
  const ded = rng.pick([50, 100, 200]);
  p.text(40, `LINE A  ${covered.toUpperCase()}`, { size: 9, bold: true });
  p.text(555, 'PAY TYPE: SVC CONTRACT', { size: 8, align: 'right' });
  p.down(12);
  p.text(60, `Labor ${num(cl, 'en')}   Parts ${num(cp, 'en')}   Claim #${digits(rng, 8)}`, { size: 8.5 });
  p.down(18);
  const jobs = rng.some(JOBS_EN, rng.int(1, 2));
  const labour = jobs.map((j, i) => {
    const t = r2(rng.int(40, 260));
    p.text(40, `LINE ${'BCD'[i]}  ${j.toUpperCase()}`, { size: 9, bold: true });
    p.text(555, 'PAY TYPE: CUSTOMER', { size: 8, align: 'right' });
    p.down(12);
    p.text(60, `Labor`, { size: 8.5 });
    p.text(555, num(t, 'en'), { size: 8.5, align: 'right' });
    p.down(14);
    return t;
  });
  const parts = drawParts(rng, PARTS_EN, rng.int(1, 3));
  for (const pt of parts) {
    p.text(60, `${pt.qty} ${digits(rng, 8)} ${pt.text.toUpperCase()}`, { size: 8.5 });
    p.text(555, num(pt.total, 'en'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(12);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const supplies = r2(Math.min(35, lab * 0.08));
  const taxRate = rng.pick([5.5, 6, 6.5, 7]);
  const tax = r2(((prt + supplies) * taxRate) / 100);
  const total = r2(lab + prt + supplies + tax + ded);
  p.box(330, p.y - 12, 225, 112);
  sumLine(p, 336, 'CUSTOMER LABOR', num(lab, 'en'), 550);
  sumLine(p, 336, 'CUSTOMER PARTS', num(prt, 'en'), 550);
  sumLine(p, 336, 'SHOP SUPPLIES', num(supplies, 'en'), 550);
  sumLine(p, 336, `SALES TAX ${taxRate}%`, num(tax, 'en'), 550);
  sumLine(p, 336, 'SVC CONTRACT DEDUCTIBLE', num(ded, 'en'), 550);
  sumLine(p, 336, 'TOTAL CUSTOMER PAY', `$${num(total, 'en')}`, 550, { bold: true });
  p.down(28);
  p.text(
    40,
    `Service contract portion billed to ${rng.pick(['Zurich ESC', 'GM Protection Plan', 'Ford ESP'])}: $${num(r2(cl + cp), 'en')} (not payable by customer).`,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: total,
    workPerformed: [covered, ...jobs].map((s) => s.toUpperCase()),
    partsUsed: parts.map((x) => x.text.toUpperCase()),
  });
}

/** Irish garage 1999–2001: IR£ payable, euro equivalent in a second column. */
export function irishPunts(rng: Random): Generated {
  const p = newPage(50);
  const [town, reg] = rng.pick(IE_TOWNS);
  const shop = `${rng.pick(['Brennan', 'Donnelly', 'McAllister'])}'s Garage Ltd.`;
  const date = rng.date(1999, 2001);
  const vr = vatIE(yearOf(date));
  const mi = rng.int(30000, 160000);
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(12);
  p.text(
    297,
    `${rng.pick(['Dublin Road', 'Main Street', 'Ennis Road'])}, ${town} · Tel (0${rng.int(21, 99)}) ${digits(rng, 6)} · VAT No. IE ${digits(rng, 7)}${letters(rng, 1)}`,
    { size: 8, align: 'center' },
  );
  p.down(40);
  p.text(40, `Customer: ${personEN(rng)}`, { size: 9 });
  p.text(555, `Invoice ${digits(rng, 5)}`, { size: 10, bold: true, align: 'right' });
  p.down(12);
  p.text(40, `Reg: ${String(yearOf(date) - rng.int(2, 8)).slice(2)}-${reg}-${rng.int(100, 9999)}`, { size: 9 });
  p.text(555, `Date: ${fd(date, 'uklong')}`, { size: 9, align: 'right' });
  p.down(12);
  p.text(40, `Odometer: ${thou(mi, ',')} miles`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Details', 'IR£', '€'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const e = (n: number) => num(r2(n / IEP), 'en');
  const jobs = rng.some(JOBS_EN, rng.int(2, 3));
  const labour = jobs.map((j) => {
    const t = r2(rng.int(18, 140));
    row(p, cols, [j, num(t, 'en'), e(t)]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_EN, rng.int(2, 3), 0.7);
  for (const pt of parts) {
    row(p, cols, [pt.text, num(pt.total, 'en'), e(pt.total)]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  sum2(p, 260, 'Labour', num(lab, 'en'), 470, e(lab), 555);
  sum2(p, 260, 'Parts', num(prt, 'en'), 470, e(prt), 555);
  sum2(p, 260, `VAT ${vr}%`, num(vat, 'en'), 470, e(vat), 555);
  sum2(p, 260, 'TOTAL', num(gross, 'en'), 470, e(gross), 555, { bold: true });
  p.down(12);
  p.text(40, 'Amount payable in Irish pounds. Euro amounts shown for information at IR£0.787564 = €1.', { size: 8 });
  p.down(11);
  p.text(40, `NCT due ${rng.pick(['March', 'June', 'September'])} ${yearOf(date) + 1}. Thank you for your custom.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** Irish motor factor's workshop, January–February 2002: euro payable, punts for information under the total. */
export function irishEuro2002(rng: Random): Generated {
  const p = newPage(44);
  const [town, reg] = rng.pick(IE_TOWNS);
  const shop = `${town} Motor Works`;
  const date = `2002-0${rng.int(1, 2)}-${pad2(rng.int(1, 28))}`;
  const mi = rng.int(20000, 180000);
  p.box(40, 34, 515, 46);
  p.text(52, shop.toUpperCase(), { size: 16, bold: true, y: 58 });
  p.text(52, `Servicing · Tyres · Diagnostics — Unit ${rng.int(1, 20)}, ${town} Business Park`, { size: 8, y: 72 });
  p.y = 110;
  p.text(40, 'TAX INVOICE', { size: 12, bold: true });
  p.down(18);
  const rowsL: [string, string][] = [
    ['No.', String(rng.int(20000, 49999))],
    ['Date', fd(date, 'uk')],
    ['Vehicle', `${rng.pick(['Toyota Corolla', 'Nissan Almera', 'Ford Mondeo', 'VW Golf'])} ${String(rng.int(94, 99))}-${reg}-${rng.int(100, 9999)}`],
    ['Miles', thou(mi, ',')],
  ];
  for (const [l, v] of rowsL) {
    lv(p, 40, `${l}:`, v, 100);
    p.down(12);
  }
  p.down(14);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Qty', 'Unit €', 'Amount €'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const jobs = rng.some(JOBS_EN, rng.int(1, 3));
  const labour = jobs.map((j) => {
    const h = rng.int(1, 5) + rng.pick([0, 0.5]);
    const rate = rng.pick([42, 48, 55]);
    const t = r2(h * rate);
    row(p, cols, [j, `${h.toFixed(1)} h`, num(rate, 'en'), num(t, 'en')]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_EN, rng.int(2, 4));
  for (const pt of parts) {
    row(p, cols, [pt.text, String(pt.qty), num(pt.unit, 'en'), num(pt.total, 'en')]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2(net * 0.21);
  const gross = r2(net + vat);
  sumLine(p, 330, 'Labour total', num(lab, 'en'), 555);
  sumLine(p, 330, 'Parts total', num(prt, 'en'), 555);
  sumLine(p, 330, 'VAT @ 21%', num(vat, 'en'), 555);
  sumLine(p, 330, 'Total due €', num(gross, 'en'), 555, { bold: true, size: 10.5 });
  p.text(330, `(IR£ equivalent ${num(r2(gross * IEP), 'en')} — for information only)`, { size: 7.5 });
  p.down(30);
  p.text(40, 'Irish pound notes and coins accepted until 9 February 2002; change given in euro.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** Dutch classic specialist invoicing a British client in English, 1999–2001: guilders payable, euro beside. */
export function dutchGuilders(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip] = rng.pick(NL_TOWNS);
  const shop = `${rng.pick(['Van der Meulen', 'De Vries', 'Bakker & Zn.'])} Klassieke Auto's B.V.`;
  const date = rng.date(1999, 2001);
  const vr = yearOf(date) < 2001 ? 17.5 : 19;
  const km = rng.int(50000, 230000);
  p.text(40, shop, { size: 14, bold: true });
  p.down(12);
  p.text(
    40,
    `${rng.pick(['Industrieweg', 'Hanzeweg', 'Nijverheidsstraat'])} ${rng.int(1, 60)}, ${zip} ${letters(rng, 2)} ${town}, Nederland · KvK ${digits(rng, 8)} · BTW NL${digits(rng, 9)}B01`,
    { size: 7.5 },
  );
  p.down(44);
  p.text(40, `To: ${personEN(rng)}, ${rng.pick(UK_TOWNS)}, United Kingdom`, { size: 9 });
  p.down(24);
  p.text(40, `INVOICE ${yearOf(date)}-${digits(rng, 4)}`, { size: 12, bold: true });
  p.text(555, `${town}, ${fd(date, 'dedash')}`, { size: 9, align: 'right' });
  p.down(16);
  p.text(
    40,
    `Vehicle: ${rng.pick(['DAF 55 Coupé', 'Volvo P1800 S', 'Citroën DS 21', 'Mercedes 190 SL'])} — kenteken ${letters(rng, 2)}-${digits(rng, 2)}-${letters(rng, 2)} — odometer ${thou(km, '.')} km`,
    { size: 9 },
  );
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Work and materials', 'NLG', 'EUR'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const e = (n: number) => num(r2(n / NLG), 'de');
  const jobs = rng.some(JOBS_EN, rng.int(2, 3));
  const labour = jobs.map((j) => {
    const t = r2(rng.int(90, 900));
    row(p, cols, [j, num(t, 'de'), e(t)]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_EN, rng.int(2, 3), 2.2);
  for (const pt of parts) {
    row(p, cols, [pt.text, num(pt.total, 'de'), e(pt.total)]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  sum2(p, 260, 'Labour', num(lab, 'de'), 470, e(lab), 555);
  sum2(p, 260, 'Parts', num(prt, 'de'), 470, e(prt), 555);
  sum2(p, 260, `BTW (VAT) ${num(vr, 'de').replace(',00', '')}%`, num(vat, 'de'), 470, e(vat), 555);
  sum2(p, 260, 'Total', num(gross, 'de'), 470, e(gross), 555, { bold: true });
  p.down(10);
  p.text(
    40,
    `Payable in Dutch guilders (NLG) to ABN AMRO ${town}, account ${digits(rng, 2)}.${digits(rng, 2)}.${digits(rng, 2)}.${digits(rng, 3)}. EUR at 2,20371 for reference.`,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** US independent shop: a coupon off, shop supplies and a hazmat fee, sales tax on parts. */
export function usCouponShop(rng: Random): Generated {
  const p = newPage(46);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const shop = `${rng.pick(['Precision', 'Main Street', 'Northside'])} Auto Care`;
  const date = rng.date(2001, 2026);
  const mi = rng.int(20000, 230000);
  p.text(297, shop, { size: 17, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `${rng.int(100, 9999)} ${rng.pick(STREETS_EN)} · ${town}, ${st} ${zip} · ASE Certified`, { size: 8, align: 'center' });
  p.down(34);
  p.text(40, `Invoice #${digits(rng, 5)}`, { size: 10, bold: true });
  p.text(555, fd(date, 'uslong'), { size: 10, align: 'right' });
  p.down(14);
  p.text(
    40,
    `${rng.int(2003, Math.max(2004, yearOf(date)))} ${rng.pick(['Honda Accord', 'Subaru Outback', 'Jeep Wrangler', 'Ford F-150'])} · Odometer ${thou(mi, ',')} · Plate ${letters(rng, 3)}-${digits(rng, 4)}`,
    { size: 9 },
  );
  p.down(24);
  p.text(40, 'LABOR', { size: 9, bold: true });
  p.down(12);
  const jobs = rng.some(JOBS_EN, rng.int(2, 3));
  const labour = jobs.map((j) => {
    const h = rng.int(1, 4) + rng.pick([0, 0.3, 0.5, 0.8]);
    const t = r2(h * rng.pick([95, 110, 125, 139]));
    p.text(50, j, { size: 9 });
    p.text(470, `${h.toFixed(1)} hr`, { size: 9, align: 'right' });
    p.text(555, num(t, 'en'), { size: 9, align: 'right' });
    p.down(12);
    return t;
  });
  p.down(6);
  p.text(40, 'PARTS', { size: 9, bold: true });
  p.down(12);
  const parts = drawParts(rng, PARTS_EN, rng.int(2, 4));
  for (const pt of parts) {
    p.text(50, pt.text, { size: 9 });
    p.text(400, `${pt.qty} @ ${num(pt.unit, 'en')}`, { size: 9, align: 'right' });
    p.text(555, num(pt.total, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(14);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const coupon = rng.pick([10, 15, 20, 25]);
  const sup = r2(rng.pick([9.95, 14.95, 19.95]));
  const haz = r2(rng.pick([2.5, 3, 4.95]));
  const taxRate = rng.pick([5, 5.5, 6, 7.25, 8]);
  const tax = r2((prt * taxRate) / 100);
  const total = r2(lab + prt - coupon + sup + haz + tax);
  sumLine(p, 340, 'Labor', num(lab, 'en'), 555);
  sumLine(p, 340, 'Parts', num(prt, 'en'), 555);
  sumLine(p, 340, `Coupon ${rng.pick(['SPRING', 'BRAKE', 'WELCOME'])}${coupon}`, `(${num(coupon, 'en')})`, 555);
  sumLine(p, 340, 'Shop supplies', num(sup, 'en'), 555);
  sumLine(p, 340, 'Haz. waste disposal', num(haz, 'en'), 555);
  sumLine(p, 340, `Sales tax (${taxRate}% on parts)`, num(tax, 'en'), 555);
  hline(p, 340, 215, p.y - 9);
  sumLine(p, 340, 'TOTAL', `$${num(total, 'en')}`, 555, { bold: true, size: 11 });
  p.down(16);
  p.text(
    40,
    `Paid: ${rng.pick(['VISA ****', 'MC ****', 'AMEX ****'])}${digits(rng, 4)}. Warranty 12 months / 12,000 miles on parts and labor. Next oil change due at ${thou(mi + 5000, ',')} mi.`,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** British marque specialist 2008–2026: invoice total, a payment on account, balance outstanding. */
export function ukOnAccount(rng: Random): Generated {
  const p = newPage(56);
  const town = rng.pick(UK_TOWNS);
  const shop = `${rng.pick(['Whitfield', 'Fairbairn', 'Pearson'])} ${rng.pick(['Classic Jaguar', 'MG Restorations', 'Healey Engineering'])}`;
  const date = rng.date(2008, 2026);
  const vr = vatUK(yearOf(date));
  const mi = rng.int(20000, 120000);
  p.text(40, shop, { size: 17, serif: true, bold: true });
  p.down(13);
  p.text(40, `${rng.pick(['The Old Forge', 'Unit 4, Brook Farm', 'Hangar 2, Airfield Way'])}, ${town} · ${digits(rng, 5)} ${digits(rng, 6)}`, {
    size: 8.5,
    serif: true,
  });
  p.down(48);
  p.text(360, 'Invoice', { size: 13, bold: true, serif: true });
  p.down(15);
  const meta: [string, string][] = [
    ['Invoice number', `${letters(rng, 2)}${digits(rng, 4)}`],
    ['Invoice date', fd(date, 'ukshort')],
    ['Registration', ukPlate(rng, 1970)],
    ['Odometer', `${thou(mi, ',')} miles`],
  ];
  for (const [l, v] of meta) {
    lv(p, 360, l, v, 455, { size: 8.5 });
    p.down(11);
  }
  p.down(20);
  const jobs = rng.some(
    [
      'Strip and rebuild front suspension',
      'Rebuild SU carburettors',
      'Fit stainless exhaust system',
      'Re-core radiator',
      'Overhaul rear axle',
      'Renew brake lines throughout',
      ...JOBS_EN,
    ],
    rng.int(3, 4),
  );
  p.text(40, 'Work carried out', { size: 10, bold: true, serif: true });
  p.down(13);
  const labour = jobs.map((j) => {
    const h = rng.int(2, 22);
    const t = r2(h * rng.pick([55, 62, 68, 75]));
    p.text(50, `${j} (${h} hrs)`, { size: 9, serif: true });
    p.text(555, num(t, 'en'), { size: 9, serif: true, align: 'right' });
    p.down(12);
    return t;
  });
  const lab = sum(labour);
  sumLine(p, 330, 'Labour sub-total', num(lab, 'en'), 555, { serif: true, bold: true });
  p.down(6);
  p.text(40, 'Parts supplied', { size: 10, bold: true, serif: true });
  p.down(13);
  const parts = drawParts(rng, PARTS_EN, rng.int(2, 4), 1.2);
  for (const pt of parts) {
    p.text(50, pt.text, { size: 9, serif: true });
    p.text(555, num(pt.total, 'en'), { size: 9, serif: true, align: 'right' });
    p.down(12);
  }
  const prt = sum(parts.map((x) => x.total));
  sumLine(p, 330, 'Parts sub-total', num(prt, 'en'), 555, { serif: true, bold: true });
  p.down(10);
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const paid = r2(Math.max(100, Math.round(gross / 2 / 100) * 100));
  sumLine(p, 330, 'Net', num(net, 'en'), 555, { serif: true });
  sumLine(p, 330, `VAT at ${vr}%`, num(vat, 'en'), 555, { serif: true });
  sumLine(p, 330, 'Invoice total', `£${num(gross, 'en')}`, 555, { serif: true, bold: true });
  sumLine(p, 330, `Paid on account ${fd(addDays(date, -rng.int(10, 60)), 'uk')}`, `(£${num(paid, 'en')})`, 555, { serif: true });
  sumLine(p, 330, 'Balance outstanding', `£${num(r2(gross - paid), 'en')}`, 555, { serif: true, bold: true });
  p.down(18);
  p.text(40, `Bank transfer to sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}, account ${digits(rng, 8)}. Payment due on collection.`, {
    size: 8,
    serif: true,
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** US brake and electrical shop: core charges added and core credits given back on the same ticket. */
export function usCoreCharge(rng: Random): Generated {
  const p = newPage(44);
  const [town, st] = rng.pick(US_TOWNS);
  const shop = `${rng.pick(['Big Valley', 'Tri-County', 'Lakeside'])} Brake & Electric`;
  const date = rng.date(1988, 2024);
  const mi = rng.int(40000, 260000);
  p.text(40, shop, { size: 15, bold: true });
  p.text(555, `No. ${digits(rng, 6)}`, { size: 10, align: 'right' });
  p.down(12);
  p.text(40, `${town}, ${st} · Phone (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8 });
  p.down(28);
  p.box(40, p.y, 515, 30);
  p.text(46, 'Date', { size: 7, y: p.y + 10 });
  p.text(46, fd(date, 'usshort'), { size: 10, y: p.y + 24 });
  p.text(150, 'Odometer', { size: 7, y: p.y + 10 });
  p.text(150, thou(mi, ','), { size: 10, y: p.y + 24 });
  p.text(260, 'Vehicle', { size: 7, y: p.y + 10 });
  p.text(260, `${rng.int(1975, Math.min(2020, yearOf(date)))} ${rng.pick(['Chevy C10', 'Ford Ranger', 'Dodge Dart', 'Buick LeSabre'])}`, {
    size: 10,
    y: p.y + 24,
  });
  p.down(48);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Qty', 'Price', 'Amount'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const rebuilt = rng.pick([
    ['Alternator, reman', 'Replace alternator'],
    ['Starter, reman', 'Replace starter motor'],
    ['Brake caliper, reman', 'Replace front calipers'],
  ] as const);
  const core = r2(rng.pick([25, 35, 45, 60]));
  const rp = r2(rng.int(80, 260));
  const extra = drawParts(rng, PARTS_EN, rng.int(1, 2));
  const partsLines = [{ text: rebuilt[0], qty: 1, unit: rp, total: rp }, ...extra];
  for (const pt of partsLines) {
    row(p, cols, [pt.text, String(pt.qty), num(pt.unit, 'en'), num(pt.total, 'en')]);
    p.down(12);
  }
  row(p, cols, ['Core charge', '1', num(core, 'en'), num(core, 'en')]);
  p.down(12);
  row(p, cols, ['Core return credit', '1', `-${num(core, 'en')}`, `-${num(core, 'en')}`]);
  p.down(12);
  const jobs = [rebuilt[1], ...rng.some(['Test charging system', 'Inspect brakes', 'Bleed brake system'], 1)];
  const labour = jobs.map((j) => {
    const t = r2(rng.int(35, 180));
    row(p, cols, [`Labor: ${j}`, '', '', num(t, 'en')]);
    p.down(12);
    return t;
  });
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(partsLines.map((x) => x.total));
  const taxRate = rng.pick([4.5, 6, 7]);
  const tax = r2((prt * taxRate) / 100);
  const total = r2(lab + prt + tax);
  sumLine(p, 360, 'Parts', num(prt, 'en'), 555);
  sumLine(p, 360, 'Core charges (net)', '0.00', 555);
  sumLine(p, 360, 'Labor', num(lab, 'en'), 555);
  sumLine(p, 360, `Tax ${taxRate}%`, num(tax, 'en'), 555);
  sumLine(p, 360, 'Total', num(total, 'en'), 555, { bold: true, size: 10.5 });
  p.down(14);
  p.text(40, 'Old unit returned – core charge refunded. Reman units carry a 1 year limited warranty.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: partsLines.map((x) => x.text),
  });
}

/** UK garage: MOT fee outside the scope of VAT, club discount on the service, disposal levy. */
export function ukMotDiscount(rng: Random): Generated {
  const p = newPage(50);
  const town = rng.pick(UK_TOWNS);
  const shop = `${town} ${rng.pick(['Autocentre', 'Service Station', 'Car Care'])}`;
  const date = rng.date(1995, 2026);
  const vr = vatUK(yearOf(date));
  const mi = rng.int(20000, 190000);
  p.text(40, shop, { size: 16, bold: true });
  p.down(12);
  p.text(40, `MOT Testing Station No. ${letters(rng, 1)}${digits(rng, 5)} · ${rng.pick(STREETS_EN)}, ${town}`, { size: 8 });
  p.down(36);
  p.text(40, `Invoice: ${digits(rng, 6)}`, { size: 9 });
  p.text(220, `Date: ${fd(date, 'ukdot')}`, { size: 9 });
  p.text(380, `Mileage: ${mi}`, { size: 9 });
  p.down(12);
  p.text(40, `Vehicle: ${ukPlate(rng, yearOf(date) - 5)} ${rng.pick(['Rover 214', 'Vauxhall Astra', 'Ford Fiesta', 'Honda Civic'])}`, { size: 9 });
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 430, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Item', 'VAT code', '£'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const jobs = ['Full service', ...rng.some(JOBS_EN.slice(1), rng.int(1, 2))];
  const labour = jobs.map((j) => {
    const t = r2(rng.int(35, 160));
    row(p, cols, [j, 'S', num(t, 'en')]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_EN, rng.int(2, 3), 0.8);
  for (const pt of parts) {
    row(p, cols, [pt.text, 'S', num(pt.total, 'en')]);
    p.down(12);
  }
  const mot = yearOf(date) < 2000 ? 30.87 : yearOf(date) < 2010 ? 50.35 : 54.85;
  row(p, cols, ['MOT test fee', 'O', num(mot, 'en')]);
  p.down(12);
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const disc = r2((lab + prt) * 0.1);
  const levy = r2(rng.pick([2.5, 3.5, 4.95]));
  const net = r2(lab + prt - disc + levy);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat + mot);
  sumLine(p, 320, 'Labour', num(lab, 'en'), 555);
  sumLine(p, 320, 'Parts', num(prt, 'en'), 555);
  sumLine(p, 320, 'Less 10% club member discount', `-${num(disc, 'en')}`, 555);
  sumLine(p, 320, 'Environmental disposal levy', num(levy, 'en'), 555);
  sumLine(p, 320, `VAT (S) ${vr}%`, num(vat, 'en'), 555);
  sumLine(p, 320, 'MOT (O – outside scope)', num(mot, 'en'), 555);
  sumLine(p, 320, 'TOTAL PAYABLE', num(total, 'en'), 555, { bold: true });
  p.down(14);
  p.text(40, `MOT certificate issued. Next MOT due ${fd(`${yearOf(date) + 1}${date.slice(4)}`, 'uk')}.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** US import dealer: the maker's policy assistance (goodwill) takes a share, the customer pays the rest plus tax. */
export function usPolicyAssist(rng: Random): Generated {
  const p = newPage(48);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const brand = rng.pick(['Porsche', 'BMW', 'Audi', 'Volvo']);
  const shop = `${brand} of ${town}`;
  const date = rng.date(2006, 2025);
  const mi = rng.int(30000, 95000);
  p.text(40, shop, { size: 16, bold: true });
  p.down(12);
  p.text(40, `${rng.int(1000, 9999)} ${rng.pick(STREETS_EN)}, ${town}, ${st} ${zip}`, { size: 8 });
  p.down(34);
  p.text(40, 'SERVICE INVOICE', { size: 12, bold: true });
  p.down(16);
  lv(p, 40, 'Invoice date', fd(date, 'usshort'), 130, { size: 9 });
  lv(p, 300, 'Miles in/out', `${thou(mi, ',')} / ${thou(mi + rng.int(1, 12), ',')}`, 390, { size: 9 });
  p.down(12);
  lv(p, 40, 'VIN', vin(rng, rng.pick(['WP0', 'WBA', 'WAU', 'YV1'])), 130, { size: 9 });
  lv(p, 300, 'Tag', `${letters(rng, 3)} ${digits(rng, 4)}`, 390, { size: 9 });
  p.down(26);
  const concern = rng.pick([
    'Replace intermediate shaft bearing',
    'Replace leaking rear main seal',
    'Replace sunroof drain and headliner',
    'Replace timing chain guides',
  ]);
  const jobs = [concern, ...rng.some(JOBS_EN, rng.int(0, 1))];
  const labour = jobs.map((j, i) => {
    const t = r2(rng.int(i === 0 ? 600 : 90, i === 0 ? 2400 : 300));
    p.text(40, `Op ${i + 1}: ${j}`, { size: 9 });
    p.text(555, num(t, 'en'), { size: 9, align: 'right' });
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_EN, rng.int(2, 3), 1.5);
  for (const pt of parts) {
    p.text(60, `${pt.text} (${pt.qty})`, { size: 8.5 });
    p.text(555, num(pt.total, 'en'), { size: 8.5, align: 'right' });
    p.down(11);
  }
  p.down(14);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const sub = r2(lab + prt);
  const share = rng.pick([40, 50, 60, 75]);
  const assist = r2((sub * share) / 100);
  const taxRate = rng.pick([6, 7, 8.25]);
  const custParts = r2(prt * (1 - share / 100));
  const tax = r2((custParts * taxRate) / 100);
  const total = r2(sub - assist + tax);
  sumLine(p, 320, 'Total labor', num(lab, 'en'), 555);
  sumLine(p, 320, 'Total parts', num(prt, 'en'), 555);
  sumLine(p, 320, 'Subtotal', num(sub, 'en'), 555);
  sumLine(p, 320, `${brand} policy assistance (${share}%)`, `-${num(assist, 'en')}`, 555);
  sumLine(p, 320, `Sales tax ${taxRate}% (customer parts)`, num(tax, 'en'), 555);
  p.box(315, p.y - 12, 245, 18, true);
  sumLine(p, 320, 'PLEASE PAY THIS AMOUNT', `$${num(total, 'en')}`, 555, { bold: true });
  p.down(14);
  p.text(40, 'Policy assistance is a one-time goodwill gesture by the manufacturer and does not extend any warranty.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lab,
    partsCost: prt,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}
