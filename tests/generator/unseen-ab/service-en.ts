/**
 * English-language bills of the everyday trades: a Leicester fast-fit centre, a Kentish MOT station billing its
 * repairs, a Brisbane smash repairer, an Ontario trim shop, a Michigan engine machinist, a Provence garage on an
 * accepted quotation, a Modena coachworks, a Costa del Sol auto-electrician's note, a Carolina carbon-copy repair order
 * and an Adelaide parts house's delivery docket with a credit.
 */
import { hline, num, r2, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  PageBuilder,
  addMonths,
  amount,
  date,
  digits,
  hand,
  labour,
  letterhead,
  letters,
  linesTruth,
  money,
  pairs,
  parts,
  section,
  stamp,
  sums,
  table,
  totals,
  type Line,
  type Money,
} from './kit';

const out = (p: PageBuilder, truth: Generated['truth']): Generated => ({ items: p.items, language: 'en', truth });
const miles = (n: number) => num(n, 'en').slice(0, -3);

/** A fast-fit tyre and exhaust centre in Leicester, 1989–2010: part numbers, a fitted-price table, VAT of the year. */
export function leicesterFastFit(rng: Random): Generated {
  const d = rng.date(1989, 2010);
  const shop = 'Aylestone Tyre & Exhaust Centre Ltd';
  const p = new PageBuilder();
  letterhead(p, 'banner', shop, [
    'VAT Reg. No. ' + digits(rng, 3) + ' ' + digits(rng, 4) + ' ' + digits(rng, 2),
    '318 Aylestone Road, Leicester LE2 8BL  ·  Tel. 0116 283 4471',
  ]);
  const nr = digits(rng, 6);
  const mi = rng.int(38, 140) * 1000 + rng.int(0, 999);
  p.text(50, 'INVOICE', { size: 14, bold: true });
  p.text(545, `No. ${nr}`, { size: 10, align: 'right' }).down(18);
  pairs(
    p,
    50,
    [
      ['Date', date(d, 'uk')],
      ['Reg. No.', `${letters(rng, 1)}${rng.int(100, 999)} ${letters(rng, 3)}`],
      ['Vehicle', rng.pick(['Austin Maxi 1750', 'Morris Marina 1.3', 'Triumph Dolomite', 'Vauxhall Viva HC'])],
      ['Mileage', miles(mi)],
    ],
    70,
  );
  p.down(10);
  const rate = yearOf(d) < 2000 ? 24 : 36;
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Fit exhaust system from manifold back', 1.2],
        ['Fit and balance tyres', 0.8],
        ['Four-wheel alignment check and adjust', 0.6],
        ['Replace front brake pads', 0.9],
      ],
      2,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Centre silencer', 48],
        ['Rear silencer and tailpipe', 62],
        ['Exhaust clamp kit', 9.5],
        ['Tyre 155 SR 13', 39, 4],
        ['Valve', 1.5, 4],
        ['Brake pads front set', 24],
      ],
      4,
    ),
  ];
  lines.forEach((l) => (l.code = l.kind === 'labour' ? 'LAB' : `${letters(rng, 2)}${rng.int(1000, 9999)}`));
  table(p, lines, { code: 'Part No.', text: 'Description', qty: 'Qty', price: 'Unit £', amount: 'Total £' }, { style: 'en' });
  const s = sums(lines);
  const vat = vatUK(yearOf(d));
  const total = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Labour', s.labour],
      ['Parts', s.parts],
      ['Goods total', s.net],
      [`VAT @ ${vat}%`, r2(total - s.net)],
      ['TOTAL DUE', total],
    ],
    { style: 'en', pre: '£' },
    { band: true },
  );
  p.text(50, 'All exhausts carry our lifetime guarantee for as long as you own the vehicle.', { size: 8 });
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: mi,
  });
}

