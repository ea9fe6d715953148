import { PAGE_WIDTH, PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { idDigits, idLetters } from './common';
import { addDays, bare, date, money, num, r2 } from './format';
import { footer, itemTable, letterhead, pairs, RIGHT, totalRows, type Row } from './sheet';

/** Receipts of the second unseen set: mail-order parts invoices and till receipts for fuel and parts. */

const receiptTruth = (shop: string, iso: string, total: number): Generated['truth'] => ({
  documentType: 'receipt',
  shopName: shop,
  date: iso,
  totalCost: total,
});

/** A parts supplier's mail-order invoice: order and dispatch dates, shipping, paid by card. */
export function mailOrderInvoice(rng: Random, lang: 'en' | 'de'): Generated {
  const b = new PageBuilder();
  const de = lang === 'de';
  const shop = de
    ? rng.pick(['Classic-Teile Versand Reuter', 'Oldie-Ersatzteile Brinkmann GmbH'])
    : rng.pick(['Northfield Vintage Parts Supply Co.', 'Redline Restoration Parts, LLC']);
  const ms = de ? 'de' : 'us';
  const invoiceDate = rng.date(2013, 2024);
  const ordered = addDays(invoiceDate, -rng.int(2, 9));
  const pool = de
    ? [
        ['Chromzierleiste Kotflügel', 'ZL-2231'],
        ['Gummimatte Kofferraum', 'KM-118'],
        ['Türdichtung vorn rechts', 'TD-0412'],
        ['Blinkerglas orange', 'BG-77'],
        ['Radkappe verchromt', 'RK-5501'],
      ]
    : [
        ['Door weatherstrip kit', 'WS-6670'],
        ['Chrome bumper guard', 'BG-1144'],
        ['Carpet set, loop pile, black', 'CS-2210'],
        ['Headlamp bucket', 'HB-0038'],
        ['Hood pad with clips', 'HP-3321'],
      ];
  const rows: Row[] = rng.some(pool, rng.int(2, 4)).map(([desc, code]) => {
    const qty = rng.pick([1, 1, 2]);
    const price = r2(rng.int(900, 16000) / 100);
    return { kind: 'part', desc, code, qty, price, amount: r2(qty * price) };
  });
  const goods = r2(rows.reduce((s, r) => s + r.amount, 0));
  const shipping = de ? 6.9 : r2(rng.int(1295, 2495) / 100);
  const tax = de ? r2(((goods + shipping) * 19) / 119) : r2(goods * 0.07);
  const total = de ? r2(goods + shipping) : r2(goods + shipping + tax);

  letterhead(
    b,
    de ? 'left' : 'center',
    shop,
    de
      ? ['Postfach 11 02', '48301 Nottuln', 'Bestellhotline 02502 ' + idDigits(rng, 4)]
      : ['PO Box ' + rng.int(100, 999), 'Lancaster, PA 17604', 'Orders 1-800-' + idDigits(rng, 3) + '-' + idDigits(rng, 4)],
  );
  b.text(45, de ? 'Rechnung / Lieferschein' : 'INVOICE / PACKING LIST', { size: 13, bold: true });
  b.down(22);
  pairs(
    b,
    de
      ? [
          ['Rechnungsnummer', `${rng.int(200000, 299999)}`],
          ['Rechnungsdatum', date(invoiceDate, 'de')],
          ['Bestellt am', date(ordered, 'de')],
          ['Kundennummer', `K-${idDigits(rng, 6)}`],
        ]
      : [
          ['Invoice #', `${rng.int(700000, 799999)}`],
          ['Invoice date', date(invoiceDate, 'us')],
          ['Order date', date(ordered, 'us')],
          ['Ship via', 'UPS Ground'],
        ],
    320,
    95,
  );
  b.down(10);
  itemTable(
    b,
    [
      { head: de ? 'Art.-Nr.' : 'Item #', x: 45, cell: (r) => r.code ?? '' },
      { head: de ? 'Artikel' : 'Description', x: 120, cell: (r) => r.desc },
      { head: de ? 'Menge' : 'Qty', x: 380, align: 'right', cell: (r) => String(r.qty) },
      { head: de ? 'Preis' : 'Price', x: 460, align: 'right', cell: (r) => bare(r.price, ms) },
      { head: de ? 'Gesamt' : 'Amount', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    rows,
    { band: true },
  );
  b.down(6);
  totalRows(
    b,
    de
      ? [
          ['Warenwert', money(goods, ms)],
          ['Versand DHL', money(shipping, ms)],
          ['Rechnungsbetrag', money(total, ms)],
          ['darin enthalten 19 % MwSt.', money(tax, ms)],
        ]
      : [
          ['Merchandise', money(goods, ms)],
          ['Shipping & handling', money(shipping, ms)],
          ['Sales tax', money(tax, ms)],
          ['Invoice total', money(total, ms)],
          ['Paid — Visa ending ' + idDigits(rng, 4), money(total, ms)],
          ['Balance due', money(0, ms)],
        ],
    { x: 330, boldLast: false },
  );
  b.down(10);
  b.text(
    45,
    de
      ? 'Der Betrag wurde per PayPal beglichen. Rückgabe innerhalb 14 Tagen.'
      : 'Returns accepted within 30 days with RMA number. Electrical parts are not returnable.',
    { size: 8.5 },
  );
  footer(
    b,
    de
      ? [`${shop} · USt-IdNr. DE${idDigits(rng, 9)} · IBAN DE${idDigits(rng, 2)} 4006 0265 ${idDigits(rng, 4)} ${idDigits(rng, 4)} ${idDigits(rng, 2)}`]
      : [`${shop}  ·  Since 1978  ·  Fed. Tax ID ${idDigits(rng, 2)}-${idDigits(rng, 7)}`],
  );
  return { items: b.items, language: lang, truth: receiptTruth(shop, invoiceDate, total) };
}

/** A narrow German fuel station till receipt: litres × price, VAT breakdown, card payment. */
export function fuelTillReceipt(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Tankhof Weidenbach', 'Autohof Kesselberg', 'Freie Tankstelle Rudolph']);
  const iso = rng.date(2016, 2024);
  const litres = r2(rng.int(2500, 6500) / 100);
  const price = r2(rng.int(1569, 1959) / 1000);
  const fuel = r2(litres * price);
  const extra = rng.chance(0.6) ? r2(rng.int(299, 899) / 100) : 0;
  const total = r2(fuel + extra);
  const net = r2(total / 1.19);
  const c = PAGE_WIDTH / 2;
  b.y = 80;
  b.text(c, shop.toUpperCase(), { size: 13, bold: true, align: 'center' });
  b.down(13).text(c, `Bundesstraße ${rng.int(2, 480)}, 3${idDigits(rng, 4)} ${rng.pick(['Hann. Münden', 'Witzenhausen', 'Uslar'])}`, {
    size: 8.5,
    align: 'center',
  });
  b.down(11).text(c, `St.-Nr. 20/${idDigits(rng, 3)}/${idDigits(rng, 5)}`, { size: 8.5, align: 'center' });
  b.down(26);
  const L = 200;
  const R = 395;
  const line = (left: string, right: string, opts: { bold?: boolean } = {}) => {
    b.text(L, left, { size: 9.5, bold: opts.bold, serif: false }).text(R, right, { size: 9.5, bold: opts.bold, align: 'right' });
    b.down(13);
  };
  line(`Säule ${rng.int(1, 8)}  ${rng.pick(['Super E10', 'Super Plus', 'Super 95'])}`, `${num(fuel, '.', ',')} A`);
  b.text(L + 10, `${num(litres, '.', ',')} l x ${num(price, '.', ',', 3)} EUR/l`, { size: 8.5 });
  b.down(13);
  if (extra) line(rng.pick(['Scheibenklar 1 l', 'Mikrofasertuch', 'Kaffee groß']), `${num(extra, '.', ',')} A`);
  b.down(4);
  line('SUMME EUR', num(total, '.', ','), { bold: true });
  b.down(8);
  line('Girocard', num(total, '.', ','));
  b.down(6);
  b.text(L, 'MwSt    Netto     Steuer    Brutto', { size: 8 });
  b.down(11).text(L, `A 19%   ${num(net, '.', ',')}   ${num(r2(total - net), '.', ',')}   ${num(total, '.', ',')}`, { size: 8 });
  b.down(20);
  b.text(
    L,
    `${date(iso, rng.pick(['de', 'de-short']))}  ${rng.int(6, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}   Beleg ${rng.int(1000, 9999)}  Kasse 1`,
    { size: 8.5 },
  );
  b.down(14).text(L, `TSE-Signatur ${idLetters(rng, 4)}${idDigits(rng, 8)}`, { size: 7 });
  b.down(20).text(c, 'Vielen Dank und gute Fahrt!', { size: 9, align: 'center' });
  return { items: b.items, language: 'de', truth: receiptTruth(shop, iso, total) };
}

/** A US auto parts counter receipt: store number, sales tax, cash tendered and change. */
export function partsCounterReceipt(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Cactus Flat Auto Parts', "Buckley's Auto Supply", 'Tri-County Parts Depot']);
  const iso = rng.date(2010, 2024);
  const items = rng
    .some(
      [
        ['SPARK PLUG COPPER', 3.49],
        ['BRAKE FLUID DOT3 12OZ', 7.99],
        ['POINTS SET', 14.99],
        ['ROTOR DIST CAP', 21.49],
        ['WIPER BLADE 15IN', 9.99],
        ['MOTOR OIL 10W30 QT', 6.49],
      ] as const,
      rng.int(2, 4),
    )
    .map(([d, p]) => ({ d, p, q: rng.pick([1, 1, 2, 4]) }));
  const sub = r2(items.reduce((s, i) => s + i.p * i.q, 0));
  const tax = r2(sub * 0.0825);
  const total = r2(sub + tax);
  const tendered = Math.ceil(total / 20) * 20;
  const c = PAGE_WIDTH / 2;
  const L = 195;
  const R = 400;
  b.y = 80;
  b.text(c, shop, { size: 13, bold: true, align: 'center' });
  b.down(13).text(c, `STORE #${rng.int(100, 999)}  ${rng.pick(['ODESSA TX', 'YUMA AZ', 'ROSWELL NM'])}`, { size: 8.5, align: 'center' });
  b.down(11).text(c, `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${idDigits(rng, 4)}`, { size: 8.5, align: 'center' });
  b.down(24);
  b.text(L, `${date(iso, 'us')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM   REG 02  TRN ${rng.int(1000, 9999)}`, { size: 8.5 });
  b.down(18);
  for (const i of items) {
    b.text(L, `${i.q} @ ${i.p.toFixed(2)}  ${i.d}`, { size: 9 }).text(R, (i.p * i.q).toFixed(2), { size: 9, align: 'right' });
    b.down(12);
  }
  b.down(6);
  for (const [l, v, bold] of [
    ['SUBTOTAL', sub, false],
    ['TAX 8.25%', tax, false],
    ['TOTAL', total, true],
    ['CASH TEND', tendered, false],
    ['CHANGE DUE', r2(tendered - total), false],
  ] as const) {
    b.text(L + 40, l, { size: 9.5, bold }).text(R, money(v, 'us'), { size: 9.5, bold, align: 'right' });
    b.down(13);
  }
  b.down(14).text(c, 'NO RETURNS ON ELECTRICAL PARTS', { size: 8, align: 'center' });
  b.down(11).text(c, `REWARDS MEMBER ${idDigits(rng, 4)}  POINTS EARNED ${Math.floor(total)}`, { size: 8, align: 'center' });
  return { items: b.items, language: 'en', truth: receiptTruth(shop, iso, total) };
}
