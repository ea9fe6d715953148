/** English-language service paper: the US South, Dutch, Swedish and Danish specialists writing English, British concours and marque shops. */
import { vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { before, digits, ds, fd, hrs, labour, letters, make, num, numNordic, parts, r2, total } from './kit';

const d = (n: number) => num(n, 'en');
const eu = (n: number) => num(n, 'de');

/** An Atlanta Mercedes specialist's carbon-copy repair order, 1982–1996: boxed header, op codes, Georgia tax on parts. */
export function atlantaRepairOrder(rng: Random): Generated {
  const inv = rng.date(1982, 1996);
  const rate = rng.pick([38, 42, 46, 52]);
  const L = labour(
    rng,
    [
      ['Replace timing chain and guides', 6, 9],
      ['Adjust valves, replace cover gasket', 1.5, 2.5],
      ['Rebuild front end, replace idler arm', 2.5, 4],
      ['A/C service, recharge R-12', 1, 2],
      ['Replace glow plugs', 1.5, 2.5],
      ['Tune up, set idle', 1, 2],
    ],
    rng.int(2, 4),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Timing chain', 48, 70],
      ['Chain guide rail', 14, 22, 3],
      ['Valve cover gasket', 9, 15],
      ['Idler arm', 55, 80],
      ['Glow plug', 11, 16, 5],
      ['Freon R-12 can', 6, 9, 3],
      ['Oil filter', 6, 9],
      ['Motor oil qt', 1.5, 2.5, 7],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const rate2 = yearOf(inv) < 1990 ? 4 : 5;
  const tax = r2((par * rate2) / 100);
  const tot = r2(lab + par + tax);
  const mi = rng.int(60000, 260000);
  return make(
    [
      { t: 'text', lines: ['PEACHTREE STAR AUTOMOTIVE'], size: 13, bold: true, align: 'center' },
      {
        t: 'text',
        lines: ['MERCEDES-BENZ SERVICE & REPAIR  *  2281 CHESHIRE BRIDGE RD NE  *  ATLANTA GA 30324  *  (404) 633-1187'],
        size: 7.5,
        align: 'center',
      },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['R.O. NO.', digits(rng, 5)],
          ['DATE', fd(inv, 'us')],
          ['PROMISED', fd(before(rng, inv, -2, -1), 'us')],
          ['MILEAGE IN', String(mi)],
          ['YEAR/MAKE/MODEL', rng.pick(['79 MB 300D', '81 MB 380SL', '77 MB 450SEL', '74 MB 280'])],
          ['LICENSE', `${letters(rng, 3)} ${digits(rng, 3)}`],
          ['CUSTOMER', `${rng.pick(['R.', 'J.', 'W.'])} ${rng.pick(['HOLLOWAY', 'PRICE', 'MCDANIEL'])}`],
          ['PHONE', `404 ${digits(rng, 3)}-${digits(rng, 4)}`],
        ],
        cell: 121,
      },
      {
        t: 'table',
        cols: [
          { h: 'OP', x: 55 },
          { h: 'LABOR INSTRUCTIONS', x: 85 },
          { h: 'TECH', x: 380 },
          { h: 'HRS', x: 450, align: 'right' },
          { h: 'AMOUNT', x: 535, align: 'right' },
        ],
        rows: L.map((x, i) => [String.fromCharCode(65 + i), x.d, String(rng.int(11, 29)), hrs(x.q, false, true), d(x.a)]),
        boxed: true,
      },
      {
        t: 'table',
        cols: [
          { h: 'QTY', x: 55 },
          { h: 'PART NO.', x: 85 },
          { h: 'DESCRIPTION', x: 200 },
          { h: 'SALE', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [String(x.q), `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, x.d, d(x.a)]),
        boxed: true,
      },
      {
        t: 'sums',
        rows: [
          ['TOTAL LABOR', d(lab)],
          ['TOTAL PARTS', d(par)],
          [`GA SALES TAX ${rate2}% (PARTS)`, d(tax)],
          ['PLEASE PAY THIS AMOUNT', d(tot), true],
        ],
        band: true,
      },
      { t: 'gap', h: 8 },
      {
        t: 'para',
        text: "I hereby authorize the above repair work to be done along with the necessary material. An express mechanic's lien is acknowledged on above vehicle to secure the amount of repairs thereto.",
        size: 7,
      },
      { t: 'sign', labels: ['CUSTOMER SIGNATURE'] },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: 'Peachtree Star Automotive',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: mi,
    },
    { upper: true },
  );
}

/** A Houston vintage race preparer, 2011–2025: labor and parts tables, "Work completed" apart, Texas tax on parts, no odometer. */
export function houstonRacePrep(rng: Random): Generated {
  const inv = rng.date(2011, 2025);
  const done = before(rng, inv, 2, 9);
  const rate = rng.pick([115, 125, 135, 145]);
  const L = labour(
    rng,
    [
      ['Pre-event tech inspection, nut & bolt', 3, 5],
      ['Corner balance and alignment', 2.5, 4],
      ['Replace clutch, resurface flywheel', 6, 9],
      ['Safety wire calipers, bleed brakes', 1.5, 2.5],
      ['Data logger install and setup', 2, 4],
      ['Post-race teardown and inspection', 3, 6],
    ],
    rng.int(3, 5),
    rate,
    0.25,
  );
  const P = parts(
    rng,
    [
      ['Tilton clutch kit', 780, 980],
      ['Brake pads, Hawk DTC-70', 210, 280, 2],
      ['Motul RBF 660 brake fluid', 24, 30, 3],
      ['Safety wire, 0.032"', 12, 18],
      ['Castrol 20W-50 racing oil, qt', 11, 15, 8],
      ['Oil filter, Wix', 9, 14],
      ['Fuel cell foam', 160, 230],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const tax = r2(par * 0.0825);
  const tot = r2(lab + par + tax);
  return make(
    [
      { t: 'text', lines: ['Bayou City Vintage Racing, LLC'], size: 15, bold: true },
      { t: 'text', lines: ['Race preparation · Trackside support · 8814 Clinton Dr, Houston, TX 77029'], size: 8.5 },
      { t: 'gap', h: 12 },
      {
        t: 'twocol',
        left: [
          'Bill to:',
          `${rng.pick(['Dwayne', 'Carla', 'Hollis', 'Brett'])} ${rng.pick(['Abernathy', 'Guidry', 'Thibodeaux', 'Whitfield'])}`,
          rng.pick(['Sugar Land, TX', 'The Woodlands, TX', 'Galveston, TX']),
        ],
        right: [
          `Invoice # BCV-${digits(rng, 4)}`,
          `Invoice date: ${fd(inv, 'uslong')}`,
          `Work completed: ${fd(done, 'uslong')}`,
          `Car: ${rng.pick(['1967 Lotus Cortina', '1972 Datsun 240Z', '1965 Ford Mustang GT350R', '1959 Austin-Healey Sprite'])} #${rng.int(2, 99)}`,
        ],
        x2: 320,
      },
      { t: 'gap', h: 10 },
      { t: 'section', title: 'Labor' },
      {
        t: 'table',
        cols: [
          { h: 'Description', x: 55 },
          { h: 'Hours', x: 400, align: 'right' },
          { h: 'Rate', x: 460, align: 'right' },
          { h: 'Total', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, false, true), d(x.u), d(x.a)]),
      },
      { t: 'sums', rows: [['Labor subtotal', d(lab)]] },
      { t: 'section', title: 'Parts & Materials' },
      {
        t: 'table',
        cols: [
          { h: 'Item', x: 55 },
          { h: 'Qty', x: 400, align: 'right' },
          { h: 'Each', x: 460, align: 'right' },
          { h: 'Total', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), d(x.u), d(x.a)]),
      },
      {
        t: 'sums',
        rows: [
          ['Parts subtotal', d(par)],
          ['Sales tax 8.25% (parts)', d(tax)],
          ['Total due', `$${d(tot)}`, true],
        ],
      },
      { t: 'gap', h: 10 },
      { t: 'para', text: 'Race cars are sold and serviced as-is for competition use; no warranty expressed or implied. Net 15.', size: 8 },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'Bayou City Vintage Racing, LLC',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
    },
  );
}

