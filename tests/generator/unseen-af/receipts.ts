/**
 * gen-unseen-af receipts: fuel and parts slips with several tax lines (A/B rates, GST-free items), deposits and core
 * charges, cash given and change returned. The total is the purchase's total — never the cash given, never the change.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, digits, doc, fd, hline, money, r05, r2, row, surname, vatCH, vatDE, vatUK } from './kit';

const R = 'right' as const;
const X0 = 170;
const X1 = 425;
const slip = () => {
  const p = new PageBuilder();
  p.y = 56;
  return p;
};
/** The slip's edge, as long as what is printed on it. */
const frame = (p: PageBuilder) => p.box(X0 - 15, 30, X1 - X0 + 30, p.y - 10);
const time = (rng: Random) => `${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
const given = (t: number, notes: number[]) => notes.find((n) => n >= t) ?? Math.ceil(t / 50) * 50;

/** Koblenz, 2003–2026: a filling station with fuel at 19 % (A) and shop goods at 7 % (B); cash given, change. */
export function koblenzTankstelle(rng: Random): Generated {
  const p = slip();
  const date = rng.date(2003, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Aral', 'Shell', 'Esso', 'Freie'])} Tankstelle ${surname(rng, 'rheinland')}`;
  const [a1, a2] = address(rng, 'rheinland');
  p.text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(297, a1, { size: 8.5, align: 'center' }).down(10).text(297, a2, { size: 8.5, align: 'center' });
  p.down(20)
    .text(X0, `Beleg-Nr. ${digits(rng, 5)}`, { size: 8.5 })
    .text(X1, `${fd(date, 'de')} ${time(rng)}`, { size: 8.5, align: R });
  const litres = r2(rng.int(2000, 6500) / 100);
  const ppl = r2(rng.int(y < 2010 ? 105 : 139, y < 2010 ? 145 : 199) / 100);
  const fuel = r2(litres * ppl);
  const shopItems: [string, number, 'A' | 'B'][] = rng.some(
    [
      ['Kaffee gross', r2(rng.int(180, 320) / 100), 'B'],
      ['Brezel', r2(rng.int(90, 180) / 100), 'B'],
      ['Scheibenreiniger 1 l', r2(rng.int(290, 590) / 100), 'A'],
      ['Motoröl 10W-40 1 l', r2(rng.int(890, 1490) / 100), 'A'],
      ['Mineralwasser 0,5 l', r2(rng.int(110, 220) / 100), 'B'],
    ],
    rng.int(2, 3),
  );
  const cols = [{ x: X0 }, { x: X1 - 12, align: R }, { x: X1, align: R }];
  p.down(20).text(X0, `Säule ${rng.int(1, 8)}  Super E10`, { size: 9 });
  p.down(11);
  row(p, cols, [`${num3(litres)} l x ${num3(ppl)} EUR/l`, money(fuel, 'EUR', 'de', 'bare'), 'A']);
  for (const [d, v, k] of shopItems) {
    p.down(12);
    row(p, cols, [d, money(v, 'EUR', 'de', 'bare'), k]);
  }
  const a = r2(fuel + shopItems.filter((i) => i[2] === 'A').reduce((s, i) => s + i[1], 0));
  const b = r2(shopItems.filter((i) => i[2] === 'B').reduce((s, i) => s + i[1], 0));
  const tot = r2(a + b);
  const va = vatDE(y);
  const vb = 7;
  p.down(16);
  hline(p, X0, X1 - X0, p.y - 9);
  row(p, [{ x: X0 }, { x: X1, align: R }], ['SUMME EUR', money(tot, 'EUR', 'de', 'bare')], { bold: true, size: 11 });
  const g = given(tot, [20, 50, 100, 200]);
  p.down(16);
  row(p, [{ x: X0 }, { x: X1, align: R }], ['Bar gegeben', money(g, 'EUR', 'de', 'bare')]);
  p.down(12);
  row(p, [{ x: X0 }, { x: X1, align: R }], ['Rückgeld', money(r2(g - tot), 'EUR', 'de', 'bare')]);
  const tc = [{ x: X0 }, { x: X0 + 90, align: R }, { x: X0 + 170, align: R }, { x: X1, align: R }];
  p.down(20);
  row(p, tc, ['MwSt', 'Netto', 'Steuer', 'Brutto'], { size: 8, bold: true });
  for (const [k, rate, gross] of [
    ['A', va, a],
    ['B', vb, b],
  ] as [string, number, number][]) {
    const net = r2(gross / (1 + rate / 100));
    p.down(11);
    row(p, tc, [`${k} ${rate} %`, money(net, 'EUR', 'de', 'bare'), money(r2(gross - net), 'EUR', 'de', 'bare'), money(gross, 'EUR', 'de', 'bare')], {
      size: 8,
    });
  }
  p.down(22).text(297, 'Vielen Dank für Ihren Besuch!', { size: 8.5, align: 'center' });
  frame(p);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}
