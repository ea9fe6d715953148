/**
 * Purchase papers: a Swiss private Kaufvertrag with a deposit, an Austrian auction house's Kaufrechnung
 * (Meistbot plus Aufgeld plus USt on the Aufgeld), a German DM contract of the 1980s with the price in
 * words, a British auction buyer's invoice with a deposit taken on the day, and an Irish dealer's
 * invoice with a trade-in. At auction the purchase price is what the buyer pays for the lot (hammer
 * plus premium plus tax on the premium, the invoice's total) and the seller is the auction house.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, chf, dDe, de, dEn, digits, doc, en, eurAt, eurIe, gbp, PageBuilder, r2, rule, vin, wrap } from './kit';

/** Swiss private contract: seller and buyer side by side, price in Fr., deposit on signature, handover later. */
export function swissPrivateKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const seller = rng.pick(['Hans-Peter Zbinden', 'Monika Schnyder', 'Thomas Gerber']);
  const date = rng.date(2003, 2025);
  const price = rng.pick([18500, 24500, 32000, 46800, 59000]);
  const deposit = rng.pick([1000, 2000, 5000]);
  p.text(297, 'Kaufvertrag für ein Occasionsfahrzeug', { y: 60, size: 15, bold: true, align: 'center' });
  p.text(50, 'Verkäufer', { y: 100, size: 9, bold: true });
  p.text(50, seller, { y: 115 });
  p.text(50, 'Hofmattstrasse 19, 6020 Emmenbrücke', { y: 128, size: 9.5 });
  p.text(50, `Tel. 079 ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, { y: 141, size: 9.5 });
  p.text(310, 'Käufer', { y: 100, size: 9, bold: true });
  p.text(310, 'Reto Ammann', { y: 115 });
  p.text(310, 'Bahnhofplatz 2, 6300 Zug', { y: 128, size: 9.5 });
  rule(p, 50, 155, 495);
  const car: [string, string][] = [
    ['Marke / Typ', rng.pick(['Porsche 911 SC 3.0', 'Mercedes-Benz 280 SE 3.5 Coupé', 'Alfa Romeo GTV 2000'])],
    ['Fahrgestell-Nr.', vin(rng, 'WP0ZZZ91Z', 17)],
    ['Stamm-Nr.', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['1. Inverkehrsetzung', dDe(rng.date(1970, 1989))],
    ['km-Stand (abgelesen)', chf(rng.int(60000, 190000), 'bare').slice(0, -3)],
    ['Letzte MFK', dDe(addDays(date, -rng.int(100, 900)))],
  ];
  car.forEach(([k, v], i) => {
    p.text(50, k, { y: 178 + i * 16, size: 9 });
    p.text(200, v, { y: 178 + i * 16, size: 10 });
  });
  let y = 290;
  p.box(50, y - 15, 495, 70);
  p.text(60, 'Kaufpreis', { y, size: 10, bold: true });
  p.text(535, chf(price, 'Fr'), { y, size: 12, bold: true, align: 'right' });
  p.text(60, `Anzahlung bei Unterzeichnung`, { y: y + 20, size: 9.5 });
  p.text(535, chf(deposit, 'Fr'), { y: y + 20, size: 9.5, align: 'right' });
  p.text(60, 'Restbetrag bei Übergabe, bar oder Bankcheck', { y: y + 40, size: 9.5 });
  p.text(535, chf(price - deposit, 'Fr'), { y: y + 40, size: 9.5, align: 'right' });
  y += 85;
  const text = `Das Fahrzeug wird wie besichtigt und Probe gefahren unter Ausschluss jeglicher Gewährleistung verkauft. Die Übergabe erfolgt am ${dDe(addDays(date, rng.int(3, 14)))} in Emmenbrücke. Nutzen und Gefahr gehen mit der Übergabe auf den Käufer über.`;
  wrap(text, 98).forEach((l, i) => p.text(50, l, { y: y + i * 13, size: 9 }));
  y += 80;
  p.text(50, `Ort / Datum: Emmenbrücke, ${dDe(date)}`, { y, size: 10 });
  rule(p, 50, y + 50, 200);
  rule(p, 310, y + 50, 200);
  p.text(50, 'Der Verkäufer', { y: y + 62, size: 8.5 });
  p.text(310, 'Der Käufer', { y: y + 62, size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, purchasePrice: price, saleDate: date });
}

/** Vienna auction house: Kaufrechnung for a lot, Meistbot, Käuferaufgeld, USt on the Aufgeld, total; auction date apart from invoice date. */
export function austrianAuctionKaufrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const house = rng.pick(['Auktionshaus Kinsberg-Hofer GmbH', 'Wiener Kunst- und Fahrzeugauktionen GmbH', 'Auktionshaus Salzach Classic GmbH']);
  const sale = rng.date(2005, 2025);
  const inv = addDays(sale, rng.int(1, 5));
  const hammer = rng.pick([18000, 26000, 38000, 54000, 72000, 115000]);
  const premRate = rng.pick([15, 18, 20]);
  const prem = r2((hammer * premRate) / 100);
  const tax = r2(prem * 0.2);
  const total = r2(hammer + prem + tax);
  p.text(50, house, { y: 58, size: 14, bold: true, serif: true });
  p.text(50, 'Palais Dorotheergasse 17 · 1010 Wien · Tel. +43 1 512 ' + rng.int(1000, 9999), { y: 72, size: 8.5 });
  p.text(50, 'Herrn Dr. Stefan Lindinger', { y: 120 });
  p.text(50, 'Hietzinger Hauptstraße 40', { y: 133 });
  p.text(50, '1130 Wien', { y: 146 });
  const lot = rng.int(100, 480);
  const info: [string, string][] = [
    ['Kaufrechnung', `${sale.slice(0, 4)}-${rng.int(1000, 9999)}`],
    ['Datum', dDe(inv)],
    ['Bieternummer', String(rng.int(100, 999))],
    ['Auktion', `Klassische Fahrzeuge, ${dDe(sale)}`],
  ];
  info.forEach(([k, v], i) => {
    p.text(320, k, { y: 115 + i * 14, size: 9 });
    p.text(400, v, { y: 115 + i * 14, size: 9 });
  });
  p.text(50, `Katalognummer ${lot}`, { y: 200, size: 11, bold: true });
  const desc = `${rng.pick(['1967 Mercedes-Benz 250 SE Cabriolet', '1959 Steyr-Puch 500 D', '1972 Porsche 911 2.4 T Targa', '1964 Jaguar Mk II 3.4'])}, Fahrgestellnummer ${vin(rng, '', 12)}, österreichische Einzelgenehmigung, Typenschein vorhanden.`;
  wrap(desc, 90).forEach((l, i) => p.text(50, l, { y: 218 + i * 13, size: 9.5 }));
  let y = 280;
  const rows: [string, string, boolean][] = [
    ['Meistbot (Zuschlag)', eurAt(hammer), false],
    [`Käuferaufgeld ${premRate} %`, eurAt(prem), false],
    ['20 % USt auf das Aufgeld', eurAt(tax), false],
    ['Gesamtbetrag', eurAt(total), true],
  ];
  rows.forEach(([k, v, b], i) => {
    p.text(300, k, { y: y + i * 17, size: 10, bold: b });
    p.text(545, v, { y: y + i * 17, size: 10, bold: b, align: 'right' });
  });
  rule(p, 300, y + 40, 245);
  y += 100;
  const text = `Das Meistbot unterliegt der Differenzbesteuerung. Zahlbar binnen 10 Tagen; die Ausfolgung des Fahrzeugs erfolgt nach vollständiger Bezahlung. Lagergebühr ab dem 15. Tag nach der Auktion € 25,– pro Tag.`;
  wrap(text, 98).forEach((l, i) => p.text(50, l, { y: y + i * 13, size: 8.5 }));
  p.text(
    50,
    `Erste Bank · IBAN AT${rng.int(10, 99)} 2011 1${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)} · UID ATU${digits(rng, 8)} · FN ${digits(rng, 6)}h`,
    { y: 805, size: 7.5 },
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: house, purchasePrice: total, saleDate: sale });
}

/** German private contract of the 1980s in DM: checkbox lines, price in figures and words, next HU as a decoy. */
export function germanDmKaufvertragWords(rng: Random): Generated {
  const p = new PageBuilder();
  const seller = rng.pick(['Gerhard Wiese', 'Ingrid Hoffmann', 'Dieter Kuhlmann']);
  const date = rng.date(1980, 1994);
  const [price, words] = rng.pick([
    [4800, 'viertausendachthundert'],
    [7500, 'siebentausendfünfhundert'],
    [12500, 'zwölftausendfünfhundert'],
    [18900, 'achtzehntausendneunhundert'],
  ] as const);
  p.text(50, 'Kaufvertrag', { y: 60, size: 18, bold: true, serif: true });
  p.text(50, 'über ein gebrauchtes Kraftfahrzeug — privat an privat', { y: 76, size: 9, serif: true });
  const fields: [string, string][] = [
    ['Verkäufer (Name, Anschrift)', `${seller}, Lindenallee 8, 3000 Hannover 1`],
    ['Käufer (Name, Anschrift)', 'Jürgen Meyer, Podbielskistr. 201, 3000 Hannover 51'],
    ['Hersteller / Typ', rng.pick(['VW Käfer 1303 S', 'Opel GT 1900', 'Ford Taunus 17M', 'NSU Ro 80'])],
    ['Fahrgestell-Nr.', vin(rng, '', 10)],
    ['Amtl. Kennzeichen', `H-${rng.pick(['GW', 'IH', 'DK'])} ${rng.int(10, 999)}`],
    ['Fahrzeugbrief-Nr.', `${rng.pick(['AF', 'BH', 'CM'])} ${digits(rng, 6)}`],
    ['Gesamtfahrleistung lt. Tacho', `${de(rng.int(50, 160) * 1000).slice(0, -3)} km`],
    ['Nächste Hauptuntersuchung', `${String(rng.int(1, 12)).padStart(2, '0')}/${String((Number(date.slice(2, 4)) + 1) % 100).padStart(2, '0')}`],
  ];
  fields.forEach(([k, v], i) => {
    const y = 105 + i * 32;
    p.text(50, k, { y, size: 7.5, serif: true });
    p.text(50, v, { y: y + 15, size: 10.5, serif: true });
    rule(p, 50, y + 19, 495);
  });
  let y = 375;
  const boxes = ['Das Fahrzeug ist unfallfrei.', 'Das Fahrzeug hat folgende Unfallschäden: —', 'Der Verkäufer ist Ersthalter.'];
  boxes.forEach((b, i) => {
    p.box(50, y + i * 16 - 9, 9, 9);
    if (i === 0) p.text(51, 'x', { y: y + i * 16 - 1, size: 9 });
    p.text(66, b, { y: y + i * 16, size: 9.5, serif: true });
  });
  y += 70;
  p.text(50, `Kaufpreis: DM ${de(price).slice(0, -3)},–`, { y, size: 12, bold: true, serif: true });
  p.text(50, `(in Worten: ${words} Deutsche Mark)`, { y: y + 16, size: 9.5, serif: true });
  p.text(50, 'Der Kaufpreis wurde bar bezahlt. Das Fahrzeug wird unter Ausschluss der Gewährleistung verkauft.', { y: y + 36, size: 9, serif: true });
  y += 80;
  p.text(50, `Hannover, den ${dDe(date)}`, { y, size: 10, serif: true });
  rule(p, 50, y + 45, 200);
  rule(p, 320, y + 45, 200);
  p.text(50, 'Unterschrift Verkäufer', { y: y + 57, size: 8, serif: true });
  p.text(320, 'Unterschrift Käufer', { y: y + 57, size: 8, serif: true });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, purchasePrice: price, saleDate: date });
}

/** British auction buyer's invoice: lot strip, hammer, premium, VAT on premium, total, deposit paid on the day, balance. */
export function ukAuctionBuyersInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const house = rng.pick(['Charnwood & Hale Auctioneers Ltd', 'Ledbury Classic Sales Ltd', 'Dorset Historic Vehicle Auctions Ltd']);
  const sale = rng.date(2006, 2025);
  const vat = sale >= '2011-01-04' ? 20 : sale >= '2010-01-01' ? 17.5 : sale >= '2008-12-01' ? 15 : 17.5;
  const hammer = rng.pick([8200, 14500, 23000, 36500, 51000, 88000]);
  const premRate = rng.pick([10, 12.5, 15]);
  const prem = r2((hammer * premRate) / 100);
  const tax = r2((prem * vat) / 100);
  const total = r2(hammer + prem + tax);
  const deposit = Math.min(hammer, rng.pick([1000, 2500, 5000]));
  p.text(297, house, { y: 55, size: 15, bold: true, align: 'center' });
  p.text(297, 'The Showground, Loughborough LE12 · Buyers’ Office 01509 ' + rng.int(200000, 299999), { y: 69, size: 8, align: 'center' });
  p.text(50, "BUYER'S INVOICE", { y: 110, size: 13, bold: true });
  p.text(545, `Sale: Spring Classic Vehicle Sale, ${dEn(sale, 'long')}`, { y: 110, size: 9, align: 'right' });
  p.text(545, `Invoice date: ${dEn(addDays(sale, rng.int(0, 2)))}`, { y: 123, size: 9, align: 'right' });
  p.text(50, `Buyer no. ${rng.int(100, 899)}   Mr N. Ashworth, 14 Cold Bath Road, Harrogate`, { y: 140, size: 9 });
  const lot = rng.int(1, 240);
  const car = rng.pick(['1965 Jaguar E-Type 4.2 Roadster', '1972 MGB Roadster', '1958 Austin-Healey Sprite Mk I', '1969 Triumph TR6 PI']);
  let y = 180;
  p.box(50, y - 14, 495, 20, true);
  p.text(56, 'Lot', { y, size: 9, bold: true });
  p.text(100, 'Description', { y, size: 9, bold: true });
  p.text(540, '£', { y, size: 9, bold: true, align: 'right' });
  y += 22;
  p.text(56, String(lot), { y, size: 10 });
  p.text(100, car, { y, size: 10 });
  p.text(100, `Chassis ${vin(rng, '1E', 10)} · Reg. ${rng.pick(['EUV', 'JKR', 'XBW'])} ${rng.int(100, 999)}${rng.pick(['C', 'F', 'K'])} · V5C present`, {
    y: y + 13,
    size: 8.5,
  });
  const rows: [string, string, boolean][] = [
    ['Hammer price', en(hammer), false],
    [`Buyer's premium @ ${premRate}%`, en(prem), false],
    [`VAT @ ${vat}% on premium`, en(tax), false],
    ['TOTAL', gbp(total), true],
    ['Less: deposit paid on the day', `-${en(deposit)}`, false],
    ['BALANCE TO PAY', gbp(total - deposit), true],
  ];
  y += 45;
  rows.forEach(([k, v, b], i) => {
    p.text(300, k, { y: y + i * 16, size: 10, bold: b });
    p.text(540, v, { y: y + i * 16, size: 10, bold: b, align: 'right' });
  });
  y += 130;
  wrap(
    'The balance must be paid in cleared funds within three working days. Lots not collected within seven days incur storage at £30 per day plus VAT. The hammer price is not subject to VAT (margin scheme).',
    100,
  ).forEach((l, i) => p.text(50, l, { y: y + i * 12, size: 8.5 }));
  p.text(50, `Client account: sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)} · a/c ${digits(rng, 8)} · VAT reg. GB ${digits(rng, 9)}`, {
    y: 805,
    size: 7.5,
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: house, purchasePrice: total, saleDate: sale });
}

