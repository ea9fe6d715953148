/**
 * German, Austrian and Swiss bills whose work and parts are one list: the village garage's typed sheet, the master
 * workshop's word-processed bill, the mobile mechanic, a hand-written slip, the marque specialist, an Austrian
 * Werkstätte in Schilling, a Swiss garage, a Bosch-Dienst, a filling station's workshop with a quantity column, a
 * restorer's lump-sum bill.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r05, r2, row, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  DE_FEES,
  DE_JOBPARTS,
  DE_JOBS,
  DE_PARTS,
  DE_SUNDRIES,
  deDash,
  hand,
  kmText,
  mixedList,
  priceOf,
  sums,
  truthLists,
  wob,
  type Item,
  type ListOpts,
} from './kit';

const CARS_DE = [
  'VW 1200',
  'Opel Rekord C',
  'Mercedes 200 D',
  'BMW 1602',
  'Ford Taunus 17M',
  'NSU Prinz 4',
  'Audi 80 L',
  'Opel Kadett B',
  'VW Käfer 1303',
  'Mercedes 230 E',
  'BMW 320i',
  'Porsche 912',
];
const TOWNS_DE = [
  '83512 Wasserburg a. Inn',
  '91126 Schwabach',
  '37154 Northeim',
  '88316 Isny im Allgäu',
  '54634 Bitburg',
  '24768 Rendsburg',
  '97922 Lauda-Königshofen',
  '29525 Uelzen',
  '72160 Horb am Neckar',
  '36037 Fulda',
];
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Dorfstraße', 'Gewerbering', 'Lindenweg', 'Industriestraße', 'Am Mühlbach', 'Kirchplatz'];
const SURN = ['Gruber', 'Huber', 'Maier', 'Kolb', 'Wagner', 'Brandl', 'Seitz', 'Hartl', 'Lechner', 'Vogt', 'Ehrlich', 'Pfister', 'Roth', 'Lenz'];
const FIRST = ['Alois', 'Sepp', 'Heinz', 'Karl', 'Dieter', 'Walter', 'Franz', 'Günter', 'Manfred', 'Dennis', 'Jürgen', 'Rudi'];
const CUST = ['Herrn Klaus Ritter', 'Frau Ingrid Wolf', 'Herrn Dr. Peter Busch', 'Herrn Werner Sauer', 'Frau Monika Engel', 'Herrn Stefan Kuhn'];

const plate = (rng: Random) =>
  `${rng.pick(['RO', 'SC', 'NOM', 'KE', 'BIT', 'RD', 'TBB', 'UE', 'FD', 'M', 'N'])}-${rng.pick(['K', 'AB', 'H', 'E', 'WL', 'T'])} ${rng.int(10, 999)}`;
const street = (rng: Random) => `${rng.pick(STREETS)} ${rng.int(1, 48)}`;

const deList = (rng: Random, over: Partial<ListOpts> = {}): Item[] =>
  mixedList(rng, {
    jobs: DE_JOBS,
    parts: DE_PARTS,
    jobParts: DE_JOBPARTS,
    sep: ' — ',
    nJobs: [2, 5],
    nParts: [2, 5],
    nJobParts: [0, 1],
    fees: DE_FEES,
    sundries: DE_SUNDRIES,
    ...over,
  });

const cur = (year: number) => (year < 2002 ? 'DM' : 'EUR');
const scaleOf = (year: number) => (year < 1975 ? 0.6 : year < 1990 ? 1 : year < 2002 ? 1.4 : 0.9);

/* 1 — the village garage's typed sheet, jobs unpriced, the labour a lump at the foot. */
export function dorfwerkstattTyped(rng: Random): Generated {
  const date = rng.date(1965, 1979);
  const y = yearOf(date);
  const shop = `Reparaturwerkstatt ${rng.pick(FIRST)} ${rng.pick(SURN)}`;
  const town = rng.pick(TOWNS_DE);
  const km = rng.int(28, 160) * 1000 + rng.int(0, 999);
  const items = deList(rng, { nJobParts: [0, 0], sundries: undefined });
  const sc = scaleOf(y);
  for (const it of items) if (!it.work) it.price = priceOf(rng, it, sc);
  const labour = r2(rng.int(3, 14) * 6 * sc);
  const s = sums(items);
  const net = r2(s.all + labour);
  const vat = y >= 1968 ? vatDE(y) : 0;
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 15, bold: true, serif: true });
  p.down(15);
  p.text(60, 'Kraftfahrzeuge aller Art · Tankstelle · Abschleppdienst', { size: 9, serif: true });
  p.down(12);
  p.text(60, `${street(rng)}, ${town}`, { size: 9, serif: true });
  p.down(40);
  p.text(60, rng.pick(CUST), { serif: true });
  p.down(12);
  p.text(60, `${street(rng)}, ${rng.pick(TOWNS_DE)}`, { serif: true });
  p.down(34);
  p.text(60, `RECHNUNG Nr. ${rng.int(100, 999)}`, { serif: true, bold: true, size: 12 });
  p.text(530, `${town.split(' ').slice(1).join(' ')}, den ${fd(date, 'de')}`, { serif: true, align: 'right' });
  p.down(20);
  p.text(60, `Fahrzeug: ${rng.pick(CARS_DE)}   Pol. Kennz.: ${plate(rng)}   km-Stand: ${kmText(km, 'de')}`, { serif: true, size: 9.5 });
  p.down(12);
  hline(p, 60, 475);
  p.down(18);
  for (const it of items) {
    p.text(60, it.text, { serif: true, size: 10 });
    if (it.price !== undefined) p.text(530, num(it.price, 'de'), { serif: true, size: 10, align: 'right' });
    p.down(14);
  }
  p.down(6);
  p.text(60, 'Arbeitslohn pauschal', { serif: true });
  p.text(530, num(labour, 'de'), { serif: true, align: 'right' });
  p.down(8);
  hline(p, 400, 130);
  p.down(14);
  if (vat) {
    p.text(300, 'Summe', { serif: true });
    p.text(530, num(net, 'de'), { serif: true, align: 'right' });
    p.down(14);
    p.text(300, `zuzügl. ${vat} % MwSt.`, { serif: true });
    p.text(530, num(tax, 'de'), { serif: true, align: 'right' });
    p.down(14);
  }
  p.text(300, 'Rechnungsbetrag DM', { serif: true, bold: true });
  p.text(530, num(total, 'de'), { serif: true, bold: true, align: 'right' });
  p.down(40);
  p.text(60, 'Betrag dankend erhalten', { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 2 — the master workshop's word-processed bill: a numbered list, labour at the foot by the hour. */
export function meisterbetriebWord(rng: Random): Generated {
  const date = rng.date(1995, 2013);
  const y = yearOf(date);
  const name = rng.pick(SURN);
  const shop = `Kfz-Meisterbetrieb ${name}`;
  const km = rng.int(40, 260) * 1000 + rng.int(0, 999);
  const items = deList(rng, { sep: ': ' });
  const sc = scaleOf(y);
  for (const it of items) if (!it.work || it.part) it.price = priceOf(rng, it, sc);
  const hours = rng.int(4, 18) / 2;
  const rate = y < 2002 ? rng.pick([78, 84, 92]) : rng.pick([48, 52, 58, 64]);
  const labour = r2(hours * rate);
  const s = sums(items);
  const net = r2(s.all + labour);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const c = cur(y);
  const invDate = addDays(date, rng.int(0, 4));

  const p = new PageBuilder();
  p.text(535, shop, { size: 14, bold: true, align: 'right' });
  p.down(13);
  p.text(535, `Meisterbetrieb der Kfz-Innung · ${street(rng)} · ${rng.pick(TOWNS_DE)}`, { size: 8, align: 'right' });
  p.down(11);
  p.text(535, `Tel. 0${rng.int(2000, 9999)} / ${rng.int(10000, 99999)}`, { size: 8, align: 'right' });
  p.down(46);
  p.text(60, rng.pick(CUST), { size: 10 });
  p.down(12);
  p.text(60, street(rng), { size: 10 });
  p.down(12);
  p.text(60, rng.pick(TOWNS_DE), { size: 10 });
  p.down(36);
  p.text(60, 'Rechnung', { size: 16, bold: true });
  p.down(20);
  const kv: [string, string][] = [
    ['Rechnungs-Nr.', `${y}-${rng.int(100, 999)}`],
    ['Rechnungsdatum', fd(invDate, 'de')],
    ['Leistungsdatum', fd(date, 'de')],
    ['Fahrzeug', `${rng.pick(CARS_DE)}, ${plate(rng)}`],
    ['Kilometerstand', `${kmText(km, 'de')} km`],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9.5 });
    p.text(170, v, { size: 9.5 });
    p.down(13);
  }
  p.down(10);
  const cols: Col[] = [{ x: 60 }, { x: 90 }, { x: 535, align: 'right' }];
  p.box(55, p.y - 11, 485, 15, true);
  row(p, cols, ['Pos.', 'Ausgeführte Arbeiten / Material', `Betrag ${c}`], { bold: true });
  p.down(18);
  items.forEach((it, i) => {
    row(p, cols, [String(i + 1), it.text, it.price !== undefined ? num(it.price, 'de') : ''], { size: 9.5 });
    p.down(14);
  });
  p.down(4);
  row(p, cols, [String(items.length + 1), `Arbeitslohn ${num(hours, 'de').replace(/,00$/, ',0')} Std. à ${num(rate, 'de')}`, num(labour, 'de')], { size: 9.5 });
  p.down(10);
  hline(p, 330, 210);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Nettobetrag', net, false],
    [`MwSt. ${vat} %`, tax, false],
    [`Gesamtbetrag ${c}`, total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(340, k, { size: 10, bold: b });
    p.text(535, num(v, 'de'), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(24);
  p.text(60, 'Zahlbar innerhalb 14 Tagen ohne Abzug. Vielen Dank für Ihren Auftrag!', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 3 — the mobile mechanic, a small business without VAT: call-out fee first, working time at the foot. */
export function mobilerMechaniker(rng: Random): Generated {
  const date = rng.date(2014, 2026);
  const first = rng.pick(FIRST);
  const last = rng.pick(SURN);
  const shop = rng.pick([`Mobiler Kfz-Service ${first} ${last}`, `${last} Mobile Kfz-Hilfe`, `Schrauber-Mobil ${first} ${last}`]);
  const km = rng.int(60, 240) * 1000 + rng.int(0, 999);
  const items: Item[] = [{ text: `Anfahrt ${rng.int(8, 35)} km`, fee: true }, ...deList(rng, { fees: undefined, nJobs: [1, 4] })];
  for (const it of items) if (!it.work || it.part) it.price = it.fee && it.text.startsWith('Anfahrt') ? rng.pick([15, 20, 25, 29.5]) : priceOf(rng, it, 0.9);
  const hours = rng.int(2, 10) / 2;
  const rate = rng.pick([39, 42, 45, 49, 55]);
  const labour = r2(hours * rate);
  const s = sums(items);
  const total = r2(s.all + labour);

  const p = new PageBuilder();
  p.text(60, shop, { size: 14, bold: true });
  p.down(14);
  p.text(60, 'Ich komme zu Ihnen – Reparatur & Wartung vor Ort', { size: 9 });
  p.down(12);
  p.text(60, `Mobil 01${rng.int(51, 79)} ${rng.int(1000000, 9999999)} · ${rng.pick(TOWNS_DE)}`, { size: 9 });
  p.down(40);
  p.text(60, rng.pick(CUST), { size: 10 });
  p.down(30);
  p.text(60, `Rechnung ${rng.int(1, 240)}/${String(yearOf(date)).slice(2)}`, { size: 13, bold: true });
  p.text(535, `Datum: ${fd(date, 'de')}`, { align: 'right' });
  p.down(16);
  p.text(60, `Einsatzort: ${street(rng)}   Fahrzeug: ${rng.pick(CARS_DE)}   km ${kmText(km, 'plain')}`, { size: 9.5 });
  p.down(22);
  for (const it of items) {
    p.text(70, `– ${it.text}`, { size: 10 });
    if (it.price !== undefined) p.text(535, `${num(it.price, 'de')} €`, { size: 10, align: 'right' });
    p.down(14.5);
  }
  p.down(6);
  p.text(70, `Arbeitszeit ${num(hours, 'de').replace(/,00$/, '')} h à ${num(rate, 'de')} €`, { size: 10 });
  p.text(535, `${num(labour, 'de')} €`, { size: 10, align: 'right' });
  p.down(10);
  hline(p, 380, 160);
  p.down(15);
  p.text(380, 'Gesamt', { bold: true, size: 11 });
  p.text(535, `${num(total, 'de')} €`, { bold: true, size: 11, align: 'right' });
  p.down(30);
  p.text(60, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', { size: 8.5 });
  p.down(12);
  p.text(60, 'Bar erhalten / bitte überweisen auf das unten genannte Konto.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 4 — a hand-written slip under a rubber stamp: the list without prices, "Lohn" and "Material" as two lumps. */
export function handzettel(rng: Random): Generated {
  const date = rng.date(1965, 1992);
  const y = yearOf(date);
  const last = rng.pick(SURN);
  const shop = `Kfz-Reparaturen ${rng.pick(FIRST)} ${last}`;
  const town = rng.pick(TOWNS_DE);
  const withKm = rng.chance(0.6);
  const km = rng.int(30, 190) * 1000 + rng.int(0, 9) * 100;
  const items = deList(rng, { nJobs: [2, 4], nParts: [1, 4], fees: undefined, sundries: undefined });
  const sc = scaleOf(y);
  const labour = r2(rng.int(4, 24) * 5 * sc);
  const mat = r2(rng.int(18, 160) * sc + rng.pick([0, 0.5]));
  const total = r2(labour + mat);

  const p = new PageBuilder();
  p.box(56, 44, 230, 52);
  p.text(66, shop, { size: 11, bold: true, y: 62 });
  p.text(66, `${street(rng)}`, { size: 9, y: 76 });
  p.text(66, town, { size: 9, y: 88 });
  p.y = 140;
  hand(p, rng, 60, 'Rechnung', 17);
  hand(p, rng, 400, `${fd(date, rng.pick(['de', 'de2'] as const))}`, 12);
  p.down(30);
  hand(p, rng, 60, `für ${rng.pick(CUST).replace(/^Herrn |^Frau /, '')} – ${rng.pick(CARS_DE)}`, 12);
  p.down(22);
  if (withKm) {
    hand(p, rng, 60, `km ${kmText(km, 'space')}`, 12);
    p.down(26);
  }
  for (const it of items) {
    hand(p, rng, 70, it.text, 12);
    p.down(22);
  }
  p.down(10);
  hand(p, rng, 300, 'Lohn', 12);
  hand(p, rng, 500, deDash(labour), 12, 'right');
  p.down(20);
  hand(p, rng, 300, 'Material', 12);
  hand(p, rng, 500, deDash(mat), 12, 'right');
  p.down(8);
  p.box(300 + wob(rng), p.y, 205, 0.01);
  p.down(18);
  hand(p, rng, 300, 'Zus. DM', 13);
  hand(p, rng, 500, deDash(total), 13, 'right');
  p.down(44);
  hand(p, rng, 330, `Betrag erhalten ${last}`, 11);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    ...(withKm ? { serviceMileage: km } : {}),
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 5 — the marque specialist: every line priced, the sums of labour and parts printed apart below the list. */
export function markenspezialist(rng: Random): Generated {
  const date = rng.date(2000, 2026);
  const y = yearOf(date);
  const marque = rng.pick(['Porsche', 'Mercedes-Benz', 'BMW', 'VW-Käfer']);
  const last = rng.pick(SURN);
  const shop = rng.pick([`${marque} Klassik-Service ${last}`, `${last} ${marque}-Spezialwerkstatt`, `Klassikwerkstatt ${last} – ${marque}`]);
  const cars: Record<string, string[]> = {
    Porsche: ['Porsche 356 B', 'Porsche 911 S 2.4', 'Porsche 912'],
    'Mercedes-Benz': ['Mercedes 280 SL', 'Mercedes 220 SEb', 'Mercedes 190 SL'],
    BMW: ['BMW 2002 tii', 'BMW 1600-2', 'BMW 3.0 CSi'],
    'VW-Käfer': ['VW Käfer 1302 S', 'VW Karmann Ghia', 'VW 1500'],
  };
  const car = cars[marque];
  const km = rng.int(50, 240) * 1000 + rng.int(0, 999);
  const items = deList(rng, { nJobs: [3, 6], nParts: [3, 6], sep: ' – ' });
  const sc = y < 2002 ? 1.6 : 1.2;
  for (const it of items) it.price = priceOf(rng, it, sc);
  const s = sums(items);
  // the job's line carries its labour; a job and its part on one line is priced as the part
  const labour = s.jobs;
  const parts = r2(s.parts + s.fees);
  const net = r2(labour + parts);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const c = cur(y);

  const p = new PageBuilder();
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `${street(rng)} · ${rng.pick(TOWNS_DE)} · Restaurierung · Wartung · Teile`, { size: 8.5, align: 'center' });
  p.down(8);
  hline(p, 60, 475);
  p.down(40);
  p.text(60, rng.pick(CUST));
  p.down(40);
  p.text(60, 'RECHNUNG', { size: 13, bold: true });
  p.text(535, `Nr. R-${rng.int(10000, 99999)}`, { align: 'right' });
  p.down(16);
  p.text(60, `Datum: ${fd(date, 'de')}   Fahrzeug: ${rng.pick(car)}   Fahrgestell-Nr. ${rng.int(100000, 999999)}`, { size: 9 });
  p.down(12);
  p.text(60, `Kennzeichen: ${plate(rng)}-H   Laufleistung: ${kmText(km, 'de')} km`, { size: 9 });
  p.down(22);
  const cols: Col[] = [{ x: 60 }, { x: 88 }, { x: 535, align: 'right' }];
  row(p, cols, ['Pos', 'Text', c], { bold: true });
  p.down(5);
  hline(p, 60, 475);
  p.down(14);
  items.forEach((it, i) => {
    row(p, cols, [String((i + 1) * 10), it.text, num(it.price!, 'de')], { size: 9.5 });
    p.down(14);
  });
  p.down(6);
  hline(p, 300, 235);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Summe Arbeitslohn', labour, false],
    ['Summe Ersatzteile / Material', parts, false],
    ['Nettobetrag', net, false],
    [`zzgl. ${vat} % MwSt.`, tax, false],
    [`Rechnungsbetrag ${c}`, total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(300, k, { size: 9.5, bold: b });
    p.text(535, num(v, 'de'), { size: 9.5, bold: b, align: 'right' });
    p.down(13.5);
  }
  p.down(20);
  p.text(60, 'Die Teile bleiben bis zur vollständigen Bezahlung unser Eigentum.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: parts,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 6 — an Austrian Werkstätte: Schilling before the euro, every line priced, labour "lt. Aufwand" at the foot. */
export function oesterreichWerkstaette(rng: Random): Generated {
  const date = rng.date(1975, 2024);
  const y = yearOf(date);
  const last = rng.pick(SURN);
  const shop = rng.pick([`Kfz-Werkstätte ${rng.pick(FIRST)} ${last}`, `Autowerkstatt ${last} & Söhne`]);
  const town = rng.pick(['4820 Bad Ischl', '6330 Kufstein', '8580 Köflach', '3580 Horn', '9500 Villach', '5020 Salzburg']);
  const km = rng.int(30, 220) * 1000 + rng.int(0, 999);
  const items = deList(rng, { sep: ', ' });
  const sch = y < 2002;
  const sc = sch ? 7 * scaleOf(y) : 0.9;
  for (const it of items) if (!it.work || it.part) it.price = priceOf(rng, it, sc);
  const labour = r2(rng.int(4, 20) * (sch ? 45 : 6.5));
  const s = sums(items);
  const net = r2(s.all + labour);
  const vat = y < 1984 ? 18 : 20;
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const money = (n: number) => (sch ? `S ${num(n, 'de')}` : `€ ${num(n, 'de')}`);

  const p = new PageBuilder();
  p.text(60, shop, { size: 14, bold: true });
  p.down(13);
  p.text(60, `${street(rng)}, ${town}`, { size: 9 });
  p.down(11);
  p.text(60, `Reparatur aller Marken · Pickerl-Überprüfung`, { size: 9 });
  p.down(44);
  p.text(60, rng.pick(CUST));
  p.down(34);
  p.text(60, `Rechnung Nr. ${rng.int(1000, 9999)}`, { bold: true, size: 12 });
  p.down(16);
  p.text(60, `${town.split(' ')[1]}, am ${fd(date, rng.pick(['de', 'delong'] as const))}`, { size: 9.5 });
  p.down(13);
  p.text(
    60,
    `Kfz.: ${rng.pick(CARS_DE)}   Kennz.: ${rng.pick(['GM', 'KU', 'VO', 'HO', 'VI', 'S'])}-${rng.int(100, 999)}${rng.pick(['A', 'B', 'K'])}   km: ${kmText(km, 'de')}`,
    { size: 9.5 },
  );
  p.down(20);
  for (const it of items) {
    p.text(60, it.text, { size: 10 });
    if (it.price !== undefined) p.text(535, money(it.price), { size: 10, align: 'right' });
    p.down(14);
  }
  p.down(6);
  p.text(60, 'Arbeitslohn lt. Aufwand', { size: 10 });
  p.text(535, money(labour), { size: 10, align: 'right' });
  p.down(10);
  hline(p, 330, 205);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Zwischensumme netto', net, false],
    [`+ ${vat} % USt.`, tax, false],
    ['Endbetrag', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(340, k, { size: 10, bold: b });
    p.text(535, money(v), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(24);
  p.text(60, 'Zahlbar sofort nach Erhalt ohne Abzug.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 7 — a Swiss garage: Franken, every line priced, MWST, the total rounded to five Rappen. */
export function schweizGarage(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const y = yearOf(date);
  const shop = rng.pick([`Garage ${rng.pick(['Sonnenberg', 'Rössli', 'Bergblick', 'Central', 'Linde'])} AG`, `Garage ${rng.pick(SURN)} GmbH`]);
  const town = rng.pick(['8610 Uster', '3400 Burgdorf', '6410 Goldau', '9500 Wil SG', '4600 Olten', '7270 Davos Platz']);
  const km = rng.int(40, 230) * 1000 + rng.int(0, 999);
  const items = deList(rng, { sep: ' / ', fees: ['Entsorgungsgebühr', 'Altöl-Entsorgung'] });
  for (const it of items) it.price = priceOf(rng, it, 1.5);
  const s = sums(items);
  const net = s.all;
  const vat = vatCH(y);
  const tax = r2((net * vat) / 100);
  const total = r05(net + tax);
  const rnd = r2(total - net - tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 15, bold: true });
  p.down(13);
  p.text(60, `${street(rng).replace('straße', 'strasse')} · ${town} · Tel. 0${rng.int(21, 81)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, {
    size: 8.5,
  });
  p.down(11);
  p.text(60, `MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`, { size: 8 });
  p.down(46);
  p.text(330, rng.pick(CUST));
  p.down(12);
  p.text(330, rng.pick(['8004 Zürich', '3011 Bern', '6003 Luzern', '9000 St. Gallen']));
  p.down(40);
  p.text(60, 'Rechnung', { size: 14, bold: true });
  p.down(18);
  p.text(
    60,
    `Datum ${fd(date, 'de')}   Kontrollschild ${rng.pick(['ZH', 'BE', 'SZ', 'SG', 'SO', 'GR'])} ${rng.int(1000, 399999)}   km-Stand ${kmText(km, 'ch')}`,
    { size: 9.5 },
  );
  p.down(20);
  p.box(55, p.y - 11, 485, 15, true);
  p.text(60, 'Arbeiten und Material', { bold: true, size: 9.5 });
  p.text(535, 'Fr.', { bold: true, size: 9.5, align: 'right' });
  p.down(18);
  for (const it of items) {
    p.text(60, it.text, { size: 9.5 });
    p.text(535, num(it.price!, 'ch'), { size: 9.5, align: 'right' });
    p.down(14);
  }
  p.down(6);
  hline(p, 330, 210);
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Total exkl. MWST', net, false],
    [`MWST ${vat} %`, tax, false],
    ...(Math.abs(rnd) > 0.001 ? ([['Rundung', rnd, false]] as [string, number, boolean][]) : []),
    ['Total CHF', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(340, k, { size: 10, bold: b });
    p.text(535, num(v, 'ch'), { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(20);
  p.text(60, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 8 — a Bosch-Dienst's typed bill in capitals: a job and its part on one line, labour by the hour at the foot. */
export function boschDienst(rng: Random): Generated {
  const date = rng.date(1978, 1996);
  const y = yearOf(date);
  const last = rng.pick(SURN).toUpperCase();
  const shop = `BOSCH-DIENST ${last}`;
  const km = rng.int(30, 200) * 1000 + rng.int(0, 999);
  const items = deList(rng, { nJobParts: [1, 2], sep: ' — ', sundries: undefined });
  const sc = scaleOf(y);
  for (const it of items) if (!it.work || it.part) it.price = priceOf(rng, it, sc);
  const hours = rng.int(3, 14) / 2;
  const rate = rng.pick([48, 56, 62, 68, 74]);
  const labour = r2(hours * rate);
  const s = sums(items);
  const net = r2(s.all + labour);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 16, bold: true });
  p.down(13);
  p.text(60, 'Kfz-Elektrik · Einspritzung · Vergaser · Batterien', { size: 9 });
  p.down(11);
  p.text(60, `${street(rng)} · ${rng.pick(TOWNS_DE)}`, { size: 9 });
  p.down(44);
  p.text(60, rng.pick(CUST), { serif: true });
  p.down(36);
  p.text(60, 'R E C H N U N G', { serif: true, bold: true, size: 12 });
  p.text(535, fd(date, 'de2'), { serif: true, align: 'right' });
  p.down(18);
  p.text(60, `AUFTRAG ${rng.int(1000, 9999)}   ${rng.pick(CARS_DE).toUpperCase()}   KM ${kmText(km, 'plain')}`, { serif: true, size: 9.5 });
  p.down(20);
  for (const it of items) {
    p.text(60, it.text, { serif: true, size: 10 });
    if (it.price !== undefined) p.text(535, num(it.price, 'de'), { serif: true, size: 10, align: 'right' });
    p.down(14);
  }
  p.down(6);
  p.text(60, `Lohn ${num(hours, 'de').replace(/0$/, '')} Std.`, { serif: true, size: 10 });
  p.text(535, num(labour, 'de'), { serif: true, size: 10, align: 'right' });
  p.down(18);
  p.text(330, 'NETTO', { serif: true });
  p.text(535, num(net, 'de'), { serif: true, align: 'right' });
  p.down(14);
  p.text(330, `+ ${vat} % MWST`, { serif: true });
  p.text(535, num(tax, 'de'), { serif: true, align: 'right' });
  p.down(14);
  p.text(330, 'ZU ZAHLEN DM', { serif: true, bold: true });
  p.text(535, num(total, 'de'), { serif: true, bold: true, align: 'right' });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 9 — a filling station's workshop: a quantity column beside the one list, jobs unpriced, a labour lump. */
export function tankstelleMenge(rng: Random): Generated {
  const date = rng.date(1966, 1990);
  const y = yearOf(date);
  const brand = rng.pick(['Aral', 'Esso', 'Shell', 'BP', 'Gasolin']);
  const shop = `${brand}-Station ${rng.pick(FIRST)} ${rng.pick(SURN)}`;
  const km = rng.int(20, 180) * 1000 + rng.int(0, 999);
  // the quantity stands in its own column, so each part's text is its name
  const items = deList(rng, { nJobParts: [0, 0], sundries: undefined }).map((it) => (it.part ? { ...it, text: it.part } : it));
  const qty = items.map((it) => (it.part ? String(rng.pick([1, 1, 2, 4])) : ''));
  const sc = scaleOf(y);
  for (const it of items) if (!it.work) it.price = priceOf(rng, it, sc);
  const labour = r2(rng.int(3, 16) * 6 * sc);
  const s = sums(items);
  const net = r2(s.all + labour);
  const vat = y >= 1968 ? vatDE(y) : 0;
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(297, shop, { size: 14, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `Tankstelle · Wagenpflege · Reparaturen — ${street(rng)}, ${rng.pick(TOWNS_DE)}`, { size: 8.5, align: 'center' });
  p.down(40);
  p.text(60, `Rechnung für: ${rng.pick(CUST)}`);
  p.text(535, `Datum ${fd(date, 'de')}`, { align: 'right' });
  p.down(14);
  p.text(60, `Wagen: ${rng.pick(CARS_DE)} ${plate(rng)}   km-Stand ${kmText(km, 'de')}`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 70, align: 'center' }, { x: 100 }, { x: 535, align: 'right' }];
  const top = p.y - 11;
  p.box(55, top, 485, 15);
  row(p, cols, ['Menge', 'Gegenstand', 'DM'], { bold: true });
  p.down(18);
  items.forEach((it, i) => {
    row(p, cols, [qty[i], it.text, it.price !== undefined ? num(it.price, 'de') : ''], { size: 9.5 });
    p.down(14);
  });
  row(p, cols, ['', 'Arbeitslohn pauschal', num(labour, 'de')], { size: 9.5 });
  p.down(8);
  p.box(55, top, 485, p.y - top);
  p.down(14);
  if (vat) {
    row(p, [{ x: 340 }, { x: 535, align: 'right' }], [`+ ${vat} % Mehrwertsteuer`, num(tax, 'de')], { size: 9.5 });
    p.down(14);
  }
  row(p, [{ x: 340 }, { x: 535, align: 'right' }], ['Gesamt DM', num(total, 'de')], { size: 10, bold: true });
  p.down(36);
  p.text(60, 'Bezahlt — Danke und gute Fahrt!', { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    totalCost: total,
    ...truthLists(items),
  });
}

/* 10 — a restorer's lump-sum bill: the work and the material under one heading, one agreed price. */
export function restauratorPauschal(rng: Random): Generated {
  const date = rng.date(2004, 2026);
  const y = yearOf(date);
  const last = rng.pick(SURN);
  const shop = rng.pick([`Oldtimer-Restaurierung ${last}`, `${last} Classic Cars Werkstatt`, `Fahrzeugtechnik ${last} – Oldtimer & Youngtimer`]);
  const km = rng.int(20, 180) * 1000 + rng.int(0, 999);
  const items = deList(rng, { nJobs: [3, 6], nParts: [2, 5], nJobParts: [0, 2], sep: ' – neu: ', fees: undefined, sundries: undefined });
  const net = r2(rng.int(6, 40) * 50);
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.text(60, shop, { size: 14, bold: true });
  p.down(12);
  p.text(60, `${street(rng)} | ${rng.pick(TOWNS_DE)} | USt-IdNr. DE${rng.int(100000000, 999999999)}`, { size: 8 });
  p.down(44);
  p.text(60, rng.pick(CUST), { size: 10 });
  p.down(34);
  p.text(60, `Rechnung Nr. ${y}${rng.int(100, 999)} vom ${fd(date, 'de')}`, { size: 12, bold: true });
  p.down(16);
  p.text(60, `Ihr ${rng.pick(CARS_DE)}, Kennzeichen ${plate(rng)}-H, Tachostand ${kmText(km, 'de')} km`, { size: 9.5 });
  p.down(24);
  p.text(60, 'Durchgeführte Arbeiten und verwendetes Material:', { size: 10, bold: true });
  p.down(16);
  for (const it of items) {
    p.text(72, `•  ${it.text}`, { size: 10 });
    p.down(14);
  }
  p.down(14);
  const foot: [string, number, boolean][] = [
    ['Pauschalpreis lt. Absprache, netto', net, false],
    [`zzgl. ${vat} % USt.`, tax, false],
    ['Rechnungsbetrag', total, true],
  ];
  for (const [k, v, b] of foot) {
    p.text(280, k, { size: 10, bold: b });
    p.text(535, `${num(v, 'de')} €`, { size: 10, bold: b, align: 'right' });
    p.down(14);
  }
  p.down(20);
  p.text(60, 'Leistungsdatum entspricht Rechnungsdatum.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    ...truthLists(items),
  });
}
