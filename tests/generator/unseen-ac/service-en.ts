/** English-language service paper of a long life: British, Italian, French, Swedish and US garages, 1958–2004. */
import { addDays, fd, num, r2, vatUK, yearOf } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, it, lump, mileage, pickItems } from './kit';

const CUSTOMERS = ['Mr. G. H. Pennington', 'Mrs. Margaret Ashdown', 'Dr. R. F. Quayle', 'Mr. Alan Whitcombe', 'Miss Eileen Marchbank', 'Mr. D. L. Treharne'];

/** A BMC service voucher from the owner's service book: the check list, the odometer, the dealer's stamp. */
export function bmcServiceVoucher(rng: Random): Generated {
  const date = rng.date(1964, 1974);
  const miles = rng.pick([3000, 6000, 9000, 12000, 18000]);
  const odo = miles + rng.int(-150, 300);
  const dealer = rng.pick(['Kennings Ltd.', 'Henlys (Manchester) Ltd.', 'Wadham Stringer Ltd.', 'Hartwells of Oxford']);
  const work = rng.some(
    [
      'Engine oil changed',
      'Carburettor tuned',
      'Contact breaker points cleaned and set',
      'Front suspension greased',
      'Brakes adjusted',
      'Fan belt tension checked',
      'Tyre pressures checked',
      'Clutch free play adjusted',
    ],
    5,
  );
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'B.M.C. SERVICE VOUCHER', { size: 13, bold: true, align: 'center' }).down(16);
  p.text(297, `${num(miles, 'en').slice(0, -3)} MILES SERVICE`, { size: 10, align: 'center' }).down(30);
  p.box(55, p.y - 14, 485, 320);
  p.text(70, 'The following operations have been carried out:', { size: 9 }).down(20);
  work.forEach((w) => {
    p.text(80, `✓ ${w}`.replace('✓', '/'), { size: 9.5 }).down(14);
  });
  p.down(14);
  p.text(70, 'Car No.', { size: 8 })
    .text(170, `${rng.pick(['A-AN5', 'HAN9', 'GHN4'])}-${rng.int(10000, 99999)}`, { size: 10 })
    .down(16);
  p.text(70, 'Speedometer reading', { size: 8 }).text(170, `${odo} miles`, { size: 10 }).down(16);
  p.text(70, 'Date', { size: 8 }).text(170, fd(date, 'uk'), { size: 10 }).down(34);
  p.box(300, p.y - 30, 220, 58);
  p.text(410, dealer, { size: 9, bold: true, align: 'center' }).down(11);
  p.text(410, 'Authorised B.M.C. Dealer', { size: 7.5, align: 'center' }).down(40);
  p.text(70, 'This voucher is to be retained in the Service Book.', { size: 7.5 });
  return { items: p.items, language: 'en', truth: { documentType: 'service', serviceDate: date, shopName: dealer, workPerformed: work, serviceMileage: odo } };
}

