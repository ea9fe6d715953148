/** Receipts of the shoebox: a DM till slip, a dual-currency counter sale of 2001, a Zulassungsstelle fee receipt,
 * a US mail-order parts invoice, a state inspection station receipt and a British autojumble receipt book. */
import { de, en, dDe, dDeShort, dUs, dUkLong, doc, page, r2, rule, sum, digits, spaced, type Family } from './kit';

const receipt = (date: string, shopName: string, totalCost: number) => ({ documentType: 'receipt', date, shopName, totalCost });

/** 1986: narrow till slip, DM, cash given and change. */
const kassenbon86: Family = (rng) => {
  const p = page();
  const shop = 'Auto-Teile Pohl';
  const date = `1986-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const x = 200;
  p.text(x + 95, shop, { y: 60, size: 12, bold: true, align: 'center' });
  p.text(x + 95, 'Zubehör · Ersatzteile · Öle', { y: 74, size: 8, align: 'center' });
  p.text(x + 95, 'Kasseler Str. 19 · 3500 Kassel', { y: 85, size: 8, align: 'center' });
  p.text(x, `${dDeShort(date)}  ${rng.int(8, 17)}:${String(rng.int(10, 59))}   KASSE 2   BON ${digits(rng, 4)}`, { y: 110, size: 8 });
  const items = rng
    .some(['ZÜNDKERZEN W7D', 'MOTORÖL 20W50 5L', 'SCHEIBENWISCHER', 'LAMPE H4', 'POLITUR', 'FROSTSCHUTZ 1L'], 4)
    .map((n) => ({ name: n, amount: r2(rng.int(3, 39) + rng.pick([0.5, 0.95, 0.45, 0.2])) }));
  let y = 130;
  for (const it of items) {
    p.text(x, it.name, { y, size: 9 });
    p.text(x + 190, de(it.amount), { y, size: 9, align: 'right' });
    y += 12;
  }
  const total = sum(items);
  rule(p, x, y - 4, 190);
  p.text(x, 'SUMME DM', { y: y + 10, size: 11, bold: true });
  p.text(x + 190, de(total), { y: y + 10, size: 11, bold: true, align: 'right' });
  const given = Math.ceil(total / 50) * 50;
  p.text(x, 'BAR', { y: y + 26, size: 9 });
  p.text(x + 190, de(given), { y: y + 26, size: 9, align: 'right' });
  p.text(x, 'ZURÜCK', { y: y + 38, size: 9 });
  p.text(x + 190, de(r2(given - total)), { y: y + 38, size: 9, align: 'right' });
  p.text(x, `IN SUMME 14% MWST  ${de(r2((total * 14) / 114))}`, { y: y + 56, size: 8 });
  p.text(x + 95, 'VIELEN DANK FÜR IHREN EINKAUF', { y: y + 76, size: 8, align: 'center' });
  return doc(p, 'de', receipt(date, shop, total));
};

/** 2001: counter sale printed in DM with the euro amount beside it (the DM total is what was paid). */
const barverkauf01: Family = (rng) => {
  const p = page();
  const shop = 'Teile-Center Hüttner GmbH';
  const date = `2001-${String(rng.int(2, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.text(50, shop, { y: 60, size: 14, bold: true });
  p.text(50, 'Oldtimer-Ersatzteile für Mercedes-Benz · Postfach 12 04 · 73033 Göppingen', { y: 74, size: 8 });
  p.text(50, 'Barverkauf', { y: 115, size: 12, bold: true });
  p.text(545, `Beleg ${digits(rng, 6)} · ${dDe(date)}`, { y: 115, size: 9, align: 'right' });
  const items = rng.some(['Kühlergrill-Emblem', 'Türdichtung vorn', 'Blinkerglas', 'Zierleiste', 'Wasserpumpe'], 3).map((n) => ({
    name: n,
    no: `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    amount: r2(rng.int(18, 240) + rng.int(0, 99) / 100),
  }));
  let y = 145;
  ['Teile-Nr.', 'Bezeichnung', 'DM'].forEach((h, i) => p.text([50, 170, 545][i], h, { y, size: 9, bold: true, align: i === 2 ? 'right' : 'left' }));
  y += 16;
  for (const it of items) {
    p.text(50, it.no, { y, size: 9 });
    p.text(170, it.name, { y, size: 9 });
    p.text(545, de(it.amount), { y, size: 9, align: 'right' });
    y += 14;
  }
  const total = sum(items);
  rule(p, 300, y, 245);
  y += 16;
  p.text(300, 'Gesamt DM (inkl. 16 % MwSt.)', { y, size: 10, bold: true });
  p.text(545, de(total), { y, size: 10, bold: true, align: 'right' });
  p.text(300, 'entspricht EUR', { y: y + 14, size: 8 });
  p.text(545, de(r2(total / 1.95583)), { y: y + 14, size: 8, align: 'right' });
  p.text(300, '1 EUR = 1,95583 DM', { y: y + 26, size: 7 });
  p.text(50, 'Betrag bar erhalten', { y: y + 60, size: 10, serif: true });
  p.text(50, 'H. Hüttner', { y: y + 78, size: 12, serif: true });
  return doc(p, 'de', receipt(date, shop, total));
};

/** 2015: Zulassungsstelle fee receipt (Gebühren), the county office as the issuer. */
const gebuehren15: Family = (rng) => {
  const p = page();
  const shop = 'Landratsamt Ostalbkreis';
  const date = `2015-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.text(50, shop, { y: 60, size: 13, bold: true });
  p.text(50, 'Kfz-Zulassungs- und Führerscheinstelle · Julius-Bausch-Str. 12 · 73430 Aalen', { y: 74, size: 8 });
  p.text(50, 'Quittung über Gebühren und Auslagen', { y: 115, size: 12, bold: true });
  p.text(50, `Kassenzeichen ${digits(rng, 4)}.${digits(rng, 4)}.${digits(rng, 4)}     Vorgang ${digits(rng, 7)}`, { y: 132, size: 8 });
  p.text(50, `Kennzeichen AA-KB ${rng.int(10, 99)}H     Datum ${dDe(date)}`, { y: 146, size: 9 });
  const rows: [string, string, number][] = [
    ['224', 'Zulassung eines Fahrzeugs (Oldtimer)', 26.3],
    ['226', 'Zuteilung Wunschkennzeichen', 10.2],
    ['254', 'Ausgabe Zulassungsbescheinigung Teil II', 10.2],
    ['', 'Plakette HU/Siegel', 0.5],
  ];
  let y = 175;
  p.box(50, y - 12, 495, 16, true);
  ['GebNr.', 'Gegenstand', 'Betrag'].forEach((h, i) => p.text([56, 110, 540][i], h, { y, size: 8, bold: true, align: i === 2 ? 'right' : 'left' }));
  y += 18;
  for (const [n, t, a] of rows) {
    p.text(56, n, { y, size: 9 });
    p.text(110, t, { y, size: 9 });
    p.text(540, `${de(a)} €`, { y, size: 9, align: 'right' });
    y += 14;
  }
  const total = r2(rows.reduce((s, r) => s + r[2], 0));
  rule(p, 50, y - 6, 495);
  p.text(110, 'Summe', { y: y + 8, size: 10, bold: true });
  p.text(540, `${de(total)} €`, { y: y + 8, size: 10, bold: true, align: 'right' });
  p.text(110, 'bezahlt mit girocard', { y: y + 24, size: 8 });
  p.box(380, y + 40, 150, 50);
  p.text(455, 'ZULASSUNGSSTELLE', { y: y + 58, size: 8, bold: true, align: 'center' });
  p.text(455, 'AALEN · Kasse 3', { y: y + 70, size: 8, align: 'center' });
  p.text(455, dDe(date), { y: y + 82, size: 8, align: 'center' });
  return doc(p, 'de', receipt(date, shop, total));
};

/** 1994 US mail-order parts invoice: order number, backordered line, shipping, customer number. */
const mailOrder94: Family = (rng) => {
  const p = page();
  const shop = 'Mustang Supply Depot, Inc.';
  const date = `1994-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.text(50, spaced('MUSTANG SUPPLY DEPOT'), { y: 58, size: 14, bold: true });
  p.text(50, 'P.O. Box 7720 · Charlotte, NC 28241 · Orders 1-800-555-0166 · Fax (704) 555-0190', { y: 72, size: 8 });
  p.text(50, 'PACKING LIST / INVOICE', { y: 105, size: 11, bold: true });
  const kv: [string, string][] = [
    ['Order No.', `MO-${digits(rng, 6)}`],
    ['Order Date', dUs(date)],
    ['Ship Date', dUs(date.replace(/-(\d\d)$/, (_, d) => `-${String(Math.min(28, Number(d) + 2)).padStart(2, '0')}`))],
    ['Cust. No.', digits(rng, 7)],
    ['Ship Via', 'UPS Ground'],
  ];
  kv.forEach(([k, v], i) => {
    p.text(380, k, { y: 95 + i * 12, size: 8, bold: true });
    p.text(450, v, { y: 95 + i * 12, size: 8 });
  });
  p.text(50, 'SHIP TO: Anna Brenneke, 907 Elm St, Hudson WI 54016', { y: 130, size: 8 });
  let y = 175;
  ['Qty Ord', 'Qty Shp', 'Item', 'Description', 'Each', 'Ext.'].forEach((h, i) =>
    p.text([50, 95, 140, 230, 470, 545][i], h, { y, size: 8, bold: true, align: i >= 4 || i < 2 ? (i < 2 ? 'left' : 'right') : 'left' }),
  );
  rule(p, 50, y + 4, 495);
  y += 18;
  const items = rng
    .some(['Door weatherstrip set', 'Pony emblem', 'Dash pad', 'Carpet, 2-dr', 'Taillight lens', 'Window crank'], 4)
    .map((n) => ({ name: n, q: rng.int(1, 2), each: r2(rng.int(6, 140) + rng.pick([0.95, 0.5, 0.99])) }));
  let sub = 0;
  items.forEach((it, i) => {
    const back = i === 2;
    p.text(50, String(it.q), { y, size: 9 });
    p.text(95, back ? '0' : String(it.q), { y, size: 9 });
    p.text(140, `${rng.pick(['C5ZZ', 'C6ZZ', 'D0OZ'])}-${digits(rng, 5)}`, { y, size: 8 });
    p.text(230, it.name + (back ? '  (B/O)' : ''), { y, size: 9 });
    p.text(470, en(it.each), { y, size: 9, align: 'right' });
    p.text(545, back ? '0.00' : en(r2(it.q * it.each)), { y, size: 9, align: 'right' });
    if (!back) sub = r2(sub + it.q * it.each);
    y += 14;
  });
  const ship = r2(rng.int(6, 14) + 0.5);
  const total = r2(sub + ship);
  y += 16;
  const rows: [string, number][] = [
    ['Merchandise', sub],
    ['Shipping & handling', ship],
    ['Sales tax (out of state)', 0],
  ];
  rows.forEach(([k, v], i) => {
    p.text(360, k, { y: y + i * 13, size: 9 });
    p.text(545, en(v), { y: y + i * 13, size: 9, align: 'right' });
  });
  p.text(360, 'TOTAL CHARGED', { y: y + 46, size: 10, bold: true });
  p.text(545, en(total), { y: y + 46, size: 10, bold: true, align: 'right' });
  p.text(50, 'B/O = back ordered, ships when available; not charged until shipped.', { y: y + 80, size: 8 });
  p.text(50, 'Charged to MasterCard ending 3307.', { y: y + 92, size: 8 });
  p.text(50, `${shop} · Returns within 30 days with this invoice · RA number required`, { y: 800, size: 7 });
  return doc(p, 'en', receipt(date, shop, total));
};

/** 2009 Pennsylvania inspection station receipt: sticker number, fees with emissions. */
const inspection09: Family = (rng) => {
  const p = page();
  const shop = 'Kutztown Road Service Center';
  const date = `2009-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.box(150, 45, 295, 330);
  p.text(297, shop, { y: 68, size: 12, bold: true, align: 'center' });
  p.text(297, 'Official PA Inspection Station #R47' + digits(rng, 2), { y: 82, size: 8, align: 'center' });
  p.text(297, '1120 Kutztown Rd · Reading PA 19604 · 610-929-0455', { y: 93, size: 8, align: 'center' });
  p.text(160, `Date: ${dUs(date)}`, { y: 120, size: 9 });
  p.text(160, `Vehicle: 1972 Chevrolet Corvette  Plate: ANT-${digits(rng, 4)}`, { y: 134, size: 9 });
  p.text(160, `Sticker No. ${digits(rng, 8)}   Expires ${String(rng.int(1, 12)).padStart(2, '0')}/10`, { y: 148, size: 9 });
  const rows: [string, number][] = [
    ['Safety inspection (antique)', 29.95],
    ['Sticker fee', 6.0],
    ['Wiper blades (pair)', r2(rng.int(14, 24) + 0.99)],
  ];
  let y = 180;
  for (const [k, v] of rows) {
    p.text(160, k, { y, size: 9 });
    p.text(435, en(v), { y, size: 9, align: 'right' });
    y += 14;
  }
  const sub = r2(rows.reduce((s, r) => s + r[1], 0));
  const tax = r2(rows[2][1] * 0.06);
  p.text(160, 'PA sales tax 6%', { y, size: 9 });
  p.text(435, en(tax), { y, size: 9, align: 'right' });
  const total = r2(sub + tax);
  y += 20;
  p.text(160, 'AMOUNT PAID', { y, size: 11, bold: true });
  p.text(435, `$${en(total)}`, { y, size: 11, bold: true, align: 'right' });
  p.text(297, 'PASSED', { y: y + 40, size: 18, bold: true, align: 'center' });
  p.text(297, `Inspector cert. ${digits(rng, 6)}`, { y: y + 56, size: 8, align: 'center' });
  return doc(p, 'en', receipt(date, shop, total));
};

/** 1992 British receipt book: counterfoil number, "Received with" sum in words and figures. */
const receiptBook92: Family = (rng) => {
  const p = page();
  const shop = 'Brian Mottram (MG Spares)';
  const date = `1992-${String(rng.int(4, 9)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const total = r2(rng.int(25, 180) + rng.pick([0, 0.5]));
  p.box(60, 60, 475, 230);
  p.text(80, 'RECEIPT', { y: 88, size: 16, bold: true });
  p.text(520, `No ${rng.int(100, 999)}`, { y: 88, size: 12, align: 'right' });
  p.text(80, `Date  ${dUkLong(date)}`, { y: 118, size: 12, serif: true });
  p.text(80, 'Received from  Mr P. Brenneke', { y: 146, size: 12, serif: true });
  p.text(80, 'for  MGB rear bumper, overriders & 2 chrome wheel nuts', { y: 174, size: 12, serif: true });
  p.text(80, 'Stafford autojumble, stand 114', { y: 196, size: 10, serif: true });
  p.box(80, 216, 120, 28);
  p.text(90, `£ ${en(total)}`, { y: 235, size: 13, bold: true, serif: true });
  p.text(330, 'with thanks', { y: 235, size: 12, serif: true });
  p.text(330, 'B. Mottram', { y: 270, size: 14, serif: true });
  p.text(80, shop, { y: 278, size: 8 });
  return doc(p, 'en', receipt(date, shop, total));
};

export const deReceipts: Family[] = [kassenbon86, barverkauf01, gebuehren15];
export const enReceipts: Family[] = [mailOrder94, inspection09, receiptBook92];
