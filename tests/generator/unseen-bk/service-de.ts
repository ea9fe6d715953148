/**
 * German-language service bills on printed stationery: the stationer's bill pad in DM | Pf, a receipt pad used as a
 * bill, carbonless work orders with tick lists, an Austrian Paragon in Schilling, a Swiss Simplex form, a tyre dealer's
 * delivery-note-and-bill set, an Arbeitswert order of the late sixties, a filling station's slip of the early sixties,
 * the modern invoice set and an Austrian hours-and-material pad.
 */
import { addDays, doc, fd, num, r05, r2, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, curDe, DE_FIRST, DE_LAST, digits, Form, phone, place, plate, price, wordsDe } from './kit';
import { jobs, kmFor, svc, texts, total, type Line } from './lines';

const kmDe = (n: number) => num(n, 'de').slice(0, -3);

/** The stationer's "Rechnung" pad, DM and Pf in split columns, the garage's rubber stamp at the head. */
export function rechnungsblockDM(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.6) });
  const date = rng.date(1972, 2001);
  const year = yearOf(date);
  const pl = place(rng, 'DE');
  const master = `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
  const shop = rng.pick([`Kfz-Werkstatt ${master}`, `Autoreparatur ${master.split(' ')[1]}`, `${master.split(' ')[1]} & Sohn`]);
  const c = car(rng, 'de', year);
  const km = kmFor(rng, c.built, year);
  const j = jobs(rng, 'de', 'DM', year, [1, 3]);
  const lines = rng.chance(0.5) ? [...j.work, ...j.parts] : [...j.parts, ...j.work];
  const net = total(lines);
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  f.stamp(42, 40, [shop, pl.street, pl.line, `Tel. ${phone(rng, 'DE', year)}`]);
  f.cap(553, 62, 'RECHNUNG', 20, { bold: true, align: 'right', serif: true });
  f.cap(470, 84, 'Nr.', 8);
  f.cap(553, 84, digits(rng, 6), 11, { align: 'right' });
  let y = 140;
  f.field(42, y, 300, 'Herrn / Frau / Firma', `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`);
  f.field(370, y, 183, 'Datum', fd(date, rng.pick(['de', 'de2'] as const)));
  y += 22;
  f.field(42, y, 300, '', place(rng, 'DE').line);
  y += 22;
  f.field(42, y, 200, 'Fahrzeug', `${c.make} ${c.model}`);
  f.field(250, y, 130, 'Kennz.', plate(rng, 'DE', year));
  f.field(390, y, 163, 'km-Stand', kmDe(km));
  y += 24;
  const g = f.grid(42, y, [50, 250, 85, 85, 41], ['Menge', 'Gegenstand', 'Einzelpreis', 'DM', 'Pf'], 14, { rowH: 17 });
  lines.forEach((l, i) => {
    const ry = g.rowY(i);
    if (l.kind === 'part' && l.qty && l.qty > 1) f.ent(g.left[0] + 8, ry, `${l.qty}${l.unit ? ` ${l.unit}` : ''}`);
    else if (l.kind === 'part') f.ent(g.left[0] + 8, ry, '1');
    f.ent(g.left[1] + 6, ry, l.text);
    if (l.kind === 'part' && l.qty && l.qty > 1) f.ent(g.right[2] - 6, ry, num(l.unitPrice ?? 0, 'de'), { align: 'right' });
    f.split(g.left[4], ry, l.amount);
  });
  y = g.bottom;
  const rows: [string, number, boolean][] = [
    ['Summe', net, false],
    [`+ ${rate} % MwSt.`, vat, false],
    ['Endbetrag', gross, true],
  ];
  for (const [capt, v, bold] of rows) {
    f.frame(g.left[3], y, 126, 17, bold);
    f.vrule(g.left[4], y, 17);
    f.cap(g.left[3] - 6, y + 12, capt, 8, { align: 'right', bold });
    f.split(g.left[4], y + 12.5, v, { size: bold ? 10.5 : undefined });
    y += 17;
  }
  y += 30;
  f.cap(42, y, 'Betrag dankend erhalten', 7.5);
  f.rule(42, y + 22, 160);
  if (rng.chance(0.7)) f.ent(60, y + 18, rng.pick(['bar erhalten', `i. A. ${rng.pick(DE_LAST)}`, `${master.split(' ')[1]}`]));
  f.cap(42, y + 30, 'Unterschrift', 6);
  f.cap(553, 800, 'Zweckform Nr. 1713 · Rechnung mit Durchschrift', 5.5, { align: 'right' });
  return doc(
    f.p,
    'de',
    svc(
      shop,
      date,
      km,
      gross,
      lines.filter((l) => l.kind === 'work'),
      lines.filter((l) => l.kind === 'part'),
    ),
  );
}

/** A Quittung pad used as a bill: amount in DM and Pf, the sum in words, "für" the work, the net / MwSt boxes. */
export function quittungAlsRechnung(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 11, drift: 2.4 });
  const date = rng.date(1969, 1992);
  const year = yearOf(date);
  const pl = place(rng, 'DE');
  const name = rng.pick(DE_LAST);
  const shop = rng.pick([`Kfz-Meister ${rng.pick(DE_FIRST)} ${name}`, `Autowerkstatt ${name}`, `${name} Kraftfahrzeuge`]);
  const c = car(rng, 'de', year);
  const km = kmFor(rng, c.built, year);
  const j = jobs(rng, 'de', 'DM', year, [1, 2]);
  const net = r2(total(j.work) + total(j.parts));
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  const x0 = 70;
  const top = 80;
  f.frame(x0 - 18, top - 30, 480, 330);
  f.cap(x0, top, 'QUITTUNG', 18, { bold: true, serif: true });
  f.cap(x0 + 200, top - 2, 'Nr.', 8);
  f.ent(x0 + 220, top - 2, String(rng.int(1, 99)));
  f.cell(x0 + 300, top - 20, 110, 26, 'DM', num(Math.floor(gross), 'de').slice(0, -3), { align: 'right', size: 12 });
  f.cell(x0 + 410, top - 20, 42, 26, 'Pf', num(gross, 'de').slice(-2), { size: 12 });
  let y = top + 24;
  f.cap(x0 + 300, y, 'Netto DM', 7);
  f.ent(x0 + 450, y, num(net, 'de'), { align: 'right', size: 9 });
  f.cap(x0 + 300, y + 12, `+ ${rate} % MwSt. DM`, 7);
  f.ent(x0 + 450, y + 12, num(vat, 'de'), { align: 'right', size: 9 });
  f.cap(x0 + 300, y + 24, 'Gesamt DM', 7, { bold: true });
  f.ent(x0 + 450, y + 24, num(gross, 'de'), { align: 'right', size: 9 });
  y += 50;
  f.field(x0, y, 440, 'DM in Worten', `${wordsDe(gross)} ---- ${num(gross, 'de').slice(-2)}/100`);
  y += 26;
  f.field(x0, y, 440, 'von', `Herrn ${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}, ${place(rng, 'DE').town}`);
  y += 26;
  const fuer = `Rep. ${c.make} ${c.model}, ${plate(rng, 'DE', year)}, km-Stand ${kmDe(km)}:`;
  f.field(x0, y, 440, 'für', fuer);
  y += 22;
  const workText = texts(j.work).join(', ');
  const partText = `Mat.: ${texts(j.parts).join(', ')}`;
  f.rule(x0, y + 1.5, 440);
  f.ent(x0 + 8, y - 1, workText);
  y += 22;
  f.rule(x0, y + 1.5, 440);
  if (j.parts.length) f.ent(x0 + 8, y - 1, partText, { size: partText.length > 70 ? 9 : undefined });
  y += 22;
  f.cap(x0, y, 'richtig erhalten zu haben, bestätigt', 7.5);
  y += 26;
  f.field(x0, y, 200, 'Ort / Datum', `${pl.town}, ${fd(date, 'de2')}`);
  f.rule(x0 + 250, y + 1.5, 190);
  f.cap(x0 + 250, y + 10, 'Stempel / Unterschrift des Empfängers', 6);
  f.ent(x0 + 280, y - 3, rng.pick(DE_LAST));
  f.stamp(x0 + 262, y + 18, [shop, pl.street, pl.line], { size: 7.5 });
  return doc(f.p, 'de', svc(shop, date, km, gross, j.work, j.parts));
}

/** A carbonless work order ("Reparatur-Auftrag"): the printed tick list of routine jobs, parts below, Lohn and Material boxes. */
export function auftragDurchschreibesatz(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5), entSize: 9.5 });
  const date = rng.date(1990, 2016);
  const year = yearOf(date);
  const cur = curDe('DE', year);
  const pl = place(rng, 'DE');
  const shop = `${rng.pick(['Autoservice', 'Kfz-Technik', 'Auto-Werkstatt'])} ${rng.pick(DE_LAST)}${rng.chance(0.4) ? ' GmbH' : ''}`;
  const c = car(rng, 'de', year);
  const km = kmFor(rng, c.built, year);
  const checklist = [
    'Ölwechsel',
    'Ölfilter erneuert',
    'Luftfilter erneuert',
    'Zündkerzen erneuert',
    'Bremsflüssigkeit erneuert',
    'Kühlmittel geprüft',
    'Beleuchtung geprüft',
    'Reifendruck geprüft',
    'Keilriemen geprüft',
    'Abschmieren',
  ];
  const ticked = checklist.map(() => rng.chance(0.45));
  ticked[0] = true;
  const rate = price(rng, 40, cur, year, 0.5);
  const ticks = checklist.filter((_, i) => ticked[i]);
  const extra = jobs(rng, 'de', cur, year, [0, 1]).work.filter((w) => !w.text.startsWith('Ölwechsel'));
  const hours = Math.round((0.4 + ticks.length * 0.25 + extra.reduce((a, w) => a + (w.hours ?? 0), 0)) * 10) / 10;
  const labor = r2(hours * rate);
  const partDefs: [string, number, number][] = [['Motoröl 10W-40', rng.int(4, 6), 5]];
  if (ticked[1]) partDefs.push(['Ölfilter', 1, 9]);
  if (ticked[2]) partDefs.push(['Luftfilter', 1, 14]);
  if (ticked[3]) partDefs.push(['Zündkerzen', 4, 3.5]);
  if (ticked[4]) partDefs.push(['Bremsflüssigkeit DOT 4', 1, 8]);
  const parts: Line[] = partDefs.map(([t, q, b]) => {
    const up = price(rng, b, cur, year, 0.05);
    return { text: t, kind: 'part', qty: q, unitPrice: up, amount: r2(q * up) };
  });
  const mat = total(parts);
  const net = r2(labor + mat);
  const rateV = vatDE(year);
  const vat = r2((net * rateV) / 100);
  const gross = r2(net + vat);
  const cs = cur === 'EUR' ? '€' : 'DM';

  f.cap(42, 50, shop, 14, { bold: true });
  f.cap(42, 64, `Meisterbetrieb der Kfz-Innung · ${pl.street} · ${pl.line} · Tel. ${phone(rng, 'DE', year)}`, 7.5);
  f.rule(42, 72, 511);
  f.cap(42, 96, 'Reparatur-Auftrag / Rechnung', 13, { bold: true });
  f.cap(400, 96, 'Nr.', 8);
  f.cap(420, 96, `${rng.int(10, 99)} ${digits(rng, 4)}`, 11);
  let y = 112;
  f.cell(42, y, 200, 26, 'Auftraggeber', `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`);
  f.cell(242, y, 110, 26, 'Amtl. Kennzeichen', plate(rng, 'DE', year));
  f.cell(352, y, 100, 26, 'km-Stand', kmDe(km));
  f.cell(452, y, 101, 26, 'Datum', fd(date, 'de'));
  y += 26;
  f.cell(42, y, 200, 26, 'Fahrzeugtyp', `${c.make} ${c.model}`);
  f.cell(242, y, 210, 26, 'Fahrgestell-Nr.', '');
  f.cell(452, y, 101, 26, 'Fertig bis', rng.chance(0.5) ? `${rng.int(14, 18)}.00 Uhr` : '');
  y += 44;
  f.cap(42, y, 'Auszuführende Arbeiten (ausgeführte ankreuzen)', 8, { bold: true });
  y += 16;
  checklist.forEach((t, i) => {
    const cx = i % 2 === 0 ? 48 : 300;
    f.tick(cx, y + Math.floor(i / 2) * 15, t, ticked[i], 8);
  });
  y += Math.ceil(checklist.length / 2) * 15 + 4;
  f.cap(42, y, 'Sonstiges:', 8);
  f.rule(90, y + 1.5, 463);
  if (extra.length) f.ent(96, y - 1, extra.map((e) => e.text).join(', '));
  y += 16;
  f.rule(90, y + 1.5, 463);
  y += 20;
  const g = f.grid(42, y, [45, 270, 95, 101], ['Menge', 'Ersatzteile / Material', `Einzelpreis ${cs}`, `Betrag ${cs}`], 8);
  parts.forEach((pt, i) => {
    f.ent(g.left[0] + 22, g.rowY(i), String(pt.qty), { align: 'center' });
    f.ent(g.left[1] + 6, g.rowY(i), pt.text);
    f.ent(g.right[2] - 6, g.rowY(i), num(pt.unitPrice ?? 0, 'de'), { align: 'right' });
    f.ent(g.right[3] - 6, g.rowY(i), num(pt.amount, 'de'), { align: 'right' });
  });
  y = g.bottom + 16;
  const box = (capt: string, v: string, fill = false) => {
    f.frame(352, y - 12, 201, 17, fill);
    f.cap(358, y, capt, 8, { bold: fill });
    f.ent(547, y, v, { align: 'right' });
    y += 17;
  };
  f.cap(42, y, `Arbeitszeit: ${String(hours).replace('.', ',')} Std. à ${num(rate, 'de')} ${cs}`, 8);
  box(`Lohn ${cs}`, num(labor, 'de'));
  box(`Material ${cs}`, num(mat, 'de'));
  box(`Summe netto ${cs}`, num(net, 'de'));
  box(`+ ${rateV} % MwSt. ${cs}`, num(vat, 'de'));
  box(`Gesamtbetrag ${cs}`, num(gross, 'de'), true);
  y += 26;
  f.cap(42, y, 'Mit der Ausführung der Arbeiten einverstanden. Es gelten unsere Reparaturbedingungen.', 6.5);
  f.rule(42, y + 30, 180);
  f.cap(42, y + 38, 'Unterschrift Auftraggeber', 6);
  f.cap(553, 815, 'Durchschreibesatz 3-fach · Blatt 1 Kunde', 5.5, { align: 'right' });
  const work = [...ticks.map((t) => ({ text: t, kind: 'work' as const, amount: 0 })), ...extra];
  return doc(f.p, 'de', svc(shop, date, km, gross, work, parts, { laborCost: labor, partsCost: mat }));
}

/** An Austrian "Paragon" (cash docket) in Schilling, prices with USt included, the tax shown as "darin enthalten". */
export function paragonSchilling(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10.5, drift: 2.6 });
  const date = rng.date(1984, 2001);
  const year = yearOf(date);
  const pl = place(rng, 'AT');
  const shop = `Kfz-Werkstätte ${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
  const c = car(rng, 'de', year);
  const km = kmFor(rng, c.built, year);
  const j = jobs(rng, 'at', 'ATS', year, [1, 3]);
  const lines = [...j.work, ...j.parts].map((l) => ({ ...l, amount: r2(Math.round(l.amount * 1.2)) }));
  const gross = total(lines);
  const inVat = r2(gross - gross / 1.2);
  const x0 = 110;
  f.frame(x0 - 20, 36, 395, 560);
  f.cap(x0 + 177, 62, 'PARAGON', 16, { bold: true, align: 'center' });
  f.cap(x0 + 177, 76, `Nr. ${digits(rng, 5)}`, 9, { align: 'center' });
  f.stamp(x0, 88, [shop, pl.street, pl.line, `Tel. ${phone(rng, 'AT', year)}`], { size: 7.5 });
  let y = 170;
  f.field(x0, y, 355, 'Für', `${c.make} ${c.model} · ${plate(rng, 'AT', year)}`);
  y += 20;
  f.field(x0, y, 200, 'Kilometerstand', kmDe(km));
  f.field(x0 + 210, y, 145, 'Datum', fd(date, rng.pick(['de', 'de2'] as const)));
  y += 14;
  const g = f.grid(x0, y, [36, 229, 90], ['Stk.', 'Bezeichnung', 'S'], 16, { rowH: 16 });
  lines.forEach((l, i) => {
    if (l.kind === 'part') f.ent(g.left[0] + 18, g.rowY(i), String(l.qty ?? 1), { align: 'center' });
    f.ent(g.left[1] + 5, g.rowY(i), l.text, { size: l.text.length > 32 ? 9 : undefined });
    f.ent(g.right[2] - 6, g.rowY(i), num(l.amount, 'de'), { align: 'right' });
  });
  y = g.bottom;
  f.frame(g.left[2], y, 90, 18, true);
  f.cap(g.left[2] - 6, y + 13, 'Summe S', 9, { bold: true, align: 'right' });
  f.ent(g.right[2] - 6, y + 13, num(gross, 'de'), { align: 'right', bold: true });
  y += 32;
  f.cap(x0, y, 'Im Betrag sind 20 % USt. enthalten: S', 7.5);
  f.ent(x0 + 150, y, num(inVat, 'de'), { size: 9 });
  y += 16;
  f.cap(x0, y, 'Betrag erhalten:', 7.5);
  f.rule(x0 + 60, y + 1.5, 120);
  f.ent(x0 + 70, y - 2, rng.pick(['bar', 'dankend', '']));
  return doc(f.p, 'de', svc(shop, date, km, gross, j.work, j.parts));
}

