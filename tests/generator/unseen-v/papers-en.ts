/** English receipts, papers, policies, sales and valuations of Canada, Australia, New Zealand and South Africa, 1979–2021. */
import { addDays, dateIn, doc, fd, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from '../unseen-s/kit';

const CAD: Money = { cur: '$', style: 'en', pos: 'pre' };
const AUD: Money = { cur: '$', style: 'en', pos: 'pre' };
const NZD: Money = { cur: '$', style: 'en', pos: 'pre' };
const ZAR: Money = { cur: 'R', style: 'en', pos: 'pre', space: true };
const A = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const up = (rng: Random, n: number) => Array.from({ length: n }, () => A[rng.int(0, A.length - 1)]).join('');
const ord = (iso: string) => {
  const [y, , d] = iso.split('-').map(Number);
  const s = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${s} ${fd(iso, 'uklong').split(' ')[1]} ${y}`;
};

/** An Auckland Triumph spares counter, 2015: a cash-sale docket, prices GST-inclusive, "includes GST of". */
export function enAucklandSpares2015(rng: Random): Generated {
  const d = dateIn(rng, 2015, 2015);
  const p = new PageBuilder();
  const shop = 'Meriton British Spares';
  letterhead(p, {
    style: 'center',
    name: shop,
    tag: 'Triumph · BSA · Norton parts since 1971',
    lines: ['118 Great South Rd, Greenlane, Auckland 1051 · 09 524 6610 · GST 58-114-203'],
  });
  p.text(297, 'CASH SALE — TAX INVOICE', { size: 11, bold: true, align: 'center' }).down(20);
  p.text(60, `Date ${fd(d, 'uk')}`, { size: 9 })
    .text(535, `Docket ${rng.int(60000, 69999)}`, { size: 9, align: 'right' })
    .down(22);
  const items = rng.some(
    [
      ['Clutch plate set T140', 89.5],
      ['Rocker box gasket', 12.9],
      ['Amal 930 float', 24],
      ['Boyer ignition kit', 299],
      ['Fork gaiters (pr)', 34.5],
      ['Primary chain 3/8 duplex', 79],
    ] as [string, number][],
    4,
  );
  table(
    p,
    [
      { x: 66, head: 'Item' },
      { x: 530, head: 'Incl GST', align: 'right' },
    ],
    items.map(([t, a]) => [t, money(a, { ...NZD, pos: 'none' })]),
    { rules: 'none', left: 60, right: 535 },
  );
  const total = sum(items.map((i) => i[1]));
  totals(p, 300, 530, [['TOTAL', money(total, NZD)]], { box: 'last' });
  p.text(300, `Includes GST of ${money(r2((total * 3) / 23), NZD)}`, { size: 8 }).down(14);
  p.text(300, 'EFTPOS', { size: 8 }).text(530, money(total, NZD), { size: 8, align: 'right' }).down(24);
  p.text(297, 'No refund on electrical parts. Thank you!', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Toronto towing receipt, 1998: a 1960 Ford F-100 hauled to a shop, GST 7 % and Ontario PST 8 %, Total received. */
export function enTorontoTow1998(rng: Random): Generated {
  const d = dateIn(rng, 1998, 1998);
  const p = new PageBuilder();
  const shop = 'Danforth 24 Hr Towing';
  letterhead(p, {
    style: 'band',
    name: shop,
    tag: 'Flatbed · Classic cars · Heavy',
    lines: ['1790 Danforth Ave, Toronto ON M4C 1H8', '(416) 466-2210', 'GST R104 559 331'],
  });
  p.text(50, 'RECEIPT', { size: 14, bold: true })
    .text(545, `No. ${rng.int(30000, 39999)}`, { size: 10, align: 'right' })
    .down(22);
  field(p, 50, p.y, 'DATE', fd(d, 'iso'), 'above', 120);
  field(p, 180, p.y, 'FROM', 'Gerrard St E & Coxwell', 'above', 150);
  field(p, 340, p.y, 'TO', 'Beaches Auto Service, Kingston Rd', 'above', 200);
  p.down(34);
  field(p, 50, p.y, 'VEHICLE', '1960 Ford F-100 pickup (non-runner)', 'above', 260);
  field(p, 340, p.y, 'PLATE', `${up(rng, 4)} ${rng.int(100, 999)}`, 'above', 120);
  p.down(38);
  const lines: [string, number][] = [
    ['Flatbed hook-up', 65],
    [`Mileage ${rng.int(8, 30)} km`, rng.int(20, 60)],
    ['Winching (flat tires, locked brakes)', 35],
  ];
  const net = sum(lines.map((l) => l[1]));
  const gst = r2(net * 0.07);
  const pst = r2(net * 0.08);
  const total = r2(net + gst + pst);
  lines.forEach(([t, a]) => {
    p.text(60, t, { size: 9.5 }).text(540, money(a, CAD), { size: 9.5, align: 'right' });
    p.down(14);
  });
  p.down(4);
  totals(
    p,
    330,
    540,
    [
      ['Subtotal', money(net, CAD)],
      ['GST 7%', money(gst, CAD)],
      ['PST 8%', money(pst, CAD)],
      ['Total received', money(total, CAD)],
    ],
    { box: 'all' },
  );
  p.down(10).text(50, 'Paid: VISA', { size: 9 });
  pencil(p, 60, p.y + 30, 'Driver: Vince', 13);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** An Adelaide swap-meet stall docket, 2005: handwritten-looking lines, GST included, Total, "3rd March 2005". */
export function enAdelaideSwapMeet2005(rng: Random): Generated {
  const d = dateIn(rng, 2005, 2005);
  const p = new PageBuilder();
  const shop = 'Gawler Vintage Tractor Parts';
  letterhead(p, {
    style: 'left',
    name: shop,
    tag: 'Stall 214 · Adelaide Swap Meet, Wayville Showgrounds',
    lines: ['ABN 30 558 217 664 · 0418 822 915'],
    serif: true,
  });
  p.text(545, 'Cash Docket', { y: 66, size: 13, bold: true, align: 'right' });
  p.down(10).text(50, ord(d), { size: 12, serif: true }).down(28);
  const items = rng.some(
    [
      ['Fordson E27N radiator cap', 35],
      ['Ferguson TE20 seat pan', 120],
      ['McCormick W4 magneto (exch.)', 260],
      ['Lamp glass, pair', 40],
      ['Tool box lid', 25],
    ] as [string, number][],
    3,
  );
  for (const [t, a] of items) {
    p.text(70, t, { size: 12, serif: true }).text(470, money(a, AUD), { size: 12, serif: true, align: 'right' });
    p.down(20);
  }
  const total = sum(items.map((i) => i[1]));
  p.box(380, p.y - 12, 100, 0.01);
  p.down(4).text(330, 'Total', { size: 12, bold: true, serif: true }).text(470, money(total, AUD), { size: 12, bold: true, serif: true, align: 'right' });
  p.down(20).text(70, `GST included ${money(r2(total / 11), AUD)}`, { size: 8 });
  p.down(40);
  stamp(p, 330, p.y, ['PAID', 'with thanks'], 130);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Durban crating and shipping receipt, 2016: a Velocette crated for export, VAT 14 %, rand, Amount received. */
export function enDurbanCrating2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const p = new PageBuilder();
  const shop = 'Bluff Freight & Crating CC';
  letterhead(p, {
    style: 'right',
    name: shop,
    tag: 'Motorcycle & vehicle export crating',
    lines: ['22 Bluff Road, Durban 4052', 'Tel 031 466 1180 · VAT 4170 223 518'],
  });
  p.text(50, 'RECEIPT / TAX INVOICE', { size: 13, bold: true }).down(22);
  field(p, 50, p.y, 'Receipt no.', `BF${rng.int(7000, 7999)}`, 'box', 120);
  field(p, 175, p.y, 'Date', fd(d, 'uk'), 'box', 100);
  field(p, 280, p.y, 'Received from', 'Mr. A. Pillay', 'box', 265);
  p.down(40);
  const lines: [string, number][] = [
    ['Export crate, treated pine, 2.2 m', 3450],
    ['Drain fuel, disconnect battery, strap down', 850],
    ['Delivery to Durban container terminal', rng.int(9, 18) * 100],
  ];
  const net = sum(lines.map((l) => l[1]));
  const vat = r2(net * 0.14);
  const total = r2(net + vat);
  table(
    p,
    [
      { x: 56, head: 'Description' },
      { x: 540, head: 'Amount', align: 'right' },
    ],
    lines.map(([t, a]) => [t, money(a, { ...ZAR, pos: 'none' })]),
    { rules: 'grid' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Sub-total', money(net, ZAR)],
      ['VAT 14%', money(vat, ZAR)],
      ['Amount received', money(total, ZAR)],
    ],
    { box: 'labelAbove' },
  );
  p.down(6).text(50, 'Item: 1958 Velocette Venom, frame RS' + rng.int(10000, 19999) + ', for shipment to Southampton', { size: 9 });
  footer(p, ['Goods carried at owner’s risk. Marine insurance is not included unless stated.'], 'left');
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** An Ontario vehicle permit, 1989: Vehicle Portion, permit number and plate in boxes, the validation expiry. */
export function enOntarioPermit1989(rng: Random): Generated {
  const d = dateIn(rng, 1989, 1989);
  const exp = `1990-${fd(d, 'iso').slice(5, 7)}-${String(new Date(Date.UTC(1990, Number(d.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`;
  const p = new PageBuilder();
  const permit = `${rng.int(1000000, 9999999)}`;
  const plate = `${up(rng, 3)} ${rng.int(100, 999)}`;
  p.y = 52;
  p.text(50, 'Ontario', { size: 18, bold: true, serif: true });
  p.text(545, 'Ministry of Transportation', { y: 50, size: 9, align: 'right' });
  p.text(545, 'Ministère des Transports', { y: 61, size: 8, align: 'right' });
  p.down(22).text(50, 'VEHICLE PERMIT — VEHICLE PORTION / CERTIFICAT D’IMMATRICULATION', { size: 10, bold: true }).down(30);
  field(p, 50, p.y, 'PERMIT NO. / NO DU CERTIFICAT', permit, 'box', 160);
  field(p, 215, p.y, 'PLATE NO. / NO DE PLAQUE', plate, 'box', 130);
  field(p, 350, p.y, 'VALIDATION EXPIRY / EXPIRATION', fd(exp, 'iso').replace(/-/g, '/'), 'box', 195);
  p.down(40);
  field(p, 50, p.y, 'VIN / NIV', `F10${up(rng, 2)}${rng.int(100000, 999999)}`, 'box', 200);
  field(p, 255, p.y, 'MAKE / MARQUE', 'INTL', 'box', 90);
  field(p, 350, p.y, 'MODEL YR', '1962', 'box', 70);
  field(p, 425, p.y, 'BODY', 'PK', 'box', 120);
  p.down(40);
  field(p, 50, p.y, 'REGISTRANT / TITULAIRE', 'MACDONALD, ANGUS R., RR 2, ALEXANDRIA ON K0C 1A0', 'box', 495);
  p.down(40);
  field(p, 50, p.y, 'ISSUE DATE', fd(d, 'iso').replace(/-/g, '/'), 'box', 120);
  field(p, 175, p.y, 'CLASS', 'HISTORIC', 'box', 100);
  p.down(40);
  para(
    p,
    50,
    'Historic vehicle: may be driven only in parades, exhibitions, club events and for testing and maintenance. Carry this portion in the vehicle.',
    100,
    { size: 8 },
  );
  stamp(p, 380, p.y + 20, ['ISSUED', 'Cornwall office 0612'], 150);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: permit, plateNumber: plate, expiryDate: exp });
}

/** A NSW certificate of registration, 2017: historic vehicle scheme, certificate number apart from the plate, expiry. */
export function enNswRegistration2017(rng: Random): Generated {
  const d = dateIn(rng, 2017, 2017);
  const exp = addDays(d, 364);
  const p = new PageBuilder();
  const cert = `${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`;
  const plate = `${rng.int(10000, 99999)}H`;
  letterhead(p, { style: 'left', name: 'Roads and Maritime Services', tag: 'NSW Government', lines: ['GPO Box 22, Sydney NSW 2001 · 13 22 13'] });
  p.text(545, 'Certificate of Registration', { y: 60, size: 13, bold: true, align: 'right' });
  p.text(545, 'Historic Vehicle Scheme (conditional)', { y: 74, size: 8.5, align: 'right' });
  p.down(6);
  const rows: [string, string][] = [
    ['Certificate number', cert],
    ['Number plate', plate],
    ['Registration expiry', fd(exp, 'uk')],
    ['Registered operator', 'Mr Colin J. Featherstone, 8 Tumut St, Gundagai NSW 2722'],
    ['Vehicle', '1964 Bedford J1 fire tender, VIN 4J1' + rng.int(100000, 999999)],
    ['Club', 'Riverina Historic Vehicle Club Inc.'],
    ['Issued', fd(d, 'uk')],
  ];
  rows.forEach(([l, v], i) => {
    p.text(60, l, { y: p.y + i * 26, size: 7.5 });
    p.text(60, v, { y: p.y + i * 26 + 11, size: 10.5, bold: i < 3 });
    p.box(55, p.y + i * 26 + 15, 480, 0.01);
  });
  p.down(7 * 26 + 20);
  para(
    p,
    55,
    'Conditional registration: use limited to club events, maintenance and trips authorised by the club (log book allowance 60 days). This is not proof of ownership.',
    100,
    { size: 8 },
  );
  footer(p, ['Keep this certificate in a safe place. Penalties apply for driving an unregistered vehicle.']);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: cert, plateNumber: plate, expiryDate: exp });
}

/** A New Zealand Certificate of Registration, 1979: Post Office Motor Registration, labels beneath, a motorcycle. */
export function enNzMotorRegistration1979(rng: Random): Generated {
  const d = dateIn(rng, 1979, 1979);
  const p = new PageBuilder();
  const cert = `${up(rng, 1)}${rng.int(100000, 999999)}`;
  const plate = `${rng.int(10, 99)}${up(rng, 1)}${rng.int(100, 999)}`.slice(0, 6);
  p.y = 56;
  p.text(297, 'NEW ZEALAND POST OFFICE', { size: 10, bold: true, align: 'center' });
  p.down(14).text(297, 'Motor Registration Centre', { size: 9, align: 'center' });
  p.down(22).text(297, 'CERTIFICATE OF REGISTRATION', { size: 15, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'Transport Act 1962', { size: 8, align: 'center' }).down(30);
  const cells: [string, string][] = [
    [cert, 'Certificate No.'],
    [plate, 'Registration plate'],
    [fd(d, 'ukdot'), 'Date of registration'],
    ['Royal Enfield', 'Make'],
    ['Bullet 350', 'Model'],
    ['Motor cycle', 'Class'],
    [`${rng.int(10000, 99999)}`, 'Engine No.'],
    ['R. T. Paewai, 14 Kahu St, Dannevirke', 'Registered owner'],
  ];
  cells.forEach(([v, c], i) => field(p, 50 + (i % 3) * 165, p.y + Math.floor(i / 3) * 36, c, v, 'below', 160));
  p.y += 3 * 36 + 18;
  para(p, 50, 'Change of ownership must be notified within 7 days. The annual motor vehicle licence is renewed separately at any Post Office.', 100, {
    size: 8,
  });
  stamp(p, 370, p.y + 20, ['POST OFFICE', 'DANNEVIRKE'], 150);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: cert, plateNumber: plate });
}

/** A South African registration certificate (RC1 title paper), 2009: eNaTIS layout, date of issue apart from liability date. */
export function enZaRc1Title2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const liab = addDays(d, -rng.int(10, 40));
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, 'REPUBLIC OF SOUTH AFRICA', { size: 9, bold: true }).text(545, 'RC1', { size: 14, bold: true, align: 'right' });
  p.down(18).text(50, 'CERTIFICATE OF REGISTRATION IN RESPECT OF MOTOR VEHICLE', { size: 11, bold: true });
  p.down(12).text(50, 'National Road Traffic Act, 1996 · Department of Transport · eNaTIS', { size: 7.5 }).down(28);
  const rows: [string, string][] = [
    ['Vehicle register number', `${up(rng, 3)}${rng.int(100, 999)}${up(rng, 1)}`],
    ['VIN', `ZA9${rng.int(100000000, 999999999)}`],
    ['Make', 'LAND ROVER'],
    ['Series name', 'SERIES II 88'],
    ['Model year', '1960'],
    ['Category', 'LIGHT PASSENGER MV'],
    ['Owner', 'HENDRIKS, JOHANNES P'],
    ['Date of liability for licensing', fd(liab, 'iso')],
    ['Date of issue', fd(d, 'iso')],
    ['Control number', `${rng.int(10000000, 99999999)}`],
  ];
  rows.forEach(([l, v], i) => {
    p.text(56, l, { y: p.y + i * 17, size: 8.5 });
    p.text(260, v, { y: p.y + i * 17, size: 10, bold: true });
  });
  p.box(50, p.y - 13, 495, rows.length * 17 + 8);
  p.down(rows.length * 17 + 24);
  para(p, 50, 'This certificate is proof of registration and must be handed to the new title holder on change of ownership together with form NCO.', 100, {
    size: 8,
  });
  stamp(p, 380, p.y + 20, ['REGISTERING AUTHORITY', 'Stellenbosch'], 160);
  return doc(p, 'en', { documentType: 'title', date: d });
}

/** An Australian agreed-value motorcycle policy, 2021: Certificate of Insurance, premium with GST and stamp duty, excess. */
export function enAuBikePolicy2021(rng: Random): Generated {
  const start = dateIn(rng, 2021, 2021);
  const end = addDays(start, 365);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Southern Cross Collector Insurance',
    tag: 'Classic, vintage & veteran vehicles',
    lines: ['Level 6, 40 Pitt St, Sydney NSW 2000 · 1300 655 212 · AFSL 241 980'],
  });
  p.text(50, 'Certificate of Insurance', { size: 15, bold: true }).down(24);
  const pol = `SCCI-MC-${rng.int(1000000, 9999999)}`;
  const agreed = rng.int(12, 60) * 1000;
  const exc = rng.pick([250, 300, 500]);
  field(p, 50, p.y, 'Policy number', pol, 'above', 160);
  field(p, 220, p.y, 'Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (4 pm)`, 'above', 300);
  p.down(34);
  field(p, 50, p.y, 'Insured', 'Dr Anneliese Brandt, Hahndorf SA 5245', 'above', 300);
  field(p, 360, p.y, 'Cover', 'Comprehensive — Agreed Value', 'above', 185);
  p.down(34);
  field(p, 50, p.y, 'Motorcycle', '1955 BSA Gold Star DBD34 (club permit)', 'above', 300);
  field(p, 360, p.y, 'Agreed value', money(agreed, AUD), 'above', 185);
  p.down(40);
  const base = r2(rng.int(180, 520) + rng.int(0, 99) / 100);
  const gst = r2(base * 0.1);
  const duty = r2((base + gst) * 0.11);
  const total = r2(base + gst + duty);
  table(
    p,
    [
      { x: 56, head: 'Item' },
      { x: 540, head: 'Amount', align: 'right' },
    ],
    [
      ['Base premium', money(base, AUD)],
      ['GST', money(gst, AUD)],
      ['Stamp duty (SA)', money(duty, AUD)],
      ['Basic excess', money(exc, AUD)],
    ],
    { rules: 'head' },
  );
  totals(p, 330, 540, [['Total premium payable', money(total, AUD)]], { box: 'last' });
  p.down(8);
  para(
    p,
    50,
    'Use limited to club events and up to 60 days per year under the Historic Vehicle log book scheme. An additional excess applies to riders under 25.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive — Agreed Value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: exc,
  });
}

/** A South African policy schedule, 2011: a Land Rover Series, monthly debit shown but the annual premium in the band, basic excess. */
export function enZaPolicySchedule2011(rng: Random): Generated {
  const start = `2011-${String(rng.int(1, 9)).padStart(2, '0')}-01`;
  const end = addDays(start, 364);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'split',
    name: 'Karoo Classic Underwriters',
    tag: 'an authorised financial services provider',
    lines: ['PO Box 1120, Somerset West 7129', 'Tel 021 851 7740', 'FSP 11 402'],
  });
  p.text(50, 'POLICY SCHEDULE', { size: 14, bold: true }).down(24);
  const pol = `KCU/${rng.int(10000, 99999)}/MV`;
  const exc = rng.pick([2500, 3500, 5000]);
  const monthly = r2(rng.int(180, 460) + rng.int(0, 99) / 100);
  const annual = r2(monthly * 12);
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', 'Mr. F. J. van der Merwe, Paarl'],
    ['Inception date', fd(start, 'uk')],
    ['Renewal date', fd(end, 'uk')],
    ['Vehicle', '1966 Land Rover Series IIA 109 Station Wagon'],
    ['Section', 'Motor — Comprehensive (agreed value R ' + (rng.int(12, 40) * 10000).toLocaleString('en-US').replace(/,/g, ' ') + ')'],
    ['Basic excess', money(exc, ZAR)],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 140, 10);
    p.down(16);
  });
  p.down(10);
  totals(
    p,
    300,
    540,
    [
      ['Monthly debit order', money(monthly, ZAR)],
      ['Annual premium (VAT incl.)', money(annual, ZAR)],
    ],
    { box: 'labelAbove' },
  );
  para(
    p,
    50,
    'Cover is subject to the vehicle being garaged at night and used for leisure only. Premiums are collected monthly on the 1st by debit order.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Motor — Comprehensive',
    premium: annual,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: exc,
  });
}

