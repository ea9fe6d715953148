/**
 * German-language paper around a restoration (DE, AT, CH): mail-order, breaker's, club-spares and
 * parts-counter receipts, cover for a car under restoration and for parts in transit, a short-term
 * plate and a Swiss Fahrzeugausweis, a Fahrzeugbrief, the purchase of a project car and two valuations.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, PERSON_DE, price, r05, r2, row, STREET_DE, sum, VEH_DE, vatDE, vehicleFor, yearOf, type Family } from './kit';

/** A mail-order parts supplier's Rechnung/Lieferschein: ordered, delivered and back-ordered quantities, catalogue numbers, Versandkosten. */
export const teileversand: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2006, 2026);
  const shop = rng.pick(['Classic-Parts-Versand Hübner GmbH', 'Oldtimer Teile Depot Schulte GmbH']);
  p.text(50, shop, { size: 14, bold: true });
  p.text(50, 'Ersatzteile für klassische Fahrzeuge · Versand europaweit', { y: 75, size: 8 });
  p.y = 120;
  p.text(50, `${shop} · Postfach 1120 · 32758 Detmold`, { size: 6.5 }).down(12);
  p.text(50, rng.pick(PERSON_DE)).down(12).text(50, rng.pick(STREET_DE)).down(12).text(50, '30159 Hannover');
  const bestellt = addDays(inv, -rng.int(3, 20));
  const versand = addDays(inv, -rng.int(0, 1));
  const k = [{ x: 360 }, { x: 545, align: 'right' as const }];
  p.y = 120;
  for (const [a, b] of [
    ['Rechnung / Lieferschein', `${rng.int(600000, 699999)}`],
    ['Rechnungsdatum', fd(inv, 'de')],
    ['Ihre Bestellung vom', fd(bestellt, 'de')],
    ['Versanddatum', fd(versand, 'de')],
    ['Kunden-Nr.', `K${rng.int(10000, 99999)}`],
  ]) {
    row(p, k, [a, b], { size: 8.5 });
    p.down(12);
  }
  p.y = 215;
  const c = [
    { x: 50 },
    { x: 130 },
    { x: 330, align: 'right' as const },
    { x: 365, align: 'right' as const },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 545, align: 'right' as const },
  ];
  row(p, c, ['Art.-Nr.', 'Bezeichnung', 'best.', 'gel.', 'Rückst.', 'Einzel', 'Gesamt'], { bold: true, size: 8 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const items = rng.some(
    [
      ['113.611.021', 'Handbremsseil'],
      ['1H0-820-803', 'Heizungsventil'],
      ['311 945 073', 'Rückleuchtenglas'],
      ['MB-1076-01', 'Türdichtung links'],
      ['MB-1076-02', 'Türdichtung rechts'],
      ['ZB 46/7', 'Zündkerze Bosch W7AC'],
      ['OF-0917', 'Ölfilter'],
      ['KS-2240-G', 'Kühlerschlauch oben'],
    ],
    6,
  );
  let total = 0;
  for (const [n, d] of items) {
    const q = rng.pick([1, 1, 2, 4]);
    const g = rng.chance(0.25) ? 0 : q;
    const e = price(rng, 4, 95, 0.01);
    const a = r2(g * e);
    total += a;
    row(p, c, [n, d, String(q), String(g), String(q - g), num(e, 'de'), g ? num(a, 'de') : '—'], { size: 8.5 });
    p.down(12);
  }
  const goods = r2(total);
  p.down(8);
  const ship = rng.pick([5.9, 6.95, 8.5, 12.9]);
  const gross = r2(goods + ship);
  const rate = vatDE(yearOf(inv));
  const contained = r2(gross - gross / (1 + rate / 100));
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Warenwert', num(goods, 'de'), false],
    ['Versandkosten DHL', num(ship, 'de'), false],
    ['Rechnungsbetrag', `${num(gross, 'de')} €`, true],
    [`darin enthalten ${rate} % MwSt.`, num(contained, 'de'), false],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(12);
  }
  p.down(14);
  para(p, 50, 'Rückstände werden ohne erneute Versandkosten nachgeliefert und gesondert berechnet. Betrag per PayPal bezahlt – vielen Dank.', 100, { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: inv, totalCost: gross });
};

