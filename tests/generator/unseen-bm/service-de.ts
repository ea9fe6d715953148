/**
 * unseen-bm German service bills: whose name is on the paper. A master workshop's big letterhead with its trade and
 * "Meisterbetrieb seit …" and the owner's line; a franchise's brand beside the dealer's own name; a stationer's pad
 * with the workshop's rubber stamp; a Swiss garage in spaced letters billing a subcontractor's work; a logo word at
 * the top and the firm's full name only in the footer imprint and bank details.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r05, r2, row, sum, vatCH, vatDE, yearOf, type Col, type DateStyle, type NumStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { JOBS_DE, drawJobs, priceScale } from './jobs';
import {
  addressee,
  caps,
  footer,
  ibanAT,
  ibanCH,
  ibanDE,
  letterhead,
  LAST_DE,
  FIRST_DE,
  mkLine,
  phoneDE,
  sectionedTable,
  stamp,
  street,
  sums,
  totals,
  town,
  type Country,
  type HeadStyle,
  type Line,
} from './kit';

/** Currency of a German-speaking country in a year: label, factor from 2020 euros, number style, VAT rate. */
export function moneyDE(c: Country, year: number): { cur: string; f: number; ns: NumStyle; vat: number } {
  if (c === 'CH') return { cur: 'Fr.', f: 1.45, ns: 'ch', vat: year >= 1995 ? vatCH(year) : 0 };
  if (c === 'AT') {
    const vat = year < 1976 ? 16 : year < 1984 ? 18 : 20;
    return year < 2002 ? { cur: 'S', f: 12.5, ns: 'de', vat } : { cur: '€', f: 1, ns: 'de', vat };
  }
  return year < 2002 ? { cur: 'DM', f: 1.85, ns: 'de', vat: vatDE(year) } : { cur: '€', f: 1, ns: 'de', vat: vatDE(year) };
}

const hoursFmt = (l: Line) => (l.kind === 'labor' ? `${num(l.qty, 'de').replace(',00', '')} Std.` : `${l.qty}`);

function customerBlock(p: PageBuilder, rng: Random, c: Country, x = 48): void {
  const [sal, nm] = addressee(rng, 'de');
  p.text(x, sal, { size: 9.5 });
  p.down(12);
  p.text(x, nm, { size: 9.5 });
  p.down(12);
  p.text(x, street(rng, c), { size: 9.5 });
  p.down(12);
  p.text(x, town(rng, c), { size: 9.5 });
  p.down(12);
}

const CARS_DE = [
  'Mercedes-Benz 230 SL',
  'VW Käfer 1303',
  'Porsche 911 T',
  'BMW 2002 tii',
  'Opel GT 1900',
  'Ford Taunus 17M',
  'Fiat 124 Spider',
  'Mercedes-Benz 280 SE',
  'Audi 100 Coupé S',
  'Volvo P1800',
];
const plateDE = (rng: Random) =>
  `${rng.pick(['RT', 'KS', 'WÜ', 'OL', 'RO', 'MS', 'N', 'BN'])}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(10, 999)}${rng.chance(0.4) ? 'H' : ''}`;

