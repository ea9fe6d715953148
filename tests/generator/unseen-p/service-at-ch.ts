/**
 * Austrian and Swiss dealers' workshop invoices: a Viennese Mercedes-Benz agency's typed bill in
 * Schilling (1986–90), a Graz VW-group dealer's printout with dotted leaders and a §57a inspection
 * line (2021–25), a Zurich AMAG partner's bill with an orange ESR slip (2002–09), and a Swiss
 * group's bilingual invoice with the QR-bill payment part at its foot (2023–26).
 */
import { PageBuilder } from '../page';
import {
  addDays,
  cellRow,
  dateIn,
  digits,
  doc,
  dt,
  type Fam,
  money,
  person,
  plate,
  round05,
  round2,
  rule,
  salute,
  smallPrint,
  street,
  sum,
  table,
  totalLine,
  town,
  vatAT,
  vatCH,
  vin,
} from './kit';

type Line = [work: string, hours: number, parts: [name: string, qty: number, price: number, nr?: string][]];

/** Schilling as typed in Vienna: S 1.600,-- */
const sch = (n: number) => money(n, 'de').replace(/,00$/, ',--');

const WIEN_LINES: Line[] = [
  [
    'Service laut Kundendienstheft',
    2.5,
    [
      ['Ölfilter', 1, 148],
      ['Motoröl 15W-40', 5, 62],
    ],
  ],
  ['Bremsbeläge vorne erneuert', 1.2, [['Bremsbeläge vorne, Satz', 1, 980]]],
  [
    'Auspuff-Mittelteil erneuert',
    1,
    [
      ['Auspuff-Mittelteil', 1, 1640],
      ['Schellen und Gummi', 1, 118],
    ],
  ],
  ['Zündung und Leerlauf eingestellt', 0.8, [['Zündkerzen', 4, 54]]],
  ['Kühlsystem gespült, Frostschutz ergänzt', 1, [['Frostschutzmittel', 2, 96]]],
  ['Keilriemen erneuert', 0.5, [['Keilriemen', 1, 212]]],
];

