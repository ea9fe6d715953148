/** English workshop bills of the Forces in Germany and of small jurisdictions: Channel Islands, Isle of Man, Gibraltar, Bermuda, an Irish border garage (1972–2022). */
import { addDays, dateIn, fd, vatIE, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, jobs, parts } from './kit';

const mi = (n: number) => n.toLocaleString('en-GB');
const mileage = (rng: Random, lo: number, hi: number) => rng.int(lo, hi) * 1000 + rng.int(0, 999);

/** A US Army Auto Crafts shop at Baumholder, 1978: self-help stall time and parts in dollars, no tax, carbon job card. */
export function autoCraftsBaumholder1978(rng: Random): Generated {
  const d = dateIn(rng, 1978, 1978);
  const miles = mileage(rng, 30, 110);
  return bill({
    lang: 'en',
    head: {
      kind: 'frame',
      name: 'Baumholder Auto Crafts Center',
      sub: 'Recreation Services · Smith Barracks',
      lines: ['Bldg 8845, APO New York 09034', 'Mil 485-6112'],
    },
    title: 'Shop Work Order / Customer Bill',
    cash: { cur: '$', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 6.5,
    jobs: jobs(
      rng,
      ['Stall rental, self-help (lift bay)', 'Instructor assistance, brake job', 'Tune-up analyzer hook-up', 'Wheel balance (4)', 'Front end alignment'],
      3,
      1,
      4,
      ['SH', 'IA', 'TU', 'WB'],
    ),
    parts: parts(
      rng,
      [
        ['Spark plugs', 1.15, 'AC R46TS'],
        ['Points and condenser set', 6.4, 'ST-210'],
        ['Motor oil, qt', 0.85, 'MIL-L-2104'],
        ['Brake shoes, rear', 14.9, 'BS-228'],
        ['Oil filter', 3.25, 'PF-25'],
      ],
      4,
    ),
    taxes: [],
    noTax: 'No tax. Payment in US dollars or MPC not accepted; cash, check or money order only. Customer is responsible for all self-help work.',
    to: ['SP4 Raymond T. Kowalski', 'HHC 2d Bde, 8th Inf Div', 'APO NY 09034'],
    meta: [
      ['Work order no.', String(rng.int(1200, 4800))],
      ['Date', fd(d, 'us')],
      ['USAREUR reg.', `HK ${rng.int(1000, 9999)}`],
      ['Vehicle', '1971 Chevrolet Impala'],
      ['Odometer (mi)', mi(miles)],
      ['Mechanic', 'J. Alvarez'],
    ],
    place: 'box',
    layout: 'jobcard',
    words: { jobs: 'Labor / Stall', parts: 'Parts issued', desc: 'Description', hrs: 'Hrs', qty: 'Qty', unit: 'Rate', amt: 'Amount', no: 'Code' },
    sums: { jobs: 'Labor total', parts: 'Parts total', total: 'TOTAL DUE' },
    totalsStyle: 'box',
    after: ['Customer copy (yellow). Vehicle must be removed from bay by closing time.'],
    stampLines: ['PAID', 'Cashier #2'],
    truth: { shopName: 'Baumholder Auto Crafts Center', serviceDate: d, serviceMileage: miles },
  });
}

/** An Exchange car care centre at Ramstein, 1996: dot-matrix, dollars, no tax, date in and date completed. */
export function exchangeRamstein1996(rng: Random): Generated {
  const inv = dateIn(rng, 1996, 1996);
  const done = addDays(inv, -rng.int(1, 3));
  const miles = mileage(rng, 40, 140);
  return bill({
    lang: 'en',
    head: {
      kind: 'caps',
      name: 'AAFES Ramstein Car Care Center',
      sub: 'Army & Air Force Exchange Service',
      lines: ['Bldg 2420, Ramstein AB, Unit 3240 Box 480, APO AE 09094'],
    },
    title: 'Repair Order Invoice ' + rng.int(300000, 399999),
    cash: { cur: '', style: 'en', pos: 'none' },
    dec: '.',
    rate: 38,
    jobs: jobs(
      rng,
      [
        'Lube, oil and filter service',
        'Replace front brake pads, resurface rotors',
        'Replace serpentine belt',
        'Diagnose check engine light',
        'Rotate and balance tires',
      ],
      3,
      0.5,
      2.5,
    ),
    parts: parts(
      rng,
      [
        ['Oil filter', 4.89, 'PF52'],
        ['Motor oil 5W30 qt', 1.79, 'MO530'],
        ['Brake pads front', 34.5, 'D699'],
        ['Serpentine belt', 27.95, 'K060882'],
        ['Wheel weights', 3.0, 'WW'],
      ],
      3,
    ),
    taxes: [],
    noTax: 'Exchange prices include no German or US sales tax.',
    to: ['SSGT Denise M. Carter', '86 AW/LGT', 'Unit 3215 Box 118, APO AE 09094'],
    meta: [
      ['Invoice date', fd(inv, 'us')],
      ['Date completed', fd(done, 'us')],
      ['Tag', `AF ${rng.int(1000, 9999)}`],
      ['Vehicle', '1991 Ford Taurus GL'],
      ['Mileage in', mi(miles)],
    ],
    place: 'beside',
    layout: 'matrix',
    words: { jobs: 'Labor', parts: 'Parts', desc: 'Description', hrs: 'Hrs/Qty', qty: 'Qty', unit: 'Price', amt: 'Ext $' },
    sums: { jobs: 'Total labor', parts: 'Total parts', total: 'Total amount due $' },
    totalsStyle: 'plain',
    after: ['Thank you for shopping your Exchange. Warranty 90 days / 4,000 miles on parts and labor.'],
    truth: { shopName: 'AAFES Ramstein Car Care Center', serviceDate: done, serviceMileage: miles },
  });
}

/** An Exchange auto service centre at Grafenwöhr, 2012: modern PDF, dollars, no tax, labour and parts side by side. */
export function exchangeGrafenwoehr2012(rng: Random): Generated {
  const inv = dateIn(rng, 2012, 2012);
  const done = addDays(inv, -rng.int(1, 4));
  const miles = mileage(rng, 30, 130);
  return bill({
    lang: 'en',
    head: {
      kind: 'band',
      name: 'Grafenwoehr Exchange Car Care',
      sub: 'Your Exchange · We Go Where You Go',
      lines: ['Bldg 537, Tower Barracks', 'Unit 28130, APO AE 09114', 'DSN 475-8276'],
    },
    title: 'Service Invoice',
    cash: { cur: '$', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 79,
    jobs: jobs(
      rng,
      ['German TÜV pre-inspection', 'Replace rear shocks', 'Full synthetic oil change', 'Headlight conversion for German roads', 'Replace cabin air filter'],
      3,
      0.5,
      3,
    ),
    parts: parts(
      rng,
      [
        ['Shock absorber, rear', 68.99, '5781'],
        ['Full synthetic 5W-20 qt', 7.49, 'M1-5W20'],
        ['Oil filter', 8.99, 'PH7317'],
        ['Headlamp assembly', 142.0, 'HL-EU'],
        ['Cabin air filter', 19.99, 'CF10134'],
      ],
      3,
    ),
    taxes: [],
    noTax: 'Tax exempt – U.S. Forces sale.',
    to: ['CPT Aaron J. Whitfield', 'Unit 28214', 'APO AE 09114'],
    meta: [
      ['Invoice #', `GRF-${rng.int(100000, 199999)}`],
      ['Invoice date', fd(inv, 'us')],
      ['Service date', fd(done, 'us')],
      ['USAREUR plate', `AD ${rng.int(1000, 9999)}`],
      ['Vehicle', '2008 Jeep Grand Cherokee'],
      ['Odometer', `${mi(miles)} mi`],
    ],
    place: 'above',
    layout: 'twocol',
    words: { jobs: 'Labor', parts: 'Parts', desc: '', hrs: 'hr', qty: 'ea', unit: '', amt: '' },
    sums: { jobs: 'Labor subtotal', parts: 'Parts subtotal', total: 'Total due' },
    totalsStyle: 'caption',
    foot: ['Army & Air Force Exchange Service · Europe Region · Customer copy'],
    truth: { shopName: 'Grafenwoehr Exchange Car Care', serviceDate: done, serviceMileage: miles },
  });
}

/** A German garage at Rheindahlen serving British Forces, 1972: typed letter in English, DM, no tax for Forces customers. */
export function rheindahlenLetter1972(rng: Random): Generated {
  const inv = dateIn(rng, 1972, 1972);
  const done = addDays(inv, -rng.int(2, 7));
  const miles = mileage(rng, 20, 80);
  return bill({
    lang: 'en',
    head: {
      kind: 'centre',
      name: 'Autohaus Jansen',
      sub: 'Garage for British Forces customers · English spoken',
      lines: ['405 Mönchengladbach-Rheindahlen, Hauptstraße 31 · Telephone 5 82 19'],
      serif: true,
    },
    title: 'Invoice',
    cash: { cur: 'DM', style: 'de', pos: 'pre' },
    dec: '.',
    rate: 16,
    jobs: jobs(
      rng,
      ['Decarbonise and grind valves', 'Renew clutch plate', 'Adjust brakes all round', 'Service and grease', 'Fit new exhaust silencer'],
      3,
      1,
      6,
    ),
    parts: parts(
      rng,
      [
        ['Clutch plate', 58.5],
        ['Head gasket set', 24.8],
        ['Exhaust silencer', 46.0],
        ['Engine oil, 5 litres', 17.5],
        ['Spark plugs', 3.2],
      ],
      3,
    ),
    taxes: [],
    noTax:
      'Supplied to a member of the British Forces: free of German turnover tax (Mehrwertsteuer) under the NATO Status of Forces Agreement. Abwicklungsschein No. ' +
      rng.int(10000, 99999) +
      '.',
    to: ['Captain R. A. Pemberton, R.E.', 'JHQ Rheindahlen', 'B.F.P.O. 40'],
    meta: [
      ['Date', fd(inv, 'uklong')],
      ['Car', 'Ford Cortina Mk II'],
      ['BFG registration', `${rng.int(10, 99)} ${'ABCDEFGH'[rng.int(0, 7)]}${'KLMNRS'[rng.int(0, 5)]} ${rng.int(10, 99)}`],
      ['Mileage', mi(miles)],
      ['Work completed', fd(done, 'uklong')],
    ],
    place: 'beside',
    layout: 'letter',
    intro: 'Dear Sir, we thank you for your order and beg to submit our account for work carried out on your car as follows:',
    words: { jobs: 'Labour', parts: 'Materials', desc: '', hrs: 'hrs', qty: '', unit: '', amt: '' },
    sums: { jobs: 'Labour', parts: 'Materials', total: 'Total' },
    totalsStyle: 'plain',
    after: ["Payable in Deutschmarks or by BAOR sterling cheque at the day's rate. Yours faithfully, H. Jansen"],
    serif: true,
    truth: { shopName: 'Autohaus Jansen', serviceDate: done, serviceMileage: miles },
  });
}

/** A Forces motoring garage at Gütersloh, 1988: job card in sterling, no VAT (exported to Forces in Germany). */
export function guterslohJobcard1988(rng: Random): Generated {
  const inv = dateIn(rng, 1988, 1988);
  const done = addDays(inv, -rng.int(1, 3));
  const miles = mileage(rng, 30, 95);
  return bill({
    lang: 'en',
    head: {
      kind: 'left',
      name: 'Forces Motor Services Gütersloh',
      sub: 'Service · MOT-standard checks · BFG registration',
      lines: ['Verler Straße 210, 4830 Gütersloh 1', 'Tel. 05241 7 40 33 · BFPO 47'],
    },
    title: 'Job Card & Invoice',
    cash: { cur: '£', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 14.5,
    jobs: jobs(
      rng,
      ['12,000 mile service', 'Renew front brake discs and pads', 'Replace cam belt', 'BFG vehicle roadworthiness check', 'Fit headlamp beam converters'],
      3,
      0.5,
      4,
      ['S12', 'BR2', 'CB1', 'RW', 'HL'],
    ),
    parts: parts(
      rng,
      [
        ['Brake discs front (pair)', 42.6, 'BDC 3748'],
        ['Brake pads front', 17.9, 'GBP 204'],
        ['Cam belt', 14.2, 'CT 637'],
        ['Oil filter', 4.1, 'GFE 142'],
        ['Beam converters', 6.5, 'BC-EU'],
      ],
      3,
    ),
    taxes: [],
    noTax: 'Zero-rated: supplied to a member of H.M. Forces stationed in the Federal Republic.',
    to: ['Cpl S. J. Hargreaves', '18 Sqn RAF', 'BFPO 47'],
    meta: [
      ['A', String(rng.int(7000, 8999))],
      ['B', fd(inv, 'uk')],
      ['C', fd(done, 'uk')],
      ['D', `${'ABCDE'[rng.int(0, 4)]}${'GHJK'[rng.int(0, 3)]} ${rng.int(10, 99)} ${'ABCDEF'[rng.int(0, 5)]}${'LMNP'[rng.int(0, 3)]}`],
      ['E', 'Vauxhall Cavalier 1.6L'],
      ['F', mi(miles)],
    ],
    place: 'code',
    layout: 'jobcard',
    legend: 'A Job no. · B Invoice date · C Completed · D BFG reg. no. · E Make/model · F Mileage',
    words: { jobs: 'Labour', parts: 'Parts', desc: 'Details of work / parts', hrs: 'Hrs', qty: 'Qty', unit: 'Price', amt: '£', no: 'Op' },
    sums: { jobs: 'Labour total', parts: 'Parts total', total: 'Amount payable' },
    totalsStyle: 'band',
    stampLines: ['PAID WITH THANKS'],
    truth: { shopName: 'Forces Motor Services Gütersloh', serviceDate: done, serviceMileage: miles },
  });
}

/** A St Helier garage, 1983: typed, sterling, no VAT in Jersey. */
export function stHelierLetter1983(rng: Random): Generated {
  const inv = dateIn(rng, 1983, 1983);
  const done = addDays(inv, -rng.int(1, 6));
  const miles = mileage(rng, 20, 90);
  return bill({
    lang: 'en',
    head: {
      kind: 'centre',
      name: "Le Quesne's Garage Ltd",
      sub: 'Motor Engineers · Jersey',
      lines: ['La Route de St Aubin, St Helier, Jersey, Channel Islands · Telephone 3 41 09'],
      serif: true,
    },
    title: 'ACCOUNT',
    cash: { cur: '£', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 9.8,
    jobs: jobs(
      rng,
      [
        'Service and adjust carburettor',
        'Renew rear wheel cylinders',
        'Reline rear brakes',
        'Repair exhaust and fit new tail pipe',
        'Check and top up all levels',
      ],
      3,
      0.5,
      4,
    ),
    parts: parts(
      rng,
      [
        ['Rear wheel cylinders', 8.75],
        ['Brake shoes (set)', 11.2],
        ['Tail pipe', 9.5],
        ['Engine oil, gallon', 6.9],
        ['Air filter element', 3.8],
      ],
      3,
    ),
    taxes: [],
    to: ['Mrs P. Le Brocq', 'Les Fontaines', 'St Lawrence'],
    meta: [
      ['Date', fd(inv, 'uklong')],
      ['Vehicle', 'Austin Allegro'],
      ['Reg. No.', `J ${rng.int(10000, 69999)}`],
      ['Miles', mi(miles)],
      ['Work done', fd(done, 'uk')],
    ],
    place: 'beside',
    layout: 'letter',
    words: { jobs: 'To labour', parts: 'To materials', desc: '', hrs: 'hrs', qty: '', unit: '', amt: '' },
    sums: { jobs: 'Labour', parts: 'Materials', total: 'Total due' },
    totalsStyle: 'box',
    after: ['Accounts are due at the end of the month. With compliments.'],
    serif: true,
    truth: { shopName: "Le Quesne's Garage Ltd", serviceDate: done, serviceMileage: miles },
  });
}

/** A Jersey dealer, 2012: modern PDF, sterling, GST 5 %. */
export function jerseyModern2012(rng: Random): Generated {
  const inv = dateIn(rng, 2012, 2012);
  const done = addDays(inv, -rng.int(1, 4));
  const miles = mileage(rng, 15, 90);
  return bill({
    lang: 'en',
    head: {
      kind: 'band',
      name: 'Bel Royal Motor Works',
      sub: 'Jersey',
      lines: ['La Route de la Haule, St Peter, Jersey JE3 7YD', 'T 01534 72 66 10', 'GST No. 0012847'],
    },
    title: 'Invoice',
    cash: { cur: '£', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 72,
    jobs: jobs(
      rng,
      ['Annual service', 'Replace front wiper blades', 'Replace clutch and flywheel', 'Air conditioning re-gas', 'Replace rear brake pads'],
      3,
      0.5,
      5,
    ),
    parts: parts(
      rng,
      [
        ['Oil filter', 11.4, '1109.CK'],
        ['Engine oil 5W-30 (litre)', 9.2, 'QS5W30'],
        ['Clutch kit', 212.0, '623 3424 33'],
        ['Dual-mass flywheel', 395.0, '415 0266 10'],
        ['Rear brake pads', 38.5, 'GDB1550'],
      ],
      3,
    ),
    taxes: [{ label: 'GST @ 5%', rate: 5 }],
    to: ['Mr D. Renouf', '14 Clos de Mont Felard', 'St Lawrence JE3 1JB'],
    meta: [
      ['Invoice No', `BR${rng.int(40000, 49999)}`],
      ['Invoice Date', fd(inv, 'uk')],
      ['Date of Work', fd(done, 'uk')],
      ['Registration', `J${rng.int(10000, 129999)}`],
      ['Vehicle', 'Peugeot 308 1.6 HDi'],
      ['Mileage', mi(miles)],
    ],
    place: 'box',
    layout: 'modern',
    words: { jobs: 'Labour', parts: 'Parts', desc: 'Description', hrs: 'Hrs', qty: 'Qty', unit: 'Unit', amt: 'Net', pos: 'Ln' },
    sums: { jobs: 'Labour', parts: 'Parts', net: 'Net total', total: 'Total inc. GST' },
    totalsStyle: 'band',
    foot: ['Bel Royal Motor Works Ltd · Registered in Jersey No. 48211 · Payment due on collection'],
    truth: { shopName: 'Bel Royal Motor Works', serviceDate: done, serviceMileage: miles },
  });
}

/** A St Peter Port garage, 2001: dot-matrix, sterling, no tax in Guernsey. */
export function stPeterPortMatrix2001(rng: Random): Generated {
  const d = dateIn(rng, 2001, 2001);
  const miles = mileage(rng, 20, 110);
  return bill({
    lang: 'en',
    head: {
      kind: 'caps',
      name: 'Sarnia Motors (Guernsey) Ltd',
      sub: 'Service & Repairs',
      lines: ['Les Banques, St Peter Port, Guernsey GY1 2HZ  Tel 01481 72 35 58'],
    },
    title: 'Sales Invoice ' + rng.int(60000, 69999),
    cash: { cur: '', style: 'en', pos: 'none' },
    dec: '.',
    rate: 34,
    jobs: jobs(
      rng,
      ['Carry out main service', 'Renew timing belt and tensioner', 'Renew front anti-roll bar links', 'Check steering and suspension', 'Renew coolant'],
      3,
      0.5,
      3.5,
    ),
    parts: parts(
      rng,
      [
        ['Timing belt kit', 64.8, 'TBK-114'],
        ['Anti-roll bar link', 18.4, 'ARB-22'],
        ['Antifreeze 5 ltr', 14.95, 'AF-5'],
        ['Oil filter', 6.2, 'W68'],
        ['Engine oil 4.5 ltr', 17.5, 'EO-10W40'],
      ],
      3,
    ),
    taxes: [],
    to: ['Mr M. Ogier', 'Le Vauquiedor', 'St Martin'],
    meta: [
      ['Date', fd(d, 'uk')],
      ['Reg', String(rng.int(10000, 59999))],
      ['Model', 'Rover 214 Si'],
      ['Mileage', mi(miles)],
    ],
    place: 'beside',
    layout: 'matrix',
    words: { jobs: 'Labour', parts: 'Parts', desc: 'Description', hrs: 'Hrs/Qty', qty: 'Qty', unit: 'Price', amt: 'Amount' },
    sums: { jobs: 'Labour', parts: 'Parts', total: 'Invoice total' },
    totalsStyle: 'plain',
    after: ['E & O E.  Terms: strictly 30 days.'],
    truth: { shopName: 'Sarnia Motors (Guernsey) Ltd', serviceDate: d, serviceMileage: miles },
  });
}

/** A Douglas garage, 1992: job card with sterling and Manx VAT 17.5 %. */
export function douglasJobcard1992(rng: Random): Generated {
  const inv = dateIn(rng, 1992, 1992);
  const done = addDays(inv, -rng.int(1, 3));
  const miles = mileage(rng, 25, 120);
  const rate = vatUK(1992);
  return bill({
    lang: 'en',
    head: {
      kind: 'right',
      name: 'Mona Motors (IOM) Ltd',
      sub: 'Service · Repairs · Pre-test checks',
      lines: ['Peel Road, Douglas, Isle of Man', 'Tel. (0624) 62 31 80 · VAT Reg. No. GB 000 4412 19'],
    },
    title: 'Tax Invoice',
    cash: { cur: '£', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 21,
    jobs: jobs(rng, ['Full service', 'Renew rear exhaust box', 'Replace alternator', 'Renew front wheel bearing', 'Tracking check and adjust'], 3, 0.5, 3, [
      '01',
      '02',
      '03',
    ]),
    parts: parts(
      rng,
      [
        ['Rear silencer', 48.6, 'EX-2219'],
        ['Exchange alternator', 118.0, 'ALT-44R'],
        ['Wheel bearing kit', 26.4, 'WBK-18'],
        ['Oil filter', 5.6, 'OF-07'],
        ['Spark plugs (set)', 8.8, 'SP-4'],
      ],
      3,
    ),
    taxes: [{ label: `VAT @ ${rate}%`, rate }],
    to: ['Mr J. Quayle', '7 Ballaquayle Road', 'Douglas'],
    meta: [
      ['Invoice', String(rng.int(20000, 29999))],
      ['Date', fd(inv, 'uk')],
      ['Job done', fd(done, 'uk')],
      ['Reg.', `${rng.int(100, 999)} ${'BCDFGH'[rng.int(0, 5)]}MN`],
      ['Vehicle', 'Ford Sierra 1.8 LX'],
      ['Miles', mi(miles)],
    ],
    place: 'box',
    layout: 'jobcard',
    words: { jobs: 'Labour', parts: 'Parts', desc: 'Description', hrs: 'Hrs', qty: 'Qty', unit: 'Each', amt: 'Goods', no: 'Op' },
    sums: { jobs: 'Labour', parts: 'Parts', net: 'Goods total', total: 'Invoice total' },
    totalsStyle: 'box',
    truth: { shopName: 'Mona Motors (IOM) Ltd', serviceDate: done, serviceMileage: miles },
  });
}

/** A Gibraltar garage, 2005: modern, sterling (Gibraltar pounds), no VAT. */
export function gibraltarModern2005(rng: Random): Generated {
  const inv = dateIn(rng, 2005, 2005);
  const done = addDays(inv, -rng.int(1, 3));
  const km = mileage(rng, 40, 180);
  return bill({
    lang: 'en',
    head: {
      kind: 'left',
      name: 'Rock Motor Repairs',
      sub: 'Mechanical · Electrical · Air conditioning',
      lines: ['Unit 6, Europort Road, Gibraltar', 'Tel. 200 7 44 18 · Fax 200 7 44 19'],
    },
    title: 'Invoice',
    cash: { cur: '£', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 32,
    jobs: jobs(rng, ['Service and oil change', 'Re-gas air conditioning', 'Replace clutch cable', 'Renew front shock absorbers', 'Replace battery'], 3, 0.5, 3),
    parts: parts(
      rng,
      [
        ['Oil filter', 6.5, 'OF-320'],
        ['Engine oil 4 lt', 18.0, 'EO-4'],
        ['A/C gas R134a', 35.0, 'R134'],
        ['Clutch cable', 22.0, 'CC-118'],
        ['Battery 45Ah', 58.0, 'B45'],
      ],
      3,
    ),
    taxes: [],
    noTax: 'No VAT is chargeable in Gibraltar.',
    to: ['Mr A. Bossino', '12 Engineer Lane', 'Gibraltar'],
    meta: [
      ['Invoice no.', `RMR/${rng.int(2000, 2999)}`],
      ['Date', fd(inv, 'uk')],
      ['Work carried out', fd(done, 'uk')],
      ['Reg.', `G ${rng.int(10000, 99999)}`],
      ['Vehicle', 'Renault Clio 1.2'],
      ['Kilometres', mi(km)],
    ],
    place: 'under',
    layout: 'modern',
    words: { jobs: 'Labour', parts: 'Parts', desc: 'Description', hrs: 'Hrs', qty: 'Qty', unit: 'Price', amt: 'Total', pos: '#' },
    sums: { jobs: 'Labour total', parts: 'Parts total', total: 'Total to pay' },
    totalsStyle: 'caption',
    foot: ['Rock Motor Repairs · Cheques payable to Rock Motor Repairs Ltd · Thank you for your custom'],
    truth: { shopName: 'Rock Motor Repairs', serviceDate: done, serviceMileage: km },
  });
}

/** A Hamilton garage, 1999: Bermuda dollars, no sales tax, labour and parts side by side. */
export function hamiltonTwocol1999(rng: Random): Generated {
  const inv = dateIn(rng, 1999, 1999);
  const done = addDays(inv, -rng.int(1, 5));
  const km = mileage(rng, 10, 70);
  return bill({
    lang: 'en',
    head: {
      kind: 'right',
      name: 'Pembroke Auto Service',
      sub: 'Bermuda',
      lines: ['18 Serpentine Road, Pembroke HM 07', 'Tel. (441) 292-4410 · Fax (441) 295-1187'],
    },
    title: 'Invoice',
    cash: { cur: 'BD$', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 58,
    jobs: jobs(
      rng,
      ['Pre-inspection service (TCD)', 'Replace rusted brake lines', 'Renew radiator hoses', 'Replace wheel bearing', 'Underbody salt wash and rust treatment'],
      3,
      0.5,
      3,
    ),
    parts: parts(
      rng,
      [
        ['Brake line kit', 46.0, 'BL-4'],
        ['Radiator hose set', 38.5, 'RH-210'],
        ['Wheel bearing', 52.75, 'WB-33'],
        ['Rust inhibitor', 21.0, 'RI-1'],
        ['Coolant gal', 16.5, 'CL-G'],
      ],
      3,
    ),
    taxes: [],
    to: ['Mrs Lorna Smith-Outerbridge', '4 Cedar Hill', 'Warwick WK 05'],
    meta: [
      ['Invoice', String(rng.int(8000, 8999))],
      ['Date', fd(inv, 'us')],
      ['Completed', fd(done, 'us')],
      ['Licence', String(rng.int(10000, 49999))],
      ['Vehicle', 'Toyota Corolla'],
      ['Odometer km', mi(km)],
    ],
    place: 'above',
    layout: 'twocol',
    words: { jobs: 'Labour', parts: 'Parts', desc: '', hrs: 'hrs', qty: 'pc', unit: '', amt: '' },
    sums: { jobs: 'Labour', parts: 'Parts', total: 'Amount due BD$' },
    totalsStyle: 'box',
    after: ['Payment due on collection. We accept cash, cheque, Visa and MasterCard.'],
    truth: { shopName: 'Pembroke Auto Service', serviceDate: done, serviceMileage: km },
  });
}

/** A Dundalk border garage, 1995: Irish pounds, VAT 21 %, mileage in miles. */
export function dundalkLetter1995(rng: Random): Generated {
  const inv = dateIn(rng, 1995, 1995);
  const done = addDays(inv, -rng.int(1, 4));
  const miles = mileage(rng, 40, 150);
  const rate = vatIE(1995);
  return bill({
    lang: 'en',
    head: {
      kind: 'frame',
      name: 'McArdle Motors',
      sub: 'Repairs · NCT preparation · Recovery',
      lines: ['Newry Road, Dundalk, Co. Louth', 'Tel. (042) 3 41 72 · VAT No. IE 4712345K'],
    },
    title: 'VAT Invoice',
    cash: { cur: 'IR£', style: 'en', pos: 'pre' },
    dec: '.',
    rate: 18,
    jobs: jobs(rng, ['Full service', 'Replace clutch', 'Renew exhaust centre section', 'Replace CV joint offside', 'Repair puncture'], 3, 0.5, 5),
    parts: parts(
      rng,
      [
        ['Clutch kit', 96.0, 'CK-2211'],
        ['Centre silencer', 41.5, 'EX-415'],
        ['CV joint', 48.0, 'CV-77'],
        ['Oil filter', 5.5, 'OF-12'],
        ['Engine oil 5 ltr', 14.0, 'EO-5'],
      ],
      3,
    ),
    taxes: [{ label: `VAT @ ${rate}%`, rate }],
    to: ['Mr P. Hughes', 'Carrickmacross Road', 'Dundalk'],
    meta: [
      ['Invoice No.', String(rng.int(3000, 3999))],
      ['Date', fd(inv, 'uk')],
      ['Date of work', fd(done, 'uk')],
      ['Reg. No.', `${rng.int(86, 95)}-LH-${rng.int(100, 9999)}`],
      ['Make', 'Toyota Carina 1.6'],
      ['Miles', mi(miles)],
    ],
    place: 'beside',
    layout: 'letter',
    words: { jobs: 'Labour', parts: 'Parts', desc: '', hrs: 'hrs', qty: '', unit: '', amt: '' },
    sums: { jobs: 'Labour', parts: 'Parts', net: 'Total ex VAT', total: 'Total inc VAT' },
    totalsStyle: 'band',
    after: ["Sterling accepted at the day's rate."],
    truth: { shopName: 'McArdle Motors', serviceDate: done, serviceMileage: miles },
  });
}
