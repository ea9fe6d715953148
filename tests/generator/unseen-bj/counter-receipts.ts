/**
 * Parts-counter tickets and cashiers' receipts from dealers and larger workshops: a German Thekenbeleg, a workshop
 * cashier's Quittung, an Austrian Barverkaufsrechnung, a US counter ticket with core charges, a UK cash sale and a
 * Canadian cashier's receipt for a repair order.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  carAt,
  CARS_DE,
  CARS_EN,
  doc,
  fd,
  hline,
  JOBS,
  lastDe,
  lastEn,
  num,
  PageBuilder,
  personDe,
  personEn,
  phoneDe,
  phoneUs,
  priceFactor,
  r2,
  row,
  streetDe,
  streetEn,
  streetUk,
  sum,
  TOWNS_A,
  TOWNS_CA,
  TOWNS_D,
  TOWNS_UK,
  ukify,
  TOWNS_US,
  vatDE,
  vatUK,
  salDe,
} from './kit';

function counterLines(rng: Random, n: number, f: number, lang: 'de' | 'en') {
  const parts = rng.some(
    JOBS.flatMap((j) => j.parts),
    n,
  );
  return parts.map((pt) => {
    const qty = pt.qty ? rng.int(pt.qty[0], pt.qty[1]) : rng.int(1, 2);
    const unit = r2((pt.price[0] + rng.next() * (pt.price[1] - pt.price[0])) * f);
    return { no: pt.no, text: lang === 'de' ? pt.de : pt.en, qty, unit, amount: r2(qty * unit) };
  });
}
const hm = (rng: Random) => `${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** A German dealer's parts-counter receipt 1990–2026, gross prices with the VAT contained, paid cash or by card. */
export function teileThekenbeleg(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'DM' : 'EUR';
  const f = priceFactor(year, c === 'DM' ? 'DM' : 'EUR') * 1.19;
  const town = rng.pick(TOWNS_D);
  const shop = `Autohaus ${lastDe(rng)} GmbH`;
  const lines = counterLines(rng, rng.int(2, 5), f, 'de');
  const gross = sum(lines.map((l) => l.amount));
  const vr = vatDE(year);
  const vat = r2((gross * vr) / (100 + vr));
  const p = new PageBuilder();
  const x0 = 150;
  const x1 = 445;
  p.y = 60;
  p.text(297, shop, { size: 12, bold: true, align: 'center' });
  p.down(11).text(297, 'Teile & Zubehör', { size: 9, align: 'center' });
  p.down(10).text(297, `${streetDe(rng)}, ${town.zip} ${town.town}`, { size: 8, align: 'center' });
  p.down(10).text(297, `Tel. ${phoneDe(rng)}`, { size: 8, align: 'center' });
  p.down(20);
  p.text(x0, `Thekenbeleg ${rng.int(10000, 99999)}`, { size: 9, bold: true });
  p.text(x1, `${fd(date, 'de')} ${hm(rng)}`, { size: 8.5, align: 'right' });
  p.down(11);
  p.text(x0, `Verkäufer: ${personDe(rng).split(' ')[0]}   Kasse ${rng.int(1, 3)}`, { size: 8 });
  p.down(8);
  hline(p, x0, x1 - x0);
  p.down(14);
  for (const l of lines) {
    p.text(x0, `${l.no}`, { size: 7.5 });
    p.down(9.5);
    row(p, [{ x: x0 }, { x: x1, align: 'right' }], [`${l.qty} x ${num(l.unit, 'de')}  ${l.text}`, num(l.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  hline(p, x0, x1 - x0, p.y - 6);
  p.down(8);
  row(p, [{ x: x0 }, { x: x1, align: 'right' }], [`SUMME ${c}`, num(gross, 'de')], { size: 11, bold: true });
  p.down(14);
  const pay = rng.pick(['BAR', 'EC-Karte', 'Girocard']);
  const given = pay === 'BAR' ? Math.ceil(gross / 10) * 10 + (rng.chance(0.5) ? 10 : 0) : gross;
  row(p, [{ x: x0 }, { x: x1, align: 'right' }], [pay === 'BAR' ? 'Gegeben BAR' : pay, num(given, 'de')], { size: 8.5 });
  p.down(11);
  if (pay === 'BAR') {
    row(p, [{ x: x0 }, { x: x1, align: 'right' }], ['Zurück', num(r2(given - gross), 'de')], { size: 8.5 });
    p.down(11);
  }
  p.down(6);
  row(p, [{ x: x0 }, { x: x1, align: 'right' }], [`enth. MwSt. ${vr} %`, num(vat, 'de')], { size: 8 });
  p.down(11);
  row(p, [{ x: x0 }, { x: x1, align: 'right' }], ['Nettobetrag', num(r2(gross - vat), 'de')], { size: 8 });
  p.down(22);
  p.text(297, 'Umtausch nur mit Beleg innerhalb 14 Tagen.', { size: 7.5, align: 'center' });
  p.down(10);
  p.text(297, 'Elektrische Teile sind vom Umtausch ausgeschlossen.', { size: 7.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** A German or Austrian workshop cashier's Quittung 1978–2026 for an invoice paid at collection. */
export function kassenQuittung(rng: Random): Generated {
  const at = rng.chance(0.35);
  const date = rng.date(1978, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? (at ? 'S' : 'DM') : 'EUR';
  const town = at ? rng.pick(TOWNS_A) : rng.pick(TOWNS_D);
  const shop = `${rng.pick(['Autohaus', 'Kfz-Betrieb', 'Auto-Center'])} ${lastDe(rng)} ${at ? 'Ges.m.b.H.' : 'GmbH & Co. KG'}`;
  const f = priceFactor(year, c === 'S' ? 'ATS' : c === 'DM' ? 'DM' : 'EUR');
  const amount = r2(rng.int(120, 1600) * f * (0.9 + rng.next() * 0.2));
  const p = new PageBuilder();
  p.y = 70;
  p.box(60, 40, 475, 300);
  p.text(80, shop, { size: 11, bold: true });
  p.text(515, 'QUITTUNG', { size: 16, bold: true, align: 'right' });
  p.down(11).text(80, `Kasse Kundendienst · ${town.zip} ${town.town}`, { size: 8 });
  p.down(30);
  p.text(80, `Nr. ${rng.int(1000, 9999)}`, { size: 9 });
  p.text(515, `${c} ${num(amount, 'de')}`, { size: 13, bold: true, align: 'right' });
  p.down(30);
  const cust = personDe(rng);
  p.text(80, `Von ${salDe(cust)} ${cust}`, { size: 10, serif: true });
  hline(p, 80, 435, p.y + 3);
  p.down(24);
  p.text(80, `für Werkstattrechnung Nr. ${rng.int(100000, 999999)} vom ${fd(date, 'de')}`, { size: 10, serif: true });
  hline(p, 80, 435, p.y + 3);
  p.down(24);
  p.text(80, `${rng.pick(['in bar', 'per EC-Karte', 'mit Scheck Nr. ' + rng.int(100000, 999999)])} richtig erhalten.`, { size: 10, serif: true });
  hline(p, 80, 435, p.y + 3);
  p.down(24);
  p.text(80, `Im Betrag sind ${at ? (year < 1984 ? 18 : 20) : vatDE(year)} % ${at ? 'USt.' : 'MwSt.'} enthalten.`, { size: 8.5 });
  p.down(40);
  p.text(80, `${town.town}, ${fd(date, rng.pick(['de', 'delong']))}`, { size: 10, serif: true });
  p.box(330, p.y + 2, 185, 0.01);
  p.text(330, 'Stempel / Unterschrift Kassierer', { size: 7, y: p.y + 11 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: amount });
}

/** An Austrian dealer's Barverkaufsrechnung for counter parts 1980–2026: net lines, USt added. */
export function barverkaufAT(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'ATS' : 'EUR';
  const town = rng.pick(TOWNS_A);
  const shop = `${lastDe(rng)} Automobile ${rng.pick(['GmbH', 'Ges.m.b.H.', 'KG'])}`;
  const lines = counterLines(rng, rng.int(2, 4), priceFactor(year, c === 'ATS' ? 'ATS' : 'EUR'), 'de');
  const net = sum(lines.map((l) => l.amount));
  const vr = year < 1984 ? 18 : 20;
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true });
  p.down(11).text(40, `Ersatzteilverkauf · ${streetDe(rng)} · ${town.zip} ${town.town} · UID ATU${rng.int(10000000, 99999999)}`, { size: 7.5 });
  p.down(34);
  p.text(40, 'BARVERKAUFSRECHNUNG', { size: 12, bold: true });
  p.text(555, `Nr. BV-${rng.int(1000, 99999)}`, { size: 9, align: 'right' });
  p.down(13);
  p.text(555, `Datum: ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.text(40, `Kunde: ${rng.pick(['Barverkauf', personDe(rng)])}`, { size: 9 });
  p.down(11);
  const car = carAt(rng, CARS_DE, year);
  p.text(40, `für Fahrzeug: ${car.make} ${car.model}`, { size: 8.5 });
  p.down(20);
  const cols = [{ x: 40 }, { x: 130 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Artikel-Nr.', 'Bezeichnung', 'Menge', 'Preis', `Betrag ${c}`], { size: 8, bold: true });
  p.down(16);
  for (const l of lines) {
    row(p, cols, [l.no, l.text, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  p.down(6);
  const tc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Summe netto', num(net, 'de')]);
  p.down(12);
  row(p, tc, [`${vr} % USt.`, num(vat, 'de')]);
  p.down(14);
  hline(p, 375, 180, p.y - 10);
  row(p, tc, [`Gesamt ${c}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(30);
  p.text(40, 'Betrag bar bezahlt. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** A US dealer parts counter ticket 1980–2026: list and net, core charges, sales tax, paid. */
export function usCounterTicket(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const year = Number(date.slice(0, 4));
  const town = rng.pick(TOWNS_US);
  const car = carAt(rng, CARS_EN, year);
  const shop = `${lastEn(rng)} ${car.make}`;
  const lines = counterLines(rng, rng.int(2, 4), priceFactor(year, 'USD'), 'en');
  const core = rng.chance(0.5) ? r2(rng.int(15, 60)) : 0;
  const sub = r2(sum(lines.map((l) => l.amount)) + core);
  const tr = { OH: 5.75, AZ: 5.6, CA: 7.25, TX: 6.25, MN: 6.875, PA: 6, SC: 6, MI: 6, WA: 6.5, IL: 6.25 }[town.region] ?? 6;
  const tax = r2((sub * tr) / 100);
  const total = r2(sub + tax);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, shop.toUpperCase(), { size: 12, bold: true });
  p.down(10).text(40, `PARTS DEPARTMENT  ${streetEn(rng).toUpperCase()}  ${town.town.toUpperCase()} ${town.region}  ${phoneUs(rng)}`, { size: 7 });
  p.text(555, 'COUNTER TICKET', { y: 46, size: 10, bold: true, align: 'right' });
  p.y = 80;
  const meta = [
    `INVOICE ${rng.int(100000, 999999)}`,
    `DATE ${fd(date, 'us')}`,
    `TIME ${hm(rng)}`,
    `COUNTERPERSON ${rng.int(10, 99)}`,
    `SALE TYPE: ${rng.pick(['CASH', 'CHARGE', 'RETAIL'])}`,
  ];
  p.text(40, meta.join('   '), { size: 7.5 });
  p.down(11);
  p.text(40, `SOLD TO: ${personEn(rng).toUpperCase()}   VEHICLE: ${car.year} ${car.make.toUpperCase()} ${car.model.toUpperCase()}`, { size: 7.5 });
  p.down(18);
  const cols = [
    { x: 40 },
    { x: 70 },
    { x: 150 },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  row(p, cols, ['QTY', 'PART NUMBER', 'DESCRIPTION', 'LIST', 'NET', 'EXTENDED'], { size: 7, bold: true });
  hline(p, 40, 515, p.y + 3);
  p.down(14);
  for (const l of lines) {
    row(p, cols, [String(l.qty), l.no, l.text.toUpperCase(), num(r2(l.unit * 1.25), 'en'), num(l.unit, 'en'), num(l.amount, 'en')], { size: 8 });
    p.down(11);
  }
  if (core) {
    row(p, cols, ['1', 'CORE', 'CORE CHARGE - REFUNDABLE ON RETURN', '', num(core, 'en'), num(core, 'en')], { size: 8 });
    p.down(11);
  }
  p.down(10);
  const sc = [{ x: 400 }, { x: 555, align: 'right' as const }];
  row(p, sc, ['SUBTOTAL', num(sub, 'en')], { size: 8.5 });
  p.down(11);
  row(p, sc, [`TAX ${tr}%`, num(tax, 'en')], { size: 8.5 });
  p.down(13);
  row(p, sc, ['TOTAL', num(total, 'en')], { size: 10, bold: true });
  p.down(11);
  row(p, sc, [rng.pick(['PAID CASH', 'PAID VISA', 'PAID M/C', 'PAID CHECK']), num(total, 'en')], { size: 8 });
  p.down(24);
  p.text(40, 'ALL RETURNS MUST BE ACCOMPANIED BY THIS INVOICE. NO RETURNS ON ELECTRICAL PARTS. 20% RESTOCKING FEE.', { size: 6.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}

/** A UK main dealer's parts "cash sale" 1980–2026, VAT added at the foot. */
export function ukCashSale(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const year = Number(date.slice(0, 4));
  const town = rng.pick(TOWNS_UK);
  const shop = `${lastEn(rng)} ${rng.pick(['Motors', 'Garages', 'Motor Group'])} Ltd`;
  const lines = counterLines(rng, rng.int(2, 4), priceFactor(year, 'GBP'), 'en');
  for (const l of lines) l.text = ukify(l.text);
  const net = sum(lines.map((l) => l.amount));
  const vr = vatUK(year);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.y = 50;
  p.text(297, shop, { size: 13, bold: true, align: 'center' });
  p.down(11).text(297, `Parts Department · ${streetUk(rng)}, ${town.town} ${town.zip}`, { size: 8, align: 'center' });
  p.down(26);
  p.box(40, p.y - 12, 515, 18, true);
  p.text(297, 'CASH SALE', { size: 11, bold: true, align: 'center' });
  p.down(22);
  p.text(40, `No. ${rng.int(10000, 99999)}`, { size: 9 });
  p.text(555, `Date / Tax Point: ${fd(date, rng.pick(['uk', 'uklong']))}`, { size: 9, align: 'right' });
  p.down(20);
  const cols = [{ x: 40 }, { x: 140 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Part No.', 'Description', 'Qty', 'Each', 'Goods £'], { size: 8, bold: true });
  hline(p, 40, 515, p.y + 3);
  p.down(15);
  for (const l of lines) {
    row(p, cols, [l.no, l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')], { size: 8.5 });
    p.down(12);
  }
  p.down(8);
  const sc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  row(p, sc, ['Goods', num(net, 'en')]);
  p.down(12);
  row(p, sc, [`VAT ${vr}%`, num(vat, 'en')]);
  p.down(14);
  row(p, sc, ['Total Paid £', num(total, 'en')], { bold: true, size: 10 });
  p.down(30);
  p.text(40, `Served by ${personEn(rng).split(' ')[0]}. Please retain this receipt. Parts returned must be unused and in original packaging.`, { size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A Canadian dealer's cashier receipt 1995–2026: payment applied to a repair order, card or debit. */
export function caCashierReceipt(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const year = Number(date.slice(0, 4));
  const town = rng.pick(TOWNS_CA);
  const car = carAt(
    rng,
    CARS_EN.filter((c) => c.to >= 1990),
    year,
  );
  const shop = `${town.town} ${car.make}`;
  const amount = r2(rng.int(80, 1800) * priceFactor(year, 'CAD') * (0.9 + rng.next() * 0.2));
  const x0 = 170;
  const x1 = 425;
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, shop.toUpperCase(), { size: 11, bold: true, align: 'center' });
  p.down(10).text(297, `${streetEn(rng)}, ${town.town} ${town.region}`, { size: 7.5, align: 'center' });
  p.down(22);
  p.text(297, 'CASHIER RECEIPT', { size: 10, bold: true, align: 'center' });
  p.down(18);
  const kv: [string, string][] = [
    ['RECEIPT #', String(rng.int(100000, 999999))],
    ['DATE', fd(date, 'iso')],
    ['TIME', hm(rng)],
    ['CASHIER', personEn(rng).split(' ')[0].toUpperCase()],
    ['CUSTOMER', personEn(rng).toUpperCase()],
    ['APPLIED TO', `RO ${rng.int(100000, 999999)}`],
  ];
  for (const [k, v] of kv) {
    row(p, [{ x: x0 }, { x: x1, align: 'right' }], [k, v], { size: 8.5 });
    p.down(11.5);
  }
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(12);
  const method = rng.pick(['INTERAC DEBIT', 'VISA', 'MASTERCARD', 'CASH', 'AMEX']);
  row(p, [{ x: x0 }, { x: x1, align: 'right' }], ['AMOUNT PAID', `$${num(amount, 'en')}`], { size: 11, bold: true });
  p.down(14);
  row(p, [{ x: x0 }, { x: x1, align: 'right' }], ['TENDER', method], { size: 8.5 });
  p.down(11.5);
  if (method !== 'CASH') {
    row(p, [{ x: x0 }, { x: x1, align: 'right' }], ['CARD', `************${rng.int(1000, 9999)}`], { size: 8.5 });
    p.down(11.5);
    row(p, [{ x: x0 }, { x: x1, align: 'right' }], ['AUTH', String(rng.int(100000, 999999))], { size: 8.5 });
    p.down(11.5);
  }
  row(p, [{ x: x0 }, { x: x1, align: 'right' }], ['BALANCE DUE', '0.00'], { size: 8.5 });
  p.down(24);
  p.text(297, 'THANK YOU - CUSTOMER COPY', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: amount });
}
