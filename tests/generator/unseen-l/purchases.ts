/**
 * Sales: an Australian private sale with the buyer on the left, a Dutch auction house's English
 * invoice, an Antwerp dealer's margin-scheme invoice; a Dutch dealer's Kaufvertrag and a Swedish
 * private sale written in German.
 */
import { addDays, date, dayIn, money, page, pair, PEOPLE, r2, serial, VIN_CHARS, whole, type Family } from './kit';

/** Queensland, 2012: private sale agreement, buyer left and seller right, deposit, balance and a PPSR certificate number. */
const qldPrivateSale: Family = (rng) => {
  const day = dayIn(rng, 2012);
  const seller = rng.pick(PEOPLE.au);
  const buyer = rng.pick(PEOPLE.au.filter((n) => n !== seller));
  const price = rng.int(18, 95) * 500;
  const deposit = rng.pick([1000, 2000, 5000]);
  return page('en', { documentType: 'purchase', sellerName: seller, purchasePrice: price, saleDate: day }, (p) => {
    p.text(297, 'AGREEMENT FOR THE SALE OF A MOTOR VEHICLE', { size: 13, bold: true, align: 'center' });
    p.down(13).text(297, 'Private sale — Queensland', { size: 9, align: 'center' });
    p.down(30);
    for (const [x, role, name] of [
      [50, 'BUYER', buyer],
      [310, 'SELLER', seller],
    ] as const) {
      p.box(x, p.y - 12, 235, 60);
      p.text(x + 6, role, { size: 8, bold: true });
      p.text(x + 6, name, { y: p.y + 16, size: 11 });
      p.text(x + 6, `${rng.int(2, 80)} ${rng.pick(['Gympie Rd', 'Logan Rd', 'Sandgate Rd'])}, ${rng.pick(['Brisbane', 'Toowoomba', 'Ipswich'])} QLD`, {
        y: p.y + 30,
        size: 8.5,
      });
      p.text(x + 6, `Licence no. ${serial(rng, 9)}`, { y: p.y + 42, size: 8.5 });
    }
    p.down(70);
    const rows: [string, string][] = [
      ['Vehicle', `${rng.int(1964, 1979)} ${rng.pick(['Ford Falcon XW GT', 'Holden Torana GTR', 'Datsun 240Z'])}`],
      ['Rego', `${serial(rng, 3)}${rng.pick(['AB', 'MK', 'TZ'])}`],
      ['VIN / chassis', serial(rng, 12, VIN_CHARS)],
      ['Odometer', `${whole(rng.int(40000, 250000), ',')} km`],
      ['PPSR search certificate', serial(rng, 16)],
      ['Safety certificate no.', serial(rng, 8)],
    ];
    for (const [l, v] of rows) {
      pair(p, 56, l, 210, v, { size: 9.5 });
      p.down(15);
    }
    p.down(16);
    pair(p, 56, 'Purchase price', 210, `$${money(price, 'en')}`, { bold: true, size: 11 });
    p.down(15);
    pair(p, 56, 'Deposit paid', 210, `$${money(deposit, 'en')}`);
    p.down(15);
    pair(p, 56, 'Balance on delivery', 210, `$${money(price - deposit, 'en')}`);
    p.down(26);
    p.text(56, 'The vehicle is sold as inspected, with no warranty. The seller states the vehicle is free of encumbrances.', { size: 8.5 });
    p.down(12).text(56, 'Transfer of rego to be lodged by the buyer within 14 days.', { size: 8.5 });
    p.down(36);
    p.text(56, `Signed on ${date(day, 'd/m/y')}`, { size: 10 });
    p.down(30);
    p.text(56, '______________________  Buyer', { size: 9 });
    p.text(310, '______________________  Seller', { size: 9 });
  });
};

