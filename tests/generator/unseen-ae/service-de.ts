/**
 * German-language service bills on pre-printed pads and boxed forms: a Lower Bavarian Rechnungsblock with DM and Pf
 * columns, a Franconian Reparaturauftrag with tick boxes, a Saxon Werkstattauftrag with numbered fields, an Upper
 * Austrian carbon copy in Schilling with work and parts side by side, a Viennese Reparaturschein, a Zurich Oberland
 * Rapport, a Euro-era pad with a Leistungsdatum, a Saxon Inspektionsauftrag with an i.O. check list, a Franconian body
 * shop's three-box bill and a Bosch-Dienst bill in Arbeitswerte.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  CARS_DE,
  carIn,
  cell,
  cellRow,
  chassis,
  dayIn,
  doc,
  fd,
  formNo,
  hline,
  jobs,
  num,
  parts,
  PARTS_DE,
  person,
  plateDE,
  r05,
  r2,
  street,
  STREETS_DE,
  sum,
  surname,
  tick,
  town,
  vatCH,
  vatDE,
  WORK_DE,
} from './kit';

const dm = (n: number) => num(n, 'de');

/** Lower Bavaria, 1972–2001: a stationery-shop Rechnungsblock, amounts in DM | Pf columns, work and parts mixed. */
export function rechnungsblockNdb(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1972, 2001);
  const date = dayIn(rng, paperYear);
  const [plz, ort] = town(rng, 'ndb');
  const shop = `${rng.pick(['Kfz-Werkstätte', 'Auto-Reparatur', 'Kfz-Meisterbetrieb'])} ${surname(rng, 'ndb')}`;
  p.text(40, shop, { y: 48, size: 14, bold: true, serif: true });
  p.text(40, `${street(rng, STREETS_DE)} · ${plz} ${ort} · Tel. (0${rng.int(851, 991)}) ${rng.int(1000, 9999)}`, { y: 62, size: 8.5 });
  p.text(470, 'RECHNUNG', { y: 50, size: 16, bold: true, align: 'center' });
  cell(p, 400, 60, 140, 24, 'Nr.', formNo(rng, 4), { dx: 30, size: 11 });
  cell(p, 40, 80, 280, 50, 'Herrn / Frau / Firma', '', { labSize: 6 });
  p.text(50, person(rng, 'ndb'), { y: 104, size: 10.5 }).text(50, `${plz} ${rng.pick([ort, 'Ergolding', 'Vilsbiburg', 'Rottenburg'])}`, { y: 118, size: 10.5 });
  cell(p, 400, 90, 140, 24, 'Datum', fd(date, rng.pick(['de', 'de2'])), { dx: 20 });
  const km = rng.int(18, 190) * 1000 + rng.int(0, 999);
  p.text(
    40,
    `Fahrzeug: ${car.make} ${car.model}   Kennz.: ${plateDE(rng, rng.pick(['LA', 'DEG', 'SR', 'PA', 'DGF']))}   km-Stand: ${num(km, 'de').slice(0, -3)}`,
    { y: 148, size: 9.5 },
  );
  // The pad's table: Menge | Gegenstand | Einzelpreis | DM | Pf
  const top = 158;
  const rows = 16;
  p.box(40, top, 500, 16 + rows * 16);
  const colX = [40, 80, 380, 450, 515];
  for (const x of colX.slice(1)) p.box(x, top, 0.01, 16 + rows * 16);
  p.text(45, 'Menge', { y: top + 11, size: 7 }).text(90, 'Gegenstand', { y: top + 11, size: 7 });
  p.text(385, 'Einzelpreis', { y: top + 11, size: 7 })
    .text(482, 'DM', { y: top + 11, size: 7, align: 'center' })
    .text(527, 'Pf', { y: top + 11, size: 7, align: 'center' });
  hline(p, 40, 500, top + 16);
  const rate = r2(rng.int(28, 78) + (rng.chance(0.5) ? 0.5 : 0));
  const w = jobs(rng, WORK_DE, rng.int(2, 4), 0.5);
  const pt = parts(rng, PARTS_DE, rng.int(2, 5), paperYear < 1985 ? 0.8 : 1.3);
  let y = top + 30;
  const amt = (a: number) => {
    const [i, d] = a.toFixed(2).split('.');
    p.text(508, i.replace(/\B(?=(\d{3})+(?!\d))/g, '.'), { y, size: 10, align: 'right' }).text(527, d, { y, size: 10, align: 'center' });
  };
  const lines: number[] = [];
  for (const j of w) {
    const a = r2(j.hours * rate);
    p.text(45, `${num(j.hours, 'de').replace(/,?0+$/, '')} Std`, { y, size: 9.5 })
      .text(88, j.desc, { y, size: 10 })
      .text(444, dm(rate), { y, size: 9.5, align: 'right' });
    amt(a);
    lines.push(a);
    y += 16;
  }
  for (const q of pt) {
    p.text(45, `${q.qty}`, { y, size: 9.5 }).text(88, q.desc, { y, size: 10 }).text(444, dm(q.unit), { y, size: 9.5, align: 'right' });
    amt(q.amount);
    lines.push(q.amount);
    y += 16;
  }
  const net = sum(lines);
  const rate2 = vatDE(paperYear);
  const vat = r2((net * rate2) / 100);
  const gross = r2(net + vat);
  y = top + 16 + rows * 16;
  const put = (label: string, a: number, bold = false) => {
    p.box(380, y, 160, 18, bold);
    p.text(384, label, { y: y + 12, size: 8.5, bold });
    const [i, d] = a.toFixed(2).split('.');
    p.text(508, i.replace(/\B(?=(\d{3})+(?!\d))/g, '.'), { y: y + 13, size: 10, align: 'right', bold }).text(527, d, {
      y: y + 13,
      size: 10,
      align: 'center',
      bold,
    });
    y += 18;
  };
  put('Summe', net);
  put(`+ ${rate2} % MwSt.`, vat);
  put('Gesamtbetrag', gross, true);
  p.text(40, 'Betrag dankend erhalten', { y: y - 20, size: 8 }).text(40, '______________________', { y: y - 4, size: 9 });
  p.text(40, 'Vordruck Nr. 1722 · Rechnungsblock DIN A4 · 2 x 50 Blatt', { y: 800, size: 6 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    totalCost: gross,
  });
}

