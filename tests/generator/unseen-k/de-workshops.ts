/** German workshop bills out of dealer systems, Word templates, Excel and e-mail, 2000–2026. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_JOBS, DE_PARTS, dePlate, deVat, digits, fmt, lines, money, r2, Sheet, sum, vin, addDays } from './kit';

const service = (s: Sheet, truth: Record<string, unknown>): Generated => ({ items: s.items, language: 'de', truth: { documentType: 'service', ...truth } });

/** A main dealer's DMS print: boxes of codes, AW-based labour, parts with numbers, footer with register data. */
export function dmsAutohaus(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Autohaus Brenninger GmbH & Co. KG', 'Autohaus am Ring Vogt GmbH', 'Autozentrum Kessler GmbH']);
  const date = rng.date(2012, 2024);
  const work = addDays(date, -rng.int(1, 4));
  const km = rng.int(18000, 190000);
  const jobs = lines(rng, DE_JOBS, rng.int(3, 5), 40, 260);
  const parts = lines(rng, DE_PARTS, rng.int(3, 5), 6, 180, 4);
  const lab = sum(jobs);
  const par = sum(parts);
  const net = r2(lab + par);
  const rate = deVat(date);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  s.text(40, name.toUpperCase(), { y: 46, size: 13, bold: true });
  s.text(40, 'Vertragshändler · Service · Teile · Zubehör', { y: 58, size: 7.5 });
  s.text(40, `${name} · Industriestr. ${rng.int(2, 90)} · ${rng.int(10000, 99999)} Neustadt`, { y: 98, size: 6 });
  s.text(40, 'Herrn', { y: 112, size: 9 }).text(40, `${rng.pick(['Markus', 'Jörg', 'Stefan'])} ${rng.pick(['Albers', 'Ritter', 'Hahn'])}`, { y: 124, size: 9 });
  s.text(40, `${rng.pick(['Lindenweg', 'Bahnhofstr.', 'Am Anger'])} ${rng.int(1, 40)}`, { y: 136, size: 9 });
  const bx = 330;
  s.box(bx, 90, 225, 96);
  const rows: [string, string][] = [
    ['Rechnung Nr.', `${rng.int(1, 9)}${digits(rng, 6)}`],
    ['Rechnungsdatum', fmt(date, 'de')],
    ['Auftrag Nr. / Datum', `${digits(rng, 5)} / ${fmt(addDays(work, -1), 'de')}`],
    ['Leistungsdatum', fmt(work, 'de')],
    ['Kunden-Nr.', digits(rng, 6)],
    ['Serviceberater', `${rng.pick(['SB 12', 'SB 04', 'SB 31'])}`],
    ['Seite', '1 / 1'],
  ];
  rows.forEach(([l, v], i) => s.text(bx + 6, l, { y: 102 + i * 12, size: 7.5 }).text(bx + 219, v, { y: 102 + i * 12, size: 7.5, align: 'right' }));
  s.text(40, 'RECHNUNG', { y: 210, size: 14, bold: true });
  s.box(40, 220, 515, 30);
  const veh: [string, string][] = [
    ['Kennzeichen', dePlate(rng, rng.pick(['RO', 'TS', 'MÜ']))],
    ['Fahrgestell-Nr.', vin(rng, 'WVW')],
    ['Erstzul.', fmt(rng.date(2004, 2011), 'de')],
    ['km-Stand', km.toLocaleString('de-DE')],
    ['Typ', rng.pick(['Golf VI 1.6 TDI', 'Passat B7 2.0 TDI', 'Touran 1.4 TSI'])],
  ];
  let vx = 44;
  for (const [l, v] of veh) {
    s.text(vx, l, { y: 230, size: 6 }).text(vx, v, { y: 243, size: 8 });
    vx += l === 'Fahrgestell-Nr.' ? 128 : 92;
  }
  let y = 272;
  s.text(40, 'Pos', { y, size: 7.5, bold: true }).text(64, 'Arb.-Pos.', { y, size: 7.5, bold: true }).text(120, 'Bezeichnung', { y, size: 7.5, bold: true });
  s.text(430, 'AW', { y, size: 7.5, bold: true, align: 'right' }).text(555, 'Betrag EUR', { y, size: 7.5, bold: true, align: 'right' });
  s.rule(40, 515, y + 4);
  y += 16;
  jobs.forEach((j, i) => {
    s.text(40, String(i + 1).padStart(3, '0'), { y, size: 8 }).text(64, `${digits(rng, 4)} ${digits(rng, 2)}`, { y, size: 8 });
    s.text(120, j.name, { y, size: 8 })
      .text(430, String(Math.round(j.amount / 11.9)), { y, size: 8, align: 'right' })
      .text(555, money(j.amount, 'num-de'), { y, size: 8, align: 'right' });
    y += 12;
  });
  s.text(420, 'Summe Lohn', { y: y + 2, size: 8, bold: true }).text(555, money(lab, 'num-de'), { y: y + 2, size: 8, bold: true, align: 'right' });
  y += 24;
  s.text(40, 'Teile-Nr.', { y, size: 7.5, bold: true })
    .text(150, 'Bezeichnung', { y, size: 7.5, bold: true })
    .text(360, 'Menge', { y, size: 7.5, bold: true, align: 'right' });
  s.text(450, 'Einzelpreis', { y, size: 7.5, bold: true, align: 'right' }).text(555, 'Betrag EUR', { y, size: 7.5, bold: true, align: 'right' });
  s.rule(40, 515, y + 4);
  y += 16;
  for (const p of parts) {
    s.text(40, `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} ${rng.pick(['A', 'B', 'D', ''])}`.trim(), { y, size: 8 }).text(150, p.name, {
      y,
      size: 8,
    });
    s.text(360, `${p.qty},00 ST`, { y, size: 8, align: 'right' })
      .text(450, money(p.unit, 'num-de'), { y, size: 8, align: 'right' })
      .text(555, money(p.amount, 'num-de'), { y, size: 8, align: 'right' });
    y += 12;
  }
  s.text(420, 'Summe Teile', { y: y + 2, size: 8, bold: true }).text(555, money(par, 'num-de'), { y: y + 2, size: 8, bold: true, align: 'right' });
  y += 26;
  s.box(330, y - 12, 225, 58);
  s.text(336, 'Nettobetrag', { y, size: 8.5 }).text(549, money(net, 'num-de'), { y, size: 8.5, align: 'right' });
  s.text(336, `MwSt. ${rate},00 %`, { y: y + 13, size: 8.5 }).text(549, money(vat, 'num-de'), { y: y + 13, size: 8.5, align: 'right' });
  s.box(330, y + 20, 225, 26, true);
  s.text(336, 'Rechnungsbetrag EUR', { y: y + 37, size: 10, bold: true }).text(549, money(total, 'num-de'), {
    y: y + 37,
    size: 10,
    bold: true,
    align: 'right',
  });
  s.text(40, `Nächster Service: ${fmt(addDays(date, 365), 'de').slice(3)} oder bei ${(km + 30000).toLocaleString('de-DE')} km`, { y: y + 70, size: 7.5 });
  s.text(40, 'Zahlbar sofort ohne Abzug. Es gelten unsere Reparaturbedingungen.', { y: y + 82, size: 7.5 });
  s.rule(40, 515, 790);
  // a GmbH & Co. KG names its general partner; a plain GmbH only its register entry
  const register = name.includes('& Co. KG')
    ? `AG Neustadt HRA ${digits(rng, 4)} · phG: Brenninger Verwaltungs GmbH, HRB ${digits(rng, 4)}`
    : `AG Neustadt HRB ${digits(rng, 5)} · GF: ${rng.pick(['K. Vogt', 'R. Kessler'])}`;
  s.text(40, `${name} · Sitz Neustadt · ${register}`, { y: 800, size: 5.5 });
  s.text(
    40,
    `USt-IdNr. DE${digits(rng, 9)} · St.-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)} · IBAN DE${digits(rng, 20)} · BIC GENODEF1${letters3(rng)}`,
    { y: 808, size: 5.5 },
  );
  s.text(555, `DMS-Druck ${fmt(date, 'de')} ${rng.int(7, 18)}:${String(rng.int(0, 59)).padStart(2, '0')} · Seite 1 von 1`, {
    y: 816,
    size: 5.5,
    align: 'right',
  });
  return service(s, {
    serviceDate: work,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name),
    partsUsed: parts.map((p) => p.name),
  });
}

