/**
 * English-language workshop invoices and repair orders from dealer and workshop software: the English North-East,
 * Ohio, Indiana and Arizona, 1990–2026.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_EN, LAST_EN, OPS_EN, PARTS_EN, SALES_TAX, digits, money, partNo, personEN, pickOps, pickParts, place, plate, r2, rule, sum, vin } from './kit';

const en = (n: number) => num(n, 'en');

function svc(shop: string, date: string, km: number, lab: number, prt: number, total: number, work: string[], parts: string[]) {
  return {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: total,
    workPerformed: work,
    partsUsed: parts,
  };
}

/** 11. North-East England, Ford main dealer DMS sales invoice: header grid, op codes, VAT at the year's rate. */
export function tynesideFordDealer(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ne');
  const shop = `${rng.pick(['Dobson', 'Armstrong', 'Milburn', 'Tyne Valley'])} Motors (${a.short.split(' ')[0]}) Ltd`;
  const date = rng.date(1995, 2026);
  const y = yearOf(date);
  const mo = money('ne', y);
  const rate = r2(rng.int(38, 60) * (1 + (y - 1995) * 0.04));
  const ops = pickOps(
    rng,
    OPS_EN.filter((o) => !o[0].includes('tires') && !o[0].includes('check engine')),
    rng.int(2, 4),
    rate,
  );
  const parts = pickParts(
    rng,
    PARTS_EN.filter((x) => x[2] !== 'QT' && x[2] !== 'GAL'),
    rng.int(2, 5),
    mo.f * 1.3,
    () => partNo(rng, 'ford'),
  );
  const sundries = r2(rng.int(3, 12) * (1 + (y - 1995) * 0.03));
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt + sundries);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const miles = rng.int(8000, 140000);
  p.text(40, shop, { size: 14, bold: true });
  p.text(40, `${a.street}, ${a.town}, ${a.zip}   Tel: 0191 ${digits(rng, 3)} ${digits(rng, 4)}`, { size: 8, y: 74 });
  p.text(555, 'SALES INVOICE', { size: 12, bold: true, align: 'right' });
  p.text(555, 'Service Department', { size: 8, align: 'right', y: 74 });
  const cust = personEN(rng);
  p.text(40, `Mr ${cust}`, { y: 120, size: 9.5 })
    .text(40, place(rng, 'ne').street, { y: 132, size: 9.5 })
    .text(40, `${place(rng, 'ne').town}`, { y: 144, size: 9.5 });
  const g: [string, string][] = [
    ['Invoice No', `SI${digits(rng, 6)}`],
    ['Tax Point', fd(date, 'uk')],
    ['Account', `CASH${digits(rng, 3)}`],
    ['W/I No', digits(rng, 5)],
    ['Reg No', plate(rng, 'ne', Math.max(y - rng.int(1, 8), 1995))],
    ['Chassis No', vin(rng, 'WF0')],
    ['Mileage', String(miles)],
    ['Date In', fd(addDays(date, -rng.int(0, 2)), 'uk')],
    ['Date Out', fd(date, 'uk')],
    ['Advisor', rng.pick(LAST_EN).toUpperCase()],
  ];
  g.forEach(([l, v], i) => {
    const x = 300 + (i % 2) * 130;
    const yy = 110 + Math.floor(i / 2) * 20;
    p.box(x, yy - 9, 125, 19);
    p.text(x + 3, l, { y: yy - 2, size: 5.5 }).text(x + 3, v, { y: yy + 7.5, size: i === 5 ? 6.5 : 8 });
  });
  p.y = 230;
  p.text(40, 'Op Code', { size: 7.5, bold: true })
    .text(100, 'Description', { size: 7.5, bold: true })
    .text(400, 'Qty/Hrs', { size: 7.5, bold: true, align: 'right' })
    .text(470, 'Unit', { size: 7.5, bold: true, align: 'right' })
    .text(555, 'Net', { size: 7.5, bold: true, align: 'right' });
  rule(p, 40, 515, p.y + 3);
  p.down(15);
  for (const o of ops) {
    p.text(40, `${rng.pick(['FS', 'BR', 'EN', 'CL', 'EX'])}${digits(rng, 3)}`, { size: 8 })
      .text(100, o.text, { size: 8 })
      .text(400, en(o.qty), { size: 8, align: 'right' })
      .text(470, en(o.price), { size: 8, align: 'right' })
      .text(555, en(o.amount), { size: 8, align: 'right' });
    p.down(11);
  }
  p.down(5);
  for (const x of parts) {
    p.text(40, x.no, { size: 8 })
      .text(100, x.text, { size: 8 })
      .text(400, String(x.qty), { size: 8, align: 'right' })
      .text(470, en(x.price), { size: 8, align: 'right' })
      .text(555, en(x.amount), { size: 8, align: 'right' });
    p.down(11);
  }
  p.text(100, 'Environmental disposal / sundries', { size: 8 }).text(555, en(sundries), { size: 8, align: 'right' });
  p.down(20);
  const t: [string, string][] = [
    ['Labour', en(lab)],
    ['Parts', en(prt)],
    ['Sundries', en(sundries)],
    ['Total Net', en(net)],
    [`VAT @ ${mo.vat}%`, en(vat)],
  ];
  p.box(360, p.y - 10, 195, 82);
  t.forEach(([l, v]) => {
    p.text(366, l, { size: 8.5 }).text(550, v, { size: 8.5, align: 'right' });
    p.down(12);
  });
  p.text(366, 'INVOICE TOTAL £', { size: 9.5, bold: true }).text(550, en(gross), { size: 9.5, bold: true, align: 'right' });
  p.down(40);
  p.text(40, 'Your next service is due in 12 months or 12,500 miles, whichever comes first.', { size: 7.5 });
  p.text(40, `Registered in England No. ${digits(rng, 7)}. Registered office as above. VAT Reg No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    size: 6.5,
    y: 806,
  });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      gross,
      ops.map((o) => o.text),
      parts.map((x) => x.text),
    ),
  );
}

/** 12. Sunderland independent garage with cloud garage software: VAT column per line, VAT summary. */
export function sunderlandGarageCloud(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ne');
  const shop = `${rng.pick(['Wearside', 'Roker', 'Hylton', 'Pallion'])} Auto Repairs`;
  const date = rng.date(2016, 2026);
  const y = yearOf(date);
  const mo = money('ne', y);
  const rate = rng.int(45, 70);
  const ops = pickOps(rng, OPS_EN, rng.int(2, 3), rate);
  const parts = pickParts(
    rng,
    PARTS_EN.filter((x) => x[2] !== 'GAL'),
    rng.int(2, 5),
    mo.f,
    () => partNo(rng, 'generic'),
    0.3,
  );
  parts.forEach((x) => x.unit === 'QT' && ((x.unit = 'L'), (x.text = 'Engine oil 5W-30 (litre)')));
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2(net * 0.2);
  const gross = r2(net + vat);
  const miles = rng.int(12000, 160000);
  p.text(40, shop, { size: 17, bold: true });
  p.text(40, `${a.street} · ${a.town} · ${a.zip}`, { size: 8.5, y: 78 });
  p.text(40, `0191 ${digits(rng, 3)} ${digits(rng, 4)} · hello@${shop.split(' ')[0].toLowerCase()}autorepairs.co.uk`, { size: 8.5, y: 90 });
  p.text(555, 'Invoice', { size: 22, align: 'right', y: 66 });
  p.text(40, 'Bill to', { size: 7.5, bold: true, y: 130 });
  p.text(40, personEN(rng), { size: 9.5, y: 143 }).text(40, place(rng, 'ne').street, { size: 9.5, y: 155 });
  p.text(220, 'Vehicle', { size: 7.5, bold: true, y: 130 });
  const reg = plate(rng, 'ne', y - rng.int(2, 12));
  p.text(220, `${reg} · ${rng.pick(CARS_EN.slice(0, 6))}`, { size: 9.5, y: 143 })
    .text(220, `VIN ${vin(rng)}`, { size: 8, y: 155 })
    .text(220, `Mileage ${num(miles, 'en').slice(0, -3)}`, { size: 8, y: 167 });
  const meta: [string, string][] = [
    ['Invoice #', `INV-${digits(rng, 5)}`],
    ['Invoice date', fd(date, 'uklong')],
    ['Due date', fd(addDays(date, 7), 'uklong')],
    ['Job #', `J${digits(rng, 4)}`],
  ];
  meta.forEach(([l, v], i) => p.text(420, l, { size: 8, y: 130 + i * 12 }).text(555, v, { size: 8, y: 130 + i * 12, align: 'right' }));
  p.y = 205;
  p.box(40, p.y - 11, 515, 16, true);
  const c = [46, 300, 360, 420, 470, 552];
  const h = ['Description', 'Qty', 'Unit price', 'Disc', 'VAT', 'Amount'];
  h.forEach((t, i) => p.text(c[i], t, { size: 8, bold: true, align: i === 0 ? 'left' : 'right' }));
  p.down(18);
  p.text(46, 'Labour', { size: 8.5, bold: true });
  p.down(12);
  for (const o of ops) {
    const cells = [o.text, en(o.qty), `£${en(o.price)}`, '', '20%', `£${en(o.amount)}`];
    cells.forEach((t, i) => t && p.text(c[i], t, { size: 8.5, align: i === 0 ? 'left' : 'right' }));
    p.down(12);
  }
  p.text(46, 'Parts', { size: 8.5, bold: true });
  p.down(12);
  for (const x of parts) {
    const cells = [x.text, String(x.qty), `£${en(x.price)}`, x.disc ? `${x.disc}%` : '', '20%', `£${en(x.amount)}`];
    cells.forEach((t, i) => t && p.text(c[i], t, { size: 8.5, align: i === 0 ? 'left' : 'right' }));
    p.down(12);
  }
  p.down(10);
  const tt: [string, string][] = [
    ['Labour subtotal', `£${en(lab)}`],
    ['Parts subtotal', `£${en(prt)}`],
    ['Subtotal', `£${en(net)}`],
    ['VAT', `£${en(vat)}`],
    ['Total', `£${en(gross)}`],
    ['Amount paid', `£${en(gross)}`],
    ['Balance due', '£0.00'],
  ];
  tt.forEach(([l, v], i) => {
    p.text(400, l, { size: i === 4 ? 10 : 8.5, bold: i === 4 }).text(552, v, { size: i === 4 ? 10 : 8.5, bold: i === 4, align: 'right' });
    p.down(i === 3 ? 15 : 12);
  });
  p.y -= 60;
  p.text(46, 'VAT summary', { size: 7.5, bold: true });
  p.down(11);
  p.text(46, 'Rate', { size: 7.5 }).text(140, 'Net', { size: 7.5, align: 'right' }).text(210, 'VAT', { size: 7.5, align: 'right' });
  p.down(10);
  p.text(46, 'Standard 20%', { size: 7.5 }).text(140, en(net), { size: 7.5, align: 'right' }).text(210, en(vat), { size: 7.5, align: 'right' });
  p.y += 80;
  p.text(
    40,
    'Advisories: ' + rng.pick(['rear tyres approaching legal limit', 'slight oil mist from rocker cover', 'front wiper blades smearing', 'none recorded']),
    { size: 8 },
  );
  p.text(
    40,
    `Payment by BACS: sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}, account ${digits(rng, 8)}. VAT reg. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}. Company no. ${digits(rng, 8)}`,
    { size: 6.5, y: 806 },
  );
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      gross,
      ops.map((o) => o.text),
      parts.map((x) => x.text),
    ),
  );
}

/** 13. Teesside fast-fit centre, 1990s: exhaust/tyre/battery job sheet print with fitted items and a totals column. */
export function teessideFastFit(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ne');
  const brand = rng.pick(['Tyre & Exhaust Centre', 'QuickFit Tees', 'Exhaust King']);
  const shop = `${brand} – ${a.short}`;
  const date = rng.date(1990, 2004);
  const y = yearOf(date);
  const mo = money('ne', y);
  const items = rng
    .some(
      [
        ['Exhaust centre section', 38, 'Fit exhaust centre section'],
        ['Rear silencer', 44, 'Fit rear silencer'],
        ['Tyre 165/70 R13', 32, 'Fit and balance tyres'],
        ['Battery 063', 49, 'Fit battery'],
        ['Front brake pads', 24, 'Fit front brake pads'],
        ['Shock absorber', 36, 'Fit shock absorbers'],
      ] as [string, number, string][],
      rng.int(2, 3),
    )
    .map(([part, pr, job]) => {
      const q = part.startsWith('Tyre') || part.startsWith('Shock') ? 2 : 1;
      const price = r2(pr * (1 + (y - 1990) * 0.03));
      return { part, job, q, price, amount: r2(q * price), fit: r2(rng.int(6, 18) * (1 + (y - 1990) * 0.03)) };
    });
  const prt = sum(items.map((x) => x.amount));
  const lab = sum(items.map((x) => x.fit));
  const net = r2(prt + lab);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const miles = rng.int(20000, 130000);
  p.text(297, brand.toUpperCase(), { size: 15, bold: true, align: 'center' });
  p.text(297, `${a.street}, ${a.town} ${a.zip}   Tel (01642) ${digits(rng, 6)}`, { size: 8, align: 'center', y: 74 });
  p.text(297, 'TYRES · EXHAUSTS · BATTERIES · BRAKES · SHOCKS', { size: 8, align: 'center', y: 86 });
  p.y = 120;
  p.text(40, `INVOICE/RECEIPT   No. ${digits(rng, 6)}`, { size: 10, bold: true });
  p.text(555, `DATE ${fd(date, 'uk')}`, { size: 10, bold: true, align: 'right' });
  p.down(20);
  p.text(40, `CUSTOMER  ${personEN(rng).toUpperCase()}`, { size: 9 });
  p.down(12);
  p.text(
    40,
    `VEHICLE REG  ${plate(rng, 'ne', y - 4)}   MAKE/MODEL  ${rng.pick(['FORD ESCORT 1.4', 'VAUXHALL CAVALIER', 'ROVER 214', 'NISSAN SUNNY', 'FORD SIERRA'])}   MILEAGE  ${miles}`,
    { size: 9 },
  );
  p.down(12);
  p.text(40, `FITTER  ${rng.int(1, 9)}   BAY  ${rng.int(1, 6)}`, { size: 9 });
  p.down(22);
  p.text(40, 'QTY', { size: 8.5, bold: true })
    .text(80, 'DESCRIPTION', { size: 8.5, bold: true })
    .text(400, 'PRICE', { size: 8.5, bold: true, align: 'right' })
    .text(480, 'FITTING', { size: 8.5, bold: true, align: 'right' })
    .text(555, 'GOODS', { size: 8.5, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(13);
  for (const x of items) {
    p.text(40, String(x.q), { size: 9 })
      .text(80, x.part.toUpperCase(), { size: 9 })
      .text(400, en(x.price), { size: 9, align: 'right' })
      .text(480, en(x.fit), { size: 9, align: 'right' })
      .text(555, en(x.amount), { size: 9, align: 'right' });
    p.down(12);
    p.text(80, `  ${x.job}`, { size: 7.5 });
    p.down(13);
  }
  rule(p, 40, 515);
  p.down(14);
  p.text(380, 'GOODS', { size: 9 }).text(555, en(prt), { size: 9, align: 'right' });
  p.down(12);
  p.text(380, 'FITTING', { size: 9 }).text(555, en(lab), { size: 9, align: 'right' });
  p.down(12);
  p.text(380, `VAT ${mo.vat}%`, { size: 9 }).text(555, en(vat), { size: 9, align: 'right' });
  p.down(14);
  p.box(375, p.y - 11, 180, 16, true);
  p.text(380, 'TOTAL £', { size: 10, bold: true }).text(552, en(gross), { size: 10, bold: true, align: 'right' });
  p.down(30);
  p.text(40, 'ALL EXHAUSTS GUARANTEED FOR AS LONG AS YOU OWN THE CAR. PLEASE RETAIN THIS RECEIPT.', { size: 7.5 });
  p.text(40, 'PAID WITH THANKS', { size: 9, bold: true, y: p.y + 16 });
  p.text(40, `VAT REG NO ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 7, y: 806 });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      gross,
      items.map((x) => x.job),
      items.map((x) => x.part.toUpperCase()),
    ),
  );
}

