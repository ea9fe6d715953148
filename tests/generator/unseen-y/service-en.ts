/**
 * English dealer repair orders of the US Sun Belt and Pacific Northwest, England's Midlands and Northern Ireland, and
 * continental dealers writing English to British or American owners, 1966–2025: warranty and customer-pay splits,
 * recall campaigns, fleet accounts, export deliveries.
 */
import { addDays, dateIn, fd, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, pickParts, pickWork } from '../unseen-v/bill';

const USD = { cur: '$', style: 'en', pos: 'pre' } as const;
const GBP = { cur: '£', style: 'en', pos: 'pre' } as const;
const EUR = { cur: 'EUR', style: 'en', pos: 'pre' } as const;
const H_EN = { work: 'Labor', parts: 'Parts', text: 'Description', hours: 'Hrs', qty: 'Qty', unit: 'Unit', amount: 'Amount' };
const H_UK = { ...H_EN, work: 'Labour' };
const n0 = (n: number) => n.toLocaleString('en-US');
const A = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const up = (rng: Random, n: number) => Array.from({ length: n }, () => A[rng.int(0, A.length - 1)]).join('');

/** A Phoenix Ford dealer, 1966: a repair order, Arizona sales tax on parts only, miles, a CASH stamp. */
export function enFordPhoenix1966(rng: Random): Generated {
  const d = dateIn(rng, 1966, 1966);
  const mi = rng.int(8, 50) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'Camelback Ford Sales, Inc.',
      tag: 'Your Ford Dealer in the Valley of the Sun',
      lines: ['4200 N. Central Ave., Phoenix, Arizona · AMherst 4-7711'],
      serif: true,
    },
    title: 'REPAIR ORDER',
    titleAt: 'right',
    money: USD,
    decimal: '.',
    rate: 6.5,
    work: pickWork(
      rng,
      ['Tune-up, 8 cyl.', 'Recharge air conditioner', 'Replace fan belt and upper hose', 'Repack front wheel bearings', 'Adjust automatic transmission bands'],
      4,
      0.5,
      3,
    ),
    parts: pickParts(
      rng,
      [
        ['Autolite spark plugs BF-42', 0.95],
        ['Points & condenser', 3.4],
        ['Fan belt', 4.1],
        ['Upper radiator hose', 3.25],
        ['Freon 12, can', 1.6],
      ],
      4,
    ),
    taxes: [{ label: 'Ariz. sales tax 3% (parts)', rate: 3, on: 'parts' }],
    customer: ['Mr. Wendell T. Baca', '1714 W. Osborn Rd.', 'Phoenix, Ariz.'],
    meta: [
      ['R.O. No.', String(rng.int(31000, 39999))],
      ['Date', fd(d, 'usshort')],
      ['Car', '1965 Ford Mustang 289'],
      ['Lic.', `${up(rng, 2)}-${rng.int(1000, 9999)}`],
      ['Mileage', n0(mi)],
    ],
    metaMode: 'right',
    body: 'jobcard',
    rules: 'none',
    heads: { ...H_EN, work: 'Instructions', parts: 'Parts and accessories', qty: 'Qty', unit: 'Price', amount: 'Amount' },
    labels: { labour: 'Total labor', parts: 'Total parts', total: 'TOTAL', hoursLine: 'Flat rate hours' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['CASH', fd(d, 'usshort')],
    serif: true,
    truth: { shopName: 'Camelback Ford Sales, Inc.', serviceDate: d, serviceMileage: mi },
  });
}