/** A Kentish MOT station: the test fee (no VAT), the repairs to pass, the certificate's expiry to the day. */
export function kentMotStation(rng: Random): Generated {
  const d = rng.date(2006, 2026);
  const shop = 'Weald MOT & Service Centre';
  const p = new PageBuilder();
  letterhead(p, 'centre', shop, [
    'Class IV & VII MOT Testing Station  ·  Unit 4, Hop Farm Yard, Paddock Wood, Kent TN12 6PY',
    'Telephone 01892 83 71 05  ·  VAT No. GB ' + digits(rng, 9),
  ]);
  const mi = rng.int(40, 160) * 1000 + rng.int(0, 999);
  const reg = `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`;
  pairs(
    p,
    50,
    [
      ['Invoice', `W${digits(rng, 5)}`],
      ['Date', date(d, 'uklong')],
      ['Registration', reg],
    ],
    80,
  );
  p.y -= 39;
  pairs(
    p,
    320,
    [
      ['Make/Model', rng.pick(['MG Midget 1500', 'Ford Cortina Mk III', 'Triumph Spitfire IV', 'Land Rover Series IIA'])],
      ['Odometer', `${miles(mi)} miles`],
      ['Customer', rng.pick(['Mr G. Pettit', 'Mrs A. Rolfe', 'Mr K. Duckworth'])],
    ],
    75,
  );
  p.down(12);
  const rate = r2(48 + rng.int(0, 24));
  const lines: Line[] = [
    { kind: 'sundry', text: 'MOT test (class IV)', qty: 1, unit: '', price: 54.85 },
    ...labour(
      rng,
      [
        ['Replace offside front track rod end', 0.8],
        ['Renew rear brake shoes and adjust', 1.5],
        ['Repair exhaust leak at front pipe', 0.7],
        ['Adjust headlamp aim', 0.2],
        ['Replace nearside rear wheel cylinder', 1],
      ],
      3,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Track rod end', 18.4],
        ['Brake shoe set rear', 27.9],
        ['Exhaust repair kit', 11.5],
        ['Wheel cylinder', 22.3],
        ['Brake fluid DOT 4', 7.2],
      ],
      3,
    ),
  ];
  table(p, lines, { text: 'Work carried out / parts supplied', qty: 'Qty', price: 'Each', amount: 'Net' }, { style: 'en' });
  const s = sums(lines);
  const vat = vatUK(yearOf(d));
  const taxed = r2(s.labour + s.parts);
  const total = r2(taxed * (1 + vat / 100) + s.sundry);
  totals(
    p,
    [
      ['Labour', s.labour],
      ['Parts', s.parts],
      [`VAT ${vat}% (labour & parts)`, r2(total - taxed - s.sundry)],
      ['MOT fee (VAT exempt)', s.sundry],
      ['Invoice total', total],
    ],
    { style: 'en', pre: '£' },
  );
  const expiry = addMonths(d, 12);
  p.text(50, `MOT certificate issued — valid until ${date(expiry, 'uk')}. We will send a reminder one month before.`, { size: 9, bold: true });
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: mi,
    inspectionValidUntil: expiry,
  });
}

