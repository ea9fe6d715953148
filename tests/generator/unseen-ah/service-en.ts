/** gen-unseen-ah: English-language workshop bills for motorcycles, tractors, trucks, coaches and vans. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import * as k from './kit';

const at = (iso: string) => Number(iso.slice(0, 4));

/** A Lincolnshire agricultural engineers' invoice for a grey Fergie or a Fordson: hour meter, labour and parts, VAT. */
export function lincolnshireAgEngineers(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_UK);
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1980, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'GBP');
  const lab = k.labour(rng, k.TRAC_WORK_EN, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRAC_PARTS_EN, rng.int(2, 5), k.eraFactor(y, 'GBP'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatUK(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `${rng.pick(['Kirkby', 'Mellor', 'Burrows', 'Cropper'])} & Sons (Agricultural Engineers) Ltd`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(297, shop, { size: 14, bold: true, serif: true, align: 'center' }).down(13);
  p.text(297, `Tractor & Implement Repairs · ${rng.pick(['Louth', 'Horncastle', 'Spalding', 'Market Rasen', 'Sleaford'])}, Lincolnshire`, {
    size: 8.5,
    align: 'center',
  });
  hline(p, 50, 495, 80);
  p.y = 105;
  p.text(50, 'INVOICE', { size: 13, bold: true });
  p.text(545, `Invoice No. ${rng.int(10000, 49999)}`, { size: 9, align: 'right' }).down(13);
  p.text(545, `Tax point: ${fd(date, 'uk')}`, { size: 9, align: 'right' }).down(20);
  p.text(50, `Customer: ${k.enPerson(rng)}, ${rng.pick(['Grange Farm', 'Low Fen Farm', 'Manor Farm', 'Top Lodge'])}`, { size: 9.5 }).down(13);
  const hm = rng.int(1500, 9500);
  p.text(50, `Machine: ${k.named(v)} tractor (${built})   Hour meter: ${num(hm, 'en').slice(0, -3)}`, { size: 9.5 }).down(22);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Labour', 'Hours', 'Rate', '£'], { bold: true });
  for (const l of lab) k.line(p, cols, [l.text, l.hours.toFixed(1), num(l.rate, 'en'), num(l.amount, 'en')]);
  k.line(p, cols, ['', '', 'Labour total', num(L, 'en')], { bold: true });
  p.down(6);
  k.line(p, cols, ['Parts', 'Qty', 'Each', '£'], { bold: true });
  for (const l of pts) k.line(p, cols, [l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
  k.line(p, cols, ['', '', 'Parts total', num(P, 'en')], { bold: true });
  p.down(10);
  const tot = [{ x: 380 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Goods total', num(net, 'en')]);
  k.line(p, tot, [`VAT @ ${vat}%`, num(tax, 'en')]);
  k.line(p, tot, ['Invoice total', `£${num(gross, 'en')}`], { bold: true });
  p.down(18);
  p.text(50, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}. Terms: 30 days net.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: null,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A Somerset British-bike workshop's job sheet turned invoice: work done in one column, parts beneath, VAT. */
export function somersetBikeWorks(rng: Random): Generated {
  const v = rng.pick(k.MOTORCYCLES.filter((x) => ['Norton', 'Triumph', 'BSA'].includes(x.make)));
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1992, 2024);
  const y = at(date);
  const done = addDays(date, -rng.int(1, 5));
  const rate = k.hourly(rng, y, 'GBP');
  const lab = k.labour(rng, k.MOTO_WORK_EN, rng.int(2, 5), rate);
  const pts = k.parts(rng, k.MOTO_PARTS_EN, rng.int(3, 6), k.eraFactor(y, 'GBP'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatUK(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `${rng.pick(['Tremlett', 'Penhaligon', 'Fairweather'])} Motorcycles`;
  const miles = rng.int(4000, 60000);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, shop, { size: 18, bold: true }).down(13);
  p.text(50, `British Bike Specialists · ${rng.pick(['Yeovil', 'Taunton', 'Wellington', 'Frome', 'Chard'])}, Somerset`, { size: 8.5 });
  p.y = 120;
  p.text(50, `Job sheet / Invoice ${rng.int(1000, 9999)}`, { size: 12, bold: true }).down(16);
  p.text(50, `Date: ${fd(date, 'uklong')}`, { size: 9 })
    .text(300, `Work completed: ${fd(done, 'uklong')}`, { size: 9 })
    .down(13);
  p.text(50, `Machine: ${built} ${k.named(v)}`, { size: 9 })
    .text(300, `Reg: ${rng.pick(['YYC', 'OTA', 'KYA', 'EYD'])} ${rng.int(100, 999)}${rng.pick(['', 'F', 'J'])}`, { size: 9 })
    .down(13);
  p.text(50, `Mileage: ${num(miles, 'en').slice(0, -3)}`, { size: 9 })
    .text(300, `Owner: ${k.enPerson(rng)}`, { size: 9 })
    .down(22);
  p.text(50, 'Work carried out', { size: 10, bold: true }).down(14);
  for (const l of lab)
    p.text(60, l.text, { size: 9.5 })
      .text(470, `${l.hours.toFixed(1)} hrs`, { size: 9.5, align: 'right' })
      .text(545, num(l.amount, 'en'), { size: 9.5, align: 'right' })
      .down(13);
  p.text(380, 'Labour', { size: 9.5, bold: true }).text(545, num(L, 'en'), { size: 9.5, bold: true, align: 'right' }).down(20);
  p.text(50, 'Parts supplied', { size: 10, bold: true }).down(14);
  for (const l of pts)
    p.text(60, `${l.text}${l.qty > 1 ? ` x${l.qty}` : ''}`, { size: 9.5 })
      .text(545, num(l.amount, 'en'), { size: 9.5, align: 'right' })
      .down(13);
  p.text(380, 'Parts', { size: 9.5, bold: true }).text(545, num(P, 'en'), { size: 9.5, bold: true, align: 'right' }).down(20);
  const tot = [{ x: 380 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, [`VAT ${vat}%`, num(tax, 'en')]);
  k.line(p, tot, ['TOTAL DUE', `£${num(gross, 'en')}`], { bold: true, size: 11 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** An Iowa implement dealer's repair order: hours on the tach, sales tax on parts only. */
export function iowaImplementRO(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_US);
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1975, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'USD');
  const lab = k.labour(rng, k.TRAC_WORK_EN, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRAC_PARTS_EN, rng.int(2, 5), k.eraFactor(y, 'USD'));
  const L = k.total(lab);
  const P = k.total(pts);
  const taxRate = y < 1992 ? 4 : y < 2008 ? 5 : 6;
  const tax = k.r2((P * taxRate) / 100);
  const gross = k.r2(L + P + tax);
  const shop = `${rng.pick(['Vandenberg', 'Halvorson', 'Schroeder', 'Ostrander'])} Implement Co.`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, shop, { size: 16, bold: true }).down(12);
  p.text(50, `Farm Equipment Sales & Service · ${rng.pick(['Sioux Center', 'Decorah', 'Le Mars', 'Pella', 'Carroll'])}, Iowa`, { size: 8.5 });
  p.box(400, 36, 145, 40);
  p.text(408, 'REPAIR ORDER', { size: 9, bold: true, y: 50 }).text(408, `No. ${rng.int(40000, 99999)}`, { size: 10, y: 66 });
  p.y = 105;
  const tach = rng.int(2000, 12000);
  const grid: [string, string][] = [
    ['DATE', fd(date, 'us')],
    ['CUSTOMER', k.enPerson(rng)],
    ['UNIT', `${built} ${k.named(v)}`],
    ['TACH HOURS', num(tach, 'en').slice(0, -3)],
  ];
  grid.forEach(([a, b], i) => {
    p.box(50 + i * 124, 92, 124, 30);
    p.text(54 + i * 124, a, { size: 6.5, y: 101 }).text(54 + i * 124, b, { size: 9, y: 115 });
  });
  p.y = 145;
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 480, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['LABOR', 'HRS', 'RATE', 'AMOUNT'], { bold: true, size: 8.5 });
  for (const l of lab) k.line(p, cols, [l.text.toUpperCase(), l.hours.toFixed(1), num(l.rate, 'en'), num(l.amount, 'en')]);
  p.down(6);
  k.line(p, cols, ['PARTS', 'QTY', 'PRICE', 'AMOUNT'], { bold: true, size: 8.5 });
  for (const l of pts) k.line(p, cols, [l.text.toUpperCase(), String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
  p.down(12);
  const tot = [{ x: 390 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['TOTAL LABOR', num(L, 'en')]);
  k.line(p, tot, ['TOTAL PARTS', num(P, 'en')]);
  k.line(p, tot, [`SALES TAX (PARTS) ${taxRate}%`, num(tax, 'en')]);
  p.box(385, p.y - 11, 165, 16, true);
  k.line(p, tot, ['PLEASE PAY', `$${num(gross, 'en')}`], { bold: true });
  p.down(16);
  p.text(50, 'Ag labor exempt from Iowa sales tax. Thank you for your business!', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text.toUpperCase()),
    serviceMileage: null,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text.toUpperCase()),
  });
}

/** A Kansas farm repair shop's plain typed bill: lines with amounts, only the total, hours noted. */
export function kansasFarmShop(rng: Random): Generated {
  const v = rng.pick([...k.TRACTORS_US, ...k.US_TRUCKS.filter((x) => x.model.includes('grain'))]);
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1960, 2010);
  const y = at(date);
  const rate = k.hourly(rng, y, 'USD');
  const isTruck = v.model.includes('truck');
  const lab = k.labour(rng, isTruck ? k.TRUCK_WORK_EN : k.TRAC_WORK_EN, rng.int(2, 3), rate);
  const pts = k.parts(rng, isTruck ? k.TRUCK_PARTS_EN : k.TRAC_PARTS_EN, rng.int(2, 4), k.eraFactor(y, 'USD'));
  const gross = k.r2(k.total(lab) + k.total(pts));
  const shop = `${rng.pick(['Olsen', 'Lindgren', 'Kowalski'])} Repair & Welding`;
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, shop, { size: 15, bold: true, serif: true, align: 'center' }).down(13);
  p.text(297, `${rng.pick(['Rural Route 2', 'Box 114', 'Hwy 36 East'])} · ${rng.pick(['Hays', 'Colby', 'Abilene', 'Hillsboro', 'Smith Center'])}, Kansas`, {
    size: 9,
    align: 'center',
    serif: true,
  }).down(40);
  p.text(50, `Sold to: ${k.enPerson(rng)}`, { serif: true })
    .text(545, fd(date, 'uslong'), { serif: true, align: 'right' })
    .down(16);
  const meter = isTruck ? `Odometer ${num(rng.int(20000, 180000), 'en').slice(0, -3)} mi.` : `Meter ${num(rng.int(1000, 8000), 'en').slice(0, -3)} hrs.`;
  const miles = isTruck ? Number(meter.replace(/\D/g, '')) : null;
  p.text(50, `Re: ${k.named(v)} (${built}) — ${meter}`, { serif: true }).down(28);
  for (const l of lab) p.text(60, `${l.text}, ${l.hours} hrs`, { serif: true }).text(545, num(l.amount, 'en'), { serif: true, align: 'right' }).down(15);
  for (const l of pts) p.text(60, `${l.qty} ${l.text}`, { serif: true }).text(545, num(l.amount, 'en'), { serif: true, align: 'right' }).down(15);
  hline(p, 440, 105, p.y - 6);
  p.down(10);
  p.text(380, 'Total', { serif: true, bold: true })
    .text(545, `$${num(gross, 'en')}`, { serif: true, bold: true, align: 'right' })
    .down(40);
  p.text(50, 'Paid by check ______   Cash ______      Thank you.', { serif: true, size: 9 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: miles,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A Wisconsin Harley-Davidson shop's repair order: odometer, labour by op code, parts by number, state sales tax. */
export function wisconsinHarleyRO(rng: Random): Generated {
  const v = rng.pick(k.MOTORCYCLES.filter((x) => x.make === 'Harley-Davidson'));
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1985, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'USD');
  const lab = k.labour(rng, k.MOTO_WORK_EN, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.MOTO_PARTS_EN, rng.int(2, 5), k.eraFactor(y, 'USD'));
  const L = k.total(lab);
  const P = k.total(pts);
  const shopSupplies = k.r2(Math.round(L * 0.05 * 100) / 100);
  const sub = k.r2(L + P + shopSupplies);
  const tax = k.r2(sub * 0.055);
  const gross = k.r2(sub + tax);
  const shop = `${rng.pick(['Badger State', 'Northwoods', 'Lakeshore', 'Fox Valley'])} Harley-Davidson`;
  const odo = rng.int(8000, 95000);
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, shop, { size: 16, bold: true }).down(12);
  p.text(50, `${rng.pick(['Eau Claire', 'Appleton', 'Wausau', 'Sheboygan', 'La Crosse'])}, WI · Service Department`, { size: 8.5 });
  p.text(545, `RO# ${rng.int(100000, 299999)}`, { size: 11, bold: true, align: 'right', y: 50 });
  p.text(545, `Closed ${fd(date, 'usshort')}`, { size: 9, align: 'right', y: 64 });
  p.y = 100;
  p.text(50, `Customer: ${k.enPerson(rng)}`, { size: 9 }).down(12);
  p.text(
    50,
    `Year/Model: ${built} ${v.model}   VIN: ${rng.int(10, 99)}${rng.pick(['FL', 'XL'])}${rng.int(10000, 99999)}${rng.pick(['H5', 'H6', 'H7'])}   Odometer In: ${num(odo, 'en').slice(0, -3)}`,
    { size: 9 },
  ).down(22);
  const cols = [{ x: 50 }, { x: 110 }, { x: 430, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['OP', 'DESCRIPTION', 'HRS', 'LABOR'], { bold: true, size: 8.5 });
  for (const l of lab) k.line(p, cols, [`${rng.pick(['A', 'B', 'C'])}${rng.int(10, 99)}`, l.text, l.hours.toFixed(1), num(l.amount, 'en')]);
  p.down(6);
  k.line(p, cols, ['PART NO.', 'DESCRIPTION', 'QTY', 'PARTS'], { bold: true, size: 8.5 });
  for (const l of pts) k.line(p, cols, [`${rng.int(10000, 99999)}-${rng.int(60, 99)}`, l.text, String(l.qty), num(l.amount, 'en')]);
  p.down(10);
  const tot = [{ x: 380 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Labor', num(L, 'en')]);
  k.line(p, tot, ['Parts', num(P, 'en')]);
  k.line(p, tot, ['Shop supplies', num(shopSupplies, 'en')]);
  k.line(p, tot, ['WI sales tax 5.5%', num(tax, 'en')]);
  k.line(p, tot, ['Amount due', `$${num(gross, 'en')}`], { bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: odo,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A Saskatchewan truck and farm garage's invoice: GST and PST lines, kilometres (miles before 1978). */
export function saskatchewanGarage(rng: Random): Generated {
  const v = rng.pick(k.US_TRUCKS.filter((x) => x.from >= 1946));
  const built = k.buildYear(rng, v);
  const date = rng.date(1992, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'CAD');
  const lab = k.labour(rng, k.TRUCK_WORK_EN, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRUCK_PARTS_EN, rng.int(2, 5), k.eraFactor(y, 'CAD'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const gstRate = y < 2006 ? 7 : y < 2008 ? 6 : 5;
  const pstRate = y < 2017 ? 5 : 6;
  const gst = k.r2((net * gstRate) / 100);
  const pst = k.r2((P * pstRate) / 100);
  const gross = k.r2(net + gst + pst);
  const shop = `Prairie ${rng.pick(['Truck & Tractor', 'Motor Service', 'Auto & Ag'])} Ltd.`;
  const kmv = rng.int(40000, 400000);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, shop, { size: 16, bold: true });
  p.text(545, 'INVOICE', { size: 16, bold: true, align: 'right' }).down(13);
  p.text(50, `${rng.pick(['Swift Current', 'Humboldt', 'Kindersley', 'Rosetown', 'Melfort'])}, Saskatchewan`, { size: 8.5 }).down(11);
  p.text(50, `GST # ${rng.int(100000000, 999999999)} RT0001`, { size: 8 });
  p.y = 125;
  p.text(50, 'Bill to', { size: 8 }).text(320, 'Invoice #', { size: 8 }).text(430, 'Date', { size: 8 }).down(12);
  p.text(50, `${k.enPerson(rng)}`, { size: 9.5 })
    .text(320, String(rng.int(5000, 60000)), { size: 9.5 })
    .text(430, fd(date, 'iso'), { size: 9.5 })
    .down(20);
  p.text(50, `Unit: ${built} ${k.named(v)}    KM: ${num(kmv, 'en').slice(0, -3)}`, { size: 9.5 }).down(22);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Description', 'Qty/Hrs', 'Price', 'Ext.'], { bold: true });
  hline(p, 50, 495, p.y - 9);
  for (const l of lab) k.line(p, cols, [l.text, l.hours.toFixed(1), num(l.rate, 'en'), num(l.amount, 'en')]);
  for (const l of pts) k.line(p, cols, [l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')]);
  hline(p, 50, 495, p.y - 8);
  p.down(6);
  const tot = [{ x: 380 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Labour subtotal', num(L, 'en')]);
  k.line(p, tot, ['Parts subtotal', num(P, 'en')]);
  k.line(p, tot, [`GST ${gstRate}%`, num(gst, 'en')]);
  k.line(p, tot, [`PST ${pstRate}% (parts)`, num(pst, 'en')]);
  k.line(p, tot, ['Total CAD', num(gross, 'en')], { bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: kmv,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A Victoria (Australia) 4WD and classic workshop: tax invoice with GST included, ABN, odometer in km. */
export function victoriaTaxInvoice(rng: Random): Generated {
  const v = rng.pick(k.UK_COMMERCIAL.filter((x) => x.make === 'Land Rover' || x.model.startsWith('J-type')));
  const built = k.buildYear(rng, v);
  const date = rng.date(2001, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'AUD');
  const lab = k.labour(rng, k.TRUCK_WORK_EN, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRUCK_PARTS_EN, rng.int(2, 5), k.eraFactor(y, 'AUD'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const gst = k.r2(net * 0.1);
  const gross = k.r2(net + gst);
  const shop = `${rng.pick(['Gippsland', 'Wimmera', 'Goulburn Valley', 'Otway'])} 4WD & Classic Service`;
  const kmv = rng.int(60000, 420000);
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, shop, { size: 15, bold: true }).down(12);
  p.text(
    50,
    `${rng.pick(['Sale', 'Horsham', 'Shepparton', 'Colac', 'Bairnsdale'])} VIC ${rng.int(3200, 3900)} · ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
    { size: 8.5 },
  );
  p.y = 110;
  p.text(297, 'TAX INVOICE', { size: 14, bold: true, align: 'center' }).down(22);
  p.text(50, `Invoice ${rng.int(1000, 9999)}`, { size: 9.5 })
    .text(545, `Date ${fd(date, 'uk')}`, { size: 9.5, align: 'right' })
    .down(14);
  p.text(50, `Customer ${k.enPerson(rng)}`, { size: 9.5 })
    .text(545, `Rego ${rng.pick(['1', '2'])}${rng.pick(['AB', 'KX', 'ZT'])}-${rng.int(100, 999)}`, { size: 9.5, align: 'right' })
    .down(14);
  p.text(50, `Vehicle ${built} ${k.named(v)}   Odometer ${num(kmv, 'en').slice(0, -3)} km`, { size: 9.5 }).down(22);
  const cols = [{ x: 50 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Labour', 'Hrs', 'Amount'], { bold: true });
  for (const l of lab) k.line(p, cols, [l.text, l.hours.toFixed(2), num(l.amount, 'en')]);
  p.down(4);
  k.line(p, cols, ['Parts', 'Qty', 'Amount'], { bold: true });
  for (const l of pts) k.line(p, cols, [l.text, String(l.qty), num(l.amount, 'en')]);
  p.down(10);
  const tot = [{ x: 360 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Labour (ex GST)', num(L, 'en')]);
  k.line(p, tot, ['Parts (ex GST)', num(P, 'en')]);
  k.line(p, tot, ['GST', num(gst, 'en')]);
  k.line(p, tot, ['Total inc. GST', `$${num(gross, 'en')}`], { bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: kmv,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A British Land Rover Series specialist: an MOT-exempt vehicle's annual check, labour lump and parts. */
export function landRoverSpecialist(rng: Random): Generated {
  const v = rng.pick(k.UK_COMMERCIAL.filter((x) => x.make === 'Land Rover'));
  const built = k.buildYear(rng, v);
  const date = rng.date(2019, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'GBP');
  const lab = k.labour(rng, k.TRUCK_WORK_EN, rng.int(3, 5), rate);
  const pts = k.parts(rng, k.TRUCK_PARTS_EN, rng.int(3, 6), k.eraFactor(y, 'GBP'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const tax = k.r2(net * 0.2);
  const gross = k.r2(net + tax);
  const shop = `${rng.pick(['Series One', 'Green Oval', 'Old Solihull'])} Services`;
  const miles = rng.int(30000, 180000);
  const p = new PageBuilder();
  p.y = 52;
  p.box(50, 36, 495, 50, true);
  p.text(62, shop, { size: 17, bold: true, y: 60 }).text(
    62,
    `Land Rover Series I, II, IIA & III specialists · ${rng.pick(['Glastonbury', 'Bridgwater', 'Shepton Mallet'])}, Somerset`,
    { size: 8, y: 76 },
  );
  p.y = 115;
  p.text(50, `Invoice ${rng.pick(['SO', 'GO', 'OS'])}${rng.int(1000, 9999)}`, { size: 12, bold: true })
    .text(545, fd(date, 'uklong'), { align: 'right' })
    .down(18);
  p.text(
    50,
    `${built} ${k.named(v)}, reg. ${rng.pick(['MWC', 'SNX', 'UYA', 'TKV'])} ${rng.int(100, 999)}${rng.pick(['', 'F', 'H', 'M'])} — recorded mileage ${num(miles, 'en').slice(0, -3)}`,
    { size: 9.5 },
  ).down(13);
  p.text(50, 'Vehicle of historic interest, exempt from MOT: annual safety inspection carried out as requested.', { size: 8.5 }).down(22);
  for (const l of lab) p.text(50, l.text, { size: 9.5 }).text(545, num(l.amount, 'en'), { size: 9.5, align: 'right' }).down(13);
  p.text(330, `Labour ${k.r2(lab.reduce((a, l) => a + l.hours, 0)).toFixed(1)} hrs @ £${num(rate, 'en')}`, { size: 8.5 })
    .text(545, num(L, 'en'), { size: 9.5, bold: true, align: 'right' })
    .down(20);
  for (const l of pts)
    p.text(50, `${l.text} (${l.qty} @ ${num(l.unit, 'en')})`, { size: 9.5 })
      .text(545, num(l.amount, 'en'), { size: 9.5, align: 'right' })
      .down(13);
  p.text(330, 'Parts', { size: 8.5 }).text(545, num(P, 'en'), { size: 9.5, bold: true, align: 'right' }).down(20);
  const tot = [{ x: 330 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Net', num(net, 'en')]);
  k.line(p, tot, ['VAT 20%', num(tax, 'en')]);
  k.line(p, tot, ['Balance to pay', `£${num(gross, 'en')}`], { bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A coachbuilder's stage invoice for a vintage coach's restoration: trades by section, materials, VAT. */
export function coachworksStage(rng: Random): Generated {
  const v = rng.pick(k.UK_COMMERCIAL.filter((x) => x.model.includes('coach') || x.model.includes('lorry')));
  const built = k.buildYear(rng, v);
  const date = rng.date(1996, 2024);
  const y = at(date);
  const done = addDays(date, -rng.int(3, 25));
  const rate = k.hourly(rng, y, 'GBP');
  const pool: k.Work[] = [
    ['Ash frame repairs to nearside pillars', 28],
    ['Re-panel rear dome in aluminium', 24],
    ['Refit saloon windows with new rubbers', 10],
    ['Strip and re-trim seats in moquette', 20],
    ['Coachline and signwriting', 8],
    ['Prime and paint in cream and maroon', 30],
    ['Renew floor boards and lino', 14],
  ];
  const lab = k.labour(rng, pool, rng.int(3, 5), rate);
  const ppool: k.Part[] = [
    ['Seasoned ash', 120, 300],
    ['Aluminium sheet 18g', 90, 240],
    ['Window rubbers', 60, 140],
    ['Moquette (per metre)', 30, 60],
    ['Coach paint', 150, 320],
    ['Marine plywood', 70, 160],
    ['Brass fittings', 25, 80],
  ];
  const pts = k.parts(rng, ppool, rng.int(3, 5), k.eraFactor(y, 'GBP'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatUK(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `${rng.pick(['Haddock', 'Dunmore', 'Pickering'])} Coachbuilders Ltd`;
  const miles = rng.int(40000, 300000);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop, { size: 17, bold: true, serif: true, align: 'center' }).down(13);
  p.text(297, `Est. 19${rng.int(20, 59)} · Coach & Commercial Body Builders · ${rng.pick(['Boston', 'Grantham', 'Gainsborough'])}, Lincs.`, {
    size: 8.5,
    serif: true,
    align: 'center',
  });
  p.y = 120;
  p.text(50, `Stage invoice no. ${rng.int(1, 6)} — invoice ${rng.int(3000, 7999)}`, { size: 11, bold: true, serif: true }).down(16);
  p.text(50, `Invoice date ${fd(date, 'uk')}; work to this stage completed ${fd(done, 'uk')}`, { size: 9, serif: true }).down(13);
  p.text(
    50,
    `Vehicle: ${built} ${k.named(v)}, odometer ${num(miles, 'en').slice(0, -3)} miles, for ${rng.pick(['the Lincolnshire Vintage Vehicle Society', `${k.enPerson(rng)} (owner)`, 'Fenland Heritage Transport Trust'])}`,
    { size: 9, serif: true },
  ).down(22);
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Work', 'Hours', '£'], { bold: true, serif: true });
  for (const l of lab) k.line(p, cols, [l.text, l.hours.toFixed(1), num(l.amount, 'en')], { serif: true });
  k.line(p, cols, ['Labour sub-total', '', num(L, 'en')], { bold: true, serif: true });
  p.down(6);
  k.line(p, cols, ['Materials', 'Qty', '£'], { bold: true, serif: true });
  for (const l of pts) k.line(p, cols, [l.text, String(l.qty), num(l.amount, 'en')], { serif: true });
  k.line(p, cols, ['Materials sub-total', '', num(P, 'en')], { bold: true, serif: true });
  p.down(10);
  const tot = [{ x: 330 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Net', num(net, 'en')], { serif: true });
  k.line(p, tot, [`VAT at ${vat}%`, num(tax, 'en')], { serif: true });
  k.line(p, tot, ['Amount due this stage', `£${num(gross, 'en')}`], { bold: true, serif: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: miles,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A Citroën H van specialist's invoice (the van as a food or camper conversion): labour and parts in one table, no subtotals. */
export function citroenHVan(rng: Random): Generated {
  const v = rng.pick(k.UK_COMMERCIAL.filter((x) => x.make === 'Citroën' || x.make === 'Volkswagen'));
  const built = k.buildYear(rng, v);
  const date = rng.date(2008, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'GBP');
  const lab = k.labour(rng, k.TRUCK_WORK_EN, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRUCK_PARTS_EN, rng.int(2, 4), k.eraFactor(y, 'GBP'));
  const mixed = rng.some([...lab.map((l) => ({ ...l, kind: 'L' as const })), ...pts.map((l) => ({ ...l, kind: 'P' as const }))], lab.length + pts.length);
  const net = k.r2(k.total(lab) + k.total(pts));
  const tax = k.r2(net * 0.2);
  const gross = k.r2(net + tax);
  const shop = `${rng.pick(['Corrugated', 'Tube', 'Ripple'])} Van Works`;
  const km = rng.int(60000, 250000);
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, shop, { size: 19, bold: true }).down(13);
  p.text(50, `Citroën H & vintage van restoration · Unit ${rng.int(1, 20)}, ${rng.pick(['Frome', 'Street', 'Wells'])}, Somerset`, { size: 8.5 });
  p.y = 120;
  p.text(50, 'Invoice', { size: 12, bold: true }).down(16);
  p.text(50, `Number: ${rng.int(200, 999)}`, { size: 9 })
    .down(12)
    .text(50, `Date: ${fd(date, 'ukshort')}`, { size: 9 })
    .down(12);
  p.text(50, `Vehicle: ${k.named(v)} (${built}); odometer reads ${num(km, 'en').slice(0, -3)} km`, { size: 9 }).down(12);
  p.text(50, `Customer: ${rng.pick([`${k.enPerson(rng)}`, `The ${rng.pick(['Crêpe', 'Coffee', 'Pizza'])} Van Co.`])}`, { size: 9 }).down(22);
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Item', 'Qty / hrs', 'Net £'], { bold: true });
  for (const l of mixed) k.line(p, cols, [l.text, 'hours' in l ? `${l.hours.toFixed(1)} h` : String(l.qty), num(l.amount, 'en')]);
  p.down(10);
  const tot = [{ x: 380 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Net total', num(net, 'en')]);
  k.line(p, tot, ['VAT 20%', num(tax, 'en')]);
  k.line(p, tot, ['Gross', `£${num(gross, 'en')}`], { bold: true });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: mixed.filter((l) => l.kind === 'L').map((l) => l.text),
    serviceMileage: km,
    totalCost: gross,
    partsUsed: mixed.filter((l) => l.kind === 'P').map((l) => l.text),
  });
}
