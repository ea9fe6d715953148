/** Titles and purchase papers: columns, grids, parties in stacked boxes, the price in words above the figures. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, para, r2, row, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, digits, person, plateDE, plateUK, plateUS, upper, vin } from './kit';

const title = (date: string, v: string) => ({ documentType: 'title', date, vin: v });
const purchase = (sellerName: string, saleDate: string, purchasePrice: number) => ({ documentType: 'purchase', sellerName, saleDate, purchasePrice });

/** 38: a Kraftfahrzeugbrief with its fields in two columns read down, the issue date in the left margin. */
export function kfzBrief(rng: Random): Generated {
  const date = rng.date(1960, 2004);
  const v = vin(rng, rng.pick([10, 12, 14]));
  const p = new PageBuilder();
  p.text(297, 'KRAFTFAHRZEUGBRIEF', { size: 16, bold: true, align: 'center' }).down(14);
  p.text(297, `Nr. ${upper(rng, 1)} ${digits(rng, 7)}`, { size: 10, align: 'center' }).down(34);
  p.box(30, p.y - 10, 70, 110);
  p.text(35, 'Ausgefertigt', { y: p.y + 4, size: 6.5 });
  p.text(35, 'am', { y: p.y + 14, size: 6.5 });
  p.text(35, fd(date, 'de'), { y: p.y + 30, size: 9, bold: true });
  p.text(35, 'Zulassungs-', { y: p.y + 54, size: 6.5 });
  p.text(35, 'stelle', { y: p.y + 63, size: 6.5 });
  p.text(35, rng.pick(['Hannover', 'Krefeld', 'Fulda']), { y: p.y + 78, size: 8 });
  const pairs: [string, string][] = [
    ['Fahrzeugart und Aufbau', 'Pkw geschlossen'],
    ['Hersteller', rng.pick(['Daimler-Benz AG', 'Volkswagenwerk AG', 'Ford-Werke AG', 'BMW AG'])],
    ['Typ und Ausführung', rng.pick(CARS_DE)],
    ['Fahrgestell-Nr.', v],
    ['Leistung PS/kW', `${rng.int(34, 200)}`],
    ['Hubraum ccm', String(rng.int(1100, 3500))],
    ['Amtl. Kennzeichen', plateDE(rng)],
    ['Halter', person(rng, 'de')],
    ['Wohnort', rng.pick(['Celle', 'Gießen', 'Landshut'])],
    ['Tag der ersten Zulassung', fd(rng.date(1955, yearOf(date)), 'de')],
  ];
  const y0 = p.y;
  pairs.forEach(([l, val], i) => {
    const x = 115 + Math.floor(i / 5) * 225;
    const y = y0 + (i % 5) * 30;
    p.text(x, l, { y, size: 6.5 });
    p.text(x, val, { y: y + 12, size: 9.5, bold: true });
  });
  p.y = y0 + 170;
  para(
    p,
    40,
    'Der Brief ist sorgfältig aufzubewahren. Er dient der Sicherung des Eigentums oder anderer Rechte am Fahrzeug. Der Brief ist kein Nachweis des Eigentums.',
    105,
    { size: 8 },
  );
  return doc(p, 'de', title(date, v));
}

/** 39: a Zulassungsbescheinigung Teil II with captions printed under their values. */
export function zb2LabelsUnter(rng: Random): Generated {
  const date = rng.date(2005, 2025);
  const v = vin(rng, 17);
  const p = new PageBuilder();
  p.text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 13, bold: true }).down(14);
  p.text(40, `Nr. ${upper(rng, 2)}${digits(rng, 6)}`, { size: 10 }).down(34);
  const fields: [string, string][] = [
    [rng.pick(['PORSCHE', 'MERCEDES-BENZ', 'BMW', 'NSU']), 'D.1 Marke'],
    [rng.pick(CARS_DE).toUpperCase(), 'D.3 Handelsbezeichnung'],
    [v, 'E Fahrzeug-Identifizierungsnummer'],
    [fd(rng.date(1955, 1995), 'de'), 'B Datum der Erstzulassung'],
    [person(rng, 'de'), 'C.2 Halter'],
    [`${rng.int(10000, 99999)} ${rng.pick(['Kiel', 'Trier', 'Erfurt'])}`, 'C.2.3 Anschrift'],
    [fd(date, 'de'), 'Datum der Ausfertigung'],
    [`Landkreis ${rng.pick(['Harburg', 'Rastatt', 'Ebersberg'])}`, 'Zulassungsbehörde'],
  ];
  fields.forEach(([val, l], i) => {
    const x = 40 + (i % 2) * 260;
    const y = p.y + Math.floor(i / 2) * 38;
    p.text(x, val, { y, size: 10.5, bold: true });
    p.box(x, y + 4, 240, 0.01);
    p.text(x, l, { y: y + 13, size: 6.5 });
  });
  p.down(170);
  p.text(40, 'Bei jeder Befassung der Zulassungsbehörde vorzulegen. Nicht im Fahrzeug aufbewahren.', { size: 8 });
  return doc(p, 'de', title(date, v));
}

