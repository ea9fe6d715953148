/** English-language receipts, policies, registrations, a title, an auction sale and valuations of the collector's import and show paper. */
import { addDays, dateIn, doc, fd, para, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, under, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from './kit';

const GBP: Money = { cur: '£', style: 'en', pos: 'pre' };
const USD: Money = { cur: '$', style: 'en', pos: 'pre' };
const L = (rng: Random, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');

/** A Southampton shipping agent's receipt, 2010: RoRo freight to Baltimore, zero-rated export, boxed cells. */
export function enShippingReceipt2010(rng: Random): Generated {
  const d = dateIn(rng, 2010, 2010);
  const p = new PageBuilder();
  const shop = 'Solent Vehicle Shipping Ltd';
  letterhead(p, {
    style: 'split',
    name: shop,
    tag: 'Classic car export · RoRo · Container',
    lines: ['Berth 37, Western Docks', 'Southampton SO15 1DA', 'Tel 023 8063 4470', 'VAT GB 812 4417 09'],
  });
  p.text(50, 'RECEIPT', { size: 16, bold: true }).down(28);
  const cells: [string, string][] = [
    ['Receipt no.', `SVS/${rng.int(4000, 4999)}`],
    ['Date', fd(d, 'uk')],
    ['Vessel', 'MV Tønsberg'],
    ['Sailing', fd(addDays(d, rng.int(4, 12)), 'uk')],
  ];
  cells.forEach(([l, v], i) => field(p, 50 + i * 124, p.y, l, v, 'box', 120));
  p.down(36);
  p.text(50, 'Received from Mr A. Fairbrother: shipment of 1954 Austin-Healey 100 BN1 to Baltimore, MD', { size: 9.5 }).down(24);
  const freight = rng.int(900, 1500);
  const lines: [string, number][] = [
    ['Ocean freight RoRo Southampton – Baltimore', freight],
    ['Port and handling charges', rng.int(120, 220)],
    ['Export declaration and documentation', 65],
    ['Marine insurance (agreed value £38,000)', 114],
  ];
  table(
    p,
    [
      { x: 56, head: 'Description' },
      { x: 440, head: 'VAT', align: 'right' },
      { x: 540, head: 'Amount', align: 'right' },
    ],
    lines.map(([t, a]) => [t, '0%', money(a, { ...GBP, pos: 'none' })]),
    { rules: 'head' },
  );
  const total = lines.reduce((s, l) => s + l[1], 0);
  totals(
    p,
    340,
    540,
    [
      ['VAT (zero-rated export)', money(0, GBP)],
      ['Total received', money(total, GBP)],
    ],
    { box: 'last' },
  );
  p.down(8).text(50, 'Paid by debit card. Thank you.', { size: 9 });
  stamp(p, 380, 560, ['RECEIVED', fd(d, 'uk')], 140);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A concours entry receipt, 2016 (US): labels under values, entry fee and gala tickets, a circled total note. */
export function enConcoursEntryReceipt2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const p = new PageBuilder();
  const shop = 'Hudson Valley Concours d’Elegance';
  letterhead(p, {
    style: 'center',
    name: shop,
    tag: 'Benefiting the Rhinebeck Historical Society',
    lines: ['P.O. Box 412 · Rhinebeck, NY 12572 · entries@hvconcours.org'],
    serif: true,
  });
  p.text(297, 'Entry Receipt', { size: 14, bold: true, serif: true, align: 'center' }).down(30);
  under(p, 50, p.y, `HV-${rng.int(100, 399)}`, 'Entry number', 160);
  under(p, 215, p.y, fd(d, 'uslong'), 'Date paid', 160);
  under(p, 380, p.y, fd(addDays(d, rng.int(40, 90)), 'uslong'), 'Show date', 165);
  p.down(36);
  p.text(50, 'Entrant: Richard Coakley, Millbrook, NY — 1937 Cord 812 Supercharged Phaeton (Class D, Pre-war American)', { size: 9.5 }).down(24);
  const fee = rng.pick([250, 300, 350]);
  const tix = rng.int(1, 4);
  const lines: [string, number][] = [
    ['Judged class entry fee', fee],
    [`Gala dinner tickets (${tix} x $175)`, tix * 175],
    ['Trailer parking pass', 40],
  ];
  table(
    p,
    [
      { x: 56, head: 'Item' },
      { x: 540, head: 'Amount', align: 'right' },
    ],
    lines.map(([t, a]) => [t, money(a, USD)]),
    { rules: 'dotted' },
  );
  const total = lines.reduce((s, l) => s + l[1], 0);
  totals(p, 360, 540, [['Total paid', money(total, USD)]], { box: 'labelAbove' });
  p.down(10);
  para(p, 50, 'Entry fees are non-refundable. Tax ID 14-1844720. Your car must be on the field by 8:00 a.m.', 100, { size: 8.5, serif: true });
  pencil(p, 380, p.y + 30, 'Visa ...4471 — thanks! M.R.');
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Swedish enclosed transporter writing English, 2002: kronor with space groups and decimal comma, 25 % moms. */
export function enSwedishTransportReceipt2002(rng: Random): Generated {
  const d = dateIn(rng, 2002, 2002);
  const p = new PageBuilder();
  const shop = 'Öresund Biltransport AB';
  const sek = (n: number) =>
    `${n
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} SEK`;
  letterhead(p, {
    style: 'band',
    name: shop,
    tag: 'Covered transport · Scandinavia – Continent',
    lines: ['Industrigatan 14', 'SE-212 14 Malmö', '+46 40 18 44 20', 'Org.nr 556412-7781'],
  });
  p.text(50, 'Receipt / Kvitto', { size: 14, bold: true }).down(26);
  const meta: [string, string][] = [
    ['No.', `${rng.int(2002000, 2002999)}`],
    ['Date', fd(d, 'iso')],
    ['Customer', 'Mr Lars Wennerholm, Lund'],
    ['Route', 'Lund – Essen (Techno Classica)'],
  ];
  meta.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 80);
    p.down(14);
  });
  p.down(12);
  const km = rng.int(700, 900);
  const lines: [string, number][] = [
    [`Covered transport, ${km} km`, km * 14],
    ['Öresund bridge and ferry', 890],
    ['Return to Lund after the show', km * 12],
  ];
  table(
    p,
    [
      { x: 56, head: 'Specification' },
      { x: 540, head: 'Amount', align: 'right' },
    ],
    lines.map(([t, a]) => [t, sek(a)]),
    { rules: 'none' },
  );
  const net = lines.reduce((s, l) => s + l[1], 0);
  const vat = r2(net * 0.25);
  const total = r2(net + vat);
  totals(
    p,
    330,
    540,
    [
      ['Net', sek(net)],
      ['VAT (moms) 25%', sek(vat)],
      ['Total paid', sek(total)],
    ],
    { box: 'all' },
  );
  p.down(10).text(50, 'Vehicle: Volvo P1800 S 1964. Paid cash at delivery.', { size: 9 });
  stamp(p, 370, 560, ['BETALT / PAID', fd(d, 'iso')], 150);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Toronto winter storage receipt, 2019: left head, a storage period beside the paid date, HST 13 %. */
export function enStorageReceiptToronto2019(rng: Random): Generated {
  const d = dateIn(rng, 2019, 2019);
  const p = new PageBuilder();
  const shop = 'Maple Leaf Collector Car Storage';
  letterhead(p, {
    style: 'left',
    name: shop,
    tag: 'Climate-controlled storage · Trickle charging · Enclosed transport',
    lines: ['1180 Caledonia Road, Toronto ON M6A 2W5', '416-785-2210 · HST 80441 7720 RT0001'],
  });
  p.text(545, 'PAID RECEIPT', { y: 70, size: 13, bold: true, align: 'right' });
  p.text(545, `No. ${rng.int(8800, 8999)}`, { y: 84, size: 9, align: 'right' });
  p.text(545, `Date paid: ${fd(d, 'uslong')}`, { y: 97, size: 9, align: 'right' });
  p.down(14);
  p.text(50, 'Customer: Mrs. Diane Lachance, Oakville ON', { size: 9.5 }).down(14);
  p.text(50, 'Vehicle: 1963 Jaguar E-Type FHC (imported from UK 2018)', { size: 9.5 }).down(14);
  p.text(50, `Storage period: November 1, 2019 – April 30, ${2020}`, { size: 9.5 }).down(24);
  const months = 6;
  const rate = rng.pick([195, 225, 260]);
  const lines: [string, number][] = [
    [`Indoor storage, ${months} months @ $${rate}`, months * rate],
    ['Battery tender and monthly start-up', 120],
    ['Car cover (purchase)', rng.pick([89, 129])],
  ];
  lines.forEach(([t, a]) => {
    p.text(56, t, { size: 9.5 }).text(540, money(a, USD), { size: 9.5, align: 'right' });
    p.down(15);
  });
  const net = lines.reduce((s, l) => s + l[1], 0);
  const hst = r2(net * 0.13);
  const total = r2(net + hst);
  p.down(6);
  totals(
    p,
    360,
    540,
    [
      ['Subtotal', money(net, USD)],
      ['HST 13%', money(hst, USD)],
      ['TOTAL PAID', money(total, USD)],
    ],
    { box: 'none' },
  );
  p.down(10).text(50, 'Paid by e-transfer. Vehicle released on 48 hours notice.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A UK agreed-value limited-mileage schedule, 2012: banded head, labels left, the agreed value beside the premium, IPT 6 %. */
export function enUkAgreedValue2012(rng: Random): Generated {
  const start = dateIn(rng, 2012, 2012);
  const end = addDays(addDays(start, 365), -1);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'band',
    name: 'Marque & Meet Insurance Services',
    tag: 'Classic car specialists',
    lines: ['Brook House', 'Shrewsbury SY1 1HQ', '0845 601 4470', 'Authorised and regulated by the FSA'],
  });
  p.text(50, 'Policy Schedule', { size: 14, bold: true }).down(24);
  const pol = `MMC/${rng.int(100000, 999999)}/12`;
  const agreed = rng.int(20, 95) * 1000;
  const excess = rng.pick([100, 150, 250]);
  const base = r2(rng.int(180, 460) + rng.int(0, 99) / 100);
  const ipt = r2(base * 0.06);
  const total = r2(base + ipt);
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', 'Mr Graham Tolley'],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Vehicle', `1967 Jaguar 420G, registration ${L(rng, 3)} ${rng.int(100, 999)}F (re-imported from Kenya)`],
    ['Cover', 'Comprehensive — Agreed Value'],
    ['Agreed value', money(agreed, GBP)],
    ['Mileage limit', '3,000 miles per annum'],
    ['Excess', `${money(excess, GBP)} each and every claim`],
    ['Use', 'Social, domestic and pleasure including club events and concours'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 140);
    p.down(16);
  });
  p.down(10);
  totals(
    p,
    330,
    540,
    [
      ['Premium', money(base, GBP)],
      ['Insurance Premium Tax at 6%', money(ipt, GBP)],
      ['Total premium payable', money(total, GBP)],
    ],
    { box: 'labelAbove' },
  );
  p.down(8);
  para(p, 50, 'Agreed value is based on the valuation report supplied. European cover for up to 90 days per trip.', 100, { size: 8.5 });
  footer(p, ['Marque & Meet Insurance Services is a trading name of Tolworth Underwriting Agencies Ltd. Registered in England 04412209.']);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive — Agreed Value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** A US collector-car declarations page, 2021: labels above values in a grid, coverages with limits, a fee added. */
