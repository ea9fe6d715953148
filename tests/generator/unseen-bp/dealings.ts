/**
 * Sales and valuations of youngtimers: a German private Kaufvertrag and a youngtimer dealer's margin-scheme invoice;
 * a British private-sale receipt, an American bill of sale and an Australian dealer's contract; a German Wertgutachten,
 * a Swiss Fahrzeugbewertung, a British club valuer's letter and an American appraisal report.
 */
import { addDays, dateIn, doc, fd, hline, num, para } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  buildYear,
  carOf,
  digits,
  letters,
  near,
  newPage,
  personDE,
  personEN,
  plateAU,
  plateDE,
  plateUK,
  plateUS,
  TOWNS_CH,
  TOWNS_DE,
  addrDE,
  vin,
} from './kit';

const ONES_DE = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
/** Thousands and hundreds in German words, as a contract spells a round price. */
function wordsDE(n: number): string {
  const th = Math.floor(n / 1000);
  const h = Math.floor((n % 1000) / 100);
  const tens = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  const small = (k: number) => {
    if (k < 10) return ONES_DE[k];
    if (k < 20) return ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'][k - 10];
    const o = k % 10;
    return `${o ? `${ONES_DE[o]}und` : ''}${tens[Math.floor(k / 10)]}`;
  };
  return `${th ? `${small(th)}tausend` : ''}${h ? `${ONES_DE[h]}hundert` : ''}`;
}

