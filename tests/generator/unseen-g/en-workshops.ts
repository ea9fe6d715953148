/**
 * English workshop invoices: UK (a main dealer's DMS printout with WIP number and tax point, an
 * "Est." independent at 15 % VAT in 2009 with miles in/out, a restoration specialist's narrative
 * invoice, a fast-fit chain's e-mail with an MOT fee outside VAT) and US (a dealership repair order
 * with operation codes, an independent with "Odometer:" inline, a muscle-car shop with a deposit,
 * an ISO-dated e-invoice with a next-service sticker).
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, cell, fmtDate, grouped, money, round2, rule, table, wrap, type DateStyle } from './kit';
import { car, ein, enName, enSurname, ukPhone, ukPlace, ukPlate, ukVat, usPhone, usPlace, usPlate, vin } from './people';
import { labourLines, labourSum, partLines, partSum, type Labour, type Part } from './service-lines';

const m = (n: number) => money(n, 'en');

function truth(
  shopName: string,
  serviceDate: string,
  mileage: number,
  labour: Labour[],
  parts: Part[],
  laborCost: number,
  partsCost: number,
  totalCost: number,
): Generated['truth'] {
  return {
    documentType: 'service',
    serviceDate,
    shopName,
    serviceMileage: mileage,
    laborCost,
    partsCost,
    totalCost,
    workPerformed: labour.map((l) => l.desc),
    partsUsed: parts.map((p) => p.desc),
  };
}

function customer(pb: PageBuilder, rng: Random, x: number, y: number, us: boolean, heading?: string) {
  const p = us ? usPlace(rng) : ukPlace(rng);
  const lines = [heading, enName(rng), p.street, p.town].filter((t): t is string => Boolean(t));
  lines.forEach((t, i) => pb.text(x, t, { y: y + i * 12, size: i === 0 && heading ? 7 : 9.5, bold: i === 0 && Boolean(heading) }));
}

/** UK main dealer: DMS printout, WIP and tax point, "Date of work" apart, operation codes. */
export function ukDealerDms(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `${enSurname(rng)} Motors Ltd`;
  const place = ukPlace(rng);
  const taxPoint = rng.date(2011, 2025);
  const workDate = addDays(taxPoint, -rng.int(1, 5));
  const miles = rng.int(18000, 160000);
  pb.text(40, name.toUpperCase(), { y: 50, size: 18, bold: true });
  pb.text(40, rng.pick(['Jaguar · Land Rover Classic Approved', 'Heritage Parts & Service Centre', 'Sales · Service · Parts · Bodyshop']), { y: 63, size: 8 });
  [place.street, place.town, `Tel ${ukPhone(rng)}`, `VAT Reg ${ukVat(rng)}`].forEach((t, i) => pb.text(555, t, { y: 42 + i * 10, size: 7.5, align: 'right' }));
  pb.text(297, 'VAT INVOICE', { y: 98, size: 12, bold: true, align: 'center' });
  customer(pb, rng, 48, 125, false, 'INVOICE TO');
  const c = car(rng);
  const hdr: [string, string][] = [
    ['Invoice No', `SI${rng.int(100000, 999999)}`],
    ['WIP No', String(rng.int(10000, 99999))],
    ['Account', `C${rng.int(1000, 9999)}`],
    ['Tax Point', fmtDate(taxPoint, 'uk.slash')],
    ['Date of Work', fmtDate(workDate, 'uk.slash')],
    ['Advisor', enName(rng).split(' ')[0].toUpperCase()],
  ];
  hdr.forEach(([l, v], i) => cell(pb, 320 + (i % 3) * 78, 118 + Math.floor(i / 3) * 28, 78, 28, l, v, { vsize: 8.5 }));
  const vr: [string, string][] = [
    ['Reg No', ukPlate(rng, c.year)],
    ['Make / Model', `${c.make} ${c.model}`],
    ['Chassis No', vin(rng, c)],
    ['Reg Date', fmtDate(`${c.year}-0${rng.int(1, 9)}-01`, 'uk.slash')],
    ['Mileage', grouped(miles, ',')],
  ];
  const vw = [70, 150, 115, 80, 100];
  let x = 40;
  vr.forEach(([l, v], i) => {
    cell(pb, x, 200, vw[i], 28, l, v, { vsize: 8.5 });
    x += vw[i];
  });
  const rate = rng.pick([96, 108, 125, 139]);
  const labour = labourLines(rng, 'en', rng.int(2, 4), rate);
  const parts = partLines(rng, 'en', rng.int(2, 4));
  pb.y = 252;
  const rows: string[][] = [];
  labour.forEach((l, i) => {
    rows.push([`${String.fromCharCode(65 + i)}`, `OP ${l.op}`, l.desc, money(l.hours, 'en'), m(l.rate), m(l.amount)]);
    const p = parts[i];
    if (p && i < labour.length - 1) rows.push(['', p.no, p.desc, String(p.qty), m(p.unit), m(p.amount)]);
  });
  parts.slice(Math.max(0, labour.length - 1)).forEach((p) => rows.push(['', p.no, p.desc, String(p.qty), m(p.unit), m(p.amount)]));
  // parts are listed in the order they appear on the page
  const pageParts = rows.filter((r) => r[0] === '').map((r) => parts.find((p) => p.desc === r[2]) as Part);
  table(
    pb,
    40,
    [
      { title: 'Job', w: 28 },
      { title: 'Op / Part No', w: 82 },
      { title: 'Description', w: 215 },
      { title: 'Qty/Hrs', w: 50, align: 'right' },
      { title: 'Unit', w: 60, align: 'right' },
      { title: 'Net £', w: 80, align: 'right' },
    ],
    rows,
    { rules: 'header', size: 8, upper: true },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const net = round2(lab + par);
  const vat = round2(net * 0.2);
  const gross = round2(net + vat);
  pb.down(8);
  const t: [string, number][] = [
    ['Labour', lab],
    ['Parts', par],
    ['Total Net', net],
    ['VAT @ 20%', vat],
    ['Invoice Total £', gross],
  ];
  t.forEach(([l, v], i) => {
    pb.text(360, l, { size: 9, bold: i === 4 });
    pb.text(550, m(v), { size: 9, bold: i === 4, align: 'right' });
    pb.down(13);
  });
  pb.down(20);
  pb.text(40, `Next service due at ${grouped(miles + 9000, ',')} miles or 12 months, whichever is sooner.`, { size: 8 });
  pb.text(40, `Registered in England No. ${rng.int(1000000, 9999999)} · ${name} · ${place.town}`, { y: 806, size: 6.5 });
  return { items: pb.items, language: 'en', truth: truth(name, workDate, miles, labour, pageParts, lab, par, gross) };
}

/** A UK independent, established 1962, at the 15 % VAT of 2009; capitals, miles in and out. */
export function ukIndependent2009(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `${enSurname(rng)} & Sons Garage`;
  const place = ukPlace(rng);
  const date = `2009-${String(rng.int(1, 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const milesIn = rng.int(40000, 120000);
  pb.text(297, 'EST. 1962', { y: 40, size: 8, align: 'center' });
  pb.text(297, name.toUpperCase(), { y: 62, size: 20, bold: true, serif: true, align: 'center' });
  pb.text(297, 'M.O.T. TESTING STATION · REPAIRS · SERVICING · WELDING', { y: 76, size: 7.5, align: 'center' });
  pb.text(297, `${place.street}, ${place.town} · ${ukPhone(rng)}`, { y: 87, size: 7.5, align: 'center' });
  rule(pb, 40, 95, 515);
  customer(pb, rng, 48, 120, false);
  const c = car(rng);
  const right: [string, string][] = [
    ['INVOICE NO.', String(rng.int(3000, 9999))],
    ['DATE', fmtDate(date, 'uk.ord')],
    ['REG.', ukPlate(rng, c.year)],
    ['MAKE/MODEL', `${c.make} ${c.model}`],
    ['MILES IN', grouped(milesIn, ',')],
    ['MILES OUT', grouped(milesIn + rng.int(3, 19), ',')],
  ];
  right.forEach(([l, v], i) => {
    pb.text(340, l, { y: 120 + i * 12, size: 7, bold: true });
    pb.text(420, v, { y: 120 + i * 12, size: 9 });
  });
  const rate = rng.pick([38, 42, 45]);
  const labour = labourLines(rng, 'en', rng.int(2, 3), rate);
  const parts = partLines(rng, 'en', rng.int(2, 4));
  pb.y = 215;
  pb.text(48, 'LABOUR', { size: 8, bold: true });
  pb.down(13);
  table(
    pb,
    48,
    [
      { title: 'DESCRIPTION OF WORK', w: 300 },
      { title: 'HRS', w: 45, align: 'right' },
      { title: 'RATE', w: 60, align: 'right' },
      { title: '£', w: 100, align: 'right' },
    ],
    labour.map((l) => [l.desc.toUpperCase(), money(l.hours, 'en'), m(l.rate), m(l.amount)]),
    { rules: 'grid', size: 8.5 },
  );
  pb.down(12);
  pb.text(48, 'PARTS', { size: 8, bold: true });
  pb.down(13);
  table(
    pb,
    48,
    [
      { title: 'PART', w: 300 },
      { title: 'QTY', w: 45, align: 'right' },
      { title: 'EACH', w: 60, align: 'right' },
      { title: '£', w: 100, align: 'right' },
    ],
    parts.map((p) => [p.desc.toUpperCase(), String(p.qty), m(p.unit), m(p.amount)]),
    { rules: 'grid', size: 8.5 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const net = round2(lab + par);
  const vat = round2(net * 0.15);
  const gross = round2(net + vat);
  pb.down(8);
  const t: [string, number][] = [
    ['LABOUR TOTAL', lab],
    ['PARTS TOTAL', par],
    ['SUB TOTAL', net],
    ['VAT 15%', vat],
    ['TOTAL DUE', gross],
  ];
  t.forEach(([l, v], i) => {
    pb.box(353, pb.y - 10, 100, 14, i === 4);
    pb.box(453, pb.y - 10, 100, 14, i === 4);
    pb.text(357, l, { size: 8, bold: true });
    pb.text(550, m(v), { size: 8.5, bold: i === 4, align: 'right' });
    pb.down(14);
  });
  pb.down(24);
  pb.text(48, 'All old parts offered to customer. Payment due on collection. Thank you for your custom.', { size: 7.5 });
  rule(pb, 48, pb.y + 30, 160);
  pb.text(48, 'Customer signature', { y: pb.y + 40, size: 7 });
  pb.text(297, `VAT Reg. No. ${ukVat(rng)}`, { y: 810, size: 7, align: 'center' });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      ...truth(name, date, milesIn, labour, parts, lab, par, gross),
      workPerformed: labour.map((l) => l.desc.toUpperCase()),
      partsUsed: parts.map((p) => p.desc.toUpperCase()),
    },
  };
}

/** A UK restoration specialist: narrative work report, hours, "Work completed" apart from the invoice date. */
export function ukRestorationNarrative(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `${enSurname(rng)} Classic Restorations`;
  const place = ukPlace(rng);
  const inv = rng.date(2013, 2025);
  const done = addDays(inv, -rng.int(3, 20));
  const miles = rng.int(12000, 98000);
  pb.text(40, name, { y: 58, size: 21, serif: true });
  pb.text(40, 'Coachwork · Mechanical · Concours preparation', { y: 72, size: 8.5, serif: true });
  pb.text(555, 'INVOICE', { y: 58, size: 16, bold: true, align: 'right' });
  pb.text(555, `No. ${rng.int(1000, 4999)}`, { y: 72, size: 9, align: 'right' });
  customer(pb, rng, 40, 115, false, 'Client');
  const c = car(rng);
  const style: DateStyle = rng.pick(['uk.long', 'uk.mon']);
  const meta: [string, string][] = [
    ['Invoice date', fmtDate(inv, style)],
    ['Work completed', fmtDate(done, style)],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', ukPlate(rng, c.year)],
    ['Odometer', `${grouped(miles, ',')} miles`],
  ];
  meta.forEach(([l, v], i) => {
    pb.text(330, l, { y: 115 + i * 12, size: 8.5, bold: true });
    pb.text(420, v, { y: 115 + i * 12, size: 8.5 });
  });
  pb.y = 200;
  pb.text(40, 'Report of work', { size: 11, bold: true, serif: true });
  pb.down(14);
  wrap(
    pb,
    40,
    `The car was collected on ${fmtDate(addDays(done, -rng.int(10, 40)), style)} with the owner's list of concerns. After road test and inspection on the ramp the following work was agreed by telephone and carried out. Photographs of all stages are available on request.`,
    500,
    8.5,
    11,
    true,
  );
  pb.down(8);
  const rate = rng.pick([55, 62, 68, 75]);
  const labour = labourLines(rng, 'en', rng.int(3, 4), rate);
  const parts = partLines(rng, 'en', rng.int(2, 4));
  table(
    pb,
    40,
    [
      { title: 'Work carried out', w: 330 },
      { title: 'Hours', w: 50, align: 'right' },
      { title: '@', w: 55, align: 'right' },
      { title: 'Amount', w: 80, align: 'right' },
    ],
    labour.map((l) => [l.desc, money(l.hours, 'en'), `£${l.rate}`, `£${m(l.amount)}`]),
    { rules: 'header', size: 8.5, serif: true },
  );
  pb.down(8);
  table(
    pb,
    40,
    [
      { title: 'Parts and materials', w: 330 },
      { title: 'Qty', w: 50, align: 'right' },
      { title: 'Each', w: 55, align: 'right' },
      { title: 'Amount', w: 80, align: 'right' },
    ],
    parts.map((p) => [p.desc, String(p.qty), `£${m(p.unit)}`, `£${m(p.amount)}`]),
    { rules: 'header', size: 8.5, serif: true },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const net = round2(lab + par);
  const vat = round2(net * 0.2);
  const gross = round2(net + vat);
  pb.down(10);
  const t: [string, string][] = [
    ['Labour', `£${m(lab)}`],
    ['Parts and materials', `£${m(par)}`],
    ['Net', `£${m(net)}`],
    ['VAT at 20%', `£${m(vat)}`],
    ['Balance due', `£${m(gross)}`],
  ];
  t.forEach(([l, v], i) => {
    pb.text(340, l, { size: 9, bold: i === 4, serif: true });
    pb.text(552, v, { size: 9, bold: i === 4, align: 'right', serif: true });
    pb.down(13);
  });
  rule(pb, 40, 775, 515);
  pb.text(40, `${name} is a trading name of ${enSurname(rng)} Engineering Ltd · ${place.street}, ${place.town} · VAT ${ukVat(rng)}`, { y: 788, size: 6.5 });
  pb.text(40, `Bank: Lloyds · Sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)} · Account ${rng.int(10000000, 99999999)}`, {
    y: 798,
    size: 6.5,
  });
  return { items: pb.items, language: 'en', truth: truth(name, done, miles, labour, parts, lab, par, gross) };
}

/** A UK fast-fit chain's e-mailed invoice: a VAT analysis with a zero-rated MOT fee. */
export function ukFastFitEmail(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = rng.pick(['QuickFit Autocentres', 'Tyre & Exhaust Express', 'AutoCare Centres UK']);
  const date = rng.date(2014, 2026);
  const miles = rng.int(30000, 140000);
  pb.box(40, 30, 515, 40, true);
  pb.text(52, name, { y: 56, size: 17, bold: true });
  pb.text(543, 'Tax invoice', { y: 56, size: 11, align: 'right' });
  pb.text(40, `Centre: ${ukPlace(rng).town} (${rng.int(100, 999)})  ·  ${ukPhone(rng)}`, { y: 86, size: 8 });
  const c = car(rng);
  customer(pb, rng, 40, 112, false, 'Customer');
  const meta: [string, string][] = [
    ['Invoice number', `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`],
    ['Invoice date', fmtDate(date, 'uk.mon')],
    ['Vehicle reg', ukPlate(rng, Math.max(c.year, 2003))],
    ['Vehicle', `${c.make} ${c.model}`],
    ['Odometer reading', `${grouped(miles, ',')} mi`],
  ];
  meta.forEach(([l, v], i) => {
    pb.text(320, `${l}:`, { y: 112 + i * 12, size: 8.5 });
    pb.text(420, v, { y: 112 + i * 12, size: 8.5, bold: true });
  });
  const labour = labourLines(rng, 'en', rng.int(1, 2), rng.pick([72, 79, 85]));
  const parts = partLines(rng, 'en', rng.int(2, 4));
  const mot = 54.85;
  pb.y = 200;
  table(
    pb,
    40,
    [
      { title: 'Item', w: 70 },
      { title: 'Description', w: 230 },
      { title: 'Qty', w: 40, align: 'right' },
      { title: 'Price', w: 60, align: 'right' },
      { title: 'VAT', w: 35, align: 'center' },
      { title: 'Total', w: 80, align: 'right' },
    ],
    [
      ...parts.map((p) => [p.no.replace(/ /g, ''), p.desc, String(p.qty), m(p.unit), 'S', m(p.amount)]),
      ...labour.map((l) => ['LAB', l.desc, money(l.hours, 'en'), m(l.rate), 'S', m(l.amount)]),
      ['MOT', 'MOT test class 4', '1', m(mot), 'Z', m(mot)],
    ],
    { rules: 'zebra', size: 8 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const std = round2(lab + par);
  const vat = round2(std * 0.2);
  const gross = round2(std + vat + mot);
  pb.down(10);
  pb.text(40, 'VAT analysis', { size: 8.5, bold: true });
  pb.down(12);
  table(
    pb,
    40,
    [
      { title: 'Code', w: 40 },
      { title: 'Rate', w: 50, align: 'right' },
      { title: 'Goods', w: 70, align: 'right' },
      { title: 'VAT', w: 60, align: 'right' },
    ],
    [
      ['S', '20%', m(std), m(vat)],
      ['Z', 'outside', m(mot), '0.00'],
    ],
    { rules: 'grid', size: 8 },
  );
  const after = pb.y;
  pb.y = after - 50;
  const t: [string, number][] = [
    ['Parts', par],
    ['Labour', lab],
    ['Total payable', gross],
  ];
  t.forEach(([l, v], i) => {
    pb.text(380, l, { size: 9.5, bold: i === 2 });
    pb.text(552, `£${m(v)}`, { size: 9.5, bold: i === 2, align: 'right' });
    pb.down(14);
  });
  pb.y = after + 20;
  pb.text(40, `Paid by card ${'*'.repeat(12)}${rng.int(1000, 9999)} — thank you. Your next MOT is due ${fmtDate(addDays(date, 364), 'uk.mon')}.`, { size: 8 });
  pb.text(40, `${name} Ltd, registered office ${ukPlace(rng).town}. VAT ${ukVat(rng)}`, { y: 812, size: 6.5 });
  return { items: pb.items, language: 'en', truth: truth(name, date, miles, labour, parts, lab, par, gross) };
}

/** A US dealership repair order: RO header grid, lettered lines with op codes and tech numbers, sales tax on parts. */
export function usDealerRepairOrder(rng: Random): Generated {
  const pb = new PageBuilder();
  const place = usPlace(rng);
  const name = `${enSurname(rng)} ${rng.pick(['Ford', 'Chevrolet', 'Toyota', 'Auto Group'])}`;
  const opened = rng.date(2008, 2025);
  const closed = addDays(opened, rng.int(1, 4));
  const milesIn = rng.int(25000, 180000);
  pb.text(40, name, { y: 50, size: 19, bold: true });
  pb.text(40, `${place.street} · ${place.town} · Service ${usPhone(rng)}`, { y: 63, size: 8 });
  pb.text(555, 'CUSTOMER COPY', { y: 44, size: 7, align: 'right' });
  pb.text(555, 'REPAIR ORDER', { y: 60, size: 12, bold: true, align: 'right' });
  const c = car(rng);
  const hdr: [string, string][] = [
    ['RO NUMBER', String(rng.int(100000, 999999))],
    ['TAG', `T${rng.int(100, 999)}`],
    ['ADVISOR', String(rng.int(100, 999))],
    ['OPENED', fmtDate(opened, 'dms')],
    ['CLOSED', fmtDate(closed, 'dms')],
    ['INVOICE DATE', fmtDate(closed, 'dms')],
    ['YEAR', String(c.year)],
    ['MAKE/MODEL', `${c.make} ${c.model}`],
    ['VIN', vin(rng, c)],
    ['LICENSE', usPlate(rng, place.state)],
    ['MILEAGE IN/OUT', `${grouped(milesIn, ',')} / ${grouped(milesIn + rng.int(2, 12), ',')}`],
    ['PO', String(rng.int(1000, 9999))],
  ];
  const cw = [80, 70, 70, 85, 85, 125];
  hdr.forEach(([l, v], i) => {
    const col = i % 6;
    const x = 40 + cw.slice(0, col).reduce((a, b) => a + b, 0);
    cell(pb, x, 80 + Math.floor(i / 6) * 28, cw[col], 28, l, v, { vsize: 8 });
  });
  customer(pb, rng, 40, 155, true);
  const labour = labourLines(rng, 'en', rng.int(2, 3), rng.pick([129, 145, 159, 172]));
  const parts = partLines(rng, 'en', rng.int(2, 4));
  pb.y = 220;
  const order: Part[] = [];
  const rows: string[][] = [];
  labour.forEach((l, i) => {
    rows.push([
      `${String.fromCharCode(65 + i)}`,
      `${l.op.slice(0, 2)}${String.fromCharCode(75 + i)}${l.op.slice(2, 5)}`,
      l.desc.toUpperCase(),
      `TECH ${rng.int(1000, 9999)}`,
      money(l.hours, 'en'),
      m(l.amount),
    ]);
    for (const p of parts.filter((_, j) => j % labour.length === i)) {
      rows.push(['', p.no.replace(/ /g, '-'), `  ${p.qty} ${p.desc.toUpperCase()} @ ${m(p.unit)}`, '', '', m(p.amount)]);
      order.push(p);
    }
  });
  table(
    pb,
    40,
    [
      { title: 'LINE', w: 32 },
      { title: 'OPCODE/PART', w: 80 },
      { title: 'DESCRIPTION', w: 230 },
      { title: 'TECH', w: 60 },
      { title: 'HRS', w: 38, align: 'right' },
      { title: 'AMOUNT', w: 75, align: 'right' },
    ],
    rows,
    { rules: 'header', size: 7.5 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const supplies = round2(Math.min(lab * 0.05, 35));
  const tax = round2((par + supplies) * rng.pick([0.0625, 0.07, 0.0825]));
  const gross = round2(lab + par + supplies + tax);
  pb.down(8);
  const t: [string, number][] = [
    ['LABOR AMOUNT', lab],
    ['PARTS AMOUNT', par],
    ['SUBLET AMOUNT', 0],
    ['SHOP SUPPLIES', supplies],
    ['SALES TAX', tax],
    ['TOTAL INVOICE $', gross],
  ];
  t.forEach(([l, v], i) => {
    cell(pb, 385, pb.y - 10, 170, 15, '', '');
    pb.text(390, l, { size: 7.5, bold: i === 5 });
    pb.text(550, m(v), { size: 8, bold: i === 5, align: 'right' });
    pb.down(15);
  });
  pb.down(10);
  pb.text(
    40,
    `Next service due: ${grouped(milesIn + 5000, ',')} mi or ${fmtDate(addDays(closed, 180), 'us.short')}. Warranty 12 mo / 12,000 mi on parts and labor.`,
    { size: 7.5 },
  );
  rule(pb, 40, pb.y + 30, 200);
  pb.text(40, 'Customer signature', { y: pb.y + 40, size: 7 });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      ...truth(name, closed, milesIn, labour, order, lab, par, gross),
      workPerformed: labour.map((l) => l.desc.toUpperCase()),
      partsUsed: order.map((p) => p.desc.toUpperCase()),
    },
  };
}

/** A US independent classic shop: "Odometer:" inline, "Date of Service" apart, state tax on parts. */
export function usIndependent(rng: Random): Generated {
  const pb = new PageBuilder();
  const place = usPlace(rng);
  const owner = enSurname(rng);
  const name = `${owner}${owner.endsWith('s') ? "'" : "'s"} Vintage Auto Repair`;
  const inv = rng.date(2009, 2025);
  const svc = addDays(inv, -rng.int(1, 3));
  const miles = rng.int(30000, 150000);
  pb.text(40, 'Honest work on old iron since 1987', { y: 40, size: 8 });
  pb.text(40, name, { y: 60, size: 18, bold: true, serif: true });
  pb.text(40, `${place.street}, ${place.town}   ${usPhone(rng)}`, { y: 74, size: 8 });
  pb.text(555, `Invoice #${rng.int(10000, 99999)}`, { y: 55, size: 11, bold: true, align: 'right' });
  pb.text(555, fmtDate(inv, 'us.long'), { y: 69, size: 9, align: 'right' });
  rule(pb, 40, 82, 515);
  customer(pb, rng, 40, 105, true, 'BILL TO');
  const c = car(rng);
  pb.text(320, `Date of Service: ${fmtDate(svc, 'us.slash')}`, { y: 105, size: 8.5 });
  pb.text(320, `Vehicle: ${c.year} ${c.make} ${c.model}`, { y: 117, size: 8.5 });
  pb.text(320, `Plate: ${usPlate(rng, place.state)} (${place.state})`, { y: 129, size: 8.5 });
  pb.text(320, `Odometer: ${grouped(miles, ',')} mi`, { y: 141, size: 8.5 });
  const labour = labourLines(rng, 'en', rng.int(2, 3), rng.pick([95, 110, 120]));
  const parts = partLines(rng, 'en', rng.int(2, 4));
  pb.y = 180;
  table(
    pb,
    40,
    [
      { title: 'Qty', w: 40, align: 'right' },
      { title: 'Part #', w: 80 },
      { title: 'Parts', w: 235 },
      { title: 'Unit', w: 70, align: 'right' },
      { title: 'Ext.', w: 90, align: 'right' },
    ],
    parts.map((p) => [String(p.qty), p.no.replace(/ /g, ''), p.desc, `$${m(p.unit)}`, `$${m(p.amount)}`]),
    { rules: 'header', size: 8.5 },
  );
  pb.down(10);
  table(
    pb,
    40,
    [
      { title: 'Hours', w: 40, align: 'right' },
      { title: '', w: 80 },
      { title: 'Labor', w: 235 },
      { title: 'Rate', w: 70, align: 'right' },
      { title: 'Ext.', w: 90, align: 'right' },
    ],
    labour.map((l) => [money(l.hours, 'en'), '', l.desc, `$${m(l.rate)}`, `$${m(l.amount)}`]),
    { rules: 'header', size: 8.5 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const rate = rng.pick([0.06, 0.0725, 0.0875]);
  const tax = round2(par * rate);
  const gross = round2(lab + par + tax);
  pb.down(10);
  const t: [string, number][] = [
    ['Total Parts', par],
    ['Total Labor', lab],
    [`Sales Tax (${(rate * 100).toFixed(2)}% on parts)`, tax],
    ['TOTAL', gross],
  ];
  t.forEach(([l, v], i) => {
    pb.text(330, l, { size: 9, bold: i === 3 });
    pb.text(550, `$${m(v)}`, { size: 9, bold: i === 3, align: 'right' });
    pb.down(13);
  });
  pb.down(20);
  pb.text(40, `I hereby authorize the above repair work. EIN ${ein(rng)}. Estimate given: $${m(round2(gross * 0.9))}.`, { size: 7.5 });
  return { items: pb.items, language: 'en', truth: truth(name, svc, miles, labour, parts, lab, par, gross) };
}

/** A US muscle-car restoration shop: hours, a deposit already paid, the balance; the total is the invoice's. */
export function usRestoShop(rng: Random): Generated {
  const pb = new PageBuilder();
  const place = usPlace(rng);
  const name = `${rng.pick(['Big Block', 'Redline', 'Blue Oval', 'Chrome Valley'])} Restorations LLC`;
  const inv = rng.date(2012, 2026);
  const miles = rng.int(2000, 90000);
  pb.text(555, name, { y: 52, size: 16, bold: true, align: 'right' });
  pb.text(555, place.street, { y: 64, size: 8, align: 'right' });
  pb.text(555, place.town, { y: 74, size: 8, align: 'right' });
  pb.text(40, 'INVOICE', { y: 60, size: 24, bold: true });
  const c = car(rng);
  const meta: [string, string][] = [
    ['DATE', fmtDate(inv, 'us.ord')],
    ['INVOICE', `RS-${rng.int(2000, 9999)}`],
    ['VEHICLE', `${c.year} ${c.make} ${c.model}`],
    ['VIN', vin(rng, c)],
    ['MILEAGE', `${grouped(miles, ',')} (actual)`],
  ];
  meta.forEach(([l, v], i) => {
    pb.text(40, v, { y: 105 + i * 22, size: 9.5 });
    pb.text(40, l, { y: 114 + i * 22, size: 6 });
  });
  customer(pb, rng, 330, 110, true, 'CUSTOMER');
  const labour = labourLines(rng, 'en', rng.int(3, 4), rng.pick([85, 95, 105]));
  const parts = partLines(rng, 'en', rng.int(2, 3));
  pb.y = 240;
  const rows = [
    ...labour.map((l) => [l.desc, `${money(l.hours, 'en')} hr`, `$${m(l.amount)}`]),
    ...parts.map((p) => [p.desc, `${p.qty} pc`, `$${m(p.amount)}`]),
  ];
  table(
    pb,
    40,
    [
      { title: 'DESCRIPTION', w: 350 },
      { title: 'QTY', w: 70, align: 'right' },
      { title: 'AMOUNT', w: 95, align: 'right' },
    ],
    rows,
    { rules: 'zebra', size: 9 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const tax = round2(par * 0.065);
  const gross = round2(lab + par + tax);
  const deposit = rng.int(5, 15) * 100;
  pb.down(8);
  const t: [string, string][] = [
    ['Labor subtotal', `$${m(lab)}`],
    ['Parts subtotal', `$${m(par)}`],
    ['Tax on parts 6.5%', `$${m(tax)}`],
    ['Invoice total', `$${m(gross)}`],
    [`Deposit received ${fmtDate(addDays(inv, -rng.int(30, 90)), 'us.slash')}`, `($${m(deposit)})`],
    ['Balance due on pickup', `$${m(round2(gross - deposit))}`],
  ];
  t.forEach(([l, v], i) => {
    pb.text(330, l, { size: 9, bold: i === 3 });
    pb.text(550, v, { size: 9, bold: i === 3, align: 'right' });
    pb.down(13);
  });
  pb.text(40, `Make checks payable to ${name}. Storage of $25/day applies 10 days after notice of completion.`, { y: 790, size: 7 });
  return { items: pb.items, language: 'en', truth: truth(name, inv, miles, labour, parts, lab, par, gross) };
}

/** An ISO-dated e-invoice from a US quick-service franchise with a next-service sticker. */
export function usQuickServiceEmail(rng: Random): Generated {
  const pb = new PageBuilder();
  const place = usPlace(rng);
  const name = rng.pick(['Precision Lube & Tune', 'Main Street Car Care', 'Valley Auto Service Center']);
  const date = rng.date(2017, 2026);
  const done = addDays(date, -rng.int(0, 1));
  const miles = rng.int(40000, 210000);
  pb.text(40, `From: invoices@${name.toLowerCase().replace(/[^a-z]/g, '')}.com`, { y: 36, size: 7 });
  pb.text(40, name, { y: 62, size: 18, bold: true });
  pb.text(40, `Store #${rng.int(100, 999)} · ${place.town}`, { y: 75, size: 8 });
  pb.text(555, `Invoice date ${fmtDate(date, 'iso')}`, { y: 62, size: 9, align: 'right' });
  pb.text(555, `Work completed ${fmtDate(done, 'iso')}`, { y: 74, size: 9, align: 'right' });
  const c = car(rng);
  customer(pb, rng, 40, 105, true);
  pb.box(320, 95, 235, 55);
  pb.text(326, `${c.year} ${c.make} ${c.model}`, { y: 108, size: 8.5, bold: true });
  pb.text(326, `Odometer ${grouped(miles, ',')}`, { y: 121, size: 8.5 });
  pb.text(326, `Lic ${usPlate(rng, place.state)}   Unit ${rng.int(1, 99)}`, { y: 134, size: 8.5 });
  pb.text(326, `Tech ${enName(rng)}`, { y: 146, size: 7.5 });
  const labour = labourLines(rng, 'en', rng.int(1, 3), rng.pick([89, 99]));
  const parts = partLines(rng, 'en', rng.int(2, 4));
  pb.y = 180;
  table(
    pb,
    40,
    [
      { title: 'Type', w: 50 },
      { title: 'Description', w: 280 },
      { title: 'Qty', w: 50, align: 'right' },
      { title: 'Price', w: 65, align: 'right' },
      { title: 'Total', w: 70, align: 'right' },
    ],
    [
      ...labour.map((l) => ['Labor', l.desc, money(l.hours, 'en'), m(l.rate), m(l.amount)]),
      ...parts.map((p) => ['Part', p.desc, String(p.qty), m(p.unit), m(p.amount)]),
    ],
    { rules: 'none', size: 8.5 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const fee = 4.95;
  const tax = round2((par + fee) * 0.0725);
  const gross = round2(lab + par + fee + tax);
  rule(pb, 40, pb.y - 6, 515);
  pb.down(8);
  const t: [string, number][] = [
    ['Labor', lab],
    ['Parts', par],
    ['Environmental fee', fee],
    ['Tax', tax],
    ['Amount due (USD)', gross],
  ];
  t.forEach(([l, v], i) => {
    pb.text(380, l, { size: 9, bold: i === 4 });
    pb.text(550, m(v), { size: 9, bold: i === 4, align: 'right' });
    pb.down(13);
  });
  pb.down(20);
  const sx = 40;
  pb.box(sx, pb.y, 170, 60);
  pb.text(sx + 85, 'NEXT SERVICE DUE', { y: pb.y + 14, size: 8, bold: true, align: 'center' });
  pb.text(sx + 85, `${grouped(miles + 5000, ',')} mi`, { y: pb.y + 32, size: 12, bold: true, align: 'center' });
  pb.text(sx + 85, `or ${fmtDate(addDays(done, 120), 'us.slash')}`, { y: pb.y + 48, size: 8, align: 'center' });
  pb.text(40, `Thank you for choosing us! Questions? ${usPhone(rng)}`, { y: 805, size: 7 });
  return { items: pb.items, language: 'en', truth: truth(name, done, miles, labour, parts, lab, par, gross) };
}
