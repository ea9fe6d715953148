/** US and UK workshop bills out of dealer systems, apps, fleet portals and Word templates, 2000–2026. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, digits, EN_JOBS, EN_PARTS, fmt, letters, lines, money, r2, Sheet, sum, ukPlate, ukVat, usPlate, vin } from './kit';

const service = (s: Sheet, truth: Record<string, unknown>): Generated => ({ items: s.items, language: 'en', truth: { documentType: 'service', ...truth } });

/** A US dealer repair order out of a DMS: lettered op lines, tech numbers, shop supplies, "PLEASE PAY THIS AMOUNT". */
export function usRepairOrder(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Lakeside Ford Lincoln', 'Mesa Verde Toyota', 'Bayshore Chevrolet Buick GMC']);
  const date = rng.date(2008, 2025);
  const opened = addDays(date, -rng.int(1, 3));
  const km = rng.int(12000, 160000);
  const jobs = lines(rng, EN_JOBS, rng.int(2, 4), 45, 420);
  const parts = lines(rng, EN_PARTS, rng.int(2, 4), 6, 190, 3);
  const lab = sum(jobs);
  const par = sum(parts);
  const supplies = r2(Math.min(45, lab * 0.08));
  const tax = r2(par * 0.0725);
  const total = r2(lab + par + supplies + tax);
  s.text(40, name.toUpperCase(), { y: 40, size: 12, bold: true });
  s.text(
    40,
    `${rng.int(100, 9999)} AUTO MALL DR · ${rng.pick(['TEMPE AZ 85284', 'SAN MATEO CA 94403', 'TAMPA FL 33610'])} · SERVICE (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`,
    { y: 51, size: 6.5 },
  );
  s.box(400, 28, 155, 34)
    .text(477, 'INVOICE', { y: 40, size: 8, bold: true, align: 'center' })
    .text(477, `RO# ${digits(rng, 6)}`, { y: 55, size: 10, bold: true, align: 'center' });
  const grid: [string, string, number, number, number][] = [
    ['CUSTOMER NO.', digits(rng, 6), 40, 72, 100],
    ['ADVISOR', `${rng.int(100, 999)} ${rng.pick(['KIM', 'LOPEZ', 'DAVIS'])}`, 140, 72, 100],
    ['TAG', `T${digits(rng, 4)}`, 240, 72, 60],
    ['R.O. OPENED', `${fmt(opened, 'us')} 07:${rng.int(10, 59)}`, 300, 72, 100],
    ['READY', fmt(date, 'us'), 400, 72, 70],
    ['INVOICE DATE', fmt(date, 'us'), 470, 72, 85],
    ['YEAR MAKE MODEL', rng.pick(['2014 FORD ESCAPE', '2011 TOYOTA CAMRY', '2017 CHEVROLET EQUINOX']), 40, 98, 160],
    ['VIN', vin(rng, rng.pick(['1FM', '4T1', '2GN'])), 200, 98, 140],
    ['LICENSE', usPlate(rng), 340, 98, 80],
    ['MILEAGE IN / OUT', `${km} / ${km + rng.int(1, 6)}`, 420, 98, 135],
  ];
  for (const [l, v, x, y, w] of grid) {
    s.box(x, y, w, 24);
    s.text(x + 3, l, { y: y + 8, size: 5.5 }).text(x + 3, v, { y: y + 19, size: 8 });
  }
  let y = 142;
  s.text(40, 'LINE OPCODE TECH TYPE   DESCRIPTION', { y, size: 7, bold: true }).text(555, 'AMOUNT', { y, size: 7, bold: true, align: 'right' });
  s.rule(40, 515, y + 4);
  y += 16;
  jobs.forEach((j, i) => {
    const letter = String.fromCharCode(65 + i);
    s.text(40, `${letter}  ${rng.pick(['01', '22', '14'])}${letters(rng, 2)}${digits(rng, 2)}  ${rng.int(100, 999)}  C`, { y, size: 7.5 });
    s.text(180, j.name.toUpperCase(), { y, size: 7.5 }).text(555, money(j.amount, 'num-en'), { y, size: 7.5, align: 'right' });
    y += 11;
    s.text(180, `CAUSE: ${rng.pick(['CUSTOMER REQUEST', 'PER MAINTENANCE SCHEDULE', 'WORN BEYOND SPEC'])}`, { y, size: 6.5 });
    y += 10;
    const mine = parts.filter((_, k) => k % jobs.length === i);
    for (const p of mine) {
      s.text(196, `${p.qty}  ${letters(rng, 2)}${digits(rng, 5)}-${letters(rng, 1)}  ${p.name.toUpperCase()}`, { y, size: 6.5 }).text(
        480,
        money(p.amount, 'num-en'),
        { y, size: 6.5, align: 'right' },
      );
      y += 10;
    }
    y += 4;
  });
  y += 10;
  s.box(360, y, 195, 110);
  const tot: [string, number][] = [
    ['LABOR AMOUNT', lab],
    ['PARTS AMOUNT', par],
    ['GAS, OIL, LUBE', 0],
    ['SUBLET AMOUNT', 0],
    ['SHOP SUPPLIES', supplies],
    ['SALES TAX', tax],
  ];
  tot.forEach(([l, v], i) => s.text(366, l, { y: y + 12 + i * 12, size: 7 }).text(549, money(v, 'num-en'), { y: y + 12 + i * 12, size: 7, align: 'right' }));
  s.box(360, y + 84, 195, 26, true)
    .text(366, 'PLEASE PAY THIS AMOUNT', { y: y + 101, size: 7.5, bold: true })
    .text(549, money(total, 'num-en'), { y: y + 101, size: 10, bold: true, align: 'right' });
  s.text(40, 'ALL PARTS ARE NEW UNLESS OTHERWISE SPECIFIED. WARRANTY 12 MONTHS / 12,000 MILES.', { y: y + 12, size: 6 });
  s.text(40, `NEXT SERVICE DUE AT ${(km + 5000).toLocaleString('en-US')} MILES`, { y: y + 24, size: 6.5, bold: true });
  s.text(40, 'CUSTOMER COPY', { y: 812, size: 7, bold: true }).text(555, `PAGE 1 OF 1   ${fmt(date, 'us')} ${rng.int(10, 18)}:${rng.int(10, 59)}`, {
    y: 812,
    size: 6,
    align: 'right',
  });
  return service(s, {
    serviceDate: date,
    shopName: name.toUpperCase(),
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name.toUpperCase()),
    partsUsed: parts.map((p) => p.name.toUpperCase()),
  });
}