/** A Haarlem Citroën DS and SM specialist writing English, 2002–2022: euro in Dutch style, dd-mm-yyyy, BTW. */
export function haarlemCitroen(rng: Random): Generated {
  const inv = rng.date(2002, 2022);
  const y = yearOf(inv);
  const v = y < 2012 || (y === 2012 && Number(inv.slice(5, 7)) < 10) ? 19 : 21;
  const rate = rng.pick([62, 68, 75, 82]);
  const L = labour(
    rng,
    [
      ['Replace LHM spheres front and rear', 1, 2],
      ['Flush hydraulic system, new LHM', 2, 3],
      ['Overhaul height corrector', 2.5, 4],
      ['Replace inboard front brake pads', 2, 3.5],
      ['Adjust headlamp swivel linkage', 1, 2],
      ['Periodic maintenance, APK inspection', 1.5, 2.5],
    ],
    rng.int(3, 5),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Suspension sphere front', 68, 95, 2],
      ['Suspension sphere rear', 62, 88, 2],
      ['LHM fluid, litre', 7, 10, 6],
      ['Height corrector seal kit', 35, 55],
      ['Brake pads inboard', 48, 72],
      ['Return hose set', 28, 42],
      ['Oil filter', 9, 14],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  const km = rng.int(70000, 320000);
  return make(
    [
      { t: 'text', lines: ['Déesse Werkplaats Haarlem B.V.'], size: 15, bold: true, serif: true },
      { t: 'text', lines: ['Specialist Citroën DS · SM · CX  |  Waarderweg 52, 2031 BP Haarlem, The Netherlands  |  KvK ' + digits(rng, 8)], size: 7.5 },
      { t: 'gap', h: 16 },
      {
        t: 'twocol',
        left: [
          `Mr ${rng.pick(['Pieter', 'Joost', 'Lars', 'Oliver'])} ${rng.pick(['de Wit', 'van Dam', 'Hendriks', 'Hughes'])}`,
          rng.pick(['Kleverparkweg 12', 'Zijlweg 88', 'Dreef 3']),
          rng.pick(['2023 CE Haarlem', '2101 Heemstede', '2061 Bloemendaal']),
        ],
        right: [
          'INVOICE',
          `Number: ${y}.${digits(rng, 4)}`,
          `Date: ${fd(inv, 'dedash')}`,
          `Registration: ${rng.int(10, 99)}-${letters(rng, 2)}-${rng.int(10, 99)}`,
          `Odometer: ${km} km`,
        ],
        x2: 350,
      },
      { t: 'gap', h: 10 },
      {
        t: 'table',
        cols: [
          { h: 'Labour', x: 55 },
          { h: 'Hours', x: 390, align: 'right' },
          { h: 'Rate', x: 460, align: 'right' },
          { h: 'Amount', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, true), eu(x.u), eu(x.a)]),
      },
      {
        t: 'table',
        cols: [
          { h: 'Parts', x: 55 },
          { h: 'Qty', x: 390, align: 'right' },
          { h: 'Price', x: 460, align: 'right' },
          { h: 'Amount', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), eu(x.u), eu(x.a)]),
      },
      {
        t: 'sums',
        rows: [
          ['Labour total', `€ ${eu(lab)}`],
          ['Parts total', `€ ${eu(par)}`],
          ['Subtotal excl. VAT', `€ ${eu(net)}`],
          [`VAT (BTW) ${v}%`, `€ ${eu(tax)}`],
          ['Total incl. VAT', `€ ${eu(tot)}`, true],
        ],
      },
      { t: 'gap', h: 14 },
      {
        t: 'para',
        text: 'Payment within 14 days to IBAN NL' + digits(rng, 2) + 'INGB' + digits(rng, 10) + ', quoting the invoice number. Thank you for your custom.',
        size: 8,
      },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: 'Déesse Werkplaats Haarlem B.V.',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}

/** A Gothenburg Volvo P1800 and Amazon specialist writing English, 1991–2016: SEK with spaces, ISO dates, moms 25 %. */
export function goteborgVolvo(rng: Random): Generated {
  const inv = rng.date(1991, 2016);
  const done = before(rng, inv, 1, 4);
  const rate = rng.pick([480, 540, 620, 690]);
  const L = labour(
    rng,
    [
      ['Overhaul SU carburettors', 3, 5],
      ['Replace overdrive solenoid', 1.5, 2.5],
      ['Rear axle bearings replaced', 2.5, 4],
      ['Service B18 engine, adjust valves', 2, 3],
      ['Rust repair sill, left side', 6, 10],
      ['Replace front wheel bearings', 1.5, 2.5],
    ],
    rng.int(3, 4),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Overdrive solenoid', 950, 1400],
      ['Carburettor rebuild kit', 340, 520, 2],
      ['Axle bearing', 420, 600, 2],
      ['Valve cover gasket', 70, 110],
      ['Sill panel', 690, 980],
      ['Wheel bearing kit', 380, 520, 2],
      ['Engine oil 20W-50, litre', 70, 95, 4],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const tax = r2(net * 0.25);
  const tot = r2(net + tax);
  const km = rng.int(90000, 420000);
  return make(
    [
      { t: 'text', lines: ['Hisingen Klassiska Volvo AB'], size: 14, bold: true },
      {
        t: 'text',
        lines: ['Volvo P1800 · Amazon · PV  —  Ringögatan 21, 417 07 Göteborg, Sweden  —  Org.nr 556' + digits(rng, 3) + '-' + digits(rng, 4)],
        size: 7.5,
      },
      { t: 'gap', h: 14 },
      {
        t: 'pairs',
        style: 'column',
        gap: 110,
        size: 9,
        pairs: [
          ['Invoice no', digits(rng, 5)],
          ['Invoice date', inv],
          ['Work finished', done],
          ['Customer', `${rng.pick(['Anders', 'Karin', 'Mikael', 'Graham'])} ${rng.pick(['Lindqvist', 'Bergström', 'Ekholm', 'Moss'])}`],
          ['Vehicle', `${rng.pick(['Volvo P1800 S', 'Volvo Amazon 122S', 'Volvo PV544'])}, reg. ${letters(rng, 3)} ${digits(rng, 3)}`],
          ['Odometer', `${numNordic(km).slice(0, -3)} km`],
        ],
      },
      { t: 'gap', h: 8 },
      {
        t: 'table',
        cols: [
          { h: 'Work', x: 55 },
          { h: 'Hours', x: 400, align: 'right' },
          { h: 'SEK', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, true), numNordic(x.a)]),
      },
      { t: 'sums', rows: [['Labour', numNordic(lab)]] },
      {
        t: 'table',
        cols: [
          { h: 'Parts', x: 55 },
          { h: 'Qty', x: 330, align: 'right' },
          { h: 'Unit', x: 420, align: 'right' },
          { h: 'SEK', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), numNordic(x.u), numNordic(x.a)]),
      },
      {
        t: 'sums',
        rows: [
          ['Parts', numNordic(par)],
          ['Net', numNordic(net)],
          ['VAT (moms) 25%', numNordic(tax)],
          ['To pay SEK', numNordic(tot), true],
        ],
        band: true,
      },
      { t: 'gap', h: 14 },
      {
        t: 'para',
        text: 'Terms 30 days. Bankgiro ' + digits(rng, 3) + '-' + digits(rng, 4) + '. Late payment interest according to the Swedish Interest Act.',
        size: 8,
      },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'Hisingen Klassiska Volvo AB',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}

/** A Cotswolds concours restorer, 2003–2007 and 2012–2022: a long materials schedule in small type, trades' labour, date of completion. */
export function cotswoldsConcours(rng: Random): Generated {
  const inv = rng.chance(0.3) ? rng.date(2003, 2007) : rng.date(2012, 2022);
  const done = before(rng, inv, 4, 21);
  const v = vatUK(yearOf(inv));
  const rate = rng.pick([58, 65, 72, 80]);
  const L = labour(
    rng,
    [
      ['Panel shop: lower wings repaired, lead loaded', 30, 55],
      ['Paint shop: full respray in original Old English White', 70, 110],
      ['Trim shop: seats retrimmed in Connolly hide', 24, 40],
      ['Assembly: brightwork, seals and glass refitted', 26, 44],
      ['Engine bay detailed to concours standard', 14, 24],
      ['Chassis: underside cleaned, painted and waxed', 18, 30],
    ],
    rng.int(4, 6),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Front wing lower repair section', 110, 170, 2],
      ['Lead loading kit', 45, 70],
      ['Etch primer, litre', 28, 40, 4],
      ['2K high-build primer, litre', 34, 48, 5],
      ['Basecoat, mixed to code, litre', 88, 130, 4],
      ['Clear coat, litre', 46, 62, 4],
      ['Abrasives assortment', 60, 90],
      ['Connolly hide', 380, 520, 3],
      ['Seat foam set', 160, 230],
      ['Wilton carpet set', 420, 580],
      ['Door seal set', 130, 190],
      ['Windscreen rubber', 55, 80],
      ['Rear screen rubber', 50, 75],
      ['Chrome bumper, rechromed exchange', 280, 420, 2],
      ['Overrider', 90, 140, 2],
      ['Badge, bonnet', 55, 80],
      ['Stainless fixing kit', 65, 95],
      ['Wiring loom, cloth-covered', 480, 690],
      ['Headlamp bowl', 40, 60, 2],
      ['Sidelamp lens', 18, 28, 2],
      ['Rear lamp gasket', 9, 14, 2],
      ['Cavity wax, can', 14, 20, 4],
      ['Underseal, can', 12, 18, 4],
      ['Grille surround', 190, 260],
      ['Door handle, exterior', 70, 110, 2],
      ['Window winder', 35, 55, 2],
      ['Headlining', 150, 220],
      ['Boot seal', 38, 55],
    ],
    rng.int(22, 28),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  const mi = rng.int(20000, 140000);
  return make(
    [
      { t: 'text', lines: ['WINDRUSH COACHWORKS'], size: 16, bold: true, serif: true, align: 'center' },
      {
        t: 'text',
        lines: [
          'Concours restoration of British sports and touring cars',
          'Station Yard, Bourton-on-the-Water, Gloucestershire GL54 2AN · VAT Reg. ' + digits(rng, 3) + ' ' + digits(rng, 4) + ' ' + digits(rng, 2),
        ],
        size: 7.5,
        align: 'center',
      },
      { t: 'gap', h: 10 },
      {
        t: 'twocol',
        left: [
          `${rng.pick(['Mr', 'Mrs', 'Dr'])} ${rng.pick(['H. Ashworth', 'C. Fenwick', 'R. Parry-Jones'])}`,
          rng.pick(['The Old Rectory', 'Manor Farm', 'Lark Cottage']),
          rng.pick(['Stow-on-the-Wold', 'Burford', 'Cirencester']),
        ],
        right: [
          `Invoice ${digits(rng, 4)}`,
          `Tax point: ${fd(inv, 'uklong')}`,
          `Date of completion: ${fd(done, 'uklong')}`,
          `${rng.pick(['Jaguar XK150 DHC', 'Aston Martin DB4', 'Bristol 405', 'Healey 3000 BJ8'])}, ${d(mi).slice(0, -3)} miles`,
        ],
        x2: 310,
        size: 8.5,
      },
      { t: 'gap', h: 4 },
      { t: 'section', title: 'Labour', size: 9 },
      {
        t: 'table',
        cols: [
          { h: '', x: 55 },
          { h: 'Hours', x: 440, align: 'right' },
          { h: '£', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, false), d(x.a)]),
        size: 8,
        step: 10.5,
      },
      { t: 'sums', rows: [[`Labour (${rate.toFixed(2)} per hour)`, d(lab)]], size: 8.5 },
      { t: 'section', title: 'Materials', size: 9 },
      {
        t: 'table',
        cols: [
          { h: '', x: 55 },
          { h: 'Qty', x: 380, align: 'right' },
          { h: 'Each', x: 455, align: 'right' },
          { h: '£', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), d(x.u), d(x.a)]),
        size: 7.5,
        step: 9.5,
      },
      {
        t: 'sums',
        rows: [
          ['Materials', d(par)],
          ['Net', d(net)],
          [`VAT at ${v}%`, d(tax)],
          ['Invoice total', `£${d(tot)}`, true],
        ],
        size: 8.5,
      },
      { t: 'gap', h: 6 },
      { t: 'para', text: 'Photographic record supplied on disc. With thanks — payment by cheque or bank transfer within 28 days.', size: 7.5 },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'Windrush Coachworks',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: mi,
    },
  );
}

