/**
 * English heritage paper from Scotland, Wales, Northern England, the US West Coast and New England, and Japanese
 * exporters writing English, 1958–2023: a plater's receipt in pounds, shillings and pence, a catalogue house's order,
 * an MOT station's and an exporter's receipts, registrations and a title, laid-up and agreed-value cover, a barn-find
 * bill of sale and an export sale, an appraisal and a FIVA identity card.
 */
import { addDays, dateIn, doc, fd, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, letterhead, money, PageBuilder, pencil, stamp, table, totals, under, type Money } from '../unseen-s/kit';

const GBP: Money = { cur: '£', style: 'en', pos: 'pre' };
const USD: Money = { cur: '$', style: 'en', pos: 'pre' };
const bare = (n: number, m: Money) => money(n, { ...m, pos: 'none' });
const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
const L = 'ABCDEFGHJKLMNPRSTVWXY';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');

/** A Sheffield chrome plater, 1965: pounds, shillings and pence in three columns, a cash receipt stamp. */
export function enPlatersSheffield1965(rng: Random): Generated {
  const d = dateIn(rng, 1965, 1965);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Don Valley Electro-Platers',
    tag: 'Chromium · Nickel · Copper · Motor Work a Speciality',
    lines: ['Effingham Road, Attercliffe, Sheffield 4 · Telephone 41207'],
    serif: true,
  });
  p.text(297, 'CASH SALE', { size: 12, bold: true, align: 'center' }).down(22);
  p.text(50, `Mr. F. Hirst, Crookes`, { size: 10, serif: true }).text(545, fd(d, 'ukdot'), { size: 10, serif: true, align: 'right' }).down(26);
  // Prices in pence; the lines are chosen so that the whole comes to whole shillings.
  const items = rng.some(
    [
      ['Bumper blades (2), strip, polish & rechrome', 1110],
      ['Overriders (4), rechrome', 438],
      ['Radiator shell, repair & rechrome', 876],
      ['Headlamp rims (2), rechrome', 246],
      ['Door handles (4), rechrome', 198],
      ['Hub caps (4), polish & rechrome', 402],
    ] as [string, number][],
    4,
  );
  let pence = items.reduce((a, i) => a + i[1], 0);
  const carriage = 12 - (pence % 12) + 36;
  const rows: [string, number][] = [...items, ['Carriage', carriage]];
  pence += carriage;
  // A line under a pound leaves the pound column blank, as a clerk wrote it.
  const lsd = (n: number) => [n >= 240 ? String(Math.floor(n / 240)) : '', String(Math.floor((n % 240) / 12)), String(n % 12)];
  table(
    p,
    [
      { x: 56, head: 'Particulars' },
      { x: 440, head: '£', align: 'right' },
      { x: 490, head: 's.', align: 'right' },
      { x: 535, head: 'd.', align: 'right' },
    ],
    rows.map(([t, n]) => [t, ...lsd(n)]),
    { rules: 'grid', size: 9.5 },
  );
  const [l, s] = lsd(pence);
  p.down(4).text(300, 'Total', { size: 11, bold: true });
  p.text(440, l, { size: 11, bold: true, align: 'right' })
    .text(490, s, { size: 11, bold: true, align: 'right' })
    .text(535, '0', { size: 11, bold: true, align: 'right' });
  p.down(22).text(50, `Received with thanks the sum of £${l} ${s}s. 0d.`, { size: 10, serif: true }).down(30);
  stamp(p, 340, p.y, ['PAID', 'Don Valley Electro-Platers'], 180);
  pencil(p, 60, p.y + 30, 'W. Bramall', 13);
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Don Valley Electro-Platers', date: d, totalCost: r2(pence / 240) });
}

