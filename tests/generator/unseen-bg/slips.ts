/**
 * Receipts, the small paper of a British classic's life: a motor factor's till roll, an Irish filling station's pump
 * receipt, an NCT fee receipt; a German British-parts supplier's counter receipt, an Austrian filling station's slip
 * and a German inspector's receipt for the Hauptuntersuchung.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, sum, vatDE, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { AT_PLACES, DE_PLACES, IE_PLACES, UK_PLACES, car, dePlate, deStreet, iePlate, price, someInOrder, ukPostcode, ukStreet } from './kit';

const L = 215;
const R = 380;
/** One till line: text left, amount right, inside the roll's width. */
function till(p: PageBuilder, left: string, right = '', opts: { bold?: boolean; size?: number } = {}) {
  p.text(L, left, { size: opts.size ?? 8.5, bold: opts.bold });
  if (right) p.text(R, right, { size: opts.size ?? 8.5, bold: opts.bold, align: 'right' });
  p.down(11);
}
const centre = (p: PageBuilder, t: string, size = 8.5, bold = false) => {
  p.text((L + R) / 2, t, { size, bold, align: 'center' });
  p.down(size + 2.5);
};
const time = (rng: Random) => `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** 1. A motor factor's till receipt, 1995–2026: prices including VAT, a VAT analysis at the foot. */
export function motorFactorTill(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const [town, , pc] = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Wolds', 'Vale', 'Borders', 'Dales', 'Marches'])} Motor Factors`;
  p.y = 62;
  centre(p, shop.toUpperCase(), 11, true);
  centre(p, `${ukStreet(rng)}, ${town}`);
  centre(p, ukPostcode(rng, pc));
  centre(p, `VAT No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`);
  p.down(6);
  till(p, `${fd(date, 'uk')} ${time(rng)}`, `Till ${rng.int(1, 4)}`);
  till(p, `Sale ${rng.int(10000, 99999)}`, `Op ${rng.pick(['KEV', 'SAM', 'JO', 'DAVE'])}`);
  hline(p, L, R - L, p.y - 6);
  p.down(4);
  const items = someInOrder(
    rng,
    [
      ['20W50 CLASSIC OIL 5L', 22, 38],
      ['OIL FILTER GFE166', 4, 9],
      ['SPARK PLUG N9YC', 2, 4],
      ['POINTS GCS101', 3, 7],
      ['ROTOR ARM GRA107', 2, 5],
      ['FAN BELT', 5, 12],
      ['BRAKE FLUID DOT4 500ML', 4, 8],
      ['HOSE CLIP 25-40', 0.5, 1.5],
      ['ANTIFREEZE 1L', 5, 9],
      ['COPPERSLIP 20G', 2, 4],
      ['BULB 382 21W', 0.8, 2],
      ['HANDCLEANER', 3, 6],
    ] as [string, number, number][],
    2,
    6,
  ).map(([d, lo, hi]) => ({ d, q: rng.pick([1, 1, 1, 2, 4]), u: price(rng, lo, hi) }));
  for (const it of items) {
    if (it.q > 1) {
      till(p, it.d);
      till(p, `   ${it.q} @ ${it.u.toFixed(2)}`, r2(it.q * it.u).toFixed(2));
    } else till(p, it.d, it.u.toFixed(2));
  }
  const total = sum(items.map((it) => r2(it.q * it.u)));
  const rate = vatUK(y);
  const net = r2(total / (1 + rate / 100));
  const vat = r2(total - net);
  p.down(4);
  till(p, `${items.reduce((a, it) => a + it.q, 0)} ITEMS`);
  till(p, 'TOTAL', `£${total.toFixed(2)}`, { bold: true, size: 10 });
  const pay = rng.pick(['CASH', 'VISA DEBIT', 'MASTERCARD']);
  if (pay === 'CASH') {
    const tend = Math.ceil(total / 10) * 10;
    till(p, 'CASH', tend.toFixed(2));
    till(p, 'CHANGE', (tend - total).toFixed(2));
  } else till(p, pay, total.toFixed(2));
  p.down(6);
  till(p, 'VAT RATE   NET   VAT', '', { size: 7.5 });
  till(p, `${rate}%   ${net.toFixed(2)}   ${vat.toFixed(2)}`, '', { size: 7.5 });
  p.down(8);
  centre(p, 'Please retain receipt for returns');
  centre(p, 'THANK YOU');
  p.box(L - 12, 40, R - L + 24, p.y - 40);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 2. An Irish filling station's receipt, 1988–2026: fuel by the litre (or gallon), an oil, in punts or euro. */
