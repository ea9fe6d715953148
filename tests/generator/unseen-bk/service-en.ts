/**
 * English-language service bills on printed stationery: a British duplicate book in £ | p, a carbonless job sheet, an
 * American repair order with its parts and labour halves, an Irish cash-sale book, an Australian tax-invoice book, an
 * American service ticket with its printed checks, a British MOT garage's invoice, a body shop's typed invoice set, a
 * modern American work order and an Australian job card.
 */
import { doc, fd, num, r2, vatIE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, digits, EN_FIRST, EN_LAST, Form, phone, place, plate, price } from './kit';
import { jobs, kmFor, svc, total, type Line } from './lines';

const milesFor = (rng: Random, built: number, year: number) => Math.max(900, Math.round(kmFor(rng, built, year) * 0.62));
const en = (n: number) => num(n, 'en');
const who = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
const mileStr = (n: number, comma = true) => (comma ? num(n, 'en').slice(0, -3) : String(n));

/** A British duplicate invoice book, "Dr. to" the garage, £ and p in split columns, VAT at the year's rate. */
export function ukDuplicateBook(rng: Random): Generated {
  const f = new Form(rng, { capSerif: true, entSerif: rng.chance(0.5), entSize: 10, drift: 2 });
  const date = rng.date(1973, 1990);
  const year = yearOf(date);
  const pl = place(rng, 'UK');
  const last = rng.pick(EN_LAST);
  const shop = rng.pick([`${last} & Son (Motors) Ltd`, `${rng.pick(['Bridge', 'Station', 'Mill', 'Abbey'])} Garage`, `${last}'s Garage`]);
  const c = car(rng, 'en', year, (m) => ['MG', 'Triumph', 'Jaguar', 'Austin', 'Ford', 'Land Rover', 'Rover', 'Morris', 'Volvo'].includes(m));
  const miles = milesFor(rng, c.built, year);
  const j = jobs(rng, 'uk', 'GBP', year, [1, 3]);
  const lines = [...j.work, ...j.parts];
  const net = total(lines);
  const rate = vatUK(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  f.cap(297, 50, shop.toUpperCase(), 16, { bold: true, align: 'center' });
  f.cap(297, 64, `Repairs · Servicing · Petrol & Oils — ${pl.street}, ${pl.line}`, 8, { align: 'center' });
  f.cap(297, 75, `Telephone ${phone(rng, 'UK', year)}     VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, 7.5, { align: 'center' });
  f.cap(42, 106, 'INVOICE', 13, { bold: true });
  f.cap(553, 106, `No. ${digits(rng, 4)}`, 11, { align: 'right' });
  let y = 130;
  f.field(42, y, 330, 'M', who(rng));
  f.field(390, y, 163, 'Date', fd(date, rng.pick(['uk', 'ukdot'] as const)));
  y += 20;
  f.field(42, y, 330, '', place(rng, 'UK').line);
  y += 18;
  f.cap(42, y, `Dr. to ${shop}`, 9, { bold: true });
  y += 16;
  f.field(42, y, 220, 'Vehicle', `${c.make} ${c.model}`);
  f.field(270, y, 140, 'Reg. No.', plate(rng, 'UK', c.built));
  f.field(420, y, 133, 'Mileage', mileStr(miles));
  y += 14;
  const g = f.grid(42, y, [50, 340, 80, 41], ['Qty', 'Particulars', '£', 'p'], 15, { rowH: 17 });
  lines.forEach((l, i) => {
    if (l.kind === 'part') f.ent(g.left[0] + 25, g.rowY(i), `${l.qty}${l.unit ? ` ${l.unit}` : ''}`, { align: 'center' });
    f.ent(g.left[1] + 6, g.rowY(i), l.text);
    f.split(g.left[3], g.rowY(i), l.amount, { style: 'en' });
  });
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Goods & Labour', net, false],
    [`VAT @ ${rate}%`, vat, false],
    ['TOTAL', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[2], y, 121, 17, b);
    f.vrule(g.left[3], y, 17);
    f.cap(g.left[2] - 6, y + 12, capt, 8.5, { align: 'right', bold: b });
    f.split(g.left[3], y + 12.5, v, { style: 'en' });
    y += 17;
  }
  y += 28;
  f.cap(42, y, 'All accounts due for payment on completion of work. E. & O.E.', 7);
  if (rng.chance(0.6)) f.ent(300, y + 10, `Paid with thanks ${fd(date, 'ukdot')}`, { size: 11 });
  return doc(f.p, 'en', svc(shop, date, miles, gross, j.work, j.parts));
}

/** A British carbonless "Job Sheet / Invoice": boxes for the car, work carried out, parts, Labour and Parts totals. */
export function ukJobSheet(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 9.5, drift: 1.8 });
  const date = rng.date(1991, 2012);
  const year = yearOf(date);
  const pl = place(rng, 'UK');
  const shop = `${rng.pick(['Classic', 'Heritage', 'Marque', 'Vintage'])} ${rng.pick(['Motor Services', 'Car Care', 'Engineering'])}`;
  const c = car(rng, 'en', 1980, (m) => !['Chevrolet', 'Pontiac', 'Holden'].includes(m));
  const miles = milesFor(rng, c.built, Math.min(year, c.built + 20));
  const j = jobs(rng, 'uk', 'GBP', year, [1, 3]);
  const labor = total(j.work);
  const parts = total(j.parts);
  const net = r2(labor + parts);
  const rate = vatUK(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  f.cap(42, 52, shop, 17, { bold: true });
  f.cap(42, 66, `${pl.street}, ${pl.line}  ·  Tel ${phone(rng, 'UK', year)}`, 8);
  f.frame(400, 36, 153, 40, true);
  f.cap(476, 52, 'JOB SHEET / INVOICE', 9, { bold: true, align: 'center' });
  f.cap(476, 68, `No. ${digits(rng, 5)}`, 10, { align: 'center' });
  let y = 92;
  f.cell(42, y, 260, 26, 'Customer', who(rng));
  f.cell(302, y, 130, 26, 'Tel', '');
  f.cell(432, y, 121, 26, 'Date', fd(date, 'uk'));
  y += 26;
  f.cell(42, y, 160, 26, 'Make / Model', `${c.make} ${c.model}`);
  f.cell(202, y, 100, 26, 'Reg No', plate(rng, 'UK', c.built));
  f.cell(302, y, 130, 26, 'Mileage', mileStr(miles, rng.chance(0.5)));
  f.cell(432, y, 121, 26, 'Date Out', '');
  y += 44;
  f.cap(42, y, 'WORK CARRIED OUT', 8, { bold: true });
  f.frame(42, y + 4, 511, 100);
  j.work.forEach((w, i) => f.ent(50, y + 22 + i * 16, w.text));
  y += 120;
  const g = f.grid(42, y, [40, 110, 261, 100], ['Qty', 'Part No.', 'Parts', '£'], 8);
  j.parts.forEach((p, i) => {
    f.ent(g.left[0] + 20, g.rowY(i), String(p.qty), { align: 'center' });
    if (rng.chance(0.6)) f.ent(g.left[1] + 5, g.rowY(i), `${rng.pick(['GHF', 'GFE', 'GUG', 'AHU', 'BHM'])}${digits(rng, 3)}`);
    f.ent(g.left[2] + 5, g.rowY(i), p.text);
    f.ent(g.right[3] - 6, g.rowY(i), en(p.amount), { align: 'right' });
  });
  y = g.bottom + 16;
  const hrs = j.work.reduce((a, w) => a + (w.hours ?? 0), 0);
  f.cap(42, y + 4, `Labour ${hrs.toFixed(1)} hrs @ £${en(j.rate)}`, 8);
  for (const [capt, v, b] of [
    ['LABOUR', labor, false],
    ['PARTS', parts, false],
    ['SUB TOTAL', net, false],
    [`VAT ${rate}%`, vat, false],
    ['TOTAL £', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(453, y - 8, 100, 17, b);
    f.cap(447, y + 4, capt, 8.5, { align: 'right', bold: b });
    f.ent(547, y + 4, en(v), { align: 'right' });
    y += 17;
  }
  y += 22;
  f.cap(42, y, 'I authorise the above work to be carried out. Vehicles are left at owner’s risk.', 7);
  f.rule(42, y + 28, 180);
  f.cap(42, y + 36, 'Customer signature', 6);
  return doc(f.p, 'en', svc(shop, date, miles, gross, j.work, j.parts, { laborCost: labor, partsCost: parts }));
}

/** An American "Repair Order" from the stationer: parts on the left, labor on the right, a totals box with tax on parts. */
export function usRepairOrder(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5), entSize: 9, drift: 1.8 });
  const date = rng.date(1965, 1998);
  const year = yearOf(date);
  const pl = place(rng, 'US');
  const shop = `${rng.pick(EN_FIRST)}'s ${rng.pick(['Auto Repair', 'Garage', 'Service Center', 'Texaco Service'])}`.toUpperCase();
  const c = car(rng, 'en', year, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Datsun', 'Volvo', 'MG', 'Triumph'].includes(m));
  const miles = milesFor(rng, c.built, year);
  const j = jobs(rng, 'us', 'USD', year, [1, 3]);
  const labor = total(j.work);
  const parts = total(j.parts);
  const taxRate = rng.pick([4, 5, 5.5, 6, 6.25, 7]);
  const tax = r2((parts * taxRate) / 100);
  const gross = r2(labor + parts + tax);

  f.cap(42, 48, shop, 15, { bold: true });
  f.cap(42, 61, `${pl.street} · ${pl.line} · ${phone(rng, 'US', year)}`, 8);
  f.cap(553, 48, 'REPAIR ORDER', 13, { bold: true, align: 'right' });
  f.cap(553, 62, `Nº ${digits(rng, 5)}`, 11, { align: 'right' });
  let y = 76;
  f.cell(42, y, 250, 24, 'NAME', who(rng));
  f.cell(292, y, 150, 24, 'PHONE', rng.chance(0.5) ? phone(rng, 'US', year) : '');
  f.cell(442, y, 111, 24, 'DATE', fd(date, rng.pick(['us', 'usshort'] as const)));
  y += 24;
  f.cell(42, y, 250, 24, 'ADDRESS', place(rng, 'US').line);
  f.cell(292, y, 50, 24, 'YEAR', String(c.built));
  f.cell(342, y, 100, 24, 'MAKE / MODEL', `${c.make} ${c.model}`);
  f.cell(442, y, 111, 24, 'MILEAGE', mileStr(miles));
  y += 24;
  f.cell(42, y, 150, 24, 'LICENSE NO.', plate(rng, 'US', year));
  f.cell(192, y, 250, 24, 'SERIAL NO.', '');
  f.cell(442, y, 111, 24, 'WRITTEN BY', rng.pick(EN_FIRST).toUpperCase());
  y += 36;
  const gp = f.grid(42, y, [26, 64, 122, 48], ['QTY', 'PART NO.', 'PARTS', 'AMOUNT'], 16, { rowH: 15, capSize: 6.5 });
  const gl = f.grid(310, y, [195, 48], ['DESCRIPTION OF WORK', 'CHARGES'], 16, { rowH: 15, capSize: 6.5 });
  j.parts.forEach((p, i) => {
    f.ent(gp.left[0] + 13, gp.rowY(i), String(p.qty), { align: 'center' });
    if (rng.chance(0.5))
      f.ent(gp.left[1] + 3, gp.rowY(i), `${rng.pick(['C', 'D', 'E'])}${rng.int(3, 9)}${rng.pick(['AZ', 'OZ', 'TF'])}-${digits(rng, 4)}`, { size: 7.5 });
    f.ent(gp.left[2] + 3, gp.rowY(i), p.text, { size: 8.5 });
    f.ent(gp.right[3] - 4, gp.rowY(i), en(p.amount), { align: 'right' });
  });
  j.work.forEach((w, i) => {
    f.ent(gl.left[0] + 5, gl.rowY(i), w.text);
    f.ent(gl.right[1] - 4, gl.rowY(i), en(w.amount), { align: 'right' });
  });
  y = gp.bottom;
  f.frame(gp.left[3], y, 48, 15);
  f.cap(gp.left[3] - 4, y + 11, 'TOTAL PARTS', 7, { align: 'right', bold: true });
  f.ent(gp.right[3] - 4, y + 11, en(parts), { align: 'right' });
  let ty = gl.bottom;
  for (const [capt, v, b] of [
    ['TOTAL LABOR', labor, false],
    ['TOTAL PARTS', parts, false],
    ['GAS, OIL, GREASE', null, false],
    ['SUBLET REPAIRS', null, false],
    [`TAX ${taxRate}% ON PARTS`, tax, false],
    ['TOTAL AMOUNT', gross, true],
  ] as [string, number | null, boolean][]) {
    f.frame(gl.left[1], ty, 48, 15, b);
    f.cap(gl.left[1] - 4, ty + 11, capt, 7, { align: 'right', bold: b });
    if (v !== null) f.ent(gl.right[1] - 4, ty + 11, en(v), { align: 'right' });
    ty += 15;
  }
  y = ty + 26;
  f.cap(42, y, 'I hereby authorize the above repair work to be done along with the necessary material. An express mechanic’s lien is', 6.5);
  f.cap(
    42,
    y + 9,
    'acknowledged on above car to secure the amount of repairs thereto. Not responsible for loss or damage to cars or articles left in cars.',
    6.5,
  );
  f.rule(42, y + 36, 200);
  f.cap(42, y + 44, 'SIGNED', 6);
  f.cap(553, 815, 'Form 5R-1 · printed in U.S.A.', 5.5, { align: 'right' });
  return doc(f.p, 'en', svc(shop, date, miles, gross, j.work, j.parts, { laborCost: labor, partsCost: parts }));
}

/** An Irish "Cash Sale" book: qty, description, price, amount; VAT at the year's rate; miles in the margin. */
export function irishCashSale(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10.5, drift: 2.6 });
  const date = rng.date(1976, 2001);
  const year = yearOf(date);
  const pl = place(rng, 'IE');
  const last = rng.pick(['Murphy', "O'Brien", 'Kelly', 'Byrne', 'Walsh', 'Doyle', 'Lynch', 'Quinn']);
  const shop = `${last}'s Garage${rng.chance(0.4) ? ' Ltd.' : ''}`;
  const c = car(rng, 'en', year, (m) => ['Ford', 'Austin', 'Morris', 'Volvo', 'Datsun', 'Triumph', 'Land Rover'].includes(m));
  const miles = milesFor(rng, c.built, year);
  const j = jobs(rng, 'uk', 'IEP', year, [1, 2]);
  const lines = [...j.work, ...j.parts];
  const net = total(lines);
  const rate = year < 1983 ? 10 : year < 1985 ? 23 : vatIE(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);
  const x0 = 120;
  f.frame(x0 - 16, 34, 370, 560);
  f.cap(x0 + 169, 60, shop, 14, { bold: true, align: 'center', serif: true });
  f.cap(x0 + 169, 73, `Motor Engineers · ${pl.street}, ${pl.line}`, 7.5, { align: 'center' });
  f.cap(x0 + 169, 96, 'CASH SALE', 12, { bold: true, align: 'center' });
  f.cap(x0 + 338, 96, `No. ${digits(rng, 4)}`, 9, { align: 'right' });
  let y = 122;
  f.field(x0, y, 338, 'Name', who(rng));
  y += 20;
  f.field(x0, y, 170, 'Reg.', plate(rng, 'IE', c.built));
  f.field(x0 + 180, y, 158, 'Date', fd(date, rng.pick(['uk', 'ukdot'] as const)));
  y += 20;
  f.field(x0, y, 338, 'Car', `${c.make} ${c.model} — ${mileStr(miles)} miles`);
  y += 12;
  const g = f.grid(x0, y, [34, 190, 57, 57], ['Qty', 'Description', 'Price', 'Amount'], 14, { rowH: 17 });
  lines.forEach((l, i) => {
    if (l.kind === 'part') f.ent(g.left[0] + 17, g.rowY(i), String(l.qty), { align: 'center' });
    f.ent(g.left[1] + 4, g.rowY(i), l.text, { size: l.text.length > 28 ? 8.5 : undefined });
    if (l.kind === 'part' && (l.qty ?? 1) > 1) f.ent(g.right[2] - 4, g.rowY(i), en(l.unitPrice ?? 0), { align: 'right', size: 9 });
    f.ent(g.right[3] - 4, g.rowY(i), en(l.amount), { align: 'right', size: 9.5 });
  });
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Goods', net, false],
    [`VAT ${rate}%`, vat, false],
    ['Total IR£', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[3], y, 57, 17, b);
    f.cap(g.left[3] - 5, y + 12, capt, 8, { align: 'right', bold: b });
    f.ent(g.right[3] - 4, y + 12, en(v), { align: 'right', size: 9.5 });
    y += 17;
  }
  y += 24;
  f.cap(x0, y, 'Goods received in good order', 7);
  f.rule(x0 + 120, y + 1.5, 140);
  return doc(f.p, 'en', svc(shop, date, miles, gross, j.work, j.parts));
}

