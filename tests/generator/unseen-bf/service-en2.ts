/**
 * More English service paper: a brake and alignment shop with its alignment read-out, a Canadian garage with GST, PST
 * or HST, a restoration shop's monthly progress invoice, a franchised dealer's upper-case customer invoice and an
 * engine machine shop's bill (no odometer: the engine was on the stand).
 */
import { PageBuilder } from '../page';
import { fd, hline, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { infl, pickJobs, serviceTruth, US_JOBS, usRate } from './jobs';
import { dateAfter, field, m, phone, pickState, price, street, sumLine, usCar, usName, usPlate, usd } from './kit';

const doc = (p: PageBuilder, truth: Generated['truth']): Generated => ({ items: p.items, language: 'en', truth });
const odo = (n: number) => Math.round(n).toLocaleString('en-US');

/** A brake and alignment shop (1988–2015): services with hours, parts list, alignment before/after read-out. */
export function brakeAlignmentShop(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1988, 2015);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng, year);
  const shop = rng.pick([
    'Brake Check Plus',
    `${rng.pick(['Okafor', 'Dubois', 'Baumgartner'])} Brake & Alignment`,
    'Straight Line Alignment & Brake',
    'Stop & Go Brake Service',
  ]);
  const mi = rng.int(20000, 99999);
  const rate = usRate(rng, year);
  const svc: [string, number][] = [
    [rng.pick(['Replace front disc pads, machine rotors', 'Replace rear brake shoes, turn drums']), r2(rng.int(12, 20) / 10)],
    [rng.pick(['Flush brake fluid', 'Adjust parking brake', 'Rebuild front calipers']), r2(rng.int(5, 15) / 10)],
    ['Front end alignment', 1],
  ];
  const lab = svc.map(([t, h]) => ({ t, h, v: r2(h * rate) }));
  const k = infl(year);
  const parts: [string, number, number][] = [
    [rng.pick(['Disc brake pads, semi-metallic', 'Brake shoe set, bonded']), 1, price(rng, Math.round(30 * k), Math.round(70 * k))],
    ['Brake hardware kit', 1, price(rng, Math.round(9 * k), Math.round(22 * k))],
    ['Brake fluid DOT 3', rng.int(1, 2), price(rng, Math.round(5 * k) + 1, Math.round(10 * k) + 2)],
  ];
  if (rng.chance(0.5)) parts.push(['Caliper, loaded, reman', 2, price(rng, Math.round(45 * k), Math.round(90 * k))]);
  const pAmt = parts.map((x) => r2(x[1] * x[2]));
  const lSum = sum(lab.map((x) => x.v));
  const pSum = sum(pAmt);
  const env = price(rng, 2, 6);
  const tax = r2((pSum * st.tax) / 100);
  const total = sum([lSum, pSum, env, tax]);
  const p = new PageBuilder();
  p.text(297, shop, { y: 54, size: 16, bold: true, align: 'center' });
  p.text(297, `${street(rng)}, ${rng.pick(st.cities)}, ${st.code} ${st.zip()}   Tel. ${phone(rng)}`, { y: 68, size: 8.5, align: 'center' });
  hline(p, 40, 515, 78);
  p.y = 96;
  p.text(40, `Work Order ${rng.int(20000, 69999)}`, { size: 10, bold: true });
  p.text(555, `Date ${fd(date, 'us')}`, { size: 10, align: 'right' });
  p.down(16);
  p.text(40, `${usName(rng)} · ${phone(rng)}`, { size: 9 });
  p.down(13);
  p.text(40, `${car.year} ${car.make} ${car.model} · VIN ${car.vin} · Odometer ${odo(mi)}`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 44 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 550, align: 'right' }];
  p.text(40, 'SERVICES PERFORMED', { size: 9, bold: true });
  p.down(13);
  row(p, cols, ['Description', 'Hours', 'Rate', 'Amount'], { size: 7.5, bold: true });
  p.down(13);
  for (const l of lab) {
    row(p, cols, [l.t, l.h.toFixed(1), m(rate), m(l.v)], { size: 9 });
    p.down(13);
  }
  sumLine(p, 300, 550, 'Total Labor', m(lSum), { bold: true });
  p.down(10);
  p.text(40, 'PARTS & MATERIALS', { size: 9, bold: true });
  p.down(13);
  row(p, cols, ['Description', 'Qty', 'Each', 'Amount'], { size: 7.5, bold: true });
  p.down(13);
  parts.forEach((x, i) => {
    row(p, cols, [x[0], String(x[1]), m(x[2]), m(pAmt[i])], { size: 9 });
    p.down(13);
  });
  sumLine(p, 300, 550, 'Total Parts', m(pSum), { bold: true });
  p.down(14);
  p.box(40, p.y - 10, 250, 92);
  p.text(48, 'ALIGNMENT READINGS', { y: p.y + 2, size: 8, bold: true });
  const acols: Col[] = [{ x: 48 }, { x: 170, align: 'right' }, { x: 240, align: 'right' }];
  let ya = p.y + 16;
  const deg = () => `${rng.pick(['+', '-'])}${(rng.int(0, 25) / 10).toFixed(1)}°`;
  for (const [name, before] of [
    ['', 'Before'],
    ['Caster L/R', `${deg()} / ${deg()}`],
    ['Camber L/R', `${deg()} / ${deg()}`],
    ['Total toe', `${(rng.int(-4, 6) / 16).toFixed(2)} in`],
  ] as [string, string][]) {
    p.text(acols[0].x, name, { y: ya, size: 7.5 });
    p.text(acols[1].x, before, { y: ya, size: 7.5, align: 'right' });
    p.text(acols[2].x, name ? rng.pick(['+1.5° / +1.5°', '+0.5° / +0.3°', '1/16 in']) : 'After', { y: ya, size: 7.5, align: 'right' });
    ya += 13;
  }
  const y0 = p.y;
  sumLine(p, 330, 550, 'Labor', m(lSum));
  sumLine(p, 330, 550, 'Parts', m(pSum));
  sumLine(p, 330, 550, 'Environmental fee', m(env));
  sumLine(p, 330, 550, `Sales tax ${st.tax}%`, m(tax));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'AMOUNT DUE', usd(total), { bold: true, size: 10 });
  p.y = Math.max(p.y, y0 + 100);
  p.text(40, 'Brake pads and shoes carry a limited lifetime warranty on the part; labor 12 months or 12,000 miles.', { size: 7.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: mi,
      laborCost: lSum,
      partsCost: pSum,
      totalCost: total,
      workPerformed: lab.map((l) => l.t),
      partsUsed: parts.map((x) => x[0]),
    }),
  );
}

