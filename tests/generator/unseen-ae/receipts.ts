/**
 * Receipts from pads: a Lower Bavarian petrol station's Quittungsblock (Betrag in Worten, DM), a Saxon parts market's
 * Quittung on a stationery form (EUR and Cent boxes), a Viennese spares counter's Kassablock in Schilling; a Welsh
 * "received with thanks" book, a Minnesota parts store's counter ticket, a South African cash-sale slip.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  cell,
  cellRow,
  dayIn,
  doc,
  fd,
  formNo,
  hline,
  num,
  parts,
  PARTS_DE,
  PARTS_EN,
  PARTS_US,
  person,
  r2,
  street,
  streetEn,
  STREETS_DE,
  STREETS_US,
  sum,
  surname,
  town,
  vatDE,
  vatUK,
} from './kit';

const ONES = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** A whole number under 10 000 in German words, as written into "Betrag in Worten". */
function worte(n: number): string {
  if (n === 0) return 'null';
  let s = '';
  if (n >= 1000) {
    s += `${ONES[Math.floor(n / 1000)]}tausend`;
    n %= 1000;
  }
  if (n >= 100) {
    s += `${ONES[Math.floor(n / 100)]}hundert`;
    n %= 100;
  }
  if (n >= 20) s += `${n % 10 ? `${ONES[n % 10]}und` : ''}${TENS[Math.floor(n / 10)]}`;
  else if (n > 0) s += n === 1 ? 'eins' : ONES[n];
  return s;
}

