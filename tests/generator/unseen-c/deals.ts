/**
 * Purchases and valuations of the third honest set: a German private sale with the parties in
 * two boxes, a British handwritten-style sale receipt in prose, a US dealer's buyer's order with
 * fees, a deposit and a balance, a US appraisal report, a British valuation certificate and a
 * German short valuation report.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { amount, cents, day, digits, distance, letters, money, PageBuilder, paper, pct, rows, rule, wrap } from './paper';

const EN_ONES = [
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
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function enWords(n: number): string {
  if (n < 20) return EN_ONES[n];
  if (n < 100) return `${EN_TENS[Math.floor(n / 10)]}${n % 10 ? `-${EN_ONES[n % 10]}` : ''}`;
  if (n < 1000) return `${EN_ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${enWords(n % 100)}` : ''}`;
  return `${enWords(Math.floor(n / 1000))} thousand${n % 1000 ? `${n % 1000 < 100 ? ' and' : ''} ${enWords(n % 1000)}` : ''}`;
}
const DE_ONES = [
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
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function deWords(n: number): string {
  if (n < 20) return DE_ONES[n];
  if (n < 100) return `${n % 10 ? `${DE_ONES[n % 10]}und` : ''}${DE_TENS[Math.floor(n / 10)]}`;
  if (n < 1000) return `${DE_ONES[Math.floor(n / 100)]}hundert${deWords(n % 100)}`;
  return `${deWords(Math.floor(n / 1000))}tausend${deWords(n % 1000)}`;
}

export function dePrivatverkauf(rng: Random): Generated {
  const seller = rng.pick(['Hans-Peter Wiegand', 'Gudrun Vollmer', 'Stefan Kaltenbach']);
  const buyer = rng.pick(['Markus Ehrlich', 'Claudia Brenner']);
  const date = rng.date(2014, 2024);
  const price = cents(rng, 900000, 6500000, 50000);
  const first = rng.date(1960, 1979);
  const km = rng.int(40000, 190000);

  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag', { size: 20, bold: true, align: 'center', y: 55 });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug – privat an privat', { size: 10, align: 'center', y: 71 });
  const party = (x: number, title: string, name: string, street: string, city: string) => {
    p.box(x, 90, 245, 92);
    p.text(x + 6, title, { size: 9, bold: true, y: 104 });
    p.text(x + 6, 'Vor- und Zuname', { size: 6.5, y: 118 });
    p.text(x + 6, name, { size: 10.5, y: 131 });
    p.text(x + 6, 'Anschrift', { size: 6.5, y: 145 });
    p.text(x + 6, street, { size: 10, y: 158 });
    p.text(x + 6, city, { size: 10, y: 172 });
  };
  party(45, 'Verkäufer', seller, 'Bergstraße 17', '69469 Weinheim');
  party(305, 'Käufer', buyer, 'Friedrichsring 40', '68161 Mannheim');
  p.y = 205;
  p.text(45, 'Fahrzeug', { size: 10, bold: true });
  p.down(6);
  const cells: [string, string][] = [
    ['Hersteller / Typ', 'Porsche 911 T (Targa)'],
    ['Fahrzeug-Ident.-Nr.', `911${digits(rng, 7)}`],
    ['Amtl. Kennzeichen', `HP-${letters(rng, 2)} ${rng.int(10, 99)}H`],
    ['Erstzulassung', day(first, 'de')],
    ['Gesamtfahrleistung lt. Tacho', `${distance(km, 'de')} km`],
    ['ZB II Nr.', `${letters(rng, 2)}${digits(rng, 6)}`],
  ];
  cells.forEach(([l, v], i) => {
    const x = 45 + (i % 2) * 252.5;
    const y = p.y + Math.floor(i / 2) * 30;
    p.box(x, y, 252.5, 30);
    p.text(x + 5, l, { size: 6.5, y: y + 9 });
    p.text(x + 5, v, { size: 10, y: y + 24 });
  });
  p.y += 3 * 30 + 24;
  for (const line of wrap(
    'Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug in seinem Eigentum steht und frei von Rechten Dritter ist. Es hat, soweit ihm bekannt, keinen Unfallschaden.',
    505,
    9,
  )) {
    p.text(45, line, { size: 9 });
    p.down(13);
  }
  p.down(12);
  p.box(45, p.y - 14, 505, 42, true);
  p.text(52, `Kaufpreis: ${amount(price, 'de', true)},– €`, { size: 12, bold: true });
  p.down(16);
  p.text(52, `(in Worten: ${deWords(price / 100)} Euro)`, { size: 9 });
  p.down(30);
  p.text(45, 'Der Kaufpreis wurde bei Übergabe in bar bezahlt. Übergeben wurden: ZB I, ZB II, 2 Schlüssel, Wertgutachten.', { size: 9 });
  p.down(50);
  p.text(45, `Weinheim, ${day(date, 'de')}`, { size: 10 });
  p.down(40);
  rule(p, 45, p.y, 220);
  rule(p, 330, p.y, 220);
  p.down(12);
  p.text(45, 'Unterschrift Verkäufer', { size: 8 });
  p.text(330, 'Unterschrift Käufer', { size: 8 });

  return paper(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: money(price) });
}

export function ukPrivateReceipt(rng: Random): Generated {
  const seller = rng.pick(['Jonathan Pryce', 'Margaret Ellison', 'Rhys Llewellyn']);
  const buyer = rng.pick(['Mr Ashok Varma', 'Mrs Fiona Cairns']);
  const date = rng.date(2013, 2024);
  const price = cents(rng, 650000, 4200000, 25000);
  const reg = `${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1, 'BCDEF')}`;

  const p = new PageBuilder();
  p.text(60, seller, { size: 11, serif: true, bold: true, y: 70 });
  rows(Object.assign(p, { y: 85 }), [{ x: 60 }], [['Holly Barn, Lower Slaughter'], ['Cheltenham GL54 2HT'], ['07700 900 412']], {
    size: 9.5,
    serif: true,
    step: 13,
  });
  p.y = 160;
  p.text(297, 'RECEIPT FOR THE SALE OF A MOTOR VEHICLE', { size: 12, bold: true, serif: true, align: 'center' });
  p.down(34);
  const text = `I, ${seller}, of the above address, confirm that on ${day(date, 'uk-ord')} I sold the vehicle described below to ${buyer} of 9 Lansdown Crescent, Bath BA1 5EX, for the sum of £${amount(price, 'en', true)} (${enWords(price / 100)} pounds), receipt of which in full by bank transfer I acknowledge.`;
  for (const line of wrap(text, 475, 11, true)) {
    p.text(60, line, { size: 11, serif: true });
    p.down(17);
  }
  p.down(14);
  const v: [string, string][] = [
    ['Make and model', `Triumph Spitfire Mk ${rng.pick(['III', 'IV'])}`],
    ['Registration', reg],
    ['Chassis number', `FC${digits(rng, 5)}L`],
    ['Recorded mileage', `${distance(rng.int(20000, 90000), 'en')} (not warranted)`],
    ['First registered', day(rng.date(1965, 1974), 'uk')],
  ];
  rows(p, [{ x: 80 }, { x: 230 }], v, { size: 10.5, serif: true, step: 17 });
  p.down(14);
  for (const line of wrap(
    'The vehicle is sold as seen, tried and approved, without warranty. The V5C has been completed and the new keeper section handed to the buyer.',
    475,
    10.5,
    true,
  )) {
    p.text(60, line, { size: 10.5, serif: true });
    p.down(16);
  }
  p.down(40);
  p.text(60, 'Signed (seller) ______________________', { size: 10.5, serif: true });
  p.text(340, 'Signed (buyer) __________________', { size: 10.5, serif: true });
  p.down(22);
  p.text(60, `Date: ${day(date, 'uk')}`, { size: 10.5, serif: true });

  return paper(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: money(price) });
}

export function usBuyersOrder(rng: Random): Generated {
  const dealer = rng.pick(['Heritage Auto Gallery LLC', 'Copperline Classic Motors, Inc.']);
  const date = rng.date(2015, 2024);
  const price = cents(rng, 2490000, 11900000, 10000);
  const doc = 49900;
  const title = cents(rng, 8500, 32000);
  const tax = pct(price, 6.25);
  const total = price + doc + title + tax;
  const deposit = 500000;

  const p = new PageBuilder();
  p.text(45, dealer, { size: 16, bold: true, y: 55 });
  p.text(45, '7700 Metcalf Ave · Overland Park, KS 66204 · (913) 555-0150 · Dealer Lic. D-' + digits(rng, 5), { size: 8, y: 68 });
  p.text(550, "BUYER'S ORDER", { size: 14, bold: true, align: 'right', y: 55 });
  p.text(550, `Deal # ${digits(rng, 5)}`, { size: 9, align: 'right', y: 68 });
  p.box(45, 82, 505, 60);
  rows(
    Object.assign(p, { y: 97 }),
    [{ x: 52 }, { x: 125 }, { x: 330 }, { x: 400 }],
    [
      ['Purchaser', rng.pick(['Gregory T. Lindahl', 'Anita Ruiz-Hoffman']), 'Date', day(date, 'us-long')],
      ['Address', '1520 W 119th St, Leawood, KS 66209', 'Phone', '(913) 555-0188'],
      ['Salesperson', 'B. Whitfield', 'Stock #', `C${digits(rng, 4)}`],
    ],
    { size: 9, step: 16 },
  );
  p.y = 165;
  p.text(45, 'VEHICLE', { size: 9, bold: true });
  p.down(14);
  rows(
    p,
    [{ x: 45 }, { x: 115 }, { x: 300 }, { x: 380 }],
    [
      ['Year/Make', `${rng.int(1957, 1971)} Jaguar`, 'Model', 'E-Type Series 1 OTS'],
      ['VIN', `1E${digits(rng, 5)}`, 'Odometer', `${distance(rng.int(10000, 70000), 'en')} (exempt)`],
      ['Color', 'Opalescent Silver Blue', 'New/Used', 'USED'],
    ],
    { size: 9.5, step: 15 },
  );
  p.down(16);
  const c = [{ x: 300 }, { x: 550, align: 'right' as const }];
  rule(p, 290, p.y - 12, 260);
  rows(
    p,
    c,
    [
      ['Vehicle sale price', `$${amount(price, 'en')}`],
      ['Documentation fee', amount(doc, 'en')],
      ['Title & registration', amount(title, 'en')],
      ['Sales tax 6.25%', amount(tax, 'en')],
    ],
    { size: 9.5, step: 15 },
  );
  rows(p, c, [['Total purchase price', `$${amount(total, 'en')}`]], { size: 10, bold: true, step: 15 });
  rows(
    p,
    c,
    [
      ['Less: deposit', `(${amount(deposit, 'en')})`],
      ['Balance due on delivery', `$${amount(total - deposit, 'en')}`],
    ],
    { size: 9.5, step: 15 },
  );
  p.y = 480;
  for (const line of wrap(
    'This vehicle is sold AS IS – NO DEALER WARRANTY. The purchaser acknowledges having inspected the vehicle and having received the Buyers Guide. This order is not binding until accepted by an authorized officer of the dealer.',
    505,
    8.5,
  )) {
    p.text(45, line, { size: 8.5 });
    p.down(12);
  }
  p.down(40);
  p.text(45, 'Purchaser ____________________________', { size: 9.5 });
  p.text(310, `Accepted by ${dealer}: ____________`, { size: 9 });

  return paper(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: money(price) });
}

export function usAppraisalReport(rng: Random): Generated {
  const appraiser = rng.pick(['Richard M. Kowalski, ASA', 'Denise F. Hartwell, AAA']);
  const date = rng.date(2015, 2024);
  const value = cents(rng, 3500000, 16000000, 50000);
  const low = value - cents(rng, 800000, 1500000, 50000);
  const high = value + cents(rng, 600000, 1400000, 50000);
  const year = rng.int(1953, 1972);
  const notes = rng.pick([
    'Condition 2 (Excellent): frame-off restoration, minor wear to driver seat',
    'Condition 3 (Good): original paint with touch-ups, engine not numbers matching',
    'Condition 2- (Very Good): older restoration, light pitting on bumpers',
  ]);

  const p = new PageBuilder();
  p.text(297, 'Midwest Collector Car Appraisals', { size: 16, bold: true, serif: true, align: 'center', y: 58 });
  p.text(297, 'Certified Independent Vehicle Appraisers · Naperville, Illinois', { size: 9, serif: true, align: 'center', y: 73 });
  rule(p, 45, 84, 505);
  p.y = 110;
  p.text(297, 'VEHICLE APPRAISAL REPORT', { size: 13, bold: true, align: 'center' });
  p.down(28);
  const f: [string, string][] = [
    ['Prepared for', 'Mr. Lawrence Obi, Wheaton, IL'],
    ['Purpose', 'Agreed value insurance coverage'],
    ['Vehicle', `${year} Ford Thunderbird Convertible`],
    ['VIN', `${digits(rng, 1)}Y${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`],
    ['Odometer', `${distance(rng.int(20000, 99000), 'en')} miles (believed original)`],
    ['Date of inspection', day(date, 'us-long')],
    ['Appraiser', appraiser],
  ];
  rows(p, [{ x: 60 }, { x: 200 }], f, { size: 10, step: 17 });
  p.down(14);
  p.text(60, 'Condition', { size: 10.5, bold: true });
  p.down(16);
  p.text(72, notes, { size: 10 });
  p.down(28);
  p.text(60, 'Market comparables (recent sales, same model and condition)', { size: 10.5, bold: true });
  p.down(16);
  rows(
    p,
    [{ x: 72 }, { x: 300, align: 'right' }],
    [
      ['Low retail', `$${amount(low, 'en', true)}`],
      ['High retail', `$${amount(high, 'en', true)}`],
    ],
    { size: 10, step: 15 },
  );
  p.down(16);
  p.box(55, p.y - 16, 485, 28, true);
  p.text(65, 'APPRAISED VALUE', { size: 11, bold: true });
  p.text(530, `$${amount(value, 'en', true)}`, { size: 13, bold: true, align: 'right' });
  p.down(36);
  for (const line of wrap(
    `I certify that I have personally inspected the vehicle described above and that, to the best of my knowledge, the statements of fact in this report are true and correct. My fee is not contingent on the value reported. Signed ${day(date, 'us')}.`,
    470,
    9,
  )) {
    p.text(60, line, { size: 9 });
    p.down(13);
  }
  p.down(30);
  p.text(60, `______________________   ${appraiser}`, { size: 10 });

  return paper(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: money(value), conditionNotes: notes });
}

export function ukValuationCertificate(rng: Random): Generated {
  const valuer = rng.pick(['Graham Ellis, FIMI', 'Catherine Moss MIMI']);
  const date = rng.date(2015, 2024);
  const value = cents(rng, 1500000, 9500000, 50000);
  const notes = rng.pick([
    'Very good overall; minor stone chips to front valance',
    'Good; some bubbling to rear wheel arches, sound chassis',
    'Excellent; recent bare-metal respray, interior retrimmed',
  ]);

  const p = new PageBuilder();
  p.box(40, 40, 515, 560);
  p.box(46, 46, 503, 548);
  p.text(297, 'VALUATION CERTIFICATE', { size: 17, bold: true, serif: true, align: 'center', y: 90 });
  p.text(297, 'for insurance purposes', { size: 10, serif: true, align: 'center', y: 106 });
  p.text(297, 'Cotswold Motoring Heritage Valuations', { size: 10, bold: true, align: 'center', y: 130 });
  p.y = 175;
  const f: [string, string][] = [
    ['Owner', 'Mr & Mrs D. Pennington'],
    ['Vehicle', `Jaguar Mk 2 3.8 (${rng.int(1960, 1967)})`],
    ['Registration', `${digits(rng, 3)} ${letters(rng, 3)}`],
    ['Chassis No.', `P2${digits(rng, 5)}DN`],
    ['Valuer', valuer],
    ['Date of valuation', day(date, 'uk-long')],
    ['Condition', notes],
  ];
  rows(p, [{ x: 80 }, { x: 210 }], f, { size: 10.5, serif: true, step: 22 });
  p.down(20);
  p.text(297, 'Valuation', { size: 10, serif: true, align: 'center' });
  p.down(24);
  p.text(297, `£${amount(value, 'en', true)}`, { size: 22, bold: true, serif: true, align: 'center' });
  p.down(34);
  for (const line of wrap(
    'This certificate is valid for two years from the date of valuation and is issued following a physical inspection of the vehicle. Photographs are held on file under the reference below.',
    420,
    9,
    true,
  )) {
    p.text(297, line, { size: 9, serif: true, align: 'center' });
    p.down(13);
  }
  p.down(14);
  p.text(297, `Ref. CMH/${digits(rng, 4)}   Tel. 01608 555 361`, { size: 8.5, align: 'center' });

  return paper(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: money(value), conditionNotes: notes });
}

export function deKurzgutachten(rng: Random): Generated {
  const expert = rng.pick(['Dipl.-Ing. (FH) Martin Vogel', 'Kfz-Meister Andreas Stolberg']);
  const date = rng.date(2015, 2024);
  const value = cents(rng, 1800000, 9000000, 50000);
  const notes = rng.pick([
    'Zustandsnote 2: guter Zustand, fachgerecht restauriert',
    'Zustandsnote 3: gebrauchter Zustand, leichte Korrosion an den Schwellern',
    'Zustandsnote 2-: gepflegter Originalzustand mit Patina',
  ]);
  const year = rng.int(1958, 1975);

  const p = new PageBuilder();
  p.text(45, 'Sachverständigenbüro Vogel & Partner', { size: 13, bold: true, y: 52 });
  p.text(45, 'Bewertung von Oldtimern und Youngtimern · Schillerplatz 2 · 73728 Esslingen', { size: 8, y: 64 });
  p.text(550, `Gutachten-Nr. ${year % 100}${digits(rng, 4)}`, { size: 8.5, align: 'right', y: 52 });
  p.y = 110;
  p.text(45, 'Kurzgutachten zur Wertermittlung', { size: 16, bold: true });
  p.down(26);
  const f: [string, string][] = [
    ['Auftraggeber', 'Erika Sautter, Esslingen'],
    ['Fahrzeug', `NSU Ro 80, Baujahr ${year}`],
    ['Kennzeichen', `ES-${letters(rng, 2)} ${rng.int(10, 99)}H`],
    ['Besichtigt am', day(date, 'de')],
    ['Ort der Besichtigung', 'Garage des Auftraggebers'],
    ['Sachverständiger', expert],
  ];
  f.forEach(([l, v], i) => {
    const y = p.y + i * 24;
    p.box(45, y - 15, 160, 24, true);
    p.box(205, y - 15, 345, 24);
    p.text(51, l, { size: 9, y });
    p.text(211, v, { size: 10, y });
  });
  p.y += f.length * 24 + 20;
  p.text(45, 'Gesamteindruck', { size: 10.5, bold: true });
  p.down(15);
  p.text(45, notes, { size: 10 });
  p.down(26);
  p.text(45, 'Einzelbewertung', { size: 10.5, bold: true });
  p.down(15);
  rows(
    p,
    [{ x: 45 }, { x: 250 }],
    [
      ['Karosserie', rng.pick(['2', '2-', '3+'])],
      ['Lack', rng.pick(['2', '3'])],
      ['Technik', rng.pick(['2', '2+'])],
      ['Innenraum', rng.pick(['2-', '3'])],
    ],
    { size: 9.5, step: 14 },
  );
  p.down(18);
  p.box(45, p.y - 16, 505, 30, true);
  p.text(55, 'Wiederbeschaffungswert (inkl. MwSt.)', { size: 11, bold: true });
  p.text(540, `${amount(value, 'de', true)},00 €`, { size: 12, bold: true, align: 'right' });
  p.down(34);
  p.text(45, `Neupreis ${year}: ${distance(rng.int(14000, 19000), 'de')} DM`, { size: 9 });
  p.down(40);
  p.text(45, `Esslingen, ${day(date, 'de')}`, { size: 10 });
  p.down(30);
  p.text(45, expert, { size: 10 });

  return paper(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: money(value), conditionNotes: notes });
}
