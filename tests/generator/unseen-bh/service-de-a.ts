/**
 * German service bills, first half: the freie Meisterwerkstatt's typed bill with the TÜV fee passed through, the
 * Bosch-Dienst's Arbeitswerte bill for ignition and injection, the chain workshop's till-style invoice with gross
 * prices, the Vertragswerkstatt's order-numbered bill with Arbeitswerte and part numbers, and the Reifendienst.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS, buildYear, curDE, fmtInt, JOBS_DE, kmStand, ORTE, personDE, pickCar, plateDE, price, streetDE, digits, NACHNAMEN } from './kit';

/** A freie Kfz-Meisterwerkstatt, typed: Lohn and Material in two blocks, the TÜV fee after the MwSt. */
export function freieWerkstatt(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1978, built + 2), 2001);
  const y = yearOf(date);
  const [ort, plz, code] = rng.pick(ORTE);
  const meister = rng.pick(NACHNAMEN);
  const shop = rng.pick([`Kfz-Meisterbetrieb ${meister}`, `Autoreparatur ${meister}`, `Kfz-Werkstatt ${meister} & Sohn`]);
  const km = kmStand(rng, y, built);
  const jobs = rng.some(JOBS_DE, rng.int(2, 5));
  const rate = price(rng, y, 48, 62, 0.5);
  const p = new PageBuilder();
  p.y = 58;
  p.text(60, shop, { size: 16, bold: true, serif: true });
  p.down(15).text(60, 'Reparaturen aller Fabrikate · Unfallinstandsetzung · TÜV-Abnahme im Hause', { size: 8.5, serif: true });
  p.down(12).text(60, `${streetDE(rng)} · ${plz} ${ort} · Telefon (0${rng.int(200, 999)}) ${rng.int(10000, 99999)}`, { size: 8.5, serif: true });
  hline(p, 60, 475, p.y + 6);
  const kunde = personDE(rng);
  p.down(40).text(60, rng.pick(['Herrn', 'Frau']), { serif: true });
  p.down(13).text(60, kunde, { serif: true });
  p.down(13).text(60, streetDE(rng), { serif: true });
  p.down(13).text(60, `${plz} ${ort}`, { serif: true });
  p.text(535, `${ort}, den ${fd(date, rng.pick(['de', 'de2']))}`, { align: 'right', serif: true, y: p.y - 39 });
  p.down(36).text(60, `R E C H N U N G   Nr. ${rng.int(100, 2999)}`, { size: 12, bold: true, serif: true });
  p.down(18).text(60, `Fahrzeug: ${car.make} ${car.model}   Amtl. Kennz.: ${plateDE(rng, code)}   km-Stand: ${fmtInt(km, '.')}`, { size: 9.5, serif: true });
  const cols: Col[] = [{ x: 60 }, { x: 390, align: 'right' }, { x: 455, align: 'right' }, { x: 535, align: 'right' }];
  p.down(22);
  row(p, cols, ['Arbeitslohn', 'Std.', 'DM/Std.', 'DM'], { bold: true, serif: true });
  hline(p, 60, 475, p.y + 4);
  const labour: number[] = [];
  for (const j of jobs) {
    const h = r2(Math.round((j.hours[0] + rng.next() * (j.hours[1] - j.hours[0])) * 10) / 10);
    const a = r2(h * rate);
    labour.push(a);
    p.down(14);
    row(p, cols, [j.work, num(h, 'de'), num(rate, 'de'), num(a, 'de')], { serif: true });
  }
  p.down(24);
  row(p, cols, ['Material', 'Menge', 'Einzelpr.', 'DM'], { bold: true, serif: true });
  hline(p, 60, 475, p.y + 4);
  const partNames: string[] = [];
  const partAmounts: number[] = [];
  for (const j of jobs)
    for (const [name, lo, hi, q] of j.parts) {
      const each = price(rng, y, lo, hi);
      const qty = q ?? 1;
      const a = r2(each * qty);
      partNames.push(name);
      partAmounts.push(a);
      p.down(14);
      row(p, cols, [name, String(qty), num(each, 'de'), num(a, 'de')], { serif: true });
    }
  const lohn = sum(labour);
  const mat = sum(partAmounts);
  const net = r2(lohn + mat);
  const rateV = vatDE(y);
  const vat = r2((net * rateV) / 100);
  const tuv = rng.chance(0.45) ? price(rng, y, 38, 48) : 0;
  const total = r2(net + vat + tuv);
  const tot: Col[] = [{ x: 330 }, { x: 535, align: 'right' }];
  p.down(26);
  row(p, tot, ['Summe Arbeitslohn', num(lohn, 'de')], { serif: true });
  p.down(13);
  row(p, tot, ['Summe Material', num(mat, 'de')], { serif: true });
  hline(p, 330, 205, p.y + 4);
  p.down(15);
  row(p, tot, ['Zwischensumme', num(net, 'de')], { serif: true });
  p.down(13);
  row(p, tot, [`+ ${rateV} % Mehrwertsteuer`, num(vat, 'de')], { serif: true });
  if (tuv) {
    p.down(13);
    row(p, tot, ['TÜV-Gebühr lt. Beleg (o. MwSt.)', num(tuv, 'de')], { serif: true });
  }
  hline(p, 330, 205, p.y + 4);
  p.down(16);
  row(p, tot, ['Rechnungsbetrag DM', num(total, 'de')], { bold: true, serif: true });
  p.down(40).text(60, rng.pick(['Zahlbar sofort ohne Abzug.', 'Betrag dankend in bar erhalten.', 'Zahlbar innerhalb 8 Tagen netto Kasse.']), {
    serif: true,
    size: 9,
  });
  p.down(13).text(60, `Bankverbindung: Sparkasse ${ort}, Kto. ${rng.int(100000, 9999999)}, BLZ ${rng.int(200, 860)} 500 ${rng.int(10, 99)}`, {
    serif: true,
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((j) => j.work),
    partsUsed: partNames,
  });
}

