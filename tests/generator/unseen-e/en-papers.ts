/** English papers of the fifth honest set: a US declarations page, a UK schedule, a V5C, a US registration card, a US title, a bill of sale, a UK valuation. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, addYears, cents, enInt, enMoney, price, ukDate, ukLongDate, usDate, usLongDate, vin } from './kit';

/** A US collector-car declarations page: policy period on one line, coverages in a table, one deductible, total annual premium. */
export function usDeclarations(rng: Random): Generated {
  const start = rng.date(2005, 2024);
  const end = addYears(start, 1);
  const number = `CV ${rng.int(1000, 9999)}-${rng.int(10000, 99999)}`;
  const liability = price(rng, 70, 180);
  const physical = price(rng, 60, 260);
  const fee = rng.pick([0, 10, 15]);
  const premium = cents(liability + physical + fee);
  const deductible = rng.pick([0, 100, 250, 500]);
  const agreed = rng.int(12, 90) * 1000;
  const p = new PageBuilder();
  p.text(50, rng.pick(['Keystone Collector Insurance Company', 'American Heritage Auto Insurance Co.']), { size: 13, bold: true, y: 58 });
  p.text(50, 'Collector Vehicle Policy — Declarations', { size: 11, y: 76 });
  p.box(45, 92, 505, 58);
  p.text(52, 'Policy Number', { size: 7, y: 104 }).text(52, number, { size: 11, bold: true, y: 119 });
  p.text(230, 'Policy Period', { size: 7, y: 104 }).text(230, `${usDate(start)} to ${usDate(end)}`, { size: 10, y: 119 });
  p.text(230, '12:01 A.M. standard time at the address of the named insured', { size: 7, y: 131 });
  p.text(52, 'Named Insured', { size: 7, y: 134 }).text(52, rng.pick(['Walter H. Crane', 'Denise Albright']), { size: 9, y: 145 });
  p.y = 180;
  p.text(50, 'Scheduled vehicle', { size: 9, bold: true }).down(14);
  p.text(
    50,
    `${rng.pick(['1967 Chevrolet Corvette Convertible', '1931 Ford Model A Tudor', '1970 Plymouth Road Runner'])}   VIN ${vin(rng, rng.pick([13, 17]))}`,
    { size: 9 },
  ).down(14);
  p.text(50, `Agreed Value: $${enInt(agreed)}`, { size: 9 }).down(26);
  p.box(45, p.y - 12, 505, 16, true);
  p.text(50, 'Coverage', { size: 9, bold: true })
    .text(300, 'Limits', { size: 9, bold: true })
    .text(545, 'Premium', { size: 9, bold: true, align: 'right' })
    .down(18);
  p.text(50, 'Bodily Injury / Property Damage Liability', { size: 9 })
    .text(300, '$100,000/$300,000/$100,000', { size: 9 })
    .text(545, `$${enMoney(liability)}`, { size: 9, align: 'right' })
    .down(14);
  p.text(50, 'Physical Damage (Comprehensive & Collision)', { size: 9 })
    .text(300, 'Agreed Value', { size: 9 })
    .text(545, `$${enMoney(physical)}`, { size: 9, align: 'right' })
    .down(14);
  if (fee)
    p.text(50, 'Policy Fee', { size: 9 })
      .text(545, `$${enMoney(fee)}`, { size: 9, align: 'right' })
      .down(14);
  p.down(6);
  p.text(50, `Physical Damage Deductible: $${enInt(deductible)}`, { size: 9 }).down(20);
  p.text(300, 'TOTAL ANNUAL PREMIUM', { size: 10, bold: true })
    .text(545, `$${enMoney(premium)}`, { size: 10, bold: true, align: 'right' })
    .down(36);
  p.text(50, 'Vehicle use limited to club activities, exhibitions, parades and occasional pleasure driving.', { size: 8 }).down(11);
  p.text(50, `Countersigned ${usDate(addDays(start, -rng.int(3, 14)))} by Authorized Representative`, { size: 8 });
  return {
    items: p.items,
    language: 'en',
    truth: { documentType: 'insurance', policyNumber: number, premium, effectiveStart: start, effectiveEnd: end, deductible },
  };
}