/** A Turin dealer's typed invoice in English to a touring Briton, in lire with I.G.E. */
export function torinoTyped(rng: Random): Generated {
  const inv = rng.date(1961, 1971);
  const km = mileage(rng, 20000, 90000);
  const labour = pickItems(
    rng,
    ['Dismantling and overhaul of gearbox', 'Replacing rear spring', 'Adjusting valves', 'Electrical fault traced and repaired', 'Wheel balancing'],
    3,
    2500,
    28000,
    false,
  );
  const parts = pickItems(rng, ['Synchro ring', 'Rear spring leaf', 'Gasket set', 'Dynamo brushes', 'Oil 3 kg'], 3, 400, 16000, false);
  return bill({
    lang: 'en',
    serif: true,
    head: [
      `${rng.pick(['Autorimessa Barbero', 'Officina Fratelli Quaglia', 'Garage Cavour'])} S.n.c.`,
      `Concessionaria Lancia · Corso ${rng.pick(['Francia', 'Vittorio Emanuele', 'Regina Margherita'])}, Torino`,
    ],
    title: 'INVOICE',
    meta: [
      ['No.', String(rng.int(100, 999))],
      ['Torino,', fd(inv, 'uklong')],
    ],
    to: [rng.pick(CUSTOMERS), 'touring, c/o Hotel Principi di Piemonte'],
    vehicle: [
      ['Car:', rng.pick(['Austin-Healey 3000', 'Jaguar Mk II', 'Sunbeam Alpine'])],
      ['Reg. G.B.', `${rng.pick(['XJO', 'PNK', 'RWD'])} ${rng.int(100, 999)}`],
      ['Km', String(km)],
    ],
    layout: 'sections',
    labour,
    parts,
    lab: {
      labour: 'Labour',
      parts: 'Spare parts',
      labourSub: 'Total labour',
      partsSub: 'Total parts',
      net: 'Sub-total',
      tax: 'I.G.E. 4 %',
      total: 'TOTAL',
      amount: 'Lire',
      desc: 'Description',
    },
    rate: 4,
    style: 'plain',
    cur: 'Lire',
    curFirst: true,
    noCents: true,
    serviceDate: inv,
    serviceMileage: km,
  });
}

/** A Paris garage's carbon invoice in two languages, francs, TVA 17.6 %. */
export function parisCarbone(rng: Random): Generated {
  const inv = rng.date(1970, 1981);
  const done = addDays(inv, -rng.int(1, 3));
  const km = mileage(rng, 40000, 160000);
  const labour = pickItems(
    rng,
    [
      'Remplacement embrayage / clutch replaced',
      'Réglage allumage / ignition set',
      'Vidange / oil change',
      'Réparation échappement / exhaust repaired',
      'Parallélisme / tracking',
    ],
    3,
    60,
    480,
  );
  const parts = pickItems(
    rng,
    ['Disque embrayage / clutch plate', 'Butée / release bearing', 'Huile 5 l / oil', 'Silencieux / silencer', 'Bougies / plugs'],
    3,
    20,
    380,
  );
  return bill({
    lang: 'en',
    head: [
      `Garage ${rng.pick(['du Parc Monceau', 'des Ternes', 'Saint-Lazare'])}`,
      `Agent Citroën · Paris ${rng.pick(['8e', '17e', '9e'])} · R.C. Seine ${rng.int(100, 999)}`,
    ],
    title: 'FACTURE / INVOICE',
    meta: [
      ['Facture no. / Invoice no.', String(rng.int(10000, 39999))],
      ['Date', fd(inv, 'uk')],
      ['Travaux terminés / Work completed', fd(done, 'uk')],
    ],
    to: [rng.pick(CUSTOMERS), 'British Embassy motor pool'],
    vehicle: [
      ['Véhicule / Car', rng.pick(['Citroën DS 21', 'Citroën ID 19', 'Rover 2000'])],
      ['Immat.', `${rng.int(100, 9999)} ${rng.pick(['AB', 'CD', 'EF'])} 75`],
      ['Km', num(km, 'plain').slice(0, -3)],
    ],
    layout: 'mixed',
    labour,
    parts,
    lab: {
      labour: '',
      parts: '',
      labourSub: 'Main d’oeuvre / Labour',
      partsSub: 'Pièces / Parts',
      net: 'Total H.T.',
      tax: 'T.V.A. 17,6 %',
      total: 'TOTAL T.T.C.',
      desc: 'Désignation / Description',
      amount: 'Francs',
      kindL: 'MO',
      kindP: 'P',
    },
    rate: 17.6,
    style: 'de',
    cur: 'F',
    serviceDate: done,
    serviceMileage: km,
  });
}

