/**
 * Buying, valuing and small spending online: an online auction's buyer receipt (German and US), a private sale's
 * contract printed from a classifieds portal with the parties side by side, a German dealer's margin-scheme invoice, a
 * US bill of sale filled in online with both parties side by side, a UK dealer's invoice from its DMS; digital
 * appraisal reports with photo grids and captions, an app's short valuation, an Austrian report, a US appraisal, a
 * UK valuation e-mail, a Canadian agreed-value appraisal; online parts shops' invoices, fuel and payment e-receipts.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, para, r2, row, sum, vatDE, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS, digits, letters, mailHead, nameDE, nameEN, photo, plateDE, plateUK, qr, vin } from './kit';

/** An online classic-car auction's buyer receipt: winning bid to the seller, the platform's buyer fee to the platform. */
export function auktionKaeuferbeleg(rng: Random): Generated {
  const date = dateIn(rng, 2017, 2026);
  const seller = nameDE(rng);
  const bid = rng.int(9, 95) * 500;
  const fee = Math.min(r2(bid * 0.05), 5000);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, rng.pick(['Classic-Auktion.de', 'Oldtimer-Bieter GmbH', 'AutoAuktion24 Classic']), { size: 13, bold: true });
  p.down(30).text(40, 'Zuschlagsbestätigung und Käuferbeleg', { size: 13, bold: true });
  p.down(16).text(40, `Auktion #${digits(rng, 6)} · beendet am ${fd(date, 'de')} um ${rng.int(18, 21)}:${rng.int(10, 59)} Uhr`, { size: 8.5 });
  p.down(26);
  const top = p.y;
  p.text(40, 'Verkäufer', { size: 8, bold: true, y: top })
    .text(40, seller, { size: 10, y: top + 13 })
    .text(40, `${rng.pick(['Bremen', 'Trier', 'Passau'])}`, { size: 9, y: top + 26 });
  p.text(300, 'Käufer', { size: 8, bold: true, y: top })
    .text(300, nameDE(rng), { size: 10, y: top + 13 })
    .text(300, `Bieter „${letters(rng, 2).toLowerCase()}${digits(rng, 3)}“`, { size: 9, y: top + 26 });
  p.y = top + 50;
  p.text(40, `Fahrzeug: ${rng.pick(CARS)}, FIN ${vin(rng)}`, { size: 9 });
  p.down(24);
  for (const [k, v] of [
    ['Höchstgebot (Kaufpreis, an den Verkäufer)', bid],
    ['Käuferprovision 5 % inkl. MwSt. (an die Plattform)', fee],
  ] as [string, number][]) {
    p.text(40, k, { size: 9 }).text(555, `${num(v, 'de')} €`, { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(10);
  para(
    p,
    40,
    `Der Kaufvertrag kommt zwischen Verkäufer und Käufer zustande. Den Kaufpreis zahlen Sie direkt an den Verkäufer; die Käuferprovision wurde Ihrer hinterlegten Kreditkarte am ${fd(date, 'de')} belastet.`,
    110,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: bid });
}

/** A private sale's contract filled in on a classifieds portal and printed: seller and buyer side by side. */
export function kaufvertragPortal(rng: Random): Generated {
  const date = dateIn(rng, 2010, 2026);
  const seller = nameDE(rng);
  const price = rng.int(4, 70) * 500;
  const p = new PageBuilder();
  p.y = 46;
  p.text(297, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { size: 13, bold: true, align: 'center' });
  p.down(13).text(297, `privat an privat · erstellt mit dem Vertragsassistenten von ${rng.pick(['mobile.de', 'kleinanzeigen.de', 'autoscout24.de'])}`, {
    size: 7.5,
    align: 'center',
  });
  p.down(26);
  const top = p.y;
  p.box(40, top - 12, 255, 84).box(300, top - 12, 255, 84);
  p.text(46, 'Verkäufer', { y: top, size: 8, bold: true }).text(306, 'Käufer', { y: top, size: 8, bold: true });
  const buyer = nameDE(rng);
  [
    seller,
    `${rng.pick(['Ahornweg', 'Mühlstraße', 'Birkenhof'])} ${rng.int(1, 60)}`,
    `${digits(rng, 5)} ${rng.pick(['Hameln', 'Celle', 'Verden'])}`,
    `Ausweis-Nr. ${letters(rng, 1)}${digits(rng, 8)}`,
  ].forEach((t, i) => p.text(46, t, { y: top + 14 + i * 13, size: 9 }));
  [
    buyer,
    `${rng.pick(['Rosenweg', 'Dorfstraße', 'Am Bach'])} ${rng.int(1, 60)}`,
    `${digits(rng, 5)} ${rng.pick(['Gotha', 'Suhl', 'Jena'])}`,
    `Ausweis-Nr. ${letters(rng, 1)}${digits(rng, 8)}`,
  ].forEach((t, i) => p.text(306, t, { y: top + 14 + i * 13, size: 9 }));
  p.y = top + 92;
  for (const [k, v] of [
    ['Fahrzeug', rng.pick(CARS)],
    ['FIN', vin(rng)],
    ['Amtl. Kennzeichen', plateDE(rng, rng.pick(['HM', 'CE', 'VER']))],
    ['Nr. ZB II', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['km-Stand (abgelesen)', `${num(rng.int(40000, 210000), 'de').slice(0, -3)}`],
  ] as [string, string][]) {
    p.text(46, k, { size: 9 }).text(200, v, { size: 9 });
    p.down(13);
  }
  p.down(12);
  p.box(40, p.y - 12, 515, 20, true);
  p.text(46, `Kaufpreis: ${num(price, 'de')} EUR (in Worten siehe Anlage), bar bei Übergabe erhalten.`, { size: 9.5, bold: true });
  p.down(24);
  para(
    p,
    40,
    'Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug keine Unfallschäden hat, soweit nicht angegeben: keine.',
    110,
    { size: 8 },
  );
  p.down(20);
  p.text(46, `${rng.pick(['Hameln', 'Celle', 'Verden'])}, den ${fd(date, 'de')}`, { size: 9 });
  p.down(30);
  hline(p, 46, 200);
  hline(p, 306, 200);
  p.down(10).text(46, 'Unterschrift Verkäufer', { size: 7 }).text(306, 'Unterschrift Käufer', { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A German classic dealer's invoice under the margin scheme (§ 25a UStG): no VAT shown, from its DMS. */
export function haendler25a(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2026);
  const dealer = rng.pick(['Klassikwerk Autohandel GmbH', 'Oldtimer Galerie Pfalz GmbH', 'Sternwerk Classics e.K.']);
  const price = rng.int(12, 160) * 500;
  const transfer = rng.chance(0.5) ? rng.pick([149, 199, 249]) : 0;
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, dealer, { size: 13, bold: true })
    .down(12)
    .text(40, `Fahrzeughandel · ${rng.pick(['Neustadt/Weinstraße', 'Kaiserslautern', 'Landau'])} · USt-IdNr. DE${digits(rng, 9)}`, { size: 8 });
  p.down(34)
    .text(40, `Rechnung Nr. FZ-${yearOf(date)}-${digits(rng, 4)}`, { size: 12, bold: true })
    .text(555, fd(date, 'de'), { size: 10, align: 'right' });
  p.down(22);
  for (const [k, v] of [
    ['Fahrzeug', rng.pick(CARS)],
    ['Fahrgestellnummer', vin(rng)],
    ['Erstzulassung', fd(dateIn(rng, 1965, 1998), 'de')],
    ['Laufleistung', `${num(rng.int(30000, 240000), 'de').slice(0, -3)} km (abgelesen)`],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(180, v, { size: 9 });
    p.down(13);
  }
  p.down(14);
  const cols: Col[] = [{ x: 40 }, { x: 555, align: 'right' }];
  row(p, cols, ['Fahrzeugpreis', `${num(price, 'de')} €`], { size: 9.5 });
  p.down(13);
  if (transfer) {
    row(p, cols, ['Zulassungsservice inkl. Gebühren', `${num(transfer, 'de')} €`], { size: 9.5 });
    p.down(13);
  }
  hline(p, 300, 255, p.y - 6);
  p.down(6);
  row(p, cols, ['Gesamtbetrag', `${num(price + transfer, 'de')} €`], { size: 10, bold: true });
  p.down(24);
  para(
    p,
    40,
    'Differenzbesteuerung gemäß § 25a UStG – Sonderregelung für Gebrauchtgegenstände. Die Umsatzsteuer ist nicht gesondert ausweisbar. Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum.',
    110,
    { size: 8 },
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** A US online auction's buyer receipt: hammer price to the seller, buyer's fee charged by the site. */
export function usAuctionReceipt(rng: Random): Generated {
  const date = dateIn(rng, 2015, 2026);
  const seller = nameEN(rng);
  const bid = rng.int(8, 120) * 500;
  const fee = Math.min(Math.max(r2(bid * 0.05), 250), 7500);
  const p = new PageBuilder();
  p.y = 40;
  mailHead(p, [
    ['From:', `${rng.pick(['Hammer & Gavel Online', 'ClassicBid', 'BidGarage'])} <winners@auctions.example.com>`],
    ['Date:', fd(date, 'uslong')],
    ['Subject:', `Congratulations! You won the ${rng.pick(CARS)}`],
  ]);
  p.text(40, 'Buyer receipt', { size: 14, bold: true });
  p.down(22);
  const top = p.y;
  p.text(40, 'SELLER', { y: top, size: 7.5, bold: true })
    .text(40, seller, { y: top + 13, size: 10 })
    .text(40, rng.pick(['Tulsa, OK', 'Mobile, AL', 'Knoxville, TN']), { y: top + 26, size: 9 });
  p.text(300, 'BUYER', { y: top, size: 7.5, bold: true })
    .text(300, nameEN(rng), { y: top + 13, size: 10 })
    .text(300, rng.pick(['Savannah, GA', 'Jackson, MS', 'Little Rock, AR']), { y: top + 26, size: 9 });
  p.y = top + 52;
  for (const [k, v] of [
    ['Auction ended', fd(date, 'us')],
    ['Lot', `#${digits(rng, 5)}`],
    ['VIN', vin(rng)],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(160, v, { size: 9 });
    p.down(13);
  }
  p.down(10);
  p.text(40, 'Winning bid (pay to seller)', { size: 9.5 }).text(555, `$${num(bid, 'en')}`, { size: 9.5, bold: true, align: 'right' });
  p.down(14)
    .text(40, "Buyer's fee 5% (charged to your card on file)", { size: 9.5 })
    .text(555, `$${num(fee, 'en')}`, { size: 9.5, align: 'right' });
  p.down(26);
  para(
    p,
    40,
    "Next steps: contact the seller within 24 hours to arrange payment of the winning bid and shipping. The seller's title will be mailed to you after payment clears.",
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: bid });
}

/** A bill of sale filled in online (a state's fillable form) with seller and buyer side by side. */
export function usBillOfSale(rng: Random): Generated {
  const date = dateIn(rng, 2006, 2026);
  const seller = nameEN(rng);
  const price = rng.int(3, 60) * 250;
  const p = new PageBuilder();
  p.y = 52;
  p.text(297, 'MOTOR VEHICLE BILL OF SALE', { size: 14, bold: true, align: 'center' });
  p.down(13).text(
    297,
    `${rng.pick(['STATE OF SOUTH CAROLINA', 'STATE OF TENNESSEE', 'STATE OF KENTUCKY'])} — FORM ${rng.pick(['4031', 'RV-F1317301', 'TC 96-182'])} (FILLABLE PDF)`,
    { size: 7.5, align: 'center' },
  );
  p.down(30);
  p.text(40, 'VEHICLE', { size: 8, bold: true });
  p.down(13).text(40, `Year/Make/Model: ${rng.pick(CARS)}    VIN: ${vin(rng)}    Odometer: ${rng.int(20000, 99999)}`, { size: 9 });
  p.down(28);
  const top = p.y;
  p.box(40, top - 12, 255, 70).box(300, top - 12, 255, 70);
  p.text(46, 'SELLER', { y: top, size: 8, bold: true })
    .text(46, seller, { y: top + 14, size: 10 })
    .text(46, `${rng.int(100, 9999)} ${rng.pick(['Oak St', 'Pine Ridge Rd', 'Hwy 11'])}`, { y: top + 28, size: 9 });
  p.text(306, 'BUYER', { y: top, size: 8, bold: true })
    .text(306, nameEN(rng), { y: top + 14, size: 10 })
    .text(306, `${rng.int(100, 9999)} ${rng.pick(['Elm Ave', 'Creek Rd', 'Main St'])}`, { y: top + 28, size: 9 });
  p.y = top + 78;
  para(
    p,
    40,
    `For and in consideration of the sum of $${num(price, 'en')} the receipt of which is hereby acknowledged, the seller does hereby sell, transfer and convey the vehicle described above to the buyer on this date: ${fd(date, 'us')}. The vehicle is sold AS IS.`,
    110,
    { size: 9.5, step: 13 },
  );
  p.down(30);
  hline(p, 46, 200);
  hline(p, 306, 200);
  p.down(10).text(46, 'Seller signature', { size: 7 }).text(306, 'Buyer signature', { size: 7 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A UK dealer's sales invoice from its DMS: margin scheme, part-exchange allowance, balance. */
export function ukDealerInvoice(rng: Random): Generated {
  const date = dateIn(rng, 2009, 2026);
  const dealer = rng.pick(['Hexagon Heritage Cars Ltd', 'Kent Classic Motor Co. Ltd', 'Wolds Sports Cars Ltd']);
  const price = rng.int(10, 90) * 495;
  const px = rng.chance(0.5) ? rng.int(2, 12) * 500 : 0;
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, dealer, { size: 13, bold: true }).text(555, `Sales Invoice ${digits(rng, 6)}`, { size: 9, align: 'right' });
  p.down(12).text(40, `Company No. ${digits(rng, 8)} · VAT GB ${digits(rng, 9)} · FCA ${digits(rng, 6)}`, { size: 7.5 });
  p.down(30);
  for (const [k, v] of [
    ['Invoice date', fd(date, 'uk')],
    ['Customer', nameEN(rng)],
    ['Vehicle', rng.pick(CARS)],
    ['Registration', plateUK(rng)],
    ['Chassis', vin(rng)],
    ['Recorded mileage', `${num(rng.int(20000, 150000), 'en').slice(0, -3)} (not warranted)`],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(170, v, { size: 9 });
    p.down(12.5);
  }
  p.down(16);
  const rows: [string, number][] = [['Vehicle sale price', price]];
  if (px) rows.push(['Less part exchange allowance', -px]);
  rows.push(['Balance to pay', price - px]);
  for (const [k, v] of rows) {
    p.text(300, k, { size: 9.5, bold: k.startsWith('Balance') }).text(555, `£${num(v, 'en')}`, { size: 9.5, bold: k.startsWith('Balance'), align: 'right' });
    p.down(13);
  }
  p.down(20);
  para(
    p,
    40,
    `Second-hand margin scheme: VAT is not shown separately and cannot be reclaimed. Vehicle supplied with ${rng.int(3, 12)} months' warranty, MOT and full tank.`,
    110,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

const GRADE_DE = ['1', '1-', '2+', '2', '2-', '3+', '3', '3-', '4'];

/** A digital valuation report: data, the grade, the value, and a grid of photos with captions. */
export function digitalGutachten(rng: Random): Generated {
  const date = dateIn(rng, 2012, 2026);
  const appraiser = nameDE(rng);
  const title = rng.pick(['Dipl.-Ing.', 'Kfz-Sachverständiger', 'Dipl.-Ing. (FH)']);
  const grade = rng.pick(GRADE_DE);
  const value = rng.int(8, 180) * 500;
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, rng.pick(['Sachverständigenbüro Classic Expert', 'GTÜ-Partner Ingenieurbüro Hasse', 'Gutachten-Werk Oldtimer']), { size: 11, bold: true }).text(
    555,
    `Gutachten Nr. ${digits(rng, 6)}`,
    { size: 8, align: 'right' },
  );
  p.down(26).text(40, 'Wertgutachten (Marktwert) – Kurzfassung', { size: 13, bold: true });
  p.down(20);
  for (const [k, v] of [
    ['Fahrzeug', rng.pick(CARS)],
    ['FIN', vin(rng)],
    ['Kennzeichen', plateDE(rng, rng.pick(['SB', 'KL', 'PS']))],
    ['Besichtigung am', fd(date, 'de')],
    ['Sachverständiger', `${title} ${appraiser}`],
  ] as [string, string][]) {
    p.text(40, k, { size: 8.5 }).text(150, v, { size: 8.5 });
    p.down(12);
  }
  p.down(16);
  const captions = ['Frontansicht links', 'Heckansicht rechts', 'Motorraum', 'Innenraum vorn', 'Unterboden Schweller', 'Typenschild'];
  for (let i = 0; i < 6; i++) photo(p, 40 + (i % 3) * 175, p.y + Math.floor(i / 3) * 110, 160, 85, `Bild ${i + 1}: ${captions[i]}`);
  p.y += 230;
  p.box(40, p.y - 12, 515, 44);
  p.text(48, `Zustandsnote (Gesamt): ${grade}`, { size: 10, bold: true });
  p.down(16).text(48, `Marktwert: ${num(value, 'de')} € (inkl. MwSt., differenzbesteuert)`, { size: 10, bold: true });
  p.down(34);
  para(
    p,
    40,
    'Die Bewertung erfolgte nach Sichtprüfung ohne Demontage. Notenskala 1 (makellos) bis 5 (restaurierungsbedürftig). Bildtafel vollständig im Anhang des PDF.',
    110,
    { size: 7.5 },
  );
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: `${title} ${appraiser}`, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A short valuation from a valuation app's expert, as its PDF export prints: a score bar and a few lines. */
export function appKurzbewertung(rng: Random): Generated {
  const date = dateIn(rng, 2019, 2026);
  const appraiser = nameDE(rng);
  const grade = rng.pick(['2', '2-', '3+', '3']);
  const value = rng.int(6, 90) * 500;
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, rng.pick(['WertCheck Classic', 'OldieWert App', 'Klassikwert']), { size: 14, bold: true, align: 'center' });
  p.down(16).text(297, 'Kurzbewertung durch Experten vor Ort', { size: 9, align: 'center' });
  p.down(36);
  p.text(60, rng.pick(CARS), { size: 12, bold: true });
  p.down(24);
  p.text(60, 'Zustand', { size: 9 }).text(200, `Note ${grade}`, { size: 11, bold: true });
  p.down(16);
  for (let i = 0; i < 5; i++) p.box(200 + i * 40, p.y - 9, 36, 10, i < 6 - Math.ceil(Number(grade[0])));
  p.down(22);
  p.text(60, 'Ermittelter Wert', { size: 9 }).text(200, `${num(value, 'de')} €`, { size: 16, bold: true });
  p.down(26);
  p.text(60, 'Bewertet von', { size: 9 }).text(200, `${appraiser}, zertifizierter Bewerter`, { size: 9 });
  p.down(13).text(60, 'Termin', { size: 9 }).text(200, fd(date, 'delong'), { size: 9 });
  p.down(30);
  para(p, 60, 'Stärken: Blech weitgehend original, Papiere vollständig. Schwächen: Lack mit Polierspuren, Innenraum Sitzwange Fahrerseite abgenutzt.', 95, {
    size: 9,
  });
  p.down(20);
  qr(p, rng, 60, p.y, 50);
  p.text(120, 'Echtheit der Bewertung online prüfen', { y: p.y + 20, size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** An Austrian sworn expert's valuation for agreed-value cover: Zustandsklasse, Wiederbeschaffungswert. */
export function atBewertung(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2025);
  const appraiser = nameDE(rng);
  const grade = rng.pick(['Zustand 2', 'Zustand 2-3', 'Zustand 3', 'Zustand 1-2']);
  const value = rng.int(10, 120) * 500;
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, `Ing. ${appraiser}`, { size: 12, bold: true, serif: true });
  p.down(13).text(40, 'allgemein beeideter und gerichtlich zertifizierter Sachverständiger für Kraftfahrzeuge', { size: 8, serif: true });
  p.down(36).text(40, 'Bewertungsgutachten für die Versicherung zum Wiederbeschaffungswert', { size: 12, bold: true, serif: true });
  p.down(22);
  for (const [k, v] of [
    ['Fahrzeug', rng.pick(CARS)],
    ['Fahrgestellnummer', vin(rng)],
    ['Datum der Befundaufnahme', fd(date, 'de')],
    ['Auftraggeber', nameDE(rng)],
  ] as [string, string][]) {
    p.text(40, k, { size: 9.5, serif: true }).text(220, v, { size: 9.5, serif: true });
    p.down(14);
  }
  p.down(14);
  for (const [part, note] of [
    ['Karosserie', 'gut, kleine Lackschäden Kotflügel hinten'],
    ['Motor und Antrieb', 'läuft ruhig, Kompression gleichmäßig'],
    ['Fahrwerk und Bremsen', 'überholt, ohne Befund'],
    ['Innenausstattung', 'original, altersgemäß'],
  ] as [string, string][]) {
    p.text(40, part, { size: 9.5, serif: true }).text(220, note, { size: 9.5, serif: true });
    p.down(14);
  }
  p.down(14).text(40, `Gesamtbeurteilung: ${grade}`, { size: 10.5, bold: true, serif: true });
  p.down(16).text(40, `Wiederbeschaffungswert: EUR ${num(value, 'de')},–`.replace(',00,–', ',–'), { size: 10.5, bold: true, serif: true });
  p.down(30).text(40, `${rng.pick(['Innsbruck', 'Klagenfurt', 'St. Pölten'])}, am ${fd(addDays(date, rng.int(1, 6)), 'de')}`, { size: 9.5, serif: true });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: `Ing. ${appraiser}`, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A US appraiser's digital report: condition class, market value, a photo grid and its captions. */
export function usDigitalAppraisal(rng: Random): Generated {
  const date = dateIn(rng, 2010, 2026);
  const appraiser = nameEN(rng);
  const cred = rng.pick(['ASA', 'IAAA Certified', 'ACCA Senior Appraiser']);
  const grade = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent', '#3+ Good', '#4 Fair']);
  const value = rng.int(8, 200) * 500;
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, rng.pick(['Dixie Classic Appraisals LLC', 'Southern Auto Valuation Group', 'Redline Appraisal Services']), { size: 11, bold: true });
  p.down(24).text(40, 'Certified Vehicle Appraisal Report', { size: 13, bold: true });
  p.down(20);
  for (const [k, v] of [
    ['Vehicle', rng.pick(CARS)],
    ['VIN', vin(rng)],
    ['Inspection date', fd(date, 'us')],
    ['Appraiser', `${appraiser}, ${cred}`],
    ['Purpose', rng.pick(['Agreed value insurance', 'Financing', 'Estate / probate'])],
  ] as [string, string][]) {
    p.text(40, k, { size: 8.5 }).text(150, v, { size: 8.5 });
    p.down(12);
  }
  p.down(14);
  const captions = ['Driver side 3/4', 'Passenger side', 'Engine bay', 'Interior dash', 'Undercarriage', 'Trunk / spare'];
  for (let i = 0; i < 6; i++) photo(p, 40 + (i % 2) * 260, p.y + Math.floor(i / 2) * 80, 245, 60, `Photo ${i + 1} — ${captions[i]}`);
  p.y += 250;
  p.text(40, `Overall condition: ${grade}`, { size: 10, bold: true });
  p.down(15).text(40, `Appraised market value: $${num(value, 'en')}`, { size: 10, bold: true });
  p.down(24);
  para(p, 40, 'Condition classes follow the 1–6 scale used by the major price guides. Value reflects comparable auction results of the past 12 months.', 110, {
    size: 7.5,
  });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: `${appraiser}, ${cred}`, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A UK club valuer's e-mail for an agreed-value policy: a short report typed into the message, printed. */
export function ukValuationMail(rng: Random): Generated {
  const date = dateIn(rng, 2012, 2026);
  const appraiser = nameEN(rng);
  const grade = rng.pick(['Very good', 'Good', 'Excellent', 'Fair']);
  const value = rng.int(6, 80) * 500;
  const p = new PageBuilder();
  p.y = 40;
  mailHead(p, [
    ['From:', `${appraiser} <valuations@${rng.pick(['tr-register', 'mgoc-valuers', 'jec-valuations'])}.org.uk>`],
    ['Date:', `${fd(date, 'uklong')}`],
    ['Subject:', `Valuation for agreed value — ${plateUK(rng)}`],
  ]);
  para(
    p,
    40,
    `Dear ${rng.pick(['Ryan', 'Holly', 'Gareth', 'Kirsty'])}, thank you for the photographs and the MOT history. Having inspected the car on ${fd(date, 'uk')}, my valuation for your insurer is below.`,
    100,
    { size: 9.5, step: 13 },
  );
  p.down(8);
  for (const [k, v] of [
    ['Vehicle', rng.pick(CARS)],
    ['Overall condition', grade],
    ['Agreed value', `£${num(value, 'en')}`],
    ['Valuer', `${appraiser}, club valuer`],
  ] as [string, string][]) {
    p.text(50, k, { size: 9.5 }).text(190, v, { size: 9.5, bold: true });
    p.down(14);
  }
  p.down(10);
  para(
    p,
    40,
    'Bodywork sound with minor stone chips; sills replaced at some point, well done. Engine pulls cleanly, no smoke. Hood and tonneau new. Please forward this e-mail to your broker; it is valid for 12 months.',
    100,
    { size: 9, step: 12.5 },
  );
  p.down(8).text(40, 'Kind regards', { size: 9.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A Canadian appraisal for agreed-value cover, filled in on the insurer's web form and printed. */
export function caAgreedValue(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2026);
  const appraiser = nameEN(rng);
  const grade = rng.pick(['Condition 2 (Fine)', 'Condition 3 (Very Good)', 'Condition 4 (Good)']);
  const value = rng.int(10, 150) * 500;
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, 'COLLECTOR VEHICLE APPRAISAL FORM', { size: 12, bold: true }).text(555, rng.pick(['Ontario', 'Alberta', 'British Columbia']), {
    size: 9,
    align: 'right',
  });
  p.down(24);
  const cells: [string, string][] = [
    ['Appraiser name', appraiser],
    ['Date of appraisal', fd(date, 'iso')],
    ['Year / make / model', rng.pick(CARS)],
    ['Serial number', vin(rng)],
    ['Condition rating', grade],
    ['Appraised value (CAD)', `$${num(value, 'en')}`],
  ];
  cells.forEach(([k, v], i) => {
    const x = i % 2 ? 300 : 40;
    p.box(x, p.y - 11, 255, 28);
    p.text(x + 5, k, { size: 6.5 }).text(x + 5, v, { size: 10, y: p.y + 11 });
    if (i % 2) p.down(28);
  });
  p.down(24);
  para(
    p,
    40,
    'I certify that I have personally inspected the vehicle described above and that this appraisal represents its fair market value in Canadian dollars on the date shown. Appraisal must be dated within 90 days of the policy effective date.',
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** An online classic parts shop's invoice (delivery with the bill): article numbers, shipping, VAT. */
export function teileshopRechnung(rng: Random): Generated {
  const date = dateIn(rng, 2010, 2026);
  const shop = rng.pick(['Oldtimer-Teilewelt GmbH', 'Klassik-Ersatzteile Versand GmbH', 'Youngtimer Parts Shop']);
  const vat = vatDE(yearOf(date));
  const items = rng.some(
    [
      ['Bremsschlauch vorn', 18.9],
      ['Türdichtung links', 42.5],
      ['Scheinwerferring verchromt', 36.0],
      ['Zündkabelsatz', 29.9],
      ['Kraftstofffilter', 7.5],
      ['Keilriemen', 12.4],
      ['Wischerblatt Paar', 16.9],
      ['Spiegelglas', 24.0],
      ['Radlagerfett 500 g', 9.9],
    ] as [string, number][],
    rng.int(3, 6),
  );
  const shipping = rng.pick([4.9, 5.95, 6.9]);
  const gross = sum([...items.map(([, v]) => v), shipping]);
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, shop, { size: 12, bold: true }).text(555, `Rechnung ${digits(rng, 8)}`, { size: 9, align: 'right' });
  p.down(12).text(555, `Bestellung vom ${fd(addDays(date, -2), 'de')} · Rechnungsdatum ${fd(date, 'de')}`, { size: 8, align: 'right' });
  p.down(30);
  const cols: Col[] = [{ x: 40 }, { x: 110 }, { x: 420, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Art.-Nr.', 'Artikel', 'Menge', 'Summe brutto'], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of items) {
    row(p, cols, [`${digits(rng, 6)}`, t, '1', `${num(v, 'de')} €`], { size: 8.5 });
    p.down(12);
  }
  row(p, cols, ['', 'Versand DHL Paket', '', `${num(shipping, 'de')} €`], { size: 8.5 });
  p.down(18);
  p.text(360, 'Gesamtsumme', { size: 10, bold: true }).text(555, `${num(gross, 'de')} €`, { size: 10, bold: true, align: 'right' });
  p.down(12)
    .text(360, `enthaltene MwSt. ${vat} %`, { size: 8.5 })
    .text(555, `${num(r2(gross - gross / (1 + vat / 100)), 'de')} €`, { size: 8.5, align: 'right' });
  p.down(26).text(40, `Bezahlt per ${rng.pick(['PayPal', 'Vorkasse', 'Klarna Rechnung'])}. Rücksendungen innerhalb von 30 Tagen.`, { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** A fuel station app's e-receipt, shown as the app's PDF: pump, litres, price per litre, total. */
export function tankAppBeleg(rng: Random): Generated {
  const date = dateIn(rng, 2016, 2026);
  const shop = rng.pick(['Aral Tankstelle Königsallee', 'Shell Station Esslinger Str.', 'JET Tankstelle Bamberg-Süd']);
  const litres = rng.int(200, 700) / 10;
  const ppl = rng.int(139, 219) / 100 + 0.009;
  const total = r2(litres * ppl);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'E-Beleg', { size: 9, align: 'center' });
  p.down(16).text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(30);
  for (const [k, v] of [
    ['Datum', `${fd(date, 'de')} ${rng.int(6, 22)}:${rng.int(10, 59)}`],
    ['Säule', String(rng.int(1, 12))],
    ['Kraftstoff', rng.pick(['Super Plus 98', 'Super E5', 'Ultimate 102'])],
    ['Menge', `${num(litres, 'de')} l`],
    ['Preis/l', `${ppl.toFixed(3).replace('.', ',')} €`],
  ] as [string, string][]) {
    p.text(200, k, { size: 9 }).text(400, v, { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(6);
  hline(p, 200, 200, p.y - 6);
  p.down(6)
    .text(200, 'Betrag', { size: 11, bold: true })
    .text(400, `${num(total, 'de')} €`, { size: 11, bold: true, align: 'right' });
  p.down(16).text(200, `in der App bezahlt · ${rng.pick(['Visa', 'PayPal', 'Mastercard'])}`, { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A payment service's receipt for a purchase of parts from a small dealer, printed from the e-mail. */
export function zahlungsBeleg(rng: Random): Generated {
  const date = dateIn(rng, 2012, 2026);
  const shop = rng.pick(['Käfer-Teile Sauerland', 'Benz-Klassik Ersatzteile Schmid', 'Opel Classic Parts Gerlach']);
  const total = r2(rng.int(15, 380) + rng.pick([0, 0.5, 0.99]));
  const p = new PageBuilder();
  p.y = 40;
  mailHead(p, [
    ['Von:', 'service@paypal.de'],
    ['Datum:', fd(date, 'delong')],
    ['Betreff:', `Ihre Zahlung an ${shop}`],
  ]);
  p.text(40, `Sie haben ${num(total, 'de')} € EUR an ${shop} gesendet`, { size: 12, bold: true });
  p.down(24);
  for (const [k, v] of [
    ['Transaktionscode', `${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 5)}${letters(rng, 3)}${digits(rng, 6)}`],
    ['Transaktionsdatum', fd(date, 'delong')],
    ['Händler', shop],
    ['Artikel', rng.pick(['Kotflügel vorn rechts, gebraucht', 'Vergaser Solex 34 PICT überholt', 'Rückleuchtenpaar Originalteil'])],
    ['Versandadresse', `${nameDE(rng)}, ${rng.pick(['Lüneburg', 'Cottbus', 'Fulda'])}`],
    ['Gesamt', `${num(total, 'de')} € EUR`],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(200, v, { size: 9 });
    p.down(13);
  }
  p.down(16);
  para(p, 40, 'Diese Zahlung ist durch den Käuferschutz abgedeckt, sofern der Artikel berechtigt ist. Der Händler wurde über Ihre Zahlung informiert.', 105, {
    size: 8,
  });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A US online parts store's order invoice: items, shipping, sales tax. */
export function usPartsOrder(rng: Random): Generated {
  const date = dateIn(rng, 2009, 2026);
  const shop = rng.pick(['Classic Parts Depot', 'Vintage Mustang Supply Co.', 'Heritage Euro Parts']);
  const items = rng.some(
    [
      ['Weatherstrip kit, door', 64.99],
      ['Brake master cylinder', 89.5],
      ['Fuel sending unit', 54.0],
      ['Tail lamp lens', 22.95],
      ['Emblem, fender', 18.0],
      ['Heater hose set', 31.75],
      ['Ignition coil', 39.0],
    ] as [string, number][],
    rng.int(2, 5),
  );
  const sub = sum(items.map(([, v]) => v));
  const ship = rng.pick([0, 9.95, 14.5]);
  const taxRate = rng.pick([0, 6, 7.5]);
  const tax = r2((sub * taxRate) / 100);
  const total = r2(sub + ship + tax);
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, shop, { size: 12, bold: true }).text(555, `Order #${digits(rng, 7)}`, { size: 9, align: 'right' });
  p.down(12).text(555, `Placed ${fd(date, 'uslong')}`, { size: 8, align: 'right' });
  p.down(28);
  const cols: Col[] = [{ x: 40 }, { x: 120 }, { x: 430, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['SKU', 'Item', 'Qty', 'Price'], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of items) {
    row(p, cols, [`${letters(rng, 2)}-${digits(rng, 4)}`, t, '1', `$${num(v, 'en')}`], { size: 8.5 });
    p.down(12);
  }
  p.down(8);
  for (const [k, v] of [
    ['Subtotal', sub],
    ['Shipping (UPS Ground)', ship],
    [`Sales tax${taxRate ? ` ${taxRate}%` : ''}`, tax],
    ['Order total', total],
  ] as [string, number][]) {
    p.text(360, k, { size: 9, bold: k === 'Order total' }).text(555, `$${num(v, 'en')}`, { size: 9, bold: k === 'Order total', align: 'right' });
    p.down(12);
  }
  p.down(16).text(40, `Charged to Mastercard ending ${digits(rng, 4)}. Thank you for shopping with us!`, { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A UK fuel station's e-receipt from a pay-at-pump app. */
export function ukFuelEReceipt(rng: Random): Generated {
  const date = dateIn(rng, 2016, 2026);
  const shop = rng.pick(['Esso Buxton Road', 'BP Connect Harrogate', 'Texaco Ledbury']);
  const vat = vatUK(yearOf(date));
  const litres = rng.int(150, 600) / 10;
  const ppl = rng.int(119, 189) + 0.9;
  const total = r2((litres * ppl) / 100);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(14).text(297, 'Pay at pump — e-receipt', { size: 8.5, align: 'center' });
  p.down(28);
  for (const [k, v] of [
    ['Date', fd(date, 'uk')],
    ['Pump', String(rng.int(1, 10))],
    ['Fuel', rng.pick(['Super Unleaded 99', 'Unleaded E5', 'Synergy Supreme+'])],
    ['Litres', num(litres, 'en')],
    ['Price per litre', `${num(ppl, 'en').slice(0, -1)}p`],
    [`VAT @ ${vat}%`, `£${num(r2(total - total / (1 + vat / 100)), 'en')}`],
  ] as [string, string][]) {
    p.text(200, k, { size: 9 }).text(400, v, { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(6)
    .text(200, 'TOTAL', { size: 11, bold: true })
    .text(400, `£${num(total, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(18).text(200, `Apple Pay · Auth ${digits(rng, 6)}`, { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
