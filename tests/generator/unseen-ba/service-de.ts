/**
 * German-language workshop bills around a sale: the pre-purchase check at a marque specialist, the dealer's preparation
 * before handover, the first service after buying, the Austrian §57a check and the Swiss MFK preparation after import,
 * a Dutch dealer's import preparation billed in German.
 */
import { fd, hline, num, r05, r2, row, sum, vatCH, vatDE, yearOf, doc, addDays } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, car, JOBS_DE, level, PARTS_DE, page, person, phone, pickJobs, pickParts, plate, digits, letters } from './kit';

const dm = (y: number) => (y < 2002 ? 'DM' : 'EUR');

/** A Porsche specialist's bill for a pre-purchase inspection, labour and material in two sections. */
export function ankaufPorscheSpezialist(rng: Random): Generated {
  const date = rng.date(1994, 2025);
  const y = yearOf(date);
  const cur = dm(y);
  const f = level(y) * (cur === 'DM' ? 1.9 : 1);
  const p = page(50);
  const shop = rng.pick(['Sportwagen Service Kessler GmbH', 'Elfer-Werkstatt Brandl', 'Luftgekühlt Technik Maier KG']);
  const a = address(rng, 'DE');
  const c = car(rng, 1989, 'de');
  p.text(50, shop, { size: 15, bold: true });
  p.text(50, `${a[0]} · ${a[1]} · Tel. ${phone(rng, 'DE')}`, { y: 68, size: 8 });
  p.text(50, `${person(rng, 'DE')}`, { y: 120 });
  const ca = address(rng, 'DE');
  p.text(50, ca[0], { y: 133 });
  p.text(50, ca[1], { y: 146 });
  const inv = `${y}-${digits(rng, 4)}`;
  [
    ['Rechnung Nr.', inv],
    ['Datum', fd(date, 'de')],
    ['Kunden-Nr.', digits(rng, 5)],
    ['Auftrag', `A ${digits(rng, 5)}`],
  ].forEach(([l, v], i) => {
    p.text(360, l, { y: 120 + i * 13, size: 9 });
    p.text(450, v, { y: 120 + i * 13, size: 9 });
  });
  p.y = 190;
  p.text(50, 'RECHNUNG — Ankaufsuntersuchung', { size: 12, bold: true });
  p.down(18);
  p.box(50, p.y - 10, 495, 30);
  p.text(55, `Fahrzeug: ${c.make} ${c.model}   Bj. ${c.year}   FIN: ${c.vin}`, { size: 8.5 });
  p.down(13);
  p.text(55, `Kennzeichen: ${plate(rng, 'DE', y, rng.chance(0.5))}   km-Stand: ${num(c.km, 'de').slice(0, -3)}`, { size: 8.5 });
  p.down(26);
  const rate = r2(rng.int(70, 140) * level(y) * (cur === 'DM' ? 1.9 : 1));
  const jobs = pickJobs(rng, JOBS_DE, rng.int(3, 5), rate);
  jobs[0].text = 'Ankaufsuntersuchung mit Probefahrt und Prüfbericht';
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 4), f);
  const cols = [{ x: 50 }, { x: 80 }, { x: 390, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Pos', 'Arbeitslohn', 'Std.', 'Satz', cur], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  jobs.forEach((j, i) => {
    row(p, cols, [String(i + 1), j.text, num(j.qty, 'de'), num(j.unit, 'de'), num(j.amount, 'de')]);
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  p.text(390, 'Summe Arbeitslohn', { size: 9, bold: true });
  p.text(545, num(lab, 'de'), { align: 'right', size: 9, bold: true });
  p.down(22);
  row(p, cols, ['Pos', 'Material', 'Menge', 'E-Preis', cur], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  parts.forEach((j, i) => {
    row(p, cols, [String(jobs.length + i + 1), j.text, String(j.qty), num(j.unit, 'de'), num(j.amount, 'de')]);
    p.down(13);
  });
  const par = sum(parts.map((j) => j.amount));
  p.text(390, 'Summe Material', { size: 9, bold: true });
  p.text(545, num(par, 'de'), { align: 'right', size: 9, bold: true });
  p.down(26);
  const net = r2(lab + par);
  const vr = vatDE(y);
  const vat = r2((net * vr) / 100);
  const tot = r2(net + vat);
  [
    ['Nettobetrag', num(net, 'de')],
    [`MwSt. ${vr} %`, num(vat, 'de')],
  ].forEach(([l, v]) => {
    p.text(390, l, { size: 9.5 });
    p.text(545, v, { size: 9.5, align: 'right' });
    p.down(14);
  });
  p.box(385, p.y - 11, 165, 17, true);
  p.text(390, `Rechnungsbetrag ${cur}`, { bold: true });
  p.text(545, num(tot, 'de'), { bold: true, align: 'right' });
  p.down(34);
  p.text(50, 'Der Prüfbericht liegt bei. Die Untersuchung ersetzt kein Wertgutachten.', { size: 8 });
  p.down(12);
  p.text(50, `Zahlbar sofort ohne Abzug. USt-IdNr. DE${digits(rng, 9)} · Kreissparkasse IBAN DE${digits(rng, 20)}`, { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** A 1970s dealer's bill for preparing a used car for handover (Übergabedurchsicht), typed, DM. */
export function uebergabeHaendler70er(rng: Random): Generated {
  const date = rng.date(1972, 1981);
  const y = yearOf(date);
  const p = page(60);
  const shop = `Autohaus ${rng.pick(['Wenzel', 'Görres', 'Bachmann', 'Reuter'])} ${rng.pick(['GmbH & Co. KG', 'KG', 'OHG'])}`;
  const a = address(rng, 'DE');
  p.text(297, shop, { size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, `Vertragshändler · ${a[0]} · ${a[1]} · Fernruf ${phone(rng, 'DE')}`, { y: 76, size: 8, serif: true, align: 'center' });
  hline(p, 50, 495, 84);
  const c = car(rng, y, 'de');
  p.y = 115;
  p.text(50, `Herrn ${person(rng, 'DE')}`, { serif: true });
  p.text(400, `den ${fd(date, 'de2')}`, { serif: true });
  p.down(30);
  p.text(50, `Rechnung ${digits(rng, 4)}/${String(y).slice(2)}`, { serif: true, bold: true, size: 11 });
  p.down(16);
  p.text(50, `Betr.: Übergabedurchsicht Gebrauchtwagen ${c.make} ${c.model}, amtl. Kz. ${plate(rng, 'DE', y)}`, { serif: true, size: 9.5 });
  p.down(13);
  p.text(50, `Fahrgestell-Nr. ${c.vin}, Tachostand ${c.km} km`, { serif: true, size: 9.5 });
  p.down(24);
  const rate = r2(rng.int(18, 34));
  const jobs = pickJobs(
    rng,
    [
      'Übergabedurchsicht nach Checkliste',
      'Motorwäsche und Konservierung',
      'Fahrzeug für Übergabe aufbereiten',
      'Zündung einstellen, Schließwinkel messen',
      'Bremsen vorn überholen',
      'Ventilspiel einstellen',
    ],
    rng.int(3, 4),
    rate,
  );
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 4), 0.32);
  const all = [...jobs, ...parts];
  all.forEach((l) => {
    p.text(50, l.text, { serif: true, size: 9.5 });
    p.text(420, num(l.amount, 'de'), { serif: true, size: 9.5, align: 'right' });
    p.down(14);
  });
  p.down(6);
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  hline(p, 340, 200);
  p.down(14);
  p.text(50, 'Lohn', { serif: true, size: 9.5 });
  p.text(420, num(lab, 'de'), { serif: true, size: 9.5, align: 'right' });
  p.down(14);
  p.text(50, 'Material', { serif: true, size: 9.5 });
  p.text(420, num(par, 'de'), { serif: true, size: 9.5, align: 'right' });
  p.down(14);
  const vr = vatDE(y);
  const vat = r2(((lab + par) * vr) / 100);
  const tot = r2(lab + par + vat);
  p.text(50, `zuzüglich ${vr}% Mehrwertsteuer`, { serif: true, size: 9.5 });
  p.text(420, num(vat, 'de'), { serif: true, size: 9.5, align: 'right' });
  p.down(18);
  p.text(50, 'zu zahlen DM', { serif: true, bold: true });
  p.text(500, num(tot, 'de'), { serif: true, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'Betrag dankend erhalten', { serif: true, size: 9 });
  p.down(30);
  p.text(50, `Bankverbindung: Volksbank, Kto. ${digits(rng, 7)}, BLZ ${digits(rng, 8)}`, { serif: true, size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** A Mercedes-Benz branch's first inspection after a private purchase, 1990s computer print, DM, km label above. */
export function niederlassungNachkauf(rng: Random): Generated {
  const date = rng.date(1989, 2001);
  const y = yearOf(date);
  const p = page(44);
  const shop = `Mercedes-Benz ${rng.pick(['Niederlassung', 'Vertretung'])} ${rng.pick(['Bielefeld', 'Wiesbaden', 'Nürnberg'])}`;
  const a = address(rng, 'DE');
  p.text(545, shop, { size: 12, bold: true, align: 'right' });
  p.text(545, `${a[0]}, ${a[1]}`, { y: 58, size: 8, align: 'right' });
  const c = car(rng, y, 'de');
  p.y = 100;
  p.text(50, 'WERKSTATTRECHNUNG', { size: 13, bold: true });
  p.y = 125;
  const heads = ['Rechnungsdatum', 'Auftragsdatum', 'Amtl. Kennz.', 'Fahrgestell-Nr.', 'km-Stand'];
  const ad = addDays(date, -rng.int(0, 2));
  const vals = [fd(date, 'de'), fd(ad, 'de'), plate(rng, 'DE', y), c.vin, num(c.km, 'de').slice(0, -3)];
  const xs = [50, 140, 230, 320, 470];
  heads.forEach((h, i) => {
    p.box(xs[i], 113, i === 4 ? 75 : i === 3 ? 150 : 90, 30);
    p.text(xs[i] + 3, h, { y: 122, size: 6.5 });
    p.text(xs[i] + 3, vals[i], { y: 137, size: 8.5 });
  });
  p.y = 170;
  const cols = [{ x: 50 }, { x: 120 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['AW/Teile-Nr.', 'Bezeichnung', 'Menge/AW', 'Preis', 'Betrag DM'], { bold: true, size: 8 });
  p.down(14);
  const aw = r2(rng.int(10, 19) * 0.95);
  const jobs = pickJobs(rng, JOBS_DE.slice(3), rng.int(3, 5), aw).map((j) => ({ ...j, qty: Math.round(j.qty * 10), amount: r2(Math.round(j.qty * 10) * aw) }));
  const parts = pickParts(rng, PARTS_DE, rng.int(3, 5), 0.9);
  jobs.forEach((j) => {
    row(p, cols, [`${digits(rng, 2)} ${digits(rng, 3)}`, j.text, String(j.qty), num(j.unit, 'de'), num(j.amount, 'de')], { size: 8.5 });
    p.down(12);
  });
  p.down(4);
  parts.forEach((j) => {
    row(p, cols, [`A ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, j.text, String(j.qty), num(j.unit, 'de'), num(j.amount, 'de')], {
      size: 8.5,
    });
    p.down(12);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const net = r2(lab + par);
  const vr = vatDE(y);
  const vat = r2((net * vr) / 100);
  const tot = r2(net + vat);
  p.down(10);
  hline(p, 50, 495);
  p.down(14);
  const tc = [{ x: 50 }, { x: 150 }, { x: 250 }, { x: 350 }, { x: 450 }];
  row(p, tc, ['Arbeitswerte', 'Teile', 'Summe netto', `MwSt ${vr}%`, 'Gesamt DM'], { size: 7.5 });
  p.down(12);
  row(p, tc, [num(lab, 'de'), num(par, 'de'), num(net, 'de'), num(vat, 'de'), num(tot, 'de')], { size: 10, bold: true });
  p.down(30);
  p.text(50, `Nächster Service: bei ${num(c.km + 15000, 'de').slice(0, -3)} km oder ${fd(addDays(date, 365), 'de')}`, { size: 8.5 });
  p.down(12);
  p.text(50, '1 AW = 6 Minuten. Es gelten unsere Reparaturbedingungen.', { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** An Austrian Markenwerkstatt: §57a-Begutachtung plus service right after the purchase, Schilling or euro, 20 % USt. */
export function pickerlNachKauf(rng: Random): Generated {
  const date = rng.date(1985, 2024);
  const y = yearOf(date);
  const cur = y < 2002 ? 'öS' : '€';
  const f = level(y) * (y < 2002 ? 13.76 : 1);
  const p = page(48);
  const shop = `Autohaus ${rng.pick(['Pichler', 'Hinterberger', 'Wallner', 'Steinbauer'])} Ges.m.b.H.`;
  const a = address(rng, 'AT');
  p.box(50, 36, 495, 46);
  p.text(60, shop, { y: 54, size: 13, bold: true });
  p.text(60, `${a[0]}, ${a[1]} · Tel. ${phone(rng, 'AT')} · FN ${digits(rng, 6)}x · UID ATU${digits(rng, 8)}`, { y: 72, size: 7.5 });
  const c = car(rng, y, 'de');
  p.y = 110;
  p.text(50, `Kunde: ${person(rng, 'AT')}`, { size: 9.5 });
  p.text(330, `Rechnung ${digits(rng, 6)}`, { size: 9.5, bold: true });
  p.down(14);
  p.text(330, `Wien, am ${fd(date, 'delong')}`, { size: 9.5 });
  p.down(14);
  p.text(50, `${c.make} ${c.model} · Kennzeichen ${plate(rng, 'AT')} · Fgst.-Nr. ${c.vin}`, { size: 9 });
  p.down(13);
  p.text(50, `Kilometerstand bei Annahme: ${num(c.km, 'de').slice(0, -3)}`, { size: 9 });
  p.down(24);
  const rate = r2(rng.int(80, 150) * f);
  const jobs = pickJobs(
    rng,
    [
      '§57a-Begutachtung (Pickerl)',
      'Service nach Herstellervorgabe',
      'Motoröl und Ölfilter wechseln',
      'Bremsflüssigkeit erneuern',
      'Scheinwerfer einstellen',
      'Unterbodenschutz ausbessern',
    ],
    rng.int(3, 4),
    rate,
  );
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 4), f);
  const cols = [{ x: 50 }, { x: 330, align: 'right' as const }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.box(50, p.y - 10, 495, 14, true);
  row(p, cols, ['Leistung / Teil', 'Menge', 'Einzel', `Gesamt ${cur}`], { bold: true, size: 8.5 });
  p.down(16);
  [...jobs, ...parts].forEach((j) => {
    row(p, cols, [j.text, num(j.qty, 'de'), num(j.unit, 'de'), num(j.amount, 'de')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const net = r2(lab + par);
  const vat = r2(net * 0.2);
  const tot = r2(net + vat);
  p.down(10);
  [
    ['Arbeit', lab],
    ['Teile', par],
    ['Summe exkl. USt', net],
    ['20 % USt', vat],
  ].forEach(([l, v]) => {
    p.text(330, String(l), { size: 9 });
    p.text(545, num(v as number, 'de'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(330, 'Endbetrag', { size: 10.5, bold: true });
  p.text(545, `${cur} ${num(tot, 'de')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `Nächste Begutachtung gem. §57a KFG: ${fd(addDays(date, 365), 'de').slice(3)}`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** A Swiss garage's bill for preparing an imported car for the MFK (Motorfahrzeugkontrolle), CHF, 5 Rappen rounding. */
export function mfkVorbereitung(rng: Random): Generated {
  const date = rng.date(1996, 2025);
  const y = yearOf(date);
  const p = page(60);
  const shop = `Garage ${rng.pick(['Aebischer', 'Stucki', 'Bühlmann', 'Zürcher'])} AG`;
  const a = address(rng, 'CH');
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, 'Reparaturen aller Marken · Oldtimer · MFK-Service', { y: 76, size: 8.5 });
  p.text(545, a[0], { y: 56, size: 8, align: 'right' });
  p.text(545, a[1], { y: 66, size: 8, align: 'right' });
  p.text(545, `Tel. ${phone(rng, 'CH')}`, { y: 76, size: 8, align: 'right' });
  const c = car(rng, y, 'de');
  p.y = 130;
  p.text(330, person(rng, 'CH'));
  const ca = address(rng, 'CH');
  p.text(330, ca[0], { y: 143 });
  p.text(330, ca[1], { y: 156 });
  p.y = 200;
  p.text(50, `Rechnung Nr. ${digits(rng, 5)}`, { bold: true, size: 12 });
  p.text(545, `${rng.pick(['Zürich', 'Luzern', 'Bern'])}, ${fd(date, 'de')}`, { align: 'right' });
  p.down(20);
  p.text(50, `Objekt: ${c.make} ${c.model}, Stamm-Nr. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}, Fahrgestell ${c.vin}`, { size: 8.5 });
  p.down(12);
  p.text(50, `Import aus ${rng.pick(['Deutschland', 'den USA', 'Italien'])}: Vorbereitung und Vorführung MFK · Km ${num(c.km, 'ch').slice(0, -3)}`, {
    size: 8.5,
  });
  p.down(22);
  const f = level(y) * 1.4;
  const rate = r2(rng.int(110, 165) * level(y));
  const jobs = pickJobs(
    rng,
    [
      'Fahrzeug für MFK vorbereiten',
      'Vorführung MFK Strassenverkehrsamt',
      'Scheinwerfer auf Rechtsverkehr/CH-Norm umbauen',
      'Abgaswartung (Abgastest)',
      'Bremsen prüfen und einstellen',
      'Motoröl und Ölfilter wechseln',
    ],
    rng.int(3, 5),
    rate,
  );
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 4), f);
  const cols = [{ x: 50 }, { x: 360, align: 'right' as const }, { x: 440, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Arbeiten', 'Std.', 'Ansatz', 'CHF'], { bold: true, size: 8.5 });
  p.down(13);
  jobs.forEach((j) => {
    row(p, cols, [j.text, num(j.qty, 'ch'), num(j.unit, 'ch'), num(j.amount, 'ch')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  p.text(360, 'Total Arbeit', { size: 9, align: 'right' });
  p.text(545, num(lab, 'ch'), { size: 9, align: 'right' });
  p.down(20);
  row(p, cols, ['Material', 'Anz.', 'Preis', 'CHF'], { bold: true, size: 8.5 });
  p.down(13);
  parts.forEach((j) => {
    row(p, cols, [j.text, String(j.qty), num(j.unit, 'ch'), num(j.amount, 'ch')], { size: 9 });
    p.down(13);
  });
  const par = sum(parts.map((j) => j.amount));
  p.text(360, 'Total Material', { size: 9, align: 'right' });
  p.text(545, num(par, 'ch'), { size: 9, align: 'right' });
  p.down(16);
  const fee = rng.chance(0.6) ? r2(rng.int(50, 80)) : 0;
  if (fee) {
    p.text(50, 'Gebühr MFK (Strassenverkehrsamt, ohne MWST)', { size: 9 });
    p.text(545, num(fee, 'ch'), { size: 9, align: 'right' });
    p.down(16);
  }
  const vr = vatCH(y);
  const vat = r2(((lab + par) * vr) / 100);
  const tot = r05(lab + par + vat + fee);
  p.text(360, `MWST ${vr}% auf ${num(lab + par, 'ch')}`, { size: 9, align: 'right' });
  p.text(545, num(vat, 'ch'), { size: 9, align: 'right' });
  p.down(16);
  hline(p, 300, 245);
  p.down(14);
  p.text(360, 'Total CHF', { size: 11, bold: true, align: 'right' });
  p.text(545, num(tot, 'ch'), { size: 11, bold: true, align: 'right' });
  p.down(34);
  p.text(
    50,
    `Zahlbar innert 30 Tagen. MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST · PC ${digits(rng, 2)}-${digits(rng, 5)}-${digits(rng, 1)}`,
    { size: 7.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** A Dutch classic dealer bills a German buyer, in German, for import preparation; BTW, euro. */
export function niederlaendischerHaendler(rng: Random): Generated {
  const date = rng.date(2003, 2025);
  const y = yearOf(date);
  const p = page(50);
  const shop = `${rng.pick(['Klassieker Centrum', 'Oldtimer Garage', 'Classic Cars'])} ${rng.pick(['Van Dijk', 'Hoekstra', 'De Boer', 'Veenstra'])} B.V.`;
  const a = address(rng, 'NL');
  p.text(50, shop.toUpperCase(), { size: 13, bold: true });
  p.text(50, `${a[0]} | ${a[1]} | Niederlande | KvK ${digits(rng, 8)} | BTW NL${digits(rng, 9)}B01`, { y: 64, size: 7.5 });
  p.y = 110;
  p.text(50, 'Rechnung / Factuur', { size: 12, bold: true });
  p.down(20);
  const c = car(rng, 1990, 'de');
  const meta: [string, string][] = [
    ['Factuurnummer', `${y}${digits(rng, 4)}`],
    ['Rechnungsdatum', fd(date, 'dedash')],
    ['Kunde', person(rng, 'DE')],
    ['Fahrzeug', `${c.make} ${c.model} (${c.year})`],
    ['Kenteken / VIN', `${plate(rng, 'NL')} / ${c.vin}`],
    ['Km-Stand', num(c.km, 'de').slice(0, -3)],
  ];
  meta.forEach(([l, v]) => {
    p.text(50, `${l}:`, { size: 9 });
    p.text(160, v, { size: 9 });
    p.down(13);
  });
  p.down(14);
  const rate = r2(rng.int(65, 95));
  const jobs = pickJobs(
    rng,
    [
      'Einfuhrvorbereitung Deutschland',
      'Lichtanlage auf EU-Norm umrüsten',
      'Fahrzeug auf Hebebühne, Unterboden/Hohlräume prüfen',
      'Motoröl und Ölfilter wechseln',
      'Bremsflüssigkeit erneuern',
      'Fahrzeug für Übergabe aufbereiten',
    ],
    rng.int(3, 4),
    rate,
  );
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 4), 1);
  const cols = [{ x: 50 }, { x: 300 }, { x: 400, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Omschrijving / Beschreibung', 'Art', 'Anzahl', 'Betrag €'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  jobs.forEach((j) => {
    row(p, cols, [j.text, 'Arbeit', num(j.qty, 'de'), num(j.amount, 'de')], { size: 9 });
    p.down(13);
  });
  parts.forEach((j) => {
    row(p, cols, [j.text, 'Teil', String(j.qty), num(j.amount, 'de')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const vr = y < 2012 ? 19 : 21;
  const vat = r2(((lab + par) * vr) / 100);
  const tot = r2(lab + par + vat);
  p.down(10);
  [
    ['Arbeitslohn / Arbeidsloon', lab],
    ['Teile / Onderdelen', par],
    [`BTW ${vr}%`, vat],
  ].forEach(([l, v]) => {
    p.text(300, String(l), { size: 9 });
    p.text(545, num(v as number, 'de'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.box(295, p.y - 10, 255, 16);
  p.text(300, 'Totaal / Gesamt EUR', { size: 10, bold: true });
  p.text(545, num(tot, 'de'), { size: 10, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `IBAN NL${digits(rng, 2)} RABO 0${digits(rng, 9)} · BIC RABONL2U`, { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** A small village workshop's first service after a private purchase, 1980s, handwritten-style lines, no subtotals. */
export function dorfwerkstattErstdienst(rng: Random): Generated {
  const date = rng.date(1979, 1994);
  const y = yearOf(date);
  const p = page(70);
  const shop = `Kfz-Meisterbetrieb ${rng.pick(['Alois', 'Heinz', 'Georg'])} ${rng.pick(['Fendt', 'Brenner', 'Mayr'])}`;
  const a = address(rng, 'DE');
  p.text(50, shop, { size: 12, bold: true });
  p.text(50, `${a[0]}, ${a[1]}`, { y: 84, size: 8.5 });
  p.text(50, `Telefon ${phone(rng, 'DE')}`, { y: 95, size: 8.5 });
  p.text(420, 'RECHNUNG', { y: 70, size: 13, bold: true });
  p.text(420, `Nr. ${digits(rng, 3)}`, { y: 86, size: 9 });
  const c = car(rng, y, 'de');
  p.y = 130;
  p.text(50, `für: ${person(rng, 'DE')}`, { size: 10 });
  p.text(330, `Datum: ${fd(date, 'ukdot')}`, { size: 10 });
  p.down(16);
  p.text(50, `Wagen: ${c.make} ${c.model}`, { size: 10 });
  p.text(330, `Pol. Kz.: ${plate(rng, 'DE', y)}`, { size: 10 });
  p.down(16);
  p.text(50, `km: ${c.km}`, { size: 10 });
  p.down(24);
  const jobs = pickJobs(rng, JOBS_DE.slice(3, 12), rng.int(2, 4), r2(rng.int(22, 48)));
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 5), 0.45);
  hline(p, 50, 495);
  p.down(14);
  [...jobs, ...parts].forEach((l) => {
    p.text(50, l.text, { size: 10 });
    p.text(470, num(l.amount, 'de'), { size: 10, align: 'right' });
    p.down(16);
  });
  hline(p, 380, 100);
  const net = sum([...jobs, ...parts].map((l) => l.amount));
  const vr = vatDE(y);
  const vat = r2((net * vr) / 100);
  const tot = r2(net + vat);
  p.down(14);
  p.text(380, 'Summe', { size: 10 });
  p.text(470, num(net, 'de'), { size: 10, align: 'right' });
  p.down(15);
  p.text(380, `+ ${vr}% MwSt`, { size: 10 });
  p.text(470, num(vat, 'de'), { size: 10, align: 'right' });
  p.down(17);
  p.text(380, 'Gesamt DM', { size: 11, bold: true });
  p.text(470, num(tot, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'Bar bezahlt — Danke!', { size: 10 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** A restorer prepares a car for the H-Kennzeichen (§23 StVZO) after the purchase: work items with flat prices. */
export function hKennzeichenVorbereitung(rng: Random): Generated {
  const date = rng.date(1998, 2025);
  const y = yearOf(date);
  const p = page(54);
  const shop = `${rng.pick(['Klassik', 'Oldtimer', 'Youngtimer'])}werk ${rng.pick(['Rhein-Main', 'Ostwestfalen', 'Allgäu', 'Franken'])} GmbH`;
  const a = address(rng, 'DE');
  p.text(545, shop, { size: 13, bold: true, align: 'right' });
  p.text(545, `${a[0]} | ${a[1]}`, { y: 68, size: 8, align: 'right' });
  p.text(545, `info@${shop.split(' ')[0].toLowerCase()}-${digits(rng, 2)}.de | ${phone(rng, 'DE')}`, { y: 78, size: 8, align: 'right' });
  const c = car(rng, y - 30, 'de');
  p.y = 120;
  p.text(50, person(rng, 'DE'), { size: 9.5 });
  p.y = 170;
  p.text(50, `Rechnung ${letters(rng, 2)}-${digits(rng, 5)}`, { size: 14, bold: true });
  p.down(18);
  p.text(50, `Leistungsdatum: ${fd(date, 'de')}   ·   Rechnungsdatum: ${fd(addDays(date, rng.int(1, 6)), 'de')}`, { size: 9 });
  p.down(14);
  p.text(50, `Fahrzeug ${c.make} ${c.model}, EZ ${c.year}, FIN ${c.vin}, Laufleistung ${num(c.km, 'de').slice(0, -3)} km (abgelesen)`, { size: 9 });
  p.down(24);
  const f = level(y);
  const jobs: { text: string; amount: number }[] = rng
    .some(
      [
        'Begutachtung Originalzustand nach § 23 StVZO vorbereiten',
        'Chromteile aufarbeiten',
        'Undichtigkeiten Motor beseitigen',
        'Hohlraumkonservierung',
        'Vorführung beim Prüfingenieur',
        'Elektrik prüfen, Masseverbindungen erneuern',
      ],
      rng.int(3, 4),
    )
    .map((t) => ({ text: t, amount: r2(rng.int(80, 620) * f) }));
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 4), f);
  p.text(50, 'Leistungen', { bold: true, size: 10 });
  p.down(14);
  jobs.forEach((j) => {
    p.text(60, `– ${j.text}`, { size: 9 });
    p.text(545, `${num(j.amount, 'de')} €`, { size: 9, align: 'right' });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  p.text(400, 'Zwischensumme Leistungen', { size: 8.5, align: 'right' });
  p.text(545, `${num(lab, 'de')} €`, { size: 8.5, align: 'right' });
  p.down(20);
  p.text(50, 'Ersatzteile', { bold: true, size: 10 });
  p.down(14);
  parts.forEach((j) => {
    p.text(60, `– ${j.qty} × ${j.text}`, { size: 9 });
    p.text(545, `${num(j.amount, 'de')} €`, { size: 9, align: 'right' });
    p.down(13);
  });
  const par = sum(parts.map((j) => j.amount));
  p.text(400, 'Zwischensumme Ersatzteile', { size: 8.5, align: 'right' });
  p.text(545, `${num(par, 'de')} €`, { size: 8.5, align: 'right' });
  p.down(24);
  const vat = r2(((lab + par) * 19) / 100);
  const tot = r2(lab + par + vat);
  p.text(400, 'Netto', { size: 9, align: 'right' });
  p.text(545, `${num(lab + par, 'de')} €`, { size: 9, align: 'right' });
  p.down(13);
  p.text(400, 'zzgl. 19 % USt.', { size: 9, align: 'right' });
  p.text(545, `${num(vat, 'de')} €`, { size: 9, align: 'right' });
  p.down(16);
  p.text(400, 'Gesamtbetrag', { size: 11, bold: true, align: 'right' });
  p.text(545, `${num(tot, 'de')} €`, { size: 11, bold: true, align: 'right' });
  p.down(36);
  p.text(50, 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen unter Angabe der Rechnungsnummer.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** A Swiss independent's Übernahmeservice after a private sale: two-column page, amounts gross, totals with 'inkl. MWST'. */
export function uebernahmeServiceCH(rng: Random): Generated {
  const date = rng.date(2001, 2025);
  const y = yearOf(date);
  const p = page(70);
  const shop = `Auto ${rng.pick(['Rüegg', 'Fässler', 'Brunner', 'Odermatt'])} GmbH`;
  const a = address(rng, 'CH');
  p.text(50, shop, { size: 14, bold: true, serif: true });
  p.text(50, `${a[0]}  ${a[1]}`, { y: 86, size: 8.5, serif: true });
  const c = car(rng, 1995, 'de');
  p.y = 130;
  p.text(50, 'Rechnung', { size: 18, serif: true });
  p.text(300, 'Rechnungsdatum', { size: 8 });
  p.text(300, fd(date, 'delong'), { y: 142, size: 10 });
  p.text(430, 'Rechnungsnummer', { size: 8 });
  p.text(430, `R-${digits(rng, 6)}`, { y: 142, size: 10 });
  p.y = 175;
  p.text(50, `Kunde: ${person(rng, 'CH')}   Fahrzeug: ${c.make} ${c.model}   Kontrollschild: ${plate(rng, 'CH')}`, { size: 8.5 });
  p.down(12);
  p.text(50, `Km-Stand: ${num(c.km, 'ch').slice(0, -3)}   Übernahme-Service nach Kauf (${rng.pick(['Privatkauf', 'Kauf ab Auktion'])})`, { size: 8.5 });
  p.down(24);
  const f = level(y) * 1.5;
  const jobs = pickJobs(
    rng,
    [
      'Übernahme-Service gross',
      'Motoröl und Ölfilter wechseln',
      'Zündung einstellen, Schliesswinkel messen',
      'Kühlsystem abdrücken',
      'Batterie prüfen und laden',
      'Bremsflüssigkeit erneuern',
    ],
    rng.int(3, 4),
    r2(rng.int(120, 170)),
  );
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 4), f);
  const cols = [{ x: 50 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.text(50, 'Arbeit', { bold: true, size: 9.5 });
  p.down(13);
  jobs.forEach((j) => {
    row(p, cols, [`${j.text} (${num(j.qty, 'ch')} h)`, '', num(j.amount, 'ch')], { size: 9 });
    p.down(13);
  });
  p.down(6);
  p.text(50, 'Material', { bold: true, size: 9.5 });
  p.down(13);
  parts.forEach((j) => {
    row(p, cols, [`${j.qty} ${j.text}`, num(j.unit, 'ch'), num(j.amount, 'ch')], { size: 9 });
    p.down(13);
  });
  const lab = sum(jobs.map((j) => j.amount));
  const par = sum(parts.map((j) => j.amount));
  const vr = vatCH(y);
  const net = r2(lab + par);
  const vat = r2((net * vr) / 100);
  const tot = r05(net + vat);
  p.down(12);
  hline(p, 300, 245);
  p.down(14);
  [
    ['Arbeit', num(lab, 'ch')],
    ['Material', num(par, 'ch')],
    ['Zwischentotal', num(net, 'ch')],
    [`MWST ${vr}%`, num(vat, 'ch')],
  ].forEach(([l, v]) => {
    p.text(300, l, { size: 9 });
    p.text(545, v, { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(300, 'Rechnungstotal CHF inkl. MWST', { size: 10, bold: true });
  p.text(545, num(tot, 'ch'), { size: 10, bold: true, align: 'right' });
  p.down(34);
  p.text(50, `Einzahlungsschein anbei · IBAN CH${digits(rng, 2)} 0900 0000 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 1)}`, { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });
}

/** An ADAC-style mobile Gebrauchtwagen-Check bill: flat check fee plus a few repairs, no parts subtotal printed. */
export function gebrauchtwagenCheck(rng: Random): Generated {
  const date = rng.date(1992, 2025);
  const y = yearOf(date);
  const cur = dm(y);
  const p = page(56);
  const shop = `${rng.pick(['Prüfzentrum', 'Technik-Zentrum', 'Prüfstützpunkt'])} ${rng.pick(['Laim', 'Bad Cannstatt', 'Köln-Porz', 'Harburg'])} des ${rng.pick(['Automobilclub Süd e.V.', 'Motor-Club Rhein e.V.', 'Allgemeinen Kraftfahrer-Verbandes'])}`;
  const a = address(rng, 'DE');
  p.text(50, shop, { size: 11, bold: true });
  p.text(50, `${a[0]}, ${a[1]}`, { y: 70, size: 8 });
  p.y = 110;
  p.text(50, 'Rechnung Gebrauchtwagenuntersuchung', { size: 12, bold: true });
  p.down(20);
  const c = car(rng, y, 'de');
  const mem = `Mitglieds-Nr. ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  p.text(50, `Auftraggeber: ${person(rng, 'DE')} (${mem})`, { size: 9 });
  p.down(13);
  p.text(50, `Untersucht am: ${fd(date, 'de')}`, { size: 9 });
  p.text(300, `Rechnung vom: ${fd(date, 'de')}`, { size: 9 });
  p.down(13);
  p.text(50, `Fahrzeug: ${c.make} ${c.model} · ${c.vin} · Tachostand ${num(c.km, 'de').slice(0, -3)} km`, { size: 9 });
  p.down(24);
  const f = level(y) * (cur === 'DM' ? 1.9 : 1);
  const lines = [
    { text: `Gebrauchtwagen-Untersuchung ${rng.pick(['Plus', 'Komfort', 'Oldtimer'])}`, amount: r2(rng.int(90, 190) * f) },
    ...rng
      .some(
        [
          'Fehlerspeicher/Zündanlage prüfen',
          'Bremsflüssigkeit auf Wassergehalt prüfen',
          'Lackschichtdicke messen',
          'Unterbodenbesichtigung mit Fotodokumentation',
        ],
        rng.int(1, 3),
      )
      .map((t) => ({ text: t, amount: r2(rng.int(15, 60) * f) })),
  ];
  lines.forEach((l) => {
    p.text(50, l.text, { size: 9.5 });
    p.text(545, `${num(l.amount, 'de')} ${cur}`, { size: 9.5, align: 'right' });
    p.down(15);
  });
  const gross = sum(lines.map((l) => l.amount));
  const vr = vatDE(y);
  const inner = r2(gross - gross / (1 + vr / 100));
  p.down(6);
  hline(p, 350, 195);
  p.down(15);
  p.text(350, 'Gesamtbetrag', { bold: true });
  p.text(545, `${num(gross, 'de')} ${cur}`, { bold: true, align: 'right' });
  p.down(14);
  p.text(350, `darin enthalten ${vr} % MwSt.: ${num(inner, 'de')} ${cur}`, { size: 8 });
  p.down(34);
  p.text(50, 'Das Untersuchungsprotokoll (4 Seiten) wurde dem Auftraggeber ausgehändigt. Bezahlt per Karte.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: c.km,
    totalCost: gross,
    workPerformed: lines.map((l) => l.text),
  });
}