/** A Gothenburg Volvo dealer invoicing an export customer in English, kronor, moms on the net. */
export function goteborgVolvo(rng: Random): Generated {
  const inv = rng.date(1971, 1979);
  const km = mileage(rng, 15000, 140000);
  const labour = pickItems(
    rng,
    ['Delivery inspection before export', '20 000 km service', 'Rustproofing underbody', 'Rear axle seal replaced', 'Headlamps adjusted for left-hand traffic'],
    3,
    80,
    640,
  );
  const parts = pickItems(rng, ['Oil filter', 'Engine oil 4 l', 'Seal, rear axle', 'Rustproofing compound', 'Headlamp masks'], 3, 14, 260);
  return bill({
    lang: 'en',
    head: [`AB ${rng.pick(['Bilhuset Lindholmen', 'Motor-Hallen', 'Volvo-Centrum Hisingen'])}`, 'Authorised Volvo Dealer · Göteborg, Sweden'],
    title: 'Invoice',
    meta: [
      ['Invoice No.', String(rng.int(40000, 79999))],
      ['Date', fd(inv, 'iso')],
    ],
    to: [rng.pick(CUSTOMERS), 'Tourist Delivery, Torslanda'],
    vehicle: [
      ['Model', rng.pick(['Volvo 144', 'Volvo P1800 E', 'Volvo 245'])],
      ['Reg. No.', `${rng.pick(['OHB', 'KLM', 'RDX'])} ${rng.int(100, 999)}`],
      ['Km', String(km)],
    ],
    layout: 'list',
    labour,
    parts,
    lab: { labour: '', parts: '', labourSub: 'Labour total', partsSub: 'Parts total', net: 'Net', tax: 'Moms (VAT) 17,65 %', total: 'To pay kr' },
    rate: 17.65,
    style: 'deplain',
    cur: 'kr',
    serviceDate: inv,
    serviceMileage: km,
  });
}

/** A Coventry dealer's job card carbon in the 1970s: L/P lines in one table, VAT at the year's rate. */
export function coventryJobCard(rng: Random): Generated {
  const inv = rng.date(1973, 1984);
  const miles = mileage(rng, 22000, 98000);
  const rate = vatUK(yearOf(inv));
  const labour = rng
    .some(
      ['Service to manufacturer’s schedule', 'Overdrive solenoid renewed', 'Rear brake shoes renewed', 'Water pump renewed', 'Steering rack gaiters renewed'],
      3,
    )
    .map((d) => it(d, rng.pick([0.8, 1.2, 1.5, 2.4, 3]), rng.pick([4.5, 6.2, 8.4, 11.5])));
  const parts = pickItems(rng, ['Oil filter GFE 166', 'Solenoid', 'Brake shoes (set)', 'Water pump', 'Gaiters (pair)', 'Oil 5 pts'], 4, 1.2, 38);
  return bill({
    lang: 'en',
    head: [`${rng.pick(['Coventry Motor Mart', 'Holbrooks Garage', 'Spon End Motors'])} Ltd.`, 'Triumph · Rover · Jaguar Main Dealers · Coventry'],
    title: 'JOB CARD / INVOICE',
    meta: [
      ['Job No.', String(rng.int(10000, 59999))],
      ['Date', fd(inv, 'uk')],
    ],
    to: [rng.pick(CUSTOMERS), rng.pick(['Kenilworth', 'Leamington Spa', 'Nuneaton'])],
    vehicle: [
      ['Model', rng.pick(['Triumph TR6', 'Triumph Stag', 'Rover P6 3500'])],
      ['Reg.', `${rng.pick(['KDU', 'RWK', 'OVC'])} ${rng.int(100, 999)}${rng.pick(['L', 'M', 'N', 'P'])}`],
      ['Mileage', String(miles)],
    ],
    layout: 'mixed',
    labour,
    parts,
    lab: {
      labour: '',
      parts: '',
      labourSub: 'Labour',
      partsSub: 'Parts',
      net: 'Goods & services',
      tax: `VAT @ ${rate}%`,
      total: 'TOTAL',
      desc: 'L/P  Operation / part',
      qty: 'Hrs',
      unit: 'Rate',
      amount: '£',
    },
    rate,
    style: 'en',
    cur: '£',
    curFirst: true,
    serviceDate: inv,
    serviceMileage: miles,
  });
}

