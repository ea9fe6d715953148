/** English-language workshop bills of 1971–1992: Lancashire, the Scottish Borders, Pennsylvania and Wisconsin. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { doc, fd, num, r2, sum, vatUK } from '../paper-kit';
import type { Generated } from '../types';
import {
  FIRST_EN,
  firm,
  JOBS_EN,
  JOBS_US,
  jobs,
  leader,
  MAKES_UK,
  MAKES_US,
  PARTS_EN,
  PARTS_US,
  parts,
  plateUK,
  plateUS,
  pr,
  price,
  rule,
  stamp,
  ty,
  vinUS,
} from './kit';

const gbp = (n: number) => num(n, 'en');
/** UK VAT from April 1973: 10 %, then 8 % from 1974 (the kit's table starts at 8). */
const ukVat = (y: number) => (y < 1974 ? 10 : vatUK(y));
const paTax = 6;
const wiTax = (y: number) => (y < 1982 ? 4 : 5);

/** Lancashire garage: pre-printed invoice with separate £ and p columns for Labour and Parts. */
export function lancsPoundsPence(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1974, 1990);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lancs');
  const shop = `${f.sur} Motors (${f.town}) Ltd.`;
  const miles = rng.int(12000, 98000);
  const work = jobs(rng, JOBS_EN, rng.int(2, 4), y, 'GBP');
  const pts = parts(rng, PARTS_EN, rng.int(2, 4), y, 'GBP');
  const lab = sum(work.map((w) => w.amount));
  const par = sum(pts.map((x) => x.amount));
  const rate = ukVat(y);
  const net = r2(lab + par);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const lp = (n: number): [string, string] => {
    const [a, b] = n.toFixed(2).split('.');
    return [a.replace(/\B(?=(\d{3})+(?!\d))/g, ','), b];
  };
  p.text(297, shop, { y: 48, size: 16, bold: true, align: 'center' });
  pr(p, 297, 61, `Motor Engineers · Body Repairs · Petrol & Oils — ${f.street}, ${f.town} ${f.zip}. Tel. ${f.phone}`, { size: 8, align: 'center' });
  pr(p, 297, 71, `V.A.T. Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 7, align: 'center' });
  p.text(40, 'INVOICE', { y: 100, size: 14, bold: true });
  pr(p, 400, 96, 'No.', { size: 8 });
  ty(p, rng, 425, 96, String(rng.int(1000, 9999)));
  pr(p, 400, 110, 'Date', { size: 8 });
  ty(p, rng, 425, 110, fd(date, 'uk'));
  pr(p, 40, 122, 'To:', { size: 8 });
  ty(p, rng, 60, 122, `${rng.pick(['Mr', 'Mrs', 'Dr'])} ${rng.pick(FIRST_EN)[0]}. ${rng.pick(['Holden', 'Kay', 'Bamber', 'Riley'])}`);
  pr(p, 40, 140, 'Reg. No.', { size: 8 });
  ty(p, rng, 85, 140, plateUK(rng, y - rng.int(0, 6)));
  pr(p, 200, 140, 'Make/Model', { size: 8 });
  ty(p, rng, 255, 140, rng.pick(MAKES_UK));
  pr(p, 400, 140, 'Mileage', { size: 8 });
  ty(p, rng, 445, 140, String(miles));
  const top = 155;
  p.box(40, top, 515, 20, true);
  pr(p, 45, top + 13, 'Particulars', { size: 8, bold: true });
  pr(p, 425, top + 13, 'Labour', { size: 8, bold: true, align: 'center' });
  pr(p, 510, top + 13, 'Parts', { size: 8, bold: true, align: 'center' });
  p.box(40, top + 20, 515, 300);
  for (const x of [390, 440, 465, 530]) p.box(x, top + 20, 0.01, 300);
  pr(p, 415, top + 30, '£', { size: 7, align: 'center' });
  pr(p, 452, top + 30, 'p', { size: 7, align: 'center' });
  pr(p, 497, top + 30, '£', { size: 7, align: 'center' });
  pr(p, 542, top + 30, 'p', { size: 7, align: 'center' });
  let yy = top + 48;
  for (const w of work) {
    const [a, b] = lp(w.amount);
    ty(p, rng, 46, yy, w.text);
    ty(p, rng, 436, yy, a, { align: 'right' });
    ty(p, rng, 445, yy, b);
    yy += 15;
  }
  yy += 6;
  for (const x of pts) {
    const [a, b] = lp(x.amount);
    ty(p, rng, 46, yy, x.qty > 1 ? `${x.text} x ${x.qty}` : x.text);
    ty(p, rng, 526, yy, a, { align: 'right' });
    ty(p, rng, 535, yy, b);
    yy += 15;
  }
  const fy = top + 340;
  const tl: [string, number][] = [
    ['Total Labour', lab],
    ['Total Parts', par],
    [`V.A.T. @ ${rate}%`, vat],
    ['TOTAL', total],
  ];
  tl.forEach(([l, v], i) => {
    const [a, b] = lp(v);
    pr(p, 380, fy + i * 18, l, { size: 9, bold: l === 'TOTAL', align: 'right' });
    p.box(390, fy - 12 + i * 18, 165, 17);
    p.box(530, fy - 12 + i * 18, 0.01, 17);
    ty(p, rng, 526, fy + i * 18, a, { align: 'right', bold: l === 'TOTAL' });
    ty(p, rng, 535, fy + i * 18, b, { bold: l === 'TOTAL' });
  });
  if (rng.chance(0.75)) stamp(p, 70, fy - 8, ['PAID', `with thanks ${fd(date, 'ukdot')}`]);
  pr(p, 40, 800, 'All goods remain the property of the Company until paid for in full. E. & O. E.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Scottish Borders garage and agricultural engineers: "Dr. to", items with dot leaders, To Labour / To Materials. */
export function bordersDrTo(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1971, 1989);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'borders');
  const shop = `${f.sur} & Son`;
  const work = jobs(rng, JOBS_EN, rng.int(2, 4), y, 'GBP').map((w) => w.text);
  const pts = parts(rng, PARTS_EN, rng.int(2, 5), y, 'GBP');
  const lab = price(rng, 40, y, 'GBP');
  const par = sum(pts.map((x) => x.amount));
  const vatOn = y >= 1973 && !(y === 1973 && date < '1973-04-01');
  const rate = ukVat(y);
  const vat = vatOn ? r2(((lab + par) * rate) / 100) : 0;
  const total = r2(lab + par + vat);
  p.text(40, shop.toUpperCase(), { y: 52, size: 18, bold: true, serif: true });
  pr(p, 40, 66, `Motor & Agricultural Engineers · ${f.street}, ${f.town}, ${rng.pick(['Roxburghshire', 'Selkirkshire', 'Berwickshire'])} ${f.zip}`, {
    size: 8,
  });
  pr(p, 40, 76, `Telephone ${f.phone} · Ferguson and Land-Rover service`, { size: 8 });
  ty(p, rng, 400, 110, fd(date, 'uklong'));
  ty(
    p,
    rng,
    60,
    130,
    `${rng.pick(['Mr', 'Mrs'])} ${rng.pick(['A.', 'W.', 'J.'])} ${rng.pick(['Scott', 'Hogg', 'Laidlaw', 'Murray'])}, ${rng.pick(['Bowanhill', 'Whitmuir', 'Hartwoodmyres', 'Blackhaugh'])} Farm`,
  );
  pr(p, 60, 146, 'Dr. to', { size: 9 });
  ty(p, rng, 95, 146, shop);
  ty(p, rng, 60, 170, `Re: ${rng.pick(['Land-Rover 109', 'Austin 1100', 'Ford Escort van', 'Hillman Hunter'])}  ${plateUK(rng, y - rng.int(1, 8))}`);
  let yy = 200;
  for (const w of work) {
    ty(p, rng, 60, yy, w);
    yy += 14;
  }
  yy += 8;
  leader(p, rng, 60, 500, yy, 'To labour', gbp(lab));
  yy += 22;
  ty(p, rng, 60, yy, 'To materials:');
  yy += 15;
  for (const x of pts) {
    leader(p, rng, 80, 430, yy, x.text, gbp(x.amount));
    yy += 14;
  }
  leader(p, rng, 60, 500, yy + 4, 'Materials', gbp(par));
  yy += 24;
  if (vatOn) {
    leader(p, rng, 60, 500, yy, `V.A.T. ${rate}%`, gbp(vat));
    yy += 16;
  }
  rule(p, 430, yy - 8, 70);
  leader(p, rng, 60, 500, yy + 6, 'Total due £', gbp(total));
  rule(p, 430, yy + 10, 70);
  rule(p, 430, yy + 12, 70);
  stamp(p, 320, yy + 40, ['PAID WITH THANKS', fd(date, 'uk')], 10);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work,
    partsUsed: pts.map((x) => x.text),
  });
}

/** Lancashire main dealer: job card with operation codes, hours and menu prices, a VAT summary box. */
export function lancsJobCard(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1979, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lancs');
  const shop = `${f.sur} of ${f.town}`;
  const miles = rng.int(6000, 90000);
  const rateH = price(rng, 50, y, 'GBP');
  const work = rng.some(JOBS_EN, rng.int(2, 4)).map(([t]) => {
    const h = rng.pick([0.3, 0.5, 0.8, 1.0, 1.2, 1.5, 2.0, 2.5]);
    return { text: t, h, amount: r2(h * rateH) };
  });
  const pts = parts(rng, PARTS_EN, rng.int(2, 5), y, 'GBP');
  const lab = sum(work.map((w) => w.amount));
  const par = sum(pts.map((x) => x.amount));
  const rate = ukVat(y);
  const net = r2(lab + par);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(40, shop, { y: 50, size: 15, bold: true });
  pr(p, 40, 62, `Austin Rover Main Dealer · ${f.street}, ${f.town} ${f.zip} · ${f.phone}`, { size: 8 });
  p.box(380, 36, 175, 40);
  pr(p, 385, 46, 'JOB CARD / INVOICE', { size: 8, bold: true });
  pr(p, 385, 60, 'Job No.', { size: 7 });
  ty(p, rng, 430, 60, `J${rng.int(10000, 99999)}`, { size: 9 });
  pr(p, 385, 71, 'Invoice date', { size: 7 });
  ty(p, rng, 440, 71, fd(date, 'ukdot'), { size: 9 });
  const grid: [string, string][] = [
    ['Registration', plateUK(rng, y - rng.int(0, 5))],
    ['Model', rng.pick(['Metro 1.3 L', 'Maestro 1.6 HL', 'Montego 2.0', 'Rover SD1 2600', 'Mini Mayfair'])],
    ['Odometer', String(miles)],
    ['Account', `C${rng.int(1000, 9999)}`],
  ];
  grid.forEach(([l, v], i) => {
    p.box(40 + i * 129, 90, 129, 30);
    pr(p, 43 + i * 129, 98, l, { size: 6.5 });
    ty(p, rng, 48 + i * 129, 114, v, { size: 9.5 });
  });
  let yy = 140;
  const c = [40, 95, 370, 420, 550];
  ['Op. code', 'Description of work', 'Hrs', 'Rate', 'Labour £'].forEach((t, i) =>
    pr(p, c[i], yy, t, { size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }),
  );
  rule(p, 40, yy + 4, 515);
  yy += 18;
  for (const w of work) {
    ty(p, rng, 40, yy, `${rng.pick(['A', 'B', 'C', 'E'])}${rng.int(10, 99)}.${rng.int(10, 99)}`, { size: 9 });
    ty(p, rng, 95, yy, w.text, { size: 9.5 });
    ty(p, rng, 370, yy, w.h.toFixed(1), { align: 'right', size: 9.5 });
    ty(p, rng, 420, yy, gbp(rateH), { align: 'right', size: 9.5 });
    ty(p, rng, 550, yy, gbp(w.amount), { align: 'right', size: 9.5 });
    yy += 14;
  }
  yy += 14;
  ['Part No.', 'Description', 'Qty', 'Each', 'Parts £'].forEach((t, i) => pr(p, c[i], yy, t, { size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }));
  rule(p, 40, yy + 4, 515);
  yy += 18;
  for (const x of pts) {
    ty(p, rng, 40, yy, `GFE${rng.int(100, 999)}`, { size: 9 });
    ty(p, rng, 95, yy, x.text, { size: 9.5 });
    ty(p, rng, 370, yy, String(x.qty), { align: 'right', size: 9.5 });
    ty(p, rng, 420, yy, gbp(x.unit), { align: 'right', size: 9.5 });
    ty(p, rng, 550, yy, gbp(x.amount), { align: 'right', size: 9.5 });
    yy += 14;
  }
  yy += 20;
  p.box(40, yy, 515, 36);
  const cells: [string, number][] = [
    ['Labour', lab],
    ['Parts', par],
    ['Goods total', net],
    [`VAT ${rate}%`, vat],
    ['Amount due', total],
  ];
  cells.forEach(([l, v], i) => {
    const x = 40 + i * 103;
    if (i) p.box(x, yy, 0.01, 36);
    pr(p, x + 4, yy + 10, l, { size: 7, bold: i === 4 });
    ty(p, rng, x + 98, yy + 28, gbp(v), { align: 'right', bold: i === 4 });
  });
  pr(p, 40, yy + 60, `Next service due at ${num(miles + 6000, 'en').slice(0, -3)} miles. Thank you for your custom.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Borders garage: service plus an MOT fee, carbon "COPY", labour as hours at a rate, Nett / V.A.T. / Total. */
export function bordersMotCarbon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 1991);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'borders');
  const shop = `${rng.pick(['Tweedside', 'Teviot', 'Ettrick', 'Cheviot'])} Garage`;
  const miles = rng.int(30000, 140000);
  const hrs = rng.pick([2, 2.5, 3, 4.5, 6.5]);
  const rateH = price(rng, 45, y, 'GBP');
  const lab = r2(hrs * rateH);
  const work = rng.some(JOBS_EN, rng.int(2, 4)).map(([t]) => t);
  const pts = parts(rng, PARTS_EN, rng.int(2, 4), y, 'GBP');
  const par = sum(pts.map((x) => x.amount));
  const mot = y < 1980 ? 2.3 : y < 1985 ? 7.5 : y < 1990 ? 12 : 20;
  const rate = ukVat(y);
  const net = r2(lab + par);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat + mot);
  p.text(555, 'COPY', { y: 40, size: 10, bold: true, align: 'right' });
  p.text(40, shop, { y: 52, size: 16, bold: true, serif: true });
  pr(p, 40, 64, `Prop. ${rng.pick(FIRST_EN)} ${f.sur} · ${f.street}, ${f.town} ${f.zip} · Tel. ${f.phone} · M.O.T. Testing Station`, { size: 8 });
  ty(p, rng, 60, 100, `Date: ${fd(date, 'ukdot')}`);
  ty(p, rng, 300, 100, `Vehicle: ${rng.pick(MAKES_UK)}  ${plateUK(rng, y - rng.int(2, 10))}`);
  ty(p, rng, 300, 113, `Miles: ${miles}`);
  ty(p, rng, 60, 140, 'To work carried out:');
  let yy = 156;
  for (const w of work) {
    ty(p, rng, 75, yy, w);
    yy += 14;
  }
  yy += 6;
  ty(p, rng, 75, yy, `Labour: ${hrs} hrs @ £${gbp(rateH)}`);
  ty(p, rng, 520, yy, gbp(lab), { align: 'right' });
  yy += 24;
  ty(p, rng, 60, yy, 'Parts supplied:');
  yy += 15;
  for (const x of pts) {
    ty(p, rng, 75, yy, x.text);
    ty(p, rng, 440, yy, gbp(x.amount), { align: 'right' });
    yy += 14;
  }
  ty(p, rng, 75, yy + 2, 'Parts total');
  ty(p, rng, 520, yy + 2, gbp(par), { align: 'right' });
  yy += 26;
  ty(p, rng, 330, yy, 'Nett');
  ty(p, rng, 520, yy, gbp(net), { align: 'right' });
  ty(p, rng, 330, yy + 14, `V.A.T. @ ${rate}%`);
  ty(p, rng, 520, yy + 14, gbp(vat), { align: 'right' });
  ty(p, rng, 330, yy + 28, 'M.O.T. test fee');
  ty(p, rng, 520, yy + 28, gbp(mot), { align: 'right' });
  rule(p, 450, yy + 34, 75);
  ty(p, rng, 330, yy + 48, 'Total £', { bold: true });
  ty(p, rng, 520, yy + 48, gbp(total), { align: 'right', bold: true });
  pr(p, 40, 790, `Bank of Scotland, ${f.town} · V.A.T. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work,
    partsUsed: pts.map((x) => x.text),
  });
}

/** Pennsylvania service station repair order: parts table left, labor right, boxed totals at the foot. */
export function pennRepairOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1962, 1990);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'penn');
  const shop = `${f.sur}'s ${rng.pick(['Gulf', 'Atlantic', 'Sunoco', 'Texaco'])} Service`;
  const miles = rng.int(20000, 99999);
  const work = jobs(rng, JOBS_US, rng.int(2, 4), y, 'USD');
  const pts = parts(rng, PARTS_US, rng.int(2, 5), y, 'USD');
  const lab = sum(work.map((w) => w.amount));
  const par = sum(pts.map((x) => x.amount));
  const gas = rng.chance(0.5) ? price(rng, 12, y, 'USD') : 0;
  const tax = r2((par * paTax) / 100);
  const total = r2(lab + par + gas + tax);
  p.text(297, shop, { y: 46, size: 15, bold: true, align: 'center' });
  pr(p, 297, 58, `${f.street} · ${f.town}, Pa. ${f.zip} · Phone ${f.phone}`, { size: 8, align: 'center' });
  p.text(297, 'REPAIR ORDER', { y: 80, size: 11, bold: true, align: 'center' });
  const hb: [string, string, number, number][] = [
    ['NAME', `${rng.pick(FIRST_EN)} ${rng.pick(['Weaver', 'Groff', 'Martin', 'Hess'])}`, 40, 200],
    ['DATE', fd(date, 'usshort'), 240, 90],
    ['MILEAGE', String(miles), 330, 80],
    ['LICENSE', plateUS(rng), 410, 70],
    ['ORDER NO.', String(rng.int(1000, 9999)), 480, 75],
  ];
  for (const [l, v, x, w] of hb) {
    p.box(x, 90, w, 28);
    pr(p, x + 2, 97, l, { size: 6 });
    ty(p, rng, x + 5, 113, v, { size: 9.5 });
  }
  pr(p, 40, 130, `YEAR-MAKE-MODEL`, { size: 6 });
  ty(p, rng, 110, 130, `${y - rng.int(1, 8)} ${rng.pick(MAKES_US)}`, { size: 9.5 });
  p.box(40, 140, 255, 330);
  p.box(300, 140, 255, 330);
  pr(p, 45, 152, 'QTY', { size: 7, bold: true });
  pr(p, 70, 152, 'PARTS AND MATERIALS', { size: 7, bold: true });
  pr(p, 290, 152, 'AMOUNT', { size: 7, bold: true, align: 'right' });
  pr(p, 305, 152, 'LABOR — DESCRIPTION OF WORK', { size: 7, bold: true });
  pr(p, 550, 152, 'CHARGE', { size: 7, bold: true, align: 'right' });
  rule(p, 40, 156, 515);
  let yy = 172;
  for (const x of pts) {
    ty(p, rng, 46, yy, String(x.qty), { size: 9.5 });
    ty(p, rng, 70, yy, x.text, { size: 9.5 });
    ty(p, rng, 290, yy, num(x.amount, 'plain'), { align: 'right', size: 9.5 });
    yy += 15;
  }
  yy = 172;
  for (const w of work) {
    ty(p, rng, 306, yy, w.text, { size: 9.5 });
    ty(p, rng, 550, yy, num(w.amount, 'plain'), { align: 'right', size: 9.5 });
    yy += 15;
  }
  const tl: [string, number | null][] = [
    ['TOTAL LABOR', lab],
    ['TOTAL PARTS', par],
    ['GAS, OIL, GREASE', gas || null],
    ['SALES TAX', tax],
    ['TOTAL', total],
  ];
  tl.forEach(([l, v], i) => {
    const by = 480 + i * 20;
    p.box(380, by, 175, 20, l === 'TOTAL');
    pr(p, 384, by + 13, l, { size: 7, bold: l === 'TOTAL' });
    if (v !== null) ty(p, rng, 550, by + 14, num(v, 'plain'), { align: 'right', bold: l === 'TOTAL' });
  });
  pr(p, 40, 500, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 6.5 });
  pr(p, 40, 530, 'Signed ______________________', { size: 8 });
  if (rng.chance(0.6)) stamp(p, 120, 560, ['PAID', fd(date, 'us')]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Wisconsin Chevrolet dealer: lettered operations with their parts underneath, totals column at the right. */
export function wiscDealerLettered(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'wisc');
  const shop = `${f.sur} Chevrolet-Oldsmobile, Inc.`;
  const miles = rng.int(5000, 120000);
  const work = jobs(rng, JOBS_US, rng.int(2, 4), y, 'USD');
  const allParts = parts(rng, PARTS_US, work.length + rng.int(0, 2), y, 'USD');
  const lab = sum(work.map((w) => w.amount));
  const par = sum(allParts.map((x) => x.amount));
  const rate = wiTax(y);
  const tax = r2(((lab + par) * rate) / 100);
  const total = r2(lab + par + tax);
  p.text(40, shop, { y: 48, size: 14, bold: true });
  pr(p, 40, 60, `${f.street}, ${f.town}, Wisconsin ${f.zip} · ${f.phone}`, { size: 8 });
  pr(p, 555, 48, 'CUSTOMER COPY', { size: 8, bold: true, align: 'right' });
  const meta: [string, string][] = [
    ['R.O. NO.', String(rng.int(20000, 89999))],
    ['DATE', fd(date, 'us')],
    ['MILEAGE IN', String(miles)],
    ['SERIAL NO.', vinUS(rng, y - 2)],
  ];
  meta.forEach(([l, v], i) => {
    pr(p, 40 + i * 130, 84, l, { size: 6.5 });
    ty(p, rng, 40 + i * 130, 98, v, { size: 9.5 });
  });
  rule(p, 40, 104, 515);
  let yy = 124;
  let k = 0;
  const letters = 'ABCDEFG';
  work.forEach((w, i) => {
    ty(p, rng, 40, yy, `${letters[i]}.`, { bold: true });
    ty(p, rng, 58, yy, w.text.toUpperCase());
    ty(p, rng, 400, yy, num(w.amount, 'en'), { align: 'right' });
    yy += 13;
    const mine = i === work.length - 1 ? allParts.slice(k) : allParts.slice(k, k + 1);
    k += mine.length;
    for (const x of mine) {
      ty(p, rng, 70, yy, `${x.qty}  ${x.text}`, { size: 9 });
      ty(p, rng, 330, yy, num(x.amount, 'en'), { align: 'right', size: 9 });
      yy += 12;
    }
    yy += 8;
  });
  const tl: [string, number][] = [
    ['LABOR AMOUNT', lab],
    ['PARTS AMOUNT', par],
    ['SUBLET', 0],
    [`TAX ${rate}%`, tax],
    ['PLEASE PAY THIS AMOUNT', total],
  ];
  p.box(420, 115, 135, tl.length * 30);
  tl.forEach(([l, v], i) => {
    const by = 115 + i * 30;
    if (i) rule(p, 420, by, 135);
    pr(p, 424, by + 9, l, { size: 6.5, bold: i === 4 });
    if (l !== 'SUBLET') ty(p, rng, 550, by + 25, num(v, 'en'), { align: 'right', bold: i === 4 });
  });
  pr(p, 40, 790, 'Warranty: 90 days or 4,000 miles on parts and labor. We appreciate your business.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.text.toUpperCase()),
    partsUsed: allParts.map((x) => x.text),
  });
}