const CHECK_DE = [
  'Ölwechsel',
  'Ölfilter',
  'Abschmieren',
  'Luftfilter',
  'Zündkerzen',
  'Bremsen prüfen',
  'Batterie prüfen',
  'Reifendruck',
  'Frostschutz',
  'Scheinwerfer einstellen',
  'Keilriemen',
  'Kontakte / Zündung',
];

/** Franconia, 1968–1998: a Reparaturauftrag pad with tick boxes; Lohn and Material in boxes side by side. */
export function reparaturauftragFranken(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1968, 1998);
  const date = dayIn(rng, paperYear);
  const [plz, ort] = town(rng, 'fra');
  const shop = `${rng.pick(['Autohaus', 'Kfz-Betrieb', 'Fahrzeugbau'])} ${surname(rng, 'fra')} ${rng.pick(['KG', 'GmbH', '& Sohn'])}`;
  p.text(40, 'REPARATUR-AUFTRAG', { y: 46, size: 15, bold: true });
  p.text(555, `Nr. ${formNo(rng, 5)}`, { y: 46, size: 12, align: 'right' });
  p.text(40, `${shop} · ${street(rng, STREETS_DE)} · ${plz} ${ort}`, { y: 60, size: 8.5 });
  const km = rng.int(25, 210) * 1000 + rng.int(0, 999);
  cellRow(
    p,
    40,
    70,
    28,
    [
      [200, 'Auftraggeber', person(rng, 'fra')],
      [110, 'Amtl. Kennzeichen', plateDE(rng, rng.pick(['BA', 'ER', 'FÜ', 'SW', 'AN', 'CO']))],
      [85, 'km-Stand', num(km, 'de').slice(0, -3)],
      [120, 'Datum', fd(date, 'de')],
    ],
    { dx: rng.int(-2, 10), dy: rng.int(-2, 1) },
  );
  cellRow(
    p,
    40,
    98,
    28,
    [
      [200, 'Fabrikat / Typ', `${car.make} ${car.model}`],
      [110, 'Baujahr', String(year)],
      [205, 'Fahrgestell-Nr.', chassis(rng, 10)],
    ],
    { dx: rng.int(0, 12) },
  );
  p.text(40, 'Bitte ausführen:', { y: 142, size: 9, bold: true });
  const on = new Set(rng.some(CHECK_DE, rng.int(3, 6)));
  CHECK_DE.forEach((c, i) => tick(p, 40 + (i % 4) * 130, 158 + Math.floor(i / 4) * 15, on.has(c), c, 'box'));
  const extra = jobs(rng, WORK_DE.slice(1), rng.int(1, 2), 0.5);
  p.text(40, 'Sonstige Arbeiten:', { y: 212, size: 8 });
  extra.forEach((j, i) => p.text(130, j.desc, { y: 212 + i * 14, size: 10 }));
  const hours = r2(extra.reduce((a, j) => a + j.hours, 0) + on.size * 0.25 + 0.5);
  const rate = rng.int(22, 70);
  // Lohn (left) and Material (right) boxes.
  const top = 250;
  p.box(40, top, 250, 220).box(300, top, 240, 220);
  p.text(45, 'LOHN', { y: top + 12, size: 8, bold: true }).text(305, 'MATERIAL', { y: top + 12, size: 8, bold: true });
  const lohn = r2(hours * rate);
  p.text(50, `Arbeitszeit ${num(hours, 'de')} Std. à ${dm(rate)}`, { y: top + 32, size: 10 }).text(282, dm(lohn), { y: top + 32, size: 10, align: 'right' });
  const pt = parts(rng, PARTS_DE, rng.int(2, 6), paperYear < 1985 ? 0.8 : 1.2);
  pt.forEach((q, i) => {
    p.text(308, `${q.qty} x ${q.desc}`, { y: top + 32 + i * 15, size: 9.5 }).text(532, dm(q.amount), { y: top + 32 + i * 15, size: 10, align: 'right' });
  });
  const mat = sum(pt.map((q) => q.amount));
  cell(p, 40, top + 220, 250, 22, 'Summe Lohn', dm(lohn), { align: 'right', lab: 'left', labSize: 7.5 });
  cell(p, 300, top + 220, 240, 22, 'Summe Material', dm(mat), { align: 'right', lab: 'left', labSize: 7.5 });
  const net = r2(lohn + mat);
  const rv = vatDE(paperYear);
  const vat = r2((net * rv) / 100);
  const gross = r2(net + vat);
  let y = top + 256;
  for (const [l, v, b] of [
    ['Zwischensumme', net, false],
    [`MwSt. ${rv} %`, vat, false],
    ['Endbetrag DM', gross, true],
  ] as [string, number, boolean][]) {
    cell(p, 380, y, 160, 20, l, dm(v), { align: 'right', lab: 'left', labSize: 7.5, bold: b, fill: b });
    y += 20;
  }
  p.text(40, 'Unterschrift Auftraggeber', { y: top + 300, size: 6.5 }).text(40, '_______________________', { y: top + 290, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: [...CHECK_DE.filter((c) => on.has(c)), ...extra.map((j) => j.desc)],
    partsUsed: pt.map((q) => q.desc),
    laborCost: lohn,
    partsCost: mat,
    totalCost: gross,
  });
}