/** A British recall letter with the dealer's record of the work done below it. */
export function ukRecallLetter(rng: Random): Generated {
  const letter = rng.date(1979, 1993);
  const done = addDays(letter, rng.int(15, 80));
  const miles = mileage(rng, 9000, 88000);
  const maker = rng.pick(['Austin Rover Group Ltd', 'Ford Motor Company Limited', 'Vauxhall Motors Limited']);
  const dealer = rng.pick(['Mann Egerton & Co. Ltd', 'Reg Vardy Ltd', 'Dutton-Forshaw Motor Co.']);
  const work = rng.pick([
    ['Front seat runner bolts inspected', 'Locking plates fitted'],
    ['Brake servo vacuum hose replaced', 'Clip fitted to hose'],
    ['Fuel filler neck inspected', 'Seal renewed'],
  ]);
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, maker, { size: 12.5, bold: true }).down(13);
  p.text(50, 'Customer Relations · Safety Recall Campaign', { size: 8 }).down(34);
  p.text(50, rng.pick(CUSTOMERS), { size: 10 }).down(13);
  p.text(50, `${rng.int(2, 90)} ${rng.pick(['Meadow Lane', 'Church Road', 'The Crescent'])}`, { size: 10 }).down(30);
  p.text(545, fd(letter, 'uklong'), { size: 10, align: 'right' }).down(26);
  p.text(50, `Safety Recall Campaign ${rng.pick(['R', 'SC'])}${rng.int(100, 899)}`, { size: 11, bold: true }).down(20);
  for (const l of [
    'Dear Owner,',
    'Our records show that your vehicle is one of a number that may require a simple precautionary check. Please contact',
    'your local dealer to arrange an appointment; the work will take less than an hour and will be carried out free of charge.',
    'Yours faithfully,',
  ]) {
    p.text(50, l, { size: 9.5 }).down(14);
  }
  p.down(26);
  p.box(45, p.y - 14, 505, 150);
  p.text(55, 'DEALER RECORD OF WORK CARRIED OUT', { size: 9, bold: true }).down(18);
  work.forEach((w) => {
    p.text(60, `• ${w}`, { size: 9.5 }).down(14);
  });
  p.text(60, 'Date work done', { size: 8 }).text(190, fd(done, 'uk'), { size: 10 }).down(15);
  p.text(60, 'Mileage', { size: 8 }).text(190, String(miles), { size: 10 }).down(15);
  p.text(60, 'Dealer stamp', { size: 8 }).text(190, dealer, { size: 10, bold: true }).down(15);
  return {
    items: p.items,
    language: 'en',
    truth: { documentType: 'service', serviceDate: done, shopName: dealer, workPerformed: work, serviceMileage: miles },
  };
}

/** An Alabama dealer's repair order: a warranty line at no charge, customer-pay lines, sales tax on parts only. */
export function alabamaRepairOrder(rng: Random): Generated {
  const inv = rng.date(1966, 1980);
  const miles = mileage(rng, 4000, 36000);
  const labour = [
    lump('Warranty: replace water pump — N/C', 0),
    ...pickItems(rng, ['Tune-up, set timing and dwell', 'Rotate and balance tires', 'Replace front brake pads', 'Adjust carburetor idle'], 2, 9, 48),
  ];
  const parts = pickItems(rng, ['Spark plugs (8)', 'Points and condenser', 'Brake pads', 'Air filter'], 3, 2.5, 28);
  const tax = r2(parts.reduce((a, b) => a + b.a, 0) * 0.04);
  return bill({
    lang: 'en',
    head: [
      `${rng.pick(['Bama Chevrolet Co.', 'Dothan Chevrolet Inc.', 'Tuscaloosa Motor Co.'])}`,
      `Chevrolet · Sales & Service · ${rng.pick(['Dothan', 'Tuscaloosa', 'Anniston'])}, Alabama`,
    ],
    title: 'REPAIR ORDER',
    meta: [
      ['R.O. No.', String(rng.int(20000, 89999))],
      ['Date', fd(inv, 'us')],
    ],
    to: [rng.pick(CUSTOMERS).replace('Mr. ', '').replace('Mrs. ', 'Mrs '), 'Route 2'],
    vehicle: [
      ['Year/Model', rng.pick(['1966 Impala', '1969 Chevelle', '1972 C-10 Pickup'])],
      ['Lic.', `${rng.int(1, 67)}-${rng.int(1000, 99999)}`],
      ['Mileage', String(miles)],
    ],
    layout: 'mixed',
    labour,
    parts,
    other: [lump('Sales tax 4% on parts', tax)],
    lab: {
      labour: '',
      parts: '',
      labourSub: 'Total labor',
      partsSub: 'Total parts',
      total: 'PAY THIS AMOUNT',
      desc: 'Description',
      amount: 'Amount',
      kindL: 'L',
      kindP: 'P',
    },
    rate: 0,
    style: 'en',
    cur: '$',
    curFirst: true,
    serviceDate: inv,
    serviceMileage: miles,
  });
}