/** An Australian "Tax Invoice" book after the GST came in: ABN, odometer, lines, total with "includes GST". */
export function auTaxInvoiceBook(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10, drift: 2.2 });
  const date = rng.date(2001, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'AU');
  const shop = `${pl.town} ${rng.pick(['Classic Motors', 'Auto Repairs', 'Mechanical', 'Motor Works'])}`;
  const c = car(rng, 'en', 1980, (m) => ['Holden', 'Ford', 'Datsun', 'Volvo', 'MG', 'Triumph', 'Jaguar'].includes(m));
  const km = kmFor(rng, c.built, Math.min(year, c.built + 30));
  const j = jobs(rng, 'au', 'AUD', year, [1, 3]);
  const lines = [...j.parts, ...j.work];
  const gross = total(lines);
  const gst = r2(gross / 11);

  f.stamp(
    42,
    40,
    [shop, `${pl.street}, ${pl.line}`, `Ph ${phone(rng, 'AU', year)}  ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`],
    { size: 8 },
  );
  f.cap(553, 54, 'TAX INVOICE', 15, { bold: true, align: 'right' });
  f.cap(553, 70, `No ${digits(rng, 5)}`, 10, { align: 'right' });
  let y = 116;
  f.field(42, y, 320, 'Customer', who(rng));
  f.field(380, y, 173, 'Date', fd(date, rng.pick(['uk', 'ukdot'] as const)));
  y += 20;
  f.field(42, y, 200, 'Vehicle', `${c.built} ${c.make} ${c.model}`);
  f.field(250, y, 112, 'Rego', plate(rng, 'AU', year));
  f.field(380, y, 173, 'Odometer', `${mileStr(km, rng.chance(0.5))} km`);
  y += 14;
  const g = f.grid(42, y, [40, 331, 70, 70], ['QTY', 'DESCRIPTION', 'UNIT $', 'AMOUNT $'], 14);
  lines.forEach((l, i) => {
    if (l.kind === 'part') f.ent(g.left[0] + 20, g.rowY(i), String(l.qty), { align: 'center' });
    f.ent(g.left[1] + 5, g.rowY(i), l.text);
    f.ent(g.right[2] - 5, g.rowY(i), en(l.unitPrice ?? 0), { align: 'right' });
    f.ent(g.right[3] - 5, g.rowY(i), en(l.amount), { align: 'right' });
  });
  y = g.bottom;
  f.frame(g.left[3], y, 70, 18, true);
  f.cap(g.left[3] - 5, y + 13, 'TOTAL (incl. GST)', 8.5, { bold: true, align: 'right' });
  f.ent(g.right[3] - 5, y + 13, en(gross), { align: 'right', bold: true });
  y += 18;
  f.frame(g.left[3], y, 70, 16);
  f.cap(g.left[3] - 5, y + 11.5, 'GST included in total', 7.5, { align: 'right' });
  f.ent(g.right[3] - 5, y + 11.5, en(gst), { align: 'right', size: 9 });
  y += 36;
  const x = f.tick(42, y, 'Cash', rng.chance(0.5));
  f.tick(x, y, 'EFTPOS', rng.chance(0.4));
  return doc(f.p, 'en', svc(shop, date, km, gross, j.work, j.parts));
}

