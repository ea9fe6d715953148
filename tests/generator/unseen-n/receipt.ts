import type { Random } from '../random';
import type { Generated } from '../types';
import { currencyDe, date, doc, money, num, plateDe, round2, Sheet, sum, vatDe, vatUk } from './kit';
import { SURNAMES_DE, SURNAMES_EN, TOWNS_DE, TOWNS_UK, TOWNS_US } from './people';

/** A fuel station's till roll: Dat./Zeit, Säule, litres, Ges. with the VAT inside. */
export function deFuelRoll(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `${rng.pick(['Aral', 'Shell', 'ESSO', 'Jet', 'Raiffeisen'])} Station ${t.town}`;
  const iso = rng.date(2004, 2026);
  const litres = round2(rng.int(2500, 7000) / 100);
  const price = rng.int(129, 219) / 100 + 0.009;
  const fuel = round2(litres * price);
  const extra = rng.chance(0.5) ? round2(rng.int(150, 1290) / 100) : 0;
  const total = round2(fuel + extra);
  const rate = vatDe(iso);
  const p = new Sheet();
  p.text(297, shop, { size: 11, bold: true, align: 'center' })
    .down(11)
    .text(297, `${rng.pick(['B 27', 'Ringstr.', 'Am Autobahnzubr.'])} · ${t.plz} ${t.town}`, { size: 8, align: 'center' })
    .down(10)
    .text(297, `St.-Nr. ${num(rng, 2)}/${num(rng, 3)}/${num(rng, 5)}`, { size: 7, align: 'center' })
    .down(30);
  p.row(
    [
      [200, `Dat. ${date(iso, 'de', 'short')}`],
      [400, `Zeit ${rng.int(6, 22)}:${num(rng, 2).slice(0, 1)}${rng.int(0, 9)}`, 'right'],
    ],
    8,
  ).down(11);
  p.row(
    [
      [200, `Bon ${num(rng, 5)}`],
      [400, `Kasse ${rng.int(1, 3)}`, 'right'],
    ],
    8,
  ).down(20);
  p.row(
    [
      [200, `Säule ${rng.int(1, 8)} Super E10`],
      [400, '', 'right'],
    ],
    8,
  ).down(11);
  p.row(
    [
      [210, `${money(litres, 'de')} l x ${price.toFixed(3).replace('.', ',')}`],
      [400, `${money(fuel, 'de')} A`, 'right'],
    ],
    8,
  ).down(11);
  if (extra)
    p.row(
      [
        [200, rng.pick(['Scheibenklar 1 l', 'Motoröl 1 l', 'Waschkarte'])],
        [400, `${money(extra, 'de')} A`, 'right'],
      ],
      8,
    ).down(11);
  p.down(6)
    .row(
      [
        [200, 'Ges.'],
        [400, money(total, 'de'), 'right'],
      ],
      10,
      true,
    )
    .down(14);
  p.row(
    [
      [200, 'EC-Karte'],
      [400, money(total, 'de'), 'right'],
    ],
    8,
  ).down(16);
  const net = round2(total / (1 + rate / 100));
  p.row(
    [
      [200, `A = ${rate} %`],
      [300, money(net, 'de'), 'right'],
      [400, money(round2(total - net), 'de'), 'right'],
    ],
    7,
  ).down(20);
  p.text(297, 'Vielen Dank · Gute Fahrt', { size: 7, align: 'center' });
  return doc('de', { documentType: 'receipt', date: iso, shopName: shop, totalCost: total }, p);
}