/** A Jaguar specialist's invoice on an accepted estimate: the estimate's reference, then the work as carried out. */
export function jaguarEstimateInvoice(rng: Random): Generated {
  const est = rng.date(1984, 1996);
  const inv = addDays(est, rng.int(20, 60));
  const done = addDays(inv, -rng.int(1, 5));
  const miles = mileage(rng, 60000, 160000);
  const rate = vatUK(yearOf(inv));
  const labour = rng
    .some(
      [
        'Remove and refit engine',
        'Cylinder head overhauled, valves reseated',
        'Rear subframe mountings renewed',
        'Inboard brakes overhauled',
        'Cooling system flushed',
      ],
      3,
    )
    .map((d) => it(d, rng.pick([3, 4.5, 6, 8, 12]), rng.pick([22, 26, 28.5, 32])));
  const parts = pickItems(
    rng,
    ['Head gasket set', 'Exhaust valves (6)', 'Subframe mountings (4)', 'Brake calipers exchange', 'Coolant 5 l', 'Radiator hoses'],
    4,
    8,
    240,
  );
  return bill({
    lang: 'en',
    head: [`${rng.pick(['Coombe Hill Jaguar', 'Marchwood XK Services', 'Broadway Classic Jaguar'])}`, 'Jaguar & Daimler specialists · established 1961'],
    title: 'INVOICE',
    meta: [
      ['Invoice', String(rng.int(3000, 8999))],
      ['Invoice date', fd(inv, 'uk')],
      ['Our estimate', `E${rng.int(100, 999)} of ${fd(est, 'uk')}`],
      ['Work completed', fd(done, 'uk')],
    ],
    to: [rng.pick(CUSTOMERS), rng.pick(['Godalming', 'Evesham', 'Farnham'])],
    vehicle: [
      ['Vehicle', rng.pick(['Jaguar E-Type 4.2', 'Jaguar XJ6 Series 1', 'Daimler Sovereign'])],
      ['Reg.', `${rng.pick(['KPX', 'EHT', 'VBL'])} ${rng.int(100, 999)}${rng.pick(['D', 'F', 'G', 'K'])}`],
      ['Odometer', String(miles)],
    ],
    layout: 'sections',
    labour,
    parts,
    lab: {
      labour: 'Work carried out as estimate',
      parts: 'Parts and materials',
      labourSub: 'Labour',
      partsSub: 'Parts',
      net: 'Total net',
      tax: `VAT ${rate}%`,
      total: 'Total due',
      qty: 'Hrs',
      unit: 'Rate',
      amount: '£',
      desc: 'Description',
    },
    rate,
    style: 'en',
    cur: '£',
    curFirst: true,
    serviceDate: done,
    serviceMileage: miles,
  });
}

