/** English-language workshop bills of the collector's trades (UK, US, AU, CA, NZ, ZA), 1975–2023. */
import { addDays, dateIn, fd } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { pickParts, pickWork, serviceBill } from './bill';

const miles = (n: number) => n.toLocaleString('en-GB');

/** A Coventry coachbuilder, 1983: serif centred head, info block at the right, 15 % VAT, work completed apart from the invoice date. */
export function enCoachCoventry1983(rng: Random): Generated {
  const inv = dateIn(rng, 1983, 1983);
  const done = addDays(inv, -rng.int(3, 14));
  const mi = rng.int(20, 90) * 1000 + rng.int(0, 999);
  const shop = 'Hollick & Vane Coachworks Ltd';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Hollick & Vane Coachworks Ltd',
      tag: 'Coachbuilders to the Motor Trade since 1924',
      lines: ['Far Gosford Street, Coventry CV1 5DZ · Telephone Coventry 22 41 87', 'VAT Reg. No. 144 2871 60'],
      serif: true,
    },
    title: 'INVOICE',
    money: { cur: '£', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 11.5,
    work: pickWork(
      rng,
      [
        'Remove and refit wings for export crating',
        'Renew ash frame to rear door pillars',
        'Repair aluminium bonnet, planish and wheel',
        'Fabricate new running board supports',
        'Trial fit bumpers and overriders',
      ],
      4,
      3,
      18,
    ),
    parts: pickParts(
      rng,
      [
        ['Ash timber, seasoned', 38],
        ['Aluminium sheet 18 swg', 46],
        ['Door seal rubber, per set', 22],
        ['Running board matting', 55],
        ['Coach bolts and screws', 6],
      ],
      3,
    ),
    taxes: [{ label: 'VAT @ 15%', rate: 15, on: 'all' }],
    customer: ['Mr R. D. Ashworth', 'The Old Rectory', 'Berkswell', 'Warwickshire'],
    meta: [
      ['Invoice No.', `H/${rng.int(3100, 3999)}`],
      ['Invoice date', fd(inv, 'uk')],
      ['Work completed', fd(done, 'uk')],
      ['Vehicle', 'Alvis TA14 DHC'],
      ['Reg. No.', `${String.fromCharCode(65 + rng.int(0, 20))}${String.fromCharCode(65 + rng.int(0, 20))}X ${rng.int(100, 999)}`],
      ['Recorded mileage', miles(mi)],
    ],
    metaMode: 'rightblock',
    tableMode: 'sections',
    rules: 'none',
    heads: { work: 'Labour', parts: 'Materials', text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Each', amount: '£' },
    labels: { labour: 'Labour total', parts: 'Materials total', net: 'Goods and services', total: 'Total due' },
    totalsMode: 'none',
    intro: 'Preparation of the above car for shipment to Melbourne, Australia, to your instructions:',
    after: ['Terms strictly nett monthly. Export documentation to be arranged by the shipper.'],
    serif: true,
    truth: { shopName: shop, serviceDate: done, serviceMileage: mi },
  });
}

/** A Bristol motor trimmer, 1975: a typed form with dotted leaders, one priced list, 8 % VAT, paid stamp. */
export function enTrimmerBristol1975(rng: Random): Generated {
  const inv = dateIn(rng, 1975, 1975);
  const shop = 'F. W. Pounsett (Motor Trimmers)';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'F. W. Pounsett (Motor Trimmers)',
      tag: 'Hoods · Tonneaux · Upholstery · Carpets',
      lines: ['14 Feeder Road, Bristol BS2 0SB', 'Tel. Bristol 77 20 53'],
      serif: true,
    },
    title: 'Invoice',
    money: { cur: '£', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 2.2,
    work: pickWork(
      rng,
      [
        'Make and fit new mohair hood',
        'Retrim front seats in red hide',
        'Make new hood bag',
        'Supply and fit Wilton carpet set',
        'Retrim door cards and kick panels',
      ],
      4,
      6,
      30,
    ),
    parts: [],
    taxes: [{ label: 'V.A.T. 8%', rate: 8, on: 'all' }],
    customer: ['C. Hargreaves Esq.', 'Westbury Court', 'Clifton, Bristol 8'],
    meta: [
      ['Date', fd(inv, 'uklong')],
      ['Car', 'Lagonda LG45 Rapide (ex-U.S.A.)'],
      ['Our ref.', `T.${rng.int(400, 899)}`],
    ],
    metaMode: 'dots',
    tableMode: 'lump',
    rules: 'none',
    heads: { work: '', parts: '', text: 'To trimming work carried out:', hours: '', qty: '', unit: '', amount: '£' },
    labels: { labour: '', parts: '', net: 'Nett', total: 'Total' },
    totalsMode: 'all',
    subtotals: false,
    stampLines: ['PAID WITH THANKS', fd(addDays(inv, rng.int(3, 20)), 'uk')],
    note: 'hood frame re-used',
    serif: true,
    truth: { shopName: shop, serviceDate: inv },
  });
}

