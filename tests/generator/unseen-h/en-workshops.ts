/**
 * English-language workshop invoices from Britain, Northern Ireland and the Republic: main dealers,
 * independents of the 1980s, marque specialists, restorers taking stage payments, an Irish garage
 * charging its two VAT rates, a tyre centre, an MOT station and a garage that is not VAT registered.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dEn, doc, en, eurIe, gbp, JOBS_EN, labour, PageBuilder, PARTS_EN, pickParts, r2, rule, sum, table, vatUk, vin } from './kit';

const ukPlate = (rng: Random, iso: string): string => {
  const y = Number(iso.slice(0, 4));
  const L = () => rng.pick([...'ABCDEFGHJKLMNPRSTVWXY']);
  if (y >= 2002) return `${L()}${L()}${rng.pick(['02', '53', '05', '56', '09', '60', '12', '63', '15', '66', '19', '70'])} ${L()}${L()}${L()}`;
  if (y >= 1984) return `${rng.pick([...'ABCDEFGHJKLMNP'])}${rng.int(100, 999)} ${L()}${L()}${L()}`;
  return `${L()}${L()}${L()} ${rng.int(100, 999)}${rng.pick([...'HJKLMNPRSTV'])}`;
};

/** Main dealer: logo line, right info block with Mileage In/Out, Labour / Parts / Sublet, deposit paid and a balance due. */
export function ukDealerDeposit(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Harrogate Motor Company Ltd', 'Pennine Jaguar Ltd', 'Severn Valley Motors Limited']);
  const date = rng.date(2011, 2025);
  const vat = vatUk(date);
  p.box(50, 36, 36, 36, true);
  p.text(68, 'HM', { y: 59, size: 13, bold: true, align: 'center' });
  p.text(96, shop, { y: 54, size: 15, bold: true });
  p.text(96, 'Service · Parts · Bodyshop — Leeds Road, Harrogate HG2 8AA — 01423 ' + rng.int(500000, 899999), { y: 68, size: 8 });
  p.text(50, 'INVOICE', { y: 110, size: 20, bold: true });
  p.text(50, 'Invoice to:', { y: 135, size: 8 });
  p.text(50, 'Mr N. Ashworth', { y: 148 });
  p.text(50, '14 Cold Bath Road', { y: 161 });
  p.text(50, 'Harrogate HG2 0NA', { y: 174 });
  const kmIn = rng.int(18, 140) * 1000 + rng.int(0, 999);
  const info: [string, string][] = [
    ['Invoice No', `SI${rng.int(100000, 999999)}`],
    ['Tax Point', dEn(date)],
    ['W/O No', String(rng.int(40000, 79999))],
    ['Registration', ukPlate(rng, date)],
    ['VIN', vin(rng, 'SAJAC')],
    ['Mileage In', en(kmIn).slice(0, -3)],
    ['Mileage Out', en(kmIn + rng.int(3, 14)).slice(0, -3)],
  ];
  info.forEach(([k, v], i) => {
    p.text(350, k, { y: 105 + i * 13, size: 8.5, bold: true });
    p.text(420, v, { y: 105 + i * 13, size: 8.5 });
  });
  const rate = rng.pick([96, 118, 132, 145, 156]);
  const lab = labour(rng, JOBS_EN, rng.int(2, 4), rate);
  const prt = pickParts(rng, PARTS_EN, rng.int(3, 5), 1.3);
  let y = table(
    p,
    [
      { x: 52, head: 'Labour' },
      { x: 390, head: 'Hours', align: 'right' },
      { x: 465, head: 'Rate', align: 'right' },
      { x: 543, head: 'Net', align: 'right' },
    ],
    lab.map((l) => [l.text, l.qty.toFixed(2), en(l.unit), en(l.amount)]),
    { y: 225, ruled: 'grid' },
  );
  y = table(
    p,
    [
      { x: 52, head: 'Parts' },
      { x: 250, head: 'Part No' },
      { x: 390, head: 'Qty', align: 'right' },
      { x: 465, head: 'Unit', align: 'right' },
      { x: 543, head: 'Net', align: 'right' },
    ],
    prt.map((l) => [l.text, l.partNo, String(l.qty), en(l.unit), en(l.amount)]),
    { y: y + 22, ruled: 'grid' },
  );
  const labNet = sum(lab);
  const prtNet = sum(prt);
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const deposit = rng.pick([100, 150, 200, 250]);
  y += 20;
  const rows: [string, string][] = [
    ['Labour', gbp(labNet)],
    ['Parts', gbp(prtNet)],
    ['Sublet', gbp(0)],
    ['Total (ex VAT)', gbp(net)],
    [`VAT @ ${vat}%`, gbp(tax)],
    ['Invoice Total', gbp(total)],
    [`Less deposit paid ${dEn(addDays(date, -rng.int(3, 20)))}`, `(${gbp(deposit)})`],
    ['BALANCE DUE', gbp(r2(total - deposit))],
  ];
  rows.forEach(([k, v], i) => {
    const b = i === 5 || i === 7;
    p.text(320, k, { y: y + i * 15, size: 9, bold: b });
    p.text(543, v, { y: y + i * 15, size: 9, bold: b, align: 'right' });
  });
  p.text(50, `Next service due: ${dEn(addDays(date, 365))} or ${en(kmIn + 10000).slice(0, -3)} miles`, { y: y + 150, size: 8.5 });
  p.text(50, `VAT Reg No GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · Registered in England No. ${rng.int(1000000, 9999999)}`, {
    y: 805,
    size: 7.5,
  });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: kmIn,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Irish garage: labour at 13.5 %, parts at 23 %, a VAT analysis box, Irish registration. */
export function irishTwoRateGarage(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(["O'Sullivan Motors Ltd", 'Ballincollig Auto Centre', 'Dunne & Kelly Garage Ltd']);
  const date = rng.date(2013, 2025);
  const y2 = date.slice(2, 4);
  const plate = `${Number(y2) >= 13 ? `${y2}${rng.pick(['1', '2'])}` : y2}-${rng.pick(['C', 'CK', 'D', 'G', 'KY'])}-${rng.int(100, 19999)}`;
  p.text(545, shop, { y: 52, size: 15, bold: true, align: 'right' });
  p.text(545, 'Main Street, Ballincollig, Co. Cork P31 X' + rng.int(100, 999), { y: 66, size: 8.5, align: 'right' });
  p.text(545, `Tel 021 487 ${rng.int(1000, 9999)} · VAT No. IE${rng.int(1000000, 9999999)}${rng.pick(['A', 'B', 'H'])}`, { y: 77, size: 8.5, align: 'right' });
  p.text(50, 'Customer', { y: 110, size: 8, bold: true });
  p.text(50, "Declan O'Connor", { y: 123 });
  p.text(50, 'Inniscarra, Co. Cork', { y: 136 });
  const km = rng.int(60, 290) * 1000 + rng.int(0, 999);
  p.text(300, `Invoice ${rng.int(10000, 29999)}`, { y: 110, size: 11, bold: true });
  p.text(300, `Date: ${dEn(date, 'long')}`, { y: 124, size: 9 });
  p.text(300, `Reg: ${plate}`, { y: 137, size: 9 });
  p.text(300, `Odometer: ${en(km).slice(0, -3)} km`, { y: 150, size: 9 });
  const rate = rng.pick([55, 65, 70, 75, 85]);
  const lab = labour(rng, JOBS_EN, rng.int(2, 4), rate);
  const prt = pickParts(rng, PARTS_EN, rng.int(2, 5), 1.25);
  p.text(50, 'Work carried out', { y: 185, size: 10, bold: true });
  let y = 202;
  for (const l of lab) {
    p.text(60, l.text, { y, size: 9.5 });
    p.text(420, `${l.qty} hrs`, { y, size: 9.5, align: 'right' });
    p.text(543, eurIe(l.amount), { y, size: 9.5, align: 'right' });
    y += 14;
  }
  const labNet = sum(lab);
  p.text(420, 'Labour', { y: y + 4, size: 9.5, bold: true, align: 'right' });
  p.text(543, eurIe(labNet), { y: y + 4, size: 9.5, bold: true, align: 'right' });
  y += 32;
  p.text(50, 'Parts supplied', { y, size: 10, bold: true });
  y += 17;
  for (const l of prt) {
    p.text(60, l.text, { y, size: 9.5 });
    p.text(420, `x${l.qty}`, { y, size: 9.5, align: 'right' });
    p.text(543, eurIe(l.amount), { y, size: 9.5, align: 'right' });
    y += 14;
  }
  const prtNet = sum(prt);
  p.text(420, 'Parts', { y: y + 4, size: 9.5, bold: true, align: 'right' });
  p.text(543, eurIe(prtNet), { y: y + 4, size: 9.5, bold: true, align: 'right' });
  const vatL = r2(labNet * 0.135);
  const vatP = r2(prtNet * 0.23);
  const total = r2(labNet + prtNet + vatL + vatP);
  y += 40;
  p.box(50, y - 12, 260, 62);
  table(
    p,
    [
      { x: 56, head: 'VAT rate' },
      { x: 190, head: 'Goods', align: 'right' },
      { x: 300, head: 'VAT', align: 'right' },
    ],
    [
      ['13.5%', en(labNet), en(vatL)],
      ['23%', en(prtNet), en(vatP)],
    ],
    { y, ruled: 'head', x0: 50, x1: 310, size: 8.5 },
  );
  p.text(340, 'Total excl. VAT', { y, size: 9.5 });
  p.text(543, eurIe(r2(labNet + prtNet)), { y, size: 9.5, align: 'right' });
  p.text(340, 'Total VAT', { y: y + 15, size: 9.5 });
  p.text(543, eurIe(r2(vatL + vatP)), { y: y + 15, size: 9.5, align: 'right' });
  p.box(335, y + 22, 210, 22, true);
  p.text(340, 'TOTAL DUE', { y: y + 37, size: 11, bold: true });
  p.text(540, eurIe(total), { y: y + 37, size: 11, bold: true, align: 'right' });
  p.text(50, `NCT due: ${dEn(addDays(date, rng.int(60, 500)), 'abbr')}. Thank you for your custom.`, { y: y + 90, size: 8.5 });
  p.text(50, `AIB Ballincollig · IBAN IE${rng.int(10, 99)} AIBK 9331 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 805, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** 1980s independent: serif ledger page, "Dr." to the customer, labour and materials in one column with sub-totals, VAT 15 %. */
export function ukLedger1980s(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['F. W. Hadley & Son', 'Tanner Bros. (Motor Engineers)', 'Cotswold Garage Co.']);
  const date = rng.date(1981, 1990);
  const vat = vatUk(date);
  p.text(297, shop, { y: 56, size: 18, serif: true, align: 'center' });
  p.text(297, 'MOTOR ENGINEERS · AGRICULTURAL REPAIRS · PETROL', { y: 72, size: 8, serif: true, align: 'center' });
  p.text(297, `The Forge, Bourton-on-the-Water, Glos. · Tel. Cotswold ${rng.int(20000, 39999)}`, { y: 84, size: 8, serif: true, align: 'center' });
  p.text(50, `Mr. A. Cameron,  Rose Cottage,  Lower Slaughter`, { y: 125, serif: true });
  p.text(50, 'Dr. to', { y: 110, size: 8, serif: true });
  p.text(545, dEn(date, 'dots'), { y: 125, serif: true, align: 'right' });
  p.text(545, `No. ${rng.int(1000, 9999)}`, { y: 110, serif: true, align: 'right' });
  const miles = rng.int(30, 110) * 1000 + rng.int(0, 999);
  const car = rng.pick(['Rover P6 3500', 'Triumph Dolomite Sprint', 'Morris Marina 1.8', 'Land Rover Series III']);
  p.text(50, `Re: ${car}  Reg. ${ukPlate(rng, '1979-01-01')}   Speedo ${en(miles).slice(0, -3)}`, { y: 150, serif: true });
  rule(p, 50, 160, 495);
  const lab = labour(rng, JOBS_EN, rng.int(2, 4), rng.pick([9.5, 11, 12.5, 14]));
  const prt = pickParts(rng, PARTS_EN, rng.int(2, 4), 0.45);
  let y = 178;
  p.text(60, 'To labour:', { y, serif: true, bold: true });
  y += 15;
  for (const l of lab) {
    p.text(75, l.text, { y, serif: true, size: 9.5 });
    y += 14;
  }
  const labNet = sum(lab);
  p.text(400, 'Labour', { y, serif: true, size: 9.5 });
  p.text(540, en(labNet), { y, serif: true, align: 'right' });
  y += 22;
  p.text(60, 'To materials:', { y, serif: true, bold: true });
  y += 15;
  for (const l of prt) {
    p.text(75, `${l.qty > 1 ? `${l.qty} ` : ''}${l.text}`, { y, serif: true, size: 9.5 });
    p.text(440, en(l.amount), { y, serif: true, size: 9.5, align: 'right' });
    y += 14;
  }
  const prtNet = sum(prt);
  p.text(400, 'Materials', { y, serif: true, size: 9.5 });
  p.text(540, en(prtNet), { y, serif: true, align: 'right' });
  y += 10;
  rule(p, 470, y, 75);
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  y += 16;
  p.text(540, en(net), { y, serif: true, align: 'right' });
  p.text(400, `V.A.T. ${vat}%`, { y: y + 15, serif: true, size: 9.5 });
  p.text(540, en(tax), { y: y + 15, serif: true, align: 'right' });
  rule(p, 470, y + 22, 75);
  p.text(400, '£', { y: y + 37, serif: true, bold: true });
  p.text(540, en(total), { y: y + 37, serif: true, bold: true, align: 'right' });
  rule(p, 470, y + 42, 75);
  rule(p, 470, y + 44, 75);
  p.text(50, 'Accounts are due on presentation. E. & O. E.', { y: y + 90, serif: true, size: 8.5 });
  p.text(297, `V.A.T. Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 805, serif: true, size: 7.5, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Marque specialist: estimate, work and invoice dates across a strip, the work as a report, labour as one line of hours. */
export function ukSpecialistEstimateStrip(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Downland MG Specialists Ltd', 'Healey Heritage Engineering', 'Marches Triumph Centre']);
  const work = rng.date(2000, 2025);
  const est = addDays(work, -rng.int(10, 40));
  const inv = addDays(work, rng.int(2, 10));
  const vat = vatUk(inv);
  p.text(50, shop, { y: 60, size: 19, bold: true, serif: true });
  rule(p, 50, 68, 495);
  p.text(50, 'Servicing, restoration and parts for the enthusiast since 1979', { y: 80, size: 8.5, serif: true });
  const strip: [string, string][] = [
    ['Estimate ref', `E/${rng.int(100, 999)}`],
    ['Estimate date', dEn(est)],
    ['Work carried out', dEn(work)],
    ['Invoice date', dEn(inv)],
    ['Invoice no', String(rng.int(7000, 9999))],
  ];
  strip.forEach(([k, v], i) => {
    p.text(50 + i * 100, k, { y: 115, size: 7.5, bold: true });
    p.text(50 + i * 100, v, { y: 128, size: 9.5 });
  });
  rule(p, 50, 136, 495);
  const miles = rng.int(20, 95) * 1000 + rng.int(0, 999);
  const car = rng.pick(['MGB GT', 'Austin-Healey 3000 Mk III', 'Triumph TR6', 'MG Midget 1500']);
  p.text(50, `Vehicle: ${car}    Reg: ${ukPlate(rng, '1975-01-01')}    Odometer: ${en(miles).slice(0, -3)} miles`, { y: 155, size: 9.5 });
  p.text(50, 'Customer: Mrs M. Pryce, The Old Rectory, Steyning, West Sussex', { y: 169, size: 9.5 });
  p.text(50, 'Report of work', { y: 198, size: 11, bold: true, serif: true });
  const jobs = rng.some(JOBS_EN, rng.int(3, 5));
  let y = 215;
  jobs.forEach((j, i) => {
    p.text(58, `${i + 1}.`, { y, size: 9.5 });
    p.text(74, j, { y, size: 9.5 });
    y += 14;
  });
  const hours = rng.pick([5.5, 7, 8.5, 10, 12.5]);
  const rate = rng.pick([48, 55, 62, 70, 78]);
  const labNet = r2(hours * rate);
  y += 14;
  p.text(50, `Labour: ${hours} hours @ ${gbp(rate)} per hour`, { y, size: 9.5, bold: true });
  p.text(543, gbp(labNet), { y, size: 9.5, bold: true, align: 'right' });
  y += 24;
  p.text(50, 'Parts & materials', { y, size: 9.5, bold: true });
  y += 15;
  const prt = pickParts(rng, PARTS_EN, rng.int(3, 6), 1.1);
  for (const l of prt) {
    p.text(74, l.text, { y, size: 9 });
    p.text(300, l.partNo, { y, size: 8 });
    p.text(400, `${l.qty} @ ${en(l.unit)}`, { y, size: 9, align: 'right' });
    p.text(480, en(l.amount), { y, size: 9, align: 'right' });
    y += 13;
  }
  const prtNet = sum(prt);
  p.text(400, 'Parts total', { y: y + 3, size: 9.5, bold: true, align: 'right' });
  p.text(543, gbp(prtNet), { y: y + 3, size: 9.5, bold: true, align: 'right' });
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  y += 36;
  p.box(300, y - 14, 245, 58);
  p.text(308, 'Goods & labour', { y, size: 9.5 });
  p.text(538, gbp(net), { y, size: 9.5, align: 'right' });
  p.text(308, `VAT at ${vat}%`, { y: y + 16, size: 9.5 });
  p.text(538, gbp(tax), { y: y + 16, size: 9.5, align: 'right' });
  p.text(308, 'Amount payable', { y: y + 35, size: 11, bold: true });
  p.text(538, gbp(total), { y: y + 35, size: 11, bold: true, align: 'right' });
  p.text(50, `The original estimate was ${gbp(r2(total * 0.85))} inc. VAT; additional work was agreed by telephone.`, { y: y + 80, size: 8.5 });
  p.text(
    50,
    `Payment by BACS: sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}, account ${rng.int(10000000, 99999999)}. VAT No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { y: 805, size: 7.5 },
  );
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: prt.map((l) => l.text),
  });
}

/** Restorer's interim invoice: work left, amounts in a right ledger column, a stage payment and a previous balance. */
export function ukRestorerStagePayment(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Wessex Coachworks Restoration Ltd', 'Aldridge & Penn Classic Restorations', 'Kestrel Historic Motors Ltd']);
  const date = rng.date(2005, 2025);
  const vat = vatUk(date);
  p.text(50, 'Interim Invoice', { y: 60, size: 12 });
  p.text(50, shop, { y: 80, size: 16, bold: true });
  p.text(50, 'Unit 4, Hurn Business Park, Christchurch BH23 6AA', { y: 94, size: 8.5 });
  p.text(380, 'Account: JAGXK-0' + rng.int(10, 99), { y: 60, size: 8.5 });
  p.text(380, `Invoice date: ${dEn(date, 'long')}`, { y: 73, size: 8.5 });
  const period = addDays(date, -rng.int(20, 40));
  p.text(380, `Work period: ${dEn(period)} – ${dEn(addDays(date, -1))}`, { y: 86, size: 8.5 });
  const miles = rng.int(40, 99) * 1000 + rng.int(0, 999);
  p.text(380, `Recorded mileage: ${en(miles).slice(0, -3)}`, { y: 99, size: 8.5 });
  p.text(
    50,
    `Project: ${rng.pick(['Jaguar XK150 DHC', 'Jaguar E-Type S1 FHC', 'Aston Martin DB6', 'Bristol 405'])} — body and mechanical restoration (stage 3)`,
    { y: 135, size: 9.5, bold: true },
  );
  p.box(450, 150, 95, 330);
  p.box(50, 150, 400, 330);
  p.text(58, 'Description', { y: 165, size: 8.5, bold: true });
  p.text(538, '£', { y: 165, size: 8.5, bold: true, align: 'right' });
  rule(p, 50, 170, 495);
  const rate = rng.pick([45, 52, 58, 65]);
  const lab = labour(
    rng,
    [
      'Strip and assess rear subframe',
      'Fabricate and fit sill sections',
      'Rebuild front suspension',
      'Panel beating to bonnet',
      'Refit interior trim',
      'Rewire engine bay',
      ...JOBS_EN,
    ],
    rng.int(3, 5),
    rate,
  ).map((l) => ({ ...l, qty: l.qty * 6, amount: r2(l.qty * 6 * rate) }));
  const prt = pickParts(rng, [...PARTS_EN, ['Sill panel', 145], ['Wiring loom', 320], ['Chrome bumper', 410]], rng.int(3, 5), 1.2);
  let y = 186;
  for (const l of lab) {
    p.text(58, l.text, { y, size: 9 });
    p.text(440, `${l.qty} hrs`, { y, size: 9, align: 'right' });
    p.text(538, en(l.amount), { y, size: 9, align: 'right' });
    y += 14;
  }
  const labNet = sum(lab);
  p.text(440, 'Labour sub-total', { y, size: 9, bold: true, align: 'right' });
  p.text(538, en(labNet), { y, size: 9, bold: true, align: 'right' });
  y += 24;
  for (const l of prt) {
    p.text(58, l.text, { y, size: 9 });
    p.text(538, en(l.amount), { y, size: 9, align: 'right' });
    y += 14;
  }
  const prtNet = sum(prt);
  p.text(440, 'Parts sub-total', { y, size: 9, bold: true, align: 'right' });
  p.text(538, en(prtNet), { y, size: 9, bold: true, align: 'right' });
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const stage = rng.pick([1500, 2000, 2500, 3000]);
  const prev = r2(rng.int(200, 1800) + 0.5);
  y = 500;
  const rows: [string, string, boolean][] = [
    ['Net', en(net), false],
    [`VAT ${vat}%`, en(tax), false],
    ['Total this invoice', gbp(total), true],
    ['Balance brought forward', en(prev), false],
    [`Stage payment received ${dEn(addDays(date, -rng.int(5, 25)))}`, `-${en(stage)}`, false],
    ['Balance outstanding', gbp(r2(total + prev - stage)), true],
  ];
  rows.forEach(([k, v, b], i) => {
    p.text(440, k, { y: y + i * 16, size: 9.5, bold: b, align: 'right' });
    p.text(538, v, { y: y + i * 16, size: 9.5, bold: b, align: 'right' });
  });
  p.text(50, 'Cars are stored at owner’s risk. Storage charged from 28 days after completion.', { y: 640, size: 8 });
  p.text(50, `Registered in England & Wales ${rng.int(3000000, 9999999)} · VAT GB${rng.int(100000000, 999999999)}`, { y: 805, size: 7.5 });
  // The page prints a work period, not a day of work, beside the invoice date: serviceDate is left out.
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceMileage: miles,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Belfast tyre and exhaust centre: job card look, boxes for fields, tyres as parts and fitting as labour. */
export function belfastTyreCentre(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Lagan Tyre & Exhaust Ltd', 'Shankill Road Tyres', 'Newtownards Autocentre Ltd']);
  const date = rng.date(1995, 2025);
  const vat = vatUk(date);
  p.box(40, 35, 515, 60);
  p.text(297, shop.toUpperCase(), { y: 60, size: 16, bold: true, align: 'center' });
  p.text(297, 'TYRES · EXHAUSTS · BATTERIES · BRAKES · 4-WHEEL ALIGNMENT', { y: 76, size: 8, align: 'center' });
  p.text(297, `Boucher Road, Belfast BT12 6HR · 028 9066 ${rng.int(1000, 9999)}`, { y: 88, size: 7.5, align: 'center' });
  const miles = rng.int(20, 160) * 1000 + rng.int(0, 999);
  const fields: [string, string][] = [
    ['DATE', dEn(date)],
    ['INVOICE', String(rng.int(100000, 199999))],
    ['REG', `${rng.pick(['AXZ', 'OIJ', 'LFZ', 'KEZ'])} ${rng.int(1000, 9999)}`],
    ['MILEAGE', en(miles).slice(0, -3)],
  ];
  fields.forEach(([k, v], i) => {
    const x = 40 + i * 129;
    p.box(x, 105, 127, 30);
    p.text(x + 4, k, { y: 114, size: 6.5, bold: true });
    p.text(x + 4, v, { y: 129, size: 10 });
  });
  p.box(40, 140, 515, 30);
  p.text(44, 'CUSTOMER', { y: 149, size: 6.5, bold: true });
  p.text(44, 'Mr S. McAllister, 12 Cregagh Park, Belfast', { y: 164, size: 10 });
  const tyre = rng.pick(['185/70 R14 88H', '205/55 R16 91V', '165 SR 15', '195/65 R15 91T']);
  const tyrePrice = rng.pick([42, 56, 68, 79, 94]);
  const n = rng.pick([2, 4]);
  const prt = [
    { text: `Tyre ${tyre}`, qty: n, unit: tyrePrice, amount: r2(n * tyrePrice), partNo: '' },
    { text: 'Valve', qty: n, unit: 2.5, amount: r2(n * 2.5), partNo: '' },
    ...pickParts(
      rng,
      [
        ['Exhaust centre box', 74],
        ['Rear silencer', 88],
        ['Exhaust clamp', 6.5],
      ] as const,
      rng.int(1, 2),
      1,
    ),
  ];
  const lab = [
    { text: 'Fit & balance', qty: n, unit: 8, amount: r2(n * 8), partNo: '' },
    { text: 'Fit exhaust', qty: 1, unit: 25, amount: 25, partNo: '' },
    { text: 'Wheel alignment', qty: 1, unit: 30, amount: 30, partNo: '' },
  ].slice(0, rng.int(2, 3));
  let y = table(
    p,
    [
      { x: 46, head: 'QTY' },
      { x: 90, head: 'DESCRIPTION' },
      { x: 420, head: 'EACH', align: 'right' },
      { x: 548, head: 'AMOUNT', align: 'right' },
    ],
    [...prt, ...lab].map((l) => [String(l.qty), l.text, en(l.unit), en(l.amount)]),
    { y: 192, ruled: 'grid', x0: 40, x1: 555 },
  );
  const labNet = sum(lab);
  const prtNet = sum(prt);
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  y += 14;
  const boxes: [string, string][] = [
    ['PARTS', en(prtNet)],
    ['LABOUR', en(labNet)],
    ['NETT', en(net)],
    [`VAT ${vat}%`, en(tax)],
    ['TOTAL £', en(total)],
  ];
  boxes.forEach(([k, v], i) => {
    const x = 40 + i * 103;
    p.box(x, y, 101, 34, i === 4);
    p.text(x + 4, k, { y: y + 10, size: 6.5, bold: true });
    p.text(x + 97, v, { y: y + 27, size: 10, bold: i === 4, align: 'right' });
  });
  p.text(40, 'Tyre pressures checked. Please re-torque wheel nuts after 50 miles.', { y: y + 70, size: 8.5 });
  p.text(40, 'Customer signature: ____________________', { y: y + 100, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** MOT station: MOT fee outside the scope of VAT, service labour and parts, the next MOT date as a decoy. */
export function ukMotAndService(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Fenland MOT & Service Centre', 'Chapel Street Garage (Wisbech) Ltd', 'Marsh Lane Motors']);
  const date = rng.date(2003, 2025);
  const vat = vatUk(date);
  p.text(50, shop, { y: 50, size: 14, bold: true });
  p.text(50, 'Class 4 & 7 MOT Testing Station · VOSA approved', { y: 63, size: 8 });
  p.text(545, 'VAT INVOICE', { y: 50, size: 12, bold: true, align: 'right' });
  p.text(545, `No. ${rng.int(20000, 59999)}`, { y: 63, size: 9, align: 'right' });
  rule(p, 50, 72, 495);
  const miles = rng.int(30, 170) * 1000 + rng.int(0, 999);
  const reg = ukPlate(rng, date);
  const left: [string, string][] = [
    ['Customer', 'Mr R. Whitlock'],
    ['Address', '7 Harecroft Road, Wisbech PE13'],
    ['Vehicle', rng.pick(['Ford Sierra 2.0 GL', 'Vauxhall Astra 1.6', 'Volvo 740 GLE'])],
    ['Reg', reg],
  ];
  const right: [string, string][] = [
    ['Date in', dEn(addDays(date, -1))],
    ['Date out', dEn(date)],
    ['Mileage', en(miles).slice(0, -3)],
    ['MOT test no.', String(rng.int(100000000000, 999999999999))],
  ];
  left.forEach(([k, v], i) => {
    p.text(50, `${k}:`, { y: 92 + i * 14, size: 9, bold: true });
    p.text(110, v, { y: 92 + i * 14, size: 9 });
  });
  right.forEach(([k, v], i) => {
    p.text(340, `${k}:`, { y: 92 + i * 14, size: 9, bold: true });
    p.text(420, v, { y: 92 + i * 14, size: 9 });
  });
  const rate = rng.pick([38, 45, 52, 60]);
  const lab = labour(rng, JOBS_EN, rng.int(2, 3), rate);
  const prt = pickParts(rng, PARTS_EN, rng.int(2, 4), 1);
  let y = 175;
  p.text(50, 'LABOUR', { y, size: 9, bold: true });
  y += 14;
  for (const l of lab) {
    p.text(60, l.text, { y, size: 9 });
    p.text(543, en(l.amount), { y, size: 9, align: 'right' });
    y += 13;
  }
  y += 10;
  p.text(50, 'PARTS', { y, size: 9, bold: true });
  y += 14;
  for (const l of prt) {
    p.text(60, l.text, { y, size: 9 });
    p.text(300, `qty ${l.qty}`, { y, size: 8 });
    p.text(543, en(l.amount), { y, size: 9, align: 'right' });
    y += 13;
  }
  const mot = Number(date.slice(0, 4)) >= 2010 ? 54.85 : rng.pick([44.35, 48.65, 50.35]);
  y += 10;
  p.text(50, 'NON-VATABLE', { y, size: 9, bold: true });
  p.text(60, 'MOT test fee (outside the scope of VAT)', { y: y + 14, size: 9 });
  p.text(543, en(mot), { y: y + 14, size: 9, align: 'right' });
  const labNet = sum(lab);
  const prtNet = sum(prt);
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax + mot);
  y += 50;
  const rows: [string, string][] = [
    ['Labour', en(labNet)],
    ['Parts', en(prtNet)],
    [`VAT @ ${vat}% on ${en(net)}`, en(tax)],
    ['MOT', en(mot)],
    ['TOTAL £', en(total)],
  ];
  rule(p, 330, y - 12, 215);
  rows.forEach(([k, v], i) => {
    p.text(335, k, { y: y + i * 15, size: 9.5, bold: i === 4 });
    p.text(543, v, { y: y + i * 15, size: 9.5, bold: i === 4, align: 'right' });
  });
  rule(p, 330, y + 64, 215);
  p.text(50, `MOT PASS. Next MOT due ${dEn(addDays(date, 364), 'long')}.`, { y: y + 110, size: 9, bold: true });
  p.text(50, 'Paid — card. Thank you.', { y: y + 125, size: 9 });
  p.text(50, `VAT reg ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 805, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Vintage garage that is not VAT registered: handwritten-style bill page, totals in a framed box, an outside machining charge. */
export function ukVintageNoVat(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Bert Tilley Vintage Cars', 'The Old Bakery Garage', 'Pembury Vintage Engineering']);
  const date = rng.date(1992, 2024);
  p.text(545, shop, { y: 780, size: 12, bold: true, serif: true, align: 'right' });
  p.text(545, 'Rear of 22 High Street, Pembury, Kent · Not VAT registered', { y: 794, size: 8, serif: true, align: 'right' });
  p.text(50, 'BILL', { y: 70, size: 22, serif: true, bold: true });
  p.text(50, `for work to ${rng.pick(['Austin Seven Chummy', 'Bentley 3 Litre', 'Morris Cowley Bullnose', 'Riley Nine Monaco'])}`, { y: 90, serif: true });
  const miles = rng.int(10, 80) * 1000 + rng.int(0, 999);
  p.text(50, `reg. ${rng.pick(['PK', 'YR', 'KE', 'UL'])} ${rng.int(1000, 9999)}, odometer ${en(miles).slice(0, -3)} (not warranted)`, { y: 104, serif: true });
  p.text(400, `dated ${dEn(date, 'ord')}`, { y: 70, serif: true });
  p.text(400, 'for Col. H. Ffitch-Rawle', { y: 84, serif: true });
  const rate = rng.pick([25, 30, 35, 42]);
  const lab = labour(
    rng,
    ['Decarbonise cylinder head', 'Grind in valves', 'Reline rear brake shoes', 'Adjust magneto', 'Re-metal big ends', ...JOBS_EN],
    rng.int(3, 4),
    rate,
  );
  const prt = pickParts(rng, PARTS_EN, rng.int(2, 4), 0.9);
  const sublet = rng.pick([65, 85, 120]);
  let y = 150;
  p.text(50, 'Work done', { y, serif: true, bold: true });
  y += 16;
  for (const l of lab) {
    p.text(60, l.text, { y, serif: true, size: 9.5 });
    p.text(330, `${l.qty} hrs`, { y, serif: true, size: 9.5 });
    y += 14;
  }
  y += 10;
  p.text(50, 'Parts fitted', { y, serif: true, bold: true });
  y += 16;
  for (const l of prt) {
    p.text(60, l.text, { y, serif: true, size: 9.5 });
    p.text(330, gbp(l.amount), { y, serif: true, size: 9.5 });
    y += 14;
  }
  y += 10;
  p.text(50, 'Outside work', { y, serif: true, bold: true });
  p.text(60, 'Crankshaft regrind (Maidstone Engineering)', { y: y + 16, serif: true, size: 9.5 });
  p.text(330, gbp(sublet), { y: y + 16, serif: true, size: 9.5 });
  const labNet = sum(lab);
  const prtNet = sum(prt);
  const total = r2(labNet + prtNet + sublet);
  y += 60;
  p.box(300, y, 245, 90);
  const rows: [string, string][] = [
    [`Labour ${sum(lab.map((l) => ({ amount: l.qty })))} hrs @ ${gbp(rate)}`, gbp(labNet)],
    ['Parts', gbp(prtNet)],
    ['Outside work', gbp(sublet)],
    ['Total to pay', gbp(total)],
  ];
  rows.forEach(([k, v], i) => {
    p.text(310, k, { y: y + 20 + i * 19, serif: true, size: 9.5, bold: i === 3 });
    p.text(535, v, { y: y + 20 + i * 19, serif: true, size: 9.5, bold: i === 3, align: 'right' });
  });
  p.text(50, 'Cheques payable to the proprietor please.', { y: y + 130, serif: true, size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}
