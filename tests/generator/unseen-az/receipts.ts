/** Receipts from the trades around the car: towing, transport, counter sales; three German, three English. */
import { doc, fd, hline, num, r2, row, vatDE, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, PageBuilder, bePlate, dePerson, dePlate, deStreet, enPerson, era, lines, pct, total, ukPlate, usPlate, usStreet } from './kit';

/** A German receipt-pad Quittung from a towing firm: net, MwSt, gross, the amount in words, 'dankend erhalten'. */
export function abschleppQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 2001);
  const name = rng.pick(['Abschleppdienst Kraus', 'Bergungs- und Abschleppdienst Huber', 'Auto-Hilfe Seidl']);
  p.box(60, 40, 475, 290);
  p.text(75, 'QUITTUNG', { size: 18, bold: true, y: 70 });
  p.text(520, `Nr. ${rng.int(100, 999)}`, { y: 70, align: 'right' });
  const net = r2((rng.int(6000, 45000) / 100) * era(yearOf(date)) * 2);
  const rate = vatDE(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  const cols: Col[] = [{ x: 380 }, { x: 520, align: 'right' }];
  p.y = 100;
  row(p, cols, ['DM netto', num(net, 'de')], { size: 10 });
  p.down(16);
  row(p, cols, [`+ ${rate} % MwSt.`, num(vat, 'de')], { size: 10 });
  p.down(16);
  row(p, cols, ['DM gesamt', num(gross, 'de')], { size: 10, bold: true });
  p.y = 160;
  p.text(75, 'DM in Worten', { size: 7 });
  p.down(13).text(75, `– ${rng.pick(['Betrag siehe oben', 'wie oben'])} –`, { serif: true });
  hline(p, 75, 445, p.y + 3);
  p.down(22).text(75, 'von', { size: 7 }).text(100, dePerson(rng), { serif: true });
  hline(p, 100, 420, p.y + 3);
  p.down(22)
    .text(75, 'für', { size: 7 })
    .text(100, `Abschleppen ${rng.pick(CARS_DE)}, ${dePlate(rng)}, von ${rng.pick(['BAB A 8', 'Ortsmitte', 'Parkplatz Hallenbad'])} zur Werkstatt`, {
      serif: true,
      size: 9.5,
    });
  hline(p, 100, 420, p.y + 3);
  p.down(22).text(75, 'richtig erhalten zu haben, bestätigt', { size: 8 });
  p.down(26).text(75, 'Ort / Datum', { size: 7 }).text(300, 'Stempel / Unterschrift', { size: 7 });
  p.down(14).text(75, `${rng.pick(['Ingolstadt', 'Pfaffenhofen', 'Freising'])}, ${fd(date, 'de')}`, { serif: true });
  p.text(300, name, { bold: true, size: 9 });
  p.down(11).text(300, `${deStreet(rng)} · Tag und Nacht ☎ ${rng.int(1000, 99999)}`, { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: gross });
}

