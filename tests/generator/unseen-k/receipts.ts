/** Receipts out of shops' systems and apps: parts-shop order invoices, fuel-app e-receipts, marketplace orders, charging apps. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, deVat, digits, fmt, letters, money, r2, Sheet, sum, ukVat } from './kit';

const receipt = (s: Sheet, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: s.items,
  language,
  truth: { documentType: 'receipt', ...truth },
});

/** An online parts shop's invoice (de): order number, order and delivery dates, shipping, payment by PayPal. */
export function deTeileshop(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Teilefuchs Online GmbH', 'autoteile-direkt24 GmbH', 'KFZ-Ersatzteilversand Lorenz e.K.']);
  const date = rng.date(2012, 2026);
  const items = [
    { name: `Bremsscheibe ${rng.pick(['vorne', 'hinten'])} (2 Stk.) Art. ${digits(rng, 7)}`, amount: r2(rng.int(30, 120) + 0.99) },
    { name: `Bremsbelagsatz Art. ${digits(rng, 7)}`, amount: r2(rng.int(18, 60) + 0.49) },
    { name: `Motoröl 5W-40 5 Liter Art. ${digits(rng, 7)}`, amount: r2(rng.int(22, 45) + 0.95) },
  ];
  const ship = rng.pick([0, 4.95, 5.9]);
  const total = r2(sum(items) + ship);
  const rate = deVat(date);
  s.text(40, name, { y: 50, size: 16, bold: true }).text(40, 'Ersatzteile für über 40.000 Fahrzeugmodelle', { y: 62, size: 7.5 });
  s.qr(500, 30, 52);
  s.text(40, 'Rechnung', { y: 128, size: 14, bold: true });
  const meta: [string, string][] = [
    ['Rechnungsnummer', `R${digits(rng, 9)}`],
    ['Rechnungsdatum', fmt(date, 'de')],
    ['Bestellnummer', `${digits(rng, 3)}-${digits(rng, 7)}`],
    ['Bestelldatum', fmt(addDays(date, -rng.int(1, 3)), 'de')],
    ['Lieferdatum', fmt(addDays(date, rng.int(1, 3)), 'de')],
    ['Kundennummer', digits(rng, 8)],
  ];
  meta.forEach(([l, v], i) => s.text(340, l, { y: 100 + i * 11, size: 7.5 }).text(555, v, { y: 100 + i * 11, size: 7.5, align: 'right' }));
  let y = 190;
  s.text(40, 'Pos.', { y, size: 8, bold: true })
    .text(70, 'Artikel', { y, size: 8, bold: true })
    .text(555, 'Preis (brutto)', { y, size: 8, bold: true, align: 'right' });
  s.rule(40, 515, y + 4);
  y += 16;
  items.forEach((it, i) => {
    s.text(40, String(i + 1), { y, size: 8.5 })
      .text(70, it.name, { y, size: 8.5 })
      .text(555, money(it.amount, 'eur'), { y, size: 8.5, align: 'right' });
    y += 13;
  });
  s.text(70, 'Versandkosten', { y, size: 8.5 }).text(555, money(ship, 'eur'), { y, size: 8.5, align: 'right' });
  y += 22;
  s.text(380, 'Gesamtbetrag', { y, size: 10, bold: true }).text(555, money(total, 'eur'), { y, size: 10, bold: true, align: 'right' });
  s.text(380, `enthaltene USt. ${rate} %`, { y: y + 12, size: 8 }).text(555, money(r2(total - total / (1 + rate / 100)), 'eur'), {
    y: y + 12,
    size: 8,
    align: 'right',
  });
  s.text(40, `Bezahlt per PayPal am ${fmt(addDays(date, -1), 'de')} (Transaktion ${letters(rng, 2)}${digits(rng, 10)}).`, { y: y + 40, size: 8 });
  s.text(40, 'Widerrufsbelehrung und AGB finden Sie in Ihrem Kundenkonto.', { y: y + 52, size: 7 });
  s.rule(40, 515, 790);
  s.text(40, `${name} · Lagerstraße ${rng.int(1, 30)} · HRB ${digits(rng, 5)} · USt-IdNr. DE${digits(rng, 9)} · WEEE-Reg.-Nr. DE ${digits(rng, 8)}`, {
    y: 800,
    size: 5.5,
  });
  s.text(555, 'Seite 1/1', { y: 812, size: 6, align: 'right' });
  return receipt(s, 'de', { date, shopName: name, totalCost: total });
}