/** 40: a US certificate of title laid out as a grid of boxed cells. */
export function usTitleGrid(rng: Random): Generated {
  const date = rng.date(1966, 2024);
  const v = vin(rng, yearOf(date) > 1981 ? 17 : rng.pick([11, 13]));
  const state = rng.pick(['TEXAS', 'ILLINOIS', 'WISCONSIN', 'ARIZONA']);
  const p = new PageBuilder();
  p.text(297, `STATE OF ${state}`, { size: 12, bold: true, align: 'center' }).down(14);
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 11, align: 'center' }).down(26);
  const cells: [string, string][] = [
    ['TITLE NUMBER', digits(rng, 8)],
    ['DATE ISSUED', fd(date, 'us')],
    ['YEAR', String(rng.int(1950, 1985))],
    ['MAKE', rng.pick(['CHEVROLET', 'FORD', 'PLYMOUTH', 'CADILLAC'])],
    ['VEHICLE IDENTIFICATION NUMBER', v],
    ['BODY STYLE', rng.pick(['2DR HT', 'CONV', '4DR SED'])],
    ['ODOMETER', `${rng.int(10000, 99999)} ${rng.pick(['ACTUAL', 'EXEMPT', 'NOT ACTUAL'])}`],
    ['PREVIOUS TITLE STATE', rng.pick(['CA', 'MI', 'FL', 'OH'])],
    ['OWNER', person(rng, 'en').toUpperCase()],
    ['FIRST LIENHOLDER', 'NONE'],
    ['PLATE', plateUS(rng)],
    ['BRANDS', 'NONE'],
  ];
  cells.forEach(([l, val], i) => {
    const x = 40 + (i % 4) * 128.75;
    const y = p.y + Math.floor(i / 4) * 36;
    p.box(x, y, 128.75, 36);
    p.text(x + 4, l, { y: y + 10, size: 6 });
    p.text(x + 4, val, { y: y + 27, size: i === 4 ? 8 : 9.5, bold: true });
  });
  p.down(130);
  para(
    p,
    40,
    'The Department certifies that the person named herein is the owner of the vehicle described, subject to the liens shown. ANY ALTERATION OR ERASURE VOIDS THIS TITLE.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', title(date, v));
}

/** 41: a US title with the owner and vehicle on the left, the issue facts in the right margin. */
export function usTitleMargin(rng: Random): Generated {
  const date = rng.date(1962, 2010);
  const v = vin(rng, yearOf(date) > 1981 ? 17 : rng.pick([10, 11, 13]));
  const state = rng.pick(['NEW YORK', 'MINNESOTA', 'GEORGIA', 'KANSAS']);
  const p = new PageBuilder();
  p.text(40, `${state} — CERTIFICATE OF TITLE`, { size: 13, bold: true }).down(36);
  p.box(420, p.y - 14, 135, 190, true);
  for (const [i, [l, val]] of (
    [
      ['Title No.', digits(rng, 9)],
      ['Issued', fd(date, 'uslong')],
      ['County', rng.pick(['Albany', 'Dakota', 'Cobb', 'Sedgwick'])],
      ['Fee', `$${rng.int(5, 40)}.00`],
    ] as [string, string][]
  ).entries()) {
    p.text(428, l, { y: p.y + i * 40, size: 7 });
    p.text(428, val, { y: p.y + i * 40 + 14, size: 10, bold: true });
  }
  for (const [l, val] of [
    ['Year & Make', `${rng.int(1950, 1985)} ${rng.pick(['Ford', 'Studebaker', 'Pontiac', 'Dodge'])}`],
    ['Model', rng.pick(CARS_EN)],
    ['Serial / V.I.N.', v],
    ['Owner', person(rng, 'en')],
    ['Address', `${rng.int(10, 999)} ${rng.pick(['Maple Ave', 'Lake Rd'])}`],
    ['Liens', 'None recorded'],
  ] as [string, string][]) {
    p.text(40, l, { size: 7.5 });
    p.text(150, val, { size: 10 }).down(22);
  }
  p.down(60);
  hline(p, 40, 515);
  p.down(14);
  p.text(40, 'ASSIGNMENT OF TITLE BY OWNER — Seller ______________________ Buyer ______________________ Date ________', { size: 8 });
  return doc(p, 'en', title(date, v));
}

