/**
 * unseen-ax: sales and valuations from small dealers' and valuers' templates — a German dealer's Word Kaufvertrag,
 * an Austrian private sale on a club's template; a British dealer's Sage sales invoice with part exchange, an American
 * bill of sale, an Irish dealer's invoice; a German Kurzgutachten, a Swiss Fahrzeugbewertung, a British agreed-value
 * certificate and an American appraisal report.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, para, r2, vatIE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addressWindow, CARS, customer, digits, firm, footer3, ibanOf, letterhead, letters, personDE, personEN, plate, refBlock, vin } from './kit';

/** German dealer's Kaufvertrag (Word template, Differenzbesteuerung §25a), seller = the dealer firm. */
export const haendlerKaufvertrag = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Classic Cars Huber e.K.', 'Oldtimerhandel Schröder', 'Sternwagen Reinhardt']);
  const f = firm(rng, 'DE', name, 'An- und Verkauf von Klassikern mit Geschichte');
  const date = rng.date(2004, 2026);
  const price = rng.int(9, 160) * 500;
  letterhead(p, f, 'logoLine', 'de');
  p.text(40, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { y: 120, size: 13, bold: true });
  p.text(40, `Vertrags-Nr. ${digits(rng, 5)}`, { y: 136, size: 8.5 });
  p.text(40, 'Verkäufer', { y: 164, size: 8, bold: true });
  p.text(40, name, { y: 177, size: 10 });
  p.text(40, `${f.street}, ${f.city}`, { y: 189, size: 9 });
  const c = customer(rng, 'DE');
  p.text(300, 'Käufer', { y: 164, size: 8, bold: true });
  p.text(300, c.name, { y: 177, size: 10 });
  p.text(300, `${c.lines[c.lines.length - 2]}, ${c.lines[c.lines.length - 1]}`, { y: 189, size: 9 });
  hline(p, 40, 515, 198);
  let y = 216;
  const rows: [string, string][] = [
    ['Hersteller / Typ', rng.pick(CARS)],
    ['Fahrzeug-Ident.-Nr.', vin(rng)],
    ['Amtl. Kennzeichen', plate(rng, 'DE')],
    ['Erstzulassung', fd(rng.date(1960, 1995), 'de')],
    ['Gesamtfahrleistung lt. Tacho', `${num(rng.int(20000, 240000), 'de').replace(',00', '')} km`],
  ];
  for (const [l, v] of rows) {
    p.text(40, l, { y, size: 9 });
    p.text(210, v, { y, size: 9.5 });
    y += 14;
  }
  y += 10;
  p.box(40, y - 12, 515, 20, true);
  p.text(44, 'Kaufpreis (differenzbesteuert nach §25a UStG, MwSt. nicht ausweisbar)', { y, size: 9, bold: true });
  p.text(551, `${num(price, 'de')} €`, { y, size: 10, bold: true, align: 'right' });
  y += 28;
  p.y = y;
  para(
    p,
    40,
    'Das Fahrzeug wird unter Ausschluss der Sachmängelhaftung verkauft, soweit gesetzlich zulässig. Der Käufer hat das Fahrzeug besichtigt und Probe gefahren. Das Eigentum geht erst mit vollständiger Zahlung des Kaufpreises auf den Käufer über.',
    110,
    { size: 8.5 },
  );
  y = p.y + 30;
  p.text(40, `${f.city.split(' ').slice(1).join(' ')}, den ${fd(date, 'de')}`, { y, size: 9.5 });
  y += 40;
  hline(p, 40, 200, y);
  hline(p, 320, 200, y);
  p.text(40, 'Verkäufer', { y: y + 11, size: 8 });
  p.text(320, 'Käufer', { y: y + 11, size: 8 });
  footer3(p, [
    [name, f.street, f.city],
    [`Tel. ${f.phone}`, f.email],
    [`IBAN ${ibanOf(rng, 'DE')}`, `USt-IdNr. DE${digits(rng, 9)}`],
  ]);
  return doc(p, 'de', { documentType: 'purchase', sellerName: name, saleDate: date, purchasePrice: price });
};

