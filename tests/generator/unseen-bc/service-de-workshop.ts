/**
 * German-language workshop bills around a lay-up: recommissioning after years in a barn, an Austrian spring service
 * with collection and delivery, cavity wax and underseal, a 1970s bill for a car that stood too long, a modern
 * season-start invoice with storage rent.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  anrede,
  AT_STREETS,
  AT_TOWNS,
  car,
  type Col,
  DE_STREETS,
  DE_TOWNS,
  doc,
  fd,
  grp,
  hline,
  mileage,
  num,
  para,
  partPrice,
  person,
  pickSome,
  plateAT,
  plateDE,
  r2,
  row,
  stamp,
  sum,
  vat,
  vatDE,
  yearOf,
} from './kit';

/** A Meisterbetrieb's recommissioning bill after years in a barn: Arbeitswerte and parts, each summed (DM). */
export function wiederinbetriebnahmeDM(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 2001);
  const y = yearOf(date);
  const town = rng.pick(DE_TOWNS);
  const master = rng.pick(['Lindner', 'Reimann', 'Vogt', 'Hauser', 'Maurer']);
  const shop = `Kfz-Meisterbetrieb ${rng.pick(['Walter', 'Georg', 'Erich', 'Horst'])} ${master}`;
  const c = car(rng, 'de', y - 8);
  const km = mileage(rng, 40000, 210000);
  const aw = rng.pick([8.5, 9.2, 10.5, 11.8, 12.4]);
  const jobs = pickSome(
    rng,
    [
      'Motor von Hand durchgedreht, Zylinder mit Öl benetzt',
      'Kraftstofftank entleert und gespült',
      'Vergaser zerlegt, gereinigt und eingestellt',
      'Bremsanlage überholt, Bremsflüssigkeit erneuert',
      'Radbremszylinder hinten erneuert',
      'Kühlsystem gespült, Frostschutz aufgefüllt',
      'Ölwechsel mit Filter',
      'Zündung und Leerlauf eingestellt',
      'Probefahrt',
    ],
    4,
  ).map((t) => ({ t, aw: rng.int(2, 18) }));
  const parts = pickSome(
    rng,
    [
      ['Radbremszylinder', '2'],
      ['Bremsflüssigkeit DOT 4', '1'],
      ['Motoröl 20W-50', '5'],
      ['Ölfilter', '1'],
      ['Zündkerzen', '4'],
      ['Vergaser-Dichtsatz', '1'],
      ['Kühlerfrostschutz', '3'],
      ['Kraftstofffilter', '1'],
      ['Keilriemen', '1'],
    ] as [string, string][],
    3,
  ).map(([t, q]) => {
    const e = partPrice(rng, t, 1.3);
    return { t, q, e, n: r2(e * Number(q)), nr: `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}` };
  });
  const labour = sum(jobs.map((j) => r2(j.aw * aw)));
  const partsSum = sum(parts.map((x) => x.n));
  const rate = vatDE(y);
  const t = vat(labour + partsSum, rate);
  p.y = 50;
  p.text(297, shop, { size: 15, bold: true, align: 'center', serif: true });
  p.down(14);
  p.text(297, `Reparaturen aller Fabrikate · Oldtimer-Instandsetzung · ${rng.pick(DE_STREETS)} ${rng.int(1, 90)} · ${town.zip} ${town.town}`, {
    size: 8,
    align: 'center',
  });
  p.down(22);
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}`, { size: 10 });
  p.down(12);
  p.text(50, `${town.zip} ${town.town}`, { size: 10 });
  p.y = 165;
  p.text(50, 'REPARATUR-RECHNUNG', { size: 12, bold: true });
  p.text(545, `Nr. ${rng.int(1200, 8800)}`, { size: 10, align: 'right' });
  p.down(18);
  const recv = addDays(date, -rng.int(5, 30));
  const info: [string, string][] = [
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Pol. Kennz.', plateDE(rng, town.plate)],
    ['Fahrgestell-Nr.', `...${rng.int(100000, 999999)}`],
    ['km-Stand', grp(km, '.')],
    ['Auftrag vom', fd(recv, 'de')],
    ['Rechnungsdatum', fd(date, 'de')],
  ];
  info.forEach(([a, b], i) => {
    const x = i % 2 === 0 ? 50 : 310;
    p.text(x, `${a}:`, { size: 9 });
    p.text(x + 85, b, { size: 9 });
    if (i % 2 === 1) p.down(13);
  });
  p.down(6);
  p.text(50, `Auftrag: Wiederinbetriebnahme nach ${rng.int(2, 9)} Jahren Standzeit`, { size: 9.5, bold: true });
  p.down(18);
  const lc: Col[] = [{ x: 50 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 11, 499, 15, true);
  row(p, lc, ['Arbeitslohn', 'AW', 'DM'], { bold: true });
  p.down(17);
  for (const j of jobs) {
    row(p, lc, [j.t, String(j.aw), num(r2(j.aw * aw), 'de')]);
    p.down(13);
  }
  p.text(300, `Summe Lohn (1 AW = DM ${num(aw, 'de')})`, { size: 9, bold: true });
  p.text(545, num(labour, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(20);
  const pc: Col[] = [{ x: 50 }, { x: 140 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 11, 499, 15, true);
  row(p, pc, ['Teile-Nr.', 'Ersatzteile / Material', 'Menge', 'Preis', 'DM'], { bold: true });
  p.down(17);
  for (const x of parts) {
    row(p, pc, [x.nr, x.t, x.q, num(x.e, 'de'), num(x.n, 'de')]);
    p.down(13);
  }
  p.text(300, 'Summe Teile', { size: 9, bold: true });
  p.text(545, num(partsSum, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(22);
  hline(p, 300, 247, p.y - 10);
  for (const [a, b, bold] of [
    ['Summe netto', num(t.net, 'de'), false],
    [`+ ${rate} % MwSt.`, num(t.tax, 'de'), false],
    ['Endbetrag DM', num(t.gross, 'de'), true],
  ] as [string, string, boolean][]) {
    p.text(300, a, { size: 10, bold });
    p.text(545, b, { size: 10, bold, align: 'right' });
    p.down(14);
  }
  p.down(18);
  p.text(50, 'Zahlbar sofort nach Erhalt ohne Abzug. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8 });
  if (rng.chance(0.6)) stamp(p, 330, 700, 190, ['BEZAHLT', `${fd(date, 'de2')}  ${cust.split(' ')[1].slice(0, 1)}.`], 9);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: t.gross,
    workPerformed: jobs.map((j) => j.t),
    partsUsed: parts.map((x) => x.t),
  });
}

/** An Austrian workshop's spring service with collection and delivery, Arbeit and Material summed at the foot. */
export function holBringAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1984, 2024);
  const y = yearOf(date);
  const ats = y < 2002;
  const cur = ats ? 'ATS' : 'EUR';
  const f = ats ? 13.76 : 1;
  const town = rng.pick(AT_TOWNS);
  const name = rng.pick(['Gruber', 'Ebner', 'Lehner', 'Seidl', 'Haas']);
  const shop = rng.pick([`Kfz-Fachwerkstätte ${name} GmbH`, `Autohaus ${name} Ges.m.b.H.`, `KFZ ${name} – Meisterbetrieb`]);
  const c = car(rng, 'de', y - 8);
  const km = mileage(rng);
  const hr = r2(rng.pick([48, 56, 64, 78, 92, 118]) * f);
  const labour: { code: string; t: string; h: number }[] = pickSome(
    rng,
    [
      { code: 'HB01', t: 'Hol- und Bringservice aus Winterquartier', h: 1 },
      { code: '0110', t: 'Service nach Winterpause', h: 2 },
      { code: '0320', t: 'Batterie eingebaut und geprüft', h: 0.3 },
      { code: '1710', t: 'Bremsen gängig gemacht, Bremsflüssigkeit erneuert', h: 1.5 },
      { code: '0520', t: 'Reifendruck korrigiert, Reifen auf Standplatten geprüft', h: 0.4 },
      { code: '2400', t: 'Überprüfung nach § 57a KFG (Pickerl)', h: 1 },
    ],
    3,
  );
  if (!labour.some((l) => l.code === 'HB01')) labour.unshift({ code: 'HB01', t: 'Hol- und Bringservice aus Winterquartier', h: 1 });
  const mats = pickSome(
    rng,
    [
      ['Motoröl 15W-40', 5, 'l'],
      ['Ölfilter', 1, 'St'],
      ['Bremsflüssigkeit DOT 4', 1, 'l'],
      ['Luftfilter', 1, 'St'],
      ['Scheibenwischerblätter', 2, 'St'],
      ['Begutachtungsplakette', 1, 'St'],
    ] as [string, number, string][],
    2,
  ).map(([t, q, u]) => ({
    t,
    q,
    u,
    e: t.startsWith('Begutachtung') ? r2((rng.int(800, 1200) / 100) * f) : r2(partPrice(rng, t) * f),
    code: String(rng.int(10000, 99999)),
  }));
  const arbeit = sum(labour.map((l) => r2(l.h * hr)));
  const material = sum(mats.map((m) => r2(m.q * m.e)));
  const t = vat(arbeit + material, 20);
  p.y = 52;
  p.text(50, shop, { size: 15, bold: true });
  p.down(13);
  p.text(50, `${rng.pick(AT_STREETS)} ${rng.int(1, 120)}, A-${town.zip} ${town.town} · Tel. 0${rng.int(600, 7999)} ${rng.int(10000, 99999)}`, { size: 8 });
  p.down(10);
  p.text(50, `UID ATU${rng.int(10000000, 99999999)} · FN ${rng.int(10000, 499999)}${rng.pick(['a', 'b', 'k', 'p'])}`, { size: 7 });
  p.y = 120;
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(AT_STREETS)} ${rng.int(1, 40)}`, { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(AT_TOWNS).zip} ${rng.pick(AT_TOWNS).town}`, { size: 10 });
  p.y = 120;
  for (const [a, b] of [
    ['Rechnung Nr.', `${String(y).slice(2)}${rng.int(10000, 99999)}`],
    ['Datum', fd(date, 'de')],
    ['Kennzeichen', plateAT(rng, town.plate)],
    ['km-Stand', grp(km, '.')],
  ]) {
    p.text(380, a, { size: 9 });
    p.text(545, b, { size: 9, align: 'right' });
    p.down(12);
  }
  p.y = 190;
  p.text(50, `RECHNUNG – ${c.make} ${c.model}`, { size: 12, bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 100 }, { x: 395, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  hline(p, 50, 495, p.y - 11);
  row(p, cols, ['Nr.', 'Bezeichnung', 'Menge', 'Preis', `Betrag ${cur}`], { bold: true });
  p.down(6);
  hline(p, 50, 495);
  p.down(13);
  for (const l of labour) {
    row(p, cols, [l.code, l.t, `${num(l.h, 'de')} Std`, num(hr, 'de'), num(r2(l.h * hr), 'de')]);
    p.down(13);
  }
  for (const m of mats) {
    row(p, cols, [m.code, m.t, `${m.q} ${m.u}`, num(m.e, 'de'), num(r2(m.q * m.e), 'de')]);
    p.down(13);
  }
  p.down(14);
  const fc: Col[] = [
    { x: 90, align: 'right' },
    { x: 180, align: 'right' },
    { x: 280, align: 'right' },
    { x: 380, align: 'right' },
    { x: 545, align: 'right' },
  ];
  p.box(48, p.y - 12, 499, 34);
  row(p, fc, ['Arbeit', 'Material', 'Netto', 'USt 20 %', `Gesamt ${cur}`], { size: 8 });
  p.down(14);
  row(p, fc, [num(arbeit, 'de'), num(material, 'de'), num(t.net, 'de'), num(t.tax, 'de'), num(t.gross, 'de')], { size: 9.5, bold: true });
  p.down(40);
  para(p, 50, 'Wir danken für Ihren Auftrag. Zahlbar binnen 14 Tagen ohne Abzug. Es gelten unsere Allgemeinen Geschäftsbedingungen für Kfz-Werkstätten.', 105, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: arbeit,
    partsCost: material,
    totalCost: t.gross,
    workPerformed: labour.map((l) => l.t),
    partsUsed: mats.map((m) => m.t),
  });
}

/** A 1978–1992 typed bill from a corrosion-protection shop: cavity wax and underseal at fixed prices (DM). */
export function hohlraumUnterboden(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 1992);
  const y = yearOf(date);
  const town = rng.pick(DE_TOWNS);
  const name = rng.pick(['Pfeiffer', 'Kuhn', 'Roth', 'Schöller']);
  const shop = rng.pick([`Korrosionsschutz ${name}`, `${name} Unterbodenschutz-Dienst`, `Auto-Konservierung ${name} KG`]);
  const c = car(rng, 'de', y - 2);
  const km = mileage(rng, 8000, 160000);
  const lines = pickSome(
    rng,
    [
      'Altschutz entfernt, Unterboden gereinigt',
      'Unterbodenschutz neu aufgebracht',
      'Hohlraumkonservierung Schweller, Holme, Türen',
      'Radläufe konserviert',
      'Motorraum konserviert',
      'Kofferraum-Hohlräume mit Wachs geflutet',
    ],
    3,
  ).map((t) => ({ t, n: rng.pick([45, 65, 85, 120, 145, 180, 240, 290]) }));
  const mat = rng.chance(0.6) ? { t: `Hohlraumwachs, ${rng.int(2, 5)} Liter`, n: rng.pick([28, 36, 48, 55]) } : undefined;
  const all = mat ? [...lines, mat] : lines;
  const rate = vatDE(y);
  const t = vat(sum(all.map((l) => l.n)), rate);
  p.y = 70;
  p.text(50, shop, { size: 13, bold: true, serif: true });
  p.down(13);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)}, ${town.zip} ${town.town}, Ruf (0${rng.int(200, 999)}) ${rng.int(1000, 99999)}`, {
    size: 9,
    serif: true,
  });
  p.y = 150;
  const cust = person(rng, 'de');
  p.text(50, `${anrede(cust, 'de')} ${cust}`, { size: 10, serif: true });
  p.down(13);
  p.text(50, `${town.town}`, { size: 10, serif: true });
  p.text(545, `${town.town}, den ${fd(date, 'de')}`, { size: 10, serif: true, align: 'right' });
  p.y = 215;
  p.text(50, `R e c h n u n g   Nr. ${rng.int(100, 990)}`, { size: 11, bold: true, serif: true });
  p.down(20);
  p.text(50, `Für Ihren ${c.make} ${c.model}, pol. Kennz. ${plateDE(rng, town.plate)}, km-Stand ${grp(km, '.')},`, { size: 10, serif: true });
  p.down(13);
  p.text(50, 'berechnen wir Ihnen wie folgt:', { size: 10, serif: true });
  p.down(24);
  for (const l of all) {
    p.text(70, l.t, { size: 10, serif: true });
    p.text(430, 'DM', { size: 10, serif: true });
    p.text(530, num(l.n, 'de'), { size: 10, serif: true, align: 'right' });
    p.down(15);
  }
  p.text(430, '-----------------', { size: 10, serif: true });
  p.down(14);
  p.text(300, 'zusammen', { size: 10, serif: true });
  p.text(430, 'DM', { size: 10, serif: true });
  p.text(530, num(t.net, 'de'), { size: 10, serif: true, align: 'right' });
  p.down(15);
  p.text(300, `+ ${rate} % MwSt.`, { size: 10, serif: true });
  p.text(430, 'DM', { size: 10, serif: true });
  p.text(530, num(t.tax, 'de'), { size: 10, serif: true, align: 'right' });
  p.down(14);
  p.text(430, '=================', { size: 10, serif: true });
  p.down(14);
  p.text(300, 'Rechnungsbetrag', { size: 10, serif: true, bold: true });
  p.text(430, 'DM', { size: 10, serif: true, bold: true });
  p.text(530, num(t.gross, 'de'), { size: 10, serif: true, bold: true, align: 'right' });
  p.down(36);
  para(
    p,
    50,
    `Auf die Hohlraumkonservierung gewähren wir ${rng.pick(['3', '5'])} Jahre Garantie bei jährlicher Nachkontrolle. Bitte bewahren Sie diese Rechnung als Nachweis auf.`,
    90,
    { serif: true, size: 9.5 },
  );
  p.down(24);
  p.text(50, 'Betrag dankend erhalten', { size: 9.5, serif: true });
  p.down(30);
  p.text(50, `i. A. ${rng.pick(['Müller', 'Sauer', 'Koch'])}`, { size: 9.5, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: t.gross,
    workPerformed: lines.map((l) => l.t),
    partsUsed: mat ? [mat.t] : [],
  });
}

