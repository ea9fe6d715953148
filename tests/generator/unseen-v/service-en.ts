/** English job cards and workshop bills of Canada, Australia, New Zealand and South Africa: bikes, utes, tractors, buses, fire engines, 1971–2026. */
import { addDays, dateIn, fd } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, pickParts, pickWork } from './bill';

const n0 = (n: number) => n.toLocaleString('en-US');
const CAD = { cur: '$', style: 'en', pos: 'pre' } as const;
const AUD = { cur: '$', style: 'en', pos: 'pre' } as const;
const NZD = { cur: 'NZ$', style: 'en', pos: 'pre' } as const;
const ZAR = { cur: 'R', style: 'en', pos: 'pre', space: true } as const;
const H_EN = { work: 'Labour', parts: 'Parts', text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Unit', amount: 'Amount' };

/** A Hamilton, Ontario motorcycle dealer's job card, 1974: miles, Ontario retail sales tax on parts only, a PAID stamp. */
export function enHamiltonBikeJobCard1974(rng: Random): Generated {
  const d = dateIn(rng, 1974, 1974);
  const done = addDays(d, -rng.int(1, 3));
  const mi = rng.int(6, 40) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'Steeltown Cycle & Marine Ltd.',
      tag: 'Triumph · BSA · Norton · Evinrude',
      lines: ['1187 Barton St. E., Hamilton, Ont. · 545-2210'],
      serif: true,
    },
    title: 'JOB CARD',
    titleAt: 'right',
    money: CAD,
    decimal: '.',
    rate: 11,
    work: pickWork(
      rng,
      [
        'Top end overhaul, valves ground',
        'Adjust primary chain and clutch',
        'Set points and timing',
        'Rebuild Amal carburettors',
        'Replace fork seals',
        'Install new rear tire',
      ],
      4,
      0.5,
      4,
    ),
    parts: pickParts(
      rng,
      [
        ['Valve grind gasket set', 14.5],
        ['Fork seals (pr)', 4.25],
        ['Points set Lucas', 3.9],
        ['Dunlop K70 4.00x18', 31],
        ['Spark plugs N3', 1.1],
      ],
      4,
    ),
    taxes: [{ label: 'Ont. R.S.T. 7% (parts)', rate: 7, on: 'parts' }],
    customer: ['Mr. Gord Kowalchuk', '44 Ottawa St. N.', 'Hamilton, Ont.'],
    meta: [
      ['Job No.', String(rng.int(4400, 4999))],
      ['Date', fd(d, 'usshort')],
      ['Machine', '1969 Triumph T120R Bonneville'],
      ['Lic.', `${rng.int(10, 99)}-${'ABCDEFG'[rng.int(0, 6)]}${rng.int(100, 999)}`],
      ['Miles', n0(mi)],
      ['Finished', fd(done, 'usshort')],
    ],
    metaMode: 'right',
    body: 'jobcard',
    rules: 'none',
    heads: { ...H_EN, work: 'Work to be done', parts: 'Parts used', qty: 'Qty', unit: 'Each', amount: 'Total' },
    labels: { labour: 'Labour', parts: 'Parts', total: 'TOTAL', hoursLine: 'Shop hours' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['PAID', fd(done, 'usshort')],
    serif: true,
    truth: { shopName: 'Steeltown Cycle & Marine Ltd.', serviceDate: done, serviceMileage: mi },
  });
}

