/**
 * English-language workshop paper of 2005–2026 as today's systems print it: a US dealer's DMS repair order with op
 * codes, shop supplies, an environmental fee and sublet; a UK garage-software VAT invoice; a mobile mechanic's app
 * receipt; a Louisiana shop's online invoice with a pay-now code; an Australian logbook service; a UK estimate turned
 * invoice; a Dutch specialist writing English with an EPC QR; a Carolina restoration invoice of many lines; an Irish
 * garage splitting VAT between labour and parts.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, para, r2, row, sum, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS, digits, IBAN_NL, letters, nameEN, plateUK, qr, vin } from './kit';
import { allOf, billJobs, JOBS_EN, labourOf, partsListOf, partsOf, worksOf, type Line } from './lines';

const usd = (n: number) => `$${num(n, 'en')}`;
const gbp = (n: number) => `£${num(n, 'en')}`;
const eurEn = (n: number) => `€${num(n, 'en')}`;

function truthOf(lines: Line[], date: string, shop: string, km: number, total: number, extra: Record<string, unknown> = {}) {
  return {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
    ...extra,
  };
}

/** A US dealer's repair order from the DMS: lines A, B, C with op codes, tech numbers and flat-rate hours. */
export function usDealerRO(rng: Random): Generated {
  const shop = rng.pick(['Lone Star Classic Motors', 'Peachtree Heritage Auto Service', 'Gulf Coast Motorcars']);
  const date = dateIn(rng, 2008, 2025);
  const rate = rng.pick([129, 145, 162, 178]);
  const lines = billJobs(rng, JOBS_EN, 3, rate, { unit: 'h', codePrefix: rng.pick(['C', 'R', 'M']) });
  const supplies = r2(Math.min(labourOf(lines) * 0.07, 49.95));
  const haz = rng.pick([4.95, 6.5, 9.95]);
  const sublet = rng.chance(0.5) ? rng.pick([65, 89.5, 120]) : 0;
  const taxRate = rng.pick([6.25, 7, 8.25, 8.9]);
  const tax = r2(((partsOf(lines) + supplies) * taxRate) / 100);
  const total = r2(allOf(lines) + supplies + haz + sublet + tax);
  const miles = rng.int(41000, 168000);
  const p = new PageBuilder();
  p.y = 34;
  p.text(40, shop.toUpperCase(), { size: 11, bold: true }).text(555, 'CUSTOMER COPY', { size: 8, align: 'right' });
  p.down(10).text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['Loop 410', 'Peachtree Ind. Blvd', 'Gulf Fwy'])} · ${rng.pick(['San Antonio, TX 78216', 'Norcross, GA 30071', 'Houston, TX 77017'])} · SERVICE (${rng.int(200, 999)}) ${digits(rng, 3)}-${digits(rng, 4)}`,
    { size: 7 },
  );
  p.down(18);
  const hdr: [string, string][] = [
    ['RO NUMBER', digits(rng, 6)],
    ['INVOICE DATE', fd(date, 'us')],
    ['ADVISOR', `${rng.int(100, 999)} ${rng.pick(['T. HOLLIS', 'M. GARZA', 'K. BYRD'])}`],
    ['VIN', vin(rng)],
    ['YEAR/MAKE/MODEL', rng.pick(CARS).toUpperCase()],
    ['MILEAGE IN/OUT', `${miles} / ${miles + rng.int(2, 14)}`],
    ['TAG', `${letters(rng, 3)}-${digits(rng, 4)}`],
    ['PROMISED', `${fd(date, 'us')} 17:00`],
    ['PO', ''],
  ];
  hdr.forEach(([k, v], i) => {
    const x = 40 + (i % 3) * 172;
    p.box(x, p.y - 8, 172, 22);
    p.text(x + 3, k, { size: 5.5, y: p.y - 1 }).text(x + 3, v, { size: 7.5, y: p.y + 10 });
    if (i % 3 === 2) p.down(22);
  });
  p.down(14);
  let letter = 0;
  for (const l of lines) {
    if (l.kind === 'labor') {
      p.down(4).text(40, `LINE ${String.fromCharCode(65 + letter++)}  OPCODE ${l.code}  TECH ${rng.int(100, 999)}  TYPE CP`, { size: 7, bold: true });
      p.down(10)
        .text(52, l.text.toUpperCase(), { size: 7.5 })
        .text(420, `${num(l.qty, 'plain').replace(/0$/, '')} HRS`, { size: 7.5, align: 'right' })
        .text(555, num(l.amount, 'en'), { size: 7.5, align: 'right' });
    } else {
      p.text(64, `${l.qty} ${l.code.replace(/ /g, '-')}  ${l.text.toUpperCase()}`, { size: 7 })
        .text(480, `@ ${num(l.price, 'en')}`, { size: 7, align: 'right' })
        .text(555, num(l.amount, 'en'), { size: 7, align: 'right' });
    }
    p.down(10);
  }
  if (sublet) {
    p.down(4).text(40, 'SUBLET  ALIGNMENT - FRONT END (VENDOR INVOICE ATTACHED)', { size: 7 }).text(555, num(sublet, 'en'), { size: 7, align: 'right' });
    p.down(10);
  }
  p.down(12);
  hline(p, 340, 215, p.y - 8);
  const tot: [string, number][] = [
    ['LABOR AMOUNT', labourOf(lines)],
    ['PARTS AMOUNT', partsOf(lines)],
    ['SUBLET AMOUNT', sublet],
    ['SHOP SUPPLIES', supplies],
    ['HAZ. WASTE / ENVIRONMENTAL FEE', haz],
    [`SALES TAX ${taxRate}%`, tax],
  ];
  for (const [k, v] of tot) {
    p.text(345, k, { size: 7.5 }).text(555, num(v, 'en'), { size: 7.5, align: 'right' });
    p.down(10);
  }
  p.box(340, p.y - 8, 215, 12, true);
  p.text(345, 'PLEASE PAY THIS AMOUNT', { size: 8, bold: true }).text(555, usd(total), { size: 8, bold: true, align: 'right' });
  p.down(24);
  para(
    p,
    40,
    'SHOP SUPPLIES CHARGE REPRESENTS COSTS AND PROFITS TO THE DEALER FOR MISCELLANEOUS SUPPLIES. ENVIRONMENTAL FEE COVERS DISPOSAL OF OIL, FILTERS AND FLUIDS. ALL PARTS NEW UNLESS OTHERWISE SPECIFIED.',
    140,
    { size: 6 },
  );
  return doc(p, 'en', truthOf(lines, date, shop, miles, total));
}

/** A UK independent's VAT invoice out of garage software, with the next service it books. */
export function ukGarageSoftware(rng: Random): Generated {
  const shop = rng.pick(['Marches Classic Car Care Ltd', 'Fenland Motor Engineers Ltd', 'Tamar Valley Garage Services']);
  const date = dateIn(rng, 2012, 2026);
  const vat = vatUK(yearOf(date));
  const lines = billJobs(rng, JOBS_EN, rng.int(2, 3), rng.pick([62, 72, 85]), { unit: 'hrs' });
  const net = allOf(lines);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const miles = rng.int(38000, 170000);
  const nextDate = addDays(date, 365);
  const nextMiles = Math.round((miles + 6000) / 1000) * 1000;
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(
    40,
    `Unit ${rng.int(1, 30)}, ${rng.pick(['Ludlow Business Park', 'Wisbech Road Industrial Estate', 'Tavistock Trading Estate'])} · VAT Reg. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 8 },
  );
  p.down(30)
    .text(40, 'VAT INVOICE', { size: 13, bold: true })
    .text(555, `Invoice ${digits(rng, 5)}`, { size: 10, align: 'right' });
  p.down(16);
  for (const [k, v] of [
    ['Invoice date', fd(date, 'uk')],
    ['Customer', nameEN(rng)],
    ['Registration', plateUK(rng)],
    ['Vehicle', rng.pick(CARS)],
    ['Mileage', `${num(miles, 'en').slice(0, -3)}`],
  ] as [string, string][]) {
    p.text(40, k, { size: 8.5 }).text(140, v, { size: 8.5 });
    p.down(11);
  }
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 90 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Type', 'Description', 'Qty', 'Unit', 'Net'], { size: 8, bold: true });
  p.down(12);
  for (const l of lines) {
    row(p, cols, [l.kind === 'labor' ? 'Labour' : 'Part', l.text, num(l.qty, 'plain'), num(l.price, 'en'), num(l.amount, 'en')], { size: 8 });
    p.down(11);
  }
  p.down(10);
  for (const [k, v] of [
    ['Labour', labourOf(lines)],
    ['Parts', partsOf(lines)],
    ['Net total', net],
    [`VAT @ ${vat}%`, tax],
    ['Total due', total],
  ] as [string, number][]) {
    p.text(380, k, { size: 9, bold: k === 'Total due' }).text(555, gbp(v), { size: 9, bold: k === 'Total due', align: 'right' });
    p.down(12);
  }
  p.down(16).box(40, p.y - 10, 300, 30);
  p.text(46, `Next service due: ${fd(nextDate, 'uk')} or ${num(nextMiles, 'en').slice(0, -3)} miles`, { size: 8.5 });
  p.down(12).text(46, 'Reminder by text message two weeks before.', { size: 7.5 });
  return doc(p, 'en', truthOf(lines, date, shop, miles, total, { nextServiceDate: nextDate, nextServiceMileage: nextMiles }));
}

