/**
 * Rainer's German workshop bills, 1969–2026: the Mercedes agent's typed bill, the VW dealer's service carbon, the Bosch
 * service's electrics, the village master's bill, the dealer's first dot-matrix printout, the 190 SL's restoration,
 * the US-car man's word-processed bill for the Mustang (in miles), the old firm again in dealer software, the British
 * specialist for the TR4, and an invoice sent by e-mail.
 */
import { doc, fd, hline, num, r2, row, sum, vatDE, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { dashes, KAEFER, km, lines, MUSTANG, PLATES, price, RAINER, RAINER_LATE, SL, TR4, totals, vatOn } from './kit';

type Item = [string, number];

/** Mercedes agent, typewriter, Arbeitswerte at a rate, 1969–1975. */
export function wesselSchreibmaschine(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1969, 1975);
  const y = Number(date.slice(0, 4));
  const mileage = rng.int(61, 99) * 1000 + rng.int(0, 999);
  const awRate = r2(3.2 + (y - 1969) * 0.35);
  const jobs = rng
    .some(
      [
        'Kundendienst nach Scheckheft ausgeführt',
        'Vergaser (Solex 44 PHH) synchronisiert',
        'Zündung mit Stroboskop eingestellt',
        'Ventilspiel eingestellt, Ventildeckeldichtung erneuert',
        'Bremsen vorn und hinten nachgestellt',
        'Fahrzeug abgeschmiert',
        'Kupplung nachgestellt',
        'Verdeckgestänge geölt und eingestellt',
      ],
      rng.int(3, 5),
    )
    .map((j) => [j, rng.int(4, 22)] as [string, number]);
  const parts: Item[] = rng
    .some(
      [
        ['Ölfilter-Einsatz', 7.8],
        ['Zündkerzen Bosch W 225 T 35', 14.4],
        ['Unterbrecherkontakt', 9.6],
        ['Verteilerfinger', 4.35],
        ['Ventildeckeldichtung', 6.2],
        ['Luftfilter-Einsatz', 11.5],
        ['Bremsflüssigkeit ATE 0,5 l', 4.9],
      ] as Item[],
      rng.int(2, 4),
    )
    .concat([['Motoröl HD SAE 30, 5 Ltr.', r2(10.5 + rng.int(0, 6))]]);
  const labour = sum(jobs.map(([, aw]) => r2(aw * awRate)));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const rate = vatDE(y);
  const { vat, gross } = vatOn(net, rate);
  p.text(50, 'HEINRICH WESSEL KG', { size: 15, bold: true, serif: true });
  p.down(14).text(50, 'Mercedes-Benz Vertreter  ·  Kundendienst  ·  Ersatzteillager', { size: 9, serif: true });
  p.down(11).text(50, 'Bonn-Beuel, Königswinterer Straße 112  ·  Fernruf 4 63 21  ·  Postscheckkonto Köln 1178 44', { size: 8, serif: true });
  p.y = 150;
  lines(p, 60, ['Herrn', RAINER.name, RAINER.street.replace('straße', 'str.'), RAINER.town], { serif: true, size: 10 });
  p.text(545, `Bonn-Beuel, den ${fd(date, 'de')}`, { y: 150, align: 'right', serif: true, size: 10 });
  p.y = 230;
  p.text(60, `RECHNUNG Nr. ${String(y).slice(2)}/${rng.int(1100, 4800)}`, { serif: true, size: 11, bold: true });
  p.down(18);
  p.text(60, `Fahrzeug: 190 SL   Fahrg.-Nr. ${SL.vin}   Pol. Kennz. ${PLATES.sl}`, { serif: true, size: 9.5 });
  p.down(13).text(60, `km-Stand: ${km(mileage)}`, { serif: true, size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }, { x: 530, align: 'right' }];
  row(p, cols, ['Ausgeführte Arbeiten', 'AW', 'DM'], { serif: true, size: 9.5 });
  p.down(10).text(60, dashes(92), { serif: true, size: 8 });
  p.down(13);
  for (const [j, aw] of jobs) {
    row(p, cols, [j, String(aw), num(r2(aw * awRate), 'de')], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.text(60, `(1 AW = DM ${num(awRate, 'de')})`, { serif: true, size: 8.5 });
  p.text(420, 'Lohn', { serif: true, size: 9.5 });
  p.text(530, num(labour, 'de'), { serif: true, size: 9.5, align: 'right' });
  p.down(22);
  p.text(60, 'Ersatzteile und Material', { serif: true, size: 9.5 });
  p.down(10).text(60, dashes(92), { serif: true, size: 8 });
  p.down(13);
  for (const [n, v] of parts) {
    row(p, cols, [n, '', num(v, 'de')], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.text(420, 'Teile', { serif: true, size: 9.5 });
  p.text(530, num(partsSum, 'de'), { serif: true, size: 9.5, align: 'right' });
  p.down(24);
  totals(
    p,
    330,
    530,
    [
      ['Zwischensumme', num(net, 'de')],
      [`+ ${rate} % Mehrwertsteuer`, num(vat, 'de')],
      ['Rechnungsbetrag DM', num(gross, 'de'), true],
    ],
    { serif: true },
  );
  p.down(30);
  p.text(60, 'Zahlbar sofort nach Erhalt ohne Abzug. Wir danken für Ihren Auftrag.', { serif: true, size: 9 });
  if (rng.chance(0.6)) p.down(40).text(380, 'Betrag dankend erhalten', { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'HEINRICH WESSEL KG',
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map(([j]) => j),
    partsUsed: parts.map(([n]) => n),
  });
}

/** VW dealer's service carbon, boxes at the head, position numbers, 1972–1979. */
export function boehmKundendienst(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1979);
  const y = Number(date.slice(0, 4));
  const mileage = rng.int(8, 88) * 1000 + rng.int(0, 999);
  const jobs: [string, string, number][] = rng
    .some(
      [
        ['0110', 'Wartungsdienst durchgeführt'],
        ['0120', 'Ölwechsel mit Ölsieb reinigen'],
        ['1510', 'Ventile eingestellt'],
        ['2810', 'Zündung eingestellt'],
        ['4610', 'Bremsen eingestellt'],
        ['5830', 'Verdeck eingestellt, Verdeckschloss gefettet'],
        ['9410', 'Scheinwerfer eingestellt'],
      ],
      rng.int(3, 5),
    )
    .map(([c, j]) => [c, j, price(rng, 6, 28)]);
  const parts: [string, string, number][] = rng.some(
    [
      ['113 115 561', 'Ölsieb-Dichtungssatz', 2.4],
      ['N 17 000 1', 'Zündkerze (4 St.)', 9.2],
      ['111 998 061', 'Unterbrecher', 6.85],
      ['113 129 620', 'Luftfilteröl', 3.1],
      ['151 871 491', 'Verdeckspanner', 18.6],
      ['', 'Motoröl SAE 20W-20, 2,5 l', 8.75],
    ],
    rng.int(2, 4),
  );
  const labour = sum(jobs.map((j) => j[2]));
  const partsSum = sum(parts.map((q) => q[2]));
  const rate = vatDE(y);
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, rate);
  p.text(50, 'Karl Böhm', { size: 16, bold: true });
  p.text(200, 'VW  Volkswagen-Händler', { size: 10, bold: true, y: 60 });
  p.down(13).text(50, '5200 Siegburg · Frankfurter Straße 81 · Telefon (02241) 6 30 07', { size: 8.5 });
  p.down(24).text(50, 'KUNDENDIENST-RECHNUNG', { size: 12, bold: true });
  p.text(545, 'Durchschrift für den Kunden', { align: 'right', size: 8 });
  p.down(12);
  const top = p.y;
  const heads = ['Amtl. Kennzeichen', 'Fahrgestell-Nr.', 'km-Stand', 'Datum'];
  const vals = [PLATES.kaefer, KAEFER.vin, km(mileage), fd(date, 'de2')];
  heads.forEach((h, i) => {
    p.box(50 + i * 124, top, 124, 32);
    p.text(54 + i * 124, h, { y: top + 10, size: 7 });
    p.text(54 + i * 124, vals[i], { y: top + 25, size: 10 });
  });
  p.y = top + 50;
  lines(p, 50, ['Herrn', RAINER.name, RAINER.street, RAINER.town], { size: 9.5 });
  p.down(10);
  const cols: Col[] = [{ x: 55 }, { x: 140 }, { x: 540, align: 'right' }];
  p.box(50, p.y - 10, 495, 14, true);
  row(p, cols, ['Pos.', 'Lohn', 'DM'], { bold: true });
  p.down(16);
  for (const [c, j, v] of jobs) {
    row(p, cols, [c, j, num(v, 'de')]);
    p.down(13);
  }
  p.down(4);
  p.box(50, p.y - 10, 495, 14, true);
  row(p, cols, ['Teile-Nr.', 'Teile', 'DM'], { bold: true });
  p.down(16);
  for (const [n, t, v] of parts) {
    row(p, cols, [n, t, num(v, 'de')]);
    p.down(13);
  }
  p.down(10);
  hline(p, 300, 245, p.y - 10);
  totals(p, 310, 540, [
    ['Summe Lohn', num(labour, 'de')],
    ['Summe Teile', num(partsSum, 'de')],
    [`MwSt. ${rate} %`, num(vat, 'de')],
    ['Endbetrag DM', num(gross, 'de'), true],
  ]);
  p.down(16).text(50, 'Bei Abholung bar bezahlt.', { size: 9 });
  p.down(13).text(50, 'Ihr VW-Kundendienst — damit er läuft und läuft und läuft.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Karl Böhm',
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j[1]),
    partsUsed: parts.map((q) => q[1]),
  });
}