/** A Houston Chevrolet dealer, 1979: warranty and customer-pay lines on one order, the GM share taken off. */
export function enChevroletHoustonWarranty1979(rng: Random): Generated {
  const d = dateIn(rng, 1979, 1979);
  const mi = rng.int(6, 30) * 1000 + rng.int(0, 999);
  const work = pickWork(
    rng,
    ['Replace water pump (warranty)', 'Replace A/C compressor clutch (warranty)', 'Align front end', 'Rotate and balance tires'],
    3,
    1,
    4,
  );
  const parts = pickParts(
    rng,
    [
      ['Water pump', 46],
      ['A/C clutch assy', 88],
      ['Wheel weights', 4],
      ['Coolant, gal', 5.5],
    ],
    3,
  );
  const rate = 24;
  const warrantyLab = work.filter((w) => w.text.includes('warranty')).reduce((a, w) => a + w.hours * rate, 0);
  // Only the part that belongs to a warranty line is claimed from the maker.
  const claimed = (x: { text: string }) => work.some((w) => w.text.includes('warranty') && w.text.toLowerCase().includes(x.text.split(' ')[0].toLowerCase()));
  const warrantyParts = parts.filter(claimed).reduce((a, x) => a + x.qty * x.unit, 0);
  const credit = -Math.round((warrantyLab + warrantyParts) * 100) / 100;
  return bill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Gulfgate Chevrolet Co.',
      tag: 'Sales · Service · Genuine GM Parts',
      lines: ['7800 Gulf Freeway, Houston, Texas 77017 · (713) 644-2201'],
    },
    title: 'CUSTOMER REPAIR ORDER',
    titleAt: 'left',
    money: USD,
    decimal: '.',
    rate,
    work,
    parts,
    extras: [['Less warranty — GM claim', credit]],
    taxes: [{ label: 'Texas sales tax 5%', rate: 5, on: 'all' }],
    customer: ['Mrs. LaDonna Pruitt', '2215 Telephone Rd.', 'Houston, TX 77023'],
    meta: [
      ['RO #', String(rng.int(110000, 119999))],
      ['Date in', fd(addDays(d, -1), 'us')],
      ['Date out', fd(d, 'us')],
      ['Vehicle', '1978 Chevrolet Monte Carlo'],
      ['VIN', `1Z37U8R${rng.int(400000, 499999)}`],
      ['Mileage', n0(mi)],
    ],
    metaMode: 'box',
    body: 'coded',
    rules: 'grid',
    heads: { ...H_EN, code: ['LAB', 'PTS'] },
    labels: { labour: 'Labor', parts: 'Parts', net: 'Customer pay subtotal', total: 'PLEASE PAY THIS AMOUNT' },
    totalsMode: 'labelAbove',
    subtotals: true,
    after: ['Warranty repairs are billed to General Motors under the 12 month / 12,000 mile new vehicle warranty.'],
    truth: { shopName: 'Gulfgate Chevrolet Co.', serviceDate: d, serviceMileage: mi },
  });
}

/** A Portland, Oregon Toyota dealer, 2014: a recall done at no charge plus customer work, no sales tax in Oregon. */
export function enToyotaPortlandRecall2014(rng: Random): Generated {
  const d = dateIn(rng, 2014, 2014);
  const mi = rng.int(90, 220) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: { style: 'logo', name: 'Rose City Toyota', tag: 'Service Department', lines: ['9700 SE 82nd Ave, Portland, OR 97266 · 503-771-4100'] },
    title: 'Invoice',
    titleAt: 'right',
    money: USD,
    decimal: '.',
    rate: 118,
    work: pickWork(
      rng,
      ['Replace timing belt and water pump', 'Replace front brake pads, machine rotors', 'Replace valve cover gaskets', 'Flush coolant'],
      3,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Timing belt kit', 189],
        ['Water pump', 96],
        ['Brake pad set', 72],
        ['Valve cover gasket set', 58],
        ['Toyota SLLC coolant, gal', 24],
      ],
      4,
    ),
    taxes: [],
    extras: [['Shop supplies', 18.5]],
    customer: ['Trevor Nakamura', '4418 NE Alberta St', 'Portland, OR 97218'],
    meta: [
      ['Invoice', `${rng.int(640000, 649999)}`],
      ['Date', fd(d, 'us')],
      ['Vehicle', '1991 Toyota Land Cruiser FJ80'],
      ['Odometer in', n0(mi)],
      ['Advisor', 'Keri'],
    ],
    metaMode: 'twocol',
    body: 'split',
    rules: 'head',
    heads: { ...H_EN, work: 'Customer pay labor', parts: 'Parts' },
    labels: { labour: 'Labor total', parts: 'Parts total', net: 'Subtotal', total: 'Total due' },
    totalsMode: 'last',
    subtotals: true,
    after: [`Safety recall campaign ${rng.int(10, 99)}${up(rng, 1)} (airbag inflator) performed — no charge, warranty pay.`, 'Oregon has no sales tax.'],
    truth: { shopName: 'Rose City Toyota', serviceDate: d, serviceMileage: mi },
  });
}