/** An Austrian breaker's cash slip: used parts taken off a donor car, "bar erhalten", a stamp-like name box. */
export const verwerterAT: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1994, 2022);
  const shop = rng.pick(['Autoverwertung Pölzl', 'Autoabbruch Leitner']);
  p.text(297, 'BARVERKAUF – QUITTUNG', { size: 13, bold: true, align: 'center' });
  p.box(50, 80, 220, 48);
  p.text(160, shop, { y: 98, size: 10, bold: true, align: 'center' });
  p.text(160, 'Gebrauchtteile · Ankauf · Entsorgung', { y: 110, size: 7.5, align: 'center' });
  p.text(160, '8401 Kalsdorf, Feldkirchner Str. 8', { y: 120, size: 7.5, align: 'center' });
  p.text(545, `Nr. ${rng.int(1000, 9999)}`, { y: 98, align: 'right' });
  p.text(545, `Datum ${fd(d, 'de2')}`, { y: 112, align: 'right' });
  p.y = 160;
  const v = vehicleFor(rng, VEH_DE, yearOf(d));
  p.text(50, `Spenderfahrzeug: ${v.m}`, { size: 9 }).down(20);
  const c = [{ x: 50 }, { x: 100 }, { x: 545, align: 'right' as const }];
  const items = rng.some(['Tür hinten links kpl.', 'Motorhaube', 'Lichtmaschine', 'Rückleuchte rechts', 'Stoßstange hinten', 'Tacho', 'Sitzschienen Paar'], 4);
  const am = items.map(() => price(rng, 10, 180, 5));
  items.forEach((it, i) => {
    row(p, c, [`${rng.pick([1, 1, 2])}x`, it, num(am[i], 'de')], { size: 9.5 });
    p.down(14);
  });
  const total = sum(am);
  hline(p, 380, 165);
  p.down(14);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Summe inkl. 20 % USt', `€ ${num(total, 'de')}`], { bold: true });
  p.down(28);
  p.text(50, 'Betrag bar erhalten. Gebrauchtteile ohne Gewährleistung, Umtausch ausgeschlossen.', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
};

