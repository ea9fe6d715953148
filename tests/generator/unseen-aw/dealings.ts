/**
 * Purchases and appraisals where several sums stand on one page. purchasePrice is the price agreed for the vehicle
 * itself in the currency the page says is payable: before a trade-in allowance, a deposit or an earlier payment is set
 * against it, and without fees and taxes the page adds separately (documentation fee, sales tax, title fee, an auction's
 * buyer's premium). appraisedValue is the market value the report states (Marktwert, fair market value), never the
 * replacement value, the agreed value recommended for insurance or the restoration cost.
 */
import { addDays, doc, fd, num, para, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  DEM,
  DE_PLATE,
  DE_TOWNS,
  IEP,
  IE_TOWNS,
  STREETS_DE,
  UK_TOWNS,
  US_TOWNS,
  digits,
  letters,
  lv,
  newPage,
  personDE,
  personEN,
  sumLine,
  thou,
  vin,
} from './kit';

/** Private sale 1999–2001 on a club form: price in DM (euro in brackets), deposit received, balance at handover. */
export function privatKaufDm(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const date = rng.date(1999, 2001);
  const seller = personDE(rng);
  const buyer = personDE(rng);
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 13, bold: true, align: 'center' });
  p.down(12);
  p.text(297, '(privater Verkauf – Muster des Automobilclubs)', { size: 8, align: 'center' });
  p.down(30);
  p.text(40, 'Verkäufer', { size: 8 });
  p.text(300, 'Käufer', { size: 8 });
  p.down(12);
  p.text(40, seller, { size: 10 });
  p.text(300, buyer, { size: 10 });
  p.down(12);
  p.text(40, `${rng.pick(STREETS_DE)} ${rng.int(1, 90)}, ${zip} ${town}`, { size: 9 });
  p.text(300, `${rng.pick(STREETS_DE)} ${rng.int(1, 90)}, ${rng.pick(DE_TOWNS)[0]}`, { size: 9 });
  p.down(26);
  const rows: [string, string][] = [
    ['Hersteller/Typ', rng.pick(['Mercedes-Benz 190 E 2.3', 'VW Golf II GTI', 'BMW 325i E30', 'Porsche 944'])],
    ['Fahrgestell-Nr.', vin(rng, rng.pick(['WDB', 'WVW', 'WBA', 'WP0']))],
    ['Amtl. Kennzeichen', DE_PLATE(rng, code)],
    ['km-Stand (abgelesen)', thou(rng.int(60000, 260000), '.')],
  ];
  for (const [l, v] of rows) {
    lv(p, 40, l, v, 170, { size: 9.5 });
    p.down(14);
  }
  p.down(14);
  const price = rng.int(8, 60) * 500;
  const dep = rng.int(1, 4) * 500;
  p.text(40, `Kaufpreis: DM ${num(price, 'de')}  (entspricht EUR ${num(r2(price / DEM), 'de')})`, { size: 11, bold: true });
  p.down(16);
  p.text(40, `Anzahlung erhalten: DM ${num(dep, 'de')}     Restbetrag bei Übergabe bar: DM ${num(price - dep, 'de')}`, { size: 9.5 });
  p.down(24);
  para(
    p,
    40,
    'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug in seinem Eigentum steht und frei von Rechten Dritter ist.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  p.text(40, `${town}, ${fd(date, 'de')}`, { size: 10 });
  p.down(30);
  p.text(40, '______________________', { size: 9 });
  p.text(300, '______________________', { size: 9 });
  p.down(11);
  p.text(40, 'Unterschrift Verkäufer', { size: 8 });
  p.text(300, 'Unterschrift Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Dealer's vehicle invoice 2008–2026: price incl. VAT, trade-in allowance, deposit, balance. */
export function haendlerInzahlung(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip] = rng.pick(DE_TOWNS);
  const seller = `Autohaus ${rng.pick(['Albers', 'Lindner', 'Wendling'])} GmbH`;
  const date = rng.date(2008, 2026);
  p.text(40, seller, { size: 15, bold: true });
  p.down(12);
  p.text(40, `Gebrauchtwagenzentrum · ${rng.pick(STREETS_DE)} ${rng.int(1, 90)} · ${zip} ${town}`, { size: 8 });
  p.down(44);
  p.text(40, `Fahrzeugrechnung Nr. FZ-${digits(rng, 6)}`, { size: 12, bold: true });
  p.text(555, `Datum: ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(20);
  const rows: [string, string][] = [
    ['Käufer', personDE(rng)],
    ['Fahrzeug', `${rng.pick(['BMW 530d Touring', 'Audi A6 Avant 3.0 TDI', 'Mercedes-Benz E 350', 'VW Passat Variant'])}`],
    ['FIN', vin(rng, rng.pick(['WBA', 'WAU', 'WDD', 'WVW']))],
    ['Erstzulassung', fd(rng.date(yearOf(date) - 8, yearOf(date) - 1), 'de')],
    ['Kilometerstand', `${thou(rng.int(12000, 190000), '.')} km`],
  ];
  for (const [l, v] of rows) {
    lv(p, 40, l, v, 150, { size: 9.5 });
    p.down(13);
  }
  p.down(18);
  const price = rng.int(12, 70) * 500 - rng.pick([0, 10, 100]);
  const net = r2(price / 1.19);
  const vat = r2(price - net);
  const trade = rng.int(2, Math.max(2, Math.floor(price / 1000))) * 250;
  const dep = rng.pick([500, 1000, 2000]);
  sumLine(p, 250, 'Kaufpreis netto', num(net, 'de'), 555);
  sumLine(p, 250, 'zzgl. 19 % MwSt.', num(vat, 'de'), 555);
  sumLine(p, 250, 'Kaufpreis brutto', `${num(price, 'de')} €`, 555, { bold: true });
  sumLine(
    p,
    250,
    `abzgl. Inzahlungnahme ${rng.pick(['Opel Astra', 'VW Polo', 'Ford Focus'])} (${DE_PLATE(rng, rng.pick(DE_TOWNS)[2])})`,
    `-${num(trade, 'de')}`,
    555,
  );
  sumLine(p, 250, `abzgl. Anzahlung vom ${fd(addDays(date, -rng.int(5, 30)), 'de')}`, `-${num(dep, 'de')}`, 555);
  sumLine(p, 250, 'Restzahlung bei Auslieferung', `${num(r2(price - trade - dep), 'de')} €`, 555, { bold: true });
  p.down(16);
  p.text(40, 'Die Inzahlungnahme erfolgt zum vereinbarten Festpreis. Gebrauchtwagengarantie 12 Monate.', { size: 8 });
  p.y = 805;
  p.text(40, `${seller} · HRB ${rng.int(1000, 9999)} · USt-IdNr. DE${digits(rng, 9)}`, { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** US buyer's order: cash price, doc fee, tax, title fees, less trade-in and deposit, balance due. */
export function usBuyersOrder(rng: Random): Generated {
  const p = newPage(46);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const seller = `${rng.pick(['Riverside', 'Capitol', 'Heritage'])} ${rng.pick(['Motors', 'Auto Sales', 'Classic Cars'])} LLC`;
  const date = rng.date(1985, 2026);
  p.text(40, seller, { size: 15, bold: true });
  p.text(555, "BUYER'S ORDER", { size: 13, bold: true, align: 'right' });
  p.down(12);
  p.text(40, `${rng.int(100, 9999)} ${rng.pick(['Highway 30', 'Commerce Blvd', 'Main St'])}, ${town}, ${st} ${zip} · Dealer Lic. ${digits(rng, 6)}`, {
    size: 8,
  });
  p.down(30);
  lv(p, 40, 'Date', fd(date, 'us'), 110, { size: 9 });
  lv(p, 300, 'Stock #', `${letters(rng, 1)}${digits(rng, 4)}`, 360, { size: 9 });
  p.down(12);
  lv(p, 40, 'Purchaser', personEN(rng), 110, { size: 9 });
  p.down(12);
  lv(
    p,
    40,
    'Vehicle',
    `${rng.int(1955, Math.min(2024, yearOf(date)))} ${rng.pick(['Chevrolet Bel Air', 'Ford Bronco', 'Cadillac DeVille', 'Jeep CJ-7'])}`,
    110,
    { size: 9 },
  );
  lv(p, 300, 'VIN', vin(rng, rng.pick(['1G1', '1FM', '1J4'])), 360, { size: 9 });
  p.down(12);
  lv(p, 40, 'Odometer', thou(rng.int(20000, 140000), ','), 110, { size: 9 });
  p.down(26);
  const price = rng.int(8, 90) * 500 - rng.pick([0, 5, 100]);
  const doc_ = rng.pick([89, 149, 199, 299]);
  const taxRate = rng.pick([5, 6, 6.5, 7]);
  const trade = rng.int(0, Math.floor(price / 1500)) * 500;
  const tax = r2(((price + doc_ - trade) * taxRate) / 100);
  const title = rng.pick([28.5, 45, 77]);
  const total = r2(price + doc_ + tax + title);
  const dep = rng.pick([500, 1000, 2500]);
  const lines: [string, string, boolean?][] = [
    ['Cash price of vehicle', num(price, 'en')],
    ['Documentary fee', num(doc_, 'en')],
    ['Trade-in allowance', trade ? `(${num(trade, 'en')})` : '0.00'],
    [`Sales tax ${taxRate}% (on price less trade)`, num(tax, 'en')],
    ['Title and registration fees', num(title, 'en')],
    ['Total', num(r2(total - trade), 'en'), true],
    ['Less deposit', `(${num(dep, 'en')})`],
    ['BALANCE DUE ON DELIVERY', `$${num(r2(total - trade - dep), 'en')}`, true],
  ];
  p.box(300, p.y - 12, 255, lines.length * 14 + 8);
  for (const [l, v, b] of lines) sumLine(p, 306, l, v, 549, { bold: b, step: 14 });
  p.down(20);
  if (trade) {
    p.text(
      40,
      `Trade-in: ${rng.int(1990, Math.min(2022, yearOf(date)))} ${rng.pick(['Honda Civic', 'Ford Taurus', 'Chevy S-10'])}, payoff none, allowance $${num(trade, 'en')}.`,
      { size: 8 },
    );
    p.down(12);
  }
  p.text(40, 'Vehicle sold AS IS – NO WARRANTY. The purchaser acknowledges receipt of a copy of this order.', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** UK private sale receipt: agreed price, deposit already paid, balance by bank transfer. */
export function ukPrivateReceipt(rng: Random): Generated {
  const p = newPage(70);
  const town = rng.pick(UK_TOWNS);
  const date = rng.date(1990, 2026);
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const price = rng.int(4, 90) * 250;
  const dep = rng.pick([200, 250, 500, 1000]);
  p.text(297, 'RECEIPT FOR SALE OF MOTOR VEHICLE', { size: 13, bold: true, align: 'center', serif: true });
  p.down(40);
  para(
    p,
    40,
    `I, ${seller}, of ${rng.int(1, 90)} ${rng.pick(['Church Lane', 'Victoria Road', 'The Crescent'])}, ${town}, confirm that I have sold the vehicle described below to ${buyer} for the agreed price of £${num(price, 'en')} (the price).`,
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Make and model', rng.pick(['Triumph TR6', 'Austin Healey Sprite', 'Land Rover Series IIA', 'Jaguar XJ6 Series 1'])],
    ['Registration', `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`],
    ['Chassis number', `${letters(rng, 2)}${digits(rng, 5)}${letters(rng, 1)}`],
    ['Recorded mileage', thou(rng.int(20000, 120000), ',')],
  ];
  for (const [l, v] of rows) {
    lv(p, 60, l, v, 200, { size: 10 });
    p.down(14);
  }
  p.down(14);
  sumLine(p, 60, 'Agreed price', `£${num(price, 'en')}`, 400, { size: 10, bold: true });
  sumLine(p, 60, `Deposit received ${fd(addDays(date, -rng.int(3, 20)), 'uk')}`, `£${num(dep, 'en')}`, 400, { size: 10 });
  sumLine(p, 60, 'Balance received today by bank transfer', `£${num(price - dep, 'en')}`, 400, { size: 10 });
  p.down(16);
  para(p, 40, 'The vehicle is sold as seen, tried and approved, without warranty. The V5C has been completed and sent to the DVLA.', 95, {
    size: 9.5,
    serif: true,
    step: 13,
  });
  p.down(16);
  p.text(40, `Date: ${fd(date, 'uklong')}`, { size: 10, serif: true });
  p.down(30);
  p.text(40, `Seller: ${seller}   ____________________`, { size: 10, serif: true });
  p.down(20);
  p.text(40, `Buyer: ${buyer}   ____________________`, { size: 10, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** UK auction house invoice: hammer price, buyer's premium with VAT on the premium, total due. */
export function auctionInvoice(rng: Random): Generated {
  const p = newPage(50);
  const town = rng.pick(UK_TOWNS);
  const seller = `${rng.pick(['Brightwell', 'Marlowe & Finch', 'Shire'])} Classic Auctions Ltd`;
  const date = rng.date(2005, 2026);
  p.text(40, seller, { size: 15, bold: true, serif: true });
  p.down(12);
  p.text(40, `${rng.pick(['The Sale Rooms', 'Showground House'])}, ${town} · VAT Reg ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    size: 8,
    serif: true,
  });
  p.down(40);
  p.text(40, "BUYER'S INVOICE", { size: 12, bold: true });
  p.down(18);
  lv(p, 40, 'Sale', `${rng.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} Classic Sale, ${fd(date, 'uklong')}`, 130, { size: 9 });
  p.down(12);
  lv(p, 40, 'Buyer no.', digits(rng, 4), 130, { size: 9 });
  p.down(12);
  lv(p, 40, 'Invoice date', fd(addDays(date, 1), 'uk'), 130, { size: 9 });
  p.down(24);
  const lot = rng.int(101, 340);
  const hammer = rng.int(6, 120) * 500;
  const bpRate = rng.pick([12.5, 15]);
  const bp = r2((hammer * bpRate) / 100);
  const vat = r2(bp * 0.2);
  const fee = rng.pick([0, 25, 50]);
  p.text(
    40,
    `Lot ${lot}: ${rng.int(1955, 1995)} ${rng.pick(['Mercedes-Benz 280SL Pagoda', 'Jaguar Mk2 3.8', 'Porsche 911 SC', 'Aston Martin DB6'])}, chassis ${letters(rng, 2)}${digits(rng, 6)}`,
    { size: 9.5 },
  );
  p.down(22);
  sumLine(p, 260, 'Hammer price', num(hammer, 'en'), 555);
  sumLine(p, 260, `Buyer's premium @ ${bpRate}%`, num(bp, 'en'), 555);
  sumLine(p, 260, 'VAT @ 20% on premium', num(vat, 'en'), 555);
  if (fee) sumLine(p, 260, 'Indemnity and documentation fee', num(fee, 'en'), 555);
  sumLine(p, 260, 'TOTAL DUE', `£${num(r2(hammer + bp + vat + fee), 'en')}`, 555, { bold: true });
  p.down(16);
  p.text(40, 'Sold under the margin scheme: no VAT on the hammer price. Lots must be collected within 5 working days.', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: hammer });
}