/** A fuel app's e-receipt (de): station, pump, litres, paid in app; printed from the app as PDF. */
export function deTankApp(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Tankstelle Grünwald Inh. P. Rieger', 'Freie Tankstelle Hohenlohe GmbH', 'Autohof Elbtal GmbH']);
  const date = rng.date(2019, 2026);
  const litres = r2(rng.int(25, 65) + rng.next());
  const price = r2(1.5 + rng.next() * 0.5);
  const fuel = r2(litres * price);
  const wash = rng.chance(0.5) ? 12.99 : 0;
  const total = r2(fuel + wash);
  const rate = deVat(date);
  s.text(298, 'E-Beleg', { y: 60, size: 10, align: 'center' });
  s.text(298, name, { y: 80, size: 13, bold: true, align: 'center' });
  s.text(298, `Station ${digits(rng, 6)} · ${rng.pick(['B 17', 'A 14 Abfahrt 12', 'Industriering 3'])}`, { y: 94, size: 8, align: 'center' });
  let y = 130;
  const rows: [string, string][] = [
    ['Datum / Uhrzeit', `${fmt(date, 'de')} ${rng.int(6, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}`],
    ['Belegnummer', `${digits(rng, 4)}/${digits(rng, 6)}`],
    ['Zapfsäule', String(rng.int(1, 12))],
    ['Kraftstoff', rng.pick(['Super E10', 'Diesel', 'Super 95'])],
    ['Menge', `${money(litres, 'num-de')} l`],
    ['Preis/l', `${price.toFixed(3).replace('.', ',')} €`],
    ['Kraftstoff', money(fuel, 'eur')],
  ];
  if (wash) rows.push(['Wäsche Programm Premium', money(wash, 'eur')]);
  for (const [l, v] of rows) {
    s.text(170, l, { y, size: 9 }).text(425, v, { y, size: 9, align: 'right' });
    y += 14;
  }
  s.rule(170, 255, y - 6);
  y += 10;
  s.text(170, 'Bezahlt mit App', { y, size: 11, bold: true }).text(425, money(total, 'eur'), { y, size: 11, bold: true, align: 'right' });
  s.text(170, `MwSt. ${rate} % enthalten`, { y: y + 14, size: 8 }).text(425, money(r2(total - total / (1 + rate / 100)), 'eur'), {
    y: y + 14,
    size: 8,
    align: 'right',
  });
  s.text(170, `Zahlungsreferenz ${letters(rng, 4)}-${digits(rng, 8)}`, { y: y + 36, size: 7.5 });
  s.qr(274, y + 50, 46, 'TSE-Signatur');
  s.text(298, `TSE-Seriennr. ${digits(rng, 16)} · Transaktion ${digits(rng, 6)}`, { y: y + 118, size: 6, align: 'center' });
  s.text(298, `Steuernr. ${digits(rng, 2)}/${digits(rng, 3)}/${digits(rng, 5)} · Vielen Dank und gute Fahrt!`, { y: y + 128, size: 6, align: 'center' });
  return receipt(s, 'de', { date, shopName: name, totalCost: total });
}

