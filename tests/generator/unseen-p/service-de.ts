/**
 * German main dealers' and branches' workshop invoices, 1978–2026: a Mercedes-Benz dealer's DMS
 * printout with a captioned header grid, a V.A.G dealer's typed bill in DM, a BMW branch's 1990s
 * printout with a boxed totals band, and a Porsche centre's invoice with an L/T type column.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import {
  addDays,
  cellRow,
  dateIn,
  doc,
  dt,
  type Fam,
  money,
  plate,
  rule,
  smallPrint,
  sum,
  table,
  totalLine,
  vatDE,
  vin,
  round2,
  digits,
  person,
  salute,
  street,
  town,
} from './kit';

type Part = [nr: string, name: string, qty: number, unit: string, price: number];
interface Job {
  op: string;
  work: string;
  units: number;
  parts: Part[];
}

const pickJobs = (r: Random, jobs: Job[], min: number, max: number) => r.some(jobs, r.int(min, max));

const MB_JOBS: Job[] = [
  {
    op: '01-2210-00',
    work: 'Service A nach Herstellervorgabe',
    units: 18,
    parts: [
      ['A 271 180 02 09', 'Ölfiltereinsatz', 1, 'St', 18.9],
      ['A 000 989 69 06 13', 'Motoröl MB 229.5 5W-30', 6.5, 'l', 17.4],
    ],
  },
  { op: '42-0180-01', work: 'Bremsflüssigkeit erneuern', units: 6, parts: [['A 000 989 08 07 13', 'Bremsflüssigkeit DOT 4 plus', 1, 'l', 19.6]] },
  {
    op: '42-2410-00',
    work: 'Bremsbeläge Vorderachse erneuern',
    units: 9,
    parts: [
      ['A 004 420 84 20', 'Bremsbelagsatz Vorderachse', 1, 'Satz', 142.8],
      ['A 211 540 17 17', 'Verschleißkontakt', 1, 'St', 12.45],
    ],
  },
  { op: '83-1540-00', work: 'Staub- und Pollenfilter ersetzen', units: 3, parts: [['A 211 830 07 18', 'Aktivkohlefilter', 1, 'St', 58.3]] },
  { op: '15-3020-00', work: 'Zündkerzen erneuern', units: 8, parts: [['A 004 159 70 03', 'Zündkerze', 4, 'St', 16.95]] },
  { op: '82-6120-00', work: 'Wischblätter vorn ersetzen', units: 1, parts: [['A 221 820 05 45', 'Wischblattsatz', 1, 'Satz', 49.9]] },
  { op: '09-1010-00', work: 'Luftfiltereinsatz ersetzen', units: 4, parts: [['A 272 094 04 04', 'Luftfiltereinsatz', 1, 'St', 36.2]] },
];

/** A Mercedes-Benz dealer's DMS invoice: marque line, captioned grid, job-grouped item table, deposit. */
export const mercedesDealerInvoice: Fam = (r) => {
  const p = new PageBuilder();
  const work = dateIn(r, 2017, 2025);
  const invoice = addDays(work, r.int(1, 6));
  const received = addDays(work, -r.int(1, 2));
  const vat = vatDE(invoice);
  const shop = 'Autohaus Kessler GmbH & Co. KG';
  const ze = r.pick([14.2, 14.8, 15.6, 16.3]);
  const km = r.int(38000, 214000);
  p.text(40, 'Mercedes-Benz', { y: 58, size: 20, bold: true });
  p.text(40, 'Autorisierter Mercedes-Benz Service und Vermietung', { y: 72, size: 7 });
  p.text(555, shop, { y: 50, size: 10, bold: true, align: 'right' });
  ['Blaubeurer Straße 140 · 89077 Ulm', 'Telefon 0731 9380-0 · Telefax 0731 9380-199', 'service@kessler-ulm.de · www.kessler-ulm.de'].forEach((l, i) =>
    p.text(555, l, { y: 62 + i * 9, size: 7, align: 'right' }),
  );
  p.text(40, `${shop} · Blaubeurer Straße 140 · 89077 Ulm`, { y: 118, size: 6 });
  rule(p, 40, 121, 230);
  const customer = person(r, 'DE');
  [`${salute(customer, 'de')} ${customer}`, street(r, 'DE'), town(r, 'DE')].forEach((l, i) => p.text(40, l, { y: 138 + i * 13, size: 10 }));
  const custNo = `${r.int(10, 99)}${digits(r, 4)}`;
  const order = `AU ${digits(r, 6)}`;
  const invNo = `RE ${r.int(2, 9)}${digits(r, 6)}`;
  const gx = 330;
  cellRow(p, gx, 100, 24, [
    [112, 'Rechnungs-Nr.', invNo],
    [113, 'Rechnungsdatum', dt(invoice, 'DD.MM.YYYY')],
  ]);
  cellRow(p, gx, 124, 24, [
    [112, 'Kunden-Nr.', custNo],
    [113, 'Auftrags-Nr.', order],
  ]);
  cellRow(p, gx, 148, 24, [
    [112, 'Leistungsdatum', dt(work, 'DD.MM.YYYY')],
    [113, 'Annahme', dt(received, 'DD.MM.YYYY')],
  ]);
  cellRow(p, gx, 172, 24, [
    [112, 'Serviceberater', `${r.pick(['M.', 'S.', 'T.'])} ${r.pick(['Brenner', 'Walz', 'Häußler'])}`],
    [113, 'Seite', '1 von 1'],
  ]);
  p.text(40, 'Rechnung', { y: 232, size: 15, bold: true });
  const model = r.pick(['E 220 d T-Modell', 'C 200 Limousine', 'SLK 200', 'GLC 250 4MATIC', 'CLS 350']);
  cellRow(p, 40, 244, 26, [
    [82, 'Amtl. Kennzeichen', plate(r, 'DE', 2020, 'UL')],
    [128, 'Fahrzeug-Ident.-Nr.', vin(r, 'WDD')],
    [112, 'Typ', model],
    [70, 'Erstzulassung', dt(addDays(work, -r.int(700, 3000)), 'DD.MM.YYYY')],
    [62, 'km-Stand', money(km, 'de', { decimals: 0 })],
    [61, 'Zahlungsart', r.pick(['Überweisung', 'EC-Karte'])],
  ]);
  const jobs = pickJobs(r, MB_JOBS, 2, 4);
  const cols = [
    { x: 42, head: 'Pos.' },
    { x: 64, head: 'Arbeitspos./Teile-Nr.' },
    { x: 160, head: 'Bezeichnung' },
    { x: 392, head: 'Menge', align: 'right' as const },
    { x: 398, head: 'ME' },
    { x: 478, head: 'Einzelpreis', align: 'right' as const },
    { x: 552, head: 'Betrag EUR', align: 'right' as const },
  ];
  const rows: string[][] = [];
  const labour: number[] = [];
  const parts: number[] = [];
  let pos = 1;
  for (const j of jobs) {
    const amount = round2(j.units * ze);
    labour.push(amount);
    rows.push([String(pos++ * 10).padStart(3, '0'), j.op, j.work, String(j.units), 'ZE', money(ze, 'de'), money(amount, 'de')]);
    for (const [nr, name, qty, unit, price] of j.parts) {
      const a = round2(qty * price);
      parts.push(a);
      rows.push([String(pos++ * 10).padStart(3, '0'), nr, name, money(qty, 'de', { decimals: qty % 1 ? 1 : 0 }), unit, money(price, 'de'), money(a, 'de')]);
    }
  }
  p.box(40, 280, 515, 14, true);
  const last = table(p, 290, cols, rows, { size: 8, rowH: 13 });
  rule(p, 40, last + 8, 515);
  const labourSum = sum(labour);
  const partsSum = sum(parts);
  const disposal = r.pick([4.9, 6.5, 8.9]);
  const net = sum([labourSum, partsSum, disposal]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  let y = last + 26;
  const L = 350;
  totalLine(p, y, L, 'Summe Arbeitslohn', 552, money(labourSum, 'de'));
  totalLine(p, (y += 13), L, 'Summe Teile', 552, money(partsSum, 'de'));
  totalLine(p, (y += 13), L, 'Altöl-/Entsorgungspauschale', 552, money(disposal, 'de'));
  rule(p, L, y + 5, 205);
  totalLine(p, (y += 17), L, 'Nettobetrag', 552, money(net, 'de'));
  totalLine(p, (y += 13), L, `zzgl. ${vat} % MwSt. auf ${money(net, 'de')}`, 552, money(tax, 'de'));
  p.box(L - 4, y + 6, 209, 18, true);
  totalLine(p, (y += 19), L, 'Rechnungsbetrag EUR', 552, money(gross, 'de'), { bold: true });
  if (r.chance(0.7)) {
    const deposit = r.pick([100, 150, 200, 250]);
    totalLine(p, (y += 16), L, `abzgl. Anzahlung vom ${dt(received, 'DD.MM.YYYY')}`, 552, `-${money(deposit, 'de')}`);
    totalLine(p, y + 14, L, 'Zahlbetrag EUR', 552, money(gross - deposit, 'de'), { bold: true });
  }
  const ny = last + 26;
  p.text(40, 'Hinweise', { y: ny, size: 8, bold: true });
  smallPrint(
    p,
    40,
    ny + 12,
    [
      `Nächster Service fällig in ${money(r.pick([20000, 25000]), 'de', { decimals: 0 })} km bzw. ${dt(addDays(work, 365), 'MM/YYYY')}.`,
      'Die Altteile wurden auf Wunsch entsorgt.',
      `Zahlbar sofort ohne Abzug. Bitte geben Sie bei Zahlung`,
      `die Rechnungs-Nr. ${invNo} an.`,
    ],
    7.5,
    10,
  );
  rule(p, 40, 772, 515);
  smallPrint(p, 40, 782, [shop, 'Sitz Ulm · Amtsgericht Ulm HRA 2271', 'Komplementärin: Kessler Verwaltungs-GmbH'], 6);
  smallPrint(p, 215, 782, ['Geschäftsführer: Rainer Kessler, Dr. Julia Kessler', `USt-IdNr. DE 146 ${digits(r, 3)} ${digits(r, 3)}`, 'St.-Nr. 88001/12345'], 6);
  smallPrint(p, 390, 782, ['Sparkasse Ulm', `IBAN DE41 6305 0000 0000 ${digits(r, 4)} ${digits(r, 2)}`, 'BIC SOLADES1ULM'], 6);
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.work),
    partsUsed: jobs.flatMap((j) => j.parts.map((x) => x[1])),
  });
};

