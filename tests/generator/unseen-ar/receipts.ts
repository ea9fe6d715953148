/** Small paper: a petrol station's receipt, a Swiss parts counter, the HU fee, a Jaguar spares counter, a tow, storage. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r05, r2, row, sum, vatCH, vatDE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, draw, lv, NAMES_CH, NAMES_UK, NAMES_US, odo, plateDE, plateTX, plateUK, int1000 } from './kit';

const receipt = (shopName: string, date: string, totalCost: number) => ({ documentType: 'receipt', shopName, date, totalCost });

/** An Aral station's receipt, 1970s: litres, price per litre, a stamp. */
export function aralTankquittung(rng: Random): Generated {
  const date = rng.date(1970, 1979);
  const shop = `Aral-Tankstelle ${rng.pick(['Karl Bühler', 'Fritz Häberle', 'Otto Nägele'])}`;
  const l = rng.int(38, 62) + rng.int(0, 9) / 10;
  const ppl = rng.pick([0.64, 0.69, 0.79, 0.89, 0.95]);
  const fuel = r2(l * ppl);
  const oil = rng.chance(0.5) ? r2(rng.pick([3.2, 4.5, 5.9])) : 0;
  const total = r2(fuel + oil);
  const p = new PageBuilder();
  p.box(180, 40, 235, 260);
  p.text(297, 'ARAL', { y: 68, size: 20, bold: true, align: 'center' });
  p.text(297, shop, { y: 84, size: 9, align: 'center' });
  p.text(297, `Neckarstraße ${rng.int(10, 200)} · 7000 Stuttgart-Bad Cannstatt`, { y: 95, size: 7.5, align: 'center' });
  p.text(297, 'QUITTUNG', { y: 120, size: 11, bold: true, align: 'center' });
  p.y = 145;
  const cols = [{ x: 192 }, { x: 403, align: 'right' as const }];
  row(p, cols, [`${num(l, 'de')} l Super à ${num(ppl, 'de')}`, `DM ${num(fuel, 'de')}`], { size: 9 });
  if (oil) {
    p.down(14);
    row(p, cols, ['1 Dose Motoröl', `DM ${num(oil, 'de')}`], { size: 9 });
  }
  p.down(8);
  hline(p, 192, 211);
  p.down(14);
  row(p, cols, ['Betrag', `DM ${num(total, 'de')}`], { size: 10, bold: true });
  p.down(14);
  p.text(192, `inkl. ${vatDE(yearOf(date))} % MwSt.`, { size: 7.5 });
  p.down(22);
  lv(p, 192, 'Kennz.', plateDE(rng, 'S'), { dx: 50, size: 9 });
  p.down(14);
  lv(p, 192, 'Datum', fd(date, 'de2'), { dx: 50, size: 9 });
  p.down(30);
  p.text(297, 'Dankend erhalten', { size: 8, align: 'center' });
  return doc(p, 'de', receipt(shop, date, total));
}

