/**
 * Receipts the same owners keep: a parts-counter till slip and a filling-station Quittung in Germany, a parts counter's
 * cash sale bill; an American parts-store counter ticket, a British petrol station till receipt and a motor factor's
 * cash sale pad.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { PACKS_DE, PACKS_UK, PACKS_US, US_TAX, deAddress, dePlate, digits, name, price, surname, ukAddress, usAddress, vatDe, vatUk, wordsDe } from './kit';

const dn = (n: number) => num(n, 'de');
const en = (n: number) => num(n, 'en');

/** A few parts of the packs, priced for the year. */
function partsOf(rng: Random, packs: { parts: [string, number, number, string][] }[], year: number, cur: 'DM' | 'EUR' | 'GBP' | 'USD', n: number) {
  const all = packs.flatMap((p) => p.parts).filter((x) => !['Pausch.', 'tin'].includes(x[3]) && !/Grundierung|Underseal/.test(x[0]));
  return rng.some(all, n).map(([text, qty, base]) => {
    const unit = price(base, year, cur, rng);
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}

/** 1996–2026: a parts wholesaler's till slip, narrow, with the VAT shown inside the gross total. */
export function teileKassenbon(rng: Random): Generated {
  const date = rng.date(1996, 2026);
  const year = Number(date.slice(0, 4));
  const cur = date < '2002-01-01' ? 'DM' : 'EUR';
  const owner = surname(rng, 'de');
  const shop = rng.pick([`Autoteile ${owner} GmbH`, `Kfz-Teile-Handel ${owner}`, `${owner} Autoteile & Zubehör`]);
  const a = deAddress(rng);
  const items = partsOf(rng, PACKS_DE, year, cur, rng.int(2, 5));
  const total = sum(items.map((i) => i.amount));
  const v = vatDe(date);
  const net = r2(total / (1 + v / 100));
  const vat = r2(total - net);
  const given = Math.ceil(total / 10) * 10 + (rng.chance(0.5) ? 10 : 0);
  const L = 190;
  const R = 405;
  const p = new PageBuilder();
  p.text(297, shop, { size: 10, bold: true, align: 'center', y: 64 });
  p.text(297, a.street, { size: 8, align: 'center', y: 76 });
  p.text(297, a.line2, { size: 8, align: 'center', y: 86 });
  p.text(297, `Tel. ${digits(rng, 4)}/${digits(rng, 5)}`, { size: 8, align: 'center', y: 96 });
  p.y = 120;
  row(
    p,
    [{ x: L }, { x: R, align: 'right' }],
    [`${fd(date, 'de')}  ${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, `Bon ${rng.int(1000, 9999)}`],
    { size: 8 },
  );
  p.down(10);
  hline(p, L, R - L);
  p.down(14);
  for (const i of items) {
    p.text(L, i.text, { size: 8.5 });
    p.down(11);
    row(p, [{ x: L + 10 }, { x: R, align: 'right' }], [`${i.qty} x ${dn(i.unit)}`, `${dn(i.amount)} A`], { size: 8.5 });
    p.down(13);
  }
  hline(p, L, R - L, p.y - 6);
  p.down(8);
  row(p, [{ x: L }, { x: R, align: 'right' }], [`SUMME ${cur === 'DM' ? 'DM' : 'EUR'}`, dn(total)], { size: 11, bold: true });
  p.down(16);
  row(p, [{ x: L }, { x: R, align: 'right' }], ['Bar', dn(given)], { size: 8.5 });
  p.down(11);
  row(p, [{ x: L }, { x: R, align: 'right' }], ['Rückgeld', dn(r2(given - total))], { size: 8.5 });
  p.down(18);
  const tc: Col[] = [{ x: L }, { x: L + 70, align: 'right' }, { x: L + 140, align: 'right' }, { x: R, align: 'right' }];
  row(p, tc, ['MwSt', 'Netto', 'MwSt', 'Brutto'], { size: 7.5 });
  p.down(10);
  row(p, tc, [`A ${v}%`, dn(net), dn(vat), dn(total)], { size: 7.5 });
  p.down(20);
  p.text(297, 'Vielen Dank für Ihren Einkauf!', { size: 8, align: 'center' });
  p.down(10);
  p.text(297, 'Umtausch nur mit Bon innerhalb 14 Tagen', { size: 7, align: 'center' });
  p.box(L - 15, 40, R - L + 30, p.y - 22);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 1978–1995: a Quittung from a pad, filled in at the filling station, the sum in figures and words, the station's stamp. */
export function tankstellenQuittung(rng: Random): Generated {
  const date = rng.date(1978, 1995);
  const year = Number(date.slice(0, 4));
  const owner = `${rng.pick(['Willi', 'Heinz', 'Gerd', 'Helmut'])} ${surname(rng, 'de')}`;
  const brand = rng.pick(['Aral', 'Shell', 'BP', 'Esso', 'DEA']);
  const shop = rng.pick([`${brand}-Station ${owner}`, `${brand} Tankstelle ${owner}`]);
  const a = deAddress(rng);
  const litres = r2(rng.int(250, 650) / 10);
  const per = r2(0.9 + (year - 1978) * 0.035 + rng.next() * 0.12);
  const fuel = r2(litres * per);
  const oil = rng.chance(0.4) ? r2(price(10, year, 'DM', rng)) : 0;
  const total = r2(fuel + oil);
  const v = vatDe(date);
  const cust = name(rng, 'de');
  const p = new PageBuilder();
  p.box(60, 60, 475, 300);
  p.text(80, 'Quittung', { size: 20, bold: true, serif: true, y: 96 });
  p.box(370, 76, 150, 28);
  p.text(376, 'DM', { size: 9, serif: true, y: 95 });
  p.text(512, `${dn(total)}`, { size: 13, align: 'right', y: 96 });
  p.text(80, `Netto DM ${dn(r2(total / (1 + v / 100)))} + ${v} % MwSt. DM ${dn(r2(total - r2(total / (1 + v / 100))))}`, { size: 7.5, serif: true, y: 120 });
  const f = (y: number, label: string, val: string) => {
    p.text(80, label, { size: 8, serif: true, y });
    p.text(160, val, { size: 11, y });
    hline(p, 156, 364, y + 3);
  };
  const [whole, cents] = total.toFixed(2).split('.');
  f(150, 'DM in Worten', `${wordsDe(Number(whole))} ${cents}/100`);
  f(178, 'von', cust);
  f(
    206,
    'für',
    `${dn(litres)} Ltr. ${rng.pick(year < 1985 ? ['Super', 'Normal', 'Diesel'] : ['Super', 'Normal bleifrei', 'Super bleifrei', 'Diesel'])} à ${dn(per)}${oil ? ` + 1 Ltr. Motoröl ${dn(oil)}` : ''}`,
  );
  f(234, 'Kennzeichen', dePlate(rng, a.district));
  p.text(80, 'richtig erhalten zu haben, bestätigt', { size: 8, serif: true, y: 262 });
  f(292, 'Ort / Datum', `${a.town}, ${fd(date, 'de2')}`);
  p.box(330, 300, 190, 48);
  p.text(425, shop.toUpperCase(), { size: 8, bold: true, align: 'center', y: 316 });
  p.text(425, a.street, { size: 7.5, align: 'center', y: 328 });
  p.text(425, a.line2, { size: 7.5, align: 'center', y: 339 });
  p.text(80, 'Stempel / Unterschrift des Empfängers', { size: 6.5, serif: true, y: 352 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}

/** 2004–2026: a classic parts dealer's counter sale bill (Barverkauf): parts with numbers, net, VAT, paid in cash. */
export function barverkaufRechnung(rng: Random): Generated {
  const date = rng.date(2004, 2026);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = rng.pick([`Oldtimer-Teile ${owner}`, `${owner} Classic Parts GmbH`, `Ersatzteildienst ${owner} KG`]);
  const a = deAddress(rng);
  const items = partsOf(rng, PACKS_DE, year, 'EUR', rng.int(2, 5));
  const net = sum(items.map((i) => i.amount));
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, shop, { size: 14, bold: true, y: 56 });
  p.text(50, `Teileverkauf · Versand · Theke Mo–Sa · ${a.street} · ${a.line2}`, { size: 8.5, y: 70 });
  p.text(50, 'Barverkauf', { size: 13, bold: true, y: 120 });
  p.text(545, `Beleg-Nr. BV-${digits(rng, 6)}`, { size: 9, align: 'right', y: 108 });
  p.text(545, `Datum ${fd(date, 'de')}`, { size: 9, align: 'right', y: 120 });
  p.text(50, 'Kunde: Barverkauf (Laufkundschaft)', { size: 9, y: 136 });
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 390, align: 'right' }, { x: 465, align: 'right' }, { x: 545, align: 'right' }];
  p.y = 170;
  row(p, cols, ['Teile-Nr.', 'Bezeichnung', 'Menge', 'Preis €', 'Summe €'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  for (const i of items) {
    row(p, cols, [`${rng.pick(['N', 'A', '1'])}${digits(rng, 6)}`, i.text, String(i.qty), dn(i.unit), dn(i.amount)], { size: 9 });
    p.down(13);
  }
  hline(p, 50, 495, p.y - 5);
  p.down(12);
  const tc: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  row(p, tc, ['Warenwert netto', dn(net)], { size: 9.5 });
  p.down(13);
  row(p, tc, [`MwSt. ${v} %`, dn(vat)], { size: 9.5 });
  p.down(15);
  row(p, tc, ['Gesamt EUR', dn(total)], { size: 10.5, bold: true });
  p.down(30);
  p.text(50, `Betrag bar erhalten. ${a.town}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(13);
  p.text(50, 'Rückgabe von Elektroteilen ausgeschlossen.', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 1980–2012: an American parts store's counter ticket: part numbers, list and net prices, tax, total, CASH. */
export function usPartsCounterTicket(rng: Random): Generated {
  const date = rng.date(1980, 2012);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const a = usAddress(rng);
  const shop = rng.pick([`${owner} Auto Parts`, `${a.town} Auto Supply`, `Parts Mart of ${a.town}`]);
  const items = partsOf(rng, PACKS_US, year, 'USD', rng.int(2, 5));
  const sub = sum(items.map((i) => i.amount));
  const t = US_TAX[a.state];
  const tax = r2((sub * t) / 100);
  const total = r2(sub + tax);
  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { size: 12, bold: true, align: 'center', y: 64 });
  p.text(297, `${a.street.toUpperCase()}  ${a.line2.toUpperCase()}`, { size: 8, align: 'center', y: 76 });
  p.text(297, `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 8, align: 'center', y: 87 });
  p.y = 112;
  row(
    p,
    [{ x: 122 }, { x: 297, align: 'center' }, { x: 473, align: 'right' }],
    [`DATE ${fd(date, 'usshort')}`, `CLERK ${rng.int(1, 40)}`, `TICKET ${rng.int(10000, 99999)}`],
    { size: 8 },
  );
  p.down(8);
  hline(p, 122, 351);
  p.down(14);
  const cols: Col[] = [{ x: 122 }, { x: 145 }, { x: 215 }, { x: 420, align: 'right' }, { x: 473, align: 'right' }];
  row(p, cols, ['QTY', 'PART NO', 'DESCRIPTION', 'NET', 'EXT'], { size: 7.5, bold: true });
  p.down(14);
  for (const i of items) {
    row(p, cols, [String(i.qty), `${rng.pick(['FIL', 'BRK', 'IGN', 'GAS', 'BLT'])} ${digits(rng, 4)}`, i.text.toUpperCase(), en(i.unit), en(i.amount)], {
      size: 8,
    });
    p.down(14);
  }
  p.down(4);
  hline(p, 122, 351);
  p.down(14);
  const tc: Col[] = [{ x: 300 }, { x: 473, align: 'right' }];
  row(p, tc, ['SUBTOTAL', en(sub)], { size: 8.5 });
  p.down(12);
  row(p, tc, [`TAX ${t}%`, en(tax)], { size: 8.5 });
  p.down(14);
  row(p, tc, ['TOTAL', `$${en(total)}`], { size: 10, bold: true });
  p.down(14);
  row(p, tc, [rng.pick(['CASH', 'CHECK', 'VISA']), en(total)], { size: 8.5 });
  p.down(24);
  p.text(297, 'NO RETURNS ON ELECTRICAL PARTS · CORE CHARGES REFUNDED WITH RECEIPT', { size: 6.5, align: 'center' });
  p.box(110, 40, 375, p.y - 22);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}

/** 1986–2008: a British filling station's till receipt: litres at a price, oil, the total, the VAT in it. */
export function ukPetrolReceipt(rng: Random): Generated {
  const date = rng.date(1986, 2008);
  const year = Number(date.slice(0, 4));
  const brand = rng.pick(['Texaco', 'Jet', 'Shell', 'Esso', 'BP']);
  const a = ukAddress(rng);
  const shop = rng.pick([`${a.town} Service Station`, `${surname(rng, 'en')}'s Garage (${brand})`, `${brand} ${a.street.replace(/^\d+ /, '')}`]);
  const litres = r2(rng.int(200, 550) / 10);
  const ppl = r2(0.36 + (year - 1986) * 0.035 + rng.next() * 0.05);
  const fuel = r2(litres * ppl);
  const oil = rng.chance(0.35) ? price(9, year, 'GBP', rng) : 0;
  const total = r2(fuel + oil);
  const v = vatUk(date);
  const vat = r2(total - total / (1 + v / 100));
  const L = 200;
  const R = 395;
  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { size: 9.5, bold: true, align: 'center', y: 72 });
  p.text(297, `${a.street.toUpperCase()}, ${a.town.toUpperCase()}`, { size: 7.5, align: 'center', y: 84 });
  p.text(297, `VAT NO ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 7.5, align: 'center', y: 95 });
  p.y = 120;
  const c: Col[] = [{ x: L }, { x: R, align: 'right' }];
  row(
    p,
    c,
    [
      `PUMP ${rng.int(1, 8)}  ${rng.pick(year < 1989 ? ['4 STAR', '2 STAR', 'DIESEL'] : year < 2000 ? ['4 STAR', 'UNLEADED', 'SUPER UNL', 'DIESEL'] : ['UNLEADED', 'SUPER UNL', 'LRP', 'DIESEL'])}`,
      `£${en(fuel)}`,
    ],
    { size: 8.5 },
  );
  p.down(11);
  p.text(L + 8, `${en(litres)} L @ ${(ppl * 100).toFixed(1)}p`, { size: 8 });
  p.down(13);
  if (oil) {
    row(p, c, ['ENGINE OIL 1L', `£${en(oil)}`], { size: 8.5 });
    p.down(13);
  }
  hline(p, L, R - L, p.y - 4);
  p.down(10);
  row(p, c, ['TOTAL', `£${en(total)}`], { size: 11, bold: true });
  p.down(14);
  row(p, c, [rng.pick(['CASH', 'VISA', 'SWITCH', 'ACCESS']), `£${en(total)}`], { size: 8.5 });
  p.down(18);
  row(p, c, [`VAT @ ${v}% INCLUDED`, `£${en(vat)}`], { size: 7.5 });
  p.down(16);
  row(p, c, [fd(date, 'uk'), `${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`], { size: 8 });
  p.down(11);
  row(p, c, [`TILL ${rng.int(1, 3)}  TRANS ${rng.int(1000, 9999)}`, ''], { size: 8 });
  p.down(18);
  p.text(297, 'THANK YOU FOR YOUR CUSTOM', { size: 7.5, align: 'center' });
  p.box(L - 14, 50, R - L + 28, p.y - 32);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}

/** 1979–2000: a motor factor's cash sale pad: items and prices written in, VAT added, "paid with thanks". */
export function ukMotorFactorCashSale(rng: Random): Generated {
  const date = rng.date(1979, 2000);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'en');
  const a = ukAddress(rng);
  const shop = rng.pick([`${owner} Motor Factors`, `${a.town} Motor Spares Ltd`, `${owner} & ${surname(rng, 'en')} Auto Factors`]);
  const items = partsOf(rng, PACKS_UK, year, 'GBP', rng.int(2, 4));
  const net = sum(items.map((i) => i.amount));
  const v = vatUk(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.box(70, 50, 455, 420);
  p.text(297, shop, { size: 14, bold: true, serif: true, align: 'center', y: 78 });
  p.text(297, `Stockists of parts for all British cars · ${a.street}, ${a.town} · Tel. ${digits(rng, 6)}`, { size: 7.5, serif: true, align: 'center', y: 91 });
  p.text(86, 'CASH SALE', { size: 12, bold: true, y: 120 });
  p.text(510, `No. ${rng.int(10000, 99999)}`, { size: 10, align: 'right', y: 120 });
  p.text(86, 'Date', { size: 7.5, serif: true, y: 140 });
  p.text(112, fd(date, rng.pick(['uk', 'ukdot'])), { size: 11, y: 140 });
  hline(p, 110, 140, 143);
  const cols: Col[] = [{ x: 100, align: 'right' }, { x: 112 }, { x: 430, align: 'right' }, { x: 510, align: 'right' }];
  p.y = 170;
  row(p, cols, ['Qty', 'Description', 'Each', '£'], { size: 7.5, bold: true, serif: true });
  hline(p, 86, 424, p.y + 4);
  p.down(20);
  for (const i of items) {
    row(p, cols, [String(i.qty), i.text, en(i.unit), en(i.amount)], { size: 11 });
    hline(p, 86, 424, p.y + 4);
    p.down(20);
  }
  const tc: Col[] = [{ x: 360 }, { x: 510, align: 'right' }];
  p.y = 360;
  row(p, tc, ['Goods', en(net)], { size: 10 });
  p.down(17);
  row(p, tc, [`VAT ${v}%`, en(vat)], { size: 10 });
  p.down(17);
  p.box(355, p.y - 13, 160, 19, true);
  row(p, tc, ['TOTAL £', en(total)], { size: 11, bold: true });
  p.text(86, 'Paid with thanks', { size: 10, y: 420 });
  p.text(86, owner, { size: 11, y: 442 });
  p.text(297, 'Goods cannot be exchanged without this receipt', { size: 6.5, serif: true, align: 'center', y: 462 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
