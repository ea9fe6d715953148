/**
 * German dealers' Werkstattaufträge and their invoices, Germany 1975–2026: AW and ZE labour units, jobs with their
 * parts listed underneath, Beanstandung / Ursache / Maßnahme blocks, Garantie and Kulanz at 0,00.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  amt,
  carAt,
  CARS_DE,
  doc,
  drawJobs,
  fd,
  field,
  hline,
  initialsOf,
  lastDe,
  odo,
  PageBuilder,
  personDe,
  phoneDe,
  plateD,
  priceFactor,
  r2,
  row,
  sigLine,
  streetDe,
  sum,
  TOWNS_D,
  vatDE,
  vinFor,
  grp,
  num,
  salDe,
} from './kit';

const cur = (year: number) => (year < 2002 ? 'DM' : 'EUR');

/** VW/Audi dealer, 1978–1998: Arbeitswerte (1 AW = 5 min) above, parts below, DM sums. */
export function vwAudiArbeitswerte(rng: Random): Generated {
  const date = rng.date(1978, 1998);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_DE.filter((c) => c.make === 'VW' || c.make === 'Audi'),
    year,
  );
  const town = rng.pick(TOWNS_D);
  const shop = `Autohaus ${lastDe(rng)} ${rng.pick(['GmbH & Co. KG', 'KG', 'GmbH'])}`;
  const awPrice = r2(((rng.int(60, 110) / 10) * priceFactor(year, 'DM')) / priceFactor(1990, 'DM'));
  const jobs = drawJobs(rng, rng.int(2, 4), year, 0, priceFactor(year, 'DM'), 'de');
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.text(40, shop, { size: 15, bold: true });
  p.text(555, rng.pick(['V.A.G Partner', 'VW · Audi', 'Volkswagen · Audi Service']), { size: 10, bold: true, align: 'right' });
  p.down(12).text(40, `${streetDe(rng)} · ${town.zip} ${town.town} · Telefon ${phoneDe(rng)}`, { size: 8 });
  p.down(26);
  const rno = rng.int(10000, 99999);
  p.text(40, 'WERKSTATT-RECHNUNG', { size: 12, bold: true });
  p.text(555, `Nr. ${rno}`, { size: 11, bold: true, align: 'right' });
  p.down(18);
  const cust = personDe(rng);
  field(p, 40, p.y, 250, 52, 'Kunde', '');
  p.text(46, `${salDe(cust)} ${cust}`, { y: p.y + 22, size: 9 });
  p.text(46, streetDe(rng), { y: p.y + 33, size: 9 });
  p.text(46, `${rng.pick(TOWNS_D).zip} ${rng.pick(TOWNS_D).town}`, { y: p.y + 44, size: 9 });
  const y0 = p.y;
  field(p, 300, y0, 125, 26, 'Amtl. Kennzeichen', plateD(rng, town.plate));
  field(p, 425, y0, 130, 26, 'Rechnungsdatum', fd(date, rng.pick(['de', 'de2'])));
  field(p, 300, y0 + 26, 125, 26, 'km-Stand', grp(km, '.'));
  field(p, 425, y0 + 26, 130, 26, 'Typ', `${car.model}`.slice(0, 24));
  p.down(64);
  p.text(
    40,
    `Fahrgestell-Nr. ${vinFor(rng, car.make, car.year)}   Erstzulassung ${fd(`${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'de').slice(3)}   Auftrag vom ${fd(addDays(date, -rng.int(0, 3)), 'de')}`,
    { size: 8 },
  );
  p.down(18);
  const cols = [{ x: 40 }, { x: 82 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Arb.-Nr.', 'Arbeitstext', 'AW', 'DM'], { bold: true, size: 8 });
  p.down(15);
  const labLines: number[] = [];
  for (const j of jobs) {
    const aw = Math.round(j.hours * 12);
    const lab = r2(aw * awPrice);
    labLines.push(lab);
    row(p, cols, [`${j.def.op.replace(/\D/g, '')}${rng.int(10, 99)} 00`, j.def.de, String(aw), num(lab, 'de')]);
    p.down(12);
  }
  const labour = sum(labLines);
  p.down(2);
  hline(p, 380, 175, p.y - 8);
  p.text(380, `Summe Arbeitswerte (1 AW = ${num(awPrice, 'de')})`, { size: 8 });
  amt(p, 555, labour, 'de', { bold: true });
  p.down(22);
  const pc = [{ x: 40 }, { x: 130 }, { x: 390, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, pc, ['Teile-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'DM'], { bold: true, size: 8 });
  p.down(15);
  const parts = jobs.flatMap((j) => j.parts);
  for (const l of parts) {
    row(p, pc, [
      `${rng.pick(['025', '049', '191', '357', '443', '811'])} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.pick(['', 'A', 'B', 'C'])}`.trim(),
      l.text,
      String(l.qty),
      num(l.unit, 'de'),
      num(l.amount, 'de'),
    ]);
    p.down(12);
  }
  const partsSum = sum(parts.map((l) => l.amount));
  hline(p, 380, 175, p.y - 8);
  p.text(380, 'Summe Teile', { size: 8 });
  amt(p, 555, partsSum, 'de', { bold: true });
  p.down(24);
  const vat = vatDE(year);
  const net = r2(labour + partsSum);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const tc = [{ x: 380 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Lohn', num(labour, 'de')]);
  p.down(12);
  row(p, tc, ['Teile', num(partsSum, 'de')]);
  p.down(12);
  row(p, tc, ['Nettobetrag', num(net, 'de')]);
  p.down(12);
  row(p, tc, [`+ ${vat} % MwSt.`, num(tax, 'de')]);
  p.down(16);
  p.down(4);
  p.box(375, p.y - 11, 185, 16, true);
  row(p, tc, ['Rechnungsbetrag DM', num(gross, 'de')], { bold: true, size: 10 });
  p.down(30);
  p.text(40, rng.pick(['Zahlbar sofort ohne Abzug.', 'Betrag dankend erhalten.', 'Zahlbar bei Fahrzeugübergabe in bar oder per Scheck.']), { size: 8 });
  p.down(11);
  p.text(40, 'Gewährleistung nach unseren Reparaturbedingungen. Ausgebaute Teile werden nach 8 Tagen verschrottet.', { size: 7 });
  p.down(40);
  sigLine(p, 40, 180, 'Fahrzeug übernommen (Unterschrift Kunde)');
  sigLine(p, 340, 180, `Kundendienstberater ${initialsOf(personDe(rng))}`);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.def.de),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Mercedes-Benz branch/dealer printout 2003–2026: per job Beanstandung/Ursache/Maßnahme, parts under the job, one Garantie job at 0,00. */
export function mercedesBUM(rng: Random): Generated {
  const date = rng.date(2003, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(
    rng,
    CARS_DE.filter((c) => c.make === 'Mercedes-Benz'),
    year,
  );
  const town = rng.pick(TOWNS_D);
  const shop = rng.pick([`Mercedes-Benz Niederlassung ${town.town}`, `Autohaus ${lastDe(rng)} GmbH`, `${lastDe(rng)} & ${lastDe(rng)} Automobile GmbH`]);
  const rate = r2(rng.int(95, 175) * priceFactor(year, 'EUR'));
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, priceFactor(year, 'EUR') * 1.3, 'de');
  const warranty = rng.chance(0.6) ? rng.int(0, jobs.length - 1) : -1;
  if (warranty >= 0) jobs[warranty].pay = rng.pick(['G', 'I'] as const);
  const kmIn = odo(rng, year, car.year, true);
  const kmOut = kmIn + rng.int(0, 12);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true });
  p.down(11).text(40, `${streetDe(rng)}, ${town.zip} ${town.town}`, { size: 8 });
  p.text(555, 'Rechnung', { y: 50, size: 16, align: 'right', bold: true });
  p.down(24);
  const rno = `${rng.int(1, 9)}${rng.int(1000000, 9999999)}`;
  const aNo = `${rng.int(100000, 999999)}`;
  const info: [string, string][] = [
    ['Rechnungs-Nr.', rno],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrags-Nr.', aNo],
    ['Annahme', fd(addDays(date, -rng.int(0, 2)), 'de')],
    ['Serviceberater', personDe(rng)],
  ];
  const cust = personDe(rng);
  p.text(40, `${salDe(cust)} ${cust}`, { size: 9 });
  p.text(40, streetDe(rng), { size: 9, y: p.y + 11 });
  p.text(40, `${rng.pick(TOWNS_D).zip} ${rng.pick(TOWNS_D).town}`, { size: 9, y: p.y + 22 });
  info.forEach(([k, v], i) => {
    p.text(350, k, { size: 8, y: p.y + i * 11 });
    p.text(555, v, { size: 8, y: p.y + i * 11, align: 'right' });
  });
  p.down(64);
  p.box(40, p.y - 10, 515, 30);
  const fz = [
    ['Kennzeichen', plateD(rng, town.plate)],
    ['FIN', vinFor(rng, car.make, car.year)],
    ['Typ', car.model],
    ['km-Stand Annahme', grp(kmIn, '.')],
    ['km-Stand Abgabe', grp(kmOut, '.')],
  ];
  const xs = [44, 120, 250, 360, 460];
  fz.forEach(([k, v], i) => {
    p.text(xs[i], k, { size: 6.5 });
    p.text(xs[i], v, { size: 8, y: p.y + 12 });
  });
  p.down(34);
  const cols = [{ x: 40 }, { x: 100 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Pos./Nr.', 'Bezeichnung', 'Menge/Std.', 'Preis', 'Betrag EUR'], { bold: true, size: 8 });
  p.down(16);
  let labour = 0;
  let partsSum = 0;
  const partNames: string[] = [];
  jobs.forEach((j, k) => {
    const paid = j.pay === 'C';
    const tag = j.pay === 'G' ? 'Garantie' : j.pay === 'I' ? 'Kulanz 100 %' : 'Kunde';
    p.text(40, `Arbeit ${String.fromCharCode(65 + k)}   (${tag})`, { size: 8.5, bold: true });
    p.down(11);
    p.text(60, `Beanstandung: ${j.def.concernDe}`, { size: 8 });
    p.down(10);
    p.text(60, `Ursache: ${j.def.causeDe}`, { size: 8 });
    p.down(12);
    const lab = paid ? j.labour : 0;
    row(p, cols, [`${rng.int(10, 99)}-${rng.int(1000, 9999)}`, j.def.de, num(j.hours, 'de'), num(paid ? rate : 0, 'de'), num(lab, 'de')]);
    p.down(11);
    labour += lab;
    for (const l of j.parts) {
      const a = paid ? l.amount : 0;
      row(
        p,
        cols,
        [
          `A ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
          `   ${l.text}`,
          String(l.qty),
          num(paid ? l.unit : 0, 'de'),
          num(a, 'de'),
        ],
        { size: 8 },
      );
      partsSum += a;
      partNames.push(l.text);
      p.down(10.5);
    }
    p.down(6);
  });
  labour = r2(labour);
  partsSum = r2(partsSum);
  const env = rng.chance(0.7) ? r2(rng.int(350, 1290) / 100) : 0;
  const net = r2(labour + partsSum + env);
  const vat = vatDE(year);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  p.down(6);
  hline(p, 330, 225, p.y - 8);
  const tc = [{ x: 335 }, { x: 555, align: 'right' as const }];
  const tl: [string, number][] = [
    ['Summe Arbeitslohn', labour],
    ['Summe Teile/Material', partsSum],
  ];
  if (env) tl.push(['Entsorgung/Umweltpauschale', env]);
  tl.push(['Nettobetrag', net], [`USt. ${vat} %`, tax]);
  for (const [k, v] of tl) {
    row(p, tc, [k, num(v, 'de')]);
    p.down(12);
  }
  p.down(3);
  p.down(4);
  p.box(330, p.y - 11, 230, 16, true);
  row(p, tc, ['Rechnungsbetrag EUR', num(gross, 'de')], { bold: true, size: 10 });
  p.down(26);
  if (warranty >= 0) {
    p.text(40, `Die mit ${jobs[warranty].pay === 'G' ? 'Garantie' : 'Kulanz'} gekennzeichnete Arbeit wird mit dem Hersteller abgerechnet.`, { size: 7.5 });
    p.down(11);
  }
  p.text(40, `Zahlungsbedingung: ${rng.pick(['sofort ohne Abzug', 'EC-Karte bei Abholung', '14 Tage netto'])}. Es gelten unsere Reparaturbedingungen.`, {
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

/** Opel dealer 1982–2006: Zeiteinheiten (ZE, 10 to the hour), parts listed under each job, Kleinmaterial. */
export function opelZeiteinheiten(rng: Random): Generated {
  const date = rng.date(1982, 2006);
  const year = Number(date.slice(0, 4));
  const c = cur(year);
  const car = carAt(
    rng,
    CARS_DE.filter((x) => x.make === 'Opel' || x.make === 'Ford' || x.make === 'Saab'),
    year,
  );
  const town = rng.pick(TOWNS_D);
  const shop = `${rng.pick(['Autohaus', 'Opel-Händler', 'Auto-Zentrum'])} ${lastDe(rng)} ${rng.pick(['GmbH', 'OHG', 'e.K.'])}`;
  const f = priceFactor(year, c === 'DM' ? 'DM' : 'EUR');
  const zePrice = r2((rng.int(80, 140) / 10) * f);
  const jobs = drawJobs(rng, rng.int(2, 4), year, 0, f, 'de');
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 48;
  p.box(40, 30, 515, 48);
  p.text(297, shop, { size: 14, bold: true, align: 'center', serif: true, y: 50 });
  p.text(297, `${streetDe(rng)} · ${town.zip} ${town.town} · Ruf ${phoneDe(rng)} · Verkauf · Kundendienst · Teile`, { size: 7.5, align: 'center', y: 66 });
  p.y = 100;
  p.text(40, 'Auftrag / Rechnung', { size: 12, bold: true });
  const ano = rng.int(1000, 99999);
  p.text(555, `Auftrag ${ano}  vom ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(16);
  const cust = personDe(rng);
  const fields: [string, string, number][] = [
    ['Auftraggeber', cust, 190],
    ['Pol. Kennz.', plateD(rng, town.plate), 95],
    ['Fahrzeug', car.model, 120],
    ['km-Stand', grp(km, '.'), 110],
  ];
  let x = 40;
  for (const [k, v, w] of fields) {
    field(p, x, p.y, w, 26, k, v);
    x += w;
  }
  p.down(26);
  field(p, 40, p.y, 285, 26, 'Fahrgestell-Nr.', vinFor(rng, car.make, car.year));
  field(p, 325, p.y, 230, 26, 'Auftrag angenommen von', personDe(rng));
  p.down(42);
  const cols = [{ x: 48 }, { x: 70 }, { x: 440, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['', 'Arbeiten / Ersatzteile', 'ZE / Menge', `Betrag ${c}`], { bold: true, size: 8 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  const labs: number[] = [];
  const parts: string[] = [];
  const partAmts: number[] = [];
  jobs.forEach((j, k) => {
    const ze = Math.round(j.hours * 10);
    const lab = r2(ze * zePrice);
    labs.push(lab);
    row(p, cols, [`${k + 1}.`, j.def.de, `${ze} ZE`, num(lab, 'de')], { bold: true });
    p.down(11);
    for (const l of j.parts) {
      row(p, cols, ['', `      ${rng.int(90000000, 99999999)}  ${l.text}`, `${l.qty} St.`, num(l.amount, 'de')], { size: 8 });
      parts.push(l.text);
      partAmts.push(l.amount);
      p.down(10);
    }
    p.down(5);
  });
  const labour = sum(labs);
  const partsSum = sum(partAmts);
  const klein = rng.chance(0.6) ? r2(Math.min(labour * 0.03, 25 * f)) : 0;
  const net = r2(labour + partsSum + klein);
  const vat = vatDE(year);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  p.down(8);
  p.text(40, `Verrechnungssatz je ZE (6 Min.): ${num(zePrice, 'de')} ${c}`, { size: 8 });
  p.down(16);
  const bx = 300;
  p.box(bx, p.y - 12, 255, klein ? 86 : 74);
  const tc = [{ x: bx + 6 }, { x: 550, align: 'right' as const }];
  const tl: [string, number][] = [
    ['Lohn gesamt', labour],
    ['Ersatzteile gesamt', partsSum],
  ];
  if (klein) tl.push(['Kleinmaterial', klein]);
  tl.push(['Summe netto', net], [`MwSt. ${vat} %`, tax]);
  for (const [k, v] of tl) {
    row(p, tc, [k, num(v, 'de')]);
    p.down(12);
  }
  row(p, tc, [`Endbetrag ${c}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(40);
  p.text(40, 'Ich erteile hiermit den Auftrag zur Ausführung der oben aufgeführten Arbeiten unter Verwendung der', { size: 7.5 });
  p.down(9);
  p.text(40, 'erforderlichen Ersatzteile zu den umseitigen Bedingungen. Probefahrten sind genehmigt.', { size: 7.5 });
  p.down(34);
  sigLine(p, 40, 200, 'Unterschrift des Auftraggebers');
  sigLine(p, 330, 200, 'Werkstattmeister');
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.def.de),
    partsUsed: parts,
  });
}