/** A Swiss "Rechnung" form from the stationer: Arbeit and Material lines in two blocks, MWST, a five-Rappen total. */
export function simplexRechnungCH(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 1 });
  const date = rng.date(1995, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'CH');
  const shop = `Garage ${rng.pick(DE_LAST)} ${rng.pick(['AG', 'GmbH', '& Co.'])}`;
  const c = car(rng, 'de', year);
  const km = kmFor(rng, c.built, year);
  const j = jobs(rng, 'ch', 'CHF', year, [2, 3]);
  const labor = total(j.work);
  const mat = total(j.parts);
  const net = r2(labor + mat);
  const rate = vatCH(year);
  const vat = r2((net * rate) / 100);
  const exact = r2(net + vat);
  const gross = r05(exact);
  const ch = (n: number) => num(n, 'ch');

  f.cap(42, 52, shop, 15, { bold: true, serif: true });
  f.cap(42, 66, `${pl.street} · ${pl.line} · ${phone(rng, 'CH', year)}`, 8);
  f.cap(42, 78, `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`, 7);
  f.cap(330, 120, 'Herrn / Frau', 7);
  f.ent(330, 136, `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`);
  f.ent(330, 149, place(rng, 'CH').street);
  f.ent(330, 162, place(rng, 'CH').line);
  f.cap(42, 150, 'Rechnung', 16, { bold: true });
  let y = 190;
  f.cell(42, y, 130, 24, 'Datum', fd(date, 'de'));
  f.cell(172, y, 110, 24, 'Kontrollschild', plate(rng, 'CH', year));
  f.cell(282, y, 150, 24, 'Marke / Typ', `${c.make} ${c.model}`);
  f.cell(432, y, 121, 24, 'Km-Stand', num(km, 'ch').slice(0, -3));
  y += 44;
  const g1 = f.grid(42, y, [320, 50, 70, 71], ['Arbeit', 'Std.', 'Ansatz', 'Fr.'], 5);
  j.work.forEach((w, i) => {
    f.ent(g1.left[0] + 6, g1.rowY(i), w.text);
    f.ent(g1.right[1] - 6, g1.rowY(i), (w.hours ?? 0).toFixed(1), { align: 'right' });
    f.ent(g1.right[2] - 6, g1.rowY(i), ch(w.unitPrice ?? 0), { align: 'right' });
    f.ent(g1.right[3] - 6, g1.rowY(i), ch(w.amount), { align: 'right' });
  });
  y = g1.bottom;
  f.frame(g1.left[3], y, 71, 16);
  f.cap(g1.left[3] - 6, y + 11.5, 'Total Arbeit', 8, { align: 'right' });
  f.ent(g1.right[3] - 6, y + 11.5, ch(labor), { align: 'right' });
  y += 30;
  const g2 = f.grid(42, y, [320, 50, 70, 71], ['Material', 'Menge', 'Preis', 'Fr.'], 7);
  j.parts.forEach((pt, i) => {
    f.ent(g2.left[0] + 6, g2.rowY(i), pt.text);
    f.ent(g2.right[1] - 6, g2.rowY(i), String(pt.qty), { align: 'right' });
    f.ent(g2.right[2] - 6, g2.rowY(i), ch(pt.unitPrice ?? 0), { align: 'right' });
    f.ent(g2.right[3] - 6, g2.rowY(i), ch(pt.amount), { align: 'right' });
  });
  y = g2.bottom;
  f.frame(g2.left[3], y, 71, 16);
  f.cap(g2.left[3] - 6, y + 11.5, 'Total Material', 8, { align: 'right' });
  f.ent(g2.right[3] - 6, y + 11.5, ch(mat), { align: 'right' });
  y += 34;
  const tot: [string, number, boolean][] = [
    ['Total exkl. MWST', net, false],
    [`MWST ${String(rate).replace('.', ',')} %`, vat, false],
  ];
  if (gross !== exact) tot.push(['Rundung', r2(gross - exact), false]);
  tot.push(['Total Fr.', gross, true]);
  for (const [capt, v, b] of tot) {
    f.frame(g2.left[3], y, 71, 16, b);
    f.cap(g2.left[3] - 6, y + 11.5, capt, 8, { align: 'right', bold: b });
    f.ent(g2.right[3] - 6, y + 11.5, ch(v), { align: 'right' });
    y += 16;
  }
  y += 24;
  f.cap(42, y, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', 7.5);
  return doc(f.p, 'de', svc(shop, date, km, gross, j.work, j.parts, { laborCost: labor, partsCost: mat }));
}

