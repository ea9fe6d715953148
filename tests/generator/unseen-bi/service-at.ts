/**
 * Austrian workshop bills: a Markenwerkstätte's computer bill in Schilling with Arbeitswerte, a village garage's
 * §57a-Begutachtung (Pickerl) with the repairs it needed, a Tyrolean carbon bill of the 1970s typed on a form, and a
 * restorer's bill with an hours list in Euro.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, curAT, jobs, kv, lines, person, place, plate, round, signature, stamp, surname, vatAT } from './kit';

const JOBS_AT: [string, number, number][] = [
  ['Service lt. Wartungsplan durchgeführt', 1, 2.5],
  ['Motoröl und Ölfilter gewechselt', 0.5, 0.75],
  ['Zündung eingestellt', 0.5, 1],
  ['Vergaser gereinigt und eingestellt', 1, 2],
  ['Bremsflüssigkeit erneuert', 0.5, 1],
  ['Bremsbeläge vorne erneuert', 1, 1.5],
  ['Kupplungsseil erneuert', 0.5, 1],
  ['Auspuff-Endtopf erneuert', 0.75, 1.5],
  ['Scheinwerfer eingestellt', 0.25, 0.5],
  ['Ventilspiel eingestellt', 1, 1.75],
  ['Keilriemen erneuert', 0.5, 0.75],
  ['Kühlsystem auf Frostschutz geprüft', 0.25, 0.5],
  ['Stoßdämpfer hinten erneuert', 1, 2],
  ['Radlager vorne links erneuert', 1.5, 2.5],
  ['Wasserpumpe erneuert', 2, 3.5],
  ['Achsmanschette außen erneuert', 1, 1.5],
];

const PARTS_AT: [string, number, number, number?][] = [
  ['Ölfilter', 6, 14],
  ['Motoröl 15W-40', 4, 7, 5],
  ['Zündkerze', 2.5, 5, 4],
  ['Unterbrecherkontakt', 5, 9],
  ['Verteilerkappe', 11, 22],
  ['Bremsbelagsatz vorne', 28, 55],
  ['Bremsflüssigkeit DOT 4', 6, 10],
  ['Keilriemen', 8, 16],
  ['Luftfilter-Einsatz', 9, 18],
  ['Kraftstofffilter', 5, 11],
  ['Auspuff-Endtopf', 60, 140],
  ['Thermostat', 14, 26],
  ['Kühlerfrostschutz', 5, 9, 3],
  ['Wischerblatt', 6, 12, 2],
  ['Stoßdämpfer hinten', 45, 90, 2],
  ['Radlager', 22, 45],
  ['Wasserpumpe', 55, 120],
  ['Achsmanschette', 12, 24],
];

/** A VW/Audi/Porsche Vertragswerkstätte's computer bill, 1985–2001, in Schilling; labour in Arbeitswerten (AW). */
export function atMarkenwerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2001);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'AT');
  const firm = `Autohaus ${surname(rng, 'AT')} Ges.m.b.H.`;
  const c = car(rng, 'eu');
  const cust = person(rng, 'AT');
  const km = rng.int(40000, 260000);
  const awRate = round(40 + (y - 1985) * 3 + rng.int(0, 12), 1); // öS per AW (5 min)
  const js = jobs(rng, JOBS_AT, rng.int(2, 5));
  const ps = lines(rng, PARTS_AT, rng.int(3, 7), 11 + rng.next() * 2);
  const labRows = js.map((j) => ({ text: j.text, aw: Math.round(j.hours * 12), amount: r2(Math.round(j.hours * 12) * awRate) }));
  const labour = sum(labRows.map((l) => l.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const vat = r2((net * vatAT(y)) / 100);
  const total = r2(net + vat);

  p.text(50, firm, { size: 15, bold: true });
  p.down(13).text(50, `Vertragswerkstätte für ${rng.pick(['VW · Audi', 'VW · Audi · Porsche', 'Volkswagen und Audi'])}`, { size: 9 });
  p.down(11).text(50, `${where.street}, A-${where.post} ${where.town}`, { size: 8.5 });
  p.down(11).text(
    50,
    `Tel. 0${rng.int(2, 7)}${rng.int(100, 999)}/${rng.int(10000, 99999)}   DVR ${rng.int(100000, 999999)}${y >= 1995 ? `   UID ATU${rng.int(10000000, 99999999)}` : ''}`,
    { size: 8 },
  );
  p.y = 140;
  p.text(50, `${rng.pick(['Herrn', 'Frau', 'Herrn'])}`, { size: 10 });
  p.down(13).text(50, cust.name, { size: 10 });
  const cp = place(rng, 'AT');
  p.down(13).text(50, cp.street, { size: 10 });
  p.down(13).text(50, `${cp.post} ${cp.town}`, { size: 10 });
  p.y = 140;
  const kx = 340;
  kv(p, kx, 'Rechnung Nr.', `${String(y).slice(2)}/${rng.int(10000, 99999)}`, 440, { bold: true });
  p.down(12);
  kv(p, kx, 'Datum', fd(date, 'de'), 440);
  p.down(12);
  kv(p, kx, 'Auftrag Nr.', String(rng.int(1000, 9999)), 440);
  p.down(12);
  kv(p, kx, 'Kennzeichen', plate(rng, 'AT', y, where.town === 'Wien' ? 'W' : undefined), 440);
  p.down(12);
  kv(p, kx, 'Fahrgest.-Nr.', c.vin, 440);
  p.down(12);
  kv(p, kx, 'km-Stand', num(km, 'de').replace(',00', ''), 440);
  p.y = 235;
  p.text(50, `${c.make} ${c.model}`, { size: 10, bold: true });
  p.text(300, `Erstzulassung ${c.year}`, { size: 9 });
  p.down(16);
  const cols: Col[] = [{ x: 50 }, { x: 110 }, { x: 370, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Pos.', 'Bezeichnung', 'AW / Menge', 'Preis', `Betrag ${curAT(y)}`], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  p.text(110, 'Arbeitslohn', { size: 9, bold: true });
  p.down(12);
  let pos = 1;
  for (const l of labRows) {
    row(p, cols, [String(pos++).padStart(3, '0'), l.text, `${l.aw} AW`, num(awRate, 'de'), num(l.amount, 'de')]);
    p.down(12);
  }
  p.text(370, 'Summe Arbeitslohn', { size: 9, align: 'right' });
  p.text(545, num(labour, 'de'), { size: 9, align: 'right', bold: true });
  p.down(18);
  p.text(110, 'Ersatzteile und Material', { size: 9, bold: true });
  p.down(12);
  for (const l of ps) {
    const no = `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
    row(p, cols, [String(pos++).padStart(3, '0'), `${l.text}  ${no}`, `${l.qty} St`, num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(12);
  }
  p.text(370, 'Summe Ersatzteile', { size: 9, align: 'right' });
  p.text(545, num(parts, 'de'), { size: 9, align: 'right', bold: true });
  p.down(10);
  hline(p, 300, 245);
  p.down(14);
  for (const [a, b, bold] of [
    ['Nettobetrag', num(net, 'de'), false],
    [`+ ${vatAT(y)} % USt.`, num(vat, 'de'), false],
    [`Rechnungsbetrag ${curAT(y)}`, num(total, 'de'), true],
  ] as [string, string, boolean][]) {
    p.text(450, a, { size: 9.5, align: 'right', bold });
    p.text(545, b, { size: 9.5, align: 'right', bold });
    p.down(14);
  }
  p.down(16);
  p.text(50, `Zahlbar sofort ohne Abzug. Auf die durchgeführten Arbeiten gewähren wir ${rng.pick(['6 Monate', '12 Monate'])} Gewährleistung.`, { size: 8 });
  p.down(11).text(
    50,
    `Bankverbindung: ${rng.pick(['Raiffeisenbank', 'Sparkasse', 'Volksbank'])} ${where.town}, Kto. ${rng.int(100000, 9999999)}, BLZ ${rng.int(20000, 39999)}`,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: labRows.map((l) => l.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A village garage's Pickerl bill (2003–2025): the §57a inspection fee, the repairs it needed, Euro, 20 % USt. */
export function atPickerlDorfgarage(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'AT');
  const owner = person(rng, 'AT');
  const firm = `Kfz-Werkstätte ${owner.last}`;
  const c = car(rng, 'eu');
  const km = rng.int(50000, 230000);
  const rate = rng.int(58, 96);
  const fee = r2(rng.int(38, 62) + rng.pick([0, 0.5, 0.9]));
  const js = jobs(rng, JOBS_AT, rng.int(1, 3));
  const ps = lines(rng, PARTS_AT, rng.int(2, 5));
  const items: { text: string; amount: number; kind: 'work' | 'part'; q: string; unit: string }[] = [
    { text: '§ 57a Begutachtung (Pickerl) inkl. Plakette', amount: fee, kind: 'work', q: '1', unit: num(fee, 'de') },
    ...js.map((j) => ({ text: j.text, amount: r2(j.hours * rate), kind: 'work' as const, q: num(j.hours, 'de'), unit: num(rate, 'de') })),
    ...ps.map((l) => ({ text: l.text, amount: l.amount, kind: 'part' as const, q: String(l.qty), unit: num(l.unit, 'de') })),
  ];
  const net = sum(items.map((i) => i.amount));
  const vat = r2(net * 0.2);
  const total = r2(net + vat);

  p.y = 58;
  p.text(297, firm, { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `${owner.first} ${owner.last} · KFZ-Meisterbetrieb · Begutachtungsstelle gem. § 57a KFG`, { size: 8.5, align: 'center' });
  p.down(11).text(297, `${where.street} · ${where.post} ${where.town} · Tel. 0664/${rng.int(1000000, 9999999)}`, { size: 8.5, align: 'center' });
  hline(p, 50, 495, p.y + 8);
  p.y = 120;
  const cust = person(rng, 'AT');
  const cp = place(rng, 'AT');
  p.text(50, cust.name, { size: 10 });
  p.down(12).text(50, cp.street, { size: 10 });
  p.down(12).text(50, `${cp.post} ${cp.town}`, { size: 10 });
  p.y = 120;
  p.text(545, `${where.town}, am ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.y = 185;
  p.text(50, `RECHNUNG ${rng.int(100, 999)}/${y}`, { size: 13, bold: true });
  p.down(18);
  p.text(50, `Fahrzeug: ${c.make} ${c.model}, Bj. ${c.year}   Kennz.: ${plate(rng, 'AT', y, where.area)}   km: ${km}`, { size: 9 });
  p.down(12).text(50, `FIN: ${c.vin}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 350, align: 'right' }, { x: 430, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Leistung / Material', 'Std. / Stk.', 'à EUR', 'EUR'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(14);
  for (const it of items) {
    row(p, cols, [it.text, it.q, it.unit, num(it.amount, 'de')]);
    p.down(13);
  }
  hline(p, 330, 215);
  p.down(14);
  p.text(430, 'Summe netto', { size: 9.5, align: 'right' });
  p.text(545, num(net, 'de'), { size: 9.5, align: 'right' });
  p.down(13).text(430, '20 % MwSt.', { size: 9.5, align: 'right' });
  p.text(545, num(vat, 'de'), { size: 9.5, align: 'right' });
  p.down(15).text(430, 'Gesamt EUR', { size: 10.5, align: 'right', bold: true });
  p.text(545, num(total, 'de'), { size: 10.5, align: 'right', bold: true });
  p.down(30);
  const next = addDays(date, 365);
  p.text(50, `Nächste Begutachtung fällig: ${fd(next, 'de').slice(3)}. ${rng.chance(0.5) ? 'Gutachten liegt bei.' : 'Keine schweren Mängel festgestellt.'}`, {
    size: 8.5,
  });
  p.down(12).text(50, rng.pick(['Betrag dankend bar erhalten.', 'Zahlbar binnen 14 Tagen netto.', 'Bezahlt mit Bankomat.']), { size: 8.5 });
  p.down(40);
  signature(p, 360, 'Stempel / Unterschrift', 180);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: items.filter((i) => i.kind === 'work').map((i) => i.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A Tyrolean garage's typed carbon bill on a printed form, 1973–1983, Schilling, 16 or 18 % Umsatzsteuer. */
export function tirolDurchschlag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1973, 1983);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'AT', rng.pick(['I', 'KB']));
  const firm = `${rng.pick(['Alpen-Garage', 'Garage Tirolerhof', 'Reparaturwerkstätte', 'Kfz.-Betrieb'])} ${surname(rng, 'AT')}`;
  const c = car(rng, 'eu', y);
  const km = rng.int(20000, 180000);
  const rate = round(160 + (y - 1973) * 25 + rng.int(0, 30), 5);
  const js = jobs(rng, JOBS_AT, rng.int(2, 4));
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = r2(hours * rate);
  const ps = lines(rng, PARTS_AT, rng.int(2, 5), 6 + rng.next());
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const vat = r2((net * vatAT(y)) / 100);
  const total = r2(net + vat);

  p.box(40, 40, 515, 70);
  p.text(55, firm, { size: 14, bold: true });
  p.text(55, `${where.street} · ${where.post} ${where.town} · Tirol`, { size: 8.5, y: 80 });
  p.text(55, `Fernruf ${rng.int(52, 53)}${rng.int(100, 999)}   Tankstelle · Reparaturen · Abschleppdienst`, { size: 8.5, y: 94 });
  p.text(540, 'RECHNUNG', { size: 16, bold: true, align: 'right', y: 62 });
  p.text(540, `Nr. ${rng.int(100, 4999)}`, { size: 10, align: 'right', y: 80, serif: true });
  p.y = 135;
  const cust = person(rng, 'AT');
  p.text(50, 'Für:', { size: 8.5 });
  p.text(80, `${cust.name}, ${place(rng, 'AT').town}`, { size: 10, serif: true });
  p.text(360, 'Datum:', { size: 8.5 });
  p.text(400, fd(date, 'de'), { size: 10, serif: true });
  p.down(18);
  p.text(50, 'Wagen:', { size: 8.5 });
  p.text(90, `${c.make} ${c.model}`, { size: 10, serif: true });
  p.text(360, 'Pol. Kz.:', { size: 8.5 });
  p.text(405, plate(rng, 'AT', y, where.area), { size: 10, serif: true });
  p.down(18);
  p.text(50, 'km-Stand:', { size: 8.5 });
  p.text(100, String(km), { size: 10, serif: true });
  p.text(360, 'Fgst.:', { size: 8.5 });
  p.text(395, c.vin, { size: 10, serif: true });
  p.down(14);
  p.box(40, p.y, 515, 16, true);
  p.text(50, 'Ausgeführte Arbeiten und gelieferte Teile', { size: 9, bold: true, y: p.y + 11 });
  p.text(545, 'S', { size: 9, bold: true, align: 'right', y: p.y + 11 });
  p.down(32);
  for (const j of js) {
    p.text(55, j.text, { size: 10, serif: true });
    p.down(14);
  }
  p.text(300, `Arbeitszeit ${num(hours, 'de')} Std. à S ${num(rate, 'de')}`, { size: 10, serif: true });
  p.text(545, num(labour, 'de'), { size: 10, serif: true, align: 'right' });
  p.down(20);
  for (const l of ps) {
    p.text(55, `${l.qty > 1 ? `${l.qty} St. ` : ''}${l.text}`, { size: 10, serif: true });
    p.text(545, num(l.amount, 'de'), { size: 10, serif: true, align: 'right' });
    p.down(14);
  }
  p.down(6);
  hline(p, 380, 175);
  p.down(14);
  const tot: [string, number][] = [
    ['Summe', net],
    [`${vatAT(y)} % Umsatzsteuer`, vat],
    ['Endbetrag S', total],
  ];
  for (const [a, b] of tot) {
    p.text(470, a, { size: 10, serif: true, align: 'right', bold: a.startsWith('End') });
    p.text(545, num(b, 'de'), { size: 10, serif: true, align: 'right', bold: a.startsWith('End') });
    p.down(15);
  }
  p.down(20);
  p.text(50, rng.pick(['Betrag erhalten — Danke!', 'Zahlbar bei Abholung.', 'Bar bezahlt.']), { size: 9.5, serif: true });
  stamp(p, 380, p.y + 10, 150, [firm.toUpperCase().slice(0, 28), `${where.town.toUpperCase()}`, 'BEZAHLT']);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

const RESTO_JOBS: [string, number, number][] = [
  ['Motor aus- und eingebaut', 8, 14],
  ['Zylinderkopf zerlegt, Ventile eingeschliffen', 6, 12],
  ['Bremsanlage komplett überholt', 6, 10],
  ['Schweißarbeiten Schweller links und rechts', 12, 30],
  ['Bodenblech hinten ersetzt', 8, 16],
  ['Vergaser zerlegt, gereinigt und synchronisiert', 3, 6],
  ['Kabelbaum geprüft, Masseverbindungen erneuert', 4, 8],
  ['Vorderachse überholt, Achsvermessung', 5, 9],
  ['Kupplung erneuert', 5, 8],
  ['Innenraum ausgebaut und gereinigt', 4, 8],
];
const RESTO_PARTS: [string, number, number, number?][] = [
  ['Schwellerblech', 80, 180, 2],
  ['Ventilsatz', 120, 260],
  ['Kopfdichtungssatz', 60, 140],
  ['Bremszylinder', 45, 110, 4],
  ['Bremsschläuche Satz', 40, 90],
  ['Kupplungssatz', 180, 380],
  ['Vergaser-Reparatursatz', 40, 95, 2],
  ['Hohlraumkonservierung Material', 30, 70],
  ['Schweißmaterial, Schutzgas', 25, 60],
  ['Traggelenk', 35, 80, 2],
];

/** A restorer's bill in Euro (2004–2026) with an hours list by date and a parts list, net sums and 20 % USt. */
export function atRestaurierung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2026);
  const where = place(rng, 'AT');
  const firm = `${rng.pick(['Oldtimer-Werkstatt', 'Klassik-Restaurierung', 'Veteranen-Technik'])} ${surname(rng, 'AT')} e.U.`;
  const c = car(rng, 'eu');
  const km = rng.int(10000, 150000);
  const rate = rng.int(68, 98);
  const js = jobs(rng, RESTO_JOBS, rng.int(3, 5));
  const ps = lines(rng, RESTO_PARTS, rng.int(3, 6));
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = r2(hours * rate);
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);

  p.text(50, firm, { size: 13, bold: true });
  p.down(12).text(50, `${where.street} | ${where.post} ${where.town} | Österreich`, { size: 8.5 });
  p.down(11).text(50, `UID: ATU${rng.int(10000000, 99999999)} | FN ${rng.int(100000, 599999)}${rng.pick(['a', 'k', 'm'])}`, { size: 8.5 });
  p.y = 60;
  p.text(545, 'Rechnung', { size: 20, align: 'right' });
  p.down(18).text(545, `Nr. RE-${date.slice(0, 4)}-${String(rng.int(1, 240)).padStart(3, '0')}`, { size: 9.5, align: 'right' });
  p.down(12).text(545, `Rechnungsdatum: ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.y = 140;
  const cust = person(rng, 'AT');
  p.text(50, `${cust.name}`, { size: 10 });
  p.down(12).text(50, place(rng, 'AT').town, { size: 10 });
  p.down(24);
  p.text(50, `Betreff: ${c.make} ${c.model} (${c.year}), Fahrgestellnummer ${c.vin}, km-Stand bei Übergabe ${num(km, 'de').replace(',00', '')}`, { size: 9 });
  p.down(20);
  p.text(50, 'A. Arbeitszeit', { size: 10, bold: true });
  p.down(14);
  let d = addDays(date, -rng.int(20, 60));
  for (const j of js) {
    p.text(50, fd(d, 'de'), { size: 9 });
    p.text(115, j.text, { size: 9 });
    p.text(470, `${num(j.hours, 'de')} h`, { size: 9, align: 'right' });
    p.down(12);
    d = addDays(d, rng.int(2, 8));
  }
  p.text(115, `${num(hours, 'de')} Stunden à EUR ${num(rate, 'de')}`, { size: 9 });
  p.text(545, num(labour, 'de'), { size: 9, align: 'right', bold: true });
  p.down(22);
  p.text(50, 'B. Teile und Material', { size: 10, bold: true });
  p.down(14);
  for (const l of ps) {
    p.text(50, `${l.qty} x`, { size: 9 });
    p.text(115, l.text, { size: 9 });
    p.text(470, num(l.unit, 'de'), { size: 9, align: 'right' });
    p.text(545, num(l.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.text(115, 'Summe Teile und Material', { size: 9 });
  p.text(545, num(parts, 'de'), { size: 9, align: 'right', bold: true });
  p.down(24);
  p.box(320, p.y - 12, 235, 52);
  p.text(330, 'Nettosumme A + B', { size: 9.5 });
  p.text(545, num(net, 'de'), { size: 9.5, align: 'right' });
  p.down(14).text(330, 'zzgl. 20 % USt.', { size: 9.5 });
  p.text(545, num(vat, 'de'), { size: 9.5, align: 'right' });
  p.down(15).text(330, 'Rechnungsbetrag EUR', { size: 10, bold: true });
  p.text(545, num(total, 'de'), { size: 10, bold: true, align: 'right' });
  p.down(36);
  p.text(
    50,
    `Zahlbar innerhalb von 14 Tagen auf IBAN AT${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}.`,
    { size: 8.5 },
  );
  p.down(11).text(50, 'Fotodokumentation der Arbeiten auf Wunsch erhältlich.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}