/** A Copenhagen Porsche specialist writing English, 2000–2024: DKK, one mixed list with a type column, moms 25 %. */
export function koebenhavnPorsche(rng: Random): Generated {
  const inv = rng.date(2000, 2024);
  const rate = rng.pick([650, 720, 795, 860]);
  const L = labour(
    rng,
    [
      ['Major service incl. valve adjustment', 4, 6],
      ['Replace chain tensioners, upgraded type', 5, 8],
      ['Heat exchangers replaced', 4, 6],
      ['Front suspension bushes renewed', 3, 5],
      ['Inspection for Danish periodic test (syn)', 1, 1.5],
    ],
    rng.int(3, 4),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Chain tensioner, pressure fed', 1100, 1500, 2],
      ['Heat exchanger left', 2800, 3600],
      ['Heat exchanger right', 2800, 3600],
      ['Valve cover gasket set', 180, 260],
      ['Bush kit front', 640, 900],
      ['Engine oil 20W-50, litre', 95, 130, 11],
      ['Oil filter', 110, 160],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const tax = r2(net * 0.25);
  const tot = r2(net + tax);
  const km = rng.int(80000, 380000);
  const rows = [...L.map((x) => ['Labour', x.d, hrs(x.q, true), eu(x.a)]), ...P.map((x) => ['Part', x.d, String(x.q), eu(x.a)])];
  return make(
    [
      { t: 'text', lines: ['Amager Luftkølet ApS'], size: 15, bold: true },
      { t: 'text', lines: ['Air-cooled Porsche specialists', 'Englandsvej 290, 2770 Kastrup, Denmark · CVR ' + digits(rng, 8)], size: 8 },
      { t: 'gap', h: 14 },
      {
        t: 'grid',
        pairs: [
          ['Invoice', `AL-${digits(rng, 5)}`],
          ['Date', fd(inv, 'de')],
          ['Registration', `${letters(rng, 2)} ${rng.int(10, 99)} ${rng.int(100, 999)}`],
          ['Km', eu(km).slice(0, -3)],
        ],
        cell: 121,
      },
      {
        t: 'text',
        lines: [
          `Customer: ${rng.pick(['Henrik', 'Mette', 'Søren', 'James'])} ${rng.pick(['Kjær', 'Holm', 'Dahl', 'Whitaker'])}  ·  Car: ${rng.pick(['Porsche 911 2.7 S', 'Porsche 911 SC Targa', 'Porsche 912', 'Porsche 911 Carrera 3.2'])}`,
        ],
        size: 9,
      },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: 'Type', x: 55 },
          { h: 'Description', x: 110 },
          { h: 'Qty/hrs', x: 440, align: 'right' },
          { h: 'DKK', x: 535, align: 'right' },
        ],
        rows,
      },
      {
        t: 'sums',
        rows: [
          ['Labour', eu(lab)],
          ['Parts', eu(par)],
          ['Total excl. VAT', eu(net)],
          ['VAT 25%', eu(tax)],
          ['Total DKK', eu(tot), true],
        ],
        band: true,
      },
      { t: 'gap', h: 14 },
      { t: 'para', text: `Hourly rate DKK ${eu(rate)}. Payment within 8 days to Danske Bank reg. ${digits(rng, 4)} account ${digits(rng, 10)}.`, size: 8 },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: 'Amager Luftkølet ApS',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}