/** An Ohio engine rebuilder, 1991: band head, boxed cells, one ruled grid with L/P lines, sales tax on parts only. */
export function enEngineOhio1991(rng: Random): Generated {
  const inv = dateIn(rng, 1991, 1991);
  const done = addDays(inv, -rng.int(1, 5));
  const mi = rng.int(30, 99) * 1000 + rng.int(0, 999);
  const shop = 'Buckeye Engine Rebuilders Inc.';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Buckeye Engine Rebuilders Inc.',
      tag: 'Antique · Classic · Race',
      lines: ['2210 W. Broad St.', 'Columbus, OH 43204', '(614) 279-4410'],
    },
    title: 'INVOICE',
    money: { cur: '$', style: 'en', pos: 'none' },
    decimal: '.',
    rate: 42,
    work: pickWork(
      rng,
      [
        'Disassemble and hot tank block',
        'Bore and hone cylinders .030 over',
        'Grind crankshaft 10/10',
        'Valve job, new guides',
        'Assemble and dyno run-in',
        'Remove and install engine',
      ],
      5,
      2,
      10,
    ),
    parts: pickParts(
      rng,
      [
        ['Piston and ring set .030', 310],
        ['Main bearing set', 64],
        ['Rod bearing set', 48],
        ['Gasket set complete', 88],
        ['Cam and lifter kit', 240],
        ['Oil pump', 72],
      ],
      4,
    ),
    taxes: [{ label: 'Sales tax 5.75% (parts)', rate: 5.75, on: 'parts' }],
    customer: ['Dale Whitacre', '88 Sunbury Rd', 'Westerville, OH 43081'],
    meta: [
      ['Invoice #', String(rng.int(14000, 14999))],
      ['Date', fd(inv, 'us')],
      ['Date Completed', fd(done, 'us')],
      ['Cust. #', String(rng.int(300, 899))],
      ['Year/Make', '1931 Ford Model A'],
      ['Engine #', `A${rng.int(1000000, 4999999)}`],
      ['Odometer', miles(mi)],
      ['P.O. #', `${rng.int(100, 999)}`],
    ],
    metaMode: 'rowbox',
    tableMode: 'combined',
    rules: 'grid',
    heads: { work: '', parts: '', text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Rate', amount: 'Amount', type: ['L', 'P'] },
    labels: { labour: 'Total labor', parts: 'Total parts', total: 'TOTAL DUE' },
    totalsMode: 'last',
    foot: ['All engines carry a 12 month / 12,000 mile warranty on workmanship. Export crating available for overseas customers.'],
    truth: { shopName: shop, serviceDate: done, serviceMileage: mi },
  });
}