export function enUsCollectorDecl2021(rng: Random): Generated {
  const start = dateIn(rng, 2021, 2021);
  const end = addDays(start, 365);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Heritage Motor Club Insurance Co.',
    tag: 'Collector Vehicle Program',
    lines: ['400 Market Street, Suite 1100, Philadelphia, PA 19106 · 1-800-555-0147'],
  });
  p.text(50, 'DECLARATIONS', { size: 14, bold: true }).down(24);
  const pol = `HMC ${rng.int(1000000, 9999999)}`;
  const agreed = rng.int(40, 250) * 1000;
  const ded = rng.pick([0, 250, 500]);
  const cells: [string, string][] = [
    ['Policy number', pol],
    ['Policy period from', fd(start, 'us')],
    ['Policy period to', fd(end, 'us')],
    ['Named insured', 'Thomas R. Delgado'],
    ['Vehicle', '1955 Mercedes-Benz 300 SL'],
    ['VIN', `198040550${rng.int(1000, 2999)}`],
    ['Agreed value', money(agreed, USD)],
    ['Garaging', 'Bryn Mawr, PA'],
  ];
  cells.forEach(([l, v], i) => field(p, 50 + (i % 4) * 124, p.y + Math.floor(i / 4) * 30, l, v, 'above', 120, 9));
  p.down(70);
  const liab = r2(rng.int(120, 260) + 0.5);
  const ph = r2(agreed * 0.0042);
  const fee = 15;
  const total = r2(liab + ph + fee);
  table(
    p,
    [
      { x: 56, head: 'Coverage' },
      { x: 250, head: 'Limit' },
      { x: 400, head: 'Deductible', align: 'right' },
      { x: 540, head: 'Premium', align: 'right' },
    ],
    [
      ['Bodily injury / property damage', '$500,000 CSL', '—', money(liab, USD)],
      ['Agreed Value Physical Damage', money(agreed, USD), money(ded, USD), money(ph, USD)],
      ['Policy fee', '', '', money(fee, USD)],
    ],
    { rules: 'head' },
  );
  totals(p, 340, 540, [['Total annual premium', money(total, USD)]], { box: 'last' });
  p.down(8);
  para(p, 50, 'Covered while on display at shows and in transit in an enclosed trailer. Export and overseas shipping are not covered.', 100, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Agreed Value Physical Damage',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** A V5C in the historic vehicle tax class, 2015: the document reference in groups, the registration mark at the left. */
export function enV5cHistoric2015(rng: Random): Generated {
  const d = dateIn(rng, 2015, 2015);
  const p = new PageBuilder();
  const ref = `${rng.int(1000, 9999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const mark = `${L(rng, 3)} ${rng.int(10, 999)}${L(rng, 1)}`;
  p.y = 52;
  p.text(50, 'DVLA', { size: 18, bold: true });
  p.text(545, 'Vehicle Registration Certificate', { size: 12, bold: true, align: 'right' });
  p.down(14).text(545, 'V5C', { size: 10, align: 'right' }).down(22);
  p.box(50, p.y - 12, 495, 30);
  p.text(56, 'Document reference number', { size: 7 }).text(56, ref, { y: p.y + 13, size: 12, bold: true });
  p.text(330, 'Date of issue', { size: 7 }).text(330, fd(d, 'uk'), { y: p.y + 13, size: 11 });
  p.down(40);
  const rows: [string, string][] = [
    ['A  Registration mark', mark],
    ['B  Date of first registration', fd(`19${rng.int(55, 69)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'uk')],
    ['Date of first registration in UK', fd(addDays(d, -rng.int(30, 200)), 'uk')],
    ['D.1  Make', 'AUSTIN HEALEY'],
    ['D.3  Model', '3000 MK II'],
    ['E  VIN/Chassis/Frame No.', `HBT7L${rng.int(10000, 19999)}`],
    ['Taxation class', 'HISTORIC VEHICLE'],
    ['Body type', 'CONVERTIBLE'],
    ['Previous registration', 'CALIFORNIA USA'],
  ];
  rows.forEach(([l, v]) => {
    p.text(56, l, { size: 8.5 }).text(290, v, { size: 10, bold: true });
    p.down(18);
  });
  p.down(6);
  para(p, 56, 'Registered keeper: MR N P HAWTHORNE, 8 CHURCH LANE, BURFORD, OX18 4SD. This document is not proof of ownership.', 95, { size: 8.5 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: mark });
}

