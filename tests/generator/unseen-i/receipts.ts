/**
 * Receipts: a German Quittung from a receipt book (net, MwSt, gross, amount in words, shop stamp), a
 * 1999 filling-station slip in DM with its euro figure, a 2022 car-wash Kassenbon with TSE lines, a US
 * parts-store register tape, a towing company's "received from" slip, a British forecourt receipt.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  cents,
  date,
  full,
  num,
  personDe,
  personEn,
  phoneDe,
  phoneUs,
  plateDe,
  round2,
  stamp,
  stateUs,
  streetDe,
  sum,
  townDe,
  truthOf,
  typed,
  wordsDe,
  wordsEn,
  cap,
  herrnFrau,
} from './kit';

/** 1978: Quittung from a pre-printed receipt book, typed in, with the towing firm's stamp. */
export function quittungsblock1978(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const o = personDe(rng);
  const shop = `Abschleppdienst ${o.last}`;
  const d = rng.date(1975, 1983);
  const net = rng.int(4000, 22000) / 100;
  const tax = round2(net * (d < '1978-07-01' ? 0.11 : d < '1979-07-01' ? 0.12 : 0.13));
  const rate = d < '1978-07-01' ? 11 : d < '1979-07-01' ? 12 : 13;
  const total = round2(net + tax);
  p.box(40, 40, 515, 300);
  p.text(60, 'Quittung', { y: 78, size: 24, serif: true, bold: true });
  p.text(330, 'Nr.', { y: 70, size: 8 });
  typed(p, rng, 350, 70, String(rng.int(1, 50)));
  const rowsL: [string, string][] = [
    ['Netto DM', num(net, 'de')],
    [`+ ${rate} % MwSt.`, num(tax, 'de')],
    ['Gesamt DM', num(total, 'de')],
  ];
  rowsL.forEach(([l, v], i) => {
    p.box(380, 56 + i * 20, 80, 20);
    p.box(460, 56 + i * 20, 80, 20);
    p.text(384, l, { y: 70 + i * 20, size: 8 });
    typed(p, rng, 534, 70 + i * 20, v, 10, 'right');
  });
  const c = personDe(rng);
  const L = (y: number, label: string, value: string) => {
    p.text(60, label, { y, size: 8 });
    p.box(60 + label.length * 4.2 + 6, y + 2, 470 - label.length * 4.2, 0.4);
    typed(p, rng, 60 + label.length * 4.2 + 12, y - 1, value);
  };
  L(140, 'DM in Worten', `${cap(wordsDe(total))} ${cents(total)}/100`);
  L(170, 'von', `${herrnFrau(c)} ${full(c)}, ${town}`);
  L(200, 'für', `Abschleppen ${rng.pick(['von der B 15', 'von der A 7, Ausfahrt ' + rng.int(30, 90), 'aus der Innenstadt'])} — ${plateDe(rng, code)}`);
  p.text(60, 'richtig erhalten zu haben, bestätigt', { y: 230, size: 8 });
  p.text(60, 'Ort / Datum', { y: 268, size: 7 });
  typed(p, rng, 62, 258, `${town}, ${date(d, 'de2')}`);
  p.text(330, 'Stempel / Unterschrift des Empfängers', { y: 322, size: 7 });
  stamp(p, 250, 250, [shop.toUpperCase(), `${streetDe(rng)} · ${town} · Tel. ${phoneDe(rng)}`], 9);
  return { items: p.items, language: 'de', truth: truthOf('receipt', { date: d, shopName: shop.toUpperCase(), totalCost: total }) };
}

