/**
 * unseen-ax: receipts from small businesses' tills and templates — a parts seller's till slip, a Word Quittung, a
 * mail-order parts invoice paid by card; a British parts counter, an American parts store's sales receipt, an Irish
 * valeter's receipt book template.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, sum, vatDE, vatIE, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { isoPlus } from './invoice';
import { addressWindow, customer, digits, firm, footer3, ibanDE, letterhead, money, personDE, personEN, refBlock } from './kit';

const PARTS_DE: [string, number, number][] = [
  ['Zündkerze W7DC', 3, 9],
  ['Ölfilter', 8, 22],
  ['Scheibenwischerblatt', 6, 19],
  ['Birne H4 12V', 4, 12],
  ['Kühlerfrostschutz 1,5 l', 7, 16],
  ['Keilriemen 10x800', 8, 18],
  ['Unterbrecherkontakt', 6, 15],
  ['Chrompolitur', 9, 21],
  ['Dichtungssatz Vergaser', 14, 38],
];
const PARTS_EN: [string, number, number][] = [
  ['Spark plug N9Y', 2, 7],
  ['Oil filter', 6, 18],
  ['Wiper blade 13"', 5, 15],
  ['Bulb H4 12V', 3, 10],
  ['Antifreeze 1L', 5, 12],
  ['Fan belt', 6, 15],
  ['Points set', 5, 14],
  ['Metal polish', 6, 14],
  ['Carb gasket set', 10, 30],
];

function lines(rng: Random, pool: [string, number, number][], n: [number, number]) {
  return rng.some(pool, rng.int(n[0], n[1])).map(([d, a, b]) => {
    const q = rng.chance(0.7) ? 1 : rng.int(2, 4);
    const pr = r2(rng.int(a * 100, b * 100) / 100);
    return { d, q, pr, t: r2(q * pr) };
  });
}

/** Parts dealer's till slip (Kassensystem), narrow column, VAT included. */
export const teileKassenbon = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Autoteile Zimmermann', 'Teile-Kessler KG', 'Oldie-Teile Huber']);
  const f = firm(rng, 'DE', name, '');
  const date = rng.date(2006, 2026);
  const ls = lines(rng, PARTS_DE, [2, 5]);
  const total = sum(ls.map((l) => l.t));
  const vr = vatDE(Number(date.slice(0, 4)));
  const x = 190;
  p.text(297, name, { y: 60, size: 12, bold: true, align: 'center' });
  p.text(297, f.street, { y: 74, size: 8, align: 'center' });
  p.text(297, f.city, { y: 84, size: 8, align: 'center' });
  p.text(297, `Tel. ${f.phone}`, { y: 94, size: 8, align: 'center' });
  p.text(x, `Bon-Nr. ${digits(rng, 5)}   Kasse ${rng.int(1, 3)}`, { y: 114, size: 8 });
  p.text(x, `${fd(date, 'de')}  ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { y: 124, size: 8 });
  hline(p, x, 215, 130);
  let y = 144;
  for (const l of ls) {
    p.text(x, l.d, { y, size: 8.5 });
    if (l.q > 1) {
      y += 10;
      p.text(x + 10, `${l.q} x ${num(l.pr, 'de')}`, { y, size: 8 });
    }
    p.text(x + 215, `${num(l.t, 'de')} A`, { y, size: 8.5, align: 'right' });
    y += 12;
  }
  hline(p, x, 215, y - 6);
  y += 6;
  p.text(x, 'SUMME EUR', { y, size: 11, bold: true });
  p.text(x + 215, num(total, 'de'), { y, size: 11, bold: true, align: 'right' });
  y += 16;
  const pay = rng.pick(['BAR', 'EC-Karte', 'girocard']);
  p.text(x, pay, { y, size: 8.5 });
  p.text(x + 215, num(pay === 'BAR' ? Math.ceil(total / 10) * 10 : total, 'de'), { y, size: 8.5, align: 'right' });
  y += 16;
  const net = r2(total / (1 + vr / 100));
  p.text(x, `A = ${vr}% MwSt   Netto ${num(net, 'de')}   MwSt ${num(r2(total - net), 'de')}`, { y, size: 7.5 });
  y += 10;
  p.text(x, `St.-Nr. ${digits(rng, 2)}/${digits(rng, 3)}/${digits(rng, 5)}`, { y, size: 7.5 });
  y += 14;
  p.text(297, 'Vielen Dank für Ihren Einkauf!', { y, size: 8.5, align: 'center' });
  p.text(297, 'Umtausch nur mit Bon innerhalb 14 Tagen', { y: y + 10, size: 7.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
};

/** A Quittung from a Word template: amount in a box, "in Worten", received from, for. */
export const quittungVorlage = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Sattlerei Wagner', 'Autoglas Maier', 'Lackierbetrieb Schröder']);
  const f = firm(rng, rng.pick(['DE', 'AT'] as const), name, rng.pick(['Meisterbetrieb', 'Innenausstattung und Verdecke', 'Smart-Repair und Lack']));
  const date = rng.date(2000, 2026);
  const net = r2(rng.int(8000, 140000) / 100);
  const vr = f.city.startsWith('A-') ? 20 : vatDE(Number(date.slice(0, 4)));
  const total = r2(net * (1 + vr / 100));
  letterhead(p, f, 'logoLine', 'de');
  p.text(40, 'QUITTUNG', { y: 140, size: 22, bold: true });
  p.text(360, 'Nr.', { y: 140, size: 9 });
  p.text(380, digits(rng, 4), { y: 140, size: 11 });
  p.box(360, 160, 195, 34);
  p.text(368, 'EUR', { y: 182, size: 10 });
  p.text(545, num(total, 'de'), { y: 183, size: 16, bold: true, align: 'right' });
  p.text(40, `Netto ${num(net, 'de')} EUR  +  ${vr} % MwSt. ${num(r2(total - net), 'de')} EUR`, { y: 215, size: 9 });
  const rows: [string, string][] = [
    ['von', rng.chance(0.5) ? personDE(rng) : `Firma ${personDE(rng).split(' ')[1]} GmbH`],
    ['für', rng.pick(['Neubezug Fahrersitz Leder', 'Verdeck erneuert inkl. Montage', 'Frontscheibe ersetzt', 'Spot-Repair Kotflügel hinten links'])],
    ['dankend erhalten', ''],
  ];
  let y = 250;
  for (const [l, v] of rows) {
    p.text(40, l, { y, size: 9 });
    p.text(150, v, { y, size: 10.5 });
    hline(p, 145, 410, y + 3);
    y += 28;
  }
  p.text(40, 'Ort / Datum', { y: y + 10, size: 8 });
  p.text(150, `${f.city.replace(/^[A-Z-]*\d+ /, '')}, ${fd(date, 'de')}`, { y: y + 10, size: 10.5 });
  hline(p, 145, 180, y + 13);
  p.text(370, 'Stempel / Unterschrift', { y: y + 10, size: 8 });
  hline(p, 360, 195, y + 1);
  footer3(p, [[f.name, f.street, f.city], [`Tel. ${f.phone}`, f.email], [`IBAN ${ibanDE(rng)}`]]);
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
};

/** Mail-order parts invoice marked paid (shop software): Rechnung = Quittung, paid by card. */
export const versandRechnungBezahlt = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Klassikteile-Versand Baumann', 'Youngtimer-Shop Lorenz']);
  const f = firm(rng, 'DE', name, 'Ersatzteile für Klassiker – Versand in 24 h');
  const c = customer(rng, 'DE');
  const date = rng.date(2012, 2026);
  const ls = lines(rng, PARTS_DE, [2, 4]);
  const ship = rng.pick([4.9, 5.95, 6.9]);
  const total = r2(sum(ls.map((l) => l.t)) + ship);
  const vr = vatDE(Number(date.slice(0, 4)));
  letterhead(p, f, 'rightBlock', 'de');
  addressWindow(p, f, c.lines);
  refBlock(
    p,
    [
      ['Bestellnummer', `#${digits(rng, 6)}`],
      ['Rechnungsnummer', `${digits(rng, 7)}`],
      ['Bestelldatum', fd(isoPlus(date, -rng.int(0, 2)), 'de')],
      ['Rechnungsdatum', fd(date, 'de')],
    ],
    'rightTab',
    350,
    150,
    205,
  );
  p.text(40, 'Rechnung', { y: 250, size: 14, bold: true });
  p.text(40, 'Vielen Dank für Ihre Bestellung in unserem Onlineshop.', { y: 268, size: 9 });
  let y = 292;
  p.box(40, y - 10, 515, 14, true);
  const xs = [44, 90, 420, 490, 551];
  ['Menge', 'Artikel', 'Einzel', 'MwSt', 'Summe'].forEach((h, i) => p.text(xs[i], h, { y, size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }));
  y += 16;
  for (const l of [...ls, { d: 'Versandkosten DHL', q: 1, pr: ship, t: ship }]) {
    [String(l.q), l.d, num(l.pr, 'de'), `${vr} %`, num(l.t, 'de')].forEach((c2, i) => p.text(xs[i], c2, { y, size: 8.5, align: i >= 2 ? 'right' : 'left' }));
    y += 12.5;
  }
  hline(p, 330, 225, y - 6);
  y += 8;
  const net = r2(total / (1 + vr / 100));
  p.text(400, 'Rechnungsbetrag', { y, size: 9.5, bold: true });
  p.text(551, `${num(total, 'de')} €`, { y, size: 9.5, bold: true, align: 'right' });
  y += 12;
  p.text(400, `enthaltene MwSt. ${vr} %`, { y, size: 8 });
  p.text(551, `${num(r2(total - net), 'de')} €`, { y, size: 8, align: 'right' });
  y += 24;
  p.text(40, `Zahlungsart: ${rng.pick(['PayPal', 'Kreditkarte', 'Vorkasse'])} – Betrag dankend erhalten.`, { y, size: 9 });
  p.text(40, 'Lieferdatum entspricht Rechnungsdatum.', { y: y + 12, size: 9 });
  footer3(p, [
    [f.name, 'Inh. ' + personDE(rng), f.street, f.city],
    [`Tel. ${f.phone}`, f.email, f.web],
    [`USt-IdNr. DE${digits(rng, 9)}`, `IBAN ${ibanDE(rng)}`],
  ]);
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
};