/** A Solihull Land Rover main dealer, 1984: a Series III's service, labour and parts sections, VAT 15 %. */
export function enLandRoverSolihull1984(rng: Random): Generated {
  const d = dateIn(rng, 1984, 1984);
  const mi = rng.int(30, 120) * 1000 + rng.int(0, 999);
  const v = vatUK(1984);
  return bill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Arden Motors (Solihull) Ltd',
      tag: 'Land Rover · Range Rover Main Dealers',
      lines: ['Stratford Road, Shirley, Solihull, West Midlands B90 3AG · 021-744 1155'],
      serif: true,
    },
    title: 'INVOICE',
    titleAt: 'center',
    money: GBP,
    decimal: '.',
    rate: 15.5,
    work: pickWork(
      rng,
      ['12,000 mile service', 'Renew swivel pin housing seals', 'Adjust handbrake', 'Renew rear spring bushes', 'Steam clean chassis'],
      4,
      0.5,
      4,
    ),
    parts: pickParts(
      rng,
      [
        ['Oil filter element', 3.95],
        ['Swivel seal kit', 12.6],
        ['Spring bushes (4)', 9.8],
        ['Engine oil 20W/50, 5 litre', 8.4],
      ],
      3,
    ),
    taxes: [{ label: `VAT @ ${v}%`, rate: v, on: 'all' }],
    customer: ['Dr. M. R. Hollis', 'The Old Rectory', 'Hampton-in-Arden'],
    meta: [
      ['Invoice No.', `S${rng.int(20000, 29999)}`],
      ['Tax point', fd(d, 'uk')],
      ['Vehicle', 'Land Rover 109 Series III'],
      ['Reg. No.', `${rng.pick(['X', 'Y', 'A'])}${rng.int(100, 999)} ${up(rng, 3)}`],
      ['Mileage', n0(mi)],
    ],
    metaMode: 'lines',
    body: 'split',
    rules: 'dotted',
    heads: { ...H_UK, work: 'LABOUR', parts: 'PARTS' },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Goods total', total: 'TOTAL' },
    totalsMode: 'all',
    subtotals: true,
    foot: ['VAT Reg. No. 117 4452 91 · Registered in England No. 498114'],
    serif: true,
    truth: { shopName: 'Arden Motors (Solihull) Ltd', serviceDate: d, serviceMileage: mi },
  });
}

/** A Belfast Vauxhall dealer, 1996: a fleet van's service on the account of a Northern Ireland utility, VAT 17.5 %. */
export function enVauxhallBelfastFleet1996(rng: Random): Generated {
  const d = dateIn(rng, 1996, 1996);
  const mi = rng.int(40, 140) * 1000 + rng.int(0, 999);
  const v = vatUK(1996);
  return bill({
    lang: 'en',
    head: {
      style: 'right',
      name: 'Lagan Valley Vauxhall Ltd',
      tag: 'Fleet & Commercial Centre',
      lines: ['Boucher Road, Belfast BT12 6HR', 'Tel. (01232) 381 662'],
    },
    title: 'FLEET INVOICE',
    titleAt: 'left',
    money: GBP,
    decimal: '.',
    rate: 34,
    work: pickWork(rng, ['Major service', 'Renew clutch assembly', 'Renew front discs and pads', 'MOT preparation', 'Replace exhaust centre section'], 3, 1, 5),
    parts: pickParts(
      rng,
      [
        ['Clutch kit', 118],
        ['Brake discs (pair)', 64],
        ['Brake pads', 29.5],
        ['Service kit', 22.8],
        ['Exhaust centre box', 58],
      ],
      4,
    ).map((x) => ({ ...x, no: `${rng.int(90, 93)}${rng.int(100000, 999999)}` })),
    taxes: [{ label: `VAT ${v}%`, rate: v, on: 'all' }],
    customer: ['Northern Ireland Water Services', 'Transport Section — Account 4471', 'Westland House, Belfast'],
    customerLabel: 'Invoice to',
    meta: [
      ['Invoice', `F${rng.int(60000, 69999)}`],
      ['Date', fd(d, 'ukdot')],
      ['Fleet No.', `WS-${rng.int(100, 999)}`],
      ['Vehicle', 'Vauxhall Astravan 1.7D'],
      ['Reg', `${up(rng, 3)} ${rng.int(1000, 9999)}`],
      ['Mileage', n0(mi)],
      ['Order No.', `PO ${rng.int(880000, 889999)}`],
    ],
    metaMode: 'right',
    body: 'split',
    rules: 'grid',
    heads: { ...H_UK, work: 'Labour', parts: 'Parts', no: 'Part no.' },
    labels: { labour: 'Labour sub-total', parts: 'Parts sub-total', net: 'Nett', total: 'Invoice total' },
    totalsMode: 'last',
    subtotals: true,
    foot: ['Payment 30 days from invoice under fleet agreement. VAT Reg. No. 249 8817 06.'],
    truth: { shopName: 'Lagan Valley Vauxhall Ltd', serviceDate: d, serviceMileage: mi },
  });
}