/** A Vermont magneto specialist, 2005: monogram head, values over captions, dotted tables, UPS after tax, total under its label. */
export function enMagnetoVermont2005(rng: Random): Generated {
  const inv = dateIn(rng, 2005, 2005);
  const done = addDays(inv, -rng.int(1, 4));
  const shop = 'Green Mountain Magneto Works';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'logo',
      name: 'Green Mountain Magneto Works',
      tag: 'Magnetos · Generators · Ignition for Veteran & Vintage Cars',
      lines: ['RR 2 Box 118, Woodstock, VT 05091', '(802) 457-3390'],
    },
    title: 'Invoice',
    money: { cur: '$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 65,
    work: pickWork(
      rng,
      ['Disassemble and test magneto', 'Rewind armature', 'Remagnetize magnets', 'Renew bearings and reset end float', 'Bench test to 3,000 rpm'],
      4,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Condenser', 34],
        ['Ball bearings (pair)', 28],
        ['Contact breaker points', 42],
        ['Carbon brush', 9],
        ['Slip ring', 75],
      ],
      3,
    ),
    extras: [['UPS insured return (Canada)', 48.5]],
    extrasAfterTax: true,
    taxes: [{ label: 'VT sales tax 6% on parts', rate: 6, on: 'parts' }],
    customer: ['Vintage Motor Garage Ltd.', 'Attn. Pierre Gagnon', '1450 rue Notre-Dame O.', 'Montréal QC H3C 1K7, Canada'],
    meta: [
      ['Invoice', `GM-${rng.int(500, 999)}`],
      ['Invoice date', fd(inv, 'uslong')],
      ['Work completed', fd(done, 'uslong')],
      ['Your ref.', 'Rolls-Royce 20 HP'],
    ],
    metaMode: 'rowbelow',
    tableMode: 'sections',
    rules: 'dotted',
    heads: { work: 'Shop labor', parts: 'Parts', text: 'Work', ptext: 'Part', hours: 'Hrs', qty: 'Qty', unit: 'Each', amount: 'Amount' },
    labels: { labour: 'Labor subtotal', parts: 'Parts subtotal', net: 'Subtotal', total: 'Amount due (USD)' },
    totalsMode: 'labelAbove',
    after: ['Export: commercial invoice and NAFTA certificate enclosed with the shipment.'],
    truth: { shopName: shop, serviceDate: done },
  });
}