/** Bosch-Dienst: electrics overhauled, a short carbon with hours, 1976–1982. */
export function boschDienst(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 1982);
  const y = Number(date.slice(0, 4));
  const rate = r2(24 + (y - 1976) * 2.5);
  const jobs = rng.some(
    [
      ['Lichtmaschine aus- und eingebaut, überholt', [1.5, 2, 2.5]],
      ['Anlasser instand gesetzt (Bürsten, Ritzel)', [1, 1.5, 2]],
      ['Reglerschalter geprüft und eingestellt', [0.5, 1]],
      ['Scheinwerfer auf asymmetrisches Licht umgerüstet', [1.5, 2]],
      ['Kabelbaum Armaturenbrett geprüft, Masseband erneuert', [1, 2, 3]],
    ] as [string, number[]][],
    rng.int(2, 3),
  );
  const work: [string, number, number][] = jobs.map(([j, s]) => {
    const h = rng.pick(s);
    return [j, h, r2(h * rate)];
  });
  const parts: Item[] = rng.some(
    [
      ['Kohlebürsten-Satz', 12.8],
      ['Reglerschalter Bosch 0 190 350 068', 48.5],
      ['Anlasserritzel', 36.9],
      ['Masseband', 7.4],
      ['Scheinwerfereinsatz H4 (2 St.)', 118.0],
      ['Kugellager Lichtmaschine', 14.2],
    ] as Item[],
    rng.int(2, 3),
  );
  const labour = sum(work.map((w) => w[2]));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const v = vatDE(y);
  const { vat, gross } = vatOn(net, v);
  const mileage = rng.int(101, 139) * 1000 + rng.int(0, 999);
  p.text(50, 'BOSCH-DIENST', { size: 14, bold: true });
  p.text(545, 'Franz Odendahl', { size: 12, bold: true, align: 'right', y: 60 });
  p.down(13).text(545, 'Autoelektrik · Vergaser · Einspritzung', { size: 8.5, align: 'right' });
  p.down(11).text(545, '5330 Königswinter 1 · Hauptstraße 310 · Ruf 2 14 66', { size: 8.5, align: 'right' });
  p.y = 130;
  lines(p, 50, [RAINER.name, RAINER.street, RAINER.town], { size: 9.5 });
  p.y = 130;
  lines(p, 360, [`Rechnung Nr. ${rng.int(300, 990)}`, `Datum: ${fd(date, 'de')}`, `Kennz.: ${PLATES.sl}`, `km: ${km(mileage)}`], { size: 9.5 });
  p.y = 200;
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 450, align: 'right' }, { x: 540, align: 'right' }];
  row(p, cols, ['Arbeiten', 'Std.', 'à DM', 'DM'], { bold: true });
  p.down(14);
  for (const [j, h, a] of work) {
    row(p, cols, [j, num(h, 'de'), num(rate, 'de'), num(a, 'de')]);
    p.down(13);
  }
  p.down(6);
  row(p, cols, ['Material', '', '', ''], { bold: true });
  p.down(14);
  for (const [n, a] of parts) {
    row(p, cols, [n, '', '', num(a, 'de')]);
    p.down(13);
  }
  p.down(8);
  hline(p, 50, 495, p.y - 9);
  p.down(4);
  totals(p, 330, 540, [
    ['Arbeitslohn', num(labour, 'de')],
    ['Material', num(partsSum, 'de')],
    ['netto', num(net, 'de')],
    [`${v} % MwSt.`, num(vat, 'de')],
    ['Gesamt DM', num(gross, 'de'), true],
  ]);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Franz Odendahl',
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: work.map((w) => w[0]),
    partsUsed: parts.map(([n]) => n),
  });
}