/** A Seattle Volvo dealer, 2008: a city fleet wagon, labour and parts side by side, Washington sales tax on all. */
export function enVolvoSeattleFleet2008(rng: Random): Generated {
  const d = dateIn(rng, 2008, 2008);
  const mi = rng.int(100, 260) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: { style: 'split', name: 'Puget Sound Volvo', tag: 'Factory authorized service', lines: ['3300 Aurora Ave N, Seattle WA 98103', '206-545-7700'] },
    title: 'REPAIR INVOICE',
    titleAt: 'right',
    money: USD,
    decimal: '.',
    rate: 112,
    work: pickWork(
      rng,
      ['Replace rear main seal', 'Replace PCV system', 'Replace front struts', 'Replace serpentine belt', 'Diagnose check engine light'],
      4,
      0.5,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Rear main seal', 38],
        ['PCV kit', 84],
        ['Strut assy', 168],
        ['Serpentine belt', 42],
      ],
      3,
    ),
    taxes: [{ label: 'WA sales tax 9.0%', rate: 9, on: 'all' }],
    customer: ['King County Fleet Administration', 'Motor Pool Unit 217', '155 Monroe Ave NE, Renton WA'],
    meta: [
      ['Invoice', `V${rng.int(200000, 299999)}`],
      ['Date', fd(d, 'us')],
      ['Vehicle', '1989 Volvo 240 DL wagon'],
      ['Miles in', n0(mi)],
    ],
    metaMode: 'above',
    body: 'side',
    rules: 'none',
    heads: { ...H_EN, work: 'Labor', parts: 'Parts' },
    labels: { labour: 'Labor', parts: 'Parts', net: 'Subtotal', total: 'Amount due' },
    totalsMode: 'labelAbove',
    subtotals: true,
    after: ['Fleet PO required on all invoices. Net 30.'],
    truth: { shopName: 'Puget Sound Volvo', serviceDate: d, serviceMileage: mi },
  });
}

/** A Tampa Mercedes-Benz dealer, 2021: a classic's service, Florida and county surtax on separate lines, ISO-free US dates. */
export function enMercedesTampa2021(rng: Random): Generated {
  const d = dateIn(rng, 2021, 2021);
  const mi = rng.int(60, 180) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'left',
      name: 'Bay Star Motors of Tampa',
      tag: 'Mercedes-Benz authorized dealer · Classic Center partner',
      lines: ['4400 N Dale Mabry Hwy, Tampa FL 33614 · (813) 870-6200'],
    },
    title: 'SERVICE INVOICE',
    titleAt: 'right',
    money: USD,
    decimal: '.',
    rate: 189,
    work: pickWork(
      rng,
      ['Service B, classic', 'Replace fuel distributor seals', 'Adjust valves', 'Replace vacuum lines', 'Rebuild A/C system to R134a'],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Fuel distributor seal kit', 145],
        ['Valve cover gasket', 32],
        ['Vacuum line set', 64],
        ['A/C receiver drier', 118],
        ['Oil filter kit', 24],
      ],
      4,
    ),
    taxes: [
      { label: 'FL sales tax 6%', rate: 6, on: 'all' },
      { label: 'Hillsborough surtax 1.5%', rate: 1.5, on: 'all' },
    ],
    customer: ['Mr. Raymond Oquendo', '812 S Rome Ave', 'Tampa, FL 33606'],
    meta: [
      ['Invoice #', String(rng.int(3100000, 3199999))],
      ['Date', fd(d, 'us')],
      ['Model', '1985 Mercedes-Benz 380SL'],
      ['Mileage', n0(mi)],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'head',
    heads: { ...H_EN, work: 'Labor operations', parts: 'Parts' },
    labels: { labour: 'Labor', parts: 'Parts', net: 'Subtotal', total: 'TOTAL' },
    totalsMode: 'last',
    subtotals: true,
    truth: { shopName: 'Bay Star Motors of Tampa', serviceDate: d, serviceMileage: mi },
  });
}