/** Austrian private sale on a classic-car club's template: Verkäufer/Käufer side by side, Kaufpreis in words. */
export const clubKaufvertragAT = (rng: Random): Generated => {
  const p = new PageBuilder();
  const date = rng.date(2003, 2026);
  const seller = personDE(rng);
  const price = rng.int(6, 90) * 500;
  p.text(297, 'Österreichischer Klub für historische Fahrzeuge', { y: 50, size: 9, align: 'center' });
  p.text(297, 'KAUFVERTRAG', { y: 74, size: 18, bold: true, align: 'center' });
  p.text(297, 'für ein gebrauchtes Kraftfahrzeug (Privatverkauf)', { y: 90, size: 9, align: 'center' });
  const box = (x: number, title: string, name: string) => {
    p.box(x, 110, 250, 82);
    p.text(x + 6, title, { y: 124, size: 8, bold: true });
    const { street, city } = { street: `Hauptstraße ${rng.int(1, 80)}`, city: rng.pick(['A-1100 Wien', 'A-8020 Graz', 'A-4020 Linz']) };
    p.text(x + 6, `Name: ${name}`, { y: 142, size: 9 });
    p.text(x + 6, `Anschrift: ${street}`, { y: 156, size: 9 });
    p.text(x + 6, city, { y: 170, size: 9 });
    p.text(x + 6, `Tel.: ${'+43 6' + digits(rng, 2) + ' ' + digits(rng, 7)}`, { y: 184, size: 8 });
  };
  box(40, 'VERKÄUFER', seller);
  box(305, 'KÄUFER', personDE(rng));
  let y = 220;
  const rows: [string, string][] = [
    ['Marke/Type', rng.pick(CARS)],
    ['Fahrgestellnummer', vin(rng)],
    ['Kennzeichen', plate(rng, 'AT')],
    ['Typenschein-Nr.', `${letters(rng, 1)}${digits(rng, 6)}`],
    ['km-Stand', num(rng.int(20000, 200000), 'de').replace(',00', '')],
  ];
  for (const [l, v] of rows) {
    p.text(40, `${l}:`, { y, size: 9 });
    p.text(180, v, { y, size: 9.5 });
    hline(p, 175, 300, y + 3);
    y += 18;
  }
  y += 10;
  p.text(40, `Kaufpreis: EUR ${num(price, 'de')}`, { y, size: 11, bold: true });
  p.text(280, '(in Worten: ______________________________ )', { y, size: 8.5 });
  y += 18;
  p.text(40, 'Der Kaufpreis wurde bar bezahlt / wird überwiesen. Gekauft wie besichtigt und probegefahren.', { y, size: 8.5 });
  y += 12;
  p.text(40, 'Das Fahrzeug ist unfallfrei, soweit dem Verkäufer bekannt.', { y, size: 8.5 });
  y += 34;
  p.text(40, `Ort, Datum: ${rng.pick(['Wien', 'Graz', 'Linz', 'Salzburg'])}, ${fd(date, 'de')}`, { y, size: 9.5 });
  y += 40;
  hline(p, 40, 200, y);
  hline(p, 320, 200, y);
  p.text(40, 'Unterschrift Verkäufer', { y: y + 11, size: 8 });
  p.text(320, 'Unterschrift Käufer', { y: y + 11, size: 8 });
  p.text(297, 'Vorlage des Klubs – ohne Gewähr', { y: 810, size: 7, align: 'center' });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
};

