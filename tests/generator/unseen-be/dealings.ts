/**
 * Sales and valuations that name an earlier one: German and Austrian contracts citing the seller's own purchase, a
 * British letter receipt, a US bill of sale naming the prior bill of sale, a US consignment invoice with the car's
 * earlier auction sale; German and Austrian re-valuations naming the previous report, a British club re-valuation
 * letter, a US appraisal update.
 */
import { addDays, doc, fd, hline, num, para, r2, row, sum, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, PageBuilder, digits, person, placeAT, placeDE, placeUK, placeUS, plateAT, plateDE, plateUK, vin17 } from './kit';

const WORDS_DE = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
/** Thousands in German words ("achtundzwanzigtausendfünfhundert") for round prices. */
function wordsDE(n: number): string {
  const small = (k: number): string => {
    const teen = ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
    const tens = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
    if (k === 0) return '';
    if (k < 10) return k === 1 ? 'ein' : WORDS_DE[k];
    if (k < 20) return teen[k - 10];
    if (k < 100) return `${k % 10 ? `${k % 10 === 1 ? 'ein' : WORDS_DE[k % 10]}und` : ''}${tens[Math.floor(k / 10)]}`;
    return `${Math.floor(k / 100) === 1 ? 'ein' : WORDS_DE[Math.floor(k / 100)]}hundert${small(k % 100)}`;
  };
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  return `${th ? `${small(th)}tausend` : ''}${small(rest)}`;
}