const letters3 = (rng: Random): string => rng.pick(['XXX', 'M1R', 'S1K']);

/** A small Meisterbetrieb's Word template of 2001: DM amounts, tab-aligned, with the euro sum "zur Information". */
export function wordDm(rng: Random): Generated {
  const s = new Sheet();
  const owner = rng.pick(['Hartmut Zöllner', 'Bernd Lasch', 'Uwe Kranich']);
  const name = `Kfz-Meisterbetrieb ${owner}`;
  const date = rng.date(2000, 2001);
  const km = rng.int(60000, 240000);
  const rate = rng.pick([68, 75, 82]);
  const hours = [rng.pick([0.5, 1, 1.5]), rng.pick([1, 2, 2.5]), rng.pick([0.5, 1])];
  const jobs = rng.some(DE_JOBS, 3);
  const lab = r2(hours.reduce((a, h) => a + h * rate, 0));
  const parts = lines(rng, DE_PARTS, rng.int(2, 4), 8, 160);
  const par = sum(parts);
  const net = r2(lab + par);
  const vat = r2(net * 0.16);
  const total = r2(net + vat);
  s.text(298, name, { y: 52, size: 16, serif: true, bold: true, align: 'center' });
  s.text(298, `Reparaturen aller Fabrikate · Abschleppdienst · Tel. 0${digits(rng, 4)} / ${digits(rng, 5)}`, {
    y: 66,
    size: 8.5,
    serif: true,
    align: 'center',
  });
  s.text(60, `Herrn/Frau ${rng.pick(['Gisela Pohl', 'Frank Meiners', 'Olaf Behr'])}`, { y: 130, size: 11, serif: true });
  s.text(60, `${rng.pick(['Dorfstraße', 'Mühlenweg'])} ${rng.int(1, 30)}`, { y: 144, size: 11, serif: true });
  s.text(380, `${rng.pick(['Wittstock', 'Lübz', 'Plau'])}, den ${fmt(date, 'de')}`, { y: 190, size: 11, serif: true });
  s.text(60, `Rechnung Nr. ${String(rng.int(1, 400)).padStart(3, '0')}/${date.slice(2, 4)}`, { y: 220, size: 13, serif: true, bold: true });
  s.text(
    60,
    `Fahrzeug: ${rng.pick(['Opel Astra F', 'VW Passat 35i', 'Ford Escort'])}     amtl. Kennz.: ${dePlate(rng, rng.pick(['PR', 'LWL', 'MST']))}     km-Stand: ${km}`,
    { y: 240, size: 10.5, serif: true },
  );
  let y = 272;
  s.text(60, 'Für die an Ihrem Fahrzeug ausgeführten Arbeiten berechnen wir:', { y, size: 11, serif: true });
  y += 24;
  jobs.forEach((j, i) => {
    s.text(60, j, { y, size: 11, serif: true }).text(330, `${String(hours[i]).replace('.', ',')} Std. à ${rate},00`, { y, size: 11, serif: true });
    s.text(520, `${money(hours[i] * rate, 'num-de')} DM`, { y, size: 11, serif: true, align: 'right' });
    y += 16;
  });
  s.text(300, 'Arbeitslohn', { y: y + 2, size: 11, serif: true }).text(520, `${money(lab, 'num-de')} DM`, { y: y + 2, size: 11, serif: true, align: 'right' });
  y += 30;
  s.text(60, 'Material:', { y, size: 11, serif: true, bold: true });
  y += 16;
  for (const p of parts) {
    // the template's tab stops are off: amounts drift left of the labour column
    s.text(72, p.name, { y, size: 11, serif: true }).text(505, money(p.amount, 'num-de'), { y, size: 11, serif: true, align: 'right' });
    y += 16;
  }
  s.text(300, 'Material gesamt', { y: y + 2, size: 11, serif: true }).text(520, `${money(par, 'num-de')} DM`, {
    y: y + 2,
    size: 11,
    serif: true,
    align: 'right',
  });
  y += 34;
  s.rule(300, 230, y - 12);
  s.text(300, 'Summe netto', { y, size: 11, serif: true }).text(520, `${money(net, 'num-de')} DM`, { y, size: 11, serif: true, align: 'right' });
  s.text(300, '+ 16 % MwSt.', { y: y + 16, size: 11, serif: true }).text(520, `${money(vat, 'num-de')} DM`, {
    y: y + 16,
    size: 11,
    serif: true,
    align: 'right',
  });
  s.text(300, 'Gesamtbetrag', { y: y + 36, size: 12, serif: true, bold: true }).text(520, `${money(total, 'num-de')} DM`, {
    y: y + 36,
    size: 12,
    serif: true,
    bold: true,
    align: 'right',
  });
  s.text(300, `(entspricht ${money(r2(total / 1.95583), 'num-de')} EUR)`, { y: y + 52, size: 9, serif: true });
  s.text(60, 'Betrag dankend erhalten:', { y: y + 90, size: 10.5, serif: true }).rule(200, 140, y + 92);
  s.text(
    298,
    `${name} · Bankverbindung: Sparkasse, Kto. ${digits(rng, 8)}, BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} · St.-Nr. ${digits(rng, 3)}/${digits(rng, 4)}`,
    { y: 800, size: 7, serif: true, align: 'center' },
  );
  return service(s, {
    serviceDate: date,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map((p) => p.name),
  });
}

