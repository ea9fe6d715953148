/**
 * gen-unseen-af, German service bills: sections per job with their own subtotals, page sums for Lohn and Teile,
 * Rabatt and Nachlass, Altteilgutschrift, Anzahlung and Abschlagsrechnungen deducted, Skonto terms, Übertrag between
 * columns and pages, Kulanz shares, a Korrekturrechnung, Swiss rounding to 5 Rappen.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  address,
  addDays,
  car,
  deCur,
  digits,
  doc,
  fd,
  hline,
  hrs,
  JOBS_DE,
  jobLines,
  money,
  person,
  plate,
  r05,
  r2,
  row,
  stamp,
  surname,
  total,
  vatAT,
  vatCH,
  vatDE,
  type Line,
} from './kit';

const names = (ls: Line[]) => ls.map((l) => l.desc);

/** Köln, 1980–2001: Aufträge as sections with their own subtotals, then Lohn and Teile over all, an Altteilgutschrift. */
export function koelnAuftraege(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2001);
  const y = Number(date.slice(0, 4));
  const shop = `Kfz-Meisterbetrieb ${surname(rng, 'rheinland')} & Söhne`;
  const [a1, a2] = address(rng, 'rheinland');
  const c = car(rng, 'de', y);
  const rate = rng.int(38, 92);
  const km = rng.int(40000, 240000);
  p.y = 50;
  p.text(40, shop, { size: 15, bold: true, serif: true });
  p.down(14).text(40, `${a1} · ${a2} · Telefon 0221 / ${digits(rng, 6)}`, { size: 8 });
  p.down(34).text(40, person(rng, 'rheinland'), { size: 10 });
  p.down(12).text(40, address(rng, 'rheinland')[0]).down(12).text(40, address(rng, 'rheinland')[1]);
  const nr = digits(rng, 5);
  p.y = 130;
  p.text(380, `Rechnung Nr. ${nr}`, { bold: true, size: 11 });
  p.down(14).text(380, `Köln, den ${fd(date, 'de')}`, { size: 9 });
  p.y = 190;
  p.text(40, `Fahrzeug: ${c.make} ${c.model}   Kennz.: ${plate(rng, 'rheinland')}   km-Stand: ${km.toLocaleString('de-DE')}`, { size: 9 });
  const cols = [
    { x: 40 },
    { x: 330, align: 'right' as const },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 550, align: 'right' as const },
  ];
  p.down(22);
  row(p, cols, ['Bezeichnung', 'Menge/Std.', 'Einzelpreis', 'Lohn', 'Teile'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  const jobs = rng.some(JOBS_DE, rng.int(2, 3));
  const work: Line[] = [];
  const parts: Line[] = [];
  jobs.forEach((job, i) => {
    const l = jobLines(rng, job, rate, y < 2002 ? 1.9 : 1);
    p.down(18).text(40, `Auftrag ${i + 1}: ${job.title}`, { bold: true, size: 9 });
    for (const w of l.work) {
      p.down(12);
      row(p, cols, [w.desc, hrs(w.qty, 'de'), money(w.unit, 'DM', 'de', 'bare'), money(w.amount, 'DM', 'de', 'bare'), '']);
    }
    for (const t of l.parts) {
      p.down(12);
      row(p, cols, [t.desc, String(t.qty), money(t.unit, 'DM', 'de', 'bare'), '', money(t.amount, 'DM', 'de', 'bare')]);
    }
    p.down(12);
    row(p, cols, [`Zwischensumme Auftrag ${i + 1}`, '', '', money(total(l.work), 'DM', 'de', 'bare'), money(total(l.parts), 'DM', 'de', 'bare')], {
      size: 8.5,
    });
    work.push(...l.work);
    parts.push(...l.parts);
  });
  const lohn = total(work);
  const teile = total(parts);
  const credit = rng.chance(0.6) ? r2(rng.int(20, 90) * 1.5) : 0;
  const net = r2(lohn + teile - credit);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  p.down(24);
  hline(p, 300, 255, p.y - 10);
  const tot = [{ x: 300 }, { x: 550, align: 'right' as const }];
  row(p, tot, ['Summe Lohn', `DM ${money(lohn, 'DM', 'de', 'bare')}`]);
  p.down(13);
  row(p, tot, ['Summe Teile', `DM ${money(teile, 'DM', 'de', 'bare')}`]);
  if (credit) {
    p.down(13);
    row(p, tot, ['Altteilgutschrift (Austauschteil)', `DM -${money(credit, 'DM', 'de', 'bare')}`]);
  }
  p.down(13);
  row(p, tot, ['Nettobetrag', `DM ${money(net, 'DM', 'de', 'bare')}`]);
  p.down(13);
  row(p, tot, [`zzgl. ${vat} % MwSt.`, `DM ${money(tax, 'DM', 'de', 'bare')}`]);
  p.down(16);
  row(p, tot, ['Rechnungsbetrag', `DM ${money(gross, 'DM', 'de', 'bare')}`], { bold: true, size: 10 });
  p.down(40).text(40, 'Zahlbar sofort nach Erhalt ohne Abzug. Altteile wurden, soweit nicht anders vermerkt, entsorgt.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: km,
  });
}

