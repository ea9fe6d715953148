/**
 * German-language service paper of British classics in Germany, Austria and Switzerland, 1979–2026: a Jaguar
 * specialist's software bill in Arbeitswerten, an Austrian MG workshop in Schilling, a Swiss Mini garage with
 * Rappen rounding, a Land Rover specialist's flat-rate positions, a restorer's work report with hours and material
 * in one figure each, a typed DM bill with wage and parts columns, an Austrian carburettor specialist, a Swiss tyre
 * house, a German trimmer's hood invoice and a Swiss garage's MFK preparation with the office fee outside VAT.
 */
import { PageBuilder } from '../page';
import { type Col, doc, fd, hline, num, para, r05, r2, row, sum, vatCH, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { type Line, AT_PLACES, CH_PLACES, DE_PLACES, atPlate, car, chPlate, dePlate, deStreet, line, person, price, salute, someInOrder, sumLine } from './kit';

const JOBS_DE = [
  'Inspektion nach Wartungsplan durchgeführt',
  'Motoröl und Ölfilter gewechselt',
  'Ventilspiel eingestellt',
  'Zündzeitpunkt und Schließwinkel eingestellt',
  'SU-Vergaser synchronisiert und eingestellt',
  'Abschmierdienst',
  'Bremsen geprüft und nachgestellt',
  'Bremsbeläge vorne erneuert',
  'Radbremszylinder hinten überholt',
  'Bremsflüssigkeit erneuert',
  'Wasserpumpe ersetzt',
  'Kühlsystem gespült, Frostschutz aufgefüllt',
  'Keilriemen erneuert',
  'Achsschenkelbolzen erneuert',
  'Radlager vorne erneuert',
  'Kupplungsnehmerzylinder ersetzt',
  'Fehlersuche Zündaussetzer',
  'Ventildeckeldichtung erneuert',
  'Handbremse eingestellt',
  'Hebelstoßdämpfer vorne ersetzt',
];
const PARTS_DE = [
  'Ölfilter',
  'Motoröl 20W-50',
  'Zündkerzen',
  'Unterbrecherkontakt',
  'Verteilerfinger',
  'Verteilerkappe',
  'Luftfiltereinsätze',
  'Bremsbeläge vorne',
  'Keilriemen',
  'Wasserpumpe',
  'Kühlerschlauch oben',
  'Thermostat',
  'Ventildeckeldichtung',
  'Bremsflüssigkeit DOT 4',
  'Radbremszylinder hinten',
  'Achsschenkelbolzen-Satz',
  'Radlagersatz',
  'Nehmerzylinder',
  'Frostschutzmittel',
  'Wischerblätter',
];

function besuch(rng: Random, rate: number, scale: number, nJobs: [number, number], nParts: [number, number]) {
  const jobs = someInOrder(rng, JOBS_DE, nJobs[0], nJobs[1]).map((j) => line(j, 'labour', rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]), rate));
  const parts = someInOrder(rng, PARTS_DE, nParts[0], nParts[1]).map((pn) => line(pn, 'part', rng.pick([1, 1, 1, 2]), price(rng, 3 * scale, 45 * scale)));
  return { jobs, parts };
}
const km = (rng: Random) => rng.int(8000, 186000);
const atVat = 20;