/** A Swiss parts dealer's cash-sale slip, 1990s, CHF with MWST included. */
export function teileBarverkaufZuerich(rng: Random): Generated {
  const date = rng.date(1995, 2003);
  const shop = 'Sterngarage Oerlikon Ersatzteile';
  const items = draw(
    rng,
    [
      ['Zündkerzen Bosch W8DC', 8.9],
      ['Ölfilter A 000 180 26 09', 21.5],
      ['Scheibenwischerblatt', 18.4],
      ['Glühlampe 12V 45/40W', 6.2],
      ['Chromzierleiste Tür links', 148],
      ['Radkappe 280 SL', 165],
      ['Dichtgummi Hardtop', 96],
    ],
    2,
    4,
  );
  const total = r05(sum(items.map((x) => x[1])));
  const vr = vatCH(yearOf(date));
  const p = new PageBuilder();
  p.text(50, 'STERNGARAGE OERLIKON AG', { y: 50, size: 12, bold: true });
  p.text(50, 'Ersatzteile & Zubehör · Schaffhauserstrasse 350 · 8050 Zürich · 01 316 ' + rng.int(10, 99) + ' ' + rng.int(10, 99), { y: 62, size: 8 });
  p.text(50, `Barverkauf Nr. ${rng.int(10000, 99999)}`, { y: 95, size: 11, bold: true });
  p.text(545, `Zürich, ${fd(date, 'de')}`, { y: 95, size: 9, align: 'right' });
  p.text(50, `Kunde: ${rng.pick(NAMES_CH)} · Fahrzeug: 280 SL (W113)`, { y: 112, size: 8.5 });
  p.y = 140;
  const cols = [{ x: 50 }, { x: 90 }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Stk.', 'Artikel', 'Preis', 'Total'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 3);
  for (const x of items) {
    p.down(13);
    row(p, cols, ['1', x[0], num(x[1], 'ch'), num(x[1], 'ch')], { size: 8.5 });
  }
  p.down(24);
  row(p, cols, ['', `Total Fr. (inkl. ${vr} % MWST)`, '', num(total, 'ch')], { bold: true });
  p.down(16);
  p.text(90, 'Bar bezahlt — besten Dank', { size: 8.5 });
  p.text(50, 'Umtausch nur gegen Quittung innert 14 Tagen. Elektrische Teile sind vom Umtausch ausgeschlossen.', { y: 300, size: 7 });
  return doc(p, 'de', receipt(shop, date, total));
}

/** The fee receipt of a German inspection body for a Hauptuntersuchung with H-classification, 2000s. */
export function huGebuehrKoeln(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(2001, 2024);
  const shop = rng.pick(['TÜV Rheinland Prüfstelle Köln-Poll', 'DEKRA Automobil GmbH Niederlassung Köln']);
  const hu = r2(rng.pick([41.5, 48.9, 53.6, 62.3]));
  const au = r2(rng.pick([18.5, 23.4, 27.1]));
  const h = rng.chance(0.5) ? r2(rng.pick([95, 115, 128])) : 0;
  const net = r2(hu + au + h);
  const vr = vatDE(yearOf(date));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, shop, { y: 50, size: 12, bold: true });
  p.text(50, `Kassenbeleg / Quittung Nr. ${rng.int(100000, 999999)}`, { y: 80, size: 10 });
  p.y = 105;
  for (const [l, v] of [
    ['Datum', fd(date, 'de')],
    ['Amtl. Kennzeichen', plateDE(rng, 'K', true)],
    ['FIN', c.vin],
    ['Fabrikat/Typ', 'Ford Mustang'],
    ['Tachostand', `${int1000(odo(c, date, rng), '.')} mls`],
  ]) {
    lv(p, 50, l, v, { dx: 110 });
    p.down(13);
  }
  p.down(12);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  const lines: [string, number][] = [
    ['Hauptuntersuchung § 29 StVZO', hu],
    ['Untersuchung der Abgase (AU)', au],
  ];
  if (h) lines.push(['Begutachtung § 23 StVZO (Oldtimer)', h]);
  for (const [l, v] of lines) {
    row(p, cols, [l, `${num(v, 'de')} EUR`]);
    p.down(13);
  }
  hline(p, 50, 350);
  p.down(13);
  row(p, cols, ['Netto', `${num(net, 'de')} EUR`]);
  p.down(13);
  row(p, cols, [`USt ${vr} %`, `${num(vat, 'de')} EUR`]);
  p.down(14);
  row(p, cols, ['Gesamt (EC-Karte)', `${num(total, 'de')} EUR`], { bold: true });
  p.down(30);
  p.text(50, 'Ergebnis: ohne festgestellte Mängel. Plakette zugeteilt.', { size: 8.5 });
  return doc(p, 'de', receipt(shop, date, total));
}