/** A tyre dealer's system print: EAN codes, tyre sizes, storage, mounting lines as "Dienstleistung". */
export function tyreDms(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Reifen Schuster GmbH', 'Pneu-Center Wagner e.K.', 'Reifendienst Ostholz GmbH']);
  const date = rng.date(2015, 2025);
  const km = rng.int(20000, 150000);
  const size = rng.pick(['205/55 R16 91V', '225/45 R17 94W', '195/65 R15 91H']);
  const tyreUnit = r2(rng.int(62, 140) + 0.9);
  const parts = [
    { name: `${rng.pick(['Winterreifen', 'Sommerreifen', 'Ganzjahresreifen'])} ${size}`, qty: 4, unit: tyreUnit, amount: r2(4 * tyreUnit) },
    { name: 'Ventil Gummi TR414', qty: 4, unit: 2.5, amount: 10 },
    { name: 'Auswuchtgewichte Stahl', qty: 4, unit: 3.5, amount: 14 },
  ];
  const jobs = [
    { name: 'Reifenmontage inkl. Wuchten', amount: r2(4 * rng.int(12, 19)) },
    { name: 'RDKS-Sensoren angelernt', amount: r2(rng.int(15, 35)) },
    { name: 'Räder-Einlagerung Saison', amount: r2(rng.int(25, 49)) },
  ];
  const lab = sum(jobs);
  const par = sum(parts);
  const rate = deVat(date);
  const net = r2(lab + par);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  s.text(555, name, { y: 44, size: 12, bold: true, align: 'right' });
  s.text(555, `Filiale ${rng.int(2, 38)} · ${rng.pick(['Gewerbepark Süd 4', 'Hansestr. 77'])}`, { y: 56, size: 7.5, align: 'right' });
  s.text(40, 'Rechnung / Lieferschein', { y: 110, size: 12, bold: true });
  s.text(40, `Beleg ${digits(rng, 2)}-${digits(rng, 7)}   vom ${fmt(date, 'de-short')}   Kasse ${rng.int(1, 4)}   Bed. ${rng.int(10, 99)}`, {
    y: 124,
    size: 8,
  });
  s.text(40, `Kennz. ${dePlate(rng, rng.pick(['OS', 'BI', 'GT']))}   km ${km}   Lagerplatz ${letters2(rng)}-${rng.int(1, 40)}-${rng.int(1, 6)}`, {
    y: 136,
    size: 8,
  });
  let y = 162;
  s.box(40, y - 10, 515, 14, true);
  s.text(44, 'Art.-Nr. / EAN', { y, size: 7.5, bold: true })
    .text(170, 'Text', { y, size: 7.5, bold: true })
    .text(390, 'Anz.', { y, size: 7.5, bold: true, align: 'right' });
  s.text(460, 'E-Preis', { y, size: 7.5, bold: true, align: 'right' }).text(551, 'Gesamt', { y, size: 7.5, bold: true, align: 'right' });
  y += 16;
  for (const p of parts) {
    s.text(44, `40${digits(rng, 11)}`, { y, size: 7.5 })
      .text(170, p.name, { y, size: 8 })
      .text(390, String(p.qty), { y, size: 8, align: 'right' });
    s.text(460, money(p.unit, 'num-de'), { y, size: 8, align: 'right' }).text(551, money(p.amount, 'num-de'), { y, size: 8, align: 'right' });
    y += 12;
  }
  s.text(400, 'Summe Material', { y: y + 2, size: 8 }).text(551, money(par, 'num-de'), { y: y + 2, size: 8, align: 'right' });
  y += 22;
  s.text(44, 'Dienstleistungen', { y, size: 8, bold: true });
  y += 13;
  for (const j of jobs) {
    s.text(44, `DL-${digits(rng, 4)}`, { y, size: 7.5 })
      .text(170, j.name, { y, size: 8 })
      .text(551, money(j.amount, 'num-de'), { y, size: 8, align: 'right' });
    y += 12;
  }
  s.text(400, 'Summe Dienstleistung', { y: y + 2, size: 8 }).text(551, money(lab, 'num-de'), { y: y + 2, size: 8, align: 'right' });
  y += 28;
  s.text(400, 'Netto', { y, size: 8.5 }).text(551, money(net, 'num-de'), { y, size: 8.5, align: 'right' });
  s.text(400, `USt ${rate}%`, { y: y + 12, size: 8.5 }).text(551, money(vat, 'num-de'), { y: y + 12, size: 8.5, align: 'right' });
  s.text(400, 'Brutto EUR', { y: y + 28, size: 10, bold: true }).text(551, money(total, 'num-de'), { y: y + 28, size: 10, bold: true, align: 'right' });
  s.text(40, `Bezahlt: EC-Karte  ${money(total, 'num-de')}   Terminal-ID ${digits(rng, 8)}`, { y: y + 50, size: 7.5 });
  s.text(40, 'Bitte Radschrauben nach 50 km nachziehen lassen. Leistungsdatum = Belegdatum.', { y: y + 62, size: 7.5 });
  s.text(40, `${name} · HRB ${digits(rng, 5)} · USt-IdNr. DE${digits(rng, 9)} · Seite 1/1`, { y: 812, size: 6 });
  return service(s, {
    serviceDate: date,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name),
    partsUsed: parts.map((p) => p.name),
  });
}

