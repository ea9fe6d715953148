/**
 * English bills from mobile mechanics, village garages, club members and friends: Cornwall, Yorkshire, Wales, Ireland,
 * New England, the Mountain West and Ontario, 1976–2025.
 */
import { addDays, dateIn, fd } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { invoice, someParts, someWork } from './invoice';

const n0 = (n: number) => n.toLocaleString('en-US');
const GBP = { cur: '£', style: 'en', pos: 'pre' } as const;
const USD = { cur: '$', style: 'en', pos: 'pre' } as const;
const W_EN = { text: 'Description', hours: 'Hours', qty: 'Qty', unit: 'Rate', amount: 'Amount', hoursUnit: 'hrs', pieceUnit: 'ea' };
const L = 'ABCDEFGHJKLMNPRSTUVWXY';
const ukPlate = (rng: Random, area: string) => `${area}${rng.int(51, 69)} ${L[rng.int(0, 21)]}${L[rng.int(0, 21)]}${L[rng.int(0, 21)]}`;

/** A Cornish mobile mechanic, 2017: a word-processor letter, not VAT registered, the job's date and mileage in the opening lines. */
export function enMobileTruro2017(rng: Random): Generated {
  const work = dateIn(rng, 2017, 2017);
  const billed = addDays(work, rng.int(1, 5));
  const mi = rng.int(40, 140) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: { kind: 'wp', name: 'Kernow Mobile Spanners', lines: ['Jago Penrose', '3 Chapel Row, Probus, Truro TR2 4JX', '07791 402 338'], at: 'right' },
    title: 'INVOICE',
    money: GBP,
    decimal: '.',
    rate: 35,
    work: someWork(
      rng,
      ['Replace front wheel bearings', 'Service: oil, filter, plugs', 'Replace clutch cable', 'Fit new exhaust rear box', 'Adjust tappets'],
      4,
      0.5,
      3,
    ),
    parts: someParts(
      rng,
      [
        ['Wheel bearing kit', 28.5],
        ['Oil filter', 6.8],
        ['Spark plugs', 3.2],
        ['Clutch cable', 14.9],
        ['Rear silencer', 86],
      ],
      4,
    ),
    taxes: [],
    customer: ['Mrs Tamsin Trevithick', 'Higher Trewithen Farm', 'St Erme, Truro TR4 9BA'],
    facts: [
      ['Invoice no.', `KMS-${rng.int(300, 799)}`],
      ['Date', fd(billed, 'uk')],
    ],
    factsAt: 'right',
    opening: `Work carried out on ${fd(work, 'uklong')} at your home on your Morris Minor Traveller (${ukPlate(rng, 'WK')}), odometer ${n0(mi)} miles:`,
    shape: 'letter',
    rules: 'none',
    words: { ...W_EN, labourHead: 'Work done', partsHead: 'Parts supplied', labourLine: 'Labour' },
    labels: { labour: '', parts: 'Parts total', total: 'Amount due' },
    totalsAt: 'framed',
    subtotals: true,
    notes: [
      'Not VAT registered. Payment by bank transfer please: Kernow Mobile Spanners, sort code 30-96-' +
        rng.int(10, 99) +
        ', account ' +
        rng.int(10000000, 99999999) +
        '.',
      `Next service due at ${n0(mi + 3000)} miles.`,
    ],
    truth: { shopName: 'Kernow Mobile Spanners', serviceDate: work, serviceMileage: mi },
  });
}