/** An American service-station ticket: the printed checks (lube, oil, filter, wash …) with prices beside the ticked ones. */
export function usServiceTicket(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10.5, drift: 2.6 });
  const date = rng.date(1960, 1984);
  const year = yearOf(date);
  const pl = place(rng, 'US');
  const brand = rng.pick(['Texaco', 'Gulf', 'Sinclair', 'Mobil', 'Phillips 66', 'Standard']);
  const shop = `${rng.pick(EN_LAST)}'s ${brand} Service`;
  const c = car(rng, 'en', year, (m) => ['Ford', 'Chevrolet', 'Pontiac'].includes(m));
  const miles = milesFor(rng, c.built, year);
  const checks: [string, 'work' | 'part', number, string][] = [
    ['Lubrication', 'work', 7, 'Lubrication'],
    ['Oil change', 'work', 5, 'Oil change'],
    ['Motor oil', 'part', 2, 'qts'],
    ['Oil filter', 'part', 9, ''],
    ['Air filter', 'part', 9, ''],
    ['Wash', 'work', 6, 'Wash'],
    ['Battery service', 'work', 3, 'Battery service'],
    ['Tire repair', 'work', 7, 'Tire repair'],
    ['Wiper blades', 'part', 9, 'pr'],
  ];
  const on = checks.map(() => rng.chance(0.45));
  on[1] = true;
  on[2] = true;
  const got: Line[] = [];
  const x0 = 140;
  f.frame(x0 - 16, 34, 340, 520);
  f.cap(x0 + 154, 60, brand.toUpperCase(), 17, { bold: true, align: 'center' });
  f.cap(x0 + 154, 74, shop, 9, { align: 'center' });
  f.cap(x0 + 154, 85, `${pl.street}, ${pl.line}`, 7, { align: 'center' });
  let y = 108;
  f.field(x0, y, 308, 'Name', who(rng));
  y += 18;
  f.field(x0, y, 150, 'Date', fd(date, 'usshort'));
  f.field(x0 + 160, y, 148, 'Lic.', plate(rng, 'US', year));
  y += 18;
  f.field(x0, y, 150, 'Make', c.make);
  f.field(x0 + 160, y, 148, 'Mileage', String(miles));
  y += 12;
  const g = f.grid(x0, y, [150, 60, 98], ['SERVICE', 'QTY', 'AMOUNT'], checks.length + 1, { rowH: 18 });
  f.cap(g.left[0] + 18, g.rowY(0), 'Gasoline', 8.5);
  f.cap(g.right[1] - 3, g.rowY(0), 'gals', 6, { align: 'right' });
  checks.forEach(([capt, kind, base, unit], i) => {
    const ry = g.rowY(i + 1);
    f.tick(g.left[0] + 4, ry, capt, on[i], 8.5);
    if (unit && kind === 'part') f.cap(g.right[1] - 3, ry, unit, 6, { align: 'right' });
    if (!on[i]) return;
    const qty = capt === 'Motor oil' ? rng.int(4, 5) : 1;
    const amt = r2(qty * price(rng, base, 'USD', year, 0.05));
    got.push({ text: capt, kind, qty, amount: amt });
    if (kind === 'part') f.ent(g.left[1] + 12, ry, String(qty));
    f.ent(g.right[2] - 6, ry, en(amt), { align: 'right' });
  });
  const sub = total(got);
  const parts = got.filter((l) => l.kind === 'part');
  const tax = r2((total(parts) * 3) / 100);
  const gross = r2(sub + tax);
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Sales tax', tax, false],
    ['TOTAL', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[2], y, 98, 18, b);
    f.cap(g.left[2] - 5, y + 13, capt, 8.5, { align: 'right', bold: b });
    f.ent(g.right[2] - 6, y + 13, en(v), { align: 'right' });
    y += 18;
  }
  y += 24;
  const cash = rng.chance(0.6);
  const x = f.tick(x0, y, 'CASH', cash);
  f.tick(x, y, 'CHARGE', !cash);
  f.cap(x0 + 154, y + 30, 'THANK YOU — COME AGAIN', 8, { align: 'center', bold: true });
  return doc(
    f.p,
    'en',
    svc(
      shop,
      date,
      miles,
      gross,
      got.filter((l) => l.kind === 'work'),
      parts,
    ),
  );
}