/** A tyre dealer's "Lieferschein / Rechnung" set, the one word struck out; tyres and the fitting on one list. */
export function reifenLieferscheinRechnung(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5) });
  const date = rng.date(2002, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'DE');
  const shop = `Reifen-${rng.pick(DE_LAST)}${rng.chance(0.5) ? ' GmbH' : ''}`;
  const c = car(rng, 'de', 1985);
  const km = kmFor(rng, c.built, Math.min(year, c.built + 25));
  const size = rng.pick(['165 SR 15', '175/70 R 14', '185/70 VR 15', '205/70 VR 14', '155 R 15', '185/65 R 15']);
  const n = rng.pick([2, 4]);
  const tyre = price(rng, 70, 'EUR', year, 0.5);
  const lines: Line[] = [
    {
      text: `Reifen ${size} ${rng.pick(['Michelin XAS', 'Pirelli Cinturato', 'Vredestein Sprint Classic', 'Continental'])}`,
      kind: 'part',
      qty: n,
      unitPrice: tyre,
      amount: r2(n * tyre),
    },
    { text: 'Ventile', kind: 'part', qty: n, unitPrice: price(rng, 2.5, 'EUR', year, 0.05), amount: 0 },
    { text: 'Reifenmontage', kind: 'work', qty: n, unitPrice: price(rng, 6, 'EUR', year, 0.5), amount: 0 },
    { text: 'Auswuchten', kind: 'work', qty: n, unitPrice: price(rng, 5, 'EUR', year, 0.5), amount: 0 },
  ];
  if (rng.chance(0.5)) lines.push({ text: 'Altreifenentsorgung', kind: 'work', qty: n, unitPrice: price(rng, 2.5, 'EUR', year, 0.5), amount: 0 });
  for (const l of lines) l.amount = r2((l.qty ?? 1) * (l.unitPrice ?? 0));
  const net = total(lines);
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  f.cap(42, 50, shop, 16, { bold: true });
  f.cap(42, 63, `Reifen · Felgen · Auswuchten · ${pl.street} · ${pl.line}`, 8);
  let x = f.option(350, 100, 'Lieferschein', true, 13);
  f.cap(x + 6, 100, '/', 13);
  f.option(x + 16, 100, 'Rechnung', false, 13);
  let y = 130;
  f.field(42, y, 280, 'Kunde', `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`);
  f.field(350, y, 203, 'Datum', fd(date, 'de'));
  y += 22;
  f.field(42, y, 280, 'Fahrzeug', `${c.make} ${c.model}, ${plate(rng, 'DE', year)}`);
  f.field(350, y, 203, 'km', kmDe(km));
  y += 22;
  f.field(42, y, 280, 'Kunden-Nr.', '');
  f.field(350, y, 203, 'Auftr.-Nr.', digits(rng, 5));
  y += 18;
  const g = f.grid(42, y, [40, 270, 90, 111], ['Anz.', 'Artikel / Leistung', 'Einzelpreis €', 'Gesamt €'], 10);
  lines.forEach((l, i) => {
    f.ent(g.left[0] + 20, g.rowY(i), String(l.qty), { align: 'center' });
    f.ent(g.left[1] + 6, g.rowY(i), l.text);
    f.ent(g.right[2] - 6, g.rowY(i), num(l.unitPrice ?? 0, 'de'), { align: 'right' });
    f.ent(g.right[3] - 6, g.rowY(i), num(l.amount, 'de'), { align: 'right' });
  });
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Netto', net, false],
    [`MwSt. ${rate} %`, vat, false],
    ['Gesamt €', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[3], y, 111, 17, b);
    f.cap(g.left[3] - 6, y + 12, capt, 8.5, { align: 'right', bold: b });
    f.ent(g.right[3] - 6, y + 12, num(v, 'de'), { align: 'right' });
    y += 17;
  }
  y += 26;
  f.cap(42, y, 'Zahlung:', 8);
  x = f.option(82, y, 'bar', false, 8);
  x = f.option(x + 12, y, 'EC-Karte', rng.chance(0.5), 8);
  f.option(x + 12, y, 'Überweisung', true, 8);
  f.cap(42, y + 16, 'Radmuttern/-schrauben nach 50 km nachziehen!', 8, { bold: true });
  const work = lines.filter((l) => l.kind === 'work');
  const parts = lines.filter((l) => l.kind === 'part');
  return doc(f.p, 'de', svc(shop, date, km, gross, work, parts));
}

