/** Cars changing hands out of estates and at auction: contracts side by side, buyer's invoices, bills of sale, a letter receipt. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, doc, fd, hline, num, para, r2 } from '../paper-kit';
import { PageBuilder, footer, footer3, grid, letterhead, stamp } from './kit';
import { digits } from './pick';

/** 2016: a Kaufvertrag with an Erbengemeinschaft as seller, the parties side by side (the seller on the right). */
export function kaufvertragNachlass(rng: Random): Generated {
  const date = rng.date(2014, 2018);
  const price = rng.pick([24500, 31800, 42000, 57500]);
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 15, bold: true, align: 'center' }).down(14);
  p.text(297, '(Verkauf aus einem Nachlass)', { size: 9, align: 'center' }).down(28);
  const y = p.y;
  p.box(50, y - 12, 240, 80);
  p.box(305, y - 12, 240, 80);
  p.text(58, 'Käufer', { y, size: 8, bold: true });
  p.text(313, 'Verkäufer', { y, size: 8, bold: true });
  ['Thomas Reinhardt', 'Seilerstraße 21', '96047 Bamberg'].forEach((l, i) => p.text(58, l, { y: y + 14 + i * 12, size: 9.5 }));
  ['Erbengemeinschaft nach Hildegard Brauer', 'vertreten durch den Testamentsvollstrecker', 'RA Bernd Kötzner, Coburg'].forEach((l, i) =>
    p.text(313, l, { y: y + 14 + i * 12, size: 9.5 }),
  );
  p.y = y + 86;
  grid(
    p,
    [
      ['Fahrzeug', 'NSU Prinz 1000 TT'],
      ['Fahrzeug-Ident.-Nr.', digits(rng, 7)],
      ['Erstzulassung', fd(`1967-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, 'de')],
      ['Kilometerstand (abgelesen)', num(rng.int(40000, 99000), 'de').replace(',00', '')],
    ],
    2,
    'left',
    50,
    495,
  );
  p.down(6);
  para(
    p,
    50,
    `Das Fahrzeug wird wie besichtigt unter Ausschluss jeder Sachmängelhaftung verkauft. Die Verkäuferin versichert, dass das Fahrzeug zum Nachlass gehört und der Testamentsvollstrecker zur Veräußerung befugt ist (Testamentsvollstreckerzeugnis liegt vor).`,
    100,
  );
  p.down(8);
  p.text(50, 'Kaufpreis', { size: 10, bold: true });
  p.text(250, `${num(price, 'de')} EUR`, { size: 11, bold: true }).down(14);
  p.text(50, 'Zahlung bar bei Übergabe; Empfang wird mit Unterschrift bestätigt.', { size: 9 }).down(30);
  p.text(50, `Coburg, ${fd(date, 'de')}`, { size: 9.5 }).down(40);
  hline(p, 50, 200);
  hline(p, 345, 200);
  p.down(12);
  p.text(50, 'Käufer', { size: 8 });
  p.text(345, 'für die Verkäuferin: B. Kötzner', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Erbengemeinschaft nach Hildegard Brauer', saleDate: date, purchasePrice: price });
}

/** 2008: an auction house's buyer's invoice from an estate sale — hammer, premium and VAT on the premium, dated after the sale. */
export function nachlassAuktion(rng: Random): Generated {
  const sale = rng.date(2007, 2010);
  const inv = addDays(sale, rng.int(1, 3));
  const hammer = rng.pick([18000, 26500, 39000, 64000]);
  const prem = r2(hammer * 0.15);
  const vat = r2(prem * 0.19);
  const total = r2(hammer + prem + vat);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'centre',
    'Auktionshaus Lößnitz & Söhne',
    ['Kunst · Nachlässe · Automobilia', 'Meißner Straße 140 · 01445 Radebeul · Tel. 0351 / 8 30 22 70'],
    'SEIT 1921',
  );
  p.text(50, 'Käuferrechnung', { size: 14, bold: true });
  p.text(545, `Rechnungsdatum ${fd(inv, 'de')}`, { size: 9, align: 'right' }).down(22);
  grid(
    p,
    [
      ['Auktion', `${rng.int(60, 90)}. Nachlassversteigerung`],
      ['Versteigerung vom', fd(sale, 'de')],
      ['Bieternummer', String(rng.int(100, 600))],
      ['Los', String(rng.int(400, 900))],
    ],
    2,
    'above',
  );
  p.text(50, 'Käufer: Dr. Matthias Ebersbach, Bautzner Landstraße 58, 01324 Dresden', { size: 9.5 }).down(14);
  p.text(50, 'Objekt: Wartburg 313/1 Sport, aus dem Nachlass eines Dresdner Sammlers', { size: 9.5 }).down(22);
  for (const [l, v] of [
    ['Zuschlag (differenzbesteuert)', num(hammer, 'de')],
    ['Aufgeld 15 %', num(prem, 'de')],
    ['19 % MwSt. auf das Aufgeld', num(vat, 'de')],
    ['Gesamtbetrag', num(total, 'de')],
  ]) {
    p.text(50, l, { size: 10, bold: l === 'Gesamtbetrag' });
    p.text(400, `${v} €`, { size: 10, align: 'right', bold: l === 'Gesamtbetrag' }).down(14);
  }
  p.down(10);
  p.text(50, 'Abholung nur nach Zahlungseingang. Lagergeld ab dem 8. Tag nach der Versteigerung 15 € täglich.', { size: 8.5 });
  footer3(p, [
    ['Auktionshaus Lößnitz & Söhne OHG', 'Öffentlich bestellte und vereidigte', 'Versteigerer: Frank Lößnitz'],
    ['Ostsächsische Sparkasse Dresden', 'IBAN DE61 8505 0300 3120 1144 82'],
    ['USt-IdNr. DE 140 228 913', 'St.-Nr. 203/152/01447'],
  ]);
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Auktionshaus Lößnitz & Söhne', saleDate: sale, purchasePrice: total });
}

/** 1994: an Italy-facing Berlin dealer's vehicle invoice under the margin scheme, no VAT shown. */
export function haendlerItalia(rng: Random): Generated {
  const date = rng.date(1993, 1996);
  const price = rng.pick([28500, 36900, 44800]);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'logoRight',
    'Autosalon Tricolore Berlin GmbH',
    ['Import italienischer Sportwagen', 'Kantstraße 126', '10625 Berlin', 'Tel. 030 / 3 12 70 44'],
    'TRICOLORE',
  );
  p.text(50, 'Fahrzeugrechnung', { size: 14, bold: true });
  p.text(545, `Nr. FR-${rng.int(100, 900)}/${date.slice(2, 4)}`, { size: 9, align: 'right' }).down(22);
  grid(
    p,
    [
      ['Kaufdatum', fd(date, 'de')],
      ['Käufer', 'Horst Nitschke, Potsdam'],
      ['Fahrzeug', 'Lancia Flavia Coupé 2000'],
      ['Fahrgestell-Nr.', `815.330 ${digits(rng, 6)}`],
      ['Erstzulassung Italien', fd(`1970-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'de')],
      ['Tachostand', `${num(rng.int(60000, 120000), 'de').replace(',00', '')} km`],
    ],
    2,
    'left',
  );
  p.down(8);
  p.box(300, p.y - 12, 247, 20, true);
  p.text(310, 'Verkaufspreis', { size: 10, bold: true });
  p.text(540, `DM ${num(price, 'de')}`, { size: 10, bold: true, align: 'right' }).down(24);
  p.text(50, 'Differenzbesteuerung nach § 25a UStG — die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8.5 }).down(12);
  p.text(50, 'Verzollt und versteuert, Einfuhr über Brenner; italienische Papiere liegen bei.', { size: 8.5 });
  footer(p, ['Autosalon Tricolore Berlin GmbH · AG Charlottenburg HRB 44 219 · Geschäftsführer Giancarlo Re · Berliner Bank Kto. 61 448 920 00']);
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Autosalon Tricolore Berlin GmbH', saleDate: date, purchasePrice: price });
}