/** A Brisbane smash repairer's tax invoice: prices include GST, the GST shown beneath, ABN at the head. */
export function brisbaneSmash(rng: Random): Generated {
  const d = rng.date(2001, 2026);
  const shop = 'Moorooka Panel & Paint Pty Ltd';
  const p = new PageBuilder();
  letterhead(p, 'left', shop, [
    'ABN ' + digits(rng, 2) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3) + '  ·  Licensed Motor Vehicle Repairer',
    '45 Beaudesert Road, Moorooka QLD 4105  ·  (07) 3848 1290',
  ]);
  p.text(50, 'TAX INVOICE', { size: 14, bold: true });
  p.text(545, `Invoice ${digits(rng, 5)}   ${date(d, 'uk')}`, { size: 9, align: 'right' }).down(18);
  p.text(
    50,
    `Bill to: ${rng.pick(['Darren McAllister', 'Kylie Thornbury', 'Bruce Halloran'])}   Vehicle: ${rng.pick(['Holden HQ Kingswood', 'Ford XB Falcon', 'Valiant VH Regal', 'Holden EH Special'])}   Rego ${rng.int(100, 999)}-${letters(rng, 3)}`,
    { size: 9 },
  ).down(24);
  const rate = r2(88 + rng.int(0, 30));
  const panel = labour(
    rng,
    [
      ['Remove and repair LH front guard', 6],
      ['Replace lower sill section RH', 9],
      ['Repair rust in boot floor', 7],
      ['Realign bonnet and doors', 2.5],
    ],
    2,
    rate,
  );
  const paint = labour(
    rng,
    [
      ['Prep and paint LH side', 11],
      ['Blend and clear coat', 4],
      ['Cut and polish whole car', 5],
    ],
    2,
    rate,
  );
  const mat = parts(
    rng,
    [
      ['Paint and materials', 640],
      ['Sill repair panel', 145],
      ['Seam sealer and primer', 68],
      ['Badge and clip set', 42],
    ],
    3,
  );
  const detail = (l: Line) => (l.kind === 'labour' ? `${l.qty} hrs` : '');
  section(p, 'Panel', panel, { style: 'en', pre: '$' }, 'Panel subtotal', { detail });
  section(p, 'Paint', paint, { style: 'en', pre: '$' }, 'Paint subtotal', { detail });
  section(p, 'Parts & materials', mat, { style: 'en', pre: '$' }, 'Parts subtotal', { detail });
  const lines = [...panel, ...paint, ...mat];
  const s = sums(lines);
  totals(p, [['Total (incl. GST)', s.net]], { style: 'en', pre: '$' }, { band: true });
  p.text(543, `GST included: ${money(r2(s.net / 11), { style: 'en', pre: '$' })}`, { size: 8.5, align: 'right' }).down(20);
  p.text(50, 'Lifetime warranty on paintwork for as long as you own the vehicle. EFT to BSB 064-' + digits(rng, 3) + '.', { size: 8 });
  // Labour is spread over the panel and paint sections (no one figure states it); parts have their own subtotal.
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, partsCost: s.parts, totalCost: s.net, ...linesTruth(lines) });
}

/** An Ontario auto trim shop: the work as a priced list with HST (GST + PST before July 2010). */
export function ontarioTrim(rng: Random): Generated {
  const d = rng.date(1994, 2025);
  const hst = d >= '2010-07-01';
  const shop = 'Kawartha Auto Trim & Top';
  const p = new PageBuilder();
  letterhead(p, 'serif', shop, ['Upholstery · Convertible Tops · Carpets · Headliners', '1120 Chemong Road, Peterborough, Ontario K9H 6W6 · (705) 742-3318']);
  const mi = rng.int(60, 190) * 1000 + rng.int(0, 999);
  pairs(
    p,
    50,
    [
      ['Invoice #', `${digits(rng, 4)}`],
      ['Date', date(d, 'uslong')],
      ['Customer', rng.pick(['Gord Kerrigan', 'Linda Beauchamp', 'Wayne Tremblay'])],
      [
        'Vehicle',
        `${rng.pick(['1966 Mustang convertible', '1972 Chevelle Malibu', '1957 Chevrolet Bel Air', '1969 Dodge Dart GT'])}, ${num(mi, 'en').slice(0, -3)} km`,
      ],
    ],
    75,
  );
  p.down(12);
  const rate = r2(55 + rng.int(0, 25));
  const work = labour(
    rng,
    [
      ['Install new convertible top and pads', 7],
      ['Recover front bench seat in vinyl', 9],
      ['Install moulded carpet', 4],
      ['Replace headliner', 5],
      ['Rebuild seat springs', 3],
    ],
    3,
    rate,
  );
  const mat = parts(
    rng,
    [
      ['Convertible top, vinyl, with window', 420],
      ['Seat cover kit', 380],
      ['Moulded carpet', 260],
      ['Headliner kit', 96],
      ['Jute padding', 45],
    ],
    3,
  );
  const lines = [...work, ...mat];
  for (const l of lines) {
    p.text(60, l.text, { size: 9.5 });
    p.text(380, l.kind === 'labour' ? `${l.qty} hr @ ${num(rate, 'en')}` : '', { size: 8.5, align: 'right' });
    p.text(543, num(amount(l), 'en'), { size: 9.5, align: 'right' }).down(14);
  }
  hline(p, 50, 495, p.y - 6);
  p.down(10);
  const s = sums(lines);
  const m: Money = { style: 'en', pre: '$' };
  if (hst) {
    const total = r2(s.net * 1.13);
    totals(
      p,
      [
        ['Labour', s.labour],
        ['Materials', s.parts],
        ['Subtotal', s.net],
        ['HST 13%', r2(total - s.net)],
        ['Total', total],
      ],
      m,
    );
    p.text(50, `HST # ${digits(rng, 9)} RT0001`, { size: 8 });
    return out(p, {
      documentType: 'service',
      serviceDate: d,
      shopName: shop,
      laborCost: s.labour,
      partsCost: s.parts,
      totalCost: total,
      ...linesTruth(lines),
      serviceMileage: mi,
    });
  }
  const gst = r2(s.net * (d < '2006-07-01' ? 0.07 : d < '2008-01-01' ? 0.06 : 0.05));
  const pst = r2(s.net * 0.08);
  const total = r2(s.net + gst + pst);
  totals(
    p,
    [
      ['Labour', s.labour],
      ['Materials', s.parts],
      ['Subtotal', s.net],
      ['GST', gst],
      ['PST 8%', pst],
      ['Total', total],
    ],
    m,
  );
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: mi,
  });
}