/** Pennsylvania country garage: a "Statement" on a small pad, typed lines, the sum added by hand. */
export function pennCountryStatement(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1960, 1978);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'penn');
  const shop = `${f.sur} Garage`;
  const work = jobs(rng, JOBS_US, rng.int(2, 3), y, 'USD');
  const pts = parts(rng, PARTS_US, rng.int(1, 3), y, 'USD');
  const total = sum([...work, ...pts].map((x) => x.amount));
  p.box(50, 40, 320, 440);
  p.text(210, shop, { y: 66, size: 14, bold: true, serif: true, align: 'center' });
  pr(p, 210, 79, `General Repairs · Welding · ${f.street}, ${f.town}, Penna.`, { size: 7, align: 'center' });
  pr(p, 210, 89, `Phone ${f.phone}`, { size: 7, align: 'center' });
  p.text(210, 'STATEMENT', { y: 110, size: 10, bold: true, align: 'center' });
  pr(p, 60, 130, 'M', { size: 9 });
  rule(p, 72, 132, 290);
  ty(p, rng, 78, 127, `${rng.pick(FIRST_EN)} ${rng.pick(['Eby', 'Horst', 'Nolt', 'Good'])}, R.D. ${rng.int(1, 4)}`);
  pr(p, 60, 148, 'Date', { size: 8 });
  rule(p, 85, 150, 120);
  ty(p, rng, 90, 145, fd(date, 'uslong'));
  let yy = 175;
  for (let i = 0; i < 14; i++) rule(p, 60, 175 + i * 18 + 4, 300);
  p.box(300, 165, 0.01, 270);
  for (const x of [...work, ...pts]) {
    ty(p, rng, 62, yy, x.text, { size: 9.5 });
    ty(p, rng, 355, yy, num(x.amount, 'plain'), { align: 'right', size: 9.5 });
    yy += 18;
  }
  p.text(355, `$${num(total, 'plain')}`, { y: yy + 20 + rng.next() * 4, size: 14, bold: true, serif: true, align: 'right' });
  rule(p, 300, yy + 2, 60);
  pr(p, 210, 470, 'All accounts due on the 10th of the month', { size: 7, align: 'center' });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Wisconsin farm-and-truck shop: Date | Description | Hours | Rate | Amount, then parts, Labor and Parts subtotals. */