/** 2012: a British auction house's estate-sale buyer's invoice, premium and VAT on the premium, the invoice dated after the sale. */
export function ukEstateAuction(rng: Random): Generated {
  const sale = rng.date(2011, 2014);
  const inv = addDays(sale, 1);
  const hammer = rng.pick([22000, 34500, 51000, 78000]);
  const prem = r2(hammer * 0.125);
  const vat = r2(prem * 0.2);
  const total = r2(hammer + prem + vat);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'serifLeft',
    'Hallworth & Pryce',
    ['Fine Art and Collectors’ Motor Cars · The Corn Exchange, Cirencester GL7 2NY · 01285 640 118'],
    'AUCTIONEERS AND VALUERS SINCE 1884',
  );
  p.text(50, "Buyer's Invoice", { size: 14, bold: true, serif: true }).down(22);
  grid(
    p,
    [
      ['Sale', 'The Ridley Hall Collection — by order of the Executors'],
      ['Sale date', fd(sale, 'uklong')],
      ['Invoice date', fd(inv, 'uklong')],
      ['Paddle', String(rng.int(100, 400))],
    ],
    1,
    'left',
    50,
    495,
  );
  p.text(50, `Lot ${rng.int(200, 300)}: 1961 Aston Martin DB4 Series II, chassis DB4/${rng.int(400, 700)}/R`, { size: 9.5, serif: true }).down(22);
  for (const [l, v] of [
    ['Hammer price', num(hammer, 'en')],
    ["Buyer's premium 12.5%", num(prem, 'en')],
    ['VAT at 20% on premium', num(vat, 'en')],
    ['Total', num(total, 'en')],
    ['Less paid', '0.00'],
    ['Amount due', num(total, 'en')],
  ]) {
    p.text(350, l, { size: 9.5, serif: true, align: 'right', bold: l === 'Total' });
    p.text(470, `£${v}`, { size: 9.5, serif: true, align: 'right', bold: l === 'Total' }).down(13);
  }
  p.down(10);
  p.text(50, 'Lot sold under the auctioneer’s margin scheme; no VAT on the hammer. Collection from Cirencester within 7 days.', { size: 8, serif: true });
  footer(p, ['Hallworth & Pryce LLP · OC 318 772 · VAT GB 109 4412 70 · Client account: NatWest Cirencester 60-06-08 / 3318 2740']);
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Hallworth & Pryce', saleDate: sale, purchasePrice: total });
}