/** 1. A master workshop's letterhead: trade above, the name large, "Meisterbetrieb seit …" and the owner's line. */
export function meisterbetrieb(rng: Random): Generated {
  const date = rng.date(1984, 2025);
  const y = yearOf(date);
  const owner = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const fam = rng.chance(0.6) ? owner.split(' ')[1] : rng.pick(LAST_DE);
  const name = rng.pick([`Kfz-Werkstatt ${fam}`, `Autohaus ${fam}`, `${fam} Automobile`, `Auto-${fam} GmbH`, `Kfz-Technik ${fam} e.K.`]);
  const style: HeadStyle = rng.pick(['caps', 'split', 'plain', 'caps']);
  const since = rng.int(1948, Math.min(1990, y - 5));
  const p = new PageBuilder();
  p.y = 48;
  const above = rng.pick([['KFZ-MEISTERBETRIEB'], ['Reparatur · Wartung · Oldtimer-Service'], []]);
  const below = [rng.pick([`Meisterbetrieb seit ${since}`, `Kfz-Meisterbetrieb · gegründet ${since}`, `Ihr Meisterbetrieb seit ${since}`])];
  const ownerLine = name.endsWith('GmbH') ? `Geschäftsführer: ${owner}` : `Inh. ${owner}`;
  if (rng.chance(0.7)) below.push(ownerLine);
  letterhead(p, { name, style, x: 48, size: 24, above, below, splitAt: 1 });
  const c: Country = 'DE';
  const addr = street(rng, c);
  const tw = town(rng, c);
  const rightY = 56;
  [addr, tw, `Telefon ${phoneDE(rng)}`, y > 1997 ? `info@${fam.toLowerCase().replace(/ü/g, 'ue').replace(/ö/g, 'oe')}-kfz.de` : ''].forEach(
    (l, i) => l && p.text(545, l, { y: rightY + i * 11, size: 8.5, align: 'right' }),
  );
  p.y = Math.max(p.y, 130);
  p.text(48, `${name} · ${addr} · ${tw}`, { size: 6.5 });
  p.down(14);
  customerBlock(p, rng, c);
  const m = moneyDE(c, y);
  const ds: DateStyle = rng.pick(['de', 'de', 'de2']);
  const km = rng.int(18000, 240000);
  const no = `${rng.int(2, 26)}${rng.int(1000, 9999)}`;
  p.down(14);
  p.text(48, 'RECHNUNG', { size: 15, bold: true });
  p.down(18);
  const infoCols: Col[] = [{ x: 48 }, { x: 168 }, { x: 318 }, { x: 438 }];
  row(p, infoCols, ['Rechnungs-Nr.', no, 'Datum', fd(date, ds)]);
  p.down(12);
  row(p, infoCols, ['Fahrzeug', rng.pick(CARS_DE), 'Kennzeichen', plateDE(rng)]);
  p.down(12);
  row(p, infoCols, ['Kilometerstand', `${num(km, 'de').slice(0, -3)} km`, 'Kunden-Nr.', `${rng.int(10000, 99999)}`]);
  p.down(22);
  const draw = drawJobs(rng, JOBS_DE, rng.int(2, 4), r2(rng.int(60, 95) * priceScale(y) * m.f), priceScale(y) * m.f);
  const s = sums(draw.lines);
  sectionedTable(
    p,
    draw.lines,
    {
      labor: 'Arbeitslohn',
      parts: 'Ersatzteile / Material',
      laborSum: 'Summe Lohn',
      partsSum: 'Summe Teile',
      desc: 'Bezeichnung',
      qty: 'Menge',
      unit: `Preis ${m.cur}`,
      amount: `Betrag ${m.cur}`,
    },
    m.ns,
    hoursFmt,
  );
  const total = totals(p, s.net, m.vat, { net: 'Nettobetrag', tax: `zzgl. ${m.vat} % MwSt.`, total: `Gesamtbetrag ${m.cur}` }, m.ns);
  p.text(48, rng.pick(['Zahlbar sofort ohne Abzug.', 'Betrag dankend erhalten.', 'Zahlbar innerhalb 14 Tagen netto.']), { size: 8.5 });
  p.down(12);
  p.text(48, 'Vielen Dank für Ihren Auftrag!', { size: 8.5 });
  const bank = rng.pick(['Kreissparkasse', 'Volksbank', 'Raiffeisenbank']);
  footer(p, [
    [name, ownerLine, addr, tw],
    [
      bank,
      y >= 2002 ? `IBAN ${ibanDE(rng)}` : `Kto. ${rng.int(100000, 9999999)}`,
      y >= 2002 ? 'BIC GENODES1XXX' : `BLZ ${rng.int(600, 799)} ${rng.int(100, 999)} ${rng.int(10, 99)}`,
    ],
    [`Steuer-Nr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, y >= 1993 ? `USt-IdNr. DE${rng.int(100000000, 999999999)}` : ''].filter(
      Boolean,
    ),
  ]);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: s.labor,
    partsCost: s.parts,
    totalCost: total,
    workPerformed: draw.jobs,
    partsUsed: draw.lines.filter((l) => l.kind === 'parts').map((l) => l.desc),
  });
}

const BRANDS: [string, string, string][] = [
  ['MERCEDES-BENZ', 'Autorisierte Mercedes-Benz Vertretung', 'Mercedes-Benz 280 SL'],
  ['VOLKSWAGEN · AUDI', 'V.A.G Vertragshändler', 'VW Karmann-Ghia'],
  ['OPEL', 'Opel-Vertragswerkstatt', 'Opel Commodore GS'],
  ['BMW', 'BMW Vertragshändler', 'BMW 1602'],
  ['FORD', 'Ford-Händler', 'Ford Capri 2600 GT'],
  ['PORSCHE', 'Porsche Service-Partner', 'Porsche 912'],
];

/** 2. A franchise's brand big at the left, the dealer's own name at the right; Arbeitswerte and parts numbers. */
export function markenVertretung(rng: Random): Generated {
  const c: Country = rng.pick(['DE', 'DE', 'AT']);
  const date = rng.date(1969, 2006);
  const y = yearOf(date);
  const [brand, role, car] = rng.pick(BRANDS);
  const fam = rng.pick(LAST_DE);
  const fam2 = rng.pick(LAST_DE.filter((l) => l !== fam));
  const name = rng.pick([`Autohaus ${fam} & Söhne KG`, `${fam} & ${fam2} GmbH`, `Autohaus ${fam} GmbH`, `Automobile ${fam} KG`]);
  const p = new PageBuilder();
  p.y = 58;
  p.text(48, brand, { size: 22, bold: true });
  p.text(48, role, { y: 76, size: 8.5 });
  const style: HeadStyle = rng.pick(['plain', 'split', 'caps']);
  p.y = 40;
  letterhead(p, {
    name,
    style,
    x: 545,
    size: 15,
    align: 'right',
    below: [rng.pick(['Verkauf · Kundendienst · Ersatzteile', 'Neu- und Gebrauchtwagen · Werkstatt', 'Kundendienst und Teiledienst'])],
  });
  const addr = street(rng, c);
  const tw = town(rng, c);
  p.text(545, `${addr} · ${tw}`, { size: 8, align: 'right' });
  p.y = Math.max(p.y + 30, 130);
  customerBlock(p, rng, c);
  p.down(10);
  const m = moneyDE(c, y);
  const km = rng.int(12000, 190000);
  const no = `${rng.int(100, 999)}/${rng.int(10000, 99999)}`;
  p.text(48, rng.pick(['Reparatur-Rechnung', 'Werkstatt-Rechnung', 'Kundendienst-Rechnung']), { size: 14, bold: true });
  p.text(545, `Nr. ${no}`, { size: 10, align: 'right' });
  p.down(16);
  const ds: DateStyle = rng.pick(['de', 'de2']);
  row(p, [{ x: 48 }, { x: 200 }, { x: 352 }], [`Datum: ${fd(date, ds)}`, `Typ: ${car}`, `km-Stand: ${num(km, 'de').slice(0, -3)}`]);
  p.down(12);
  row(p, [{ x: 48 }, { x: 200 }], [`Auftrag: ${rng.int(1000, 9999)}`, `Fahrgestell-Nr.: ${rng.int(10000000, 99999999)}`]);
  p.down(20);
  const awRate = r2((rng.int(60, 95) * priceScale(y) * m.f) / 10);
  const draw = drawJobs(rng, JOBS_DE, rng.int(2, 4), 1, priceScale(y) * m.f);
  const lines: Line[] = draw.lines.map((l) =>
    l.kind === 'labor'
      ? mkLine('labor', l.desc, Math.round(l.qty * 10), awRate)
      : { ...l, code: `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}` },
  );
  const s = sums(lines);
  const cols: Col[] = [{ x: 48 }, { x: 130 }, { x: 380, align: 'right' }, { x: 455, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Teile-Nr. / AW', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag'], { bold: true });
  p.down(4);
  hline(p, 44, 507);
  p.down(13);
  for (const l of lines) {
    row(p, cols, [l.kind === 'labor' ? 'AW' : l.code!, l.desc, l.kind === 'labor' ? `${l.qty} AW` : `${l.qty}`, num(l.unit, m.ns), num(l.amount, m.ns)]);
    p.down(12.5);
  }
  p.down(6);
  hline(p, 330, 225);
  p.down(13);
  p.text(450, 'Summe Arbeitswerte', { size: 9, align: 'right' });
  p.text(545, num(s.labor, m.ns), { size: 9, align: 'right' });
  p.down(12);
  p.text(450, 'Summe Teile', { size: 9, align: 'right' });
  p.text(545, num(s.parts, m.ns), { size: 9, align: 'right' });
  p.down(4);
  const total = totals(p, s.net, m.vat, { net: 'Zwischensumme', tax: `${c === 'AT' ? 'USt.' : 'MwSt.'} ${m.vat} %`, total: `Endbetrag ${m.cur}` }, m.ns);
  p.down(10);
  p.text(48, `Auf Arbeitsleistung gewähren wir ${rng.pick(['6 Monate', '1 Jahr'])} Garantie.`, { size: 8.5 });
  footer(p, [
    [name, `Sitz ${tw.replace(/^[A-Z-]*\d+ /, '')}`, c === 'AT' ? `FN ${rng.int(10000, 99999)}${rng.pick(['a', 'b', 'k'])}` : `HRA ${rng.int(100, 9999)}`],
    [c === 'AT' ? 'Raiffeisenlandesbank' : 'Sparkasse', y >= 2002 ? `IBAN ${c === 'AT' ? ibanAT(rng) : ibanDE(rng)}` : `Konto ${rng.int(10000, 999999)}`],
    [role],
  ]);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: s.labor,
    partsCost: s.parts,
    totalCost: total,
    workPerformed: draw.jobs,
    partsUsed: lines.filter((l) => l.kind === 'parts').map((l) => l.desc),
  });
}

/** 3. A stationer's printed pad ("Rechnung" form) with the workshop's rubber stamp; the printer's imprint at the foot. */
export function stempelBlock(rng: Random): Generated {
  const c: Country = rng.pick(['AT', 'DE', 'AT']);
  const date = rng.date(1960, 1993);
  const y = yearOf(date);
  const owner = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const fam = owner.split(' ')[1];
  const name = rng.pick([`Auto-${fam}`, `Kfz-Werkstätte ${fam}`, `Garage ${fam}`, `${fam} & Sohn`]);
  const p = new PageBuilder();
  p.y = 54;
  p.text(545, 'RECHNUNG', { size: 20, bold: true, align: 'right', serif: true });
  p.text(470, 'Nr.', { y: 78, size: 9, serif: true });
  p.text(492, `${rng.int(100, 999)}`, { y: 78, size: 10 });
  const tw = town(rng, c);
  const stampLines = [
    caps(name),
    rng.pick(['Kfz-Reparaturen aller Art', 'Reparatur · Service · Tankstelle', 'Autoreparaturen – Abschleppdienst']),
    `Inh. ${owner}`,
    `${street(rng, c)}, ${tw}`,
    `Tel. ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
  ];
  stamp(p, 44, 40, stampLines);
  p.y = 128;
  p.text(48, 'für', { size: 9, serif: true });
  p.text(80, `${addressee(rng, 'de').join(' ')}, ${town(rng, c)}`, { size: 10 });
  p.down(16);
  const km = rng.int(8000, 160000);
  const ds: DateStyle = rng.pick(['de', 'de2']);
  p.text(48, 'Wagen', { size: 9, serif: true });
  p.text(90, rng.pick(CARS_DE), { size: 10 });
  p.text(300, 'km', { size: 9, serif: true });
  p.text(320, num(km, 'de').slice(0, -3), { size: 10 });
  p.text(420, 'Datum', { size: 9, serif: true });
  p.text(460, fd(date, ds), { size: 10 });
  p.down(20);
  const m = moneyDE(c, y);
  const rate = r2(rng.int(40, 80) * priceScale(y) * m.f);
  const draw = drawJobs(rng, JOBS_DE, rng.int(1, 3), rate, priceScale(y) * m.f);
  const labourHours = sum(draw.lines.filter((l) => l.kind === 'labor').map((l) => l.qty));
  const parts = draw.lines.filter((l) => l.kind === 'parts');
  const labor = r2(labourHours * rate);
  const cols: Col[] = [{ x: 48 }, { x: 90 }, { x: 455, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Menge', 'Gegenstand', 'Einzelpreis', 'Betrag'], { bold: true, serif: true });
  p.down(4);
  hline(p, 44, 507);
  p.down(14);
  for (const j of draw.jobs) {
    p.text(90, j, { size: 9.5 });
    p.down(12.5);
  }
  row(p, cols, [`${num(labourHours, 'de').replace(',00', '')}`, 'Std. Arbeitszeit', num(rate, m.ns), num(labor, m.ns)]);
  p.down(15);
  for (const l of parts) {
    row(p, cols, [`${l.qty}`, l.desc, num(l.unit, m.ns), num(l.amount, m.ns)]);
    p.down(12.5);
  }
  const partsSum = sum(parts.map((l) => l.amount));
  const showParts = rng.chance(0.6);
  if (showParts) {
    p.text(455, 'Material zus.', { size: 9, align: 'right' });
    p.text(545, num(partsSum, m.ns), { size: 9, align: 'right' });
    p.down(12.5);
  }
  p.down(6);
  const net = r2(labor + partsSum);
  const total = totals(
    p,
    net,
    y < 1968 && c === 'DE' ? 0 : c === 'AT' && y < 1973 ? 0 : m.vat,
    { net: 'Summe', tax: `+ ${m.vat} % ${c === 'AT' ? 'USt.' : 'MWSt.'}`, total: `Endsumme ${m.cur}` },
    m.ns,
  );
  p.text(48, 'Betrag erhalten', { size: 9, serif: true });
  p.text(150, fd(date, ds), { size: 9 });
  p.down(30);
  p.text(
    48,
    rng.pick([
      'Vordruck Nr. 412 — Zweckform',
      `Druck: Gebr. ${rng.pick(LAST_DE)}, ${town(rng, c).replace(/^[A-Z-]*\d+ /, '')}`,
      'Formularverlag Lindner · Best.-Nr. 7',
    ]),
    { y: 812, size: 6, serif: true },
  );
  const laborTruth = draw.jobs.length && labor > 0 ? { laborCost: labor } : {};
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    ...laborTruth,
    ...(showParts ? { partsCost: partsSum } : {}),
    totalCost: total,
    workPerformed: draw.jobs,
    partsUsed: parts.map((l) => l.desc),
  });
}

/** 4. A Swiss garage whose letterhead is set in spaced letters; a subcontractor's work billed as "Fremdleistung". */
export function garageFremdleistung(rng: Random): Generated {
  const c: Country = 'CH';
  const date = rng.date(1974, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_DE);
  const name = rng.pick([`Garage ${fam} AG`, `Garage ${fam}`, `Auto ${fam} AG`]);
  const p = new PageBuilder();
  p.y = 44;
  const style: HeadStyle = 'spaced';
  letterhead(p, {
    name,
    style,
    x: 297,
    size: 20,
    align: 'center',
    below: [rng.pick(['Reparaturen aller Marken · Carrosserie · Oldtimer', 'Offizielle Servicestelle · Pneuhaus', 'Service · Reparaturen · Occasionen'])],
  });
  const addr = street(rng, c);
  const tw = town(rng, c);
  p.text(297, `${addr} · ${tw} · Tel. 0${rng.int(41, 81)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, { size: 8, align: 'center' });
  p.y = 140;
  customerBlock(p, rng, c, 340);
  p.y = 140;
  const sub = rng.pick<[string, string]>([
    [`Sattlerei ${rng.pick(LAST_DE)}`, 'Verdeck neu bezogen'],
    [`Carrosserie ${rng.pick(LAST_DE)} AG`, 'Kotflügel vorne links gerichtet und lackiert'],
    [`Motorenwerk ${rng.pick(LAST_DE)}`, 'Zylinderkopf plangeschliffen, Ventilsitze bearbeitet'],
    [`Elektro-${rng.pick(LAST_DE)}`, 'Anlasser revidiert'],
  ]);
  const km = rng.int(20000, 210000);
  const ds: DateStyle = rng.pick(['de', 'de2']);
  p.text(48, `Rechnung Nr. ${rng.int(10000, 99999)}`, { size: 12, bold: true });
  p.down(16);
  p.text(48, `${tw.replace(/^CH-\d+ /, '')}, ${fd(date, ds)}`, { size: 9.5 });
  p.down(12);
  p.text(48, `Fahrzeug: ${rng.pick(CARS_DE)}`, { size: 9.5 });
  p.down(12);
  p.text(48, `Kontrollschild: ${rng.pick(['ZH', 'BE', 'LU', 'SG'])} ${rng.int(1000, 499999)}`, { size: 9.5 });
  p.down(12);
  p.text(48, `km-Stand: ${num(km, 'ch').slice(0, -3)}`, { size: 9.5 });
  p.y = 236;
  const m = moneyDE(c, y);
  const draw = drawJobs(rng, JOBS_DE, rng.int(1, 3), r2(rng.int(75, 120) * priceScale(y) * m.f * 0.8), priceScale(y) * m.f);
  const subAmount = r2(rng.int(180, 1400) * priceScale(y) * m.f);
  const s = sums(draw.lines);
  const cols: Col[] = [{ x: 48 }, { x: 370, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Text', 'Anzahl', 'Ansatz', 'Fr.'], { bold: true });
  p.down(4);
  hline(p, 44, 507);
  p.down(14);
  const section = (title: string, ls: Line[], total: number, totalLabel: string) => {
    p.text(48, title, { size: 9, bold: true });
    p.down(13);
    for (const l of ls) {
      row(p, cols, [`  ${l.desc}`, l.kind === 'labor' ? `${num(l.qty, 'ch')} h` : `${l.qty}`, num(l.unit, 'ch'), num(l.amount, 'ch')]);
      p.down(12.5);
    }
    p.text(450, totalLabel, { size: 9, align: 'right' });
    p.text(545, num(total, 'ch'), { size: 9, align: 'right', bold: true });
    p.down(17);
  };
  section(
    'Arbeit',
    draw.lines.filter((l) => l.kind === 'labor'),
    s.labor,
    'Total Arbeit',
  );
  section(
    'Material',
    draw.lines.filter((l) => l.kind === 'parts'),
    s.parts,
    'Total Material',
  );
  p.text(48, 'Fremdleistungen', { size: 9, bold: true });
  p.down(13);
  p.text(48, `  ${sub[1]} (durch ${sub[0]}, ${town(rng, c).replace(/^CH-\d+ /, '')})`, { size: 9 });
  p.text(545, num(subAmount, 'ch'), { size: 9, align: 'right' });
  p.down(17);
  const net = r2(s.net + subAmount);
  const tax = r2((net * m.vat) / 100);
  const total = r05(net + tax);
  hline(p, 330, 225);
  p.down(13);
  p.text(450, 'Total exkl. MWST', { size: 9, align: 'right' });
  p.text(545, num(net, 'ch'), { size: 9, align: 'right' });
  p.down(13);
  if (m.vat) {
    p.text(450, `MWST ${m.vat} %`, { size: 9, align: 'right' });
    p.text(545, num(tax, 'ch'), { size: 9, align: 'right' });
    p.down(15);
  }
  p.box(330, p.y - 11, 225, 16, true);
  p.text(450, 'Total Fr.', { size: 10, bold: true, align: 'right' });
  p.text(545, num(total, 'ch'), { size: 10, bold: true, align: 'right' });
  p.down(26);
  p.text(48, 'Zahlbar innert 30 Tagen. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  footer(p, [
    [name, addr, tw],
    [
      rng.pick(['Zürcher Kantonalbank', 'Raiffeisenbank', 'UBS AG']),
      y >= 2006 ? `IBAN ${ibanCH(rng)}` : `PC ${rng.int(10, 90)}-${rng.int(1000, 99999)}-${rng.int(1, 9)}`,
    ],
    y >= 1995 ? [y >= 2014 ? `MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST` : `MWST-Nr. ${rng.int(100000, 999999)}`] : [],
  ]);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: s.labor,
    partsCost: s.parts,
    totalCost: total,
    workPerformed: [...draw.jobs, sub[1]],
    partsUsed: draw.lines.filter((l) => l.kind === 'parts').map((l) => l.desc),
  });
}

/** 5. A logo word at the top; the firm's full name only in the footer imprint and the bank's "Kontoinhaber". */
export function logoFusszeile(rng: Random): Generated {
  const c: Country = rng.pick(['DE', 'DE', 'AT']);
  const date = rng.date(1998, 2026);
  const y = yearOf(date);
  const owner = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const fam = owner.split(' ')[1];
  const [logo, legal, tag] = rng.pick<[string, string, string]>([
    [caps(fam), `Oldtimerwerkstatt ${fam} e.K.`, 'Oldtimer · Youngtimer · Restaurierung'],
    ['KLASSIK-WERK', `Klassik-Werk ${fam} GmbH`, 'Werkstatt für klassische Fahrzeuge'],
    [`${caps(fam)} MOTORSPORT`, `${fam} Motorsport GmbH`, 'Historischer Rennsport · Service'],
    ['BLECH & LACK', `Blech & Lack ${fam} OG`, 'Karosserie · Lack · Oldtimer'],
  ]);
  const p = new PageBuilder();
  p.text(545, logo, { y: 62, size: 26, bold: true, align: 'right' });
  p.text(545, tag, { y: 78, size: 8.5, align: 'right' });
  p.y = 130;
  p.text(48, `${logo} · ${street(rng, c)} · ${town(rng, c)}`, { size: 6.5 });
  p.down(14);
  customerBlock(p, rng, c);
  const m = moneyDE(c, y);
  const ds: DateStyle = rng.pick(['de', 'de', 'delong']);
  const km = rng.int(20000, 260000);
  p.y = 130;
  const info: [string, string][] = [
    ['Rechnung', `${y}-${rng.int(100, 999)}`],
    ['Datum', fd(date, ds)],
    ['Kunde', `${rng.int(1000, 9999)}`],
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Km-Stand', `${num(km, 'de').slice(0, -3)} km`],
  ];
  info.forEach(([k, v], i) => {
    p.text(360, k, { y: 130 + i * 12, size: 9 });
    p.text(430, v, { y: 130 + i * 12, size: 9 });
  });
  p.y = 230;
  p.text(48, `Rechnung ${info[0][1]}`, { size: 14, bold: true });
  p.down(16);
  p.text(48, rng.pick(['Sehr geehrte Damen und Herren,', 'Guten Tag,']), { size: 9.5 });
  p.down(12);
  p.text(48, 'für die ausgeführten Arbeiten berechnen wir Ihnen:', { size: 9.5 });
  p.down(20);
  const draw = drawJobs(rng, JOBS_DE, rng.int(2, 4), r2(rng.int(72, 110) * priceScale(y) * m.f), priceScale(y) * m.f);
  const s = sums(draw.lines);
  sectionedTable(
    p,
    draw.lines,
    {
      labor: 'Arbeitsleistungen',
      parts: 'Teile',
      laborSum: 'Arbeit gesamt',
      partsSum: 'Teile gesamt',
      desc: 'Position',
      qty: 'Menge',
      unit: `Einzel ${m.cur}`,
      amount: `Gesamt ${m.cur}`,
    },
    m.ns,
    hoursFmt,
  );
  const total = totals(p, s.net, m.vat, { net: 'Netto', tax: `${c === 'AT' ? 'USt' : 'MwSt'} ${m.vat} %`, total: `Rechnungsbetrag ${m.cur}` }, m.ns);
  const note = rng.chance(0.5);
  if (note) {
    p.text(48, `Lackierarbeiten werden von der Lackiererei ${rng.pick(LAST_DE)} GmbH gesondert abgerechnet.`, { size: 8.5 });
    p.down(12);
  }
  p.text(48, 'Zahlbar innerhalb von 10 Tagen ohne Abzug.', { size: 8.5 });
  footer(p, [
    [legal, street(rng, c), town(rng, c)],
    [
      legal.endsWith('e.K.') ? `Inhaber: ${owner}` : `Geschäftsführer: ${owner}`,
      c === 'AT'
        ? `FN ${rng.int(10000, 99999)}x`
        : `Amtsgericht ${rng.pick(['Kassel', 'Bonn', 'Würzburg'])} HR${legal.endsWith('e.K.') ? 'A' : 'B'} ${rng.int(1000, 29999)}`,
    ],
    [`Kontoinhaber: ${legal}`, `IBAN ${c === 'AT' ? ibanAT(rng) : ibanDE(rng)}`],
  ]);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: legal,
    serviceDate: date,
    serviceMileage: km,
    laborCost: s.labor,
    partsCost: s.parts,
    totalCost: total,
    workPerformed: draw.jobs,
    partsUsed: draw.lines.filter((l) => l.kind === 'parts').map((l) => l.desc),
  });
}
