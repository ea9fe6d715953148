/**
 * Purchases: a German dealer's binding order for a used car (parties as two blocks, trade-in,
 * deposit, balance), an Austrian auction house's buyer's invoice (Meistbot, Aufgeld, VAT on the
 * premium), a Swiss dealer's contract for an Occasion, a British auction house's buyer's invoice
 * and a US dealer's retail buyer's order of the late 1970s.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, digits, doc, dt, type Fam, letters, money, person, plate, round2, rule, smallPrint, street, town, vatUK, vin } from './kit';

/** Two party blocks side by side with a caption bar over each. */
function parties(p: PageBuilder, y: number, left: [string, string[]], right: [string, string[]], size = 9) {
  for (const [x, [title, lines]] of [
    [40, left],
    [302, right],
  ] as [number, [string, string[]]][]) {
    p.box(x, y, 253, 14, true);
    p.box(x, y + 14, 253, 16 + lines.length * (size + 3));
    p.text(x + 5, title, { y: y + 10, size: 8, bold: true });
    lines.forEach((l, i) => p.text(x + 6, l, { y: y + 28 + i * (size + 3), size }));
  }
  return y + 30 + Math.max(left[1].length, right[1].length) * (size + 3);
}

/** A German dealer's binding used-car order (2019–24): Verkäufer/Käufer blocks, §25a margin scheme, trade-in and deposit. */
export const germanDealerOrder: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2019, 2024);
  const seller = 'Klassikwerk Rothmann GmbH';
  const price = r.pick([24900, 38500, 56900, 74500, 112000]);
  p.text(40, 'KLASSIKWERK', { y: 52, size: 18, bold: true });
  p.text(40, `${seller} · Handel mit klassischen Automobilen`, { y: 64, size: 8 });
  p.text(555, 'Auftrags-Nr.', { y: 48, size: 7, align: 'right' });
  p.text(555, `V-${dt(date, 'YY')}-${digits(r, 4)}`, { y: 60, size: 10, bold: true, align: 'right' });
  p.text(40, 'Verbindliche Bestellung eines gebrauchten Kraftfahrzeugs', { y: 98, size: 13, bold: true });
  p.text(40, 'Es gelten die umseitigen Geschäftsbedingungen für den Verkauf gebrauchter Kraftfahrzeuge.', { y: 110, size: 7.5 });
  const buyer = person(r, 'DE');
  const sellerFirst = r.chance(0.5);
  const sBlock: [string, string[]] = ['Verkäufer', [seller, 'Industriestraße 14', '71229 Leonberg', 'USt-IdNr. DE 298 441 706']];
  const bBlock: [string, string[]] = ['Käufer / Besteller', [buyer, street(r, 'DE'), town(r, 'DE'), `Kunden-Nr. ${digits(r, 6)}`]];
  let y = parties(p, 124, sellerFirst ? sBlock : bBlock, sellerFirst ? bBlock : sBlock);
  y += 16;
  const [model, wmi, built] = r.pick([
    ['Mercedes-Benz 300 SL Roadster (R 129)', 'WDB', 1990],
    ['Porsche 911 Carrera 3.2 Targa', 'WP0', 1986],
    ['BMW 635 CSi (E 24)', 'WBA', 1984],
    ['Mercedes-Benz 280 SL (R 107)', 'WDB', 1982],
    ['Jaguar XJ-S V12 Coupé', 'SAJ', 1988],
  ] as [string, string, number][]);
  const facts: [string, string][] = [
    ['Fahrzeug', model],
    ['FIN', vin(r, wmi)],
    ['Erstzulassung', `${String(r.int(1, 12)).padStart(2, '0')}/${built + r.int(0, 3)}`],
    ['km-Stand lt. Tacho', `${money(r.int(48000, 190000), 'de', { decimals: 0 })} km`],
    ['HU', `neu, ${dt(addDays(date, -r.int(3, 20)), 'MM/YYYY')}`],
    ['Liefertermin', `${dt(addDays(date, r.int(7, 21)), 'DD.MM.YYYY')}, Abholung beim Verkäufer`],
  ];
  facts.forEach(([l, v], i) => {
    p.text(40, l, { y: y + i * 13, size: 8.5 });
    p.text(150, v, { y: y + i * 13, size: 8.5 });
  });
  y += facts.length * 13 + 16;
  const trade = r.chance(0.5) ? r.pick([4500, 8000, 12500]) : 0;
  const deposit = r.pick([1000, 2500, 5000]);
  p.box(40, y, 515, 16, true);
  p.text(46, 'Preisvereinbarung', { y: y + 11, size: 8.5, bold: true });
  p.text(549, 'EUR', { y: y + 11, size: 8.5, bold: true, align: 'right' });
  const rows: [string, number, boolean][] = [
    ['Kaufpreis (differenzbesteuert nach § 25a UStG, MwSt nicht ausweisbar)', price, true],
    ...(trade ? ([[`abzüglich Inzahlungnahme Altfahrzeug ${plate(r, 'DE', 2010)}`, -trade, false]] as [string, number, boolean][]) : []),
    ['abzüglich Anzahlung (bei Bestellung bar erhalten)', -deposit, false],
    ['Restbetrag bei Übergabe', price - trade - deposit, false],
  ];
  let yy = y + 16;
  for (const [l, v, b] of rows) {
    yy += 15;
    p.text(46, l, { y: yy, size: 8.5, bold: b });
    p.text(549, money(v, 'de'), { y: yy, size: 8.5, bold: b, align: 'right' });
  }
  p.box(40, y + 16, 515, yy - y - 10);
  y = yy + 26;
  smallPrint(
    p,
    40,
    y,
    [
      'Sondervereinbarungen: Fahrzeug wird mit neuer HU und Wartung übergeben. Verkauf unter Ausschluss der Sachmängelhaftung',
      'nach Maßgabe der Geschäftsbedingungen, soweit gesetzlich zulässig. Der Käufer ist an die Bestellung höchstens 10 Tage gebunden.',
    ],
    7,
    10,
  );
  y += 40;
  p.text(40, `Leonberg, ${dt(date, 'DD.MM.YYYY')}`, { y, size: 9 });
  p.text(40, '_____________________________', { y: y + 34, size: 9 });
  p.text(40, 'Unterschrift Käufer', { y: y + 44, size: 7 });
  p.text(320, '_____________________________', { y: y + 34, size: 9 });
  p.text(320, `Für den Verkäufer: ${person(r, 'DE')}`, { y: y + 44, size: 7 });
  smallPrint(
    p,
    40,
    792,
    [
      `${seller} · Sitz Leonberg · Amtsgericht Stuttgart HRB 741 226 · Geschäftsführer: Elke Rothmann`,
      'Kreissparkasse Böblingen · IBAN DE71 6035 0130 0001 2240 17',
    ],
    6,
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
};