/** A Yorkshire friend's typed bill, 1988: lump prices, no VAT, a pencilled "cash with thanks". */
export function enFriendHarrogate1988(rng: Random): Generated {
  const d = dateIn(rng, 1988, 1988);
  return invoice({
    lang: 'en',
    sender: { kind: 'wp', name: 'Stan Hebblethwaite', lines: ['14 Knaresborough Road, Harrogate', 'Tel. Harrogate 50 2217'], at: 'left' },
    title: 'Bill for work on your MGB',
    money: GBP,
    decimal: '.',
    rate: 8,
    work: someWork(rng, ['Sills welded both sides', 'New kingpins fitted', 'Rear springs re-set', 'SU carbs balanced'], 3, 2, 12),
    parts: someParts(
      rng,
      [
        ['Sill sections (pair)', 48],
        ['Kingpin set', 31],
        ['Gasket set', 7.5],
      ],
      2,
    ),
    taxes: [],
    customer: ['Dave Ackroyd', '2 Mill Lane', 'Pateley Bridge'],
    facts: [],
    factsAt: 'sentence',
    opening: `Harrogate, ${fd(d, 'uklong')}. Dave — as agreed, here's what I did on the B and what it comes to:`,
    shape: 'lump',
    rules: 'none',
    words: { ...W_EN, text: 'Job', amount: '£' },
    labels: { labour: '', parts: '', total: 'Total' },
    totalsAt: 'rows',
    subtotals: false,
    notes: ['Parts at what I paid for them. Ring me on 50 2217 if the nearside still knocks.'],
    pencilNote: 'Paid cash — with thanks, Stan',
    serif: true,
    truth: { shopName: 'Stan Hebblethwaite', serviceDate: d },
  });
}

/** A Welsh village garage, 1976: printed head, a numbered table with units, VAT 8 %, a stamp. */
export function enGarageLlandeilo1976(rng: Random): Generated {
  const d = dateIn(rng, 1976, 1976);
  const mi = rng.int(20, 90) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: {
      kind: 'head',
      head: {
        style: 'center',
        name: 'Tywi Valley Motors',
        tag: 'Proprietor: Emrys Prosser · Repairs · M.o.T. · Petrol',
        lines: ['Rhosmaen Street, Llandeilo, Dyfed · Tel. Llandeilo 2871'],
        serif: true,
      },
    },
    title: 'INVOICE',
    money: GBP,
    decimal: '.',
    rate: 3.2,
    work: someWork(rng, ['Decarbonise and grind in valves', 'Reline rear brakes', 'Replace dynamo', 'Fit new king pins', 'Set ignition timing'], 4, 0.5, 6),
    parts: someParts(
      rng,
      [
        ['Decoke gasket set', 3.9],
        ['Brake shoes (exch.)', 5.6],
        ['Dynamo (exch.)', 14.5],
        ['Contact set', 0.85],
      ],
      3,
    ),
    taxes: [{ label: 'V.A.T. @ 8%', rate: 8 }],
    customer: ['Mr. G. Lloyd-Jenkins', 'Ffynnon Wen', 'Trapp, Llandeilo'],
    facts: [
      ['Invoice No.', String(rng.int(5100, 5999))],
      ['Date', fd(d, 'uk')],
      ['Vehicle', 'Austin A40 Farina'],
      ['Reg. No.', `${L[rng.int(0, 21)]}${L[rng.int(0, 21)]}${L[rng.int(0, 21)]} ${rng.int(100, 999)}${L[rng.int(0, 21)]}`],
      ['Mileage', n0(mi)],
    ],
    factsAt: 'box',
    shape: 'pos',
    rules: 'grid',
    words: { ...W_EN, pos: 'No.', qty: 'Qty', unit: 'Price' },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Goods & labour', total: 'TOTAL' },
    totalsAt: 'rows',
    subtotals: true,
    stampLines: ['PAID', fd(d, 'uk')],
    foot: ['VAT Reg. No. 128 ' + rng.int(1000, 9999) + ' ' + rng.int(10, 99) + ' · Barclays Bank, Llandeilo'],
    truth: { shopName: 'Tywi Valley Motors', serviceDate: d, serviceMileage: mi },
  });
}