/** A Michigan engine machinist: machine work and parts in two columns' worth of rows, sales tax on parts only. */
export function michiganMachine(rng: Random): Generated {
  const d = rng.date(1978, 2024);
  const shop = 'Saginaw Valley Engine & Machine Inc.';
  const p = new PageBuilder();
  letterhead(p, 'caps', shop, ['Boring', 'Honing', 'Crank grinding', 'Valve jobs', '2210 N. Michigan Ave, Saginaw MI 48602', '(989) 753-0419']);
  const nr = digits(rng, 5);
  p.text(50, `WORK ORDER / INVOICE ${nr}`, { size: 11, bold: true });
  p.text(545, date(d, 'us'), { size: 10, align: 'right' }).down(14);
  p.text(
    50,
    `Customer: ${rng.pick(['Art Kowalski', 'Dale Pruett', 'Nancy Wiersma'])}    Engine: ${rng.pick(['Chevy 327 small block', 'Ford 390 FE', 'Pontiac 400', 'Buick 401 nailhead'])}`,
    { size: 9 },
  ).down(20);
  const rate = d < '1995' ? 32 : d < '2010' ? 55 : 85;
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Hot tank and magnaflux block', 1.5],
        ['Bore and hone .030 over', 3],
        ['Grind crankshaft .010/.010', 2],
        ['Resurface heads', 1.2],
        ['Three-angle valve job', 4],
        ['Assemble short block', 5],
      ],
      4,
      rate,
      'hr',
    ),
    ...parts(
      rng,
      [
        ['Piston set with rings', 210],
        ['Rod bearing set', 38],
        ['Main bearing set', 46],
        ['Cam and lifter kit', 165],
        ['Timing set', 42],
        ['Gasket set', 64],
      ],
      4,
      'ea',
      d < '1995' ? 0.5 : 1,
    ),
  ];
  table(p, lines, { text: 'Description', qty: 'Qty/Hrs', unit: 'Unit', price: 'Rate', amount: 'Amount' }, { style: 'en' });
  const s = sums(lines);
  const tax = r2(s.parts * (d < '1994-05-01' ? 0.04 : 0.06));
  const total = r2(s.net + tax);
  totals(
    p,
    [
      ['Machine labor', s.labour],
      ['Parts', s.parts],
      ['Sales tax (parts)', tax],
      ['Total', total],
    ],
    { style: 'en', pre: '$' },
    { band: true },
  );
  p.text(50, 'Thank you. Machine work is warranted against defects in workmanship for 90 days; no warranty on customer assembly.', { size: 8 });
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, laborCost: s.labour, partsCost: s.parts, totalCost: total, ...linesTruth(lines) });
}

