/** Titles and sales that went through hands: certified copies, faxes, lien releases, corrected prices, receipts stamped. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  chassis,
  clean,
  copyMark,
  digits,
  faxHeader,
  hand,
  initials,
  letters,
  pageNo,
  personDE,
  personEN,
  plateDE,
  plateUK,
  scanImprint,
  stamp,
  stampDate,
  struck,
} from './hands';

const title = (date: string, vin?: string) => clean({ documentType: 'title', date, vin });
const purchase = (sellerName: string, saleDate: string, purchasePrice: number) => clean({ documentType: 'purchase', sellerName, saleDate, purchasePrice });

/** A Kraftfahrzeugbrief photocopy with the registry's certification stamp and the owner's filing note. */
export function fahrzeugbriefKopie(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1960, 1998);
  const vin = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, rng.int(5, 7))}`.replace(/ /g, rng.chance(0.5) ? '' : ' ');
  hand(p, 400, 30, 'Kopie – Original im Safe', { size: 12 });
  p.box(55, 50, 485, 470);
  p.y = 76;
  p.text(297, 'Kraftfahrzeugbrief', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(16);
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  p.text(297, `Nr. ${no}`, { size: 10, align: 'center' });
  p.down(28);
  const fields: [string, string][] = [
    ['Fahrzeughersteller', rng.pick(['Bayerische Motoren Werke AG', 'Daimler-Benz AG', 'Auto Union GmbH', 'Porsche KG'])],
    ['Typ und Ausführung', rng.pick(['1602', '220 S', 'DKW F 12', '356 B'])],
    ['Fahrgestell-Nr.', vin],
    ['Tag der ersten Zulassung', fd(addDays(iso, -rng.int(0, 2000)), 'de')],
    ['Halter', personDE(rng)],
    ['Amtl. Kennzeichen', plateDE(rng, rng.pick(['AC', 'DN', 'EU', 'HS']))],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 75 }, { x: 240 }], [k, v], { size: 9.5 });
    p.down(17);
  }
  p.down(14);
  p.text(75, `Ausgefertigt: ${rng.pick(['Aachen', 'Düren', 'Euskirchen', 'Heinsberg'])}, den ${fd(iso, 'de')}`, { size: 9.5 });
  p.down(14);
  p.text(75, 'Der Oberkreisdirektor – Straßenverkehrsamt', { size: 8.5 });
  const cert = addDays(iso, rng.int(200, 9000));
  stamp(p, 250, 430, ['BEGLAUBIGTE ABSCHRIFT', `${fd(cert, 'de')}  Amt ${rng.int(1, 40)}`], 10);
  hand(p, 280, 470, initials(rng), { size: 12 });
  return doc(p, 'de', title(iso, vin));
}

/** A Zulassungsbescheinigung Teil II faxed to a buyer's bank, stamped VORAB PER FAX. */
export function zb2Fax(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2005, 2026);
  const vin = `${rng.pick(['WDB', 'WP0', 'WBA', 'WVW'])}${chassis(rng, 14)}`;
  faxHeader(
    p,
    rng,
    addDays(iso, rng.int(30, 3000)),
    rng.pick(['Autohaus Kleinert', 'Klassik Handel Rhein', 'Privat']),
    `0${rng.int(20, 99)}${rng.int(1, 9)} ${digits(rng, 6)}`,
    'de',
  );
  stamp(p, 400, 50, ['VORAB PER FAX'], 11);
  p.y = 90;
  p.text(55, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 13, bold: true });
  p.down(22);
  const fields: [string, string][] = [
    ['Nr.', `${letters(rng, 2)}${digits(rng, 7)}`],
    ['E Fahrzeug-Identifizierungsnummer', vin],
    ['D.1 Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VOLKSWAGEN'])],
    ['C.6.1 / C.6.2 Halter', personDE(rng)],
    ['B Datum der Erstzulassung', fd(addDays(iso, -rng.int(8000, 20000)), 'de')],
    ['Datum der Ausstellung', fd(iso, 'de')],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 55 }, { x: 270 }], [k, v], { size: 9.5 });
    p.down(16);
  }
  p.down(16);
  p.text(55, `Zulassungsbehörde ${rng.pick(['Stadt Köln', 'Kreis Mettmann', 'Stadt Bonn', 'Rhein-Sieg-Kreis'])}`, { size: 9 });
  hand(p, 60, p.y + 50, 'Original folgt per Einschreiben', { size: 13 });
  return doc(p, 'de', title(iso, vin));
}

/** A US certificate of title, a photocopy marked COPY with the owner's note and a bank's lien-release stamp. */
export function usTitleLienReleased(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1965, 2020);
  const state = rng.pick(['STATE OF KANSAS', 'STATE OF TENNESSEE', 'STATE OF MISSOURI', 'STATE OF KENTUCKY']);
  const vin = chassis(rng, rng.int(11, 13));
  p.text(297, 'COPY — NOT NEGOTIABLE', { y: 26, size: 9, bold: true, align: 'center' });
  p.box(45, 40, 505, 480);
  p.y = 70;
  p.text(297, state, { size: 12, bold: true, align: 'center' });
  p.down(16);
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 13, bold: true, align: 'center' });
  p.down(30);
  const no = digits(rng, 8);
  const fields: [string, string, string, string][] = [
    ['TITLE NUMBER', no, 'DATE ISSUED', fd(iso, 'us')],
    ['VEHICLE IDENTIFICATION NUMBER', vin, 'YEAR', String(rng.int(1946, Math.min(1980, yearOf(iso))))],
    ['MAKE', rng.pick(['CHEVROLET', 'FORD', 'PLYMOUTH', 'OLDSMOBILE']), 'BODY STYLE', rng.pick(['2DR HT', 'CONV', 'SEDAN', 'PICKUP'])],
    ['OWNER', personEN(rng).toUpperCase(), 'ODOMETER', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} ACTUAL`],
  ];
  for (const [a, b, c, d] of fields) {
    p.text(60, a, { size: 7 });
    p.text(60, b, { size: 10.5, y: p.y + 13 });
    p.text(360, c, { size: 7 });
    p.text(360, d, { size: 10.5, y: p.y + 13 });
    p.down(36);
  }
  const bank = `${rng.pick(['First National Bank of', 'Farmers State Bank,', 'Citizens Bank of'])} ${rng.pick(['Salina', 'Jackson', 'Sedalia', 'Bowling Green'])}`;
  p.text(60, 'FIRST LIENHOLDER', { size: 7 });
  p.text(60, bank.toUpperCase(), { size: 10, y: p.y + 13 });
  p.down(46);
  p.text(60, 'RELEASE OF LIEN: the holder of the above lien releases its interest in this vehicle.', { size: 8 });
  stamp(p, 300, p.y + 40, ['LIEN RELEASED', stampDate(addDays(iso, rng.int(300, 1800)), 'us'), bank.toUpperCase()], 9);
  hand(p, 80, p.y + 50, 'original in safe deposit box', { size: 13 });
  return doc(p, 'en', title(iso, vin));
}

