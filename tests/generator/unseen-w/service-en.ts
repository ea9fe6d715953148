/** British and American race-preparation and estate workshops' bills (Silverstone, Goodwood country, Scotland, California, New England, Texas), 1958–2025. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { fd, num, vatUK } from '../paper-kit';
import { bill } from './bill';
import { dates, digits, parts, vin, works } from './pick';

const gbp = (n: number) => `£${num(n, 'en')}`;
const usd = (n: number) => `$${num(n, 'en')}`;
const usdPlain = (n: number) => num(n, 'en');
const miles = (n: number) => num(n, 'en').replace('.00', '');

/** 1958, Pasadena: a speed shop's typed bill, sales tax on parts only. */
export function pasadenaSpeed(rng: Random): Generated {
  const d = dates(rng, 1955, 1960);
  const odo = rng.int(12000, 68000);
  return bill({
    lang: 'en',
    money: usd,
    numStyle: 'en',
    head: {
      style: 'serifLeft',
      name: 'Arroyo Speed & Marine',
      lines: ['1140 E. Colorado Blvd. · Pasadena, Calif. · SYcamore 6-2291'],
      logo: 'Racing Engines — Dynamometer Service — Hot Rod Parts',
    },
    shop: 'Arroyo Speed & Marine',
    title: 'INVOICE',
    customer: ['Mr. Dale R. Whitcomb', '2207 Mar Vista Ave.', 'Altadena, Calif.'],
    meta: [
      ['No.', String(rng.int(2100, 4800))],
      ['Date', fd(d.inv, 'uslong')],
      ['Speedometer', miles(odo)],
    ],
    metaCols: 3,
    metaPos: 'colon',
    vehicle: [
      ['Car', '1955 Chevrolet Bel Air, Sports Car Club Class'],
      ['Engine No.', `V${digits(rng, 7)}F55`],
    ],
    vehiclePos: 'colon',
    layout: 'typed',
    serif: true,
    rate: rng.pick([3.5, 4, 4.5]),
    work: works(
      rng,
      [
        ['Bored block .030 over, honed', 4, 6],
        ['Installed Duntov cam and solid lifters', 4, 6],
        ['Ported and polished heads', 6, 9],
        ['Balanced crank and rods', 3, 4],
        ['Dyno tuned, two runs', 2, 3],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Jahns pistons', 6, 8, 8],
        ['Duntov camshaft', 42, 55],
        ['Solid lifters', 1.8, 2.4, 16],
        ['Gasket set', 7, 11],
        ['Carter WCFB carburetor', 38, 52, 2],
      ],
      4,
    ),
    vat: 4,
    taxOnPartsOnly: true,
    w: {
      labourHead: 'To labor:',
      partsHead: 'To parts and material:',
      labourSum: 'Labor',
      partsSum: 'Parts total',
      vat: 'Calif. sales tax on parts',
      gross: 'TOTAL',
      hoursUnit: 'hrs',
    },
    notes: ['Terms: cash. Car at owner’s risk while in shop.'],
    footer: ['Thank you for your patronage'],
    truth: { serviceDate: d.inv, serviceMileage: odo },
  });
}