const letters2 = (rng: Random): string => rng.pick(['A', 'B', 'C', 'D']) + rng.pick(['K', 'L', 'R']);

/** A classic-car specialist's Excel export: a ruled grid, column letters, hours per day, work date apart. */
export function excelClassic(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Oldtimerwerkstatt Reinholz', 'Klassik-Service Brandt GmbH', 'Youngtimer Garage Meyer & Sohn']);
  const date = rng.date(2016, 2025);
  const done = addDays(date, -rng.int(2, 9));
  const km = rng.int(40000, 230000);
  const rate = rng.pick([78, 85, 92]);
  const jobs = rng.some(
    [
      'Vergaser zerlegt, gereinigt, eingestellt',
      'Zündung eingestellt',
      'Bremsleitungen erneuert',
      'Kupplung ersetzt',
      'Schweißarbeiten Schweller links',
      'Unterbodenschutz erneuert',
      'Ventilspiel eingestellt',
    ],
    4,
  );
  const hours = jobs.map(() => rng.pick([1, 1.5, 2, 3, 4.5]));
  const lab = r2(hours.reduce((a, h) => a + h * rate, 0));
  const parts = lines(
    rng,
    ['Vergaserdichtsatz', 'Unterbrecherkontakt', 'Zündverteilerfinger', 'Bremsleitung Cu-Ni', 'Kupplungssatz', 'Schwellerblech', 'Hohlraumwachs'],
    4,
    9,
    240,
  );
  const par = sum(parts);
  const net = r2(lab + par);
  const rate2 = deVat(date);
  const vat = r2((net * rate2) / 100);
  const total = r2(net + vat);
  s.text(40, name, { y: 40, size: 11, bold: true }).text(555, 'Tabelle1', { y: 40, size: 7, align: 'right' });
  s.text(40, `Rechnung ${date.slice(0, 4)}-${rng.int(10, 180)}  |  Datum ${fmt(date, 'de')}  |  Fertigstellung ${fmt(done, 'de')}`, { y: 56, size: 8.5 });
  s.text(
    40,
    `Fahrzeug ${rng.pick(['Mercedes W123 230E', 'BMW E30 320i', 'VW Käfer 1303'])}  |  Kennz. ${dePlate(rng, rng.pick(['B', 'HH', 'K']))}H  |  Tacho ${km} km`,
    { y: 68, size: 8.5 },
  );
  const cols = [40, 62, 300, 350, 400, 470, 555];
  const head = ['', 'A', 'B', 'C', 'D', 'E'];
  let y = 86;
  const row = (cells: string[], bold = false, fill = false) => {
    s.box(40, y, 515, 14, fill);
    for (let c = 1; c < cols.length - 1; c++) s.box(cols[c], y, 0.3, 14);
    cells.forEach((t, i) => {
      if (!t) return;
      const right = i >= 2;
      s.text(right ? cols[i + 1] - 3 : cols[i] + 3, t, { y: y + 10, size: 7.5, bold, align: right ? 'right' : 'left' });
    });
    y += 14;
  };
  row(head, true, true);
  row(['1', 'Leistung / Material', 'Std.', 'Satz', 'Menge', 'Betrag'], true);
  jobs.forEach((j, i) => row([String(i + 2), j, String(hours[i]).replace('.', ','), String(rate), '', money(hours[i] * rate, 'num-de')]));
  row([String(jobs.length + 2), 'Summe Arbeit', '', '', '', money(lab, 'num-de')], true);
  parts.forEach((p, i) => row([String(jobs.length + 3 + i), p.name, '', '', String(p.qty), money(p.amount, 'num-de')]));
  row([String(jobs.length + parts.length + 3), 'Summe Material', '', '', '', money(par, 'num-de')], true);
  row(['', 'netto', '', '', '', money(net, 'num-de')]);
  row(['', `MwSt ${rate2}%`, '', '', '', money(vat, 'num-de')]);
  row(['', 'Gesamt EUR', '', '', '', money(total, 'num-de')], true, true);
  s.text(40, `Bitte überweisen auf IBAN DE${digits(rng, 20)} bis ${fmt(addDays(date, 14), 'de')}. Kleinteile pauschal enthalten.`, { y: y + 24, size: 8 });
  s.text(298, `Seite 1`, { y: 820, size: 7, align: 'center' });
  return service(s, {
    serviceDate: done,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map((p) => p.name),
  });
}

