/**
 * English paper around private owners: an autojumble receipt, a bank-transfer confirmation and a marketplace order;
 * laid-up, club-scheme and collector cover; re-registrations after import and US registrations and titles from
 * Oregon, Vermont and Montana; private sales; club valuers' short reports. Wales, Cornwall, Yorkshire, Ireland, New
 * England, the Mountain West and Ontario.
 */
import { addDays, dateIn, doc, fd, num, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from '../unseen-s/kit';

const GBP: Money = { cur: '£', style: 'en', pos: 'pre' };
const USD: Money = { cur: '$', style: 'en', pos: 'pre' };
const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');
const n0 = (n: number) => n.toLocaleString('en-US');
const hand = (p: PageBuilder, x: number, y: number, t: string, size = 12) => pencil(p, x, y, t, size);
const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** A whole amount below 100 000 in English words, as written on a bill of sale. */
function wordsEn(n: number): string {
  const below100 = (k: number) => (k < 20 ? ONES[k] : TENS[Math.floor(k / 10)] + (k % 10 ? `-${ONES[k % 10]}` : ''));
  const below1000 = (k: number) => [k >= 100 ? `${ONES[Math.floor(k / 100)]} hundred` : '', k % 100 ? below100(k % 100) : ''].filter(Boolean).join(' ');
  const th = Math.floor(n / 1000);
  return [th ? `${below1000(th)} thousand` : '', n % 1000 ? below1000(n % 1000) : ''].filter(Boolean).join(' ');
}
function signLine(p: PageBuilder, x: number, y: number, caption: string, w = 200) {
  p.box(x, y, w, 0.01);
  p.text(x, caption, { y: y + 10, size: 7 });
}

/** A receipt from a stall at a Builth Wells autojumble, 1993: a duplicate-book page, items in a hand, "Received with thanks". */
export function enAutojumbleBuilth1993(rng: Random): Generated {
  const d = dateIn(rng, 1993, 1993);
  const p = new PageBuilder();
  p.box(40, 40, 515, 380);
  p.text(297, 'CASH SALE', { y: 70, size: 16, bold: true, align: 'center' });
  p.text(60, 'No.', { y: 70, size: 8 });
  p.text(80, String(rng.int(1, 99)).padStart(4, '0'), { y: 70, size: 10, bold: true });
  stamp(p, 370, 88, ['Wyn Pugh Classic Spares', 'Autojumble pitch 212'], 175);
  p.text(60, 'Name', { y: 104, size: 8 });
  hand(p, 110, 104, 'Mr D. Hosking');
  p.text(60, 'Date', { y: 128, size: 8 });
  hand(p, 110, 128, fd(d, 'ukdot'));
  const items = rng.some(
    [
      ['Lucas headlamp rim', 12],
      ['Pr. Wipac sidelights', 8],
      ['SU HS2 carb (needs kit)', 25],
      ['Triumph Herald bonnet badge', 6],
      ['Workshop manual, Minor', 9],
      ['Smiths clock', 15],
    ] as const,
    4,
  );
  const total = sum(items.map((i) => i[1]));
  p.y = 160;
  p.text(60, 'Qty   Particulars', { size: 8 }).text(530, '£', { size: 8, align: 'right' });
  p.box(50, p.y + 4, 495, 0.01);
  p.down(22);
  for (const [t, a] of items) {
    hand(p, 70, p.y, `1   ${t}`);
    hand(p, 480, p.y, `${a}.00`);
    p.down(22);
  }
  p.box(50, p.y - 10, 495, 0.01);
  p.down(8);
  p.text(330, 'TOTAL £', { size: 9, bold: true });
  hand(p, 470, p.y, `${num(total, 'en')}`, 13);
  p.down(30);
  hand(p, 70, p.y, 'Received with thanks — W. Pugh', 12);
  p.text(60, 'Tel. Llanwrtyd Wells 610 428 · no refunds on electrical items', { y: 405, size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Wyn Pugh Classic Spares', date: d, totalCost: total });
}

/** An Irish bank's transfer confirmation kept as proof of payment, 2020: payee, IBAN, reference, amount, execution date. */
export function enTransferConfirmationCork2020(rng: Random): Generated {
  const d = dateIn(rng, 2020, 2020);
  const booked = addDays(d, -1);
  const amount = r2(rng.int(120, 2400) + rng.pick([0, 0.5, 0.99]));
  const p = new PageBuilder();
  letterhead(p, { style: 'left', name: 'Munster & Leinster Bank', tag: 'Online banking — payment confirmation', lines: ['Printed ' + fd(d, 'uk')] });
  p.text(50, 'Payment confirmation', { size: 14, bold: true }).down(28);
  const rows: [string, string][] = [
    ['From account', `Current account ****${rng.int(1000, 9999)}`],
    ['Payee', 'Rebel County Classic Parts Ltd'],
    ['Payee IBAN', `IE${rng.int(10, 99)} AIBK 9311 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`],
    ['Payee BIC', 'AIBKIE2D'],
    ['Your reference', `ORDER RCCP-${rng.int(10000, 99999)}`],
    ['Amount', money(amount, { cur: '€', style: 'en', pos: 'pre' })],
    ['Requested on', fd(booked, 'uk')],
    ['Execution date', fd(d, 'uk')],
    ['Status', 'Completed'],
  ];
  rows.forEach(([l, v]) => {
    p.text(60, l, { size: 9 }).text(250, v, { size: 10, bold: l === 'Amount' });
    p.down(20);
  });
  p.down(20);
  para(
    p,
    50,
    'This confirmation shows that the payment instruction was accepted and executed. It is not a receipt from the payee. SEPA credit transfers are normally credited to the payee on the same business day.',
    100,
    { size: 8.5 },
  );
  footer(p, ['Munster & Leinster Bank DAC is regulated by the Central Bank of Ireland.'], 'left');
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Rebel County Classic Parts Ltd', date: d, totalCost: amount });
}

/** An online marketplace order confirmation from Ontario, 2024: seller, order number, subtotal, shipping, HST, order total. */
export function enMarketplaceOrderOntario2024(rng: Random): Generated {
  const d = dateIn(rng, 2024, 2024);
  const CAD: Money = { cur: 'CA$', style: 'en', pos: 'pre' };
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, 'partsbay', { size: 20, bold: true });
  p.text(545, 'Order confirmation', { y: 56, size: 11, align: 'right' });
  p.down(36).text(50, 'Thanks for your order, Graham!', { size: 13, bold: true });
  p.down(22).text(50, `Order placed ${fd(d, 'uslong')}`, { size: 9.5 });
  p.text(545, `Order # ${rng.int(10, 99)}-${rng.int(10000, 99999)}-${rng.int(10000, 99999)}`, { size: 9.5, align: 'right' });
  p.down(28);
  p.text(50, 'Sold by', { size: 8 }).text(50, 'Kawartha British Car Parts', { y: p.y + 13, size: 11, bold: true });
  p.text(330, 'Ship to', { size: 8 });
  ['Graham Oulette', '58 Queen St W', 'Fergus ON N1M 1S4'].forEach((l, i) => p.text(330, l, { y: p.y + 13 + i * 12, size: 9.5 }));
  p.down(56);
  const items = rng
    .some(
      [
        ['MGB front brake pad set', 48.95],
        ['Triumph TR6 fuel pump', 112.5],
        ['Lucas-style flasher relay', 18.25],
        ['Rubber bumper overrider pair', 139],
        ['Heater valve', 36.8],
      ] as const,
      3,
    )
    .map(([t, a]) => [t, rng.int(1, 2), a] as [string, number, number]);
  const amts = items.map(([, q, a]) => r2(q * a));
  const subtotal = sum(amts);
  const ship = rng.pick([14.99, 19.5, 24]);
  const hst = r2((subtotal + ship) * 0.13);
  const total = r2(subtotal + ship + hst);
  table(
    p,
    [
      { x: 56, head: 'Item' },
      { x: 400, head: 'Qty', align: 'right' },
      { x: 540, head: 'Price', align: 'right' },
    ],
    items.map(([t, q], i) => [t, String(q), money(amts[i], CAD)]),
    { rules: 'head' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Item subtotal', money(subtotal, CAD)],
      ['Shipping (Canada Post Expedited)', money(ship, CAD)],
      ['HST 13%', money(hst, CAD)],
      ['Order total', money(total, CAD)],
    ],
    { box: 'last' },
  );
  p.down(14);
  para(
    p,
    50,
    `Paid with Visa ending in ${rng.int(1000, 9999)}. Estimated delivery ${fd(addDays(d, rng.int(3, 8)), 'uslong')}. Tracking number ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} will follow by e-mail.`,
    100,
    { size: 8.5 },
  );
  footer(p, ['You are receiving this e-mail because you placed an order on partsbay.ca. Questions? Contact the seller through your purchase history.'], 'left');
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Kawartha British Car Parts', date: d, totalCost: total });
}

/** A Cornish laid-up cover letter, 2019: the car off the road for winter, fire and theft only, premium refund not involved. */
export function enLaidUpCoverCornwall2019(rng: Random): Generated {
  const start = `2019-11-0${rng.int(1, 9)}`;
  const end = `2020-03-${rng.int(20, 31)}`;
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Tamar Classic Insurance Services',
    tag: 'Authorised and regulated by the Financial Conduct Authority',
    lines: ['Fore Street, Saltash PL12 6JR', '01752 840 116'],
  });
  ['Mr Peter Rowe', 'Chy-an-Gwel', 'St Just, Penzance TR19 7LN'].forEach((l, i) => p.text(50, l, { y: p.y + i * 12, size: 10 }));
  p.down(48);
  p.text(50, fd(addDays(start, -rng.int(4, 12)), 'uklong'), { size: 9.5 }).down(24);
  const pol = `TCI/${rng.int(100000, 999999)}/LU`;
  p.text(50, `Your policy ${pol} — laid-up cover`, { size: 11, bold: true }).down(20);
  para(
    p,
    50,
    'Dear Mr Rowe, thank you for letting us know that your Austin-Healey 3000 will be off the road for the winter. As requested, we have changed your cover to laid-up cover (fire and theft only, garaged) for the dates below. The car must not be driven while this cover applies.',
    98,
    { size: 9.5 },
  );
  p.down(10);
  const prem = r2(rng.int(18, 60) + 0.5);
  const ipt = r2(prem * 0.12);
  const total = r2(prem + ipt);
  const excess = rng.pick([100, 150, 250]);
  [
    ['Cover', 'Laid-up (fire and theft)'],
    ['From', fd(start, 'uk')],
    ['To', fd(end, 'uk')],
    ['Agreed value', money(rng.int(40, 90) * 1000, GBP)],
    ['Theft excess', money(excess, GBP)],
    ['Premium', money(prem, GBP)],
    ['Insurance Premium Tax 12%', money(ipt, GBP)],
    ['Total to pay', money(total, GBP)],
  ].forEach(([l, v]) => {
    p.text(70, l, { size: 9.5 }).text(400, v, { size: 10, align: 'right', bold: l === 'Total to pay' });
    p.down(16);
  });
  p.down(12);
  para(
    p,
    50,
    `We will collect ${money(total, GBP)} by direct debit. Your full road cover resumes automatically on ${fd(addDays(end, 1), 'uk')}. Please call us on 01752 840 116 if your plans change.`,
    98,
    { size: 9.5 },
  );
  p.down(18);
  p.text(50, 'Yours sincerely,', { size: 9.5 }).down(30);
  hand(p, 50, p.y, 'Kerensa Hocking', 13);
  p.down(14).text(50, 'Kerensa Hocking, Customer Services', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Laid-up (fire and theft)',
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Yorkshire owners' club scheme schedule, 2008: limited mileage, the policy number in a box, the excess in the table. */
export function enClubSchemeYorkshire2008(rng: Random): Generated {
  const start = dateIn(rng, 2008, 2008);
  const end = addDays(start, 364);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'band',
    name: 'Dales Heritage Motor Policies',
    tag: 'Owners\u2019 club scheme',
    lines: ['Station Parade, Skipton BD23 1AB', '01756 79 4410'],
  });
  p.text(50, 'SCHEDULE', { size: 15, bold: true }).down(10);
  const pol = `DHM ${rng.int(1000, 9999)} ${letters(rng, 2)}`;
  field(p, 330, p.y - 6, 'Policy number', pol, 'box', 215);
  p.down(34);
  const excess = rng.pick([100, 150, 200]);
  const prem = r2(rng.int(120, 320) + 0.35);
  const total = r2(prem * 1.05);
  [
    ['Policyholder', 'Mr M. Sutcliffe, Hebden Bridge'],
    ['Club', 'Jowett Car Club, member ' + rng.int(1000, 2999)],
    ['Vehicle', '1952 Jowett Javelin'],
    ['Registration', `${letters(rng, 3)} ${rng.int(100, 999)}`],
    ['Cover', 'Comprehensive'],
    ['Limited mileage', '3,000 miles per year'],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
  ].forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 140);
    p.down(15);
  });
  p.down(12);
  table(
    p,
    [
      { x: 56, head: 'Section' },
      { x: 330, head: 'Excess' },
      { x: 540, head: 'Premium', align: 'right' },
    ],
    [
      ['Comprehensive', money(excess, GBP), money(prem, GBP)],
      ['Insurance Premium Tax 5%', '', money(r2(total - prem), GBP)],
    ],
    { rules: 'head' },
  );
  totals(p, 330, 540, [['Total annual premium', money(total, GBP)]], { box: 'labelAbove' });
  p.down(8);
  para(
    p,
    50,
    'Use for social, domestic and pleasure purposes and for club events, including rallies not on the public highway. Agreed value £ ' +
      n0(rng.int(6, 18) * 1000) +
      '.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive',
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Vermont collector-car declarations page, 2023: agreed value, collision deductible, a policy fee, a six-month term. */
export function enCollectorDeclarationsVermont2023(rng: Random): Generated {
  const start = `2023-0${rng.int(4, 6)}-15`;
  const end = addDays(start, 183);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Green Mountain Collector Insurance Co.',
    tag: 'Collector vehicle program',
    lines: ['PO Box 418, Montpelier, VT 05601 · (802) 229-7700'],
  });
  p.text(50, 'DECLARATIONS PAGE', { size: 14, bold: true }).down(24);
  const pol = `GMC-${rng.int(100000, 999999)}-${rng.int(10, 99)}`;
  const ded = rng.pick([250, 500]);
  const pairs: [string, string][] = [
    ['Policy number', pol],
    ['Policy period', `${fd(start, 'us')} – ${fd(end, 'us')}`],
    ['Named insured', 'Ruth & Everett Baldwin'],
    ['Garaging address', 'Waitsfield, VT 05673'],
  ];
  pairs.forEach(([l, v], i) => field(p, 50 + (i % 2) * 250, p.y + Math.floor(i / 2) * 34, l, v, 'box', 240));
  p.down(80);
  const liab = r2(rng.int(60, 140));
  const coll = r2(rng.int(90, 260));
  const comp = r2(rng.int(30, 90));
  const fee = 15;
  const total = r2(liab + coll + comp + fee);
  p.text(50, `Vehicle: 1967 Saab 96 Monte Carlo  ·  VIN ${rng.int(100000, 999999)}  ·  Agreed value ${money(rng.int(14, 40) * 1000, USD)}`, { size: 9 }).down(
    22,
  );
  table(
    p,
    [
      { x: 56, head: 'Coverage' },
      { x: 280, head: 'Limit / Deductible' },
      { x: 540, head: 'Premium', align: 'right' },
    ],
    [
      ['Bodily injury / property damage', '$100,000 / $300,000 / $50,000', money(liab, USD)],
      ['Collision', `${money(ded, USD)} deductible`, money(coll, USD)],
      ['Comprehensive', '$0 deductible', money(comp, USD)],
      ['Policy fee', '', money(fee, USD)],
    ],
    { rules: 'grid' },
  );
  totals(p, 330, 540, [['Total term premium', money(total, USD)]], { box: 'last' });
  p.down(10);
  para(
    p,
    50,
    'Usage: pleasure driving, club events and exhibitions; not for commuting. A regular-use vehicle must be insured for each licensed driver in the household.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Collision',
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A V5C for a car re-registered from Sweden, 2016: document reference number, the new mark, the Swedish registration in the remarks. */
export function enV5cExSweden2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const p = new PageBuilder();
  const ref = `${rng.int(1000, 9999)} ${rng.int(100000, 999999)} ${rng.int(1, 9)}`;
  const mark = `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`;
  p.y = 54;
  p.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true });
  p.text(545, 'V5C', { size: 18, bold: true, align: 'right' });
  p.down(14).text(50, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { size: 8 });
  p.down(30);
  field(p, 50, p.y, 'Document reference number', ref, 'box', 200);
  field(p, 270, p.y, 'Registration number', mark, 'box', 130);
  field(p, 420, p.y, 'Date of issue', fd(d, 'uk'), 'box', 125);
  p.down(46);
  const rows: [string, string][] = [
    ['Date of first registration', fd(`19${rng.int(63, 69)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'uk')],
    ['Date of first registration in UK', fd(addDays(d, -rng.int(3, 20)), 'uk')],
    ['Make', 'VOLVO'],
    ['Model', 'AMAZON 122S'],
    ['VIN/Chassis/Frame no.', `${rng.int(100000, 999999)}`],
    ['Taxation class', 'HISTORIC VEHICLE'],
    ['Registered keeper', 'MR OWAIN GRIFFITHS, ABERYSTWYTH SY23 2DN'],
    ['Previous registration', `${letters(rng, 3)} ${rng.int(100, 999)} (SWEDEN)`],
  ];
  rows.forEach(([l, v]) => {
    p.text(50, l, { size: 8 }).text(250, v, { size: 10 });
    p.down(18);
  });
  p.down(14);
  para(
    p,
    50,
    'This document is not proof of ownership. Age-related registration mark issued following NOVA notification and inspection (imported vehicle).',
    100,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: mark });
}

/** An Oregon registration card, 1987: plate, registration card number, expires, fees paid. */
export function enOregonRegistration1987(rng: Random): Generated {
  const d = dateIn(rng, 1987, 1987);
  const exp = `${1987 + 2}-${String(rng.int(1, 12)).padStart(2, '0')}-28`;
  const p = new PageBuilder();
  const plate = `${letters(rng, 3)} ${rng.int(100, 999)}`;
  const no = String(rng.int(10000000, 99999999));
  p.box(40, 40, 515, 260);
  p.text(297, 'STATE OF OREGON', { y: 66, size: 12, bold: true, align: 'center' });
  p.text(297, 'MOTOR VEHICLES DIVISION · REGISTRATION CARD', { y: 80, size: 8.5, align: 'center' });
  const cells: [string, string][] = [
    ['PLATE NO.', plate],
    ['REG. CARD NO.', no],
    ['EXPIRES', fd(exp, 'us')],
    ['YEAR', '1963'],
    ['MAKE', 'VW'],
    ['BODY', 'BUS'],
    ['VEHICLE ID', String(rng.int(1000000, 1999999))],
    ['ISSUED', fd(d, 'us')],
  ];
  cells.forEach(([l, v], i) => {
    const x = 50 + (i % 4) * 124;
    const y = 112 + Math.floor(i / 4) * 40;
    p.box(x, y - 12, 120, 34);
    p.text(x + 4, l, { y: y - 3, size: 6.5 });
    p.text(x + 4, v, { y: y + 14, size: 10.5 });
  });
  p.text(50, 'REGISTERED OWNER', { y: 200, size: 6.5 });
  p.text(50, 'SKYE M. LINDQUIST', { y: 214, size: 10 });
  p.text(50, '2204 NE ALBERTA ST, PORTLAND OR 97211', { y: 227, size: 10 });
  p.text(330, `FEES PAID $${rng.int(20, 60)}.00`, { y: 214, size: 9 });
  p.text(50, 'KEEP IN VEHICLE · SIGN BELOW', { y: 285, size: 7 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: no, plateNumber: plate, expiryDate: exp });
}

/** A Montana registration receipt, 2022, for a car imported from Italy: permanent registration, the Italian targa in the remarks. */
export function enMontanaRegistration2022(rng: Random): Generated {
  const d = dateIn(rng, 2022, 2022);
  const p = new PageBuilder();
  const plate = `${rng.int(1, 56)}-${rng.int(1000, 9999)}${letters(rng, 1)}`;
  const no = `R${rng.int(10000000, 99999999)}`;
  letterhead(p, { style: 'center', name: 'Montana Motor Vehicle Division', tag: 'Registration Receipt', lines: ['Gallatin County Treasurer · Bozeman, MT'] });
  const rows: [string, string][] = [
    ['Registration no.', no],
    ['Plate', plate],
    ['Plate type', 'Collector — permanent registration'],
    ['Expiration', 'PERMANENT'],
    ['Vehicle', '1970 Fiat 124 Spider'],
    ['VIN', `124BS${rng.int(10000, 99999)}`],
    ['Owner', 'Tobias & Marta Reinholt, Livingston MT'],
    ['Remarks', `Imported from Italy; prior targa ${letters(rng, 2)} ${rng.int(100000, 999999)}`],
    ['Transaction date', fd(d, 'us')],
  ];
  rows.forEach(([l, v]) => {
    field(p, 60, p.y, l, v, 'dots', 130, 10);
    p.down(19);
  });
  p.down(14);
  const fees: [string, number][] = [
    ['Registration fee', 87.5],
    ['Collector plate', 10],
    ['Title fee', 12],
  ];
  table(
    p,
    [
      { x: 66, head: 'Fee' },
      { x: 400, head: 'Amount', align: 'right' },
    ],
    fees.map(([l, a]) => [l, money(a, USD)]),
    { rules: 'head', right: 420, left: 60 },
  );
  totals(p, 250, 400, [['Total paid', money(sum(fees.map((f) => f[1])), USD)]]);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** A Vermont certificate of title, 1978: title number, date issued, lienholder none, odometer statement. */
export function enVermontTitle1978(rng: Random): Generated {
  const d = dateIn(rng, 1978, 1978);
  const p = new PageBuilder();
  p.box(36, 36, 523, 520);
  p.text(297, 'STATE OF VERMONT', { y: 74, size: 16, bold: true, serif: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { y: 94, size: 11, serif: true, align: 'center' });
  p.text(297, 'Department of Motor Vehicles · Montpelier', { y: 108, size: 8, align: 'center' });
  p.y = 146;
  const cells: [string, string][] = [
    ['TITLE NUMBER', `V${rng.int(100000, 999999)}`],
    ['DATE ISSUED', fd(d, 'us')],
    ['YEAR / MAKE', '1959 TRIUMPH'],
    ['MODEL / BODY', 'TR3A ROADSTER'],
    ['VEHICLE IDENTIFICATION NO.', `TS${rng.int(10000, 79999)}L`],
    ['ODOMETER', `${n0(rng.int(30, 99) * 1000)} MI.`],
  ];
  cells.forEach(([l, v], i) => field(p, 56 + (i % 2) * 245, p.y + Math.floor(i / 2) * 40, l, v, 'above', 230, 11));
  p.down(130);
  p.text(56, 'OWNER', { size: 7 }).text(56, 'HOLLIS J. BROCHU, RFD 1, CABOT, VT 05647', { y: p.y + 13, size: 10.5 });
  p.down(36);
  p.text(56, 'FIRST LIENHOLDER', { size: 7 }).text(56, 'NONE', { y: p.y + 13, size: 10.5 });
  p.down(40);
  para(
    p,
    56,
    'The Commissioner of Motor Vehicles certifies that the person named hereon is the owner of the vehicle described, subject to the liens shown. Previous title: New Hampshire.',
    92,
    { size: 8.5, serif: true },
  );
  stamp(p, 370, 470, ['COMMISSIONER', 'Vermont DMV'], 160);
  return doc(p, 'en', { documentType: 'title', date: d });
}

/** A Montana certificate of title, 2005: issue date at the foot, the first-sold date and a prior-state title apart. */
export function enMontanaTitle2005(rng: Random): Generated {
  const d = dateIn(rng, 2005, 2005);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'MONTANA', { size: 20, bold: true }).text(545, `TITLE NO. ${rng.int(10000000, 99999999)}`, { size: 11, bold: true, align: 'right' });
  p.down(16).text(50, 'Certificate of Title — Department of Justice, Motor Vehicle Division, Deer Lodge', { size: 8.5 });
  p.down(34);
  table(
    p,
    [
      { x: 56, head: 'YEAR' },
      { x: 110, head: 'MAKE' },
      { x: 210, head: 'MODEL' },
      { x: 330, head: 'VIN' },
      { x: 470, head: 'ODOMETER' },
    ],
    [['1948', 'WILLYS', 'CJ-2A', String(rng.int(100000, 299999)), 'EXEMPT']],
    { rules: 'grid' },
  );
  p.down(10);
  [
    ['Owner', 'DELBERT & JUNE HALVORSON'],
    ['Address', 'PO BOX 77, HARLOWTON MT 59036'],
    ['Lienholder', 'NONE'],
    ['Prior title state', `WYOMING, ISSUED ${fd(`19${rng.int(80, 99)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'us')}`],
    ['Brand', 'NONE'],
  ].forEach(([l, v]) => {
    field(p, 56, p.y, l, v, 'left', 130, 10);
    p.down(17);
  });
  p.down(30);
  para(
    p,
    56,
    'The Department certifies that the vehicle described above has been titled in the name of the owner shown, subject to the lienholder listed.',
    95,
    { size: 8.5 },
  );
  p.down(30);
  p.text(56, 'DATE OF ISSUE', { size: 7 }).text(56, fd(d, 'us'), { y: p.y + 14, size: 11, bold: true });
  p.text(330, 'COUNTY', { size: 7 }).text(330, 'WHEATLAND', { y: p.y + 14, size: 10 });
  return doc(p, 'en', { documentType: 'title', date: d });
}

/** An eBay classified sale in Yorkshire, 2014: a typed receipt-and-contract, the deposit paid on line apart from the price. */
export function enEbaySaleYorkshire2014(rng: Random): Generated {
  const d = dateIn(rng, 2014, 2014);
  const p = new PageBuilder();
  const price = rng.int(20, 90) * 100;
  const deposit = rng.pick([100, 250, 500]);
  p.y = 64;
  p.text(297, 'Vehicle Sale Agreement and Receipt', { size: 15, bold: true, align: 'center' }).down(14);
  p.text(297, `(eBay Motors classified ad no. ${rng.int(100000000000, 199999999999)})`, { size: 8, align: 'center' }).down(30);
  [
    ['Seller', 'Lynne Broadbent, 6 Moor Lane, Haworth BD22 8QP'],
    ['Buyer', 'Craig Whiteley, Ossett'],
    ['Vehicle', 'Reliant Scimitar GTE SE5a'],
    ['Registration', `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`],
    ['Mileage', `${n0(rng.int(50, 120) * 1000 + rng.int(0, 999))} (not warranted)`],
    ['MOT until', fd(addDays(d, rng.int(60, 300)), 'uk')],
  ].forEach(([l, v]) => {
    field(p, 60, p.y, `${l}:`, v, 'left', 100, 10);
    p.down(17);
  });
  p.down(14);
  p.box(60, p.y - 12, 475, 58);
  p.text(70, 'Agreed sale price', { size: 9.5 }).text(520, money(price, GBP), { size: 11, bold: true, align: 'right' });
  p.down(16).text(70, 'Less deposit paid via PayPal', { size: 9.5 }).text(520, money(deposit, GBP), { size: 10, align: 'right' });
  p.down(16)
    .text(70, 'Balance paid in cash on collection', { size: 9.5 })
    .text(520, money(price - deposit, GBP), { size: 10, align: 'right' });
  p.down(36);
  para(
    p,
    60,
    'The vehicle is sold as seen, tried and approved, with no warranty given or implied. The seller confirms she is the legal owner and that there is no outstanding finance. The V5C new keeper slip has been handed to the buyer.',
    95,
    { size: 9 },
  );
  p.down(16);
  p.text(60, `Date of sale: ${fd(d, 'uklong')}`, { size: 10 });
  p.down(46);
  signLine(p, 60, p.y, 'Seller');
  signLine(p, 330, p.y, 'Buyer');
  hand(p, 66, p.y - 6, 'L. Broadbent', 14);
  hand(p, 336, p.y - 6, 'C Whiteley', 14);
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Lynne Broadbent', saleDate: d, purchasePrice: price });
}

/** A Vermont bill of sale on a printed blank, 1985: the blanks filled in by hand, the price in words and figures, notarised. */
export function enBillOfSaleVermont1985(rng: Random): Generated {
  const d = dateIn(rng, 1985, 1985);
  const p = new PageBuilder();
  const price = rng.int(8, 60) * 100;
  p.y = 60;
  p.text(297, 'BILL OF SALE', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'Motor Vehicle — State of Vermont Form VT-005', { size: 8, align: 'center' }).down(36);
  const blank = (label: string, value: string, w = 300, x = 60) => {
    p.text(x, label, { size: 9.5, serif: true });
    const vx = x + label.length * 4.9 + 8;
    p.box(vx, p.y + 3, w, 0.01);
    hand(p, vx + 6, p.y - 1, value);
    p.down(24);
  };
  blank('I/We, the undersigned seller(s),', 'Harlan P. Woodruff', 260);
  blank('of (address)', 'Box 31, Peacham, Vermont', 300);
  blank('for the sum of', `${n0(price)}.00 dollars`, 200);
  blank('(in words)', wordsEn(price), 300);
  blank('hereby sell and transfer to', 'Nadine Gagnon, St. Johnsbury', 260);
  blank('the following vehicle: year/make', '1962 Studebaker Lark', 220);
  blank('vehicle identification number', `62V${rng.int(10000, 99999)}`, 200);
  blank('odometer reading', `${n0(rng.int(40, 99) * 1000)} miles`, 160);
  blank('on this date', fd(d, 'uslong'), 200);
  p.down(20);
  para(p, 60, 'The seller warrants that the vehicle is free of all liens and encumbrances. Sold as is.', 90, { size: 9, serif: true });
  p.down(40);
  signLine(p, 60, p.y, 'Signature of seller');
  signLine(p, 330, p.y, 'Signature of buyer');
  hand(p, 66, p.y - 6, 'Harlan P. Woodruff', 14);
  p.down(40);
  p.text(60, `Subscribed and sworn before me ${fd(addDays(d, rng.int(1, 5)), 'us')}`, { size: 8.5 });
  p.text(60, `Notary public, Caledonia County — commission expires 2/10/87`, { y: p.y + 12, size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Harlan P. Woodruff', saleDate: d, purchasePrice: price });
}

/** An Ontario private bill of sale, 2019: a two-column form, the price before HST paid at ServiceOntario, the UVIP mentioned. */
export function enBillOfSaleOntario2019(rng: Random): Generated {
  const d = dateIn(rng, 2019, 2019);
  const p = new PageBuilder();
  const price = rng.int(35, 180) * 100;
  p.y = 56;
  p.text(50, 'Bill of Sale — Private Vehicle Sale', { size: 15, bold: true });
  p.down(14).text(50, 'Ontario · to accompany the Used Vehicle Information Package (UVIP)', { size: 8 });
  p.down(30);
  const cols: [string, string][][] = [
    [
      ['Seller name', 'Marguerite Desrosiers'],
      ['Seller address', '17 Rideau Terrace, Ottawa ON'],
      ['Seller phone', `613-${rng.int(200, 999)}-${rng.int(1000, 9999)}`],
      ["Seller's licence no.", `D${rng.int(1000, 9999)}-${rng.int(10000, 99999)}-${rng.int(10000, 99999)}`],
    ],
    [
      ['Buyer name', 'Tomasz Wiśniewski'],
      ['Buyer address', '402 Princess St, Kingston ON'],
      ['Buyer phone', `613-${rng.int(200, 999)}-${rng.int(1000, 9999)}`],
      ['Plate', `${letters(rng, 4)} ${rng.int(100, 999)}`],
    ],
  ];
  const y0 = p.y;
  cols.forEach((c, ci) => c.forEach(([l, v], i) => field(p, 50 + ci * 250, y0 + i * 34, l, v, 'box', 240)));
  p.y = y0 + 4 * 34 + 10;
  [
    ['Year / make / model', '1984 Volvo 240 DL wagon'],
    ['VIN', `YV1AX88${rng.int(1000000000, 9999999999)}`],
    ['Odometer', `${n0(rng.int(150, 390) * 1000)} km`],
    ['Date of sale', fd(d, 'iso')],
    ['Purchase price', money(price, USD) + ' CAD'],
  ].forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'below', 300);
    p.down(34);
  });
  p.down(10);
  para(
    p,
    50,
    `Retail sales tax (13% of the price or the UVIP wholesale value, whichever is greater) is paid by the buyer at ServiceOntario when the vehicle is transferred. Sold as is; no safety standards certificate provided.`,
    100,
    { size: 8.5 },
  );
  p.down(30);
  signLine(p, 50, p.y, 'Seller signature');
  signLine(p, 320, p.y, 'Buyer signature');
  hand(p, 56, p.y - 6, 'M. Desrosiers', 14);
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Marguerite Desrosiers', saleDate: d, purchasePrice: price });
}

/** A Welsh club valuer's short report, 2022: condition in words, the agreed value for insurance in a box, the valuer's name under his signature. */
export function enClubValuationWales2022(rng: Random): Generated {
  const d = dateIn(rng, 2022, 2022);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Clwb Ceir Clasurol Eryri',
    tag: 'Snowdonia Classic Car Club — valuation service for members',
    lines: ['Hon. Valuer: 9 Ffordd Caernarfon, Porthmadog LL49 9BE'],
  });
  p.text(50, 'VALUATION REPORT (short form)', { size: 13, bold: true }).text(545, fd(d, 'uk'), { size: 10, align: 'right' });
  p.down(26);
  const value = rng.int(8, 40) * 500;
  const cond = rng.pick(['Very good', 'Good', 'Excellent', 'Fair to good']);
  [
    ['Member', 'Mrs Eirlys Roberts (no. ' + rng.int(100, 899) + ')'],
    ['Vehicle', '1971 Hillman Imp Californian'],
    ['Registration', `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`],
    ['Inspected at', 'owner\u2019s garage, Criccieth'],
    ['Recorded mileage', `${n0(rng.int(30, 90) * 1000 + rng.int(0, 999))}`],
  ].forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 130);
    p.down(15);
  });
  p.down(10);
  table(
    p,
    [
      { x: 56, head: 'Item' },
      { x: 300, head: 'Grade (1–5)' },
    ],
    [
      ['Bodywork', String(rng.int(1, 3))],
      ['Paint', String(rng.int(1, 3))],
      ['Interior', String(rng.int(1, 3))],
      ['Engine / mechanical', String(rng.int(1, 3))],
    ],
    { rules: 'dotted' },
  );
  field(p, 50, p.y, 'Overall condition', cond, 'left', 130, 11);
  p.down(28);
  p.box(50, p.y - 14, 280, 44, true);
  p.text(58, 'Agreed value recommended for insurance', { size: 8 });
  p.text(320, money(value, GBP), { y: p.y + 20, size: 15, bold: true, align: 'right' });
  p.down(48);
  para(
    p,
    50,
    `Replacement at auction would currently cost between ${money(r2(value * 0.8), GBP)} and ${money(r2(value * 1.2), GBP)}. This report is valid for insurance purposes for two years.`,
    100,
    { size: 8.5 },
  );
  p.down(26);
  hand(p, 60, p.y, 'Gwilym Parry-Evans', 14);
  signLine(p, 50, p.y + 6, 'Gwilym Parry-Evans, Hon. Valuer');
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'Gwilym Parry-Evans', appraisalDate: d, appraisedValue: value, conditionNotes: cond });
}