/** 1. A German Jaguar (or other marque) specialist's software bill, 2008–2026: Arbeitswerte and parts in one table. */
export function markenSpezialistAW(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2008, 2026);
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(DE_PLACES);
  const shop = `${rng.pick(['British Classic', 'Jaguar-Technik', 'Insel-Klassiker', 'England-Garage', 'Albion Motors'])} ${rng.pick(['GmbH', 'e.K.', 'GmbH & Co. KG'])}`;
  p.text(50, shop, { size: 17, bold: true });
  p.down(12).text(50, `Ihr Spezialist für englische Klassiker · ${deStreet(rng)} · ${plz} ${ort}`, { size: 8.5 });
  p.down(24);
  p.text(50, `${shop} · ${deStreet(rng)} · ${plz} ${ort}`, { size: 6.5 });
  p.down(12);
  const cust = person(rng, 'de');
  const [cplz, cort] = rng.pick(DE_PLACES);
  for (const l of [salute(cust, 'de'), cust, deStreet(rng), `${cplz} ${cort}`]) {
    p.text(50, l, { size: 10 });
    p.down(12.5);
  }
  p.y -= 50;
  const mi = km(rng);
  const meta: [string, string][] = [
    ['Rechnung Nr.', `${date.slice(0, 4)}-${rng.int(1000, 9999)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Kunden-Nr.', String(rng.int(10000, 99999))],
    ['Kennzeichen', dePlate(rng)],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['FIN', c.chassis],
    ['km-Stand', num(mi, 'de').replace(/,00$/, '')],
  ];
  for (const [k, v] of meta) {
    p.text(340, k, { size: 8.5 });
    p.text(545, v, { size: 8.5, align: 'right' });
    p.down(11.5);
  }
  p.down(16);
  p.text(50, 'Rechnung', { size: 14, bold: true });
  p.down(18);
  const aw = rng.pick([9.5, 10.5, 11.8, 12.9, 14.5]);
  const jobs = someInOrder(rng, JOBS_DE, 2, 5).map((j) => line(j, 'labour', rng.int(4, 40), aw));
  const parts = someInOrder(rng, PARTS_DE, 2, 6).map((pn) =>
    line(pn, 'part', rng.pick([1, 1, 2, 4]), price(rng, 6, 90), `${rng.pick(['C', 'GFE', 'JLM', 'UKC'])}${rng.int(1000, 99999)}`),
  );
  const all: Line[] = [];
  jobs.forEach((j, i) => {
    all.push(j);
    const px = parts.filter((_, k) => k % jobs.length === i);
    all.push(...px);
  });
  const cols: Col[] = [{ x: 52 }, { x: 76 }, { x: 140 }, { x: 390, align: 'right' }, { x: 420 }, { x: 480, align: 'right' }, { x: 545, align: 'right' }];
  p.box(50, p.y - 11, 495, 16, true);
  row(p, cols, ['Pos', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'ME', 'E-Preis', 'Betrag'], { size: 7.5, bold: true });
  p.down(17);
  all.forEach((l, i) => {
    row(
      p,
      cols,
      [
        String(i + 1),
        l.kind === 'labour' ? `AW${rng.int(10, 99)}` : (l.code ?? ''),
        l.desc,
        String(l.qty).replace('.', ','),
        l.kind === 'labour' ? 'AW' : 'Stk',
        num(l.unit, 'de'),
        num(l.amount, 'de'),
      ],
      { size: 8.5 },
    );
    p.down(12.5);
  });
  const lohn = sum(jobs.map((j) => j.amount));
  const teile = sum(parts.map((x) => x.amount));
  const net = r2(lohn + teile);
  const v = vatDE(Number(date.slice(0, 4)));
  const mw = r2((net * v) / 100);
  const total = r2(net + mw);
  p.down(10);
  hline(p, 320, 225, p.y - 9);
  sumLine(p, 330, 545, 'Lohn netto', `${num(lohn, 'de')} €`, { size: 9 });
  sumLine(p, 330, 545, 'Teile netto', `${num(teile, 'de')} €`, { size: 9 });
  sumLine(p, 330, 545, 'Summe netto', `${num(net, 'de')} €`, { size: 9 });
  sumLine(p, 330, 545, `MwSt. ${v} %`, `${num(mw, 'de')} €`, { size: 9 });
  sumLine(p, 330, 545, 'Rechnungsbetrag', `${num(total, 'de')} €`, { size: 10.5, bold: true });
  p.down(10);
  para(
    p,
    50,
    `1 AW = 6 Minuten. Zahlbar sofort ohne Abzug. Leistungsdatum entspricht Rechnungsdatum. USt-IdNr. DE${rng.int(100000000, 399999999)} · ${rng.pick(['Sparkasse', 'Volksbank', 'Kreissparkasse'])} IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    120,
    { size: 7, step: 9 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lohn,
    partsCost: teile,
    totalCost: total,
    workPerformed: all.filter((l) => l.kind === 'labour').map((l) => l.desc),
    partsUsed: all.filter((l) => l.kind === 'part').map((l) => l.desc),
  });
}