/** 1976, near Goodwood: a race preparer's bill at 8 % VAT, labour and parts sections, the work finished before the bill. */
export function goodwoodPrep(rng: Random): Generated {
  const d = dates(rng, 1975, 1978);
  const odo = rng.int(21000, 89000);
  const v = vatUK(Number(d.inv.slice(0, 4)));
  return bill({
    lang: 'en',
    money: gbp,
    numStyle: 'en',
    head: {
      style: 'centre',
      name: 'Lavant Competition Services',
      lines: ['Race and Hill-climb Preparation', 'The Old Forge, Mid Lavant, Chichester, Sussex · Tel. Chichester 52740'],
    },
    shop: 'Lavant Competition Services',
    title: 'INVOICE',
    customer: ['Major R. T. Hesketh-Ward', 'Charlton Farmhouse', 'Singleton, Chichester'],
    meta: [
      ['Invoice No.', String(rng.int(500, 1500))],
      ['Invoice date', fd(d.inv, 'uk')],
      ['Work finished', fd(d.work, 'uk')],
      ['Mileage', miles(odo)],
    ],
    metaCols: 2,
    metaPos: 'left',
    vehicle: [['Vehicle', 'Lotus Elan S3 (Reg. No. ' + `KPX ${rng.int(100, 999)}E` + ')']],
    vehiclePos: 'colon',
    layout: 'sections',
    rate: rng.pick([4.5, 5, 5.5]),
    work: works(
      rng,
      [
        ['Engine lifted, crank reground', 8, 12],
        ['Twin Webers rejetted for sprint use', 2, 4],
        ['Rear suspension rebushed', 4, 6],
        ['Oil cooler fitted', 2, 3],
        ['Scrutineering check for Goodwood sprint', 1, 2],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Main bearing set', 14, 19],
        ['Big end shells', 8, 12],
        ['Weber jets', 1.2, 1.8, 8],
        ['Rotoflex couplings', 9, 13, 4],
        ['Oil cooler kit', 38, 46],
      ],
      4,
    ),
    vat: v,
    w: {
      labourHead: 'LABOUR',
      partsHead: 'PARTS',
      cols: ['Description', 'Hours', 'Rate', 'Amount', 'Part', 'Qty', 'Each'],
      labourSum: 'Total labour',
      partsSum: 'Total parts',
      net: 'Goods and services',
      vat: `V.A.T. at ${v}%`,
      gross: 'Amount due',
    },
    footer: ['VAT Reg. No. 193 4417 62 · Barclays Bank Ltd, Chichester'],
    truth: { serviceDate: d.work, serviceMileage: odo },
  });
}

/** 1985, Perth: a Scottish rally preparer, hours × rate lines, a cage and a rebuild after the forests. */
export function perthRally(rng: Random): Generated {
  const d = dates(rng, 1983, 1988);
  const odo = rng.int(30000, 120000);
  const v = vatUK(Number(d.inv.slice(0, 4)));
  return bill({
    lang: 'en',
    money: gbp,
    numStyle: 'en',
    head: { style: 'spaced', name: 'Tayside Rally Preparations', lines: ['Inveralmond Industrial Estate', 'Perth PH1 3TW', 'Tel. Perth (0738) 22 61 4'] },
    shop: 'Tayside Rally Preparations',
    title: 'Invoice',
    customer: ['A. Macrae Esq.', 'Birchwood, Blairgowrie Road', 'Dunkeld, Perthshire'],
    meta: [
      ['Our ref', `TRP/${rng.int(100, 900)}`],
      ['Tax point', fd(d.inv, 'uklong')],
      ['Job completed', fd(d.work, 'uklong')],
    ],
    metaCols: 3,
    metaPos: 'above',
    vehicle: [
      ['Car', 'Ford Escort RS2000 Mk II'],
      ['Reg', `${String.fromCharCode(65 + rng.int(0, 20))}${rng.int(100, 999)} ${'SGA'.slice(0, 3)}`],
      ['Odometer', `${miles(odo)} miles`],
    ],
    vehiclePos: 'above',
    layout: 'hours',
    rate: rng.pick([12, 14, 16]),
    work: works(
      rng,
      [
        ['Roll cage welded in, six point', 16, 24],
        ['Sump guard and tank guard fitted', 3, 5],
        ['Atlas axle rebuilt after Scottish Rally', 5, 8],
        ['Front struts rebuilt', 4, 6],
        ['Spot lamps and pod wired', 2, 4],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Cage tube kit', 160, 210],
        ['Sump guard, alloy', 70, 95],
        ['Bilstein inserts', 48, 62, 2],
        ['Halfshaft', 55, 70],
        ['Cibie Oscar lamps', 38, 46, 4],
      ],
      4,
    ),
    vat: v,
    w: { cols: [], labourSum: 'Labour total', partsSum: 'Parts total', net: 'Sub-total', vat: `VAT @ ${v}%`, gross: 'Invoice total' },
    notes: ['Next service due at 500 stage miles.'],
    footer: ['Bank of Scotland, Perth · Sort code 80-06-17 · VAT No. 277 1180 45'],
    truth: { serviceDate: d.work, serviceMileage: odo },
  });
}