/** British motor factor's counter receipt (EPOS), VAT-inclusive with VAT analysis. */
export const ukMotorFactorCounter = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Bennett Motor Factors', 'County Auto Spares', 'Harrison Parts Centre']);
  const f = firm(rng, 'UK', name, '');
  const date = rng.date(2003, 2026);
  const ls = lines(rng, PARTS_EN, [2, 5]);
  const total = sum(ls.map((l) => l.t));
  const vr = vatUK(Number(date.slice(0, 4)));
  const x = 180;
  p.text(x, name.toUpperCase(), { y: 60, size: 11, bold: true });
  p.text(x, f.street, { y: 73, size: 8 });
  p.text(x, f.city, { y: 83, size: 8 });
  p.text(x, `VAT No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { y: 93, size: 8 });
  p.text(x, `${fd(date, 'uk')}   Till ${rng.int(1, 4)}   Op ${letters2(rng)}   Rcpt ${digits(rng, 6)}`, { y: 110, size: 8 });
  let y = 130;
  p.text(x, 'Qty  Description', { y, size: 8, bold: true });
  p.text(x + 230, '£', { y, size: 8, bold: true, align: 'right' });
  y += 12;
  for (const l of ls) {
    p.text(x, `${l.q}    ${l.d}`, { y, size: 8.5 });
    p.text(x + 230, num(l.t, 'en'), { y, size: 8.5, align: 'right' });
    y += 11;
  }
  hline(p, x, 230, y - 4);
  y += 8;
  p.text(x, 'TOTAL', { y, size: 10, bold: true });
  p.text(x + 230, `£${num(total, 'en')}`, { y, size: 10, bold: true, align: 'right' });
  y += 13;
  p.text(x, rng.pick(['VISA DEBIT', 'CASH', 'MASTERCARD', 'ACCOUNT']), { y, size: 8.5 });
  p.text(x + 230, num(total, 'en'), { y, size: 8.5, align: 'right' });
  y += 16;
  const net = r2(total / (1 + vr / 100));
  p.text(x, `VAT ${vr}%  Net ${num(net, 'en')}  VAT ${num(r2(total - net), 'en')}`, { y, size: 7.5 });
  y += 16;
  p.text(x, 'Returns within 28 days with receipt. Electrical items non-returnable.', { y, size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
};
const letters2 = (rng: Random) => rng.pick(['JB', 'KM', 'SD', 'TW', 'AH']);

/** US auto parts store's QuickBooks sales receipt: sold to, payment method, sales tax. */
export const usPartsSalesReceipt = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Sullivan Auto Parts', 'Main Street Speed & Custom', 'Ramsey Antique Auto Supply']);
  const f = firm(rng, 'US', name, 'Parts for cars and trucks 1928–1979');
  const date = rng.date(1999, 2026);
  const ls = lines(rng, PARTS_EN, [2, 5]);
  const sub = sum(ls.map((l) => l.t));
  const tr = rng.pick([6, 6.25, 7, 7.5, 8.25]);
  const tax = r2((sub * tr) / 100);
  const total = r2(sub + tax);
  letterhead(p, f, 'centered', 'en');
  p.text(555, 'Sales Receipt', { y: 110, size: 16, bold: true, align: 'right' });
  p.box(395, 120, 160, 30);
  p.text(400, 'Date', { y: 130, size: 7.5 });
  p.text(480, 'Sale No.', { y: 130, size: 7.5 });
  p.text(400, fd(date, 'us'), { y: 144, size: 9 });
  p.text(480, digits(rng, 4), { y: 144, size: 9 });
  p.box(40, 120, 200, 62);
  p.text(45, 'Sold To', { y: 130, size: 7.5 });
  customer(rng, 'US')
    .lines.slice(-3)
    .forEach((l, i) => p.text(45, l, { y: 144 + i * 11, size: 9 }));
  p.text(400, 'Payment Method', { y: 166, size: 7.5 });
  p.text(400, rng.pick(['Visa', 'Cash', 'Check #' + digits(rng, 4), 'MasterCard']), { y: 178, size: 9 });
  let y = 210;
  p.box(40, y - 10, 515, 14, true);
  const xs = [44, 130, 440, 551];
  ['Qty', 'Description', 'Rate', 'Amount'].forEach((h, i) => p.text(xs[i], h, { y, size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }));
  y += 16;
  for (const l of ls) {
    [String(l.q), l.d, num(l.pr, 'en'), num(l.t, 'en')].forEach((c, i) => p.text(xs[i], c, { y, size: 8.5, align: i >= 2 ? 'right' : 'left' }));
    y += 12.5;
  }
  y += 10;
  const tot = (l: string, v: string, b = false) => {
    p.text(400, l, { y, size: 9, bold: b });
    p.text(551, v, { y, size: 9, bold: b, align: 'right' });
    y += 13;
  };
  tot('Subtotal', num(sub, 'en'));
  tot(`Sales Tax (${tr}%)`, num(tax, 'en'));
  tot('Total', money(total, 'en', '$'), true);
  p.text(40, 'Thank you for your business. Special-order parts are non-refundable.', { y: y + 20, size: 8.5 });
  footer3(p, [[f.name, f.street, f.city], [`Phone ${f.phone}`, f.email], [f.web]]);
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
};

/** Irish valeting/detailing receipt from a receipt-book style Word template. */
export const irishValetReceipt = (rng: Random): Generated => {
  const p = new PageBuilder();
  const name = rng.pick(['Murphy Mobile Valeting', 'Shine Detailing Galway', 'Emerald Car Care']);
  const f = firm(rng, 'IE', name, 'Hand wash · Valet · Paint correction');
  const date = rng.date(2008, 2026);
  const vr = vatIE(Number(date.slice(0, 4)));
  const svc: [string, number][] = rng.some(
    [
      ['Full valet', 90],
      ['Engine bay detail', 45],
      ['Machine polish (2-stage)', 220],
      ['Leather clean & feed', 60],
      ['Ceramic coating', 350],
      ['Headlight restoration', 40],
    ] as [string, number][],
    rng.int(1, 3),
  );
  const total = sum(svc.map(([, a]) => a));
  letterhead(p, f, 'band', 'en');
  p.text(40, 'RECEIPT', { y: 130, size: 18, bold: true });
  const y0 = refBlock(
    p,
    [
      ['Receipt No.', digits(rng, 4)],
      ['Date', fd(date, 'uklong')],
      ['Received from', personEN(rng)],
    ],
    'tab',
    40,
    160,
    260,
  );
  let y = y0 + 20;
  for (const [d, a] of svc) {
    p.text(60, d, { y, size: 10 });
    p.text(420, `€${num(a, 'en')}`, { y, size: 10, align: 'right' });
    y += 14;
  }
  hline(p, 60, 360, y - 6);
  y += 8;
  p.text(60, 'Total paid', { y, size: 11, bold: true });
  p.text(420, `€${num(total, 'en')}`, { y, size: 11, bold: true, align: 'right' });
  y += 14;
  p.text(60, `Prices include VAT at ${vr}%`, { y, size: 8.5 });
  y += 30;
  p.text(60, 'Signed: ____________________', { y, size: 9 });
  footer3(p, [[f.name, f.city], [`Mob ${f.phone}`, f.email], [`VAT No. IE${digits(rng, 7)}W`]]);
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
};