/** A Canadian garage (1978–2026): kilometres, labour and parts, GST and PST or HST by province and year. */
export function canadianGarage(rng: Random): Generated {
  const prov = rng.pick([
    { code: 'ON', name: 'Ontario', cities: ['Peterborough', 'Barrie', 'Guelph', 'Kingston', 'Oshawa'], pst: 8 },
    { code: 'BC', name: 'British Columbia', cities: ['Kelowna', 'Kamloops', 'Abbotsford', 'Nanaimo'], pst: 7 },
    { code: 'AB', name: 'Alberta', cities: ['Red Deer', 'Lethbridge', 'Medicine Hat', 'Calgary'], pst: 0 },
    { code: 'MB', name: 'Manitoba', cities: ['Brandon', 'Steinbach', 'Winnipeg'], pst: 7 },
  ]);
  const date = dateAfter(rng, 1978, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng, year);
  const shop = rng.pick([
    `${rng.pick(['Tremblay', 'Pelletier', 'McAllister', 'Fitzgerald'])} Auto Service Ltd.`,
    `${prov.cities[0]} Collision & Mechanical`,
    'Northern Classic Auto Ltd.',
    'Maple Leaf Motors (1984) Ltd.',
  ]);
  const rate = usRate(rng, year) + 5;
  const jobs = pickJobs(rng, US_JOBS, rng.int(2, 3), year, rate);
  const km = rng.int(40000, 260000);
  const gst = year < 1991 ? 0 : date < '2006-07-01' ? 7 : year < 2008 ? 6 : 5;
  const hst = prov.code === 'ON' && date >= '2010-07-01' ? 13 : 0;
  const labor = sum(jobs.map((j) => j.labor));
  const parts = jobs.flatMap((j) => j.parts);
  const pSum = sum(parts.map((x) => x.amount));
  const supplies = rng.chance(0.6) ? r2(labor * 0.05) : 0;
  const env = rng.chance(0.5) ? price(rng, 2, 5) : 0;
  const sub = sum([labor, pSum, supplies, env]);
  const taxes: [string, number][] = [];
  if (hst) taxes.push([`HST 13% (${rng.int(100000000, 999999999)} RT0001)`, r2((sub * hst) / 100)]);
  else {
    if (gst) taxes.push([`GST ${gst}% #${rng.int(100000000, 999999999)}`, r2((sub * gst) / 100)]);
    if (prov.pst) taxes.push([`PST ${prov.pst}%`, r2((sub * prov.pst) / 100)]);
  }
  const total = sum([sub, ...taxes.map((t) => t[1])]);
  const p = new PageBuilder();
  p.text(40, shop, { y: 54, size: 15, bold: true, serif: true });
  p.text(
    40,
    `${rng.int(10, 999)} ${rng.pick(['King St. W.', 'Highway 7', 'Lakeshore Rd.', 'Main St. N.', '104 Ave.'])}, ${rng.pick(prov.cities)}, ${prov.code}  ${rng.pick(['K', 'L', 'N', 'V', 'T', 'R'])}${rng.int(1, 9)}${rng.pick(['A', 'B', 'H', 'R'])} ${rng.int(1, 9)}${rng.pick(['C', 'J', 'K', 'W'])}${rng.int(1, 9)}`,
    { y: 68, size: 8.5 },
  );
  p.text(40, phone(rng), { y: 80, size: 8.5 });
  p.text(555, 'INVOICE', { y: 54, size: 14, bold: true, align: 'right' });
  p.text(555, `No. ${rng.int(4000, 49999)}`, { y: 68, size: 9, align: 'right' });
  p.text(555, fd(date, rng.pick(['uk', 'iso', 'uslong'])), { y: 80, size: 9, align: 'right' });
  field(p, 40, 96, 260, 40, 'BILL TO', usName(rng));
  field(p, 300, 96, 255, 40, 'VEHICLE', `${car.year} ${car.make} ${car.model}`, { size: 9 });
  field(p, 40, 136, 200, 28, 'SERIAL / VIN', car.vin, { size: 8.5 });
  field(p, 240, 136, 150, 28, 'PLATE', `${rng.pick(['B', 'A', 'C'])}${rng.pick(['XR', 'KL', 'TW'])} ${rng.int(100, 999)}`);
  field(p, 390, 136, 165, 28, 'ODOMETER', `${odo(km)} km`);
  p.y = 184;
  const cols: Col[] = [{ x: 44 }, { x: 96 }, { x: 440, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['', 'DESCRIPTION', '', 'AMOUNT'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  p.text(44, 'LABOUR', { size: 8, bold: true });
  p.down(13);
  for (const j of jobs) {
    row(p, cols, ['', j.job, `${j.hours.toFixed(1)} h`, m(j.labor)], { size: 9 });
    p.down(13);
  }
  p.down(6);
  p.text(44, 'PARTS', { size: 8, bold: true });
  p.down(13);
  for (const x of parts) {
    row(p, cols, [String(x.qty), x.text, x.qty > 1 ? `@ ${m(x.unit)}` : '', m(x.amount)], { size: 9 });
    p.down(13);
  }
  p.y = Math.max(p.y + 16, 470);
  const L = 330;
  const R = 550;
  sumLine(p, L, R, 'Labour', m(labor));
  sumLine(p, L, R, 'Parts', m(pSum));
  if (supplies) sumLine(p, L, R, 'Shop supplies', m(supplies));
  if (env) sumLine(p, L, R, 'Environmental levy', m(env));
  sumLine(p, L, R, 'Subtotal', m(sub));
  for (const [t, v] of taxes) sumLine(p, L, R, t, m(v), { size: 8 });
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, L, R, 'TOTAL (CAD)', m(total), { bold: true, size: 10 });
  p.y += 16;
  p.text(40, 'All parts remain the property of the garage until paid in full. Old parts returned on request.', { size: 7.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: km,
      laborCost: labor,
      partsCost: pSum,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job),
      partsUsed: parts.map((x) => x.text),
    }),
  );
}