/** A UK classic-car schedule: period "From … To …" in long dates, premium plus Insurance Premium Tax, one excess. */
export function ukSchedule(rng: Random): Generated {
  const start = rng.date(2017, 2025);
  const end = addDays(addYears(start, 1), -1);
  const number = `${rng.pick(['HCC', 'VCI'])}/${rng.int(100000, 999999)}/${rng.int(10, 99)}`;
  const net = price(rng, 110, 420);
  const ipt = cents(net * 0.12);
  const premium = cents(net + ipt);
  const excess = rng.pick([100, 150, 250]);
  const p = new PageBuilder();
  p.text(545, rng.pick(['Hagley Classic Car Insurance', 'Vintage & Classic Underwriting Ltd']), { size: 12, bold: true, align: 'right', y: 58 });
  p.text(545, 'Authorised and regulated by the Financial Conduct Authority', { size: 7, align: 'right', y: 70 });
  p.text(50, 'SCHEDULE', { size: 16, bold: true, y: 115 });
  p.text(50, 'Motor Insurance — Classic Vehicle Policy', { size: 10, y: 131 });
  const rows: [string, string][] = [
    ['Policy number', number],
    ['Policyholder', rng.pick(['Mr Graham Ellery', 'Mrs Joan Pilkington'])],
    ['Period of insurance', `From ${ukLongDate(start)} To ${ukLongDate(end)} (both dates inclusive)`],
    ['Vehicle', rng.pick(['1964 Jaguar Mk2 3.8', '1972 Triumph TR6', '1959 Morris Minor 1000'])],
    ['Registration', `${rng.pick(['DKV', 'PWT', 'HOE'])} ${rng.int(10, 999)}${rng.pick(['K', 'B', ''])}`.trim()],
    ['Cover', 'Comprehensive'],
    ['Agreed value', `£${enInt(rng.int(8, 60) * 1000)}`],
    ['Limited mileage', `${enInt(rng.pick([1500, 3000, 5000]))} miles per year`],
  ];
  p.y = 165;
  for (const [l, v] of rows) p.text(50, l, { size: 9, bold: true }).text(190, v, { size: 9 }).down(16);
  p.down(10);
  p.text(50, 'Excesses', { size: 9, bold: true }).text(190, `Accidental damage, fire and theft: £${excess}`, { size: 9 }).down(28);
  p.box(45, p.y - 12, 300, 58);
  p.text(52, 'Premium', { size: 9 })
    .text(335, `£${enMoney(net)}`, { size: 9, align: 'right' })
    .down(14);
  p.text(52, 'Insurance Premium Tax @ 12%', { size: 9 })
    .text(335, `£${enMoney(ipt)}`, { size: 9, align: 'right' })
    .down(16);
  p.text(52, 'Total payable', { size: 10, bold: true })
    .text(335, `£${enMoney(premium)}`, { size: 10, bold: true, align: 'right' })
    .down(40);
  p.text(50, 'This schedule forms part of your policy and should be read together with the policy wording and your Certificate of Motor Insurance.', {
    size: 7,
  });
  return {
    items: p.items,
    language: 'en',
    truth: { documentType: 'insurance', policyNumber: number, premium, effectiveStart: start, effectiveEnd: end, deductible: excess },
  };
}

