/** Receipts of the unseen-ai author: long slips with many items, tax breakdowns and the shop's terms under them. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, digits, doc, fd, letters, num, pad, price, r2, sum } from './kit';
import { CUR_FACTOR, level, PARTS_DE, PARTS_EN } from './pools';
import { renderSheet, type Block } from './sheet';

interface Item {
  no: string;
  text: string;
  qty: number;
  unit: number;
  amount: number;
}
function items(rng: Random, pools: [string, number, number][][], n: number, year: number, cur: string, no: () => string): Item[] {
  const all = pools.flat();
  const f = level(year) * CUR_FACTOR[cur] * 0.6;
  return rng.some(all, n).map(([text, lo, hi]) => {
    const qty = rng.chance(0.3) ? rng.int(2, 6) : 1;
    const unit = price(rng, lo * f, hi * f, 0.05);
    return { no: no(), text, qty, unit, amount: r2(qty * unit) };
  });
}
const SMALL_DE: [string, number, number][] = [
  ['Zündkerze W7DC', 4, 8],
  ['Unterbrecherkontakt', 6, 14],
  ['Kondensator', 5, 11],
  ['Keilriemen 10x900', 8, 16],
  ['Ölfilter Hauptstrom', 7, 15],
  ['Luftfiltereinsatz', 9, 20],
  ['Glühlampe 12V 45/40W', 3, 7],
  ['Scheibenwischerblatt 13"', 8, 15],
  ['Kühlerschlauch oben', 12, 26],
  ['Kupferdichtring Satz', 3, 6],
  ['Radschraube', 2, 4],
  ['Sicherungssortiment', 4, 9],
  ['Polfett 100 g', 3, 6],
  ['Motoröl 20W-50 1 l', 7, 13],
];
const SMALL_EN: [string, number, number][] = [
  ['Spark plug N9Y', 4, 8],
  ['Contact breaker points', 6, 14],
  ['Condenser', 5, 11],
  ['Fan belt', 8, 16],
  ['Oil filter', 7, 15],
  ['Air filter element', 9, 20],
  ['Bulb 12V 45/40W', 3, 7],
  ['Wiper blade 13 in.', 8, 15],
  ['Top radiator hose', 12, 26],
  ['Copper washer kit', 3, 6],
  ['Wheel nut', 2, 4],
  ['Fuse assortment', 4, 9],
  ['Terminal grease', 3, 6],
  ['Engine oil 20W-50 1 qt', 7, 13],
];

/** A classic-parts counter's till receipt with twenty-odd items, VAT contained, change and the returns policy. */
export function teilehandelKassenbon(rng: Random): Generated {
  const date = rng.date(2008, 2026);
  const y = Number(date.slice(0, 4));
  const its = items(rng, [SMALL_DE, PARTS_DE.Elektrik, PARTS_DE.Bremsen], rng.int(16, 24), y, 'EUR', () => digits(rng, 6));
  const total = sum(its.map((i) => i.amount));
  const net = r2(total / 1.19);
  const vat = r2(total - net);
  const given = Math.ceil(total / 50) * 50;
  const shop = 'Oldtimer-Teile Krämer';
  const time = `${pad(rng.int(8, 17), 2)}:${pad(rng.int(0, 59), 2)}`;
  const blocks: Block[] = [
    {
      t: 'head',
      title: shop,
      sub: [
        'Ersatzteile für Klassiker · Ladenverkauf und Versand',
        'Hafenstraße 27 · 48153 Münster · 0251 7 84 21 60',
        `St.-Nr. 336/${digits(rng, 4)}/${digits(rng, 4)}`,
      ],
      align: 'center',
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Bon-Nr.', String(rng.int(10000, 99999))],
        ['Kasse', String(rng.int(1, 3))],
        ['Datum', fd(date, 'de')],
        ['Uhrzeit', time],
        ['Bediener', rng.pick(['Anke', 'Ralf', 'Sven'])],
        ['Kunden-Nr.', rng.chance(0.5) ? String(rng.int(1000, 9999)) : '—'],
      ],
      cols: 3,
    },
    {
      t: 'table',
      widths: [55, 270, 50, 70, 78],
      heads: ['Art.-Nr.', 'Artikel', 'Menge', 'Einzel', 'Betrag EUR'],
      rows: its.map((i) => [i.no, i.text, String(i.qty), num(i.unit, 'de'), `${num(i.amount, 'de')} A`]),
      right: [2, 3, 4],
    },
    { t: 'line', text: `${its.length} Positionen`, value: '' },
    { t: 'line', text: 'SUMME EUR', value: num(total, 'de'), bold: true, size: 10 },
    { t: 'line', text: 'Bar gegeben', value: num(given, 'de') },
    { t: 'line', text: 'Rückgeld', value: num(r2(given - total), 'de') },
    {
      t: 'table',
      widths: [120, 120, 120, 163],
      heads: ['MwSt-Satz', 'Netto', 'MwSt', 'Brutto'],
      rows: [['A 19 %', num(net, 'de'), num(vat, 'de'), num(total, 'de')]],
      right: [1, 2, 3],
    },
    {
      t: 'small',
      paras: [
        `TSE-Seriennummer: ${digits(rng, 8)}${letters(rng, 4)}${digits(rng, 10)} · TSE-Transaktion: ${rng.int(10000, 99999)} · Start: ${date}T${time}:${pad(rng.int(0, 59), 2)} · Ende: ${date}T${time}:${pad(rng.int(0, 59), 2)} · Signaturzähler: ${rng.int(100000, 999999)}`,
        `Umtausch und Rückgabe: Unbenutzte Ware in Originalverpackung nehmen wir innerhalb von 14 Tagen gegen Vorlage dieses Kassenbons zurück. Elektrische Teile, Sonderbestellungen und zugeschnittene Meterware sind vom Umtausch ausgeschlossen. Für Altteile (Pfand) erstatten wir den Pfandbetrag nur bei Rückgabe innerhalb von 4 Wochen.`,
        `Gewährleistung: Es gelten die gesetzlichen Bestimmungen. Für Nachfertigungsteile übernehmen wir keine Gewähr für Passgenauigkeit ohne vorherige Anprobe am Fahrzeug. Versandkosten bei Nachlieferung ab einem Warenwert von 150,00 EUR frei.`,
        `Öffnungszeiten: Mo–Fr 8:00–18:00, Sa 9:00–13:00. Vielen Dank für Ihren Einkauf!`,
      ],
      columns: 1,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks), 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A parts-market stall's written receipt: items, the total received, and the sold-as-seen terms. */
export function teilemarktQuittung(rng: Random): Generated {
  const date = rng.date(1982, 2001);
  const y = Number(date.slice(0, 4));
  const its = items(rng, [PARTS_DE.Karosserie, PARTS_DE.Motor, PARTS_DE.Fahrwerk, SMALL_DE], rng.int(12, 18), y, 'DM', () => '').map((i) => ({
    ...i,
    unit: Math.round(i.unit),
    amount: Math.round(i.unit) * i.qty,
  }));
  const total = sum(its.map((i) => i.amount));
  const shop = 'Teile-Stand Gerd Vollmer, Ahrweiler';
  const blocks: Block[] = [
    { t: 'head', title: 'QUITTUNG', sub: [`Nr. ${rng.int(100, 999)}`], align: 'center', size: 16 },
    {
      t: 'pairs',
      pairs: [
        ['Verkäufer', shop],
        ['Stand', `Halle ${rng.int(1, 6)}, Platz ${rng.int(10, 399)}`],
        ['Ort', rng.pick(['Veterama Mannheim', 'Teilemarkt Dortmund', 'Technorama Ulm'])],
        ['Datum', fd(date, 'de')],
      ],
      cols: 2,
    },
    {
      t: 'para',
      text: `Hiermit bestätige ich, folgende gebrauchte und neue Teile für ${rng.pick(['Mercedes-Benz /8', 'BMW 02', 'Porsche 356', 'VW Käfer', 'Opel Rekord C'])} an den unten genannten Käufer verkauft und den Kaufpreis in bar erhalten zu haben:`,
    },
    {
      t: 'table',
      widths: [30, 330, 50, 55, 58],
      heads: ['Nr.', 'Gegenstand', 'Stück', 'je DM', 'DM'],
      rows: its.map((i, n) => [String(n + 1), i.text, String(i.qty), num(i.unit, 'de'), num(i.amount, 'de')]),
      right: [2, 3, 4],
    },
    { t: 'line', text: 'Gesamtbetrag DM', value: num(total, 'de'), bold: true, size: 10 },
    {
      t: 'para',
      text: `in Worten: ${rng.pick(['siehe oben', 'wie oben'])} — Betrag dankend in bar erhalten. Der Verkäufer ist Privatperson; Umsatzsteuer wird nicht ausgewiesen.`,
    },
    { t: 'h', text: 'Vereinbarungen' },
    {
      t: 'small',
      paras: [
        `1. Die Teile werden wie gesehen und besichtigt unter Ausschluss jeglicher Gewährleistung verkauft. Eine Garantie für Passgenauigkeit oder Funktion wird nicht übernommen.`,
        `2. Der Käufer hat Gelegenheit gehabt, die Teile zu prüfen. Mündliche Nebenabreden bestehen nicht.`,
        `3. Für die bis zum ${fd(addDays(date, 1), 'de')} nachzuliefernde ${rng.pick(['Stoßstange hinten', 'Motorhaube', 'Tür links'])} ist eine Anzahlung von DM ${num(rng.int(2, 9) * 10, 'de')} in obigem Betrag nicht enthalten; sie wird bei Abholung gesondert quittiert.`,
        `4. Reklamationen werden nur am Stand und nur am Markttag angenommen.`,
      ],
      columns: 1,
      size: 6.5,
    },
    {
      t: 'pairs',
      pairs: [
        ['Käufer', rng.pick(['R. Eckert', 'H. Grabowski', 'D. Hohmann', 'U. Pfeifer'])],
        ['Anschrift', rng.pick(['Bonn', 'Koblenz', 'Trier', 'Köln'])],
      ],
      cols: 2,
    },
    { t: 'sig', items: ['Unterschrift Verkäufer', 'Unterschrift Käufer'] },
  ];
  return doc(renderSheet(blocks, { serif: true }), 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A filling station's long receipt: fuel, oil, shop goods, car wash, two VAT rates and the payment slip. */
export function tankstelleShop(rng: Random): Generated {
  const date = rng.date(2011, 2026);
  const litres = r2(rng.int(3000, 6500) / 100);
  const perL = rng.int(1429, 1999) / 1000;
  const fuel = r2(litres * perL);
  const shopItems: [string, number, number][] = [
    ['Motoröl 15W-40 mineralisch 1 l', 1, 12.9],
    ['Zusatz Bleiersatz 250 ml', 1, 9.95],
    ['Wischwasser Sommer 3 l', 1, 4.49],
    ['Reinigungstücher Cockpit', 1, 3.99],
    ['Kaffee groß', 1, 2.9],
    ['Brezel', 2, 1.2],
    ['Wasser still 0,5 l', 2, 1.49],
    ['Straßenkarte Deutschland', 1, 9.99],
    ['Eiskratzer', 1, 2.49],
    ['Glühlampe H4', 1, 7.95],
    ['Handwaschpaste 500 ml', 1, 5.49],
  ];
  const picked = rng.some(shopItems, rng.int(6, 10)).map(([t, q, u]) => ({ t, q, u, a: r2(q * u), food: /Kaffee|Brezel|Wasser/.test(t) }));
  const wash = rng.chance(0.6) ? r2(rng.pick([9.9, 12.9, 14.9])) : 0;
  const seven = sum(picked.filter((x) => x.food && !x.t.startsWith('Kaffee')).map((x) => x.a));
  const nineteen = r2(fuel + wash + sum(picked.filter((x) => !x.food || x.t.startsWith('Kaffee')).map((x) => x.a)));
  const total = r2(seven + nineteen);
  const net19 = r2(nineteen / 1.19);
  const net7 = r2(seven / 1.07);
  const shop = rng.pick(['Autohof Kirchheimer Dreieck', 'Tankstelle Bürger, Vaihingen', 'Rasthof Hunsrück-Ost']);
  const time = `${pad(rng.int(6, 21), 2)}:${pad(rng.int(0, 59), 2)}`;
  const rows: string[][] = [[`Säule ${rng.int(1, 8)} Super Plus`, `${num(litres, 'de')} l × ${perL.toFixed(3).replace('.', ',')}`, `${num(fuel, 'de')} A`]];
  for (const x of picked) rows.push([x.t, x.q > 1 ? `${x.q} × ${num(x.u, 'de')}` : '', `${num(x.a, 'de')} ${x.food && !x.t.startsWith('Kaffee') ? 'B' : 'A'}`]);
  if (wash) rows.push(['Waschanlage Programm Premium', '', `${num(wash, 'de')} A`]);
  const blocks: Block[] = [
    {
      t: 'head',
      title: shop,
      sub: [`${rng.pick(['Gewerbestraße 2', 'An der B 41', 'Raststätte 1'])} · Tel. 0${digits(rng, 4)} ${digits(rng, 5)}`, `USt-IdNr. DE${digits(rng, 9)}`],
      align: 'center',
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Beleg', String(rng.int(1000, 9999))],
        ['Datum', fd(date, 'de')],
        ['Zeit', time],
        ['Kasse', `${rng.int(1, 2)}/${rng.int(1, 9)}`],
      ],
      cols: 4,
    },
    { t: 'table', widths: [260, 140, 123], heads: ['Artikel', 'Menge', 'EUR'], rows, right: [1, 2] },
    { t: 'line', text: 'Summe', value: `EUR ${num(total, 'de')}`, bold: true, size: 11 },
    { t: 'line', text: 'Girocard', value: num(total, 'de') },
    {
      t: 'table',
      widths: [110, 130, 130, 153],
      heads: ['Steuer', 'Netto', 'Steuer', 'Brutto'],
      rows: [
        ['A 19,0 %', num(net19, 'de'), num(r2(nineteen - net19), 'de'), num(nineteen, 'de')],
        ...(seven ? [['B 7,0 %', num(net7, 'de'), num(r2(seven - net7), 'de'), num(seven, 'de')]] : []),
      ],
      right: [1, 2, 3],
    },
    {
      t: 'small',
      paras: [
        `Kartenzahlung girocard · Terminal-ID ${digits(rng, 8)} · TA-Nr. ${digits(rng, 6)} · BNr. ${digits(rng, 4)} · Karte ####${digits(rng, 4)} · Betrag EUR ${num(total, 'de')} · Zahlung erfolgt.`,
        `Ihre Treuepunkte heute: ${Math.floor(total)} · Punktestand: ${rng.int(200, 4000)}. Einlösbar ab 1.000 Punkten gegen eine Wäsche im Wert von 9,90 EUR. Aktion gültig bis ${fd(addDays(date, 60), 'de')}.`,
        `TSE: Seriennr. ${digits(rng, 16)} · Signaturzähler ${rng.int(10000, 99999)} · Transaktion ${rng.int(100000, 999999)} · Prüfwert ${letters(rng, 6)}${digits(rng, 6)}`,
        `Vielen Dank und gute Fahrt! Bitte bewahren Sie diesen Beleg als Garantienachweis für die Waschanlage auf (Nachwäsche innerhalb 24 Stunden).`,
      ],
      columns: 1,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks), 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A US auto-parts store's long register receipt with the returns policy under it. */
export function usPartsStore(rng: Random): Generated {
  const date = rng.date(1986, 2026);
  const y = Number(date.slice(0, 4));
  const its = items(rng, [SMALL_EN, PARTS_EN.Brakes, PARTS_EN.Electrical], rng.int(14, 22), y, 'USD', () => `${letters(rng, 2)}${digits(rng, 4)}`);
  const sub = sum(its.map((i) => i.amount));
  const tr = rng.pick([5.5, 6, 7, 8.25]);
  const tax = r2((sub * tr) / 100);
  const core = rng.chance(0.5) ? r2(rng.pick([10, 12, 15, 22])) : 0;
  const total = r2(sub + tax + core);
  const shop = rng.pick(['Tri-County Auto Parts', 'Hometown Parts & Supply', 'Crossroads Auto Supply']);
  const rows = its.map((i) => [i.no, i.text, String(i.qty), num(i.unit, 'en'), num(i.amount, 'en')]);
  if (core) rows.push(['CORE', 'Core charge (refundable on return)', '1', num(core, 'en'), num(core, 'en')]);
  const blocks: Block[] = [
    {
      t: 'head',
      title: shop,
      sub: [
        `Store #${rng.int(10, 399)} · ${rng.pick(['518 N. Main St, Findlay, OH 45840', '2200 Hwy 70 E, Kinston, NC 28501', '91 Route 6, Mansfield, PA 16933'])}`,
        `(${rng.int(200, 989)}) 555-0${rng.int(100, 199)}`,
      ],
      align: 'center',
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['DATE', fd(date, 'us')],
        ['TIME', `${rng.int(7, 20)}:${pad(rng.int(0, 59), 2)}`],
        ['REG', String(rng.int(1, 4))],
        ['TRANS', String(rng.int(1000, 9999))],
        ['CASHIER', rng.pick(['TINA', 'MIKE', 'JOSE'])],
        ['ACCT', 'CASH SALE'],
      ],
      cols: 3,
    },
    { t: 'table', widths: [60, 280, 40, 70, 73], heads: ['PART #', 'DESCRIPTION', 'QTY', 'PRICE', 'EXT'], rows, right: [2, 3, 4] },
    { t: 'line', text: 'SUBTOTAL', value: num(r2(sub + core), 'en') },
    { t: 'line', text: `SALES TAX ${tr}%`, value: num(tax, 'en') },
    { t: 'line', text: 'TOTAL', value: `$${num(total, 'en')}`, bold: true, size: 11 },
    { t: 'line', text: rng.pick(['VISA ****', 'MASTERCARD ****', 'CHECK #']) + digits(rng, 4), value: num(total, 'en') },
    { t: 'line', text: `ITEMS SOLD ${its.reduce((a, i) => a + i.qty, 0)}` },
    {
      t: 'small',
      paras: [
        `RETURN POLICY: New, unused merchandise in original packaging may be returned within 90 days with this receipt for refund or exchange. Electrical parts, special orders and opened fluids are not returnable. Core charges are refunded when the old unit is returned in rebuildable condition within 30 days; cores received after ${fd(addDays(date, 30), 'us')} will not be credited.`,
        `WARRANTY: Limited lifetime warranty items are replaced free of charge with proof of purchase; labor is not covered. Brake pads and shoes carry a limited lifetime warranty against wear-out when installed on the original vehicle.`,
        `Save this receipt. Rewards members earn $5 for every $100 spent; rewards expire 6 months after issue. Free battery testing and charging in store. Thank you for shopping with us!`,
      ],
      columns: 1,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks), 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A car club's spares-scheme invoice paid at the counter: many small lines, carriage, VAT and conditions of sale. */
export function clubSparesPaid(rng: Random): Generated {
  const date = rng.date(1992, 2024);
  const y = Number(date.slice(0, 4));
  const vr = y < 2011 ? 17.5 : 20;
  const its = items(rng, [SMALL_EN, PARTS_EN.Body, PARTS_EN.Suspension], rng.int(15, 22), y, 'GBP', () => `${letters(rng, 3)}${digits(rng, 3)}`);
  const carriage = r2(rng.pick([0, 6.5, 8.95, 12.5]));
  const net = r2(sum(its.map((i) => i.amount)) + carriage);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const shop = rng.pick(['TR Register Spares Ltd', 'Healey Club Spares Scheme', 'MG Owners Spares Service']);
  const rows = its.map((i) => [i.no, i.text, String(i.qty), num(i.unit, 'en'), num(i.amount, 'en')]);
  if (carriage) rows.push(['CARR', 'Carriage', '1', num(carriage, 'en'), num(carriage, 'en')]);
  const blocks: Block[] = [
    {
      t: 'head',
      title: shop,
      sub: [
        'Members’ spares counter and mail order',
        `Unit ${rng.int(1, 30)}, Hazel Grove Trading Estate, Stockport SK7 5BW · VAT Reg. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
      ],
      right: ['SALES INVOICE / RECEIPT', `No. ${rng.int(100000, 199999)}`, `Date ${fd(date, 'uk')}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Member No.', String(rng.int(1000, 99999))],
        ['Car', rng.pick(['TR6', 'TR4A', 'MGB GT', '3000 Mk III'])],
        ['Served by', rng.pick(['Pete', 'Jan', 'Colin'])],
        ['Payment', rng.pick(['Card', 'Cash', 'Cheque'])],
      ],
      cols: 4,
      boxed: true,
    },
    { t: 'table', widths: [60, 280, 40, 70, 73], heads: ['Part No.', 'Description', 'Qty', 'Unit £', 'Net £'], rows, right: [2, 3, 4] },
    { t: 'line', text: 'Goods net', value: num(net, 'en') },
    { t: 'line', text: `VAT @ ${vr}%`, value: num(vat, 'en') },
    { t: 'line', text: 'Total paid — thank you', value: `£${num(total, 'en')}`, bold: true, size: 10 },
    { t: 'h', text: 'CONDITIONS OF SALE', size: 7 },
    {
      t: 'small',
      paras: [
        `1. Goods remain the property of the Company until paid for in full. 2. Goods returned for credit must be in new condition, in their original packaging and returned within 28 days; a handling charge of 15% may be made. 3. Electrical items are tested before despatch and cannot be returned unless faulty.`,
        `4. Reproduction panels may require fettling to fit; no allowance is made for fitting time. 5. Members’ discount of 10% applies to list prices only and not to sale items or exchange units. 6. Exchange units: a surcharge of £${num(rng.int(20, 90), 'en')} applies where the old unit is not returned within 30 days.`,
        `7. Claims for shortages or damage in transit must be made within 7 days of receipt. 8. Our liability is limited to the invoice value of the goods. 9. These conditions do not affect your statutory rights.`,
      ],
      columns: 2,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks), 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A tyre centre's receipt for classic crossply tyres: fitting, balancing, disposal, VAT and the tyre guarantee. */
export function tyreCentreReceipt(rng: Random): Generated {
  const date = rng.date(1996, 2025);
  const y = Number(date.slice(0, 4));
  const vr = y < 2011 ? 17.5 : 20;
  const n = rng.int(4, 5);
  const tyre = r2(rng.int(90, 180) * (level(y) + 0.3));
  const lines: [string, number, number][] = [
    [`Tyre ${rng.pick(['5.90-15 Dunlop Road Speed RS5', '165HR14 Michelin XAS', '185/70VR15 Pirelli Cinturato CN36', '6.40-15 Blockley'])}`, n, tyre],
    ['Inner tube', rng.chance(0.5) ? n : 0, r2(rng.int(14, 28))],
    ['Fitting (wire wheel)', n, r2(rng.int(12, 25))],
    ['Balancing, static and dynamic', n, r2(rng.int(8, 15))],
    ['Valve / rim tape', n, r2(rng.int(3, 7))],
    ['Tyre disposal (environmental charge)', n, r2(rng.int(2, 5))],
    ['Wheel alignment check', 1, r2(rng.int(25, 45))],
    ['Spinner nut torque check', 1, 0],
  ];
  const rows = lines.filter((l) => l[1] > 0).map(([t, q, u]) => [t, String(q), num(u, 'en'), num(r2(q * u), 'en')]);
  const net = sum(lines.map(([, q, u]) => r2(q * u)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const shop = rng.pick(['Longstone Tyres', 'Vintage Tyre Fitting Centre', 'Beaulieu Road Tyre Co.']);
  const blocks: Block[] = [
    {
      t: 'head',
      title: shop,
      sub: [
        'Classic and vintage tyre specialists',
        `${rng.pick(['Bawtry Road, Doncaster DN4 7BT', 'Beaulieu Road, Lyndhurst SO43 7FZ'])} · VAT No. ${digits(rng, 9)}`,
      ],
      size: 13,
    },
    {
      t: 'pairs',
      pairs: [
        ['Receipt no.', String(rng.int(10000, 99999))],
        ['Date', fd(date, 'uklong')],
        ['Vehicle reg.', `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`],
        ['Mileage', num(rng.int(10000, 99999), 'en').slice(0, -3)],
      ],
      cols: 2,
    },
    { t: 'table', widths: [290, 50, 90, 93], heads: ['Description', 'Qty', 'Each £', 'Total £'], rows, right: [1, 2, 3] },
    { t: 'line', text: 'Net', value: num(net, 'en') },
    { t: 'line', text: `VAT ${vr}%`, value: num(vat, 'en') },
    { t: 'line', text: 'Total received with thanks', value: `£${num(total, 'en')}`, bold: true, size: 10 },
    { t: 'h', text: 'Tyre guarantee and advice', size: 7.5 },
    {
      t: 'small',
      paras: [
        `Tyres supplied are guaranteed against manufacturing defects for the life of the tread. The guarantee does not cover damage from impact, under-inflation, misalignment or competition use. Claims are assessed pro rata to remaining tread depth; the minimum tread depth by law is 1.6 mm across the central three-quarters of the breadth.`,
        `Wheel nuts and spinners must be re-torqued after the first 50 miles. Crossply tyres should be run at the pressures given in the vehicle handbook; a copy of our pressure chart (dated ${fd(addDays(date, -rng.int(100, 900)), 'uk')}) is available on request. Tyres more than six years old should be inspected annually.`,
        `Our standard fitting charge is waived for orders of five tyres or more fitted on the same day. Storage of part-worn tyres is charged at £${num(rng.int(2, 6), 'en')} per tyre per month.`,
      ],
      columns: 1,
      size: 6.2,
    },
  ];
  return doc(renderSheet(blocks), 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