/** A chain workshop's e-invoice (ZUGFeRD era): e-mail PDF with GiroCode, labels right of values in a summary. */
export function eRechnung(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Meisterhaft Kfz-Service Nord GmbH', 'Autoservice Lindner & Partner GmbH', 'Kfz-Technik Jansen GmbH']);
  const date = rng.date(2021, 2026);
  const work = addDays(date, -rng.int(1, 6));
  const km = rng.int(10000, 160000);
  const jobs = lines(rng, DE_JOBS, rng.int(2, 4), 35, 320);
  const parts = lines(rng, DE_PARTS, rng.int(2, 5), 5, 220, 2);
  const lab = sum(jobs);
  const par = sum(parts);
  const net = r2(lab + par);
  const rate = deVat(date);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  s.text(40, `Von: rechnung@${name.split(' ')[0].toLowerCase()}-service.de   An: kunde@example.de   Betreff: Ihre Rechnung ${digits(rng, 8)}`, {
    y: 20,
    size: 6,
  });
  s.box(40, 36, 28, 28, true).text(54, name[0], { y: 56, size: 16, bold: true, align: 'center' });
  s.text(76, name, { y: 50, size: 11, bold: true }).text(76, 'Ihr Meisterbetrieb für alle Marken', { y: 62, size: 7.5 });
  s.text(40, 'Rechnung', { y: 120, size: 20 });
  const meta: [string, string][] = [
    [fmt(date, 'de'), 'Rechnungsdatum'],
    [fmt(work, 'de'), 'Leistungsdatum'],
    [`RE-${date.slice(0, 4)}-${digits(rng, 6)}`, 'Rechnungsnummer'],
    [`${km.toLocaleString('de-DE')} km`, 'Kilometerstand'],
    [dePlate(rng, rng.pick(['HB', 'OL', 'DEL'])), 'Kennzeichen'],
  ];
  meta.forEach(([v, l], i) => s.stacked(40 + i * 104, l, v, 140, 9));
  let y = 190;
  s.text(40, 'Leistung', { y, size: 8, bold: true }).text(555, 'Netto', { y, size: 8, bold: true, align: 'right' });
  s.rule(40, 515, y + 5);
  y += 18;
  for (const j of jobs) {
    s.text(40, j.name, { y, size: 9 }).text(555, money(j.amount, 'eur'), { y, size: 9, align: 'right' });
    y += 14;
  }
  y += 8;
  s.text(40, 'Material', { y, size: 8, bold: true })
    .text(380, 'Menge', { y, size: 8, bold: true, align: 'right' })
    .text(555, 'Netto', { y, size: 8, bold: true, align: 'right' });
  s.rule(40, 515, y + 5);
  y += 18;
  for (const p of parts) {
    s.text(40, p.name, { y, size: 9 })
      .text(380, `${p.qty} Stk.`, { y, size: 9, align: 'right' })
      .text(555, money(p.amount, 'eur'), { y, size: 9, align: 'right' });
    y += 14;
  }
  y += 20;
  const summary: [string, string, boolean][] = [
    [money(lab, 'eur'), 'Arbeitslohn netto', false],
    [money(par, 'eur'), 'Material netto', false],
    [money(vat, 'eur'), `zzgl. ${rate} % USt.`, false],
    [money(total, 'eur'), 'Zu zahlender Betrag', true],
  ];
  for (const [v, l, b] of summary) {
    s.text(440, v, { y, size: b ? 11 : 9, bold: b, align: 'right' }).text(450, l, { y, size: b ? 9 : 8, bold: b });
    y += b ? 18 : 13;
  }
  s.qr(40, y - 50, 52, 'GiroCode');
  s.text(40, `Zahlbar bis ${fmt(addDays(date, 10), 'de')} ohne Abzug. Verwendungszweck: Rechnungsnummer.`, { y: y + 26, size: 8 });
  s.text(40, 'Diese Rechnung wurde elektronisch erstellt und ist ohne Unterschrift gültig (XRechnung/ZUGFeRD im Anhang).', { y: y + 38, size: 7 });
  s.rule(40, 515, 784);
  const f = [`${name}`, `Geschäftsführer: ${rng.pick(['T. Lindner', 'A. Jansen'])}`, `Amtsgericht HRB ${digits(rng, 5)}`, `USt-IdNr. DE${digits(rng, 9)}`];
  f.forEach((t, i) => s.text(40 + i * 130, t, { y: 796, size: 5.5 }));
  s.text(555, 'Seite 1 von 1', { y: 812, size: 6, align: 'right' });
  return service(s, {
    serviceDate: work,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name),
    partsUsed: parts.map((p) => p.name),
  });
}

