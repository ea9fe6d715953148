/**
 * The same people's small receipts: a filling station's Quittung, a parts dealer's cash sale, a Swiss breakdown
 * service's receipt, a British motor factor's till slip, an American parts counter ticket, a Canadian gas bar slip.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r05, r2, vatCH, vatDE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { hand } from './kit';

const SURN = ['Kraus', 'Vogel', 'Seidl', 'Hahn', 'Pohl', 'Ziegler', 'Thaler'];

/* de 1 — a filling station's Quittung, hand-filled: litres of Super and a can of oil. */
export function tankQuittung(rng: Random): Generated {
  const date = rng.date(1966, 2001);
  const y = yearOf(date);
  const shop = `${rng.pick(['Aral', 'Esso', 'Shell', 'BP', 'DEA'])}-Tankstelle ${rng.pick(SURN)}`;
  const litres = rng.int(20, 55);
  const price = y < 1975 ? 0.62 : y < 1985 ? 1.25 : 1.55;
  const fuel = r2(litres * price);
  const oil = rng.chance(0.5) ? r2(rng.int(4, 14) * (y < 1980 ? 0.8 : 1.2)) : 0;
  const total = r2(fuel + oil);

  const p = new PageBuilder();
  p.box(60, 60, 400, 250);
  p.text(75, shop, { size: 12, bold: true, y: 82 });
  p.text(75, rng.pick(['Bundesstraße 12, 86899 Landsberg', 'Nürnberger Str. 40, 95448 Bayreuth', 'Ostring 3, 49393 Lohne']), { size: 8.5, y: 95 });
  p.text(75, 'QUITTUNG', { size: 14, bold: true, y: 124 });
  p.y = 150;
  hand(p, rng, 75, `${litres} Ltr. Super`, 12);
  hand(p, rng, 440, num(fuel, 'de'), 12, 'right');
  p.down(22);
  if (oil) {
    hand(p, rng, 75, '1 Dose Motoröl', 12);
    hand(p, rng, 440, num(oil, 'de'), 12, 'right');
    p.down(22);
  }
  p.text(75, 'Summe DM', { bold: true, size: 10 });
  hand(p, rng, 440, num(total, 'de'), 13, 'right');
  p.down(16);
  p.text(75, `inkl. ${vatDE(y)} % MwSt.`, { size: 8 });
  p.down(26);
  p.text(75, 'Datum', { size: 8 });
  hand(p, rng, 120, fd(date, 'de2'), 12);
  p.text(260, 'Unterschrift', { size: 8 });
  hand(p, rng, 320, rng.pick(['Hahn', 'i.A. Seidl', 'Pohl']), 11);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/* de 2 — a parts dealer's printed cash sale, itemised, VAT included. */
export function teileBarverkauf(rng: Random): Generated {
  const date = rng.date(1986, 2026);
  const y = yearOf(date);
  const shop = rng.pick([`Autoteile ${rng.pick(SURN)} GmbH`, `Kfz-Teile-Center ${rng.pick(SURN)}`, 'Teile-Express Südring']);
  const pool = ['Zündkerzen', 'Ölfilter', 'Keilriemen', 'Glühlampe H4', 'Wischerblatt', 'Bremsflüssigkeit 1 l', 'Sicherungssatz', 'Kontaktspray'];
  const lines = rng.some(pool, rng.int(2, 4)).map((t) => ({ t, q: rng.int(1, 4), e: r2(rng.int(2, 25) + rng.int(0, 19) * 0.05) }));
  const total = r2(lines.reduce((a, l) => a + l.q * l.e, 0));
  const vat = vatDE(y);
  const c = y < 2002 ? 'DM' : 'EUR';

  const p = new PageBuilder();
  p.text(180, shop, { size: 11, bold: true, align: 'center' });
  p.down(12);
  p.text(180, 'Barverkauf', { size: 9, align: 'center' });
  p.down(20);
  p.text(60, `Beleg ${rng.int(10000, 99999)}   ${fd(date, 'de')}  ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 });
  p.down(14);
  hline(p, 60, 240);
  p.down(12);
  for (const l of lines) {
    p.text(60, `${l.q} x ${l.t}`, { size: 8.5 });
    p.text(300, num(r2(l.q * l.e), 'de'), { size: 8.5, align: 'right' });
    p.down(11);
    p.text(70, `à ${num(l.e, 'de')}`, { size: 7.5 });
    p.down(11);
  }
  hline(p, 60, 240);
  p.down(13);
  p.text(60, `SUMME ${c}`, { size: 10, bold: true });
  p.text(300, num(total, 'de'), { size: 10, bold: true, align: 'right' });
  p.down(12);
  p.text(60, `darin ${vat} % MwSt.`, { size: 8 });
  p.text(300, num(r2((total * vat) / (100 + vat)), 'de'), { size: 8, align: 'right' });
  p.down(11);
  p.text(60, 'BAR', { size: 8 });
  p.down(18);
  p.text(180, 'Umtausch nur mit Beleg', { size: 7.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/* de 3 — a Swiss breakdown service's receipt: call-out and towing, paid in cash, Franken. */
export function pannendienstQuittung(rng: Random): Generated {
  const date = rng.date(1996, 2026);
  const y = yearOf(date);
  const shop = rng.pick([`Abschleppdienst ${rng.pick(SURN)} AG`, 'Pannenhilfe Zentralschweiz GmbH', `Garage & Abschlepp ${rng.pick(SURN)}`]);
  const a = rng.pick([90, 120, 140]);
  const b = r2(rng.int(4, 40) * 4.5);
  const net = r2(a + b);
  const vat = vatCH(y);
  const total = r05(net * (1 + vat / 100));

  const p = new PageBuilder();
  p.text(60, shop, { size: 13, bold: true });
  p.down(12);
  p.text(60, '24-Std.-Pannendienst · Abschleppen · Bergen', { size: 8.5 });
  p.down(36);
  p.text(60, 'Quittung', { size: 15, bold: true });
  p.text(535, fd(date, 'de'), { align: 'right' });
  p.down(24);
  p.text(60, 'Pannenhilfe vor Ort / Anfahrt');
  p.text(535, num(a, 'ch'), { align: 'right' });
  p.down(14);
  p.text(60, `Abschleppen ${Math.round(b / 4.5)} km à 4.50`);
  p.text(535, num(b, 'ch'), { align: 'right' });
  p.down(10);
  hline(p, 380, 160);
  p.down(14);
  p.text(380, `inkl. MWST ${vat} %`, { size: 9 });
  p.down(14);
  p.text(380, 'Total CHF', { bold: true });
  p.text(535, num(total, 'ch'), { bold: true, align: 'right' });
  p.down(30);
  p.text(60, 'Betrag bar erhalten:', { size: 9 });
  hand(p, rng, 170, rng.pick(['M. Thaler', 'R. Vogel']), 11);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/* en 1 — a British motor factor's till slip. */
export function ukMotorFactors(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const y = yearOf(date);
  const shop = rng.pick(['Wolds Motor Factors', 'Castle Motor Spares Ltd', 'Severn Valley Motor Factors', 'A & M Autoparts']);
  const pool = ['CONTACT SET', 'ROTOR ARM', 'FAN BELT', 'OIL FILTER', 'HT LEADS', 'BULB 380', 'COPPERSLIP', 'RADWELD'];
  const lines = rng.some(pool, rng.int(2, 5)).map((t) => ({ t, e: r2(rng.int(1, 18) + rng.int(0, 99) / 100) }));
  const total = r2(lines.reduce((a, l) => a + l.e, 0));
  const vat = vatUK(y);

  const p = new PageBuilder();
  p.text(160, shop.toUpperCase(), { size: 10, bold: true, align: 'center' });
  p.down(11);
  p.text(160, `TEL ${rng.int(1000, 9999)} ${rng.int(100000, 999999)}`, { size: 8, align: 'center' });
  p.down(18);
  p.text(60, `${fd(date, 'uk')}  ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}  TILL 1`, { size: 8 });
  p.down(14);
  for (const l of lines) {
    p.text(60, l.t, { size: 8.5 });
    p.text(260, num(l.e, 'en'), { size: 8.5, align: 'right' });
    p.down(11);
  }
  p.down(4);
  p.text(60, 'TOTAL', { size: 10, bold: true });
  p.text(260, `£${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(12);
  p.text(60, `VAT ${vat}% INCLUDED`, { size: 8 });
  p.down(11);
  p.text(60, 'CASH', { size: 8 });
  p.down(16);
  p.text(160, 'THANK YOU', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}

/* en 2 — an American parts counter ticket with sales tax. */
export function usPartsCounter(rng: Random): Generated {
  const date = rng.date(1970, 2026);
  const shop = rng.pick(['Valley Auto Parts', 'Crossroads Auto Supply', 'Main Street Parts & Supply', 'Tri-County Auto Parts']);
  const pool = ['Points set', 'Condenser', 'Oil filter PH8A', 'Fan belt', 'Radiator cap', 'Wiper refills', 'Fuse assortment', 'Brake fluid 12 oz'];
  const lines = rng.some(pool, rng.int(2, 4)).map((t) => ({ t, e: r2(rng.int(1, 24) + rng.int(0, 99) / 100) }));
  const sub = r2(lines.reduce((a, l) => a + l.e, 0));
  const rate = rng.pick([4, 5, 6, 7]);
  const tax = r2((sub * rate) / 100);
  const total = r2(sub + tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 13, bold: true });
  p.down(12);
  p.text(60, 'Counter Sales Ticket', { size: 9 });
  p.text(400, `Date ${fd(date, 'usshort')}`, { size: 9 });
  p.down(22);
  for (const l of lines) {
    p.text(60, l.t, { size: 9.5 });
    p.text(400, num(l.e, 'en'), { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.down(4);
  p.text(250, 'Subtotal', { size: 9.5 });
  p.text(400, num(sub, 'en'), { size: 9.5, align: 'right' });
  p.down(13);
  p.text(250, `Tax ${rate}%`, { size: 9.5 });
  p.text(400, num(tax, 'en'), { size: 9.5, align: 'right' });
  p.down(13);
  p.text(250, 'Total', { size: 10, bold: true });
  p.text(400, `$${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(24);
  p.text(60, 'No returns on electrical parts.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/* en 3 — a Canadian gas bar's slip: litres (or gallons before metric) and the total with tax in. */
export function canadaGasBar(rng: Random): Generated {
  const date = rng.date(1974, 2026);
  const y = yearOf(date);
  const shop = rng.pick(['Fraser Gas Bar', 'Prairie Co-op Gas Bar', 'Lakeshore Esso', 'North Star Petroleum']);
  const metric = y >= 1980;
  const q = metric ? r2(rng.int(20, 60) + rng.int(0, 99) / 100) : rng.int(6, 14);
  const ppu = metric ? (y < 2000 ? 0.55 : 1.35) : 0.75;
  const total = r2(q * ppu);

  const p = new PageBuilder();
  p.text(160, shop.toUpperCase(), { size: 10, bold: true, align: 'center' });
  p.down(16);
  p.text(60, `${fd(date, y < 1995 ? 'us' : 'iso')}`, { size: 8.5 });
  p.down(16);
  p.text(60, `PUMP ${rng.int(1, 8)}  REGULAR`, { size: 8.5 });
  p.down(12);
  p.text(60, metric ? `${num(q, 'en')} L @ ${ppu.toFixed(3)}` : `${q} GAL @ ${ppu.toFixed(3)}`, { size: 8.5 });
  p.down(16);
  p.text(60, 'TOTAL', { size: 10, bold: true });
  p.text(260, `$${num(total, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(12);
  p.text(60, y >= 1991 ? 'GST INCLUDED' : 'TAXES INCLUDED', { size: 8 });
  p.down(16);
  p.text(160, 'THANK YOU - COME AGAIN', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}