/** 1993, Lakeville CT: a vintage-race preparer's one-table repair order with L/P kinds, tax on parts only. */
export function lakevilleVintage(rng: Random): Generated {
  const d = dates(rng, 1991, 1995, [1, 5]);
  const odo = rng.int(9000, 70000);
  return bill({
    lang: 'en',
    money: usd,
    numStyle: 'en',
    head: {
      style: 'logoRight',
      name: 'Salisbury Vintage Racing, Inc.',
      lines: ['Route 112 at Lime Rock', 'Lakeville, CT 06039', '(203) 435-2281'],
      logo: 'SALISBURY VINTAGE',
    },
    shop: 'Salisbury Vintage Racing, Inc.',
    title: 'REPAIR ORDER',
    titleAlign: 'right',
    customer: ['Mr. Thomas A. Pryor', '18 Pettibone Lane', 'Sharon, CT 06069'],
    meta: [
      ['R.O. No.', String(rng.int(7000, 9999))],
      ['Date', fd(d.inv, 'us')],
      ['Promised', fd(d.work, 'us')],
      ['Odometer In', miles(odo)],
    ],
    metaCols: 4,
    metaPos: 'boxed',
    vehicle: [
      ['Vehicle', 'Austin-Healey 100-4 BN2 — SCCA/VSCCA'],
      ['VIN', vin(rng, 'BN2L', 6)],
    ],
    vehiclePos: 'colon',
    layout: 'mixed',
    rate: rng.pick([55, 60, 65]),
    work: works(
      rng,
      [
        ['Prepare car for Lime Rock vintage festival', 6, 10],
        ['Overdrive unit rebuilt', 5, 8],
        ['Front disc conversion fitted', 4, 6],
        ['Aluminum radiator installed', 2, 3],
        ['Safety inspection and tech sheet', 1, 2],
      ],
      3,
    ),
    parts: parts(
      rng,
      [
        ['Overdrive rebuild kit', 180, 240],
        ['Disc brake conversion kit', 640, 790],
        ['Aluminum radiator', 420, 520],
        ['Racing brake fluid', 12, 16, 3],
        ['Fuel cell foam', 90, 120],
      ],
      3,
    ),
    vat: 6,
    taxOnPartsOnly: true,
    w: {
      cols: ['Ln', 'Type', 'Description', 'Qty/Hrs', 'Unit', 'Ext.'],
      kinds: ['L', 'P'],
      labourSum: 'Labor',
      partsSum: 'Parts',
      vat: 'CT sales tax (parts)',
      gross: 'TOTAL DUE',
    },
    footer: ['All parts remain property of Salisbury Vintage Racing until paid in full.'],
    truth: { serviceDate: d.inv, serviceMileage: odo },
  });
}

/** 2002, Austin: an engine builder's bill with a dyno charge outside the split, tax on parts. */
export function austinEngine(rng: Random): Generated {
  const d = dates(rng, 2000, 2004);
  return bill({
    lang: 'en',
    money: usdPlain,
    numStyle: 'en',
    head: {
      style: 'boxed',
      name: 'Pedernales Race Engines',
      lines: ['8810 Research Blvd, Suite C · Austin, TX 78758', 'Vintage Trans-Am & Can-Am engines · (512) 454-7702'],
    },
    shop: 'Pedernales Race Engines',
    title: 'Invoice',
    customer: ['Hill Country Historic Racing LLC', 'attn. Buck Lindell', '410 Ranch Road 12', 'Wimberley, TX 78676'],
    meta: [
      ['Invoice #', `PRE-${rng.int(1200, 2400)}`],
      ['Invoice Date', fd(d.inv, 'us')],
      ['Engine No.', `302-${digits(rng, 4)}`],
      ['Hours since rebuild', String(rng.int(18, 40))],
    ],
    metaCols: 2,
    metaPos: 'left',
    layout: 'sections',
    rate: rng.pick([85, 95, 110]),
    work: works(
      rng,
      [
        ['Teardown and magnaflux block, crank, rods', 6, 9],
        ['Machine block, align hone', 5, 8],
        ['Assemble short block', 8, 12],
        ['Heads: valve job, springs set up', 6, 9],
        ['Set up Holley carbs on cross-ram intake', 3, 5],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Forged pistons, set', 780, 980],
        ['Carrillo rods, set', 1450, 1800],
        ['Roller cam and lifters', 640, 820],
        ['Valve springs, set', 260, 340],
        ['Gasket set, race', 140, 190],
        ['Oil pump, dry sump stage', 690, 860],
      ],
      4,
    ),
    extras: [{ d: 'Dyno time (outside shop labor)', amt: rng.pick([450, 600, 750]) }],
    vat: 8.25,
    taxOnPartsOnly: true,
    w: {
      labourHead: 'Shop Labor',
      partsHead: 'Parts',
      cols: ['Operation', 'Hrs', 'Rate', 'Amount', 'Item', 'Qty', 'Price'],
      labourSum: 'Labor subtotal',
      partsSum: 'Parts subtotal',
      vat: 'Sales tax 8.25% (parts)',
      gross: 'Total (USD)',
    },
    footer: ['Texas Sales and Use Tax Permit 1-74-2290117-4 · Net 15 days · Wire: Frost Bank, Austin · ABA 114000093'],
    truth: { serviceDate: d.inv },
  });
}