const VAG_JOBS: Job[] = [
  {
    op: '0100',
    work: 'Inspektion 15 000 km durchgeführt',
    units: 18,
    parts: [
      ['113 115 561 B', 'Ölfilter', 1, 'St', 6.4],
      ['000 Öl 20W50', 'Motoröl 20 W 50', 2.5, 'l', 4.3],
    ],
  },
  {
    op: '2810',
    work: 'Zündung eingestellt',
    units: 4,
    parts: [
      ['111 905 205 A', 'Unterbrecherkontakt', 1, 'St', 7.85],
      ['N 17 681 1', 'Zündkerzen', 4, 'St', 3.2],
    ],
  },
  { op: '4612', work: 'Bremsen vorn überholt', units: 14, parts: [['131 698 151', 'Bremsbeläge vorn', 1, 'Satz', 38.5]] },
  { op: '3310', work: 'Vergaser gereinigt und eingestellt', units: 9, parts: [['113 198 575', 'Vergaserdichtsatz', 1, 'Satz', 12.9]] },
  { op: '1910', work: 'Keilriemen erneuert', units: 3, parts: [['021 903 137', 'Keilriemen', 1, 'St', 9.6]] },
  { op: '4420', work: 'Stoßdämpfer hinten erneuert', units: 12, parts: [['113 513 031 B', 'Stoßdämpfer hinten', 2, 'St', 46.2]] },
];