/** Village master's bill, one labour line and materials, MwSt included in the end sum, 1980–1991. */
export function lanzerathDorf(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 1991);
  const y = Number(date.slice(0, 4));
  const vRate = vatDE(y);
  const hours = rng.pick([2, 2.5, 3, 3.5, 4, 5]);
  const hourly = r2(32 + (y - 1980) * 2);
  const labour = r2(hours * hourly);
  const jobs = rng.some(
    [
      'Auspuff komplett erneuert',
      'Heizungsklappen gängig gemacht',
      'Bremsschläuche vorn erneuert, Bremse entlüftet',
      'Stoßdämpfer hinten gewechselt',
      'Vorderachse abgeschmiert',
      'Ölwechsel',
    ],
    rng.int(2, 3),
  );
  const parts: Item[] = rng.some(
    [
      ['Auspuff-Endtopf', 86.0],
      ['Schellen und Gummiringe', 9.5],
      ['Bremsschläuche (2)', 31.2],
      ['Bremsflüssigkeit', 8.9],
      ['Stoßdämpfer Boge (2)', 142.0],
      ['Motoröl 15W-40, 3 l', 19.5],
    ] as Item[],
    rng.int(2, 4),
  );
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, vRate);
  const mileage = rng.int(14, 92) * 1000 + rng.int(0, 999);
  p.text(297, 'Josef Lanzerath', { size: 14, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'Kfz.-Meisterbetrieb  ·  Reparaturen aller Fabrikate  ·  Abschleppdienst', { size: 8.5, serif: true, align: 'center' });
  p.down(11).text(297, '5340 Bad Honnef 6 - Aegidienberg, Am Hohen Rain 3, Tel. 0 22 24 / 8 12 09', { size: 8.5, serif: true, align: 'center' });
  p.y = 140;
  lines(p, 60, ['Herrn Oberhäuser', 'Drachenfelsstr. 27', 'Königswinter'], { serif: true });
  p.y = 200;
  p.text(60, 'Rechnung', { serif: true, size: 12, bold: true });
  p.text(540, `Aegidienberg, ${fd(date, 'de2')}`, { serif: true, size: 10, align: 'right' });
  p.down(20).text(60, `Für Reparatur an Ihrem VW Cabrio ${PLATES.kaefer}, km ${km(mileage)}:`, { serif: true });
  p.down(20);
  for (const j of jobs) {
    p.text(70, `- ${j}`, { serif: true });
    p.down(13);
  }
  p.down(6);
  p.text(70, `Arbeitslohn ${num(hours, 'de')} Std.`, { serif: true });
  p.text(520, num(labour, 'de'), { serif: true, align: 'right' });
  p.down(18);
  for (const [n, a] of parts) {
    p.text(70, n, { serif: true });
    p.text(520, num(a, 'de'), { serif: true, align: 'right' });
    p.down(13);
  }
  p.down(4);
  p.text(420, dashes(18), { serif: true });
  p.down(12);
  totals(
    p,
    340,
    520,
    [
      ['', num(net, 'de')],
      [`+ ${vRate} % MwSt.`, num(vat, 'de')],
      ['zusammen DM', num(gross, 'de'), true],
    ],
    { serif: true },
  );
  p.down(24).text(60, 'Betrag erhalten', { serif: true, size: 9 });
  p.down(12).text(60, 'J. Lanzerath', { serif: true, size: 10, bold: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Josef Lanzerath',
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labour,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map(([n]) => n),
  });
}