/** A parts counter's cash sale: Kd.-Nr., Art.-Nr./Bez./Menge/ME/Einz.-Pr./Ges.-Pr., bar bezahlt. */
export function deCounterSale(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `${rng.pick(SURNAMES_DE)} Autoteile GmbH`;
  const iso = rng.date(1990, 2020);
  const items = rng
    .some(['Bremsscheibe', 'Glühlampe H4', 'Wischerblatt 450', 'Ölfilter', 'Kühlerschlauch', 'Batterie 44 Ah', 'Zündkabelsatz', 'Radlager'], rng.int(2, 4))
    .map((n) => [n, rng.int(1, 4), round2(rng.int(300, 6500) / 100)] as const);
  const net = sum(items.map(([, q, e]) => round2(q * e)));
  const rate = vatDe(iso);
  const vat = round2((net * rate) / 100);
  const total = round2(net + vat);
  const cur = currencyDe(iso);
  const p = new Sheet();
  p.text(40, shop, { size: 13, bold: true })
    .down(11)
    .text(40, `${t.plz} ${t.town} · Tel. ${t.tel}/${num(rng, 5)}`, { size: 8 })
    .down(36);
  p.text(40, 'Barverkauf', { size: 11, bold: true })
    .text(555, `Dat. ${date(iso, 'de', 'long')}`, { size: 9, align: 'right' })
    .down(12);
  p.text(40, `Beleg ${num(rng, 6)} · Kd.-Nr. ${num(rng, 5)} · Verk. ${rng.pick(['MK', 'SB', 'TH'])}`, { size: 8 }).down(24);
  p.row(
    [
      [40, 'Art.-Nr.'],
      [120, 'Bez.'],
      [330, 'Menge', 'right'],
      [340, 'ME'],
      [450, 'Einz.-Pr.', 'right'],
      [555, 'Ges.-Pr.', 'right'],
    ],
    8,
    true,
  ).down(12);
  for (const [n, q, e] of items)
    p.row([
      [40, `${num(rng, 3)}.${num(rng, 3)}`],
      [120, n],
      [330, String(q), 'right'],
      [340, 'St'],
      [450, money(e, 'de'), 'right'],
      [555, money(round2(q * e), 'de'), 'right'],
    ]).down(12);
  p.down(12);
  for (const [l, v] of [
    ['Netto', net],
    [`MwSt ${rate} %`, vat],
  ] as const)
    p.row([
      [400, l],
      [555, money(v, 'de'), 'right'],
    ]).down(12);
  p.row(
    [
      [400, `Brutto ${cur}`],
      [555, money(total, 'de'), 'right'],
    ],
    10,
    true,
  ).down(14);
  p.text(400, 'bar bezahlt', { size: 8 }).down(40);
  p.text(40, 'Umtausch nur mit Beleg innerh. 14 Tg.', { size: 7 });
  return doc('de', { documentType: 'receipt', date: iso, shopName: shop, totalCost: total }, p);
}

/** A pre-printed Quittung filled in: the sum in figures and words, for what, the place and date. */
export function deQuittung(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `Abschleppdienst ${rng.pick(SURNAMES_DE)}`;
  const iso = rng.date(1978, 2010);
  const total = round2(rng.int(60, 420) + rng.pick([0, 0.5]));
  const cur = currencyDe(iso);
  const p = new Sheet();
  p.y = 90;
  p.box(40, 70, 515, 260);
  p.text(60, 'QUITTUNG', { size: 16, bold: true })
    .text(540, `${cur} ${money(total, 'de')}`, { size: 12, bold: true, align: 'right' })
    .down(34);
  p.text(60, 'Nr.', { size: 7 })
    .text(90, String(rng.int(10, 999)), { size: 10 })
    .text(300, `netto ${cur}`, { size: 7 })
    .text(360, money(round2(total / (1 + vatDe(iso) / 100)), 'de'), { size: 10 })
    .text(430, `+ MwSt ${vatDe(iso)} %`, { size: 7 })
    .down(30);
  p.text(60, 'von', { size: 7 })
    .text(100, `Hr. ${rng.pick(SURNAMES_DE)}, ${t.town}`, { size: 10 })
    .down(30);
  p.text(60, 'für', { size: 7 })
    .text(100, `Abschleppen ${plateDe(rng, t.kz)} v. ${rng.pick(['A 7', 'B 10', 'L 523'])} nach ${t.town}`, { size: 10 })
    .down(30);
  p.text(60, 'Ort/Dat.', { size: 7 })
    .text(120, `${t.town}, ${date(iso, 'de', 'dash')}`, { size: 10 })
    .down(30);
  p.text(60, 'Stempel/Unterschr.', { size: 7 })
    .text(200, `${shop} · ${t.tel}/${num(rng, 4)}`, { size: 9, bold: true })
    .down(20);
  return doc('de', { documentType: 'receipt', date: iso, shopName: shop, totalCost: total }, p);
}