/** Freiburg, 2003–2025: restoration workshop, Rabatt on parts, an Anzahlung deducted to leave a Restbetrag. */
export function freiburgAnzahlung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const y = Number(date.slice(0, 4));
  const work_date = addDays(date, -rng.int(2, 9));
  const shop = `Oldtimerwerkstatt ${surname(rng, 'baden')} GmbH`;
  const [a1, a2] = address(rng, 'baden');
  const c = car(rng, 'de', y);
  const rate = rng.int(62, 108);
  p.y = 46;
  p.text(555, shop, { size: 13, bold: true, align: 'right' });
  p.down(12).text(555, `${a1}, ${a2}`, { size: 8, align: 'right' });
  p.down(10).text(555, `USt-IdNr. DE${digits(rng, 9)}`, { size: 8, align: 'right' });
  p.y = 150;
  p.text(40, 'RECHNUNG', { size: 18, bold: true });
  const meta: [string, string][] = [
    ['Rechnungs-Nr.', `RE-${y}-${digits(rng, 4)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungsdatum', fd(work_date, 'de')],
    ['Kunde', person(rng, 'baden')],
    ['Fahrzeug', `${c.make} ${c.model}, Bj. ${c.year}`],
    ['Kilometerstand', `${rng.int(20, 190)}.${digits(rng, 3).slice(0, 3)} km`],
  ];
  const km = Number(meta[5][1].replace(/\D/g, ''));
  p.down(24);
  for (const [k, v] of meta) {
    p.text(40, k, { size: 9 }).text(150, v, { size: 9 });
    p.down(13);
  }
  const jobs = rng.some(JOBS_DE, 2);
  const work: Line[] = [];
  const parts: Line[] = [];
  for (const j of jobs) {
    const l = jobLines(rng, j, rate, 1);
    work.push(...l.work);
    parts.push(...l.parts);
  }
  const cols = [{ x: 40 }, { x: 360, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(16).text(40, 'Arbeitsleistungen', { bold: true, size: 10 });
  p.down(14);
  row(p, cols, ['Beschreibung', 'Std.', 'Satz €', 'Betrag €'], { size: 8, bold: true });
  for (const w of work) {
    p.down(12);
    row(p, cols, [w.desc, hrs(w.qty, 'de'), money(w.unit, 'EUR', 'de', 'bare'), money(w.amount, 'EUR', 'de', 'bare')]);
  }
  p.down(20).text(40, 'Ersatzteile und Material', { bold: true, size: 10 });
  p.down(14);
  row(p, cols, ['Artikel', 'Menge', 'Stückpreis €', 'Betrag €'], { size: 8, bold: true });
  for (const t of parts) {
    p.down(12);
    row(p, cols, [t.desc, String(t.qty), money(t.unit, 'EUR', 'de', 'bare'), money(t.amount, 'EUR', 'de', 'bare')]);
  }
  const lohn = total(work);
  const teile = total(parts);
  const pct = rng.pick([5, 10, 15]);
  const rabatt = r2((teile * pct) / 100);
  const net = r2(lohn + teile - rabatt);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const dep = r2(Math.round((gross * rng.pick([0.3, 0.4, 0.5])) / 50) * 50);
  const rest = r2(gross - dep);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  p.down(24);
  hline(p, 330, 225, p.y - 10);
  const lines: [string, number, boolean?][] = [
    ['Summe Arbeitsleistungen', lohn],
    ['Summe Ersatzteile', teile],
    [`abzgl. ${pct} % Rabatt auf Ersatzteile`, -rabatt],
    ['Zwischensumme netto', net],
    [`Umsatzsteuer ${vat} %`, tax],
    ['Rechnungsbetrag brutto', gross, true],
    [`abzgl. Anzahlung vom ${fd(addDays(work_date, -rng.int(10, 40)), 'de')}`, -dep],
    ['Restbetrag zur Zahlung', rest, true],
  ];
  for (const [k, v, b] of lines) {
    row(p, tc, [k, `${money(v, 'EUR', 'de', 'bare')} €`], { bold: b, size: 9 });
    p.down(13);
  }
  p.down(20).text(40, `Bitte überweisen Sie den Restbetrag bis zum ${fd(addDays(date, 14), 'de')} auf unser Konto bei der Sparkasse Freiburg.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: work_date,
    shopName: shop,
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: km,
  });
}

