/**
 * German workshop bills of small operators, 1969–2025: a Meister's pre-printed Rechnung typed into
 * (DM and Pf in two columns), a filling station's Auftrag with tick boxes, a Bosch-style
 * Autoelektrik bill with a boxed head, a dot-matrix bill with an Anzahlung, a tyre dealer, an
 * e.K. with AW units, a restoration shop known only by its footer, a Kleinunternehmer's bill.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  date,
  num,
  personDe,
  full,
  plateDe,
  round2,
  stamp,
  streetDe,
  sum,
  splitAmount,
  tick,
  townDe,
  truthOf,
  typed,
  phoneDe,
  wordsDe,
  jobsWithParts,
  cents,
  cell,
  vin,
  herrnFrau,
} from './kit';

/** 1969: pre-printed Rechnung, typed values, DM and Pf columns, 11 % MwSt, "Betrag dankend erhalten". */
export function meisterRechnung1969(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const owner = personDe(rng);
  const shop = `${owner.first} ${owner.last}`;
  const inv = `1969-${String(rng.int(2, 11)).padStart(2, '0')}-${String(rng.int(10, 28)).padStart(2, '0')}`;
  const work = addDays(inv, -rng.int(2, 6));
  const km = rng.int(31000, 118000);
  const jobs = rng.some(
    [
      'Vergaser gereinigt und eingestellt',
      'Kupplung nachgestellt',
      'Bremsen vorn überholt',
      'Zündung eingestellt',
      'Auspuff erneuert',
      'Ölwechsel und Abschmierdienst',
      'Ventile eingestellt',
    ],
    3,
  );
  const mats = rng.some(['Bremsbeläge', 'Zündkerzen', 'Unterbrecherkontakt', 'Motoröl', 'Auspufftopf', 'Dichtungssatz', 'Keilriemen'], 3);
  const lab = splitAmount(rng, rng.int(2400, 9800) / 100, jobs.length);
  const par = splitAmount(rng, rng.int(1800, 14000) / 100, mats.length);
  const labor = sum(lab);
  const parts = sum(par);
  const net = sum([labor, parts]);
  const tax = round2(net * 0.11);
  const total = round2(net + tax);
  p.text(297, shop, { y: 52, size: 18, serif: true, bold: true, align: 'center' });
  p.text(297, 'Kraftfahrzeug-Reparaturen  ·  Meisterbetrieb  ·  Abschleppdienst', { y: 68, size: 9, align: 'center' });
  p.text(297, `${zip.slice(0, 1)}${zip.slice(2, 4)}0 ${town}, ${streetDe(rng)}  ·  Fernruf ${rng.int(2000, 9999)}`, { y: 80, size: 8, align: 'center' });
  p.box(40, 88, 515, 0.5);
  p.text(40, 'Herrn / Frau / Firma', { y: 110, size: 7 });
  const cust = personDe(rng);
  typed(p, rng, 44, 124, `${herrnFrau(cust)} ${full(cust)}`);
  typed(p, rng, 44, 138, `${town}, ${streetDe(rng)}`);
  p.text(360, 'RECHNUNG', { y: 112, size: 16, bold: true });
  p.text(360, 'Nr.', { y: 132, size: 8 });
  typed(p, rng, 380, 132, String(rng.int(100, 999)));
  p.text(360, `${town}, den`, { y: 148, size: 8 });
  typed(p, rng, 360 + town.length * 4.5 + 22, 148, date(inv, 'de2'));
  p.text(40, 'Kennzeichen:', { y: 170, size: 8 });
  typed(p, rng, 100, 170, plateDe(rng, code));
  p.text(210, 'Fabrikat:', { y: 170, size: 8 });
  typed(p, rng, 250, 170, rng.pick(['VW 1200', 'Opel Rekord', 'Ford 17 M', 'NSU Prinz 4', 'BMW 1600']));
  p.text(380, 'km-Stand:', { y: 170, size: 8 });
  typed(p, rng, 425, 170, num(km, 'de').slice(0, -3));
  p.text(40, 'Reparatur ausgeführt am:', { y: 186, size: 8 });
  typed(p, rng, 140, 186, date(work, 'de2'));
  // table frame with DM / Pf columns
  const top = 200;
  p.box(40, top, 515, 18);
  p.box(40, top, 40, 330);
  p.box(80, top, 395, 330);
  p.box(475, top, 50, 330);
  p.box(525, top, 30, 330);
  p.text(44, 'Pos.', { y: top + 12, size: 8 });
  p.text(86, 'Gegenstand', { y: top + 12, size: 8 });
  p.text(500, 'DM', { y: top + 12, size: 8, align: 'center' });
  p.text(540, 'Pf', { y: top + 12, size: 8, align: 'center' });
  let y = top + 36;
  let pos = 1;
  const row = (text: string, v?: number, bold = false) => {
    if (v !== undefined) {
      typed(p, rng, 50, y, String(pos++), 9.5);
      p.text(520, String(Math.floor(v)), { y, size: 10, serif: true, align: 'right' });
      p.text(550, cents(v), { y, size: 10, serif: true, align: 'right' });
    }
    p.text(86, text, { y, size: 10, serif: true, bold });
    y += 15;
  };
  row('Arbeitslohn:', undefined, true);
  jobs.forEach((j, i) => row(j, lab[i]));
  y += 6;
  row('Material:', undefined, true);
  mats.forEach((m, i) => row(m, par[i]));
  y = top + 260;
  const tot = (label: string, v: number) => {
    p.text(470, label, { y, size: 9, align: 'right' });
    p.text(520, String(Math.floor(v)), { y, size: 10, serif: true, align: 'right' });
    p.text(550, cents(v), { y, size: 10, serif: true, align: 'right' });
    y += 14;
  };
  tot('Summe Arbeitslohn', labor);
  tot('Summe Material', parts);
  tot('+ 11 % Mehrwertsteuer', tax);
  tot('Rechnungsbetrag DM', total);
  p.text(40, 'in Worten:', { y: 560, size: 8 });
  typed(p, rng, 90, 560, `${wordsDe(total)} ${cents(total)}/100 Deutsche Mark`);
  p.text(40, 'Zahlbar sofort ohne Abzug. Reklamationen nur innerhalb 8 Tagen.', { y: 582, size: 7 });
  stamp(p, 330, 600, ['Betrag dankend erhalten', `${town}, ${date(addDays(inv, rng.int(0, 9)), 'de2')}`], 11);
  p.text(340, `i. A. ${owner.last.slice(0, 4)}…`, { y: 680, size: 11, serif: true });
  p.text(
    297,
    `Bankverbindung: Kreissparkasse ${town} Kto. ${rng.int(10000, 99999)} · Postscheckkonto ${rng.pick(['München', 'Hannover', 'Frankfurt'])} ${rng.int(1000, 99999)}`,
    { y: 800, size: 7, align: 'center' },
  );
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: work,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}