export function wiscTruckShop(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'wisc');
  const shop = `${f.sur} Truck & Implement Repair`;
  const miles = rng.int(40000, 250000);
  const rateH = price(rng, 20, y, 'USD', true);
  const work = rng.some(JOBS_US, rng.int(2, 4)).map(([t]) => {
    const h = rng.pick([1, 1.5, 2, 3, 4]);
    return { text: t, h, amount: r2(h * rateH) };
  });
  const pts = parts(rng, PARTS_US, rng.int(2, 4), y, 'USD');
  const lab = sum(work.map((w) => w.amount));
  const par = sum(pts.map((x) => x.amount));
  const tax = r2((par * wiTax(y)) / 100);
  const total = r2(lab + par + tax);
  p.text(40, shop.toUpperCase(), { y: 50, size: 13, bold: true });
  pr(p, 40, 62, `${f.street} · ${f.town}, Wis. ${f.zip} · ${f.phone} · Road service 24 hrs`, { size: 8 });
  p.text(555, 'INVOICE', { y: 50, size: 13, bold: true, align: 'right' });
  ty(p, rng, 430, 70, `No. ${rng.int(3000, 9999)}`);
  ty(p, rng, 40, 100, `SOLD TO: ${rng.pick(['Dairyland Co-op', 'R. Kuehn Farms', 'Vern Olson Trucking', 'Town of Hull'])}`);
  ty(p, rng, 40, 114, `UNIT: ${y - rng.int(2, 12)} ${rng.pick(['Ford F-600', 'International 1700', 'GMC 6500', 'Chevrolet C60'])}  ODOMETER ${miles}`);
  const c = [40, 110, 410, 460, 550];
  let yy = 145;
  ['DATE', 'DESCRIPTION', 'HOURS', 'RATE', 'AMOUNT'].forEach((t, i) => pr(p, c[i], yy, t, { size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }));
  rule(p, 40, yy + 4, 515);
  yy += 18;
  for (const w of work) {
    ty(p, rng, c[0], yy, fd(date, 'usshort'), { size: 9.5 });
    ty(p, rng, c[1], yy, w.text, { size: 9.5 });
    ty(p, rng, c[2], yy, w.h.toFixed(1), { size: 9.5, align: 'right' });
    ty(p, rng, c[3], yy, num(rateH, 'en'), { size: 9.5, align: 'right' });
    ty(p, rng, c[4], yy, num(w.amount, 'en'), { size: 9.5, align: 'right' });
    yy += 14;
  }
  ty(p, rng, c[1], yy + 4, 'LABOR');
  ty(p, rng, c[4], yy + 4, num(lab, 'en'), { align: 'right' });
  yy += 30;
  for (const x of pts) {
    ty(p, rng, c[1], yy, x.text, { size: 9.5 });
    ty(p, rng, c[2], yy, String(x.qty), { size: 9.5, align: 'right' });
    ty(p, rng, c[3], yy, num(x.unit, 'en'), { size: 9.5, align: 'right' });
    ty(p, rng, c[4], yy, num(x.amount, 'en'), { size: 9.5, align: 'right' });
    yy += 14;
  }
  ty(p, rng, c[1], yy + 4, 'PARTS');
  ty(p, rng, c[4], yy + 4, num(par, 'en'), { align: 'right' });
  yy += 30;
  ty(p, rng, c[1], yy, `WIS. SALES TAX ON PARTS ${wiTax(y)}%`);
  ty(p, rng, c[4], yy, num(tax, 'en'), { align: 'right' });
  rule(p, 460, yy + 6, 95);
  ty(p, rng, c[1], yy + 22, 'TOTAL DUE', { bold: true });
  ty(p, rng, c[4], yy + 22, `$${num(total, 'en')}`, { align: 'right', bold: true });
  pr(p, 40, 780, 'Terms: net 30 days. 1½% per month service charge on past due accounts.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Lancashire body shop: accident repair invoice, labour hours, parts, paint and materials, insurer named. */
export function lancsBodyShop(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lancs');
  const shop = `${f.sur} Coachworks`;
  const work = rng.some(
    [
      'Remove and refit front bumper',
      'Repair n/s front wing',
      'Replace o/s front door skin',
      'Straighten front panel',
      'Respray affected panels',
      'Realign headlamps',
    ],
    rng.int(3, 4),
  );
  const hrs = rng.int(8, 30);
  const rateH = price(rng, 42, y, 'GBP');
  const lab = r2(hrs * rateH);
  const pts = parts(
    rng,
    [
      ['Front wing', 60],
      ['Door skin', 48],
      ['Headlamp unit', 32],
      ['Bumper bar', 55],
      ['Grille', 28],
      ['Clips and fixings', 4],
    ],
    rng.int(2, 4),
    y,
    'GBP',
  );
  const par = sum(pts.map((x) => x.amount));
  const paint = price(rng, 40, y, 'GBP');
  const rate = ukVat(y);
  const net = r2(lab + par + paint);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(297, shop, { y: 50, size: 18, bold: true, serif: true, align: 'center' });
  pr(p, 297, 63, `Accident Repair Specialists · Insurance Work Undertaken · ${f.street}, ${f.town} · ${f.phone}`, { size: 8, align: 'center' });
  ty(p, rng, 60, 100, `Invoice No. ${rng.int(100, 999)}`);
  ty(p, rng, 400, 100, fd(date, 'ukshort'));
  ty(
    p,
    rng,
    60,
    118,
    `Insurers: ${rng.pick(['Co-operative Insurance Society', 'Royal Insurance', 'Guardian Royal Exchange', 'Eagle Star'])}  Claim ref. ${rng.int(10000, 99999)}`,
  );
  ty(p, rng, 60, 132, `Vehicle: ${rng.pick(MAKES_UK)}  Reg. ${plateUK(rng, y - rng.int(0, 6))}`);
  let yy = 165;
  ty(p, rng, 60, yy, 'To repairs as per estimate:');
  yy += 16;
  for (const w of work) {
    ty(p, rng, 75, yy, w);
    yy += 14;
  }
  yy += 10;
  const lines: [string, number][] = [
    [`Labour  ${hrs} hrs`, lab],
    ['Parts', par],
    ['Paint & materials', paint],
  ];
  for (const [l, v] of lines) {
    leader(p, rng, 75, 500, yy, l, gbp(v));
    yy += 15;
  }
  yy += 6;
  pr(p, 80, yy, 'Parts comprise:', { size: 8 });
  yy += 12;
  for (const x of pts) {
    pr(p, 95, yy, `${x.text}  ${gbp(x.amount)}`, { size: 8 });
    yy += 11;
  }
  yy += 12;
  leader(p, rng, 300, 500, yy, 'Sub-total', gbp(net));
  leader(p, rng, 300, 500, yy + 15, `V.A.T. ${rate}%`, gbp(vat));
  leader(p, rng, 300, 500, yy + 34, 'TOTAL', gbp(total));
  if (rng.chance(0.6)) stamp(p, 70, yy + 10, ['PAID', fd(date, 'uk')]);
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work,
    partsUsed: pts.map((x) => x.text),
  });
}