/** A Mississippi country garage's handwritten bill, 1965–1979: free lines, Labor and Parts written out, no tax. */
export function mississippiGarage(rng: Random): Generated {
  const inv = rng.date(1965, 1979);
  const works = rng.some(
    [
      'Rebuilt carburetor',
      'Relined brakes all around',
      'Packed front wheel bearings',
      'Put in new points & condenser',
      'Changed oil & filter',
      'Replaced water pump',
      'Fixed leak in radiator',
    ],
    rng.int(2, 4),
  );
  const P = rng
    .some<[string, number, number]>(
      [
        ['Carb kit', 5, 9],
        ['Brake shoes (exch)', 9, 15],
        ['Points & condenser', 3, 5],
        ['5 qts oil', 2, 4],
        ['Oil filter', 2, 3],
        ['Water pump', 14, 22],
        ['Fan belt', 3, 5],
        ['Radiator hose', 3, 6],
      ],
      rng.int(3, 5),
    )
    .map(([t, lo, hi]) => ({ d: t, q: 1, u: 0, a: r2(lo + rng.int(0, (hi - lo) * 4) / 4) }));
  const lab = r2(rng.int(6, 40) * 2.5);
  const par = total(P);
  const tot = r2(lab + par);
  const who = rng.pick(['Tate', 'Bounds', 'Crockett']);
  return make(
    [
      { t: 'text', lines: [`${who}'s Garage & Wrecker Service`], size: 14, bold: true },
      { t: 'text', lines: [`Hwy 49 South · ${rng.pick(['Magee', 'Mendenhall', 'Collins'])}, Miss. · Phone 849-${digits(rng, 4)}`], size: 9 },
      { t: 'gap', h: 18 },
      {
        t: 'pairs',
        style: 'colon',
        size: 11,
        pairs: [
          ['Date', fd(inv, 'usshort')],
          ['Name', `${rng.pick(['Mr. Luther', 'Mrs. Ada', 'Mr. Clyde'])} ${rng.pick(['Sims', 'Pickering', 'Rankin'])}`],
          ['Car', rng.pick(['61 Ford Galaxie', '57 Chevrolet Bel Air', '64 Plymouth Fury', '66 Mustang'])],
        ],
      },
      { t: 'gap', h: 8 },
      { t: 'text', lines: works, size: 11.5, step: 17 },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: '', x: 75 },
          { h: '', x: 380, align: 'right' },
        ],
        rows: P.map((x) => [x.d, d(x.a)]),
        size: 11,
        step: 16,
        rule: false,
      },
      {
        t: 'sums',
        rows: [
          ['Parts', d(par)],
          ['Labor', d(lab)],
          ['Total', `$${d(tot)}`, true],
        ],
        x: 250,
        xr: 380,
        size: 11.5,
      },
      { t: 'gap', h: 14 },
      { t: 'text', lines: ['Paid — thank you', `${who}`], size: 11, step: 16 },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: `${who}'s Garage & Wrecker Service`,
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: works,
      partsUsed: ds(P),
    },
    { serif: true },
  );
}

