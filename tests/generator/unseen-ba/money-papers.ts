/**
 * The money paper around a deal: receipts (deposit, import duty, registration fees, auction buyer's statement,
 * marketplace payment confirmation, shipping) and the insurance taken out the day after the purchase.
 */
import { addDays, doc, fd, hline, num, r2, sum, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, car, digits, letters, page, person, phone, plate, round } from './kit';

/** A dealer's Anzahlungsquittung: a deposit receipt on a printed form. */
export function anzahlungsQuittung(rng: Random): Generated {
  const date = rng.date(1975, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const p = page(80);
  const shop = `Oldtimer-Handel ${rng.pick(['Reinhardt', 'Kühne', 'Seidel'])} e.K.`;
  const a = address(rng, 'DE');
  p.box(50, 60, 495, 250);
  p.text(60, 'QUITTUNG', { y: 88, size: 18, bold: true });
  p.text(535, shop, { y: 80, size: 9, bold: true, align: 'right' });
  p.text(535, `${a[0]}, ${a[1]}`, { y: 91, size: 7.5, align: 'right' });
  const amt = round(rng, 500, 15000, 100);
  const c = car(rng, y, 'de');
  p.text(60, `${cur}`, { y: 125, size: 10 });
  p.box(100, 112, 140, 20);
  p.text(230, `${num(amt, 'de')}`, { y: 126, size: 11, bold: true, align: 'right' });
  p.text(60, `Betrag in Worten: ${rng.pick(['— siehe oben —', '*** Anzahlung ***'])}`, { y: 155, size: 9 });
  p.text(60, `von ${person(rng, 'DE')}`, { y: 175, size: 9.5 });
  p.text(60, `für Anzahlung auf ${c.make} ${c.model}, Fahrgestell-Nr. ${c.vin}, Restbetrag bei Abholung`, { y: 195, size: 9 });
  p.text(60, 'richtig erhalten zu haben, bestätigt', { y: 215, size: 9 });
  p.text(60, `Ort/Datum: ${a[1].replace(/^\d+ /, '')}, ${fd(date, 'de')}`, { y: 250, size: 9.5 });
  p.text(330, 'Stempel/Unterschrift des Empfängers', { y: 290, size: 7 });
  hline(p, 330, 200, 280);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: amt });
}