/** A Stuttgart dealer writing English to a British owner, 2017: an export repair, VAT zero-rated, km, EUR before amounts. */
export function enStuttgartExportRepair2017(rng: Random): Generated {
  const d = dateIn(rng, 2017, 2017);
  const k = rng.int(90, 220) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'logo',
      name: 'Autohaus Killesberg Classic GmbH',
      tag: 'Mercedes-Benz & Porsche classics · we speak English',
      lines: ['Stresemannstraße 20 · 70191 Stuttgart · Germany · +49 711 25 80 44'],
    },
    title: 'Invoice',
    titleAt: 'left',
    money: EUR,
    decimal: '.',
    rate: 128,
    work: pickWork(rng, ['Overhaul injection pump', 'Replace timing chain and guides', 'Renew engine mounts', 'Road test and report'], 3, 1, 9),
    parts: pickParts(
      rng,
      [
        ['Timing chain kit', 420],
        ['Engine mounts (pair)', 136],
        ['Injection pump seal kit', 210],
        ['Gasket set', 88],
      ],
      3,
    ),
    taxes: [],
    customer: ['Mr Alastair Pemberton', '14 Church Lane', 'Ludlow, Shropshire SY8 1AP', 'United Kingdom'],
    meta: [
      ['Invoice no.', `KC-${rng.int(17000, 17999)}`],
      ['Date', fd(d, 'de')],
      ['Car', 'Mercedes-Benz 280 SE 3.5 Coupé (1970)'],
      ['Odometer', `${k.toLocaleString('en-GB')} km`],
    ],
    metaMode: 'twocol',
    body: 'coded',
    rules: 'none',
    heads: { ...H_UK, text: 'Work / part', code: ['W', 'P'] },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Net amount', total: 'Total amount' },
    totalsMode: 'all',
    subtotals: true,
    after: ['Intra-community / export supply: German VAT not charged (§ 4 Nr. 1a UStG), car collected by transporter to the UK.'],
    truth: { shopName: 'Autohaus Killesberg Classic GmbH', serviceDate: d, serviceMileage: k },
  });
}

/** A Reno GM dealer, 1992: a pickup's repair, one list without a split, Nevada sales tax. */
export function enRenoGmc1992(rng: Random): Generated {
  const d = dateIn(rng, 1992, 1992);
  return bill({
    lang: 'en',
    head: {
      style: 'center',
      name: 'Truckee Meadows GMC-Pontiac',
      tag: 'Sales · Service · Body Shop',
      lines: ['2600 Kietzke Lane, Reno, Nevada 89502 · (702) 826-4433'],
    },
    title: 'INVOICE',
    titleAt: 'center',
    money: USD,
    decimal: '.',
    rate: 52,
    work: pickWork(rng, ['Replace fuel pump', 'Replace transmission cooler lines', 'Replace U-joints', 'Tune up'], 3, 1, 4),
    parts: pickParts(
      rng,
      [
        ['Fuel pump', 96],
        ['Cooler lines', 58],
        ['U-joint (2)', 19],
      ],
      2,
    ),
    taxes: [{ label: 'Sales tax 7%', rate: 7, on: 'parts' }],
    customer: ['Darlene K. Ostrowski', 'PO Box 1182', 'Sparks, NV 89432'],
    meta: [
      ['Date', fd(d, 'us')],
      ['Vehicle', '1976 GMC Sierra Grande 15'],
      ['Lic.', `NV ${rng.int(100, 999)} ${up(rng, 3)}`],
    ],
    metaMode: 'lines',
    body: 'lump',
    rules: 'dotted',
    heads: { ...H_EN, text: 'Work performed and parts' },
    labels: { labour: 'Labor', parts: 'Parts', total: 'TOTAL' },
    totalsMode: 'last',
    subtotals: false,
    note: 'pd chk #2214',
    truth: { shopName: 'Truckee Meadows GMC-Pontiac', serviceDate: d },
  });
}