/** A 1975–1983 village garage bill, typed: a car that stood too long gets its brakes, tyres and battery (DM). */
export function standschadenSiebziger(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 1983);
  const y = yearOf(date);
  const town = rng.pick(DE_TOWNS);
  const name = rng.pick(['Albrecht', 'Maurer', 'Seidl', 'Wagner']);
  const shop = `Auto-Reparatur ${name}`;
  const c = car(rng, 'de', y - 3);
  const km = mileage(rng, 30000, 180000);
  const work = pickSome(
    rng,
    [
      'Festsitzende Bremsen gängig gemacht',
      'Bremsschläuche vorn erneuert',
      'Reifen gewechselt und ausgewuchtet',
      'Batterie eingebaut',
      'Kraftstoffpumpe überholt',
      'Ölwechsel',
    ],
    3,
  ).map((t) => ({ t, n: rng.pick([12, 18, 24, 32, 38, 45, 56]) }));
  const parts = pickSome(rng, ['Bremsschlauch', 'Reifen 165 SR 14', 'Batterie 12 V 44 Ah', 'Membransatz Kraftstoffpumpe', 'Motoröl 4 Ltr.', 'Ventile'], 2).map(
    (t) => ({ t, n: partPrice(rng, t, 1.1) }),
  );
  const lohn = sum(work.map((w) => w.n));
  const teile = sum(parts.map((w) => w.n));
  const rate = vatDE(y);
  const t = vat(lohn + teile, rate);
  const S = { size: 10, serif: true };
  p.y = 60;
  p.text(50, shop, { size: 14, bold: true, serif: true });
  p.down(13);
  p.text(50, `Inh. ${rng.pick(['Fritz', 'Otto', 'Karl'])} ${name} · Kfz.-Meister · ${town.town}`, { size: 9, serif: true });
  p.down(11);
  p.text(50, `Fernruf ${rng.int(1000, 9999)} · Bankverbindung: Raiffeisenbank ${town.town}`, { size: 8, serif: true });
  p.y = 150;
  const cust = person(rng, 'de');
  p.text(50, `${anrede(cust, 'de')} ${cust}`, S);
  p.text(380, `${town.town}, ${fd(date, 'de2')}`, S);
  p.y = 195;
  p.text(50, 'RECHNUNG', { size: 12, bold: true, serif: true });
  p.down(18);
  p.text(50, `Wagen: ${c.make} ${c.model}   Kennz.: ${plateDE(rng, town.plate)}   km: ${grp(km, '.')}`, S);
  p.down(24);
  p.text(50, 'Arbeitsleistung:', { ...S, bold: true });
  p.down(15);
  for (const w of work) {
    p.text(70, w.t, S);
    p.text(520, num(w.n, 'de'), { ...S, align: 'right' });
    p.down(14);
  }
  p.text(300, 'Lohn DM', S);
  p.text(520, num(lohn, 'de'), { ...S, align: 'right' });
  p.down(22);
  p.text(50, 'Ersatzteile:', { ...S, bold: true });
  p.down(15);
  for (const w of parts) {
    p.text(70, w.t, S);
    p.text(520, num(w.n, 'de'), { ...S, align: 'right' });
    p.down(14);
  }
  p.text(300, 'Teile DM', S);
  p.text(520, num(teile, 'de'), { ...S, align: 'right' });
  p.down(22);
  p.text(300, 'Summe DM', S);
  p.text(520, num(t.net, 'de'), { ...S, align: 'right' });
  p.down(14);
  p.text(300, `${rate} % Mehrwertsteuer`, S);
  p.text(520, num(t.tax, 'de'), { ...S, align: 'right' });
  p.down(6);
  hline(p, 300, 225);
  p.down(14);
  p.text(300, 'Gesamtbetrag DM', { ...S, bold: true });
  p.text(520, num(t.gross, 'de'), { ...S, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'Betrag erhalten', S);
  p.down(28);
  p.text(50, `${name}`, { size: 11, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: teile,
    totalCost: t.gross,
    workPerformed: work.map((w) => w.t),
    partsUsed: parts.map((w) => w.t),
  });
}