/** A mobile mechanic's app receipt as e-mailed: the job card, paid by card in the app. */
export function ukMobileApp(rng: Random): Generated {
  const shop = rng.pick(['WrenchBuddy Mobile Mechanics Ltd', 'DriveWayFix Ltd', 'SpannerVan Ltd']);
  const date = dateIn(rng, 2018, 2026);
  const lines = billJobs(rng, JOBS_EN, rng.int(1, 2), rng.pick([55, 60, 68]), { unit: 'hrs' });
  const total = allOf(lines);
  const miles = rng.int(50000, 190000);
  const p = new PageBuilder();
  p.y = 40;
  p.text(40, 'From:', { size: 8, bold: true }).text(90, `${shop} <receipts@${shop.split(' ')[0].toLowerCase()}.co.uk>`, { size: 8 });
  p.down(11)
    .text(40, 'Subject:', { size: 8, bold: true })
    .text(90, `Your receipt for job #${digits(rng, 7)}`, { size: 8 });
  p.down(11)
    .text(40, 'Date:', { size: 8, bold: true })
    .text(90, `${fd(date, 'uklong')} ${rng.int(9, 19)}:${digits(rng, 2).slice(0, 1)}4`, { size: 8 });
  hline(p, 40, 515, p.y + 6);
  p.down(36).text(297, shop, { size: 14, bold: true, align: 'center' });
  p.down(18).text(297, `Thanks, ${rng.pick(['Megan', 'Connor', 'Gareth', 'Holly'])} — your car is sorted.`, { size: 10, align: 'center' });
  p.down(30);
  p.text(80, `Mechanic: ${nameEN(rng)}`, { size: 9 })
    .down(12)
    .text(80, `Vehicle: ${rng.pick(CARS)} (${plateUK(rng)}), odometer ${miles} mi`, { size: 9 });
  p.down(12).text(80, `Visit: ${fd(date, 'uk')} at your address`, { size: 9 });
  p.down(24);
  for (const l of lines) {
    p.text(80, l.kind === 'labor' ? `${l.text} (${num(l.qty, 'plain').replace(/0$/, '')} hrs)` : `Part: ${l.text}`, { size: 9 }).text(515, gbp(l.amount), {
      size: 9,
      align: 'right',
    });
    p.down(13);
  }
  p.down(4);
  hline(p, 80, 435, p.y - 6);
  p.down(6)
    .text(80, 'Labour', { size: 9 })
    .text(515, gbp(labourOf(lines)), { size: 9, align: 'right' });
  p.down(12)
    .text(80, 'Parts', { size: 9 })
    .text(515, gbp(partsOf(lines)), { size: 9, align: 'right' });
  p.down(14).text(80, 'Total paid', { size: 11, bold: true }).text(515, gbp(total), { size: 11, bold: true, align: 'right' });
  p.down(14).text(80, `Visa •••• ${digits(rng, 4)} · not VAT registered`, { size: 8 });
  p.down(30);
  para(p, 80, 'Our mechanics give a 12-month / 12,000-mile guarantee on parts and labour. Rate your mechanic in the app.', 90, { size: 8 });
  return doc(p, 'en', truthOf(lines, date, shop, miles, total));
}