/** A Swiss import-duty receipt (Zollquittung) for a car bought abroad. */
export function zollQuittungCH(rng: Random): Generated {
  const date = rng.date(1996, 2025);
  const y = yearOf(date);
  const p = page(50);
  const shop = rng.pick(['Eidgenössische Zollverwaltung EZV', 'Bundesamt für Zoll und Grenzsicherheit BAZG']);
  p.text(50, 'Schweizerische Eidgenossenschaft', { size: 8 });
  p.text(50, shop, { y: 62, size: 11, bold: true });
  p.text(50, `Zollstelle ${rng.pick(['Basel/Weil-Autobahn', 'Kreuzlingen', 'St. Margrethen', 'Chiasso-Strada'])}`, { y: 75, size: 8.5 });
  p.text(545, 'Quittung / Veranlagungsverfügung', { y: 50, size: 10, bold: true, align: 'right' });
  p.text(545, `Nr. ${y}CH${digits(rng, 8)}${letters(rng, 1)}`, { y: 62, size: 8.5, align: 'right' });
  const c = car(rng, y, 'de');
  const value = round(rng, 8000, 120000, 50);
  const zoll = r2(Math.round(1500 / 100) * 15);
  const steuer = r2(value * 0.04);
  const mwst = r2(((value + zoll + steuer) * (y < 2018 ? 8 : 7.7)) / 100);
  const tot = r2(zoll + steuer + mwst);
  p.y = 110;
  p.text(50, `Importeur: ${person(rng, 'CH')}`, { size: 9 });
  p.down(13);
  p.text(50, `Ware: 1 Personenwagen ${c.make} ${c.model}, Bj. ${c.year}, Fahrgestell ${c.vin}`, { size: 9 });
  p.down(13);
  p.text(50, `Zollpflichtiger Wert CHF ${num(value, 'ch')} · Gewicht 1'500 kg brutto`, { size: 9 });
  p.down(24);
  const lines: [string, number][] = [
    ['Zoll (Ansatz CHF 15.– je 100 kg)', zoll],
    ['Automobilsteuer 4 %', steuer],
    [`Einfuhrsteuer (MWST) ${y < 2018 ? '8,0' : '7,7'} %`, mwst],
  ];
  lines.forEach(([l, v]) => {
    p.text(60, l, { size: 9.5 });
    p.text(545, num(v, 'ch'), { size: 9.5, align: 'right' });
    p.down(15);
  });
  hline(p, 350, 195);
  p.down(15);
  p.text(350, 'Total bezahlt CHF', { bold: true });
  p.text(545, num(tot, 'ch'), { bold: true, align: 'right' });
  p.down(20);
  p.text(50, `Bezahlt bar am ${fd(date, 'de')} · Kassier ${letters(rng, 2)}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** A German registration office's fee slip (Gebührenbescheid/Kassenbeleg) for re-registering the bought car. */
export function zulassungsGebuehr(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const p = page(40);
  const shop = `${rng.pick(['Landratsamt', 'Kreisverwaltung', 'Straßenverkehrsamt der Stadt'])} ${rng.pick(['Esslingen', 'Mainz-Bingen', 'Bielefeld', 'Rosenheim'])} – Zulassungsbehörde`;
  p.text(200, shop, { size: 9, bold: true, align: 'center' });
  p.text(200, 'Kassenbeleg', { y: 54, size: 11, bold: true, align: 'center' });
  p.text(50, `Beleg ${digits(rng, 4)}/${digits(rng, 6)}`, { y: 74, size: 8 });
  p.text(50, `${fd(date, 'de')} ${rng.int(7, 15)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { y: 85, size: 8 });
  p.y = 108;
  const items: [string, number][] = [
    ['Umschreibung Halterwechsel', 27.9],
    ['Zuteilung Wunschkennzeichen', 10.2],
    ['Plakette/Siegel', 0.6],
    ...(rng.chance(0.5) ? [['H-Kennzeichen Zuteilung', 10.2] as [string, number]] : []),
  ];
  items.forEach(([l, v]) => {
    p.text(50, l, { size: 8.5 });
    p.text(330, `${num(v, 'de')} EUR`, { size: 8.5, align: 'right' });
    p.down(12);
  });
  const tot = sum(items.map((i) => i[1]));
  p.text(50, '--------------------------------------------------', { size: 8.5 });
  p.down(12);
  p.text(50, 'SUMME', { size: 10, bold: true });
  p.text(330, `${num(tot, 'de')} EUR`, { size: 10, bold: true, align: 'right' });
  p.down(14);
  p.text(50, `EC-Cash  ${num(tot, 'de')} EUR`, { size: 8.5 });
  p.down(12);
  p.text(50, `Kennzeichen ${plate(rng, 'DE', 2010, rng.chance(0.5))}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** An auction house's buyer's statement: hammer, premium with VAT on premium, fees, total due. */
export function auctionBuyerStatement(rng: Random): Generated {
  const date = rng.date(1995, 2025);
  const uk = rng.chance(0.5);
  const cur = uk ? '£' : '$';
  const st = 'en';
  const p = page(50);
  const shop = uk
    ? `${rng.pick(['Hartwell', 'Ashdown', 'Pemberton'])} Classic Auctions Ltd`
    : `${rng.pick(['Mesa', 'Harbor', 'Prairie'])} Collector Car Auctions, Inc.`;
  const a = address(rng, uk ? 'UK' : 'US');
  p.text(50, shop, { size: 14, bold: true });
  p.text(50, `${a[0]}, ${a[1]}`, { y: 64, size: 8 });
  p.text(545, "BUYER'S STATEMENT", { y: 50, size: 11, bold: true, align: 'right' });
  const c = car(rng, yearOf(date), 'en');
  p.y = 100;
  p.text(50, `Sale: ${rng.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} Sale, ${fd(date, uk ? 'uklong' : 'uslong')}`, { size: 9 });
  p.down(13);
  p.text(50, `Bidder no. ${rng.int(100, 999)} — ${person(rng, uk ? 'UK' : 'US')}`, { size: 9 });
  p.down(13);
  p.text(50, `Lot ${rng.int(1, 320)}: ${c.year} ${c.make} ${c.model}, chassis ${c.vin}`, { size: 9 });
  p.down(24);
  const hammer = round(rng, 8000, 180000, 500);
  const prem = r2(hammer * (uk ? 0.15 : 0.1));
  const premVat = uk ? r2(prem * 0.2) : 0;
  const fee = uk ? r2(rng.int(50, 150)) : r2(rng.int(100, 400));
  const lines: [string, number][] = [
    ['Hammer price', hammer],
    [`Buyer's premium ${uk ? '15' : '10'}%`, prem],
    ...(uk ? [['VAT on premium @ 20%', premVat] as [string, number]] : []),
    [uk ? 'Indemnity / admin fee' : 'Documentation fee', fee],
  ];
  lines.forEach(([l, v]) => {
    p.text(60, l, { size: 9.5 });
    p.text(545, `${cur}${num(v, st)}`, { size: 9.5, align: 'right' });
    p.down(15);
  });
  const tot = sum(lines.map((l) => l[1]));
  hline(p, 330, 215);
  p.down(15);
  p.text(330, 'Total due', { bold: true, size: 11 });
  p.text(545, `${cur}${num(tot, st)}`, { bold: true, size: 11, align: 'right' });
  p.down(30);
  p.text(50, `Payment by bank transfer within 7 days. Storage charged from ${fd(addDays(date, 8), uk ? 'uk' : 'us')}.`, { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** An online marketplace's payment confirmation for a car bought through its escrow. */
export function marketplaceConfirmation(rng: Random): Generated {
  const date = rng.date(2014, 2026);
  const p = page(56);
  const shop = `${rng.pick(['ClassicDrive', 'MotorBid', 'GarageFind'])} Marketplace`;
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, 'Order confirmation', { y: 84, size: 12 });
  const c = car(rng, 2000, 'en');
  const price = round(rng, 6000, 95000, 100);
  const fee = r2(Math.min(5000, price * 0.05));
  const esc = r2(rng.int(50, 150));
  p.y = 120;
  const kv: [string, string][] = [
    ['Order ID', `${letters(rng, 2)}-${digits(rng, 8)}`],
    ['Placed on', `${fd(date, 'uslong')} at ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`],
    ['Item', `${c.year} ${c.make} ${c.model}`],
    ['Seller', `${person(rng, 'US').split(' ')[0].toLowerCase()}_${digits(rng, 3)}`],
  ];
  kv.forEach(([l, v]) => {
    p.text(50, l, { size: 8.5 });
    p.text(160, v, { size: 9.5 });
    p.down(16);
  });
  p.down(10);
  const lines: [string, number][] = [
    ['Winning bid', price],
    ['Buyer fee (5%)', fee],
    ['Escrow service', esc],
  ];
  lines.forEach(([l, v]) => {
    p.text(50, l, { size: 9.5 });
    p.text(400, `$${num(v, 'en')}`, { size: 9.5, align: 'right' });
    p.down(15);
  });
  const tot = sum(lines.map((l) => l[1]));
  hline(p, 50, 350);
  p.down(15);
  p.text(50, 'Order total', { bold: true });
  p.text(400, `$${num(tot, 'en')}`, { bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'Funds are held in escrow until you confirm receipt of the vehicle and title.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** A shipper's invoice for moving the bought car across the ocean: container, port fees, insurance. */
export function shippingInvoice(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const p = page(50);
  const shop = `${rng.pick(['Atlantic', 'Hanseatic', 'Channel'])} ${rng.pick(['Vehicle Logistics', 'Car Shipping', 'Freight Forwarding'])} Ltd`;
  const a = address(rng, 'UK');
  p.text(50, shop, { size: 13, bold: true });
  p.text(50, `${a[0]}, ${a[1]} · ${phone(rng, 'UK')}`, { y: 62, size: 8 });
  p.text(545, 'INVOICE', { y: 50, size: 14, bold: true, align: 'right' });
  const c = car(rng, yearOf(date), 'en');
  p.y = 96;
  p.text(350, `No. ${letters(rng, 3)}/${digits(rng, 5)}`, { size: 9 });
  p.down(12);
  p.text(350, `Date ${fd(date, 'uk')}`, { size: 9 });
  p.down(12);
  p.text(350, `B/L ${letters(rng, 4)}${digits(rng, 7)}`, { size: 9 });
  p.y = 96;
  p.text(50, person(rng, 'US'), { size: 9 });
  p.y = 150;
  p.text(50, `Cargo: 1 used ${c.make} ${c.model}, VIN/chassis ${c.vin}`, { size: 9 });
  p.down(12);
  p.text(50, `${rng.pick(['Southampton', 'Bremerhaven', 'Rotterdam'])} → ${rng.pick(['Baltimore', 'Port Newark', 'Long Beach'])}, shared 40' container`, {
    size: 9,
  });
  p.down(22);
  const lines: [string, number][] = [
    ['Ocean freight', r2(rng.int(900, 2400))],
    ['Collection and delivery to port', r2(rng.int(150, 450))],
    ['Loading, lashing, documentation', r2(rng.int(120, 300))],
    ['Marine insurance (1.5% of declared value)', r2(rng.int(150, 900))],
  ];
  lines.forEach(([l, v]) => {
    p.text(50, l, { size: 9.5 });
    p.text(545, num(v, 'en'), { size: 9.5, align: 'right' });
    p.down(15);
  });
  const tot = sum(lines.map((l) => l[1]));
  hline(p, 330, 215);
  p.down(15);
  p.text(330, 'Total GBP (zero-rated export)', { bold: true, size: 9.5 });
  p.text(545, num(tot, 'en'), { bold: true, size: 9.5, align: 'right' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/* ------------------------------------------------------------------ insurance */

/** A German classic policy (Versicherungsschein) taken out the day after the purchase: table of covers, SB, premium incl. VersSt. */
export function oldtimerPoliceDE(rng: Random): Generated {
  const start = rng.date(2003, 2025);
  const y = yearOf(start);
  const p = page(50);
  const ins = `${rng.pick(['Rheinische', 'Süddeutsche', 'Hanseatische'])} ${rng.pick(['Oldtimer-Versicherung', 'Kraftfahrtversicherung'])} AG`;
  p.text(50, ins, { size: 13, bold: true });
  p.text(50, 'Versicherungsschein', { y: 80, size: 16 });
  const pol = `${digits(rng, 3)}-${digits(rng, 6)}-${digits(rng, 1)}`;
  const c = car(rng, 1995, 'de');
  p.y = 110;
  const cov = rng.pick(['Haftpflicht + Teilkasko', 'Haftpflicht + Vollkasko', 'Kfz-Haftpflicht, Teilkasko']);
  const ded = rng.pick([150, 300, 500]);
  const kv: [string, string][] = [
    ['Versicherungsnummer', pol],
    ['Versicherungsnehmer', person(rng, 'DE')],
    ['Fahrzeug', `${c.make} ${c.model}, FIN ${c.vin}`],
    ['Kennzeichen', plate(rng, 'DE', y, true)],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fd(addDays(addDays(start, 365), -1), 'de')}, 24:00 Uhr, danach jährliche Verlängerung`],
    ['Deckungsumfang', cov],
    ['Selbstbeteiligung Kasko', `${num(ded, 'de')} EUR`],
    ['Vereinbarter Wert', `${num(round(rng, 15000, 150000, 500), 'de')} EUR`],
  ];
  kv.forEach(([l, v]) => {
    p.text(50, l, { size: 8.5 });
    p.text(200, v, { size: 9.5 });
    p.down(15);
  });
  p.down(10);
  const h = r2(rng.int(60, 220));
  const k = r2(rng.int(50, 400));
  const net = r2(h + k);
  const tax = r2(net * 0.19);
  const tot = r2(net + tax);
  [
    ['Haftpflicht', h],
    [cov.includes('Voll') ? 'Vollkasko' : 'Teilkasko', k],
    ['Nettobeitrag', net],
    ['Versicherungsteuer 19 %', tax],
  ].forEach(([l, v]) => {
    p.text(300, String(l), { size: 9 });
    p.text(545, `${num(v as number, 'de')} €`, { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(300, 'Jahresbeitrag', { size: 10.5, bold: true });
  p.text(545, `${num(tot, 'de')} €`, { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'Saisonkennzeichen/Rote Nummer ausgeschlossen. Es gelten die AKB Oldtimer.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: tot,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: addDays(addDays(start, 365), -1),
  });
}

/** An Austrian Polizze with motor-related insurance tax in a boxed grid. */
export function polizzeAT(rng: Random): Generated {
  const start = rng.date(2004, 2025);
  const end = addDays(addDays(start, 365), -1);
  const p = page(46);
  const ins = `${rng.pick(['Alpenländische', 'Donau-Tiroler', 'Österreichische Oldtimer'])} Versicherung AG`;
  p.text(297, ins, { size: 12, bold: true, align: 'center' });
  p.text(297, 'POLIZZE — Kfz-Versicherung Oldtimer', { y: 64, size: 10, align: 'center' });
  const pol = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const c = car(rng, 1995, 'de');
  const cov = rng.pick(['Haftpflicht & Kasko Oldtimer', 'Haftpflicht mit Teilkasko', 'Oldtimer-Kasko Allgefahren']);
  const ded = rng.pick([200, 350, 500]);
  const cells: [string, string][] = [
    ['Polizzennummer', pol],
    ['Kennzeichen', plate(rng, 'AT')],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Vertragsende', fd(end, 'de')],
    ['Sparte', cov],
    ['Selbstbehalt', `EUR ${num(ded, 'de')}`],
  ];
  cells.forEach(([l, v], i) => {
    const x = 50 + (i % 2) * 247;
    const yy = 90 + Math.floor(i / 2) * 32;
    p.box(x, yy, 247, 32);
    p.text(x + 4, l, { y: yy + 10, size: 7 });
    p.text(x + 4, v, { y: yy + 25, size: 10 });
  });
  p.y = 210;
  p.text(50, `Versicherungsnehmer: ${person(rng, 'AT')} · Fahrzeug ${c.make} ${c.model} (${c.year}), Fgst. ${c.vin}`, { size: 8.5 });
  p.down(24);
  const net = r2(rng.int(140, 700));
  const vst = r2(net * 0.11);
  const mst = r2(rng.int(0, 1) ? rng.int(30, 180) : 0);
  const tot = r2(net + vst + mst);
  [['Nettoprämie jährlich', net], ['Versicherungssteuer 11 %', vst], ...(mst ? [['motorbezogene Versicherungssteuer', mst] as [string, number]] : [])].forEach(
    ([l, v]) => {
      p.text(280, String(l), { size: 9 });
      p.text(545, num(v as number, 'de'), { size: 9, align: 'right' });
      p.down(13);
    },
  );
  p.text(280, 'Gesamtprämie jährlich EUR', { size: 10, bold: true });
  p.text(545, num(tot, 'de'), { size: 10, bold: true, align: 'right' });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: tot,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Swiss Police for a veteran car: CHF, Selbstbehalt, Stempelabgabe 5 %. */
export function policeCH(rng: Random): Generated {
  const start = rng.date(2000, 2025);
  const end = `${yearOf(start)}-12-31`;
  const p = page(60);
  const ins = `${rng.pick(['Helvetia-Classic', 'Veteranen-Assekuranz', 'Alpina Motor'])} Versicherungen`;
  p.text(545, ins, { size: 12, bold: true, align: 'right' });
  p.text(50, 'Police', { y: 100, size: 20 });
  const pol = `${digits(rng, 2)}.${digits(rng, 6)}`;
  const c = car(rng, 1995, 'de');
  p.text(50, `Nr. ${pol}`, { y: 118, size: 10 });
  p.y = 150;
  const cov = rng.pick(['Haftpflicht, Teilkasko (Veteranen)', 'Haftpflicht und Vollkasko Sammlerfahrzeug']);
  const ded = rng.pick([500, 1000, 200]);
  p.text(50, `Versicherte Person: ${person(rng, 'CH')}`, { size: 9 });
  p.down(13);
  p.text(50, `Fahrzeug: ${c.make} ${c.model}, Stamm-Nr. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}, Kontrollschild ${plate(rng, 'CH')}`, {
    size: 9,
  });
  p.down(13);
  p.text(50, `Vertragsdauer: ${fd(start, 'de')} bis ${fd(end, 'de')}`, { size: 9 });
  p.down(13);
  p.text(50, `Deckung: ${cov}`, { size: 9 });
  p.down(13);
  p.text(50, `Selbstbehalt Kasko: CHF ${num(ded, 'ch')}`, { size: 9 });
  p.down(24);
  const net = r2(rng.int(200, 900));
  const stamp = r2(net * 0.05);
  const tot = r2(net + stamp);
  p.text(300, 'Prämie', { size: 9 });
  p.text(545, num(net, 'ch'), { size: 9, align: 'right' });
  p.down(13);
  p.text(300, 'Eidg. Stempelabgabe 5 %', { size: 9 });
  p.text(545, num(stamp, 'ch'), { size: 9, align: 'right' });
  p.down(15);
  p.text(300, 'Total Prämie CHF', { size: 10, bold: true });
  p.text(545, num(tot, 'ch'), { size: 10, bold: true, align: 'right' });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: tot,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A UK classic car schedule: agreed value, limited mileage, IPT, excess. */
export function ukClassicSchedule(rng: Random): Generated {
  const start = rng.date(2000, 2025);
  const end = addDays(addDays(start, 365), -1);
  const y = yearOf(start);
  const p = page(50);
  const ins = `${rng.pick(['Heritage', 'Marque', 'Vintage'])} ${rng.pick(['Motor Policies', 'Car Insurance Services'])} at Lloyd's`;
  p.text(50, ins, { size: 13, bold: true });
  p.text(50, 'Motor Insurance Schedule', { y: 70, size: 11 });
  const pol = `${letters(rng, 3)}/${digits(rng, 6)}/${String(y).slice(2)}`;
  const c = car(rng, 1995, 'en');
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive (Agreed Value)']);
  const ded = rng.pick([100, 150, 250]);
  p.y = 100;
  const kv: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', person(rng, 'UK')],
    ['Period of insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}, registration ${plate(rng, 'UK', c.year)}`],
    ['Cover', cov],
    ['Agreed value', `£${num(round(rng, 8000, 90000, 500), 'en')}`],
    ['Mileage limit', `${rng.pick([1500, 3000, 5000])} miles per annum`],
    ['Accidental damage excess', `£${ded}`],
  ];
  kv.forEach(([l, v]) => {
    p.text(50, `${l}:`, { size: 9, bold: true });
    p.text(200, v, { size: 9 });
    p.down(15);
  });
  p.down(10);
  const net = r2(rng.int(90, 480));
  const ipt = r2((net * (y < 2011 ? 5 : y < 2016 ? 6 : 12)) / 100);
  const tot = r2(net + ipt);
  p.text(50, `Premium £${num(net, 'en')} plus Insurance Premium Tax £${num(ipt, 'en')}: total payable £${num(tot, 'en')}`, { size: 9.5 });
  p.down(20);
  p.text(50, 'Use: social, domestic and pleasure including club events. Vehicle garaged overnight.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: tot,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A US collector-car declarations page: agreed value, deductibles, state fees. */
export function usCollectorDeclarations(rng: Random): Generated {
  const start = rng.date(2005, 2025);
  const end = addDays(start, 365);
  const p = page(46);
  const ins = `${rng.pick(['Keystone', 'Legacy', 'Chrome'])} Collector Insurance Company`;
  p.text(50, ins, { size: 13, bold: true });
  p.text(545, 'DECLARATIONS PAGE', { y: 46, size: 10, bold: true, align: 'right' });
  const pol = `${letters(rng, 2)}${digits(rng, 9)}`;
  const c = car(rng, 1990, 'en');
  p.y = 80;
  p.text(50, `Policy Number: ${pol}`, { size: 9.5 });
  p.down(13);
  p.text(50, `Policy Period: ${fd(start, 'us')} to ${fd(end, 'us')} 12:01 AM standard time`, { size: 9.5 });
  p.down(13);
  p.text(50, `Named Insured: ${person(rng, 'US')}`, { size: 9.5 });
  p.down(20);
  p.text(50, `Vehicle 1: ${c.year} ${c.make} ${c.model}  VIN ${c.vin}  Agreed Value $${num(round(rng, 15000, 250000, 1000), 'en').slice(0, -3)}`, { size: 9 });
  p.down(20);
  const ded = rng.pick([0, 250, 500]);
  const rows: [string, string, number][] = [
    ['Bodily Injury Liability', '$100,000/$300,000', r2(rng.int(40, 160))],
    ['Property Damage', '$100,000', r2(rng.int(20, 80))],
    ['Uninsured Motorist', '$100,000/$300,000', r2(rng.int(10, 40))],
    ['Physical Damage (Agreed Value)', `Deductible $${ded}`, r2(rng.int(90, 600))],
  ];
  p.text(50, 'COVERAGE', { size: 8, bold: true });
  p.text(300, 'LIMITS', { size: 8, bold: true });
  p.text(545, 'PREMIUM', { size: 8, bold: true, align: 'right' });
  p.down(13);
  rows.forEach(([a, b, v]) => {
    p.text(50, a, { size: 9 });
    p.text(300, b, { size: 9 });
    p.text(545, num(v, 'en'), { size: 9, align: 'right' });
    p.down(13);
  });
  const fee = r2(rng.int(2, 15));
  p.text(50, 'State fees / surcharges', { size: 9 });
  p.text(545, num(fee, 'en'), { size: 9, align: 'right' });
  p.down(15);
  const tot = r2(sum(rows.map((r) => r[2])) + fee);
  p.text(50, 'Total Policy Premium', { size: 10, bold: true });
  p.text(545, `$${num(tot, 'en')}`, { size: 10, bold: true, align: 'right' });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Physical Damage (Agreed Value)',
    premium: tot,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Dutch insurer's English schedule for an expatriate buyer: euro, assurantiebelasting 21 %. */
export function dutchScheduleEn(rng: Random): Generated {
  const start = rng.date(2013, 2025);
  const end = addDays(addDays(start, 365), -1);
  const p = page(56);
  const ins = `${rng.pick(['Noordzee', 'Polder', 'Oranje'])} Verzekeringen N.V.`;
  p.text(50, ins, { size: 13, bold: true });
  p.text(50, `${address(rng, 'NL').join(', ')} · ${phone(rng, 'NL')}`, { y: 70, size: 8 });
  p.text(50, 'Policy schedule — classic car', { y: 100, size: 12 });
  const pol = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
  const cov = rng.pick(['WA + Casco (All Risks)', 'WA + Beperkt Casco (Limited Cover)']);
  const ded = rng.pick([150, 250, 500]);
  p.y = 130;
  const grid: [string, string][] = [
    ['Policy no.', pol],
    ['Registration', plate(rng, 'NL')],
    ['Commencement date', fd(start, 'dedash')],
    ['Expiry date', fd(end, 'dedash')],
    ['Cover', cov],
    ['Own risk (excess)', `€ ${num(ded, 'de')}`],
  ];
  grid.forEach(([l, v]) => {
    p.text(50, l, { size: 8.5 });
    p.text(180, v, { size: 9.5 });
    p.down(15);
  });
  p.down(10);
  const net = r2(rng.int(120, 600));
  const tax = r2(net * 0.21);
  const tot = r2(net + tax);
  p.text(300, 'Annual premium', { size: 9 });
  p.text(545, `€ ${num(net, 'de')}`, { size: 9, align: 'right' });
  p.down(13);
  p.text(300, 'Insurance tax 21%', { size: 9 });
  p.text(545, `€ ${num(tax, 'de')}`, { size: 9, align: 'right' });
  p.down(15);
  p.text(300, 'Total annual premium', { size: 10, bold: true });
  p.text(545, `€ ${num(tot, 'de')}`, { size: 10, bold: true, align: 'right' });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: tot,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