/** A Nashville British-car shop's invoice on an approved estimate, 1997–2018: estimated and actual columns, tax on parts. */
export function nashvilleEstimate(rng: Random): Generated {
  const inv = rng.date(1997, 2018);
  const est = before(rng, inv, 10, 40);
  const rate = rng.pick([68, 75, 85, 95]);
  const L = labour(
    rng,
    [
      ['Replace clutch master and slave cylinders', 2, 3.5],
      ['Rebuild Zenith-Stromberg carburetors', 3, 5],
      ['Replace front trunnions and kingpins', 4, 6],
      ['Replace fuel tank sender', 1, 2],
      ['Rewire dash, replace gauges', 4, 7],
      ['Replace rear leaf springs', 2.5, 4],
    ],
    rng.int(3, 4),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Clutch master cylinder', 65, 95],
      ['Clutch slave cylinder', 38, 55],
      ['Carburetor rebuild kit', 45, 70, 2],
      ['Trunnion kit', 55, 85, 2],
      ['Kingpin set', 80, 120],
      ['Fuel sender', 45, 70],
      ['Leaf spring', 90, 140, 2],
      ['Gauge set, Smiths reproduction', 280, 390],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const tax = r2(par * 0.0925);
  const tot = r2(lab + par + tax);
  const mi = rng.int(30000, 140000);
  const estOf = (a: number) => d(r2(a * rng.pick([0.85, 0.9, 1, 1, 1.05])));
  return make(
    [
      { t: 'text', lines: ['Music City British Motors'], size: 15, bold: true, serif: true },
      { t: 'text', lines: ['Triumph · MG · Austin-Healey · 1411 8th Ave S, Nashville, TN 37203'], size: 8.5 },
      { t: 'gap', h: 14 },
      { t: 'text', lines: ['INVOICE'], size: 13, bold: true, align: 'right' },
      {
        t: 'pairs',
        style: 'right',
        x: 340,
        gap: 200,
        size: 9,
        pairs: [
          ['Invoice no.', `MC${digits(rng, 5)}`],
          ['Invoice date', fd(inv, 'us')],
          ['Estimate no. / approved', `E-${digits(rng, 4)} / ${fd(est, 'us')}`],
          ['Odometer', `${d(mi).slice(0, -3)} mi`],
        ],
      },
      {
        t: 'text',
        lines: [
          `Customer: ${rng.pick(['Wade', 'Lorna', 'Buck', 'Ellen'])} ${rng.pick(['Tidwell', 'Crenshaw', 'Dunaway', 'Haskins'])}, ${rng.pick(['Franklin', 'Brentwood', 'Murfreesboro'])}, TN — ${rng.pick(['1972 Triumph TR6', '1967 MGB roadster', '1962 Austin-Healey 3000 BT7', '1974 MG Midget'])}`,
        ],
        size: 9,
      },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: 'Labor', x: 55 },
          { h: 'Hrs', x: 340, align: 'right' },
          { h: 'Estimated', x: 440, align: 'right' },
          { h: 'Actual', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, false), estOf(x.a), d(x.a)]),
      },
      {
        t: 'table',
        cols: [
          { h: 'Parts', x: 55 },
          { h: 'Qty', x: 340, align: 'right' },
          { h: 'Estimated', x: 440, align: 'right' },
          { h: 'Actual', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), estOf(x.a), d(x.a)]),
      },
      {
        t: 'sums',
        rows: [
          ['Labor (actual)', d(lab)],
          ['Parts (actual)', d(par)],
          ['Sales tax 9.25% on parts', d(tax)],
          ['Amount due', `$${d(tot)}`, true],
        ],
      },
      { t: 'gap', h: 10 },
      { t: 'para', text: 'Changes from the approved estimate were authorized by phone. Old parts shown to customer on request.', size: 8 },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: 'Music City British Motors',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: mi,
    },
  );
}