/** A Galway classic mechanic, 2006: euros, labour and parts columns summed at the foot, VAT 21 %, a date of work. */
export function enClassicGalway2006(rng: Random): Generated {
  const d = dateIn(rng, 2006, 2006);
  const done = addDays(d, -rng.int(2, 9));
  const km = rng.int(60, 240) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: {
      kind: 'head',
      head: {
        style: 'split',
        name: 'Corrib Classic Car Care',
        tag: 'Ciarán Ó Flaithearta',
        lines: ['Unit 4, Ballybane Industrial Estate', 'Galway', 'Tel. 091 75 3318', 'VAT No. IE 64' + rng.int(10000, 99999) + 'B'],
      },
    },
    title: 'Invoice',
    money: { cur: '€', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 55,
    work: someWork(
      rng,
      ['Rebuild front suspension', 'Replace heater matrix', 'Re-core radiator', 'Repair wiring to rear lamps', 'Timing chain and tensioner'],
      4,
      1,
      6,
    ),
    parts: someParts(
      rng,
      [
        ['Suspension bush kit', 64],
        ['Heater matrix', 112],
        ['Radiator re-core', 185],
        ['Timing chain kit', 79],
      ],
      3,
    ),
    taxes: [{ label: 'VAT @ 21%', rate: 21 }],
    customer: ['Mr Pádraig Keane', 'Cloonacauneen', 'Claregalway, Co. Galway'],
    facts: [
      ['Invoice no.', `CC-${rng.int(1000, 1999)}`],
      ['Invoice date', fd(d, 'uk')],
      ['Date of work', fd(done, 'uk')],
      ['Vehicle', 'Ford Cortina Mk II'],
      ['Odometer', `${n0(km)} km`],
    ],
    factsAt: 'above',
    shape: 'twoMoney',
    rules: 'dotted',
    words: { ...W_EN, hours: 'Hrs', labourCol: 'Labour €', partsCol: 'Parts €' },
    labels: { labour: 'Totals', parts: '', net: 'Net', total: 'Total due' },
    totalsAt: 'band',
    subtotals: true,
    notes: ['NCT due 11/2007. Cheques payable to Corrib Classic Car Care.'],
    truth: { shopName: 'Corrib Classic Car Care', serviceDate: done, serviceMileage: km },
  });
}

/** A Vermont country garage, 1972: the amount column first, sections with their sums, sales tax, miles. */
export function enGarageStowe1972(rng: Random): Generated {
  const d = dateIn(rng, 1972, 1972);
  const mi = rng.int(20, 90) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: {
      kind: 'head',
      head: {
        style: 'left',
        name: 'Lamoille Valley Garage',
        tag: 'Foreign & Domestic · Wrecker Service',
        lines: ['Route 100, Stowe, Vermont 05672 · 253-4418'],
      },
    },
    title: 'REPAIR INVOICE',
    money: USD,
    decimal: '.',
    rate: 9.5,
    work: someWork(
      rng,
      ['Tune-up, points and plugs', 'Replace muffler and tail pipe', 'Install snow tires', 'Adjust brakes all around', 'Rebuild carburetor'],
      4,
      0.5,
      4,
    ),
    parts: someParts(
      rng,
      [
        ['Muffler', 18.5],
        ['Tail pipe', 7.8],
        ['Points and condenser', 3.4],
        ['Spark plugs', 0.95],
        ['Carb kit', 6.9],
      ],
      4,
    ),
    taxes: [{ label: 'Vt. sales tax 3%', rate: 3 }],
    customer: ['Mr. Elwin Goodrich', 'RFD 2', 'Morrisville, Vt.'],
    facts: [
      ['No.', String(rng.int(11000, 11999))],
      ['Date', fd(d, 'us')],
      ['Car', '1964 Volvo PV544'],
      ['Mileage', n0(mi)],
    ],
    factsAt: 'lines',
    shape: 'amountFirst',
    rules: 'head',
    words: { ...W_EN, qty: 'Hrs/Qty', labourHead: 'LABOR', partsHead: 'PARTS' },
    labels: { labour: 'Total labor', parts: 'Total parts', total: 'PAY THIS AMOUNT' },
    totalsAt: 'leftBox',
    subtotals: true,
    pencilNote: 'pd ck #' + rng.int(200, 999),
    truth: { shopName: 'Lamoille Valley Garage', serviceDate: d, serviceMileage: mi },
  });
}