/** An Austrian auction house's buyer's invoice (2014–20): lot, Meistbot, Käuferaufgeld, USt on the premium, total. */
export const viennaAuctionInvoice: Fam = (r) => {
  const p = new PageBuilder();
  const sale = dateIn(r, 2014, 2020);
  const invoice = addDays(sale, r.int(1, 4));
  const house = 'Wiener Kunst- und Oldtimerauktionen GmbH';
  const hammer = r.pick([18000, 34000, 52000, 86000, 140000]);
  const premium = round2(hammer * 0.22);
  const vat = round2(premium * 0.2);
  const total = round2(hammer + premium + vat);
  p.text(297, 'WIENER KUNST- UND OLDTIMERAUKTIONEN', { y: 52, size: 14, bold: true, align: 'center', serif: true });
  p.text(297, `${house} · Palais Harrach, Freyung 3 · 1010 Wien · +43 1 532 42 00`, { y: 65, size: 7.5, align: 'center', serif: true });
  rule(p, 40, 74, 515);
  const buyer = person(r, 'AT');
  [`${buyer}`, street(r, 'AT'), town(r, 'AT')].forEach((l, i) => p.text(40, l, { y: 110 + i * 12, size: 9.5 }));
  const kv: [string, string][] = [
    ['Rechnung Nr.', `${dt(invoice, 'YYYY')}-${digits(r, 5)}`],
    ['Rechnungsdatum', dt(invoice, 'DD.MM.YYYY')],
    ['Käufernummer', `K ${digits(r, 5)}`],
    ['Bieternummer', String(r.int(100, 899))],
  ];
  kv.forEach(([l, v], i) => {
    p.text(340, l, { y: 104 + i * 12, size: 8.5 });
    p.text(555, v, { y: 104 + i * 12, size: 8.5, align: 'right' });
  });
  p.text(40, 'Käuferrechnung', { y: 182, size: 14, bold: true });
  p.text(40, `Auktion „Klassische Fahrzeuge“ · Zuschlag am ${dt(sale, 'D. MMAT YYYY')} · Salzburgring`, { y: 196, size: 9 });
  const heads: [number, string, 'left' | 'right'][] = [
    [44, 'Los', 'left'],
    [80, 'Objekt', 'left'],
    [552, 'EUR', 'right'],
  ];
  p.box(40, 212, 515, 14, true);
  for (const [x, h, a] of heads) p.text(x, h, { y: 222, size: 8, bold: true, align: a });
  const lot = String(r.int(101, 480));
  const model = r.pick(['Mercedes-Benz 190 SL, 1959', 'Steyr-Puch 650 TR, 1966', 'Porsche 356 C Coupé, 1964', 'Jaguar E-Type Series 1 Roadster, 1962']);
  p.text(44, lot, { y: 240, size: 9 });
  p.text(80, model, { y: 240, size: 9, bold: true });
  p.text(80, `Fahrgestell-Nr. ${digits(r, 6)} · Motor-Nr. ${digits(r, 6)} · österr. Einzelgenehmigung`, { y: 252, size: 7.5 });
  const rows: [string, number, boolean][] = [
    ['Meistbot (Zuschlag)', hammer, false],
    ['Käuferaufgeld 22 %', premium, false],
    ['20 % USt auf das Aufgeld', vat, false],
    ['Kaufpreis gesamt', total, true],
  ];
  let y = 252;
  for (const [l, v, b] of rows) {
    y += 16;
    p.text(80, l, { y, size: 9, bold: b });
    p.text(552, money(v, 'de'), { y, size: 9, bold: b, align: 'right' });
  }
  rule(p, 40, y + 6, 515);
  const paid = r.chance(0.5) ? round2(total * 0.1) : 0;
  if (paid) {
    y += 22;
    p.text(80, 'Anzahlung (Kaution) erhalten', { y, size: 9 });
    p.text(552, `-${money(paid, 'de')}`, { y, size: 9, align: 'right' });
    y += 14;
    p.text(80, 'Zahlbetrag', { y, size: 9, bold: true });
    p.text(552, money(round2(total - paid), 'de'), { y, size: 9, bold: true, align: 'right' });
  }
  smallPrint(
    p,
    40,
    y + 34,
    [
      'Das Fahrzeug wird im Namen und auf Rechnung des Einbringers versteigert; die Versteigerung erfolgt nach den Versteigerungsbedingungen.',
      'Differenzbesteuerung gem. § 24 UStG für das Meistbot. Das Aufgeld unterliegt der Umsatzsteuer.',
      'Die Ausfolgung erfolgt erst nach vollständiger Bezahlung. Lagerkosten ab dem 8. Tag nach der Auktion: EUR 25,00 pro Tag.',
      `Zahlbar bis ${dt(addDays(invoice, 10), 'DD.MM.YYYY')} · Erste Bank · IBAN AT61 2011 1822 4433 0101 · BIC GIBAATWWXXX`,
    ],
    7,
    10,
  );
  smallPrint(p, 40, 792, [`${house} · FN 201442 m · Handelsgericht Wien · UID ATU 52211890`], 6);
  return doc(p, 'de', { documentType: 'purchase', sellerName: house, saleDate: sale, purchasePrice: total });
};