export function irishForecourt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2026);
  const y = Number(date.slice(0, 4));
  const [town, co] = rng.pick(IE_PLACES);
  const fam = rng.pick(['Moloney', 'Doyle', 'Kavanagh', 'Daly', 'Fitzgerald']);
  const shop = `${fam}’s ${rng.pick(['Service Station', 'Filling Station', 'Centra & Service Station'])}`;
  const cur = y < 2002 ? 'IR£' : '€';
  p.y = 62;
  centre(p, shop, 10, true);
  centre(p, `${town}, ${co}`);
  centre(p, `VAT Reg IE${rng.int(1000000, 9999999)}${rng.pick(['K', 'P', 'T'])}`);
  p.down(8);
  till(p, fd(date, rng.pick(['uk', 'ukdot'] as const)), time(rng));
  till(p, `Receipt ${rng.int(1000, 99999)}`);
  p.down(4);
  const fuel = y < 2000 ? rng.pick(['4 STAR', 'SUPER LEADED', 'UNLEADED']) : rng.pick(['UNLEADED', 'SUPER UNLEADED 99']);
  const ppl = y < 2002 ? r2(0.5 + rng.next() * 0.25) : r2(1.05 + rng.next() * 0.8);
  const litres = r2(12 + rng.next() * 45);
  const fuelAmt = r2(litres * ppl);
  till(p, `PUMP ${rng.int(1, 8)} ${fuel}`);
  till(p, `   ${litres.toFixed(2)} L @ ${ppl.toFixed(3)}`, fuelAmt.toFixed(2));
  const extras: [string, number][] = [];
  if (rng.chance(0.5)) extras.push([rng.pick(['CASTROL GTX 1L', 'ADDITIVE LEAD SUB', 'SCREENWASH']), price(rng, 3, 14)]);
  if (rng.chance(0.3)) extras.push([rng.pick(['IRISH TIMES', 'TWIX', 'COFFEE REG']), price(rng, 1, 3)]);
  for (const [d, a] of extras) till(p, d, a.toFixed(2));
  const total = sum([fuelAmt, ...extras.map(([, a]) => a)]);
  p.down(4);
  till(p, 'TOTAL', `${cur}${total.toFixed(2)}`, { bold: true, size: 10 });
  till(p, rng.pick(['CASH', 'LASER', 'VISA']), total.toFixed(2));
  p.down(8);
  centre(p, 'VAT included at standard rate');
  centre(p, 'Thank you — safe home');
  p.box(L - 12, 40, R - L + 24, p.y - 40);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 3. An NCT fee receipt, 2001–2026: the test centre, the vehicle, the fee paid. */
export function nctFeeReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2001, 2026);
  const y = Number(date.slice(0, 4));
  const [town, co] = rng.pick(IE_PLACES);
  const c = car(rng);
  const shop = 'National Car Testing Service';
  p.text(50, shop, { size: 16, bold: true });
  p.down(13).text(50, `${town} Test Centre, ${rng.pick(['Business Park', 'Industrial Estate', 'Enterprise Centre'])}, ${co}`, { size: 9 });
  p.down(34);
  p.text(50, 'RECEIPT', { size: 14, bold: true });
  p.text(545, `Receipt No. ${rng.pick(['A', 'B', 'N'])}${rng.int(1000000, 9999999)}`, { size: 9.5, align: 'right' });
  p.down(24);
  const full = rng.chance(0.7);
  const fee = full ? (y < 2008 ? 49 : 55) : y < 2008 ? 25 : 28;
  const rows: [string, string][] = [
    ['Date of payment', fd(date, 'uk')],
    ['Vehicle registration', iePlate(rng, c.year, { import: rng.chance(0.4) })],
    ['Make / Model', `${c.make.toUpperCase()} ${c.model.toUpperCase()}`],
    ['Test type', full ? 'Full test' : 'Re-test (visual)'],
    ['Booking reference', `${rng.int(10000000, 99999999)}`],
    ['Payment method', rng.pick(['Debit card', 'Credit card', 'Online'])],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 10 });
    p.text(220, v, { size: 10 });
    p.down(16);
  }
  p.down(10);
  p.box(45, p.y - 14, 300, 22, true);
  p.text(50, 'Amount paid (incl. VAT)', { size: 11, bold: true });
  p.text(335, `€${fee.toFixed(2)}`, { size: 11, bold: true, align: 'right' });
  p.down(34);
  p.text(50, 'This receipt is not a certificate of roadworthiness. Please bring your vehicle registration', { size: 8.5 });
  p.down(11).text(50, 'certificate to every test. Vehicles over 30 years old may be exempt; this test was booked voluntarily.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: fee });
}