/** A modern classic workshop's season-start invoice: labour, parts and storage rent, each with its own net sum. */
export function saisonstartDMS(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2015, 2025);
  const date = `${y}-${rng.pick(['03', '04', '05'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const town = rng.pick(DE_TOWNS);
  const name = rng.pick(['Fischer', 'Kessler', 'Reimann', 'Winkler']);
  const shop = `Klassik-Service ${name} GmbH`;
  const c = car(rng, 'de', y - 25);
  const km = mileage(rng);
  const aw = rng.pick([11.5, 12.9, 14.2, 15.8]);
  const labour = pickSome(
    rng,
    [
      ['Abholung im Winterlager (Hol- und Bringservice)', 10],
      ['Saisonstart-Inspektion', 24],
      ['Batterie eingebaut, Ladezustand geprüft', 3],
      ['Bremsflüssigkeit erneuert', 8],
      ['Reifendruck auf Fahrbetrieb zurückgestellt', 2],
      ['Probefahrt', 4],
    ] as [string, number][],
    3,
  ).map(([t, a]) => ({ t, a, n: r2(a * aw), nr: `${rng.int(10, 99)}${rng.int(100, 999)}00` }));
  const parts = pickSome(
    rng,
    [
      ['Motoröl 20W-50', 6, 'L'],
      ['Ölfilter', 1, 'ST'],
      ['Bremsflüssigkeit DOT 4', 1, 'L'],
      ['Zündkerze', 6, 'ST'],
      ['Starterbatterie 12V 55Ah', 1, 'ST'],
    ] as [string, number, string][],
    2,
  ).map(([t, q, u]) => {
    const e = partPrice(rng, t);
    return { t, q, u, e, n: r2(q * e), nr: `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(10, 99)}` };
  });
  const storeMonths = rng.int(4, 6);
  const storeRate = rng.pick([45, 60, 75, 90]);
  const storage = storeMonths * storeRate;
  const ls = sum(labour.map((l) => l.n));
  const ps = sum(parts.map((l) => l.n));
  const t = vat(ls + ps + storage, 19);
  p.y = 48;
  p.text(50, shop, { size: 14, bold: true });
  p.text(545, 'Meisterbetrieb der Kfz-Innung', { size: 8, align: 'right' });
  p.down(12);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 90)} · ${town.zip} ${town.town} · service@klassik-${name.toLowerCase()}.de`, { size: 8 });
  p.y = 100;
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 9.5 });
  p.down(11);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${town.zip} ${town.town}`, { size: 9.5 });
  p.y = 100;
  for (const [a, b] of [
    ['Rechnung', `${rng.int(250000, 299999)}`],
    ['Datum', fd(date, 'de')],
    ['Auftrag', `${rng.int(40000, 49999)}`],
    ['Kennzeichen', plateDE(rng, town.plate, 'H')],
    ['Km-Stand', grp(km, '.')],
    ['Fahrzeug', `${c.make} ${c.model}`],
  ]) {
    p.text(340, a, { size: 8.5 });
    p.text(410, b, { size: 8.5 });
    p.down(11);
  }
  p.y = 185;
  const cols: Col[] = [{ x: 50 }, { x: 115 }, { x: 375, align: 'right' }, { x: 410 }, { x: 475, align: 'right' }, { x: 545, align: 'right' }];
  const head = (a: string) => {
    p.box(48, p.y - 11, 499, 15, true);
    row(p, cols, ['Art.-Nr.', a, 'Menge', 'ME', 'Preis', 'Betrag'], { bold: true, size: 8.5 });
    p.down(16);
  };
  head('Arbeitslohn');
  for (const l of labour) {
    row(p, cols, [l.nr, l.t, String(l.a), 'AW', num(aw, 'de'), num(l.n, 'de')], { size: 8.5 });
    p.down(12);
  }
  p.text(380, 'Summe Arbeitslohn netto', { size: 8.5, bold: true });
  p.text(545, num(ls, 'de'), { size: 8.5, bold: true, align: 'right' });
  p.down(20);
  head('Teile');
  for (const l of parts) {
    row(p, cols, [l.nr, l.t, String(l.q), l.u, num(l.e, 'de'), num(l.n, 'de')], { size: 8.5 });
    p.down(12);
  }
  p.text(380, 'Summe Teile netto', { size: 8.5, bold: true });
  p.text(545, num(ps, 'de'), { size: 8.5, bold: true, align: 'right' });
  p.down(20);
  head('Sonstiges');
  const storeText = `Stellplatzmiete Winterlager 11/${y - 1} – ${String(storeMonths + 10 - 12).padStart(2, '0')}/${y}`;
  row(p, cols, ['LAGER', storeText, String(storeMonths), 'Mon', num(storeRate, 'de'), num(storage, 'de')], { size: 8.5 });
  p.down(24);
  for (const [a, b, bold] of [
    ['Nettobetrag', num(t.net, 'de'), false],
    ['MwSt. 19 %', num(t.tax, 'de'), false],
    ['Gesamtbetrag EUR', num(t.gross, 'de'), true],
  ] as [string, string, boolean][]) {
    p.text(380, a, { size: 9.5, bold });
    p.text(545, b, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(16);
  p.text(50, 'Zahlbar sofort ohne Abzug. Leistungsdatum entspricht Rechnungsdatum.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: ls,
    partsCost: ps,
    totalCost: t.gross,
    workPerformed: [...labour.map((l) => l.t), storeText],
    partsUsed: parts.map((l) => l.t),
  });
}
