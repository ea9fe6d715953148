/**
 * German-language service bills of everyday ownership (unseen-r): a village filling station with a
 * bay, a fast-fit exhaust and tyre branch at the euro changeover, a test station's HU bill with a retest,
 * a towing call-out, a motorcycle shop's carbon duplicate book, an agricultural engineer's tractor bill,
 * a caravan gas test, a South Tyrolean bilingual Werkstatt, a Luxembourg garage, a Liechtenstein garage,
 * an Austrian filling station in schillings and a Swiss village garage before the MWST.
 */
import {
  addDays,
  dashes,
  DM_PER_EUR,
  doc,
  type Family,
  fd,
  hline,
  num,
  PageBuilder,
  price,
  r05,
  r2,
  row,
  sum,
  vatAT,
  vatCH,
  vatDE,
  vatLU,
  yearOf,
} from './kit';

/** A village filling station with one bay, 1960s, typed; fuel on the same bill as the work. */
export const tankstelle66: Family = (rng) => {
  const date = rng.date(1963, 1967);
  const p = new PageBuilder();
  const shop = rng.pick(['Josef Brandl', 'Alois Fuchsberger', 'Georg Wimmer']);
  p.y = 50;
  p.text(297, `Tankstelle und Reparaturwerkstätte ${shop}`, { align: 'center', size: 14, bold: true, serif: true });
  p.down(16).text(297, 'Kfz.-Meister  ·  Abschmierdienst  ·  Reifen  ·  Batterien', { align: 'center', size: 9, serif: true });
  p.down(12).text(
    297,
    `${rng.pick(['8391 Tittling', '8359 Ortenburg', '8441 Oberschneiding'])}, Passauer Straße ${rng.int(2, 40)}  ·  Fernruf ${rng.int(200, 480)}`,
    { align: 'center', size: 9, serif: true },
  );
  hline(p, 60, 475, p.y + 8);
  p.down(40);
  const cust = rng.pick(['Herrn Landwirt Xaver Moser', 'Herrn Lehrer Anton Gruber', 'Firma Holzbau Stadler']);
  p.text(60, cust, { serif: true })
    .down(13)
    .text(60, rng.pick(['Hofmark 3', 'Schulstraße 1', 'Am Anger 12']), { serif: true });
  p.text(535, `${rng.pick(['Tittling', 'Ortenburg'])}, den ${fd(date, 'delong')}`, { y: p.y - 13, align: 'right', serif: true });
  p.down(30).text(60, `RECHNUNG Nr. ${rng.int(180, 960)}`, { bold: true, serif: true, size: 12 });
  const veh = rng.pick(['VW 1200 Export', 'Goggomobil T 250', 'Opel Rekord P2', 'Ford 12 M', 'DKW Junior']);
  const km = rng.int(21000, 98000);
  p.down(16).text(
    60,
    `für Ihren Wagen ${veh}, pol. Kennz. ${rng.pick(['PA', 'DEG', 'GRA'])} - ${rng.pick(['E', 'K', 'M'])} ${rng.int(100, 999)}, km-Stand ${num(km, 'de').slice(0, -3)}`,
    { serif: true, size: 10 },
  );
  const work = rng
    .some(
      [
        ['Abschmieren nach Plan', 4.5, 7],
        ['Ölwechsel Motor', 2, 3.5],
        ['Zündung und Unterbrecher eingestellt', 6, 12],
        ['Vergaser gereinigt, Leerlauf eingestellt', 8, 15],
        ['Bremsen nachgestellt', 6, 11],
        ['Scheinwerfer eingestellt', 3, 5],
      ] as [string, number, number][],
      3,
    )
    .map(([d, lo, hi]) => ({ d, a: price(rng, lo, hi) }));
  const mat = rng
    .some(
      [
        ['Motorenöl HD 30', 2.4, 2.9, 'l'],
        ['Zündkerzen Bosch W 225 T 1', 2.6, 3.4, 'St.'],
        ['Unterbrecherkontakt', 3.5, 5.5, 'St.'],
        ['Abschmierfett', 0.8, 1.4, 'kg'],
        ['Keilriemen', 6, 9, 'St.'],
      ] as [string, number, number, string][],
      2,
    )
    .map(([d, lo, hi, u]) => {
      const q = u === 'l' ? rng.int(2, 4) : u === 'kg' ? 1 : rng.int(1, 4);
      const ep = price(rng, lo, hi, 0.05);
      return { d, q, u, ep, a: r2(q * ep) };
    });
  const liter = rng.int(18, 36);
  const fuelPrice = rng.pick([0.58, 0.6, 0.62, 0.63]);
  const fuel = r2(liter * fuelPrice);
  p.down(26);
  const cols = [{ x: 60 }, { x: 90 }, { x: 380, align: 'right' as const }, { x: 535, align: 'right' as const }];
  row(p, cols, ['Pos.', 'Gegenstand', 'Einzelpreis', 'DM'], { serif: true, bold: true });
  hline(p, 60, 475, p.y + 4);
  p.down(18);
  let n = 1;
  for (const w of work) {
    row(p, cols, [`${n++}.`, w.d, '', num(w.a, 'de')], { serif: true, size: 10 });
    p.down(14);
  }
  for (const m of mat) {
    row(p, cols, [`${n++}.`, `${m.q} ${m.u} ${m.d}`, num(m.ep, 'de'), num(m.a, 'de')], { serif: true, size: 10 });
    p.down(14);
  }
  row(p, cols, [`${n}.`, `${liter} Ltr. Benzin ${rng.pick(['Normal', 'Super'])}`, num(fuelPrice, 'de'), num(fuel, 'de')], { serif: true, size: 10 });
  const labor = sum(work.map((w) => w.a));
  const parts = sum(mat.map((m) => m.a));
  const total = sum([labor, parts, fuel]);
  p.down(12);
  hline(p, 380, 155, p.y);
  p.down(16);
  const tc = [{ x: 300 }, { x: 535, align: 'right' as const }];
  row(p, tc, ['Arbeitslohn', num(labor, 'de')], { serif: true, size: 10 });
  p.down(14);
  row(p, tc, ['Material', num(parts, 'de')], { serif: true, size: 10 });
  p.down(14);
  row(p, tc, ['Kraftstoff', num(fuel, 'de')], { serif: true, size: 10 });
  p.down(16);
  row(p, tc, ['zusammen DM', num(total, 'de')], { serif: true, size: 10.5, bold: true });
  p.down(40);
  p.text(60, 'Preise einschließlich Umsatzsteuer. Zahlbar sofort ohne Abzug.', { serif: true, size: 9 });
  p.down(30).text(60, rng.pick(['Betrag dankend erhalten', 'Bar bezahlt']), { serif: true, size: 10 });
  p.text(380, `i. A. ${rng.pick(['Brandl', 'Huber', 'Maier'])}`, { serif: true, size: 10 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: `Tankstelle und Reparaturwerkstätte ${shop}`,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((w) => w.d),
    partsUsed: mat.map((m) => m.d),
  });
};