/** A modern Autohaus job card turned invoice 2010–2026: Auftragsart K/G/KU/I per line, technician numbers and clocked hours. */
export function autohausAuftragsart(rng: Random): Generated {
  const date = rng.date(2010, 2026);
  const year = Number(date.slice(0, 4));
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_D);
  const brand = car.make === 'Mercedes-Benz' ? 'Mercedes-Benz' : car.make;
  const shop = `${rng.pick(['Autohaus', 'Auto'])} ${lastDe(rng)} GmbH`;
  const rate = r2(rng.int(98, 168) * priceFactor(year, 'EUR'));
  const jobs = drawJobs(rng, rng.int(3, 4), year, rate, priceFactor(year, 'EUR') * 1.25, 'de');
  const nonPay = rng.int(1, jobs.length - 1);
  jobs[nonPay].pay = rng.pick(['G', 'G', 'I'] as const);
  if (rng.chance(0.4)) jobs[0].pay = 'I';
  const kmIn = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, shop, { size: 12, bold: true });
  p.text(555, `${brand} Service`, { size: 9, align: 'right' });
  p.down(10).text(40, `${streetDe(rng)} | ${town.zip} ${town.town} | USt-IdNr. DE${rng.int(100000000, 999999999)}`, { size: 7 });
  p.down(28);
  p.text(40, 'RECHNUNG (Werkstatt)', { size: 11, bold: true });
  p.down(14);
  const meta = [`Rechnung ${rng.int(2000000, 2999999)}`, `Datum ${fd(date, 'de')}`, `Auftrag ${rng.int(400000, 499999)}`, `Kunde ${rng.int(10000, 99999)}`];
  p.text(40, meta.join('   '), { size: 8 });
  p.down(12);
  p.text(
    40,
    `Fahrzeug: ${brand} ${car.model}   Kennz.: ${plateD(rng, town.plate)}   FIN: ${vinFor(rng, car.make, car.year)}   Laufleistung: ${grp(kmIn, '.')} km`,
    { size: 8 },
  );
  p.down(12);
  p.text(40, `Auftragsarten: K = Kunde, G = Garantie, KU = Kulanz, I = Intern (Gebrauchtwagenaufbereitung)`, { size: 7 });
  p.down(16);
  const cols = [
    { x: 40 },
    { x: 62 },
    { x: 110 },
    { x: 355, align: 'right' as const },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['Art', 'Mech.', 'Arbeit / Teil', 'Std./Mg.', 'gest.', 'Preis', 'Betrag'], { bold: true, size: 7.5 });
  p.down(15);
  let labour = 0;
  let partsSum = 0;
  const partNames: string[] = [];
  for (const j of jobs) {
    const art = { C: 'K', G: 'G', I: rng.chance(0.5) ? 'KU' : 'I', W: 'G' }[j.pay];
    const paid = j.pay === 'C';
    const clocked = r2(j.hours * (0.7 + rng.next() * 0.5));
    const lab = paid ? j.labour : 0;
    row(p, cols, [art, String(rng.int(11, 48)), j.def.de, num(j.hours, 'de'), num(clocked, 'de'), num(paid ? rate : 0, 'de'), num(lab, 'de')], { size: 8 });
    labour += lab;
    p.down(10.5);
    for (const l of j.parts) {
      const a = paid ? l.amount : 0;
      row(p, cols, ['', '', `  ${l.no}  ${l.text}`, String(l.qty), '', num(paid ? l.unit : 0, 'de'), num(a, 'de')], { size: 7.5 });
      partsSum += a;
      partNames.push(l.text);
      p.down(10);
    }
    p.down(5);
  }
  labour = r2(labour);
  partsSum = r2(partsSum);
  const net = r2(labour + partsSum);
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  p.down(6);
  const tc = [{ x: 350 }, { x: 555, align: 'right' as const }];
  for (const [k, v] of [
    ['Arbeitslohn (Auftragsart K)', labour],
    ['Teile (Auftragsart K)', partsSum],
    ['Netto', net],
    ['MwSt. 19 %', tax],
  ] as [string, number][]) {
    row(p, tc, [k, num(v, 'de')], { size: 8.5 });
    p.down(11.5);
  }
  p.down(4);
  p.box(345, p.y - 10, 215, 15, true);
  row(p, tc, ['Zu zahlen EUR', num(gross, 'de')], { bold: true, size: 10 });
  p.down(28);
  p.text(40, 'Garantie-, Kulanz- und interne Positionen werden nicht an den Kunden berechnet und sind mit 0,00 ausgewiesen.', { size: 7 });
  p.down(10);
  p.text(40, `Leistungsdatum entspricht Rechnungsdatum. Bankverbindung: ${rng.pick(['Sparkasse', 'Volksbank', 'Commerzbank'])} ${town.town}`, { size: 7 });
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