/** A UK franchised dealer's VAT invoice: tax point, VAT number, company details in the footer. */
export function ukDealerVat(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Hendry & Cole Motors Ltd', 'Pennine Vauxhall Ltd', 'Westgate Motor Group Ltd']);
  const date = rng.date(2009, 2025);
  const km = rng.int(9000, 120000);
  const jobs = lines(rng, EN_JOBS, rng.int(2, 4), 40, 360);
  const parts = lines(rng, EN_PARTS, rng.int(2, 4), 5, 150, 2);
  const lab = sum(jobs);
  const par = sum(parts);
  const net = r2(lab + par);
  const rate = ukVat(date);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  s.text(555, name, { y: 48, size: 14, bold: true, align: 'right' }).text(555, 'Sales · Service · Parts · Bodyshop', { y: 60, size: 7.5, align: 'right' });
  s.text(40, 'VAT INVOICE', { y: 110, size: 13, bold: true });
  const info: [string, string][] = [
    ['Invoice No', `SI${digits(rng, 6)}`],
    ['Invoice Date / Tax Point', fmt(date, 'uk')],
    ['Job Card', `W${digits(rng, 5)}`],
    ['Reg No', ukPlate(rng)],
    ['Mileage', km.toLocaleString('en-GB')],
    ['Account', `CASH${digits(rng, 3)}`],
  ];
  info.forEach(([l, v], i) => s.text(360, l, { y: 100 + i * 11, size: 7.5 }).text(555, v, { y: 100 + i * 11, size: 7.5, align: 'right' }));
  let y = 182;
  s.box(40, y - 10, 515, 14, true)
    .text(44, 'Description', { y, size: 8, bold: true })
    .text(400, 'Qty', { y, size: 8, bold: true, align: 'right' });
  s.text(470, 'VAT', { y, size: 8, bold: true, align: 'right' }).text(551, 'Net £', { y, size: 8, bold: true, align: 'right' });
  y += 16;
  s.text(44, 'LABOUR', { y, size: 8, bold: true });
  y += 12;
  for (const j of jobs) {
    s.text(52, j.name, { y, size: 8.5 })
      .text(400, `${rng.pick(['0.8', '1.2', '1.5', '2.0'])}`, { y, size: 8.5, align: 'right' })
      .text(470, 'S', { y, size: 8.5, align: 'right' })
      .text(551, money(j.amount, 'num-en'), { y, size: 8.5, align: 'right' });
    y += 12;
  }
  y += 4;
  s.text(44, 'PARTS', { y, size: 8, bold: true });
  y += 12;
  for (const p of parts) {
    s.text(52, p.name, { y, size: 8.5 })
      .text(300, `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 5)}`, { y, size: 7 })
      .text(400, String(p.qty), { y, size: 8.5, align: 'right' });
    s.text(470, 'S', { y, size: 8.5, align: 'right' }).text(551, money(p.amount, 'num-en'), { y, size: 8.5, align: 'right' });
    y += 12;
  }
  y += 20;
  const tot: [string, number][] = [
    ['Labour', lab],
    ['Parts', par],
    ['Total Net', net],
    [`VAT @ ${rate}%`, vat],
  ];
  tot.forEach(([l, v], i) => s.text(380, l, { y: y + i * 13, size: 9 }).text(551, money(v, 'gbp'), { y: y + i * 13, size: 9, align: 'right' }));
  y += 52;
  s.box(376, y - 12, 179, 18)
    .text(380, 'Invoice Total', { y, size: 10, bold: true })
    .text(551, money(total, 'gbp'), { y, size: 10, bold: true, align: 'right' });
  s.text(40, 'VAT Analysis: S = Standard rated', { y: y - 40, size: 7 });
  s.rule(40, 515, 780);
  s.text(
    298,
    `${name}. Registered in England No. ${digits(rng, 8)}. Registered Office: Unit ${rng.int(1, 20)}, Calder Way, Halifax HX1 ${digits(rng, 1)}${letters(rng, 2)}.`,
    { y: 792, size: 6, align: 'center' },
  );
  s.text(
    298,
    `VAT Reg No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Authorised and regulated by the Financial Conduct Authority (FRN ${digits(rng, 6)})`,
    { y: 801, size: 6, align: 'center' },
  );
  s.text(298, 'Page 1 of 1', { y: 814, size: 6.5, align: 'center' });
  return service(s, {
    serviceDate: date,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name),
    partsUsed: parts.map((p) => p.name),
  });
}