/** 2008, Silverstone: a historic engine rebuild with trade subtotals, a date of work apart and the figures in boxes. */
export function silverstoneHistoric(rng: Random): Generated {
  const d = dates(rng, 2006, 2010);
  const v = vatUK(Number(d.inv.slice(0, 4)));
  return bill({
    lang: 'en',
    money: gbp,
    numStyle: 'en',
    head: {
      style: 'rightBlock',
      name: 'Dadford Road Historics Ltd',
      lines: ['Unit 9, Silverstone Technology Park', 'Towcester, Northants NN12 8GX', '01327 857 400'],
    },
    shop: 'Dadford Road Historics Ltd',
    title: 'TAX INVOICE',
    customer: ['Mr J. F. Annesley', 'Wardington Manor Cottages', 'Banbury OX17 1SW'],
    meta: [
      ['Invoice', `DRH${rng.int(3000, 6000)}`],
      ['Date', fd(d.inv, 'uk')],
      ['Date of work', fd(d.work, 'uk')],
      ['Account', `ANN${rng.int(10, 99)}`],
    ],
    metaCols: 4,
    metaPos: 'boxed',
    vehicle: [
      ['Car', 'Lotus 23B (FIA HTP GBR 7' + rng.int(100, 999) + ')'],
      ['Engine', 'Cosworth Mk XIII twin-cam'],
    ],
    vehiclePos: 'left',
    layout: 'sections',
    rate: rng.pick([52, 58, 64]),
    work: works(
      rng,
      [
        ['Engine strip, crack test and measure', 8, 12],
        ['Head rebuild, new guides and seats', 10, 14],
        ['Assemble and time engine', 8, 10],
        ['Dyno run-in and power curve', 3, 4],
        ['Refit engine, set up dampers for Historic Festival', 5, 7],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Cosworth pistons, set of four', 980, 1200],
        ['Valve set, inlet and exhaust', 420, 560],
        ['Steel con rods', 240, 300, 4],
        ['Head gasket, copper', 48, 64],
        ['Dry sump oil pump seal kit', 85, 110],
      ],
      4,
    ),
    vat: v,
    w: {
      labourHead: 'Workshop',
      partsHead: 'Components',
      cols: ['', 'Hrs', '£/hr', '£', '', 'Qty', '£ each'],
      labourSum: 'Workshop sub-total',
      partsSum: 'Components sub-total',
      net: 'Net',
      vat: `VAT ${v}%`,
      gross: 'Total payable',
    },
    notes: ['Engine log: 0.0 hrs since rebuild. Rebuild interval 25 race hours.'],
    footer: ['Dadford Road Historics Ltd · Registered in England No. 4172 339 · VAT Reg 812 4471 09', 'HSBC Towcester · Sort 40-19-22 · Acc 7118 4206'],
    truth: { serviceDate: d.work },
  });
}