/** A Provence garage writing English for its foreign customers: an accepted quotation (devis) billed as done, TVA. */
export function provenceDevis(rng: Random): Generated {
  const quote = rng.date(2002, 2025);
  const d = addMonths(quote, rng.int(1, 3));
  const shop = 'Garage du Luberon — Ets. Peyron & Fils';
  const p = new PageBuilder();
  letterhead(p, 'right', shop, [
    'Route d’Apt, 84160 Cadenet',
    'Tél. +33 4 90 68 12 07',
    'SIRET ' + digits(rng, 3) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3) + ' 00014',
    'TVA FR' + digits(rng, 11),
  ]);
  p.text(50, 'INVOICE / FACTURE', { size: 14, bold: true }).down(16);
  p.text(50, `Following our quotation (devis) no. D-${digits(rng, 4)} of ${date(quote, 'uklong')}, accepted by the customer.`, { size: 9 }).down(18);
  const km = rng.int(70, 230) * 1000 + rng.int(0, 999);
  pairs(
    p,
    50,
    [
      ['Invoice no.', `F${yearOf(d)}-${digits(rng, 4)}`],
      ['Invoice date', date(d, 'uk')],
      ['Vehicle', rng.pick(['Peugeot 404 saloon', 'Renault 4 TL', 'Citroën 2CV6', 'Simca Aronde P60'])],
      ['Mileage', `${num(km, 'en').slice(0, -3)} km`],
      ['Customer', rng.pick(['Mr Peter Hollins, Lourmarin', 'Mrs Jane Whitcombe, Lauris'])],
    ],
    85,
  );
  p.down(10);
  const rate = r2(52 + rng.int(0, 20));
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Overhaul of carburettor', 2.5],
        ['Replacement of clutch', 4.5],
        ['Replacement of front wheel bearings', 2],
        ['Cooling system flushed, hoses replaced', 1.5],
      ],
      3,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Carburettor rebuild kit', 58],
        ['Clutch kit', 186],
        ['Wheel bearing kit', 44, 2],
        ['Radiator hose set', 39],
        ['Coolant 5 l', 17],
      ],
      3,
    ),
  ];
  table(p, lines, { text: 'Designation', qty: 'Qty', price: 'Unit price', amount: 'Amount HT' }, { style: 'de' });
  const s = sums(lines);
  const vat = d < '2014-01-01' ? 19.6 : 20;
  const total = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Labour HT', s.labour],
      ['Parts HT', s.parts],
      ['Total HT', s.net],
      [`TVA ${String(vat).replace('.', ',')} %`, r2(total - s.net)],
      ['Total TTC', total],
    ],
    { style: 'de', post: ' €' },
    { band: true },
  );
  p.text(50, 'Payment by cheque or bank transfer on collection. Parts guaranteed 12 months.', { size: 8 });
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: km,
  });
}

/** A Modena coachworks writing English: three numbered chapters (metal, paint, fittings), IVA at the foot. */
export function modenaCarrozzeria(rng: Random): Generated {
  const d = rng.date(2004, 2025);
  const shop = 'Carrozzeria Secchia di Bellei Romano & C. s.n.c.';
  const p = new PageBuilder();
  letterhead(p, 'centre', shop, [
    'Via Emilia Est 1410 · 41126 Modena · Italy · P.IVA IT0' + digits(rng, 10),
    'Bodywork restoration · paint · chrome and trim fitting',
  ]);
  p.text(50, `Invoice n. ${rng.int(10, 250)}/${yearOf(d)}`, { size: 12, bold: true });
  p.text(545, `Modena, ${date(d, 'uk')}`, { size: 9, align: 'right' }).down(14);
  p.text(
    50,
    `Customer: ${rng.pick(['Mr. Hans-Peter Graf, Zürich', 'Mr. Thomas Bergqvist, Malmö', 'Ms. Caroline Dufour, Lyon'])} — ${rng.pick(['Fiat 1100 D', 'Lancia Appia III', 'Alfa Romeo 2000 Berlina', 'Fiat 850 Coupé'])}`,
    { size: 9 },
  ).down(22);
  const rate = r2(42 + rng.int(0, 14));
  const a = labour(
    rng,
    [
      ['Floor pans cut out and replaced', 26],
      ['Door skins replaced', 18],
      ['Front panel repaired', 12],
      ['Lead loading of seams', 8],
    ],
    2,
    rate,
  );
  const b = labour(
    rng,
    [
      ['Body stripped to bare metal', 20],
      ['Primer, filler and guide coat', 16],
      ['Paint in original colour, 3 coats', 22],
    ],
    2,
    rate,
  );
  const c = parts(
    rng,
    [
      ['Floor pan pair', 380],
      ['Door skin', 145, 2],
      ['Paint and consumables', 720],
      ['Rubber seal kit', 260],
      ['Chrome clips and screws', 48],
    ],
    3,
  );
  const detail = (l: Line) => (l.kind === 'labour' ? `h ${l.qty}` : `n. ${l.qty}`);
  const m: Money = { style: 'de', pre: '€ ' };
  section(p, '1. Metal work', a, m, 'Total 1', { detail });
  section(p, '2. Paint', b, m, 'Total 2', { detail });
  section(p, '3. Parts and materials', c, m, 'Total 3', { detail });
  const lines = [...a, ...b, ...c];
  const s = sums(lines);
  const vat = d < '2011-09-17' ? 20 : d < '2013-10-01' ? 21 : 22;
  const total = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Taxable amount', s.net],
      [`IVA ${vat}%`, r2(total - s.net)],
      ['TOTAL INVOICE', total],
    ],
    m,
    { band: true },
  );
  p.text(50, 'Bank: BPER Banca, Modena. Payment 30 days from invoice date.', { size: 8 });
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, partsCost: s.parts, totalCost: total, ...linesTruth(lines) });
}

