/** Online auction and marketplace invoices, digital sales contracts and online valuations, 2008–2026 (unseen-au). */
import { addDays, doc, fd, num, r2, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  cityAT,
  cityDE,
  digits,
  ibanAT,
  ibanDE,
  ibanGB,
  kv,
  letters,
  PageBuilder,
  personDE,
  personEN,
  phoneUK,
  plateDE,
  stacked,
  streetDE,
  streetEN,
  vin,
  upToNow,
} from './kit';

const round = (rng: Random, lo: number, hi: number, step: number) => rng.int(lo / step, hi / step) * step;

/** Online classic-car auction's Käuferrechnung: Zuschlag, Aufgeld 15 % with VAT on it, payment within 7 days. */
export function onlineAuktionAufgeld(rng: Random): Generated {
  const p = new PageBuilder();
  const house = rng.pick(['Klassik-Auktionen Online GmbH', 'Auktionshaus Lindner Classic', 'Carsale24 Classic Auctions GmbH']);
  const date = upToNow(rng, 2015);
  const hammer = round(rng, 8000, 140000, 250);
  const fee = r2(hammer * 0.15);
  const feeVat = r2(fee * 0.19);
  const total = r2(hammer + fee + feeVat);
  p.text(50, house, { size: 15, bold: true });
  p.text(50, `${streetDE(rng)} · ${cityDE(rng)} · HRB ${digits(rng, 5)}`, { size: 7.5, y: 75 });
  p.y = 115;
  p.text(50, `Käufer: ${personDE(rng)}, ${cityDE(rng)}`, { size: 9.5 });
  p.down(28);
  p.text(50, `Käuferrechnung Nr. K-${digits(rng, 6)}`, { size: 13, bold: true });
  p.down(16);
  kv(p, 50, 'Auktionsende', `${fd(date, 'de')}, ${rng.int(18, 21)}:00 Uhr`, { gap: 110 });
  p.down(12);
  kv(p, 50, 'Los-Nr.', String(rng.int(1, 240)), { gap: 110 });
  p.down(12);
  kv(p, 50, 'Fahrzeug', `${rng.pick(['Mercedes-Benz 230 SL Pagode', 'Porsche 912', 'BMW 3.0 CSi', 'Alfa Romeo Giulia Sprint GT'])}, FIN ${vin(rng)}`, {
    gap: 110,
  });
  p.down(12);
  kv(p, 50, 'Besteuerung', 'Differenzbesteuert nach § 25a UStG (Zuschlag)', { gap: 110 });
  p.down(26);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Zuschlagspreis (Kaufpreis)', `${num(hammer, 'de')} €`]);
  p.down(13);
  row(p, cols, ['Aufgeld 15 %', `${num(fee, 'de')} €`]);
  p.down(13);
  row(p, cols, ['zzgl. 19 % MwSt. auf das Aufgeld', `${num(feeVat, 'de')} €`]);
  p.down(15);
  row(p, cols, ['Rechnungsbetrag', `${num(total, 'de')} €`], { bold: true, size: 11 });
  p.down(30);
  p.text(50, `Zahlbar innerhalb von 7 Tagen auf ${ibanDE(rng)}, Verwendungszweck: Los ${digits(rng, 3)}.`, { size: 8.5 });
  p.down(12);
  p.text(50, 'Die Herausgabe von Fahrzeug und Papieren erfolgt nach vollständigem Zahlungseingang.', { size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: house, saleDate: date, purchasePrice: hammer });
}