/** 2005: a California bill of sale, the seller an estate acting by its executor, with a date of death printed too. */
export function estateBillOfSale(rng: Random): Generated {
  const date = rng.date(2004, 2007);
  const price = rng.pick([18500, 27500, 36000]);
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'BILL OF SALE', { size: 18, bold: true, align: 'center' }).down(14);
  p.text(297, 'Motor Vehicle — Sale by Personal Representative', { size: 9, align: 'center' }).down(30);
  const y = p.y;
  p.text(50, 'SELLER', { y, size: 7.5, bold: true });
  p.text(300, 'BUYER', { y, size: 7.5, bold: true });
  ['Estate of Harold J. Pruitt', 'by Margaret Pruitt Lowe, Executor', '22 Via Ventura, Ojai, CA 93023'].forEach((l, i) =>
    p.text(50, l, { y: y + 13 + i * 12, size: 9.5 }),
  );
  ['Gregory T. Albers', '4410 Crestwood Dr', 'Santa Barbara, CA 93110'].forEach((l, i) => p.text(300, l, { y: y + 13 + i * 12, size: 9.5 }));
  p.y = y + 60;
  grid(
    p,
    [
      ['Year', '1957'],
      ['Make', 'Ford Thunderbird'],
      ['VIN', `D7FH${digits(rng, 6)}`],
      ['Odometer', `${num(rng.int(30000, 90000), 'en').replace('.00', '')} (actual)`],
    ],
    4,
    'above',
  );
  para(
    p,
    50,
    `For the sum of $${num(price, 'en')} (purchase price), receipt of which is acknowledged, the Seller sells and transfers the vehicle above to the Buyer, as is. The decedent died on ${fd(addDays(date, -rng.int(120, 400)), 'uslong')}; letters testamentary issued by the Superior Court, County of Ventura.`,
    100,
  );
  p.down(8);
  p.text(50, `Date of sale: ${fd(date, 'us')}`, { size: 10, bold: true }).down(40);
  hline(p, 50, 200);
  hline(p, 300, 200);
  p.down(12);
  p.text(50, 'Seller (Executor)', { size: 8 });
  p.text(300, 'Buyer', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Estate of Harold J. Pruitt', saleDate: date, purchasePrice: price });
}

/** 1972, Scotland: a private sale acknowledged in a letter, the seller's name only under the signature. */
export function scottishLetterSale(rng: Random): Generated {
  const date = rng.date(1970, 1974);
  const price = rng.pick([650, 875, 1150, 1400]);
  const p = new PageBuilder();
  p.y = 80;
  p.text(545, 'Craigendarroch, Ballater', { size: 10, serif: true, align: 'right' }).down(12);
  p.text(545, 'Aberdeenshire', { size: 10, serif: true, align: 'right' }).down(24);
  p.text(545, fd(date, 'uklong'), { size: 10, serif: true, align: 'right' }).down(36);
  p.text(50, 'Dear Mr Gillanders,', { size: 10.5, serif: true }).down(22);
  para(
    p,
    50,
    `I write to confirm that I have this day received from you the sum of £${num(price, 'en')} in full payment for the Lotus Seven Series 2, registration RSA 412, chassis SB ${digits(rng, 4)}, which my late husband raced at Crimond and Winfield. The car is sold as seen, with its spares, the log book and his race programmes.`,
    88,
    { size: 10.5, serif: true, step: 14 },
  );
  p.down(10);
  para(p, 50, 'I am glad it goes to someone who will use it as he did.', 88, { size: 10.5, serif: true, step: 14 });
  p.down(20);
  p.text(50, 'Yours sincerely,', { size: 10.5, serif: true }).down(40);
  p.text(50, 'Elspeth Rattray', { size: 12, serif: true }).down(14);
  p.text(50, '(Mrs E. M. Rattray)', { size: 9, serif: true }).down(30);
  stamp(p, 330, p.y, ['RECEIVED WITH THANKS']);
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Elspeth Rattray', saleDate: date, purchasePrice: price });
}
