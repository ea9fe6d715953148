/** German-language repair orders and workshop bills with a big vehicle-data header (unseen-av). */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num, para, r2, r05, row, sum, vatCH, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addrDE, car, cell, cells, check, digits, kv, level, PEOPLE_DE, phoneDE, plateAT, plateCH, plateDE, vin, work } from './kit';

const cur = (y: number) => (y < 2002 ? 'DM' : 'EUR');

/** A dealer's Reparaturauftrag: vehicle grid, checkboxes, customer's signature, then the mixed positions and the bill. */
export function reparaturauftragZdk(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1994, 2024);
  const y = Number(date.slice(0, 4));
  const shop = `Autohaus ${rng.pick(['Brenner', 'Lechner', 'Kaiser', 'Wolff'])} GmbH & Co. KG`;
  const a = addrDE(rng);
  const [make, model] = car(rng);
  const km = rng.int(40000, 260000);
  const { jobs, parts } = work(rng, 'de', y, r2(rng.int(60, 130) * level(y)));
  p.text(40, shop, { y: 50, size: 14, bold: true });
  p.text(40, `${a.street} · ${a.city} · Tel. ${phoneDE(rng)}`, { y: 63, size: 8 });
  p.text(555, 'Reparaturauftrag / Rechnung', { y: 50, size: 12, bold: true, align: 'right' });
  cells(p, 40, 80, 24, [
    [90, 'Auftrags-Nr.', digits(rng, 6)],
    [80, 'Kunden-Nr.', digits(rng, 5)],
    [90, 'Annahme', fd(date, 'de')],
    [90, 'Fertig (Termin)', fd(date, 'de') + ' 16:00'],
    [165, 'Serviceberater', rng.pick(PEOPLE_DE)],
  ]);
  cells(p, 40, 104, 24, [
    [90, 'Amtl. Kennzeichen', plateDE(rng, y)],
    [165, 'Fahrzeug-Ident.-Nr.', vin(rng, y)],
    [80, 'Erstzulassung', fd(rng.date(y - 25, y - 2), 'de')],
    [90, 'km-Stand', num(km, 'de').slice(0, -3)],
    [90, 'Schlüssel-Nr. zu 2/3', `${digits(rng, 4)}/${digits(rng, 3)}`],
  ]);
  cells(p, 40, 128, 24, [
    [170, 'Hersteller / Typ', `${make} ${model}`],
    [90, 'Motor-Nr.', digits(rng, 8)],
    [90, 'Farbe / Lack-Nr.', `${rng.pick(['silber', 'blau', 'rot', 'weiß'])} ${digits(rng, 3)}`],
    [165, 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${y + 2}`],
  ]);
  p.y = 170;
  check(p, 40, 170, 'Altteile zurück', rng.chance(0.5));
  check(p, 150, 170, 'Probefahrt erlaubt', true);
  check(p, 270, 170, 'Wagenwäsche', rng.chance(0.4));
  check(p, 370, 170, 'Kostenvoranschlag erwünscht', false);
  p.box(40, 180, 515, 34);
  p.text(44, 'Ich erteile den Auftrag zu den umseitigen Reparaturbedingungen. Unterschrift Kunde:', { y: 190, size: 7 });
  p.text(350, '_______________________', { y: 208, size: 9 });
  const cols = [
    { x: 44 },
    { x: 80 },
    { x: 170 },
    { x: 410, align: 'right' as const },
    { x: 480, align: 'right' as const },
    { x: 550, align: 'right' as const },
  ];
  p.y = 232;
  row(p, cols, ['Pos', 'Art.-/AW-Nr.', 'Bezeichnung', 'Menge/AW', 'Preis', 'Betrag'], { bold: true });
  p.down(14);
  let n = 1;
  for (const j of jobs) {
    row(p, cols, [String(n++), j.code, j.text, num(j.hours * 10, 'de').replace(',00', ''), num(j.amount / (j.hours * 10), 'de'), num(j.amount, 'de')]);
    p.down(13);
  }
  for (const t of parts) {
    row(p, cols, [String(n++), t.no, t.text, String(t.qty), num(t.unit, 'de'), num(t.amount, 'de')]);
    p.down(13);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const net = r2(lab + prt);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  p.down(10);
  const T = (l: string, val: number, b = false) => {
    p.text(400, l, { size: 9, bold: b });
    p.text(550, num(val, 'de'), { size: 9, bold: b, align: 'right' });
    p.down(13);
  };
  T('Summe Arbeitslohn', lab);
  T('Summe Ersatzteile', prt);
  T('Nettobetrag', net);
  T(`MwSt. ${v} %`, tax);
  T(`Endbetrag ${cur(y)}`, tot, true);
  p.text(40, `Zahlbar sofort ohne Abzug. USt-IdNr. DE${digits(rng, 9)} · Sparkasse IBAN DE${digits(rng, 20)}`, { y: 800, size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}

/** A Swiss garage's Werkstattauftrag carrying the Fahrzeugausweis data (Stammnummer, Typengenehmigung), CHF. */
export function werkstattauftragCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2025);
  const y = Number(date.slice(0, 4));
  const shop = `Garage ${rng.pick(['Huber', 'Zürcher', 'Bachmann', 'Gisler'])} AG`;
  const [make, model] = car(rng);
  const km = rng.int(30000, 240000);
  const { jobs, parts } = work(rng, 'de', y, r2(rng.int(110, 175) * level(y)));
  p.text(297, shop, { y: 48, size: 15, bold: true, align: 'center' });
  p.text(
    297,
    `${rng.pick(['Seestrasse', 'Industriestrasse', 'Zürcherstrasse'])} ${rng.int(2, 90)} · ${rng.pick(['8810 Horgen', '6340 Baar', '9500 Wil', '5400 Baden'])} · Tel. 0${rng.int(41, 71)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    { y: 61, size: 8, align: 'center' },
  );
  p.text(40, 'WERKSTATTAUFTRAG', { y: 90, size: 12, bold: true });
  const no = `${rng.int(20, 99)}-${digits(rng, 5)}`;
  p.text(555, `Nr. ${no}`, { y: 90, size: 11, bold: true, align: 'right' });
  const grid: [string, string][] = [
    ['Kontrollschild (15)', plateCH(rng)],
    ['Stammnummer (18)', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['Typengenehmigung (24)', `1${letters4(rng)}${digits(rng, 2)}`],
    ['Marke und Typ (21)', `${make} ${model}`],
    ['Fahrgestell-Nr. (23)', vin(rng, y)],
    ['1. Inverkehrsetzung (36)', fd(rng.date(y - 30, y - 1), 'de')],
    ['Km-Stand', `${num(km, 'ch').slice(0, -3)} km`],
    ['Auftragsdatum', fd(date, 'de')],
    ['Annahme durch', rng.pick(['R. Gisler', 'M. Koch', 'P. Frei'])],
  ];
  grid.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 100 + Math.floor(i / 3) * 24, 172, 24, l, v));
  p.y = 190;
  p.text(40, 'Arbeiten', { size: 10, bold: true });
  p.down(14);
  for (const j of jobs) {
    p.text(40, j.text, { size: 9 });
    p.text(400, `${num(j.hours, 'ch')} Std.`, { size: 9, align: 'right' });
    p.text(550, num(j.amount, 'ch'), { size: 9, align: 'right' });
    p.down(13);
  }
  const lab = sum(jobs.map((j) => j.amount));
  p.text(400, 'Total Arbeit', { size: 9, bold: true });
  p.text(550, num(lab, 'ch'), { size: 9, bold: true, align: 'right' });
  p.down(22);
  p.text(40, 'Material', { size: 10, bold: true });
  p.down(14);
  for (const t of parts) {
    p.text(40, `${t.qty} x`, { size: 9 });
    p.text(70, t.text, { size: 9 });
    p.text(250, t.no, { size: 8 });
    p.text(550, num(t.amount, 'ch'), { size: 9, align: 'right' });
    p.down(13);
  }
  const prt = sum(parts.map((t) => t.amount));
  p.text(400, 'Total Material', { size: 9, bold: true });
  p.text(550, num(prt, 'ch'), { size: 9, bold: true, align: 'right' });
  p.down(24);
  const net = r2(lab + prt);
  const v = vatCH(y);
  const tax = r2((net * v) / 100);
  const tot = r05(net + tax);
  kv(p, 340, 'Total exkl. MWST', num(net, 'ch'), 130);
  p.down(13);
  kv(p, 340, `MWST ${v} %`, num(tax, 'ch'), 130);
  p.down(13);
  p.box(335, p.y - 10, 220, 16, true);
  kv(p, 340, 'Total CHF (gerundet)', num(tot, 'ch'), 130, 10, true);
  p.text(
    40,
    `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST · Zahlbar innert 30 Tagen netto · PC ${rng.int(10, 90)}-${digits(rng, 6)}-${rng.int(1, 9)}`,
    { y: 805, size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}
const letters4 = (rng: Random) => Array.from({ length: 2 }, () => rng.pick(['A', 'B', 'C', 'D', 'F', 'G'])).join('');

/** An Austrian Reparaturauftrag with the §57a inspection among its positions; Schilling before 2002. */
export function reparaturauftragAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2023);
  const y = Number(date.slice(0, 4));
  const ats = y < 2002;
  const k = ats ? 13.76 : 1;
  const shop = `Kfz-Werkstätte ${rng.pick(['Pichler', 'Gruber', 'Moser', 'Hofbauer'])} Ges.m.b.H.`;
  const [make, model] = car(rng);
  const km = rng.int(30000, 260000);
  const { jobs, parts } = work(rng, 'de', y, r2(rng.int(55, 110) * level(y) * k));
  parts.forEach((t) => {
    t.unit = r2(t.unit * k);
    t.amount = r2(t.unit * t.qty);
  });
  jobs.push({ text: 'Überprüfung gem. §57a KFG (Begutachtung)', hours: 1, amount: r2(rng.int(45, 75) * level(y) * k), code: '57A' });
  p.text(40, shop, { y: 46, size: 13, bold: true, serif: true });
  p.text(
    40,
    `${rng.pick(['Triester Straße', 'Wiener Straße', 'Linzer Straße'])} ${rng.int(3, 200)}, ${rng.pick(['1100 Wien', '8020 Graz', '4020 Linz', '5020 Salzburg'])} · UID ATU${digits(rng, 8)} · FN ${digits(rng, 6)}${rng.pick(['a', 'd', 'k'])}`,
    { y: 58, size: 7.5 },
  );
  p.box(40, 70, 515, 62);
  const L = [
    ['Kennzeichen', plateAT(rng)],
    ['Fahrgestellnummer', vin(rng, y)],
    ['Marke/Type', `${make} ${model}`],
    ['Genehmigungs-Nr.', `${rng.int(1, 9)}${letters4(rng)}-${digits(rng, 4)}`],
    ['Kilometerstand', String(km)],
    ['Auftragsdatum', fd(date, 'de')],
  ];
  L.forEach(([l, v], i) => {
    const x = 46 + (i % 2) * 260;
    const yy = 84 + Math.floor(i / 2) * 18;
    p.text(x, `${l}:`, { y: yy, size: 8 });
    p.text(x + 95, v, { y: yy, size: 9 });
  });
  p.text(40, `REPARATURAUFTRAG Nr. ${digits(rng, 5)}`, { y: 152, size: 11, bold: true });
  p.y = 172;
  const cols = [{ x: 40 }, { x: 95 }, { x: 440, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, cols, ['Code', 'Arbeitsleistung', 'Std.', ats ? 'S' : '€'], { bold: true });
  p.down(13);
  for (const j of jobs) {
    row(p, cols, [j.code, j.text, num(j.hours, 'de'), num(j.amount, 'de')]);
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  row(p, cols, ['', 'Arbeitslohn gesamt', '', num(lab, 'de')], { bold: true });
  p.down(20);
  row(p, cols, ['Menge', 'Material', 'á', ats ? 'S' : '€'], { bold: true });
  p.down(13);
  for (const t of parts) {
    row(p, cols, [String(t.qty), t.text, num(t.unit, 'de'), num(t.amount, 'de')]);
    p.down(12);
  }
  const prt = sum(parts.map((t) => t.amount));
  row(p, cols, ['', 'Material gesamt', '', num(prt, 'de')], { bold: true });
  p.down(22);
  const net = r2(lab + prt);
  const tax = r2(net * 0.2);
  const tot = r2(net + tax);
  kv(p, 330, 'Summe netto', num(net, 'de'), 160);
  p.down(13);
  kv(p, 330, '+ 20 % USt.', num(tax, 'de'), 160);
  p.down(13);
  kv(p, 330, `Rechnungsbetrag ${ats ? 'öS' : 'EUR'}`, num(tot, 'de'), 160, 10, true);
  p.down(30);
  p.text(40, `Nächste Begutachtung: ${String(rng.int(1, 12)).padStart(2, '0')}/${y + 1}. Gewährleistung laut ABGB.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}

/** A 1970s VW-Betrieb Kundendienst-Auftrag: the numbered inspection checklist with marks, AW, the DM bill. */
export function kundendienstAuftrag70(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1983);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Autohaus ', 'Kfz.-Betrieb ', 'Auto-'])}${rng.pick(['Heinemann', 'Strobel', 'Kühn'])} KG`;
  const a = addrDE(rng);
  const km = rng.int(8000, 140000);
  p.text(40, 'VW  KUNDENDIENST-AUFTRAG', { y: 44, size: 12, bold: true });
  p.text(555, shop, { y: 44, size: 11, bold: true, align: 'right' });
  p.text(555, `${a.street}, ${a.city}`, { y: 56, size: 8, align: 'right' });
  cells(p, 40, 66, 22, [
    [85, 'Pol. Kennzeichen', plateDE(rng, y).replace('H', '')],
    [110, 'Fahrgestell-Nr.', vin(rng, 1975)],
    [70, 'Typ', rng.pick(['11', '14', '15', '113'])],
    [80, 'km-Stand', String(km)],
    [80, 'Datum', fd(date, 'de2')],
    [90, 'Auftrag Nr.', digits(rng, 5)],
  ]);
  const checks = [
    'Motoröl wechseln',
    'Ventilspiel prüfen',
    'Unterbrecherkontakte',
    'Zündzeitpunkt',
    'Keilriemen Spannung',
    'Vorderachse abschmieren',
    'Bremsen prüfen',
    'Reifendruck',
    'Scheinwerfer einstellen',
    'Batteriesäure',
    'Lenkung Spiel',
    'Auspuffanlage',
  ];
  p.text(40, 'Kundendienst-Arbeiten lt. Scheckheft (x = durchgeführt)', { y: 108, size: 8, bold: true });
  checks.forEach((c, i) => check(p, 40 + (i % 3) * 172, 122 + Math.floor(i / 3) * 13, `${i + 1}. ${c}`, true, 7.5));
  const rate = r2(rng.int(3, 6) + rng.pick([0, 0.5]));
  const { jobs, parts } = work(rng, 'de', y, rate * 10);
  p.y = 190;
  p.text(40, 'AW', { size: 8, bold: true });
  p.text(75, 'Arbeiten', { size: 8, bold: true });
  p.text(550, 'DM', { size: 8, bold: true, align: 'right' });
  p.down(12);
  for (const j of jobs) {
    p.text(40, String(j.hours * 10), { size: 9 });
    p.text(75, j.text, { size: 9, serif: true });
    p.text(550, num(j.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  p.text(75, `Lohn (${num(rate, 'de')} DM/AW)`, { size: 9, bold: true });
  p.text(550, num(lab, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(18);
  for (const t of parts) {
    p.text(40, String(t.qty), { size: 9 });
    p.text(75, t.text, { size: 9, serif: true });
    p.text(300, t.no.replace(/ /g, '.'), { size: 8 });
    p.text(550, num(t.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  const prt = sum(parts.map((t) => t.amount));
  p.text(75, 'Teile und Material', { size: 9, bold: true });
  p.text(550, num(prt, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(18);
  const v = vatDE(y);
  const tax = r2(((lab + prt) * v) / 100);
  const tot = r2(lab + prt + tax);
  p.text(75, `+ ${v} % Mehrwertsteuer`, { size: 9 });
  p.text(550, num(tax, 'de'), { size: 9, align: 'right' });
  p.down(14);
  p.text(75, 'Rechnungsbetrag', { size: 10, bold: true });
  p.text(550, num(tot, 'de'), { size: 10, bold: true, align: 'right' });
  p.text(40, 'Betrag erhalten: ______________   Unterschrift des Kunden: ______________', { y: 760, size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}

/** A Bosch-Dienst style Auftrag/Rechnung: separate tables for Lohn (with AW) and Teile, Lohnkosten/Materialkosten. */
export function boschDienst(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2012);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Elektro-Diesel', 'Auto-Elektrik', 'Kfz-Technik'])} ${rng.pick(['Zeller', 'Haas', 'Ritter'])}`;
  const a = addrDE(rng);
  const km = rng.int(20000, 220000);
  const { jobs, parts } = work(rng, 'de', y, r2(rng.int(50, 100) * level(y)));
  p.box(40, 36, 515, 40);
  p.text(50, shop, { y: 54, size: 14, bold: true });
  p.text(50, `Bosch-Dienst · ${a.street} · ${a.city} · Fax ${phoneDE(rng)}`, { y: 68, size: 8 });
  p.text(400, 'Auftrag / Rechnung', { y: 96, size: 11, bold: true });
  kv(p, 400, 'Rechnungs-Nr.', digits(rng, 6), 75, 8);
  p.y = 110;
  kv(p, 400, 'Datum', fd(date, 'dedash'), 75, 8, false);
  p.y = 96;
  const lines: [string, string][] = [
    ['Kennzeichen', plateDE(rng, y)],
    ['Fahrzeug', car(rng).join(' ')],
    ['Fahrgestell', vin(rng, y)],
    ['Tachostand', `${km} km`],
    ['Zulassung', fd(rng.date(y - 20, y - 1), 'de')],
  ];
  lines.forEach(([l, v]) => {
    kv(p, 40, l, v, 70, 8);
    p.down(12);
  });
  p.down(14);
  const cl = [{ x: 40 }, { x: 100 }, { x: 420, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, cl, ['Arb.-Pos.', 'Lohn', 'AW', 'Betrag'], { bold: true });
  p.down(12);
  for (const j of jobs) {
    row(p, cl, [j.code, j.text, String(j.hours * 10), num(j.amount, 'de')]);
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  p.down(6);
  const ct = [{ x: 40 }, { x: 80 }, { x: 210 }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, ct, ['Menge', 'Teile-Nr.', 'Teile', 'Einzelpreis', 'Gesamt'], { bold: true });
  p.down(12);
  for (const t of parts) {
    row(p, ct, [String(t.qty), `0 ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`, t.text, num(t.unit, 'de'), num(t.amount, 'de')]);
    p.down(12);
  }
  const prt = sum(parts.map((t) => t.amount));
  p.down(14);
  const v = vatDE(y);
  const net = r2(lab + prt);
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  cells(p, 40, p.y, 28, [
    [100, 'Lohnkosten', num(lab, 'de')],
    [100, 'Materialkosten', num(prt, 'de')],
    [100, 'Netto', num(net, 'de')],
    [100, `MwSt ${v}%`, num(tax, 'de')],
    [115, `Gesamt ${cur(y)}`, num(tot, 'de')],
  ]);
  p.text(40, 'Es gelten unsere Allgemeinen Geschäftsbedingungen. Eigentumsvorbehalt bis zur vollständigen Bezahlung.', { y: 790, size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}

/** An Oldtimer-Fachwerkstatt Arbeitskarte: a grid of boxes, an i.O./n.i.O. matrix and the bill underneath. */
export function arbeitskarteOldtimer(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `Klassik-Werkstatt ${rng.pick(['Reinhardt', 'Ostertag', 'Blum'])}`;
  const km = rng.int(20000, 190000);
  const [make, model] = car(rng);
  const { jobs, parts } = work(rng, 'de', y, r2(rng.int(70, 120)));
  p.text(40, shop, { y: 44, size: 16, serif: true, bold: true });
  p.text(40, `Meisterbetrieb für historische Fahrzeuge · Tel. ${phoneDE(rng)}`, { y: 57, size: 8 });
  p.text(555, 'ARBEITSKARTE', { y: 44, size: 13, bold: true, align: 'right' });
  cells(p, 40, 70, 26, [
    [130, 'Fahrzeug', `${make} ${model}`],
    [70, 'Baujahr', String(rng.int(1955, 1990))],
    [90, 'Kennzeichen', plateDE(rng, 2000)],
    [120, 'FIN', vin(rng, 1985)],
    [105, 'Laufleistung', `${num(km, 'de').slice(0, -3)} km`],
  ]);
  cells(p, 40, 96, 26, [
    [130, 'Eingang', fd(addDays(date, -rng.int(2, 9)), 'de')],
    [160, 'Fertigstellung / Rechnungsdatum', fd(date, 'de')],
    [120, 'Karte Nr.', `AK ${digits(rng, 4)}`],
    [105, 'Mechaniker', rng.pick(['TB', 'MK', 'JS', 'FR'])],
  ]);
  const items = ['Motor', 'Getriebe', 'Bremsen', 'Lenkung', 'Fahrwerk', 'Elektrik', 'Auspuff', 'Unterboden'];
  p.y = 140;
  p.text(40, 'Prüfpunkt', { size: 8, bold: true });
  ['i.O.', 'n.i.O.', 'erledigt'].forEach((h, i) => p.text(200 + i * 45, h, { size: 8, bold: true }));
  p.down(11);
  for (const it of items) {
    p.text(40, it, { size: 8 });
    const s = rng.int(0, 2);
    [0, 1, 2].forEach((i) => {
      p.box(203 + i * 45, p.y - 7, 7, 7);
      if (i === s || (s === 1 && i === 2)) p.text(204.5 + i * 45, 'X', { size: 7 });
    });
    p.down(11);
  }
  p.down(8);
  p.text(40, 'Ausgeführte Arbeiten', { size: 9, bold: true });
  p.down(12);
  for (const j of jobs) {
    p.text(50, `– ${j.text}`, { size: 9 });
    p.text(380, `${num(j.hours, 'de')} h`, { size: 9 });
    p.text(550, num(j.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(4);
  p.text(40, 'Verbaute Teile', { size: 9, bold: true });
  p.down(12);
  for (const t of parts) {
    p.text(50, `${t.qty} St. ${t.text}`, { size: 9 });
    p.text(550, num(t.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const net = r2(lab + prt);
  const tax = r2(net * 0.19);
  const tot = r2(net + tax);
  p.down(10);
  const b = p.y;
  p.box(320, b - 10, 235, 76);
  [
    ['Arbeitsleistung gesamt', lab],
    ['Ersatzteile gesamt', prt],
    ['zzgl. 19 % USt.', tax],
    ['Rechnungsbetrag €', tot],
  ].forEach(([l, v], i) => {
    p.text(326, String(l), { y: b + 4 + i * 16, size: 9, bold: i === 3 });
    p.text(548, num(Number(v), 'de'), { y: b + 4 + i * 16, size: 9, bold: i === 3, align: 'right' });
  });
  p.text(40, 'Unterschrift Kunde (Abnahme)', { y: b + 60, size: 7 });
  p.box(40, b + 20, 200, 32);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}

/** A tyre and brake service's Auftragsschein: tread depth per wheel, tyre size and DOT, then the bill. */
export function reifenAuftragsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const y = Number(date.slice(0, 4));
  const shop = `Reifen-${rng.pick(['Stumpf', 'Pfeiffer', 'Engel'])} Reifen- und Bremsendienst`;
  const km = rng.int(30000, 230000);
  const rate = rng.int(60, 95);
  const jobs = [
    { text: 'Reifen montiert und gewuchtet (4 Stück)', hours: 1, amount: r2(rng.int(40, 80)) },
    { text: 'Bremsscheiben und -beläge vorn erneuert', hours: 1.5, amount: r2(1.5 * rate) },
    { text: 'Altreifenentsorgung', hours: 0, amount: r2(rng.int(8, 16)) },
  ];
  const size = rng.pick(['185/70 R14', '195/65 R15', '205/55 R16', '165 SR 15']);
  const parts = [
    { text: `Reifen ${size} ${rng.pick(['Michelin', 'Continental', 'Vredestein'])}`, qty: 4, unit: money2(rng, 60, 160) },
    { text: 'Bremsscheibe vorn', qty: 2, unit: money2(rng, 35, 90) },
    { text: 'Bremsbelagsatz vorn', qty: 1, unit: money2(rng, 30, 80) },
    { text: 'Ventil', qty: 4, unit: money2(rng, 1.5, 4) },
  ].map((t) => ({ ...t, amount: r2(t.qty * t.unit) }));
  p.text(40, shop, { y: 44, size: 13, bold: true });
  p.text(40, `Filiale ${addrDE(rng).city} · Kundenhotline ${phoneDE(rng)}`, { y: 56, size: 8 });
  p.text(555, `Auftragsschein ${digits(rng, 7)}`, { y: 44, size: 10, bold: true, align: 'right' });
  cells(p, 40, 68, 24, [
    [95, 'Datum', fd(date, 'de')],
    [95, 'Kennzeichen', plateDE(rng, y)],
    [85, 'km', String(km)],
    [140, 'Fahrzeug', car(rng).join(' ')],
    [100, 'Kunden-Nr.', digits(rng, 6)],
  ]);
  p.text(40, 'Profiltiefe (mm) / DOT', { y: 108, size: 8, bold: true });
  cells(p, 40, 114, 24, [
    [80, 'VL', `${num(rng.int(15, 60) / 10, 'de').slice(0, 3)} / ${rng.int(10, 52)}${String(rng.int(y - 6, y) % 100).padStart(2, '0')}`],
    [80, 'VR', `${num(rng.int(15, 60) / 10, 'de').slice(0, 3)}`],
    [80, 'HL', `${num(rng.int(15, 60) / 10, 'de').slice(0, 3)}`],
    [80, 'HR', `${num(rng.int(15, 60) / 10, 'de').slice(0, 3)}`],
    [80, 'Luftdruck v/h', `${num(rng.int(20, 26) / 10, 'de').slice(0, 3)}/${num(rng.int(20, 28) / 10, 'de').slice(0, 3)} bar`],
    [115, 'Radschrauben nachziehen', 'nach 50 km'],
  ]);
  check(p, 40, 154, 'Einlagerung', rng.chance(0.5));
  check(p, 130, 154, 'Räder gewaschen', rng.chance(0.5));
  check(p, 240, 154, 'RDKS geprüft', rng.chance(0.5));
  p.y = 180;
  const c = [{ x: 40 }, { x: 75 }, { x: 460, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, c, ['Anz.', 'Artikel / Leistung', 'Preis', 'Summe'], { bold: true });
  p.down(13);
  for (const t of parts) {
    row(p, c, [String(t.qty), t.text, num(t.unit, 'de'), num(t.amount, 'de')]);
    p.down(12);
  }
  for (const j of jobs) {
    row(p, c, ['1', j.text, num(j.amount, 'de'), num(j.amount, 'de')]);
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const net = r2(lab + prt);
  const tot = r2(net + r2(net * 0.19));
  p.down(10);
  kv(p, 330, 'davon Waren', num(prt, 'de'), 150);
  p.down(12);
  kv(p, 330, 'davon Dienstleistungen', num(lab, 'de'), 150);
  p.down(12);
  kv(p, 330, 'Netto', num(net, 'de'), 150);
  p.down(12);
  kv(p, 330, `MwSt. 19 %`, num(r2(tot - net), 'de'), 150);
  p.down(14);
  kv(p, 330, 'Zu zahlen EUR', num(tot, 'de'), 150, 10, true);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}
const money2 = (rng: Random, lo: number, hi: number) => r2(lo + rng.next() * (hi - lo));

/** A 2010s dealer-system invoice: dense coded header, positions grouped by job with labour and parts per position. */
export function dmsRechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2009, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Autozentrum', 'Auto-Center', 'Autohaus'])} ${rng.pick(['Nordring', 'Am Ring', 'Süd'])} GmbH`;
  const a = addrDE(rng);
  const km = rng.int(10000, 200000);
  const rate = rng.int(95, 165);
  const { jobs, parts } = work(rng, 'de', y, rate, 3, 3);
  p.text(555, shop, { y: 40, size: 11, bold: true, align: 'right' });
  p.text(555, `${a.street} | ${a.city}`, { y: 51, size: 7.5, align: 'right' });
  p.text(40, 'RECHNUNG', { y: 100, size: 14, bold: true });
  const hd: [string, string][] = [
    ['Rechnungs-Nr.', `${y}${digits(rng, 6)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrags-Nr.', digits(rng, 7)],
    ['Kunden-Nr.', digits(rng, 7)],
    ['Serviceberater', rng.pick(['Hr. Wendt', 'Fr. Kraus', 'Hr. Akgün'])],
    ['Annahme', fd(addDays(date, -1), 'de')],
    ['Fahrgestell-Nr.', vin(rng, y)],
    ['Modell', car(rng).join(' ')],
    ['Motor-Nr.', `${letters4(rng)}${digits(rng, 6)}`],
    ['Getriebe', rng.pick(['6-Gang', 'Automatik', '5-Gang'])],
    ['Farbe / Polster', `${rng.pick(['A1', 'C9', 'L041'])} / ${rng.pick(['FA', 'TS'])}`],
    ['Kennzeichen', plateDE(rng, y)],
    ['Erstzulassung', fd(rng.date(y - 12, y - 1), 'de')],
    ['km-Stand', num(km, 'de').slice(0, -3)],
  ];
  hd.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 260;
    const yy = 122 + Math.floor(i / 2) * 11;
    p.text(x, l, { y: yy, size: 7.5 });
    p.text(x + 85, v, { y: yy, size: 7.5 });
  });
  p.y = 215;
  const c = [{ x: 40 }, { x: 100 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(p, c, ['Nr.', 'Bezeichnung', 'Menge', 'Preis/E', 'Gesamt'], { bold: true, size: 8 });
  p.down(12);
  jobs.forEach((j, i) => {
    p.text(40, `${i + 1}0`, { size: 8, bold: true });
    p.text(100, j.text.toUpperCase(), { size: 8, bold: true });
    p.down(11);
    row(p, c, [j.code, j.text, `${num(j.hours * 100, 'de').slice(0, -3)} ZE`, num(rate / 100, 'de'), num(j.amount, 'de')], { size: 8 });
    p.down(11);
    const t = parts[i];
    row(p, c, [t.no.replace(/ /g, ''), t.text, `${t.qty} ST`, num(t.unit, 'de'), num(t.amount, 'de')], { size: 8 });
    p.down(15);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const net = r2(lab + prt);
  const tax = r2(net * 0.19);
  const tot = r2(net + tax);
  p.down(6);
  [
    ['Summe Arbeitslohn', lab],
    ['Summe Teile', prt],
    ['Summe Fremdleistung', 0],
    ['Nettobetrag', net],
    ['USt 19 % auf ' + num(net, 'de'), tax],
  ].forEach(([l, v]) => {
    p.text(330, String(l), { size: 8.5 });
    p.text(550, num(Number(v), 'de'), { size: 8.5, align: 'right' });
    p.down(12);
  });
  p.box(325, p.y - 9, 230, 14, true);
  p.text(330, 'Gesamtbetrag EUR', { size: 9.5, bold: true });
  p.text(550, num(tot, 'de'), { size: 9.5, bold: true, align: 'right' });
  p.text(40, `Nächste Inspektion: ${fd(addDays(date, 365), 'de')} oder bei ${num(km + 30000, 'de').slice(0, -3)} km`, { y: 740, size: 8 });
  p.text(40, `Geschäftsführer: ${rng.pick(PEOPLE_DE)} · HRB ${digits(rng, 5)} · USt-IdNr. DE${digits(rng, 9)}`, { y: 800, size: 6.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}

/** A Karosserie- und Lackierauftrag: damage zones numbered on a sketch list, paint code, Lohn incl. paint, materials. */
export function karosserieLackAuftrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2022);
  const y = Number(date.slice(0, 4));
  const shop = `Karosseriebau & Lackiererei ${rng.pick(['Schuster', 'Nowak', 'Ebert'])}`;
  const km = rng.int(30000, 250000);
  const rate = r2(rng.int(55, 110) * level(y));
  const jobs = [
    { text: 'Kotflügel vorn links instand gesetzt', hours: 3.5 },
    { text: 'Tür vorn links lackiert (Uni)', hours: 4 },
    { text: 'Stoßfänger aus- und eingebaut', hours: 1 },
  ].map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const parts = [
    { text: 'Lackmaterial', qty: 1, unit: money2(rng, 80, 260) * level(y) },
    { text: 'Zierleiste Tür', qty: 1, unit: money2(rng, 20, 60) * level(y) },
    { text: 'Clipse (Satz)', qty: 1, unit: money2(rng, 5, 15) },
  ].map((t) => ({ ...t, unit: r2(t.unit), amount: r2(t.unit) }));
  p.text(40, shop, { y: 46, size: 13, bold: true });
  p.text(40, `${addrDE(rng).street} · ${addrDE(rng).city} · Tel. ${phoneDE(rng)}`, { y: 58, size: 8 });
  p.box(40, 70, 515, 20, true);
  p.text(297, 'REPARATURAUFTRAG KAROSSERIE / LACK', { y: 84, size: 11, bold: true, align: 'center' });
  cells(p, 40, 96, 24, [
    [100, 'Kennzeichen', plateDE(rng, y)],
    [160, 'Fz.-Ident-Nr.', vin(rng, y)],
    [80, 'km', String(km)],
    [90, 'Farbcode', `${rng.pick(['L', 'LY', ''])}${digits(rng, 3)}`],
    [85, 'Datum', fd(date, 'de')],
  ]);
  cells(p, 40, 120, 24, [
    [180, 'Versicherung / Schaden-Nr.', `${rng.pick(['HUK', 'Allianz', 'Selbstzahler'])} ${digits(rng, 8)}`],
    [150, 'Gutachter', rng.pick(PEOPLE_DE)],
    [185, 'Auftraggeber', rng.pick(PEOPLE_DE)],
  ]);
  p.text(40, 'Schadenzonen: 1 Front  2 Kotfl. vl  3 Tür vl  4 Tür hl  5 Seitenteil hl  6 Heck  7 Dach  8 Haube', { y: 160, size: 7.5 });
  p.text(40, 'betroffen:  2  3', { y: 172, size: 9, bold: true });
  p.y = 196;
  p.text(40, 'Lohn', { size: 9, bold: true });
  p.text(400, 'Std.', { size: 9, bold: true, align: 'right' });
  p.down(12);
  for (const j of jobs) {
    p.text(40, j.text, { size: 9 });
    p.text(400, num(j.hours, 'de'), { size: 9, align: 'right' });
    p.text(550, num(j.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  const lab = sum(jobs.map((j) => j.amount));
  p.text(40, 'Summe Lohn (Karosserie und Lack)', { size: 9, bold: true });
  p.text(550, num(lab, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(18);
  for (const t of parts) {
    p.text(40, t.text, { size: 9 });
    p.text(550, num(t.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  const prt = sum(parts.map((t) => t.amount));
  p.text(40, 'Summe Material/Teile', { size: 9, bold: true });
  p.text(550, num(prt, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(20);
  const v = vatDE(y);
  const tax = r2(((lab + prt) * v) / 100);
  const tot = r2(lab + prt + tax);
  kv(p, 330, `MwSt. ${v} %`, num(tax, 'de'), 160);
  p.down(14);
  kv(p, 330, `Gesamt ${cur(y)}`, num(tot, 'de'), 160, 10, true);
  p.down(40);
  p.box(40, p.y, 240, 36);
  p.text(44, 'Auftrag erteilt / Fahrzeug übernommen (Unterschrift)', { y: p.y + 8, size: 6.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}

/** A 1990s free workshop's typed bill: Lohn and Teile side by side in two columns, Auftragserteilung clause. */
export function meisterbetriebZweispaltig(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 2001);
  const y = Number(date.slice(0, 4));
  const owner = rng.pick(PEOPLE_DE);
  const shop = `Kfz-Meisterbetrieb ${owner.split(' ')[1]}`;
  const km = rng.int(40000, 250000);
  const { jobs, parts } = work(rng, 'de', y, r2(rng.int(50, 85)));
  p.text(40, shop, { y: 50, size: 14, serif: true });
  p.text(40, `Inh. ${owner} · ${addrDE(rng).city}`, { y: 62, size: 8, serif: true });
  p.text(40, `Rechnung Nr. ${rng.int(100, 999)}/${String(y).slice(2)}`, { y: 100, size: 10, bold: true, serif: true });
  p.text(555, `${addrDE(rng).town}, den ${fd(date, 'de')}`, { y: 100, size: 9, serif: true, align: 'right' });
  p.text(40, `Fahrzeug: ${car(rng).join(' ')}   Kennz.: ${plateDE(rng, 1990)}   Fahrgest.-Nr.: ${vin(rng, y)}   km: ${km}`, { y: 118, size: 8, serif: true });
  p.box(40, 130, 255, 16, true);
  p.box(300, 130, 255, 16, true);
  p.text(45, 'Arbeitslohn', { y: 141, size: 9, bold: true, serif: true });
  p.text(305, 'Ersatzteile / Material', { y: 141, size: 9, bold: true, serif: true });
  jobs.forEach((j, i) => {
    p.text(45, j.text, { y: 160 + i * 22, size: 8.5, serif: true });
    p.text(290, num(j.amount, 'de'), { y: 160 + i * 22, size: 8.5, serif: true, align: 'right' });
  });
  parts.forEach((t, i) => {
    p.text(305, `${t.qty} ${t.text}`, { y: 160 + i * 22, size: 8.5, serif: true });
    p.text(550, num(t.amount, 'de'), { y: 160 + i * 22, size: 8.5, serif: true, align: 'right' });
  });
  const lab = sum(jobs.map((j) => j.amount));
  const prt = sum(parts.map((t) => t.amount));
  const yy = 160 + 5 * 22 + 10;
  p.text(45, 'Summe Lohn', { y: yy, size: 9, bold: true, serif: true });
  p.text(290, num(lab, 'de'), { y: yy, size: 9, bold: true, serif: true, align: 'right' });
  p.text(305, 'Summe Teile', { y: yy, size: 9, bold: true, serif: true });
  p.text(550, num(prt, 'de'), { y: yy, size: 9, bold: true, serif: true, align: 'right' });
  const v = vatDE(y);
  const tax = r2(((lab + prt) * v) / 100);
  const tot = r2(lab + prt + tax);
  p.y = yy + 30;
  kv(p, 305, 'Lohn + Teile', num(r2(lab + prt), 'de'), 150, 9);
  p.down(13);
  kv(p, 305, `+ ${v}% MwSt.`, num(tax, 'de'), 150, 9);
  p.down(13);
  kv(p, 305, 'Endsumme DM', num(tot, 'de'), 150, 10, true);
  p.down(40);
  para(
    p,
    40,
    'Der Auftrag wurde mündlich erteilt. Das Fahrzeug wurde nach Probefahrt in ordnungsgemäßem Zustand übergeben. Ausgebaute Teile werden 14 Tage aufbewahrt.',
    100,
    { size: 8 },
  );
  p.text(40, `Bankverbindung: Volksbank, Kto. ${digits(rng, 8)}, BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)}`, { y: 800, size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((t) => t.text),
  });
}