/** A late-sixties Arbeitswert order: work in AW units with their DM, parts apart, Lohn and Teile summed, then MwSt. */
export function arbeitswertAuftrag(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, capSerif: true, entSize: 9.5, drift: 1.2 });
  const date = rng.date(1969, 1977);
  const year = yearOf(date);
  const pl = place(rng, 'DE');
  const shop = `${rng.pick(['Autohaus', 'Vertragswerkstatt'])} ${rng.pick(DE_LAST)} ${rng.pick(['KG', 'GmbH', '& Co.'])}`;
  const c = car(rng, 'de', year, (m) => ['VW', 'Opel', 'Ford', 'Mercedes-Benz', 'BMW', 'NSU', 'Audi'].includes(m));
  const km = kmFor(rng, c.built, year);
  const j = jobs(rng, 'de', 'DM', year, [2, 3]);
  const awPrice = r2(j.rate / 10);
  const work = j.work.map((w) => {
    const aw = Math.max(2, Math.round((w.hours ?? 1) * 10));
    return { ...w, aw, amount: r2(aw * awPrice) };
  });
  const labor = total(work);
  const mat = total(j.parts);
  const net = r2(labor + mat);
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  f.cap(297, 48, shop, 15, { bold: true, align: 'center' });
  f.cap(297, 61, `${c.make}-Kundendienst · ${pl.street} · ${pl.line} · Fernruf ${phone(rng, 'DE', year)}`, 8, { align: 'center' });
  f.cap(42, 96, 'Werkstatt-Auftrag und Rechnung', 13, { bold: true });
  f.cap(430, 96, `Nr. ${digits(rng, 5)}`, 10);
  let y = 118;
  f.field(42, y, 300, 'Auftraggeber:', `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}, ${place(rng, 'DE').town}`);
  f.field(360, y, 193, 'Datum:', fd(date, 'de'));
  y += 20;
  f.field(42, y, 170, 'Typ:', c.model);
  f.field(220, y, 122, 'Pol. Kennz.:', plate(rng, 'DE', year));
  f.field(360, y, 193, 'Km-Stand:', kmDe(km));
  y += 22;
  const g = f.grid(42, y, [381, 50, 80], ['Ausgeführte Arbeiten', 'AW', 'DM'], 7, { rowH: 15 });
  work.forEach((w, i) => {
    f.ent(g.left[0] + 6, g.rowY(i), w.text);
    f.ent(g.right[1] - 8, g.rowY(i), String(w.aw), { align: 'right' });
    f.ent(g.right[2] - 6, g.rowY(i), num(w.amount, 'de'), { align: 'right' });
  });
  y = g.bottom;
  f.cap(42, y + 11, `1 AW = DM ${num(awPrice, 'de')}`, 7.5);
  f.frame(g.left[2], y, 80, 15);
  f.cap(g.left[2] - 6, y + 11, 'Summe Lohn', 8, { align: 'right', bold: true });
  f.ent(g.right[2] - 6, y + 11, num(labor, 'de'), { align: 'right' });
  y += 30;
  const g2 = f.grid(42, y, [50, 120, 261, 80], ['Menge', 'Teile-Nr.', 'Ersatzteile', 'DM'], 8, { rowH: 15 });
  j.parts.forEach((pt, i) => {
    f.ent(g2.left[0] + 25, g2.rowY(i), String(pt.qty), { align: 'center' });
    f.ent(g2.left[1] + 5, g2.rowY(i), `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}`);
    f.ent(g2.left[2] + 6, g2.rowY(i), pt.text);
    f.ent(g2.right[3] - 6, g2.rowY(i), num(pt.amount, 'de'), { align: 'right' });
  });
  y = g2.bottom;
  f.frame(g2.left[3], y, 80, 15);
  f.cap(g2.left[3] - 6, y + 11, 'Summe Teile', 8, { align: 'right', bold: true });
  f.ent(g2.right[3] - 6, y + 11, num(mat, 'de'), { align: 'right' });
  y += 30;
  for (const [capt, v, b] of [
    ['Lohn + Teile', net, false],
    [`Mehrwertsteuer ${rate} %`, vat, false],
    ['Rechnungsbetrag DM', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g2.left[3], y, 80, 16, b);
    f.cap(g2.left[3] - 6, y + 11.5, capt, 8.5, { align: 'right', bold: b });
    f.ent(g2.right[3] - 6, y + 11.5, num(v, 'de'), { align: 'right' });
    y += 16;
  }
  y += 26;
  f.cap(42, y, 'Zahlbar sofort ohne Abzug. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', 7);
  return doc(f.p, 'de', svc(shop, date, km, gross, work, j.parts, { laborCost: labor, partsCost: mat }));
}