/** 14. Ohio Chevrolet dealer repair order (DMS print): lines A/B/C with op codes and tech numbers, bottom totals grid. */
export function ohioChevyRepairOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'oh');
  const shop = `${rng.pick(['Buckeye', 'Lakeshore', 'Miami Valley', 'Summit'])} Chevrolet`;
  const date = rng.date(1998, 2026);
  const y = yearOf(date);
  const mo = money('oh', y);
  const rate = r2(rng.int(60, 90) * (1 + (y - 1998) * 0.03));
  const ops = pickOps(
    rng,
    OPS_EN.filter((o) => !o[0].includes('MOT') && !o[0].includes('exhaust centre')),
    rng.int(2, 3),
    rate,
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(2, 5), mo.f * 1.4, () => partNo(rng, 'gm'));
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const supplies = r2(Math.min(35, lab * 0.08));
  const tax = r2(((prt + supplies) * SALES_TAX.oh) / 100);
  const total = r2(lab + prt + supplies + tax);
  const mIn = rng.int(12000, 190000);
  const mOut = mIn + rng.int(1, 8);
  p.text(40, shop.toUpperCase(), { size: 13, bold: true });
  p.text(40, `${a.street.toUpperCase()}  ${a.line2.toUpperCase()}  SERVICE (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 7.5, y: 72 });
  p.text(555, 'REPAIR ORDER', { size: 11, bold: true, align: 'right' });
  p.text(555, `RO# ${digits(rng, 6)}`, { size: 11, bold: true, align: 'right', y: 74 });
  const cust = personEN(rng).toUpperCase();
  const ca = place(rng, 'oh');
  p.text(40, cust, { y: 108, size: 8.5 }).text(40, ca.street.toUpperCase(), { y: 119, size: 8.5 }).text(40, ca.line2.toUpperCase(), { y: 130, size: 8.5 });
  const grid: [string, string][] = [
    ['YEAR', String(y - rng.int(1, 9))],
    ['MAKE/MODEL', rng.pick(['CHEV SILVERADO', 'CHEV MALIBU', 'CHEV EQUINOX', 'CHEV TAHOE', 'CHEV IMPALA'])],
    ['VIN', vin(rng, '1G1')],
    ['LICENSE', plate(rng, 'oh')],
    ['MILEAGE IN / OUT', `${mIn} / ${mOut}`],
    ['TAG', `T${digits(rng, 3)}`],
    ['OPENED', fd(addDays(date, -rng.int(0, 3)), 'usshort')],
    ['READY', fd(date, 'usshort')],
    ['ADVISOR', `${digits(rng, 3)} ${rng.pick(LAST_EN).toUpperCase()}`],
    ['PAY', 'CUSTOMER'],
  ];
  grid.forEach(([l, v], i) => {
    const x = 40 + (i % 5) * 103;
    const yy = 150 + Math.floor(i / 5) * 24;
    p.box(x, yy, 103, 24);
    p.text(x + 3, l, { y: yy + 8, size: 5.5 }).text(x + 3, v, { y: yy + 19, size: i === 2 ? 6.5 : 8 });
  });
  p.y = 222;
  p.text(40, 'LINE OPCODE TECH TYPE', { size: 7.5, bold: true })
    .text(470, 'HOURS', { size: 7.5, bold: true, align: 'right' })
    .text(555, 'AMOUNT', { size: 7.5, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(13);
  ops.forEach((o, i) => {
    const L = 'ABCDEF'[i];
    p.text(40, `${L}  ${rng.pick(['Z7000', 'J6010', 'H2000', 'Z1220', 'K4200'])}  ${digits(rng, 3)}  CP`, { size: 8 })
      .text(180, o.text.toUpperCase(), { size: 8 })
      .text(470, en(o.qty), { size: 8, align: 'right' })
      .text(555, en(o.amount), { size: 8, align: 'right' });
    p.down(11);
    p.text(180, `CAUSE: ${rng.pick(['CUSTOMER REQUEST', 'WORN TO SPEC', 'FAILED INSPECTION', 'PER MAINTENANCE SCHEDULE'])}`, { size: 7 });
    p.down(11);
  });
  p.down(4);
  p.text(40, 'PARTS:', { size: 8, bold: true });
  p.down(11);
  for (const x of parts) {
    p.text(60, `${x.qty} ${x.no}`, { size: 8 })
      .text(180, x.text.toUpperCase(), { size: 8 })
      .text(470, `@ ${en(x.price)}`, { size: 8, align: 'right' })
      .text(555, en(x.amount), { size: 8, align: 'right' });
    p.down(11);
  }
  p.y = Math.max(p.y + 20, 560);
  const tot: [string, string][] = [
    ['LABOR AMOUNT', en(lab)],
    ['PARTS AMOUNT', en(prt)],
    ['SUBLET AMOUNT', '0.00'],
    ['SHOP SUPPLIES', en(supplies)],
    ['SALES TAX', en(tax)],
  ];
  p.box(365, p.y - 12, 190, tot.length * 14 + 24);
  tot.forEach(([l, v]) => {
    p.text(370, l, { size: 8 }).text(550, v, { size: 8, align: 'right' });
    p.down(14);
  });
  p.box(365, p.y - 10, 190, 20, true);
  p.text(370, 'PLEASE PAY THIS AMOUNT', { size: 8.5, bold: true, y: p.y + 4 }).text(550, en(total), { size: 9, bold: true, align: 'right', y: p.y + 4 });
  p.text(40, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 6.5, y: 580 });
  p.text(40, 'CUSTOMER SIGNATURE X ______________________', { size: 7, y: 620 });
  p.text(40, `OH Dealer #${digits(rng, 5)}   Thank you for choosing ${shop}!`, { size: 6.5, y: 806 });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      mIn,
      lab,
      prt,
      total,
      ops.map((o) => o.text.toUpperCase()),
      parts.map((x) => x.text.toUpperCase()),
    ),
  );
}