/** A V.A.G dealer's typed invoice of 1978/79 in DM: lists with dotted leaders, operation numbers, AW. */
export const vagDealerTyped: Fam = (r) => {
  const p = new PageBuilder();
  const date = r.date(1978, 1978);
  const vat = vatDE(date);
  const shop = 'Autohaus Gebr. Wendling';
  const aw = r.pick([3.1, 3.4, 3.6]);
  const km = r.int(28000, 139000);
  p.text(297, 'A U T O H A U S   G E B R .   W E N D L I N G', { y: 56, size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, 'V.A.G Vertragshändler für VW und Audi · Kaiserslautern', { y: 71, size: 8.5, serif: true, align: 'center' });
  p.text(297, 'Mainzer Straße 62 · 6750 Kaiserslautern · Ruf (0631) 4 60 11 · Telex 045 712', { y: 82, size: 7.5, serif: true, align: 'center' });
  rule(p, 40, 90, 515);
  const customer = person(r, 'DE');
  [salute(customer, 'de'), customer, street(r, 'DE'), `6750 Kaiserslautern`].forEach((l, i) => p.text(50, l, { y: 128 + i * 13, size: 10, serif: true }));
  const invNo = `78/${digits(r, 4)}`;
  const info: [string, string][] = [
    ['Rechnung Nr.', invNo],
    ['Datum', dt(date, 'D.M.YY')],
    ['Auftrag Nr.', digits(r, 4)],
    ['Kunden-Nr.', digits(r, 5)],
  ];
  info.forEach(([l, v], i) => {
    p.text(340, `${l} `.padEnd(18, '.'), { y: 128 + i * 14, size: 9.5, serif: true });
    p.text(440, v, { y: 128 + i * 14, size: 9.5, serif: true });
  });
  p.text(50, 'KUNDENDIENST-RECHNUNG', { y: 210, size: 12, bold: true, serif: true });
  const model = r.pick(['VW 1303 S', 'VW Passat LS', 'Audi 80 GL', 'VW Golf GTI', 'VW Scirocco TS']);
  p.text(
    50,
    `Fahrzeug: ${model}     Pol. Kennz.: ${plate(r, 'DE', 1978, 'KL')}     Fahrg.-Nr.: ${digits(r, 10)}     km-Stand: ${money(km, 'de', { decimals: 0 }).replace('.', ' ')}`,
    { y: 228, size: 8.5, serif: true },
  );
  rule(p, 40, 236, 515);
  const jobs = pickJobs(r, VAG_JOBS, 2, 4);
  p.text(50, 'Arbeitslohn', { y: 254, size: 9.5, bold: true, serif: true });
  const lab = jobs.map((j) => round2(j.units * aw));
  const lastL = table(
    p,
    268,
    [
      { x: 50, head: 'Arb.-Pos.' },
      { x: 110, head: 'Bezeichnung' },
      { x: 400, head: 'AW', align: 'right' },
      { x: 540, head: 'DM', align: 'right' },
    ],
    jobs.map((j, i) => [j.op, j.work, String(j.units), money(lab[i], 'de')]),
    { size: 9, serif: true, headBold: false },
  );
  const labourSum = sum(lab);
  p.text(110, `${jobs.reduce((a, j) => a + j.units, 0)} AW à DM ${money(aw, 'de')}`, { y: lastL + 14, size: 8, serif: true });
  p.text(400, 'Lohn zus.', { y: lastL + 14, size: 9, serif: true, align: 'right' });
  p.text(540, money(labourSum, 'de'), { y: lastL + 14, size: 9, serif: true, align: 'right' });
  const partRows = jobs.flatMap((j) => j.parts);
  const pAmounts = partRows.map(([, , q, , pr]) => round2(q * pr));
  p.text(50, 'Ersatzteile und Material', { y: lastL + 40, size: 9.5, bold: true, serif: true });
  const lastP = table(
    p,
    lastL + 54,
    [
      { x: 50, head: 'Teile-Nr.' },
      { x: 160, head: 'Bezeichnung' },
      { x: 360, head: 'Menge', align: 'right' },
      { x: 450, head: 'Einzelpr.', align: 'right' },
      { x: 540, head: 'DM', align: 'right' },
    ],
    partRows.map(([nr, name, q, unit, pr], i) => [
      nr,
      name,
      `${money(q, 'de', { decimals: q % 1 ? 1 : 0 })} ${unit}`,
      money(pr, 'de'),
      money(pAmounts[i], 'de'),
    ]),
    { size: 9, serif: true, headBold: false },
  );
  const partsSum = sum(pAmounts);
  p.text(400, 'Teile zus.', { y: lastP + 14, size: 9, serif: true, align: 'right' });
  p.text(540, money(partsSum, 'de'), { y: lastP + 14, size: 9, serif: true, align: 'right' });
  const small = r.pick([2.5, 3.8, 4.2]);
  const net = sum([labourSum, partsSum, small]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  let y = lastP + 44;
  rule(p, 300, y - 10, 255);
  const tl = (label: string, v: number, bold = false) => {
    p.text(310, label, { y, size: 9.5, serif: true, bold });
    p.text(540, money(v, 'de'), { y, size: 9.5, serif: true, bold, align: 'right' });
    y += 14;
  };
  tl('Arbeitslohn', labourSum);
  tl('Ersatzteile', partsSum);
  tl('Kleinmaterial', small);
  tl('Zwischensumme', net);
  tl(`+ ${vat} % Mehrwertsteuer`, tax);
  y += 4;
  tl('Rechnungsbetrag DM', gross, true);
  rule(p, 300, y - 10, 255);
  p.text(50, 'Betrag dankend erhalten', { y: y + 20, size: 9, serif: true });
  p.text(50, `Kaiserslautern, den ${dt(date, 'D.M.YY')}`, { y: y + 33, size: 9, serif: true });
  p.text(50, '________________________', { y: y + 60, size: 9, serif: true });
  p.text(297, 'Bankverbindungen: Stadtsparkasse Kaiserslautern (BLZ 540 501 10) Kto. 112 447 · Postscheckamt Ludwigshafen Kto. 86 12-675', {
    y: 790,
    size: 6.5,
    serif: true,
    align: 'center',
  });
  p.text(297, 'Es gelten die Bedingungen für die Ausführung von Arbeiten an Kraftfahrzeugen (Reparaturbedingungen).', {
    y: 799,
    size: 6.5,
    serif: true,
    align: 'center',
  });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.work),
    partsUsed: partRows.map((x) => x[1]),
  });
};