/** Überführung im geschlossenen Anhänger: a short bill marked paid in cash, km driven at a rate, Anfahrt pauschal. */
export function ueberfuehrungQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2026);
  const name = rng.pick(['Oldtimer-Transporte Lindner', 'Fahrzeugtransporte Ackermann GmbH', 'Classic Car Logistik Vogel']);
  p.text(60, name, { size: 15, bold: true });
  p.down(12).text(
    60,
    `geschlossene Transporte · Überführungen · europaweit — ${deStreet(rng)}, ${rng.pick(['32052 Herford', '97070 Würzburg', '24103 Kiel'])}`,
    { size: 8 },
  );
  p.down(30).text(60, 'Barquittung', { size: 13, bold: true });
  p.text(535, fd(date, 'delong'), { align: 'right' });
  p.down(20).text(60, `Auftraggeber: ${dePerson(rng)}`, { size: 9.5 });
  p.down(13).text(60, `Fahrzeug: ${rng.pick(CARS_DE)}   von ${rng.pick(['Hamburg', 'Essen', 'Bremen'])} nach ${rng.pick(['München', 'Salzburg', 'Zürich'])}`, {
    size: 9.5,
  });
  p.down(22);
  const km = rng.int(250, 950);
  const rate = r2(rng.pick([0.9, 1.1, 1.25, 1.4]));
  const items: [string, number][] = [
    [`Transport ${km} km à ${num(rate, 'de')} €`, r2(km * rate)],
    ['Anfahrt pauschal', r2(rng.int(50, 150))],
    ['Be- und Entladen mit Seilwinde', r2(rng.int(30, 80))],
  ];
  for (const [k, v] of items) {
    p.text(75, k).text(480, `${num(v, 'de')} €`, { align: 'right' });
    p.down(13);
  }
  const net = r2(items.reduce((a, [, v]) => a + v, 0));
  const vat = pct(net, 19);
  const gross = r2(net + vat);
  hline(p, 330, 150, p.y);
  p.down(14)
    .text(340, 'Netto')
    .text(480, `${num(net, 'de')} €`, { align: 'right' });
  p.down(13)
    .text(340, 'MwSt. 19 %')
    .text(480, `${num(vat, 'de')} €`, { align: 'right' });
  p.down(15)
    .text(340, 'Brutto', { bold: true })
    .text(480, `${num(gross, 'de')} €`, { align: 'right', bold: true });
  p.down(30).box(60, p.y - 14, 230, 22);
  p.text(68, 'BETRAG BAR ERHALTEN', { bold: true, size: 11 });
  p.down(30).text(60, `Fahrer: ${dePerson(rng)}`, { size: 9 });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: gross });
}