/** A Texas five-year antique registration, 2009: a card with heading cells over a value row and a receipt stub. */
export function enTexasAntique2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const exp = `${yearPlus(d, 5)}-${d.slice(5, 7)}-${lastDay(d)}`;
  const p = new PageBuilder();
  const docNo = `${rng.int(10, 99)}${rng.int(100000, 999999)}`;
  const plate = `${rng.int(10000, 99999)}AV`;
  p.y = 60;
  p.text(297, 'TEXAS DEPARTMENT OF MOTOR VEHICLES', { size: 12, bold: true, align: 'center' });
  p.down(14).text(297, 'Registration Receipt — Antique Vehicle (5-Year)', { size: 10, align: 'center' }).down(28);
  const heads = ['DOCUMENT NO.', 'PLATE NO.', 'YEAR/MAKE', 'EXPIRATION DATE', 'COUNTY'];
  const vals = [docNo, plate, '1930 PACKARD', fd(exp, 'us'), 'TRAVIS'];
  const xs = [50, 150, 240, 350, 470];
  heads.forEach((h, i) => p.text(xs[i], h, { size: 7, bold: true }));
  p.box(48, p.y - 10, 500, 30);
  p.down(14);
  vals.forEach((v, i) => p.text(xs[i], v, { size: 10 }));
  p.down(30);
  const rows: [string, string][] = [
    ['Owner', 'WALTER J. PRUETT, 1408 ENFIELD RD, AUSTIN TX 78703'],
    ['VIN', `${rng.int(100000, 999999)}`],
    ['Date issued', fd(d, 'us')],
    ['Fees', '$10.00 antique plate fee, $5.00 local fee'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 90);
    p.down(15);
  });
  p.down(10);
  para(
    p,
    50,
    'Antique vehicles may be operated only to and from exhibitions, club activities, parades and for servicing. Imported from Mexico 2008; title brand: none.',
    100,
    { size: 8.5 },
  );
  stamp(p, 380, 520, ['TRAVIS COUNTY TAX OFFICE', 'PAID'], 160);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate, expiryDate: exp });
}
function yearPlus(iso: string, n: number) {
  return String(Number(iso.slice(0, 4)) + n);
}
function lastDay(iso: string) {
  const [y, m] = iso.split('-').map(Number);
  return String(new Date(Date.UTC(y + 5, m, 0)).getUTCDate()).padStart(2, '0');
}

