/**
 * Till receipts from software tills: filling stations, parts counters, car washes (German and English).
 */
import { PageBuilder } from '../page';
import { doc, fd, num, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { SALES_TAX, digits, money, place, r2, rule, sum } from './kit';

const X = 210;
const R = 390;

function till(p: PageBuilder, left: string, right: string, opts: { bold?: boolean; size?: number } = {}) {
  p.text(X, left, { size: opts.size ?? 8.5, bold: opts.bold });
  if (right) p.text(R, right, { size: opts.size ?? 8.5, bold: opts.bold, align: 'right' });
  p.down(11);
}

/** 21. Lower Bavaria filling station with shop, TSE-era Kassenbon (2020s) or 1990s DM bon. */
export function tankstelleKassenbon(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ndb');
  const shop = `${rng.pick(['Freie Tankstelle', 'Tankstelle', 'Autohof'])} ${rng.pick(['Eder', 'Gruber', 'Isartal', 'Vilstal', 'Donau'])}`;
  const date = rng.date(1994, 2026);
  const y = yearOf(date);
  const mo = money('ndb', y);
  const litres = r2(rng.int(2000, 6500) / 100);
  const ppl = y < 2002 ? r2(rng.int(150, 200) / 100) : r2((1.05 + (y - 2002) * 0.04) * (0.9 + rng.next() * 0.2));
  const fuel = r2(litres * ppl);
  const extra = rng.chance(0.6) ? r2(rng.pick([2.49, 3.99, 12.9, 7.5]) * (y < 2002 ? 1.9 : 1)) : 0;
  const total = r2(fuel + extra);
  const net = r2(total / (1 + mo.vat / 100));
  p.y = 70;
  p.text(300, shop, { size: 11, bold: true, align: 'center' });
  p.down(12);
  p.text(300, a.street, { size: 8, align: 'center' }).down(10);
  p.text(300, a.line2, { size: 8, align: 'center' }).down(10);
  p.text(300, `Tel. 0${digits(rng, 4)}/${digits(rng, 4)}`, { size: 8, align: 'center' }).down(18);
  till(p, `Säule ${rng.int(1, 8)}  ${rng.pick(['Super E10', 'Super 95', 'Diesel', 'Super Plus', 'Normal bleifrei'])}`, '');
  till(p, `${num(litres, 'de')} l x ${num(ppl, 'de').replace(/,(\d\d)$/, ',$1')} ${mo.cur}/l`, `${num(fuel, 'de')} A`);
  if (extra) till(p, rng.pick(['Scheibenklar 1l', 'Kaffee groß', 'Autowäsche Programm 2', 'Motoröl 1l']), `${num(extra, 'de')} A`);
  rule(p, X, R - X);
  p.down(12);
  till(p, 'SUMME', `${mo.cur} ${num(total, 'de')}`, { bold: true, size: 10.5 });
  p.down(2);
  till(p, rng.pick(['girocard', 'BAR', 'Visa', 'DKV-Karte']), num(total, 'de'));
  p.down(4);
  till(p, `A = ${mo.vat} % MwSt`, `Netto ${num(net, 'de')}`, { size: 7.5 });
  till(p, '', `MwSt ${num(r2(total - net), 'de')}`, { size: 7.5 });
  p.down(8);
  till(p, `${fd(date, 'de')}  ${rng.int(6, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${digits(rng, 5)}  Kasse 1`, '', { size: 7.5 });
  if (y >= 2020) {
    till(p, `TSE-Seriennr.: ${digits(rng, 8)}${digits(rng, 8)}`, '', { size: 6.5 });
    till(p, `TSE-Transaktion ${digits(rng, 6)}  Signaturzähler ${digits(rng, 6)}`, '', { size: 6.5 });
  }
  till(p, `St.-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`, '', { size: 6.5 });
  p.down(6);
  p.text(300, 'Vielen Dank und gute Fahrt!', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 22. Brandenburg parts-counter chain (Teile-Shop), 2000s–2020s: article numbers, Kundenkarte, two VAT lines. */
export function teileshopKassenbeleg(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'bb');
  const shop = `${rng.pick(['Auto-Teile-Markt', 'Kfz-Teile Discount', 'TeileProfi'])} ${a.short}`;
  const date = rng.date(2004, 2026);
  const y = yearOf(date);
  const mo = money('bb', y);
  const pool: [string, number][] = [
    ['Scheibenwischer Aero 600mm', 21.99],
    ['H7 Glühlampe 12V 55W', 7.49],
    ['Motoröl 5W-40 5 Liter', 29.99],
    ['Frostschutz Konzentrat 1,5l', 8.99],
    ['Batterie 12V 60Ah', 79.9],
    ['Starthilfekabel 25mm²', 19.99],
    ['Innenraumfilter', 14.49],
  ];
  const items = rng.some(pool, rng.int(2, 4)).map(([t, pr]) => {
    const q = rng.pick([1, 1, 2]);
    return { t, q, pr, amt: r2(q * pr) };
  });
  const total = sum(items.map((x) => x.amt));
  const net = r2(total / (1 + mo.vat / 100));
  p.y = 64;
  p.text(X, shop, { size: 12, bold: true });
  p.down(12);
  p.text(X, `${a.street}, ${a.line2}`, { size: 8 }).down(10);
  p.text(X, `Filiale ${digits(rng, 3)} · Mo–Sa 8–20 Uhr`, { size: 8 }).down(20);
  p.text(X, 'KASSENBELEG', { size: 9, bold: true }).down(14);
  for (const x of items) {
    p.text(X, `${digits(rng, 6)} ${x.t}`, { size: 8 });
    p.down(10);
    till(p, `   ${x.q} x ${num(x.pr, 'de')}`, `${num(x.amt, 'de')} B`);
  }
  rule(p, X, R - X);
  p.down(13);
  till(p, 'Gesamt EUR', num(total, 'de'), { bold: true, size: 10.5 });
  till(p, 'EC-Cash', num(total, 'de'));
  p.down(4);
  till(p, `MwSt B ${mo.vat}%  Netto ${num(net, 'de')}`, num(r2(total - net), 'de'), { size: 7.5 });
  p.down(6);
  till(p, `Kundenkarte **** ${digits(rng, 4)}  Punkte: ${rng.int(10, 400)}`, '', { size: 7.5 });
  till(
    p,
    `${fd(date, 'dedash')} ${rng.int(8, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}  Kasse ${rng.int(1, 4)}  Bed. ${rng.int(10, 99)}  Beleg ${digits(rng, 6)}`,
    '',
    { size: 7 },
  );
  p.down(6);
  till(p, 'Umtausch nur mit Kassenbeleg innerhalb 30 Tagen.', '', { size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 23. Luxembourg border filling station, German till print with TVA number, LUF or euro. */
export function luxTankstelleBeleg(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'lux');
  const shop = `Station ${rng.pick(['Aral', 'Shell', 'Q8', 'Esso', 'TotalEnergies'])} ${a.short}`;
  const date = rng.date(1995, 2026);
  const y = yearOf(date);
  const mo = money('lux', y);
  const luf = mo.cur === 'LUF';
  const litres = r2(rng.int(3000, 8000) / 100);
  const ppl = luf ? r2(rng.int(2200, 2900) / 100) : r2((0.85 + (y - 2002) * 0.035) * (0.95 + rng.next() * 0.1));
  const fuel = luf ? Math.round(litres * ppl) : r2(litres * ppl);
  const cig = rng.chance(0.5) ? (luf ? rng.int(2, 4) * 100 : r2(rng.int(45, 75) / 10)) : 0;
  const total = r2(fuel + cig);
  const m = (n: number) => (luf ? `${Math.round(n)}` : num(n, 'de'));
  p.y = 80;
  p.text(300, shop, { size: 10.5, bold: true, align: 'center' }).down(11);
  p.text(300, `${a.street} · ${a.zip} ${a.town}`, { size: 7.5, align: 'center' }).down(10);
  p.text(300, `TVA LU${digits(rng, 8)}`, { size: 7.5, align: 'center' }).down(18);
  till(p, 'Beleg / Ticket', digits(rng, 6));
  till(p, 'Datum', fd(date, 'de'));
  p.down(6);
  till(p, `${rng.pick(['Diesel', 'Super 95', 'Super 98'])}  P${rng.int(1, 12)}`, '');
  till(p, `  ${num(litres, 'de')} L à ${num(ppl, 'de')}`, m(fuel));
  if (cig) till(p, rng.pick(['Tabak', 'Kaffee', 'AdBlue 10 L']), m(cig));
  rule(p, X, R - X);
  p.down(12);
  till(p, `Total ${mo.cur}`, m(total), { bold: true, size: 10.5 });
  till(p, `dont TVA/MwSt ${mo.vat}%`, m(luf ? Math.round(total - total / (1 + mo.vat / 100)) : r2(total - total / (1 + mo.vat / 100))), { size: 7.5 });
  till(p, rng.pick(['Carte bancaire', 'Bar', 'Visa']), m(total));
  p.down(8);
  p.text(300, 'Merci – Villmols Merci – Danke', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 24. North-East England motor-accessories store till receipt (1990s–2020s). */
export function neAccessoriesTill(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ne');
  const shop = `${rng.pick(['Motorway Spares', 'Autocentre Supplies', 'Tyneside Car Parts', 'Northern Motor Factors'])}`;
  const date = rng.date(1992, 2026);
  const y = yearOf(date);
  const mo = money('ne', y);
  const pool: [string, number][] = [
    ['Bulb H4 twin pack', 8.99],
    ['Screenwash 5L', 4.99],
    ['Engine oil 10W-40 4.5L', 18.99],
    ['Wiper blade 21"', 9.99],
    ['Car wax 500ml', 7.49],
    ['Fuse assortment', 3.99],
    ['Spark plugs x4', 11.99],
  ];
  const f = 0.6 + (y - 1992) * 0.015;
  const items = rng.some(pool, rng.int(2, 4)).map(([t, pr]) => ({ t, amt: r2(pr * f) }));
  const total = sum(items.map((x) => x.amt));
  p.y = 70;
  p.text(300, shop.toUpperCase(), { size: 11, bold: true, align: 'center' }).down(11);
  p.text(300, `${a.street}, ${a.town}`, { size: 7.5, align: 'center' }).down(10);
  p.text(300, `VAT No ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 7.5, align: 'center' }).down(18);
  for (const x of items) till(p, x.t.toUpperCase(), `£${num(x.amt, 'en')}`);
  p.down(2);
  till(p, `${items.length} ITEMS`, '');
  till(p, 'BALANCE DUE', `£${num(total, 'en')}`, { bold: true, size: 10 });
  till(p, rng.pick(['CASH', 'SWITCH', 'VISA DEBIT', 'CONTACTLESS']), `£${num(total, 'en')}`);
  till(p, 'CHANGE', '£0.00');
  p.down(4);
  till(p, `VAT @ ${mo.vat}% INCLUDED`, `£${num(r2(total - total / (1 + mo.vat / 100)), 'en')}`, { size: 7.5 });
  p.down(6);
  till(
    p,
    `${fd(date, 'uk')} ${rng.int(9, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}  ST ${digits(rng, 3)} TILL ${rng.int(1, 5)} TRN ${digits(rng, 4)}`,
    '',
    { size: 7 },
  );
  p.down(6);
  p.text(300, 'KEEP YOUR RECEIPT FOR REFUNDS', { size: 7.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 25. Ohio auto-parts store POS receipt: SKU lines, core charge, sales tax. */
export function ohioPartsStorePOS(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'oh');
  const shop = `${rng.pick(['Advance', 'Buckeye', 'Mid-Ohio', 'Discount'])} Auto Parts #${digits(rng, 4)}`;
  const date = rng.date(1996, 2026);
  const y = yearOf(date);
  const f = 0.75 + (y - 1996) * 0.02;
  const pool: [string, number][] = [
    ['BRAKE PAD SET D1210', 39.99],
    ['OIL FILTER PH3600', 5.49],
    ['MOTOR OIL 5W30 5QT', 24.99],
    ['ALTERNATOR REMAN', 149.99],
    ['HEADLAMP 9006', 12.99],
    ['COOLANT 1GAL', 14.99],
  ];
  const items = rng.some(pool, rng.int(2, 4)).map(([t, pr]) => ({ t, sku: digits(rng, 6), amt: r2(pr * f) }));
  const core = items.some((x) => x.t.startsWith('ALTERNATOR')) ? 35 : 0;
  const sub = r2(sum(items.map((x) => x.amt)) + core);
  const tax = r2((sub * SALES_TAX.oh) / 100);
  const total = r2(sub + tax);
  p.y = 66;
  p.text(300, shop, { size: 10.5, bold: true, align: 'center' }).down(11);
  p.text(300, `${a.street} ${a.line2}`, { size: 7.5, align: 'center' }).down(10);
  p.text(300, `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`, { size: 7.5, align: 'center' }).down(18);
  till(p, `${fd(date, 'us')}  ${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}`, `TRANS ${digits(rng, 5)}`, { size: 7.5 });
  p.down(4);
  for (const x of items) {
    till(p, `${x.sku} ${x.t}`, num(x.amt, 'en'));
  }
  if (core) till(p, '  CORE CHARGE', num(core, 'en'));
  p.down(4);
  till(p, 'SUBTOTAL', num(sub, 'en'));
  till(p, `SALES TAX ${SALES_TAX.oh}%`, num(tax, 'en'));
  till(p, 'TOTAL', `$${num(total, 'en')}`, { bold: true, size: 10.5 });
  till(p, `${rng.pick(['VISA', 'MC', 'DEBIT'])} XXXX${digits(rng, 4)}`, num(total, 'en'));
  p.down(6);
  till(p, 'RETURNS WITH RECEIPT WITHIN 90 DAYS', '', { size: 7 });
  till(p, `SPEED PERKS ID ***${digits(rng, 4)}`, '', { size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 26. Arizona car wash and detail: package name, add-ons, tip line, total. */
export function arizonaCarWash(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'az');
  const shop = `${rng.pick(['Cactus', 'Mesa Verde', 'Sonoran', 'Red Rock'])} Car Wash & Detail`;
  const date = rng.date(2003, 2026);
  const y = yearOf(date);
  const f = 1 + (y - 2003) * 0.03;
  const pkg = rng.pick([
    ['Express Exterior', 9.99],
    ['Full Service Wash', 21.99],
    ['Ultimate Shine', 34.99],
    ['Interior Detail', 89],
  ] as [string, number][]);
  const adds = rng.some(
    [
      ['Tire shine', 4],
      ['Rain repellent', 6],
      ['Air freshener', 2.5],
      ['Pet hair removal', 15],
    ] as [string, number][],
    rng.int(0, 2),
  );
  const lines = [[pkg[0], r2(pkg[1] * f)] as [string, number], ...adds.map(([t, pr]) => [t, r2(pr * f)] as [string, number])];
  const sub = sum(lines.map((l) => l[1]));
  const tax = r2((sub * SALES_TAX.az) / 100);
  const tip = rng.chance(0.5) ? rng.pick([3, 5, 10]) : 0;
  const total = r2(sub + tax + tip);
  p.y = 72;
  p.text(300, shop, { size: 11, bold: true, align: 'center' }).down(11);
  p.text(300, `${a.street}, ${a.line2}`, { size: 7.5, align: 'center' }).down(18);
  till(p, `Order ${digits(rng, 4)}`, fd(date, 'usshort'));
  till(p, `Cashier: ${rng.pick(['Ana', 'Josh', 'Marcus', 'Tina'])}`, `Lane ${rng.int(1, 3)}`);
  p.down(4);
  for (const [t, v] of lines) till(p, t, num(v, 'en'));
  rule(p, X, R - X);
  p.down(12);
  till(p, 'Subtotal', num(sub, 'en'));
  till(p, 'Tax', num(tax, 'en'));
  if (tip) till(p, 'Tip', num(tip, 'en'));
  till(p, 'Total', `$${num(total, 'en')}`, { bold: true, size: 10.5 });
  till(p, rng.pick(['Credit', 'Cash', 'Debit']), num(total, 'en'));
  p.down(8);
  till(p, 'Join the Unlimited Club – wash every day for one low price!', '', { size: 6.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
