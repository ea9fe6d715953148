/**
 * Service invoices of the third honest set, first half: a US restorer's invoice with separate
 * labour and parts tables, a British garage's VAT invoice in sections, a German master workshop's
 * DIN letter with a positions table, a German body and paint shop's boxed form with a deposit,
 * a US tyre shop's work order and a British marque specialist's letter invoice.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, amount, cents, day, digits, distance, letters, PageBuilder, pct, rows, rule, serviceBill, sum } from './paper';

interface Line {
  text: string;
  cents: number;
}

/** `n` priced lines from a pool (prices in cents between min and max). */
function priced(rng: Random, pool: readonly string[], n: number, min: number, max: number, step = 1): Line[] {
  return rng.some(pool, n).map((text) => ({ text, cents: cents(rng, min, max, step) }));
}

export function usRestorer(rng: Random): Generated {
  const shop = rng.pick(['Keystone Classic Restoration, Inc.', 'Allegheny Vintage Motor Works, Inc.']);
  const invoiceDate = rng.date(2016, 2024);
  const workDate = addDays(invoiceDate, -rng.int(2, 9));
  const miles = rng.int(31000, 98000);
  const rate = rng.pick([95, 110, 125]);
  const jobs = rng
    .some(
      [
        'Rebuild Rochester Quadrajet carburetor',
        'Replace timing chain and gears',
        'Flush cooling system, new thermostat',
        'Replace front wheel bearings and seals',
        'Adjust hydraulic lifters',
        'Install electronic ignition conversion',
        'Rebuild power steering box',
      ],
      3,
    )
    .map((text) => ({ text, hours: rng.int(2, 12) / 2 }));
  const parts = rng
    .some(
      [
        ['17057582', 'Carburetor rebuild kit'],
        ['TC-3020', 'Timing chain set, double roller'],
        ['WB-412', 'Wheel bearing kit'],
        ['ST-180', 'Thermostat 180 deg'],
        ['PX-2234', 'Pertronix Ignitor module'],
        ['GS-95', 'Gasket set, intake'],
        ['RH-770', 'Radiator hose kit'],
      ] as const,
      4,
    )
    .map(([no, text]) => ({ no, text, qty: rng.int(1, 2), unit: cents(rng, 1200, 18900) }));
  const labor = sum(jobs.map((j) => Math.round(j.hours * rate * 100)));
  const partsTotal = sum(parts.map((p) => p.qty * p.unit));
  const supplies = 2450;
  const tax = pct(partsTotal, 6);
  const total = labor + partsTotal + supplies + tax;

  const p = new PageBuilder();
  p.text(45, shop, { size: 17, bold: true, y: 58 });
  p.text(45, '2280 Old Route 22  ·  Kutztown, PA 19530  ·  (610) 555-0148', { size: 8.5, y: 74 });
  p.text(550, 'INVOICE', { size: 22, bold: true, align: 'right', y: 58 });
  p.box(395, 88, 155, 48);
  rows(
    Object.assign(p, { y: 101 }),
    [{ x: 401 }, { x: 544, align: 'right' }],
    [
      ['Invoice #', `KC-${digits(rng, 5)}`],
      ['Invoice Date', day(invoiceDate, 'us')],
      ['Customer #', digits(rng, 4)],
    ],
    { size: 8.5, step: 13 },
  );
  p.y = 160;
  p.text(45, 'SOLD TO', { size: 8, bold: true });
  p.text(300, 'VEHICLE', { size: 8, bold: true });
  p.down(13);
  const year = rng.int(1963, 1972);
  const customer = rng.pick(['Gary L. Hoffner', 'Denise Marchetti', 'Walter Brubaker']);
  rows(
    p,
    [{ x: 45 }, { x: 300 }],
    [
      [customer, `${year} Pontiac GTO Hardtop`],
      ['418 Weaver Lane', `VIN 242${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`],
      ['Fleetwood, PA 19522', `PA plate ${letters(rng, 3)}-${digits(rng, 4)}`],
      ['', `Odometer: ${distance(miles, 'en')} mi`],
    ],
    { size: 9.5 },
  );
  p.down(6);
  p.text(45, `Date of service: ${day(workDate, 'us-long')}`, { size: 9.5, bold: true });
  p.down(22);
  p.text(45, 'LABOR', { size: 10, bold: true });
  p.down(4);
  rule(p, 45, p.y, 505);
  p.down(12);
  rows(p, [{ x: 45 }, { x: 400, align: 'right' }, { x: 465, align: 'right' }, { x: 550, align: 'right' }], [['Description', 'Hours', 'Rate', 'Amount']], {
    size: 8.5,
    bold: true,
  });
  rows(
    p,
    [{ x: 45 }, { x: 400, align: 'right' }, { x: 465, align: 'right' }, { x: 550, align: 'right' }],
    jobs.map((j) => [j.text, j.hours.toFixed(1), amount(rate * 100, 'en'), amount(Math.round(j.hours * rate * 100), 'en')]),
    { size: 9.5, step: 14 },
  );
  p.down(14);
  p.text(45, 'PARTS', { size: 10, bold: true });
  p.down(4);
  rule(p, 45, p.y, 505);
  p.down(12);
  const pc = [{ x: 45 }, { x: 120 }, { x: 400, align: 'right' as const }, { x: 465, align: 'right' as const }, { x: 550, align: 'right' as const }];
  rows(p, pc, [['Part No.', 'Description', 'Qty', 'Unit', 'Ext.']], { size: 8.5, bold: true });
  rows(
    p,
    pc,
    parts.map((x) => [x.no, x.text, String(x.qty), amount(x.unit, 'en'), amount(x.qty * x.unit, 'en')]),
    { size: 9.5, step: 14 },
  );
  p.down(16);
  const tc = [{ x: 400 }, { x: 550, align: 'right' as const }];
  rule(p, 390, p.y - 10, 160);
  rows(
    p,
    tc,
    [
      ['Labor subtotal', amount(labor, 'en')],
      ['Parts subtotal', amount(partsTotal, 'en')],
      ['Shop supplies', amount(supplies, 'en')],
      ['PA sales tax 6% (parts)', amount(tax, 'en')],
    ],
    { size: 9.5, step: 14 },
  );
  p.box(390, p.y - 10, 160, 18, true);
  p.text(400, 'TOTAL DUE', { size: 10, bold: true, y: p.y + 3 });
  p.text(544, `$${amount(total, 'en')}`, { size: 10, bold: true, align: 'right', y: p.y + 3 });
  p.y = 700;
  const next = miles + 3000;
  p.text(45, `Next oil change due at ${distance(next, 'en')} miles.`, { size: 9 });
  p.down(13);
  p.text(45, 'All parts warranted 12 months / 12,000 miles. Labor warranted 90 days. Thank you for your business!', { size: 8 });
  p.down(24);
  p.text(45, 'Customer signature ______________________________', { size: 9 });

  return serviceBill(p, 'en', {
    serviceDate: workDate,
    shopName: shop,
    serviceMileage: miles,
    labour: labor,
    parts: partsTotal,
    total,
    nextServiceMileage: next,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((x) => x.text),
  });
}