/** A Jaguar spares counter's till slip, 1980s, £ with VAT shown. */
export function sparesCounterSlip(rng: Random): Generated {
  const date = rng.date(1980, 1995);
  const shop = 'Midland Jaguar Spares';
  const items = draw(
    rng,
    [
      ['Fan belt', 4.8],
      ['Bonnet badge', 12.5],
      ['Wiper blades (3)', 9.6],
      ['Distributor cap', 8.4],
      ['Rear lamp lens', 14.2],
      ['Chrome wire wheel spinner', 38],
    ],
    2,
    4,
  );
  const net = sum(items.map((x) => x[1]));
  const vr = vatUK(yearOf(date));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(297, 'MIDLAND JAGUAR SPARES', { y: 50, size: 11, bold: true, align: 'center' });
  p.text(297, `Unit ${rng.int(1, 30)} Tyseley Ind. Est., Birmingham B11 · 021-706 ${rng.int(1000, 9999)}`, { y: 61, size: 7.5, align: 'center' });
  p.text(297, 'COUNTER SALE — CASH', { y: 80, size: 9, align: 'center' });
  p.y = 100;
  p.text(200, fd(date, 'ukdot'), { size: 8.5 });
  p.text(395, `No. ${rng.int(1000, 9999)}`, { size: 8.5, align: 'right' });
  p.down(16);
  for (const x of items) {
    p.text(200, x[0], { size: 8.5 });
    p.text(395, num(x[1], 'en'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(4);
  for (const [l, v] of [
    ['GOODS', net],
    [`VAT ${vr}%`, vat],
    ['TOTAL £', total],
  ] as [string, number][]) {
    p.text(280, l, { size: 8.5, bold: l.startsWith('TOTAL') });
    p.text(395, num(v, 'en'), { size: 8.5, align: 'right', bold: l.startsWith('TOTAL') });
    p.down(12);
  }
  p.down(10);
  p.text(297, 'Served by: ' + rng.pick(['Ken', 'Dave', 'Phil']), { size: 7.5, align: 'center' });
  return doc(p, 'en', receipt(shop, date, total));
}

/** A Texas wrecker service's tow receipt, 1980s. */
export function towReceiptTexas(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1980, 1997);
  const shop = "Hank's Wrecker Service";
  const hook = rng.pick([35, 45, 55]);
  const mi = rng.int(4, 40);
  const perMile = rng.pick([1.5, 2, 2.5]);
  const total = r2(hook + mi * perMile);
  const p = new PageBuilder();
  p.text(50, "HANK'S WRECKER SERVICE", { y: 50, size: 13, bold: true });
  p.text(50, `24 HR TOWING · Pasadena, Texas · (713) 472-${rng.int(1000, 9999)} · TX PERMIT ${rng.int(1000, 9999)}`, { y: 62, size: 8 });
  p.text(545, `No ${rng.int(1000, 9999)}`, { y: 50, size: 11, align: 'right' });
  p.y = 95;
  lv(p, 50, 'DATE', fd(date, 'us'), { dx: 70 });
  p.down(14);
  lv(p, 50, 'OWNER', rng.pick(NAMES_US), { dx: 70 });
  p.down(14);
  lv(p, 50, 'VEHICLE', `1970 Ford Mustang  VIN ${c.vin}  LIC ${plateTX(rng)}`, { dx: 70 });
  p.down(14);
  lv(p, 50, 'FROM', `I-45 at ${rng.pick(['Edgebrook', 'Almeda', 'Monroe'])}`, { dx: 70 });
  p.down(14);
  lv(p, 50, 'TO', "Dale's / owner's residence", { dx: 70 });
  p.down(24);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  row(p, cols, ['Hook-up', num(hook, 'en')]);
  p.down(14);
  row(p, cols, [`Mileage ${mi} mi @ ${num(perMile, 'en')}`, num(r2(mi * perMile), 'en')]);
  p.down(14);
  hline(p, 50, 350);
  p.down(14);
  row(p, cols, ['TOTAL PAID', `$${num(total, 'en')}`], { bold: true });
  p.down(18);
  p.text(50, 'Paid:  [x] Cash   [ ] Check   [ ] Motor club', { size: 8.5 });
  p.text(50, 'Received by ______________________', { y: 300, size: 8.5 });
  return doc(p, 'en', receipt(shop, date, total));
}

/** A Surrey classic-car storage's quarterly receipt, 2000s. */
export function storageReceipt(rng: Random): Generated {
  const date = rng.date(2004, 2013);
  const shop = 'Hogs Back Classic Car Storage';
  const months = 3;
  const m = rng.pick([85, 95, 110, 125]);
  const extra = rng.chance(0.5) ? rng.pick([25, 35]) : 0;
  const net = r2(m * months + extra);
  const vr = date >= '2008-12-01' && date < '2010-01-01' ? 15 : vatUK(yearOf(date));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'Hogs Back Classic Car Storage', { y: 52, size: 15, serif: true });
  p.text(50, `Dehumidified storage · Battery conditioning · Seale, Farnham GU10 1${'HJ'[rng.int(0, 1)]}${'ABD'[rng.int(0, 2)]}`, { y: 65, size: 8 });
  p.text(50, 'RECEIPT', { y: 105, size: 14, bold: true });
  p.text(545, `Date: ${fd(date, 'uklong')}`, { y: 105, size: 9, align: 'right' });
  p.text(50, `Received with thanks from ${rng.pick(NAMES_UK)} the sum shown below for:`, { y: 130, size: 9 });
  p.text(50, `Storage of Mercedes-Benz 280 SL, reg. ${plateUK(rng, 'E')} — ${months} months in advance`, { y: 145, size: 9 });
  p.y = 175;
  const cols = [{ x: 60 }, { x: 430, align: 'right' as const }];
  row(p, cols, [`${months} × £${num(m, 'en')} per month`, num(m * months, 'en')]);
  if (extra) {
    p.down(13);
    row(p, cols, ['Trickle charging and tyre pressure checks', num(extra, 'en')]);
  }
  p.down(13);
  row(p, cols, [`VAT ${vr}%`, num(vat, 'en')]);
  p.down(15);
  row(p, cols, ['Total received', `£${num(total, 'en')}`], { bold: true });
  p.down(24);
  p.text(60, 'Paid by standing order. Receipt ref. ' + rng.int(1000, 9999), { size: 8 });
  return doc(p, 'en', receipt(shop, date, total));
}