/** A mobile-mechanic app's e-mailed invoice: cards, a date of service apart from the invoice date, card charge and a tip. */
export function appMobile(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['WrenchDrop Mobile Auto LLC', 'FixFleet On-Site Repair Inc.', 'Driveway Mechanics Co.']);
  const date = rng.date(2019, 2026);
  const work = addDays(date, -rng.int(1, 5));
  const km = rng.int(20000, 150000);
  const jobs = lines(rng, EN_JOBS, 2, 60, 280);
  const parts = lines(rng, EN_PARTS, rng.int(2, 3), 8, 120);
  const lab = sum(jobs);
  const par = sum(parts);
  const fee = 29;
  const tax = r2(par * 0.0825);
  const total = r2(lab + par + fee + tax);
  const tip = rng.pick([10, 15, 20]);
  s.text(40, `${fmt(date, 'us')}, ${rng.int(1, 11)}:${rng.int(10, 59)} PM`, { y: 18, size: 6 }).text(555, `Mail - Invoice #${digits(rng, 5)}`, {
    y: 18,
    size: 6,
    align: 'right',
  });
  s.text(298, name, { y: 64, size: 14, bold: true, align: 'center' });
  s.text(298, 'Thanks for booking with us!', { y: 82, size: 10, align: 'center' });
  s.box(60, 100, 475, 64);
  s.stacked(72, 'Invoice date', fmt(date, 'us-abbr'), 116);
  s.stacked(190, 'Service date', fmt(work, 'us-abbr'), 116);
  s.stacked(310, 'Vehicle', rng.pick(['2016 Honda CR-V', '2012 Subaru Outback', '2019 Nissan Rogue']), 116);
  s.stacked(440, 'Odometer', `${km.toLocaleString('en-US')} mi`, 116);
  s.stacked(72, 'Technician', rng.pick(['Marcus T.', 'Jenna R.', 'Luis A.']), 144);
  s.stacked(190, 'Location', rng.pick(['Customer driveway', 'Office parking lot']), 144);
  let y = 190;
  s.text(60, 'Services', { y, size: 11, bold: true });
  y += 16;
  for (const j of jobs) {
    s.text(60, j.name, { y, size: 9.5 }).text(535, money(j.amount, 'usd'), { y, size: 9.5, align: 'right' });
    y += 15;
  }
  s.text(60, 'Labor subtotal', { y, size: 8.5, bold: true }).text(535, money(lab, 'usd'), { y, size: 8.5, bold: true, align: 'right' });
  y += 24;
  s.text(60, 'Parts', { y, size: 11, bold: true });
  y += 16;
  for (const p of parts) {
    s.text(60, p.name, { y, size: 9.5 }).text(535, money(p.amount, 'usd'), { y, size: 9.5, align: 'right' });
    y += 15;
  }
  s.text(60, 'Parts subtotal', { y, size: 8.5, bold: true }).text(535, money(par, 'usd'), { y, size: 8.5, bold: true, align: 'right' });
  y += 26;
  s.rule(60, 475, y - 12);
  s.text(60, 'Trip fee', { y, size: 9 }).text(535, money(fee, 'usd'), { y, size: 9, align: 'right' });
  s.text(60, 'Tax (parts)', { y: y + 14, size: 9 }).text(535, money(tax, 'usd'), { y: y + 14, size: 9, align: 'right' });
  s.text(60, 'Total', { y: y + 34, size: 13, bold: true }).text(535, money(total, 'usd'), { y: y + 34, size: 13, bold: true, align: 'right' });
  s.text(60, `Tip for your technician (optional): ${money(tip, 'usd')}`, { y: y + 52, size: 8.5 });
  s.text(60, `Charged to Visa •••• ${digits(rng, 4)}: ${money(r2(total + tip), 'usd')}`, { y: y + 64, size: 8.5 });
  s.qr(60, y + 84, 46, 'Rebook in the app');
  s.text(298, `${name} · Licensed ARD #${digits(rng, 6)} · support@example.com`, { y: 800, size: 6.5, align: 'center' });
  s.text(555, '1/1', { y: 826, size: 6, align: 'right' }).text(40, 'https://mail.example.com/inbox/invoice', { y: 826, size: 6 });
  return service(s, {
    serviceDate: work,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name),
    partsUsed: parts.map((p) => p.name),
  });
}