/** A Viennese Mercedes-Benz agency's typed bill in Schilling: logo line, Jänner, ",--". */
export const viennaAgencyTyped: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1986, 1990);
  const vat = vatAT(date);
  const shop = 'Autohaus Wiesenthal Ges.m.b.H.';
  const rate = r.pick([580, 620, 660]);
  const km = r.int(52000, 260000);
  p.text(40, 'W I E S E N T H A L', { y: 60, size: 22, bold: true, serif: true });
  p.text(40, shop, { y: 76, size: 10, serif: true });
  p.text(40, 'Mercedes-Benz-Vertretung · Kundendienst · Ersatzteile', { y: 88, size: 8, serif: true });
  p.text(555, '1150 Wien, Hütteldorfer Straße 81', { y: 60, size: 8, serif: true, align: 'right' });
  p.text(555, 'Telefon 0222/92 16 31 · Fernschreiber 13 5827', { y: 71, size: 8, serif: true, align: 'right' });
  p.text(555, 'DVR 0412 771', { y: 82, size: 8, serif: true, align: 'right' });
  rule(p, 40, 96, 515);
  const c = person(r, 'AT');
  [salute(c, 'de'), c, street(r, 'AT'), town(r, 'AT')].forEach((l, i) => p.text(50, l, { y: 140 + i * 13, size: 10, serif: true }));
  p.text(555, `Wien, am ${dt(date, 'D. MMAT YYYY')}`, { y: 140, size: 10, serif: true, align: 'right' });
  const no = `${dt(date, 'YY')}/${digits(r, 4)}`;
  p.text(50, `RECHNUNG Nr. ${no}`, { y: 220, size: 12, bold: true, serif: true });
  const model = r.pick(['Mercedes-Benz 230 E', 'Mercedes-Benz 190 D', 'Mercedes-Benz 280 SE', 'Mercedes-Benz 300 TD']);
  p.text(50, `Fahrzeug: ${model}          Kennzeichen: ${plate(r, 'AT', 1988, 'W')}`, { y: 238, size: 9.5, serif: true });
  p.text(50, `Fahrgestell-Nr.: ${r.pick(['124023', '201122', '126032', '123193'])} 1A ${digits(r, 6)}          Km-Stand: ${money(km, 'de', { decimals: 0 })}`, {
    y: 251,
    size: 9.5,
    serif: true,
  });
  p.text(50, 'Für die an Ihrem Fahrzeug durchgeführten Arbeiten erlauben wir uns zu verrechnen:', { y: 276, size: 9.5, serif: true });
  const lines = r.some(WIEN_LINES, r.int(2, 3));
  p.text(50, 'Arbeiten', { y: 298, size: 10, bold: true, serif: true });
  let y = 298;
  const lab: number[] = [];
  lines.forEach(([w, h], i) => {
    y += 14;
    const a = round2(h * rate);
    lab.push(a);
    p.text(50, `${i + 1}.`, { y, size: 9.5, serif: true });
    p.text(66, w, { y, size: 9.5, serif: true });
    p.text(400, `${money(h, 'de', { decimals: 1 })} Std.`, { y, size: 9.5, serif: true, align: 'right' });
    p.text(470, 'S', { y, size: 9.5, serif: true });
    p.text(550, sch(a), { y, size: 9.5, serif: true, align: 'right' });
  });
  y += 14;
  p.text(66, `Stundensatz S ${sch(rate)}`, { y, size: 8, serif: true });
  y += 22;
  p.text(50, 'Material', { y, size: 10, bold: true, serif: true });
  const mats = lines.flatMap((l) => l[2]);
  const mat: number[] = [];
  for (const [name, q, pr] of mats) {
    y += 14;
    const a = round2(q * pr);
    mat.push(a);
    p.text(50, `${q} Stk.`, { y, size: 9.5, serif: true });
    p.text(100, name, { y, size: 9.5, serif: true });
    p.text(400, `à ${sch(pr)}`, { y, size: 9.5, serif: true, align: 'right' });
    p.text(470, 'S', { y, size: 9.5, serif: true });
    p.text(550, sch(a), { y, size: 9.5, serif: true, align: 'right' });
  }
  const labourSum = sum(lab);
  const partsSum = sum(mat);
  const net = sum([labourSum, partsSum]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  y += 30;
  rule(p, 320, y - 12, 235);
  const tl = (l: string, v: number, bold = false) => {
    p.text(330, l, { y, size: 10, serif: true, bold });
    p.text(470, 'S', { y, size: 10, serif: true, bold });
    p.text(550, sch(v), { y, size: 10, serif: true, bold, align: 'right' });
    y += 15;
  };
  tl('Arbeit', labourSum);
  tl('Material', partsSum);
  tl('Summe netto', net);
  tl(`+ ${vat} % USt.`, tax);
  rule(p, 320, y - 10, 235);
  y += 4;
  tl('Gesamtbetrag', gross, true);
  rule(p, 320, y - 11, 235);
  rule(p, 320, y - 9, 235);
  p.text(50, 'Zahlbar sofort bar oder auf unser Konto bei der', { y: y + 20, size: 8.5, serif: true });
  p.text(50, 'Creditanstalt-Bankverein, Kto.-Nr. 0472-31155/00, BLZ 11000', { y: y + 31, size: 8.5, serif: true });
  p.text(50, 'Betrag erhalten: ______________________   Kassa', { y: y + 60, size: 9, serif: true });
  smallPrint(p, 40, 796, [`${shop} · Handelsgericht Wien HRB 18.772 · Es gelten die Allgemeinen Reparaturbedingungen der Kfz-Werkstätten.`], 6.5, 8, true);
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[0]),
    partsUsed: mats.map((m) => m[0]),
  });
};