const BMW_JOBS: Job[] = [
  {
    op: '00 00 007',
    work: 'Inspektion II durchgeführt',
    units: 34,
    parts: [
      ['11 42 1 727 300', 'Ölfiltereinsatz', 1, 'ST', 19.4],
      ['07 51 0 009 420', 'Motoröl 10W-40', 5.5, 'L', 12.9],
      ['12 12 1 465 245', 'Zündkerze', 6, 'ST', 9.85],
    ],
  },
  { op: '34 11 260', work: 'Bremsbeläge vorn ersetzt', units: 10, parts: [['34 11 1 160 356', 'Bremsbelagsatz vorn', 1, 'SA', 118.6]] },
  { op: '13 71 000', work: 'Luftfiltereinsatz ersetzt', units: 3, parts: [['13 72 1 730 946', 'Luftfiltereinsatz', 1, 'ST', 31.75]] },
  {
    op: '11 31 500',
    work: 'Zahnriemen ersetzt',
    units: 22,
    parts: [
      ['11 31 1 730 153', 'Zahnriemen', 1, 'ST', 64.2],
      ['11 31 1 286 869', 'Spannrolle', 1, 'ST', 88.9],
    ],
  },
  { op: '31 33 000', work: 'Stoßdämpfer vorn ersetzt', units: 26, parts: [['31 32 1 139 485', 'Federbeinpatrone', 2, 'ST', 214.5]] },
  { op: '64 11 520', work: 'Mikrofilter ersetzt', units: 4, parts: [['64 31 8 390 842', 'Mikrofilter', 1, 'ST', 42.3]] },
];