/** A Brisbane commercial-vehicle auction, 2015: an ex-council International truck, hammer, buyer's premium, GST on both, a deposit. */
export function enBrisbaneAuction2015(rng: Random): Generated {
  const sale = dateIn(rng, 2015, 2015);
  const inv = addDays(sale, 1);
  const p = new PageBuilder();
  const house = 'Moreton Bay Commercial Auctions Pty Ltd';
  letterhead(p, {
    style: 'center',
    name: house,
    tag: 'Trucks · Plant · Ex-government fleet · Classics',
    lines: ['1480 Ipswich Rd, Rocklea QLD 4106 · ABN 62 110 948 331 · (07) 3275 8800'],
  });
  p.text(50, "Buyer's Tax Invoice", { size: 14, bold: true }).down(22);
  const hammer = rng.int(30, 140) * 100;
  const prem = r2(hammer * 0.1);
  const gst = r2((hammer + prem) * 0.1);
  const total = r2(hammer + prem + gst);
  const dep = rng.pick([500, 1000]);
  field(p, 50, p.y, 'Invoice', `MBCA-${rng.int(55000, 55999)}`, 'box', 120);
  field(p, 175, p.y, 'Invoice date', fd(inv, 'uk'), 'box', 110);
  field(p, 290, p.y, 'Sale date', fd(sale, 'uk'), 'box', 110);
  field(p, 405, p.y, 'Lot', String(rng.int(10, 300)), 'box', 140);
  p.down(40);
  p.text(50, 'Buyer: Glasshouse Mountains Heritage Machinery Club Inc.', { size: 9.5 }).down(14);
  p.text(50, 'Lot description: 1966 International AB-160 tipper, ex Shire council, unregistered, sold as is where is', { size: 9.5 }).down(22);
  totals(
    p,
    300,
    540,
    [
      ['Hammer price', money(hammer, AUD)],
      ["Buyer's premium 10%", money(prem, AUD)],
      ['GST on the above', money(gst, AUD)],
      ['Total purchase price', money(total, AUD)],
      ['Less deposit paid', money(-dep, AUD)],
      ['Balance due', money(r2(total - dep), AUD)],
    ],
    { box: 'last' },
  );
  p.down(8);
  para(
    p,
    50,
    'Balance payable within 3 business days. Collection from Rocklea yard by appointment. Vehicles are sold without warranty or roadworthy certificate.',
    100,
    { size: 8.5 },
  );
  footer(p, ['Moreton Bay Commercial Auctions Pty Ltd · Licensed auctioneer G. Pattison · Motor dealer licence 3312'], 'left');
  return doc(p, 'en', { documentType: 'purchase', sellerName: house, saleDate: sale, purchasePrice: total });
}