/** Classic-car valuation (German) 2012–2026: Marktwert, Wiederbeschaffungswert, condition grade. */
export function wertgutachten(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip] = rng.pick(DE_TOWNS);
  const name = `Dipl.-Ing. ${personDE(rng)}`;
  const date = rng.date(2012, 2026);
  p.text(40, `Kfz-Sachverständigenbüro ${name}`, { size: 12, bold: true });
  p.down(12);
  p.text(40, `öffentlich bestellt und vereidigt · ${zip} ${town}`, { size: 8 });
  p.down(40);
  p.text(40, 'Wertgutachten für ein klassisches Fahrzeug', { size: 13, bold: true });
  p.down(18);
  lv(p, 40, 'Gutachten-Nr.', `WG-${yearOf(date)}-${digits(rng, 4)}`, 170);
  p.down(12);
  lv(p, 40, 'Besichtigung am', fd(date, 'de'), 170);
  p.down(12);
  lv(p, 40, 'Fahrzeug', rng.pick(['Mercedes-Benz 280 SL (W113)', 'Porsche 911 T 2.2', 'BMW 2002 tii', 'Jaguar E-Type Series 1.5']), 170);
  p.down(12);
  lv(p, 40, 'Fahrgestell-Nr.', vin(rng, rng.pick(['113', '911', '274'])), 170);
  p.down(22);
  const grade = rng.pick(['2', '2-', '2+', '3+', '3']);
  const gradeText = `Zustandsnote ${grade}`;
  p.text(40, 'Zustand', { size: 10, bold: true });
  p.down(13);
  p.text(40, gradeText, { size: 10 });
  p.down(12);
  para(p, 40, 'Karosserie fachgerecht restauriert, Spaltmaße gleichmäßig; Motor und Getriebe ohne Befund; Innenraum mit leichten Gebrauchsspuren.', 100, {
    size: 9,
  });
  p.down(14);
  const mkt = rng.int(20, 250) * 1000;
  const wbw = r2(Math.round((mkt * rng.pick([1.1, 1.15, 1.2])) / 500) * 500);
  const rest = r2(rng.int(15, 90) * 1000);
  p.text(40, 'Wertermittlung', { size: 10, bold: true });
  p.down(14);
  sumLine(p, 40, 'Wiederbeschaffungswert (inkl. MwSt.)', `${num(wbw, 'de')} €`, 400);
  sumLine(p, 40, 'Marktwert', `${num(mkt, 'de')} €`, 400, { bold: true });
  sumLine(p, 40, 'Kosten einer Restaurierung auf Note 2 (Schätzung)', `${num(rest, 'de')} €`, 400);
  p.down(12);
  para(
    p,
    40,
    'Der Marktwert ist der Preis, der zum Bewertungsstichtag im gewöhnlichen Geschäftsverkehr erzielbar wäre. Der Wiederbeschaffungswert dient der Festlegung der Versicherungssumme.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  p.text(40, `${town}, ${fd(date, 'delong')}`, { size: 9.5 });
  p.down(14);
  p.text(40, name, { size: 9.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: mkt, conditionNotes: gradeText });
}

