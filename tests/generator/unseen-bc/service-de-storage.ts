/**
 * German-language bills of storing and moving the car: a storage hall's spring bill, towing and recovery, a detailer
 * before the winter, an Austrian lay-up package, enclosed trailer transport.
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
  money,
  num,
  para,
  person,
  pickSome,
  plateAT,
  plateDE,
  r2,
  row,
  sum,
  vat,
  vatDE,
  yearOf,
} from './kit';

/** A storage hall's spring bill: months in the hall, battery care, dehumidifier, and a spring check. */
export function winterlagerHalle(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2008, 2024);
  const town = rng.pick(DE_TOWNS);
  const owner = rng.pick(['Hofmann', 'Brenner', 'Ziegler', 'Kraus', 'Eder']);
  const shop = rng.pick([`Oldtimer-Winterlager ${owner}`, `Fahrzeughalle ${owner} GmbH`, `Classic Depot ${town.town}`, `Autoeinlagerung ${owner} & Sohn`]);
  const start = `${y}-${rng.pick(['10', '11'])}-01`;
  const months = start.slice(5, 7) === '10' ? 6 : 5;
  const end = `${y + 1}-${months === 6 ? '03' : '03'}-31`;
  const date = addDays(end, rng.int(1, 20));
  const c = car(rng, 'de', y);
  const plate = plateDE(rng, town.plate, rng.chance(0.5) ? 'H' : '');
  const km = mileage(rng, 20000, 190000);
  const rate = rng.pick([35, 39, 45, 49, 55, 65, 79]);
  const lines: { t: string; q: string; e: number; n: number; part?: boolean }[] = [];
  lines.push({
    t: `Stellplatz ${rng.pick(['Halle', 'Halle beheizt', 'trockene Halle'])} ${fd(start, 'de')} – ${fd(end, 'de')}`,
    q: `${months} Mon.`,
    e: rate,
    n: rate * months,
  });
  if (rng.chance(0.7)) {
    const e = rng.pick([4, 5, 6, 8]);
    lines.push({ t: 'Batterieerhaltungsladung / Ladegerät angeschlossen', q: `${months} Mon.`, e, n: e * months });
  }
  if (rng.chance(0.6)) {
    const e = rng.pick([25, 30, 40]);
    lines.push({ t: 'Luftentfeuchtung Halle, Saisonpauschale', q: '1', e, n: e });
  }
  if (rng.chance(0.5)) {
    const e = rng.pick([59.9, 89, 119]);
    lines.push({ t: 'Fahrzeugabdeckung Indoor, atmungsaktiv', q: '1 St.', e, n: e, part: true });
  }
  const check = rng.pick([69, 89, 119, 149]);
  lines.push({ t: rng.pick(['Frühjahrs-Check (Sichtprüfung, Flüssigkeiten, Reifendruck)', 'Saisonstart-Check inkl. Probefahrt']), q: '1', e: check, n: check });
  if (rng.chance(0.5)) {
    const l = rng.int(5, 7);
    const e = rng.pick([12.9, 14.5, 16.8]);
    lines.push({ t: 'Motoröl 20W-50 mineralisch', q: `${l} l`, e, n: r2(l * e), part: true });
  }
  if (rng.chance(0.4)) {
    lines.push({ t: 'Ausfahren aus der Halle und Bereitstellung', q: '1', e: 25, n: 25 });
  }
  // header
  p.y = 56;
  p.text(50, shop, { size: 16, bold: true });
  p.down(14);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(2, 80)} · ${town.zip} ${town.town} · Tel. 0${rng.int(200, 999)} ${rng.int(10000, 99999)}`, { size: 8 });
  p.down(10);
  hline(p, 50, 495);
  p.y = 120;
  const cust = person(rng, 'de');
  p.text(50, `${shop} · ${town.zip} ${town.town}`, { size: 6.5 });
  p.down(14);
  p.text(50, anrede(cust, 'de'), { size: 10 });
  p.down(13);
  p.text(50, cust, { size: 10 });
  p.down(13);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)}`, { size: 10 });
  p.down(13);
  const ct = rng.pick(DE_TOWNS);
  p.text(50, `${ct.zip} ${ct.town}`, { size: 10 });
  const nr = `WL-${y + 1}-${rng.int(10, 240)}`;
  p.text(360, 'Rechnungs-Nr.:', { y: 134, size: 9 });
  p.text(545, nr, { y: 134, size: 9, align: 'right' });
  p.text(360, 'Datum:', { y: 147, size: 9 });
  p.text(545, fd(date, 'de'), { y: 147, size: 9, align: 'right' });
  p.text(360, 'Kunden-Nr.:', { y: 160, size: 9 });
  p.text(545, String(rng.int(1000, 4999)), { y: 160, size: 9, align: 'right' });
  p.y = 215;
  p.text(50, `Rechnung Winterlager ${y}/${String(y + 1).slice(2)}`, { size: 13, bold: true });
  p.down(18);
  p.text(50, `Fahrzeug: ${c.make} ${c.model}, Bj. ${c.year}, Kennzeichen ${plate}`, { size: 9.5 });
  p.down(13);
  p.text(50, `km-Stand bei Einlagerung: ${grp(km, '.')}`, { size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 80 }, { x: 385, align: 'right' }, { x: 465, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 11, 499, 15, true);
  row(p, cols, ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt €'], { bold: true });
  p.down(18);
  lines.forEach((l, i) => {
    row(p, cols, [String(i + 1), l.t, l.q, num(l.e, 'de'), num(l.n, 'de')]);
    p.down(15);
  });
  hline(p, 300, 247, p.y - 6);
  const t = vat(sum(lines.map((l) => l.n)), 19);
  p.down(8);
  const tot: [string, string, boolean][] = [
    ['Nettobetrag', num(t.net, 'de'), false],
    ['zzgl. 19 % MwSt.', num(t.tax, 'de'), false],
    ['Rechnungsbetrag €', num(t.gross, 'de'), true],
  ];
  for (const [a, b, bold] of tot) {
    p.text(360, a, { size: 9.5, bold });
    p.text(545, b, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(20);
  para(
    p,
    50,
    `Bitte überweisen Sie den Betrag innerhalb von 14 Tagen. Wir danken für Ihr Vertrauen und freuen uns, Ihr Fahrzeug auch im kommenden Winter wieder einlagern zu dürfen.`,
    100,
  );
  p.y = 790;
  hline(p, 50, 495);
  p.down(12);
  p.text(
    50,
    `${shop} · Sparkasse ${town.town} · IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · USt-IdNr. DE${rng.int(100000000, 999999999)}`,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: t.gross,
    workPerformed: lines.filter((l) => !l.part).map((l) => l.t),
    partsUsed: lines.filter((l) => l.part).map((l) => l.t),
  });
}

/** A towing and recovery firm's bill: call-out, loaded kilometres, winch, storage days. */
export function abschleppBergung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1994, 2022);
  const y = yearOf(date);
  const dm = y < 2002;
  const cur = dm ? 'DM' : 'EUR';
  const town = rng.pick(DE_TOWNS);
  const firm = rng.pick(['Kessler', 'Steinbach', 'Albrecht', 'Winkler']);
  const shop = rng.pick([`Abschleppdienst ${firm}`, `${firm} Bergung & Abschleppen GmbH`, `Autohilfe ${firm} KG`]);
  const c = car(rng, 'de', y - 10);
  const km = rng.chance(0.7) ? mileage(rng) : undefined;
  const f = dm ? 2 : 1;
  const lines: { t: string; q: string; n: number }[] = [];
  const base = rng.pick([65, 80, 95, 110]) * f;
  lines.push({ t: 'Grundgebühr Einsatz (Anfahrt)', q: '', n: base });
  const dist = rng.int(12, 140);
  const perKm = rng.pick([1.6, 1.9, 2.2, 2.5]) * f;
  lines.push({ t: `Transport auf Plateaufahrzeug, ${dist} km à ${num(perKm, 'de')}`, q: `${dist} km`, n: r2(dist * perKm) });
  if (rng.chance(0.6)) lines.push({ t: 'Bergung mit Seilwinde (Fahrzeug nicht rollfähig)', q: '', n: rng.pick([45, 60, 75]) * f });
  if (rng.chance(0.5)) {
    const d = rng.int(1, 4);
    const e = rng.pick([8, 10, 15]) * f;
    lines.push({ t: `Standgebühr Verwahrplatz ${d} Tag(e) à ${num(e, 'de')}`, q: `${d} Tg.`, n: d * e });
  }
  if (rng.chance(0.4)) lines.push({ t: 'Zuschlag Wochenende/Feiertag', q: '', n: rng.pick([30, 40, 50]) * f });
  const rate = vatDE(y);
  const t = vat(sum(lines.map((l) => l.n)), rate);
  p.y = 60;
  p.box(40, 36, 515, 52);
  p.text(55, shop, { size: 17, bold: true, y: 62 });
  p.text(55, `24-Std.-Notruf 0${rng.int(100, 999)} / ${rng.int(100000, 999999)} · ${rng.pick(DE_STREETS)} ${rng.int(1, 99)} · ${town.zip} ${town.town}`, {
    size: 8.5,
    y: 78,
  });
  p.y = 125;
  p.text(50, 'Rechnung', { size: 14, bold: true });
  p.text(545, `Einsatz-Nr. ${y}/${rng.int(100, 2999)}`, { size: 9, align: 'right' });
  p.down(14);
  p.text(545, `Datum: ${fd(date, dm ? 'de2' : 'de')}`, { size: 9, align: 'right' });
  p.down(18);
  const kv: [string, string][] = [
    ['Auftraggeber', person(rng, 'de')],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Kennzeichen', rng.chance(0.5) ? plateDE(rng, town.plate) : 'ohne (abgemeldet)'],
    ['Abholort', `${rng.pick(['Scheune', 'Garage', 'Tiefgarage', 'Hof'])}, ${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${rng.pick(DE_TOWNS).town}`],
    ['Zielort', `${rng.pick(['Werkstatt', 'Winterlager', 'Halle'])} ${rng.pick(DE_LAST_SHORT)}, ${town.town}`],
  ];
  if (km !== undefined) kv.push(['Tachostand', `${grp(km, '.')} km`]);
  for (const [a, b] of kv) {
    p.text(50, a, { size: 9.5 });
    p.text(150, b, { size: 9.5 });
    p.down(13);
  }
  p.down(12);
  hline(p, 50, 495, p.y - 10);
  p.text(50, 'Leistung', { size: 9.5, bold: true });
  p.text(545, cur, { size: 9.5, bold: true, align: 'right' });
  p.down(6);
  hline(p, 50, 495);
  p.down(14);
  for (const l of lines) {
    p.text(50, l.t, { size: 9.5 });
    p.text(545, num(l.n, 'de'), { size: 9.5, align: 'right' });
    p.down(14);
  }
  hline(p, 350, 195, p.y - 8);
  p.down(6);
  p.text(350, 'Netto', { size: 9.5 });
  p.text(545, num(t.net, 'de'), { size: 9.5, align: 'right' });
  p.down(14);
  p.text(350, `MwSt. ${rate} %`, { size: 9.5 });
  p.text(545, num(t.tax, 'de'), { size: 9.5, align: 'right' });
  p.down(16);
  p.box(345, p.y - 12, 205, 17, true);
  p.text(350, `Gesamt ${cur}`, { size: 10.5, bold: true });
  p.text(545, num(t.gross, 'de'), { size: 10.5, bold: true, align: 'right' });
  p.down(40);
  p.text(50, rng.pick(['Betrag bar erhalten.', 'Betrag per EC-Karte bezahlt.', 'Zahlbar innerhalb 8 Tagen netto.']), { size: 9 });
  p.down(40);
  p.text(50, '_______________________', { size: 9 });
  p.text(330, '_______________________', { size: 9 });
  p.down(12);
  p.text(50, 'Unterschrift Fahrer', { size: 7.5 });
  p.text(330, 'Unterschrift Auftraggeber', { size: 7.5 });
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    totalCost: t.gross,
    workPerformed: lines.map((l) => l.t.replace(/,? \d+ (km|Tag\(e\)) à [\d,.]+$/, '')),
    partsUsed: [],
  };
  if (km !== undefined) truth.serviceMileage = km;
  return doc(p, 'de', truth);
}
const DE_LAST_SHORT = ['Braun', 'Fischer', 'Huber', 'Wolf', 'Krämer', 'Sommer'];