/** Private sale contract filled in a marketplace's online form: Verkäufer and Käufer boxes, price in figures and words. */
export function marktplatzKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const seller = personDE(rng);
  const date = upToNow(rng, 2010);
  const price = round(rng, 1500, 48000, 100);
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' });
  p.text(297, '– Privatverkauf unter Ausschluss der Sachmängelhaftung –', { size: 9, align: 'center', y: 76 });
  p.y = 105;
  p.box(50, 95, 240, 70);
  p.box(305, 95, 240, 70);
  p.text(58, 'Verkäufer', { size: 8, bold: true, y: 108 });
  p.text(58, seller, { size: 10, y: 124 });
  p.text(58, streetDE(rng), { size: 9, y: 137 });
  p.text(58, cityDE(rng), { size: 9, y: 150 });
  p.text(313, 'Käufer', { size: 8, bold: true, y: 108 });
  p.text(313, personDE(rng), { size: 10, y: 124 });
  p.text(313, streetDE(rng), { size: 9, y: 137 });
  p.text(313, cityDE(rng), { size: 9, y: 150 });
  p.y = 190;
  p.text(50, 'Fahrzeug', { size: 10, bold: true });
  p.down(14);
  for (const [l, v] of [
    ['Hersteller / Modell', rng.pick(['VW Golf I GTI', 'Opel Manta B', 'Mercedes 190 E 2.3-16', 'Audi 80 B2'])],
    ['FIN', vin(rng)],
    ['Amtl. Kennzeichen', plateDE(rng)],
    ['Kilometerstand lt. Tacho', `${rng.int(40, 280)}.${digits(rng, 3)} km`],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + 1}`],
  ] as [string, string][]) {
    kv(p, 50, l, v, { gap: 140 });
    p.down(13);
  }
  p.down(14);
  p.box(50, p.y - 12, 495, 22, true);
  p.text(58, `Kaufpreis: ${num(price, 'de')} EUR`, { size: 11, bold: true });
  p.text(300, 'Bezahlt: bar bei Übergabe', { size: 9 });
  p.down(28);
  p.text(50, 'Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Unfallschäden bekannt sind, außer:', { size: 8.5 });
  p.down(12);
  p.text(50, rng.pick(['keine', 'Kratzer Stoßfänger hinten', 'Parkrempler Tür links (2019, fachgerecht behoben)']), { size: 9 });
  p.down(30);
  p.text(50, `${cityDE(rng).slice(6)}, den ${fd(date, 'de')}`, { size: 9.5 });
  p.down(36);
  p.box(50, p.y, 200, 0.01);
  p.box(305, p.y, 200, 0.01);
  p.down(12);
  p.text(50, 'Unterschrift Verkäufer', { size: 8 });
  p.text(305, 'Unterschrift Käufer', { size: 8 });
  p.down(30);
  p.text(297, 'Vorlage erstellt mit dem Online-Kaufvertrag des Fahrzeugmarkts · kostenlos', { size: 7, align: 'center' });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Austrian dealer's sales invoice under Differenzbesteuerung (§ 24 UStG), no VAT shown, Übergabedatum. */
export function haendlerDifferenzRechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const dealer = rng.pick(['Classic Cars Huber GmbH', 'Autohandel Pichler e.U.', 'Gebrauchtwagenzentrum Maier']);
  const date = upToNow(rng, 2011);
  const price = round(rng, 6000, 95000, 500);
  const handling = 290;
  const total = price + handling;
  p.text(545, dealer, { size: 14, bold: true, align: 'right' });
  p.text(545, `${cityAT(rng)} · UID ATU${digits(rng, 8)}`, { size: 8, align: 'right', y: 74 });
  p.y = 110;
  p.text(50, `${personDE(rng)}`, { size: 10 })
    .down(12)
    .text(50, cityAT(rng), { size: 10 });
  p.y = 165;
  p.text(50, 'Rechnung – Fahrzeugverkauf', { size: 14, bold: true });
  p.down(18);
  kv(p, 50, 'Rechnungsnummer', `FZ-${digits(rng, 5)}`, { gap: 110 });
  kv(p, 320, 'Übergabedatum', fd(date, 'de'), { gap: 90 });
  p.down(12);
  kv(p, 50, 'Fahrgestellnr.', vin(rng), { gap: 110 });
  kv(p, 320, 'Typenschein-Nr.', `${letters(rng, 1)}${digits(rng, 6)}`, { gap: 90 });
  p.down(26);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, [`Fahrzeugpreis ${rng.pick(['Mercedes-Benz 280 SE', 'VW T2 Bus', 'Puch G 230'])}`, `EUR ${num(price, 'de')}`]);
  p.down(13);
  row(p, cols, ['Zulassungs- und Überstellungspauschale', `EUR ${num(handling, 'de')}`]);
  p.down(15);
  row(p, cols, ['Gesamtbetrag', `EUR ${num(total, 'de')}`], { bold: true });
  p.down(26);
  p.text(50, 'Differenzbesteuerung gem. § 24 UStG – die Umsatzsteuer ist nicht gesondert ausweisbar.', { size: 8.5 });
  p.down(12);
  p.text(50, `Der Betrag wurde am ${fd(date, 'de')} auf ${ibanAT(rng)} überwiesen. Danke für Ihren Kauf!`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

/** US online auction's buyer invoice: winning bid, buyer's fee 5 % capped, seller named, wire instructions. */
export function usOnlineAuctionBuyerFee(rng: Random): Generated {
  const p = new PageBuilder();
  const site = rng.pick(['BidGarage', 'Hammer & Tire Online Auctions', 'ClassicLot.com']);
  const seller = personEN(rng);
  const date = upToNow(rng, 2014);
  const bid = round(rng, 9000, 180000, 250);
  const fee = Math.min(7500, Math.max(250, r2(bid * 0.05)));
  p.text(50, site, { size: 16, bold: true });
  p.text(545, 'BUYER INVOICE', { size: 11, bold: true, align: 'right', y: 60 });
  p.y = 100;
  p.text(50, `Congratulations! You won: ${rng.int(1958, 2005)} ${rng.pick(['Porsche 911 Targa', 'Ford Bronco', 'Toyota Land Cruiser FJ40', 'BMW M3 E30'])}`, {
    size: 11,
  });
  p.down(22);
  stacked(p, 50, 'AUCTION ENDED', fd(date, 'uslong'));
  stacked(p, 200, 'LISTING #', digits(rng, 5));
  stacked(p, 320, 'SELLER', seller);
  stacked(p, 450, 'VIN', vin(rng).slice(-8));
  p.y += 50;
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Winning bid (paid directly to the seller)', `$${num(bid, 'en')}`]);
  p.down(14);
  row(p, cols, ["Buyer's fee (5%, min $250, max $7,500) — charged to card on file", `$${num(fee, 'en')}`]);
  p.down(16);
  row(p, cols, ['Total due to us today', `$${num(fee, 'en')}`], { bold: true });
  p.down(30);
  p.text(50, `Arrange payment of $${num(bid, 'en')} with ${seller} within 7 days, e.g. by wire transfer or escrow.`, { size: 8.5 });
  p.down(12);
  p.text(50, 'Title and bill of sale are provided by the seller. Shipping quotes available in your dashboard.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: bid });
}

/** UK online auction: hammer price, buyer's premium 12.5 % plus VAT, internet surcharge, the auction house as seller. */
export function ukOnlineAuctionPremium(rng: Random): Generated {
  const p = new PageBuilder();
  const house = rng.pick(['Harper Collectors Car Auctions Ltd', 'Midland Timed Auctions Ltd', 'Bennett & Hughes Auctioneers']);
  const date = upToNow(rng, 2012);
  const hammer = round(rng, 3000, 90000, 100);
  const prem = r2(hammer * 0.125);
  const vat = r2(prem * 0.2);
  const net = r2(hammer * 0.03);
  const total = r2(hammer + prem + vat + net);
  p.text(50, house, { size: 15, bold: true });
  p.text(50, `${streetEN(rng)} · ${phoneUK(rng)} · VAT No. GB${digits(rng, 9)}`, { size: 7.5, y: 75 });
  p.y = 110;
  p.text(50, 'Purchase Invoice — Timed Online Sale', { size: 13, bold: true });
  p.down(20);
  kv(p, 50, 'Sale date', fd(date, 'uk'), { gap: 95 });
  kv(p, 300, 'Buyer no.', `B${digits(rng, 5)}`, { gap: 70 });
  p.down(12);
  kv(p, 50, 'Lot', `${rng.int(1, 300)} – ${rng.pick(['1973 Triumph Stag', '1988 Ford Sierra RS Cosworth', '1962 Morris Minor 1000'])}`, { gap: 95 });
  p.down(12);
  kv(p, 50, 'Buyer', personEN(rng), { gap: 95 });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['', 'VAT', 'Amount'], { bold: true, size: 8.5 });
  p.down(13);
  row(p, cols, ['Hammer price (margin scheme)', '—', `£${num(hammer, 'en')}`]);
  p.down(13);
  row(p, cols, ["Buyer's premium 12.5%", `£${num(vat, 'en')}`, `£${num(prem, 'en')}`]);
  p.down(13);
  row(p, cols, ['Internet bidding surcharge 3%', '—', `£${num(net, 'en')}`]);
  p.down(15);
  row(p, cols, ['Total payable', '', `£${num(total, 'en')}`], { bold: true });
  p.down(30);
  p.text(50, `Bank transfer: ${ibanGB(rng)} · Reference: your buyer number. Collection within 5 working days.`, { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: house, saleDate: date, purchasePrice: hammer });
}

/** Online valuation service's short certificate: value band, the Zustandsnote, the expert who signed it. */
export function onlineWertkurzgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const expert = `${rng.pick(['Dipl.-Ing.', 'Kfz-Meister', 'Sachverständiger'])} ${personDE(rng)}`;
  const date = upToNow(rng, 2014);
  const value = round(rng, 6000, 160000, 500);
  const note = rng.pick(['2', '2-', '2+', '3+', '3']);
  p.text(50, rng.pick(['WertCheck Klassik', 'Oldtimer-Bewertung.de', 'Classic Value Online']), { size: 16, bold: true });
  p.text(50, 'Kurzbewertung (online beauftragt, mit Vor-Ort-Besichtigung)', { size: 9, y: 80 });
  p.y = 120;
  p.box(50, 105, 495, 70, true);
  stacked(p, 60, 'MARKTWERT', `${num(value, 'de')} €`, 122);
  stacked(p, 230, 'ZUSTANDSNOTE', note, 122);
  stacked(p, 360, 'BESICHTIGT AM', fd(date, 'de'), 122);
  p.text(60, `Gutachten-Nr. ${digits(rng, 4)}-${digits(rng, 4)} · ${plateDE(rng, true)}`, { size: 8, y: 165 });
  p.y = 205;
  for (const [l, v] of [
    ['Fahrzeug', rng.pick(['Mercedes-Benz W113 280 SL', 'Porsche 356 B', 'VW Käfer 1200 Export'])],
    ['FIN', vin(rng)],
    ['Auftraggeber', personDE(rng)],
    ['Karosserie', rng.pick(['gepflegt, kleine Steinschläge', 'restauriert, sehr guter Lack', 'altersgemäß, Patina'])],
    ['Technik', rng.pick(['ohne Befund', 'leichte Ölfeuchte am Motor', 'überholt laut Belegen'])],
  ] as [string, string][]) {
    kv(p, 50, l, v, { gap: 110 });
    p.down(14);
  }
  p.down(20);
  p.text(50, `Bewertet von ${expert}`, { size: 9.5 });
  p.down(12);
  p.text(50, 'Der Marktwert gilt für den Handel zwischen Privatpersonen am Besichtigungstag.', { size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: note });
}

/** Expert's valuation report PDF: Wiederbeschaffungswert in a frame, condition classes as a table, signature line. */
export function sachverstaendigenWertgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const office = rng.pick(['Ingenieurbüro Kessler', 'Sachverständigenbüro Engel', 'Kfz-Gutachten Reiter']);
  const expert = `Dipl.-Ing. (FH) ${personDE(rng)}`;
  const date = upToNow(rng, 2009);
  const value = round(rng, 8000, 220000, 1000);
  const cond = rng.pick(['Zustand 2 (guter Zustand)', 'Zustand 3 (gebrauchter Zustand)', 'Zustand 1- (sehr guter Zustand)']);
  p.text(50, office, { size: 14, bold: true });
  p.text(50, `Öffentlich bestellter und vereidigter Sachverständiger · ${cityDE(rng)}`, { size: 8, y: 74 });
  p.y = 115;
  p.text(50, 'Wertgutachten für Oldtimer', { size: 16, bold: true });
  p.down(16);
  p.text(50, `Nr. WG-${digits(rng, 4)}/${date.slice(2, 4)} · erstellt am ${fd(date, 'delong')}`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 280 }];
  for (const [l, v] of [
    ['Baugruppe', 'Bewertung'],
    ['Karosserie', rng.pick(['2', '2-', '3+'])],
    ['Lack', rng.pick(['2', '2+', '3'])],
    ['Motor / Getriebe', rng.pick(['2', '2-'])],
    ['Innenraum', rng.pick(['2', '3+'])],
  ]) {
    row(p, cols, [l, v], { bold: l === 'Baugruppe' });
    p.down(13);
  }
  p.down(10);
  p.text(50, `Gesamtzustand: ${cond}`, { size: 10, bold: true });
  p.down(26);
  p.box(50, p.y - 14, 495, 30, true);
  p.text(60, 'Wiederbeschaffungswert', { size: 11, bold: true, y: p.y + 4 });
  p.text(535, `${num(value, 'de')} EUR`, { size: 13, bold: true, align: 'right', y: p.y + 4 });
  p.down(44);
  p.text(50, 'Der Wert versteht sich inkl. Mehrwertsteuer bzw. differenzbesteuert. Gültig zum Besichtigungstag.', { size: 8 });
  p.down(40);
  p.box(50, p.y, 200, 0.01);
  p.down(12);
  p.text(50, expert, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** UK agreed-value certificate issued online for an insurer: valuation, condition grade, valuer's name, valid 12 months. */
export function ukAgreedValueCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const valuer = personEN(rng);
  const date = upToNow(rng, 2012);
  const value = round(rng, 5000, 150000, 250);
  const cond = rng.pick(['Condition 1 – Concours', 'Condition 2 – Excellent', 'Condition 3 – Good']);
  p.text(297, rng.pick(['Classic Valuations Online Ltd', 'The Agreed Value Company', 'MotorValue UK']), { size: 16, bold: true, align: 'center' });
  p.text(297, 'VALUATION CERTIFICATE FOR INSURANCE PURPOSES', { size: 10, bold: true, align: 'center', y: 82 });
  p.y = 125;
  for (const [l, v] of [
    ['Certificate no.', `VC-${digits(rng, 6)}`],
    ['Vehicle', rng.pick(['1970 Jaguar XJ6 4.2', '1965 Ford Mustang Fastback', '1979 Mercedes-Benz 450 SL'])],
    ['Registration', `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`],
    ['Owner', personEN(rng)],
    ['Valued on', fd(date, 'uklong')],
    ['Condition', cond],
    ['Agreed valuation', `£${num(value, 'en')}`],
    ['Valid until', fd(addDays(date, 364), 'uklong')],
  ] as [string, string][]) {
    p.text(200, l, { size: 10, align: 'right' });
    p.text(215, v, { size: 10, bold: l === 'Agreed valuation' });
    p.down(18);
  }
  p.down(20);
  p.text(50, 'Based on photographs, documents and a video inspection submitted through our portal.', { size: 8.5 });
  p.down(24);
  p.text(50, `Valuer: ${valuer}, ${rng.pick(['IMI accredited', 'FIVA-registered', 'MIAE'])}`, { size: 9.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** US certified appraisal e-mailed as a PDF: fair market value, condition rating #1–#6, appraiser's signature block. */
export function usCertifiedAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const appraiser = personEN(rng);
  const date = upToNow(rng, 2010);
  const value = round(rng, 7000, 250000, 500);
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent', '#3- Good']);
  const firm = rng.pick(['Precision Auto Appraisals LLC', 'Heartland Classic Appraisers', 'Pacific Coast Vehicle Appraisal']);
  p.text(50, firm, { size: 15, bold: true });
  p.text(50, `Certified appraisals for insurance, lending and estates · ${streetEN(rng)}`, { size: 8, y: 75 });
  p.y = 115;
  p.text(50, 'CERTIFIED APPRAISAL REPORT', { size: 14, bold: true });
  p.down(22);
  const cells: [string, string][] = [
    ['Report date', fd(date, 'us')],
    ['Inspection date', fd(addDays(date, -rng.int(1, 9)), 'us')],
    ['Client', personEN(rng)],
    ['VIN', vin(rng, '1G1')],
  ];
  cells.forEach(([l, v], k) => stacked(p, 50 + (k % 2) * 250, l, v, p.y + Math.floor(k / 2) * 30));
  p.y += 70;
  p.text(50, `Vehicle: ${rng.int(1955, 1995)} ${rng.pick(['Chevrolet Corvette', 'Pontiac GTO', 'Ford Thunderbird', 'Dodge Charger'])}`, { size: 10 });
  p.down(16);
  p.text(50, `Overall condition rating: ${cond}`, { size: 10 });
  p.down(26);
  p.box(50, p.y - 14, 495, 30);
  p.text(60, 'FAIR MARKET VALUE', { size: 11, bold: true, y: p.y + 4 });
  p.text(535, `$${num(value, 'en')}`, { size: 13, bold: true, align: 'right', y: p.y + 4 });
  p.down(44);
  p.text(50, 'Value determined from comparable sales (auction results, dealer listings) within the last 18 months.', { size: 8.5 });
  p.down(40);
  p.box(50, p.y, 200, 0.01);
  p.down(12);
  p.text(50, `${appraiser}, Certified Appraiser`, { size: 9 });
  p.down(11);
  p.text(50, `License/Member No. ${letters(rng, 3)}-${digits(rng, 5)}`, { size: 8 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