/** Short valuation 1999–2001 in DM with euro in brackets: market value, repair cost, residual value. */
export function kurzgutachtenDm(rng: Random): Generated {
  const p = newPage(56);
  const [town] = rng.pick(DE_TOWNS);
  const org = rng.pick(['DEKRA', 'TÜV', 'GTÜ']);
  const name = personDE(rng);
  const date = rng.date(1999, 2001);
  p.text(40, `${org} Automobil · Niederlassung ${town}`, { size: 12, bold: true });
  p.down(40);
  p.text(40, 'Kurzgutachten – Fahrzeugbewertung', { size: 13, bold: true });
  p.down(20);
  const rows: [string, string][] = [
    ['Auftrags-Nr.', digits(rng, 8)],
    ['Datum der Bewertung', fd(date, 'de2')],
    ['Fahrzeug', rng.pick(['Opel GT 1900', 'VW Karmann Ghia', 'Mercedes 250 SE Coupé', 'NSU Ro 80'])],
    ['Laufleistung', `${thou(rng.int(50000, 190000), '.')} km (abgelesen)`],
    ['Sachverständiger', name],
  ];
  for (const [l, v] of rows) {
    lv(p, 40, `${l}:`, v, 180);
    p.down(13);
  }
  p.down(14);
  const cond = rng.pick(['gepflegt, Note 2-3', 'durchschnittlich, Note 3', 'sehr gut, Note 2']);
  lv(p, 40, 'Allgemeinzustand:', cond, 180);
  p.down(24);
  const mkt = rng.int(6, 60) * 500;
  const wbw = mkt + rng.int(2, 10) * 500;
  const rep = rng.int(1, 20) * 250;
  const e = (n: number) => num(r2(n / DEM), 'de');
  sumLine(p, 40, 'Marktwert (Händlerverkaufswert)', `DM ${num(mkt, 'de')}  (EUR ${e(mkt)})`, 470);
  sumLine(p, 40, 'Wiederbeschaffungswert', `DM ${num(wbw, 'de')}  (EUR ${e(wbw)})`, 470);
  sumLine(p, 40, 'Geschätzte Instandsetzungskosten', `DM ${num(rep, 'de')}  (EUR ${e(rep)})`, 470);
  p.down(14);
  p.text(40, 'Gutachtengebühr DM 180,00 inkl. MwSt. wurde bar bezahlt.', { size: 8.5 });
  p.down(30);
  p.text(40, `${town}, ${fd(date, 'de')}       ${name}, Kfz-Sachverständiger`, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: mkt, conditionNotes: cond });
}

