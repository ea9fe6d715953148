/** Sales: a club's private-sale form (1992, DM, with a deposit), a dealer's order with a trade-in (2019);
 * a US auction bill of sale (2006), a UK dealer's sale invoice under the margin scheme (1999), a US hand-written
 * bill of sale (1974). */
import { de, en, dDe, dDeLong, dUs, dUk, dEnLong, addDays, doc, page, digits, rule, whole, type Family } from './kit';

const purchase = (sellerName: string, purchasePrice: number, saleDate: string) => ({ documentType: 'purchase', sellerName, purchasePrice, saleDate });

/** 1992 club form: Verkäufer and Käufer in two columns, price in figures and words, a deposit line. */
const clubFormular92: Family = (rng) => {
  const p = page();
  const date = `1992-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const seller = 'Werner Haubold';
  const [price, inWords] = rng.pick([
    [14500, 'vierzehntausendfünfhundert'],
    [18000, 'achtzehntausend'],
    [21500, 'einundzwanzigtausendfünfhundert'],
    [16000, 'sechzehntausend'],
  ] as const);
  const dep = 2000;
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { y: 60, size: 14, bold: true, align: 'center' });
  p.text(297, 'Formular des BMW 02 Club e.V. – privat an privat', { y: 76, size: 8, align: 'center' });
  p.box(50, 95, 245, 90);
  p.box(300, 95, 245, 90);
  p.text(56, 'Verkäufer', { y: 108, size: 8, bold: true });
  p.text(306, 'Käufer', { y: 108, size: 8, bold: true });
  [seller, 'Ahornweg 17', '6900 Heidelberg', `Tel. 06221 / 4${digits(rng, 5)}`].forEach((l, i) => p.text(56, l, { y: 126 + i * 14, size: 10, serif: true }));
  ['Dr. Klaus Brenneke', 'Rosenaustraße 9', '8500 Nürnberg 20', `Pers.-Ausw. ${digits(rng, 10)}`].forEach((l, i) =>
    p.text(306, l, { y: 126 + i * 14, size: 10, serif: true }),
  );
  const rows: [string, string][] = [
    ['Fahrzeug', 'BMW 2002 tii, Bj. 1973'],
    ['Fahrgestell-Nr.', `27${digits(rng, 5)}`],
    ['Kfz-Brief Nr.', `${digits(rng, 7)}`],
    ['Gesamtfahrleistung lt. Tacho', `${whole(rng.int(90, 190) * 1000 + rng.int(0, 999))} km`],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 215 + i * 16, size: 9 });
    p.text(220, v, { y: 215 + i * 16, size: 10, serif: true });
  });
  p.text(50, 'Kaufpreis', { y: 300, size: 10, bold: true });
  p.text(220, `DM ${whole(price)},–`, { y: 300, size: 12, bold: true, serif: true });
  p.text(330, `in Worten: ${inWords}`, { y: 300, size: 8 });
  p.text(50, `Anzahlung erhalten am ${dDe(addDays(date, -7))}: DM ${whole(dep)},–    Restzahlung bei Übergabe: DM ${whole(price - dep)},–`, {
    y: 320,
    size: 9,
  });
  p.text(50, 'Das Fahrzeug wird wie besichtigt unter Ausschluss jeder Gewährleistung verkauft.', { y: 350, size: 9 });
  p.text(50, `Ort, Datum: Heidelberg, ${dDe(date)}`, { y: 400, size: 10, serif: true });
  p.text(50, 'W. Haubold', { y: 440, size: 13, serif: true });
  rule(p, 50, 446, 200);
  p.text(50, 'Unterschrift Verkäufer', { y: 458, size: 7 });
  p.text(300, 'K. Brenneke', { y: 440, size: 13, serif: true });
  rule(p, 300, 446, 200);
  p.text(300, 'Unterschrift Käufer', { y: 458, size: 7 });
  return doc(p, 'de', purchase(seller, price, date));
};

/** 2019 dealer's verbindliche Bestellung: price, trade-in set off, balance; differential taxation. */
const haendlerBestellung19: Family = (rng) => {
  const p = page();
  const date = `2019-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const seller = 'Rheingold Classics GmbH';
  const price = rng.int(45, 89) * 1000 + 900;
  const trade = rng.int(8, 20) * 1000;
  p.text(50, 'RHEINGOLD', { y: 58, size: 20, bold: true, serif: true });
  p.text(50, 'CLASSICS', { y: 74, size: 10, serif: true });
  p.text(545, 'Verbindliche Bestellung', { y: 58, size: 13, bold: true, align: 'right' });
  p.text(545, `Nr. VB-${rng.int(1900, 1999)}-${digits(rng, 3)}`, { y: 74, size: 9, align: 'right' });
  p.text(50, 'Besteller: Markus Brenneke, Rebbergweg 4, CH-8500 Frauenfeld', { y: 110, size: 9 });
  p.text(50, 'Kaufgegenstand: Mercedes-Benz 280 SL Pagode, EZ 1969, FIN 11304412' + digits(rng, 6), { y: 124, size: 9 });
  const rows: [string, string][] = [
    ['Kaufpreis (differenzbesteuert nach § 25a UStG)', `${de(price)} €`],
    ['abzüglich Inzahlungnahme Volvo P1800 S', `– ${de(trade)} €`],
    ['verbleibender Zahlbetrag', `${de(price - trade)} €`],
    [`Anzahlung fällig bis ${dDe(addDays(date, 7))}`, `${de(5000)} €`],
  ];
  rows.forEach(([k, v], i) => {
    p.box(50, 150 + i * 22, 495, 22, i === 0);
    p.text(56, k, { y: 165 + i * 22, size: 9, bold: i === 0 });
    p.text(539, v, { y: 165 + i * 22, size: 10, bold: i === 0, align: 'right' });
  });
  p.text(50, 'Liefertermin: nach Zahlungseingang, spätestens 4 Wochen. Gerichtsstand Düsseldorf.', { y: 260, size: 8 });
  p.text(50, `Düsseldorf, den ${dDeLong(date)}`, { y: 300, size: 10 });
  p.text(50, 'M. Brenneke', { y: 335, size: 13, serif: true });
  p.text(330, 'i. A. S. Kowalczyk', { y: 335, size: 13, serif: true });
  rule(p, 50, 340, 200);
  rule(p, 330, 340, 200);
  p.text(50, 'Besteller', { y: 352, size: 7 });
  p.text(330, `für ${seller}`, { y: 352, size: 7 });
  p.text(50, `${seller} · Königsallee 100 · 40212 Düsseldorf · HRB 81${digits(rng, 3)} · USt-IdNr. DE 31${digits(rng, 7)}`, { y: 800, size: 7 });
  return doc(p, 'de', purchase(seller, price, date));
};

