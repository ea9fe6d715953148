/**
 * Till and counter slips with more than one date: a German-speaking filling station's slip with a card terminal's
 * stamp and an offer's end, a parts counter's cash sale with the order's date and the exchange deadline, a British or
 * Irish forecourt receipt, an American parts counter's ticket with a return-by date.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { PageBuilder, addDays, addMonths, amt, clock, currency, digits, dt, level, my, out, price, r2, rule, yearOf } from './kit';

const litrePrice = (year: number, per: number, rng: Random) => Math.round(1.35 * per * Math.max(0.3, level(year)) * (0.9 + rng.next() * 0.2) * 1000) / 1000;

/** German, Austrian or Swiss filling station: date and time, fuel and a shop item, card terminal stamp, an offer valid until. */
export function tankstelleBeleg(rng: Random): Generated {
  const country = rng.pick(['DE', 'AT', 'CH'] as const);
  const day = rng.date(1975, 2026);
  const year = yearOf(day);
  const cur = currency(country, year);
  const shop = {
    DE: rng.pick(['Tankstelle am Ring Inh. P. Seidl', 'Autohof Lindenhof']),
    AT: rng.pick(['Tankstelle Haslinger', 'Tankstelle Pöllabauer KG']),
    CH: rng.pick(['Garage-Tankstelle Wyss', 'Tankstelle Oberfeld AG']),
  }[country];
  const place = {
    DE: rng.pick(['Bundesstraße 12 · Freising', 'Ringstraße 45 · Gifhorn']),
    AT: rng.pick(['Wiener Straße 3 · Amstetten', 'Bundesstraße 1 · Melk']),
    CH: rng.pick(['Hauptstrasse 3 · Sursee', 'Luzernerstrasse 80 · Kriens']),
  }[country];
  const card = { DE: ['girocard', 'EC-Karte'], AT: ['Maestro', 'Bankomatkarte'], CH: ['Postcard', 'Maestro'] }[country];
  const fuel = year < 1986 ? 'Super verbleit' : rng.pick(['Super bleifrei', 'Super Plus', 'Normal bleifrei']);
  const ppl = litrePrice(year, cur.per, rng);
  const litres = Math.round((20 + rng.next() * 40) * 100) / 100;
  const fuelAmt = r2(litres * ppl);
  const extra = rng.pick([
    ['Motoröl 15W-40 1 l', 12],
    ['Scheibenklar 1 l', 4],
    ['Wäsche Programm 2', 9],
  ] as [string, number][]);
  const extraAmt = price(extra[1], year, cur, rng);
  const total = r2(fuelAmt + extraAmt);
  const time = clock(rng, 6, 21);
  const s = rng.pick(['dd.mm.yy', 'dd.mm.yyyy'] as const);
  const p = new PageBuilder();
  const cx = 297;
  p.y = 70;
  p.text(cx, shop, { size: 11, bold: true, align: 'center' });
  p.down(12);
  p.text(cx, place, { size: 8, align: 'center' });
  p.down(22);
  p.text(200, `Datum ${dt(day, s)}`, { size: 9 });
  p.text(395, `Zeit ${time}`, { size: 9, align: 'right' });
  p.down(12);
  p.text(200, `Kasse ${rng.int(1, 4)}   Bon-Nr. ${rng.int(1000, 9999)}`, { size: 9 });
  p.down(16);
  p.text(200, `Säule ${rng.int(1, 8)} ${fuel}`, { size: 9 });
  p.down(12);
  p.text(210, `${amt(litres, cur)} l x ${num3(ppl, cur.style)} ${cur.sym}/l`, { size: 9 });
  p.text(395, amt(fuelAmt, cur), { size: 9, align: 'right' });
  p.down(12);
  p.text(200, extra[0], { size: 9 });
  p.text(395, amt(extraAmt, cur), { size: 9, align: 'right' });
  p.down(8);
  rule(p, 200, 195);
  p.down(13);
  p.text(200, `SUMME ${cur.code}`, { size: 11, bold: true });
  p.text(395, amt(total, cur), { size: 11, bold: true, align: 'right' });
  p.down(14);
  if (cur.vat) {
    const tax = r2(total - total / (1 + cur.vat / 100));
    p.text(200, `darin ${cur.vat} % ${cur.vatWord}`, { size: 8 });
    p.text(395, amt(tax, cur), { size: 8, align: 'right' });
    p.down(14);
  }
  if (year >= 1990) {
    p.down(6);
    p.text(cx, '*** Kartenzahlung ***', { size: 8.5, align: 'center' });
    p.down(12);
    p.text(200, `Terminal-ID ${digits(rng, 8)}`, { size: 8.5 });
    p.down(11);
    p.text(200, `${dt(day, 'dd.mm.yyyy')}   ${time.slice(0, 3)}${String(Math.min(59, Number(time.slice(3)) + 1)).padStart(2, '0')} Uhr`, { size: 8.5 });
    p.down(11);
    p.text(200, `Karte ${rng.pick(card)}  Nr. ####${digits(rng, 4)}  gültig bis ${my(addMonths(day, rng.int(6, 40)), '/')}`, { size: 8.5 });
    p.down(11);
    p.text(200, `Beleg ${rng.int(100, 9999)}   Betrag ${amt(total, cur)} ${cur.code}`, { size: 8.5 });
    p.down(11);
    p.text(cx, 'Zahlung erfolgt', { size: 8.5, align: 'center' });
    p.down(12);
  } else {
    p.text(200, 'BAR', { size: 9 });
    p.text(395, amt(Math.ceil(total / 10) * 10, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(8);
  p.text(cx, `Aktion Autowäsche -20 % gültig bis ${dt(addDays(day, rng.int(10, 40)), s)}`, { size: 8, align: 'center' });
  p.down(11);
  p.text(cx, 'Vielen Dank und gute Fahrt!', { size: 8, align: 'center' });
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date: day, totalCost: total });
}

function num3(n: number, style: 'de' | 'en' | 'ch') {
  const s = n.toFixed(3);
  return style === 'de' ? s.replace('.', ',') : s;
}

/** Parts counter cash sale: ordered on, sold on, exchange until; parts listed. */
export function teileTheke(rng: Random): Generated {
  const sold = rng.date(1970, 2026);
  const ordered = addDays(sold, -rng.int(2, 12));
  const year = yearOf(sold);
  const cur = currency('DE', year);
  const shop = rng.pick(['Kfz-Teile Hübner GmbH', 'Autoteile-Zentrum Stolz', 'Oldtimer-Teiledienst Marquardt', 'Teile-Express Vogler KG']);
  const items = rng
    .some(
      [
        ['Bremsschlauch vorn', 18],
        ['Zündverteilerkappe', 24],
        ['Kupplungsseil', 21],
        ['Scheibenwischerblatt (2 Stk.)', 19],
        ['Radzierring', 16],
        ['Türdichtung links', 48],
        ['Unterdruckdose', 39],
        ['Kraftstofffilter', 9],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, b]) => ({ t, qty: rng.int(1, 2), each: price(b, year, cur, rng) }));
  const net = r2(items.reduce((a, i) => a + i.qty * i.each, 0));
  const gross = cur.vat ? r2(net * (1 + cur.vat / 100)) : net;
  const s = rng.pick(['dd.mm.yyyy', 'd.m.yyyy'] as const);
  const p = new PageBuilder();
  p.y = 60;
  p.text(40, shop, { size: 13, bold: true });
  p.down(12);
  p.text(40, `Ersatzteile für Pkw und Oldtimer · ${rng.pick(['Gewerbering 5', 'Kölner Straße 140', 'Am Güterbahnhof 2'])}`, { size: 8 });
  p.down(30);
  p.text(40, 'KASSENBELEG — BARVERKAUF', { size: 12, bold: true });
  p.down(18);
  p.text(40, `Beleg-Nr. ${rng.int(100000, 999999)}`, { size: 9 });
  p.text(300, `Datum: ${dt(sold, s)}`, { size: 9, bold: true });
  p.down(12);
  p.text(40, `Bestellt am: ${dt(ordered, s)}`, { size: 9 });
  p.text(300, `Verkäufer: ${rng.pick(['KH', 'MB', 'TS', 'RW'])}`, { size: 9 });
  p.down(22);
  p.text(40, 'Menge', { size: 8.5, bold: true });
  p.text(90, 'Artikel', { size: 8.5, bold: true });
  p.text(450, 'Einzelpreis', { size: 8.5, bold: true, align: 'right' });
  p.text(555, 'Gesamt', { size: 8.5, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const i of items) {
    p.text(40, String(i.qty), { size: 9 });
    p.text(90, `${i.t}   Art.-Nr. ${digits(rng, 3)}.${digits(rng, 3)}`, { size: 9 });
    p.text(450, amt(i.each, cur), { size: 9, align: 'right' });
    p.text(555, amt(r2(i.qty * i.each), cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(8);
  rule(p, 330, 225);
  p.down(13);
  if (cur.vat) {
    p.text(340, 'Netto', { size: 9 });
    p.text(555, amt(net, cur), { size: 9, align: 'right' });
    p.down(12);
    p.text(340, `${cur.vat} % MwSt.`, { size: 9 });
    p.text(555, amt(r2(gross - net), cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.text(340, `Bar bezahlt ${cur.sym}`, { size: 10, bold: true });
  p.text(555, amt(gross, cur), { size: 10, bold: true, align: 'right' });
  p.down(28);
  p.text(40, `Umtausch nur gegen Vorlage dieses Belegs bis ${dt(addDays(sold, 14), s)}. Elektrische Teile sind vom Umtausch ausgeschlossen.`, { size: 8 });
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date: sold, totalCost: gross });
}

/** British or Irish forecourt receipt: DATE/TIME, litres, card, terminal stamp, promotion end. */
export function forecourtReceipt(rng: Random): Generated {
  const country = rng.pick(['UK', 'IE'] as const);
  const day = rng.date(1985, 2026);
  const year = yearOf(day);
  const cur = currency(country, year);
  const shop =
    country === 'UK' ? rng.pick(['Ashgrove Service Station', 'Moorside Garage Ltd']) : rng.pick(['Kerrigan’s Filling Station', 'Castle Motors Forecourt']);
  const ppl = litrePrice(year, cur.per, rng);
  const litres = Math.round((18 + rng.next() * 35) * 100) / 100;
  const fuelAmt = r2(litres * ppl);
  const shopItem = price(rng.pick([3, 6, 11]), year, cur, rng);
  const total = r2(fuelAmt + shopItem);
  const time = clock(rng, 6, 22);
  const s = rng.pick(['dd/mm/yy', 'dd/mm/yyyy'] as const);
  const p = new PageBuilder();
  const L = 200;
  const R = 395;
  p.y = 80;
  p.text(297, shop.toUpperCase(), { size: 10.5, bold: true, align: 'center' });
  p.down(12);
  p.text(297, country === 'UK' ? rng.pick(['A65 Skipton Road', 'High Street, Bala']) : rng.pick(['N4 Longford Road', 'Main Street, Ballina']), {
    size: 8,
    align: 'center',
  });
  p.down(20);
  p.text(L, `DATE ${dt(day, s)}`, { size: 9 });
  p.text(R, `TIME ${time}`, { size: 9, align: 'right' });
  p.down(12);
  p.text(L, `TILL ${rng.int(1, 3)}  TRANS ${rng.int(1000, 9999)}`, { size: 9 });
  p.down(16);
  p.text(L, `PUMP ${rng.int(1, 6)} ${year < 1989 ? '4 STAR' : rng.pick(['UNLEADED', 'SUPER UNLEADED', 'DIESEL'])}`, { size: 9 });
  p.down(12);
  p.text(L + 8, `${litres.toFixed(2)} L @ ${(ppl * 100).toFixed(1)}p`.replace('p', country === 'IE' && cur.code === 'EUR' ? 'c' : 'p'), { size: 9 });
  p.text(R, amt(fuelAmt, cur), { size: 9, align: 'right' });
  p.down(12);
  p.text(L, rng.pick(['SCREENWASH 5L', 'CAR WASH TOKEN', 'ROAD ATLAS']), { size: 9 });
  p.text(R, amt(shopItem, cur), { size: 9, align: 'right' });
  p.down(8);
  rule(p, L, R - L);
  p.down(13);
  p.text(L, 'TOTAL', { size: 11, bold: true });
  p.text(R, `${cur.sym}${amt(total, cur)}`, { size: 11, bold: true, align: 'right' });
  p.down(16);
  if (cur.vat) {
    p.text(L, `VAT ${cur.vat}% INCL.`, { size: 8 });
    p.text(R, amt(r2(total - total / (1 + cur.vat / 100)), cur), { size: 8, align: 'right' });
    p.down(14);
  }
  p.text(L, `${rng.pick(country === 'UK' ? ['VISA', 'MASTERCARD', 'SWITCH', 'ACCESS'] : ['VISA', 'MASTERCARD', 'LASER'])} ************${digits(rng, 4)}`, {
    size: 8.5,
  });
  p.down(11);
  p.text(L, `EXPIRY ${my(addMonths(day, rng.int(5, 36)), '/')}   AUTH ${digits(rng, 6)}`, { size: 8.5 });
  p.down(11);
  p.text(L, `TERMINAL ${digits(rng, 6)}  ${dt(day, 'dd/mm/yy')} ${time}`, { size: 8.5 });
  p.down(11);
  p.text(L, 'CARDHOLDER COPY - PLEASE RETAIN', { size: 8.5 });
  p.down(16);
  p.text(297, `DOUBLE POINTS ON ALL FUEL UNTIL ${dt(addDays(day, rng.int(7, 30)), s)}`, { size: 7.5, align: 'center' });
  return out(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date: day, totalCost: total });
}

/** American or Canadian parts counter: SOLD date, invoice date, return-by date, customer since. */
export function partsCounterTicket(rng: Random): Generated {
  const country = rng.pick(['US', 'CA'] as const);
  const sold = rng.date(1965, 2026);
  const year = yearOf(sold);
  const cur = currency(country, year);
  const shop = rng.pick(['Valley Auto Parts', 'Bumper-to-Bumper of Elkhart', 'Classic Chevy Parts Supply', 'Northern Auto Supply Ltd.']);
  const items = rng
    .some(
      [
        ['POINTS & CONDENSER SET', 15],
        ['UPPER RADIATOR HOSE', 19],
        ['HEADLAMP SEALED BEAM', 14],
        ['WHEEL CYLINDER', 26],
        ['ENGINE OIL 10W30 QT', 5],
        ['AIR FILTER', 14],
        ['FAN BELT', 13],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, b]) => ({ t, qty: rng.int(1, 3), each: price(b, year, cur, rng) }));
  const sub = r2(items.reduce((a, i) => a + i.qty * i.each, 0));
  const taxRate = country === 'US' ? rng.pick([5, 6, 7, 8.25]) : year < 2008 ? 7 : 5;
  const tax = r2((sub * taxRate) / 100);
  const total = r2(sub + tax);
  const s = rng.pick(['mm/dd/yy', 'm/d/yy'] as const);
  const p = new PageBuilder();
  p.y = 60;
  p.text(40, shop, { size: 13, bold: true });
  p.text(555, 'COUNTER TICKET', { size: 11, bold: true, align: 'right' });
  p.down(12);
  p.text(
    40,
    `${rng.int(100, 9999)} ${rng.pick(['N. Main St', 'Hwy 20 East', 'Dundas St'])} · ${country === 'US' ? rng.pick(['Elkhart, IN', 'Waco, TX']) : rng.pick(['London, ON', 'Moncton, NB'])}`,
    { size: 8 },
  );
  p.down(26);
  p.text(40, `SOLD ${dt(sold, s)}  ${clock(rng, 8, 17)}`, { size: 9.5, bold: true });
  p.text(300, `TICKET ${rng.int(100000, 999999)}`, { size: 9.5 });
  p.down(12);
  p.text(40, `CUSTOMER SINCE ${year - rng.int(2, 15)}   ACCT ${digits(rng, 5)}`, { size: 9 });
  p.text(300, `CLERK ${rng.pick(['RJ', 'DW', 'TK'])}`, { size: 9 });
  p.down(22);
  p.text(40, 'QTY', { size: 8.5, bold: true });
  p.text(80, 'DESCRIPTION', { size: 8.5, bold: true });
  p.text(460, 'EACH', { size: 8.5, bold: true, align: 'right' });
  p.text(555, 'EXT', { size: 8.5, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const i of items) {
    p.text(40, String(i.qty), { size: 9 });
    p.text(80, i.t, { size: 9 });
    p.text(460, amt(i.each, cur), { size: 9, align: 'right' });
    p.text(555, amt(r2(i.qty * i.each), cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(8);
  rule(p, 360, 195);
  p.down(13);
  p.text(370, 'SUBTOTAL', { size: 9 });
  p.text(555, amt(sub, cur), { size: 9, align: 'right' });
  p.down(12);
  p.text(370, `${country === 'US' ? 'SALES TAX' : 'GST'} ${taxRate}%`, { size: 9 });
  p.text(555, amt(tax, cur), { size: 9, align: 'right' });
  p.down(12);
  p.text(370, 'TOTAL', { size: 10.5, bold: true });
  p.text(555, `$${amt(total, cur)}`, { size: 10.5, bold: true, align: 'right' });
  p.down(26);
  p.text(40, `RETURNS WITH RECEIPT WITHIN 30 DAYS (BY ${dt(addDays(sold, 30), s)}). NO RETURNS ON ELECTRICAL PARTS.`, { size: 7.5 });
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date: sold, totalCost: total });
}