/** 4. A German British-parts supplier's counter receipt (Barverkauf), 2002–2026: gross prices, VAT contained. */
export function teileKassenbon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const y = Number(date.slice(0, 4));
  const [plz, ort] = rng.pick(DE_PLACES);
  const shop = `${rng.pick(['Britische Ersatzteile', 'Englandteile', 'Insel-Teile', 'Classic British Parts'])} ${rng.pick(['GmbH', 'Handels GmbH', 'e.K.'])}`;
  p.y = 62;
  centre(p, shop, 10, true);
  centre(p, deStreet(rng));
  centre(p, `${plz} ${ort}`);
  centre(p, `St.-Nr. ${rng.int(100, 999)}/${rng.int(1000, 9999)}/${rng.int(1000, 9999)}`);
  p.down(6);
  centre(p, 'BARVERKAUF', 9, true);
  till(p, `${fd(date, 'de')}  ${time(rng)}`, `Bon ${rng.int(1000, 99999)}`);
  hline(p, L, R - L, p.y - 6);
  p.down(4);
  const items = someInOrder(
    rng,
    [
      ['Zündkerze N9YC', 3, 6],
      ['Ölfilter GFE166', 7, 14],
      ['Verteilerkappe GDC110', 12, 25],
      ['Kontaktsatz GCS101', 6, 12],
      ['Keilriemen GTB1054', 9, 18],
      ['Bremsbeläge vorne GBP128', 22, 45],
      ['Radzylinder hinten', 18, 38],
      ['Ventildeckeldichtung', 6, 15],
      ['Auspuffhalter', 5, 12],
      ['Tankdeckel Chrom', 28, 65],
    ] as [string, number, number][],
    2,
    6,
  ).map(([d, lo, hi]) => ({ d, q: rng.pick([1, 1, 2, 4]), u: price(rng, lo, hi) }));
  for (const it of items) {
    till(p, it.d);
    till(p, `   ${it.q} x ${num(it.u, 'de')}`, `${num(r2(it.q * it.u), 'de')} A`);
  }
  const total = sum(items.map((it) => r2(it.q * it.u)));
  const v = vatDE(y);
  const net = r2(total / (1 + v / 100));
  const mw = r2(total - net);
  p.down(4);
  till(p, 'SUMME EUR', num(total, 'de'), { bold: true, size: 10 });
  const pay = rng.pick(['BAR', 'EC-Karte']);
  if (pay === 'BAR') {
    const g = Math.ceil(total / 50) * 50;
    till(p, 'Gegeben BAR', num(g, 'de'));
    till(p, 'Rückgeld', num(g - total, 'de'));
  } else till(p, 'EC-Karte', num(total, 'de'));
  p.down(6);
  till(p, `A = ${v} % MwSt.`, '', { size: 7.5 });
  till(p, `Netto ${num(net, 'de')}  MwSt ${num(mw, 'de')}  Brutto ${num(total, 'de')}`, '', { size: 7.5 });
  p.down(6);
  centre(p, 'Umtausch nur mit Bon. Elektroteile');
  centre(p, 'sind vom Umtausch ausgeschlossen.');
  p.box(L - 12, 40, R - L + 24, p.y - 40);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 5. An Austrian filling station slip, 1990–2026: Schilling or euro, Super by the litre. */