/** An Austrian parts counter's till slip: narrow column, article lines, Summe, incl. USt., Bar, Rückgeld. */
export function teileKassenbon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const name = rng.pick(['Oldtimer-Teile Baumgartner', 'Kfz-Teile Huber KG', 'Autoteile Fankhauser']);
  const x0 = 200;
  const x1 = 400;
  p.text(300, name, { size: 11, bold: true, align: 'center' });
  p.down(12).text(300, `${rng.pick(['Linzer Straße', 'Grazer Straße', 'Innrain'])} ${rng.int(1, 200)}`, { size: 8, align: 'center' });
  p.down(10).text(300, rng.pick(['4020 Linz', '8020 Graz', '6020 Innsbruck']), { size: 8, align: 'center' });
  p.down(10).text(300, `UID ATU${rng.int(10000000, 99999999)}`, { size: 8, align: 'center' });
  p.down(18)
    .text(x0, `${fd(date, 'de')}  ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 })
    .text(x1, `Bon ${rng.int(1000, 9999)}`, { size: 8.5, align: 'right' });
  p.down(8).text(x0, '-'.repeat(48), { size: 8.5 });
  p.down(12);
  const ls = lines(
    rng,
    [
      ['Zündkerzen W7DC', 3, 6],
      ['Keilriemen 10x900', 8, 18],
      ['Ölfilter W 940', 7, 15],
      ['Motoröl 20W-50 1l', 8, 14],
      ['Bremsflüssigkeit DOT4', 6, 12],
      ['Scheibenwischer 13"', 9, 20],
      ['Birne H4 12V', 5, 12],
    ],
    rng.int(3, 5),
    1,
    4,
  );
  for (const l of ls) {
    p.text(x0, l.text, { size: 8.5 });
    p.down(10)
      .text(x0 + 10, `${l.qty} x ${num(l.unit, 'de')}`, { size: 8.5 })
      .text(x1, num(l.amount, 'de'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  const gross = total(ls);
  const vat = r2(gross - gross / 1.2);
  p.text(x0, '-'.repeat(48), { size: 8.5 });
  p.down(12).text(x0, 'SUMME EUR', { size: 10, bold: true }).text(x1, num(gross, 'de'), { size: 10, bold: true, align: 'right' });
  const paid = Math.ceil(gross / 10) * 10;
  p.down(12).text(x0, 'Bar', { size: 8.5 }).text(x1, num(paid, 'de'), { size: 8.5, align: 'right' });
  p.down(10)
    .text(x0, 'Rückgeld', { size: 8.5 })
    .text(x1, num(r2(paid - gross), 'de'), { size: 8.5, align: 'right' });
  p.down(14).text(x0, `inkl. 20% USt ${num(vat, 'de')}`, { size: 8 });
  p.down(16).text(300, 'Danke für Ihren Einkauf!', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: gross });
}

/** A US towing and recovery receipt: ticket grid, hook-up, per-mile, winching, paid stamp. */
export function usTowReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const name = rng.pick(["Pemberton's Towing & Recovery", 'A-1 Wrecker Service', 'Lone Oak Towing']);
  p.text(60, name, { size: 16, bold: true });
  p.down(13).text(60, `24 HR SERVICE • LIGHT & HEAVY DUTY • FLATBED  |  ${usStreet(rng)}, ${rng.pick(['Waco, TX', 'Ocala, FL', 'Salem, OR'])}`, { size: 8 });
  p.down(24)
    .text(60, 'TOW RECEIPT', { size: 12, bold: true })
    .text(535, `TICKET ${rng.int(10000, 99999)}`, { align: 'right' });
  p.down(18);
  const grid: [string, string][] = [
    ['DATE', fd(date, 'us')],
    ['CALLED BY', enPerson(rng)],
    ['YR/MAKE', `${rng.int(1955, 1985)} ${rng.pick(['Cadillac', 'Pontiac', 'Ford', 'Plymouth'])}`],
    ['PLATE', usPlate(rng)],
  ];
  grid.forEach(([k, v], i) => {
    const x = 60 + i * 119;
    p.box(x, p.y - 10, 119, 28);
    p.text(x + 3, k, { size: 6.5, y: p.y - 2 }).text(x + 5, v, { size: 9, y: p.y + 13 });
  });
  p.down(34)
    .text(60, `FROM: ${usStreet(rng)}`, { size: 9 })
    .text(300, `TO: ${rng.pick(['Owner residence', 'Restoration shop', 'Storage unit'])}`, { size: 9 });
  p.down(22);
  const miles = rng.int(5, 80);
  const per = rng.pick([2.5, 3, 3.5, 4.5]);
  const items: [string, number][] = [
    ['Hook-up / flatbed', r2(rng.int(45, 150))],
    [`Mileage ${miles} mi @ ${num(per, 'en')}`, r2(miles * per)],
  ];
  if (rng.chance(0.5)) items.push(['Winching', r2(rng.int(25, 90))]);
  if (rng.chance(0.5)) items.push(['Dollies / go-jacks', r2(rng.int(20, 60))]);
  for (const [k, v] of items) {
    p.text(75, k).text(535, num(v, 'en'), { align: 'right' });
    p.down(14);
  }
  const tot = r2(items.reduce((a, [, v]) => a + v, 0));
  hline(p, 400, 135);
  p.down(14)
    .text(400, 'TOTAL', { bold: true })
    .text(535, `$${num(tot, 'en')}`, { align: 'right', bold: true });
  p.down(28).box(60, p.y - 16, 110, 24);
  p.text(70, `PAID ${rng.pick(['CASH', 'CARD', 'CHECK'])}`, { bold: true, size: 12 });
  p.text(200, 'Driver: ___________   Customer signature: ______________', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: tot });
}

/** A UK enclosed-transport firm's receipt for payment: received with thanks, invoice settled, VAT shown. */
export function ukTransportReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const name = rng.pick(['Hastings Classic Car Transport', 'Whitfield Covered Carriers Ltd', 'Marsh Vehicle Movements']);
  p.text(297, name, { size: 15, bold: true, align: 'center', serif: true });
  p.down(13).text(297, `Enclosed single-car transport · UK & Europe · ${rng.pick(['Newbury', 'Melton Mowbray', 'Tonbridge'])}`, { size: 8, align: 'center' });
  p.down(40).text(297, 'RECEIPT', { size: 14, bold: true, align: 'center' });
  const net = r2(rng.int(12000, 95000) / 100);
  const vr = vatUK(yearOf(date));
  const vat = pct(net, vr);
  const gross = r2(net + vat);
  p.down(36).text(80, `Received with thanks from ${enPerson(rng)} the sum of £${num(gross, 'en')}`, { serif: true });
  p.down(16).text(80, `in settlement of invoice ${rng.int(2000, 8999)} for the collection of a ${rng.pick(CARS_EN)}`, { serif: true });
  p.down(16).text(
    80,
    `(${ukPlate(rng, rng.int(1960, 2000))}) from ${rng.pick(['Goodwood', 'Beaulieu', 'Silverstone', 'a private address in Kent'])} and delivery to the owner.`,
    { serif: true },
  );
  p.down(30);
  const cols: Col[] = [{ x: 300 }, { x: 480, align: 'right' }];
  row(p, cols, ['Transport charge', num(net, 'en')], { size: 10 });
  p.down(14);
  row(p, cols, [`VAT ${vr}%`, num(vat, 'en')], { size: 10 });
  p.down(14);
  row(p, cols, ['Total received', num(gross, 'en')], { size: 10, bold: true });
  p.down(30)
    .text(80, `Date: ${fd(date, 'uklong')}`, { serif: true })
    .text(300, `Method: ${rng.pick(['BACS', 'cheque', 'debit card'])}`, { serif: true });
  p.down(30).text(80, 'Signed for and on behalf of the company ______________________', { size: 9 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: gross });
}

/** A Belgian tyre centre's English till receipt: plate on the slip, BTW/TVA 21 % included, paid by card. */
export function beTyreTill(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const name = rng.pick(['Bandencentrale Peeters', 'Pneus & Tyres Dubois', 'Tyre Point Antwerp']);
  const x0 = 190;
  const x1 = 405;
  p.text(297, name.toUpperCase(), { size: 11, bold: true, align: 'center' });
  p.down(11).text(
    297,
    `${rng.pick(['Noorderlaan', 'Chaussée de Louvain', 'Kortrijksesteenweg'])} ${rng.int(1, 400)} · ${rng.pick(['2030 Antwerpen', '1030 Brussels', '9000 Gent'])}`,
    { size: 8, align: 'center' },
  );
  p.down(10).text(297, `VAT BE 0${rng.int(400, 899)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, { size: 8, align: 'center' });
  p.down(18).text(x0, 'SALES RECEIPT', { size: 9, bold: true });
  p.down(12)
    .text(x0, `Date ${fd(date, 'uk')}`, { size: 8.5 })
    .text(x1, `Till 2 / ${rng.int(10000, 99999)}`, { size: 8.5, align: 'right' });
  p.down(11).text(x0, `Vehicle ${bePlate(rng)}`, { size: 8.5 });
  p.down(6).text(x0, '='.repeat(44), { size: 8.5 });
  p.down(12);
  const ls = lines(
    rng,
    [
      ['Tyre 165/80 R15 Vredestein', 85, 160],
      ['Tyre 185/70 R14 Michelin', 90, 170],
      ['Fitting + balancing', 12, 22],
      ['Valve', 2, 5],
      ['Recycling fee', 2, 4],
    ],
    rng.int(3, 4),
    1,
    4,
  );
  for (const l of ls) {
    p.text(x0, `${l.qty} ${l.text}`, { size: 8.5 }).text(x1, num(l.amount, 'de'), { size: 8.5, align: 'right' });
    p.down(11);
  }
  const gross = total(ls);
  const net = r2(gross / 1.21);
  p.text(x0, '='.repeat(44), { size: 8.5 });
  p.down(13).text(x0, 'TOTAL EUR', { size: 10, bold: true }).text(x1, num(gross, 'de'), { size: 10, bold: true, align: 'right' });
  p.down(12).text(x0, 'of which excl. VAT', { size: 8 }).text(x1, num(net, 'de'), { size: 8, align: 'right' });
  p.down(10)
    .text(x0, 'VAT 21%', { size: 8 })
    .text(x1, num(r2(gross - net), 'de'), { size: 8, align: 'right' });
  p.down(14).text(x0, `Bancontact ****${rng.int(1000, 9999)}  APPROVED`, { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name.toUpperCase(), date, totalCost: gross });
}
