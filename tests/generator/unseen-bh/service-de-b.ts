/**
 * German-language service bills, second half: the Auspuff-Schnelldienst's gross-price form, the Lackierer's bill
 * without a mileage, an Austrian Werkstätte with labour and parts in two amount columns, a Swiss garage in CHF
 * rounded to five Rappen.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r05, r2, row, sum, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { buildYear, digits, fmtInt, JOBS_DE, kmStand, NACHNAMEN, ORTE, personDE, pickCar, plateDE, price, streetDE } from './kit';

/** Auspuff-Schnelldienst: a preprinted form, Festpreise incl. MwSt, the tax only as "enthalten". */
export function auspuffDienst(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1979, built + 3), 2001);
  const y = yearOf(date);
  const [ort, plz, code] = rng.pick(ORTE);
  const shop = `${rng.pick(['Auspuff-Blitz', 'Auspuff-Schnelldienst', 'Auspuff & Bremsen Express'])} ${rng.pick(NACHNAMEN)}`;
  const km = kmStand(rng, y, built);
  const all: [string, number, number, boolean][] = [
    ['Endschalldämpfer', 90, 190, false],
    ['Mittelschalldämpfer', 80, 160, false],
    ['Vorschalldämpfer', 110, 220, false],
    ['Hosenrohr', 70, 140, false],
    ['Montagesatz (Schellen, Halter, Gummi)', 15, 30, false],
    ['Einbau Auspuffanlage', 40, 90, true],
    ['Abgasuntersuchung (ASU)', 35, 55, true],
  ];
  const picked = all.filter((l, i) => (i === 0 || i === 4 || i === 5 || rng.chance(0.35)) && !(y < 1985 && l[0].startsWith('Abgas')));
  const lines = picked.map(([t, lo, hi, w]) => ({ t, w, a: price(rng, y, lo, hi, 0.5) }));
  const p = new PageBuilder();
  p.box(40, 40, 515, 70);
  p.y = 66;
  p.text(55, shop.toUpperCase(), { size: 15, bold: true });
  p.down(16).text(55, `${streetDE(rng)}  ${plz} ${ort}   Tel. ${rng.int(200, 999)}-${rng.int(10000, 99999)}`, { size: 9 });
  p.down(13).text(55, 'Auspuff · Stoßdämpfer · Bremsen — ohne Voranmeldung, sofort!', { size: 9 });
  p.down(36)
    .text(55, 'RECHNUNG / QUITTUNG', { size: 12, bold: true })
    .text(540, `Nr. ${rng.pick(['A', 'B'])} ${digits(rng, 5)}`, { align: 'right', size: 10 });
  p.down(22);
  const f: [string, string][] = [
    ['Datum', fd(date, 'de2')],
    ['Pol. Kennz.', plateDE(rng, code)],
    ['Fabrikat/Typ', `${car.make} ${car.model}`],
    ['km-Stand', fmtInt(km, '.')],
  ];
  f.forEach(([k, v], i) => {
    const x = 55 + (i % 2) * 245;
    p.box(x, p.y - 11, 240, 16);
    p.text(x + 4, `${k}:`, { size: 8 }).text(x + 80, v, { size: 10 });
    if (i % 2 === 1) p.down(16);
  });
  p.down(20);
  const cols: Col[] = [{ x: 55 }, { x: 540, align: 'right' }];
  row(p, cols, ['Teile / Arbeiten', 'DM (inkl. MwSt.)'], { bold: true });
  hline(p, 55, 485, p.y + 4);
  for (const l of lines) {
    p.down(16);
    row(p, cols, [l.t, num(l.a, 'de')], { size: 10 });
  }
  const total = sum(lines.map((l) => l.a));
  const v = vatDE(y);
  const vat = r2((total * v) / (100 + v));
  p.down(8).box(300, p.y, 255, 20, true);
  p.down(14);
  row(p, [{ x: 305 }, { x: 540, align: 'right' }], ['Endbetrag DM', num(total, 'de')], { bold: true, size: 11 });
  p.down(24).text(55, `Im Endbetrag sind ${v} % MwSt. = DM ${num(vat, 'de')} enthalten.`, { size: 9 });
  p.down(14).text(55, `Auf Schalldämpfer ${rng.pick(['2 Jahre', '3 Jahre', 'lebenslange'])} Garantie bei Vorlage dieser Rechnung.`, { size: 9 });
  p.down(30).text(55, 'Betrag erhalten:', { size: 9 }).text(300, 'Monteur:', { size: 9 }).text(350, rng.pick(NACHNAMEN), { size: 10, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: lines.filter((l) => l.w).map((l) => l.t),
    partsUsed: lines.filter((l) => !l.w).map((l) => l.t),
  });
}