/** An MG restorer's long invoice: a stage of a rebuild with 24–30 parts lines, VAT at the year's rate. */
export function mgRebuildLong(rng: Random): Generated {
  const inv = rng.date(1996, 2006);
  const rate = vatUK(yearOf(inv));
  const labour = rng
    .some(
      [
        'Body removed from chassis',
        'Chassis shot-blasted and painted',
        'Wings fitted and aligned',
        'Engine rebuilt to standard specification',
        'Wiring loom fitted',
      ],
      4,
    )
    .map((d) => it(d, rng.int(6, 48), rng.pick([24, 28, 32])));
  const pool = [
    'Sill, outer LH',
    'Sill, outer RH',
    'Castle rail LH',
    'Castle rail RH',
    'Floor pan',
    'Boot floor',
    'Front valance',
    'Rear valance',
    'Door skin LH',
    'Door skin RH',
    'Wing beading',
    'Wing piping',
    'Chrome bumper front',
    'Overriders (pair)',
    'Windscreen seal',
    'Door seals (pair)',
    'Carpet set',
    'Trim panel set',
    'Pistons +.020 (set)',
    'Main bearings',
    'Big end bearings',
    'Gasket set, full',
    'Camshaft, fast road',
    'Followers (8)',
    'Timing chain',
    'Oil pump',
    'Clutch kit',
    'Wiring loom',
    'Fuel pump SU',
    'Brake hoses (3)',
  ];
  const parts = rng.some(pool, rng.int(24, 30)).map((d) => it(d, rng.int(1, 2), r2(4 + rng.next() * 160)));
  return bill({
    lang: 'en',
    head: [`${rng.pick(['Octagon Restorations', 'Abingdon Classic Works', 'Brownlow & Gammage'])}`, 'MG restoration and parts · Oxfordshire'],
    title: `Invoice — rebuild stage ${rng.int(2, 5)}`,
    meta: [
      ['Invoice No.', String(rng.int(1000, 4999))],
      ['Date / tax point', fd(inv, 'uk')],
    ],
    to: [rng.pick(CUSTOMERS), 'Wantage'],
    vehicle: [
      ['Car', rng.pick(['MGB GT 1968', 'MGA 1600 Roadster', 'MG TD'])],
      ['Chassis', `GHN${rng.int(3, 5)}-${rng.int(10000, 99999)}`],
    ],
    layout: 'sections',
    labour,
    parts,
    lab: {
      labour: 'Labour',
      parts: 'Parts supplied',
      labourSub: 'Labour total',
      partsSub: 'Parts total',
      net: 'Net',
      tax: `VAT @ ${rate}%`,
      total: 'Invoice total',
      qty: 'Qty/Hrs',
      unit: 'Each',
      amount: '£',
      desc: 'Item',
    },
    rate,
    style: 'en',
    cur: '£',
    curFirst: true,
    serviceDate: inv,
  });
}

/** A Georgia filling-station mechanic's hand-written bill: a few lines and the sum. */
export function georgiaHandNote(rng: Random): Generated {
  const date = rng.date(1955, 1968);
  const shop = rng.pick(['Curtis Texaco Station', 'Pope’s Gulf Service', 'Hinesville Garage — J. T. Pope']);
  const labour = pickItems(rng, ['Fix leak in radiator', 'Reline brakes', 'Patch muffler', 'Set points & plugs', 'Grease job'], rng.int(2, 3), 1.5, 14);
  const parts = pickItems(rng, ['Hose', 'Brake lining', 'Plugs', 'Fan belt'], rng.int(1, 2), 0.8, 6);
  return bill({
    lang: 'en',
    serif: true,
    head: [shop, rng.pick(['Hinesville, Ga.', 'Waycross, Ga.', 'Statesboro, Ga.'])],
    title: 'Bill',
    meta: [['', fd(date, 'usshort')]],
    to: [`To ${rng.pick(CUSTOMERS)}`],
    layout: 'hand',
    labour,
    parts,
    lab: { labour: '', parts: '', labourSub: '', partsSub: '', total: 'Total', amount: '' },
    rate: 0,
    style: 'plain',
    cur: '$',
    curFirst: true,
    notes: ['Paid — thank you'],
    serviceDate: date,
  });
}
