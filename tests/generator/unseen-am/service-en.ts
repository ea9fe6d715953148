/** English-language workshop bills that have been through hands: faxed, copied, stamped, corrected, printed from the web. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, vatIE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  bill,
  clean,
  copyMark,
  digits,
  faxHeader,
  hand,
  initials,
  JOBS_EN,
  letterhead,
  lines,
  PARTS_EN,
  personEN,
  plateUK,
  plateUS,
  scanImprint,
  stamp,
  stampDate,
  struck,
  webChrome,
  pageNo,
  letters,
} from './hands';

const truthOf = (
  shopName: string,
  serviceDate: string,
  km: number | undefined,
  b: { labor?: number; parts?: number; total: number },
  jobs: { text: string }[],
  parts: { text: string }[],
) =>
  clean({
    documentType: 'service',
    shopName,
    serviceDate,
    serviceMileage: km,
    laborCost: b.labor,
    partsCost: b.parts,
    totalCost: b.total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });

/** A California import shop's repair order faxed to the owner: the fax line, a PAID stamp, "pd ck #" in pen. */
export function usFaxRepairOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1986, 2004);
  const shop = `${rng.pick(["Bob's", "Hank's", 'Coastline', 'Pacific'])} ${rng.pick(['Foreign Car Service', 'Imports', 'European Auto'])}`;
  const city = rng.pick([
    ['Costa Mesa', '714'],
    ['Escondido', '760'],
    ['San Rafael', '415'],
    ['Fresno', '559'],
  ]);
  const fax = `${city[1]} ${digits(rng, 3)} ${digits(rng, 4)}`;
  faxHeader(p, rng, addDays(iso, rng.int(0, 300)), shop, fax, 'us');
  letterhead(
    p,
    shop.toUpperCase(),
    [
      `${rng.int(100, 9999)} ${rng.pick(['Harbor Blvd', 'Main St', 'Industrial Way'])}, ${city[0]}, CA`,
      `(${city[1]}) ${digits(rng, 3)}-${digits(rng, 4)}  ·  BAR Reg. ARD ${digits(rng, 5)}`,
    ],
    { y: 50, size: 16 },
  );
  const miles = rng.int(40000, 210000);
  const ro = digits(rng, 5);
  const grid: [string, string][] = [
    ['R.O. NO.', ro],
    ['DATE', fd(iso, 'us')],
    ['LICENSE', plateUS(rng)],
    ['MILEAGE IN', num(miles, 'en').slice(0, -3)],
  ];
  grid.forEach(([k, v], i) => {
    p.box(55 + i * 122, p.y - 10, 122, 28);
    p.text(59 + i * 122, k, { size: 6.5, y: p.y - 2 });
    p.text(59 + i * 122, v, { size: 10, y: p.y + 12 });
  });
  p.down(40);
  p.text(55, `CUSTOMER: ${personEN(rng).toUpperCase()}`, { size: 9 });
  p.down(24);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 5), 2);
  const parts = lines(rng, PARTS_EN, rng.int(3, 5), 1.5);
  const tax = rng.pick([7.25, 7.75, 8.25]);
  const labor = sum(jobs.map((j) => j.amount));
  const partsSum = sum(parts.map((j) => j.amount));
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  row(p, cols, ['LABOR', 'AMOUNT'], { bold: true });
  p.down(4);
  hline(p, 55, 485);
  p.down(12);
  for (const j of jobs) {
    row(p, cols, [j.text.toUpperCase(), num(j.amount, 'en')]);
    p.down(12.5);
  }
  p.down(6);
  row(p, cols, ['PARTS', ''], { bold: true });
  p.down(4);
  hline(p, 55, 485);
  p.down(12);
  for (const j of parts) {
    row(p, cols, [j.text.toUpperCase(), num(j.amount, 'en')]);
    p.down(12.5);
  }
  p.down(10);
  const taxAmt = r2((partsSum * tax) / 100);
  const total = r2(labor + partsSum + taxAmt);
  const sc = [{ x: 360 }, { x: 540, align: 'right' as const }];
  for (const [k, v] of [
    ['TOTAL LABOR', labor],
    ['TOTAL PARTS', partsSum],
    [`SALES TAX ${tax}% (PARTS)`, taxAmt],
  ] as [string, number][]) {
    row(p, sc, [k, num(v, 'en')]);
    p.down(12.5);
  }
  row(p, sc, ['PLEASE PAY THIS AMOUNT', `$${num(total, 'en')}`], { bold: true, size: 10 });
  const by = p.y;
  p.down(30);
  p.text(55, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 7 });
  stamp(p, 80, by + 70, ['PAID', stampDate(addDays(iso, rng.int(0, 14)), 'us')], 16);
  hand(p, 260, by + 74, `pd ck #${rng.int(1000, 3999)}`, { size: 14 });
  const up = (xs: { text: string }[]) => xs.map((j) => ({ text: j.text.toUpperCase() }));
  return doc(p, 'en', truthOf(shop.toUpperCase(), iso, miles, { labor, parts: partsSum, total }, up(jobs), up(parts)));
}