/** A Swiss dealer's contract for an Occasion (2010–16): buyer and seller side by side, price with MWST, Eintausch, Anzahlung. */
export const swissOccasionContract: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2010, 2016);
  const seller = 'Garage Ammann AG';
  const price = r.pick([18900, 27500, 39800, 64000]);
  const vatRate = date < '2011-01-01' ? 7.6 : 8;
  p.text(555, seller, { y: 52, size: 14, bold: true, align: 'right' });
  p.text(555, 'Luzernerstrasse 88 · 6030 Ebikon · 041 440 22 22', { y: 64, size: 7.5, align: 'right' });
  p.text(40, 'Kaufvertrag', { y: 104, size: 16, bold: true });
  p.text(40, 'für ein Occasionsfahrzeug', { y: 117, size: 9 });
  const buyer = person(r, 'CH');
  const [model, wmi] = r.pick([
    ['Mercedes-Benz SL 500 (R 129)', 'WDB'],
    ['Porsche 911 Carrera (993)', 'WP0'],
    ['BMW Z3 M Roadster', 'WBS'],
    ['Alfa Romeo Spider 2.0', 'ZAR'],
  ]);
  let y = parties(
    p,
    132,
    ['Käufer', [buyer, street(r, 'CH'), town(r, 'CH'), `Tel. 079 ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`]],
    ['Verkäufer', [seller, 'Luzernerstrasse 88', '6030 Ebikon', `CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)} MWST`]],
  );
  y += 14;
  const facts: [string, string][] = [
    ['Marke / Typ', model],
    ['Fahrgestell-Nr.', vin(r, wmi)],
    ['Stamm-Nr.', `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`],
    ['1. Inverkehrsetzung', dt(addDays(date, -r.int(5000, 8000)), 'MM.YYYY')],
    ['Km-Stand', money(r.int(38000, 160000), 'ch', { decimals: 0 })],
    ['Letzte MFK', dt(addDays(date, -r.int(30, 400)), 'DD.MM.YYYY')],
  ];
  facts.forEach(([l, v], i) => {
    const x = i % 2 ? 302 : 40;
    const yy = y + Math.floor(i / 2) * 26;
    p.box(x, yy, 253, 26);
    p.text(x + 4, l, { y: yy + 8, size: 6 });
    p.text(x + 6, v, { y: yy + 21, size: 9 });
  });
  y += 3 * 26 + 22;
  const trade = r.chance(0.6) ? r.pick([3000, 5500, 9000]) : 0;
  const dep = r.pick([1000, 2000, 5000]);
  const inclVat = round2(price - price / (1 + vatRate / 100));
  const rows: [string, string, boolean][] = [
    [`Verkaufspreis inkl. ${vatRate} % MWST`, money(price, 'ch'), true],
    [`davon MWST ${vatRate} %`, money(inclVat, 'ch'), false],
    ...(trade ? ([['Eintausch (Anrechnung)', `-${money(trade, 'ch')}`, false]] as [string, string, boolean][]) : []),
    ['Anzahlung bei Vertragsabschluss', `-${money(dep, 'ch')}`, false],
    ['Restzahlung bei Übernahme', money(price - trade - dep, 'ch'), false],
  ];
  for (const [l, v, b] of rows) {
    p.text(46, l, { y, size: 9, bold: b });
    p.text(420, 'CHF', { y, size: 9, bold: b });
    p.text(549, v, { y, size: 9, bold: b, align: 'right' });
    y += 15;
  }
  rule(p, 40, y - 8, 515);
  smallPrint(
    p,
    40,
    y + 14,
    [
      'Das Fahrzeug wird frisch ab MFK übergeben. Garantie: 6 Monate gemäss Occasions-Garantiebedingungen.',
      'Gerichtsstand ist Luzern. Mündliche Nebenabreden sind ungültig.',
    ],
    7.5,
    10,
  );
  y += 50;
  p.text(40, `Ort / Datum: Ebikon, ${dt(date, 'DD.MM.YYYY')}`, { y, size: 9 });
  p.text(40, 'Der Käufer: ___________________', { y: y + 36, size: 9 });
  p.text(320, 'Der Verkäufer: ___________________', { y: y + 36, size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
};

/** A British auction house's buyer's invoice (2004–10): lot, hammer price, premium, VAT on premium, deposit, balance. */
export const ukAuctionBuyersInvoice: Fam = (r) => {
  const p = new PageBuilder();
  const sale = dateIn(r, 2004, 2010);
  const invoice = addDays(sale, r.int(0, 2));
  const vatRate = vatUK(sale);
  const house = 'Whitfield & Blake Auctioneers Ltd';
  const hammer = r.pick([9500, 16750, 28000, 41500, 67000]);
  const premium = round2(hammer * 0.15);
  const vat = round2((premium * vatRate) / 100);
  const total = round2(hammer + premium + vat);
  p.text(40, 'WHITFIELD & BLAKE', { y: 56, size: 19, bold: true, serif: true });
  p.text(40, 'Auctioneers of Collectors’ Motor Cars and Automobilia', { y: 69, size: 8.5, serif: true });
  p.text(555, house, { y: 50, size: 7.5, align: 'right' });
  p.text(555, 'The Old Coach House, Knutsford WA16 6DD', { y: 60, size: 7.5, align: 'right' });
  p.text(555, `VAT Reg. No. ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`, { y: 70, size: 7.5, align: 'right' });
  p.text(40, "BUYER'S INVOICE", { y: 110, size: 13, bold: true });
  const buyer = person(r, 'UK');
  [buyer, street(r, 'UK'), town(r, 'UK')].forEach((l, i) => p.text(40, l, { y: 130 + i * 12, size: 9.5 }));
  const kv: [string, string][] = [
    ['Invoice No.', `B${digits(r, 6)}`],
    ['Invoice Date', dt(invoice, 'DD/MM/YYYY')],
    ['Buyer No.', String(r.int(1000, 4999))],
    ['Paddle No.', String(r.int(1, 600))],
    ['Sale', `${r.pick(['Tatton Park', 'Buxton Pavilion Gardens', 'Duxford'])}, ${dt(sale, 'Do MONTH YYYY')}`],
  ];
  kv.forEach(([l, v], i) => {
    p.text(320, l, { y: 104 + i * 13, size: 8.5, bold: true });
    p.text(390, v, { y: 104 + i * 13, size: 8.5 });
  });
  const cols: [number, string, 'left' | 'right'][] = [
    [44, 'Lot', 'left'],
    [80, 'Description', 'left'],
    [460, 'VAT', 'left'],
    [552, 'Amount £', 'right'],
  ];
  p.box(40, 190, 515, 14, true);
  for (const [x, h, a] of cols) p.text(x, h, { y: 200, size: 8, bold: true, align: a });
  const lot = String(r.int(101, 420));
  p.text(44, lot, { y: 218, size: 9 });
  p.text(
    80,
    r.pick([
      '1967 Jaguar E-Type Series 1 4.2 Roadster',
      '1972 Triumph TR6 PI',
      '1959 Austin-Healey 100/6 BN6',
      '1965 Aston Martin DB5 (project)',
      '1973 MGB GT V8',
    ]),
    { y: 218, size: 9, bold: true },
  );
  p.text(80, `Registration ${plate(r, 'UK', 1970)} · Chassis no. ${letters(r, 2)}${digits(r, 5)} · Sold as viewed`, { y: 230, size: 7.5 });
  const rows: [string, string, number, boolean][] = [
    ['Hammer price', 'M', hammer, false],
    ["Buyer's premium @ 15%", 'S', premium, false],
    [`VAT on buyer's premium @ ${vatRate}%`, '', vat, false],
    ['Total purchase price', '', total, true],
  ];
  let y = 232;
  for (const [l, code, v, b] of rows) {
    y += 16;
    p.text(80, l, { y, size: 9, bold: b });
    p.text(460, code, { y, size: 9 });
    p.text(552, money(v, 'en'), { y, size: 9, bold: b, align: 'right' });
  }
  rule(p, 40, y + 6, 515);
  const dep = round2(hammer * 0.1);
  y += 24;
  p.text(80, 'Less: deposit paid on the day', { y, size: 9 });
  p.text(552, `(${money(dep, 'en')})`, { y, size: 9, align: 'right' });
  y += 14;
  p.text(80, 'BALANCE DUE', { y, size: 9.5, bold: true });
  p.text(552, money(round2(total - dep), 'en'), { y, size: 9.5, bold: true, align: 'right' });
  smallPrint(
    p,
    40,
    y + 34,
    [
      'VAT codes: M = Margin scheme, no VAT shown on hammer price · S = Standard rated.',
      'Payment in full is due within 5 working days of the sale. Title passes on receipt of cleared funds.',
      'Storage is charged at £25 + VAT per day from the 8th day after the sale.',
      `Bank: Barclays Bank plc, Sort code 20-55-${digits(r, 2)}, Account ${digits(r, 8)}. Please quote the invoice number.`,
    ],
    7,
    10,
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: house, saleDate: sale, purchasePrice: total });
};