/** A restoration shop's monthly progress invoice: hours by trade, parts and materials, sublet work in the parts list. */
export function restorationProgressInvoice(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 2004, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const shop = rng.pick([
    'Heartland Restorations LLC',
    `${rng.pick(['Yoder', 'Hollister', 'Sorensen'])} Classic Restoration`,
    'Ironhorse Rod & Restoration',
    'Rust Belt Revival Inc.',
  ]);
  const rate = Math.round(rng.int(70, 95) * infl(year) * 1.1);
  const trades = rng.some(
    [
      'Metal work — floor pans and trunk drop-offs',
      'Body work — quarter panels, block sanding',
      'Paint prep and prime',
      'Paint and clear',
      'Disassembly and bagging',
      'Wiring — new harness install',
      'Reassembly — trim and glass',
      'Suspension rebuild',
    ],
    rng.int(3, 5),
  );
  const lab = trades.map((t) => {
    const h = rng.int(40, 420) / 10;
    return { t, h, v: r2(h * rate) };
  });
  const k = infl(year);
  const parts = rng
    .some<[string, number, number]>(
      [
        ['Floor pan, full length', 180, 420],
        ['Trunk pan', 120, 260],
        ['Quarter panel patch, rear', 70, 160],
        ['Body filler, sandpaper, primer (materials)', 140, 380],
        ['Basecoat / clearcoat paint materials', 600, 1400],
        ['Seam sealer & undercoating', 40, 110],
        ['Bumper re-chrome (sublet, plater)', 450, 900],
        ['Weatherstrip kit', 180, 340],
        ['Wiring harness, complete', 380, 720],
      ],
      rng.int(3, 5),
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k))] as [string, number]);
  const lSum = sum(lab.map((x) => x.v));
  const pSum = sum(parts.map((x) => x[1]));
  const tax = r2((pSum * st.tax) / 100);
  const total = sum([lSum, pSum, tax]);
  const month = Number(date.slice(5, 7));
  const from = `${date.slice(0, 8)}01`;
  const p = new PageBuilder();
  p.text(40, shop, { y: 56, size: 17, bold: true, serif: true });
  p.text(40, `${street(rng)} · ${rng.pick(st.cities)}, ${st.name} · ${phone(rng)}`, { y: 71, size: 8.5 });
  p.text(555, `Invoice ${year}-${String(month).padStart(2, '0')}-${rng.int(10, 99)}`, { y: 56, size: 10, bold: true, align: 'right' });
  p.text(555, `Invoice date: ${fd(date, 'uslong')}`, { y: 71, size: 9, align: 'right' });
  hline(p, 40, 515, 82);
  p.y = 102;
  p.text(40, `Client: ${usName(rng)}`, { size: 9.5 });
  p.down(13);
  p.text(40, `Project: ${car.year} ${car.make} ${car.model}, ${car.color} — frame-off restoration`, { size: 9.5 });
  p.down(13);
  p.text(40, `VIN ${car.vin} · Odometer at intake ${odo(rng.int(10000, 99999))}, car not running`, { size: 9 });
  p.down(13);
  p.text(40, `Work period ${fd(from, 'uslong')} through ${fd(date, 'uslong')}`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 44 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['LABOR', 'Hours', 'Rate', 'Amount'], { size: 8, bold: true });
  p.down(14);
  for (const l of lab) {
    row(p, cols, [l.t, l.h.toFixed(1), m(rate), m(l.v)], { size: 9 });
    p.down(13);
  }
  sumLine(p, 330, 550, 'Labor this period', m(lSum), { bold: true });
  p.down(8);
  row(p, cols, ['PARTS, MATERIALS & SUBLET', '', '', 'Amount'], { size: 8, bold: true });
  p.down(14);
  for (const [t, v] of parts) {
    row(p, cols, [t, '', '', m(v)], { size: 9 });
    p.down(13);
  }
  sumLine(p, 330, 550, 'Parts & materials this period', m(pSum), { bold: true });
  p.down(12);
  sumLine(p, 330, 550, `Sales tax on parts ${st.tax}%`, m(tax));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'Due this invoice', usd(total), { bold: true, size: 10 });
  p.down(16);
  p.text(40, 'Progress photos of this period are on the shared album. Terms: net 15 days. Storage is not charged while work is active.', { size: 7.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      laborCost: lSum,
      partsCost: pSum,
      totalCost: total,
      workPerformed: lab.map((l) => l.t),
      partsUsed: parts.map((x) => x[0]),
    }),
  );
}

