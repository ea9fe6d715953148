/**
 * Receipts printed by large organisations: a BMW branch's parts-counter slip in DM with the euro
 * shown for information (1999–2001), a Swiss road-traffic office's fee receipt, a German fuel
 * chain's till receipt with its TSE block (2022–25), a British motor factors' trade-counter
 * receipt, a US chain parts store's slip with a core charge, and an Irish NCT fee receipt.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, digits, doc, dt, type Fam, letters, money, person, plate, round2, rule, sum, vatDE, vatUK } from './kit';

/** A receipt column in the middle of the page: centred lines, left/right pairs. */
function slip(p: PageBuilder, x0: number, x1: number, size: number, serif = false) {
  return {
    center: (t: string, opts: { bold?: boolean; big?: number } = {}) => {
      p.text((x0 + x1) / 2, t, { size: opts.big ?? size, bold: opts.bold, align: 'center', serif });
      p.down((opts.big ?? size) + 3);
    },
    pair: (l: string, r: string, opts: { bold?: boolean } = {}) => {
      p.text(x0, l, { size, bold: opts.bold, serif });
      p.text(x1, r, { size, bold: opts.bold, align: 'right', serif });
      p.down(size + 3);
    },
    left: (t: string) => {
      p.text(x0, t, { size, serif });
      p.down(size + 3);
    },
    dash: () => {
      p.text(x0, '-'.repeat(Math.round((x1 - x0) / (size * 0.33))), { size, serif });
      p.down(size + 3);
    },
  };
}

const BMW_PARTS: [string, string, number][] = [
  ['11 42 7 833 769', 'Ölfiltereinsatz', 18.9],
  ['83 22 9 407 510', 'Motoröl 5W-30 1 l', 24.5],
  ['61 61 9 071 469', 'Wischblatt', 29.8],
  ['63 21 7 160 812', 'Glühlampe H7', 8.6],
  ['82 11 1 467 904', 'Scheibenreiniger Konzentrat', 9.9],
  ['64 11 9 237 555', 'Mikrofilter', 46.4],
  ['34 11 6 761 244', 'Bremsbelagsatz', 132],
];