/** A UK independent's Word-template invoice: labour as hours × rate, parts with "£" set apart, odd right margins. */
export function ukWordTemplate(rng: Random): Generated {
  const s = new Sheet();
  const owner = rng.pick(['D. Pritchard', 'K. Oduya', 'S. McAllister']);
  const name = rng.pick([`${owner} Motor Engineers`, 'Tollgate Garage', 'Brookside Autos']);
  const date = rng.date(2003, 2024);
  const work = addDays(date, -rng.int(0, 2));
  const km = rng.int(30000, 190000);
  const rate = rng.pick([38, 45, 52, 60]);
  const jobs = rng.some(EN_JOBS, 3);
  const hrs = jobs.map(() => rng.pick([0.5, 1, 1.5, 2]));
  const lab = r2(hrs.reduce((a, h) => a + h * rate, 0));
  const parts = lines(rng, EN_PARTS, rng.int(2, 4), 4, 90);
  const par = sum(parts);
  const net = r2(lab + par);
  const vatOn = rng.chance(0.5);
  const rateV = ukVat(date);
  const vat = vatOn ? r2((net * rateV) / 100) : 0;
  const total = r2(net + vat);
  s.text(60, name, { y: 60, size: 20, serif: true, bold: true });
  s.text(60, `${rng.int(1, 80)} Station Road, ${rng.pick(['Wrexham', 'Leek', 'Ross-on-Wye'])}  ·  Tel: 01${digits(rng, 3)} ${digits(rng, 6)}`, {
    y: 76,
    size: 9,
    serif: true,
  });
  s.text(60, `INVOICE  No. ${rng.int(1000, 9999)}`, { y: 120, size: 12, serif: true, bold: true }).text(470, `Date: ${fmt(date, 'uk')}`, {
    y: 120,
    size: 10,
    serif: true,
  });
  s.text(60, `Customer: ${rng.pick(['Mrs J. Hughes', 'Mr P. Nash', 'Dr A. Rahman'])}`, { y: 142, size: 10, serif: true });
  s.text(60, `Vehicle: ${rng.pick(['Vauxhall Corsa', 'Ford Fiesta', 'Volvo V70'])}    Reg: ${ukPlate(rng)}    Mileage: ${km}`, {
    y: 156,
    size: 10,
    serif: true,
  });
  s.text(60, `Work carried out on ${fmt(work, 'uk-long')}:`, { y: 182, size: 10, serif: true, bold: true });
  let y = 200;
  jobs.forEach((j, i) => {
    s.text(72, `- ${j}`, { y, size: 10, serif: true }).text(360, `${hrs[i]} hrs @ £${rate}`, { y, size: 10, serif: true });
    y += 15;
  });
  s.text(360, 'Labour', { y: y + 4, size: 10, serif: true })
    .text(455, '£', { y: y + 4, size: 10, serif: true })
    .text(530, money(lab, 'num-en'), { y: y + 4, size: 10, serif: true, align: 'right' });
  y += 30;
  s.text(60, 'Parts supplied:', { y, size: 10, serif: true, bold: true });
  y += 16;
  for (const p of parts) {
    // the template's tab stop sits a little left of the labour column
    s.text(72, p.name, { y, size: 10, serif: true })
      .text(447, '£', { y, size: 10, serif: true })
      .text(522, money(p.amount, 'num-en'), { y, size: 10, serif: true, align: 'right' });
    y += 15;
  }
  s.text(360, 'Parts', { y: y + 4, size: 10, serif: true })
    .text(455, '£', { y: y + 4, size: 10, serif: true })
    .text(530, money(par, 'num-en'), { y: y + 4, size: 10, serif: true, align: 'right' });
  y += 34;
  if (vatOn) {
    s.text(360, 'Sub-total', { y, size: 10, serif: true })
      .text(455, '£', { y, size: 10, serif: true })
      .text(530, money(net, 'num-en'), { y, size: 10, serif: true, align: 'right' });
    s.text(360, `VAT ${rateV}%`, { y: y + 15, size: 10, serif: true })
      .text(455, '£', { y: y + 15, size: 10, serif: true })
      .text(530, money(vat, 'num-en'), { y: y + 15, size: 10, serif: true, align: 'right' });
    y += 30;
  }
  s.text(360, 'TOTAL DUE', { y: y + 4, size: 11, serif: true, bold: true })
    .text(455, '£', { y: y + 4, size: 11, serif: true, bold: true })
    .text(530, money(total, 'num-en'), { y: y + 4, size: 11, serif: true, bold: true, align: 'right' });
  s.rule(440, 100, y + 9);
  s.rule(440, 100, y + 11);
  s.text(60, `Payment by BACS to Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)} Acc ${digits(rng, 8)}. Thank you for your custom.`, {
    y: y + 60,
    size: 9,
    serif: true,
  });
  if (!vatOn) s.text(60, 'Not VAT registered.', { y: y + 74, size: 9, serif: true });
  return service(s, {
    serviceDate: work,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map((p) => p.name),
  });
}