/** Darmstadt, 2004–2024: the Schlussrechnung of a restoration, its Abschlagsrechnungen listed and deducted. */
export function darmstadtSchlussrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2024);
  const y = Number(date.slice(0, 4));
  const shop = `Karosserie- und Lackierbetrieb ${surname(rng, 'hessen')}`;
  const [a1, a2] = address(rng, 'hessen');
  const c = car(rng, 'de', y);
  const rate = rng.int(58, 96);
  p.y = 48;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(40, `${a1} | ${a2} | Meisterbetrieb der Kfz-Innung`, { size: 8 });
  p.y = 120;
  p.text(40, 'Schlussrechnung', { size: 16, bold: true });
  p.down(16).text(40, `Nr. SR ${digits(rng, 5)} vom ${fd(date, 'de')} — Restaurierung ${c.make} ${c.model} (Fgst.-Nr. ${digits(rng, 8)})`, { size: 9 });
  const stages: [string, number][] = rng.some(
    [
      ['Karosserie entlackt und Blechteile instandgesetzt', rng.int(60, 140)],
      ['Schweißarbeiten Schweller und Bodenbleche', rng.int(30, 90)],
      ['Grundierung, Füller und Lackierung im Originalton', rng.int(40, 90)],
      ['Hohlraumkonservierung und Unterbodenschutz', rng.int(8, 20)],
      ['Montage Anbauteile, Chrom und Dichtungen', rng.int(25, 60)],
      ['Elektrik neu verkabelt', rng.int(12, 30)],
    ],
    rng.int(4, 5),
  );
  const mats: [string, number][] = rng.some(
    [
      ['Schwellerbleche links und rechts', rng.int(180, 420)],
      ['Bodenblech-Reparaturbleche', rng.int(120, 380)],
      ['Lackmaterial und Füller', rng.int(900, 2400)],
      ['Dichtungssatz Karosserie', rng.int(260, 640)],
      ['Kabelbaum nach Originalmuster', rng.int(380, 900)],
      ['Hohlraumwachs und Kleinmaterial', rng.int(90, 240)],
    ],
    rng.int(3, 5),
  );
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(28);
  row(p, cols, ['Arbeitslohn', 'Std.', '€/Std.', '€'], { bold: true });
  const work: Line[] = stages.map(([d, h]) => ({ desc: d, qty: h, unit: rate, amount: r2(h * rate) }));
  for (const w of work) {
    p.down(12);
    row(p, cols, [w.desc, String(w.qty), money(rate, 'EUR', 'de', 'bare'), money(w.amount, 'EUR', 'de', 'bare')]);
  }
  const lohn = total(work);
  p.down(13);
  row(p, cols, ['Arbeitslohn gesamt', '', '', money(lohn, 'EUR', 'de', 'bare')], { bold: true, size: 9 });
  p.down(22);
  row(p, cols, ['Material', '', '', '€'], { bold: true });
  const parts: Line[] = mats.map(([d, a]) => ({ desc: d, qty: 1, unit: a, amount: a }));
  for (const t of parts) {
    p.down(12);
    row(p, cols, [t.desc, '', '', money(t.amount, 'EUR', 'de', 'bare')]);
  }
  const mat = total(parts);
  p.down(13);
  row(p, cols, ['Material gesamt', '', '', money(mat, 'EUR', 'de', 'bare')], { bold: true, size: 9 });
  const net = r2(lohn + mat);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const n = rng.int(1, 3);
  const ab: [string, number][] = [];
  for (let i = 0; i < n; i++) ab.push([fd(addDays(date, -30 * (n - i) - rng.int(0, 20)), 'de'), r2(Math.round((gross * 0.2) / 100) * 100)]);
  const paid = r2(ab.reduce((a, [, v]) => a + v, 0));
  const tc = [{ x: 300 }, { x: 555, align: 'right' as const }];
  p.down(26);
  row(p, tc, ['Gesamtleistung netto', money(net, 'EUR', 'de', 'bare')]);
  p.down(13);
  row(p, tc, [`zzgl. ${vat} % USt.`, money(tax, 'EUR', 'de', 'bare')]);
  p.down(13);
  row(p, tc, ['Gesamtbetrag brutto', money(gross, 'EUR', 'de', 'bare')], { bold: true });
  ab.forEach(([d, v], i) => {
    p.down(13);
    row(p, tc, [`abzgl. ${i + 1}. Abschlagsrechnung vom ${d}`, `-${money(v, 'EUR', 'de', 'bare')}`]);
  });
  p.down(15);
  row(p, tc, ['Verbleibende Restforderung', money(r2(gross - paid), 'EUR', 'de', 'bare')], { bold: true });
  p.down(30).text(40, 'Die Abschlagszahlungen enthalten die Umsatzsteuer. Zahlungsziel: 10 Tage netto.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lohn,
    partsCost: mat,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
  });
}