/** An electronic-title printout (a state's title record printed from the web), with scanner imprint and pen note. */
export function usTitleRecordPrintout(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2012, 2026);
  const vin = `${rng.int(1, 9)}${chassis(rng, 16)}`.slice(0, 17);
  const st = rng.pick([
    ['Florida', 'flhsmv.gov'],
    ['Arizona', 'azmvdnow.gov'],
    ['Louisiana', 'expresslane.org'],
    ['Wisconsin', 'wisconsindmv.gov'],
  ]);
  const pr = addDays(iso, rng.int(1, 400));
  p.text(20, `${fd(pr, 'usshort')}, ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} PM`, { y: 14, size: 7 });
  p.text(575, `https://services.${st[1]}/title/record`, { y: 14, size: 7, align: 'right' });
  p.y = 56;
  p.text(55, `${st[0]} Title Record`, { size: 15, bold: true });
  p.down(14);
  p.text(55, 'Electronic title — this printout is not a certificate of title', { size: 8.5 });
  p.down(28);
  const fields: [string, string][] = [
    ['Title Number', digits(rng, 9)],
    ['VIN', vin],
    ['Year / Make', `${rng.int(1981, 2005)} ${rng.pick(['PORSCHE', 'MERCEDES-BENZ', 'TOYOTA', 'CHEVROLET'])}`],
    ['Title Issue Date', fd(iso, 'us')],
    ['Brand', 'None'],
    ['Lien', 'None recorded'],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 55 }, { x: 200 }], [k, v], { size: 10 });
    p.down(16);
  }
  hand(p, 300, p.y + 40, `paper title requested ${fd(addDays(pr, 2), 'usshort')}`, { size: 12 });
  scanImprint(p, `Scanned ${fd(addDays(pr, 5), 'iso')} · ${letters(rng, 2)}${digits(rng, 5)}`, 830);
  p.text(575, 'Page 1 of 1', { y: 830, size: 7, align: 'right' });
  return doc(p, 'en', title(iso, vin));
}