/** A US quick-lube e-ticket: package prices, no labour/parts split, next-due sticker mileage. */
export function usQuickLube(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Peak Performance Lube Center', 'QuikChange Oil & Tire #214', 'Rapid Lube Express Inc.']);
  const date = rng.date(2005, 2026);
  const km = rng.int(25000, 200000);
  const items = [
    { name: rng.pick(['Synthetic Blend Oil Change', 'Full Synthetic Oil Service', 'High Mileage Oil Change']), amount: r2(rng.int(39, 99) + 0.99) },
    { name: 'Engine Air Filter', amount: r2(rng.int(18, 34) + 0.99) },
    { name: rng.pick(['Wiper Blade Pair', 'Cabin Air Filter', 'Tire Rotation']), amount: r2(rng.int(19, 39) + 0.99) },
  ];
  const sub = sum(items);
  const disc = r2(rng.pick([5, 10, 15]));
  const tax = r2((sub - disc) * 0.06);
  const total = r2(sub - disc + tax);
  s.text(298, name, { y: 50, size: 14, bold: true, align: 'center' });
  s.text(298, `Store #${rng.int(100, 999)} · ${rng.pick(['Columbus, OH', 'Aurora, CO', 'Plano, TX'])} · Open 7 days`, { y: 63, size: 8, align: 'center' });
  s.text(40, `Ticket ${digits(rng, 7)}`, { y: 100, size: 9, bold: true }).text(555, `${fmt(date, 'us')}  ${rng.int(8, 17)}:${rng.int(10, 59)}`, {
    y: 100,
    size: 9,
    align: 'right',
  });
  s.text(
    40,
    `Vehicle: ${rng.pick(['2010 Jeep Wrangler', '2013 Ford F-150', '2018 Kia Soul'])}  Plate ${usPlate(rng)}  Odometer ${km.toLocaleString('en-US')}`,
    { y: 114, size: 8.5 },
  );
  let y = 146;
  for (const it of items) {
    s.text(40, it.name, { y, size: 10 }).text(555, money(it.amount, 'num-en'), { y, size: 10, align: 'right' });
    y += 15;
  }
  s.text(40, rng.pick(['Coupon: $OFF WEB', 'Fleet discount', 'Loyalty reward']), { y, size: 10 }).text(555, `-${money(disc, 'num-en')}`, {
    y,
    size: 10,
    align: 'right',
  });
  y += 22;
  s.text(400, 'Subtotal', { y, size: 9 }).text(555, money(r2(sub - disc), 'num-en'), { y, size: 9, align: 'right' });
  s.text(400, 'Tax', { y: y + 13, size: 9 }).text(555, money(tax, 'num-en'), { y: y + 13, size: 9, align: 'right' });
  s.text(400, 'TOTAL', { y: y + 32, size: 12, bold: true }).text(555, money(total, 'usd'), { y: y + 32, size: 12, bold: true, align: 'right' });
  s.box(40, y + 56, 220, 62);
  s.text(150, 'NEXT SERVICE DUE', { y: y + 72, size: 8, bold: true, align: 'center' });
  s.text(150, `${(km + 5000).toLocaleString('en-US')} miles`, { y: y + 92, size: 14, bold: true, align: 'center' });
  s.text(150, `or ${fmt(addDays(date, 120), 'us')}`, { y: y + 108, size: 8, align: 'center' });
  s.text(40, '22-point inspection: tires OK · lights OK · belts OK · hoses OK · fluids topped off', { y: y + 140, size: 7.5 });
  s.text(298, 'Survey code on back · Page 1 of 1', { y: 814, size: 6.5, align: 'center' });
  return service(s, { serviceDate: date, shopName: name, serviceMileage: km, totalCost: total, workPerformed: items.map((i) => i.name) });
}