/** A fast-fit exhaust and tyre branch in 2001: DM invoice with the euro amount for information. */
export const schnelldienstDM01: Family = (rng) => {
  const date = rng.date(2001, 2001);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, 'ReifenBlitz', { size: 22, bold: true });
  p.text(172, 'Auspuff · Reifen · Bremsen · Stoßdämpfer', { size: 9, y: p.y - 2 });
  p.down(14).text(
    40,
    `Filiale ${rng.int(10, 99)} ${rng.pick(['Kassel-Bettenhausen', 'Fulda-Nord', 'Göttingen-Weende'])} · Leipziger Str. ${rng.int(100, 300)} · Tel. 0561/${rng.int(400000, 899999)}`,
    { size: 8 },
  );
  const nr = `${rng.int(10, 99)}-${rng.int(100000, 999999)}`;
  p.down(34);
  p.box(360, p.y - 12, 195, 64);
  p.text(366, 'Rechnung', { size: 12, bold: true });
  p.text(366, 'Beleg-Nr.', { y: p.y + 16, size: 8 }).text(550, nr, { y: p.y + 16, align: 'right', size: 9 });
  p.text(366, 'Datum', { y: p.y + 30, size: 8 }).text(550, fd(date, 'de'), { y: p.y + 30, align: 'right', size: 9 });
  p.text(366, 'Kasse / Bediener', { y: p.y + 44, size: 8 }).text(550, `2 / ${rng.int(10, 40)}`, { y: p.y + 44, align: 'right', size: 9 });
  p.text(40, rng.pick(['Herrn Ralf Döring', 'Frau Petra Lange', 'Herrn Uwe Stiehl']))
    .down(12)
    .text(40, 'Barverkauf');
  p.down(50);
  const veh = rng.pick(['VW Golf I Cabrio', 'Mercedes-Benz 200 (W123)', 'Opel Kadett C Coupé', 'BMW 316 (E21)']);
  const km = rng.int(88000, 240000);
  p.text(40, `Fahrzeug: ${veh}   Kennzeichen: KS-${rng.pick(['HR', 'TW', 'AB'])} ${rng.int(10, 999)}   km-Stand: ${num(km, 'de').slice(0, -3)}`, { size: 9 });
  p.down(20);
  const cols = [{ x: 40 }, { x: 110 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 11, 515, 16, true);
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'EP DM', 'Betrag DM'], { bold: true });
  p.down(20);
  const partsPool: [string, string, number, number, number][] = [
    ['EX', 'Mittelschalldämpfer', 1, 120, 210],
    ['EX', 'Endschalldämpfer', 1, 140, 260],
    ['EX', 'Montagesatz Auspuff', 1, 18, 35],
    ['RF', 'Reifen 175/70 R 13 82T Uniroyal', 2, 89, 125],
    ['BR', 'Bremsbeläge Vorderachse', 1, 49, 89],
  ];
  const workPool: [string, number, number][] = [
    ['Montage Auspuffanlage', 45, 90],
    ['Reifenmontage inkl. Auswuchten', 18, 24],
    ['Bremsbeläge vorn ersetzt', 55, 95],
  ];
  const parts = rng.some(partsPool, 3).map(([c, d, q, lo, hi]) => {
    const ep = price(rng, lo, hi, 0.1);
    return { c: `${c}${rng.int(1000, 9999)}`, d, q, ep, a: r2(q * ep) };
  });
  const work = rng.some(workPool, 2).map(([d, lo, hi]) => ({ c: `LS${rng.int(10, 99)}`, d, q: 1, ep: price(rng, lo, hi, 0.1), a: 0 }));
  work.forEach((w) => (w.a = w.ep));
  for (const l of [...parts, ...work]) {
    row(p, cols, [l.c, l.d, String(l.q), num(l.ep, 'de'), num(l.a, 'de')]);
    p.down(14);
  }
  const net = sum([...parts, ...work].map((l) => l.a));
  const vat = r2(net * 0.16);
  const total = r2(net + vat);
  hline(p, 300, 255, p.y);
  p.down(16);
  const tc = [{ x: 300 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Nettobetrag DM', num(net, 'de')]);
  p.down(14);
  row(p, tc, ['+ 16 % MwSt. DM', num(vat, 'de')]);
  p.down(18);
  row(p, tc, ['Zahlbetrag DM', num(total, 'de')], { bold: true, size: 11 });
  p.down(16);
  row(p, tc, ['nachrichtlich in Euro', num(r2(total / DM_PER_EUR), 'de')], { size: 8 });
  p.down(11).text(300, 'Umrechnungskurs 1 EUR = 1,95583 DM', { size: 7 });
  p.down(40);
  p.text(40, 'Auf Auspuffanlagen gewähren wir 2 Jahre Garantie. Altteile gehen in unser Eigentum über.', { size: 8 });
  p.down(12).text(40, 'Bezahlt: EC-Karte', { size: 8 });
  p.text(297, 'ReifenBlitz Schnelldienst GmbH · Sitz Kassel · HRB 4471 · USt-IdNr. DE 113 558 204', { y: 800, align: 'center', size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'ReifenBlitz',
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: work.map((w) => w.d),
    partsUsed: parts.map((l) => l.d),
  });
};

/** A test station's bill for an HU with an emissions test and a retest, 1980s, DM. */
export const pruefstelle86: Family = (rng) => {
  const first = rng.date(1984, 1988);
  const retest = addDays(first, rng.int(6, 25));
  const p = new PageBuilder();
  const y = yearOf(retest);
  const vat = vatDE(y);
  p.y = 54;
  p.text(40, 'Ingenieurbüro Maurer & Partner', { size: 13, bold: true });
  p.down(13).text(40, 'Amtlich anerkannte Kfz-Prüfingenieure · Technische Prüfstelle Weilheim', { size: 8.5 });
  p.down(11).text(40, 'Prüfstützpunkt: Gewerbering 6, 8120 Weilheim i. OB', { size: 8.5 });
  p.text(555, 'RECHNUNG', { y: 54, align: 'right', size: 16, bold: true });
  p.down(40);
  p.text(40, rng.pick(['Herrn Bernhard Ostler', 'Frau Rosa Kainz', 'Herrn Franz Wagner']), { size: 10 })
    .down(12)
    .text(40, `${rng.pick(['Pollinger Str.', 'Am Hofgarten', 'Dietlhofer Weg'])} ${rng.int(1, 30)}, 812${rng.int(0, 9)} Weilheim`);
  const nr = `WM ${rng.int(1000, 9999)}/${String(y).slice(2)}`;
  const cells: [string, string][] = [
    ['Rechnungs-Nr.', nr],
    ['Rechnungsdatum', fd(retest, 'de')],
    ['Kennzeichen', `WM-${rng.pick(['A', 'K', 'S'])} ${rng.int(100, 9999)}`],
    ['Fahrzeug', rng.pick(['Mercedes 250 (W114)', 'BMW R 75/5', 'Fiat 124 Spider', 'Unimog 411'])],
  ];
  p.down(30);
  cells.forEach(([l, v], i) => {
    p.box(40 + i * 128, p.y - 10, 128, 30);
    p.text(44 + i * 128, l, { size: 7 }).text(44 + i * 128, v, { y: p.y + 13, size: 9.5 });
  });
  const km = rng.int(60000, 190000);
  p.down(44).text(
    40,
    `Fahrgestell-Nr. ${rng.int(100, 999)}0${rng.int(10, 99)}1${rng.int(100000, 999999)}    Km-Stand bei Prüfung: ${num(km, 'de').slice(0, -3)}`,
    { size: 9 },
  );
  p.down(26);
  const huFee = rng.pick([38.5, 41, 44.5]);
  const auFee = rng.pick([24, 26.5]);
  const reFee = rng.pick([12, 14.5, 16]);
  const lines: [string, string, number][] = [
    [fd(first, 'de'), 'Hauptuntersuchung nach § 29 StVZO', huFee],
    [fd(first, 'de'), 'Abgassonderuntersuchung (ASU) nach Anl. XI a', auFee],
    [fd(retest, 'de'), 'Nachprüfung nach Mängelbeseitigung', reFee],
  ];
  const cols = [{ x: 40 }, { x: 120 }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Datum', 'Leistung', 'Gebühr DM'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  for (const l of lines) {
    row(p, cols, [l[0], l[1], num(l[2], 'de')], { size: 9.5 });
    p.down(15);
  }
  p.down(4).text(
    120,
    `Mängel bei Erstprüfung: ${rng.pick(['Bremswirkung HA ungleichmäßig', 'Scheinwerfereinstellung, Auspuff undicht', 'Lenkungsspiel zu groß'])}`,
    { size: 8.5 },
  );
  const net = sum(lines.map((l) => l[2]));
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(28);
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Summe netto', num(net, 'de')], { size: 9.5 });
  p.down(14);
  row(p, tc, [`MwSt. ${vat} %`, num(tax, 'de')], { size: 9.5 });
  p.down(6);
  p.box(336, p.y, 219, 20, true);
  p.down(14);
  row(p, tc, ['Rechnungsbetrag DM', num(total, 'de')], { bold: true, size: 10.5 });
  p.down(36);
  p.text(40, `Prüfplakette zugeteilt: nächste HU ${fd(addDays(first, 730), 'de').slice(3)}`, { size: 9 });
  p.down(13).text(40, 'Betrag bar erhalten. Vielen Dank.', { size: 9 });
  p.text(297, 'Kreissparkasse Weilheim · Kto. 55 118 · BLZ 703 510 30', { y: 805, align: 'center', size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Ingenieurbüro Maurer & Partner',
    serviceDate: retest,
    serviceMileage: km,
    totalCost: total,
    workPerformed: lines.map((l) => l[1]),
    partsUsed: [],
  });
};

/** A towing service's bill for a night call-out to a van, with towing kilometres. */
export const abschleppdienst81: Family = (rng) => {
  const call = rng.date(1980, 1982);
  const billed = addDays(call, rng.int(2, 9));
  const vat = vatDE(yearOf(billed));
  const p = new PageBuilder();
  p.y = 50;
  p.box(40, 30, 515, 58);
  p.text(54, 'AUTO-KRAUS', { y: 62, size: 20, bold: true });
  p.text(54, 'Abschlepp- und Bergungsdienst · Tag und Nacht', { y: 78, size: 9 });
  p.text(541, 'Vertragspartner der Straßenwacht', { y: 52, align: 'right', size: 8 });
  p.text(541, 'Kirchheimer Str. 44 · 7312 Kirchheim/Teck', { y: 64, align: 'right', size: 8 });
  p.text(541, 'Notruf (07021) 5 44 44', { y: 76, align: 'right', size: 8, bold: true });
  p.y = 120;
  p.text(40, rng.pick(['Fa. Getränke Bauer', 'Herrn Erwin Klotz', 'Gärtnerei Seitz']), { size: 10 })
    .down(12)
    .text(40, rng.pick(['Lindachstr. 9', 'Ötlinger Weg 2']), { size: 10 })
    .down(12)
    .text(40, '7312 Kirchheim', { size: 10 });
  p.text(380, `Rechnung Nr. ${rng.int(1000, 4999)}`, { y: 120, bold: true });
  p.text(380, `Datum: ${fd(billed, 'de')}`, { y: 134 });
  p.down(34);
  const veh = rng.pick(['Hanomag-Henschel F 25 Kastenwagen', 'Mercedes-Benz L 406 D', 'VW Transporter T2 Pritsche']);
  p.text(40, `Einsatz am ${fd(call, 'de')} um ${rng.int(19, 23)}.${rng.pick(['05', '20', '40', '55'])} Uhr`, { bold: true });
  p.down(14).text(40, `Einsatzort: ${rng.pick(['B 10, Höhe Wendlingen', 'A 8, Parkplatz Aichelberg', 'B 465, Ortsausgang Dettingen'])}`);
  p.down(14).text(40, `Fahrzeug: ${veh}, amtl. Kennz. ES-${rng.pick(['AK', 'LT', 'W'])} ${rng.int(10, 999)}`);
  p.down(14).text(40, `Schaden: ${rng.pick(['Keilriemen gerissen, Motor überhitzt', 'Lichtmaschine ohne Ladung', 'Kraftstoffleitung undicht'])}`);
  p.down(26);
  const kmIn = rng.int(8, 24);
  const kmTow = rng.int(12, 38);
  const kmRate = rng.pick([1.6, 1.8, 2.1]);
  const towRate = rng.pick([2.8, 3.2, 3.5]);
  const hrs = rng.pick([0.5, 1, 1.5]);
  const rate = rng.pick([38, 42, 46]);
  const belt = price(rng, 11, 24);
  const cols = [{ x: 40 }, { x: 330, align: 'right' as const }, { x: 420, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Leistung', 'Menge', 'à DM', 'DM'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(14);
  const ll: { d: string; q: string; e: number; a: number; kind: 'L' | 'M' | 'F' }[] = [
    { d: 'Anfahrt zum Einsatzort', q: `${kmIn} km`, e: kmRate, a: r2(kmIn * kmRate), kind: 'F' },
    { d: 'Pannenhilfe am Einsatzort', q: `${num(hrs, 'de')} Std.`, e: rate, a: r2(hrs * rate), kind: 'L' },
    { d: 'Abschleppen zur Werkstatt', q: `${kmTow} km`, e: towRate, a: r2(kmTow * towRate), kind: 'F' },
    { d: 'Keilriemen 10 x 950', q: '1 St.', e: belt, a: belt, kind: 'M' },
  ];
  for (const l of ll) {
    row(p, cols, [l.d, l.q, num(l.e, 'de'), num(l.a, 'de')]);
    p.down(15);
  }
  const tow = sum(ll.filter((l) => l.kind === 'F').map((l) => l.a));
  const labor = sum(ll.filter((l) => l.kind === 'L').map((l) => l.a));
  const parts = belt;
  const net = sum([tow, labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(10);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Fahrt- und Schleppkosten', tow],
    ['Arbeitslohn', labor],
    ['Material', parts],
    ['Nettobetrag', net],
    [`+ ${vat} % Mehrwertsteuer`, tax],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'de')]);
    p.down(14);
  }
  p.down(2);
  row(p, tc, ['Endbetrag DM', num(total, 'de')], { bold: true, size: 11 });
  p.down(40);
  p.text(40, 'Das Fahrzeug wurde in der Werkstatt Kraus abgestellt. Mitgliedsnummer des Fahrers wurde vermerkt.', { size: 8.5 });
  p.down(12).text(40, 'Zahlbar innerhalb 14 Tagen ohne Abzug.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Auto-Kraus',
    serviceDate: call,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: ll.filter((l) => l.kind !== 'M').map((l) => l.d),
    partsUsed: ['Keilriemen 10 x 950'],
  });
};

