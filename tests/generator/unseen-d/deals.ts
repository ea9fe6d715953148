import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  cents,
  date,
  dePlate,
  digits,
  DE_FIRST,
  DE_LAST,
  eur,
  gbp,
  letters,
  miles,
  num,
  page,
  person,
  UK_FIRST,
  UK_LAST,
  ukPlate,
  US_FIRST,
  US_LAST,
  usd,
  vin,
  wrap,
} from './kit';

/** A private sale on a printed club form: seller and buyer side by side (labels above lines), entries in a "handwritten" serif, price in figures and words, place and date at the foot. */
export function dePrivatKaufvertrag(rng: Random): Generated {
  const [sellerLast, buyerLast] = rng.some(DE_LAST, 2);
  const seller = `${rng.pick(DE_FIRST)} ${sellerLast}`;
  const buyer = `${rng.pick(DE_FIRST)} ${buyerLast}`;
  const sale = rng.date(2015, 2025);
  const first = rng.date(1960, 1980);
  const price = rng.int(8, 95) * 500;
  const b = page();
  b.text(40, 'Kaufvertrag', { y: 62, size: 20, bold: true });
  b.text(40, 'über ein gebrauchtes Kraftfahrzeug – Privatverkauf', { y: 77, size: 9 });
  b.text(555, 'Vordruck des Oldtimer-Clubs Nordbaden e.V.', { y: 62, size: 7.5, align: 'right' });
  b.y = 110;
  const hand = { serif: true, size: 11.5 };
  const party = (x: number, title: string, who: string) => {
    b.text(x, title, { y: 110, size: 10, bold: true });
    const rows: [string, string][] = [
      ['Vorname, Name', who],
      ['Straße, Hausnummer', `${rng.pick(['Kirchgasse', 'Am Sportplatz', 'Rosenstraße'])} ${rng.int(1, 40)}`],
      ['PLZ, Ort', `${rng.int(68000, 76999)} ${rng.pick(['Sinsheim', 'Bretten', 'Wiesloch', 'Eppingen'])}`],
      ['Ausweis-Nr.', `${letters(rng, 1)}${digits(rng, 8)}`],
    ];
    rows.forEach(([l, v], i) => {
      const y = 130 + i * 30;
      b.text(x + 4, v, { ...hand, y: y + 10 });
      b.box(x, y + 14, 245, 0.01);
      b.text(x, l, { y: y + 22, size: 6.5 });
    });
  };
  party(40, 'Verkäufer', seller);
  party(310, 'Käufer', buyer);
  b.y = 280;
  b.text(40, 'Fahrzeug', { size: 10, bold: true });
  b.down(16);
  const veh: [string, string, number, number][] = [
    ['Hersteller / Typ', rng.pick(['VW Käfer 1303 Cabrio', 'Mercedes-Benz 250 CE', 'Opel GT 1900', 'BMW R 75/5']), 40, 245],
    ['Amtl. Kennzeichen', dePlate(rng), 310, 120],
    ['Fahrgestell-Nr.', `${digits(rng, 10)}`, 440, 115],
  ];
  const veh2: [string, string, number, number][] = [
    ['Erstzulassung', date(first, 'de'), 40, 120],
    ['Gesamtlaufleistung lt. Tacho', `${miles(rng.int(40000, 190000), 'de')} km`, 175, 130],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(sale.slice(0, 4)) + 1}`, 310, 120],
    ['Zahl der Vorbesitzer', String(rng.int(1, 6)), 440, 115],
  ];
  for (const row of [veh, veh2]) {
    for (const [l, v, x, w] of row) {
      b.text(x + 4, v, { ...hand, y: b.y + 10 });
      b.box(x, b.y + 14, w - 6, 0.01);
      b.text(x, l, { y: b.y + 22, size: 6.5 });
    }
    b.down(34);
  }
  b.down(6);
  for (const line of wrap(
    'Das Fahrzeug wird verkauft unter Ausschluss jeder Sachmängelhaftung, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und frei von Rechten Dritter.',
    120,
  )) {
    b.text(40, line, { size: 8 });
    b.down(10);
  }
  b.down(14);
  b.text(40, 'Kaufpreis', { size: 10, bold: true });
  b.text(150, `${num(price, 'de', true)},– €`, { ...hand, size: 13 });
  b.down(18);
  b.text(150, `in Worten: ${words(price)} Euro`, { ...hand, size: 10.5 });
  b.down(16);
  b.text(40, `Der Kaufpreis wurde bei Übergabe bar bezahlt. Eine Anzahlung von ${num(Math.round(price / 10), 'de', true)} € ist darin enthalten.`, {
    size: 8.5,
  });
  b.down(40);
  const place = rng.pick(['Sinsheim', 'Bretten', 'Wiesloch']);
  b.text(44, `${place}, ${date(sale, 'de')}`, hand).text(314, `${place}, ${date(sale, 'de')}`, hand);
  b.box(40, b.y + 4, 245, 0.01).box(310, b.y + 4, 245, 0.01);
  b.text(40, 'Ort, Datum, Unterschrift Verkäufer', { y: b.y + 12, size: 6.5 }).text(310, 'Ort, Datum, Unterschrift Käufer', { y: b.y + 12, size: 6.5 });
  return { items: b.items, language: 'de', truth: { documentType: 'purchase', sellerName: seller, saleDate: sale, purchasePrice: price } };
}

/** German number words for whole thousands and hundreds (prices on forms). */
function words(n: number): string {
  const ones = [
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
  const tens = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  const below100 = (x: number) => (x < 20 ? ones[x] : `${x % 10 ? `${ones[x % 10]}und` : ''}${tens[Math.floor(x / 10)]}`);
  const below1000 = (x: number) => `${x >= 100 ? `${ones[Math.floor(x / 100)]}hundert` : ''}${below100(x % 100)}`;
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  const s = `${th ? `${below1000(th)}tausend` : ''}${below1000(rest)}`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A dealer's sales invoice for a classic (margin scheme, no VAT shown): dealer letterhead, delivery date apart from the invoice date, deposit, trade-in. */
export function deHaendlerRechnung(rng: Random): Generated {
  const dealer = rng.pick(['Classic Cars Rheinau GmbH', 'Oldtimerhandel Fuchsberger', 'Sportwagen-Galerie Baden']);
  const invoice = rng.date(2016, 2025);
  const delivery = addDays(invoice, rng.int(3, 14));
  const price = rng.int(18, 160) * 1000 - rng.pick([0, 100, 500]);
  const deposit = Math.round(price / 10 / 100) * 100;
  const b = page();
  b.text(40, dealer, { y: 62, size: 19, bold: true });
  b.text(40, `An- und Verkauf klassischer Automobile · Rheinuferstraße ${rng.int(1, 30)} · 77866 Rheinau`, { y: 75, size: 8 });
  b.y = 115;
  b.text(40, `${person(rng, DE_FIRST, DE_LAST)}`);
  b.down(13);
  b.text(40, `${rng.pick(['Uhlandstraße', 'Goethestraße'])} ${rng.int(1, 99)}, 7${digits(rng, 4)} Offenburg`);
  b.y = 115;
  for (const [l, v] of [
    ['Rechnungs-Nr.', `FZ-${digits(rng, 4)}`],
    ['Datum', date(invoice, 'de')],
    ['Auslieferung', date(delivery, 'de')],
  ]) {
    b.text(380, l, { size: 9 }).text(555, v, { size: 9, align: 'right' });
    b.down(13);
  }
  b.y = 190;
  b.text(40, 'Fahrzeugrechnung', { size: 15, bold: true });
  b.down(26);
  const specs: [string, string][] = [
    ['Fahrzeug', rng.pick(['Porsche 911 2.4 T Targa', 'Mercedes-Benz 280 SL Pagode', 'Jaguar E-Type Series 1½'])],
    ['Fahrgestell-Nr.', `${digits(rng, 3)}${digits(rng, 7)}`],
    ['Erstzulassung', date(rng.date(1963, 1975), 'de')],
    ['km-Stand (abgelesen)', miles(rng.int(30000, 180000), 'de')],
    ['Kennzeichen', dePlate(rng)],
  ];
  for (const [l, v] of specs) {
    b.text(40, l, { size: 9.5 }).text(180, v, { size: 9.5 });
    b.down(14);
  }
  b.down(16);
  b.box(40, b.y - 12, 515, 18, true);
  b.text(44, 'Position', { bold: true, size: 9.5 }).text(551, 'Betrag', { bold: true, size: 9.5, align: 'right' });
  b.down(20);
  b.text(44, 'Verkaufspreis des oben genannten Fahrzeugs').text(551, eur(price, true), { align: 'right' });
  b.down(15);
  b.text(44, 'Überführung und Zulassung', { size: 9.5 }).text(551, 'inklusive', { align: 'right', size: 9.5 });
  b.down(15);
  b.box(40, b.y - 8, 515, 0.01);
  b.down(8);
  b.text(44, 'Kaufpreis gesamt', { bold: true }).text(551, eur(price, true), { bold: true, align: 'right' });
  b.down(15);
  b.text(44, `abzgl. Anzahlung vom ${date(addDays(invoice, -rng.int(10, 40)), 'de')}`, { size: 9.5 }).text(551, `- ${eur(deposit, true)}`, {
    align: 'right',
    size: 9.5,
  });
  b.down(15);
  b.text(44, 'Restzahlung bei Übergabe', { size: 9.5 }).text(551, eur(price - deposit, true), { align: 'right', size: 9.5 });
  b.down(30);
  b.text(40, 'Differenzbesteuert nach § 25a UStG – die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8.5 });
  b.down(12);
  b.text(40, 'Das Fahrzeug bleibt bis zur vollständigen Bezahlung Eigentum des Verkäufers.', { size: 8.5 });
  b.text(
    40,
    `${dealer} · HRB ${digits(rng, 6)} Amtsgericht Freiburg · Volksbank Lahr IBAN DE${digits(rng, 2)} 6829 0000 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { y: 805, size: 7 },
  );
  return { items: b.items, language: 'de', truth: { documentType: 'purchase', sellerName: dealer, saleDate: invoice, purchasePrice: price } };
}