/** Innsbruck, 1980–2001 in Schilling: a long list in two halves with Übertrag, sums for Arbeit and Material. */
export function innsbruckUebertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2001);
  const y = Number(date.slice(0, 4));
  const shop = `Autohaus ${surname(rng, 'tirol')} Ges.m.b.H.`;
  const [a1, a2] = address(rng, 'tirol');
  const c = car(rng, 'de', y);
  const rate = rng.int(420, 880);
  const km = rng.int(30000, 210000);
  p.y = 44;
  p.text(297, shop, { size: 14, bold: true, align: 'center', serif: true });
  p.down(12).text(297, `${a1} · ${a2} · Reparatur aller Marken`, { size: 8, align: 'center' });
  p.y = 100;
  p.text(40, `Rechnung Nr. ${digits(rng, 4)}/${String(y).slice(2)}`, { bold: true });
  p.text(555, `Innsbruck, am ${fd(date, 'de')}`, { align: 'right', size: 9 });
  p.down(14).text(40, `${c.make} ${c.model}  ·  ${plate(rng, 'tirol')}  ·  km ${km}`, { size: 9 });
  const jobs = rng.some(JOBS_DE, 3);
  const lines: (Line & { kind: 'A' | 'M' })[] = [];
  for (const j of jobs) {
    const l = jobLines(rng, j, rate, 11);
    lines.push(...l.work.map((w) => ({ ...w, kind: 'A' as const })), ...l.parts.map((t) => ({ ...t, kind: 'M' as const })));
  }
  const half = Math.ceil(lines.length / 2);
  const cols = [{ x: 40 }, { x: 52 }, { x: 440, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(22);
  row(p, cols, ['', 'Text', 'Arbeit S', 'Material S'], { bold: true });
  let sa = 0;
  let sm = 0;
  lines.forEach((l, i) => {
    if (i === half) {
      p.down(14);
      row(p, cols, ['', 'Übertrag', money(r2(sa), 'ATS', 'de', 'bare'), money(r2(sm), 'ATS', 'de', 'bare')], { bold: true });
      p.down(8);
      hline(p, 40, 515);
      p.down(14);
      row(p, cols, ['', 'Übertrag', money(r2(sa), 'ATS', 'de', 'bare'), money(r2(sm), 'ATS', 'de', 'bare')], { bold: true });
    }
    p.down(12);
    const txt = l.kind === 'A' ? `${l.desc} (${hrs(l.qty, 'de')} Std.)` : `${l.qty} x ${l.desc}`;
    row(p, cols, [l.kind, txt, l.kind === 'A' ? money(l.amount, 'ATS', 'de', 'bare') : '', l.kind === 'M' ? money(l.amount, 'ATS', 'de', 'bare') : '']);
    if (l.kind === 'A') sa += l.amount;
    else sm += l.amount;
  });
  sa = r2(sa);
  sm = r2(sm);
  const net = r2(sa + sm);
  const vat = vatAT(y);
  const tax = r2((net * vat) / 100);
  const exact = r2(net + tax);
  const gross = Math.round(exact);
  p.down(18);
  hline(p, 300, 255, p.y - 9);
  row(p, cols, ['', 'Summe Arbeit / Summe Material', money(sa, 'ATS', 'de', 'bare'), money(sm, 'ATS', 'de', 'bare')], { bold: true });
  const tc = [{ x: 300 }, { x: 555, align: 'right' as const }];
  p.down(14);
  row(p, tc, ['Nettobetrag', `S ${money(net, 'ATS', 'de', 'bare')}`]);
  p.down(13);
  row(p, tc, [`+ ${vat} % USt.`, `S ${money(tax, 'ATS', 'de', 'bare')}`]);
  if (gross !== exact) {
    p.down(13);
    row(p, tc, ['Rundung', `S ${money(r2(gross - exact), 'ATS', 'de', 'bare')}`]);
  }
  p.down(15);
  row(p, tc, ['Endbetrag', `S ${money(gross, 'ATS', 'de', 'bare')}`], { bold: true });
  p.down(26).text(40, 'A = Arbeit, M = Material. Betrag dankend erhalten:  ____________________', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: sa,
    partsCost: sm,
    totalCost: gross,
    workPerformed: lines.filter((l) => l.kind === 'A').map((l) => l.desc),
    partsUsed: lines.filter((l) => l.kind === 'M').map((l) => l.desc),
    serviceMileage: km,
  });
}