/** A Saskatchewan farm equipment dealer, 1983: a Massey-Harris tractor, hours on the meter, farm-exempt, ruled grid. */
export function enSwiftCurrentTractor1983(rng: Random): Generated {
  const d = dateIn(rng, 1983, 1983);
  return bill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Prairie Implement Co. Ltd.',
      tag: 'Massey Ferguson dealer',
      lines: ['Hwy 1 East, Swift Current, Sask. S9H 3X6', 'Phone (306) 773-4821'],
    },
    title: 'SERVICE INVOICE',
    titleAt: 'left',
    money: CAD,
    decimal: '.',
    rate: 27,
    work: pickWork(
      rng,
      [
        'Split tractor, replace clutch',
        'Reline brakes both sides',
        'Rebuild hydraulic pump',
        'Replace radiator hoses and thermostat',
        'Steam clean and paint hood',
      ],
      4,
      2,
      10,
    ),
    parts: pickParts(
      rng,
      [
        ['Clutch disc 11"', 92],
        ['Pressure plate', 148],
        ['Brake shoes (set)', 46],
        ['Hyd. pump seal kit', 38],
        ['Thermostat', 11.5],
      ],
      4,
    ),
    taxes: [],
    customer: ['Wilf & Edna Thorsteinson', 'Box 118', 'Cabri, Sask.'],
    meta: [
      ['Invoice', `S-${rng.int(20100, 20999)}`],
      ['Date', fd(d, 'uk')],
      ['Unit', 'Massey-Harris 44 Diesel'],
      ['Hour meter', n0(rng.int(2800, 9500))],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'grid',
    heads: { ...H_EN, work: 'LABOUR', parts: 'PARTS', amount: 'Amount' },
    labels: { labour: 'Total labour', parts: 'Total parts', total: 'AMOUNT DUE' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Farm use — exempt from Saskatchewan E&H tax, permit no. F-' + rng.int(10000, 99999) + '. Accounts due the 15th of the month following.'],
    truth: { shopName: 'Prairie Implement Co. Ltd.', serviceDate: d },
  });
}

/** A Langley, B.C. fire-apparatus restorer, 2008: one coded table, GST and PST on separate lines, km, ISO dates. */
export function enLangleyFireTruck2008(rng: Random): Generated {
  const d = dateIn(rng, 2008, 2008);
  const done = addDays(d, -rng.int(2, 9));
  const km = rng.int(30, 120) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Fraser Valley Apparatus Restoration',
      tag: 'Antique fire engines · Pumps · Ladders · Lettering',
      lines: ['20450 Logan Ave, Langley BC V3A 4L8 · 604-534-8826 · GST# 87421 5590'],
    },
    title: 'INVOICE',
    titleAt: 'center',
    money: CAD,
    decimal: '.',
    rate: 85,
    work: pickWork(
      rng,
      ['Rebuild Hale midship pump', 'Replace ladder rungs, varnish', 'Rewire beacon and siren', 'Overhaul air brake valves', 'Gold-leaf lettering, both doors'],
      4,
      2,
      16,
    ),
    parts: pickParts(
      rng,
      [
        ['Pump packing set', 74],
        ['Ash ladder rungs (6)', 126],
        ['Federal Q siren brushes', 58],
        ['Brake valve kit', 212],
        ['23k gold leaf book', 39],
      ],
      4,
    ),
    taxes: [
      { label: 'GST 5%', rate: 5, on: 'all' },
      { label: 'PST 7%', rate: 7, on: 'all' },
    ],
    customer: ['Township of Langley', 'Fire Department Historical Society', '22170 50 Ave, Langley BC'],
    meta: [
      ['Invoice #', `FVAR-${rng.int(800, 999)}`],
      ['Invoice date', fd(d, 'iso')],
      ['Completed', fd(done, 'iso')],
      ['Apparatus', '1951 Bickle-Seagrave pumper'],
      ['Odometer', `${n0(km)} km`],
    ],
    metaMode: 'twocol',
    body: 'coded',
    rules: 'head',
    heads: { ...H_EN, text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Rate', amount: 'Total', code: ['LAB', 'PRT'] },
    labels: { labour: 'Labour subtotal', parts: 'Parts subtotal', net: 'Subtotal', total: 'Total CAD' },
    totalsMode: 'labelAbove',
    subtotals: true,
    foot: ['Payment by cheque or e-transfer within 30 days. Thank you for preserving our fire service heritage.'],
    truth: { shopName: 'Fraser Valley Apparatus Restoration', serviceDate: done, serviceMileage: km },
  });
}