/** British dealer's Sage sales invoice for a car with a part exchange; VAT margin scheme. */
export const ukDealerSageInvoice = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Bennett Classic Cars Ltd', 'Whitfield Historic Motors', 'Prescott & Harrison Sportscars']);
  const f = firm(rng, 'UK', name, 'Fine classic and sporting motor cars');
  const c = customer(rng, 'UK');
  const date = rng.date(2001, 2026);
  const price = rng.int(8, 120) * 500;
  const px = rng.chance(0.5) ? rng.int(2, 15) * 500 : 0;
  const deposit = rng.int(1, 5) * 500;
  letterhead(p, f, 'centered', 'en');
  addressWindow(p, f, c.lines);
  refBlock(
    p,
    [
      ['Invoice No.', `SI-${digits(rng, 5)}`],
      ['Date/Tax point', fd(date, 'uk')],
      ['Account', `${c.name.split(' ')[1].slice(0, 3).toUpperCase()}${digits(rng, 3)}`],
    ],
    'rightTab',
    350,
    150,
    205,
  );
  p.text(40, 'SALES INVOICE', { y: 262, size: 14, bold: true });
  let y = 290;
  p.box(40, y - 10, 515, 14, true);
  p.text(44, 'Description', { y, size: 8, bold: true });
  p.text(551, 'Amount £', { y, size: 8, bold: true, align: 'right' });
  y += 18;
  p.text(44, `${rng.pick(CARS)}  Reg. ${plate(rng, 'UK')}`, { y, size: 9.5 });
  p.text(551, num(price, 'en'), { y, size: 9.5, align: 'right' });
  y += 13;
  p.text(44, `Chassis ${vin(rng)}   Recorded mileage ${num(rng.int(10000, 99999), 'en').replace('.00', '')}`, { y, size: 8.5 });
  y += 13;
  p.text(44, 'Sold under the VAT margin scheme – no VAT shown separately', { y, size: 8.5 });
  y += 24;
  const tl = (l: string, v: number, b = false) => {
    p.text(340, l, { y, size: 9, bold: b });
    p.text(551, `${v < 0 ? '-' : ''}£${num(Math.abs(v), 'en')}`, { y, size: 9, bold: b, align: 'right' });
    y += 14;
  };
  tl('Vehicle price', price, true);
  if (px) tl(`Less part exchange (${plate(rng, 'UK')})`, -px);
  tl('Less deposit paid', -deposit);
  hline(p, 340, 215, y - 9);
  tl('Balance due', r2(price - px - deposit), true);
  y += 16;
  p.text(40, 'Title passes on receipt of cleared funds. Sold as seen, tried and approved.', { y, size: 8.5 });
  footer3(p, [
    [name, f.street, f.city],
    ['Lloyds Bank', `Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`, `Account ${digits(rng, 8)}`],
    [`VAT Reg. No. GB ${digits(rng, 9)}`, `Company No. ${digits(rng, 8)}`],
  ]);
  return doc(p, 'en', { documentType: 'purchase', sellerName: name, saleDate: date, purchasePrice: price });
};