/** The dealer's first EDV printout in capitals, 1989–1997. */
export function rheinblickEdv(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1989, 1997);
  const y = Number(date.slice(0, 4));
  const aw = r2(9.8 + (y - 1989) * 0.7);
  const jobs: [string, string, number][] = rng
    .some(
      [
        ['01 10 000', 'WARTUNG NACH HERSTELLERVORSCHRIFT'],
        ['07 20 110', 'KUEHLSYSTEM SPUELEN, KUEHLMITTEL ERNEUERT'],
        ['42 10 100', 'BREMSBELAEGE VORN ERSETZT'],
        ['15 03 000', 'ZUENDUNG + LEERLAUF EINGESTELLT'],
        ['30 20 000', 'VERGASER GEREINIGT UND SYNCHRONISIERT'],
        ['88 00 210', 'UNTERBODEN MIT HOHLRAUMWACHS BEHANDELT'],
      ],
      rng.int(2, 4),
    )
    .map(([c, t]) => [c, t, rng.int(6, 40)]);
  const parts: [string, string, number, number][] = rng
    .some(
      [
        ['A0001802609', 'OELFILTER'],
        ['A0004206220', 'BREMSBELAGSATZ'],
        ['A0001597003', 'ZUENDKERZE'],
        ['A1210940004', 'LUFTFILTEREINSATZ'],
        ['A0009892103', 'KUEHLERSCHUTZMITTEL 1L'],
        ['A0009896801', 'MOTOROEL 15W40 1L'],
      ],
      rng.int(2, 4),
    )
    .map(([n, t]) => [n, t, rng.int(1, 5), price(rng, 4, 60)]);
  const labour = sum(jobs.map((j) => r2(j[2] * aw)));
  const partsSum = sum(parts.map((q) => r2(q[2] * q[3])));
  const net = r2(labour + partsSum);
  const v = vatDE(y);
  const { vat, gross } = vatOn(net, v);
  const mileage = rng.int(140, 190) * 1000 + rng.int(0, 999);
  const s = 8.5;
  p.text(50, 'AUTOHAUS RHEINBLICK GMBH', { size: 11, bold: true });
  p.down(11).text(50, 'MERCEDES-BENZ VERTRAGSWERKSTATT - BONNER STR. 220 - 5300 BONN 3', { size: s });
  p.down(11).text(50, 'TEL. 0228/46 90 00  FAX 0228/46 90 19', { size: s });
  p.y = 120;
  lines(p, 50, ['HERRN', 'RAINER OBERHAEUSER', 'DRACHENFELSSTR. 27', y < 1993 ? '5330 KOENIGSWINTER 1' : '53639 KOENIGSWINTER'], { size: s, step: 11 });
  p.y = 120;
  lines(
    p,
    340,
    [
      `RECHNUNG NR.  ${rng.int(100000, 399999)}`,
      `RECH.-DATUM   ${fd(date, 'de')}`,
      `KD.-NR.       ${rng.int(10000, 69999)}`,
      `KENNZEICHEN   ${PLATES.sl}`,
      `TYP           190 SL (121.042)`,
      `FAHRG.-NR.    ${SL.vin.replace(/-/g, '')}`,
      `KM-STAND      ${mileage}`,
    ],
    { size: s, step: 11 },
  );
  p.y = 220;
  p.text(50, dashes(100), { size: s });
  p.down(11);
  const cols: Col[] = [{ x: 50 }, { x: 130 }, { x: 380, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['POS/NR', 'BEZEICHNUNG', 'MENGE', 'E-PREIS', 'BETRAG'], { size: s });
  p.down(8).text(50, dashes(100), { size: s });
  p.down(12);
  for (const [c, t, n] of jobs) {
    row(p, cols, [c, t, `${n} AW`, num(aw, 'de'), num(r2(n * aw), 'de')], { size: s });
    p.down(11);
  }
  p.down(4);
  for (const [n, t, q, e] of parts) {
    row(p, cols, [n, t, String(q), num(e, 'de'), num(r2(q * e), 'de')], { size: s });
    p.down(11);
  }
  p.text(50, dashes(100), { size: s });
  p.down(13);
  totals(
    p,
    300,
    545,
    [
      ['SUMME LOHN', num(labour, 'de')],
      ['SUMME TEILE', num(partsSum, 'de')],
      ['NETTOBETRAG', num(net, 'de')],
      [`MWST ${num(v, 'de')} %`, num(vat, 'de')],
      ['ENDBETRAG DM', num(gross, 'de'), true],
    ],
    { size: s, step: 12 },
  );
  p.down(10).text(50, 'ZAHLBAR SOFORT NETTO KASSE. DIE WARE BLEIBT BIS ZUR VOLLSTAENDIGEN BEZAHLUNG UNSER EIGENTUM.', { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'AUTOHAUS RHEINBLICK GMBH',
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j[1]),
    partsUsed: parts.map((q) => q[1]),
  });
}