/** A Newcastle, NSW motorcycle specialist, 1996: before GST, labour and parts side by side, "3rd March 1996" dates. */
export function enNewcastleBikes1996(rng: Random): Generated {
  const d = dateIn(rng, 1996, 1996);
  const km = rng.int(20, 90) * 1000 + rng.int(0, 999);
  const [y, , dd] = d.split('-').map(Number);
  const sfx = dd % 10 === 1 && dd !== 11 ? 'st' : dd % 10 === 2 && dd !== 12 ? 'nd' : dd % 10 === 3 && dd !== 13 ? 'rd' : 'th';
  const long = `${dd}${sfx} ${fd(d, 'uklong').split(' ')[1]} ${y}`;
  return bill({
    lang: 'en',
    head: {
      style: 'right',
      name: 'Hunter Valley Classic Motorcycles',
      tag: 'BSA · Velocette · Vincent specialists',
      lines: ['12 Hannell St, Wickham NSW 2293', 'Ph (049) 61 2077'],
    },
    title: 'Invoice',
    titleAt: 'left',
    money: AUD,
    decimal: '.',
    rate: 38,
    work: pickWork(
      rng,
      [
        'Rebuilt gearbox, new layshaft bearings',
        'Re-spoked rear wheel',
        'Magneto re-magnetised and timed',
        'Relined brakes front and rear',
        'Tuned and road tested',
      ],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Layshaft bearing', 28],
        ['Stainless spokes set', 96],
        ['Brake linings (pr)', 42],
        ['Gearbox gasket set', 18],
        ['Castrol R40, 1 L', 16],
      ],
      4,
    ),
    taxes: [],
    customer: ['Mr Barry Mulholland', '7 Scenic Dr', 'Merewether NSW 2291'],
    meta: [
      ['Date', long],
      ['Invoice no.', String(rng.int(2100, 2999))],
      ['Bike', '1952 Vincent Comet'],
      ['Odometer', `${n0(km)} km`],
    ],
    metaMode: 'right',
    body: 'side',
    rules: 'none',
    heads: { ...H_EN, work: 'Labour', parts: 'Parts & materials' },
    labels: { labour: 'Labour total', parts: 'Parts total', total: 'Total payable' },
    totalsMode: 'all',
    subtotals: true,
    note: 'Ride gently first 500 km — B.',
    after: ['All prices include sales tax where applicable. Cheques payable to Hunter Valley Classic Motorcycles.'],
    truth: { shopName: 'Hunter Valley Classic Motorcycles', serviceDate: d, serviceMileage: km },
  });
}

/** A Toowoomba Land Rover workshop, 2012: a Tax Invoice with part numbers, split tables, GST 10 %, boxed cells. */
export function enToowoombaLandRover2012(rng: Random): Generated {
  const d = dateIn(rng, 2012, 2012);
  const km = rng.int(150, 420) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'logo',
      name: 'Darling Downs Rover Works',
      tag: 'Series Land Rover restoration & servicing',
      lines: ['ABN 41 602 118 774', '88 Anzac Ave, Toowoomba QLD 4350 · (07) 4633 1908'],
    },
    title: 'TAX INVOICE',
    titleAt: 'right',
    money: AUD,
    decimal: '.',
    rate: 96,
    work: pickWork(
      rng,
      [
        'Replace chassis outriggers (weld in)',
        'Overhaul swivel housings',
        'Replace leaf springs all round',
        'Service and adjust brakes',
        'Replace wiring loom',
      ],
      4,
      1,
      9,
    ),
    parts: rng.some(
      [
        { text: 'Outrigger RH galv', qty: 1, unit: 148, no: '395956' },
        { text: 'Swivel ball kit', qty: 2, unit: 186, no: 'STC2977' },
        { text: 'Leaf spring rear', qty: 2, unit: 164, no: '264596' },
        { text: 'Brake shoe set', qty: 2, unit: 58, no: 'GBS834' },
        { text: 'Wiring loom Series IIA', qty: 1, unit: 395, no: '539712' },
      ],
      4,
    ),
    taxes: [{ label: 'GST 10%', rate: 10, on: 'all' }],
    customer: ['Janine & Mick O’Rourke', '231 Ruthven St', 'Toowoomba QLD 4350'],
    meta: [
      ['Invoice No', `INV-${rng.int(4000, 4999)}`],
      ['Date', fd(d, 'uk')],
      ['Vehicle', 'Land Rover Series IIA 88'],
      ['Rego', `${rng.int(100, 999)}-${'QRST'[rng.int(0, 3)]}${'ABCX'[rng.int(0, 3)]}${'KLMN'[rng.int(0, 3)]}`],
      ['Odometer', n0(km)],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'head',
    heads: { ...H_EN, work: 'Labour', parts: 'Parts', no: 'Part no.', amount: 'Ex GST' },
    labels: { labour: 'Labour ex GST', parts: 'Parts ex GST', net: 'Subtotal ex GST', total: 'Total inc GST' },
    totalsMode: 'last',
    subtotals: true,
    foot: ['Direct deposit: BSB 064-460 Acc 1023 4471 · Payment due 14 days from invoice date'],
    truth: { shopName: 'Darling Downs Rover Works', serviceDate: d, serviceMileage: km },
  });
}

