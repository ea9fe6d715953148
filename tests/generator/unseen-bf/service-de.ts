/**
 * German-language service paper of the owners' European cars: a Meisterbetrieb's software invoice with Arbeitswerte, a
 * Bosch-Dienst carbon bill in DM, an Austrian workshop bill in Schilling or euro, a Swiss garage with MWST and five-
 * Rappen rounding, a tyre service, an exhaust and brake quick service with VAT included, in Germany and Austria.
 */
import { PageBuilder } from '../page';
import { fd, hline, num, r05, r2, row, sum, vatCH, vatDE, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_JOBS, infl, pickJobs, serviceTruth } from './jobs';
import { atPlate, chPlate, dateAfter, deName, dePlate, deStreet, euCar, field, ownerAbroad, price, sumLine } from './kit';

const doc = (p: PageBuilder, truth: Generated['truth']): Generated => ({ items: p.items, language: 'de', truth });
const d = (n: number) => num(n, 'de');
const km = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
export const vatAT = (year: number) => (year < 1976 ? 16 : year < 1984 ? 18 : 20);
/** The labour rate of a German workshop, in euro at the year's level. */
const deRate = (rng: Random, year: number) => Math.round(rng.int(70, 110) * infl(year));

/** A German Meisterbetrieb's software invoice: Pos., Art.-Nr., AW for labour, sums of Lohn and Teile, MwSt. */
export function meisterbetriebRechnung(rng: Random): Generated {
  const date = dateAfter(rng, 2002, 2026);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng);
  const shop = rng.pick([
    `Kfz-Meisterbetrieb ${rng.pick(['Hofmann', 'Wörle', 'Köhler'])} GmbH`,
    `Autohaus ${rng.pick(['Zimmermann', 'Lehmann'])} e.K.`,
    'Oldtimer-Service Pfalz GmbH',
    `Kfz-Technik ${rng.pick(['Baumann', 'Wagner'])}`,
  ]);
  const awRate = r2(deRate(rng, year) / 12);
  const jobs = pickJobs(rng, DE_JOBS, rng.int(2, 4), year, awRate * 12);
  const kmStand = rng.int(38000, 240000);
  const abroad = rng.chance(0.4);
  const cust = abroad ? ownerAbroad(rng) : deName(rng);
  const p = new PageBuilder();
  p.text(40, shop, { y: 50, size: 15, bold: true });
  p.text(40, `${deStreet(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Kaiserslautern', 'Landstuhl', 'Heidelberg', 'Grafenwöhr', 'Rosenheim', 'Wiesbaden'])}`, {
    y: 64,
    size: 8,
  });
  p.text(40, `${shop} · ${deStreet(rng)}`.slice(0, 60), { y: 104, size: 6 });
  p.text(40, abroad ? `Mr. ${cust}` : `${rng.pick(['Herrn', 'Frau'])} ${cust}`, { y: 118, size: 10 });
  p.text(
    40,
    abroad
      ? rng.pick(['Unit 3220, Box 145, APO AE 09094', 'Am Harzhübel 12, 67663 Kaiserslautern'])
      : `${deStreet(rng)}, ${rng.int(10000, 99999)} ${rng.pick(['Mannheim', 'Augsburg', 'Trier'])}`,
    { y: 131, size: 10 },
  );
  const re = `${year}${rng.int(10000, 99999)}`;
  const info: [string, string][] = [
    ['Rechnung Nr.', re],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Kunden-Nr.', String(rng.int(10000, 99999))],
    ['Amtl. Kennz.', dePlate(rng, car.year + 30 <= year)],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Fz.-Ident.-Nr.', car.vin],
    ['km-Stand', km(kmStand)],
  ];
  info.forEach(([k, v], i) => {
    p.text(350, k, { y: 100 + i * 12, size: 8 });
    p.text(555, v, { y: 100 + i * 12, size: 8, align: 'right' });
  });
  p.text(40, 'RECHNUNG', { y: 200, size: 13, bold: true });
  p.y = 222;
  const cols: Col[] = [{ x: 44 }, { x: 70 }, { x: 140 }, { x: 410, align: 'right' }, { x: 480, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt €'], { size: 7.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(17);
  let pos = 1;
  for (const j of jobs) {
    const aw = Math.round(j.hours * 12);
    const lab = r2(aw * awRate);
    j.labor = lab;
    row(p, cols, [String(pos++), `${rng.int(10, 99)}${rng.int(100, 999)}00`, j.job, `${aw} AW`, d(awRate), d(lab)], { size: 8.5 });
    p.down(12);
    for (const x of j.parts) {
      row(p, cols, [String(pos++), x.code.replace('-', ' '), x.text, `${x.qty} St`, d(x.unit), d(x.amount)], { size: 8.5 });
      p.down(12);
    }
    p.down(4);
  }
  const lohn = sum(jobs.map((j) => j.labor));
  const parts = jobs.flatMap((j) => j.parts);
  const teile = sum(parts.map((x) => x.amount));
  const net = sum([lohn, teile]);
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const total = sum([net, vat]);
  p.y = Math.max(p.y + 12, 520);
  hline(p, 320, 235, p.y - 10);
  sumLine(p, 330, 550, 'Summe Lohn', d(lohn));
  sumLine(p, 330, 550, 'Summe Teile', d(teile));
  sumLine(p, 330, 550, 'Nettobetrag', d(net));
  sumLine(p, 330, 550, `zzgl. ${rate} % MwSt.`, d(vat));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'Rechnungsbetrag EUR', d(total), { bold: true, size: 10 });
  p.y += 14;
  p.text(40, `Leistungsdatum entspricht Rechnungsdatum. Zahlbar sofort ohne Abzug. 1 AW = 5 Minuten.`, { size: 7.5 });
  p.text(
    40,
    `${shop} · St.-Nr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)} · IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { y: 800, size: 6.5 },
  );
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: lohn,
      partsCost: teile,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job),
      partsUsed: parts.map((x) => x.text),
    }),
  );
}

/** A Bosch-Dienst's carbon bill in DM (1968–1989): Arbeitslohn and Material sums, Mehrwertsteuer of the year. */
export function boschDienstDurchschlag(rng: Random): Generated {
  const date = dateAfter(rng, 1968, 1989);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng, year);
  const shop = `${rng.pick(['Auto-Elektrik', 'Autoelektrik und Vergaserdienst', 'Kfz-Elektrik'])} ${rng.pick(['Huber', 'Moser', 'Schwarz'])}`;
  const jobs = pickJobs(rng, DE_JOBS, rng.int(2, 3), year, deRate(rng, year) * 1.9, 1.9);
  const kmStand = rng.int(20000, 180000);
  const p = new PageBuilder();
  p.text(40, shop, { y: 54, size: 16, bold: true, serif: true });
  p.text(40, 'BOSCH-DIENST', { y: 70, size: 10, bold: true });
  p.text(
    40,
    `${deStreet(rng)} · ${rng.int(1000, 8999)} ${rng.pick(['München', 'Stuttgart', 'Nürnberg', 'Freiburg'])} · Fernruf ${rng.int(10, 999)} ${rng.int(1000, 99999)}`,
    { y: 83, size: 8 },
  );
  p.text(555, `Nr. ${rng.int(1000, 9999)}`, { y: 54, size: 11, bold: true, align: 'right' });
  const y0 = 100;
  field(p, 40, y0, 300, 26, 'Auftraggeber', deName(rng), { serif: true });
  field(p, 340, y0, 215, 26, 'Datum', fd(date, rng.pick(['de', 'de2'])), { serif: true });
  field(p, 40, y0 + 26, 180, 26, 'Fahrzeug / Typ', `${car.make.replace('Mercedes-Benz', 'MB')} ${car.model}`, { serif: true, size: 9 });
  field(p, 220, y0 + 26, 120, 26, 'Pol. Kennzeichen', dePlate(rng), { serif: true });
  field(p, 340, y0 + 26, 215, 26, 'km-Stand', km(kmStand), { serif: true });
  p.y = y0 + 76;
  p.text(40, 'Ausgeführte Arbeiten', { size: 9, bold: true });
  p.text(550, 'DM', { size: 9, bold: true, align: 'right' });
  p.down(15);
  for (const j of jobs) {
    p.text(50, j.job, { size: 9.5, serif: true });
    p.text(550, d(j.labor), { size: 9.5, serif: true, align: 'right' });
    p.down(14);
  }
  const lohn = sum(jobs.map((j) => j.labor));
  sumLine(p, 330, 550, 'Arbeitslohn', d(lohn), { bold: true, serif: true });
  p.down(10);
  p.text(40, 'Ersatzteile und Material', { size: 9, bold: true });
  p.down(15);
  const parts = jobs.flatMap((j) => j.parts);
  for (const x of parts) {
    p.text(50, `${x.qty} ${x.text}`, { size: 9.5, serif: true });
    p.text(550, d(x.amount), { size: 9.5, serif: true, align: 'right' });
    p.down(14);
  }
  const mat = sum(parts.map((x) => x.amount));
  sumLine(p, 330, 550, 'Material', d(mat), { bold: true, serif: true });
  const net = sum([lohn, mat]);
  const rate = vatDE(year);
  const vat = r2((net * rate) / 100);
  const total = sum([net, vat]);
  p.y = Math.max(p.y + 16, 470);
  hline(p, 320, 235, p.y - 11);
  sumLine(p, 330, 550, 'Summe', d(net), { serif: true });
  sumLine(p, 330, 550, `+ ${rate} % Mehrwertsteuer`, d(vat), { serif: true });
  sumLine(p, 330, 550, 'Endbetrag DM', d(total), { bold: true, serif: true, size: 10.5 });
  p.down(16);
  p.text(40, rng.pick(['Betrag dankend erhalten.', 'Zahlbar netto Kasse.', 'Bar bezahlt.']), { size: 9, serif: true });
  p.text(340, '(Stempel / Unterschrift)', { size: 7 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job),
      partsUsed: parts.map((x) => x.text),
    }),
  );
}

/** An Austrian workshop's bill (1975–2026): Schilling until 2001, euro after; Arbeitszeit and Material, USt of the year. */
export function oesterreichWerkstatt(rng: Random): Generated {
  const date = dateAfter(rng, 1975, 2026);
  const year = Number(date.slice(0, 4));
  const ats = year < 2002;
  const car = euCar(rng, year);
  const town = rng.pick(['Zell am See', 'Lienz', 'Bad Ischl', 'Villach', 'Imst', 'Wiener Neustadt']);
  const shop = rng.pick([
    `Autowerkstätte ${rng.pick(['Gruber', 'Kaltenbrunner', 'Brandstätter'])} GesmbH`,
    `Kfz-Meister ${rng.pick(['Egger', 'Steiner'])}`,
    `Autohaus ${town} OG`,
  ]);
  const scale = ats ? 13.76 : 1;
  const jobs = pickJobs(rng, DE_JOBS, rng.int(2, 3), year, deRate(rng, year) * scale, scale);
  const kmStand = rng.int(30000, 220000);
  const tourist = rng.chance(0.5);
  const p = new PageBuilder();
  p.text(297, shop, { y: 52, size: 15, bold: true, align: 'center' });
  p.text(297, `A-${rng.int(1000, 9999)} ${town}, ${deStreet(rng)} · Tel. 0${rng.int(3000, 7999)}/${rng.int(10000, 99999)}`, {
    y: 66,
    size: 8,
    align: 'center',
  });
  if (!ats)
    p.text(297, `UID: ATU${rng.int(10000000, 99999999)} · FN ${rng.int(10000, 99999)}${rng.pick(['a', 'k', 'm'])}`, { y: 77, size: 7, align: 'center' });
  hline(p, 40, 515, 84);
  p.y = 106;
  p.text(40, tourist ? `${ownerAbroad(rng)}, derzeit Hotel ${rng.pick(['Post', 'Alpenrose', 'Goldener Hirsch'])}, ${town}` : deName(rng), { size: 10 });
  p.down(13);
  p.text(
    40,
    tourist
      ? rng.pick(['Wohnort: Sarasota, Florida, USA', 'Wohnort: Spokane, Washington, USA', 'Wohnort: Guelph, Ontario, Kanada'])
      : `${deStreet(rng)}, ${rng.int(1000, 9999)} ${rng.pick(['Salzburg', 'Linz', 'Graz'])}`,
    { size: 10 },
  );
  p.down(26);
  p.text(40, `Rechnung Nr. ${rng.int(100, 9999)}/${String(year).slice(2)}`, { size: 12, bold: true });
  p.text(555, `${town}, am ${fd(date, rng.pick(['de', 'delong']))}`, { size: 9, align: 'right' });
  p.down(16);
  p.text(
    40,
    `Fahrzeug: ${car.make} ${car.model}   Kennzeichen: ${tourist ? rng.pick(['Überstellung (US-Zulassung)', dePlate(rng)]) : atPlate(rng)}   Kilometerstand: ${km(kmStand)}`,
    { size: 8.5 },
  );
  p.down(22);
  const cols: Col[] = [{ x: 44 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Arbeitszeit', 'Std.', 'à', 'Betrag'], { size: 8, bold: true });
  p.down(13);
  const rate = r2(jobs[0].labor / jobs[0].hours);
  for (const j of jobs) {
    row(p, cols, [j.job, j.hours.toFixed(1).replace('.', ','), d(rate), d(j.labor)], { size: 9 });
    p.down(13);
  }
  const lohn = sum(jobs.map((j) => j.labor));
  sumLine(p, 330, 550, 'Summe Arbeitszeit', d(lohn), { bold: true });
  p.down(6);
  row(p, cols, ['Material', 'Menge', 'à', 'Betrag'], { size: 8, bold: true });
  p.down(13);
  const parts = jobs.flatMap((j) => j.parts);
  for (const x of parts) {
    row(p, cols, [x.text, String(x.qty), d(x.unit), d(x.amount)], { size: 9 });
    p.down(13);
  }
  const mat = sum(parts.map((x) => x.amount));
  sumLine(p, 330, 550, 'Summe Material', d(mat), { bold: true });
  const net = sum([lohn, mat]);
  const vr = vatAT(year);
  const vat = r2((net * vr) / 100);
  const total = sum([net, vat]);
  p.y = Math.max(p.y + 14, 470);
  hline(p, 320, 235, p.y - 11);
  sumLine(p, 330, 550, 'Nettobetrag', d(net));
  sumLine(p, 330, 550, `${vr} % USt.`, d(vat));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, `Gesamtbetrag ${ats ? 'öS' : 'EUR'}`, d(total), { bold: true, size: 10 });
  p.down(14);
  p.text(40, tourist ? 'Betrag in bar erhalten. Gute Weiterfahrt!' : 'Zahlbar binnen 14 Tagen ohne Abzug.', { size: 8.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job),
      partsUsed: parts.map((x) => x.text),
    }),
  );
}

/** A Swiss garage (1995–2026): Arbeit and Material in CHF, MWST of the year, total rounded to five Rappen. */
export function schweizerGarage(rng: Random): Generated {
  const date = dateAfter(rng, 1995, 2026);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng);
  const town = rng.pick(['Wil SG', 'Langenthal', 'Sursee', 'Frauenfeld', 'Chur', 'Brugg AG']);
  const shop = rng.pick([
    `Garage ${rng.pick(['Pfister', 'Frei', 'Aebischer', 'Meier'])} AG`,
    `Garage & Carrosserie ${rng.pick(['Moser', 'Steiner'])}`,
    `Oldtimer-Werkstatt ${town.split(' ')[0]} GmbH`,
  ]);
  const jobs = pickJobs(rng, DE_JOBS, rng.int(2, 4), year, Math.round(deRate(rng, year) * 1.45), 1.35);
  const kmStand = rng.int(30000, 220000);
  const ch = (n: number) => num(n, 'ch');
  const p = new PageBuilder();
  p.text(40, shop, { y: 52, size: 15, bold: true });
  p.text(40, `${deStreet(rng).replace('straße', 'strasse').replace('Straße', 'Strasse')}, CH-${rng.int(1000, 9699)} ${town}`, { y: 66, size: 8.5 });
  p.text(
    40,
    `Tel. 0${rng.int(21, 81)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)} · MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`,
    { y: 78, size: 8 },
  );
  p.text(350, deName(rng), { y: 118, size: 10 });
  p.text(350, `${deStreet(rng).replace('straße', 'strasse')}, ${rng.int(1000, 9699)} ${rng.pick(['Winterthur', 'Baden', 'Olten'])}`, { y: 131, size: 10 });
  p.y = 170;
  p.text(40, `Rechnung ${rng.int(20000, 89999)}`, { size: 12, bold: true });
  p.text(555, `${town.split(' ')[0]}, ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(16);
  p.text(
    40,
    `${car.make} ${car.model} · Kontrollschild ${chPlate(rng)} · Stamm-Nr. ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} · km ${num(kmStand, 'ch').split('.')[0]}`,
    { size: 8.5 },
  );
  p.down(22);
  const cols: Col[] = [{ x: 44 }, { x: 410, align: 'right' }, { x: 480, align: 'right' }, { x: 550, align: 'right' }];
  p.text(40, 'Arbeit', { size: 9, bold: true });
  p.down(13);
  for (const j of jobs) {
    row(p, cols, [j.job, `${j.hours.toFixed(2)} h`, ch(r2(j.labor / j.hours)), ch(j.labor)], { size: 8.5 });
    p.down(12);
  }
  p.down(6);
  p.text(40, 'Material', { size: 9, bold: true });
  p.down(13);
  const parts = jobs.flatMap((j) => j.parts);
  for (const x of parts) {
    row(p, cols, [x.text, `${x.qty} Stk`, ch(x.unit), ch(x.amount)], { size: 8.5 });
    p.down(12);
  }
  const arbeit = sum(jobs.map((j) => j.labor));
  const mat = sum(parts.map((x) => x.amount));
  const net = sum([arbeit, mat]);
  const vr = vatCH(year);
  const vat = r2((net * vr) / 100);
  const raw = sum([net, vat]);
  const total = r05(raw);
  const rd = r2(total - raw);
  p.y = Math.max(p.y + 16, 460);
  hline(p, 320, 235, p.y - 11);
  sumLine(p, 330, 550, 'Total Arbeit', ch(arbeit));
  sumLine(p, 330, 550, 'Total Material', ch(mat));
  sumLine(p, 330, 550, 'Total exkl. MWST', ch(net));
  sumLine(p, 330, 550, `MWST ${vr} %`, ch(vat));
  if (rd) sumLine(p, 330, 550, 'Rundung', ch(rd));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'Total CHF', ch(total), { bold: true, size: 10 });
  p.down(14);
  p.text(40, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  p.text(40, '— Empfangsschein / Zahlteil QR-Rechnung —', { y: 700, size: 7 });
  p.box(40, 706, 515, 0.01);
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: arbeit,
      partsCost: mat,
      totalCost: total,
      workPerformed: jobs.map((j) => j.job),
      partsUsed: parts.map((x) => x.text),
    }),
  );
}