/** Saxony, 1991–2012: a Werkstattauftrag whose fields carry numbers; captions under the lines; totals band with labels above. */
export function werkstattauftragSachsen(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1991, 2012);
  const date = dayIn(rng, paperYear);
  const euro = paperYear >= 2002;
  const cur = euro ? 'EUR' : 'DM';
  const [plz, ort] = town(rng, 'sax');
  const shop = `Kfz-Service ${surname(rng, 'sax')}`;
  p.text(297, shop.toUpperCase(), { y: 50, size: 15, bold: true, align: 'center' });
  p.text(297, `Meisterbetrieb der Kfz-Innung · ${street(rng, STREETS_DE)} · ${plz} ${ort}`, { y: 63, size: 8, align: 'center' });
  p.text(40, 'Werkstattauftrag / Rechnung', { y: 92, size: 12, bold: true });
  p.text(555, `Beleg-Nr. ${formNo(rng, 6)}`, { y: 92, size: 9, align: 'right' });
  const km = rng.int(60, 260) * 1000 + rng.int(0, 999);
  const fields: [number, string, string, number, number][] = [
    [1, 'Kunde', person(rng, 'sax'), 40, 230],
    [2, 'Fahrzeug', `${car.make} ${car.model}`, 290, 250],
    [3, 'Kennzeichen', plateDE(rng, rng.pick(['C', 'Z', 'PL', 'FG', 'BZ', 'MEI'])), 40, 110],
    [4, 'km-Stand', num(km, 'de').slice(0, -3), 170, 100],
    [5, 'Auftragsdatum', fd(date, 'de'), 290, 110],
    [6, 'Fertig', rng.pick(['sofort', 'nachm.', '17 Uhr']), 420, 120],
  ];
  let y = 120;
  for (const [n, label, value, x, w] of fields) {
    if (x === 40 && n > 1) y += 30;
    p.text(x, value, { y, size: 10.5 });
    hline(p, x, w, y + 3);
    p.text(x, `(${n}) ${label}`, { y: y + 11, size: 6.5 });
  }
  // Positions.
  const top = y + 30;
  p.box(40, top, 500, 18, true);
  p.text(45, 'Pos.', { y: top + 12, size: 8 })
    .text(80, 'Arbeiten / Teile', { y: top + 12, size: 8 })
    .text(400, 'Menge', { y: top + 12, size: 8 })
    .text(535, `Betrag ${cur}`, { y: top + 12, size: 8, align: 'right' });
  const w = jobs(rng, WORK_DE, rng.int(2, 4), 0.1);
  const rate = euro ? rng.int(38, 62) : rng.int(42, 78);
  const pt = parts(rng, PARTS_DE, rng.int(2, 4), euro ? 1 : 1.7);
  let ry = top + 32;
  let pos = 1;
  const lohnLines = w.map((j) => r2(j.hours * rate));
  w.forEach((j, i) => {
    p.text(48, String(pos++), { y: ry, size: 9.5 })
      .text(80, j.desc, { y: ry, size: 9.5 })
      .text(400, `${num(j.hours, 'de')} h`, { y: ry, size: 9.5 })
      .text(535, num(lohnLines[i], 'de'), { y: ry, size: 9.5, align: 'right' });
    ry += 14;
  });
  pt.forEach((q) => {
    p.text(48, String(pos++), { y: ry, size: 9.5 })
      .text(80, q.desc, { y: ry, size: 9.5 })
      .text(400, `${q.qty} St.`, { y: ry, size: 9.5 })
      .text(535, num(q.amount, 'de'), { y: ry, size: 9.5, align: 'right' });
    ry += 14;
  });
  p.box(40, top, 500, ry - top);
  const lohn = sum(lohnLines);
  const teile = sum(pt.map((q) => q.amount));
  const net = r2(lohn + teile);
  const rv = vatDE(paperYear);
  const vat = r2((net * rv) / 100);
  const gross = r2(net + vat);
  const bt = ry + 24;
  cellRow(
    p,
    40,
    bt,
    30,
    [
      [125, '(7) Lohn netto', num(lohn, 'de')],
      [125, '(8) Teile netto', num(teile, 'de')],
      [110, `(9) MwSt. ${rv} %`, num(vat, 'de')],
      [140, `(10) Rechnungsbetrag ${cur}`, num(gross, 'de')],
    ],
    { align: 'right', size: 10.5 },
  );
  p.text(40, 'Zahlbar sofort ohne Abzug. Das Fahrzeug bleibt bis zur Bezahlung Eigentum des Auftragnehmers (Pfandrecht).', { y: bt + 50, size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
  });
}

/** Upper Austria, 1976–2001: a carbon copy in Schilling, Arbeitsleistung and Ersatzteile columns side by side, small labels. */
export function durchschlagOoe(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1976, 2001);
  const date = dayIn(rng, paperYear);
  const [plz, ort] = town(rng, 'ooe');
  const shop = `${rng.pick(['Autowerkstätte', 'Kfz-Technik', 'Reparaturwerkstätte'])} ${surname(rng, 'ooe')}`;
  p.text(40, 'DURCHSCHLAG — für den Kunden', { y: 34, size: 6.5 });
  p.text(40, shop, { y: 52, size: 12, bold: true });
  p.text(40, `${plz} ${ort}, ${street(rng, STREETS_DE)}`, { y: 64, size: 8 });
  p.text(555, `Rechnung Nr. ${formNo(rng, 4)}`, { y: 52, size: 10, align: 'right' });
  const km = rng.int(20, 220) * 1000 + rng.int(0, 999);
  const o = { labSize: 5.5, size: 9.5, dx: rng.int(4, 18), dy: rng.int(-3, 0) } as const;
  cellRow(
    p,
    40,
    76,
    24,
    [
      [190, 'Name', person(rng, 'ooe')],
      [120, 'Kennzeichen', `${rng.pick(['L', 'WE', 'SE', 'VB', 'RI', 'GM', 'SD'])} ${rng.int(100, 999)}.${rng.int(100, 999)}`],
      [90, 'Km', num(km, 'de').slice(0, -3)],
      [100, 'Datum', fd(date, 'de')],
    ],
    o,
  );
  cellRow(
    p,
    40,
    100,
    24,
    [
      [310, 'Type', `${car.make} ${car.model}`],
      [190, 'Fahrgestell', chassis(rng, 9)],
    ],
    o,
  );
  const top = 140;
  p.box(40, top, 280, 300).box(320, top, 220, 300);
  p.text(45, 'Arbeitsleistung', { y: top + 10, size: 6 }).text(315, 'S', { y: top + 10, size: 6, align: 'right' });
  p.text(325, 'Ersatzteile / Material', { y: top + 10, size: 6 }).text(535, 'S', { y: top + 10, size: 6, align: 'right' });
  const rate = rng.int(280, 720);
  const w = jobs(rng, WORK_DE, rng.int(2, 5), 0.5);
  const pt = parts(rng, PARTS_DE, rng.int(2, 6), 6.5);
  const wl = w.map((j) => r2(j.hours * rate));
  for (let i = 0; i < Math.max(w.length, pt.length); i++) {
    const y = top + 28 + i * 14;
    if (w[i]) p.text(45, w[i].desc, { y, size: 7.8, serif: true }).text(315, num(wl[i], 'de'), { y, size: 8.5, align: 'right', serif: true });
    if (pt[i])
      p.text(325, `${pt[i].qty} ${pt[i].desc}`, { y, size: 7.8, serif: true }).text(535, num(pt[i].amount, 'de'), {
        y,
        size: 8.5,
        align: 'right',
        serif: true,
      });
  }
  const lohn = sum(wl);
  const mat = sum(pt.map((q) => q.amount));
  p.text(45, 'Summe Arbeit', { y: top + 294, size: 6 }).text(315, num(lohn, 'de'), { y: top + 294, size: 9, align: 'right', serif: true });
  p.text(325, 'Summe Teile', { y: top + 294, size: 6 }).text(535, num(mat, 'de'), { y: top + 294, size: 9, align: 'right', serif: true });
  const net = r2(lohn + mat);
  const rv = paperYear < 1984 ? 18 : 20;
  const vat = r2((net * rv) / 100);
  const gross = r2(net + vat);
  let y = top + 312;
  for (const [l, v, b] of [
    ['Nettobetrag', net, false],
    [`+ ${rv} % USt.`, vat, false],
    ['Rechnungsbetrag S', gross, true],
  ] as [string, number, boolean][]) {
    cell(p, 340, y, 200, 20, l, num(v, 'de'), { align: 'right', lab: 'left', labSize: 6, bold: b, serif: true });
    y += 20;
  }
  p.text(40, 'Ware bleibt bis zur vollständigen Bezahlung Eigentum der Firma. Zahlbar bei Übernahme.', { y: y + 16, size: 6 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lohn,
    partsCost: mat,
    totalCost: gross,
  });
}