/** An Ontario agreed-value appraisal (OPCF 19A), 2016: a Ford pickup, appraised value in a box, condition grade, signed. */
export function enOntarioAppraisal2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const p = new PageBuilder();
  const name = rng.pick(['Dale R. Henning', 'Lorraine Beauchamp', 'Kenji Matsuda']);
  letterhead(p, {
    style: 'left',
    name: 'Kawartha Classic Vehicle Appraisals',
    tag: 'Appraisals for OPCF 19A agreed value, estates and disputes',
    lines: ['211 Kent St W, Lindsay ON K9V 2Z3 · 705-328-1174'],
    serif: true,
  });
  p.text(50, 'APPRAISAL REPORT', { size: 13, bold: true, serif: true }).text(545, fd(d, 'uslong'), { size: 10, serif: true, align: 'right' });
  p.down(26);
  const val = rng.int(14, 55) * 1000;
  const cond = rng.pick(['Condition 2 — Excellent', 'Condition 3 — Good', 'Condition 2+ — Excellent']);
  const rows: [string, string][] = [
    ['Owner', 'Brent & Cheryl Lalonde, Bobcaygeon ON'],
    ['Vehicle', '1966 Ford F-100 Custom Cab, VIN F10YR' + rng.int(100000, 999999)],
    ['Odometer', `${rng.int(20, 99)},${rng.int(100, 999)} miles (not actual)`],
    ['Overall condition', cond],
    ['Purpose', 'Ontario Policy Change Form 19A — Limiting the amount of liability'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'dots', 110, 10);
    p.down(17);
  });
  p.down(8);
  para(
    p,
    50,
    'The truck was inspected at the owner’s premises, photographed on all sides and under the hood, and compared with recent sales at Ontario and Michigan auctions.',
    100,
    { serif: true, size: 9.5 },
  );
  p.down(6);
  field(p, 170, p.y, 'APPRAISED VALUE (CAD)', money(val, CAD), 'box', 250, 13);
  p.down(46);
  pencil(p, 60, p.y, name, 14);
  p.down(8).box(50, p.y, 220, 0.01);
  p.down(12).text(50, `${name}, Accredited Appraiser`, { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: val, conditionNotes: cond });
}