/** A Louisiana shop's invoice from accounting software with a pay-online code. */
export function usPayOnline(rng: Random): Generated {
  const shop = rng.pick(['Bayou Vintage Auto LLC', 'Acadiana Classic Restorations LLC', 'Crescent City Motor Works']);
  const date = dateIn(rng, 2015, 2026);
  const lines = billJobs(rng, JOBS_EN, rng.int(2, 3), rng.pick([95, 110, 125]), { unit: 'hrs' });
  const taxRate = rng.pick([9.45, 9.95, 10.45]);
  const tax = r2((partsOf(lines) * taxRate) / 100);
  const total = r2(allOf(lines) + tax);
  const miles = rng.int(20000, 140000);
  const due = addDays(date, 15);
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, 'INVOICE', { size: 22, bold: true });
  p.text(555, shop, { size: 10, bold: true, align: 'right' });
  p.down(12).text(555, `${rng.pick(['Lafayette', 'Baton Rouge', 'Metairie'])}, LA · ${rng.pick(['337', '225', '504'])}-${digits(rng, 3)}-${digits(rng, 4)}`, {
    size: 8,
    align: 'right',
  });
  p.down(32);
  p.text(40, 'BILL TO', { size: 7.5, bold: true })
    .text(330, 'INVOICE #', { size: 7.5, bold: true })
    .text(430, `${digits(rng, 4)}`, { size: 8.5 });
  p.down(12).text(40, nameEN(rng), { size: 9 }).text(330, 'DATE', { size: 7.5, bold: true }).text(430, fd(date, 'us'), { size: 8.5 });
  p.down(12)
    .text(40, `${rng.pick(CARS)}, ${miles} mi`, { size: 9 })
    .text(330, 'DUE DATE', { size: 7.5, bold: true })
    .text(430, fd(due, 'us'), { size: 8.5 });
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 555, align: 'right' }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['DESCRIPTION', 'QTY', 'RATE', 'AMOUNT'], { size: 8, bold: true });
  p.down(16);
  for (const l of lines) {
    row(p, cols, [l.kind === 'labor' ? `Labor: ${l.text}` : l.text, num(l.qty, 'plain').replace(/\.00$/, ''), num(l.price, 'en'), num(l.amount, 'en')], {
      size: 8.5,
    });
    p.down(13);
  }
  p.down(8);
  for (const [k, v] of [
    ['LABOR', labourOf(lines)],
    ['PARTS', partsOf(lines)],
    [`SALES TAX (${taxRate}% on parts)`, tax],
    ['BALANCE DUE', total],
  ] as [string, number][]) {
    p.text(330, k, { size: 9, bold: k === 'BALANCE DUE' }).text(555, usd(v), { size: 9, bold: k === 'BALANCE DUE', align: 'right' });
    p.down(13);
  }
  p.down(24);
  qr(p, rng, 40, p.y, 62);
  p.text(115, 'Scan to pay online', { y: p.y + 14, size: 9, bold: true });
  p.text(115, 'Card, ACH bank transfer or Apple Pay accepted.', { y: p.y + 27, size: 8 });
  p.text(115, `Or visit pay.${shop.split(' ')[0].toLowerCase()}auto.com/i/${letters(rng, 6)}`, { y: p.y + 40, size: 8 });
  return doc(p, 'en', truthOf(lines, date, shop, miles, total));
}

