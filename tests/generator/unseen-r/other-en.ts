/**
 * English-language receipts, insurance, registrations, a title, a purchase and appraisals of everyday
 * ownership (unseen-r): a British thermal fuel slip, a US gas station's credit-card slip, an Irish motor
 * factors' counter docket, a British motorcycle spares receipt, a limited-mileage renewal notice, a US
 * declarations page for a motorcycle and a camper, the old blue V5, a US state registration card, a 1970s
 * California title, a handwritten private sale and two point-scored appraisals.
 */
import { addDays, dashes, doc, type Family, fd, hline, num, PageBuilder, para, price, r2, row, sum } from './kit';

/** A British fuel station's thermal slip: fuel, oil, a bulb, VAT analysis, card. */
export const ukFuelSlip19: Family = (rng) => {
  const date = rng.date(2016, 2023);
  const p = new PageBuilder();
  const L = 200;
  const R = 395;
  p.y = 60;
  const shop = rng.pick(['Bridge Garage Llandovery', 'Hendre Filling Station', 'Castle Service Station']);
  p.text(297, shop.toUpperCase(), { align: 'center', size: 10, bold: true });
  p.down(11).text(297, rng.pick(['Broad St, Llandovery SA20 0AR', 'A483, Llandeilo SA19 6RT', 'Castle Rd, Builth Wells LD2 3EJ']), {
    align: 'center',
    size: 8,
  });
  p.down(10).text(297, `VAT No. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { align: 'center', size: 7.5 });
  p.down(14).text(L, dashes(44), { size: 8 });
  const litres = r2(rng.int(1500, 4800) / 100);
  const ppl = rng.pick([1.259, 1.329, 1.479, 1.559]);
  const fuel = r2(litres * ppl);
  p.down(12).text(L, `PUMP ${rng.int(1, 6)} SUPER UNLEADED`, { size: 8.5 });
  p.down(10)
    .text(L + 8, `${num(litres, 'en')} L @ £${ppl.toFixed(3)}`, { size: 8 })
    .text(R, `£${num(fuel, 'en')}`, { align: 'right', size: 8.5 });
  const extras = rng
    .some(
      [
        ['CLASSIC OIL 20W50 1L', 8.49, 12.99],
        ['H4 BULB 12V', 5.99, 8.99],
        ['SCREENWASH 5L', 3.99, 5.99],
        ['FUSE KIT BLADE', 2.49, 3.99],
      ] as [string, number, number][],
      2,
    )
    .map(([d, lo, hi]) => ({ d, a: r2(price(rng, lo + 0.01, hi + 0.01, 0.5) - 0.01) }));
  for (const e of extras)
    p.down(12)
      .text(L, e.d, { size: 8.5 })
      .text(R, `£${num(e.a, 'en')}`, { align: 'right', size: 8.5 });
  const total = sum([fuel, ...extras.map((e) => e.a)]);
  p.down(10).text(L, dashes(44), { size: 8 });
  p.down(14)
    .text(L, 'BALANCE DUE', { size: 10.5, bold: true })
    .text(R, `£${num(total, 'en')}`, { align: 'right', size: 10.5, bold: true });
  p.down(14)
    .text(L, 'CONTACTLESS VISA DEBIT', { size: 8 })
    .text(R, `£${num(total, 'en')}`, { align: 'right', size: 8 });
  p.down(16).text(L, 'VAT ANALYSIS   RATE   NET    VAT', { size: 7.5 });
  const net = r2(total / 1.2);
  p.down(10).text(L, `               20%   ${num(net, 'en')}   ${num(r2(total - net), 'en')}`, { size: 7.5 });
  p.down(16).text(
    L,
    `${fd(date, 'uk')}  ${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  TILL 1  TRANS ${rng.int(10000, 99999)}`,
    { size: 7.5 },
  );
  p.down(14).text(297, 'THANK YOU — PLEASE CALL AGAIN', { align: 'center', size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** A US gas station's credit-card sales slip from the imprinter era: embossed card lines, a boxed total. */
export const usGasSlip76: Family = (rng) => {
  const date = rng.date(1973, 1979);
  const p = new PageBuilder();
  p.box(110, 50, 375, 300);
  p.y = 72;
  p.text(124, `${rng.pick(['4127', '5310', '3782'])} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`, { size: 12, bold: true });
  p.down(14).text(124, rng.pick(['WAYNE E KOSTER', 'BARBARA J LUND', 'DALE R HUTTO']), { size: 11, bold: true });
  p.down(12).text(124, `GOOD THRU ${String(rng.int(1, 12)).padStart(2, '0')}/${String((Number(date.slice(2, 4)) + 2) % 100).padStart(2, '0')}`, { size: 8 });
  const shop = rng.pick(["Earl's Gulf Service", 'Cloverleaf Sunoco', 'Prairie Phillips 66']);
  p.text(471, shop.toUpperCase(), { y: 72, align: 'right', size: 10, bold: true });
  p.text(471, rng.pick(['US 30 & Rt 5, Ames IA', '1200 W Main, Ottawa KS', 'Hwy 52, Rochester MN']), { y: 84, align: 'right', size: 8 });
  p.text(471, `DEALER NO ${rng.int(10000, 99999)}`, { y: 96, align: 'right', size: 8 });
  p.y = 130;
  p.text(124, 'DATE', { size: 7 }).text(200, fd(date, 'usshort'), { size: 11 });
  p.text(320, 'LICENSE NO.', { size: 7 }).text(390, `${rng.pick(['IA', 'KS', 'MN'])} ${rng.int(100, 999)}-${rng.pick(['ABK', 'LRT', 'WZN'])}`, { size: 10 });
  p.y = 158;
  hline(p, 110, 375, p.y - 12);
  const gal = r2(rng.int(80, 220) / 10);
  const ppg = rng.pick([0.449, 0.539, 0.579, 0.639]);
  const gas = r2(gal * ppg);
  const oilQ = rng.chance(0.6) ? rng.int(1, 2) : 0;
  const oil = r2(oilQ * rng.pick([0.75, 0.85, 0.95]));
  const acc = rng.chance(0.5) ? price(rng, 1.5, 6, 0.05) : 0;
  const tax = r2((oil + acc) * 0.04);
  const total = sum([gas, oil, acc, tax]);
  const cols = [{ x: 124 }, { x: 300, align: 'right' as const }, { x: 471, align: 'right' as const }];
  const lines: [string, string, number][] = [
    ['GALS', `${gal} @ ${ppg}`, gas],
    ['OIL QTS', oilQ ? String(oilQ) : '', oil],
    ['TIRES, BATT., ACC.', acc ? 'wiper blade' : '', acc],
    ['TAX', '', tax],
  ];
  for (const [l, m, a] of lines) {
    row(p, cols, [l, m, a ? num(a, 'en') : ''], { size: 9.5 });
    p.box(110, p.y + 6, 375, 0.01);
    p.down(20);
  }
  p.box(380, p.y - 12, 105, 22, true);
  row(p, cols, ['TOTAL', '', num(total, 'en')], { size: 11, bold: true });
  p.down(30).text(124, 'CUSTOMER SIGNATURE  X _______________________', { size: 8 });
  p.down(14).text(124, 'CUSTOMER COPY', { size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** An Irish motor factors' counter docket, 1990s: docket book, IR£, VAT included. */
export const irishFactors95: Family = (rng) => {
  const date = rng.date(1992, 1998);
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, 'SHEEHAN MOTOR FACTORS', { size: 15, bold: true });
  p.down(13).text(40, 'Parts · Accessories · Paint · Tools  —  Trade & Retail', { size: 8.5 });
  p.down(11).text(40, `Castle Street, Tralee, Co. Kerry  ·  Tel. 066 2${rng.int(1000, 9999)}`, { size: 8.5 });
  p.text(555, 'CASH SALE', { y: 56, align: 'right', size: 11, bold: true });
  p.text(555, `Docket ${rng.int(30000, 79999)}`, { y: 70, align: 'right', size: 9 });
  p.text(555, fd(date, 'uk'), { y: 83, align: 'right', size: 9 });
  p.y = 130;
  p.text(40, `Customer: ${rng.pick(['P. O’Connor', 'Cash', 'M. Brosnan'])}   Reg: ${rng.pick(['KY', 'ZI', 'CIK'])} ${rng.int(100, 9999)}`, { size: 9.5 });
  p.down(22);
  const cols = [{ x: 40 }, { x: 130 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Part No.', 'Description', 'Qty', 'Price', 'Total'], { bold: true, size: 9 });
  p.box(40, p.y - 11, 515, 16);
  p.down(20);
  const items = rng
    .some(
      [
        ['GFE217', 'Oil filter Ford Escort', 3, 6],
        ['BP4ES', 'Plugs NGK', 1.2, 2.2],
        ['ADB1011', 'Brake shoes rear', 9, 16],
        ['UF44', 'Fan belt', 4, 8],
        ['HW03', 'Wiper blade 15in', 3, 6],
        ['CAST20', 'Castrol GTX 5L', 12, 16],
      ] as [string, string, number, number][],
      4,
    )
    .map(([c, d, lo, hi]) => {
      const q = d.startsWith('Plugs') ? 4 : rng.int(1, 2);
      const ep = price(rng, lo, hi, 0.05);
      return { c, d, q, ep, a: r2(q * ep) };
    });
  for (const i of items) {
    row(p, cols, [i.c, i.d, String(i.q), num(i.ep, 'en'), num(i.a, 'en')], { size: 9.5 });
    p.down(15);
  }
  const total = sum(items.map((i) => i.a));
  p.down(10);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['TOTAL IR£ (incl. VAT)', num(total, 'en')], { bold: true, size: 10.5 });
  p.down(14);
  row(p, tc, ['VAT @ 21% included', num(r2(total - total / 1.21), 'en')], { size: 8.5 });
  p.down(40);
  p.text(40, 'Goods not returnable without docket. Electrical parts not exchanged.', { size: 8 });
  p.down(12).text(40, `Served by: ${rng.pick(['Donal', 'Siobhán', 'Mike'])}`, { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Sheehan Motor Factors', date, totalCost: total });
};

/** A British motorcycle spares shop's receipt, 1980s, from a duplicate pad: goods, postage, total. */
export const bikeSpares87: Family = (rng) => {
  const date = rng.date(1984, 1990);
  const p = new PageBuilder();
  p.box(80, 40, 435, 470);
  p.y = 66;
  p.text(297, 'Cotswold Classic Bike Spares', { align: 'center', size: 14, bold: true, serif: true });
  p.down(12).text(297, 'New and secondhand spares for British motorcycles · Mail order welcome', { align: 'center', size: 8 });
  p.down(10).text(297, 'The Old Dairy, Fairford, Glos. GL7 4AB  ·  Cirencester 71 344', { align: 'center', size: 8 });
  p.down(24)
    .text(94, 'RECEIPT', { size: 11, bold: true })
    .text(501, `Date: ${fd(date, 'ukdot')}`, { align: 'right', size: 10.5, serif: true });
  p.down(15).text(94, `Sold to: ${rng.pick(['Mr. A. Pocock', 'Phil Gaskins', 'R. J. Tuffley'])}`, { size: 10.5, serif: true });
  p.down(22);
  const cols = [{ x: 94 }, { x: 501, align: 'right' as const }];
  const items = rng
    .some(
      [
        ['Amal 930 carb, new', 38, 55],
        ['Lucas 6V rectifier', 8, 14],
        ['Fork stanchions (pr), BSA A10', 45, 70],
        ['Speedo cable, Smiths', 5, 9],
        ['Tank badges (pr), Triumph', 9, 16],
        ['Clutch plates, set', 12, 22],
      ] as [string, number, number][],
      3,
    )
    .map(([d, lo, hi]) => ({ d, a: price(rng, lo, hi, 0.05) }));
  for (const i of items) {
    row(p, cols, [i.d, num(i.a, 'en')], { size: 10.5, serif: true });
    p.box(80, p.y + 5, 435, 0.01);
    p.down(19);
  }
  const post = rng.pick([0, 1.8, 2.5, 3.2]);
  row(p, cols, ['Post & packing', post ? num(post, 'en') : '—'], { size: 10.5, serif: true });
  p.box(80, p.y + 5, 435, 0.01);
  p.down(24);
  const goods = sum(items.map((i) => i.a));
  const vat = r2(goods * 0.15);
  const total = sum([goods, vat, post]);
  const tc = [{ x: 300 }, { x: 501, align: 'right' as const }];
  row(p, tc, ['Goods', num(goods, 'en')], { size: 10, serif: true });
  p.down(15);
  row(p, tc, ['VAT 15%', num(vat, 'en')], { size: 10, serif: true });
  p.down(17);
  row(p, tc, ['Total paid £', num(total, 'en')], { size: 11, serif: true, bold: true });
  p.down(30).text(94, 'Paid with thanks — cheque', { size: 9, serif: true });
  p.down(14).text(94, 'VAT reg. 388 1022 71', { size: 7.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Cotswold Classic Bike Spares', date, totalCost: total });
};

/** A British classic renewal notice, 1990s: limited mileage, agreed value, excess, IPT not yet. */
export const ukRenewal91: Family = (rng) => {
  const start = rng.date(1989, 1993);
  const end = addDays(addDays(start, 365), -1);
  const sent = addDays(start, -rng.int(20, 35));
  const p = new PageBuilder();
  p.y = 54;
  p.text(40, 'Heritage Motor Policies', { size: 16, bold: true, serif: true });
  p.down(13).text(40, 'Classic vehicle insurance brokers · Lloyd’s underwriters', { size: 8.5 });
  p.down(11).text(40, 'Abbey Chambers, 9 Market Place, Warwick CV34 4SA', { size: 8.5 });
  p.y = 120;
  p.text(40, rng.pick(['Mr C. Hemmings', 'Mrs V. Ashby', 'Mr N. Gunter']), { size: 10 })
    .down(12)
    .text(40, rng.pick(['2 Kenilworth Rd, Leamington Spa', 'Ivy House, Wellesbourne', '17 Avon Crescent, Stratford']), { size: 10 });
  p.text(555, fd(sent, 'uklong'), { y: 120, align: 'right', size: 10 });
  p.y = 180;
  p.text(40, 'RENEWAL NOTICE', { size: 13, bold: true });
  p.down(22);
  const pol = `HMP/${rng.int(10000, 99999)}/${rng.pick(['C', 'M', 'V'])}`;
  const veh = rng.pick(['1959 Riley One-Point-Five', '1972 Commer Cob van', '1966 Velocette Venom', '1963 Land Rover Series IIA']);
  const excess = rng.pick([50, 100, 150]);
  const agreed = rng.int(20, 140) * 100;
  const premium = price(rng, 55, 210, 0.5);
  const facts: [string, string][] = [
    ['Policy number', pol],
    ['Vehicle', veh],
    ['Cover', 'Comprehensive — limited mileage (3,000 miles p.a.)'],
    ['Agreed value', `£${num(agreed, 'en').slice(0, -3)}`],
    ['Renewal date', fd(start, 'uklong')],
    ['Period', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
    ['Excess', `£${excess} each and every claim (own damage)`],
  ];
  for (const [l, v] of facts) {
    p.text(40, l, { size: 9.5 }).text(170, v, { size: 10 });
    p.down(15);
  }
  p.down(10);
  p.box(40, p.y - 12, 515, 40, true);
  p.text(48, 'Renewal premium payable', { size: 10, bold: true }).text(545, `£${num(premium, 'en')}`, { align: 'right', size: 12, bold: true });
  p.down(16).text(48, `Last year’s premium £${num(r2(premium - price(rng, 3, 14, 0.5)), 'en')}. No claims discount protected.`, { size: 8 });
  p.down(32);
  para(
    p,
    40,
    'To renew, please return the enclosed slip with your cheque before the renewal date. Your cover will not continue unless payment is received. If your vehicle or its use has changed, tell us before renewal.',
    100,
    { size: 9 },
  );
  p.down(10);
  para(p, 40, 'Membership of a recognised owners’ club is a condition of this policy. The vehicle must not be used as everyday transport.', 100, { size: 9 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    coverageType: 'Comprehensive — limited mileage (3,000 miles p.a.)',
    deductible: excess,
  });
};

/** A US declarations page for a motorcycle and a camper trailer, 1970s, columns per vehicle. */
export const usDeclarations79: Family = (rng) => {
  const start = rng.date(1976, 1981);
  const end = addDays(start, rng.pick([182, 365]));
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, 'PRAIRIE STATES MUTUAL INSURANCE COMPANY', { size: 13, bold: true });
  p.down(12).text(40, 'Home Office: 400 Locust Street, Des Moines, Iowa 50309', { size: 8 });
  p.down(24).text(297, 'RECREATIONAL VEHICLE POLICY — DECLARATIONS', { align: 'center', size: 12, bold: true });
  p.down(26);
  const pol = `RV ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const cells: [string, string][] = [
    ['POLICY NUMBER', pol],
    ['POLICY PERIOD FROM', fd(start, 'us')],
    ['TO', fd(end, 'us')],
    ['AGENT', `${rng.int(100, 999)}-${rng.pick(['Hoffman', 'Lutz', 'Engstrom'])} Agency`],
  ];
  cells.forEach(([l, v], i) => {
    p.box(40 + i * 128, p.y - 10, 128, 30);
    p.text(44 + i * 128, l, { size: 6.5 }).text(44 + i * 128, v, { y: p.y + 12, size: 9.5 });
  });
  p.down(42);
  p.text(40, 'NAMED INSURED AND ADDRESS', { size: 7 });
  p.down(12).text(40, rng.pick(['LEROY A. PETERSEN', 'JUDITH M. KRAMER', 'GENE T. OLSON']), { size: 10 });
  p.down(12).text(40, rng.pick(['RR 2, BOX 41, BOONE IA 50036', '812 ELM ST, NEVADA IA 50201']), { size: 10 });
  p.down(26);
  const cols = [{ x: 40 }, { x: 300, align: 'right' as const }, { x: 420, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['VEH', '', 'VEH 1', 'VEH 2'], { bold: true, size: 8.5 });
  p.down(13);
  row(
    p,
    cols,
    ['DESCRIPTION', '', rng.pick(['1974 HONDA CB360', '1972 HARLEY FLH', '1977 YAMAHA RD400']), rng.pick(['1968 AIRSTREAM 22 FT', '1971 SHASTA 16 TRL'])],
    { size: 8.5 },
  );
  p.down(20);
  row(p, cols, ['COVERAGE', 'LIMITS', 'PREMIUM', 'PREMIUM'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  const liab = [price(rng, 18, 45, 1), price(rng, 6, 14, 1)];
  const comp = [price(rng, 9, 30, 1), price(rng, 8, 24, 1)];
  const coll = [price(rng, 14, 40, 1), 0];
  const ded = rng.pick([50, 100]);
  const rowsCov: [string, string, number, number][] = [
    ['A  BODILY INJURY/PROPERTY DAMAGE', '25/50/10', liab[0], liab[1]],
    ['D  COMPREHENSIVE', `ACV LESS $${ded} DED.`, comp[0], comp[1]],
    ['E  COLLISION', `ACV LESS $${ded} DED.`, coll[0], coll[1]],
  ];
  for (const [c, l, a, b] of rowsCov) {
    row(p, cols, [c, l, num(a, 'en'), b ? num(b, 'en') : 'NOT COVERED'], { size: 8.5 });
    p.down(14);
  }
  const per = [sum([liab[0], comp[0], coll[0]]), sum([liab[1], comp[1], coll[1]])];
  const total = sum(per);
  p.down(4);
  row(p, cols, ['TOTAL PER VEHICLE', '', num(per[0], 'en'), num(per[1], 'en')], { size: 8.5, bold: true });
  p.down(22);
  p.box(330, p.y - 12, 225, 20, true);
  row(p, [{ x: 336 }, { x: 549, align: 'right' as const }], ['TOTAL POLICY PREMIUM', `$${num(total, 'en')}`], { bold: true, size: 10 });
  p.down(34);
  para(
    p,
    40,
    'Deductibles apply to each loss. Comprehensive and collision are subject to the deductible shown. This declarations page with the policy form and endorsements completes your policy.',
    110,
    { size: 8 },
  );
  p.down(10).text(40, `COUNTERSIGNED ${fd(addDays(start, -rng.int(3, 20)), 'us')}  BY AUTHORIZED REPRESENTATIVE`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
};

/** The old blue V5 registration document (1980s): registration mark, document reference, tax class. */
export const ukV5Blue79: Family = (rng) => {
  const issued = rng.date(1978, 1990);
  const first = rng.date(1955, 1972);
  const p = new PageBuilder();
  p.box(40, 36, 515, 640);
  p.y = 62;
  p.text(48, 'DVLC', { size: 18, bold: true });
  p.text(297, 'VEHICLE REGISTRATION DOCUMENT', { y: 58, align: 'center', size: 13, bold: true });
  p.text(297, 'This document is NOT proof of ownership', { y: 72, align: 'center', size: 8 });
  p.text(547, 'V5', { y: 62, align: 'right', size: 18, bold: true });
  p.y = 110;
  const mark = `${rng.pick(['AUD', 'KNP', 'VYB', 'FHA'])} ${rng.int(10, 999)}${rng.pick(['', 'B', 'D', 'F'])}`.trim();
  const ref = `${rng.int(10000, 99999)}${rng.int(100000, 999999)}`;
  const left: [string, string][] = [
    ['Registration mark', mark],
    ['Date of first registration', fd(first, 'uk')],
    ['Make', rng.pick(['MORRIS', 'TRIUMPH', 'AUSTIN', 'BSA'])],
    ['Model / type', rng.pick(['MINOR 1000 VAN', 'HERALD 1200', 'A35 COUNTRYMAN', 'A65 STAR (M/CYCLE)'])],
    ['Taxation class', rng.pick(['PRIVATE/LIGHT GOODS', 'HISTORIC VEHICLE', 'BICYCLE'])],
    ['Colour', rng.pick(['GREY', 'BLUE', 'GREEN', 'RED'])],
    ['Chassis/frame no.', `${rng.pick(['FBB', 'GA', 'A'])}${rng.int(100000, 999999)}`],
    ['Cylinder capacity (cc)', String(rng.pick([948, 1147, 654, 1098]))],
  ];
  for (const [l, v] of left) {
    p.box(50, p.y - 10, 300, 28);
    p.text(54, l, { size: 6.5 }).text(54, v, { y: p.y + 12, size: 10 });
    p.down(28);
  }
  p.box(365, 100, 180, 60, true);
  p.text(371, 'Document reference number', { y: 112, size: 7 });
  p.text(371, ref, { y: 134, size: 13, bold: true });
  p.box(365, 170, 180, 60);
  p.text(371, 'Date of issue of this document', { y: 182, size: 7 });
  p.text(371, fd(issued, 'uk'), { y: 204, size: 12 });
  p.box(365, 240, 180, 60);
  p.text(371, 'Previous keepers', { y: 252, size: 7 });
  p.text(371, String(rng.int(1, 6)), { y: 274, size: 12 });
  p.down(20);
  p.text(50, 'Registered keeper', { size: 7 });
  p.down(13).text(50, rng.pick(['JOHN ALFRED ROBSON', 'MARGARET E HOLT', 'KEVIN P DOYLE']), { size: 10.5 });
  p.down(12).text(50, rng.pick(['14 SUNNYSIDE, HEXHAM NE46 1EE', '3 QUARRY LANE, BUXTON SK17 9AB']), { size: 10.5 });
  p.down(30);
  para(
    p,
    50,
    'Your vehicle excise licence (tax disc) must be displayed at all times when the vehicle is used or kept on a public road. Notify DVLC Swansea SA99 1AR of any change of keeper, address or vehicle details using the appropriate section overleaf.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: mark });
};

/** A US state registration card of the 1970s for a motorcycle or a camper: one-line heading row over values. */
export const usRegCard74: Family = (rng) => {
  const issued = rng.date(1971, 1979);
  const exp = `${Number(issued.slice(0, 4)) + 1}-${rng.pick(['03', '06', '09'])}-${rng.pick(['15', '30', '28'])}`;
  const p = new PageBuilder();
  p.box(50, 60, 495, 250);
  p.y = 84;
  p.text(60, 'STATE OF OHIO', { size: 12, bold: true });
  p.text(535, 'BUREAU OF MOTOR VEHICLES', { y: 84, align: 'right', size: 10, bold: true });
  p.down(14).text(297, 'CERTIFICATE OF REGISTRATION — KEEP IN VEHICLE', { align: 'center', size: 9 });
  p.down(24);
  const reg = `${rng.int(10, 99)}${rng.int(100000, 999999)}`;
  const unit = rng.pick([
    ['MC', 'HARLEY-DAVIDSON', 'MC'],
    ['MC', 'TRIUMPH', 'MC'],
    ['HOUSE CAR', 'WINNEBAGO', 'CAMPER'],
    ['TRLR', 'APACHE', 'TRL'],
  ]);
  const plate = unit[0] === 'MC' ? `MC${rng.int(1000, 9999)}` : `${unit[0] === 'TRLR' ? 'TR' : 'CT'} ${rng.int(100, 999)}`;
  const heads = ['REG. NO.', 'PLATE', 'CLASS', 'EXPIRES', 'FEE'];
  const vals = [reg, plate, unit[0], fd(exp, 'us'), `$${num(rng.pick([8, 10, 14.5, 22]), 'en')}`];
  const xs = [60, 150, 240, 330, 450];
  heads.forEach((h, i) => p.text(xs[i], h, { size: 7 }));
  p.down(14);
  vals.forEach((v, i) => p.text(xs[i], v, { size: 11, bold: i < 2 }));
  p.down(24);
  const heads2 = ['YEAR', 'MAKE', 'BODY', 'SERIAL NUMBER'];
  const vals2 = [String(rng.int(1958, 1975)), unit[1], unit[2], `${rng.int(10, 99)}${rng.pick(['FL', 'T', 'W'])}${rng.int(10000, 99999)}`];
  const xs2 = [60, 120, 260, 340];
  heads2.forEach((h, i) => p.text(xs2[i], h, { size: 7 }));
  p.down(14);
  vals2.forEach((v, i) => p.text(xs2[i], v, { size: 10.5 }));
  p.down(26);
  p.text(60, 'OWNER', { size: 7 });
  p.down(13).text(60, rng.pick(['KOVACH, STEPHEN J', 'MILLER, DORIS A', 'BRANDT, HAROLD E']), { size: 10.5 });
  p.down(12).text(60, rng.pick(['1190 RIDGE RD, PARMA OH 44129', '44 N MAIN ST, BLUFFTON OH 45817']), { size: 10.5 });
  p.text(535, `ISSUED ${fd(issued, 'us')}`, { y: p.y, align: 'right', size: 8.5 });
  p.down(26).text(60, 'Deputy Registrar No. ' + rng.int(10, 99), { size: 7.5 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: exp });
};

/** A 1970s California certificate of title (pink slip): issue date, first sold, transfer section. */
export const caTitle76: Family = (rng) => {
  const issued = rng.date(1972, 1979);
  const p = new PageBuilder();
  p.box(36, 36, 523, 560);
  p.y = 64;
  p.text(297, 'STATE OF CALIFORNIA', { align: 'center', size: 10, bold: true });
  p.down(14).text(297, 'DEPARTMENT OF MOTOR VEHICLES', { align: 'center', size: 9 });
  p.down(20).text(297, 'CERTIFICATE OF OWNERSHIP', { align: 'center', size: 16, bold: true, serif: true });
  p.down(26);
  const cells: [string, string][] = [
    ['VEHICLE ID NUMBER', `${rng.pick(['1D', '4H', 'F10'])}${rng.int(100000, 999999)}`],
    ['YR', String(rng.int(1950, 1969))],
    ['MAKE', rng.pick(['FORD', 'CHEV', 'VW', 'DODGE'])],
    ['BODY TYPE', rng.pick(['PU', 'BUS', 'SD', 'PANEL'])],
    ['LICENSE NO.', `${rng.int(100, 999)} ${rng.pick(['ABX', 'JKR', 'TTE'])}`],
  ];
  const ws = [160, 50, 90, 90, 113];
  let x = 50;
  cells.forEach(([l, v], i) => {
    p.box(x, p.y - 10, ws[i], 30);
    p.text(x + 4, l, { size: 6.5 }).text(x + 4, v, { y: p.y + 12, size: 10 });
    x += ws[i];
  });
  p.down(42);
  const first = rng.date(1950, 1969);
  const cells2: [string, string][] = [
    ['DATE FIRST SOLD', fd(first, 'usshort')],
    ['DATE ISSUED', fd(issued, 'usshort')],
    ['FEES PAID', `$${num(rng.pick([7, 10, 15]), 'en')}`],
  ];
  x = 50;
  cells2.forEach(([l, v]) => {
    p.box(x, p.y - 10, 167, 30);
    p.text(x + 4, l, { size: 6.5 }).text(x + 4, v, { y: p.y + 12, size: 10.5 });
    x += 167;
  });
  p.down(44);
  p.text(50, 'REGISTERED OWNER(S)', { size: 7 });
  p.down(13).text(50, rng.pick(['SANCHEZ, RAYMOND L', 'WHITMORE, ELLEN C', 'NAKAMURA, GEORGE T']), { size: 11 });
  p.down(13).text(50, rng.pick(['2211 ALHAMBRA BLVD, SACRAMENTO CA 95817', '908 PALM AVE, FRESNO CA 93704']), { size: 10 });
  p.down(22);
  p.text(50, 'LEGAL OWNER', { size: 7 });
  p.down(13).text(50, 'NONE', { size: 10.5 });
  p.down(34);
  p.box(50, p.y - 12, 495, 120);
  p.text(56, 'RELEASE OF INTEREST / TRANSFER BY REGISTERED OWNER', { size: 8, bold: true });
  p.down(18).text(56, 'Signature of registered owner  ______________________   Date ________', { size: 8.5 });
  p.down(18).text(56, 'Odometer reading  ____________ miles', { size: 8.5 });
  p.down(18).text(56, 'Name of new owner  _______________________________', { size: 8.5 });
  p.down(46);
  p.text(50, 'ANY ALTERATION OR ERASURE VOIDS THIS CERTIFICATE', { size: 7.5 });
  return doc(p, 'en', { documentType: 'title', date: issued });
};

/** A private sale receipt written out by hand in the 1980s for a commercial vehicle. */
export const ukPrivateSale85: Family = (rng) => {
  const date = rng.date(1982, 1989);
  const priceGBP = rng.int(3, 38) * 50;
  const seller = rng.pick(['Arthur Pennington', 'Leslie Crabtree', 'Gwen Metcalfe']);
  const buyer = rng.pick(['Mr. S. Barraclough', 'Mr. D. Nuttall', 'Mrs. H. Firth']);
  const p = new PageBuilder();
  p.y = 90;
  p.text(480, rng.pick(['Moor View, Holmfirth', '22 Church St, Otley', 'Lane End Farm, Haworth']), { align: 'right', size: 11.5, serif: true });
  p.down(18).text(480, fd(date, 'uklong'), { align: 'right', size: 11.5, serif: true });
  p.down(50);
  p.text(80, 'Receipt', { size: 16, serif: true, bold: true });
  p.down(30);
  const s = { size: 12, serif: true, step: 20 };
  const veh = rng.pick(['Morris Minor 1000 van', 'Austin A55 pick-up', 'Bedford CA Dormobile', 'Ford Thames 307E van']);
  const reg = `${rng.pick(['MWY', 'CWU', 'NYG'])} ${rng.int(100, 999)}${rng.pick(['C', 'D', 'E'])}`;
  para(
    p,
    80,
    `Received from ${buyer} the sum of £${num(priceGBP, 'en').slice(0, -3)} (${rng.pick(['cash', 'by cheque'])}) in full payment for my ${veh}, registration ${reg}, sold as seen, tried and approved, with the log book, 8 months tax and MOT to ${fd(addDays(date, rng.int(60, 300)), 'uklong')}.`,
    62,
    s,
  );
  p.down(10);
  para(p, 80, 'The mileage shown is believed to be genuine but is not warranted. No guarantee is given or implied.', 62, s);
  p.down(40);
  p.text(80, 'Signed', { size: 10, serif: true }).text(140, seller, { size: 13, serif: true });
  p.down(22).text(80, '(seller)', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceGBP });
};

/** A US appraisal on the 100-point judging system, 1970s: section deductions, the value stated in prose. */
export const usPointAppraisal79: Family = (rng) => {
  const seen = rng.date(1976, 1984);
  const report = addDays(seen, rng.int(3, 18));
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, 'Midwest Antique Vehicle Appraisals', { size: 15, bold: true, serif: true });
  p.down(13).text(40, 'Senior judge, Antique Automobile Club of America · 318 Grand Ave, Wausau, Wisconsin 54401', { size: 8 });
  p.y = 110;
  p.text(555, fd(report, 'uslong'), { align: 'right', size: 10, serif: true });
  p.down(24);
  p.text(40, 'APPRAISAL REPORT', { size: 13, bold: true });
  p.down(20);
  const veh = rng.pick(['1941 Ford 1/2-ton pickup', '1948 International KB-2 stake truck', '1936 Chevrolet panel delivery', '1953 Willys CJ-3A']);
  para(
    p,
    40,
    `At the request of ${rng.pick(['Mr. Orville Lindquist', 'Mrs. Faye Schultz', 'Dr. Henry Bauer'])} I examined the ${veh}, serial ${rng.int(1000000, 9999999)}, on ${fd(seen, 'uslong')} at the owner's premises. The vehicle was judged on the 100-point system with the following deductions:`,
    100,
    { serif: true, size: 10, step: 13.5 },
  );
  p.down(10);
  const secs: [string, number][] = [
    ['Exterior (paint, body, chrome)', 30],
    ['Interior (upholstery, dash, glass)', 20],
    ['Engine compartment', 20],
    ['Chassis and underbody', 15],
    ['Operation and accessories', 15],
  ];
  const cols = [{ x: 60 }, { x: 400, align: 'right' as const }, { x: 480, align: 'right' as const }];
  row(p, cols, ['Section', 'Possible', 'Deducted'], { bold: true, size: 9 });
  p.down(15);
  let ded = 0;
  for (const [s, m] of secs) {
    const d = rng.int(1, Math.round(m / 4));
    ded += d;
    row(p, cols, [s, String(m), `-${d}`], { size: 9.5 });
    p.down(14);
  }
  const score = 100 - ded;
  p.down(4);
  row(p, cols, ['Score', '100', String(score)], { bold: true, size: 10 });
  p.down(26);
  const cls = score >= 90 ? 'Class 1 - Excellent' : score >= 80 ? 'Class 2 - Fine' : 'Class 3 - Very Good';
  p.text(40, 'Condition:', { size: 10, bold: true, serif: true }).text(120, `${cls} (${score} points)`, { size: 10, serif: true });
  p.down(22);
  const value = rng.int(25, 140) * 100;
  para(
    p,
    40,
    `Based on recent sales of comparable vehicles at auction and between private parties, it is my opinion that the fair market value of this vehicle on the date of inspection is $${num(value, 'en').slice(0, -3)}. A replacement cost for insurance purposes of $${num(Math.round(value * 1.2), 'en').slice(0, -3)} is suggested.`,
    100,
    { serif: true, size: 10, step: 13.5 },
  );
  p.down(30);
  const appraiser = rng.pick(['Eldon R. Vogt', 'Marvin J. Kuehl', 'Dorothy A. Sievert']);
  p.text(40, 'Respectfully submitted,', { serif: true, size: 10 });
  p.down(30).text(40, appraiser, { serif: true, size: 11 });
  p.down(12).text(40, 'Appraiser', { size: 8 });
  return doc(p, 'en', {
    documentType: 'appraisal',
    appraiserName: appraiser,
    appraisalDate: report,
    appraisedValue: value,
    conditionNotes: `${cls} (${score} points)`,
  });
};

/** A British owners' club inspection and valuation with a points sheet, for a caravan or a car. */
export const ukClubValuation13: Family = (rng) => {
  const date = rng.date(2010, 2025);
  const p = new PageBuilder();
  p.y = 52;
  p.text(297, 'The Historic Caravan & Motor Club', { align: 'center', size: 15, bold: true, serif: true });
  p.down(13).text(297, 'Vehicle inspection and valuation scheme for members', { align: 'center', size: 8.5 });
  p.down(30);
  p.text(40, 'INSPECTION & VALUATION CERTIFICATE', { size: 12, bold: true });
  p.text(555, `Cert. no. HC${rng.int(1000, 9999)}`, { y: p.y, align: 'right', size: 9 });
  p.down(22);
  const veh = rng.pick(['1964 Sprite Musketeer caravan', '1958 Eccles Coronation caravan', '1967 Bedford CA Dormobile', '1971 VW Type 2 Devon Moonraker']);
  const info: [string, string][] = [
    ['Member', rng.pick(['Mr K. Attwood (no. 4471)', 'Mrs J. Pryce (no. 2208)', 'Mr T. Lamb (no. 3315)'])],
    ['Vehicle', veh],
    ['Date of inspection and certificate', fd(date, 'uklong')],
  ];
  for (const [l, v] of info) {
    p.text(40, l, { size: 9 }).text(230, v, { size: 10 });
    p.down(15);
  }
  p.down(12);
  const cats = ['Bodywork / exterior', 'Chassis & running gear', 'Interior & fittings', 'Mechanical / services', 'Originality'];
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }];
  row(p, cols, ['Section (marked out of 20)', 'Marks'], { bold: true, size: 9 });
  hline(p, 40, 380, p.y + 4);
  p.down(18);
  const marks = cats.map(() => rng.int(11, 19));
  cats.forEach((c, i) => {
    row(p, cols, [c, String(marks[i])], { size: 9.5 });
    p.down(14);
  });
  const total = marks.reduce((a, b) => a + b, 0);
  hline(p, 40, 380, p.y - 6);
  p.down(4);
  row(p, cols, ['Total out of 100', String(total)], { bold: true, size: 10 });
  p.down(24);
  const grade = total >= 85 ? 'Excellent' : total >= 72 ? 'Good' : total >= 60 ? 'Fair' : 'Poor';
  p.text(40, 'Overall condition:', { size: 10, bold: true }).text(160, `${grade} — ${total}/100`, { size: 10 });
  p.down(22);
  const value = rng.int(30, 220) * 100;
  p.box(40, p.y - 13, 515, 22, true);
  p.text(46, 'Valuation (agreed value for insurance purposes)', { size: 10 }).text(549, `£${num(value, 'en')}`, { align: 'right', size: 11, bold: true });
  p.down(30);
  para(
    p,
    40,
    'This certificate is valid for three years for the purposes of agreed value insurance with the club’s scheme brokers. It is not a report on roadworthiness.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  const appraiser = rng.pick(['Colin Hathaway', 'Brian Seddon, MIMI', 'Gillian Roe']);
  p.text(40, `Inspector: ${appraiser}`, { size: 10 });
  p.down(14).text(40, 'Club technical registrar', { size: 8 });
  return doc(p, 'en', {
    documentType: 'appraisal',
    appraiserName: appraiser.replace(', MIMI', ''),
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: `${grade} — ${total}/100`,
  });
};