/** The 190 SL's restoration: sections of hours, a long parts list, euros, 2002–2006. */
export function klassikwerkRestaurierung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2006);
  const y = Number(date.slice(0, 4));
  const rate = rng.pick([58, 62, 65]);
  const sections: [string, [string, number][]][] = [
    [
      'Karosserie',
      rng.some(
        [
          ['Fahrzeug zerlegt, Teile katalogisiert und eingelagert', rng.int(30, 60)],
          ['Schweller links und rechts erneuert', rng.int(40, 80)],
          ['Bodenbleche vorn instandgesetzt', rng.int(20, 50)],
          ['Türen eingepasst, Spaltmaße eingestellt', rng.int(15, 35)],
        ] as [string, number][],
        3,
      ),
    ],
    [
      'Lackierung',
      [
        ['Karosserie entlackt und grundiert', rng.int(30, 60)],
        ['Lackierung in DB 050 Weiß, außen und innen', rng.int(50, 90)],
      ],
    ],
    [
      'Motor und Fahrwerk',
      rng.some(
        [
          ['Motor M 121 überholt, Kopf geplant', rng.int(30, 55)],
          ['Vergaseranlage überholt und abgestimmt', rng.int(8, 16)],
          ['Vorderachse revidiert, neu gelagert', rng.int(12, 24)],
          ['Bremsanlage komplett erneuert', rng.int(10, 18)],
        ] as [string, number][],
        3,
      ),
    ],
  ];
  const parts: Item[] = rng
    .some(
      [
        ['Schweller-Reparaturbleche links/rechts', 486.0],
        ['Bodenblech vorn links', 212.5],
        ['Kolbensatz Übermaß 1', 1180.0],
        ['Dichtungssatz Motor komplett', 268.4],
        ['Radbremszylinder (4 St.)', 344.0],
        ['Gummiteile-Satz Karosserie', 612.0],
        ['Lackmaterial DB 050', 1450.0],
        ['Verdeckstoff Sonnenland schwarz', 890.0],
      ] as Item[],
      rng.int(5, 7),
    )
    .map(([n, v]) => [n, r2(v * (0.95 + rng.next() * 0.2))] as Item);
  const labourLines = sections.flatMap(([, ls]) => ls.map(([j, h]) => [j, h, r2(h * rate)] as [string, number, number]));
  const labour = sum(labourLines.map((l) => l[2]));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const v = vatDE(y);
  const { vat, gross } = vatOn(net, v);
  p.text(50, 'Klassikwerk Rheinland GmbH', { size: 16, bold: true });
  p.down(13).text(50, 'Restaurierung · Karosseriebau · Sattlerei für klassische Automobile', { size: 8.5 });
  p.down(11).text(50, 'Industriestraße 14 · 53721 Siegburg · Tel. 02241 / 97 35-0 · www.klassikwerk-rheinland.de', { size: 8 });
  p.y = 120;
  lines(p, 50, ['Herrn', RAINER.name, RAINER.street, RAINER.town5], { size: 9.5 });
  p.y = 120;
  lines(p, 360, [`Rechnung Nr. KW-${y}-${rng.int(100, 480)}`, `Datum: ${fd(date, 'de')}`, `Auftrag: Restaurierung 190 SL`, `Fahrg.-Nr. ${SL.vin}`], {
    size: 9,
  });
  p.y = 190;
  p.text(50, 'Schlussrechnung Restaurierung Mercedes-Benz 190 SL', { size: 11, bold: true });
  p.down(14).text(50, `Abschlagszahlungen sind gesondert quittiert. Stundenverrechnungssatz ${num(rate, 'de')} € netto.`, { size: 8.5 });
  p.down(16);
  const cols: Col[] = [{ x: 60 }, { x: 430, align: 'right' }, { x: 540, align: 'right' }];
  for (const [title, ls] of sections) {
    p.text(50, title, { bold: true, size: 9.5 });
    p.down(12);
    for (const [j, h] of ls) {
      row(p, cols, [j, `${h} Std.`, num(r2(h * rate), 'de')]);
      p.down(12);
    }
    p.down(3);
  }
  row(p, cols, ['', 'Summe Arbeitslohn', num(labour, 'de')], { bold: true });
  p.down(16);
  p.text(50, 'Ersatzteile und Material', { bold: true, size: 9.5 });
  p.down(12);
  for (const [n, a] of parts) {
    row(p, cols, [n, '', num(a, 'de')]);
    p.down(12);
  }
  row(p, cols, ['', 'Summe Material', num(partsSum, 'de')], { bold: true });
  p.down(18);
  hline(p, 300, 245, p.y - 10);
  totals(p, 310, 540, [
    ['Nettobetrag', `${num(net, 'de')} €`],
    [`zzgl. ${v} % MwSt.`, `${num(vat, 'de')} €`],
    ['Gesamtbetrag', `${num(gross, 'de')} €`, true],
  ]);
  p.down(10).text(50, 'Der Wagen wurde nach Probefahrt von 80 km übergeben. Fotodokumentation auf CD anbei.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Klassikwerk Rheinland GmbH',
    serviceDate: date,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: labourLines.map((l) => l[0]),
    partsUsed: parts.map(([n]) => n),
  });
}