/** A Melbourne Holden panel-van restorer, 2019: lump list without a split, labels below values, shop supplies line. */
export function enMelbournePanelVan2019(rng: Random): Generated {
  const d = dateIn(rng, 2019, 2019);
  const done = addDays(d, -rng.int(1, 7));
  const km = rng.int(80, 300) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'split',
      name: 'FJ & EK Panel Shop',
      tag: 'Early Holden commercials',
      lines: ['Unit 4, 17 Cheltenham Rd', 'Dandenong VIC 3175', '(03) 9791 4420', 'ABN 77 143 902 551'],
    },
    title: 'Tax Invoice',
    titleAt: 'left',
    money: AUD,
    decimal: '.',
    rate: 105,
    work: pickWork(
      rng,
      [
        'Rear quarter panel repair incl. steel',
        'Door skins replaced incl. skins',
        'Floor pan section fabricated',
        'Paint prep and two-pack primer',
        'Refit chrome and badges',
      ],
      4,
      2,
      12,
    ),
    parts: [],
    extras: [['Shop consumables', 45]],
    taxes: [{ label: 'GST', rate: 10, on: 'all' }],
    customer: ['Trev Pappas', '19 Clow St', 'Dandenong VIC 3175'],
    meta: [
      ['Invoice', `${rng.int(19000, 19999)}`],
      ['Invoice date', fd(d, 'uk')],
      ['Job completed', fd(done, 'uk')],
      ['Vehicle', '1958 Holden FC panel van'],
      ['Km', n0(km)],
    ],
    metaMode: 'below',
    body: 'lump',
    rules: 'dotted',
    heads: { ...H_EN, text: 'Work carried out', amount: 'Amount' },
    labels: { labour: '', parts: '', net: 'Subtotal', total: 'TOTAL (inc GST)' },
    totalsMode: 'last',
    subtotals: false,
    truth: { shopName: 'FJ & EK Panel Shop', serviceDate: done, serviceMileage: km },
  });
}

/** A Hawke's Bay tractor shop, 1991: a Ferguson TE20, hours only, GST 12.5 %, numbered job card. */
export function enHastingsFergie1991(rng: Random): Generated {
  const d = dateIn(rng, 1991, 1991);
  return bill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Heretaunga Tractor Services',
      tag: 'Ferguson · Fordson · David Brown',
      lines: ['402 Karamu Road North, Hastings · Phone (06) 878 5531 · GST No. 51-229-604'],
      serif: true,
    },
    title: 'Job Sheet / Tax Invoice',
    titleAt: 'left',
    money: NZD,
    decimal: '.',
    rate: 38,
    work: pickWork(
      rng,
      ['Overhaul hydraulic lift pump', 'Replace sleeves and pistons', 'New PTO seal', 'Reseal rear axle hubs', 'Replace steering box bushes'],
      4,
      1,
      8,
    ),
    parts: pickParts(
      rng,
      [
        ['Sleeve & piston set', 310],
        ['Hydraulic pump kit', 168],
        ['PTO seal', 14],
        ['Hub seal', 9.5],
        ['Steering bushes (pr)', 36],
      ],
      4,
    ),
    taxes: [{ label: 'GST 12.5%', rate: 12.5, on: 'all' }],
    customer: ['K. & R. Tuhiwai', 'Matapiro Road', 'R.D. 9, Hastings'],
    meta: [
      ['Job No', String(rng.int(7100, 7999))],
      ['Date', fd(d, 'ukdot')],
      ['Tractor', 'Ferguson TE20 (petrol/kero)'],
      ['Hours', String(rng.int(1200, 7800))],
    ],
    metaMode: 'lines',
    body: 'jobcard',
    rules: 'head',
    heads: { ...H_EN, work: 'Work done', parts: 'Parts supplied', qty: 'Qty', unit: 'Price', amount: 'Total' },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Subtotal', total: 'Total incl. GST', hoursLine: 'Hours' },
    totalsMode: 'all',
    subtotals: true,
    serif: true,
    truth: { shopName: 'Heretaunga Tractor Services', serviceDate: d },
  });
}