/** Amsterdam, 2022: an auction house's invoice in English; hammer price plus premium incl. BTW make the purchase price. */
const amsterdamAuction: Family = (rng) => {
  const sale = dayIn(rng, 2022);
  const invoiced = addDays(sale, rng.int(1, 4));
  const house = 'Amstel Classic Car Auctions B.V.';
  const hammer = rng.int(12, 120) * 500;
  const premium = r2(hammer * 0.17);
  const total = r2(hammer + premium);
  return page('en', { documentType: 'purchase', sellerName: house, purchasePrice: total, saleDate: sale }, (p) => {
    p.text(50, 'AMSTEL', { size: 28, bold: true, serif: true });
    p.down(14).text(50, house, { size: 9 });
    p.down(11).text(50, 'Klaprozenweg 75, 1033 NN Amsterdam · +31 20 635 4410', { size: 8 });
    p.down(40);
    p.text(50, 'BUYER’S INVOICE', { size: 13, bold: true });
    p.text(545, `Invoice ${serial(rng, 6)} · ${date(invoiced, 'd-m-y')}`, { size: 9, align: 'right' });
    p.down(20);
    pair(p, 50, 'Sale', 150, `Spring Sale, Amsterdam — date of sale ${date(sale, 'd-m-y')}`);
    p.down(13);
    pair(p, 50, 'Buyer', 150, `${rng.pick(PEOPLE.sc)} (paddle ${rng.int(100, 480)})`);
    p.down(13);
    pair(
      p,
      50,
      'Lot',
      150,
      `${rng.int(101, 260)} — ${rng.int(1955, 1975)} ${rng.pick(['Porsche 356 C', 'Mercedes-Benz 190 SL', 'Jaguar XK 150 FHC'])}, chassis ${serial(rng, 8)}`,
    );
    p.down(30);
    for (const [l, v, b] of [
      ['Hammer price', hammer, false],
      ['Buyer’s premium 17% (incl. BTW on the premium)', premium, false],
      ['Total purchase price', total, true],
    ] as const) {
      pair(p, 60, l, 545, `€ ${money(v, 'dash')}`, { right: true, bold: b, size: 10 });
      p.down(16);
    }
    p.down(6);
    pair(p, 60, 'Paid on account', 545, `€ ${money(-rng.int(2, 10) * 1000, 'dash')}`, { right: true });
    p.down(30);
    p.text(50, 'Margin scheme art. 28b Wet OB: the hammer price carries no separately stated VAT.', { size: 8 });
    p.down(11).text(50, `Payment within 7 days: IBAN NL91 ABNA 0417 1643 00 · KvK 3419${serial(rng, 4)} · BTW NL8200${serial(rng, 5)}B01`, { size: 8 });
  });
};

/** Antwerp, 2007: a classic dealer's invoice in English under the margin scheme, with a registration-transfer fee apart. */
const antwerpDealer: Family = (rng) => {
  const day = dayIn(rng, 2007);
  const dealer = 'Scheldt Classics BVBA';
  const price = rng.int(16, 90) * 500;
  const fee = 75;
  return page('en', { documentType: 'purchase', sellerName: dealer, purchasePrice: price, saleDate: day }, (p) => {
    p.text(545, dealer, { size: 16, bold: true, align: 'right' });
    p.down(13).text(545, 'Noorderlaan 112, 2030 Antwerpen · BTW BE 0478.' + serial(rng, 3) + '.' + serial(rng, 3), { size: 8, align: 'right' });
    p.down(50);
    p.text(50, 'INVOICE', { size: 14, bold: true });
    p.down(18);
    pair(p, 50, 'Number', 130, `${day.slice(0, 4)}/${serial(rng, 3)}`);
    p.down(13);
    pair(p, 50, 'Date', 130, date(day, 'd/m/y'));
    p.down(13);
    pair(p, 50, 'Customer', 130, `${rng.pick(PEOPLE.de)}, ${rng.pick(['Aachen', 'Köln', 'Düsseldorf'])}, Germany`);
    p.down(28);
    p.text(
      50,
      `Sold: ${rng.pick(['Citroën SM', 'Alfa Romeo Montreal', 'BMW 3.0 CSi'])}, first registered ${date(`${rng.int(1968, 1978)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'd/m/y')}, chassis ${serial(rng, 10, VIN_CHARS)}`,
      { size: 9.5 },
    );
    p.down(24);
    pair(p, 60, 'Vehicle price', 545, `EUR ${money(price, 'eu')}`, { right: true, size: 10, bold: true });
    p.down(15);
    pair(p, 60, 'Export documents and transit plate', 545, `EUR ${money(fee, 'eu')}`, { right: true, size: 10 });
    p.down(15);
    pair(p, 60, 'Total', 545, `EUR ${money(price + fee, 'eu')}`, { right: true, size: 10 });
    p.down(30);
    p.text(50, 'Special arrangement — second-hand goods (margin scheme). VAT not deductible.', { size: 8.5 });
    p.down(12).text(50, 'Sold in the condition as inspected and test-driven by the customer.', { size: 8.5 });
  });
};

/** Nijmegen, 2016: a Dutch dealer's Kaufvertrag in German, € 24.500,-, date 12-03-2016; the seller is the dealer. */
const nijmegenKaufvertrag: Family = (rng) => {
  const day = dayIn(rng, 2016);
  const dealer = 'Autohandel Gerrits Klassiek V.O.F.';
  const price = rng.int(10, 70) * 500;
  return page('de', { documentType: 'purchase', sellerName: dealer, purchasePrice: price, saleDate: day }, (p) => {
    p.text(50, dealer, { size: 14, bold: true });
    p.down(12).text(50, 'Energieweg 19 · 6541 CW Nijmegen · KvK 0911' + serial(rng, 4), { size: 8 });
    p.down(36).text(50, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { size: 13, bold: true });
    p.down(24);
    p.text(50, 'Verkäufer', { size: 8, bold: true });
    p.text(300, 'Käufer', { size: 8, bold: true });
    p.down(13);
    p.text(50, dealer, { size: 10 });
    p.text(300, rng.pick(PEOPLE.de), { size: 10 });
    p.down(12);
    p.text(50, 'vertreten durch ' + rng.pick(PEOPLE.nl), { size: 8.5 });
    p.text(300, rng.pick(['47533 Kleve', '46483 Wesel', '47051 Duisburg']), { size: 8.5 });
    p.down(30);
    const rows: [string, string][] = [
      ['Fahrzeug', rng.pick(['Mercedes-Benz 450 SL', 'Volvo Amazon', 'Porsche 924'])],
      ['Niederl. Kennzeichen', `${rng.pick(['DT', 'HV', 'ZR'])}-${serial(rng, 2)}-${rng.pick(['KP', 'NB'])}`],
      ['Erstzulassung', date(`${rng.int(1968, 1984)}-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'd-m-y')],
      ['Fahrgestell-Nr.', serial(rng, 14, VIN_CHARS)],
      ['Kilometerstand (abgelesen)', whole(rng.int(50000, 220000), '.')],
    ];
    for (const [l, v] of rows) {
      pair(p, 50, l, 220, v, { size: 9.5 });
      p.down(15);
    }
    p.down(20);
    p.box(50, p.y - 14, 495, 24, true);
    pair(p, 56, 'Kaufpreis (Differenzbesteuerung, keine BTW ausweisbar)', 539, `€ ${money(price, 'dash')}`, { right: true, bold: true, size: 10.5 });
    p.down(30);
    p.text(50, 'Der Kaufpreis ist bei Übergabe in bar oder per Überweisung zu zahlen. Exportkennzeichen auf Kosten des Käufers.', { size: 8.5 });
    p.down(36);
    p.text(50, `Nijmegen, ${date(day, 'd-m-y')}`, { size: 10 });
    p.down(30);
    p.text(50, '_____________________ Verkäufer', { size: 9 });
    p.text(300, '_____________________ Käufer', { size: 9 });
  });
};

