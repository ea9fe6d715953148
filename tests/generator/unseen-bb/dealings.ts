/**
 * Sales and valuations as the same owners keep them: a private sale contract on a club form and a dealer's
 * margin-scheme invoice in Germany; a British private-sale receipt, an American bill of sale and a British dealer's
 * invoice with a part exchange; a sworn expert's valuation and a club's DM valuation letter; a British agreed-value
 * valuation and an American appraisal report.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  DE_CARS,
  UK_CARS,
  US_CARS,
  deAddress,
  dePlate,
  digits,
  letters,
  mileage,
  name,
  surname,
  thousands,
  index,
  ukAddress,
  ukPlate,
  usAddress,
  usPlate,
  wordsDe,
  wordsEn,
} from './kit';

const dn = (n: number) => num(n, 'de');
const en = (n: number) => num(n, 'en');
const whole = (n: number) => thousands(n, '.');

/** 1985–2026: a private sale on a club's printed contract form: seller and buyer side by side, the car, the price in figures and words. */
export function privatKaufvertrag(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const year = Number(date.slice(0, 4));
  const cur = year < 2002 ? 'DM' : 'EUR';
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year - 5));
  const priceV = rng.int(cur === 'DM' ? 20 : 40, cur === 'DM' ? 300 : 600) * 50;
  const seller = name(rng, 'de');
  const buyer = name(rng, 'de');
  const sa = deAddress(rng);
  const ba = deAddress(rng);
  const km = mileage(rng, car.built, year, false);
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag', { size: 18, bold: true, align: 'center', y: 60 });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug – von privat an privat', { size: 9.5, align: 'center', y: 75 });
  p.text(297, `Vordruck des ${rng.pick(['Allgemeinen Schnauferl-Clubs', 'Oldtimer-Stammtisches', 'Automobilclubs'])}`, { size: 7, align: 'center', y: 86 });
  p.box(50, 100, 240, 80);
  p.box(305, 100, 240, 80);
  p.text(56, 'Verkäufer', { size: 8, bold: true, y: 112 });
  p.text(311, 'Käufer', { size: 8, bold: true, y: 112 });
  [seller, sa.street, sa.line2, `Tel. ${digits(rng, 4)}/${digits(rng, 6)}`].forEach((l, i) => p.text(56, l, { size: 10, y: 128 + i * 13 }));
  [buyer, ba.street, ba.line2, `Ausweis-Nr. ${letters(rng, 1)}${digits(rng, 8)}`].forEach((l, i) => p.text(311, l, { size: 10, y: 128 + i * 13 }));
  p.box(50, 194, 495, 100);
  p.text(56, 'Fahrzeug', { size: 8, bold: true, y: 205 });
  const vc: [string, string, number, number][] = [
    ['Hersteller / Typ', `${car.make} ${car.model}`, 56, 231],
    ['Amtl. Kennzeichen', dePlate(rng, sa.district, year - car.built >= 30), 300, 231],
    ['Fahrgestell-Nr.', car.chassis(rng), 56, 257],
    ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${car.built}`, 300, 257],
    ['Km-Stand laut Tacho', whole(km), 56, 283],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(0, 2)}`, 300, 283],
  ];
  for (const [k, v, x, y] of vc) {
    p.text(x, k, { size: 7, y: y - 10 });
    p.text(x, v, { size: 10.5, y });
  }
  p.y = 320;
  para(
    p,
    50,
    'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer erklärt, dass das Fahrzeug sein Eigentum ist und in seiner Besitzzeit keinen Unfallschaden erlitten hat, außer:',
    100,
    {
      size: 8.5,
      step: 11,
    },
  );
  p.text(56, rng.pick(['keine', 'Parkrempler hinten links 2009, fachgerecht behoben', '—']), { size: 10.5, y: p.y + 4 });
  hline(p, 50, 495, p.y + 7);
  p.y += 34;
  p.box(50, p.y - 14, 495, 44, true);
  p.text(56, `Kaufpreis: ${cur} ${dn(priceV)}`, { size: 12, bold: true });
  p.text(56, `in Worten: ${wordsDe(priceV)} ${cur === 'DM' ? 'Deutsche Mark' : 'Euro'}`, { size: 10, y: p.y + 16 });
  p.y += 50;
  const paid = rng.chance(0.6);
  p.text(
    50,
    paid
      ? 'Der Kaufpreis wurde bei Übergabe bar bezahlt; der Verkäufer bestätigt den Empfang.'
      : `Anzahlung ${cur} ${dn(r2(priceV / 10))}, Rest bei Abholung des Fahrzeugs.`,
    { size: 9.5 },
  );
  p.down(16);
  p.text(
    50,
    'Übergeben wurden: Fahrzeugschein, Fahrzeugbrief, ' + rng.pick(['2 Schlüssel', '1 Schlüssel, Serviceheft', '2 Schlüssel, Ordner mit Rechnungen']),
    { size: 9.5 },
  );
  p.down(40);
  p.text(50, `${sa.town}, ${fd(date, 'de')}`, { size: 10.5 });
  p.text(50, 'Ort, Datum', { size: 7, y: p.y + 12 });
  p.down(50);
  p.text(50, seller, { size: 11 });
  p.text(305, buyer, { size: 11 });
  hline(p, 50, 200, p.y + 4);
  hline(p, 305, 200, p.y + 4);
  p.text(50, 'Unterschrift Verkäufer', { size: 7, y: p.y + 14 });
  p.text(305, 'Unterschrift Käufer', { size: 7, y: p.y + 14 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceV });
}

