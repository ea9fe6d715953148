/**
 * English restoration trades' bills from Scotland, Wales, Northern England, the US West Coast and New England, and a
 * Japanese exporter's workshop, 1971–2024: panel beaters, trimmers, machine shops, paint shops, wheel builders,
 * instrument restorers, staged restorations and estimates that became invoices.
 */
import { addDays, dateIn, fd, r2, sum, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { money } from '../unseen-s/kit';
import { bill, pickParts, pickWork, type BillSpec } from '../unseen-v/bill';

const n0 = (n: number) => n.toLocaleString('en-GB');
const GBP = { cur: '£', style: 'en', pos: 'pre' } as const;
const USD = { cur: '$', style: 'en', pos: 'pre' } as const;
const H_EN = { work: 'Labour', parts: 'Parts', text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Unit', amount: 'Amount' };
const L = 'ABCDEFGHJKLMNPRSTVWXY';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');
const ord = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/** An Edinburgh panel beater, 1979: ruled grid, split tables, boxed facts, VAT at the year's rate on the whole. */
export function enPanelBeatersEdinburgh1979(rng: Random): Generated {
  const inv = dateIn(rng, 1979, 1979);
  const miles = rng.int(30, 110) * 1000 + rng.int(0, 999);
  const vat = vatUK(1979);
  return bill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'J. & R. Crombie (Coachworks) Ltd',
      tag: 'Panel beaters · Coachbuilders · Sprayers',
      lines: ['41 Gorgie Road', 'Edinburgh EH11 2LA', 'Tel. 031-337 4410'],
    },
    title: 'INVOICE',
    titleAt: 'right',
    money: GBP,
    decimal: '.',
    rate: 6.5,
    work: pickWork(
      rng,
      [
        'Cut out and let in new sills both sides',
        'Repair N/S front wing, lead load',
        'Fabricate and fit O/S rear wheel arch',
        'Rehang doors and adjust gaps',
        'Prime and spray repaired areas',
        'Refit brightwork and seals',
      ],
      4,
      3,
      14,
    ),
    parts: pickParts(
      rng,
      [
        ['Sill section, pair', 38],
        ['Wheel arch repair panel', 14.5],
        ['Body solder, lb', 3.2],
        ['Door seal, set', 11.8],
        ['Cellulose paint, gal', 18],
      ],
      4,
    ),
    taxes: [{ label: `VAT @ ${vat}%`, rate: vat, on: 'all' }],
    customer: ['Mr A. M. Lumsden', '14 Comely Bank Row', 'Edinburgh EH4 1DR'],
    meta: [
      ['Invoice No.', String(rng.int(5100, 5999))],
      ['Date', fd(inv, 'uk')],
      ['Vehicle', 'Jaguar XK 120 FHC'],
      ['Reg. No.', `${letters(rng, 3)} ${rng.int(10, 999)}`],
      ['Mileage', n0(miles)],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'grid',
    heads: { ...H_EN, work: 'Labour', parts: 'Materials', amount: '£' },
    labels: { labour: 'Labour', parts: 'Materials', net: 'Goods & services', total: 'Total due' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Terms strictly nett monthly. E. & O. E.'],
    foot: ['Registered in Scotland No. 31884 · VAT Reg. No. 270 4418 62'],
    truth: { shopName: 'J. & R. Crombie (Coachworks) Ltd', serviceDate: inv, serviceMileage: miles },
  });
}

/** A Cardiff motor trimmer, 1986: hoods and hides, labour and materials side by side, 15 % VAT, a pencilled note. */
export function enTrimmersCardiff1986(rng: Random): Generated {
  const inv = dateIn(rng, 1986, 1986);
  return bill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'Glyn Prosser Motor Trimmers',
      tag: 'Hoods · Tonneaux · Leather interiors',
      lines: ['Unit 7, Tyndall Street Ind. Est., Cardiff CF1 5BW · Tel. (0222) 48 20 61'],
    },
    title: 'Invoice',
    titleAt: 'right',
    money: GBP,
    decimal: '.',
    rate: 14,
    work: pickWork(
      rng,
      [
        'Retrim front seats in Connolly hide',
        'Make and fit new mohair hood',
        'Make and fit tonneau cover',
        'Retrim door cards and kick panels',
        'Fit new carpet set, bound edges',
      ],
      4,
      4,
      16,
    ),
    parts: pickParts(
      rng,
      [
        ['Connolly hide', 185],
        ['Mohair hood material', 96],
        ['Carpet, Wilton, yd', 22],
        ['Hood frame bushes', 8.5],
        ['Press studs & fixings', 6.4],
      ],
      4,
    ),
    taxes: [{ label: 'VAT 15%', rate: 15, on: 'all' }],
    customer: ['Mr D. Rhys Pugh', 'Tŷ Gwyn, Heol-y-Felin', 'Rhiwbina, Cardiff'],
    meta: [
      ['Date', `${ord(Number(inv.slice(8)))} ${fd(inv, 'uklong').split(' ')[1]} ${inv.slice(0, 4)}`],
      ['Invoice', `GP/${rng.int(200, 699)}`],
      ['Car', 'MG TD Midget 1952'],
      ['Reg.', `${letters(rng, 3)} ${rng.int(100, 999)}`],
    ],
    metaMode: 'right',
    body: 'side',
    rules: 'none',
    heads: { ...H_EN, work: 'Labour', parts: 'Materials' },
    labels: { labour: 'Labour', parts: 'Materials', net: 'Sub-total', total: 'TOTAL' },
    totalsMode: 'all',
    subtotals: true,
    note: 'Diolch — collected Sat. G.P.',
    truth: { shopName: 'Glyn Prosser Motor Trimmers', serviceDate: inv },
  });
}