/** A Canadian vintage-motorcycle club's dating certificate, 2004: a letter confirming a year of manufacture — "other". */
export function enClubDatingCertificate2004(rng: Random): Generated {
  const d = dateIn(rng, 2004, 2004);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Canadian Vintage Motorcycle Group',
    tag: 'Machine Registrar — Dating Service',
    lines: ['Box 3374, Stn. Main, Winnipeg MB R3C 4E6'],
    serif: true,
  });
  p.text(50, fd(d, 'uklong'), { size: 10, serif: true }).down(24);
  p.text(50, 'CERTIFICATE OF DATING', { size: 13, bold: true, serif: true }).down(24);
  const rows: [string, string][] = [
    ['Machine', 'Indian Chief with Princess sidecar'],
    ['Engine no.', `CDO${rng.int(1000, 9999)}`],
    ['Frame no.', `${rng.int(340000, 349999)}`],
    ['Owner', 'Ray Hrynchuk, Dauphin MB'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 60, p.y, l, v, 'left', 100, 10);
    p.down(16);
  });
  p.down(10);
  para(
    p,
    50,
    `From the factory records held by the Group, the engine and frame numbers above are consistent with a machine despatched in ${rng.pick(['March', 'June', 'October'])} 1946 to the distributor in Winnipeg. This certificate may be submitted to Manitoba Public Insurance for collector plate registration.`,
    95,
    { serif: true, size: 10, step: 14 },
  );
  p.down(20);
  pencil(p, 60, p.y, 'Doug McAllister', 14);
  p.down(14).text(50, 'Doug McAllister, Machine Registrar', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'other', date: d });
}