export function ukGarage(rng: Random): Generated {
  const shop = rng.pick(['Marsh Lane Garage Ltd', 'Whitcombe & Daughters Motor Engineers']);
  const invoiceDate = rng.date(2015, 2024);
  const workDate = addDays(invoiceDate, -rng.int(1, 6));
  const mot = addDays(workDate, rng.int(200, 360));
  const miles = rng.int(24000, 89000);
  const labour = priced(
    rng,
    [
      'Annual service to manufacturer schedule',
      'Adjust tappets and reset timing',
      'Renew front brake pads, skim discs',
      'Renew exhaust centre section',
      'Grease all points, check steering',
      'Investigate misfire, renew HT leads',
    ],
    3,
    3500,
    19500,
    50,
  );
  const parts = priced(
    rng,
    [
      'Oil filter (Unipart GFE166)',
      'Engine oil 20W50 5 ltr',
      'Brake pads front (pair)',
      'HT lead set',
      'Exhaust centre box',
      'Air filter element',
      'Distributor cap',
    ],
    4,
    650,
    8900,
  );
  const labourTotal = sum(labour.map((l) => l.cents));
  const partsTotal = sum(parts.map((l) => l.cents));
  const net = labourTotal + partsTotal;
  const vat = pct(net, 20);
  const total = net + vat;
  const reg = `${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1, 'GHJKLMN')}`;

  const p = new PageBuilder();
  p.text(297, shop, { size: 19, bold: true, serif: true, align: 'center', y: 56 });
  p.text(297, 'M.O.T. Testing Station  •  Servicing  •  Repairs  •  Classic Car Care', { size: 9, align: 'center', y: 72 });
  p.text(297, 'Unit 4, Marsh Lane, Hereford HR4 9QB   Tel. 01432 555 217', { size: 8.5, align: 'center', y: 85 });
  rule(p, 45, 94, 505);
  p.y = 116;
  p.text(45, 'Invoice to:', { size: 8.5, bold: true });
  p.down(13);
  rows(p, [{ x: 45 }], [['Mr P. Lindqvist'], ['The Old Forge, Kings Caple'], ['Hereford HR1 4UB']], { size: 9.5 });
  p.y = 116;
  rows(
    p,
    [{ x: 380 }, { x: 550, align: 'right' }],
    [
      ['VAT INVOICE', `No. ${digits(rng, 5)}`],
      ['Invoice date', day(invoiceDate, 'uk')],
      ['Date of work', day(workDate, 'uk')],
      ['Account', 'CASH'],
    ],
    { size: 9.5, step: 14 },
  );
  p.y = 190;
  p.box(45, p.y - 12, 505, 20);
  p.text(52, `Reg. No.  ${reg}`, { size: 9.5, bold: true });
  p.text(200, `Make/Model  Triumph TR6 PI`, { size: 9.5 });
  p.text(400, `Mileage  ${distance(miles, 'en')}`, { size: 9.5 });
  p.y = 225;
  const c = [{ x: 52 }, { x: 450, align: 'right' as const }, { x: 545, align: 'right' as const }];
  rows(p, c, [['Description', 'Net £', '']], { size: 8.5, bold: true });
  rule(p, 45, p.y - 9, 505);
  p.down(4);
  p.text(52, 'LABOUR', { size: 9, bold: true });
  p.down(14);
  rows(
    p,
    c,
    labour.map((l) => [l.text, amount(l.cents, 'en'), '']),
    { size: 9.5, step: 14 },
  );
  rows(p, c, [['Labour sub-total', '', amount(labourTotal, 'en')]], { size: 9.5, bold: true });
  p.down(6);
  p.text(52, 'PARTS', { size: 9, bold: true });
  p.down(14);
  rows(
    p,
    c,
    parts.map((l) => [l.text, amount(l.cents, 'en'), '']),
    { size: 9.5, step: 14 },
  );
  rows(p, c, [['Parts sub-total', '', amount(partsTotal, 'en')]], { size: 9.5, bold: true });
  p.down(10);
  rule(p, 330, p.y - 10, 220);
  rows(
    p,
    [{ x: 340 }, { x: 545, align: 'right' }],
    [
      ['Total net', amount(net, 'en')],
      ['VAT @ 20%', amount(vat, 'en')],
    ],
    { size: 9.5, step: 14 },
  );
  p.text(340, 'INVOICE TOTAL', { size: 10.5, bold: true });
  p.text(545, `£${amount(total, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.y = 660;
  p.text(45, 'Advisories: rear tyres approaching limit, nearside track rod end slight play.', { size: 9 });
  p.down(14);
  p.text(45, `Next service due at ${distance(miles + 6000, 'en')} miles.   Current M.O.T. expires ${day(mot, 'uk-long')}.`, { size: 9 });
  p.y = 770;
  rule(p, 45, p.y - 12, 505);
  p.text(297, `VAT Reg. No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}  ·  Registered in England No. ${digits(rng, 8)}`, {
    size: 7.5,
    align: 'center',
  });
  p.down(11);
  p.text(
    297,
    `Payment by BACS: sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}, account ${digits(rng, 8)}. Goods remain our property until paid for in full.`,
    { size: 7.5, align: 'center' },
  );

  return serviceBill(p, 'en', {
    serviceDate: workDate,
    shopName: shop,
    serviceMileage: miles,
    labour: labourTotal,
    parts: partsTotal,
    total,
    nextServiceMileage: miles + 6000,
    inspectionValidUntil: mot,
    workPerformed: labour.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

export function deMeisterbetrieb(rng: Random): Generated {
  const shop = rng.pick(['Reinhardt Kfz-Technik GmbH', 'Kfz-Technik Albrecht & Sohn GmbH']);
  const invoiceDate = rng.date(2015, 2024);
  const workDate = addDays(invoiceDate, -rng.int(3, 12));
  const km = rng.int(82000, 245000);
  const hourly = rng.pick([88, 96, 104]);
  const jobs = rng
    .some(
      [
        'Ventile einstellen',
        'Vergaser synchronisieren',
        'Bremsflüssigkeit erneuern',
        'Zündung einstellen',
        'Kühlsystem spülen',
        'Auspuffanlage montieren',
        'Hinterachse abschmieren',
      ],
      3,
    )
    .map((text) => ({ text, h: rng.int(2, 9) / 2 }));
  const parts = rng
    .some(
      [
        ['A1150180', 'Ventildeckeldichtung', 'St.'],
        ['0986478', 'Bremsflüssigkeit DOT 4', 'Ltr.'],
        ['K-2210', 'Zündkontaktsatz', 'St.'],
        ['F-8841', 'Kraftstofffilter', 'St.'],
        ['T-9020', 'Thermostat 80 °C', 'St.'],
        ['SD-31', 'Schalldämpfer hinten', 'St.'],
      ] as const,
      3,
    )
    .map(([no, text, unit]) => ({ no, text, unit, qty: unit === 'Ltr.' ? 2 : 1, each: cents(rng, 1190, 24900) }));
  const labour = sum(jobs.map((j) => Math.round(j.h * hourly * 100)));
  const partsSum = sum(parts.map((x) => x.qty * x.each));
  const net = labour + partsSum;
  const vat = pct(net, 19);
  const total = net + vat;
  const plate = `${rng.pick(['HN', 'LB', 'WN'])}-${letters(rng, 2)} ${rng.int(10, 999)}H`;

  const p = new PageBuilder();
  p.text(550, 'Meisterbetrieb der Kfz-Innung', { size: 8, align: 'right', y: 44 });
  p.text(550, shop, { size: 16, bold: true, align: 'right', y: 62 });
  p.text(550, 'Industriestraße 14 · 74072 Heilbronn · Tel. 07131 55 40 90', { size: 8, align: 'right', y: 75 });
  p.text(57, `${shop} · Industriestraße 14 · 74072 Heilbronn`, { size: 6.5, y: 128 });
  rule(p, 57, 131, 240);
  rows(Object.assign(p, { y: 146 }), [{ x: 57 }], [['Herrn'], ['Dieter Schwab'], ['Am Wartberg 7'], ['74076 Heilbronn']], { size: 10 });
  const info = [
    ['Rechnung Nr.', `R${digits(rng, 6)}`],
    ['Rechnungsdatum', day(invoiceDate, 'de')],
    ['Kunden-Nr.', digits(rng, 5)],
    ['Auftrags-Nr.', digits(rng, 6)],
    ['Leistungsdatum', day(workDate, 'de')],
  ];
  rows(Object.assign(p, { y: 146 }), [{ x: 380 }, { x: 550, align: 'right' }], info, { size: 9 });
  p.y = 250;
  p.text(57, 'Rechnung', { size: 14, bold: true });
  p.down(18);
  p.text(57, `Fahrzeug: Mercedes-Benz 280 SL (W 113) · Kennz.: ${plate} · FIN: 113044${digits(rng, 8)} · km-Stand ${distance(km, 'de')}`, { size: 8.5 });
  p.down(12);
  p.text(57, `Erstzulassung: ${day(rng.date(1968, 1971), 'de')}`, { size: 8.5 });
  p.down(20);
  const cols = [
    { x: 57 },
    { x: 82 },
    { x: 150 },
    { x: 385, align: 'right' as const },
    { x: 395 },
    { x: 475, align: 'right' as const },
    { x: 545, align: 'right' as const },
  ];
  p.box(52, p.y - 11, 498, 16, true);
  rows(p, cols, [['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'ME', 'E-Preis', 'Betrag']], { size: 8.5, bold: true, step: 17 });
  let pos = 1;
  const lines: string[][] = [];
  for (const j of jobs)
    lines.push([
      String(pos++),
      'LOHN',
      j.text,
      j.h.toFixed(2).replace('.', ','),
      'Std.',
      amount(hourly * 100, 'de'),
      amount(Math.round(j.h * hourly * 100), 'de'),
    ]);
  for (const x of parts)
    lines.push([String(pos++), x.no, x.text, x.qty.toFixed(2).replace('.', ','), x.unit, amount(x.each, 'de'), amount(x.qty * x.each, 'de')]);
  rows(p, cols, lines, { size: 9, step: 15 });
  rule(p, 52, p.y - 6, 498);
  p.down(10);
  const t = [{ x: 340 }, { x: 545, align: 'right' as const }];
  rows(
    p,
    t,
    [
      ['Summe Arbeitslohn', amount(labour, 'de')],
      ['Summe Ersatzteile', amount(partsSum, 'de')],
      ['Nettobetrag', amount(net, 'de')],
      ['zzgl. 19 % MwSt.', amount(vat, 'de')],
    ],
    { size: 9, step: 14 },
  );
  p.box(335, p.y - 12, 215, 19);
  p.text(340, 'Gesamtbetrag EUR', { size: 10, bold: true, y: p.y + 1 });
  p.text(545, amount(total, 'de'), { size: 10, bold: true, align: 'right', y: p.y + 1 });
  p.y = 600;
  p.text(57, 'Zahlbar innerhalb von 10 Tagen ohne Abzug. Es gelten unsere Reparaturbedingungen.', { size: 9 });
  p.y = 770;
  rule(p, 57, 760, 493);
  const bank = `IBAN DE${digits(rng, 2)} 6205 0000 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
  rows(
    p,
    [{ x: 57 }, { x: 230 }, { x: 400 }],
    [
      ['Kreissparkasse Heilbronn', 'Geschäftsführer: Uwe Reinhardt', `USt-IdNr. DE${digits(rng, 9)}`],
      [bank, 'Amtsgericht Stuttgart HRB 1047' + digits(rng, 2), `St.-Nr. 65/${digits(rng, 3)}/${digits(rng, 5)}`],
    ],
    { size: 7, step: 10 },
  );

  return serviceBill(p, 'de', {
    serviceDate: workDate,
    shopName: shop,
    serviceMileage: km,
    labour: labour,
    parts: partsSum,
    total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((x) => x.text),
  });
}