/** A Midlands Aston Martin specialist's dot-matrix invoice, 1984–1990: capitals, labour op lines and a parts list, VAT 15 %. */
export function midlandsAston(rng: Random): Generated {
  const inv = rng.date(1984, 1990);
  const rate = rng.pick([18.5, 21, 24, 26.5]);
  const L = labour(
    rng,
    [
      ['Service 6000 miles, renew plugs', 3, 4.5],
      ['Strip and clean carburettors', 2.5, 4],
      ['Renew front brake discs and pads', 2, 3],
      ['Adjust tappets, renew cam cover gaskets', 3, 5],
      ['Overhaul water pump', 2.5, 3.5],
      ['Renew exhaust system', 2, 3],
    ],
    rng.int(3, 4),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Spark plug', 2, 3.5, 6],
      ['Brake disc', 48, 70, 2],
      ['Brake pad set', 28, 40],
      ['Cam cover gasket', 8, 13, 2],
      ['Water pump kit', 65, 95],
      ['Exhaust system complete', 320, 450],
      ['Engine oil 20W-50 1 litre', 2.5, 4, 12],
      ['Oil filter', 6, 9],
    ],
    rng.int(4, 6),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const tax = r2(net * 0.15);
  const tot = r2(net + tax);
  const mi = rng.int(40000, 160000);
  return make(
    [
      { t: 'text', lines: ['SHENSTONE HERITAGE CARS LTD', 'ASTON MARTIN SPECIALISTS', 'LICHFIELD ROAD SHENSTONE STAFFS WS14 0LQ   TEL 0543 48 1122'], size: 9 },
      { t: 'gap', h: 10 },
      { t: 'text', lines: [`INVOICE NO ${digits(rng, 5)}   ACCOUNT ${letters(rng, 3)}${digits(rng, 3)}   TAX POINT ${fd(inv, 'uk')}`], size: 9 },
      {
        t: 'text',
        lines: [
          `REG NO ${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}   MODEL ${rng.pick(['DB6 VANTAGE', 'DBS V8', 'V8 SALOON', 'DB5'])}   MILEAGE ${mi}`,
        ],
        size: 9,
      },
      { t: 'gap', h: 10 },
      {
        t: 'table',
        cols: [
          { h: 'OP', x: 55 },
          { h: 'LABOUR', x: 100 },
          { h: 'HRS', x: 430, align: 'right' },
          { h: 'VALUE', x: 535, align: 'right' },
        ],
        rows: L.map((x, i) => [String(10 * (i + 1)), x.d, hrs(x.q, false, true), d(x.a)]),
        rule: false,
      },
      {
        t: 'table',
        cols: [
          { h: 'QTY', x: 55 },
          { h: 'PARTS', x: 100 },
          { h: 'UNIT', x: 430, align: 'right' },
          { h: 'VALUE', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [String(x.q), x.d, d(x.u), d(x.a)]),
        rule: false,
      },
      { t: 'text', lines: ['-'.repeat(80)], size: 9 },
      {
        t: 'sums',
        rows: [
          ['LABOUR', d(lab)],
          ['PARTS', d(par)],
          ['GOODS TOTAL', d(net)],
          ['VAT @ 15.0%', d(tax)],
          ['INVOICE TOTAL', d(tot), true],
        ],
        size: 9,
      },
      { t: 'gap', h: 10 },
      { t: 'text', lines: ['VAT REG NO 274 ' + digits(rng, 4) + ' ' + digits(rng, 2), 'PAYMENT DUE ON COLLECTION UNLESS ACCOUNT AGREED'], size: 8 },
    ],
    'en',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: 'Shenstone Heritage Cars Ltd',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: mi,
    },
    { upper: true },
  );
}