/** Irish dealer's sales invoice: sale price, trade-in allowance taken off, balance financed; VRT noted as included. */
export function irishDealerTradeIn(rng: Random): Generated {
  const p = new PageBuilder();
  const dealer = rng.pick(['Shannon Motor Sales Ltd', 'Kilkenny Prestige Cars', 'Fitzgerald Motors (Athlone) Ltd']);
  const date = rng.date(2008, 2025);
  const price = rng.pick([12950, 18450, 24995, 31500, 42750]);
  const trade = rng.pick([2500, 4000, 6500]);
  p.text(50, dealer, { y: 58, size: 16, bold: true });
  p.text(50, 'SIMI Member · Dublin Road, Athlone, Co. Westmeath', { y: 72, size: 8.5 });
  p.text(545, 'SALES INVOICE', { y: 58, size: 12, bold: true, align: 'right' });
  p.text(545, `No. ${rng.int(2000, 9999)}`, { y: 72, size: 9, align: 'right' });
  p.text(545, `Date: ${dEn(date)}`, { y: 85, size: 9, align: 'right' });
  p.text(50, 'Sold to:', { y: 120, size: 8.5, bold: true });
  p.text(50, 'Mr Pádraig Kenny, Ballymahon, Co. Longford', { y: 133 });
  const y2 = date.slice(2, 4);
  const reg = `${y2}${Number(y2) >= 13 ? rng.pick(['1', '2']) : ''}-WH-${rng.int(100, 9999)}`;
  const rows: [string, string][] = [
    ['Vehicle', rng.pick(['Volkswagen Passat 2.0 TDI Highline', 'Toyota Avensis 1.6 Aura', 'BMW 320d M Sport'])],
    ['Registration', reg],
    ['Chassis no.', vin(rng, 'WVWZZZ3C', 17)],
    ['Odometer', `${en(rng.int(15000, 140000)).slice(0, -3)} km`],
    ['Warranty', '12 months dealer warranty'],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 165 + i * 16, size: 9 });
    p.text(160, v, { y: 165 + i * 16, size: 10 });
  });
  let y = 275;
  const money: [string, string, boolean][] = [
    ['Sale price (incl. VRT and VAT)', eurIe(price), true],
    [`Less trade-in allowance (${rng.pick(['06-LH-2231', '04-WH-882', '08-G-14417'])})`, `-${eurIe(trade)}`, false],
    ['Balance', eurIe(price - trade), false],
    ['Paid by: Finance (Bank of Ireland), deposit by trade-in', '', false],
  ];
  money.forEach(([k, v, b], i) => {
    p.text(50, k, { y: y + i * 18, size: 10, bold: b });
    if (v) p.text(545, v, { y: y + i * 18, size: 10, bold: b, align: 'right' });
  });
  y += 100;
  p.text(50, 'The vehicle has been sold with a current NCT certificate and the VRC transferred to the purchaser.', { y, size: 8.5 });
  rule(p, 50, y + 50, 200);
  p.text(50, 'Signed for the dealer', { y: y + 62, size: 8 });
  p.text(50, `VAT No. IE ${digits(rng, 7)}${rng.pick(['K', 'P'])} · Registered in Ireland ${digits(rng, 6)}`, { y: 805, size: 7.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, purchasePrice: price, saleDate: date });
}