/** A 1970s British garage invoice marked COPY with a RECEIVED stamp and "Balance by cheque" in pen. */
export function ukCopyReceived(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1974, 1989);
  const y = yearOf(iso);
  const shop = `${rng.pick(['Fenwick', 'Tolley', 'Marsden', 'Brook'])} ${rng.pick(['Motors', 'Garages', '& Sons (Motor Engineers)'])} Ltd`;
  const town = rng.pick(['Harrogate', 'Ripon', 'Skipton', 'Knaresborough']);
  copyMark(p, 500, 42, 'COPY', 20);
  letterhead(
    p,
    shop,
    [
      `${rng.pick(['Station Road', 'Skipton Road', 'Market Place'])}, ${town}. Telephone ${town} ${digits(rng, 5)}`,
      `VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    ],
    { y: 62, size: 16, serif: true },
  );
  const miles = rng.int(20000, 140000);
  row(p, [{ x: 55 }, { x: 330 }], [`INVOICE No. ${rng.int(1000, 9999)}`, `Date / Tax Point  ${fd(iso, 'uk')}`], { size: 9.5, serif: true });
  p.down(14);
  row(p, [{ x: 55 }, { x: 330 }], [`To: ${personEN(rng)}`, `Reg. No. ${plateUK(rng, y - rng.int(2, 12))}   Mileage ${num(miles, 'en').slice(0, -3)}`], {
    size: 9.5,
    serif: true,
  });
  p.down(26);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 6), 0.6);
  const parts = lines(rng, PARTS_EN, rng.int(2, 5), 0.6);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatUK(y),
    style: 'en',
    cur: '£',
    serif: true,
    layout: 'sections',
    labels: {
      labourHead: 'To labour',
      partsHead: 'To materials',
      labourSum: 'Labour',
      partsSum: 'Materials',
      net: 'Goods and services',
      vat: (r) => `VAT @ ${r}%`,
      total: 'TOTAL',
    },
  });
  stamp(p, 330, 34, ['RECEIVED', stampDate(addDays(iso, rng.int(3, 20)), 'uk')], 11);
  hand(p, 70, b.totalY + 30, 'Balance by cheque', { size: 14 });
  hand(p, 90, b.totalY + 48, `${initials(rng)} ${fd(addDays(iso, rng.int(3, 25)), 'ukdot')}`, { size: 12 });
  return doc(p, 'en', truthOf(shop, iso, miles, b, jobs, parts));
}

/** A 1980s duplicate invoice corrected by the garage: a labour figure struck, the sums written again. */
export function ukDuplicateCorrected(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1980, 1996);
  const y = yearOf(iso);
  const shop = `${rng.pick(['Castle', 'Abbey', 'Riverside', 'Heath'])} ${rng.pick(['Garage', 'Motor Works', 'Service Station'])}`;
  const town = rng.pick(['Ludlow', 'Tewkesbury', 'Bridgnorth', 'Leominster']);
  copyMark(p, 297, 38, 'DUPLICATE', 14);
  letterhead(p, shop, [`${town} · Proprietor ${personEN(rng)} · Tel. ${digits(rng, 4)} ${digits(rng, 6)}`], { y: 68, size: 17, align: 'center' });
  const miles = rng.int(30000, 180000);
  p.text(55, `Invoice ${digits(rng, 4)}`, { size: 11, bold: true });
  p.text(540, fd(iso, 'uklong'), { size: 10, align: 'right' });
  p.down(14);
  p.text(
    55,
    `${personEN(rng)} — ${rng.pick(['Triumph Spitfire', 'MGB GT', 'Rover P6', 'Morris Minor 1000', 'Jaguar XJ6'])} ${plateUK(rng, y - rng.int(5, 18))} — ${num(miles, 'en').slice(0, -3)} miles`,
    { size: 9 },
  );
  p.down(26);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 5), 1.2);
  const parts = lines(rng, PARTS_EN, rng.int(2, 5), 1.2);
  const bad = rng.int(0, jobs.length - 1);
  const wrong = r2(jobs[bad].amount + rng.pick([10, 5, 15, 20]));
  const m = (n: number) => num(n, 'en');
  const cols = [{ x: 55 }, { x: 470, align: 'right' as const }];
  row(p, cols, ['Labour', '£'], { bold: true });
  p.down(14);
  jobs.forEach((j, i) => {
    if (i === bad) {
      p.text(55, j.text, { size: 9 });
      struck(p, 470, p.y, m(wrong));
      hand(p, 482, p.y + 2, m(j.amount), { size: 11.5 });
    } else row(p, cols, [j.text, m(j.amount)]);
    p.down(12.5);
  });
  const laborOk = sum(jobs.map((j) => j.amount));
  const laborBad = r2(laborOk - jobs[bad].amount + wrong);
  p.text(300, 'Total labour', { size: 9, bold: true });
  struck(p, 470, p.y, m(laborBad));
  hand(p, 482, p.y + 2, m(laborOk), { size: 11.5 });
  p.down(22);
  row(p, cols, ['Parts', '£'], { bold: true });
  p.down(14);
  for (const j of parts) {
    row(p, cols, [j.text, m(j.amount)]);
    p.down(12.5);
  }
  const partsSum = sum(parts.map((j) => j.amount));
  row(p, [{ x: 300 }, { x: 470, align: 'right' }], ['Total parts', m(partsSum)], { bold: true });
  p.down(20);
  const rate = vatUK(y);
  const vatOk = r2(((laborOk + partsSum) * rate) / 100);
  const vatBad = r2(((laborBad + partsSum) * rate) / 100);
  p.text(300, `VAT ${rate}%`, { size: 9 });
  struck(p, 470, p.y, m(vatBad));
  hand(p, 482, p.y + 2, m(vatOk), { size: 11.5 });
  p.down(16);
  const total = r2(laborOk + partsSum + vatOk);
  p.text(300, 'Amount due £', { size: 10, bold: true });
  struck(p, 470, p.y, m(r2(laborBad + partsSum + vatBad)), 10);
  hand(p, 482, p.y + 3, m(total), { size: 13, bold: true });
  p.down(26);
  hand(p, 300, p.y, `amended — ${initials(rng)}`, { size: 12 });
  p.down(36);
  p.text(55, 'Cars are driven by our staff at owners\u2019 risk.', { size: 7.5 });
  return doc(p, 'en', truthOf(shop, iso, miles, { labor: laborOk, parts: partsSum, total }, jobs, parts));
}

/** An Irish garage's bill in Irish pounds or euro: PAID WITH THANKS stamp with a signature, page numbering. */
export function irishPaidWithThanks(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1976, 2020);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'IR£' : '€';
  const shop = `${rng.pick(['Fitzgerald', 'Kavanagh', "O'Sullivan", 'Dunne'])} ${rng.pick(['Motors', 'Garage', 'Auto Repairs'])}`;
  const town = rng.pick(['Ennis, Co. Clare', 'Mallow, Co. Cork', 'Naas, Co. Kildare', 'Tuam, Co. Galway']);
  letterhead(p, shop, [town, `Tel. 0${rng.int(21, 99)} ${digits(rng, 5)}   VAT No. IE ${digits(rng, 7)}${letters(rng, 1)}`], { y: 64, size: 17 });
  const miles = rng.int(20000, 190000);
  const unit = y >= 2005 && rng.chance(0.5) ? 'km' : 'miles';
  row(p, [{ x: 330 }, { x: 430 }], ['Invoice No.', `${rng.int(1000, 9999)}`], { size: 9 });
  p.down(12);
  row(p, [{ x: 330 }, { x: 430 }], ['Date', fd(iso, 'uk')], { size: 9 });
  p.down(12);
  row(p, [{ x: 330 }, { x: 430 }], ['Reg.', `${String(y - rng.int(2, 10)).slice(2)}-${rng.pick(['CE', 'C', 'KE', 'G'])}-${rng.int(100, 9999)}`], { size: 9 });
  p.down(12);
  row(p, [{ x: 330 }, { x: 430 }], ['Odometer', `${num(miles, 'en').slice(0, -3)} ${unit}`], { size: 9 });
  p.down(12);
  p.text(55, `Customer: ${personEN(rng)}`, { size: 9 });
  p.down(26);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 5), y < 2002 ? 0.9 : 2);
  const parts = lines(rng, PARTS_EN, rng.int(2, 5), y < 2002 ? 0.9 : 2);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: y < 2002 ? vatIE(y) : 13.5,
    style: 'en',
    cur,
    layout: 'recap',
    labels: {
      labourHead: 'Work carried out',
      partsHead: 'Parts supplied',
      labourSum: 'Labour',
      partsSum: 'Parts',
      net: 'Sub-total',
      vat: (r) => `VAT ${r}%`,
      total: 'Total due',
    },
  });
  stamp(p, 300, b.totalY + 50, ['PAID WITH THANKS', stampDate(addDays(iso, rng.int(0, 6)), 'uk')], 11);
  hand(p, 330, b.totalY + 82, rng.pick(['M. Fitz', 'J.K.', 'P. Dunne', 'Seán']), { size: 13 });
  pageNo(p, 'Page 1 of 1', 815, 'right');
  const km = unit === 'km' ? miles : miles;
  return doc(p, 'en', truthOf(shop, iso, km, b, jobs, parts));
}

/** A US specialist's invoice printed from the shop's customer portal: browser header and footer, pen notes. */
export function usPortalPrintout(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2012, 2026);
  const shop = `${rng.pick(['Vintage', 'Heritage', 'Classic'])} ${rng.pick(['Motorcars of', 'Auto Works of', 'Garage of'])} ${rng.pick(['Sarasota', 'Asheville', 'Bozeman', 'Scottsdale'])}`;
  const printed = addDays(iso, rng.int(1, 90));
  const invNo = digits(rng, 5);
  const hh = rng.int(1, 12);
  webChrome(
    p,
    `${fd(printed, 'usshort')}, ${hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
    `Invoice #${invNo} | ${shop}`,
    `https://portal.${rng.pick(['shopmonkey', 'tekmetric', 'autoflow'])}.io/inv/${digits(rng, 9)}`,
    '1/1',
  );
  p.y = 50;
  p.text(55, shop, { size: 15, bold: true });
  p.down(14);
  p.text(55, `Invoice #${invNo}`, { size: 10 });
  p.text(540, `Completed ${fd(iso, 'uslong')}`, { size: 9, align: 'right' });
  p.down(12);
  const miles = rng.int(20000, 160000);
  p.text(
    55,
    `${rng.pick(['1967 Ford Mustang', '1972 Chevrolet C10', '1985 Porsche 911 Carrera', '1964 Ford Thunderbird'])} · Odometer in ${num(miles, 'en').slice(0, -3)}`,
    { size: 9 },
  );
  p.down(26);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 6), 3.5);
  const parts = lines(rng, PARTS_EN, rng.int(3, 6), 3);
  const tax = rng.pick([6, 6.75, 7, 8.6]);
  const labor = sum(jobs.map((j) => j.amount));
  const partsSum = sum(parts.map((j) => j.amount));
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  p.box(55, p.y - 11, 485, 15, true);
  row(p, cols, ['Labor', 'Total'], { bold: true });
  p.down(16);
  for (const j of jobs) {
    row(p, cols, [j.text, `$${num(j.amount, 'en')}`]);
    p.down(13);
  }
  p.down(6);
  p.box(55, p.y - 11, 485, 15, true);
  row(p, cols, ['Parts', 'Total'], { bold: true });
  p.down(16);
  for (const j of parts) {
    row(p, cols, [j.text, `$${num(j.amount, 'en')}`]);
    p.down(13);
  }
  p.down(10);
  const taxAmt = r2(((labor + partsSum) * tax) / 100);
  const total = r2(labor + partsSum + taxAmt);
  const sc = [{ x: 380 }, { x: 540, align: 'right' as const }];
  for (const [k, v] of [
    ['Labor', labor],
    ['Parts', partsSum],
    [`Tax (${tax}%)`, taxAmt],
  ] as [string, number][]) {
    row(p, sc, [k, `$${num(v, 'en')}`]);
    p.down(13);
  }
  row(p, sc, ['Grand Total', `$${num(total, 'en')}`], { bold: true, size: 11 });
  p.down(14);
  row(p, sc, ['Paid', `$${num(total, 'en')}`]);
  p.down(13);
  row(p, sc, ['Balance Due', '$0.00']);
  hand(p, 60, p.y + 30, 'Filed — car file 3', { size: 13 });
  hand(p, 80, p.y + 50, `next oil change ${num(miles + 3000, 'en').slice(0, -3)}`, { size: 11 });
  return doc(p, 'en', truthOf(shop, iso, miles, { labor, parts: partsSum, total }, jobs, parts));
}