/** A UK classic specialist's Excel sheet: dated hour log, parts list, completion date in the head. */
export function ukExcelLog(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Marque Heritage Restorations Ltd', 'Cotswold Classic Engineering', 'Fenland Vintage Motors']);
  const date = rng.date(2012, 2025);
  const done = addDays(date, -rng.int(3, 10));
  const km = rng.int(20000, 99000);
  const rate = rng.pick([55, 65, 72]);
  const tasks = rng.some(
    [
      'Strip and rebuild SU carburettors',
      'Replace kingpins and bushes',
      'Re-core radiator',
      'Renew brake hoses all round',
      'Set valve clearances',
      'Rewire dashboard loom',
    ],
    4,
  );
  const hrs = tasks.map(() => rng.pick([2, 3.5, 4, 6]));
  const lab = r2(hrs.reduce((a, h) => a + h * rate, 0));
  const parts = lines(rng, ['SU rebuild kit', 'Kingpin set', 'Radiator core', 'Brake hose set', 'Rocker cover gasket', 'Wiring loom'], 4, 12, 280);
  const par = sum(parts);
  const net = r2(lab + par);
  const rateV = ukVat(date);
  const vat = r2((net * rateV) / 100);
  const total = r2(net + vat);
  s.text(40, `${name} — Invoice`, { y: 40, size: 11, bold: true }).text(555, 'Sheet1', { y: 40, size: 7, align: 'right' });
  s.text(
    40,
    `Inv ${date.slice(2, 4)}/${rng.int(100, 400)}   Dated ${fmt(date, 'uk-abbr')}   Work completed ${fmt(done, 'uk-abbr')}   ${rng.pick(['MGB GT', 'Triumph TR6', 'Jaguar E-Type'])} ${ukPlate(rng)}   Odo ${km}`,
    { y: 56, size: 7.5 },
  );
  const c = [40, 120, 380, 430, 480, 555];
  let y = 72;
  const row = (cells: string[], bold = false, fill = false) => {
    s.box(40, y, 515, 13, fill);
    for (let i = 1; i < c.length - 1; i++) s.box(c[i], y, 0.3, 13);
    cells.forEach((t, i) => t && s.text(i >= 2 ? c[i + 1] - 3 : c[i] + 3, t, { y: y + 9.5, size: 7, bold, align: i >= 2 ? 'right' : 'left' }));
    y += 13;
  };
  row(['Date', 'Task', 'Hours', 'Rate', 'Amount'], true, true);
  tasks.forEach((t, i) => row([fmt(addDays(done, -(tasks.length - i) * 2), 'uk'), t, String(hrs[i]), money(rate, 'num-en'), money(hrs[i] * rate, 'num-en')]));
  row(['', 'Labour total', '', '', money(lab, 'num-en')], true);
  row(['Part no', 'Part', 'Qty', 'Each', 'Amount'], true, true);
  parts.forEach((p) => row([`${letters(rng, 3)}${digits(rng, 4)}`, p.name, String(p.qty), money(p.unit, 'num-en'), money(p.amount, 'num-en')]));
  row(['', 'Parts total', '', '', money(par, 'num-en')], true);
  row(['', 'Net', '', '', money(net, 'num-en')]);
  row(['', `VAT ${rateV}%`, '', '', money(vat, 'num-en')]);
  row(['', 'Total GBP', '', '', money(total, 'num-en')], true, true);
  s.text(40, `Terms 30 days. ${name} · VAT GB${digits(rng, 9)} · Co. No. ${digits(rng, 8)}`, { y: y + 22, size: 7 });
  return service(s, {
    serviceDate: done,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: tasks,
    partsUsed: parts.map((p) => p.name),
  });
}