/** A filling station's slip of the early sixties (no MwSt yet): the printed fuel, oil and service rows, some left empty. */
export function tankstellenZettel(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 11, drift: 2.6 });
  const date = rng.date(1961, 1967);
  const year = yearOf(date);
  const pl = place(rng, 'DE');
  const brand = rng.pick(['ARAL', 'BP', 'Esso', 'Shell', 'Gasolin']);
  const shop = `${brand}-Tankstelle ${rng.pick(DE_LAST)}`;
  const c = car(rng, 'de', year, (m) => ['VW', 'Opel', 'Ford', 'Mercedes-Benz', 'BMW'].includes(m));
  const km = kmFor(rng, c.built, year);
  const oilL = rng.int(3, 5);
  const rows: [string, string, Line | null][] = [
    ['Kraftstoff', 'Ltr.', null],
    ['Motorenöl', 'Ltr.', { text: 'Motorenöl', kind: 'part', qty: oilL, amount: r2(oilL * price(rng, 3, 'DM', year, 0.05)) }],
    ['Ölwechsel', '', { text: 'Ölwechsel', kind: 'work', amount: price(rng, 6, 'DM', year, 0.5) }],
    ['Abschmieren', '', rng.chance(0.8) ? { text: 'Abschmieren', kind: 'work', amount: price(rng, 9, 'DM', year, 0.5) } : null],
    ['Wagenwäsche', '', rng.chance(0.4) ? { text: 'Wagenwäsche', kind: 'work', amount: price(rng, 7, 'DM', year, 0.5) } : null],
    ['Ölfilter', 'Stck.', rng.chance(0.6) ? { text: 'Ölfilter', kind: 'part', qty: 1, amount: price(rng, 7, 'DM', year, 0.05) } : null],
    ['Zündkerzen', 'Stck.', rng.chance(0.3) ? { text: 'Zündkerzen', kind: 'part', qty: 4, amount: r2(4 * price(rng, 2.5, 'DM', year, 0.05)) } : null],
    [
      '',
      '',
      rng.chance(0.5)
        ? { text: rng.pick(['Scheibenwischer erneuert', 'Reifen geflickt', 'Batterie geladen']), kind: 'work', amount: price(rng, 5, 'DM', year, 0.5) }
        : null,
    ],
  ];
  const filled = rows.map((r) => r[2]).filter((l): l is Line => !!l);
  const gross = total(filled);
  const x0 = 150;
  f.frame(x0 - 14, 40, 310, 450);
  f.cap(x0 + 141, 66, brand, 18, { bold: true, align: 'center' });
  f.cap(x0 + 141, 80, `${shop} · Wagenpflege`, 8, { align: 'center' });
  f.cap(x0 + 141, 91, `${pl.street}, ${pl.town}`, 7.5, { align: 'center' });
  let y = 116;
  f.field(x0, y, 282, 'Kennzeichen', plate(rng, 'DE', year));
  y += 18;
  f.field(x0, y, 150, 'km-Stand', String(km));
  f.field(x0 + 160, y, 122, 'Datum', fd(date, 'de2'));
  y += 12;
  const g = f.grid(x0, y, [130, 40, 58, 54], ['', 'Menge', 'DM', 'Pf'], rows.length, { rowH: 20 });
  rows.forEach(([capt, unit, l], i) => {
    const ry = g.rowY(i);
    if (capt) f.cap(g.left[0] + 4, ry, capt, 8.5);
    if (unit) f.cap(g.right[1] - 3, ry, unit, 6, { align: 'right' });
    if (!l) return;
    if (!capt) f.ent(g.left[0] + 4, ry, l.text, { size: 9 });
    if (l.qty) f.ent(g.left[1] + 6, ry, String(l.qty));
    f.split(g.left[3], ry, l.amount, { dashZero: true });
  });
  y = g.bottom;
  f.frame(g.left[2], y, 112, 22, true);
  f.vrule(g.left[3], y, 22);
  f.cap(g.left[2] - 6, y + 15, 'Zusammen', 9, { bold: true, align: 'right' });
  f.split(g.left[3], y + 15, gross, { size: 12, dashZero: true });
  y += 44;
  f.cap(x0, y, 'Betrag erhalten', 7.5);
  f.rule(x0 + 60, y + 1.5, 120);
  f.ent(x0 + 70, y - 2, rng.pick(DE_LAST));
  f.cap(x0 + 141, y + 24, 'Wir danken für Ihren Besuch!', 7.5, { align: 'center' });
  const work = filled.filter((l) => l.kind === 'work');
  const parts = filled.filter((l) => l.kind === 'part');
  return doc(f.p, 'de', svc(shop, date, km, gross, work, parts));
}