/** A Montana certificate of title, 2004: labels over values in a framed grid, sale and issue dates apart. */
export function enMontanaTitle2004(rng: Random): Generated {
  const d = dateIn(rng, 2004, 2004);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, 'STATE OF MONTANA', { size: 14, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { size: 11, serif: true, align: 'center' });
  p.down(12).text(297, 'Department of Justice · Motor Vehicle Division', { size: 8, serif: true, align: 'center' }).down(28);
  const cells: [string, string][] = [
    ['TITLE NUMBER', `${rng.int(10000000, 99999999)}`],
    ['DATE ISSUED', fd(d, 'us')],
    ['YEAR', '1961'],
    ['MAKE', 'FERRARI'],
    ['MODEL', '250 GT'],
    ['VIN', `${rng.int(1000, 3999)}GT`],
    ['DATE OF SALE', fd(addDays(d, -rng.int(10, 40)), 'us')],
    ['ODOMETER', 'EXEMPT'],
  ];
  cells.forEach(([l, v], i) => field(p, 50 + (i % 4) * 124, p.y + Math.floor(i / 4) * 34, l, v, 'box', 120));
  p.down(80);
  p.text(50, 'OWNER(S)', { size: 8, bold: true }).down(14);
  p.text(60, 'ALPINE HOLDINGS LLC, 120 N MAIN ST, BOZEMAN MT 59715', { size: 10 }).down(24);
  p.text(50, 'FIRST LIENHOLDER', { size: 8, bold: true }).down(14).text(60, 'NONE', { size: 10 }).down(24);
  para(
    p,
    50,
    'Previous title: Ontario, Canada (imported through the port of Sweetgrass, CBP entry 7501 on file). The Division certifies that the person named is the owner of the vehicle described.',
    100,
    { size: 8.5, serif: true },
  );
  stamp(p, 380, 540, ['MOTOR VEHICLE DIVISION', 'DEER LODGE MT'], 160);
  return doc(p, 'en', { documentType: 'title', date: d });
}