/** A UK SU carburettor specialist, 2016: two-column head, label lines, work as dashes, parts with part numbers, framed totals. */
export function enSuCarbs2016(rng: Random): Generated {
  const inv = dateIn(rng, 2016, 2016);
  const done = addDays(inv, -rng.int(1, 3));
  const mi = rng.int(30, 95) * 1000 + rng.int(0, 999);
  const shop = 'Carburettor Clinic Worcester';
  const parts = pickParts(
    rng,
    [
      ['Throttle spindle, pair', 38],
      ['Needle and seat', 16],
      ['Jet assembly', 44],
      ['Float chamber gasket', 3],
      ['Piston damper', 22],
      ['Spindle bush', 9],
    ],
    4,
  );
  const nos = ['AUC', 'WZX', 'CUD', 'AUD'];
  return serviceBill({
    lang: 'en',
    head: {
      style: 'split',
      name: 'Carburettor Clinic Worcester',
      tag: 'SU · Stromberg · Amal · Zenith',
      lines: ['Unit 4, Blackpole Trading Estate', 'Worcester WR3 8SG', '01905 45 77 21', 'VAT No. GB 218 4471 90'],
    },
    title: 'Invoice',
    money: { cur: '£', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 58,
    work: pickWork(
      rng,
      [
        'Strip, clean and inspect twin HS6 carburettors',
        'Rebush bodies and fit new spindles',
        'Reassemble, balance and set mixture',
        'Road test and final tune',
      ],
      3,
      1,
      5,
    ),
    parts: parts.map((x) => ({ ...x, no: `${rng.pick(nos)}${rng.int(1000, 9999)}` })),
    taxes: [{ label: 'VAT 20%', rate: 20, on: 'all' }],
    customer: ['Mr G. Pennington', '12 Lark Rise', 'Malvern WR14 2DG'],
    meta: [
      ['Invoice no:', `CC${rng.int(8000, 8999)}`],
      ['Date:', fd(inv, 'uk')],
      ['Work done:', fd(done, 'uk')],
      ['Vehicle:', 'Austin-Healey 3000 Mk III (US import, LHD)'],
      ['Mileage:', miles(mi)],
    ],
    metaMode: 'lines',
    tableMode: 'prose',
    rules: 'head',
    heads: { work: 'Work carried out', parts: 'Parts supplied', text: 'Description', hours: 'hrs', qty: 'Qty', unit: 'Unit', amount: 'Net', no: 'Part no.' },
    labels: { labour: 'Labour', parts: 'Parts total', net: 'Net total', total: 'Invoice total' },
    totalsMode: 'all',
    foot: [
      'Carburettor Clinic Worcester is a trading name of T. & J. Banner Ltd, registered in England no. 07114420. Payment by BACS: sort code 30-94-57, account 01827644.',
    ],
    truth: { shopName: shop, serviceDate: done, serviceMileage: mi },
  });
}

/** A Pennsylvania chrome plater, 2011: centred head, labels over values, one list without a split, 6 % sales tax. */
export function enPlaterPennsylvania2011(rng: Random): Generated {
  const inv = dateIn(rng, 2011, 2011);
  const out = addDays(inv, -rng.int(1, 3));
  const shop = 'Keystone Show Chrome';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Keystone Show Chrome',
      tag: 'Triple Plating · Pot Metal Repair · Stainless Polishing',
      lines: ['415 Mill Street, York, PA 17403 · (717) 848-2250'],
    },
    title: 'INVOICE',
    money: { cur: '$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 55,
    work: pickWork(
      rng,
      [
        'Front bumper, strip and triple chrome',
        'Rear bumper, strip and triple chrome',
        'Grille bars, repair pot metal and chrome',
        'Hood ornament, fill pits and chrome',
        'Door handles (2), rechrome',
        'Headlight bezels (2), polish and chrome',
      ],
      4,
      2,
      12,
    ),
    parts: [],
    taxes: [{ label: 'PA sales tax 6%', rate: 6, on: 'all' }],
    customer: ['Harold Mueller', '1200 Ridge Pike', 'Conshohocken, PA 19428'],
    meta: [
      ['Invoice No.', String(rng.int(6600, 6999))],
      ['Invoice date', fd(inv, 'us')],
      ['Date out', fd(out, 'us')],
      ['Job', '1957 Cadillac Eldorado Brougham'],
    ],
    metaMode: 'rowabove',
    tableMode: 'lump',
    rules: 'head',
    heads: { work: '', parts: '', text: 'Item / Process', hours: '', qty: '', unit: '', amount: 'Price' },
    labels: { labour: '', parts: '', net: 'Subtotal', total: 'TOTAL' },
    totalsMode: 'last',
    subtotals: false,
    after: ['Parts for Pebble Beach entry — rush order. All plating guaranteed against peeling for 3 years.'],
    note: 'ck #2214',
    truth: { shopName: shop, serviceDate: out },
  });
}

/** A Californian concours preparer, 2023: right-hand head, info block, work and parts side by side, tax on parts. */
export function enConcoursCalifornia2023(rng: Random): Generated {
  const inv = dateIn(rng, 2023, 2023);
  const done = addDays(inv, -rng.int(2, 9));
  const mi = rng.int(5, 60) * 1000 + rng.int(0, 999);
  const shop = 'Carmel Valley Concours Preparation';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'right',
      name: 'Carmel Valley Concours Preparation',
      tag: 'Show preparation · Judging support · Transport coordination',
      lines: ['31 E. Carmel Valley Rd, Carmel Valley, CA 93924', '(831) 659-0218 · BAR ARD 288419'],
    },
    title: 'INVOICE',
    money: { cur: '$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 145,
    work: pickWork(
      rng,
      [
        'Paint correction and hand glaze',
        'Engine bay detail to judging standard',
        'Undercarriage detail',
        'Interior leather and carpet detail',
        'Tool roll and spare wheel presentation',
        'On-field preparation on show day',
      ],
      5,
      3,
      16,
    ),
    parts: pickParts(
      rng,
      [
        ['Concours wax', 88],
        ['Leather conditioner', 46],
        ['Whitewall cleaner', 22],
        ['Period-correct hose clamps', 6],
        ['Battery cover decal', 18],
      ],
      3,
    ),
    taxes: [{ label: 'Sales tax 9.25% (materials)', rate: 9.25, on: 'parts' }],
    customer: ['Mrs. Eleanor Whitcombe', '2 Pebble Lane', 'Pebble Beach, CA 93953'],
    meta: [
      ['Invoice', `CVC-${rng.int(2300, 2399)}`],
      ['Date', fd(inv, 'us')],
      ['Date of work', fd(done, 'us')],
      ['Vehicle', '1938 Delahaye 135M'],
      ['Odometer', `${miles(mi)} mi`],
    ],
    metaMode: 'rightblock',
    tableMode: 'twin',
    heads: { work: 'Labor', parts: 'Materials', text: '', hours: '', qty: '', unit: '', amount: '' },
    labels: { labour: 'Labor total', parts: 'Materials total', net: 'Subtotal', total: 'Balance due' },
    totalsMode: 'labelAbove',
    intro: 'Preparation for the Pebble Beach Concours d’Elegance, Class C (European Classic):',
    truth: { shopName: shop, serviceDate: done, serviceMileage: mi },
  });
}