/** 1999: filling-station slip in DM with the euro figure under it, VAT included. */
export function tankbeleg1999(rng: Random): Generated {
  const p = new PageBuilder();
  const [town] = townDe(rng);
  const o = personDe(rng);
  const shop = `Tankstelle ${o.last}`;
  const d = rng.date(1999, 2001);
  const litres = rng.int(2500, 6500) / 100;
  const price = rng.int(155, 199) / 100;
  const fuel = round2(litres * price);
  const extra = rng.chance(0.5) ? rng.int(250, 900) / 100 : 0;
  const total = round2(fuel + extra);
  const x = 200;
  const C = (y: number, t: string, size = 9, bold = false) => p.text(x + 95, t, { y, size, bold, align: 'center', serif: true });
  const R = (y: number, a: string, b: string, bold = false) => {
    p.text(x, a, { y, size: 9, serif: true, bold });
    p.text(x + 190, b, { y, size: 9, serif: true, bold, align: 'right' });
  };
  C(60, shop.toUpperCase(), 11, true);
  C(73, `${streetDe(rng)}`);
  C(85, `${town}`);
  C(97, `Tel. ${phoneDe(rng)}`);
  R(120, `Säule ${rng.int(1, 8)}`, rng.pick(['Super Plus', 'Super', 'Diesel', 'Normal']));
  R(132, `${num(litres, 'de')} l x ${num(price, 'de')}`, `${num(fuel, 'de')} A`);
  if (extra) R(144, rng.pick(['Scheibenklar', 'Autowäsche Programm 2', 'Motoröl 1 l']), `${num(extra, 'de')} A`);
  R(162, '--------------------', '----------');
  R(176, 'SUMME DM', num(total, 'de'), true);
  R(188, 'EUR', num(round2(total / 1.95583), 'de'));
  R(200, 'BAR DM', num(Math.ceil(total / 10) * 10, 'de'));
  R(212, 'RÜCKGELD DM', num(round2(Math.ceil(total / 10) * 10 - total), 'de'));
  R(230, 'A = 16 % MwSt', num(round2(total - total / 1.16), 'de'));
  R(242, 'Netto', num(round2(total / 1.16), 'de'));
  R(262, `${date(d, 'de2')}  ${rng.int(6, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}`, `Bon ${rng.int(1000, 9999)}`);
  C(282, 'Vielen Dank und gute Fahrt!');
  C(294, `St.-Nr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, 8);
  return { items: p.items, language: 'de', truth: truthOf('receipt', { date: d, shopName: shop.toUpperCase(), totalCost: total }) };
}

/** 2022: car-wash Kassenbon with the TSE block and a wash programme, change given. */
export function waschanlage2022(rng: Random): Generated {
  const p = new PageBuilder();
  const [town] = townDe(rng);
  const o = personDe(rng);
  const shop = `Waschpark ${o.last} GmbH`;
  const d = rng.date(2021, 2025);
  const prog: [string, number] = rng.pick([
    ['Programm Premium', 16.9],
    ['Programm Glanz', 12.9],
    ['Programm Basis', 8.5],
  ]);
  const extras: [string, number][] = [];
  if (rng.chance(0.6)) extras.push(['Felgenreinigung', 3]);
  if (rng.chance(0.5)) extras.push(['Staubsauger 5 Min.', 2]);
  const total = sum([prog[1], ...extras.map((e) => e[1])]);
  const x = 170;
  const R = (y: number, a: string, b: string, bold = false) => {
    p.text(x, a, { y, size: 9, bold });
    p.text(x + 250, b, { y, size: 9, bold, align: 'right' });
  };
  p.text(x + 125, shop, { y: 56, size: 12, bold: true, align: 'center' });
  p.text(x + 125, `${streetDe(rng)} · ${town}`, { y: 69, size: 8, align: 'center' });
  p.text(x + 125, 'Kassenbon', { y: 90, size: 10, bold: true, align: 'center' });
  let y = 112;
  [prog, ...extras].forEach(([n, v]) => {
    R(y, `1 x ${n}`, `${num(v, 'de')} €  A`);
    y += 13;
  });
  y += 6;
  R(y, 'Summe', `${num(total, 'de')} €`, true);
  const given = Math.ceil(total / 5) * 5 + 5;
  R(y + 14, 'Gegeben Bar', `${num(given, 'de')} €`);
  R(y + 27, 'Rückgeld', `${num(given - total, 'de')} €`);
  y += 50;
  R(y, 'MwSt A 19 %', `Netto ${num(round2(total / 1.19), 'de')}   MwSt ${num(round2(total - total / 1.19), 'de')}`);
  y += 22;
  p.text(x, `Datum ${date(d, 'de')}  ${rng.int(8, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}  Kasse 1  Beleg-Nr. ${rng.int(10000, 99999)}`, {
    y,
    size: 8,
  });
  y += 18;
  p.text(x, 'TSE-Daten', { y, size: 8, bold: true });
  const hex = () => Array.from({ length: 24 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
  [
    `TSE-Seriennr.: ${hex()}`,
    `TSE-Signaturzähler: ${rng.int(10000, 999999)}`,
    `TSE-Start: ${d}T${rng.int(8, 19)}:${rng.int(10, 59)}:${rng.int(10, 59)}.000`,
    `TSE-Signatur: ${hex()}${hex()}`,
  ].forEach((t, i) => p.text(x, t, { y: y + 12 + i * 11, size: 7 }));
  p.text(x + 125, 'Vielen Dank für Ihren Besuch!', { y: y + 70, size: 8.5, align: 'center' });
  return { items: p.items, language: 'de', truth: truthOf('receipt', { date: d, shopName: shop, totalCost: total }) };
}

/** 1988: US auto-parts store register tape, part numbers and core charges, sales tax, cash and change. */
export function partsStore1988(rng: Random): Generated {
  const p = new PageBuilder();
  const [, st, city] = stateUs(rng);
  const o = personEn(rng);
  const shop = `${o.last} Auto Parts`;
  const d = rng.date(1985, 1992);
  const items: [string, string, number][] = rng
    .some(
      [
        ['OIL FILTER', 'PH' + rng.int(2, 9999)],
        ['10W30 MOTOR OIL QT', 'MO' + rng.int(10, 99)],
        ['SPARK PLUG', 'R' + rng.int(40, 46) + 'TS'],
        ['WIPER BLADE 18"', 'WB' + rng.int(18, 22)],
        ['BATTERY GRP 24', 'BT24'],
        ['BATTERY CORE CHG', 'CORE'],
        ['BRAKE FLUID 12OZ', 'BF12'],
        ['HEADLAMP SEALED BEAM', 'H' + rng.int(4000, 6099)],
      ] as [string, string][],
      4,
    )
    .map(([n, no]) => [n, no, rng.int(179, 5999) / 100]);
  const subtotal = sum(items.map((i) => i[2]));
  const tax = round2(subtotal * 0.06);
  const total = round2(subtotal + tax);
  const cash = Math.ceil(total / 20) * 20;
  const x = 210;
  const R = (y: number, a: string, b: string, bold = false) => {
    p.text(x, a, { y, size: 9, serif: true, bold });
    p.text(x + 180, b, { y, size: 9, serif: true, bold, align: 'right' });
  };
  p.text(x + 90, shop.toUpperCase(), { y: 56, size: 11, serif: true, bold: true, align: 'center' });
  p.text(x + 90, `${city.toUpperCase()}, ${st}`, { y: 68, size: 9, serif: true, align: 'center' });
  p.text(x + 90, phoneUs(rng), { y: 80, size: 9, serif: true, align: 'center' });
  let y = 104;
  items.forEach(([n, no, v]) => {
    R(y, no, '');
    R(y + 11, n, num(v, 'en'));
    y += 24;
  });
  R(y + 4, 'SUBTOTAL', num(subtotal, 'en'));
  R(y + 16, 'TAX 6%', num(tax, 'en'));
  R(y + 30, 'TOTAL', num(total, 'en'), true);
  R(y + 44, 'CASH', num(cash, 'en'));
  R(y + 56, 'CHANGE', num(round2(cash - total), 'en'));
  R(y + 78, date(d, 'usDash'), `${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')}${rng.pick(['AM', 'PM'])}  #${rng.int(1000, 9999)}`);
  p.text(x + 90, 'NO RETURNS ON ELECTRICAL PARTS', { y: y + 100, size: 8, serif: true, align: 'center' });
  return { items: p.items, language: 'en', truth: truthOf('receipt', { date: d, shopName: shop.toUpperCase(), totalCost: total }) };
}

/** 2005: towing company's carbon receipt — "Received from … the sum of … dollars", amount boxed, paid by check. */
export function towingReceipt2005(rng: Random): Generated {
  const p = new PageBuilder();
  const [state, st, city] = stateUs(rng);
  const o = personEn(rng);
  const shop = `${o.last} Towing & Recovery`;
  const d = rng.date(2003, 2010);
  const total = rng.int(65, 340) + rng.pick([0, 0, 0.5]);
  p.box(40, 40, 515, 280);
  p.text(56, 'RECEIPT', { y: 70, size: 20, bold: true });
  p.text(56, `No. ${rng.int(10000, 99999)}`, { y: 86, size: 9 });
  p.text(540, shop, { y: 62, size: 12, bold: true, align: 'right' });
  p.text(540, `24 HR SERVICE · ${city}, ${st} · ${phoneUs(rng)}`, { y: 75, size: 8, align: 'right' });
  p.text(540, `${state} PUC #${rng.int(100000, 999999)}`, { y: 86, size: 8, align: 'right' });
  const c = personEn(rng);
  const L = (y: number, label: string, value: string, w = 420) => {
    p.text(56, label, { y, size: 9 });
    p.box(56 + label.length * 6 + 6, y + 2, w - label.length * 6, 0.4);
    typed(p, rng, 56 + label.length * 6 + 12, y - 1, value, 10.5);
  };
  L(118, 'DATE', date(d, 'us2'), 130);
  L(146, 'RECEIVED FROM', full(c));
  L(174, 'THE SUM OF', `${cap(wordsEn(total))} and ${cents(total)}/100`);
  p.text(500, 'DOLLARS', { y: 174, size: 9 });
  L(
    202,
    'FOR',
    `Tow from ${rng.pick(['I-' + rng.int(10, 95) + ' mm ' + rng.int(10, 200), 'Walmart lot', rng.pick(['Elm', 'Oak', 'Pine']) + ' & 3rd'])} to ${rng.pick(['owner residence', 'dealer', 'our yard'])}, ${rng.int(4, 30)} mi + hook-up`,
  );
  p.box(56, 226, 160, 28);
  p.text(62, '$', { y: 245, size: 13, bold: true });
  typed(p, rng, 76, 245, num(total, 'en'), 13);
  const rows = ['CASH', 'CHECK', 'MONEY ORDER', 'CARD'];
  rows.forEach((r, i) => {
    p.box(250 + i * 70, 234, 8, 8);
    if (i === 1) p.text(321, 'X', { y: 241, size: 8.5, bold: true, serif: true });
    p.text(262 + i * 70, r, { y: 241, size: 7 });
  });
  p.text(250, `CHECK NO. ${rng.int(1000, 4999)}`, { y: 262, size: 8 });
  p.text(56, 'ACCT. BALANCE', { y: 282, size: 7 });
  p.text(56, 'THIS PAYMENT', { y: 294, size: 7 });
  p.text(56, 'BALANCE DUE', { y: 306, size: 7 });
  typed(p, rng, 140, 282, num(total, 'en'), 9);
  typed(p, rng, 140, 294, num(total, 'en'), 9);
  typed(p, rng, 140, 306, '0.00', 9);
  p.text(400, 'BY', { y: 300, size: 8 });
  typed(p, rng, 420, 300, `${o.first[0]}. ${o.last}`, 12);
  return { items: p.items, language: 'en', truth: truthOf('receipt', { date: d, shopName: shop, totalCost: total }) };
}

/** 1994: British forecourt receipt, pump and litres, VAT at 17.5 % included, Esso-style card slip. */
export function forecourt1994(rng: Random): Generated {
  const p = new PageBuilder();
  const town = rng.pick(['Melton Mowbray', 'Bridport', 'Penrith', 'Ludlow']);
  const o = personEn(rng);
  const shop = `${o.last}'s Garage (${town}) Ltd`;
  const d = rng.date(1992, 1996);
  const litres = rng.int(2000, 5500) / 100;
  const ppl = rng.int(48, 58) / 100;
  const fuel = round2(litres * ppl);
  const extras: [string, number][] = rng.chance(0.6) ? [[rng.pick(['SCREENWASH', 'OIL 1 LTR', 'TYRE GAUGE']), rng.int(99, 599) / 100]] : [];
  const total = sum([fuel, ...extras.map((e) => e[1])]);
  const vat = round2((total * 17.5) / 117.5);
  const x = 60;
  p.text(x, shop, { y: 60, size: 11, bold: true });
  p.text(x, `${rng.pick(['London Road', 'High Street', 'A49'])}, ${town}`, { y: 73, size: 9 });
  p.text(x, `VAT REG NO ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y: 86, size: 9 });
  p.text(x, `${date(d, 'uk2')}   ${rng.int(7, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}   TILL 1   OP ${rng.int(1, 9)}`, { y: 104, size: 9 });
  let y = 126;
  const R = (a: string, b: string, bold = false) => {
    p.text(x, a, { y, size: 9.5, bold });
    p.text(x + 200, b, { y, size: 9.5, bold, align: 'right' });
    y += 13;
  };
  R(`PUMP ${rng.int(1, 6)} ${rng.pick(['UNLEADED', 'DIESEL', '4 STAR'])}`, `£${num(fuel, 'en')}`);
  R(`  ${num(litres, 'en')} L @ ${(ppl * 100).toFixed(1)}p`, '');
  extras.forEach(([n, v]) => R(n, `£${num(v, 'en')}`));
  y += 6;
  R('TOTAL', `£${num(total, 'en')}`, true);
  R(rng.pick(['ACCESS', 'VISA', 'SWITCH']), `£${num(total, 'en')}`);
  y += 6;
  R('VAT @ 17.5% INCLUDED', `£${num(vat, 'en')}`);
  y += 10;
  p.text(
    x,
    `CARD NO ************${rng.int(1000, 9999)}   EXP ${String(rng.int(1, 12)).padStart(2, '0')}/${String((Number(d.slice(2, 4)) + 2) % 100).padStart(2, '0')}`,
    { y, size: 8.5 },
  );
  p.text(x, 'PLEASE DEBIT MY ACCOUNT AS SHOWN', { y: y + 12, size: 8.5 });
  p.text(x, 'SIGNATURE ____________________', { y: y + 34, size: 8.5 });
  p.text(x, 'THANK YOU - CALL AGAIN', { y: y + 56, size: 9 });
  return { items: p.items, language: 'en', truth: truthOf('receipt', { date: d, shopName: shop, totalCost: total }) };
}

export const RECEIPTS_DE = [quittungsblock1978, tankbeleg1999, waschanlage2022];
export const RECEIPTS_EN = [partsStore1988, towingReceipt2005, forecourt1994];