/** A California catalogue parts house, 1989: a mail-order invoice with catalog numbers, UPS, sales tax, COD. */
export function enMailOrderSantaRosa1989(rng: Random): Generated {
  const d = dateIn(rng, 1989, 1989);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'band',
    name: 'Redwood Empire Restoration Supply',
    tag: 'Catalog No. 14 · MG · Triumph · Austin-Healey',
    lines: ['3150 Dutton Ave., Santa Rosa, CA 95407', 'Orders 1-800-344-2210'],
  });
  p.text(50, 'MAIL ORDER INVOICE', { size: 12.5, bold: true }).down(22);
  field(p, 50, p.y, 'Order date', fd(d, 'usshort'), 'above', 100);
  field(p, 160, p.y, 'Invoice no.', `M${rng.int(40000, 49999)}`, 'above', 100);
  field(p, 270, p.y, 'Ship via', 'UPS Ground', 'above', 100);
  field(p, 380, p.y, 'Customer', 'R. Okamoto, Eureka CA', 'above', 165);
  p.down(34);
  const items = rng
    .some(
      [
        ['BHH 1732', 'Front wheel bearing kit', 34.95],
        ['GHF 4012', 'Rear spring shackle set', 18.5],
        ['AHH 5904', 'Carpet set, black, 8 pc', 189],
        ['12H 2341', 'Water pump, rebuilt (exch.)', 64.9],
        ['AEH 800', 'Fuel pump, SU, 12 V', 119],
        ['ACH 5027', 'Brake hose, front', 11.25],
      ] as [string, string, number][],
      4,
    )
    .map(([no, t, u]) => ({ no, t, u, q: u < 20 ? 2 : 1 }));
  const lines = items.map((i) => r2(i.q * i.u));
  const merch = sum(lines);
  const tax = r2(merch * 0.0625);
  const ship = 8.75;
  const cod = 3.5;
  const total = r2(merch + tax + ship + cod);
  table(
    p,
    [
      { x: 54, head: 'Cat. #' },
      { x: 125, head: 'Description' },
      { x: 390, head: 'Qty', align: 'right' },
      { x: 465, head: 'Each', align: 'right' },
      { x: 540, head: 'Ext.', align: 'right' },
    ],
    items.map((i, k) => [i.no, i.t, String(i.q), bare(i.u, USD), bare(lines[k], USD)]),
    { rules: 'dotted' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Merchandise', money(merch, USD)],
      ['Sales tax 6.25%', money(tax, USD)],
      ['UPS', money(ship, USD)],
      ['C.O.D. fee', money(cod, USD)],
      ['Collect on delivery', money(total, USD)],
    ],
    { box: 'labelAbove' },
  );
  p.text(50, 'Cores must be returned within 30 days for refund of core charge. Back-ordered items ship free.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Redwood Empire Restoration Supply', date: d, totalCost: total });
}

/** A Swansea MOT station, 1991: the test fee and a retest on a till-style slip, labels below values. */
export function enMotStationSwansea1991(rng: Random): Generated {
  const d = dateIn(rng, 1991, 1991);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'left',
    name: 'Gower Road Garage (Sketty) Ltd',
    tag: 'Ministry Approved MOT Testing Station No. 47 118',
    lines: ['Gower Road, Sketty, Swansea SA2 9BX · Tel. (0792) 20 47 31'],
  });
  p.text(545, 'RECEIPT', { y: 66, size: 15, bold: true, align: 'right' }).down(18);
  const reg = `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`;
  under(p, 50, p.y, reg, 'Registration mark', 120);
  under(p, 180, p.y, 'Morris Minor 1000', 'Make / model', 140);
  under(p, 330, p.y, fd(d, 'uk'), 'Date', 100);
  under(p, 440, p.y, `VT20 ${rng.int(100000, 999999)}`, 'Certificate ser. no.', 105);
  p.down(40);
  const lines: [string, number][] = [['MOT test, Class IV', 22.5]];
  if (rng.chance(0.6)) lines.push(['Headlamp aim adjusted', 4.5]);
  lines.push(['Nearside track rod end supplied & fitted', 17.8]);
  const total = sum(lines.map((l) => l[1]));
  table(
    p,
    [
      { x: 56, head: 'Item' },
      { x: 540, head: '£', align: 'right' },
    ],
    lines.map(([t, a]) => [t, bare(a, GBP)]),
    { rules: 'head' },
  );
  totals(p, 330, 540, [['Total paid', money(total, GBP)]], { box: 'last' });
  p.text(50, 'MOT test fee not subject to VAT. Parts and labour include VAT at 15%.', { size: 8 }).down(30);
  pencil(p, 60, p.y, 'Pass — retest free within 14 days. H.J.', 12);
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Gower Road Garage (Sketty) Ltd', date: d, totalCost: total });
}