/** US agreed-value appraisal: fair market value, replacement cost, recommended agreed value, restoration to #2. */
export function usAgreedValueAppraisal(rng: Random): Generated {
  const p = newPage(48);
  const [town, st] = rng.pick(US_TOWNS);
  const name = personEN(rng);
  const firm = `${name.split(' ')[1]} Collector Car Appraisals`;
  const date = rng.date(1995, 2026);
  p.text(40, firm, { size: 15, bold: true });
  p.down(12);
  p.text(40, `${town}, ${st} · Certified Appraiser, ${rng.pick(['IAAA', 'ASA', 'ICCA'])} member no. ${digits(rng, 4)}`, { size: 8 });
  p.down(36);
  p.text(40, 'VEHICLE APPRAISAL REPORT', { size: 13, bold: true });
  p.down(18);
  lv(p, 40, 'Date of inspection', fd(date, 'uslong'), 170);
  p.down(12);
  lv(p, 40, 'Vehicle', `${rng.int(1953, 1975)} ${rng.pick(['Chevrolet Corvette', 'Ford Mustang Fastback', 'Pontiac GTO', 'Dodge Charger R/T'])}`, 170);
  p.down(12);
  lv(p, 40, 'VIN', `${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`, 170);
  p.down(12);
  lv(p, 40, 'Owner', personEN(rng), 170);
  p.down(22);
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2- Excellent, minor flaws', '#3+ Good, driver quality']);
  lv(p, 40, 'Condition rating', cond, 170, { bold: true });
  p.down(22);
  const fmv = rng.int(15, 180) * 1000;
  const repl = fmv + rng.int(2, 20) * 1000;
  const agreed = repl;
  const rest = rng.int(10, 80) * 1000;
  p.box(40, p.y - 4, 515, 70);
  p.down(10);
  sumLine(p, 50, 'Fair market value', `$${num(fmv, 'en')}`, 540, { bold: true });
  sumLine(p, 50, 'Replacement cost (comparable vehicle, retail)', `$${num(repl, 'en')}`, 540);
  sumLine(p, 50, 'Recommended agreed value for insurance', `$${num(agreed, 'en')}`, 540);
  sumLine(p, 50, 'Estimated cost to restore to #2 condition', `$${num(rest, 'en')}`, 540);
  p.down(14);
  para(
    p,
    40,
    'Values are based on recent auction results and private sales of comparable vehicles. The appraiser has no interest in the vehicle. Fee for this report: $250.00.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  p.text(40, `Signed: ${name}`, { size: 10 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: fmv, conditionNotes: cond });
}

/** Irish valuation letter 1999–2001: market value in IR£ with euro, an insured value suggested. */
export function irishValuationLetter(rng: Random): Generated {
  const p = newPage(60);
  const [town] = rng.pick(IE_TOWNS);
  const name = personEN(rng);
  const date = rng.date(1999, 2001);
  p.text(555, `${name}, MIMI`, { size: 11, bold: true, align: 'right', serif: true });
  p.down(12);
  p.text(555, `Motor Assessor & Valuer · ${town}`, { size: 8.5, align: 'right', serif: true });
  p.down(40);
  p.text(40, fd(date, 'uklong'), { size: 10, serif: true });
  p.down(26);
  p.text(
    40,
    `Re: Valuation of ${rng.int(1955, 1985)} ${rng.pick(['Morris Minor 1000', 'Volkswagen Beetle 1300', 'Ford Cortina Mk II', 'Triumph Spitfire'])}, reg. ${rng.pick(['ZV', 'IK', 'ZB'])} ${rng.int(100, 9999)}`,
    { size: 10, bold: true, serif: true },
  );
  p.down(22);
  const cond = rng.pick(['Very good', 'Good', 'Fair, some corrosion']);
  para(
    p,
    40,
    'Dear Sir or Madam, at the request of the owner I inspected the above vehicle. Bodywork, engine, running gear and interior were examined; a road test was carried out.',
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(8);
  lv(p, 40, 'Overall condition:', cond, 170, { size: 10 });
  p.down(24);
  const mv = rng.int(3, 30) * 250;
  const iv = mv + rng.int(2, 8) * 250;
  sumLine(p, 40, 'Current market value', `IR£${num(mv, 'en')}  (€${num(r2(mv / IEP), 'en')})`, 470, { serif: true, bold: true });
  sumLine(p, 40, 'Suggested sum insured', `IR£${num(iv, 'en')}  (€${num(r2(iv / IEP), 'en')})`, 470, { serif: true });
  p.down(16);
  para(p, 40, 'This valuation is given for insurance purposes and is valid for twelve months. Yours faithfully,', 95, { size: 10, serif: true, step: 14 });
  p.down(20);
  p.text(40, name, { size: 10, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: mv, conditionNotes: cond });
}