/** Lower Bavaria, 1970–2001: a petrol station's Quittungsblock — DM amount in a box, Betrag in Worten, MwSt contained. */
export function quittungTankstelleNdb(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(1970, 2001);
  const date = dayIn(rng, year);
  const [plz, ort] = town(rng, 'ndb');
  const shop = `${rng.pick(['Aral', 'BP', 'Esso', 'Shell', 'Agip'])}-Station ${surname(rng, 'ndb')}`;
  p.text(40, 'QUITTUNG', { y: 60, size: 20, bold: true, serif: true });
  p.text(300, 'Nr.', { y: 56, size: 8 }).text(320, formNo(rng, 4), { y: 58, size: 11 });
  const litres = r2(rng.int(18, 55) + rng.int(0, 99) / 100);
  const perL = year < 1979 ? rng.int(80, 99) / 100 : year < 1990 ? rng.int(110, 145) / 100 : rng.int(135, 199) / 100;
  const fuel = r2(litres * perL);
  const extra = parts(
    rng,
    [
      ['Motoröl 1 l', 6, 14],
      ['Scheibenwischerblatt', 8, 16],
      ['Glühlampe', 2, 5],
      ['Frostschutz 1 l', 6, 12],
    ],
    rng.int(0, 2),
    1,
  );
  const total = r2(fuel + sum(extra.map((e) => e.amount)));
  cell(p, 380, 40, 160, 30, 'DM', num(total, 'de'), { lab: 'left', labSize: 10, size: 13, align: 'right', bold: true });
  const rv = vatDE(year);
  const vat = r2(total - total / (1 + rv / 100));
  const [whole, cents] = total.toFixed(2).split('.');
  let y = 100;
  const line = (label: string, value: string) => {
    p.text(40, label, { y, size: 8 });
    p.text(150, value, { y: y - 1, size: 11 });
    hline(p, 145, 395, y + 3);
    y += 26;
  };
  line('Deutsche Mark', `— ${worte(Number(whole))} — ${cents}/100`);
  line('von', person(rng, 'ndb'));
  line('für', [`${num(litres, 'de')} l ${rng.pick(['Super', 'Normal', 'Diesel'])}`, ...extra.map((e) => e.desc)].join(', '));
  p.text(40, `im Betrag sind ${rv} % MwSt. = DM ${num(vat, 'de')} enthalten`, { y, size: 8 });
  y += 26;
  p.text(40, `${ort}, den ${fd(date, 'de')}`, { y, size: 10.5 });
  p.text(300, 'Betrag dankend erhalten', { y: y + 6, size: 7 });
  p.text(300, shop, { y: y - 8, size: 10, bold: true }).text(300, `${plz} ${ort}, ${street(rng, STREETS_DE)}`, { y: y + 16, size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Saxony, 2002–2022: a parts market's receipt on a stationery form — EUR and Cent boxes, Netto, MwSt and Gesamt, the items on lines. */
export function quittungTeilemarktSachsen(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(2002, 2022);
  const date = dayIn(rng, year);
  const [plz, ort] = town(rng, 'sax');
  const shop = `Teile-Markt ${surname(rng, 'sax')}`;
  p.text(555, shop, { y: 44, size: 11, bold: true, align: 'right' }).text(555, `${street(rng, STREETS_DE)}, ${plz} ${ort}`, {
    y: 55,
    size: 7.5,
    align: 'right',
  });
  p.text(40, 'Quittung', { y: 60, size: 18 });
  const pt = parts(rng, PARTS_DE, rng.int(1, 4), 1.1);
  const net = sum(pt.map((q) => q.amount));
  const rv = vatDE(year);
  const vat = r2((net * rv) / 100);
  const gross = r2(net + vat);
  const row = (y: number, label: string, a: number, bold = false) => {
    const [e, c] = a.toFixed(2).split('.');
    p.text(300, label, { y: y + 14, size: 8, bold });
    cell(p, 400, y, 90, 20, '', e.replace(/\B(?=(\d{3})+(?!\d))/g, '.'), { align: 'right', bold, size: 11 });
    cell(p, 490, y, 50, 20, '', c, { align: 'right', bold, size: 11 });
  };
  p.text(445, 'EUR', { y: 80, size: 7, align: 'center' }).text(515, 'Cent', { y: 80, size: 7, align: 'center' });
  row(84, 'Netto', net);
  row(104, `+ ${rv} % MwSt.`, vat);
  row(124, 'Gesamt', gross, true);
  let y = 172;
  p.text(40, 'von', { y, size: 8 }).text(100, person(rng, 'sax'), { y: y - 1, size: 11 });
  hline(p, 95, 445, y + 3);
  y += 24;
  p.text(40, 'für', { y, size: 8 });
  pt.forEach((q) => {
    p.text(100, `${q.qty} x ${q.desc}`, { y: y - 1, size: 10.5 }).text(540, num(q.amount, 'de'), { y: y - 1, size: 10, align: 'right' });
    hline(p, 95, 445, y + 3);
    y += 20;
  });
  y += 10;
  p.text(40, 'Ort / Datum', { y, size: 8 }).text(100, `${ort}, ${fd(date, 'de')}`, { y: y - 1, size: 11 });
  hline(p, 95, 200, y + 3);
  p.text(340, 'Buchungsvermerk', { y, size: 7 }).text(440, 'Stempel / Unterschrift des Empfängers', { y: y + 28, size: 6.5 });
  p.text(40, 'Avery Zweckform Nr. 1750 · Quittung mit MwSt.-Ausweis', { y: 800, size: 5.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross, partsUsed: pt.map((q) => q.desc) });
}

/** Vienna, 1978–2001: a spares counter's Kassablock in Schilling — columns Stk. | Bezeichnung | S, 20 % USt contained. */
export function kassablockWien(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(1978, 2001);
  const date = dayIn(rng, year);
  const [plz, ort] = town(rng, 'wien');
  const shop = `${rng.pick(['Autozubehör', 'Ersatzteile', 'Kfz-Teile'])} ${surname(rng, 'wien')}`;
  p.text(297, shop, { y: 50, size: 13, bold: true, align: 'center' }).text(297, `${street(rng, STREETS_DE)} · ${plz} ${ort.replace('Wien-', 'Wien ')}`, {
    y: 62,
    size: 8,
    align: 'center',
  });
  p.text(40, 'KASSABLOCK', { y: 88, size: 9, bold: true }).text(555, `Nr. ${formNo(rng, 5)}`, { y: 88, size: 9, align: 'right' });
  cell(p, 40, 96, 250, 24, 'Datum', fd(date, 'de2'), { dx: 40 });
  cell(p, 290, 96, 250, 24, 'Kunde', rng.chance(0.5) ? person(rng, 'wien') : 'bar', { dx: 40 });
  const top = 130;
  p.box(40, top, 500, 16);
  p.text(44, 'Stk.', { y: top + 11, size: 7 })
    .text(84, 'Bezeichnung', { y: top + 11, size: 7 })
    .text(536, 'S', { y: top + 11, size: 7, align: 'right' });
  const pt = parts(rng, PARTS_DE, rng.int(2, 5), 9);
  const rv = 20;
  const gl = pt.map((q) => r2(q.amount * 1.2));
  let y = top + 30;
  pt.forEach((q, i) => {
    p.text(46, String(q.qty), { y, size: 10 }).text(84, q.desc, { y, size: 10 }).text(536, num(gl[i], 'de'), { y, size: 10, align: 'right' });
    y += 16;
  });
  p.box(40, top + 16, 500, y - top - 16);
  const total = sum(gl);
  const ust = r2(total - total / (1 + rv / 100));
  y += 8;
  cell(p, 380, y, 160, 24, 'Summe S', num(total, 'de'), { lab: 'left', labSize: 9, align: 'right', bold: true, size: 12 });
  p.text(40, `inkl. ${rv} % USt. S ${num(ust, 'de')}`, { y: y + 16, size: 8 });
  p.text(40, 'Umtausch nur gegen Vorlage dieses Belegs.', { y: y + 44, size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total, partsUsed: pt.map((q) => q.desc) });
}

/** Wales, 1975–2005: a receipt book — "Received with thanks from … the sum of …", pounds and pence boxes, for parts. */
export function receiptBookWales(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(1975, 2005);
  const date = dayIn(rng, year);
  const [pc, tw] = town(rng, 'wal');
  const shop = `${surname(rng, 'wal')} Motor Spares`;
  p.text(40, 'RECEIPT', { y: 60, size: 18, bold: true });
  p.text(555, `No ${formNo(rng, 4)}`, { y: 44, size: 11, align: 'right' });
  p.text(555, `${shop}, ${tw} ${pc}`, { y: 58, size: 9, align: 'right' });
  const pt = parts(rng, PARTS_EN, rng.int(1, 3), year < 1985 ? 1.2 : 2);
  const rv = vatUK(year);
  const gross = r2(sum(pt.map((q) => q.amount)) * (1 + rv / 100));
  const [pounds, pence] = gross.toFixed(2).split('.');
  let y = 100;
  const line = (label: string, value: string) => {
    p.text(40, label, { y, size: 8.5, serif: true }).text(180, value, { y: y - 1, size: 11 });
    hline(p, 175, 365, y + 3);
    y += 28;
  };
  line('Received with thanks from', person(rng, 'wal'));
  line('the sum of', `${pounds} pounds ${pence} pence`);
  line('for', pt.map((q) => q.desc).join(', '));
  line('Date', fd(date, 'uklong'));
  p.box(400, 100, 140, 48);
  p.text(404, '£', { y: 110, size: 7 }).text(505, 'p', { y: 110, size: 7 });
  p.box(500, 100, 0.01, 48);
  p.text(494, pounds, { y: 136, size: 13, align: 'right', bold: true }).text(520, pence, { y: 136, size: 13, align: 'center', bold: true });
  p.text(400, `incl. VAT at ${rv}%`, { y: 162, size: 7.5 });
  p.text(400, 'With thanks / Gyda diolch', { y: 212, size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: gross, partsUsed: pt.map((q) => q.desc) });
}

/** Minnesota, 1965–2000: a parts store's counter ticket — a grid of boxes, part numbers, list and net, tax, "CASH" ticked. */
export function counterTicketMn(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(1965, 2000);
  const date = dayIn(rng, year);
  const [zip, city] = town(rng, 'mn');
  const shop = `${city} Auto Parts`;
  p.text(40, shop, { y: 46, size: 13, bold: true }).text(40, `${streetEn(rng, STREETS_US)}, ${city}, MN ${zip}`, { y: 57, size: 7.5 });
  p.text(555, 'COUNTER TICKET', { y: 46, size: 10, bold: true, align: 'right' }).text(555, formNo(rng, 6), { y: 58, size: 10, align: 'right' });
  cellRow(p, 40, 66, 24, [
    [200, 'SOLD TO', rng.chance(0.5) ? person(rng, 'mn') : 'CASH CUSTOMER'],
    [100, 'DATE', fd(date, 'usshort')],
    [100, 'CLERK', rng.pick(['DH', 'JK', 'BO', 'LN'])],
    [100, 'TERMS', 'CASH'],
  ]);
  const top = 100;
  const cols: [number, string][] = [
    [40, 'QTY'],
    [75, 'PART NO.'],
    [160, 'DESCRIPTION'],
    [380, 'LIST'],
    [460, 'NET'],
  ];
  p.box(40, top, 500, 16, true);
  cols.forEach(([x, h]) => p.text(x + 3, h, { y: top + 11, size: 6.5 }));
  const pt = parts(rng, PARTS_US, rng.int(2, 6), year < 1980 ? 0.8 : 1.4);
  let y = top + 30;
  pt.forEach((q) => {
    const list = r2(q.unit * 1.25);
    p.text(44, String(q.qty), { y, size: 9.5 })
      .text(78, `${rng.pick(['FR', 'AC', 'WIX', 'GT', 'NGK'])}-${rng.int(100, 9999)}`, { y, size: 9 })
      .text(163, q.desc, { y, size: 9.5 })
      .text(450, num(list, 'en'), { y, size: 9.5, align: 'right' })
      .text(536, num(q.amount, 'en'), { y, size: 9.5, align: 'right' });
    y += 15;
  });
  p.box(40, top, 500, y - top);
  for (const x of [75, 160, 380, 460]) p.box(x, top, 0.01, y - top);
  const net = sum(pt.map((q) => q.amount));
  const rt = year < 1971 ? 3 : year < 1981 ? 4 : year < 1982 ? 5 : year < 1991 ? 6 : 6.5;
  const tax = r2((net * rt) / 100);
  const total = r2(net + tax);
  y += 6;
  cellRow(
    p,
    300,
    y,
    28,
    [
      [80, 'MDSE', num(net, 'en')],
      [70, 'TAX', num(tax, 'en')],
      [90, 'TOTAL', num(total, 'en')],
    ],
    { align: 'right' },
  );
  p.text(40, 'No returns on electrical parts.  Core charges refunded with ticket.', { y: y + 50, size: 6.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total, partsUsed: pt.map((q) => q.desc) });
}

/** South Africa, 1992–2018: a cash-sale slip from a duplicate book — the items and a VAT-inclusive total, "Cash / Kontant". */
export function cashSaleSouthAfrica(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(1992, 2018);
  const date = dayIn(rng, year);
  const [code, tw] = town(rng, 'za');
  const shop = `${tw} Spares & Accessories`;
  const vatR = year < 1993 ? 10 : year < 2018 || date < '2018-04-01' ? 14 : 15;
  p.text(297, shop, { y: 48, size: 13, bold: true, align: 'center' }).text(
    297,
    `${rng.int(1, 200)} Main Rd, ${tw} ${code} · VAT No. 4${rng.int(100000000, 999999999)}`,
    { y: 60, size: 7.5, align: 'center' },
  );
  p.text(40, 'CASH SALE / KONTANTVERKOPING', { y: 86, size: 11, bold: true }).text(555, `No. ${formNo(rng, 5)}`, { y: 86, size: 10, align: 'right' });
  cellRow(
    p,
    40,
    94,
    24,
    [
      [300, 'Name / Naam', person(rng, 'za')],
      [200, 'Date / Datum', fd(date, 'uk')],
    ],
    { lab: 'bl', labSize: 6 },
  );
  const top = 130;
  p.box(40, top, 500, 16);
  p.text(44, 'Qty', { y: top + 11, size: 7 })
    .text(84, 'Description / Beskrywing', { y: top + 11, size: 7 })
    .text(536, 'R', { y: top + 11, size: 7, align: 'right' });
  const pt = parts(rng, PARTS_EN, rng.int(1, 4), year < 2005 ? 4 : 8);
  const gl = pt.map((q) => r2(q.amount * (1 + vatR / 100)));
  let y = top + 30;
  pt.forEach((q, i) => {
    p.text(46, String(q.qty), { y, size: 10 }).text(84, q.desc, { y, size: 10 }).text(536, num(gl[i], 'en'), { y, size: 10, align: 'right' });
    y += 16;
  });
  p.box(40, top + 16, 500, y - top - 16);
  const total = sum(gl);
  const vat = r2(total - total / (1 + vatR / 100));
  y += 6;
  cell(p, 380, y, 160, 22, 'TOTAL R', num(total, 'en'), { lab: 'left', labSize: 8, align: 'right', bold: true, fill: true });
  p.text(40, `Prices include VAT at ${vatR}%: R ${num(vat, 'en')}`, { y: y + 14, size: 8 });
  p.text(40, '[x] Cash / Kontant   [ ] Cheque / Tjek', { y: y + 34, size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total, partsUsed: pt.map((q) => q.desc) });
}