/** A private sale between two people on the motoring club's form: price in figures and words, sold as seen. */
export function kaufvertragPrivat(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2002, 2026);
  const price = Math.round(near(rng, 9000, 0.7, 100));
  const seller = personDE(rng);
  const buyer = personDE(rng);
  const p = newPage(50);
  p.text(297, 'Kaufvertrag', { size: 18, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug — Privatverkauf, unter Ausschluss der Sachmängelhaftung', { size: 9, align: 'center' });
  p.down(26);
  p.text(40, 'Verkäufer', { size: 10, bold: true });
  p.text(300, 'Käufer', { size: 10, bold: true });
  p.down(14);
  p.text(40, `Name: ${seller}`, { size: 9.5 });
  p.text(300, `Name: ${buyer}`, { size: 9.5 });
  p.down(13);
  p.text(40, `Anschrift: ${addrDE(rng)}, ${rng.pick(TOWNS_DE)}`, { size: 9.5 });
  p.text(300, `Anschrift: ${addrDE(rng)}, ${rng.pick(TOWNS_DE)}`, { size: 9.5 });
  p.down(13);
  p.text(40, `Ausweis-Nr.: ${letters(rng, 1)}${digits(rng, 8)}`, { size: 9.5 });
  p.text(300, `Ausweis-Nr.: ${letters(rng, 1)}${digits(rng, 8)}`, { size: 9.5 });
  p.down(24);
  p.text(40, 'Fahrzeug', { size: 10, bold: true });
  p.down(14);
  const km = rng.int(90, 320) * 1000 + rng.int(0, 999);
  for (const [k, v] of [
    ['Hersteller / Typ', `${car.make} ${car.model}`],
    ['Fahrzeug-Ident.-Nr.', vin(rng, car, built)],
    ['Amtl. Kennzeichen', plateDE(rng, rng.chance(0.4))],
    ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${built}`],
    ['Gesamtlaufleistung lt. Tacho', `${num(km, 'de').slice(0, -3)} km`],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + rng.int(0, 2)}`],
  ]) {
    p.text(40, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(13);
  }
  p.down(12);
  p.text(40, 'Kaufpreis', { size: 10, bold: true });
  p.down(14);
  p.text(40, `${num(price, 'de').slice(0, -3)},– €  (in Worten: ${wordsDE(price)} Euro)`, { size: 11, bold: true });
  p.down(14);
  p.text(40, `Der Kaufpreis wurde ${rng.pick(['bar bezahlt', 'überwiesen'])}; der Verkäufer bestätigt den Empfang.`, { size: 9.5 });
  p.down(22);
  para(
    p,
    40,
    'Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss jeder Gewährleistung verkauft. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist, keine Unfallschäden außer den angegebenen hat und der Tachostand nach seiner Kenntnis der Gesamtlaufleistung entspricht.',
    110,
    { size: 9 },
  );
  p.down(10);
  p.text(40, `Übergabe: Fahrzeug, 2 Schlüssel, Zulassungsbescheinigung Teil I und II, Serviceheft, am ${fd(date, 'de')} um ${rng.int(9, 19)}:00 Uhr.`, {
    size: 9,
  });
  p.down(34);
  p.text(40, `${rng.pick(TOWNS_DE).slice(6)}, den ${fd(date, 'de')}`, { size: 9.5 });
  p.down(30);
  p.text(40, '______________________________', { size: 9.5 });
  p.text(300, '______________________________', { size: 9.5 });
  p.down(12);
  p.text(40, `Verkäufer (${seller})`, { size: 8.5 });
  p.text(300, `Käufer (${buyer})`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A youngtimer dealer's sales invoice under the margin scheme: price with no VAT shown, deposit, balance. */
export function haendlerRechnung25a(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2006, 2026);
  const price = Math.round(near(rng, 18000, 0.6, 250)) - 10;
  const deposit = Math.round((price * 0.1) / 100) * 100;
  const dealer = `${rng.pick(['Youngtimer-Handel', 'Classic Cars', 'Autosalon'])} ${rng.pick(['Neumann', 'Winter', 'Albrecht', 'Seidel'])} ${rng.pick(['GmbH', 'e.K.', 'KG'])}`;
  const p = newPage(50);
  p.text(40, dealer, { size: 16, bold: true });
  p.down(13);
  p.text(40, `An- und Verkauf klassischer Fahrzeuge der 80er und 90er · ${addrDE(rng)} · ${rng.pick(TOWNS_DE)}`, { size: 8.5 });
  p.down(40);
  p.text(40, personDE(rng), { size: 10 });
  p.down(12);
  p.text(40, addrDE(rng), { size: 10 });
  p.down(12);
  p.text(40, rng.pick(TOWNS_DE), { size: 10 });
  p.down(34);
  p.text(40, `Rechnung Nr. FZ-${date.slice(0, 4)}-${digits(rng, 3)}`, { size: 13, bold: true });
  p.text(555, `Rechnungsdatum: ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(22);
  p.text(40, 'Wir verkauften Ihnen das folgende Gebrauchtfahrzeug:', { size: 9.5 });
  p.down(18);
  for (const [k, v] of [
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['FIN', vin(rng, car, built)],
    ['Erstzulassung', String(built)],
    ['Kilometerstand', `${num(rng.int(80, 260) * 1000, 'de').slice(0, -3)} km (abgelesen)`],
    [
      'Ausstattung',
      rng.pick(['Schiebedach, Sportsitze, BBS-Felgen', 'Klimaanlage, Leder, Tempomat', 'Hardtop, Windschott, Radio Becker', 'Originalzustand, Scheckheft']),
    ],
  ]) {
    p.text(60, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(13);
  }
  p.down(12);
  hline(p, 40, 515);
  p.down(16);
  p.text(400, 'Kaufpreis', { size: 11, bold: true, align: 'right' });
  p.text(555, `${num(price, 'de')} €`, { size: 11, bold: true, align: 'right' });
  p.down(15);
  p.text(400, `abzgl. Anzahlung vom ${fd(addDays(date, -rng.int(5, 20)), 'de')}`, { size: 9.5, align: 'right' });
  p.text(555, `${num(deposit, 'de')} €`, { size: 9.5, align: 'right' });
  p.down(14);
  p.text(400, 'Restbetrag bei Übergabe', { size: 9.5, align: 'right' });
  p.text(555, `${num(price - deposit, 'de')} €`, { size: 9.5, align: 'right' });
  p.down(26);
  p.text(40, 'Differenzbesteuerung nach § 25a UStG — die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 9 });
  p.down(13);
  p.text(40, 'Gewährleistung: 12 Monate gemäß unseren Verkaufsbedingungen. Fahrzeug mit neuer HU übergeben.', { size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** A British private-sale receipt written out by the seller: received the sum of, sold as seen. */
export function ukPrivateReceipt(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1995, 2026);
  const price = Math.round(near(rng, 4500, 0.6, 50));
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const reg = plateUK(rng, built);
  const p = newPage(80);
  p.text(60, `${rng.int(1, 120)} ${rng.pick(['Church Lane', 'Victoria Road', 'The Crescent', 'Manor Close'])}`, { size: 10.5, serif: true });
  p.down(14);
  p.text(60, rng.pick(['Kettering, Northants', 'Macclesfield, Cheshire', 'Yeovil, Somerset', 'Hexham, Northumberland']), { size: 10.5, serif: true });
  p.down(14);
  p.text(60, fd(date, 'uklong'), { size: 10.5, serif: true });
  p.down(36);
  p.text(297, 'RECEIPT FOR SALE OF VEHICLE', { size: 13, serif: true, bold: true, align: 'center' });
  p.down(30);
  para(
    p,
    60,
    `I, ${seller}, have today received from ${buyer} the sum of £${num(price, 'en')} (${rng.pick(['cash', 'by bank transfer', "by banker's draft"])}) in full and final payment for the ${car.make} ${car.model}, registration ${reg}, chassis number ${vin(rng, car, built)}, mileage ${num(rng.int(40, 190) * 1000 + rng.int(0, 999), 'en').slice(0, -3)} as shown on the odometer.`,
    90,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(10);
  para(
    p,
    60,
    'The vehicle is sold as seen, tried and approved, without warranty. The V5C new keeper slip has been handed to the buyer and the DVLA notified online.',
    90,
    {
      size: 10.5,
      serif: true,
      step: 15,
    },
  );
  p.down(30);
  p.text(60, 'Signed (seller): ______________________', { size: 10.5, serif: true });
  p.down(14);
  p.text(60, seller, { size: 10.5, serif: true });
  p.down(28);
  p.text(60, 'Signed (buyer): ______________________', { size: 10.5, serif: true });
  p.down(14);
  p.text(60, buyer, { size: 10.5, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An American bill of sale on the state's form: seller, buyer, price, date of sale, odometer disclosure. */
export function usBillOfSale(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1998, 2026);
  const price = Math.round(near(rng, 14000, 0.7, 100));
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const st = rng.pick(['TEXAS', 'FLORIDA', 'NORTH CAROLINA', 'COLORADO']);
  const p = newPage(54);
  p.text(297, `STATE OF ${st}`, { size: 10, bold: true, align: 'center' });
  p.down(16);
  p.text(297, 'BILL OF SALE — MOTOR VEHICLE', { size: 15, bold: true, align: 'center' });
  p.down(28);
  const rows: [string, string][] = [
    ['Year', String(built)],
    ['Make', car.make],
    ['Model', car.model],
    ['VIN', vin(rng, car, built)],
    ['Plate / State', `${plateUS(rng)} ${st.slice(0, 2)}`],
    ['Odometer reading', `${num(rng.int(45, 210) * 1000 + rng.int(0, 999), 'en').slice(0, -3)} miles (actual mileage)`],
  ];
  for (const [k, v] of rows) {
    p.text(50, `${k}:`, { size: 9.5, bold: true });
    p.text(200, v, { size: 10 });
    p.down(15);
  }
  p.down(14);
  p.text(50, `For the sum of $${num(price, 'en')} and other valuable consideration, the receipt of which is acknowledged, I/we`, { size: 9.5 });
  p.down(14);
  p.text(50, 'the SELLER(S) sell and transfer the vehicle described above to the BUYER(S) named below.', { size: 9.5 });
  p.down(24);
  const grid: [string, string][] = [
    ['Seller printed name', seller],
    ['Seller address', `${rng.int(100, 9999)} ${rng.pick(['Maple Ave', 'Ridge Rd', 'Cedar Ln'])}`],
    ['Buyer printed name', buyer],
    ['Date of sale', fd(date, 'us')],
    ['Sale price', `$${num(price, 'en')}`],
  ];
  for (const [k, v] of grid) {
    p.text(50, k, { size: 8, bold: true });
    p.down(12);
    p.text(50, v, { size: 11 });
    hline(p, 50, 300, p.y + 3);
    p.down(20);
  }
  p.down(6);
  p.text(50, 'Seller signature ______________________     Buyer signature ______________________', { size: 9.5 });
  p.down(24);
  p.text(
    50,
    `Subscribed and sworn before me on ${fd(addDays(date, rng.int(0, 2)), 'us')}. Notary public, my commission expires ${fd(addDays(date, 900), 'us')}.`,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Australian dealer's contract of sale: the drive-away price with its parts, the deposit, the balance. */
export function auDealerContract(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2005, 2026);
  const price = Math.round(near(rng, 24000, 0.6, 500)) - 10;
  const deposit = rng.pick([500, 1000, 2000]);
  const [area, place] = rng.pick([
    ['Bayside', 'Moorabbin VIC'],
    ['Eastern', 'Dandenong VIC'],
    ['Northern Beaches', 'Brookvale NSW'],
    ['Gold Coast', 'Southport QLD'],
  ]);
  const dealer = `${area} Classic Cars Pty Ltd`;
  const p = newPage(52);
  p.text(40, dealer, { size: 15, bold: true });
  p.down(13);
  p.text(40, `LMCT ${digits(rng, 5)} · ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} · ${place}`, { size: 8.5 });
  p.down(30);
  p.text(40, 'CONTRACT OF SALE — MOTOR VEHICLE / TAX INVOICE', { size: 12, bold: true });
  p.down(18);
  p.text(40, `Contract no. ${digits(rng, 5)}`, { size: 9.5 });
  p.text(555, `Date: ${fd(date, 'uk')}`, { size: 9.5, align: 'right' });
  p.down(14);
  p.text(40, `Purchaser: ${personEN(rng)}`, { size: 9.5 });
  p.down(22);
  for (const [k, v] of [
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['VIN', vin(rng, car, built)],
    ['Registration', `${plateAU(rng)} (expires ${fd(addDays(date, rng.int(30, 330)), 'uk')})`],
    ['Odometer', `${num(rng.int(90, 350) * 1000, 'en').slice(0, -3)} km`],
  ]) {
    p.text(60, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(14);
  }
  p.down(12);
  hline(p, 40, 515);
  p.down(16);
  const gst = Math.round((price / 11) * 100) / 100;
  for (const [k, v, b] of [
    ['Drive-away price (incl. GST, stamp duty, transfer)', price, true],
    ['GST included in price', gst, false],
    ['Less deposit paid', deposit, false],
    ['Balance payable on delivery', price - deposit, false],
  ] as const) {
    p.text(420, k, { size: b ? 10.5 : 9.5, bold: b, align: 'right' });
    p.text(555, `$${num(v, 'en')}`, { size: b ? 10.5 : 9.5, bold: b, align: 'right' });
    p.down(15);
  }
  p.down(14);
  p.text(40, 'Statutory warranty does not apply to vehicles over 10 years old or 160,000 km. Cooling-off period waived.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

const COND_DE = [
  'Zustandsnote 2: guter Zustand, mängelfrei, technisch einwandfrei',
  'Zustandsnote 2-: gepflegter Originalzustand, kleine Lackschäden',
  'Zustandsnote 3+: fahrbereit, Rostansatz an Schwellern und Radläufen',
  'Zustandsnote 3: normale Spuren der Jahre, Fahrersitz verschlissen',
];

/** A German valuation for the agreed value: condition grade, market and replacement value, the latter for insurance. */
export function wertgutachten(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(2008, built + 20), 2026);
  const wbw = Math.round(near(rng, 16000, 0.6, 500));
  const mw = Math.round((wbw * (0.82 + rng.next() * 0.1)) / 100) * 100;
  const cond = rng.pick(COND_DE);
  const expert = personDE(rng);
  const p = newPage(50);
  p.text(40, `Sachverständigenbüro ${expert.split(' ')[1]}`, { size: 14, bold: true });
  p.down(12);
  p.text(40, `Kfz-Sachverständige · Oldtimer-Bewertung · ${addrDE(rng)} · ${rng.pick(TOWNS_DE)}`, { size: 8.5 });
  p.down(34);
  p.text(40, 'Wertgutachten', { size: 16, bold: true });
  p.text(555, `Gutachten-Nr. ${date.slice(0, 4)}-${digits(rng, 4)}`, { size: 9.5, align: 'right' });
  p.down(14);
  p.text(40, 'zur Vorlage bei der Versicherung (Vereinbarung eines Versicherungswertes)', { size: 9.5 });
  p.down(22);
  for (const [k, v] of [
    ['Auftraggeber', personDE(rng)],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['FIN', vin(rng, car, built)],
    ['Kennzeichen', plateDE(rng, date.slice(0, 4) > String(built + 29))],
    ['Baujahr / Erstzulassung', String(built)],
    ['Besichtigung am', `${fd(date, 'de')} in ${rng.pick(TOWNS_DE).slice(6)}`],
  ]) {
    p.text(40, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(14);
  }
  p.down(10);
  p.text(40, 'Befund', { size: 10.5, bold: true });
  p.down(14);
  para(
    p,
    40,
    `Karosserie: ${rng.pick(['keine Durchrostungen, Unterboden konserviert', 'Schweller links nachgeschweißt, fachgerecht', 'Lack teilweise nachlackiert, Schichtdicke 180–260 µm'])}. Technik: ${rng.pick(['Motor läuft ruhig, keine Undichtigkeiten', 'Getriebe schaltet einwandfrei, Kupplung neuwertig', 'Fahrwerk überholt, Bremsen neu'])}. Innenraum: ${rng.pick(['Originalpolster, ohne Risse', 'Lenkrad mit Gebrauchsspuren', 'Teppich erneuert'])}.`,
    105,
    { size: 9 },
  );
  p.down(6);
  p.text(40, `Gesamtzustand: ${cond}`, { size: 9.5, bold: true });
  p.down(24);
  p.text(40, 'Wertermittlung', { size: 10.5, bold: true });
  p.down(15);
  p.text(60, 'Marktwert (Händlerverkaufswert)', { size: 9.5 });
  p.text(400, `${num(mw, 'de')} €`, { size: 9.5, align: 'right' });
  p.down(14);
  p.text(60, 'Wiederbeschaffungswert (maßgeblich für den Versicherungswert)', { size: 9.5, bold: true });
  p.text(400, `${num(wbw, 'de')} €`, { size: 9.5, bold: true, align: 'right' });
  p.down(24);
  p.text(40, `${rng.pick(TOWNS_DE).slice(6)}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(26);
  p.text(40, expert, { size: 10 });
  p.down(12);
  p.text(40, 'Kfz-Sachverständiger (Dipl.-Ing. FH), Fachgebiet historische Fahrzeuge', { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: wbw, conditionNotes: cond });
}

/** A Swiss veteran-car valuation: grades by part, the insurance value in CHF. */
export function bewertungCH(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(2008, built + 20), 2026);
  const value = Math.round(near(rng, 22000, 0.5, 500));
  const expert = personDE(rng);
  const grades: [string, number[]][] = [
    ['Zustand 2 – sehr gut, gepflegt', [1, 2, 2, 2, 3]],
    ['Zustand 2-3 – gut, mit leichten Mängeln', [2, 2, 3, 3]],
    ['Zustand 1-2 – hervorragend, restauriert', [1, 1, 2, 2]],
  ];
  const [cond, spread] = rng.pick(grades);
  const p = newPage(54);
  p.text(40, 'Fahrzeugbewertung', { size: 16, bold: true });
  p.text(555, `Nr. ${digits(rng, 5)}`, { size: 10, align: 'right' });
  p.down(14);
  p.text(40, 'für Veteranen- und Liebhaberfahrzeuge · Versicherungswert', { size: 9.5 });
  p.down(26);
  for (const [k, v] of [
    ['Marke / Typ', `${car.make} ${car.model}`],
    ['Jahrgang', String(built)],
    ['Fahrgestell-Nr.', vin(rng, car, built)],
    ['Halter', `${personDE(rng)}, ${rng.pick(TOWNS_CH)}`],
  ]) {
    p.text(40, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(14);
  }
  p.down(10);
  const parts = ['Karosserie', 'Lack', 'Motor / Antrieb', 'Fahrwerk', 'Innenraum', 'Chrom / Zierteile'];
  p.text(40, 'Baugruppe', { size: 9, bold: true });
  p.text(300, 'Note (1–5)', { size: 9, bold: true });
  p.down(4);
  hline(p, 40, 300);
  p.down(12);
  for (const pt of parts) {
    p.text(40, pt, { size: 9 });
    p.text(300, String(rng.pick(spread)), { size: 9 });
    p.down(12);
  }
  p.down(10);
  p.text(40, `Gesamtbeurteilung: ${cond}`, { size: 10, bold: true });
  p.down(22);
  p.text(40, 'Versicherungswert (Zeitwert inkl. MWST)', { size: 10.5, bold: true });
  p.text(440, `CHF ${num(value, 'ch')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(26);
  p.text(40, `${rng.pick(TOWNS_CH).slice(5)}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(24);
  p.text(40, `Der Experte: ${expert}, eidg. dipl. Automobildiagnostiker`, { size: 9.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A British club valuer's letter for agreed-value insurance: one paragraph of condition, the value in words and figures. */
export function ukClubValuation(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(2004, built + 15), 2026);
  const value = Math.round(near(rng, 11000, 0.6, 250));
  const valuer = personEN(rng);
  const club = `${car.make === 'Mercedes-Benz' ? 'W124' : car.make} ${rng.pick(['Owners Club', 'Register', 'Enthusiasts Club'])}`;
  const cond = rng.pick([
    'Very good overall: sound bodywork, original paint with minor stone chips, interior good, engine strong',
    'Good: solid underside, some lacquer peel on the roof, recent service history, drives well',
    'Excellent: restored, concours-ready condition throughout',
  ]);
  const p = newPage(60);
  p.text(297, `The ${club}`, { size: 15, serif: true, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'Technical & Valuation Officer', { size: 9.5, serif: true, align: 'center' });
  p.down(40);
  p.text(60, fd(date, 'uklong'), { size: 10.5, serif: true });
  p.down(26);
  p.text(60, 'To whom it may concern — valuation for agreed value insurance', { size: 10.5, serif: true, bold: true });
  p.down(24);
  const reg = plateUK(rng, built);
  para(
    p,
    60,
    `I inspected the ${built} ${car.make} ${car.model}, registration ${reg}, owned by ${personEN(rng)}, on ${fd(addDays(date, -rng.int(1, 10)), 'uklong')}.`,
    88,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(6);
  para(p, 60, `Condition: ${cond}.`, 88, { size: 10.5, serif: true, step: 15 });
  p.down(7);
  para(
    p,
    60,
    `In my opinion the current agreed value of this vehicle for insurance purposes is £${num(value, 'en').slice(0, -3)}. This valuation is valid for twelve months from the date of this letter.`,
    88,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(24);
  p.text(60, 'Yours faithfully,', { size: 10.5, serif: true });
  p.down(34);
  p.text(60, valuer, { size: 10.5, serif: true });
  p.down(14);
  p.text(60, `Valuation Officer, The ${club}`, { size: 9.5, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** An American appraisal report: condition class, comparable sales listed, the appraised value, the appraiser's seal. */
export function usAppraisal(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(2005, built + 20), 2026);
  const value = Math.round(near(rng, 28000, 0.5, 500));
  const appraiser = personEN(rng);
  const cond = rng.pick(['#2 Excellent — could win a local show', '#3 Good — a driver with minor flaws', '#2- Very good driver-quality example']);
  const p = newPage(52);
  p.text(40, `${appraiser.split(' ')[1]} Collector Car Appraisals LLC`, { size: 14, bold: true });
  p.down(12);
  p.text(40, `Member No. ${letters(rng, 2)}-${digits(rng, 4)}, Collector Vehicle Appraisers Guild`, { size: 8.5 });
  p.down(30);
  p.text(297, 'CERTIFIED APPRAISAL REPORT', { size: 14, bold: true, align: 'center' });
  p.down(24);
  for (const [k, v] of [
    ['Prepared for', personEN(rng)],
    ['Purpose', 'Agreed value insurance'],
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['VIN', vin(rng, car, built)],
    ['Inspection date', fd(date, 'us')],
    ['Condition class', cond],
  ]) {
    p.text(40, k, { size: 9.5, bold: true });
    p.text(180, v, { size: 9.5 });
    p.down(14);
  }
  p.down(10);
  p.text(40, 'Comparable sales considered', { size: 10, bold: true });
  p.down(14);
  for (let i = 0; i < 3; i++) {
    const c = Math.round(near(rng, value, 0.2, 250));
    p.text(
      60,
      `${rng.pick(['Auction', 'Private sale', 'Dealer retail'])}, ${fd(addDays(date, -rng.int(30, 400)), 'us')}, ${rng.pick(['similar mileage', 'higher mileage', 'lower mileage'])}`,
      { size: 9 },
    );
    p.text(470, `$${num(c, 'en').slice(0, -3)}`, { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(12);
  p.box(40, p.y - 13, 515, 22, true);
  p.text(50, 'APPRAISED VALUE', { size: 11, bold: true });
  p.text(545, `$${num(value, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(30);
  p.text(40, 'I have no present or prospective interest in the vehicle. This report conforms to USPAP guidance for personal property.', { size: 8.5 });
  p.down(28);
  p.text(40, `${appraiser}, Certified Appraiser   Date: ${fd(date, 'us')}`, { size: 9.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