/** A Lackiererei und Karosseriebau: hours for body and paint, material and parts; no mileage on the page. */
export function lackierer(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1982, built + 4), 2026);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : '€';
  const [ort, plz] = rng.pick(ORTE);
  const shop = `${rng.pick(['Lackiererei & Karosseriebau', 'Autolackiererei', 'Karosserie- und Lackierfachbetrieb'])} ${rng.pick(NACHNAMEN)}`;
  const panel = rng.pick(['Kotflügel vorn links', 'Kotflügel vorn rechts', 'Tür hinten links', 'Heckklappe', 'Motorhaube', 'Schweller rechts']);
  const work: [string, number][] = [
    [`${panel} demontiert und montiert`, rng.int(10, 25) / 10],
    [`Rostschaden ${panel.split(' ')[0]} herausgetrennt, Blech eingeschweißt`, rng.int(30, 90) / 10],
    ['Verzinnt, gespachtelt und geschliffen', rng.int(20, 50) / 10],
    [`${panel} grundiert und lackiert (${rng.pick(['Originalfarbton', 'Uni', 'Metallic'])})`, rng.int(25, 45) / 10],
    ['Beilackierung angrenzender Teile', rng.int(10, 25) / 10],
  ].filter((_, i) => i !== 4 || rng.chance(0.6)) as [string, number][];
  const rate = price(rng, y, 55, 72, 0.5);
  const mats: [string, number][] = [
    ['Lackmaterial lt. Farbmischanlage', price(rng, y, 120, 260)],
    ['Schleif- und Spachtelmaterial', price(rng, y, 25, 50)],
    ['Reparaturblech', price(rng, y, 40, 110)],
  ];
  if (rng.chance(0.5)) mats.push(['Zierleistenclips', price(rng, y, 8, 20)]);
  const color = rng.pick(['DB 904 Dunkelblau', 'DB 568 Signalrot', 'L 90D Marsrot', 'Porsche Guardsrot', 'BMW 060 Chamonix', 'Opel 20G Signalgelb']);
  const p = new PageBuilder();
  p.y = 62;
  p.text(60, shop, { size: 15, bold: true, serif: true });
  p.down(14).text(60, `Meisterbetrieb · ${streetDE(rng)} · ${plz} ${ort}`, { size: 8.5 });
  p.down(44).text(60, personDE(rng), { size: 10 });
  p.down(12).text(60, `${streetDE(rng)}, ${plz} ${ort}`, { size: 10 });
  p.down(34)
    .text(60, `Rechnung Nr. ${y}-${rng.int(10, 480)}`, { size: 12, bold: true })
    .text(535, `${ort}, ${fd(date, 'delong')}`, { align: 'right', size: 9.5 });
  p.down(16).text(60, `Fahrzeug: ${car.make} ${car.model}, Bj. ${built}, Farbe ${color}`, { size: 9.5 });
  const cols: Col[] = [{ x: 60 }, { x: 420, align: 'right' }, { x: 535, align: 'right' }];
  p.down(28).text(60, 'Arbeiten', { bold: true, size: 10 });
  const lab: number[] = [];
  for (const [t, h] of work) {
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [t, `${num(h, 'de')} Std.`, num(a, 'de')], { size: 9.5 });
  }
  const lohn = sum(lab);
  p.down(14);
  row(p, cols, [`Arbeitslohn gesamt (${num(rate, 'de')} ${cur}/Std.)`, '', num(lohn, 'de')], { size: 9.5, bold: true });
  p.down(26).text(60, 'Material und Teile', { bold: true, size: 10 });
  for (const [t, a] of mats) {
    p.down(14);
    row(p, cols, [t, '', num(a, 'de')], { size: 9.5 });
  }
  const mat = sum(mats.map((x) => x[1]));
  p.down(14);
  row(p, cols, ['Material gesamt', '', num(mat, 'de')], { size: 9.5, bold: true });
  const net = r2(lohn + mat);
  const v = vatDE(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  hline(p, 300, 235, p.y + 10);
  const tc: Col[] = [{ x: 300 }, { x: 535, align: 'right' }];
  p.down(26);
  row(p, tc, ['Nettobetrag', `${num(net, 'de')} ${cur}`]);
  p.down(13);
  row(p, tc, [`${v} % MwSt.`, `${num(vat, 'de')} ${cur}`]);
  p.down(15);
  row(p, tc, ['Rechnungsbetrag', `${num(total, 'de')} ${cur}`], { bold: true });
  p.down(34).text(60, 'Der Lack ist in den ersten 6 Wochen nicht zu polieren oder in der Waschanlage zu behandeln.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work.map((w) => w[0]),
    partsUsed: mats.map((x) => x[0]),
  });
}

