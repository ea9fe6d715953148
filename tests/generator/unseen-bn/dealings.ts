/**
 * Sales and valuations with more than one date: a German or Austrian private sale contract (deposit received,
 * handover, first registration, HU, place and date of the contract), a British or Irish sale agreement (made on the
 * 3rd March, deposit, collected on, MOT expires), an American bill of sale (this 3rd day of March, delivery date,
 * odometer, notarised later); a German-speaking expert's valuation (order, inspection, report date) and an English
 * valuation report (instructions, inspection, report, valid until).
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  PageBuilder,
  ieReg,
  ukReg,
  addDays,
  addMonths,
  amt,
  car,
  carName,
  clock,
  currency,
  digits,
  dt,
  kv,
  km,
  letters,
  level,
  money,
  my,
  ordinal,
  out,
  para,
  personDe,
  personEn,
  roundSum,
  rule,
  MON_EN,
  yearOf,
} from './kit';

const carValue = (rng: Random, year: number, per: number) => roundSum(rng.int(9000, 60000) * level(year) * per);

/** Private sale contract: Verkäufer, Käufer, car with EZ and HU, price, deposit received on, handover on, place and date. */
export function privatKaufvertrag(rng: Random): Generated {
  const country = rng.pick(['DE', 'DE', 'AT'] as const);
  const contract = rng.date(1965, 2026);
  const cur = currency(country, yearOf(contract));
  const c = car(rng, contract);
  const seller = personDe(rng);
  const buyer = personDe(rng);
  const priceV = carValue(rng, yearOf(contract), cur.per);
  const deposit = roundSum(priceV * 0.1);
  const depositDate = addDays(contract, -rng.int(1, 14));
  const handover = addDays(contract, rng.int(1, 10));
  const s = rng.pick(['dd.mm.yyyy', 'd.m.yyyy', 'dd.mm.yy'] as const);
  const town = country === 'AT' ? rng.pick(['Salzburg', 'Villach', 'Wels']) : rng.pick(['Bremen', 'Kiel', 'Regensburg', 'Koblenz']);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'KAUFVERTRAG', { size: 16, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug (privat an privat)', { size: 9, align: 'center' });
  p.down(30);
  p.text(40, 'Verkäufer:', { size: 9, bold: true });
  p.text(300, 'Käufer:', { size: 9, bold: true });
  p.down(13);
  p.text(40, seller, { size: 10 });
  p.text(300, buyer, { size: 10 });
  p.down(12);
  p.text(40, `${rng.pick(['Ahornweg', 'Feldstraße', 'Bergstraße'])} ${rng.int(1, 70)}, ${town}`, { size: 9 });
  p.text(
    300,
    `${rng.pick(['Lerchenweg', 'Parkstraße', 'Uferweg'])} ${rng.int(1, 70)}, ${country === 'AT' ? rng.pick(['Linz', 'Graz', 'Steyr']) : rng.pick(['Hamburg', 'Passau', 'Trier'])}`,
    { size: 9 },
  );
  p.down(26);
  p.text(40, 'Fahrzeug', { size: 10, bold: true });
  p.down(14);
  const rows: [string, string][] = [
    ['Hersteller / Typ', carName(c)],
    ['Fahrgestell-Nr.', c.vin],
    ['Erstzulassung', dt(c.firstReg, s)],
    [country === 'AT' ? 'Pickerl (§ 57a) bis' : 'Nächste HU', my(addMonths(contract, rng.int(2, 22)), '/', true)],
    ['Kilometerstand lt. Tacho', `${km(rng.int(20000, 190000), 'de')} km`],
    [
      'Kennzeichen',
      country === 'AT'
        ? `${rng.pick(['S', 'K', 'L'])}-${digits(rng, 4)} ${letters(rng, 1)}`
        : `${rng.pick(['HB', 'KI', 'R', 'KO'])}-${letters(rng, 2)} ${digits(rng, 3)}`,
    ],
  ];
  for (const [k, v] of rows) {
    kv(p, 50, `${k}:`, v, 150, { size: 9.5 });
    p.down(14);
  }
  p.down(12);
  p.text(40, `Kaufpreis: ${amt(priceV, cur)} ${cur.sym}`, { size: 11, bold: true });
  p.down(18);
  para(
    p,
    40,
    `Eine Anzahlung von ${amt(deposit, cur)} ${cur.sym} hat der Verkäufer am ${dt(depositDate, s)} erhalten. Der Restbetrag von ${amt(priceV - deposit, cur)} ${cur.sym} ist bei Übergabe bar zu zahlen. Die Übergabe des Fahrzeugs mit Schlüsseln und Papieren erfolgt am ${dt(handover, s)} um ${clock(rng, 9, 18)} Uhr.`,
    100,
    { size: 9.5 },
  );
  p.down(8);
  para(
    p,
    40,
    'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Unfallschäden bekannt sind.',
    100,
    { size: 9 },
  );
  p.down(30);
  p.text(40, `${town}, den ${dt(contract, s)}`, { size: 10 });
  p.down(40);
  p.text(40, '______________________', { size: 9 });
  p.text(300, '______________________', { size: 9 });
  p.down(11);
  p.text(40, 'Verkäufer', { size: 8 });
  p.text(300, 'Käufer', { size: 8 });
  return out(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: contract, purchasePrice: priceV });
}