const GRAZ_LINES: Line[] = [
  [
    'Inspektion mit Ölwechsel nach Herstellervorgabe',
    1.4,
    [
      ['Ölfilter', 1, 16.8, '03N 115 562 B'],
      ['Motoröl VW 507 00 5W-30', 4.3, 18.9, 'GS55545M4'],
    ],
  ],
  ['Bremsflüssigkeit erneuert', 0.5, [['Bremsflüssigkeit', 1, 21.4, 'B 000 750 M3']]],
  [
    'Bremsscheiben und -beläge hinten erneuert',
    1.6,
    [
      ['Bremsscheibe hinten', 2, 62.5, '5Q0 615 601 G'],
      ['Bremsbelagsatz hinten', 1, 74.9, '5Q0 698 451 P'],
    ],
  ],
  ['Zahnriemen samt Wasserpumpe erneuert', 3.8, [['Zahnriemensatz mit Wasserpumpe', 1, 389, '04L 198 119 A']]],
  ['Staub- und Pollenfilter erneuert', 0.3, [['Innenraumfilter', 1, 38.6, '5Q0 819 653']]],
  ['Scheibenwischer vorne erneuert', 0.2, [['Wischblattsatz', 1, 42.9, '5G1 998 002']]],
];

/** A Graz VW-group dealer's printout (2021–25): dotted leaders, Datum der Leistung, §57a line, totals at the left. */
export const grazDealerPrintout: Fam = (r) => {
  const p = new PageBuilder();
  const work = dateIn(r, 2021, 2025);
  const invoice = addDays(work, r.int(1, 5));
  const vat = vatAT(invoice);
  const shop = 'Autohaus Eggenberger GmbH';
  const rate = r.pick([138, 146, 152]);
  const km = r.int(24000, 197000);
  p.text(40, shop, { y: 54, size: 14, bold: true });
  p.text(40, 'Volkswagen · Audi · Škoda · Servicepartner', { y: 67, size: 8 });
  p.text(40, 'Eggenberger Allee 91 · 8020 Graz · +43 316 58 41 0 · office@eggenberger-auto.at', { y: 78, size: 7.5 });
  const c = person(r, 'AT');
  [`${salute(c, 'de')} ${c}`, street(r, 'AT'), town(r, 'AT')].forEach((l, i) => p.text(40, l, { y: 130 + i * 12, size: 9.5 }));
  const invNo = `${dt(invoice, 'YYYY')}/${digits(r, 6)}`;
  const kv: [string, string][] = [
    ['Rechnungsnummer', invNo],
    ['Rechnungsdatum', dt(invoice, 'DD.MM.YYYY')],
    ['Datum der Leistung', dt(work, 'DD.MM.YYYY')],
    ['Kundennummer', digits(r, 6)],
    ['Auftragsnummer', digits(r, 7)],
    ['Ihre UID-Nr.', '—'],
  ];
  kv.forEach(([l, v], i) => {
    p.text(330, `${l} ${'.'.repeat(Math.max(4, 34 - l.length * 1.4))}`, { y: 120 + i * 12, size: 8 });
    p.text(555, v, { y: 120 + i * 12, size: 8, align: 'right' });
  });
  p.text(40, 'Rechnung', { y: 214, size: 14, bold: true });
  const model = r.pick(['VW Golf VIII 2.0 TDI', 'Audi A4 Avant 40 TDI', 'Škoda Octavia Combi RS', 'VW T6.1 Multivan']);
  const kz = plate(r, 'AT', 2023, 'G');
  const kv2: [string, string][] = [
    ['Kennzeichen', kz],
    ['Fahrzeug', model],
    ['FIN', vin(r, 'WVW')],
    ['Erstzulassung', dt(addDays(work, -r.int(500, 3000)), 'DD.MM.YYYY')],
    ['Kilometerstand', money(km, 'de', { decimals: 0 })],
  ];
  kv2.forEach(([l, v], i) => {
    const x = i < 3 ? 40 : 330;
    const yy = 232 + (i % 3) * 12;
    p.text(x, `${l}:`, { y: yy, size: 8 });
    p.text(x + 75, v, { y: yy, size: 8, bold: l === 'Kennzeichen' });
  });
  const lines = r.some(GRAZ_LINES, r.int(2, 3));
  const rows: string[][] = [];
  const lab: number[] = [];
  const mat: number[] = [];
  let n = 1;
  const pickerl = r.chance(0.6) ? round2(r.pick([59.9, 64.5, 69])) : 0;
  for (const [w, h, parts] of lines) {
    const a = round2(h * rate);
    lab.push(a);
    rows.push([String(n++), '', w, `${money(h, 'de')} Std.`, money(rate, 'de'), money(a, 'de')]);
    for (const [name, q, pr, nr] of parts) {
      const b = round2(q * pr);
      mat.push(b);
      rows.push([String(n++), nr ?? '', name, money(q, 'de', { decimals: q % 1 ? 1 : 0 }), money(pr, 'de'), money(b, 'de')]);
    }
  }
  if (pickerl) {
    lab.push(pickerl);
    rows.push([String(n), '', 'Wiederkehrende Begutachtung §57a KFG', '1', money(pickerl, 'de'), money(pickerl, 'de')]);
  }
  p.box(40, 272, 515, 13, true);
  const last = table(
    p,
    281,
    [
      { x: 44, head: 'Pos' },
      { x: 66, head: 'Teilenummer' },
      { x: 150, head: 'Leistung / Artikel' },
      { x: 400, head: 'Menge', align: 'right' },
      { x: 475, head: 'Einzelpreis', align: 'right' },
      { x: 552, head: 'Betrag', align: 'right' },
    ],
    rows,
    { size: 8, rowH: 13 },
  );
  rule(p, 40, last + 6, 515);
  const labourSum = sum(lab);
  const partsSum = sum(mat);
  const net = sum([labourSum, partsSum]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  let y = last + 26;
  p.box(40, y - 12, 250, pickerl ? 110 : 98);
  totalLine(p, y, 48, 'Summe Arbeit', 282, `€ ${money(labourSum, 'de')}`, { size: 8.5 });
  totalLine(p, (y += 13), 48, 'Summe Teile', 282, `€ ${money(partsSum, 'de')}`, { size: 8.5 });
  totalLine(p, (y += 13), 48, 'Summe netto', 282, `€ ${money(net, 'de')}`, { size: 8.5 });
  totalLine(p, (y += 13), 48, `zzgl. ${vat} % USt.`, 282, `€ ${money(tax, 'de')}`, { size: 8.5 });
  totalLine(p, (y += 16), 48, 'Gesamtbetrag', 282, `€ ${money(gross, 'de')}`, { size: 9.5, bold: true });
  const dep = r.pick([0, 200, 300]);
  totalLine(p, (y += 15), 48, 'Bereits geleistete Anzahlung', 282, `€ ${money(dep, 'de')}`, { size: 8.5 });
  totalLine(p, (y += 13), 48, 'Offener Betrag', 282, `€ ${money(gross - dep, 'de')}`, { size: 8.5, bold: true });
  if (pickerl) p.text(48, `Nächste Begutachtung (Pickerl): ${dt(addDays(work, 365), 'MM/YYYY')}`, { y: y + 13, size: 7.5 });
  smallPrint(
    p,
    320,
    last + 26,
    [
      'Zahlungsbedingungen: 8 Tage netto.',
      'Bei Zahlungsverzug werden Verzugszinsen',
      'in gesetzlicher Höhe verrechnet.',
      'Die ausgebauten Altteile wurden entsorgt.',
    ],
    7.5,
    10,
  );
  rule(p, 40, 778, 515);
  smallPrint(
    p,
    40,
    788,
    [
      `${shop} · Sitz Graz · FN 84512 t · Landesgericht für ZRS Graz · UID-Nr. ATU 28471${digits(r, 3)}`,
      'Steiermärkische Sparkasse · IBAN AT42 2081 5000 0412 7755 · BIC STSPAT2GXXX',
    ],
    6.5,
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: [...lines.map((l) => l[0]), ...(pickerl ? ['Wiederkehrende Begutachtung §57a KFG'] : [])],
    partsUsed: lines.flatMap((l) => l[2].map((x) => x[0])),
  });
};