/** An Arizona auction's buyer's invoice, 2024: hammer plus premium as the vehicle price, a documentation fee and out-of-state export below. */
export function enAuctionBuyerInvoice2024(rng: Random): Generated {
  const sale = dateIn(rng, 2024, 2024);
  const p = new PageBuilder();
  const shop = 'Sonoran Collector Car Auctions LLC';
  letterhead(p, {
    style: 'right',
    name: shop,
    tag: 'No Reserve · Live · Online',
    lines: ['7200 E. Camelback Rd, Scottsdale, AZ 85251', '(480) 555-0192 · Lic. #AU-20188'],
  });
  p.text(50, "BUYER'S INVOICE", { size: 14, bold: true }).down(26);
  const cells: [string, string][] = [
    ['Invoice', `B24-${rng.int(1000, 4999)}`],
    ['Sale date', fd(sale, 'us')],
    ['Lot', String(rng.int(100, 1400))],
    ['Bidder', String(rng.int(1000, 8999))],
  ];
  cells.forEach(([l, v], i) => under(p, 50 + i * 124, p.y, v, l, 120));
  p.down(36);
  p.text(50, 'Buyer: Kristian Madsen, Vedbæk, Denmark (export — out of state delivery)', { size: 9.5 }).down(14);
  p.text(50, 'Vehicle: 1967 Shelby GT500 Fastback, VIN 67402F8A0' + rng.int(1000, 2999), { size: 9.5 }).down(26);
  const hammer = rng.int(60, 220) * 1000;
  const prem = r2(hammer * 0.1);
  const price = r2(hammer + prem);
  const docfee = 150;
  const rows: [string, string][] = [
    ['Hammer price', money(hammer, USD)],
    ["Buyer's premium (10%)", money(prem, USD)],
    ['Vehicle purchase price', money(price, USD)],
    ['Title and documentation fee', money(docfee, USD)],
    ['Sales tax (exempt, export form 5000A)', money(0, USD)],
    ['Amount due', money(price + docfee, USD)],
  ];
  totals(p, 300, 540, rows, { box: 'last' });
  p.down(10);
  para(p, 50, 'Payment by wire within 3 business days. Title released after funds clear. Shipping to Bremerhaven arranged by buyer.', 100, { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: sale, purchasePrice: price });
}

