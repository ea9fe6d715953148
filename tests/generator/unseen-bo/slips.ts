/**
 * The small slips in the folder: a filling station's Quittung and a British forecourt's receipt, a parts shop's
 * till receipt and a counter docket, an online parts order's invoice-receipt, an Ohio parts store's cash ticket.
 */
import { doc, fd, num, r2, row, sum, vatDE, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { dashes, equals, lines, PLATES, totals, vatOn } from './kit';

/** A filling station's pad receipt: litres of Super, oil, DM, 1970–1979. */
export function aralQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1979);
  const y = Number(date.slice(0, 4));
  const litre = r2(0.62 + (y - 1970) * 0.05);
  const litres = rng.int(28, 52);
  const fuel = r2(litres * litre);
  const oil = rng.chance(0.5) ? r2(rng.pick([3.2, 4.5, 5.8])) : 0;
  const wash = rng.chance(0.4) ? 6.0 : 0;
  const total = sum([fuel, oil, wash]);
  p.y = 90;
  p.text(200, 'ARAL-Tankstelle H. Schmitz', { size: 12, bold: true, serif: true });
  p.down(13).text(200, 'Königswinter, Drachenfelsstraße 2 · Ruf 2 10 44', { size: 8.5, serif: true });
  p.down(24).text(200, 'QUITTUNG', { size: 11, bold: true, serif: true });
  p.text(440, `Nr. ${rng.int(1000, 9999)}`, { size: 9, serif: true });
  p.down(18).text(200, `Kennzeichen ${rng.pick([PLATES.sl, PLATES.kaefer])}`, { size: 9.5, serif: true });
  p.down(18);
  const cols: Col[] = [{ x: 200 }, { x: 440, align: 'right' }];
  row(p, cols, [`${litres} Ltr. Super à ${num(litre, 'de')}`, num(fuel, 'de')], { serif: true, size: 9.5 });
  p.down(13);
  if (oil) {
    row(p, cols, ['1 Ltr. Motorenöl', num(oil, 'de')], { serif: true, size: 9.5 });
    p.down(13);
  }
  if (wash) {
    row(p, cols, ['Wagenwäsche', num(wash, 'de')], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.text(380, dashes(12), { serif: true, size: 9 });
  p.down(12);
  row(p, cols, ['Summe DM', num(total, 'de')], { serif: true, size: 10, bold: true });
  p.down(14).text(200, 'Im Betrag ist die Mehrwertsteuer enthalten.', { serif: true, size: 8 });
  p.down(18).text(200, `Königswinter, den ${fd(date, 'de2')}`, { serif: true, size: 9.5 });
  p.down(14).text(330, 'Betrag erhalten: Schmitz', { serif: true, size: 9.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'ARAL-Tankstelle H. Schmitz', date, totalCost: total });
}

/** A parts shop's till receipt (Kassenbon) in capitals, VAT included and shown, 1994–2001. */
export function teileKassenbon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1994, 2001);
  const v = vatDE(Number(date.slice(0, 4)));
  const items: [string, number][] = rng.some(
    [
      ['ZUENDKERZE BOSCH W7AC', 4.95],
      ['OELFILTER MANN W 920/21', 12.9],
      ['SCHEIBENKLAR 1L', 6.49],
      ['BIRNE 12V 21/5W', 1.79],
      ['POLITUR SONAX', 14.95],
      ['KEILRIEMEN 10X800', 9.8],
      ['MOTOROEL 15W40 5L', 29.9],
    ] as [string, number][],
    rng.int(3, 5),
  );
  const qty = items.map(() => rng.int(1, 4));
  const total = sum(items.map(([, e], i) => r2(e * qty[i])));
  const net = r2(total / (1 + v / 100));
  const vat = r2(total - net);
  const s = 8.5;
  const x = 190;
  p.y = 80;
  p.text(297, 'KFZ-TEILE RHEIN-SIEG', { size: 10, bold: true, align: 'center' });
  p.down(11).text(297, 'FILIALE SIEGBURG WILHELMSTR. 44', { size: s, align: 'center' });
  p.down(11).text(297, 'TEL 02241/5 51 80', { size: s, align: 'center' });
  p.down(16);
  const cols: Col[] = [{ x }, { x: 405, align: 'right' }];
  for (let i = 0; i < items.length; i++) {
    const [n, e] = items[i];
    if (qty[i] > 1) {
      p.text(x, `${qty[i]} X ${num(e, 'de')}`, { size: s });
      p.down(11);
    }
    row(p, cols, [n, num(r2(e * qty[i]), 'de')], { size: s });
    p.down(11);
  }
  p.text(x, dashes(38), { size: s });
  p.down(12);
  row(p, cols, ['SUMME DM', num(total, 'de')], { size: 10, bold: true });
  p.down(13);
  row(p, cols, ['BAR', num(Math.ceil(total / 10) * 10, 'de')], { size: s });
  p.down(11);
  row(p, cols, ['RUECKGELD', num(r2(Math.ceil(total / 10) * 10 - total), 'de')], { size: s });
  p.down(14);
  row(p, cols, [`MWST ${v}% VON ${num(net, 'de')}`, num(vat, 'de')], { size: s });
  p.down(16);
  p.text(x, `${fd(date, 'de2')}  ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}  BON ${rng.int(1000, 9999)}  KASSE 2`, { size: s });
  p.down(14).text(297, 'VIELEN DANK FUER IHREN EINKAUF', { size: s, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'KFZ-TEILE RHEIN-SIEG', date, totalCost: total });
}