/** A British specialist's invoice in the body of an e-mail, printed from the mail program. */
export function ukEmailPrintout(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2008, 2025);
  const y = yearOf(iso);
  const shop = `${rng.pick(['Marshfield', 'Oakridge', 'Windrush', 'Kestrel'])} ${rng.pick(['Classics', 'Historic Cars', 'Motor Engineering'])} Ltd`;
  const sent = addDays(iso, rng.int(0, 3));
  p.y = 26;
  p.text(40, personEN(rng), { size: 11, bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(18);
  const hdr: [string, string][] = [
    ['From:', `${shop} <accounts@${shop.split(' ')[0].toLowerCase()}classics.co.uk>`],
    ['Sent:', `${fd(sent, 'uklong')} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`],
    ['To:', `${letters(rng, 1).toLowerCase()}.${rng.pick(['hollis', 'nolan', 'brennan'])}@btinternet.com`],
    ['Subject:', `Invoice INV-${digits(rng, 5)} — your ${rng.pick(['E-Type', 'Healey 3000', 'TR6', 'Land Rover Series IIA'])}`],
  ];
  for (const [k, v] of hdr) {
    row(p, [{ x: 40 }, { x: 100 }], [k, v], { size: 8.5, bold: false });
    p.down(11);
  }
  p.down(16);
  p.text(40, 'Please find your invoice below. Payment by BACS to the account shown, quoting the invoice number.', { size: 9 });
  p.down(24);
  const miles = rng.int(20000, 120000);
  p.text(40, shop, { size: 12, bold: true });
  p.down(13);
  p.text(40, `Invoice date ${fd(iso, 'uk')}   Mileage ${num(miles, 'en').slice(0, -3)}`, { size: 8.5 });
  p.down(22);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 6), 3);
  const parts = lines(rng, PARTS_EN, rng.int(3, 6), 2.5);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatUK(y),
    style: 'en',
    cur: '£',
    layout: 'sections',
    x0: 40,
    x1: 555,
    labels: {
      labourHead: 'Labour',
      partsHead: 'Parts',
      labourSum: 'Labour total',
      partsSum: 'Parts total',
      net: 'Net',
      vat: (r) => `VAT at ${r}%`,
      total: 'Invoice total',
    },
  });
  p.text(40, `Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}  Account ${digits(rng, 8)}`, { size: 8 });
  hand(p, 330, b.totalY + 40, `paid online ${fd(addDays(sent, rng.int(1, 9)), 'ukdot')}`, { size: 12 });
  p.text(297, 'Page 1 of 1', { y: 828, size: 7, align: 'center' });
  return doc(p, 'en', truthOf(shop, iso, miles, b, jobs, parts));
}