/** A US dealer's retail buyer's order (1976–83): cash price of vehicle, trade-in, tax, fees, deposit, balance. */
export const usRetailBuyersOrder: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1976, 1983);
  const seller = 'Vanderpool Lincoln-Mercury, Inc.';
  const price = r.pick([5495, 7850, 9200, 12400, 16950]);
  p.text(40, 'VANDERPOOL LINCOLN-MERCURY, INC.', { y: 50, size: 12, bold: true });
  p.text(40, '3300 West Broad Street · Richmond, Virginia 23230 · (804) 355-2700', { y: 61, size: 7.5 });
  p.text(555, "RETAIL BUYER'S ORDER", { y: 50, size: 11, bold: true, align: 'right' });
  p.text(555, `No. ${digits(r, 5)}`, { y: 62, size: 9, align: 'right' });
  const buyer = person(r, 'US');
  const head: [number, number, number, string, string][] = [
    [40, 76, 330, 'PURCHASER', buyer.toUpperCase()],
    [370, 76, 185, 'DATE', dt(date, 'MM/DD/YY')],
    [40, 102, 330, 'ADDRESS', `${street(r, 'US')}, Richmond, VA 23221`.toUpperCase()],
    [370, 102, 185, 'SALESMAN', r.pick(['B. HOLLOWAY', 'T. GREER', 'D. MARSH'])],
  ];
  for (const [x, y, w, cap, v] of head) {
    p.box(x, y, w, 26);
    p.text(x + 3, cap, { y: y + 8, size: 5.5 });
    p.text(x + 6, v, { y: y + 21, size: 9 });
  }
  const vh: [number, string, string][] = [
    [55, 'NEW/USED', 'USED'],
    [35, 'YEAR', String(Number(date.slice(0, 4)) - r.int(0, 3))],
    [150, 'MAKE / MODEL', r.pick(['LINCOLN CONTINENTAL MK V', 'MERCURY COUGAR XR7', 'LINCOLN TOWN CAR', 'MERCURY GRAND MARQUIS'])],
    [115, 'SERIAL NUMBER', `${digits(r, 1)}${letters(r, 1)}${digits(r, 2)}${letters(r, 1)}${digits(r, 6)}`],
    [80, 'COLOR', r.pick(['DARK JADE', 'CORDOVAN', 'WHITE', 'LT BLUE']).toUpperCase()],
    [80, 'MILEAGE', money(r.int(8000, 60000), 'en', { decimals: 0 })],
  ];
  let x = 40;
  for (const [w, cap, v] of vh) {
    p.box(x, 136, w, 26);
    p.text(x + 3, cap, { y: 144, size: 5.5 });
    p.text(x + 5, v, { y: 157, size: 8.5 });
    x += w;
  }
  const trade = r.chance(0.6) ? r.pick([900, 1500, 2300]) : 0;
  const taxRate = 3;
  const taxable = price - trade;
  const tax = round2((taxable * taxRate) / 100);
  const fees = r.pick([23.5, 31, 38.75]);
  const total = round2(taxable + tax + fees);
  const dep = r.pick([200, 500, 1000]);
  const rows: [string, string][] = [
    ['CASH PRICE OF VEHICLE', money(price, 'en')],
    ['TRADE-IN ALLOWANCE', trade ? `(${money(trade, 'en')})` : ''],
    ['DIFFERENCE', money(taxable, 'en')],
    [`SALES & USE TAX ${taxRate}%`, money(tax, 'en')],
    ['TITLE, LICENSE & REGISTRATION FEES', money(fees, 'en')],
    ['TOTAL', money(total, 'en')],
    ['DEPOSIT', `(${money(dep, 'en')})`],
    ['BALANCE DUE ON DELIVERY', money(round2(total - dep), 'en')],
  ];
  rows.forEach(([l, v], i) => {
    const y = 180 + i * 18;
    p.box(320, y, 160, 18, l.startsWith('BALANCE'));
    p.box(480, y, 75, 18, l.startsWith('BALANCE'));
    p.text(324, l, { y: y + 12, size: 6.5, bold: l.startsWith('BALANCE') });
    p.text(551, v, { y: y + 12, size: 8.5, align: 'right' });
  });
  p.box(40, 180, 270, 144);
  p.text(44, 'TRADE-IN', { y: 189, size: 6, bold: true });
  if (trade) {
    p.text(48, `${Number(date.slice(0, 4)) - r.int(5, 9)} ${r.pick(['FORD LTD', 'MERCURY MONTEREY', 'CHEV IMPALA'])}`, { y: 206, size: 8.5 });
    p.text(48, `SERIAL ${digits(r, 1)}${letters(r, 1)}${digits(r, 8)}`, { y: 220, size: 8 });
    p.text(48, `BALANCE OWED ON TRADE: NONE`, { y: 234, size: 8 });
  } else p.text(48, 'NONE', { y: 206, size: 8.5 });
  smallPrint(
    p,
    40,
    350,
    [
      'Purchaser agrees that this Order includes all of the terms and conditions on both the face and reverse side hereof, that this Order cancels',
      'and supersedes any prior agreement and as of the date hereof comprises the complete and exclusive statement of the terms of the agreement',
      'relating to the subject matters covered hereby. THIS ORDER SHALL NOT BECOME BINDING UNTIL ACCEPTED BY DEALER OR HIS AUTHORIZED REPRESENTATIVE.',
      '',
      'USED VEHICLES ARE SOLD "AS IS" UNLESS OTHERWISE STATED IN WRITING.',
    ],
    6,
    8.5,
  );
  p.text(40, 'PURCHASER’S SIGNATURE X ______________________', { y: 430, size: 8 });
  p.text(320, `ACCEPTED: ${seller.toUpperCase()}`, { y: 430, size: 7 });
  p.text(320, 'BY ______________________', { y: 446, size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
};