const num3 = (n: number) => n.toFixed(2).replace('.', ',');

/** Kufstein, 1985–2001: a Tankstelle slip in Schilling, fuel at 20 %, food at 10 %, gegeben and retour. */
export function kufsteinTankstelle(rng: Random): Generated {
  const p = slip();
  const date = rng.date(1985, 2001);
  const shop = `Tankstelle ${surname(rng, 'tirol')} OHG`;
  const [a1, a2] = address(rng, 'tirol');
  p.text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(297, `${a1}, ${a2}`, { size: 8, align: 'center' });
  p.down(18)
    .text(X0, `${fd(date, 'de2')}  ${time(rng)}`, { size: 9 })
    .text(X1, `Bon ${digits(rng, 4)}`, { size: 9, align: R });
  const litres = r2(rng.int(2000, 6000) / 100);
  const ppl = r2(rng.int(890, 1240) / 100);
  const fuel = r2(litres * ppl);
  const oil = r2(rng.int(60, 140));
  const food = r2(rng.int(18, 60));
  const cols = [{ x: X0 }, { x: X1, align: R }];
  p.down(20);
  row(p, cols, [`Eurosuper ${litres.toFixed(2).replace('.', ',')} l à ${ppl.toFixed(2).replace('.', ',')}`, money(fuel, 'ATS', 'de', 'bare')]);
  p.down(12);
  row(p, cols, ['Motoröl 1 l  (20 %)', money(oil, 'ATS', 'de', 'bare')]);
  p.down(12);
  row(p, cols, ['Jause  (10 %)', money(food, 'ATS', 'de', 'bare')]);
  const tot = r2(fuel + oil + food);
  p.down(16);
  row(p, cols, ['Gesamt S', money(tot, 'ATS', 'de', 'bare')], { bold: true, size: 11 });
  const g = given(tot, [500, 1000, 5000]);
  p.down(14);
  row(p, cols, ['gegeben', money(g, 'ATS', 'de', 'bare')]);
  p.down(12);
  row(p, cols, ['retour', money(r2(g - tot), 'ATS', 'de', 'bare')]);
  const n20 = r2((fuel + oil) / 1.2);
  const n10 = r2(food / 1.1);
  p.down(18);
  row(p, cols, [`darin 20 % USt von S ${money(n20, 'ATS', 'de', 'bare')}`, money(r2(fuel + oil - n20), 'ATS', 'de', 'bare')], { size: 8 });
  p.down(11);
  row(p, cols, [`darin 10 % USt von S ${money(n10, 'ATS', 'de', 'bare')}`, money(r2(food - n10), 'ATS', 'de', 'bare')], { size: 8 });
  p.down(20).text(297, 'Gute Fahrt!', { size: 9, align: 'center' });
  frame(p);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Burgdorf, 1996–2026: a parts counter's Quittung in CHF with a battery's vorgezogene Entsorgungsgebühr, MWST, 5 Rappen. */
export function burgdorfTeileQuittung(rng: Random): Generated {
  const p = slip();
  const date = rng.date(1996, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `${surname(rng, 'bern')} Autoteile AG`;
  const [a1, a2] = address(rng, 'bern');
  p.text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(297, `${a1}, ${a2}`, { size: 8, align: 'center' });
  p.down(18).text(297, 'QUITTUNG', { size: 12, bold: true, align: 'center' });
  p.down(16)
    .text(X0, `Datum ${fd(date, 'de')}`, { size: 9 })
    .text(X1, `Nr. ${digits(rng, 6)}`, { size: 9, align: R });
  const items: [string, number, number][] = rng.some(
    [
      ['Batterie 12V 60Ah', 1, r2(rng.int(12000, 19000) / 100)],
      ['Zündkerzen', 4, r2(rng.int(600, 1400) / 100)],
      ['Ölfilter', 1, r2(rng.int(1400, 2800) / 100)],
      ['Keilriemen', 1, r2(rng.int(1800, 3600) / 100)],
      ['Scheibenwischer', 2, r2(rng.int(1200, 2400) / 100)],
    ],
    3,
  );
  if (!items.some((i) => i[0].startsWith('Batterie'))) items.unshift(['Batterie 12V 60Ah', 1, r2(rng.int(12000, 19000) / 100)]);
  const cols = [{ x: X0 }, { x: X1, align: R }];
  let sum = 0;
  for (const [d, q, u] of items) {
    p.down(13);
    row(p, cols, [`${q} x ${d} à ${money(u, 'CHF', 'ch', 'bare')}`, money(r2(q * u), 'CHF', 'ch', 'bare')]);
    sum += q * u;
  }
  const veg = 4;
  p.down(13);
  row(p, cols, ['VEG Batterie (Entsorgung)', money(veg, 'CHF', 'ch', 'bare')]);
  sum = r2(sum + veg);
  const vat = vatCH(y);
  const exact = sum;
  const tot = r05(exact);
  const inc = r2(sum - sum / (1 + vat / 100));
  p.down(16);
  row(p, cols, ['Total inkl. MWST', money(exact, 'CHF', 'ch', 'bare')]);
  if (tot !== exact) {
    p.down(12);
    row(p, cols, ['Rundung', money(r2(tot - exact), 'CHF', 'ch', 'bare')]);
  }
  p.down(14);
  row(p, cols, ['Zu bezahlen CHF', money(tot, 'CHF', 'ch', 'bare')], { bold: true, size: 11 });
  p.down(14);
  row(p, cols, [`enthaltene MWST ${vat} %`, money(inc, 'CHF', 'ch', 'bare')], { size: 8 });
  const g = given(tot, [50, 100, 200, 500]);
  p.down(14);
  row(p, cols, ['Bar erhalten', money(g, 'CHF', 'ch', 'bare')]);
  p.down(12);
  row(p, cols, ['Zurück', money(r2(g - tot), 'CHF', 'ch', 'bare')]);
  frame(p);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Lubbock, 1990–2026: an auto-parts counter ticket with a core charge, sales tax, cash tendered and change. */
export function lubbockPartsTicket(rng: Random): Generated {
  const p = slip();
  const date = rng.date(1990, 2026);
  const shop = `${surname(rng, 'texas')} Auto Parts`;
  const [a1, a2] = address(rng, 'texas');
  p.text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(297, a1, { size: 8, align: 'center' }).down(10).text(297, a2, { size: 8, align: 'center' });
  p.down(18)
    .text(X0, `${fd(date, 'us')} ${time(rng)}`, { size: 8.5 })
    .text(X1, `TKT ${digits(rng, 6)}`, { size: 8.5, align: R });
  const items: [string, number][] = rng.some(
    [
      ['REMAN ALTERNATOR', r2(rng.int(8900, 17900) / 100)],
      ['SPARK PLUG COPPER', r2(rng.int(200, 500) / 100)],
      ['OIL FILTER', r2(rng.int(500, 1200) / 100)],
      ['V-BELT', r2(rng.int(1200, 2600) / 100)],
      ['RADIATOR CAP', r2(rng.int(700, 1600) / 100)],
    ],
    3,
  );
  if (!items.some((i) => i[0].startsWith('REMAN'))) items.unshift(['REMAN ALTERNATOR', r2(rng.int(8900, 17900) / 100)]);
  const core = r2(rng.int(2, 6) * 5);
  const cols = [{ x: X0 }, { x: X1, align: R }];
  for (const [d, v] of items) {
    p.down(13);
    row(p, cols, [d, money(v, 'USD', 'en', 'bare')]);
  }
  p.down(13);
  row(p, cols, ['  CORE CHARGE (REFUNDABLE)', money(core, 'USD', 'en', 'bare')]);
  const sub = r2(items.reduce((s, i) => s + i[1], 0) + core);
  const tax = r2(sub * 0.0825);
  const tot = r2(sub + tax);
  const g = given(tot, [20, 50, 100, 200, 300]);
  p.down(18);
  for (const [k, v, b] of [
    ['SUBTOTAL', sub],
    ['TAX 8.25%', tax],
    ['TOTAL', tot, true],
    ['CASH TENDERED', g],
    ['CHANGE', r2(g - tot)],
  ] as [string, number, boolean?][]) {
    row(p, cols, [k, money(v, 'USD', 'en', 'bare')], { bold: b, size: b ? 11 : 9 });
    p.down(13);
  }
  p.down(8).text(297, 'Return core with receipt within 30 days for refund.', { size: 7.5, align: 'center' });
  frame(p);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Kalgoorlie, 2001–2026: a roadhouse docket with GST-inclusive prices, GST-free items marked *, change. */
export function kalgoorlieRoadhouse(rng: Random): Generated {
  const p = slip();
  const date = rng.date(2001, 2026);
  const shop = `${rng.pick(['Goldfields', 'Coolgardie', 'Eastern Goldfields'])} Roadhouse`;
  const [a1, a2] = address(rng, 'wa');
  p.text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(297, `${a1}, ${a2}`, { size: 8, align: 'center' });
  p.down(10).text(297, `ABN ${digits(rng, 11)}`, { size: 8, align: 'center' });
  p.down(16).text(297, 'TAX INVOICE', { size: 10, bold: true, align: 'center' });
  p.down(14).text(X0, fd(date, 'uk'), { size: 8.5 }).text(X1, time(rng), { size: 8.5, align: R });
  const litres = r2(rng.int(4000, 9000) / 100);
  const ppl = r2(rng.int(115, 245) / 100);
  const fuel = r2(litres * ppl);
  const items: [string, number, boolean][] = [
    [`PUMP ${rng.int(1, 6)} DIESEL ${litres.toFixed(2)}L @ ${ppl.toFixed(3)}`, fuel, true],
    ['COOLANT 5L', r2(rng.int(1800, 3200) / 100), true],
    ['MILK 2L *', r2(rng.int(250, 450) / 100), false],
    ['BREAD LOAF *', r2(rng.int(300, 550) / 100), false],
    ['PIE', r2(rng.int(450, 750) / 100), true],
  ].slice(0, rng.int(3, 5)) as [string, number, boolean][];
  const cols = [{ x: X0 }, { x: X1, align: R }];
  for (const [d, v] of items) {
    p.down(13);
    row(p, cols, [d, money(v, 'AUD', 'en')], { size: 8.5 });
  }
  const tot = r2(items.reduce((s, i) => s + i[1], 0));
  const taxable = r2(items.filter((i) => i[2]).reduce((s, i) => s + i[1], 0));
  const gst = r2(taxable / 11);
  p.down(18);
  row(p, cols, ['TOTAL', money(tot, 'AUD', 'en')], { bold: true, size: 11 });
  p.down(13);
  row(p, cols, ['GST INCLUDED IN TOTAL', money(gst, 'AUD', 'en')], { size: 8.5 });
  p.down(11);
  row(p, cols, ['* GST-FREE ITEMS', money(r2(tot - taxable), 'AUD', 'en')], { size: 8.5 });
  const g = given(tot, [50, 100, 150, 200, 300]);
  p.down(16);
  row(p, cols, ['CASH', money(g, 'AUD', 'en')]);
  p.down(12);
  row(p, cols, ['CHANGE', money(r2(g - tot), 'AUD', 'en')]);
  frame(p);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Penzance, 1979–2010: a garage forecourt receipt, fuel and oil, VAT shown, cash and change. */
export function penzanceForecourt(rng: Random): Generated {
  const p = slip();
  const date = rng.date(1979, 2010);
  const y = Number(date.slice(0, 4));
  const shop = `${surname(rng, 'cornwall')}'s Garage`;
  const [a1, a2] = address(rng, 'cornwall');
  p.text(297, shop, { size: 12, bold: true, align: 'center', serif: true });
  p.down(12).text(297, `${a1}, ${a2}`, { size: 8, align: 'center' });
  p.down(10).text(297, `VAT No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 8, align: 'center' });
  p.down(18)
    .text(X0, fd(date, 'uk'), { size: 9 })
    .text(X1, `Till ${rng.int(1, 3)}  No. ${digits(rng, 4)}`, { size: 9, align: R });
  const unit = y < 1995 ? 'gal' : 'L';
  const qty = unit === 'gal' ? r2(rng.int(400, 1200) / 100) : r2(rng.int(2000, 5500) / 100);
  const ppu = unit === 'gal' ? r2(rng.int(90, 260) / 100) : r2(rng.int(65, 125) / 100);
  const fuel = r2(qty * ppu);
  const oil = r2(rng.int(180, 690) / 100);
  const cols = [{ x: X0 }, { x: X1, align: R }];
  p.down(18);
  row(p, cols, [`${y < 1989 ? '4 Star' : 'Unleaded'} ${qty.toFixed(2)} ${unit} @ ${ppu.toFixed(unit === 'gal' ? 2 : 3)}`, money(fuel, 'GBP', 'en')]);
  p.down(13);
  row(p, cols, ['Engine oil 1 pint', money(oil, 'GBP', 'en')]);
  const tot = r2(fuel + oil);
  const vat = vatUK(y);
  const v = r2((tot * vat) / (100 + vat));
  p.down(16);
  row(p, cols, ['TOTAL', money(tot, 'GBP', 'en')], { bold: true, size: 11 });
  p.down(13);
  row(p, cols, [`incl. VAT @ ${vat}%`, money(v, 'GBP', 'en')], { size: 8.5 });
  const g = given(tot, [5, 10, 20, 50]);
  p.down(16);
  row(p, cols, ['Cash', money(g, 'GBP', 'en')]);
  p.down(12);
  row(p, cols, ['Change', money(r2(g - tot), 'GBP', 'en')]);
  p.down(20).text(297, 'Thank you — drive safely', { size: 8.5, align: 'center', serif: true });
  frame(p);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}