/** An Austrian Kfz-Werkstätte: one list with an Arbeit and a Teile column, summed at the foot; Schilling or euro. */
export function oesterreichWerkstatt(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1986, built + 4), 2026);
  const y = yearOf(date);
  const cur = y < 2002 ? 'öS' : 'EUR';
  const fx = y < 2002 ? 7 : 1;
  const orte: [string, string, string][] = [
    ['Graz', '8020', 'G'],
    ['Linz', '4020', 'L'],
    ['Wels', '4600', 'WE'],
    ['Salzburg', '5020', 'S'],
    ['St. Pölten', '3100', 'P'],
    ['Klagenfurt', '9020', 'K'],
  ];
  const [ort, plz, kz] = rng.pick(orte);
  const shop = `Kfz-Werkstätte ${rng.pick(['Ing. ', 'KR ', ''])}${rng.pick(NACHNAMEN)}`;
  const km = kmStand(rng, y, built);
  const jobs = rng.some(JOBS_DE, rng.int(2, 4));
  const rate = r2(price(rng, y, 50, 66, 0.5) * fx * (y < 2002 ? 1 : 1.15));
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(14).text(
    297,
    `${plz} ${ort}, ${streetDE(rng).replace('straße', 'gasse')} · Tel. 0${rng.int(300, 699)}/${rng.int(10000, 99999)} · UID ATU${digits(rng, 8)}`,
    { size: 8, align: 'center' },
  );
  p.down(11).text(297, 'Ermächtigte Begutachtungsstelle gem. § 57a KFG', { size: 8, align: 'center' });
  p.down(40).text(60, `${rng.pick(['Herrn', 'Frau'])} ${personDE(rng)}`, { size: 10 });
  p.down(12).text(60, `${plz} ${ort}`, { size: 10 });
  p.down(30)
    .text(60, `RECHNUNG Nr. ${rng.int(100, 9999)}/${String(y).slice(2)}`, { size: 12, bold: true })
    .text(535, `${ort}, am ${fd(date, 'de')}`, { align: 'right' });
  p.down(16).text(
    60,
    `Kfz: ${car.make} ${car.model}   Kennz.: ${kz}-${rng.int(100, 999)} ${rng.pick(['AB', 'KL', 'MZ', 'TR'])}   km-Stand: ${fmtInt(km, '.')}`,
    { size: 9 },
  );
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 535, align: 'right' }];
  p.down(26);
  row(p, cols, ['Bezeichnung', 'Menge', 'Arbeit', 'Teile'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  const lab: number[] = [];
  const pa: number[] = [];
  const partsUsed: string[] = [];
  const workPerformed: string[] = [];
  const pickerl = rng.chance(0.6);
  if (pickerl) {
    const a = r2(price(rng, y, 48, 60, 1) * fx);
    lab.push(a);
    workPerformed.push('Wiederkehrende Begutachtung § 57a (Pickerl)');
    p.down(14);
    row(p, cols, ['Wiederkehrende Begutachtung § 57a (Pickerl)', '1', num(a, 'de'), '']);
  }
  for (const j of jobs) {
    const h = r2(Math.round((j.hours[0] + rng.next() * (j.hours[1] - j.hours[0])) * 10) / 10);
    const a = r2(h * rate);
    lab.push(a);
    workPerformed.push(j.work);
    p.down(14);
    row(p, cols, [j.work, `${num(h, 'de')} h`, num(a, 'de'), '']);
    for (const [name, lo, hi, q] of j.parts) {
      const e = r2(price(rng, y, lo, hi) * fx);
      const amt = r2(e * (q ?? 1));
      pa.push(amt);
      partsUsed.push(name);
      p.down(13);
      row(p, cols, [`   ${name}`, String(q ?? 1), '', num(amt, 'de')], { size: 8.5 });
    }
  }
  const arb = sum(lab);
  const tei = sum(pa);
  hline(p, 60, 475, p.y + 6);
  p.down(20);
  row(p, cols, ['Summen', '', num(arb, 'de'), num(tei, 'de')], { bold: true });
  const net = r2(arb + tei);
  const v = 20;
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc: Col[] = [{ x: 330 }, { x: 535, align: 'right' }];
  p.down(24);
  row(p, tc, ['Summe netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, [`+ ${v} % USt.`, num(vat, 'de')]);
  p.down(15);
  row(p, tc, [`Gesamtbetrag ${cur}`, num(total, 'de')], { bold: true });
  p.down(34).text(60, rng.pick(['Zahlbar prompt netto Kassa.', 'Betrag bar erhalten – danke!', 'Zahlbar binnen 14 Tagen ohne Abzug.']), { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: arb,
    partsCost: tei,
    totalCost: total,
    workPerformed,
    partsUsed,
  });
}

/** A Swiss garage: CHF with the apostrophe, MWST by the year, the total rounded to five Rappen. */
export function schweizGarage(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1996, built + 10), 2026);
  const y = yearOf(date);
  const orte: [string, string, string][] = [
    ['Winterthur', '8400', 'ZH'],
    ['Aarau', '5000', 'AG'],
    ['Thun', '3600', 'BE'],
    ['Luzern', '6003', 'LU'],
    ['St. Gallen', '9000', 'SG'],
  ];
  const [ort, plz, kt] = rng.pick(orte);
  const shop = `Garage ${rng.pick(NACHNAMEN)} ${rng.pick(['AG', 'GmbH'])}`;
  const km = kmStand(rng, y, built);
  const jobs = rng.some(JOBS_DE, rng.int(2, 4));
  const rate = r2(price(rng, y, 95, 120, 1) * 1.2);
  const p = new PageBuilder();
  p.y = 58;
  p.text(60, shop, { size: 16, bold: true });
  p.down(14).text(60, `${streetDE(rng)} · CH-${plz} ${ort} · Tel. 0${rng.int(31, 71)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, {
    size: 8.5,
  });
  p.down(11).text(60, `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`, { size: 8.5 });
  p.down(44).text(330, `${rng.pick(['Herr', 'Frau'])} ${personDE(rng)}`, { size: 10 });
  p.down(12).text(330, `${plz} ${ort}`, { size: 10 });
  p.down(34).text(60, 'Rechnung', { size: 13, bold: true });
  p.down(16).text(60, `Rechnungs-Nr. ${digits(rng, 6)}    Datum ${fd(date, 'de')}    Kontrollschild ${kt} ${rng.int(1000, 499999)}`, { size: 9 });
  p.down(12).text(
    60,
    `Fahrzeug ${car.make} ${car.model}    1. Inverkehrsetzung ${String(rng.int(1, 12)).padStart(2, '0')}.${built}    Kilometerstand ${fmtInt(km, "'")}`,
    { size: 9 },
  );
  const cols: Col[] = [{ x: 60 }, { x: 380, align: 'right' }, { x: 455, align: 'right' }, { x: 535, align: 'right' }];
  p.down(24);
  row(p, cols, ['Arbeiten', 'Std.', 'Ansatz', 'CHF'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  const lab: number[] = [];
  for (const j of jobs) {
    const h = r2(Math.round((j.hours[0] + rng.next() * (j.hours[1] - j.hours[0])) * 4) / 4);
    const a = r2(h * rate);
    lab.push(a);
    p.down(14);
    row(p, cols, [j.work, num(h, 'plain'), num(rate, 'ch'), num(a, 'ch')]);
  }
  const arb = sum(lab);
  p.down(14);
  row(p, cols, ['Total Arbeit', '', '', num(arb, 'ch')], { bold: true });
  p.down(22);
  row(p, cols, ['Material', 'Menge', 'Preis', 'CHF'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  const pa: number[] = [];
  const partsUsed: string[] = [];
  for (const j of jobs)
    for (const [name, lo, hi, q] of j.parts) {
      const e = r2(price(rng, y, lo, hi) * 1.6);
      const a = r2(e * (q ?? 1));
      pa.push(a);
      partsUsed.push(name);
      p.down(14);
      row(p, cols, [name, String(q ?? 1), num(e, 'ch'), num(a, 'ch')]);
    }
  const mat = sum(pa);
  p.down(14);
  row(p, cols, ['Total Material', '', '', num(mat, 'ch')], { bold: true });
  const net = r2(arb + mat);
  const v = vatCH(y);
  const vat = r2((net * v) / 100);
  const exact = r2(net + vat);
  const total = r05(exact);
  const tc: Col[] = [{ x: 320 }, { x: 535, align: 'right' }];
  p.down(28);
  row(p, tc, ['Total exkl. MWST', num(net, 'ch')]);
  p.down(13);
  row(p, tc, [`MWST ${num(v, 'plain').replace(/\.?0+$/, '')} %`, num(vat, 'ch')]);
  if (total !== exact) {
    p.down(13);
    row(p, tc, ['Rundung', num(r2(total - exact), 'ch')]);
  }
  p.down(5).box(315, p.y, 220, 17, true);
  p.down(12);
  row(p, tc, ['Total CHF', num(total, 'ch')], { bold: true });
  p.down(36).text(60, `Zahlbar innert 30 Tagen. Einzahlungsschein liegt bei. Besten Dank für Ihren Auftrag.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: arb,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((j) => j.work),
    partsUsed,
  });
}
