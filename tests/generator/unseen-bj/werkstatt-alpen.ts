/**
 * Workshops' orders and invoices in Austria and Switzerland (1975–2026), a German Bosch-style service with clocked
 * technicians and sublet work, and a Porsche centre's long printout.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  carAt,
  CARS_DE,
  doc,
  drawJobs,
  fd,
  field,
  grp,
  hline,
  initialsOf,
  lastDe,
  num,
  odo,
  PageBuilder,
  personDe,
  plateA,
  plateCH,
  plateD,
  priceFactor,
  r05,
  r2,
  row,
  sigLine,
  streetDe,
  sum,
  TOWNS_A,
  TOWNS_CH,
  TOWNS_D,
  vatCH,
  vatDE,
  vinFor,
  salDe,
} from './kit';

export const vatAT = (year: number) => (year < 1984 ? 18 : 20);

/** Austrian Reparaturauftrag 1978–2026: Arbeit and Material in two columns per line, USt, §57a-Begutachtung. */
export function oesterreichReparatur(rng: Random): Generated {
  const date = rng.date(1978, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'S' : 'EUR';
  const f = priceFactor(year, year < 2002 ? 'ATS' : 'EUR');
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_A);
  const shop = `${rng.pick(['Kfz-Fachbetrieb', 'Autohaus', 'Auto'])} ${lastDe(rng)} ${rng.pick(['GesmbH', 'GmbH', '& Söhne', 'KG'])}`;
  const rate = r2(rng.int(90, 150) * f);
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f, 'de');
  const pickerl = rng.chance(0.6);
  const pickerlFee = r2(rng.int(45, 75) * f);
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 46;
  p.text(297, shop, { size: 14, bold: true, align: 'center' });
  p.down(12).text(297, `${streetDe(rng)} · A-${town.zip} ${town.town} · Tel. 0${rng.int(7200, 7999)}/${rng.int(10000, 99999)}`, { size: 8, align: 'center' });
  p.down(10).text(297, `${rng.pick(['Begutachtungsstelle gem. § 57a KFG', 'Meisterbetrieb · alle Marken', 'Reparatur · Service · Pickerl'])}`, {
    size: 7.5,
    align: 'center',
  });
  p.down(26);
  p.text(40, 'Reparaturauftrag und Rechnung', { size: 12, bold: true });
  p.text(555, `Nr. ${rng.int(100, 9999)}/${String(year).slice(2)}`, { size: 10, align: 'right' });
  p.down(16);
  const cust = personDe(rng);
  field(p, 40, p.y, 230, 26, 'Kunde', cust);
  field(p, 270, p.y, 140, 26, 'Kennzeichen', plateA(rng, town.plate));
  field(p, 410, p.y, 145, 26, 'Rechnungsdatum', fd(date, 'de'));
  p.down(26);
  field(p, 40, p.y, 230, 26, 'Marke / Type', `${car.make} ${car.model}`.slice(0, 34));
  field(p, 270, p.y, 140, 26, 'Kilometerstand', grp(km, '.'));
  field(p, 410, p.y, 145, 26, 'Fahrgestellnummer', vinFor(rng, car.make, car.year), { size: 7.5 });
  p.down(42);
  const cols = [
    { x: 40 },
    { x: 330, align: 'right' as const },
    { x: 400, align: 'right' as const },
    { x: 478, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Durchgeführte Arbeiten / Material', 'Menge', 'Std.', 'Arbeit', 'Material'], { bold: true, size: 8 });
  p.down(16);
  const work: string[] = [];
  const partNames: string[] = [];
  let labour = 0;
  let mat = 0;
  for (const j of jobs) {
    row(p, cols, [j.def.de, '', num(j.hours, 'de'), num(j.labour, 'de'), '']);
    work.push(j.def.de);
    labour += j.labour;
    p.down(11.5);
    for (const l of j.parts) {
      row(p, cols, [`    ${l.text}`, `${l.qty}`, '', '', num(l.amount, 'de')], { size: 8.5 });
      partNames.push(l.text);
      mat += l.amount;
      p.down(11);
    }
    p.down(3);
  }
  if (pickerl) {
    const t = 'Wiederkehrende Begutachtung gem. § 57a KFG durchgeführt';
    row(p, cols, [t, '', '', num(pickerlFee, 'de'), '']);
    work.push(t);
    labour += pickerlFee;
    p.down(14);
  }
  labour = r2(labour);
  mat = r2(mat);
  hline(p, 40, 515, p.y - 8);
  row(p, cols, ['Summe', '', '', num(labour, 'de'), num(mat, 'de')], { bold: true });
  const vat = vatAT(year);
  const net = r2(labour + mat);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  p.down(22);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Summe Arbeit', num(labour, 'de')]);
  p.down(12);
  row(p, tc, ['Summe Material', num(mat, 'de')]);
  p.down(12);
  row(p, tc, ['Zwischensumme', num(net, 'de')]);
  p.down(12);
  row(p, tc, [`${vat} % USt.`, num(tax, 'de')]);
  p.down(15);
  p.down(4);
  p.box(355, p.y - 11, 205, 16, true);
  row(p, tc, [`Gesamtbetrag ${c}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(30);
  p.text(40, 'Der Auftraggeber bestätigt die Auftragserteilung und die Übernahme des Fahrzeuges in ordnungsgemäßem Zustand.', { size: 7 });
  p.down(34);
  sigLine(p, 40, 200, 'Unterschrift Auftraggeber');
  sigLine(p, 330, 200, `Mechaniker ${initialsOf(personDe(rng))} / Werkstättenleiter`);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
    partsUsed: partNames,
  });
}

/** Swiss garage's Werkstattrapport 1996–2026: Mechaniker-Nr., Ansatz, MWST and rounding to 5 Rappen. */
export function schweizWerkstattrapport(rng: Random): Generated {
  const date = rng.date(1996, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_CH);
  const shop = `${rng.pick(['Garage', 'Auto', 'Garage & Carrosserie'])} ${lastDe(rng)} AG`;
  const rate = r2(rng.int(110, 190) * priceFactor(year, 'CHF'));
  const jobs = drawJobs(rng, rng.int(2, 4), year, rate, priceFactor(year, 'CHF') * 1.2, 'de');
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(40, `${streetDe(rng).replace('straße', 'strasse').replace('Straße', 'Strasse')}, ${town.zip} ${town.town}`, { size: 8 });
  p.down(10).text(
    40,
    `Telefon 0${rng.int(31, 81)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)} · MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
    { size: 8 },
  );
  const cust = personDe(rng);
  p.text(350, cust, { y: 100, size: 9.5 });
  p.text(350, streetDe(rng).replace('straße', 'strasse').replace('Straße', 'Strasse'), { y: 112, size: 9.5 });
  p.text(350, `${rng.pick(TOWNS_CH).zip} ${rng.pick(TOWNS_CH).town}`, { y: 124, size: 9.5 });
  p.y = 156;
  p.text(40, `Rechnung Nr. ${rng.int(30000, 89999)}`, { size: 12, bold: true });
  p.text(555, `${town.town}, ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(16);
  const info = [
    `Kontrollschild: ${plateCH(rng, town.plate)}`,
    `Marke/Typ: ${car.make} ${car.model}`,
    `Stamm-Nr.: ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
    `km-Stand: ${grp(km, "'")}`,
  ];
  p.text(40, info.slice(0, 2).join('    '), { size: 8.5 });
  p.down(11);
  p.text(40, info.slice(2).join('    ') + `    Werkstattrapport vom ${fd(addDays(date, -rng.int(0, 4)), 'de')}`, { size: 8.5 });
  p.down(20);
  const cols = [{ x: 40 }, { x: 80 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Mech.', 'Text', 'Std./Anz.', 'Ansatz/Preis', 'Betrag CHF'], { bold: true, size: 8 });
  p.down(16);
  let labour = 0;
  let mat = 0;
  const partNames: string[] = [];
  for (const j of jobs) {
    row(p, cols, [String(rng.int(1, 9)), j.def.de, num(j.hours, 'ch'), num(rate, 'ch'), num(j.labour, 'ch')], { size: 8.5 });
    labour += j.labour;
    p.down(11);
    for (const l of j.parts) {
      row(p, cols, ['', `   ${l.text}`, String(l.qty), num(l.unit, 'ch'), num(l.amount, 'ch')], { size: 8 });
      mat += l.amount;
      partNames.push(l.text);
      p.down(10.5);
    }
    p.down(4);
  }
  labour = r2(labour);
  mat = r2(mat);
  const vat = vatCH(year);
  const net = r2(labour + mat);
  const tax = r2((net * vat) / 100);
  const raw = r2(net + tax);
  const gross = r05(raw);
  const rnd = r2(gross - raw);
  p.down(8);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  const tl: [string, string][] = [
    ['Total Arbeit', num(labour, 'ch')],
    ['Total Material', num(mat, 'ch')],
    ['Total exkl. MWST', num(net, 'ch')],
    [`MWST ${num(vat, 'ch').replace(/\.?0+$/, '')} %`, num(tax, 'ch')],
  ];
  if (rnd !== 0) tl.push(['Rundung', num(rnd, 'ch')]);
  for (const [k, v] of tl) {
    row(p, tc, [k, v]);
    p.down(12);
  }
  p.down(2);
  hline(p, 355, 200, p.y - 10);
  row(p, tc, ['Total CHF', num(gross, 'ch')], { bold: true, size: 10.5 });
  p.down(30);
  p.text(40, `Zahlbar innert 30 Tagen netto. ${rng.pick(['Besten Dank für Ihren Auftrag.', 'Wir danken für Ihr Vertrauen.'])}`, { size: 8 });
  p.down(11);
  p.text(40, `IBAN CH${rng.int(10, 99)} 0${rng.int(100, 900)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1, 9)}`, {
    size: 8,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.def.de),
    partsUsed: partNames,
  });
}

/** Swiss village garage 1975–1994, before VAT: typed Reparatur-Rechnung in francs. */
export function schweizGarageFranken(rng: Random): Generated {
  const date = rng.date(1975, 1994);
  const year = Number(date.slice(0, 4));
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_CH);
  const shop = `Garage ${rng.pick(['du Lac', 'Central', 'Bahnhof', 'Moderne', 'Sonnenberg'])} ${personDe(rng)}`;
  const f = priceFactor(year, 'CHF');
  const rate = r2(Math.round(rng.int(120, 170) * f));
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f, 'de');
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 14, serif: true, bold: true });
  p.down(13).text(40, `${rng.pick(['Agentur', 'Vertretung'])} ${car.make} · Reparaturen aller Marken · Benzin · Service`, { size: 8, serif: true });
  p.down(11).text(40, `${town.zip} ${town.town} · Tel. 0${rng.int(31, 81)} ${rng.int(20, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, { size: 8, serif: true });
  p.down(40);
  p.text(40, 'REPARATUR-RECHNUNG', { size: 12, serif: true, bold: true });
  p.text(555, `${town.town}, den ${fd(date, rng.pick(['de', 'de2']))}`, { size: 9.5, serif: true, align: 'right' });
  p.down(20);
  const cust = personDe(rng);
  p.text(40, `für ${salDe(cust)} ${cust}, ${rng.pick(TOWNS_CH).town}`, { size: 10, serif: true });
  p.down(14);
  p.text(40, `Wagen: ${car.make} ${car.model}   Kontrollschild ${plateCH(rng, town.plate)}   km ${grp(km, "'")}`, { size: 9.5, serif: true });
  p.down(24);
  const cols = [{ x: 40 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['', 'Arbeit Fr.', 'Material Fr.'], { serif: true, bold: true, size: 9 });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  let labour = 0;
  let mat = 0;
  const partNames: string[] = [];
  for (const j of jobs) {
    row(p, cols, [`${j.def.de}, ${num(j.hours, 'ch')} Std.`, num(j.labour, 'ch'), ''], { serif: true, size: 9.5 });
    labour += j.labour;
    p.down(13);
    for (const l of j.parts) {
      row(p, cols, [`      ${l.qty} ${l.text}`, '', num(l.amount, 'ch')], { serif: true, size: 9 });
      mat += l.amount;
      partNames.push(l.text);
      p.down(12);
    }
    p.down(4);
  }
  labour = r2(labour);
  mat = r2(mat);
  hline(p, 380, 175, p.y - 8);
  row(p, cols, ['', num(labour, 'ch'), num(mat, 'ch')], { serif: true, size: 9.5 });
  p.down(20);
  const total = r05(labour + mat);
  const tc = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Total Arbeit', num(labour, 'ch')], { serif: true });
  p.down(12);
  row(p, tc, ['Total Material', num(mat, 'ch')], { serif: true });
  p.down(16);
  row(p, tc, ['Total Fr.', num(total, 'ch')], { serif: true, bold: true, size: 11 });
  p.down(40);
  p.text(40, rng.pick(['Zahlbar innert 30 Tagen.', 'Betrag bar erhalten, besten Dank.', 'Einzahlung auf Postcheck-Konto erbeten.']), { size: 9, serif: true });
  p.down(30);
  sigLine(p, 360, 170, 'Garage / Unterschrift');
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((j) => `${j.def.de}`),
    partsUsed: partNames,
  });
}

/** Independent German service 1992–2016: Arbeitswert, technicians' clocked times, sublet HU/AU and alignment, Altöl. */
export function freieWerkstattFremdleistung(rng: Random): Generated {
  const date = rng.date(1992, 2016);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'DM' : 'EUR';
  const f = priceFactor(year, c === 'DM' ? 'DM' : 'EUR');
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_D);
  const shop = `${lastDe(rng)} ${rng.pick(['Kfz-Technik', 'Autoservice', 'Car Service'])} GmbH`;
  const awPrice = r2((rng.int(70, 105) / 10) * f);
  const jobs = drawJobs(rng, rng.int(2, 3), year, 0, f, 'de');
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 44;
  p.text(555, shop, { size: 13, bold: true, align: 'right' });
  p.down(11).text(
    555,
    `${rng.pick(['Bosch Car Service', 'Meisterwerkstatt', 'AutoCrew Partner', 'Kfz-Innung'])} · ${streetDe(rng)} · ${town.zip} ${town.town}`,
    { size: 7.5, align: 'right' },
  );
  p.y = 90;
  const cust = personDe(rng);
  p.text(40, `${shop} · ${town.zip} ${town.town}`, { size: 6 });
  p.text(40, cust, { size: 10, y: 104 });
  p.text(40, streetDe(rng), { size: 10, y: 117 });
  p.text(40, `${rng.pick(TOWNS_D).zip} ${rng.pick(TOWNS_D).town}`, { size: 10, y: 130 });
  const meta: [string, string][] = [
    ['Rechnung', `R${rng.int(10000, 99999)}`],
    ['Datum', fd(date, 'de')],
    ['Kennzeichen', plateD(rng, town.plate)],
    ['Kilometerstand', `${grp(km, '.')} km`],
    ['Fahrzeug', `${car.make} ${car.model}`.slice(0, 26)],
  ];
  meta.forEach(([k, v], i) => {
    p.text(360, k, { y: 104 + i * 11, size: 8 });
    p.text(555, v, { y: 104 + i * 11, size: 8, align: 'right' });
  });
  p.y = 172;
  const cols = [{ x: 40 }, { x: 92 }, { x: 420, align: 'right' as const }, { x: 480, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Monteur', 'Leistung', 'AW / Menge', 'Preis', c], { bold: true, size: 8 });
  p.down(16);
  let labour = 0;
  let partsSum = 0;
  const partNames: string[] = [];
  const work: string[] = [];
  for (const j of jobs) {
    const aw = Math.round(j.hours * 12);
    const lab = r2(aw * awPrice);
    const tech = rng.int(1, 9);
    const start = rng.int(7, 14);
    const mins = Math.round(aw * 5 * (0.8 + rng.next() * 0.4));
    const sm = rng.int(0, 59);
    const end = start * 60 + sm + mins;
    row(p, cols, [`M${tech}`, j.def.de, `${aw} AW`, num(awPrice, 'de'), num(lab, 'de')], { size: 8.5 });
    work.push(j.def.de);
    labour += lab;
    p.down(10);
    p.text(
      92,
      `gestempelt ${String(start).padStart(2, '0')}:${String(sm).padStart(2, '0')} – ${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      { size: 6.5 },
    );
    p.down(10);
    for (const l of j.parts) {
      row(p, cols, ['', `   ${l.text}`, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')], { size: 8 });
      partsSum += l.amount;
      partNames.push(l.text);
      p.down(10.5);
    }
    p.down(4);
  }
  labour = r2(labour);
  partsSum = r2(partsSum);
  const sublets: [string, number][] = [];
  if (rng.chance(0.8))
    sublets.push([
      `Hauptuntersuchung ${year >= 2010 ? 'mit AU' : 'und Abgasuntersuchung'} durch ${rng.pick(['TÜV', 'DEKRA', 'GTÜ'])} (Fremdleistung)`,
      r2(rng.int(55, 110) * f),
    ]);
  if (rng.chance(0.5) || !sublets.length) sublets.push(['Achsvermessung extern (Fremdleistung)', r2(rng.int(49, 89) * f)]);
  p.down(2);
  for (const [t, v] of sublets) {
    row(p, cols, ['FL', t, '1', num(v, 'de'), num(v, 'de')], { size: 8.5 });
    work.push(t);
    p.down(12);
  }
  const fl = sum(sublets.map((s) => s[1]));
  const altoel = r2(rng.int(3, 9) * f);
  row(p, cols, ['', 'Altöl- und Filterentsorgung', '', '', num(altoel, 'de')], { size: 8 });
  p.down(18);
  const net = r2(labour + partsSum + fl + altoel);
  const vat = vatDE(year);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  for (const [k, v] of [
    ['Summe Lohn', labour],
    ['Summe Teile', partsSum],
    ['Fremdleistungen', fl],
    ['Entsorgung', altoel],
    ['Nettobetrag', net],
    [`${vat} % MwSt.`, tax],
  ] as [string, number][]) {
    row(p, tc, [k, num(v, 'de')], { size: 8.5 });
    p.down(11.5);
  }
  p.down(4);
  p.box(335, p.y - 10, 225, 15, true);
  row(p, tc, [`Rechnungsbetrag ${c}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(26);
  p.text(40, `Fremdleistungen werden ohne Aufschlag weiterberechnet. Nächste HU: ${String(rng.int(1, 12)).padStart(2, '0')}/${year + 2}.`, { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: work,
    partsUsed: partNames,
  });
}

/** A Porsche centre's invoice 2000–2026: Arbeitspositionen with their numbers, parts per job, a sum per job. */
export function porscheZentrum(rng: Random): Generated {
  const date = rng.date(2000, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'DM' : 'EUR';
  const f = priceFactor(year, c === 'DM' ? 'DM' : 'EUR');
  const car = carAt(
    rng,
    CARS_DE.filter((x) => x.make === 'Porsche'),
    year,
  );
  const town = rng.pick(TOWNS_D);
  const shop = `Porsche Zentrum ${town.town}`;
  const firm = `${lastDe(rng)} Sportwagen GmbH`;
  const awPrice = r2((rng.int(150, 240) / 10) * f);
  const jobs = drawJobs(rng, rng.int(2, 3), year, 0, f * 1.5, 'de');
  const kmIn = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 15, bold: true });
  p.down(12).text(40, `${firm} · ${streetDe(rng)} · ${town.zip} ${town.town}`, { size: 8 });
  p.down(30);
  p.text(40, `Rechnung Nr. ${rng.int(100000, 999999)}`, { size: 11, bold: true });
  p.text(555, `Datum: ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(14);
  p.text(40, `Werkstattauftrag ${rng.int(50000, 59999)} · Annahme ${fd(addDays(date, -rng.int(1, 6)), 'de')} · Serviceberater ${personDe(rng)}`, { size: 8 });
  p.down(11);
  p.text(40, `${car.model} · FIN ${vinFor(rng, car.make, car.year)} · Kennzeichen ${plateD(rng, town.plate)} · km-Stand ${grp(kmIn, '.')}`, { size: 8 });
  p.down(18);
  const cols = [
    { x: 40 },
    { x: 64 },
    { x: 130 },
    { x: 410, align: 'right' as const },
    { x: 480, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Pos', 'Nummer', 'Bezeichnung', 'AW/Menge', 'Preis', `Betrag ${c}`], { bold: true, size: 7.5 });
  p.down(15);
  let pos = 1;
  let labour = 0;
  let partsSum = 0;
  const partNames: string[] = [];
  jobs.forEach((j) => {
    const aw = Math.round(j.hours * 12);
    const lab = r2(aw * awPrice);
    labour += lab;
    let jobSum = lab;
    row(
      p,
      cols,
      [String(pos++).padStart(3, '0'), `${rng.int(10, 99)}${rng.int(10, 99)} ${rng.int(10, 99)}`, j.def.de, String(aw), num(awPrice, 'de'), num(lab, 'de')],
      { size: 8 },
    );
    p.down(10.5);
    for (const l of j.parts) {
      row(
        p,
        cols,
        [
          String(pos++).padStart(3, '0'),
          `${rng.int(900, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(10, 99)}`,
          l.text,
          String(l.qty),
          num(l.unit, 'de'),
          num(l.amount, 'de'),
        ],
        { size: 7.5 },
      );
      partsSum += l.amount;
      jobSum += l.amount;
      partNames.push(l.text);
      p.down(10);
    }
    row(p, cols, ['', '', '', '', 'Summe Auftragsposition', num(r2(jobSum), 'de')], { size: 7, bold: true });
    p.down(13);
  });
  labour = r2(labour);
  partsSum = r2(partsSum);
  const env = r2(rng.int(5, 15) * f);
  const net = r2(labour + partsSum + env);
  const vat = vatDE(year);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  p.down(6);
  hline(p, 330, 225, p.y - 8);
  const tc = [{ x: 335 }, { x: 555, align: 'right' as const }];
  for (const [k, v] of [
    ['Summe Arbeit', labour],
    ['Summe Teile', partsSum],
    ['Altteile-/Umweltpauschale', env],
    ['Nettosumme', net],
    [`${vat} % MwSt.`, tax],
  ] as [string, number][]) {
    row(p, tc, [k, num(v, 'de')], { size: 8.5 });
    p.down(11.5);
  }
  p.down(4);
  p.box(330, p.y - 10, 230, 15, true);
  row(p, tc, [`Endbetrag ${c}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(24);
  p.text(40, `1 AW = 5 Minuten. Teile mit Porsche Originalteile-Garantie. ${rng.pick(['Fahrzeug gewaschen.', 'Vielen Dank für Ihren Besuch.', ''])}`, {
    size: 7.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: kmIn,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.def.de),
    partsUsed: partNames,
  });
}
