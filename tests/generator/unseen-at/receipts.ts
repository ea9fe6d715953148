/** Receipts: tear-off slips, cash slips and till rolls from village petrol stations, parts counters and smiths. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, sum, vatDE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { dots, euroOrMark, scale } from './kit';

/** Eifel: a petrol station's tear-off Quittung, "Betrag in Worten", the stub's perforation as a dotted line. */
export function eifelQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 2001);
  const year = yearOf(date);
  const cur = euroOrMark(date);
  const shop = `${rng.pick(['Tankstelle', 'Autohaus und Tankstelle'])} ${rng.pick(['Bell', 'Schares', 'Hermes', 'Pützer'])}`;
  const tot = r2((rng.int(1500, 16000) / 100) * scale(year, cur));
  const words = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  p.box(40, 50, 515, 230);
  p.text(60, 'QUITTUNG', { y: 80, size: 18, bold: true });
  p.text(330, `${cur}`, { y: 80, size: 10 });
  p.box(360, 64, 130, 24);
  p.text(485, num(tot, 'de'), { y: 81, size: 13, align: 'right' });
  p.text(500, `Nr. ${rng.int(1, 99)}`, { y: 81, size: 9 });
  p.text(60, 'Netto', { y: 108, size: 8 }).text(100, num(r2(tot / (1 + vatDE(year) / 100)), 'de'), { y: 108, size: 9 });
  p.text(170, `+ ${vatDE(year)} % MwSt.`, { y: 108, size: 8 });
  p.text(60, `${cur} in Worten`, { y: 134, size: 8 });
  const digits = String(Math.floor(tot))
    .split('')
    .map((d) => words[Number(d)]);
  p.text(140, `– ${digits.join(' – ')} –`, { y: 134, size: 11 });
  p.text(420, `Cent wie oben`, { y: 134, size: 8 });
  p.text(60, 'von', { y: 160, size: 8 }).text(100, rng.pick(['Hrn. Gilles', 'Fr. Jakobs', 'Fa. Holzbau Lenz']), { y: 160, size: 11 });
  p.text(60, 'für', { y: 186, size: 8 }).text(
    100,
    rng.pick(['Benzin, Öl und Wagenwäsche', 'Reifen geflickt, Luft geprüft', 'Super 40 Liter + 1 l Öl', 'Abschleppen von Steffeln']),
    { y: 186, size: 11 },
  );
  p.text(60, 'richtig erhalten zu haben, bestätigt', { y: 212, size: 8 });
  p.text(60, 'Ort/Datum', { y: 240, size: 8 }).text(120, `${rng.pick(['Prüm', 'Daun', 'Manderscheid', 'Lünebach'])}, ${fd(date, 'de')}`, { y: 240, size: 11 });
  p.text(330, 'Stempel/Unterschrift', { y: 240, size: 8 });
  p.text(330, shop, { y: 262, size: 10, bold: true });
  p.y = 300;
  dots(p, 40, 555, 8);
  p.text(40, 'Stammabschnitt bleibt im Block', { y: 312, size: 6.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Black Forest: a parts counter's cash slip (Barverkauf), three or four lines, total with tax included. */
export function schwarzwaldBarverkauf(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2020);
  const year = yearOf(date);
  const cur = euroOrMark(date);
  const f = scale(year, cur);
  const shop = `Autoteile ${rng.pick(['Kaltenbach', 'Winterhalter', 'Dorer'])} GmbH`;
  const items = rng
    .some<[string, number]>(
      [
        ['Scheibenwischerblatt', 9],
        ['Glühlampe H4', 6],
        ['Frostschutz 1,5 l', 8],
        ['Batterie 44 Ah', 69],
        ['Ölfilter', 9],
        ['Zündkerze', 4],
        ['Keilriemen', 12],
      ],
      rng.int(2, 4),
    )
    .map(([t, pr]) => [t, r2(pr * f * 1.2)] as [string, number]);
  const tot = sum(items.map((x) => x[1]));
  const v = vatDE(year);
  p.text(90, shop, { size: 11, bold: true });
  p.down(12).text(90, `${rng.pick(['Triberg', 'Titisee-Neustadt', 'Elzach'])} · Tel. 0 77 ${rng.int(20, 29)} / ${rng.int(1000, 9999)}`, { size: 8 });
  p.down(24)
    .text(90, 'BARVERKAUF', { size: 12, bold: true })
    .text(330, `Beleg ${rng.int(10000, 99999)}`, { size: 8.5, align: 'right' });
  p.down(14)
    .text(90, fd(date, 'de2'), { size: 9 })
    .text(330, `Kasse ${rng.int(1, 3)}`, { size: 8.5, align: 'right' });
  hline(p, 90, 240, p.y + 5);
  for (const [t, a] of items) {
    p.down(15).text(90, t, { size: 9 }).text(330, num(a, 'de'), { size: 9, align: 'right' });
  }
  hline(p, 90, 240, p.y + 5);
  p.down(18).text(90, `SUMME ${cur}`, { size: 11, bold: true }).text(330, num(tot, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(14)
    .text(90, `darin ${v} % MwSt.`, { size: 8 })
    .text(330, num(r2(tot - tot / (1 + v / 100)), 'de'), { size: 8, align: 'right' });
  p.down(14)
    .text(90, 'Bar', { size: 8 })
    .text(330, num(Math.ceil(tot / 10) * 10, 'de'), { size: 8, align: 'right' });
  p.down(12)
    .text(90, 'Rückgeld', { size: 8 })
    .text(330, num(r2(Math.ceil(tot / 10) * 10 - tot), 'de'), { size: 8, align: 'right' });
  p.down(24).text(210, 'Umtausch nur mit Beleg', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Mühlviertel: an Austrian "Paragon" from a Lagerhaus filling station, Schilling or euro, total called "Zahlbetrag". */
export function muehlviertelParagon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2015);
  const year = yearOf(date);
  const cur = year < 2002 ? 'S' : 'EUR';
  const f = scale(year, year < 2002 ? 'ATS' : 'EUR');
  const shop = `Lagerhaus ${rng.pick(['Freistadt', 'Rohrbach', 'Grieskirchen', 'Perg'])} – Tankstelle & Werkstatt`;
  const litres = r2(rng.int(2000, 6000) / 100);
  const perL = r2((rng.int(85, 115) / 100) * f * (year < 2002 ? 1 : 1.2));
  const fuel = r2(litres * perL);
  const extra = rng.chance(0.6) ? r2(rng.int(5, 20) * f) : 0;
  const tot = r2(fuel + extra);
  p.text(297, shop, { align: 'center', size: 11, bold: true });
  p.down(12).text(297, `UID ATU${rng.int(10000000, 99999999)}`, { align: 'center', size: 8 });
  p.down(24).text(297, 'PARAGON', { align: 'center', size: 12, bold: true });
  p.down(18)
    .text(200, `Nr. ${rng.int(100000, 999999)}`, { size: 9 })
    .text(395, `${fd(date, 'de')} ${rng.int(7, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 9, align: 'right' });
  p.down(20)
    .text(200, `Diesel  ${num(litres, 'de')} l × ${num(perL, 'de')}`, { size: 9 })
    .text(395, num(fuel, 'de'), { size: 9, align: 'right' });
  if (extra)
    p.down(14)
      .text(200, rng.pick(['Scheibenklar', 'Motoröl 1 l', 'Wäsche Programm 2']), { size: 9 })
      .text(395, num(extra, 'de'), { size: 9, align: 'right' });
  hline(p, 200, 195, p.y + 6);
  p.down(20).text(200, `Zahlbetrag ${cur}`, { size: 11, bold: true }).text(395, num(tot, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(14)
    .text(200, `inkl. 20 % USt`, { size: 8 })
    .text(395, num(r2(tot / 6), 'de'), { size: 8, align: 'right' });
  p.down(24).text(297, 'Danke für Ihren Einkauf!', { align: 'center', size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Dales: a receipt-book tear-off, "Received with thanks the sum of", pounds in words and figures. */
export function dalesReceiptBook(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 2000);
  const year = yearOf(date);
  const shop = `${rng.pick(['Wensleydale', 'Swaledale', 'Wharfedale'])} Motors`;
  const tot = r2((Math.round(rng.int(800, 9000) * scale(year, 'GBP')) / 100) * 5);
  const pounds = Math.floor(tot);
  const pence = Math.round((tot - pounds) * 100);
  p.box(50, 50, 495, 210);
  p.text(70, shop, { y: 78, size: 13, bold: true, serif: true });
  p.text(525, `No. ${rng.int(100, 999)}`, { y: 78, size: 10, align: 'right' });
  p.text(70, 'RECEIPT', { y: 100, size: 10 });
  p.text(380, 'Date', { y: 100, size: 9 }).text(410, fd(date, 'ukshort'), { y: 100, size: 11 });
  p.text(70, 'Received with thanks from', { y: 130, size: 9 }).text(200, rng.pick(['Mr. A. Sunter', 'Mrs. M. Peacock', 'Dent Parish Council']), {
    y: 130,
    size: 11,
  });
  p.text(70, 'the sum of', { y: 156, size: 9 }).text(130, `${pounds} pounds ${pence} pence`, { y: 156, size: 11 });
  p.text(70, 'for', { y: 182, size: 9 }).text(
    100,
    rng.pick(['petrol & oil, account to date', 'M.O.T. test and repair', 'new tyre fitted', 'tow from Buttertubs Pass']),
    { y: 182, size: 11 },
  );
  p.box(70, 206, 130, 26);
  p.text(76, '£', { y: 224, size: 11 }).text(190, num(tot, 'en'), { y: 224, size: 13, align: 'right', bold: true });
  p.text(320, 'With thanks', { y: 224, size: 9 }).text(400, rng.pick(['J. Metcalfe', 'per pro S.M.']), { y: 224, size: 11 });
  p.text(70, `V.A.T. included at ${vatUK(year)}%`, { y: 250, size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Vermont: a country store's sales slip for gas and a few things, "TOTAL" boxed at the bottom. */
export function vermontSalesSlip(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1965, 1999);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const shop = `${rng.pick(["Currier's", "Hastings'", "Willey's"])} Store & Garage`;
  const gal = rng.int(8, 18);
  const ppg = r2((rng.int(28, 40) / 100) * (year < 1975 ? 1 : year < 1985 ? 3 : 3.4));
  const items: [string, number][] = [[`${gal} gal. regular @ ${num(ppg, 'en')}`, r2(gal * ppg)]];
  for (const [t, pr] of rng.some<[string, number]>(
    [
      ['Qt. oil', 2.5],
      ['Wiper blade', 6],
      ['Fan belt', 10],
      ['Tire patch', 4],
    ],
    rng.int(1, 2),
  ))
    items.push([t, r2(pr * f)]);
  const sub = sum(items.map((x) => x[1]));
  const tax = r2((sub - items[0][1]) * 0.04);
  const tot = r2(sub + tax);
  p.text(170, shop, { size: 12, bold: true });
  p.down(12).text(170, `${rng.pick(['Greensboro', 'Walden', 'East Burke'])}, Vermont`, { size: 8 });
  p.down(22)
    .text(170, `${fd(date, 'usshort')}`, { size: 10 })
    .text(420, `No. ${rng.int(100, 999)}`, { size: 9, align: 'right' });
  p.down(14).text(170, `M ${rng.pick(['Rollins', 'Gray', 'Sanville'])}`, { size: 10 });
  p.down(8);
  for (const [t, a] of items) {
    hline(p, 170, 250, p.y + 4);
    p.down(16).text(175, t, { size: 9.5 }).text(415, num(a, 'en'), { size: 9.5, align: 'right' });
  }
  hline(p, 170, 250, p.y + 4);
  p.down(16).text(300, 'Tax', { size: 8.5 }).text(415, num(tax, 'en'), { size: 9.5, align: 'right' });
  p.box(290, p.y + 6, 130, 18);
  p.down(20).text(300, 'TOTAL', { size: 9, bold: true }).text(415, num(tot, 'en'), { size: 10, bold: true, align: 'right' });
  p.down(24).text(170, 'All claims and returned goods MUST be accompanied by this bill.', { size: 6.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** Kentucky: a parts store's till receipt, narrow, grand total and tendered. */
export function kentuckyTill(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const year = yearOf(date);
  const f = scale(year, 'USD');
  const shop = `${rng.pick(['SPRINGFIELD', 'LEBANON', 'CAMPBELLSVILLE'])} AUTO PARTS`;
  const items = rng
    .some<[string, number]>(
      [
        ['MOTOR OIL 10W30 QT', 5],
        ['OIL FILTER PH8A', 7],
        ['WIPER BLADE 18IN', 9],
        ['BATTERY GRP 24', 95],
        ['BRAKE CLEAN', 5],
        ['HEADLAMP 6014', 14],
      ],
      rng.int(2, 4),
    )
    .map(([t, pr]) => [t, r2(pr * f)] as [string, number]);
  const sub = sum(items.map((x) => x[1]));
  const tax = r2(sub * 0.06);
  const tot = r2(sub + tax);
  p.text(297, shop, { align: 'center', size: 10, bold: true });
  p.down(11).text(297, `${rng.int(100, 999)} MAIN ST  (270) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { align: 'center', size: 8 });
  p.down(20).text(200, `${fd(date, 'us')}  ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}   REG ${rng.int(1, 3)}  TRN ${rng.int(1000, 9999)}`, {
    size: 8,
  });
  p.down(8);
  for (const [t, a] of items) p.down(12).text(200, t, { size: 8.5 }).text(395, num(a, 'en'), { size: 8.5, align: 'right' });
  p.down(16).text(260, 'SUBTOTAL', { size: 8.5 }).text(395, num(sub, 'en'), { size: 8.5, align: 'right' });
  p.down(12).text(260, 'KY TAX 6%', { size: 8.5 }).text(395, num(tax, 'en'), { size: 8.5, align: 'right' });
  p.down(14).text(260, 'TOTAL', { size: 10, bold: true }).text(395, num(tot, 'en'), { size: 10, bold: true, align: 'right' });
  p.down(12)
    .text(260, rng.pick(['CASH', 'VISA ****' + rng.int(1000, 9999)]), { size: 8.5 })
    .text(395, num(tot, 'en'), { size: 8.5, align: 'right' });
  p.down(20).text(297, 'RETURNS WITHIN 30 DAYS WITH RECEIPT', { align: 'center', size: 7.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}