const ZH_LINES: Line[] = [
  [
    "Service 30'000 km",
    1.9,
    [
      ['Oelfilter', 1, 18.5],
      ['Motorenöl 5W-40', 4.5, 21.8],
    ],
  ],
  ['Bremsbeläge vorne ersetzen', 1.1, [['Bremsbeläge vorne', 1, 128.4]]],
  [
    'Zahnriemen ersetzen',
    3.2,
    [
      ['Zahnriemen', 1, 96.3],
      ['Spannrolle', 1, 84.7],
    ],
  ],
  ['Klimaanlage warten', 0.8, [['Kältemittel R134a', 0.6, 52]]],
  ['Auspuff hinten ersetzen', 0.9, [['Endschalldämpfer', 1, 312.5]]],
  ['Pneuwechsel Sommer/Winter', 0.6, []],
];

/** A Zurich AMAG partner's bill of 2002–09: apostrophe thousands, Stamm-Nr., rounding, an orange ESR slip below. */
export const zurichGarageEsr: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2002, 2009);
  const vat = vatCH(date);
  const shop = 'Garage Seefeld AG';
  const rate = r.pick([128, 136, 145]);
  const km = r.int(40000, 230000);
  p.text(40, shop, { y: 54, size: 15, bold: true });
  p.text(40, 'Offizielle Vertretung VW · Audi · Service-Partner AMAG', { y: 67, size: 8 });
  p.text(40, 'Seefeldstrasse 224 · 8008 Zürich · Tel. 044 383 71 71 · Fax 044 383 71 79', { y: 78, size: 7.5 });
  const c = person(r, 'CH');
  const cTown = town(r, 'CH');
  [`${salute(c, 'de')} ${c}`, street(r, 'CH'), cTown].forEach((l, i) => p.text(330, l, { y: 120 + i * 12, size: 9.5 }));
  const invNo = `${digits(r, 6)}`;
  p.text(40, `Rechnung Nr. ${invNo}`, { y: 120, size: 11, bold: true });
  const kv: [string, string][] = [
    ['Datum', dt(date, 'DD.MM.YYYY')],
    ['Kunden-Nr.', digits(r, 5)],
    ['MWST-Nr.', `${r.int(300, 699)} ${digits(r, 3)}`],
  ];
  kv.forEach(([l, v], i) => {
    p.text(40, l, { y: 136 + i * 11, size: 8 });
    p.text(110, v, { y: 136 + i * 11, size: 8 });
  });
  const model = r.pick(['VW Golf IV 1.8 T', 'VW Passat Variant 2.0', 'Audi A3 1.8 T', 'VW Sharan 2.0']);
  cellRow(
    p,
    40,
    190,
    26,
    [
      [120, 'Marke / Typ', model],
      [80, 'Kontrollschild', plate(r, 'CH', 2005, 'ZH')],
      [95, 'Stamm-Nr.', `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`],
      [140, 'Fahrgestell-Nr.', vin(r, 'WVW')],
      [80, 'Km-Stand', money(km, 'ch', { decimals: 0 })],
    ],
    { size: 8.5 },
  );
  const lines = r.some(ZH_LINES, r.int(2, 3));
  const rows: string[][] = [];
  const lab: number[] = [];
  const mat: number[] = [];
  for (const [w, h] of lines) {
    const a = round2(h * rate);
    lab.push(a);
    rows.push(['A', w, money(h, 'ch'), money(rate, 'ch'), money(a, 'ch')]);
  }
  const mats = lines.flatMap((l) => l[2]);
  for (const [name, q, pr] of mats) {
    const b = round2(q * pr);
    mat.push(b);
    rows.push(['M', name, money(q, 'ch', { decimals: q % 1 ? 1 : 0 }), money(pr, 'ch'), money(b, 'ch')]);
  }
  const last = table(
    p,
    236,
    [
      { x: 42, head: 'Code' },
      { x: 72, head: 'Bezeichnung' },
      { x: 380, head: 'Menge/Std.', align: 'right' },
      { x: 460, head: 'Ansatz', align: 'right' },
      { x: 552, head: 'Total CHF', align: 'right' },
    ],
    rows,
    { size: 8.5, rowH: 12.5, ruleX: [40, 555] },
  );
  p.text(42, 'A = Arbeit, M = Material', { y: last + 12, size: 6.5 });
  const labourSum = sum(lab);
  const partsSum = sum(mat);
  const small = round2(r.pick([8.5, 12, 14.8]));
  const net = sum([labourSum, partsSum, small]);
  const tax = round2((net * vat) / 100);
  const exact = round2(net + tax);
  const gross = round05(exact);
  let y = last + 30;
  totalLine(p, y, 340, 'Total Arbeit', 552, money(labourSum, 'ch'), { size: 8.5 });
  totalLine(p, (y += 12), 340, 'Total Material', 552, money(partsSum, 'ch'), { size: 8.5 });
  totalLine(p, (y += 12), 340, 'Kleinmaterial / Entsorgung', 552, money(small, 'ch'), { size: 8.5 });
  totalLine(p, (y += 12), 340, 'Total exkl. MWST', 552, money(net, 'ch'), { size: 8.5 });
  totalLine(p, (y += 12), 340, `MWST ${vat} %`, 552, money(tax, 'ch'), { size: 8.5 });
  totalLine(p, (y += 12), 340, 'Rundung', 552, money(round2(gross - exact), 'ch'), { size: 8.5 });
  rule(p, 340, y + 4, 215);
  totalLine(p, y + 16, 340, 'Total inkl. MWST CHF', 552, money(gross, 'ch'), { size: 9.5, bold: true });
  smallPrint(
    p,
    40,
    last + 30,
    ['Zahlbar innert 30 Tagen netto.', 'Besten Dank für Ihren Auftrag.', `Nächster Service: ${money(km + 30000, 'ch', { decimals: 0 })} km`],
    7.5,
    10,
  );
  // The orange payment slip (ESR) across the foot of the page.
  const sy = 540;
  p.text(297, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    y: sy - 6,
    size: 7,
    align: 'center',
  });
  p.box(20, sy, 555, 295);
  p.box(20, sy, 170, 295);
  p.text(26, 'Empfangsschein', { y: sy + 12, size: 7, bold: true });
  p.text(196, 'Einzahlung für / Versement pour / Versamento per', { y: sy + 12, size: 6 });
  [shop, 'Seefeldstrasse 224', '8008 Zürich'].forEach((l, i) => {
    p.text(26, l, { y: sy + 28 + i * 10, size: 8 });
    p.text(196, l, { y: sy + 28 + i * 10, size: 8 });
  });
  p.text(26, 'Konto / Compte   01-12345-6', { y: sy + 100, size: 7.5 });
  p.text(196, 'Konto / Compte   01-12345-6', { y: sy + 100, size: 7.5 });
  const [fr, rp] = money(gross, 'ch', { plain: true }).split('.');
  for (const x of [26, 196]) {
    p.box(x, sy + 108, 110, 18);
    p.box(x + 112, sy + 108, 30, 18);
    p.text(x + 106, fr.split('').join(' '), { y: sy + 121, size: 10, align: 'right' });
    p.text(x + 117, rp.split('').join(' '), { y: sy + 121, size: 10 });
  }
  const ref = `${digits(r, 2)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)}`;
  p.text(350, ref, { y: sy + 110, size: 9 });
  p.text(196, 'Einbezahlt von / Versé par / Versato da', { y: sy + 150, size: 6 });
  p.text(26, 'Einbezahlt von', { y: sy + 150, size: 6 });
  [c, cTown].forEach((l, i) => {
    p.text(350, l, { y: sy + 170 + i * 11, size: 8.5 });
    p.text(26, l, { y: sy + 170 + i * 11, size: 8.5 });
  });
  p.text(560, `${digits(r, 13)}>${ref.replace(/ /g, '')}+ 010001234>`, { y: sy + 280, size: 9, align: 'right' });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[0]),
    partsUsed: mats.map((m) => m[0]),
  });
};