/** An auto-electrician on the Costa del Sol: a hand-written bill in English on a printed Spanish pad, IVA added. */
export function costaElectrician(rng: Random): Generated {
  const d = rng.date(2002, 2022);
  const shop = 'Electricidad del Automóvil Hermanos Ruiz';
  const p = new PageBuilder();
  letterhead(p, 'left', shop, [
    'Taller autorizado nº 29-' + digits(rng, 4) + ' · C/ Río Verde 18, 29660 Marbella (Málaga)',
    'Tel. 952 77 41 03 · NIF B-29' + digits(rng, 6),
  ]);
  p.text(50, 'FACTURA Nº', { size: 9, bold: true });
  hand(p, rng, 120, `${rng.int(100, 999)}`, 12);
  p.text(330, 'FECHA', { size: 9, bold: true });
  hand(p, rng, 380, date(d, 'ukdot'), 12);
  p.down(24);
  p.text(50, 'CLIENTE', { size: 9, bold: true });
  hand(p, rng, 120, rng.pick(['Mr. Roger Gilchrist — Jaguar Mk 2', 'Mrs. Pamela Lowe — MGB GT', 'Mr. Ian Soames — Triumph TR6']), 12);
  p.down(30);
  const rate = 38;
  const work = labour(
    rng,
    [
      ['Dynamo changed for alternator conversion', 2.5],
      ['Rewired dashboard loom', 6],
      ['Fixed wipers & horn', 1.5],
      ['New earth straps, fault finding', 2],
    ],
    2,
    r2(rate),
  );
  const mat = parts(
    rng,
    [
      ['Alternator 45A', 145],
      ['Wiring loom dash', 210],
      ['Wiper motor recon.', 95],
      ['Earth straps x3', 18],
      ['Relay + fuses', 14],
    ],
    2,
  );
  for (const l of [...work, ...mat]) {
    hand(p, rng, 60, l.text);
    p.text(480 + rng.int(-8, 4), `${num(amount(l), 'de')} €`, { size: 11.5, serif: true, align: 'right' });
    p.down(22);
  }
  const s = sums([...work, ...mat]);
  const vat = d < '2010-07-01' ? 16 : d < '2012-09-01' ? 18 : 21;
  const total = r2(s.net * (1 + vat / 100));
  p.down(6);
  hand(p, rng, 300, 'Base');
  p.text(480, `${num(s.net, 'de')} €`, { size: 11.5, serif: true, align: 'right' }).down(20);
  hand(p, rng, 300, `IVA ${vat}%`);
  p.text(480, `${num(r2(total - s.net), 'de')} €`, { size: 11.5, serif: true, align: 'right' }).down(20);
  hand(p, rng, 300, 'TOTAL');
  p.text(480, `${num(total, 'de')} €`, { size: 12.5, serif: true, bold: true, align: 'right' }).down(30);
  stamp(p, 60, p.y, ['PAGADO', 'Hnos. Ruiz']);
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, totalCost: total, ...linesTruth([...work, ...mat]) });
}