/** A V5C registration certificate: the lettered EU fields, registration number first. */
export function v5c(rng: Random): Generated {
  const plate = `${rng.pick(['RFC', 'XJB', 'LMG', 'NVK'])} ${rng.int(10, 999)}${rng.pick(['G', 'J', 'M', 'R'])}`;
  const first = rng.date(1966, 1983);
  const [make, model] = rng.pick([
    ['TRIUMPH', 'STAG'],
    ['ROVER', 'P6 3500'],
    ['JAGUAR', 'XJ6'],
    ['MG', 'MIDGET'],
  ] as const);
  const p = new PageBuilder();
  p.text(50, 'Vehicle Registration Certificate', { size: 14, bold: true, y: 55 });
  p.text(50, 'V5C', { size: 10, y: 70 }).text(545, 'DVLA, Swansea SA99 1BA', { size: 8, align: 'right', y: 70 });
  p.text(50, `Document reference number  ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(100, 999)}`, { size: 9, y: 92 });
  p.box(45, 105, 505, 330);
  const fields: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', ukDate(first)],
    ['', 'Date of first registration in UK', ukDate(first)],
    ['D.1', 'Make', make],
    ['D.3', 'Model', model],
    ['E', 'VIN/Chassis/Frame No.', vin(rng, rng.pick([8, 10, 11]))],
    ['P.1', 'Cylinder capacity (cc)', String(rng.int(1275, 4235))],
    ['R', 'Colour', rng.pick(['GREEN', 'WHITE', 'RED', 'BLUE'])],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Number of previous keepers', String(rng.int(2, 9))],
  ];
  p.y = 125;
  for (const [code, label, value] of fields) {
    p.text(55, code, { size: 8, bold: true })
      .text(85, label, { size: 8 })
      .text(290, value, { size: 10, bold: code === 'A' })
      .down(30);
  }
  p.text(50, 'This document is not proof of ownership. You must tell DVLA about any changes.', { size: 8, y: 460 });
  return { items: p.items, language: 'en', truth: { documentType: 'registration', plateNumber: plate } };
}

/** A US state registration card: wallet-size boxes, plate and expiration with labels above values. */
export function usRegistrationCard(rng: Random): Generated {
  const issued = rng.date(2012, 2024);
  const expiry = addDays(addYears(`${issued.slice(0, 8)}01`, 1), -1);
  const plate = `${rng.pick(['HST', 'ANT', 'CLC'])}-${rng.int(1000, 9999)}`;
  const [state, county] = rng.pick([
    ['OHIO', 'FRANKLIN'],
    ['PENNSYLVANIA', 'LANCASTER'],
    ['WISCONSIN', 'DANE'],
  ] as const);
  const fee = cents(rng.int(18, 65) + rng.pick([0, 0.5, 0.25]));
  const p = new PageBuilder();
  p.box(60, 60, 470, 250);
  p.text(295, `STATE OF ${state}`, { size: 11, bold: true, align: 'center', y: 80 });
  p.text(295, 'VEHICLE REGISTRATION — HISTORIC VEHICLE', { size: 9, align: 'center', y: 94 });
  const cells: [string, string, number, number, number][] = [
    ['PLATE NUMBER', plate, 70, 110, 140],
    ['EXPIRES', usDate(expiry), 215, 110, 140],
    ['ISSUED', usDate(issued), 360, 110, 160],
    ['YEAR', String(rng.int(1930, 1975)), 70, 150, 70],
    ['MAKE', rng.pick(['BUICK', 'PACKARD', 'CHEV', 'FORD']), 145, 150, 100],
    ['VIN', vin(rng, rng.pick([9, 11, 13])), 250, 150, 270],
    ['FEES PAID', `$${enMoney(fee)}`, 70, 190, 140],
    ['COUNTY', county, 215, 190, 140],
  ];
  for (const [label, value, x, y, w] of cells) {
    p.box(x, y, w, 34);
    p.text(x + 4, label, { size: 6.5, y: y + 10 });
    p.text(x + 4, value, { size: 10, bold: label === 'PLATE NUMBER', y: y + 26 });
  }
  p.text(70, 'OWNER', { size: 6.5, y: 240 });
  p.text(70, rng.pick(['HAROLD J WENZEL', 'BEVERLY A KRAUSE']), { size: 10, y: 254 });
  p.text(70, '118 MAPLE AVE', { size: 9, y: 267 });
  p.text(295, 'KEEP IN VEHICLE · NOT A TITLE', { size: 7, align: 'center', y: 300 });
  return { items: p.items, language: 'en', truth: { documentType: 'registration', plateNumber: plate, expiryDate: expiry } };
}