/** A BMW branch's printout of the 1990s in DM: right-hand label column, totals as a boxed band with labels above. */
export const bmwBranchPrintout: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 1994, 2001);
  const vat = vatDE(date);
  const shop = 'BMW AG Niederlassung München';
  const aw = r.pick([9.8, 10.6, 11.4]);
  const km = r.int(41000, 236000);
  p.text(40, 'BMW', { y: 64, size: 30, bold: true });
  p.text(120, shop, { y: 52, size: 11, bold: true });
  p.text(120, 'Service · Teile · Zubehör', { y: 64, size: 8 });
  p.text(120, 'Frankfurter Ring 35 · 80807 München · Telefon 089/3 53 56-0', { y: 74, size: 7 });
  p.text(40, 'BMW AG · NL München · Frankfurter Ring 35 · 80807 München', { y: 112, size: 6 });
  const customer = person(r, 'DE');
  [`${salute(customer, 'de')} ${customer}`, street(r, 'DE'), town(r, 'DE')].forEach((l, i) => p.text(40, l, { y: 128 + i * 12, size: 9.5 }));
  const info: [string, string][] = [
    ['Rechnung', `${r.int(3, 4)}${digits(r, 7)}`],
    ['Datum', dt(date, 'DD.MM.YY')],
    ['Auftragsdatum', dt(date, 'DD.MM.YY')],
    ['Kunden-Nr.', digits(r, 7)],
    ['Auftrags-Nr.', `W ${digits(r, 5)}`],
    ['Kennzeichen', plate(r, 'DE', 1996, 'M')],
    ['Fahrgestell-Nr.', vin(r, 'WBA')],
    ['Typ', r.pick(['525i', '318is', '730i', 'M3', '320i Cabrio'])],
    ['Zulassung', dt(addDays(date, -r.int(1500, 4000)), 'DD.MM.YY')],
    ['km-Stand', String(km)],
  ];
  info.forEach(([l, v], i) => {
    p.text(430, `${l}:`, { y: 108 + i * 11, size: 7.5, align: 'right' });
    p.text(436, v, { y: 108 + i * 11, size: 7.5 });
  });
  p.text(40, 'R E C H N U N G', { y: 236, size: 12, bold: true });
  rule(p, 40, 244, 515);
  const jobs = pickJobs(r, BMW_JOBS, 2, 4);
  const rows: string[][] = [];
  const lab: number[] = [];
  const prt: number[] = [];
  for (const j of jobs) {
    const a = round2(j.units * aw);
    lab.push(a);
    rows.push([j.op, j.work, String(j.units), '', money(a, 'de')]);
  }
  rows.push(['', '', '', '', '']);
  const partRows = jobs.flatMap((j) => j.parts);
  for (const [nr, name, q, unit, pr] of partRows) {
    const a = round2(q * pr);
    prt.push(a);
    rows.push([nr, name, `${money(q, 'de', { decimals: q % 1 ? 1 : 0 })} ${unit}`, money(pr, 'de'), money(a, 'de')]);
  }
  const last = table(
    p,
    258,
    [
      { x: 40, head: 'AW-Nr./Teile-Nr.' },
      { x: 150, head: 'Bezeichnung' },
      { x: 380, head: 'AW/Menge', align: 'right' },
      { x: 460, head: 'Einzelpreis', align: 'right' },
      { x: 552, head: 'Betrag DM', align: 'right' },
    ],
    rows,
    { size: 8, rowH: 12, ruleX: [40, 555] },
  );
  p.text(150, `Verrechnungssatz: 1 AW = DM ${money(aw, 'de')}`, { y: last + 16, size: 7 });
  const labourSum = sum(lab);
  const partsSum = sum(prt);
  const env = r.pick([6.5, 9.5, 12]);
  const net = sum([labourSum, partsSum, env]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  const by = last + 34;
  const band: [number, string, string][] = [
    [80, 'Lohn', money(labourSum, 'de')],
    [80, 'Teile', money(partsSum, 'de')],
    [70, 'Entsorgung', money(env, 'de')],
    [90, 'Warenwert netto', money(net, 'de')],
    [85, `MwSt ${vat} %`, money(tax, 'de')],
    [110, 'Gesamtbetrag DM', money(gross, 'de')],
  ];
  let bx = 40;
  for (const [w, cap, v] of band) {
    p.box(bx, by, w, 30, cap.startsWith('Gesamt'));
    p.text(bx + w / 2, cap, { y: by + 10, size: 7, align: 'center' });
    p.text(bx + w - 5, v, { y: by + 24, size: 9.5, bold: cap.startsWith('Gesamt'), align: 'right' });
    bx += w;
  }
  const fy = by + 50;
  if (r.chance(0.6)) {
    const dep = r.pick([200, 300, 500]);
    p.text(340, 'abzüglich Anzahlung', { y: fy, size: 8.5 });
    p.text(552, money(dep, 'de'), { y: fy, size: 8.5, align: 'right' });
    p.text(340, 'Restbetrag DM', { y: fy + 13, size: 8.5, bold: true });
    p.text(552, money(gross - dep, 'de'), { y: fy + 13, size: 8.5, bold: true, align: 'right' });
  }
  smallPrint(
    p,
    40,
    by + 50,
    ['Zahlbar sofort nach Erhalt ohne Abzug.', 'Fahrzeug gewaschen und übergeben.', `Nächste Inspektion: bei km ${km + 15000}`],
    7.5,
    10,
  );
  smallPrint(
    p,
    40,
    786,
    [
      'BMW AG · Sitz und Registergericht München HRB 42243 · Vorsitzender des Aufsichtsrats: Eberhard v. Kuenheim',
      'Bankverbindung: Bayerische Vereinsbank München, BLZ 700 202 70, Kto. 15 200 · USt-IdNr. DE 129 273 398',
    ],
    6,
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.work),
    partsUsed: partRows.map((x) => x[1]),
  });
};