/** British or Irish sale agreement: made on the 3rd March, deposit paid on, collected on, first registered, MOT expires. */
export function saleAgreement(rng: Random): Generated {
  const country = rng.pick(['UK', 'IE'] as const);
  const made = rng.date(1972, 2026);
  const cur = currency(country, yearOf(made));
  const c = car(rng, made);
  const seller = personEn(rng);
  const buyer = personEn(rng);
  const priceV = carValue(rng, yearOf(made), cur.per);
  const deposit = roundSum(priceV * 0.1);
  const depDate = addDays(made, -rng.int(2, 12));
  const collected = addDays(made, rng.int(0, 7));
  const [y, m, d] = made.split('-').map(Number);
  const p = new PageBuilder();
  p.y = 64;
  p.text(297, 'VEHICLE SALE AGREEMENT', { size: 15, bold: true, serif: true, align: 'center' });
  p.down(30);
  para(
    p,
    50,
    `This agreement is made on the ${ordinal(d)} day of ${MON_EN[m - 1]} ${y} between ${seller} (“the Seller”) of ${country === 'UK' ? rng.pick(['14 Larch Close, Harrogate', '27 Victoria Road, Leamington Spa']) : rng.pick(['3 Church Lane, Tralee', 'Ballymore House, Naas'])} and ${buyer} (“the Buyer”).`,
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  p.text(50, 'The vehicle', { size: 10.5, bold: true, serif: true });
  p.down(16);
  const rows: [string, string][] = [
    ['Make and model', carName(c)],
    ['Registration mark', country === 'UK' ? ukReg(rng, c.firstReg) : ieReg(rng, c.firstReg)],
    ['Chassis / VIN', c.vin],
    ['Date of first registration', dt(c.firstReg, 'd Month yyyy')],
    [country === 'UK' ? 'MOT certificate expires' : 'NCT / roadworthiness expires', dt(addMonths(made, rng.int(1, 11)), 'd Month yyyy')],
    ['Recorded mileage', `${km(rng.int(20000, 150000), 'en')} miles`],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5, serif: true });
    p.text(230, v, { size: 9.5, serif: true });
    p.down(14);
  }
  p.down(12);
  para(
    p,
    50,
    `The Seller agrees to sell and the Buyer agrees to buy the vehicle for the sum of ${money(priceV, cur)}. A deposit of ${money(deposit, cur)} was paid on ${dt(depDate, 'd Month yyyy')}; the balance is paid today. The Buyer will collect the vehicle on ${dt(collected, 'd Month yyyy')}. The vehicle is sold as seen and inspected.`,
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(30);
  p.text(50, 'Signed by the Seller ______________________', { size: 9.5, serif: true });
  p.text(330, 'Signed by the Buyer ____________________', { size: 9.5, serif: true });
  p.down(20);
  p.text(50, `Date of sale: ${dt(made, rng.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const))}`, { size: 9.5, serif: true });
  return out(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: made, purchasePrice: priceV });
}