/** Vienna, 2002–2018: a Reparaturschein with captions under the cells, Pos. codes, the next service in km. */
export function reparaturscheinWien(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 2002, 2018);
  const date = dayIn(rng, paperYear);
  const [plz, ort] = town(rng, 'wien');
  const shop = `${rng.pick(['Kfz', 'Auto', 'Garage'])} ${surname(rng, 'wien')} ${rng.pick(['GesmbH', 'e.U.', 'OG'])}`;
  p.text(40, shop, { y: 50, size: 13, bold: true });
  p.text(40, `${street(rng, STREETS_DE)}, ${plz} ${ort.replace('Wien-', 'Wien ')}`, { y: 62, size: 8 });
  p.text(555, 'REPARATURSCHEIN', { y: 50, size: 11, bold: true, align: 'right' });
  p.text(555, `Nr. ${formNo(rng, 5)} / ${paperYear}`, { y: 62, size: 9, align: 'right' });
  const km = rng.int(80, 320) * 1000 + rng.int(0, 999);
  const o = { lab: 'bl', labSize: 6 } as const;
  cellRow(
    p,
    40,
    76,
    30,
    [
      [110, 'Kennzeichen', `W-${rng.int(1000, 99999)}${rng.pick(['A', 'B', 'C', 'X', 'K'])}`],
      [170, 'Type', `${car.make} ${car.model}`],
      [90, 'km-Stand', num(km, 'de').slice(0, -3)],
      [130, 'Datum', fd(date, 'de')],
    ],
    o,
  );
  cellRow(
    p,
    40,
    106,
    30,
    [
      [280, 'Kunde', person(rng, 'wien')],
      [220, 'Fahrgestellnummer', chassis(rng, 11)],
    ],
    o,
  );
  const top = 150;
  p.text(40, 'Pos.', { y: top, size: 7 })
    .text(90, 'Leistung / Teil', { y: top, size: 7 })
    .text(420, 'Anz.', { y: top, size: 7 })
    .text(540, 'EUR', { y: top, size: 7, align: 'right' });
  hline(p, 40, 500, top + 4);
  const w = jobs(rng, WORK_DE, rng.int(2, 4), 0.1);
  const rate = rng.int(68, 118);
  const pt = parts(rng, PARTS_DE, rng.int(2, 5), 1.1);
  let y = top + 18;
  const wl = w.map((j) => r2(j.hours * rate));
  w.forEach((j, i) => {
    p.text(40, `AL${String(i + 1).padStart(2, '0')}`, { y, size: 9 })
      .text(90, j.desc, { y, size: 9.5 })
      .text(420, `${num(j.hours, 'de')} Std`, { y, size: 9 })
      .text(540, num(wl[i], 'de'), { y, size: 9.5, align: 'right' });
    y += 14;
  });
  pt.forEach((q, i) => {
    p.text(40, `ET${String(i + 1).padStart(2, '0')}`, { y, size: 9 })
      .text(90, q.desc, { y, size: 9.5 })
      .text(420, String(q.qty), { y, size: 9 })
      .text(540, num(q.amount, 'de'), { y, size: 9.5, align: 'right' });
    y += 14;
  });
  hline(p, 40, 500, y - 6);
  const lohn = sum(wl);
  const teile = sum(pt.map((q) => q.amount));
  const net = r2(lohn + teile);
  const vat = r2(net * 0.2);
  const gross = r2(net + vat);
  y += 10;
  for (const [l, v] of [
    ['Arbeitslohn', lohn],
    ['Ersatzteile', teile],
    ['Summe netto', net],
    ['20 % USt.', vat],
  ] as [string, number][]) {
    p.text(370, l, { y: y + 12, size: 8.5 });
    p.box(450, y, 90, 17);
    p.text(536, num(v, 'de'), { y: y + 12, size: 9.5, align: 'right' });
    y += 17;
  }
  p.text(370, 'Zu zahlen EUR', { y: y + 14, size: 9, bold: true });
  p.box(450, y, 90, 20, true);
  p.text(536, num(gross, 'de'), { y: y + 14, size: 10.5, align: 'right', bold: true });
  const next = km + rng.pick([10000, 15000, 20000]);
  cell(p, 40, y - 50, 200, 34, 'Nächstes Service bei km-Stand', num(next, 'de').slice(0, -3), { dx: 40 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    nextServiceMileage: next,
  });
}

