/**
 * German-language workshop bills that come again: archive reprints (Rechnungskopie, Zweitschrift, Duplikat), bills
 * quoting the previous visit and the next due, a reminder with the bill attached, a corrected bill replacing an
 * earlier one, a re-inspection after a failed HU, a warranty re-work, a DDR Zweitschrift.
 */
import { addDays, doc, fd, hline, num, para, r2, row, sum, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  LABOR_DE,
  PARTS_DE,
  PageBuilder,
  digits,
  lineTable,
  person,
  pickLines,
  placeAT,
  placeDE,
  plateAT,
  plateDE,
  scaled,
  vatOf,
  vin17,
} from './kit';

const dmFactor = (y: number) => (y < 1990 ? 0.9 : 1.25);

/** VW/Audi dealer bill of 1983–1995, reprinted from the archive 2005–2024 with a print date. */
export function rechnungskopieArchiv(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1983, 1995);
  const printed = rng.date(2005, 2024);
  const y = yearOf(date);
  const pl = placeDE(rng);
  const shop = `Autohaus ${rng.pick(['Brinkmann', 'Kessler', 'Stahl', 'Overbeck', 'Ruppert'])} GmbH`;
  const [make, model] = rng.pick(CARS_DE.filter((c) => c[0] === 'VW' || c[0] === 'Audi'));
  const km = rng.int(38000, 190000);
  const labor = scaled(pickLines(rng, LABOR_DE, 2, 5), dmFactor(y));
  const parts = scaled(pickLines(rng, PARTS_DE, 2, 5), dmFactor(y));
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatDE(y);
  const t = vatOf(sl + sp, rate);
  p.text(50, shop, { size: 15, bold: true });
  p.text(545, 'RECHNUNGSKOPIE', { size: 13, bold: true, align: 'right' });
  p.down(13).text(50, `VW · Audi Vertragshändler · ${pl.street} · ${pl.zip} ${pl.city}`, { size: 8.5 });
  p.text(545, `Druckdatum: ${fd(printed, 'de')}`, { size: 8.5, align: 'right' });
  p.down(11).text(545, 'Nachdruck aus dem Archiv – kein Original', { size: 8, align: 'right' });
  p.y = 135;
  const cust = person(rng, 'de');
  p.text(50, `Herrn/Frau`, { size: 9 }).down(12).text(50, cust, { size: 10 }).down(12).text(50, placeDE(rng).street, { size: 10 });
  const no = `${rng.int(1, 9)}${digits(rng, 5)}`;
  const box: [string, string][] = [
    ['Rechnung Nr.', no],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrag Nr.', digits(rng, 5)],
    ['Kennzeichen', plateDE(rng)],
    ['Fahrzeug', `${make} ${model}`],
    ['Km-Stand', num(km, 'de').slice(0, -3)],
  ];
  let by = 135;
  for (const [k, v] of box) {
    p.text(340, k, { size: 8.5, y: by });
    p.text(430, v, { size: 9, y: by, bold: k === 'Rechnungsdatum' });
    by += 12;
  }
  p.y = 230;
  const cols: Col[] = [{ x: 50 }, { x: 100 }, { x: 380, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Pos.', 'Bezeichnung', 'AW / Menge', 'Betrag DM'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  let pos = 1;
  lineTable(
    p,
    cols,
    labor.map((l) => [String(pos++).padStart(3, '0'), l.text, String(rng.int(2, 24)), num(l.amount, 'de')]),
  );
  p.down(3).text(380, 'Summe Lohn', { size: 9, align: 'right' }).text(545, num(sl, 'de'), { size: 9, align: 'right' }).down(18);
  lineTable(
    p,
    cols,
    parts.map((l) => [String(pos++).padStart(3, '0'), l.text, `${rng.int(1, 4)} St`, num(l.amount, 'de')]),
  );
  p.down(3).text(380, 'Summe Teile', { size: 9, align: 'right' }).text(545, num(sp, 'de'), { size: 9, align: 'right' }).down(10);
  hline(p, 300, 245);
  p.down(14);
  const tot: [string, number][] = [
    ['Nettobetrag', t.net],
    [`+ ${rate} % MwSt.`, t.vat],
  ];
  for (const [k, v] of tot) p.text(430, k, { size: 9.5, align: 'right' }).text(545, num(v, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(430, 'Rechnungsbetrag DM', { size: 10.5, bold: true, align: 'right' })
    .text(545, num(t.gross, 'de'), { size: 10.5, bold: true, align: 'right' })
    .down(14);
  if (yearOf(printed) >= 2002 && rng.chance(0.7)) p.text(545, `(informativ: EUR ${num(r2(t.gross / 1.95583), 'de')})`, { size: 8, align: 'right' }).down(12);
  p.down(20);
  para(
    p,
    50,
    'Der Rechnungsbetrag wurde seinerzeit bar bezahlt. Diese Kopie wurde auf Wunsch des Fahrzeughalters aus dem Archiv erstellt und ersetzt nicht die Originalrechnung.',
    100,
    { size: 8.5 },
  );
  p.y = 800;
  p.text(50, `${shop} · Amtsgericht ${pl.city} HRB ${rng.int(1000, 9999)} · Seite 1/1`, { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Mercedes-Benz workshop bill, second copy, with the previous service and the next one due. */
export function zweitschriftInspektion(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2016);
  const y = yearOf(date);
  const pl = placeDE(rng);
  const shop = `${rng.pick(['Sternpartner', 'Autohaus', 'Mercedes-Benz Service'])} ${rng.pick(['Hübner', 'Lammers', 'Weidinger', 'Franke'])}${rng.pick([' GmbH & Co. KG', ' GmbH', ''])}`;
  const model = rng.pick(['300 TE (S124)', '190 E 2.3-16', '280 SE (W116)', '500 SL (R129)', 'E 320 (W210)']);
  const km = rng.int(60000, 260000);
  const prevKm = km - rng.int(8000, 18000);
  const prevDate = addDays(date, -rng.int(300, 420));
  const kind = rng.pick(['Wartung A', 'Wartung B', 'Service 2', 'Inspektion']);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const labor = scaled(pickLines(rng, LABOR_DE, 2, 4), cur === 'DM' ? 1.3 : 1.1);
  const parts = scaled(pickLines(rng, PARTS_DE, 2, 5), cur === 'DM' ? 1.3 : 1);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatDE(y);
  const t = vatOf(sl + sp, rate);
  const second = addDays(date, rng.int(200, 3000));
  p.text(297, '– ZWEITSCHRIFT –', { size: 11, bold: true, align: 'center', y: 40 });
  p.y = 70;
  p.text(50, shop, { size: 14, bold: true }).down(12).text(50, `Autorisierter Mercedes-Benz Service · ${pl.street} · ${pl.zip} ${pl.city}`, { size: 8.5 });
  p.y = 120;
  p.text(50, `Rechnung ${rng.int(10, 99)}/${digits(rng, 6)}`, { size: 12, bold: true });
  p.text(545, `${pl.city}, ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(14).text(545, `Zweitschrift erstellt am ${fd(second, 'de')}`, { size: 8, align: 'right' });
  p.y = 160;
  p.box(50, p.y - 11, 495, 50);
  row(p, [{ x: 56 }, { x: 190 }, { x: 330 }, { x: 450 }], ['Fahrzeug', 'Amtl. Kennzeichen', 'Erstzulassung', 'Km-Stand'], { size: 7.5 });
  p.down(13);
  row(
    p,
    [{ x: 56 }, { x: 190 }, { x: 330 }, { x: 450 }],
    [`MB ${model}`, plateDE(rng), fd(rng.date(1978, Math.min(y - 1, 1998)), 'de'), num(km, 'de').slice(0, -3)],
    { size: 9.5 },
  );
  p.down(13).text(56, `FIN ${vin17(rng, 'WDB1240')}`, { size: 8 });
  p.y = 230;
  p.text(50, `Letzter Service: ${kind} am ${fd(prevDate, 'de')} bei ${num(prevKm, 'de').slice(0, -3)} km`, { size: 8.5 });
  p.down(18).text(50, 'Arbeitsleistungen', { size: 10, bold: true }).down(14);
  const cols: Col[] = [{ x: 60 }, { x: 545, align: 'right' }];
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'de')]),
  );
  p.text(420, 'Summe Arbeit', { size: 9, bold: true }).text(545, num(sl, 'de'), { size: 9, bold: true, align: 'right' }).down(20);
  p.text(50, 'Ersatzteile und Material', { size: 10, bold: true }).down(14);
  lineTable(
    p,
    cols,
    parts.map((l) => [`${rng.pick(['A', 'N'])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}   ${l.text}`, num(l.amount, 'de')]),
  );
  p.text(420, 'Summe Teile', { size: 9, bold: true }).text(545, num(sp, 'de'), { size: 9, bold: true, align: 'right' }).down(22);
  hline(p, 330, 215);
  p.down(14);
  p.text(340, 'Nettobetrag', { size: 9.5 }).text(545, num(t.net, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(340, `MwSt. ${rate} %`, { size: 9.5 }).text(545, num(t.vat, 'de'), { size: 9.5, align: 'right' }).down(16);
  p.box(330, p.y - 12, 215, 18, true);
  p.text(340, `Gesamtbetrag ${cur}`, { size: 10.5, bold: true }).text(540, num(t.gross, 'de'), { size: 10.5, bold: true, align: 'right' }).down(34);
  p.box(50, p.y - 12, 260, 40);
  p.text(58, 'Nächster Service fällig', { size: 8.5, bold: true }).down(13);
  p.text(58, `bei ${num(km + 15000, 'de').slice(0, -3)} km oder am ${fd(addDays(date, 365), 'de')}`, { size: 9 });
  p.y = 790;
  p.text(50, 'Zahlbar sofort ohne Abzug. Diese Zweitschrift dient als Nachweis für Ihre Unterlagen.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Viennese Meisterbetrieb, "DUPLIKAT" reprinted later, mixed A/M positions, Schilling or Euro. */
export function duplikatWien(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2012);
  const y = yearOf(date);
  const cur = y < 2002 ? 'ATS' : 'EUR';
  const f = cur === 'ATS' ? 9.5 : 1.1;
  const pl = placeAT(rng);
  const owner = rng.pick(['Pichler', 'Hofbauer', 'Steindl', 'Wurzer', 'Kainz']);
  const shop = `Kfz-${rng.pick(['Meisterbetrieb', 'Werkstätte', 'Technik'])} ${owner}`;
  const km = rng.int(40000, 240000);
  const lines = [
    ...scaled(pickLines(rng, LABOR_DE, 2, 4), f).map((l) => ({ ...l, k: 'A' })),
    ...scaled(pickLines(rng, PARTS_DE, 2, 4), f).map((l) => ({ ...l, k: 'M' })),
  ];
  const order = rng.some(lines, lines.length);
  const sa = sum(order.filter((l) => l.k === 'A').map((l) => l.amount));
  const sm = sum(order.filter((l) => l.k === 'M').map((l) => l.amount));
  const t = vatOf(sa + sm, 20);
  const dup = addDays(date, rng.int(90, 5000));
  p.text(50, shop, { size: 16, bold: true, serif: true });
  p.down(14).text(50, `${pl.street}, A-${pl.zip} ${pl.city} · Tel. 0${rng.int(1, 7)}${rng.int(10, 99)} ${digits(rng, 6)}`, { size: 8.5 });
  p.down(11).text(50, `UID ATU${digits(rng, 8)}`, { size: 8.5 });
  p.text(545, 'DUPLIKAT', { size: 18, bold: true, align: 'right', y: 60 });
  p.text(545, `Ausdruck vom ${fd(dup, 'de')}`, { size: 8.5, align: 'right', y: 76 });
  p.y = 130;
  p.text(50, `${rng.pick(['Herrn', 'Frau'])} ${person(rng, 'de')}`, { size: 10 })
    .down(12)
    .text(50, placeAT(rng).street, { size: 10 });
  p.y = 190;
  p.text(50, `RECHNUNG Nr. ${digits(rng, 4)}`, { size: 12, bold: true });
  p.text(545, `Datum: ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(16).text(50, `Kennzeichen: ${plateAT(rng)}    Type: ${rng.pick(CARS_DE).join(' ')}    km: ${km}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 70 }, { x: 545, align: 'right' }];
  row(p, cols, ['', 'Leistung / Material', `Betrag ${cur}`], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  lineTable(
    p,
    cols,
    order.map((l) => [l.k, l.text, num(l.amount, 'de')]),
  );
  hline(p, 350, 195);
  p.down(14);
  const tot: [string, number][] = [
    ['Summe Arbeit (A)', sa],
    ['Summe Material (M)', sm],
    ['Summe netto', t.net],
    ['zzgl. 20 % USt.', t.vat],
  ];
  for (const [k, v] of tot) p.text(360, k, { size: 9.5 }).text(545, num(v, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.down(4).text(360, `Rechnungsbetrag ${cur}`, { size: 10.5, bold: true }).text(545, num(t.gross, 'de'), { size: 10.5, bold: true, align: 'right' }).down(30);
  para(
    p,
    50,
    `A = Arbeitsleistung, M = Material. Betrag dankend erhalten. – Duplikat für Versicherungszwecke, das Original wurde am ${fd(date, 'de')} ausgehändigt.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sa,
    partsCost: sm,
    totalCost: t.gross,
    workPerformed: order.filter((l) => l.k === 'A').map((l) => l.text),
    partsUsed: order.filter((l) => l.k === 'M').map((l) => l.text),
  });
}

/** A reminder letter with a copy of the unpaid bill below the fold line; the bill has no split sums. */
export function zahlungserinnerung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2024);
  const remind = addDays(date, rng.int(28, 50));
  const pl = placeDE(rng);
  const shop = `${rng.pick(['Oldtimer-Werkstatt', 'Klassik-Service', 'Kfz-Technik'])} ${rng.pick(['Reinartz', 'Böhm & Sohn', 'Tiedemann', 'Oswald'])}`;
  const cust = person(rng, 'de');
  const km = rng.int(30000, 210000);
  const lines = [...pickLines(rng, LABOR_DE, 2, 3), ...pickLines(rng, PARTS_DE, 1, 3)];
  const t = vatOf(sum(lines.map((l) => l.amount)), vatDE(yearOf(date)));
  const no = `RE-${yearOf(date)}-${digits(rng, 4)}`;
  p.text(50, shop, { size: 13, bold: true }).down(12).text(50, `${pl.street} · ${pl.zip} ${pl.city}`, { size: 8.5 });
  p.y = 110;
  p.text(50, cust, { size: 10 }).down(12).text(50, placeDE(rng).street, { size: 10 });
  p.text(545, `${pl.city}, ${fd(remind, 'de')}`, { size: 10, align: 'right', y: 110 });
  p.y = 160;
  p.text(50, 'Zahlungserinnerung', { size: 12, bold: true }).down(18);
  para(
    p,
    50,
    `Sehr geehrte(r) ${cust}, sicher haben Sie es nur übersehen: unsere Rechnung Nr. ${no} vom ${fd(date, 'de')} über EUR ${num(t.gross, 'de')} ist bei uns noch nicht eingegangen. Wir bitten Sie, den Betrag bis zum ${fd(addDays(remind, 10), 'de')} zu überweisen. Eine Kopie der Rechnung finden Sie unten. Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.`,
    105,
    { size: 9.5 },
  );
  p.down(6).text(50, 'Mit freundlichen Grüßen', { size: 9.5 }).down(13).text(50, shop, { size: 9.5 });
  p.y = 330;
  p.text(297, '- - - - - - - - - - - - - - - - - - - -  Kopie der Rechnung  - - - - - - - - - - - - - - - - - - - -', { size: 8, align: 'center' });
  p.y = 360;
  p.text(50, `Rechnung ${no}`, { size: 11, bold: true }).text(545, `Rechnungsdatum ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(14).text(50, `${rng.pick(CARS_DE).join(' ')} · ${plateDE(rng, rng.chance(0.5))} · Kilometerstand ${num(km, 'de').slice(0, -3)}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 80 }, { x: 545, align: 'right' }];
  row(p, cols, ['Nr.', 'Leistung', 'EUR'], { bold: true, size: 8.5 });
  p.down(13);
  lineTable(
    p,
    cols,
    lines.map((l, i) => [String(i + 1), l.text, num(l.amount, 'de')]),
  );
  p.down(4);
  p.text(440, 'Netto', { size: 9.5 }).text(545, num(t.net, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(440, `MwSt ${vatDE(yearOf(date))} %`, { size: 9.5 })
    .text(545, num(t.vat, 'de'), { size: 9.5, align: 'right' })
    .down(13);
  p.text(440, 'Brutto', { size: 10, bold: true }).text(545, num(t.gross, 'de'), { size: 10, bold: true, align: 'right' }).down(24);
  p.text(
    50,
    `Zahlbar innerhalb 14 Tagen. Bankverbindung: IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: t.gross,
    workPerformed: lines.filter((l) => LABOR_DE.some((m) => m[0] === l.text)).map((l) => l.text),
    partsUsed: lines.filter((l) => PARTS_DE.some((m) => m[0] === l.text)).map((l) => l.text),
  });
}

/** Repairs after a failed HU, quoting the inspection report, with the re-inspection fee passed through. */
export function tuevNachpruefung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2024);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const hu = addDays(date, -rng.int(5, 25));
  const pl = placeDE(rng);
  const shop = `${rng.pick(['Autoservice', 'Kfz-Werkstatt', 'Meisterwerkstatt'])} ${rng.pick(['Gerlach', 'Janssen', 'Albrecht', 'Sauter'])}`;
  const km = rng.int(50000, 230000);
  const mangel = rng.some(
    [
      'Bremsschlauch hinten links porös',
      'Auspuffanlage undicht',
      'Spurstangenkopf ausgeschlagen',
      'Abblendlicht falsch eingestellt',
      'Querlenkerlager rissig',
      'Ölverlust am Getriebe',
    ],
    2,
  );
  const labor = [...pickLines(rng, LABOR_DE, 1, 3), { text: 'Vorführung zur HU-Nachprüfung', amount: rng.int(25, 45) }];
  const parts = pickLines(rng, PARTS_DE, 1, 4);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatDE(y);
  const t = vatOf(sl + sp, rate);
  const fee = cur === 'DM' ? rng.int(18, 30) : r2(rng.int(14, 26) + rng.pick([0, 0.5, 0.9]));
  const total = r2(t.gross + fee);
  p.text(297, shop, { size: 15, bold: true, align: 'center' })
    .down(13)
    .text(297, `${pl.street} – ${pl.zip} ${pl.city} – Mitglied der Kfz-Innung`, { size: 8.5, align: 'center' });
  p.y = 120;
  p.text(50, `Kunde: ${person(rng, 'de')}`, { size: 9.5 })
    .text(360, `Rechnung Nr.: ${digits(rng, 5)}`, { size: 9.5 })
    .down(13);
  p.text(50, `Fahrzeug: ${rng.pick(CARS_DE).join(' ')}`, { size: 9.5 })
    .text(360, `Datum: ${fd(date, 'de')}`, { size: 9.5 })
    .down(13);
  p.text(50, `Kennz.: ${plateDE(rng, true)}`, { size: 9.5 })
    .text(360, `km-Stand: ${num(km, 'de').slice(0, -3)}`, { size: 9.5 })
    .down(22);
  p.box(50, p.y - 11, 495, 18 + 12 * mangel.length);
  p.text(56, `Mängel lt. HU-Prüfbericht vom ${fd(hu, 'de')} (Plakette nicht zugeteilt):`, { size: 8.5, bold: true }).down(12);
  for (const m of mangel) p.text(66, `– ${m}`, { size: 8.5 }).down(12);
  p.down(16);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.text(50, 'Lohn', { size: 10, bold: true }).down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'de')]),
  );
  p.text(400, 'Lohn gesamt', { size: 9 }).text(545, num(sl, 'de'), { size: 9, align: 'right' }).down(18);
  p.text(50, 'Teile', { size: 10, bold: true }).down(13);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'de')]),
  );
  p.text(400, 'Teile gesamt', { size: 9 }).text(545, num(sp, 'de'), { size: 9, align: 'right' }).down(16);
  hline(p, 300, 245);
  p.down(14);
  const tot: [string, number, boolean][] = [
    ['Summe netto', t.net, false],
    [`${rate} % MwSt.`, t.vat, false],
    ['Zwischensumme', t.gross, false],
    ['HU-Gebühr Prüforganisation (durchlaufender Posten)', fee, false],
    [`Endbetrag ${cur}`, total, true],
  ];
  for (const [k, v, b] of tot) p.text(490, k, { size: 9.5, bold: b, align: 'right' }).text(545, num(v, 'de'), { size: 9.5, bold: b, align: 'right' }).down(13);
  p.down(20).text(50, `Nachprüfung bestanden am ${fd(date, 'de')}, nächste HU ${fd(addDays(date, 730), 'de').slice(3)}.`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: total,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Porsche Zentrum bill with a table of the car's earlier visits above the current work. */
export function porscheServiceverlauf(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2009, 2025);
  const pl = placeDE(rng);
  const shop = `Porsche Zentrum ${pl.city}`;
  const op = `${rng.pick(['Sportwagen', 'Autohaus'])} ${rng.pick(['Kröger', 'Wendt', 'Scholl'])} GmbH`;
  const km = rng.int(70000, 190000);
  const model = rng.pick(['911 Carrera 3.2', '944 S2', '928 S4', '911 SC']);
  const labor = scaled(pickLines(rng, LABOR_DE, 2, 4), 1.6);
  const parts = scaled(pickLines(rng, PARTS_DE, 2, 5), 1.5);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const t = vatOf(sl + sp, vatDE(yearOf(date)));
  p.text(50, shop, { size: 16, bold: true }).down(12).text(50, `${op} · ${pl.street} · ${pl.zip} ${pl.city}`, { size: 8.5 });
  p.y = 110;
  p.text(50, 'Rechnung', { size: 13, bold: true });
  const kv: [string, string][] = [
    ['Rechnungs-Nr.', `${digits(rng, 8)}`],
    ['Datum', fd(date, 'de')],
    ['Modell', `Porsche ${model}`],
    ['Fahrgestell-Nr.', vin17(rng, 'WP0ZZZ9')],
    ['Kilometerstand', `${num(km, 'de').slice(0, -3)} km`],
  ];
  p.y = 110;
  for (const [k, v] of kv) p.text(330, k, { size: 8.5 }).text(420, v, { size: 9 }).down(12);
  p.y = 190;
  p.text(50, 'Servicehistorie dieses Fahrzeugs in unserem Haus', { size: 9, bold: true }).down(12);
  const hist = rng.int(2, 3);
  const hcol: Col[] = [{ x: 50 }, { x: 130 }, { x: 210 }];
  row(p, hcol, ['Datum', 'km', 'Leistung'], { size: 8 });
  p.down(11);
  for (let i = hist; i >= 1; i--) {
    row(
      p,
      hcol,
      [
        fd(addDays(date, -i * rng.int(330, 400)), 'de'),
        num(km - i * rng.int(6000, 12000), 'de').slice(0, -3),
        rng.pick(['Wartung', 'Ölwechsel-Service', 'Wartung mit Zündkerzen', 'Bremsen-Service']),
      ],
      { size: 8 },
    );
    p.down(11);
  }
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 125 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Art.-/Arb.-Nr.', 'Bezeichnung', 'Menge/ZE', 'Betrag EUR'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  lineTable(
    p,
    cols,
    labor.map((l) => [digits(rng, 6), l.text, String(rng.int(5, 40)), num(l.amount, 'de')]),
  );
  p.text(420, 'Summe Arbeitslohn', { size: 9, align: 'right' }).text(545, num(sl, 'de'), { size: 9, align: 'right' }).down(18);
  lineTable(
    p,
    cols,
    parts.map((l) => [`${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, l.text, `${rng.int(1, 6)},00`, num(l.amount, 'de')]),
  );
  p.text(420, 'Summe Ersatzteile', { size: 9, align: 'right' }).text(545, num(sp, 'de'), { size: 9, align: 'right' }).down(16);
  hline(p, 300, 245);
  p.down(14);
  p.text(420, 'Nettobetrag', { size: 9.5, align: 'right' }).text(545, num(t.net, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(420, `zzgl. ${vatDE(yearOf(date))} % MwSt.`, { size: 9.5, align: 'right' })
    .text(545, num(t.vat, 'de'), { size: 9.5, align: 'right' })
    .down(14);
  p.text(420, 'Rechnungsbetrag', { size: 10.5, bold: true, align: 'right' }).text(545, num(t.gross, 'de'), { size: 10.5, bold: true, align: 'right' }).down(26);
  p.text(50, `Nächste Wartung: ${fd(addDays(date, 730), 'de').slice(3)} oder ${num(km + 20000, 'de').slice(0, -3)} km – es gilt, was zuerst eintritt.`, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A corrected bill that replaces an earlier one (wrong km or price), dated later than the work. */
export function rechnungskorrektur(rng: Random): Generated {
  const p = new PageBuilder();
  const work = rng.date(2004, 2024);
  const date = addDays(work, rng.int(6, 30));
  const pl = placeDE(rng);
  const shop = `Autowerkstatt ${rng.pick(['Nowak', 'Hinrichs', 'Zeller', 'Baumgart'])} e.K.`;
  const km = rng.int(40000, 200000);
  const labor = pickLines(rng, LABOR_DE, 2, 4);
  const parts = pickLines(rng, PARTS_DE, 2, 4);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatDE(yearOf(date));
  const t = vatOf(sl + sp, rate);
  const oldNo = digits(rng, 5);
  const reason = rng.pick(['Kilometerstand berichtigt', 'Teilepreis berichtigt', 'Rechnungsempfänger berichtigt']);
  p.text(545, shop, { size: 13, bold: true, align: 'right' })
    .down(12)
    .text(545, pl.street, { size: 8.5, align: 'right' })
    .down(10)
    .text(545, `${pl.zip} ${pl.city}`, { size: 8.5, align: 'right' });
  p.y = 130;
  p.text(50, person(rng, 'de'), { size: 10 }).down(12).text(50, placeDE(rng).street, { size: 10 });
  p.y = 190;
  p.text(50, `Rechnungskorrektur Nr. ${digits(rng, 5)}`, { size: 13, bold: true }).down(15);
  p.text(50, `ersetzt Rechnung Nr. ${oldNo} vom ${fd(addDays(work, rng.int(0, 3)), 'de')} – Grund: ${reason}`, { size: 9 }).down(18);
  const kv: [string, string][] = [
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungsdatum', fd(work, 'de')],
    ['Fahrzeug', rng.pick(CARS_DE).join(' ')],
    ['Kennzeichen', plateDE(rng)],
    ['Kilometerstand', `${num(km, 'de').slice(0, -3)} km`],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(150, v, { size: 9 }).down(12);
  p.down(12);
  const cols: Col[] = [{ x: 50 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'], { bold: true, size: 8.5 });
  p.down(13);
  const rowsOf = (ls: typeof labor, unit: string) =>
    ls.map((l) => {
      const cents = Math.round(l.amount * 100);
      const q = cents % 2 === 0 && rng.chance(0.4) ? 2 : 1;
      return [l.text, `${q} ${unit}`, num(cents / q / 100, 'de'), num(l.amount, 'de')];
    });
  lineTable(p, cols, rowsOf(labor, 'Std'));
  p.text(420, 'Arbeitslohn', { size: 9, align: 'right' }).text(545, num(sl, 'de'), { size: 9, align: 'right' }).down(16);
  lineTable(p, cols, rowsOf(parts, 'St'));
  p.text(420, 'Material', { size: 9, align: 'right' }).text(545, num(sp, 'de'), { size: 9, align: 'right' }).down(16);
  hline(p, 330, 215);
  p.down(14);
  p.text(420, 'Netto', { size: 9.5, align: 'right' }).text(545, num(t.net, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(420, `USt ${rate} %`, { size: 9.5, align: 'right' }).text(545, num(t.vat, 'de'), { size: 9.5, align: 'right' }).down(14);
  p.text(420, 'Zahlbetrag EUR', { size: 10.5, bold: true, align: 'right' }).text(545, num(t.gross, 'de'), { size: 10.5, bold: true, align: 'right' }).down(28);
  para(p, 50, `Die Rechnung Nr. ${oldNo} wird hiermit storniert und ist gegenstandslos. Bereits geleistete Zahlungen werden angerechnet.`, 100, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Bavarian carbon-copy job form of the 1980s with last and next oil change fields, "Kopie für den Kunden". */
export function durchschlagOelwechsel(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 1994);
  const y = yearOf(date);
  const pl = placeDE(rng);
  const shop = `${rng.pick(['Georg', 'Alois', 'Franz'])} ${rng.pick(['Huber', 'Maier', 'Stadler'])} Kfz-Reparaturen`;
  const km = rng.int(30000, 180000);
  const last = km - rng.int(4000, 8000);
  const labor = scaled(pickLines(rng, LABOR_DE, 1, 3), 0.6);
  const parts = scaled(pickLines(rng, PARTS_DE, 2, 4), 0.7);
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const rate = vatDE(y);
  const t = vatOf(sl + sp, rate);
  p.box(40, 40, 515, 560);
  p.text(50, shop, { size: 13, bold: true, serif: true, y: 62 });
  p.text(50, `${pl.street} · ${pl.zip} ${pl.city} · Fernruf ${rng.int(10, 99)} ${digits(rng, 4)}`, { size: 8, serif: true, y: 75 });
  p.text(545, 'Kopie für den Kunden', { size: 9, serif: true, align: 'right', y: 62 });
  p.text(545, `Nr. ${digits(rng, 4)}`, { size: 10, serif: true, align: 'right', y: 76 });
  p.y = 105;
  const f: [string, string, number][] = [
    ['Datum', fd(date, 'de2'), 50],
    ['Kennzeichen', plateDE(rng), 200],
    ['km-Stand', String(km), 400],
  ];
  for (const [k, v, x] of f) p.text(x, `${k}:`, { size: 8, serif: true }).text(x + 55, v, { size: 10, serif: true });
  p.down(16);
  p.text(50, 'Fahrzeug:', { size: 8, serif: true }).text(105, rng.pick(CARS_DE).join(' '), { size: 10, serif: true });
  p.text(300, `Letzter Ölwechsel bei km: ${last}`, { size: 8, serif: true });
  p.down(14);
  p.text(300, `Nächster Ölwechsel bei km: ${km + 7500}`, { size: 8, serif: true });
  p.down(14);
  hline(p, 40, 515);
  p.down(14);
  p.text(50, 'Ausgeführte Arbeiten', { size: 9, bold: true, serif: true }).text(545, 'DM', { size: 9, bold: true, serif: true, align: 'right' }).down(14);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'de')]),
    { serif: true },
  );
  p.text(440, 'Lohn', { size: 9, serif: true }).text(545, num(sl, 'de'), { size: 9, serif: true, align: 'right' }).down(16);
  p.text(50, 'Material', { size: 9, bold: true, serif: true }).down(14);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'de')]),
    { serif: true },
  );
  p.text(440, 'Material', { size: 9, serif: true }).text(545, num(sp, 'de'), { size: 9, serif: true, align: 'right' }).down(12);
  hline(p, 40, 515);
  p.down(14);
  p.text(440, 'zusammen', { size: 9.5, serif: true }).text(545, num(t.net, 'de'), { size: 9.5, serif: true, align: 'right' }).down(13);
  p.text(440, `${rate} % MWSt`, { size: 9.5, serif: true }).text(545, num(t.vat, 'de'), { size: 9.5, serif: true, align: 'right' }).down(14);
  p.text(440, 'Endbetrag', { size: 10.5, bold: true, serif: true })
    .text(545, num(t.gross, 'de'), { size: 10.5, bold: true, serif: true, align: 'right' })
    .down(24);
  p.text(50, 'Betrag erhalten:  ____________________', { size: 9, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: t.gross,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Austrian re-work of an earlier repair: the earlier bill is named, a goodwill share is credited. */
export function nacharbeitKulanz(rng: Random): Generated {
  const p = new PageBuilder();
  const first = rng.date(2003, 2023);
  const date = addDays(first, rng.int(40, 300));
  const pl = placeAT(rng);
  const shop = `Autohaus ${rng.pick(['Lackner', 'Moser', 'Fuchs', 'Ebner'])} GmbH`;
  const km = rng.int(50000, 220000);
  const lines = [...pickLines(rng, LABOR_DE, 1, 3), ...pickLines(rng, PARTS_DE, 1, 3)];
  const gross = sum(lines.map((l) => l.amount));
  const kul = -r2(gross * rng.pick([0.3, 0.5, 0.4]));
  const net = r2(gross + kul);
  const t = vatOf(net, 20);
  p.text(50, shop, { size: 15, bold: true });
  p.text(50, `${pl.street} · A-${pl.zip} ${pl.city} · FN ${digits(rng, 6)}x`, { size: 8.5, y: 74 });
  p.y = 120;
  p.text(50, `${rng.pick(['Herrn', 'Frau'])} ${person(rng, 'de')}`, { size: 10 });
  p.y = 170;
  p.text(50, 'Rechnung – Nacharbeit', { size: 13, bold: true }).text(545, fd(date, 'de'), { size: 10, align: 'right' }).down(15);
  p.text(50, `Nacharbeit zu unserer Rechnung Nr. ${digits(rng, 6)} vom ${fd(first, 'de')}`, { size: 9 }).down(12);
  p.text(50, `Kennzeichen ${plateAT(rng)} · Kilometerstand ${num(km, 'de').slice(0, -3)}`, { size: 9 }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Position', 'EUR'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  lineTable(
    p,
    cols,
    lines.map((l) => [l.text, num(l.amount, 'de')]),
  );
  p.text(50, `Kulanzanteil Autohaus ${Math.round((-kul / gross) * 100)} %`, { size: 9 })
    .text(545, num(kul, 'de'), { size: 9, align: 'right' })
    .down(14);
  hline(p, 330, 215);
  p.down(14);
  p.text(430, 'Nettobetrag', { size: 9.5, align: 'right' }).text(545, num(t.net, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(430, '20 % MwSt.', { size: 9.5, align: 'right' }).text(545, num(t.vat, 'de'), { size: 9.5, align: 'right' }).down(14);
  p.text(430, 'Zu zahlen', { size: 10.5, bold: true, align: 'right' }).text(545, num(t.gross, 'de'), { size: 10.5, bold: true, align: 'right' }).down(28);
  para(p, 50, 'Die Gewährleistung für die nachgearbeiteten Positionen beginnt mit dem heutigen Datum neu zu laufen.', 100, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: t.gross,
    workPerformed: lines.filter((l) => LABOR_DE.some((m) => m[0] === l.text)).map((l) => l.text),
    partsUsed: lines.filter((l) => PARTS_DE.some((m) => m[0] === l.text)).map((l) => l.text),
  });
}

/** DDR state workshop bill in Mark, written again as a Zweitschrift years later at the owner's request. */
export function ddrZweitschrift(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 1989);
  const second = addDays(date, rng.int(200, 2500));
  const city = rng.pick(['Karl-Marx-Stadt', 'Erfurt', 'Magdeburg', 'Rostock', 'Cottbus']);
  const shop = `VEB Kraftfahrzeuginstandsetzung ${city}`;
  const km = rng.int(20000, 160000);
  const car = rng.pick(['Wartburg 353 W', 'Trabant 601 S', 'Lada 2107', 'Škoda 105 S']);
  const labor = scaled(
    pickLines(
      rng,
      LABOR_DE.filter((l) => !/Achsver|Inspektion/.test(l[0])),
      1,
      3,
    ),
    0.35,
  );
  const parts = scaled(
    pickLines(
      rng,
      PARTS_DE.filter((l) => !/DOT/.test(l[0])),
      1,
      3,
    ),
    0.4,
  );
  const sl = sum(labor.map((l) => l.amount));
  const sp = sum(parts.map((l) => l.amount));
  const total = r2(sl + sp);
  p.text(50, shop, { size: 12, bold: true, serif: true })
    .down(12)
    .text(50, `Betriebsteil ${rng.pick(['Service', 'Werkstatt II', 'Karosserie'])} · ${city}`, { size: 8.5, serif: true });
  p.text(545, 'ZWEITSCHRIFT', { size: 12, bold: true, serif: true, align: 'right', y: 60 });
  p.y = 115;
  p.text(50, `Rechnung Nr. ${digits(rng, 4)}/${String(yearOf(date)).slice(2)}`, { size: 11, serif: true }).down(14);
  p.text(50, `ausgefertigt am ${fd(date, 'de')}`, { size: 9.5, serif: true }).down(13);
  p.text(50, `Zweitschrift ausgestellt am ${fd(second, 'de')} auf Antrag des Fahrzeughalters`, { size: 9.5, serif: true }).down(20);
  p.text(50, `Auftraggeber: ${person(rng, 'de')}`, { size: 9.5, serif: true }).down(13);
  p.text(
    50,
    `Fahrzeug: ${car}   pol. Kennz.: ${rng.pick(['T', 'L', 'H', 'A', 'Z'])}${rng.pick(['K', 'M', 'S'])} ${rng.int(10, 99)}-${rng.int(10, 99)}   km: ${km}`,
    { size: 9.5, serif: true },
  ).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  p.text(50, 'Leistungen', { size: 9.5, bold: true, serif: true }).text(545, 'M', { size: 9.5, bold: true, serif: true, align: 'right' }).down(14);
  lineTable(
    p,
    cols,
    labor.map((l) => [l.text, num(l.amount, 'de')]),
    { serif: true },
  );
  p.text(50, 'Material', { size: 9.5, bold: true, serif: true }).down(14);
  lineTable(
    p,
    cols,
    parts.map((l) => [l.text, num(l.amount, 'de')]),
    { serif: true },
  );
  hline(p, 300, 245);
  p.down(14);
  p.text(440, 'Lohn', { size: 9.5, serif: true, align: 'right' }).text(545, num(sl, 'de'), { size: 9.5, serif: true, align: 'right' }).down(13);
  p.text(440, 'Material', { size: 9.5, serif: true, align: 'right' }).text(545, num(sp, 'de'), { size: 9.5, serif: true, align: 'right' }).down(14);
  p.text(440, 'Gesamtbetrag M', { size: 10.5, bold: true, serif: true, align: 'right' })
    .text(545, num(total, 'de'), { size: 10.5, bold: true, serif: true, align: 'right' })
    .down(34);
  p.text(50, 'Die Übereinstimmung mit dem Original wird bestätigt.', { size: 9, serif: true }).down(30);
  p.text(50, '(Stempel)                                 Unterschrift', { size: 8.5, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: sl,
    partsCost: sp,
    totalCost: total,
    workPerformed: labor.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
