/**
 * Sales and valuations of stored cars: a German private sale out of the winter hall, an Austrian typed Kaufvertrag
 * with a deposit; a UK bill of sale of a SORN car, a US storage facility's lien sale, an Irish letter of receipt;
 * a German valuation for storage cover, an Austrian club valuer's short report, a UK club valuation letter, a US
 * appraisal for a stored car's agreed value.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  anrede,
  AT_STREETS,
  AT_TOWNS,
  car,
  DE_STREETS,
  DE_TOWNS,
  doc,
  fd,
  grp,
  hline,
  IE_TOWNS,
  mileage,
  num,
  para,
  person,
  plateDE,
  plateUK,
  stamp,
  UK_STREETS,
  UK_TOWNS,
  US_STREETS,
  US_TOWNS,
  vin,
  wordsDE,
  wordsEN,
} from './kit';

/** A German form contract for a private sale: the car is deregistered and stands in a winter hall. */
export function kaufvertragWinterlager(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2025);
  const y = Number(date.slice(0, 4));
  const cur = y < 2002 ? 'DM' : 'EUR';
  const seller = person(rng, 'de');
  const buyer = person(rng, 'de');
  const st = rng.pick(DE_TOWNS);
  const bt = rng.pick(DE_TOWNS);
  const c = car(rng, 'de', y - 15);
  const price = rng.int(30, 900) * 100 * (cur === 'DM' ? 2 : 1);
  const km = mileage(rng);
  p.y = 50;
  p.text(297, 'Kaufvertrag', { size: 18, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug – privat an privat', { size: 9, align: 'center' });
  p.down(24);
  const block = (title: string, name: string, t: typeof st, x: number) => {
    p.box(x, p.y - 12, 240, 62);
    p.text(x + 6, title, { size: 7.5, bold: true, y: p.y });
    p.text(x + 6, name, { size: 10, y: p.y + 15 });
    p.text(x + 6, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)}`, { size: 9, y: p.y + 28 });
    p.text(x + 6, `${t.zip} ${t.town}`, { size: 9, y: p.y + 41 });
  };
  block('Verkäufer', seller, st, 50);
  block('Käufer', buyer, bt, 305);
  p.down(70);
  p.text(50, 'Fahrzeug', { size: 10, bold: true });
  p.down(14);
  const rows: [string, string][] = [
    ['Hersteller / Typ', `${c.make} ${c.model}`],
    ['Fahrzeug-Ident.-Nr.', vin(rng, c)],
    ['Erstzulassung', String(c.year)],
    ['Km-Stand (abgelesen)', grp(km, '.')],
    ['Zulassungsstatus', 'abgemeldet – Fahrzeug steht im Winterlager'],
    ['Standort', `${rng.pick(['Halle', 'Scheune', 'Garage'])} ${rng.pick(DE_STREETS)} ${rng.int(1, 60)}, ${st.town}`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9 });
    p.text(200, v, { size: 9.5 });
    p.down(14);
  }
  p.down(10);
  p.text(50, 'Mitverkauft:', { size: 9 });
  p.text(
    200,
    rng.pick([
      'Batterieladegerät, Abdeckplane, Ordner mit Rechnungen',
      'Satz Winterräder, Hardtop, Werkstatthandbuch',
      'Ersatzteile lt. Liste, Fahrzeugabdeckung',
    ]),
    { size: 9.5 },
  );
  p.down(24);
  p.text(50, 'Kaufpreis', { size: 10, bold: true });
  p.down(16);
  p.text(50, `Der Kaufpreis beträgt ${num(price, 'de')} ${cur}`, { size: 10.5, bold: true });
  p.down(14);
  p.text(50, `(in Worten: ${wordsDE(price)} ${cur === 'DM' ? 'Deutsche Mark' : 'Euro'}).`, { size: 9.5 });
  p.down(14);
  p.text(50, 'Der Kaufpreis wurde bei Übergabe in bar bezahlt; der Verkäufer bestätigt den Empfang.', { size: 9 });
  p.down(22);
  para(
    p,
    50,
    'Das Fahrzeug wird unter Ausschluss jeder Sachmängelhaftung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Rechte Dritter bestehen. Der Käufer holt das Fahrzeug auf eigene Kosten mit Anhänger oder Kurzzeitkennzeichen ab. Die Standmiete im Winterlager ist bis zum Monatsende vom Verkäufer bezahlt.',
    110,
    { size: 8.5 },
  );
  p.down(14);
  p.text(50, `Übergeben wurden: Fahrzeugbrief / ZB II, ${rng.int(1, 3)} Schlüssel, Abmeldebescheinigung`, { size: 9 });
  p.down(40);
  p.text(50, `${st.town}, ${fd(date, 'de')}`, { size: 10 });
  p.text(305, `${st.town}, ${fd(date, 'de')}`, { size: 10 });
  p.down(30);
  p.text(50, seller, { size: 11, serif: true });
  p.text(305, buyer, { size: 11, serif: true });
  p.down(6);
  hline(p, 50, 200);
  hline(p, 305, 200);
  p.down(11);
  p.text(50, 'Unterschrift Verkäufer', { size: 7.5 });
  p.text(305, 'Unterschrift Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Austrian typed contract in running text: seller and buyer named, a deposit already paid, the balance on handover. */
export function kaufvertragAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2025);
  const y = Number(date.slice(0, 4));
  const ats = y < 2002;
  const cur = ats ? 'öS' : 'EUR';
  const seller = person(rng, 'de');
  const buyer = person(rng, 'de');
  const st = rng.pick(AT_TOWNS);
  const bt = rng.pick(AT_TOWNS);
  const c = car(rng, 'de', y - 12);
  const price = ats ? rng.int(30, 600) * 1000 : rng.int(40, 800) * 100;
  const dep = Math.round((price * rng.pick([0.1, 0.2])) / 100) * 100;
  const S = { size: 10.5, serif: true };
  p.y = 70;
  p.text(297, 'K A U F V E R T R A G', { size: 15, bold: true, serif: true, align: 'center' });
  p.down(34);
  para(
    p,
    60,
    `abgeschlossen zwischen ${seller}, wohnhaft in ${st.zip} ${st.town}, ${rng.pick(AT_STREETS)} ${rng.int(1, 50)}, im folgenden kurz Verkäufer genannt, und ${buyer}, wohnhaft in ${bt.zip} ${bt.town}, ${rng.pick(AT_STREETS)} ${rng.int(1, 50)}, im folgenden kurz Käufer genannt, wie folgt:`,
    82,
    { ...S, step: 15 },
  );
  p.down(12);
  p.text(60, 'I.', { ...S, bold: true });
  p.down(16);
  para(
    p,
    60,
    `Der Verkäufer verkauft und übergibt, der Käufer kauft und übernimmt den Personenkraftwagen ${c.make} ${c.model}, Baujahr ${c.year}, Fahrgestellnummer ${vin(rng, c)}, derzeit abgemeldet, mit Typenschein und ${rng.int(1, 3)} Schlüsseln. Das Fahrzeug war seit ${y - rng.int(2, 10)} in einer Garage eingestellt und wird in diesem Zustand verkauft.`,
    82,
    { ...S, step: 15 },
  );
  p.down(12);
  p.text(60, 'II.', { ...S, bold: true });
  p.down(16);
  para(
    p,
    60,
    `Der vereinbarte Kaufpreis beträgt ${cur} ${num(price, 'de')} (in Worten: ${wordsDE(price)} ${ats ? 'Schilling' : 'Euro'}). Eine Anzahlung von ${cur} ${num(dep, 'de')} wurde bereits am ${fd(addDays(date, -rng.int(3, 20)), 'de')} geleistet; der Restbetrag von ${cur} ${num(price - dep, 'de')} wird bei Übergabe bar bezahlt.`,
    82,
    { ...S, step: 15 },
  );
  p.down(12);
  p.text(60, 'III.', { ...S, bold: true });
  p.down(16);
  para(
    p,
    60,
    'Der Käufer hat das Fahrzeug besichtigt. Die Gewährleistung wird einvernehmlich ausgeschlossen. Die Abholung erfolgt durch den Käufer auf dessen Kosten.',
    82,
    { ...S, step: 15 },
  );
  p.down(30);
  p.text(60, `${st.town}, am ${fd(date, rng.pick(['de', 'delong']))}`, S);
  p.down(44);
  p.text(60, seller, { size: 11, serif: true });
  p.text(330, buyer, { size: 11, serif: true });
  p.down(6);
  hline(p, 60, 190);
  hline(p, 330, 190);
  p.down(12);
  p.text(60, 'Verkäufer', { size: 8, serif: true });
  p.text(330, 'Käufer', { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A UK bill of sale for a laid-up car: SORN, not run for years, sold as seen. */
export function ukBillOfSaleSorn(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2025);
  const y = Number(date.slice(0, 4));
  const seller = person(rng, 'en');
  const buyer = person(rng, 'en');
  const c = car(rng, 'en', y - 15);
  const price = rng.int(15, 600) * 50;
  const [town, pc] = rng.pick(UK_TOWNS);
  p.y = 70;
  p.text(297, 'BILL OF SALE', { size: 18, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'Receipt for the private sale of a motor vehicle', { size: 9, align: 'center' });
  p.down(30);
  const rows: [string, string][] = [
    ['Date of sale', fd(date, rng.pick(['uk', 'uklong']))],
    ['Seller', `${seller}, ${rng.pick(UK_STREETS)}, ${town} ${pc}`],
    ['Buyer', `${buyer}, ${rng.pick(UK_TOWNS)[0]}`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', plateUK(rng, c.year)],
    ['Chassis no.', vin(rng, c)],
    ['Recorded mileage', `${grp(mileage(rng, 20000, 99999), ',')} (not warranted)`],
    ['Status', `SORN since ${y - rng.int(2, 12)}; laid up, not run for some years`],
    ['Price', `£${num(price, 'en')} (${wordsEN(price)} pounds)`],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5, bold: true });
    p.text(190, v, { size: 9.5 });
    p.down(19);
  }
  p.down(14);
  para(
    p,
    60,
    `I, the seller, confirm that I am the legal owner of the vehicle described above, that it is free from any outstanding finance, and that I have received the sum stated in full. The vehicle is sold as seen, tried and approved, without warranty. The buyer will collect by trailer and notify the DVLA of the change of keeper.`,
    95,
    { size: 9.5, step: 13 },
  );
  p.down(40);
  p.text(60, seller, { size: 12, serif: true });
  p.text(330, buyer, { size: 12, serif: true });
  p.down(6);
  hline(p, 60, 190);
  hline(p, 330, 190);
  p.down(12);
  p.text(60, 'Signed (seller)', { size: 8 });
  p.text(330, 'Signed (buyer)', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US storage facility's bill of sale at a lien sale of an abandoned collector car: the facility sells. */
export function usLienSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2025);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const name = rng.pick(['Lakeside', 'Keystone', 'Pine Ridge', 'Four Seasons']);
  const seller = rng.pick([`${name} Self Storage LLC`, `${name} Storage & Towing Inc.`, `${town} Vehicle Storage Co.`]);
  const c = car(rng, 'en', Number(date.slice(0, 4)) - 20);
  const price = rng.int(8, 160) * 100;
  const owed = Math.round(price * rng.pick([0.6, 0.8, 1.1])) + rng.int(1, 99);
  const buyer = person(rng, 'en');
  p.y = 60;
  p.text(50, seller, { size: 13, bold: true });
  p.down(12);
  p.text(50, `${rng.pick(US_STREETS)}, ${town}, ${st} ${zip}`, { size: 8.5 });
  p.y = 120;
  p.text(297, 'BILL OF SALE – LIEN SALE', { size: 14, bold: true, align: 'center' });
  p.down(28);
  para(
    p,
    50,
    `Pursuant to the garagekeeper’s / storage lien laws of the State of ${st}, and after notice to the registered owner and all lienholders of record, the undersigned lienholder sold the vehicle described below at public sale held on ${fd(date, 'uslong')} at the address above.`,
    100,
    { size: 9.5, step: 13 },
  );
  p.down(14);
  const rows: [string, string][] = [
    ['Year / Make', `${c.year} ${c.make} ${c.model}`],
    ['VIN', vin(rng, c)],
    ['Registered owner of record', person(rng, 'en')],
    ['Charges owed at date of sale', `$${num(owed, 'en')} (storage rent, fees, notices)`],
    ['Highest bid / sale price', `$${num(price, 'en')}`],
    ['Purchaser', buyer],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5, bold: true });
    p.text(230, v, { size: 9.5 });
    p.down(17);
  }
  p.down(16);
  para(
    p,
    50,
    'The vehicle is sold AS IS, WHERE IS, with no warranty of any kind. Seller conveys such title as it holds under its lien. Purchaser is responsible for titling the vehicle with the motor vehicle department.',
    100,
    { size: 9, step: 12.5 },
  );
  p.down(36);
  p.text(50, `Date: ${fd(date, 'us')}`, { size: 10 });
  p.down(36);
  p.text(50, '__________________________________', { size: 10 });
  p.down(12);
  p.text(50, `for ${seller}, Lienholder / Seller`, { size: 8.5 });
  p.text(330, `Manager: ${person(rng, 'en')}`, { size: 8.5, y: p.y });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Irish seller's letter of receipt for a car taken out of long storage. */
export function ieReceiptLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2025);
  const y = Number(date.slice(0, 4));
  const punts = y < 2002;
  const sym = punts ? 'IR£' : '€';
  const seller = person(rng, 'en');
  const buyer = person(rng, 'en');
  const c = car(rng, 'en', y - 20);
  const price = rng.int(20, 500) * 100;
  const town = rng.pick(IE_TOWNS);
  const S = { size: 11, serif: true };
  p.y = 80;
  p.text(545, seller, { ...S, align: 'right' });
  p.down(14);
  p.text(545, rng.pick(['Ballyroan', 'Knockmore', 'The Glebe', 'Rathmore House']), { ...S, align: 'right' });
  p.down(14);
  p.text(545, town, { ...S, align: 'right' });
  p.down(30);
  p.text(545, fd(date, rng.pick(['uklong', 'uk'])), { ...S, align: 'right' });
  p.down(40);
  p.text(60, 'To whom it may concern,', S);
  p.down(26);
  para(
    p,
    60,
    `I, ${seller}, confirm that I have this day sold my ${c.year} ${c.make} ${c.model}, chassis number ${vin(rng, c)}, to ${buyer} for the sum of ${sym}${num(price, 'en')} (${wordsEN(price)} ${punts ? 'pounds' : 'euro'}), which I have received in full.`,
    82,
    { ...S, step: 16 },
  );
  p.down(12);
  para(
    p,
    60,
    `The car has been stored in my shed since ${y - rng.int(3, 20)} and has not been on the road since. It is sold as seen, with the registration book and the old tax discs. The buyer takes responsibility for transport and registration from today.`,
    82,
    { ...S, step: 16 },
  );
  p.down(30);
  p.text(60, 'Yours faithfully,', S);
  p.down(40);
  p.text(60, seller, { size: 13, serif: true });
  p.down(6);
  hline(p, 60, 170);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A German sworn expert's valuation for storage cover: Zustandsnote, Wiederbeschaffungswert. */
export function wertgutachtenEinlagerung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2025);
  const town = rng.pick(DE_TOWNS);
  const c = car(rng, 'de', Number(date.slice(0, 4)) - 25);
  const name = person(rng, 'de');
  const signed = rng.pick([`Dipl.-Ing. ${name}`, name, `Dipl.-Ing. (FH) ${name}`]);
  const grade = rng.pick(['1-', '2+', '2', '2-', '3+', '3']);
  const word = { '1-': 'sehr gut', '2+': 'gut', '2': 'gut', '2-': 'gut', '3+': 'befriedigend', '3': 'befriedigend' }[grade] ?? '';
  const value = rng.int(80, 1500) * 100;
  const market = Math.round((value * rng.pick([0.85, 0.9])) / 100) * 100;
  p.y = 55;
  p.text(50, `Sachverständigenbüro ${name.split(' ')[1]}`, { size: 14, bold: true });
  p.down(12);
  p.text(50, `Kfz-Sachverständiger für Oldtimer · ${rng.pick(DE_STREETS)} ${rng.int(1, 60)} · ${town.zip} ${town.town}`, { size: 8 });
  p.y = 115;
  p.text(50, 'WERTGUTACHTEN', { size: 17, bold: true });
  p.down(14);
  p.text(50, 'zur Vorlage bei der Versicherung (Oldtimer-/Einlagerungsversicherung)', { size: 9.5 });
  p.text(545, `Gutachten-Nr. ${rng.int(1000, 9999)}/${date.slice(2, 4)}`, { size: 9, align: 'right', y: 115 });
  p.down(26);
  const rows: [string, string][] = [
    ['Auftraggeber', person(rng, 'de')],
    ['Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`],
    ['FIN', vin(rng, c)],
    ['Kennzeichen', rng.chance(0.5) ? plateDE(rng, town.plate, 'H') : 'abgemeldet'],
    ['Besichtigung', `${fd(addDays(date, -rng.int(1, 12)), 'de')} im Winterlager ${town.town}`],
    ['Km-Stand (abgelesen)', grp(mileage(rng), '.')],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5 });
    p.text(190, v, { size: 9.5 });
    p.down(14);
  }
  p.down(14);
  p.text(50, 'Befund', { size: 10.5, bold: true });
  p.down(15);
  para(
    p,
    50,
    `Karosserie ${rng.pick(['rostfrei, Spaltmaße gleichmäßig', 'mit leichten Unterrostungen an den Radläufen', 'fachgerecht restauriert'])}. Lack ${rng.pick(['in Originalfarbe, poliert', 'neu lackiert, geringe Einschlüsse', 'mit Gebrauchsspuren'])}. Hohlräume konserviert, Unterboden mit Wachs geschützt. Innenraum ${rng.pick(['original, gepflegt', 'neu bezogen', 'mit Patina'])}. Motor springt nach Standzeit problemlos an. Fahrzeug wird trocken und temperiert eingelagert, Batterie an Erhaltungsladung.`,
    100,
    { size: 9.5 },
  );
  p.down(10);
  p.text(50, 'Bewertung', { size: 10.5, bold: true });
  p.down(16);
  p.box(48, p.y - 12, 499, 58);
  p.text(56, `Zustandsnote: ${grade} (${word})`, { size: 10 });
  p.down(16);
  p.text(56, `Marktwert: ${num(market, 'de')} €`, { size: 10 });
  p.down(16);
  p.text(56, `Wiederbeschaffungswert: ${num(value, 'de')} €`, { size: 10.5, bold: true });
  p.down(30);
  para(
    p,
    50,
    'Als Versicherungswert wird der Wiederbeschaffungswert empfohlen. Das Gutachten gilt zwei Jahre ab Ausstellungsdatum, sofern sich der Zustand nicht verändert.',
    100,
    { size: 8.5 },
  );
  p.down(24);
  p.text(50, `${town.town}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(36);
  p.text(50, signed, { size: 10 });
  p.down(11);
  p.text(50, 'Öffentlich bestellter und vereidigter Sachverständiger', { size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: signed, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** An Austrian club valuer's short report: condition word, insurance value, before the car goes into storage. */
export function kurzbewertungAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2025);
  const town = rng.pick(AT_TOWNS);
  const c = car(rng, 'de', Number(date.slice(0, 4)) - 25);
  const valuer = person(rng, 'de');
  const cond = rng.pick(['sehr gut', 'gut', 'gepflegt', 'restaurierungsbedürftig', 'befriedigend']);
  const value = rng.int(50, 900) * 100;
  p.y = 60;
  p.text(297, `Oldtimerclub ${town.town} – Bewertungsstelle`, { size: 13, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `Vereinsregister ZVR ${rng.int(100000000, 999999999)}`, { size: 8, align: 'center' });
  p.down(30);
  p.text(50, 'Kurzbewertung', { size: 15, bold: true });
  p.down(24);
  p.box(48, p.y - 14, 499, 200);
  const rows: [string, string][] = [
    ['Eigentümer', person(rng, 'de')],
    ['Marke / Type', `${c.make} ${c.model}`],
    ['Baujahr', String(c.year)],
    ['Fahrgestellnummer', vin(rng, c)],
    ['Kennzeichen', rng.chance(0.5) ? `hinterlegt (${town.plate})` : `${town.plate}-${rng.int(100, 9999)}${rng.pick(['H', 'A', 'B'])}`],
    ['Zustand', cond],
    ['Originalität', rng.pick(['hoch', 'überwiegend original', 'teilweise verändert'])],
    ['Versicherungswert', `EUR ${num(value, 'de')}`],
  ];
  for (const [k, v] of rows) {
    p.text(58, k, { size: 9.5 });
    p.text(200, v, { size: 10, bold: k === 'Versicherungswert' });
    p.down(23);
  }
  p.down(10);
  para(
    p,
    50,
    `Besichtigt am ${fd(addDays(date, -rng.int(0, 5)), 'de')} in der Garage des Eigentümers vor der Einwinterung. Die Bewertung dient der Festsetzung der Versicherungssumme und ersetzt kein Gutachten eines gerichtlich beeideten Sachverständigen.`,
    100,
    { size: 8.5 },
  );
  p.down(24);
  p.text(50, `${town.town}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(40);
  p.text(330, valuer, { size: 11, serif: true });
  p.down(6);
  hline(p, 330, 200);
  p.down(11);
  p.text(330, 'Bewerter des Clubs', { size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A UK owners' club valuation letter for agreed-value laid-up cover. */
export function ukClubValuation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2025);
  const c = car(rng, 'en', Number(date.slice(0, 4)) - 25);
  const club = `${c.make} ${rng.pick(['Owners’ Club', 'Register', 'Car Club'])}`;
  const valuer = person(rng, 'en');
  const value = rng.int(20, 800) * 250;
  const cond = rng.pick(['Condition 1 – Concours', 'Condition 2 – Excellent', 'Condition 3 – Good', 'Condition 4 – Fair']);
  const [town] = rng.pick(UK_TOWNS);
  const S = { size: 10, serif: true };
  p.y = 60;
  p.text(297, club, { size: 15, bold: true, serif: true, align: 'center' });
  p.down(13);
  p.text(297, `Valuation Service · Registered office ${town}`, { size: 8.5, serif: true, align: 'center' });
  p.down(36);
  p.text(50, fd(date, 'uklong'), S);
  p.down(24);
  const addressee = person(rng, 'en');
  p.text(50, `Dear ${anrede(addressee, 'en')} ${addressee.split(' ')[1]},`, S);
  p.down(20);
  p.text(50, `Re: ${c.year} ${c.make} ${c.model}, Reg. ${plateUK(rng, c.year)}`, { ...S, bold: true });
  p.down(20);
  para(
    p,
    50,
    `Thank you for the photographs and the inspection of your car at its storage unit on ${fd(addDays(date, -rng.int(2, 20)), 'uklong')}. Having considered its condition, history and originality, and recent sales of comparable cars, I would place it in ${cond}.`,
    90,
    { ...S, step: 14 },
  );
  p.down(10);
  para(
    p,
    50,
    `For the purposes of agreed value insurance, including laid-up cover while the car is off the road, I value the vehicle at £${num(value, 'en')}.`,
    90,
    { ...S, step: 14 },
  );
  p.down(10);
  para(p, 50, 'This valuation is given in good faith for insurance purposes only and should be reviewed in two years or after any significant work.', 90, {
    ...S,
    step: 14,
  });
  p.down(24);
  p.text(50, 'Yours sincerely,', S);
  p.down(36);
  p.text(50, valuer, { size: 12, serif: true });
  p.down(13);
  p.text(50, 'Club Valuer', { ...S, size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A US certified appraisal of a stored collector car for agreed-value storage cover. */
export function usStoredAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2025);
  const [town, st] = rng.pick(US_TOWNS);
  const c = car(rng, 'en', Number(date.slice(0, 4)) - 25);
  const appraiser = person(rng, 'en');
  const firm = rng.pick([`${appraiser.split(' ')[1]} Collector Car Appraisals`, 'Heartland Classic Appraisal Services', `${town} Auto Appraisers LLC`]);
  const value = rng.int(60, 1800) * 100;
  const cond = rng.pick(['#1 Concours', '#2 Excellent', '#3 Good', '#4 Fair']);
  p.y = 55;
  p.text(297, firm, { size: 14, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `${rng.pick(US_STREETS)}, ${town}, ${st}`, { size: 8.5, align: 'center' });
  p.down(30);
  p.text(297, 'CERTIFIED APPRAISAL REPORT', { size: 13, bold: true, align: 'center' });
  p.down(26);
  const rows: [string, string][] = [
    ['Report date', fd(date, 'uslong')],
    ['Client', person(rng, 'en')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['VIN / Serial', vin(rng, c)],
    ['Odometer', `${grp(mileage(rng, 5000, 99999), ',')} (believed actual)`],
    ['Location inspected', `Climate-controlled storage, ${town}, ${st}`],
    ['Purpose', 'Agreed value – storage / comprehensive-only insurance'],
    ['Condition rating', cond],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5, bold: true });
    p.text(190, v, { size: 9.5 });
    p.down(16);
  }
  p.down(12);
  p.text(50, 'Observations', { size: 10, bold: true });
  p.down(15);
  para(
    p,
    50,
    `Car has been in dry storage ${rng.pick(['since last season', 'for several years', 'since restoration'])}; tires show flat-spotting, fluids due. Paint ${rng.pick(['deep and even', 'older repaint with minor chips', 'original with patina'])}; chrome ${rng.pick(['bright', 'lightly pitted'])}; underside clean and protected. Numbers-matching drivetrain per owner documentation.`,
    100,
    { size: 9.5 },
  );
  p.down(12);
  p.box(48, p.y - 12, 499, 24, true);
  p.text(56, 'APPRAISED VALUE', { size: 11, bold: true, y: p.y + 3 });
  p.text(540, `$${num(value, 'en')}`, { size: 12, bold: true, align: 'right', y: p.y + 3 });
  p.down(40);
  para(
    p,
    50,
    'I certify that I have personally inspected the vehicle and have no present or prospective interest in it. This appraisal reflects retail replacement value as of the report date.',
    100,
    { size: 8.5 },
  );
  p.down(30);
  p.text(50, appraiser, { size: 12, serif: true });
  p.down(6);
  hline(p, 50, 200);
  p.down(11);
  p.text(50, 'Appraiser', { size: 8 });
  if (rng.chance(0.5)) stamp(p, 360, p.y - 40, 170, ['CERTIFIED APPRAISER', `No. ${rng.int(1000, 9999)}`], 8);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
