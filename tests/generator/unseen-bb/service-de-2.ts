/**
 * German independent workshops' bills in euros, 2002–2026: hours × rate labour table with a boxed band of sums, the
 * shop software's mixed table with a vehicle box, the classic specialist's Arbeitswerte with the sums in a sentence,
 * the bill with the HU fee passed through, and the one-man business without VAT.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_CARS, PACKS_DE, dePlate, deAddress, digits, hourly, letters, lines, mileage, name, packs, price, surname, thousands, vatDe } from './kit';

const dn = (n: number) => num(n, 'de');
const q = (n: number) => (Number.isInteger(n) ? String(n) : String(n).replace('.', ','));

/** 2002–2019: labour as "Std. × Satz" lines, parts with numbers, the sums in a boxed band across the page. */
export function stundenSatzEuro(rng: Random): Generated {
  const date = rng.date(2002, 2019);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = rng.pick([`KFZ-Technik ${owner} GmbH`, `Autowerkstatt ${owner} e.K.`, `${owner} Fahrzeugtechnik`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'EUR', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_DE, 2, 4), year, 'EUR', rate);
  const lohn = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(lohn + mat);
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(545, shop, { size: 16, bold: true, align: 'right', y: 56 });
  p.text(545, `Meisterbetrieb der Kfz-Innung · ${a.street} · ${a.line2}`, { size: 8, align: 'right', y: 70 });
  p.text(
    545,
    `Tel. 0${rng.int(2, 9)}${digits(rng, 3)} ${digits(rng, 6)} · info@${owner.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ä/g, 'ae')}-kfz.de`,
    { size: 8, align: 'right', y: 81 },
  );
  p.text(50, `${shop} · ${a.street} · ${a.line2}`, { size: 6.5, y: 130 });
  p.y = 146;
  for (const l of [rng.pick(['Herrn', 'Frau']), name(rng, 'de'), cust.street, cust.line2]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  const ic: Col[] = [{ x: 370 }, { x: 545, align: 'right' }];
  p.y = 146;
  for (const [k, val] of [
    ['Rechnung Nr.', `R${year}-${rng.int(1000, 4999)}`],
    ['Datum', fd(date, 'de')],
    ['Kunden-Nr.', String(rng.int(10000, 29999))],
  ]) {
    row(p, ic, [k, val], { size: 9 });
    p.down(13);
  }
  p.text(50, 'Rechnung', { size: 15, bold: true, y: 236 });
  p.y = 256;
  const plate = dePlate(rng, cust.district, year - car.built >= 30 && rng.chance(0.6));
  p.text(50, `Kennzeichen: ${plate}    Fahrzeug: ${car.make} ${car.model}    Erstzulassung: ${String(rng.int(1, 12)).padStart(2, '0')}/${car.built}`, {
    size: 8.5,
  });
  p.down(12);
  p.text(50, `FIN: ${car.chassis(rng)}    Kilometerstand: ${thousands(km, '.')}`, { size: 8.5 });
  p.down(26);
  const lc: Col[] = [{ x: 50 }, { x: 390, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, lc, ['Arbeiten', 'Std.', 'Satz €', 'Betrag €'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  for (const l of jobs) {
    row(p, lc, [l.text, `${dn(l.qty)} ×`, dn(l.unit), dn(l.amount)], { size: 9 });
    p.down(13);
  }
  p.down(14);
  const pc: Col[] = [{ x: 50 }, { x: 115 }, { x: 390, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, pc, ['Art.-Nr.', 'Ersatzteile / Material', 'Menge', 'EP €', 'Betrag €'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  for (const l of parts) {
    row(p, pc, [l.code ?? '', l.text, `${l.qty} ${l.unitWord}`, dn(l.unit), dn(l.amount)], { size: 9 });
    p.down(13);
  }
  p.down(20);
  const by = p.y;
  p.box(50, by, 495, 36, true);
  const bx = [56, 170, 280, 400];
  ['Lohn netto', 'Teile netto', `MwSt. ${v} %`, 'Gesamtbetrag EUR'].forEach((t, i) => p.text(bx[i], t, { size: 7.5, y: by + 12 }));
  [lohn, mat, vat, total].forEach((n, i) => p.text(bx[i], dn(n), { size: i === 3 ? 12 : 10, bold: i === 3, y: by + 29 }));
  p.y = by + 62;
  p.text(50, `Zahlbar bis ${fd(addDays(date, 14), 'de')} ohne Abzug. Es gelten unsere Reparaturbedingungen.`, { size: 8.5 });
  p.text(
    50,
    `${shop} · Amtsgericht ${a.town} HRB ${rng.int(1000, 9999)} · USt-IdNr. DE${digits(rng, 9)} · IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    {
      size: 6.5,
      y: 800,
    },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 2018–2026: today's shop software: framed vehicle data, one table of positions with articles and units, totals in the right column, the legal footer. */
export function modernRechnung(rng: Random): Generated {
  const date = rng.date(2018, 2026);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = rng.pick([`Autoservice ${owner} GmbH`, `${owner} & Sohn Kfz-Meisterbetrieb`, `Werkstatt ${owner} GmbH & Co. KG`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'EUR', rng);
  const { mixed, jobs, parts } = lines(rng, packs(rng, PACKS_DE, 2, 4), year, 'EUR', rate);
  const net = sum(mixed.map((l) => l.amount));
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(50, shop, { size: 15, bold: true, y: 52 });
  p.text(50, `${a.street} · ${a.line2}`, { size: 8.5, y: 66 });
  p.text(545, `Telefon 0${rng.int(2, 9)}${digits(rng, 2)} ${digits(rng, 5)}`, { size: 8.5, align: 'right', y: 52 });
  p.text(545, 'Mo–Fr 7:30–17:30 Uhr', { size: 8.5, align: 'right', y: 64 });
  p.y = 120;
  for (const l of [name(rng, 'de'), cust.street, cust.line2]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  const ic: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  p.y = 110;
  for (const [k, val] of [
    ['Rechnungsnummer', `${year}${digits(rng, 5)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungsdatum', fd(date, 'de')],
    ['Kundennummer', `K${digits(rng, 5)}`],
    ['Sachbearbeiter', `${rng.pick(['T.', 'M.', 'S.', 'J.'])} ${surname(rng, 'de')}`],
  ]) {
    row(p, ic, [k, val], { size: 8.5 });
    p.down(12);
  }
  p.text(50, 'Rechnung', { size: 16, bold: true, y: 200 });
  const by = 214;
  p.box(50, by, 495, 42);
  p.text(56, 'Fahrzeugdaten', { size: 8, bold: true, y: by + 11 });
  const vc: [string, string, number, number][] = [
    ['Kennzeichen', dePlate(rng, cust.district, year - car.built >= 30), 56, 24],
    ['Hersteller / Typ', `${car.make} ${car.model}`, 160, 24],
    ['FIN', car.chassis(rng), 330, 24],
    ['Kilometerstand', `${thousands(km, '.')} km`, 470, 24],
  ];
  for (const [k, val, x] of vc) {
    p.text(x, k, { size: 7, y: by + 24 });
    p.text(x, val, { size: 9, y: by + 36 });
  }
  const cols: Col[] = [
    { x: 64, align: 'right' },
    { x: 74 },
    { x: 134 },
    { x: 390, align: 'right' },
    { x: 400 },
    { x: 478, align: 'right' },
    { x: 545, align: 'right' },
  ];
  p.y = 284;
  row(p, cols, ['Pos', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'Einh.', 'EP €', 'Gesamt €'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  mixed.forEach((l, i) => {
    const code = l.kind === 'job' ? `AL${digits(rng, 3)}` : (l.code ?? '');
    row(p, cols, [String(i + 1), code, l.text, dn(l.qty), l.kind === 'job' ? 'Std' : l.unitWord === 'Ltr' ? 'l' : 'St', dn(l.unit), dn(l.amount)], {
      size: 8.5,
    });
    p.down(13);
  });
  hline(p, 50, 495, p.y - 5);
  p.down(12);
  const tc: Col[] = [{ x: 380 }, { x: 545, align: 'right' }];
  row(p, tc, ['Nettobetrag', `${dn(net)} €`], { size: 9 });
  p.down(13);
  row(p, tc, [`USt. ${v} %`, `${dn(vat)} €`], { size: 9 });
  p.down(15);
  row(p, tc, ['Rechnungsbetrag', `${dn(total)} €`], { size: 10.5, bold: true });
  p.down(30);
  if (v === 16) {
    p.text(50, 'Leistung im Zeitraum der befristeten Senkung des Umsatzsteuersatzes erbracht.', { size: 8 });
    p.down(12);
  }
  p.text(50, `Zahlbar ohne Abzug bis ${fd(addDays(date, 10), 'de')}. Vielen Dank für Ihren Auftrag!`, { size: 8.5 });
  const f = 792;
  p.text(50, `${shop} · Sitz ${a.town} · Geschäftsführer ${name(rng, 'de')}`, { size: 6.5, y: f });
  p.text(
    50,
    `Amtsgericht ${a.town} HRB ${rng.int(10000, 99999)} · USt-IdNr. DE${digits(rng, 9)} · IBAN DE${digits(rng, 20)} · BIC ${letters(rng, 4)}DE${letters(rng, 2)}XXX`,
    { size: 6.5, y: f + 9 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 2008–2026: a classic-car specialist; work in Arbeitswerte, parts listed, and the sums worked out in one sentence at the end. */
export function klassikSpezialistSatz(rng: Random): Generated {
  const date = rng.date(2008, 2026);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = rng.pick([`Klassikwerkstatt ${owner}`, `Oldtimer-Service ${owner}`, `${owner} Classic Cars`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year - 30));
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'EUR', rng);
  const aw = r2(rate / 10);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_DE, 2, 4), year, 'EUR', rate);
  for (const j of jobs) {
    j.qty = Math.max(2, Math.round(j.qty * 10));
    j.unit = aw;
    j.amount = r2(j.qty * aw);
  }
  const lohn = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(lohn + mat);
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { size: 18, serif: true, align: 'center', y: 60 });
  p.text(297, 'Wartung · Restaurierung · Gutachtenvorbereitung für Fahrzeuge mit H-Kennzeichen', { size: 8.5, serif: true, align: 'center', y: 76 });
  p.text(297, `${a.street} · ${a.line2} · ${digits(rng, 5)} ${digits(rng, 6)}`, { size: 8.5, serif: true, align: 'center', y: 88 });
  p.y = 140;
  for (const l of [name(rng, 'de'), cust.street, cust.line2]) {
    p.text(50, l, { size: 10, serif: true });
    p.down(13);
  }
  p.text(545, fd(date, 'delong'), { size: 10, serif: true, align: 'right', y: 140 });
  p.text(50, `Rechnung ${rng.int(100, 999)}/${String(year).slice(2)}`, { size: 13, bold: true, serif: true, y: 214 });
  const plate = dePlate(rng, cust.district, true);
  p.text(50, `${car.make} ${car.model}, Baujahr ${car.built} · ${plate} · Tachostand ${thousands(km, '.')} km`, { size: 9.5, serif: true, y: 232 });
  p.y = 262;
  const c: Col[] = [{ x: 50 }, { x: 430, align: 'right' }, { x: 545, align: 'right' }];
  row(p, c, ['Arbeitsleistungen', 'AW', '€'], { bold: true, serif: true, size: 9.5 });
  p.down(15);
  for (const l of jobs) {
    row(p, c, [l.text, String(l.qty), dn(l.amount)], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.text(50, `(1 AW = 6 Minuten zu ${dn(aw)} €)`, { size: 8, serif: true });
  p.down(22);
  row(p, [{ x: 50 }, { x: 430, align: 'right' }, { x: 545, align: 'right' }], ['Ersatzteile und Material', 'Menge', '€'], {
    bold: true,
    serif: true,
    size: 9.5,
  });
  p.down(15);
  for (const l of parts) {
    row(p, c, [l.text, `${l.qty} ${l.unitWord}`, dn(l.amount)], { serif: true, size: 9.5 });
    p.down(13);
  }
  p.down(20);
  const sentence = `Arbeitslohn ${dn(lohn)} € zuzüglich Ersatzteile ${dn(mat)} € ergibt ${dn(net)} € netto, zuzüglich ${v} % Mehrwertsteuer ${dn(vat)} €, Rechnungsbetrag ${dn(total)} €.`;
  para(p, 50, sentence, 95, { serif: true, size: 10 });
  p.down(10);
  para(
    p,
    50,
    `Bitte überweisen Sie den Betrag innerhalb von 14 Tagen. Die ausgebauten Altteile liegen zur Abholung bereit. Gute Fahrt mit Ihrem ${car.make}!`,
    100,
    { serif: true, size: 9.5 },
  );
  p.down(20);
  p.text(50, owner, { size: 11, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 2003–2019: repairs before the inspection, the HU fee of the testing body passed through without VAT at the foot. */
export function huVorbereitung(rng: Random): Generated {
  const date = rng.date(2003, 2019);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = rng.pick([`Kfz-Meisterbetrieb ${owner}`, `Autoreparatur ${owner}`, `Freie Werkstatt ${owner}`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'EUR', rng);
  const { mixed, jobs, parts } = lines(rng, packs(rng, PACKS_DE, 1, 3), year, 'EUR', rate);
  const net = sum(mixed.map((l) => l.amount));
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const hu = price(year < 2012 ? 62 : 70, year, 'EUR', rng);
  const total = r2(net + vat + hu);
  const body = rng.pick(['TÜV', 'DEKRA', 'GTÜ', 'KÜS']);
  const huText = `Hauptuntersuchung nach § 29 StVZO durch ${body}`;
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(50, shop, { size: 14, bold: true, y: 54 });
  p.text(50, `${a.street}, ${a.line2}`, { size: 9, y: 68 });
  p.text(50, `Tel. ${digits(rng, 5)}/${digits(rng, 5)}`, { size: 9, y: 80 });
  p.y = 120;
  for (const l of ['Kunde:', name(rng, 'de'), cust.street, cust.line2]) {
    p.text(340, l, { size: l === 'Kunde:' ? 8 : 10 });
    p.down(13);
  }
  p.text(50, `RECHNUNG Nr. ${rng.int(10000, 99999)}`, { size: 12, bold: true, y: 200 });
  p.text(50, `vom ${fd(date, 'de')}`, { size: 10, y: 214 });
  p.text(50, `${car.make} ${car.model} · ${dePlate(rng, cust.district)} · km ${thousands(km, '.')}`, { size: 9.5, y: 234 });
  const cols: Col[] = [{ x: 70, align: 'right' }, { x: 84 }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  p.y = 262;
  row(p, cols, ['Menge', 'Bezeichnung', 'Einzelpreis', 'Gesamt'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  p.down(17);
  for (const l of mixed) {
    row(p, cols, [l.kind === 'job' ? `${dn(l.qty)} h` : String(l.qty), l.text, dn(l.unit), dn(l.amount)], { size: 9 });
    p.down(13);
  }
  row(p, cols, ['1', huText, '', '*'], { size: 9 });
  p.down(8);
  hline(p, 50, 495);
  p.down(14);
  const tc: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  row(p, tc, ['Summe netto', dn(net)], { size: 9.5 });
  p.down(13);
  row(p, tc, [`MwSt. ${v} %`, dn(vat)], { size: 9.5 });
  p.down(13);
  row(p, tc, [`HU-Gebühr ${body} *`, dn(hu)], { size: 9.5 });
  p.down(16);
  row(p, tc, ['Zu zahlen EUR', dn(total)], { size: 10.5, bold: true });
  p.down(24);
  p.text(50, `* Durchlaufender Posten: Gebühr der Prüforganisation, verauslagt im Namen und für Rechnung des Kunden (ohne MwSt.).`, { size: 7.5 });
  p.down(11);
  p.text(50, `Nächste HU: ${fd(addDays(date, 730), 'de').slice(3)}. Betrag bar erhalten.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: [...jobs.map((l) => l.text), huText],
    partsUsed: parts.map((l) => l.text),
  });
}

/** 2005–2026: a one-man business (Kleinunternehmer, no VAT): the jobs as a list, labour as one line of hours at a rate, material summed, the amount in a sentence. */
export function kleinunternehmer(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const year = Number(date.slice(0, 4));
  const me = name(rng, 'de');
  const shop = rng.pick([`Schrauberwerkstatt ${me.split(' ')[1]}`, `${me} – Kfz-Reparaturen`, `Oldie-Garage ${me.split(' ')[1]}`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const km = mileage(rng, car.built, year, false);
  const rate = Math.round(hourly(year, 'EUR', rng) * 0.55);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_DE, 2, 4), year, 'EUR', rate);
  const hours = Math.round(jobs.reduce((s, j) => s + j.qty, 0) * 2) / 2;
  const lohn = r2(hours * rate);
  const mat = sum(parts.map((l) => l.amount));
  const total = r2(lohn + mat);
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(50, shop, { size: 13, bold: true, y: 56 });
  p.text(50, `${a.street} · ${a.line2} · Mobil 01${rng.int(51, 79)} ${digits(rng, 7)}`, { size: 8.5, y: 70 });
  const cn = name(rng, 'de');
  p.y = 120;
  for (const l of [cn, cust.street, cust.line2]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  p.text(545, `${a.town}, ${fd(date, 'de')}`, { size: 10, align: 'right', y: 120 });
  p.text(50, `Rechnung Nr. ${year}-${String(rng.int(1, 60)).padStart(3, '0')}`, { size: 12, bold: true, y: 196 });
  p.y = 220;
  p.text(50, rng.pick([`Hallo ${cn.split(' ')[0]},`, `Guten Tag ${cn},`]), { size: 10 });
  p.down(18);
  para(
    p,
    50,
    `für die Arbeiten an Ihrem ${car.make} ${car.model} (${dePlate(rng, cust.district)}), Kilometerstand bei Annahme ${thousands(km, '.')}, berechne ich:`,
    95,
    { size: 10, step: 13 },
  );
  p.down(8);
  p.text(50, 'Durchgeführte Arbeiten:', { size: 10, bold: true });
  p.down(15);
  for (const l of jobs) {
    p.text(58, `– ${l.text}`, { size: 10 });
    p.down(13);
  }
  p.down(8);
  p.text(50, 'Material:', { size: 10, bold: true });
  p.down(15);
  const c: Col[] = [{ x: 58 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  for (const l of parts) {
    row(p, c, [l.text, `${l.qty} × ${dn(l.unit)} €`, `${dn(l.amount)} €`], { size: 10 });
    p.down(13);
  }
  hline(p, 460, 85, p.y - 6);
  p.down(4);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Summe Material', `${dn(mat)} €`], { size: 10 });
  p.down(20);
  row(p, [{ x: 50 }, { x: 545, align: 'right' }], [`Arbeitszeit ${q(hours)} Std. à ${dn(rate)} €`, `${dn(lohn)} €`], { size: 10 });
  p.down(26);
  para(p, 50, `Bitte überweisen Sie den Gesamtbetrag von ${dn(total)} € bis zum ${fd(addDays(date, 14), 'de')} auf das unten genannte Konto.`, 95, {
    size: 10,
    step: 13,
  });
  p.down(6);
  p.text(50, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', { size: 9 });
  p.down(28);
  p.text(50, 'Viele Grüße', { size: 10 });
  p.down(16);
  p.text(50, me, { size: 10 });
  p.text(
    50,
    `Steuernummer ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)} · IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 7.5, y: 796 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
