/**
 * German-language workshop bills full of dates: a West German order-and-invoice form, an Austrian bill with the
 * repair day apart from the bill's, a Zurich garage's in-and-out bill, a restorer's bill with a work day per line, and
 * a village workshop's carbon slip dated with Roman months.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { work, totals } from './jobs';
import {
  PageBuilder,
  addDays,
  addMonths,
  amt,
  car,
  carName,
  clock,
  currency,
  digits,
  dt,
  kv,
  km,
  letters,
  money,
  my,
  out,
  personDe,
  r2,
  rule,
  workday,
  yearOf,
} from './kit';

const d = (rng: Random, a: number, b: number) => rng.date(a, b);

/** West German "Reparatur-Auftrag / Rechnung" form: order, car taken in, work done on, ready, invoice, due, next inspection. */
export function westAuftragRechnung(rng: Random): Generated {
  const order = workday(d(rng, 1968, 2001));
  const taken = workday(addDays(order, rng.int(0, 3)));
  const done = workday(addDays(taken, rng.int(0, 2)));
  const ready = addDays(done, rng.int(0, 1));
  const invoice = ready;
  const due = addDays(invoice, rng.pick([8, 14, 30]));
  const last = addDays(order, -rng.int(120, 420));
  const year = yearOf(invoice);
  const cur = currency('DE', year);
  const c = car(rng, order);
  const shop = rng.pick(['Autohaus Lindner GmbH', 'Kfz-Werkstatt Otto Brandl', 'Auto-Service Reinhardt KG', 'Fahrzeugtechnik Seibold GmbH']);
  const town = rng.pick(['Würzburg', 'Kassel', 'Rosenheim', 'Bielefeld', 'Ulm']);
  const w = work(rng, 'de', year, cur, rng.int(2, 4));
  const net = r2(w.labourSum + w.partsSum);
  const t = totals(net, cur.vat);
  const mileage = rng.int(20000, 190000);
  const style = rng.pick(['dd.mm.yy', 'dd.mm.yyyy'] as const);
  const plate = `${rng.pick(['WÜ', 'KS', 'RO', 'BI', 'UL'])}-${letters(rng, 2)} ${digits(rng, rng.int(2, 3))}`;

  const p = new PageBuilder();
  p.y = 52;
  p.text(40, shop, { size: 15, bold: true });
  p.down(13);
  p.text(
    40,
    `Meisterbetrieb · ${rng.pick(['Industriestraße', 'Bahnhofstraße', 'Am Anger'])} ${rng.int(2, 80)} · ${rng.int(10, 99)}${rng.int(100, 999)} ${town} · Tel. ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    { size: 8 },
  );
  p.down(26);
  p.text(40, 'REPARATUR-AUFTRAG UND RECHNUNG', { size: 12, bold: true });
  p.text(555, `Nr. ${rng.int(1000, 89999)}`, { size: 11, align: 'right', bold: true });
  p.down(8);
  p.box(40, p.y, 515, 92);
  const top = p.y + 14;
  p.y = top;
  p.text(48, 'Auftraggeber:', { size: 8 });
  p.text(48, personDe(rng), { size: 10, y: top + 14 });
  p.text(48, `${rng.pick(['Lindenweg', 'Hauptstraße', 'Gartenstraße'])} ${rng.int(1, 60)}, ${town}`, { size: 9, y: top + 27 });
  const rx = 300;
  kv(p, rx, 'Auftragsdatum:', dt(order, style), 120);
  p.down(13);
  kv(p, rx, 'Fahrzeug angenommen am:', `${dt(taken, style)}, ${clock(rng, 7, 9)} Uhr`, 120);
  p.down(13);
  kv(p, rx, 'Fertigstellung zugesagt:', dt(addDays(taken, 1), style), 120);
  p.down(13);
  kv(p, rx, 'Letzter Werkstattbesuch:', dt(last, style), 120);
  p.down(13);
  kv(p, rx, 'Kundennummer:', String(rng.int(10000, 99999)), 120);
  p.y = top + 50;
  kv(p, 48, 'Kennzeichen:', plate, 62);
  p.down(13);
  kv(p, 48, 'Fahrzeug:', carName(c), 62);
  p.y = top + 88;
  p.down(18);
  kv(p, 40, 'Fahrgestell-Nr.:', c.vin, 75);
  kv(p, 260, 'Erstzulassung:', dt(c.firstReg, style), 70);
  kv(p, 420, 'km-Stand:', km(mileage, 'de'), 50);
  p.down(24);

  p.text(40, 'Pos.', { size: 8, bold: true });
  p.text(70, 'Ausgeführte Arbeiten', { size: 8, bold: true });
  p.text(440, 'Std.', { size: 8, bold: true, align: 'right' });
  p.text(555, `Betrag ${cur.sym}`, { size: 8, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  w.labour.forEach((l, i) => {
    p.text(40, String(i + 1), { size: 9 });
    p.text(70, l.text, { size: 9 });
    p.text(440, amt(l.hours, cur), { size: 9, align: 'right' });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(70, `Arbeiten ausgeführt am ${dt(done, style)} — Stundensatz ${amt(w.rate, cur)} ${cur.sym}`, { size: 8 });
  p.down(18);
  p.text(40, 'Menge', { size: 8, bold: true });
  p.text(70, 'Ersatzteile / Material', { size: 8, bold: true });
  p.text(555, `Betrag ${cur.sym}`, { size: 8, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const l of w.parts) {
    p.text(40, '1', { size: 9 });
    p.text(70, l.text, { size: 9 });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(6);
  rule(p, 330, 225);
  p.down(13);
  const sumLine = (label: string, v: number, bold = false) => {
    p.text(340, label, { size: 9, bold });
    p.text(555, amt(v, cur), { size: 9, align: 'right', bold });
    p.down(13);
  };
  sumLine('Summe Arbeitslohn', w.labourSum);
  sumLine('Summe Ersatzteile', w.partsSum);
  if (cur.vat) {
    sumLine('Nettobetrag', t.net);
    sumLine(`${cur.vat} % MwSt.`, t.tax);
  }
  p.box(335, p.y - 10, 220, 16, true);
  sumLine(`Rechnungsbetrag ${cur.sym}`, t.gross, true);
  p.down(12);
  kv(p, 40, 'Rechnungsdatum:', dt(invoice, style), 90);
  p.down(13);
  kv(p, 40, 'Zahlbar bis:', `${dt(due, style)} ohne Abzug`, 90);
  p.down(13);
  const next = addMonths(done, 12);
  kv(p, 40, 'Nächste Inspektion:', `bei ${km(mileage + 7500, 'de')} km oder ${my(next, '/')}`, 90);
  p.down(13);
  kv(p, 40, 'Fahrzeug abgeholt:', dt(ready, style), 90);
  p.down(30);
  p.text(40, 'Die Arbeiten wurden ordnungsgemäß ausgeführt. Altteile wurden dem Kunden angeboten.', { size: 8 });
  p.down(34);
  p.text(40, '______________________', { size: 9 });
  p.text(330, '______________________', { size: 9 });
  p.down(11);
  p.text(40, 'Unterschrift Kunde', { size: 7 });
  p.text(330, 'Werkstattmeister', { size: 7 });
  p.text(40, `Vordruck Nr. ${rng.int(100, 999)} · Druck ${my(addMonths(order, -rng.int(12, 60)), '.')}`, { size: 6, y: 812 });

  return out(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: done,
    serviceMileage: mileage,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: t.gross,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}

/** Austrian bill: "Rechnung vom 3. Jänner", the repair day apart, handover and collection, §57a due, payable within 8 days. */
export function oesterreichReparaturtag(rng: Random): Generated {
  const handover = workday(d(rng, 1965, 2026));
  const repair = workday(addDays(handover, rng.int(0, 3)));
  const collect = addDays(repair, rng.int(0, 2));
  const invoice = addDays(collect, rng.int(0, 4));
  const year = yearOf(invoice);
  const cur = currency('AT', year);
  const c = car(rng, handover);
  const shop = rng.pick(['Kfz-Technik Pölzl', 'Autohaus Wimmer GesmbH', 'Reparaturwerkstätte Haberl & Sohn', 'Garage Leitner OG']);
  const town = rng.pick(['Graz', 'Linz', 'Wels', 'Klagenfurt', 'St. Pölten']);
  const w = work(rng, 'de', year, cur, rng.int(2, 3));
  const net = r2(w.labourSum + w.partsSum);
  const t = totals(net, cur.vat);
  const mileage = rng.int(15000, 240000);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop, { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14);
  p.text(297, `${rng.pick(['Wiener Straße', 'Grazer Straße', 'Linzer Gasse'])} ${rng.int(1, 120)}, A-${rng.int(1000, 9999)} ${town}`, {
    size: 9,
    serif: true,
    align: 'center',
  });
  p.down(40);
  p.text(40, `Herrn/Frau ${personDe(rng)}`, { size: 10, serif: true });
  p.text(555, `${town}, am ${dt(invoice, 'd. Monat yyyy at')}`, { size: 10, serif: true, align: 'right' });
  p.down(30);
  p.text(40, `RECHNUNG Nr. ${rng.int(100, 9999)}/${String(year).slice(2)}`, { size: 13, bold: true, serif: true });
  p.down(20);
  p.text(40, `Fahrzeug: ${carName(c)}, Kennzeichen ${rng.pick(['G', 'L', 'WE', 'K', 'P'])} ${digits(rng, 3)}.${digits(rng, 3)}, Fahrgestell ${c.vin}`, {
    size: 9.5,
    serif: true,
  });
  p.down(14);
  p.text(40, `Übernahme des Fahrzeugs: ${dt(handover, 'd.m.yyyy')}   Reparaturtag: ${dt(repair, 'd.m.yyyy')}   Ausfolgung: ${dt(collect, 'd.m.yyyy')}`, {
    size: 9.5,
    serif: true,
  });
  p.down(14);
  p.text(40, `Kilometerstand bei Übernahme: ${km(mileage, 'de')} km`, { size: 9.5, serif: true });
  p.down(24);
  p.text(40, 'Für die an Ihrem Fahrzeug durchgeführten Arbeiten erlauben wir uns zu berechnen:', { size: 9.5, serif: true });
  p.down(20);
  p.text(40, 'Arbeitsleistung', { size: 10, bold: true, serif: true });
  p.down(14);
  for (const l of w.labour) {
    p.text(55, `${l.text} (${amt(l.hours, cur)} Std.)`, { size: 9.5, serif: true });
    p.text(555, amt(l.amount, cur), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(380, 'Arbeitslohn gesamt', { size: 9.5, serif: true });
  p.text(555, amt(w.labourSum, cur), { size: 9.5, serif: true, align: 'right', bold: true });
  p.down(20);
  p.text(40, 'Material', { size: 10, bold: true, serif: true });
  p.down(14);
  for (const l of w.parts) {
    p.text(55, l.text, { size: 9.5, serif: true });
    p.text(555, amt(l.amount, cur), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(380, 'Material gesamt', { size: 9.5, serif: true });
  p.text(555, amt(w.partsSum, cur), { size: 9.5, serif: true, align: 'right', bold: true });
  p.down(20);
  rule(p, 370, 185);
  p.down(13);
  if (cur.vat) {
    p.text(380, 'Summe netto', { size: 9.5, serif: true });
    p.text(555, amt(t.net, cur), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
    p.text(380, `+ ${cur.vat} % USt.`, { size: 9.5, serif: true });
    p.text(555, amt(t.tax, cur), { size: 9.5, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(380, 'Zu bezahlen', { size: 10.5, serif: true, bold: true });
  p.text(555, money(t.gross, cur, 'pre'), { size: 10.5, serif: true, align: 'right', bold: true });
  p.down(30);
  p.text(40, `Zahlbar binnen 8 Tagen, d. i. bis ${dt(addDays(invoice, 8), 'd. Monat yyyy at')}, ohne Abzug.`, { size: 9.5, serif: true });
  p.down(14);
  const pickerl = addMonths(repair, rng.int(3, 14));
  p.text(40, `Nächste wiederkehrende Begutachtung (§ 57a KFG): ${my(pickerl, '/', true)}`, { size: 9.5, serif: true });
  p.down(14);
  p.text(40, `Ihr letzter Besuch bei uns: ${dt(addDays(handover, -rng.int(90, 500)), 'd.m.yyyy')}`, { size: 9.5, serif: true });
  p.down(40);
  p.text(40, 'Mit bestem Dank für Ihren Auftrag', { size: 9.5, serif: true });
  return out(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: repair,
    serviceMileage: mileage,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: t.gross,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}

/** Zurich garage: car in (Eintritt) and out (Austritt), the bill's own date, last and next MFK — no work date of its own. */
export function zuerichEintrittAustritt(rng: Random): Generated {
  const entry = workday(d(rng, 1970, 2026));
  const exit = workday(addDays(entry, rng.int(1, 6)));
  const bill = addDays(exit, rng.int(0, 3));
  const year = yearOf(bill);
  const cur = currency('CH', year);
  const c = car(rng, entry);
  const shop = rng.pick(['Garage Bachmann AG', 'Auto Schnyder AG', 'Garage du Lac Meilen AG', 'Sportwagen-Service Egli GmbH']);
  const w = work(rng, 'de', year, cur, rng.int(2, 4));
  const net = r2(w.labourSum + w.partsSum);
  const tax = r2(Math.round(((net * cur.vat) / 100) * 20) / 20);
  const gross = r2(net + tax);
  const mileage = rng.int(20000, 200000);
  const style = rng.pick(['dd.mm.yy', 'dd.mm.yyyy'] as const);
  const p = new PageBuilder();
  p.y = 50;
  p.text(555, shop, { size: 14, bold: true, align: 'right' });
  p.down(12);
  p.text(
    555,
    `${rng.pick(['Seestrasse', 'Zürcherstrasse', 'Dorfstrasse'])} ${rng.int(1, 200)} · CH-${rng.int(8000, 8999)} ${rng.pick(['Zürich', 'Meilen', 'Uster', 'Winterthur'])}`,
    { size: 8, align: 'right' },
  );
  p.down(10);
  if (cur.vat) p.text(555, `MWST-Nr. ${rng.int(100, 999)} ${rng.int(100, 999)}`, { size: 8, align: 'right' });
  p.down(40);
  p.text(40, personDe(rng), { size: 10 });
  p.down(40);
  p.text(40, 'Rechnung', { size: 16, bold: true });
  p.down(22);
  const grid: [string, string][] = [
    ['Rechnungsdatum', dt(bill, style)],
    ['Rechnung Nr.', String(rng.int(20000, 99999))],
    ['Eintritt', dt(entry, style)],
    ['Austritt', dt(exit, style)],
    ['Kontrollschild', `ZH ${digits(rng, rng.int(4, 6))}`],
    ['Marke / Typ', carName(c)],
    ['1. Inverkehrsetzung', dt(c.firstReg, style)],
    ['Letzte MFK', dt(addDays(entry, -rng.int(200, 1000)), style)],
    ['km-Stand', km(mileage, 'ch')],
    ['Chassis-Nr.', c.vin],
  ];
  grid.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 40 : 300;
    if (i % 2 === 0 && i) p.down(13);
    kv(p, x, k, v, 100);
  });
  p.down(26);
  p.box(40, p.y - 11, 515, 15, true);
  p.text(45, 'Text', { size: 8.5, bold: true });
  p.text(420, 'Menge', { size: 8.5, bold: true, align: 'right' });
  p.text(480, 'Ansatz', { size: 8.5, bold: true, align: 'right' });
  p.text(550, 'Betrag', { size: 8.5, bold: true, align: 'right' });
  p.down(16);
  for (const l of w.labour) {
    p.text(45, l.text, { size: 9 });
    p.text(420, `${amt(l.hours, cur)} h`, { size: 9, align: 'right' });
    p.text(480, amt(w.rate, cur), { size: 9, align: 'right' });
    p.text(550, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  for (const l of w.parts) {
    p.text(45, l.text, { size: 9 });
    p.text(420, '1', { size: 9, align: 'right' });
    p.text(480, amt(l.amount, cur), { size: 9, align: 'right' });
    p.text(550, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(8);
  rule(p, 330, 225);
  p.down(13);
  const line = (k: string, v: string, bold = false) => {
    p.text(340, k, { size: 9, bold });
    p.text(550, v, { size: 9, bold, align: 'right' });
    p.down(13);
  };
  line('Total Arbeit', amt(w.labourSum, cur));
  line('Total Material', amt(w.partsSum, cur));
  if (cur.vat) line(`MWST ${cur.vat} %`, amt(tax, cur));
  line('Total CHF', amt(gross, cur), true);
  p.down(20);
  p.text(40, `Zahlbar innert 30 Tagen netto. Nächster Service: ${my(addMonths(exit, 12), '.', true)} oder in ${km(10000, 'ch')} km.`, { size: 8.5 });
  p.down(12);
  p.text(40, 'Wir danken für Ihren geschätzten Auftrag.', { size: 8.5 });
  return out(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: bill,
    serviceMileage: mileage,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: gross,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}

/** A restorer's bill with a work day beside each labour line, the order's date, completion, the bill's date and its due date. */
export function restauratorArbeitstage(rng: Random): Generated {
  const orderD = workday(d(rng, 1985, 2026));
  const start = workday(addDays(orderD, rng.int(2, 20)));
  const cur = currency('DE', yearOf(start));
  const w = work(rng, 'de', yearOf(start), cur, rng.int(3, 4));
  const days: string[] = [];
  let cur0 = start;
  for (let i = 0; i < w.labour.length; i++) {
    days.push(cur0);
    cur0 = workday(addDays(cur0, rng.int(1, 3)));
  }
  const finished = days[days.length - 1];
  const bill = addDays(finished, rng.int(1, 6));
  const year = yearOf(bill);
  const c = car(rng, orderD, 40);
  const shop = rng.pick(['Klassikwerk Hagedorn GmbH', 'Oldtimer-Manufaktur Reuter', 'Restaurierungsbetrieb Kolb & Fink', 'Youngtimer-Werkstatt Ahrens']);
  const net = r2(w.labourSum + w.partsSum);
  const t = totals(net, cur.vat);
  const mileage = rng.int(30000, 250000);
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, shop, { size: 17, bold: true, serif: true });
  p.down(14);
  p.text(
    40,
    `Restaurierung · Wartung · Gutachtenvorbereitung · ${rng.pick(['Gewerbepark Nord 4', 'Mühlenweg 11', 'Hafenstraße 27'])}, ${rng.int(20000, 89999)} ${rng.pick(['Lüneburg', 'Bamberg', 'Siegen', 'Aalen'])}`,
    { size: 8 },
  );
  p.down(40);
  p.text(40, personDe(rng), { size: 10 });
  p.text(555, `Rechnung vom ${dt(bill, 'd. Monat yyyy')}`, { size: 10, align: 'right' });
  p.down(13);
  p.text(555, `Ihr Auftrag vom ${dt(orderD, 'dd.mm.yyyy')}`, { size: 9, align: 'right' });
  p.down(28);
  p.text(40, `Rechnung ${year}-${rng.int(100, 999)} — ${carName(c)}, EZ ${dt(c.firstReg, 'dd.mm.yyyy')}, FIN ${c.vin}, ${km(mileage, 'de')} km`, {
    size: 10,
    bold: true,
  });
  p.down(22);
  p.text(40, 'Datum', { size: 8.5, bold: true });
  p.text(95, 'Arbeiten', { size: 8.5, bold: true });
  p.text(450, 'Stunden', { size: 8.5, bold: true, align: 'right' });
  p.text(555, 'Betrag', { size: 8.5, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  w.labour.forEach((l, i) => {
    const [, m, dd] = days[i].split('-').map(Number);
    p.text(40, `${dd}.${m}.`, { size: 9 });
    p.text(95, l.text, { size: 9 });
    p.text(450, amt(l.hours, cur), { size: 9, align: 'right' });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(95, `Arbeitslohn (${amt(w.rate, cur)} ${cur.sym}/Std.)`, { size: 9, bold: true });
  p.text(555, amt(w.labourSum, cur), { size: 9, align: 'right', bold: true });
  p.down(20);
  p.text(95, 'Teile', { size: 8.5, bold: true });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const l of w.parts) {
    p.text(95, l.text, { size: 9 });
    p.text(555, amt(l.amount, cur), { size: 9, align: 'right' });
    p.down(13);
  }
  p.text(95, 'Teile gesamt', { size: 9, bold: true });
  p.text(555, amt(w.partsSum, cur), { size: 9, align: 'right', bold: true });
  p.down(22);
  p.text(350, 'Netto', { size: 9 });
  p.text(555, amt(t.net, cur), { size: 9, align: 'right' });
  p.down(13);
  p.text(350, `MwSt. ${cur.vat} %`, { size: 9 });
  p.text(555, amt(t.tax, cur), { size: 9, align: 'right' });
  p.down(13);
  p.text(350, 'Gesamtbetrag', { size: 10, bold: true });
  p.text(555, money(t.gross, cur), { size: 10, align: 'right', bold: true });
  p.down(28);
  p.text(40, `Fertigstellung: ${dt(finished, 'dd.mm.yyyy')}. Das Fahrzeug steht ab sofort zur Abholung bereit.`, { size: 9 });
  p.down(13);
  p.text(
    40,
    `Fällig am ${dt(addDays(bill, 14), 'dd.mm.yyyy')}. Nächster Termin: Ölwechsel nach der Winterpause, ca. ${my(addMonths(finished, rng.int(4, 8)), '/', true)}.`,
    { size: 9 },
  );
  p.down(13);
  p.text(40, `Arbeiten in der Zeit vom ${dt(days[0], 'dd.mm.yyyy').slice(0, 6)} bis ${dt(finished, 'dd.mm.yyyy')} ausgeführt.`, { size: 9 });
  return out(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: finished,
    serviceMileage: mileage,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: t.gross,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}

/** A village workshop's carbon slip, dates with Roman months: brought in, repaired, paid. No tax. */
export function dorfRoemisch(rng: Random): Generated {
  const brought = workday(d(rng, 1960, 1989));
  const repaired = workday(addDays(brought, rng.int(0, 3)));
  const bill = addDays(repaired, rng.int(0, 2));
  const year = yearOf(bill);
  const country = rng.pick(['DE', 'AT'] as const);
  const cur = currency(country, year);
  const c = car(rng, brought);
  const shop = rng.pick([
    'Schmiede und Autoreparatur Josef Aigner',
    'Kfz-Reparatur Alois Brandstätter',
    'Landmaschinen & Kfz Heinrich Ott',
    'Autowerkstatt Karl Unterberger',
  ]);
  const w = work(rng, 'de', year, cur, rng.int(1, 3));
  const total = r2(w.labourSum + w.partsSum);
  const mileage = rng.int(10000, 160000);
  const p = new PageBuilder();
  p.y = 70;
  p.text(60, shop, { size: 13, bold: true, serif: true });
  p.down(13);
  p.text(60, `${rng.pick(['Dorfplatz 3', 'Kirchweg 8', 'Unterdorf 21'])} · ${rng.pick(['Mittersill', 'Oberstdorf', 'Kirchdorf', 'Aschau'])}`, {
    size: 9,
    serif: true,
  });
  p.down(34);
  p.text(60, `Rechnung Nr. ${rng.int(10, 600)}`, { size: 12, serif: true, bold: true });
  p.text(520, `Datum: ${dt(bill, rng.pick(['d-R-yy', 'd.R.yyyy'] as const))}`, { size: 11, serif: true, align: 'right' });
  p.down(24);
  p.text(60, `für ${personDe(rng)}, ${carName(c)}, ${km(mileage, 'de')} km`, { size: 10.5, serif: true });
  p.down(18);
  p.text(60, `Wagen gebracht am ${dt(brought, 'd-R-yy')}, repariert am ${dt(repaired, 'd-R-yy')}`, { size: 10.5, serif: true });
  p.down(26);
  for (const l of w.labour) {
    p.text(60, `${l.text}, ${amt(l.hours, cur)} Std. à ${amt(w.rate, cur)}`, { size: 10.5, serif: true });
    p.text(520, amt(l.amount, cur), { size: 10.5, serif: true, align: 'right' });
    p.down(15);
  }
  p.text(300, 'Arbeit zus.', { size: 10.5, serif: true });
  p.text(520, amt(w.labourSum, cur), { size: 10.5, serif: true, align: 'right' });
  p.down(22);
  for (const l of w.parts) {
    p.text(60, l.text, { size: 10.5, serif: true });
    p.text(520, amt(l.amount, cur), { size: 10.5, serif: true, align: 'right' });
    p.down(15);
  }
  p.text(300, 'Material zus.', { size: 10.5, serif: true });
  p.text(520, amt(w.partsSum, cur), { size: 10.5, serif: true, align: 'right' });
  p.down(10);
  rule(p, 300, 220);
  p.down(16);
  p.text(300, `Summe ${cur.sym}`, { size: 11.5, serif: true, bold: true });
  p.text(520, amt(total, cur), { size: 11.5, serif: true, bold: true, align: 'right' });
  p.down(34);
  p.text(60, `Nächster Ölwechsel bei ${km(mileage + 5000, 'de')} km`, { size: 10, serif: true });
  p.down(30);
  p.text(60, `Betrag dankend erhalten ${dt(addDays(bill, rng.int(0, 9)), 'd-R-yy')}`, { size: 10, serif: true });
  p.down(14);
  p.text(60, '(Unterschrift)', { size: 8, serif: true });
  return out(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: repaired,
    serviceMileage: mileage,
    laborCost: w.labourSum,
    partsCost: w.partsSum,
    totalCost: total,
    workPerformed: w.labour.map((l) => l.text),
    partsUsed: w.parts.map((l) => l.text),
  });
}