/** A Swiss marketplace order confirmation (de, CHF) printed from the browser: seller shop, order and shipping dates, browser header/footer. */
export function deMarktplatz(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Oldtimer-Teile Kaiser', 'Reifen & Felgen Outlet Süd', 'Zubehör-Eck Winkler']);
  const date = rng.date(2014, 2026);
  const item = rng.pick(['Felgensatz 4x 7Jx16 ET35 gebraucht', 'Chromstossstange vorn restauriert', 'Dachbox 420 l mit Schlüssel']);
  const price = r2(rng.int(60, 450));
  const ship = rng.pick([9, 14.5, 0]);
  const total = r2(price + ship);
  s.text(40, `${fmt(date, 'de-short')}, ${rng.int(8, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { y: 18, size: 6 }).text(298, 'Bestelldetails', {
    y: 18,
    size: 6,
    align: 'center',
  });
  s.text(40, 'Vielen Dank für Ihren Kauf!', { y: 70, size: 15, bold: true });
  s.text(40, `Bestellung vom ${fmt(date, 'de')} · Bestellnummer ${digits(rng, 2)}-${digits(rng, 5)}-${digits(rng, 5)}`, { y: 88, size: 8.5 });
  s.box(40, 104, 515, 110);
  s.box(52, 116, 70, 70, true).text(87, 'Bild', { y: 155, size: 7, align: 'center' });
  s.text(134, item, { y: 128, size: 10, bold: true }).text(134, `Artikelnummer ${digits(rng, 12)}`, { y: 142, size: 7.5 });
  s.text(134, `Verkäufer: ${name} (${rng.int(200, 9000)} Bewertungen, 99,${rng.int(1, 9)} % positiv)`, { y: 156, size: 8 });
  s.text(
    134,
    `Versand: ${rng.pick(['Post Priority', 'Post Economy', 'Planzer'])} · voraussichtliche Zustellung ${fmt(addDays(date, 3), 'de')} – ${fmt(addDays(date, 6), 'de')}`,
    { y: 170, size: 8 },
  );
  s.text(543, money(price, 'chf'), { y: 128, size: 10, align: 'right' });
  let y = 240;
  const t: [string, string][] = [
    ['Artikel (1)', money(price, 'chf')],
    ['Versand', ship ? money(ship, 'chf') : 'kostenlos'],
  ];
  for (const [l, v] of t) {
    s.text(360, l, { y, size: 9 }).text(555, v, { y, size: 9, align: 'right' });
    y += 14;
  }
  s.text(360, 'Total', { y: y + 4, size: 11, bold: true }).text(555, money(total, 'chf'), { y: y + 4, size: 11, bold: true, align: 'right' });
  s.text(40, `Zahlungsmethode: ${rng.pick(['TWINT', 'Kreditkarte', 'PostFinance Card'])} · Käuferschutz aktiv`, { y: y + 30, size: 8 });
  s.text(40, 'https://www.example-marktplatz.ch/mye/bestellungen/details', { y: 826, size: 6 }).text(555, '1/1', { y: 826, size: 6, align: 'right' });
  return receipt(s, 'de', { date, shopName: name, totalCost: total });
}

/** A US online auto-parts order confirmation: order placed vs shipped dates, core charge, promo code, sales tax. */
export function usPartsOrder(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['PartsHaul Direct', 'RidgeLine Auto Parts Online', 'MotorMart Supply Co.']);
  const date = rng.date(2010, 2026);
  const items = [
    { name: `Alternator (Reman) #${letters(rng, 2)}${digits(rng, 5)}`, amount: r2(rng.int(120, 260) + 0.99) },
    { name: 'Core charge (refundable)', amount: r2(rng.pick([25, 35, 50])) },
    { name: `Serpentine belt #${digits(rng, 6)}`, amount: r2(rng.int(18, 45) + 0.49) },
  ];
  const promo = r2(rng.pick([10, 15, 20]));
  const sub = r2(sum(items) - promo);
  const tax = r2(sub * 0.07);
  const total = r2(sub + tax);
  s.text(40, name, { y: 48, size: 15, bold: true }).text(555, `Order # ${digits(rng, 3)}-${digits(rng, 7)}`, { y: 48, size: 9, align: 'right' });
  s.text(40, `Order placed: ${fmt(date, 'us-long')}`, { y: 70, size: 9 }).text(250, `Shipped: ${fmt(addDays(date, 2), 'us-long')}`, { y: 70, size: 9 });
  s.text(
    40,
    `Ship to: ${rng.pick(['R. Alvarez', 'T. Nguyen', 'K. Brooks'])}, ${rng.int(100, 9999)} ${rng.pick(['Elm St', 'Ridge Rd'])}, ${rng.pick(['Boise, ID 83702', 'Akron, OH 44308'])}`,
    { y: 84, size: 8.5 },
  );
  let y = 116;
  s.box(40, y - 10, 515, 14, true)
    .text(44, 'Item', { y, size: 8, bold: true })
    .text(551, 'Price', { y, size: 8, bold: true, align: 'right' });
  y += 16;
  for (const it of items) {
    s.text(44, it.name, { y, size: 9 }).text(551, money(it.amount, 'usd'), { y, size: 9, align: 'right' });
    y += 14;
  }
  s.text(44, `Promo SPRING${rng.int(10, 25)}`, { y, size: 9 }).text(551, `-${money(promo, 'usd')}`, { y, size: 9, align: 'right' });
  y += 24;
  s.text(380, 'Subtotal', { y, size: 9 }).text(551, money(sub, 'usd'), { y, size: 9, align: 'right' });
  s.text(380, 'Shipping', { y: y + 13, size: 9 }).text(551, 'FREE', { y: y + 13, size: 9, align: 'right' });
  s.text(380, 'Estimated tax', { y: y + 26, size: 9 }).text(551, money(tax, 'usd'), { y: y + 26, size: 9, align: 'right' });
  s.box(376, y + 33, 179, 18, true)
    .text(380, 'Order total', { y: y + 46, size: 10, bold: true })
    .text(551, money(total, 'usd'), { y: y + 46, size: 10, bold: true, align: 'right' });
  s.text(40, `Paid with Mastercard ending ${digits(rng, 4)}. Return the old unit within 30 days for your ${money(items[1].amount, 'usd')} core refund.`, {
    y: y + 80,
    size: 8,
  });
  s.text(40, `Tracking: 1Z${letters(rng, 3)}${digits(rng, 13)}`, { y: y + 94, size: 8 });
  s.text(298, `${name} · Customer care 1-800-${digits(rng, 3)}-${digits(rng, 4)} · Page 1 of 1`, { y: 816, size: 6.5, align: 'center' });
  return receipt(s, 'en', { date, shopName: name, totalCost: total });
}

