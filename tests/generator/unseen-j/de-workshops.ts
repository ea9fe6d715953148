/** German workshop bills of one family's cars, 1978–2019: Autohaus, Meisterbetrieb, specialists. */
import type { Random } from '../random';
import { de, dDe, dDeShort, dDeLong, addDays, doc, lines, page, r2, rule, service, spaced, sum, digits, whole, ch, type Family } from './kit';

/** 1978: typed bill, Lohn and Material in two amount columns side by side, 12 % MwSt. */
const zweiSpalten: Family = (rng) => {
  const p = page();
  const shop = 'Kfz-Reparaturwerkstatt Heinz Kolbe';
  const work = rng.some(
    ['Zündung eingestellt', 'Vergaser gereinigt und eingestellt', 'Ventile eingestellt', 'Bremsen vorn überholt', 'Auspuff erneuert', 'Ölwechsel durchgeführt'],
    4,
  );
  const parts = rng.some(['Zündkerzen', 'Unterbrecherkontakt', 'Kondensator', 'Bremsbeläge', 'Endschalldämpfer', 'Motoröl 20W-50'], 4);
  const date = `1978-${String(rng.int(2, 11)).padStart(2, '0')}-${String(rng.int(10, 27))}`;
  const km = rng.int(61, 148) * 1000 + rng.int(0, 999);
  const rowsL = work.map((w) => ({ name: w, amount: r2(rng.int(18, 95) + rng.pick([0, 0.5])) }));
  const rowsM = parts.map((w) => ({ name: w, amount: r2(rng.int(6, 80) + rng.int(0, 99) / 100) }));
  p.text(50, shop, { size: 15, bold: true, serif: true });
  p.text(50, 'Meisterbetrieb · Reparaturen aller Fabrikate', { y: 78, size: 9, serif: true });
  p.text(50, 'Bahnhofstraße 14 · 3392 Clausthal-Zellerfeld · Ruf (05323) 4 18 27', { y: 90, size: 9, serif: true });
  p.text(50, 'Herrn Walter Brenneke, Am Kreuzeck 3, 3392 Clausthal-Zellerfeld', { y: 130, size: 10, serif: true });
  p.text(50, `R E C H N U N G   Nr. ${rng.int(1100, 1999)}`, { y: 175, size: 12, bold: true, serif: true });
  p.text(400, `Clausthal, den ${dDe(date)}`, { y: 175, size: 10, serif: true });
  p.text(50, `Fahrzeug: Mercedes-Benz 230/8   Pol. Kennz. CLZ-W ${rng.int(10, 999)}   km-Stand ${whole(km)}`, { y: 198, size: 10, serif: true });
  const top = 220;
  p.box(50, top, 495, 20, true);
  p.text(56, 'Gegenstand', { y: top + 14, size: 9, bold: true, serif: true });
  p.text(455, 'Lohn DM', { y: top + 14, size: 9, bold: true, serif: true, align: 'right' });
  p.text(540, 'Material DM', { y: top + 14, size: 9, bold: true, serif: true, align: 'right' });
  let y = top + 36;
  for (const l of rowsL) {
    p.text(56, l.name, { y, size: 10, serif: true });
    p.text(455, de(l.amount), { y, size: 10, serif: true, align: 'right' });
    y += 16;
  }
  for (const l of rowsM) {
    p.text(56, l.name, { y, size: 10, serif: true });
    p.text(540, de(l.amount), { y, size: 10, serif: true, align: 'right' });
    y += 16;
  }
  p.box(50, top, 495, y - top);
  const lohn = sum(rowsL);
  const mat = sum(rowsM);
  const net = r2(lohn + mat);
  const tax = r2(net * 0.12);
  const total = r2(net + tax);
  y += 16;
  p.text(56, 'Summen', { y, size: 10, bold: true, serif: true });
  p.text(455, de(lohn), { y, size: 10, serif: true, align: 'right' });
  p.text(540, de(mat), { y, size: 10, serif: true, align: 'right' });
  p.text(300, 'zusammen', { y: y + 18, size: 10, serif: true });
  p.text(540, de(net), { y: y + 18, size: 10, serif: true, align: 'right' });
  p.text(300, 'zuzügl. 12 % Mehrwertsteuer', { y: y + 34, size: 10, serif: true });
  p.text(540, de(tax), { y: y + 34, size: 10, serif: true, align: 'right' });
  p.text(300, 'Endbetrag DM', { y: y + 54, size: 11, bold: true, serif: true });
  p.text(540, de(total), { y: y + 54, size: 11, bold: true, serif: true, align: 'right' });
  p.text(50, 'Zahlbar sofort ohne Abzug. Kreissparkasse Zellerfeld Kto. 18 204 577 (BLZ 263 513 00)', { y: y + 100, size: 9, serif: true });
  return doc(
    p,
    'de',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 1984: Autohaus with right-hand letterhead, ruled numbered table, Fertigstellung apart from the bill's date. */
const autohausRechts: Family = (rng) => {
  const p = page();
  const shop = 'Autohaus Lindemann GmbH';
  const order = `1984-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(10, 20))}`;
  const done = addDays(order, rng.int(1, 3));
  const billed = addDays(done, rng.int(1, 4));
  const km = rng.int(40, 120) * 1000 + rng.int(0, 999);
  const work = rng.some(
    ['Inspektion nach Wartungsplan', 'Kupplung erneuert', 'Stoßdämpfer hinten ersetzt', 'Vorderachse vermessen', 'Keilriemen gewechselt'],
    3,
  );
  const parts = rng.some(['Kupplungsscheibe', 'Druckplatte', 'Ausrücklager', 'Stoßdämpfer', 'Keilriemen', 'Ölfilter', 'Luftfilter'], 4);
  p.text(545, shop, { y: 60, size: 13, bold: true, align: 'right' });
  p.text(545, 'BMW Vertragshändler', { y: 74, size: 9, align: 'right' });
  p.text(545, 'Industriestraße 22 · 8500 Nürnberg 40', { y: 86, size: 9, align: 'right' });
  p.text(545, 'Telefon 0911 / 44 31 80 · Telex 6 22 418', { y: 98, size: 9, align: 'right' });
  p.text(50, 'Herrn Dr. Klaus Brenneke', { y: 140 });
  p.text(50, 'Rosenaustraße 9', { y: 154 });
  p.text(50, '8500 Nürnberg 20', { y: 168 });
  p.text(50, 'Rechnung', { y: 215, size: 16, bold: true });
  const info: [string, string][] = [
    ['Rechnungs-Nr.', `W ${rng.int(20000, 29999)}`],
    ['Rechnungsdatum', dDe(billed)],
    ['Auftragsdatum', dDe(order)],
    ['Fertigstellung', dDe(done)],
    ['Kennzeichen', `N-KB ${rng.int(100, 999)}`],
    ['Fahrzeug', 'BMW 2002 tii'],
    ['km-Stand', whole(km)],
  ];
  info.forEach(([k, v], i) => {
    p.text(330, k, { y: 140 + i * 13, size: 9 });
    p.text(420, v, { y: 140 + i * 13, size: 9 });
  });
  let y = 245;
  p.box(50, y, 495, 18, true);
  ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag DM'].forEach((h, i) =>
    p.text([56, 90, 350, 440, 540][i], h, { y: y + 13, size: 9, bold: true, align: i >= 2 ? 'right' : 'left' }),
  );
  y += 32;
  let pos = 1;
  const lohnRows = work.map((w) => ({ name: w, h: rng.int(1, 6) + rng.pick([0, 0.5]), rate: 52 }));
  const lohn = r2(lohnRows.reduce((s, l) => s + l.h * l.rate, 0));
  for (const l of lohnRows) {
    p.text(56, String(pos++), { y, size: 9 });
    p.text(90, l.name, { y, size: 9 });
    p.text(350, `${de(l.h)} Std`, { y, size: 9, align: 'right' });
    p.text(440, de(l.rate), { y, size: 9, align: 'right' });
    p.text(540, de(r2(l.h * l.rate)), { y, size: 9, align: 'right' });
    rule(p, 50, y + 4, 495);
    y += 16;
  }
  const teile = parts.map((n) => ({ name: n, q: rng.int(1, 2), unit: r2(rng.int(9, 160) + rng.int(0, 99) / 100) }));
  for (const t of teile) {
    p.text(56, String(pos++), { y, size: 9 });
    p.text(90, t.name, { y, size: 9 });
    p.text(350, `${t.q} St`, { y, size: 9, align: 'right' });
    p.text(440, de(t.unit), { y, size: 9, align: 'right' });
    p.text(540, de(r2(t.q * t.unit)), { y, size: 9, align: 'right' });
    rule(p, 50, y + 4, 495);
    y += 16;
  }
  const mat = r2(teile.reduce((s, t) => s + t.q * t.unit, 0));
  const net = r2(lohn + mat);
  const tax = r2(net * 0.14);
  const total = r2(net + tax);
  y += 14;
  const tot: [string, string, boolean][] = [
    ['Summe Lohn', de(lohn), false],
    ['Summe Teile', de(mat), false],
    ['Nettobetrag', de(net), false],
    ['14 % MwSt.', de(tax), false],
    ['Rechnungsbetrag DM', de(total), true],
  ];
  tot.forEach(([k, v, b], i) => {
    p.text(360, k, { y: y + i * 15, size: 10, bold: b });
    p.text(540, v, { y: y + i * 15, size: 10, bold: b, align: 'right' });
  });
  y += 100;
  p.text(50, `Nächste Inspektion bei km ${whole(km + 15000)} · Nächste HU ${String(rng.int(1, 12)).padStart(2, '0')}/86`, { y, size: 9 });
  p.text(50, 'Stadtsparkasse Nürnberg Kto.-Nr. 1 402 883 · BLZ 760 501 01', { y: 790, size: 8 });
  return doc(
    p,
    'de',
    service({
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 1994: spaced logo line, labels above values in a row of boxed cells, Arbeitswerte (AW), shaded total box. */
const awZellen: Family = (rng) => {
  const p = page();
  const shop = 'Otto Braun Kfz-Meisterbetrieb';
  const date = `1994-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const km = rng.int(90, 210) * 1000 + rng.int(0, 999);
  p.text(297, spaced('OTTO BRAUN'), { y: 60, size: 20, bold: true, align: 'center' });
  p.text(297, 'Kfz-Meisterbetrieb · Oldtimer-Pflege · Abschleppdienst', { y: 78, size: 9, align: 'center' });
  p.text(297, 'Lange Reihe 40 · 23552 Lübeck · Tel. 0451 / 7 30 12 · Fax 0451 / 7 30 14', { y: 90, size: 8, align: 'center' });
  p.text(50, 'Frau Ingrid Brenneke · Moislinger Allee 71 · 23558 Lübeck', { y: 125, size: 9 });
  const cells: [string, string][] = [
    ['Kunden-Nr.', digits(rng, 5)],
    ['Amtl. Kennzeichen', `HL-IB ${rng.int(10, 99)}`],
    ['Fahrgestell-Nr.', `1140${digits(rng, 10)}`],
    ['km-Stand', whole(km)],
    ['Rechnung Nr.', `94/${rng.int(100, 999)}`],
    ['Datum', dDe(date)],
  ];
  const xs = [50, 120, 210, 330, 400, 470];
  const ws = [70, 90, 120, 70, 70, 75];
  cells.forEach(([k, v], i) => {
    p.box(xs[i], 150, ws[i], 34);
    p.text(xs[i] + 4, k, { y: 161, size: 7 });
    p.text(xs[i] + 4, v, { y: 177, size: 9, bold: true });
  });
  p.text(50, 'Fahrzeug: Mercedes-Benz 280 SE (W 116)', { y: 205, size: 10 });
  p.text(50, 'Arbeiten', { y: 235, size: 11, bold: true });
  p.text(480, 'AW', { y: 235, size: 9, align: 'right' });
  p.text(545, 'DM', { y: 235, size: 9, align: 'right' });
  const work = rng.some(
    ['Motorwäsche', 'Ölwechsel mit Filter', 'Zündkerzen erneuert', 'Bremsflüssigkeit gewechselt', 'Hinterachse abgedichtet', 'Lenkgetriebe nachgestellt'],
    4,
  );
  let y = 252;
  const aw = 9.8;
  let lohn = 0;
  for (const w of work) {
    const n = rng.int(3, 30);
    const a = r2(n * aw);
    lohn = r2(lohn + a);
    p.text(50, w, { y, size: 10 });
    p.text(480, String(n), { y, size: 10, align: 'right' });
    p.text(545, de(a), { y, size: 10, align: 'right' });
    y += 15;
  }
  y += 14;
  p.text(50, 'Ersatzteile / Material', { y, size: 11, bold: true });
  y += 17;
  const parts = rng.some(['Ölfilter', 'Zündkerzensatz', 'Bremsflüssigkeit DOT 4', 'Dichtungssatz Hinterachse', 'Motoröl 15W-40'], 4);
  let mat = 0;
  for (const n of parts) {
    const pn = `A ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;
    const a = r2(rng.int(8, 140) + rng.int(0, 99) / 100);
    mat = r2(mat + a);
    p.text(50, pn, { y, size: 9 });
    p.text(170, n, { y, size: 10 });
    p.text(545, de(a), { y, size: 10, align: 'right' });
    y += 15;
  }
  const net = r2(lohn + mat);
  const tax = r2(net * 0.15);
  const total = r2(net + tax);
  y += 20;
  p.box(330, y, 215, 92, true);
  const t: [string, number][] = [
    ['Summe Arbeitslohn', lohn],
    ['Summe Ersatzteile', mat],
    ['Netto', net],
    ['+ 15 % MwSt.', tax],
  ];
  t.forEach(([k, v], i) => {
    p.text(338, k, { y: y + 16 + i * 15, size: 9 });
    p.text(538, de(v), { y: y + 16 + i * 15, size: 9, align: 'right' });
  });
  p.text(338, 'Zu zahlen DM', { y: y + 84, size: 11, bold: true });
  p.text(538, de(total), { y: y + 84, size: 11, bold: true, align: 'right' });
  p.text(50, `1 AW = 6 Minuten · Verrechnungssatz DM ${de(aw)} je AW`, { y: y + 16, size: 8 });
  p.text(50, 'Vielen Dank für Ihren Auftrag!', { y: y + 40, size: 9 });
  p.text(50, `${shop} · Inh. Otto Braun · St.-Nr. 22/117/${digits(rng, 5)} · Sparkasse zu Lübeck`, { y: 800, size: 7 });
  return doc(
    p,
    'de',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 2003: carburettor specialist, prose work left and amounts right, a handwritten note. */
const vergaser: Family = (rng) => {
  const p = page();
  const shop = 'Vergaser-Dienst Schmiedel e.K.';
  const work = ['Vergaser Solex 40 PDSI zerlegt, gereinigt und überholt', 'Schwimmerstand geprüft und eingestellt', 'Leerlauf und CO-Wert eingestellt'];
  const parts = rng.some(['Dichtsatz Vergaser', 'Schwimmernadelventil', 'Beschleunigerpumpenmembran', 'Kraftstofffilter'], 3);
  const date = `2003-${String(rng.int(3, 11)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const km = rng.int(30, 95) * 1000 + rng.int(0, 999);
  p.text(50, 'Vergaser-Dienst', { y: 62, size: 22, bold: true, serif: true });
  p.text(50, 'SCHMIEDEL', { y: 84, size: 14, serif: true });
  p.text(545, 'Inh. Rainer Schmiedel e.K.', { y: 60, size: 8, align: 'right' });
  p.text(545, 'Hafenstr. 3 · 47119 Duisburg', { y: 71, size: 8, align: 'right' });
  p.text(545, 'Tel. 0203 / 80 42 11', { y: 82, size: 8, align: 'right' });
  p.text(545, 'St.-Nr. 134/5012/0817', { y: 93, size: 8, align: 'right' });
  p.text(50, 'Brenneke, Klaus – VW Käfer 1302 – DU-KB 1302', { y: 130, size: 10 });
  p.text(50, `Rechnung 03-${rng.int(100, 999)} vom ${dDe(date)} · km ${whole(km)}`, { y: 146, size: 10, bold: true });
  let y = 185;
  p.text(50, 'Ausgeführte Arbeiten', { y, size: 10, bold: true });
  y += 16;
  for (const w of work) {
    p.text(60, `– ${w}`, { y, size: 10 });
    y += 14;
  }
  const lohn = r2(rng.int(3, 6) * 45);
  p.text(60, `Arbeitszeit ${de(lohn / 45)} Std. à 45,00 €`, { y: y + 4, size: 9 });
  p.text(545, de(lohn), { y: y + 4, size: 10, align: 'right' });
  p.text(440, 'Arbeitslohn', { y: y + 4, size: 9, align: 'right' });
  y += 34;
  p.text(50, 'Material', { y, size: 10, bold: true });
  y += 16;
  let mat = 0;
  for (const n of parts) {
    const a = r2(rng.int(5, 48) + rng.int(0, 99) / 100);
    mat = r2(mat + a);
    p.text(60, `– ${n}`, { y, size: 10 });
    p.text(545, de(a), { y, size: 10, align: 'right' });
    y += 14;
  }
  p.text(440, 'Material gesamt', { y: y + 4, size: 9, align: 'right' });
  p.text(545, de(mat), { y: y + 4, size: 10, align: 'right' });
  y += 30;
  const net = r2(lohn + mat);
  const tax = r2(net * 0.16);
  const total = r2(net + tax);
  rule(p, 330, y - 12, 215);
  p.text(440, 'netto', { y, size: 10, align: 'right' });
  p.text(545, de(net), { y, size: 10, align: 'right' });
  p.text(440, '16 % MwSt.', { y: y + 15, size: 10, align: 'right' });
  p.text(545, de(tax), { y: y + 15, size: 10, align: 'right' });
  p.text(440, 'Rechnungsbetrag €', { y: y + 33, size: 11, bold: true, align: 'right' });
  p.text(545, de(total), { y: y + 33, size: 11, bold: true, align: 'right' });
  p.text(70, 'Standgas jetzt 850/min – nach 500 km', { y: y + 80, size: 11, serif: true });
  p.text(70, 'Ventile nachsehen lassen!   R.S.', { y: y + 96, size: 11, serif: true });
  p.text(50, `${shop} · Volksbank Rhein-Ruhr · Kto. 402 117 300 · BLZ 350 603 86`, { y: 800, size: 8 });
  return doc(
    p,
    'de',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 2008: body shop, totals with the amount before its label, sections for body and paint. */
const karosserie: Family = (rng) => {
  const p = page();
  const shop = 'Karosserie & Lack Demir GmbH';
  const date = `2008-${String(rng.int(2, 11)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const work = [
    'Kotflügel vorn links instand gesetzt',
    'Schweller links ausgeschnitten und neu eingeschweißt',
    'Kotflügel und Schweller lackiert',
    'Hohlraumversiegelung',
  ];
  const parts = ['Schwellerblech links', 'Reparaturblech Radlauf', 'Lackmaterial', 'Hohlraumwachs'];
  const km = rng.int(80, 160) * 1000 + rng.int(0, 999);
  p.text(50, 'DEMIR', { y: 62, size: 26, bold: true });
  p.text(160, 'Karosserie · Lack · Unfallinstandsetzung', { y: 60, size: 10 });
  p.text(160, 'Gewerbering 12 · 65205 Wiesbaden-Nordenstadt', { y: 73, size: 9 });
  rule(p, 50, 84, 495);
  p.text(50, 'Kostenrechnung', { y: 120, size: 14, bold: true });
  p.text(330, `Nr.  RE-08-${rng.int(1000, 9999)}`, { y: 112, size: 9 });
  p.text(330, `Datum  ${dDe(date)}`, { y: 125, size: 9 });
  p.text(330, `Fahrzeug  Porsche 911 SC Targa, WI-KB 911`, { y: 138, size: 9 });
  p.text(330, `Laufleistung  ${whole(km)} km`, { y: 151, size: 9 });
  let y = 185;
  const lohnRows = work.map((w) => ({ name: w, amount: r2(rng.int(4, 22) * 52.5) }));
  const lohn = sum(lohnRows);
  p.text(50, 'Arbeitslohn Karosserie und Lackierung', { y, size: 10, bold: true });
  y += 16;
  for (const l of lohnRows) {
    p.text(60, l.name, { y, size: 10 });
    p.text(545, `${de(l.amount)} €`, { y, size: 10, align: 'right' });
    y += 14;
  }
  y += 12;
  const matRows = parts.map((n) => ({ name: n, amount: r2(rng.int(20, 320) + rng.int(0, 99) / 100) }));
  const mat = sum(matRows);
  p.text(50, 'Ersatzteile und Material', { y, size: 10, bold: true });
  y += 16;
  for (const l of matRows) {
    p.text(60, l.name, { y, size: 10 });
    p.text(545, `${de(l.amount)} €`, { y, size: 10, align: 'right' });
    y += 14;
  }
  const net = r2(lohn + mat);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  y += 30;
  const t: [number, string, boolean][] = [
    [lohn, 'Lohn gesamt', false],
    [mat, 'Material gesamt', false],
    [net, 'Summe netto', false],
    [tax, '19 % Umsatzsteuer', false],
    [total, 'Gesamtbetrag', true],
  ];
  t.forEach(([v, k, b], i) => {
    p.text(400, `${de(v)} €`, { y: y + i * 16, size: 10, bold: b, align: 'right' });
    p.text(415, k, { y: y + i * 16, size: 10, bold: b });
  });
  p.text(50, 'Gewährleistung auf Lackierung: 2 Jahre. Zahlbar innerhalb 14 Tagen.', { y: y + 110, size: 9 });
  p.text(50, `${shop} · Geschäftsführer: Murat Demir · HRB 22817 Amtsgericht Wiesbaden · USt-IdNr. DE 248 117 902`, { y: 800, size: 7 });
  return doc(
    p,
    'de',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 2012: restorer with a monogram and the firm's name only in the footer; Leistungsdatum, Anzahlung taken off. */
const monogramm: Family = (rng) => {
  const p = page();
  const shop = 'Klassik-Restaurierung Renner GmbH & Co. KG';
  const billed = `2012-${String(rng.int(4, 11)).padStart(2, '0')}-${String(rng.int(15, 28))}`;
  const done = addDays(billed, -rng.int(2, 9));
  const km = rng.int(20, 70) * 1000 + rng.int(0, 999);
  p.box(50, 40, 44, 44);
  p.text(72, 'KR', { y: 70, size: 20, bold: true, serif: true, align: 'center' });
  p.text(110, 'Werkstatt für klassische Automobile', { y: 58, size: 11, serif: true });
  p.text(110, 'seit 1971', { y: 72, size: 9, serif: true });
  p.text(50, 'Familie Brenneke · Sonnenhalde 7 · 71032 Böblingen', { y: 125, size: 9 });
  p.text(50, `Rechnung 2012-0${rng.int(100, 999)}`, { y: 165, size: 14, bold: true });
  p.text(545, `Böblingen, ${dDeLong(billed)}`, { y: 165, size: 10, align: 'right' });
  p.text(50, `Leistungsdatum: ${dDe(done)}     Fahrzeug: Mercedes-Benz 280 SL (W 113)     Kennzeichen: BB-KB 280H     km: ${whole(km)}`, { y: 185, size: 8 });
  const items: { name: string; kind: 'L' | 'T'; amount: number; qty: string }[] = [];
  const work = rng.some(['Hardtop abgenommen und Dichtungen erneuert', 'Bremsanlage komplett überholt', 'Einspritzpumpe eingestellt', 'Kühlsystem gespült'], 3);
  const parts = rng.some(['Hardtopdichtung', 'Bremssattel-Reparatursatz', 'Bremsschläuche', 'Kühlerschlauch', 'Thermostat'], 3);
  for (const w of work) {
    const h = rng.int(2, 14);
    items.push({ name: w, kind: 'L', amount: r2(h * 89), qty: `${h},0 h à 89,00` });
  }
  for (const n of parts) {
    const q = rng.int(1, 4);
    const u = r2(rng.int(12, 190) + rng.int(0, 99) / 100);
    items.push({ name: n, kind: 'T', amount: r2(q * u), qty: `${q} × ${de(u)}` });
  }
  let y = 215;
  ['Nr.', 'Leistung / Artikel', 'Menge', 'Betrag €'].forEach((h, i) =>
    p.text([50, 80, 420, 545][i], h, { y, size: 9, bold: true, align: i === 3 ? 'right' : 'left' }),
  );
  rule(p, 50, y + 5, 495);
  y += 20;
  items.forEach((it, i) => {
    p.text(50, `${String(i + 1).padStart(2, '0')}`, { y, size: 9 });
    p.text(80, it.name, { y, size: 9 });
    p.text(420, it.qty, { y, size: 9 });
    p.text(545, de(it.amount), { y, size: 9, align: 'right' });
    y += 15;
  });
  rule(p, 50, y - 8, 495);
  const lohn = sum(items.filter((i) => i.kind === 'L'));
  const mat = sum(items.filter((i) => i.kind === 'T'));
  const net = r2(lohn + mat);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const deposit = r2(Math.round(total / 3 / 100) * 100);
  y += 12;
  const t: [string, number, boolean][] = [
    ['davon Arbeitsleistung', lohn, false],
    ['davon Teile', mat, false],
    ['Nettobetrag', net, false],
    ['zzgl. 19 % USt.', tax, false],
    ['Gesamtbetrag', total, true],
    [`abzgl. Anzahlung vom ${dDe(addDays(done, -30))}`, -deposit, false],
    ['Restbetrag', r2(total - deposit), true],
  ];
  t.forEach(([k, v, b], i) => {
    p.text(300, k, { y: y + i * 15, size: 9, bold: b });
    p.text(545, de(v), { y: y + i * 15, size: 9, bold: b, align: 'right' });
  });
  p.text(50, 'Zahlbar bis 14 Tage nach Rechnungsdatum ohne Abzug.', { y: y + 130, size: 9 });
  rule(p, 50, 772, 495);
  p.text(50, shop, { y: 784, size: 7, bold: true });
  p.text(50, 'Wilhelmstraße 40 · 71034 Böblingen · Tel. 07031 22 51 80 · Amtsgericht Stuttgart HRA 241 907', { y: 794, size: 7 });
  p.text(50, 'pers. haft. Ges.: Renner Verwaltungs GmbH · USt-IdNr. DE 145 882 610 · IBAN DE41 6035 0130 0000 2271 84', { y: 804, size: 7 });
  return doc(
    p,
    'de',
    service({
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 2019: dealer workshop with time units, part table with discount column, HU month and order number. */
const zeiteinheiten: Family = (rng) => {
  const p = page();
  const shop = 'Autohaus am Ring Sauerland GmbH';
  const date = `2019-${String(rng.int(1, 11)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const km = rng.int(110, 250) * 1000 + rng.int(0, 999);
  p.text(50, 'Autohaus am Ring', { y: 55, size: 18, bold: true });
  p.text(50, 'Sauerland GmbH', { y: 70, size: 10 });
  p.text(545, 'Ringstraße 88 · 59872 Meschede', { y: 55, size: 8, align: 'right' });
  p.text(545, 'Tel. 0291 9 02 10 · service@ar-sauerland.de', { y: 66, size: 8, align: 'right' });
  p.text(50, 'Werkstattrechnung', { y: 120, size: 13, bold: true });
  const kv: [string, string][] = [
    ['Rechnungsnummer', `4711${digits(rng, 5)}`],
    ['Rechnungsdatum', dDe(date)],
    ['Auftragsnummer', `A-${digits(rng, 6)}`],
    ['FIN', `WDB1230${digits(rng, 10)}`],
    ['Erstzulassung', `0${rng.int(1, 9)}.1982`],
    ['Kilometerstand', `${whole(km)} km`],
    ['HU fällig', `${String(rng.int(1, 12)).padStart(2, '0')}/2021`],
  ];
  kv.forEach(([k, v], i) => {
    p.text(50 + (i % 2) * 250, `${k}:`, { y: 140 + Math.floor(i / 2) * 13, size: 8 });
    p.text(140 + (i % 2) * 250, v, { y: 140 + Math.floor(i / 2) * 13, size: 8 });
  });
  let y = 215;
  p.text(50, 'Arbeitspositionen', { y, size: 10, bold: true });
  y += 14;
  ['AP-Nr.', 'Bezeichnung', 'ZE', 'Betrag'].forEach((h, i) => p.text([50, 110, 460, 545][i], h, { y, size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }));
  y += 13;
  const work = rng.some(['Wartung Serviceumfang B', 'Zahnriemen ersetzen', 'Wasserpumpe erneuern', 'Klimaanlage Service', 'Scheinwerfer einstellen'], 3);
  let lohn = 0;
  for (const w of work) {
    const ze = rng.int(5, 40);
    const a = r2(ze * 11.9);
    lohn = r2(lohn + a);
    p.text(50, `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 2)}`, { y, size: 8 });
    p.text(110, w, { y, size: 9 });
    p.text(460, String(ze), { y, size: 9, align: 'right' });
    p.text(545, de(a), { y, size: 9, align: 'right' });
    y += 13;
  }
  y += 14;
  p.text(50, 'Teile', { y, size: 10, bold: true });
  y += 14;
  ['Teilenummer', 'Bezeichnung', 'Menge', 'Preis/E', 'Rabatt', 'Betrag'].forEach((h, i) =>
    p.text([50, 150, 360, 420, 470, 545][i], h, { y, size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }),
  );
  y += 13;
  const parts = rng.some(['Zahnriemen', 'Spannrolle', 'Wasserpumpe', 'Kühlmittel', 'Ölfilter', 'Innenraumfilter'], 4);
  let mat = 0;
  for (const n of parts) {
    const q = rng.int(1, 3);
    const u = r2(rng.int(9, 180) + rng.int(0, 99) / 100);
    const a = r2(q * u * 0.9);
    mat = r2(mat + a);
    p.text(50, `A${digits(rng, 10)}`, { y, size: 8 });
    p.text(150, n, { y, size: 9 });
    p.text(360, String(q), { y, size: 9, align: 'right' });
    p.text(420, de(u), { y, size: 9, align: 'right' });
    p.text(470, '10 %', { y, size: 9, align: 'right' });
    p.text(545, de(a), { y, size: 9, align: 'right' });
    y += 13;
  }
  const env = 4.9;
  y += 20;
  const net = r2(lohn + mat + env);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const t: [string, number, boolean][] = [
    ['Summe Arbeitslohn', lohn, false],
    ['Summe Teile', mat, false],
    ['Umweltpauschale', env, false],
    ['Netto', net, false],
    ['USt. 19 %', tax, false],
    ['Rechnungsbetrag EUR', total, true],
  ];
  t.forEach(([k, v, b], i) => {
    p.text(340, k, { y: y + i * 14, size: 9, bold: b });
    p.text(545, de(v), { y: y + i * 14, size: 9, bold: b, align: 'right' });
  });
  p.text(50, '1 ZE = 1/10 Stunde. Betrag per EC-Karte erhalten.', { y: y + 110, size: 8 });
  p.text(50, `${shop} · Sparkasse Mitten im Sauerland · IBAN DE27 4645 1012 0000 1198 20 · HRB 2211 Arnsberg`, { y: 800, size: 7 });
  return doc(
    p,
    'de',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 2016: Swiss garage in CHF, centred letterhead, unit column (Std, Stk, Lt), totals for Arbeit and Material. */
const schweiz: Family = (rng) => {
  const p = page();
  const shop = 'Garage Weibel AG';
  const date = `2016-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const km = rng.int(60, 180) * 1000 + rng.int(0, 999);
  p.text(297, shop, { y: 58, size: 17, bold: true, align: 'center' });
  p.text(297, 'Oldtimer-Service · Carrosserie · Pneuhaus', { y: 73, size: 9, align: 'center' });
  p.text(297, 'Zürcherstrasse 112 · 8500 Frauenfeld · 052 721 40 30', { y: 85, size: 8, align: 'center' });
  p.text(340, 'Herr Markus Brenneke', { y: 125, size: 10 });
  p.text(340, 'Rebbergweg 4', { y: 138, size: 10 });
  p.text(340, '8500 Frauenfeld', { y: 151, size: 10 });
  p.text(50, `Rechnung Nr. ${rng.int(60000, 69999)}`, { y: 190, size: 12, bold: true });
  p.text(50, `Frauenfeld, ${dDe(date)}   ·   Volvo P1800 S   ·   TG ${rng.int(10000, 99999)}   ·   km ${ch(km).replace('.00', '')}`, { y: 206, size: 9 });
  let y = 235;
  ['Bezeichnung', 'Menge', 'Einh.', 'Preis', 'Total'].forEach((h, i) =>
    p.text([50, 330, 380, 460, 545][i], h, { y, size: 9, bold: true, align: i === 0 || i === 2 ? 'left' : 'right' }),
  );
  rule(p, 50, y + 4, 495);
  y += 18;
  const work = rng.some(['Service nach Vorschrift', 'Vorderachse revidiert', 'Zündverteiler revidiert', 'Vorführung MFK vorbereitet'], 3);
  let lohn = 0;
  for (const w of work) {
    const h = rng.int(1, 8) + rng.pick([0, 0.5]);
    const a = r2(h * 138);
    lohn = r2(lohn + a);
    p.text(50, w, { y, size: 9 });
    p.text(330, ch(h), { y, size: 9, align: 'right' });
    p.text(380, 'Std', { y, size: 9 });
    p.text(460, '138.00', { y, size: 9, align: 'right' });
    p.text(545, ch(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  p.text(460, 'Total Arbeit', { y, size: 9, bold: true, align: 'right' });
  p.text(545, ch(lohn), { y, size: 9, bold: true, align: 'right' });
  y += 22;
  const parts = rng.some(['Motorenöl 20W-50', 'Ölfilter', 'Traggelenk', 'Verteilerkappe', 'Zündkabelsatz'], 4);
  let mat = 0;
  for (const n of parts) {
    const oil = n.startsWith('Motorenöl');
    const q = oil ? 4 : rng.int(1, 2);
    const u = r2(rng.int(9, 95) + rng.pick([0, 0.5, 0.8]));
    const a = r2(q * u);
    mat = r2(mat + a);
    p.text(50, n, { y, size: 9 });
    p.text(330, ch(q), { y, size: 9, align: 'right' });
    p.text(380, oil ? 'Lt' : 'Stk', { y, size: 9 });
    p.text(460, ch(u), { y, size: 9, align: 'right' });
    p.text(545, ch(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  p.text(460, 'Total Material', { y, size: 9, bold: true, align: 'right' });
  p.text(545, ch(mat), { y, size: 9, bold: true, align: 'right' });
  y += 26;
  const net = r2(lohn + mat);
  const tax = r2(net * 0.08);
  const raw = r2(net + tax);
  const total = r2(Math.round(raw * 20) / 20);
  const rows: [string, number][] = [
    ['Total exkl. MWST', net],
    ['MWST 8.0 %', tax],
    ['Rundung', r2(total - raw)],
  ];
  rows.forEach(([k, v], i) => {
    p.text(330, k, { y: y + i * 14, size: 9 });
    p.text(545, ch(v), { y: y + i * 14, size: 9, align: 'right' });
  });
  p.box(325, y + 34, 225, 20, true);
  p.text(330, 'Total CHF inkl. MWST', { y: y + 48, size: 10, bold: true });
  p.text(545, ch(total), { y: y + 48, size: 10, bold: true, align: 'right' });
  p.text(50, `Zahlbar innert 30 Tagen · MWST-Nr. CHE-108.417.${rng.int(100, 999)} MWST · PC 85-4471-2`, { y: 800, size: 7 });
  return doc(
    p,
    'de',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

export const deWorkshops: Family[] = [zweiSpalten, autohausRechts, awZellen, vergaser, karosserie, monogramm, zeiteinheiten, schweiz];
// Keep the helpers' names used when a family drops one.
void lines;
void dDeShort;
export type { Random };