/** A private Kaufvertrag form filled in by hand, the price struck and rewritten, both parties' initials beside. */
export function kaufvertragKorrigiert(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1972, 2024);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const seller = personDE(rng);
  const buyer = personDE(rng);
  p.y = 60;
  p.text(297, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'privat an privat', { size: 9, align: 'center' });
  p.down(30);
  const blank = (label: string, value: string, x = 55, w = 485) => {
    p.text(x, label, { size: 7.5 });
    hand(p, x, p.y + 14, value, { size: 12 });
    hline(p, x, w, p.y + 17);
    p.down(34);
  };
  blank(
    'Verkäufer (Name, Anschrift)',
    `${seller}, ${rng.pick(['Lindenallee', 'Hauptstr.', 'Mühlweg'])} ${rng.int(1, 80)}, ${rng.pick(['Bamberg', 'Coburg', 'Schweinfurt'])}`,
  );
  blank('Käufer (Name, Anschrift)', `${buyer}, ${rng.pick(['Erlangen', 'Fürth', 'Nürnberg'])}`);
  blank('Fahrzeug (Hersteller, Typ)', rng.pick(['Mercedes-Benz 200 D', 'VW Käfer 1302', 'Opel Manta A', 'BMW 2002']));
  blank('Fahrgestell-Nr.', chassis(rng, 12));
  blank('Amtl. Kennzeichen / km-Stand lt. Tacho', `${plateDE(rng, rng.pick(['BA', 'CO', 'SW']))} / ${num(rng.int(40000, 190000), 'de').slice(0, -3)}`);
  const price = rng.int(20, 280) * (cur === 'DM' ? 100 : 100);
  const wrong = price + rng.pick([500, 1000, 300]);
  p.text(55, `Kaufpreis ${cur}`, { size: 7.5 });
  struck(p, 55, p.y + 14, num(wrong, 'de').replace(/,00$/, ',–'), 12, 'left');
  hand(p, 160, p.y + 16, num(price, 'de').replace(/,00$/, ',–'), { size: 14, bold: true });
  hand(p, 270, p.y + 16, `${initials(rng)} / ${initials(rng)}`, { size: 11 });
  hline(p, 55, 485, p.y + 19);
  p.down(40);
  p.text(55, 'Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft, soweit nicht nachfolgend eine Garantie', { size: 8 });
  p.down(11);
  p.text(55, 'übernommen wird. Der Kaufpreis ist bei Übergabe bar zu bezahlen.', { size: 8 });
  p.down(30);
  p.text(55, 'Ort, Datum', { size: 7.5 });
  hand(p, 55, p.y + 14, `${rng.pick(['Bamberg', 'Coburg', 'Schweinfurt'])}, ${fd(iso, 'de2')}`, { size: 12 });
  p.down(44);
  p.text(55, 'Unterschrift Verkäufer', { size: 7.5 });
  hand(p, 55, p.y + 14, seller, { size: 13 });
  p.text(320, 'Unterschrift Käufer', { size: 7.5 });
  hand(p, 320, p.y + 14, buyer, { size: 13 });
  p.down(50);
  hand(p, 55, p.y, `Betrag erhalten: ${seller.split(' ')[1]}`, { size: 12 });
  return doc(p, 'de', purchase(seller, iso, price));
}