/** A DMS print onto a preprinted form: values in boxes, the labels set small BELOW each box. */
export function labelsBelow(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Autohaus Petersen GmbH', 'Motor-Center Ebeling GmbH', 'Autohaus Rauscher KG']);
  const date = rng.date(2006, 2019);
  const work = addDays(date, -rng.int(0, 3));
  const km = rng.int(30000, 210000);
  const jobs = lines(rng, DE_JOBS, rng.int(2, 4), 50, 300);
  const parts = lines(rng, DE_PARTS, rng.int(2, 4), 8, 200);
  const lab = sum(jobs);
  const par = sum(parts);
  const net = r2(lab + par);
  const rate = deVat(date);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  s.text(40, name, { y: 50, size: 15, bold: true, serif: true });
  s.text(555, `Tel. 0${digits(rng, 3)} ${digits(rng, 6)}`, { y: 50, size: 8, align: 'right' });
  const cell = (x: number, y: number, w: number, value: string, label: string) => {
    s.box(x, y, w, 18)
      .text(x + 4, value, { y: y + 13, size: 9 })
      .text(x + 2, label, { y: y + 25, size: 5.5 });
  };
  cell(40, 80, 120, `${digits(rng, 7)}`, 'Rechnungs-Nr.');
  cell(166, 80, 90, fmt(date, 'de'), 'Rechnungsdatum');
  cell(262, 80, 90, fmt(work, 'de'), 'Leistungs-/Lieferdatum');
  cell(358, 80, 90, fmt(addDays(work, -2), 'de'), 'Auftragsdatum');
  cell(454, 80, 101, `${digits(rng, 5)}`, 'Kunden-Nr.');
  cell(40, 118, 120, dePlate(rng, rng.pick(['FL', 'SL', 'HEI'])), 'Amtl. Kennzeichen');
  cell(166, 118, 186, vin(rng, 'WF0'), 'Fahrzeug-Ident-Nr.');
  cell(358, 118, 90, String(km), 'Kilometerstand');
  cell(454, 118, 101, `${String(rng.int(1, 12)).padStart(2, '0')}/${fmt(addDays(date, 730), 'de').slice(6)}`, 'Nächste HU');
  let y = 170;
  s.text(40, 'Ausgeführte Arbeiten', { y, size: 9, bold: true });
  y += 14;
  for (const j of jobs) {
    s.text(48, j.name, { y, size: 9 }).text(555, money(j.amount, 'num-de'), { y, size: 9, align: 'right' });
    y += 13;
  }
  s.box(400, y - 4, 155, 16)
    .text(551, money(lab, 'num-de'), { y: y + 8, size: 9, align: 'right' })
    .text(402, 'Lohnkosten', { y: y + 20, size: 5.5 });
  y += 40;
  s.text(40, 'Ersatzteile / Material', { y, size: 9, bold: true });
  y += 14;
  for (const p of parts) {
    s.text(48, p.name, { y, size: 9 })
      .text(300, `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`, { y, size: 7 })
      .text(555, money(p.amount, 'num-de'), { y, size: 9, align: 'right' });
    y += 13;
  }
  s.box(400, y - 4, 155, 16)
    .text(551, money(par, 'num-de'), { y: y + 8, size: 9, align: 'right' })
    .text(402, 'Teilekosten', { y: y + 20, size: 5.5 });
  y += 44;
  cell(40, y, 120, money(net, 'num-de'), 'Netto EUR');
  cell(166, y, 60, `${rate} %`, 'MwSt.-Satz');
  cell(232, y, 120, money(vat, 'num-de'), 'MwSt. EUR');
  s.box(400, y - 4, 155, 24, true)
    .text(551, money(total, 'num-de'), { y: y + 13, size: 12, bold: true, align: 'right' })
    .text(402, 'Endbetrag EUR', { y: y + 29, size: 6 });
  s.text(40, 'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { y: y + 60, size: 7 });
  s.text(298, `${name} · Sitz ${rng.pick(['Flensburg', 'Saarlouis'])} · Registergericht HRB ${digits(rng, 4)} · USt-IdNr. DE${digits(rng, 9)}`, {
    y: 806,
    size: 6,
    align: 'center',
  });
  s.text(298, `Formular 14-${digits(rng, 3)} · Seite 1`, { y: 816, size: 5.5, align: 'center' });
  return service(s, {
    serviceDate: work,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name),
    partsUsed: parts.map((p) => p.name),
  });
}

