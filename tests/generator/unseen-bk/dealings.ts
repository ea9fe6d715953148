/**
 * Sales and valuations on printed forms: the German club-style Kaufvertrag with ticks and the price in words, the
 * Austrian Kaufvertrag with its struck alternatives, a British sale agreement pad, an American bill of sale with the
 * day written out, an Australian private contract of sale with deposit and balance; a German Kurzbewertung with grades,
 * a Swiss Bewertungsformular, a British valuation certificate with the conditions deleted as applicable, and an
 * American appraisal form with its condition classes.
 */
import { addDays, doc, fd, MONTHS_EN, num, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, curDe, digits, EN_LAST, Form, person, place, plate, price, vin, wordsDe, wordsEn } from './kit';

const sale = (sellerName: string, saleDate: string, purchasePrice: number) => ({ documentType: 'purchase', sellerName, saleDate, purchasePrice });
const appr = (appraiserName: string, appraisalDate: string, appraisedValue: number, conditionNotes: string) => ({
  documentType: 'appraisal',
  appraiserName,
  appraisalDate,
  appraisedValue,
  conditionNotes,
});

function party(f: Form, x: number, y: number, w: number, head: string, name: string, addr: string, extra: [string, string][] = []) {
  f.frame(x, y, w, 30 + 22 * (2 + extra.length));
  f.cap(x + 6, y + 14, head, 9, { bold: true });
  let yy = y + 36;
  f.field(x + 6, yy, w - 12, 'Name, Vorname', name);
  yy += 22;
  f.field(x + 6, yy, w - 12, 'Anschrift', addr);
  for (const [c, v] of extra) {
    yy += 22;
    f.field(x + 6, yy, w - 12, c, v);
  }
}