/** A German tyre service (1995–2026): tyres and valves as Waren, fitting as Dienstleistung, disposal as a fee. */
export function reifendienst(rng: Random): Generated {
  const date = dateAfter(rng, 1995, 2026);
  const year = Number(date.slice(0, 4));
  const dm = year < 2002;
  const sc = dm ? 1.95583 : 1;
  const car = euCar(rng);
  const shop = rng.pick([
    `Reifen-${rng.pick(['Huber', 'Köhler', 'Schneider'])} GmbH`,
    'Reifendienst am Ring',
    `Reifen + Räder ${rng.pick(['Wagner', 'Lehmann'])}`,
  ]);
  const kmStand = rng.int(20000, 200000);
  const n = rng.pick([2, 4]);
  const tyre = rng.pick([
    'Michelin XWX 205/70 VR 14',
    'Pirelli Cinturato CN36 185/70 VR 15',
    'Vredestein Sprint Classic 165 HR 15',
    'Michelin XZX 165 SR 14',
    'Avon CR6ZZ 205/70 VR 15',
  ]);
  const k = infl(year) * sc;
  const waren: [string, number, number][] = [
    [tyre, n, price(rng, Math.round(110 * k), Math.round(260 * k))],
    ['Gummiventil', n, price(rng, Math.round(2 * k) + 1, Math.round(4 * k) + 2)],
  ];
  const dienst: [string, number, number][] = [['Reifen montieren und auswuchten', n, price(rng, Math.round(12 * k), Math.round(22 * k))]];
  if (rng.chance(0.5)) dienst.push(['Achsvermessung', 1, price(rng, Math.round(60 * k), Math.round(95 * k))]);
  const entsorgung: [string, number, number] = ['Altreifenentsorgung', n, price(rng, Math.round(2 * k) + 1, Math.round(4 * k) + 2)];
  const ext = (l: [string, number, number]) => r2(l[1] * l[2]);
  const wSum = sum(waren.map(ext));
  const dSum = sum(dienst.map(ext));
  const eSum = ext(entsorgung);
  const net = sum([wSum, dSum, eSum]);
  const vr = vatDE(year);
  const vat = r2((net * vr) / 100);
  const total = sum([net, vat]);
  const p = new PageBuilder();
  p.box(40, 36, 515, 48, true);
  p.text(52, shop, { y: 58, size: 15, bold: true });
  p.text(52, `${deStreet(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Bielefeld', 'Würzburg', 'Koblenz', 'Ulm'])} · Reifen · Felgen · Achsvermessung`, {
    y: 74,
    size: 8,
  });
  p.y = 110;
  p.text(40, `Kunde: ${rng.chance(0.3) ? ownerAbroad(rng) : deName(rng)}`, { size: 9.5 });
  p.text(555, `Rechnung ${rng.int(100000, 999999)}`, { size: 9.5, bold: true, align: 'right' });
  p.down(13);
  p.text(40, `Fahrzeug: ${car.make} ${car.model}, ${dePlate(rng, rng.chance(0.5))}`, { size: 9.5 });
  p.text(555, `Datum: ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(13);
  p.text(40, `Kilometerstand: ${km(kmStand)}`, { size: 9.5 });
  p.down(26);
  const cols: Col[] = [{ x: 44 }, { x: 400, align: 'right' }, { x: 475, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Bezeichnung', 'Menge', 'E-Preis', 'Betrag'], { size: 8, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(17);
  const block = (title: string, ls: [string, number, number][], total: number) => {
    p.text(44, title, { size: 8.5, bold: true });
    p.down(12);
    for (const l of ls) {
      row(p, cols, [l[0], String(l[1]), d(l[2]), d(ext(l))], { size: 9 });
      p.down(12);
    }
    sumLine(p, 330, 550, `Summe ${title}`, d(total), { size: 8.5 });
    p.down(4);
  };
  block('Waren', waren, wSum);
  block('Dienstleistungen', dienst, dSum);
  block('Entsorgung', [entsorgung], eSum);
  p.y = Math.max(p.y + 12, 430);
  sumLine(p, 330, 550, 'Netto', d(net));
  sumLine(p, 330, 550, `MwSt. ${vr} %`, d(vat));
  sumLine(p, 330, 550, `Gesamt ${dm ? 'DM' : 'EUR'}`, d(total), { bold: true, size: 10.5 });
  p.down(14);
  p.text(40, `Bitte Radmuttern nach 50 km nachziehen lassen. DOT der montierten Reifen: ${rng.int(10, 52)}${String(year).slice(2)}.`, { size: 7.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: dSum,
      partsCost: wSum,
      totalCost: total,
      workPerformed: dienst.map((l) => l[0]),
      partsUsed: waren.map((l) => l[0]),
    }),
  );
}

/** An exhaust and brake quick service (1985–2015): gross prices, VAT only stated as included, no separate sums. */
export function auspuffBremsenSchnelldienst(rng: Random): Generated {
  const date = dateAfter(rng, 1985, 2015);
  const year = Number(date.slice(0, 4));
  const at = rng.chance(0.35);
  const cur = year < 2002 ? (at ? 'öS' : 'DM') : 'EUR';
  const sc = year < 2002 ? (at ? 13.76 : 1.95583) : 1;
  const car = euCar(rng, year);
  const shop = rng.pick(['Auspuff + Bremsen Schnelldienst', 'Auspuff-Center', 'Bremsen- und Auspuffdienst']) + ` ${rng.pick(['Egger', 'Schwarz', 'Wagner'])}`;
  const kmStand = rng.int(40000, 230000);
  const k = infl(year) * sc;
  const items: [string, number][] = rng
    .some<[string, number, number]>(
      [
        ['Endschalldämpfer Edelstahl', 140, 320],
        ['Mittelschalldämpfer', 90, 210],
        ['Montagesatz (Schellen, Gummilager)', 15, 35],
        ['Bremsbeläge vorn', 40, 90],
        ['Bremsscheiben vorn (Paar)', 80, 170],
      ],
      3,
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k), [0, 50, 90])] as [string, number]);
  const work: [string, number][] = [
    [rng.pick(['Montage Auspuffanlage', 'Einbau Schalldämpfer']), price(rng, Math.round(35 * k), Math.round(70 * k), [0, 50])],
    [rng.pick(['Bremsen vorn komplett montiert', 'Bremsprüfstand-Test']), price(rng, Math.round(25 * k), Math.round(60 * k), [0, 50])],
  ];
  const all = [...work, ...items];
  const total = sum(all.map((x) => x[1]));
  const vr = at ? vatAT(year) : vatDE(year);
  const vat = r2((total * vr) / (100 + vr));
  const p = new PageBuilder();
  p.text(297, shop, { y: 56, size: 16, bold: true, align: 'center' });
  p.text(
    297,
    `${deStreet(rng)} · ${at ? 'A-' : ''}${rng.int(1000, 99999)} ${at ? rng.pick(['Wels', 'Dornbirn', 'St. Pölten']) : rng.pick(['Landshut', 'Gießen', 'Paderborn'])} · Ohne Termin — sofort!`,
    { y: 70, size: 8.5, align: 'center' },
  );
  p.y = 104;
  p.text(40, `Barverkaufsrechnung Nr. ${rng.int(1000, 99999)}`, { size: 11, bold: true });
  p.text(555, fd(date, 'de'), { size: 10, align: 'right' });
  p.down(16);
  p.text(40, `${car.make} ${car.model} · ${at ? atPlate(rng) : dePlate(rng)} · km ${km(kmStand)}`, { size: 9 });
  p.down(24);
  p.box(40, p.y - 12, 515, 18, true);
  p.text(46, 'Leistung / Artikel', { size: 8.5, bold: true });
  p.text(550, `Preis ${cur}`, { size: 8.5, bold: true, align: 'right' });
  p.down(20);
  for (const [t, v] of all) {
    p.text(46, t, { size: 9.5 });
    p.text(550, d(v), { size: 9.5, align: 'right' });
    p.down(14);
  }
  p.y = Math.max(p.y + 16, 330);
  hline(p, 320, 235, p.y - 12);
  sumLine(p, 330, 550, `Gesamtbetrag ${cur}`, d(total), { bold: true, size: 11 });
  sumLine(p, 330, 550, `darin enthalten ${vr} % ${at ? 'USt.' : 'MwSt.'}`, d(vat), { size: 8.5 });
  p.down(20);
  p.text(40, 'Alle Preise inkl. Mehrwertsteuer. Garantie auf Auspuff: 2 Jahre bei Vorlage dieser Rechnung.', { size: 8 });
  p.text(40, 'Betrag bar erhalten: ______________________', { y: p.y + 26, size: 9 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      totalCost: total,
      workPerformed: work.map((x) => x[0]),
      partsUsed: items.map((x) => x[0]),
    }),
  );
}