/** 2006 US auction bill of sale: hammer price plus buyer's premium is the purchase price; the consignor sells. */
const auction06: Family = (rng) => {
  const p = page();
  const date = `2006-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const seller = 'Harold J. Weems';
  const hammer = rng.int(30, 60) * 1000;
  const prem = Math.round(hammer * 0.1);
  const price = hammer + prem;
  p.text(297, 'PRAIRIE STATE COLLECTOR CAR AUCTIONS', { y: 58, size: 14, bold: true, align: 'center' });
  p.text(297, 'Illinois State Fairgrounds · Springfield, IL · Auctioneer Lic. 441.000' + digits(rng, 3), { y: 72, size: 8, align: 'center' });
  p.text(297, 'BILL OF SALE', { y: 100, size: 13, bold: true, align: 'center' });
  p.text(50, `Sale date: ${dEnLong(date)}`, { y: 130, size: 10 });
  p.text(545, `Lot ${rng.int(100, 699)}   Bidder #${rng.int(1000, 4999)}`, { y: 130, size: 10, align: 'right' });
  p.text(50, `Consignor / Seller: ${seller}, Peoria, IL`, { y: 155, size: 10 });
  p.text(50, 'Buyer: Robert Brenneke, Fort Wayne, IN', { y: 170, size: 10 });
  p.text(50, `Vehicle: 1972 Chevrolet Corvette Stingray coupe, VIN 1Z37K2S5${digits(rng, 5)}, odometer ${whole(rng.int(40, 99) * 1000, ',')} (TMU)`, {
    y: 185,
    size: 9,
  });
  const rows: [string, number][] = [
    ['Hammer price', hammer],
    ['Buyer’s premium 10%', prem],
    ['Total purchase price', price],
  ];
  rows.forEach(([k, v], i) => {
    p.text(300, k, { y: 225 + i * 16, size: 10, bold: i === 2 });
    p.text(545, `$${en(v)}`, { y: 225 + i * 16, size: 10, bold: i === 2, align: 'right' });
  });
  p.text(50, `Deposit paid on the fall of the hammer: $${en(5000)}. Balance by certified funds within 3 business days.`, { y: 300, size: 8 });
  p.text(50, 'The auction company acts as agent for the consignor. Sold as is, where is.', { y: 312, size: 8 });
  p.text(50, `Title to follow by mail; inspection ${dUs(addDays(date, -1))}.`, { y: 324, size: 8 });
  return doc(p, 'en', purchase(seller, price, date));
};