/** An Australian logbook service (GST included in the prices) with the next one's odometer reading. */
export function auLogbook(rng: Random): Generated {
  const shop = rng.pick(['Hunter Valley Classic Service Pty Ltd', 'Swan Coast Motors Pty Ltd', 'Geelong Heritage Automotive']);
  const date = dateIn(rng, 2010, 2026);
  const lines = billJobs(rng, JOBS_EN, rng.int(2, 3), rng.pick([140, 155, 165]), { unit: 'hrs' });
  const total = allOf(lines);
  const gst = r2(total / 11);
  const km = rng.int(60000, 320000);
  const nextKm = km + rng.pick([5000, 10000]);
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, shop, { size: 13, bold: true })
    .down(12)
    .text(40, `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} · LMCT ${digits(rng, 5)}`, { size: 8 });
  p.down(30)
    .text(40, 'TAX INVOICE', { size: 13, bold: true })
    .text(555, `No. ${digits(rng, 6)}`, { size: 9, align: 'right' });
  p.down(16).text(40, `Date ${fd(date, 'uk')}   Rego ${letters(rng, 3)}${digits(rng, 3)}   ${rng.pick(CARS)}   Odometer ${num(km, 'en').slice(0, -3)} km`, {
    size: 8.5,
  });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Qty', 'Each (inc)', 'Total (inc)'], { size: 8.5, bold: true });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.text, num(l.qty, 'plain'), num(l.price, 'en'), num(l.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  p.down(10);
  for (const [k, v] of [
    ['Labour (inc GST)', labourOf(lines)],
    ['Parts (inc GST)', partsOf(lines)],
    ['Total (inc GST)', total],
    ['GST included', gst],
  ] as [string, number][]) {
    p.text(360, k, { size: 9, bold: k.startsWith('Total') }).text(555, `$${num(v, 'en')}`, { size: 9, bold: k.startsWith('Total'), align: 'right' });
    p.down(12);
  }
  p.down(24);
  p.box(40, p.y - 12, 250, 46);
  p.text(48, 'LOGBOOK STAMP', { size: 7, bold: true });
  p.down(12).text(48, `Service completed at ${num(km, 'en').slice(0, -3)} km`, { size: 8.5 });
  p.down(12).text(48, `Next service due at ${num(nextKm, 'en').slice(0, -3)} km`, { size: 8.5 });
  return doc(p, 'en', truthOf(lines, date, shop, km, total, { nextServiceMileage: nextKm }));
}