/** American private bill of sale (Word template from an office-supply pack): fill-in lines. */
export const usBillOfSale = (rng: Random): Generated => {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const seller = personEN(rng);
  const price = rng.int(30, 900) * 100;
  p.text(297, 'MOTOR VEHICLE BILL OF SALE', { y: 70, size: 16, bold: true, align: 'center' });
  let y = 110;
  const sc = customer(rng, 'US');
  const bc = customer(rng, 'US');
  const blank = (label: string, value: string, x = 40, w = 515) => {
    p.text(x, label, { y, size: 9 });
    const lx = x + label.length * 4.6 + 6;
    p.text(lx + 4, value, { y: y - 1, size: 10, serif: true });
    hline(p, lx, x + w - lx, y + 3);
    y += 24;
  };
  blank('Seller (print name):', seller);
  blank('Address:', `${sc.lines[sc.lines.length - 2]}, ${sc.lines[sc.lines.length - 1]}`);
  blank('Buyer (print name):', bc.name);
  blank('Address:', `${bc.lines[bc.lines.length - 2]}, ${bc.lines[bc.lines.length - 1]}`);
  y += 6;
  p.text(40, 'VEHICLE', { y, size: 8, bold: true });
  y += 18;
  const car = rng.pick(CARS).split(' ');
  blank('Year:', String(rng.int(1950, 1992)), 40, 140);
  y -= 24;
  blank('Make:', car[0], 190, 150);
  y -= 24;
  blank('Model:', car.slice(1).join(' '), 350, 205);
  blank('VIN:', vin(rng), 40, 300);
  y -= 24;
  blank('Odometer:', num(rng.int(10000, 99999), 'en').replace('.00', ''), 350, 205);
  y += 6;
  p.text(40, `For the sum of $${num(price, 'en')} (US dollars), receipt of which is acknowledged, the Seller sells and transfers`, { y, size: 9 });
  y += 12;
  p.text(40, 'the vehicle described above to the Buyer "AS IS", with no warranty expressed or implied.', { y, size: 9 });
  y += 30;
  blank('Date of sale:', fd(date, 'uslong'), 40, 300);
  y += 20;
  hline(p, 40, 220, y);
  hline(p, 320, 220, y);
  p.text(40, 'Seller signature', { y: y + 11, size: 8 });
  p.text(320, 'Buyer signature', { y: y + 11, size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
};

/** Irish dealer's invoice (QuickBooks-style) with VAT on the margin not shown; euro; vehicle as one line item. */
export const irishDealerInvoice = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Doyle Motor Sales', 'Murphy Classic & Prestige', 'Shannon Vintage Autos']);
  const f = firm(rng, 'IE', name, 'Quality classics · Import & export');
  const c = customer(rng, 'IE');
  const date = rng.date(2005, 2026);
  const price = rng.int(10, 120) * 500;
  const vr = vatIE(Number(date.slice(0, 4)));
  const fee = rng.pick([0, 150, 250]);
  const total = price + fee;
  letterhead(p, f, 'band', 'en');
  p.text(40, 'BILL TO', { y: 120, size: 7.5, bold: true });
  c.lines.slice(-3).forEach((l, i) => p.text(40, l, { y: 133 + i * 12, size: 9.5 }));
  refBlock(
    p,
    [
      ['INVOICE', digits(rng, 4)],
      ['DATE', fd(date, 'uk')],
      ['TERMS', 'Due on receipt'],
    ],
    'rightTab',
    350,
    120,
    205,
  );
  let y = 210;
  p.box(40, y - 10, 515, 14, true);
  ['ACTIVITY', 'QTY', 'RATE', 'AMOUNT'].forEach((h, i) => p.text([44, 380, 460, 551][i], h, { y, size: 8, bold: true, align: i ? 'right' : 'left' }));
  y += 18;
  const car = rng.pick(CARS);
  [car, '1', num(price, 'en'), num(price, 'en')].forEach((v, i) => p.text([44, 380, 460, 551][i], v, { y, size: 9, align: i ? 'right' : 'left' }));
  y += 12;
  p.text(44, `Chassis no. ${vin(rng)}, reg. ${plate(rng, 'IE')}, second-hand margin scheme`, { y, size: 8 });
  y += 14;
  if (fee) {
    ['Pre-delivery & NCT preparation', '1', num(fee, 'en'), num(fee, 'en')].forEach((v, i) =>
      p.text([44, 380, 460, 551][i], v, { y, size: 9, align: i ? 'right' : 'left' }),
    );
    y += 14;
  }
  y += 12;
  p.text(400, 'TOTAL', { y, size: 10, bold: true });
  p.text(551, `€${num(total, 'en')}`, { y, size: 10, bold: true, align: 'right' });
  y += 14;
  p.text(400, `VAT ${vr}% included where applicable`, { y, size: 7.5 });
  y += 30;
  p.text(40, 'Vehicle sold price: as above. All vehicles sold subject to our terms of business.', { y, size: 8.5 });
  footer3(p, [
    [name, f.city],
    [`Tel ${f.phone}`, f.email],
    [`IBAN ${ibanOf(rng, 'IE')}`, `VAT No. IE${digits(rng, 7)}A`],
  ]);
  return doc(p, 'en', { documentType: 'purchase', sellerName: name, saleDate: date, purchasePrice: price });
};

const NOTEN = ['1', '1-', '2+', '2', '2-', '3+', '3', '3-', '4'];

/** German Kfz-Sachverständiger's Kurzgutachten (Word template): Zustandsnote, Marktwert, Wiederbeschaffungswert. */
export const kurzgutachtenDE = (rng: Random): Generated => {
  const p = new PageBuilder();
  const qual = rng.pick(['Dipl.-Ing. (FH)', 'Kfz-Meister', 'Kfz-Sachverständiger']);
  const person = personDE(rng);
  const f = firm(rng, 'DE', `Sachverständigenbüro ${person.split(' ')[1]}`, 'Bewertungen · Gutachten · Oldtimer-Wertermittlung');
  const date = rng.date(2006, 2026);
  const note = rng.pick(NOTEN);
  const value = rng.int(8, 180) * 500;
  letterhead(p, f, 'rightBlock', 'de');
  addressWindow(p, f, customer(rng, 'DE').lines);
  refBlock(
    p,
    [
      ['Gutachten-Nr.', `${date.slice(2, 4)}-${digits(rng, 4)}`],
      ['Besichtigung', fd(date, 'de')],
      ['Auftrag', rng.pick(['Versicherungswert', 'Kaufberatung', 'Marktwert'])],
    ],
    'colon',
    350,
    160,
  );
  p.text(40, 'Kurzgutachten zur Wertermittlung', { y: 262, size: 13, bold: true });
  let y = 286;
  const rows: [string, string][] = [
    ['Fahrzeug', rng.pick(CARS)],
    ['FIN', vin(rng)],
    ['Kennzeichen', plate(rng, 'DE')],
    ['Erstzulassung', fd(rng.date(1958, 1995), 'de')],
    ['Zustandsnote', note],
    ['Marktwert', `${num(value, 'de')} €`],
    ['Wiederbeschaffungswert', `${num(r2(value * 1.15), 'de')} €`],
  ];
  rows.forEach(([l, v], i) => {
    p.box(40, y - 11, 200, 16, i >= 4);
    p.box(240, y - 11, 200, 16, i >= 4);
    p.text(45, l, { y, size: 9 });
    p.text(245, v, { y, size: 9.5, bold: i >= 4 });
    y += 16;
  });
  y += 16;
  p.y = y;
  para(
    p,
    40,
    `Das Fahrzeug wurde am ${fd(date, 'de')} in ${f.city.split(' ').slice(1).join(' ')} besichtigt. Die Bewertung erfolgt nach dem Notensystem 1–5 für klassische Fahrzeuge. Der Marktwert entspricht dem Betrag, der auf dem Markt bei einem Verkauf zu erzielen wäre.`,
    110,
    { size: 8.5 },
  );
  p.down(20);
  p.text(40, person, { y: p.y, size: 9.5 });
  p.text(40, `${qual}, öffentlich bestellter und vereidigter Sachverständiger`, { y: p.y + 12, size: 8 });
  footer3(p, [[f.name, f.street, f.city], [`Tel. ${f.phone}`, f.email], [`IBAN ${ibanOf(rng, 'DE')}`]]);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: person, appraisalDate: date, appraisedValue: value, conditionNotes: note });
};

