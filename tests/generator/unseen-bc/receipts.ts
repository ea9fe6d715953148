/**
 * Receipts of the stored car: a garage landlord's Quittung for the winter's rent, a fuel slip for the first drive,
 * an Austrian parts counter's till receipt for a battery; a UK trailer hire, a US parts store battery with its core
 * charge, a US self-storage payment receipt.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  AT_STREETS,
  AT_TOWNS,
  DE_STREETS,
  DE_TOWNS,
  doc,
  fd,
  grp,
  hline,
  num,
  person,
  r2,
  sum,
  UK_STREETS,
  UK_TOWNS,
  US_STREETS,
  US_TOWNS,
  vatDE,
  vatUK,
  wordsDE,
  yearOf,
} from './kit';

/** A receipt-book Quittung from a private garage landlord for the winter's rent (DM, later €). */
export function garagenmieteQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 2012);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const months = rng.int(4, 7);
  const rate = y < 2002 ? rng.pick([40, 50, 60, 75, 80]) : rng.pick([30, 40, 45, 50, 60]);
  const total = months * rate;
  const landlord = person(rng, 'de');
  const payer = person(rng, 'de');
  const town = rng.pick(DE_TOWNS);
  const S = { size: 11, serif: true };
  p.y = 90;
  p.box(60, 60, 475, 330);
  p.text(80, 'QUITTUNG', { size: 20, bold: true, y: 98 });
  p.text(340, 'Nr.', { size: 9, y: 92 });
  p.text(360, String(rng.int(1, 50)), { ...S, y: 92 });
  p.text(340, `${cur}`, { size: 9, y: 110 });
  p.box(370, 96, 145, 20);
  p.text(508, `${num(total, 'de')}`, { ...S, bold: true, align: 'right', y: 111 });
  p.text(340, 'Netto', { size: 7, y: 128 });
  p.text(400, `+ ____ % MwSt.`, { size: 7, y: 128 });
  p.y = 160;
  p.text(80, `${cur} in Worten`, { size: 7.5 });
  p.text(160, `${wordsDE(total)} ------`, S);
  p.down(6);
  hline(p, 160, 355);
  p.down(24);
  p.text(80, 'von', { size: 7.5 });
  p.text(160, payer, S);
  p.down(6);
  hline(p, 160, 355);
  p.down(24);
  p.text(80, 'für', { size: 7.5 });
  p.text(160, `Garagenmiete (Unterstellung Oldtimer) ${months} Monate à ${num(rate, 'de')} ${cur}`, S);
  p.down(6);
  hline(p, 160, 355);
  p.down(24);
  p.text(160, `${rng.pick(['Winter', 'Saison'])} ${y}/${String(y + 1).slice(2)}`, S);
  p.down(6);
  hline(p, 160, 355);
  p.down(24);
  p.text(80, 'richtig erhalten zu haben, bestätigt', { size: 7.5 });
  p.down(30);
  p.text(80, 'Ort/Datum', { size: 7.5 });
  p.text(160, `${town.town}, ${fd(date, rng.pick(['de', 'de2']))}`, S);
  p.text(340, landlord, { size: 12, serif: true });
  p.down(6);
  hline(p, 160, 150);
  hline(p, 330, 185);
  p.down(10);
  p.text(330, 'Stempel/Unterschrift des Empfängers', { size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: landlord, date, totalCost: total });
}