/** A dealer's invoice for a car, faxed, BEZAHLT stamped and with the buyer's pen note of the handover. */
export function haendlerRechnungFax(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1988, 2012);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const dealer = `${rng.pick(['Classic-Cars', 'Oldtimerhandel', 'Sportwagen'])} ${rng.pick(['Niederrhein', 'Schwaben', 'Lüneburg', 'Bodensee'])} GmbH`;
  faxHeader(p, rng, iso, dealer, `0${rng.int(200, 999)} ${digits(rng, 6)}`, 'de');
  p.y = 64;
  p.text(540, dealer, { size: 15, bold: true, align: 'right' });
  p.down(13);
  p.text(540, `Ankauf · Verkauf · Kommission · USt-IdNr. DE${digits(rng, 9)}`, { size: 8, align: 'right' });
  p.down(40);
  p.text(55, personDE(rng), { size: 10 });
  p.down(40);
  p.text(55, 'Rechnung – Fahrzeugverkauf', { size: 13, bold: true });
  p.text(540, `${fd(iso, 'de')}`, { size: 10, align: 'right' });
  p.down(20);
  p.text(
    55,
    `${rng.pick(['Porsche 911 SC Targa', 'Mercedes-Benz 560 SL', 'Jaguar XJ-S V12', 'BMW 635 CSi'])}, Fahrgestell-Nr. ${chassis(rng, 14)}, EZ ${rng.int(1965, 1990)}`,
    { size: 9 },
  );
  p.down(24);
  const price = rng.int(90, 600) * 100;
  const margin = rng.chance(0.6);
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  row(p, cols, ['Kaufpreis wie besichtigt und Probe gefahren', `${num(price, 'de')} ${cur}`]);
  p.down(14);
  if (margin) {
    p.text(55, 'Differenzbesteuerung gem. § 25a UStG – Umsatzsteuer nicht gesondert ausweisbar.', { size: 8 });
  } else {
    const net = r2(price / (1 + vatDE(y) / 100));
    p.text(55, `Im Kaufpreis enthalten ${vatDE(y)} % MwSt.: ${num(r2(price - net), 'de')} ${cur}`, { size: 8 });
  }
  p.down(18);
  row(p, cols, ['Rechnungsbetrag', `${num(price, 'de')} ${cur}`], { bold: true, size: 10.5 });
  p.down(40);
  stamp(p, 330, p.y, ['BEZAHLT', stampDate(addDays(iso, rng.int(0, 7)), 'de')], 14);
  hand(p, 60, p.y, `übernommen ${fd(addDays(iso, rng.int(1, 9)), 'de2')}, 2 Schlüssel, Brief`, { size: 12 });
  return doc(p, 'de', purchase(dealer, iso, price));
}

/** An Austrian Kaufvertrag, the buyer's Kopie für Käufer, page 1 of 2, with a Vergebührt stamp and a filing note. */
export function atKaufvertragKopie(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1970, 2025);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'S' : 'EUR';
  const seller = personDE(rng);
  copyMark(p, 297, 36, 'KOPIE FÜR KÄUFER', 12);
  p.y = 70;
  p.text(297, 'KAUFVERTRAG', { size: 17, bold: true, serif: true, align: 'center' });
  p.down(30);
  const price = y < 2002 ? rng.int(15, 300) * 1000 : rng.int(30, 600) * 100;
  const text = `abgeschlossen am ${fd(iso, 'delong')} zwischen ${seller}, ${rng.pick(['Linz', 'Steyr', 'Krems', 'Feldkirch'])}, als Verkäufer, und ${personDE(rng)} als Käufer, über das Kraftfahrzeug ${rng.pick(['Steyr-Puch 500', 'Mercedes 190 SL', 'VW Karmann Ghia', 'Austin Healey Sprite'])}, Fahrgestellnummer ${chassis(rng, 11)}.`;
  para(p, 60, text, 95, { size: 10, serif: true, step: 14 });
  p.down(10);
  const clauses = [
    `1. Der Kaufpreis beträgt ${cur} ${num(price, 'de')} (in Worten: siehe oben) und wurde bei Unterfertigung bar bezahlt.`,
    '2. Das Fahrzeug wird wie besichtigt und Probe gefahren unter Ausschluss jeder Gewährleistung übergeben.',
    '3. Der Verkäufer versichert, dass das Fahrzeug sein unbeschränktes Eigentum und frei von Rechten Dritter ist.',
    '4. Die Kosten der Vergebührung trägt der Käufer.',
  ];
  for (const c of clauses) {
    para(p, 60, c, 95, { size: 9.5, serif: true, step: 13 });
    p.down(6);
  }
  p.down(20);
  p.text(60, 'Der Verkäufer:', { size: 9, serif: true });
  hand(p, 140, p.y, seller, { size: 13 });
  p.down(50);
  stamp(p, 330, p.y, ['VERGEBÜHRT', `Finanzamt ${rng.pick(['Linz', 'Steyr', 'Krems'])} ${stampDate(addDays(iso, rng.int(2, 14)), 'dots')}`], 9.5);
  hand(p, 60, p.y, `Ordner Kfz ${rng.int(1, 4)}`, { size: 12 });
  pageNo(p, 'Seite 1 von 2', 812, 'center');
  return doc(p, 'de', purchase(seller, iso, price));
}

