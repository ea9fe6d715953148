/** German-language workshop bills along the four cars' lives: Stuttgart, Frankfurt, Winterthur, Thun, Berlin, Köln. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r05, r2, row, sum, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, cell, draw, lv, NAMES_CH, NAMES_DE, odo, plateCH, plateDE, street, STREETS_DE, svcTruth, int1000 } from './kit';

/** Daimler-Benz Niederlassung Stuttgart, early 1970s: Arbeitswerte and a separate parts list. */
export function dbNiederlassung(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(1969, 1977);
  const km = odo(c, date, rng);
  const shop = 'Daimler-Benz AG Niederlassung Stuttgart';
  const awPrice = rng.pick([1.6, 1.8, 1.95, 2.1]);
  const jobs = rng
    .some(
      [
        ['Wartung nach Kundendienstscheckheft', 18],
        ['Zündung prüfen und einstellen', 6],
        ['Einspritzpumpe und Drosselklappen synchronisieren', 9],
        ['Bremsbeläge vorn erneuern', 8],
        ['Mittelschalldämpfer erneuern', 7],
        ['Ventilspiel prüfen und einstellen', 12],
        ['Scheinwerfer einstellen', 2],
        ['Hardtop abnehmen, Verdeck prüfen', 3],
      ] as [string, number][],
      rng.int(2, 5),
    )
    .map(([t, aw]) => [t, aw * rng.int(8, 12), 0] as [string, number, number]);
  jobs.forEach((j) => (j[2] = r2(j[1] * awPrice)));
  const parts = draw(
    rng,
    [
      ['Ölfilter-Einsatz', 7.8],
      ['Motoröl HD 6 l', 19.5],
      ['Zündkerzen Bosch W 200 T 35', 14.4],
      ['Bremsbelagsatz vorn', 46],
      ['Luftfiltereinsatz', 12.3],
      ['Unterbrecherkontakt', 8.9],
      ['Keilriemen', 9.6],
    ],
    2,
    5,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const rate = vatDE(yearOf(date));
  const vat = r2(((labor + partsSum) * rate) / 100);
  const total = r2(labor + partsSum + vat);
  const p = new PageBuilder();
  p.text(50, 'DAIMLER-BENZ AKTIENGESELLSCHAFT', { y: 52, size: 15, bold: true, serif: true });
  p.text(50, 'Niederlassung Stuttgart · Kundendienst · Werkstatt Untertürkheim', { y: 67, size: 9, serif: true });
  p.text(50, 'Mercedesstraße 130 · 7000 Stuttgart 60 · Fernruf (0711) 3021 · Fernschreiber 07-23 524', { y: 78, size: 7.5, serif: true });
  hline(p, 50, 495, 86);
  const cust = rng.pick(NAMES_DE);
  p.text(50, 'Herrn', { y: 120, serif: true });
  p.text(50, cust.replace('Dr. ', ''), { y: 133, serif: true });
  p.text(50, street(rng, STREETS_DE), { y: 146, serif: true });
  p.text(50, `7${rng.int(0, 4)}${rng.int(10, 99)} ${rng.pick(['Esslingen', 'Ludwigsburg', 'Böblingen', 'Waiblingen'])}`, { y: 159, serif: true });
  p.text(545, `Stuttgart-Untertürkheim, den ${fd(date, 'delong')}`, { y: 120, size: 9, align: 'right', serif: true });
  p.text(50, `RECHNUNG Nr. ${rng.int(10, 99)}/${rng.int(10000, 99999)}`, { y: 200, size: 12, bold: true, serif: true });
  p.y = 222;
  lv(p, 50, 'Typ:', `${c.model}  (W 113)`, { dx: 40, serif: true });
  lv(p, 250, 'Fahrgest.-Nr.:', c.vin, { dx: 70, serif: true });
  p.down(13);
  lv(p, 50, 'Pol. Kennz.:', plateDE(rng, 'S'), { dx: 60, serif: true });
  lv(p, 250, 'km-Stand:', int1000(km, '.'), { dx: 70, serif: true });
  p.down(13);
  lv(p, 50, 'Auftrag vom:', fd(date, 'de'), { dx: 60, serif: true });
  p.y = 280;
  const cols = [{ x: 50 }, { x: 80 }, { x: 440, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Pos.', 'Ausgeführte Arbeiten', 'AW', 'DM'], { bold: true, serif: true });
  hline(p, 50, 495, p.y + 4);
  jobs.forEach((j, i) => {
    p.down(14);
    row(p, cols, [String(i + 1), j[0], String(j[1]), num(j[2], 'de')], { serif: true });
  });
  p.down(14);
  row(p, cols, ['', `${jobs.reduce((a, j) => a + j[1], 0)} AW à DM ${num(awPrice, 'de')}`, 'Lohn', num(labor, 'de')], { serif: true, bold: true });
  p.down(26);
  const pc = [{ x: 50 }, { x: 130 }, { x: 440, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, pc, ['Teile-Nr.', 'Ersatzteile', 'Menge', 'DM'], { bold: true, serif: true });
  hline(p, 50, 495, p.y + 4);
  parts.forEach((x) => {
    p.down(14);
    row(p, pc, [`${rng.int(100, 130)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, x[0], String(rng.int(1, 2)), num(x[1], 'de')], {
      serif: true,
    });
  });
  p.down(14);
  row(p, pc, ['', '', 'Teile', num(partsSum, 'de')], { serif: true, bold: true });
  p.down(28);
  const tc = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Lohn', num(labor, 'de')], { serif: true });
  p.down(13);
  row(p, tc, ['Ersatzteile', num(partsSum, 'de')], { serif: true });
  p.down(13);
  row(p, tc, [`+ ${rate} % Mehrwertsteuer`, num(vat, 'de')], { serif: true });
  hline(p, 330, 215, p.y + 4);
  p.down(16);
  row(p, tc, ['Rechnungsbetrag DM', num(total, 'de')], { serif: true, bold: true, size: 10 });
  p.text(50, 'Zahlbar sofort ohne Abzug. Bankverbindung: Deutsche Bank AG Stuttgart, Kto. 14/00215', { y: 780, size: 7.5, serif: true });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Frankfurt Porsche dealer's order form of the late 1970s and 1980s: a grid of framed cells, mixed A/T lines. */
export function porscheHaendlerFrankfurt(rng: Random): Generated {
  const c = car(rng, 'p911');
  const done = rng.date(1976, 1988);
  const inv = addDays(done, rng.int(0, 3));
  const km = odo(c, done, rng);
  const shop = 'Sportwagen Hessler GmbH';
  const rate = rng.pick([48, 56, 62, 68, 74]);
  const jobs = rng
    .some(
      [
        ['20.000-km-Inspektion', 4.5],
        ['Ventile einstellen', 2.5],
        ['Zündung und Vergaser einstellen', 1.5],
        ['Kupplungszug erneuern', 1],
        ['Bremsflüssigkeit wechseln', 0.8],
        ['Wärmetauscher links erneuern', 2.2],
        ['Ölleitung Thermostat abdichten', 1.7],
        ['Stoßdämpfer hinten erneuern', 1.6],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, h]) => [t, h, r2(h * rate)] as [string, number, number]);
  const parts = draw(
    rng,
    [
      ['Motoröl 20W-50, 11 Ltr.', 66],
      ['Ölfilter', 14.5],
      ['Zündkerzen', 31],
      ['Ventildeckeldichtungen Satz', 38],
      ['Kupplungszug', 28],
      ['Wärmetauscher links', 540],
      ['Bremsflüssigkeit ATE', 12],
      ['Stoßdämpfer Koni hinten', 310],
    ],
    2,
    5,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatDE(yearOf(inv));
  const net = r2(labor + partsSum);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'SPORTWAGEN HESSLER', { y: 50, size: 18, bold: true });
  p.text(50, 'GmbH · Porsche- und Audi-Vertragshändler · Hanauer Landstraße 311 · 6000 Frankfurt/M. 1', { y: 64, size: 8 });
  p.text(50, `Telefon (069) 41 ${rng.int(10, 99)} ${rng.int(10, 99)} · Telex 4 ${rng.int(10000, 99999)}`, { y: 74, size: 8 });
  p.text(545, 'RECHNUNG', { y: 55, size: 14, bold: true, align: 'right' });
  const cust = rng.pick(NAMES_DE);
  p.text(50, cust, { y: 110 });
  p.text(50, street(rng, STREETS_DE), { y: 122 });
  p.text(50, `6${rng.int(0, 4)}${rng.int(10, 99)} ${rng.pick(['Bad Homburg', 'Offenbach', 'Hanau', 'Kronberg'])}`, { y: 134 });
  const y0 = 160;
  cell(p, 50, y0, 90, 'Auftrags-Nr.', String(rng.int(30000, 89999)));
  cell(p, 140, y0, 80, 'Kunden-Nr.', String(rng.int(1000, 9999)));
  cell(p, 220, y0, 90, 'Amtl. Kennzeichen', plateDE(rng, 'F'));
  cell(p, 310, y0, 110, 'Fahrgestell-Nr.', c.vin);
  cell(p, 420, y0, 125, 'Typ', `Porsche ${c.model}`);
  cell(p, 50, y0 + 26, 90, 'km-Stand', int1000(km, '.'));
  cell(p, 140, y0 + 26, 80, 'Erstzulassung', fd(`${c.year}-0${rng.int(3, 9)}-01`, 'de').slice(3));
  cell(p, 220, y0 + 26, 90, 'Annahme', fd(addDays(done, -rng.int(0, 2)), 'de'));
  cell(p, 310, y0 + 26, 110, 'Fertig am', fd(done, 'de'));
  cell(p, 420, y0 + 26, 125, 'Rechnungsdatum', fd(inv, 'de'));
  p.y = 240;
  const cols = [
    { x: 50 },
    { x: 70 },
    { x: 145 },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 545, align: 'right' as const },
  ];
  row(p, cols, ['', 'Nr.', 'Bezeichnung', 'Menge', 'Preis', 'Betrag'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  for (const j of jobs) {
    p.down(14);
    row(p, cols, ['A', `${rng.int(10, 99)}${rng.int(10, 99)}${rng.int(0, 9)}`, j[0], num(j[1], 'de'), num(rate, 'de'), num(j[2], 'de')]);
  }
  for (const x of parts) {
    p.down(14);
    row(p, cols, [
      'T',
      `9${rng.int(0, 3)}${rng.int(1, 9)}.${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(10, 99)}`,
      x[0],
      '1',
      num(x[1], 'de'),
      num(x[1], 'de'),
    ]);
  }
  hline(p, 50, 495, p.y + 6);
  p.down(26);
  const tc = [{ x: 360 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Arbeitslohn', '', num(labor, 'de')]);
  p.down(13);
  row(p, tc, ['Ersatzteile', '', num(partsSum, 'de')]);
  p.down(13);
  row(p, tc, ['Netto', '', num(net, 'de')]);
  p.down(13);
  row(p, tc, [`MwSt ${vr} %`, '', num(vat, 'de')]);
  p.down(16);
  p.box(355, p.y - 11, 190, 16, true);
  row(p, tc, ['Gesamtbetrag', 'DM', num(total, 'de')], { bold: true, size: 10 });
  p.text(50, 'A = Arbeit · T = Teile. Beanstandungen nur innerhalb von 8 Tagen. Frankfurter Sparkasse 1822, Kto. 912 345', { y: 790, size: 7 });
  return doc(p, 'de', svcTruth({ shop, date: done, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Winterthur Mercedes agency's bill in Swiss francs, late 1990s: work block, material block, MWST, rounding. */
export function garageWinterthur(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(1996, 2003);
  const km = odo(c, date, rng);
  const shop = 'Garage Bucheli AG';
  const ansatz = rng.pick([98, 105, 112, 118]);
  const jobs = rng
    .some(
      [
        ['Service gemäss Serviceplan, Öl + Filter', 2.5],
        ['Vorführung MFK vorbereiten', 1.5],
        ['Bremsanlage hinten revidiert', 3],
        ['Kühler aus-/eingebaut, gespült', 2.8],
        ['Verdeck eingestellt', 1],
        ['Einspritzanlage eingestellt, CO gemessen', 1.2],
        ['Abgaswartung mit Abgasdokument', 0.8],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, h]) => [t, h, r2(h * ansatz)] as [string, number, number]);
  const parts = draw(
    rng,
    [
      ['Motorenöl 15W-40', 78],
      ['Ölfilter', 24.5],
      ['Bremsbeläge hinten', 96],
      ['Bremssattel-Reparatursatz', 118],
      ['Kühlerschlauch oben', 42],
      ['Frostschutz 3 l', 31],
      ['Zündkerzen 6 Stk.', 54],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const net = r2(labor + partsSum);
  const vr = vatCH(yearOf(date));
  const vat = r2((net * vr) / 100);
  const total = r05(net + vat);
  const rund = r2(total - net - vat);
  const p = new PageBuilder();
  p.text(545, 'GARAGE BUCHELI AG', { y: 48, size: 14, bold: true, align: 'right' });
  p.text(545, 'Mercedes-Benz Vertretung', { y: 61, size: 9, align: 'right' });
  p.text(545, 'Zürcherstrasse 214 · 8406 Winterthur', { y: 72, size: 8, align: 'right' });
  p.text(545, `Tel. 052 / 203 ${rng.int(10, 99)} ${rng.int(10, 99)} · Fax 052 / 203 ${rng.int(10, 99)} ${rng.int(10, 99)}`, { y: 82, size: 8, align: 'right' });
  p.text(545, `MWST-Nr. ${rng.int(100, 999)} ${rng.int(100, 999)}`, { y: 92, size: 8, align: 'right' });
  const cust = rng.pick(NAMES_CH);
  p.text(60, 'Herr', { y: 140 });
  p.text(60, cust, { y: 152 });
  p.text(60, `${rng.pick(['Seestrasse', 'Dorfstrasse', 'Im Grund'])} ${rng.int(1, 80)}`, { y: 164 });
  p.text(60, `84${rng.int(0, 9)}${rng.int(0, 9)} ${rng.pick(['Seuzach', 'Wiesendangen', 'Elgg', 'Pfungen'])}`, { y: 176 });
  p.text(330, `Winterthur, ${fd(date, 'ukdot').replace(/\.(\d\d)$/, '.' + date.slice(0, 4))}`, { y: 176 });
  p.text(60, `Rechnung ${rng.int(200000, 299999)}`, { y: 215, size: 12, bold: true });
  p.y = 235;
  p.text(60, `${c.make} ${c.model}`, { size: 9 });
  p.text(200, 'Marke / Typ', { size: 7 });
  p.text(300, plateCH(rng, 'ZH'), { size: 9 });
  p.text(380, 'Kontrollschild', { size: 7 });
  p.down(12);
  p.text(60, `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, { size: 9 });
  p.text(200, 'Stamm-Nr.', { size: 7 });
  p.text(300, int1000(km, "'"), { size: 9 });
  p.text(380, 'Km-Stand', { size: 7 });
  p.down(12);
  p.text(60, c.vin, { size: 9 });
  p.text(200, 'Fahrgestell', { size: 7 });
  p.y = 290;
  const cols = [{ x: 60 }, { x: 370, align: 'right' as const }, { x: 440, align: 'right' as const }, { x: 540, align: 'right' as const }];
  p.text(60, 'Arbeit', { bold: true });
  for (const j of jobs) {
    p.down(13);
    row(p, cols, [j[0], `${num(j[1], 'ch')} Std.`, num(ansatz, 'ch'), num(j[2], 'ch')]);
  }
  p.down(13);
  row(p, cols, ['Total Arbeit', '', '', num(labor, 'ch')], { bold: true });
  p.down(22);
  p.text(60, 'Material', { bold: true });
  for (const x of parts) {
    p.down(13);
    row(p, cols, [x[0], '', '', num(x[1], 'ch')]);
  }
  p.down(13);
  row(p, cols, ['Total Material', '', '', num(partsSum, 'ch')], { bold: true });
  p.down(26);
  const tc = [{ x: 300 }, { x: 540, align: 'right' as const }];
  row(p, tc, ['Total exkl. MWST', num(net, 'ch')]);
  p.down(13);
  row(p, tc, [`MWST ${num(vr, 'ch').replace(/\.?0+$/, '')} %`, num(vat, 'ch')]);
  p.down(13);
  row(p, tc, ['Rundung', num(rund, 'ch')]);
  hline(p, 300, 240, p.y + 4);
  p.down(16);
  row(p, tc, ['Total CHF inkl. MWST', num(total, 'ch')], { bold: true, size: 10 });
  p.text(60, 'Zahlbar innert 30 Tagen netto. PC-Konto 84-1234-5. Besten Dank für Ihren Auftrag.', { y: 785, size: 7.5 });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Bavarian SL specialist's modern invoice: positions with article numbers, units, Leistungsdatum. */
export function slKlassikAmmersee(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(2015, 2025);
  const inv = addDays(date, rng.int(1, 9));
  const km = odo(c, date, rng);
  const shop = 'SL-Klassik Wagner GmbH';
  const rate = rng.pick([98, 112, 124, 135, 142]);
  const jobs = rng
    .some(
      [
        ['Jahresdurchsicht W 113 nach Checkliste', 3.5],
        ['Einspritzpumpe Grundeinstellung, Leerlauf', 2],
        ['Bremsanlage komplett entlüften, DOT 4', 1],
        ['Hinterachse neu gelagert (Ausgleichsfeder)', 6],
        ['Zündverteiler überholt', 2.5],
        ['Kraftstofftank ausgebaut, entrostet, versiegelt', 8],
        ['Vorbereitung Hauptuntersuchung §29 StVZO', 1.5],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, h]) => [t, h, r2(h * rate)] as [string, number, number]);
  const parts = draw(
    rng,
    [
      ['Motoröl 20W-50 mineralisch', 68],
      ['Ölfiltereinsatz', 19],
      ['Zündkerzen Bosch W6DC', 42],
      ['Verteilerkappe', 58],
      ['Bremsflüssigkeit DOT 4 1 l', 14],
      ['Ausgleichsfeder Lagersatz', 186],
      ['Tankversiegelung Set', 149],
      ['Kraftstofffilter', 27],
    ],
    2,
    5,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const net = r2(labor + partsSum);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'SL-Klassik Wagner', { y: 52, size: 20, bold: true });
  p.text(50, 'Oldtimer-Werkstatt für Mercedes-Benz W 113 · W 121 · W 198', { y: 66, size: 8.5 });
  p.text(50, `SL-Klassik Wagner GmbH · Gewerbering ${rng.int(2, 30)} · 82211 Herrsching am Ammersee`, { y: 118, size: 6.5 });
  const cust = rng.pick(NAMES_DE);
  p.text(50, cust, { y: 132 });
  p.text(50, street(rng, STREETS_DE), { y: 144 });
  p.text(50, `8${rng.int(0, 9)}${rng.int(100, 999)} ${rng.pick(['München', 'Starnberg', 'Augsburg', 'Weilheim'])}`, { y: 156 });
  const rx = 360;
  p.y = 120;
  for (const [l, v] of [
    ['Rechnungs-Nr.', `RE-${yearOf(inv)}-${rng.int(1000, 1999)}`],
    ['Rechnungsdatum', fd(inv, 'de')],
    ['Leistungsdatum', fd(date, 'de')],
    ['Kunden-Nr.', `K${rng.int(10000, 19999)}`],
    ['Kennzeichen', plateDE(rng, rng.pick(['M', 'STA', 'WM']), true)],
    ['FIN', `WDB${c.vin.replace(/-/g, '')}`],
    ['km-Stand', int1000(km, '.')],
  ]) {
    lv(p, rx, l, v, { dx: 80, size: 8.5 });
    p.down(12);
  }
  p.text(50, 'Rechnung', { y: 225, size: 14, bold: true });
  p.y = 250;
  const cols = [
    { x: 50 },
    { x: 75 },
    { x: 135 },
    { x: 385, align: 'right' as const },
    { x: 405 },
    { x: 475, align: 'right' as const },
    { x: 545, align: 'right' as const },
  ];
  row(p, cols, ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'ME', 'E-Preis €', 'Gesamt €'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  let pos = 0;
  p.down(16);
  p.text(75, 'Arbeitsleistungen', { bold: true, size: 8.5 });
  for (const j of jobs) {
    p.down(13);
    row(p, cols, [String(++pos), `L${rng.int(100, 999)}`, j[0], num(j[1], 'de'), 'Std.', num(rate, 'de'), num(j[2], 'de')], { size: 8.5 });
  }
  p.down(16);
  p.text(75, 'Material', { bold: true, size: 8.5 });
  for (const x of parts) {
    p.down(13);
    row(p, cols, [String(++pos), `${rng.int(100000, 999999)}`, x[0], '1', 'Stk.', num(x[1], 'de'), num(x[1], 'de')], { size: 8.5 });
  }
  hline(p, 50, 495, p.y + 6);
  p.down(24);
  const tc = [{ x: 340 }, { x: 545, align: 'right' as const }];
  for (const [l, v] of [
    ['Summe Arbeitsleistungen', labor],
    ['Summe Material', partsSum],
    ['Nettobetrag', net],
    ['zzgl. 19 % USt', vat],
  ] as [string, number][]) {
    row(p, tc, [l, `${num(v, 'de')} €`], { size: 9 });
    p.down(13);
  }
  p.down(3);
  row(p, tc, ['Rechnungsbetrag', `${num(total, 'de')} €`], { size: 10.5, bold: true });
  p.down(30);
  p.text(50, `Nächste Durchsicht: ${fd(addDays(date, 365), 'de').slice(3)} oder in ${int1000(3000, '.')} km.`, { size: 8.5 });
  p.text(50, 'Kreissparkasse München Starnberg Ebersberg · IBAN DE12 7025 0150 0012 3456 78 · BIC BYLADEM1KMS', { y: 790, size: 7 });
  p.text(50, `Geschäftsführer: Anton Wagner · HRB ${rng.int(100000, 299999)} AG München · USt-IdNr. DE${rng.int(100000000, 399999999)}`, { y: 800, size: 7 });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Bernese Oberland 911 specialist, 2010s: one table of quantity, text, unit price and amount, CHF. */
export function elferGarageThun(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = rng.date(2009, 2025);
  const km = odo(c, date, rng);
  const shop = 'Elfer-Garage Thun AG';
  const rate = rng.pick([135, 145, 155, 165]);
  const jobs = rng
    .some(
      [
        ['Grosser Service Porsche 911 F-Modell', 5],
        ['Ventilspiel eingestellt, Ventildeckel neu gedichtet', 3.5],
        ['Vergaser Weber 40 IDT synchronisiert', 1.5],
        ['Kettenspanner auf Druckölspanner umgerüstet', 6],
        ['Fahrwerk vermessen und eingestellt', 2],
        ['Vorbereitung Veteranenprüfung', 2.5],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, h]) => [t, h, r2(h * rate)] as [string, number, number]);
  const parts = draw(
    rng,
    [
      ['Motorenöl 20W-50, 10 l', 165],
      ['Ölfilter', 28],
      ['Ventildeckeldichtungen', 64],
      ['Druckölkettenspanner (Paar)', 520],
      ['Zündkerzen Bosch W5DC', 48],
      ['Luftfiltereinsätze', 58],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const net = r2(labor + partsSum);
  const vr = vatCH(yearOf(date));
  const vat = r2((net * vr) / 100);
  const total = r05(net + vat);
  const p = new PageBuilder();
  p.box(40, 36, 515, 52, true);
  p.text(297, 'ELFER-GARAGE THUN AG', { y: 58, size: 16, bold: true, align: 'center' });
  p.text(297, `Luftgekühlte Porsche · Allmendstrasse ${rng.int(2, 60)} · 3600 Thun · 033 222 ${rng.int(10, 99)} ${rng.int(10, 99)}`, {
    y: 75,
    size: 8,
    align: 'center',
  });
  p.text(297, `CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`, { y: 84, size: 7, align: 'center' });
  const cust = rng.pick(NAMES_CH);
  p.text(340, cust, { y: 130 });
  p.text(340, `${rng.pick(['Bernstrasse', 'Seefeldstrasse', 'Hofweg'])} ${rng.int(1, 90)}`, { y: 142 });
  p.text(340, `3${rng.int(600, 800)} ${rng.pick(['Spiez', 'Steffisburg', 'Oberhofen', 'Münsingen'])}`, { y: 154 });
  p.text(50, `Rechnung Nr. ${rng.int(24000, 29999)}`, { y: 200, size: 12, bold: true });
  p.text(50, `Thun, ${fd(date, 'de')}`, { y: 214, size: 9 });
  p.text(50, `Fahrzeug: Porsche ${c.model}, ${c.year} · Fgst. ${c.vin} · ${plateCH(rng, 'BE')} · km ${int1000(km, "'")}`, { y: 234, size: 9 });
  p.y = 262;
  const cols = [{ x: 50 }, { x: 100 }, { x: 450, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.box(45, p.y - 11, 505, 15, true);
  row(p, cols, ['Menge', 'Text', 'Einzelpreis', 'Betrag CHF'], { bold: true });
  for (const j of jobs) {
    p.down(14);
    row(p, cols, [`${num(j[1], 'ch')} h`, j[0], num(rate, 'ch'), num(j[2], 'ch')]);
  }
  p.down(14);
  row(p, cols, ['', 'Arbeitsaufwand', '', num(labor, 'ch')], { bold: true });
  p.down(8);
  for (const x of parts) {
    p.down(14);
    row(p, cols, ['1', x[0], num(x[1], 'ch'), num(x[1], 'ch')]);
  }
  p.down(14);
  row(p, cols, ['', 'Ersatzteile & Material', '', num(partsSum, 'ch')], { bold: true });
  hline(p, 50, 495, p.y + 6);
  p.down(24);
  const tc = [{ x: 100 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Zwischentotal', num(net, 'ch')]);
  p.down(13);
  row(p, tc, [`MWST ${vr} % auf ${num(net, 'ch')}`, num(vat, 'ch')]);
  p.down(15);
  row(p, tc, ['Rechnungsbetrag (gerundet)', num(total, 'ch')], { bold: true, size: 10 });
  p.text(50, 'Zahlbar innert 20 Tagen. QR-Einzahlungsschein folgt separat. IBAN CH93 0076 2011 6238 5295 7', { y: 790, size: 7 });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Berlin restorer's bill for the E-Type: hours by trade, material list, Meilen. */
export function restaurierungSpandau(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(2012, 2024);
  const km = odo(c, date, rng);
  const shop = 'Karosseriebau & Restaurierung Ehlert';
  const rate = rng.pick([68, 75, 82, 89]);
  const trades = rng
    .some(
      [
        ['Karosserie: Schweller links und rechts erneuert', 42],
        ['Karosserie: Bodenbleche vorn ersetzt, verzinnt', 36],
        ['Lackierung: Motorhaube entlackt, grundiert, lackiert', 28],
        ['Mechanik: Vorderachse überholt, neu gelagert', 16],
        ['Sattlerei: Sitze neu bezogen, Leder Connolly', 22],
        ['Elektrik: Kabelbaum vorn erneuert', 12],
      ] as [string, number][],
      rng.int(3, 4),
    )
    .map(([t, h]) => [t, h + rng.int(0, 8), 0] as [string, number, number]);
  trades.forEach((t) => (t[2] = r2(t[1] * rate)));
  const parts = draw(
    rng,
    [
      ['Schwellerblech außen, Paar', 380],
      ['Bodenblech-Satz vorn', 460],
      ['Lackmaterial Opalescent, 2K', 690],
      ['Querlenkerbuchsen-Satz', 145],
      ['Lederhäute Connolly (3 Stk.)', 1450],
      ['Kabelbaum vorn', 520],
      ['Zinn und Flussmittel', 85],
    ],
    3,
    5,
  );
  const labor = sum(trades.map((t) => t[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const net = r2(labor + partsSum);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'EHLERT', { y: 56, size: 26, bold: true, serif: true });
  p.text(50, 'Karosseriebau & Restaurierung · Meisterbetrieb seit 1981', { y: 72, size: 9, serif: true });
  p.text(545, `Streitstraße ${rng.int(2, 40)}`, { y: 46, size: 8, align: 'right' });
  p.text(545, '13587 Berlin-Spandau', { y: 56, size: 8, align: 'right' });
  p.text(545, `Tel. 030 / 375 ${rng.int(100, 999)} ${rng.int(10, 99)}`, { y: 66, size: 8, align: 'right' });
  p.text(545, `St.-Nr. 27/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, { y: 76, size: 8, align: 'right' });
  hline(p, 50, 495, 84);
  const cust = rng.pick(NAMES_DE);
  p.text(50, cust, { y: 120 });
  p.text(50, street(rng, STREETS_DE), { y: 132 });
  p.text(50, `1${rng.int(4000, 4999)} Berlin`, { y: 144 });
  p.text(50, `Schlussrechnung Nr. ${yearOf(date)}/${rng.int(10, 99)}`, { y: 185, size: 13, bold: true, serif: true });
  p.text(545, `Berlin, ${fd(date, 'delong')}`, { y: 185, size: 9, align: 'right' });
  p.text(50, `Objekt: Jaguar E-Type Series 1 3.8 Coupé, Baujahr ${c.year}, Fahrgestell-Nr. ${c.vin}, Motor-Nr. ${c.engineNo}`, { y: 205, size: 8.5 });
  p.text(50, `Tachostand bei Abholung: ${int1000(km, '.')} Meilen`, { y: 217, size: 8.5 });
  p.y = 245;
  p.text(50, 'I. Arbeitsstunden nach Gewerken', { bold: true });
  const cols = [{ x: 60 }, { x: 400, align: 'right' as const }, { x: 465, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.down(14);
  row(p, cols, ['Gewerk / Leistung', 'Std.', 'Satz €', 'Betrag €'], { size: 8 });
  for (const t of trades) {
    p.down(13);
    row(p, cols, [t[0], String(t[1]), num(rate, 'de'), num(t[2], 'de')]);
  }
  p.down(14);
  row(p, cols, ['Summe Lohn', '', '', num(labor, 'de')], { bold: true });
  p.down(26);
  p.text(50, 'II. Material', { bold: true });
  for (const x of parts) {
    p.down(13);
    row(p, cols, [x[0], '', '', num(x[1], 'de')]);
  }
  p.down(14);
  row(p, cols, ['Summe Material', '', '', num(partsSum, 'de')], { bold: true });
  p.down(28);
  const tc = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Summe netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, ['19 % MwSt.', num(vat, 'de')]);
  p.down(13);
  row(p, tc, ['Gesamt brutto €', num(total, 'de')], { bold: true });
  p.down(28);
  p.text(50, 'Abschlagszahlungen wurden nicht geleistet. Der Betrag ist bei Abholung des Fahrzeugs fällig.', { size: 8 });
  p.text(50, 'Berliner Volksbank · IBAN DE61 1009 0000 2345 6780 01', { y: 795, size: 7 });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: trades.map((t) => t[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Cologne American-car workshop: a label column at the left, the mileage in miles, DM or euro by the year. */
export function usCarPorz(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1999, 2022);
  const km = odo(c, date, rng);
  const dm = yearOf(date) < 2002;
  const cur = dm ? 'DM' : 'EUR';
  const shop = 'US-Car Service Rhein-Porz';
  const f = dm ? 1.9 : 1;
  const jobs = draw(
    rng,
    [
      ['Ölwechsel mit Filter', 45],
      ['Vergaser Holley überholt und eingestellt', 220],
      ['Zündung auf Elektronik umgebaut', 160],
      ['Bremsen vorn überholt', 190],
      ['Auspuffanlage Dual-Exhaust montiert', 260],
      ['Abnahme §21 vorbereitet', 120],
      ['Kühler gespült, Thermostat erneuert', 95],
    ],
    2,
    4,
    f,
  );
  const parts = draw(
    rng,
    [
      ['Motoröl 10W-40, 5 qt', 38],
      ['Ölfilter Motorcraft FL-1A', 12],
      ['Vergaserdichtsatz Holley 4V', 48],
      ['Pertronix Ignitor Zündmodul', 125],
      ['Bremsbeläge vorn', 55],
      ['Thermostat 180°F', 21],
      ['Zündkerzen Autolite 8 St.', 36],
    ],
    2,
    5,
    f,
  );
  const labor = sum(jobs.map((j) => j[1]));
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatDE(yearOf(date));
  const net = r2(labor + partsSum);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'US-CAR SERVICE', { y: 50, size: 16, bold: true });
  p.text(50, 'RHEIN-PORZ', { y: 66, size: 12 });
  p.text(545, 'Inh. Frank Dorn · Kfz-Meister', { y: 46, size: 8, align: 'right' });
  p.text(545, `Frankfurter Str. ${rng.int(100, 700)} · ${dm ? '51145' : '51145'} Köln`, { y: 56, size: 8, align: 'right' });
  p.text(545, `Tel. 02203 / ${rng.int(10, 99)} ${rng.int(100, 999)}`, { y: 66, size: 8, align: 'right' });
  const cust = rng.pick(NAMES_DE);
  p.text(50, `${cust} · ${street(rng, STREETS_DE)} · 5${rng.int(1000, 1999)} Köln`, { y: 100, size: 9 });
  p.y = 130;
  const lw = 110;
  for (const [l, v] of [
    ['Rechnung Nr.:', `${yearOf(date) % 100}-${rng.int(100, 999)}`],
    ['Datum:', fd(date, 'de2')],
    ['Fahrzeug:', `${c.make} ${c.model} (${c.year})`],
    ['VIN:', c.vin],
    ['Kennzeichen:', plateDE(rng, 'K', !dm && rng.chance(0.7))],
    ['Tachostand (mls):', int1000(km, '.')],
  ]) {
    lv(p, 50, l, v, { dx: lw, size: 9 });
    p.down(13);
  }
  p.down(14);
  p.text(50, 'Lohnarbeiten', { bold: true });
  p.text(545, cur, { align: 'right', bold: true });
  for (const j of jobs) {
    p.down(13);
    p.text(60, j[0], { size: 9 });
    p.text(545, num(j[1], 'de'), { align: 'right', size: 9 });
  }
  p.down(14);
  p.text(300, 'Lohn netto', { bold: true });
  p.text(545, num(labor, 'de'), { align: 'right', bold: true });
  p.down(22);
  const cols = [{ x: 60 }, { x: 90 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Anz.', 'Teile', 'Einzel', 'Gesamt'], { bold: true });
  for (const x of parts) {
    const q = rng.int(1, 2);
    p.down(13);
    row(p, cols, [String(q), x[0], num(r2(x[1] / q), 'de'), num(x[1], 'de')]);
  }
  p.down(14);
  row(p, cols, ['', 'Teile netto', '', num(partsSum, 'de')], { bold: true });
  p.down(26);
  const tc = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Nettosumme', num(net, 'de')]);
  p.down(13);
  row(p, tc, [`${vr}% MwSt.`, num(vat, 'de')]);
  p.down(14);
  row(p, tc, [`Endbetrag ${cur}`, num(total, 'de')], { bold: true, size: 10 });
  p.text(50, 'Betrag dankend bar erhalten.', { y: p.y + 30, size: 9 });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A village master mechanic's typed bill, late 1970s: work and material lists, Lohn and Material sums. */
export function meisterbetriebEsslingen(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(1978, 1984);
  const km = odo(c, date, rng);
  const shop = 'Kfz-Meisterbetrieb Walter Riegger';
  const jobs = draw(
    rng,
    [
      ['Inspektion mit Ölwechsel', 65],
      ['Kupplung erneuert', 210],
      ['Auspuff komplett erneuert', 95],
      ['Wasserpumpe erneuert', 110],
      ['Vorderachse abgeschmiert, Spur eingestellt', 45],
      ['TÜV-Vorführung', 35],
    ],
    2,
    4,
    1,
    true,
  );
  const parts = draw(
    rng,
    [
      ['Kupplungsscheibe und Druckplatte', 385],
      ['Auspuffanlage komplett', 420],
      ['Wasserpumpe AT', 168],
      ['Motoröl 6 Ltr.', 36],
      ['Ölfilter', 11],
      ['Dichtungen, Kleinmaterial', 14],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[1]));
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatDE(yearOf(date));
  const zus = r2(labor + partsSum);
  const vat = r2((zus * vr) / 100);
  const total = r2(zus + vat);
  const p = new PageBuilder();
  p.text(297, 'Walter Riegger', { y: 50, size: 16, serif: true, align: 'center' });
  p.text(297, 'Kfz.-Meisterbetrieb · Reparaturen aller Fabrikate', { y: 64, size: 9, serif: true, align: 'center' });
  p.text(297, `73 Esslingen-Berkheim · Osterfeldstr. ${rng.int(2, 40)} · Telefon 0711/34 ${rng.int(10, 99)} ${rng.int(10, 99)}`, {
    y: 75,
    size: 8,
    serif: true,
    align: 'center',
  });
  const cust = rng.pick(NAMES_DE);
  p.text(60, `Rechnung für: ${cust}`, { y: 120, serif: true });
  p.text(400, `Esslingen, ${fd(date, 'de2')}`, { y: 120, serif: true });
  p.text(60, `Fahrzeug: MB 280 SL    Kennz.: ${plateDE(rng, 'ES')}    km: ${km}`, { y: 138, serif: true });
  p.y = 170;
  p.text(60, 'Ausgeführte Arbeiten:', { serif: true, bold: true });
  for (const j of jobs) {
    p.down(14);
    p.text(75, j[0], { serif: true });
    p.text(480, `DM ${num(j[1], 'de')}`, { serif: true, align: 'right' });
  }
  p.down(22);
  p.text(60, 'Verwendetes Material:', { serif: true, bold: true });
  for (const x of parts) {
    p.down(14);
    p.text(75, x[0], { serif: true });
    p.text(480, `DM ${num(x[1], 'de')}`, { serif: true, align: 'right' });
  }
  p.down(30);
  const tc = [{ x: 300 }, { x: 480, align: 'right' as const }];
  row(p, tc, ['Lohn', `DM ${num(labor, 'de')}`], { serif: true, size: 10 });
  p.down(14);
  row(p, tc, ['Material', `DM ${num(partsSum, 'de')}`], { serif: true, size: 10 });
  p.down(14);
  row(p, tc, ['zusammen', `DM ${num(zus, 'de')}`], { serif: true, size: 10 });
  p.down(14);
  row(p, tc, [`+ ${vr} % MwSt.`, `DM ${num(vat, 'de')}`], { serif: true, size: 10 });
  hline(p, 300, 180, p.y + 4);
  p.down(16);
  row(p, tc, ['Endsumme', `DM ${num(total, 'de')}`], { serif: true, size: 10, bold: true });
  p.text(60, 'Betrag erhalten:  ___________________', { y: p.y + 50, serif: true });
  p.text(60, 'Kreissparkasse Esslingen Kto. 7 012 345', { y: 790, size: 7.5, serif: true });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}

/** A Bosch-Dienst bill of the 1980s: Menge / Bezeichnung / prices, the totals in a row of framed cells at the foot. */
export function boschDienstOffenbach(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = rng.date(1980, 1989);
  const km = odo(c, date, rng);
  const shop = 'Bosch-Dienst Helmut Kranz';
  const rate = rng.pick([52, 58, 64, 71]);
  const jobs = rng
    .some(
      [
        ['Lichtmaschine aus- und eingebaut, instandgesetzt', 2.2],
        ['Motortest mit Bosch-Tester, Zündung eingestellt', 1],
        ['Anlasser überholt', 1.8],
        ['Scheinwerfer auf H4 umgerüstet', 1.2],
        ['Batterie geprüft, Pole gereinigt', 0.3],
        ['Abgassonderuntersuchung (ASU)', 0.6],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, h]) => [t, h, r2(h * rate)] as [string, number, number]);
  const parts = draw(
    rng,
    [
      ['Regler 14 V', 48],
      ['Kohlebürsten-Satz', 18],
      ['Zündkerzen W 5 D', 29],
      ['Scheinwerfereinsatz H4', 98],
      ['Glühlampen H4 60/55 W', 22],
      ['Batterie 12 V 66 Ah', 145],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const vr = vatDE(yearOf(date));
  const vat = r2(((labor + partsSum) * vr) / 100);
  const total = r2(labor + partsSum + vat);
  const p = new PageBuilder();
  p.box(50, 36, 70, 30);
  p.text(85, 'BOSCH', { y: 56, size: 14, bold: true, align: 'center' });
  p.text(130, 'Bosch-Dienst Helmut Kranz', { y: 50, size: 13, bold: true });
  p.text(130, `Kfz-Elektrik · Einspritzung · Vergaser · Sprendlinger Landstr. ${rng.int(10, 150)} · 6050 Offenbach`, { y: 62, size: 7.5 });
  const cust = rng.pick(NAMES_DE);
  p.text(50, cust, { y: 110 });
  p.text(50, street(rng, STREETS_DE), { y: 122 });
  p.text(50, `6${rng.int(0, 4)}${rng.int(10, 99)} ${rng.pick(['Dreieich', 'Neu-Isenburg', 'Langen'])}`, { y: 134 });
  p.y = 110;
  for (const [l, v] of [
    ['Rechnung', String(rng.int(5000, 9999))],
    ['Datum', fd(date, 'de')],
    ['Kennz.', plateDE(rng, 'OF')],
    ['Fzg.', `Porsche 911 T`],
    ['km', int1000(km, '.')],
  ]) {
    lv(p, 380, l, v, { dx: 55, size: 9 });
    p.down(12);
  }
  p.y = 185;
  const cols = [{ x: 50 }, { x: 90 }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Menge', 'Bezeichnung', 'Einzelpr.', 'Gesamtpr.'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  for (const j of jobs) {
    p.down(14);
    row(p, cols, [`${num(j[1], 'de')} Std`, `Arbeitszeit: ${j[0]}`, num(rate, 'de'), num(j[2], 'de')]);
  }
  for (const x of parts) {
    p.down(14);
    row(p, cols, ['1', x[0], num(x[1], 'de'), num(x[1], 'de')]);
  }
  const y = p.y + 40;
  cell(p, 50, y, 120, 'Lohn', num(labor, 'de'));
  cell(p, 170, y, 120, 'Material', num(partsSum, 'de'));
  cell(p, 290, y, 110, `MwSt ${vr} %`, num(vat, 'de'));
  cell(p, 400, y, 145, 'Endbetrag DM', num(total, 'de'), { bold: true });
  p.text(50, 'Auf die ausgeführten Arbeiten gewähren wir 6 Monate Gewährleistung. Stadtsparkasse Offenbach Kto. 123 456', { y: 790, size: 7 });
  return doc(
    p,
    'de',
    svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => `Arbeitszeit: ${j[0]}`), partsUsed: parts.map((x) => x[0]) }),
  );
}

/** A Ford dealer's dealer-system print, 2000s: work positions with time units, a parts block, the next HU noted. */
export function fordAutohausKoeln(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(2003, 2013);
  const km = odo(c, date, rng);
  const shop = 'Autohaus Brenner GmbH';
  const zePrice = rng.pick([8.9, 9.6, 10.4, 11.2]);
  const jobs = rng
    .some(
      [
        ['HAUPTUNTERSUCHUNG VORBEREITEN', 10],
        ['MOTOROEL UND FILTER ERNEUERN', 6],
        ['BREMSSCHLAEUCHE VORN ERNEUERN', 9],
        ['LENKGETRIEBE NACHSTELLEN', 7],
        ['STOSSDAEMPFER HINTEN ERSETZEN', 12],
        ['FEHLERSUCHE LADESTROMKREIS', 5],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, z]) => [t, z, r2(z * zePrice)] as [string, number, number]);
  const parts = draw(
    rng,
    [
      ['MOTOROEL 10W40 5L', 39],
      ['OELFILTER', 11.5],
      ['BREMSSCHLAUCH VA', 24],
      ['STOSSDAEMPFER HA', 78],
      ['LICHTMASCHINENREGLER', 42],
      ['KLEINMATERIAL', 6.5],
    ],
    2,
    4,
  );
  const labor = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((x) => x[1]));
  const net = r2(labor + partsSum);
  const vr = vatDE(yearOf(date));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.text(50, 'Autohaus Brenner GmbH', { y: 48, size: 13, bold: true });
  p.text(50, 'Ford-Vertragshändler · Amsterdamer Str. 230 · 50735 Köln · Tel. 0221 / 97 ' + rng.int(1000, 9999), { y: 60, size: 8 });
  p.text(545, 'Ford', { y: 55, size: 20, bold: true, align: 'right' });
  const cust = rng.pick(NAMES_DE);
  p.text(50, cust.toUpperCase(), { y: 110, size: 9 });
  p.text(50, street(rng, STREETS_DE).toUpperCase(), { y: 121, size: 9 });
  p.text(50, `5${rng.int(0, 1)}${rng.int(100, 999)} KOELN`, { y: 132, size: 9 });
  p.text(50, 'RECHNUNG WERKSTATT', { y: 170, size: 11, bold: true });
  p.y = 190;
  const pairs: [string, string][] = [
    ['RECHNUNGS-NR', String(rng.int(4000000, 4999999))],
    ['AUFTRAGS-NR', String(rng.int(100000, 199999))],
    ['RECHNUNGSDATUM', fd(addDays(date, rng.int(0, 2)), 'de')],
    ['AUSFUEHRUNGSDATUM', fd(date, 'de')],
    ['FAHRZEUG', 'FORD MUSTANG MACH1 5.8 V8'],
    ['FAHRGESTELL-NR', c.vin],
    ['AMTL. KENNZEICHEN', plateDE(rng, 'K', true)],
    ['KM-STAND (MEILEN)', String(km)],
  ];
  pairs.forEach(([l, v], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    lv(p, x, l + ':', v, { dx: 110, size: 8, y: 190 + Math.floor(i / 2) * 12 });
  });
  p.y = 255;
  const cols = [{ x: 50 }, { x: 110 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['ARB.-NR.', 'ARBEITSPOSITION', 'ZE', 'BETRAG EUR'], { bold: true, size: 8 });
  hline(p, 50, 495, p.y + 3);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [`${rng.int(10, 99)}${rng.int(100, 999)}`, j[0], String(j[1]), num(j[2], 'de')], { size: 8 });
  }
  p.down(12);
  row(p, cols, ['', 'SUMME ARBEITSLOHN', '', num(labor, 'de')], { bold: true, size: 8 });
  p.down(20);
  const pc = [{ x: 50 }, { x: 140 }, { x: 360, align: 'right' as const }, { x: 440, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, pc, ['TEILE-NR.', 'BEZEICHNUNG', 'MENGE', 'PREIS', 'BETRAG EUR'], { bold: true, size: 8 });
  hline(p, 50, 495, p.y + 3);
  for (const x of parts) {
    p.down(12);
    row(p, pc, [`${rng.int(1000000, 9999999)}`, x[0], '1,00', num(x[1], 'de'), num(x[1], 'de')], { size: 8 });
  }
  p.down(12);
  row(p, pc, ['', 'SUMME TEILE', '', '', num(partsSum, 'de')], { bold: true, size: 8 });
  p.down(24);
  const tc = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['NETTOBETRAG', num(net, 'de')], { size: 8.5 });
  p.down(12);
  row(p, tc, [`MWST ${vr},00 %`, num(vat, 'de')], { size: 8.5 });
  p.down(14);
  row(p, tc, ['GESAMTBETRAG EUR', num(total, 'de')], { size: 9.5, bold: true });
  p.down(30);
  p.text(50, `NAECHSTE HU: ${fd(addDays(date, 700), 'de').slice(3)}`, { size: 8 });
  p.text(50, 'Sparkasse KölnBonn IBAN DE42 3705 0198 0012 3456 78 · USt-IdNr. DE 123 456 789 · AG Köln HRB 12345', { y: 795, size: 6.5 });
  return doc(p, 'de', svcTruth({ shop, date, km, labor, parts: partsSum, total, jobs: jobs.map((j) => j[0]), partsUsed: parts.map((x) => x[0]) }));
}