const GROUP_LINES: Line[] = [
  [
    'Service gemäss Herstellervorgabe',
    1.6,
    [
      ['Ölfilter', 1, 29.4, '11428575211'],
      ['Motorenöl 0W-30', 5.2, 26.9, '83215A7EE74'],
    ],
  ],
  ['Bremsflüssigkeit ersetzen', 0.6, [['Bremsflüssigkeit', 1, 24.6, '83132405976']]],
  ['Mikrofilter ersetzen', 0.4, [['Mikrofilter mit Aktivkohle', 1, 68.2, '64119382886']]],
  ['Fahrzeugprüfung MFK vorbereiten', 1.2, []],
  ['Scheibenwischer ersetzen', 0.2, [['Wischblätter Satz', 1, 54.9, '61612458189']]],
  ['Zündkerzen ersetzen', 0.9, [['Zündkerze', 4, 27.35, '12120039664']]],
];

/** A Swiss dealer group's bilingual invoice (2023–26) with a deposit and the QR-bill payment part. */
export const swissGroupQrBill: Fam = (r) => {
  const p = new PageBuilder();
  const work = dateIn(r, 2023, 2026);
  const invoice = addDays(work, r.int(1, 4));
  const vat = vatCH(invoice);
  const shop = 'Autocenter Limmattal AG';
  const rate = r.pick([168, 179, 192]);
  const km = r.int(18000, 165000);
  p.text(40, 'LIMMATTAL', { y: 52, size: 18, bold: true });
  p.text(40, shop, { y: 65, size: 9 });
  p.text(40, 'BMW · MINI · Service', { y: 75, size: 7.5 });
  p.text(555, 'Zürcherstrasse 301 · 8952 Schlieren', { y: 52, size: 7.5, align: 'right' });
  p.text(555, '+41 44 755 40 40 · service@limmattal-auto.ch', { y: 62, size: 7.5, align: 'right' });
  p.text(555, `UID CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)} MWST`, { y: 72, size: 7.5, align: 'right' });
  const c = person(r, 'CH');
  const [cStreet, cTown] = [street(r, 'CH'), town(r, 'CH')];
  [`${salute(c, 'de')} ${c}`, cStreet, cTown].forEach((l, i) => p.text(330, l, { y: 110 + i * 12, size: 9.5 }));
  p.text(40, 'Rechnung / Facture', { y: 112, size: 13, bold: true });
  const invNo = `${digits(r, 8)}`;
  const grid: [number, string, string][][] = [
    [
      [95, 'Rechnung Nr. / N° facture', invNo],
      [95, 'Datum / Date', dt(invoice, 'DD.MM.YYYY')],
    ],
    [
      [95, 'Kunde Nr. / N° client', digits(r, 6)],
      [95, 'Leistungsdatum / Prestation', dt(work, 'DD.MM.YYYY')],
    ],
  ];
  grid.forEach((row, i) => cellRow(p, 40, 122 + i * 24, 24, row, { size: 8.5, cap: 5.5 }));
  const model = r.pick(['BMW 330e Touring', 'MINI Cooper S', 'BMW X3 xDrive20d', 'BMW M240i Coupé']);
  cellRow(
    p,
    40,
    184,
    24,
    [
      [110, 'Fahrzeug / Véhicule', model],
      [80, 'Kontrollschild / Plaque', plate(r, 'CH', 2024)],
      [135, 'Fahrgestell / Châssis', vin(r, 'WBA')],
      [95, '1. Inverkehrsetzung', dt(addDays(work, -r.int(400, 2800)), 'DD.MM.YYYY')],
      [95, 'Km-Stand / Kilométrage', money(km, 'ch', { decimals: 0 })],
    ],
    { size: 8, cap: 5.5 },
  );
  const lines = r.some(GROUP_LINES, r.int(2, 4));
  const rows: string[][] = [];
  const lab: number[] = [];
  const mat: number[] = [];
  for (const [w, h, parts] of lines) {
    const a = round2(h * rate);
    lab.push(a);
    rows.push(['', w, `${money(h, 'ch')} h`, money(rate, 'ch'), money(a, 'ch')]);
    for (const [name, q, pr, nr] of parts) {
      const b = round2(q * pr);
      mat.push(b);
      rows.push([nr ?? '', name, money(q, 'ch', { decimals: q % 1 ? 1 : 0 }), money(pr, 'ch'), money(b, 'ch')]);
    }
  }
  const last = table(
    p,
    224,
    [
      { x: 42, head: 'Artikel' },
      { x: 110, head: 'Bezeichnung / Désignation' },
      { x: 380, head: 'Menge', align: 'right' },
      { x: 460, head: 'Preis', align: 'right' },
      { x: 552, head: 'Betrag CHF', align: 'right' },
    ],
    rows,
    { size: 7.5, rowH: 11, ruleX: [40, 555] },
  );
  const labourSum = sum(lab);
  const partsSum = sum(mat);
  const net = sum([labourSum, partsSum]);
  const tax = round2((net * vat) / 100);
  const gross = round05(net + tax);
  const dep = r.pick([300, 500]);
  let y = last + 22;
  totalLine(p, y, 330, "Arbeit / Main-d'œuvre", 552, money(labourSum, 'ch'), { size: 8 });
  totalLine(p, (y += 11), 330, 'Material / Matériel', 552, money(partsSum, 'ch'), { size: 8 });
  totalLine(p, (y += 11), 330, 'Total exkl. MWST / hors TVA', 552, money(net, 'ch'), { size: 8 });
  totalLine(p, (y += 11), 330, `MWST / TVA ${vat} %`, 552, money(tax, 'ch'), { size: 8 });
  totalLine(p, (y += 13), 330, 'Total CHF inkl. MWST', 552, money(gross, 'ch'), { size: 9, bold: true });
  totalLine(p, (y += 11), 330, 'Anzahlung / Acompte', 552, `-${money(dep, 'ch')}`, { size: 8 });
  totalLine(p, y + 11, 330, 'Offen / Solde CHF', 552, money(gross - dep, 'ch'), { size: 8, bold: true });
  smallPrint(
    p,
    40,
    last + 22,
    ['Zahlbar innert 30 Tagen. / Payable dans les 30 jours.', `Nächster Service / Prochain service: ${dt(addDays(work, 365), 'MM.YYYY')}`],
    7,
    9.5,
  );
  // The QR-bill's receipt and payment part, 105 mm high at the foot.
  const qy = 545;
  p.text(297, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    y: qy - 2,
    size: 6,
    align: 'center',
  });
  const due = money(gross - dep, 'ch').replace("'", ' ');
  const ref = `${digits(r, 2)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)}`;
  const iban = `CH44 3199 9123 0008 ${digits(r, 4)} ${digits(r, 1)}`;
  p.text(30, 'Empfangsschein', { y: qy + 20, size: 11, bold: true });
  p.text(30, 'Konto / Zahlbar an', { y: qy + 38, size: 6, bold: true });
  [iban, shop, 'Zürcherstrasse 301', '8952 Schlieren'].forEach((l, i) => p.text(30, l, { y: qy + 48 + i * 9, size: 8 }));
  p.text(30, 'Referenz', { y: qy + 96, size: 6, bold: true });
  p.text(30, ref, { y: qy + 106, size: 8 });
  p.text(30, 'Zahlbar durch', { y: qy + 124, size: 6, bold: true });
  [c, cTown].forEach((l, i) => p.text(30, l, { y: qy + 134 + i * 9, size: 8 }));
  p.text(30, 'Währung', { y: qy + 200, size: 6, bold: true });
  p.text(80, 'Betrag', { y: qy + 200, size: 6, bold: true });
  p.text(30, 'CHF', { y: qy + 211, size: 8 });
  p.text(80, due, { y: qy + 211, size: 8 });
  p.text(170, 'Annahmestelle', { y: qy + 240, size: 6, bold: true, align: 'right' });
  p.box(176, qy, 0, 297);
  p.text(190, 'Zahlteil', { y: qy + 20, size: 11, bold: true });
  p.box(190, qy + 34, 130, 130);
  p.box(247, qy + 91, 16, 16, true);
  p.text(190, 'Währung', { y: qy + 190, size: 7, bold: true });
  p.text(245, 'Betrag', { y: qy + 190, size: 7, bold: true });
  p.text(190, 'CHF', { y: qy + 202, size: 9 });
  p.text(245, due, { y: qy + 202, size: 9 });
  p.text(335, 'Konto / Zahlbar an', { y: qy + 24, size: 7, bold: true });
  [iban, shop, 'Zürcherstrasse 301', '8952 Schlieren'].forEach((l, i) => p.text(335, l, { y: qy + 35 + i * 10, size: 9 }));
  p.text(335, 'Referenz', { y: qy + 88, size: 7, bold: true });
  p.text(335, ref, { y: qy + 99, size: 9 });
  p.text(335, 'Zusätzliche Informationen', { y: qy + 117, size: 7, bold: true });
  p.text(335, `Rechnung ${invNo}`, { y: qy + 128, size: 9 });
  p.text(335, 'Zahlbar durch', { y: qy + 146, size: 7, bold: true });
  [c, cStreet, cTown].forEach((l, i) => p.text(335, l, { y: qy + 157 + i * 10, size: 9 }));
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: lines.map((l) => l[0]),
    partsUsed: lines.flatMap((l) => l[2].map((x) => x[0])),
  });
};