/** A Coventry garage, 2025: a Jaguar's claim under an extended warranty, the policy's contribution taken off, VAT 20 %. */
export function enCoventryWarrantyClaim2025(rng: Random): Generated {
  const d = dateIn(rng, 2025, 2025);
  const mi = rng.int(50, 110) * 1000 + rng.int(0, 999);
  const work = pickWork(
    rng,
    ['Replace water pump and thermostat housing', 'Pressure test cooling system', 'Replace coolant', 'Diagnose coolant loss'],
    3,
    1,
    5,
  );
  const parts = pickParts(
    rng,
    [
      ['Water pump', 186],
      ['Thermostat housing', 94],
      ['Coolant 5 L', 32],
    ],
    3,
  );
  const rate = 96;
  const claim = -Math.round(work.reduce((a, w) => a + w.hours * 70, 0) * 100) / 100;
  return bill({
    lang: 'en',
    head: {
      style: 'band',
      name: 'Whitley Common Motor Works',
      tag: 'Jaguar · Daimler · Rover specialists',
      lines: ['London Road, Coventry CV3 4AR · 024 7630 2291'],
    },
    title: 'VAT INVOICE',
    titleAt: 'right',
    money: GBP,
    decimal: '.',
    rate,
    work,
    parts,
    extras: [['Less warranty claim (labour at £70/hr)', claim]],
    taxes: [{ label: 'VAT 20%', rate: 20, on: 'all' }],
    customer: ['Mrs J. Okafor', '22 Kenilworth Road', 'Leamington Spa CV32 5TL'],
    meta: [
      ['Invoice', `WC${rng.int(5000, 5999)}`],
      ['Date', fd(d, 'uk')],
      ['Vehicle', 'Jaguar XK8 4.0 (2001)'],
      ['Reg', `${up(rng, 1)}${rng.int(100, 999)} ${up(rng, 3)}`],
      ['Mileage', n0(mi)],
      ['Claim ref', `EW-${rng.int(200000, 299999)}`],
    ],
    metaMode: 'below',
    body: 'split',
    rules: 'head',
    heads: { ...H_UK, work: 'Labour', parts: 'Parts' },
    labels: { labour: 'Labour', parts: 'Parts', net: 'Net', total: 'Balance to pay' },
    totalsMode: 'labelAbove',
    subtotals: true,
    after: ['Claim authorised by phone; the warranty pays labour at its own rate only, parts at the customer’s cost under clause 4.2.'],
    truth: { shopName: 'Whitley Common Motor Works', serviceDate: d, serviceMileage: mi },
  });
}

/** A Vienna-trained dealer in Lustenau writing English to an American owner, 2002: a Porsche 356 service, no VAT on export. */
export function enLustenauExport2002(rng: Random): Generated {
  const d = dateIn(rng, 2002, 2002);
  const k = rng.int(40, 160) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'en',
    head: {
      style: 'right',
      name: 'Rheintal Sportwagen Hämmerle OG',
      tag: 'Porsche 356 · 911 restoration and service',
      lines: ['Maria-Theresien-Straße 61 · A-6890 Lustenau · Austria', 'Tel. +43 5577 8 32 10'],
    },
    title: 'INVOICE',
    titleAt: 'left',
    money: { cur: '€', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 74,
    work: pickWork(rng, ['Valve adjustment', 'Rebuild Solex carburettors', 'Replace clutch', 'Adjust brakes, bleed system'], 3, 1, 6),
    parts: pickParts(
      rng,
      [
        ['Clutch disc 356', 184],
        ['Carburettor rebuild kits (2)', 96],
        ['Valve cover gaskets', 14],
        ['Brake fluid', 12],
      ],
      3,
    ),
    taxes: [],
    customer: ['Mr. Howard Lindqvist', '2210 Camino del Sol', 'Scottsdale, AZ 85251, USA'],
    meta: [
      ['Invoice no.', `2002/${rng.int(100, 399)}`],
      ['Date', fd(d, 'de')],
      ['Car', 'Porsche 356 B T6 Coupé'],
      ['km', k.toLocaleString('de-DE')],
    ],
    metaMode: 'right',
    body: 'jobcard',
    rules: 'head',
    heads: { ...H_UK, work: 'Work done', parts: 'Parts', qty: 'Qty', unit: 'Each', amount: 'Euro' },
    labels: { labour: 'Labour', parts: 'Parts', total: 'Total', hoursLine: 'Hours' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Export to the USA: no Austrian VAT charged (Ausfuhrlieferung). Bank: Raiffeisenbank Lustenau, IBAN AT32 3742 0000 0012 3456.'],
    truth: { shopName: 'Rheintal Sportwagen Hämmerle OG', serviceDate: d, serviceMileage: k },
  });
}