/** A 1960s American service station bill; an item added in pen at the foot and the total rewritten. */
export function usAddedItem(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1960, 1972);
  const shop = `${rng.pick(['Al', 'Ray', 'Walt', 'Eddie'])}'s ${rng.pick(['Texaco', 'Mobil Service', 'Sinclair', 'Garage'])}`;
  const town = rng.pick(['Dubuque, Iowa', 'Elkhart, Ind.', 'Marquette, Mich.', 'Zanesville, Ohio']);
  p.y = 60;
  p.text(297, shop.toUpperCase(), { size: 18, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `${town}  ·  Phone ${letters(rng, 2)} ${digits(rng, 1)}-${digits(rng, 4)}`, { size: 8.5, align: 'center' });
  p.down(34);
  const miles = rng.int(20000, 99000);
  row(p, [{ x: 60 }, { x: 330 }], [`Name ${personEN(rng)}`, `Date ${fd(iso, 'usshort')}`], { size: 10 });
  p.down(14);
  row(
    p,
    [{ x: 60 }, { x: 330 }],
    [`Car ${rng.pick(['Chevrolet Bel Air', 'Ford Fairlane', 'Plymouth Fury', 'Buick LeSabre'])}`, `Speedometer ${num(miles, 'en').slice(0, -3)}`],
    { size: 10 },
  );
  p.down(26);
  const jobs = lines(rng, JOBS_EN, rng.int(2, 4), 0.3);
  const parts = lines(rng, PARTS_EN, rng.int(2, 4), 0.3);
  const cols = [{ x: 60 }, { x: 535, align: 'right' as const }];
  row(p, cols, ['DESCRIPTION', 'AMOUNT'], { bold: true });
  p.down(4);
  hline(p, 60, 475);
  p.down(13);
  for (const j of [...jobs, ...parts]) {
    row(p, cols, [j.text, num(j.amount, 'en')]);
    p.down(13);
  }
  const printed = sum([...jobs, ...parts].map((j) => j.amount));
  p.down(4);
  hline(p, 380, 155);
  p.down(12);
  row(p, [{ x: 380 }, cols[1]], ['TOTAL', num(printed, 'en')], { bold: true });
  p.down(22);
  const added = { text: rng.pick(['Wiper blades', 'Headlamp sealed beam', 'Radiator hose, upper', 'Quart of oil']), amount: r2(rng.int(8, 45) / 10) };
  hand(p, 60, p.y, added.text, { size: 13 });
  hand(p, 535, p.y, num(added.amount, 'en'), { size: 13, align: 'right' });
  p.down(20);
  const total = r2(printed + added.amount);
  hand(p, 420, p.y, 'new total', { size: 12 });
  hand(p, 535, p.y, `$${num(total, 'en')}`, { size: 14, align: 'right', bold: true });
  p.down(40);
  p.text(60, 'Thank you — call again', { size: 9, bold: true });
  return doc(p, 'en', truthOf(shop.toUpperCase(), iso, miles, { total }, jobs, [...parts, added]));
}

