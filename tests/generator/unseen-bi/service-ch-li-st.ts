/**
 * Swiss, Liechtenstein and South Tyrolean workshop bills: a Markengarage's bill with MWST and five-Rappen rounding, a
 * village garage preparing a car for the MFK with the Strassenverkehrsamt's fee passed through, a 1970s Swiss garage's
 * bill without any tax, a Liechtenstein garage in Schaan, and two South Tyrolean workshops — in Lire with IVA and in
 * Euro on a bilingual form.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r05, r2, row, sum, vatCH, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, jobs, kv, lines, person, place, plate, round, signature, stamp, surname, vatIT } from './kit';

const JOBS_CH: [string, number, number][] = [
  ['Service nach Herstellervorschrift', 1.5, 3],
  ['Ölwechsel mit Filter', 0.5, 0.75],
  ['Zündung und Leerlauf eingestellt', 0.5, 1],
  ['Bremsen vorne revidiert', 1.5, 2.5],
  ['Auspuffanlage ersetzt', 1, 2],
  ['Scheinwerfer eingestellt', 0.25, 0.5],
  ['Unterboden kontrolliert, Rostschutz ergänzt', 1, 2.5],
  ['Vergaser synchronisiert', 0.75, 1.5],
  ['Kühlsystem gespült, Frostschutz ergänzt', 0.75, 1.25],
  ['Pneus montiert und ausgewuchtet', 0.75, 1],
  ['Abgaswartung durchgeführt, Dokument nachgeführt', 0.5, 1],
  ['Kupplung eingestellt', 0.5, 1],
  ['Lenkungsspiel kontrolliert und eingestellt', 0.5, 1.25],
  ['Ventile eingestellt', 1, 2],
];
const PARTS_CH: [string, number, number, number?][] = [
  ['Ölfilter', 14, 28],
  ['Motorenöl 20W-50', 9, 16, 5],
  ['Zündkerzen', 5, 9, 4],
  ['Bremsbeläge vorne', 55, 110],
  ['Bremsscheiben', 70, 140, 2],
  ['Luftfilter', 18, 38],
  ['Pneu 165 SR 15', 95, 170, 4],
  ['Auspuff-Nachschalldämpfer', 140, 320],
  ['Wischerblätter', 14, 26, 2],
  ['Kühlerfrostschutz', 9, 15, 3],
  ['Glühbirne H4', 8, 14, 2],
  ['Batterie 12 V 44 Ah', 120, 210],
  ['Keilriemen', 18, 35],
  ['Kleinmaterial', 6, 18],
];

const chf = (n: number) => num(n, 'ch');

/** A Swiss Markengarage's bill (1995–2026), labour and material in one table with codes, MWST, rounded to 5 Rappen. */
export function chMarkengarage(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'CH');
  const firm = `${rng.pick(['Garage', 'Auto'])} ${surname(rng, 'CH')} AG`;
  const brand = rng.pick(['Mercedes-Benz', 'Porsche', 'BMW', 'Volvo', 'Alfa Romeo']);
  const c = car(rng, 'eu');
  const km = rng.int(30000, 240000);
  const rate = rng.int(110, 185);
  const js = jobs(rng, JOBS_CH, rng.int(2, 4));
  const ps = lines(rng, PARTS_CH, rng.int(2, 6));
  const jl = js.map((j) => ({ text: j.text, amount: r2(j.hours * rate), hours: j.hours }));
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const rateV = vatCH(y);
  const vat = r2((net * rateV) / 100);
  const raw = r2(net + vat);
  const total = r05(raw);
  const rounding = r2(total - raw);

  p.text(50, firm, { size: 17, bold: true });
  p.down(13).text(50, `Offizielle ${brand}-Vertretung`, { size: 9 });
  p.down(11).text(50, `${where.street}, ${where.post} ${where.town}`, { size: 8.5 });
  p.down(11).text(
    50,
    `Tel. 0${rng.int(21, 81)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}${y >= 2014 ? `   CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST` : `   MWST-Nr. ${rng.int(100000, 999999)}`}`,
    { size: 8 },
  );
  p.y = 150;
  const cust = person(rng, 'CH');
  const cp = place(rng, 'CH');
  p.text(340, rng.pick(['Herr', 'Frau']), { size: 10 });
  p.down(12).text(340, cust.name, { size: 10 });
  p.down(12).text(340, cp.street, { size: 10 });
  p.down(12).text(340, `${cp.post} ${cp.town}`, { size: 10 });
  p.y = 225;
  p.text(50, `Rechnung ${rng.int(200000, 899999)}`, { size: 13, bold: true });
  p.text(545, `${where.town}, ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(18);
  p.box(50, p.y - 10, 495, 30);
  p.text(58, `Fahrzeug: ${c.make} ${c.model}`, { size: 8.5 });
  p.text(300, `Kontrollschild: ${plate(rng, 'CH', y, where.area)}`, { size: 8.5 });
  p.text(440, `Km: ${num(km, 'ch').slice(0, -3)}`, { size: 8.5 });
  p.down(12).text(58, `Fahrgestell-Nr.: ${c.vin}`, { size: 8.5 });
  p.text(300, `1. Inv.: ${rng.int(1, 12)}.${c.year}`, { size: 8.5 });
  p.down(28);
  const cols: Col[] = [{ x: 50 }, { x: 115 }, { x: 390, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Code', 'Bezeichnung', 'Menge', 'Preis', 'Total CHF'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const j of jl) {
    row(p, cols, [`A${rng.int(1000, 9999)}`, j.text, `${num(j.hours, 'ch')} Std`, chf(rate), chf(j.amount)]);
    p.down(12);
  }
  for (const l of ps) {
    row(p, cols, [`${rng.int(100000, 999999)}`, l.text, `${l.qty}`, chf(l.unit), chf(l.amount)]);
    p.down(12);
  }
  hline(p, 50, 495, p.y - 4);
  p.down(12);
  const tots: [string, number, boolean?][] = [
    ['Total Arbeit', labour],
    ['Total Material', parts],
    ['Total exkl. MWST', net],
    [`MWST ${rateV.toFixed(1)} %`, vat],
  ];
  if (rounding !== 0) tots.push(['Rundung', rounding]);
  tots.push(['Rechnungsbetrag CHF', total, true]);
  for (const [a, b, bold] of tots) {
    p.text(460, a, { size: 9.5, align: 'right', bold });
    p.text(545, chf(b), { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(20);
  p.text(50, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  p.down(11).text(
    50,
    `${rng.pick(['Zürcher Kantonalbank', 'UBS AG', 'Raiffeisenbank', 'Credit Suisse', 'Berner Kantonalbank'])}, IBAN CH${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(0, 9)}`,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jl.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A village garage's bill for the MFK: preparation, the presentation at the Strassenverkehrsamt, its fee without MWST. */
export function chMfkDorfgarage(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2025);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'CH', rng.pick(['BE', 'SG', 'GR', 'LU', 'TG', 'SZ']));
  const owner = person(rng, 'CH');
  const firm = `Garage ${owner.last}`;
  const c = car(rng, 'eu');
  const km = rng.int(20000, 190000);
  const rate = rng.int(92, 140);
  const prep = Math.round((1 + rng.next() * 2) * 4) / 4;
  const js = jobs(rng, JOBS_CH, rng.int(1, 3));
  const all = [
    { text: 'Fahrzeug für MFK vorbereitet und kontrolliert', hours: prep },
    ...js,
    { text: 'Vorführung MFK beim Strassenverkehrsamt', hours: rng.pick([1, 1.5, 2]) },
  ];
  const jl = all.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const ps = lines(rng, PARTS_CH, rng.int(2, 4));
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const rateV = vatCH(y);
  const vat = r2((net * rateV) / 100);
  const fee = rng.pick([55, 60, 62, 65, 70, 75]);
  const total = r05(r2(net + vat + fee));

  p.text(50, firm, { size: 20, bold: true, serif: true });
  p.down(14).text(50, `${owner.first} ${owner.last}, eidg. dipl. Automobil-Diagnostiker`, { size: 8.5 });
  p.down(11).text(50, `${where.street} · ${where.post} ${where.town} · Tel. 0${rng.int(21, 81)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, {
    size: 8.5,
  });
  p.down(11).text(50, rng.pick(['Reparaturen aller Marken · Pneuservice · Tankstelle', 'Reparaturen und Service aller Marken · MFK-Bereitstellung']), {
    size: 8.5,
  });
  p.y = 150;
  const cust = person(rng, 'CH');
  p.text(330, cust.name, { size: 10 });
  p.down(12).text(330, `${place(rng, 'CH', where.area).post} ${place(rng, 'CH', where.area).town}`, { size: 10 });
  p.y = 200;
  p.text(50, 'RECHNUNG', { size: 12, bold: true });
  p.down(14);
  kv(p, 50, 'Datum:', fd(date, 'de'), 120);
  kv(p, 300, 'Kontrollschild:', plate(rng, 'CH', y, where.area), 380);
  p.down(12);
  kv(p, 50, 'Fahrzeug:', `${c.make} ${c.model}`, 120);
  kv(p, 300, 'Stamm-Nr.:', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, 380);
  p.down(12);
  kv(p, 50, 'km-Stand:', String(km), 120);
  kv(p, 300, 'Aufgeboten auf:', fd(addDays(date, -rng.int(1, 20)), 'de'), 380);
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arbeiten', 'Std.', 'Fr.'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const j of jl) {
    row(p, cols, [j.text, num(j.hours, 'ch'), chf(j.amount)]);
    p.down(12);
  }
  row(p, cols, [`Total Arbeit (Stundenansatz Fr. ${chf(rate)})`, '', chf(labour)], { bold: true });
  p.down(20);
  row(p, cols, ['Material', 'Menge', 'Fr.'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const l of ps) {
    row(p, cols, [l.text, String(l.qty), chf(l.amount)]);
    p.down(12);
  }
  row(p, cols, ['Total Material', '', chf(parts)], { bold: true });
  p.down(22);
  const tots: [string, number, boolean?][] = [
    ['Zwischentotal', net],
    [`+ MWST ${rateV} %`, vat],
    ['Gebühr Strassenverkehrsamt (MFK, ohne MWST)', fee],
    ['Total zu bezahlen Fr.', total, true],
  ];
  for (const [a, b, bold] of tots) {
    p.text(460, a, { size: 9.5, align: 'right', bold });
    p.text(545, chf(b), { size: 9.5, align: 'right', bold });
    p.down(13);
  }
  p.down(14);
  p.text(50, `Das Fahrzeug wurde am ${fd(date, 'de')} ${rng.pick(['ohne Beanstandung geprüft', 'mit Erfolg vorgeführt'])}. Einzahlungsschein liegt bei.`, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jl.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A Swiss garage's bill of 1970–1994: no MWST (the WUST was not on the bill), a cash stamp, a typewriter. */
export function chGarageSiebziger(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1994);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'CH');
  const firm = `${rng.pick(['Auto-Garage', 'Garage', 'Central-Garage', 'Touring-Garage'])} ${surname(rng, 'CH')}`;
  const c = car(rng, 'eu', y);
  const km = rng.int(15000, 160000);
  const rate = round(28 + (y - 1970) * 2.6 + rng.int(0, 8), 1);
  const js = jobs(
    rng,
    JOBS_CH.filter((j) => !j[0].startsWith('Abgas') || y >= 1986),
    rng.int(2, 4),
  );
  const ps = lines(rng, PARTS_CH, rng.int(2, 5), 0.5 + (y - 1970) * 0.02);
  const items = [
    ...js.map((j) => ({ text: j.text, amount: r2(j.hours * rate), q: `${num(j.hours, 'ch')} h` })),
    ...ps.map((l) => ({ text: l.text, amount: l.amount, q: `${l.qty} Stk.` })),
  ];
  const total = r05(sum(items.map((i) => i.amount)));
  const sumRaw = sum(items.map((i) => i.amount));

  p.text(297, firm, { size: 15, bold: true, align: 'center', serif: true });
  p.down(14).text(
    297,
    `Reparaturwerkstätte · Benzin · Oel · Pneus · ${where.street}, ${where.town} · Telephon ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    { size: 8, align: 'center' },
  );
  p.down(8);
  hline(p, 50, 495);
  p.y = 120;
  const cust = person(rng, 'CH');
  p.text(50, `Rechnung für Herrn/Frau ${cust.name}`, { size: 10, serif: true });
  p.text(545, `${where.town}, den ${fd(date, 'de')}`, { size: 10, serif: true, align: 'right' });
  p.down(16);
  p.text(50, `Wagen: ${c.make} ${c.model}   Nr. ${plate(rng, 'CH', y, where.area)}   km ${km}`, { size: 10, serif: true });
  p.down(24);
  for (const it of items) {
    p.text(60, it.text, { size: 10, serif: true });
    p.text(430, it.q, { size: 10, serif: true, align: 'right' });
    p.text(545, chf(it.amount), { size: 10, serif: true, align: 'right' });
    p.down(15);
  }
  p.down(4);
  hline(p, 445, 100);
  p.down(14);
  p.text(430, 'Total Fr.', { size: 10.5, serif: true, bold: true, align: 'right' });
  p.text(545, chf(total), { size: 10.5, serif: true, bold: true, align: 'right' });
  if (total !== sumRaw) {
    p.down(13);
    p.text(545, `(gerundet)`, { size: 8, align: 'right' });
  }
  p.down(36);
  p.text(50, 'Zahlbar netto innert 30 Tagen. Postcheck-Konto ' + `${rng.int(10, 90)}-${rng.int(1000, 99999)}`, { size: 9, serif: true });
  if (rng.chance(0.6)) stamp(p, 380, p.y + 20, 140, ['BEZAHLT', fd(addDays(date, rng.int(0, 25)), 'de'), firm.split(' ').slice(-1)[0].toUpperCase()]);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}

/** A garage in Liechtenstein (1995–2026): Swiss francs and MWST, a Rapport-style two-column page. */
export function liGarageSchaan(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'LI');
  const firm = `${rng.pick(['Rheintal-Garage', 'Garage Landstrasse', 'Auto-Service'])} ${surname(rng, 'LI')} Anstalt`;
  const c = car(rng, 'eu');
  const km = rng.int(20000, 210000);
  const rate = rng.int(115, 170);
  const js = jobs(rng, JOBS_CH, rng.int(2, 4));
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = r2(hours * rate);
  const ps = lines(rng, PARTS_CH, rng.int(2, 5));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const rv = vatCH(y);
  const vat = r2((net * rv) / 100);
  const total = r05(net + vat);

  p.box(40, 40, 515, 60, true);
  p.text(55, firm, { size: 15, bold: true, y: 64 });
  p.text(55, `${where.street} · FL-${where.post} ${where.town} · Fürstentum Liechtenstein`, { size: 8.5, y: 80 });
  p.text(55, `MWST-Nr. ${rng.int(50000, 59999)} · Handelsregister FL-0002.${rng.int(100, 999)}.${rng.int(100, 999)}-${rng.int(1, 9)}`, { size: 8, y: 92 });
  p.y = 130;
  const cust = person(rng, 'LI');
  const cp = place(rng, 'LI');
  p.text(50, cust.name, { size: 10 });
  p.down(12).text(50, `${cp.street}, ${cp.post} ${cp.town}`, { size: 10 });
  p.y = 130;
  kv(p, 350, 'Rechnungs-Nr.', `${y}${rng.int(1000, 9999)}`, 450);
  p.down(12);
  kv(p, 350, 'Rechnungsdatum', fd(date, 'de'), 450);
  p.down(12);
  kv(p, 350, 'Kontrollschild', plate(rng, 'LI', y), 450);
  p.down(12);
  kv(p, 350, 'Kilometerstand', num(km, 'ch').slice(0, -3), 450);
  p.y = 200;
  p.text(50, `${c.make} ${c.model}, Jg. ${c.year}, Fahrgestell ${c.vin}`, { size: 9, bold: true });
  p.down(22);
  p.text(50, 'Ausgeführte Arbeiten', { size: 10, bold: true });
  p.down(14);
  for (const j of js) {
    p.text(60, `– ${j.text}`, { size: 9.5 });
    p.down(12);
  }
  p.down(4);
  p.text(60, `Arbeitszeit total ${num(hours, 'ch')} Std. à CHF ${chf(rate)}`, { size: 9.5 });
  p.text(545, chf(labour), { size: 9.5, align: 'right' });
  p.down(22);
  p.text(50, 'Verwendetes Material', { size: 10, bold: true });
  p.down(14);
  for (const l of ps) {
    p.text(60, `${l.qty} x ${l.text}`, { size: 9.5 });
    p.text(460, chf(l.unit), { size: 9.5, align: 'right' });
    p.text(545, chf(l.amount), { size: 9.5, align: 'right' });
    p.down(12);
  }
  p.text(60, 'Material total', { size: 9.5 });
  p.text(545, chf(parts), { size: 9.5, align: 'right' });
  p.down(20);
  hline(p, 330, 215);
  p.down(14);
  for (const [a, b, bold] of [
    ['Nettobetrag', net],
    [`MWST ${rv} %`, vat],
    ['Total CHF', total, true],
  ] as [string, number, boolean?][]) {
    p.text(460, a, { size: 10, align: 'right', bold });
    p.text(545, chf(b), { size: 10, align: 'right', bold });
    p.down(14);
  }
  p.down(16);
  p.text(50, `Zahlbar innert 20 Tagen. ${rng.pick(['Liechtensteinische Landesbank', 'VP Bank', 'LGT Bank'])}, Vaduz.`, { size: 8.5 });
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

const JOBS_ST: [string, number, number][] = [
  ['Inspektion durchgeführt', 1, 2.5],
  ['Öl- und Filterwechsel', 0.5, 1],
  ['Bremsen überprüft, Beläge hinten erneuert', 1, 2],
  ['Revision (Kollaudierung) vorbereitet', 1, 2],
  ['Zahnriemen erneuert', 2, 3.5],
  ['Vergaser überholt', 1.5, 3],
  ['Kühler ausgebaut und gereinigt', 1.5, 2.5],
  ['Auspuff geschweißt', 0.5, 1.5],
  ['Elektrik überprüft, Lichtmaschine instand gesetzt', 1, 2.5],
  ['Schneeketten-Montage geprüft, Winterreifen montiert', 0.5, 1],
];
const PARTS_ST: [string, number, number, number?][] = [
  ['Ölfilter', 7, 15],
  ['Motoröl 10W-40', 5, 9, 5],
  ['Bremsbacken hinten', 25, 50],
  ['Zahnriemen', 25, 60],
  ['Vergaserdichtsatz', 15, 35],
  ['Kühlerschlauch', 10, 25, 2],
  ['Zündkerzen', 3, 6, 4],
  ['Winterreifen 155/80 R13', 55, 90, 4],
  ['Auspuffschelle', 3, 8, 2],
  ['Keilriemen Lichtmaschine', 8, 16],
];
const lire = (n: number) => num(n, 'de').slice(0, -3);

/** A South Tyrolean workshop's bill in Lire (1982–2001), bilingual heads, IVA/MwSt of the year, whole Lire. */
export function stWerkstattLire(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1982, 2001);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'ST');
  const owner = person(rng, 'ST');
  const firm = rng.pick([`Autowerkstatt ${owner.last} & Co. KG`, `Autowerkstatt ${owner.last} OHG`, `Autowerkstatt des ${owner.first} ${owner.last}`]);
  const c = car(rng, 'eu', y);
  const km = rng.int(20000, 220000);
  const scale = 900 + (y - 1982) * 45;
  const rate = round(scale * (25 + rng.next() * 10), 500);
  const js = jobs(rng, JOBS_ST, rng.int(2, 4));
  const hours = js.reduce((a, j) => a + j.hours, 0);
  const labour = round(hours * rate, 1);
  const ps = lines(rng, PARTS_ST, rng.int(2, 5)).map((l) => ({ ...l, unit: round(l.unit * scale, 100), amount: round(l.unit * scale, 100) * l.qty }));
  const parts = ps.reduce((a, l) => a + l.amount, 0);
  const net = labour + parts;
  const iv = vatIT(y);
  const vat = Math.round((net * iv) / 100);
  const total = net + vat;

  p.text(50, firm, { size: 14, bold: true });
  p.down(13).text(50, `${where.street} · ${where.post} ${where.town} (BZ) · Tel. 0471/${rng.int(100000, 999999)}`, { size: 8.5 });
  p.down(11).text(50, `MwSt.-Nr. / Partita IVA ${rng.int(10000000000, 99999999999)}`, { size: 8.5 });
  p.y = 130;
  const cust = person(rng, 'ST');
  p.text(330, 'Herrn / Spett.', { size: 8.5 });
  p.down(12).text(330, cust.name, { size: 10 });
  p.down(12).text(330, `${place(rng, 'ST').post} ${place(rng, 'ST').town}`, { size: 10 });
  p.y = 190;
  p.text(50, `Rechnung / Fattura Nr. ${rng.int(1, 600)}`, { size: 12, bold: true });
  p.text(545, `vom / del ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(18);
  p.text(50, `Fahrzeug / Veicolo: ${c.make} ${c.model}   Kennzeichen / Targa: ${plate(rng, 'ST', y)}   km ${num(km, 'de').slice(0, -3)}`, { size: 8.5 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Beschreibung / Descrizione', 'Menge / Q.tà', 'Preis / Prezzo', 'Betrag / Importo'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const j of js) {
    row(p, cols, [j.text, `${num(j.hours, 'de')} h`, '', '']);
    p.down(12);
  }
  row(p, cols, ['Arbeitslohn / Manodopera', `${num(hours, 'de')} h`, lire(rate), lire(labour)]);
  p.down(18);
  for (const l of ps) {
    row(p, cols, [l.text, String(l.qty), lire(l.unit), lire(l.amount)]);
    p.down(12);
  }
  row(p, cols, ['Ersatzteile / Ricambi', '', '', lire(parts)]);
  p.down(22);
  for (const [a, b, bold] of [
    ['Steuerpflichtiger Betrag / Imponibile', net],
    [`MwSt. / IVA ${iv} %`, vat],
    ['Gesamtbetrag / Totale Lire', total, true],
  ] as [string, number, boolean?][]) {
    p.text(450, a, { size: 9.5, align: 'right', bold });
    p.text(545, lire(b), { size: 9.5, align: 'right', bold });
    p.down(14);
  }
  p.down(24);
  signature(p, 360, 'Für die Firma / Per la ditta', 180);
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

/** A South Tyrolean Meisterbetrieb's Euro bill (2002–2026): German first, Italian under it, IVA 20–22 %, Bolli note. */
export function stWerkstattEuro(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'ST');
  const firm = `${rng.pick(['Kfz', 'Auto', 'Garage'])} ${surname(rng, 'ST')} GmbH`;
  const c = car(rng, 'eu');
  const km = rng.int(20000, 220000);
  const rate = rng.int(42, 68);
  const js = jobs(rng, JOBS_ST, rng.int(2, 4));
  const jl = js.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const ps = lines(rng, PARTS_ST, rng.int(2, 5));
  const labour = sum(jl.map((j) => j.amount));
  const parts = sum(ps.map((l) => l.amount));
  const net = r2(labour + parts);
  const iv = vatIT(y);
  const vat = r2((net * iv) / 100);
  const total = r2(net + vat);

  p.text(545, firm, { size: 15, bold: true, align: 'right' });
  p.down(13).text(545, 'Meisterbetrieb / Officina autorizzata', { size: 8.5, align: 'right' });
  p.down(11).text(545, `${where.street} · I-${where.post} ${where.town}`, { size: 8.5, align: 'right' });
  p.down(11).text(545, `St.-Nr. / C.F. e P.IVA ${rng.int(10000000000, 99999999999)}`, { size: 8.5, align: 'right' });
  p.y = 60;
  const cust = person(rng, 'ST');
  p.text(50, cust.name, { size: 10 });
  p.down(12).text(50, place(rng, 'ST').street, { size: 10 });
  p.down(12).text(50, `${where.post} ${where.town}`, { size: 10 });
  p.y = 170;
  p.text(50, 'RECHNUNG', { size: 13, bold: true });
  p.down(12).text(50, 'FATTURA', { size: 9 });
  p.y = 170;
  kv(p, 300, 'Nr. / N.', `${rng.int(1, 900)}/${y}`, 400);
  p.down(12);
  kv(p, 300, 'Datum / Data', fd(date, 'de'), 400);
  p.down(12);
  kv(p, 300, 'Kennz. / Targa', plate(rng, 'ST', y), 400);
  p.down(12);
  kv(p, 300, 'km', String(km), 400);
  p.down(12);
  kv(p, 300, 'Rahmen-Nr. / Telaio', c.vin, 400);
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Arbeiten / Lavori', 'Std. / Ore', '€/Std.', 'Euro'], { bold: true });
  p.down(16);
  for (const j of jl) {
    row(p, cols, [j.text, num(j.hours, 'de'), num(rate, 'de'), num(j.amount, 'de')]);
    p.down(12);
  }
  row(p, cols, ['Summe Arbeit / Totale manodopera', '', '', num(labour, 'de')], { bold: true });
  p.down(18);
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Ersatzteile / Ricambi', 'Menge', '€/Stk.', 'Euro'], { bold: true });
  p.down(16);
  for (const l of ps) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(12);
  }
  row(p, cols, ['Summe Teile / Totale ricambi', '', '', num(parts, 'de')], { bold: true });
  p.down(22);
  for (const [a, b, bold] of [
    ['Netto / Imponibile', net],
    [`MwSt. / IVA ${iv} %`, vat],
    ['Gesamt / Totale EUR', total, true],
  ] as [string, number, boolean?][]) {
    p.text(460, a, { size: 10, align: 'right', bold });
    p.text(545, num(b, 'de'), { size: 10, align: 'right', bold });
    p.down(14);
  }
  p.down(14);
  p.text(50, 'Zahlungsbedingungen / Pagamento: Überweisung 30 Tage / bonifico 30 gg.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    workPerformed: jl.map((j) => j.text),
    partsUsed: ps.map((l) => l.text),
  });
}