/** The stationer's modern invoice set: Pos., Menge, Einheit, Bezeichnung, prices; an empty Kunden-Nr.; the payment struck. */
export function rechnungssatzEuro(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 9.5, drift: 1.4 });
  const date = rng.date(2003, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'DE');
  const shop = `Oldtimer-Service ${rng.pick(DE_LAST)}`;
  const c = car(rng, 'de', 1990);
  const km = kmFor(rng, c.built, Math.min(year, c.built + 30));
  const j = jobs(rng, 'de', 'EUR', year, [1, 3]);
  const lines: Line[] = [];
  j.work.forEach((w) => lines.push(w));
  j.parts.forEach((p) => lines.push(p));
  const net = total(lines);
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);

  f.stamp(42, 40, [shop, `Kfz-Meisterbetrieb · ${pl.street}`, `${pl.line} · Tel. ${phone(rng, 'DE', year)}`], { size: 8 });
  f.cap(553, 52, 'Rechnung', 22, { bold: true, align: 'right' });
  f.cap(553, 64, 'Original', 7, { align: 'right' });
  let y = 120;
  f.cell(42, y, 250, 62, 'Empfänger', '');
  f.ent(50, y + 24, `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`);
  f.ent(50, y + 37, place(rng, 'DE').street);
  f.ent(50, y + 50, place(rng, 'DE').line);
  f.cell(320, y, 117, 22, 'Rechnungs-Nr.', `${year}-${digits(rng, 3)}`);
  f.cell(437, y, 116, 22, 'Datum', fd(date, 'de'));
  f.cell(320, y + 22, 117, 22, 'Kunden-Nr.', '');
  f.cell(437, y + 22, 116, 22, 'Lieferdatum', rng.chance(0.4) ? fd(date, 'de') : '');
  f.cell(320, y + 44, 233, 22, 'Ihr Zeichen', `${c.make} ${c.model} · ${plate(rng, 'DE', year)} · ${kmDe(km)} km`);
  y += 86;
  const g = f.grid(42, y, [28, 40, 40, 243, 75, 85], ['Pos.', 'Menge', 'Einheit', 'Bezeichnung', 'Einzelpreis', 'Gesamtpreis'], 12, { fillHead: true });
  lines.forEach((l, i) => {
    const ry = g.rowY(i);
    f.ent(g.left[0] + 14, ry, String(i + 1), { align: 'center' });
    f.ent(g.right[1] - 5, ry, l.kind === 'work' ? String(l.hours).replace('.', ',') : String(l.qty), { align: 'right' });
    f.ent(g.left[2] + 5, ry, l.kind === 'work' ? 'Std.' : l.unit || 'Stk.');
    f.ent(g.left[3] + 5, ry, l.text);
    f.ent(g.right[4] - 5, ry, num(l.unitPrice ?? 0, 'de'), { align: 'right' });
    f.ent(g.right[5] - 5, ry, num(l.amount, 'de'), { align: 'right' });
  });
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Nettobetrag €', net, false],
    [`zzgl. ${rate} % USt. €`, vat, false],
    ['Rechnungsbetrag €', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[5], y, 85, 17, b);
    f.cap(g.left[5] - 6, y + 12, capt, 8.5, { align: 'right', bold: b });
    f.ent(g.right[5] - 5, y + 12, num(v, 'de'), { align: 'right' });
    y += 17;
  }
  y += 24;
  const cash = rng.chance(0.5);
  f.cap(42, y, 'Betrag', 8);
  const x = f.option(72, y, 'bar erhalten', !cash, 8);
  f.option(x + 10, y, `zahlbar bis ${fd(addDays(date, 14), 'de')} ohne Abzug`, cash, 8);
  f.cap(42, y + 16, `Steuer-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`, 7);
  return doc(f.p, 'de', svc(shop, date, km, gross, j.work, j.parts));
}