/** A stationer's invoice form of the early 1970s, the garage known only by its rubber stamp across the head. */
export function ukStampedForm(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1966, 1972);
  const ownerName = `${rng.pick(['R.', 'G.', 'A.'])} ${rng.pick(['Pugh', 'Trevithick', 'Bowden', 'Hicks'])}`;
  const shop = `${ownerName} & Son, Motor Engineers`;
  const town = rng.pick(['Launceston', 'Bodmin', 'Tavistock', 'Okehampton']);
  p.y = 56;
  p.text(540, 'INVOICE', { size: 22, bold: true, serif: true, align: 'right' });
  stamp(p, 55, 60, [shop.toUpperCase(), `${rng.pick(['Westgate St.', 'Fore Street', 'Dunheved Rd.'])}, ${town}`, `Tel. ${town} ${digits(rng, 3)}`], 10);
  p.y = 140;
  const y = yearOf(iso);
  const miles = rng.int(20000, 110000);
  p.text(55, 'M', { size: 9, serif: true });
  hand(p, 75, p.y, personEN(rng), { size: 13 });
  p.text(360, 'Date', { size: 9, serif: true });
  hand(p, 395, p.y, fd(iso, 'ukdot'), { size: 13 });
  p.down(22);
  p.text(55, 'Reg. No.', { size: 9, serif: true });
  hand(p, 105, p.y, plateUK(rng, y - rng.int(2, 10)), { size: 13 });
  p.text(360, 'Mileage', { size: 9, serif: true });
  hand(p, 410, p.y, num(miles, 'en').slice(0, -3), { size: 13 });
  p.down(28);
  const jobs = lines(rng, JOBS_EN, rng.int(2, 4), 0.25);
  const parts = lines(rng, PARTS_EN, rng.int(2, 4), 0.25);
  p.box(55, p.y - 12, 485, 16);
  p.text(60, 'Particulars', { size: 8.5, serif: true, bold: true });
  p.text(535, '£', { size: 8.5, serif: true, bold: true, align: 'right' });
  p.down(22);
  for (const j of jobs) {
    hand(p, 65, p.y, j.text, { size: 12 });
    hand(p, 535, p.y, num(j.amount, 'en'), { size: 12, align: 'right' });
    p.down(18);
  }
  const labor = sum(jobs.map((j) => j.amount));
  hand(p, 330, p.y, 'Labour', { size: 12 });
  hand(p, 535, p.y, num(labor, 'en'), { size: 12, align: 'right' });
  p.down(22);
  for (const j of parts) {
    hand(p, 65, p.y, j.text, { size: 12 });
    hand(p, 535, p.y, num(j.amount, 'en'), { size: 12, align: 'right' });
    p.down(18);
  }
  const partsSum = sum(parts.map((j) => j.amount));
  hand(p, 330, p.y, 'Parts', { size: 12 });
  hand(p, 535, p.y, num(partsSum, 'en'), { size: 12, align: 'right' });
  p.down(24);
  const total = r2(labor + partsSum);
  p.text(330, 'Total £', { size: 10, serif: true, bold: true });
  hand(p, 535, p.y, num(total, 'en'), { size: 14, align: 'right', bold: true });
  p.down(40);
  p.text(55, 'E. & O. E.    Terms strictly cash.', { size: 7.5, serif: true });
  return doc(p, 'en', truthOf(shop.toUpperCase(), iso, miles, { labor, parts: partsSum, total }, jobs, parts));
}