/** 2. An Austrian MG and Triumph workshop in Schilling, 1985–2001: Arbeitszeit and Material sections, 20 % USt. */
export function schillingWerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2001);
  const c = car(rng, { lang: 'de', maxYear: 1990 });
  const [plz, ort] = rng.pick(AT_PLACES);
  const meister = person(rng, 'de').split(' ')[1];
  const shop = `Kfz-Werkstätte ${meister}`;
  p.text(297, shop, { size: 18, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Englische Sportwagen · MG · Triumph · Austin-Healey`, { size: 9, serif: true, align: 'center' });
  p.down(12).text(297, `A-${plz} ${ort}, ${deStreet(rng)} · Tel. 0${rng.int(222, 7999)}/${rng.int(10000, 99999)}`, { size: 8.5, serif: true, align: 'center' });
  p.down(30);
  const cust = person(rng, 'de');
  p.text(50, `${salute(cust, 'de')} ${cust}`, { size: 10, serif: true });
  p.down(12.5).text(50, deStreet(rng), { size: 10, serif: true });
  p.down(12.5).text(50, `${rng.pick(AT_PLACES).join(' ')}`, { size: 10, serif: true });
  p.down(26);
  p.text(50, `RECHNUNG Nr. ${rng.int(100, 2999)}/${date.slice(2, 4)}`, { size: 12, bold: true, serif: true });
  p.text(545, `${ort}, am ${fd(date, 'de')}`, { size: 10, serif: true, align: 'right' });
  p.down(18);
  const mi = km(rng);
  p.text(50, `Fahrzeug: ${c.make} ${c.model}   Kennz.: ${atPlate(rng)}   km-Stand: ${mi}`, { size: 9.5, serif: true });
  p.down(22);
  const rate = rng.pick([380, 420, 480, 540, 620, 690]);
  const { jobs, parts } = besuch(rng, rate, 12, [2, 5], [2, 6]);
  const S = (n: number) => `S ${num(n, 'de')}`;
  p.text(50, 'Arbeitszeit', { size: 10, bold: true, serif: true });
  p.down(14);
  for (const j of jobs) {
    p.text(60, j.desc, { size: 10, serif: true });
    p.text(420, `${String(j.qty).replace('.', ',')} Std.`, { size: 9.5, serif: true, align: 'right' });
    p.text(545, S(j.amount), { size: 10, serif: true, align: 'right' });
    p.down(14);
  }
  p.down(6);
  p.text(50, 'Material', { size: 10, bold: true, serif: true });
  p.down(14);
  for (const x of parts) {
    p.text(60, x.desc, { size: 10, serif: true });
    p.text(420, `${x.qty} Stk.`, { size: 9.5, serif: true, align: 'right' });
    p.text(545, S(x.amount), { size: 10, serif: true, align: 'right' });
    p.down(14);
  }
  const arbeit = sum(jobs.map((j) => j.amount));
  const mat = sum(parts.map((x) => x.amount));
  const net = r2(arbeit + mat);
  const ust = r2((net * atVat) / 100);
  const total = r2(net + ust);
  p.down(12);
  hline(p, 300, 245, p.y - 10);
  sumLine(p, 310, 545, 'Summe Arbeitszeit', S(arbeit), { serif: true });
  sumLine(p, 310, 545, 'Summe Material', S(mat), { serif: true });
  sumLine(p, 310, 545, 'Nettobetrag', S(net), { serif: true });
  sumLine(p, 310, 545, '+ 20 % USt.', S(ust), { serif: true });
  sumLine(p, 310, 545, 'Endbetrag', S(total), { serif: true, bold: true, size: 11 });
  p.down(20);
  p.text(50, rng.pick(['Betrag dankend erhalten.', 'Zahlbar binnen 14 Tagen netto Kassa.', 'Bar bezahlt.']), { size: 10, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: arbeit,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 3. A Swiss garage with Minis and MGs, 2011–2026: Arbeit and Material, Kleinmaterial, MWST and Rappen rounding. */
export function schweizerGarageRundung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2011, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(CH_PLACES);
  const shop = `Garage ${rng.pick(['Amrein', 'Lüthi', 'Pfister', 'Wenger', 'Gasser'])} ${rng.pick(['AG', 'GmbH'])}`;
  p.text(50, shop, { size: 18, bold: true });
  p.down(13).text(
    50,
    `${deStreet(rng).replace('straße', 'strasse')}, ${plz} ${ort} · Tel. 0${rng.int(31, 81)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    { size: 8.5 },
  );
  p.down(11).text(50, `MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`, { size: 8.5 });
  p.down(28);
  const cust = person(rng, 'de');
  const [cp, co] = rng.pick(CH_PLACES);
  p.text(330, salute(cust, 'ch'), { size: 10 });
  p.down(12.5).text(330, cust, { size: 10 });
  p.down(12.5).text(330, deStreet(rng).replace('straße', 'strasse'), { size: 10 });
  p.down(12.5).text(330, `${cp} ${co}`, { size: 10 });
  p.down(30);
  p.text(50, `Rechnung ${rng.int(40000, 99999)}`, { size: 13, bold: true });
  p.text(545, `${ort}, ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(16);
  const mi = km(rng);
  p.text(
    50,
    `${c.make} ${c.model} · Kontrollschild ${chPlate(rng)} · Stamm-Nr. ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} · km ${num(mi, 'ch').replace(/\.00$/, '')}`,
    { size: 9 },
  );
  p.down(22);
  const rate = rng.pick([115, 125, 138, 145, 160]);
  const { jobs, parts } = besuch(rng, rate, 1.5, [2, 5], [2, 6]);
  const cols: Col[] = [{ x: 56 }, { x: 420, align: 'right' }, { x: 475, align: 'right' }, { x: 540, align: 'right' }];
  const block = (title: string, ls: Line[], unit: string) => {
    p.box(50, p.y - 11, 495, 16, true);
    row(p, cols, [title, 'Menge', 'Ansatz', 'CHF'], { size: 8.5, bold: true });
    p.down(16);
    for (const l of ls) {
      row(p, cols, [l.desc, `${num(l.qty, 'ch')} ${unit}`, num(l.unit, 'ch'), num(l.amount, 'ch')], { size: 9 });
      p.down(12.5);
    }
    const s = sum(ls.map((l) => l.amount));
    p.text(475, `Total ${title}`, { size: 8.5, bold: true, align: 'right' });
    p.text(540, num(s, 'ch'), { size: 9, bold: true, align: 'right' });
    p.down(20);
    return s;
  };
  const arbeit = block('Arbeit', jobs, 'h');
  const mat = block('Material', parts, 'St');
  const klein = r2(rng.pick([12, 18.5, 24, 29.8]));
  const net = r2(arbeit + mat + klein);
  const v = vatCH(y);
  const mw = r2((net * v) / 100);
  const raw = r2(net + mw);
  const total = r05(raw);
  const rund = r2(total - raw);
  sumLine(p, 320, 540, 'Kleinmaterial / Entsorgung', num(klein, 'ch'), { size: 9 });
  sumLine(p, 320, 540, 'Total exkl. MWST', num(net, 'ch'), { size: 9 });
  sumLine(p, 320, 540, `MWST ${String(v)} %`, num(mw, 'ch'), { size: 9 });
  if (rund !== 0) sumLine(p, 320, 540, 'Rundung', num(rund, 'ch'), { size: 9 });
  p.box(314, p.y - 12, 231, 18, true);
  sumLine(p, 320, 540, 'Total CHF inkl. MWST', num(total, 'ch'), { size: 10, bold: true });
  p.down(16);
  p.text(50, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: arbeit,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 4. A Land Rover specialist's flat-rate bill, 2002–2026: each position one price with its parts, only net/VAT/gross. */
export function landRoverPauschal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const [plz, ort] = rng.pick(DE_PLACES);
  const shop = `${rng.pick(['Offroad-Technik', 'Geländewagen-Service', 'Landy-Werkstatt', 'Allrad Service'])} ${person(rng, 'de').split(' ')[1]}`;
  const c = { make: 'Land Rover', model: rng.pick(['Series III 88', 'Series IIA 109', 'Defender 90 Tdi', 'Range Rover Classic']) };
  p.box(50, 40, 495, 4, true);
  p.y = 70;
  p.text(50, shop, { size: 16, bold: true });
  p.text(545, 'RECHNUNG', { size: 16, align: 'right' });
  p.down(13).text(50, `${deStreet(rng)}, ${plz} ${ort}`, { size: 9 });
  p.down(30);
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 10 });
  p.down(12.5).text(50, deStreet(rng), { size: 10 });
  p.down(12.5).text(50, rng.pick(DE_PLACES).join(' '), { size: 10 });
  p.down(28);
  const mi = km(rng);
  const info = [
    `Datum: ${fd(date, 'de')}`,
    `Beleg: R${rng.int(10000, 99999)}`,
    `Fahrzeug: ${c.make} ${c.model}`,
    `Kennzeichen: ${dePlate(rng, rng.chance(0.6))}`,
    `Laufleistung: ${mi} km`,
  ];
  p.text(50, info.slice(0, 2).join('     '), { size: 9.5 });
  p.down(13).text(50, info.slice(2).join('     '), { size: 9.5 });
  p.down(24);
  const pool = [
    'Inspektion groß inkl. Öle und Filter',
    'Getriebe- und Achsöle gewechselt',
    'Bremsanlage vorne überholt inkl. Beläge',
    'Chassis-Hohlraumkonservierung',
    'Auspuffanlage ersetzt inkl. Montagematerial',
    'Kreuzgelenke Kardanwelle hinten erneuert',
    'Schwenklager vorne abgedichtet',
    'Glühkerzen erneuert',
    'Hauptuntersuchung vorbereitet und vorgeführt',
  ];
  const pos = someInOrder(rng, pool, 3, 6).map((d) => line(d, 'labour', 1, price(rng, 90, 780)));
  const cols: Col[] = [{ x: 52 }, { x: 80 }, { x: 545, align: 'right' }];
  row(p, cols, ['Pos.', 'Leistung', 'Betrag EUR'], { size: 8.5, bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(14);
  pos.forEach((l, i) => {
    row(p, cols, [`${i + 1}`, l.desc, num(l.amount, 'de')], { size: 10 });
    p.down(15);
  });
  const net = sum(pos.map((l) => l.amount));
  const v = vatDE(Number(date.slice(0, 4)));
  const mw = r2((net * v) / 100);
  const total = r2(net + mw);
  p.down(8);
  hline(p, 50, 495, p.y - 10);
  sumLine(p, 350, 545, 'Nettobetrag', num(net, 'de'), { size: 9.5 });
  sumLine(p, 350, 545, `zzgl. ${v} % MwSt.`, num(mw, 'de'), { size: 9.5 });
  sumLine(p, 350, 545, 'Gesamtbetrag EUR', num(total, 'de'), { size: 11, bold: true });
  p.down(16);
  p.text(50, 'Alle Pauschalpreise inkl. Material. Gewährleistung nach BGB.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    totalCost: total,
    workPerformed: pos.map((l) => l.desc),
  });
}

/** 5. A restorer's bill with a work report, 1995–2026: hours and material each one figure, the material listed unpriced. */
export function restauratorBericht(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de', maxYear: 1980 });
  const [plz, ort] = rng.pick(DE_PLACES);
  const shop = `Oldtimer-Restaurierung ${person(rng, 'de').split(' ')[1]} GmbH`;
  p.text(297, shop, { size: 15, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, `Karosserie · Mechanik · Sattlerei — ${deStreet(rng)}, ${plz} ${ort}`, { size: 8.5, serif: true, align: 'center' });
  p.down(34);
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 10, serif: true });
  p.down(12.5).text(50, deStreet(rng), { size: 10, serif: true });
  p.down(12.5).text(50, rng.pick(DE_PLACES).join(' '), { size: 10, serif: true });
  p.down(30);
  const mi = rng.int(1000, 99999);
  p.text(50, `Rechnung Nr. ${rng.int(100, 999)}/${y}`, { size: 11, bold: true, serif: true });
  p.text(545, `${ort}, den ${fd(date, 'delong')}`, { size: 10, serif: true, align: 'right' });
  p.down(16);
  p.text(50, `Betr.: ${c.make} ${c.model}, Baujahr ${c.year}, Fgst.-Nr. ${c.chassis}, Tachostand ${mi} Meilen`, { size: 9.5, serif: true });
  p.down(22);
  p.text(50, 'Für die in unserem Hause ausgeführten Arbeiten berechnen wir Ihnen:', { size: 10, serif: true });
  p.down(20);
  const pool = [
    'Fahrzeug zerlegt und Karosserie entlackt',
    'Schweller innen und außen erneuert',
    'Bodenbleche links und rechts eingeschweißt',
    'Radläufe hinten instand gesetzt',
    'Karosserie grundiert, gefüllert und lackiert',
    'Motor aus- und eingebaut',
    'Bremsanlage komplett überholt',
    'Chromteile montiert',
    'Fahrzeug zusammengebaut und eingestellt',
    'Probefahrt durchgeführt',
  ];
  const works = someInOrder(rng, pool, 4, 7);
  p.text(50, 'Arbeitsbericht:', { size: 10, bold: true, serif: true });
  p.down(14);
  for (const w of works) {
    p.text(62, `– ${w}`, { size: 10, serif: true });
    p.down(13);
  }
  p.down(8);
  const mats = someInOrder(
    rng,
    [
      'Schwellerbleche',
      'Bodenbleche',
      'Radlaufreparaturbleche',
      'Grundierung und Füller',
      'Decklack',
      'Bremsleitungssatz',
      'Radbremszylinder',
      'Dichtungssatz Türen',
      'Schrauben und Kleinteile',
    ],
    3,
    6,
  );
  p.text(50, 'Material lt. beiliegender Aufstellung:', { size: 10, bold: true, serif: true });
  p.down(14);
  para(p, 62, mats.join(', '), 90, { size: 10, serif: true, step: 13 });
  p.down(14);
  const hrs = rng.int(30, 260) + rng.pick([0, 0.5]);
  const rate = r2(rng.pick([48, 55, 62, 68, 75, 82]));
  const lohn = r2(hrs * rate);
  const mat = price(rng, 400, 5200);
  const net = r2(lohn + mat);
  const v = vatDE(y);
  const mw = r2((net * v) / 100);
  const total = r2(net + mw);
  const cur = y < 2002 ? 'DM' : '€';
  sumLine(p, 62, 545, `Arbeitslohn lt. Stundennachweis ${num(hrs, 'de')} Std. à ${num(rate, 'de')} ${cur}`, `${num(lohn, 'de')} ${cur}`, { serif: true });
  sumLine(p, 62, 545, 'Material gesamt', `${num(mat, 'de')} ${cur}`, { serif: true });
  hline(p, 380, 165, p.y - 10);
  sumLine(p, 300, 545, 'Zwischensumme netto', `${num(net, 'de')} ${cur}`, { serif: true });
  sumLine(p, 300, 545, `${v} % Mehrwertsteuer`, `${num(mw, 'de')} ${cur}`, { serif: true });
  sumLine(p, 300, 545, 'Rechnungsbetrag', `${num(total, 'de')} ${cur}`, { serif: true, bold: true });
  p.down(16);
  para(p, 50, 'Wir danken für Ihren Auftrag. Die Fotodokumentation der Arbeiten liegt bei. Zahlbar innerhalb von 10 Tagen ohne Abzug.', 100, {
    size: 9,
    serif: true,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: works,
    partsUsed: mats,
  });
}

/** 6. A typed DM bill, 1979–2001, on the workshop form with wage and parts columns summed at the foot. */
export function dmLohnTeileSpalten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1979, 2001);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de', maxYear: y - 3 });
  const [plz, ort] = rng.pick(DE_PLACES);
  const meister = person(rng, 'de').split(' ')[1];
  const shop = `Auto-${meister}`;
  p.text(50, shop, { size: 20, bold: true, serif: true });
  p.down(14).text(50, `Kfz.-Meisterbetrieb · Import-Fahrzeuge · ${deStreet(rng)} · ${plz} ${ort}`, { size: 8.5, serif: true });
  p.down(30);
  const cust = person(rng, 'de');
  p.text(50, `${salute(cust, 'de')} ${cust}`, { size: 10, serif: true });
  p.down(12.5).text(50, deStreet(rng), { size: 10, serif: true });
  p.down(12.5).text(50, rng.pick(DE_PLACES).join(' '), { size: 10, serif: true });
  p.down(26);
  const mi = km(rng);
  const kv: [string, string][] = [
    ['Rechnung Nr.', String(rng.int(1000, 9999))],
    ['Datum', fd(date, 'de2')],
    ['Pol. Kennz.', dePlate(rng, false)],
    ['Typ', `${c.make} ${c.model}`],
    ['km-Stand', String(mi)],
  ];
  p.box(50, p.y - 11, 495, 30);
  const xs = [56, 140, 215, 300, 480];
  kv.forEach(([k, v], i) => {
    const x = xs[i];
    p.text(x, k, { size: 7, serif: true });
    p.text(x, v, { size: 9, serif: true, y: p.y + 13 });
  });
  p.down(36);
  const rate = rng.pick([48, 56, 62, 68, 74, 85]);
  const { jobs, parts } = besuch(rng, rate, y < 1990 ? 0.9 : 1.1, [2, 5], [2, 6]);
  const cols: Col[] = [{ x: 56 }, { x: 455, align: 'right' }, { x: 540, align: 'right' }];
  p.box(50, p.y - 11, 495, 16, true);
  row(p, cols, ['Ausgeführte Arbeiten / Ersatzteile', 'Lohn DM', 'Teile DM'], { size: 8.5, bold: true, serif: true });
  p.down(17);
  const top = p.y - 12;
  for (const j of jobs) {
    row(p, cols, [j.desc, num(j.amount, 'de'), ''], { size: 9.5, serif: true });
    p.down(13);
  }
  for (const x of parts) {
    row(p, cols, [`${x.qty} ${x.desc}`, '', num(x.amount, 'de')], { size: 9.5, serif: true });
    p.down(13);
  }
  p.box(50, top, 495, p.y - top);
  p.box(400, top, 0.01, p.y - top);
  p.box(470, top, 0.01, p.y - top);
  const lohn = sum(jobs.map((j) => j.amount));
  const teile = sum(parts.map((x) => x.amount));
  p.down(14);
  row(p, cols, ['Summen', num(lohn, 'de'), num(teile, 'de')], { size: 9.5, serif: true, bold: true });
  p.down(20);
  const net = r2(lohn + teile);
  const v = vatDE(y);
  const mw = r2((net * v) / 100);
  const total = r2(net + mw);
  sumLine(p, 330, 540, 'Lohn + Teile', `DM ${num(net, 'de')}`, { serif: true });
  sumLine(p, 330, 540, `+ ${v} % MwSt.`, `DM ${num(mw, 'de')}`, { serif: true });
  sumLine(p, 330, 540, 'Endbetrag', `DM ${num(total, 'de')}`, { serif: true, bold: true });
  p.down(20);
  p.text(50, rng.pick(['Betrag erhalten:  ______________', 'Zahlung bar bei Abholung.', 'Es gelten unsere Reparaturbedingungen.']), { size: 9, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lohn,
    partsCost: teile,
    totalCost: total,
    workPerformed: jobs.map((j) => j.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

/** 7. An Austrian SU carburettor specialist, 2002–2026: operations priced one by one with parts, only the net sum. */
export function vergaserSpezialistAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const c = car(rng, { lang: 'de', maxYear: 1985 });
  const [plz, ort] = rng.pick(AT_PLACES);
  const shop = `Vergaser-Technik ${person(rng, 'de').split(' ')[1]} e.U.`;
  p.text(545, shop, { size: 14, bold: true, align: 'right' });
  p.down(12).text(545, `SU · Weber · Zenith-Stromberg`, { size: 8.5, align: 'right' });
  p.down(11).text(545, `${deStreet(rng).replace('straße', 'gasse')}, ${plz} ${ort}`, { size: 8.5, align: 'right' });
  p.down(11).text(545, `UID: ATU${rng.int(10000000, 79999999)}`, { size: 8.5, align: 'right' });
  p.down(30);
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 10 });
  p.down(12.5).text(50, deStreet(rng), { size: 10 });
  p.down(12.5).text(50, rng.pick(AT_PLACES).join(' '), { size: 10 });
  p.down(30);
  p.text(50, `Rechnung ${date.slice(0, 4)}/${rng.int(10, 480)}`, { size: 13, bold: true });
  const mi = km(rng);
  p.down(15).text(50, `Rechnungsdatum: ${fd(date, 'de')}   ·   ${c.make} ${c.model} ${c.year}   ·   km-Stand ${mi}`, { size: 9 });
  p.down(24);
  const model = rng.pick(['HS2', 'HS4', 'HS6', 'HIF4', 'HD8']);
  const ops = someInOrder(
    rng,
    [
      `Vergaser SU ${model} (Paar) aus- und eingebaut`,
      'Vergaser zerlegt, gereinigt und ultraschallgereinigt',
      'Drosselklappenwellen neu gelagert',
      'Düsen und Nadeln erneuert',
      'Schwimmerstand eingestellt',
      'Vergaser synchronisiert, CO eingestellt',
      'Probefahrt',
    ],
    3,
    6,
  ).map((d) => line(d, 'labour', 1, price(rng, 35, 260)));
  const parts = someInOrder(
    rng,
    [`Dichtungssatz SU ${model}`, 'Düsensatz', 'Vergasernadeln', 'Schwimmernadelventil', 'Drosselklappenwelle', 'Benzinschlauch'],
    2,
    4,
  ).map((d) => line(d, 'part', rng.pick([1, 2]), price(rng, 9, 95)));
  const cols: Col[] = [{ x: 52 }, { x: 80 }, { x: 430, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Nr.', 'Bezeichnung', 'Menge', 'Betrag €'], { size: 8.5, bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  [...ops, ...parts].forEach((l, i) => {
    row(p, cols, [String(i + 1), l.desc, l.kind === 'labour' ? 'pausch.' : `${l.qty} Stk.`, num(l.amount, 'de')], { size: 9.5 });
    p.down(13.5);
  });
  const net = sum([...ops, ...parts].map((l) => l.amount));
  const ust = r2(net * 0.2);
  const total = r2(net + ust);
  p.down(8);
  hline(p, 50, 495, p.y - 10);
  sumLine(p, 340, 545, 'Summe netto', `€ ${num(net, 'de')}`);
  sumLine(p, 340, 545, '20 % USt', `€ ${num(ust, 'de')}`);
  sumLine(p, 340, 545, 'Zu zahlen', `€ ${num(total, 'de')}`, { bold: true });
  p.down(16);
  p.text(50, 'Zahlbar prompt ohne Abzug. Vielen Dank!', { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    totalCost: total,
    workPerformed: ops.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

/** 8. A Swiss tyre house (Pneuhaus), 1996–2026: tyres, mounting, balancing, disposal; material and work totals. */
export function pneuhausCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(CH_PLACES);
  const shop = `Pneuhaus ${rng.pick(['Kessler', 'Vogt', 'Ziegler', 'Lüthi'])} AG`;
  p.box(50, 40, 495, 48);
  p.text(62, shop, { size: 17, bold: true, y: 64 });
  p.text(62, `${deStreet(rng).replace('straße', 'strasse')} · ${plz} ${ort} · Pneus · Felgen · Oldtimer-Reifen`, { size: 8.5, y: 80 });
  p.y = 120;
  const cust = person(rng, 'de');
  p.text(50, `Kunde: ${cust}, ${rng.pick(CH_PLACES).join(' ')}`, { size: 9.5 });
  p.down(13);
  const mi = km(rng);
  p.text(50, `Fahrzeug: ${c.make} ${c.model} · ${chPlate(rng)} · km ${mi}`, { size: 9.5 });
  p.down(13);
  p.text(50, `Lieferschein/Rechnung Nr. ${rng.int(100000, 999999)} vom ${fd(date, 'de')}`, { size: 9.5, bold: true });
  p.down(24);
  const n = rng.pick([2, 4, 5]);
  const tyre = rng.pick([
    'Michelin XAS 165 HR 15',
    'Vredestein Sprint Classic 185/70 R15',
    'Avon Turbospeed CR6ZZ 165 HR 14',
    'Pirelli Cinturato CA67 165 R 15',
  ]);
  const mat: Line[] = [line(tyre, 'part', n, price(rng, 140, 330)), line('Ventil / Schlauch', 'part', n, r2(rng.pick([4.5, 6, 28])))];
  const arb: Line[] = [line('Demontage / Montage', 'labour', n, r2(rng.pick([18, 22, 25]))), line('Auswuchten', 'labour', n, r2(rng.pick([12, 15, 18])))];
  if (rng.chance(0.5)) arb.push(line('Spureinstellung', 'labour', 1, r2(rng.pick([95, 120, 140]))));
  const ent = line('Entsorgung Altpneu', 'other', n, r2(rng.pick([3.5, 4, 5])));
  const cols: Col[] = [{ x: 52 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 540, align: 'right' }];
  row(p, cols, ['Artikel / Leistung', 'Anzahl', 'Preis', 'Total'], { size: 8.5, bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const l of [...mat, ...arb, ent]) {
    row(p, cols, [l.desc, String(l.qty), num(l.unit, 'ch'), num(l.amount, 'ch')], { size: 9.5 });
    p.down(13.5);
  }
  const tm = sum(mat.map((l) => l.amount));
  const ta = sum(arb.map((l) => l.amount));
  const net = r2(tm + ta + ent.amount);
  const v = vatCH(y);
  const mw = r2((net * v) / 100);
  const total = r05(net + mw);
  const rund = r2(total - r2(net + mw));
  p.down(10);
  sumLine(p, 320, 540, 'Total Material', num(tm, 'ch'), { size: 9 });
  sumLine(p, 320, 540, 'Total Arbeit', num(ta, 'ch'), { size: 9 });
  sumLine(p, 320, 540, 'Entsorgung', num(ent.amount, 'ch'), { size: 9 });
  sumLine(p, 320, 540, `MWST ${v} % auf ${num(net, 'ch')}`, num(mw, 'ch'), { size: 9 });
  if (rund) sumLine(p, 320, 540, 'Rundung', num(rund, 'ch'), { size: 9 });
  sumLine(p, 320, 540, 'Rechnungsbetrag CHF', num(total, 'ch'), { size: 10.5, bold: true });
  p.down(14);
  p.text(50, 'Radschrauben nach 50 km nachziehen!', { size: 9, bold: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: ta,
    partsCost: tm,
    totalCost: total,
    workPerformed: arb.map((l) => l.desc),
    partsUsed: mat.map((l) => l.desc),
  });
}

/** 9. A German trimmer's (Autosattlerei) hood invoice, 1990–2026: material and wage lines, each summed. */
export function sattlereiVerdeck(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(DE_PLACES);
  const shop = `Autosattlerei ${person(rng, 'de').split(' ')[1]}`;
  const cur = y < 2002 ? 'DM' : 'EUR';
  p.text(50, shop, { size: 17, bold: true, serif: true });
  p.down(13).text(50, `Verdecke · Innenausstattung · Leder — Meisterbetrieb seit ${rng.int(1955, 1985)}`, { size: 9, serif: true });
  p.down(11).text(50, `${deStreet(rng)}, ${plz} ${ort}`, { size: 9, serif: true });
  p.down(30);
  const cust = person(rng, 'de');
  p.text(50, `${salute(cust, 'de')} ${cust}`, { size: 10 });
  p.down(12.5).text(50, deStreet(rng), { size: 10 });
  p.down(12.5).text(50, rng.pick(DE_PLACES).join(' '), { size: 10 });
  p.down(26);
  p.text(50, `Rechnung Nr. ${rng.int(100, 9999)}`, { size: 12, bold: true });
  p.text(545, `Datum: ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(15);
  const mi = km(rng);
  p.text(50, `Fahrzeug: ${c.make} ${c.model}, Kennzeichen ${dePlate(rng, y >= 1997)}, km ${mi}`, { size: 9.5 });
  p.down(22);
  const stoff = rng.pick(['Mohair schwarz', 'Sonnenland Stayfast blau', 'Vinyl schwarz', 'Mohair sand']);
  const material = someInOrder(
    rng,
    [`Verdeckbezug ${stoff}`, 'Heckscheibe PVC', 'Spannbügel-Polsterung', 'Tonneau-Cover', 'Teppichsatz Velours', 'Türverkleidungen Leder'],
    2,
    4,
  ).map((d) => line(d, 'part', 1, price(rng, 40, 690)));
  const rate = rng.pick([38, 45, 52, 58, 64]);
  const arbeit = someInOrder(
    rng,
    [
      'Altes Verdeck demontiert',
      'Gestänge gerichtet und lackiert',
      'Neues Verdeck angepasst und montiert',
      'Teppichsatz eingepasst',
      'Türverkleidungen bezogen',
    ],
    2,
    4,
  ).map((d) => line(d, 'labour', rng.pick([1, 2, 3, 4, 6]), rate));
  p.text(50, 'Material', { size: 10, bold: true });
  p.down(14);
  for (const l of material) {
    p.text(60, l.desc, { size: 10 });
    p.text(545, num(l.amount, 'de'), { size: 10, align: 'right' });
    p.down(13.5);
  }
  const mat = sum(material.map((l) => l.amount));
  p.text(400, 'Summe Material', { size: 9, bold: true, align: 'right' });
  p.text(545, num(mat, 'de'), { size: 9.5, bold: true, align: 'right' });
  p.down(20);
  p.text(50, 'Arbeitslohn', { size: 10, bold: true });
  p.down(14);
  for (const l of arbeit) {
    p.text(60, l.desc, { size: 10 });
    p.text(400, `${l.qty} Std. × ${num(rate, 'de')}`, { size: 9, align: 'right' });
    p.text(545, num(l.amount, 'de'), { size: 10, align: 'right' });
    p.down(13.5);
  }
  const lohn = sum(arbeit.map((l) => l.amount));
  p.text(400, 'Summe Arbeitslohn', { size: 9, bold: true, align: 'right' });
  p.text(545, num(lohn, 'de'), { size: 9.5, bold: true, align: 'right' });
  p.down(22);
  const net = r2(mat + lohn);
  const v = vatDE(y);
  const mw = r2((net * v) / 100);
  const total = r2(net + mw);
  sumLine(p, 330, 545, 'Nettobetrag', `${num(net, 'de')} ${cur}`);
  sumLine(p, 330, 545, `+ ${v} % MwSt.`, `${num(mw, 'de')} ${cur}`);
  sumLine(p, 330, 545, 'Gesamtbetrag', `${num(total, 'de')} ${cur}`, { bold: true });
  p.down(16);
  p.text(50, 'Das Verdeck bitte die ersten Wochen nicht bei Kälte öffnen.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: arbeit.map((l) => l.desc),
    partsUsed: material.map((l) => l.desc),
  });
}