/** A Leeds engine machine shop, 1993: one coded M/P table, labels above values, 17.5 % VAT, block number. */
export function enMachineShopLeeds1993(rng: Random): Generated {
  const inv = dateIn(rng, 1993, 1993);
  return bill({
    lang: 'en',
    head: {
      style: 'logo',
      name: 'Aire Valley Engineering',
      tag: 'Engine reconditioning · Crankshaft grinding · Line boring',
      lines: ['Canal Wharf, Kirkstall Road, Leeds LS4 2QB', 'Tel. 0532 79 31 08 · VAT No. 401 2280 13'],
    },
    title: 'Invoice',
    titleAt: 'left',
    money: GBP,
    decimal: '.',
    rate: 24,
    work: pickWork(
      rng,
      [
        'Rebore block +0.030 in., hone',
        'Regrind crankshaft -0.010 in.',
        'Skim cylinder head, unleaded valve seats',
        'Balance crank, flywheel and clutch',
        'Assemble short engine',
        'Crack test head',
      ],
      4,
      2,
      8,
    ),
    parts: pickParts(
      rng,
      [
        ['Piston set +030', 168],
        ['Main & big-end shells', 64],
        ['Hardened exhaust seats (4)', 72],
        ['Full gasket set', 48],
        ['Timing chain kit', 56],
      ],
      4,
    ),
    taxes: [{ label: 'VAT @ 17.5%', rate: 17.5, on: 'all' }],
    customer: ['Pennine Classic Restorations', 'Old Mill Yard', 'Hebden Bridge HX7 8AD'],
    meta: [
      ['Invoice no.', `AVE ${rng.int(7000, 7999)}`],
      ['Tax point', fd(inv, 'ukshort')],
      ['Engine', 'Austin-Healey 100/6 BN4'],
      ['Block no.', `26D-RU-H${rng.int(10000, 99999)}`],
    ],
    metaMode: 'above',
    body: 'coded',
    rules: 'head',
    heads: { ...H_EN, text: 'Machining / Parts', hours: 'Hrs', qty: 'Qty', unit: 'Rate', amount: '£', code: ['M', 'P'] },
    labels: { labour: 'Machining (M)', parts: 'Parts (P)', net: 'Net', total: 'Invoice total' },
    totalsMode: 'last',
    subtotals: true,
    foot: ['Payment within 30 days. Goods remain our property until paid in full.'],
    truth: { shopName: 'Aire Valley Engineering', serviceDate: inv },
  });
}