/** A New Zealand private bill of sale, 1984: a Bedford CA van sold between farmers, a typed agreement, two signatures. */
export function enNzBillOfSale1984(rng: Random): Generated {
  const d = dateIn(rng, 1984, 1984);
  const p = new PageBuilder();
  const seller = 'Murray Alistair Cunningham';
  const price = rng.int(8, 30) * 100;
  p.y = 62;
  p.text(297, 'BILL OF SALE', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, '(Private sale of a motor vehicle)', { size: 9, serif: true, align: 'center' }).down(34);
  para(
    p,
    50,
    `This agreement is made on the ${ord(d)} between ${seller}, farmer, of Te Awamutu (the Seller) and Hemi Rangi Walker, contractor, of Otorohanga (the Buyer).`,
    92,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(8);
  const rows: [string, string][] = [
    ['Vehicle', '1962 Bedford CA panel van, column change'],
    ['Registration plate', `${up(rng, 2)}${rng.int(1000, 9999)}`],
    ['Chassis number', `CAS${rng.int(100000, 999999)}`],
    ['Odometer', `${rng.int(40, 99)},${rng.int(100, 999)} miles`],
    ['Purchase price', `${money(price, NZD)} (NZ dollars)`],
  ];
  rows.forEach(([l, v]) => {
    field(p, 60, p.y, l, v, 'dots', 130, 10.5);
    p.down(18);
  });
  p.down(10);
  para(
    p,
    50,
    'The Seller acknowledges receipt of the purchase price in full and warrants that the vehicle is his property and free of any hire purchase. The vehicle is sold as seen without any warranty as to condition or warrant of fitness.',
    92,
    { serif: true, size: 10, step: 14 },
  );
  p.down(30);
  pencil(p, 60, p.y, 'M. A. Cunningham', 15);
  pencil(p, 330, p.y, 'H. R. Walker', 15);
  p.down(6).box(50, p.y, 200, 0.01).box(320, p.y, 200, 0.01);
  p.down(12).text(50, 'Seller', { size: 8 }).text(320, 'Buyer', { size: 8 });
  p.down(30).text(50, 'Witness: J. Kereama, J.P., Te Awamutu', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}