/** A UK private bill of sale / receipt, typed: a paragraph naming both parties, the car, the price, then two signature blocks side by side, the date in words. */
export function ukBillOfSale(rng: Random): Generated {
  const [sellerLast, buyerLast] = rng.some(UK_LAST, 2);
  const seller = `${rng.pick(UK_FIRST)} ${sellerLast}`;
  const buyer = `${rng.pick(UK_FIRST)} ${buyerLast}`;
  const sale = rng.date(2014, 2025);
  const price = rng.int(6, 80) * 250;
  const car = rng.pick(['1967 Jaguar 420', '1972 Triumph GT6 Mk3', '1959 Morris Minor convertible', '1964 Austin Mini Cooper S']);
  const plate = ukPlate(rng);
  const b = page();
  b.text(297, 'RECEIPT AND BILL OF SALE', { y: 70, size: 16, bold: true, align: 'center' });
  b.text(297, 'Private sale of a motor vehicle', { y: 86, size: 9, align: 'center' });
  b.y = 130;
  const text = `I, ${seller}, of ${rng.int(1, 60)} ${rng.pick(['Rectory Lane', 'Castle Street'])}, ${rng.pick(['Chipping Norton', 'Hexham', 'Totnes'])}, ("the Seller") confirm that on ${date(sale, 'uk-long')} I sold the ${car}, registration ${plate}, chassis number ${letters(rng, 2)}${digits(rng, 6)}, odometer reading ${miles(rng.int(20000, 99999), 'en')} miles (not warranted), to ${buyer} ("the Buyer") for the sum of ${gbp(price)}, received in full by bank transfer.`;
  for (const line of wrap(text, 100)) {
    b.text(40, line, { size: 10, serif: true });
    b.down(15);
  }
  b.down(8);
  for (const line of wrap(
    'The vehicle is sold as seen, tried and approved, without warranty. The Seller confirms that the vehicle is theirs to sell and free of any finance. The V5C new keeper slip has been handed to the Buyer. The MOT expires on ' +
      date(addDays(sale, rng.int(40, 300)), 'uk-long') +
      '.',
    100,
  )) {
    b.text(40, line, { size: 10, serif: true });
    b.down(15);
  }
  b.down(40);
  for (const [x, role, name] of [
    [40, 'Seller', seller],
    [310, 'Buyer', buyer],
  ] as [number, string, string][]) {
    b.text(x, role, { y: b.y, size: 10, bold: true });
    b.text(x, `Name: ${name}`, { y: b.y + 18 });
    b.text(x, 'Signed: ______________________', { y: b.y + 36 });
    b.text(x, `Date: ${date(sale, 'uk')}`, { y: b.y + 54 });
  }
  return { items: b.items, language: 'en', truth: { documentType: 'purchase', sellerName: seller, saleDate: sale, purchasePrice: price } };
}