/** A Newcastle paint shop, 2003: the work as numbered steps, the hours line, parts with quantities, VAT 17.5 %. */
export function enPaintShopNewcastle2003(rng: Random): Generated {
  const inv = dateIn(rng, 2003, 2003);
  const done = addDays(inv, -rng.int(1, 5));
  const miles = rng.int(20, 90) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'right',
      name: 'Tyneside Classic Refinishers',
      tag: 'Bare-metal respray specialists',
      lines: ['Hadrian Road Trading Est., Wallsend NE28 6HH', '0191 262 9147'],
    },
    title: 'Job Sheet / Invoice',
    titleAt: 'left',
    money: GBP,
    decimal: '.',
    rate: 28,
    work: pickWork(
      rng,
      [
        'Strip to bare metal (chemical dip)',
        'Epoxy prime and block sand',
        'Repair minor dents bonnet and boot lid',
        'Apply colour, Old English White',
        'Clear coat, flat and polish',
        'Reassemble trim and lamps',
      ],
      5,
      4,
      24,
    ),
    parts: pickParts(
      rng,
      [
        ['Epoxy primer 4 L', 78],
        ['Base colour 2.5 L', 112],
        ['Lacquer 5 L', 96],
        ['Abrasives', 42],
        ['Masking materials', 18],
      ],
      5,
    ),
    taxes: [{ label: 'VAT 17.5%', rate: 17.5, on: 'all' }],
    customer: ['Mr & Mrs K. Robson', '3 Front Street', 'Tynemouth NE30 4DX'],
    meta: [
      ['Job no.', String(rng.int(30000, 39999))],
      ['Invoice date', fd(inv, 'uk')],
      ['Vehicle', 'Triumph TR4A'],
      ['Reg', `${letters(rng, 3)} ${rng.int(100, 999)}D`],
      ['Mileage in', n0(miles)],
      ['Completed', fd(done, 'uk')],
    ],
    metaMode: 'twocol',
    body: 'jobcard',
    rules: 'head',
    heads: { ...H_EN, work: 'Work carried out', parts: 'Materials used', qty: 'Qty', unit: 'Each', amount: 'Total' },
    labels: { labour: 'Labour', parts: 'Materials', net: 'Net', total: 'Total inc. VAT', hoursLine: 'Total hours' },
    totalsMode: 'labelAbove',
    subtotals: true,
    truth: { shopName: 'Tyneside Classic Refinishers', serviceDate: done, serviceMileage: miles },
  });
}

/** An Oakland wheel builder, 1976: sales tax on parts only, month/day dates, a lump-free dotted table, PAID stamp. */
export function enWheelBuilderOakland1976(rng: Random): Generated {
  const inv = dateIn(rng, 1976, 1976);
  return bill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Bay Spoke & Wheel Co.',
      tag: 'Wire wheels trued · Rebuilt · Chromed',
      lines: ['2217 San Pablo Ave., Oakland, Calif. 94612 · (415) 832-4406'],
      serif: true,
    },
    title: 'INVOICE',
    titleAt: 'center',
    money: USD,
    decimal: '.',
    rate: 16,
    work: pickWork(rng, ['Relace and true 4 wire wheels', 'Rechrome rims (sublet)', 'Mount and balance tires', 'Replace splined hubs'], 3, 2, 10),
    parts: pickParts(
      rng,
      [
        ['Stainless spokes, set of 72', 58],
        ['Rim 15 x 4.5, 72-spoke', 84],
        ['Tube 5.60-15', 7.5],
        ['Knock-off spinner', 36],
      ],
      3,
    ),
    taxes: [{ label: 'Calif. sales tax 6% (parts)', rate: 6, on: 'parts' }],
    customer: ['Mr. Walter Kinoshita', '84 Vicente Rd.', 'Berkeley, CA 94705'],
    meta: [
      ['Invoice', String(rng.int(1200, 1999))],
      ['Date', fd(inv, 'usshort')],
      ['Car', "'57 Austin-Healey 100-6"],
    ],
    metaMode: 'lines',
    body: 'split',
    rules: 'dotted',
    heads: { ...H_EN, work: 'Labor', parts: 'Parts', amount: 'Amount' },
    labels: { labour: 'Labor', parts: 'Parts', total: 'Total' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['PAID', fd(addDays(inv, 3), 'usshort')],
    truth: { shopName: 'Bay Spoke & Wheel Co.', serviceDate: inv },
  });
}