/** An Austrian pad with the hours written from–to, Arbeitslohn as one figure, the material listed, 20 % USt added. */
export function stundenMaterialAT(rng: Random): Generated {
  const f = new Form(rng, { entSerif: rng.chance(0.5), entSize: 10 });
  const date = rng.date(2002, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'AT');
  const shop = `${rng.pick(['Kfz-Technik', 'Autowerkstätte', 'Oldtimerwerkstatt'])} ${rng.pick(DE_LAST)}`;
  const c = car(rng, 'de', 1988);
  const km = kmFor(rng, c.built, Math.min(year, c.built + 30));
  const j = jobs(rng, 'at', 'EUR', year, [1, 3]);
  const hours = Math.round(j.work.reduce((a, w) => a + (w.hours ?? 0), 0) * 2) / 2 || 1;
  const labor = r2(hours * j.rate);
  const mat = total(j.parts);
  const net = r2(labor + mat);
  const vat = r2(net * 0.2);
  const gross = r2(net + vat);
  const start = rng.int(7, 10);

  f.cap(42, 54, shop, 15, { bold: true });
  f.cap(42, 67, `${pl.street}, ${pl.line} · Tel. ${phone(rng, 'AT', year)} · UID ATU${digits(rng, 8)}`, 7.5);
  f.cap(553, 54, 'RECHNUNG', 14, { bold: true, align: 'right' });
  let y = 100;
  f.field(42, y, 320, 'Kunde:', `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`);
  f.field(380, y, 173, 'Datum:', fd(date, 'de'));
  y += 20;
  f.field(42, y, 200, 'Fahrzeug:', `${c.make} ${c.model}`);
  f.field(250, y, 112, 'Kennz.:', plate(rng, 'AT', year));
  f.field(380, y, 173, 'km:', kmDe(km));
  y += 26;
  f.cap(42, y, 'Durchgeführte Arbeiten:', 8.5, { bold: true });
  y += 4;
  for (let i = 0; i < 4; i++) {
    f.rule(42, y + 16 * (i + 1) + 1.5, 511);
    if (j.work[i]) f.ent(50, y + 16 * (i + 1) - 1, j.work[i].text);
  }
  y += 84;
  f.field(42, y, 120, 'Arbeitszeit von', `${start}.00`);
  f.field(170, y, 70, 'bis', `${start + Math.ceil(hours)}.${rng.pick(['00', '30'])}`);
  f.field(250, y, 100, 'Std.', String(hours).replace('.', ','));
  f.field(360, y, 90, 'à €', num(j.rate, 'de'));
  f.frame(470, y - 12, 83, 17);
  f.ent(547, y, num(labor, 'de'), { align: 'right' });
  y += 16;
  f.cap(464, y, 'Arbeitslohn', 7.5, { align: 'right' });
  y += 12;
  const g = f.grid(42, y, [40, 348, 40, 83], ['Stk.', 'Material', '', '€'], 7);
  j.parts.forEach((pt, i) => {
    f.ent(g.left[0] + 20, g.rowY(i), String(pt.qty), { align: 'center' });
    f.ent(g.left[1] + 6, g.rowY(i), pt.text);
    f.ent(g.right[3] - 6, g.rowY(i), num(pt.amount, 'de'), { align: 'right' });
  });
  y = g.bottom;
  for (const [capt, v, b] of [
    ['Material gesamt', mat, false],
    ['Arbeitslohn', labor, false],
    ['Summe netto', net, false],
    ['+ 20 % USt.', vat, false],
    ['Gesamtbetrag €', gross, true],
  ] as [string, number, boolean][]) {
    f.frame(g.left[3], y, 83, 16, b);
    f.cap(g.left[3] - 6, y + 11.5, capt, 8.5, { align: 'right', bold: b });
    f.ent(g.right[3] - 6, y + 11.5, num(v, 'de'), { align: 'right' });
    y += 16;
  }
  y += 28;
  f.cap(42, y, 'Betrag dankend erhalten:', 8);
  f.rule(150, y + 1.5, 150);
  return doc(f.p, 'de', svc(shop, date, km, gross, j.work, j.parts, { laborCost: labor, partsCost: mat }));
}
