/** English receipts, policies, registrations, a title, sales and valuations of the Forces in Germany and small jurisdictions. */
import { addDays, dateIn, doc, fd, hline, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { cash, head, pair, PageBuilder, prose, smallprint, stamp } from './kit';

const L = (c: number) => String.fromCharCode(65 + c);
const usd = (n: number) => cash(n, { cur: '$', style: 'en', pos: 'pre' });
const gbp = (n: number) => cash(n, { cur: '£', style: 'en', pos: 'pre' });

/** An Exchange service station at Ramstein, 1985: a register receipt for tyres in dollars. */
export function exchangeStation1985(rng: Random): Generated {
  const d = dateIn(rng, 1985, 1985);
  const tyre = r2(rng.int(38, 62) + 0.95);
  const n = rng.pick([2, 4]);
  const mount = 4.5;
  const lines: [string, number][] = [
    [`${n} TIRE P185/80R13 @ ${usd(tyre)}`, r2(n * tyre)],
    [`MOUNT & BALANCE x${n}`, r2(n * mount)],
    ['VALVE STEMS', r2(n * 0.75)],
  ];
  const total = sum(lines.map(([, v]) => v));
  const p = new PageBuilder();
  const x = 200;
  const w = 200;
  p.y = 62;
  p.text(x + w / 2, 'ARMY & AIR FORCE EXCHANGE SERVICE', { size: 8.5, bold: true, align: 'center' });
  p.down(11).text(x + w / 2, 'RAMSTEIN SERVICE STATION  BLDG 2102', { size: 8, align: 'center' });
  p.down(10).text(x + w / 2, 'APO NEW YORK 09012', { size: 8, align: 'center' });
  p.down(18).text(x, `${fd(d, 'usshort')}  REG 03  TRANS ${rng.int(1000, 9999)}`, { size: 8 });
  p.down(8).text(x, '*'.repeat(40), { size: 8 });
  for (const [t, v] of lines) {
    p.down(12).text(x, t, { size: 8 });
    p.text(x + w, usd(v).replace('$', ''), { size: 8, align: 'right' });
  }
  p.down(16).text(x, 'TOTAL', { size: 10, bold: true });
  p.text(x + w, usd(total), { size: 10, bold: true, align: 'right' });
  const tend = Math.ceil(total / 20) * 20;
  p.down(13).text(x, 'CASH TEND', { size: 8 });
  p.text(x + w, usd(tend), { size: 8, align: 'right' });
  p.down(11).text(x, 'CHANGE', { size: 8 });
  p.text(x + w, usd(r2(tend - total)), { size: 8, align: 'right' });
  p.down(18).text(x + w / 2, 'NO SALES TAX - US FORCES', { size: 8, align: 'center' });
  p.down(11).text(x + w / 2, 'RETAIN RECEIPT FOR WARRANTY', { size: 8, align: 'center' });
  p.box(x - 12, 40, w + 24, p.y - 24);
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Ramstein Service Station', date: d, totalCost: total });
}

/** A Douglas parts stockist, 1979: a counter-book receipt, received with thanks, sterling. */
export function douglasCounter1979(rng: Random): Generated {
  const d = dateIn(rng, 1979, 1979);
  const items: [string, number][] = rng.some(
    [
      ['Fan belt', 2.35],
      ['Set of points', 1.8],
      ['Wiper blades pr', 3.1],
      ['Halogen bulb H4', 2.95],
      ['Gallon 20/50 oil', 4.6],
    ],
    3,
  );
  const net = sum(items.map(([, v]) => v));
  const vat = r2(net * 0.15);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.box(60, 40, 475, 330);
  p.text(80, 'Island Motor Factors', { y: 70, size: 15, bold: true, serif: true });
  p.text(80, 'Motor parts & accessories · Lord Street, Douglas, I.O.M. · Tel. Douglas 4218', { y: 84, size: 8 });
  p.text(515, `No. ${rng.int(100, 999)}`, { y: 70, size: 11, align: 'right' });
  p.text(515, fd(d, 'ukdot'), { y: 100, size: 11, serif: true, align: 'right' });
  p.y = 126;
  p.box(78, p.y - 10, 439, 0.01);
  for (const [t, v] of items) {
    p.down(16).text(84, t, { size: 10.5, serif: true });
    p.text(510, v.toFixed(2), { size: 10.5, serif: true, align: 'right' });
  }
  p.down(18).text(360, 'VAT 15%', { size: 9.5 });
  p.text(510, vat.toFixed(2), { size: 10.5, serif: true, align: 'right' });
  p.down(18).text(360, 'Total £', { size: 10.5, bold: true });
  p.text(510, total.toFixed(2), { size: 11, bold: true, serif: true, align: 'right' });
  p.down(40).text(84, 'Received with thanks', { size: 11, serif: true });
  p.text(330, 'for Island Motor Factors', { size: 8.5 });
  hline(p, 330, 180, p.y + 26);
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Island Motor Factors', date: d, totalCost: total });
}

/** A Guernsey valeting firm, 2024: a card-terminal style slip, no tax. */
export function guernseyValetSlip2024(rng: Random): Generated {
  const d = dateIn(rng, 2024, 2024);
  const items: [string, number][] = rng.some(
    [
      ['Full valet - large car', 85],
      ['Engine bay clean', 25],
      ['Headlight restoration', 40],
      ['Leather feed & protect', 30],
      ['Ceramic wax', 55],
    ],
    2,
  );
  const total = sum(items.map(([, v]) => v));
  const p = new PageBuilder();
  const x = 210;
  const w = 175;
  p.y = 62;
  p.text(x + w / 2, 'Vale Valeting Co.', { size: 11, bold: true, align: 'center' });
  p.down(12).text(x + w / 2, 'Route Militaire, Vale, Guernsey GY3 5BN', { size: 7.5, align: 'center' });
  p.down(10).text(x + w / 2, 'www.valevaleting.gg', { size: 7.5, align: 'center' });
  p.down(16).text(x, `Date ${fd(d, 'uk')}`, { size: 8 });
  p.text(x + w, `Rcpt ${rng.int(3000, 8999)}`, { size: 8, align: 'right' });
  p.down(6).box(x, p.y, w, 0.01);
  for (const [t, v] of items) {
    p.down(13).text(x, t, { size: 8.5 });
    p.text(x + w, gbp(v), { size: 8.5, align: 'right' });
  }
  p.down(6).box(x, p.y, w, 0.01);
  p.down(14).text(x, 'TOTAL', { size: 10.5, bold: true });
  p.text(x + w, gbp(total), { size: 10.5, bold: true, align: 'right' });
  p.down(14).text(x, 'Paid by CONTACTLESS', { size: 8 });
  p.down(11).text(x, `VISA DEBIT ****${rng.int(1000, 9999)}`, { size: 8 });
  p.down(11).text(x, `AUTH ${rng.int(100000, 999999)}`, { size: 8 });
  p.down(20).text(x + w / 2, 'Thank you - see you again!', { size: 8, align: 'center' });
  p.box(x - 12, 40, w + 24, p.y - 24);
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Vale Valeting Co.', date: d, totalCost: total });
}

/** A Forces motor insurer's schedule for a car in BFG, 1984: sterling, comprehensive, excess. */
export function bfgSchedule1984(rng: Random): Generated {
  const start = dateIn(rng, 1984, 1984);
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const basic = r2(rng.int(140, 320) + rng.int(0, 99) / 100);
  const green = 12.5;
  const premium = r2(basic + green);
  const excess = rng.pick([50, 75, 100]);
  const pol = `FMI/${rng.int(100000, 999999)}/G`;
  const p = new PageBuilder();
  head(p, {
    kind: 'left',
    name: 'Forces Motor Insurance Ltd',
    sub: 'Insurers to H.M. Forces overseas',
    lines: ["Lloyd's Avenue House, London EC3 · BFG branch: Hohenzollernring 47, Münster"],
  });
  p.text(297, 'SCHEDULE', { size: 14, bold: true, align: 'center' });
  p.down(12).text(297, 'Motor Policy – Vehicle registered with British Forces Germany', { size: 9, align: 'center' });
  p.down(24);
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', 'WO2 G. H. Littlewood, REME, BFPO 16'],
    ['Vehicle', `Ford Granada 2.0 GL · BFG reg. ${rng.int(10, 99)} ${L(rng.int(0, 25))}${L(rng.int(0, 25))} ${rng.int(10, 99)}`],
    ['Period of insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both dates inclusive)`],
    ['Cover', 'Comprehensive'],
    ['Territorial limits', 'Federal Republic of Germany, Benelux, France and the U.K.'],
    ['Excess', `${gbp(excess)} each and every claim (own damage)`],
  ];
  for (const [l, v] of rows) {
    p.text(56, l, { size: 8.8, bold: true });
    p.text(200, v, { size: 9.5 });
    p.down(17);
  }
  p.down(10);
  p.box(300, p.y - 12, 247, 58);
  p.text(308, 'Annual premium', { size: 9 });
  p.text(540, gbp(basic), { size: 9, align: 'right' });
  p.down(14).text(308, 'Green Card (German) extension', { size: 9 });
  p.text(540, gbp(green), { size: 9, align: 'right' });
  p.down(16).text(308, 'Total premium', { size: 10, bold: true });
  p.text(540, gbp(premium), { size: 10, bold: true, align: 'right' });
  p.down(36);
  prose(
    p,
    56,
    'Premium payable by allotment through your unit pay office or by cheque. This schedule forms part of the policy and must be read with it. Keep the Green Card in the vehicle at all times.',
    110,
    8.5,
  );
  p.down(10).text(56, `Issued ${fd(addDays(start, -6), 'uk')}`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** A Guernsey insurer's motor schedule, 2015: sterling, boxed header, third party fire and theft. */
export function guernseySchedule2015(rng: Random): Generated {
  const start = dateIn(rng, 2015, 2015);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const premium = r2(rng.int(190, 480) + rng.int(0, 99) / 100);
  const excess = rng.pick([150, 250, 300]);
  const pol = `GMC${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  head(p, {
    kind: 'band',
    name: 'Sarnia Mutual Insurance',
    sub: 'Motor',
    lines: ['PO Box 214, Le Marchant Street', 'St Peter Port, Guernsey GY1 4HP', 'Licensed by the GFSC'],
  });
  p.text(50, 'Motor Insurance Schedule', { size: 14, bold: true });
  p.down(28);
  pair(p, 50, p.y, 'Policy No.', pol, 'box', 160);
  pair(p, 215, p.y, 'Start date', fd(start, 'uk'), 'box', 110);
  pair(p, 330, p.y, 'Renewal date', fd(end, 'uk'), 'box', 110);
  pair(p, 445, p.y, 'Schedule issue', String(rng.int(1, 4)), 'box', 100);
  p.down(44);
  pair(p, 50, p.y, 'Insured', 'Mrs Helen Le Page, La Rue du Douit, St Saviour', 'above', 300);
  pair(p, 360, p.y, 'Vehicle reg.', String(rng.int(10000, 79999)), 'above', 100);
  p.down(30);
  pair(p, 50, p.y, 'Vehicle', 'Nissan Micra 1.2 Acenta', 'above', 300);
  pair(p, 360, p.y, 'Use', 'Social, domestic & pleasure, commuting', 'above', 180);
  p.down(36);
  p.box(48, p.y - 11, 499, 15, true);
  p.text(52, 'Section', { size: 8.5, bold: true });
  p.text(300, 'Cover', { size: 8.5, bold: true });
  p.text(540, 'Excess', { size: 8.5, bold: true, align: 'right' });
  p.down(16);
  for (const [s, c, e] of [
    ['A Liability to third parties', 'Third Party, Fire and Theft', '—'],
    ['B Fire and theft', 'Third Party, Fire and Theft', gbp(excess)],
    ['C Windscreen', 'Not covered', '—'],
  ]) {
    p.text(52, s, { size: 9 });
    p.text(300, c, { size: 9 });
    p.text(540, e, { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(14);
  p.text(340, 'Annual premium (no IPT in Guernsey)', { size: 8.5 });
  p.down(14).text(340, 'Total payable', { size: 10.5, bold: true });
  p.text(540, gbp(premium), { size: 10.5, bold: true, align: 'right' });
  smallprint(p, ['Sarnia Mutual Insurance is a trading name of Sarnia Mutual (Guernsey) Ltd, registered in Guernsey No. 41872.']);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Third Party, Fire and Theft',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** A USAREUR certificate of registration, 1990: form with numbered blocks and an expiration date. */
export function usareurRegistration1990(rng: Random): Generated {
  const d = dateIn(rng, 1990, 1990);
  const exp = addDays(`${Number(d.slice(0, 4)) + 1}${d.slice(4)}`, 0);
  const plate = `${rng.pick(['AD', 'AE', 'HK', 'AF'])} ${rng.int(1000, 9999)}`;
  const no = `${rng.int(100, 999)}-${rng.int(10000, 99999)}`;
  const p = new PageBuilder();
  p.box(40, 36, 515, 470);
  p.text(56, 'CERTIFICATE OF LICENSE / REGISTRATION', { y: 60, size: 13, bold: true });
  p.text(56, 'UNITED STATES ARMY, EUROPE — REGISTRY OF MOTOR VEHICLES', { y: 74, size: 8 });
  p.text(540, 'AE FORM 190-1A', { y: 60, size: 8, bold: true, align: 'right' });
  p.y = 104;
  const blocks: [string, string, number][] = [
    ['1. REGISTRATION NO.', no, 160],
    ['2. LICENSE PLATE NO.', plate, 150],
    ['3. DATE ISSUED', fd(d, 'us'), 90],
    ['4. EXPIRATION DATE', fd(exp, 'us'), 95],
    ['5. OWNER (LAST, FIRST, MI)', 'HOLLOWAY, MARCUS D.', 250],
    ['6. GRADE/UNIT', 'SFC  HHC 3D COSCOM', 245],
    ['7. MAKE', 'OLDSMOBILE', 130],
    ['8. MODEL / YEAR', 'CUTLASS CIERA  1987', 150],
    ['9. VIN', `1G3AJ51W${rng.int(100000000, 999999999)}`, 215],
  ];
  let x = 50;
  for (const [l, v, w] of blocks) {
    if (x + w > 550) {
      x = 50;
      p.y += 32;
    }
    pair(p, x, p.y, l, v, 'box', w - 5);
    x += w;
  }
  p.y += 50;
  prose(
    p,
    56,
    'This certificate must be carried in the vehicle at all times. Registration is valid only while the owner is a member of the U.S. Forces or civilian component in Germany. Report transfer or export within 10 days.',
    110,
    8,
  );
  p.down(14).text(56, 'REGISTRAR, USAREUR RMV, MANNHEIM', { size: 8, bold: true });
  stamp(p, 360, p.y + 14, ['RMV MANNHEIM', 'USAREUR'], 150);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: no, plateNumber: plate, expiryDate: exp });
}

/** An Isle of Man registration document, 2006: Manx plate, document reference in groups. */
export function manxRegistration2006(rng: Random): Generated {
  const d = dateIn(rng, 2006, 2006);
  const plate = `${rng.pick(['MAN', 'BMN', 'CMN', 'DMN'])} ${rng.int(10, 999)} ${L(rng.int(0, 25))}`;
  const no = `${rng.int(1000, 9999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const p = new PageBuilder();
  head(p, {
    kind: 'centre',
    name: 'Isle of Man Government',
    sub: 'Department of Transport · Vehicle Registration',
    lines: ['Isle of Man Transport, Sea Terminal, Douglas IM1 2RF'],
  });
  p.text(297, 'VEHICLE REGISTRATION DOCUMENT', { size: 13, bold: true, align: 'center' });
  p.down(26);
  p.box(48, p.y - 12, 499, 26, true);
  p.text(56, 'Document reference number', { size: 8.5 });
  p.text(540, no, { size: 12, bold: true, align: 'right' });
  p.down(34);
  const f: [string, string][] = [
    ['Registration mark', plate],
    ['Date of first registration', fd(addDays(d, -rng.int(100, 3000)), 'uk')],
    ['Make', 'VOLKSWAGEN'],
    ['Model', 'POLO 1.4 SE'],
    ['Colour', 'SILVER'],
    ['VIN/chassis', `WVWZZZ9NZ${rng.int(10000000, 99999999)}`],
    ['Registered keeper', 'MISS C. KERMODE, 4 PORT-E-VULLEN ROAD, RAMSEY'],
    ['Date of issue', fd(d, 'uk')],
  ];
  for (const [l, v] of f) {
    p.text(56, l, { size: 8.5 });
    p.text(220, v, { size: 10 });
    p.down(18);
  }
  p.down(10);
  prose(
    p,
    56,
    'This document is not proof of ownership. The registered keeper must notify the Department of any change of keeper, address or vehicle details.',
    110,
    8.5,
  );
  smallprint(p, ['Rheynn Arraghey · Department of Transport']);
  return doc(p, 'en', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** A USAREUR certificate of title, 2004: issue date apart from the date of purchase. */
export function usareurTitle2004(rng: Random): Generated {
  const issued = dateIn(rng, 2004, 2004);
  const bought = addDays(issued, -rng.int(5, 30));
  const p = new PageBuilder();
  p.box(36, 30, 523, 520);
  p.box(42, 36, 511, 508);
  p.text(297, 'UNITED STATES ARMY IN EUROPE', { y: 64, size: 10, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { y: 86, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, `TITLE NO. ${L(rng.int(0, 25))}${rng.int(1000000, 9999999)}`, { y: 104, size: 10, align: 'center' });
  p.y = 140;
  const f: [string, string][] = [
    ['YEAR', String(rng.int(1995, 2002))],
    ['MAKE', 'HONDA'],
    ['BODY', 'SEDAN 4D'],
    ['VIN', `1HGCG56${rng.int(1000000000, 9999999999)}`],
    ['OWNER', 'RIVERA, LUCIA M.'],
    ['ADDRESS', 'CMR 411 BOX 2210, APO AE 09112'],
    ['DATE OF PURCHASE', fd(bought, 'us')],
    ['ODOMETER', `${rng.int(40, 120)},${rng.int(100, 999)} MILES`],
    ['LIENHOLDER', 'NONE'],
  ];
  f.forEach(([l, v], i) => pair(p, 60 + (i % 3) * 160, p.y + Math.floor(i / 3) * 40, l, v, 'under', 155));
  p.y += 140;
  p.box(58, p.y - 12, 200, 40);
  p.text(64, 'DATE ISSUED', { size: 7 });
  p.text(64, fd(issued, 'us'), { y: p.y + 16, size: 12, bold: true });
  p.text(330, 'REGISTRAR OF MOTOR VEHICLES', { size: 8 });
  hline(p, 330, 200, p.y + 20);
  p.y += 60;
  prose(
    p,
    60,
    'The Registry of Motor Vehicles certifies that the person named above is the owner of the vehicle described, subject to the liens shown. Any alteration voids this title.',
    105,
    8,
  );
  return doc(p, 'en', { documentType: 'title', date: issued });
}

/** A private sale between two soldiers in BFG, 1986: typed bill of sale, DM. */
export function bfgBillOfSale1986(rng: Random): Generated {
  const d = dateIn(rng, 1986, 1986);
  const price = rng.int(18, 90) * 100;
  const p = new PageBuilder();
  p.y = 80;
  p.text(297, 'BILL OF SALE', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(30);
  prose(
    p,
    60,
    `I, Sergeant Paul Andrew Whitcombe, 1st Bn The Royal Anglian Regiment, BFPO 36, hereby sell to Lance Corporal Neil Ashworth, 7 Sig Regt, BFPO 33, the motor vehicle described below for the sum of DM ${cash(price, { cur: '', style: 'de', pos: 'none' })}, receipt of which in full I acknowledge.`,
    90,
    10.5,
    true,
    15,
  );
  p.down(14);
  const f: [string, string][] = [
    ['Make and model', 'BMW 316 (E30), right-hand drive'],
    ['BFG registration', `${rng.int(10, 99)} ${L(rng.int(0, 25))}${L(rng.int(0, 25))} ${rng.int(10, 99)}`],
    ['Chassis no.', `WBAAG${rng.int(1000000, 9999999)}`],
    ['Mileage', `${rng.int(40, 110)},${rng.int(100, 999)} miles`],
  ];
  for (const [l, v] of f) {
    p.text(80, `${l}:`, { size: 10, serif: true });
    p.text(230, v, { size: 10, serif: true });
    p.down(16);
  }
  p.down(10);
  p.text(80, 'Price:', { size: 10, serif: true, bold: true });
  p.text(230, `DM ${cash(price, { cur: '', style: 'de', pos: 'none' })}`, { size: 11, serif: true, bold: true });
  p.down(24);
  prose(
    p,
    60,
    'The vehicle is sold as seen, tried and approved. The seller will return the BFG registration documents to the Registration Office for transfer to the buyer.',
    90,
    10,
    true,
    14,
  );
  p.down(20).text(60, `Dated at Celle this ${fd(d, 'uklong')}`, { size: 10, serif: true });
  p.down(46);
  hline(p, 60, 190);
  hline(p, 320, 190);
  p.down(12).text(60, 'Seller: P. A. Whitcombe', { size: 9, serif: true });
  p.text(320, 'Buyer: N. Ashworth', { size: 9, serif: true });
  p.down(24).text(60, 'Witness: Capt. M. Doyle, Adjt', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Paul Andrew Whitcombe', saleDate: d, purchasePrice: price });
}

/** A Jersey dealer's sales invoice, 2019: sterling, GST 5 % shown inside the price, road fund and plates extra. */
export function jerseySalesInvoice2019(rng: Random): Generated {
  const d = dateIn(rng, 2019, 2019);
  const price = rng.int(40, 280) * 100 - 5;
  const gst = r2((price * 5) / 105);
  const reg = 85;
  const p = new PageBuilder();
  head(p, {
    kind: 'right',
    name: 'Five Oaks Car Sales',
    sub: 'Approved used cars',
    lines: ["St Saviour's Road, St Saviour, Jersey JE2 7LA", 'Tel 01534 61 80 20 · GST reg. 0029184'],
  });
  p.text(50, 'SALES INVOICE', { size: 14, bold: true });
  p.down(22);
  pair(p, 50, p.y, 'Invoice no.', `FO-${rng.int(1000, 9999)}`, 'under', 120);
  pair(p, 180, p.y, 'Sale date', fd(d, 'uk'), 'under', 120);
  pair(p, 310, p.y, 'Customer', 'Mr T. Vibert, Grouville', 'under', 235);
  p.down(42);
  pair(p, 50, p.y, 'Vehicle', 'Toyota Yaris 1.5 Hybrid Icon', 'under', 250);
  pair(p, 310, p.y, 'Registration', `J${rng.int(100000, 199999)}`, 'under', 120);
  pair(p, 440, p.y, 'Mileage', `${rng.int(8, 40)},${rng.int(100, 999)}`, 'under', 105);
  p.down(50);
  const rows: [string, string, boolean?][] = [
    ['Vehicle price (incl. GST)', gbp(price)],
    ['Registration transfer & plates', gbp(reg)],
    ['Total payable', gbp(price + reg), true],
    ['Includes GST @ 5% on vehicle', gbp(gst)],
  ];
  for (const [l, v, b] of rows) {
    p.text(300, l, { size: 9.5, bold: b });
    p.text(545, v, { size: 9.5, bold: b, align: 'right' });
    p.down(16);
  }
  p.down(16);
  prose(p, 50, 'Warranty: 12 months parts and labour. Title passes on receipt of cleared funds.', 110, 8.5);
  smallprint(p, ['Five Oaks Car Sales Ltd · registered in Jersey No. 102334']);
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Five Oaks Car Sales', saleDate: d, purchasePrice: price });
}

/** An Isle of Man classic valuer's letter, 2014: sterling, recommended agreed value. */
export function manxValuation2014(rng: Random): Generated {
  const d = dateIn(rng, 2014, 2014);
  const value = rng.int(12, 60) * 500;
  const cond = rng.pick(['Very good', 'Good', 'Excellent']);
  const p = new PageBuilder();
  head(p, {
    kind: 'left',
    name: 'Tynwald Classic Valuations',
    sub: 'Independent valuations for insurance',
    lines: ['The Old Mill, Laxey, Isle of Man IM4 7AA · 01624 86 14 22'],
    serif: true,
  });
  p.text(545, fd(d, 'uklong'), { size: 10, serif: true, align: 'right' });
  p.down(24);
  ['Mr R. Corlett', 'Ballakillingan', 'Ramsey IM8'].forEach((l) => {
    p.text(60, l, { size: 10, serif: true });
    p.down(13);
  });
  p.down(16).text(60, 'Re: 1967 Triumph TR4A IRS, registration ' + `${rng.int(1000, 9999)} MN`, { size: 10, bold: true, serif: true });
  p.down(22);
  prose(
    p,
    60,
    `Dear Mr Corlett, further to my inspection of the above car at your premises, I report as follows. The bodywork has been restored to a high standard, the engine is a recent rebuild with invoices on file, and the car has competed in the Manx Classic Car Run.`,
    92,
    10,
    true,
    13.5,
  );
  p.down(10);
  p.text(80, 'Overall condition:', { size: 10, serif: true });
  p.text(240, cond, { size: 10, serif: true });
  p.down(15).text(80, 'Recommended agreed value:', { size: 10, serif: true, bold: true });
  p.text(240, gbp(value), { size: 10, serif: true, bold: true });
  p.down(15).text(80, 'Cost of replacement restoration:', { size: 10, serif: true });
  p.text(240, gbp(value + 15000), { size: 10, serif: true });
  p.down(26);
  prose(p, 60, 'This valuation is provided for insurance purposes only and is valid for twelve months from the date above.', 92, 10, true, 13.5);
  p.down(16).text(60, 'Yours sincerely,', { size: 10, serif: true });
  p.down(40).text(60, 'Andrew J. Kinvig', { size: 10, serif: true });
  p.down(13).text(60, 'Member, Guild of Motoring Valuers', { size: 8.5, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'Andrew J. Kinvig', appraisalDate: d, appraisedValue: value, conditionNotes: cond });
}

/** A Bermuda appraisal form, 1997: BD$, boxed fields, fair market value and grade. */
export function bermudaAppraisal1997(rng: Random): Generated {
  const d = dateIn(rng, 1997, 1997);
  const value = rng.int(8, 40) * 500;
  const grade = rng.pick(['Grade 2 - Fine', 'Grade 3 - Good', 'Grade 2+ - Fine']);
  const bd = (n: number) => cash(n, { cur: 'BD$', style: 'en', pos: 'pre' });
  const p = new PageBuilder();
  head(p, { kind: 'frame', name: 'Atlantic Vehicle Appraisers', sub: 'Hamilton, Bermuda', lines: ['32 Church Street, Hamilton HM 12 · (441) 295-3110'] });
  p.text(545, 'VEHICLE APPRAISAL REPORT', { y: 60, size: 12, bold: true, align: 'right' });
  p.y = 130;
  pair(p, 50, p.y, 'Report date', fd(d, 'uslong'), 'box', 150);
  pair(p, 205, p.y, 'Purpose', 'Insurance (agreed value)', 'box', 180);
  pair(p, 390, p.y, 'Report no.', `AVA-${rng.int(100, 999)}`, 'box', 155);
  p.down(40);
  pair(p, 50, p.y, 'Owner', "Mr Kevin Trott, Smith's Parish", 'box', 250);
  pair(p, 305, p.y, 'Vehicle', '1972 Mercedes-Benz 280 SE 4.5', 'box', 240);
  p.down(40);
  pair(p, 50, p.y, 'Licence no.', String(rng.int(1000, 29999)), 'box', 150);
  pair(p, 205, p.y, 'Odometer (km)', `${rng.int(60, 190)},${rng.int(100, 999)}`, 'box', 180);
  pair(p, 390, p.y, 'Condition', grade, 'box', 155);
  p.down(44);
  p.text(50, 'Remarks', { size: 9, bold: true });
  p.down(14);
  prose(
    p,
    50,
    'Imported to Bermuda 1981 with the original owner. Paint in very good order, minor corrosion under rear seat pan treated. Interior leather original. Island climate noted; underside inspected on lift.',
    108,
    9,
  );
  p.down(8);
  p.box(48, p.y - 12, 499, 58);
  p.text(56, 'Comparable sales (US/UK)', { size: 9 });
  p.text(540, `${bd(value - 2500)} – ${bd(value + 3000)}`, { size: 9, align: 'right' });
  p.down(16).text(56, 'Duty paid replacement cost', { size: 9 });
  p.text(540, bd(Math.round(value * 1.33)), { size: 9, align: 'right' });
  p.down(18).text(56, 'Fair market value', { size: 11, bold: true });
  p.text(540, bd(value), { size: 11, bold: true, align: 'right' });
  p.down(44);
  hline(p, 330, 200);
  p.down(12).text(330, 'Desmond O. Simmons', { size: 10 });
  p.down(11).text(330, 'Appraiser', { size: 8 });
  smallprint(p, ["Atlantic Vehicle Appraisers · Bermuda · This report reflects the appraiser's opinion on the date above."]);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'Desmond O. Simmons', appraisalDate: d, appraisedValue: value, conditionNotes: grade });
}