/** A Christchurch Bedford bus restorer, 2022: coded L/P lines, facts above values, GST 15 %, NZ date with dashes of words. */
export function enChristchurchBedford2022(rng: Random): Generated {
  const d = dateIn(rng, 2022, 2022);
  const done = addDays(d, -rng.int(1, 8));
  const km = rng.int(200, 600) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Canterbury Heritage Coachworks Ltd',
      tag: 'Vintage bus & coach',
      lines: ['31 Wigram Rd', 'Christchurch 8042', '03 348 2260', 'GST 112-604-889'],
    },
    title: 'TAX INVOICE',
    titleAt: 'left',
    money: { cur: 'NZD', style: 'en', pos: 'post' },
    decimal: '.',
    rate: 110,
    work: pickWork(
      rng,
      ['Replace kingpins and bushes', 'Reupholster 12 seats', 'Rebuild vacuum brake servo', 'Reseal windscreen', 'Repaint destination board'],
      4,
      2,
      14,
    ),
    parts: pickParts(
      rng,
      [
        ['Kingpin set', 286],
        ['Moquette, metre', 64],
        ['Servo rebuild kit', 198],
        ['Windscreen rubber', 122],
        ['Signwriting enamel', 38],
      ],
      4,
    ),
    taxes: [{ label: 'GST 15%', rate: 15, on: 'all' }],
    customer: ['Tramway Historical Society', 'Ferrymead Heritage Park', 'Christchurch'],
    meta: [
      ['Invoice', `CHC${rng.int(2200, 2299)}`],
      ['Date', fd(d, 'ukshort')],
      ['Work completed', fd(done, 'ukshort')],
      ['Vehicle', '1962 Bedford SB3 Duple'],
      ['Plate', `${'ABCDE'[rng.int(0, 4)]}${'KLMN'[rng.int(0, 3)]}${rng.int(1000, 9999)}`],
      ['Odometer', `${n0(km)} km`],
    ],
    metaMode: 'above',
    body: 'coded',
    rules: 'dotted',
    heads: { ...H_EN, text: 'Details', hours: 'Hrs', qty: 'Qty', unit: 'Rate', amount: 'Excl GST', code: ['L', 'P'] },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Total excl GST', total: 'Total incl GST' },
    totalsMode: 'last',
    subtotals: true,
    truth: { shopName: 'Canterbury Heritage Coachworks Ltd', serviceDate: done, serviceMileage: km },
  });
}

/** A Johannesburg scooter shop, 1988: rand with spaces, one list, GST 12 %, no split, a paid stamp. */
export function enJohannesburgScooter1988(rng: Random): Generated {
  const d = dateIn(rng, 1988, 1988);
  const km = rng.int(8, 45) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'Vespa House Braamfontein',
      tag: 'Scooters · Lambretta spares · Repairs',
      lines: ['62 De Korte Street, Braamfontein 2001 · Tel. (011) 339-4417'],
    },
    title: 'INVOICE',
    titleAt: 'right',
    money: ZAR,
    decimal: '.',
    rate: 24,
    work: pickWork(
      rng,
      [
        'Decoke engine incl. gaskets',
        'Replace clutch plates incl. plates',
        'Rewire headset incl. switch',
        'Replace cables (4) incl. cables',
        'Service and tune',
      ],
      4,
      1,
      4,
    ),
    parts: [],
    taxes: [{ label: 'G.S.T. 12%', rate: 12, on: 'all' }],
    customer: ['Mr. S. Naidoo', '14 Jan Smuts Ave', 'Parktown'],
    meta: [
      ['No.', String(rng.int(1000, 1999))],
      ['Date', fd(d, 'uk')],
      ['Scooter', 'Vespa Rally 200'],
      ['Km reading', n0(km)],
    ],
    metaMode: 'lines',
    body: 'lump',
    rules: 'grid',
    heads: { ...H_EN, text: 'Particulars', amount: 'R' },
    labels: { labour: '', parts: '', net: 'Sub-total', total: 'TOTAL' },
    totalsMode: 'none',
    subtotals: false,
    stampLines: ['PAID — CASH', fd(d, 'uk')],
    truth: { shopName: 'Vespa House Braamfontein', serviceDate: d, serviceMileage: km },
  });
}

