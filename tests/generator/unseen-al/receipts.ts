/** Parts specialists' mail-order invoices, counter receipts and an autojumble Quittung. */
import { doc, fd, hline, num, para, r2, row, sum, vatDE, vatUK, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { cents, deName, enName, priced, tidy } from './kit';

/** A German classic-parts mail-order house's Rechnung (Versand, Nachnahme), VAT contained in gross prices. */
export function teileVersand(rng: Random) {
  const p = new PageBuilder();
  const date = rng.date(1994, 2025);
  const dm = Number(date.slice(0, 4)) < 2002;
  const f = dm ? 1.95 : 1;
  const firm = rng.pick([
    'Klassik-Teile Versand Heuer GmbH',
    'Pagodenteile Direkt Oberkirch',
    'Luftboxer Teilehandel Brandt',
    'Oldtimer-Ersatzteile Mahlstedt KG',
  ]);
  const items = priced(
    rng,
    [
      ['Türdichtung links, Neuteil', 40, 90],
      ['Kotflügelkeder Satz', 20, 45],
      ['Rückleuchtenglas rot/gelb, Hella', 60, 130],
      ['Bremsschlauch vorn', 12, 25],
      ['Schriftzug Heckdeckel, verchromt', 30, 70],
      ['Radkappe Chrom, Nachfertigung', 45, 95],
      ['Gummimatte Kofferraum', 70, 140],
      ['Zündkabelsatz Beru', 30, 60],
    ],
    rng.int(3, 7),
  ).map(([t, a]) => [t, r2(a * f)] as [string, number]);
  const qty = items.map(() => rng.pick([1, 1, 1, 2, 4]));
  const amt = items.map(([, a], i) => r2(a * qty[i]));
  const ship = r2(tidy(rng, 6, 14) * f + 0.9);
  const nn = rng.chance(0.5) ? r2(tidy(rng, 4, 8) * f) : 0;
  const total = r2(sum(amt) + ship + nn);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vatIn = r2((total * vr) / (100 + vr));
  const cur = dm ? 'DM' : 'EUR';
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(40, `Ersatzteile für klassische Fahrzeuge · Versand weltweit · Katalog ${date.slice(0, 4)}`, { size: 8.5 });
  p.y = 112;
  p.text(40, deName(rng))
    .down(12)
    .text(40, `${rng.pick(['Hauptstr.', 'Gartenweg', 'Auf der Höhe'])} ${rng.int(1, 99)}`)
    .down(12)
    .text(40, `${rng.int(10000, 99999)} ${rng.pick(['Bad Homburg', 'Wetzlar', 'Gießen', 'Marburg'])}`);
  p.y = 112;
  [
    ['Rechnung', String(rng.int(200000, 299999))],
    ['Datum', fd(date, 'de')],
    ['Kd.-Nr.', String(rng.int(10000, 89999))],
    ['Versandart', nn ? 'Nachnahme' : 'Paket, Vorkasse'],
  ].forEach(([k, val]) => {
    p.text(380, k, { size: 9 }).text(555, val, { size: 9, align: 'right' });
    p.down(12);
  });
  p.y = 190;
  const cols: Col[] = [{ x: 40 }, { x: 110 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Preis', `Betrag ${cur}`], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  items.forEach(([t, a], i) => {
    row(p, cols, [`${rng.int(10, 99)}-${rng.int(1000, 9999)}`, t, String(qty[i]), num(a, 'de'), num(amt[i], 'de')]);
    p.down(13);
  });
  row(p, cols, ['', 'Versandkosten', '', '', num(ship, 'de')]);
  p.down(13);
  if (nn) {
    row(p, cols, ['', 'Nachnahmegebühr', '', '', num(nn, 'de')]);
    p.down(13);
  }
  hline(p, 330, 225, p.y - 4);
  p.down(12);
  p.text(330, `Rechnungsbetrag ${cur}`, { size: 10.5, bold: true }).text(555, num(total, 'de'), { size: 10.5, align: 'right', bold: true });
  p.down(13).text(330, `darin enthalten ${vr} % MwSt.`, { size: 8.5 }).text(555, num(vatIn, 'de'), { size: 8.5, align: 'right' });
  p.down(30);
  para(
    p,
    40,
    'Alle Preise inkl. gesetzlicher Mehrwertsteuer. Rücksendungen nur originalverpackt innerhalb 14 Tagen. Nachfertigungsteile sind als solche gekennzeichnet. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
    110,
    { size: 8 },
  );
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** A VW air-cooled parts shop's till receipt (Kassenbon), narrow, with TSE lines in later years. */
export function vwTeileKassenbon(rng: Random) {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const firm = rng.pick(['Käfer-Teile-Shop Kamphues', 'BUS & KÄFER Ersatzteile Pahl', 'Typ 1 Teilelager Ostermann']);
  const items = priced(
    rng,
    [
      ['Ventildeckeldichtung 2x', 4, 9],
      ['Zündkerze Bosch W8AC', 3, 6],
      ['Ölsieb-Dichtsatz', 3, 7],
      ['Keilriemen 9,5x905', 6, 11],
      ['Unterbrecher 1200', 7, 13],
      ['Benzinschlauch 5mm/m', 2, 5],
      ['Stoßdämpfer vorn Boge', 35, 60],
      ['Glühlampe 6V 45/40W', 3, 6],
    ],
    rng.int(4, 8),
  );
  const total = sum(items.map(([, a]) => a));
  const vatIn = r2((total * 19) / 119);
  const x = 190;
  p.y = 70;
  p.text(297, firm, { size: 10, bold: true, align: 'center' });
  p.down(11).text(297, `${rng.pick(['Lingener Str. 40', 'Dorfstr. 7', 'Am Kanal 2'])} · ${rng.pick(['49733 Haren', '26871 Papenburg', '48431 Rheine'])}`, {
    size: 8,
    align: 'center',
  });
  p.down(11).text(297, `St.-Nr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, { size: 8, align: 'center' });
  p.down(18);
  items.forEach(([t, a]) => {
    p.text(x, t, { size: 8.5 }).text(405, `${num(a, 'de')} A`, { size: 8.5, align: 'right' });
    p.down(11);
  });
  p.down(4).text(x, '--------------------------------------', { size: 8.5 });
  p.down(12).text(x, 'SUMME EUR', { size: 10, bold: true }).text(405, num(total, 'de'), { size: 10, bold: true, align: 'right' });
  const given = Math.ceil(total / 10) * 10;
  p.down(13).text(x, 'Bar', { size: 8.5 }).text(405, num(given, 'de'), { size: 8.5, align: 'right' });
  p.down(11)
    .text(x, 'Rückgeld', { size: 8.5 })
    .text(405, num(r2(given - total), 'de'), { size: 8.5, align: 'right' });
  p.down(14).text(x, `A 19 % MwSt. = ${num(vatIn, 'de')}   Netto ${num(r2(total - vatIn), 'de')}`, { size: 8 });
  p.down(16).text(x, `${fd(date, 'de')}  ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${rng.int(1000, 9999)}  Kasse 1`, { size: 8 });
  p.down(11).text(x, `TSE-Sig.-Zähler ${rng.int(10000, 99999)}`, { size: 7 });
  p.down(16).text(297, 'Vielen Dank! Umtausch nur mit Bon.', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** A typed Quittung from a parts-market (Teilemarkt) dealer: a rebuilt part, sold as seen. */
export function teilemarktQuittung(rng: Random) {
  const p = new PageBuilder();
  const date = rng.date(1978, 2012);
  const dm = Number(date.slice(0, 4)) < 2002;
  const cur = dm ? 'DM' : 'Euro';
  const seller = deName(rng);
  const firm = `${rng.pick(['Oldtimer-Teile', 'Klassikteile', 'Porsche-Teile'])} ${seller.split(' ')[1]}`;
  const item = rng.pick([
    '1 Getriebe 915, überholt',
    '1 Paar Fuchsfelgen 6x15, restauriert',
    '1 Zylinderkopf M 130, geplant',
    '1 Lichtmaschine Bosch 6V, überholt',
    '1 Satz Stoßstangen verchromt',
  ]);
  const amount = tidy(rng, dm ? 200 : 100, dm ? 3200 : 1800, 10);
  p.y = 90;
  p.box(60, 60, 475, 300);
  p.text(297, 'Q U I T T U N G', { size: 16, bold: true, align: 'center', serif: true });
  p.down(30)
    .text(80, `Nr. ${rng.int(1, 300)}`, { serif: true })
    .text(515, `${cur} ${num(amount, 'de')}`, { serif: true, align: 'right', bold: true });
  p.down(30).text(80, `${cur} in Worten: ${rng.pick(['siehe oben', '– wie oben –'])}`, { serif: true });
  p.down(24).text(80, `von: ${deName(rng)}`, { serif: true });
  p.down(24).text(80, `für: ${item}`, { serif: true });
  p.down(24).text(
    80,
    `Verkauft auf dem ${rng.pick(['Teilemarkt Veterama', 'Teilemarkt Hockenheim', 'Oldtimermarkt Bockhorn', 'Techno-Classica Teilemarkt'])}, wie besichtigt, unter Ausschluss jeder Gewährleistung.`,
    { serif: true, size: 9 },
  );
  p.down(30).text(80, `richtig erhalten zu haben, bestätigt: ${firm}`, { serif: true });
  p.down(30).text(80, `Ort / Datum: ${rng.pick(['Mannheim', 'Hockenheim', 'Essen', 'Bockhorn'])}, ${fd(date, 'de')}`, { serif: true });
  p.text(515, 'Unterschrift: ' + seller, { serif: true, align: 'right' });
  p.down(24).text(80, 'Im Betrag ist keine Mehrwertsteuer enthalten (Privatverkauf / § 19 UStG).', { serif: true, size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: amount });
}

/** A British parts specialist's mail-order invoice (MG/Triumph): part numbers, carriage, VAT, paid by card. */
export function ukMailOrder(rng: Random) {
  const p = new PageBuilder();
  const date = rng.date(1988, 2025);
  const firm = rng.pick(['Mossley Motor Spares (Bristol) Ltd', 'Rimmer & Lowe Classic Spares Ltd', 'Abingdon Spares Direct', 'Heritage British Spares']);
  const items = priced(
    rng,
    [
      ['AHH7347 Front wheel bearing kit', 14, 30],
      ['GFE166 Oil filter', 3, 8],
      ['BHM7076 Rear shock absorber', 35, 75],
      ['GHF424 Brake hose', 6, 12],
      ['AEG3270 Thermostat', 6, 14],
      ['CHA500 Hood sticks set', 60, 140],
      ['GUG705 Door seal', 14, 30],
      ['BHH1733 Chrome wiper arm', 8, 16],
    ],
    rng.int(3, 7),
  );
  const qty = items.map(() => rng.pick([1, 1, 2]));
  const amt = items.map(([, a], i) => r2(a * qty[i]));
  const goods = sum(amt);
  const carr = rng.pick([4.95, 5.95, 7.5, 8.95, 12.5]);
  const net = r2(goods + carr);
  const vr = vatUK(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.text(40, firm, { size: 15, bold: true });
  p.down(12).text(40, 'Mail order · Trade counter · Worldwide despatch · Tel. orders welcome', { size: 8.5 });
  p.y = 110;
  p.text(40, 'SALES INVOICE', { size: 12, bold: true });
  p.down(16);
  [
    ['Invoice', String(rng.int(600000, 899999))],
    ['Date', fd(date, 'uk')],
    ['Account', `CASH/${rng.int(1000, 9999)}`],
    ['Deliver to', enName(rng)],
    ['Despatch', rng.pick(['Royal Mail 1st', 'Parcelforce 48', 'Courier next day'])],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9 }).text(120, val, { size: 9 });
    p.down(12);
  });
  p.down(14);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Part No. / Description', 'Qty', 'Price', 'Nett'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  items.forEach(([t, a], i) => {
    row(p, cols, [t, String(qty[i]), num(a, 'en'), num(amt[i], 'en')]);
    p.down(13);
  });
  p.down(10);
  for (const [k, val, b] of [
    ['Goods', goods, false],
    ['Carriage', carr, false],
    [`VAT ${vr}%`, vat, false],
    ['Invoice total', total, true],
  ] as [string, number, boolean][]) {
    p.text(400, k, { size: 9.5, bold: b }).text(555, `£${num(val, 'en')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(8).text(400, 'Paid by card – thank you', { size: 8.5 });
  p.down(26);
  para(
    p,
    40,
    'Goods remain our property until paid for. Electrical items are not returnable once fitted. Please quote invoice number on all correspondence.',
    110,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** A US Mustang / muscle parts catalogue order confirmation-receipt: shipping, sales tax, charged to card. */
export function usPartsCatalog(rng: Random) {
  const p = new PageBuilder();
  const date = rng.date(1996, 2025);
  const firm = rng.pick(['Pony Parts of America', 'Muscle Car Reproductions Inc.', 'Classic Chevy Parts Depot']);
  const items = priced(
    rng,
    [
      ['Door weatherstrip pair, concours', 70, 140],
      ['Carpet set 80/20 loop', 120, 220],
      ['Emblem set fender', 30, 70],
      ['Taillight lens', 25, 60],
      ['Dash pad, reproduction', 180, 320],
      ['Radiator hose set w/ clamps', 40, 80],
      ['Grille molding', 50, 110],
    ],
    rng.int(3, 6),
  );
  const sub = sum(items.map(([, a]) => a));
  const ship = cents(rng, 12, 45);
  const taxr = rng.pick([6, 6.25, 7, 8.25]);
  const tax = r2((sub * taxr) / 100);
  const total = r2(sub + ship + tax);
  p.text(297, firm, { size: 16, bold: true, align: 'center' });
  p.down(13).text(297, `Order online or call 1-800-${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { size: 8.5, align: 'center' });
  p.down(34)
    .text(40, `Order # ${rng.int(1000000, 9999999)}`, { size: 10, bold: true })
    .text(555, `Order date: ${fd(date, 'us')}`, { size: 10, align: 'right' });
  p.down(15).text(40, `Ship to: ${enName(rng)}`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 130 }, { x: 555, align: 'right' }];
  row(p, cols, ['Item #', 'Description', 'Ext. price'], { bold: true });
  p.down(14);
  items.forEach(([t, a]) => {
    row(p, cols, [`${rng.pick(['M', 'C', 'PP'])}-${rng.int(1000, 9999)}`, t, `$${num(a, 'en')}`]);
    p.down(13);
  });
  p.down(10);
  for (const [k, val, b] of [
    ['Merchandise', sub, false],
    ['Shipping & handling', ship, false],
    [`Sales tax ${taxr}%`, tax, false],
    ['Total charged to Visa ending ' + rng.int(1000, 9999), total, true],
  ] as [string, number, boolean][]) {
    p.text(300, k, { size: 9.5, bold: b }).text(555, `$${num(val, 'en')}`, { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(20).text(40, 'Returns accepted within 30 days in original packaging. Concours-correct items noted in catalog.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** A UK classic spares trade-counter till receipt. */
export function ukCounterTill(rng: Random) {
  const p = new PageBuilder();
  const date = rng.date(2005, 2025);
  const firm = rng.pick(['Leyland Classic Spares – Trade Counter', 'Healey Spares Centre', 'Jag Bits of Kenilworth']);
  const items = priced(
    rng,
    [
      ['Hose clip x4', 2, 5],
      ['Rocker cover gasket', 5, 12],
      ['Spark plug N9YCC', 2, 5],
      ['Fan belt', 6, 14],
      ['Wing mirror bullet', 18, 40],
      ['Brake fluid DOT4 500ml', 5, 10],
      ['Number plate lamp lens', 4, 9],
    ],
    rng.int(3, 6),
  );
  const total = sum(items.map(([, a]) => a));
  const vatIn = r2((total * 20) / 120);
  const x = 200;
  p.y = 60;
  p.text(297, firm, { size: 10, bold: true, align: 'center' });
  p.down(11).text(297, `VAT No ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { size: 8, align: 'center' });
  p.down(18);
  items.forEach(([t, a]) => {
    p.text(x, t, { size: 8.5 }).text(395, num(a, 'en'), { size: 8.5, align: 'right' });
    p.down(11);
  });
  p.down(6)
    .text(x, `${items.length} ITEMS   BALANCE DUE`, { size: 9, bold: true })
    .text(395, `£${num(total, 'en')}`, { size: 9, bold: true, align: 'right' });
  p.down(12).text(x, 'CARD', { size: 8.5 }).text(395, num(total, 'en'), { size: 8.5, align: 'right' });
  p.down(12).text(x, `incl. VAT @20%`, { size: 8 }).text(395, num(vatIn, 'en'), { size: 8, align: 'right' });
  p.down(16).text(x, `${fd(date, 'uk')} ${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}  TILL 2  OP ${rng.pick(['DAVE', 'SUE', 'MIKE'])}`, {
    size: 8,
  });
  p.down(14).text(297, 'Thank you for shopping with us', { size: 8.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}