const PORSCHE_LINES: Job[] = [
  {
    op: '0320 00',
    work: 'Wartung 2 Jahre durchführen',
    units: 2.4,
    parts: [
      ['996.107.225.53', 'Ölfilter', 1, 'St', 24.9],
      ['000.043.305.42', 'Motoröl 5W-40', 9, 'l', 19.8],
    ],
  },
  { op: '4710 00', work: 'Bremsflüssigkeit wechseln', units: 0.6, parts: [['000.043.203.66', 'Bremsflüssigkeit Super DOT 4', 1, 'l', 28.4]] },
  { op: '1325 19', work: 'Zündkerzen ersetzen', units: 1.8, parts: [['999.170.230.90', 'Zündkerze', 6, 'St', 21.3]] },
  { op: '1330 19', work: 'Luftfilterelement ersetzen', units: 0.4, parts: [['996.110.131.02', 'Luftfiltereinsatz', 1, 'St', 48.7]] },
  { op: '2610 00', work: 'Antriebsriemen ersetzen', units: 0.5, parts: [['997.102.151.02', 'Keilrippenriemen', 1, 'St', 61.2]] },
  { op: '8770 00', work: 'Innenraumfilter ersetzen', units: 0.3, parts: [['997.571.219.00', 'Staub- und Pollenfilter', 1, 'St', 54.6]] },
];