/** A filling station's till slip: litres, price per litre, amount, VAT within. */
export function tankbeleg(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 2025);
  const y = yearOf(date);
  const dm = y < 2002;
  const cur = dm ? 'DM' : 'EUR';
  const town = rng.pick(DE_TOWNS);
  const owner = rng.pick(['Kuhn', 'Haas', 'Roth', 'Ebner']);
  const shop = rng.pick([`Tankstelle ${owner}`, `Freie Tankstelle ${owner} OHG`, `Autohof ${town.town}`]);
  const fuel = rng.pick(dm ? ['Super bleifrei', 'Super verbleit', 'Super Plus'] : ['Super Plus', 'Super E5', 'Super 98']);
  const ppl = dm ? r2(rng.int(129, 209) / 100) : r2(rng.int(129, 209) / 100 + (y > 2010 ? 0.2 : 0));
  const litres = r2(rng.int(1500, 6500) / 100);
  const fuelAmt = r2(litres * ppl);
  const extra = rng.chance(0.4)
    ? { t: rng.pick(['Kraftstoffstabilisator 250 ml', 'Motoröl 1 l 20W-50', 'Scheibenreiniger']), n: r2(rng.int(399, 1499) / 100) }
    : undefined;
  const total = sum([fuelAmt, extra?.n ?? 0]);
  const rate = vatDE(y);
  const tax = r2((total * rate) / (100 + rate));
  const W = 297;
  const M = { size: 9, serif: true };
  p.y = 80;
  p.text(W, shop, { ...M, size: 11, bold: true, align: 'center' });
  p.down(12);
  p.text(W, `${rng.pick(DE_STREETS)} ${rng.int(1, 99)}`, { ...M, align: 'center' });
  p.down(11);
  p.text(W, `${town.zip} ${town.town}`, { ...M, align: 'center' });
  p.down(20);
  const L = 190;
  const R = 405;
  p.text(L, `Säule ${rng.int(1, 8)}  ${fuel}`, M);
  p.down(12);
  p.text(L, `${num(litres, 'de')} l x ${num(ppl, 'de')} ${cur}/l`, M);
  p.text(R, num(fuelAmt, 'de'), { ...M, align: 'right' });
  p.down(12);
  if (extra) {
    p.text(L, extra.t, M);
    p.text(R, num(extra.n, 'de'), { ...M, align: 'right' });
    p.down(12);
  }
  p.text(L, '--------------------------------------', M);
  p.down(12);
  p.text(L, `SUMME ${cur}`, { ...M, bold: true, size: 11 });
  p.text(R, num(total, 'de'), { ...M, bold: true, size: 11, align: 'right' });
  p.down(16);
  p.text(L, rng.pick(['BAR', 'EC-Karte', 'Kreditkarte']), M);
  p.text(R, num(total, 'de'), { ...M, align: 'right' });
  p.down(16);
  p.text(L, `enth. MwSt ${rate} %`, M);
  p.text(R, num(tax, 'de'), { ...M, align: 'right' });
  p.down(12);
  p.text(L, `Netto`, M);
  p.text(R, num(r2(total - tax), 'de'), { ...M, align: 'right' });
  p.down(18);
  p.text(L, `${fd(date, 'de')}  ${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${rng.int(1000, 9999)}`, M);
  p.down(12);
  p.text(W, 'Vielen Dank und gute Fahrt!', { ...M, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** An Austrian parts shop's till receipt: battery and a trickle charger, 20 % USt within. */
export function batterieKassenbonAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2025);
  const town = rng.pick(AT_TOWNS);
  const name = rng.pick(['Gruber', 'Seidl', 'Lehner']);
  const shop = rng.pick([`Autoteile ${name} GmbH`, `${name} KFZ-Teile & Zubehör`, `Teilecenter ${town.town}`]);
  const items: [string, number, number][] = [[`Starterbatterie 12V ${rng.pick([44, 55, 60, 72])}Ah`, 1, r2(rng.int(6990, 15990) / 100)]];
  if (rng.chance(0.6)) items.push(['Erhaltungsladegerät 0,8A', 1, r2(rng.int(2990, 7990) / 100)]);
  if (rng.chance(0.5)) items.push(['Polfett Spray', 1, r2(rng.int(490, 990) / 100)]);
  if (rng.chance(0.3)) items.push(['Batterieklemme Pluspol', 2, r2(rng.int(290, 690) / 100)]);
  const total = sum(items.map(([, q, e]) => r2(q * e)));
  const tax = r2(total / 6);
  const M = { size: 9, serif: true };
  const L = 185;
  const R = 410;
  p.y = 70;
  p.text(297, shop, { ...M, size: 11, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `${rng.pick(AT_STREETS)} ${rng.int(1, 80)}, ${town.zip} ${town.town}`, { ...M, align: 'center' });
  p.down(11);
  p.text(297, `UID: ATU${rng.int(10000000, 99999999)}`, { ...M, align: 'center' });
  p.down(20);
  p.text(L, `Kassa ${rng.int(1, 4)}   Beleg-Nr. ${rng.int(100000, 999999)}`, M);
  p.down(16);
  for (const [t, q, e] of items) {
    p.text(L, t, M);
    p.down(11);
    p.text(L + 10, `${q} x ${num(e, 'de')}`, M);
    p.text(R, `${num(r2(q * e), 'de')} A`, { ...M, align: 'right' });
    p.down(13);
  }
  p.text(L, '=======================================', M);
  p.down(13);
  p.text(L, 'GESAMT EUR', { ...M, bold: true, size: 11 });
  p.text(R, num(total, 'de'), { ...M, bold: true, size: 11, align: 'right' });
  p.down(16);
  p.text(L, rng.pick(['Bankomat', 'Bar', 'Mastercard']), M);
  p.text(R, num(total, 'de'), { ...M, align: 'right' });
  p.down(16);
  p.text(L, 'A = 20 % USt', M);
  p.text(R, num(tax, 'de'), { ...M, align: 'right' });
  p.down(16);
  p.text(L, `${fd(date, 'de')} ${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, M);
  p.down(12);
  p.text(L, 'Altbatterie-Rücknahme kostenlos.', M);
  p.down(12);
  p.text(L, 'Umtausch nur mit Beleg.', M);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A UK trailer hire receipt for moving the car: car transporter, straps, damage waiver, VAT within. */
export function ukTrailerHire(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2024);
  const y = yearOf(date);
  const [town, pc] = rng.pick(UK_TOWNS);
  const name = rng.pick(['Brookside', 'Ridgeway', 'Kingfisher', 'Meadow']);
  const shop = rng.pick([`${name} Trailer Hire`, `${town} Plant & Trailer Hire Ltd`, `${name} Hire Centre`]);
  const days = rng.int(1, 3);
  const dayRate = rng.pick([45, 55, 65, 75]);
  const lines: [string, number][] = [[`Car transporter trailer (3.5t, winch) – ${days} day${days > 1 ? 's' : ''}`, days * dayRate]];
  if (rng.chance(0.6)) lines.push(['Wheel straps (set of 4)', rng.pick([8, 10, 12])]);
  if (rng.chance(0.6)) lines.push(['Damage waiver', rng.pick([10, 15])]);
  if (rng.chance(0.3)) lines.push(['Number plate (towing)', rng.pick([15, 18])]);
  const total = sum(lines.map((l) => l[1]));
  const rate = vatUK(y);
  const tax = r2((total * rate) / (100 + rate));
  p.y = 70;
  p.box(70, 45, 455, 420);
  p.text(297, shop, { size: 14, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `${rng.pick(UK_STREETS)}, ${town} ${pc} ${rng.int(1, 9)}${rng.pick(['TR', 'HJ', 'XL'])}`, { size: 8.5, align: 'center' });
  p.down(24);
  p.text(90, 'HIRE RECEIPT', { size: 11, bold: true });
  p.text(505, `No. ${rng.int(3000, 9999)}`, { size: 9, align: 'right' });
  p.down(16);
  p.text(90, `Hirer: ${person(rng, 'en')}`, { size: 9 });
  p.text(505, `Date: ${fd(date, 'uk')}`, { size: 9, align: 'right' });
  p.down(12);
  p.text(90, `Out: ${fd(date, 'ukshort')} 08:30   Due back: ${days} day${days > 1 ? 's' : ''} later by 17:00`, { size: 9 });
  p.down(24);
  for (const [k, v] of lines) {
    p.text(90, k, { size: 9.5 });
    p.text(505, `£${num(v, 'en')}`, { size: 9.5, align: 'right' });
    p.down(14);
  }
  hline(p, 380, 127, p.y - 6);
  p.down(8);
  p.text(380, 'Total paid', { size: 10.5, bold: true });
  p.text(505, `£${num(total, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(14);
  p.text(380, `incl. VAT @ ${rate}%`, { size: 8.5 });
  p.text(505, `£${num(tax, 'en')}`, { size: 8.5, align: 'right' });
  p.down(24);
  p.text(90, `Paid by ${rng.pick(['card', 'cash', 'cheque'])}. Driving licence seen: ${rng.pick(['Yes', 'Y'])}.`, { size: 8.5 });
  p.down(12);
  p.text(90, 'The hirer is responsible for the trailer and its load until returned.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A US parts store counter receipt: a battery, its core charge, sales tax. */
export function usBatteryCounter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2025);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const name = rng.pick(['Hometown', 'Crossroads', 'Valley', 'Main Street']);
  const shop = rng.pick([`${name} Auto Parts`, `${town} Auto Supply`, `${name} Parts Plus`]);
  const group = rng.pick(['24F', '27', '65', '34']);
  const batt = r2(rng.int(6999, 18999) / 100);
  const core = rng.pick([12, 15, 18, 22]);
  const items: [string, number][] = [
    [`BATTERY GRP ${group} ${rng.pick(['600', '700', '800'])}CCA`, batt],
    ['CORE CHARGE', core],
  ];
  if (rng.chance(0.5)) items.push(['BATTERY MAINTAINER 1.25A', r2(rng.int(2499, 5999) / 100)]);
  if (rng.chance(0.4)) items.push(['TERMINAL CLEANER SPRAY', r2(rng.int(399, 799) / 100)]);
  const sub = sum(items.map((i) => i[1]));
  const rate = rng.pick([5, 6, 6.25, 7]);
  const tax = r2((sub * rate) / 100);
  const total = r2(sub + tax);
  const M = { size: 9, serif: true };
  const L = 180;
  const R = 415;
  p.y = 70;
  p.text(297, shop.toUpperCase(), { ...M, size: 11, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `${rng.pick(US_STREETS).toUpperCase()}`, { ...M, align: 'center' });
  p.down(11);
  p.text(297, `${town.toUpperCase()} ${st} ${zip}`, { ...M, align: 'center' });
  p.down(20);
  p.text(L, `STORE ${rng.int(100, 999)}  REG ${rng.int(1, 4)}  TRANS ${rng.int(1000, 9999)}`, M);
  p.down(16);
  for (const [t, v] of items) {
    p.text(L, t, M);
    p.text(R, num(v, 'plain'), { ...M, align: 'right' });
    p.down(12);
  }
  p.down(6);
  p.text(L, 'SUBTOTAL', M);
  p.text(R, num(sub, 'plain'), { ...M, align: 'right' });
  p.down(12);
  p.text(L, `SALES TAX ${rate}%`, M);
  p.text(R, num(tax, 'plain'), { ...M, align: 'right' });
  p.down(14);
  p.text(L, 'TOTAL', { ...M, bold: true, size: 11 });
  p.text(R, num(total, 'plain'), { ...M, bold: true, size: 11, align: 'right' });
  p.down(14);
  p.text(L, rng.pick(['VISA', 'CASH', 'MASTERCARD', 'CHECK']), M);
  p.text(R, num(total, 'plain'), { ...M, align: 'right' });
  p.down(18);
  p.text(L, `${fd(date, 'us')}  ${String(rng.int(7, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, M);
  p.down(12);
  p.text(L, 'CORE REFUNDED ON RETURN OF OLD BATTERY', M);
  p.down(12);
  p.text(L, `WARRANTY: ${rng.pick(['24', '36', '48'])} MO FREE REPLACEMENT`, M);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A US self-storage payment receipt for a vehicle bay: months of rent, a late fee now and then. */
export function usSelfStorage(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2025);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const name = rng.pick(['Safe Harbor', 'Four Seasons', 'Keystone', 'Lakeside']);
  const shop = `${name} Self Storage`;
  const months = rng.int(2, 6);
  const rent = rng.pick([85, 110, 145, 175, 225]);
  const lines: [string, string, number][] = [[`Rent – Unit V-${rng.int(1, 60)} (enclosed vehicle, 10x20)`, `${months} mo @ ${num(rent, 'en')}`, months * rent]];
  if (rng.chance(0.3)) lines.push(['Late fee', '', rng.pick([15, 20, 25])]);
  if (rng.chance(0.3)) lines.push(['Protection plan', `${months} mo`, months * rng.pick([9, 12])]);
  const total = sum(lines.map((l) => l[2]));
  p.y = 60;
  p.text(50, shop, { size: 15, bold: true });
  p.down(13);
  p.text(50, `${rng.pick(US_STREETS)}, ${town}, ${st} ${zip} · Office hours Mon–Sat 9–5`, { size: 8.5 });
  p.y = 115;
  p.text(50, 'PAYMENT RECEIPT', { size: 12, bold: true });
  p.down(18);
  for (const [k, v] of [
    ['Receipt #', String(rng.int(100000, 999999))],
    ['Date', fd(date, rng.pick(['us', 'uslong']))],
    ['Tenant', person(rng, 'en')],
    ['Account', `${rng.int(1000, 9999)}`],
    [
      'Paid through',
      fd(`${yearOf(date) + (date.slice(5, 7) > '09' ? 1 : 0)}-${String(((Number(date.slice(5, 7)) + months - 2) % 12) + 1).padStart(2, '0')}-28`, 'us'),
    ],
  ]) {
    p.text(50, k, { size: 9, bold: true });
    p.text(150, v, { size: 9 });
    p.down(12);
  }
  p.down(16);
  hline(p, 50, 495, p.y - 11);
  p.text(50, 'Description', { size: 9, bold: true });
  p.text(380, 'Period', { size: 9, bold: true });
  p.text(545, 'Amount', { size: 9, bold: true, align: 'right' });
  p.down(6);
  hline(p, 50, 495);
  p.down(14);
  for (const [a, b, c] of lines) {
    p.text(50, a, { size: 9 });
    p.text(380, b, { size: 9 });
    p.text(545, num(c, 'en'), { size: 9, align: 'right' });
    p.down(14);
  }
  p.down(6);
  p.text(380, 'Amount paid', { size: 10, bold: true });
  p.text(545, `$${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(14);
  p.text(380, 'Balance', { size: 9 });
  p.text(545, '0.00', { size: 9, align: 'right' });
  p.down(24);
  p.text(50, `Payment method: ${rng.pick([`Check #${rng.int(1000, 9999)}`, 'Credit card', 'Cash', 'Autopay'])}`, { size: 9 });
  p.down(14);
  p.text(
    50,
    `Vehicle on file: ${grp(rng.int(1955, 1979), '')} ${rng.pick(['Chevrolet', 'Ford', 'Pontiac', 'Triumph', 'MG'])} – must remain registered or insured for storage.`,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