/** A Swiss marque club's spares scheme: a member's order shipped by post, catalogue numbers in a Kat.-Nr. column, Porto, CHF. */
export const clubTeileCH: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(2000, 2025);
  const club = rng.pick(['Porsche 356 Club Schweiz – Teiledienst', 'Käfer-Club Zentralschweiz – Teilelager']);
  p.text(50, club, { size: 13, bold: true });
  p.text(50, 'Teilestelle: c/o Rolf Ammann, Industriestrasse 4, 6300 Zug · teile@club-ch.ch', { y: 74, size: 8 });
  p.y = 115;
  p.text(50, `Mitglied Nr. ${rng.int(100, 999)}`, { size: 9 }).down(12);
  p.text(50, rng.pick(PERSON_DE).replace('Herrn', 'Herr')).down(12).text(50, rng.pick(STREET_DE).replace('straße', 'strasse')).down(12).text(50, '6003 Luzern');
  p.y = 115;
  const sent = addDays(d, rng.int(0, 2));
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Rechnung vom', fd(d, 'de')], { size: 9 });
  p.down(12);
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Versand per Post am', fd(sent, 'de')], { size: 9 });
  p.y = 200;
  p.text(50, 'Lieferung aus dem Clublager', { bold: true }).down(18);
  const c = [{ x: 50 }, { x: 120 }, { x: 400, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Kat.-Nr.', 'Teil', 'Anzahl', 'Fr.'], { bold: true, size: 8.5 });
  p.down(13);
  const items = rng.some(
    [
      ['644.531.011.00', 'Türschlossdichtung'],
      ['356.11.2', 'Haubenemblem'],
      ['61-0744', 'Tachowelle'],
      ['C-1187', 'Keder Kotflügel, Satz'],
      ['644.612.100.10', 'Scheinwerferdichtung'],
    ],
    3,
  );
  const am = items.map(() => price(rng, 15, 160, 0.05));
  items.forEach(([n, t], i) => {
    row(p, c, [n, t, '1', num(am[i], 'ch')], { size: 9 });
    p.down(12);
  });
  const porto = rng.pick([9, 10.5, 12]);
  const total = r05(sum(am) + porto);
  p.down(8);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Porto und Verpackung', num(porto, 'ch')], { size: 9 });
  p.down(13);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Total', `Fr. ${num(total, 'ch')}`], { bold: true });
  p.down(26);
  para(p, 50, 'Der Club ist nicht mehrwertsteuerpflichtig. Bitte mit beiliegendem Einzahlungsschein innert 20 Tagen bezahlen.', 100, { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: club.split(' – ')[0], date: d, totalCost: total });
};

/** A parts counter's till slip of the 1980s in DM: narrow, monospace-like lines, Barverkauf, MwSt contained. */
export const teilethekeDM: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1980, 1998);
  const shop = rng.pick(['Autoteile Grote KG', 'Kfz-Teile Scherer GmbH']);
  const x = 200;
  p.text(x + 95, shop, { size: 10, bold: true, align: 'center' });
  p.text(x + 95, 'Teiledienst · Zubehör', { y: 73, size: 8, align: 'center' });
  p.text(x + 95, '4400 Münster', { y: 84, size: 8, align: 'center' });
  p.y = 110;
  p.text(x, `BARVERKAUF  ${fd(d, 'de2')}  ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 }).down(12);
  p.text(x, `Beleg ${rng.int(10000, 99999)}  Theke ${rng.int(1, 3)}`, { size: 8.5 }).down(16);
  const items = rng.some(['Bremsflüssigkeit DOT4', 'Unterbrecher', 'Keilriemen 10x900', 'Scheibenwischer Paar', 'Glühlampe 45/40W', 'Rostumwandler'], 4);
  const am = items.map(() => price(rng, 2.5, 38, 0.05));
  items.forEach((it, i) => {
    row(p, [{ x }, { x: x + 190, align: 'right' }], [it, num(am[i], 'de')], { size: 8.5 });
    p.down(11);
  });
  const total = sum(am);
  const rate = vatDE(yearOf(d));
  p.down(4);
  p.text(x, '-'.repeat(38), { size: 8.5 }).down(11);
  row(p, [{ x }, { x: x + 190, align: 'right' }], ['SUMME DM', num(total, 'de')], { size: 9.5, bold: true });
  p.down(12);
  row(p, [{ x }, { x: x + 190, align: 'right' }], ['BAR', num(Math.ceil(total / 10) * 10, 'de')], { size: 8.5 });
  p.down(11);
  row(p, [{ x }, { x: x + 190, align: 'right' }], ['ZURÜCK', num(r2(Math.ceil(total / 10) * 10 - total), 'de')], { size: 8.5 });
  p.down(11);
  row(p, [{ x }, { x: x + 190, align: 'right' }], [`enth. MwSt ${rate}%`, num(r2(total - total / (1 + rate / 100)), 'de')], { size: 8 });
  p.down(16);
  p.text(x + 95, 'Vielen Dank für Ihren Einkauf', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
};

/** A German classic-car policy for a car under restoration: agreed value in stages, Allgefahren cover in the workshop, premium with tax. */
export const restaurierungsPolice: Family = (rng) => {
  const p = new PageBuilder();
  const start = `${rng.int(2012, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const ins = rng.pick(['Classic Versicherungsdienst AG', 'Rheinische Oldtimer-Assekuranz AG']);
  p.text(50, ins, { size: 14, bold: true });
  p.text(545, 'Versicherungsschein', { y: 60, size: 12, align: 'right' });
  p.y = 110;
  p.text(50, rng.pick(PERSON_DE)).down(12).text(50, rng.pick(STREET_DE)).down(12).text(50, '50667 Köln');
  const pol = `OT-${rng.int(100, 999)}-${rng.int(100000, 999999)}`;
  const k = [{ x: 340 }, { x: 545, align: 'right' as const }];
  p.y = 110;
  for (const [a, b] of [
    ['Versicherungsschein-Nr.', pol],
    ['Ausfertigung vom', fd(addDays(start, -rng.int(5, 20)), 'de')],
    ['Vermittler', `${rng.int(10000, 99999)}`],
  ]) {
    row(p, k, [a, b], { size: 8.5 });
    p.down(12);
  }
  p.y = 190;
  const v = vehicleFor(rng, VEH_DE, 2000);
  p.text(50, `Versichertes Fahrzeug: ${v.m} (in Restaurierung, nicht zugelassen)`, { bold: true, size: 9.5 }).down(20);
  const cov = 'Allgefahrendeckung für Fahrzeuge in Restaurierung';
  const sb = rng.pick([250, 500, 1000]);
  const rows: [string, string][] = [
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 24 Uhr`],
    ['Deckungsumfang', cov],
    ['Versicherungsort', 'Werkstatt des Restaurators und Garage des Versicherungsnehmers'],
    ['Selbstbeteiligung je Schadenfall', `${num(sb, 'de')} €`],
  ];
  for (const [a, b] of rows) {
    row(p, [{ x: 50 }, { x: 220 }], [a, b], { size: 9 });
    p.down(14);
  }
  p.down(10);
  p.text(50, 'Vereinbarter Wert nach Restaurierungsstand', { bold: true, size: 9.5 }).down(14);
  const base = price(rng, 15000, 40000, 500);
  const stages = [
    ['Stufe 1 – zerlegt, Karosserie gestrahlt', base],
    ['Stufe 2 – Karosserie fertig, lackiert', r2(base * 1.8)],
    ['Stufe 3 – fahrfertig nach Abnahme', r2(base * 2.8)],
  ] as const;
  for (const [a, b] of stages) {
    row(p, [{ x: 62 }, { x: 400, align: 'right' }], [a, `${num(b, 'de')} €`], { size: 9 });
    p.down(13);
  }
  p.down(12);
  const net = price(rng, 90, 420, 0.01);
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  const t = [{ x: 300 }, { x: 545, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Jahresbeitrag netto', num(net, 'de'), false],
    ['Versicherungsteuer 19 %', num(tax, 'de'), false],
    ['Jahresbeitrag gesamt', `${num(gross, 'de')} €`, true],
  ] as const) {
    row(p, t, [a, b], { bold });
    p.down(13);
  }
  p.down(16);
  para(
    p,
    50,
    'Der Wechsel in die nächste Stufe ist uns mit Fotos anzuzeigen. Bis dahin gilt der Wert der bestätigten Stufe. Fahrten auf öffentlichen Straßen sind nicht versichert.',
    100,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
};

/** An Austrian transport policy for a single shipment of parts (an engine to the rebuilder): the period is the journey, the premium a one-off. */
export const transportPolizzeAT: Family = (rng) => {
  const p = new PageBuilder();
  const start = rng.date(2008, 2025);
  const end = addDays(start, rng.int(10, 30));
  const ins = rng.pick(['Donau-Transportversicherung AG', 'Alpenländische Transport-Assekuranz']);
  p.text(297, ins, { size: 13, bold: true, align: 'center' });
  p.text(297, 'EINZELPOLIZZE – Gütertransport', { y: 78, size: 11, align: 'center' });
  p.y = 115;
  const pol = `TR ${rng.int(10, 99)}/${rng.int(100000, 999999)}`;
  row(p, [{ x: 50 }, { x: 200 }], ['Polizzennummer', pol], { size: 9.5 });
  p.down(14);
  row(p, [{ x: 50 }, { x: 200 }], ['Versicherungsnehmer', rng.pick(PERSON_DE).replace('Herrn ', '').replace('Frau ', '')], { size: 9.5 });
  p.down(14);
  const what = rng.pick(['Motor und Getriebe (zerlegt, in Kisten)', 'Zylinderkopf und Kurbelwelle', 'Karosserieteile, 3 Paletten']);
  row(p, [{ x: 50 }, { x: 200 }], ['Versicherte Güter', what], { size: 9.5 });
  p.down(14);
  row(p, [{ x: 50 }, { x: 200 }], ['Reise', `${rng.pick(['Linz', 'Salzburg', 'Villach'])} – ${rng.pick(['Stuttgart', 'Verona', 'Nürnberg'])} und zurück`], {
    size: 9.5,
  });
  p.down(14);
  const sum0 = price(rng, 4000, 25000, 500);
  row(p, [{ x: 50 }, { x: 200 }], ['Versicherungssumme', `EUR ${num(sum0, 'de')}`], { size: 9.5 });
  p.down(22);
  p.box(50, p.y, 495, 96);
  p.down(16);
  const cov = 'Allgefahren (Institute Cargo Clauses A)';
  const sb = rng.pick([150, 250, 300]);
  for (const [a, b] of [
    ['Deckung', cov],
    ['Gültig ab', fd(start, 'de')],
    ['Gültig bis', fd(end, 'de')],
    ['Selbstbehalt', `EUR ${num(sb, 'de')} je Schaden`],
    ['Prämie einmalig inkl. 11 % Vers.-Steuer', ''],
  ]) {
    row(p, [{ x: 60 }, { x: 260 }], [a, b], { size: 9.5 });
    p.down(15);
  }
  const prem = r2(price(rng, 30, 160, 0.5) * 1.11);
  p.text(260, `EUR ${num(prem, 'de')}`, { y: p.y - 15, size: 9.5, bold: true });
  p.down(20);
  para(
    p,
    50,
    'Nicht versichert sind Schäden durch unzureichende Verpackung sowie innerer Verderb. Schäden sind unverzüglich, spätestens binnen 7 Tagen nach Ablieferung zu melden.',
    100,
    { size: 8 },
  );
  p.down(10);
  p.text(50, `Wien, am ${fd(addDays(start, -2), 'de')}`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
};

/** A short-term plate's Fahrzeugschein, issued to drive a freshly restored car to its inspection: the validity end is printed. */
export const kurzzeitSchein: Family = (rng) => {
  const p = new PageBuilder();
  const iss = rng.date(2015, 2026);
  const exp = addDays(iss, 4);
  const city = rng.pick([
    ['KS', 'Landkreis Kassel – Zulassungsstelle'],
    ['GÖ', 'Landkreis Göttingen – Straßenverkehrsamt'],
    ['FD', 'Landkreis Fulda – Kfz-Zulassung'],
  ]);
  const plate = `${city[0]}-04 ${rng.int(100, 999)}`;
  const nr = `K ${rng.int(1000000, 9999999)}`;
  p.box(40, 40, 515, 360);
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { y: 64, size: 12, bold: true, align: 'center' });
  p.text(297, city[1], { y: 80, size: 8.5, align: 'center' });
  p.y = 110;
  const v = vehicleFor(rng, VEH_DE, 2000);
  const c = [{ x: 55 }, { x: 230 }];
  for (const [a, b] of [
    ['Nr. des Fahrzeugscheins', nr],
    ['Kurzzeitkennzeichen', plate],
    ['Gültig bis', fd(exp, 'de')],
    ['Fahrzeughersteller / Typ', v.m],
    ['Fahrzeug-Identifizierungsnummer', `${rng.int(1000000, 9999999)}${rng.int(10, 99)}`],
    ['Zuteilung an', rng.pick(PERSON_DE).replace('Herrn ', '').replace('Frau ', '')],
    ['Ausgestellt am', fd(iss, 'de')],
  ]) {
    row(p, c, [a, b], { size: 9.5 });
    p.down(20);
  }
  p.down(8);
  para(p, 55, 'Nur gültig für Prüfungs-, Probe- oder Überführungsfahrten. Die Haftpflichtversicherung ist durch die beigefügte eVB nachgewiesen.', 95, {
    size: 8,
  });
  p.text(400, 'Siegel', { y: 370, size: 8 });
  p.box(380, 330, 80, 55);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: exp });
};

/** A Swiss Fahrzeugausweis after a restoration, with the veteran entry: Kontrollschild, Ausweis-Nr., no expiry. */
export const fahrzeugausweisVeteran: Family = (rng) => {
  const p = new PageBuilder();
  const iss = rng.date(2000, 2026);
  const kt = rng.pick(['ZH', 'BE', 'LU', 'SG']);
  const plate = `${kt} ${rng.int(1000, 599999)}`;
  const nr = `${rng.int(1000000, 9999999)}`;
  p.text(50, 'Schweizerische Eidgenossenschaft', { size: 8 });
  p.text(50, 'Fahrzeugausweis', { y: 80, size: 16, bold: true });
  p.text(545, `Strassenverkehrsamt ${kt}`, { y: 80, size: 9, align: 'right' });
  p.box(50, 95, 495, 260);
  const v = vehicleFor(rng, VEH_DE, 2000);
  p.y = 115;
  const cells: [string, string, string, string][] = [
    ['15', 'Kontrollschild', '18', 'Fahrzeugart: Personenwagen'],
    ['', plate, '21', v.m],
    ['23', 'Fahrgestell-Nr.', '24', 'Typengenehmigung'],
    ['', `${rng.int(1000000, 9999999)}`, '', 'Einzelabnahme'],
    ['36', 'Erste Inverkehrsetzung', '38', 'Ausweis-Nr.'],
    ['', `${v.y}`, '', nr],
    ['', 'Ort, Datum', '', 'Stamm-Nr.'],
    [
      '',
      `${kt === 'ZH' ? 'Zürich' : kt === 'BE' ? 'Bern' : kt === 'LU' ? 'Kriens' : 'St. Gallen'}, ${fd(iss, 'de')}`,
      '',
      `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
    ],
  ];
  for (const [n1, a, n2, b] of cells) {
    row(p, [{ x: 58 }, { x: 80 }, { x: 300 }, { x: 322 }], [n1, a, n2, b], { size: a === plate || b === nr ? 10 : 8 });
    p.down(a && !n1 && a !== 'Ort, Datum' ? 20 : 13);
  }
  p.y = 330;
  p.text(58, 'Bemerkungen: Veteranenfahrzeug; jährlich max. 3000 km; periodische Prüfung alle 6 Jahre', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
};

/** A replacement Fahrzeugbrief for a found project car (1978–2004): the authority dates its issue at the foot. */
export const ersatzBrief: Family = (rng) => {
  const p = new PageBuilder();
  const iss = rng.date(1978, 2004);
  const v = vehicleFor(rng, VEH_DE, 1978);
  p.text(297, 'Fahrzeugbrief', { size: 18, bold: true, align: 'center', serif: true });
  p.text(297, '– Zweitschrift / Ersatzbrief –', { y: 80, size: 10, align: 'center', serif: true });
  p.text(545, `Nr. ${rng.pick(['EF', 'GH', 'KL'])} ${rng.int(100000, 999999)}`, { y: 60, size: 10, align: 'right', serif: true });
  p.box(50, 95, 495, 300);
  p.y = 118;
  for (const [a, b] of [
    ['Hersteller und Typ', v.m],
    ['Fahrzeug-Ident.-Nr.', `${rng.int(1000000, 9999999)}`],
    ['Tag der ersten Zulassung', `${v.y}`],
    ['Der bisherige Brief', 'ist in Verlust geraten und wurde für ungültig erklärt'],
    ['Halter', `${rng.pick(PERSON_DE).replace('Herrn ', '').replace('Frau ', '')}, ${rng.pick(STREET_DE)}`],
  ]) {
    row(p, [{ x: 60 }, { x: 220 }], [a, b], { size: 9.5, serif: true });
    p.down(22);
  }
  p.down(20);
  p.text(60, `Zweitschrift ausgefertigt am ${fd(iss, 'de')}`, { size: 10, serif: true });
  p.down(16);
  p.text(60, 'Der Oberkreisdirektor – Straßenverkehrsamt –', { size: 9, serif: true });
  p.down(40);
  p.text(60, `Vermerk: Fahrzeug vor Wiederzulassung nach § 21 StVZO vorzuführen (Gutachten vom ${fd(addDays(iss, -rng.int(10, 60)), 'de')}).`, {
    size: 8,
    serif: true,
  });
  return doc(p, 'de', { documentType: 'title', date: iss });
};

/** A private sale of a project car, "wie besichtigt": paragraphs, the price in figures and words, the seller signs at the foot. */
export const projektKaufvertrag: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1995, 2026);
  const v = vehicleFor(rng, VEH_DE, yearOf(d));
  const seller = rng.pick(['Heinrich Mertens', 'Gisela Ostermann', 'Rainer Kuhlmann']);
  const buyer = rng.pick(['Stefan Wolff', 'Andreas Rieger', 'Claudia Hensel']);
  const eur = yearOf(d) >= 2002;
  const priceV = price(rng, 1500, 14000, 250);
  p.text(297, 'Kaufvertrag über ein Restaurierungsobjekt', { size: 14, bold: true, align: 'center' });
  p.y = 110;
  para(p, 50, `Verkäufer: ${seller}, ${rng.pick(STREET_DE)}, 59065 Hamm`, 95);
  para(p, 50, `Käufer: ${buyer}, ${rng.pick(STREET_DE)}, 44135 Dortmund`, 95);
  p.down(10);
  para(
    p,
    50,
    `§ 1 Der Verkäufer verkauft dem Käufer das Fahrzeug ${v.m}, Baujahr ${v.y}, Fahrgestell-Nr. ${rng.int(1000000, 9999999)}, seit ${v.y + rng.int(15, 30)} abgemeldet, als Restaurierungsobjekt mit folgendem Zubehör: Kiste mit Chromteilen, zweiter Satz Felgen, Werkstatthandbuch.`,
    95,
  );
  p.down(4);
  para(
    p,
    50,
    `§ 2 Der Kaufpreis beträgt ${num(priceV, 'de')} ${eur ? '€' : 'DM'}. Er wird bei Übergabe bar bezahlt; der Empfang wird mit der Unterschrift bestätigt.`,
    95,
  );
  p.down(4);
  para(
    p,
    50,
    '§ 3 Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss jeder Gewährleistung verkauft. Dem Käufer ist bekannt, dass Karosserie und Boden stark korrodiert sind und der Motor fest ist.',
    95,
  );
  p.down(4);
  para(p, 50, '§ 4 Der Käufer holt das Fahrzeug auf eigene Kosten ab. Die Papiere (Fahrzeugbrief) werden bei Übergabe ausgehändigt.', 95);
  p.down(30);
  p.text(50, `Hamm, den ${fd(d, 'de')}`);
  p.down(50);
  hline(p, 50, 180);
  hline(p, 330, 180);
  p.down(12);
  p.text(50, `${seller} (Verkäufer)`, { size: 8.5 });
  p.text(330, `${buyer} (Käufer)`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: priceV });
};