/** 1999 UK dealer sales invoice (margin scheme): deposit taken, balance; the dealer is the seller. */
const ukDealer99: Family = (rng) => {
  const p = page();
  const date = `1999-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const seller = 'Marque Classics of Bath Ltd';
  const price = rng.int(9, 19) * 1000 + 950;
  p.text(50, 'Marque Classics', { y: 58, size: 18, bold: true, serif: true });
  p.text(50, 'of Bath', { y: 74, size: 11, serif: true });
  p.text(545, 'SALES INVOICE', { y: 58, size: 12, bold: true, align: 'right' });
  p.text(545, `No. ${rng.int(3000, 3999)}   Date ${dUk(date)}`, { y: 74, size: 9, align: 'right' });
  p.text(50, 'Sold to: Mr P. Brenneke, Ashdown House, Kenilworth', { y: 110, size: 10 });
  p.text(
    50,
    `1974 MGB GT, reg. ${rng.pick(['SFC', 'OBL', 'HJO'])} ${rng.int(100, 999)}M, chassis GHD5-${digits(rng, 6)}, recorded ${whole(rng.int(50, 99) * 1000, ',')} miles`,
    { y: 125, size: 9 },
  );
  const rows: [string, string][] = [
    ['Vehicle price', en(price)],
    ['Road fund licence 12 months', en(155)],
    ['Total', en(price + 155)],
    [`Less deposit paid ${dUk(addDays(date, -10))}`, `(${en(500)})`],
    ['Balance paid', en(price + 155 - 500)],
  ];
  rows.forEach(([k, v], i) => {
    p.text(300, k, { y: 170 + i * 16, size: 10, bold: i === 0 });
    p.text(545, `£${v}`, { y: 170 + i * 16, size: 10, bold: i === 0, align: 'right' });
  });
  p.text(50, 'Second-hand margin scheme: input tax deduction has not been and will not be claimed.', { y: 280, size: 8 });
  p.text(50, `${seller} · Lower Bristol Road, Bath BA2 3DW · Co. Reg. 2${digits(rng, 6)}`, { y: 800, size: 7 });
  return doc(p, 'en', purchase(seller, price, date));
};

/** 1974 hand-written US bill of sale: one paragraph, sum in words and figures. */
const handwritten74: Family = (rng) => {
  const p = page();
  const date = `1974-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const seller = 'Dale R. Kuykendall';
  const price = rng.pick([2800, 3250, 3400, 2950]);
  const words: Record<number, string> = {
    2800: 'Two thousand eight hundred',
    3250: 'Three thousand two hundred fifty',
    3400: 'Three thousand four hundred',
    2950: 'Two thousand nine hundred fifty',
  };
  p.text(297, 'Bill of Sale', { y: 80, size: 18, serif: true, align: 'center' });
  const lines = [
    `Marshalltown, Iowa   ${dEnLong(date)}`,
    '',
    `I, ${seller}, have this day sold to Robert Brenneke one`,
    `1966 Ford Mustang hardtop, serial 6F07C${digits(rng, 6)}, for the sum of`,
    `${words[price]} and 00/100 dollars ($${en(price)}),`,
    'receipt of which is hereby acknowledged. Car is sold as is.',
    `Buyer paid $${en(200)} down on ${dUs(addDays(date, -5))}.`,
  ];
  lines.forEach((l, i) => p.text(70, l, { y: 130 + i * 22, size: 12, serif: true }));
  p.text(330, 'Dale R. Kuykendall', { y: 320, size: 14, serif: true });
  rule(p, 330, 326, 180);
  p.text(330, 'Seller', { y: 338, size: 8 });
  return doc(p, 'en', purchase(seller, price, date));
};

export const dePurchases: Family[] = [clubFormular92, haendlerBestellung19];
export const enPurchases: Family[] = [auction06, ukDealer99, handwritten74];