/** American bill of sale: "this 3rd day of March, 1987", delivery date, odometer disclosure, notarised later. */
export function billOfSale(rng: Random): Generated {
  const country = rng.pick(['US', 'US', 'CA'] as const);
  const sold = rng.date(1960, 2026);
  const cur = currency(country, yearOf(sold));
  const c = car(rng, sold);
  const seller = personEn(rng);
  const buyer = personEn(rng);
  const priceV = carValue(rng, yearOf(sold), cur.per);
  const delivery = addDays(sold, rng.int(1, 14));
  const notary = addDays(sold, rng.int(1, 6));
  const [y, m, d] = sold.split('-').map(Number);
  const p = new PageBuilder();
  p.y = 64;
  p.text(297, 'BILL OF SALE', { size: 17, bold: true, serif: true, align: 'center' });
  p.down(14);
  p.text(297, 'Motor Vehicle', { size: 10, serif: true, align: 'center' });
  p.down(30);
  para(
    p,
    50,
    `KNOW ALL MEN BY THESE PRESENTS, that I, ${seller}, of ${country === 'US' ? rng.pick(['Springfield, Missouri', 'Bend, Oregon', 'Augusta, Maine']) : rng.pick(['Red Deer, Alberta', 'Kamloops, British Columbia'])}, hereinafter the Seller, for and in consideration of the sum of ${money(priceV, cur)} (${country === 'US' ? 'U.S.' : 'Canadian'} dollars), receipt of which is hereby acknowledged, do hereby sell, assign and transfer to ${buyer}, hereinafter the Buyer, the following motor vehicle:`,
    92,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Year / Make / Model', `${c.build} ${carName(c)}`],
    ['Vehicle Identification No.', c.vin],
    ['Body style / Color', `${rng.pick(['Coupe', 'Convertible', 'Sedan', 'Roadster'])} / ${rng.pick(['Red', 'Black', 'Ivory', 'Green'])}`],
    [
      'Odometer reading',
      `${km(rng.int(10000, 99999), 'en')} ${country === 'CA' && yearOf(sold) >= 1977 ? 'km' : 'miles'}, which to the best of my knowledge is the actual mileage`,
    ],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5, serif: true });
    const cut = v.indexOf(', which');
    p.text(230, cut > 0 ? v.slice(0, cut + 1) : v, { size: 9.5, serif: true });
    if (cut > 0) {
      p.down(13);
      p.text(230, v.slice(cut + 2), { size: 9.5, serif: true });
    }
    p.down(14);
  }
  p.down(10);
  para(
    p,
    50,
    `The Seller warrants that he is the lawful owner of said vehicle, free of all liens and encumbrances. The vehicle is sold "as is". Delivery date: ${dt(delivery, country === 'US' ? 'mm/dd/yyyy' : 'iso')}.`,
    92,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  para(p, 50, `Executed this ${ordinal(d)} day of ${MON_EN[m - 1]}, ${y}.`, 92, { size: 10, serif: true, step: 14 });
  p.down(30);
  p.text(50, '______________________________', { size: 9.5, serif: true });
  p.text(320, '______________________________', { size: 9.5, serif: true });
  p.down(12);
  p.text(50, `Seller: ${seller}`, { size: 9, serif: true });
  p.text(320, `Buyer: ${buyer}`, { size: 9, serif: true });
  p.down(34);
  rule(p, 50, 495);
  p.down(16);
  const [ny, nm, nd] = notary.split('-').map(Number);
  p.text(50, `${country === 'US' ? 'Subscribed and sworn to' : 'Sworn'} before me this ${ordinal(nd)} day of ${MON_EN[nm - 1]}, ${ny}.`, {
    size: 9,
    serif: true,
  });
  p.down(14);
  p.text(
    50,
    `${country === 'US' ? 'Notary Public' : 'Commissioner for Oaths'} ______________________   My commission expires ${dt(addMonths(notary, rng.int(6, 40)), country === 'US' ? 'mm/dd/yyyy' : 'iso')}`,
    { size: 9, serif: true },
  );
  return out(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: sold, purchasePrice: priceV });
}

const NOTES_DE = [
  'Zustandsnote 2: gepflegter Originalzustand, leichte Gebrauchsspuren, Unterboden konserviert',
  'Zustandsnote 3+: ältere Restaurierung, Lack mit kleinen Steinschlägen, Technik ohne Befund',
  'Zustandsnote 2-: fachgerecht restauriert, Innenraum neu bezogen, Chrom teilweise angelaufen',
  'Zustandsnote 3: fahrbereit, Korrosionsansätze an Schwellern und Radläufen, Verdeck erneuerungsbedürftig',
];
const NOTES_EN = [
  'Condition 2 (excellent): sympathetically restored, minor wear to driver’s seat bolster',
  'Condition 3 (good): sound older restoration, paint crazing on bonnet, mechanically strong',
  'Good original car, light surface rust to sills, interior retrimmed, engine rebuilt',
  'Condition 2-: concours-prepared body, engine bay detailed, gearbox whine in second gear',
];