/** A UK estimate accepted, carried out and invoiced: the estimate's number and the changes on the invoice. */
export function ukEstimateInvoice(rng: Random): Generated {
  const shop = rng.pick(['Pennine Classic Restorations', 'Solent Vintage Engineering Ltd', 'Cotswold Autocare Ltd']);
  const date = dateIn(rng, 2006, 2025);
  const vat = vatUK(yearOf(date));
  const lines = billJobs(rng, JOBS_EN, 3, rng.pick([48, 58, 66]), { unit: 'hrs' });
  const net = allOf(lines);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const miles = rng.int(30000, 140000);
  const p = new PageBuilder();
  p.y = 54;
  p.text(297, shop, { size: 15, bold: true, serif: true, align: 'center' });
  p.down(28).text(40, `INVOICE ${digits(rng, 4)} — raised from Estimate E${digits(rng, 4)} (accepted ${fd(addDays(date, -rng.int(7, 30)), 'uk')})`, {
    size: 10,
    bold: true,
  });
  p.down(15)
    .text(40, `Date of invoice: ${fd(date, 'uklong')}`, { size: 9 })
    .down(12)
    .text(40, `Vehicle: ${rng.pick(CARS)}, ${plateUK(rng)}, recorded mileage ${miles}`, { size: 9 });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 480, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Work / part', 'Estimated', 'Actual', 'Charged'], { size: 8.5, bold: true });
  p.down(13);
  for (const l of lines) {
    row(
      p,
      cols,
      [l.text, num(r2(l.amount * (0.85 + rng.next() * 0.3)), 'en'), `${num(l.qty, 'plain')} ${l.kind === 'labor' ? 'hrs' : 'off'}`, num(l.amount, 'en')],
      { size: 8.5 },
    );
    p.down(12);
  }
  p.down(10);
  for (const [k, v] of [
    ['Total labour', labourOf(lines)],
    ['Total parts', partsOf(lines)],
    ['Subtotal', net],
    [`VAT ${vat}%`, tax],
    ['Invoice total', total],
  ] as [string, number][]) {
    p.text(380, k, { size: 9 }).text(555, gbp(v), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(18);
  para(
    p,
    40,
    'Any item exceeding the estimate by more than 10% was authorised by telephone before the work went ahead. Payment by bank transfer within 7 days, please.',
    110,
    { size: 8 },
  );
  return doc(p, 'en', truthOf(lines, date, shop, miles, total));
}

/** A Dutch specialist writing English: BTW 21 %, IBAN and an EPC payment code. */
export function nlSpecialist(rng: Random): Generated {
  const shop = rng.pick(['Van der Heijden Klassiekers B.V.', 'Autobedrijf De Wit Oldtimers', 'Klassieke Garage Hoekstra']);
  const date = dateIn(rng, 2012, 2026);
  const lines = billJobs(rng, JOBS_EN, rng.int(2, 3), rng.pick([72, 79, 88]), { unit: 'hrs' });
  const net = allOf(lines);
  const tax = r2(net * 0.21);
  const total = r2(net + tax);
  const km = rng.int(50000, 210000);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true })
    .down(12)
    .text(40, `${rng.pick(['Amersfoort', 'Zwolle', 'Eindhoven'])} · KvK ${digits(rng, 8)} · BTW NL${digits(rng, 9)}B01`, { size: 8 });
  p.down(34)
    .text(40, 'Invoice', { size: 16 })
    .text(555, `${fd(date, 'dedash')}`, { size: 10, align: 'right' });
  p.down(16).text(
    40,
    `Invoice no. ${yearOf(date)}${digits(rng, 4)} · ${rng.pick(CARS)} · kenteken ${digits(rng, 2)}-${letters(rng, 2)}-${letters(rng, 2)} · odometer ${km} km`,
    { size: 8.5 },
  );
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 465, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Quantity', 'Price', 'Amount'], { size: 8.5, bold: true });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.text, num(l.qty, 'plain'), eurEn(l.price), eurEn(l.amount)], { size: 8.5 });
    p.down(12);
  }
  p.down(10);
  for (const [k, v] of [
    ['Labour', labourOf(lines)],
    ['Parts', partsOf(lines)],
    ['Total excl. VAT', net],
    ['VAT 21%', tax],
    ['Total incl. VAT', total],
  ] as [string, number][]) {
    p.text(360, k, { size: 9, bold: k === 'Total incl. VAT' }).text(555, eurEn(v), { size: 9, bold: k === 'Total incl. VAT', align: 'right' });
    p.down(12);
  }
  p.down(24);
  qr(p, rng, 40, p.y, 60);
  p.text(112, 'Pay with your banking app (EPC QR)', { y: p.y + 12, size: 8.5, bold: true });
  p.text(112, `IBAN ${IBAN_NL(rng)} · BIC INGBNL2A`, { y: p.y + 25, size: 8 });
  p.text(112, 'Payment within 14 days, stating the invoice number.', { y: p.y + 38, size: 8 });
  return doc(p, 'en', truthOf(lines, date, shop, km, total));
}