/** A Cape Town 4x4 workshop, 2020: a Land Rover Series III, VAT 15 %, rand with space groups, labels left in two columns. */
export function enCapeTownSeriesIII2020(rng: Random): Generated {
  const d = dateIn(rng, 2020, 2020);
  const done = addDays(d, -rng.int(1, 4));
  const km = rng.int(180, 460) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'split',
      name: 'Table Bay Overland (Pty) Ltd',
      tag: 'Land Rover heritage workshop',
      lines: ['Unit 9, Paarden Eiland Rd', 'Cape Town 7405', '021 511 3090', 'VAT No. 4410 2291 58'],
    },
    title: 'TAX INVOICE',
    titleAt: 'center',
    money: ZAR,
    decimal: '.',
    rate: 650,
    work: pickWork(
      rng,
      ['Replace bulkhead footwells', 'Overhaul Salisbury diff', 'Fit parabolic springs', 'Replace radiator and hoses', 'Service: oils, filters, plugs'],
      4,
      1,
      8,
    ),
    parts: pickParts(
      rng,
      [
        ['Footwell panel LH', 1890],
        ['Diff overhaul kit', 3420],
        ['Parabolic spring set', 7650],
        ['Radiator core', 4280],
        ['Service kit', 980],
      ],
      4,
    ),
    taxes: [{ label: 'VAT @ 15%', rate: 15, on: 'all' }],
    customer: ['Mr. Pieter de Villiers', '3 Kloof Nek Rd', 'Tamboerskloof, Cape Town'],
    meta: [
      ['Invoice no.', `TBO${rng.int(10400, 10999)}`],
      ['Date', fd(d, 'iso')],
      ['Date of work', fd(done, 'iso')],
      ['Vehicle', 'Land Rover Series III 109 SW'],
      ['Reg.', `CA ${rng.int(100, 999)}-${rng.int(100, 999)}`],
      ['Odo (km)', n0(km)],
    ],
    metaMode: 'twocol',
    body: 'split',
    rules: 'dotted',
    heads: { ...H_EN, work: 'Labour', parts: 'Parts', amount: 'Excl. VAT' },
    labels: { labour: 'Labour total', parts: 'Parts total', net: 'Total excl. VAT', total: 'Total incl. VAT' },
    totalsMode: 'labelAbove',
    subtotals: true,
    foot: ['Banking: FNB Cape Town, branch 201409, acc 62 7711 04519 · E&OE'],
    truth: { shopName: 'Table Bay Overland (Pty) Ltd', serviceDate: done, serviceMileage: km },
  });
}

/** A Calgary Unimog importer, 2026: GST only, a coded table with hours, facts in boxes, Work completed. */
export function enCalgaryUnimog2026(rng: Random): Generated {
  const d = `2026-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(10, 28)).padStart(2, '0')}`;
  const done = addDays(d, -rng.int(2, 6));
  const km = rng.int(20, 90) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'right',
      name: 'Foothills Expedition Trucks Inc.',
      tag: 'Unimog · Pinzgauer · Haflinger',
      lines: ['Bay 6, 4020 61 Ave SE, Calgary AB T2C 1Z3', '403-236-5580 · GST 79125 4406 RT0001'],
    },
    title: 'Invoice',
    titleAt: 'left',
    money: { cur: 'CAD', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 145,
    work: pickWork(
      rng,
      [
        'Portal hub reseal, all four',
        'Replace tie rod ends',
        'Block heater install (Canadian winter)',
        'Convert lighting to DOT spec',
        'Out-of-province inspection',
      ],
      4,
      1,
      7,
    ),
    parts: pickParts(
      rng,
      [
        ['Portal seal kit', 265],
        ['Tie rod end', 118],
        ['Block heater 1000 W', 189],
        ['DOT headlamp pair', 142],
        ['Gear oil 80W-90, L', 12],
      ],
      4,
    ),
    taxes: [{ label: 'GST 5%', rate: 5, on: 'all' }],
    customer: ['Rylan Beaudry', '155 Cranston Way SE', 'Calgary AB'],
    meta: [
      ['Invoice no.', `FET-26-${rng.int(100, 499)}`],
      ['Invoice date', fd(d, 'uslong')],
      ['Work completed', fd(done, 'uslong')],
      ['Unit', '1974 Unimog 416'],
      ['Odometer', `${n0(km)} km`],
      ['VIN', `416${rng.int(100000, 999999)}`],
    ],
    metaMode: 'box',
    body: 'coded',
    rules: 'grid',
    heads: { ...H_EN, text: 'Line item', hours: 'Hrs', qty: 'Qty', unit: 'Rate', amount: 'Amount', code: ['LAB', 'PTS'] },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Subtotal', total: 'Balance due' },
    totalsMode: 'last',
    subtotals: true,
    truth: { shopName: 'Foothills Expedition Trucks Inc.', serviceDate: done, serviceMileage: km },
  });
}