/** 2014, Fife: waking a car laid up in a late owner's barn, billed to the executors, work and parts side by side. */
export function fifeExecutors(rng: Random): Generated {
  const d = dates(rng, 2012, 2016);
  const odo = rng.int(22000, 80000);
  return bill({
    lang: 'en',
    money: gbp,
    numStyle: 'en',
    head: {
      style: 'serifLeft',
      name: 'Kingdom Classic Car Care',
      lines: ['Station Road, Ladybank, Fife KY15 7JQ · 01337 830 614'],
      logo: 'Laid-up cars recommissioned · collection across Scotland',
    },
    shop: 'Kingdom Classic Car Care',
    title: 'Invoice',
    customer: ['The Executors of the late Mrs Isobel Drummond', 'c/o Thorntons Law LLP', 'Whitehall House, 33 Yeaman Shore', 'Dundee DD1 4BJ'],
    meta: [
      ['Invoice no', String(rng.int(14000, 16999))],
      ['Invoice date', fd(d.inv, 'uklong')],
      ['Work carried out', fd(d.work, 'uklong')],
      ['Recorded mileage', `${miles(odo)} mls`],
    ],
    metaCols: 2,
    metaPos: 'left',
    vehicle: [['Vehicle', 'Jaguar XK150 Drophead Coupé, laid up since 1994']],
    vehiclePos: 'colon',
    layout: 'side',
    rate: rng.pick([42, 48, 54]),
    work: works(
      rng,
      [
        ['Collect car from farm steading', 3, 4],
        ['Drain stale fuel, clean tank', 3, 5],
        ['Free off seized brakes, new hoses', 5, 8],
        ['Turn engine by hand, oil bores', 1.5, 2.5],
        ['New tyres fitted and balanced', 1, 2],
        ['Report for executors and valuer', 1, 2],
      ],
      5,
    ),
    parts: parts(
      rng,
      [
        ['Brake hoses', 14, 19, 4],
        ['Wheel cylinders', 38, 52, 4],
        ['Blockley tyres 6.00x16', 170, 210, 4],
        ['Fuel pump SU', 140, 170],
        ['Battery', 80, 105],
      ],
      4,
    ),
    vat: vatUK(Number(d.inv.slice(0, 4))),
    w: { labourHead: 'Work carried out', partsHead: 'Parts', labourSum: 'Labour', partsSum: 'Parts', net: 'Net total', vat: 'VAT at 20%', gross: 'Total' },
    notes: ['The car has not been driven on the road; MOT and registration are for the estate to arrange.'],
    footer: ['VAT Reg No 142 8847 31 · Clydesdale Bank, Cupar · Sort Code 82-66-14 · Account 5021 7730'],
    truth: { serviceDate: d.work, serviceMileage: odo },
  });
}

/** 2019, Monterey: a concours and track preparer's repair order, mixed table with part numbers, a date completed. */
export function montereyTrack(rng: Random): Generated {
  const d = dates(rng, 2018, 2020, [1, 4]);
  const odo = rng.int(15000, 95000);
  return bill({
    lang: 'en',
    money: usd,
    numStyle: 'en',
    head: { style: 'spaced', name: 'Laguna Seca Classic Works', lines: ['2 Harris Court, Bldg B', 'Monterey, CA 93940', '(831) 375-0982', 'BAR ARD00271145'] },
    shop: 'Laguna Seca Classic Works',
    title: 'Repair Order / Invoice',
    customer: ['Carmel Valley Collection', 'Ms. Renata Okafor', '31 Paso Hondo', 'Carmel Valley, CA 93924'],
    meta: [
      ['RO', String(rng.int(30000, 39999))],
      ['Written', fd(d.work.replace(/-\d\d$/, '-01'), 'us')],
      ['Invoiced', fd(d.inv, 'us')],
      ['Completed', fd(d.work, 'us')],
      ['Mileage in', miles(odo)],
      [
        'License',
        `${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100, 999)}`,
      ],
    ],
    metaCols: 3,
    metaPos: 'above',
    vehicle: [
      ['Year/Make/Model', '1967 Shelby GT350'],
      ['VIN', vin(rng, 'SFM6S', 4)],
    ],
    vehiclePos: 'colon',
    layout: 'mixed',
    rate: rng.pick([165, 185, 195]),
    work: works(
      rng,
      [
        ['Track prep for Rolex Monterey Motorsports Reunion', 6, 9],
        ['Corner balance and alignment', 2.5, 4],
        ['Brake system flush, pads bedded', 1.5, 2.5],
        ['Replace harnesses, check cage padding', 1.5, 3],
        ['Post-event inspection', 2, 3],
      ],
      3,
    ),
    parts: parts(
      rng,
      [
        ['Brake pads, Hawk racing', 180, 240, 2],
        ['Harness set, SFI 16.1', 420, 560],
        ['Motul RBF 660', 24, 30, 3],
        ['Fuel filter', 28, 40],
        ['Tire set, Goodyear Blue Streak', 1300, 1600],
      ],
      3,
    ),
    vat: 9.25,
    taxOnPartsOnly: true,
    w: {
      cols: ['Line', 'L/P', 'Description', 'Qty', 'Price', 'Total'],
      kinds: ['LAB', 'PRT'],
      labourSum: 'Labor',
      partsSum: 'Parts',
      vat: 'Sales tax (parts) 9.25%',
      gross: 'Please pay this amount',
    },
    notes: ['Hazardous waste disposal fee waived.'],
    footer: ['Written estimates available on request. State law requires us to return replaced parts unless you decline.'],
    truth: { serviceDate: d.work, serviceMileage: odo },
  });
}