/** Seller and buyer one above the other, each in a box. */
function parties(p: PageBuilder, a: [string, string, string], b: [string, string, string]) {
  for (const [role, name, addr] of [a, b]) {
    p.box(40, p.y, 515, 48);
    p.text(48, role, { y: p.y + 12, size: 7.5, bold: true });
    p.text(48, name, { y: p.y + 28, size: 11 });
    p.text(48, addr, { y: p.y + 41, size: 8.5 });
    p.y += 56;
  }
}

const ONES_DE = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS_DE = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function under100DE(n: number): string {
  if (n < 20) return ONES_DE[n];
  const o = n % 10;
  return `${o ? `${ONES_DE[o]}und` : ''}${TENS_DE[Math.floor(n / 10)]}`;
}
function under1000DE(n: number): string {
  const h = Math.floor(n / 100);
  return `${h ? `${ONES_DE[h]}hundert` : ''}${under100DE(n % 100)}`;
}
export function wordsDE(n: number): string {
  const t = Math.floor(n / 1000);
  const r = n % 1000;
  const s = `${t ? `${t === 1 ? 'ein' : under1000DE(t)}tausend` : ''}${under1000DE(r)}`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}
const ONES_EN = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS_EN = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function under1000EN(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const rr = r < 20 ? ONES_EN[r] : `${TENS_EN[Math.floor(r / 10)]}${r % 10 ? `-${ONES_EN[r % 10]}` : ''}`;
  return [h ? `${ONES_EN[h]} hundred` : '', rr].filter(Boolean).join(h && r ? ' and ' : ' ');
}
export function wordsEN(n: number): string {
  const t = Math.floor(n / 1000);
  const r = n % 1000;
  const s = [t ? `${under1000EN(t)} thousand` : '', r ? under1000EN(r) : ''].filter(Boolean).join(r && r < 100 ? ' and ' : ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** 42: a private Kaufvertrag: seller above buyer in boxes, the price in words above the figures. */
export function kaufvertragBoxen(rng: Random): Generated {
  const date = rng.date(1970, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'Euro';
  const price = rng.int(20, 900) * (y < 2002 ? 100 : 100);
  const seller = person(rng, 'de');
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' }).down(12);
  p.text(297, '— privat an privat —', { size: 9, align: 'center' }).down(24);
  parties(
    p,
    ['Verkäufer', seller, `${rng.pick(['Lindenweg', 'Mozartstr.'])} ${rng.int(1, 60)}, ${rng.int(10000, 99999)} ${rng.pick(['Reutlingen', 'Minden', 'Hof'])}`],
    [
      'Käufer',
      person(rng, 'de'),
      `${rng.pick(['Bergstr.', 'Am Markt'])} ${rng.int(1, 60)}, ${rng.int(10000, 99999)} ${rng.pick(['Bamberg', 'Lingen', 'Speyer'])}`,
    ],
  );
  p.down(10);
  p.text(40, `Fahrzeug: ${rng.pick(CARS_DE)}   Fahrgestell-Nr. ${vin(rng, 12)}   Kennzeichen ${plateDE(rng)}   km-Stand ${rng.int(40000, 250000)}`, {
    size: 9,
  }).down(26);
  p.text(40, 'Kaufpreis in Worten', { size: 7.5 }).down(13);
  p.text(40, `${wordsDE(price)} ${cur}`, { size: 12, serif: true }).down(20);
  p.box(40, p.y - 12, 200, 24, true);
  p.text(48, `${num(price, 'de')} ${cur}`, { size: 13, bold: true, y: p.y + 5 });
  p.down(40);
  para(
    p,
    40,
    'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, wie besichtigt und probegefahren. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Unfallschäden außer den genannten hat. Der Kaufpreis wurde bar übergeben.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  p.text(40, `${rng.pick(['Reutlingen', 'Minden', 'Hof'])}, den ${fd(date, 'de')}`, { size: 10 }).down(40);
  p.text(40, '______________________  Verkäufer', { size: 9 });
  p.text(320, '______________________  Käufer', { size: 9 });
  return doc(p, 'de', purchase(seller, date, price));
}

/** 43: a Swiss dealer's Kaufvertrag with the price box at the top and the parties below. */
export function chPreisOben(rng: Random): Generated {
  const date = rng.date(1995, 2025);
  const price = rng.int(80, 1500) * 100;
  const seller = rng.pick(['Classic Garage Stettler AG', 'Oldtimer Galerie Toffen AG', 'Autosattlerei & Handel Bühler GmbH']);
  const p = new PageBuilder();
  p.box(300, 40, 255, 60, true);
  p.text(310, 'Kaufpreis (inkl. MWST)', { y: 56, size: 8.5 });
  p.text(545, `CHF ${num(price, 'ch')}`, { y: 84, size: 18, bold: true, align: 'right' });
  p.text(40, seller, { y: 56, size: 12, bold: true });
  p.text(40, rng.pick(['3125 Toffen', '8500 Frauenfeld', '4410 Liestal']), { y: 70, size: 8.5 });
  p.y = 140;
  p.text(40, 'Kaufvertrag', { size: 16, bold: true }).down(28);
  parties(
    p,
    ['Verkäufer', seller, 'vertreten durch den Geschäftsführer'],
    ['Käufer', person(rng, 'de'), `${rng.pick(['Dorfstrasse', 'Rebweg'])} ${rng.int(1, 40)}, ${rng.pick(['8606 Greifensee', '6340 Baar', '3013 Bern'])}`],
  );
  p.down(10);
  const cols = [{ x: 40 }, { x: 200 }];
  for (const [l, v] of [
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['Fahrgestell-Nr.', vin(rng, 13)],
    ['km-Stand', `${rng.int(20000, 200000)} km`],
    ['Übergabe', 'ab Platz, frisch MFK-geprüft'],
  ] as [string, string][]) {
    row(p, cols, [l, v], { size: 9.5 });
    p.down(15);
  }
  p.down(16);
  para(
    p,
    40,
    `Anzahlung CHF ${num(r2(price * 0.1), 'ch')} bei Vertragsunterzeichnung, Rest bei Übergabe. Gewährleistung wird wegbedungen, soweit gesetzlich zulässig.`,
    100,
    { size: 8.5 },
  );
  p.down(16);
  p.text(40, `Ort und Datum: ${rng.pick(['Toffen', 'Frauenfeld', 'Liestal'])}, ${fd(date, 'de')}`, { size: 10 });
  return doc(p, 'de', purchase(seller, date, price));
}

/** 44: a British dealer's sales invoice for a car with the amount due at the top. */
export function ukDealerTotalTop(rng: Random): Generated {
  const date = rng.date(1975, 2025);
  const y = yearOf(date);
  const price = rng.int(15, 900) * 100;
  const seller = rng.pick(['Hexagon Classics Ltd', 'Barons of Bournemouth', 'Duncan Hamilton & Co.']);
  const p = new PageBuilder();
  p.box(40, 40, 515, 44, true);
  p.text(50, 'AMOUNT DUE', { y: 58, size: 8 });
  p.text(545, `£${num(price, 'en')}`, { y: 70, size: 18, bold: true, align: 'right' });
  p.text(50, 'Sold under the VAT margin scheme — no VAT is recoverable', { y: 76, size: 7.5 });
  p.y = 120;
  p.text(40, seller, { size: 14, bold: true }).down(12);
  p.text(40, `Prestige & Classic Motor Cars · ${rng.pick(['London N2', 'Bournemouth', 'Hook, Hampshire'])}`, { size: 8.5 }).down(30);
  p.text(40, `SALES INVOICE ${rng.int(1000, 9999)}`, { size: 11, bold: true });
  p.text(555, fd(date, 'uklong'), { size: 10, align: 'right' }).down(18);
  p.text(40, `Sold to: ${person(rng, 'en')}`, { size: 10 }).down(24);
  const cols = [{ x: 40 }, { x: 200 }];
  for (const [l, v] of [
    ['Vehicle', rng.pick(CARS_EN)],
    ['Registration', plateUK(rng, rng.int(1960, 1984))],
    ['Chassis no.', vin(rng, 10)],
    ['Recorded mileage', `${rng.int(10000, 120000).toLocaleString('en-GB')} (not warranted)`],
  ] as [string, string][]) {
    row(p, cols, [l, v], { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  const c2 = [{ x: 40 }, { x: 555, align: 'right' as const }];
  row(p, c2, ['Sale price of the vehicle', num(price, 'en')], { size: 10 });
  p.down(15);
  row(p, c2, ['Deposit received', `(${num(r2(price * 0.1), 'en')})`], { size: 9 });
  p.down(13);
  row(p, c2, ['Balance received with thanks', num(r2(price * 0.9), 'en')], { size: 9 });
  p.down(13);
  void vatUK(y);
  return doc(p, 'en', purchase(seller, date, price));
}

/** 45: a US bill of sale: seller box above buyer box, the price in words above the figures. */
export function usBillWords(rng: Random): Generated {
  const date = rng.date(1965, 2025);
  const price = rng.int(10, 800) * 100 + rng.pick([0, 0, 50]);
  const seller = person(rng, 'en');
  const p = new PageBuilder();
  p.text(297, 'BILL OF SALE — MOTOR VEHICLE', { size: 14, bold: true, align: 'center' }).down(30);
  parties(
    p,
    ['SELLER', seller, `${rng.int(100, 9999)} ${rng.pick(['Pine St', 'Hillside Dr'])}, ${rng.pick(['Boise, ID', 'Macon, GA', 'Erie, PA'])}`],
    ['BUYER', person(rng, 'en'), `${rng.int(100, 9999)} ${rng.pick(['Main St', 'Cedar Ln'])}, ${rng.pick(['Reno, NV', 'Akron, OH', 'Tulsa, OK'])}`],
  );
  p.down(12);
  p.text(40, 'The sum of', { size: 8 }).down(14);
  p.text(40, `${wordsEN(Math.floor(price))} dollars`, { size: 12, serif: true }).down(18);
  p.text(40, `($ ${num(price, 'en')})`, { size: 12, bold: true }).down(24);
  para(
    p,
    40,
    `received from the buyer, the seller sells and transfers the following vehicle: ${rng.int(1950, 1985)} ${rng.pick(CARS_EN)}, VIN ${vin(rng, rng.pick([11, 13, 17]))}, odometer ${rng.int(10000, 99999)} miles, sold AS IS with no warranty, free of all liens.`,
    100,
    { size: 9.5 },
  );
  p.down(20);
  p.text(40, `Dated ${fd(date, 'uslong')}`, { size: 10 }).down(40);
  p.text(40, 'Seller ______________________', { size: 9 });
  p.text(320, 'Buyer ______________________', { size: 9 });
  return doc(p, 'en', purchase(seller, date, price));
}

/** 46: an Irish private-sale receipt whose captions stand to the right of their values. */
export function iePrivateLabelsRight(rng: Random): Generated {
  const date = rng.date(1980, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'IR£' : '€';
  const price = rng.int(10, 400) * 100;
  const seller = person(rng, 'en');
  const p = new PageBuilder();
  p.text(40, 'Receipt for the sale of a motor car', { size: 14, bold: true }).down(40);
  for (const [v, l] of [
    [seller, 'vendor'],
    [person(rng, 'en'), 'purchaser'],
    [rng.pick(CARS_EN), 'car'],
    [`${rng.int(60, 89)}-${rng.pick(['KY', 'C', 'WW', 'L'])}-${rng.int(100, 9999)}`, 'registration'],
    [`${cur}${num(price, 'en')}`, 'price paid in full'],
    [fd(date, 'uklong'), 'date'],
  ] as [string, string][]) {
    p.text(300, v, { size: 11, bold: true, align: 'right' });
    p.text(312, l, { size: 8 }).down(20);
  }
  p.down(20);
  para(
    p,
    40,
    'I confirm that I am the owner of the car described and that it is free from any hire purchase or other finance. The car is sold as seen, tried and approved.',
    100,
    { size: 9 },
  );
  p.down(30);
  p.text(40, 'Signed (vendor) ______________________', { size: 9 });
  void upper;
  return doc(p, 'en', purchase(seller, date, price));
}