/** The US-car man's word-processed bill for the Mustang, odometer in miles, 2007–2011. */
export function usCarSchwarz(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2007, 2011);
  const miles = rng.int(71, 84) * 1000 + rng.int(0, 999);
  const rate = rng.pick([55, 59.5, 64]);
  const work: [string, number][] = rng.some(
    [
      ['Vergaser Autolite 2100 überholt und eingestellt', rng.pick([2, 2.5, 3])],
      ['Zündverteiler auf kontaktlose Zündung umgerüstet', rng.pick([1, 1.5])],
      ['Kühler ausgebaut, gespült und wieder eingebaut', rng.pick([1.5, 2])],
      ['Hinterachsöl gewechselt', 0.5],
      ['Traggelenke vorn erneuert', rng.pick([2, 3])],
      ['Ölwechsel inkl. Filter', 0.5],
    ] as [string, number][],
    rng.int(2, 4),
  );
  const parts: Item[] = rng.some(
    [
      ['Vergaser-Reparatursatz Autolite 2100', 48.9],
      ['Pertronix Ignitor Zündmodul', 129.0],
      ['Motorcraft Ölfilter FL-1A', 11.5],
      ['Motoröl 20W-50, 5 qt', 34.75],
      ['Traggelenk unten (2 St.)', 79.8],
      ['Kühlerschlauch-Satz', 42.6],
    ] as Item[],
    rng.int(2, 4),
  );
  const labour = sum(work.map(([, h]) => r2(h * rate)));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const v = vatDE(Number(date.slice(0, 4)));
  const { vat, gross } = vatOn(net, v);
  p.text(50, 'US-Car-Service Schwarz', { size: 18, bold: true, serif: true });
  p.down(14).text(50, 'Inh. Dirk Schwarz · Amerikanische Fahrzeuge aller Baujahre · Teileimport', { size: 8.5, serif: true });
  p.down(11).text(50, 'Camp-Spich-Straße 40 · 53842 Troisdorf · Fon 02241 / 40 21 88 · Mobil 0171 / 3 30 92 17', { size: 8.5, serif: true });
  p.y = 125;
  lines(p, 50, [RAINER.name, RAINER.street, RAINER.town5], { serif: true });
  p.y = 190;
  p.text(50, `Rechnung ${rng.int(2007, 2011)}-${rng.int(40, 499)}`, { size: 12, bold: true, serif: true });
  p.text(545, `Troisdorf, ${fd(date, 'delong')}`, { align: 'right', serif: true });
  p.down(18).text(50, `Fahrzeug: Ford Mustang 289, Bj. 1966, VIN ${MUSTANG.vin}, Kennz. ${PLATES.mustangDe}`, { serif: true, size: 9.5 });
  p.down(13).text(50, `Tachostand: ${num(miles, 'de').slice(0, -3)} Meilen`, { serif: true, size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Leistung', 'Zeit', 'Betrag €'], { bold: true, serif: true });
  p.down(14);
  for (const [j, h] of work) {
    row(p, cols, [j, `${num(h, 'de')} h`, num(r2(h * rate), 'de')], { serif: true });
    p.down(13);
  }
  p.down(6);
  row(p, cols, ['Teile', 'Stk.', ''], { bold: true, serif: true });
  p.down(14);
  for (const [n, a] of parts) {
    row(p, cols, [n, '1', num(a, 'de')], { serif: true });
    p.down(13);
  }
  p.down(10);
  totals(
    p,
    330,
    545,
    [
      ['Arbeitslohn', num(labour, 'de')],
      ['Teile', num(partsSum, 'de')],
      ['Summe netto', num(net, 'de')],
      [`MwSt. ${v} %`, num(vat, 'de')],
      ['Rechnungsbetrag €', num(gross, 'de'), true],
    ],
    { serif: true },
  );
  p.down(14).text(50, 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen auf das unten genannte Konto.', { serif: true, size: 9 });
  p.down(12).text(50, 'Kreissparkasse Köln · Kto. 1 024 339 781 · BLZ 370 502 99', { serif: true, size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'US-Car-Service Schwarz',
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: work.map(([j]) => j),
    partsUsed: parts.map(([n]) => n),
  });
}

/** The old agent again, now in dealer software: positions, discount column, 2013–2019. */
export function wesselDms(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2013, 2019);
  const mileage = rng.int(201, 236) * 1000 + rng.int(0, 999);
  const aw = rng.pick([11.9, 12.6, 13.4]);
  const jobs: [string, string, number][] = rng
    .some(
      [
        ['00-1010', 'Wartung Oldtimer inkl. Abschmierdienst'],
        ['42-0100', 'Bremsflüssigkeit erneuert'],
        ['07-1100', 'Kühlmittel geprüft, Frostschutz ergänzt'],
        ['15-0300', 'Zündung und Leerlauf eingestellt'],
        ['82-0500', 'Beleuchtung geprüft, Lampe Blinker hinten links ersetzt'],
      ],
      rng.int(2, 4),
    )
    .map(([c, t]) => [c, t, rng.int(8, 30)]);
  const parts: [string, string, number, number][] = rng
    .some(
      [
        ['A 000 180 26 09', 'Ölfilter'],
        ['A 000 989 08 07', 'Bremsflüssigkeit DOT 4, 1 l'],
        ['A 000 989 69 01', 'Motoröl 20W-50 Classic, 1 l'],
        ['N 072 601 012 510', 'Glühlampe 12V 21W'],
        ['A 121 094 00 04', 'Luftfiltereinsatz'],
      ],
      rng.int(2, 4),
    )
    .map(([n, t]) => [n, t, rng.int(1, 6), price(rng, 3, 45)]);
  const disc = rng.pick([0, 0, 10]);
  const labour = sum(jobs.map((j) => r2(j[2] * aw)));
  const partLine = (q: number, e: number) => r2(q * e * (1 - disc / 100));
  const partsSum = sum(parts.map((q) => partLine(q[2], q[3])));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 19);
  const s = 8;
  p.text(50, 'Autohaus Wessel GmbH & Co. KG', { size: 13, bold: true });
  p.text(545, 'Mercedes-Benz', { size: 11, bold: true, align: 'right', y: 60 });
  p.down(12).text(50, 'Autorisierter Mercedes-Benz Service und Vermittlung · Königswinterer Straße 112 · 53227 Bonn', { size: 7.5 });
  p.y = 115;
  lines(p, 50, ['Autohaus Wessel · Königswinterer Str. 112 · 53227 Bonn'], { size: 6.5 });
  lines(p, 50, ['Herrn', RAINER_LATE.name, RAINER_LATE.street, RAINER_LATE.town], { size: 9.5 });
  p.y = 115;
  const meta: [string, string][] = [
    ['Rechnung Nr.', String(rng.int(3100000, 3199999))],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungsdatum', fd(date, 'de')],
    ['Kunden-Nr.', String(rng.int(100000, 199999))],
    ['Serviceberater', rng.pick(['Hr. Klein', 'Fr. Stommel', 'Hr. Yilmaz'])],
    ['Amtl. Kennzeichen', PLATES.slH],
    ['FIN', SL.vin.replace(/-/g, '')],
    ['Laufleistung', `${km(mileage)} km`],
  ];
  for (const [k, v] of meta) {
    p.text(360, k, { size: s });
    p.text(460, v, { size: s });
    p.down(11);
  }
  p.y = 230;
  p.text(50, 'Rechnung', { size: 12, bold: true });
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 130 }, { x: 370, align: 'right' }, { x: 430, align: 'right' }, { x: 475, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 9, 499, 13, true);
  row(p, cols, ['Arb.-Pos./Teile-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Rabatt %', 'Betrag EUR'], { size: s, bold: true });
  p.down(15);
  p.text(50, 'Arbeiten', { size: s, bold: true });
  p.down(11);
  for (const [c, t, n] of jobs) {
    row(p, cols, [c, t, `${n} AW`, num(aw, 'de'), '', num(r2(n * aw), 'de')], { size: s });
    p.down(11);
  }
  p.down(4).text(50, 'Teile', { size: s, bold: true });
  p.down(11);
  for (const [n, t, q, e] of parts) {
    row(p, cols, [n, t, `${q} St`, num(e, 'de'), disc ? String(disc) : '', num(partLine(q, e), 'de')], { size: s });
    p.down(11);
  }
  p.down(8);
  hline(p, 300, 247, p.y - 9);
  totals(
    p,
    310,
    545,
    [
      ['Summe Arbeiten', num(labour, 'de')],
      ['Summe Teile', num(partsSum, 'de')],
      ['Nettobetrag', num(net, 'de')],
      ['MwSt. 19 %', num(vat, 'de')],
      ['Rechnungsbetrag EUR', num(gross, 'de'), true],
    ],
    { size: 9 },
  );
  p.down(6).text(50, 'Der Rechnungsbetrag wurde per EC-Karte beglichen. Vielen Dank für Ihren Besuch.', { size: 8 });
  p.y = 790;
  p.text(50, 'Sitz Bonn · AG Bonn HRA 4417 · USt-IdNr. DE122 904 331 · Sparkasse KölnBonn IBAN DE21 3705 0198 0002 1177 40', { size: 6.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Autohaus Wessel GmbH & Co. KG',
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j[1]),
    partsUsed: parts.map((q) => q[1]),
  });
}