/** A sworn expert's interim valuation part-way through a restoration: the value in the present state, the value after completion, a Zustandsnote. */
export const zwischenbewertung: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(2008, 2026);
  const insp = addDays(d, -rng.int(4, 20));
  const who = rng.pick(['Dipl.-Ing. (FH) Ralf Seidel', 'Kfz-Meister Uwe Brandstätter', 'Dr.-Ing. Sabine Kornmüller']);
  p.text(50, 'SACHVERSTÄNDIGENBÜRO FÜR HISTORISCHE FAHRZEUGE', { size: 11, bold: true });
  p.text(50, `${who} · öffentlich bestellt und vereidigt · Am Anger 5 · 99084 Erfurt`, { y: 74, size: 7.5 });
  p.y = 115;
  p.text(50, 'Zwischenbewertung Restaurierungsstand', { size: 15, bold: true }).down(18);
  row(p, [{ x: 50 }, { x: 200 }], ['Gutachten-Nr.', `ZB-${yearOf(d)}-${rng.int(100, 999)}`], { size: 9 });
  p.down(12);
  row(p, [{ x: 50 }, { x: 200 }], ['Besichtigung', `${fd(insp, 'de')} in der Werkstatt des Restaurators`], { size: 9 });
  p.down(12);
  row(p, [{ x: 50 }, { x: 200 }], ['Datum des Gutachtens', fd(d, 'de')], { size: 9 });
  p.down(20);
  const v = vehicleFor(rng, VEH_DE, 2000);
  p.text(50, `Fahrzeug: ${v.m}, Baujahr ${v.y}`, { bold: true, size: 9.5 }).down(18);
  p.text(50, 'Restaurierungsstand', { bold: true }).down(13);
  para(
    p,
    50,
    'Karosserie gestrahlt, Schweißarbeiten an Schwellern, Boden und Radhäusern abgeschlossen, grundiert. Motor und Getriebe überholt (Rechnungen liegen vor), noch nicht eingebaut. Innenausstattung und Chromteile eingelagert, unrestauriert.',
    100,
  );
  p.down(8);
  const note = rng.pick(['4+', '4', '3-']);
  row(p, [{ x: 50 }, { x: 200 }], ['Zustandsnote derzeit', `${note} (Teilrestauriert, nicht fahrbereit)`], { size: 9.5, bold: true });
  p.down(20);
  const now = price(rng, 12000, 45000, 500);
  const after = r2(now * (1.8 + rng.next()));
  const spent = price(rng, 15000, 60000, 100);
  const t = [{ x: 50 }, { x: 450, align: 'right' as const }];
  for (const [a, b] of [
    ['Nachgewiesene Restaurierungskosten bisher', `${num(spent, 'de')} €`],
    ['Marktwert im derzeitigen Zustand', `${num(now, 'de')} €`],
    ['Voraussichtlicher Wert nach Fertigstellung (Note 2)', `${num(after, 'de')} €`],
  ]) {
    row(p, t, [a, b], { size: 9.5 });
    p.down(14);
  }
  p.down(20);
  para(
    p,
    50,
    'Der Marktwert im derzeitigen Zustand ist der Betrag, der bei einem Verkauf des Fahrzeugs mit allen Teilen am Bewertungstag zu erzielen wäre.',
    100,
    { size: 8 },
  );
  p.down(30);
  p.text(50, `Erfurt, ${fd(d, 'de')}`, { size: 9 });
  p.down(34);
  p.text(50, who, { size: 9 });
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: who,
    appraisalDate: d,
    appraisedValue: now,
    conditionNotes: `${note} (Teilrestauriert, nicht fahrbereit)`,
  });
};