/** A Maine barn mechanic, 2021: a word-processor page, a numbered table, 5.5 % sales tax on all, a completed date. */
export function enBarnMechanicMaine2021(rng: Random): Generated {
  const d = dateIn(rng, 2021, 2021);
  const done = addDays(d, -rng.int(1, 6));
  const mi = rng.int(50, 190) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: { kind: 'wp', name: 'Back Road Wrenching', lines: ['Caleb Thibodeau', '88 Pond Road, New Gloucester, ME 04260', '(207) 926-5541'], at: 'right' },
    title: 'Invoice',
    money: USD,
    decimal: '.',
    rate: 65,
    work: someWork(
      rng,
      [
        'Replace fuel pump and lines',
        'Rebuild rear brakes',
        'Replace rusted brake lines',
        'Diagnose no-start, replace ignition module',
        'Install new battery cables',
      ],
      4,
      0.5,
      4,
    ),
    parts: someParts(
      rng,
      [
        ['Fuel pump', 48],
        ['Brake line kit', 62],
        ['Wheel cylinders', 21],
        ['Ignition module', 54],
        ['Battery cables', 18.5],
      ],
      4,
    ),
    taxes: [{ label: 'ME sales tax 5.5%', rate: 5.5 }],
    customer: ['Kristin Dufresne', '12 Shaker Rd', 'Gray, ME 04039'],
    facts: [
      ['Invoice', `#${rng.int(210, 299)}`],
      ['Invoice date', fd(d, 'us')],
      ['Completed', fd(done, 'us')],
      ['Vehicle', '1978 Jeep CJ-5'],
      ['Odometer', n0(mi)],
    ],
    factsAt: 'box',
    shape: 'pos',
    rules: 'head',
    words: { ...W_EN, pos: '#', unit: 'Price' },
    labels: { labour: 'Labor subtotal', parts: 'Parts subtotal', net: 'Subtotal', total: 'Balance due' },
    totalsAt: 'framed',
    subtotals: true,
    notes: ['Venmo @backroadwrenching or cash. Thanks for supporting a one-man shop!'],
    truth: { shopName: 'Back Road Wrenching', serviceDate: done, serviceMileage: mi },
  });
}

/** A Bozeman ranch-country shop, 1995: no sales tax in Montana, a numbered table, the amount to pay in a box, a next oil change. */
export function enShopBozeman1995(rng: Random): Generated {
  const d = dateIn(rng, 1995, 1995);
  const mi = rng.int(80, 210) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: {
      kind: 'head',
      head: { style: 'band', name: 'Gallatin Gateway Auto', tag: 'Trucks · 4x4 · Classics', lines: ['Hwy 191, Gallatin Gateway, MT 59730', '(406) 763-4472'] },
    },
    title: 'Invoice',
    money: USD,
    decimal: '.',
    rate: 42,
    work: someWork(
      rng,
      ['Replace front axle U-joints', 'Rebuild transfer case', 'Install block heater', 'Replace windshield wiper motor', 'Lube, oil and filter'],
      4,
      0.5,
      6,
    ),
    parts: someParts(
      rng,
      [
        ['U-joint', 19.5],
        ['Transfer case rebuild kit', 142],
        ['Block heater', 38],
        ['Wiper motor', 67],
        ['Oil filter', 5.2],
      ],
      4,
    ),
    taxes: [],
    customer: ['Walt Hjelvik', 'Box 219', 'Big Sky, MT'],
    facts: [
      ['Invoice #', String(rng.int(40100, 40999))],
      ['Date', fd(d, 'us')],
      ['Vehicle', '1972 Ford F-250 Highboy'],
      ['Lic.', `16-${rng.int(1000, 9999)}${L[rng.int(0, 21)]}`],
      ['Miles', n0(mi)],
    ],
    factsAt: 'right',
    shape: 'pos',
    rules: 'grid',
    words: { ...W_EN, unit: 'Each' },
    labels: { labour: 'Labor', parts: 'Parts', total: 'TOTAL DUE' },
    totalsAt: 'leftBox',
    subtotals: true,
    notes: [`Next oil change at ${n0(mi + 3000)} miles. No sales tax in Montana.`],
    truth: { shopName: 'Gallatin Gateway Auto', serviceDate: d, serviceMileage: mi },
  });
}