/** A motorcycle shop's carbon duplicate book: a small boxed slip with DM and Pf columns. */
export const motorradDurchschrift72: Family = (rng) => {
  const date = rng.date(1970, 1973);
  const vat = 11;
  const p = new PageBuilder();
  const x0 = 70;
  const w = 455;
  p.box(x0, 40, w, 560);
  p.y = 62;
  p.text(x0 + 12, 'Zweirad-Haus Stelzer', { size: 15, bold: true, serif: true });
  p.text(x0 + w - 12, 'Nr. 0' + rng.int(300, 999), { align: 'right', size: 13, bold: true });
  p.down(13).text(x0 + 12, 'BMW · Zündapp · Hercules · NSU — Verkauf und Reparatur', { size: 8 });
  p.down(11).text(x0 + 12, `Regensburg, Kumpfmühler Str. ${rng.int(3, 60)}`, { size: 8 });
  p.text(x0 + w - 12, 'DURCHSCHRIFT', { align: 'right', size: 9, bold: true });
  p.down(22);
  const km = rng.int(14000, 76000);
  const veh = rng.pick(['BMW R 50/2', 'BMW R 60/5', 'Zündapp KS 601', 'NSU Max']);
  const boxes: [string, string, number][] = [
    ['Datum', fd(date, 'de2'), 80],
    ['Kunde', rng.pick(['Hr. Gietl', 'Hr. Zach', 'Hr. Bachhuber']), 120],
    ['Maschine', veh, 145],
    ['km', num(km, 'de').slice(0, -3), 110],
  ];
  let bx = x0;
  for (const [l, v, bw] of boxes) {
    p.box(bx, p.y - 10, bw, 28);
    p.text(bx + 3, l, { size: 6.5 }).text(bx + 3, v, { y: p.y + 12, size: 9.5 });
    bx += bw;
  }
  p.down(32);
  const cols = [{ x: x0 + 8 }, { x: x0 + w - 60, align: 'right' as const }, { x: x0 + w - 10, align: 'right' as const }];
  p.box(x0, p.y - 10, w, 16, true);
  row(p, cols, ['Arbeit / Material', 'DM', 'Pf'], { bold: true, size: 8.5 });
  p.box(x0 + w - 90, p.y - 10, 0.01, 330);
  p.box(x0 + w - 50, p.y - 10, 0.01, 330);
  p.down(18);
  const work = rng
    .some(
      [
        'Ventile eingestellt',
        'Vergaser synchronisiert',
        'Kette gespannt u. geschmiert',
        'Zündung eingestellt',
        'Getriebeöl gewechselt',
        'Hinterradbremse nachgestellt',
      ],
      3,
    )
    .map((d) => ({ d, a: price(rng, 4, 22) }));
  const mat = rng
    .some(['Kerzen Bosch W 175', 'Öl SAE 40', 'Schwimmernadelventil', 'Ventildeckeldichtung', 'Bremsbacken hinten', 'Bowdenzug Kupplung'], 2)
    .map((d) => ({ d, a: price(rng, 3, 28) }));
  const put = (d: string, a: number, opts: { bold?: boolean } = {}) => {
    const [dm, pf] = num(a, 'plain').split('.');
    row(p, cols, [d, dm, pf], { size: 10, serif: true, ...opts });
    p.box(x0, p.y + 5, w, 0.01);
    p.down(18);
  };
  for (const l of work) put(l.d, l.a);
  for (const l of mat) put(l.d, l.a);
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.y = 460;
  put('Arbeit', labor);
  put('Material', parts);
  put('zus.', net);
  put(`+ ${vat} % MWSt.`, tax);
  put('Endsumme', total, { bold: true });
  p.y = 585;
  p.text(x0 + 12, 'Betrag erhalten:', { size: 8 });
  p.text(x0 + 100, rng.pick(['Stelzer', 'i. A. Rauscher']), { size: 10, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Zweirad-Haus Stelzer',
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** An agricultural engineer's bill for a vintage tractor: operating hours, travel kilometres to the farm. */
export const landmaschinen88: Family = (rng) => {
  const date = rng.date(1986, 1991);
  const vat = vatDE(yearOf(date));
  const p = new PageBuilder();
  p.y = 48;
  p.text(297, 'LANDMASCHINEN HINTERMAIER', { align: 'center', size: 17, bold: true });
  p.down(14).text(297, 'Reparatur · Ersatzteile · Schmiede · Hydraulik', { align: 'center', size: 9 });
  p.down(11).text(297, '8311 Kröning-Hermannsreit · Telefon 08744/3 21', { align: 'center', size: 8 });
  p.down(36);
  p.text(40, rng.pick(['Herrn Johann Eder', 'Herrn Sebastian Huber', 'Frau Theresia Lex']), { size: 10 })
    .down(12)
    .text(40, `Hof ${rng.int(1, 12)}, 8311 ${rng.pick(['Kröning', 'Adlkofen', 'Gerzen'])}`);
  p.down(26);
  const nr = `${yearOf(date)}/${rng.int(100, 900)}`;
  const info: [string, string][] = [
    ['Rechnung Nr.', nr],
    ['vom', fd(date, 'de')],
    ['Schlepper', rng.pick(['Fendt Farmer 2 (FW 139)', 'Porsche-Diesel Junior 108', 'Deutz D 40', 'Eicher ED 16'])],
    ['Betriebsstunden', num(rng.int(2400, 8900), 'de').slice(0, -3)],
  ];
  for (const [l, v] of info) {
    p.text(40, l, { size: 9 }).text(150, v, { size: 9.5 });
    p.down(13);
  }
  p.down(14);
  const cols = [{ x: 40 }, { x: 110 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Teile-Nr.', 'Bezeichnung', 'Menge', 'Preis', 'Betrag'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  const parts = rng
    .some(
      [
        ['Kraftstofffilter', 8, 16],
        ['Einspritzdüse', 48, 90],
        ['Kupplungsscheibe', 120, 210],
        ['Hydrauliköl HLP 46', 3, 4.5],
        ['Zylinderkopfdichtung', 40, 75],
        ['Lenkhebel', 60, 110],
      ] as [string, number, number][],
      3,
    )
    .map(([d, lo, hi]) => {
      const q = d.startsWith('Hydraulik') ? rng.int(10, 20) : rng.int(1, 2);
      const ep = price(rng, lo, hi, 0.05);
      return { n: `${rng.pick(['F', 'P', 'D'])}${rng.int(1000, 9999)}-${rng.int(10, 99)}`, d, q, ep, a: r2(q * ep) };
    });
  for (const l of parts) {
    row(p, cols, [l.n, l.d, `${l.q} ${l.d.startsWith('Hydraulik') ? 'l' : 'St.'}`, num(l.ep, 'de'), num(l.a, 'de')]);
    p.down(14);
  }
  p.down(6);
  const rate = rng.pick([39, 42, 45.5]);
  const work = rng
    .some(['Einspritzpumpe abgedrückt', 'Kupplung erneuert', 'Kraftstoffanlage entlüftet', 'Hydraulik überprüft', 'Vorderachse abgeschmiert'], 2)
    .map((d) => {
      const h = rng.pick([1, 1.5, 2.5, 3, 4]);
      return { d, h, a: r2(h * rate) };
    });
  for (const l of work) {
    row(p, cols, ['Monteur', l.d, `${num(l.h, 'de')} Std.`, num(rate, 'de'), num(l.a, 'de')]);
    p.down(14);
  }
  const trips = rng.int(1, 2);
  const dist = rng.int(8, 22);
  const travel = r2(trips * dist * 2 * 0.9);
  row(p, cols, ['', `Fahrtkosten ${trips} x ${dist} km hin und zurück`, '', '0,90/km', num(travel, 'de')]);
  p.down(22);
  const labor = sum(work.map((l) => l.a));
  const partsSum = sum(parts.map((l) => l.a));
  const net = sum([labor, partsSum, travel]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Ersatzteile', partsSum],
    ['Lohn', labor],
    ['Fahrtkosten', travel],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'de')]);
    p.down(13);
  }
  hline(p, 330, 225, p.y - 4);
  p.down(4);
  row(p, tc, ['netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, [`MwSt ${vat} %`, num(tax, 'de')]);
  p.down(16);
  row(p, tc, ['Rechnungsbetrag DM', num(total, 'de')], { bold: true });
  p.down(40);
  p.text(40, 'Zahlbar bis Martini ohne Abzug. Raiffeisenbank Kröning eG, Kto. 4 711 820.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Landmaschinen Hintermaier',
    serviceDate: date,
    laborCost: labor,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: parts.map((l) => l.d),
  });
};

/** A caravan dealer's workshop: gas test and damp check on a touring caravan, boxed header, 1990s DM. */
export const caravanGas96: Family = (rng) => {
  const date = rng.date(1994, 1997);
  const vat = vatDE(yearOf(date));
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, 'Caravan-Center Ammersee', { size: 15, bold: true });
  p.down(12).text(40, 'Wohnwagen · Reisemobile · Zubehör · Gasprüfungen nach DVGW G 607', { size: 8 });
  p.text(555, 'Seestraße 30', { y: 44, align: 'right', size: 8 });
  p.text(555, '82211 Herrsching', { y: 55, align: 'right', size: 8 });
  p.text(555, 'info@caravan-ammersee.de', { y: 66, align: 'right', size: 8 });
  p.y = 110;
  p.text(40, rng.pick(['Familie Obermüller', 'Herrn Klaus Reiser', 'Frau Dr. Anke Hell']), { size: 10 })
    .down(12)
    .text(40, `${rng.pick(['Birkenweg', 'Seefelder Str.', 'Am Kienbach'])} ${rng.int(1, 40)}`)
    .down(12)
    .text(40, rng.pick(['82319 Starnberg', '82131 Gauting']));
  p.y = 170;
  const cells: [string, string][] = [
    ['Werkstattrechnung Nr.', String(rng.int(96000, 98999))],
    ['Datum', fd(date, 'de')],
    ['Kennzeichen', `STA-${rng.pick(['KW', 'OB', 'RH'])} ${rng.int(10, 99)}`],
    ['Fahrzeug', rng.pick(['Wohnwagen Knaus Südwind 450', 'Wohnwagen Eriba Troll 530', 'Wohnwagen Tabbert Comtesse 540'])],
  ];
  cells.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 258;
    const yy = p.y + Math.floor(i / 2) * 30;
    p.box(x, yy - 10, 257, 30);
    p.text(x + 4, l, { y: yy - 1, size: 7 }).text(x + 4, v, { y: yy + 13, size: 10 });
  });
  p.down(80);
  const cols = [
    { x: 40 },
    { x: 64 },
    { x: 360, align: 'right' as const },
    { x: 400 },
    { x: 480, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  row(p, cols, ['Pos', 'Bezeichnung', 'Menge', 'Einh.', 'Preis', 'Betrag'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  const aw = rng.pick([9.8, 10.5, 11.2]);
  const work = rng
    .some(
      [
        'Gasprüfung nach DVGW G 607 mit Prüfbescheinigung',
        'Feuchtigkeitsmessung Aufbau',
        'Auflaufbremse nachgestellt',
        'Radlager abgeschmiert',
        'Kühlschrank Brenner gereinigt',
      ],
      3,
    )
    .map((d) => {
      const q = rng.int(3, 12);
      return { d, q, u: 'AW', ep: aw, a: r2(q * aw) };
    });
  const mat = rng
    .some(
      [
        ['Gasdruckregler 30 mbar', 28, 45],
        ['Gasschlauch 450 mm', 9, 16],
        ['Faltenbalg Auflaufeinrichtung', 18, 34],
        ['Dichtmasse Karosserie', 8, 15],
      ] as [string, number, number][],
      2,
    )
    .map(([d, lo, hi]) => ({ d, q: 1, u: 'St', ep: price(rng, lo, hi), a: 0 }));
  mat.forEach((m) => (m.a = m.ep));
  let n = 1;
  for (const l of [...work, ...mat]) {
    row(p, cols, [String(n++), l.d, String(l.q), l.u, num(l.ep, 'de'), num(l.a, 'de')]);
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(14);
  p.text(40, `Arbeitswerte gesamt ${num(labor, 'de')}`, { size: 9 });
  p.text(230, `Ersatzteile gesamt ${num(parts, 'de')}`, { size: 9 });
  p.down(20);
  const tc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, [`${vat} % MwSt`, num(tax, 'de')]);
  p.down(4);
  p.box(376, p.y, 179, 18, true);
  p.down(13);
  row(p, tc, ['Endbetrag DM', num(total, 'de')], { bold: true });
  p.down(36);
  p.text(40, `Gasprüfung bestanden. Nächste Prüfung fällig ${fd(addDays(date, 730), 'de').slice(3)}.`, { size: 9 });
  p.text(297, 'Caravan-Center Ammersee GmbH · Amtsgericht München HRB 77 410 · Kreissparkasse Starnberg BLZ 702 501 50', { y: 805, align: 'center', size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Caravan-Center Ammersee',
    serviceDate: date,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A South Tyrolean workshop's bilingual bill (Rechnung / Fattura), euros, IVA. */
export const suedtirol12: Family = (rng) => {
  const date = rng.date(2011, 2013);
  const vat = date >= '2013-10-01' ? 22 : date >= '2011-09-17' ? 21 : 20;
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, 'Autowerkstatt · Officina', { size: 9 });
  p.down(18).text(40, 'GAMPER', { size: 24, bold: true });
  p.text(150, 'KG / sas', { y: p.y, size: 10 });
  p.down(14).text(40, 'des Gamper Martin & Co. · Meraner Straße 58 / Via Merano 58 · 39100 Bozen / Bolzano', { size: 8 });
  p.down(10).text(40, 'MwSt.-Nr. / P. IVA 01 724 530 214 · www.gamper-auto.it', { size: 8 });
  p.down(40);
  p.text(330, 'Herrn / Sig.', { size: 8 })
    .down(12)
    .text(330, rng.pick(['Walter Pichler', 'Dr. Gottfried Mair', 'Hannes Oberhofer']), { size: 10 })
    .down(12)
    .text(330, rng.pick(['Rittner Straße 4', 'Lauben 22', 'Kirchweg 9']), { size: 10 })
    .down(12)
    .text(330, rng.pick(['39054 Klobenstein', '39012 Meran', '39040 Kastelruth']), { size: 10 });
  p.y = 150;
  const nr = `${rng.int(100, 999)}/${yearOf(date)}`;
  p.text(40, `Rechnung / Fattura Nr. ${nr}`, { size: 12, bold: true });
  p.down(15).text(40, `Datum / Data: ${fd(date, 'de')}`, { size: 9 });
  p.down(30);
  const km = rng.int(40000, 160000);
  const veh = rng.pick(['Fiat 500 L', 'Lancia Fulvia Coupé', 'Alfa Romeo Giulia 1300 Super', 'Autobianchi A112']);
  p.text(40, `Fahrzeug / Veicolo: ${veh}    Kennz. / Targa: ${rng.pick(['BZ', 'TN'])} ${rng.int(100000, 399999)}    km: ${num(km, 'de').slice(0, -3)}`, {
    size: 9,
  });
  p.down(22);
  const cols = [{ x: 40 }, { x: 360, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 11, 515, 26, true);
  row(p, cols, ['Beschreibung', 'Menge', 'Einzelpreis', 'Betrag €'], { bold: true, size: 8.5 });
  p.down(10);
  row(p, cols, ['Descrizione', 'Quantità', 'Prezzo unit.', 'Importo €'], { size: 7.5 });
  p.down(22);
  const rate = rng.pick([42, 46, 48]);
  const work = rng
    .some(
      [
        'Ventilspiel eingestellt / Registrazione valvole',
        'Vergaser überholt / Revisione carburatore',
        'Bremsen entlüftet / Spurgo freni',
        'Kupplung eingestellt / Registrazione frizione',
      ],
      2,
    )
    .map((d) => {
      const h = rng.pick([1, 1.5, 2, 3]);
      return { d, q: `${num(h, 'de')} h`, ep: rate, a: r2(h * rate) };
    });
  const mat = rng
    .some(
      [
        ['Vergaserdichtsatz / Kit guarnizioni carburatore', 18, 36],
        ['Ventildeckeldichtung / Guarnizione coperchio valvole', 9, 19],
        ['Bremsflüssigkeit DOT 4 / Liquido freni', 8, 14],
        ['Zündkerzen / Candele', 6, 12],
      ] as [string, number, number][],
      2,
    )
    .map(([d, lo, hi]) => {
      const q = rng.int(1, 2);
      const ep = price(rng, lo, hi);
      return { d, q: String(q), ep, a: r2(q * ep) };
    });
  for (const l of [...work, ...mat]) {
    row(p, cols, [l.d, l.q, num(l.ep, 'de'), num(l.a, 'de')], { size: 9 });
    p.down(15);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(16);
  const tc = [{ x: 300 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Arbeit / Manodopera', labor],
    ['Ersatzteile / Ricambi', parts],
    ['Steuerbemessungsgrundlage / Imponibile', net],
    [`MwSt. / IVA ${vat} %`, tax],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'de')], { size: 9 });
    p.down(14);
  }
  p.box(296, p.y - 2, 259, 20);
  p.down(13);
  row(p, tc, ['Gesamtbetrag / Totale fattura €', num(total, 'de')], { bold: true, size: 9.5 });
  p.down(40);
  p.text(
    40,
    `Zahlungsbedingungen / Pagamento: Bankeinzug / bonifico, Raiffeisenkasse Bozen, IBAN IT60 X082 ${rng.int(1000, 9999)} 1160 0000 0${rng.int(100000, 999999)}`,
    { size: 7.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Gamper KG',
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A Luxembourg garage writing German (Rechnung / Facture), TVA, a bus prepared for the contrôle technique. */
export const luxemburg16: Family = (rng) => {
  const date = rng.date(2015, 2019);
  const done = addDays(date, -rng.int(1, 5));
  const vat = vatLU(yearOf(date));
  const p = new PageBuilder();
  p.y = 52;
  p.text(555, 'Garage Schmit & Fils', { align: 'right', size: 16, bold: true, serif: true });
  p.down(14).text(555, 's.à r.l. · Mécanique · Carrosserie · Oldtimer', { align: 'right', size: 8.5 });
  p.down(11).text(555, '14, route de Diekirch · L-9090 Warken (Ettelbruck)', { align: 'right', size: 8.5 });
  p.down(11).text(555, 'Tél. +352 81 47 22 · garage@schmit-fils.lu', { align: 'right', size: 8.5 });
  p.y = 140;
  p.text(40, rng.pick(['Här Jos Wagner', 'Madame Nathalie Kieffer', 'Här Romain Thill']), { size: 10 })
    .down(12)
    .text(40, `${rng.int(2, 80)}, ${rng.pick(['rue Principale', 'Grand-Rue', 'rue de la Gare'])}`)
    .down(12)
    .text(40, rng.pick(['L-9161 Ingeldorf', 'L-9350 Bastendorf', 'L-7730 Colmar-Berg']));
  p.y = 210;
  p.text(40, 'RECHNUNG / FACTURE', { size: 13, bold: true });
  const km = rng.int(90000, 260000);
  const info: [string, string][] = [
    ['Nummer', `F${yearOf(date)}-${rng.int(1000, 2999)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Arbeiten ausgeführt am', fd(done, 'de')],
    ['Fahrzeug', rng.pick(['VW T2 Westfalia', 'Mercedes-Benz 508 D', 'Citroën HY Kastenwagen'])],
    ['Kennzeichen', `${rng.pick(['AB', 'GH', 'LT'])} ${rng.int(1000, 9999)}`],
    ['Kilometerstand', num(km, 'de').slice(0, -3)],
  ];
  p.down(20);
  info.forEach(([l, v], i) => {
    const x = 40 + (i % 3) * 172;
    const yy = p.y + Math.floor(i / 3) * 26;
    p.text(x, l, { y: yy, size: 7 }).text(x, v, { y: yy + 11, size: 9.5 });
  });
  p.down(64);
  const cols = [{ x: 40 }, { x: 370, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Bezeichnung', 'Menge', 'Preis HT', 'Total HT'], { bold: true, size: 9 });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  p.text(40, 'Arbeit', { size: 9, bold: true });
  p.down(14);
  const rate = rng.pick([68, 72, 78]);
  const work = rng
    .some(
      [
        'Vorbereitung Contrôle technique (SNCT)',
        'Bremsen hinten instand gesetzt',
        'Auspuff geschweißt und befestigt',
        'Scheinwerfer eingestellt',
        'Lenkgetriebe nachgestellt',
      ],
      3,
    )
    .map((d) => {
      const h = rng.pick([0.5, 1, 1.5, 2, 2.5]);
      return { d, q: `${num(h, 'de')} Std`, ep: rate, a: r2(h * rate) };
    });
  for (const l of work) {
    row(p, cols, [l.d, l.q, num(l.ep, 'de'), num(l.a, 'de')], { size: 9 });
    p.down(14);
  }
  p.down(6).text(40, 'Teile', { size: 9, bold: true });
  p.down(14);
  const mat = rng
    .some(
      [
        ['Radbremszylinder hinten', 24, 48, 2],
        ['Bremsbacken Satz', 38, 70, 1],
        ['Auspuffschelle', 6, 12, 2],
        ['Spurstangenkopf', 28, 55, 1],
      ] as [string, number, number, number][],
      2,
    )
    .map(([d, lo, hi, q]) => {
      const ep = price(rng, lo, hi);
      return { d, q: String(q), ep, a: r2(q * ep) };
    });
  for (const l of mat) {
    row(p, cols, [l.d, l.q, num(l.ep, 'de'), num(l.a, 'de')], { size: 9 });
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(16);
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Summe Arbeit', labor],
    ['Summe Teile', parts],
    ['Total HT', net],
    [`TVA ${vat} %`, tax],
  ] as [string, number][]) {
    row(p, tc, [l, `${num(v, 'de')} €`], { size: 9 });
    p.down(14);
  }
  row(p, tc, ['Zu zahlen TTC', `${num(total, 'de')} €`], { bold: true, size: 10.5 });
  p.down(40);
  p.text(40, `Zahlbar innerhalb 30 Tagen auf BCEE LU${rng.int(10, 99)} 0019 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} 0000.`, { size: 8 });
  p.text(297, 'RCS Luxembourg B 48 211 · TVA LU 15 447 890 · Autorisation d’établissement 10024 771/3', { y: 805, align: 'center', size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Garage Schmit & Fils',
    serviceDate: done,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A Liechtenstein garage in francs with article numbers, MWST and five-Rappen rounding. */
export const liechtenstein19: Family = (rng) => {
  const date = rng.date(2018, 2023);
  const vat = vatCH(yearOf(date));
  const p = new PageBuilder();
  p.y = 54;
  p.text(40, 'Garage Frommelt Anstalt', { size: 14, bold: true });
  p.down(13).text(40, 'Landstrasse 121 · FL-9494 Schaan · +423 232 18 40', { size: 8.5 });
  p.down(11).text(40, 'MWST-Nr. 51 338', { size: 8.5 });
  p.text(400, rng.pick(['Herr Markus Büchel', 'Frau Claudia Marxer', 'Herr Peter Beck']), { y: 110, size: 10 });
  p.text(400, `${rng.pick(['Im Bretscha', 'Zollstrasse', 'Feldkircher Strasse'])} ${rng.int(2, 60)}`, { y: 122, size: 10 });
  p.text(400, rng.pick(['FL-9490 Vaduz', 'FL-9495 Triesen', 'FL-9492 Eschen']), { y: 134, size: 10 });
  p.y = 180;
  p.text(40, `Rechnung ${rng.int(20000, 29999)}`, { size: 13, bold: true });
  p.text(555, `Schaan, ${fd(date, 'de')}`, { y: 180, align: 'right', size: 9.5 });
  const km = rng.int(50000, 210000);
  p.down(18).text(
    40,
    `${rng.pick(['Land Rover Series III 109', 'Puch G 230 GE', 'Haflinger 700 AP'])} · FL ${rng.int(1000, 39999)} · Km-Stand ${num(km, 'ch').slice(0, -3)}`,
    { size: 9 },
  );
  p.down(24);
  const cols = [
    { x: 40 },
    { x: 70 },
    { x: 150 },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  row(p, cols, ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'Preis', 'Total CHF'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(17);
  const rate = rng.pick([128, 135, 142]);
  const work = rng
    .some(
      [
        'Service nach Herstellervorgabe',
        'Differenzial Öl gewechselt',
        'Bremsen vorne revidiert',
        'Motorenprüfung MFK-Vorbereitung',
        'Schwenklager abgedichtet',
      ],
      3,
    )
    .map((d) => {
      const h = rng.pick([0.5, 1, 1.5, 2, 3]);
      return { c: 'ARB', d, q: num(h, 'ch'), ep: rate, a: r2(h * rate) };
    });
  const mat = rng
    .some(
      [
        ['Motorenöl 15W-40', 14, 19, 6],
        ['Ölfilter', 18, 29, 1],
        ['Bremsbeläge vorne Satz', 85, 140, 1],
        ['Wellendichtring', 9, 17, 2],
        ['Getriebeöl EP 90', 12, 16, 3],
      ] as [string, number, number, number][],
      3,
    )
    .map(([d, lo, hi, q]) => {
      const ep = price(rng, lo, hi, 0.05);
      return { c: String(rng.int(100000, 999999)), d, q: num(q, 'ch'), ep, a: r2(q * ep) };
    });
  let n = 10;
  for (const l of [...work, ...mat]) {
    row(p, cols, [String(n), l.c, l.d, l.q, num(l.ep, 'ch'), num(l.a, 'ch')], { size: 8.5 });
    n += 10;
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const raw = r2(net + tax);
  const total = r05(raw);
  p.down(16);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Total Arbeit', labor],
    ['Total Material', parts],
    ['Total exkl. MWST', net],
    [`MWST ${num(vat, 'plain').replace('.00', '').replace(/0$/, '')} %`, tax],
    ['Rundung', r2(total - raw)],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'ch')], { size: 9 });
    p.down(13);
  }
  hline(p, 330, 225, p.y - 3);
  p.down(6);
  row(p, tc, ['Rechnungsbetrag CHF', num(total, 'ch')], { bold: true, size: 10 });
  p.down(40);
  p.text(40, 'Zahlbar innert 30 Tagen netto. Liechtensteinische Landesbank, IBAN LI21 0880 0000 0201 7654 1', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Garage Frommelt Anstalt',
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** An Austrian filling station with a workshop, schillings written "S 1.240,--", 1980s. */
export const tankstelleAT81: Family = (rng) => {
  const date = rng.date(1977, 1983);
  const vat = vatAT(yearOf(date));
  const p = new PageBuilder();
  p.y = 60;
  p.text(60, 'Franz Pichler', { size: 18, bold: true, serif: true });
  p.down(15).text(60, 'Tankstelle und Kfz.-Werkstätte', { size: 10, serif: true });
  p.down(12).text(60, '4320 Perg, Linzer Straße 17 · Tel. 0 72 62 / 24 13', { size: 8.5, serif: true });
  p.y = 150;
  p.text(60, rng.pick(['Herrn Leopold Haider', 'Herrn Ing. Karl Reindl', 'Fa. Bau Gruber']), { serif: true })
    .down(13)
    .text(60, rng.pick(['Schwertberg', 'Naarn', 'Mauthausen']), { serif: true });
  p.y = 210;
  p.text(60, `R e c h n u n g   Nr. ${rng.int(200, 990)}`, { size: 12, bold: true, serif: true });
  p.text(535, `Perg, am ${fd(date, 'delong')}`, { y: 210, align: 'right', serif: true });
  const km = rng.int(30000, 140000);
  const veh = rng.pick(['Steyr-Puch Haflinger 700 AP', 'Puch 500 D', 'Steyr 80 Traktor', 'VW Käfer 1200']);
  p.down(20).text(60, `Betrifft: ${veh}, Kennz. PE ${rng.int(100, 999)} ${rng.pick(['A', 'B', 'G'])}, km ${num(km, 'de').slice(0, -3)}`, {
    serif: true,
    size: 10,
  });
  p.down(28);
  const s = (n: number) => `${num(n, 'de').slice(0, -3)},--`;
  const work = rng
    .some(
      ['Motor gewaschen und abgeschmiert', 'Ölwechsel durchgeführt', 'Kupplung nachgestellt', 'Zündkontakte erneuert und eingestellt', 'Bremsen überprüft'],
      3,
    )
    .map((d) => ({ d, a: rng.int(8, 45) * 10 }));
  const mat = rng.some(['Motoröl 20W-50', 'Ölfilter', 'Unterbrecher', 'Kondensator', 'Bremsflüssigkeit'], 2).map((d) => ({ d, a: rng.int(4, 30) * 10 }));
  p.text(60, 'Arbeitsleistung:', { serif: true, bold: true, size: 10 });
  p.down(15);
  for (const l of work) {
    p.text(80, l.d, { serif: true, size: 10 }).text(535, `S ${s(l.a)}`, { align: 'right', serif: true, size: 10 });
    p.down(14);
  }
  p.down(6).text(60, 'Material:', { serif: true, bold: true, size: 10 });
  p.down(15);
  for (const l of mat) {
    p.text(80, l.d, { serif: true, size: 10 }).text(535, `S ${s(l.a)}`, { align: 'right', serif: true, size: 10 });
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = Math.round((net * vat) / 100);
  const total = net + tax;
  p.down(12);
  p.text(300, dashes(40), { serif: true, size: 10 });
  p.down(14);
  for (const [l, v] of [
    ['Arbeitszeit', labor],
    ['Material', parts],
    ['Summe', net],
    [`+ ${vat} % Umsatzsteuer`, tax],
  ] as [string, number][]) {
    p.text(300, l, { serif: true, size: 10 }).text(535, `S ${s(v)}`, { align: 'right', serif: true, size: 10 });
    p.down(14);
  }
  p.text(300, dashes(40), { serif: true, size: 10 });
  p.down(14);
  p.text(300, 'Gesamtbetrag', { serif: true, size: 10.5, bold: true }).text(535, `S ${s(total)}`, { align: 'right', serif: true, size: 10.5, bold: true });
  p.down(44);
  p.text(60, 'Betrag dankend erhalten.', { serif: true, size: 10 });
  p.text(400, 'Pichler', { serif: true, size: 12 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Franz Pichler',
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A Swiss village garage before the MWST: an army motorcycle prepared for the MFK, fees passed on. */
export const dorfgarageCH93: Family = (rng) => {
  const mfk = rng.date(1990, 1994);
  const billed = addDays(mfk, rng.int(2, 10));
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, 'GARAGE ZURBRIGGEN', { align: 'center', size: 18, bold: true });
  p.down(14).text(297, 'Reparaturen aller Marken · Motorräder · Benzin und Diesel', { align: 'center', size: 8.5 });
  p.down(11).text(297, '3910 Saas-Grund · Telefon 028 / 57 21 40', { align: 'center', size: 8.5 });
  p.y = 130;
  p.text(60, rng.pick(['Herrn Beat Anthamatten', 'Herrn Urs Supersaxo', 'Frau Rita Kalbermatten']), { size: 10 })
    .down(12)
    .text(60, rng.pick(['3905 Saas-Almagell', '3906 Saas-Fee', '3910 Saas-Grund']));
  p.text(535, `Saas-Grund, ${fd(billed, 'delong')}`, { y: 130, align: 'right', size: 10 });
  p.y = 190;
  p.text(60, `Rechnung Nr. ${rng.int(1000, 3999)}`, { size: 12, bold: true });
  const veh = rng.pick(['Condor A 580 (ex Armee)', 'Puch 250 SGS', 'BMW R 25/3']);
  p.down(18).text(60, `Ihr Motorrad ${veh}, VS ${rng.int(1000, 9999)}, Vorführung MFK am ${fd(mfk, 'de')}`, { size: 9.5 });
  p.down(28);
  const cols = [{ x: 60 }, { x: 535, align: 'right' as const }];
  row(p, cols, ['Arbeiten', 'Fr.'], { bold: true, size: 9.5 });
  p.down(16);
  const work = rng
    .some(
      [
        'Kontrolle und Vorbereitung für MFK',
        'Licht und Hupe instand gestellt',
        'Vergaser gereinigt',
        'Bremsen vorne und hinten eingestellt',
        'Vorführen beim Strassenverkehrsamt Sitten',
      ],
      3,
    )
    .map((d) => ({ d, a: rng.int(3, 16) * 10 }));
  for (const l of work) {
    row(p, cols, [l.d, num(l.a, 'ch')], { size: 9.5 });
    p.down(14);
  }
  p.down(8);
  row(p, cols, ['Material', ''], { bold: true, size: 9.5 });
  p.down(16);
  const mat = rng
    .some(
      [
        ['Scheinwerferbirne 6V 35/35W', 6, 12],
        ['Bremsbeläge hinten', 28, 48],
        ['Reifen 3.50-19 Metzeler', 85, 120],
        ['Zündkerze', 5, 9],
        ['Rücklichtglas', 12, 22],
      ] as [string, number, number][],
      2,
    )
    .map(([d, lo, hi]) => ({ d, a: price(rng, lo, hi, 0.05) }));
  for (const l of mat) {
    row(p, cols, [l.d, num(l.a, 'ch')], { size: 9.5 });
    p.down(14);
  }
  const fee = rng.pick([45, 52, 56]);
  p.down(8);
  row(p, cols, ['Gebühr MFK (Strassenverkehrsamt, verauslagt)', num(fee, 'ch')], { size: 9.5 });
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const total = r05(sum([labor, parts, fee]));
  p.down(28);
  const tc = [{ x: 330 }, { x: 535, align: 'right' as const }];
  for (const [l, v] of [
    ['Arbeit', labor],
    ['Material', parts],
    ['Gebühren', fee],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'ch')], { size: 9.5 });
    p.down(14);
  }
  hline(p, 330, 205, p.y - 4);
  p.down(6);
  row(p, tc, ['Total sFr.', num(total, 'ch')], { bold: true, size: 11 });
  p.down(40);
  p.text(60, 'Zahlbar innert 30 Tagen. Postcheck 19-4471-2. Besten Dank für Ihren Auftrag!', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Garage Zurbriggen',
    serviceDate: mfk,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};
