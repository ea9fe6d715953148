/** German-language village bills: Eifel, Hunsrück, Black Forest, Mühlviertel, Emmental. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r05, r2, row, sum, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { dots, euroOrMark, field, labour, mileage, pad, parts, rate, scale, vin } from './kit';

const JOBS_DE: [string, number][] = [
  ['Ölwechsel durchgeführt', 0.5],
  ['Zündung eingestellt', 0.8],
  ['Vergaser gereinigt und eingestellt', 1.2],
  ['Bremsen vorne überholt', 2],
  ['Auspuff erneuert', 1.3],
  ['Keilriemen erneuert', 0.4],
  ['Kupplung nachgestellt', 0.5],
  ['Wagen abgeschmiert', 0.6],
  ['Lichtmaschine aus- und eingebaut', 1.5],
  ['Wasserpumpe erneuert', 2.2],
  ['Stoßdämpfer hinten erneuert', 1.4],
  ['Ventilspiel eingestellt', 1],
  ['Inspektion nach Herstellervorgabe', 2.5],
  ['Kühlsystem gespült', 0.9],
];
const PARTS_DE: [string, number][] = [
  ['Motoröl 20W-50', 5.5],
  ['Ölfilter', 9],
  ['Zündkerzen', 3.8],
  ['Unterbrecherkontakt', 7],
  ['Kondensator', 4.5],
  ['Luftfilter', 14],
  ['Bremsbeläge vorne (Satz)', 38],
  ['Bremsflüssigkeit', 6],
  ['Keilriemen', 12],
  ['Auspuffschelle', 4.2],
  ['Mittelschalldämpfer', 72],
  ['Wasserpumpe', 64],
  ['Stoßdämpfer', 49],
  ['Kühlerfrostschutz', 6.5],
  ['Fett', 3],
];
const CARS_DE = [
  'VW Käfer 1200',
  'Opel Rekord',
  'Mercedes 200 D',
  'Ford Taunus 17M',
  'VW Bus T2',
  'BMW 1602',
  'Opel Kadett B',
  'Audi 80',
  'DKW F12',
  'Fiat 500',
];
const plateDE = (rng: Random, pre: string) => `${pre}-${rng.pick(['A', 'B', 'K', 'M', 'R', 'S', 'AB', 'HK', 'JS'])} ${rng.int(1, 999)}`;

/** Eifel: Landmaschinen & Kfz, a typed invoice with a position table and separate labour and material totals. */
export function eifelLandmaschinen(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 2001);
  const year = yearOf(date);
  const cur = euroOrMark(date);
  const f = scale(year, cur);
  const owner = rng.pick(['Josef Schmitz', 'Peter Hoffmann', 'Matthias Klein', 'Hubert Reuter']);
  const town = rng.pick(['Hillesheim', 'Jünkerath', 'Gerolstein', 'Ulmen', 'Adenau']);
  const shop = `Landmaschinen ${owner.split(' ')[1]}`;
  const job = labour(rng, JOBS_DE, rng.int(2, 4), rate(rng, year, cur, 38));
  const pt = parts(rng, PARTS_DE, rng.int(2, 5), f);
  const km = mileage(rng, year, year - rng.int(8, 20));
  p.text(50, shop, { size: 18, bold: true, serif: true });
  p.down(14).text(50, `Landmaschinen · Kfz-Reparaturen · Schweißarbeiten — Inh. ${owner}`, { size: 8.5 });
  p.down(11).text(50, `${town}/Eifel, Hauptstraße ${rng.int(2, 60)} · Telefon (0${rng.int(6590, 6699)}) ${rng.int(200, 899)}`, { size: 8.5 });
  hline(p, 50, 495, p.y + 5);
  p.down(30).text(50, rng.pick(['Herrn', 'Frau']), { size: 10 });
  p.down(13).text(50, `${rng.pick(['Karl', 'Anna', 'Willi', 'Gertrud'])} ${rng.pick(['Meyer', 'Lenzen', 'Bauer', 'Thelen'])}`, { size: 10 });
  p.down(13).text(50, `${rng.pick(['Kirchweg', 'Im Brühl', 'Dorfstraße'])} ${rng.int(1, 30)}`, { size: 10 });
  p.down(13).text(50, `${rng.int(53500, 54599)} ${rng.pick(['Birgel', 'Lissendorf', 'Stadtkyll', 'Üxheim'])}`, { size: 10 });
  p.text(545, `${town}, den ${fd(date, 'de')}`, { align: 'right', y: p.y - 39, size: 10 });
  p.down(34).text(50, `RECHNUNG Nr. ${rng.int(100, 999)}/${String(year).slice(2)}`, { size: 13, bold: true });
  p.down(16).text(50, `Betr.: ${rng.pick(CARS_DE)}, amtl. Kz. ${plateDE(rng, rng.pick(['DAU', 'PRÜ', 'MY']))}, km-Stand ${num(km, 'de').slice(0, -3)}`, {
    size: 9.5,
  });
  const cols: Col[] = [{ x: 50 }, { x: 80 }, { x: 130 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.down(24);
  row(p, cols, ['Pos.', 'Menge', 'Bezeichnung', 'Einzelpreis', 'Betrag'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  let pos = 1;
  p.down(18).text(130, 'Arbeitslohn', { size: 9, bold: true });
  for (const j of job) {
    p.down(13);
    row(p, cols, [String(pos++), `${num(j.qty, 'de')} Std.`, j.text, num(j.unit, 'de'), num(j.amount, 'de')]);
  }
  const lab = sum(job.map((j) => j.amount));
  p.down(14).text(470, 'Summe Lohn', { align: 'right', size: 9 }).text(545, num(lab, 'de'), { align: 'right', size: 9 });
  p.down(18).text(130, 'Material', { size: 9, bold: true });
  for (const m of pt) {
    p.down(13);
    row(p, cols, [String(pos++), `${m.qty}`, m.text, num(m.unit, 'de'), num(m.amount, 'de')]);
  }
  const mat = sum(pt.map((m) => m.amount));
  p.down(14).text(470, 'Summe Material', { align: 'right', size: 9 }).text(545, num(mat, 'de'), { align: 'right', size: 9 });
  const net = r2(lab + mat);
  const v = vatDE(year);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  hline(p, 330, 215, p.y + 8);
  p.down(24).text(470, 'Nettobetrag', { align: 'right' }).text(545, num(net, 'de'), { align: 'right' });
  p.down(14).text(470, `+ ${v} % MwSt.`, { align: 'right' }).text(545, num(tax, 'de'), { align: 'right' });
  p.down(16).text(470, `Gesamtbetrag ${cur}`, { align: 'right', bold: true }).text(545, num(tot, 'de'), { align: 'right', bold: true });
  p.down(40);
  para(
    p,
    50,
    `Zahlbar sofort ohne Abzug. Bankverbindung: Raiffeisenbank ${town} eG, Konto ${rng.int(100000, 999999)}, BLZ 570 ${rng.int(600, 699)} ${rng.int(10, 99)}. Vielen Dank für Ihren Auftrag!`,
    95,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Hunsrück: a petrol station with one bay, bill on a pre-printed pad with boxes and a Lohn/Material column pair. */
export function hunsrueckTankstelle(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1966, 1985);
  const year = yearOf(date);
  const f = scale(year, 'DM');
  const name = rng.pick(['Fritz Dillenburger', 'Erwin Schneider', 'Alfons Wagner']);
  const town = rng.pick(['Kirchberg', 'Kastellaun', 'Morbach', 'Rhaunen']);
  const shop = `${rng.pick(['Aral', 'Esso', 'Shell', 'BP'])}-Station ${name}`;
  const job = labour(rng, JOBS_DE, rng.int(2, 3), rate(rng, year, 'DM', 32));
  const pt = parts(rng, PARTS_DE, rng.int(2, 4), f);
  const km = mileage(rng, year, year - rng.int(3, 12));
  p.box(40, 40, 515, 66);
  p.text(297, shop, { align: 'center', size: 15, bold: true, y: 62 });
  p.text(297, `Tankstelle · Reparaturen · Wagenpflege · Reifendienst`, { align: 'center', size: 8.5, y: 78 });
  p.text(297, `${rng.int(6540, 6549)} ${town} (Hunsrück) · Koblenzer Str. ${rng.int(1, 80)} · Ruf ${rng.int(200, 999)}`, { align: 'center', size: 8.5, y: 92 });
  p.text(40, 'RECHNUNG', { y: 134, size: 16, bold: true });
  p.text(400, 'Nr.', { y: 134, size: 9 }).text(420, String(rng.int(1000, 9999)), { y: 134, size: 12 });
  field(p, 40, 146, 250, 'Für', `${rng.pick(['Herrn', 'Frau', 'Fa.'])} ${rng.pick(['Bernd Haupt', 'Ilse Kaiser', 'Otto Fuchs', 'Raiffeisen-Genossenschaft'])}`);
  field(p, 290, 146, 130, 'Datum', fd(date, 'de2'));
  field(p, 420, 146, 135, 'Kennzeichen', plateDE(rng, 'SIM'));
  field(p, 40, 172, 250, 'Wagentyp', rng.pick(CARS_DE));
  field(p, 290, 172, 130, 'km-Stand', String(km));
  field(p, 420, 172, 135, 'Auftrag angenommen', rng.pick(['F. D.', 'E. S.', 'Lehrling']));
  p.box(40, 210, 515, 18);
  const cols: Col[] = [{ x: 46 }, { x: 85 }, { x: 470, align: 'right' }, { x: 548, align: 'right' }];
  p.y = 223;
  row(p, cols, ['Anz.', 'Gegenstand / ausgeführte Arbeiten', 'Lohn DM', 'Material DM'], { bold: true, size: 8.5 });
  p.box(40, 228, 515, 250);
  p.box(420, 210, 0.01, 268);
  p.box(478, 210, 0.01, 268);
  p.y = 244;
  for (const j of job) {
    row(p, cols, ['', j.text, num(j.amount, 'de'), '']);
    p.down(15);
  }
  for (const m of pt) {
    row(p, cols, [String(m.qty), m.text, '', num(m.amount, 'de')]);
    p.down(15);
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  p.y = 494;
  row(p, cols, ['', 'Übertrag / Summen', num(lab, 'de'), num(mat, 'de')], { bold: true });
  const net = r2(lab + mat);
  const v = vatDE(year);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  p.down(18).text(470, 'zusammen', { align: 'right', size: 9 }).text(548, num(net, 'de'), { align: 'right', size: 9 });
  p.down(14).text(470, `${v} % Mehrwertsteuer`, { align: 'right', size: 9 }).text(548, num(tax, 'de'), { align: 'right', size: 9 });
  p.box(400, p.y + 6, 155, 20);
  p.down(20).text(410, 'Endbetrag DM', { size: 10, bold: true }).text(548, num(tot, 'de'), { align: 'right', size: 10, bold: true });
  p.down(40).text(40, 'Betrag dankend erhalten: ____________________', { size: 9 });
  p.down(14).text(40, 'Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum. Ersetzte Teile gehen auf Wunsch an den Kunden.', { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Black Forest: a short bill written as a letter in full sentences. */
export function schwarzwaldBrief(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1965, 1979);
  const year = yearOf(date);
  const f = scale(year, 'DM');
  const master = rng.pick(['Albert Faller', 'Hermann Kienzler', 'Xaver Hog', 'Ludwig Dold']);
  const town = rng.pick(['St. Peter', 'Furtwangen', 'Todtnau', 'Schonach', 'Lenzkirch']);
  const shop = `Kraftfahrzeug-Werkstätte ${master}`;
  const job = labour(rng, JOBS_DE, 2, rate(rng, year, 'DM', 30));
  const pt = parts(rng, PARTS_DE, rng.int(2, 3), f);
  const km = mileage(rng, year, year - rng.int(2, 10));
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const tot = r2(lab + mat);
  p.text(60, shop, { size: 14, serif: true, bold: true });
  p.down(14).text(60, `Meisterbetrieb · ${town} im Schwarzwald · Fernruf ${rng.int(300, 899)}`, { size: 9, serif: true });
  p.down(50).text(
    60,
    `Herrn ${rng.pick(['Bürgermeister a. D.', 'Lehrer', 'Sägewerksbesitzer'])} ${rng.pick(['Gremmelspacher', 'Wehrle', 'Schwär', 'Rombach'])}`,
    { serif: true },
  );
  p.down(14).text(60, town, { serif: true });
  p.down(30).text(535, `${town}, den ${fd(date, 'delong')}`, { align: 'right', serif: true });
  p.down(34).text(60, 'Rechnung', { serif: true, bold: true, size: 12 });
  p.down(24);
  const tw = job.map((j) => j.text.replace(/ durchgeführt$/, '')).join(' und ');
  para(
    p,
    60,
    `Sehr geehrter Herr, für die Arbeiten an Ihrem ${rng.pick(CARS_DE)} am ${fd(date, 'de')} bei einem km-Stand von ${num(km, 'de').slice(0, -3)} erlauben wir uns wie folgt zu berechnen:`,
    88,
    { serif: true, size: 10, step: 14 },
  );
  p.down(8);
  para(p, 60, `${tw}: Arbeitslohn ${num(job[0].qty + job[1].qty, 'de')} Stunden, zusammen DM ${num(lab, 'de')}.`, 88, { serif: true, size: 10, step: 14 });
  p.down(4);
  para(
    p,
    60,
    `An Material wurde verwendet: ${pt.map((m) => `${m.qty > 1 ? `${m.qty} ` : ''}${m.text} DM ${num(m.amount, 'de')}`).join(', ')}; Material zusammen DM ${num(mat, 'de')}.`,
    88,
    { serif: true, size: 10, step: 14 },
  );
  p.down(4);
  para(
    p,
    60,
    `Wir bitten um Überweisung des Gesamtbetrages von DM ${num(tot, 'de')} auf unser Konto bei der Bezirkssparkasse ${town} Nr. ${rng.int(1000, 99999)}.`,
    88,
    { serif: true, size: 10, step: 14 },
  );
  p.down(20).text(60, 'Hochachtungsvoll', { serif: true });
  p.down(30).text(60, master, { serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text.replace(/ durchgeführt$/, '')),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Mühlviertel: an Austrian Meisterbetrieb bill in Schilling, work and parts blocks, 20 % USt. */
export function muehlviertelMeister(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 2001);
  const year = yearOf(date);
  const f = scale(year, 'ATS');
  const fam = rng.pick(['Hehenberger', 'Pühringer', 'Leitner', 'Hinterreiter']);
  const town = rng.pick(['Freistadt', 'Bad Leonfelden', 'Rohrbach', 'Pregarten', 'Königswiesen']);
  const shop = `Kfz-Werkstätte ${fam} GesmbH`;
  const job = labour(rng, JOBS_DE, rng.int(2, 4), rate(rng, year, 'ATS', 42));
  const pt = parts(rng, PARTS_DE, rng.int(3, 5), f);
  const km = mileage(rng, year, year - rng.int(5, 15));
  p.text(545, shop, { align: 'right', size: 14, bold: true });
  p.down(13).text(545, `A-${rng.int(4190, 4294)} ${town} · Linzer Straße ${rng.int(1, 40)}`, { align: 'right', size: 8.5 });
  p.down(11).text(545, `Tel. 0 79 ${rng.int(10, 99)} / ${rng.int(2000, 7999)} · UID ATU ${rng.int(10000000, 99999999)}`, { align: 'right', size: 8.5 });
  p.down(40).text(50, `${rng.pick(['Herrn', 'Frau'])} ${rng.pick(['Franz Haider', 'Maria Lehner', 'Johann Mayrhofer'])}`, { size: 10 });
  p.down(13).text(50, `${rng.pick(['Unterweißenbach', 'Kefermarkt', 'Sandl'])} ${rng.int(1, 90)}`, { size: 10 });
  p.down(30).text(50, 'Rechnung', { size: 15, bold: true });
  p.text(300, `Rechnungsnummer: ${rng.int(1, 9)}${pad(rng.int(0, 9999), 4)}`, { size: 9 });
  p.down(13).text(300, `Rechnungsdatum: ${fd(date, 'de')}`, { size: 9 });
  p.down(13).text(300, `Kennzeichen: FR-${rng.int(100, 999)} ${rng.pick(['AB', 'K', 'EZ'])}`, { size: 9 });
  p.down(13).text(300, `Kilometerstand: ${km}`, { size: 9 });
  p.down(13).text(300, `Fahrgestellnr.: ${vin(rng, year - 8)}`, { size: 9 });
  const cols: Col[] = [{ x: 50 }, { x: 390, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.down(28);
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Arbeitsleistung', 'Std.', 'à S', 'Betrag S'], { bold: true });
  for (const j of job) {
    p.down(14);
    row(p, cols, [j.text, num(j.qty, 'de'), num(j.unit, 'de'), num(j.amount, 'de')]);
  }
  const lab = sum(job.map((j) => j.amount));
  p.down(16).text(460, 'Summe Arbeit', { align: 'right', size: 9, bold: true }).text(545, num(lab, 'de'), { align: 'right', size: 9, bold: true });
  p.down(24);
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Ersatzteile', 'Stk.', 'à S', 'Betrag S'], { bold: true });
  for (const m of pt) {
    p.down(14);
    row(p, cols, [m.text, String(m.qty), num(m.unit, 'de'), num(m.amount, 'de')]);
  }
  const mat = sum(pt.map((m) => m.amount));
  p.down(16).text(460, 'Summe Teile', { align: 'right', size: 9, bold: true }).text(545, num(mat, 'de'), { align: 'right', size: 9, bold: true });
  const net = r2(lab + mat);
  const tax = r2(net * 0.2);
  const tot = r2(net + tax);
  p.down(28).text(460, 'Nettobetrag', { align: 'right', size: 9.5 }).text(545, num(net, 'de'), { align: 'right', size: 9.5 });
  p.down(14).text(460, '20 % USt.', { align: 'right', size: 9.5 }).text(545, num(tax, 'de'), { align: 'right', size: 9.5 });
  p.down(6);
  hline(p, 380, 165, p.y);
  p.down(14).text(460, 'Rechnungsbetrag S', { align: 'right', size: 10.5, bold: true }).text(545, num(tot, 'de'), { align: 'right', size: 10.5, bold: true });
  p.down(40);
  para(
    p,
    50,
    `Zahlbar binnen 14 Tagen netto. Raiffeisenbank Region ${town}, Kto.-Nr. ${rng.int(10000, 99999)}, BLZ 34${rng.int(100, 999)}. Es gelten unsere Allgemeinen Geschäftsbedingungen.`,
    100,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Emmental: a Swiss village garage on the computer, article numbers first, totals rounded to five Rappen. */
export function emmentalGarage(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const year = yearOf(date);
  const f = scale(year, 'CHF');
  const fam = rng.pick(['Aebi', 'Zaugg', 'Gerber', 'Lüthi', 'Wüthrich']);
  const town = rng.pick(['Langnau i.E.', 'Trubschachen', 'Signau', 'Sumiswald', 'Eggiwil']);
  const shop = `Garage ${fam} AG`;
  const job = labour(rng, JOBS_DE, rng.int(2, 3), rate(rng, year, 'CHF', 60));
  const pt = parts(rng, PARTS_DE, rng.int(3, 5), f);
  const km = mileage(rng, year, year - rng.int(25, 50));
  p.text(50, shop, { size: 16, bold: true });
  p.down(13).text(
    50,
    `${town} · Tel. 034 ${rng.int(400, 499)} ${rng.int(10, 99)} ${rng.int(10, 99)} · MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`,
    { size: 8 },
  );
  p.down(45).text(330, `${rng.pick(['Herr', 'Frau'])} ${rng.pick(['Ueli Bieri', 'Ruth Stucki', 'Hans Kohler'])}`, { size: 10 });
  p.down(13).text(330, `${rng.pick(['Dorfstrasse', 'Bahnhofstrasse', 'Oberfeld'])} ${rng.int(1, 40)}`, { size: 10 });
  p.down(13).text(330, `${rng.int(3400, 3599)} ${rng.pick(['Zollbrück', 'Lauperswil', 'Rüderswil'])}`, { size: 10 });
  p.down(40).text(50, `Rechnung ${rng.int(20000, 89999)}`, { size: 13, bold: true });
  p.down(18);
  const meta: [string, string][] = [
    ['Datum', fd(date, 'de')],
    ['Kunden-Nr.', String(rng.int(1000, 9999))],
    ['Fahrzeug', rng.pick(['VW Käfer 1303', 'Land Rover 88', 'Mercedes 280 SE', 'Citroën 2CV', 'Saab 96'])],
    ['Kontrollschild', `BE ${rng.int(10000, 999999)}`],
    ['Km-Stand', num(km, 'ch').slice(0, -3)],
  ];
  meta.forEach(([l, v], i) => {
    p.text(50 + (i % 3) * 170, `${l}:`, { size: 8.5, y: p.y + Math.floor(i / 3) * 13 });
    p.text(50 + (i % 3) * 170 + 62, v, { size: 8.5, y: p.y + Math.floor(i / 3) * 13 });
  });
  p.down(40);
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Preis', 'Total'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  for (const j of job) {
    p.down(14);
    row(p, cols, [`AL${rng.int(10, 99)}`, j.text, num(j.qty, 'ch'), num(j.unit, 'ch'), num(j.amount, 'ch')], { size: 8.5 });
  }
  for (const m of pt) {
    p.down(14);
    row(p, cols, [String(rng.int(100000, 999999)), m.text, num(m.qty, 'ch'), num(m.unit, 'ch'), num(m.amount, 'ch')], { size: 8.5 });
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const net = r2(lab + mat);
  const v = vatCH(year);
  const tax = r2((net * v) / 100);
  const tot = r05(net + tax);
  hline(p, 50, 495, p.y + 6);
  p.down(22);
  const tcol: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  const totals: [string, string][] = [
    ['Total Arbeit', num(lab, 'ch')],
    ['Total Material', num(mat, 'ch')],
    ['Total exkl. MWST', num(net, 'ch')],
    [`MWST ${v} %`, num(tax, 'ch')],
  ];
  for (const t of totals) {
    row(p, tcol, t, { size: 9 });
    p.down(13);
  }
  p.down(3);
  row(p, tcol, ['Total CHF', num(tot, 'ch')], { size: 11, bold: true });
  p.down(40).text(
    50,
    `Zahlbar innert 30 Tagen. IBAN CH${rng.int(10, 99)} 0079 0${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(0, 9)}`,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** The village smith who welds exhausts: a few lines, labour and material as two sums, no mileage. */
export function dorfschmiedAuspuff(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1966, 1990);
  const year = yearOf(date);
  const f = scale(year, 'DM');
  const smith = rng.pick(['Kaspar Wendling', 'Nikolaus Thome', 'Jakob Mertes']);
  const hours = rng.int(2, 6) / 2;
  const rt = rate(rng, year, 'DM', 28);
  const lab = r2(hours * rt);
  const workText = rng.pick(['Auspuff geschweißt', 'Auspuffrohr geflickt und neu aufgehängt', 'Endtopf angeschweißt']);
  const work2 = rng.pick(['Anhängerkupplung nachgeschweißt', 'Bodenblech links eingeschweißt', 'Halter für Auspuff angefertigt']);
  const pt = parts(
    rng,
    [
      ['Auspuffschelle', 4.2],
      ['Gummiaufhängung', 3.5],
      ['Blech 1,5 mm', 9],
      ['Schweißdraht', 4],
      ['Rohrstück', 8],
    ],
    rng.int(2, 3),
    f,
  );
  const mat = sum(pt.map((m) => m.amount));
  const tot = r2(lab + mat);
  p.text(60, smith, { size: 15, bold: true, serif: true });
  p.down(15).text(60, `Schmiede · Schlosserei · Hufbeschlag`, { size: 9, serif: true });
  p.down(12).text(60, `${rng.pick(['Morbach-Hundheim', 'Thalfang', 'Büchenbeuren', 'Kell am See'])} · Tel. ${rng.int(1000, 9999)}`, { size: 9, serif: true });
  p.down(36).text(60, `Rechnung für ${rng.pick(['Herrn Alois Fuchs', 'Herrn Werner Lauer', 'Frau Resi Zimmer'])}`, { size: 11 });
  p.text(535, fd(date, 'ukdot'), { align: 'right', size: 11 });
  p.down(30);
  const cols: Col[] = [{ x: 60 }, { x: 420, align: 'right' }, { x: 500, align: 'right' }];
  row(p, cols, [`${workText}, ${work2}`, `${num(hours, 'de')} Std.`, num(lab, 'de')], { size: 10 });
  for (const m of pt) {
    p.down(16);
    row(p, cols, [m.text, m.qty > 1 ? `${m.qty} St.` : '', num(m.amount, 'de')], { size: 10 });
  }
  p.down(28).text(60, 'Arbeit', { size: 10 }).text(500, num(lab, 'de'), { align: 'right', size: 10 });
  p.down(15).text(60, 'Material', { size: 10 }).text(500, num(mat, 'de'), { align: 'right', size: 10 });
  hline(p, 400, 100, p.y + 5);
  p.down(20)
    .text(60, `Endbetrag DM (${year < 1968 ? 'ohne' : 'einschl.'} Steuer)`, { size: 11, bold: true })
    .text(500, num(tot, 'de'), { align: 'right', size: 11, bold: true });
  p.down(40).text(60, 'Betrag bar erhalten', { size: 9 });
  p.down(14).text(60, rng.pick(['K. W.', 'N. Thome', 'J. M.']), { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: smith,
    serviceDate: date,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: [`${workText}, ${work2}`],
    partsUsed: pt.map((m) => m.text),
  });
}

/** A mobile mechanic who comes to the farm: service location, call-out fee, one labour sum incl. call-out. */
export function mobilerService(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2014, 2026);
  const year = yearOf(date);
  const f = scale(year, 'EUR');
  const who = rng.pick(['Sven Becker', 'Timo Scheid', 'Kai Morsch']);
  const shop = `Mobiler Kfz-Service ${who.split(' ')[1]}`;
  const job = labour(rng, JOBS_DE, rng.int(2, 3), rate(rng, year, 'EUR', 48));
  const call = r2(rng.pick([25, 29, 35, 39.9]));
  const pt = parts(rng, PARTS_DE, rng.int(2, 4), f);
  const km = mileage(rng, year, year - rng.int(20, 45));
  p.text(50, shop, { size: 17, bold: true });
  p.down(14).text(50, 'Ich komme zu Ihnen – Wartung & Reparatur vor Ort in der Vulkaneifel', { size: 9 });
  p.text(545, `Mobil 0171 ${rng.int(1000000, 9999999)}`, { align: 'right', size: 8.5, y: 60 });
  p.text(545, `info@kfz-${who.split(' ')[1].toLowerCase()}-mobil.de`, { align: 'right', size: 8.5, y: 72 });
  p.text(545, `St.-Nr. 21/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, { align: 'right', size: 8.5, y: 84 });
  p.y = 130;
  p.text(50, `${rng.pick(['Herrn', 'Frau'])} ${rng.pick(['Dirk Weber', 'Sabine Roth', 'Markus Linden'])}`, { size: 10 });
  p.down(13).text(
    50,
    `${rng.pick(['Hof', 'Mühlenweg', 'Am Maar'])} ${rng.int(1, 20)}, ${rng.int(54550, 54589)} ${rng.pick(['Daun', 'Schalkenmehren', 'Gillenfeld'])}`,
    { size: 10 },
  );
  p.down(34).text(50, `Rechnung ${year}-${pad(rng.int(1, 399), 4)}`, { size: 14, bold: true });
  p.down(20);
  const info: [string, string][] = [
    ['Leistungsdatum', fd(date, 'de')],
    ['Einsatzort', rng.pick(['beim Kunden (Scheune)', 'Hofstelle des Kunden', 'Parkplatz Sportplatz'])],
    ['Fahrzeug', `${rng.pick(['Mercedes W123 200', 'VW T3 Syncro', 'Opel Manta B', 'Porsche 924'])}, km-Stand ${num(km, 'de').slice(0, -3)}`],
  ];
  for (const [l, v] of info) {
    p.text(50, l, { size: 9, bold: true }).text(160, v, { size: 9 });
    p.down(13);
  }
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arbeitsleistung', 'Std.', 'Satz €', 'Netto €'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  row(p, cols, ['Anfahrtspauschale', '', '', num(call, 'de')], { size: 9 });
  for (const j of job) {
    p.down(13);
    row(p, cols, [j.text, num(j.qty, 'de'), num(j.unit, 'de'), num(j.amount, 'de')], { size: 9 });
  }
  const lab = r2(call + sum(job.map((j) => j.amount)));
  p.down(15).text(420, 'Summe Arbeitsleistung (inkl. Anfahrt)', { align: 'right', size: 9 }).text(545, num(lab, 'de'), { align: 'right', size: 9 });
  p.down(24);
  row(p, cols, ['Material', 'Menge', 'Einzel €', 'Netto €'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  for (const m of pt) {
    p.down(14);
    row(p, cols, [m.text, String(m.qty), num(m.unit, 'de'), num(m.amount, 'de')], { size: 9 });
  }
  const mat = sum(pt.map((m) => m.amount));
  p.down(15).text(420, 'Summe Material', { align: 'right', size: 9 }).text(545, num(mat, 'de'), { align: 'right', size: 9 });
  const net = r2(lab + mat);
  const tax = r2(net * 0.19);
  const tot = r2(net + tax);
  p.down(26).text(420, 'Zwischensumme netto', { align: 'right', size: 9.5 }).text(545, num(net, 'de'), { align: 'right', size: 9.5 });
  p.down(13).text(420, 'zzgl. 19 % USt.', { align: 'right', size: 9.5 }).text(545, num(tax, 'de'), { align: 'right', size: 9.5 });
  p.down(16)
    .text(420, 'Rechnungsbetrag', { align: 'right', size: 11, bold: true })
    .text(545, `${num(tot, 'de')} €`, { align: 'right', size: 11, bold: true });
  p.down(36).text(
    50,
    `Bitte überweisen Sie den Betrag bis ${fd(addDays(date, 10), 'de')} auf DE${rng.int(10, 99)} 5776 1591 00${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} (VR-Bank).`,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Hunsrück: a "Rechnungsblock" from the stationer, everything in one list, only the end sum. */
export function rechnungsblock(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1998);
  const year = yearOf(date);
  const f = scale(year, 'DM');
  const name = rng.pick(['Kfz-Werkstatt Rudi Petry', 'Autoreparatur Günter Mohr', 'Werkstatt Edmund Kunz']);
  const job = labour(rng, JOBS_DE, rng.int(1, 3), rate(rng, year, 'DM', 30));
  const pt = parts(rng, PARTS_DE, rng.int(2, 4), f);
  p.box(40, 40, 515, 520);
  p.text(50, 'Rechnung', { y: 62, size: 16, bold: true, serif: true });
  p.text(545, 'Nr. ' + pad(rng.int(1, 50), 3) + String(rng.int(10, 99)), { y: 62, align: 'right', size: 10 });
  p.text(50, 'Firma', { y: 84, size: 7 }).text(50, name, { y: 96, size: 11 });
  p.text(50, `${rng.pick(['Emmelshausen', 'Laufersweiler', 'Gödenroth', 'Sohren'])}, Tel. ${rng.int(200, 999)}`, { y: 108, size: 9 });
  p.text(330, 'Datum', { y: 84, size: 7 }).text(330, fd(date, 'de2'), { y: 96, size: 11 });
  p.text(50, 'für', { y: 130, size: 7 }).text(
    70,
    `${rng.pick(['Hrn.', 'Fr.'])} ${rng.pick(['Kaiser', 'Scherer', 'Pies', 'Hammes'])}, ${rng.pick(['Käfer', 'Kadett', 'Golf', 'Traktor Fendt'])}`,
    { y: 130, size: 11 },
  );
  p.box(40, 140, 515, 18);
  const cols: Col[] = [{ x: 50 }, { x: 95 }, { x: 440, align: 'right' }, { x: 545, align: 'right' }];
  p.y = 153;
  row(p, cols, ['Menge', 'Gegenstand', 'Einzelpreis', 'Gesamtpreis'], { size: 8 });
  for (const x of [88, 380, 450]) p.box(x, 140, 0.01, 380);
  p.y = 176;
  for (const j of job) {
    row(p, cols, [`${num(j.qty, 'de')} h`, j.text, num(j.unit, 'de'), num(j.amount, 'de')], { size: 10 });
    p.down(18);
  }
  for (const m of pt) {
    row(p, cols, [String(m.qty), m.text, num(m.unit, 'de'), num(m.amount, 'de')], { size: 10 });
    p.down(18);
  }
  const net = sum([...job, ...pt].map((x) => x.amount));
  const v = vatDE(year);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  hline(p, 40, 515, 520);
  p.text(440, 'Summe', { y: 534, align: 'right', size: 9 }).text(545, num(net, 'de'), { y: 534, align: 'right', size: 10 });
  p.text(440, `+ ${v} % MwSt.`, { y: 548, align: 'right', size: 9 }).text(545, num(tax, 'de'), { y: 548, align: 'right', size: 10 });
  p.text(440, 'Gesamt DM', { y: 576, align: 'right', size: 10, bold: true }).text(545, num(tot, 'de'), { y: 576, align: 'right', size: 11, bold: true });
  p.text(50, 'Betrag erhalten', { y: 576, size: 8 });
  p.text(40, 'Zweckform Nr. 1736 · Rechnung mit Durchschrift', { y: 600, size: 6 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Eifel: a classic-car specialist in a village, computer invoice with header boxes and AW-based labour. */
export function eifelOldtimer(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2009, 2026);
  const year = yearOf(date);
  const f = scale(year, 'EUR');
  const shop = rng.pick(['Oldtimerwerkstatt Vulkaneifel GmbH', 'Klassik-Service Kyllburg', 'Eifeler Oldtimer-Manufaktur']);
  const awRate = r2(rng.int(9, 14) + rng.pick([0, 0.5, 0.9]));
  const job = labour(rng, JOBS_DE, rng.int(3, 4), 1).map((j) => {
    const aw = Math.round(j.qty * 10 + rng.int(0, 4));
    return { text: j.text, qty: aw, unit: awRate, amount: r2(aw * awRate) };
  });
  const pt = parts(rng, PARTS_DE, rng.int(3, 6), f);
  const km = mileage(rng, year, year - rng.int(35, 55));
  const built = year - rng.int(35, 55);
  p.text(50, shop, { size: 15, bold: true });
  p.down(12).text(50, `Meisterbetrieb der Kfz-Innung · ${rng.pick(['Kyllburg', 'Bitburg-Land', 'Waxweiler'])} · Industriestr. ${rng.int(1, 12)}`, { size: 8 });
  p.y = 120;
  p.text(50, 'RECHNUNG', { size: 14, bold: true });
  const boxes: [string, string, number][] = [
    ['Rechnungs-Nr.', `RE${rng.int(10000, 99999)}`, 90],
    ['Datum', fd(date, 'de'), 80],
    ['Auftrags-Nr.', String(rng.int(4000, 9999)), 75],
    ['Kunden-Nr.', String(rng.int(10000, 19999)), 75],
    ['Kennzeichen', `BIT-${rng.pick(['KL', 'OT', 'H'])} ${rng.int(10, 99)}H`, 95],
    ['km-Stand', num(km, 'de').slice(0, -3), 80],
  ];
  let x = 50;
  for (const [l, v, w] of boxes.slice(0, 3)) {
    field(p, x, 130, w, l, v, 9);
    x += w;
  }
  x = 50;
  for (const [l, v, w] of boxes.slice(3)) {
    field(p, x, 156, w, l, v, 9);
    x += w;
  }
  field(p, 300, 130, 245, 'Fahrzeug', rng.pick(['Mercedes-Benz 230 SL', 'Porsche 356 B', 'BMW 2002 tii', 'VW Karmann Ghia']), 9);
  field(p, 300, 156, 245, 'Fahrgestell-Nr.', vin(rng, built), 9);
  p.y = 206;
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 400, align: 'right' }, { x: 465, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arb.-Pos.', 'Arbeiten', 'AW', 'AW-Preis', 'Betrag'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  for (const j of job) {
    p.down(13);
    row(p, cols, [String(rng.int(1000, 9999)), j.text, String(j.qty), num(j.unit, 'de'), num(j.amount, 'de')], { size: 8.5 });
  }
  p.down(22);
  row(p, cols, ['Teile-Nr.', 'Teile / Material', 'Menge', 'Preis', 'Betrag'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  for (const m of pt) {
    p.down(13);
    row(p, cols, [`${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}`, m.text, String(m.qty), num(m.unit, 'de'), num(m.amount, 'de')], {
      size: 8.5,
    });
  }
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const net = r2(lab + mat);
  const tax = r2(net * 0.19);
  const tot = r2(net + tax);
  p.down(30);
  const y0 = p.y;
  p.box(330, y0 - 12, 215, 76);
  const tr: [string, string][] = [
    ['Lohn netto', num(lab, 'de')],
    ['Teile netto', num(mat, 'de')],
    ['Summe netto', num(net, 'de')],
    ['MwSt 19 %', num(tax, 'de')],
  ];
  tr.forEach(([l, v], i) => p.text(336, l, { y: y0 + i * 13, size: 9 }).text(540, v, { y: y0 + i * 13, size: 9, align: 'right' }));
  p.text(336, 'Rechnungsbetrag EUR', { y: y0 + 58, size: 10, bold: true }).text(540, num(tot, 'de'), { y: y0 + 58, size: 10, bold: true, align: 'right' });
  p.y = y0 + 100;
  para(
    p,
    50,
    `Nächste Durchsicht: ${fd(addDays(date, 365), 'de')} oder in 5.000 km. Geschäftsführer: ${rng.pick(['M. Hansen', 'R. Weires', 'S. Kootz'])} · Amtsgericht Wittlich HRB ${rng.int(1000, 9999)} · USt-IdNr. DE${rng.int(100000000, 999999999)}`,
    110,
    { size: 7.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}

/** Black Forest: Landtechnik & Kfz, work list on the left, parts on the right, sums with the amount before the label. */
export function landtechnikZweispaltig(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2008);
  const year = yearOf(date);
  const cur = euroOrMark(date);
  const f = scale(year, cur);
  const fam = rng.pick(['Gutmann', 'Ketterer', 'Heizmann', 'Rösch']);
  const shop = `LANDTECHNIK & KFZ ${fam.toUpperCase()}`;
  const job = labour(rng, JOBS_DE, rng.int(2, 4), rate(rng, year, cur, 36));
  const pt = parts(rng, PARTS_DE, rng.int(2, 4), f);
  const km = mileage(rng, year, year - rng.int(15, 30));
  p.text(297, shop, { align: 'center', size: 14, bold: true });
  p.down(13).text(
    297,
    `${rng.pick(['St. Märgen', 'Gütenbach', 'Bernau', 'Hinterzarten'])} · Fendt · Deutz · Kfz aller Fabrikate · Tel. 0 76 ${rng.int(50, 79)} / ${rng.int(200, 999)}`,
    { align: 'center', size: 8 },
  );
  p.down(34).text(50, `Rechnung Nr. ${rng.int(5000, 9999)}`, { size: 12, bold: true });
  p.text(545, `vom ${fd(date, 'dedash')}`, { align: 'right', size: 10 });
  p.down(16).text(
    50,
    `Kunde: ${rng.pick(['Hofgut Spriegel', 'Bernhard Fehrenbach', 'Lorenz Kirner'])}, ${rng.pick(['Mercedes 190 Dc', 'Unimog 411', 'VW Golf I', 'Opel Ascona'])}, Tachostand ${km} km`,
    { size: 9.5 },
  );
  p.down(30).text(50, 'Ausgeführte Arbeiten', { size: 10, bold: true }).text(320, 'Verwendete Teile', { size: 10, bold: true });
  const y0 = p.y + 16;
  job.forEach((j, i) => {
    p.text(50, `– ${j.text}`, { y: y0 + i * 28, size: 9 });
    p.text(62, `${num(j.qty, 'de')} Std. × ${num(j.unit, 'de')} = ${num(j.amount, 'de')}`, { y: y0 + i * 28 + 11, size: 8.5 });
  });
  pt.forEach((m, i) => {
    p.text(320, `${m.qty} × ${m.text}`, { y: y0 + i * 16, size: 9 });
    p.text(545, num(m.amount, 'de'), { y: y0 + i * 16, size: 9, align: 'right' });
  });
  const lab = sum(job.map((j) => j.amount));
  const mat = sum(pt.map((m) => m.amount));
  const net = r2(lab + mat);
  const v = vatDE(year);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  p.y = y0 + Math.max(job.length * 28, pt.length * 16) + 30;
  hline(p, 50, 495, p.y - 12);
  const lines: [string, string, boolean][] = [
    [`${cur} ${num(lab, 'de')}`, 'Arbeitslohn', false],
    [`${cur} ${num(mat, 'de')}`, 'Ersatzteile', false],
    [`${cur} ${num(tax, 'de')}`, `MwSt. ${v} %`, false],
    [`${cur} ${num(tot, 'de')}`, 'zu zahlen', true],
  ];
  for (const [a, l, b] of lines) {
    p.text(150, a, { align: 'right', size: 10, bold: b }).text(160, l, { size: 10, bold: b });
    p.down(15);
  }
  p.down(20);
  dots(p, 50, 250);
  p.down(10).text(50, 'Unterschrift Kunde – Fahrzeug ordnungsgemäß übernommen', { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: tot,
    workPerformed: job.map((j) => j.text),
    partsUsed: pt.map((m) => m.text),
  });
}