export function tankstelleAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const y = Number(date.slice(0, 4));
  const [plz, ort] = rng.pick(AT_PLACES);
  const shop = `Tankstelle ${rng.pick(['Haberl', 'Oberhuber', 'Hölzl', 'Gasser'])}`;
  const ats = y < 2002;
  p.y = 62;
  centre(p, shop.toUpperCase(), 10, true);
  centre(p, `${deStreet(rng)}, ${plz} ${ort}`);
  if (!ats) centre(p, `UID ATU${rng.int(10000000, 79999999)}`);
  p.down(6);
  till(p, `${fd(date, 'de')}  ${time(rng)}`, `Beleg ${rng.int(100, 9999)}`);
  p.down(4);
  const sorte = y < 1993 ? rng.pick(['Super verbleit', 'Normal bleifrei', 'Super bleifrei']) : rng.pick(['Super 95', 'Super Plus 98', 'Super 100']);
  const ppl = ats ? r2(9.5 + rng.next() * 3) : r2(1.05 + rng.next() * 0.85);
  const l = r2(15 + rng.next() * 45);
  const fuel = r2(l * ppl);
  till(p, `Säule ${rng.int(1, 6)}  ${sorte}`);
  till(p, `   ${num(l, 'de')} l à ${num(ppl, 'de')}`, num(fuel, 'de'));
  const extras: [string, number][] = [];
  if (rng.chance(0.4)) extras.push([rng.pick(['Bleiersatz-Additiv', 'Motoröl 1 l', 'Scheibenreiniger']), ats ? price(rng, 60, 180) : price(rng, 5, 15)]);
  if (rng.chance(0.3)) extras.push([rng.pick(['Vignette', 'Kaffee', 'Wurstsemmel']), ats ? price(rng, 20, 550) : price(rng, 2, 9)]);
  for (const [d, a] of extras) till(p, d, num(a, 'de'));
  const total = sum([fuel, ...extras.map(([, a]) => a)]);
  const net = r2(total / 1.2);
  p.down(4);
  till(p, `Summe ${ats ? 'ATS' : 'EUR'}`, num(total, 'de'), { bold: true, size: 10 });
  till(p, rng.pick(['Bar', 'Bankomat', 'Kreditkarte']), num(total, 'de'));
  p.down(6);
  till(p, `Netto ${num(net, 'de')}  20% USt ${num(r2(total - net), 'de')}`, '', { size: 7.5 });
  p.down(6);
  centre(p, 'Danke und gute Fahrt!');
  p.box(L - 12, 40, R - L + 24, p.y - 40);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** 6. A German inspector's receipt for the Hauptuntersuchung, 1995–2026: HU (and AU) fee, VAT, paid. */
export function huQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(DE_PLACES);
  const ing = `Dipl.-Ing. ${rng.pick(['Jürgen', 'Andreas', 'Thomas', 'Matthias'])} ${rng.pick(['Kübler', 'Reinhardt', 'Vogt', 'Schmid'])}`;
  const shop = `Ingenieurbüro ${ing.split(' ').slice(-1)[0]}`;
  p.text(50, shop, { size: 15, bold: true });
  p.down(12).text(50, `${ing} · amtlich anerkannter Prüfingenieur · ${deStreet(rng)} · ${plz} ${ort}`, { size: 8.5 });
  p.down(36);
  p.text(50, 'Quittung / Rechnung', { size: 13, bold: true });
  p.text(545, `Nr. ${rng.int(100000, 999999)}`, { size: 10, align: 'right' });
  p.down(22);
  const rows: [string, string][] = [
    ['Prüfdatum', fd(date, 'de')],
    ['Amtl. Kennzeichen', dePlate(rng, rng.chance(0.7))],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['FIN', c.chassis],
    ['Prüfort', `Prüfstützpunkt ${rng.pick(['Autohaus', 'Kfz-Werkstatt', 'Freie Werkstatt'])} ${rng.pick(['Brandstätter', 'Vogt', 'Ziegler'])}, ${ort}`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5 });
    p.text(190, v, { size: 9.5 });
    p.down(14);
  }
  p.down(12);
  const hu = r2(y < 2002 ? rng.pick([62, 68, 74]) : rng.pick([68.5, 79.5, 89.9, 98.5, 112]));
  const au = rng.chance(0.6) ? r2(y < 2002 ? rng.pick([28, 35]) : rng.pick([19.5, 29.5, 35])) : 0;
  const lines: [string, number][] = [['Hauptuntersuchung nach § 29 StVZO', hu]];
  if (au) lines.push(['Untersuchung der Abgase (AU)', au]);
  if (rng.chance(0.4)) lines.push(['Begutachtung nach § 23 StVZO (Oldtimer)', r2(rng.pick([95, 120, 145, 160]))]);
  const cur = y < 2002 ? 'DM' : 'EUR';
  for (const [d, a] of lines) {
    p.text(60, d, { size: 10 });
    p.text(545, `${num(a, 'de')} ${cur}`, { size: 10, align: 'right' });
    p.down(14);
  }
  const net = sum(lines.map(([, a]) => a));
  const v = vatDE(y);
  const mw = r2((net * v) / 100);
  const total = r2(net + mw);
  p.down(6);
  hline(p, 330, 215, p.y - 10);
  p.text(340, 'Netto', { size: 10 });
  p.text(545, `${num(net, 'de')} ${cur}`, { size: 10, align: 'right' });
  p.down(14);
  p.text(340, `MwSt. ${v} %`, { size: 10 });
  p.text(545, `${num(mw, 'de')} ${cur}`, { size: 10, align: 'right' });
  p.down(14);
  p.text(340, 'Bezahlt', { size: 11, bold: true });
  p.text(545, `${num(total, 'de')} ${cur}`, { size: 11, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `Betrag ${rng.pick(['bar', 'per EC-Karte'])} erhalten. Prüfergebnis siehe Untersuchungsbericht.`, { size: 9 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