/** A US fleet portal work order: VMRS codes, unit number, PO, per-line labor and parts columns. */
export function usFleetPortal(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Tri-County Fleet Services Inc.', 'Summit Truck & Auto Repair LLC', 'Northgate Diesel & Auto']);
  const date = rng.date(2014, 2026);
  const work = addDays(date, -rng.int(1, 7));
  const km = rng.int(40000, 260000);
  const jobs = rng.some(EN_JOBS, rng.int(3, 4));
  const rows = jobs.map((j) => ({ j, lab: r2(rng.int(40, 380) + 0.5), parts: rng.chance(0.7) ? r2(rng.int(15, 260) + 0.35) : 0, part: rng.pick(EN_PARTS) }));
  const lab = r2(rows.reduce((a, r) => a + r.lab, 0));
  const par = r2(rows.reduce((a, r) => a + r.parts, 0));
  const total = r2(lab + par);
  s.box(0, 0, 595, 30, true)
    .text(40, 'FleetDesk  ·  Work Order Detail', { y: 20, size: 10, bold: true })
    .text(555, `Printed ${fmt(date, 'us')}`, { y: 20, size: 7, align: 'right' });
  s.text(40, `Vendor: ${name}`, { y: 56, size: 9, bold: true }).text(555, `WO ${digits(rng, 8)} · PO ${letters(rng, 2)}-${digits(rng, 5)}`, {
    y: 56,
    size: 8,
    align: 'right',
  });
  const meta: [string, string][] = [
    ['Unit #', `${rng.int(100, 999)}`],
    ['Odometer', km.toLocaleString('en-US')],
    ['Date In', fmt(addDays(work, -1), 'us')],
    ['Date Completed', fmt(work, 'us')],
    ['Invoice Date', fmt(date, 'us')],
    ['Status', 'CLOSED / APPROVED'],
  ];
  meta.forEach(([l, v], i) => s.stacked(40 + (i % 3) * 170, l, v, 78 + Math.floor(i / 3) * 26, 8.5));
  let y = 148;
  s.box(40, y - 10, 515, 14, true);
  const head = ['VMRS', 'Complaint / Correction', 'Labor', 'Parts', 'Line Total'];
  const xs = [44, 110, 420, 480, 551];
  head.forEach((h, i) => s.text(xs[i], h, { y, size: 7, bold: true, align: i >= 2 ? 'right' : 'left' }));
  y += 16;
  for (const r of rows) {
    s.text(44, `${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 3)}`, { y, size: 7 }).text(110, r.j, { y, size: 8 });
    s.text(420, money(r.lab, 'num-en'), { y, size: 8, align: 'right' })
      .text(480, money(r.parts, 'num-en'), { y, size: 8, align: 'right' })
      .text(551, money(r.lab + r.parts, 'num-en'), { y, size: 8, align: 'right' });
    y += 11;
    if (r.parts) {
      s.text(120, `Part: ${r.part}`, { y, size: 6.5 });
      y += 10;
    }
    y += 3;
  }
  s.rule(40, 515, y);
  y += 12;
  s.text(110, 'Totals', { y, size: 8, bold: true })
    .text(420, money(lab, 'num-en'), { y, size: 8, bold: true, align: 'right' })
    .text(480, money(par, 'num-en'), { y, size: 8, bold: true, align: 'right' })
    .text(551, money(total, 'num-en'), { y, size: 8, bold: true, align: 'right' });
  s.text(300, 'Tax exempt (fleet certificate on file)', { y: y + 14, size: 7 });
  s.box(360, y + 24, 195, 20, true)
    .text(366, 'Approved Amount (USD)', { y: y + 38, size: 8, bold: true })
    .text(549, money(total, 'usd'), { y: y + 38, size: 9, bold: true, align: 'right' });
  s.text(40, `PM due: ${(km + 15000).toLocaleString('en-US')} mi · Approver ID ${digits(rng, 5)}`, { y: y + 60, size: 7 });
  s.text(40, 'Confidential — generated by FleetDesk portal', { y: 822, size: 6 }).text(555, 'Page 1 of 1', { y: 822, size: 6, align: 'right' });
  return service(s, {
    serviceDate: work,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: rows.filter((r) => r.parts).map((r) => r.part),
  });
}