/** A Kobe exporter's receipt, 2018: export handling in yen written in English, whole yen, consumption tax exempt. */
export function enExporterReceiptKobe2018(rng: Random): Generated {
  const d = dateIn(rng, 2018, 2018);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Rokko Motor Trading Co., Ltd.',
    tag: 'Used & Classic Car Exporter',
    lines: ['2-8-17 Minatojima, Chuo-ku, Kobe 650-0045 Japan', 'Tel: +81-78-302-5561'],
  });
  p.text(297, 'RECEIPT', { size: 16, bold: true, align: 'center' }).down(24);
  p.text(50, `Date: ${d.replace(/-/g, '.')}`, { size: 10 })
    .text(545, `No. RM-${rng.int(10000, 99999)}`, { size: 10, align: 'right' })
    .down(22);
  p.text(50, 'Received from: Mr. Callum Stewart (Inverness, Scotland)', { size: 10 }).down(24);
  const items: [string, number][] = [
    ['Export inspection and de-registration', 18000],
    ['Inland transport to Kobe port', rng.int(4, 9) * 5000],
    ['Container vanning and lashing', 65000],
    ['Export customs clearance', 22000],
  ];
  const total = items.reduce((a, i) => a + i[1], 0);
  items.forEach(([t, a]) => {
    p.text(60, t, { size: 10 }).text(540, yen(a), { size: 10, align: 'right' });
    p.down(16);
  });
  p.box(330, p.y - 8, 215, 0.01);
  p.down(10).box(324, p.y - 13, 227, 20, true);
  p.text(330, 'Total received', { size: 11, bold: true }).text(540, yen(total), { size: 11, bold: true, align: 'right' });
  p.down(26);
  p.text(50, 'Vehicle: Toyota Land Cruiser FJ40 (1978), Chassis No. FJ40-' + rng.int(300000, 399999), { size: 9 }).down(14);
  p.text(50, 'Consumption tax: exempted (export). Thank you very much for your business.', { size: 9 });
  stamp(p, 380, p.y + 30, ['ROKKO MOTOR', 'TRADING'], 120);
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Rokko Motor Trading Co., Ltd.', date: d, totalCost: total });
}

/** An Oregon registration card, 1981: labels over values in a framed grid, the plate at the top, expiry at the right. */
export function enOregonRegistration1981(rng: Random): Generated {
  const exp = `1983-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`;
  const plate = `${letters(rng, 3)} ${rng.int(100, 999)}`;
  const nr = String(rng.int(10000000, 19999999));
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, 'STATE OF OREGON · MOTOR VEHICLES DIVISION', { size: 10, bold: true });
  p.down(14).text(50, 'REGISTRATION CARD — SPECIAL INTEREST VEHICLE', { size: 8.5 }).down(24);
  const grid: [string, string][] = [
    ['PLATE NO.', plate],
    ['REGISTRATION NO.', nr],
    ['EXPIRES', fd(exp, 'usshort')],
    ['YEAR', '1948'],
    ['MAKE', 'HUDSON'],
    ['BODY', 'CPE'],
    ['VEHICLE ID', String(rng.int(48000000, 48999999))],
    ['FEE PAID', '$10.00'],
  ];
  grid.forEach(([l, v], i) => field(p, 50 + (i % 4) * 124, p.y + Math.floor(i / 4) * 34, l, v, 'box', 120));
  p.down(76);
  p.text(50, 'REGISTERED OWNER', { size: 7 }).down(12);
  p.text(50, 'GALEN D. FORSYTHE', { size: 10 }).down(12).text(50, '2280 NW KEARNEY ST, PORTLAND OR 97210', { size: 10 }).down(22);
  para(p, 50, 'Special interest registration: vehicle may not be used for general transportation. Keep this card in the vehicle.', 100, { size: 8 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: exp });
}