/** A Billings collector-car appraisal, 1999: a letter in prose, the value in the sentence and in a framed line, a number-grade condition. */
export function enAppraisalBillings1999(rng: Random): Generated {
  const d = dateIn(rng, 1999, 1999);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'split',
    name: 'Big Sky Auto Appraisals',
    tag: 'Ray T. Amundson, appraiser',
    lines: ['2917 1st Ave N', 'Billings, MT 59101', '(406) 252-1180'],
  });
  p.text(50, fd(d, 'uslong'), { size: 10 }).down(30);
  ['Mr. Lyle Pederson', '115 Grand Ave', 'Laurel, MT 59044'].forEach((l) => {
    p.text(50, l, { size: 10 });
    p.down(12);
  });
  p.down(18);
  p.text(50, 'Re: Appraisal of 1957 Chevrolet Bel Air Nomad', { size: 10.5, bold: true }).down(22);
  const value = rng.int(18, 55) * 1000;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2- Very good']);
  para(
    p,
    50,
    `Dear Mr. Pederson: At your request I inspected the above vehicle, VIN VC57K${rng.int(100000, 199999)}, on ${fd(addDays(d, -rng.int(2, 9)), 'uslong')} at your residence. Odometer shows ${n0(rng.int(40, 99) * 1000)} miles. The body is straight with new floor pans; the paint is a quality repaint in the original Tropical Turquoise; the 283 V8 was rebuilt in 1996.`,
    98,
    { size: 9.5 },
  );
  p.down(8);
  para(
    p,
    50,
    `Based on my inspection and on current sales of comparable vehicles, it is my opinion that the fair market value of this vehicle is ${money(value, USD)}.`,
    98,
    { size: 9.5 },
  );
  p.down(14);
  p.box(50, p.y - 12, 495, 36);
  p.text(60, 'Condition', { size: 8 }).text(150, cond, { size: 10.5, bold: true });
  p.text(330, 'Fair market value', { size: 8 }).text(535, money(value, USD), { size: 11, bold: true, align: 'right' });
  p.down(40);
  para(p, 50, `Fee for this appraisal: ${money(rng.pick([75, 95, 125]), USD)}. I have no interest in the vehicle, present or prospective.`, 98, { size: 9 });
  p.down(30);
  hand(p, 50, p.y, 'Ray T. Amundson', 14);
  p.down(14).text(50, 'Ray T. Amundson, member IAAA', { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'Ray T. Amundson', appraisalDate: d, appraisedValue: value, conditionNotes: cond });
}
