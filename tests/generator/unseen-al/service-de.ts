/** German-language specialist workshop bills: marque specialists, restorers, engine builders, paint and trim. */
import { doc, fd, hline, num, para, r2, r05, row, sum, vatCH, vatDE, addDays, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { ALFA, BRITISH, deName, MERCEDES, MG, MUSCLE, PORSCHE, priced, tidy, vehicle, VW, plateDE } from './kit';

/** A modern Porsche specialist's bill: Arbeitswerte and Porsche part numbers, matching-numbers remark. */
export function porscheSpezialist(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, PORSCHE);
  const date = rng.date(2009, 2025);
  const firm = rng.pick([
    'Elfer-Technik Kuhn GmbH',
    'Luftgekühlt Manufaktur Rieger',
    'Klassik 911 Werkstatt Hagedorn',
    'Boxerwerk Stuttgart-Zuffenhausen GmbH',
  ]);
  const km = rng.int(38000, 240000);
  const rate = tidy(rng, 9, 16) + 0.5; // € per AW
  const jobs = rng.some(
    [
      ['Ventilspiel prüfen und einstellen', 12, 24],
      ['Ölwechsel Trockensumpf inkl. Ölfilter und Sieb', 8, 14],
      ['Zündung und Schließwinkel einstellen', 6, 10],
      ['Zündkerzen erneuern', 6, 10],
      ['Vergaser Weber 40 IDA synchronisieren', 10, 20],
      ['Kettenspanner prüfen, ersetzen gegen hydraulische Ausführung', 30, 48],
      ['Bremsflüssigkeit erneuern, Bremsanlage entlüften', 8, 12],
      ['Achsvermessung und Fahrwerkseinstellung', 14, 24],
      ['Heizbirnen prüfen, Wärmetauscher abdichten', 12, 30],
      ['Kupplungsseil erneuern und einstellen', 10, 16],
      ['Probefahrt und Endkontrolle', 4, 6],
    ] as [string, number, number][],
    rng.int(4, 7),
  );
  const labour = jobs.map(([t, lo, hi]) => {
    const aw = rng.int(lo, hi);
    return { t, aw, amt: r2(aw * rate) };
  });
  const parts = priced(
    rng,
    [
      ['Ölfilter 930.107.203.00', 12, 22],
      ['Zündkerze Bosch W5DC', 4, 9],
      ['Ventildeckeldichtung Satz 901.105.901.00', 38, 70],
      ['Motoröl 20W-50 Liter', 9, 14],
      ['Kettenspanner hydr. 930.105.047.07', 140, 210],
      ['Bremsflüssigkeit DOT 4 1 l', 11, 18],
      ['Kupplungsseil 911.423.047.00', 28, 45],
      ['Unterbrecherkontakt 901.602.901.00', 22, 40],
      ['Verteilerkappe 911.602.951.00', 45, 80],
      ['Dichtring Ölablass 900.123.106.30', 1, 3],
    ],
    rng.int(4, 7),
  );
  const qty = parts.map(([t]) => (/Liter/.test(t) ? rng.int(10, 12) : /Zündkerze/.test(t) ? 6 : 1));
  const pAmt = parts.map(([, e], i) => r2(e * qty[i]));
  const lab = sum(labour.map((l) => l.amt));
  const par = sum(pAmt);
  const net = r2(lab + par);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.text(40, firm, { size: 16, bold: true });
  p.down(14).text(40, 'Porsche Klassik-Spezialist · Service · Restaurierung · Motorenbau', { size: 8.5 });
  p.down(11).text(
    40,
    `${rng.pick(['Schwieberdinger Str. 41', 'Industriestraße 7', 'Im Gewerbepark 12'])} · ${rng.pick(['70435 Stuttgart', '71254 Ditzingen', '74321 Bietigheim-Bissingen'])} · Tel. 07${rng.int(100, 199)} ${rng.int(100000, 999999)}`,
    { size: 8.5 },
  );
  p.y = 130;
  p.text(40, deName(rng), { size: 10 });
  p.down(12).text(40, `${rng.pick(['Rosenweg', 'Am Hang', 'Lindenallee'])} ${rng.int(1, 60)}`);
  p.down(12).text(40, `${rng.int(10000, 99999)} ${rng.pick(['Leonberg', 'Esslingen', 'Tübingen', 'Heilbronn'])}`);
  p.y = 130;
  const invNo = `RE-${date.slice(0, 4)}-${rng.int(1000, 9999)}`;
  for (const [k, val] of [
    ['Rechnung Nr.', invNo],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrag', `A ${rng.int(20000, 49999)}`],
    ['Kunden-Nr.', String(rng.int(10000, 19999))],
  ]) {
    p.text(360, k, { size: 9 }).text(555, val, { size: 9, align: 'right' });
    p.down(12);
  }
  p.y = 200;
  p.box(40, p.y - 11, 515, 44);
  p.text(46, `Fahrzeug: ${v.label} (Bj. ${v.year})`, { size: 9, bold: true });
  p.text(330, `Fgst.-Nr.: ${v.vin}`, { size: 9 });
  p.down(13).text(46, `Motor-Nr.: ${rng.int(6100000, 6599999)} (Typ ${v.car.engine}) – matching numbers lt. Porsche Echtheitszertifikat`, { size: 8.5 });
  p.down(13).text(46, `Kennzeichen: ${plateDE(rng, rng.pick(['S', 'LB', 'BB', 'ES']), 'H')}`, { size: 9 });
  p.text(330, `km-Stand: ${num(km, 'de').slice(0, -3)}`, { size: 9 });
  p.down(30);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Pos', 'Arbeiten', 'AW', 'AW-Satz', 'Betrag EUR'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(15);
  labour.forEach((l, i) => {
    row(p, cols, [String(i + 1), l.t, String(l.aw), num(rate, 'de'), num(l.amt, 'de')]);
    p.down(13);
  });
  p.text(70, 'Summe Arbeitslohn', { size: 9, bold: true }).text(555, num(lab, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(22);
  row(p, cols, ['Pos', 'Ersatzteile / Material', 'Menge', 'Einzelpr.', 'Betrag EUR'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(15);
  parts.forEach(([t, e], i) => {
    row(p, cols, [String(labour.length + i + 1), t, String(qty[i]), num(e, 'de'), num(pAmt[i], 'de')]);
    p.down(13);
  });
  p.text(70, 'Summe Ersatzteile', { size: 9, bold: true }).text(555, num(par, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(26);
  for (const [k, val, b] of [
    ['Nettobetrag', net, false],
    [`zzgl. ${vr} % MwSt.`, vat, false],
    ['Rechnungsbetrag EUR', total, true],
  ] as [string, number, boolean][]) {
    p.text(360, k, { size: 10, bold: b }).text(555, num(val, 'de'), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(16);
  para(
    p,
    40,
    `Zahlbar sofort ohne Abzug. Leistungsdatum entspricht Rechnungsdatum. Nächster Service empfohlen in 5.000 km oder 12 Monaten. Das Fahrzeug wurde mit originalem Motor (matching numbers) übergeben; es wurden ausschließlich Original-Porsche-Classic-Teile verbaut.`,
    110,
    { size: 8 },
  );
  p.down(6).text(
    40,
    `Bankverbindung: Kreissparkasse · IBAN DE${rng.int(10, 99)} 6045 0050 00${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · USt-IdNr. DE${rng.int(100000000, 999999999)}`,
    { size: 7.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: labour.map((l) => l.t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A 1990s typed restoration bill for a Pagode: hours by trade, sublet to Sattler and Galvanik, DM. */
export function pagodeRestaurierung(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MERCEDES);
  const date = rng.date(1988, 2000);
  const firm = rng.pick(['Karosseriebau Wilhelm Strobel', 'Restaurierungen Fa. Erwin Kempf', 'Stern-Klassik Reparaturbetrieb Hans Ritter']);
  const trades: [string, number][] = [
    ['Karosseriearbeiten (Schweißen, Richten)', rng.int(90, 260)],
    ['Lackierarbeiten', rng.int(60, 140)],
    ['Mechanik Montage / Demontage', rng.int(40, 120)],
    ['Elektrik', rng.int(8, 30)],
  ];
  const rate = tidy(rng, 62, 88);
  const tradeAmt = trades.map(([, h]) => r2(h * rate));
  const parts = priced(
    rng,
    [
      ['Schwellerblech li. + re.', 280, 520],
      ['Kotflügelinnenteil vorn rechts', 190, 380],
      ['Wagenheberaufnahmen (4 Stück)', 90, 180],
      ['Bodenblech Reparaturteile', 220, 460],
      ['Türdichtungen Satz', 240, 390],
      ['Chromleisten-Clips', 40, 90],
      ['Lack DB 180 Silbergrau metallic, Grundierung, Füller', 900, 1800],
      ['Scheibendichtung Hardtop', 160, 280],
    ],
    rng.int(4, 6),
    false,
  );
  const sublet = priced(
    rng,
    [
      ['Sattlerei Kuhnle: Sitze neu beziehen, MB-Tex', 1800, 3200],
      ['Galvanik: Stoßstangen verchromen', 900, 1900],
      ['Verdeckbau: Verdeck neu, Stoff schwarz', 1400, 2400],
    ],
    2,
    false,
  );
  const lab = sum(tradeAmt);
  const par = sum(parts.map(([, a]) => a));
  const fremd = sum(sublet.map(([, a]) => a));
  const net = r2(lab + par + fremd);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const km = rng.int(60000, 190000);
  p.y = 56;
  p.text(297, firm.toUpperCase(), { size: 13, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, 'Karosserie · Lack · Restaurierung klassischer Mercedes-Benz Fahrzeuge', { size: 8.5, serif: true, align: 'center' });
  p.down(11).text(
    297,
    `${rng.pick(['Gewerbestraße 4', 'Talstraße 19', 'Am Bahnhof 3'])}, ${rng.pick(['7032 Sindelfingen', '7300 Esslingen', '7410 Reutlingen', '72762 Reutlingen'])}`,
    { size: 8.5, serif: true, align: 'center' },
  );
  hline(p, 40, 515, p.y + 8);
  p.y = 130;
  p.text(40, `Herrn`, { serif: true }).down(12).text(40, deName(rng), { serif: true });
  p.text(380, `Datum: ${fd(date, 'de')}`, { serif: true });
  p.down(12).text(380, `Rechnung Nr. ${rng.int(100, 999)}/${date.slice(2, 4)}`, { serif: true });
  p.down(30).text(40, 'R E C H N U N G', { size: 12, bold: true, serif: true });
  p.down(18).text(40, `für die Restaurierung Ihres ${v.label},`, { serif: true });
  p.down(12).text(40, `Fahrgestell-Nr. ${v.vin}, Tachostand ${num(km, 'de').slice(0, -3)} km,`, { serif: true });
  p.down(12).text(40, `ausgeführt vom ${fd(addDays(date, -rng.int(90, 240)), 'de')} bis ${fd(date, 'de')} (Fertigstellung).`, { serif: true });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 430, align: 'right' }, { x: 540, align: 'right' }];
  p.text(40, 'I. Arbeitsstunden nach Gewerken', { bold: true, serif: true });
  p.down(14);
  trades.forEach(([t, h], i) => {
    row(p, cols, [t, `${h} Std.`, `à ${num(rate, 'de')}`, num(tradeAmt[i], 'de')], { serif: true });
    p.down(13);
  });
  p.text(430, 'Summe I', { serif: true, align: 'right' }).text(540, num(lab, 'de'), { serif: true, align: 'right', bold: true });
  p.down(20).text(40, 'II. Material und Ersatzteile', { bold: true, serif: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    row(p, cols, [t, '', '', num(a, 'de')], { serif: true });
    p.down(13);
  });
  p.text(430, 'Summe II', { serif: true, align: 'right' }).text(540, num(par, 'de'), { serif: true, align: 'right', bold: true });
  p.down(20).text(40, 'III. Fremdleistungen', { bold: true, serif: true });
  p.down(14);
  sublet.forEach(([t, a]) => {
    row(p, cols, [t, '', '', num(a, 'de')], { serif: true });
    p.down(13);
  });
  p.text(430, 'Summe III', { serif: true, align: 'right' }).text(540, num(fremd, 'de'), { serif: true, align: 'right', bold: true });
  p.down(24);
  for (const [k, val] of [
    ['Summe I – III netto', net],
    [`+ ${vr} % Mehrwertsteuer`, vat],
    ['Endbetrag DM', total],
  ] as [string, number][]) {
    p.text(430, k, { serif: true, align: 'right', bold: k.startsWith('End') }).text(540, num(val, 'de'), {
      serif: true,
      align: 'right',
      bold: k.startsWith('End'),
    });
    p.down(14);
  }
  p.down(14);
  para(
    p,
    40,
    'Die Fotodokumentation der Restaurierung liegt bei. Der Betrag ist zahlbar innerhalb 14 Tagen netto Kasse. Eigentumsvorbehalt bis zur vollständigen Bezahlung.',
    95,
    { serif: true, size: 9 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: trades.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A 1970s VW dealer-specialist's typed Werkstattrechnung in DM: Inspektion, columns Lohn / Teile. */
export function kaeferWerkstatt(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, VW);
  const date = rng.date(1968, 1982);
  const firm = rng.pick(['Autohaus Gebr. Scholten', 'VW-Werkstatt Alfons Brüggemann', 'Auto-Pohl KG VW-Händler']);
  const km = rng.int(20000, 140000);
  const jobs = priced(
    rng,
    [
      ['Inspektion nach Scheckheft durchgeführt', 28, 48],
      ['Ventile eingestellt', 9, 16],
      ['Zündung eingestellt (Stroboskop)', 7, 12],
      ['Vergaser gereinigt und eingestellt', 12, 22],
      ['Motoröl gewechselt, Ölsieb gereinigt', 6, 10],
      ['Bremsen nachgestellt', 8, 14],
      ['Vorderachse abgeschmiert', 5, 9],
      ['Keilriemen erneuert', 4, 8],
      ['Heizungszüge gangbar gemacht', 8, 15],
    ],
    rng.int(4, 6),
  );
  const parts = priced(
    rng,
    [
      ['Motoröl HD 30, 2,5 Ltr.', 8, 14],
      ['Ölsiebdichtungen', 1, 3],
      ['Kerzen Bosch W 145 T1 (4 St.)', 9, 14],
      ['Unterbrecher', 5, 9],
      ['Kondensator', 3, 6],
      ['Keilriemen', 7, 12],
      ['Luftfilteröl', 2, 4],
      ['Abschmierfett', 1, 3],
    ],
    rng.int(3, 6),
  );
  const lab = sum(jobs.map(([, a]) => a));
  const par = sum(parts.map(([, a]) => a));
  const net = r2(lab + par);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.y = 50;
  p.text(40, firm, { size: 12, bold: true, serif: true });
  p.down(12).text(40, `Volkswagen · Kundendienst · ${rng.pick(['Krefeld', 'Mönchengladbach', 'Viersen', 'Kempen'])}`, { size: 9, serif: true });
  p.text(555, `Werkstatt-Rechnung Nr. ${rng.int(1000, 9999)}`, { size: 10, serif: true, align: 'right' });
  p.down(28);
  p.box(40, p.y - 10, 515, 30);
  p.text(45, `Kennzeichen`, { size: 7, serif: true })
    .text(160, 'Fahrzeug', { size: 7, serif: true })
    .text(330, 'Fahrgest.-Nr.', { size: 7, serif: true })
    .text(440, 'km-Stand', { size: 7, serif: true })
    .text(500, 'Datum', { size: 7, serif: true });
  p.down(13);
  p.text(45, plateDE(rng, rng.pick(['KR', 'MG', 'VIE', 'NE'])), { size: 9, serif: true })
    .text(160, `${v.label} ${v.year}`, { size: 9, serif: true })
    .text(330, v.vin, { size: 9, serif: true })
    .text(440, String(km), { size: 9, serif: true })
    .text(500, fd(date, 'de2'), { size: 9, serif: true });
  p.down(30);
  const cols: Col[] = [{ x: 45 }, { x: 460, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Ausgeführte Arbeiten / Ersatzteile', 'Lohn DM', 'Teile DM'], { bold: true, serif: true });
  p.down(16);
  jobs.forEach(([t, a]) => {
    row(p, cols, [t, num(a, 'de'), ''], { serif: true });
    p.down(13);
  });
  parts.forEach(([t, a]) => {
    row(p, cols, [t, '', num(a, 'de')], { serif: true });
    p.down(13);
  });
  hline(p, 380, 175, p.y - 4);
  p.down(6);
  row(p, cols, ['Summen', num(lab, 'de'), num(par, 'de')], { serif: true, bold: true });
  p.down(20);
  for (const [k, val] of [
    ['Lohn + Teile', net],
    [`${vr} % Mehrwertsteuer`, vat],
    ['Rechnungsbetrag DM', total],
  ] as [string, number][]) {
    p.text(380, k, { serif: true, size: 9.5 }).text(550, num(val, 'de'), { serif: true, align: 'right', size: 9.5, bold: k.startsWith('Rech') });
    p.down(14);
  }
  p.down(20).text(45, 'Betrag dankend erhalten', { serif: true, size: 9 });
  p.down(12).text(45, `${rng.pick(['Krefeld', 'Viersen', 'Kempen'])}, den ${fd(date, 'de')}`, { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A paint shop's bill for a bare-metal respray (Blankmetall-Lackierung) with colour code and layer protocol. */
export function blankmetallLackierung(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...ALFA]);
  const date = rng.date(1996, 2024);
  const firm = rng.pick(['Lackiererei Oldtimer-Finish Bauer', 'Classic Lack & Karosserie Weinzierl GmbH', 'Meisterbetrieb Lackierung Sommerfeld']);
  const colour =
    v.car.make === 'Porsche'
      ? rng.pick(['6602 Tangerine', '131 Signalorange', '1313 Lichtgelb'])
      : v.car.make === 'Alfa Romeo'
        ? rng.pick(['AR 501 Rosso Alfa', 'AR 130 Verde Pino'])
        : rng.pick(['DB 180 Silbergrau-met.', 'DB 050 Weiß', 'DB 568 Signalrot']);
  const jobs = [
    ['Demontage Anbauteile, Chrom, Scheiben', rng.int(14, 30)],
    ['Entlacken bis aufs Blech (chemisch)', rng.int(18, 40)],
    ['Karosserie ausbeulen, verzinnen', rng.int(20, 60)],
    ['Epoxid-Grundierung, Füller, Schleifen', rng.int(24, 50)],
    ['Lackierung Basislack/Klarlack inkl. Türeinstiege, Motor- und Kofferraum', rng.int(18, 34)],
    ['Polieren und Konservieren der Hohlräume', rng.int(8, 18)],
    ['Montage Anbauteile', rng.int(12, 26)],
  ] as [string, number][];
  const rate = tidy(rng, 58, 92);
  const jAmt = jobs.map(([, h]) => r2(h * rate));
  const mat = priced(
    rng,
    [
      [`Lackmaterial ${colour}`, 900, 2200],
      ['Epoxidgrundierung 2K', 180, 420],
      ['Füller, Schleifmittel, Abdeckmaterial', 260, 520],
      ['Hohlraumkonservierung Mike Sanders Fett', 90, 180],
      ['Scheibendichtungen neu', 140, 320],
    ],
    rng.int(3, 5),
  );
  const lab = sum(jAmt);
  const par = sum(mat.map(([, a]) => a));
  const net = r2(lab + par);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.box(40, 40, 515, 52, true);
  p.text(52, firm, { size: 15, bold: true, y: 64 });
  p.text(52, 'Lackierung · Smart-Repair · Oldtimer-Vollrestaurierung', { size: 8.5, y: 80 });
  p.y = 120;
  p.text(40, `Rechnung ${rng.int(2000, 8999)}`, { size: 13, bold: true });
  p.text(555, `${rng.pick(['Landshut', 'Rosenheim', 'Passau'])}, ${fd(date, 'delong')}`, { size: 10, align: 'right' });
  p.down(22).text(40, `Kunde: ${deName(rng)}`, { size: 9.5 });
  p.down(13).text(40, `Objekt: ${v.label}, Baujahr ${v.year}, FIN ${v.vin}`, { size: 9.5 });
  p.down(13).text(40, `Farbcode ${colour}`, { size: 9.5 });
  p.down(13).text(40, `Leistungszeitraum: ${fd(addDays(date, -rng.int(40, 120)), 'de')} – ${fd(date, 'de')}`, { size: 9.5 });
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Arbeitsleistung', 'Stunden', 'Satz', 'EUR'], { bold: true });
  p.down(14);
  jobs.forEach(([t, h], i) => {
    row(p, cols, [t, num(h, 'de'), num(rate, 'de'), num(jAmt[i], 'de')]);
    p.down(13);
  });
  p.down(4).text(470, 'Lohn gesamt', { size: 9, align: 'right', bold: true }).text(555, num(lab, 'de'), { size: 9, align: 'right', bold: true });
  p.down(22);
  row(p, cols, ['Material', '', '', 'EUR'], { bold: true });
  p.down(14);
  mat.forEach(([t, a]) => {
    row(p, cols, [t, '', '', num(a, 'de')]);
    p.down(13);
  });
  p.down(4).text(470, 'Material gesamt', { size: 9, align: 'right', bold: true }).text(555, num(par, 'de'), { size: 9, align: 'right', bold: true });
  p.down(24);
  p.box(330, p.y - 12, 225, 48);
  p.text(340, 'Netto', { size: 9.5 }).text(550, num(net, 'de'), { size: 9.5, align: 'right' });
  p.down(14).text(340, `MwSt. ${vr} %`, { size: 9.5 }).text(550, num(vat, 'de'), { size: 9.5, align: 'right' });
  p.down(14)
    .text(340, 'Gesamtbetrag', { size: 10, bold: true })
    .text(550, `${num(total, 'de')} €`, { size: 10, bold: true, align: 'right' });
  p.down(34).text(40, 'Schichtdickenprotokoll', { size: 9, bold: true });
  p.down(13);
  for (const part of ['Motorhaube', 'Dach', 'Tür links', 'Tür rechts', 'Kofferraumdeckel']) {
    p.text(40, part, { size: 8.5 }).text(200, `${rng.int(160, 240)} µm`, { size: 8.5 });
    p.down(11);
  }
  p.down(10);
  para(
    p,
    40,
    'Auf die Lackierung gewähren wir 3 Jahre Gewährleistung bei Pflege nach unseren Hinweisen. Kilometerstand wurde nicht erfasst (Fahrzeug auf Anhänger angeliefert).',
    105,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map(([t]) => t),
    partsUsed: mat.map(([t]) => t),
  });
}

/** An engine builder's bill for a rebuild in stages (Stufe 1–4) with a dyno sheet; each stage a lump sum. */
export function motorenbauStufen(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...ALFA, ...MERCEDES]);
  const date = rng.date(2001, 2025);
  const firm = rng.pick(['Motorenbau Fleischhauer', 'Zylinderkopf-Technik Aigner GmbH', 'Classic Motorenwerk Lohmann']);
  const stages: [string, number][] = [
    ['Stufe 1: Demontage, Reinigung, Befundaufnahme, Vermessung', tidy(rng, 600, 1400, 10)],
    ['Stufe 2: Zylinderkopf überholen, Ventilsitze fräsen, Führungen neu', tidy(rng, 900, 2200, 10)],
    ['Stufe 3: Kurbeltrieb wuchten, Zylinder honen, Lagerspiel einstellen', tidy(rng, 1100, 2600, 10)],
    ['Stufe 4: Montage, Einlauf auf dem Prüfstand, Leistungsmessung', tidy(rng, 700, 1500, 10)],
  ];
  const parts = priced(
    rng,
    [
      ['Kolben/Zylinder-Satz Übermaß 0,5', 1400, 3800],
      ['Pleuellager Satz', 120, 260],
      ['Hauptlager Satz', 140, 300],
      ['Ventile Einlass/Auslass', 300, 700],
      ['Ventilführungen Bronze', 160, 320],
      ['Steuerkette und Gleitschienen', 180, 420],
      ['Motordichtsatz komplett', 240, 480],
      ['Ölpumpe überholt', 190, 420],
      ['Nockenwellenlager', 90, 180],
    ],
    rng.int(5, 7),
  );
  const lab = sum(stages.map(([, a]) => a));
  const par = sum(parts.map(([, a]) => a));
  const net = r2(lab + par);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.text(555, firm, { size: 14, bold: true, align: 'right' });
  p.down(12).text(555, 'Motoreninstandsetzung · Prüfstand · Zylinderkopfbearbeitung', { size: 8, align: 'right' });
  p.y = 120;
  p.text(40, deName(rng))
    .down(12)
    .text(40, `${rng.pick(['Kirchplatz', 'Bahnhofstr.', 'Mühlweg'])} ${rng.int(1, 40)}`)
    .down(12)
    .text(40, `${rng.int(10000, 99999)} ${rng.pick(['Freising', 'Dachau', 'Erding'])}`);
  p.down(34).text(40, 'Rechnung – Motorüberholung', { size: 12, bold: true });
  p.down(18);
  const meta = [
    ['Rechnungs-Nr.', String(rng.int(24000, 26999))],
    ['Datum', fd(date, 'de')],
    ['Motor', `${v.car.engine}, Nr. ${rng.int(100000, 999999)}`],
    ['Fahrzeug', `${v.label} / ${v.vin}`],
  ];
  meta.forEach(([k, val]) => {
    p.text(40, k, { size: 9 }).text(140, val, { size: 9 });
    p.down(12);
  });
  p.down(14);
  p.text(40, 'Arbeitsumfang (Pauschalen je Stufe)', { size: 9.5, bold: true });
  p.down(14);
  stages.forEach(([t, a]) => {
    p.text(40, t, { size: 9 }).text(555, num(a, 'de'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(40, 'Zwischensumme Arbeit', { size: 9, bold: true }).text(555, num(lab, 'de'), { size: 9, align: 'right', bold: true });
  p.down(22).text(40, 'Teile', { size: 9.5, bold: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    p.text(40, t, { size: 9 }).text(555, num(a, 'de'), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(40, 'Zwischensumme Teile', { size: 9, bold: true }).text(555, num(par, 'de'), { size: 9, align: 'right', bold: true });
  p.down(22);
  hline(p, 330, 225, p.y - 10);
  p.text(330, 'Summe netto', { size: 9.5 }).text(555, num(net, 'de'), { size: 9.5, align: 'right' });
  p.down(13).text(330, `Umsatzsteuer ${vr} %`, { size: 9.5 }).text(555, num(vat, 'de'), { size: 9.5, align: 'right' });
  p.down(15).text(330, 'Zu zahlen EUR', { size: 10.5, bold: true }).text(555, num(total, 'de'), { size: 10.5, align: 'right', bold: true });
  p.down(30).text(40, 'Prüfstandsprotokoll', { size: 9, bold: true });
  p.down(12);
  const ps = rng.int(90, 210);
  para(
    p,
    40,
    `Leistung ${ps} PS bei ${rng.int(55, 68) * 100} U/min, Drehmoment ${rng.int(130, 290)} Nm. Kompression alle Zylinder ${rng.int(10, 12)},${rng.int(0, 9)} – ${rng.int(11, 13)},${rng.int(0, 9)} bar. Einfahrvorschrift: die ersten 1.000 km nicht über 4.000 U/min, Ölwechsel nach 1.000 km (nicht in dieser Rechnung enthalten).`,
    110,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: stages.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A Viennese specialist's bill in Schilling (before 2002) or euro: Arbeitszeit and Teile in one list, 20 % USt. */
export function wienSpezialist(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...MERCEDES, ...PORSCHE, ...VW]);
  const date = rng.date(1985, 2016);
  const ats = Number(date.slice(0, 4)) < 2002;
  const cur = ats ? 'ATS' : 'EUR';
  const f = ats ? 13 : 1;
  const firm = rng.pick(['Oldtimerwerkstätte Ing. Pospischil', 'Klassik-Garage Hödl & Sohn', 'Kfz-Meisterbetrieb Novotny Oldtimerservice']);
  const km = rng.int(40000, 210000);
  const lines = [
    ...priced(
      rng,
      [
        ['Service lt. Wartungsplan', 60, 140],
        ['Vergaser überholen und abstimmen', 90, 260],
        ['Bremsanlage hinten instandsetzen', 80, 200],
        ['§57a-Überprüfung (Pickerl) vorbereiten', 30, 60],
        ['Auspuffanlage montieren', 40, 110],
      ],
      rng.int(3, 4),
    ).map(([t, a]) => ({ t, a: r2(a * f), k: 'A' })),
    ...priced(
      rng,
      [
        ['Bremsbacken hinten', 30, 70],
        ['Radbremszylinder (2)', 50, 110],
        ['Vergaserdichtsatz', 20, 45],
        ['Auspuff Edelstahl', 300, 700],
        ['Öl und Filter', 25, 50],
        ['Zündverteilerkappe', 20, 45],
      ],
      rng.int(3, 5),
    ).map(([t, a]) => ({ t, a: r2(a * f), k: 'T' })),
  ];
  const lab = sum(lines.filter((l) => l.k === 'A').map((l) => l.a));
  const par = sum(lines.filter((l) => l.k === 'T').map((l) => l.a));
  const net = r2(lab + par);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  p.text(40, firm, { size: 13, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Simmeringer Hauptstraße 180', 'Brünner Straße 77', 'Triester Straße 102'])}, ${rng.pick(['1110 Wien', '1210 Wien', '1100 Wien'])} · UID ATU${rng.int(10000000, 99999999)}`,
    { size: 8.5 },
  );
  p.down(36)
    .text(40, `RECHNUNG Nr. ${rng.int(100, 999)}/${date.slice(0, 4)}`, { size: 11, bold: true })
    .text(555, `Wien, am ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(18).text(40, `Kunde: ${deName(rng)} · Fahrzeug: ${v.label} (${v.year})`, { size: 8.5 });
  p.down(12).text(40, `Fahrgestell ${v.vin} · Kennz. W-${rng.int(10000, 99999)}${rng.pick(['A', 'B', 'C'])} · km ${num(km, 'de').slice(0, -3)}`, { size: 8.5 });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 555, align: 'right' }];
  row(p, cols, ['Art', 'Bezeichnung', `Betrag ${cur}`], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  lines.forEach((l) => {
    row(p, cols, [l.k, l.t, num(l.a, 'de')]);
    p.down(13);
  });
  hline(p, 40, 515, p.y - 6);
  p.down(8);
  p.text(70, 'A = Arbeitszeit, T = Teile', { size: 7.5 });
  p.down(16);
  for (const [k, val, b] of [
    ['Summe Arbeitszeit', lab, false],
    ['Summe Teile', par, false],
    ['Nettobetrag', net, false],
    ['zuzüglich 20 % USt.', vat, false],
    [`Gesamtbetrag ${cur}`, total, true],
  ] as [string, number, boolean][]) {
    p.text(340, k, { size: 9.5, bold: b }).text(555, num(val, 'de'), { size: 9.5, align: 'right', bold: b });
    p.down(13);
  }
  p.down(20);
  para(
    p,
    40,
    'Zahlbar binnen 8 Tagen ohne Abzug. Das Fahrzeug wurde nach erfolgter Probefahrt in einwandfreiem Zustand übernommen. Altteile wurden auf Wunsch des Kunden mitgegeben.',
    110,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: lines.filter((l) => l.k === 'A').map((l) => l.t),
    partsUsed: lines.filter((l) => l.k === 'T').map((l) => l.t),
  });
}

/** A Swiss Jaguar specialist's Rechnung in CHF with MWST and rounding to 5 Rappen. */
export function schweizJaguar(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(
    rng,
    BRITISH.filter((c) => c.make === 'Jaguar' || c.make === 'Austin-Healey'),
  );
  const date = rng.date(1996, 2025);
  const firm = rng.pick(['British Classic Garage Hunziker AG', 'Jaguar-Spezialist R. Brändli', 'Garage Oldtimer-Service Zürcher Oberland AG']);
  const km = rng.int(30000, 160000);
  const std = rng.int(8, 30) + rng.pick([0, 0.5]);
  const rate = tidy(rng, 125, 175);
  const jobs = rng.some(
    [
      'Wartung gross nach Jaguar-Wartungsplan',
      'SU-Vergaser HD8 synchronisiert',
      'Kühlsystem gespült, Thermostat ersetzt',
      'Handbremse instand gestellt',
      'Lichtmaschine gegen Dynamo-Optik-Alternator getauscht',
      'Vorbereitung Veteranenprüfung MFK',
    ],
    rng.int(3, 5),
  );
  const lab = r2(std * rate);
  const parts = priced(
    rng,
    [
      ['Thermostat 74°C', 25, 60],
      ['Kühlerschlauchsatz', 90, 180],
      ['Zündkerzen Champion N12Y (6)', 30, 55],
      ['Handbremsbeläge', 80, 160],
      ['Ölfilterpatrone', 18, 35],
      ['Motorenöl 20W-50, 9 l', 90, 140],
      ['Alternator Dynamo-Optik', 380, 620],
    ],
    rng.int(3, 6),
  );
  const par = sum(parts.map(([, a]) => a));
  const net = r2(lab + par);
  const vr = vatCH(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const raw = r2(net + vat);
  const total = r05(raw);
  const rnd = r2(total - raw);
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Zürcherstrasse 60', 'Industriestrasse 14', 'Seestrasse 211'])} · ${rng.pick(['8620 Wetzikon', '8610 Uster', '8340 Hinwil'])} · MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
    { size: 8.5 },
  );
  p.y = 130;
  p.text(330, `Herr ${deName(rng)}`)
    .down(12)
    .text(330, `${rng.int(8000, 8999)} ${rng.pick(['Rüti', 'Bubikon', 'Dürnten'])}`);
  p.y = 190;
  p.text(40, `Rechnung ${rng.int(30000, 39999)}`, { size: 12, bold: true });
  p.text(555, fd(date, 'de'), { align: 'right' });
  p.down(16).text(
    40,
    `${v.label}, Jg. ${v.year}, Chassis ${v.vin}, Stamm-Nr. ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}, Km ${num(km, 'ch').slice(0, -3)}`,
    { size: 9 },
  );
  p.down(24).text(40, 'Ausgeführte Arbeiten', { bold: true });
  p.down(14);
  jobs.forEach((t) => {
    p.text(50, `– ${t}`, { size: 9.5 });
    p.down(13);
  });
  p.down(4)
    .text(50, `Arbeitszeit ${num(std, 'ch')} Std. à CHF ${num(rate, 'ch')}`, { size: 9.5 })
    .text(555, num(lab, 'ch'), { size: 9.5, align: 'right' });
  p.down(24).text(40, 'Material', { bold: true });
  p.down(14);
  parts.forEach(([t, a]) => {
    p.text(50, t, { size: 9.5 }).text(555, num(a, 'ch'), { size: 9.5, align: 'right' });
    p.down(13);
  });
  p.down(4).text(50, 'Total Material', { size: 9.5 }).text(555, num(par, 'ch'), { size: 9.5, align: 'right' });
  p.down(24);
  for (const [k, val, b] of [
    ['Total exkl. MWST', net, false],
    [`MWST ${vr} %`, vat, false],
    ['Rundung', rnd, false],
    ['Total CHF', total, true],
  ] as [string, number, boolean][]) {
    p.text(350, k, { size: 10, bold: b }).text(555, num(val, 'ch'), { size: 10, align: 'right', bold: b });
    p.down(14);
  }
  p.down(18).text(40, 'Zahlbar innert 30 Tagen. Besten Dank für Ihren Auftrag.', { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: parts.map(([t]) => t),
  });
}

/** An Alfa specialist's bill for concours preparation: detailing hours, no parts table (materials only). */
export function alfaConcours(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, ALFA);
  const date = rng.date(2012, 2026);
  const firm = rng.pick(['Officina Alfa Classica Neumann', 'Biscione Service Weber & Conti GbR', 'Alfa-Klassik Werkstatt Meisinger']);
  const event = rng.pick(['Concours d’Elegance Schloss Dyck', 'Schloss Bensberg Classics', 'Concorso Villa d’Este (Teilnahme)', 'Classic Days Schloss Dyck']);
  const tasks: [string, number][] = rng.some(
    [
      ['Motorraum Detailaufbereitung, Aggregate entfettet und konserviert', rng.int(10, 22)],
      ['Unterboden gereinigt, Unterbodenschutz original nachgebildet', rng.int(12, 28)],
      ['Lack maschinell poliert (3-stufig), versiegelt', rng.int(14, 26)],
      ['Chromteile poliert, Embleme aufgearbeitet', rng.int(6, 14)],
      ['Innenraum Lederpflege, Teppiche shampooniert', rng.int(6, 12)],
      ['Originalitätsprüfung Schrauben/Schellen/Beschriftungen, Korrektur', rng.int(8, 20)],
      ['Transport zum Concours im geschlossenen Anhänger, Betreuung vor Ort', rng.int(10, 16)],
    ],
    rng.int(4, 6),
  );
  const rate = tidy(rng, 68, 98);
  const amts = tasks.map(([, h]) => r2(h * rate));
  const lab = sum(amts);
  const mat = tidy(rng, 120, 480);
  const net = r2(lab + mat);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.text(297, firm, { size: 15, bold: true, align: 'center' });
  p.down(13).text(297, 'Alfa Romeo Klassiker · Restaurierung · Concours-Vorbereitung', { size: 8.5, align: 'center' });
  p.y = 120;
  p.text(40, 'Rechnung', { size: 18, bold: true });
  p.down(22);
  [
    ['Nr.', `${date.slice(0, 4)}/${rng.int(100, 399)}`],
    ['Datum', fd(date, 'de')],
    ['Kunde', deName(rng)],
    ['Fahrzeug', `${v.label} ${v.year}`],
    ['Telaio', v.vin],
    ['Anlass', event],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9, bold: true }).text(110, val, { size: 9 });
    p.down(12.5);
  });
  p.down(16);
  const cols: Col[] = [{ x: 40 }, { x: 420, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Leistung', 'Std.', 'Betrag €'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  tasks.forEach(([t, h], i) => {
    row(p, cols, [t, String(h), num(amts[i], 'de')]);
    p.down(13);
  });
  hline(p, 40, 515, p.y - 6);
  p.down(6);
  row(p, cols, [`Summe Arbeitsleistung (${num(rate, 'de')} €/Std.)`, '', num(lab, 'de')], { bold: true });
  p.down(14);
  row(p, cols, ['Pflege- und Poliermaterial pauschal', '', num(mat, 'de')]);
  p.down(22);
  row(p, cols, ['Nettobetrag', '', num(net, 'de')]);
  p.down(13);
  row(p, cols, [`Umsatzsteuer ${vr} %`, '', num(vat, 'de')]);
  p.down(14);
  row(p, cols, ['Gesamtbetrag', '', num(total, 'de')], { bold: true, size: 10.5 });
  p.down(28);
  para(
    p,
    40,
    `Das Fahrzeug erreichte beim ${event} ${rng.pick(['den 2. Platz seiner Klasse', 'den Klassensieg', 'eine Auszeichnung der Jury'])}. Ein Kilometerstand wurde nicht vermerkt. Vielen Dank für Ihr Vertrauen – Forza Alfa!`,
    105,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    laborCost: lab,
    totalCost: total,
    workPerformed: tasks.map(([t]) => t),
  });
}

/** A British-car specialist in Germany: typed-on-form Inspektion of an MG with parts imported from the UK. */
export function britischeKlassiker(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MG);
  const date = rng.date(1990, 2012);
  const dm = Number(date.slice(0, 4)) < 2002;
  const cur = dm ? 'DM' : '€';
  const firm = rng.pick(['British Car Service Hollmann', 'Union Jack Garage Peter Kallweit', 'Werkstatt für englische Fahrzeuge Tietjen']);
  const miles = rng.int(30000, 120000);
  const jobs = priced(
    rng,
    [
      ['Inspektion 6.000 Meilen', 90, 180],
      ['Hebelstoßdämpfer vorn nachgefüllt', 30, 70],
      ['Königszapfen abgeschmiert und Spiel geprüft', 25, 50],
      ['SU-Vergaser HS4 abgestimmt, Dämpferöl', 40, 90],
      ['Overdrive-Magnetschalter geprüft', 30, 80],
      ['Lucas-Elektrik: Masseverbindungen erneuert', 40, 110],
      ['Tankgeber ersetzt', 30, 70],
    ],
    rng.int(3, 5),
  ).map(([t, a]) => [t, dm ? r2(a * 1.9) : a] as [string, number]);
  const parts = priced(
    rng,
    [
      ['Ölfilter GFE 166', 8, 15],
      ['Zündkerzen N9Y', 10, 20],
      ['Verteilerkappe Lucas 25D4', 15, 30],
      ['Unterbrecher + Kondensator', 12, 25],
      ['Stoßdämpferöl', 6, 12],
      ['Tankgeber (Moss Europe)', 45, 80],
      ['Keilriemen GTB 1311', 8, 15],
    ],
    rng.int(3, 5),
  ).map(([t, a]) => [t, dm ? r2(a * 1.9) : a] as [string, number]);
  const lab = sum(jobs.map(([, a]) => a));
  const par = sum(parts.map(([, a]) => a));
  const fracht = dm ? tidy(rng, 18, 35) : tidy(rng, 9, 18);
  const net = r2(lab + par + fracht);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.box(40, 36, 515, 64);
  p.text(50, firm, { size: 12.5, bold: true, y: 56 });
  p.text(50, 'MG · Triumph · Austin-Healey · Jaguar — Teileimport direkt aus England', { size: 8.5, y: 70 });
  p.text(50, `${rng.pick(['Am Deich 12', 'Hafenstraße 5', 'Kanalweg 8'])}, ${rng.pick(['Bremen', 'Oldenburg', 'Leer', 'Stade'])}`, { size: 8.5, y: 84 });
  p.text(545, 'WERKSTATTRECHNUNG', { size: 11, bold: true, align: 'right', y: 56 });
  p.text(545, `Nr. ${rng.int(1000, 4999)}`, { size: 9, align: 'right', y: 70 });
  p.y = 128;
  const boxes: [string, string][] = [
    ['Datum', fd(date, 'de')],
    ['Fahrzeug', v.label],
    ['Baujahr', String(v.year)],
    ['Chassis', v.vin],
    ['Tacho (Meilen)', String(miles)],
  ];
  boxes.forEach(([k, val], i) => {
    const x = 40 + i * 103;
    p.box(x, p.y - 10, 103, 28);
    p.text(x + 4, k, { size: 6.5 }).text(x + 4, val, { size: 8.5, y: p.y + 12 });
  });
  p.y += 40;
  p.text(40, `Auftraggeber: ${deName(rng)}`, { size: 9 });
  p.down(22);
  p.text(40, 'Pos.', { size: 8.5, bold: true }).text(70, 'Arbeiten', { size: 8.5, bold: true }).text(555, cur, { size: 8.5, bold: true, align: 'right' });
  p.down(13);
  jobs.forEach(([t, a], i) => {
    p.text(40, String(i + 1), { size: 9 })
      .text(70, t, { size: 9 })
      .text(555, num(a, 'de'), { size: 9, align: 'right' });
    p.down(12.5);
  });
  p.text(70, 'Arbeitslohn gesamt', { size: 9, bold: true }).text(555, num(lab, 'de'), { size: 9, align: 'right', bold: true });
  p.down(20);
  p.text(40, 'Pos.', { size: 8.5, bold: true }).text(70, 'Ersatzteile', { size: 8.5, bold: true }).text(555, cur, { size: 8.5, bold: true, align: 'right' });
  p.down(13);
  parts.forEach(([t, a], i) => {
    p.text(40, String(jobs.length + i + 1), { size: 9 })
      .text(70, t, { size: 9 })
      .text(555, num(a, 'de'), { size: 9, align: 'right' });
    p.down(12.5);
  });
  p.text(70, 'Ersatzteile gesamt', { size: 9, bold: true }).text(555, num(par, 'de'), { size: 9, align: 'right', bold: true });
  p.down(16).text(70, 'Frachtanteil Teileimport UK', { size: 9 }).text(555, num(fracht, 'de'), { size: 9, align: 'right' });
  p.down(22);
  for (const [k, val, b] of [
    ['Netto', net, false],
    [`MwSt ${vr} %`, vat, false],
    [`Endsumme ${cur}`, total, true],
  ] as [string, number, boolean][]) {
    p.text(380, k, { size: 10, bold: b }).text(555, num(val, 'de'), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}

/** A US-car workshop in Germany: H-Kennzeichen preparation, the §23 inspection billed on as a sublet. */
export function usCarHVorbereitung(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MUSCLE);
  const date = rng.date(1998, 2025);
  const firm = rng.pick(['US-Car Garage Dittmann', 'V8 Classics Werkstatt GmbH', 'American Muscle Service Kröger']);
  const km = rng.int(40000, 180000);
  const jobs = priced(
    rng,
    [
      ['Bremsanlage vorn auf Scheibenbremse (zeitgenössische Umrüstung) geprüft', 120, 280],
      ['Beleuchtung auf EU-Zulassung umgebaut (Blinker gelb, Rückstrahler)', 180, 420],
      ['Holley-Vergaser 4-fach überholt und abgestimmt', 150, 320],
      ['Abgasanlage erneuert, Geräuschmessung', 140, 300],
      ['Lenkgetriebe Spiel eingestellt', 60, 140],
      ['Vorführung zur Begutachtung nach § 23 StVZO', 60, 110],
      ['Tachometer auf km/h-Skala umgerüstet', 80, 160],
    ],
    rng.int(4, 6),
  );
  const parts = priced(
    rng,
    [
      ['Bremsbeläge vorn (Satz)', 40, 90],
      ['Blinkergläser gelb', 30, 70],
      ['Vergaser-Reparatursatz Holley', 50, 110],
      ['Auspuffanlage Stahl 2 1/2"', 380, 780],
      ['Tachoscheibe km/h', 60, 120],
      ['Glühlampen E-geprüft', 15, 30],
    ],
    rng.int(3, 5),
  );
  const tuev = tidy(rng, 120, 240);
  const lab = sum(jobs.map(([, a]) => a));
  const par = sum(parts.map(([, a]) => a));
  const net = r2(lab + par + tuev);
  const vr = vatDE(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  p.text(40, firm.toUpperCase(), { size: 16, bold: true });
  p.text(555, 'RECHNUNG', { size: 16, bold: true, align: 'right' });
  p.down(14).text(
    40,
    `${rng.pick(['Gewerbegebiet Nord 3', 'Ringstraße 44', 'Zur Ziegelei 9'])} · ${rng.pick(['33609 Bielefeld', '48157 Münster', '49076 Osnabrück'])}`,
    { size: 8.5 },
  );
  p.y = 110;
  p.text(40, `Re.-Nr. ${rng.int(10000, 19999)}   ·   Datum ${fd(date, 'de')}   ·   Kunde ${deName(rng)}`, { size: 9 });
  p.down(14).text(40, `${v.label} (${v.year})   VIN ${v.vin}   Motor ${v.car.engine}`, { size: 8.5 });
  p.down(12).text(40, `Laufleistung ${num(km, 'de').slice(0, -3)} km (abgelesen, Tacho umgerüstet)`, { size: 8.5 });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 555, align: 'right' }];
  p.box(40, p.y - 11, 515, 15, true);
  row(p, cols, ['Arbeitslohn', 'EUR'], { bold: true });
  p.down(16);
  jobs.forEach(([t, a]) => {
    row(p, cols, [t, num(a, 'de')]);
    p.down(13);
  });
  row(p, cols, ['Summe Arbeitslohn', num(lab, 'de')], { bold: true });
  p.down(20);
  p.box(40, p.y - 11, 515, 15, true);
  row(p, cols, ['Teile', 'EUR'], { bold: true });
  p.down(16);
  parts.forEach(([t, a]) => {
    row(p, cols, [t, num(a, 'de')]);
    p.down(13);
  });
  row(p, cols, ['Summe Teile', num(par, 'de')], { bold: true });
  p.down(20);
  p.box(40, p.y - 11, 515, 15, true);
  row(p, cols, ['Fremdleistung', 'EUR'], { bold: true });
  p.down(16);
  row(p, cols, [`Oldtimergutachten § 23 StVZO (${rng.pick(['TÜV Nord', 'DEKRA', 'GTÜ'])}), weiterberechnet`, num(tuev, 'de')]);
  p.down(26);
  for (const [k, val, b] of [
    ['Gesamt netto', net, false],
    [`MwSt. ${vr} %`, vat, false],
    ['Gesamt brutto', total, true],
  ] as [string, number, boolean][]) {
    p.text(380, k, { size: 10, bold: b }).text(555, num(val, 'de'), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(14);
  para(
    p,
    40,
    'Das Gutachten wurde mit positivem Ergebnis erteilt; die Zulassung mit H-Kennzeichen erfolgt durch den Kunden bei der Zulassungsstelle. Gewährleistung auf Gebrauchtteile ausgeschlossen.',
    110,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: jobs.map(([t]) => t),
    partsUsed: parts.map(([t]) => t),
  });
}