/** 1976: filling station Auftrag with tick boxes, "km-Stand bei Annahme", totals box, 11 % MwSt. */
export function tankstelleAuftrag1976(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const o = personDe(rng);
  const shop = `${o.last}-Tankstelle`;
  const inv = rng.date(1974, 1977);
  const km = rng.int(12000, 140000);
  const boxes = [
    'Ölwechsel',
    'Ölfilter erneuert',
    'Abschmieren',
    'Luftfilter erneuert',
    'Zündkerzen erneuert',
    'Batterie geprüft',
    'Reifendruck geprüft',
    'Wagenwäsche',
    'Bremsflüssigkeit erneuert',
    'Frostschutz geprüft',
  ];
  const on = rng.some(boxes, 4);
  const mats = rng.some(['Motoröl 20W-50', 'Ölfilter', 'Luftfiltereinsatz', 'Zündkerzen', 'Bremsflüssigkeit', 'Scheibenwischerblätter'], 3);
  const par = splitAmount(rng, rng.int(2500, 9000) / 100, mats.length);
  const labor = rng.int(1200, 4800) / 100;
  const parts = sum(par);
  const net = sum([labor, parts]);
  const tax = round2(net * 0.11);
  const total = round2(net + tax);
  p.text(40, shop.toUpperCase(), { y: 50, size: 20, bold: true });
  p.text(40, `Kfz-Pflegedienst · Reifen · Batterien — ${streetDe(rng)}, ${town} — Tel. ${phoneDe(rng)}`, { y: 66, size: 8 });
  p.text(555, 'AUFTRAG / RECHNUNG', { y: 50, size: 12, bold: true, align: 'right' });
  p.text(555, `Nr. ${rng.int(1000, 9999)}`, { y: 66, size: 10, align: 'right' });
  const cust = personDe(rng);
  cell(p, rng, 40, 80, 260, 32, 'AUFTRAGGEBER', full(cust));
  cell(p, rng, 300, 80, 130, 32, 'AMTL. KENNZEICHEN', plateDe(rng, code));
  cell(p, rng, 430, 80, 125, 32, 'DATUM', date(inv, 'de'));
  cell(p, rng, 40, 112, 260, 32, 'FAHRZEUGTYP', rng.pick(['Opel Kadett C', 'VW Passat', 'Ford Taunus', 'Audi 80', 'Mercedes 200 D']));
  cell(p, rng, 300, 112, 255, 32, 'km-Stand bei Annahme', num(km, 'de').slice(0, -3));
  p.text(40, 'Auszuführende Arbeiten (bitte ankreuzen)', { y: 164, size: 9, bold: true });
  boxes.forEach((b, i) => tick(p, 40 + (i % 2) * 260, 184 + Math.floor(i / 2) * 16, b, on.includes(b), 9));
  p.text(40, 'Sonstiges:', { y: 276, size: 9 });
  p.text(40, 'Material', { y: 304, size: 9, bold: true });
  p.text(400, 'DM', { y: 304, size: 9, bold: true, align: 'right' });
  mats.forEach((m, i) => {
    typed(p, rng, 40, 322 + i * 18, m);
    p.text(400, num(par[i], 'de'), { y: 322 + i * 18, size: 10, serif: true, align: 'right' });
  });
  typed(p, rng, 40, 322 + mats.length * 18 + 10, `Arbeitszeit ${rng.pick(['1', '1,5', '2', '0,75'])} Std.`);
  const bx = 380;
  const by = 440;
  const rows: [string, number][] = [
    ['Lohn', labor],
    ['Material', parts],
    ['Summe', net],
    ['11 % MwSt', tax],
    ['Gesamt', total],
  ];
  rows.forEach(([l, v], i) => {
    p.box(bx, by + i * 20, 80, 20, i === 4);
    p.box(bx + 80, by + i * 20, 95, 20, i === 4);
    p.text(bx + 4, l, { y: by + i * 20 + 14, size: 9, bold: i === 4 });
    typed(p, rng, bx + 170, by + i * 20 + 14, num(v, 'de'), 10, 'right');
  });
  p.text(40, 'Der Auftrag wird zu unseren Reparaturbedingungen ausgeführt.', { y: 560, size: 7 });
  p.text(40, 'Unterschrift Auftraggeber', { y: 610, size: 7 });
  p.box(40, 596, 180, 0.5);
  if (rng.chance(0.5)) stamp(p, 60, 630, ['BEZAHLT', date(inv, 'de2')], 16);
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: inv,
      shopName: shop.toUpperCase(),
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: on.filter((b) => boxes.indexOf(b) >= 0).sort((a, b) => boxes.indexOf(a) - boxes.indexOf(b)),
      partsUsed: mats,
    }),
  };
}