/** A Carolina dealer's carbon-copy repair order, 1968–1989, typed in capitals: labor, parts and sublet boxes. */
export function carolinaRepairOrder(rng: Random): Generated {
  const d = rng.date(1968, 1989);
  const shop = 'PIEDMONT CHEVROLET-BUICK CO.';
  const p = new PageBuilder();
  p.box(45, 40, 505, 740);
  p.text(297, shop, { size: 15, bold: true, align: 'center', y: 62 });
  p.text(297, '401 WEST MAIN ST. · LEXINGTON, N. C. 27292 · PHONE 246-5511', { size: 8, align: 'center', y: 74 });
  p.text(520, `R.O. No. ${digits(rng, 5)}`, { size: 10, bold: true, align: 'right', y: 92 });
  p.y = 112;
  const mi = rng.int(18, 140) * 1000 + rng.int(0, 999);
  const cells: [string, string][] = [
    ['DATE', date(d, 'usshort')],
    ['MILEAGE', num(mi, 'en').slice(0, -3)],
    ['YEAR/MAKE/MODEL', rng.pick(['65 CHEV IMPALA', '71 BUICK SKYLARK', '68 CHEV C10 PU', '74 CHEV NOVA'])],
    ['LIC. NO.', `NC ${letters(rng, 3)}-${rng.int(100, 999)}`],
  ];
  cells.forEach(([l, v], i) => {
    p.box(55 + i * 122, p.y - 10, 120, 26);
    p.text(59 + i * 122, l, { size: 6 }).text(59 + i * 122, v, { size: 9.5, y: p.y + 11 });
  });
  p.down(34);
  p.text(55, `CUSTOMER  ${rng.pick(['J. W. HEDRICK', 'MRS. OPAL SINK', 'R. L. FOUST JR.'])}`, { size: 9 }).down(20);
  const rate = d < '1975' ? 9.5 : d < '1982' ? 16 : 22;
  const work = labour(
    rng,
    [
      ['REPLACE WATER PUMP & FAN BELT', 1.8],
      ['TUNE UP - PTS PLUGS COND', 1.2],
      ['REPLACE FRONT BRAKE SHOES, TURN DRUMS', 2],
      ['ADJUST CARB & TIMING', 0.6],
      ['REPLACE U-JOINT REAR', 1],
    ],
    3,
    rate,
  );
  const mat = parts(
    rng,
    [
      ['WATER PUMP', 24],
      ['FAN BELT', 4.6],
      ['PLUGS', 1.1, 8],
      ['POINTS & COND', 6.2],
      ['BRAKE SHOES FRT', 14.5],
      ['U-JOINT', 7.8],
    ],
    4,
    'EA',
    d < '1975' ? 0.7 : 1,
  );
  p.text(55, 'LABOR INSTRUCTIONS', { size: 7.5, bold: true })
    .text(400, 'HRS', { size: 7.5, bold: true })
    .text(540, 'AMOUNT', { size: 7.5, bold: true, align: 'right' })
    .down(13);
  for (const l of work) {
    p.text(55, l.text, { size: 9 })
      .text(400, num(l.qty, 'en'), { size: 9 })
      .text(540, num(amount(l), 'en'), { size: 9, align: 'right' })
      .down(13);
  }
  p.down(8);
  p.text(55, 'QTY  PARTS', { size: 7.5, bold: true }).text(540, 'AMOUNT', { size: 7.5, bold: true, align: 'right' }).down(13);
  for (const l of mat) {
    p.text(55, `${String(l.qty).padStart(2, ' ')}   ${l.text}`, { size: 9 })
      .text(540, num(amount(l), 'en'), { size: 9, align: 'right' })
      .down(13);
  }
  const s = sums([...work, ...mat]);
  const tax = r2(s.parts * (d < '1980' ? 0.03 : 0.045));
  const total = r2(s.net + tax);
  p.down(12);
  const boxes: [string, number][] = [
    ['TOTAL LABOR', s.labour],
    ['TOTAL PARTS', s.parts],
    ['SUBLET', 0],
    ['TAX', tax],
    ['TOTAL AMOUNT', total],
  ];
  boxes.forEach(([l, v]) => {
    p.box(380, p.y - 11, 165, 15);
    p.text(385, l, { size: 7.5 })
      .text(540, v ? num(v, 'en') : '', { size: 9.5, bold: l === 'TOTAL AMOUNT', align: 'right' })
      .down(15);
  });
  p.down(14);
  p.text(55, 'CUSTOMER COPY — NOT RESPONSIBLE FOR LOSS OR DAMAGE TO CARS IN CASE OF FIRE OR THEFT', { size: 6.5 });
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: 'Piedmont Chevrolet-Buick Co.',
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth([...work, ...mat]),
    serviceMileage: mi,
  });
}