/** Swiss vehicle valuation (Fahrzeugbewertung) from a small Expertenbüro: Zustand in words, Verkehrswert CHF. */
export const fahrzeugbewertungCH = (rng: Random): Generated => {
  const p = new PageBuilder();
  const person = personDE(rng);
  const f = firm(rng, 'CH', `Expertenbüro ${person.split(' ')[1]} GmbH`, 'Fahrzeugexpertisen und Bewertungen');
  const date = rng.date(2008, 2026);
  const cond = rng.pick(['sehr gut', 'gut', 'gepflegt', 'restauriert, sehr gut', 'befriedigend']);
  const value = rng.int(10, 200) * 500;
  letterhead(p, f, 'split', 'de');
  p.text(40, 'FAHRZEUGBEWERTUNG', { y: 120, size: 14, bold: true });
  const y0 = refBlock(
    p,
    [
      ['Bewertung Nr.', digits(rng, 5)],
      ['Datum', fd(date, 'delong')],
      ['Experte', person],
    ],
    'above',
    40,
    144,
    515,
  );
  let y = y0 + 16;
  const rows: [string, string][] = [
    ['Marke / Modell', rng.pick(CARS)],
    ['Fahrgestell-Nr.', vin(rng)],
    ['Kontrollschild', plate(rng, 'CH')],
    ['1. Inverkehrsetzung', fd(rng.date(1960, 1995), 'de')],
    ['Veteranenstatus', rng.pick(['ja', 'beantragt', 'nein'])],
  ];
  for (const [l, v] of rows) {
    p.text(40, l, { y, size: 9 });
    p.text(190, v, { y, size: 9.5 });
    y += 14;
  }
  y += 12;
  p.text(40, `Gesamtzustand: ${cond}`, { y, size: 10, bold: true });
  y += 16;
  p.text(40, `Verkehrswert: CHF ${num(value, 'ch')}`, { y, size: 11, bold: true });
  y += 24;
  p.y = y;
  para(p, 40, 'Die Bewertung gilt am Tag der Besichtigung und unter der Voraussetzung, dass keine verdeckten Mängel vorliegen.', 110, { size: 8.5 });
  footer3(p, [[f.name, f.street, f.city], [`Tel. ${f.phone}`, f.email], [`MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`]]);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: person, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
};

