/** German-language service bills (DE, AT, CH), each dense with numbers beside the ones a reader wants. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, r05, row, vatCH, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  chassisOld,
  deName,
  digits,
  engineNo,
  ibanDE,
  kmFmt,
  kv,
  labour,
  letters,
  line,
  money,
  parts,
  phoneAT,
  phoneCH,
  phoneDE,
  plateAT,
  plateCH,
  plateDE,
  qtyFmt,
  r2,
  sum,
  vin17,
  type Line,
} from './kit';

const JOBS_DE = [
  'Kundendienst nach Herstellervorschrift durchgeführt',
  'Motoröl und Ölfilter gewechselt',
  'Zündkerzen erneuert',
  'Unterbrecherkontakte und Zündzeitpunkt eingestellt',
  'Vergaser synchronisiert und Leerlauf eingestellt',
  'Bremsflüssigkeit erneuert, Anlage entlüftet',
  'Bremsbeläge vorne erneuert',
  'Keilriemen erneuert und gespannt',
  'Ventilspiel eingestellt',
  'Auspuff-Mittelschalldämpfer erneuert',
  'Kupplungsseil erneuert und eingestellt',
  'Spur vermessen und eingestellt',
  'Abgasuntersuchung (AU) durchgeführt',
  'Kühlmittel erneuert, Frostschutz bis -25 °C',
  'Radlager vorne links erneuert',
  'Achsmanschetten erneuert',
  'Lichtanlage geprüft und Scheinwerfer eingestellt',
  'Unterboden gereinigt und konserviert',
  'Handbremse nachgestellt',
  'Batterie geprüft und Pole gefettet',
];
const PARTS_DE: [string, number, number][] = [
  ['Ölfilter', 6, 19],
  ['Motoröl 15W-40 (Liter)', 4, 12],
  ['Zündkerze', 3, 9],
  ['Unterbrecherkontakt', 8, 22],
  ['Zündverteilerfinger', 5, 14],
  ['Luftfiltereinsatz', 9, 28],
  ['Bremsbelagsatz vorne', 28, 78],
  ['Bremsflüssigkeit DOT 4 (0,5 l)', 5, 11],
  ['Keilriemen', 9, 26],
  ['Ventildeckeldichtung', 7, 21],
  ['Mittelschalldämpfer', 68, 190],
  ['Kupplungsseil', 14, 38],
  ['Radlager', 24, 64],
  ['Achsmanschette', 12, 34],
  ['Kraftstofffilter', 6, 18],
  ['Kühlerschlauch oben', 11, 32],
  ['Wischerblatt', 6, 15],
];

/** 1. A 1970s–80s Autohaus bill in DM: every number of the car and the order in a header grid; next service below. */
export function autohausDM(rng: Random): Generated {
  const p = new PageBuilder();
  const [make, model] = rng.pick(CARS_DE);
  const year = rng.int(1972, 1991);
  const order = rng.date(year, year);
  const work = addDays(order, rng.int(1, 4));
  const inv = addDays(work, rng.int(0, 6));
  const km = rng.int(18000, 164000);
  const awPrice = r2(rng.int(45, 125) / 10);
  const jobs = rng.some(JOBS_DE, rng.int(3, 6)).map((t) => line(t, rng.int(3, 40), awPrice));
  const pts = parts(rng, PARTS_DE, rng.int(3, 7), (r) => `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}${r.chance(0.4) ? ' ' + letters(r, 1) : ''}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const vr = vatDE(Number(inv.slice(0, 4)));
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const firm = `Autohaus ${rng.pick(['Brenninger', 'Kästle', 'Wiedemann', 'Overbeck', 'Hofstetter'])} GmbH & Co. KG`;
  const town = rng.pick(['87435 Kempten', '33602 Bielefeld', '94032 Passau', '49074 Osnabrück', '72764 Reutlingen']);
  p.text(40, firm, { size: 15, bold: true });
  p.down(13).text(40, `${make}-Vertragshändler · ${rng.pick(['Bahnhofstraße', 'Industriestraße', 'Lindauer Str.'])} ${rng.int(2, 140)} · ${town}`, {
    size: 8.5,
  });
  p.down(11).text(40, `Telefon ${phoneDE(rng)} · Telex ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 2)} · Werkstatt-Durchwahl ${rng.int(20, 49)}`, {
    size: 8,
  });
  p.down(30).text(40, deName(rng), { size: 10 });
  p.down(12).text(40, `${rng.pick(['Am Anger', 'Ulmenweg', 'Hauptstr.'])} ${rng.int(1, 60)}`, { size: 10 });
  p.down(12).text(40, `${rng.int(10000, 99999)} ${rng.pick(['Sonthofen', 'Gütersloh', 'Vilshofen', 'Melle', 'Metzingen'])}`, { size: 10 });
  p.y = 150;
  p.text(330, 'RECHNUNG', { size: 14, bold: true });
  const right: [string, string][] = [
    ['Rechnungs-Nr.', `${rng.int(1, 9)}${digits(rng, 5)}`],
    ['Rechnungsdatum', fd(inv, 'de')],
    ['Kunden-Nr.', digits(rng, 5)],
    ['Auftrags-Nr.', digits(rng, 6)],
    ['Auftragsdatum', fd(order, 'de')],
    ['Seite', '1 von 1'],
  ];
  right.forEach(([l, v], i) => kv(p, 330, l, v, { dx: 90, y: 168 + i * 11 }));
  p.y = 250;
  p.box(38, p.y - 11, 520, 40);
  const grid: [string, string][] = [
    ['Amtl. Kennzeichen', plateDE(rng)],
    ['Fahrzeug', `${make} ${model}`],
    ['Fahrgestell-Nr.', rng.chance(0.5) ? chassisOld(rng) : vin17(rng, 'WVW')],
    ['Erstzulassung', fd(rng.date(year - rng.int(3, 15), year - 2), 'de')],
    ['km-Stand', kmFmt(km, '.')],
    ['Motor-Nr.', engineNo(rng)],
    ['Typ-Schl.-Nr.', `${digits(rng, 3)}/${digits(rng, 3)}`],
    ['Leistungsdatum', fd(work, 'de')],
    ['Annahme', rng.pick(['Hr. Kling', 'Hr. Seitz', 'Fr. Arnold'])],
  ];
  grid.forEach(([l, v], i) => kv(p, 42 + (i % 3) * 173, l, v, { dx: 68, size: 7, y: p.y + Math.floor(i / 3) * 12 }));
  p.y = 310;
  const cols = [{ x: 42 }, { x: 120 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 552, align: 'right' as const }];
  row(p, cols, ['Pos./Nr.', 'Bezeichnung', 'AW / Menge', 'Preis DM', 'Betrag DM'], { bold: true, size: 8 });
  hline(p, 40, 515, p.y + 4);
  p.down(16).text(42, 'Arbeitslohn', { size: 8.5, bold: true });
  for (const j of jobs) {
    p.down(11);
    row(p, cols, [`${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, j.text, `${j.qty} AW`, money(j.unit, 'de'), money(j.amount, 'de')], { size: 8 });
  }
  p.down(13);
  row(p, cols, ['', 'Summe Arbeitslohn', '', '', money(lab, 'de')], { size: 8.5, bold: true });
  p.down(18).text(42, 'Ersatzteile', { size: 8.5, bold: true });
  for (const x of pts) {
    p.down(11);
    row(p, cols, [x.code!, x.text, qtyFmt(x.qty, 'de'), money(x.unit, 'de'), money(x.amount, 'de')], { size: 8 });
  }
  p.down(13);
  row(p, cols, ['', 'Summe Ersatzteile', '', '', money(par, 'de')], { size: 8.5, bold: true });
  hline(p, 300, 255, p.y + 8);
  p.down(22);
  const tot = [{ x: 320 }, { x: 552, align: 'right' as const }];
  row(p, tot, ['Nettobetrag', money(net, 'de')], { size: 9 });
  p.down(12);
  row(p, tot, [`+ ${vr} % MwSt.`, money(vat, 'de')], { size: 9 });
  p.down(4);
  p.box(316, p.y + 3, 240, 16, true);
  p.down(14);
  row(p, tot, ['Rechnungsbetrag DM', money(total, 'de')], { size: 10, bold: true });
  p.down(30);
  const nextKm = Math.ceil((km + rng.pick([7500, 10000, 15000])) / 500) * 500;
  p.text(42, `Nächster Kundendienst fällig bei km ${kmFmt(nextKm, '.')} oder spätestens am ${fd(addDays(work, 365), 'de')}.`, { size: 8.5 });
  p.down(12).text(42, `Zahlbar sofort ohne Abzug. Bei Zahlung bis ${fd(addDays(inv, 8), 'de')} 2 % Skonto auf Ersatzteile.`, { size: 8.5 });
  p.y = 780;
  p.text(
    42,
    `Kreissparkasse ${rng.pick(['Kempten', 'Bielefeld', 'Passau'])} · BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} · Konto-Nr. ${digits(rng, 8)}`,
    { size: 7 },
  );
  p.down(10).text(
    42,
    `Postgiro ${rng.pick(['München', 'Hannover', 'Nürnberg'])} ${digits(rng, 6)}-${digits(rng, 3)} · Amtsgericht HRA ${digits(rng, 4)} · Steuer-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: work,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 2. A 2010s independent's inspection bill in EUR: discounts per line, a deposit deducted, IBAN and HRB in the foot. */
export function inspektionEUR(rng: Random): Generated {
  const p = new PageBuilder();
  const [make, model] = rng.pick(CARS_DE);
  const inv = rng.date(2009, 2024);
  const work = addDays(inv, -rng.int(1, 5));
  const due = addDays(inv, 14);
  const km = rng.int(60000, 240000);
  const rate = rng.pick([78, 84, 89.5, 96, 104]);
  const jobs = labour(rng, JOBS_DE, rng.int(3, 6), rate, 0.1);
  const pts = parts(rng, PARTS_DE, rng.int(3, 6), (r) => `${letters(r, 1)}${digits(r, 2)}-${digits(r, 4)}`);
  const disc = rng.pick([5, 8, 10, 15]);
  pts.forEach((x) => (x.amount = r2(x.qty * x.unit * (1 - disc / 100))));
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const net = r2(lab + par);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  const dep = rng.pick([100, 150, 200, 250, 300]);
  const firm = `Kfz-Meisterbetrieb ${rng.pick(['Ralf Gruber', 'Stefan Weiß', 'Jens Kowalczyk', 'Markus Ebner'])}`;
  p.text(555, firm, { size: 13, bold: true, align: 'right' });
  p.down(12).text(
    555,
    `${rng.pick(['Gewerbepark', 'Im Schollengarten', 'Robert-Bosch-Str.'])} ${rng.int(1, 30)} · ${rng.int(10000, 99999)} ${rng.pick(['Eching', 'Bruchsal', 'Lohne', 'Erkrath'])}`,
    { size: 8, align: 'right' },
  );
  p.down(10).text(555, `Tel. ${phoneDE(rng)} · Fax ${phoneDE(rng)}`, { size: 8, align: 'right' });
  p.down(40).text(40, deName(rng), { size: 10 });
  p.down(12).text(
    40,
    `${rng.pick(['Birkenweg', 'Schulstr.', 'Am Mühlbach'])} ${rng.int(1, 90)}, ${rng.int(10000, 99999)} ${rng.pick(['Neufahrn', 'Karlsdorf', 'Dinklage', 'Hilden'])}`,
    { size: 10 },
  );
  p.down(34).text(40, `Rechnung ${inv.slice(0, 4)}-${digits(rng, 4)}`, { size: 13, bold: true });
  const info: [string, string][] = [
    ['Rechnungsdatum:', fd(inv, 'de')],
    ['Leistungsdatum:', fd(work, 'de')],
    ['Kundennummer:', `K${digits(rng, 5)}`],
    ['Fahrzeug:', `${make} ${model}`],
    ['Kennzeichen:', plateDE(rng)],
    ['FIN:', vin17(rng, rng.pick(['WDB', 'WBA', 'WVW', 'WP0']))],
    ['Kilometerstand:', `${kmFmt(km, '.')} km`],
    ['Erstzulassung:', fd(rng.date(1968, 1995), 'de')],
    ['Zahlbar bis:', fd(due, 'de')],
  ];
  p.down(8);
  const y0 = p.y;
  info.forEach(([l, v], i) => kv(p, i < 5 ? 40 : 300, l, v, { dx: 85, y: y0 + 12 * (i < 5 ? i : i - 5) }));
  p.y = y0 + 70;
  const cols = [
    { x: 40 },
    { x: 330, align: 'right' as const },
    { x: 400, align: 'right' as const },
    { x: 460, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  row(p, cols, ['Arbeiten', 'Std.', 'Satz €', '', 'Netto €'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'de'), money(j.unit, 'de'), '', money(j.amount, 'de')], { size: 8.5 });
  }
  p.down(13);
  row(p, cols, ['Summe Arbeiten', '', '', '', money(lab, 'de')], { bold: true, size: 8.5 });
  p.down(20);
  row(p, cols, ['Material', 'Menge', 'Einzel €', 'Rabatt', 'Netto €'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.text}  (${x.code})`, qtyFmt(x.qty, 'de'), money(x.unit, 'de'), `${disc} %`, money(x.amount, 'de')], { size: 8.5 });
  }
  p.down(13);
  row(p, cols, ['Summe Material', '', '', '', money(par, 'de')], { bold: true, size: 8.5 });
  p.down(24);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Nettobetrag', `${money(net, 'de')} €`], { size: 9 });
  p.down(12);
  row(p, t, ['zzgl. 19 % USt.', `${money(vat, 'de')} €`], { size: 9 });
  p.down(14);
  row(p, t, ['Rechnungsbetrag', `${money(total, 'de')} €`], { size: 10, bold: true });
  p.down(12);
  row(p, t, [`abzgl. Anzahlung vom ${fd(addDays(work, -rng.int(3, 20)), 'de')}`, `-${money(dep, 'de')} €`], { size: 9 });
  p.down(14);
  row(p, t, ['Noch zu zahlen', `${money(r2(total - dep), 'de')} €`], { size: 10, bold: true });
  p.down(30).text(
    40,
    `Nächste Inspektion: ${fd(addDays(work, 730), 'de')} bzw. bei ${kmFmt(km + 15000, '.')} km. Nächste HU: ${fd(addDays(work, rng.int(100, 700)), 'de').slice(3)}.`,
    { size: 8.5 },
  );
  p.y = 790;
  p.text(40, `Volksbank ${rng.pick(['Raiffeisenbank', 'eG'])} · IBAN ${ibanDE(rng)} · BIC GENODE${digits(rng, 1)}${letters(rng, 3)}`, { size: 7 });
  p.down(10).text(
    40,
    `USt-IdNr. DE${digits(rng, 9)} · Steuernummer ${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)} · Handwerkskammer Betriebs-Nr. ${digits(rng, 7)}`,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: work,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 3. An Austrian workshop bill in Schilling, 20 % USt, the §57a inspection booked and the next one stated. */
export function oesterreichSchilling(rng: Random): Generated {
  const p = new PageBuilder();
  const [make, model] = rng.pick(CARS_DE);
  const inv = rng.date(1978, 2001);
  const km = rng.int(30000, 190000);
  const rate = rng.pick([380, 420, 480, 540, 620, 690]);
  const jobs = labour(rng, [...JOBS_DE.slice(0, 14), 'Begutachtung nach § 57a KFG'], rng.int(3, 5), rate, 0.5);
  const pts = parts(rng, PARTS_DE, rng.int(3, 6), (r) => digits(r, 7)).map((x) => line(x.text, x.qty, r2(Math.round(x.unit * 13)), x.code));
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const net = r2(lab + par);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  const firm = `${rng.pick(['Autohaus', 'Kfz-Werkstätte', 'Reparaturwerkstätte'])} ${rng.pick(['Pichler', 'Haslinger', 'Moser & Söhne', 'Gruber'])}`;
  const town = rng.pick(['4600 Wels', '8020 Graz', '6020 Innsbruck', '3100 St. Pölten', '9020 Klagenfurt']);
  p.box(36, 36, 523, 62);
  p.text(297, firm, { size: 16, bold: true, serif: true, align: 'center', y: 60 });
  p.text(
    297,
    `${town}, ${rng.pick(['Salzburger Straße', 'Wiener Straße', 'Triester Straße'])} ${rng.int(1, 200)} · Tel. ${phoneAT(rng)} · DVR ${digits(rng, 7)}`,
    { size: 8, align: 'center', y: 76 },
  );
  p.text(
    297,
    `UID ATU${digits(rng, 8)} · FN ${digits(rng, 5)}${letters(rng, 1).toLowerCase()} · Konto ${digits(rng, 3)}-${digits(rng, 6)} BLZ ${digits(rng, 5)}`,
    { size: 7.5, align: 'center', y: 89 },
  );
  p.y = 125;
  p.text(40, 'Rechnung', { size: 13, bold: true });
  p.text(555, `Nr. ${digits(rng, 5)}/${inv.slice(2, 4)}`, { size: 10, align: 'right' });
  p.down(20);
  const y0 = p.y;
  kv(p, 40, 'Herrn/Frau', deName(rng), { dx: 70, y: y0 });
  kv(p, 40, 'Kunden-Nr.', digits(rng, 6), { dx: 70, y: y0 + 12 });
  kv(p, 40, 'Kennzeichen', plateAT(rng), { dx: 70, y: y0 + 24 });
  kv(p, 40, 'Type', `${make} ${model}`, { dx: 70, y: y0 + 36 });
  kv(p, 310, 'Datum', fd(inv, 'de'), { dx: 95, y: y0 });
  kv(p, 310, 'Fahrgestellnummer', chassisOld(rng), { dx: 95, y: y0 + 12 });
  kv(p, 310, 'km-Stand', kmFmt(km, '.'), { dx: 95, y: y0 + 24 });
  kv(p, 310, 'letzter Service bei km', kmFmt(km - rng.int(6000, 16000), '.'), { dx: 95, y: y0 + 36 });
  p.y = y0 + 66;
  const cols = [{ x: 40 }, { x: 390, align: 'right' as const }, { x: 465, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Arbeitsleistung', 'Std.', 'à S', 'S'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'de'), money(j.unit, 'de'), money(j.amount, 'de')]);
  }
  p.down(12);
  row(p, cols, ['Lohn gesamt', '', '', money(lab, 'de')], { bold: true });
  p.down(20);
  row(p, cols, ['Ersatzteile / Material', 'Stk.', 'à S', 'S'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.code}  ${x.text}`, String(x.qty), money(x.unit, 'de'), money(x.amount, 'de')]);
  }
  p.down(12);
  row(p, cols, ['Teile gesamt', '', '', money(par, 'de')], { bold: true });
  p.down(24);
  const t = [{ x: 340 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Summe netto', `S ${money(net, 'de')}`]);
  p.down(12);
  row(p, t, ['+ 20 % USt.', `S ${money(vat, 'de')}`]);
  p.down(14);
  row(p, t, ['Endbetrag', `S ${money(total, 'de')}`], { bold: true, size: 10 });
  p.down(30);
  p.text(40, `Nächste Begutachtung (§ 57a-Plakette, Lochung ${rng.int(1, 12)}/${Number(inv.slice(0, 4)) + 1}) · Garantie auf Arbeit 6 Monate bzw. 10.000 km`, {
    size: 8,
  });
  p.down(12).text(40, `Zahlbar binnen 14 Tagen netto Kassa. Verzugszinsen ${rng.int(8, 12)} % p.a.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 4. A Swiss garage's bill in CHF: Stammnummer, Kontrollschild, MWST and rounding, a payment on account deducted. */
export function schweizGarage(rng: Random): Generated {
  const p = new PageBuilder();
  const [make, model] = rng.pick(CARS_DE);
  const inv = rng.date(1996, 2025);
  const work = addDays(inv, -rng.int(0, 3));
  const km = rng.int(40000, 210000);
  const rate = rng.pick([98, 112, 125, 138, 145, 160]);
  const jobs = labour(rng, JOBS_DE, rng.int(3, 6), rate, 0.25);
  const pts = parts(rng, PARTS_DE, rng.int(3, 6), (r) => `${digits(r, 2)}.${digits(r, 3)}.${digits(r, 3)}`).map((x) =>
    line(x.text, x.qty, r2(Math.round(x.unit * 1.6 * 20) / 20), x.code),
  );
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const net = r2(lab + par);
  const vr = vatCH(Number(inv.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r05(net + vat);
  const firm = `Garage ${rng.pick(['Zürcher', 'Stöckli', 'Bachmann', 'Huber'])} AG`;
  p.text(40, firm, { size: 15, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Zürcherstrasse', 'Bernstrasse', 'Industrieweg'])} ${rng.int(1, 99)}, ${rng.pick(['8400 Winterthur', '3600 Thun', '6300 Zug', '9000 St. Gallen'])} · ${phoneCH(rng)}`,
    { size: 8.5 },
  );
  p.down(11).text(40, `MWST-Nr. ${rng.chance(0.5) ? digits(rng, 6) : `CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`}`, { size: 8 });
  p.down(36);
  p.text(360, deName(rng), { size: 10 });
  p.down(12).text(360, `${rng.pick(['Dorfstrasse', 'Rebweg', 'Seestrasse'])} ${rng.int(1, 40)}`, { size: 10 });
  p.down(12).text(360, `${rng.int(1000, 9658)} ${rng.pick(['Wil', 'Spiez', 'Baar', 'Gossau'])}`, { size: 10 });
  p.down(30).text(40, `Rechnung Nr. ${digits(rng, 6)}`, { size: 12, bold: true });
  p.text(555, `${rng.pick(['Winterthur', 'Thun', 'Zug', 'St. Gallen'])}, ${fd(inv, 'de')}`, { align: 'right', size: 9.5 });
  p.down(14);
  p.box(38, p.y, 519, 40);
  const y0 = p.y + 12;
  kv(p, 44, 'Kontrollschild', plateCH(rng), { dx: 70, size: 8, y: y0 });
  kv(p, 44, 'Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`, { dx: 70, size: 8, y: y0 + 11 });
  kv(p, 44, 'Kunden-Nr.', digits(rng, 5), { dx: 70, size: 8, y: y0 + 22 });
  kv(p, 220, 'Marke/Typ', `${make} ${model}`, { dx: 60, size: 8, y: y0 });
  kv(p, 220, 'Fahrgestell', chassisOld(rng), { dx: 60, size: 8, y: y0 + 11 });
  kv(p, 220, '1. Inverkehrs.', fd(rng.date(1965, 1994), 'de'), { dx: 60, size: 8, y: y0 + 22 });
  kv(p, 420, 'Km-Stand', kmFmt(km, "'"), { dx: 58, size: 8, y: y0 });
  kv(p, 420, 'Arbeitsdatum', fd(work, 'de'), { dx: 58, size: 8, y: y0 + 11 });
  kv(p, 420, 'Auftrag', digits(rng, 5), { dx: 58, size: 8, y: y0 + 22 });
  p.y = y0 + 48;
  const cols = [{ x: 40 }, { x: 100 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Art.-Nr.', 'Text', 'Menge', 'Preis', 'Total CHF'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, ['AL', j.text, `${qtyFmt(j.qty, 'ch')} h`, money(j.unit, 'ch'), money(j.amount, 'ch')], { size: 8.5 });
  }
  for (const x of pts) {
    p.down(12);
    row(p, cols, [x.code!, x.text, `${x.qty} St`, money(x.unit, 'ch'), money(x.amount, 'ch')], { size: 8.5 });
  }
  hline(p, 300, 255, p.y + 6);
  p.down(20);
  const t = [{ x: 320 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Arbeit', money(lab, 'ch')], { size: 9 });
  p.down(12);
  row(p, t, ['Material', money(par, 'ch')], { size: 9 });
  p.down(12);
  row(p, t, ['Total exkl. MWST', money(net, 'ch')], { size: 9 });
  p.down(12);
  row(p, t, [`MWST ${vr} %`, money(vat, 'ch')], { size: 9 });
  p.down(12);
  row(p, t, ['Rundung', money(r2(total - net - vat), 'ch')], { size: 9 });
  p.down(14);
  row(p, t, ['Total inkl. MWST CHF', money(total, 'ch')], { size: 10, bold: true });
  const paid = rng.pick([200, 300, 500]);
  p.down(12);
  row(p, t, ['./. Akontozahlung', money(paid, 'ch')], { size: 9 });
  p.down(14);
  row(p, t, ['Restbetrag CHF', money(r2(total - paid), 'ch')], { size: 10, bold: true });
  p.down(30).text(
    40,
    `Zahlbar innert 30 Tagen. Nächster Service: ${kmFmt(km + 15000, "'")} km. MFK zuletzt ${fd(rng.date(1995, Number(inv.slice(0, 4))), 'de')}.`,
    { size: 8.5 },
  );
  p.y = 800;
  p.text(
    40,
    `PC-Konto ${rng.int(10, 90)}-${digits(rng, 5)}-${rng.int(0, 9)} · IBAN CH${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 1)}`,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: work,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 5. A tyre dealer's bill: tyre sizes, DOT weeks, load index — and the bill's own few amounts. */
export function reifenDienst(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1979, 2006);
  const euro = Number(inv.slice(0, 4)) >= 2002;
  const cur = euro ? 'EUR' : 'DM';
  const km = rng.int(20000, 180000);
  const size = rng.pick(['165 SR 15', '185/70 R 14 88H', '175/70 R 13 82T', '195/65 R 15 91V', '205/60 R 15 91H', '155 R 13 78S']);
  const brand = rng.pick(['Michelin XZX', 'Continental ContiEcoContact', 'Pirelli Cinturato P3', 'Vredestein Sprint Classic', 'Dunlop SP Sport']);
  const n = rng.pick([2, 4]);
  const tyreUnit = r2(rng.int(euro ? 6500 : 9000, euro ? 16000 : 26000) / 100);
  const pts: Line[] = [line(`Reifen ${brand} ${size}`, n, tyreUnit), line('Ventil Gummi TR 13', n, euro ? 2.5 : 4.5)];
  if (rng.chance(0.6)) pts.push(line('Auswuchtgewichte', n, euro ? 1.8 : 3.2));
  const jobs: Line[] = [line('Reifen montieren und wuchten', n, euro ? 14.5 : 19.5), line('Altreifen-Entsorgung', n, euro ? 3.5 : 5)];
  if (rng.chance(0.6)) jobs.push(line('Achsvermessung und Spureinstellung', 1, euro ? 69 : 98));
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const vr = vatDE(Number(inv.slice(0, 4)));
  const gross = r2(lab + par);
  const vat = r2((gross * vr) / (100 + vr));
  const firm = `Reifen-${rng.pick(['Bauer', 'Schwind', 'Ehrhardt', 'Kolb'])} ${rng.pick(['GmbH', 'KG', 'Reifendienst'])}`;
  p.text(40, firm, { size: 17, bold: true });
  p.down(12).text(40, `Reifen · Felgen · Achsvermessung · ${rng.pick(['Runderneuerung', 'Einlagerung', 'Schneeketten'])}`, { size: 8.5 });
  p.down(11).text(40, `${rng.int(10000, 99999)} ${rng.pick(['Fulda', 'Hof', 'Bamberg', 'Soest'])} · Tel. ${phoneDE(rng)}`, { size: 8.5 });
  p.down(28).text(40, `Kunde: ${deName(rng)}   Kd.-Nr. ${digits(rng, 5)}`, { size: 9.5 });
  p.down(13).text(40, `Kennz. ${plateDE(rng)}   km ${kmFmt(km, '.')}   Fahrzeug ${rng.pick(CARS_DE).join(' ')}`, { size: 9.5 });
  p.down(13).text(
    40,
    `Felgengröße ${rng.pick(['4½J x 15', '5½J x 14', '6J x 15', '5J x 13'])} · Luftdruck v ${rng.pick(['1,8', '2,0', '2,2'])} / h ${rng.pick(['2,0', '2,2', '2,4'])} bar · DOT ${rng.int(10, 52)}${inv.slice(3, 4)}`,
    { size: 9.5 },
  );
  p.y = 120;
  p.text(555, `Rechnung ${digits(rng, 6)}`, { size: 11, bold: true, align: 'right' });
  p.down(13).text(555, `vom ${fd(inv, 'de2')}`, { size: 9.5, align: 'right' });
  p.y = 210;
  const cols = [{ x: 40 }, { x: 360, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Bezeichnung', 'Anzahl', `Einzelpreis ${cur}`, `Gesamt ${cur}`], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const x of [...pts, ...jobs]) {
    p.down(13);
    row(p, cols, [x.text, String(x.qty), money(x.unit, 'de'), money(x.amount, 'de')]);
  }
  hline(p, 300, 255, p.y + 6);
  p.down(20);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Material', money(par, 'de')]);
  p.down(12);
  row(p, t, ['Montage / Dienstleistung', money(lab, 'de')]);
  p.down(14);
  row(p, t, [`Endbetrag ${cur}`, money(gross, 'de')], { bold: true, size: 10.5 });
  p.down(12);
  row(p, t, [`darin ${vr} % MwSt.`, money(vat, 'de')], { size: 8.5 });
  p.down(34).text(40, `Nach 50 km Radmuttern nachziehen (${rng.pick([90, 100, 110, 120])} Nm). Reifen-Garantie ${rng.pick([24, 36])} Monate ab Kaufdatum.`, {
    size: 8.5,
  });
  p.down(12).text(
    40,
    `Betrag bar erhalten. ${rng.pick(['Einlagerung der Winterräder bis', 'Räder eingelagert, Platz'])} ${rng.chance(0.5) ? fd(addDays(inv, 180), 'de') : `Nr. ${rng.int(100, 999)}`}.`,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 6. A Bosch-Dienst bill of the late 1960s/70s: electrical repairs, Bosch part numbers in 0 123 456 789 runs. */
export function boschDienst(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1966, 1977);
  const km = rng.int(25000, 140000);
  const vr = inv < '1968-01-01' ? 0 : inv < '1968-07-01' ? 10 : 11;
  const jobPool = [
    'Lichtmaschine überholt',
    'Anlasser zerlegt, Kohlen erneuert, Ritzel gangbar gemacht',
    'Regler geprüft und eingestellt',
    'Zündanlage durchgeprüft',
    'Batterie geladen und geprüft',
    'Scheinwerfer eingestellt',
    'Blinkgeber erneuert',
    'Kabelbaum hinten instandgesetzt',
  ];
  const jobs = labour(rng, jobPool, rng.int(3, 5), rng.pick([12.5, 14, 16.8, 18.5]), 0.5);
  const pp: [string, number, number][] = [
    ['Kohlebürsten-Satz', 4, 9],
    ['Regler', 24, 48],
    ['Blinkgeber', 9, 18],
    ['Zündkerzen W 175 T 30', 2, 4],
    ['Zündspule', 18, 36],
    ['Kondensator', 3, 7],
    ['Glühlampe 45/40 W', 2, 4],
    ['Batterie 12 V 45 Ah', 62, 98],
  ];
  const pts = parts(rng, pp, rng.int(2, 5), (r) => `${r.pick(['0', '1'])} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const firm = `${rng.pick(['Elektro-Dienst', 'Auto-Elektrik', 'Bosch-Dienst'])} ${rng.pick(['Fritz Wörner', 'Karl Schuster', 'Ernst Lämmle'])}`;
  p.text(297, 'BOSCH-DIENST', { size: 11, bold: true, align: 'center', y: 46 });
  p.text(297, firm, { size: 16, bold: true, serif: true, align: 'center', y: 66 });
  p.text(
    297,
    `${rng.int(1000, 8999)} ${rng.pick(['Heilbronn', 'Aalen', 'Göppingen', 'Landshut'])} · Fernruf ${rng.int(20, 99)} ${digits(rng, 2)} · Postscheckkonto Stuttgart ${digits(rng, 5)}`,
    { size: 8, align: 'center', y: 80 },
  );
  hline(p, 40, 515, 90);
  p.y = 115;
  p.text(40, `Herrn ${deName(rng)}`, { size: 10, serif: true });
  p.text(555, `${rng.pick(['Heilbronn', 'Aalen', 'Göppingen', 'Landshut'])}, den ${fd(inv, 'de')}`, { size: 10, serif: true, align: 'right' });
  p.down(24).text(40, `RECHNUNG Nr. ${digits(rng, 4)}`, { size: 12, bold: true, serif: true });
  p.down(16).text(40, `für Ihren Wagen ${rng.pick(CARS_DE).join(' ')}, pol. Kennz. ${plateDE(rng).replace(/H$/, '')},`, { size: 9, serif: true });
  p.down(12).text(40, `Fahrg.-Nr. ${chassisOld(rng)}, km-Stand ${kmFmt(km, '.')}`, { size: 9, serif: true });
  p.down(12).text(
    40,
    `Lichtmaschine Typ LJ/GG ${digits(rng, 3)}/12/${digits(rng, 4)} · Anlasser EF 0,${rng.int(5, 9)} PS · Auftrag vom ${fd(addDays(inv, -rng.int(1, 6)), 'de')}`,
    { size: 9, serif: true },
  );
  p.down(24);
  const cols = [{ x: 40 }, { x: 130 }, { x: 440, align: 'right' as const }, { x: 555, align: 'right' as const }];
  for (const j of jobs) {
    row(p, cols, ['', j.text, `${qtyFmt(j.qty, 'de')} Std.`, money(j.amount, 'de')], { serif: true });
    p.down(13);
  }
  row(p, cols, ['', 'Arbeitslohn zusammen', '', money(lab, 'de')], { serif: true, bold: true });
  p.down(20);
  for (const x of pts) {
    row(p, cols, [x.code!, x.text, `${x.qty} St.`, money(x.amount, 'de')], { serif: true });
    p.down(13);
  }
  row(p, cols, ['', 'Material zusammen', '', money(par, 'de')], { serif: true, bold: true });
  p.down(22);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  if (vr) {
    row(p, t, ['', money(net, 'de')], { serif: true });
    p.down(13);
    row(p, t, [`+ ${vr} % Mehrwertsteuer`, money(vat, 'de')], { serif: true });
    p.down(14);
  }
  row(p, t, ['Gesamtbetrag DM', money(total, 'de')], { serif: true, bold: true, size: 11 });
  p.down(40).text(40, `Garantie auf überholte Aggregate: 6 Monate oder 10 000 km. Ausgebaute Teile ${rng.pick(['liegen bei', 'wurden verschrottet'])}.`, {
    size: 8.5,
    serif: true,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 7. An engine rebuilder's bill: bore sizes, oversizes, capacities and compression figures around the amounts. */
export function motorInstandsetzung(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1975, 1999);
  const euroLess = true;
  const ccm = rng.pick([1285, 1584, 1766, 1990, 2494, 2746]);
  const bore = rng.pick([75.0, 79.0, 84.0, 86.0, 89.0]);
  const os = rng.pick(['0,25', '0,50', '0,75']);
  const km = rng.int(90000, 260000);
  const jobPool = [
    'Motor aus- und eingebaut',
    'Motor zerlegt, gereinigt, vermessen',
    'Zylinder gebohrt und gehont',
    'Kurbelwelle geschliffen',
    'Ventilsitze gefräst, Ventile eingeschliffen',
    'Zylinderkopf plangeschliffen',
    'Motor montiert und eingestellt',
    'Probelauf und Nachkontrolle',
  ];
  const jobs = labour(rng, jobPool, rng.int(4, 7), rng.pick([42, 48, 55, 62, 68]), 0.5);
  const pp: [string, number, number][] = [
    [`Kolbensatz Ø ${(bore + Number(os.replace(',', '.'))).toFixed(2).replace('.', ',')} mm`, 280, 620],
    ['Kolbenringsatz', 90, 210],
    ['Hauptlagersatz', 60, 140],
    ['Pleuellagersatz', 40, 110],
    ['Motordichtungssatz komplett', 90, 220],
    ['Ventil Auslass', 18, 45],
    ['Steuerkette', 40, 95],
    ['Ölpumpe', 80, 190],
    ['Ventilschaftabdichtungen (Satz)', 15, 40],
  ];
  const pts = parts(rng, pp, rng.int(4, 7), (r) => `${digits(r, 2)}-${digits(r, 5)}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const vr = vatDE(Number(inv.slice(0, 4)));
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const firm = `Motoren-${rng.pick(['Instandsetzung', 'Technik', 'Werk'])} ${rng.pick(['Haug', 'Wendel', 'Strobel', 'Kreuzer'])}`;
  p.text(40, firm, { size: 15, bold: true });
  p.text(555, `Rechnung Nr. ${digits(rng, 5)}`, { size: 10, bold: true, align: 'right' });
  p.down(12).text(40, `Zylinderschleiferei · Kurbelwellenschleiferei · Motorenbau · ${rng.int(10000, 99999)} ${rng.pick(['Nagold', 'Hameln', 'Freising'])}`, {
    size: 8,
  });
  p.text(555, `Datum: ${fd(inv, 'de')}`, { size: 9, align: 'right' });
  p.down(28).text(40, `Kunde: ${deName(rng)} (Kd.-Nr. ${digits(rng, 4)})`, { size: 9.5 });
  p.down(14).text(
    40,
    `Motor: ${rng.pick(['M10', 'M115', 'CIH', '827', 'M30', 'Typ 4'])} · Motor-Nr. ${engineNo(rng)} · Hubraum ${kmFmt(ccm, '.')} ccm · Verdichtung ${rng.pick(['8,0', '8,5', '9,0', '9,5'])}:1`,
    { size: 9 },
  );
  p.down(12).text(
    40,
    `Fahrgestell-Nr. ${chassisOld(rng)} · Gesamtlaufleistung lt. Tacho ${kmFmt(km, '.')} km · Eingang ${fd(addDays(inv, -rng.int(14, 40)), 'de')}`,
    { size: 9 },
  );
  p.down(20);
  p.box(38, p.y - 10, 519, 48);
  p.text(44, 'Messprotokoll', { size: 8.5, bold: true });
  p.down(12).text(
    44,
    `Bohrung Serie Ø ${bore.toFixed(2).replace('.', ',')} mm, gebohrt auf ${os} mm Übermaß · Verschleiß max. 0,${rng.int(8, 19)} mm · Kurbelwelle Haupt-/Pleuellager -0,25`,
    { size: 8 },
  );
  p.down(11).text(
    44,
    `Kompression vorher ${rng.int(6, 9)} / ${rng.int(7, 10)} / ${rng.int(5, 9)} / ${rng.int(7, 10)} bar, nachher ${rng.int(11, 13)} / ${rng.int(11, 13)} / ${rng.int(11, 13)} / ${rng.int(11, 13)} bar`,
    { size: 8 },
  );
  p.down(28);
  const cols = [{ x: 40 }, { x: 120 }, { x: 430, align: 'right' as const }, { x: 490, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['', 'Arbeiten', 'Std.', 'Satz', 'DM'], { bold: true });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, ['', j.text, qtyFmt(j.qty, 'de'), money(j.unit, 'de'), money(j.amount, 'de')]);
  }
  p.down(13);
  row(p, cols, ['', 'Lohnkosten', '', '', money(lab, 'de')], { bold: true });
  p.down(20);
  row(p, cols, ['Teile-Nr.', 'Teile', 'Menge', 'Preis', 'DM'], { bold: true });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [x.code!, x.text, String(x.qty), money(x.unit, 'de'), money(x.amount, 'de')]);
  }
  p.down(13);
  row(p, cols, ['', 'Teilekosten', '', '', money(par, 'de')], { bold: true });
  p.down(22);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Zwischensumme', money(net, 'de')]);
  p.down(12);
  row(p, t, [`MwSt. ${vr} %`, money(vat, 'de')]);
  p.down(14);
  row(p, t, ['Gesamt DM', money(total, 'de')], { bold: true, size: 10.5 });
  p.down(30).text(
    40,
    `Einlaufvorschrift: bis ${kmFmt(1000, '.')} km max. ${rng.int(3000, 3500)} U/min, Ölwechsel nach 500 und 1.500 km. Garantie 12 Monate / 20.000 km.`,
    { size: 8.5 },
  );
  void euroLess;
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: inv,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 8. HU preparation and repair, 2015–2026: order, work, invoice and due dates all on the page; the HU fee as a third-party item. */
export function huVorbereitung(rng: Random): Generated {
  const p = new PageBuilder();
  const order = rng.date(2014, 2025);
  const work = addDays(order, rng.int(1, 6));
  const inv = addDays(work, rng.int(1, 9));
  const km = rng.int(70000, 260000);
  const jobPool = [
    'HU-Vorbereitung, Fahrzeug nach Prüfliste durchgesehen',
    'Bremsleitung hinten links erneuert',
    'Bremsschläuche vorne erneuert',
    'Querlenkerbuchsen erneuert',
    'Abgasanlage abgedichtet',
    'Scheinwerfer eingestellt',
    'Schwellerspitze rechts geschweißt',
    'Spurstangenkopf links erneuert',
  ];
  const rate = rng.pick([92, 98, 105, 112, 118]);
  const jobs = labour(rng, jobPool, rng.int(3, 5), rate, 0.1);
  const pp: [string, number, number][] = [
    ['Bremsleitung Cu-Ni 4,75 mm (m)', 6, 12],
    ['Bremsschlauch', 14, 36],
    ['Querlenkerbuchse', 12, 28],
    ['Dichtring Hosenrohr', 4, 11],
    ['Blech 1,0 mm Zuschnitt', 14, 32],
    ['Spurstangenkopf', 22, 58],
    ['Bremsflüssigkeit DOT 4 (1 l)', 9, 18],
  ];
  const pts = parts(rng, pp, rng.int(3, 5), (r) => `${digits(r, 4)} ${digits(r, 3)} ${digits(r, 3)}`);
  const hu = rng.pick([119.9, 129.5, 138, 143.6, 152.8]);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const net = r2(lab + par);
  const vat = r2(net * 0.19);
  const total = r2(net + vat + hu);
  const firm = `${rng.pick(['Oldtimerwerkstatt', 'Klassik-Service', 'Autowerkstatt'])} ${rng.pick(['Lenz', 'Brückner', 'Sailer', 'Voss'])} e.K.`;
  p.box(36, 36, 523, 44, true);
  p.text(50, firm, { size: 14, bold: true, y: 56 });
  p.text(
    50,
    `${rng.pick(['Lindenallee', 'Hafenstraße', 'Ziegeleiweg'])} ${rng.int(1, 70)} · ${rng.int(10000, 99999)} ${rng.pick(['Verden', 'Weilheim', 'Ahaus', 'Bühl'])} · ${phoneDE(rng)} · info@${rng.pick(['lenz', 'brueckner', 'sailer', 'voss'])}-klassik.de`,
    { size: 8, y: 71 },
  );
  p.y = 110;
  p.text(40, `${deName(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Achim', 'Penzberg', 'Vreden', 'Achern'])}`, { size: 9.5 });
  p.down(26).text(40, 'Rechnung', { size: 14, bold: true });
  const k: [string, string][] = [
    ['Rechnungsnummer', `RE-${inv.slice(0, 4)}-${digits(rng, 5)}`],
    ['Rechnungsdatum', fd(inv, 'de')],
    ['Auftragsnummer', `AU-${digits(rng, 5)}`],
    ['Auftragsdatum', fd(order, 'de')],
    ['Leistungsdatum', fd(work, 'de')],
    ['Fällig am', fd(addDays(inv, 10), 'de')],
  ];
  p.down(18);
  const y0 = p.y;
  k.forEach(([l, v], i) => kv(p, 40 + (i % 2) * 260, l, v, { dx: 95, y: y0 + Math.floor(i / 2) * 12 }));
  p.y = y0 + 44;
  kv(p, 40, 'Fahrzeug', `${rng.pick(CARS_DE).join(' ')} · ${plateDE(rng)} · FIN ${rng.chance(0.5) ? chassisOld(rng) : vin17(rng, 'WDB')}`, { dx: 95 });
  p.down(12);
  kv(p, 40, 'Laufleistung', `${kmFmt(km, '.')} km (Tacho)`, { dx: 95 });
  p.down(12);
  kv(p, 40, 'Letzte HU', `${fd(addDays(order, -rng.int(700, 760)), 'de').slice(3)} bei ${kmFmt(km - rng.int(1500, 9000), '.')} km`, { dx: 95 });
  p.down(24);
  const cols = [{ x: 40 }, { x: 360, align: 'right' as const }, { x: 440, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Leistung', 'Std.', 'Stundensatz', 'Betrag €'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'de'), money(j.unit, 'de'), money(j.amount, 'de')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['Summe Lohn netto', '', '', money(lab, 'de')], { bold: true, size: 8.5 });
  p.down(20);
  row(p, cols, ['Teil (Art.-Nr.)', 'Menge', 'Preis', 'Betrag €'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.text} (${x.code})`, String(x.qty), money(x.unit, 'de'), money(x.amount, 'de')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['Summe Teile netto', '', '', money(par, 'de')], { bold: true, size: 8.5 });
  p.down(22);
  const t = [{ x: 300 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Summe netto', money(net, 'de')], { size: 9 });
  p.down(12);
  row(p, t, ['19 % USt.', money(vat, 'de')], { size: 9 });
  p.down(12);
  row(p, t, [`Fremdleistung HU/AU (${rng.pick(['GTÜ', 'DEKRA', 'TÜV SÜD', 'KÜS'])}, durchlaufender Posten)`, money(hu, 'de')], { size: 9 });
  p.down(15);
  row(p, t, ['Gesamtbetrag €', money(total, 'de')], { bold: true, size: 10.5 });
  p.down(30).text(40, `HU bestanden am ${fd(work, 'de')}, Prüfbericht-Nr. ${digits(rng, 10)}, nächste HU ${fd(addDays(work, 730), 'de').slice(3)}.`, {
    size: 8.5,
  });
  p.y = 800;
  p.text(40, `Sparkasse · IBAN ${ibanDE(rng)} · USt-IdNr. DE${digits(rng, 9)}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: work,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 9. A body and paint shop's bill after damage: the insurer's claim number, the excess, the insurer's share. */
export function karosserieLack(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(1985, 2012);
  const euro = inv >= '2002-01-01';
  const cur = euro ? '€' : 'DM';
  const km = rng.int(40000, 190000);
  const jobPool = [
    'Kotflügel vorne links aus- und eingebaut',
    'Tür rechts instandgesetzt',
    'Stoßfänger hinten demontiert und montiert',
    'Schweller rechts erneuert',
    'Lackierung Kotflügel und Tür',
    'Beilackierung angrenzender Teile',
    'Vermessung auf Richtbank',
    'Konservierung Hohlräume',
  ];
  const rate = euro ? rng.pick([68, 74, 82, 88]) : rng.pick([84, 96, 108, 118]);
  const jobs = labour(rng, jobPool, rng.int(3, 6), rate, 0.5);
  const pp: [string, number, number][] = [
    ['Kotflügel vorne links', 140, 380],
    ['Blinkleuchte', 20, 60],
    ['Schwellerblech', 60, 160],
    ['Lackmaterial', 90, 340],
    ['Klebe- und Dichtmittel', 20, 70],
    ['Zierleiste', 25, 80],
    ['Clips-Satz', 6, 18],
  ];
  const pts = parts(rng, pp, rng.int(3, 6), (r) => `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const vr = vatDE(Number(inv.slice(0, 4)));
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const sb = rng.pick([150, 300, 500, 650, 1000]);
  const finished = addDays(inv, -1);
  const firm = `Karosserie- und Lackierfachbetrieb ${rng.pick(['Hollmann', 'Baier', 'Schütz', 'Peters'])}`;
  p.text(40, firm, { size: 13, bold: true });
  p.down(12).text(40, `${rng.int(10000, 99999)} ${rng.pick(['Gifhorn', 'Rastatt', 'Wetzlar', 'Cham'])} · Tel. ${phoneDE(rng)} · Fax ${phoneDE(rng)}`, {
    size: 8,
  });
  p.down(30);
  const l: [string, string][] = [
    ['Rechnung Nr.', digits(rng, 6)],
    ['Datum', fd(inv, 'de')],
    ['Auftraggeber', deName(rng)],
    ['Versicherung', rng.pick(['HUK-Coburg', 'Allianz', 'DEVK', 'R+V', 'Gothaer'])],
    ['Schaden-Nr.', `${digits(rng, 2)}-${digits(rng, 6)}/${inv.slice(2, 4)}`],
    ['Versicherungsschein-Nr.', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['Schadentag', fd(addDays(inv, -rng.int(20, 60)), 'de')],
    ['Gutachten-Nr.', `G ${digits(rng, 5)}`],
    ['Kennzeichen', plateDE(rng)],
    ['Fahrzeug', rng.pick(CARS_DE).join(' ')],
    ['Fahrgestell-Nr.', chassisOld(rng)],
    ['km-Stand', kmFmt(km, '.')],
    ['Farbcode', `${rng.pick(['L', 'DB ', ''])}${digits(rng, 3)}${rng.pick(['', 'A', '9'])}`],
    ['Reparaturzeitraum', `${fd(addDays(inv, -rng.int(6, 12)), 'de')} – ${fd(finished, 'de')}`],
  ];
  const y0 = p.y;
  l.forEach(([a, b], i) => kv(p, i < 7 ? 40 : 300, a, b, { dx: 110, y: y0 + (i % 7) * 12 }));
  p.y = y0 + 96;
  const cols = [{ x: 40 }, { x: 110 }, { x: 420, align: 'right' as const }, { x: 480, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['', 'Karosserie- und Lackierarbeiten', 'Std.', `${cur}/Std.`, cur], { bold: true, size: 8.5 });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, ['', j.text, qtyFmt(j.qty, 'de'), money(j.unit, 'de'), money(j.amount, 'de')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['', 'Summe Lohn', '', '', money(lab, 'de')], { bold: true, size: 8.5 });
  p.down(18);
  row(p, cols, ['Teile-Nr.', 'Ersatzteile und Material', 'Menge', 'Preis', cur], { bold: true, size: 8.5 });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [x.code!, x.text, String(x.qty), money(x.unit, 'de'), money(x.amount, 'de')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['', 'Summe Teile', '', '', money(par, 'de')], { bold: true, size: 8.5 });
  p.down(22);
  const t = [{ x: 300 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Netto', money(net, 'de')]);
  p.down(12);
  row(p, t, [`MwSt. ${vr} %`, money(vat, 'de')]);
  p.down(14);
  row(p, t, [`Rechnungsbetrag ${cur}`, money(total, 'de')], { bold: true, size: 10 });
  p.down(20);
  row(p, t, ['davon trägt die Versicherung', money(r2(total - sb), 'de')], { size: 9 });
  p.down(12);
  row(p, t, ['Selbstbeteiligung lt. Vertrag (vom Kunden zu zahlen)', money(sb, 'de')], { size: 9 });
  p.down(30).text(40, `Abtretungserklärung vom ${fd(addDays(inv, -rng.int(8, 15)), 'de')} liegt vor. Gewährleistung auf Lackierung 24 Monate.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: finished,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** 10. A classic specialist's final invoice after an interim invoice already paid: the gross of the work vs what is left. */
export function schlussrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const inv = rng.date(2016, 2026);
  const done = addDays(inv, -rng.int(2, 10));
  const start = addDays(done, -rng.int(20, 90));
  const km = rng.int(30000, 160000);
  const jobPool = [
    'Vorderachse komplett überholt',
    'Lenkgetriebe abgedichtet und eingestellt',
    'Bremsanlage komplett erneuert',
    'Vergaser überholt und synchronisiert',
    'Kühler ausgebaut, gespült, eingebaut',
    'Kupplung erneuert',
    'Hinterachse Simmerringe erneuert',
    'Kabelbaum Motorraum erneuert',
    'Tankgeber und Tank gereinigt',
  ];
  const rate = rng.pick([95, 105, 115, 125, 135]);
  const jobs = labour(rng, jobPool, rng.int(4, 7), rate, 0.5).map((j) => ({ ...j, qty: j.qty * 3, amount: r2(j.qty * 3 * j.unit) }));
  const pp: [string, number, number][] = [
    ['Achsschenkelbolzen-Satz', 80, 190],
    ['Bremssattel überholt (Tausch)', 120, 260],
    ['Bremsscheibe', 45, 110],
    ['Kupplungssatz', 180, 420],
    ['Vergaser-Reparatursatz', 40, 110],
    ['Kabelbaum Motorraum', 280, 640],
    ['Simmerring Hinterachse', 12, 30],
    ['Kühlerschlauch-Satz', 40, 95],
  ];
  const pts = parts(rng, pp, rng.int(4, 7), (r) => `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 2)}`);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(pts.map((x) => x.amount));
  const net = r2(lab + par);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  const abschlag = r2(Math.round((total * rng.int(30, 55)) / 100 / 100) * 100);
  const firm = `${rng.pick(['Klassikwerk', 'Oldie-Garage', 'Classic Cars'])} ${rng.pick(['Isartal', 'Rheinhessen', 'Nordheide', 'Kraichgau'])} GmbH`;
  p.text(555, firm, { size: 14, bold: true, align: 'right' });
  p.down(12).text(555, `Geschäftsführer ${deName(rng)} · HRB ${digits(rng, 5)} · Tel. ${phoneDE(rng)}`, { size: 7.5, align: 'right' });
  p.down(40).text(40, 'Schlussrechnung', { size: 15, bold: true });
  p.down(18);
  const y0 = p.y;
  [
    ['Rechnungs-Nr.', `SR ${digits(rng, 5)}`],
    ['Datum', fd(inv, 'de')],
    ['Kunde', `${deName(rng)} (${digits(rng, 5)})`],
    ['Auftrag', `${digits(rng, 5)} vom ${fd(start, 'de')}`],
  ].forEach(([a, b], i) => kv(p, 40, a, b, { dx: 80, y: y0 + i * 12 }));
  [
    ['Fahrzeug', rng.pick(CARS_DE).join(' ')],
    ['Baujahr', String(rng.int(1955, 1985))],
    ['Kennzeichen', plateDE(rng)],
    ['km bei Annahme', kmFmt(km, '.')],
  ].forEach(([a, b], i) => kv(p, 310, a, b, { dx: 85, y: y0 + i * 12 }));
  p.y = y0 + 56;
  p.text(
    40,
    `Arbeiten ausgeführt vom ${fd(start, 'de')} bis ${fd(done, 'de')}. Kostenvoranschlag Nr. ${digits(rng, 4)} über ${money(r2(Math.round(total / 1.1 / 100) * 100), 'de')} € brutto.`,
    { size: 8.5 },
  );
  p.down(22);
  const cols = [{ x: 40 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Arbeitsleistungen', 'Std.', '€/Std.', '€'], { bold: true, size: 8.5 });
  for (const j of jobs) {
    p.down(12);
    row(p, cols, [j.text, qtyFmt(j.qty, 'de'), money(j.unit, 'de'), money(j.amount, 'de')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['Arbeitsleistungen gesamt', '', '', money(lab, 'de')], { bold: true, size: 8.5 });
  p.down(18);
  row(p, cols, ['Ersatzteile', 'Menge', '€/Stk.', '€'], { bold: true, size: 8.5 });
  for (const x of pts) {
    p.down(12);
    row(p, cols, [`${x.text}, Nr. ${x.code}`, String(x.qty), money(x.unit, 'de'), money(x.amount, 'de')], { size: 8.5 });
  }
  p.down(12);
  row(p, cols, ['Ersatzteile gesamt', '', '', money(par, 'de')], { bold: true, size: 8.5 });
  p.down(22);
  const t = [{ x: 300 }, { x: 555, align: 'right' as const }];
  row(p, t, ['Gesamtleistung netto', money(net, 'de')]);
  p.down(12);
  row(p, t, ['19 % USt.', money(vat, 'de')]);
  p.down(14);
  row(p, t, ['Gesamtleistung brutto', money(total, 'de')], { bold: true, size: 10 });
  p.down(14);
  row(p, t, [`abzgl. Abschlag AR ${digits(rng, 4)} vom ${fd(addDays(start, rng.int(7, 15)), 'de')}`, `-${money(abschlag, 'de')}`], { size: 8.5 });
  p.down(14);
  row(p, t, ['Restforderung €', money(r2(total - abschlag), 'de')], { bold: true, size: 10 });
  p.down(30).text(40, `Zahlbar bis ${fd(addDays(inv, 14), 'de')} ohne Abzug auf IBAN ${ibanDE(rng)}.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: done,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((x) => x.text),
  });
}