/** 2002–2026: a classic dealer's sales invoice under the margin scheme (§ 25a UStG), no VAT shown. */
export function haendlerDifferenzbesteuert(rng: Random): Generated {
  const date = rng.date(2002, 2026);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const dealer = rng.pick([`Classic Cars ${owner} GmbH`, `Autohandel ${owner}`, `${owner} Youngtimer & Oldtimer e.K.`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const priceV = rng.int(30, 900) * 50;
  const km = mileage(rng, car.built, year, false);
  const ba = deAddress(rng);
  const p = new PageBuilder();
  p.text(50, dealer, { size: 15, bold: true, y: 56 });
  p.text(50, `${a.street} · ${a.line2} · www.${owner.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ä/g, 'ae')}-classics.de`, {
    size: 8.5,
    y: 70,
  });
  p.y = 118;
  for (const l of [name(rng, 'de'), ba.street, ba.line2]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  const ic: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  p.y = 118;
  for (const [k, v] of [
    ['Rechnung Nr.', `FZ-${year}-${rng.int(10, 199)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Übergabe', fd(addDays(date, rng.int(0, 6)), 'de')],
  ]) {
    row(p, ic, [k, v], { size: 9 });
    p.down(13);
  }
  p.text(50, 'Rechnung – Fahrzeugverkauf', { size: 14, bold: true, y: 206 });
  const rows: [string, string][] = [
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['FIN', car.chassis(rng)],
    ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${car.built}`],
    ['Km-Stand (abgelesen)', `${whole(km)} km`],
    ['Farbe', rng.pick(['Marathonblau', 'Signalrot', 'Alpinweiß', 'Resedagrün', 'Sandbeige'])],
    ['Ausstattung', rng.pick(['Schiebedach, Radio Blaupunkt', 'Automatik, Servolenkung', 'Originalzustand, 2. Hand'])],
  ];
  p.y = 232;
  for (const [k, v] of rows) {
    row(p, [{ x: 50 }, { x: 200 }], [k, v], { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  p.box(50, p.y - 14, 495, 24, true);
  row(p, [{ x: 56 }, { x: 539, align: 'right' }], ['Kaufpreis', `${dn(priceV)} €`], { size: 11, bold: true });
  p.down(30);
  para(p, 50, 'Differenzbesteuerung gemäß § 25a UStG – Sonderregelung für Gebrauchtgegenstände. Die Umsatzsteuer wird nicht gesondert ausgewiesen.', 100, {
    size: 9,
  });
  p.down(6);
  para(
    p,
    50,
    rng.pick([
      'Verkauf als Sammlerfahrzeug im besichtigten Zustand; Sachmängelhaftung ein Jahr ab Übergabe.',
      'Sachmängelhaftung ein Jahr ab Übergabe gemäß unseren Verkaufsbedingungen.',
    ]) + ` Zahlung per Überweisung vor Übergabe erhalten.`,
    100,
    { size: 9 },
  );
  p.text(50, `${dealer} · USt-IdNr. DE${digits(rng, 9)} · IBAN DE${digits(rng, 20)}`, { size: 6.5, y: 800 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: priceV });
}

/** 1980–2012: a British private-sale receipt written out as a letter: received from, the sum, sold as seen, signed. */
export function ukPrivateSaleReceipt(rng: Random): Generated {
  const date = rng.date(1980, 2012);
  const year = Number(date.slice(0, 4));
  const car = rng.pick(UK_CARS.filter((c) => c.built <= year - 3));
  const priceV = Math.max(150, Math.round((rng.int(8, 120) * 50 * index(year)) / 0.7 / 50) * 50);
  const seller = name(rng, 'en');
  const buyer = name(rng, 'en');
  const sa = ukAddress(rng);
  const miles = mileage(rng, car.built, year, true) % 100000;
  const p = new PageBuilder();
  p.y = 80;
  for (const l of [sa.street, sa.town, sa.postcode]) {
    p.text(545, l, { size: 11, serif: true, align: 'right' });
    p.down(14);
  }
  p.down(6);
  p.text(545, fd(date, rng.pick(['uklong', 'uk'])), { size: 11, serif: true, align: 'right' });
  p.y = 180;
  p.text(50, 'RECEIPT', { size: 14, bold: true, serif: true });
  p.down(30);
  para(
    p,
    50,
    `Received from ${buyer} the sum of £${en(priceV)} (${wordsEn(priceV, true)} pounds) in full and final payment for the ${car.make} ${car.model}, registration ${ukPlate(rng, car.built)}, chassis no. ${car.chassis(rng)}, recorded mileage ${thousands(miles, ',')}.`,
    80,
    {
      serif: true,
      size: 11.5,
      step: 17,
    },
  );
  p.down(10);
  para(
    p,
    50,
    `The car is sold as seen, tried and approved, without warranty. The registration document ${year < 1997 ? '(V5)' : '(V5C)'}, the MOT certificate, two keys and the service history have been handed over.`,
    80,
    { serif: true, size: 11.5, step: 17 },
  );
  p.down(30);
  p.text(50, 'Signed (seller):', { serif: true, size: 10 });
  p.text(160, seller, { size: 13 });
  hline(p, 155, 200, p.y + 4);
  p.down(24);
  p.text(50, 'Print name:', { serif: true, size: 10 });
  p.text(160, seller.toUpperCase(), { size: 11 });
  p.down(34);
  p.text(50, 'Signed (buyer):', { serif: true, size: 10 });
  p.text(160, buyer, { size: 13 });
  hline(p, 155, 200, p.y + 4);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceV });
}

/** 1985–2026: an American bill of sale form: seller and buyer, the vehicle, the price in figures and words, odometer statement, signatures. */
export function usBillOfSale(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const year = Number(date.slice(0, 4));
  const car = rng.pick(US_CARS.filter((c) => c.built <= year - 3));
  const priceV = rng.int(10, 400) * 100;
  const seller = name(rng, 'en');
  const buyer = name(rng, 'en');
  const sa = usAddress(rng);
  const ba = usAddress(rng);
  const miles = mileage(rng, car.built, year, true) % 100000;
  const p = new PageBuilder();
  p.text(297, 'MOTOR VEHICLE BILL OF SALE', { size: 16, bold: true, align: 'center', y: 62 });
  p.y = 100;
  const f = (label: string, v: string, x: number, w: number) => {
    p.text(x, label, { size: 7 });
    p.text(x, v, { size: 10.5, y: p.y + 13 });
    hline(p, x, w, p.y + 16);
  };
  p.text(50, 'SELLER', { size: 9, bold: true });
  p.down(12);
  f('Name', seller, 50, 230);
  f('Address', `${sa.street}, ${sa.line2}`, 300, 245);
  p.down(40);
  p.text(50, 'BUYER', { size: 9, bold: true });
  p.down(12);
  f('Name', buyer, 50, 230);
  f('Address', `${ba.street}, ${ba.line2}`, 300, 245);
  p.down(40);
  p.text(50, 'VEHICLE', { size: 9, bold: true });
  p.down(12);
  f('Year', String(car.built), 50, 60);
  f('Make', car.make, 120, 110);
  f('Model', car.model, 240, 140);
  f('Plate', usPlate(rng), 390, 155);
  p.down(34);
  f('VIN', car.chassis(rng), 50, 230);
  f('Odometer reading', thousands(miles, ','), 300, 245);
  p.down(44);
  para(
    p,
    50,
    `For and in consideration of the sum of $${en(priceV)} (${wordsEn(priceV)} dollars), receipt of which is hereby acknowledged, the seller sells and transfers the vehicle described above to the buyer on ${fd(date, 'uslong')}. The seller warrants that he/she is the lawful owner, that the vehicle is free of all liens and encumbrances, and that the odometer reading above is, to the best of the seller's knowledge, ${rng.pick(['the actual mileage', 'NOT the actual mileage (exceeds mechanical limits)'])}. The vehicle is sold AS IS.`,
    98,
    { size: 10, step: 14 },
  );
  p.down(30);
  p.text(50, seller, { size: 12 });
  p.text(300, fd(date, 'us'), { size: 11 });
  hline(p, 50, 230, p.y + 4);
  hline(p, 300, 120, p.y + 4);
  p.text(50, 'Seller signature', { size: 7, y: p.y + 14 });
  p.text(300, 'Date', { size: 7, y: p.y + 14 });
  p.down(44);
  p.text(50, buyer, { size: 12 });
  hline(p, 50, 230, p.y + 4);
  p.text(50, 'Buyer signature', { size: 7, y: p.y + 14 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceV });
}

/** 1995–2026: a British dealer's sales invoice with a part exchange: the agreed price, the allowance, the balance paid. */
export function ukDealerPartExchange(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const owner = surname(rng, 'en');
  const a = ukAddress(rng);
  const dealer = rng.pick([`${owner} Classic Cars Ltd`, `${a.town} Sports & Classics`, `${owner} Motor Company`]);
  const car = rng.pick(UK_CARS);
  const priceV = rng.int(40, 600) * 50;
  const px = Math.round((priceV * (0.15 + rng.next() * 0.3)) / 50) * 50;
  const balance = priceV - px;
  const deposit = rng.chance(0.5) ? Math.round(priceV / 20 / 50) * 50 + 50 : 0;
  const due = balance - deposit;
  const buyer = name(rng, 'en');
  const ba = ukAddress(rng);
  const p = new PageBuilder();
  p.text(297, dealer, { size: 16, bold: true, serif: true, align: 'center', y: 58 });
  p.text(297, `${a.street}, ${a.town} ${a.postcode}`, { size: 8.5, serif: true, align: 'center', y: 72 });
  p.text(50, 'SALES INVOICE', { size: 12, bold: true, y: 110 });
  p.text(545, `Invoice ${rng.int(1000, 9999)} · ${fd(date, 'uk')}`, { size: 9.5, align: 'right', y: 110 });
  p.y = 134;
  for (const l of [buyer, ba.street, `${ba.town} ${ba.postcode}`]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  p.y = 196;
  p.text(50, 'Vehicle sold', { size: 9, bold: true });
  p.down(14);
  p.text(50, `${car.built} ${car.make} ${car.model} · Reg. ${ukPlate(rng, car.built)} · Chassis ${car.chassis(rng)}`, { size: 9.5 });
  p.down(26);
  const pxYear = rng.int(1986, Math.min(Number(date.slice(0, 4)) - 2, 2016));
  const tc: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  const lines: [string, string][] = [
    ['Agreed sale price', `£${en(priceV)}`],
    [`Less part exchange: ${pxYear} ${rng.pick(['Rover 214', 'Ford Fiesta 1.1', 'Vauxhall Astra', 'Volvo 340'])} reg. ${ukPlate(rng, pxYear)}`, `–£${en(px)}`],
    ['Balance', `£${en(balance)}`],
  ];
  if (deposit) lines.push(['Less deposit paid', `–£${en(deposit)}`]);
  lines.push(['Balance paid on collection', `£${en(due)}`]);
  for (const [k, v] of lines) {
    row(p, tc, [k, v], { size: 10, bold: k.startsWith('Balance paid') });
    p.down(16);
  }
  p.down(14);
  para(
    p,
    50,
    'Sold under the VAT margin scheme; no VAT is recoverable. Warranty: 3 months parts and labour as per our terms. The vehicle has been inspected and road tested by the buyer.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: priceV });
}

/** 2005–2026: a sworn expert's valuation report (Wertgutachten) for a classic: condition grade, market value, signed. */
export function wertgutachten(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const year = Number(date.slice(0, 4));
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year - 20));
  const expert = `${rng.pick(['Dipl.-Ing.', 'Kfz-Meister', 'Dipl.-Ing. (FH)'])} ${name(rng, 'de')}`;
  const firm = rng.pick([`Sachverständigenbüro ${expert.split(' ').slice(-1)[0]}`, 'Ingenieurbüro für Fahrzeugtechnik', 'Oldtimer-Gutachten Süd']);
  const a = deAddress(rng);
  const note = rng.pick(['2', '2-', '2+', '3', '3+', '1-']);
  const word = {
    '1-': 'makelloser Zustand',
    '2+': 'guter bis sehr guter Zustand',
    '2': 'guter Zustand',
    '2-': 'guter Zustand mit leichten Gebrauchsspuren',
    '3+': 'gebrauchter Zustand, besser als durchschnittlich',
    '3': 'gebrauchter Zustand',
  }[note];
  const value = rng.int(6, 90) * 500;
  const wbw = Math.round((value * 1.15) / 500) * 500;
  const km = mileage(rng, car.built, year, false);
  const p = new PageBuilder();
  p.text(50, firm, { size: 13, bold: true, y: 54 });
  p.text(50, `${expert} · öffentlich bestellter und vereidigter Sachverständiger · ${a.street}, ${a.line2}`, { size: 7.5, y: 67 });
  p.text(297, 'Wertgutachten', { size: 18, bold: true, align: 'center', y: 112 });
  p.text(297, `Gutachten-Nr. ${year}/${rng.int(100, 999)} vom ${fd(date, 'de')}`, { size: 10, align: 'center', y: 128 });
  const rows: [string, string][] = [
    ['Auftraggeber', name(rng, 'de')],
    ['Fahrzeug', `${car.make} ${car.model}, Baujahr ${car.built}`],
    ['FIN', car.chassis(rng)],
    ['Kennzeichen', dePlate(rng, a.district, true)],
    ['Tachostand', `${whole(km)} km (nicht überprüfbar)`],
    ['Besichtigung', `${fd(addDays(date, -rng.int(1, 10)), 'de')} in ${a.town}`],
  ];
  p.y = 160;
  for (const [k, v] of rows) {
    row(p, [{ x: 50 }, { x: 190 }], [k, v], { size: 9.5 });
    p.down(15);
  }
  p.down(10);
  p.text(50, 'Befund', { size: 10.5, bold: true });
  p.down(15);
  for (const [k, v] of [
    [
      'Karosserie',
      rng.pick([
        'Schweller und Radläufe fachgerecht erneuert, keine Durchrostung',
        'leichte Kantenkorrosion an den Türunterkanten',
        'Originalblech, Unterboden konserviert',
      ]),
    ],
    [
      'Lack',
      rng.pick(['Neulackierung ca. 2010 in Originalfarbe, gute Qualität', 'Originallack mit Patina, kleine Steinschläge', 'Teillackierung Kotflügel vorne']),
    ],
    [
      'Technik',
      rng.pick(['Motor läuft ruhig, Kompression gleichmäßig', 'Motor überholt lt. Rechnung, trocken', 'Getriebe schaltet sauber, Kupplung in Ordnung']),
    ],
    ['Innenraum', rng.pick(['Sitze original, Fahrersitz leicht abgenutzt', 'Neubezug in Originalstoff', 'Armaturenbrett rissfrei'])],
  ]) {
    row(p, [{ x: 50 }, { x: 130 }], [k, v], { size: 9 });
    p.down(13);
  }
  p.down(16);
  p.box(50, p.y - 12, 495, 62, true);
  p.text(58, `Zustandsnote: ${note} (${word})`, { size: 10.5, bold: true });
  p.down(18);
  p.text(58, `Marktwert: ${dn(value)} €`, { size: 12, bold: true });
  p.down(16);
  p.text(58, `(Wiederbeschaffungswert zu Versicherungszwecken: ${dn(wbw)} €)`, { size: 9 });
  p.down(34);
  para(
    p,
    50,
    'Die Zustandsnoten folgen der üblichen Skala von 1 (makellos) bis 5 (restaurierungsbedürftig). Der Marktwert ist der Preis, der für das Fahrzeug im gewöhnlichen Geschäftsverkehr am Bewertungstag zu erzielen wäre.',
    100,
    { size: 8.5 },
  );
  p.down(26);
  p.text(50, `${a.town}, ${fd(date, 'de')}`, { size: 10 });
  p.down(26);
  p.text(50, expert, { size: 11 });
  hline(p, 50, 220, p.y + 4);
  p.text(50, 'Der Sachverständige', { size: 7.5, y: p.y + 14 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: `${note} (${word})` });
}

/** 1985–2001: a marque club's valuation letter in DM, typed and signed by the club's technical officer. */
export function clubBewertungDm(rng: Random): Generated {
  const date = rng.date(1985, 2001);
  const year = Number(date.slice(0, 4));
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year - 10));
  const club = rng.pick([
    `${car.make}-Veteranen-Club e.V.`,
    `Interessengemeinschaft ${car.model.split(' ')[0]} e.V.`,
    `Altautofreunde ${deAddress(rng).town} e.V.`,
  ]);
  const signer = name(rng, 'de');
  const a = deAddress(rng);
  const cond = rng.pick(['gut', 'sehr gut', 'befriedigend', 'gepflegter Originalzustand']);
  const value = rng.int(8, 60) * 500;
  const owner = name(rng, 'de');
  const p = new PageBuilder();
  p.text(297, club, { size: 14, serif: true, bold: true, align: 'center', y: 58 });
  p.text(297, `Technisches Referat · ${a.street} · ${a.line2}`, { size: 8.5, serif: true, align: 'center', y: 72 });
  hline(p, 50, 495, 80);
  p.text(545, `${a.town}, ${fd(date, 'delong')}`, { size: 10.5, serif: true, align: 'right', y: 118 });
  p.text(50, `Bestätigung über den Zeitwert`, { size: 12, bold: true, serif: true, y: 160 });
  p.y = 190;
  para(
    p,
    50,
    `Auf Wunsch unseres Mitglieds ${owner} habe ich am ${fd(addDays(date, -rng.int(1, 14)), 'de')} den ${car.make} ${car.model}, Baujahr ${car.built}, Fahrgestell-Nr. ${car.chassis(rng)}, besichtigt und Probe gefahren.`,
    85,
    {
      serif: true,
      size: 11,
      step: 15,
    },
  );
  p.down(8);
  para(
    p,
    50,
    rng.pick([
      'Der Wagen ist weitgehend original, der Unterboden ist trocken und konserviert, der Motor läuft einwandfrei.',
      'Die Karosserie wurde vor einigen Jahren restauriert; die Technik ist in Ordnung, die Bremsen neu.',
      'Lack und Chrom zeigen altersgemäße Spuren, die Technik ist gepflegt und zuverlässig.',
    ]),
    85,
    {
      serif: true,
      size: 11,
      step: 15,
    },
  );
  p.down(8);
  p.text(50, `Gesamtzustand: ${cond}`, { serif: true, size: 11 });
  p.down(18);
  p.text(50, `Zeitwert: DM ${dn(value)}`, { serif: true, size: 12, bold: true });
  p.down(18);
  para(p, 50, `(in Worten: ${wordsDe(value)} Deutsche Mark). Diese Bestätigung dient der Vorlage bei der Versicherung.`, 85, {
    serif: true,
    size: 11,
    step: 15,
  });
  p.down(36);
  p.text(50, 'Mit freundlichen Grüßen', { serif: true, size: 11 });
  p.down(30);
  p.text(50, signer, { size: 12 });
  p.down(13);
  p.text(50, 'Technischer Referent', { serif: true, size: 9.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: signer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** 2000–2026: a British club valuer's agreed-value certificate: condition, the value, signed with membership number. */
export function ukAgreedValuation(rng: Random): Generated {
  const date = rng.date(2000, 2026);
  const car = rng.pick(UK_CARS);
  const valuer = name(rng, 'en');
  const club = rng.pick([`${car.make} Owners' Club`, `${car.make} ${car.model.split(' ')[0]} Register`, 'Classic Vehicle Valuation Service']);
  const a = ukAddress(rng);
  const cond = rng.pick(['Excellent', 'Good', 'Very good', 'Fair']);
  const value = rng.int(6, 90) * 250;
  const p = new PageBuilder();
  p.box(50, 50, 495, 560);
  p.text(297, club, { size: 15, bold: true, serif: true, align: 'center', y: 84 });
  p.text(297, 'VALUATION CERTIFICATE FOR INSURANCE PURPOSES', { size: 10, align: 'center', y: 102 });
  const rows: [string, string][] = [
    ['Owner', name(rng, 'en')],
    ['Address', `${a.street}, ${a.town} ${a.postcode}`],
    ['Vehicle', `${car.built} ${car.make} ${car.model}`],
    ['Registration', ukPlate(rng, car.built)],
    ['Chassis number', car.chassis(rng)],
    ['Engine number', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['Date of inspection', fd(addDays(date, -rng.int(0, 7)), 'uk')],
    ['Overall condition', cond],
    ['Bodywork', rng.pick(['sound, minor bubbling lower wings', `restored ${Number(date.slice(0, 4)) - rng.int(2, 12)}, excellent`, 'original panels, good'])],
    ['Mechanical', rng.pick(['engine rebuilt, runs well', 'good, slight oil weep', 'very good'])],
  ];
  p.y = 140;
  for (const [k, v] of rows) {
    row(p, [{ x: 70 }, { x: 210 }], [k, v], { size: 10 });
    hline(p, 206, 320, p.y + 4);
    p.down(22);
  }
  p.down(12);
  p.box(70, p.y - 16, 455, 30, true);
  p.text(78, `Valuation: £${en(value)}`, { size: 13, bold: true });
  p.down(36);
  para(
    p,
    70,
    'I certify that I have personally inspected the above vehicle and that, in my opinion, the figure stated represents its current market value for agreed-value insurance. This certificate is valid for two years from the date below.',
    88,
    { size: 9, step: 12 },
  );
  p.down(20);
  p.text(70, valuer, { size: 12 });
  p.text(380, fd(date, 'uk'), { size: 11 });
  hline(p, 70, 220, p.y + 4);
  hline(p, 380, 120, p.y + 4);
  p.text(70, `Club valuer (membership no. ${rng.int(100, 9999)})`, { size: 7.5, y: p.y + 14 });
  p.text(380, 'Date', { size: 7.5, y: p.y + 14 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** 1995–2026: an American appraisal report: the 1–6 condition scale, the comparable sales, the appraised value, the appraiser's signature. */
export function usAppraisalReport(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const car = rng.pick(US_CARS);
  const appraiser = name(rng, 'en');
  const firm = rng.pick([`${appraiser.split(' ')[1]} Vehicle Appraisals`, 'Midwest Classic Appraisal Service', 'Certified Collector Car Appraisers']);
  const a = usAddress(rng);
  const grade = rng.pick(['#2 Excellent', '#3 Good', '#3+ Good', '#4 Fair', '#2- Excellent']);
  const value = rng.int(8, 120) * 250;
  const comps = [0, 1, 2].map(() => Math.round((value * (0.85 + rng.next() * 0.3)) / 100) * 100);
  const p = new PageBuilder();
  p.text(50, firm, { size: 14, bold: true, y: 56 });
  p.text(50, `${a.street}, ${a.line2} · (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8.5, y: 69 });
  p.text(297, 'APPRAISAL REPORT', { size: 16, bold: true, align: 'center', y: 108 });
  p.text(297, `Report date: ${fd(date, 'uslong')}`, { size: 10, align: 'center', y: 124 });
  const rows: [string, string][] = [
    ['Client', name(rng, 'en')],
    ['Vehicle', `${car.built} ${car.make} ${car.model}`],
    ['VIN', car.chassis(rng)],
    ['Plate', usPlate(rng)],
    ['Odometer', `${thousands(rng.int(10000, 99999), ',')} (not verified)`],
    ['Purpose', rng.pick(['Agreed value insurance', 'Estate valuation', 'Pre-purchase'])],
  ];
  p.y = 156;
  for (const [k, v] of rows) {
    row(p, [{ x: 50 }, { x: 170 }], [k, v], { size: 10 });
    p.down(15);
  }
  p.down(12);
  p.text(50, 'Condition', { size: 11, bold: true });
  p.down(16);
  para(
    p,
    50,
    rng.pick([
      'Older restoration holding up well; paint shows minor chips, chrome good, interior correct.',
      'Largely original survivor; honest wear to seat bolsters, underside clean and dry.',
      'Driver-quality car; some rust repair visible in rear quarters, runs and drives well.',
    ]),
    100,
    { size: 9.5 },
  );
  p.down(4);
  p.text(50, `Condition rating (1–6 scale): ${grade}`, { size: 10.5, bold: true });
  p.down(24);
  p.text(50, 'Comparable sales', { size: 11, bold: true });
  p.down(16);
  comps.forEach((c, i) => {
    row(
      p,
      [{ x: 60 }, { x: 400 }, { x: 545, align: 'right' }],
      [
        `${car.built + rng.int(-1, 1)} ${car.make} ${car.model}, ${rng.pick(['auction', 'private sale', 'dealer listing'])}`,
        fd(addDays(date, -rng.int(30, 300)), 'usshort'),
        `$${en(c)}`,
      ],
      { size: 9.5 },
    );
    p.down(13);
    if (i === 2) p.down(4);
  });
  p.down(16);
  p.box(50, p.y - 16, 495, 30, true);
  p.text(58, `Appraised value: $${en(value)}`, { size: 13, bold: true });
  p.down(36);
  para(
    p,
    50,
    'I have no present or contemplated interest in the vehicle. This appraisal reflects my opinion of value on the report date and is based on a personal inspection.',
    100,
    { size: 8.5 },
  );
  p.down(26);
  p.text(50, appraiser, { size: 12 });
  hline(p, 50, 220, p.y + 4);
  p.text(50, 'Appraiser', { size: 7.5, y: p.y + 14 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}
