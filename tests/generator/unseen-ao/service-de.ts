/** German-language service bills (DE, AT, CH) with their parts in unusual places. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r05, r2, row, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, jobNo, partLines, person, plateDE, priceFactor, serviceTruth, sums, workLines } from './kit';

const curDE = (y: number) => (y < 2002 ? 'DM' : 'EUR');

/** 1: an Autohaus bill whose summary box (Gesamtbetrag, netto, MwSt) stands at the top, above the positions. */
export function summaryOben(rng: Random): Generated {
  const date = rng.date(1979, 2012);
  const y = yearOf(date);
  const cur = curDE(y);
  const f = priceFactor(y, cur);
  const rate = r2(rng.int(38, 95) * f);
  const work = workLines(rng, 'de', rng.int(3, 5), rate);
  const parts = partLines(rng, 'de', rng.int(3, 6), f);
  const s = sums(work, parts, vatDE(y));
  const shop = rng.pick(['Autohaus Brenninger GmbH', 'Autohaus Kemmler KG', 'Auto-Center Lohmann GmbH']);
  const km = rng.int(40000, 240000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 15, bold: true }).down(13);
  p.text(
    40,
    `${rng.pick(['Landsberger Str.', 'Hauptstraße', 'Industriestr.'])} ${rng.int(2, 180)} · ${rng.pick(['86899 Landsberg', '72202 Nagold', '33602 Bielefeld'])}`,
    { size: 8.5 },
  );
  p.y = 100;
  p.box(300, 88, 255, 78, true);
  p.text(310, 'Rechnungsbetrag', { y: 104, size: 9, bold: true });
  p.text(545, `${num(s.total, 'de')} ${cur}`, { y: 104, size: 12, bold: true, align: 'right' });
  p.text(310, 'Summe netto', { y: 124, size: 8.5 });
  p.text(545, num(s.net, 'de'), { y: 124, size: 8.5, align: 'right' });
  p.text(310, `zzgl. ${s.rate} % MwSt.`, { y: 138, size: 8.5 });
  p.text(545, num(s.vat, 'de'), { y: 138, size: 8.5, align: 'right' });
  p.text(310, 'zahlbar sofort ohne Abzug', { y: 156, size: 7.5 });
  p.text(40, 'Herrn', { y: 110, size: 9 });
  p.text(40, person(rng, 'de'), { y: 122, size: 9 });
  p.text(40, `${rng.pick(['Birkenweg', 'Am Anger', 'Lindenstr.'])} ${rng.int(1, 60)}`, { y: 134, size: 9 });
  p.y = 195;
  p.text(40, `RECHNUNG Nr. ${jobNo(rng)}`, { size: 12, bold: true }).down(16);
  p.text(
    40,
    `Rechnungsdatum: ${fd(date, 'de')}     Kennzeichen: ${plateDE(rng)}     Fahrzeug: ${rng.pick(CARS_DE)}     km-Stand: ${num(km, 'de').slice(0, -3)}`,
    { size: 8.5 },
  ).down(20);
  const cols: Col[] = [{ x: 40 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arbeitsleistungen', 'AW/Std.', 'Satz', 'Betrag'], { bold: true });
  p.down(4);
  hline(p, 40, 505);
  p.down(12);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'de'), num(rate, 'de'), num(w.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Summe Arbeit', '', '', num(s.labour, 'de')], { bold: true });
  p.down(22);
  row(p, cols, ['Ersatzteile', 'Menge', 'Preis', 'Betrag'], { bold: true });
  p.down(4);
  hline(p, 40, 505);
  p.down(12);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.unit!, 'de'), num(t.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Summe Teile', '', '', num(s.parts, 'de')], { bold: true });
  p.down(30);
  p.text(40, 'Die Summen stehen oben. Es gelten unsere Reparaturbedingungen (Aushang).', { size: 7.5 });
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 2: an Austrian bill in Schilling with the amounts in a column to the LEFT of the descriptions. */
export function betragLinks(rng: Random): Generated {
  const date = rng.date(1984, 2001);
  const f = priceFactor(yearOf(date), 'S');
  const rate = Math.round(rng.int(45, 90) * f);
  const work = workLines(rng, 'de', rng.int(2, 4), rate).map((w) => ({ ...w, amount: Math.round(w.amount) }));
  const parts = partLines(rng, 'de', rng.int(2, 5), f).map((t) => ({ ...t, unit: Math.round(t.unit!), amount: Math.round(t.unit!) * t.qty! }));
  const s = sums(work, parts, 20);
  const shop = rng.pick(['Kfz-Werkstätte Josef Leitgeb', 'Autohaus Pichler & Söhne', 'Kfz Rauchenberger']);
  const town = rng.pick(['Wels', 'Leoben', 'Feldkirch', 'St. Pölten']);
  const km = rng.int(30000, 190000);
  const p = new PageBuilder();
  p.text(297, shop, { size: 14, bold: true, align: 'center', serif: true }).down(13);
  p.text(297, `Meisterbetrieb · ${town} · Tel. 0${rng.int(2000, 7999)}/${rng.int(1000, 9999)}`, { size: 8, align: 'center' }).down(30);
  p.text(40, `Rechnung Nr. ${rng.int(100, 999)}/${String(yearOf(date)).slice(2)}`, { size: 11, bold: true });
  p.text(555, `${town}, am ${fd(date, 'de')}`, { size: 9, align: 'right' }).down(18);
  p.text(
    40,
    `Für: ${person(rng, 'de')}    Fahrzeug: ${rng.pick(CARS_DE)}    Kennz.: ${rng.pick(['W', 'L', 'St', 'V', 'N'])} ${rng.int(1000, 99999)} ${upper1(rng)}    km ${km}`,
    { size: 9 },
  ).down(24);
  p.box(40, p.y - 12, 515, 0.01);
  p.text(110, 'S', { size: 9, bold: true, align: 'right' });
  p.text(130, 'Arbeiten', { size: 9, bold: true }).down(14);
  for (const w of work) {
    p.text(110, num(w.amount, 'de'), { size: 9, align: 'right' });
    p.text(130, `${w.text} (${num(w.hours!, 'de')} Std.)`, { size: 9 }).down(13);
  }
  p.text(110, num(s.labour, 'de'), { size: 9, bold: true, align: 'right' });
  p.text(130, 'Arbeitslohn gesamt', { size: 9, bold: true }).down(22);
  p.text(130, 'Material', { size: 9, bold: true }).down(14);
  for (const t of parts) {
    p.text(110, num(t.amount, 'de'), { size: 9, align: 'right' });
    p.text(130, `${t.qty} x ${t.text}`, { size: 9 }).down(13);
  }
  p.text(110, num(s.parts, 'de'), { size: 9, bold: true, align: 'right' });
  p.text(130, 'Material gesamt', { size: 9, bold: true }).down(22);
  p.box(40, p.y - 10, 80, 0.01);
  p.down(4);
  p.text(110, num(s.net, 'de'), { size: 9, align: 'right' });
  p.text(130, 'Summe netto', { size: 9 }).down(13);
  p.text(110, num(s.vat, 'de'), { size: 9, align: 'right' });
  p.text(130, '+ 20 % USt.', { size: 9 }).down(15);
  p.text(110, num(s.total, 'de'), { size: 10, bold: true, align: 'right' });
  p.text(130, 'Rechnungsbetrag S', { size: 10, bold: true }).down(40);
  p.text(40, 'Betrag dankend erhalten', { size: 9, serif: true });
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}
const upper1 = (rng: Random) => 'ABCDEFGHKLMNPRSTUVWXYZ'[rng.int(0, 21)];

/** 3: a Swiss garage with the key facts in a band of cells across the page: Datum | km | Auftrag | Total. */
export function bandZellen(rng: Random): Generated {
  const date = rng.date(1996, 2025);
  const y = yearOf(date);
  const f = priceFactor(y, 'CHF');
  const rate = r05(rng.int(60, 110) * f);
  const work = workLines(rng, 'de', rng.int(3, 5), rate).map((w) => ({ ...w, amount: r05(w.amount) }));
  const parts = partLines(rng, 'de', rng.int(2, 5), f).map((t) => ({ ...t, unit: r05(t.unit!), amount: r05(r05(t.unit!) * t.qty!) }));
  const s0 = sums(work, parts, vatCH(y));
  const s = { ...s0, vat: r05(s0.vat), total: r05(s0.net + r05(s0.vat)) };
  const shop = rng.pick(['Garage Zürcher AG', 'Garage du Lac Hürlimann', 'Auto Ammann GmbH']);
  const km = rng.int(20000, 220000);
  const order = jobNo(rng);
  const p = new PageBuilder();
  p.text(40, shop, { size: 14, bold: true });
  p.text(555, `${rng.pick(['Seestrasse', 'Bahnhofstrasse', 'Zürcherstrasse'])} ${rng.int(3, 150)}, ${rng.pick(['8800 Thalwil', '6300 Zug', '3600 Thun'])}`, {
    size: 8,
    align: 'right',
  }).down(40);
  p.text(40, 'Rechnung', { size: 16, bold: true }).down(18);
  const xs = [40, 169, 298, 427];
  const heads = ['Datum', 'km-Stand', 'Auftrag Nr.', 'Total CHF'];
  const vals = [fd(date, 'de'), num(km, 'ch').slice(0, -3), order, num(s.total, 'ch')];
  xs.forEach((x, i) => {
    p.box(x, p.y, 128, 36, i === 3);
    p.text(x + 5, heads[i], { y: p.y + 11, size: 7 });
    p.text(x + 5, vals[i], { y: p.y + 28, size: 11, bold: true });
  });
  p.down(60);
  p.text(40, `${person(rng, 'de')}, ${rng.pick(CARS_DE)}, Kontrollschild ${rng.pick(['ZH', 'ZG', 'BE', 'LU'])} ${rng.int(10000, 499999)}`, { size: 9 }).down(
    24,
  );
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Arbeit', 'Std.', 'Ansatz', 'CHF'], { bold: true });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'ch'), num(rate, 'ch'), num(w.amount, 'ch')]);
    p.down(13);
  }
  p.down(6);
  row(p, cols, ['Material', 'Anz.', 'Preis', 'CHF'], { bold: true });
  p.down(14);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.unit!, 'ch'), num(t.amount, 'ch')]);
    p.down(13);
  }
  p.down(10);
  hline(p, 300, 255);
  p.down(14);
  for (const [l, v] of [
    ['Total Arbeit', s.labour],
    ['Total Material', s.parts],
    ['Total exkl. MWST', s.net],
    [`MWST ${s.rate} %`, s.vat],
  ] as [string, number][]) {
    row(p, [{ x: 300 }, { x: 555, align: 'right' }], [l, num(v, 'ch')]);
    p.down(13);
  }
  row(p, [{ x: 300 }, { x: 555, align: 'right' }], ['Total inkl. MWST', num(s.total, 'ch')], { bold: true });
  p.down(30);
  p.text(40, 'Zahlbar innert 30 Tagen netto. Einzahlungsschein beiliegend.', { size: 8 });
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 4: a two-column page — the facts down the left, the positions on the right. */
export function zweiSpalten(rng: Random): Generated {
  const date = rng.date(1968, 1999);
  const y = yearOf(date);
  const f = priceFactor(y, 'DM');
  const rate = r2(rng.int(35, 80) * f);
  const work = workLines(rng, 'de', rng.int(3, 5), rate);
  const parts = partLines(rng, 'de', rng.int(2, 5), f);
  const s = sums(work, parts, vatDE(y));
  const shop = rng.pick(['Kfz-Meisterbetrieb Horst Wendland', 'Reparaturwerkstatt Ernst Kübler', 'Auto-Service Pflugfelder']);
  const km = rng.int(30000, 200000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 13, bold: true, serif: true }).down(12);
  p.text(40, `${rng.pick(['Mühlweg', 'Bahnhofstr.', 'Gartenstr.'])} ${rng.int(1, 90)} · ${rng.pick(['Tübingen', 'Detmold', 'Kulmbach', 'Rendsburg'])}`, {
    size: 8.5,
  }).down(30);
  p.box(40, p.y - 10, 150, 300);
  const facts: [string, string][] = [
    ['Rechnung Nr.', jobNo(rng)],
    ['Datum', fd(date, 'de')],
    ['Kunde', person(rng, 'de')],
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Kennzeichen', plateDE(rng)],
    ['km-Stand', String(km)],
    ['Auftrag vom', fd(date, 'de')],
  ];
  let fy = p.y + 6;
  for (const [l, v] of facts) {
    p.text(48, l, { y: fy, size: 7.5 });
    p.text(48, v, { y: fy + 12, size: 9.5, bold: true });
    fy += 34;
  }
  const cols: Col[] = [{ x: 205 }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  p.y += 4;
  row(p, cols, ['Ausgeführte Arbeiten', 'Std.', 'DM'], { bold: true });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'de'), num(w.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Lohn', '', num(s.labour, 'de')], { bold: true });
  p.down(22);
  row(p, cols, ['Verwendete Teile', 'Stk.', 'DM'], { bold: true });
  p.down(14);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Teile', '', num(s.parts, 'de')], { bold: true });
  p.down(22);
  hline(p, 205, 350);
  p.down(13);
  row(p, cols, ['Zwischensumme', '', num(s.net, 'de')]);
  p.down(13);
  row(p, cols, [`Mehrwertsteuer ${s.rate} %`, '', num(s.vat, 'de')]);
  p.down(14);
  row(p, cols, ['Endbetrag DM', '', num(s.total, 'de')], { bold: true });
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 5: the garage named only in the imprint at the foot of the page. */
export function impressumFuss(rng: Random): Generated {
  const date = rng.date(2003, 2026);
  const y = yearOf(date);
  const f = priceFactor(y, 'EUR');
  const rate = r2(rng.int(70, 125));
  const work = workLines(rng, 'de', rng.int(2, 5), rate);
  const parts = partLines(rng, 'de', rng.int(2, 6), f);
  const s = sums(work, parts, vatDE(y));
  const shop = rng.pick(['Oldtimerwerkstatt Kranz GmbH', 'Klassik-Service Rüdiger Maaß', 'Boxer-Technik Heilbronn GmbH']);
  const km = rng.int(60000, 320000);
  const p = new PageBuilder();
  p.y = 70;
  p.text(40, `${person(rng, 'de')}`, { size: 10 }).down(13);
  p.text(40, `${rng.pick(['Eichenallee', 'Schulstr.', 'Am Bach'])} ${rng.int(1, 40)}`, { size: 10 }).down(13);
  p.text(40, `${rng.int(10000, 99999)} ${rng.pick(['Ludwigsburg', 'Bruchsal', 'Weinheim'])}`, { size: 10 });
  p.text(555, `Datum: ${fd(date, 'de')}`, { y: 96, size: 9, align: 'right' });
  p.text(555, `Kunden-Nr. ${rng.int(1000, 9999)}`, { y: 108, size: 9, align: 'right' });
  p.y = 170;
  p.text(40, `Rechnung ${y}-${rng.int(100, 2999)}`, { size: 14, bold: true }).down(18);
  p.text(40, `${rng.pick(CARS_DE)} · ${plateDE(rng)} · Laufleistung ${num(km, 'de').slice(0, -3)} km`, { size: 9 }).down(22);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Pos.', 'Bezeichnung', 'Menge', 'Einzel €', 'Gesamt €'], { bold: true });
  p.down(5);
  hline(p, 40, 515);
  p.down(12);
  let n = 1;
  for (const w of work) {
    row(p, cols, [String(n++), w.text, `${num(w.hours!, 'de')} h`, num(rate, 'de'), num(w.amount, 'de')]);
    p.down(13);
  }
  for (const t of parts) {
    row(p, cols, [String(n++), t.text, `${t.qty} St.`, num(t.unit!, 'de'), num(t.amount, 'de')]);
    p.down(13);
  }
  p.down(8);
  hline(p, 330, 225);
  p.down(13);
  const tot: [string, number, boolean][] = [
    ['Arbeitslohn', s.labour, false],
    ['Teile', s.parts, false],
    ['Nettobetrag', s.net, false],
    [`USt. ${s.rate} %`, s.vat, false],
    ['Gesamtbetrag', s.total, true],
  ];
  for (const [l, v, b] of tot) {
    row(p, [{ x: 330 }, { x: 555, align: 'right' }], [l, `${num(v, 'de')} €`], { bold: b });
    p.down(13);
  }
  p.down(20);
  p.text(40, 'Zahlbar innerhalb 14 Tagen ohne Abzug. Vielen Dank für Ihren Auftrag.', { size: 8.5 });
  hline(p, 40, 515, 770);
  p.text(
    40,
    `${shop} · ${rng.pick(['Im Gewerbepark', 'Robert-Bosch-Str.', 'Daimlerstr.'])} ${rng.int(1, 30)} · Geschäftsführer ${person(rng, 'de')} · AG ${rng.pick(['Stuttgart', 'Mannheim'])} HRB ${rng.int(10000, 99999)}`,
    { y: 782, size: 6.5 },
  );
  p.text(
    40,
    `USt-IdNr. DE${rng.int(100000000, 999999999)} · Kreissparkasse IBAN DE${rng.int(10, 99)} 6045 0050 00${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { y: 792, size: 6.5 },
  );
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 6: parts before labour, and the total printed before the tax it contains. */
export function teileVorLohn(rng: Random): Generated {
  const date = rng.date(1998, 2024);
  const y = yearOf(date);
  const cur = curDE(y);
  const f = priceFactor(y, cur);
  const rate = r2(rng.int(45, 95) * (cur === 'DM' ? 1.6 : 1));
  const work = workLines(rng, 'de', rng.int(2, 4), rate);
  const parts = partLines(rng, 'de', rng.int(3, 6), f);
  const net = sums(work, parts, 0);
  // The total is printed first and the tax it contains after it.
  const total = r2(net.net * (1 + vatDE(y) / 100));
  const vat = r2(total - net.net);
  const s = { ...net, vat, total, rate: vatDE(y) };
  const shop = rng.pick(['Freie Werkstatt Dörrbecker', 'Kfz-Technik Schwarzwald Jäckle', 'Auto Müller & Hensel oHG']);
  const km = rng.int(50000, 260000);
  const p = new PageBuilder();
  p.text(555, shop, { size: 13, bold: true, align: 'right' }).down(12);
  p.text(555, `${rng.pick(['Talstraße', 'Ringstraße'])} ${rng.int(1, 99)} · ${rng.pick(['79183 Waldkirch', '35390 Gießen', '24937 Flensburg'])}`, {
    size: 8,
    align: 'right',
  }).down(40);
  p.text(40, `Werkstattrechnung ${jobNo(rng)}`, { size: 12, bold: true }).down(16);
  p.text(40, `vom ${fd(date, 'de')} · ${rng.pick(CARS_DE)} · ${plateDE(rng)} · Kilometerstand ${km}`, { size: 9 }).down(14);
  p.text(40, `Auftraggeber: ${person(rng, 'de')}`, { size: 9 }).down(24);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  p.text(40, 'A) Ersatzteile und Material', { size: 10, bold: true }).down(14);
  for (const t of parts) {
    row(p, cols, [t.text, `${t.qty}`, num(t.unit!, 'de'), num(t.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Summe A', '', '', num(s.parts, 'de')], { bold: true });
  p.down(22);
  p.text(40, 'B) Arbeitslohn', { size: 10, bold: true }).down(14);
  for (const w of work) {
    row(p, cols, [w.text, `${num(w.hours!, 'de')} Std.`, num(rate, 'de'), num(w.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Summe B', '', '', num(s.labour, 'de')], { bold: true });
  p.down(24);
  p.box(300, p.y - 13, 255, 20, true);
  row(p, [{ x: 306 }, { x: 550, align: 'right' }], [`Rechnungsbetrag ${cur}`, num(s.total, 'de')], { bold: true, size: 10 });
  p.down(22);
  row(p, [{ x: 306 }, { x: 550, align: 'right' }], ['Summe A + B netto', num(s.net, 'de')], { size: 8.5 });
  p.down(12);
  row(p, [{ x: 306 }, { x: 550, align: 'right' }], [`darin enthalten ${s.rate} % MwSt.`, num(s.vat, 'de')], { size: 8.5 });
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 7: a carbon-copy form whose column heads are printed under the rows (the form's foot). */
export function kopfUnten(rng: Random): Generated {
  const date = rng.date(1962, 1979);
  const y = yearOf(date);
  const f = priceFactor(y, 'DM');
  const rate = r2(rng.int(12, 30) * (1 + (y - 1962) / 15));
  const work = workLines(rng, 'de', rng.int(2, 4), rate);
  const parts = partLines(rng, 'de', rng.int(2, 4), f);
  const vr = y >= 1968 ? vatDE(y) : 0;
  const s = sums(work, parts, vr);
  const shop = rng.pick(['Reparatur-Werkstatt Alois Huber', 'Auto-Schlosserei Fritz Köhler', 'Garage Wilhelm Stenzel']);
  const km = rng.int(10000, 140000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 13, bold: true, serif: true }).down(12);
  p.text(40, `${rng.pick(['Kempten', 'Lüneburg', 'Marburg', 'Passau'])} · Fernruf ${rng.int(2000, 9999)}`, { size: 8.5, serif: true }).down(30);
  p.text(40, `Rechnung für ${person(rng, 'de')}`, { size: 10, serif: true });
  p.text(555, `den ${fd(date, 'de')}`, { size: 10, serif: true, align: 'right' }).down(14);
  p.text(40, `Wagen: ${rng.pick(CARS_DE)}   pol. Kennz. ${plateDE(rng)}   km-Stand ${km}`, { size: 9.5, serif: true }).down(26);
  const cols: Col[] = [{ x: 45 }, { x: 380, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  const top = p.y - 12;
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'de'), num(rate, 'de'), num(w.amount, 'de')], { serif: true });
    p.down(14);
  }
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.unit!, 'de'), num(t.amount, 'de')], { serif: true });
    p.down(14);
  }
  p.down(4);
  p.box(40, top, 515, p.y - top);
  p.box(40, p.y, 515, 16, true);
  p.y += 11;
  row(p, cols, ['Gegenstand / Arbeit', 'Std./Stück', 'Preis', 'DM'], { size: 7.5 });
  p.y -= 11;
  p.down(40);
  const tl: [string, number][] = [
    ['Arbeitslohn', s.labour],
    ['Ersatzteile', s.parts],
  ];
  if (vr) tl.push(['zusammen', s.net], [`+ ${vr} % Mehrwertsteuer`, s.vat]);
  for (const [l, v] of tl) {
    row(p, [{ x: 330 }, { x: 550, align: 'right' }], [l, num(v, 'de')], { serif: true, size: 9.5 });
    p.down(14);
  }
  row(p, [{ x: 330 }, { x: 550, align: 'right' }], ['Summe DM', num(s.total, 'de')], { serif: true, bold: true, size: 10 });
  p.down(40);
  p.text(40, 'Betrag erhalten', { size: 9, serif: true });
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 8: labels to the right of their values (a printer's form with the captions after the fields). */
export function labelsRechts(rng: Random): Generated {
  const date = rng.date(1980, 2001);
  const y = yearOf(date);
  const f = priceFactor(y, 'DM');
  const rate = r2(rng.int(40, 85) * 1.6 * ((y - 1960) / 64 + 0.3));
  const work = workLines(rng, 'de', rng.int(2, 4), rate);
  const parts = partLines(rng, 'de', rng.int(2, 5), f);
  const s = sums(work, parts, vatDE(y));
  const shop = rng.pick(['Autowerkstatt Gebr. Sänger', 'Kfz-Reparatur Thomas Wirth', 'Werkstatt am Ring Lehnert']);
  const km = rng.int(40000, 230000);
  const p = new PageBuilder();
  p.text(40, shop, { size: 14, bold: true }).down(12);
  p.text(40, `${rng.pick(['Würzburg', 'Siegen', 'Ingolstadt', 'Celle'])} · ${rng.pick(['Ringstr.', 'Kanalstr.'])} ${rng.int(1, 70)}`, { size: 8.5 }).down(34);
  const facts: [string, string][] = [
    [fd(date, 'de'), 'Datum'],
    [String(rng.int(1000, 9999)), 'Rechnungs-Nr.'],
    [person(rng, 'de'), 'Kunde'],
    [plateDE(rng), 'amtl. Kennzeichen'],
    [num(km, 'de').slice(0, -3), 'km-Stand'],
    [rng.pick(CARS_DE), 'Typ'],
  ];
  for (const [v, l] of facts) {
    p.text(200, v, { size: 10, bold: true, align: 'right' });
    p.text(210, l, { size: 7.5 }).down(15);
  }
  p.down(16);
  for (const w of work) {
    p.text(120, num(w.amount, 'de'), { size: 9.5, align: 'right' });
    p.text(130, w.text, { size: 9.5 }).down(13);
  }
  p.text(120, num(s.labour, 'de'), { size: 9.5, align: 'right', bold: true });
  p.text(130, 'Lohnkosten', { size: 8, bold: true }).down(20);
  for (const t of parts) {
    p.text(120, num(t.amount, 'de'), { size: 9.5, align: 'right' });
    p.text(130, `${t.text}, ${t.qty} St.`, { size: 9.5 }).down(13);
  }
  p.text(120, num(s.parts, 'de'), { size: 9.5, align: 'right', bold: true });
  p.text(130, 'Materialkosten', { size: 8, bold: true }).down(22);
  for (const [v, l, b] of [
    [s.net, 'netto', false],
    [s.vat, `MwSt. ${s.rate} %`, false],
    [s.total, 'Gesamtbetrag DM', true],
  ] as [number, string, boolean][]) {
    p.text(120, num(v, 'de'), { size: 10, align: 'right', bold: b });
    p.text(130, l, { size: 8, bold: b }).down(14);
  }
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 9: the firm's name in a narrow band of short lines down the left margin; the bill to its right. */
export function seitenband(rng: Random): Generated {
  const date = rng.date(1985, 2015);
  const y = yearOf(date);
  const cur = curDE(y);
  const f = priceFactor(y, cur);
  const rate = r2(rng.int(45, 95) * (cur === 'DM' ? 1.6 : 1));
  const work = workLines(rng, 'de', rng.int(2, 4), rate);
  const parts = partLines(rng, 'de', rng.int(2, 5), f);
  const s = sums(work, parts, vatDE(y));
  const [a, b] = rng.pick([
    ['KAROSSERIE', 'SCHMIDBAUER'],
    ['AUTO', 'HARTLIEB'],
    ['MOTOREN', 'WEISSGERBER'],
  ] as const);
  const shop = `${a} ${b}`;
  const [street, zip, town] = rng.pick([
    ['Ulmer Str.', '89231', 'Neu-Ulm'],
    ['Hauptstr.', '86150', 'Augsburg'],
    ['Lorcher Str.', '73033', 'Göppingen'],
  ] as const);
  const km = rng.int(40000, 260000);
  const p = new PageBuilder();
  p.box(25, 40, 85, 760, true);
  let sy = 70;
  for (const w of [a, b]) {
    p.text(67, w, { y: sy, size: 8.5, bold: true, align: 'center' });
    sy += 14;
  }
  sy += 20;
  for (const l of [
    'Meister-',
    'betrieb',
    '',
    street,
    String(rng.int(1, 99)),
    '',
    zip,
    town,
    '',
    'Telefon',
    `0${rng.int(700, 899)}`,
    String(rng.int(10000, 99999)),
  ]) {
    p.text(67, l, { y: sy, size: 7.5, align: 'center' });
    sy += 11;
  }
  p.y = 80;
  p.text(120, person(rng, 'de'), { size: 10 }).down(13);
  p.text(120, `${rng.pick(['Kirchgasse', 'Am Hang'])} ${rng.int(1, 30)}`, { size: 10 }).down(40);
  p.text(120, 'RECHNUNG', { size: 14, bold: true });
  p.text(555, `${fd(date, 'de')}`, { size: 10, align: 'right' }).down(16);
  p.text(120, `Nr. ${jobNo(rng)} · ${rng.pick(CARS_DE)} · ${plateDE(rng)} · km ${km}`, { size: 9 }).down(24);
  const cols: Col[] = [{ x: 120 }, { x: 420, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Arbeiten', 'Std.', cur], { bold: true });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.text, num(w.hours!, 'de'), num(w.amount, 'de')]);
    p.down(13);
  }
  p.down(8);
  row(p, cols, ['Teile', 'Menge', cur], { bold: true });
  p.down(14);
  for (const t of parts) {
    row(p, cols, [t.text, String(t.qty), num(t.amount, 'de')]);
    p.down(13);
  }
  p.down(10);
  for (const [l, v, bb] of [
    ['Lohn', s.labour, false],
    ['Teile', s.parts, false],
    ['Netto', s.net, false],
    [`MwSt. ${s.rate} %`, s.vat, false],
    ['Brutto', s.total, true],
  ] as [string, number, boolean][]) {
    row(p, [{ x: 360 }, { x: 555, align: 'right' }], [l, num(v, 'de')], { bold: bb });
    p.down(13);
  }
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}

/** 10: the quantity after the description and the currency in a narrow column of its own. */
export function mengeNachWaehrung(rng: Random): Generated {
  const date = rng.date(1975, 2001);
  const y = yearOf(date);
  const f = priceFactor(y, 'DM');
  const rate = r2(rng.int(30, 80) * 1.6 * ((y - 1960) / 64 + 0.3));
  const work = workLines(rng, 'de', rng.int(2, 4), rate);
  const parts = partLines(rng, 'de', rng.int(3, 6), f);
  const s = sums(work, parts, vatDE(y));
  const shop = rng.pick(['Bosch-Dienst Otto Hartung', 'VW-Händler Autohaus Stumpf', 'Opel-Vertragswerkstatt Grabowski']);
  const km = rng.int(20000, 180000);
  const p = new PageBuilder();
  p.text(297, shop, { size: 14, bold: true, align: 'center' }).down(12);
  p.text(297, `${rng.pick(['Gütersloh', 'Bamberg', 'Neumünster', 'Hameln'])} · Kundendienst · Ersatzteile`, { size: 8, align: 'center' }).down(34);
  p.text(40, `Rechnung Nr. ${jobNo(rng)} vom ${fd(date, 'de2')}`, { size: 11, bold: true }).down(14);
  p.text(40, `${person(rng, 'de')} — ${rng.pick(CARS_DE)} — ${plateDE(rng)} — Tachostand ${km} km`, { size: 9 }).down(24);
  const cols: Col[] = [{ x: 40 }, { x: 330 }, { x: 470 }, { x: 555, align: 'right' }];
  row(p, cols, ['Text', 'Menge', 'Whg.', 'Betrag'], { bold: true, size: 8 });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  for (const w of work) {
    row(p, cols, [w.text, `${num(w.hours!, 'de')} Std.`, 'DM', num(w.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Lohn gesamt', '', 'DM', num(s.labour, 'de')], { bold: true });
  p.down(18);
  for (const t of parts) {
    row(p, cols, [t.text, `${t.qty} Stück`, 'DM', num(t.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Teile gesamt', '', 'DM', num(s.parts, 'de')], { bold: true });
  p.down(18);
  hline(p, 40, 515);
  p.down(13);
  row(p, cols, ['Warenwert + Lohn', '', 'DM', num(s.net, 'de')]);
  p.down(13);
  row(p, cols, [`Mehrwertsteuer ${s.rate} %`, '', 'DM', num(s.vat, 'de')]);
  p.down(14);
  row(p, cols, ['Rechnungsbetrag', '', 'DM', num(s.total, 'de')], { bold: true, size: 10 });
  return doc(p, 'de', serviceTruth(shop, date, km, s, work, parts));
}