/** British specialist in the Siebengebirge, the TR4 in miles, 2011–2018. */
export function britishClassics(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2011, 2018);
  const miles = rng.int(88, 97) * 1000 + rng.int(0, 999);
  const rate = rng.pick([68, 72, 75]);
  const work: [string, number][] = rng.some(
    [
      ['Overdrive (Laycock A-Type) Magnetschalter instandgesetzt', rng.pick([2, 3])],
      ['SU-Vergaser HS6 synchronisiert', 1],
      ['Wasserpumpe erneuert', rng.pick([2, 2.5])],
      ['Hardtop-Dichtungen erneuert', 1.5],
      ['Lenkung geprüft, Spurstangenköpfe erneuert', rng.pick([1.5, 2])],
      ['Inspektion mit Ölwechsel Motor und Getriebe', 2],
    ] as [string, number][],
    rng.int(2, 3),
  );
  const parts: Item[] = rng.some(
    [
      ['Overdrive-Magnetschalter', 138.0],
      ['Wasserpumpe TR4 (Austausch)', 96.5],
      ['Spurstangenkopf (2)', 58.0],
      ['Hardtop-Dichtungssatz', 112.4],
      ['Motoröl 20W-50, 6 l', 54.0],
      ['Ölfilter', 12.9],
    ] as Item[],
    rng.int(2, 4),
  );
  const labour = sum(work.map(([, h]) => r2(h * rate)));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 19);
  p.text(297, 'British Classics Siebengebirge', { size: 15, bold: true, align: 'center' });
  p.down(13).text(297, 'Inh. Markus Fuhrmann · Triumph · MG · Austin-Healey', { size: 8.5, align: 'center' });
  p.down(11).text(297, 'Dollendorfer Straße 9 · 53639 Königswinter-Oberpleis · 02244 / 91 88 30', { size: 8.5, align: 'center' });
  p.y = 125;
  lines(p, 50, [RAINER_LATE.name, RAINER_LATE.street, RAINER_LATE.town]);
  p.y = 185;
  p.text(50, 'RECHNUNG', { size: 12, bold: true });
  p.down(14);
  p.text(50, `Nr. BCS-${rng.int(1000, 1999)}`, { size: 9.5 });
  p.text(200, `Datum ${fd(date, 'de')}`, { size: 9.5 });
  p.text(350, `Triumph TR4 · ${PLATES.tr4De}`, { size: 9.5 });
  p.down(13).text(50, `Comm.-Nr. ${TR4.vin} · Stand ${num(miles, 'de').slice(0, -3)} mls`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  for (const [j, h] of work) {
    row(p, cols, [j, `${num(h, 'de')} Std. à ${num(rate, 'de')}`, num(r2(h * rate), 'de')]);
    p.down(13);
  }
  row(p, cols, ['', 'Lohn netto', num(labour, 'de')], { bold: true });
  p.down(18);
  for (const [n, a] of parts) {
    row(p, cols, [n, '', num(a, 'de')]);
    p.down(13);
  }
  row(p, cols, ['', 'Teile netto', num(partsSum, 'de')], { bold: true });
  p.down(20);
  totals(p, 330, 545, [
    ['Netto', num(net, 'de')],
    ['19 % USt.', num(vat, 'de')],
    ['Brutto EUR', num(gross, 'de'), true],
  ]);
  p.down(10).text(50, 'Cheers & allzeit gute Fahrt! Zahlung bar erhalten.', { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'British Classics Siebengebirge',
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: work.map(([j]) => j),
    partsUsed: parts.map(([n]) => n),
  });
}