/** A Porsche centre's invoice of 2024–26: Art column (L/T), hourly units, due date beside the invoice date. */
export const porscheCentreInvoice: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2024, 2026);
  const vat = vatDE(date);
  const shop = 'Porsche Zentrum Hagedorn';
  const rate = r.pick([198, 214, 229]);
  const km = r.int(61000, 188000);
  p.text(555, 'PORSCHE', { y: 54, size: 16, bold: true, align: 'right' });
  p.text(40, shop, { y: 54, size: 13, bold: true });
  p.text(40, 'Sportwagenzentrum Hagedorn GmbH · Porsche Classic Partner', { y: 66, size: 7.5 });
  p.text(40, 'Am Kreuzberg 3 · 30916 Isernhagen', { y: 76, size: 7.5 });
  rule(p, 40, 86, 515);
  const customer = person(r, 'DE');
  [customer, street(r, 'DE'), town(r, 'DE')].forEach((l, i) => p.text(40, l, { y: 130 + i * 12, size: 9.5 }));
  const invNo = `${dt(date, 'YY')}-${digits(r, 6)}`;
  const kv: [string, string][] = [
    ['Rechnungsnummer', invNo],
    ['Rechnungsdatum', dt(date, 'DD.MM.YYYY')],
    ['Zahlbar bis', dt(addDays(date, 14), 'DD.MM.YYYY')],
    ['Debitor', digits(r, 6)],
    ['Auftrag', `${digits(r, 5)}/${r.int(1, 3)}`],
  ];
  kv.forEach(([l, v], i) => {
    p.text(350, l, { y: 120 + i * 12, size: 8 });
    p.text(555, v, { y: 120 + i * 12, size: 8, align: 'right' });
  });
  p.text(40, `Rechnung ${invNo}`, { y: 200, size: 13, bold: true });
  const model = r.pick(['911 Carrera (996)', '911 Carrera 4S (997)', 'Boxster S (986)', 'Cayman S (987)']);
  const fzg = vin(r, 'WP0');
  p.box(40, 210, 515, 40);
  const fz: [number, string, string][] = [
    [40, 'Fahrzeug', model],
    [170, 'FIN', fzg],
    [300, 'Kennzeichen', plate(r, 'DE', 2024, 'H')],
    [400, 'Erstzulassung', dt(addDays(date, -r.int(4000, 9000)), 'DD.MM.YYYY')],
    [480, 'Laufleistung', `${money(km, 'de', { decimals: 0 })} km`],
  ];
  for (const [x, l, v] of fz) {
    p.text(x + 5, l, { y: 222, size: 6.5 });
    p.text(x + 5, v, { y: 238, size: 8.5 });
  }
  const jobs = pickJobs(r, PORSCHE_LINES, 2, 4);
  const rows: string[][] = [];
  const lab: number[] = [];
  const prt: number[] = [];
  for (const j of jobs) {
    const a = round2(j.units * rate);
    lab.push(a);
    rows.push(['L', j.op, j.work, money(j.units, 'de'), 'Std', money(rate, 'de'), money(a, 'de')]);
    for (const [nr, name, q, unit, pr] of j.parts) {
      const b = round2(q * pr);
      prt.push(b);
      rows.push(['T', nr, name, money(q, 'de'), unit, money(pr, 'de'), money(b, 'de')]);
    }
  }
  const last = table(
    p,
    272,
    [
      { x: 42, head: 'Art' },
      { x: 62, head: 'Nummer' },
      { x: 150, head: 'Bezeichnung' },
      { x: 385, head: 'Menge', align: 'right' },
      { x: 390, head: 'ME' },
      { x: 475, head: 'Preis', align: 'right' },
      { x: 552, head: 'Gesamt', align: 'right' },
    ],
    rows,
    { size: 8, rowH: 12.5, ruleX: [40, 555] },
  );
  p.text(42, 'Art: L = Arbeitsleistung, T = Teile/Material', { y: last + 14, size: 6.5 });
  const labourSum = sum(lab);
  const partsSum = sum(prt);
  const net = sum([labourSum, partsSum]);
  const tax = round2((net * vat) / 100);
  const gross = round2(net + tax);
  let y = last + 36;
  p.box(330, y - 12, 225, 86);
  totalLine(p, y, 338, 'Arbeitsleistung netto', 548, money(labourSum, 'de'), { size: 8.5 });
  totalLine(p, (y += 13), 338, 'Teile/Material netto', 548, money(partsSum, 'de'), { size: 8.5 });
  totalLine(p, (y += 13), 338, 'Summe netto', 548, money(net, 'de'), { size: 8.5 });
  totalLine(p, (y += 13), 338, `Umsatzsteuer ${vat} %`, 548, money(tax, 'de'), { size: 8.5 });
  p.box(330, y + 6, 225, 18, true);
  totalLine(p, y + 20, 338, 'Rechnungsbetrag brutto EUR', 548, money(gross, 'de'), { size: 9, bold: true });
  smallPrint(
    p,
    40,
    last + 40,
    [
      'Leistungsdatum entspricht dem Rechnungsdatum.',
      'Gewährleistung gemäß unseren Reparaturbedingungen.',
      `Nächste Wartung spätestens ${dt(addDays(date, 730), 'MM/YYYY')}`,
    ],
    7,
    9.5,
  );
  rule(p, 40, 780, 515);
  smallPrint(
    p,
    40,
    790,
    [
      'Sportwagenzentrum Hagedorn GmbH · Geschäftsführer: Olaf Hagedorn · Amtsgericht Hannover HRB 201457 · USt-IdNr. DE 814 552 903',
      'Commerzbank Hannover · IBAN DE22 2504 0066 0381 4411 00 · BIC COBADEFFXXX',
    ],
    6,
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourSum,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.work),
    partsUsed: jobs.flatMap((j) => j.parts.map((x) => x[1])),
  });
};