/** 15. Indiana independent shop, shop-management software invoice: jobs each with their own labor and parts. */
export function indianaShopJobs(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'in');
  const shop = `${rng.pick(['Hoosier', 'Crossroads', 'Three Rivers', 'Wabash'])} Auto Care`;
  const date = rng.date(2009, 2026);
  const y = yearOf(date);
  const mo = money('in', y);
  const rate = rng.int(85, 140);
  const jobOps = pickOps(
    rng,
    OPS_EN.filter((o) => !o[0].includes('MOT')),
    rng.int(2, 3),
    rate,
  );
  const jobs = jobOps.map((o) => ({ o, parts: pickParts(rng, PARTS_EN, rng.int(1, 2), mo.f * 1.3, () => partNo(rng, 'generic')) }));
  const allParts = jobs.flatMap((j) => j.parts);
  const lab = sum(jobOps.map((o) => o.amount));
  const prt = sum(allParts.map((x) => x.amount));
  const fees = r2(rng.int(5, 25));
  const tax = r2((prt * SALES_TAX.in) / 100);
  const total = r2(lab + prt + fees + tax);
  const miles = rng.int(20000, 220000);
  p.text(40, shop, { size: 16, bold: true });
  p.text(40, `${a.street} | ${a.line2} | (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8, y: 76 });
  p.text(555, `Invoice #${digits(rng, 5)}`, { size: 11, bold: true, align: 'right' });
  p.text(555, fd(date, 'uslong'), { size: 9, align: 'right', y: 76 });
  p.box(40, 100, 250, 58);
  p.box(305, 100, 250, 58);
  p.text(46, 'CUSTOMER', { size: 7, bold: true, y: 111 })
    .text(46, personEN(rng), { y: 124, size: 9 })
    .text(46, place(rng, 'in').street, { y: 136, size: 9 })
    .text(46, `Cell (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { y: 148, size: 8 });
  p.text(311, 'VEHICLE', { size: 7, bold: true, y: 111 })
    .text(311, `${y - rng.int(2, 15)} ${rng.pick(CARS_EN.slice(6))}`, { y: 124, size: 9 })
    .text(311, `VIN: ${vin(rng)}`, { y: 136, size: 8 })
    .text(311, `Odometer In: ${num(miles, 'en').slice(0, -3)}   Plate: ${plate(rng, 'in')} IN`, { y: 148, size: 8 });
  p.y = 185;
  jobs.forEach((j, k) => {
    p.box(40, p.y - 11, 515, 15, true);
    p.text(46, `Job ${k + 1}: ${j.o.text}`, { size: 9, bold: true });
    p.down(16);
    p.text(60, 'Labor', { size: 8 })
      .text(200, `${en(j.o.qty)} hrs @ $${en(rate)}/hr`, { size: 8 })
      .text(552, `$${en(j.o.amount)}`, { size: 8.5, align: 'right' });
    p.down(12);
    for (const x of j.parts) {
      p.text(60, 'Part', { size: 8 })
        .text(200, `${x.text} (${x.no})`, { size: 8 })
        .text(420, `${x.qty} x $${en(x.price)}`, { size: 8, align: 'right' })
        .text(552, `$${en(x.amount)}`, { size: 8.5, align: 'right' });
      p.down(12);
    }
    p.text(420, 'Job total', { size: 8, align: 'right' }).text(552, `$${en(r2(j.o.amount + sum(j.parts.map((x) => x.amount))))}`, {
      size: 8.5,
      bold: true,
      align: 'right',
    });
    p.down(20);
  });
  p.down(6);
  const tt: [string, string][] = [
    ['Labor', `$${en(lab)}`],
    ['Parts', `$${en(prt)}`],
    ['Shop Fees', `$${en(fees)}`],
    [`Sales Tax (${SALES_TAX.in}% on parts)`, `$${en(tax)}`],
    ['Grand Total', `$${en(total)}`],
  ];
  tt.forEach(([l, v], i) => {
    p.text(350, l, { size: i === 4 ? 10.5 : 9, bold: i === 4 }).text(552, v, { size: i === 4 ? 10.5 : 9, bold: i === 4, align: 'right' });
    p.down(i === 3 ? 16 : 13);
  });
  p.down(20);
  p.text(40, `Warranty: 24 months / 24,000 miles nationwide on qualifying repairs. Next oil change due at ${num(miles + 5000, 'en').slice(0, -3)} miles.`, {
    size: 7.5,
  });
  p.text(40, 'Powered by ShopBoss · Page 1 of 1', { size: 6, y: 812 });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      total,
      jobOps.map((o) => o.text),
      allParts.map((x) => x.text),
    ),
  );
}

/** 16. Arizona quick-lube: short ticket-like invoice, checklist, window-sticker note. */
export function arizonaQuickLube(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'az');
  const shop = `${rng.pick(['Desert', 'Saguaro', 'Sun Valley', 'Copper State'])} Quick Lube #${rng.int(2, 40)}`;
  const date = rng.date(2000, 2026);
  const y = yearOf(date);
  const f = 1 + (y - 2000) * 0.035;
  const quarts = rng.int(4, 7);
  const parts = [
    { text: `${rng.pick(['Pennzoil', 'Valvoline', 'Castrol GTX', 'Mobil Super'])} 5W-30`, qty: quarts, price: r2(4.5 * f), amount: r2(quarts * r2(4.5 * f)) },
    { text: 'Oil filter', qty: 1, price: r2(7.99 * f), amount: r2(7.99 * f) },
  ];
  if (rng.chance(0.6)) parts.push({ text: 'Wiper blades (pair)', qty: 1, price: r2(19.99 * f), amount: r2(19.99 * f) });
  const work = [{ text: 'Full service oil change', amount: r2(19.95 * f) }];
  if (rng.chance(0.5)) work.push({ text: 'Tire rotation', amount: r2(14.95 * f) });
  const lab = sum(work.map((w) => w.amount));
  const prt = sum(parts.map((x) => x.amount));
  const env = 2.5;
  const tax = r2(((prt + env) * SALES_TAX.az) / 100);
  const total = r2(lab + prt + env + tax);
  const miles = rng.int(15000, 200000);
  p.y = 60;
  p.text(200, shop, { size: 12, bold: true });
  p.down(12);
  p.text(200, `${a.street}, ${a.line2}`, { size: 8 });
  p.down(10);
  p.text(200, `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}  ·  No appointment needed`, { size: 8 });
  p.down(22);
  const kv: [string, string][] = [
    ['Ticket', digits(rng, 7)],
    ['Date', `${fd(date, 'us')}  ${rng.int(7, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`],
    ['Vehicle', `${y - rng.int(1, 14)} ${rng.pick(CARS_EN.slice(6))}`],
    ['Plate', `${plate(rng, 'az')} AZ`],
    ['Odometer', num(miles, 'en').slice(0, -3)],
    ['Technician', `${rng.pick(['Upper', 'Lower'])} bay · ${rng.pick(LAST_EN)}`],
  ];
  kv.forEach(([l, v]) => {
    p.text(200, l, { size: 8.5 }).text(280, v, { size: 8.5 });
    p.down(11);
  });
  p.down(10);
  rule(p, 200, 200);
  p.down(12);
  for (const w of work) {
    p.text(200, w.text, { size: 8.5 }).text(400, en(w.amount), { size: 8.5, align: 'right' });
    p.down(11);
  }
  for (const x of parts) {
    p.text(200, `${x.qty} x ${x.text}`, { size: 8.5 }).text(400, en(x.amount), { size: 8.5, align: 'right' });
    p.down(11);
  }
  p.text(200, 'Environmental fee', { size: 8.5 }).text(400, en(env), { size: 8.5, align: 'right' });
  p.down(8);
  rule(p, 200, 200);
  p.down(12);
  p.text(200, 'Service', { size: 8.5 }).text(400, en(lab), { size: 8.5, align: 'right' });
  p.down(11);
  p.text(200, 'Products', { size: 8.5 }).text(400, en(prt), { size: 8.5, align: 'right' });
  p.down(11);
  p.text(200, 'Tax', { size: 8.5 }).text(400, en(tax), { size: 8.5, align: 'right' });
  p.down(13);
  p.text(200, 'TOTAL', { size: 10, bold: true }).text(400, `$${en(total)}`, { size: 10, bold: true, align: 'right' });
  p.down(14);
  p.text(200, `${rng.pick(['VISA', 'MASTERCARD', 'CASH', 'AMEX'])} ${en(total)}`, { size: 8 });
  p.down(20);
  p.text(200, '24-point check: fluids topped, tire pressure set', { size: 7.5 });
  p.down(10);
  p.text(200, `Next service due: ${num(miles + 5000, 'en').slice(0, -3)} mi or ${fd(addDays(date, 90), 'usshort')}`, { size: 7.5, bold: true });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      total,
      work.map((w) => w.text),
      parts.map((x) => x.text),
    ),
  );
}