/** A Scottish V5 registration document, 1988: the document reference in groups at the top right, the mark at the left. */
export function enV5Scotland1988(rng: Random): Generated {
  const ref = `${rng.int(1000, 9999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  const plate = `${letters(rng, 2)} ${rng.int(1000, 9999)}`;
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, 'DRIVER AND VEHICLE LICENSING CENTRE', { size: 8.5 });
  p.down(16).text(50, 'Vehicle Registration Document', { size: 15, bold: true });
  p.text(545, 'Document reference number', { y: 52, size: 7, align: 'right' }).text(545, ref, { y: 68, size: 12, bold: true, align: 'right' });
  p.down(34);
  const rows: [string, string][] = [
    ['Registration mark', plate],
    ['Date of first registration', fd(`1958-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'uk')],
    ['Make', 'ROVER'],
    ['Model', 'P4 90'],
    ['Taxation class', 'PRIVATE/LIGHT GOODS'],
    ['Colour', 'GREY'],
    ['VIN / Chassis / Frame no.', String(rng.int(640000000, 649999999))],
    ['Registered keeper', 'MR IAIN D. McLEAN, 4 BRAE ROAD, OBAN, ARGYLL'],
  ];
  rows.forEach(([l, v], i) => {
    p.text(50, l, { y: p.y + i * 18, size: 8 }).text(220, v, { y: p.y + i * 18, size: 10.5 });
  });
  p.down(rows.length * 18 + 10);
  p.text(50, `Date of issue ${fd(dateIn(rng, 1988, 1988), 'uk')}`, { size: 9 }).down(20);
  para(p, 50, 'This document is not proof of ownership. The registered keeper is the person responsible for registering and licensing the vehicle.', 100, {
    size: 8,
  });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: plate });
}

/** A Massachusetts antique registration, 2018: a card with headings over one value row, the expiry in the row. */
export function enMassAntiqueRegistration2018(rng: Random): Generated {
  const issued = dateIn(rng, 2018, 2018);
  const exp = `2020-${issued.slice(5, 7)}-28`;
  const plate = `${rng.int(100, 999)}${letters(rng, 1)}`;
  const nr = String(rng.int(100000000, 199999999));
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, 'COMMONWEALTH OF MASSACHUSETTS · REGISTRY OF MOTOR VEHICLES', { size: 9.5, bold: true });
  p.down(14).text(50, 'CERTIFICATE OF REGISTRATION — ANTIQUE', { size: 9 }).down(24);
  const heads = ['REG. NUMBER', 'PLATE', 'TYPE', 'ISSUED', 'EXPIRES'];
  const vals = [nr, plate, 'ANT', fd(issued, 'us'), fd(exp, 'us')];
  const xs = [50, 160, 240, 300, 420];
  p.box(46, p.y - 12, 500, 16, true);
  heads.forEach((h, i) => p.text(xs[i], h, { size: 7, bold: true }));
  p.down(16);
  vals.forEach((v, i) => p.text(xs[i], v, { size: 10 }));
  p.box(46, p.y + 5, 500, 0.01);
  p.down(26);
  field(p, 50, p.y, 'Vehicle', '1931 CADILLAC 355A TOWN SEDAN', 'left', 80);
  field(p, 50, p.y + 14, 'VIN', String(rng.int(1000000, 1999999)), 'left', 80);
  field(p, 50, p.y + 28, 'Owner', 'HOLLIS, MARGARET A · 19 WINTER ST · CONCORD MA 01742', 'left', 80);
  p.down(50);
  para(p, 50, 'Antique motor car: operation limited to exhibitions, club activities, parades and occasional pleasure driving (M.G.L. c. 90 § 2).', 100, {
    size: 8,
  });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: exp });
}

