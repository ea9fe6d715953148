/**
 * Dealers' purchase contracts and invoices, and valuation-software reports.
 */
import { PageBuilder } from '../page';
import { doc, fd, num, yearOf, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, LAST_DE, SALES_TAX, digits, ibanLU, personDE, personEN, place, plate, r2, rule, vin } from './kit';

const de = (n: number) => num(n, 'de');
const en = (n: number) => num(n, 'en');

/** 42. Lower Bavaria: Verbindliche Bestellung eines gebrauchten Fahrzeuges (DMS print), differential taxation. */
export function bestellungGebrauchtwagen(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ndb');
  const seller = `Autohaus ${rng.pick(LAST_DE)} GmbH`;
  const date = rng.date(2002, 2026);
  const price = rng.int(40, 420) * 100;
  const fee = rng.pick([0, 149, 199, 249]);
  const total = price + fee;
  p.text(40, seller, { size: 13, bold: true }).text(40, `${a.street} · ${a.line2}`, { size: 8, y: 72 });
  p.text(40, 'Verbindliche Bestellung eines gebrauchten Kraftfahrzeuges', { size: 12, bold: true, y: 110 });
  p.text(40, `Bestell-Nr. GW-${digits(rng, 5)} · Verkäufer: ${personDE(rng)}`, { size: 8.5, y: 124 });
  p.y = 150;
  p.text(40, 'Käufer', { size: 7, bold: true }).text(300, 'Fahrzeug', { size: 7, bold: true });
  p.down(12);
  const buyer = [personDE(rng), place(rng, 'ndb').street, place(rng, 'ndb').line2];
  const car = [
    rng.pick(CARS_DE),
    `FIN ${vin(rng)}`,
    `EZ ${fd(rng.date(yearOf(date) - 10, yearOf(date) - 1), 'de')} · km ${num(rng.int(10000, 200000), 'de').slice(0, -3)}`,
  ];
  for (let i = 0; i < 3; i++) {
    p.text(40, buyer[i], { size: 9 }).text(300, car[i], { size: 9 });
    p.down(12);
  }
  p.down(16);
  const rows: [string, string][] = [
    ['Kaufpreis (differenzbesteuert nach § 25a UStG)', `${de(price)} EUR`],
    ['Überführung / Zulassungsservice', `${de(fee)} EUR`],
    ['Gesamtpreis', `${de(total)} EUR`],
  ];
  rows.forEach(([l, v], i) => {
    p.text(40, l, { size: 9.5, bold: i === 2 }).text(555, v, { size: 9.5, bold: i === 2, align: 'right' });
    p.down(14);
  });
  p.down(10);
  p.text(40, `Gewährleistung: 12 Monate. Liefertermin: ${fd(date, 'de')}. Es gelten die umseitigen Verkaufsbedingungen (ZDK).`, { size: 8 });
  p.down(40);
  p.text(40, `${a.short}, ${fd(date, 'de')}`, { size: 9 });
  p.text(40, 'Unterschrift Käufer', { size: 7, y: p.y + 30 }).text(330, 'Unterschrift Verkäufer', { size: 7, y: p.y + 30 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 43. Luxembourg: Fahrzeugrechnung of a dealer in German, with TVA on the full price. */
export function luxFahrzeugrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'lux');
  const seller = `${rng.pick(['Autopolis', 'Garage Kremer', 'Arnold Kontz', 'Losch Occasions'])} S.A.`;
  const date = rng.date(2004, 2026);
  const y = yearOf(date);
  const vat = y < 2015 ? 15 : y === 2023 ? 16 : 17;
  const net = rng.int(80, 600) * 100;
  const tva = r2((net * vat) / 100);
  const total = r2(net + tva);
  p.text(555, seller, { size: 14, bold: true, align: 'right' }).text(555, `${a.street}, ${a.zip} ${a.town}`, { size: 8, align: 'right', y: 73 });
  p.text(40, personDE(rng), { y: 125 }).text(40, `${place(rng, 'lux').zip} ${place(rng, 'lux').town}`, { y: 138 });
  p.text(40, `Rechnung Fahrzeugverkauf Nr. VF${digits(rng, 5)}`, { size: 12, bold: true, y: 185 });
  p.text(40, `Datum: ${fd(date, 'de')}`, { size: 9, y: 200 });
  p.y = 230;
  const rows: [string, string][] = [
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Fahrgestell-Nr.', vin(rng)],
    ['Kennzeichen', plate(rng, 'lux')],
    ['Kilometerstand', `${rng.int(5, 120)}.${digits(rng, 3)} km`],
  ];
  rows.forEach(([l, v]) => {
    p.text(40, l, { size: 9 }).text(180, v, { size: 9 });
    p.down(13);
  });
  p.down(14);
  p.text(300, 'Preis HTVA', { size: 9 })
    .text(555, `${de(net)} €`, { size: 9, align: 'right' })
    .down(13);
  p.text(300, `TVA ${vat} %`, { size: 9 })
    .text(555, `${de(tva)} €`, { size: 9, align: 'right' })
    .down(4);
  rule(p, 300, 255, p.y + 2);
  p.down(14);
  p.text(300, 'Zu zahlen TTC', { size: 10, bold: true })
    .text(555, `${de(total)} €`, { size: 10, bold: true, align: 'right' })
    .down(30);
  p.text(40, `Zahlung auf ${ibanLU(rng)}. Eigentumsvorbehalt bis zur vollständigen Bezahlung.`, { size: 8 });
  p.text(40, `RCS Luxembourg B${digits(rng, 5)} · TVA LU${digits(rng, 8)}`, { size: 6.5, y: 806 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: total });
}

/** 44. North-East England: used-car sales invoice with part exchange and balance. */
export function neUsedCarInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ne');
  const seller = `${rng.pick(['Stokoe', 'Hetherington', 'Coastline', 'Quayside'])} Car Sales Ltd`;
  const date = rng.date(1995, 2026);
  const price = rng.int(15, 300) * 100 - rng.pick([0, 5, 55]);
  const px = rng.chance(0.5) ? rng.int(5, 40) * 100 : 0;
  p.text(40, seller, { size: 14, bold: true }).text(40, `${a.street}, ${a.town} ${a.zip}`, { size: 8, y: 72 });
  p.text(555, 'VEHICLE SALES INVOICE', { size: 11, bold: true, align: 'right' });
  p.y = 110;
  const kv: [string, string][] = [
    ['Invoice No.', `VS${digits(rng, 5)}`],
    ['Date of sale', fd(date, 'uk')],
    ['Purchaser', personEN(rng)],
    ['Vehicle', rng.pick(CARS_EN.slice(0, 6))],
    ['Registration', plate(rng, 'ne', yearOf(date) - rng.int(1, 6))],
    ['Chassis', vin(rng)],
    ['Recorded mileage', `${num(rng.int(8000, 120000), 'en').slice(0, -3)} (not warranted)`],
  ];
  kv.forEach(([l, v]) => {
    p.text(40, l, { size: 9 }).text(170, v, { size: 9 });
    p.down(13);
  });
  p.down(14);
  p.text(300, 'Vehicle price', { size: 9.5 })
    .text(555, `£${en(price)}`, { size: 9.5, align: 'right' })
    .down(13);
  if (px)
    p.text(300, 'Less part exchange', { size: 9.5 })
      .text(555, `-£${en(px)}`, { size: 9.5, align: 'right' })
      .down(13);
  p.text(300, 'Balance to pay', { size: 10, bold: true })
    .text(555, `£${en(price - px)}`, { size: 10, bold: true, align: 'right' })
    .down(26);
  p.text(40, 'Sold under the VAT margin scheme: no VAT is separately shown or recoverable.', { size: 8 });
  p.text(40, `Company reg. ${digits(rng, 8)} · FCA ${digits(rng, 6)}`, { size: 6.5, y: 806 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 45. Ohio dealer buyer's order: price, doc fee, tax and title fees, cash price total. */
export function ohioBuyersOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'oh');
  const seller = `${rng.pick(['Lakeside', 'Queen City', 'Cuyahoga', 'Hocking Hills'])} Auto Sales, LLC`;
  const date = rng.date(2000, 2026);
  const price = rng.int(30, 450) * 100 + rng.pick([0, 95]);
  const doc2 = rng.pick([250, 387, 199]);
  const tax = r2(((price + doc2) * SALES_TAX.oh) / 100);
  const title = 15;
  const total = r2(price + doc2 + tax + title);
  p.text(40, seller, { size: 13, bold: true }).text(40, a.street + ', ' + a.line2, { size: 8, y: 72 });
  p.text(555, "BUYER'S ORDER", { size: 12, bold: true, align: 'right' });
  p.text(555, `Deal # ${digits(rng, 5)}`, { size: 8.5, align: 'right', y: 74 });
  p.y = 108;
  p.text(40, `Date: ${fd(date, 'us')}`, { size: 9 })
    .text(300, `Salesperson: ${personEN(rng)}`, { size: 9 })
    .down(13);
  p.text(40, `Buyer: ${personEN(rng)}`, { size: 9 })
    .text(300, `Co-buyer: —`, { size: 9 })
    .down(22);
  p.box(40, p.y - 10, 515, 44);
  p.text(46, `Year/Make/Model: ${yearOf(date) - rng.int(0, 8)} ${rng.pick(CARS_EN.slice(6))}`, { size: 9 }).down(13);
  p.text(46, `VIN: ${vin(rng)}   Stock #: ${rng.pick(['P', 'U'])}${digits(rng, 4)}   Odometer: ${num(rng.int(8, 150000), 'en').slice(0, -3)}`, {
    size: 9,
  }).down(30);
  const rows: [string, number][] = [
    ['Cash price of vehicle', price],
    ['Documentary service fee', doc2],
    [`Sales tax (${SALES_TAX.oh}%)`, tax],
    ['Title fee', title],
  ];
  rows.forEach(([l, v]) => {
    p.text(300, l, { size: 9 }).text(555, en(v), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(300, 'TOTAL CASH DELIVERED PRICE', { size: 9, bold: true }).text(555, `$${en(total)}`, { size: 9.5, bold: true, align: 'right' });
  p.down(30);
  p.text(40, 'AS IS – NO DEALER WARRANTY. See Buyers Guide posted on vehicle.', { size: 8, bold: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 46. Arizona retail purchase agreement, labels in a two-column grid, amount financed. */
export function arizonaPurchaseAgreement(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'az');
  const seller = `${rng.pick(['Sun Devil', 'Saguaro', 'Canyon', 'Mesa'])} ${rng.pick(['Motors', 'Auto Group', 'Ford'])}`;
  const date = rng.date(2005, 2026);
  const price = rng.int(60, 600) * 100;
  const tax = r2((price * SALES_TAX.az) / 100);
  const fees = rng.pick([489, 499, 599]);
  const down = rng.int(10, 60) * 100;
  const total = r2(price + tax + fees);
  p.text(297, seller.toUpperCase(), { size: 13, bold: true, align: 'center' }).text(297, `${a.street} · ${a.line2} · Dealer Lic. L${digits(rng, 5)}`, {
    size: 7.5,
    align: 'center',
    y: 73,
  });
  p.text(297, 'RETAIL PURCHASE AGREEMENT', { size: 11, bold: true, align: 'center', y: 100 });
  const cells: [string, string][] = [
    ['PURCHASER', personEN(rng)],
    ['DATE', fd(date, 'uslong')],
    ['VEHICLE', `${yearOf(date) - rng.int(0, 5)} ${rng.pick(CARS_EN.slice(6))}`],
    ['VIN', vin(rng)],
    ['SALE PRICE', `$${en(price)}`],
    ['DEALER DOC FEE', `$${en(fees)}`],
    ['SALES TAX', `$${en(tax)}`],
    ['TOTAL', `$${en(total)}`],
    ['CASH DOWN', `$${en(down)}`],
    ['UNPAID BALANCE', `$${en(r2(total - down))}`],
  ];
  cells.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 258;
    const yy = 120 + Math.floor(i / 2) * 30;
    p.box(x, yy, 257, 30);
    p.text(x + 4, l, { y: yy + 10, size: 6.5 }).text(x + 4, v, { y: yy + 24, size: 9.5 });
  });
  p.text(40, 'Buyer acknowledges receipt of a completed copy of this agreement.', { y: 290, size: 7.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 47. Brandenburg: valuation-software Fahrzeugbewertung (market value, Zustandsnote). */
export function fahrzeugbewertungSoftware(rng: Random): Generated {
  const p = new PageBuilder();
  const firm = `Sachverständigenbüro ${rng.pick(LAST_DE)}`;
  const date = rng.date(2008, 2026);
  const value = rng.int(20, 350) * 100;
  const grade = rng.pick(['Zustandsnote 2 (gut)', 'Zustandsnote 3 (gebraucht)', 'Zustandsnote 2- (gut)', 'Zustandsnote 4 (verbraucht)']);
  const a = place(rng, 'bb');
  p.text(40, firm, { size: 13, bold: true }).text(40, `Kfz-Sachverständiger · ${a.street} · ${a.line2}`, { size: 8, y: 72 });
  p.text(40, 'FAHRZEUGBEWERTUNG', { size: 14, bold: true, y: 110 });
  p.text(40, `Bewertungsnr. ${digits(rng, 8)} · erstellt am ${fd(date, 'de')} · Datenstand ${String(rng.int(1, 12)).padStart(2, '0')}/${yearOf(date)}`, {
    size: 8,
    y: 124,
  });
  p.y = 150;
  const rows: [string, string][] = [
    ['Hersteller/Typ', rng.pick(CARS_DE)],
    ['FIN', vin(rng)],
    ['Erstzulassung', fd(rng.date(yearOf(date) - 15, yearOf(date) - 1), 'de')],
    ['Laufleistung abgelesen', `${num(rng.int(20000, 250000), 'de').slice(0, -3)} km`],
    ['Zustand', grade],
    ['Vorschäden', rng.pick(['keine erkennbar', 'reparierter Parkschaden hinten links', 'Hagelschaden Dach, unrepariert'])],
  ];
  rows.forEach(([l, v]) => {
    p.text(40, l, { size: 9 }).text(200, v, { size: 9 });
    p.down(13);
  });
  p.down(14);
  const basis = r2(value * 1.12);
  p.text(40, 'Grundwert (Händlerverkaufswert)', { size: 9 })
    .text(400, `${de(basis)} €`, { size: 9, align: 'right' })
    .down(13);
  p.text(40, 'Zu-/Abschläge Ausstattung, Laufleistung, Zustand', { size: 9 })
    .text(400, `${de(r2(value - basis))} €`, { size: 9, align: 'right' })
    .down(15);
  p.box(36, p.y - 11, 370, 16, true);
  p.text(40, 'Ermittelter Marktwert (Wiederbeschaffungswert brutto)', { size: 9.5, bold: true }).text(400, `${de(value)} €`, {
    size: 9.5,
    bold: true,
    align: 'right',
  });
  p.down(30);
  p.text(40, `Die Bewertung gilt nur für den Zeitpunkt der Besichtigung. ${firm}, Dipl.-Ing. (FH) ${personDE(rng)}`, { size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: firm, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** 48. Upper Franconia: classic-car Wertgutachten print with Zustandsnote and Marktwert/Wiederbeschaffungswert side by side. */
export function wertgutachtenOldtimer(rng: Random): Generated {
  const p = new PageBuilder();
  const expert = `${rng.pick(['Ing.-Büro', 'Gutachterbüro'])} ${rng.pick(LAST_DE)} & Partner`;
  const date = rng.date(2000, 2026);
  const mv = rng.int(80, 900) * 100;
  const wbw = r2(mv * 1.15);
  const note = rng.pick(['2', '2-', '3+', '3']);
  const cond = `Note ${note}`;
  const a = place(rng, 'ofr');
  p.text(297, expert, { size: 13, bold: true, align: 'center', serif: true }).text(297, `${a.street} · ${a.line2}`, {
    size: 8,
    align: 'center',
    y: 73,
    serif: true,
  });
  p.text(40, 'Wertgutachten', { size: 16, serif: true, y: 115 });
  p.text(40, `Gutachten-Nr. ${yearOf(date)}-${digits(rng, 3)} vom ${fd(date, 'delong')}`, { size: 9, serif: true, y: 130 });
  p.y = 160;
  const rows: [string, string][] = [
    ['Fahrzeug', rng.pick(['Mercedes-Benz 230 SL (W113)', 'Porsche 912', 'BMW 1602', 'VW Käfer Cabriolet', 'Opel Kadett B Coupé'])],
    ['Fahrgestell-Nr.', vin(rng).slice(0, rng.int(9, 14))],
    ['Kennzeichen', `${plate(rng, 'ofr')}H`],
    ['Zustand (Classic-Data-Schema)', cond],
  ];
  rows.forEach(([l, v]) => {
    p.text(40, l, { size: 9.5, serif: true }).text(230, v, { size: 9.5, serif: true });
    p.down(14);
  });
  p.down(18);
  p.box(40, p.y, 250, 40);
  p.box(305, p.y, 250, 40);
  p.text(46, 'Marktwert', { size: 8, serif: true, y: p.y + 12 }).text(284, `${de(mv)} €`, { size: 12, bold: true, serif: true, align: 'right', y: p.y + 32 });
  p.text(311, 'Wiederbeschaffungswert', { size: 8, serif: true, y: p.y + 12 }).text(549, `${de(wbw)} €`, {
    size: 12,
    serif: true,
    align: 'right',
    y: p.y + 32,
  });
  p.down(70);
  p.text(40, `inkl. ${vatDE(yearOf(date))} % MwSt., sofern regelbesteuert. Gutachten zur Vorlage bei der Versicherung.`, { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: mv, conditionNotes: cond });
}

/** 49. North-East England: trade valuation report from valuation software (guide prices, condition). */
export function neValuationReport(rng: Random): Generated {
  const p = new PageBuilder();
  const firm = `${rng.pick(['Northern Vehicle Assessors', 'Tyne Motor Valuations', 'Teesside Engineers & Assessors'])} Ltd`;
  const date = rng.date(1998, 2026);
  const value = rng.int(8, 250) * 100;
  const cond = rng.pick(['Good', 'Average', 'Below average', 'Excellent']);
  p.text(40, firm, { size: 13, bold: true });
  p.text(40, 'VEHICLE VALUATION REPORT', { size: 11, bold: true, y: 100 });
  p.y = 125;
  const rows: [string, string][] = [
    ['Report ref', `VR${digits(rng, 6)}`],
    ['Date of inspection', fd(date, 'uklong')],
    ['Vehicle', rng.pick(CARS_EN.slice(0, 6).concat(['Land Rover Discovery 3']))],
    ['Registration', plate(rng, 'ne', yearOf(date) - rng.int(1, 8))],
    ['Mileage', num(rng.int(10000, 140000), 'en').slice(0, -3)],
    ['Overall condition', cond],
  ];
  rows.forEach(([l, v]) => {
    p.text(40, l, { size: 9 }).text(180, v, { size: 9 });
    p.down(13);
  });
  p.down(10);
  p.box(40, p.y - 10, 515, 44);
  p.text(46, 'Trade guide', { size: 8.5 })
    .text(200, `£${en(r2(value * 0.85))}`, { size: 8.5, align: 'right' })
    .text(300, 'Retail guide', { size: 8.5 })
    .text(470, `£${en(r2(value * 1.12))}`, { size: 8.5, align: 'right' });
  p.down(18);
  p.text(46, 'Our valuation', { size: 10, bold: true }).text(200, `£${en(value)}`, { size: 10, bold: true, align: 'right' });
  p.down(36);
  p.text(40, `Assessed by ${personEN(rng)}, Eng Tech AMIMI, for and on behalf of ${firm}.`, { size: 8 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: firm, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** 50. Indiana dealer trade-in appraisal from appraisal software: recon items, actual cash value. */
export function indianaTradeAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const dealer = `${rng.pick(['Hoosier', 'Wabash Valley', 'Circle City', 'Michiana'])} ${rng.pick(['Chevrolet', 'Ford', 'Honda'])}`;
  const date = rng.date(2012, 2026);
  const acv = rng.int(20, 300) * 100;
  const grade = rng.pick(['3.5 – Average', '4.0 – Clean', '2.5 – Rough', '4.5 – Extra clean']);
  p.text(40, dealer, { size: 13, bold: true }).text(40, place(rng, 'in').line2, { size: 8, y: 72 });
  p.text(555, 'TRADE APPRAISAL', { size: 11, bold: true, align: 'right' });
  p.y = 105;
  const appraiser = personEN(rng);
  const rows: [string, string][] = [
    ['Appraised', fd(date, 'us')],
    ['Appraiser', appraiser],
    ['Vehicle', `${yearOf(date) - rng.int(2, 12)} ${rng.pick(CARS_EN.slice(6))}`],
    ['VIN', vin(rng)],
    ['Odometer', num(rng.int(20000, 190000), 'en').slice(0, -3)],
    ['Condition grade', grade],
  ];
  rows.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 258;
    p.text(x, `${l}:`, { size: 8.5, bold: true, y: p.y + Math.floor(i / 2) * 13 }).text(x + 90, v, { size: 8.5, y: p.y + Math.floor(i / 2) * 13 });
  });
  p.y += 55;
  const recon: [string, number][] = [
    ['Tires (2)', 260],
    ['Windshield chip', 75],
    ['Detail / odor', 150],
    ['Brakes front', 320],
  ];
  p.text(40, 'Reconditioning', { size: 9, bold: true }).down(12);
  rng.some(recon, 2).forEach(([t, v]) => {
    p.text(60, t, { size: 8.5 }).text(300, `$${en(v)}`, { size: 8.5, align: 'right' });
    p.down(11);
  });
  p.down(10);
  p.text(40, `Book (auction avg.)  $${en(r2(acv * 1.08))}`, { size: 8.5 }).down(14);
  p.text(40, 'ACTUAL CASH VALUE', { size: 10, bold: true }).text(300, `$${en(acv)}`, { size: 10, bold: true, align: 'right' });
  p.down(26);
  p.text(40, 'Appraisal valid 7 days or 300 miles. Subject to final inspection and title verification.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: acv, conditionNotes: grade });
}