/** 17. Arizona Toyota dealer 2010s: customer-pay invoice with story lines and a right-hand totals strip. */
export function phoenixToyotaCustomerPay(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'az');
  const shop = `${rng.pick(['Camelback', 'Valley', 'Superstition', 'Tucson'])} Toyota`;
  const date = rng.date(2008, 2026);
  const y = yearOf(date);
  const mo = money('az', y);
  const rate = rng.int(110, 175);
  const ops = pickOps(
    rng,
    OPS_EN.filter((o) => !o[0].includes('MOT')),
    rng.int(1, 3),
    rate,
  );
  const parts = pickParts(rng, PARTS_EN, rng.int(2, 4), mo.f * 1.5, () => `${digits(rng, 5)}-${digits(rng, 5)}`);
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const haz = r2(rng.int(4, 12));
  const tax = r2(((prt + haz) * SALES_TAX.az) / 100);
  const total = r2(lab + prt + haz + tax);
  const miles = rng.int(5000, 150000);
  p.text(40, shop, { size: 15, bold: true });
  p.text(40, `${a.street} · ${a.line2} · service ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 4)}`, { size: 7.5, y: 74 });
  p.text(555, 'INVOICE', { size: 13, bold: true, align: 'right' });
  p.text(555, 'CUSTOMER COPY', { size: 7, align: 'right', y: 72 });
  // left column lines, right column totals strip
  p.box(420, 95, 135, 300);
  const strip: [string, string][] = [
    ['INVOICE NO.', digits(rng, 6)],
    ['INVOICE DATE', fd(date, 'us')],
    ['PROMISED', fd(date, 'us')],
    ['R.O. OPENED', fd(addDays(date, -rng.int(0, 2)), 'us')],
    ['ODOMETER', num(miles, 'en').slice(0, -3)],
    ['SERVICE ADVISOR', `${rng.pick(LAST_EN)} #${digits(rng, 3)}`],
    ['LABOR', en(lab)],
    ['PARTS', en(prt)],
    ['HAZ MAT / MISC', en(haz)],
    ['TAX', en(tax)],
  ];
  strip.forEach(([l, v], i) => {
    const yy = 108 + i * 25;
    p.text(425, l, { y: yy, size: 6 }).text(550, v, { y: yy + 10, size: 8.5, align: 'right' });
    rule(p, 420, 135, yy + 14);
  });
  p.box(420, 360, 135, 35, true);
  p.text(425, 'TOTAL DUE', { y: 372, size: 7, bold: true }).text(550, `$${en(total)}`, { y: 388, size: 11, bold: true, align: 'right' });
  p.text(40, personEN(rng).toUpperCase(), { y: 110, size: 9 }).text(40, place(rng, 'az').street.toUpperCase(), { y: 121, size: 9 });
  p.text(40, `${y - rng.int(1, 10)} TOYOTA ${rng.pick(['CAMRY LE', 'TACOMA SR5', 'RAV4 XLE', '4RUNNER SR5', 'COROLLA S'])}`, { y: 145, size: 8.5 }).text(
    40,
    `VIN ${vin(rng, rng.pick(['4T1', '5TF', 'JTM', '2T1']))}   LIC ${plate(rng, 'az')}`,
    { y: 156, size: 8.5 },
  );
  p.y = 185;
  ops.forEach((o, i) => {
    p.text(40, `LINE ${i + 1}  OP ${rng.pick(['01', '02', '04'])}TZ${digits(rng, 2)}`, { size: 8, bold: true });
    p.down(11);
    p.text(52, o.text.toUpperCase(), { size: 8 });
    p.text(410, `${en(o.qty)} H  ${en(o.amount)}`, { size: 8, align: 'right' });
    p.down(11);
    p.text(
      52,
      `TECH ${digits(rng, 4)}: ${rng.pick(['PERFORMED PER TOYOTA SPEC. ROAD TESTED OK.', 'VERIFIED CONCERN, REPLACED, RETESTED OK.', 'COMPLETED. NO FURTHER ISSUES FOUND.'])}`,
      { size: 7 },
    );
    p.down(16);
  });
  p.text(40, 'PARTS', { size: 8, bold: true });
  p.down(11);
  for (const x of parts) {
    p.text(52, `${x.no}  ${x.text.toUpperCase()}`, { size: 8 }).text(410, `${x.qty} @ ${en(x.price)}  ${en(x.amount)}`, { size: 8, align: 'right' });
    p.down(11);
  }
  p.text(40, 'Arizona Dealer License L' + digits(rng, 5) + ' · Prices include no warranty other than stated. ToyotaCare eligible.', { size: 6.5, y: 806 });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      total,
      ops.map((o) => o.text.toUpperCase()),
      parts.map((x) => x.text.toUpperCase()),
    ),
  );
}