/** Graz, 2002–2025: a Werkstatt bill with Umweltpauschale and Kleinmaterial, Skonto terms printed with the amounts. */
export function grazSkonto(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2025);
  const y = Number(date.slice(0, 4));
  const shop = `Kfz-Technik ${surname(rng, 'steiermark')} KG`;
  const [a1, a2] = address(rng, 'steiermark');
  const c = car(rng, 'de', y);
  const rate = rng.int(72, 128);
  const km = rng.int(30000, 260000);
  p.y = 50;
  p.box(40, 34, 515, 40);
  p.text(50, shop, { size: 13, bold: true, y: 52 });
  p.text(50, `${a1}, ${a2} · UID ATU${digits(rng, 8)}`, { size: 8, y: 66 });
  p.y = 110;
  p.text(40, `Rechnung ${digits(rng, 6)}`, { size: 12, bold: true });
  p.down(16).text(40, `Datum: ${fd(date, 'de')}     Fahrzeug: ${c.make} ${c.model}     Kennzeichen: ${plate(rng, 'steiermark')}     km: ${km}`, { size: 8.5 });
  const job = rng.pick(JOBS_DE);
  const job2 = rng.pick(JOBS_DE.filter((j) => j !== job));
  const a = jobLines(rng, job, rate, 1);
  const b = jobLines(rng, job2, rate, 1);
  const work = [...a.work, ...b.work];
  const parts = [...a.parts, ...b.parts];
  const cols = [{ x: 40 }, { x: 370, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(22);
  row(p, cols, ['Position', 'Menge', 'Preis', 'Gesamt'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  for (const w of work) {
    p.down(13);
    row(p, cols, [w.desc, `${hrs(w.qty, 'de')} h`, money(w.unit, 'EUR', 'de', 'bare'), money(w.amount, 'EUR', 'de', 'bare')]);
  }
  for (const t of parts) {
    p.down(13);
    row(p, cols, [t.desc, `${t.qty} Stk`, money(t.unit, 'EUR', 'de', 'bare'), money(t.amount, 'EUR', 'de', 'bare')]);
  }
  const lohn = total(work);
  const teile = total(parts);
  const umwelt = r2(rng.int(350, 900) / 100);
  const klein = r2(Math.min(25, lohn * 0.03));
  p.down(13);
  row(p, cols, ['Umweltpauschale (Altöl, Filter)', '1', money(umwelt, 'EUR', 'de', 'bare'), money(umwelt, 'EUR', 'de', 'bare')]);
  p.down(13);
  row(p, cols, ['Kleinmaterial 3 % vom Lohn', '', '', money(klein, 'EUR', 'de', 'bare')]);
  const net = r2(lohn + teile + umwelt + klein);
  const vat = vatAT(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const sk = rng.pick([2, 3]);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  p.down(24);
  row(p, tc, ['Arbeitslohn', money(lohn, 'EUR', 'de', 'post')]);
  p.down(13);
  row(p, tc, ['Ersatzteile', money(teile, 'EUR', 'de', 'post')]);
  p.down(13);
  row(p, tc, ['Nebenkosten', money(r2(umwelt + klein), 'EUR', 'de', 'post')]);
  p.down(13);
  row(p, tc, ['Summe netto', money(net, 'EUR', 'de', 'post')]);
  p.down(13);
  row(p, tc, [`${vat} % USt.`, money(tax, 'EUR', 'de', 'post')]);
  p.down(15);
  row(p, tc, ['Rechnungsbetrag', money(gross, 'EUR', 'de', 'post')], { bold: true });
  p.down(30).text(40, `Zahlungsbedingungen: innerhalb 8 Tagen abzüglich ${sk} % Skonto (${money(r2((gross * sk) / 100), 'EUR', 'de', 'post')}),`, {
    size: 8.5,
  });
  p.down(11).text(40, `zahlbar somit ${money(r2(gross - (gross * sk) / 100), 'EUR', 'de', 'post')}; innerhalb 30 Tagen netto.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: km,
  });
}

/** Bern, 1996–2026: a garage's bill in CHF, jobs as sections, Rabatt on the whole, MWST, rounded to 5 Rappen. */
export function bernRundung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const y = Number(date.slice(0, 4));
  const shop = `Garage ${surname(rng, 'bern')} AG`;
  const [a1, a2] = address(rng, 'bern');
  const c = car(rng, 'de', y);
  const rate = rng.int(95, 165);
  const km = rng.int(20000, 230000);
  p.y = 46;
  p.text(40, shop, { size: 14, bold: true });
  p.text(555, `${a1}\u2003${a2}`, { size: 8, align: 'right', y: 46 });
  p.y = 100;
  p.text(360, person(rng, 'bern')).down(12).text(360, address(rng, 'bern')[0]).down(12).text(360, address(rng, 'bern')[1]);
  p.y = 160;
  p.text(40, `Rechnung ${digits(rng, 6)}`, { bold: true, size: 12 });
  p.down(15).text(
    40,
    `${a2.replace(/^CH-\d+ /, '')}, ${fd(date, 'de')}  —  ${c.make} ${c.model}, Kontrollschild ${plate(rng, 'bern')}, km ${km.toLocaleString('de-CH')}`,
    { size: 8.5 },
  );
  const jobs = rng.some(JOBS_DE, rng.int(2, 3));
  const work: Line[] = [];
  const parts: Line[] = [];
  const cols = [{ x: 40 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(10);
  for (const j of jobs) {
    const l = jobLines(rng, j, rate, 1.6);
    p.down(18).text(40, j.title.toUpperCase(), { bold: true, size: 9 });
    for (const w of l.work) {
      p.down(12);
      row(p, cols, [w.desc, `${w.qty.toFixed(2)} h`, money(w.unit, 'CHF', 'ch', 'bare'), money(w.amount, 'CHF', 'ch', 'bare')]);
    }
    for (const t of l.parts) {
      p.down(12);
      row(p, cols, [t.desc, `${t.qty} St.`, money(t.unit, 'CHF', 'ch', 'bare'), money(t.amount, 'CHF', 'ch', 'bare')]);
    }
    p.down(12);
    row(p, cols, ['', '', 'Total', money(r2(total(l.work) + total(l.parts)), 'CHF', 'ch', 'bare')], { bold: true, size: 8.5 });
    work.push(...l.work);
    parts.push(...l.parts);
  }
  const sub = r2(total(work) + total(parts));
  const pct = rng.pick([3, 5, 8]);
  const disc = r2((sub * pct) / 100);
  const net = r2(sub - disc);
  const vat = vatCH(y);
  const tax = r2((net * vat) / 100);
  const exact = r2(net + tax);
  const gross = r05(exact);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  p.down(24);
  row(p, tc, ['Zwischentotal', money(sub, 'CHF', 'ch', 'bare')]);
  p.down(13);
  row(p, tc, [`Rabatt ${pct} %`, `-${money(disc, 'CHF', 'ch', 'bare')}`]);
  p.down(13);
  row(p, tc, ['Total exkl. MWST', money(net, 'CHF', 'ch', 'bare')]);
  p.down(13);
  row(p, tc, [`MWST ${vat} %`, money(tax, 'CHF', 'ch', 'bare')]);
  p.down(13);
  row(p, tc, ['Rundungsdifferenz', money(r2(gross - exact), 'CHF', 'ch', 'bare')]);
  p.down(15);
  row(p, tc, ['Total CHF', money(gross, 'CHF', 'ch', 'bare')], { bold: true, size: 10.5 });
  p.down(28).text(40, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: km,
  });
}

/** Luzern, 2000–2026: a Korrekturrechnung that replaces an earlier bill; the corrected lines and totals, the difference. */
export function luzernKorrektur(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2026);
  const y = Number(date.slice(0, 4));
  const orig = addDays(date, -rng.int(5, 40));
  const shop = `Auto ${surname(rng, 'luzern')} GmbH`;
  const [a1, a2] = address(rng, 'luzern');
  const c = car(rng, 'de', y);
  const rate = rng.int(105, 160);
  const km = rng.int(30000, 190000);
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true }).down(12).text(40, `${a1}, ${a2}`, { size: 8 });
  p.y = 120;
  p.text(40, 'KORREKTURRECHNUNG', { size: 15, bold: true });
  const oldNr = digits(rng, 5);
  p.down(16).text(40, `Nr. K-${digits(rng, 4)} vom ${fd(date, 'de')} — ersetzt Rechnung Nr. ${oldNr} vom ${fd(orig, 'de')}`, { size: 9 });
  p.down(13).text(40, `Grund der Korrektur: ${rng.pick(['falscher Stundensatz verrechnet', 'Teil doppelt verrechnet', 'Rabatt nicht berücksichtigt'])}`, {
    size: 9,
  });
  p.down(13).text(40, `Auftrag ausgeführt am ${fd(orig, 'de')} · ${c.make} ${c.model} · ${plate(rng, 'luzern')} · km ${km}`, { size: 9 });
  const l = jobLines(rng, rng.pick(JOBS_DE), rate, 1.5);
  const cols = [{ x: 40 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(22);
  row(p, cols, ['Leistung / Artikel', 'Menge', 'Ansatz', 'CHF'], { bold: true });
  for (const w of [...l.work, ...l.parts]) {
    p.down(12);
    row(p, cols, [
      w.desc,
      l.work.includes(w) ? `${w.qty.toFixed(2)} Std.` : String(w.qty),
      money(w.unit, 'CHF', 'ch', 'bare'),
      money(w.amount, 'CHF', 'ch', 'bare'),
    ]);
  }
  const lohn = total(l.work);
  const teile = total(l.parts);
  const net = r2(lohn + teile);
  const vat = vatCH(y);
  const tax = r2((net * vat) / 100);
  const gross = r05(net + tax);
  const oldGross = r05(gross + rng.int(40, 260));
  const tc = [{ x: 300 }, { x: 555, align: 'right' as const }];
  p.down(22);
  row(p, tc, ['Arbeit', money(lohn, 'CHF', 'ch', 'bare')]);
  p.down(13);
  row(p, tc, ['Material', money(teile, 'CHF', 'ch', 'bare')]);
  p.down(13);
  row(p, tc, [`MWST ${vat} % auf ${money(net, 'CHF', 'ch', 'bare')}`, money(tax, 'CHF', 'ch', 'bare')]);
  p.down(15);
  row(p, tc, ['Korrigierter Rechnungsbetrag', money(gross, 'CHF', 'ch', 'bare')], { bold: true });
  p.down(20);
  row(p, tc, [`bisher verrechnet (Rg. ${oldNr})`, money(oldGross, 'CHF', 'ch', 'bare')], { size: 8.5 });
  p.down(12);
  row(p, tc, ['Differenz zu Ihren Gunsten', money(r2(oldGross - gross), 'CHF', 'ch', 'bare')], { size: 8.5 });
  p.down(26).text(40, 'Die Differenz wird Ihnen gutgeschrieben bzw. zurückerstattet. Wir bitten das Versehen zu entschuldigen.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: orig,
    shopName: shop,
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    workPerformed: names(l.work),
    partsUsed: names(l.parts),
    serviceMileage: km,
  });
}

/** Kassel, 1990–2015: a Kulanz bill — the workshop bears a share; the customer's share is what is billed. */
export function kasselKulanz(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2015);
  const y = Number(date.slice(0, 4));
  const cur = deCur(y);
  const shop = `Autohaus ${surname(rng, 'hessen')} GmbH & Co. KG`;
  const [a1, a2] = address(rng, 'hessen');
  const c = car(rng, 'de', y);
  const rate = rng.int(55, 115);
  const km = rng.int(20000, 160000);
  const scale = cur === 'DM' ? 1.9 : 1;
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true });
  p.down(12).text(40, `${a1} · ${a2}`, { size: 8 });
  p.y = 110;
  p.text(40, 'Rechnung — Kulanzabwicklung', { size: 13, bold: true });
  p.down(16).text(40, `Rechnungsnummer ${digits(rng, 7)}   Datum ${fd(date, 'de')}   Kunde ${person(rng, 'hessen')}`, { size: 9 });
  p.down(13).text(40, `${c.make} ${c.model}   amtl. Kennz. ${plate(rng, 'hessen')}   Laufleistung ${km} km`, { size: 9 });
  const l = jobLines(rng, rng.pick(JOBS_DE), rate, scale);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(22);
  row(p, cols, ['Leistung', 'AW / Menge', cur === 'DM' ? 'DM' : 'EUR'], { bold: true });
  for (const w of l.work) {
    p.down(12);
    row(p, cols, [w.desc, `${Math.round(w.qty * 10)} AW`, money(w.amount, cur, 'de', 'bare')]);
  }
  for (const t of l.parts) {
    p.down(12);
    row(p, cols, [t.desc, `${t.qty}`, money(t.amount, cur, 'de', 'bare')]);
  }
  const lohn = total(l.work);
  const teile = total(l.parts);
  const kl = rng.pick([50, 70, 100]);
  const kt = rng.pick([30, 50]);
  const kulanz = r2((lohn * kl) / 100 + (teile * kt) / 100);
  const net = r2(lohn + teile - kulanz);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const tc = [{ x: 300 }, { x: 555, align: 'right' as const }];
  p.down(24);
  row(p, tc, ['Lohn gesamt', money(lohn, cur, 'de', 'bare')]);
  p.down(13);
  row(p, tc, ['Teile gesamt', money(teile, cur, 'de', 'bare')]);
  p.down(13);
  row(p, tc, [`Kulanzanteil Werk/Händler (${kl} % Lohn, ${kt} % Teile)`, `-${money(kulanz, cur, 'de', 'bare')}`]);
  p.down(13);
  row(p, tc, ['Kundenanteil netto', money(net, cur, 'de', 'bare')]);
  p.down(13);
  row(p, tc, [`MwSt. ${vat} %`, money(tax, cur, 'de', 'bare')]);
  p.down(15);
  row(p, tc, [`Zu zahlender Betrag ${cur === 'DM' ? 'DM' : 'EUR'}`, money(gross, cur, 'de', 'bare')], { bold: true });
  p.down(28).text(40, 'Die Kulanz erfolgt ohne Anerkennung einer Rechtspflicht.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    workPerformed: names(l.work),
    partsUsed: names(l.parts),
    serviceMileage: km,
  });
}

/** Pforzheim, 1975–1986: a typed bill with separate Lohn and Material columns, an Austauschteil's Altteil credited, Nachlass. */
export function pforzheimSchreibmaschine(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 1986);
  const y = Number(date.slice(0, 4));
  const shop = `Reparaturwerkstätte ${person(rng, 'baden')}`;
  const [a1, a2] = address(rng, 'baden');
  const c = car(rng, 'de', y);
  const rate = rng.int(28, 58);
  const km = rng.int(30000, 180000);
  p.y = 50;
  p.text(297, shop, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, `${a1} — ${a2} — Fernruf ${digits(rng, 5)}`, { size: 8.5, serif: true, align: 'center' });
  p.y = 110;
  p.text(40, `RECHNUNG Nr. ${digits(rng, 4)}`, { serif: true, bold: true });
  p.text(555, `${a2.replace(/^\d+ /, '')}, ${fd(date, 'de2')}`, { serif: true, align: 'right', size: 9.5 });
  p.down(16).text(40, `Für Reparatur an Ihrem ${c.make} ${c.model}, pol. Kennz. ${plate(rng, 'baden')}, km-Stand ${km}:`, { serif: true, size: 9.5 });
  const [ja, jb] = rng.some(JOBS_DE, 2);
  const l = jobLines(rng, ja, rate, 1.7);
  const l2 = jobLines(rng, jb, rate, 1.7, { parts: 1 });
  const work = [...l.work, ...l2.work];
  const parts = [...l.parts, ...l2.parts];
  const ex = { desc: 'Austausch-Anlasser', qty: 1, unit: r2(rng.int(120, 240)), amount: 0 };
  ex.amount = ex.unit;
  const hasEx = rng.chance(0.7);
  if (hasEx) parts.push(ex);
  const cols = [{ x: 40 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.down(22);
  row(p, cols, ['', 'Lohn DM', 'Material DM'], { serif: true, bold: true });
  for (const w of work) {
    p.down(13);
    row(p, cols, [`${w.desc}, ${hrs(w.qty, 'de')} Std.`, money(w.amount, 'DM', 'de', 'bare'), ''], { serif: true, size: 9.5 });
  }
  for (const t of parts) {
    p.down(13);
    row(p, cols, [`${t.qty} ${t.desc}`, '', money(t.amount, 'DM', 'de', 'bare')], { serif: true, size: 9.5 });
  }
  const lohn = total(work);
  const mat = total(parts);
  p.down(15);
  hline(p, 400, 155, p.y - 10);
  row(p, cols, ['', money(lohn, 'DM', 'de', 'bare'), money(mat, 'DM', 'de', 'bare')], { serif: true, bold: true });
  const alt = hasEx ? r2(Math.round(ex.unit * 0.3)) : 0;
  const nachlass = r2(rng.int(1, 6) * 5);
  const net = r2(lohn + mat - alt - nachlass);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const tc = [{ x: 280 }, { x: 555, align: 'right' as const }];
  p.down(18);
  row(p, tc, ['Lohn und Material zusammen', money(r2(lohn + mat), 'DM', 'de', 'bare')], { serif: true });
  if (alt) {
    p.down(13);
    row(p, tc, ['abzügl. Altteilvergütung Anlasser', `- ${money(alt, 'DM', 'de', 'bare')}`], { serif: true });
  }
  p.down(13);
  row(p, tc, ['abzügl. Nachlass', `- ${money(nachlass, 'DM', 'de', 'bare')}`], { serif: true });
  p.down(13);
  row(p, tc, [`+ ${vat} % Mehrwertsteuer aus ${money(net, 'DM', 'de', 'bare')}`, money(tax, 'DM', 'de', 'bare')], { serif: true });
  p.down(15);
  row(p, tc, ['Endsumme DM', money(gross, 'DM', 'de', 'bare')], { serif: true, bold: true });
  p.down(40).text(300, 'Betrag erhalten', { serif: true, size: 9 });
  stamp(p, 380, p.y + 10, [shop.replace('Reparaturwerkstätte ', ''), 'BEZAHLT', fd(date, 'de2')], 140);
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lohn,
    partsCost: mat,
    totalCost: gross,
    workPerformed: names(work),
    partsUsed: names(parts),
    serviceMileage: km,
  });
}

/** Trier, 2002–2024: page 2 of 2 of a bill — the Übertrag of Lohn and Teile from page 1, further lines, the end sums. */
export function trierSeiteZwei(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2024);
  const y = Number(date.slice(0, 4));
  const shop = `Autowerkstatt ${surname(rng, 'rheinland')} Trier`;
  const c = car(rng, 'de', y);
  const rate = rng.int(60, 105);
  const nr = digits(rng, 6);
  p.y = 40;
  p.text(40, shop, { size: 10, bold: true });
  p.text(555, `Rechnung ${nr} vom ${fd(date, 'de')} — Seite 2 von 2`, { size: 8.5, align: 'right' });
  p.down(12).text(40, `${c.make} ${c.model}`, { size: 8.5 });
  const carL = r2(rng.int(180, 900) + rng.int(0, 99) / 100);
  const carT = r2(rng.int(120, 1400) + rng.int(0, 99) / 100);
  const cols = [{ x: 40 }, { x: 380, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.y = 90;
  row(p, cols, ['Pos. / Bezeichnung', 'Menge', 'Lohn €', 'Teile €'], { bold: true });
  p.down(14);
  row(p, cols, ['Übertrag von Seite 1', '', money(carL, 'EUR', 'de', 'bare'), money(carT, 'EUR', 'de', 'bare')], { bold: true });
  const l = jobLines(rng, rng.pick(JOBS_DE), rate, 1);
  let pos = rng.int(9, 16);
  for (const w of l.work) {
    p.down(13);
    row(p, cols, [`${pos++}  ${w.desc}`, `${hrs(w.qty, 'de')} h`, money(w.amount, 'EUR', 'de', 'bare'), '']);
  }
  for (const t of l.parts) {
    p.down(13);
    row(p, cols, [`${pos++}  ${t.desc}`, `${t.qty}`, '', money(t.amount, 'EUR', 'de', 'bare')]);
  }
  const lohn = r2(carL + total(l.work));
  const teile = r2(carT + total(l.parts));
  p.down(16);
  hline(p, 380, 175, p.y - 10);
  row(p, cols, ['Summen', '', money(lohn, 'EUR', 'de', 'bare'), money(teile, 'EUR', 'de', 'bare')], { bold: true });
  const net = r2(lohn + teile);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  p.down(22);
  row(p, tc, ['Nettobetrag', money(net, 'EUR', 'de', 'post')]);
  p.down(13);
  row(p, tc, [`MwSt. ${vat} %`, money(tax, 'EUR', 'de', 'post')]);
  p.down(15);
  row(p, tc, ['Gesamtbetrag', money(gross, 'EUR', 'de', 'post')], { bold: true });
  p.down(30).text(40, 'Zahlbar innerhalb von 14 Tagen ohne Abzug. Es gelten unsere Reparaturbedingungen (Kfz-Gewerbe).', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    workPerformed: names(l.work),
    partsUsed: names(l.parts),
  });
}