/** An invoice sent by e-mail and printed with the mail's head: Leistungsdatum before the invoice, 2021–2026. */
export function heisterbachEmail(rng: Random): Generated {
  const p = new PageBuilder();
  const work = rng.date(2021, 2025);
  const inv = addDaysLocal(work, rng.int(2, 9));
  const sent = addDaysLocal(inv, rng.int(0, 2));
  const mileage = rng.int(96, 99) * 1000 + rng.int(0, 999);
  const rate = rng.pick([89, 94, 98]);
  const jobs: [string, number][] = rng.some(
    [
      ['Einwinterung: Batterie ausgebaut und geladen, Reifendruck 3,5 bar', rng.pick([1, 1.5])],
      ['Vergaser Autolite 2100 gereinigt, Schwimmerstand eingestellt', rng.pick([1.5, 2])],
      ['Kraftstoffpumpe mechanisch erneuert', 1.5],
      ['Bremse hinten nachgestellt, Handbremsseil erneuert', rng.pick([1.5, 2.5])],
      ['HU-Vorbereitung und Vorführung beim Prüfdienst', 1.5],
    ] as [string, number][],
    rng.int(2, 4),
  );
  const parts: Item[] = rng.some(
    [
      ['Kraftstoffpumpe Carter M6000', 89.9],
      ['Handbremsseil hinten', 46.5],
      ['Vergaserdichtsatz', 24.8],
      ['Erhaltungsladegerät CTEK MXS 5.0', 79.0],
      ['Bremsbacken hinten (Satz)', 58.4],
    ] as Item[],
    rng.int(2, 3),
  );
  const labour = sum(jobs.map(([, h]) => r2(h * rate)));
  const partsSum = sum(parts.map(([, v]) => v));
  const net = r2(labour + partsSum);
  const { vat, gross } = vatOn(net, 19);
  const num8 = rng.int(100, 999);
  const y = work.slice(0, 4);
  const s = 8.5;
  lines(
    p,
    50,
    [
      'Von:      Oldtimerwerkstatt Heisterbach <rechnung@heisterbach-oldtimer.de>',
      `Gesendet: ${fd(sent, 'de')} 17:${String(rng.int(10, 59))}`,
      'An:       r.oberhaeuser@t-online.de',
      `Betreff:  Ihre Rechnung RE-${y}-${num8} – Ford Mustang`,
      `Anlage:   RE-${y}-${num8}.pdf`,
    ],
    { size: s, step: 11 },
  );
  p.down(4);
  lines(
    p,
    50,
    [
      'Sehr geehrter Herr Oberhäuser,',
      'anbei erhalten Sie Ihre Rechnung. Der Wagen steht ab sofort zur Abholung bereit.',
      'Mit freundlichen Grüßen, Ihr Team der Oldtimerwerkstatt Heisterbach',
    ],
    { size: s, step: 11 },
  );
  hline(p, 50, 495, p.y);
  p.down(24);
  p.text(50, 'Oldtimerwerkstatt Heisterbach GmbH', { size: 13, bold: true });
  p.down(12).text(50, 'Heisterbacher Straße 150 · 53639 Königswinter · 02223 / 70 44 10 · GF: S. Kessler', { size: 7.5 });
  p.down(20);
  lines(p, 50, [RAINER_LATE.name, RAINER_LATE.street, RAINER_LATE.town], { size: 9 });
  const top = p.y - 36;
  lines(p, 360, [`Rechnung RE-${y}-${num8}`, `Rechnungsdatum: ${fd(inv, 'de')}`, `Leistungsdatum: ${fd(work, 'de')}`, `Kennzeichen: ${PLATES.mustangDe}H`], {
    size: 8.5,
    step: 11,
  });
  void top;
  p.text(50, `Ford Mustang Hardtop 1966 · Laufleistung ${num(mileage, 'de').slice(0, -3)} Meilen (Tacho)`, { size: 8.5 });
  p.down(18);
  const cols: Col[] = [{ x: 50 }, { x: 390, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 9, 499, 13, true);
  row(p, cols, ['Beschreibung', 'Menge', 'Preis', 'Gesamt'], { bold: true, size: s });
  p.down(15);
  for (const [j, h] of jobs) {
    row(p, cols, [j, `${num(h, 'de')} Std`, num(rate, 'de'), num(r2(h * rate), 'de')], { size: s });
    p.down(11);
  }
  for (const [n, a] of parts) {
    row(p, cols, [n, '1 Stk', num(a, 'de'), num(a, 'de')], { size: s });
    p.down(11);
  }
  p.down(8);
  totals(
    p,
    330,
    545,
    [
      ['Summe Arbeitsleistung', `${num(labour, 'de')} €`],
      ['Summe Material', `${num(partsSum, 'de')} €`],
      ['Zwischensumme netto', `${num(net, 'de')} €`],
      ['Umsatzsteuer 19 %', `${num(vat, 'de')} €`],
      ['Rechnungsbetrag', `${num(gross, 'de')} €`, true],
    ],
    { size: 9 },
  );
  p.down(6).text(50, `Zahlbar bis ${fd(addDaysLocal(inv, 14), 'de')} ohne Abzug. IBAN DE67 3705 0299 0045 2210 83 · BIC COKSDE33XXX`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: 'Oldtimerwerkstatt Heisterbach GmbH',
    serviceDate: work,
    serviceMileage: mileage,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map(([j]) => j),
    partsUsed: parts.map(([n]) => n),
  });
}

function addDaysLocal(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