/** Zurich Oberland, 1970–2020: a Reparatur-Rapport pad with mechanics' initials and hours; CHF rounded to 5 Rappen. */
export function rapportZuerichOberland(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1970, 2020);
  const date = dayIn(rng, paperYear);
  const [plz, ort] = town(rng, 'zho');
  const shop = `Garage ${surname(rng, 'zho')} ${rng.pick(['AG', '', '& Co.']).trim()}`.trim();
  p.text(40, shop, { y: 50, size: 14, bold: true, serif: true });
  p.text(40, `${rng.pick(['Zürichstrasse', 'Bahnhofstrasse', 'Tösstalstrasse', 'Rapperswilerstrasse'])} ${rng.int(1, 90)}, ${plz} ${ort}`, {
    y: 63,
    size: 8.5,
  });
  p.text(555, 'Reparatur-Rapport', { y: 50, size: 12, align: 'right' });
  p.text(555, `Nr. ${formNo(rng, 5)}`, { y: 64, size: 9, align: 'right' });
  const km = rng.int(30, 240) * 1000 + rng.int(0, 999);
  cellRow(
    p,
    40,
    76,
    26,
    [
      [220, 'Kunde', person(rng, 'zho')],
      [100, 'Kontrollschild', `ZH ${rng.int(10000, 699999)}`],
      [80, 'km', num(km, 'ch').slice(0, -3)],
      [100, 'Datum', fd(date, 'de')],
    ],
    { dx: rng.int(0, 20) },
  );
  cell(p, 40, 102, 500, 24, 'Marke / Modell', `${car.make} ${car.model}`, { dx: 60, dy: -2 });
  p.text(40, 'Service gemäss Vorschrift', { y: 142, size: 8 });
  tick(p, 150, 142, rng.chance(0.5), 'klein', 'box', 8);
  tick(p, 200, 142, rng.chance(0.5), 'gross', 'box', 8);
  const top = 154;
  const heads: [number, string][] = [
    [40, 'Mech.'],
    [80, 'Arbeit'],
    [380, 'Std.'],
    [430, 'Ansatz'],
    [540, 'Fr.'],
  ];
  p.box(40, top, 500, 16, true);
  heads.forEach(([x, h], i) => p.text(i === heads.length - 1 ? x - 4 : x + 3, h, { y: top + 11, size: 7.5, align: i === heads.length - 1 ? 'right' : 'left' }));
  const rate = paperYear < 1985 ? rng.int(38, 58) : paperYear < 2000 ? rng.int(78, 105) : rng.int(105, 145);
  const w = jobs(rng, WORK_DE, rng.int(2, 4), 0.25);
  const ini = ['HB', 'MK', 'RS', 'UE', 'TW'];
  let y = top + 30;
  const wl = w.map((j) => r2(j.hours * rate));
  w.forEach((j, i) => {
    row(p, y, [rng.pick(ini), j.desc, num(j.hours, 'plain'), num(rate, 'plain'), num(wl[i], 'ch')]);
    y += 14;
  });
  function row(pg: PageBuilder, yy: number, c: string[]) {
    pg.text(44, c[0], { y: yy, size: 9 })
      .text(84, c[1], { y: yy, size: 9.5 })
      .text(383, c[2], { y: yy, size: 9.5 })
      .text(433, c[3], { y: yy, size: 9.5 })
      .text(536, c[4], { y: yy, size: 9.5, align: 'right' });
  }
  y += 8;
  p.text(84, 'Material:', { y, size: 8, bold: true });
  y += 14;
  const pt = parts(rng, PARTS_DE, rng.int(2, 5), paperYear < 1985 ? 1 : 1.6);
  pt.forEach((q) => {
    row(p, y, ['', `${q.qty} ${q.desc}`, '', '', num(q.amount, 'ch')]);
    y += 14;
  });
  p.box(40, top, 500, y - top);
  const arbeit = sum(wl);
  const mat = sum(pt.map((q) => q.amount));
  const net = r2(arbeit + mat);
  const withVat = paperYear >= 1995;
  const rv = vatCH(paperYear);
  const vat = withVat ? r2((net * rv) / 100) : 0;
  const gross = r05(net + vat);
  y += 14;
  const band: [number, string, string][] = [
    [120, 'Arbeit', num(arbeit, 'ch')],
    [120, 'Material', num(mat, 'ch')],
  ];
  if (withVat) band.push([110, `MWST ${rv} %`, num(vat, 'ch')]);
  band.push([withVat ? 150 : 260, 'Total Fr.', num(gross, 'ch')]);
  cellRow(p, 40, y, 30, band, { align: 'right', size: 10.5 });
  p.text(40, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag!', { y: y + 48, size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: arbeit,
    partsCost: mat,
    totalCost: gross,
  });
}