/** A franchised dealer's customer invoice in capitals: operation lines with op codes, the summary box at the foot. */
export function dealerCustomerInvoice(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1970, 2008);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng, year);
  const brand = car.make === 'Jeep' || car.make === 'AMC' ? 'Jeep-Eagle' : car.make;
  const shop = `${rng.pick(['Hometown', 'Valley', 'Sorensen', 'Parrish', 'Lakeside', 'Twin City'])} ${brand}${rng.chance(0.5) ? ', Inc.' : ' Sales & Service'}`;
  const rate = usRate(rng, year) + 6;
  const jobs = pickJobs(rng, US_JOBS, rng.int(1, 3), year, rate);
  const mi = rng.int(15000, 99999);
  const labor = sum(jobs.map((j) => j.labor));
  const parts = jobs.flatMap((j) => j.parts);
  const pSum = sum(parts.map((x) => x.amount));
  const gol = rng.chance(0.5) ? price(rng, Math.round(6 * infl(year)) + 1, Math.round(14 * infl(year)) + 2) : 0;
  const tax = r2(((pSum + gol) * st.tax) / 100);
  const total = sum([labor, pSum, gol, tax]);
  const p = new PageBuilder();
  p.text(40, shop.toUpperCase(), { y: 52, size: 14, bold: true });
  p.text(40, `${street(rng).toUpperCase()}  ${rng.pick(st.cities).toUpperCase()}, ${st.code}  ${phone(rng)}`, { y: 65, size: 8 });
  p.text(555, 'CUSTOMER INVOICE', { y: 52, size: 11, bold: true, align: 'right' });
  p.text(555, `INVOICE ${rng.int(100000, 999999)}`, { y: 65, size: 8.5, align: 'right' });
  const y0 = 76;
  field(p, 40, y0, 250, 26, 'CUSTOMER', usName(rng).toUpperCase(), { size: 9 });
  field(p, 290, y0, 90, 26, 'INVOICE DATE', fd(date, 'usshort'), { size: 9 });
  field(p, 380, y0, 85, 26, 'MILEAGE IN', odo(mi), { size: 9 });
  field(p, 465, y0, 90, 26, 'TAG', usPlate(rng, st.code, year), { size: 9 });
  field(
    p,
    40,
    y0 + 26,
    120,
    26,
    'YEAR/MAKE/MODEL',
    `${String(car.year).slice(2)} ${car.make.slice(0, 5).toUpperCase()} ${car.model.split(' ')[0].toUpperCase()}`,
    { size: 8.5 },
  );
  field(p, 160, y0 + 26, 220, 26, 'VEHICLE ID NO.', car.vin, { size: 9 });
  field(p, 380, y0 + 26, 175, 26, 'SERVICE ADVISOR', rng.pick(['B. WILKES', 'R. TORRES', 'D. KEMP', 'J. O’NEIL']), { size: 8.5 });
  p.y = y0 + 74;
  const cols: Col[] = [{ x: 44 }, { x: 66 }, { x: 120 }, { x: 420, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['LN', 'OPCODE', 'DESCRIPTION', 'TECH', 'AMOUNT'], { size: 7, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  const letter = 'ABCD';
  jobs.forEach((j, i) => {
    row(p, cols, [letter[i], `${rng.pick(['C', 'T', 'B'])}${rng.int(1000, 9999)}`, j.job.toUpperCase(), String(rng.int(101, 399)), m(j.labor)], { size: 8 });
    p.down(11);
    p.text(120, `CAUSE: ${rng.pick(['WORN', 'LEAKING', 'FAILED', 'CUSTOMER REQUEST', 'OUT OF ADJUSTMENT'])}`, { size: 7.5 });
    p.down(11);
    for (const x of j.parts) {
      row(p, cols, ['', '', `${x.qty}  ${x.code.replace('-', '')}  ${x.text.toUpperCase()}`, '', m(x.amount)], { size: 7.5 });
      p.down(10);
    }
    p.down(6);
  });
  const by = Math.max(p.y + 10, 520);
  const boxes: [string, number | null][] = [
    ['LABOR AMOUNT', labor],
    ['PARTS AMOUNT', pSum],
    ['GAS, OIL, LUBE', gol || null],
    ['SUBLET AMOUNT', null],
    ['MISC. CHARGES', null],
    ['SALES TAX', tax],
    ['PLEASE PAY THIS AMOUNT', total],
  ];
  boxes.forEach(([t, v], i) => {
    field(p, 380, by + i * 22, 175, 22, t, v === null ? '' : m(v), { size: 9, bold: i === boxes.length - 1 });
  });
  p.text(40, 'CUSTOMER PAY', { y: by + 10, size: 8, bold: true });
  p.text(40, 'THANK YOU FOR YOUR BUSINESS', { y: by + 24, size: 7.5 });
  p.text(40, 'LIMITED WARRANTY: 90 DAYS OR 4,000 MILES', { y: by + 36, size: 7.5 });
  if (gol) p.text(40, `GAS, OIL, LUBE: ${rng.pick(['5 QTS MOTOR OIL', 'CHASSIS LUBE & FLUIDS', 'COOLANT & FLUIDS'])}`, { y: by + 48, size: 7.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop.toUpperCase(),
      serviceDate: date,
      serviceMileage: mi,
      laborCost: labor,
      partsCost: pSum,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job.toUpperCase()),
      partsUsed: parts.map((x) => x.text.toUpperCase()),
    }),
  );
}