/** A US certificate of title: title number, issue date, purchase date as a distractor, odometer with a brand. */
export function usTitle(rng: Random): Generated {
  const issued = rng.date(1990, 2024);
  const purchased = addDays(issued, -rng.int(8, 40));
  const state = rng.pick(['TEXAS', 'MICHIGAN', 'ARIZONA']);
  const p = new PageBuilder();
  p.text(297, `THE STATE OF ${state}`, { size: 13, bold: true, serif: true, align: 'center', y: 60 });
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 11, serif: true, align: 'center', y: 78 });
  const cells: [string, string, number, number, number][] = [
    ['TITLE NUMBER', String(rng.int(10000000, 99999999)), 50, 100, 160],
    ['DATE ISSUED', usDate(issued), 215, 100, 140],
    ['DATE OF PURCHASE', usDate(purchased), 360, 100, 190],
    ['VEHICLE IDENTIFICATION NUMBER', vin(rng, rng.pick([11, 13, 17])), 50, 140, 305],
    ['YEAR', String(rng.int(1955, 1979)), 360, 140, 60],
    ['MAKE', rng.pick(['CADI', 'OLDS', 'MERC', 'LINC']), 425, 140, 125],
    ['BODY STYLE', rng.pick(['2D HT', '4D SED', 'CONV']), 50, 180, 100],
    ['ODOMETER', `${enInt(rng.int(20, 99) * 1000 + rng.int(0, 999))} EXEMPT`, 155, 180, 200],
    ['PREVIOUS TITLE STATE', rng.pick(['CA', 'OK', 'IL']), 360, 180, 190],
  ];
  for (const [label, value, x, y, w] of cells) {
    p.box(x, y, w, 34);
    p.text(x + 4, label, { size: 6.5, y: y + 10 });
    p.text(x + 4, value, { size: 10, y: y + 26 });
  }
  p.text(50, 'OWNER(S)', { size: 7, y: 240 });
  p.text(50, rng.pick(['RAYMOND T GUERRA', 'SHIRLEY M OWENS']), { size: 10, y: 254 });
  p.text(50, 'FIRST LIENHOLDER', { size: 7, y: 280 });
  p.text(50, 'NONE', { size: 10, y: 294 });
  p.text(50, 'The Department certifies that the person named herein is the owner of the vehicle described above, subject to the liens shown.', {
    size: 7,
    y: 330,
  });
  p.text(297, 'ASSIGNMENT OF TITLE BY OWNER — SEE REVERSE', { size: 8, bold: true, align: 'center', y: 370 });
  return { items: p.items, language: 'en', truth: { documentType: 'title', date: issued } };
}

const DOLLAR_WORDS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty'];

/** A US bill of sale in prose: "I, …, the Seller", the price in words and figures, a date of sale line. */
export function billOfSale(rng: Random): Generated {
  const date = rng.date(1995, 2025);
  const seller = rng.pick(['Robert J. Keller', 'Anne-Marie Doucet', 'Floyd E. Simmons']);
  const buyer = rng.pick(['Kevin Albers', 'Priya Raman', 'Lucas Ferreira']);
  const k = rng.int(3, 39);
  const hundreds = rng.pick([0, 500]);
  const priceUsd = k * 1000 + hundreds;
  const kWords = k < 20 ? DOLLAR_WORDS[k] : `${TENS[Math.floor(k / 10)]}${k % 10 ? `-${DOLLAR_WORDS[k % 10]}` : ''}`;
  const words = `${kWords} Thousand${hundreds ? ' Five Hundred' : ''} Dollars`;
  const p = new PageBuilder();
  p.text(297, 'BILL OF SALE', { size: 20, bold: true, serif: true, align: 'center', y: 80 });
  p.text(297, 'Motor Vehicle', { size: 11, serif: true, align: 'center', y: 98 });
  p.y = 140;
  const para = [
    `I, ${seller}, of ${rng.pick(['Boise, Idaho', 'Tulsa, Oklahoma', 'Albany, New York'])} ("Seller"), for and in consideration of the sum of`,
    `${words} ($${enMoney(priceUsd)}), receipt of which is hereby acknowledged, do hereby sell, transfer and convey`,
    `to ${buyer} ("Buyer") the following motor vehicle:`,
  ];
  for (const l of para) p.text(50, l, { size: 9.5, serif: true }).down(15);
  p.down(10);
  const veh: [string, string][] = [
    ['Year / Make / Model', rng.pick(['1963 Studebaker Avanti', '1956 Ford Thunderbird', '1973 Datsun 240Z'])],
    ['VIN', vin(rng, rng.pick([10, 11, 13]))],
    ['Odometer reading', `${enInt(rng.int(30, 150) * 1000 + rng.int(0, 999))} miles (not actual mileage)`],
    ['Color', rng.pick(['Turquoise', 'Raven Black', 'Safari Gold'])],
  ];
  for (const [l, v] of veh) p.text(70, `${l}:`, { size: 9.5, serif: true }).text(220, v, { size: 9.5, serif: true }).down(15);
  p.down(10);
  p.text(50, 'The vehicle is sold "AS IS", with no warranty expressed or implied. Seller warrants that the vehicle is free of all liens.', {
    size: 9,
    serif: true,
  }).down(30);
  p.text(50, `Date of sale: ${usLongDate(date)}`, { size: 10, serif: true }).down(50);
  p.box(50, p.y - 12, 200, 0.5).box(320, p.y - 12, 200, 0.5);
  p.text(50, `Seller: ${seller}`, { size: 9, serif: true }).text(320, `Buyer: ${buyer}`, { size: 9, serif: true });
  return { items: p.items, language: 'en', truth: { documentType: 'purchase', purchasePrice: priceUsd, sellerName: seller, saleDate: date } };
}

