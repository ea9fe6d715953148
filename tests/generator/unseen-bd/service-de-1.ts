/**
 * German workshops' bills around the Hauptuntersuchung: HU/AU preparation with the test organisation's fee passed on
 * (TÜV, DEKRA, GTÜ), the 1970s repair of a TÜV report's defects, the 1980s ASU, the 1990s AU with its measured values,
 * and an Oldtimer workshop's §23 preparation.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, r2, row, sum, vatDE, wrap, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { carDE, head, odo, personDE, plateDE, streetDE, thousands, TOWNS_DE } from './kit';

interface Line {
  text: string;
  qty: number;
  unit: number;
  code?: string;
}
const lineSum = (l: Line) => r2(l.qty * l.unit);

/** A Meisterbetrieb's bill with the TÜV fee as a "durchlaufender Posten" outside the VAT. */
export function huFremdleistung(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2024);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, 1995);
  const firm = `Kfz-Meisterbetrieb ${rng.pick(['Brandt', 'Seidel', 'Krüger', 'Vogel'])} GmbH`;
  const org = rng.pick(['TÜV SÜD', 'TÜV NORD', 'TÜV Rheinland', 'TÜV Hessen']);
  const km = odo(rng, year - car.built);
  const aw = rng.pick([9.5, 10.2, 11.5, 12.9, 14.4]);
  const labour: Line[] = rng.some(
    [
      { text: 'HU-Vorbereitung: Sicht- und Funktionsprüfung', qty: rng.int(8, 14), unit: aw, code: '0100' },
      { text: 'Scheinwerfer einstellen', qty: rng.int(2, 4), unit: aw, code: '9412' },
      { text: 'Bremsflüssigkeit erneuern', qty: rng.int(6, 9), unit: aw, code: '4210' },
      { text: 'Bremsbeläge hinten erneuern', qty: rng.int(10, 16), unit: aw, code: '4620' },
      { text: 'Auspuff-Mittelschalldämpfer ersetzen', qty: rng.int(8, 12), unit: aw, code: '2640' },
      { text: 'Spurstangenkopf links ersetzen, Spur vermessen', qty: rng.int(12, 20), unit: aw, code: '4470' },
      { text: 'Vorführung zur HU beim Prüfingenieur', qty: rng.int(3, 6), unit: aw, code: '0105' },
    ],
    rng.int(3, 5),
  );
  const parts: Line[] = rng.some(
    [
      { text: 'Bremsflüssigkeit DOT 4', qty: 1, unit: r2(rng.int(1200, 1900) / 100), code: 'A 000 989 08 07' },
      { text: 'Bremsbelagsatz hinten', qty: 1, unit: r2(rng.int(3800, 7900) / 100), code: '0 986 494 ' + rng.int(100, 999) },
      { text: 'Mittelschalldämpfer', qty: 1, unit: r2(rng.int(8900, 18900) / 100), code: 'EB ' + rng.int(1000, 9999) },
      { text: 'Spurstangenkopf', qty: 1, unit: r2(rng.int(2400, 4900) / 100), code: 'TRW JTE' + rng.int(100, 999) },
      { text: 'Glühlampe H4', qty: 2, unit: r2(rng.int(450, 890) / 100), code: '64193' },
      { text: 'Kennzeichenleuchte', qty: 1, unit: r2(rng.int(900, 1900) / 100), code: rng.int(100000, 999999).toString() },
    ],
    rng.int(2, 4),
  );
  const fee = r2(rng.pick([109.5, 118.9, 124.0, 132.5, 141.6, 149.0]));
  const lab = sum(labour.map(lineSum));
  const par = sum(parts.map(lineSum));
  const net = r2(lab + par);
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat + fee);

  const p = new PageBuilder();
  p.y = 52;
  head(p, [firm, `${streetDE(rng)} · ${zip} ${town}`, `Tel. 0${rng.int(200, 999)} ${rng.int(10000, 99999)} · Meisterbetrieb der Kfz-Innung`]);
  p.down(14);
  const cust = personDE(rng);
  p.text(50, `Herrn/Frau ${cust}`).down(12).text(50, streetDE(rng)).down(12).text(50, `${zip} ${town}`);
  p.y -= 24;
  const rn = `${year % 100}${rng.int(10000, 99999)}`;
  [
    ['Rechnung Nr.', rn],
    ['Datum', fd(date, 'de')],
    ['Kunden-Nr.', String(rng.int(1000, 9999))],
  ].forEach(([a, b]) => {
    p.text(360, a, { size: 9 }).text(545, b, { size: 9, align: 'right' }).down(12);
  });
  p.down(22);
  p.text(50, 'RECHNUNG', { size: 13, bold: true }).down(16);
  p.text(50, `${car.make} ${car.model} · amtl. Kz. ${plateDE(rng, code, year - car.built >= 30)} · FIN ${car.vin}`, { size: 8.5 }).down(11);
  p.text(
    50,
    `km-Stand: ${thousands(km)} · Erstzulassung ${rng.int(1, 12).toString().padStart(2, '0')}/${car.built} · Auftrag vom ${fd(addDays(date, -rng.int(1, 6)), 'de')}`,
    { size: 8.5 },
  ).down(18);
  const cols = [{ x: 50 }, { x: 128 }, { x: 385, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Nr.', 'Bezeichnung', 'Menge', 'Preis', 'Betrag'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  p.text(128, 'Arbeitslohn', { size: 9, bold: true }).down(12);
  for (const l of labour) {
    row(p, cols, [l.code ?? '', l.text, `${num(l.qty, 'de').replace(',00', '')} AW`, num(l.unit, 'de'), num(lineSum(l), 'de')]);
    p.down(12);
  }
  p.text(128, 'Ersatzteile / Material', { size: 9, bold: true }).down(12);
  for (const l of parts) {
    row(p, cols, [l.code ?? '', l.text, `${l.qty} St`, num(l.unit, 'de'), num(lineSum(l), 'de')]);
    p.down(12);
  }
  p.down(6);
  hline(p, 300, 245);
  p.down(13);
  const tot = (a: string, b: string, bold = false) => {
    p.text(440, a, { size: 9, bold, align: 'right' }).text(545, b, { size: 9, bold, align: 'right' }).down(13);
  };
  tot('Summe Arbeitslohn netto', num(lab, 'de'));
  tot('Summe Ersatzteile netto', num(par, 'de'));
  tot('Nettobetrag', num(net, 'de'));
  tot(`+ ${rate} % MwSt.`, num(vat, 'de'));
  tot(`HU/AU-Gebühr ${org} (durchl. Posten, ohne MwSt.)`, num(fee, 'de'));
  p.box(330, p.y - 10, 220, 16, true);
  tot('Rechnungsbetrag EUR', num(total, 'de'), true);
  p.down(14);
  p.text(
    50,
    `Die Hauptuntersuchung wurde am ${fd(date, 'de')} in unserem Betrieb durch ${org} durchgeführt. Nächste HU: ${String(rng.int(1, 12)).padStart(2, '0')}/${year + 2}.`,
    { size: 8.5 },
  ).down(12);
  p.text(
    50,
    `Zahlbar sofort ohne Abzug. Bankverbindung: Sparkasse ${town}, IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
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
    workPerformed: labour.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** A 1980s typewritten bill: TÜV preparation, ASU and the TÜV fee laid out ("verauslagt"). */
export function asuAchtziger(rng: Random): Generated {
  const date = dateIn(rng, 1985, 1992);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 4);
  const owner = rng.pick(['Hartmann', 'Lehmann', 'Kaiser', 'Frank']);
  const firm = `Autohaus ${owner}`;
  const km = odo(rng, year - car.built);
  const jobs = rng.some(
    [
      ['Abgas-Sonderuntersuchung (ASU) mit Plakette', r2(rng.int(3500, 5200) / 100)],
      ['Fahrzeug zur TÜV-Abnahme vorbereitet und vorgeführt', r2(rng.int(4000, 9000) / 100)],
      ['Vergaser eingestellt, Leerlauf und CO-Wert', r2(rng.int(2500, 4800) / 100)],
      ['Handbremse nachgestellt', r2(rng.int(1500, 3000) / 100)],
      ['Unterbodenschutz ausgebessert', r2(rng.int(6000, 14000) / 100)],
      ['Schweißarbeiten Schweller links', r2(rng.int(18000, 42000) / 100)],
    ] as [string, number][],
    rng.int(3, 4),
  );
  const mats = rng.some(
    [
      ['Zündkerzen (4)', r2(rng.int(1600, 2600) / 100)],
      ['Luftfilter', r2(rng.int(1200, 2400) / 100)],
      ['Unterbodenschutz, Dose', r2(rng.int(1400, 2200) / 100)],
      ['Blech, Schweißdraht, Kleinmaterial', r2(rng.int(2000, 4500) / 100)],
      ['Handbremsseil', r2(rng.int(2800, 5200) / 100)],
      ['Unterbrecherkontakt und Kondensator', r2(rng.int(1400, 2600) / 100)],
    ] as [string, number][],
    rng.int(2, 3),
  );
  const fee = r2(rng.pick([28.5, 32.0, 36.5, 41.0, 45.5]));
  const rate = vatDE(year);
  const net = sum([...jobs, ...mats].map((x) => x[1]));
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat + fee);
  const p = new PageBuilder();
  p.y = 60;
  head(p, [firm.toUpperCase(), `Vertragswerkstatt · ${streetDE(rng)} · ${zip} ${town}`, `Fernruf (0${rng.int(500, 999)}) ${rng.int(1000, 9999)}`], {
    align: 'center',
    serif: true,
  });
  p.down(20);
  const cust = personDE(rng);
  p.text(60, cust, { serif: true }).down(13).text(60, streetDE(rng), { serif: true }).down(13).text(60, `${zip} ${town}`, { serif: true });
  p.text(535, `${town}, den ${fd(date, 'de')}`, { serif: true, align: 'right' });
  p.down(34);
  p.text(60, `Rechnung Nr. ${rng.int(1000, 9999)}/${String(year).slice(2)}`, { serif: true, bold: true, size: 11 }).down(18);
  p.text(60, `Fahrzeug: ${car.make} ${car.model}   Pol. Kennz.: ${plateDE(rng, code)}   km-Stand: ${thousands(km)}`, { serif: true, size: 9 }).down(22);
  p.text(60, 'Für ausgeführte Arbeiten berechnen wir Ihnen:', { serif: true, size: 9.5 }).down(16);
  for (const [t, a] of jobs) {
    p.text(70, t, { serif: true, size: 9.5 }).text(535, num(a, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  }
  p.down(4);
  p.text(60, 'Material:', { serif: true, size: 9.5 }).down(14);
  for (const [t, a] of mats) {
    p.text(70, t, { serif: true, size: 9.5 }).text(535, num(a, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  }
  p.down(4);
  p.text(470, '-----------', { serif: true, size: 9.5 }).down(13);
  const t = (a: string, b: string) =>
    p.text(400, a, { serif: true, size: 9.5, align: 'right' }).text(535, b, { serif: true, size: 9.5, align: 'right' }).down(13);
  t('Summe netto DM', num(net, 'de'));
  t(`${rate} % Mehrwertsteuer`, num(vat, 'de'));
  t('TÜV-Gebühr lt. Beleg (verauslagt)', num(fee, 'de'));
  p.text(470, '======', { serif: true, size: 9.5 }).down(13);
  t('zu zahlen DM', num(total, 'de'));
  p.down(20);
  p.text(60, `TÜV-Plakette erteilt, nächste Hauptuntersuchung ${String(rng.int(1, 12)).padStart(2, '0')}/${String(year + 2).slice(2)}.`, {
    serif: true,
    size: 9,
  }).down(13);
  p.text(60, 'Betrag dankend erhalten', { serif: true, size: 9 }).down(13);
  p.text(60, `i. A. ${rng.pick(['Schulz', 'Becker', 'Wagner'])}`, { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm.toUpperCase(),
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: jobs.map((x) => x[0]),
    partsUsed: mats.map((x) => x[0]),
  });
}

/** 1970s: the defects a TÜV report listed, repaired; Lohn and Material summed, the re-presentation billed. */
export function tuevMaengelSiebziger(rng: Random): Generated {
  const date = dateIn(rng, 1974, 1979);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 1);
  const firm = `Reparaturwerkstatt ${rng.pick(['Otto Baumann', 'Karl Zimmermann', 'Heinz Vogel', 'Fritz Hoffmann'])}`;
  const km = odo(rng, year - car.built);
  const report = fd(addDays(date, -rng.int(5, 20)), 'de');
  const defects = rng.some(
    [
      ['Bremsschläuche vorn erneuert', 'Bremsschläuche vorn (2)'],
      ['Auspuffanlage abgedichtet, Halter erneuert', 'Auspuffhalter'],
      ['Radlager vorn rechts eingestellt', 'Splint, Fett'],
      ['Scheinwerfer eingestellt', ''],
      ['Rücklicht links instandgesetzt', 'Rücklichtglas links'],
      ['Bodenblech Fahrerseite geschweißt', 'Blech 1 mm'],
      ['Stoßdämpfer hinten erneuert', 'Stoßdämpfer hinten (2)'],
    ] as [string, string][],
    rng.int(3, 5),
  );
  const wage = rng.pick([18, 22, 24, 26, 28]);
  const hours = defects.map(() => r2(rng.int(2, 12) / 4));
  const labourLines = defects.map((d, i) => [d[0], r2(hours[i] * wage)] as [string, number]);
  labourLines.push(['Wiedervorführung beim TÜV', r2(rng.int(2, 4) * (wage / 2))]);
  const parts = defects.filter((d) => d[1]).map((d) => [d[1], r2(rng.int(350, 6800) / 100)] as [string, number]);
  const fee = r2(rng.pick([6, 8, 10, 12]));
  const lab = sum(labourLines.map((x) => x[1]));
  const mat = sum(parts.map((x) => x[1]));
  const rate = vatDE(year);
  const net = r2(lab + mat + fee);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, firm, { serif: true, size: 14, bold: true }).down(13);
  p.text(50, `Kraftfahrzeug-Reparaturen aller Fabrikate · ${streetDE(rng)} · ${zip} ${town}`, { serif: true, size: 8.5 }).down(28);
  p.text(50, `Herrn ${personDE(rng)}`, { serif: true })
    .down(13)
    .text(50, `${zip} ${town}`, { serif: true });
  p.text(545, `${fd(date, 'de2')}`, { serif: true, align: 'right' });
  p.down(34);
  p.text(50, 'R E C H N U N G', { serif: true, size: 12, bold: true }).down(18);
  p.text(50, `${car.make} ${car.model}, Kennzeichen ${plateDE(rng, code)}, Tachostand ${thousands(km)} km`, { serif: true, size: 9.5 }).down(14);
  p.text(50, `Beseitigung der Mängel lt. TÜV-Prüfbericht vom ${report}:`, { serif: true, size: 9.5 }).down(18);
  for (const [t, a] of labourLines) {
    p.text(60, t, { serif: true, size: 9.5 }).text(545, num(a, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  }
  p.down(4);
  p.text(380, 'Lohn', { serif: true, size: 9.5 }).text(545, num(lab, 'de'), { serif: true, size: 9.5, align: 'right' }).down(18);
  for (const [t, a] of parts) {
    p.text(60, t, { serif: true, size: 9.5 }).text(545, num(a, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  }
  p.down(4);
  p.text(380, 'Material', { serif: true, size: 9.5 }).text(545, num(mat, 'de'), { serif: true, size: 9.5, align: 'right' }).down(18);
  p.text(60, 'Gebühr Wiedervorführung TÜV', { serif: true, size: 9.5 }).text(545, num(fee, 'de'), { serif: true, size: 9.5, align: 'right' }).down(16);
  hline(p, 370, 175);
  p.down(13);
  p.text(380, 'zusammen', { serif: true, size: 9.5 }).text(545, num(net, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  p.text(380, `+ ${rate} % MWSt.`, { serif: true, size: 9.5 }).text(545, num(vat, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  p.text(380, 'Endbetrag DM', { serif: true, size: 10, bold: true })
    .text(545, num(total, 'de'), { serif: true, size: 10, bold: true, align: 'right' })
    .down(30);
  p.text(50, 'Zahlbar bei Abholung des Fahrzeugs.', { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: total,
    workPerformed: [...labourLines.map((x) => x[0]), 'Gebühr Wiedervorführung TÜV'],
    partsUsed: parts.map((x) => x[0]),
  });
}

/** DEKRA re-test after major defects: a modern form bill with a header grid, hours × rate and a Fremdleistung taxed. */
export function dekraNachpruefung(rng: Random): Generated {
  const date = dateIn(rng, 2003, 2023);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, 1998);
  const firm = `${rng.pick(['Auto', 'Kfz-Technik', 'Autoservice'])} ${rng.pick(['Schneider', 'Wagner', 'Becker'])} e.K.`;
  const km = odo(rng, year - car.built);
  const rate = rng.pick([68, 74, 82, 89, 96, 104]);
  const jobs = rng
    .some(
      [
        'Querlenker vorn links ersetzt',
        'Ölverlust Motor beseitigt, Ventildeckeldichtung erneuert',
        'Bremsscheiben und Beläge vorn erneuert',
        'Durchrostung Längsträger hinten geschweißt',
        'Lenkmanschette erneuert',
        'Abblendlicht rechts instandgesetzt',
      ],
      rng.int(2, 4),
    )
    .map((t) => ({ t, h: r2(rng.int(3, 20) / 4) }));
  const parts = rng
    .some(
      [
        'Querlenker vorn links',
        'Ventildeckeldichtung',
        'Bremsscheiben vorn (Paar)',
        'Bremsbeläge vorn',
        'Blech, Hohlraumkonservierung',
        'Lenkmanschette',
        'Birne H1 12V 55W',
      ],
      rng.int(2, 4),
    )
    .map((t) => ({ t, a: r2(rng.int(900, 16000) / 100) }));
  const dekraFee = r2(rng.pick([18.5, 21.9, 24.5, 27.5]));
  const lab = sum(jobs.map((j) => r2(j.h * rate)));
  const par = sum(parts.map((x) => x.a));
  const net = r2(lab + par + dekraFee);
  const v = vatDE(year);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.y = 50;
  p.text(545, firm, { size: 14, bold: true, align: 'right' }).down(13);
  p.text(545, `${streetDE(rng)} | ${zip} ${town} | USt-IdNr. DE${rng.int(100000000, 999999999)}`, { size: 8, align: 'right' }).down(30);
  p.text(50, `${firm} · ${zip} ${town}`, { size: 6.5 }).down(12);
  p.text(50, personDE(rng)).down(12).text(50, streetDE(rng)).down(12).text(50, `${zip} ${town}`).down(26);
  const y0 = p.y;
  const grid: [string, string][] = [
    ['Rechnungs-Nr.', `RE-${year}-${rng.int(1000, 9999)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Kennzeichen', plateDE(rng, code)],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Laufleistung', `${thousands(km)} km`],
    ['Prüfbericht DEKRA', `Nr. ${rng.int(1000000, 9999999)}`],
  ];
  grid.forEach(([a, b], i) => {
    const x = 50 + (i % 3) * 165;
    const y = y0 + Math.floor(i / 3) * 28;
    p.box(x, y, 165, 28);
    p.text(x + 4, a, { y: y + 9, size: 6.5 });
    p.text(x + 4, b, { y: y + 22, size: 9 });
  });
  p.y = y0 + 76;
  p.text(50, 'Nachprüfung nach erheblichen Mängeln (HU nicht bestanden)', { size: 10.5, bold: true }).down(18);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Arbeiten', 'Std.', 'Satz', 'EUR'], { bold: true });
  p.down(13);
  for (const j of jobs) {
    row(p, cols, [j.t, num(j.h, 'de'), num(rate, 'de'), num(r2(j.h * rate), 'de')]);
    p.down(12);
  }
  p.down(6);
  row(p, cols, ['Teile', '', '', ''], { bold: true });
  p.down(13);
  for (const x of parts) {
    row(p, cols, [x.t, '', '', num(x.a, 'de')]);
    p.down(12);
  }
  p.down(6);
  row(p, cols, ['Fremdleistung', '', '', ''], { bold: true });
  p.down(13);
  row(p, cols, ['DEKRA Nachprüfung HU (Wiedervorführung)', '', '', num(dekraFee, 'de')]);
  p.down(20);
  const tl: [string, number][] = [
    ['Arbeitslohn', lab],
    ['Teile', par],
    ['Fremdleistung', dekraFee],
    ['Summe netto', net],
    [`USt ${v} %`, vat],
  ];
  for (const [a, b] of tl) {
    p.text(330, a, { size: 9 }).text(545, num(b, 'de'), { size: 9, align: 'right' }).down(12);
  }
  p.box(325, p.y - 9, 225, 17, true);
  p.text(330, 'Gesamtbetrag EUR', { size: 10, bold: true, y: p.y + 3 }).text(545, num(total, 'de'), { size: 10, bold: true, align: 'right', y: p.y + 3 });
  p.down(34);
  for (const l of wrap(`Die Nachprüfung wurde bestanden, die Prüfplakette zugeteilt. Zahlungsziel 14 Tage bis ${fd(addDays(date, 14), 'de')}.`, 100))
    p.text(50, l, { size: 8.5 }).down(11);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: [...jobs.map((j) => j.t), 'DEKRA Nachprüfung HU (Wiedervorführung)'],
    partsUsed: parts.map((x) => x.t),
  });
}