/** A California certificate of title, 1972 (the pink slip): headings over values, the issue date apart from the transfer. */
export function enCaliforniaTitle1972(rng: Random): Generated {
  const d = dateIn(rng, 1972, 1972);
  const p = new PageBuilder();
  p.y = 52;
  p.text(297, 'STATE OF CALIFORNIA', { size: 10, bold: true, align: 'center' });
  p.down(16).text(297, 'CERTIFICATE OF OWNERSHIP', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(12).text(297, 'Department of Motor Vehicles', { size: 8.5, align: 'center' }).down(26);
  const grid: [string, string][] = [
    ['VEHICLE ID NO.', `${rng.int(100, 999)}${letters(rng, 1)}${rng.int(100000, 999999)}`],
    ['YR MODEL', '1956'],
    ['MAKE', 'PORS'],
    ['BODY TYPE', 'SPDSTR'],
    ['LICENSE NO.', `${letters(rng, 3)} ${rng.int(100, 999)}`],
    ['DATE ISSUED', fd(d, 'usshort')],
    ['TRANSFER DATE', fd(addDays(d, -rng.int(10, 40)), 'usshort')],
    ['FEES PAID', '$15.00'],
  ];
  grid.forEach(([l, v], i) => field(p, 50 + (i % 4) * 124, p.y + Math.floor(i / 4) * 34, l, v, 'above', 120));
  p.down(80);
  p.text(50, 'REGISTERED OWNER(S)', { size: 7 }).down(12);
  p.text(50, 'NAKAMURA HIROSHI / 1840 SAWTELLE BLVD / LOS ANGELES CA 90025', { size: 10 }).down(26);
  p.text(50, 'LEGAL OWNER', { size: 7 }).down(12).text(50, 'NONE', { size: 10 }).down(30);
  para(
    p,
    50,
    'I certify under penalty of perjury that the statements on this certificate are true and correct. Signature of registered owner releasing interest:',
    100,
    { size: 8 },
  );
  pencil(p, 70, p.y + 20, 'Hiroshi Nakamura', 14);
  return doc(p, 'en', { documentType: 'title', date: d });
}

/** A Yorkshire laid-up cover endorsement, 2010: fire and theft only while the car is off the road, IPT, schedule lines. */
export function enLaidUpYorkshire2010(rng: Random): Generated {
  const start = dateIn(rng, 2010, 2010);
  const end = addDays(start, 364);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'split',
    name: 'Ridings Classic Insurance Services',
    tag: 'Agents for Dales Mutual',
    lines: ['14 Station Parade', 'Harrogate HG1 1UF', '01423 56 20 88'],
  });
  p.text(50, 'Schedule — Laid-Up Cover', { size: 14, bold: true }).down(24);
  const pol = `RCI/${rng.int(100000, 999999)}/LU`;
  const xs = rng.pick([100, 150]);
  const net = r2(rng.int(45, 90) + rng.int(0, 99) / 100);
  const ipt = r2(net * 0.05);
  const total = r2(net + ipt);
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', 'Mr Graham Ackroyd, Pateley Bridge'],
    ['Vehicle', 'Jowett Jupiter (1951), under restoration, SORN'],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
    ['Cover', 'Laid-up: fire and theft only'],
    ['Agreed value', money(12000, GBP)],
    ['Excess', money(xs, GBP)],
  ];
  rows.forEach(([l, v]) => {
    p.text(50, l, { size: 8.5 }).text(200, v, { size: 10 });
    p.down(16);
  });
  p.down(10);
  totals(
    p,
    330,
    540,
    [
      ['Premium', money(net, GBP)],
      ['Insurance Premium Tax 5%', money(ipt, GBP)],
      ['Total payable', money(total, GBP)],
    ],
    { box: 'all' },
  );
  p.down(6);
  para(
    p,
    50,
    'The vehicle must not be driven on a public road while this cover is in force. Notify us when restoration is complete to reinstate comprehensive cover at the new agreed value.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Laid-up: fire and theft only',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: xs,
  });
}