/** A Carolina restoration shop's long invoice out of QuickBooks: many numbered lines, small type. */
export function usLongRestoration(rng: Random): Generated {
  const shop = rng.pick(['Piedmont Restoration Garage, Inc.', 'Blue Ridge Classic Car Works', 'Lowcountry Motor Restorations']);
  const date = dateIn(rng, 2009, 2026);
  const lines = billJobs(rng, JOBS_EN, rng.int(7, 9), rng.pick([85, 95, 105]), { unit: 'hrs' });
  const taxRate = rng.pick([6.75, 7, 7.25]);
  const tax = r2((partsOf(lines) * taxRate) / 100);
  const total = r2(allOf(lines) + tax);
  const miles = rng.int(40000, 120000);
  const p = new PageBuilder();
  p.y = 36;
  p.text(40, shop, { size: 11, bold: true }).text(555, `Invoice ${digits(rng, 5)}  ${fd(date, 'us')}`, { size: 9, align: 'right' });
  p.down(11).text(40, `Project: ${rng.pick(CARS)} — phase ${rng.int(2, 4)}   Odometer: ${miles}`, { size: 7.5 });
  p.down(16);
  const cols: Col[] = [{ x: 40 }, { x: 60 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['#', 'Item / Description', 'Qty', 'Rate', 'Amount'], { size: 7, bold: true });
  p.down(10);
  lines.forEach((l, i) => {
    row(p, cols, [String(i + 1), `${l.kind === 'labor' ? 'Labor' : 'Parts'}: ${l.text}`, num(l.qty, 'plain'), num(l.price, 'en'), num(l.amount, 'en')], {
      size: 7,
    });
    p.down(9.2);
  });
  p.down(8);
  for (const [k, v] of [
    ['Labor subtotal', labourOf(lines)],
    ['Parts subtotal', partsOf(lines)],
    [`Sales tax ${taxRate}% (parts)`, tax],
    ['Total', total],
  ] as [string, number][]) {
    p.text(360, k, { size: 8 }).text(555, usd(v), { size: 8, align: 'right' });
    p.down(10);
  }
  p.down(12).text(40, 'Thank you for your business. Progress photos are in your shared album.', { size: 7 });
  return doc(p, 'en', truthOf(lines, date, shop, miles, total));
}

/** An Irish garage: labour at the reduced VAT rate for repairs, parts at the standard rate. */
export function ieSplitVat(rng: Random): Generated {
  const shop = rng.pick(['Ó Briain Motors Ltd', 'Midleton Classic Car Services', 'Westport Motor Engineering Ltd']);
  const date = dateIn(rng, 2012, 2026);
  const lines = billJobs(rng, JOBS_EN, rng.int(2, 3), rng.pick([60, 68, 75]), { unit: 'hrs' });
  const vatL = r2(labourOf(lines) * 0.135);
  const vatP = r2(partsOf(lines) * 0.23);
  const total = r2(allOf(lines) + vatL + vatP);
  const km = rng.int(60000, 240000);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true })
    .down(12)
    .text(40, `${rng.pick(['Co. Cork', 'Co. Mayo', 'Co. Galway'])} · VAT No. IE${digits(rng, 7)}${letters(rng, 1)}`, { size: 8 });
  p.down(30)
    .text(40, `Invoice ${digits(rng, 5)}`, { size: 12, bold: true })
    .text(555, fd(date, 'uk'), { size: 10, align: 'right' });
  p.down(15).text(40, `${rng.pick(CARS)} · Reg ${rng.int(85, 99)}-${rng.pick(['C', 'MO', 'G'])}-${digits(rng, 4)} · ${num(km, 'en').slice(0, -3)} km`, {
    size: 8.5,
  });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 370, align: 'right' }, { x: 420, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Description', 'Qty', 'VAT', 'Net'], { size: 8.5, bold: true });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.text, num(l.qty, 'plain'), l.kind === 'labor' ? '13.5%' : '23%', num(l.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  p.down(10);
  for (const [k, v] of [
    ['Labour (net)', labourOf(lines)],
    ['Parts (net)', partsOf(lines)],
    ['VAT @ 13.5%', vatL],
    ['VAT @ 23%', vatP],
    ['Total', total],
  ] as [string, number][]) {
    p.text(380, k, { size: 9, bold: k === 'Total' }).text(555, eurEn(v), { size: 9, bold: k === 'Total', align: 'right' });
    p.down(12);
  }
  p.down(20).text(40, `Paid by card ${fd(date, 'uk')}. Sum of VAT: ${eurEn(r2(vatL + vatP))}.`, { size: 8 });
  return doc(p, 'en', truthOf(lines, date, shop, km, sum([total])));
}