/** An online parts order: invoice that is also the receipt, paid by PayPal, shipping line, 2019–2025. */
export function versandQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2019, 2025);
  const items: [string, string, number][] = rng.some(
    [
      ['121 586 00 28', 'Chromring Scheinwerfer 190 SL', 89.0],
      ['121 680 01 46', 'Gummimatte Fußraum links', 46.5],
      ['000 094 19 04', 'Luftfilterdichtung Solex', 8.9],
      ['121 750 00 98', 'Kofferraumdichtung', 39.9],
      ['121 810 00 16', 'Spiegelfuß verchromt', 64.0],
    ],
    rng.int(2, 4),
  );
  const ship = rng.pick([5.9, 6.9, 0]);
  const total = r2(sum(items.map((i) => i[2])) + ship);
  const net = r2(total / 1.19);
  const vat = r2(total - net);
  p.text(50, 'SL-Teile Niedermayer', { size: 15, bold: true });
  p.down(12).text(50, 'Versand für Mercedes-Benz 190 SL & 300 SL · Am Gewerbepark 3 · 86899 Landsberg am Lech', { size: 7.5 });
  p.y = 110;
  lines(p, 50, [RAINER_ADDR[0], RAINER_ADDR[1], RAINER_ADDR[2]], { size: 9 });
  p.y = 110;
  lines(
    p,
    360,
    [
      `Rechnung / Quittung Nr. ${rng.int(40000, 79999)}`,
      `Datum: ${fd(date, 'de')}`,
      `Bestellung Nr. W-${rng.int(100000, 999999)}`,
      'Zahlungsart: PayPal (bezahlt)',
    ],
    { size: 8.5 },
  );
  p.y = 190;
  const cols: Col[] = [{ x: 50 }, { x: 140 }, { x: 430, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 9, 499, 13, true);
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Summe €'], { size: 8.5, bold: true });
  p.down(15);
  for (const [n, t, v] of items) {
    row(p, cols, [n, t, '1', num(v, 'de')], { size: 8.5 });
    p.down(12);
  }
  row(p, cols, ['', ship ? 'Versand DHL' : 'Versand DHL (frei ab 150 €)', '', num(ship, 'de')], { size: 8.5 });
  p.down(18);
  totals(
    p,
    330,
    545,
    [
      ['Gesamtbetrag', `${num(total, 'de')} €`, true],
      ['darin enthalten 19 % USt.', `${num(vat, 'de')} €`],
    ],
    { size: 9 },
  );
  p.down(8).text(50, 'Der Betrag wurde per PayPal beglichen. Vielen Dank für Ihre Bestellung!', { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'SL-Teile Niedermayer', date, totalCost: total });
}
const RAINER_ADDR = ['Rainer Oberhäuser', 'Rheinpromenade 4', '53604 Bad Honnef'];

/** A British forecourt's receipt: gallons of four-star, Green Shield stamps, 1976–1984. */
export function forecourtReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 1984);
  const y = Number(date.slice(0, 4));
  const perGal = r2(0.77 + (y - 1976) * 0.12);
  const gallons = rng.pick([4, 5, 6, 8, 10]);
  const fuel = r2(gallons * perGal);
  const oil = rng.chance(0.5) ? rng.pick([0.95, 1.2, 1.45]) : 0;
  const total = r2(fuel + oil);
  p.y = 100;
  p.text(220, 'SHELL', { size: 14, bold: true });
  p.down(14).text(220, 'Ilkley Service Station', { size: 10, bold: true });
  p.down(11).text(220, 'Leeds Road, Ilkley. Tel. Ilkley 60 81 22', { size: 8 });
  p.down(20).text(220, 'RECEIPT', { size: 10, bold: true });
  p.text(400, fd(date, 'ukdot'), { size: 10 });
  p.down(18);
  const cols: Col[] = [{ x: 220 }, { x: 400, align: 'right' }];
  row(p, cols, [`${gallons} gall. 4-star @ ${num(perGal, 'en')}`, num(fuel, 'en')], { size: 9.5 });
  p.down(13);
  if (oil) {
    row(p, cols, ['1 pt oil', num(oil, 'en')], { size: 9.5 });
    p.down(13);
  }
  row(p, cols, ['TOTAL £', num(total, 'en')], { size: 10, bold: true });
  p.down(16).text(220, `Reg. ${rng.pick([PLATES.mk2, PLATES.tr4, PLATES.landy])}`, { size: 9 });
  p.down(13).text(220, `Green Shield Stamps given: ${Math.round(total * 10)}`, { size: 8 });
  p.down(13).text(220, 'VAT included. Thank you.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Ilkley Service Station', date, totalCost: total });
}