/** 18. Akron tire dealer, 1990s continuous-form print: everything upper case, item numbers and a merchandise/service split. */
export function akronTireContinuous(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'oh');
  const shop = `${rng.pick(['ROLLING HILLS', 'PORTAGE', 'CUYAHOGA', 'RUBBER CITY'])} TIRE & SERVICE`;
  const date = rng.date(1990, 2002);
  const y = yearOf(date);
  const f = 1 + (y - 1990) * 0.03;
  const tyre = rng.pick(['P195/75R14 GOODYEAR INVICTA', 'P205/70R15 FIRESTONE FR480', 'P215/65R15 GENERAL AMERI*TECH', 'P185/80R13 DUNLOP D60']);
  const tp = r2(rng.int(48, 85) * f);
  const merch = [
    { no: digits(rng, 6), text: tyre, qty: 4, price: tp, amount: r2(4 * tp) },
    { no: digits(rng, 6), text: 'VALVE STEM TR413', qty: 4, price: r2(1.5 * f), amount: r2(4 * r2(1.5 * f)) },
  ];
  const serv = rng
    .some(
      [
        ['MOUNT & BALANCE', 9],
        ['FRONT END ALIGNMENT', 39.95],
        ['TIRE DISPOSAL FEE', 2],
        ['LUBE OIL FILTER', 18.95],
      ] as [string, number][],
      rng.int(2, 3),
    )
    .map(([t, pr]) => {
      const q = t.startsWith('MOUNT') || t.startsWith('TIRE') ? 4 : 1;
      const price = r2(pr * f);
      return { no: `S${digits(rng, 4)}`, text: t, qty: q, price, amount: r2(q * price) };
    });
  const prt = sum(merch.map((x) => x.amount));
  const lab = sum(serv.map((x) => x.amount));
  const tax = r2((prt * (y < 1993 ? 5.5 : 5.75)) / 100);
  const total = r2(prt + lab + tax);
  const miles = rng.int(30000, 160000);
  const S = 8.5;
  p.y = 48;
  p.text(40, shop, { size: 11, bold: true });
  p.text(40, `${a.street.toUpperCase()}, ${a.line2.toUpperCase()}   PH ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 7.5, y: 60 });
  p.text(555, `INVOICE ${digits(rng, 6)}`, { size: S, align: 'right', y: 48 }).text(555, `DATE ${fd(date, 'usshort')}`, { size: S, align: 'right', y: 60 });
  p.y = 96;
  p.text(40, `SOLD TO: ${personEN(rng).toUpperCase()}`, { size: S });
  p.down(11);
  p.text(
    40,
    `YR/MAKE/MODEL: ${String(y - rng.int(2, 10)).slice(2)} ${rng.pick(['BUICK LESABRE', 'OLDS CUTLASS', 'FORD TAURUS', 'CHEV LUMINA', 'PONTIAC GRAND AM'])}   LIC: ${plate(rng, 'oh')}   MILES: ${miles}`,
    { size: S },
  );
  p.down(20);
  p.text(40, 'ITEM NO.', { size: S })
    .text(110, 'DESCRIPTION', { size: S })
    .text(380, 'QTY', { size: S, align: 'right' })
    .text(460, 'PRICE', { size: S, align: 'right' })
    .text(555, 'EXTENSION', { size: S, align: 'right' });
  p.down(6);
  p.text(40, '-'.repeat(120), { size: 7 });
  p.down(12);
  for (const x of [...merch, ...serv]) {
    p.text(40, x.no, { size: S })
      .text(110, x.text, { size: S })
      .text(380, String(x.qty), { size: S, align: 'right' })
      .text(460, en(x.price), { size: S, align: 'right' })
      .text(555, en(x.amount), { size: S, align: 'right' });
    p.down(11);
  }
  p.text(40, '-'.repeat(120), { size: 7 });
  p.down(13);
  const t: [string, string][] = [
    ['MERCHANDISE', en(prt)],
    ['LABOR/SERVICE', en(lab)],
    ['SALES TAX', en(tax)],
    ['TOTAL', en(total)],
  ];
  t.forEach(([l, v], i) => {
    p.text(380, l, { size: S, bold: i === 3 }).text(555, v, { size: S, bold: i === 3, align: 'right' });
    p.down(11);
  });
  p.down(14);
  p.text(40, `ROAD HAZARD WARRANTY: ${rng.pick(['DECLINED', 'PURCHASED'])}   RE-TORQUE LUG NUTS AFTER 50 MILES   TECH ${digits(rng, 2)}`, { size: 7.5 });
  p.text(40, 'CUSTOMER COPY', { size: 7.5, y: 806 });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      total,
      serv.map((x) => x.text),
      merch.map((x) => x.text),
    ),
  );
}

/** 19. Fort Wayne Ford dealer, 1990s: customer invoice with labor and parts in separate boxed panes and a warranty split. */
export function fortWayneFordPanes(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'in');
  const shop = `${rng.pick(['Summit City', 'Allen County', 'Maumee Valley'])} Ford-Mercury, Inc.`;
  const date = rng.date(1991, 2006);
  const y = yearOf(date);
  const mo = money('in', y);
  const rate = r2(rng.int(42, 68) * (1 + (y - 1991) * 0.03));
  const ops = pickOps(
    rng,
    OPS_EN.filter((o) => !o[0].includes('MOT') && !o[0].includes('exhaust centre')),
    rng.int(2, 3),
    rate,
  );
  const parts = pickParts(
    rng,
    PARTS_EN,
    rng.int(2, 4),
    mo.f * 1.3,
    () => `${rng.pick(['F5', 'E9', 'F2', 'XL'])}ZZ-${digits(rng, 4)}-${rng.pick(['A', 'B', 'C'])}`,
  );
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const tax = r2((prt * (y < 2003 ? 5 : 6)) / 100);
  const total = r2(lab + prt + tax);
  const miles = rng.int(10000, 160000);
  p.text(297, shop, { size: 13, bold: true, align: 'center' });
  p.text(297, `${a.street} · ${a.line2} · Service Dept. (260) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8, align: 'center', y: 74 });
  p.text(40, 'CUSTOMER INVOICE', { size: 10, bold: true, y: 104 });
  const hdr: [string, string][] = [
    ['Invoice', digits(rng, 5)],
    ['Date', fd(date, 'us')],
    ['Customer', personEN(rng)],
    ['Vehicle', `${y - rng.int(1, 8)} ${rng.pick(['Ford Taurus GL', 'Ford F-150 XLT', 'Ford Explorer XLT', 'Mercury Sable LS', 'Ford Ranger'])}`],
    ['Serial', vin(rng, rng.pick(['1FA', '1FT', '1FM', '1ME']))],
    ['Odom.', String(miles)],
  ];
  hdr.forEach(([l, v], i) => {
    const x = 40 + (i % 3) * 172;
    const yy = 122 + Math.floor(i / 3) * 13;
    p.text(x, `${l}:`, { y: yy, size: 8, bold: true }).text(x + 48, v, { y: yy, size: 8 });
  });
  // labor pane
  let top = 160;
  p.box(40, top, 515, 16 + ops.length * 13 + 18);
  p.text(46, 'LABOR', { y: top + 11, size: 8, bold: true })
    .text(480, 'HRS', { y: top + 11, size: 7.5, align: 'right' })
    .text(550, 'CHARGE', { y: top + 11, size: 7.5, align: 'right' });
  ops.forEach((o, i) => {
    p.text(46, `${i + 1}. ${o.text}`, { y: top + 26 + i * 13, size: 8.5 })
      .text(480, en(o.qty), { y: top + 26 + i * 13, size: 8.5, align: 'right' })
      .text(550, en(o.amount), { y: top + 26 + i * 13, size: 8.5, align: 'right' });
  });
  p.text(430, 'TOTAL LABOR', { y: top + 28 + ops.length * 13, size: 8, bold: true, align: 'right' }).text(550, en(lab), {
    y: top + 28 + ops.length * 13,
    size: 8.5,
    bold: true,
    align: 'right',
  });
  top += 16 + ops.length * 13 + 30;
  p.box(40, top, 515, 16 + parts.length * 13 + 18);
  p.text(46, 'PARTS', { y: top + 11, size: 8, bold: true })
    .text(140, 'PART NUMBER', { y: top + 11, size: 7.5 })
    .text(430, 'QTY', { y: top + 11, size: 7.5, align: 'right' })
    .text(550, 'SALE', { y: top + 11, size: 7.5, align: 'right' });
  parts.forEach((x, i) => {
    p.text(46, x.text, { y: top + 26 + i * 13, size: 8.5 })
      .text(200, x.no, { y: top + 26 + i * 13, size: 8.5 })
      .text(430, String(x.qty), { y: top + 26 + i * 13, size: 8.5, align: 'right' })
      .text(550, en(x.amount), { y: top + 26 + i * 13, size: 8.5, align: 'right' });
  });
  p.text(430, 'TOTAL PARTS', { y: top + 28 + parts.length * 13, size: 8, bold: true, align: 'right' }).text(550, en(prt), {
    y: top + 28 + parts.length * 13,
    size: 8.5,
    bold: true,
    align: 'right',
  });
  top += 16 + parts.length * 13 + 34;
  const t: [string, string][] = [
    ['CUSTOMER PAY', en(r2(lab + prt))],
    ['WARRANTY', '0.00'],
    ['INTERNAL', '0.00'],
    ['INDIANA SALES TAX', en(tax)],
    ['AMOUNT DUE', en(total)],
  ];
  t.forEach(([l, v], i) => {
    p.text(400, l, { y: top + i * 13, size: 8.5, bold: i === 4 }).text(550, v, { y: top + i * 13, size: 8.5, bold: i === 4, align: 'right' });
  });
  p.text(40, 'Service Advisor: ' + personEN(rng) + '   Technician: ' + digits(rng, 3), { y: top, size: 8 });
  p.text(40, 'Thank you for your business. Quality Care for Quality Cars.', { y: 806, size: 7 });
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      total,
      ops.map((o) => o.text),
      parts.map((x) => x.text),
    ),
  );
}