/** A Brisbane Bentley specialist, 2008: a tax invoice, label lines left, boxed cells, ruled sections, GST 10 %. */
export function enBentleyBrisbane2008(rng: Random): Generated {
  const inv = dateIn(rng, 2008, 2008);
  const km = rng.int(60, 240) * 1000 + rng.int(0, 999);
  const shop = 'Crewe Motors Queensland Pty Ltd';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'Crewe Motors Queensland Pty Ltd',
      tag: 'Rolls-Royce & Bentley specialists',
      lines: ['77 Doggett Street, Newstead QLD 4006', 'Ph (07) 3252 8830 · ABN 61 098 227 415'],
    },
    title: 'TAX INVOICE',
    money: { cur: '$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 110,
    work: pickWork(
      rng,
      [
        'Service to schedule D',
        'Adjust brake servo and road test',
        'Replace hydraulic accumulator spheres',
        'Compliance check for UK export',
        'Steam clean underbody for AQIS inspection',
      ],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['RR363 hydraulic fluid 4 L', 96],
        ['Oil filter', 38],
        ['Accumulator sphere', 420],
        ['Spark plug', 14],
        ['Air filter element', 72],
      ],
      4,
    ),
    taxes: [{ label: 'GST 10%', rate: 10, on: 'all' }],
    customer: ['Mr Ian McCallum', '14 Chelmer Street East', 'Chelmer QLD 4068'],
    meta: [
      ['Invoice No', String(rng.int(50000, 59999))],
      ['Date', fd(inv, 'uk')],
      [
        'Rego',
        `${rng.int(100, 999)}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      ],
      ['Odometer', `${miles(km)} km`],
    ],
    metaMode: 'rowbox',
    tableMode: 'sections',
    rules: 'grid',
    heads: { work: 'Labour', parts: 'Parts', text: 'Description', hours: 'Hours', qty: 'Qty', unit: 'Unit', amount: 'Ex GST' },
    labels: { labour: 'Labour ex GST', parts: 'Parts ex GST', net: 'Subtotal ex GST', total: 'TOTAL inc GST' },
    totalsMode: 'last',
    foot: ['Direct deposit: Westpac BSB 034-001 Acc 44 8102 · Payment due 14 days'],
    truth: { shopName: shop, serviceDate: inv, serviceMileage: km },
  });
}

/** A Vancouver engine rebuilder, 2014: band head, labels over values, one table with LAB/PRT codes, GST and PST. */
export function enEngineVancouver2014(rng: Random): Generated {
  const inv = dateIn(rng, 2014, 2014);
  const done = addDays(inv, -rng.int(1, 6));
  const km = rng.int(40, 180) * 1000 + rng.int(0, 999);
  const shop = 'Fraser River Machine & Engine';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Fraser River Machine & Engine',
      tag: 'Vintage engine rebuilding',
      lines: ['8120 Fraser St', 'Vancouver BC V5X 3X5', '604-321-7740', 'GST 81722 4410 RT0001'],
    },
    title: 'Invoice',
    money: { cur: '$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 98,
    work: pickWork(
      rng,
      [
        'Strip and magnaflux block and head',
        'Line bore main bearing housings',
        'Pour and machine babbitt rods',
        'Valve seats and guides renewed',
        'Assemble and run in on stand',
      ],
      4,
      2,
      12,
    ),
    parts: pickParts(
      rng,
      [
        ['Babbitt metal, lb', 28],
        ['Valve set', 210],
        ['Valve guides set', 96],
        ['Gasket kit', 140],
        ['Timing gear fibre', 165],
      ],
      4,
    ),
    taxes: [
      { label: 'GST 5%', rate: 5, on: 'all' },
      { label: 'PST 7%', rate: 7, on: 'all' },
    ],
    customer: ['Alan Whitfield', '3660 Point Grey Rd', 'Vancouver BC V6R 1A8'],
    meta: [
      ['Invoice no.', `FR-${rng.int(1400, 1499)}`],
      ['Invoice date', fd(inv, 'iso')],
      ['Completed', fd(done, 'iso')],
      ['Odometer (km)', miles(km)],
      ['Vehicle', '1929 Packard 640'],
      ['Imported', 'from Washington, USA'],
    ],
    metaMode: 'rowabove',
    tableMode: 'combined',
    rules: 'head',
    heads: { work: '', parts: '', text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Rate', amount: 'Amount', type: ['LAB', 'PRT'] },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Subtotal', total: 'Total CAD' },
    totalsMode: 'none',
    after: ['Engine returned on pallet for transport to Kelowna. Thank you for your business.'],
    truth: { shopName: shop, serviceDate: done, serviceMileage: km },
  });
}

/** An Auckland motor trimmer, 2020: monogram head, values over captions, labour and materials side by side, GST 15 %. */
export function enTrimmerAuckland2020(rng: Random): Generated {
  const inv = dateIn(rng, 2020, 2020);
  const done = addDays(inv, -rng.int(2, 10));
  const shop = 'Kauri Classic Upholstery';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'logo',
      name: 'Kauri Classic Upholstery',
      tag: 'Motor trimming · Soft tops · Concours interiors',
      lines: ['9 Rosebank Road, Avondale, Auckland 1026', '09 828 4410 · GST 102-447-812'],
    },
    title: 'Tax Invoice',
    money: { cur: '$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 78,
    work: pickWork(
      rng,
      ['Retrim front seats in Connolly hide', 'New hood in Everflex', 'Door cards made and fitted', 'Boot lining replaced', 'Carpet set made to pattern'],
      4,
      4,
      20,
    ),
    parts: pickParts(
      rng,
      [
        ['Hide, full', 780],
        ['Everflex, per metre', 95],
        ['Horsehair padding', 60],
        ['Carpet, per metre', 110],
        ['Piping cord', 12],
      ],
      3,
    ),
    taxes: [{ label: 'GST 15%', rate: 15, on: 'all' }],
    customer: ['Mr P. Rangitaki', '22 Herne Bay Road', 'Herne Bay, Auckland 1011'],
    meta: [
      ['Invoice', `KC${rng.int(2000, 2999)}`],
      ['Date', fd(inv, 'uk')],
      ['Job finished', fd(done, 'uk')],
      ['Car', 'Jaguar Mk 2 3.8'],
    ],
    metaMode: 'rowbelow',
    tableMode: 'twin',
    heads: { work: 'Labour', parts: 'Materials', text: '', hours: '', qty: '', unit: '', amount: '' },
    labels: { labour: 'Labour total', parts: 'Materials total', net: 'Total excl. GST', total: 'Total incl. GST' },
    totalsMode: 'all',
    after: ['Car imported from the UK in 2019; NZTA entry certification to follow.'],
    truth: { shopName: shop, serviceDate: done },
  });
}

/** A Johannesburg coachbuilder, 2017: right-hand head, dotted form, rand grouped by spaces, VAT 14 %, total under its label. */
export function enCoachJohannesburg2017(rng: Random): Generated {
  const inv = dateIn(rng, 2017, 2017);
  const km = rng.int(40, 200) * 1000 + rng.int(0, 999);
  const shop = 'Highveld Coachcraft CC';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'right',
      name: 'Highveld Coachcraft CC',
      tag: 'Panel beating · Lead loading · Coachwork restoration',
      lines: ['41 Main Reef Road, Denver, Johannesburg 2094', 'Tel 011 622 4083 · VAT 4410 228 714'],
    },
    title: 'TAX INVOICE',
    money: { cur: 'R', style: 'en', pos: 'pre', space: true },
    decimal: '.',
    rate: 420,
    work: pickWork(
      rng,
      ['Strip paint to bare metal', 'Lead load rear quarter panels', 'Replace floor pans', 'Align doors and boot lid', 'Prime and block sand'],
      4,
      6,
      40,
    ),
    parts: pickParts(
      rng,
      [
        ['Floor pan, left', 2900],
        ['Floor pan, right', 2900],
        ['Lead and tinning kit', 850],
        ['Epoxy primer 4 L', 1400],
        ['Seam sealer', 180],
      ],
      3,
    ),
    taxes: [{ label: 'VAT 14%', rate: 14, on: 'all' }],
    customer: ['Mr J. van Rensburg', '18 Jan Smuts Avenue', 'Parktown 2193'],
    meta: [
      ['Invoice number', `HC ${rng.int(700, 999)}`],
      ['Date', fd(inv, 'iso')],
      ['Vehicle', 'Ford Thunderbird 1956 (import)'],
      ['Odometer', `${miles(km)} km`],
    ],
    metaMode: 'dots',
    tableMode: 'sections',
    rules: 'head',
    heads: { work: 'Labour', parts: 'Materials', text: 'Description', hours: 'Hours', qty: 'Qty', unit: 'Price', amount: 'Amount' },
    labels: { labour: 'Total labour', parts: 'Total materials', net: 'Total excl. VAT', total: 'Amount payable' },
    totalsMode: 'labelAbove',
    foot: ['Registration no. 1998/041227/23 · FNB Rosebank branch 253305 account 62114877104'],
    truth: { shopName: shop, serviceDate: inv, serviceMileage: km },
  });
}

/** A UK import preparer, 2021: band head, label lines, one table with L/P lines, the IVA test fee outside the VAT. */
export function enImportPrepUk2021(rng: Random): Generated {
  const inv = dateIn(rng, 2021, 2021);
  const done = addDays(inv, -rng.int(1, 7));
  const mi = rng.int(20, 110) * 1000 + rng.int(0, 999);
  const shop = 'Transatlantic Classics (Import) Ltd';
  return serviceBill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Transatlantic Classics (Import) Ltd',
      tag: 'Import · Conversion · Registration',
      lines: ['Unit 9, Dock Road', 'Tilbury RM18 7BX', '01375 84 20 11', 'VAT GB 301 4418 22'],
    },
    title: 'VAT INVOICE',
    money: { cur: '£', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 72,
    work: pickWork(
      rng,
      [
        'Collect from container and unload',
        'Convert lighting to UK specification',
        'Fit mph / km/h speedometer face',
        'Pre-inspection for IVA test',
        'Attend DVSA test centre',
      ],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Rear fog lamp', 42],
        ['Headlamp units, pair (RHD pattern)', 160],
        ['Speedometer face', 85],
        ['Number plate lamp', 24],
      ],
      3,
    ),
    extras: [['IVA test fee (outside scope)', 199]],
    extrasAfterTax: true,
    taxes: [{ label: 'VAT at 20%', rate: 20, on: 'all' }],
    customer: ['Mr S. Okafor', '5 Kings Avenue', 'Woodford Green IG8 0JB'],
    meta: [
      ['Invoice number', `TCI-${rng.int(2100, 2199)}`],
      ['Invoice date', fd(inv, 'uk')],
      ['Date of work', fd(done, 'uk')],
      ['Vehicle', '1966 Ford Mustang Fastback'],
      ['VIN', `6R09A${rng.int(100000, 299999)}`],
      ['Odometer', `${miles(mi)} miles`],
    ],
    metaMode: 'lines',
    tableMode: 'combined',
    rules: 'head',
    heads: { work: '', parts: '', text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Rate', amount: 'Net £', type: ['L', 'P'] },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Net', total: 'Total payable' },
    totalsMode: 'last',
    after: ['Import duty and VAT paid at the port by the customer (C88 enclosed). NOVA notification completed.'],
    truth: { shopName: shop, serviceDate: done, serviceMileage: mi },
  });
}