/** 1986: Autoelektrik-Dienst, right-hand letterhead, boxed head in capitals, ruled numbered table, 14 %. */
export function autoelektrik1986(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const o = personDe(rng);
  const shop = `Autoelektrik ${o.last} GmbH`;
  const inv = rng.date(1984, 1991);
  const order = addDays(inv, -rng.int(1, 8));
  const km = rng.int(20000, 190000);
  p.text(555, shop, { y: 50, size: 14, bold: true, align: 'right' });
  p.text(555, 'Bosch-Vertragswerkstatt · Zündung · Einspritzung · Lichtmaschinen', { y: 63, size: 7.5, align: 'right' });
  p.text(555, `${streetDe(rng)} · ${zip} ${town}`, { y: 74, size: 7.5, align: 'right' });
  p.text(555, `Telefon ${phoneDe(rng)} · Telex ${rng.int(100000, 999999)}`, { y: 85, size: 7.5, align: 'right' });
  const cust = personDe(rng);
  p.text(40, `${shop} · ${zip} ${town}`, { y: 110, size: 6 });
  p.text(40, herrnFrau(cust), { y: 126, size: 10 });
  p.text(40, full(cust), { y: 139, size: 10 });
  p.text(40, streetDe(rng), { y: 152, size: 10 });
  p.text(40, `${zip} ${town}`, { y: 165, size: 10 });
  p.text(40, 'RECHNUNG', { y: 205, size: 15, bold: true });
  const heads: [string, string][] = [
    ['KUNDEN-NR', String(rng.int(10000, 99999))],
    ['RECHNUNGS-NR', `${rng.int(10, 99)}/${rng.int(1000, 9999)}`],
    ['RECHNUNGSDATUM', date(inv, 'de')],
    ['AUFTRAG VOM', date(order, 'de')],
    ['AMTL. KENNZ.', plateDe(rng, code)],
    ['KM-STAND', String(km)],
  ];
  heads.forEach(([l, v], i) => {
    const x = 40 + i * 86;
    p.box(x, 215, 86, 30);
    p.text(x + 3, l, { y: 223, size: 6 });
    p.text(x + 5, v, { y: 239, size: 9 });
  });
  const jobs = rng.some(
    [
      'Lichtmaschine instand gesetzt',
      'Anlasser aus- und eingebaut',
      'Zündanlage geprüft und eingestellt',
      'Batterie geladen und geprüft',
      'Scheinwerfer eingestellt',
      'Fehlersuche Elektrik',
      'Abgassonderuntersuchung (ASU)',
    ],
    3,
  );
  const mats = rng.some(['Kohlebürsten', 'Regler', 'Zündverteilerkappe', 'Zündkabelsatz', 'Batterie 12V 55Ah', 'Glühlampe H4', 'Magnetschalter'], 3);
  const rows: { t: string; q: string; u: string; nr: string; v: number; labour: boolean }[] = [];
  jobs.forEach((j) => rows.push({ t: j, q: num(rng.int(2, 12) / 4, 'de'), u: 'Std', nr: '', v: rng.int(2500, 11000) / 100, labour: true }));
  mats.forEach((m) =>
    rows.push({
      t: m,
      q: String(rng.int(1, 4)),
      u: 'St',
      nr: `${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
      v: rng.int(900, 16000) / 100,
      labour: false,
    }),
  );
  const cols = [40, 70, 110, 140, 230, 460, 555];
  const t = 262;
  p.box(40, t, 515, 16, true);
  ['POS', 'MENGE', 'EH', 'TEILE-NR.', 'BEZEICHNUNG', 'BETRAG DM'].forEach((h, i) => p.text(cols[i] + 3, h, { y: t + 11, size: 7, bold: true }));
  rows.forEach((r, i) => {
    const y = t + 16 + i * 16;
    p.box(40, y, 515, 16);
    p.text(cols[0] + 4, String(i + 1), { y: y + 11, size: 9 });
    p.text(cols[1] + 4, r.q, { y: y + 11, size: 9 });
    p.text(cols[2] + 4, r.u, { y: y + 11, size: 9 });
    p.text(cols[3] + 3, r.nr, { y: y + 11, size: 8 });
    p.text(cols[4] + 3, r.t, { y: y + 11, size: 9 });
    p.text(551, num(r.v, 'de'), { y: y + 11, size: 9, align: 'right' });
  });
  const labor = sum(rows.filter((r) => r.labour).map((r) => r.v));
  const parts = sum(rows.filter((r) => !r.labour).map((r) => r.v));
  const net = sum([labor, parts]);
  const tax = round2(net * 0.14);
  const total = round2(net + tax);
  let y = t + 16 + rows.length * 16 + 24;
  for (const [l, v, b] of [
    ['Summe Lohn', labor, false],
    ['Summe Teile', parts, false],
    ['Nettobetrag', net, false],
    ['+ 14 % MwSt', tax, false],
    ['Rechnungsbetrag DM', total, true],
  ] as [string, number, boolean][]) {
    p.text(440, l, { y, size: 9, bold: b, align: 'right' });
    p.text(551, num(v, 'de'), { y, size: 9, bold: b, align: 'right' });
    y += 14;
  }
  p.text(40, `Zahlbar innerhalb 14 Tagen netto. Nächste ASU fällig: ${date(addDays(inv, 365), 'de2').slice(3)}`, { y: y + 20, size: 8 });
  p.text(
    297,
    `Geschäftsführer: ${full(o)} · Amtsgericht ${town} HRB ${rng.int(100, 9999)} · Volksbank ${town} (BLZ ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}) Kto. ${rng.int(100000, 9999999)}`,
    { y: 805, size: 6.5, align: 'center' },
  );
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: inv,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}

/** 1995: dot-matrix bill in capitals, dashed rules, 15 % MwSt, an Anzahlung taken off the total. */
export function nadeldrucker1995(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const o = personDe(rng);
  const shop = `KFZ-SERVICE ${o.last.toUpperCase()}`;
  const inv = rng.date(1993, 1998);
  const work = addDays(inv, -rng.int(1, 4));
  const km = rng.int(40000, 260000);
  const F = (x: number, y: number, s: string, align?: 'right') => p.text(x, s, { y, size: 9.5, serif: true, align });
  F(40, 50, `${shop}  INH. ${full(o).toUpperCase()}`);
  F(40, 63, `${streetDe(rng).toUpperCase()}  ${zip} ${town.toUpperCase()}`);
  F(40, 76, `TEL ${phoneDe(rng)}  FAX ${phoneDe(rng)}`);
  const cust = personDe(rng);
  F(40, 120, full(cust).toUpperCase());
  F(40, 133, streetDe(rng).toUpperCase());
  F(40, 146, `${zip} ${town.toUpperCase()}`);
  F(340, 120, `RECHNUNG NR.    ${rng.int(95000, 99999)}`);
  F(340, 133, `RECHNUNGSDATUM  ${date(inv, 'de2')}`);
  F(340, 146, `LEISTUNGSDATUM  ${date(work, 'de2')}`);
  F(340, 159, `KUNDE           ${rng.int(1000, 9999)}`);
  const dash = '-'.repeat(150);
  F(40, 182, `KENNZ. ${plateDe(rng, code)}   FZ-IDENT ${vin(rng, 1990, 'WVWZZZ')}   KM ${km}`);
  F(40, 196, dash);
  F(40, 208, 'ART');
  F(80, 208, 'BEZEICHNUNG');
  F(370, 208, 'MENGE', 'right');
  F(440, 208, 'E-PREIS', 'right');
  F(555, 208, 'BETRAG', 'right');
  F(40, 220, dash);
  const { jobs, parts: mats } = jobsWithParts(
    rng,
    [
      ['ZAHNRIEMEN ERNEUERN', ['ZAHNRIEMEN', 'SPANNROLLE']],
      ['WASSERPUMPE ERNEUERN', ['WASSERPUMPE', 'KUEHLERFROSTSCHUTZ']],
      ['INSPEKTION NACH HERSTELLERVORGABE', ['OELFILTER', 'MOTOROEL 10W40']],
      ['BREMSSCHEIBEN U. BELAEGE VA ERNEUERN', ['BREMSSCHEIBE', 'BREMSBELAGSATZ']],
      ['KRUEMMERDICHTUNG ERNEUERN', ['KRUEMMERDICHTUNG']],
    ],
    2,
  );
  let y = 234;
  const lab: number[] = [];
  const par: number[] = [];
  jobs.forEach((j) => {
    const q = rng.int(2, 30) / 10;
    const rate = rng.pick([68, 72, 79, 85]);
    const v = round2(q * rate);
    lab.push(v);
    F(40, y, 'AL');
    F(80, y, j);
    F(370, y, num(q, 'de'), 'right');
    F(440, y, num(rate, 'de'), 'right');
    F(555, y, num(v, 'de'), 'right');
    y += 13;
  });
  mats.forEach((m) => {
    const q = rng.int(1, 2);
    const e = rng.int(800, 18000) / 100;
    const v = round2(q * e);
    par.push(v);
    F(40, y, 'ET');
    F(80, y, m);
    F(370, y, String(q), 'right');
    F(440, y, num(e, 'de'), 'right');
    F(555, y, num(v, 'de'), 'right');
    y += 13;
  });
  F(40, y, dash);
  y += 16;
  const labor = sum(lab);
  const parts = sum(par);
  const net = sum([labor, parts]);
  const tax = round2(net * 0.15);
  const total = round2(net + tax);
  const dep = rng.int(2, 6) * 50;
  for (const [l, v] of [
    ['SUMME ARBEITSLOHN', labor],
    ['SUMME ERSATZTEILE', parts],
    ['NETTOBETRAG', net],
    ['MWST 15,00 %', tax],
    ['RECHNUNGSBETRAG DM', total],
    [`ABZGL. ANZAHLUNG VOM ${date(addDays(work, -3), 'de2')}`, -dep],
    ['RESTBETRAG DM', round2(total - dep)],
  ] as [string, number][]) {
    F(280, y, l);
    F(555, y, num(v, 'de'), 'right');
    y += 13;
  }
  F(40, y + 20, 'ZAHLBAR BIS ' + date(addDays(inv, 10), 'de2') + ' OHNE ABZUG.  ES GELTEN UNSERE AGB.');
  F(40, y + 33, `NAECHSTE INSPEKTION BEI KM ${km + 15000} ODER ${date(addYears1(inv), 'de2')}`);
  F(
    40,
    800,
    `STEUER-NR ${rng.int(100, 999)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}   SPARKASSE ${town.toUpperCase()} BLZ ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}  KTO ${rng.int(1000000, 9999999)}`,
  );
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: work,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}
const addYears1 = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** 2003: tyre dealer, monogram letterhead, unruled table, page's own subtotals for services and goods, 16 %. */
export function reifenhandel2003(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const o = personDe(rng);
  const shop = `Reifen ${o.last} OHG`;
  const inv = rng.date(2002, 2006);
  const km = rng.int(30000, 210000);
  p.box(40, 36, 44, 44);
  p.text(62, `R${o.last[0]}`, { y: 66, size: 20, bold: true, serif: true, align: 'center' });
  p.text(96, shop, { y: 54, size: 15, bold: true });
  p.text(96, 'Reifen · Felgen · Achsvermessung · Einlagerung', { y: 68, size: 8 });
  p.text(96, `${streetDe(rng)}, ${zip} ${town} · ${phoneDe(rng)}`, { y: 79, size: 8 });
  const cust = personDe(rng);
  p.text(40, `${full(cust)}`, { y: 130, size: 10 });
  p.text(40, `${streetDe(rng)}`, { y: 143, size: 10 });
  p.text(40, `${zip} ${town}`, { y: 156, size: 10 });
  const lbl = (y: number, l: string, v: string) => {
    p.text(380, l, { y, size: 8.5 });
    p.text(555, v, { y, size: 8.5, align: 'right' });
  };
  lbl(130, 'Rechnung Nr.', `R-${rng.int(20000, 29999)}`);
  lbl(143, 'Datum', date(inv, 'de'));
  lbl(156, 'Kennzeichen', plateDe(rng, code));
  lbl(169, 'km-Stand', num(km, 'de').slice(0, -3));
  lbl(182, 'Bearbeiter', o.first);
  p.text(40, 'Rechnung', { y: 215, size: 14, bold: true });
  const size = rng.pick(['195/65 R15 91H', '205/55 R16 91V', '175/70 R14 84T', '225/45 R17 94W']);
  const goods: [string, number][] = [
    [`Sommerreifen ${size}`, 4 * (rng.int(4500, 12000) / 100)],
    ['Gummiventile', rng.int(400, 1200) / 100],
  ];
  if (rng.chance(0.6)) goods.push(['Auswuchtgewichte', rng.int(300, 900) / 100]);
  const services: [string, number][] = [
    ['Reifenmontage', rng.int(2400, 4000) / 100],
    ['Auswuchten', rng.int(1600, 3200) / 100],
    ['Altreifenentsorgung', rng.int(800, 1600) / 100],
  ];
  if (rng.chance(0.5)) services.push(['Einlagerung Winterräder', rng.int(2500, 4000) / 100]);
  let y = 240;
  p.text(40, 'Menge', { y, size: 8, bold: true });
  p.text(90, 'Bezeichnung', { y, size: 8, bold: true });
  p.text(555, 'Betrag €', { y, size: 8, bold: true, align: 'right' });
  p.box(40, y + 4, 515, 0.4);
  y += 20;
  p.text(90, 'Waren', { y, size: 9, bold: true });
  y += 14;
  goods.forEach(([t, v], i) => {
    p.text(40, i === 0 ? '4' : String(rng.int(1, 4)), { y, size: 9 });
    p.text(90, t, { y, size: 9 });
    p.text(555, num(v, 'de'), { y, size: 9, align: 'right' });
    y += 13;
  });
  const parts = sum(goods.map((g) => g[1]));
  p.text(470, 'Summe Waren', { y, size: 9, align: 'right' });
  p.text(555, num(parts, 'de'), { y, size: 9, align: 'right' });
  y += 22;
  p.text(90, 'Dienstleistungen', { y, size: 9, bold: true });
  y += 14;
  services.forEach(([t, v]) => {
    p.text(40, '1', { y, size: 9 });
    p.text(90, t, { y, size: 9 });
    p.text(555, num(v, 'de'), { y, size: 9, align: 'right' });
    y += 13;
  });
  const labor = sum(services.map((s) => s[1]));
  p.text(470, 'Summe Dienstleistungen', { y, size: 9, align: 'right' });
  p.text(555, num(labor, 'de'), { y, size: 9, align: 'right' });
  y += 26;
  const net = sum([parts, labor]);
  const tax = round2(net * 0.16);
  const total = round2(net + tax);
  p.box(330, y - 12, 225, 50);
  p.text(340, 'Netto', { y, size: 9 });
  p.text(548, num(net, 'de'), { y, size: 9, align: 'right' });
  p.text(340, 'zzgl. 16 % MwSt.', { y: y + 14, size: 9 });
  p.text(548, num(tax, 'de'), { y: y + 14, size: 9, align: 'right' });
  p.text(340, 'Endbetrag EUR', { y: y + 30, size: 10, bold: true });
  p.text(548, num(total, 'de'), { y: y + 30, size: 10, bold: true, align: 'right' });
  p.text(40, `Bitte Radmuttern nach 50 km nachziehen lassen. Nächster Radwechsel ca. ${rng.pick(['Oktober', 'April'])}.`, { y: y + 70, size: 8 });
  p.text(40, 'Betrag bar erhalten.', { y: y + 84, size: 8 });
  p.text(297, `${shop} · Sitz ${town} · HRA ${rng.int(100, 9999)} · USt-IdNr. DE${rng.int(100000000, 999999999)}`, { y: 810, size: 7, align: 'center' });
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: inv,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: services.map((s) => s[0]),
      partsUsed: goods.map((g) => g[0]),
    }),
  };
}

/** 2012: e.K. Meisterbetrieb, labels right-aligned before their values, AW units, unruled numbered table, 19 %. */
export function meisterEk2012(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const o = personDe(rng);
  const shop = `Kfz-Technik ${o.last} e.K.`;
  const inv = rng.date(2010, 2016);
  const work = addDays(inv, -rng.int(1, 5));
  const km = rng.int(50000, 240000);
  p.text(40, shop, { y: 52, size: 17, bold: true });
  p.text(40, 'Meisterbetrieb der Kfz-Innung', { y: 66, size: 9 });
  p.box(40, 74, 515, 1.2, true);
  const cust = personDe(rng);
  p.text(40, `${shop} · ${streetDe(rng)} · ${zip} ${town}`, { y: 104, size: 6.5 });
  p.text(40, herrnFrau(cust), { y: 120, size: 10 });
  p.text(40, full(cust), { y: 133, size: 10 });
  p.text(40, streetDe(rng), { y: 146, size: 10 });
  p.text(40, `${zip} ${town}`, { y: 159, size: 10 });
  const kv = (y: number, l: string, v: string) => {
    p.text(440, `${l}:`, { y, size: 8.5, align: 'right' });
    p.text(446, v, { y, size: 8.5 });
  };
  kv(120, 'Rechnungsnummer', `${inv.slice(0, 4)}-${rng.int(100, 999)}`);
  kv(132, 'Rechnungsdatum', date(inv, 'de'));
  kv(144, 'Leistungsdatum', date(work, 'de'));
  kv(156, 'Kundennummer', String(rng.int(10000, 99999)));
  kv(168, 'Kennzeichen', plateDe(rng, code));
  kv(180, 'Kilometerstand', `${num(km, 'de').slice(0, -3)} km`);
  kv(192, 'Erstzulassung', date(rng.date(1998, 2009), 'de'));
  p.text(40, 'Rechnung', { y: 228, size: 13, bold: true });
  const { jobs, parts: mats } = jobsWithParts(
    rng,
    [
      ['Inspektion mit Ölwechsel', ['Ölfilter', 'Motoröl 5W-30', 'Innenraumfilter']],
      ['Bremsflüssigkeit erneuert', ['Bremsflüssigkeit DOT 4']],
      ['Klimaanlage gewartet', ['Kältemittel R134a']],
      ['Stoßdämpfer hinten erneuert', ['Stoßdämpfer']],
      ['Koppelstangen vorn erneuert', ['Koppelstange']],
      ['Hauptuntersuchung vorgeführt', []],
    ],
    4,
  );
  let y = 256;
  ['Pos.', 'Bezeichnung', 'Menge', 'Einheit', 'Einzelpreis', 'Gesamt'].forEach((h, i) =>
    p.text([40, 75, 350, 395, 480, 555][i], h, { y, size: 8, bold: true, align: i >= 4 ? 'right' : undefined }),
  );
  y += 16;
  const lab: number[] = [];
  const par: number[] = [];
  let n = 1;
  jobs.forEach((j) => {
    const aw = rng.int(3, 30);
    const rate = rng.pick([7.5, 8.2, 9.1, 9.9]);
    const v = round2(aw * rate);
    lab.push(v);
    [String(n++), j, String(aw), 'AW', num(rate, 'de'), num(v, 'de')].forEach((c, i) =>
      p.text([44, 75, 365, 395, 480, 555][i], c, { y, size: 9, align: i >= 4 || i === 2 ? 'right' : undefined }),
    );
    y += 14;
  });
  mats.forEach((m) => {
    const q = rng.int(1, 5);
    const e = rng.int(500, 9000) / 100;
    const v = round2(q * e);
    par.push(v);
    [String(n++), m, String(q), /Motoröl|flüssigkeit|Kältemittel/.test(m) ? 'l' : 'Stk', num(e, 'de'), num(v, 'de')].forEach((c, i) =>
      p.text([44, 75, 365, 395, 480, 555][i], c, { y, size: 9, align: i >= 4 || i === 2 ? 'right' : undefined }),
    );
    y += 14;
  });
  const labor = sum(lab);
  const parts = sum(par);
  const net = sum([labor, parts]);
  const tax = round2(net * 0.19);
  const total = round2(net + tax);
  y += 16;
  for (const [l, v, b] of [
    ['Arbeitslohn netto', labor, false],
    ['Ersatzteile netto', parts, false],
    ['Summe netto', net, false],
    ['19 % USt.', tax, false],
    ['Gesamtbetrag', total, true],
  ] as [string, number, boolean][]) {
    p.text(380, l, { y, size: 9.5, bold: b });
    p.text(555, `${num(v, 'de')} €`, { y, size: 9.5, bold: b, align: 'right' });
    y += 15;
  }
  p.text(40, `Zahlbar bis ${date(addDays(inv, 14), 'de')} ohne Abzug. 1 AW = 5 Minuten.`, { y: y + 20, size: 8.5 });
  p.text(40, `Nächster Service in 30.000 km oder 24 Monaten (bei ${num(km + 30000, 'de').slice(0, -3)} km).`, { y: y + 33, size: 8.5 });
  p.box(40, 770, 515, 0.4);
  p.text(40, `${shop} · Inhaber ${full(o)} · ${streetDe(rng)} · ${zip} ${town}`, { y: 782, size: 6.5 });
  p.text(
    40,
    `IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · BIC GENODEF1${code.replace('Ö', 'O')}${rng.int(1, 9)} · St.-Nr. ${rng.int(100, 999)}/${rng.int(1000, 9999)}/${rng.int(1000, 9999)}`,
    { y: 792, size: 6.5 },
  );
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: work,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}

/** 2020 (second half, 16 %): a restoration shop named only in its footer, jobs as a prose list, hours at a rate, shaded total band. */
export function restaurierung2020(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const o = personDe(rng);
  const shop = `Klassikwerk ${o.last} GmbH & Co. KG`;
  const inv = `2020-${String(rng.int(8, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const km = rng.int(60000, 280000);
  p.text(40, 'RECHNUNG', { y: 60, size: 22, serif: true });
  p.text(555, `Nr. KW-${rng.int(1000, 1999)}`, { y: 50, size: 9, align: 'right' });
  p.text(555, `vom ${date(inv, 'longDe')}`, { y: 62, size: 9, align: 'right' });
  const cust = personDe(rng);
  p.text(40, `An: ${full(cust)}, ${streetDe(rng)}, ${zip} ${town}`, { y: 96, size: 9.5 });
  const car = rng.pick(['Mercedes-Benz 280 SE (W 108), EZ 1969', 'Porsche 911 T, EZ 1972', 'BMW 2002 tii, EZ 1974', 'VW Käfer 1303 S, EZ 1973']);
  p.text(40, `Fahrzeug: ${car}, amtl. Kennz. ${plateDe(rng, code, true)}, Tachostand ${num(km, 'de').slice(0, -3)}`, { y: 112, size: 9.5 });
  const done = addDays(inv, -rng.int(2, 9));
  p.text(40, `Auftrag erteilt am ${date(addDays(done, -40), 'de')} · Fertigstellung am ${date(done, 'de')}`, { y: 126, size: 9.5 });
  p.text(40, 'Ausgeführte Arbeiten', { y: 156, size: 11, bold: true, serif: true });
  const { jobs, parts: mats } = jobsWithParts(
    rng,
    [
      ['Bremsanlage komplett überholt', ['Bremssattel überholt (Tausch)', 'Bremsschläuche', 'Hauptbremszylinder']],
      ['Vergaser zerlegt, gereinigt und synchronisiert', ['Vergaserdichtsatz']],
      ['Unterboden entrostet und konserviert', ['Hohlraumwachs']],
      ['Kühler instand gesetzt', ['Kühlerschlauchsatz']],
      ['Zündanlage auf kontaktlos umgerüstet', ['Kontaktlose Zündung']],
      ['Auspuffanlage Edelstahl montiert', ['Edelstahl-Endschalldämpfer']],
    ],
    3,
  );
  jobs.forEach((j, i) => p.text(52, `– ${j}`, { y: 174 + i * 14, size: 10, serif: true }));
  const hours = rng.int(40, 120) / 2;
  const rate = rng.pick([72, 78, 84, 89]);
  const labor = round2(hours * rate);
  let y = 174 + jobs.length * 14 + 14;
  p.text(52, `Arbeitszeit ${num(hours, 'de')} Std. à ${num(rate, 'de')} €`, { y, size: 10, serif: true });
  p.text(555, num(labor, 'de'), { y, size: 10, serif: true, align: 'right' });
  y += 34;
  p.text(40, 'Material', { y, size: 11, bold: true, serif: true });
  y += 18;
  const par = mats.map(() => rng.int(2500, 42000) / 100);
  mats.forEach((m, i) => {
    p.text(52, `– ${m}`, { y, size: 10, serif: true });
    p.text(555, num(par[i], 'de'), { y, size: 10, serif: true, align: 'right' });
    y += 14;
  });
  const parts = sum(par);
  y += 8;
  p.text(400, 'Material gesamt', { y, size: 10, serif: true });
  p.text(555, num(parts, 'de'), { y, size: 10, serif: true, align: 'right' });
  y += 30;
  const net = sum([labor, parts]);
  const tax = round2(net * 0.16);
  const total = round2(net + tax);
  p.text(400, 'Netto', { y, size: 10, serif: true });
  p.text(555, num(net, 'de'), { y, size: 10, serif: true, align: 'right' });
  p.text(400, 'MwSt. 16 %', { y: y + 15, size: 10, serif: true });
  p.text(555, num(tax, 'de'), { y: y + 15, size: 10, serif: true, align: 'right' });
  p.box(40, y + 24, 515, 22, true);
  p.text(50, 'Zu zahlender Betrag in Euro', { y: y + 39, size: 11, bold: true, serif: true });
  p.text(548, num(total, 'de'), { y: y + 39, size: 11, bold: true, serif: true, align: 'right' });
  p.text(40, `Der Mehrwertsteuersatz von 16 % gilt für Leistungen vom 1. Juli bis 31. Dezember 2020.`, { y: y + 70, size: 8 });
  p.box(40, 776, 515, 0.5);
  p.text(297, `${shop} · ${streetDe(rng)} · ${zip} ${town} · ${phoneDe(rng)} · www.klassikwerk-${o.last.toLowerCase()}.de`, {
    y: 790,
    size: 7,
    align: 'center',
  });
  p.text(
    297,
    `Registergericht ${town} HRA ${rng.int(1000, 9999)} · Komplementärin: ${o.last} Verwaltungs-GmbH · IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { y: 800, size: 7, align: 'center' },
  );
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}

/** 2025: a mobile mechanic under § 19 UStG — no VAT, amount in words, paid in cash. */
export function kleinunternehmer2025(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const o = personDe(rng);
  const shop = `Mobiler Kfz-Service ${full(o)}`;
  const inv = rng.date(2024, 2025);
  const work = addDays(inv, -rng.int(0, 3));
  const km = rng.int(80000, 320000);
  p.text(555, shop, { y: 48, size: 12, bold: true, align: 'right' });
  p.text(555, `${streetDe(rng)}, ${zip} ${town}`, { y: 60, size: 8.5, align: 'right' });
  p.text(555, `Mobil 01${rng.int(51, 79)} ${rng.int(1000000, 9999999)}`, { y: 71, size: 8.5, align: 'right' });
  const cust = personDe(rng);
  p.text(40, `${full(cust)}\u00a0· ${streetDe(rng)} · ${zip} ${town}`, { y: 110, size: 9.5 });
  p.text(40, `Rechnung Nr. ${inv.slice(2, 4)}${rng.int(10, 99)}`, { y: 150, size: 13, bold: true });
  p.text(40, `Datum: ${date(inv, 'de')}`, { y: 166, size: 9.5 });
  p.text(200, `Einsatz vor Ort am: ${date(work, 'de')}`, { y: 166, size: 9.5 });
  p.text(40, `Fahrzeug: ${rng.pick(['Skoda Octavia', 'Opel Astra H', 'VW Touran', 'Ford Focus'])} · ${plateDe(rng, code)} · Laufleistung ${km} km`, {
    y: 180,
    size: 9.5,
  });
  const { jobs, parts: mats } = jobsWithParts(
    rng,
    [
      ['Batterie getauscht', ['Starterbatterie 70 Ah']],
      ['Bremsbeläge hinten gewechselt', ['Bremsbeläge Hinterachse', 'Bremsenreiniger']],
      ['Zündspule getauscht', ['Zündspule']],
      ['Glühkerzen erneuert', ['Glühkerzen']],
    ],
    2,
  );
  const lab = jobs.map(() => rng.int(3000, 9000) / 100);
  const drive = rng.int(15, 35);
  const par = mats.map(() => rng.int(1500, 14000) / 100);
  let y = 214;
  p.text(40, 'Leistung', { y, size: 9, bold: true });
  p.text(555, 'Euro', { y, size: 9, bold: true, align: 'right' });
  y += 16;
  jobs.forEach((j, i) => {
    p.text(40, j, { y, size: 10 });
    p.text(555, num(lab[i], 'de'), { y, size: 10, align: 'right' });
    y += 14;
  });
  p.text(40, 'Anfahrtspauschale', { y, size: 10 });
  p.text(555, num(drive, 'de'), { y, size: 10, align: 'right' });
  y += 14;
  const labor = sum([...lab, drive]);
  p.text(400, 'Arbeitsleistung gesamt', { y, size: 9, bold: true });
  p.text(555, num(labor, 'de'), { y, size: 9, bold: true, align: 'right' });
  y += 24;
  mats.forEach((m, i) => {
    p.text(40, m, { y, size: 10 });
    p.text(555, num(par[i], 'de'), { y, size: 10, align: 'right' });
    y += 14;
  });
  const parts = sum(par);
  p.text(400, 'Material gesamt', { y, size: 9, bold: true });
  p.text(555, num(parts, 'de'), { y, size: 9, bold: true, align: 'right' });
  y += 26;
  const total = sum([labor, parts]);
  p.box(380, y - 13, 175, 20);
  p.text(386, 'Rechnungsbetrag', { y, size: 10, bold: true });
  p.text(549, `${num(total, 'de')} €`, { y, size: 10, bold: true, align: 'right' });
  y += 30;
  p.text(40, `in Worten: ${wordsDe(total)} Euro ${cents(total)} Cent`, { y, size: 9.5, serif: true });
  p.text(40, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', { y: y + 18, size: 8.5 });
  p.text(40, 'Betrag in bar erhalten:', { y: y + 46, size: 9 });
  p.text(150, `${town}, ${date(work, 'de')}   ${o.last}`, { y: y + 46, size: 11, serif: true });
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('service', {
      serviceDate: work,
      shopName: shop,
      serviceMileage: km,
      laborCost: labor,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: mats,
    }),
  };
}

export const DE_WORKSHOPS = [
  meisterRechnung1969,
  tankstelleAuftrag1976,
  autoelektrik1986,
  nadeldrucker1995,
  reifenhandel2003,
  meisterEk2012,
  restaurierung2020,
  kleinunternehmer2025,
];
