/** Dealers and valuers: purchase contracts and invoices, valuations and appraisals. */
import { addDays, doc, fd, hline, num, para, r2, row, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, PageBuilder, chassisNo, dePerson, dePlate, deStreet, enPerson, nlPlate, ukPlate, ukStreet, usStreet, vin17 } from './kit';

/** A private sale on a printed Kaufvertrag form: Verkäufer and Käufer boxes side by side, price in figures and words. */
export function privatKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2026);
  const cur = yearOf(date) < 2002 ? 'DM' : 'EUR';
  const seller = dePerson(rng);
  const price = rng.int(30, 900) * (yearOf(date) < 2002 ? 100 : 100);
  p.text(297, 'Kaufvertrag', { size: 18, bold: true, align: 'center' });
  p.down(14).text(297, 'über ein gebrauchtes Kraftfahrzeug – privat an privat', { size: 9, align: 'center' });
  p.down(26);
  for (const [x, title, name] of [
    [60, 'Verkäufer', seller],
    [305, 'Käufer', dePerson(rng)],
  ] as [number, string, string][]) {
    p.box(x, p.y - 12, 230, 62);
    p.text(x + 5, title, { size: 7.5, bold: true });
    p.text(x + 5, name, { size: 10, y: p.y + 14 });
    p.text(x + 5, deStreet(rng), { size: 9, y: p.y + 27 });
    p.text(x + 5, `${rng.int(10000, 99999)} ${rng.pick(['Wetzlar', 'Marburg', 'Gießen', 'Fulda'])}`, { size: 9, y: p.y + 40 });
  }
  p.down(68);
  const kv: [string, string][] = [
    ['Fahrzeug/Typ', rng.pick(CARS_DE)],
    ['Fahrgestell-Nr.', chassisNo(rng, rng.int(1955, 1990))],
    ['amtl. Kennzeichen', dePlate(rng)],
    ['km-Stand (abgelesen)', `${num(rng.int(20000, 250000), 'de').slice(0, -3)}`],
    ['Brief-Nr.', `${rng.int(1000000, 9999999)}`],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 8.5 }).text(190, v, { size: 10 });
    hline(p, 190, 345, p.y + 3);
    p.down(18);
  }
  p.down(10);
  p.box(60, p.y - 12, 475, 36, true);
  p.text(66, 'Kaufpreis', { size: 8 }).text(190, `${num(price, 'de')} ${cur}`, { size: 12, bold: true });
  p.text(340, `in Worten: ${rng.pick(['siehe Ziffer', 'wie nebenstehend'])}`, { size: 8 });
  p.down(14).text(66, 'Der Kaufpreis wurde bei Übergabe in bar bezahlt.', { size: 8 });
  p.down(30);
  para(
    p,
    60,
    'Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Rechte Dritter bestehen.',
    100,
    { size: 8.5 },
  );
  p.down(20).text(60, `Ort, Datum: ${rng.pick(['Wetzlar', 'Gießen'])}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(34).text(60, '______________________', { size: 9 }).text(305, '______________________', { size: 9 });
  p.down(12).text(60, 'Unterschrift Verkäufer', { size: 7.5 }).text(305, 'Unterschrift Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A classic-car dealer's invoice under the margin scheme: no VAT shown, Rechnungsbetrag = Kaufpreis, dealer letterhead. */
export function haendlerRechnung25a(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const dealer = rng.pick(['Klassik-Automobile Reinhardt GmbH', 'Sportwagen Ackermann e.K.', 'Oldtimerhandel am Ring GmbH & Co. KG']);
  p.text(535, dealer, { size: 14, bold: true, align: 'right' });
  p.down(12).text(535, `${deStreet(rng)} · ${rng.pick(['53520 Nürburg', '65719 Hofheim', '86150 Augsburg'])}`, { size: 8, align: 'right' });
  p.down(10).text(535, `USt-IdNr. DE${rng.int(100000000, 999999999)} · HRB ${rng.int(1000, 99999)}`, { size: 8, align: 'right' });
  p.down(36)
    .text(60, dePerson(rng))
    .down(12)
    .text(60, deStreet(rng))
    .down(12)
    .text(60, `${rng.int(10000, 99999)} ${rng.pick(['Koblenz', 'Trier', 'Bonn'])}`);
  p.down(34).text(60, `Rechnung Nr. ${yearOf(date)}-${rng.int(10, 299)}`, { size: 13, bold: true });
  p.text(535, `Rechnungs- und Lieferdatum: ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(26);
  const price = rng.int(80, 2400) * 50;
  const cols: Col[] = [{ x: 60 }, { x: 535, align: 'right' }];
  row(p, cols, ['Gegenstand', 'Betrag EUR'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  p.down(18);
  const car = rng.pick(CARS_DE);
  row(p, cols, [`Gebrauchtfahrzeug ${car}`, num(price, 'de')], { size: 10 });
  p.down(13).text(
    60,
    `FIN ${chassisNo(rng, rng.int(1960, 1995))}, EZ ${fd(rng.date(1960, 1995), 'de').slice(3)}, Laufleistung lt. Tacho ${num(rng.int(20000, 200000), 'de').slice(0, -3)} km`,
    { size: 8.5 },
  );
  p.down(12).text(60, 'inkl. H-Gutachten, neue HU, 2 Schlüssel, Bordbuch', { size: 8.5 });
  p.down(24);
  hline(p, 330, 205);
  p.down(14);
  p.text(340, 'Rechnungsbetrag', { bold: true }).text(535, `${num(price, 'de')} €`, { align: 'right', bold: true });
  p.down(24).text(60, 'Differenzbesteuerung gemäß § 25a UStG – im Rechnungsbetrag ist keine ausweisbare Umsatzsteuer enthalten.', { size: 8 });
  p.down(12).text(
    60,
    `Der Betrag ist vor Übergabe auf unser Konto IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} zu überweisen.`,
    { size: 8 },
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** A US dealer's buyer's order: vehicle grid, price ladder with doc fee and sales tax, total due; selling price as the price. */
export function usBuyersOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const dealer = rng.pick(['Carver Classic Motorcars', 'Route 66 Collector Cars LLC', 'Heritage Auto Gallery']);
  p.text(60, dealer, { size: 15, bold: true });
  p.down(12).text(
    60,
    `${usStreet(rng)}, ${rng.pick(['St. Charles, MO 63301', 'Scottsdale, AZ 85260', 'Lakeland, FL 33801'])}  •  Dealer Lic. #${rng.int(10000, 99999)}`,
    { size: 8 },
  );
  p.down(28).text(297, "BUYER'S ORDER / BILL OF SALE", { size: 12, bold: true, align: 'center' });
  p.down(22)
    .text(60, `Date: ${fd(date, 'uslong')}`, { size: 9.5 })
    .text(330, `Stock #: ${rng.int(1000, 9999)}`, { size: 9.5 });
  p.down(13).text(60, `Purchaser: ${enPerson(rng)}`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 120 }, { x: 260 }, { x: 380 }];
  row(p, cols, ['YEAR', 'MAKE / MODEL', 'VIN', 'MILEAGE'], { size: 7.5, bold: true });
  p.down(13);
  row(
    p,
    cols,
    [
      String(rng.int(1955, 1975)),
      rng.pick(['Chevrolet Chevelle', 'Ford Mustang GT', 'Pontiac GTO', 'Dodge Charger']),
      chassisNo(rng, 1970),
      `${rng.int(10000, 99999)} TMU`,
    ],
    { size: 9.5 },
  );
  p.down(30);
  const price = rng.int(150, 1800) * 100;
  const doc_ = rng.pick([149, 199, 299, 499]);
  const tr = rng.pick([4.225, 5.6, 6, 7]);
  const tax = r2(((price + doc_) * tr) / 100);
  const title = rng.pick([15, 33, 75]);
  const due = r2(price + doc_ + tax + title);
  const ladder: [string, number][] = [
    ['Cash Selling Price', price],
    ['Documentary Fee', doc_],
    [`Sales Tax (${tr}%)`, tax],
    ['Title & Registration Fees', title],
    ['TOTAL DUE', due],
  ];
  for (const [k, v] of ladder) {
    p.box(300, p.y - 11, 150, 15);
    p.box(450, p.y - 11, 85, 15, k === 'TOTAL DUE');
    p.text(304, k, { size: 9, bold: k === 'TOTAL DUE' }).text(531, num(v, 'en'), { size: 9, align: 'right', bold: k === 'TOTAL DUE' });
    p.down(15);
  }
  p.down(20).text(60, 'THIS VEHICLE IS SOLD AS IS – NO WARRANTY. See the Buyers Guide posted on the vehicle.', { size: 8, bold: true });
  p.down(30).text(60, 'Purchaser ____________________', { size: 9 }).text(330, `Dealer: ${dealer}`, { size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** A UK dealer's sales invoice under the VAT margin scheme: part-exchange allowed, balance; the vehicle price is the price. */
export function ukDealerMargin(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const dealer = rng.pick(['Hastings & Cole Classic Cars Ltd', 'Dunmore Sports Cars', 'The Motor House, Pemberton']);
  p.text(297, dealer, { size: 16, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, `${ukStreet(rng)}, ${rng.pick(['Knutsford WA16 6DH', 'Cirencester GL7 1YH', 'Hexham NE46 3RB'])}`, { size: 8, align: 'center' });
  p.down(34)
    .text(60, 'SALES INVOICE', { size: 12, bold: true })
    .text(535, `Invoice ${rng.int(1000, 9999)}  ·  ${fd(date, 'uk')}`, { align: 'right', size: 9.5 });
  p.down(18).text(60, `Customer: ${enPerson(rng)}`, { size: 9.5 });
  p.down(24);
  const yr = rng.int(1960, 1990);
  const kv: [string, string][] = [
    ['Vehicle', rng.pick(CARS_EN)],
    ['Registration', ukPlate(rng, yr)],
    ['Chassis no.', chassisNo(rng, yr)],
    ['Recorded mileage', `${num(rng.int(10000, 120000), 'en').slice(0, -3)} (not warranted)`],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9 }).text(180, v, { size: 9.5 });
    p.down(13);
  }
  const price = rng.int(60, 1200) * 100;
  const px = rng.chance(0.5) ? rng.int(10, 50) * 100 : 0;
  const dep = rng.int(5, 20) * 100;
  p.down(20);
  const cols: Col[] = [{ x: 300 }, { x: 535, align: 'right' }];
  const ladder: [string, number][] = [['Vehicle price', price]];
  if (px) ladder.push(['Less part exchange allowance', px]);
  ladder.push(['Less deposit paid', dep]);
  ladder.push(['Balance to pay', r2(price - px - dep)]);
  for (const [k, v] of ladder) {
    row(p, cols, [k, `£${num(v, 'en')}`], { size: 10, bold: k === 'Balance to pay' });
    p.down(15);
  }
  p.down(18).text(60, 'Second-hand margin scheme: no VAT is shown separately on this invoice.', { size: 8 });
  p.down(12).text(60, `Sold by ${dealer}. Title passes on receipt of cleared funds.`, { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** A Dutch dealer's English purchase agreement for an export buyer: seller block, vehicle, price in euros, delivery date. */
export function nlPurchaseAgreement(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2026);
  const dealer = rng.pick(['Oldtimer Centrum Gelderland B.V.', 'Van der Berg Classics', 'Dutch Classic Cars Export B.V.']);
  p.text(60, 'PURCHASE AGREEMENT', { size: 15, bold: true });
  p.text(535, dealer, { size: 10, bold: true, align: 'right' });
  p.down(12).text(535, `KvK ${rng.int(10000000, 99999999)}`, { size: 8, align: 'right' });
  p.down(30);
  p.text(60, 'Seller', { size: 8, bold: true }).text(300, 'Buyer', { size: 8, bold: true });
  p.down(13).text(60, dealer, { size: 9.5 }).text(300, enPerson(rng), { size: 9.5 });
  p.down(12)
    .text(60, `${rng.pick(['Energieweg', 'Edisonstraat'])} ${rng.int(1, 90)}, ${rng.pick(['6827 BN Arnhem', '3861 RK Nijkerk'])}`, { size: 9 })
    .text(300, `${rng.int(1, 200)} ${rng.pick(['Maple Ave', 'Queens Road'])}, ${rng.pick(['Denver, USA', 'Perth, Australia', 'Leeds, UK'])}`, { size: 9 });
  p.down(28);
  const kv: [string, string][] = [
    ['Make / model', rng.pick([...CARS_EN, ...CARS_DE])],
    ['Chassis number', chassisNo(rng, rng.int(1960, 1995))],
    ['Dutch registration', nlPlate(rng)],
    ['Date of agreement', fd(date, 'uklong')],
    ['Delivery', `ex works, on or before ${fd(addDays(date, 21), 'uklong')}`],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9 }).text(200, v, { size: 9.5 });
    p.down(14);
  }
  const price = rng.int(100, 2000) * 100;
  p.down(14);
  p.box(60, p.y - 12, 475, 20);
  p.text(66, 'Purchase price (VAT margin scheme, no VAT deductible)', { size: 9 }).text(529, `€ ${num(price, 'de')}`, { size: 11, bold: true, align: 'right' });
  p.down(30);
  para(
    p,
    60,
    'The vehicle is sold as inspected by the buyer. Export documents and transport to the port are arranged by the seller at the buyer’s expense. Ownership passes on receipt of the full purchase price.',
    100,
    { size: 8.5 },
  );
  p.down(20).text(60, 'Signed for the seller ________________', { size: 9 }).text(300, 'Signed by the buyer ________________', { size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** A German expert's Wertgutachten: summary box on top with Zustandsnote and Marktwert, details below. */
export function wertgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const expert = `Dipl.-Ing. ${dePerson(rng)}`;
  const value = rng.int(8, 250) * 500;
  const grade = rng.pick(['Note 2', 'Note 2-', 'Note 3+', 'Note 3', 'Note 1-']);
  p.text(60, 'Sachverständigenbüro', { size: 8 });
  p.down(13).text(60, expert, { size: 13, bold: true });
  p.down(12).text(60, 'öffentlich bestellter und vereidigter Sachverständiger für historische Kraftfahrzeuge', { size: 8 });
  p.down(11).text(60, `${deStreet(rng)}, ${rng.pick(['30159 Hannover', '01067 Dresden', '04109 Leipzig'])}`, { size: 8 });
  p.down(30).text(297, 'WERTGUTACHTEN', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `Gutachten-Nr. ${rng.int(100, 999)}/${String(yearOf(date)).slice(2)}`, { size: 9, align: 'center' });
  p.down(24);
  p.box(60, p.y - 12, 475, 62, true);
  p.text(70, 'Zusammenfassung', { size: 8, bold: true });
  p.down(16).text(70, 'Zustandsnote').text(200, grade, { bold: true });
  p.down(14)
    .text(70, 'Marktwert')
    .text(200, `${num(value, 'de')} €`, { bold: true });
  p.down(14).text(70, 'Besichtigt am').text(200, fd(date, 'de'));
  p.down(30);
  const kv: [string, string][] = [
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['FIN', chassisNo(rng, rng.int(1955, 1990))],
    ['Kennzeichen', dePlate(rng)],
    ['Auftraggeber', dePerson(rng)],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9 }).text(200, v, { size: 9.5 });
    p.down(13);
  }
  p.down(14).text(60, 'Befund', { bold: true });
  p.down(14);
  para(
    p,
    60,
    rng.pick([
      'Karosserie weitgehend original, Schweller fachgerecht erneuert. Lack mit leichten Gebrauchsspuren. Innenraum original, Sitze mit Patina. Motor läuft ruhig, keine Undichtigkeiten.',
      'Fahrzeug vor einigen Jahren restauriert, seitdem wenig bewegt. Spaltmaße gleichmäßig, Chromteile gut. Technik gepflegt, Belege liegen vor.',
    ]),
    95,
    { size: 9 },
  );
  p.down(16).text(60, `${rng.pick(['Hannover', 'Dresden', 'Leipzig'])}, den ${fd(addDays(date, rng.int(1, 8)), 'de')}`, { size: 9 });
  p.down(28).text(60, expert, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A Swiss Veteranen-Expertise for insurance: Schätzwert in CHF, Zustand in words, the expert's signature block. */
export function schaetzungCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const expert = `${dePerson(rng)}, eidg. dipl. Automobildiagnostiker`;
  const firm = rng.pick(['Veteranen-Expertisen Fankhauser', 'Oldtimer-Schätzungen Seidl GmbH', 'Fahrzeugbewertung Huber AG']);
  const value = rng.int(10, 300) * 1000;
  const cond = rng.pick(['sehr gut', 'gut', 'gepflegt, fahrbereit', 'restauriert, neuwertig']);
  p.text(60, firm, { size: 13, bold: true });
  p.down(12).text(60, `${rng.pick(['Bahnhofstrasse', 'Industriestrasse'])} ${rng.int(1, 60)}, ${rng.pick(['6300 Zug', '8400 Winterthur', '3600 Thun'])}`, {
    size: 8,
  });
  p.down(30).text(60, 'Expertise / Schätzung zu Versicherungszwecken', { size: 13, bold: true });
  p.down(22);
  const cols: Col[] = [{ x: 60 }, { x: 230 }];
  const kv: [string, string][] = [
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Kontrollschild', `${rng.pick(['ZG', 'ZH', 'BE'])} ${rng.int(1000, 99999)}`],
    ['Fahrgestell-Nr.', chassisNo(rng, rng.int(1955, 1990))],
    ['Datum der Besichtigung', fd(date, 'de')],
    ['Allgemeiner Zustand', cond],
    ['Schätzwert (Versicherungswert)', `CHF ${num(value, 'ch')}`],
  ];
  for (const [k, v] of kv) {
    row(p, cols, [k, v], { size: 9.5, bold: k.startsWith('Schätz') });
    hline(p, 60, 475, p.y + 4);
    p.down(18);
  }
  p.down(12);
  para(
    p,
    60,
    'Die Schätzung beruht auf einer Sichtprüfung ohne Demontage. Der Wert gilt für zwei Jahre ab Besichtigung, sofern am Fahrzeug keine wesentlichen Veränderungen vorgenommen werden.',
    100,
    { size: 8.5 },
  );
  p.down(22).text(60, 'Der Experte:', { size: 9 });
  p.down(14).text(60, expert, { size: 9.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A UK valuation certificate for agreed-value insurance: valuer's name and qualifications, condition grade, value in words too. */
export function ukValuationCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const valuer = `${enPerson(rng)} ${rng.pick(['IMI', 'FIMI', 'MIAEA', 'AMIRTE'])}`;
  const value = rng.int(6, 180) * 500;
  const cond = rng.pick(['Condition 1 (Excellent)', 'Condition 2 (Good)', 'Condition 3 (Fair)', 'Concours']);
  p.text(297, 'CERTIFICATE OF VALUATION', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'for agreed value insurance purposes', { size: 9, serif: true, align: 'center' });
  p.down(30);
  const kv: [string, string][] = [
    ['Owner', enPerson(rng)],
    ['Vehicle', rng.pick(CARS_EN)],
    ['Registration mark', ukPlate(rng, rng.int(1960, 1995))],
    ['Chassis number', chassisNo(rng, rng.int(1960, 1980))],
    ['Date of inspection', fd(date, 'uklong')],
    ['Overall condition', cond],
  ];
  for (const [k, v] of kv) {
    p.text(80, k, { size: 9.5, serif: true }).text(240, v, { size: 10, serif: true });
    p.down(16);
  }
  p.down(14);
  p.box(80, p.y - 14, 435, 24, true);
  p.text(90, `In my opinion the current market value of this vehicle is £${num(value, 'en')}`, { size: 10.5, bold: true, serif: true });
  p.down(34);
  para(
    p,
    80,
    'This valuation is given in good faith following a physical inspection of the vehicle and its documentation. It is valid for insurance purposes for three years from the date of inspection.',
    90,
    { size: 9, serif: true },
  );
  p.down(24).text(80, 'Signed', { size: 8 });
  p.down(14).text(80, valuer, { size: 10, serif: true });
  p.down(12).text(80, rng.pick(['Approved valuer to the Jaguar Drivers Club', 'Club valuer, MG Owners Club', 'Independent engineer and assessor']), {
    size: 8.5,
    serif: true,
  });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A US appraisal report: header block, condition rating on a 1–6 scale, appraised value in a shaded bar, appraiser's credentials. */
export function usAppraisalReport(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const firm = rng.pick(['Brandt Vehicle Appraisals', 'Midwest Classic Appraisal Services', 'Certified Collector Car Appraisers']);
  const appraiser = enPerson(rng);
  const value = rng.int(10, 300) * 500;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Show Quality', '#4 Driver']);
  p.text(60, firm, { size: 14, bold: true });
  p.down(12).text(60, `${usStreet(rng)} • ${rng.pick(['Omaha, NE', 'Columbus, OH', 'Reno, NV'])}`, { size: 8 });
  p.down(28)
    .text(60, 'VEHICLE APPRAISAL REPORT', { size: 12, bold: true })
    .text(535, `Report # ${rng.int(1000, 9999)}`, { size: 9, align: 'right' });
  p.down(22);
  const cols: Col[] = [{ x: 60 }, { x: 180 }, { x: 310 }, { x: 430 }];
  row(p, cols, ['Client', 'Inspection Date', 'Year / Make', 'VIN'], { size: 7.5, bold: true });
  p.down(13);
  row(p, cols, [enPerson(rng), fd(date, 'us'), `${rng.int(1955, 1975)} ${rng.pick(['Corvette', 'Thunderbird', 'Bel Air', 'Camaro'])}`, ''], { size: 9 });
  p.text(430, rng.chance(0.5) ? vin17(rng) : chassisNo(rng, 1970), { size: 8, y: p.y });
  p.down(24).text(60, `Condition Rating: ${cond}`, { size: 10 });
  p.down(14).text(60, 'Scale: #1 Concours, #2 Excellent, #3 Good, #4 Driver, #5 Restorable, #6 Parts car', { size: 7.5 });
  p.down(20).text(60, 'Comments', { size: 9, bold: true });
  p.down(13);
  para(
    p,
    60,
    rng.pick([
      'Body-off restoration completed approx. 8 years ago; paint shows minor chips on the rockers. Numbers matching drivetrain verified. Interior correct pattern, light wear on driver seat bolster.',
      'Older repaint in original color, solid floors and trunk pan. Engine is a correct date-coded replacement block. Runs and drives well.',
    ]),
    100,
    { size: 9 },
  );
  p.down(14);
  p.box(60, p.y - 14, 475, 24, true);
  p.text(70, 'APPRAISED VALUE', { size: 10, bold: true }).text(525, `$${num(value, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(36).text(60, appraiser, { size: 10 });
  p.down(12).text(60, `Senior Appraiser, ${firm}  •  ${rng.pick(['ASA accredited', 'USPAP compliant', 'IAAA member'])}`, { size: 8 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