/** 2024, Goodwood country: a Revival preparer, typed-style bill at 20 % with a deposit and a next service due. */
export function revivalPrep(rng: Random): Generated {
  const d = dates(rng, 2023, 2026);
  const odo = rng.int(40000, 99000);
  const deposit = rng.pick([1500, 2500, 3000]);
  return bill({
    lang: 'en',
    money: gbp,
    numStyle: 'en',
    head: {
      style: 'logoRight',
      name: 'Boxgrove Motor Racing Ltd',
      lines: ['Halnaker Barns, Stane Street', 'Boxgrove, West Sussex PO18 0QR', '01243 776 205', 'accounts@boxgrove-mr.co.uk'],
      logo: 'BOXGROVE',
    },
    shop: 'Boxgrove Motor Racing Ltd',
    title: 'Invoice',
    titleAlign: 'right',
    customer: ['Mrs Philippa Crane-Darby', 'Upwaltham House', 'Petworth GU28 0LX'],
    meta: [
      ['Invoice number', `BMR-${rng.int(10000, 12999)}`],
      ['Tax date', fd(d.inv, 'uk')],
      ['Date of service', fd(d.work, 'uk')],
      ['Odometer', `${miles(odo)} miles`],
    ],
    metaCols: 2,
    metaPos: 'left',
    vehicle: [
      ['Car', 'Austin-Healey 3000 Mk I (BN7) — Revival eligible'],
      [
        'Reg',
        `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)}`,
      ],
    ],
    vehiclePos: 'colon',
    layout: 'typed',
    rate: rng.pick([85, 95, 105]),
    work: works(
      rng,
      [
        ['Pre-Revival service and scrutineering check', 4, 6],
        ['Change gearbox and axle oils', 1, 2],
        ['Replace fire extinguisher system', 1.5, 2.5],
        ['Set up suspension for Goodwood circuit', 3, 5],
        ['Brake fluid change', 1, 1.5],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Plumbed-in extinguisher, FIA', 340, 420],
        ['Gearbox oil 1 l', 14, 19, 3],
        ['Brake fluid, racing', 22, 28, 2],
        ['Spark plugs', 6, 9, 6],
        ['Engine oil 20W-50, 5 l', 46, 58],
      ],
      4,
    ),
    vat: 20,
    deposit,
    w: {
      labourHead: 'Labour',
      partsHead: 'Parts & consumables',
      labourSum: 'Parts & consumables net',
      partsSum: 'Parts & consumables net',
      net: 'Net',
      vat: 'VAT 20%',
      gross: 'Invoice total',
      deposit: 'Less deposit received',
      balance: 'Balance to pay',
      hoursUnit: 'hours',
    },
    notes: [`Next service due: ${miles(odo + 1500)} miles or before the next race meeting.`],
    footer: ['Boxgrove Motor Racing Ltd · Company No. 09 418 772 · VAT GB 227 3148 90 · Lloyds Bank, Chichester 30-94-57 / 4412 0981'],
    truth: { serviceDate: d.work, serviceMileage: odo },
  });
}