/** A British MOT garage's invoice: the test fee outside VAT on its own line, repairs and parts with VAT. */
export function ukMotGarage(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 1.4 });
  const date = rng.date(1995, 2016);
  const year = yearOf(date);
  const pl = place(rng, 'UK');
  const shop = `${pl.town} ${rng.pick(['MOT Centre', 'Motor Services', 'Test & Repair Centre'])}`;
  const c = car(rng, 'en', 1985, (m) => !['Chevrolet', 'Pontiac', 'Holden'].includes(m));
  const miles = milesFor(rng, c.built, Math.min(year, c.built + 22));
  const j = jobs(rng, 'uk', 'GBP', year, [1, 2]);
  const fee = year < 2000 ? 30.95 : year < 2010 ? 50.35 : 54.85;
  const mot: Line = { text: 'MOT test', kind: 'work', amount: fee };
  const labor = total(j.work);
  const parts = total(j.parts);
  const net = r2(labor + parts);
  const rate = vatUK(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat + fee);

  f.cap(42, 52, shop, 16, { bold: true });
  f.cap(42, 65, `${pl.street}, ${pl.line}  ·  ${phone(rng, 'UK', year)}  ·  VAT No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, 7.5);
  f.cap(42, 76, 'Class IV MOT Testing Station · Servicing · Repairs · Welding', 7.5, { bold: true });
  f.cap(553, 110, 'INVOICE', 14, { bold: true, align: 'right' });
  let y = 110;
  f.cap(42, y, 'Invoice to:', 7);
  f.ent(42, y + 14, who(rng));
  f.ent(42, y + 27, place(rng, 'UK').line);
  y += 46;
  f.cell(42, y, 120, 24, 'Invoice No.', digits(rng, 5));
  f.cell(162, y, 110, 24, 'Date', fd(date, 'uk'));
  f.cell(272, y, 100, 24, 'Registration', plate(rng, 'UK', c.built));
  f.cell(372, y, 100, 24, 'Mileage', mileStr(miles));
  f.cell(472, y, 81, 24, 'Account', '');
  y += 38;
  const g = f.grid(42, y, [321, 60, 60, 70], ['Description', 'Qty / Hrs', 'Unit £', 'Net £'], 13);
  const lines = [mot, ...j.work, ...j.parts];
  lines.forEach((l, i) => {
    f.ent(g.left[0] + 5, g.rowY(i), l.text);
    if (l !== mot) f.ent(g.right[1] - 5, g.rowY(i), l.kind === 'work' ? (l.hours ?? 0).toFixed(1) : String(l.qty), { align: 'right' });
    if (l !== mot) f.ent(g.right[2] - 5, g.rowY(i), en(l.unitPrice ?? 0), { align: 'right' });
    f.ent(g.right[3] - 5, g.rowY(i), en(l.amount), { align: 'right' });
  });
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Labour', labor, false],
    ['Parts', parts, false],
    [`VAT @ ${rate}% on labour and parts`, vat, false],
    ['MOT fee (no VAT)', fee, false],
    ['Total due £', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[3], y, 70, 16, b);
    f.cap(g.left[3] - 5, y + 11.5, capt, 8, { align: 'right', bold: b });
    f.ent(g.right[3] - 5, y + 11.5, en(v), { align: 'right' });
    y += 16;
  }
  y += 24;
  f.cap(42, y, 'Payment is due on collection. Cheques with a valid guarantee card only.', 7);
  return doc(f.p, 'en', svc(shop, date, miles, gross, [mot, ...j.work], j.parts, { laborCost: labor, partsCost: parts }));
}

/** A body shop's invoice set typed out: "To supplying labour and materials …", Labour and Materials each one figure. */
export function ukBodyshopTyped(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 10, drift: 0.8 });
  const date = rng.date(1975, 1996);
  const year = yearOf(date);
  const pl = place(rng, 'UK');
  const shop = `${rng.pick(EN_LAST)} ${rng.pick(['Coachworks', 'Body Repairs', 'Coachbuilders'])} Ltd`.toUpperCase();
  const c = car(rng, 'en', year, (m) => ['MG', 'Triumph', 'Jaguar', 'Austin', 'Rover', 'Morris', 'Ford'].includes(m));
  const miles = milesFor(rng, c.built, year);
  const side = rng.pick(['nearside', 'offside']);
  const work = rng
    .some(
      [
        `Cut out and replace ${side} sill`,
        `Repair ${side} rear wheel arch`,
        'Replace front valance',
        `Fit new ${side} front wing`,
        'Repair and weld floor pan',
        'Prepare and repaint bonnet',
        'Rechrome front bumper',
        'Refit brightwork and seals',
      ],
      rng.int(2, 4),
    )
    .map((t) => ({ text: t, kind: 'work' as const, amount: 0 }));
  const partsPool: [string, number][] = [
    [`${side[0].toUpperCase()}${side.slice(1)} sill panel`, 45],
    ['Wheel arch repair section', 22],
    ['Front valance', 40],
    [`Front wing, ${side}`, 120],
    ['Primer, paint and thinners', 60],
    ['Door seal', 18],
    ['Body filler and sundries', 15],
  ];
  const parts = rng.some(partsPool, rng.int(2, 4)).map(([t]) => ({ text: t, kind: 'part' as const, amount: 0 }));
  const labor = price(rng, 55 * work.length * 3, 'GBP', year, 1);
  const mat = r2(parts.length * price(rng, 40, 'GBP', year, 0.5));
  const net = r2(labor + mat);
  const rate = vatUK(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  f.cap(297, 56, shop, 17, { bold: true, align: 'center', serif: true });
  f.cap(297, 70, `Accident Repairs · Resprays · Restoration — ${pl.street}, ${pl.line}`, 8, { align: 'center' });
  f.cap(297, 81, `Telephone ${phone(rng, 'UK', year)}`, 7.5, { align: 'center' });
  f.rule(42, 90, 511);
  f.cap(42, 116, 'INVOICE', 12, { bold: true, serif: true });
  f.field(380, 116, 173, 'Date', fd(date, 'uklong'));
  f.field(42, 140, 320, 'To', who(rng));
  f.field(380, 140, 173, 'Invoice No.', digits(rng, 4));
  f.field(42, 162, 320, 'Vehicle', `${c.make} ${c.model}, ${plate(rng, 'UK', c.built)}`);
  f.field(380, 162, 173, 'Mileage', mileStr(miles));
  let y = 196;
  f.frame(42, y - 14, 511, 300);
  f.vrule(453, y - 14, 300);
  f.cap(497, y - 4, '£', 8, { bold: true, align: 'center' });
  y += 12;
  f.ent(52, y, 'To supplying labour and materials to carry out the');
  y += 14;
  f.ent(52, y, 'following work on the above vehicle:');
  y += 20;
  for (const w of work) {
    f.ent(64, y, `– ${w.text}`);
    y += 15;
  }
  y += 6;
  f.ent(52, y, 'Labour');
  f.ent(545, y, en(labor), { align: 'right' });
  y += 22;
  f.ent(52, y, 'Materials:');
  y += 15;
  for (const p of parts) {
    f.ent(64, y, `– ${p.text}`);
    y += 15;
  }
  f.ent(52, y, 'Materials total');
  f.ent(545, y, en(mat), { align: 'right' });
  y = 496 + 4;
  for (const [capt, v, b] of [
    ['Nett', net, false],
    [`VAT @ ${rate}%`, vat, false],
    ['Total', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(453, y - 12, 100, 17, b);
    f.cap(447, y, capt, 8.5, { align: 'right', bold: b });
    f.ent(545, y, en(v), { align: 'right' });
    y += 17;
  }
  f.cap(42, y + 24, 'Terms strictly nett cash. E. & O.E.', 7);
  return doc(f.p, 'en', svc(shop, date, miles, gross, work, parts, { laborCost: labor, partsCost: mat }));
}

/** A modern American carbonless "Work Order": mileage in and out, labor hours at a rate, parts, shop supplies, tax. */
export function usWorkOrder(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 9.5, drift: 2 });
  const date = rng.date(2005, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'US');
  const shop = `${rng.pick(['Vintage', 'Classic', 'Muscle Car', 'Old School'])} ${rng.pick(['Auto Works', 'Garage', 'Restorations', 'Motorsports'])}`;
  const c = car(rng, 'en', 1985, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Datsun', 'Jaguar', 'MG', 'Triumph'].includes(m));
  const miles = milesFor(rng, c.built, c.built + rng.int(10, 30));
  const j = jobs(rng, 'us', 'USD', year, [1, 3]);
  const labor = total(j.work);
  const parts = total(j.parts);
  const supplies = r2(Math.min(35, labor * 0.05));
  const taxRate = rng.pick([6, 6.5, 7, 7.25, 8.25]);
  const tax = r2(((parts + supplies) * taxRate) / 100);
  const gross = r2(labor + parts + supplies + tax);

  f.cap(42, 50, shop, 16, { bold: true });
  f.cap(42, 63, `${pl.street}, ${pl.line} · ${phone(rng, 'US', year)}`, 8);
  f.cap(553, 50, 'WORK ORDER', 14, { bold: true, align: 'right' });
  f.cap(553, 64, `No. ${digits(rng, 6)}`, 10, { align: 'right' });
  let y = 80;
  f.cell(42, y, 230, 24, 'CUSTOMER', who(rng));
  f.cell(272, y, 140, 24, 'PHONE', phone(rng, 'US', year));
  f.cell(412, y, 141, 24, 'DATE', fd(date, 'us'));
  y += 24;
  f.cell(42, y, 70, 24, 'YEAR', String(c.built));
  f.cell(112, y, 160, 24, 'MAKE / MODEL', `${c.make} ${c.model}`);
  f.cell(272, y, 140, 24, 'VIN', '');
  f.cell(412, y, 70, 24, 'MILEAGE IN', String(miles));
  f.cell(482, y, 71, 24, 'MILEAGE OUT', rng.chance(0.5) ? String(miles + rng.int(2, 15)) : '');
  y += 36;
  const g = f.grid(42, y, [321, 50, 70, 70], ['LABOR / DESCRIPTION', 'HRS', 'RATE', 'AMOUNT'], 6);
  j.work.forEach((w, i) => {
    f.ent(g.left[0] + 5, g.rowY(i), w.text);
    f.ent(g.right[1] - 5, g.rowY(i), (w.hours ?? 0).toFixed(1), { align: 'right' });
    f.ent(g.right[2] - 5, g.rowY(i), en(w.unitPrice ?? 0), { align: 'right' });
    f.ent(g.right[3] - 5, g.rowY(i), en(w.amount), { align: 'right' });
  });
  y = g.bottom + 14;
  const g2 = f.grid(42, y, [40, 110, 221, 70, 70], ['QTY', 'PART #', 'PARTS', 'EACH', 'AMOUNT'], 8);
  j.parts.forEach((p, i) => {
    f.ent(g2.left[0] + 20, g2.rowY(i), String(p.qty), { align: 'center' });
    f.ent(g2.left[1] + 5, g2.rowY(i), `${rng.pick(['MC-', 'NAPA ', 'AC '])}${digits(rng, 5)}`);
    f.ent(g2.left[2] + 5, g2.rowY(i), p.text);
    f.ent(g2.right[3] - 5, g2.rowY(i), en(p.unitPrice ?? 0), { align: 'right' });
    f.ent(g2.right[4] - 5, g2.rowY(i), en(p.amount), { align: 'right' });
  });
  y = g2.bottom;
  for (const [capt, v, b] of [
    ['LABOR', labor, false],
    ['PARTS', parts, false],
    ['SHOP SUPPLIES', supplies, false],
    [`SALES TAX ${taxRate}%`, tax, false],
    ['TOTAL', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g2.left[4], y, 70, 16, b);
    f.cap(g2.left[4] - 5, y + 11.5, capt, 8, { align: 'right', bold: b });
    f.ent(g2.right[4] - 5, y + 11.5, en(v), { align: 'right' });
    y += 16;
  }
  y += 20;
  f.cap(42, y, 'Customer authorizes the above work. Estimate given:   Yes  /  No', 7);
  return doc(f.p, 'en', svc(shop, date, miles, gross, j.work, j.parts, { laborCost: labor, partsCost: parts }));
}

/** An Australian job card of the sales-tax years: service-type ticks, odometer, labour and parts boxes, no tax line. */
export function auJobCard(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5), entSize: 10, drift: 2.2 });
  const date = rng.date(1972, 1999);
  const year = yearOf(date);
  const pl = place(rng, 'AU');
  const shop = `${rng.pick(EN_LAST)} ${rng.pick(['Motors', 'Service Station', 'Auto Service'])}`.toUpperCase();
  const c = car(rng, 'en', year, (m) => ['Holden', 'Ford', 'Datsun', 'Volvo', 'MG', 'Triumph'].includes(m));
  const km = kmFor(rng, c.built, year);
  const j = jobs(rng, 'au', 'AUD', year, [1, 3]);
  const labor = total(j.work);
  const parts = total(j.parts);
  const gross = r2(labor + parts);
  const x0 = 90;
  f.frame(x0 - 16, 36, 450, 600);
  f.cap(x0 + 209, 62, shop, 14, { bold: true, align: 'center' });
  f.cap(x0 + 209, 75, `${pl.street}, ${pl.line} · Ph ${phone(rng, 'AU', year)}`, 7.5, { align: 'center' });
  f.cap(x0, 100, 'JOB CARD', 12, { bold: true });
  f.cap(x0 + 418, 100, `No. ${digits(rng, 4)}`, 10, { align: 'right' });
  let y = 124;
  f.field(x0, y, 260, 'Owner', who(rng));
  f.field(x0 + 270, y, 148, 'Date', fd(date, 'uk'));
  y += 20;
  f.field(x0, y, 260, 'Make/Model', `${c.make} ${c.model}`);
  f.field(x0 + 270, y, 148, 'Reg. No.', plate(rng, 'AU', year));
  y += 20;
  f.field(x0, y, 200, 'Speedo reading', `${km} km`);
  y += 22;
  f.cap(x0, y, 'Service:', 8);
  let x = x0 + 40;
  const kind = rng.int(0, 3);
  ['A', 'B', 'Major', 'Repair only'].forEach((t, i) => {
    x = f.tick(x, y, t, i === kind, 8);
  });
  y += 16;
  f.cap(x0, y, 'WORK DONE', 8, { bold: true });
  for (let i = 0; i < 5; i++) {
    f.rule(x0, y + 16 * (i + 1) + 1.5, 418);
    if (j.work[i]) f.ent(x0 + 6, y + 16 * (i + 1) - 1, j.work[i].text);
  }
  y += 100;
  const g = f.grid(x0, y, [40, 308, 70], ['Qty', 'Parts fitted', '$'], 7);
  j.parts.forEach((p, i) => {
    f.ent(g.left[0] + 20, g.rowY(i), String(p.qty), { align: 'center' });
    f.ent(g.left[1] + 5, g.rowY(i), p.text);
    f.ent(g.right[2] - 5, g.rowY(i), en(p.amount), { align: 'right' });
  });
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Parts', parts, false],
    ['Labour', labor, false],
    ['TOTAL $', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[2], y, 70, 17, b);
    f.cap(g.left[2] - 5, y + 12, capt, 8.5, { align: 'right', bold: b });
    f.ent(g.right[2] - 5, y + 12, en(v), { align: 'right' });
    y += 17;
  }
  y += 20;
  f.field(x0, y, 200, 'Mechanic', rng.pick(EN_FIRST));
  return doc(f.p, 'en', svc(shop, date, km, gross, j.work, j.parts, { laborCost: labor, partsCost: parts }));
}