export function deKarosserieLack(rng: Random): Generated {
  const shop = rng.pick(['Lackierzentrum Brandl GmbH & Co. KG', 'Karosseriebau Wendt & Partner GmbH']);
  const invoiceDate = rng.date(2016, 2024);
  const workDate = addDays(invoiceDate, -rng.int(4, 15));
  const km = rng.int(60000, 190000);
  const body = priced(
    rng,
    ['Schweller links instand setzen', 'Radlauf hinten rechts erneuern', 'Tür vorne links richten', 'Kotflügel vorne rechts aus- und einbauen'],
    2,
    18000,
    64000,
    500,
  );
  const paint = priced(rng, ['Lackierung Schweller und Radlauf', 'Beilackierung Tür hinten', 'Hohlraumkonservierung'], 2, 14000, 52000, 500);
  const material = priced(
    rng,
    ['Schwellerblech außen', 'Radlaufbogen Reparaturblech', 'Lackmaterial Originalfarbe DB 904', 'Füller und Klarlack', 'Hohlraumwachs 1 l'],
    3,
    2200,
    21000,
  );
  const labour = sum([...body, ...paint].map((x) => x.cents));
  const partsSum = sum(material.map((x) => x.cents));
  const net = labour + partsSum;
  const vat = pct(net, 19);
  const total = net + vat;
  const deposit = Math.round(total / 300) * 100;

  const p = new PageBuilder();
  p.text(45, shop, { size: 15, bold: true, y: 55 });
  p.text(45, 'Karosserie · Lack · Oldtimer-Blecharbeiten · Unfallinstandsetzung', { size: 8.5, y: 69 });
  p.text(550, 'RECHNUNG', { size: 20, bold: true, align: 'right', y: 58 });
  p.y = 100;
  rows(p, [{ x: 45 }], [['Frau Sabine Korte'], ['Lindenallee 3'], ['33602 Bielefeld']], { size: 10 });
  const cells = [
    ['Rechnungs-Nr.', `${rng.int(2016, 2024)}-${digits(rng, 4)}`],
    ['Datum', day(invoiceDate, 'de')],
    ['Kunden-Nr.', digits(rng, 5)],
    ['Seite', '1 von 1'],
  ];
  cells.forEach(([label, value], i) => {
    const x = 45 + i * 126.25;
    p.box(x, 160, 126.25, 32);
    p.text(x + 5, label, { size: 7, y: 170 });
    p.text(x + 5, value, { size: 10, bold: true, y: 186 });
  });
  const vehicle = [
    ['Kennzeichen', `BI-${letters(rng, 2)} ${rng.int(10, 99)}H`],
    ['Fabrikat / Typ', 'Mercedes-Benz 230 (W 114)'],
    ['Laufleistung', `${distance(km, 'de')} km`],
    ['Ausführungsdatum', day(workDate, 'de')],
  ];
  vehicle.forEach(([label, value], i) => {
    const x = 45 + i * 126.25;
    p.box(x, 192, 126.25, 32);
    p.text(x + 5, label, { size: 7, y: 202 });
    p.text(x + 5, value, { size: 9.5, y: 218 });
  });
  p.y = 250;
  const c = [{ x: 50 }, { x: 545, align: 'right' as const }];
  for (const [title, items] of [
    ['Karosseriearbeiten', body],
    ['Lackierarbeiten', paint],
    ['Material / Ersatzteile', material],
  ] as const) {
    p.text(50, title, { size: 9.5, bold: true });
    p.down(4);
    rule(p, 45, p.y, 505);
    p.down(12);
    rows(
      p,
      c,
      items.map((x) => [x.text, amount(x.cents, 'de')]),
      { size: 9.5, step: 14 },
    );
    p.down(8);
  }
  p.down(6);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  rows(
    p,
    t,
    [
      ['Arbeitslohn gesamt', amount(labour, 'de')],
      ['Teile und Material', amount(partsSum, 'de')],
      ['Summe netto', amount(net, 'de')],
      ['MwSt. 19 %', amount(vat, 'de')],
    ],
    { size: 9.5, step: 14 },
  );
  p.box(325, p.y - 12, 225, 20, true);
  p.text(330, 'Rechnungsbetrag', { size: 10, bold: true, y: p.y + 2 });
  p.text(545, `${amount(total, 'de')} €`, { size: 10, bold: true, align: 'right', y: p.y + 2 });
  p.down(26);
  rows(
    p,
    t,
    [
      [`Anzahlung vom ${day(addDays(workDate, -20), 'de')}`, `-${amount(deposit, 'de')}`],
      ['Noch zu zahlen', amount(total - deposit, 'de')],
    ],
    { size: 9.5, step: 14 },
  );
  p.y = 720;
  p.text(45, 'Auf Karosserie- und Lackierarbeiten gewähren wir 2 Jahre Gewährleistung.', { size: 8.5 });
  p.y = 785;
  p.text(297, `Volksbank Bielefeld · IBAN DE${digits(rng, 2)} 4806 0036 ${digits(rng, 4)} ${digits(rng, 4)} 00 · USt-IdNr. DE${digits(rng, 9)}`, {
    size: 7,
    align: 'center',
  });

  return serviceBill(p, 'de', {
    serviceDate: workDate,
    shopName: shop,
    serviceMileage: km,
    labour: labour,
    parts: partsSum,
    total,
    workPerformed: [...body, ...paint].map((x) => x.text),
    partsUsed: material.map((x) => x.text),
  });
}