/** A BMW branch's parts-counter slip of 1999–2001: DM total, euro for information, cash tendered. */
export const bmwPartsCounterSlip: Fam = (r) => {
  const p = new PageBuilder();
  const date = `${r.int(1999, 2001)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const vat = vatDE(date);
  const shop = 'BMW AG Niederlassung Stuttgart';
  const s = slip(p, 200, 395, 8);
  p.y = 70;
  s.center(shop, { bold: true, big: 9.5 });
  s.center('Teile und Zubehör');
  s.center('Heilbronner Straße 311 · 70469 Stuttgart');
  s.center('Telefon 0711 / 80 06-0');
  s.dash();
  s.pair('BARVERKAUF', `Beleg ${digits(r, 4)}/${digits(r, 4)}`);
  s.pair(`Kasse 02  Bed. ${r.int(10, 40)}`, `${dt(date, 'DD.MM.YY')} ${r.int(8, 17)}:${String(r.int(0, 59)).padStart(2, '0')}`);
  s.dash();
  const items = r.some(BMW_PARTS, r.int(2, 4)).map(([nr, name, pr]) => [nr, name, r.int(1, 2), pr] as const);
  const amounts = items.map(([, , q, pr]) => round2(q * pr));
  items.forEach(([nr, name, q, pr], i) => {
    s.left(name);
    s.pair(`  ${nr}   ${q} x ${money(pr, 'de')}`, money(amounts[i], 'de'));
  });
  s.dash();
  const total = sum(amounts);
  const tax = round2((total * vat) / (100 + vat));
  s.pair('SUMME DM', money(total, 'de'), { bold: true });
  s.pair(`enth. MwSt ${vat} %`, money(tax, 'de'));
  const given = Math.ceil(total / 50) * 50;
  s.pair('Gegeben BAR DM', money(given, 'de'));
  s.pair('Zurück DM', money(given - total, 'de'));
  s.dash();
  s.pair('Gesamtbetrag EUR (Info)', money(round2(total / 1.95583), 'de'));
  s.center('1 EUR = 1,95583 DM');
  p.down(6);
  s.center('Vielen Dank für Ihren Einkauf!');
  s.center('Umtausch nur mit Beleg innerhalb 14 Tagen.');
  s.center('USt-IdNr. DE 129 273 398');
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** A Swiss road-traffic office's receipt for fees (2004–12): a letter page with a fee table, paid at the counter. */
export const zurichTrafficOfficeReceipt: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2004, 2012);
  const shop = 'Strassenverkehrsamt des Kantons Zürich';
  p.text(40, 'Kanton Zürich', { y: 54, size: 13, bold: true });
  p.text(40, 'Sicherheitsdirektion', { y: 67, size: 8.5 });
  p.text(40, shop, { y: 80, size: 9, bold: true });
  p.text(40, 'Uetlibergstrasse 301 · Postfach · 8036 Zürich · Telefon 058 811 30 00', { y: 91, size: 7 });
  const c = person(r, 'CH');
  p.text(330, c, { y: 130, size: 9.5 });
  p.text(330, `${r.pick(['Seestrasse', 'Dorfstrasse', 'Kirchweg'])} ${r.int(1, 60)}`, { y: 142, size: 9.5 });
  p.text(330, r.pick(['8810 Horgen', '8700 Küsnacht', '8600 Dübendorf']), { y: 154, size: 9.5 });
  p.text(40, 'Quittung', { y: 200, size: 16, bold: true });
  const kv: [string, string][] = [
    ['Quittungs-Nr.', `Q-${digits(r, 7)}`],
    ['Datum', dt(date, 'DD.MM.YYYY')],
    ['Kontrollschild', plate(r, 'CH', 2008, 'ZH')],
    ['Stammnummer', `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`],
    ['Schalter', String(r.int(2, 14))],
  ];
  kv.forEach(([l, v], i) => {
    p.text(40, l, { y: 224 + i * 13, size: 9 });
    p.text(150, v, { y: 224 + i * 13, size: 9 });
  });
  const fees: [string, number][] = r.some(
    [
      ['Periodische Fahrzeugprüfung Personenwagen', 60],
      ['Ausstellen Fahrzeugausweis', 40],
      ['Kontrollschilder, 1 Paar', 40],
      ['Veteranen-Eintrag (Code 180)', 50],
      ['Nachprüfung', 35],
      ['Verkehrsabgabe Restperiode', r.int(80, 400)],
    ] as [string, number][],
    r.int(2, 3),
  );
  p.box(40, 300, 515, 16, true);
  p.text(46, 'Leistung', { y: 311, size: 8.5, bold: true });
  p.text(549, 'CHF', { y: 311, size: 8.5, bold: true, align: 'right' });
  let y = 316;
  for (const [l, v] of fees) {
    y += 16;
    p.text(46, l, { y, size: 9 });
    p.text(549, money(v, 'ch'), { y, size: 9, align: 'right' });
  }
  const total = sum(fees.map((f) => f[1]));
  rule(p, 40, y + 6, 515);
  p.text(46, 'Total bezahlt', { y: y + 22, size: 10, bold: true });
  p.text(549, `CHF ${money(total, 'ch')}`, { y: y + 22, size: 10, bold: true, align: 'right' });
  p.text(46, `Zahlungsart: ${r.pick(['bar', 'Maestro', 'PostFinance Card'])} · Gebühren sind nicht mehrwertsteuerpflichtig.`, { y: y + 40, size: 8 });
  p.text(46, `Nächste periodische Prüfung: voraussichtlich ${dt(addDays(date, r.int(700, 1400)), 'YYYY')}`, { y: y + 54, size: 8 });
  p.text(40, 'Diese Quittung ist aufzubewahren. Bei Rückfragen bitte Quittungs-Nr. angeben.', { y: 790, size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** A German fuel chain's till receipt (2022–25): pump and litres, a shop item, VAT table and the TSE block. */
export const fuelChainTseReceipt: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2022, 2025);
  const vat = vatDE(date);
  const shop = 'Rheintank Tankstelle Bonn-Beuel';
  const s = slip(p, 210, 385, 7.5);
  p.y = 80;
  s.center('RHEINTANK', { bold: true, big: 16 });
  p.down(2);
  s.center(shop, { bold: true, big: 8.5 });
  s.center('Königswinterer Straße 120');
  s.center('53227 Bonn');
  s.center('Tel. 0228 46 12 90');
  s.dash();
  const litres = round2(r.int(2500, 6200) / 100);
  const price = r.pick([1.729, 1.789, 1.859, 1.919]);
  const fuel = round2(litres * price);
  const fuelName = r.pick(['Super E10', 'Super E5', 'Diesel', 'SuperPlus 98']);
  s.left(`Säule ${r.int(1, 8)}  ${fuelName}`);
  s.pair(`  ${money(litres, 'de')} l x ${money(price, 'de', { decimals: 3 })} EUR/l`, `${money(fuel, 'de')} A`);
  const extra = r.chance(0.6)
    ? r.pick([
        ['Kaffee groß', 3.2],
        ['Scheibenklar 3 l', 6.99],
        ['Motoröl 5W-30 1 l', 14.99],
      ] as [string, number][])
    : null;
  if (extra) s.pair(extra[0], `${money(extra[1], 'de')} A`);
  s.dash();
  const total = round2(fuel + (extra ? extra[1] : 0));
  s.pair('Gesamtbetrag EUR', money(total, 'de'), { bold: true });
  s.pair(`Bezahlt ${r.pick(['girocard', 'VISA', 'Mastercard'])}`, money(total, 'de'));
  p.down(3);
  const net = round2(total / (1 + vat / 100));
  s.pair(`MwSt A ${vat} %   Netto ${money(net, 'de')}`, money(round2(total - net), 'de'));
  s.dash();
  s.pair('Beleg-Nr.', digits(r, 6));
  const time = `${String(r.int(6, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  s.pair('Datum', `${dt(date, 'DD.MM.YYYY')} ${time}`);
  s.pair('Kasse / Bediener', `${r.int(1, 3)} / ${r.int(1, 9)}`);
  s.dash();
  s.left('TSE-Daten');
  s.pair('TSE-Transaktion', digits(r, 6));
  s.pair('TSE-Start', `${dt(date, 'YYYY-MM-DD')}T${time}:${String(r.int(0, 59)).padStart(2, '0')}.000`);
  s.pair('TSE-Seriennr.', `${digits(r, 8)}${letters(r, 4, 'abcdef')}...`);
  s.left(`TSE-Signatur: ${letters(r, 30, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789+/')}`);
  s.left(`${letters(r, 30, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789+/')}==`);
  s.dash();
  s.center('Vielen Dank und gute Fahrt!');
  s.center(`St.-Nr. 205/5${digits(r, 3)}/${digits(r, 4)}`);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** A British motor factors' trade-counter receipt (2004–08): account CASH, part numbers, VAT on top of goods. */
export const motorFactorsCounter: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2004, 2008);
  const vat = vatUK(date);
  const shop = 'Central Motor Factors Ltd';
  p.text(40, shop, { y: 54, size: 14, bold: true });
  p.text(40, 'Branch 214 · Unit 6, Kirkstall Trade Park, Leeds LS5 3BT · 0113 275 9000', { y: 66, size: 7.5 });
  p.text(555, 'SALES RECEIPT', { y: 54, size: 11, bold: true, align: 'right' });
  const kv: [string, string][] = [
    ['Receipt No', `214/${digits(r, 7)}`],
    ['Date', dt(date, 'DD/MM/YYYY')],
    ['Time', `${r.int(8, 17)}:${String(r.int(0, 59)).padStart(2, '0')}`],
    ['Account', 'CASH'],
    ['Served by', r.pick(['DAZ', 'KEV', 'MO'])],
  ];
  kv.forEach(([l, v], i) => {
    p.text(40, l, { y: 96 + i * 12, size: 8.5 });
    p.text(120, v, { y: 96 + i * 12, size: 8.5 });
  });
  p.text(330, `Vehicle: ${plate(r, 'UK', 2000)}`, { y: 96, size: 8.5 });
  const items = r
    .some(
      [
        ['ECP FO-1042', 'Oil Filter', 6.49],
        ['CAS 15A3C8', 'Castrol GTX 10W-40 4L', 21.99],
        ['BOS 0 986 494', 'Brake Pad Set Front', 34.6],
        ['NGK BKR6E', 'Spark Plug', 3.25],
        ['BOS 3 397 118', 'Wiper Blade Set', 17.45],
        ['VAR E38', 'Battery 074', 74.99],
      ] as [string, string, number][],
      r.int(2, 4),
    )
    .map(([nr, name, pr]) => [nr, name, name === 'Spark Plug' ? 4 : 1, pr] as const);
  const amounts = items.map(([, , q, pr]) => round2(q * pr));
  const last = (() => {
    p.box(40, 170, 515, 14, true);
    const heads: [number, string, 'left' | 'right'][] = [
      [44, 'Part No', 'left'],
      [140, 'Description', 'left'],
      [390, 'Qty', 'right'],
      [470, 'Unit', 'right'],
      [550, 'Net', 'right'],
    ];
    for (const [x, h, a] of heads) p.text(x, h, { y: 180, size: 8, bold: true, align: a });
    let y = 180;
    items.forEach(([nr, name, q, pr], i) => {
      y += 14;
      p.text(44, nr, { y, size: 8.5 });
      p.text(140, name, { y, size: 8.5 });
      p.text(390, String(q), { y, size: 8.5, align: 'right' });
      p.text(470, pr.toFixed(2), { y, size: 8.5, align: 'right' });
      p.text(550, amounts[i].toFixed(2), { y, size: 8.5, align: 'right' });
    });
    return y;
  })();
  rule(p, 40, last + 8, 515);
  const goods = sum(amounts);
  const tax = round2((goods * vat) / 100);
  const total = round2(goods + tax);
  let y = last + 26;
  for (const [l, v, b] of [
    ['Goods', goods, false],
    [`VAT @ ${vat}%`, tax, false],
    ['TOTAL', total, true],
    [`Paid: ${r.pick(['Visa Debit', 'Switch/Maestro', 'Cash'])}`, total, false],
    ['Change', 0, false],
  ] as [string, number, boolean][]) {
    p.text(380, l, { y, size: 9, bold: b });
    p.text(550, `£${v.toFixed(2)}`, { y, size: 9, bold: b, align: 'right' });
    y += 13;
  }
  p.text(40, 'Goods may be returned within 28 days in original packaging with this receipt.', { y: last + 26, size: 7 });
  p.text(40, 'Electrical parts cannot be returned once fitted.', { y: last + 36, size: 7 });
  p.text(297, `VAT Reg No GB 612 ${digits(r, 4)} ${digits(r, 2)} · Registered in England No. 2214598`, { y: 800, size: 6.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** A US chain parts store's slip (1996–2000): store number, SKUs, a core charge, sales tax, change due. */
export const chainPartsStoreSlip: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1996, 2000);
  const shop = 'Parts City Auto Stores';
  const s = slip(p, 205, 390, 7.5);
  p.y = 70;
  s.center('PARTS CITY', { bold: true, big: 15 });
  s.center(shop.toUpperCase(), { bold: true });
  s.center(`STORE #0447  ${r.pick(['DAYTON, OH', 'MADISON, WI', 'AUSTIN, TX'])}`);
  s.center(`(${r.int(200, 900)}) 555-${digits(r, 4)}`);
  s.dash();
  const items = r.some(
    [
      ['DURALAST BATTERY 24F', 59.99, 8],
      ['OIL FILTER PH8A', 3.49, 0],
      ['10W30 MOTOR OIL QT', 1.29, 0],
      ['ALTERNATOR REMAN', 89.99, 25],
      ['BRAKE PADS D154', 24.99, 0],
      ['WIPER BLADE 20IN', 7.99, 0],
    ] as [string, number, number][],
    r.int(2, 3),
  );
  const lines: number[] = [];
  for (const [name, pr, core] of items) {
    const q = name.includes('QT') ? 5 : 1;
    s.left(`${digits(r, 6)} ${name}`);
    s.pair(`   ${q} @ ${pr.toFixed(2)}`, round2(q * pr).toFixed(2));
    lines.push(round2(q * pr));
    if (core) {
      s.pair('   CORE CHARGE', core.toFixed(2));
      lines.push(core);
    }
  }
  s.dash();
  const subtotal = sum(lines);
  const taxRate = 5.75;
  const tax = round2((subtotal * taxRate) / 100);
  const total = round2(subtotal + tax);
  s.pair('SUBTOTAL', subtotal.toFixed(2));
  s.pair(`SALES TAX ${taxRate}%`, tax.toFixed(2));
  s.pair('TOTAL', total.toFixed(2), { bold: true });
  const given = Math.ceil(total / 20) * 20;
  s.pair('CASH', given.toFixed(2));
  s.pair('CHANGE DUE', (given - total).toFixed(2));
  s.dash();
  s.pair(`${dt(date, 'MM/DD/YY')} ${r.int(8, 20)}:${String(r.int(0, 59)).padStart(2, '0')}`, `TRAN ${digits(r, 4)}  REG 2`);
  s.left(`CASHIER: ${r.pick(['TRACY', 'JUAN', 'MIKE'])}`);
  p.down(6);
  s.center('CORE CHARGES REFUNDED WHEN OLD UNIT');
  s.center('IS RETURNED WITH THIS RECEIPT');
  s.center('THANK YOU FOR SHOPPING PARTS CITY');
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** An Irish NCT centre's fee receipt (2018–23): centre and test type, fee incl. VAT, next booking reference. */
export const nctFeeReceipt: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2018, 2023);
  const shop = 'National Car Testing Service';
  const fee = r.pick([55, 28]);
  const full = fee === 55;
  p.text(40, 'NCT', { y: 60, size: 26, bold: true });
  p.text(110, shop, { y: 50, size: 11, bold: true });
  p.text(110, 'Operated on behalf of the Road Safety Authority', { y: 61, size: 7.5 });
  p.text(110, 'www.ncts.ie · LoCall 01 413 5992', { y: 71, size: 7.5 });
  p.text(40, 'RECEIPT', { y: 110, size: 14, bold: true });
  const centre = r.pick(['Deansgrange', 'Little Island', 'Galway (Carnmore)', 'Northpoint']);
  const rows: [string, string][] = [
    ['Receipt Number', `R${digits(r, 9)}`],
    ['Date of Payment', dt(date, 'DD/MM/YYYY')],
    ['Test Centre', centre],
    ['Vehicle Registration', plate(r, 'IE', 2014)],
    ['Test Type', full ? 'Full Test' : 'Re-Test (Full)'],
    ['Booking Reference', `${letters(r, 2)}${digits(r, 7)}`],
    ['Customer', person(r, 'IE')],
  ];
  rows.forEach(([l, v], i) => {
    p.box(40, 124 + i * 20, 160, 20);
    p.box(200, 124 + i * 20, 220, 20);
    p.text(46, l, { y: 138 + i * 20, size: 8.5 });
    p.text(206, v, { y: 138 + i * 20, size: 9 });
  });
  const y = 124 + rows.length * 20 + 30;
  const net = round2(fee / 1.23);
  p.text(46, 'Fee (excl. VAT)', { y, size: 9 });
  p.text(414, `€${net.toFixed(2)}`, { y, size: 9, align: 'right' });
  p.text(46, 'VAT @ 23%', { y: y + 14, size: 9 });
  p.text(414, `€${(fee - net).toFixed(2)}`, { y: y + 14, size: 9, align: 'right' });
  p.box(40, y + 20, 380, 20, true);
  p.text(46, 'Amount Paid', { y: y + 34, size: 10, bold: true });
  p.text(414, `€${fee.toFixed(2)}`, { y: y + 34, size: 10, bold: true, align: 'right' });
  p.text(46, `Payment method: ${r.pick(['Debit card', 'Credit card', 'Online'])}`, { y: y + 56, size: 8.5 });
  p.text(46, 'Please retain this receipt. A re-test must take place within 21 days of the initial test.', { y: y + 80, size: 7.5 });
  p.text(46, `VAT No. IE ${digits(r, 7)}${letters(r, 1)}`, { y: 800, size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: fee });
};