/** A UK valuation certificate for an agreed-value policy: ordinal long date, the value in a box, the valuer signing. */
export function ukValuation(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const valuer = rng.pick(['Peter Hollingworth', 'Susan Okoro', 'Nigel R. Bramley']);
  const value = rng.int(6, 95) * 500;
  const p = new PageBuilder();
  p.text(297, rng.pick(['Classic Valuations (Midlands)', 'The Marque Register Valuation Service']), { size: 14, bold: true, align: 'center', y: 60 });
  p.text(297, 'Independent valuations for insurance, probate and sale', { size: 8, align: 'center', y: 74 });
  p.text(297, 'CERTIFICATE OF VALUATION', { size: 15, bold: true, serif: true, align: 'center', y: 120 });
  const rows: [string, string][] = [
    ['Owner', rng.pick(['Mr D. Ashworth', 'Dr H. Lister'])],
    ['Vehicle', rng.pick(['1968 Rover P5B Coupé', '1961 Austin-Healey 3000 Mk I', '1974 Ford Escort RS2000'])],
    ['Registration', `${rng.pick(['UVY', 'SPK', 'MNT'])} ${rng.int(100, 999)}${rng.pick(['F', 'M', 'N'])}`],
    ['Recorded mileage', `${enInt(rng.int(20, 120) * 1000 + rng.int(0, 999))}`],
    ['Condition', rng.pick(['Very good, older restoration', 'Good, sound original car', 'Excellent, concours standard'])],
  ];
  p.y = 160;
  for (const [l, v] of rows) p.text(80, l, { size: 9 }).text(220, v, { size: 10 }).down(17);
  p.down(20);
  p.box(150, p.y - 18, 295, 34, true);
  p.text(297, `Valued at £${enInt(value)}`, { size: 15, bold: true, align: 'center' }).down(40);
  p.text(50, 'The above figure represents, in my opinion, the current replacement value of the vehicle in the United Kingdom', { size: 8 }).down(11);
  p.text(50, 'based on an inspection of the vehicle and its documents. It is valid for insurance purposes for two years.', { size: 8 }).down(40);
  p.text(50, `Inspected and valued on the ${ukLongDate(date)}`, { size: 10 }).down(40);
  p.text(50, valuer, { size: 11, serif: true }).down(13);
  p.text(50, 'Valuer, Member of the Guild of Motoring Valuers', { size: 8 });
  return { items: p.items, language: 'en', truth: { documentType: 'appraisal', appraisedValue: value, appraiserName: valuer, appraisalDate: date } };
}