/** A Laramie mobile mechanic, 2025: a word-processor page, labour and parts columns, Wyoming sales tax, a date serviced. */
export function enMobileLaramie2025(rng: Random): Generated {
  const d = dateIn(rng, 2025, 2025);
  const done = addDays(d, -rng.int(1, 4));
  const mi = rng.int(60, 230) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: {
      kind: 'wp',
      name: 'High Plains Mobile Mechanic LLC',
      lines: ['1620 Custer St, Laramie, WY 82070', '(307) 760-2913 · highplainsmobile@…'],
      at: 'left',
    },
    title: 'INVOICE',
    money: USD,
    decimal: '.',
    rate: 95,
    work: someWork(
      rng,
      ['Replace starter', 'Replace serpentine belt and tensioner', 'Brake pads and rotors, front', 'Diagnose check-engine light', 'Replace coolant hoses'],
      3,
      0.5,
      3,
    ),
    parts: someParts(
      rng,
      [
        ['Starter (reman)', 139],
        ['Serpentine belt', 36],
        ['Belt tensioner', 58],
        ['Pads and rotors kit', 164],
        ['Coolant, 1 gal', 21],
      ],
      3,
    ),
    taxes: [{ label: 'Sales tax (WY 4%)', rate: 4 }],
    customer: ['Cody Ashenfelter', '411 N 9th St', 'Laramie, WY 82072'],
    facts: [
      ['Invoice no.', `HP-${rng.int(1200, 1999)}`],
      ['Invoice date', fd(d, 'us')],
      ['Date serviced', fd(done, 'us')],
      ['Odometer', n0(mi)],
    ],
    factsAt: 'above',
    shape: 'twoMoney',
    rules: 'head',
    words: { ...W_EN, hours: 'Hrs', labourCol: 'Labor', partsCol: 'Parts' },
    labels: { labour: 'Totals', parts: '', net: 'Subtotal', total: 'Total' },
    totalsAt: 'framed',
    subtotals: true,
    notes: ['Trip charge waived inside city limits. Warranty: 12 months / 12,000 miles on parts I supply.'],
    truth: { shopName: 'High Plains Mobile Mechanic LLC', serviceDate: done, serviceMileage: mi },
  });
}

/** A Muskoka cottage-country mechanic, 2013: printed head, the work as a list and one hours line, HST 13 %, boxes. */
export function enCottageHuntsville2013(rng: Random): Generated {
  const d = dateIn(rng, 2013, 2013);
  const km = rng.int(40, 200) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'en',
    sender: {
      kind: 'head',
      head: {
        style: 'logo',
        name: 'Muskoka Vintage Motor Works',
        tag: 'Doug Kerr · licensed technician',
        lines: ['1042 Muskoka Rd 3 N, Huntsville ON P1H 1C2 · 705-789-3306 · HST # 8' + rng.int(1000000, 9999999)],
      },
    },
    title: 'Invoice',
    money: { cur: '$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 78,
    work: someWork(
      rng,
      ['Spring commissioning after winter storage', 'Replace fuel sender', 'Rebuild front brake calipers', 'Safety inspection', 'Repair convertible top frame'],
      4,
      0.5,
      4,
    ),
    parts: someParts(
      rng,
      [
        ['Fuel sender', 84],
        ['Caliper rebuild kits', 42],
        ['Top frame pivot bushings', 26],
        ['Battery tender', 59],
      ],
      3,
    ),
    taxes: [{ label: 'HST 13%', rate: 13 }],
    customer: ['Heather & Bill MacAskill', '22 Fairy Lake Rd', 'Huntsville ON'],
    facts: [
      ['Invoice', String(rng.int(600, 999))],
      ['Date', fd(d, 'iso')],
      ['Vehicle', '1966 Mustang convertible'],
      ['Odometer', `${n0(km)} km`],
    ],
    factsAt: 'box',
    shape: 'letter',
    rules: 'none',
    words: { ...W_EN, labourHead: 'Work performed', partsHead: 'Parts', labourLine: 'Labour' },
    labels: { labour: '', parts: 'Parts total', net: 'Subtotal', total: 'Total CAD' },
    totalsAt: 'rows',
    subtotals: true,
    notes: ['Storage for winter 2013/14 booked from Oct 15 — $450 deposit due on drop-off (not included above).'],
    truth: { shopName: 'Muskoka Vintage Motor Works', serviceDate: d, serviceMileage: km },
  });
}