/** An Adelaide mail-order parts house: a tax invoice that is also the delivery docket, a line back-ordered, a credit. */
export function adelaideDocket(rng: Random): Generated {
  const d = rng.date(2003, 2026);
  const shop = 'Southern Cross Classic Spares';
  const p = new PageBuilder();
  letterhead(p, 'banner', shop, ['ABN ' + digits(rng, 11), '14 Grand Junction Rd, Kilburn SA 5084 · (08) 8262 5510 · mail order Australia-wide']);
  p.text(50, 'TAX INVOICE / DELIVERY DOCKET', { size: 12, bold: true });
  p.text(545, `Doc ${digits(rng, 6)}  ·  ${date(d, 'uk')}`, { size: 9, align: 'right' }).down(16);
  p.text(
    50,
    `Ship to: ${rng.pick(['Trevor Hibbert, Mount Gambier SA', 'Jo Ann Castellano, Mildura VIC', 'Craig Voigt, Broken Hill NSW'])}  ·  Via Australia Post parcel`,
    { size: 9 },
  ).down(20);
  const lines = parts(
    rng,
    [
      ['Brake master cylinder kit', 46],
      ['Front wheel bearing set', 58, 2],
      ['Tie rod end outer', 34, 2],
      ['Radiator hose upper', 22],
      ['Radiator hose lower', 24],
      ['Fuel pump (mechanical)', 89],
      ['Distributor cap', 19],
      ['Rotor button', 7],
      ['Ignition leads set', 42],
      ['Door seal kit', 165],
      ['Windscreen rubber', 78],
      ['Tail light lens', 29, 2],
      ['Front shock absorbers pair', 139],
      ['Engine mount', 36, 2],
    ],
    rng.int(9, 12),
    'ea',
  );
  lines.forEach((l) => (l.code = `${letters(rng, 2)}-${rng.int(1000, 9999)}`));
  const credit: Line = {
    kind: 'sundry',
    text: 'Credit: returned wrong-size fan belt (inv. ' + digits(rng, 6) + ')',
    qty: 1,
    unit: 'ea',
    price: -r2(18 + rng.int(0, 10)),
  };
  const freight: Line = { kind: 'sundry', text: 'Freight', qty: 1, unit: '', price: r2(16.5 + rng.int(0, 8)) };
  table(
    p,
    [...lines, credit, freight],
    { code: 'Part no.', text: 'Description', qty: 'Supplied', price: 'Price inc GST', amount: 'Ext.' },
    { style: 'en' },
    { size: 8 },
  );
  p.text(52, `Back-ordered: ${rng.pick(['Bonnet badge', 'Boot lock barrel', 'Heater tap'])} — will follow at no extra freight.`, { size: 8 }).down(16);
  const s = sums([...lines, credit, freight]);
  totals(
    p,
    [
      ['Goods', s.parts],
      ['Credit & freight', s.sundry],
      ['Total inc GST', s.net],
    ],
    { style: 'en', pre: '$' },
    { band: true },
  );
  p.text(543, `GST component ${money(r2(s.net / 11), { style: 'en', pre: '$' })}`, { size: 8.5, align: 'right' });
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, partsCost: s.parts, totalCost: s.net, partsUsed: lines.map((l) => l.text) });
}