/** A US dealer's bill of sale / buyer's order: dealer left, buyer right in two columns, price build-up with doc fee and tax, trade-in, a notary block with its own date. */
export function usBillOfSale(rng: Random): Generated {
  const dealer = rng.pick(['Gateway Vintage Motors LLC', 'Route 66 Classic Autos Inc.', 'Coastal Collector Cars LLC']);
  const buyer = person(rng, US_FIRST, US_LAST);
  const sale = rng.date(2016, 2025);
  const price = rng.int(14, 120) * 1000 - rng.pick([0, 100, 505]);
  const docFee = 199;
  const tax = cents((price + docFee) * 0.065);
  const total = cents(price + docFee + tax);
  const b = page();
  b.text(40, dealer, { y: 60, size: 17, bold: true });
  b.text(
    40,
    `Licensed dealer #${digits(rng, 6)} · ${rng.int(100, 9999)} Industrial Dr · ${rng.pick(["O'Fallon, MO 63366", 'Denver, CO 80216', 'Charlotte, NC 28206'])}`,
    { y: 73, size: 8 },
  );
  b.y = 110;
  b.text(40, 'VEHICLE BILL OF SALE', { size: 14, bold: true }).text(555, `Deal # ${digits(rng, 5)}`, { size: 10, align: 'right' });
  b.down(24);
  b.text(40, 'SELLER', { size: 7.5, bold: true }).text(310, 'PURCHASER', { size: 7.5, bold: true });
  b.down(13);
  b.text(40, dealer).text(310, buyer);
  b.down(13);
  b.text(40, 'Dealer, by its authorized agent').text(
    310,
    `${rng.int(10, 999)} ${rng.pick(['Maple Ave', 'Lakeview Dr'])}, ${rng.pick(['Kirkwood, MO', 'Aurora, CO'])}`,
  );
  b.down(26);
  const veh: [string, string][] = [
    ['Year', String(rng.int(1953, 1973))],
    ['Make', rng.pick(['Chevrolet', 'Ford', 'Pontiac', 'Buick'])],
    ['Model', rng.pick(['Bel Air', 'Fairlane 500', 'Firebird', 'Skylark'])],
    ['VIN', vin(rng).slice(0, 12)],
    ['Odometer', `${miles(rng.int(10000, 99999), 'en')} (exempt)`],
  ];
  veh.forEach(([l, v], i) => {
    b.box(40 + i * 103, b.y - 10, 103, 30);
    b.text(44 + i * 103, l, { size: 6.5 });
    b.text(44 + i * 103, v, { y: b.y + 13, size: 9.5 });
  });
  b.down(40);
  b.text(40, 'Date of sale', { size: 9.5 }).text(150, date(sale, 'us-long'), { size: 9.5 });
  b.down(24);
  const lines: [string, string, boolean][] = [
    ['Cash price of vehicle', usd(price, true), false],
    ['Documentation fee', usd(docFee), false],
    ['Sales tax (6.5%)', usd(tax), false],
    ['Total', usd(total), true],
    ['Less deposit', `(${usd(1000, true)})`, false],
    ['Balance paid at delivery', usd(cents(total - 1000)), false],
  ];
  for (const [l, v, bold] of lines) {
    b.text(300, l, { size: 9.5, bold }).text(551, v, { size: 9.5, bold, align: 'right' });
    b.down(15);
  }
  b.down(16);
  for (const line of wrap(
    'Seller warrants that it holds good title, free of liens, and sells the vehicle AS IS with no warranty, express or implied. Purchaser acknowledges receipt of the title, properly assigned.',
    115,
  )) {
    b.text(40, line, { size: 8 });
    b.down(10);
  }
  b.down(24);
  b.text(40, 'Seller signature ______________________').text(310, 'Purchaser signature ______________________');
  b.down(34);
  b.text(
    40,
    `Subscribed and sworn before me on ${date(addDays(sale, rng.int(1, 6)), 'us')}.  Notary Public: ${person(rng, US_FIRST, US_LAST)}, commission expires ${date(addDays(sale, rng.int(200, 900)), 'us')}`,
    { size: 8 },
  );
  return { items: b.items, language: 'en', truth: { documentType: 'purchase', sellerName: dealer, saleDate: sale, purchasePrice: price } };
}