/** A private British sale receipt, typed, the seller's signature, RECEIVED WITH THANKS stamped by his bank. */
export function ukSaleReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1962, 2024);
  const y = yearOf(iso);
  const seller = personEN(rng);
  const price = rng.int(4, 400) * (y < 1980 ? 25 : 100);
  p.y = 80;
  p.text(297, 'RECEIPT', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(40);
  para(
    p,
    70,
    `Received from ${personEN(rng)} the sum of £${num(price, 'en')} in full and final settlement for the purchase of the motor car ${rng.pick(['Triumph TR4', 'Austin A35', 'Jaguar Mk 2 3.8', 'Sunbeam Alpine', 'Ford Anglia 105E'])}, registration ${plateUK(rng, y - rng.int(1, 20))}, chassis no. ${chassis(rng, 8)}, sold as seen, tried and approved.`,
    85,
    { size: 11, serif: true, step: 16 },
  );
  p.down(24);
  p.text(70, `Date: ${fd(iso, 'uklong')}`, { size: 11, serif: true });
  p.down(30);
  p.text(70, 'Signed (seller):', { size: 11, serif: true });
  hand(p, 190, p.y, seller, { size: 14 });
  p.down(16);
  p.text(70, `${seller}, ${rng.pick(['Tunbridge Wells', 'Chichester', 'Guildford', 'Bath'])}`, { size: 9, serif: true });
  p.down(50);
  stamp(
    p,
    320,
    p.y,
    ['RECEIVED WITH THANKS', `${stampDate(addDays(iso, rng.int(0, 3)), 'uk')}`, rng.pick(['LLOYDS BANK', 'MIDLAND BANK', 'BARCLAYS BANK', 'NATWEST'])],
    9,
  );
  hand(p, 70, p.y + 10, 'logbook + 2 keys handed over', { size: 12 });
  return doc(p, 'en', purchase(seller, iso, price));
}

/** A US bill of sale faxed between the parties, with a notary's jurat and seal in words. */
export function usBillOfSaleNotarized(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1984, 2024);
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const st = rng.pick([
    ['Texas', 'Travis'],
    ['Louisiana', 'Caddo'],
    ['Montana', 'Gallatin'],
    ['Ohio', 'Franklin'],
  ]);
  faxHeader(p, rng, addDays(iso, rng.int(0, 5)), seller, `${rng.int(200, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, 'us');
  p.y = 66;
  p.text(297, 'BILL OF SALE', { size: 18, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `State of ${st[0]}`, { size: 9, align: 'center' });
  p.down(30);
  const price = rng.int(30, 900) * 100;
  para(
    p,
    60,
    `For and in consideration of the sum of $${num(price, 'en')} (U.S. dollars), receipt of which is acknowledged, I, ${seller}, the Seller, do hereby sell and transfer to ${buyer}, the Buyer, the following motor vehicle:`,
    95,
    { size: 10, step: 14 },
  );
  p.down(10);
  const fields: [string, string][] = [
    ['Year / Make / Model', `${rng.int(1950, 1979)} ${rng.pick(['Chevrolet Corvette', 'Ford Ranchero', 'Pontiac GTO', 'Cadillac Eldorado'])}`],
    ['VIN', chassis(rng, rng.int(11, 13))],
    ['Odometer', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} miles (not actual)`],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 60 }, { x: 200 }], [k, v], { size: 10 });
    p.down(15);
  }
  p.down(10);
  para(p, 60, 'The vehicle is sold AS IS, with no warranty. The Seller warrants that the vehicle is free of all liens and encumbrances.', 95, {
    size: 9.5,
    step: 13,
  });
  p.down(14);
  p.text(60, `Date of sale: ${fd(iso, 'uslong')}`, { size: 10 });
  p.down(30);
  p.text(60, 'Seller:', { size: 10 });
  hand(p, 110, p.y, seller, { size: 14 });
  p.text(320, 'Buyer:', { size: 10 });
  hand(p, 365, p.y, buyer, { size: 14 });
  p.down(40);
  p.text(60, `Subscribed and sworn before me this ${fd(iso, 'uslong')}, County of ${st[1]}.`, { size: 9 });
  p.down(30);
  stamp(
    p,
    330,
    p.y,
    [`${personEN(rng).toUpperCase()}`, `Notary Public, State of ${st[0]}`, `My Commission Expires ${fd(addDays(iso, rng.int(200, 1400)), 'us')}`],
    8.5,
  );
  hand(p, 60, p.y + 20, `wired ${fd(iso, 'usshort')}`, { size: 12 });
  return doc(p, 'en', purchase(seller, iso, price));
}