/** 20. County Durham 4x4 specialist, 2010s: job card-cum-invoice, labels below values, VAT on a separate line per part/labour. */
export function durham4x4Specialist(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ne');
  const shop = `${rng.pick(['Wear Valley', 'Dales', 'Derwentside', 'Pennine'])} 4x4 Ltd`;
  const date = rng.date(2010, 2026);
  const y = yearOf(date);
  const mo = money('ne', y);
  const rate = rng.int(48, 78);
  const pool: [string, number][] = [
    ['Replace swivel housing seals', 3.2],
    ['Replace rear air suspension bag', 1.8],
    ['Service, oil and filters', 1.6],
    ['Replace propshaft UJs', 2.0],
    ['Diagnostics with TestBook', 0.8],
    ['Replace EGR valve', 2.4],
  ];
  const ops = pickOps(rng, pool, rng.int(2, 3), rate);
  const pparts: [string, number, string][] = [
    ['Swivel seal kit', 42, 'EA'],
    ['Air spring rear', 180, 'EA'],
    ['Oil filter', 12, 'EA'],
    ['Fuel filter', 26, 'EA'],
    ['Universal joint', 28, 'EA'],
    ['EGR valve', 210, 'EA'],
    ['Engine oil 5W-30 5L', 39, 'EA'],
  ];
  const parts = pickParts(rng, pparts, rng.int(2, 4), 1 + (y - 2010) * 0.03, () => `${rng.pick(['LR', 'STC', 'RTC', 'ERR'])}${digits(rng, 4)}`);
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const miles = rng.int(40000, 180000);
  p.text(40, shop, { size: 16, bold: true });
  p.text(40, 'Land Rover & Range Rover Specialists', { size: 8.5, y: 76 });
  p.text(555, `${a.street}`, { size: 8, align: 'right', y: 60 })
    .text(555, `${a.town} ${a.zip}`, { size: 8, align: 'right', y: 70 })
    .text(555, `01388 ${digits(rng, 6)}`, { size: 8, align: 'right', y: 80 });
  rule(p, 40, 515, 92, true);
  const vals: [string, string][] = [
    [`JC${digits(rng, 5)}`, 'Job / invoice no.'],
    [fd(date, 'ukshort'), 'Invoice date'],
    [plate(rng, 'ne', y - rng.int(2, 10)), 'Registration'],
    [rng.pick(['Discovery 3 TDV6', 'Defender 110 Td5', 'Range Rover Sport', 'Freelander 2 TD4']), 'Model'],
    [num(miles, 'en').slice(0, -3), 'Mileage'],
  ];
  vals.forEach(([v, l], i) => {
    const x = 40 + i * 103;
    p.text(x, v, { y: 112, size: 9, bold: true }).text(x, l, { y: 122, size: 6.5 });
  });
  p.text(40, `Customer: ${personEN(rng)}, ${place(rng, 'ne').town}`, { y: 142, size: 8.5 });
  p.text(40, `VIN: ${vin(rng, 'SAL')}`, { y: 154, size: 8.5 });
  p.y = 182;
  const c = [40, 110, 360, 410, 470, 555];
  ['Type', 'Description', 'Qty', 'Price', 'VAT', 'Net'].forEach((h, i) => p.text(c[i], h, { size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }));
  rule(p, 40, 515, p.y + 4);
  p.down(16);
  for (const o of ops) {
    [`Labour`, o.text, en(o.qty), en(o.price), `${mo.vat}%`, en(o.amount)].forEach((t, i) => p.text(c[i], t, { size: 8.5, align: i >= 2 ? 'right' : 'left' }));
    p.down(12);
  }
  for (const x of parts) {
    [x.no, x.text, String(x.qty), en(x.price), `${mo.vat}%`, en(x.amount)].forEach((t, i) => p.text(c[i], t, { size: 8.5, align: i >= 2 ? 'right' : 'left' }));
    p.down(12);
  }
  p.down(12);
  const tt: [string, string][] = [
    ['Total labour', en(lab)],
    ['Total parts', en(prt)],
    ['Net total', en(net)],
    ['VAT', en(vat)],
    ['Gross total', `£${en(gross)}`],
  ];
  tt.forEach(([l, v], i) => {
    p.text(400, l, { size: 9, bold: i === 4 }).text(555, v, { size: 9, bold: i === 4, align: 'right' });
    p.down(12);
  });
  p.down(20);
  p.text(
    40,
    'Technician notes: ' +
      rng.pick([
        'chassis rails checked, light surface corrosion only',
        'front discs near minimum, advise replacement at next service',
        'no faults stored after repair',
      ]),
    { size: 8 },
  );
  p.text(
    40,
    `${shop} · Registered in England & Wales ${digits(rng, 8)} · VAT ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Lloyds Bank ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)} ${digits(rng, 8)}`,
    { size: 6, y: 806 },
  );
  return doc(
    p,
    'en',
    svc(
      shop,
      date,
      miles,
      lab,
      prt,
      gross,
      ops.map((o) => o.text),
      parts.map((x) => x.text),
    ),
  );
}
