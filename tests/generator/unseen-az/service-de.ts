/** German-language bills of the trades: saddler, chrome plater, engine machinist, radiator builder, auto electrician, tyres, paint, glass, gearbox, wheels. */
import { addDays, doc, fd, hline, num, r05, r2, row, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, PageBuilder, chars, chPlate, dePerson, dePlate, deStreet, era, labour, lines, pct, qtyStr, total, type Line } from './kit';

const cur = (iso: string) => (yearOf(iso) < 2002 ? 'DM' : 'EUR');

/** Autosattlerei: serif letterhead in the middle, numbered positions, Lohn and Material summed under the table. */
export function sattlerei(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 2024);
  const c = cur(date);
  const sc = era(yearOf(date));
  const name = rng.pick(['Autosattlerei Kessler', 'Polsterei & Autosattlerei Vogel', 'Sattlermeister F. Brenner']);
  p.text(297, name, { size: 17, serif: true, bold: true, align: 'center' });
  p.down(15).text(297, 'Verdecke · Sitzbezüge · Himmel · Teppiche · Lederrestaurierung', { size: 8.5, align: 'center', serif: true });
  p.down(12).text(
    297,
    `${deStreet(rng)} · ${rng.pick(['83022 Rosenheim', '94032 Passau', '87435 Kempten'])} · Tel. 0${rng.int(800, 899)}/${rng.int(10000, 99999)}`,
    { size: 8, align: 'center' },
  );
  hline(p, 60, 475, p.y + 8);
  p.down(40);
  const cust = dePerson(rng);
  p.text(60, `Herrn ${cust}`)
    .down(12)
    .text(60, deStreet(rng))
    .down(12)
    .text(60, `${rng.int(80000, 97999)} ${rng.pick(['Traunstein', 'Landshut', 'Erding'])}`);
  p.text(400, 'Rechnung Nr.', { y: p.y - 24, size: 9 });
  p.text(535, `${yearOf(date)}/${rng.int(100, 899)}`, { y: p.y - 24, size: 9, align: 'right', bold: true });
  p.text(400, 'Datum', { y: p.y - 12, size: 9 });
  p.text(535, fd(date, 'de'), { y: p.y - 12, size: 9, align: 'right' });
  p.down(34).text(60, `Betr.: ${rng.pick(CARS_DE)}, amtl. Kz. ${dePlate(rng)}`, { bold: true });
  const jobs = labour(
    rng,
    rng.some(
      [
        'Verdeck abbauen und neu anfertigen',
        'Sitze vorn neu beziehen (Leder)',
        'Rücksitzbank neu polstern',
        'Dachhimmel erneuern',
        'Türverkleidungen neu beziehen',
        'Teppichsatz anpassen und einbauen',
      ],
      rng.int(2, 4),
    ),
    rng.pick([38, 45, 52, 58, 64]) * sc * 1.6,
  );
  const mats = lines(
    rng,
    [
      ['Verdeckstoff Sonnenland, schwarz', 180, 420],
      ['Leder Connolly-Art, Haut', 220, 380],
      ['Schaumstoff RG 40', 30, 80],
      ['Himmelstoff gelocht', 40, 110],
      ['Velours-Teppich, lfm', 60, 140],
      ['Keder, Garn, Kleinmaterial', 12, 45],
    ],
    rng.int(3, 5),
    sc,
  );
  const cols: Col[] = [{ x: 60 }, { x: 85 }, { x: 130 }, { x: 455, align: 'right' }, { x: 535, align: 'right' }];
  p.down(26);
  row(p, cols, ['Pos', 'Menge', 'Bezeichnung', 'Einzelpreis', 'Gesamt'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  p.down(16);
  let pos = 1;
  for (const l of jobs) {
    row(p, cols, [String(pos++), `${qtyStr(l.qty, 'de')} Std.`, l.text, num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(13);
  }
  for (const l of mats) {
    row(p, cols, [String(pos++), '1', l.text, num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(13);
  }
  const lab = total(jobs);
  const par = total(mats);
  const net = r2(lab + par);
  const rate = vatDE(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  hline(p, 330, 205, p.y);
  p.down(14);
  for (const [k, v, b] of [
    ['Arbeitslohn', lab, false],
    ['Material', par, false],
    ['Summe netto', net, false],
    [`zzgl. ${rate} % MwSt.`, vat, false],
    [`Rechnungsbetrag ${c}`, gross, true],
  ] as [string, number, boolean][]) {
    p.text(340, k, { bold: b }).text(535, num(v, 'de'), { align: 'right', bold: b });
    p.down(14);
  }
  p.down(20).text(60, 'Zahlbar sofort ohne Abzug. Vielen Dank für Ihren Auftrag!', { size: 9, serif: true });
  p.down(12).text(
    60,
    `${rng.pick(['Sparkasse Rosenheim', 'Raiffeisenbank', 'VR-Bank'])} · Konto ${rng.int(1000000, 9999999)} · BLZ ${rng.int(700, 799)} ${rng.int(100, 999)} ${rng.int(10, 99)}`,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: mats.map((l) => l.text),
  });
}

/** Galvanik: a delivery note and bill in one, pieces counted and priced per piece, no split of work and parts. */
export function verchromung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 2025);
  const c = cur(date);
  const sc = era(yearOf(date));
  const name = rng.pick(['Galvanik Schuster GmbH', 'Hartchrom- und Glanzchromwerk Lindner', 'Oberflächentechnik Reinhardt KG']);
  p.text(60, name.toUpperCase(), { size: 14, bold: true });
  p.down(13).text(60, 'Verkupfern · Vernickeln · Glanzverchromen · Polieren', { size: 8.5 });
  p.text(535, deStreet(rng), { y: 60, size: 8, align: 'right' });
  p.text(535, `${rng.pick(['72764 Reutlingen', '42651 Solingen', '58636 Iserlohn'])}`, { y: 70, size: 8, align: 'right' });
  p.text(535, `Fon ${rng.int(2000, 7999)} ${rng.int(1000, 99999)}`, { y: 80, size: 8, align: 'right' });
  p.down(45);
  p.box(60, p.y - 12, 220, 56);
  const cust = dePerson(rng);
  p.text(66, 'Kunde', { size: 7 })
    .down(12)
    .text(66, cust)
    .down(12)
    .text(66, deStreet(rng))
    .down(12)
    .text(66, `${rng.int(10000, 99999)} ${rng.pick(['Tübingen', 'Wuppertal', 'Hagen', 'Hamm'])}`);
  p.down(32);
  p.text(60, 'LIEFERSCHEIN / RECHNUNG', { size: 12, bold: true });
  const no = `${rng.int(20000, 89999)}`;
  p.text(330, `Beleg ${no}`, { size: 9 }).text(535, `vom ${fd(date, 'de2')}`, { size: 9, align: 'right' });
  p.down(14).text(330, `Ihr Auftrag vom ${fd(addDays(date, -rng.int(14, 60)), 'de2')}`, { size: 9 });
  p.down(22);
  const jobs = lines(
    rng,
    [
      ['Stoßstange vorn entchromen, richten, verchromen', 160, 320],
      ['Stoßstange hinten entchromen, richten, verchromen', 160, 320],
      ['Stoßstangenhörner verchromen', 40, 90],
      ['Kühlergrill-Rahmen verchromen', 120, 260],
      ['Radzierblenden polieren und verchromen', 25, 60],
      ['Türgriffe verchromen', 18, 40],
      ['Scheinwerferringe verchromen', 30, 70],
      ['Fensterrahmen polieren', 45, 110],
    ],
    rng.int(3, 6),
    sc,
    4,
  );
  const cols: Col[] = [{ x: 60 }, { x: 95 }, { x: 440, align: 'right' }, { x: 535, align: 'right' }];
  p.box(60, p.y - 11, 475, 15, true);
  row(p, cols, ['Stück', 'Teil / Arbeitsgang', `à ${c}`, c], { bold: true });
  p.down(18);
  for (const l of jobs) {
    row(p, cols, [String(l.qty), l.text, num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(14);
  }
  const net = total(jobs);
  const rate = vatDE(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  p.down(6);
  hline(p, 60, 475);
  p.down(14).text(440, 'Warenwert', { align: 'right' }).text(535, num(net, 'de'), { align: 'right' });
  p.down(13).text(440, `MwSt ${rate}%`, { align: 'right' }).text(535, num(vat, 'de'), { align: 'right' });
  p.down(15).text(440, 'Zu zahlen', { align: 'right', bold: true }).text(535, num(gross, 'de'), { align: 'right', bold: true });
  p.down(30).text(60, 'Teile wurden vollständig und unbeschädigt übernommen: ____________________', { size: 8.5 });
  p.down(14).text(60, 'Für mitgebrachte Teile mit Rost- oder Gussschäden übernehmen wir keine Gewähr.', { size: 8 });
  return doc(p, 'de', { documentType: 'service', shopName: name.toUpperCase(), serviceDate: date, totalCost: gross, workPerformed: jobs.map((l) => l.text) });
}

/** Motoreninstandsetzung: two sections, machining and parts, each summed; Motor-Nr. in the head. */
export function motorenInstandsetzung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1969, 2023);
  const c = cur(date);
  const sc = era(yearOf(date));
  const name = rng.pick(['Motoren-Ackermann', 'Motoreninstandsetzung Kraus GmbH', 'Zylinderschleiferei Wagner']);
  p.text(60, name, { size: 16, bold: true, serif: true });
  p.down(14).text(60, 'Zylinder schleifen und honen · Kurbelwellen · Zylinderköpfe · Ventilsitze', { size: 8.5 });
  p.down(11).text(
    60,
    `${deStreet(rng)}, ${rng.pick(['44137 Dortmund', '45127 Essen', '33602 Bielefeld'])} – Telefon ${rng.int(200, 599)} ${rng.int(10000, 999999)}`,
    { size: 8.5 },
  );
  p.down(40);
  const cust = dePerson(rng);
  p.text(60, cust)
    .down(12)
    .text(60, deStreet(rng))
    .down(12)
    .text(60, `${rng.int(40000, 59999)} ${rng.pick(['Unna', 'Lünen', 'Herne'])}`);
  p.down(30).text(60, 'Rechnung', { size: 13, bold: true });
  p.text(250, `Nr. ${rng.int(1000, 9999)}`, { size: 10 });
  p.text(535, fd(date, 'dedash'), { align: 'right' });
  p.down(18).text(
    60,
    `Motor: ${rng.pick(['M 110 (6-Zyl.)', 'Typ 901/03', 'M10 B20', 'CIH 1.9', 'Typ 1 1600'])}   Motor-Nr. ${rng.int(100000, 9999999)}   Fahrzeug: ${rng.pick(CARS_DE)}`,
    { size: 9 },
  );
  const jobs = lines(
    rng,
    [
      ['Motorblock reinigen (Heißwäsche)', 60, 120],
      ['Zylinder auf 1. Übermaß bohren und honen', 240, 420],
      ['Kurbelwelle schleifen, 0,25 mm', 180, 320],
      ['Planfläche Zylinderkopf fräsen', 70, 150],
      ['Ventilsitze fräsen', 120, 240],
      ['Ventilführungen erneuern', 140, 260],
      ['Pleuel richten und prüfen', 60, 130],
      ['Motor zusammenbauen', 420, 900],
    ],
    rng.int(4, 6),
    sc,
  );
  const parts = lines(
    rng,
    [
      ['Kolbensatz Übermaß 0,50 mm kpl.', 380, 820],
      ['Pleuellagersatz 0,25', 60, 140],
      ['Hauptlagersatz 0,25', 80, 180],
      ['Motordichtsatz', 90, 210],
      ['Ventile Auslass (Satz)', 90, 240],
      ['Steuerkette mit Spanner', 80, 190],
      ['Ölpumpe', 110, 260],
    ],
    rng.int(3, 5),
    sc,
  );
  p.down(26).text(60, 'A. Mechanische Bearbeitung', { bold: true });
  p.down(15);
  for (const l of jobs) {
    p.text(75, l.text).text(535, num(l.amount, 'de'), { align: 'right' });
    p.down(13);
  }
  const lab = total(jobs);
  p.text(380, 'Summe A').text(535, num(lab, 'de'), { align: 'right', bold: true });
  p.down(22).text(60, 'B. Ersatzteile', { bold: true });
  p.down(15);
  for (const l of parts) {
    p.text(75, l.text).text(535, num(l.amount, 'de'), { align: 'right' });
    p.down(13);
  }
  const par = total(parts);
  p.text(380, 'Summe B').text(535, num(par, 'de'), { align: 'right', bold: true });
  const net = r2(lab + par);
  const rate = vatDE(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  p.down(24);
  hline(p, 370, 165);
  p.down(14).text(380, 'Summe A + B').text(535, num(net, 'de'), { align: 'right' });
  p.down(13).text(380, `+ ${rate} % MwSt`).text(535, num(vat, 'de'), { align: 'right' });
  p.down(15).text(380, `Gesamt ${c}`, { bold: true }).text(535, num(gross, 'de'), { align: 'right', bold: true });
  p.down(30).text(60, 'Einlaufvorschrift beachten: die ersten 1.000 km nicht über 3.500 U/min. Ölwechsel nach 500 km.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Austrian radiator and tank builder: Lohn and Material in two columns per line, summed at the foot of each. */
export function kuehlerbauWien(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 2025);
  const c = yearOf(date) < 2002 ? 'S' : '€';
  const sc = era(yearOf(date)) * (yearOf(date) < 2002 ? 9 : 1);
  const name = rng.pick(['Kühlerbau Huber', 'Kühler- und Tankbau Seidl Ges.m.b.H.', 'Kühlerbau & Tankreparatur Baumgartner']);
  p.text(60, name, { size: 15, bold: true });
  p.down(13).text(
    60,
    `${rng.pick(['Simmeringer Hauptstraße', 'Triester Straße', 'Wagramer Straße'])} ${rng.int(2, 180)}, ${rng.pick(['1110', '1100', '1220'])} Wien`,
    { size: 9 },
  );
  p.down(11).text(60, `Tel. 01/${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}   UID ATU${rng.int(10000000, 99999999)}`, { size: 8.5 });
  p.down(36);
  p.text(60, 'RECHNUNG', { size: 14, bold: true, serif: true });
  p.text(300, `Nr. ${rng.int(100, 999)}/${String(yearOf(date)).slice(2)}`, { y: p.y });
  p.text(535, `Wien, am ${fd(date, 'de')}`, { align: 'right' });
  p.down(20).text(60, `Kunde: ${dePerson(rng)}, ${rng.int(1010, 1230)} Wien`, { size: 9.5 });
  p.down(13).text(60, `Fahrzeug: ${rng.pick(CARS_DE)}   Kennzeichen: W-${rng.int(1000, 99999)} ${chars(rng, 'ABCDEFGHKLMNPRSTUVXZ', 1)}`, { size: 9.5 });
  const km = rng.int(20000, 240000);
  p.down(13).text(60, `km-Stand ${num(km, 'de').slice(0, -3)}`, { size: 9.5 });
  const cols: Col[] = [{ x: 60 }, { x: 440, align: 'right' }, { x: 535, align: 'right' }];
  p.down(26);
  p.box(60, p.y - 12, 475, 16, true);
  row(p, cols, ['Arbeit / Material', 'Lohn', 'Material'], { bold: true });
  p.down(18);
  const jobs = lines(
    rng,
    [
      ['Kühler aus- und einbauen', 60, 140],
      ['Kühler entlöten, auskochen, durchstoßen', 90, 200],
      ['Kühlernetz neu einlöten', 140, 320],
      ['Kraftstofftank entrosten und versiegeln', 160, 360],
      ['Tank druckprüfen', 30, 70],
      ['Wasserkästen nachlöten', 40, 110],
    ],
    rng.int(3, 4),
    sc,
  );
  const mats = lines(
    rng,
    [
      ['Kühlernetz Kupfer/Messing', 180, 420],
      ['Tankversiegelung 2K', 40, 90],
      ['Kühlerschlauch-Satz', 30, 80],
      ['Frostschutz 5 l', 15, 35],
      ['Lötzinn, Flussmittel', 8, 25],
    ],
    rng.int(2, 4),
    sc,
  );
  for (const l of jobs) {
    row(p, cols, [l.text, num(l.amount, 'de'), '']);
    p.down(13);
  }
  for (const l of mats) {
    row(p, cols, [l.text, '', num(l.amount, 'de')]);
    p.down(13);
  }
  const lab = total(jobs);
  const par = total(mats);
  hline(p, 360, 175);
  p.down(13);
  row(p, cols, ['Summen', num(lab, 'de'), num(par, 'de')], { bold: true });
  const net = r2(lab + par);
  const vat = pct(net, 20);
  const gross = r2(net + vat);
  p.down(26)
    .text(330, 'Nettobetrag')
    .text(535, `${c} ${num(net, 'de')}`, { align: 'right' });
  p.down(13)
    .text(330, '+ 20 % USt.')
    .text(535, `${c} ${num(vat, 'de')}`, { align: 'right' });
  p.down(15)
    .text(330, 'Endsumme', { bold: true })
    .text(535, `${c} ${num(gross, 'de')}`, { align: 'right', bold: true });
  p.down(34).text(60, 'Betrag bar erhalten – danke!', { size: 9, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: mats.map((l) => l.text),
  });
}

/** Autoelektrik as a service partner: head in boxes, labour in Arbeitswerte, parts with numbers, Lohn and Teile in the foot. */
export function autoelektrik(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2026);
  const c = cur(date);
  const sc = era(yearOf(date));
  const name = rng.pick(['Autoelektrik Hoffmann', 'Elektro-Dienst Vogel GmbH', 'Kfz-Elektrik Lindner & Sohn']);
  p.text(60, name, { size: 15, bold: true });
  p.text(535, 'Anlasser · Lichtmaschinen · Zündung · Einspritzung', { align: 'right', size: 8 });
  p.down(12).text(
    60,
    `${deStreet(rng)} · ${rng.pick(['70469 Stuttgart', '90411 Nürnberg', '68169 Mannheim'])} · ☎ 0${rng.int(600, 999)} ${rng.int(100000, 999999)}`,
    { size: 8 },
  );
  p.down(28);
  const km = rng.int(15000, 260000);
  const auf = rng.int(10000, 99999);
  const head: [string, string][] = [
    ['Auftrag-Nr.', String(auf)],
    ['Datum', fd(date, 'de')],
    ['Kennzeichen', dePlate(rng)],
    ['km-Stand', num(km, 'de').slice(0, -3)],
  ];
  head.forEach(([k, v], i) => {
    const x = 60 + i * 119;
    p.box(x, p.y - 10, 116, 30);
    p.text(x + 4, k, { size: 7, y: p.y - 1 });
    p.text(x + 4, v, { size: 10, y: p.y + 14, bold: true });
  });
  p.down(36).text(60, `Kunde: ${dePerson(rng)}      Fahrzeug: ${rng.pick(CARS_DE)}`, { size: 9 });
  p.down(22).text(60, 'Arbeiten', { bold: true });
  const aw = rng.pick([6.5, 7.2, 8.9, 9.8, 11.5]) * sc * 1.4;
  const jobs = rng
    .some(
      [
        'Lichtmaschine überholt, Lager und Regler erneuert',
        'Anlasser instandgesetzt',
        'Kabelbaum Motorraum erneuert',
        'Zündung eingestellt, Schließwinkel geprüft',
        'Batterie geprüft und geladen',
        'Scheinwerfer eingestellt',
        'Fehlersuche Ladekontrolle',
      ],
      rng.int(2, 4),
    )
    .map((text) => {
      const q = rng.int(3, 45);
      return { text, qty: q, unit: r2(aw), amount: r2(q * r2(aw)) } as Line;
    });
  const cols: Col[] = [{ x: 60 }, { x: 390, align: 'right' }, { x: 455, align: 'right' }, { x: 535, align: 'right' }];
  p.down(13);
  row(p, cols, ['Bezeichnung', 'AW', 'je AW', c], { size: 8, bold: true });
  p.down(13);
  for (const l of jobs) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(13);
  }
  p.down(10).text(60, 'Teile', { bold: true });
  const parts = lines(
    rng,
    [
      ['Regler 14V', 40, 90],
      ['Kohlebürsten-Satz', 10, 30],
      ['Rillenkugellager 6203', 8, 22],
      ['Zündverteilerkappe', 18, 45],
      ['Unterbrecherkontakt', 9, 22],
      ['Batterie 12V 55Ah', 70, 140],
      ['Relais Hupe', 12, 30],
    ],
    rng.int(2, 4),
    sc,
    2,
  );
  const pcols: Col[] = [{ x: 60 }, { x: 140 }, { x: 390, align: 'right' }, { x: 455, align: 'right' }, { x: 535, align: 'right' }];
  p.down(13);
  row(p, pcols, ['Teile-Nr.', 'Bezeichnung', 'Menge', 'Preis', c], { size: 8, bold: true });
  p.down(13);
  for (const l of parts) {
    row(p, pcols, [
      `${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
      l.text,
      String(l.qty),
      num(l.unit, 'de'),
      num(l.amount, 'de'),
    ]);
    p.down(13);
  }
  const lab = total(jobs);
  const par = total(parts);
  const net = r2(lab + par);
  const rate = vatDE(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  p.down(14);
  const tot: [string, string][] = [
    ['Lohn', num(lab, 'de')],
    ['Teile', num(par, 'de')],
    ['Zwischensumme', num(net, 'de')],
    [`MwSt ${rate}%`, num(vat, 'de')],
    ['Endbetrag', num(gross, 'de')],
  ];
  tot.forEach(([k, v], i) => {
    const x = 60 + i * 95;
    p.box(x, p.y - 10, 95, 30, i === 4);
    p.text(x + 4, k, { size: 7, y: p.y - 1 });
    p.text(x + 90, v, { size: 10, y: p.y + 14, align: 'right', bold: i === 4 });
  });
  p.down(44).text(60, `Nächste Prüfung der Ladeanlage empfohlen bei km ${num(km + 20000, 'de').slice(0, -3)}.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Swiss tyre and exhaust centre: article numbers, CHF with apostrophes, Total Arbeit / Total Material, five-Rappen rounding. */
export function reifenAuspuffCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const name = rng.pick(['Pneu + Auspuff Center Fankhauser AG', 'Reifen-Huber Pneuhaus', 'Auspuff & Pneu Express Seidl GmbH']);
  p.text(535, name, { size: 13, bold: true, align: 'right' });
  p.down(12).text(
    535,
    `${rng.pick(['Badenerstrasse', 'Bernstrasse', 'Zürcherstrasse'])} ${rng.int(1, 300)}, ${rng.pick(['8004 Zürich', '3052 Zollikofen', '9000 St. Gallen'])}`,
    { size: 8.5, align: 'right' },
  );
  p.down(11).text(535, `CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`, { size: 8, align: 'right' });
  p.down(40);
  p.text(60, `${rng.pick(['Herr', 'Frau'])} ${dePerson(rng)}`)
    .down(12)
    .text(60, `${rng.pick(['Seestrasse', 'Dorfstrasse'])} ${rng.int(1, 90)}`)
    .down(12)
    .text(60, `${rng.int(1000, 9658)} ${rng.pick(['Uster', 'Wil', 'Thun'])}`);
  p.down(30).text(60, `Rechnung ${rng.int(300000, 399999)}`, { size: 13, bold: true });
  const km = rng.int(10000, 220000);
  p.down(16).text(60, `${rng.pick(['Zürich', 'Zollikofen', 'St. Gallen'])}, ${fd(date, 'de')}`, { size: 9 });
  p.text(300, `Kontrollschild ${chPlate(rng)}   KM ${num(km, 'ch').slice(0, -3)}`, { size: 9 });
  const cols: Col[] = [{ x: 60 }, { x: 130 }, { x: 400, align: 'right' }, { x: 465, align: 'right' }, { x: 535, align: 'right' }];
  p.down(24);
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Anz.', 'Preis', 'Betrag'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  p.down(16);
  const size = rng.pick(['185/70 R14', '165 R15', '205/60 R15', '195/65 R15']);
  const parts = lines(
    rng,
    [
      [`Reifen ${size} ${rng.pick(['Michelin XZX', 'Vredestein Sprint Classic', 'Pirelli Cinturato'])}`, 120, 260],
      ['Schalldämpfer hinten', 140, 380],
      ['Mittelschalldämpfer', 120, 320],
      ['Auspuffschelle', 6, 15],
      ['Ventil Gummi', 3, 6],
      ['Gummiaufhängung Auspuff', 8, 20],
    ],
    rng.int(2, 4),
    1,
    4,
  );
  const jobs = lines(
    rng,
    [
      ['Montage und Auswuchten', 18, 30],
      ['Auspuff ersetzen', 60, 140],
      ['Altreifenentsorgung', 4, 8],
      ['Achsvermessung', 90, 150],
    ],
    rng.int(2, 3),
    1,
    4,
  );
  for (const l of parts) {
    row(p, cols, [String(rng.int(100000, 999999)), l.text, String(l.qty), num(l.unit, 'ch'), num(l.amount, 'ch')]);
    p.down(13);
  }
  for (const l of jobs) {
    row(p, cols, ['', l.text, String(l.qty), num(l.unit, 'ch'), num(l.amount, 'ch')]);
    p.down(13);
  }
  const lab = total(jobs);
  const par = total(parts);
  const net = r2(lab + par);
  const rate = vatCH(yearOf(date));
  const vat = pct(net, rate);
  const gross = r05(net + vat);
  p.down(10);
  const tcol: Col[] = [{ x: 330 }, { x: 535, align: 'right' }];
  for (const [k, v, b] of [
    ['Total Arbeit', lab, false],
    ['Total Material', par, false],
    ['Total exkl. MWST', net, false],
    [`MWST ${rate} %`, vat, false],
    ['Total CHF', gross, true],
  ] as [string, number, boolean][]) {
    row(p, tcol, [k, num(v, 'ch')], { bold: b, size: 9.5 });
    p.down(14);
  }
  p.down(16).text(60, 'Zahlbar innert 30 Tagen netto. Reifendruck nach 50 km kontrollieren, Radschrauben nachziehen.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Karosserie und Lack: a job list with hours, then Lackmaterial and Ersatzteile in one Material block. */
export function lackiererei(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2025);
  const c = cur(date);
  const sc = era(yearOf(date));
  const name = rng.pick(['Karosserie + Lack Wagner', 'Lackierzentrum Brenner GmbH', 'Karosseriebau Reinhardt']);
  p.box(60, 40, 475, 50);
  p.text(72, name, { size: 16, bold: true, y: 62 });
  p.text(72, `Unfallinstandsetzung · Oldtimer-Restaurierung · Lackierung`, { size: 8.5, y: 78 });
  p.text(525, deStreet(rng), { size: 8, y: 60, align: 'right' });
  p.text(525, rng.pick(['50829 Köln', '41460 Neuss', '47798 Krefeld']), { size: 8, y: 70, align: 'right' });
  p.text(525, `Tel. ${rng.int(200, 299)}-${rng.int(100000, 999999)}`, { size: 8, y: 80, align: 'right' });
  p.y = 130;
  const cust = dePerson(rng);
  p.text(60, cust)
    .down(12)
    .text(60, deStreet(rng))
    .down(12)
    .text(60, `${rng.int(40000, 51999)} ${rng.pick(['Düsseldorf', 'Bonn', 'Leverkusen'])}`);
  p.y = 130;
  const km = rng.int(30000, 190000);
  const kv: [string, string][] = [
    ['Rechnungs-Nr.:', `RE-${rng.int(10000, 99999)}`],
    ['Rechnungsdatum:', fd(date, 'de')],
    ['Kennzeichen:', dePlate(rng)],
    ['Kilometer:', String(km)],
  ];
  for (const [k, v] of kv) {
    p.text(350, k, { size: 9 }).text(535, v, { size: 9, align: 'right' });
    p.down(12);
  }
  p.y = 200;
  p.text(60, `Rechnung – ${rng.pick(CARS_DE)}`, { size: 12, bold: true });
  p.down(22).text(60, 'Arbeitsleistungen', { bold: true, size: 9.5 });
  p.down(14);
  const rate = rng.pick([42, 48, 55, 62, 68]) * sc * 1.3;
  const jobs = labour(
    rng,
    rng.some(
      [
        'Kotflügel vorn links ausbeulen und spachteln',
        'Schwellerbleche rechts einschweißen',
        'Motorhaube abbeizen und grundieren',
        'Fahrzeug komplett abkleben',
        'Komplettlackierung außen',
        'Türen einpassen, Spaltmaße einstellen',
        'Hohlraumkonservierung',
      ],
      rng.int(3, 5),
    ),
    r2(rate),
  );
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }, { x: 460, align: 'right' }, { x: 535, align: 'right' }];
  for (const l of jobs) {
    row(p, cols, [l.text, `${qtyStr(l.qty, 'de')} h`, num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(13);
  }
  p.down(8).text(60, 'Material', { bold: true, size: 9.5 });
  p.down(14);
  const mats = lines(
    rng,
    [
      ['Lackmaterial (Basislack, Klarlack, Härter)', 220, 900],
      ['Füller und Spachtel', 40, 120],
      ['Schwellerblech rechts, Reparaturblech', 45, 130],
      ['Kotflügel-Reparaturblech', 60, 160],
      ['Fensterdichtung Frontscheibe', 40, 120],
      ['Kleinmaterial, Schleifmittel', 25, 80],
    ],
    rng.int(3, 4),
    sc,
  );
  for (const l of mats) {
    row(p, cols, [l.text, '', '', num(l.amount, 'de')]);
    p.down(13);
  }
  const lab = total(jobs);
  const par = total(mats);
  const net = r2(lab + par);
  const vr = vatDE(yearOf(date));
  const vat = pct(net, vr);
  const gross = r2(net + vat);
  p.down(12);
  hline(p, 300, 235);
  p.down(14);
  for (const [k, v, b] of [
    ['Lohn gesamt', lab, false],
    ['Material gesamt', par, false],
    ['Nettobetrag', net, false],
    [`Umsatzsteuer ${vr} %`, vat, false],
    [`Bruttobetrag ${c}`, gross, true],
  ] as [string, number, boolean][]) {
    p.text(310, k, { bold: b }).text(535, num(v, 'de'), { align: 'right', bold: b });
    p.down(13);
  }
  p.down(24).text(60, `Bitte überweisen Sie den Betrag bis ${fd(addDays(date, 14), 'de')} unter Angabe der Rechnungsnummer.`, { size: 8.5 });
  p.down(12).text(60, `Steuer-Nr. ${rng.int(100, 299)}/${rng.int(1000, 9999)}/${rng.int(1000, 9999)}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: mats.map((l) => l.text),
  });
}

/** Autoglas in Eupen (East Belgium): German paper, Belgian VAT 21 %, one pane and its fitting, gross only. */
export function autoglasEupen(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const name = rng.pick(['Autoglas Ostbelgien', 'Glas-Kessler AG', 'Scheiben-Schmitz PGmbH']);
  p.text(60, name, { size: 18, bold: true, serif: true });
  p.down(14).text(
    60,
    `${rng.pick(['Herbesthaler Straße', 'Aachener Straße', 'Hütte'])} ${rng.int(1, 120)} · B-${rng.pick(['4700 Eupen', '4730 Raeren', '4780 St. Vith'])}`,
    { size: 8.5 },
  );
  p.down(11).text(
    60,
    `MwSt. BE 0${rng.int(400, 899)}.${rng.int(100, 999)}.${rng.int(100, 999)} · IBAN BE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
    { size: 8 },
  );
  p.down(40);
  p.text(330, 'Rechnung an:', { size: 8 })
    .down(12)
    .text(330, dePerson(rng))
    .down(12)
    .text(330, `${rng.pick(['Kirchstraße', 'Bergstraße'])} ${rng.int(1, 60)}`)
    .down(12)
    .text(330, `B-${rng.pick(['4700 Eupen', '4701 Kettenis', '4710 Lontzen'])}`);
  p.down(30);
  const no = `${yearOf(date)}-${rng.int(1000, 4999)}`;
  p.text(60, `RECHNUNG ${no}`, { size: 12, bold: true }).text(535, `Datum: ${fd(date, 'de')}`, { align: 'right' });
  p.down(16).text(60, `Fahrzeug ${rng.pick(CARS_DE)} · Kennzeichen ${chars(rng, '12', 1)}-${chars(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-${rng.int(100, 999)}`, {
    size: 9,
  });
  p.down(24);
  const cols: Col[] = [{ x: 60 }, { x: 380, align: 'right' }, { x: 450, align: 'right' }, { x: 535, align: 'right' }];
  p.box(60, p.y - 11, 475, 15);
  row(p, cols, ['Beschreibung', 'Menge', 'Einzelpreis', 'Betrag'], { bold: true });
  p.down(18);
  const glass = lines(
    rng,
    [
      ['Frontscheibe Verbundglas, grün getönt', 180, 520],
      ['Heckscheibe ESG', 160, 420],
      ['Seitenscheibe hinten links', 80, 220],
    ],
    1,
  );
  const more = lines(
    rng,
    [
      ['Scheibendichtung Gummi', 45, 120],
      ['Zierleiste Chrom Einlage', 30, 95],
      ['Scheibenkleber-Set', 20, 45],
    ],
    rng.int(1, 2),
  );
  const fit = [
    { text: rng.pick(['Einbau pauschal', 'Aus- und Einbau', 'Montage und Reinigung']), qty: 1, unit: r2(rng.int(9000, 22000) / 100), amount: 0 } as Line,
  ];
  fit[0].amount = fit[0].unit;
  for (const l of [...glass, ...more, ...fit]) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(14);
  }
  const net = r2(total(glass) + total(more) + total(fit));
  const vat = pct(net, 21);
  const gross = r2(net + vat);
  p.down(10)
    .text(380, 'Total exkl. MwSt.', { align: 'right' })
    .text(535, `€ ${num(net, 'de')}`, { align: 'right' });
  p.down(13)
    .text(380, 'MwSt. 21 %', { align: 'right' })
    .text(535, `€ ${num(vat, 'de')}`, { align: 'right' });
  p.down(15)
    .text(380, 'Gesamtbetrag inkl. MwSt.', { align: 'right', bold: true })
    .text(535, `€ ${num(gross, 'de')}`, { align: 'right', bold: true });
  p.down(34).text(60, 'Fahrzeug frühestens 2 Stunden nach dem Einbau bewegen. Die Garantie auf Dichtheit beträgt 12 Monate.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    totalCost: gross,
    workPerformed: fit.map((l) => l.text),
    partsUsed: [...glass, ...more].map((l) => l.text),
  });
}

/** Getriebe-Instandsetzung as a letter: the work as dotted lines, labour and parts sums carried into the closing sum. */
export function getriebeBrief(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 2020);
  const c = cur(date);
  const sc = era(yearOf(date));
  const name = rng.pick(['Getriebe-Kraus', 'Getriebe- und Achsendienst Schuster', 'Getriebebau Wagner KG']);
  const town = rng.pick(['Bielefeld', 'Kassel', 'Göttingen']);
  p.text(60, name, { size: 15, serif: true, bold: true });
  p.down(13).text(60, 'Schalt- und Automatikgetriebe · Differentiale · Lenkgetriebe', { size: 8.5, serif: true });
  p.down(30).text(60, `${name} · ${deStreet(rng)} · ${town}`, { size: 7 });
  hline(p, 60, 220, p.y + 2);
  const cust = dePerson(rng);
  p.down(14)
    .text(60, `Herrn ${cust}`)
    .down(12)
    .text(60, deStreet(rng))
    .down(12)
    .text(60, `${rng.int(30000, 37999)} ${rng.pick(['Herford', 'Minden', 'Detmold'])}`);
  p.down(30).text(535, `${town}, den ${fd(date, 'delong')}`, { align: 'right', serif: true });
  const km = rng.int(40000, 280000);
  p.down(26).text(
    60,
    `Rechnung Nr. ${rng.int(1000, 9999)} – Instandsetzung ${rng.pick(['Getriebe G 76/27', 'Getriebe 4-Gang 915', 'Hinterachsdifferential', 'Automatikgetriebe 4G-Tronic'])}`,
    { bold: true, serif: true },
  );
  p.down(20).text(60, `Sehr geehrter Herr ${cust.split(' ')[1]},`, { serif: true });
  p.down(14).text(60, `für die Instandsetzung an Ihrem ${rng.pick(CARS_DE)} (Kilometerstand bei Anlieferung: ${num(km, 'de').slice(0, -3)} km)`, {
    serif: true,
  });
  p.down(13).text(60, 'berechnen wir Ihnen:', { serif: true });
  p.down(20);
  const jobs = lines(
    rng,
    [
      ['Getriebe aus- und eingebaut', 180, 420],
      ['Getriebe zerlegt, gereinigt, vermessen', 160, 380],
      ['Synchronringe 2./3. Gang ersetzt', 80, 160],
      ['Differential neu eingestellt (Tragbild)', 140, 300],
      ['Schaltgestänge überholt', 60, 140],
    ],
    rng.int(3, 4),
    sc,
  );
  const parts = lines(
    rng,
    [
      ['Synchronringe (3 Stück)', 90, 240],
      ['Lagersatz', 120, 280],
      ['Dichtungssatz Getriebe', 40, 110],
      ['Tellerrad/Kegelrad-Satz', 520, 1100],
      ['Getriebeöl 2 l SAE 80', 14, 35],
      ['Kupplungsausrücklager', 30, 70],
    ],
    rng.int(2, 4),
    sc,
  );
  const dots = (t: string) => `${t} ${'.'.repeat(Math.max(4, 70 - t.length))}`;
  for (const l of jobs) {
    p.text(75, dots(l.text), { serif: true, size: 9.5 }).text(480, num(l.amount, 'de'), { align: 'right', serif: true });
    p.down(13);
  }
  const lab = total(jobs);
  p.text(75, 'Arbeitslohn zusammen', { serif: true, bold: true }).text(535, num(lab, 'de'), { align: 'right', serif: true, bold: true });
  p.down(20);
  for (const l of parts) {
    p.text(75, dots(l.text), { serif: true, size: 9.5 }).text(480, num(l.amount, 'de'), { align: 'right', serif: true });
    p.down(13);
  }
  const par = total(parts);
  p.text(75, 'Ersatzteile zusammen', { serif: true, bold: true }).text(535, num(par, 'de'), { align: 'right', serif: true, bold: true });
  const net = r2(lab + par);
  const rate = vatDE(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  p.down(22)
    .text(75, `zuzüglich ${rate} % Mehrwertsteuer aus ${num(net, 'de')}`, { serif: true })
    .text(535, num(vat, 'de'), { align: 'right', serif: true });
  hline(p, 440, 95, p.y + 4);
  p.down(16).text(75, `Rechnungsbetrag ${c}`, { serif: true, bold: true }).text(535, num(gross, 'de'), { align: 'right', serif: true, bold: true });
  p.down(30).text(60, 'Auf die Instandsetzung gewähren wir 12 Monate Garantie. Mit freundlichen Grüßen', { serif: true, size: 9.5 });
  p.down(30).text(60, name, { serif: true, size: 9.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Speichenräder: a small wheel builder's bill pad, Stck / Gegenstand / à / Betrag, work and parts mixed in one list. */
export function speichenraeder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 2001);
  const sc = era(yearOf(date));
  const name = rng.pick(['Speichenrad-Dienst Seidl', 'Radsport & Speichenbau Vogel', 'Felgen-Baumgartner']);
  p.text(60, name, { size: 14, bold: true, serif: true });
  p.text(535, 'Rechnung', { size: 20, align: 'right', serif: true });
  p.down(14).text(60, `Einspeichen · Richten · Drahtspeichenräder für Oldtimer und Motorräder`, { size: 8 });
  p.down(11).text(60, `${deStreet(rng)}, ${rng.pick(['8500 Nürnberg', '7000 Stuttgart 30', '8900 Augsburg'])}, Ruf ${rng.int(10000, 99999)}`, { size: 8 });
  p.down(34);
  p.text(60, 'Herrn / Firma', { size: 7.5 }).text(360, 'Datum', { size: 7.5 });
  p.down(13).text(60, dePerson(rng), { serif: true }).text(360, fd(date, 'ukdot'), { serif: true });
  hline(p, 60, 260, p.y + 3);
  hline(p, 360, 175, p.y + 3);
  p.down(30);
  const cols: Col[] = [{ x: 70, align: 'center' }, { x: 95 }, { x: 450, align: 'right' }, { x: 530, align: 'right' }];
  p.box(60, p.y - 12, 475, 16);
  row(p, cols, ['Stck', 'Gegenstand', 'à DM', 'DM'], { bold: true });
  p.down(18);
  const jobs = lines(
    rng,
    [
      ['Rad zerlegt und neu eingespeicht', 45, 90],
      ['Felge gerichtet', 15, 35],
      ['Rad zentriert und ausgewuchtet', 12, 25],
      ['Nabe gestrahlt und lackiert', 20, 45],
    ],
    rng.int(2, 3),
    sc * 2.5,
    5,
  );
  const parts = lines(
    rng,
    [
      ['Speichen Edelstahl, Satz à 72', 60, 140],
      ['Felge 15 x 5 J verchromt', 120, 280],
      ['Speichennippel Messing (Satz)', 15, 40],
      ['Felgenband', 3, 8],
    ],
    rng.int(1, 3),
    sc * 2.5,
    5,
  );
  const all = rng.some([...jobs, ...parts], jobs.length + parts.length);
  for (const l of all) {
    row(p, cols, [String(l.qty), l.text, num(l.unit, 'de'), num(l.amount, 'de')], { serif: true, size: 9.5 });
    hline(p, 60, 475, p.y + 4);
    p.down(16);
  }
  const net = total(all);
  const rate = vatDE(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  p.down(6);
  row(p, cols, ['', '', 'Summe', num(net, 'de')], { serif: true });
  p.down(14);
  row(p, cols, ['', '', `+ ${rate}% MwSt.`, num(vat, 'de')], { serif: true });
  p.down(14);
  row(p, cols, ['', '', 'Gesamt DM', num(gross, 'de')], { serif: true, bold: true });
  p.down(40).text(60, 'Betrag erhalten:  ______________________', { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