/** Lower Bavaria, 2002–2022: a Euro-era pad, hand-filled, the Leistungsdatum in its own box apart from the Rechnungsdatum, gross lines. */
export function euroBlockLeistungsdatum(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 2002, 2022);
  const invDate = dayIn(rng, paperYear);
  const workDate = addDays(invDate, -rng.int(1, 9));
  const [plz, ort] = town(rng, 'ndb');
  const shop = `${rng.pick(['Oldtimer-Service', 'Kfz-Werkstatt', 'Schrauberwerkstatt'])} ${surname(rng, 'ndb')}`;
  p.text(40, 'Rechnung', { y: 50, size: 20, serif: true });
  p.text(555, shop, { y: 44, size: 10, bold: true, align: 'right' });
  p.text(555, `${street(rng, STREETS_DE)}, ${plz.replace(/^8/, '84')} ${ort}`, { y: 56, size: 8, align: 'right' });
  p.text(555, `St.-Nr. ${rng.int(100, 199)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, { y: 67, size: 8, align: 'right' });
  cell(p, 40, 80, 260, 60, 'Empfänger', '', { labSize: 6 });
  p.text(48, person(rng, 'ndb'), { y: 104, size: 11 }).text(48, `${street(rng, STREETS_DE)}`, { y: 118, size: 11 });
  cellRow(
    p,
    330,
    80,
    30,
    [
      [105, 'Rechnungs-Nr.', `${paperYear % 100}-${rng.int(10, 480)}`],
      [105, 'Rechnungsdatum', fd(invDate, 'de')],
    ],
    { dx: 2 },
  );
  const km = rng.int(40, 280) * 1000 + rng.int(0, 999);
  cellRow(
    p,
    330,
    110,
    30,
    [
      [105, 'Leistungsdatum', fd(workDate, 'de')],
      [105, 'km-Stand', String(km)],
    ],
    { dx: 2 },
  );
  cell(p, 40, 150, 500, 24, 'Fahrzeug', `${car.make} ${car.model}, ${plateDE(rng, rng.pick(['LA', 'DEG', 'PAN', 'FRG', 'REG']))}`, { dx: 50, dy: -1 });
  const top = 190;
  p.box(40, top, 500, 18);
  p.text(45, 'Pos.', { y: top + 12, size: 7 })
    .text(75, 'Bezeichnung', { y: top + 12, size: 7 })
    .text(535, 'Betrag brutto €', { y: top + 12, size: 7, align: 'right' });
  const w = jobs(rng, WORK_DE, rng.int(2, 3), 0.5);
  const rate = rng.int(45, 75);
  const pt = parts(rng, PARTS_DE, rng.int(1, 4), 1.2);
  const rv = vatDE(paperYear);
  const lines: [string, number][] = [
    ...w.map((j) => [`${j.desc} (${num(j.hours, 'de')} Std.)`, r2(j.hours * rate * (1 + rv / 100))] as [string, number]),
    ...pt.map((q) => [q.qty > 1 ? `${q.desc}, ${q.qty} Stück` : q.desc, r2(q.amount * (1 + rv / 100))] as [string, number]),
  ];
  let y = top + 34;
  lines.forEach(([d, a], i) => {
    p.text(48, `${i + 1}.`, { y, size: 10 })
      .text(75, d, { y, size: 10.5 })
      .text(535, num(a, 'de'), { y, size: 10.5, align: 'right' });
    hline(p, 40, 500, y + 5);
    y += 20;
  });
  const gross = sum(lines.map((l) => l[1]));
  const vat = r2(gross - gross / (1 + rv / 100));
  y += 10;
  cell(p, 360, y, 180, 26, 'Gesamtbetrag', `${num(gross, 'de')} €`, { align: 'right', bold: true, size: 11 });
  p.text(40, `Im Gesamtbetrag sind ${rv} % MwSt. = ${num(vat, 'de')} € enthalten.`, { y: y + 18, size: 8.5 });
  p.text(40, 'Betrag bar erhalten / überwiesen am ____________', { y: y + 50, size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: workDate,
    serviceMileage: km,
    workPerformed: w.map((j) => `${j.desc}`),
    partsUsed: pt.map((q) => q.desc),
    totalCost: gross,
  });
}

const PRUEF = [
  'Beleuchtung',
  'Bremsanlage',
  'Lenkung',
  'Reifen / Profil',
  'Auspuffanlage',
  'Ölstand',
  'Kühlmittel',
  'Batterie',
  'Keilriemen',
  'Stoßdämpfer',
  'Scheibenwischer',
  'Unterboden',
];

/** Saxony, 1992–2010: an Inspektionsauftrag — an i.O./n.i.O. check list (results, not work), the work done in its own box, the next inspection. */
export function inspektionSachsen(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1992, 2010);
  const date = dayIn(rng, paperYear);
  const euro = paperYear >= 2002;
  const [plz, ort] = town(rng, 'sax');
  const shop = `Autoservice ${surname(rng, 'sax')} ${rng.pick(['GmbH', 'OHG', ''])}`.trim();
  p.text(40, shop, { y: 48, size: 13, bold: true });
  p.text(40, `${plz} ${ort} · ${street(rng, STREETS_DE)}`, { y: 60, size: 8 });
  p.text(555, 'INSPEKTIONSAUFTRAG', { y: 48, size: 11, bold: true, align: 'right' });
  p.text(555, `zugleich Rechnung Nr. ${formNo(rng, 5)}`, { y: 60, size: 8.5, align: 'right' });
  const km = rng.int(50, 230) * 1000 + rng.int(0, 999);
  cellRow(p, 40, 72, 28, [
    [180, 'Kunde', person(rng, 'sax')],
    [160, 'Fahrzeug', `${car.make} ${car.model}`],
    [70, 'km', String(km)],
    [90, 'Datum', fd(date, 'de')],
  ]);
  p.text(40, 'Prüfliste', { y: 118, size: 9, bold: true });
  p.text(200, 'i.O.', { y: 118, size: 7 }).text(225, 'n.i.O.', { y: 118, size: 7 });
  p.text(320, 'i.O.', { y: 118, size: 7 })
    .text(345, 'n.i.O.', { y: 118, size: 7 })
    .text(480, 'i.O.', { y: 118, size: 7 })
    .text(505, 'n.i.O.', { y: 118, size: 7 });
  const bad = new Set(rng.some(PRUEF, rng.int(1, 2)));
  PRUEF.forEach((c, i) => {
    const col = i % 3;
    const x = [40, 250, 410][col];
    const y = 134 + Math.floor(i / 3) * 14;
    p.text(x, c, { y, size: 8.5 });
    const bx = [200, 320, 480][col];
    p.box(bx + 2, y - 7, 7, 7).box(bx + 30, y - 7, 7, 7);
    p.text(bad.has(c) ? bx + 31.5 : bx + 3.5, 'X', { y: y - 0.6, size: 7 });
  });
  const w = [{ desc: 'Inspektion nach Herstellervorgabe', hours: rng.pick([1, 1.5, 2]) }, ...jobs(rng, WORK_DE.slice(1), rng.int(1, 2), 0.5)];
  const top = 200;
  p.box(40, top, 500, 100);
  p.text(44, 'Ausgeführte Arbeiten', { y: top + 9, size: 6.5 });
  const rate = euro ? rng.int(40, 66) : rng.int(55, 95);
  const wl = w.map((j) => r2(j.hours * rate));
  w.forEach((j, i) =>
    p
      .text(50, j.desc, { y: top + 26 + i * 15, size: 10 })
      .text(380, `${num(j.hours, 'de')} Std.`, { y: top + 26 + i * 15, size: 9.5 })
      .text(535, num(wl[i], 'de'), { y: top + 26 + i * 15, size: 10, align: 'right' }),
  );
  const pt = parts(rng, PARTS_DE, rng.int(2, 4), euro ? 1.1 : 1.8);
  const pTop = top + 108;
  p.box(40, pTop, 500, 90);
  p.text(44, 'Verwendete Teile und Betriebsstoffe', { y: pTop + 9, size: 6.5 });
  pt.forEach((q, i) =>
    p
      .text(50, q.desc, { y: pTop + 26 + i * 15, size: 10 })
      .text(380, `${q.qty} x ${num(q.unit, 'de')}`, { y: pTop + 26 + i * 15, size: 9.5 })
      .text(535, num(q.amount, 'de'), { y: pTop + 26 + i * 15, size: 10, align: 'right' }),
  );
  const lohn = sum(wl);
  const teile = sum(pt.map((q) => q.amount));
  const rv = vatDE(paperYear);
  const net = r2(lohn + teile);
  const vat = r2((net * rv) / 100);
  const gross = r2(net + vat);
  const cur = euro ? 'EUR' : 'DM';
  const bt = pTop + 104;
  const nextKm = km + rng.pick([15000, 20000, 30000]);
  const nextDate = addDays(date, 365);
  cell(p, 40, bt, 220, 64, 'Nächste Inspektion', '', {});
  p.text(48, `bei km ${num(nextKm, 'de').slice(0, -3)}`, { y: bt + 28, size: 10 }).text(48, `spätestens ${fd(nextDate, 'de')}`, { y: bt + 46, size: 10 });
  let y = bt;
  for (const [l, v, b] of [
    ['Arbeitslohn', lohn, false],
    ['Teile', teile, false],
    [`MwSt. ${rv} %`, vat, false],
    [`Gesamt ${cur}`, gross, true],
  ] as [string, number, boolean][]) {
    p.text(330, l, { y: y + 12, size: 8.5, bold: b });
    cell(p, 420, y, 120, 17, '', num(v, 'de'), { align: 'right', size: 10, bold: b, fill: b });
    y += 17;
  }
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    nextServiceDate: nextDate,
    nextServiceMileage: nextKm,
  });
}

/** Franconia, 1978–2001: a body and paint shop's bill, three boxes (Lohn, Lackmaterial, Ersatzteile) in a row, totals below. */
export function karosserieFranken(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1978, 2001);
  const date = dayIn(rng, paperYear);
  const [plz, ort] = town(rng, 'fra');
  const shop = `Karosserie- u. Lackierbetrieb ${surname(rng, 'fra')}`;
  p.text(297, shop, { y: 48, size: 13, bold: true, align: 'center' });
  p.text(297, `${street(rng, STREETS_DE)} · ${plz} ${ort} · Unfallinstandsetzung · Lackierungen aller Art`, { y: 60, size: 8, align: 'center' });
  p.text(40, `Rechnung Nr. ${formNo(rng, 4)}`, { y: 92, size: 11, bold: true });
  p.text(555, `${ort}, den ${fd(date, 'de')}`, { y: 92, size: 10, align: 'right' });
  cellRow(p, 40, 104, 28, [
    [250, 'Auftraggeber', person(rng, 'fra')],
    [150, 'Fahrzeug', `${car.make} ${car.model}`],
    [100, 'Kennzeichen', plateDE(rng, rng.pick(['BA', 'ER', 'N', 'FO', 'KT']))],
  ]);
  const BODY = [
    'Kotflügel vorn links instandgesetzt',
    'Tür hinten rechts ausgebeult',
    'Schwellerbereich geschweißt',
    'Stoßfänger aus- und eingebaut',
    'Lackierung Kotflügel und Tür',
    'Motorhaube gerichtet und lackiert',
    'Rostschaden Radlauf hinten beseitigt',
    'Beilackierung angrenzender Teile',
  ];
  const w = rng.some(BODY, rng.int(3, 5)).map((d) => ({ desc: d, hours: rng.int(2, 14) / 2 }));
  const rate = rng.int(38, 88);
  const lohn = r2(w.reduce((a, j) => a + j.hours, 0) * rate);
  const lack = r2(rng.int(60, 420) + rng.int(0, 99) / 100);
  const BPARTS = ['Kotflügel vorn links', 'Zierleiste Tür', 'Schwellerblech', 'Blinkleuchte', 'Radlaufblech hinten', 'Clips und Kleinteile', 'Türdichtung'];
  const pt = rng.some(BPARTS, rng.int(2, 4)).map((d) => ({ desc: d, amount: r2(rng.int(8, 260) + rng.int(0, 99) / 100) }));
  const teile = sum(pt.map((q) => q.amount));
  const top = 150;
  p.box(40, top, 170, 240).box(210, top, 160, 240).box(370, top, 170, 240);
  p.text(44, 'Arbeitslohn', { y: top + 10, size: 7, bold: true })
    .text(214, 'Lack- und Hilfsmaterial', { y: top + 10, size: 7, bold: true })
    .text(374, 'Ersatzteile', { y: top + 10, size: 7, bold: true });
  w.forEach((j, i) => p.text(44, j.desc, { y: top + 28 + i * 26, size: 8.5 }).text(44, `${num(j.hours, 'de')} Std.`, { y: top + 39 + i * 26, size: 8 }));
  p.text(214, 'Grundierung, Füller, Decklack', { y: top + 28, size: 8.5 }).text(214, 'Schleif- und Abdeckmaterial', { y: top + 41, size: 8.5 });
  pt.forEach((q, i) => p.text(374, q.desc, { y: top + 28 + i * 14, size: 8.5 }).text(535, dm(q.amount), { y: top + 28 + i * 14, size: 8.5, align: 'right' }));
  cell(
    p,
    40,
    top + 240,
    170,
    22,
    `${num(
      w.reduce((a, j) => a + j.hours, 0),
      'de',
    )} Std. à ${dm(rate)}`,
    dm(lohn),
    { align: 'right', lab: 'left', labSize: 7 },
  );
  cell(p, 210, top + 240, 160, 22, 'pauschal', dm(lack), { align: 'right', lab: 'left', labSize: 7 });
  cell(p, 370, top + 240, 170, 22, 'Summe', dm(teile), { align: 'right', lab: 'left', labSize: 7 });
  const net = r2(lohn + lack + teile);
  const rv = vatDE(paperYear);
  const vat = r2((net * rv) / 100);
  const gross = r2(net + vat);
  let y = top + 280;
  for (const [l, v, b] of [
    ['Nettobetrag', net, false],
    [`zzgl. ${rv} % MwSt.`, vat, false],
    ['Rechnungsbetrag DM', gross, true],
  ] as [string, number, boolean][]) {
    p.text(370, l, { y: y + 13, size: 9, bold: b });
    cell(p, 460, y, 80, 19, '', dm(v), { align: 'right', bold: b, fill: b });
    y += 19;
  }
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    workPerformed: w.map((j) => j.desc),
    partsUsed: pt.map((q) => q.desc),
    laborCost: lohn,
    totalCost: gross,
  });
}

const ELEKTRIK = ['Batterie geprüft', 'Lichtmaschine geprüft', 'Anlasser geprüft', 'Regler geprüft', 'Zündanlage geprüft', 'Scheinwerfer eingestellt'];

/** Lower Bavaria, 1966–1990: a Bosch-Dienst bill in Arbeitswerte (AW), tick boxes right of their labels, the total boxed at the foot. */
export function boschDienstAW(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1966, 1990);
  const date = dayIn(rng, paperYear);
  const [plz, ort] = town(rng, 'ndb');
  const shop = `Auto-Elektrik ${surname(rng, 'ndb')}`;
  p.text(40, 'BOSCH-DIENST', { y: 44, size: 9, bold: true });
  p.text(40, shop, { y: 60, size: 14, bold: true });
  p.text(40, `${plz} ${ort} · ${street(rng, STREETS_DE)}`, { y: 72, size: 8 });
  p.box(400, 36, 140, 40);
  p.text(405, 'Rechnung', { y: 48, size: 7 }).text(470, formNo(rng, 5), { y: 66, size: 11, align: 'center' });
  const km = rng.int(20, 160) * 1000 + rng.int(0, 999);
  cellRow(
    p,
    40,
    90,
    26,
    [
      [200, 'Kunde', person(rng, 'ndb')],
      [150, 'Wagen', `${car.make} ${car.model}`],
      [70, 'km', String(km)],
      [80, 'Datum', fd(date, 'de2')],
    ],
    { dy: -1, dx: 4 },
  );
  p.text(40, 'Prüfung:', { y: 136, size: 8.5, bold: true });
  const on = new Set(rng.some(ELEKTRIK, rng.int(2, 4)));
  ELEKTRIK.forEach((e, i) => {
    const x = 40 + (i % 3) * 170;
    const y = 152 + Math.floor(i / 3) * 15;
    p.text(x, e, { y, size: 8.5 });
    p.box(x + 120, y - 7, 7.5, 7.5);
    if (on.has(e)) p.text(x + 121.3, 'X', { y: y - 0.6, size: 7.5 });
  });
  const ELJ = [
    'Lichtmaschine überholt, Kohlen erneuert',
    'Anlasser instandgesetzt',
    'Regler erneuert',
    'Kabelbaum Heck repariert',
    'Zündverteiler überholt',
    'Hupe erneuert',
  ];
  const w = rng.some(ELJ, rng.int(1, 3)).map((d) => ({ desc: d, aw: rng.int(4, 24) }));
  const awRate = r2(rng.int(30, 95) / 10);
  const top = 194;
  p.box(40, top, 500, 16, true);
  p.text(44, 'Arbeiten', { y: top + 11, size: 7.5 })
    .text(390, 'AW', { y: top + 11, size: 7.5 })
    .text(535, 'DM', { y: top + 11, size: 7.5, align: 'right' });
  let y = top + 30;
  const wl = w.map((j) => r2(j.aw * awRate));
  w.forEach((j, i) => {
    p.text(44, j.desc, { y, size: 10 }).text(390, String(j.aw), { y, size: 10 }).text(535, dm(wl[i]), { y, size: 10, align: 'right' });
    y += 15;
  });
  p.text(44, `1 AW = ${dm(awRate)} DM`, { y, size: 7.5 });
  y += 18;
  p.box(40, top, 500, y - top);
  const pt = parts(
    rng,
    [
      ['Kohlebürsten Satz', 4, 12],
      ['Regler', 25, 60],
      ['Anker-Lager', 6, 15],
      ['Magnetschalter', 30, 70],
      ['Verteilerkappe', 8, 22],
      ['Zündkabel Satz', 12, 30],
      ['Sicherungen', 1, 3],
      ['Hupe', 18, 40],
    ],
    rng.int(2, 4),
    paperYear < 1978 ? 0.8 : 1.2,
  );
  const pTop = y + 8;
  p.box(40, pTop, 500, 16, true);
  p.text(44, 'Teile', { y: pTop + 11, size: 7.5 })
    .text(390, 'Stück', { y: pTop + 11, size: 7.5 })
    .text(535, 'DM', { y: pTop + 11, size: 7.5, align: 'right' });
  y = pTop + 30;
  pt.forEach((q) => {
    p.text(44, q.desc, { y, size: 10 }).text(390, String(q.qty), { y, size: 10 }).text(535, dm(q.amount), { y, size: 10, align: 'right' });
    y += 15;
  });
  p.box(40, pTop, 500, y - pTop);
  const lohn = sum(wl);
  const teile = sum(pt.map((q) => q.amount));
  const net = r2(lohn + teile);
  const rv = vatDE(paperYear);
  const vat = r2((net * rv) / 100);
  const gross = r2(net + vat);
  y += 16;
  cellRow(
    p,
    220,
    y,
    30,
    [
      [80, 'Lohn', dm(lohn)],
      [80, 'Teile', dm(teile)],
      [70, `${rv} % MwSt`, dm(vat)],
      [90, 'Endsumme DM', dm(gross)],
    ],
    { align: 'right', size: 10 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    workPerformed: [...ELEKTRIK.filter((e) => on.has(e)), ...w.map((j) => j.desc)],
    partsUsed: pt.map((q) => q.desc),
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
  });
}