/** German-speaking expert's valuation: Auftrag vom, Besichtigung am, Gutachten erstellt am, EZ, HU; Zustandsnote; Marktwert. */
export function wertgutachten(rng: Random): Generated {
  const country = rng.pick(['DE', 'AT', 'CH'] as const);
  const inspect = rng.date(1975, 2026);
  const order = addDays(inspect, -rng.int(3, 30));
  const report = addDays(inspect, rng.int(2, 21));
  const cur = currency(country, yearOf(inspect));
  const c = car(rng, inspect, 45);
  const name = `${rng.pick(['Dipl.-Ing.', 'Ing.', 'Dr.-Ing.', 'Dipl.-Ing. (FH)'])} ${personDe(rng)}`;
  const value = carValue(rng, yearOf(inspect), cur.per);
  const note = rng.pick(NOTES_DE);
  const s = rng.pick(['dd.mm.yyyy', 'd. Monat yyyy'] as const);
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, `Sachverständigenbüro ${name}`, { size: 12, bold: true });
  p.down(12);
  p.text(
    40,
    country === 'DE'
      ? 'öffentlich bestellt und vereidigt für Kfz-Schäden und -Bewertung, Oldtimer'
      : 'allgemein beeideter und gerichtlich zertifizierter Sachverständiger',
    { size: 8 },
  );
  p.down(36);
  p.text(40, 'WERTGUTACHTEN', { size: 16, bold: true });
  p.text(555, `Nr. ${yearOf(report)}/${digits(rng, 4)}`, { size: 10, align: 'right' });
  p.down(24);
  const rows: [string, string][] = [
    ['Auftraggeber', personDe(rng)],
    ['Auftrag vom', dt(order, s)],
    ['Besichtigung am', `${dt(inspect, s)} in ${rng.pick(['Augsburg', 'Wels', 'Chur', 'Fulda', 'Bayreuth'])}`],
    ['Fahrzeug', carName(c)],
    ['Fahrgestell-Nr.', c.vin],
    ['Erstzulassung', dt(c.firstReg, s)],
    ['Letzte HU / MFK', dt(addDays(inspect, -rng.int(30, 700)), s)],
    ['Abgelesener km-Stand', km(rng.int(10000, 200000), cur.style)],
  ];
  for (const [k, v] of rows) {
    kv(p, 40, `${k}:`, v, 150, { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  p.text(40, 'Zustand', { size: 10.5, bold: true });
  p.down(14);
  para(p, 40, `${note}.`, 100, { size: 9.5 });
  p.down(12);
  p.box(40, p.y - 13, 515, 22, true);
  p.text(48, `Ermittelter Marktwert: ${amt(value, cur)} ${cur.code === 'EUR' ? 'EUR' : cur.code}`, { size: 11, bold: true });
  p.down(26);
  para(
    p,
    40,
    `Der Wert gilt für den Tag der Besichtigung. Das Gutachten verliert seine Gültigkeit nach Ablauf von zwei Jahren, spätestens am ${dt(addMonths(inspect, 24), s)}.`,
    100,
    { size: 9 },
  );
  p.down(24);
  p.text(40, `Gutachten erstellt am ${dt(report, s)}`, { size: 10 });
  p.down(30);
  p.text(40, name, { size: 10 });
  return out(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: inspect, appraisedValue: value, conditionNotes: note });
}

/** English valuation report: instructions received, date of inspection, date of report, valid until, agreed value. */
export function valuationReport(rng: Random): Generated {
  const country = rng.pick(['UK', 'US', 'IE'] as const);
  const inspect = rng.date(1975, 2026);
  const instructed = addDays(inspect, -rng.int(3, 25));
  const report = addDays(inspect, rng.int(1, 14));
  const cur = currency(country, yearOf(inspect));
  const c = car(rng, inspect, 45);
  const name = personEn(rng);
  const value = carValue(rng, yearOf(inspect), cur.per);
  const note = rng.pick(NOTES_EN);
  const s = country === 'US' ? rng.pick(['Month dth, yyyy', 'mm/dd/yyyy'] as const) : rng.pick(['d Mon yyyy', 'dth Month yyyy'] as const);
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, rng.pick(['Marque Valuations', 'Heritage Motor Assessors', 'Lakeland Classic Car Appraisals', 'Chesapeake Auto Appraisal Group']), {
    size: 13,
    bold: true,
  });
  p.down(40);
  p.text(40, 'VALUATION REPORT', { size: 15, bold: true });
  p.down(24);
  const rows: [string, string][] = [
    ['Client', personEn(rng)],
    ['Instructions received', dt(instructed, s)],
    ['Date of inspection', dt(inspect, s)],
    ['Date of report', dt(report, s)],
    ['Vehicle', `${c.build} ${carName(c)}`],
    [country === 'US' ? 'VIN' : 'Chassis number', c.vin],
    ['Date first registered', dt(c.firstReg, s)],
    ['Inspected by', name],
  ];
  for (const [k, v] of rows) {
    p.text(40, k, { size: 9.5, bold: true });
    p.text(200, v, { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  p.text(40, 'Condition', { size: 10.5, bold: true });
  p.down(14);
  para(p, 40, `${note}.`, 100, { size: 9.5 });
  p.down(14);
  p.text(40, 'Valuation', { size: 10.5, bold: true });
  p.down(14);
  p.text(40, `Recommended agreed value for insurance purposes: ${money(value, cur)}`, { size: 10.5, bold: true });
  p.down(16);
  p.text(40, `This valuation is valid until ${dt(addMonths(inspect, 12), s)} and relates to the vehicle as seen on the date of inspection.`, { size: 8.5 });
  p.down(40);
  p.text(40, `${name}${country === 'US' ? ', ASA' : ', FIMI'}`, { size: 10 });
  p.down(12);
  p.text(40, 'Senior Assessor', { size: 8.5 });
  return out(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: inspect, appraisedValue: value, conditionNotes: note });
}