/** A US gas slip: Dt, pump, gal, Tot. */
export function usGasSlip(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const shop = `${rng.pick(['Sunoco', 'Marathon', "Casey's", 'Valero', 'Phillips 66'])} #${rng.int(100, 9999)}`;
  const iso = rng.date(1998, 2026);
  const gal = round2(rng.int(600, 1900) / 100);
  const ppg = rng.int(119, 459) / 100 + 0.009;
  const total = round2(gal * ppg);
  const p = new Sheet();
  p.text(297, shop, { size: 11, bold: true, align: 'center' })
    .down(11)
    .text(297, `${rng.int(100, 9999)} ${rng.pick(['US-20', 'Main St', 'Airport Rd'])} ${t.town} ${t.st}`, { size: 8, align: 'center' })
    .down(26);
  p.row(
    [
      [200, `Dt ${date(iso, 'us', 'long')}`],
      [400, `${rng.int(1, 12)}:${num(rng, 2).slice(0, 1)}${rng.int(0, 9)} ${rng.pick(['AM', 'PM'])}`, 'right'],
    ],
    8,
  ).down(11);
  p.row(
    [
      [200, `Trn# ${num(rng, 6)}`],
      [400, `Pump ${rng.int(1, 12)}`, 'right'],
    ],
    8,
  ).down(18);
  p.row(
    [
      [200, `${rng.pick(['Unl', 'Plus', 'Prem'])} ${gal.toFixed(3)} G @ ${ppg.toFixed(3)}`],
      [400, '', 'right'],
    ],
    8,
  ).down(14);
  p.row(
    [
      [200, 'Tot.'],
      [400, `$${money(total, 'us')}`, 'right'],
    ],
    10,
    true,
  ).down(14);
  p.row(
    [
      [200, `VISA ****${num(rng, 4)}`],
      [400, 'Approved', 'right'],
    ],
    8,
  ).down(11);
  p.row(
    [
      [200, `Auth ${num(rng, 6)}`],
      [400, '', 'right'],
    ],
    8,
  ).down(20);
  p.text(297, 'THANK YOU COME AGAIN', { size: 7, align: 'center' });
  return doc('en', { documentType: 'receipt', date: iso, shopName: shop, totalCost: total }, p);
}