/** A motor factor's counter docket: part numbers, cash sale, VAT added, 1986–1993. */
export function counterDocket(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 1993);
  const items: [string, string, number][] = rng.some(
    [
      ['GFE 166', 'Oil filter TR/Jag', 3.85],
      ['GHT 110', 'Top hose', 6.2],
      ['GBP 138', 'Brake pads front', 11.9],
      ['N9Y', 'Champion plugs (set)', 7.8],
      ['CW 24', 'Wiper blades pr', 5.4],
      ['GTB 108', 'Thermostat', 4.65],
    ],
    rng.int(2, 4),
  );
  const net = sum(items.map((i) => i[2]));
  const { vat, gross } = vatOn(net, 15);
  p.text(50, 'Motor Spares (Bradford) Ltd', { size: 13, bold: true, serif: true });
  p.down(12).text(50, 'Motor Factors · Trade Counter · 212 Manningham Lane, Bradford BD8 7HH · Tel 0274 72 61 00', { size: 8, serif: true });
  p.down(24).text(50, 'CASH SALE', { size: 11, bold: true, serif: true });
  p.text(300, `Docket No. ${rng.int(20000, 59999)}`, { size: 9.5, serif: true });
  p.text(545, `Date ${fd(date, 'uk')}`, { size: 9.5, serif: true, align: 'right' });
  p.down(14).text(50, 'Customer: Oberhauser (cash)', { size: 9.5, serif: true });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 130 }, { x: 545, align: 'right' }];
  row(p, cols, ['Part No.', 'Description', 'Price'], { bold: true, serif: true });
  p.down(14);
  for (const [c, t, v] of items) {
    row(p, cols, [c, t, num(v, 'en')], { serif: true });
    p.down(13);
  }
  p.down(8);
  totals(
    p,
    380,
    545,
    [
      ['Goods', num(net, 'en')],
      ['VAT 15%', num(vat, 'en')],
      ['Total', num(gross, 'en'), true],
    ],
    { serif: true },
  );
  p.down(10).text(50, 'Goods cannot be exchanged without this docket. Electrical parts not returnable.', { size: 7.5, serif: true });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Motor Spares (Bradford) Ltd', date, totalCost: gross });
}

/** An Ohio auto parts store's cash ticket with sales tax, 1985. */
export function ohioPartsTicket(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1985-${String(rng.int(4, 9)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const items: [string, number][] = rng.some(
    [
      ['AUTOLITE 85 PLUGS', 1.19],
      ['FRAM PH8A OIL FLTR', 3.49],
      ['GATES BELT 7365', 6.99],
      ['STP GAS TREATMENT', 1.89],
      ['TURTLE WAX', 4.29],
      ['WIPER REFILLS', 3.79],
    ],
    rng.int(2, 4),
  );
  const qty = items.map(([n]) => (n.includes('PLUGS') ? 8 : 1));
  const sub = sum(items.map(([, e], i) => r2(e * qty[i])));
  const tax = r2(sub * 0.055);
  const total = r2(sub + tax);
  const s = 8.5;
  const x = 200;
  p.y = 90;
  p.text(297, 'MIAMI VALLEY AUTO PARTS', { size: 10, bold: true, align: 'center' });
  p.down(11).text(297, '2215 WILMINGTON PIKE  KETTERING OH', { size: s, align: 'center' });
  p.down(16);
  const cols: Col[] = [{ x }, { x: 400, align: 'right' }];
  items.forEach(([n, e], i) => {
    row(p, cols, [`${qty[i]} ${n}`, num(r2(e * qty[i]), 'en')], { size: s });
    p.down(11);
  });
  p.text(x, equals(34), { size: s });
  p.down(11);
  row(p, cols, ['SUBTOTAL', num(sub, 'en')], { size: s });
  p.down(11);
  row(p, cols, ['TAX 5.5%', num(tax, 'en')], { size: s });
  p.down(11);
  row(p, cols, ['TOTAL', num(total, 'en')], { size: 10, bold: true });
  p.down(12);
  row(p, cols, ['CASH', num(Math.ceil(total), 'en')], { size: s });
  p.down(14).text(x, `${fd(date, 'us')}  REG 1  CLERK 07`, { size: s });
  p.down(12).text(297, 'THANK YOU - COME AGAIN', { size: s, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'MIAMI VALLEY AUTO PARTS', date, totalCost: total });
}