/** German private sale contract; the seller states when and from whom he bought the car and for how much. */
export function kaufvertragVorbesitz(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const earlier = addDays(date, -rng.int(700, 6000));
  const seller = person(rng, 'de');
  const buyer = person(rng, 'de');
  const prevSeller = person(rng, 'de');
  const price = rng.int(8, 90) * 500;
  const prevPrice = Math.round((price * rng.pick([0.55, 0.7, 0.85])) / 500) * 500;
  const [make, model] = rng.pick(CARS_DE);
  const s1 = placeDE(rng);
  const s2 = placeDE(rng);
  p.text(297, 'Kaufvertrag', { size: 16, bold: true, align: 'center', y: 60 });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug – privat an privat', { size: 9, align: 'center', y: 74 });
  p.y = 105;
  const cols: Col[] = [{ x: 50 }, { x: 300 }];
  row(p, cols, ['Verkäufer', 'Käufer'], { bold: true, size: 9.5 });
  p.down(13);
  row(p, cols, [seller, buyer], { size: 10 });
  p.down(12);
  row(p, cols, [s1.street, s2.street], { size: 9 });
  p.down(12);
  row(p, cols, [`${s1.zip} ${s1.city}`, `${s2.zip} ${s2.city}`], { size: 9 });
  p.down(24);
  p.text(50, 'Fahrzeug', { size: 9.5, bold: true }).down(13);
  const kv: [string, string][] = [
    ['Hersteller / Typ', `${make} ${model}`],
    ['Fahrzeug-Ident.-Nr.', vin17(rng, 'WDB')],
    ['Amtl. Kennzeichen', plateDE(rng, true)],
    ['Kilometerstand (abgelesen)', num(rng.int(40000, 220000), 'de').slice(0, -3)],
    ['ZB II Nr.', `${rng.pick(['DE', 'DF'])}${digits(rng, 7)}`],
  ];
  for (const [k, v] of kv) p.text(60, k, { size: 9 }).text(220, v, { size: 9.5 }).down(12);
  p.down(14);
  p.text(50, 'Angaben des Verkäufers', { size: 9.5, bold: true }).down(13);
  para(
    p,
    50,
    `Der Verkäufer hat das Fahrzeug am ${fd(earlier, 'de')} von ${prevSeller} zum Preis von ${num(prevPrice, 'de')} EUR erworben; der damalige Kaufvertrag wird dem Käufer in Kopie übergeben. Seitdem ${rng.pick(['wurde das Fahrzeug nur im Sommer bewegt', 'wurden Bremsen und Auspuff erneuert', 'ist es unfallfrei geblieben'])}.`,
    105,
    { size: 9 },
  );
  p.down(8);
  p.text(50, 'Kaufpreis', { size: 9.5, bold: true }).down(14);
  p.text(60, `${num(price, 'de')} EUR  (in Worten: ${wordsDE(price)} Euro)`, { size: 10.5, bold: true }).down(14);
  p.text(60, `Der Kaufpreis wurde bei Übergabe ${rng.pick(['bar bezahlt', 'per Überweisung bezahlt'])}; der Empfang wird bestätigt.`, { size: 9 }).down(22);
  para(
    p,
    50,
    'Das Fahrzeug wird unter Ausschluss jeder Sachmängelhaftung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist.',
    105,
    { size: 8.5 },
  );
  p.down(16);
  p.text(50, `${s1.city}, den ${fd(date, 'de')}`, { size: 10 }).down(40);
  row(p, cols, ['______________________', '______________________'], { size: 10 });
  p.down(12);
  row(p, cols, [`Verkäufer (${seller})`, `Käufer (${buyer})`], { size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Austrian contract with the chain of previous owners and the previous contract's date; Schilling or Euro. */
export function kaufvertragAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2025);
  const cur = yearOf(date) < 2002 ? 'S' : 'EUR';
  const seller = person(rng, 'de');
  const buyer = person(rng, 'de');
  const price = cur === 'S' ? rng.int(6, 60) * 5000 : rng.int(6, 70) * 500;
  const down = Math.round(price * rng.pick([0.1, 0.2, 0.25]));
  const [make, model] = rng.pick(CARS_DE);
  const s = { serif: true };
  p.text(50, 'KAUFVERTRAG', { size: 16, bold: true, y: 62, ...s });
  p.text(545, `Nr. ${rng.int(100, 999)}/${yearOf(date)}`, { size: 9, align: 'right', y: 62, ...s });
  p.y = 100;
  p.text(50, `Verkäufer: ${seller}, ${placeAT(rng).street}, ${placeAT(rng).zip} ${placeAT(rng).city}`, { size: 9.5, ...s }).down(14);
  p.text(50, `Käufer: ${buyer}, ${placeAT(rng).street}, ${placeAT(rng).zip} ${placeAT(rng).city}`, { size: 9.5, ...s }).down(24);
  p.text(50, 'Kaufgegenstand', { size: 10, bold: true, ...s }).down(14);
  p.text(60, `${make} ${model}, Fahrgestell-Nr. ${vin17(rng, 'WVWZZZ').slice(0, rng.pick([17, 13]))}, Kennzeichen ${plateAT(rng)}`, { size: 9.5, ...s }).down(
    13,
  );
  p.text(60, `samt Typenschein und Zulassungsschein, ${rng.pick(['2 Schlüssel', 'Serviceheft', 'Bordwerkzeug'])}`, { size: 9.5, ...s }).down(22);
  p.text(50, 'Vorbesitz', { size: 10, bold: true, ...s }).down(14);
  const n = rng.int(2, 3);
  let d = date;
  const owners: string[] = [];
  for (let i = 0; i < n; i++) {
    d = addDays(d, -rng.int(800, 3500));
    owners.push(`${fd(d, 'de')}  ${person(rng, 'de')}${i === 0 ? ' (Kauf durch den Verkäufer, Kaufvertrag vom selben Tag liegt bei)' : ''}`);
  }
  for (const o of owners) p.text(60, o, { size: 9, ...s }).down(12);
  p.down(12);
  p.text(50, 'Kaufpreis und Zahlung', { size: 10, bold: true, ...s }).down(14);
  const c2: Col[] = [{ x: 60 }, { x: 380, align: 'right' }];
  row(p, c2, ['Vereinbarter Kaufpreis', `${cur} ${num(price, 'de')}`], { size: 10, bold: true, ...s });
  p.down(13);
  row(p, c2, [`Angeld bei Unterfertigung`, `${cur} ${num(down, 'de')}`], { size: 9.5, ...s });
  p.down(13);
  row(p, c2, ['Rest bei Übergabe', `${cur} ${num(price - down, 'de')}`], { size: 9.5, ...s });
  p.down(24);
  para(
    p,
    50,
    'Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss der Gewährleistung verkauft. Der Verkäufer erklärt, dass das Fahrzeug frei von Rechten Dritter ist.',
    100,
    { size: 8.5, serif: true },
  );
  p.down(16);
  p.text(50, `${placeAT(rng).city}, am ${fd(date, 'de')}`, { size: 10, ...s }).down(40);
  p.text(50, 'Verkäufer', { size: 8.5, ...s }).text(320, 'Käufer', { size: 8.5, ...s });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A British letter receipt from a private seller who names how he bought the car years before. */
export function ukSaleLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2025);
  const seller = person(rng, 'en');
  const buyer = person(rng, 'en');
  const price = rng.int(4, 60) * 250;
  const bought = rng.int(1970, yearOf(date) - 2);
  const prevPrice = Math.round((price * rng.pick([0.3, 0.5, 0.6])) / 50) * 50;
  const car = rng.pick(CARS_EN.slice(0, 6));
  const pl = placeUK(rng);
  const s = { serif: true };
  p.text(545, pl.street, { size: 10, align: 'right', y: 60, ...s });
  p.text(545, `${pl.city} ${pl.zip}`, { size: 10, align: 'right', y: 73, ...s });
  p.text(545, fd(date, 'uklong'), { size: 10, align: 'right', y: 96, ...s });
  p.y = 140;
  p.text(50, 'RECEIPT', { size: 13, bold: true, ...s }).down(24);
  para(
    p,
    50,
    `Received from ${buyer} the sum of £${num(price, 'en').slice(0, -3)} (${price % 1000 === 0 ? `${price / 1000} thousand` : num(price, 'en').slice(0, -3)} pounds) in full and final settlement for my ${car[0]} ${car[1]}, registration ${plateUK(rng, rng.int(1965, 1980))}, chassis number ${rng.pick(['GHN5UD', 'CP', 'XK'])}${digits(rng, 6)}, sold as seen, tried and approved.`,
    90,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(10);
  para(
    p,
    50,
    `For the record, I bought the car in ${bought} from ${person(rng, 'en')} of ${placeUK(rng).city}, paying £${num(prevPrice, 'en').slice(0, -3)} at the time; the bill of sale from that purchase is handed over with the car, together with the old logbook, MOT certificates and the folder of bills.`,
    90,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(30);
  p.text(50, 'Signed', { size: 10, ...s }).down(30);
  p.text(50, seller, { size: 11, ...s })
    .down(13)
    .text(50, '(seller)', { size: 9, ...s });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US bill of sale form naming the prior bill of sale by which the seller acquired the car. */
export function usBillOfSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2025);
  const seller = person(rng, 'en');
  const buyer = person(rng, 'en');
  const price = rng.int(3, 80) * 500;
  const prev = addDays(date, -rng.int(600, 5000));
  const car = rng.pick(CARS_EN.slice(6));
  const sa = placeUS(rng);
  p.text(297, 'MOTOR VEHICLE BILL OF SALE', { size: 15, bold: true, align: 'center', y: 62 });
  p.y = 100;
  para(
    p,
    50,
    `For and in consideration of the sum of $${num(price, 'en')} (U.S. dollars), receipt of which is hereby acknowledged, I/we, the undersigned Seller, do hereby sell, assign and transfer to the Buyer named below the following motor vehicle:`,
    100,
    { size: 9.5 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Year', String(rng.int(1962, 1992))],
    ['Make', car[0]],
    ['Model', car[1]],
    ['VIN', vin17(rng, '1G1')],
    ['Odometer', `${num(rng.int(20000, 180000), 'en').slice(0, -3)} miles`],
    ['Sale price', `$${num(price, 'en')}`],
    ['Date of sale', fd(date, 'us')],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9 }).text(180, v, { size: 10 }).down(6);
    hline(p, 175, 250);
    p.down(12);
  }
  p.down(10);
  para(
    p,
    50,
    `Seller acquired this vehicle on ${fd(prev, 'us')} from ${person(rng, 'en')} by bill of sale (copy attached) and warrants that it is free of all liens and encumbrances. The vehicle is sold AS IS, with no warranty expressed or implied.`,
    100,
    { size: 9 },
  );
  p.down(16);
  const cols: Col[] = [{ x: 50 }, { x: 310 }];
  row(p, cols, ['SELLER', 'BUYER'], { bold: true, size: 9 });
  p.down(14);
  row(p, cols, [`Printed name: ${seller}`, `Printed name: ${buyer}`], { size: 9.5 });
  p.down(13);
  row(p, cols, [`Address: ${sa.street}, ${sa.city} ${sa.state}`, `Address: ${placeUS(rng).street}`], { size: 9 });
  p.down(28);
  row(p, cols, ['Signature ____________________', 'Signature ____________________'], { size: 9 });
  p.down(30);
  p.text(50, `Subscribed and sworn before me this ${fd(date, 'uslong')}.   Notary Public ____________________`, { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US classic dealer's consignment invoice; the description tells of the car's earlier auction sale. */
export function usConsignmentInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2025);
  const pl = placeUS(rng);
  const dealer = `${rng.pick(['Vintage Motorcars of', 'Classic Auto Gallery of', 'Heritage Motors'])} ${pl.city}`;
  const price = rng.int(15, 160) * 500;
  const doc_ = rng.pick([150, 199, 299, 399]);
  const title = rng.pick([15, 28, 33]);
  const taxRate = rng.pick([5.5, 6, 6.25, 7]);
  const tax = r2(((price + doc_) * taxRate) / 100);
  const total = sum([price, doc_, title, tax]);
  const auct = rng.int(yearOf(date) - 12, yearOf(date) - 1);
  const car = rng.pick(CARS_EN.slice(6));
  p.text(50, dealer, { size: 14, bold: true })
    .down(12)
    .text(50, `${pl.street} · ${pl.city}, ${pl.state} ${pl.zip} · Dealer lic. ${digits(rng, 6)}`, { size: 8.5 });
  p.y = 110;
  p.text(50, 'VEHICLE INVOICE', { size: 13, bold: true })
    .text(545, `Invoice ${digits(rng, 5)}   ${fd(date, 'us')}`, { size: 9.5, align: 'right' })
    .down(16);
  p.text(50, `Sold to: ${person(rng, 'en')}, ${placeUS(rng).city}`, { size: 9.5 }).down(13);
  p.text(50, `Stock no. C${digits(rng, 4)} (consignment)`, { size: 9 }).down(22);
  p.text(50, `${rng.int(1962, 1992)} ${car[0]} ${car[1]}   VIN ${vin17(rng, '1G1')}`, { size: 10, bold: true }).down(16);
  para(
    p,
    50,
    `Offered on consignment. Provenance: sold new by ${rng.pick(['a local dealer', 'the factory store', 'an East Coast dealer'])}; sold at public auction in ${auct} for $${num(Math.round((price * rng.pick([0.75, 0.9, 1.1])) / 100) * 100, 'en')} to the consignor; ${rng.pick(['service records since 1994', 'original window sticker', 'two owners from new'])}.`,
    100,
    { size: 9 },
  );
  p.down(10);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  const rows: [string, number, boolean][] = [
    ['Vehicle sale price', price, false],
    ['Documentary fee', doc_, false],
    [`Sales tax ${taxRate}%`, tax, false],
    ['Title & registration', title, false],
  ];
  for (const [k, v, b] of rows) {
    row(p, cols, [k, num(v, 'en')], { size: 9.5, bold: b });
    p.down(13);
  }
  hline(p, 330, 215);
  p.down(14);
  row(p, cols, ['TOTAL', `$${num(total, 'en')}`], { size: 10.5, bold: true });
  p.down(28);
  para(p, 50, 'Vehicle sold AS IS – NO WARRANTY. Buyer acknowledges receipt of the title and odometer disclosure.', 100, { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** German re-valuation (Nachbewertung) naming the previous report and its value. */
export function nachbewertungDE(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2025);
  const prev = addDays(date, -rng.int(700, 2200));
  const exp = `Dipl.-Ing. ${person(rng, 'de')}`;
  const firm = `Ingenieurbüro für Fahrzeugbewertung ${exp.split(' ').pop()}`;
  const [make, model] = rng.pick(CARS_DE);
  const oldV = rng.int(10, 80) * 500;
  const value = Math.round((oldV * rng.pick([1.08, 1.15, 1.25, 0.95])) / 100) * 100;
  const grade = rng.pick(['2 (guter Zustand)', '2- (guter Zustand)', '3+ (gebrauchter Zustand)', '1- (sehr guter Zustand)']);
  p.text(50, firm, { size: 12, bold: true })
    .down(12)
    .text(50, `Öffentlich bestellter und vereidigter Sachverständiger · ${placeDE(rng).city}`, { size: 8.5 });
  p.y = 115;
  p.text(50, 'Nachbewertung', { size: 15, bold: true })
    .text(545, `Gutachten-Nr. ${yearOf(date)}-${digits(rng, 4)}`, { size: 9.5, align: 'right' })
    .down(14);
  p.text(50, `zum Vorgutachten Nr. ${yearOf(prev)}-${digits(rng, 4)} vom ${fd(prev, 'de')}`, { size: 9.5 }).down(24);
  const kv: [string, string][] = [
    ['Auftraggeber', person(rng, 'de')],
    ['Fahrzeug', `${make} ${model}`],
    ['Kennzeichen', plateDE(rng, true)],
    ['Besichtigung', `${fd(addDays(date, -rng.int(1, 10)), 'de')} in ${placeDE(rng).city}`],
    ['Kilometerstand', num(rng.int(40000, 200000), 'de').slice(0, -3)],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(170, v, { size: 9.5 }).down(13);
  p.down(12);
  p.text(50, 'Befund', { size: 10, bold: true }).down(13);
  para(
    p,
    50,
    `Seit der Vorbesichtigung wurden ${rng.pick(['die Bremsanlage überholt und der Innenraum neu bezogen', 'eine Teillackierung und neue Reifen ausgeführt', 'keine wesentlichen Arbeiten ausgeführt'])}. Der Erhaltungszustand hat sich nicht verschlechtert; keine neuen Korrosionsschäden.`,
    105,
    { size: 9 },
  );
  p.down(8);
  p.text(50, `Zustandsnote: ${grade}`, { size: 10, bold: true }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }];
  row(p, cols, [`Marktwert laut Vorgutachten (${fd(prev, 'de')})`, `${num(oldV, 'de')} EUR`], { size: 9.5 });
  p.down(14);
  row(p, cols, [`Marktwert zum ${fd(date, 'de')}`, `${num(value, 'de')} EUR`], { size: 10.5, bold: true });
  p.down(26);
  para(
    p,
    50,
    'Der Marktwert ist der Preis, der im gewöhnlichen Geschäftsverkehr für ein vergleichbares Fahrzeug zu erzielen wäre. Das Vorgutachten bleibt im Übrigen gültig.',
    105,
    { size: 8.5 },
  );
  p.down(14);
  p.text(50, `${placeDE(rng).city}, ${fd(date, 'de')}`, { size: 9.5 }).down(30);
  p.text(50, exp, { size: 10 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: exp, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** Austrian sworn expert's updated valuation (Aktualisierung) of an earlier Bewertungsgutachten. */
export function bewertungAktualisierungAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2025);
  const prev = addDays(date, -rng.int(800, 3000));
  const exp = `Ing. ${person(rng, 'de')}`;
  const [make, model] = rng.pick(CARS_DE);
  const oldV = rng.int(8, 70) * 1000;
  const value = Math.round((oldV * rng.pick([1.1, 1.2, 1.3])) / 500) * 500;
  const cond = rng.pick(['sehr gut', 'gut', 'Note 2', 'gepflegt, fahrbereit']);
  const pl = placeAT(rng);
  const s = { serif: true };
  p.text(297, exp, { size: 13, bold: true, align: 'center', y: 60, ...s });
  p.text(297, 'allgemein beeideter und gerichtlich zertifizierter Sachverständiger für Kraftfahrzeuge', { size: 8.5, align: 'center', y: 74, ...s });
  p.text(297, `${pl.street} · ${pl.zip} ${pl.city}`, { size: 8.5, align: 'center', y: 86, ...s });
  p.y = 130;
  p.text(50, 'Aktualisierung des Bewertungsgutachtens', { size: 13, bold: true, ...s }).down(16);
  p.text(50, `Ursprüngliches Gutachten vom ${fd(prev, 'de')}, Zeitwert damals EUR ${num(oldV, 'de')}`, { size: 9.5, ...s }).down(24);
  const kv: [string, string][] = [
    ['Fahrzeug', `${make} ${model}`],
    ['Kennzeichen', plateAT(rng)],
    ['Fahrgestellnummer', vin17(rng, 'WDB').slice(0, rng.pick([17, 14]))],
    ['Zustand', cond],
  ];
  for (const [k, v] of kv)
    p.text(60, k, { size: 9.5, ...s })
      .text(200, v, { size: 10, ...s })
      .down(14);
  p.down(14);
  para(
    p,
    50,
    `Das Fahrzeug wurde am ${fd(addDays(date, -rng.int(1, 14)), 'de')} neuerlich besichtigt. Aufgrund der Marktentwicklung für Fahrzeuge dieser Type sowie des unveränderten Erhaltungszustandes wird der Wert wie folgt festgesetzt:`,
    100,
    { size: 9.5, serif: true },
  );
  p.down(10);
  p.box(50, p.y - 14, 495, 26, true);
  p.text(60, 'Zeitwert (Wiederbeschaffungswert) per heute', { size: 10.5, bold: true, ...s })
    .text(535, `EUR ${num(value, 'de')}`, { size: 11, bold: true, align: 'right', ...s })
    .down(40);
  p.text(50, `${pl.city}, am ${fd(date, 'de')}`, { size: 10, ...s }).down(34);
  p.text(50, exp, { size: 10, ...s });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: exp, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A British club valuer's re-valuation letter for agreed-value insurance, previous valuation named. */
export function ukRevaluationLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2025);
  const prev = addDays(date, -rng.int(1000, 2200));
  const valuer = person(rng, 'en');
  const club = rng.pick(['TR Register', 'MG Car Club', 'Jaguar Enthusiasts’ Club', 'Land Rover Series One Club']);
  const car = rng.pick(CARS_EN.slice(0, 6));
  const oldV = rng.int(4, 40) * 500;
  const value = Math.round((oldV * rng.pick([1.1, 1.25, 1.4])) / 250) * 250;
  const cond = rng.pick(['Good', 'Very good', 'Excellent', 'Fair']);
  const pl = placeUK(rng);
  p.text(50, `${club} – Vehicle Valuation Service`, { size: 12, bold: true, y: 60 });
  p.text(50, `${pl.street}, ${pl.city} ${pl.zip}`, { size: 8.5, y: 73 });
  p.text(545, fd(date, 'uklong'), { size: 10, align: 'right', y: 100 });
  p.y = 130;
  p.text(50, `Dear ${rng.pick(['Mr', 'Mrs'])} ${person(rng, 'en').split(' ')[1]},`, { size: 10 }).down(20);
  p.text(50, `Re: re-valuation of ${car[0]} ${car[1]}, registration ${plateUK(rng, rng.int(1962, 1980))}`, { size: 10, bold: true }).down(20);
  para(
    p,
    50,
    `Thank you for the photographs and the list of work carried out since our previous valuation dated ${fd(prev, 'uk')}, when the car was valued at £${num(oldV, 'en').slice(0, -3)}. Having considered the recent restoration work and current market prices for comparable cars, I confirm the following for agreed-value insurance purposes:`,
    95,
    { size: 10, step: 14 },
  );
  p.down(8);
  p.text(70, `Overall condition: ${cond}`, { size: 10.5 }).down(16);
  p.text(70, `Current valuation: £${num(value, 'en').slice(0, -3)}`, { size: 11.5, bold: true }).down(24);
  para(
    p,
    50,
    'Please send a copy of this letter to your insurer. The valuation is valid for three years or until significant work is carried out, whichever is the sooner.',
    95,
    { size: 10, step: 14 },
  );
  p.down(16);
  p.text(50, 'Yours sincerely,', { size: 10 }).down(34);
  p.text(50, valuer, { size: 10.5 }).down(13).text(50, 'Club Valuer', { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A US appraisal update with the prior appraisal's date and value and a condition class. */
export function usAppraisalUpdate(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2025);
  const prev = addDays(date, -rng.int(700, 2500));
  const appraiser = person(rng, 'en');
  const firm = `${appraiser.split(' ')[1]} Collector Car Appraisals, LLC`;
  const car = rng.pick(CARS_EN.slice(6));
  const oldV = rng.int(10, 90) * 500;
  const value = Math.round((oldV * rng.pick([1.05, 1.15, 1.3])) / 500) * 500;
  const cls = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent', '#3+ Good']);
  const pl = placeUS(rng);
  p.text(50, firm, { size: 13, bold: true, y: 60 });
  p.text(50, `${pl.street}, ${pl.city}, ${pl.state} ${pl.zip} · Member, American Society of Appraisers`, { size: 8.5, y: 73 });
  p.y = 115;
  p.text(50, 'APPRAISAL UPDATE', { size: 14, bold: true })
    .text(545, `Report date: ${fd(date, 'us')}`, { size: 9.5, align: 'right' })
    .down(22);
  const kv: [string, string][] = [
    ['Client', person(rng, 'en')],
    ['Vehicle', `${rng.int(1960, 1992)} ${car[0]} ${car[1]}`],
    ['VIN', vin17(rng, '1G1')],
    ['Prior appraisal', `${fd(prev, 'us')} – $${num(oldV, 'en')}`],
    ['Inspection', `${fd(addDays(date, -rng.int(1, 12)), 'us')}, client's garage`],
    ['Condition class', cls],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(170, v, { size: 10 }).down(14);
  p.down(10);
  para(
    p,
    50,
    `Since the prior appraisal the vehicle has ${rng.pick(['received a new convertible top and carpet set', 'been driven approximately 1,800 miles and stored indoors', 'had its engine rebuilt by a specialist'])}. Comparable sales from the last twelve months were reviewed (auction and private). Condition classes follow the widely used 1–6 scale.`,
    100,
    { size: 9.5 },
  );
  p.down(12);
  p.box(50, p.y - 14, 495, 28, true);
  p.text(60, 'Updated agreed value', { size: 11, bold: true })
    .text(535, `$${num(value, 'en')}`, { size: 12, bold: true, align: 'right' })
    .down(44);
  p.text(50, `Certified by: ${appraiser}`, { size: 10 }).down(13).text(50, 'Senior Appraiser', { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cls });
}