/** An engine machine shop's bill: machine work priced per operation, a rebuild kit and parts, no odometer. */
export function machineShopInvoice(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1975, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng, year);
  const engine = rng.pick(['Chevy 350 small block', 'Ford 302 V8', 'Mopar 383 big block', 'Pontiac 400', 'Buick 455', 'Olds 350 Rocket']);
  const shop = rng.pick([
    'Precision Engine & Machine',
    `${rng.pick(['Garza', 'Kowalski', 'Yoder'])} Machine Shop`,
    'Valley Automotive Machine, Inc.',
    'Performance Engine Rebuilders',
  ]);
  const k = infl(year);
  const ops = rng
    .some<[string, number, number]>(
      [
        ['Hot tank & magnaflux block', 60, 110],
        ['Bore & hone cylinders .030 over', 180, 320],
        ['Deck block', 110, 190],
        ['Line hone mains', 120, 220],
        ['Grind crankshaft 10/10', 120, 200],
        ['Recondition rods, press pins', 110, 190],
        ['Three-angle valve job', 220, 360],
        ['Resurface cylinder heads', 90, 160],
        ['Balance rotating assembly', 180, 320],
      ],
      rng.int(4, 6),
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k), [0, 0, 50])] as [string, number]);
  const parts = rng
    .some<[string, number, number]>(
      [
        ['Cast pistons .030 (set of 8)', 180, 320],
        ['Moly piston ring set', 70, 140],
        ['Main & rod bearing set', 60, 120],
        ['Camshaft & lifter kit', 160, 300],
        ['Timing set, double roller', 45, 90],
        ['Full gasket set', 70, 140],
        ['Oil pump & pickup', 40, 85],
        ['Freeze plug kit', 12, 25],
      ],
      rng.int(4, 6),
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k))] as [string, number]);
  const mSum = sum(ops.map((x) => x[1]));
  const pSum = sum(parts.map((x) => x[1]));
  const tax = r2((pSum * st.tax) / 100);
  const total = sum([mSum, pSum, tax]);
  const p = new PageBuilder();
  p.box(40, 40, 515, 50);
  p.text(297, shop.toUpperCase(), { y: 62, size: 15, bold: true, align: 'center' });
  p.text(297, `${street(rng)} · ${rng.pick(st.cities)}, ${st.code} · ${phone(rng)} · Engines · Heads · Cranks`, { y: 80, size: 8, align: 'center' });
  p.y = 112;
  p.text(40, `Invoice no. ${rng.int(1000, 9999)}`, { size: 9.5, bold: true });
  p.text(555, fd(date, rng.pick(['us', 'uslong'])), { size: 9.5, align: 'right' });
  p.down(16);
  p.text(40, `Customer: ${usName(rng)}`, { size: 9 });
  p.down(13);
  p.text(40, `Job: ${engine} out of ${car.year} ${car.make} ${car.model} — engine delivered on stand by customer`, { size: 9 });
  p.down(13);
  p.text(40, `Block casting # ${rng.int(3900000, 3999999)}   Head casting # ${rng.int(3900000, 3999999)}`, { size: 8.5 });
  p.down(24);
  p.text(40, 'MACHINE WORK', { size: 9, bold: true });
  p.down(14);
  for (const [t, v] of ops) sumLine(p, 52, 550, t, m(v), { size: 9 });
  sumLine(p, 330, 550, 'Machine work total', m(mSum), { bold: true });
  p.down(10);
  p.text(40, 'PARTS', { size: 9, bold: true });
  p.down(14);
  for (const [t, v] of parts) sumLine(p, 52, 550, t, m(v), { size: 9 });
  sumLine(p, 330, 550, 'Parts total', m(pSum), { bold: true });
  p.down(12);
  sumLine(p, 330, 550, `Sales tax (parts) ${st.tax}%`, m(tax));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'Total due', usd(total), { bold: true, size: 10 });
  p.down(18);
  p.text(40, 'Clearances: mains .0025, rods .0022, piston to wall .0030. Engine break-in instructions attached. No warranty on', { size: 7.5 });
  p.text(40, 'machine work once the engine is assembled by others.', { y: p.y + 10, size: 7.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop.toUpperCase(),
      serviceDate: date,
      laborCost: mSum,
      partsCost: pSum,
      totalCost: total,
      workPerformed: ops.map((x) => x[0]),
      partsUsed: parts.map((x) => x[0]),
    }),
  );
}