/** Borders Land-Rover specialist, early decimal years: no VAT yet, a typed account with the total ruled off. */
export function bordersEarlyDecimal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1971, 1972);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'borders');
  const shop = `${f.sur} (${f.town}) Ltd.`;
  const miles = rng.int(20000, 90000);
  const work = jobs(rng, JOBS_EN, rng.int(2, 4), y, 'GBP');
  const pts = parts(rng, PARTS_EN, rng.int(2, 4), y, 'GBP');
  const lab = sum(work.map((w) => w.amount));
  const par = sum(pts.map((x) => x.amount));
  const total = r2(lab + par);
  p.text(40, shop, { y: 50, size: 15, bold: true });
  pr(p, 40, 62, `Land-Rover and Rover Distributors · ${f.street}, ${f.town} ${f.zip} · Telephone ${f.phone}`, { size: 8 });
  pr(p, 40, 72, 'Registered in Scotland No. ' + rng.int(20000, 49999), { size: 7 });
  ty(p, rng, 380, 100, `Account date ${fd(date, 'uk')}`);
  ty(
    p,
    rng,
    60,
    118,
    `Vehicle ${rng.pick(['Land-Rover 88 Series IIA', 'Rover P6 2000 TC', 'Land-Rover 109 Station Wagon'])}   Regd. No. ${plateUK(rng, y - rng.int(1, 8))}   Mileage ${miles}`,
  );
  const c = [60, 470, 540];
  let yy = 150;
  pr(p, c[0], yy, 'Work done and materials supplied', { size: 8, bold: true });
  pr(p, c[1], yy, 'Labour', { size: 8, bold: true, align: 'right' });
  pr(p, c[2], yy, 'Materials', { size: 8, bold: true, align: 'right' });
  yy += 18;
  for (const w of work) {
    ty(p, rng, c[0], yy, w.text);
    ty(p, rng, c[1], yy, gbp(w.amount), { align: 'right' });
    yy += 14;
  }
  for (const x of pts) {
    ty(p, rng, c[0] + 12, yy, x.text);
    ty(p, rng, c[2], yy, gbp(x.amount), { align: 'right' });
    yy += 14;
  }
  rule(p, 420, yy, 130);
  yy += 14;
  ty(p, rng, c[1], yy, gbp(lab), { align: 'right' });
  ty(p, rng, c[2], yy, gbp(par), { align: 'right' });
  yy += 22;
  ty(p, rng, 330, yy, 'Amount due', { bold: true });
  ty(p, rng, c[2], yy, `£${gbp(total)}`, { align: 'right', bold: true });
  rule(p, 490, yy + 4, 60);
  rule(p, 490, yy + 6, 60);
  pr(p, 40, 790, 'Accounts are due for payment by the end of the month following invoice.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}