/** British valuer's agreed-value certificate for insurers (Word): condition grade, valuation £. */
export const ukAgreedValueCertificate = (rng: Random): Generated => {
  const p = new PageBuilder();
  const person = personEN(rng);
  const f = firm(rng, 'UK', `${person.split(' ')[1]} Vehicle Valuations`, 'Independent classic vehicle valuations for insurance');
  const date = rng.date(2005, 2026);
  const grade = rng.pick(['Concours', 'Excellent', 'Very Good', 'Good', 'Fair', 'Condition 2 – Very Good']);
  const value = rng.int(6, 150) * 500;
  letterhead(p, f, 'centered', 'en');
  p.text(297, 'VALUATION CERTIFICATE', { y: 124, size: 15, bold: true, align: 'center' });
  p.text(297, 'for agreed value insurance purposes', { y: 138, size: 9, align: 'center' });
  let y = 170;
  const rows: [string, string][] = [
    ['Certificate no.', `VC${digits(rng, 5)}`],
    ['Owner', personEN(rng)],
    ['Vehicle', rng.pick(CARS)],
    ['Registration', plate(rng, 'UK')],
    ['Chassis no.', vin(rng)],
    ['Date of inspection', fd(date, 'uklong')],
    ['Overall condition', grade],
  ];
  for (const [l, v] of rows) {
    p.text(70, l, { y, size: 9.5 });
    p.text(230, v, { y, size: 9.5 });
    y += 16;
  }
  y += 10;
  p.box(70, y - 14, 380, 24, true);
  p.text(76, 'Valuation', { y, size: 11, bold: true });
  p.text(444, `£${num(value, 'en')}`, { y, size: 12, bold: true, align: 'right' });
  y += 36;
  p.y = y;
  para(
    p,
    70,
    'I certify that I have inspected the above vehicle and that in my opinion the figure stated is a fair market value for insurance purposes at the date of inspection.',
    95,
    { size: 8.5 },
  );
  p.down(24);
  hline(p, 70, 200, p.y);
  p.text(70, person, { y: p.y + 12, size: 9.5 });
  p.text(70, 'Valuer', { y: p.y + 23, size: 8 });
  footer3(p, [[f.name, f.street, f.city], [`T ${f.phone}`, f.email], [f.web]]);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: person, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
};

/** American appraiser's report (Word): condition class 1–6, fair market value. */
export const usAppraisalReport = (rng: Random): Generated => {
  const p = new PageBuilder();
  const person = personEN(rng);
  const f = firm(rng, 'US', `${person.split(' ')[1]} Collector Car Appraisals LLC`, 'Certified appraisals · Insurance · Estates · Disputes');
  const date = rng.date(2003, 2026);
  const cond = rng.pick(['#1 Concours', '#2 Excellent', '#3 Good', '#4 Fair', 'Class 2 (Excellent)']);
  const value = rng.int(60, 1800) * 100;
  letterhead(p, f, 'logoLine', 'en');
  p.text(40, 'APPRAISAL REPORT', { y: 120, size: 14, bold: true });
  const y0 = refBlock(
    p,
    [
      ['Report #', `${date.slice(0, 4)}-${digits(rng, 3)}`],
      ['Inspection date', fd(date, 'us')],
      ['Purpose', rng.pick(['Agreed value insurance', 'Estate', 'Pre-purchase'])],
      ['Client', personEN(rng)],
    ],
    'grid',
    40,
    150,
    515,
  );
  let y = y0 + 18;
  const car = rng.pick(CARS);
  p.text(40, `Subject vehicle: ${rng.int(1955, 1990)} ${car}`, { y, size: 9.5 });
  y += 13;
  p.text(40, `VIN: ${vin(rng)}   Odometer: ${num(rng.int(10000, 99999), 'en').replace('.00', '')} (believed actual)`, { y, size: 9.5 });
  y += 22;
  p.text(40, 'Condition rating', { y, size: 9 });
  p.text(200, cond, { y, size: 10, bold: true });
  y += 16;
  p.text(40, 'Fair market value', { y, size: 9 });
  p.text(200, `$${num(value, 'en')}`, { y, size: 11, bold: true });
  y += 24;
  p.y = y;
  para(
    p,
    40,
    'Body, paint, interior, chrome and mechanical condition were inspected in person. Comparable sales from recent auctions and private sales were considered. This appraisal is valid for twelve months from the inspection date.',
    110,
    { size: 8.5 },
  );
  p.down(20);
  p.text(40, `Appraiser: ${person}`, { y: p.y, size: 9.5 });
  p.text(40, 'Member, International Automotive Appraisers Association', { y: p.y + 12, size: 8 });
  footer3(p, [[f.name, f.street, f.city], [`Phone ${f.phone}`, f.email], [f.web]]);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: person, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
};