/** A British insurance valuation, 2022: a letter with the recommended agreed value in a box and a condition line. */
export function enUkValuation2022(rng: Random): Generated {
  const d = dateIn(rng, 2022, 2022);
  const seen = addDays(d, -rng.int(4, 15));
  const p = new PageBuilder();
  const name = rng.pick(['Hugh Carrington-Blake', 'Margaret Ellison', 'David Stallard']);
  letterhead(p, {
    style: 'center',
    name: 'Chiltern Classic Valuations',
    tag: 'Valuations for insurance, probate, import and export',
    lines: ['The Coach House, Amersham Road, Beaconsfield HP9 2UQ · 01494 67 44 21'],
    serif: true,
  });
  p.text(50, fd(d, 'uklong'), { size: 10, serif: true }).down(20);
  p.text(50, 'Valuation Certificate', { size: 14, bold: true, serif: true }).down(22);
  const val = rng.int(25, 140) * 1000;
  const cond = rng.pick(['Very good (2)', 'Excellent (1)', 'Good (3)']);
  const rows: [string, string][] = [
    ['Owner', 'Mr K. Bhattacharya'],
    ['Vehicle', '1972 Citroën SM, LHD, imported from France 2021'],
    ['Inspected', fd(seen, 'uk')],
    ['Condition', cond],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'dots', 110, 10);
    p.down(16);
  });
  p.down(8);
  para(
    p,
    50,
    'Having inspected the vehicle and considered recent sales of comparable cars at auction and privately, I recommend the following agreed value for insurance purposes. Restoration of a car in this condition would cost considerably more.',
    95,
    { serif: true, size: 10 },
  );
  p.down(6);
  field(p, 170, p.y, 'RECOMMENDED AGREED VALUE', money(val, GBP), 'box', 250, 12);
  p.down(44);
  p.text(50, 'Yours faithfully,', { size: 10, serif: true });
  pencil(p, 60, p.y + 26, name.split(' ').slice(-1)[0], 15);
  p.down(44).text(50, `${name}, MIMI`, { size: 10, serif: true });
  p.down(12).text(50, 'Senior Valuer', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: val, conditionNotes: cond });
}