/** A German Kaufvertrag form for a used car: parties, car data, the declarations ticked, the price in figures and words. */
export function kaufvertragDE(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 9.5, drift: 2 });
  const date = rng.date(1975, 2026);
  const year = yearOf(date);
  const cur = curDe('DE', year);
  const sym = cur === 'EUR' ? 'EUR' : 'DM';
  const c = car(rng, 'de', year - 5);
  const pr = price(rng, 9000, cur, year, 100);
  const seller = person(rng, 'de');
  const sp = place(rng, 'DE');
  f.cap(42, 50, 'Kaufvertrag', 20, { bold: true, serif: true });
  f.cap(42, 64, 'über ein gebrauchtes Kraftfahrzeug — privat an privat', 9);
  f.cap(553, 50, 'Vordruck für Mitglieder', 7, { align: 'right' });
  party(f, 42, 80, 250, 'Verkäufer', seller, `${sp.street}, ${sp.line}`, [['Tel.', rng.chance(0.5) ? digits(rng, 8) : '']]);
  party(f, 303, 80, 250, 'Käufer', person(rng, 'de'), place(rng, 'DE').line, [['Ausweis-Nr.', '']]);
  let y = 200;
  f.cell(42, y, 170, 26, 'Hersteller / Typ', `${c.make} ${c.model}`);
  f.cell(212, y, 200, 26, 'Fahrzeug-Ident.-Nr.', vin(rng, c));
  f.cell(412, y, 141, 26, 'Amtl. Kennzeichen', plate(rng, 'DE', year));
  y += 26;
  f.cell(42, y, 170, 26, 'Erstzulassung', String(c.built));
  f.cell(212, y, 200, 26, 'Gesamtfahrleistung lt. Tacho (km)', String(rng.int(20000, 99999)));
  f.cell(412, y, 141, 26, 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(0, 2)}`);
  y += 44;
  f.cap(42, y, 'Der Verkäufer erklärt:', 8.5, { bold: true });
  y += 16;
  const accident = rng.chance(0.3);
  f.tick(48, y, 'Das Fahrzeug hat keine Unfallschäden erlitten.', !accident, 8);
  y += 15;
  f.tick(48, y, 'Das Fahrzeug hat folgende Unfallschäden:', accident, 8);
  f.rule(250, y + 1.5, 303);
  if (accident) f.ent(256, y - 1, rng.pick(['Kotflügel vorn rechts instandgesetzt', 'Heckschaden 1988, fachgerecht repariert']));
  y += 15;
  f.tick(48, y, 'Das Fahrzeug ist sein Eigentum und frei von Rechten Dritter.', true, 8);
  y += 15;
  f.tick(48, y, 'Das Fahrzeug wird verkauft wie besichtigt unter Ausschluss jeder Gewährleistung.', true, 8);
  y += 28;
  f.frame(42, y, 511, 64, true);
  f.cap(50, y + 16, `Kaufpreis ${sym}`, 10, { bold: true });
  f.ent(150, y + 16, `${num(pr, 'de')}`, { size: 12, bold: true });
  f.field(50, y + 42, 495, 'in Worten', `${wordsDe(pr)} ${cur === 'EUR' ? 'Euro' : 'Deutsche Mark'}`);
  f.cap(50, y + 58, 'Der Kaufpreis wurde bei Übergabe bar bezahlt.', 7.5);
  y += 92;
  f.field(42, y, 250, 'Übergabe (Datum, Uhrzeit)', `${fd(date, 'de')}, ${rng.int(9, 18)}.00 Uhr`);
  f.field(303, y, 250, 'Übergebene Schlüssel', String(rng.int(1, 3)));
  y += 36;
  f.field(42, y, 250, 'Ort, Datum', `${sp.town}, ${fd(date, 'de')}`);
  y += 40;
  f.rule(42, y, 230);
  f.ent(60, y - 4, seller.split(' ')[1]);
  f.cap(42, y + 9, 'Unterschrift Verkäufer', 6.5);
  f.rule(323, y, 230);
  f.cap(323, y + 9, 'Unterschrift Käufer', 6.5);
  return doc(f.p, 'de', sale(seller, date, pr));
}

/** An Austrian Kaufvertrag: seller and buyer side by side, "haftet / haftet nicht" struck through, Kaufpreis in S or €. */
export function kaufvertragAT(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 1.6 });
  const date = rng.date(1975, 2026);
  const year = yearOf(date);
  const cur = curDe('AT', year);
  const sym = cur === 'ATS' ? 'S' : '€';
  const c = car(rng, 'de', year - 5);
  const pr = price(rng, 8000, cur, year, cur === 'ATS' ? 1000 : 100);
  const seller = person(rng, 'de');
  const sp = place(rng, 'AT');
  f.cap(297, 52, 'KAUFVERTRAG', 18, { bold: true, align: 'center' });
  f.cap(297, 66, 'für ein gebrauchtes Kraftfahrzeug', 9, { align: 'center' });
  party(f, 42, 80, 250, 'Verkäufer', seller, `${sp.street}, ${sp.line}`);
  party(f, 303, 80, 250, 'Käufer', person(rng, 'de'), place(rng, 'AT').line);
  let y = 192;
  f.field(42, y, 250, 'Marke, Type', `${c.make} ${c.model}`);
  f.field(303, y, 250, 'Kennzeichen', plate(rng, 'AT', year));
  y += 22;
  f.field(42, y, 250, 'Fahrgestell-Nr.', vin(rng, c));
  f.field(303, y, 250, 'Kilometerstand', num(rng.int(20000, 99999), 'de').slice(0, -3));
  y += 22;
  f.field(42, y, 250, 'Typenschein-Nr.', rng.chance(0.5) ? `${digits(rng, 6)}` : '');
  f.field(303, y, 250, 'Baujahr', String(c.built));
  y += 32;
  const liable = rng.chance(0.15);
  f.cap(42, y, 'Der Verkäufer', 8.5);
  let x = f.option(100, y, 'haftet', !liable, 8.5);
  x = f.option(x + 4, y, '/', false, 8.5);
  x = f.option(x + 4, y, 'haftet nicht', liable, 8.5);
  f.cap(x + 4, y, 'für die Mängelfreiheit des Fahrzeuges. Es wird gekauft wie besichtigt und probegefahren.', 8.5);
  y += 16;
  f.cap(42, y, 'Das Fahrzeug ist', 8.5);
  const accident = rng.chance(0.25);
  x = f.option(112, y, 'unfallfrei', accident, 8.5);
  x = f.option(x + 4, y, '/', false, 8.5);
  f.option(x + 4, y, 'nicht unfallfrei', !accident, 8.5);
  y += 30;
  f.frame(42, y, 511, 52);
  f.cap(50, y + 18, `Kaufpreis ${sym}`, 10, { bold: true });
  f.ent(140, y + 18, num(pr, 'de'), { size: 12 });
  f.field(260, y + 18, 285, 'in Worten', wordsDe(pr).toLowerCase(), { size: pr > 99999 ? 8 : undefined });
  f.cap(50, y + 42, 'Der Kaufpreis ist bei Übergabe des Fahrzeuges samt Typenschein und Zulassungsschein bar zu bezahlen.', 7.5);
  y += 80;
  f.field(42, y, 250, 'Ort', sp.town);
  f.field(303, y, 250, 'Datum', fd(date, 'de'));
  y += 44;
  f.rule(42, y, 230);
  f.ent(60, y - 4, seller);
  f.cap(42, y + 9, 'Verkäufer', 6.5);
  f.rule(323, y, 230);
  f.cap(323, y + 9, 'Käufer', 6.5);
  return doc(f.p, 'de', sale(seller, date, pr));
}

/** A British "Vehicle Sale Agreement" pad: the seller agrees to sell for the sum of £ …, sold as seen, deposit and balance. */
export function ukSaleAgreement(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10, drift: 2.4 });
  const date = rng.date(1974, 2026);
  const year = yearOf(date);
  const c = car(rng, 'en', year - 5, (m) => ['MG', 'Triumph', 'Jaguar', 'Austin', 'Rover', 'Morris', 'Ford', 'Land Rover', 'Volvo'].includes(m));
  const pr = price(rng, 6000, 'GBP', year, 50);
  const deposit = rng.chance(0.5) ? r2(Math.round((pr * 0.1) / 50) * 50) : 0;
  const seller = person(rng, 'en');
  f.cap(297, 54, 'VEHICLE SALE AGREEMENT', 16, { bold: true, align: 'center', serif: true });
  f.cap(297, 68, '(private sale)', 8, { align: 'center' });
  let y = 100;
  f.field(42, y, 511, 'The Seller', seller);
  y += 22;
  f.field(42, y, 511, 'of (address)', place(rng, 'UK').line);
  y += 22;
  f.field(42, y, 511, 'agrees to sell to the Buyer', person(rng, 'en'));
  y += 22;
  f.field(42, y, 511, 'of (address)', place(rng, 'UK').line);
  y += 26;
  f.cap(42, y, 'the following vehicle:', 8);
  y += 18;
  f.cell(42, y, 170, 26, 'Make & Model', `${c.make} ${c.model}`);
  f.cell(212, y, 110, 26, 'Registration No.', plate(rng, 'UK', c.built));
  f.cell(322, y, 140, 26, 'Chassis No.', vin(rng, c));
  f.cell(462, y, 91, 26, 'Recorded mileage', num(rng.int(20000, 99999), 'en').slice(0, -3));
  y += 46;
  f.field(42, y, 200, 'for the sum of £', num(pr, 'en'));
  f.field(250, y, 303, '(in words)', `${wordsEn(pr)} pounds`);
  y += 22;
  f.field(42, y, 200, 'Deposit paid £', deposit ? num(deposit, 'en') : '');
  f.field(250, y, 303, 'Balance £', deposit ? num(r2(pr - deposit), 'en') : '');
  y += 28;
  f.cap(42, y, 'The vehicle is sold as seen, tried and approved. The Seller confirms that he is the legal owner and that the vehicle is', 7.5);
  f.cap(42, y + 10, 'free from any outstanding finance. The Buyer accepts responsibility for notifying the licensing authority.', 7.5);
  y += 40;
  f.field(42, y, 250, 'Date of sale', fd(date, rng.pick(['uk', 'uklong'] as const)));
  y += 40;
  f.rule(42, y, 230);
  f.ent(60, y - 4, seller);
  f.cap(42, y + 9, 'Signed (Seller)', 6.5);
  f.rule(323, y, 230);
  f.cap(323, y + 9, 'Signed (Buyer)', 6.5);
  return doc(f.p, 'en', sale(seller, date, pr));
}

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/** An American "Bill of Sale" form: for the sum of … dollars, the seller sells, "this 14th day of June, 19 72". */
export function usBillOfSale(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10.5, drift: 2.6 });
  const date = rng.date(1960, 2026);
  const year = yearOf(date);
  const c = car(rng, 'en', year, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Datsun', 'Jaguar', 'MG', 'Triumph', 'Volvo'].includes(m));
  const pr = price(rng, 7000, 'USD', year, 25);
  const seller = person(rng, 'en');
  const [y0, m, d] = date.split('-').map(Number);
  f.frame(42, 40, 511, 520);
  f.cap(297, 74, 'BILL OF SALE', 20, { bold: true, align: 'center', serif: true });
  f.cap(297, 88, 'MOTOR VEHICLE', 9, { align: 'center' });
  let y = 120;
  f.cap(60, y, 'KNOW ALL MEN BY THESE PRESENTS, that for and in consideration of the sum of', 8.5);
  y += 22;
  f.field(60, y, 340, '', `${wordsEn(pr, false)} and no/100`);
  f.field(404, y, 131, 'Dollars ($', `${num(pr, 'en')} )`);
  y += 22;
  f.cap(60, y, 'receipt of which is hereby acknowledged, the undersigned Seller(s)', 8.5);
  y += 22;
  f.field(60, y, 475, '', seller);
  y += 22;
  f.cap(60, y, 'does hereby sell, assign and transfer to the Buyer(s)', 8.5);
  y += 22;
  f.field(60, y, 475, '', person(rng, 'en'));
  y += 22;
  f.cap(60, y, 'the following described motor vehicle:', 8.5);
  y += 16;
  f.cell(60, y, 60, 26, 'YEAR', String(c.built));
  f.cell(120, y, 130, 26, 'MAKE', c.make);
  f.cell(250, y, 90, 26, 'BODY TYPE', rng.pick(['Coupe', 'Conv.', 'Sedan', 'Pickup']));
  f.cell(340, y, 195, 26, 'SERIAL / I.D. NO.', vin(rng, c));
  y += 44;
  f.cap(60, y, 'The Seller warrants that he is the lawful owner of said vehicle and that it is free from all liens and encumbrances.', 7.5);
  y += 28;
  f.cap(60, y, 'Signed this', 9);
  f.rule(112, y + 1.5, 50);
  f.ent(120, y - 2, ordinal(d));
  f.cap(166, y, 'day of', 9);
  f.rule(196, y + 1.5, 100);
  f.ent(204, y - 2, MONTHS_EN[m - 1]);
  const century = y0 < 2000 ? '19' : '20';
  f.cap(300, y, `, ${century}`, 9);
  f.rule(318, y + 1.5, 30);
  f.ent(322, y - 2, String(y0).slice(2));
  y += 44;
  f.rule(60, y, 220);
  f.ent(70, y - 4, seller);
  f.cap(60, y + 9, 'Seller', 6.5);
  f.rule(315, y, 220);
  f.cap(315, y + 9, 'Buyer', 6.5);
  y += 30;
  f.cap(60, y, rng.chance(0.5) ? 'Subscribed and sworn before me: ____________________ Notary Public' : 'Witness: ____________________', 7.5);
  return doc(f.p, 'en', sale(seller, date, pr));
}

/** An Australian private contract of sale: vendor, purchaser, purchase price, deposit paid and balance on delivery. */
export function auContractOfSale(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5), entSize: 10, drift: 2 });
  const date = rng.date(1976, 2026);
  const year = yearOf(date);
  const c = car(rng, 'en', year - 5, (m) => ['Holden', 'Ford', 'Datsun', 'Volvo', 'MG', 'Triumph', 'Jaguar'].includes(m));
  const pr = price(rng, 9000, 'AUD', year, 100);
  const deposit = r2(Math.round((pr * rng.pick([0.1, 0.2])) / 50) * 50);
  const seller = person(rng, 'en');
  f.cap(42, 52, 'CONTRACT OF SALE', 16, { bold: true });
  f.cap(42, 66, 'Private Motor Vehicle', 9);
  f.cap(553, 52, `Form MV ${rng.int(10, 40)}`, 7, { align: 'right' });
  let y = 96;
  f.cell(42, y, 255, 48, 'VENDOR (seller)', '');
  f.ent(50, y + 26, seller);
  f.ent(50, y + 40, place(rng, 'AU').line);
  f.cell(298, y, 255, 48, 'PURCHASER (buyer)', '');
  f.ent(306, y + 26, person(rng, 'en'));
  f.ent(306, y + 40, place(rng, 'AU').line);
  y += 60;
  f.cell(42, y, 190, 26, 'Make / Model', `${c.make} ${c.model}`);
  f.cell(232, y, 80, 26, 'Year', String(c.built));
  f.cell(312, y, 100, 26, 'Registration No.', plate(rng, 'AU', year));
  f.cell(412, y, 141, 26, 'Engine No.', digits(rng, 7));
  y += 26;
  f.cell(42, y, 270, 26, 'VIN / Chassis No.', vin(rng, c));
  f.cell(312, y, 100, 26, 'Odometer', `${rng.int(20000, 299999)} km`);
  f.cell(412, y, 141, 26, 'Rego expiry', fd(addDays(date, rng.int(30, 300)), 'uk'));
  y += 44;
  const g = f.grid(42, y, [400, 111], ['', '$'], 3);
  f.cap(g.left[0] + 6, g.rowY(0), 'Purchase price (inclusive of any GST)', 8.5, { bold: true });
  f.ent(g.right[1] - 6, g.rowY(0), num(pr, 'en'), { align: 'right' });
  f.cap(g.left[0] + 6, g.rowY(1), 'Less deposit paid', 8.5);
  f.ent(g.right[1] - 6, g.rowY(1), num(deposit, 'en'), { align: 'right' });
  f.cap(g.left[0] + 6, g.rowY(2), 'Balance payable on delivery', 8.5);
  f.ent(g.right[1] - 6, g.rowY(2), num(r2(pr - deposit), 'en'), { align: 'right' });
  y = g.bottom + 24;
  f.cap(42, y, 'The vendor declares the vehicle is free of encumbrances. The purchaser has inspected the vehicle and accepts it in its present condition.', 7);
  y += 30;
  f.field(42, y, 250, 'Date of sale', fd(date, 'uk'));
  y += 40;
  f.rule(42, y, 230);
  f.ent(60, y - 4, seller);
  f.cap(42, y + 9, 'Vendor', 6.5);
  f.rule(323, y, 230);
  f.cap(323, y + 9, 'Purchaser', 6.5);
  return doc(f.p, 'en', sale(seller, date, pr));
}

/** A German club expert's Kurzbewertung form: grades per area written in, the Gesamtnote, the Marktwert, signed. */
export function kurzbewertungDE(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10, drift: 2 });
  const date = rng.date(1985, 2026);
  const year = yearOf(date);
  const cur = curDe('DE', year);
  const sym = cur === 'EUR' ? '€' : 'DM';
  const c = car(rng, 'de', year - 20);
  const expert = `${rng.pick(['Dipl.-Ing.', '', 'Kfz-Meister'])} ${person(rng, 'de')}`.trim();
  const grades = ['1', '1-', '2+', '2', '2-', '3+', '3', '3-', '4'];
  const gi = rng.int(1, 7);
  const note = grades[gi];
  const value = price(rng, 14000 * (1.4 - gi * 0.12), cur, year, 500);
  f.cap(42, 52, `Oldtimer-Club ${rng.pick(['Süd', 'Rhein-Main', 'Nord', 'Franken'])} e.V. · Technisches Referat`, 9);
  f.cap(42, 74, 'Kurzbewertung', 18, { bold: true });
  f.cap(553, 74, `Nr. ${year}/${digits(rng, 3)}`, 9, { align: 'right' });
  let y = 100;
  f.cell(42, y, 200, 26, 'Hersteller / Typ', `${c.make} ${c.model}`);
  f.cell(242, y, 80, 26, 'Baujahr', String(c.built));
  f.cell(322, y, 231, 26, 'Fahrgestell-Nr.', vin(rng, c));
  y += 26;
  f.cell(42, y, 200, 26, 'Eigentümer', person(rng, 'de'));
  f.cell(242, y, 160, 26, 'Kennzeichen', plate(rng, 'DE', year));
  f.cell(402, y, 151, 26, 'km-Stand', String(rng.int(10000, 99999)));
  y += 44;
  f.cap(42, y, 'Zustandsnoten (1 = makellos … 5 = restaurierungsbedürftig)', 8, { bold: true });
  y += 6;
  const areas = ['Karosserie', 'Lack', 'Chrom / Zierteile', 'Innenraum', 'Motor / Antrieb', 'Fahrwerk / Bremsen', 'Elektrik'];
  const g = f.grid(42, y, [200, 60, 251], ['Bereich', 'Note', 'Bemerkung'], areas.length, { rowH: 16 });
  const remarks = ['Schweller erneuert', 'kleine Steinschläge', 'Stoßstange leicht narbig', 'Sitze neu bezogen', 'läuft ruhig', '', 'original'];
  areas.forEach((a, i) => {
    f.cap(g.left[0] + 5, g.rowY(i), a, 8.5);
    const gg = grades[Math.max(0, Math.min(8, gi + rng.int(-1, 1)))];
    f.ent(g.left[1] + 20, g.rowY(i), gg);
    if (rng.chance(0.5)) f.ent(g.left[2] + 5, g.rowY(i), remarks[i]);
  });
  y = g.bottom + 24;
  f.frame(42, y, 511, 60, true);
  f.cap(50, y + 18, 'Gesamtnote', 9, { bold: true });
  f.ent(130, y + 18, note, { size: 14, bold: true });
  f.cap(250, y + 18, `Marktwert ${sym}`, 9, { bold: true });
  f.ent(340, y + 18, num(value, 'de'), { size: 14, bold: true });
  f.cap(50, y + 44, 'Der Marktwert ist der Preis, der für das Fahrzeug zum Zeitpunkt der Bewertung auf dem Markt zu erzielen ist.', 7);
  y += 96;
  f.field(42, y, 250, 'Ort, Datum', `${place(rng, 'DE').town}, ${fd(date, 'de')}`);
  f.rule(323, y + 1.5, 230);
  f.ent(330, y - 3, expert);
  f.cap(323, y + 10, 'Unterschrift des Bewerters', 6.5);
  return doc(f.p, 'de', appr(expert, date, value, note));
}

/** A Swiss veteran club's Bewertungsformular: Zustand ticked among printed words, the Schätzwert in francs. */
export function bewertungCH(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 10, drift: 1.4 });
  const date = rng.date(1995, 2026);
  const year = yearOf(date);
  const c = car(rng, 'de', year - 25);
  const expert = person(rng, 'de');
  const states = ['hervorragend', 'sehr gut', 'gut', 'gebraucht', 'restaurationsbedürftig'];
  const k = rng.int(0, 3);
  const value = price(rng, 16000 * (1.3 - k * 0.2), 'CHF', year, 500);
  f.cap(42, 52, `Veteranen-Fahrzeug-Club ${rng.pick(['Zürich', 'Bern', 'Ostschweiz', 'Innerschweiz'])}`, 12, { bold: true });
  f.cap(42, 74, 'Bewertungsformular', 16, { bold: true });
  f.cap(42, 86, 'für Versicherungszwecke (Vereinbarter Wert)', 8);
  let y = 110;
  f.field(42, y, 300, 'Marke / Modell', `${c.make} ${c.model}`);
  f.field(350, y, 203, 'Jahrgang', String(c.built));
  y += 22;
  f.field(42, y, 300, 'Chassis-Nr.', vin(rng, c));
  f.field(350, y, 203, 'Kontrollschild', plate(rng, 'CH', year));
  y += 22;
  f.field(42, y, 300, 'Halter', person(rng, 'de'));
  f.field(350, y, 203, 'Veteranen-Eintrag', rng.chance(0.6) ? 'ja' : 'nein');
  y += 34;
  f.cap(42, y, 'Allgemeiner Zustand:', 9, { bold: true });
  y += 18;
  let x = 48;
  states.forEach((s, i) => {
    x = f.tick(x, y, s, i === k, 8.5);
  });
  y += 30;
  f.cap(42, y, 'Bemerkungen:', 8);
  for (let i = 0; i < 3; i++) f.rule(42, y + 16 * (i + 1) + 1.5, 511);
  f.ent(48, y + 15, rng.pick(['Originalzustand, Motor revidiert', 'Teilrestauriert, neue Polsterung', 'Matching numbers, Fahrzeugausweis vorhanden']));
  y += 72;
  f.frame(42, y, 511, 32, true);
  f.cap(50, y + 20, 'Schätzwert CHF', 10, { bold: true });
  f.ent(160, y + 21, num(value, 'ch'), { size: 13, bold: true });
  y += 60;
  f.field(42, y, 250, 'Ort / Datum', `${place(rng, 'CH').town}, ${fd(date, 'de')}`);
  f.field(303, y, 250, 'Experte', expert);
  return doc(f.p, 'de', appr(expert, date, value, states[k]));
}

/** A British club valuation certificate: "Condition: Excellent / Good / Fair / Poor (delete as applicable)", £ in words. */
export function ukValuationCertificate(rng: Random): Generated {
  const f = new Form(rng, { capSerif: true, entSerif: false, entSize: 10.5, drift: 2.4 });
  const date = rng.date(1980, 2026);
  const year = yearOf(date);
  const c = car(rng, 'en', year - 20, (m) => ['MG', 'Triumph', 'Jaguar', 'Austin', 'Rover', 'Morris', 'Ford', 'Land Rover', 'Volvo'].includes(m));
  const conds = ['Excellent', 'Good', 'Fair', 'Poor'];
  const k = rng.int(0, 2);
  const value = price(rng, 12000 * (1.3 - k * 0.25), 'GBP', year, 250);
  const valuer = person(rng, 'en');
  const club = `The ${c.make} ${rng.pick(['Owners’ Club', 'Register', 'Car Club'])}`;
  f.frame(42, 40, 511, 560);
  f.cap(297, 70, club, 14, { bold: true, align: 'center' });
  f.cap(297, 92, 'VALUATION CERTIFICATE', 14, { bold: true, align: 'center' });
  f.cap(297, 104, 'for agreed value insurance purposes', 8, { align: 'center' });
  f.cap(535, 70, `Cert. No. ${digits(rng, 4)}`, 8, { align: 'right' });
  let y = 136;
  f.field(60, y, 475, 'Owner', person(rng, 'en'));
  y += 22;
  f.field(60, y, 230, 'Make & Model', `${c.make} ${c.model}`);
  f.field(300, y, 235, 'Year of manufacture', String(c.built));
  y += 22;
  f.field(60, y, 230, 'Registration No.', plate(rng, 'UK', c.built));
  f.field(300, y, 235, 'Chassis No.', vin(rng, c));
  y += 22;
  f.field(60, y, 230, 'Membership No.', rng.chance(0.6) ? digits(rng, 5) : '');
  y += 30;
  f.cap(60, y, 'Condition:', 9, { bold: true });
  let x = 110;
  conds.forEach((t, i) => {
    x = f.option(x, y, t, i !== k, 9.5) + 6;
    if (i < 3) x = f.option(x, y, '/', false, 9.5) + 6;
  });
  f.cap(x + 6, y, '(delete as applicable)', 7);
  y += 24;
  f.cap(60, y, 'Remarks:', 8);
  f.rule(100, y + 1.5, 435);
  f.ent(
    106,
    y - 1,
    rng.pick([
      'Bodywork restored 1998, engine rebuilt',
      'Original unrestored car, good history file',
      'Older restoration, some paint blemishes',
      'Chrome fair, interior retrimmed',
    ]),
  );
  y += 36;
  f.cap(60, y, 'In my opinion the value of the above vehicle is', 9);
  y += 24;
  f.field(60, y, 180, '£', num(value, 'en'), { size: 13 });
  f.field(250, y, 285, '(', `${wordsEn(value)} pounds )`);
  y += 40;
  f.field(60, y, 230, 'Valuer', valuer);
  f.field(300, y, 235, 'Date', fd(date, rng.pick(['uk', 'uklong'] as const)));
  y += 30;
  f.cap(60, y, 'This certificate is valid for two years from the date of issue and is given without liability on the part of the Club or the Valuer.', 6.5);
  return doc(f.p, 'en', appr(valuer, date, value, conds[k]));
}

/** An American appraisal form: condition classes #1 to #5 ticked, equipment, the appraised value, the appraiser's name and date. */
export function usAppraisalForm(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10, drift: 2 });
  const date = rng.date(1985, 2026);
  const year = yearOf(date);
  const c = car(rng, 'en', year - 20, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Datsun', 'Jaguar', 'MG', 'Triumph', 'Volvo'].includes(m));
  const classes = ['#1 Concours', '#2 Excellent', '#3 Good', '#4 Fair', '#5 Restorable'];
  const k = rng.int(0, 3);
  const value = price(rng, 20000 * (1.5 - k * 0.3), 'USD', year, 250);
  const appraiser = `${person(rng, 'en')}${rng.chance(0.4) ? ', ASA' : ''}`;
  f.cap(42, 52, `${rng.pick(EN_LAST)} ${rng.pick(['Appraisal Services', 'Classic Car Appraisals', 'Auto Appraisers'])}`, 13, { bold: true });
  f.cap(553, 52, 'VEHICLE APPRAISAL', 13, { bold: true, align: 'right' });
  let y = 80;
  f.cell(42, y, 250, 26, 'OWNER', person(rng, 'en'));
  f.cell(292, y, 261, 26, 'ADDRESS', place(rng, 'US').line);
  y += 26;
  f.cell(42, y, 60, 26, 'YEAR', String(c.built));
  f.cell(102, y, 190, 26, 'MAKE / MODEL', `${c.make} ${c.model}`);
  f.cell(292, y, 170, 26, 'VIN / SERIAL', vin(rng, c));
  f.cell(462, y, 91, 26, 'MILEAGE', num(rng.int(5000, 99999), 'en').slice(0, -3));
  y += 44;
  f.cap(42, y, 'CONDITION CLASS', 8.5, { bold: true });
  y += 16;
  let x = 48;
  classes.forEach((t, i) => {
    x = f.tick(x, y, t, i === k, 8.5);
  });
  y += 24;
  f.cap(42, y, 'EQUIPMENT', 8.5, { bold: true });
  y += 16;
  x = 48;
  for (const e of ['Automatic', 'Power steering', 'Air conditioning', 'Wire wheels', 'Hardtop']) x = f.tick(x, y, e, rng.chance(0.4), 8);
  y += 26;
  f.cap(42, y, 'NOTES', 8.5, { bold: true });
  for (let i = 0; i < 4; i++) f.rule(42, y + 16 * (i + 1) + 1.5, 511);
  f.ent(
    48,
    y + 15,
    rng.pick([
      'Numbers-matching drivetrain. Paint very good, minor chips.',
      'Frame-off restoration documented with photos.',
      'Driver quality; older repaint, clean interior.',
    ]),
  );
  y += 84;
  f.frame(42, y, 511, 34, true);
  f.cap(50, y + 21, 'APPRAISED VALUE  $', 10, { bold: true });
  f.ent(170, y + 22, num(value, 'en'), { size: 13, bold: true });
  y += 62;
  f.field(42, y, 280, 'Appraiser', appraiser);
  f.field(330, y, 223, 'Date', fd(date, 'us'));
  y += 24;
  f.cap(42, y, 'The appraiser has no present or contemplated interest in the vehicle. Value stated is the fair market value as of the date above.', 6.5);
  return doc(f.p, 'en', appr(appraiser, date, value, classes[k]));
}