/** A New Hampshire agreed-value policy after restoration, 2023: declarations with labels above in boxes, coverages in a table. */
export function enAgreedValueNewHampshire2023(rng: Random): Generated {
  const start = dateIn(rng, 2023, 2023);
  const end = addDays(start, 365);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Granite State Collector Car Insurance',
    tag: 'Agreed value coverage for restored vehicles',
    lines: ['PO Box 1127 · Portsmouth, NH 03802 · 603-431-7790'],
  });
  p.text(50, 'Declarations Page', { size: 14, bold: true }).down(24);
  const pol = `GSC-${rng.int(1000000, 9999999)}`;
  const agreed = rng.int(40, 90) * 1000;
  const ded = rng.pick([250, 500]);
  field(p, 50, p.y, 'Policy Number', pol, 'box', 150);
  field(p, 206, p.y, 'Effective', fd(start, 'us'), 'box', 110);
  field(p, 322, p.y, 'Expiration', fd(end, 'us'), 'box', 110);
  field(p, 438, p.y, 'Agreed Value', money(agreed, USD), 'box', 107);
  p.down(36);
  p.text(50, 'Named insured: Daniel & Ruth Pelletier, 77 Sagamore Rd, Rye NH 03870', { size: 9.5 }).down(14);
  p.text(50, 'Vehicle: 1957 Chevrolet Bel Air convertible — frame-off restoration completed 2022', { size: 9.5 }).down(22);
  const liab = r2(rng.int(90, 160));
  const phys = r2(rng.int(300, 700) + rng.int(0, 99) / 100);
  const total = r2(liab + phys + 15);
  table(
    p,
    [
      { x: 56, head: 'Coverage' },
      { x: 300, head: 'Limit / Deductible' },
      { x: 540, head: 'Premium', align: 'right' },
    ],
    [
      ['Bodily injury / property damage', '$250,000 / $100,000', money(liab, USD)],
      ['Physical damage — agreed value', `${money(agreed, USD)} / ${money(ded, USD)} ded.`, money(phys, USD)],
      ['Policy fee', '', money(15, USD)],
    ],
    { rules: 'head' },
  );
  totals(p, 330, 540, [['Total annual premium', money(total, USD)]], { box: 'labelAbove' });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Physical damage — agreed value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** A Maine barn-find bill of sale, 1999: typed blanks on a stationery form, the price in words and figures, as-is. */
