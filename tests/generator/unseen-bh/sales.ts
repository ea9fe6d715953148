/**
 * Sales: an automobile-club-style Kaufvertrag form for a private sale, a typed private Kaufvertrag from D-Mark days
 * with the price in words, an Oldtimerhändler's Rechnung under the margin scheme with a deposit; a US bill of sale,
 * a UK dealer's sales invoice with a part exchange.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, row, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  buildYear,
  CITIES_UK,
  CITIES_US,
  digits,
  fmtInt,
  kmStand,
  NACHNAMEN,
  ORTE,
  personDE,
  personEN,
  pickCar,
  plateDE,
  plateUK,
  postcodeUK,
  streetDE,
  streetEN,
  VORNAMEN,
  LAST_EN,
} from './kit';

const ONES = [
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
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function under1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  let s = h ? `${ONES[h]}hundert` : '';
  if (r < 20) s += ONES[r];
  else s += `${r % 10 ? ONES[r % 10] + 'und' : ''}${TENS[Math.floor(r / 10)]}`;
  return s;
}
/** A whole amount in German words, as written on contracts ("achttausendfünfhundert"). */
export function inWorten(n: number): string {
  const t = Math.floor(n / 1000);
  const r = n % 1000;
  return `${t ? `${t === 1 ? 'ein' : under1000(t)}tausend` : ''}${under1000(r)}`;
}
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
function en1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${EN_ONES[h]} hundred`);
  if (r) parts.push(r < 20 ? EN_ONES[r] : `${EN_TENS[Math.floor(r / 10)]}${r % 10 ? '-' + EN_ONES[r % 10] : ''}`);
  return parts.join(' and ');
}
function inWords(n: number): string {
  const t = Math.floor(n / 1000);
  const r = n % 1000;
  return [t ? `${en1000(t)} thousand` : '', r ? en1000(r) : ''].filter(Boolean).join(' ');
}

/** A club-style printed Kaufvertrag for a private sale: boxes for seller, buyer, car, price, assurances. */
export function clubKaufvertrag(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(2002, built + 20), 2026);
  const [ort, plz, code] = rng.pick(ORTE);
  const seller = personDE(rng);
  const buyer = personDE(rng);
  const price = rng.int(6, 80) * 500;
  const deposit = rng.chance(0.4) ? rng.int(1, 4) * 500 : 0;
  const km = kmStand(rng, yearOf(date), built);
  const p = new PageBuilder();
  p.y = 48;
  p.text(50, 'Kaufvertrag', { size: 17, bold: true });
  p.down(14).text(50, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeugs', { size: 9.5 });
  p.text(545, 'Muster des Automobilclubs – bitte vollständig ausfüllen', { size: 7, align: 'right', y: 48 });
  const block = (title: string, lines: [string, string][], x: number, y: number, w: number) => {
    p.box(x, y, w, 16 + lines.length * 15, false);
    p.box(x, y, w, 14, true);
    p.text(x + 4, title, { size: 8.5, bold: true, y: y + 10 });
    lines.forEach(([k, v], i) => {
      p.text(x + 4, k, { size: 7, y: y + 26 + i * 15 });
      p.text(x + 70, v, { size: 9.5, y: y + 26 + i * 15 });
    });
  };
  block(
    'Verkäufer',
    [
      ['Name', seller],
      ['Anschrift', `${streetDE(rng)}`],
      ['PLZ / Ort', `${plz} ${ort}`],
      ['Ausweis-Nr.', `L${digits(rng, 8)}`],
    ],
    50,
    76,
    240,
  );
  block(
    'Käufer',
    [
      ['Name', buyer],
      ['Anschrift', `${streetDE(rng)}`],
      ['PLZ / Ort', `${rng.pick(ORTE)[1]} ${rng.pick(ORTE)[0]}`],
      ['Ausweis-Nr.', `T${digits(rng, 8)}`],
    ],
    305,
    76,
    240,
  );
  block(
    'Kraftfahrzeug',
    [
      ['Hersteller / Typ', `${car.make} ${car.model}`],
      ['Fahrzeug-Ident.-Nr.', car.vin(rng, built)],
      ['Amtl. Kennzeichen', plateDE(rng, code, yearOf(date) - built >= 30)],
      ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${built}`],
      ['Gesamtfahrleistung', `${fmtInt(km, '.')} km lt. Tacho`],
      ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${yearOf(date) + rng.int(0, 2)}`],
    ],
    50,
    170,
    495,
  );
  p.y = 290;
  p.box(50, p.y, 495, 60);
  p.text(54, 'Kaufpreis', { size: 8.5, bold: true, y: p.y + 12 });
  p.text(130, `${fmtInt(price, '.')},– EUR`, { size: 12, bold: true, y: p.y + 14 });
  p.text(280, `in Worten: ${inWorten(price)} Euro`, { size: 9, y: p.y + 14 });
  if (deposit) {
    p.text(54, `Anzahlung bei Vertragsschluss: ${fmtInt(deposit, '.')},– EUR; Restbetrag ${fmtInt(price - deposit, '.')},– EUR bei Übergabe in bar.`, {
      size: 8.5,
      y: p.y + 32,
    });
  } else p.text(54, 'Der Kaufpreis wurde bei Übergabe in bar bezahlt. Der Verkäufer bestätigt den Empfang.', { size: 8.5, y: p.y + 32 });
  p.text(54, 'Fahrzeugbrief / ZB II, Fahrzeugschein / ZB I, 2 Schlüssel und HU-Bericht wurden übergeben.', { size: 8.5, y: p.y + 48 });
  p.y = 372;
  p.text(50, 'Der Verkäufer sichert zu:', { size: 9, bold: true });
  const assurances = [
    `[${rng.pick(['X', ' '])}] dass das Fahrzeug in der Zeit, in der es sein Eigentum war, keinen Unfallschaden erlitten hat`,
    '[X] dass das Fahrzeug keine sonstigen Beschädigungen hat, ausgenommen: Steinschläge, Gebrauchsspuren',
    '[X] dass die Gesamtfahrleistung nach seiner Kenntnis mit der Anzeige des Tachometers übereinstimmt',
    '[X] dass das Fahrzeug sein Eigentum ist und frei von Rechten Dritter',
  ];
  for (const a of assurances) p.down(14).text(56, a, { size: 8.5 });
  p.down(22);
  para(
    p,
    50,
    'Das Kraftfahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, soweit nicht vorstehend eine Zusicherung gemacht wurde. Dieser Ausschluss gilt nicht für Schadensersatzansprüche aus grober Fahrlässigkeit oder Vorsatz.',
    110,
    { size: 8.5, step: 11 },
  );
  p.down(10).text(50, `Übergabe des Fahrzeugs am ${fd(date, 'de')} um ${rng.int(9, 19)}:${rng.pick(['00', '15', '30', '45'])} Uhr.`, { size: 9 });
  p.down(40)
    .text(50, `${ort}, ${fd(date, 'de')}`, { size: 10, serif: true })
    .text(305, `${ort}, ${fd(date, 'de')}`, { size: 10, serif: true });
  hline(p, 50, 230, p.y + 24);
  hline(p, 305, 230, p.y + 24);
  p.down(34).text(50, `Unterschrift Verkäufer (${seller})`, { size: 7.5 }).text(305, 'Unterschrift Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A typed private Kaufvertrag from D-Mark days: prose, the price in figures and words. */
export function privatKaufvertrag(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1978, built + 1), 2001);
  const [ort, plz, code] = rng.pick(ORTE);
  const seller = `${rng.pick(VORNAMEN)} ${rng.pick(NACHNAMEN)}`;
  const buyer = personDE(rng);
  const price = rng.int(4, 60) * 250;
  const km = kmStand(rng, yearOf(date), built);
  const p = new PageBuilder();
  p.y = 90;
  p.text(297, 'K a u f v e r t r a g', { size: 15, bold: true, align: 'center', serif: true });
  p.down(40);
  para(
    p,
    70,
    `Zwischen ${seller}, ${streetDE(rng)}, ${plz} ${ort} – nachstehend Verkäufer genannt – und ${buyer}, ${streetDE(rng)}, ${rng.pick(ORTE)[0]} – nachstehend Käufer genannt – wird folgender Kaufvertrag geschlossen:`,
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(10);
  para(
    p,
    70,
    `1. Der Verkäufer verkauft dem Käufer den gebrauchten Personenkraftwagen ${car.make} ${car.model}, Baujahr ${built}, Fahrgestell-Nr. ${car.vin(rng, built)}, amtliches Kennzeichen ${plateDE(rng, code)}, Kilometerstand ${fmtInt(km, '.')} km.`,
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(6);
  para(
    p,
    70,
    `2. Der Kaufpreis beträgt DM ${fmtInt(price, '.')},– (in Worten: Deutsche Mark ${inWorten(price)}) und ist bei Übergabe des Fahrzeugs in bar zu zahlen.`,
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(6);
  para(
    p,
    70,
    '3. Das Fahrzeug wird verkauft wie besichtigt und probegefahren unter Ausschluss jeder Gewährleistung. Der Verkäufer versichert, dass das Fahrzeug unfallfrei ist.',
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(6);
  para(p, 70, '4. Der Käufer verpflichtet sich, das Fahrzeug innerhalb von drei Tagen auf seinen Namen umzumelden.', 88, { serif: true, size: 10.5, step: 15 });
  p.down(6);
  para(p, 70, '5. Kaufpreis erhalten, Fahrzeugbrief, Fahrzeugschein und zwei Schlüssel übergeben.', 88, { serif: true, size: 10.5, step: 15 });
  p.down(36).text(70, `${ort}, den ${fd(date, rng.pick(['de', 'delong']))}`, { serif: true, size: 10.5 });
  p.down(50);
  hline(p, 70, 200, p.y);
  hline(p, 320, 200, p.y);
  p.down(14).text(70, `${seller} (Verkäufer)`, { serif: true, size: 9 }).text(320, 'Käufer', { serif: true, size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Oldtimerhändler's invoice: margin scheme (§ 25a UStG, no VAT shown), deposit deducted. */
export function haendlerRechnung(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(2002, built + 22), 2026);
  const [ort, plz] = rng.pick(ORTE);
  const dealer = `${rng.pick(['Classic Cars', 'Oldtimer-Galerie', 'Youngtimer-Handel'])} ${rng.pick(NACHNAMEN)} ${rng.pick(['GmbH', 'e.K.', 'GmbH & Co. KG'])}`;
  const price = rng.int(16, 180) * 500 - rng.pick([0, 100]);
  const deposit = rng.chance(0.6) ? rng.int(1, 5) * 1000 : 0;
  const extras: [string, number][] = rng.chance(0.5) ? [['Überführungskennzeichen und Zulassungsservice', rng.int(8, 18) * 10]] : [];
  const km = kmStand(rng, yearOf(date), built);
  const p = new PageBuilder();
  p.y = 56;
  p.text(545, dealer, { size: 14, bold: true, align: 'right' });
  p.down(13).text(545, `${streetDE(rng)} · ${plz} ${ort}`, { size: 8.5, align: 'right' });
  p.down(11).text(545, `Ankauf · Verkauf · Kommission · USt-IdNr. DE${digits(rng, 9)}`, { size: 8.5, align: 'right' });
  p.down(36).text(50, personDE(rng), { size: 10 });
  p.down(12).text(50, streetDE(rng), { size: 10 });
  p.down(12).text(50, `${rng.pick(ORTE)[1]} ${rng.pick(ORTE)[0]}`, { size: 10 });
  p.down(34)
    .text(50, `Rechnung Nr. ${yearOf(date)}-${rng.int(10, 199)}`, { size: 13, bold: true })
    .text(545, `Rechnungsdatum: ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(14).text(545, `Kaufvertrag vom: ${fd(addDays(date, -rng.int(0, 12)), 'de')}`, { size: 9.5, align: 'right' });
  p.down(22).text(50, 'Wir berechnen Ihnen für die Lieferung des folgenden Gebrauchtfahrzeugs:', { size: 9.5 });
  p.down(18);
  const rows: [string, string][] = [
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Fahrzeug-Ident.-Nr.', car.vin(rng, built)],
    ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${built}`],
    ['Laufleistung', `${fmtInt(km, '.')} km (abgelesen)`],
    ['Farbe', rng.pick(['Astralsilber', 'Signalrot', 'Champagner metallic', 'Diamantblau', 'Weiß'])],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9 }).text(200, v, { size: 9.5 });
    p.down(13);
  }
  const cols: Col[] = [{ x: 60 }, { x: 535, align: 'right' }];
  p.down(14);
  row(p, cols, ['Verkaufspreis Fahrzeug', `${num(price, 'de')} EUR`], { size: 10, bold: true });
  let sumAll = price;
  for (const [t, a] of extras) {
    p.down(14);
    row(p, cols, [t, `${num(a, 'de')} EUR`], { size: 9.5 });
    sumAll += a;
  }
  if (deposit) {
    p.down(14);
    row(p, cols, [`abzüglich Anzahlung vom ${fd(addDays(date, -rng.int(5, 30)), 'de')}`, `-${num(deposit, 'de')} EUR`], { size: 9.5 });
  }
  hline(p, 300, 235, p.y + 6);
  p.down(20);
  row(p, cols, ['Zu zahlen', `${num(sumAll - deposit, 'de')} EUR`], { size: 10.5, bold: true });
  p.down(30).text(50, 'Differenzbesteuerung gemäß § 25a UStG – Sonderregelung für Gebrauchtgegenstände. Die Umsatzsteuer wird nicht gesondert ausgewiesen.', {
    size: 8,
  });
  p.down(12).text(50, 'Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** A US bill of sale: seller, buyer, vehicle, the sum, as-is, signatures. */
export function usBillOfSale(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1985, built + 6), 2026);
  const [city, st, zip] = rng.pick(CITIES_US);
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const price = rng.int(3, 70) * 500;
  const p = new PageBuilder();
  p.y = 80;
  p.text(297, 'BILL OF SALE', { size: 18, bold: true, align: 'center' });
  p.down(16).text(297, 'Motor Vehicle', { size: 10, align: 'center' });
  p.down(36);
  para(
    p,
    60,
    `For and in consideration of the sum of $${fmtInt(price, ',')}.00 (${inWords(price)} dollars), receipt of which is hereby acknowledged, I/we, ${seller} (Seller), of ${streetEN(rng)}, ${city}, ${st} ${zip}, do hereby sell, transfer and convey to ${buyer} (Buyer) the following vehicle:`,
    95,
    { size: 10.5, step: 15 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Year', String(built)],
    ['Make', car.make],
    ['Model', car.model],
    ['VIN', car.vin(rng, built)],
    ['Odometer', `${fmtInt(Math.round(kmStand(rng, yearOf(date), built) * 0.62), ',')} miles`],
    ['Title No.', `${digits(rng, 8)}`],
  ];
  for (const [k, v] of rows) {
    p.text(80, `${k}:`, { size: 10 }).text(180, v, { size: 10.5 });
    p.down(16);
  }
  p.down(12);
  para(
    p,
    60,
    'The vehicle is sold AS IS, WHERE IS, with no warranty expressed or implied. Seller warrants that the vehicle is free of all liens and encumbrances and that Seller has full right to sell it.',
    95,
    { size: 10, step: 14 },
  );
  p.down(14).text(60, `Date of sale: ${fd(date, rng.pick(['us', 'uslong']))}`, { size: 10.5 });
  p.down(50);
  hline(p, 60, 210, p.y);
  hline(p, 320, 210, p.y);
  p.down(14).text(60, `Seller: ${seller}`, { size: 9 }).text(320, `Buyer: ${buyer}`, { size: 9 });
  if (rng.chance(0.4))
    p.down(30).text(
      60,
      `Subscribed and sworn before me on ${fd(date, 'us')}. Notary Public, ${st}. Commission expires ${fd(addDays(date, rng.int(200, 1400)), 'us')}.`,
      { size: 8 },
    );
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A UK classic dealer's sales invoice: margin scheme, a part exchange and the balance. */
export function ukDealerInvoice(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1995, built + 15), 2026);
  const [town, area] = rng.pick(CITIES_UK);
  const dealer = `${rng.pick(LAST_EN)} ${rng.pick(['Classic Cars Ltd', 'Sports & Classics', 'Motor Company'])}`;
  const price = rng.int(8, 90) * 500 - rng.pick([0, 50]);
  const px = rng.chance(0.6) ? rng.int(2, 12) * 250 : 0;
  const pxCar = rng.pick(['2009 Ford Focus 1.6', '2012 Vauxhall Astra', '2006 Volvo V70', '2014 Skoda Octavia']);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, dealer, { size: 16, bold: true, serif: true });
  p.down(14).text(50, `${streetEN(rng)}, ${town} ${postcodeUK(rng, area)} · ${rng.int(100, 999)} ${digits(rng, 4)}`, { size: 8.5 });
  p.down(34).text(50, 'VEHICLE SALES INVOICE', { size: 13, bold: true });
  p.text(545, `No. ${rng.int(1000, 4999)}`, { size: 10, align: 'right' });
  p.down(14).text(545, `Date: ${fd(date, 'uklong')}`, { size: 10, align: 'right' });
  p.down(0).text(50, `Sold to: ${personEN(rng)}, ${streetEN(rng)}`, { size: 10 });
  p.down(26);
  const rows: [string, string][] = [
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['Registration', plateUK(rng, built)],
    ['Chassis no.', car.vin(rng, built)],
    ['Recorded mileage', `${fmtInt(Math.round(kmStand(rng, yearOf(date), built) * 0.62), ',')} (warranted: ${rng.pick(['yes', 'no'])})`],
    ['MOT', rng.pick(['exempt (historic vehicle)', `valid to ${fd(addDays(date, rng.int(100, 360)), 'uk')}`])],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5 }).text(190, v, { size: 10 });
    p.down(14);
  }
  const cols: Col[] = [{ x: 300 }, { x: 545, align: 'right' }];
  p.down(16);
  row(p, cols, ['Sale price', `£${num(price, 'en')}`], { size: 10.5, bold: true });
  if (px) {
    p.down(15);
    row(p, cols, [`Less part exchange (${pxCar})`, `-£${num(px, 'en')}`], { size: 9.5 });
  }
  const dep = rng.chance(0.4) ? 500 : 0;
  if (dep) {
    p.down(15);
    row(p, cols, ['Less deposit paid', `-£${num(dep, 'en')}`], { size: 9.5 });
  }
  hline(p, 300, 245, p.y + 6);
  p.down(20);
  row(p, cols, ['Balance due', `£${num(price - px - dep, 'en')}`], { size: 10.5, bold: true });
  p.down(30).text(50, 'Second-hand margin scheme: input tax deduction does not apply. VAT is not shown separately.', { size: 8.5 });
  p.down(12).text(50, 'Sold as seen, inspected and road tested by the purchaser. Your statutory rights are not affected.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}