/** A US parts counter: Inv#, Qty/Ea./Ext. in a table without ruling, Tx, Tot. */
export function usPartsCounter(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const shop = `${rng.pick(['NAPA Auto Parts', 'Carquest Auto Parts', 'Parts Plus'])} of ${t.town}`;
  const iso = rng.date(1985, 2022);
  const items = rng
    .some(
      ['Wiper blade 18"', 'Headlamp 6014', 'Oil filter 1515', 'Upper rad hose', 'Battery grp 24', 'Brake fluid 12oz', 'Fan belt', 'Fuel filter'],
      rng.int(2, 4),
    )
    .map((n) => [n, rng.int(1, 3), round2(rng.int(250, 9900) / 100)] as const);
  const sub = sum(items.map(([, q, e]) => round2(q * e)));
  const rate = rng.pick([5, 6, 7.5, 8]);
  const tax = round2((sub * rate) / 100);
  const total = round2(sub + tax);
  const p = new Sheet();
  p.text(40, shop, { size: 13, bold: true })
    .down(11)
    .text(40, `${t.tel} ${num(rng, 3)}-${num(rng, 4)} · Store ${num(rng, 4)}`, { size: 8 })
    .down(34);
  p.row(
    [
      [40, `Inv# ${num(rng, 6)}`],
      [230, `Dt ${date(iso, 'us', 'short')}`],
      [400, `Acct CASH`],
      [555, `Clk ${rng.int(1, 40)}`, 'right'],
    ],
    9,
  ).down(26);
  p.row(
    [
      [40, 'Line#'],
      [120, 'Desc.'],
      [360, 'Qty', 'right'],
      [450, 'Ea.', 'right'],
      [555, 'Ext.', 'right'],
    ],
    8,
    true,
  ).down(12);
  for (const [n, q, e] of items)
    p.row([
      [40, `${rng.pick(['NF', 'BK', 'FIL', 'PRT'])} ${num(rng, 4)}`],
      [120, n],
      [360, String(q), 'right'],
      [450, money(e, 'us'), 'right'],
      [555, money(round2(q * e), 'us'), 'right'],
    ]).down(12);
  p.down(16);
  for (const [l, v] of [
    ['Sub', sub],
    [`Tx ${rate}%`, tax],
  ] as const)
    p.row([
      [450, l],
      [555, money(v, 'us'), 'right'],
    ]).down(12);
  p.row(
    [
      [450, 'Tot.'],
      [555, money(total, 'us'), 'right'],
    ],
    10,
    true,
  ).down(12);
  p.row(
    [
      [450, 'Tend. cash'],
      [555, money(Math.ceil(total / 10) * 10, 'us'), 'right'],
    ],
    8,
  ).down(40);
  p.text(40, 'Returns w/ receipt within 30 days. Core charges refunded on return.', { size: 7 });
  return doc('en', { documentType: 'receipt', date: iso, shopName: shop, totalCost: total }, p);
}

/** A UK spares shop: VAT inclusive till slip, Amt Due, a VAT analysis line. */
export function ukSparesTill(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const shop = `${rng.pick(SURNAMES_EN)} Motor Spares`;
  const iso = rng.date(1992, 2024);
  const items = rng
    .some(['Points set', 'Rotor arm', 'HT leads', 'Fan belt', 'Wiper arm', 'Oil 20W50 5L', 'Brake shoes'], rng.int(2, 4))
    .map((n) => [n, round2(rng.int(199, 4599) / 100)] as const);
  const total = sum(items.map((i) => i[1]));
  const rate = vatUk(iso);
  const vat = round2(total - total / (1 + rate / 100));
  const p = new Sheet();
  p.text(297, shop, { size: 11, bold: true, align: 'center' })
    .down(11)
    .text(297, `${t.town} · ${t.tel} ${num(rng, 6)}`, { size: 8, align: 'center' })
    .down(24);
  p.row(
    [
      [200, date(iso, 'uk', 'short')],
      [400, `${rng.int(8, 17)}:${rng.int(10, 59)}`, 'right'],
    ],
    8,
  ).down(18);
  for (const [n, a] of items)
    p.row(
      [
        [200, n],
        [400, money(a, 'uk'), 'right'],
      ],
      8,
    ).down(11);
  p.down(6)
    .row(
      [
        [200, 'Amt Due'],
        [400, `£${money(total, 'uk')}`, 'right'],
      ],
      10,
      true,
    )
    .down(14);
  p.row(
    [
      [200, 'Cash'],
      [400, money(Math.ceil(total), 'uk'), 'right'],
    ],
    8,
  ).down(11);
  p.row(
    [
      [200, 'Change'],
      [400, money(round2(Math.ceil(total) - total), 'uk'), 'right'],
    ],
    8,
  ).down(16);
  p.row(
    [
      [200, `incl. VAT @ ${rate}%`],
      [400, money(vat, 'uk'), 'right'],
    ],
    7,
  ).down(11);
  p.text(200, `VAT Reg ${num(rng, 3)} ${num(rng, 4)} ${num(rng, 2)}`, { size: 7 });
  return doc('en', { documentType: 'receipt', date: iso, shopName: shop, totalCost: total }, p);
}