export function enBarnFindMaine1999(rng: Random): Generated {
  const d = dateIn(rng, 1999, 1999);
  const seller = 'Ernest L. Thibodeau';
  const price = rng.int(6, 40) * 100;
  const p = new PageBuilder();
  p.y = 64;
  p.text(297, 'BILL OF SALE', { size: 18, bold: true, serif: true, align: 'center' }).down(36);
  para(p, 50, `KNOW ALL MEN BY THESE PRESENTS that I, ${seller}, of Route 2, Skowhegan, Maine, in consideration of the sum of`, 92, {
    size: 11,
    serif: true,
    step: 16,
  });
  p.text(70, `${money(price, USD)} — ${price / 100} hundred dollars —`, { size: 12, bold: true, serif: true }).down(22);
  para(
    p,
    50,
    'paid by Kevin J. Boucher of Waterville, Maine, the receipt whereof is acknowledged, do hereby sell and convey: one 1947 Ford Super Deluxe woodie station wagon, "barn find", stored since 1968, no engine, wood rotted, sold AS IS WHERE IS with no warranty of any kind. Rolling chassis only.',
    92,
    { size: 11, serif: true, step: 16 },
  );
  p.down(8);
  field(p, 50, p.y, 'Serial no.', `799A${rng.int(1000000, 1999999)}`, 'dots', 90, 11);
  p.down(34);
  p.text(50, `Witness my hand this ${d.slice(8)} day of ${fd(d, 'uklong').split(' ')[1]}, ${d.slice(0, 4)}.`, { size: 11, serif: true }).down(40);
  pencil(p, 320, p.y, 'Ernest L. Thibodeau', 15);
  p.down(8).box(310, p.y, 220, 0.01).down(12).text(310, 'Seller', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Yokohama exporter's sales invoice, 2016: FOB price in whole yen, shipping terms, labels at the left in a grid. */
export function enExportSaleYokohama2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const seller = 'Bayside Auto Export Co., Ltd.';
  const price = rng.int(18, 45) * 100000;
  const p = new PageBuilder();
  letterhead(p, {
    style: 'left',
    name: seller,
    tag: 'Japanese Vintage Car Exporter — JUMVEA member',
    lines: ['5-2 Shinko, Naka-ku, Yokohama 231-0001 JAPAN · Tel +81-45-211-8830 · Fax +81-45-211-8831'],
  });
  p.text(545, 'COMMERCIAL INVOICE', { y: 100, size: 13, bold: true, align: 'right' }).down(20);
  const rows: [string, string][] = [
    ['Invoice No.', `BAE-${d.slice(0, 4)}-${rng.int(100, 999)}`],
    ['Date', fd(d, 'ukshort')],
    ['Buyer', 'Mr. Owain Griffiths, Aberystwyth, Wales, U.K.'],
    ['Port of Loading', 'Yokohama'],
    ['Port of Discharge', 'Southampton'],
    ['Terms', 'FOB Yokohama'],
  ];
  rows.forEach(([l, v], i) => {
    p.box(50, p.y + i * 18 - 12, 495, 18);
    p.text(55, l, { y: p.y + i * 18, size: 8.5 }).text(185, v, { y: p.y + i * 18, size: 10 });
  });
  p.down(rows.length * 18 + 16);
  table(
    p,
    [
      { x: 56, head: 'Description of Goods' },
      { x: 540, head: 'Amount (JPY)', align: 'right' },
    ],
    [
      ['Used Motor Vehicle: Datsun Fairlady 2000 SR311 (1968)', yen(price)],
      [`Chassis No. SR311-${rng.int(10000, 19999)} / Engine U20 / Color: White / Mileage 74,120 km`, ''],
      ['Restoration status: engine rebuilt 2015, body repainted, interior original', ''],
    ],
    { rules: 'grid' },
  );
  p.down(4).box(324, p.y - 13, 227, 20, true);
  p.text(330, 'TOTAL FOB', { size: 11, bold: true }).text(540, yen(price), { size: 11, bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'We hereby certify that this invoice is true and correct.', { size: 9 }).down(30);
  pencil(p, 330, p.y, 'T. Yamaguchi', 14);
  p.down(8).box(320, p.y, 200, 0.01).down(12).text(320, 'Takeshi Yamaguchi, Export Manager', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Sacramento appraisal, 2021: a letter report, the value in a shaded band, condition on the 1–6 scale. */
export function enAppraisalSacramento2021(rng: Random): Generated {
  const d = dateIn(rng, 2021, 2021);
  const name = 'Lorraine V. Castellanos';
  const val = rng.int(35, 95) * 1000;
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Capitol Classic Appraisals',
    tag: 'Certified collector vehicle appraisers',
    lines: ['1017 Del Paso Blvd, Sacramento, CA 95815', '(916) 922-4418'],
  });
  p.text(50, 'Certified Appraisal Report', { size: 14, bold: true }).down(22);
  field(p, 50, p.y, 'Date of inspection', fd(d, 'uslong'), 'left', 120);
  field(p, 50, p.y + 14, 'Client', 'Mr. & Mrs. Arturo Leyva, Davis CA', 'left', 120);
  field(p, 50, p.y + 28, 'Vehicle', '1963 Studebaker Avanti R1', 'left', 120);
  field(p, 50, p.y + 42, 'Purpose', 'Agreed value insurance after restoration', 'left', 120);
  p.down(64);
  para(
    p,
    50,
    'The vehicle was inspected at the owner’s residence. A body-off restoration was completed in 2020 by a recognized marque specialist; receipts and photographs were reviewed. Panel fit and paint are very good, the interior correct, the engine numbers matching.',
    100,
    { size: 9.5, step: 13 },
  );
  p.down(6);
  field(p, 50, p.y, 'Overall condition', '#2 — Excellent', 'left', 120, 10.5);
  p.down(26);
  p.box(44, p.y - 14, 507, 24, true);
  p.text(50, 'APPRAISED VALUE', { size: 10, bold: true }).text(540, money(val, USD), { size: 13, bold: true, align: 'right' });
  p.down(38);
  pencil(p, 60, p.y, 'L. V. Castellanos', 15);
  p.down(10).box(50, p.y, 200, 0.01).down(12).text(50, `${name}, ASA`, { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: val, conditionNotes: '#2 — Excellent' });
}

/** A FIVA identity card issued through the UK federation, 2014: a grid of facts with a legend of classes — neither bill nor title. */
export function enFivaIdentityCard2014(rng: Random): Generated {
  const d = dateIn(rng, 2014, 2014);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Fédération Internationale des Véhicules Anciens',
    tag: 'FIVA Vehicle Identity Card — issued by the FBHVC',
    lines: ['National authority: Federation of British Historic Vehicle Clubs'],
  });
  p.text(50, `Identity card no. ${rng.int(10000, 19999)}-GB`, { size: 11, bold: true })
    .text(545, `Date of issue: ${fd(d, 'uk')}`, { size: 10, align: 'right' })
    .down(26);
  const cells: [string, string][] = [
    ['1', 'Alvis'],
    ['2', 'TA 14 Drophead (Carbodies)'],
    ['3', `${rng.int(20000, 22999)}`],
    ['4', '1947'],
    ['5', 'E'],
    ['6', 'Mrs Eilidh MacKenzie, Dingwall'],
  ];
  cells.forEach(([c, v], i) => {
    const x = 50 + (i % 2) * 250;
    const y = p.y + Math.floor(i / 2) * 32;
    p.box(x, y - 12, 245, 28);
    p.text(x + 4, c, { y: y - 2, size: 7, bold: true });
    p.text(x + 20, v, { y: y + 8, size: 10 });
  });
  p.down(3 * 32 + 6);
  p.text(50, 'Legend: 1 Make  2 Model / coachwork  3 Chassis no.  4 Year of manufacture  5 FIVA class  6 Owner', { size: 7.5 }).down(12);
  p.text(50, 'Classes: A ancestor (to 1904)  B veteran  C vintage  D post-vintage  E post-war (1946–1960)  F (1961–1970)  G (1971–)', { size: 7.5 }).down(26);
  para(
    p,
    50,
    'The vehicle was inspected by an FBHVC-appointed examiner and found to be a historic vehicle in the sense of the FIVA Technical Code, with a documented history and restoration record.',
    100,
    { size: 9 },
  );
  stamp(p, 370, p.y + 20, ['FBHVC', 'FIVA Commission'], 150);
  return doc(p, 'en', { documentType: 'other', date: d });
}
