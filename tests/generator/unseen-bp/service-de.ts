/**
 * German-language service bills for youngtimers: a tyre-and-exhaust chain's till invoice, a main dealer's service
 * department with time units, a Mercedes independent's typed bill, a free workshop's HU with small repairs, an
 * Austrian Pickerl bill, a Swiss garage with the MFK, an oil-change express slip and a 1990s VW dealer's dot-matrix
 * Kundendienst bill.
 */
import { addDays, dateIn, doc, fd, hline, num, r05, r2, row, sum, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { chainLines, partsFor, SERVICE_DE, THEMES } from './jobs';
import {
  addrDE,
  amt,
  buildYear,
  carOf,
  cardMask,
  digits,
  labourOf,
  letters,
  near,
  newPage,
  partsOf,
  personDE,
  plateAT,
  plateCH,
  plateDE,
  qtyStr,
  some,
  sumAmt,
  TOWNS_AT,
  TOWNS_CH,
  TOWNS_DE,
  vin,
  type Line,
} from './kit';

/** How prices of the years compare to today's. */
export const infl = (year: number) => 0.55 + (0.45 * (year - 1990)) / 36;

function kmFor(rng: Random, built: number, year: number): number {
  return Math.round((Math.max(1, year - built) * rng.int(9000, 16000) + rng.int(0, 999)) / 10) * 10;
}

const CHAINS_DE = [
  'Pneumax Reifen- & Autoservice',
  'Rad-Profi Reifen + Auspuff',
  'Auspuff-Blitz Schnelldienst',
  'Reifen Krone Autoservice',
  'Profi-Pit Kfz-Service',
];

/** A tyre, exhaust and brake chain's till invoice (net or gross prices, EC card). */
export function reifenKette(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1997, 2026);
  const y = yearOf(date);
  const dm = y < 2002;
  const f = infl(y) * (dm ? 1.95 : 1);
  const vat = vatDE(y);
  const gross = rng.chance(0.5);
  const themes = rng.some(THEMES, rng.int(1, 2));
  const net = chainLines(rng, 'de', themes, car, f);
  const lines: Line[] = gross ? net.map((l) => ({ ...l, price: r2(l.price * (1 + vat / 100)) })) : net;
  const name = rng.pick(CHAINS_DE);
  const branch = digits(rng, 4);
  const km = kmFor(rng, built, y);
  const cur = dm ? 'DM' : 'EUR';
  const p = newPage(52);
  p.text(40, name, { size: 17, bold: true });
  p.down(15);
  p.text(40, `Filiale ${branch} · ${addrDE(rng)} · ${rng.pick(TOWNS_DE)} · Tel. 0${digits(rng, 3)} ${digits(rng, 6)}`, { size: 8 });
  p.down(11);
  p.text(40, `USt-IdNr. DE${digits(rng, 9)} · Öffnungszeiten Mo–Fr 8–18, Sa 8–13 Uhr`, { size: 8 });
  p.down(30);
  p.text(40, 'RECHNUNG', { size: 14, bold: true });
  p.text(555, `Kasse ${rng.int(1, 4)} · Bed. ${rng.int(10, 99)}`, { size: 8, align: 'right' });
  p.down(18);
  const no = `${branch}-${digits(rng, 7)}`;
  p.text(40, `Rechnungs-Nr.: ${no}`, { size: 9 });
  p.text(300, `Datum: ${fd(date, 'de')}   ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')} Uhr`, { size: 9 });
  p.down(13);
  p.text(40, `Kunde: ${rng.chance(0.4) ? 'Barverkauf' : personDE(rng)}`, { size: 9 });
  p.down(13);
  p.text(40, `Fahrzeug: ${car.make} ${car.model}`, { size: 9 });
  p.text(300, `Kennz.: ${plateDE(rng, rng.chance(0.3))}`, { size: 9 });
  p.text(430, `km-Stand: ${num(km, 'de').slice(0, -3)}`, { size: 9 });
  p.down(13);
  p.text(40, `Erstzulassung: ${String(rng.int(1, 12)).padStart(2, '0')}/${built}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 108 }, { x: 372, align: 'right' }, { x: 430, align: 'right' }, { x: 475, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Rab.%', `Betrag ${cur}`], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  for (const l of lines) {
    row(p, cols, [l.code ?? '', l.desc, `${qtyStr(l.qty, 'de')} ${l.unit}`, num(l.price, 'de'), l.disc ? String(l.disc) : '', num(amt(l), 'de')], {
      size: 8.5,
    });
    p.down(12.5);
  }
  hline(p, 40, 515);
  p.down(16);
  const total0 = sumAmt(lines);
  let total: number;
  if (gross) {
    total = total0;
    const tax = r2((total * vat) / (100 + vat));
    p.text(430, `Gesamtbetrag inkl. MwSt ${cur}`, { size: 10, bold: true, align: 'right' });
    p.text(555, num(total, 'de'), { size: 10, bold: true, align: 'right' });
    p.down(14);
    p.text(430, `Nettobetrag`, { size: 8.5, align: 'right' });
    p.text(555, num(r2(total - tax), 'de'), { size: 8.5, align: 'right' });
    p.down(12);
    p.text(430, `enthaltene MwSt ${vat} %`, { size: 8.5, align: 'right' });
    p.text(555, num(tax, 'de'), { size: 8.5, align: 'right' });
  } else {
    const tax = r2((total0 * vat) / 100);
    total = r2(total0 + tax);
    p.text(430, 'Summe netto', { size: 9, align: 'right' });
    p.text(555, num(total0, 'de'), { size: 9, align: 'right' });
    p.down(13);
    p.text(430, `+ MwSt ${vat} %`, { size: 9, align: 'right' });
    p.text(555, num(tax, 'de'), { size: 9, align: 'right' });
    p.down(15);
    p.box(300, p.y - 11, 260, 16, true);
    p.text(430, `Gesamtbetrag ${cur}`, { size: 10, bold: true, align: 'right' });
    p.text(555, num(total, 'de'), { size: 10, bold: true, align: 'right' });
  }
  p.down(24);
  const card = rng.chance(0.7);
  p.text(
    40,
    card ? `Gezahlt: ${y < 2008 ? 'EC-Karte' : 'girocard'} ${cardMask(rng)}   ${num(total, 'de')} ${cur}` : `Gezahlt: bar   ${num(total, 'de')} ${cur}`,
    { size: 9 },
  );
  p.down(13);
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: labourOf(lines).map((l) => l.desc),
    partsUsed: partsOf(lines).map((l) => l.desc),
  };
  if (rng.chance(0.5)) {
    const lab = sumAmt(labourOf(lines));
    const mat = sumAmt(partsOf(lines));
    p.down(6);
    p.text(40, `Aufteilung${gross ? ' (inkl. MwSt)' : ' (netto)'}:   Arbeitslohn ${num(lab, 'de')}   ·   Material ${num(mat, 'de')}`, { size: 8.5 });
    truth.laborCost = lab;
    truth.partsCost = mat;
    p.down(13);
  }
  p.down(20);
  p.text(40, 'Bitte Radschrauben nach 50 km nachziehen lassen. Altteile wurden auf Wunsch entsorgt.', { size: 8 });
  p.down(11);
  p.text(40, 'Vielen Dank für Ihren Besuch! Es gelten unsere AGB, Aushang in der Filiale.', { size: 8 });
  return doc(p, 'de', truth);
}

export function partNo(rng: Random, make: string): string {
  if (make === 'BMW') return `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  if (make === 'Mercedes-Benz') return `A ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;
  if (make === 'Porsche') return `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`;
  return `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} ${letters(rng, 1)}`;
}

/** A main dealer's service department: labour in AW (12 to the hour), parts by number. */
export function haendlerAW(rng: Random): Generated {
  const car = carOf(rng, (c) => ['BMW', 'Mercedes-Benz', 'Porsche', 'VW'].includes(c.make));
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2003, 2026);
  const y = yearOf(date);
  const vat = vatDE(y);
  const f = infl(y);
  const aw = r2(near(rng, 11.5 * f * 1.3, 0.12, 0.05));
  const jobs = [
    SERVICE_DE[1],
    ...some(
      rng,
      SERVICE_DE.filter((j) => j !== SERVICE_DE[1]),
      1,
      4,
    ),
  ];
  const lab: Line[] = jobs.map((j) => ({
    code: `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)}`,
    desc: j.desc,
    qty: Math.round(j.hours * 12 * (0.9 + rng.next() * 0.3)),
    price: aw,
    kind: 'labour',
  }));
  const parts: Line[] = jobs.flatMap((j) =>
    partsFor(j.desc, 'de', rng, car).map((pp) => ({
      code: partNo(rng, car.make),
      desc: pp.desc,
      qty: pp.qty,
      price: r2(pp.price * f * 1.25),
      kind: 'part' as const,
    })),
  );
  const dealerName = `Autohaus ${rng.pick(['Krüger', 'Steinbauer', 'Lindner', 'Hartl', 'Vogt', 'Brandl', 'Kessler'])} GmbH`;
  const brand = { BMW: 'BMW Service', 'Mercedes-Benz': 'Mercedes-Benz Service und Vermittlung', Porsche: 'Porsche Service Partner', VW: 'Volkswagen Service' }[
    car.make as 'BMW'
  ];
  const town = rng.pick(TOWNS_DE);
  const km = kmFor(rng, built, y);
  const p = newPage(50);
  p.text(40, dealerName, { size: 15, bold: true });
  p.text(555, brand, { size: 9, align: 'right' });
  p.down(13);
  p.text(40, `${addrDE(rng)} · ${town} · Telefon 0${digits(rng, 3)} ${digits(rng, 5)}-0`, { size: 8 });
  p.down(40);
  p.text(40, personDE(rng), { size: 10 });
  p.down(13);
  p.text(40, addrDE(rng), { size: 10 });
  p.down(13);
  p.text(40, rng.pick(TOWNS_DE), { size: 10 });
  const boxY = p.y - 40;
  const right = [
    ['Rechnung Nr.', `${rng.int(1, 9)}${digits(rng, 6)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrag Nr.', digits(rng, 6)],
    ['Kunden-Nr.', digits(rng, 6)],
    ['Serviceberater', personDE(rng)],
  ];
  right.forEach(([k, v], i) => {
    p.text(360, k, { size: 8.5, y: boxY + i * 12 });
    p.text(555, v, { size: 8.5, align: 'right', y: boxY + i * 12 });
  });
  p.down(40);
  p.text(40, 'Rechnung', { size: 13, bold: true });
  p.down(16);
  const plate = plateDE(rng, rng.chance(0.5));
  p.text(40, `Modell: ${car.make} ${car.model}   Amtl. Kennz.: ${plate}   FIN: ${vin(rng, car, built)}`, { size: 8.5 });
  p.down(12);
  p.text(
    40,
    `Erstzulassung: ${fd(`${built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')}   Kilometerstand: ${num(km, 'de').slice(0, -3)} km   Annahme: ${fd(addDays(date, -rng.int(0, 2)), 'de')}`,
    { size: 8.5 },
  );
  p.down(18);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 150 }, { x: 430, align: 'right' }, { x: 490, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Pos.', 'Nummer', 'Bezeichnung', 'AW / Menge', 'Preis', 'Betrag EUR'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(14);
  p.text(150, 'Arbeiten', { size: 9, bold: true });
  p.down(13);
  let pos = 10;
  for (const l of lab) {
    row(p, cols, [String(pos), l.code ?? '', l.desc, `${l.qty} AW`, num(l.price, 'de'), num(amt(l), 'de')], { size: 8.5 });
    pos += 10;
    p.down(12.5);
  }
  const labSum = sumAmt(lab);
  p.text(490, 'Summe Arbeitslohn', { size: 8.5, align: 'right', bold: true });
  p.text(555, num(labSum, 'de'), { size: 8.5, align: 'right', bold: true });
  p.down(18);
  p.text(150, 'Teile', { size: 9, bold: true });
  p.down(13);
  for (const l of parts) {
    row(p, cols, [String(pos), l.code ?? '', l.desc, qtyStr(l.qty, 'de'), num(l.price, 'de'), num(amt(l), 'de')], { size: 8.5 });
    pos += 10;
    p.down(12.5);
  }
  const partSum = sumAmt(parts);
  p.text(490, 'Summe Teile', { size: 8.5, align: 'right', bold: true });
  p.text(555, num(partSum, 'de'), { size: 8.5, align: 'right', bold: true });
  p.down(16);
  const env = r2(near(rng, 6.9 * f, 0.1));
  row(p, cols, [String(pos), '', 'Umweltpauschale / Kleinmaterial', '1', num(env, 'de'), num(env, 'de')], { size: 8.5 });
  p.down(8);
  hline(p, 300, 255);
  p.down(14);
  const netSum = sum([labSum, partSum, env]);
  const tax = r2((netSum * vat) / 100);
  const total = r2(netSum + tax);
  for (const [k, v] of [
    ['Nettobetrag', netSum],
    [`MwSt ${vat} %`, tax],
  ] as const) {
    p.text(490, k, { size: 9, align: 'right' });
    p.text(555, num(v, 'de'), { size: 9, align: 'right' });
    p.down(13);
  }
  p.box(330, p.y - 10, 230, 15, true);
  p.text(490, 'Rechnungsbetrag EUR', { size: 10, bold: true, align: 'right' });
  p.text(555, num(total, 'de'), { size: 10, bold: true, align: 'right' });
  p.down(26);
  p.text(
    40,
    `Zahlbar sofort ohne Abzug. Leistungsdatum entspricht Rechnungsdatum. Nächster Service fällig: ${fd(addDays(date, 365), 'de')} oder bei ${num(km + 15000, 'de').slice(0, -3)} km.`,
    { size: 8 },
  );
  p.down(11);
  p.text(
    40,
    `Sitz ${town.slice(6)} · HRB ${digits(rng, 5)} · Geschäftsführer ${personDE(rng)} · IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: dealerName,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

const W124_REPAIRS: { desc: string; hours: number; parts: [string, number][] }[] = [
  {
    desc: 'Kettenspanner und Gleitschienen erneuert',
    hours: 4.5,
    parts: [
      ['Kettenspanner', 68],
      ['Gleitschiene oben', 24],
      ['Ventildeckeldichtung', 22],
    ],
  },
  {
    desc: 'Vorderachse: Traggelenke beidseitig erneuert',
    hours: 2.5,
    parts: [
      ['Traggelenk links', 49],
      ['Traggelenk rechts', 49],
    ],
  },
  {
    desc: 'Niveauregulierung: Druckspeicher hinten erneuert',
    hours: 1.5,
    parts: [
      ['Druckspeicher Niveauregulierung', 112],
      ['Hydrauliköl 1 l', 16],
    ],
  },
  { desc: 'Leerlaufsteller gereinigt, KE-Jetronic Grundeinstellung', hours: 1.8, parts: [] },
  {
    desc: 'Motorlager beidseitig ersetzt',
    hours: 2.0,
    parts: [
      ['Motorlager', 58],
      ['Motorlager', 58],
    ],
  },
  { desc: 'Rost am Wagenheberaufnahme li. beigeschweißt, konserviert', hours: 3.5, parts: [['Blech 1,0 mm, Hohlraumwachs', 35]] },
  {
    desc: 'Zylinderkopfdichtung erneuert, Kopf geplant',
    hours: 9.0,
    parts: [
      ['Zylinderkopfdichtungssatz', 145],
      ['Zylinderkopfschrauben (Satz)', 62],
    ],
  },
  { desc: 'Heizungsventil ersetzt', hours: 1.2, parts: [['Heizungsventil (Duoventil)', 89]] },
  {
    desc: 'Öl- und Filterwechsel',
    hours: 0.6,
    parts: [
      ['Motoröl 10W-40', 52],
      ['Ölfiltereinsatz', 12],
    ],
  },
];

/** An independent Mercedes specialist's typed bill: work in sentences with hours, material listed apart. */
export function sternSpezialist(rng: Random): Generated {
  const car = carOf(rng, (c) => c.make === 'Mercedes-Benz');
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1996, 2026);
  const y = yearOf(date);
  const dm = y < 2002;
  const f = infl(y) * (dm ? 1.95 : 1);
  const vat = vatDE(y);
  const cur = dm ? 'DM' : '€';
  const rate = r2(near(rng, 68 * f, 0.1, 0.5));
  const reps = rng.some(W124_REPAIRS, rng.int(2, 4));
  const owner = `${rng.pick(['Klaus', 'Werner', 'Horst', 'Günter'])} ${rng.pick(['Weber', 'Lange', 'Brunner', 'Schwarz'])}`;
  const name = rng.pick([`Sternwerkstatt ${owner.split(' ')[1]}`, `Kfz-Technik ${owner}`, `${owner.split(' ')[1]} Automobile`]);
  const km = kmFor(rng, built, y);
  const town = rng.pick(TOWNS_DE);
  const p = newPage(60);
  p.text(297, name, { size: 18, serif: true, bold: true, align: 'center' });
  p.down(15);
  p.text(297, `Mercedes-Benz Spezialist seit ${rng.int(1979, 1995)} · Inh. ${owner} · Kfz-Meisterbetrieb`, { size: 9, serif: true, align: 'center' });
  p.down(12);
  p.text(297, `${addrDE(rng)} · ${town} · Tel. 0${digits(rng, 4)} ${digits(rng, 5)}`, { size: 9, serif: true, align: 'center' });
  p.down(44);
  p.text(60, personDE(rng), { size: 10, serif: true });
  p.text(535, `${town.slice(6)}, den ${fd(date, 'de')}`, { size: 10, serif: true, align: 'right' });
  p.down(13);
  p.text(60, addrDE(rng), { size: 10, serif: true });
  p.down(13);
  p.text(60, rng.pick(TOWNS_DE), { size: 10, serif: true });
  p.down(36);
  p.text(60, `Rechnung Nr. ${y}/${digits(rng, 3)}`, { size: 12, serif: true, bold: true });
  p.down(22);
  p.text(60, `Fahrzeug: ${car.make} ${car.model}, Baujahr ${built}, amtl. Kennz. ${plateDE(rng, rng.chance(0.4))}, km-Stand ${num(km, 'de').slice(0, -3)}`, {
    size: 9.5,
    serif: true,
  });
  p.down(14);
  p.text(60, 'Für die an Ihrem Fahrzeug ausgeführten Arbeiten erlauben wir uns zu berechnen:', { size: 9.5, serif: true });
  p.down(22);
  p.text(60, 'Arbeiten', { size: 10, serif: true, bold: true });
  p.down(14);
  const lab: Line[] = reps.map((r) => ({ desc: r.desc, qty: r2(Math.round(r.hours * (0.85 + rng.next() * 0.3) * 2) / 2), price: rate, kind: 'labour' }));
  for (const l of lab) {
    p.text(60, `– ${l.desc}`, { size: 9.5, serif: true });
    p.text(440, `${qtyStr(l.qty, 'de')} Std. à ${num(rate, 'de')}`, { size: 9.5, serif: true, align: 'right' });
    p.text(535, num(amt(l), 'de'), { size: 9.5, serif: true, align: 'right' });
    p.down(14);
  }
  const labSum = sumAmt(lab);
  p.text(440, 'Lohn gesamt', { size: 9.5, serif: true, align: 'right' });
  p.text(535, num(labSum, 'de'), { size: 9.5, serif: true, align: 'right' });
  p.down(22);
  const mats: Line[] = reps.flatMap((r) => r.parts.map(([d, pr]) => ({ desc: d, qty: 1, price: r2(near(rng, pr, 0.1) * f), kind: 'part' as const })));
  const merged: Line[] = [];
  for (const m of mats) {
    const same = merged.find((x) => x.desc === m.desc);
    if (same) same.qty += 1;
    else merged.push({ ...m });
  }
  if (merged.length) {
    p.text(60, 'Material', { size: 10, serif: true, bold: true });
    p.down(14);
    for (const l of merged) {
      p.text(60, `${l.qty} x ${l.desc}`, { size: 9.5, serif: true });
      p.text(440, `à ${num(l.price, 'de')}`, { size: 9.5, serif: true, align: 'right' });
      p.text(535, num(amt(l), 'de'), { size: 9.5, serif: true, align: 'right' });
      p.down(14);
    }
  }
  const matSum = sumAmt(merged);
  if (merged.length) {
    p.text(440, 'Material gesamt', { size: 9.5, serif: true, align: 'right' });
    p.text(535, num(matSum, 'de'), { size: 9.5, serif: true, align: 'right' });
    p.down(18);
  }
  hline(p, 330, 205);
  p.down(14);
  const netSum = r2(labSum + matSum);
  const tax = r2((netSum * vat) / 100);
  const total = r2(netSum + tax);
  p.text(440, 'Summe netto', { size: 9.5, serif: true, align: 'right' });
  p.text(535, `${num(netSum, 'de')} ${cur}`, { size: 9.5, serif: true, align: 'right' });
  p.down(14);
  p.text(440, `zzgl. ${vat} % MwSt.`, { size: 9.5, serif: true, align: 'right' });
  p.text(535, `${num(tax, 'de')} ${cur}`, { size: 9.5, serif: true, align: 'right' });
  p.down(16);
  p.text(440, 'Rechnungsbetrag', { size: 10.5, serif: true, bold: true, align: 'right' });
  p.text(535, `${num(total, 'de')} ${cur}`, { size: 10.5, serif: true, bold: true, align: 'right' });
  p.down(36);
  p.text(60, 'Betrag dankend erhalten.', { size: 9.5, serif: true });
  p.down(13);
  p.text(60, 'Mit freundlichen Grüßen', { size: 9.5, serif: true });
  p.down(24);
  p.text(60, owner, { size: 9.5, serif: true });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
  };
  if (merged.length) {
    truth.partsCost = matSum;
    truth.partsUsed = merged.map((l) => l.desc);
  }
  return doc(p, 'de', truth);
}

const HU_REPAIRS: [string, number, [string, number] | null][] = [
  ['Spurstangenkopf links erneuert', 0.8, ['Spurstangenkopf links', 32]],
  ['Auspuffhalter erneuert', 0.3, ['Auspuffgummi', 6.5]],
  ['Scheinwerfer eingestellt', 0.3, null],
  ['Glühlampe Kennzeichenleuchte erneuert', 0.1, ['Soffitte 12V 5W', 1.8]],
  ['Handbremse nachgestellt', 0.4, null],
  ['Manschette Antriebswelle außen erneuert', 1.2, ['Achsmanschettensatz', 24]],
  ['Stabilisator-Koppelstange vorne re. ersetzt', 0.6, ['Koppelstange', 21]],
  ['Scheibenwischerblätter erneuert', 0.1, ['Wischerblatt Satz', 22]],
  ['Bremsschlauch hinten ersetzt, entlüftet', 0.9, ['Bremsschlauch', 14]],
];

/** A free workshop's HU day: preparation, small repairs, the inspector's fee passed on outside VAT. */
export function huVorfuehrung(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 2004, 2026);
  const y = yearOf(date);
  const f = infl(y);
  const vat = vatDE(y);
  const rate = r2(near(rng, 72 * f * 1.2, 0.1, 0.5));
  const reps = rng.some(HU_REPAIRS, rng.int(2, 4));
  if (!reps.some((r) => r[2])) reps.push(HU_REPAIRS[0]);
  const lab: Line[] = [
    { desc: 'Fahrzeug zur HU vorbereitet und vorgeführt', qty: 0.5, price: rate, kind: 'labour' },
    ...reps.map(([d, h]) => ({ desc: d, qty: h, price: rate, kind: 'labour' as const })),
  ];
  const parts: Line[] = reps
    .filter((r) => r[2])
    .map(([, , pp]) => ({ code: digits(rng, 6), desc: pp![0], qty: 1, price: r2(near(rng, pp![1], 0.12) * f * 1.2), kind: 'part' as const }));
  const huFee = r2(near(rng, 118 * (0.8 + 0.2 * f), 0.08, 0.1));
  const master = `${rng.pick(['Hartmann', 'Koch', 'Zimmermann', 'Neumann', 'Lange'])}`;
  const name = `Kfz-Meisterbetrieb ${master}`;
  const km = kmFor(rng, built, y);
  const p = newPage(56);
  p.text(40, name, { size: 16, bold: true });
  p.down(13);
  p.text(40, `Reparatur aller Fabrikate · HU/AU im Haus · ${addrDE(rng)}, ${rng.pick(TOWNS_DE)}`, { size: 8.5 });
  p.down(40);
  p.text(40, personDE(rng), { size: 10 });
  p.down(12);
  p.text(40, addrDE(rng), { size: 10 });
  p.down(12);
  p.text(40, rng.pick(TOWNS_DE), { size: 10 });
  p.down(32);
  p.text(40, `RECHNUNG ${digits(rng, 5)}`, { size: 13, bold: true });
  p.text(555, `Datum ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(18);
  const plate = plateDE(rng, rng.chance(0.5));
  p.text(40, `${car.make} ${car.model} · ${plate} · km ${num(km, 'de').slice(0, -3)} · FIN ${vin(rng, car, built)}`, { size: 8.5 });
  p.down(18);
  const cols: Col[] = [{ x: 40 }, { x: 80 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Pos', 'Bezeichnung', 'Menge', 'EP', 'Gesamt'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  let i = 1;
  for (const l of lab) {
    row(p, cols, [String(i++), l.desc, `${qtyStr(l.qty, 'de')} Std`, num(l.price, 'de'), num(amt(l), 'de')], { size: 8.5 });
    p.down(12.5);
  }
  for (const l of parts) {
    row(p, cols, [String(i++), `${l.code} ${l.desc}`, `${l.qty} St`, num(l.price, 'de'), num(amt(l), 'de')], { size: 8.5 });
    p.down(12.5);
  }
  row(p, cols, [String(i), 'Hauptuntersuchung § 29 StVZO inkl. AU (Fremdleistung Prüforganisation)', '1', num(huFee, 'de'), num(huFee, 'de')], { size: 8.5 });
  p.down(8);
  hline(p, 40, 515);
  p.down(15);
  const labSum = sumAmt(lab);
  const partSum = sumAmt(parts);
  const netSum = r2(labSum + partSum);
  const tax = r2((netSum * vat) / 100);
  const total = r2(netSum + tax + huFee);
  const tot: [string, number, boolean][] = [
    ['Lohn', labSum, false],
    ['Teile', partSum, false],
    ['Summe netto (ohne Fremdleistung)', netSum, false],
    [`MwSt ${vat} %`, tax, false],
    ['Fremdleistung HU (durchlaufender Posten, ohne MwSt)', huFee, false],
    ['Endbetrag EUR', total, true],
  ];
  for (const [k, v, b] of tot) {
    p.text(470, k, { size: b ? 10 : 9, bold: b, align: 'right' });
    p.text(555, num(v, 'de'), { size: b ? 10 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(14);
  const next = addDays(date, 730);
  p.text(40, `HU ohne Mängel bestanden. Nächste HU: ${fd(next, 'de').slice(3)}. Prüfbericht liegt bei.`, { size: 8.5 });
  p.down(12);
  p.text(
    40,
    `Bankverbindung: Sparkasse, IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)} · zahlbar innerhalb 8 Tagen`,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

/** An Austrian workshop's bill with the §57a inspection (the Pickerl), Schilling before 2002, 20 % USt. */
export function pickerlWerkstatt(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1993, 2026);
  const y = yearOf(date);
  const ats = y < 2002;
  const f = infl(y) * (ats ? 13.76 : 1);
  const cur = ats ? 'ATS' : 'EUR';
  const rate = r2(near(rng, 84 * f, 0.1, ats ? 10 : 0.5));
  const name = `${rng.pick(['Autohaus', 'Kfz-Werkstätte', 'Autowerkstatt'])} ${rng.pick(['Gruber', 'Huber', 'Steiner', 'Moser', 'Pichler', 'Hofer'])} ${rng.pick(['GesmbH', 'e.U.', '& Söhne'])}`;
  const town = rng.pick(TOWNS_AT);
  const km = kmFor(rng, built, y);
  const reps = rng.some(
    HU_REPAIRS.filter((r) => r[2]),
    rng.int(1, 3),
  );
  const lab: Line[] = [
    { desc: 'Wiederkehrende Begutachtung gem. § 57a KFG', qty: 1, price: r2(near(rng, 62 * f, 0.08, ats ? 10 : 0.5)), unit: 'pausch', kind: 'labour' },
    ...reps.map(([d, h]) => ({ desc: d, qty: h, price: rate, unit: 'Std', kind: 'labour' as const })),
  ];
  const parts: Line[] = reps.map(([, , pp]) => ({
    code: digits(rng, 7),
    desc: pp![0],
    qty: 1,
    price: r2(near(rng, pp![1], 0.1) * f * 1.2),
    unit: 'Stk',
    kind: 'part' as const,
  }));
  const p = newPage(54);
  p.text(40, name, { size: 15, bold: true });
  p.down(13);
  p.text(
    40,
    `${rng.pick(['Triester Straße', 'Wiener Straße', 'Linzer Straße', 'Gewerbepark'])} ${rng.int(1, 90)}, A-${town} · Tel. +43 ${digits(rng, 3)} ${digits(rng, 6)}`,
    { size: 8.5 },
  );
  p.down(11);
  p.text(40, `UID ATU${digits(rng, 8)} · FN ${digits(rng, 6)}${letters(rng, 1).toLowerCase()} · Ermächtigte Begutachtungsstelle § 57a KFG`, { size: 8 });
  p.down(36);
  p.text(40, `Herrn/Frau ${personDE(rng)}`, { size: 10 });
  p.down(12);
  p.text(40, rng.pick(TOWNS_AT), { size: 10 });
  p.down(30);
  p.text(40, 'Rechnung', { size: 14, bold: true });
  p.text(330, `Nr. ${y % 100}${digits(rng, 5)}`, { size: 10 });
  p.text(555, `${town.slice(5)}, am ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(18);
  p.text(40, `Kennzeichen: ${plateAT(rng)}   Fahrzeug: ${car.make} ${car.model}   Kilometerstand: ${num(km, 'de').slice(0, -3)}`, { size: 8.5 });
  p.down(12);
  p.text(40, `Fahrgestellnummer: ${vin(rng, car, built)}   Plakette Nr. ${letters(rng, 1)} ${digits(rng, 7)}`, { size: 8.5 });
  p.down(18);
  const cols: Col[] = [{ x: 40 }, { x: 100 }, { x: 380, align: 'right' }, { x: 410 }, { x: 480, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Artikel', 'Text', 'Menge', 'Einh.', 'Preis', 'Gesamt'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  for (const l of [...lab, ...parts]) {
    row(p, cols, [l.code ?? 'AZ', l.desc, qtyStr(l.qty, 'de'), l.unit ?? '', num(l.price, 'de'), num(amt(l), 'de')], { size: 8.5 });
    p.down(12.5);
  }
  hline(p, 40, 515);
  p.down(15);
  const labSum = sumAmt(lab);
  const partSum = sumAmt(parts);
  const netSum = r2(labSum + partSum);
  const tax = r2(netSum * 0.2);
  const total = r2(netSum + tax);
  for (const [k, v] of [
    ['Summe Arbeit', labSum],
    ['Summe Teile', partSum],
    ['Nettobetrag', netSum],
    ['20 % USt.', tax],
  ] as const) {
    p.text(480, k, { size: 9, align: 'right' });
    p.text(555, num(v, 'de'), { size: 9, align: 'right' });
    p.down(13);
  }
  p.text(480, `Gesamtbetrag ${cur}`, { size: 10.5, bold: true, align: 'right' });
  p.text(555, num(total, 'de'), { size: 10.5, bold: true, align: 'right' });
  p.down(28);
  p.text(40, `Nächste Begutachtung: ${fd(addDays(date, 365), 'de').slice(3)} (Lochung Plakette). Zahlbar prompt netto Kassa.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

/** A Swiss garage's bill with the cantonal test (MFK): CHF, MWST, the office's fee passed on, five-Rappen rounding. */
export function mfkGarage(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1996, 2026);
  const y = yearOf(date);
  const vat = vatCH(y);
  const f = 0.7 + (0.3 * (y - 1996)) / 30;
  const rate = r2(near(rng, 135 * f, 0.1, 1));
  const name = `Garage ${rng.pick(['Brunner', 'Keller', 'Meier', 'Baumann', 'Frei', 'Widmer'])} ${rng.pick(['AG', 'GmbH', '& Co.'])}`;
  const town = rng.pick(TOWNS_CH);
  const km = kmFor(rng, built, y);
  const jobs = some(rng, SERVICE_DE, 1, 3);
  const lab: Line[] = [
    { desc: 'MFK-Bereitstellung und Vorführung', qty: 1.5, price: rate, kind: 'labour' },
    ...jobs.map((j) => ({ desc: j.desc, qty: j.hours, price: rate, kind: 'labour' as const })),
  ];
  const parts: Line[] = jobs.flatMap((j) =>
    partsFor(j.desc, 'de', rng, car).map((pp) => ({
      code: digits(rng, 6),
      desc: pp.desc,
      qty: pp.qty,
      price: r2(near(rng, pp.price * 1.6 * f, 0.05, 0.05)),
      kind: 'part' as const,
    })),
  );
  const fee = r2(near(rng, 60, 0.1, 1));
  const p = newPage(56);
  p.text(40, name, { size: 16, bold: true });
  p.text(555, 'Reparaturen · Service · MFK', { size: 9, align: 'right' });
  p.down(13);
  p.text(
    40,
    `${rng.pick(['Industriestrasse', 'Bahnhofstrasse', 'Zürcherstrasse', 'Luzernerstrasse'])} ${rng.int(1, 80)}, CH-${town} · MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`,
    { size: 8.5 },
  );
  p.down(40);
  p.text(330, personDE(rng), { size: 10 });
  p.down(12);
  p.text(330, rng.pick(TOWNS_CH), { size: 10 });
  p.down(32);
  p.text(40, `Rechnung ${digits(rng, 6)}`, { size: 13, bold: true });
  p.text(555, `${town.slice(5)}, ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(18);
  p.text(
    40,
    `Fahrzeug: ${car.make} ${car.model}   Kontrollschild: ${plateCH(rng)}   Stamm-Nr. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}   km: ${num(km, 'ch').slice(0, -3)}`,
    { size: 8.5 },
  );
  p.down(18);
  const cols: Col[] = [{ x: 40 }, { x: 95 }, { x: 390, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Preis', 'Betrag CHF'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 40, 515);
  p.down(13);
  p.text(95, 'Arbeit', { size: 8.5, bold: true });
  p.down(12);
  for (const l of lab) {
    row(p, cols, ['', l.desc, `${qtyStr(l.qty, 'en')} h`, num(l.price, 'ch'), num(amt(l), 'ch')], { size: 8.5 });
    p.down(12.5);
  }
  const labSum = sumAmt(lab);
  p.text(470, 'Total Arbeit', { size: 8.5, align: 'right' });
  p.text(555, num(labSum, 'ch'), { size: 8.5, align: 'right' });
  p.down(16);
  let partSum = 0;
  if (parts.length) {
    p.text(95, 'Material', { size: 8.5, bold: true });
    p.down(12);
    for (const l of parts) {
      row(p, cols, [l.code ?? '', l.desc, qtyStr(l.qty, 'en'), num(l.price, 'ch'), num(amt(l), 'ch')], { size: 8.5 });
      p.down(12.5);
    }
    partSum = sumAmt(parts);
    p.text(470, 'Total Material', { size: 8.5, align: 'right' });
    p.text(555, num(partSum, 'ch'), { size: 8.5, align: 'right' });
    p.down(16);
  }
  hline(p, 300, 255);
  p.down(14);
  const netSum = r2(labSum + partSum);
  const tax = r2((netSum * vat) / 100);
  const raw = r2(netSum + tax + fee);
  const total = r05(raw);
  const lines: [string, number, boolean][] = [
    ['Total exkl. MWST', netSum, false],
    [`MWST ${vat} %`, tax, false],
    ['Gebühr Strassenverkehrsamt (MFK, ohne MWST)', fee, false],
    ['Rundung', r2(total - raw), false],
    ['Total CHF', total, true],
  ];
  for (const [k, v, b] of lines) {
    p.text(470, k, { size: b ? 10 : 9, bold: b, align: 'right' });
    p.text(555, num(v, 'ch'), { size: b ? 10 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(16);
  p.text(40, 'Zahlbar innert 30 Tagen netto. Fahrzeug an MFK ohne Beanstandung vorgeführt.', { size: 8.5 });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
  };
  if (parts.length) {
    truth.partsCost = partSum;
    truth.partsUsed = parts.map((l) => l.desc);
  }
  return doc(p, 'de', truth);
}

/** An oil-change express slip: gross prices, the next change's mileage on a sticker line, card payment. */
export function oelExpress(rng: Random): Generated {
  const car = carOf(rng);
  const built = buildYear(rng, car);
  const date = dateIn(rng, 1999, 2026);
  const y = yearOf(date);
  const dm = y < 2002;
  const vat = vatDE(y);
  const f = infl(y) * (dm ? 1.95 : 1) * (1 + vat / 100);
  const cur = dm ? 'DM' : 'EUR';
  const base = chainLines(rng, 'de', ['oil'], car, f);
  const extra = rng.chance(0.5) ? chainLines(rng, 'de', ['wipers'], car, f) : [];
  const lines = [...base, ...extra];
  const name = rng.pick(['ÖL-EXPRESS', 'Schnell-Öl Service', 'Quick-Öl Center']);
  const km = kmFor(rng, built, y);
  const p = newPage(60);
  const x0 = 150;
  p.text(297, name, { size: 16, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `Station ${digits(rng, 3)} · ${addrDE(rng)} · ${rng.pick(TOWNS_DE)}`, { size: 8, align: 'center' });
  p.down(11);
  p.text(297, 'Ölwechsel in 15 Minuten – ohne Termin', { size: 8, align: 'center' });
  p.down(22);
  p.text(x0, `Beleg ${digits(rng, 6)}`, { size: 8.5 });
  p.text(445, `${fd(date, 'de2')} ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5, align: 'right' });
  p.down(12);
  p.text(x0, `Kennz. ${plateDE(rng)}   ${car.make} ${car.model}`, { size: 8.5 });
  p.down(12);
  p.text(x0, `km-Stand bei Annahme: ${km}`, { size: 8.5 });
  p.down(8);
  hline(p, x0, 295);
  p.down(13);
  for (const l of lines) {
    p.text(x0, `${l.code}  ${l.desc}`, { size: 8.5 });
    p.down(11);
    p.text(x0 + 20, `${qtyStr(l.qty, 'de')} ${l.unit} x ${num(l.price, 'de')}`, { size: 8.5 });
    p.text(445, num(amt(l), 'de'), { size: 8.5, align: 'right' });
    p.down(13);
  }
  hline(p, x0, 295);
  p.down(14);
  const total = sumAmt(lines);
  const tax = r2((total * vat) / (100 + vat));
  p.text(x0, `SUMME ${cur}`, { size: 11, bold: true });
  p.text(445, num(total, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(13);
  p.text(x0, `darin MwSt ${vat} %`, { size: 8.5 });
  p.text(445, num(tax, 'de'), { size: 8.5, align: 'right' });
  p.down(13);
  p.text(x0, `Netto`, { size: 8.5 });
  p.text(445, num(r2(total - tax), 'de'), { size: 8.5, align: 'right' });
  p.down(18);
  p.text(x0, `Kartenzahlung ${y < 2008 ? 'EC' : 'girocard'} ${cardMask(rng)}`, { size: 8.5 });
  p.down(11);
  p.text(x0, `Terminal ${digits(rng, 8)}  TA-Nr. ${digits(rng, 6)}`, { size: 8.5 });
  p.down(20);
  p.text(x0, `Nächster Ölwechsel bei ${km + rng.pick([5000, 7500, 10000])} km oder ${fd(addDays(date, 365), 'de')}`, { size: 8.5, bold: true });
  p.down(13);
  p.text(x0, 'Vielen Dank und gute Fahrt!', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: labourOf(lines).map((l) => l.desc),
    partsUsed: partsOf(lines).map((l) => l.desc),
  });
}

/** A 1990s VW dealer's dot-matrix Kundendienst bill in capitals: DM, AW, Lohn and Teile summed. */
export function vwKundendienstDM(rng: Random): Generated {
  const car = carOf(rng, (c) => c.make === 'VW');
  const built = buildYear(rng, car);
  const date = dateIn(rng, Math.max(1990, built + 2), 2001);
  const y = yearOf(date);
  const vat = vatDE(y);
  const f = infl(y) * 1.95;
  const aw = r2(near(rng, 9.5 * f, 0.08, 0.05));
  const jobs = [
    SERVICE_DE[0],
    SERVICE_DE[1],
    ...rng.some(
      SERVICE_DE.slice(2).filter((j) => !j.desc.includes('(AU)')),
      rng.int(1, 3),
    ),
  ];
  const lab: Line[] = jobs.map((j) => ({
    code: `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    desc: j.desc.toUpperCase(),
    qty: Math.round(j.hours * 12),
    price: aw,
    kind: 'labour',
  }));
  const parts: Line[] = jobs.flatMap((j) =>
    partsFor(j.desc, 'de', rng, car).map((pp) => ({
      code: partNo(rng, 'VW'),
      desc: pp.desc.toUpperCase(),
      qty: pp.qty,
      price: r2(pp.price * f * 1.1),
      kind: 'part' as const,
    })),
  );
  const dealer = `AUTOHAUS ${rng.pick(['BRANDL', 'KESSLER', 'VOGT', 'HARTL', 'LINDNER'])} GMBH & CO. KG`;
  const km = kmFor(rng, built, y);
  const p = newPage(50);
  p.text(40, dealer, { size: 13, bold: true });
  p.text(555, 'V.A.G PARTNER', { size: 10, bold: true, align: 'right' });
  p.down(12);
  p.text(40, `${addrDE(rng).toUpperCase()} - ${rng.pick(TOWNS_DE).toUpperCase()} - TEL. 0${digits(rng, 3)}/${digits(rng, 5)}`, { size: 8 });
  p.down(36);
  p.text(40, `RECHNUNG NR. ${digits(rng, 6)}`, { size: 11, bold: true });
  p.text(330, `RECHNUNGSDATUM ${fd(date, 'de2')}`, { size: 9 });
  p.down(13);
  p.text(40, `KUNDE ${digits(rng, 5)}  ${personDE(rng).toUpperCase()}`, { size: 9 });
  p.text(330, `AUFTRAG ${digits(rng, 5)} VOM ${fd(addDays(date, -rng.int(0, 3)), 'de2')}`, { size: 9 });
  p.down(13);
  p.text(40, `TYP ${car.model.toUpperCase()}  FG-NR ${vin(rng, car, built)}  KENNZ ${plateDE(rng)}`, { size: 9 });
  p.down(13);
  p.text(40, `KM-STAND ${km}  ERSTZUL. ${String(rng.int(1, 12)).padStart(2, '0')}.${String(built).slice(2)}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 125 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['POS/TEILE-NR', 'BEZEICHNUNG', 'AW/MENGE', 'PREIS', 'BETRAG'], { size: 8.5 });
  p.down(10);
  p.text(40, '-'.repeat(180), { size: 8.5 });
  p.down(12);
  for (const l of lab) {
    row(p, cols, [l.code ?? '', l.desc, String(l.qty), num(l.price, 'de'), num(amt(l), 'de')], { size: 8.5 });
    p.down(12);
  }
  const labSum = sumAmt(lab);
  row(p, cols, ['', 'SUMME ARBEITSLOHN', '', '', num(labSum, 'de')], { size: 8.5 });
  p.down(18);
  for (const l of parts) {
    row(p, cols, [l.code ?? '', l.desc, qtyStr(l.qty, 'de'), num(l.price, 'de'), num(amt(l), 'de')], { size: 8.5 });
    p.down(12);
  }
  const partSum = sumAmt(parts);
  row(p, cols, ['', 'SUMME TEILE', '', '', num(partSum, 'de')], { size: 8.5 });
  p.down(12);
  p.text(40, '-'.repeat(180), { size: 8.5 });
  p.down(12);
  const netSum = r2(labSum + partSum);
  const tax = r2((netSum * vat) / 100);
  const total = r2(netSum + tax);
  row(p, cols, ['', 'NETTO', '', '', num(netSum, 'de')], { size: 8.5 });
  p.down(12);
  row(p, cols, ['', `MWST ${vat},0 %`, '', '', num(tax, 'de')], { size: 8.5 });
  p.down(12);
  row(p, cols, ['', 'ENDBETRAG DM', '', '', num(total, 'de')], { size: 9.5, bold: true });
  p.down(26);
  p.text(40, 'ZAHLBAR SOFORT NACH ERHALT OHNE ABZUG. DAS FAHRZEUG WURDE PROBEGEFAHREN.', { size: 8 });
  p.down(11);
  p.text(40, `NAECHSTE INSPEKTION BEI KM ${km + 15000}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: dealer,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labSum,
    partsCost: partSum,
    totalCost: total,
    workPerformed: lab.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}