/** A one-man detailer's bill before the winter: no VAT under § 19 UStG, lines and a total. */
export function aufbereitungKlein(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2011, 2025);
  const town = rng.pick(DE_TOWNS);
  const owner = person(rng, 'de');
  const shop = rng.pick([`Fahrzeugpflege ${owner}`, `${owner} – Autoaufbereitung`, `Glanzwerk ${town.town} · Inh. ${owner}`]);
  const c = car(rng, 'de', yearOf(date) - 20);
  const km = rng.chance(0.5) ? mileage(rng) : undefined;
  const lines = pickSome(
    rng,
    [
      'Handwäsche mit Felgenreinigung',
      'Lackreinigung mit Reinigungsknete',
      'Zweistufige Lackpolitur',
      'Versiegelung mit Carnaubawachs',
      'Innenraum: Leder reinigen und pflegen',
      'Motorraumwäsche und Konservierung',
      'Unterbodenwäsche vor der Einlagerung',
      'Chromteile poliert',
    ],
    3,
  ).map((t) => ({ t, n: rng.pick([29, 39, 49, 69, 89, 120, 149, 190, 260]) }));
  const total = sum(lines.map((l) => l.n));
  p.y = 64;
  p.text(545, shop, { size: 13, bold: true, align: 'right' });
  p.down(13);
  p.text(545, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)} · ${town.zip} ${town.town}`, { size: 8.5, align: 'right' });
  p.down(11);
  p.text(545, `Mobil 01${rng.int(50, 79)} ${rng.int(1000000, 9999999)}`, { size: 8.5, align: 'right' });
  p.y = 150;
  p.text(50, person(rng, 'de'), { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}`, { size: 10 });
  p.down(12);
  p.text(50, `${town.zip} ${town.town}`, { size: 10 });
  p.y = 230;
  p.text(50, 'Rechnung', { size: 18 });
  p.down(22);
  p.text(50, `Rechnungsnummer: ${yearOf(date)}-${String(rng.int(1, 140)).padStart(3, '0')}`, { size: 9 });
  p.text(300, `Rechnungsdatum: ${fd(date, 'de')}`, { size: 9 });
  p.down(13);
  p.text(50, `Fahrzeug: ${c.make} ${c.model}`, { size: 9 });
  if (km !== undefined) p.text(300, `Kilometerstand: ${grp(km, '.')}`, { size: 9 });
  p.down(26);
  hline(p, 50, 495, p.y - 11);
  p.text(50, 'Leistung', { size: 9.5, bold: true });
  p.text(545, 'Betrag', { size: 9.5, bold: true, align: 'right' });
  p.down(6);
  hline(p, 50, 495);
  p.down(15);
  for (const l of lines) {
    p.text(50, l.t, { size: 9.5 });
    p.text(545, money(l.n, 'de', '€', true), { size: 9.5, align: 'right' });
    p.down(16);
  }
  hline(p, 50, 495, p.y - 8);
  p.down(8);
  p.text(380, 'Gesamtbetrag', { size: 11, bold: true });
  p.text(545, money(total, 'de', '€', true), { size: 11, bold: true, align: 'right' });
  p.down(34);
  p.text(50, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', { size: 9 });
  p.down(14);
  p.text(50, 'Bitte überweisen Sie den Betrag innerhalb von 7 Tagen auf das unten genannte Konto.', { size: 9 });
  p.y = 800;
  p.text(
    297,
    `Kontoinhaber ${owner} · IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · Steuernummer ${rng.int(100, 299)}/${rng.int(1000, 9999)}/${rng.int(1000, 9999)}`,
    { size: 7, align: 'center' },
  );
  const truth: Generated['truth'] = {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    totalCost: total,
    workPerformed: lines.map((l) => l.t),
    partsUsed: [],
  };
  if (km !== undefined) truth.serviceMileage = km;
  return doc(p, 'de', truth);
}

