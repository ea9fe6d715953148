/**
 * Receipts: a Swiss filling-station slip, an Austrian parts counter's Kassabeleg in schillings, a German
 * Teilehandel's DM cash bill, a British forecourt slip, an Irish motor factor's cash sale and a
 * receipt-book page from a car club's regalia stall.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { ats, chf, dDe, de, dEn, doc, en, eurIe, gbp, PageBuilder, r2, rule, vatCh, vatDe, vatUk } from './kit';

/** Swiss filling station: narrow centred slip, litres × price, VAT included, terminal and card numbers. */
export function swissFuelSlip(rng: Random): Generated {
  const p = new PageBuilder();
  const [shop, address] = rng.pick([
    ['Tankstelle Seedamm AG', 'Seedammstrasse 3, 8640 Rapperswil'],
    ['Garage & Tankstelle Frei', 'Zürcherstrasse 88, 8640 Rapperswil'],
    ['Autobahnraststätte Würenlos AG', 'A1 Raststätte, 5436 Würenlos'],
  ] as const);
  const date = rng.date(2012, 2025);
  const vat = vatCh(Number(date.slice(0, 4)));
  const cx = 297;
  const s = { size: 9, align: 'center' as const };
  p.text(cx, shop, { y: 60, size: 11, bold: true, align: 'center' });
  p.text(cx, address, { y: 73, ...s });
  p.text(cx, `MWST CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, { y: 85, ...s });
  const litres = r2(rng.int(2800, 6900) / 100);
  const price = rng.pick([1.689, 1.759, 1.829, 1.949, 2.019]);
  const fuel = r2(litres * price);
  const wash = rng.chance(0.6) ? rng.pick([12, 15, 18]) : 0;
  const total = r2(fuel + wash);
  let y = 115;
  const L = 200;
  const R = 395;
  p.text(L, `Säule 4  Bleifrei 95`, { y, size: 9 });
  y += 13;
  p.text(L, `${litres.toFixed(2)} l x ${price.toFixed(3)} CHF/l`, { y, size: 9 });
  p.text(R, chf(fuel, 'bare'), { y, size: 9, align: 'right' });
  if (wash) {
    y += 13;
    p.text(L, 'Waschprogramm Super', { y, size: 9 });
    p.text(R, chf(wash, 'bare'), { y, size: 9, align: 'right' });
  }
  y += 8;
  rule(p, L, y, R - L);
  y += 16;
  p.text(L, 'TOTAL CHF', { y, size: 12, bold: true });
  p.text(R, chf(total, 'bare'), { y, size: 12, bold: true, align: 'right' });
  y += 18;
  p.text(L, `inkl. MWST ${vat}%`, { y, size: 8.5 });
  p.text(R, chf(r2((total * vat) / (100 + vat)), 'bare'), { y, size: 8.5, align: 'right' });
  y += 24;
  p.text(L, 'Maestro', { y, size: 8.5 });
  p.text(R, `XXXX XXXX XXXX ${rng.int(1000, 9999)}`, { y, size: 8.5, align: 'right' });
  y += 12;
  p.text(L, `Trm-ID ${rng.int(10000000, 99999999)}`, { y, size: 8.5 });
  p.text(R, `Beleg ${rng.int(1000, 9999)}`, { y, size: 8.5, align: 'right' });
  y += 12;
  p.text(L, `${dDe(date)}  ${rng.int(6, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { y, size: 8.5 });
  p.text(R, `Kasse 2`, { y, size: 8.5, align: 'right' });
  y += 26;
  p.text(cx, 'Besten Dank und gute Fahrt!', { y, ...s });
  return doc(p, 'de', { documentType: 'receipt', date, shopName: shop, totalCost: total });
}

/** Vienna parts counter, schilling days: Kassabeleg with article lines, "Summe S", paid and change. */
export function austrianKassabelegSchilling(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Autozubehör Wimmer Ges.m.b.H.', 'Kfz-Teile Novak & Co', 'Ersatzteile Dvorak KG']);
  const date = rng.date(1986, 2001);
  p.text(80, shop, { y: 60, size: 12, bold: true });
  p.text(80, 'Gumpendorfer Straße 101, 1060 Wien · Tel. 0222/597 ' + rng.int(10, 99) + ' ' + rng.int(10, 99), { y: 73, size: 8.5 });
  p.text(80, `KASSABELEG Nr. ${rng.int(10000, 99999)}`, { y: 100, size: 10, bold: true });
  p.text(360, `Wien, am ${dDe(date)}`, { y: 100, size: 9 });
  const items = rng.some(
    [
      ['Scheibenwischer Paar', 189],
      ['Motoröl 4 Liter', 348],
      ['Zündkerzensatz', 212],
      ['Glühlampe H4', 89],
      ['Frostschutz 1 l', 79],
      ['Keilriemen', 156],
      ['Polierpaste', 118],
    ] as const,
    rng.int(2, 4),
  );
  let y = 130;
  for (const [name, price] of items) {
    p.text(80, name, { y, size: 9.5 });
    p.text(420, ats(price), { y, size: 9.5, align: 'right' });
    y += 14;
  }
  const total = items.reduce((s, [, v]) => s + v, 0);
  rule(p, 80, y - 4, 340);
  y += 12;
  p.text(80, 'Summe S', { y, size: 11, bold: true });
  p.text(420, ats(total), { y, size: 11, bold: true, align: 'right' });
  y += 15;
  p.text(80, 'darin 20 % MWSt.', { y, size: 8.5 });
  p.text(420, de(r2(total / 6)), { y, size: 8.5, align: 'right' });
  const given = Math.ceil(total / 500) * 500;
  y += 18;
  p.text(80, 'Gegeben', { y, size: 9 });
  p.text(420, ats(given), { y, size: 9, align: 'right' });
  p.text(80, 'Retour', { y: y + 13, size: 9 });
  p.text(420, ats(given - total), { y: y + 13, size: 9, align: 'right' });
  p.text(80, 'Umtausch nur mit Kassabeleg innerhalb von 14 Tagen.', { y: y + 45, size: 8 });
  return doc(p, 'de', { documentType: 'receipt', date, shopName: shop, totalCost: total });
}

/** German Teilehandel, DM: "Barverkauf" bill with net prices, VAT added, "Betrag erhalten" stamp line. */
export function germanBarverkaufDm(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Auto-Teile-Ring Hagedorn', 'Kfz-Teile Lüttgens GmbH', 'Teilehandel Wernicke OHG']);
  const date = rng.date(1985, 2001);
  const vat = vatDe(date);
  p.box(50, 40, 495, 50);
  p.text(60, shop, { y: 62, size: 14, bold: true });
  p.text(60, 'Großhandel · Einzelhandel · Werkstattbedarf — Hansaring 40, 4400 Münster', { y: 78, size: 8 });
  p.text(50, 'BARVERKAUF', { y: 120, size: 12, bold: true });
  p.text(545, `Beleg-Nr. ${rng.int(100000, 999999)}   Datum ${dDe(date, 'short')}`, { y: 120, size: 9, align: 'right' });
  const items = rng.some(
    [
      ['Bremsbelagsatz', 48.5],
      ['Luftfilter', 21.3],
      ['Ölfilter', 11.9],
      ['Zündverteilerkappe', 27.4],
      ['Auspuff-Mittelschalldämpfer', 118],
      ['Batterie 44 Ah', 96.5],
      ['Kühlerschlauch', 19.8],
    ] as const,
    rng.int(2, 4),
  );
  let y = 150;
  p.text(52, 'Menge', { y, size: 8.5, bold: true });
  p.text(100, 'Artikel', { y, size: 8.5, bold: true });
  p.text(545, 'DM netto', { y, size: 8.5, bold: true, align: 'right' });
  rule(p, 50, y + 4, 495);
  y += 18;
  let net = 0;
  for (const [name, price] of items) {
    const q = rng.int(1, 2);
    net += q * price;
    p.text(52, String(q), { y, size: 9.5 });
    p.text(100, name, { y, size: 9.5 });
    p.text(545, de(q * price), { y, size: 9.5, align: 'right' });
    y += 14;
  }
  net = r2(net);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  y += 10;
  p.text(380, 'Warenwert', { y, size: 9.5 });
  p.text(545, de(net), { y, size: 9.5, align: 'right' });
  p.text(380, `${vat} % MwSt.`, { y: y + 14, size: 9.5 });
  p.text(545, de(tax), { y: y + 14, size: 9.5, align: 'right' });
  p.text(380, 'Gesamt DM', { y: y + 32, size: 11, bold: true });
  p.text(545, de(total), { y: y + 32, size: 11, bold: true, align: 'right' });
  p.box(60, y + 60, 150, 40);
  p.text(135, 'BETRAG ERHALTEN', { y: y + 78, size: 9, bold: true, align: 'center' });
  p.text(135, dDe(date), { y: y + 92, size: 9, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', date, shopName: shop, totalCost: total });
}

/** British forecourt slip of the 1990s: capitals, pump and litres, "VAT @ 17.5% INCLUDED", cash tendered. */
export function ukForecourtSlip(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Bridge End Service Station', 'Carlton Filling Station Ltd', 'Moorside Garage']);
  const date = rng.date(1993, 2007);
  const vat = vatUk(date);
  const x = 220;
  const R = 380;
  p.text(x, shop.toUpperCase(), { y: 60, size: 10, bold: true });
  p.text(x, 'HEXHAM ROAD, CORBRIDGE', { y: 72, size: 8.5 });
  p.text(x, `TEL 01434 ${rng.int(600000, 699999)}`, { y: 83, size: 8.5 });
  const litres = r2(rng.int(1500, 5500) / 100);
  const ppl = rng.pick([0.529, 0.619, 0.749, 0.799, 0.869]);
  const fuel = r2(litres * ppl);
  const extra = rng.chance(0.5) ? rng.pick([1.99, 3.49, 4.25]) : 0;
  const total = r2(fuel + extra);
  let y = 110;
  p.text(x, `PUMP ${rng.int(1, 8)} UNLEADED`, { y, size: 9 });
  y += 12;
  p.text(x, `${litres.toFixed(2)} L @ ${(ppl * 100).toFixed(1)}p`, { y, size: 9 });
  p.text(R, gbp(fuel), { y, size: 9, align: 'right' });
  if (extra) {
    y += 12;
    p.text(x, 'SCREENWASH', { y, size: 9 });
    p.text(R, gbp(extra), { y, size: 9, align: 'right' });
  }
  y += 18;
  p.text(x, 'TOTAL', { y, size: 11, bold: true });
  p.text(R, gbp(total), { y, size: 11, bold: true, align: 'right' });
  y += 13;
  const cash = Math.ceil(total / 5) * 5;
  p.text(x, 'CASH', { y, size: 9 });
  p.text(R, gbp(cash), { y, size: 9, align: 'right' });
  y += 12;
  p.text(x, 'CHANGE', { y, size: 9 });
  p.text(R, gbp(r2(cash - total)), { y, size: 9, align: 'right' });
  y += 18;
  p.text(x, `VAT @ ${vat}% INCLUDED ${gbp(r2((total * vat) / (100 + vat)))}`, { y, size: 8.5 });
  y += 12;
  p.text(x, `VAT NO ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, { y, size: 8.5 });
  y += 12;
  p.text(x, `${dEn(date)} ${rng.int(7, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}  TILL 1  #${rng.int(1000, 9999)}`, { y, size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', date, shopName: shop, totalCost: total });
}

/** Irish motor factors cash sale: docket layout, "CASH SALE" band, VAT-inclusive lines, account number as a decoy. */
export function irishMotorFactorsCashSale(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Midland Motor Factors Ltd', 'Shannonside Auto Parts', 'Naas Road Motor Factors']);
  const date = rng.date(2002, 2025);
  p.text(50, shop, { y: 55, size: 15, bold: true });
  p.text(50, `Unit 9, Clonminch Industrial Estate, Tullamore, Co. Offaly · 057 93 ${rng.int(10000, 99999)}`, { y: 69, size: 8.5 });
  p.box(50, 85, 495, 22, true);
  p.text(297, 'CASH SALE', { y: 100, size: 12, bold: true, align: 'center' });
  p.text(50, `Docket ${rng.int(300000, 399999)}`, { y: 128, size: 9 });
  p.text(200, `Date ${dEn(date, 'abbr')}`, { y: 128, size: 9 });
  p.text(350, `A/C CASH01   Served by: ${rng.pick(['PJ', 'Aoife', 'Ger'])}`, { y: 128, size: 9 });
  const items = rng.some(
    [
      ['Brake pads front', 42.5],
      ['Oil 5W30 5L', 39.99],
      ['Wiper blade 22"', 14.95],
      ['Battery 096', 109],
      ['Bulb kit', 12.5],
      ['Coolant 5L', 18.99],
      ['Fuel filter', 16.4],
    ] as const,
    rng.int(2, 4),
  );
  let y = 160;
  p.text(50, 'Code', { y, size: 8.5, bold: true });
  p.text(130, 'Description', { y, size: 8.5, bold: true });
  p.text(420, 'Qty', { y, size: 8.5, bold: true, align: 'right' });
  p.text(545, 'Incl. VAT', { y, size: 8.5, bold: true, align: 'right' });
  y += 16;
  let total = 0;
  for (const [name, price] of items) {
    const q = rng.int(1, 2);
    total += q * price;
    p.text(50, `${rng.pick(['BP', 'OL', 'WB', 'BT', 'LB'])}${rng.int(1000, 9999)}`, { y, size: 9 });
    p.text(130, name, { y, size: 9 });
    p.text(420, String(q), { y, size: 9, align: 'right' });
    p.text(545, en(q * price), { y, size: 9, align: 'right' });
    y += 14;
  }
  total = r2(total);
  const vatRate = date >= '2012-01-01' ? 23 : date >= '2010-01-01' ? 21 : date >= '2008-12-01' ? 21.5 : 21;
  y += 12;
  rule(p, 330, y - 15, 215);
  p.text(335, 'Total', { y, size: 11, bold: true });
  p.text(545, eurIe(total), { y, size: 11, bold: true, align: 'right' });
  p.text(335, `Includes VAT @ ${vatRate}%`, { y: y + 14, size: 8.5 });
  p.text(545, eurIe(r2((total * vatRate) / (100 + vatRate))), { y: y + 14, size: 8.5, align: 'right' });
  p.text(335, 'Paid: Laser card', { y: y + 28, size: 8.5 });
  p.text(50, 'No refund on electrical parts. Returns within 30 days with docket.', { y: y + 70, size: 8 });
  return doc(p, 'en', { documentType: 'receipt', date, shopName: shop, totalCost: total });
}

/** Club regalia stall's receipt book: "Received with thanks from … the sum of …", figure in a box, counterfoil number. */
export function clubReceiptBook(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Bentley Drivers Club Regalia', 'Riley Register Spares Scheme', 'Jowett Car Club Spares Ltd']);
  const date = rng.date(1988, 2019);
  const amount = rng.pick([18.5, 27, 45, 62.75, 84, 112.5]);
  p.box(60, 60, 475, 230);
  p.text(75, `No. ${rng.int(100, 999)}`, { y: 82, size: 10, bold: true });
  p.text(520, shop, { y: 82, size: 11, bold: true, serif: true, align: 'right' });
  p.text(520, `Stand ${rng.int(10, 99)}, Beaulieu Autojumble`, { y: 95, size: 8, serif: true, align: 'right' });
  p.text(75, 'RECEIPT', { y: 125, size: 16, serif: true });
  p.text(75, `Date  ${dEn(date, 'ord')}`, { y: 150, serif: true });
  p.text(75, 'Received with thanks from  Mr P. Whittaker (memb. no. ' + rng.int(1000, 9999) + ')', { y: 172, serif: true });
  p.text(75, 'the sum of', { y: 194, serif: true });
  p.text(75, `for  ${rng.pick(['workshop manual and gasket set', 'badge bar and two spare wheel covers', 'new-old-stock dynamo'])}`, { y: 216, serif: true });
  p.box(75, 235, 120, 30);
  p.text(185, gbp(amount), { y: 256, size: 13, bold: true, align: 'right' });
  p.text(520, 'with thanks — Hon. Spares Secretary', { y: 256, size: 8.5, serif: true, align: 'right' });
  p.text(75, `Cash / Cheque no. ${rng.int(100000, 999999)}`, { y: 280, size: 8, serif: true });
  return doc(p, 'en', { documentType: 'receipt', date, shopName: shop, totalCost: amount });
}
