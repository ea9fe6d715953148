/**
 * Sales "mit neuer HU / with fresh MOT" and valuations for historic status: a German private sale with a new HU, a
 * Swiss sale "ab MFK", a British private sale receipt with a fresh MOT, an American bill of sale with a passed state
 * inspection, a Victorian sale with a roadworthy certificate; a §23 StVZO Oldtimergutachten with its value, a Swiss
 * veteran expertise, a British agreed-value valuation and an American appraisal for antique plates.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, para, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  carDE,
  carEN,
  field,
  monthYear,
  odo,
  personDE,
  personEN,
  plateCH,
  plateDE,
  plateUK,
  plateUS,
  streetDE,
  streetEN,
  thousands,
  TOWNS_CH,
  TOWNS_DE,
  TOWNS_UK,
} from './kit';

/** A German private Kaufvertrag on a form: seller and buyer boxes, "HU neu", the price in figures and words. */
export function kaufvertragHuNeu(rng: Random): Generated {
  const date = dateIn(rng, 2005, 2025);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 20);
  const seller = personDE(rng);
  const buyer = personDE(rng);
  const price = rng.int(30, 450) * 100;
  const km = odo(rng, year - car.built);
  const hu = `${String(Number(date.slice(5, 7))).padStart(2, '0')}/${year + 2}`;
  const p = new PageBuilder();
  p.y = 52;
  p.text(297, 'Kaufvertrag', { size: 16, bold: true, align: 'center' }).down(13);
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug — privat an privat', { size: 9, align: 'center' }).down(22);
  const y = p.y;
  p.text(50, 'Verkäufer', { size: 9, bold: true, y }).text(300, 'Käufer', { size: 9, bold: true, y });
  field(p, 50, y + 6, 'Name, Vorname', seller, { w: 240 });
  field(p, 300, y + 6, 'Name, Vorname', buyer, { w: 245 });
  field(p, 50, y + 32, 'Anschrift', `${streetDE(rng)}, ${zip} ${town}`, { w: 240 });
  field(p, 300, y + 32, 'Anschrift', `${streetDE(rng)}, ${rng.pick(TOWNS_DE)[1]} ${rng.pick(TOWNS_DE)[0]}`, { w: 245 });
  p.y = y + 76;
  p.text(50, 'Fahrzeug', { size: 9, bold: true }).down(6);
  field(p, 50, p.y, 'Hersteller / Typ', `${car.make} ${car.model}`, { w: 240 });
  field(p, 290, p.y, 'Amtl. Kennzeichen', plateDE(rng, code, year - car.built >= 30), { w: 125 });
  field(p, 415, p.y, 'Erstzulassung', String(car.built), { w: 130 });
  field(p, 50, p.y + 26, 'Fahrzeug-Ident.-Nr.', car.vin, { w: 240 });
  field(p, 290, p.y + 26, 'Km-Stand abgelesen', thousands(km), { w: 125 });
  field(p, 415, p.y + 26, 'Nächste HU', hu, { w: 130 });
  p.y += 70;
  const huNote = rng.pick([
    `Das Fahrzeug wird mit neuer HU (TÜV bis ${hu}) verkauft; der Prüfbericht vom ${fd(addDays(date, -rng.int(2, 20)), 'de')} liegt bei.`,
    `Verkauft mit frischem TÜV: HU und AU ohne Mängel am ${fd(addDays(date, -rng.int(2, 20)), 'de')}, Plakette ${hu}.`,
  ]);
  para(
    p,
    50,
    `Der Verkäufer verkauft das oben bezeichnete Fahrzeug unter Ausschluss jeder Gewährleistung, soweit nicht nachstehend eine Garantie übernommen wird. ${huNote}`,
    100,
    { size: 9, step: 12 },
  );
  p.down(6);
  p.text(50, 'Der Verkäufer erklärt:', { size: 9, bold: true }).down(13);
  for (const c of [
    '[x] das Fahrzeug ist sein Eigentum',
    `[${rng.chance(0.5) ? 'x' : ' '}] das Fahrzeug hat keinen Unfallschaden erlitten`,
    '[x] der Tachostand entspricht nach seiner Kenntnis der Gesamtlaufleistung',
  ])
    p.text(60, c, { size: 9 }).down(12);
  p.down(10);
  p.box(50, p.y - 4, 495, 34, true);
  p.text(58, 'Kaufpreis', { size: 9, y: p.y + 10 }).text(200, `${thousands(price)},– EUR`, { size: 12, bold: true, y: p.y + 12 });
  p.text(58, `in Worten: ${rng.pick(['siehe Quittung', 'Betrag wie oben'])}  ·  ${rng.pick(['bar bei Übergabe erhalten', 'per Überweisung vor Übergabe'])}`, {
    size: 8,
    y: p.y + 25,
  });
  p.down(48);
  p.text(
    50,
    `Übergabe am ${fd(date, 'de')}, ${rng.pick(['11:30', '15:00', '17:45', '10:15'])} Uhr, mit ${rng.int(1, 2)} Schlüsseln, Zulassungsbescheinigung Teil I und II.`,
    { size: 9 },
  ).down(30);
  p.text(50, `${town}, ${fd(date, 'de')}`, { size: 9 }).down(30);
  p.text(50, '______________________', { size: 9 }).text(300, '______________________', { size: 9 }).down(12);
  p.text(50, `Verkäufer (${seller})`, { size: 8 }).text(300, 'Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A Swiss Garage's Occasion sale "ab MFK": the car freshly tested, the price in CHF, a trade warranty. */
export function kaufvertragAbMfk(rng: Random): Generated {
  const date = dateIn(rng, 1995, 2025);
  const year = yearOf(date);
  const [town, zip, canton] = rng.pick(TOWNS_CH);
  const car = carDE(rng, year - 15);
  const seller = `Garage ${rng.pick(['Brunner', 'Keller', 'Meier', 'Steiner'])} AG`;
  const list = rng.int(60, 600) * 100;
  const disc = rng.chance(0.5) ? rng.int(2, 15) * 100 : 0;
  const price = list - disc;
  const km = odo(rng, year - car.built);
  const p = new PageBuilder();
  p.y = 54;
  p.text(50, seller, { size: 14, bold: true }).down(12);
  p.text(50, `Occasionen · Service · ${streetDE(rng)} · ${zip} ${town}`, { size: 8.5 }).down(30);
  p.text(50, 'Kaufvertrag für ein Occasionsfahrzeug', { size: 13, bold: true }).down(20);
  const kv: [string, string][] = [
    ['Käufer', `${personDE(rng)}, ${rng.pick(TOWNS_CH)[0]}`],
    ['Marke / Modell', `${car.make} ${car.model}`],
    ['1. Inverkehrsetzung', `${String(rng.int(1, 12)).padStart(2, '0')}.${car.built}`],
    ['Fahrgestell-Nr.', car.vin],
    ['Kilometerstand', `${thousands(km, "'")} km`],
    ['Kontrollschild', `wird vom Käufer gelöst (bisher ${plateCH(rng, canton)})`],
    ['Zustand', `ab MFK — Fahrzeug am ${fd(addDays(date, -rng.int(1, 14)), 'de')} beim Strassenverkehrsamt ${canton} geprüft, ohne Beanstandung`],
  ];
  for (const [a, b] of kv) {
    const lines = b.length > 62 ? [b.slice(0, b.lastIndexOf(' ', 62)), b.slice(b.lastIndexOf(' ', 62) + 1)] : [b];
    p.text(50, a, { size: 9 });
    for (const l of lines) p.text(180, l, { size: 9 }).down(12);
    p.down(2);
  }
  p.down(10);
  const t = (a: string, b: string, bold = false) => p.text(60, a, { size: 9.5, bold }).text(400, b, { size: 9.5, bold, align: 'right' }).down(14);
  t('Verkaufspreis gemäss Inserat', `CHF ${num(list, 'ch')}`);
  if (disc) t('abzüglich Rabatt', `– CHF ${num(disc, 'ch')}`);
  hline(p, 60, 340);
  p.down(14);
  t('Vereinbarter Kaufpreis inkl. MWST', `CHF ${num(price, 'ch')}`, true);
  p.down(12);
  para(
    p,
    50,
    `Garantie: ${rng.pick(['3 Monate auf Motor und Getriebe', 'keine, das Fahrzeug wird wie besichtigt und Probe gefahren verkauft', '6 Monate Occasionsgarantie gemäss Beiblatt'])}. Die Übergabe erfolgt nach Zahlungseingang. Der Fahrzeugausweis mit dem Eintrag der Prüfung wird bei der Übergabe ausgehändigt.`,
    100,
    { size: 9, step: 12 },
  );
  p.down(18);
  p.text(50, `${town}, ${fd(date, 'de')}`, { size: 9 }).down(30);
  p.text(50, 'Für die Verkäuferin: ____________________', { size: 9 }).text(330, 'Käufer: ____________________', { size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A British private sale receipt written up on one page: "sold with 12 months' MOT", deposit and balance. */
export function ukSaleFreshMot(rng: Random): Generated {
  const date = dateIn(rng, 1985, 2025);
  const year = yearOf(date);
  const car = carEN(rng, year - 10);
  const [town] = rng.pick(TOWNS_UK);
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const price = rng.int(8, 180) * 50;
  const deposit = rng.chance(0.5) ? rng.pick([100, 200, 250, 500]) : 0;
  const miles = odo(rng, year - car.built);
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'RECEIPT FOR THE SALE OF A MOTOR VEHICLE', { size: 13, bold: true, serif: true, align: 'center' }).down(30);
  para(
    p,
    60,
    `I, ${seller}, of ${streetEN(rng)}, ${town}, have today sold the vehicle described below to ${buyer} for the sum of £${thousands(price, ',')} (${rng.pick(['cash', 'by bank transfer', 'by banker\u2019s draft'])}).`,
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(12);
  const kv: [string, string][] = [
    ['Make & model', `${car.make} ${car.model}`],
    ['Registration', plateUK(rng, car.built)],
    ['Chassis / VIN', car.vin],
    ['Recorded mileage', `${thousands(miles, ',')} (not guaranteed)`],
    ['MOT', `Fresh MOT, passed ${fd(addDays(date, -rng.int(1, 10)), 'uk')}, no advisories`],
    ['Tax', year >= 2014 ? 'Not transferable — buyer to tax' : `Tax disc to ${monthYear(addDays(date, rng.int(30, 300)))}`],
  ];
  for (const [a, b] of kv) p.text(70, a, { serif: true, size: 10 }).text(220, b, { serif: true, size: 10 }).down(15);
  p.down(10);
  if (deposit) {
    p.text(70, 'Deposit received', { serif: true, size: 10 })
      .text(400, `£${num(deposit, 'en')}`, { serif: true, size: 10, align: 'right' })
      .down(15);
    p.text(70, 'Balance received today', { serif: true, size: 10 })
      .text(400, `£${num(price - deposit, 'en')}`, { serif: true, size: 10, align: 'right' })
      .down(15);
  }
  p.text(70, 'Total price', { serif: true, size: 10, bold: true })
    .text(400, `£${num(price, 'en')}`, { serif: true, size: 10, bold: true, align: 'right' })
    .down(24);
  para(
    p,
    60,
    `The vehicle is sold as seen, tried and approved, without warranty. The seller confirms it is theirs to sell and free of finance. ${year >= 2004 ? 'The V5C new keeper slip has been handed to the buyer and DVLA notified.' : 'The registration document (V5) has been signed and sent to DVLA Swansea.'}`,
    88,
    { serif: true, size: 9.5, step: 13 },
  );
  p.down(18);
  p.text(60, `Date: ${fd(date, 'uklong')}`, { serif: true, size: 10 }).down(30);
  p.text(60, `Signed (seller) ...........................  ${seller}`, { serif: true, size: 10 }).down(22);
  p.text(60, `Signed (buyer)  ...........................  ${buyer}`, { serif: true, size: 10 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US private bill of sale on a state-style form, with the seller's statement that the car passed inspection. */
export function billOfSaleInspection(rng: Random): Generated {
  const date = dateIn(rng, 1995, 2025);
  const car = carEN(rng, yearOf(date) - 15, 'us');
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const price = rng.int(20, 600) * 50;
  const state = rng.pick(['New Jersey', 'Connecticut', 'Massachusetts', 'Virginia']);
  const miles = rng.int(20000, 180000);
  const p = new PageBuilder();
  p.y = 54;
  p.text(297, `STATE OF ${state.toUpperCase()}`, { size: 10, bold: true, align: 'center' }).down(15);
  p.text(297, 'MOTOR VEHICLE BILL OF SALE', { size: 14, bold: true, align: 'center' }).down(24);
  const y = p.y;
  field(p, 50, y, 'YEAR', String(car.built), { w: 80 });
  field(p, 130, y, 'MAKE', car.make, { w: 140 });
  field(p, 270, y, 'MODEL', car.model, { w: 140 });
  field(p, 410, y, 'BODY', rng.pick(['Coupe', 'Sedan', 'Convertible', 'Pickup']), { w: 135 });
  field(p, 50, y + 26, 'VEHICLE IDENTIFICATION NUMBER', car.vin, { w: 270 });
  field(p, 320, y + 26, 'ODOMETER READING', thousands(miles, ','), { w: 225 });
  field(p, 50, y + 52, 'SELLER NAME (print)', seller, { w: 270 });
  field(p, 320, y + 52, 'BUYER NAME (print)', buyer, { w: 225 });
  field(p, 50, y + 78, 'SALE DATE', fd(date, 'us'), { w: 160 });
  field(p, 210, y + 78, 'PURCHASE PRICE', `$${thousands(price, ',')}.00`, { w: 160 });
  field(p, 370, y + 78, 'PLATE (to be removed by seller)', plateUS(rng), { w: 175 });
  p.y = y + 130;
  para(
    p,
    50,
    `For the purchase price shown, receipt of which is acknowledged, the seller transfers to the buyer all rights in the vehicle described. The seller certifies that the vehicle passed the ${state} state inspection on ${fd(addDays(date, -rng.int(5, 60)), 'us')} (sticker valid until ${monthYear(addDays(date, rng.int(200, 700)))}) and is sold "as is" with no other warranty, express or implied.`,
    100,
    { size: 9.5, step: 13 },
  );
  p.down(10);
  para(
    p,
    50,
    'Odometer disclosure: I state that the odometer reading above reflects the actual mileage of the vehicle unless one of the following is checked. [ ] exceeds mechanical limits [ ] not the actual mileage',
    100,
    { size: 9, step: 12 },
  );
  p.down(24);
  p.text(50, 'Seller signature ______________________', { size: 9.5 }).text(310, 'Buyer signature ______________________', { size: 9.5 }).down(14);
  p.text(50, `Date ${fd(date, 'us')}`, { size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A Victorian dealer's contract of sale: the roadworthy certificate, stamp duty estimate and the agreed price. */
export function victoriaRwcSale(rng: Random): Generated {
  const date = dateIn(rng, 2000, 2025);
  const car = carEN(rng, 1990, 'au');
  const seller = `${rng.pick(['Ringwood', 'Geelong', 'Ballarat', 'Dandenong'])} Classic Cars Pty Ltd`;
  const cash = rng.int(100, 900) * 100;
  const rwc = r2(rng.pick([0, 0, 250, 350]));
  const price = cash + rwc;
  const deposit = rng.pick([500, 1000, 2000]);
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, seller, { size: 14, bold: true }).down(12);
  p.text(50, `LMCT ${rng.int(1000, 12999)} · ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`, { size: 8.5 }).down(26);
  p.text(50, 'CONTRACT OF SALE — MOTOR VEHICLE', { size: 12, bold: true })
    .text(545, `No. ${rng.int(1000, 9999)}`, { size: 9, align: 'right' })
    .down(20);
  const kv: [string, string][] = [
    ['Date', fd(date, 'uk')],
    ['Purchaser', personEN(rng)],
    ['Vehicle', `${car.built} ${car.make} ${car.model}`],
    ['VIN / Chassis', car.vin],
    ['Odometer', `${thousands(rng.int(40000, 300000), ',')} km`],
    ['Roadworthy', `Certificate of Roadworthiness no. ${rng.int(1000000, 9999999)} issued ${fd(addDays(date, -rng.int(1, 20)), 'uk')} (valid 30 days)`],
  ];
  for (const [a, b] of kv) p.text(50, a, { size: 9 }).text(160, b, { size: 9 }).down(13);
  p.down(12);
  const t = (a: string, b: number, bold = false) =>
    p
      .text(60, a, { size: 9.5, bold })
      .text(400, `$${num(b, 'en')}`, { size: 9.5, bold, align: 'right' })
      .down(14);
  t('Cash price of vehicle', cash);
  if (rwc) t('Roadworthy certificate and repairs', rwc);
  hline(p, 60, 340);
  p.down(14);
  t('Total price (inc GST)', price, true);
  t('Less deposit paid', deposit);
  t('Balance payable on delivery', r2(price - deposit));
  p.down(14);
  para(
    p,
    50,
    'The dealer warrants the vehicle has a current certificate of roadworthiness. Vehicles more than 15 years old or with more than 160,000 km carry no statutory warranty. Transfer fee and stamp duty are payable by the purchaser to VicRoads.',
    100,
    { size: 8.5, step: 11 },
  );
  p.down(20);
  p.text(50, 'Signed for the dealer: ____________________', { size: 9 }).text(320, 'Purchaser: ____________________', { size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A §23 StVZO Oldtimergutachten with Zustandsnote and Marktwert, signed by the Prüfingenieur. */
export function hGutachten(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2025);
  const year = yearOf(date);
  const [town, , code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 30);
  const org = rng.pick(['GTÜ Prüfstelle', 'DEKRA Niederlassung', 'TÜV Service-Center']);
  const eng = `${rng.pick(['Dipl.-Ing.', 'Dipl.-Ing. (FH)', 'B.Eng.'])} ${personDE(rng)}`;
  const note = rng.pick(['2', '2-', '2+', '3+', '3']);
  const words: Record<string, string> = {
    '2+': 'guter bis sehr guter Zustand',
    '2': 'guter Zustand',
    '2-': 'guter Zustand mit leichten Gebrauchsspuren',
    '3+': 'gebrauchter, fahrbereiter Zustand, gepflegt',
    '3': 'gebrauchter Zustand, normale Spuren',
  };
  const market = rng.int(8, 80) * 500;
  const repl = Math.round((market * 1.15) / 500) * 500;
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, `${org} ${town}`, { size: 11, bold: true })
    .text(545, `Gutachten-Nr. ${year}-${rng.int(10000, 99999)}`, { size: 9, align: 'right' })
    .down(24);
  p.text(297, 'Gutachten nach § 23 StVZO', { size: 14, bold: true, align: 'center' }).down(13);
  p.text(297, 'zur Einstufung als Oldtimer (H-Kennzeichen) mit Wertermittlung', { size: 9.5, align: 'center' }).down(24);
  const kv: [string, string][] = [
    ['Hersteller / Typ', `${car.make} ${car.model}`],
    ['FIN', car.vin],
    ['Erstzulassung', `${car.built} (${year - car.built} Jahre)`],
    ['Kennzeichen', plateDE(rng, code)],
    ['Auftraggeber', personDE(rng)],
    ['Besichtigung', `${fd(addDays(date, -rng.int(0, 5)), 'de')} in ${town}`],
  ];
  for (const [a, b] of kv) p.text(50, a, { size: 9 }).text(180, b, { size: 9 }).down(13);
  p.down(10);
  p.text(50, 'Befund', { size: 10, bold: true }).down(13);
  const parts: [string, string][] = [
    ['Karosserie', rng.pick(['2', '2-', '3+'])],
    ['Lack', rng.pick(['2', '2-', '3'])],
    ['Technik / Motor', rng.pick(['2', '2+', '2-'])],
    ['Innenraum', rng.pick(['2', '3+', '2-'])],
    ['Fahrwerk / Bremsen', rng.pick(['2', '2-'])],
  ];
  for (const [a, b] of parts) p.text(60, a, { size: 9 }).text(260, `Note ${b}`, { size: 9 }).down(12);
  p.down(8);
  para(
    p,
    50,
    `Das Fahrzeug ist weitgehend im Originalzustand erhalten und befindet sich in einem ${rng.pick(['gepflegten', 'guten, gepflegten'])} Erhaltungszustand. Zeitgenössische Änderungen: ${rng.pick(['keine', 'Radio der Bauzeit', 'Sportlenkrad der 80er Jahre'])}. Die Voraussetzungen für die Einstufung als kraftfahrzeugtechnisches Kulturgut nach § 2 Nr. 22 FZV sind erfüllt. Die Hauptuntersuchung wurde gleichzeitig durchgeführt (ohne Mängel).`,
    102,
    { size: 9, step: 12 },
  );
  p.down(8);
  p.box(50, p.y - 4, 495, 62, true);
  p.text(58, `Gesamtzustand: Note ${note} (${words[note]})`, { size: 10, bold: true, y: p.y + 10 });
  p.text(58, 'Marktwert (Händlerverkaufswert)', { size: 9.5, y: p.y + 27 }).text(535, `${thousands(market)},00 EUR`, {
    size: 10,
    bold: true,
    align: 'right',
    y: p.y + 27,
  });
  p.text(58, 'Wiederbeschaffungswert', { size: 9.5, y: p.y + 43 }).text(535, `${thousands(repl)},00 EUR`, { size: 9.5, align: 'right', y: p.y + 43 });
  p.down(76);
  p.text(50, `${town}, ${fd(date, 'de')}`, { size: 9 }).down(26);
  p.text(50, eng, { size: 9.5 }).down(11);
  p.text(50, 'amtlich anerkannter Sachverständiger / Prüfingenieur', { size: 8 });
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: eng,
    appraisalDate: date,
    appraisedValue: market,
    conditionNotes: `Note ${note} (${words[note]})`,
  });
}

/** A Swiss veteran expertise: the expert's report for the Veteran entry and insurance, a Zustandsklasse and a value. */
export function veteranExpertise(rng: Random): Generated {
  const date = dateIn(rng, 2004, 2025);
  const year = yearOf(date);
  const [town, zip] = rng.pick(TOWNS_CH);
  const car = carDE(rng, year - 30);
  const expert = `${personDE(rng)}`;
  const klass = rng.pick(['1', '2', '2', '3']);
  const value = rng.int(10, 150) * 1000;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, `Fahrzeugexpertisen ${expert.split(' ')[1]}`, { size: 13, bold: true, serif: true }).down(12);
  p.text(50, `eidg. dipl. Automobildiagnostiker · Mitglied Schweizerischer Veteranenexperten · ${zip} ${town}`, { size: 8.5, serif: true }).down(30);
  p.text(50, 'Expertise und Bewertung', { size: 14, bold: true, serif: true }).down(14);
  p.text(50, 'für die Vorführung als Veteranenfahrzeug und zu Versicherungszwecken', { size: 9.5, serif: true }).down(22);
  const kv: [string, string][] = [
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Jahrgang', String(car.built)],
    ['Fahrgestell-Nr.', car.vin],
    ['Eigentümer', personDE(rng)],
    ['Besichtigt am', fd(addDays(date, -rng.int(0, 10)), 'de')],
  ];
  for (const [a, b] of kv) p.text(60, a, { serif: true, size: 9.5 }).text(200, b, { serif: true, size: 9.5 }).down(14);
  p.down(10);
  para(
    p,
    50,
    `Das Fahrzeug erfüllt die Bedingungen für den Eintrag als Veteranenfahrzeug (mindestens 30 Jahre, Originalzustand, gepflegt). Die letzte periodische Prüfung (MFK) datiert vom ${fd(addDays(date, -rng.int(60, 700)), 'de')}. Karosserie ${rng.pick(['rostfrei', 'mit kleinen, fachgerecht reparierten Stellen'])}, Motor ${rng.pick(['revidiert', 'original, läuft einwandfrei'])}, Innenausstattung ${rng.pick(['original', 'teilweise erneuert'])}.`,
    95,
    { serif: true, size: 9.5, step: 13 },
  );
  p.down(10);
  p.text(60, `Zustandsklasse: ${klass}`, { serif: true, size: 11, bold: true }).down(18);
  p.text(60, 'Zeitwert / Versicherungswert', { serif: true, size: 10 })
    .text(535, `CHF ${num(value, 'ch')}`, { serif: true, size: 11, bold: true, align: 'right' })
    .down(30);
  p.text(50, `${town}, ${fd(date, 'de')}`, { serif: true, size: 9.5 }).down(28);
  p.text(50, expert, { serif: true, size: 10 }).down(12);
  p.text(50, 'Experte', { serif: true, size: 8.5 });
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: expert,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: `Zustandsklasse: ${klass}`,
  });
}

/** A British club valuer's letter for agreed-value cover, with the MOT and historic-class status noted. */
export function ukAgreedValuation(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2025);
  const year = yearOf(date);
  const car = carEN(rng, year - 40);
  const [town, pc] = rng.pick(TOWNS_UK);
  const valuer = personEN(rng);
  const value = rng.int(4, 80) * 500;
  const cond = rng.pick(['Very good', 'Good', 'Excellent', 'Good, usable']);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, `${car.make} ${rng.pick(['Owners Club', 'Register', 'Car Club'])}`, { size: 13, bold: true }).down(12);
  p.text(50, `Valuation Service · ${streetEN(rng)}, ${town} ${pc}`, { size: 8.5 }).down(30);
  p.text(545, fd(date, 'uklong'), { size: 9.5, align: 'right' }).down(16);
  p.text(50, 'To whom it may concern — VALUATION FOR INSURANCE PURPOSES', { size: 10.5, bold: true }).down(22);
  const kv: [string, string][] = [
    ['Owner', personEN(rng)],
    ['Vehicle', `${car.built} ${car.make} ${car.model}`],
    ['Registration', plateUK(rng, car.built)],
    ['Chassis no.', car.vin],
    ['Tax class', rng.pick(['Historic Vehicle (exempt)', 'Historic Vehicle'])],
    [
      'MOT',
      rng.pick([
        `Voluntary MOT passed ${fd(addDays(date, -rng.int(20, 200)), 'uk')}`,
        'Exempt (Vehicle of Historic Interest), inspected by the valuer',
        `Current, expires ${fd(addDays(date, rng.int(40, 330)), 'uk')}`,
      ]),
    ],
  ];
  for (const [a, b] of kv) p.text(60, a, { size: 9.5 }).text(170, b, { size: 9.5 }).down(14);
  p.down(10);
  para(
    p,
    50,
    `I inspected the above vehicle on ${fd(addDays(date, -rng.int(0, 7)), 'uk')} with the owner present, including a short road test. The bodywork and chassis are sound; the paint shows ${rng.pick(['minor stone chips', 'some polish marks', 'a good older respray'])}. The engine starts readily and runs cleanly with good oil pressure. The interior is ${rng.pick(['original and well kept', 'retrimmed to the correct pattern'])}.`,
    100,
    { size: 9.5, step: 13 },
  );
  p.down(10);
  p.text(60, `Overall condition: ${cond}`, { size: 10, bold: true }).down(16);
  p.text(60, `In my opinion a fair agreed value for this vehicle is £${thousands(value, ',')}.`, { size: 10, bold: true }).down(28);
  p.text(50, 'Yours faithfully,', { size: 9.5 }).down(28);
  p.text(50, valuer, { size: 10 }).down(12);
  p.text(50, 'Club Valuer', { size: 8.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** An American appraisal for historic/antique registration and stated-value cover: a numbered condition class. */
export function usAntiqueAppraisal(rng: Random): Generated {
  const date = dateIn(rng, 2000, 2025);
  const car = carEN(rng, yearOf(date) - 25, 'us');
  const appraiser = personEN(rng);
  const grade = rng.pick(['#2 Excellent', '#3 Good', '#2- Excellent', '#3+ Good']);
  const value = rng.int(6, 120) * 500;
  const state = rng.pick(['Maryland', 'Ohio', 'Michigan', 'New Jersey']);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, `${appraiser.split(' ')[1]} Classic Appraisals, LLC`, { size: 13, bold: true }).down(12);
  p.text(50, `Certified appraiser (IAAA) · ${streetEN(rng)}, ${state}`, { size: 8.5 }).down(26);
  p.text(297, 'CERTIFIED APPRAISAL REPORT', { size: 13, bold: true, align: 'center' }).down(14);
  p.text(297, `Purpose: historic vehicle registration (${state} MVA) and stated-value insurance`, { size: 9, align: 'center' }).down(24);
  const y = p.y;
  field(p, 50, y, 'CLIENT', personEN(rng), { w: 248 });
  field(p, 298, y, 'REPORT DATE', fd(date, 'uslong'), { w: 247 });
  field(p, 50, y + 26, 'VEHICLE', `${car.built} ${car.make} ${car.model}`, { w: 248 });
  field(p, 298, y + 26, 'VIN', car.vin, { w: 247 });
  field(p, 50, y + 52, 'ODOMETER', `${thousands(rng.int(12000, 140000), ',')} (shown)`, { w: 248 });
  field(p, 298, y + 52, 'INSPECTED', fd(addDays(date, -rng.int(1, 12)), 'us'), { w: 247 });
  p.y = y + 100;
  const rows: [string, string][] = [
    ['Exterior / paint', rng.pick(['Very good, older quality repaint', 'Good, light swirl marks'])],
    ['Body / frame', rng.pick(['Solid, no rust-through found', 'Minor surface rust on frame, no perforation'])],
    ['Interior', rng.pick(['Original, clean', 'Reupholstered in correct material'])],
    ['Engine / drivetrain', rng.pick(['Numbers-matching, runs and drives well', 'Correct replacement engine, runs well'])],
    ['Safety items', 'Brakes, lights, horn, wipers and tires functional (state safety inspection standard)'],
  ];
  for (const [a, b] of rows) p.text(60, a, { size: 9 }).text(200, b, { size: 9 }).down(13);
  p.down(12);
  p.text(60, `Condition class: ${grade}`, { size: 10.5, bold: true }).down(16);
  p.text(60, 'Fair market value (stated value)', { size: 10.5 })
    .text(545, `$${thousands(value, ',')}.00`, { size: 11, bold: true, align: 'right' })
    .down(24);
  para(
    p,
    50,
    'Values are based on comparable sales and auction results for vehicles in similar condition at the date of inspection. The appraiser has no interest in the vehicle.',
    105,
    { size: 8.5, step: 11 },
  );
  p.down(18);
  p.text(50, `Appraiser: ${appraiser}`, { size: 9.5 }).text(545, '______________________', { size: 9.5, align: 'right' });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}
