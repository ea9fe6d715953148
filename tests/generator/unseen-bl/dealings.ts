/**
 * The same people's dealings: a private Kaufvertrag, a dealer's used-car bill, a British hand-written receipt of sale,
 * an American bill of sale, a Canadian bill of sale; a German Wertgutachten and a club's Kurzbewertung, an American
 * appraisal letter and a British valuation certificate.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, para, vatDE, wrap, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { hand } from './kit';

const DE_NAMES = ['Helmut Brückner', 'Renate Vogt', 'Wolfgang Stier', 'Ursula Janssen', 'Bernd Kowalczyk', 'Gisela Hartmann'];
const EN_NAMES = ['Geoffrey Tanner', 'Margaret Hollis', 'Douglas McRae', 'Patricia Owens', 'Frank Delaney', 'Howard Pryce'];
const US_NAMES = ['Earl W. Jensen', 'Dolores Russo', 'Gary Lindqvist', 'Barbara Kimball', 'Raymond Tate'];

/* ---------- purchase ---------- */

export function kaufvertragPrivat(rng: Random): Generated {
  const date = rng.date(1970, 2026);
  const seller = rng.pick(DE_NAMES);
  const price = rng.int(12, 380) * 100;
  const c = yearOf(date) < 2002 ? 'DM' : 'Euro';
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' });
  p.down(14);
  p.text(297, '– privater Verkauf –', { size: 9, align: 'center' });
  p.down(34);
  p.text(60, 'Verkäufer:', { bold: true });
  p.text(160, `${seller}, ${rng.pick(['Lindenweg 4, 83512 Wasserburg', 'Am Anger 11, 37154 Northeim', 'Ringstraße 2, 54634 Bitburg'])}`);
  p.down(16);
  p.text(60, 'Käufer:', { bold: true });
  p.text(160, rng.pick(['Klaus Ritter, Bergstraße 9, 88316 Isny', 'Peter Busch, Marktplatz 3, 36037 Fulda']));
  p.down(26);
  p.text(60, `Fahrzeug: ${rng.pick(['Mercedes 220 S', 'Opel GT 1900', 'VW Käfer Cabriolet', 'BMW 2002'])}, Fahrgestell-Nr. ${rng.int(1000000, 9999999)}`);
  p.down(16);
  p.text(60, `Kaufpreis: ${num(price, 'de')} ${c} (in Worten: siehe Anlage), bar bezahlt.`);
  p.down(16);
  para(p, 60, 'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, wie besichtigt und probegefahren.', 95);
  p.down(26);
  p.text(60, `Ort, Datum: ${rng.pick(['Wasserburg', 'Northeim', 'Bitburg'])}, ${fd(date, 'de')}`);
  p.down(40);
  hand(p, rng, 70, seller, 12);
  hand(p, rng, 330, 'K. Ritter', 12);
  p.down(10);
  p.text(70, 'Unterschrift Verkäufer', { size: 8 });
  p.text(330, 'Unterschrift Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function haendlerRechnung(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const y = yearOf(date);
  const seller = rng.pick(['Klassik-Automobile Lenz GmbH', 'Autohaus Seitz Oldtimerhandel', 'Youngtimer-Center Pfister']);
  const price = rng.int(90, 900) * 100;
  const c = y < 2002 ? 'DM' : 'EUR';
  const p = new PageBuilder();
  p.text(60, seller, { size: 14, bold: true });
  p.down(50);
  p.text(60, 'Rechnung – Verkauf Gebrauchtfahrzeug', { size: 13, bold: true });
  p.text(535, fd(date, 'de'), { align: 'right' });
  p.down(24);
  p.text(60, `${rng.pick(['Porsche 911 SC', 'Mercedes 350 SL', 'BMW 635 CSi'])}, Erstzulassung ${rng.int(1970, 1990)}`);
  p.down(20);
  p.text(60, 'Kaufpreis (differenzbesteuert nach § 25a UStG)');
  p.text(535, `${num(price, 'de')} ${c}`, { align: 'right' });
  p.down(8);
  hline(p, 400, 135);
  p.down(14);
  p.text(60, 'Rechnungsbetrag', { bold: true });
  p.text(535, `${num(price, 'de')} ${c}`, { bold: true, align: 'right' });
  p.down(20);
  p.text(60, `Die Umsatzsteuer (${vatDE(y)} %) wird nicht gesondert ausgewiesen.`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function ukReceiptOfSale(rng: Random): Generated {
  const date = rng.date(1970, 2015);
  const seller = rng.pick(EN_NAMES);
  const price = rng.int(3, 180) * 50;
  const p = new PageBuilder();
  p.y = 90;
  hand(p, rng, 380, fd(date, rng.pick(['uk', 'uklong'] as const)), 12);
  p.down(40);
  hand(p, rng, 60, `Received from Mr. T. Haldane the sum of £${num(price, 'en')}`, 13);
  p.down(24);
  hand(p, rng, 60, `in full payment for my ${rng.pick(['MGB roadster', 'Triumph Herald', 'Morris Minor Traveller'])},`, 13);
  p.down(24);
  hand(p, rng, 60, 'sold as seen, tried and approved.', 13);
  p.down(50);
  hand(p, rng, 300, seller, 14);
  p.down(18);
  hand(p, rng, 300, `(${seller}, seller)`, 10);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function usBillOfSale(rng: Random): Generated {
  const date = rng.date(1965, 2026);
  const seller = rng.pick(US_NAMES);
  const price = rng.int(4, 600) * 50;
  const p = new PageBuilder();
  p.text(297, 'BILL OF SALE', { size: 16, bold: true, align: 'center' });
  p.down(34);
  para(
    p,
    60,
    `For and in consideration of the sum of $${num(price, 'en')}, the receipt of which is hereby acknowledged, I, ${seller}, do hereby sell and transfer to Carol Benton the following motor vehicle:`,
    92,
    { size: 10, step: 14 },
  );
  p.down(10);
  p.text(80, `${rng.int(1955, 1985)} ${rng.pick(['Ford Thunderbird', 'Chevrolet Corvette', 'Dodge Charger'])}, VIN ${rng.int(100000000, 999999999)}`);
  p.down(24);
  p.text(60, `Date of sale: ${fd(date, 'uslong')}`);
  p.down(40);
  p.text(60, `Seller: ${seller}`);
  hand(p, rng, 300, seller, 13);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function canadaBillOfSale(rng: Random): Generated {
  const date = rng.date(1975, 2026);
  const seller = rng.pick(['Gordon MacLeod', 'Lucie Tremblay', 'Walter Boychuk', 'Ian Fraser']);
  const price = rng.int(10, 400) * 100;
  const p = new PageBuilder();
  p.text(60, 'Used Vehicle Bill of Sale', { size: 14, bold: true });
  p.down(30);
  const pairs: [string, string][] = [
    ['Seller (print name)', seller],
    ['Buyer (print name)', 'Robert Hale'],
    ['Vehicle', `${rng.int(1950, 1990)} ${rng.pick(['Pontiac Parisienne', 'Ford Fairlane', 'Volvo 122S'])}`],
    ['Date of sale', fd(date, rng.pick(['iso', 'uslong'] as const))],
    ['Purchase price', `$${num(price, 'en')}`],
  ];
  for (const [k, v] of pairs) {
    p.text(60, k, { size: 10 });
    p.text(220, v, { size: 10 });
    p.down(18);
  }
  p.down(16);
  p.text(60, 'Vehicle sold as is. Seller declares the vehicle free of liens and encumbrances.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/* ---------- appraisal ---------- */

const NOTES_DE = [
  'Karosserie mit leichten Unterrostungen an den Radläufen, Lack älter mit Gebrauchsspuren, Innenraum original und gepflegt.',
  'Fahrzeug in gutem Originalzustand, Motor nach Revision ohne Befund, Unterboden konserviert, Chromteile mit leichten Pickeln.',
  'Restaurierter Zustand, Karosserie und Lack sehr gut, Technik überholt, Polsterung neu bezogen.',
];
const NOTES_EN = [
  'Older restoration holding up well; paint shows minor chips, interior original and sound, engine runs strong.',
  'Solid original car with honest patina; some bubbling at sill ends, chrome fair, mechanically sound.',
  'Excellent condition throughout following a body-off restoration; correct numbers-matching engine.',
];

export function wertgutachten(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const name = rng.pick(['Dipl.-Ing. Rainer Obermeier', 'Kfz-Sachverständiger Jörg Wendt', 'Dipl.-Ing. (FH) Sabine Kroll']);
  const value = rng.int(40, 900) * 100;
  const notes = rng.pick(NOTES_DE);
  const c = yearOf(date) < 2002 ? 'DM' : 'EUR';
  const p = new PageBuilder();
  p.text(60, name, { size: 12, bold: true });
  p.down(12);
  p.text(60, 'Öffentlich bestellter und vereidigter Sachverständiger für Oldtimerfahrzeuge', { size: 8.5 });
  p.down(40);
  p.text(60, 'Wertgutachten', { size: 16, bold: true });
  p.down(20);
  p.text(60, `Besichtigung am ${fd(date, 'de')} · ${rng.pick(['Mercedes 190 SL', 'Porsche 356 C', 'BMW 502'])}`);
  p.down(24);
  p.text(60, 'Zustand:', { bold: true });
  p.down(14);
  for (const l of wrap(notes, 90)) {
    p.text(60, l, { size: 10 });
    p.down(13);
  }
  p.down(14);
  p.text(60, `Marktwert: ${num(value, 'de')} ${c}`, { bold: true, size: 11 });
  p.down(40);
  hand(p, rng, 60, name.split(' ').slice(-1)[0], 13);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: notes });
}

export function clubKurzbewertung(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const name = rng.pick(['Horst Lindemann', 'Erika Baumgart', 'Manfred Ziehl']);
  const value = rng.int(30, 400) * 100;
  const notes = rng.pick(NOTES_DE);
  const p = new PageBuilder();
  p.text(60, rng.pick(['Veteranen-Fahrzeug-Club Nordhessen e.V.', 'Käfer-Freunde Oberland e.V.']), { size: 12, bold: true });
  p.down(36);
  p.text(60, 'Kurzbewertung', { size: 14, bold: true });
  p.down(22);
  const pairs: [string, string][] = [
    ['Datum der Bewertung', fd(date, 'de')],
    ['Bewerter', name],
    ['Wiederbeschaffungswert', `${num(value, 'de')} ${yearOf(date) < 2002 ? 'DM' : '€'}`],
  ];
  for (const [k, v] of pairs) {
    p.text(60, k);
    p.text(220, v);
    p.down(16);
  }
  p.text(60, 'Zustand');
  for (const l of wrap(notes, 62)) {
    p.text(220, l, { size: 10 });
    p.down(13);
  }
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: notes });
}

export function usAppraisalLetter(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const name = rng.pick(['Walter P. Greaves', 'Janet Okafor', 'Lyle Brandt']);
  const value = rng.int(40, 1200) * 100;
  const notes = rng.pick(NOTES_EN);
  const p = new PageBuilder();
  p.text(60, `${name.split(' ').slice(-1)[0]} Classic Auto Appraisals`, { size: 13, bold: true });
  p.down(36);
  p.text(60, fd(date, 'uslong'));
  p.down(30);
  p.text(60, 'To whom it may concern:');
  p.down(20);
  para(
    p,
    60,
    `At the owner's request I inspected the ${rng.int(1950, 1975)} ${rng.pick(['Chevrolet Bel Air', 'Ford Mustang GT', 'Jaguar XK150'])} and place its fair market value at $${num(value, 'en')}.`,
    92,
    { size: 10, step: 14 },
  );
  p.down(8);
  p.text(60, 'Condition:', { size: 10, bold: true });
  p.down(14);
  para(p, 60, notes, 92, { size: 10, step: 14 });
  p.down(30);
  p.text(60, 'Sincerely,');
  p.down(26);
  hand(p, rng, 60, name, 13);
  p.down(16);
  p.text(60, name);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: notes });
}

export function ukValuationCertificate(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const name = rng.pick(['Nigel Ashcombe', 'Rosemary Vane', 'Clive Hendry']);
  const value = rng.int(20, 600) * 100;
  const notes = rng.pick(NOTES_EN);
  const p = new PageBuilder();
  p.text(297, 'VALUATION CERTIFICATE', { size: 15, bold: true, align: 'center' });
  p.down(14);
  p.text(297, rng.pick(['Issued on behalf of the Register of Historic Saloons', 'Club valuation for agreed-value insurance']), { size: 9, align: 'center' });
  p.down(34);
  const pairs: [string, string][] = [
    ['Vehicle', rng.pick(['1964 Rover P5 3-Litre', '1959 Riley One-Point-Five', '1971 Triumph Stag'])],
    ['Date of inspection', fd(date, 'uklong')],
    ['Valuer', name],
    ['Agreed value', `£${num(value, 'en')}`],
  ];
  for (const [k, v] of pairs) {
    p.text(60, k);
    p.text(200, v);
    p.down(16);
  }
  p.text(60, 'Condition');
  for (const l of wrap(notes, 66)) {
    p.text(200, l, { size: 10 });
    p.down(13);
  }
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: notes });
}