/** A Seattle instrument restorer, 1999: gauges and a clock, Washington sales tax on everything, labels below values. */
export function enGaugeRestorerSeattle1999(rng: Random): Generated {
  const inv = dateIn(rng, 1999, 1999);
  return bill({
    lang: 'en',
    head: {
      style: 'split',
      name: 'Puget Sound Instrument Works',
      tag: 'Speedometers · Clocks · Gauges · Since 1971',
      lines: ['4410 Leary Way NW', 'Seattle, WA 98107', '(206) 784-0231'],
    },
    title: 'Repair Invoice',
    titleAt: 'left',
    money: USD,
    decimal: '.',
    rate: 55,
    work: pickWork(
      rng,
      [
        'Rebuild speedometer, recalibrate to 3.55 axle',
        'Convert clock to quartz movement',
        'Reface fuel and temp gauges',
        'Rebuild odometer, set to customer mileage',
        'Re-chrome bezels (sublet)',
      ],
      4,
      1,
      4,
    ),
    parts: pickParts(
      rng,
      [
        ['Quartz movement', 48],
        ['Gauge faces, screen printed', 65],
        ['Glass lens', 14],
        ['Odometer gear set', 22],
      ],
      3,
    ),
    taxes: [{ label: 'Sales tax 8.6%', rate: 8.6, on: 'all' }],
    customer: ['Dennis Aalto', '1907 N 41st St', 'Seattle WA 98103'],
    meta: [
      ['Invoice #', `PSI-${rng.int(9000, 9999)}`],
      ['Date', fd(inv, 'us')],
      ['Vehicle', '1956 Ford Thunderbird'],
      ['Ticket', String(rng.int(400, 899))],
    ],
    metaMode: 'below',
    body: 'split',
    rules: 'head',
    heads: { ...H_EN, work: 'Labor', parts: 'Parts' },
    labels: { labour: 'Labor subtotal', parts: 'Parts subtotal', net: 'Subtotal', total: 'Amount due' },
    totalsMode: 'last',
    subtotals: true,
    note: 'Odo set to 61,240 per owner',
    truth: { shopName: 'Puget Sound Instrument Works', serviceDate: inv },
  });
}

/** A Vermont restoration shop's final bill, 2008: staged work, the deposit and progress payments after the total. */
export function enFinalBillVermont2008(rng: Random): Generated {
  const inv = dateIn(rng, 2008, 2008);
  const opened = addDays(inv, -rng.int(400, 600));
  const rate = 65;
  const spec: BillSpec = {
    lang: 'en',
    head: {
      style: 'logo',
      name: 'Green Mountain Coachworks',
      tag: 'Frame-off restoration of American & British cars',
      lines: ['1180 Route 7 South, Middlebury, VT 05753', '(802) 388-6120 · greenmountaincoachworks.com'],
    },
    title: 'Final Invoice',
    titleAt: 'right',
    money: USD,
    decimal: '.',
    rate,
    work: pickWork(
      rng,
      [
        'Disassembly, media blast body and frame',
        'Metal work: floors, rockers, quarters',
        'Paint: prime, block, color, clear',
        'Rebuild suspension and brakes',
        'Wiring, gauges and lighting',
        'Final assembly and road test',
      ],
      5,
      40,
      160,
    ),
    parts: pickParts(
      rng,
      [
        ['Floor pans & rockers', 890],
        ['Paint & materials', 2650],
        ['Suspension rebuild kit', 740],
        ['Wiring harness', 520],
        ['Weatherstrip kit', 460],
        ['Chrome plating (sublet)', 1980],
      ],
      5,
    ),
    taxes: [{ label: 'VT sales tax 6% on parts', rate: 6, on: 'parts' }],
    customer: ['Mr. Peter Lindqvist', '22 Maple Street', 'Shelburne, VT 05482'],
    meta: [
      ['Invoice', `GMC-${rng.int(200, 499)}`],
      ['Date', fd(inv, 'uslong')],
      ['Vehicle', '1965 Ford Mustang Convertible'],
      ['Project opened', fd(opened, 'us')],
    ],
    metaMode: 'right',
    body: 'split',
    rules: 'head',
    heads: { ...H_EN, work: 'Labor (hours per stage)', parts: 'Parts & sublet' },
    labels: { labour: 'Total labor', parts: 'Total parts', total: 'Project total' },
    totalsMode: 'last',
    subtotals: true,
    truth: { shopName: 'Green Mountain Coachworks', serviceDate: inv },
  };
  const labour = sum(spec.work.map((w) => r2(w.hours * rate)));
  const parts = sum(spec.parts.map((x) => r2(x.qty * x.unit)));
  const total = r2(r2(labour + parts) + r2((parts * 6) / 100));
  const dep = 5000;
  const pays = [rng.int(6, 9) * 1000, rng.int(5, 8) * 1000];
  spec.after = [
    `Less deposit received ${fd(opened, 'usshort')}: ${money(dep, USD)}`,
    `Less progress payment #1 (stage 2): ${money(pays[0], USD)}     Less progress payment #2 (stage 4): ${money(pays[1], USD)}`,
    `BALANCE DUE ON DELIVERY: ${money(r2(total - dep - pays[0] - pays[1]), USD)}`,
  ];
  return bill(spec);
}