/** A body shop's bill with the insurer's share taken off: the gross total stays the bill's total. */
export function bodyInsurer(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Karosserie & Lack Demir GmbH', 'Unfallinstandsetzung Kowalski GmbH', 'Lackierzentrum Hoffmann OHG']);
  const date = rng.date(2010, 2025);
  const km = rng.int(15000, 140000);
  const jobs = lines(
    rng,
    [
      'Stoßfänger hinten aus- und eingebaut',
      'Heckklappe instandgesetzt',
      'Lackierung Stoßfänger und Heckklappe',
      'Seitenwand rechts gerichtet',
      'Einparksensoren kalibriert',
      'Vermessung nach Unfall',
    ],
    rng.int(3, 4),
    90,
    520,
  );
  const parts = lines(rng, ['Stoßfängerverkleidung', 'Halter Stoßfänger', 'Lackmaterial', 'Clips-Satz', 'Parksensor'], rng.int(2, 4), 12, 380);
  const lab = sum(jobs);
  const par = sum(parts);
  const net = r2(lab + par);
  const rate = deVat(date);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const sb = rng.pick([150, 300, 500]);
  s.text(40, 'RECHNUNG', { y: 54, size: 22, bold: true });
  s.text(555, name, { y: 44, size: 10, bold: true, align: 'right' }).text(555, `Meisterbetrieb der Kfz-Innung · Eurogarant`, {
    y: 56,
    size: 7,
    align: 'right',
  });
  s.text(40, `Schadennummer ${rng.pick(['KH', 'VK'])}-${digits(rng, 9)} · Versicherer: ${rng.pick(['Nordstern', 'Hanseatische'])} Versicherung AG`, {
    y: 80,
    size: 8,
  });
  s.text(40, `Rechnungsnr. ${digits(rng, 6)} · Datum ${fmt(date, 'de')} · Kennzeichen ${dePlate(rng, rng.pick(['E', 'BO', 'DO']))} · km ${km}`, {
    y: 92,
    size: 8,
  });
  let y = 124;
  s.text(40, 'Arbeitslohn (Karosserie / Lack)', { y, size: 9, bold: true });
  y += 14;
  for (const j of jobs) {
    s.text(40, j.name, { y, size: 8.5 })
      .text(430, `${rng.int(2, 28)} AW`, { y, size: 8.5, align: 'right' })
      .text(555, money(j.amount, 'eur'), { y, size: 8.5, align: 'right' });
    y += 12;
  }
  y += 6;
  s.text(40, 'Ersatzteile', { y, size: 9, bold: true });
  y += 14;
  for (const p of parts) {
    s.text(40, p.name, { y, size: 8.5 }).text(555, money(p.amount, 'eur'), { y, size: 8.5, align: 'right' });
    y += 12;
  }
  y += 16;
  const tot: [string, number, boolean][] = [
    ['Summe Lohn', lab, false],
    ['Summe Ersatzteile', par, false],
    ['Nettosumme', net, false],
    [`Umsatzsteuer ${rate} %`, vat, false],
    ['Gesamtbetrag brutto', total, true],
  ];
  for (const [l, v, b] of tot) {
    if (b) s.box(340, y - 11, 215, 16, true);
    s.text(345, l, { y, size: 9, bold: b }).text(552, money(v, 'eur'), { y, size: 9, bold: b, align: 'right' });
    y += 15;
  }
  y += 6;
  s.text(345, 'abzgl. Zahlung Versicherer', { y, size: 8.5 }).text(552, `- ${money(r2(total - sb), 'eur')}`, { y, size: 8.5, align: 'right' });
  s.text(345, 'Ihre Selbstbeteiligung', { y: y + 13, size: 8.5, bold: true }).text(552, money(sb, 'eur'), { y: y + 13, size: 8.5, bold: true, align: 'right' });
  s.text(40, `Abtretungserklärung liegt vor. Reparatur gemäß Gutachten Nr. ${digits(rng, 5)}/${date.slice(2, 4)}.`, { y: y + 44, size: 7.5 });
  s.text(40, `${name} · Bank: IBAN DE${digits(rng, 20)} · Steuer-Nr. ${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)}`, { y: 812, size: 6 });
  return service(s, {
    serviceDate: date,
    shopName: name,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map((j) => j.name),
    partsUsed: parts.map((p) => p.name),
  });
}