/** A UK EV-charging app receipt: session start and end, kWh, VAT at the reduced or standard rate. */
export function ukChargeApp(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['VoltPoint Charging Ltd', 'GridRoad EV Networks Ltd', 'ChargeHub UK Ltd']);
  const date = rng.date(2020, 2026);
  const kwh = r2(rng.int(12, 60) + rng.next());
  const unit = r2(0.45 + rng.next() * 0.35);
  const net = r2(kwh * unit);
  const rate = ukVat(date);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  s.box(40, 40, 515, 50, true).text(56, name, { y: 70, size: 14, bold: true }).text(540, 'VAT RECEIPT', { y: 70, size: 10, bold: true, align: 'right' });
  let y = 122;
  const rows: [string, string][] = [
    ['Receipt no.', `${letters(rng, 3)}-${digits(rng, 8)}`],
    ['Charger', `${rng.pick(['Services M6 Southbound', 'Retail Park, Bay 4', 'Hotel car park'])} · ID ${letters(rng, 2)}${digits(rng, 5)}`],
    ['Session start', `${fmt(date, 'uk')} ${rng.int(8, 20)}:${String(rng.int(10, 59))}`],
    ['Session end', `${fmt(date, 'uk')} ${rng.int(21, 23)}:${String(rng.int(10, 59))}`],
    ['Energy delivered', `${kwh.toFixed(2)} kWh`],
    ['Tariff', `£${unit.toFixed(2)}/kWh (ex VAT)`],
    ['Net amount', money(net, 'gbp')],
    [`VAT @ ${rate}%`, money(vat, 'gbp')],
  ];
  for (const [l, v] of rows) {
    s.text(56, l, { y, size: 9.5 }).text(540, v, { y, size: 9.5, align: 'right' });
    y += 16;
  }
  s.rule(56, 484, y - 8);
  s.text(56, 'Total charged', { y: y + 8, size: 12, bold: true }).text(540, money(total, 'gbp'), { y: y + 8, size: 12, bold: true, align: 'right' });
  s.text(56, `Pre-authorisation of £${rng.pick([30, 40, 50])}.00 released. Card ending ${digits(rng, 4)}.`, { y: y + 30, size: 8 });
  s.text(298, `${name} · Registered in England & Wales ${digits(rng, 8)} · VAT No. GB${digits(rng, 9)}`, { y: 810, size: 6.5, align: 'center' });
  return receipt(s, 'en', { date, shopName: name, totalCost: total });
}

/** A US tire e-tailer invoice with installer appointment: the appointment date is not the receipt's date. */
export function usTireOnline(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['TreadLine Direct, Inc.', 'AllSeason Tire Outlet LLC']);
  const date = rng.date(2012, 2026);
  const each = r2(rng.int(89, 220) + 0.99);
  const tires = r2(each * 4);
  const fet = r2(rng.int(0, 12) + 0.5);
  const disposal = 10;
  const tax = r2(tires * 0.065);
  const total = r2(tires + fet + disposal + tax);
  s.text(40, 'INVOICE', { y: 50, size: 20, bold: true }).text(555, name, { y: 44, size: 11, bold: true, align: 'right' });
  s.text(555, `Invoice date ${fmt(date, 'us')}`, { y: 58, size: 8, align: 'right' }).text(555, `Invoice # TL${digits(rng, 8)}`, {
    y: 69,
    size: 8,
    align: 'right',
  });
  s.text(
    40,
    `Installer appointment: ${fmt(addDays(date, rng.int(3, 9)), 'us-abbr')}, 9:00 AM — ${rng.pick(['Main St Auto', 'Bob’s Garage', 'Valley Tire Pros'])}`,
    { y: 90, size: 8.5 },
  );
  let y = 120;
  const rows: [string, string, string][] = [
    [`${rng.pick(['225/65R17 102H', '245/60R18 105T', '215/55R17 94V'])} All-Season`, `4 × ${money(each, 'usd')}`, money(tires, 'usd')],
    ['Federal excise tax', '', money(fet, 'usd')],
    ['State tire disposal fee', '4 × $2.50', money(disposal, 'usd')],
    ['Sales tax', '', money(tax, 'usd')],
  ];
  for (const [a, b, c] of rows) {
    s.text(40, a, { y, size: 9 }).text(400, b, { y, size: 9, align: 'right' }).text(555, c, { y, size: 9, align: 'right' });
    y += 14;
  }
  s.rule(300, 255, y - 4);
  s.text(300, 'TOTAL PAID', { y: y + 12, size: 11, bold: true }).text(555, money(total, 'usd'), { y: y + 12, size: 11, bold: true, align: 'right' });
  s.text(40, 'Road hazard protection not purchased. Prices in USD.', { y: y + 40, size: 7.5 });
  s.text(298, 'Page 1 of 1', { y: 816, size: 6.5, align: 'center' });
  return receipt(s, 'en', { date, shopName: name, totalCost: total });
}