/** Sweden, 1976: a private sale written in German, the buyer first and the seller below, kronor as 18 500:-. */
const schwedenPrivat: Family = (rng) => {
  const day = dayIn(rng, 1976);
  const seller = rng.pick(PEOPLE.sc);
  const price = rng.int(8, 60) * 500;
  return page('de', { documentType: 'purchase', sellerName: seller, purchasePrice: price, saleDate: day }, (p) => {
    p.y = 80;
    p.text(297, 'KAUFVERTRAG', { size: 15, serif: true, bold: true, align: 'center' });
    p.down(30);
    p.text(60, `Käufer:    ${rng.pick(PEOPLE.de)}, ${rng.pick(['Hamburg', 'Kiel', 'Lübeck'])}`, { size: 10.5, serif: true });
    p.down(18).text(60, `Verkäufer: ${seller}, ${rng.pick(['Malmö', 'Helsingborg', 'Lund'])}, Schweden`, { size: 10.5, serif: true });
    p.down(30);
    p.text(60, `Der Verkäufer verkauft hiermit den Personenwagen ${rng.pick(['Volvo PV 544', 'Saab 96', 'Volvo P1800 S'])},`, { size: 10.5, serif: true });
    p.down(16).text(60, `Reg.-Nr. ${rng.pick(['MAB', 'LKT', 'HSG'])} ${serial(rng, 3)}, Fahrgestell ${serial(rng, 6)}, Baujahr ${rng.int(1958, 1970)},`, {
      size: 10.5,
      serif: true,
    });
    p.down(16).text(60, `zum vereinbarten Preis von kr ${whole(price, ' ')}:- (schwedische Kronen).`, { size: 10.5, serif: true });
    p.down(24).text(60, 'Der Wagen wird verkauft wie besichtigt und probegefahren. Die Zulassung in', { size: 10.5, serif: true });
    p.down(16).text(60, 'der Bundesrepublik übernimmt der Käufer. Betrag in bar erhalten.', { size: 10.5, serif: true });
    p.down(36).text(60, `Malmö, den ${date(day, 'ymd')}`, { size: 10.5, serif: true });
    p.down(40);
    p.text(60, 'Käufer ____________________', { size: 9.5, serif: true });
    p.text(320, 'Verkäufer ____________________', { size: 9.5, serif: true });
  });
};

export const PURCHASES: Family[] = [qldPrivateSale, amsterdamAuction, antwerpDealer, nijmegenKaufvertrag, schwedenPrivat];