/** A Connecticut shop's invoice from its estimate, 2014: the estimate's figure in the intro, one lump list. */
export function enEstimateInvoiceConnecticut2014(rng: Random): Generated {
  const inv = dateIn(rng, 2014, 2014);
  const miles = rng.int(30, 90) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'Housatonic Vintage Motors',
      tag: 'Service · Restoration · Appraisal',
      lines: ['310 Kent Road, New Milford, CT 06776 · 860-355-0914'],
    },
    title: 'INVOICE',
    titleAt: 'right',
    money: USD,
    decimal: '.',
    rate: 95,
    work: pickWork(
      rng,
      [
        'Rebuild SU carburetors and synchronize',
        'Replace clutch master and slave cylinders',
        'Rebuild front brake calipers',
        'Replace exhaust system',
        'Tune-up and road test',
      ],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['SU rebuild kits (2)', 148],
        ['Clutch master cylinder', 126],
        ['Caliper rebuild kit', 58],
        ['Stainless exhaust', 640],
        ['Points, condenser, plugs', 42],
      ],
      4,
    ),
    taxes: [{ label: 'CT sales tax 6.35%', rate: 6.35, on: 'all' }],
    customer: ['Ms. Caroline Whitcomb', '9 Old Town Road', 'Washington Depot, CT 06794'],
    meta: [
      ['Invoice #', String(rng.int(14000, 14999))],
      ['Date', fd(inv, 'us')],
      ['Vehicle', '1967 Jaguar E-Type Series 1'],
      ['Odometer', n0(miles)],
    ],
    metaMode: 'lines',
    body: 'lump',
    rules: 'head',
    intro: `Per Estimate #E-${rng.int(800, 999)} dated ${fd(addDays(inv, -rng.int(20, 60)), 'us')} ($${n0(rng.int(24, 38) * 100)}.00 approved by phone). Additional work authorized by customer.`,
    heads: { ...H_EN, text: 'Work and parts' },
    labels: { labour: 'Labor', parts: 'Parts', net: 'Subtotal', total: 'Total' },
    totalsMode: 'last',
    subtotals: false,
    truth: { shopName: 'Housatonic Vintage Motors', serviceDate: inv, serviceMileage: miles },
  });
}

/** A Massachusetts pre-war specialist, 2019: boxed facts, part numbers, MA sales tax on parts, band total. */
export function enPrewarMassachusetts2019(rng: Random): Generated {
  const inv = dateIn(rng, 2019, 2019);
  const miles = rng.int(5, 60) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Essex County Brass & Classic',
      tag: 'Pre-war and brass-era automobiles',
      lines: ['88 Topsfield Road', 'Ipswich, MA 01938', '978-356-2207'],
    },
    title: 'Service Invoice',
    titleAt: 'left',
    money: USD,
    decimal: '.',
    rate: 110,
    work: pickWork(
      rng,
      ['Rebuild updraft carburetor', 'Reline mechanical brakes', 'Repack wheel bearings', 'Adjust valves and set timing', 'Service magneto'],
      4,
      1,
      6,
    ),
    parts: rng.some(
      [
        { text: 'Carburetor kit', qty: 1, unit: 86, no: 'A-9510' },
        { text: 'Brake lining set', qty: 1, unit: 124, no: 'A-2218' },
        { text: 'Wheel bearing', qty: 4, unit: 22, no: 'A-1201' },
        { text: 'Magneto points', qty: 1, unit: 38, no: 'A-12107' },
        { text: '600W gear oil, qt', qty: 2, unit: 14.5, no: 'GO-600' },
      ],
      4,
    ),
    taxes: [{ label: 'MA sales tax 6.25% (parts)', rate: 6.25, on: 'parts' }],
    customer: ['Mr. Thomas Endicott', '5 Argilla Road', 'Ipswich, MA 01938'],
    meta: [
      ['Invoice', String(rng.int(5000, 5999))],
      ['Date', fd(inv, 'us')],
      ['Vehicle', '1929 Ford Model A Roadster'],
      ['Mileage', n0(miles)],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'head',
    heads: { ...H_EN, work: 'Labor', parts: 'Parts', no: 'Part #' },
    labels: { labour: 'Labor', parts: 'Parts', total: 'Total due' },
    totalsMode: 'labelAbove',
    subtotals: true,
    foot: ['All work guaranteed 90 days or 1,000 miles. Storage charged after 3 days.'],
    truth: { shopName: 'Essex County Brass & Classic', serviceDate: inv, serviceMileage: miles },
  });
}