/** A carbon-copy Werkstattauftrag of the 1970s–80s: estimate authorisation at the top, hand-filled job lines. */
export function auftragKostenvoranschlag(rng: Random): Generated {
  const date = rng.date(1975, 1990);
  const year = Number(date.slice(0, 4));
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_D);
  const shop = `${rng.pick(['Kfz-Werkstatt', 'Auto-Reparatur', 'Kfz-Meisterbetrieb'])} ${personDe(rng)}`;
  const f = priceFactor(year, 'DM');
  const rate = r2(rng.int(55, 85) * f);
  const jobs = drawJobs(rng, rng.int(2, 3), year, rate, f, 'de');
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, shop, { size: 13, bold: true, serif: true });
  p.down(12).text(40, `${streetDe(rng)}, ${town.zip} ${town.town}, Fernruf ${phoneDe(rng)}`, { size: 8, serif: true });
  p.text(555, `Nr. ${rng.int(1000, 9999)}`, { y: 44, align: 'right', size: 11, bold: true });
  p.down(20);
  p.box(40, p.y - 12, 515, 18, true);
  p.text(297, 'REPARATUR-AUFTRAG', { size: 12, bold: true, align: 'center' });
  p.down(18);
  const cust = personDe(rng);
  field(p, 40, p.y, 260, 26, 'Name des Auftraggebers', cust, { serif: true });
  field(p, 300, p.y, 130, 26, 'Pol. Kennzeichen', plateD(rng, town.plate), { serif: true });
  field(p, 430, p.y, 125, 26, 'Annahme am', fd(addDays(date, -rng.int(0, 2)), 'de2'), { serif: true });
  p.down(26);
  field(p, 40, p.y, 180, 26, 'Fabrikat / Typ', `${car.make} ${car.model}`.slice(0, 30), { serif: true, size: 8 });
  field(p, 220, p.y, 210, 26, 'Fahrgestell-Nr.', vinFor(rng, car.make, car.year), { serif: true });
  field(p, 430, p.y, 125, 26, 'km-Stand', grp(km, '.'), { serif: true });
  p.down(44);
  const kv = Math.ceil((sum(jobs.map((j) => j.labour + sum(j.parts.map((l) => l.amount)))) * 1.25) / 50) * 50;
  p.text(40, `Auszuführende Arbeiten: ${jobs.map((j) => j.def.concernDe).join('; ')}`.slice(0, 110), { size: 8.5, serif: true });
  p.down(12);
  p.text(40, `Kostenvoranschlag bis DM ${num(kv, 'de')} genehmigt. Bei Überschreitung Rückruf unter ${phoneDe(rng)}.`, { size: 8.5, serif: true });
  p.down(26);
  sigLine(p, 300, 255, 'Unterschrift des Auftraggebers (Auftrag erteilt)');
  p.down(22);
  const cols = [
    { x: 40 },
    { x: 340, align: 'right' as const },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 555, align: 'right' as const },
  ];
  p.box(40, p.y - 10, 515, 14);
  row(p, cols, ['Ausgeführte Arbeiten / Material', 'Monteur', 'Std.', 'Lohn DM', 'Teile DM'], { bold: true, size: 8 });
  p.down(16);
  const partNames: string[] = [];
  let labour = 0;
  let partsSum = 0;
  for (const j of jobs) {
    row(p, cols, [j.def.de, initialsOf(personDe(rng)), num(j.hours, 'de'), num(j.labour, 'de'), ''], { serif: true, size: 9 });
    labour += j.labour;
    p.down(12);
    for (const l of j.parts) {
      row(p, cols, [`   ${l.qty > 1 ? l.qty + ' x ' : ''}${l.text}`, '', '', '', num(l.amount, 'de')], { serif: true, size: 8.5 });
      partsSum += l.amount;
      partNames.push(l.text);
      p.down(11);
    }
  }
  labour = r2(labour);
  partsSum = r2(partsSum);
  p.down(2);
  hline(p, 40, 515, p.y - 8);
  row(p, cols, ['Summen', '', '', num(labour, 'de'), num(partsSum, 'de')], { bold: true, size: 9 });
  const vat = vatDE(year);
  const net = r2(labour + partsSum);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  p.down(22);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Lohn + Teile', num(net, 'de')]);
  p.down(12);
  row(p, tc, [`${vat} % Mehrwertsteuer`, num(tax, 'de')]);
  p.down(14);
  row(p, tc, ['Gesamtbetrag DM', num(gross, 'de')], { bold: true, size: 10.5 });
  p.down(34);
  p.text(40, `${town.town}, den ${fd(date, 'de')}`, { serif: true, size: 9 });
  p.text(330, rng.pick(['Betrag bar erhalten', 'Dankend erhalten']), { serif: true, size: 9 });
  p.down(28);
  sigLine(p, 330, 180, 'Stempel / Unterschrift');
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: partsSum,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.def.de),
    partsUsed: partNames,
  });
}