/** A 2000s US dealer's invoice that went through an office scanner: SCANNED imprint, RECEIVED stamp, "OK to pay". */
export function usScannedOkToPay(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2000, 2016);
  const shop = `${rng.pick(['Northgate', 'Lakeside', 'Summit', 'Prairie'])} ${rng.pick(['Mercedes-Benz', 'Volvo', 'Jaguar Land Rover'])}`;
  const state = rng.pick([
    ['Minneapolis', 'MN', 7.375],
    ['Madison', 'WI', 5.5],
    ['Columbus', 'OH', 7.5],
    ['Boise', 'ID', 6],
  ] as const);
  scanImprint(p, `SCANNED ${addDays(iso, rng.int(3, 30))} ${rng.int(8, 17)}:${rng.int(10, 59)}  DOC#${digits(rng, 6)}`, 18);
  letterhead(p, shop, [`${rng.int(1000, 9999)} ${rng.pick(['Wayzata Blvd', 'Mineral Point Rd', 'Morse Rd', 'Fairview Ave'])}, ${state[0]}, ${state[1]}`], {
    y: 56,
    size: 16,
  });
  const miles = rng.int(30000, 220000);
  const info: [string, string][] = [
    ['INVOICE', digits(rng, 6)],
    ['INVOICE DATE', fd(iso, 'us')],
    ['VIN', `${letters(rng, 3)}${digits(rng, 3)}${letters(rng, 2)}${digits(rng, 9)}`.slice(0, 17)],
    ['MILEAGE IN / OUT', `${num(miles, 'en').slice(0, -3)} / ${num(miles + rng.int(1, 12), 'en').slice(0, -3)}`],
  ];
  for (const [k, v] of info) {
    row(p, [{ x: 320 }, { x: 430 }], [k, v], { size: 8 });
    p.down(11);
  }
  p.down(20);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 5), 3.2);
  const parts = lines(rng, PARTS_EN, rng.int(3, 5), 2.8);
  const labor = sum(jobs.map((j) => j.amount));
  const partsSum = sum(parts.map((j) => j.amount));
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  jobs.forEach((j, i) => {
    row(p, cols, [`${String.fromCharCode(65 + i)}  ${j.text.toUpperCase()}`, num(j.amount, 'en')], { size: 8.5 });
    p.down(12);
  });
  p.down(8);
  for (const j of parts) {
    row(p, [{ x: 70 }, cols[1]], [`1  ${j.text.toUpperCase()}`, num(j.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  p.down(12);
  const taxAmt = r2((partsSum * state[2]) / 100);
  const total = r2(labor + partsSum + taxAmt);
  const sc = [{ x: 360 }, cols[1]];
  for (const [k, v] of [
    ['LABOR AMOUNT', labor],
    ['PARTS AMOUNT', partsSum],
    ['SALES TAX', taxAmt],
  ] as [string, number][]) {
    row(p, sc, [k, num(v, 'en')], { size: 8.5 });
    p.down(12);
  }
  row(p, sc, ['TOTAL INVOICE', `$${num(total, 'en')}`], { bold: true, size: 10 });
  const by = p.y;
  stamp(p, 70, by + 50, ['RECEIVED', stampDate(addDays(iso, rng.int(2, 10)), 'us').replace(/ (\d{4})$/, ', $1')], 11);
  hand(p, 280, by + 50, `OK to pay — ${initials(rng).replace(/\./g, '')}`, { size: 14 });
  const up = (xs: { text: string }[]) => xs.map((j) => ({ text: j.text.toUpperCase() }));
  return doc(p, 'en', truthOf(shop, iso, miles, { labor, parts: partsSum, total }, up(jobs), up(parts)));
}

/** A 1990s British garage invoice without mileage; the owner wrote it beside the registration and ticked the total. */
export function ukOwnerAnnotated(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1988, 2007);
  const y = yearOf(iso);
  const shop = `${rng.pick(['Pennine', 'Dales', 'Moorside', 'Calder'])} ${rng.pick(['Autos', 'Motor Services', 'Garage Services'])}`;
  letterhead(
    p,
    shop,
    [`Unit ${rng.int(1, 20)}, ${rng.pick(['Mill Lane', 'Canal Wharf', 'Bradford Road'])}, ${rng.pick(['Halifax', 'Keighley', 'Todmorden', 'Huddersfield'])}`],
    { y: 62, size: 16, align: 'right' },
  );
  const miles = rng.int(30000, 160000);
  const reg = plateUK(rng, y - rng.int(3, 20));
  p.text(55, `Invoice ${digits(rng, 5)}`, { size: 11, bold: true });
  p.down(14);
  p.text(55, `Date: ${fd(iso, 'ukshort')}`, { size: 9 });
  p.down(12);
  p.text(55, `Vehicle: ${reg}`, { size: 9 });
  hand(p, 190, p.y + 2, `${num(miles, 'en').slice(0, -3)} miles`, { size: 13 });
  p.down(12);
  p.text(55, `Customer: ${personEN(rng)}`, { size: 9 });
  p.down(26);
  const jobs = lines(rng, JOBS_EN, rng.int(3, 6), 1.5);
  const parts = lines(rng, PARTS_EN, rng.int(2, 5), 1.5);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatUK(y),
    style: 'en',
    cur: '£',
    layout: 'recap',
    labels: {
      labourHead: 'Description of work',
      partsHead: 'Parts',
      labourSum: 'Labour',
      partsSum: 'Parts',
      net: 'Net total',
      vat: (r) => `VAT ${r}%`,
      total: 'Total payable',
    },
  });
  hand(p, 290, b.totalY + 2, `£${num(b.total, 'en')} ok`, { size: 12, align: 'right' });
  hand(p, 60, b.totalY + 40, `File: ${rng.pick(['Jag', 'MG', 'Stag', 'Rover'])} ${rng.int(1, 3)}`, { size: 13 });
  pageNo(p, 'Page 1 of 2', 815, 'right');
  p.text(55, 'Continued overleaf: terms of business', { y: 800, size: 7.5 });
  return doc(p, 'en', truthOf(shop, iso, miles, b, jobs, parts));
}
