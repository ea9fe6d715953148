/** Purchase and appraisal families: now and then a car bought or sold, and the club valuations for agreed value. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, carId, digits, ibanDE, letters, nameDE, nameEN, plateDE, plateUKold, streetDE, streetEN, streetUS, whole } from './kit';

const EINER = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const ZEHNER = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** A German amount in words for thousands and hundreds (the prices here are whole hundreds). */
function inWorten(n: number): string {
  const t = Math.floor(n / 1000);
  const h = Math.floor((n % 1000) / 100);
  const unter = (k: number) =>
    k < 10
      ? EINER[k]
      : k < 20
        ? ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'][k - 10]
        : `${k % 10 ? (k % 10 === 1 ? 'ein' : EINER[k % 10]) + 'und' : ''}${ZEHNER[Math.floor(k / 10)]}`;
  const th = t ? `${t >= 100 ? EINER[Math.floor(t / 100)] + 'hundert' : ''}${unter(t % 100)}tausend` : '';
  return `${th}${h ? EINER[h] + 'hundert' : ''}`;
}

/** 1. A private German Kaufvertrag for a classic: parties side by side, price in figures and words, handover list. */
export function kaufvertragPrivat(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const seller = nameDE(rng);
  const price = whole(rng, 8000, 85000, 100);
  const c = car(rng);
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug (Oldtimer)', { y: 55, size: 13, bold: true, align: 'center' });
  p.text(297, '– privater Verkauf unter Ausschluss der Sachmängelhaftung –', { y: 70, size: 9, align: 'center' });
  p.box(50, 90, 245, 70);
  p.box(300, 90, 245, 70);
  p.text(56, 'Verkäufer', { y: 101, size: 8, bold: true });
  p.text(306, 'Käufer', { y: 101, size: 8, bold: true });
  p.text(56, seller, { y: 117, size: 10 });
  p.text(56, streetDE(rng), { y: 130, size: 9.5 });
  p.text(56, `Tel. 0${digits(rng, 3)} ${digits(rng, 7)}`, { y: 143, size: 9 });
  p.text(306, nameDE(rng), { y: 117, size: 10 });
  p.text(306, streetDE(rng), { y: 130, size: 9.5 });
  p.text(306, `Ausweis-Nr. ${letters(rng, 1)}${digits(rng, 8)}`, { y: 143, size: 9 });
  p.y = 185;
  const rows: [string, string][] = [
    ['Hersteller / Typ', `${c.make} ${c.model}`],
    ['Fahrzeug-Ident.-Nr.', carId(rng, c)],
    ['Erstzulassung', String(c.year)],
    ['Amtl. Kennzeichen', `${plateDE(rng, rng.pick(['KN', 'UL', 'AB']), 'H')}`],
    ['km-Stand (abgelesen)', `${num(whole(rng, 20000, 190000), 'de').slice(0, -3)}`],
    ['ZB II Nr.', `${letters(rng, 2)}${digits(rng, 6)}`],
  ];
  for (const [a, b] of rows) {
    p.text(56, a, { size: 9 });
    p.text(200, b, { size: 9.5 });
    p.down(14);
  }
  p.down(10);
  p.text(56, `Kaufpreis: ${num(price, 'de')} €`, { size: 11, bold: true });
  p.down(14);
  p.text(56, `(in Worten: ${inWorten(price)} Euro)`, { size: 9 });
  p.down(22);
  para(
    p,
    56,
    'Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss jeglicher Gewährleistung verkauft, soweit der Verkäufer nicht vorsätzlich oder arglistig gehandelt hat. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Rechte Dritter bestehen. Übergeben werden: ZB I, ZB II, Wertgutachten, Serviceheft, zwei Schlüssel.',
    95,
    { size: 8.5 },
  );
  p.down(20);
  p.text(56, `${rng.pick(['Konstanz', 'Ulm', 'Aschaffenburg'])}, den ${fd(date, 'de')}`, { size: 9.5 });
  p.down(40);
  hline(p, 56, 190);
  hline(p, 306, 190);
  p.down(12);
  p.text(56, 'Unterschrift Verkäufer', { size: 8 });
  p.text(306, 'Unterschrift Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 2. A classic dealer's sales invoice under the margin scheme (§ 25a UStG): no VAT shown, deposit and balance. */
export function haendlerRechnung25a(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2026);
  const seller = rng.pick(['Classic Cars Seifert GmbH', 'Oldtimerhandel Wendt & Partner', 'Autosalon Pfeiffer Klassik']);
  const price = whole(rng, 12000, 160000, 500);
  const deposit = whole(rng, 1000, 5000, 500);
  const c = car(rng);
  p.text(50, seller, { y: 52, size: 15, bold: true });
  p.text(50, `An- und Verkauf klassischer Automobile · ${streetDE(rng)} · ${rng.pick(['Düsseldorf', 'Essen', 'Wuppertal'])}`, { y: 66, size: 8.5 });
  p.text(50, nameDE(rng), { y: 110, size: 10 });
  p.text(50, streetDE(rng), { y: 123, size: 10 });
  p.text(360, `Rechnung Nr. FZ-${digits(rng, 4)}`, { y: 110, size: 10, bold: true });
  p.text(360, `Datum: ${fd(date, 'de')}`, { y: 123, size: 10 });
  p.text(360, `Verkäufer: ${rng.pick(['Hr. Seifert', 'Fr. Wendt', 'Hr. Pfeiffer'])}`, { y: 136, size: 9 });
  p.text(50, 'Fahrzeugrechnung', { y: 175, size: 14, bold: true });
  p.y = 200;
  const lines: [string, string][] = [
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Baujahr', String(c.year)],
    ['Fahrgestellnummer', carId(rng, c)],
    ['Laufleistung lt. Tacho', `${num(whole(rng, 20000, 150000), 'de').slice(0, -3)} km (nicht garantiert)`],
    ['Farbe außen / innen', `${rng.pick(['Silber', 'Rot', 'Dunkelblau'])} / ${rng.pick(['Leder schwarz', 'Stoff beige', 'Leder cognac'])}`],
    ['Ausstattung', rng.pick(['Hardtop, Radio Becker Mexico', 'Schiebedach, Fuchsfelgen', 'Overdrive, Speichenräder'])],
  ];
  for (const [a, b] of lines) {
    p.text(60, a, { size: 9.5 });
    p.text(220, b, { size: 9.5 });
    p.down(14);
  }
  p.down(16);
  p.text(60, 'Kaufpreis', { size: 11, bold: true });
  p.text(545, `${num(price, 'de')} EUR`, { size: 11, bold: true, align: 'right' });
  p.down(16);
  p.text(60, `abzüglich Anzahlung vom ${fd(addDays(date, -rng.int(5, 30)), 'de')}`, { size: 9.5 });
  p.text(545, `- ${num(deposit, 'de')} EUR`, { size: 9.5, align: 'right' });
  p.down(14);
  hline(p, 380, 165, p.y - 4);
  p.down(8);
  p.text(60, 'Restbetrag bei Übergabe', { size: 10 });
  p.text(545, `${num(r2(price - deposit), 'de')} EUR`, { size: 10, align: 'right' });
  p.down(30);
  p.text(60, 'Gebrauchtgegenstände / Sonderregelung (Differenzbesteuerung nach § 25a UStG). Die Umsatzsteuer wird nicht ausgewiesen.', { size: 8 });
  p.down(12);
  p.text(60, `Bankverbindung: ${ibanDE(rng)} · HRB ${digits(rng, 5)} · USt-IdNr. DE${digits(rng, 9)}`, { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 3. A British private sale receipt, a short letter: "Received from … the sum of £…", sold as seen. */
export function ukPrivateSaleReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const seller = nameEN(rng);
  const price = whole(rng, 2500, 60000, 50);
  const c = car(rng);
  p.text(545, seller, { y: 60, size: 10, serif: true, align: 'right' });
  p.text(545, streetEN(rng), { y: 73, size: 10, serif: true, align: 'right' });
  p.text(545, rng.pick(['Kenilworth', 'Ledbury', 'Beverley']), { y: 86, size: 10, serif: true, align: 'right' });
  p.text(545, fd(date, rng.pick(['uklong', 'uk'] as const)), { y: 112, size: 10, serif: true, align: 'right' });
  p.text(50, 'RECEIPT', { y: 150, size: 14, bold: true, serif: true });
  p.y = 180;
  para(
    p,
    50,
    `Received from ${nameEN(rng)} of ${streetEN(rng)} the sum of £${num(price, 'en')} in full and final settlement for the purchase of my ${c.year} ${c.make} ${c.model}, registration ${plateUKold(rng, Math.min(c.year, 1983))}, chassis number ${carId(rng, c)}, with ${num(whole(rng, 20000, 120000), 'en').slice(0, -3)} miles recorded.`,
    90,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  para(
    p,
    50,
    'The car is sold as seen, tried and approved, without warranty. The V5C, MOT certificate, old bills and the owners club valuation have been handed over with the car.',
    90,
    { size: 10, serif: true, step: 14 },
  );
  p.down(30);
  p.text(50, 'Signed (seller) ______________________', { size: 10, serif: true });
  p.down(26);
  p.text(50, 'Signed (buyer)  ______________________', { size: 10, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 4. A US state-style bill of sale form: numbered sections, odometer disclosure, price on its own line. */
export function usBillOfSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const seller = nameEN(rng);
  const price = whole(rng, 4000, 120000, 100);
  const c = car(rng);
  p.text(297, 'MOTOR VEHICLE BILL OF SALE', { y: 55, size: 14, bold: true, align: 'center' });
  p.text(297, rng.pick(['Form MV-912', 'Form BOS-1', 'Form HSMV 82050']), { y: 69, size: 8, align: 'center' });
  const sec = (t: string) => {
    p.box(50, p.y - 11, 495, 15, true);
    p.text(55, t, { size: 8.5, bold: true });
    p.down(20);
  };
  const line = (a: string, b: string, x2 = 200) => {
    p.text(60, a, { size: 8 });
    p.text(x2, b, { size: 10 });
    hline(p, x2 - 3, 545 - x2 + 3, p.y + 3);
    p.down(18);
  };
  p.y = 100;
  sec('1. VEHICLE');
  line('Year / Make / Model', `${c.year} ${c.make} ${c.model}`);
  line('Vehicle Identification No.', carId(rng, c));
  line('Odometer reading', `${whole(rng, 10000, 99999)} — exceeds mechanical limits`);
  sec('2. SELLER');
  line('Printed name', seller);
  line('Address', `${streetUS(rng)}, ${rng.pick(['Scottsdale, AZ', 'Tulsa, OK', 'Boise, ID'])}`);
  sec('3. BUYER');
  line('Printed name', nameEN(rng));
  line('Address', `${streetUS(rng)}, ${rng.pick(['Denver, CO', 'Wichita, KS', 'Omaha, NE'])}`);
  sec('4. SALE');
  line('Date of sale', fd(date, 'us'));
  line('Purchase price', `$${num(price, 'en')}`);
  p.down(6);
  p.text(60, 'The seller states that the vehicle is free of all liens and encumbrances and is sold "AS IS".', { size: 8 });
  p.down(30);
  p.text(60, 'Seller signature ______________________', { size: 9 });
  p.text(320, 'Buyer signature ______________________', { size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 5. A UK classic dealer's sales invoice under the VAT margin scheme: price, part-exchange allowance, balance. */
export function ukDealerMarginInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2026);
  const seller = rng.pick(['Coachworks Classic Cars Ltd', 'Marlborough Sports & Classics', 'Pennine Historic Motors']);
  const price = whole(rng, 9000, 95000, 250);
  const px = rng.chance(0.5) ? whole(rng, 2000, 8000, 250) : 0;
  const c = car(rng);
  p.text(50, seller, { y: 52, size: 15, bold: true });
  p.text(50, `${streetEN(rng)} · ${rng.pick(['Marlborough', 'Skipton', 'Petworth'])} · Company No. ${digits(rng, 8)}`, { y: 66, size: 8.5 });
  p.text(545, 'SALES INVOICE', { y: 100, size: 13, bold: true, align: 'right' });
  p.text(545, `No. S${digits(rng, 4)}   Date ${fd(date, 'ukshort')}`, { y: 114, size: 9.5, align: 'right' });
  p.text(50, 'Customer', { y: 100, size: 7.5 });
  p.text(50, nameEN(rng), { y: 113, size: 10 });
  p.text(50, streetEN(rng), { y: 126, size: 10 });
  p.y = 165;
  const tbl: [string, string][] = [
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', plateUKold(rng, Math.min(c.year, 1983))],
    ['Chassis', carId(rng, c)],
    ['Recorded mileage', `${num(whole(rng, 10000, 99000), 'en').slice(0, -3)} (warranted: no)`],
  ];
  for (const [a, b] of tbl) {
    p.text(60, a, { size: 9 });
    p.text(200, b, { size: 9.5 });
    p.down(14);
  }
  p.down(14);
  const s: [string, number][] = [['Sale price', price]];
  if (px) s.push([`Less part-exchange allowance (${plateUKold(rng, 1978)})`, -px]);
  s.push(['Balance due', r2(price - px)]);
  s.forEach(([a, b], i) => {
    const last = i === s.length - 1;
    p.text(60, a, { size: 10, bold: last });
    p.text(545, `${b < 0 ? '-' : ''}£${num(Math.abs(b), 'en')}`, { size: 10, bold: last, align: 'right' });
    p.down(16);
  });
  p.down(20);
  p.text(60, 'Second-hand margin scheme: input tax deduction is not allowed. No VAT is shown separately on this invoice.', { size: 8 });
  p.down(12);
  p.text(60, 'Title passes on receipt of cleared funds. Three months’ parts-only warranty as per the attached terms.', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 6. A German Kurzgutachten for an agreed-value policy: Zustandsnote, Marktwert and Wiederbeschaffungswert apart. */
export function kurzgutachtenWert(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2026);
  const expert = `Dipl.-Ing. ${nameDE(rng)}`;
  const grade = rng.pick(['2', '2-', '2+', '3+', '3']);
  const text = { '2': 'gut', '2-': 'gut', '2+': 'sehr gut bis gut', '3+': 'befriedigend bis gut', '3': 'gebraucht / befriedigend' }[grade] as string;
  const value = whole(rng, 15000, 140000, 500);
  const c = car(rng);
  p.text(50, expert, { y: 50, size: 13, bold: true });
  p.text(50, `Öffentlich bestellter und vereidigter Sachverständiger für Oldtimer · ${streetDE(rng)} · ${rng.pick(['Bremen', 'Kassel', 'Regensburg'])}`, {
    y: 64,
    size: 8,
  });
  p.text(50, 'Kurzgutachten zur Wertermittlung', { y: 110, size: 15, bold: true });
  p.text(50, '(zur Vorlage bei der Versicherung — Vereinbarte Wertdeckung)', { y: 125, size: 9 });
  p.text(545, `Gutachten-Nr. ${String(date.slice(0, 4))}-${digits(rng, 3)}`, { y: 110, size: 9, align: 'right' });
  p.text(545, `Besichtigung: ${fd(date, 'de')}`, { y: 123, size: 9, align: 'right' });
  p.y = 160;
  const rows: [string, string][] = [
    ['Auftraggeber', nameDE(rng)],
    ['Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`],
    ['FIN', carId(rng, c)],
    ['Kennzeichen', plateDE(rng, rng.pick(['HB', 'KS', 'R']), 'H')],
    ['Originalität', rng.pick(['weitgehend original, Motor nummerngleich', 'original, Lack teilweise erneuert', 'restauriert 2011, Farbe nicht original'])],
  ];
  for (const [a, b] of rows) {
    p.text(56, a, { size: 9.5 });
    p.text(190, b, { size: 9.5 });
    p.down(14);
  }
  p.down(8);
  p.text(56, 'Bewertung der Baugruppen (Note 1–5)', { size: 10, bold: true });
  p.down(14);
  for (const g of ['Karosserie', 'Lack', 'Chrom/Zierteile', 'Innenraum', 'Motorraum', 'Technik']) {
    p.text(70, g, { size: 9 });
    p.text(250, String(rng.pick([1, 2, 2, 2, 3])), { size: 9 });
    p.down(12);
  }
  p.down(10);
  p.box(50, p.y - 12, 495, 48, true);
  p.text(56, `Gesamtzustand: Note ${grade} (${text})`, { size: 10.5, bold: true });
  p.down(16);
  p.text(56, 'Wiederbeschaffungswert (inkl. MwSt.)', { size: 10.5, bold: true });
  p.text(540, `${num(value, 'de')} €`, { size: 10.5, bold: true, align: 'right' });
  p.down(14);
  p.text(56, `Marktwert: ${num(r2(value * 0.88), 'de').replace(/,\d\d$/, ',-')} € (zur Information)`, { size: 8.5 });
  p.down(34);
  p.text(56, 'Das Gutachten gilt zwei Jahre für die Einstufung in der Oldtimerversicherung. Fotodokumentation (24 Bilder) anbei.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: expert,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: `Note ${grade} (${text})`,
  });
}

/** 7. A Swiss veteran-car club's Bewertungsblatt: the Obmann's valuation, Zustandsklasse, Schätzwert CHF in a box. */
export function clubBewertungCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const club = rng.pick(['Veteranen-Car-Club Ostschweiz', 'Oldtimer-Club Berner Oberland', 'Vereinigung Klassischer Automobile Zentralschweiz']);
  const expert = nameDE(rng);
  const cls = rng.pick(['Klasse 2 – sehr guter Zustand', 'Klasse 3 – guter Gebrauchszustand', 'Klasse 2 – restauriert, fahrbereit']);
  const value = whole(rng, 10000, 180000, 1000);
  const c = car(rng);
  p.text(297, club, { y: 52, size: 13, bold: true, align: 'center' });
  p.text(297, 'Technische Kommission · Fahrzeugbewertung für Versicherungszwecke', { y: 66, size: 8.5, align: 'center' });
  p.text(50, 'Bewertungsblatt', { y: 110, size: 15, bold: true });
  p.y = 140;
  const rows: [string, string][] = [
    ['Mitglied', nameDE(rng)],
    ['Marke / Modell', `${c.make} ${c.model}`],
    ['Jahrgang', String(c.year)],
    ['Fahrgestell-Nr.', carId(rng, c)],
    ['Kontrollschild', `${rng.pick(['SG', 'TG', 'LU'])} ${digits(rng, 5)}`],
    ['Besichtigt am', fd(date, 'de')],
    ['Experte', expert],
  ];
  for (const [a, b] of rows) {
    p.text(56, `${a}:`, { size: 9.5 });
    p.text(180, b, { size: 9.5 });
    p.down(15);
  }
  p.down(10);
  p.text(56, 'Zustand:', { size: 10, bold: true });
  p.text(180, cls, { size: 10 });
  p.down(28);
  p.box(180, p.y - 14, 200, 26);
  p.text(56, 'Schätzwert', { size: 11, bold: true });
  p.text(370, `CHF ${num(value, 'ch').slice(0, -3)}.–`, { size: 12, bold: true, align: 'right' });
  p.down(36);
  para(
    p,
    56,
    'Die Bewertung gilt für die Dauer von drei Jahren und dient der Festlegung der vereinbarten Versicherungssumme. Sie ersetzt kein Gutachten eines anerkannten Sachverständigen.',
    95,
    { size: 8.5 },
  );
  p.down(20);
  p.text(56, `${rng.pick(['St. Gallen', 'Thun', 'Luzern'])}, ${fd(addDays(date, rng.int(1, 10)), 'de')}     Für die TK: ${expert}`, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cls });
}

/** 8. A UK owners' club valuation letter for agreed value insurance: the valuer signs, condition in a sentence. */
export function ukClubValuationLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const c = car(rng);
  const club = rng.pick([`The ${c.make} Owners’ Club`, `${c.make} Enthusiasts Register`, `${c.make} Club of Great Britain`]);
  const valuer = nameEN(rng);
  const cond = rng.pick(['Very good', 'Good', 'Excellent', 'Concours']);
  const value = whole(rng, 6000, 120000, 250);
  p.text(545, club, { y: 55, size: 13, bold: true, serif: true, align: 'right' });
  p.text(545, `Valuation Service · ${streetEN(rng)}`, { y: 68, size: 8.5, serif: true, align: 'right' });
  p.text(50, nameEN(rng), { y: 110, size: 10, serif: true });
  p.text(50, streetEN(rng), { y: 123, size: 10, serif: true });
  p.text(50, fd(date, 'uklong'), { y: 155, size: 10, serif: true });
  p.text(50, `Ref: VAL/${digits(rng, 4)} — ${c.make} ${c.model}, ${plateUKold(rng, Math.min(c.year, 1983))}`, { y: 180, size: 10, bold: true, serif: true });
  p.y = 205;
  p.text(50, 'Dear Member,', { size: 10, serif: true });
  p.down(20);
  para(
    p,
    50,
    `Thank you for the photographs and the details of your ${c.year} ${c.make} ${c.model} (chassis ${carId(rng, c)}). Having inspected the car at the spring meeting, I have assessed its overall condition as:`,
    88,
    { size: 10, serif: true, step: 14 },
  );
  p.down(6);
  p.text(90, `Condition: ${cond}`, { size: 11, bold: true, serif: true });
  p.down(22);
  para(
    p,
    50,
    `In my opinion the current value of the car for agreed value insurance purposes is £${num(value, 'en')}. This valuation is valid for your insurer for a period of two years.`,
    88,
    { size: 10, serif: true, step: 14 },
  );
  p.down(20);
  p.text(50, 'Yours sincerely,', { size: 10, serif: true });
  p.down(36);
  p.text(50, valuer, { size: 10, serif: true });
  p.down(13);
  p.text(50, 'Club Valuer', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** 9. A US appraisal report for agreed-value coverage: condition number scale, appraised value in a box, signature. */
export function usAgreedValueAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2026);
  const appraiser = nameEN(rng);
  const firm = `${appraiser.split(' ')[1]} ${rng.pick(['Classic Appraisals', 'Vehicle Valuation Services', 'Auto Appraisal Group'])}`;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent', '#3+ Good']);
  const value = whole(rng, 12000, 180000, 500);
  const c = car(rng);
  p.text(50, firm, { y: 50, size: 14, bold: true });
  p.text(50, `${streetUS(rng)} · ${rng.pick(['Scottsdale, AZ', 'Hershey, PA', 'Auburn, IN'])} · Member, American Society of Appraisers`, { y: 64, size: 8 });
  p.text(297, 'CERTIFIED APPRAISAL REPORT — AGREED VALUE', { y: 105, size: 12, bold: true, align: 'center' });
  p.y = 135;
  const rows: [string, string][] = [
    ['Prepared for', nameEN(rng)],
    ['Inspection date', fd(date, 'uslong')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['VIN / Serial', carId(rng, c)],
    ['Odometer', `${num(whole(rng, 10000, 99000), 'en').slice(0, -3)} (believed actual)`],
    ['Purpose', 'Agreed value insurance coverage'],
  ];
  for (const [a, b] of rows) {
    p.text(60, a, { size: 9, bold: true });
    p.text(190, b, { size: 9.5 });
    p.down(14);
  }
  p.down(10);
  p.text(60, 'Condition rating', { size: 9, bold: true });
  p.text(190, cond, { size: 10.5, bold: true });
  p.down(14);
  p.text(190, '(#1 Concours · #2 Excellent · #3 Good · #4 Fair · #5 Restorable)', { size: 7.5 });
  p.down(20);
  para(
    p,
    60,
    'Body straight with good panel fit; paint shows minor polishing marks. Interior correct materials, light wear to driver seat bolster. Engine compartment clean and detailed. Undercarriage solid, no rust-through.',
    95,
    { size: 8.5 },
  );
  p.down(10);
  p.box(300, p.y, 245, 36, true);
  p.text(308, 'APPRAISED VALUE', { y: p.y + 13, size: 8, bold: true });
  p.text(537, `$${num(value, 'en')}`, { y: p.y + 29, size: 13, bold: true, align: 'right' });
  p.down(70);
  p.text(60, `${appraiser}, Appraiser`, { size: 9.5 });
  p.down(12);
  p.text(60, 'I have no present or prospective interest in the vehicle that is the subject of this report.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
