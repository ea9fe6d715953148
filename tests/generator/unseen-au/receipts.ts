/** Card-terminal, till and app receipts, 2008–2026 (unseen-au). */
import { doc, fd, num, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { cityAT, cityDE, digits, letters, PageBuilder, phoneUS, streetDE, streetEN, upToNow } from './kit';

const time = (rng: Random) => `${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** Filling station till receipt with the card terminal's slip printed below it. */
export function tankstelleKartenzahlung(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Tankstelle Vogt', 'Freie Tankstelle Maier', 'Autohof Schuster']);
  const date = upToNow(rng, 2009);
  const litres = r2(rng.int(2500, 7500) / 100);
  const price = r2(rng.int(139, 219) / 100);
  const fuel = r2(litres * price);
  const extra = rng.chance(0.5) ? { text: 'Scheibenreiniger 5 l', amount: 9.99 } : { text: 'Motoröl 1 l 10W-40', amount: 14.49 };
  const total = sum([fuel, extra.amount]);
  const x = 200;
  p.text(297, shop, { size: 12, bold: true, align: 'center', y: 70 });
  p.text(297, streetDE(rng), { size: 8.5, align: 'center', y: 84 });
  p.text(297, cityDE(rng), { size: 8.5, align: 'center', y: 96 });
  p.y = 125;
  p.text(x, `Säule ${rng.int(1, 8)}  Super E10`, { size: 9 });
  p.down(12);
  p.text(x, `${num(litres, 'de')} l x ${num(price, 'de')} EUR/l`, { size: 9 });
  p.text(395, num(fuel, 'de'), { size: 9, align: 'right' });
  p.down(12);
  p.text(x, extra.text, { size: 9 });
  p.text(395, num(extra.amount, 'de'), { size: 9, align: 'right' });
  p.down(16);
  p.text(x, 'SUMME EUR', { size: 11, bold: true });
  p.text(395, num(total, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(14);
  p.text(x, `MwSt 19% enth.   ${num(r2(total - total / 1.19), 'de')}`, { size: 8 });
  p.down(24);
  p.text(297, '*** Kundenbeleg ***', { size: 9, align: 'center' });
  p.down(14);
  for (const l of [
    `Terminal-ID ${digits(rng, 8)}`,
    `TA-Nr. ${digits(rng, 6)}  BNr. ${digits(rng, 4)}`,
    'Kartenzahlung',
    'girocard',
    `Datum ${fd(date, 'de')}  Uhrzeit ${time(rng)}`,
    `Betrag EUR ${num(total, 'de')}`,
    'Zahlung erfolgt',
  ]) {
    p.text(x, l, { size: 9 });
    p.down(12);
  }
  p.down(10);
  p.text(297, 'Vielen Dank und gute Fahrt!', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Austrian cash-register receipt (RKSV): car-wash programme, Kassen-ID, Belegnummer, the signature QR's caption. */
export function rksvWaschstrasse(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Waschpark Gruber GmbH', 'Autowelt Huber Waschcenter', 'SB-Waschanlage Pichler']);
  const date = upToNow(rng, 2017);
  const items = rng.some(
    [
      ['Programm Premium', 14.9],
      ['Programm Basis', 8.5],
      ['Felgenreinigung', 3.0],
      ['Unterbodenwäsche', 4.0],
      ['Innenraumsauger Jeton', 2.0],
    ] as [string, number][],
    rng.int(2, 3),
  );
  const total = sum(items.map(([, a]) => a));
  const x = 190;
  p.text(297, shop, { size: 12, bold: true, align: 'center', y: 70 });
  p.text(297, cityAT(rng), { size: 8.5, align: 'center', y: 83 });
  p.text(297, `UID ATU${digits(rng, 8)}`, { size: 8, align: 'center', y: 95 });
  p.y = 120;
  p.text(x, `Beleg-Nr. ${digits(rng, 6)}`, { size: 8.5 });
  p.text(405, `${fd(date, 'de')} ${time(rng)}`, { size: 8.5, align: 'right' });
  p.down(16);
  for (const [t, a] of items) {
    p.text(x, `1 x ${t}`, { size: 9 });
    p.text(405, `${num(a, 'de')} A`, { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(6);
  p.text(x, 'Summe EUR', { size: 11, bold: true });
  p.text(405, num(total, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(14);
  p.text(x, `A = 20 % USt  Netto ${num(r2(total / 1.2), 'de')}  USt ${num(r2(total - total / 1.2), 'de')}`, { size: 7.5 });
  p.down(12);
  p.text(x, `Bankomat  ${num(total, 'de')}`, { size: 9 });
  p.down(20);
  p.box(257, p.y, 80, 80);
  p.text(297, 'QR', { size: 14, align: 'center', y: p.y + 45 });
  p.down(96);
  p.text(297, `Kassen-ID: KASSE-${digits(rng, 2)}  ·  Signatur gültig`, { size: 7.5, align: 'center' });
  p.down(11);
  p.text(297, 'Sicherheitseinrichtung ausgefallen: nein', { size: 7.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Charging app's e-mailed receipt for a public charging session. */
export function ladeAppQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Stadtwerke Ladenetz', 'Ladepark Lindner GmbH', 'Schnellladen Süd GmbH']);
  const date = upToNow(rng, 2019);
  const kwh = r2(rng.int(800, 6500) / 100);
  const price = rng.pick([0.49, 0.59, 0.69, 0.79]);
  const energy = r2(kwh * price);
  const blocking = rng.chance(0.4) ? r2(rng.int(1, 20) * 0.1) : 0;
  const total = r2(energy + blocking);
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, 'Quittung für Ihren Ladevorgang', { size: 11, y: 85 });
  p.y = 120;
  for (const [l, v] of [
    ['Ladestation', `${streetDE(rng)}, Ladepunkt DE*${letters(rng, 3)}*E${digits(rng, 6)}`],
    ['Start', `${fd(date, 'de')}, ${time(rng)} Uhr`],
    ['Ende', `${fd(date, 'de')}, ${time(rng)} Uhr`],
    ['Geladene Energie', `${num(kwh, 'de')} kWh`],
    ['Preis je kWh', `${num(price, 'de')} €`],
    ['Energiekosten', `${num(energy, 'de')} €`],
    ['Blockiergebühr', `${num(blocking, 'de')} €`],
  ] as [string, string][]) {
    p.text(50, l, { size: 9.5 });
    p.text(545, v, { size: 9.5, align: 'right' });
    p.down(16);
  }
  p.box(50, p.y - 4, 495, 0.01);
  p.down(14);
  p.text(50, 'Gesamtbetrag', { size: 12, bold: true });
  p.text(545, `${num(total, 'de')} €`, { size: 12, bold: true, align: 'right' });
  p.down(14);
  p.text(545, `inkl. 19 % MwSt. (${num(r2(total - total / 1.19), 'de')} €)`, { size: 8, align: 'right' });
  p.down(28);
  p.text(50, `Belastet auf Kreditkarte •••• ${digits(rng, 4)} · Transaktions-ID ${letters(rng, 4)}${digits(rng, 10)}`, { size: 8 });
  p.down(12);
  p.text(50, 'Diese Quittung wurde automatisch erstellt und ist ohne Unterschrift gültig.', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** US auto-parts store register receipt with the card approval. */
export function usPartsStoreReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Valley Auto Parts #' + rng.int(100, 999), 'Parts Plus of Dayton', 'Main Street NAPA Store']);
  const date = upToNow(rng, 2009);
  const items = rng.some(
    [
      ['MOBIL1 5W30 5QT', 32.99],
      ['WIX OIL FILTER 51348', 8.49],
      ['RAIN-X WIPER 22IN', 21.99],
      ['PRESTONE COOLANT 1GAL', 17.49],
      ['DURALAST BATTERY 48-DL', 199.99],
      ['CORE CHARGE', 22.0],
      ['BRAKE CLEAN 14OZ', 6.49],
    ] as [string, number][],
    rng.int(2, 4),
  );
  const subtotal = sum(items.map(([, a]) => a));
  const taxRate = rng.pick([5.75, 6.5, 7.25, 8]);
  const tax = r2((subtotal * taxRate) / 100);
  const total = r2(subtotal + tax);
  const x = 190;
  p.text(297, shop.toUpperCase(), { size: 11, bold: true, align: 'center', y: 70 });
  p.text(297, `${streetEN(rng).toUpperCase()}`, { size: 8.5, align: 'center', y: 83 });
  p.text(297, phoneUS(rng), { size: 8.5, align: 'center', y: 95 });
  p.y = 120;
  p.text(x, `${fd(date, 'usshort')} ${time(rng)}  STR ${rng.int(1000, 9999)} REG ${rng.int(1, 6)} TRN ${digits(rng, 4)}`, { size: 8 });
  p.down(16);
  for (const [t, a] of items) {
    p.text(x, t, { size: 9 });
    p.text(405, num(a, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(6);
  p.text(x, 'SUBTOTAL', { size: 9 });
  p.text(405, num(subtotal, 'en'), { size: 9, align: 'right' });
  p.down(12);
  p.text(x, `TAX ${taxRate}%`, { size: 9 });
  p.text(405, num(tax, 'en'), { size: 9, align: 'right' });
  p.down(12);
  p.text(x, 'TOTAL', { size: 11, bold: true });
  p.text(405, num(total, 'en'), { size: 11, bold: true, align: 'right' });
  p.down(16);
  p.text(x, `VISA ************${digits(rng, 4)}`, { size: 9 });
  p.text(405, num(total, 'en'), { size: 9, align: 'right' });
  p.down(12);
  p.text(x, `AUTH ${digits(rng, 6)}  APPROVED  CHIP READ`, { size: 8 });
  p.down(20);
  p.text(297, 'RETURNS WITH RECEIPT WITHIN 90 DAYS', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}

/** UK valeting app's "Your receipt" e-mail, printed to PDF. */
export function ukValetAppReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['ShineOn Hand Car Wash', 'Bennett Mobile Valeting', 'Greene Car Spa']);
  const date = upToNow(rng, 2016);
  const service = rng.pick([
    ['Full valet (medium car)', 75],
    ['Mini valet', 35],
    ['Machine polish & wax', 120],
  ] as [string, number][]);
  const extra = rng.pick([
    ['Pet hair removal', 15],
    ['Engine bay clean', 20],
    ['Headlight restoration', 30],
  ] as [string, number][]);
  const discount = rng.chance(0.5) ? 10 : 0;
  const total = r2(service[1] + extra[1] - discount);
  p.text(297, `Your receipt from ${shop}`, { size: 14, bold: true, align: 'center', y: 80 });
  p.text(297, `Receipt #${digits(rng, 4)}-${digits(rng, 4)}`, { size: 9, align: 'center', y: 98 });
  p.y = 135;
  stacked3(p, [
    ['AMOUNT PAID', `£${num(total, 'en')}`],
    ['DATE PAID', fd(date, 'uklong')],
    ['PAYMENT METHOD', `Apple Pay – ${digits(rng, 4)}`],
  ]);
  p.y = 190;
  p.text(120, 'SUMMARY', { size: 8, bold: true });
  p.down(16);
  for (const [l, v] of [[service[0], service[1]], [extra[0], extra[1]], ...(discount ? ([['Loyalty discount', -discount]] as [string, number][]) : [])] as [
    string,
    number,
  ][]) {
    p.text(120, l, { size: 9.5 });
    p.text(475, `£${num(v, 'en')}`, { size: 9.5, align: 'right' });
    p.down(16);
  }
  p.box(120, p.y - 6, 355, 0.01);
  p.down(10);
  p.text(120, 'Amount charged', { size: 10, bold: true });
  p.text(475, `£${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(40);
  p.text(297, `Vehicle: ${rng.pick(['Mini Cooper', 'Land Rover Defender', 'Porsche Boxster'])} · Booked via the app`, { size: 8, align: 'center' });
  p.down(12);
  p.text(297, 'If you have any questions, reply to this e-mail. Not a VAT invoice.', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
function stacked3(p: PageBuilder, cells: [string, string][]) {
  cells.forEach(([l, v], k) => {
    p.text(120 + k * 130, l, { size: 7, y: p.y });
    p.text(120 + k * 130, v, { size: 10, y: p.y + 14 });
  });
}

/** Canadian fuel station pay-at-pump receipt: litres, GST/PST included, interac. */
export function canadaPumpReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Northern Fuels Ltd. #' + rng.int(10, 99), 'Prairie Gas Bar', 'Lakeview Esso Station']);
  const date = upToNow(rng, 2010);
  const litres = r2(rng.int(2000, 6500) / 100);
  const ppl = r2(rng.int(109, 189) / 100);
  const total = r2(litres * ppl);
  const x = 200;
  p.text(297, shop.toUpperCase(), { size: 11, bold: true, align: 'center', y: 70 });
  p.text(297, `${rng.pick(['Regina', 'Red Deer', 'Sudbury', 'Moncton'])}, ${rng.pick(['SK', 'AB', 'ON', 'NB'])}`, { size: 8.5, align: 'center', y: 83 });
  p.y = 110;
  for (const l of [`DATE ${fd(date, 'iso')}   TIME ${time(rng)}`, `PUMP ${rng.int(1, 12)}  REGULAR`, `${num(litres, 'en')} L @ $${num(ppl, 'en')}/L`]) {
    p.text(x, l, { size: 9 });
    p.down(12);
  }
  p.down(6);
  p.text(x, 'FUEL SALE', { size: 9 });
  p.text(395, `$${num(total, 'en')}`, { size: 9, align: 'right' });
  p.down(12);
  p.text(x, 'TOTAL', { size: 11, bold: true });
  p.text(395, `$${num(total, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(14);
  p.text(x, `GST/HST INCLUDED ${num(r2(total - total / 1.05), 'en')}`, { size: 8 });
  p.down(12);
  p.text(x, `GST # ${digits(rng, 9)}RT0001`, { size: 8 });
  p.down(20);
  p.text(x, 'INTERAC  ACCT: CHEQUING', { size: 9 });
  p.down(12);
  p.text(x, `CARD ************${digits(rng, 4)}  AUTH# ${digits(rng, 6)}`, { size: 8.5 });
  p.down(12);
  p.text(x, '00 APPROVED - THANK YOU', { size: 9 });
  p.down(20);
  p.text(297, 'CUSTOMER COPY', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}