/** A Swiss valuation after a completed restoration, for the insurer: Verkehrswert, a note 1–5 and the expert's name under the text. */
export const schaetzungCH: Family = (rng) => {
  const p = new PageBuilder();
  const d = rng.date(1998, 2025);
  const who = rng.pick(['Beat Imhof, eidg. dipl. Automobildiagnostiker', 'Urs Gisler, Fahrzeugexperte']);
  const name = who.split(',')[0];
  p.text(545, 'Oldtimer-Schätzungen Imhof & Partner', { size: 11, bold: true, align: 'right' });
  p.text(545, 'Bahnhofplatz 2 · 6210 Sursee', { y: 72, size: 8, align: 'right' });
  p.y = 120;
  p.text(50, 'Fahrzeugbewertung', { size: 16 }).down(24);
  const v = vehicleFor(rng, VEH_DE, 2000);
  const km = rng.int(100, 4000);
  for (const [a, b] of [
    ['Fahrzeug', v.m],
    ['Stamm-Nr.', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['km seit Restauration', num(km, 'ch').slice(0, -3)],
    ['Restauration abgeschlossen', `${yearOf(d) - rng.int(0, 2)}`],
  ]) {
    row(p, [{ x: 50 }, { x: 220 }], [a, b], { size: 9.5 });
    p.down(14);
  }
  p.down(10);
  p.text(50, 'Befund', { bold: true }).down(13);
  para(
    p,
    50,
    'Karosserie und Lack in sehr gutem Zustand, Spaltmasse gleichmässig. Technik revidiert, Probefahrt ohne Beanstandung. Innenraum neu bezogen in Leder nach Original.',
    100,
  );
  p.down(8);
  const note = rng.pick(['1-', '2+', '2']);
  row(p, [{ x: 50 }, { x: 220 }], ['Gesamtnote', `${note} (Skala 1–5)`], { size: 9.5, bold: true });
  p.down(20);
  const val = price(rng, 30000, 180000, 1000);
  const neu = r2(val * 1.35);
  row(p, [{ x: 50 }, { x: 220 }], ['Verkehrswert', `CHF ${num(val, 'ch')}`], { size: 10, bold: true });
  p.down(14);
  row(p, [{ x: 50 }, { x: 220 }], ['Wiederbeschaffungswert', `CHF ${num(neu, 'ch')}`], { size: 9.5 });
  p.down(30);
  p.text(50, `Sursee, ${fd(d, 'delong')}`, { size: 9.5 });
  p.down(40);
  p.text(50, who, { size: 9.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: val, conditionNotes: `${note} (Skala 1–5)` });
};
