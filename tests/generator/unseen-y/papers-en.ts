/**
 * English paper of import and export, re-registration and titles, dealers' contracts with trade-ins, extended warranty
 * and fleet cover, valuations and heritage certificates: the US Sun Belt and Pacific Northwest, the Midlands, Northern
 * Ireland, and continental firms writing English, 1967–2026.
 */
import { addDays, dateIn, doc, fd, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from '../unseen-s/kit';

const USD: Money = { cur: '$', style: 'en', pos: 'pre' };
const GBP: Money = { cur: '£', style: 'en', pos: 'pre' };
const A = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const up = (rng: Random, n: number) => Array.from({ length: n }, () => A[rng.int(0, A.length - 1)]).join('');

/** A Houston customs broker, 2003: duty, merchandise processing and harbor maintenance fees on a German import, paid. */
export function enCustomsBrokerHouston2003(rng: Random): Generated {
  const d = dateIn(rng, 2003, 2003);
  const p = new PageBuilder();
  const shop = 'Bayport Customs Brokerage, Inc.';
  letterhead(p, {
    style: 'left',
    name: shop,
    tag: 'Licensed U.S. Customs Broker · Vehicle imports',
    lines: ['1200 Port Rd, Pasadena, TX 77507 · (281) 474-3320'],
  });
  p.text(545, 'PAID RECEIPT', { y: 66, size: 14, bold: true, align: 'right' });
  p.down(4);
  const value = rng.int(12, 40) * 1000;
  const duty = r2(value * 0.025);
  const mpf = r2(Math.min(Math.max(value * 0.0021, 25), 485));
  const hmf = r2(value * 0.00125);
  const fee = 175;
  const total = r2(duty + mpf + hmf + fee);
  const meta: [string, string][] = [
    ['Entry No.', `${up(rng, 3)}-${rng.int(1000000, 9999999)}-${rng.int(0, 9)}`],
    ['Entry type', '01 Consumption (CBP 7501)'],
    ['Date', fd(d, 'us')],
    ['Vessel', 'MV Grand Pace, from Bremerhaven'],
    ['Vehicle', '1973 Porsche 911 E Targa'],
    ['Entered value', money(value, USD)],
  ];
  meta.forEach(([l, v], i) => field(p, 50 + (i % 2) * 250, p.y + Math.floor(i / 2) * 30, l, v, 'above', 240));
  p.down(3 * 30 + 10);
  table(
    p,
    [
      { x: 56, head: 'Charge' },
      { x: 540, head: 'Amount', align: 'right' },
    ],
    [
      ['Duty 2.5% (HTS 8703.23.01)', money(duty, USD)],
      ['Merchandise processing fee', money(mpf, USD)],
      ['Harbor maintenance fee', money(hmf, USD)],
      ['Brokerage & EPA/DOT filing (HS-7, EPA 3520-1)', money(fee, USD)],
    ],
    { rules: 'head' },
  );
  totals(p, 330, 540, [['Total received', money(total, USD)]], { box: 'labelAbove' });
  p.down(8).text(50, 'Paid by wire transfer. Imported as 21+ years old: DOT box 1, EPA code E.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Southampton Ro/Ro shipper's bill, 2011: a British car shipped to Baltimore, freight, insurance, a pale band total. */
export function enShippingSouthampton2011(rng: Random): Generated {
  const d = dateIn(rng, 2011, 2011);
  const p = new PageBuilder();
  const shop = 'Solent Vehicle Shipping Ltd';
  letterhead(p, {
    style: 'band',
    name: shop,
    tag: 'Ro/Ro and container · USA · Canada · Australia',
    lines: ['Western Docks, Gate 10, Southampton SO15 1DA · 023 8023 6640'],
  });
  p.text(297, 'RECEIPT', { size: 13, bold: true, align: 'center' }).down(22);
  field(p, 50, p.y, 'Booking', `SVS/${rng.int(11000, 11999)}`, 'box', 150);
  field(p, 205, p.y, 'Sailing', fd(addDays(d, rng.int(4, 12)), 'uklong'), 'box', 170);
  field(p, 380, p.y, 'Receipt date', fd(d, 'uk'), 'box', 165);
  p.down(40);
  p.text(50, 'Cargo: 1962 Austin-Healey 3000 Mk II, running, Southampton → Baltimore MD', { size: 9.5 }).down(22);
  const lines: [string, number][] = [
    ['Ocean freight Ro/Ro', rng.int(9, 14) * 100],
    ['Marine insurance 1.5% of £' + (rng.int(30, 60) * 1000).toLocaleString('en-GB'), rng.int(450, 900)],
    ['Port and documentation', 145],
    ['Export declaration (NES)', 45],
  ];
  lines.forEach(([t, a]) => {
    p.text(60, t, { size: 9.5 }).text(540, money(a, GBP), { size: 9.5, align: 'right' });
    p.down(14);
  });
  const total = sum(lines.map((l) => l[1]));
  p.down(4);
  totals(p, 330, 540, [['Received with thanks', money(total, GBP)]], { box: 'last' });
  p.down(4).text(50, 'Export services zero-rated for VAT.', { size: 8.5 });
  footer(p, ['Solent Vehicle Shipping Ltd · Registered in England 5521190 · Trading under BIFA standard conditions 2005']);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Tacoma port storage yard, 2018: an imported Land Rover held pending EPA release, days at a daily rate, WA tax. */
export function enPortStorageTacoma2018(rng: Random): Generated {
  const d = dateIn(rng, 2018, 2018);
  const p = new PageBuilder();
  const shop = 'Commencement Bay Auto Terminal';
  p.y = 56;
  p.text(50, shop.toUpperCase(), { size: 13, bold: true });
  p.down(12).text(50, '1401 Port of Tacoma Rd · Tacoma WA 98421 · 253-383-9010', { size: 8 });
  p.text(545, `Ticket ${rng.int(70000, 79999)}`, { y: 56, size: 10, align: 'right' });
  p.down(30);
  const days = rng.int(9, 40);
  const rate = 35;
  const storage = days * rate;
  const gate = 85;
  const net = storage + gate;
  const tax = r2(net * 0.102);
  const total = r2(net + tax);
  const rows: [string, string][] = [
    ['Released', fd(d, 'iso')],
    ['Unit', '1972 Land Rover Series III 88, ex Felixstowe'],
    ['Storage', `${days} days @ ${money(rate, USD)}`],
  ];
  rows.forEach(([l, v]) => {
    p.text(50, l, { size: 8.5, bold: true }).text(130, v, { size: 9.5 });
    p.down(15);
  });
  p.down(8);
  totals(
    p,
    320,
    540,
    [
      ['Storage', money(storage, USD)],
      ['Gate-out / yard move', money(gate, USD)],
      ['Sales tax 10.2%', money(tax, USD)],
      ['PAID', money(total, USD)],
    ],
    { box: 'all' },
  );
  pencil(p, 70, p.y + 30, 'EPA hold released 9:40 — RJ', 13);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A DVSA test centre fee receipt, Birmingham 2013: an IVA test for a US import, the fee in a grid. */
export function enIvaReceiptBirmingham2013(rng: Random): Generated {
  const d = dateIn(rng, 2013, 2013);
  const p = new PageBuilder();
  const shop = 'Driver and Vehicle Standards Agency';
  p.y = 56;
  p.text(50, shop, { size: 14, bold: true });
  p.down(12).text(50, 'Birmingham (Garretts Green) Test Centre · Granby Avenue, Birmingham B33 0SS', { size: 8 });
  p.down(30).text(50, 'Receipt — Individual Vehicle Approval (IVA) test fee', { size: 12, bold: true }).down(24);
  const fee = rng.pick([199, 456]);
  table(
    p,
    [
      { x: 56, head: 'Application' },
      { x: 200, head: 'Vehicle' },
      { x: 400, head: 'Date' },
      { x: 540, head: 'Fee', align: 'right' },
    ],
    [[`IVA/${rng.int(1300000, 1399999)}`, '1966 Ford Mustang (US import)', fd(d, 'uk'), money(fee, GBP)]],
    { rules: 'grid' },
  );
  totals(p, 330, 540, [['Total paid', money(fee, GBP)]], { box: 'none' });
  p.down(6);
  para(p, 50, 'Outside the scope of VAT. Retain this receipt: you will need the IVA certificate number to register the vehicle with DVLA (form V55/5).', 100, {
    size: 8.5,
  });
  stamp(p, 380, p.y + 16, ['FEE RECEIVED', fd(d, 'uk')], 150);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: fee });
}

/** A V5C for an imported car, 2016: first UK registration, the previous foreign registration listed, the document number in a box. */
export function enV5cImport2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const p = new PageBuilder();
  const nr = `${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(100, 999)}`;
  // An import is given an age-related mark: a 1974 car gets a suffix mark of its year.
  const plate = `${up(rng, 3)} ${rng.int(100, 999)}${rng.pick(['M', 'N'])}`;
  p.y = 52;
  p.text(50, 'Vehicle Registration Certificate', { size: 14, bold: true });
  p.down(12).text(50, 'V5C · DVLA Swansea SA99 1BA', { size: 8 });
  p.box(390, 40, 155, 30);
  p.text(396, 'Document reference number', { y: 50, size: 6.5 }).text(396, nr, { y: 64, size: 11, bold: true });
  p.down(32);
  const rows: [string, string][] = [
    ['A  Registration number', plate],
    ['B  Date of first registration', fd(`1974-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'uk')],
    ['   Date of first registration in UK', fd(d, 'uk')],
    ['D.1  Make', 'CHEVROLET'],
    ['D.3  Model', 'CORVETTE STINGRAY'],
    ['E  VIN/Chassis/Frame no.', `1Z67J4S4${rng.int(10000, 99999)}`],
    ['C.1  Registered keeper', 'GRAHAM STEPHEN ARKWRIGHT, LICHFIELD, WS13'],
    ['Previous registration', `CALIFORNIA ${rng.int(1, 9)}${up(rng, 3)}${rng.int(100, 999)} (USA)`],
  ];
  rows.forEach(([l, v]) => {
    p.text(50, l, { size: 8 }).text(250, v, { size: 10 });
    p.down(18);
  });
  p.down(10);
  para(
    p,
    50,
    'Special notes: Imported vehicle. Registered under the historic vehicle class (tax class: historic vehicle, no fee) — not proof of ownership.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** An Arizona registration, 1976: a narrow card, labels above values in a ruled row, plate and registration no. */
export function enArizonaRegistration1976(rng: Random): Generated {
  const d = dateIn(rng, 1976, 1976);
  const p = new PageBuilder();
  const nr = `${rng.int(10000000, 99999999)}`;
  const plate = `${up(rng, 3)}-${rng.int(100, 999)}`;
  p.y = 56;
  p.text(297, 'STATE OF ARIZONA · MOTOR VEHICLE DIVISION', { size: 10, bold: true, align: 'center' });
  p.down(14).text(297, 'REGISTRATION CERTIFICATE', { size: 15, bold: true, align: 'center' }).down(28);
  const cells: [string, string][] = [
    ['PLATE', plate],
    ['REG. NO.', nr],
    ['YEAR', '1957'],
    ['MAKE', 'THUNDERBIRD'],
    ['VIN', `D7FH${rng.int(100000, 399999)}`],
    ['EXPIRES', fd(addDays(d, 365), 'usshort')],
  ];
  cells.forEach(([l, v], i) => field(p, 50 + i * 82, p.y, l, v, 'box', 80));
  p.down(46);
  p.text(50, 'OWNER: ESTRADA, RAMON & LUZ · 3120 E. FORT LOWELL RD, TUCSON AZ', { size: 9.5 }).down(16);
  p.text(50, `ISSUED ${fd(d, 'us')} · FEE PAID $${rng.int(18, 40)}.00 · IN LIEU TAX INCL.`, { size: 9 }).down(20);
  stamp(p, 380, p.y + 14, ['PIMA COUNTY', 'ASSESSOR — MVD AGENT'], 160);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: addDays(d, 365) });
}

/** A Nevada certificate of title, 1989: an out-of-state import, the title number and issue date, a lienholder released. */
export function enNevadaTitle1989(rng: Random): Generated {
  const d = dateIn(rng, 1989, 1989);
  const p = new PageBuilder();
  p.y = 58;
  p.text(297, 'STATE OF NEVADA', { size: 11, bold: true, align: 'center' });
  p.down(16).text(297, 'Certificate of Title', { size: 20, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'Department of Motor Vehicles · Carson City', { size: 8, align: 'center' }).down(30);
  const cells: [string, string][] = [
    ['TITLE NUMBER', `${rng.int(100000, 999999)}${up(rng, 1)}`],
    ['DATE ISSUED', fd(d, 'us')],
    ['YEAR / MAKE', '1968 DODGE'],
    ['BODY', 'CHARGER 2DR HT'],
    ['VIN', `XS29H8B${rng.int(100000, 399999)}`],
    ['PREVIOUS STATE', 'OREGON'],
  ];
  cells.forEach(([l, v], i) => field(p, 50 + (i % 3) * 165, p.y + Math.floor(i / 3) * 36, l, v, 'above', 160));
  p.down(2 * 36 + 10);
  p.text(50, 'REGISTERED OWNER', { size: 7 }).down(12);
  p.text(50, 'WHITFIELD, CLAYTON R · 515 W PLUMB LN · RENO NV 89509', { size: 10 }).down(22);
  p.text(50, 'FIRST LIENHOLDER: NONE', { size: 9 }).down(14);
  p.text(50, 'ODOMETER: 68,412 — ACTUAL MILEAGE', { size: 9 }).down(30);
  para(p, 50, 'The Department of Motor Vehicles of the State of Nevada certifies that the person named herein is the owner of the vehicle described.', 100, {
    size: 8,
    serif: true,
  });
  stamp(p, 370, p.y + 20, ['NEVADA DMV', 'TITLE SECTION'], 160);
  return doc(p, 'en', { documentType: 'title', date: d });
}

/** A Warwick extended-warranty plan, 2022: a schedule with a claim limit, excess, period of cover, premium incl. IPT. */
export function enExtendedWarrantyWarwick2022(rng: Random): Generated {
  const start = dateIn(rng, 2022, 2022);
  const end = addDays(start, 364);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Avon Mechanical Warranty Ltd',
    tag: 'Used and classic car warranties',
    lines: ['Tachbrook Park, Warwick CV34 6RH', '01926 884 300'],
  });
  p.text(50, 'Policy Schedule — Extended Mechanical Breakdown Cover', { size: 12, bold: true }).down(24);
  const pol = `AMW${rng.int(2200000, 2299999)}`;
  const premium = r2(rng.int(380, 720) + 0.0);
  const excess = rng.pick([50, 100]);
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Cover', 'Extended warranty — Platinum'],
    ['Period of cover', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
    ['Vehicle', 'Mercedes-Benz SL 300 (2009)'],
    ['Claim limit', 'Up to market value'],
    ['Excess per claim', money(excess, GBP)],
    ['Premium (incl. IPT at 12%)', money(premium, GBP)],
  ];
  rows.forEach(([l, v], i) => {
    if (i % 2 === 0) p.box(50, p.y - 11, 495, 16, true);
    p.text(56, l, { size: 9 }).text(260, v, { size: 10 });
    p.down(16);
  });
  p.down(12);
  para(
    p,
    50,
    'Labour is paid at up to £70 per hour; claims must be authorised before work begins. Sold by the supplying dealer, Avon Motor Co., Stratford-upon-Avon.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Extended warranty — Platinum',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** An Oregon classic-fleet policy, 2019: a collector's six cars on one agreed-value policy, a grid and a total premium. */
export function enClassicFleetOregon2019(rng: Random): Generated {
  const start = `2019-${String(rng.int(1, 12)).padStart(2, '0')}-15`;
  const end = addDays(start, 365);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Cascade Collector Insurance Agency',
    tag: 'Underwritten by Pacific Heritage Mutual',
    lines: ['210 SW Morrison St, Portland OR 97204 · 503-224-6610'],
  });
  p.text(297, 'DECLARATIONS — COLLECTOR FLEET POLICY', { size: 12, bold: true, align: 'center' }).down(24);
  const pol = `CF-OR-${rng.int(100000, 999999)}`;
  field(p, 50, p.y, 'Policy No.', pol, 'above', 150);
  field(p, 210, p.y, 'Policy period', `${fd(start, 'us')} – ${fd(end, 'us')} 12:01 a.m.`, 'above', 200);
  field(p, 420, p.y, 'Named insured', 'Hollis K. Brandt', 'above', 125);
  p.down(30);
  field(p, 50, p.y, 'Coverage', 'Collector fleet, agreed value', 'above', 200);
  p.down(34);
  const cars = ['1956 Ford F-100', '1963 Studebaker Avanti', '1967 Pontiac GTO', '1970 Plymouth Road Runner', '1972 Datsun 240Z', '1984 Toyota Land Cruiser'];
  const prem = cars.map(() => rng.int(140, 420));
  table(
    p,
    [
      { x: 56, head: 'Vehicle' },
      { x: 330, head: 'Agreed value', align: 'right' },
      { x: 540, head: 'Premium', align: 'right' },
    ],
    cars.map((c, i) => [c, money(rng.int(12, 80) * 1000, USD), money(prem[i], USD)]),
    { rules: 'grid' },
  );
  const fees = 25;
  const total = sum(prem) + fees;
  totals(
    p,
    330,
    540,
    [
      ['Policy fee', money(fees, USD)],
      ['Total annual premium', money(total, USD)],
    ],
    { box: 'last' },
  );
  p.down(6);
  para(p, 50, 'Coverage: agreed value, liability 500/500/100, comprehensive deductible $250 each vehicle. Fleet discount 15% applied.', 100, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Collector fleet, agreed value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: 250,
  });
}

/** A Wolverhampton dealer's sales invoice, 1967: pounds, shillings and pence, a part exchange allowed, deposit taken. */
export function enDealerWolverhampton1967(rng: Random): Generated {
  const d = dateIn(rng, 1967, 1967);
  const p = new PageBuilder();
  const seller = 'Molineux Motor Co. Ltd.';
  letterhead(p, {
    style: 'center',
    name: seller,
    tag: 'Austin · Morris · Wolseley Distributors',
    lines: ['Waterloo Road, Wolverhampton · Telephone 24421'],
    serif: true,
  });
  p.text(297, 'SALES INVOICE', { size: 13, bold: true, serif: true, align: 'center' }).down(24);
  const price = rng.int(6, 11) * 100 + rng.pick([0, 25, 50, 75]);
  const px = rng.int(1, 3) * 100 + rng.pick([0, 50]);
  const dep = 50;
  p.text(50, 'Sold to: Mr. H. J. Partridge, 14 Tettenhall Road, Wolverhampton', { size: 10, serif: true }).down(16);
  p.text(50, `Date: ${fd(d, 'uklong')}`, { size: 10, serif: true }).down(26);
  const lsd = (n: number) => `£${n.toLocaleString('en-GB')}  0s.  0d.`;
  const rows: [string, string][] = [
    ['One Austin-Healey Sprite Mk III, Reg. ' + up(rng, 3) + ' ' + rng.int(100, 999) + 'E, delivery mileage', lsd(price)],
    ['Less allowance on Morris Minor 1000 in part exchange', lsd(px)],
    ['Less deposit received', lsd(dep)],
    ['Balance paid on delivery', lsd(price - px - dep)],
  ];
  rows.forEach(([l, v], i) => {
    p.text(56, l, { size: 9.5, serif: true, bold: i === 3 }).text(545, v, { size: 9.5, serif: true, bold: i === 3, align: 'right' });
    p.down(16);
  });
  p.down(14);
  para(p, 50, 'Purchase tax included in the list price. Three months’ guarantee on engine and gearbox; the vehicle is sold as seen and tried.', 100, {
    size: 8.5,
    serif: true,
  });
  stamp(p, 370, p.y + 16, ['PAID WITH THANKS', fd(d, 'ukdot')], 160);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Tucson dealer's buyer's order, 1999: a classic pickup, trade-in and deposit, doc fee and Arizona tax, a grid. */
export function enBuyersOrderTucson1999(rng: Random): Generated {
  const d = dateIn(rng, 1999, 1999);
  const p = new PageBuilder();
  const seller = 'Old Pueblo Classic Cars, LLC';
  letterhead(p, { style: 'logo', name: seller, tag: 'Buy · Sell · Trade · Consign', lines: ['4900 E Speedway Blvd, Tucson AZ 85712 · (520) 881-7300'] });
  p.text(50, "RETAIL BUYER'S ORDER", { size: 13, bold: true })
    .text(545, `No. ${rng.int(3000, 3999)}`, { size: 10, align: 'right' })
    .down(22);
  field(p, 50, p.y, 'Purchaser', 'Marisol & Dean Archuleta, Green Valley AZ', 'below', 300);
  field(p, 370, p.y, 'Date', fd(d, 'us'), 'below', 175);
  p.down(40);
  field(p, 50, p.y, 'Vehicle', '1955 Chevrolet 3100 pickup, 265 V8', 'below', 300);
  field(p, 370, p.y, 'Odometer', `${rng.int(20, 99)},${rng.int(100, 999)} (not actual)`, 'below', 175);
  p.down(44);
  const price = rng.int(140, 290) * 100;
  const trade = rng.int(20, 60) * 100;
  const dep = 1000;
  const doc_ = 199;
  const tax = r2((price - trade) * 0.07);
  const due = r2(price - trade + doc_ + tax - dep);
  table(
    p,
    [
      { x: 56, head: 'Item' },
      { x: 540, head: 'Amount', align: 'right' },
    ],
    [
      ['Cash price of vehicle', money(price, USD)],
      ['Less trade-in: 1994 Ford Ranger', `(${money(trade, USD)})`],
      ['Documentation fee', money(doc_, USD)],
      ['Sales tax 7.0% (on difference)', money(tax, USD)],
      ['Less deposit paid', `(${money(dep, USD)})`],
    ],
    { rules: 'grid' },
  );
  totals(p, 330, 540, [['Balance due', money(due, USD)]], { box: 'last' });
  p.down(8);
  para(p, 50, 'Vehicle sold AS IS — no warranty. Buyer acknowledges receipt of the Arizona title signed over by the dealer.', 100, { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Sarasota appraiser, 2012: an agreed-value appraisal for an imported Mercedes, condition class in a box. */
export function enAppraisalSarasota2012(rng: Random): Generated {
  const d = dateIn(rng, 2012, 2012);
  const p = new PageBuilder();
  const name = 'Lorraine M. Delacroix, ASA';
  letterhead(p, {
    style: 'left',
    name: 'Gulf Coast Collector Car Appraisals',
    tag: 'Certified appraisals for insurance, estate and import',
    lines: ['1800 Main St, Suite 4, Sarasota FL 34236 · 941-365-2087'],
  });
  p.text(50, 'Certificate of Appraisal', { size: 15, bold: true, serif: true }).down(24);
  const value = rng.int(40, 120) * 1000;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent']);
  const rows: [string, string][] = [
    ['Owner', 'Dr. Frederick Haas'],
    ['Vehicle', '1958 Mercedes-Benz 190 SL roadster (imported from Germany 2011)'],
    ['Inspected', fd(addDays(d, -rng.int(1, 8)), 'uslong')],
    ['Report date', fd(d, 'uslong')],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 110, 10);
    p.down(16);
  });
  p.down(10);
  field(p, 50, p.y, 'Condition', cond, 'box', 200, 11);
  field(p, 280, p.y, 'Appraised value (agreed value)', money(value, USD), 'box', 265, 12);
  p.down(50);
  para(
    p,
    50,
    'Values reflect the current market for comparable cars sold at auction and privately in the last twelve months. Body-off restoration in Germany 2008–2010, photographs attached.',
    100,
    { size: 9 },
  );
  p.down(16);
  pencil(p, 60, p.y, 'L. M. Delacroix', 15);
  p.down(10).box(50, p.y, 200, 0.01);
  p.down(12).text(50, name, { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'Lorraine M. Delacroix', appraisalDate: d, appraisedValue: value, conditionNotes: cond });
}

/** A Belfast valuation for an import from the Republic, 2005: a letter with the value in the text and a summary row. */
export function enValuationBelfast2005(rng: Random): Generated {
  const d = dateIn(rng, 2005, 2005);
  const p = new PageBuilder();
  const name = 'Desmond P. McCann';
  letterhead(p, {
    style: 'right',
    name: 'Ulster Classic Vehicle Valuations',
    tag: 'Members of the Institute of Automotive Engineer Assessors',
    lines: ['42 Lisburn Road, Belfast BT9 6AA', '028 9066 4120'],
    serif: true,
  });
  p.text(50, fd(d, 'uklong'), { size: 10, serif: true }).down(24);
  p.text(50, 'Re: Triumph TR6, 1973, chassis CR' + rng.int(10000, 39999) + 'U — brought in from Co. Donegal', { size: 10, bold: true, serif: true }).down(22);
  const value = rng.int(9, 22) * 1000;
  const cond = rng.pick(['Good', 'Very good', 'Fair to good']);
  para(
    p,
    50,
    `Dear Mr Quinn, at your request I examined the above vehicle at your premises in Holywood. The car is in ${cond.toLowerCase()} overall condition, with a sound chassis and recent engine rebuild. I value it at £${value.toLocaleString('en-GB')} for insurance and for the declaration to HM Revenue & Customs on its re-registration in Northern Ireland.`,
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  table(
    p,
    [
      { x: 56, head: 'Condition' },
      { x: 250, head: 'Valuation' },
    ],
    [[cond, money(value, GBP)]],
    { rules: 'head', size: 10 },
  );
  p.down(14).text(50, 'Yours sincerely,', { size: 10, serif: true });
  pencil(p, 60, p.y + 28, 'D. McCann', 15);
  p.down(44).text(50, name, { size: 9.5, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: value, conditionNotes: cond });
}

/** A British Motor Museum heritage certificate, 2010: the car's build record — neither bill nor title. */
export function enHeritageCertificateGaydon2010(rng: Random): Generated {
  const d = dateIn(rng, 2010, 2010);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'British Motor Industry Heritage Trust',
    tag: 'Heritage Motor Centre · Gaydon, Warwickshire CV35 0BJ',
    lines: ['Archive and Production Records'],
    serif: true,
  });
  p.text(297, 'Heritage Certificate', { size: 20, bold: true, serif: true, align: 'center' }).down(16);
  p.text(297, 'Production record for the vehicle described', { size: 9, serif: true, align: 'center' }).down(30);
  const rows: [string, string][] = [
    ['Model', 'MGB GT'],
    ['Car number', `GHD5-${rng.int(300000, 399999)}G`],
    ['Engine number', `18V-${rng.int(500, 999)}-F-H${rng.int(1000, 9999)}`],
    ['Build date', fd(`1972-${String(rng.int(1, 12)).padStart(2, '0')}-0${rng.int(1, 9)}`, 'uklong')],
    ['Despatch date', 'as recorded, to Hambros (Export), New York'],
    ['Exterior colour', 'Blaze'],
    ['Trim', 'Navy'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 70, p.y, l, v, 'dots', 150, 10.5);
    p.down(20);
  });
  p.down(16);
  para(p, 50, 'This certificate records the information from the factory build records held by the Trust. It is not a document of title.', 95, {
    size: 9,
    serif: true,
  });
  p.down(12).text(50, `Issued ${fd(d, 'uklong')}`, { size: 10, serif: true });
  pencil(p, 330, p.y + 26, 'Archivist', 13);
  return doc(p, 'en', { documentType: 'other', date: d });
}