/** A US appraisal for customs (export to Canada), 1998: typed, fair market value, an overall condition line, notary stamp. */
export function enUsCustomsAppraisal1998(rng: Random): Generated {
  const d = dateIn(rng, 1998, 1998);
  const p = new PageBuilder();
  const name = rng.pick(['Raymond T. Kowalczyk', 'Judith A. Lindqvist', 'Earl M. Whitlock']);
  letterhead(p, {
    style: 'left',
    name: 'Great Lakes Auto Appraisals',
    tag: 'Certified appraisals for insurance, estates, customs and litigation',
    lines: ['3301 W. Saginaw St., Lansing, MI 48917 · (517) 321-4420'],
    serif: true,
  });
  p.text(50, 'CERTIFIED APPRAISAL REPORT', { size: 13, bold: true, serif: true }).down(24);
  const fmv = rng.int(9, 60) * 500;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2- Very good']);
  const rows: [string, string][] = [
    ['Report date', fd(d, 'uslong')],
    ['Prepared for', 'Canada Customs and Revenue (port of Windsor) — owner Gordon Beaulieu'],
    ['Vehicle', '1957 Chevrolet Bel Air Convertible, VIN VC57L1' + rng.int(10000, 99999)],
    ['Purpose', 'Export valuation for importation into Canada'],
    ['Overall condition', cond],
  ];
  rows.forEach(([l, v]) => {
    p.text(50, `${l}:`, { size: 9, serif: true, bold: true }).text(170, v, { size: 10, serif: true });
    p.down(16);
  });
  p.down(8);
  para(
    p,
    50,
    `Comparable sales: Kruse Auburn 1997 ($${(fmv + 3500).toLocaleString('en-US')}), Hemmings advertised ($${(fmv - 2000).toLocaleString('en-US')}). Replacement cost of an equivalent restoration exceeds $45,000.`,
    95,
    { serif: true, size: 10 },
  );
  p.down(8);
  p.text(50, 'FAIR MARKET VALUE', { size: 9, bold: true, serif: true });
  p.text(300, money(fmv, USD), { size: 13, bold: true, serif: true });
  p.down(34);
  p.text(50, '______________________________', { size: 10, serif: true });
  pencil(p, 60, p.y - 4, name, 14);
  p.down(14).text(50, `${name}, Appraiser`, { size: 9.5, serif: true });
  stamp(p, 360, p.y + 10, ['NOTARY PUBLIC', 'Ingham County, MI'], 160);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: fmv, conditionNotes: cond });
}