/** A US transmission shop's invoice with a deposit taken off: the total stays the invoice total. */
export function usDepositShop(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Gearhead Transmission & Auto, Inc.', 'Sunbelt Transmissions LLC', 'Allied Drivetrain Service']);
  const date = rng.date(2001, 2024);
  const km = rng.int(60000, 220000);
  const jobs = [
    'Remove and replace transmission',
    rng.pick(['Flush cooler lines', 'Road test and adaptive relearn']),
    rng.pick(['Replace transmission mount', 'Replace axle seals']),
  ];
  const jl = jobs.map(() => r2(rng.int(90, 900)));
  const lab = r2(jl.reduce((a, b) => a + b, 0));
  const parts = lines(rng, ['Remanufactured transmission', 'Transmission cooler line kit', 'ATF Dexron VI', 'Transmission mount', 'Axle seal'], 3, 20, 1900);
  const par = sum(parts);
  const tax = r2(par * 0.0625);
  const total = r2(lab + par + tax);
  const dep = rng.pick([500, 750, 1000]);
  s.box(40, 30, 50, 50).text(65, letters(rng, 2), { y: 62, size: 16, bold: true, align: 'center' });
  s.text(100, name, { y: 50, size: 13, bold: true }).text(
    100,
    `${rng.int(100, 9000)} Commerce St · ${rng.pick(['Mesquite, TX', 'Decatur, GA'])} · BAR/ARD ${digits(rng, 6)}`,
    { y: 63, size: 7.5 },
  );
  s.text(555, 'INVOICE', { y: 50, size: 16, bold: true, align: 'right' }).text(555, `No. ${digits(rng, 5)}`, { y: 64, size: 9, align: 'right' });
  s.text(40, `Date: ${fmt(date, 'us-long')}`, { y: 104, size: 9 }).text(250, `Estimate #${digits(rng, 5)} approved ${fmt(addDays(date, -6), 'us')}`, {
    y: 104,
    size: 9,
  });
  s.text(40, `Vehicle: ${rng.pick(['2009 Dodge Ram 1500', '2006 Honda Odyssey', '2012 Chevy Malibu'])}   VIN ${vin(rng, '1D7')}   Miles ${km}`, {
    y: 118,
    size: 9,
  });
  let y = 150;
  s.text(40, 'LABOR', { y, size: 9, bold: true });
  y += 14;
  jobs.forEach((j, i) => {
    s.text(52, j, { y, size: 9 }).text(555, money(jl[i], 'num-en'), { y, size: 9, align: 'right' });
    y += 13;
  });
  y += 8;
  s.text(40, 'PARTS', { y, size: 9, bold: true });
  y += 14;
  for (const p of parts) {
    s.text(52, p.name, { y, size: 9 })
      .text(400, `${p.qty} @ ${money(p.unit, 'num-en')}`, { y, size: 9, align: 'right' })
      .text(555, money(p.amount, 'num-en'), { y, size: 9, align: 'right' });
    y += 13;
  }
  y += 20;
  const t: [string, number][] = [
    ['Labor', lab],
    ['Parts', par],
    ['Sales tax 6.25% (parts)', tax],
    ['Invoice total', total],
    ['Less deposit received', -dep],
    ['BALANCE DUE', r2(total - dep)],
  ];
  t.forEach(([l, v], i) => {
    const b = i === 3 || i === 5;
    s.text(360, l, { y: y + i * 14, size: 9, bold: b }).text(555, money(v, 'usd'), { y: y + i * 14, size: 9, bold: b, align: 'right' });
  });
  s.text(40, 'Warranty: 3 years / 100,000 miles parts & labor, nationwide.', { y: y + 110, size: 7.5 });
  s.text(40, 'Customer signature ______________________', { y: y + 130, size: 8.5 });
  s.text(298, `${name} · Page 1 of 1`, { y: 814, size: 6.5, align: 'center' });
  return service(s, {
    serviceDate: date,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map((p) => p.name),
  });
}