/** A Yokohama exporter's workshop, 2012: pre-export restoration billed in US dollars, English written by a Japanese firm. */
export function enYokohamaPreExport2012(rng: Random): Generated {
  const inv = dateIn(rng, 2012, 2012);
  const km = rng.int(40, 140) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'split',
      name: 'Kanagawa Classic Auto Co., Ltd.',
      tag: 'Export of Japanese Classic Car / Restoration Works',
      lines: ['3-14-2 Daikoku-cho, Tsurumi-ku', 'Yokohama 230-0053 JAPAN', 'TEL +81-45-504-1187'],
    },
    title: 'INVOICE (Restoration Works)',
    titleAt: 'left',
    money: { cur: 'US$', style: 'en', pos: 'pre' },
    decimal: '.',
    rate: 45,
    work: pickWork(
      rng,
      [
        'Engine overhaul (L20 six cylinder)',
        'Rust repair of floor and trunk',
        'Replacing of brake system all',
        'All paint (original color 918)',
        'Interior refresh',
      ],
      4,
      6,
      40,
    ),
    parts: pickParts(
      rng,
      [
        ['Engine overhaul kit genuine', 620],
        ['Brake master cylinder', 180],
        ['Floor panel', 240],
        ['Weatherstrip set', 310],
        ['Paint materials', 460],
      ],
      4,
    ),
    taxes: [],
    customer: ['Messrs.', 'Cascade JDM Imports LLC', '1200 SE Water Ave, Portland, OR 97214, U.S.A.'],
    meta: [
      ['Invoice No.', `KCA-${inv.slice(0, 4)}${rng.int(100, 999)}`],
      ['Date', `${fd(inv, 'iso').replace(/-/g, '/')}`],
      ['Car', 'Fairlady Z S30 1972'],
      ['Chassis No.', `S30-${rng.int(10000, 99999)}`],
      ['Odometer', `${n0(km)} km`],
    ],
    metaMode: 'above',
    body: 'split',
    rules: 'grid',
    heads: { ...H_EN, work: 'Labor Charge', parts: 'Parts Charge', amount: 'Amount' },
    labels: { labour: 'Labor Total', parts: 'Parts Total', total: 'Grand Total (export, tax exempt)' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Please remit by T/T to our bank account below. Consumption tax is exempted for export.'],
    foot: ['Bank: MUFG Bank, Yokohama Branch · SWIFT BOTKJPJT · A/C 0123-4567891'],
    truth: { shopName: 'Kanagawa Classic Auto Co., Ltd.', serviceDate: inv, serviceMileage: km },
  });
}

/** An Aberdeen clock and instrument restorer, 2024: a small bill, labels at the left in lines, VAT 20 %. */
export function enInstrumentsAberdeen2024(rng: Random): Generated {
  const inv = dateIn(rng, 2024, 2024);
  return bill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Deeside Instrument Restoration',
      tag: 'Smiths · Jaeger · Lucas instruments',
      lines: ['Unit 4, Craiginches Yard, Aberdeen AB11 9JN · 01224 87 21 64'],
    },
    title: 'Invoice',
    titleAt: 'left',
    money: GBP,
    decimal: '.',
    rate: 58,
    work: pickWork(
      rng,
      [
        'Overhaul Smiths chronometric speedometer',
        'Rebuild rev counter, recalibrate',
        'Refinish dials and pointers',
        'Replace bezels and glasses',
        'Service dashboard clock',
      ],
      4,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Dial set, reprinted', 74],
        ['Bezel, chrome', 38],
        ['Glass', 12],
        ['Clock movement', 88],
      ],
      3,
    ),
    taxes: [{ label: 'VAT @ 20%', rate: 20, on: 'all' }],
    customer: ['Mrs Morag Farquharson', 'Balnacoil House', 'Banchory AB31 4HQ'],
    meta: [
      ['Invoice No.', `DIR-${rng.int(1000, 1999)}`],
      ['Date', fd(inv, 'uklong')],
      ['Instruments from', 'Bentley S1 (1957)'],
    ],
    metaMode: 'lines',
    body: 'split',
    rules: 'dotted',
    heads: { ...H_EN, work: 'Workshop labour', parts: 'Parts' },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Net', total: 'Total payable' },
    totalsMode: 'all',
    subtotals: true,
    foot: ['VAT Reg. 382 1196 40 · Bank of Scotland 80-22-60 · 11847261'],
    truth: { shopName: 'Deeside Instrument Restoration', serviceDate: inv },
  });
}