/** A quick-service chain's A4 bill: package prices only (no labour or parts subtotals), loyalty points, next-due mileage. */
export function quickPackage(rng: Random): Generated {
  const s = new Sheet();
  const name = rng.pick(['Schnell-Service 24 Fahrzeugtechnik GmbH', 'Autofit Express GmbH']);
  const date = rng.date(2013, 2026);
  const km = rng.int(20000, 180000);
  const pk = [
    { name: rng.pick(['Ölservice-Paket Premium', 'Ölwechsel-Paket Longlife']), amount: r2(rng.int(79, 149) + 0.9) },
    { name: 'Bremsenservice vorn Paket', amount: r2(rng.int(119, 229) + 0.9) },
    { name: rng.pick(['Klimaservice-Paket', 'Scheibenwischer-Paket']), amount: r2(rng.int(29, 89) + 0.9) },
  ];
  const total = sum(pk);
  const rate = deVat(date);
  const vat = r2(total - total / (1 + rate / 100));
  s.box(0, 0, 595, 40, true);
  s.text(40, name, { y: 26, size: 13, bold: true }).text(555, `Filiale ${rng.int(100, 999)}`, { y: 26, size: 9, align: 'right' });
  s.text(40, `Kassenrechnung ${digits(rng, 4)}-${digits(rng, 6)}`, { y: 80, size: 11, bold: true });
  s.text(
    40,
    `${fmt(date, 'de')}  ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}   Kennz.: ${dePlate(rng, rng.pick(['M', 'FS', 'ED']))}   km: ${km}`,
    { y: 94, size: 8.5 },
  );
  let y = 124;
  for (const p of pk) {
    s.text(40, p.name, { y, size: 10 }).text(555, money(p.amount, 'eur'), { y, size: 10, align: 'right' });
    y += 16;
  }
  s.rule(40, 515, y - 6);
  y += 8;
  s.text(40, 'Gesamt inkl. MwSt.', { y, size: 12, bold: true }).text(555, money(total, 'eur'), { y, size: 12, bold: true, align: 'right' });
  s.text(40, `darin enthalten ${rate} % MwSt.: ${money(vat, 'eur')}`, { y: y + 14, size: 8 });
  s.text(40, `Bonuspunkte gesammelt: ${Math.round(total)}  ·  Punktestand: ${rng.int(300, 4000)}`, { y: y + 34, size: 8 });
  s.box(40, y + 50, 515, 30);
  s.text(48, `Nächster Ölwechsel bei ${(km + 15000).toLocaleString('de-DE')} km oder am ${fmt(addDays(date, 365), 'de')}`, { y: y + 69, size: 9, bold: true });
  s.qr(500, 720, 50, 'Bewerten Sie uns');
  s.text(40, `${name} · Zentrale: Hauptstr. 1 · HRB ${digits(rng, 5)} · USt-IdNr. DE${digits(rng, 9)}`, { y: 812, size: 6 });
  return service(s, {
    serviceDate: date,
    shopName: name,
    serviceMileage: km,
    totalCost: total,
    workPerformed: pk.map((p) => p.name),
  });
}