/** Bosch-Dienst: Arbeitswerte (AW) for ignition, injection and electrics; parts with Bosch numbers. */
export function boschDienst(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1984, built + 3), 2012);
  const y = yearOf(date);
  const cur = curDE(y);
  const [ort, plz, code] = rng.pick(ORTE);
  const shop = `Bosch-Dienst ${rng.pick(['Autoelektrik', 'Auto-Elektrik & Diesel'])} ${rng.pick(NACHNAMEN)} GmbH`;
  const km = kmStand(rng, y, built);
  const pool: [string, number, [string, string, number, number][]][] = [
    ['Motortest mit Abgasmessung durchgeführt', 6, []],
    ['K-Jetronic: Systemdruck und Steuerdruck geprüft', 8, []],
    ['Warmlaufregler erneuert', 10, [['Warmlaufregler', '0 438 140 0' + rng.int(10, 99), 180, 260]]],
    ['Kraftstoffpumpe erneuert', 9, [['Elektrokraftstoffpumpe', '0 580 254 9' + rng.int(10, 99), 190, 280]]],
    [
      'Zündverteilerkappe und Verteilerläufer erneuert',
      4,
      [
        ['Verteilerkappe', '1 235 522 3' + rng.int(10, 99), 28, 45],
        ['Verteilerläufer', '1 234 332 3' + rng.int(10, 99), 12, 22],
      ],
    ],
    ['Zündkerzen erneuert', 3, [['Zündkerze W7DC', '0 241 235 6' + rng.int(10, 99), 4, 7]]],
    ['Lichtmaschine instandgesetzt (Austausch)', 7, [['AT-Generator 14V 65A', '0 120 489 ' + rng.int(100, 999), 260, 420]]],
    ['Anlasser geprüft, Magnetschalter erneuert', 6, [['Magnetschalter', '0 331 303 0' + rng.int(10, 99), 70, 120]]],
    ['Scheinwerfer eingestellt', 2, []],
    ['Batterie geprüft und geladen', 2, []],
  ];
  const jobs = rng.some(pool, rng.int(3, 5));
  const awPrice = price(rng, y, 7.2, 8.6, 0.05);
  const p = new PageBuilder();
  p.y = 52;
  p.box(50, 34, 495, 54);
  p.text(62, shop, { size: 14, bold: true });
  p.down(16).text(62, `${streetDE(rng)}, ${plz} ${ort}   ·   Tel. ${rng.int(200, 999)} ${rng.int(1000, 9999)}${rng.int(0, 9)}`, { size: 8.5 });
  p.down(11).text(62, 'Zündung · Vergaser · Einspritzung · Batterien · Autoelektrik', { size: 8.5 });
  p.down(36).text(50, 'Rechnung', { size: 13, bold: true });
  const rnr = `${y % 100}${digits(rng, 4)}`;
  p.down(18);
  const info: [string, string][] = [
    ['Rechnungs-Nr.', rnr],
    ['Datum', fd(date, 'de')],
    ['Kunde', personDE(rng)],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Kennzeichen', plateDE(rng, code)],
    ['km-Stand', fmtInt(km, '.')],
  ];
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    p.text(x, `${k}:`, { size: 9 }).text(x + 80, v, { size: 9 });
    if (i % 2 === 1) p.down(13);
  });
  const cols: Col[] = [{ x: 50 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  p.down(12);
  p.box(50, p.y - 10, 495, 14, true);
  row(p, cols, ['Arbeitsleistung', 'AW', `${cur}/AW`, cur], { bold: true });
  const lab: number[] = [];
  for (const [w, aw0] of jobs) {
    const aw = aw0 + rng.int(0, 3);
    const a = r2(aw * awPrice);
    lab.push(a);
    p.down(14);
    row(p, cols, [w, String(aw), num(awPrice, 'de'), num(a, 'de')]);
  }
  const lohn = sum(lab);
  p.down(14);
  row(
    p,
    [
      { x: 330, align: 'right' },
      { x: 545, align: 'right' },
    ],
    ['Summe Lohn', num(lohn, 'de')],
    { bold: true },
  );
  p.down(22);
  const pc: Col[] = [{ x: 50 }, { x: 230 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  p.box(50, p.y - 10, 495, 14, true);
  row(p, pc, ['Ersatzteile', 'Bosch-Nr.', 'Menge', 'Einzelpreis', cur], { bold: true });
  const partsUsed: string[] = [];
  const pa: number[] = [];
  for (const [, , ps] of jobs)
    for (const [name, nr, lo, hi] of ps) {
      const q = name.startsWith('Zündkerze') ? rng.pick([4, 6]) : 1;
      const each = price(rng, y, lo, hi);
      const a = r2(each * q);
      partsUsed.push(name);
      pa.push(a);
      p.down(14);
      row(p, pc, [name, nr, String(q), num(each, 'de'), num(a, 'de')]);
    }
  if (!partsUsed.length) {
    const each = price(rng, y, 4, 7);
    partsUsed.push('Kleinmaterial');
    pa.push(each);
    p.down(14);
    row(p, pc, ['Kleinmaterial', '', '1', num(each, 'de'), num(each, 'de')]);
  }
  const teile = sum(pa);
  p.down(14);
  row(
    p,
    [
      { x: 330, align: 'right' },
      { x: 545, align: 'right' },
    ],
    ['Summe Teile', num(teile, 'de')],
    { bold: true },
  );
  const net = r2(lohn + teile);
  const v = vatDE(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  p.down(30);
  row(p, tc, ['Nettobetrag', num(net, 'de')]);
  p.down(13);
  row(p, tc, [`MwSt. ${v} %`, num(vat, 'de')]);
  p.down(6);
  p.box(355, p.y, 190, 18, true);
  p.down(13);
  row(p, tc, [`Endbetrag ${cur}`, num(total, 'de')], { bold: true });
  p.down(40).text(50, `Zahlungsziel: ${fd(addDays(date, 10), 'de')}. Für Bosch-Austauschteile gelten die Garantiebedingungen der Robert Bosch GmbH.`, {
    size: 8,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: teile,
    totalCost: total,
    workPerformed: jobs.map((j) => j[0]),
    partsUsed,
  });
}

/** A chain workshop's invoice: article numbers, gross prices, the MwSt only as "enthalten". */
export function kettenWerkstatt(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(2006, 2026);
  const y = yearOf(date);
  const [ort, plz, code] = rng.pick(ORTE);
  const chain = rng.pick(['AutoFit Meisterwerkstatt', 'PitStop-Partner Kfz-Service', 'Rad & Motor Service-Center']);
  const km = kmStand(rng, y, built);
  const pool: [string, string, number, number][] = [
    ['Ölwechsel-Service', 'A', 25, 35],
    ['Motoröl 10W-40 teilsynthetisch', 'T', 9, 14],
    ['Ölfilter', 'T', 9, 18],
    ['Bremsen-Check', 'A', 0, 0],
    ['Scheibenbremsbeläge VA erneuern', 'A', 45, 65],
    ['Scheibenbremsbeläge VA', 'T', 38, 75],
    ['Wischerblätter Satz', 'T', 16, 26],
    ['Batterie 12V 60Ah', 'T', 75, 120],
    ['Batterie ersetzen inkl. Entsorgung', 'A', 15, 25],
    ['Klimaanlagen-Service', 'A', 69, 99],
    ['Glühlampe H4', 'T', 6, 12],
    ['Lichttest', 'A', 0, 0],
  ];
  const lines = pool.filter(() => rng.chance(0.55));
  if (!lines.some((l) => l[1] === 'A')) lines.unshift(pool[0]);
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, chain.toUpperCase(), { size: 15, bold: true });
  p.down(14).text(50, `Filiale ${rng.int(100, 899)} · ${streetDE(rng)} · ${plz} ${ort}`, { size: 8.5 });
  p.down(11).text(50, `Mo–Fr 8–19 Uhr, Sa 8–16 Uhr · Service-Hotline 0800 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`, { size: 8.5 });
  p.down(34).text(50, 'RECHNUNG', { size: 12, bold: true });
  p.text(545, `Beleg ${rng.int(10, 99)}-${digits(rng, 7)}`, { align: 'right', size: 9 });
  p.down(16).text(50, `Datum: ${fd(date, 'de')}   ${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 9 });
  p.down(12).text(50, `Kennzeichen: ${plateDE(rng, code, rng.chance(0.5))}   ${car.make} ${car.model}   Laufleistung: ${km} km`, { size: 9 });
  p.down(12).text(50, `Kunde: ${personDE(rng)}`, { size: 9 });
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 390, align: 'right' }, { x: 465, align: 'right' }, { x: 545, align: 'right' }];
  p.down(24);
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Preis €', 'Betrag €'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  const amounts: number[] = [];
  for (const [name, kind, lo, hi] of lines) {
    const q = name.startsWith('Motoröl') ? rng.int(4, 6) : 1;
    const each = hi === 0 ? 0 : r2(Math.floor((lo + rng.next() * (hi - lo)) * (0.8 + (y - 2006) * 0.03)) + 0.99);
    const a = r2(each * q);
    amounts.push(a);
    p.down(13);
    row(p, cols, [`${kind}${digits(rng, 6)}`, name, String(q), num(each, 'de'), hi === 0 ? 'gratis' : num(a, 'de')], { size: 8.5 });
  }
  const total = sum(amounts);
  const v = vatDE(y);
  const vat = r2((total * v) / (100 + v));
  hline(p, 300, 245, p.y + 6);
  p.down(20);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Gesamtbetrag EUR', num(total, 'de')], { bold: true, size: 10 });
  p.down(14);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], [`darin enthalten ${v} % MwSt.`, num(vat, 'de')], { size: 8.5 });
  p.down(12);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Nettobetrag', num(r2(total - vat), 'de')], { size: 8.5 });
  p.down(28).text(50, `Zahlart: ${rng.pick(['EC-Karte', 'Bar', 'Kreditkarte'])}   ·   Es bediente Sie: ${rng.pick(['Hr.', 'Fr.'])} ${rng.pick(NACHNAMEN)}`, {
    size: 8.5,
  });
  p.down(12).text(50, 'Nächster Ölwechsel spätestens in 15.000 km bzw. 12 Monaten. Vielen Dank für Ihren Besuch!', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: chain.toUpperCase(),
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: lines.filter((l) => l[1] === 'A').map((l) => l[0]),
    partsUsed: lines.filter((l) => l[1] === 'T').map((l) => l[0]),
  });
}

/** A Mercedes-Benz / VW Vertragswerkstatt: order number, positions with Arbeitswerte, part numbers, sums per kind. */
export function vertragswerkstatt(rng: Random): Generated {
  const mb = rng.chance(0.6);
  const car = rng.pick(CARS.filter((c) => c.make === (mb ? 'Mercedes-Benz' : 'Volkswagen')));
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1990, built + 8), 2026);
  const y = yearOf(date);
  const cur = curDE(y);
  const [ort, plz, code] = rng.pick(ORTE);
  const name = rng.pick(NACHNAMEN);
  const shop = mb ? `Autohaus ${name} GmbH & Co. KG` : `Autohaus ${name} GmbH`;
  const km = kmStand(rng, y, built);
  const awMin = mb ? 6 : 5;
  const awPrice = price(rng, y, mb ? 8 : 7, mb ? 9.5 : 8.5, 0.01);
  const pool: [string, string, number, [string, string, number, number][]][] = mb
    ? [
        [
          'Wartung nach Herstellervorgabe',
          '01-1000',
          16,
          [
            ['Ölfilter', 'A 102 180 00 09', 14, 22],
            ['Dichtring', 'N 007603 014106', 1, 2],
            ['Motoröl MB 229.1', 'A 000 989 21 01', 10, 13],
          ],
        ],
        ['Bremsbeläge Vorderachse erneuern', '42-1100', 9, [['Bremsbelagsatz VA', 'A 001 420 51 20', 80, 120]]],
        ['Steuerkette geprüft, Kettenspanner erneuern', '05-2200', 12, [['Kettenspanner', 'A 110 050 08 11', 95, 140]]],
        ['Kraftstofffilter erneuern', '47-2000', 4, [['Kraftstofffilter', 'A 002 477 30 01', 30, 48]]],
        ['Lenkungsdämpfer erneuern', '46-3500', 5, [['Lenkungsdämpfer', 'A 123 463 03 32', 70, 110]]],
        ['Motorlager beidseitig erneuern', '22-1200', 14, [['Motorlager', 'A 123 223 07 12', 40, 65]]],
      ]
    : [
        [
          'Inspektion mit Ölwechsel',
          '01 50 00 00',
          18,
          [
            ['Ölfilter', '056 115 561 G', 10, 16],
            ['Motoröl 15W-40', 'G 052 165 A2', 7, 10],
          ],
        ],
        ['Zündkerzen ersetzen', '28 30 00 00', 5, [['Zündkerze', '101 000 033 AA', 5, 8]]],
        ['Kupplungsseil ersetzen', '30 70 15 00', 8, [['Kupplungsseil', '113 721 335 M', 20, 36]]],
        ['Heizungsschläuche ersetzen', '82 14 00 00', 10, [['Heizungsschlauch', '251 819 373', 25, 45]]],
        ['Achsmanschette ersetzen', '40 38 50 00', 12, [['Manschettensatz', '251 498 201 A', 30, 55]]],
      ];
  const jobs = rng.some(pool, rng.int(2, 4));
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, shop, { size: 14, bold: true });
  p.text(545, mb ? 'Mercedes-Benz Vertreter' : 'Volkswagen · Audi Service', { align: 'right', size: 9, bold: true });
  p.down(13).text(50, `${streetDE(rng)} · ${plz} ${ort}`, { size: 8.5 });
  p.down(11).text(50, `Werkstatt-Annahme Tel. ${rng.int(200, 999)}/${rng.int(10000, 99999)}`, { size: 8.5 });
  p.down(40).text(50, personDE(rng), { size: 10 });
  p.down(12).text(50, streetDE(rng), { size: 10 });
  p.down(12).text(50, `${plz} ${ort}`, { size: 10 });
  const info: [string, string][] = [
    ['Rechnung Nr.', `${rng.int(1, 9)}${digits(rng, 6)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrag Nr.', digits(rng, 6)],
    ['Serviceberater', `${rng.pick(['Hr.', 'Fr.'])} ${rng.pick(NACHNAMEN)}`],
  ];
  let yy = p.y - 24;
  for (const [k, v] of info) {
    p.text(360, k, { size: 8.5, y: yy }).text(545, v, { size: 8.5, align: 'right', y: yy });
    yy += 11;
  }
  p.down(28).box(50, p.y - 11, 495, 30);
  p.text(56, `Typ: ${car.make} ${car.model}`, { size: 8.5 })
    .text(250, `Amtl. Kennz.: ${plateDE(rng, code, rng.chance(0.5))}`, { size: 8.5 })
    .text(420, `Erstzul.: ${String(rng.int(1, 12)).padStart(2, '0')}/${built}`, { size: 8.5 });
  p.down(12)
    .text(56, `Fahrzeug-Ident.-Nr.: ${car.vin(rng, built)}`, { size: 8.5 })
    .text(420, `km-Stand: ${fmtInt(km, '.')}`, { size: 8.5 });
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.down(30);
  row(p, cols, ['Pos./Nr.', 'Bezeichnung', 'AW / Menge', 'Preis', `Betrag ${cur}`], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  const lab: number[] = [];
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const [w, nr, aw0, ps] of jobs) {
    const aw = aw0 + rng.int(0, 4);
    const a = r2(aw * awPrice);
    lab.push(a);
    p.down(15);
    row(p, cols, [nr, w, `${aw} AW`, num(awPrice, 'de'), num(a, 'de')], { size: 8.5, bold: false });
    for (const [pn, tn, lo, hi] of ps) {
      const q = pn.startsWith('Motoröl') ? rng.pick([5, 5.5, 6, 6.5]) : pn.startsWith('Zündkerze') ? 4 : pn === 'Motorlager' ? 2 : 1;
      const each = price(rng, y, lo, hi);
      const amt = r2(each * q);
      pa.push(amt);
      partsUsed.push(pn);
      p.down(12);
      row(p, cols, [tn, `  ${pn}`, num(q, 'de').replace(',00', '') + (pn.startsWith('Motoröl') ? ' l' : ' St'), num(each, 'de'), num(amt, 'de')], {
        size: 8.5,
      });
    }
  }
  const arb = sum(lab);
  const tei = sum(pa);
  const umwelt = rng.chance(0.6) ? price(rng, y, 6, 12) : 0;
  const net = r2(arb + tei + umwelt);
  const v = vatDE(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc: Col[] = [{ x: 340 }, { x: 545, align: 'right' }];
  hline(p, 50, 495, p.y + 8);
  p.down(24);
  p.text(50, `Verrechnung: 1 AW = ${awMin} Min.`, { size: 8 });
  row(p, tc, ['Summe Arbeitslohn', num(arb, 'de')], { size: 9 });
  p.down(12);
  row(p, tc, ['Summe Teile', num(tei, 'de')], { size: 9 });
  if (umwelt) {
    p.down(12);
    row(p, tc, ['Umwelt-/Entsorgungspauschale', num(umwelt, 'de')], { size: 9 });
  }
  p.down(12);
  row(p, tc, ['Summe netto', num(net, 'de')], { size: 9 });
  p.down(12);
  row(p, tc, [`zzgl. ${v} % MwSt.`, num(vat, 'de')], { size: 9 });
  p.down(5).box(335, p.y, 210, 17, true);
  p.down(12);
  row(p, tc, [`Rechnungsbetrag ${cur}`, num(total, 'de')], { bold: true, size: 10 });
  p.down(36).text(50, 'Gewährleistung gemäß unseren Reparaturbedingungen. Altteile wurden auf Wunsch entsorgt.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: arb,
    partsCost: tei,
    totalCost: total,
    workPerformed: jobs.map((j) => j[0]),
    partsUsed,
  });
}

/** A Reifendienst: tyres, fitting and balancing on one list, net prices, one MwSt line. */
export function reifendienst(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1980, built + 2), 2026);
  const y = yearOf(date);
  const cur = curDE(y);
  const [ort, plz, code] = rng.pick(ORTE);
  const shop = rng.pick([`Reifen-${rng.pick(NACHNAMEN)}`, `Reifendienst ${rng.pick(NACHNAMEN)} KG`, `Vulkaniseur- und Reifenservice ${rng.pick(NACHNAMEN)}`]);
  const km = kmStand(rng, y, built);
  const size = rng.pick(['185/70 R 14 88H', '195/70 R 14 91V', '205/55 R 16 91V', '165 R 15 86S', '185/70 VR 15']);
  const brand = rng.pick(['Michelin XWX', 'Pirelli Cinturato CN36', 'Vredestein Sprint Classic', 'Continental EcoContact', 'Uniroyal RainExpert']);
  const n = rng.pick([2, 4, 4]);
  const tyre = price(rng, y, 110, 210);
  const lines: [string, number, number, boolean][] = [
    [`Reifen ${brand} ${size}`, n, tyre, false],
    ['Reifenmontage', n, price(rng, y, 8, 14), true],
    ['Auswuchten', n, price(rng, y, 6, 10), true],
    ['Gummiventil', n, price(rng, y, 2, 4), false],
    ['Altreifenentsorgung', n, price(rng, y, 3, 6), true],
  ];
  if (rng.chance(0.4)) lines.push(['Achsvermessung mit Protokoll', 1, price(rng, y, 60, 90), true]);
  if (rng.chance(0.3)) lines.push(['Räder ein-/ausgelagert (Saison)', 1, price(rng, y, 30, 45), true]);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop, { size: 17, bold: true, align: 'center', serif: rng.chance(0.5) });
  p.down(15).text(297, `${streetDE(rng)} – ${plz} ${ort} – Ruf ${rng.int(200, 999)} ${rng.int(10000, 99999)}`, { size: 8.5, align: 'center' });
  p.down(11).text(297, 'Reifen · Felgen · Achsvermessung · Runderneuerung', { size: 8.5, align: 'center' });
  p.down(40)
    .text(60, 'Rechnung', { size: 12, bold: true })
    .text(535, `Nr. ${rng.int(1000, 9999)} vom ${fd(date, 'de')}`, { align: 'right', size: 9.5 });
  p.down(18).text(60, `Kunde: ${personDE(rng)}, ${ort}`, { size: 9.5 });
  p.down(13).text(60, `Kfz: ${car.make} ${car.model} · Kz. ${plateDE(rng, code)} · km ${fmtInt(km, '.')}`, { size: 9.5 });
  const cols: Col[] = [{ x: 60 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 535, align: 'right' }];
  p.down(26);
  row(p, cols, ['Leistung / Artikel', 'Anzahl', 'Einzelpreis', 'Gesamt'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  const amounts: number[] = [];
  for (const [t, q, e] of lines) {
    const a = r2(q * e);
    amounts.push(a);
    p.down(15);
    row(p, cols, [t, String(q), num(e, 'de'), num(a, 'de')]);
  }
  const net = sum(amounts);
  const v = vatDE(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  hline(p, 330, 205, p.y + 8);
  const tc: Col[] = [{ x: 330 }, { x: 535, align: 'right' }];
  p.down(22);
  row(p, tc, ['Netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, [`MwSt. ${v} %`, num(vat, 'de')]);
  p.down(15);
  row(p, tc, [`Zu zahlen ${cur}`, num(total, 'de')], { bold: true });
  p.down(30).text(
    60,
    `Radschrauben nach 50 km nachziehen! Reifendruck: ${rng.pick(['2,0', '2,2', '2,4'])} bar vorn / ${rng.pick(['2,2', '2,4', '2,5'])} bar hinten.`,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: lines.filter((l) => l[3]).map((l) => l[0]),
    partsUsed: lines.filter((l) => !l[3]).map((l) => l[0]),
  });
}