/** An Austrian lay-up package: one priced package with what it holds written beneath, winter quarters, extras. */
export function einwinterungPaket(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(2003, 2024);
  const date = `${year}-${rng.pick(['10', '11'])}-${String(rng.int(2, 28)).padStart(2, '0')}`;
  const town = rng.pick(AT_TOWNS);
  const name = rng.pick(['Huber', 'Bauer', 'Lehner', 'Ebner']);
  const shop = rng.pick([`Oldtimerservice ${name}`, `Klassik-Werkstatt ${name} e.U.`, `${name} Motorsport & Classic`]);
  const c = car(rng, 'de', year - 25);
  const km = mileage(rng);
  const pkg = rng.pick([149, 189, 229, 269]);
  const months = rng.int(5, 6);
  const mrate = rng.pick([35, 40, 45, 55]);
  const lines: { t: string; q: string; n: number; part?: boolean; note?: string }[] = [
    {
      t: 'Einwinterungspaket Oldtimer',
      q: '1 Pkt.',
      n: pkg,
      note: 'enthält: Ölwechsel mit Filter, Kraftstoffstabilisator, Reifendruck +1 bar, Batterie ab- und an Ladegerät, Innenraum entfeuchtet',
    },
    {
      t: `Winterquartier ${date.slice(5, 7)}.${year} bis ${String(Number(date.slice(5, 7)) + months - 13).padStart(2, '0')}.${year + 1}`,
      q: `${months} Mon.`,
      n: months * mrate,
    },
  ];
  if (rng.chance(0.5)) lines.push({ t: 'Unterbodenkonservierung nachgebessert', q: '1', n: rng.pick([85, 120, 160]) });
  if (rng.chance(0.5)) lines.push({ t: 'Batterieladegerät CTEK MXS 5.0', q: '1 St.', n: rng.pick([69.9, 79.9, 89]), part: true });
  const t = vat(sum(lines.map((l) => l.n)), 20);
  p.y = 55;
  p.text(297, shop.toUpperCase(), { size: 14, bold: true, align: 'center' });
  p.down(13);
  p.text(297, `${rng.pick(AT_STREETS)} ${rng.int(1, 70)} | ${town.zip} ${town.town} | Österreich`, { size: 8, align: 'center' });
  p.down(8);
  hline(p, 50, 495);
  p.y = 110;
  const cust = person(rng, 'de');
  p.text(50, `${anrede(cust, 'de')} ${cust}`, { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(AT_STREETS)} ${rng.int(1, 50)}, ${rng.pick(AT_TOWNS).zip} ${rng.pick(AT_TOWNS).town}`, { size: 10 });
  p.y = 170;
  p.text(50, `Rechnung ${year}/${rng.int(100, 900)}`, { size: 13, bold: true });
  p.text(545, `${town.town}, am ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(18);
  p.text(50, `Fahrzeug: ${c.make} ${c.model} (${c.year})   Kennzeichen: ${plateAT(rng, town.plate)}   km: ${grp(km, '.')}`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  p.box(48, p.y - 11, 499, 15, true);
  row(p, cols, ['Leistung / Artikel', 'Menge', 'Netto EUR'], { bold: true });
  p.down(18);
  for (const l of lines) {
    row(p, cols, [l.t, l.q, num(l.n, 'de')]);
    p.down(12);
    if (l.note) {
      para(p, 62, l.note, 80, { size: 7.5, step: 10 });
    }
    p.down(4);
  }
  hline(p, 330, 217, p.y - 6);
  p.down(8);
  for (const [a, b, bold] of [
    ['Summe netto', num(t.net, 'de'), false],
    ['20 % USt.', num(t.tax, 'de'), false],
    ['Rechnungsbetrag EUR', num(t.gross, 'de'), true],
  ] as [string, string, boolean][]) {
    p.text(335, a, { size: 9.5, bold });
    p.text(545, b, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(20);
  para(
    p,
    50,
    `Ihr Fahrzeug steht ab sofort in unserem Winterquartier. Die Wiederinbetriebnahme im Frühjahr vereinbaren Sie bitte telefonisch. Kennzeichen können bei Ihrer Versicherung hinterlegt werden.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: t.gross,
    workPerformed: lines.filter((l) => !l.part).map((l) => l.t),
    partsUsed: lines.filter((l) => l.part).map((l) => l.t),
  });
}

/** An enclosed-trailer transport firm's bill for moving a car to its winter quarters. */
export function anhaengerTransport(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2025);
  const town = rng.pick(DE_TOWNS);
  const name = rng.pick(['Hauser', 'Brandl', 'Vogt', 'Lindner']);
  const shop = rng.pick([`Oldtimer-Transporte ${name}`, `${name} Fahrzeugüberführungen`, `Classic Car Transport ${name} GmbH`]);
  const from = rng.pick(DE_TOWNS);
  let to = rng.pick(DE_TOWNS);
  if (to.town === from.town) to = DE_TOWNS[(DE_TOWNS.indexOf(from) + 3) % DE_TOWNS.length];
  const c = car(rng, 'de', yearOf(date) - 25);
  const dist = rng.int(60, 680);
  const perKm = rng.pick([0.95, 1.1, 1.25, 1.4, 1.65]);
  const lines: { t: string; n: number }[] = [
    { t: `Überführung ${c.make} ${c.model} von ${from.town} nach ${to.town}, geschlossener Anhänger`, n: r2(dist * perKm) },
  ];
  if (rng.chance(0.6)) lines.push({ t: 'Verladen mit Seilwinde (Fahrzeug nicht fahrbereit)', n: rng.pick([40, 50, 60]) });
  if (rng.chance(0.5)) lines.push({ t: 'Transportversicherung bis 75.000 €', n: rng.pick([25, 35, 45]) });
  if (rng.chance(0.4)) lines.push({ t: 'Wartezeit bei Abholung', n: rng.pick([30, 45]) });
  const t = vat(sum(lines.map((l) => l.n)), 19);
  p.y = 58;
  p.text(50, shop, { size: 15, bold: true });
  p.down(13);
  p.text(50, `Geschlossene Transporte für Oldtimer und Sammlerfahrzeuge · ${town.zip} ${town.town}`, { size: 8.5 });
  p.y = 120;
  p.text(50, person(rng, 'de'), { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}`, { size: 10 });
  p.down(12);
  p.text(50, `${from.zip} ${from.town}`, { size: 10 });
  p.y = 195;
  p.text(50, 'RECHNUNG', { size: 14, bold: true });
  p.down(16);
  const meta: [string, string][] = [
    ['Rechnungsnummer', `RE-${rng.int(10000, 99999)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungsdatum', fd(addDays(date, -rng.int(0, 6)), 'de')],
    ['Strecke', `${dist} km à ${num(perKm, 'de')} €`],
  ];
  for (const [a, b] of meta) {
    p.text(50, a, { size: 9 });
    p.text(160, b, { size: 9 });
    p.down(12);
  }
  p.down(16);
  hline(p, 50, 495, p.y - 11);
  p.text(50, 'Beschreibung', { size: 9, bold: true });
  p.text(545, 'Betrag netto', { size: 9, bold: true, align: 'right' });
  p.down(6);
  hline(p, 50, 495);
  p.down(14);
  for (const l of lines) {
    p.text(50, l.t, { size: 9 });
    p.text(545, `${num(l.n, 'de')} €`, { size: 9, align: 'right' });
    p.down(14);
  }
  p.down(6);
  for (const [a, b, bold] of [
    ['Zwischensumme', `${num(t.net, 'de')} €`, false],
    ['Umsatzsteuer 19 %', `${num(t.tax, 'de')} €`, false],
    ['Gesamtbetrag', `${num(t.gross, 'de')} €`, true],
  ] as [string, string, boolean][]) {
    p.text(380, a, { size: 9.5, bold });
    p.text(545, b, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(20);
  para(p, 50, 'Das Fahrzeug wurde ohne sichtbare Schäden übernommen und übergeben (siehe Übergabeprotokoll). Zahlungsziel: 10 Tage ohne Abzug.', 100, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    totalCost: t.gross,
    workPerformed: lines.map((l) => l.t),
    partsUsed: [],
  });
}