export function usTireShop(rng: Random): Generated {
  const shop = rng.pick(['Tri-County Tire & Service', 'Gunderson Tire Center']);
  const date = rng.date(2017, 2024);
  const miles = rng.int(12000, 76000);
  const tire = rng.pick(['Coker Classic 215/70R15 WW', 'BFGoodrich Silvertown 225/70R15', 'Diamond Back Classic 205/75R14']);
  const each = cents(rng, 16900, 28900, 100) - 1;
  const parts = [
    { text: tire, qty: 4, each },
    { text: 'Valve stem, rubber', qty: 4, each: 450 },
  ];
  const labour = [
    { text: 'Mount and balance', qty: 4, each: 2500 },
    { text: 'Four wheel alignment', qty: 1, each: cents(rng, 8995, 12995, 500) },
  ];
  const partsSum = sum(parts.map((x) => x.qty * x.each));
  const labourSum = sum(labour.map((x) => x.qty * x.each));
  const fee = 400;
  const tax = pct(partsSum, 7);
  const total = partsSum + labourSum + fee + tax;
  const deposit = 10000;

  const p = new PageBuilder();
  p.box(40, 36, 515, 58);
  p.text(52, shop.toUpperCase(), { size: 16, bold: true, y: 60 });
  p.text(52, '1104 S. Main St.  Findlay, OH 45840  •  419-555-0192  •  Open Mon–Sat', { size: 8.5, y: 78 });
  p.text(543, 'WORK ORDER', { size: 12, bold: true, align: 'right', y: 60 });
  p.text(543, `No. ${digits(rng, 6)}`, { size: 10, align: 'right', y: 78 });
  const grid: [string, string][] = [
    ['DATE', day(date, 'us-dash')],
    ['CUSTOMER', rng.pick(['Ron Schaefer', 'Linda Voss', 'Mike Oberle'])],
    ['VEHICLE', `${rng.int(1956, 1969)} Chevrolet Bel Air`],
    ['LICENSE', `OH ${letters(rng, 3)} ${digits(rng, 4)}`],
    ['MILEAGE', distance(miles, 'en')],
    ['TECH', `#${rng.int(11, 39)}`],
  ];
  grid.forEach(([label, value], i) => {
    const x = 40 + (i % 3) * 171.67;
    const y = 104 + Math.floor(i / 3) * 30;
    p.box(x, y, 171.67, 30);
    p.text(x + 5, label, { size: 6.5, bold: true, y: y + 9 });
    p.text(x + 5, value, { size: 10, y: y + 24 });
  });
  p.y = 190;
  const c = [{ x: 45 }, { x: 90 }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  p.box(40, p.y - 12, 515, 17, true);
  rows(p, c, [['QTY', 'DESCRIPTION', 'EACH', 'AMOUNT']], { size: 8.5, bold: true, step: 18 });
  rows(p, c, [['', 'TIRES & PARTS', '', '']], { size: 8, bold: true });
  rows(
    p,
    c,
    parts.map((x) => [String(x.qty), x.text, amount(x.each, 'en'), amount(x.qty * x.each, 'en')]),
    { size: 9.5, step: 15 },
  );
  p.down(4);
  rows(p, c, [['', 'SERVICE / LABOR', '', '']], { size: 8, bold: true });
  rows(
    p,
    c,
    labour.map((x) => [String(x.qty), x.text, amount(x.each, 'en'), amount(x.qty * x.each, 'en')]),
    { size: 9.5, step: 15 },
  );
  p.down(4);
  rows(p, c, [['', 'FEES', '', '']], { size: 8, bold: true });
  rows(p, c, [['4', 'Ohio scrap tire fee', '1.00', amount(fee, 'en')]], { size: 9.5, step: 15 });
  p.down(16);
  const t = [{ x: 380 }, { x: 550, align: 'right' as const }];
  rows(
    p,
    t,
    [
      ['Parts', amount(partsSum, 'en')],
      ['Labor', amount(labourSum, 'en')],
      ['Fees', amount(fee, 'en')],
      ['Sales tax 7.0%', amount(tax, 'en')],
    ],
    { size: 9.5, step: 14 },
  );
  rows(p, t, [['TOTAL', `$${amount(total, 'en')}`]], { size: 11, bold: true, step: 16 });
  rows(
    p,
    t,
    [
      [`Deposit rec'd ${day(addDays(date, -3), 'us')}`, `(${amount(deposit, 'en')})`],
      ['BALANCE DUE', amount(total - deposit, 'en')],
    ],
    { size: 9.5, step: 14 },
  );
  p.y = 640;
  p.text(45, `Rotate tires at ${distance(miles + 6000, 'en')} mi. Re-torque lug nuts after 50 miles.`, { size: 9 });
  p.down(14);
  p.text(45, 'Road hazard warranty declined by customer:  _______', { size: 9 });

  return serviceBill(p, 'en', {
    serviceDate: date,
    shopName: shop,
    serviceMileage: miles,
    labour: labourSum,
    parts: partsSum,
    total,
    workPerformed: labour.map((x) => x.text),
    partsUsed: parts.map((x) => x.text),
  });
}

export function ukMarqueSpecialist(rng: Random): Generated {
  const shop = rng.pick(['Abingdon Classic Sports Cars Ltd', 'Cowley & Marsh Healey Specialists']);
  const invoiceDate = rng.date(2014, 2024);
  const doneDate = addDays(invoiceDate, -rng.int(2, 8));
  const miles = rng.int(38000, 112000);
  const hours = rng.int(16, 40) / 2;
  const rate = rng.pick([58, 62, 68]);
  const labour = Math.round(hours * rate * 100);
  const work = rng.some(
    [
      'Removed and overhauled front suspension, new kingpins and bushes',
      'Renewed rear leaf spring bushes',
      'Stripped and rebuilt SU carburettors, set mixture',
      'Renewed clutch slave cylinder and flexible hose',
      'Road tested and adjusted brakes',
    ],
    3,
  );
  const parts = priced(
    rng,
    ['Kingpin set', 'Front suspension bush kit', 'SU carburettor rebuild kit', 'Clutch slave cylinder', 'Clutch flexi hose', 'Rear spring bush set'],
    4,
    1400,
    11800,
  );
  const partsSum = sum(parts.map((x) => x.cents));
  const net = labour + partsSum;
  const vat = pct(net, 20);
  const total = net + vat;

  const p = new PageBuilder();
  p.text(297, shop, { size: 18, serif: true, bold: true, align: 'center', y: 60 });
  p.text(297, 'Specialists in MG, Austin-Healey and Riley since 1979', { size: 9.5, serif: true, align: 'center', y: 77 });
  p.text(297, 'Ock Street Works · Abingdon · Oxfordshire OX14 5DH · 01235 555 883', { size: 8, align: 'center', y: 91 });
  p.y = 130;
  rows(p, [{ x: 60 }], [['Dr H. Okonkwo'], ['14 Cherwell Drive'], ['Oxford OX3 0NB']], { size: 10, serif: true });
  p.text(535, day(invoiceDate, 'uk-ord'), { size: 10, serif: true, align: 'right', y: 130 });
  p.y = 200;
  p.text(60, `INVOICE  ACS/${invoiceDate.slice(2, 4)}/${digits(rng, 4)}`, { size: 11, bold: true, serif: true });
  p.down(20);
  p.text(60, `Re: MGB GT, registration ${letters(rng, 3)} ${digits(rng, 3)}M, chassis GHD5-${digits(rng, 6)}G, recorded mileage ${distance(miles, 'en')}`, {
    size: 9.5,
    serif: true,
  });
  p.down(14);
  p.text(60, `Work completed ${day(doneDate, 'uk-long')}.`, { size: 9.5, serif: true });
  p.down(22);
  p.text(60, 'To carrying out the following work:', { size: 10, serif: true });
  p.down(16);
  for (const w of work) {
    p.text(72, `–  ${w}`, { size: 10, serif: true });
    p.down(15);
  }
  p.down(6);
  p.text(60, `Labour: ${hours.toFixed(1)} hours at £${rate.toFixed(2)} per hour`, { size: 10, serif: true });
  p.text(535, `£${amount(labour, 'en')}`, { size: 10, serif: true, align: 'right' });
  p.down(24);
  p.text(60, 'Parts supplied:', { size: 10, serif: true });
  p.down(16);
  for (const x of parts) {
    p.text(72, x.text, { size: 10, serif: true });
    p.text(440, amount(x.cents, 'en'), { size: 10, serif: true, align: 'right' });
    p.down(15);
  }
  p.text(60, 'Parts total', { size: 10, serif: true });
  p.text(535, `£${amount(partsSum, 'en')}`, { size: 10, serif: true, align: 'right' });
  p.down(24);
  rule(p, 380, p.y - 12, 155);
  rows(
    p,
    [{ x: 380 }, { x: 535, align: 'right' }],
    [
      ['Sub-total', `£${amount(net, 'en')}`],
      ['VAT at 20%', `£${amount(vat, 'en')}`],
    ],
    { size: 10, serif: true, step: 15 },
  );
  rows(p, [{ x: 380 }, { x: 535, align: 'right' }], [['Total due', `£${amount(total, 'en')}`]], { size: 11, serif: true, bold: true });
  p.y = 730;
  p.text(
    60,
    `With thanks. Payment within 14 days please: Lloyds Bank, sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}, account ${digits(rng, 8)}.`,
    { size: 8.5, serif: true },
  );
  p.down(12);
  p.text(
    60,
    `VAT registration ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}. A further 500 miles, please bring the car back to re-torque the kingpins.`,
    { size: 8.5, serif: true },
  );

  return serviceBill(p, 'en', {
    serviceDate: doneDate,
    shopName: shop,
    serviceMileage: miles,
    labour: labour,
    parts: partsSum,
    total,
    workPerformed: work,
    partsUsed: parts.map((x) => x.text),
  });
}