/** 10. A Swiss garage's MFK preparation, 1996–2026: work and parts, the road office's fee passed on without MWST. */
export function mfkVorbereitung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(CH_PLACES);
  const shop = `${rng.pick(['Oldtimer-Garage', 'Sportwagen-Garage', 'Garage & Carrosserie'])} ${rng.pick(['Stockinger', 'Amrein', 'Gasser', 'Pfister'])}`;
  p.text(50, shop, { size: 16, bold: true });
  p.down(13).text(50, `${deStreet(rng).replace('straße', 'strasse')} · CH-${plz} ${ort}`, { size: 9 });
  p.down(30);
  const cust = person(rng, 'de');
  p.text(340, cust, { size: 10 });
  p.down(12.5).text(340, deStreet(rng).replace('straße', 'strasse'), { size: 10 });
  p.down(12.5).text(340, rng.pick(CH_PLACES).join(' '), { size: 10 });
  p.down(30);
  p.text(50, `RECHNUNG  ${rng.int(2000, 9999)}`, { size: 12, bold: true });
  p.down(14);
  const mi = km(rng);
  p.text(50, `Datum ${fd(date, 'de')}  ·  ${c.make} ${c.model}  ·  ${chPlate(rng)}  ·  km-Stand ${mi}`, { size: 9 });
  p.down(22);
  const rate = rng.pick([95, 110, 125, 140]);
  const { jobs, parts } = besuch(rng, rate, 1.4, [1, 3], [1, 4]);
  jobs.unshift(line('MFK-Vorbereitung, Fahrzeug kontrolliert', 'labour', rng.pick([1, 1.5, 2]), rate));
  jobs.push(line('Vorführung beim Strassenverkehrsamt', 'labour', rng.pick([1, 1.5, 2]), rate));
  const cols: Col[] = [{ x: 52 }, { x: 420, align: 'right' }, { x: 540, align: 'right' }];
  const lines: Line[] = [...jobs.slice(0, -1), ...parts, jobs[jobs.length - 1]];
  for (const l of lines) {
    row(p, cols, [l.desc, l.kind === 'labour' ? `${num(l.qty, 'ch')} h à ${rate}.–` : `${l.qty} St.`, num(l.amount, 'ch')], { size: 9.5 });
    p.down(13.5);
  }
  const arbeit = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(arbeit + mat);
  const v = vatCH(y);
  const mw = r2((net * v) / 100);
  const fee = r2(rng.pick([45, 50, 60, 70, 85]));
  const total = r05(net + mw + fee);
  const rund = r2(total - r2(net + mw + fee));
  p.down(10);
  hline(p, 300, 245, p.y - 10);
  sumLine(p, 310, 540, 'Arbeit', num(arbeit, 'ch'), { size: 9 });
  sumLine(p, 310, 540, 'Material', num(mat, 'ch'), { size: 9 });
  sumLine(p, 310, 540, `MWST ${v} %`, num(mw, 'ch'), { size: 9 });
  sumLine(p, 310, 540, 'Gebühr StVA (ohne MWST)', num(fee, 'ch'), { size: 9 });
  if (rund) sumLine(p, 310, 540, 'Rundung', num(rund, 'ch'), { size: 9 });
  sumLine(p, 310, 540, 'Total CHF', num(total, 'ch'), { size: 10.5, bold: true });
  p.down(16);
  p.text(50, `Fahrzeug an der MFK vom ${fd(date, 'de')} ${rng.pick(['ohne Beanstandung', 'bestanden'])} vorgeführt.`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mi,
    laborCost: arbeit,
    partsCost: mat,
    totalCost: total,
    workPerformed: lines.filter((l) => l.kind === 'labour').map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}
