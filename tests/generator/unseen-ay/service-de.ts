/** German-language service families: spring start-up, winter lay-up, HU/AU, Pickerl and MFK bills (DE, AT, CH). */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r05, r2, row, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, carId, digits, head, ibanDE, lines, nameDE, plateDE, scale, scaled, streetDE, total, whole } from './kit';

const LAB_SPRING: [string, number, number][] = [
  ['Fahrzeug aus Winterlager geholt, Batterie eingebaut und geladen', 30, 60],
  ['Motoröl und Ölfilter gewechselt', 45, 80],
  ['Zündung geprüft, Zündzeitpunkt eingestellt', 40, 90],
  ['Vergaser synchronisiert, Leerlauf eingestellt', 60, 140],
  ['Bremsanlage geprüft, Bremsflüssigkeit erneuert', 55, 110],
  ['Reifenluftdruck korrigiert, Reifen auf Standplatten geprüft', 15, 35],
  ['Unterboden und Fahrwerk Sichtprüfung', 35, 70],
  ['Probefahrt, Saisonstart-Check', 25, 50],
];
const PARTS_SPRING: [string, number, number][] = [
  ['Motoröl 20W-50 mineralisch', 9, 16],
  ['Ölfilter', 9, 22],
  ['Zündkerzen', 4, 9],
  ['Unterbrecherkontakt', 12, 28],
  ['Verteilerfinger', 8, 19],
  ['Bremsflüssigkeit DOT 4, 1 l', 11, 18],
  ['Luftfilterelement', 14, 35],
  ['Kraftstofffilter', 8, 20],
  ['Keilriemen', 12, 30],
];
const oneOrLitres = (rng: Random) => rng.pick([1, 1, 2, 4, 5]);

/** 1. A Mercedes specialist's spring start-up bill: separate Lohn and Material blocks, AW column, summary on the right. */
export function saisonstartStuttgart(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const y = yearOf(date);
  const c = car(rng);
  const shop = rng.pick(['Klassik-Werkstatt Kühnle GmbH', 'Sternwerk Classic Service e.K.', 'Autohaus Obermaier Classic']);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const lab = scaled(lines(rng, LAB_SPRING, 4, 6), scale(y, cur));
  const par = scaled(lines(rng, PARTS_SPRING, 3, 6, oneOrLitres), scale(y, cur));
  const L = total(lab);
  const P = total(par);
  const vat = vatDE(y);
  const net = r2(L + P);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax);
  const km = whole(rng, 40000, 190000);
  head(p, 50, 52, [
    shop,
    `${streetDE(rng)} · 70${digits(rng, 3)} Stuttgart · Tel. 0711 ${digits(rng, 6)}`,
    `Meisterbetrieb der Kfz-Innung · USt-IdNr. DE${digits(rng, 9)}`,
  ]);
  p.y = 120;
  p.text(50, nameDE(rng), { size: 10 });
  p.text(50, streetDE(rng), { size: 10, y: 133 });
  p.text(50, `7${digits(rng, 4)} ${rng.pick(['Esslingen', 'Böblingen', 'Waiblingen'])}`, { size: 10, y: 146 });
  const lab1: [string, string][] = [
    ['Rechnung Nr.', `R-${y}-${digits(rng, 4)}`],
    ['Rechnungsdatum', fd(addDays(date, rng.int(0, 3)), 'de')],
    ['Leistungsdatum', fd(date, 'de')],
    ['Kunden-Nr.', digits(rng, 5)],
  ];
  lab1.forEach(([a, b], i) => {
    p.text(360, a, { y: 120 + i * 13, size: 9 });
    p.text(545, b, { y: 120 + i * 13, size: 9, align: 'right' });
  });
  p.y = 190;
  p.text(50, 'RECHNUNG — Saisonstart / Frühjahrsdurchsicht', { size: 12, bold: true });
  p.down(16);
  p.text(50, `${c.make} ${c.model}, Bj. ${c.year} · Kennz. ${plateDE(rng, 'S', 'H')} · Fg.-Nr. ${carId(rng, c)} · km-Stand ${num(km, 'de').slice(0, -3)}`, {
    size: 8.5,
  });
  p.down(22);
  const cols: Col[] = [{ x: 50 }, { x: 80 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Pos', 'Arbeitslohn', 'AW', 'AW-Satz', 'Betrag'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const awRate = r2(scale(y, cur) * 14.5);
  lab.forEach((l, i) => {
    row(p, cols, [String(i + 1), l.text, String(r2(l.amount / awRate).toFixed(1)).replace('.', ','), num(awRate, 'de'), num(l.amount, 'de')]);
    p.down(13);
  });
  p.text(400, 'Summe Arbeitslohn', { size: 9, bold: true });
  p.text(545, num(L, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(24);
  const cols2: Col[] = [{ x: 50 }, { x: 80 }, { x: 150 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols2, ['Pos', 'Teile-Nr.', 'Material', 'Menge', 'Einzelpreis', 'Betrag'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  par.forEach((l, i) => {
    row(p, cols2, [
      String(lab.length + i + 1),
      `A ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
      l.text,
      String(l.qty),
      num(l.unit, 'de'),
      num(l.amount, 'de'),
    ]);
    p.down(13);
  });
  p.text(400, 'Summe Material', { size: 9, bold: true });
  p.text(545, num(P, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(28);
  const sums: [string, number][] = [
    ['Nettobetrag', net],
    [`zzgl. ${vat} % MwSt.`, tax],
  ];
  sums.forEach(([a, b]) => {
    p.text(360, a, { size: 9.5 });
    p.text(545, `${num(b, 'de')} ${cur}`, { size: 9.5, align: 'right' });
    p.down(14);
  });
  p.box(355, p.y - 10, 195, 16, true);
  p.text(360, 'Rechnungsbetrag', { size: 10, bold: true });
  p.text(545, `${num(gross, 'de')} ${cur}`, { size: 10, bold: true, align: 'right' });
  p.down(40);
  p.text(50, `Zahlbar innerhalb 14 Tagen ohne Abzug. Nächster Ölwechsel bei ${num(km + 5000, 'de').slice(0, -3)} km oder zum nächsten Saisonstart.`, {
    size: 8,
  });
  p.text(50, `Kreissparkasse · IBAN ${ibanDE(rng)} · Amtsgericht Stuttgart HRB ${digits(rng, 5)}`, { size: 7.5, y: 800 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 2. A winter lay-up bill (Einwinterung): lump-sum items, storage months, no separate subtotals, 1980s/90s DM. */
export function einwinterungDM(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(1979, 2001)}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const c = car(rng, y - 15);
  const shop = `Autohaus ${rng.pick(['Hartwig', 'Seifert', 'Wendt'])} ${rng.pick(['& Söhne', 'KG', 'GmbH & Co. KG'])}`;
  const f = scale(y, 'DM');
  const jobs = lines(
    rng,
    [
      ['Einwinterung komplett: Motor konserviert, Zylinder eingeölt', 70, 120],
      ['Batterie ausgebaut, an Erhaltungsladegerät angeschlossen', 20, 40],
      ['Reifen auf 3,5 bar, Fahrzeug aufgebockt', 20, 40],
      ['Hohlraumkonservierung nachgebessert', 90, 180],
      ['Unterbodenwäsche und Trocknung', 40, 70],
      ['Kühlerfrostschutz geprüft bis -25 °C', 10, 25],
    ],
    3,
    5,
  );
  const lj = scaled(jobs, f);
  const mats = scaled(
    lines(
      rng,
      [
        ['Frostschutzmittel 1,5 l', 8, 14],
        ['Konservierungswachs, 1 Dose', 15, 28],
        ['Motorkonservierungsöl', 12, 20],
        ['Abdeckplane Baumwolle', 60, 110],
      ],
      2,
      3,
    ),
    f,
  );
  const months = rng.int(5, 6);
  const storeUnit = r2(f * rng.int(60, 95));
  const store = r2(storeUnit * months);
  const L = r2(total(lj) + store);
  const P = total(mats);
  const vat = vatDE(y);
  const net = r2(L + P);
  const gross = r2(net * (1 + vat / 100));
  const km = whole(rng, 20000, 140000);
  p.text(297, shop, { y: 50, size: 16, bold: true, align: 'center', serif: true });
  p.text(297, `Kfz-Meisterbetrieb · Winterlager · ${rng.pick(['Oldenburg', 'Bielefeld', 'Fulda'])} · Fernruf ${digits(rng, 4)}/${digits(rng, 5)}`, {
    y: 64,
    size: 8.5,
    align: 'center',
    serif: true,
  });
  hline(p, 50, 495, 72);
  p.text(50, `Herrn ${nameDE(rng)}`, { y: 110, size: 10, serif: true });
  p.text(50, streetDE(rng), { y: 123, size: 10, serif: true });
  p.text(545, `den ${fd(date, 'delong')}`, { y: 110, size: 10, align: 'right', serif: true });
  p.text(50, `R e c h n u n g   Nr. ${digits(rng, 4)}`, { y: 170, size: 12, bold: true, serif: true });
  p.text(50, `für Ihren ${c.make} ${c.model}, amtl. Kennz. ${plateDE(rng, rng.pick(['OL', 'BI', 'FD']))}, km ${km}`, { y: 188, size: 9.5, serif: true });
  p.y = 220;
  const cols: Col[] = [{ x: 50 }, { x: 440, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Leistung / Material', 'Menge', 'DM'], { bold: true, serif: true });
  p.down(14);
  const all = [...lj, { text: `Winterlager beheizt, ${months} Monate à ${num(storeUnit, 'de')}`, qty: months, unit: storeUnit, amount: store }, ...mats];
  all.forEach((l) => {
    row(p, cols, [l.text, l.qty === 1 ? '' : String(l.qty), num(l.amount, 'de')], { serif: true, size: 9.5 });
    p.down(14);
  });
  hline(p, 380, 165);
  p.down(14);
  row(p, cols, ['', 'Summe netto', num(net, 'de')], { serif: true, size: 9.5 });
  p.down(14);
  row(p, cols, ['', `+ ${vat} % MwSt.`, num(r2(gross - net), 'de')], { serif: true, size: 9.5 });
  p.down(16);
  row(p, cols, ['', 'Endbetrag DM', num(gross, 'de')], { serif: true, size: 10.5, bold: true });
  p.down(40);
  p.text(50, `Abholung zum Saisonbeginn nach telefonischer Absprache. Lagerzeit ${months} Monate im Voraus berechnet.`, { size: 8.5, serif: true });
  p.text(50, `Bankverbindung: Volksbank, Kto. ${digits(rng, 7)}, BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)}`, { y: 790, size: 8, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: gross,
    workPerformed: [...lj.map((l) => l.text), all[lj.length].text],
    partsUsed: mats.map((l) => l.text),
  });
}

/** 3. A free workshop's HU/AU bill with the small repairs the test needed; the test fee passed through as Fremdleistung. */
export function huAuFreieWerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2025);
  const y = yearOf(date);
  const c = car(rng);
  const shop = rng.pick(['Kfz-Technik Zöllner', 'Werkstatt am Ring – Inh. R. Gräber', 'Autoservice Pfeiffer']);
  const f = scale(y, 'EUR');
  const lab = scaled(
    lines(
      rng,
      [
        ['Vorbereitung zur HU, Fahrzeug durchgesehen', 40, 70],
        ['Bremsschlauch vorne links erneuert', 45, 80],
        ['Scheinwerfer eingestellt', 15, 30],
        ['Auspuff-Halter erneuert', 25, 50],
        ['Spurstangenkopf rechts erneuert, Spur vermessen', 70, 120],
        ['Kennzeichenbeleuchtung instandgesetzt', 12, 25],
        ['Abgasuntersuchung vorbereitet, CO eingestellt', 30, 55],
      ],
      3,
      5,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Bremsschlauch', 18, 35],
        ['Glühlampe 12V 5W', 1, 3],
        ['Auspuffgummi', 4, 9],
        ['Spurstangenkopf', 28, 55],
        ['Scheibenwischerblatt', 9, 16],
        ['Bremsflüssigkeit 0,5 l', 6, 10],
      ],
      2,
      4,
    ),
    f,
  );
  const fee = r2(f * rng.int(110, 150));
  const L = total(lab);
  const P = total(par);
  const vat = vatDE(y);
  const net = r2(L + P);
  const tax = r2((net * vat) / 100);
  const gross = r2(net + tax + fee);
  const km = whole(rng, 50000, 220000);
  const plate = plateDE(rng, rng.pick(['KA', 'PF', 'RA']), 'H');
  p.text(50, shop, { y: 48, size: 14, bold: true });
  p.text(50, `${streetDE(rng)}, 76${digits(rng, 3)} Karlsruhe`, { y: 62, size: 8.5 });
  p.text(545, `Tel ${digits(rng, 4)} ${digits(rng, 5)}`, { y: 48, size: 8.5, align: 'right' });
  p.text(545, `St.-Nr. ${digits(rng, 2)}/${digits(rng, 3)}/${digits(rng, 5)}`, { y: 60, size: 8.5, align: 'right' });
  p.box(50, 90, 495, 58);
  const grid: [string, string, number, number][] = [
    ['Rechnung', `${digits(rng, 5)}`, 56, 102],
    ['Datum', fd(date, 'de2'), 180, 102],
    ['Kennzeichen', plate, 300, 102],
    ['km', String(km), 440, 102],
    ['Fahrzeug', `${c.make} ${c.model}`, 56, 128],
    ['FIN', carId(rng, c), 300, 128],
  ];
  grid.forEach(([a, b, x, yy]) => {
    p.text(x, a, { y: yy, size: 7 });
    p.text(x, b, { y: yy + 12, size: 9.5 });
  });
  p.text(50, `Kunde: ${nameDE(rng)}, ${streetDE(rng)}`, { y: 168, size: 9 });
  p.y = 200;
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Bezeichnung', 'Anz.', 'Preis', 'Summe'], { bold: true });
  p.down(6);
  hline(p, 50, 495);
  p.down(12);
  for (const l of lab) {
    row(p, cols, [l.text, '1', num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(13);
  }
  for (const l of par) {
    row(p, cols, [`  ${l.text}`, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(13);
  }
  p.down(8);
  const s: [string, string][] = [
    ['Lohn', num(L, 'de')],
    ['Teile', num(P, 'de')],
    ['Netto', num(net, 'de')],
    [`MwSt ${vat}%`, num(tax, 'de')],
    ['HU/AU-Gebühr Prüforganisation (durchlaufender Posten, ohne MwSt)', num(fee, 'de')],
  ];
  for (const [a, b] of s) {
    p.text(480, a, { size: 9, align: 'right' });
    p.text(545, b, { size: 9, align: 'right' });
    p.down(13);
  }
  p.text(480, 'Gesamt EUR', { size: 10.5, bold: true, align: 'right' });
  p.text(545, num(gross, 'de'), { size: 10.5, bold: true, align: 'right' });
  p.down(34);
  p.text(50, `HU ohne erhebliche Mängel bestanden. Nächste HU: ${fd(addDays(date, 730), 'de').slice(3)}`, { size: 9 });
  p.text(50, `Betrag dankend erhalten – bar. ${shop}`, { size: 8, y: 790 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 4. An Austrian §57a-Begutachtung (Pickerl) bill from Vienna, Schilling or euro, 20 % USt, Pos. columns in a ruled grid. */
export function pickerlWien(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2024);
  const y = yearOf(date);
  const cur = y < 2002 ? 'ATS' : 'EUR';
  const c = car(rng, y - 20);
  const shop = `${rng.pick(['Ing.', 'KR', ''])} ${rng.pick(['Haberl', 'Brandstätter', 'Zöllner'])} Kfz-Technik GesmbH`.trim();
  const f = scale(y, cur);
  const items = scaled(
    lines(
      rng,
      [
        ['§57a-Begutachtung inkl. Plakette', 55, 80],
        ['Abgasmessung', 20, 35],
        ['Bremsbeläge hinten erneuert', 60, 100],
        ['Lenkmanschette erneuert', 50, 85],
        ['Scheinwerfer einstellen', 15, 25],
        ['Auspuffmittelteil getauscht', 60, 110],
      ],
      3,
      5,
    ),
    f,
  );
  const parts = scaled(
    lines(
      rng,
      [
        ['Bremsbelagsatz', 30, 60],
        ['Lenkmanschette', 15, 30],
        ['Schellen und Dichtungen', 6, 14],
        ['Mittelschalldämpfer', 90, 160],
        ['Scheibenwischergummi', 5, 10],
      ],
      2,
      3,
    ),
    f,
  );
  const L = total(items);
  const P = total(parts);
  const net = r2(L + P);
  const gross = r2(net * 1.2);
  const km = whole(rng, 30000, 180000);
  head(
    p,
    545,
    50,
    [
      shop,
      `${rng.pick(['Brünner Straße', 'Triester Straße', 'Gürtel'])} ${rng.int(2, 180)}, 1${rng.int(10, 23)}0 Wien`,
      `Tel. 01/${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)} · UID ATU${digits(rng, 8)}`,
      'Ermächtigte Begutachtungsstelle gem. §57a KFG',
    ],
    { align: 'right' },
  );
  p.text(50, 'Rechnung', { y: 150, size: 18, bold: true });
  p.text(50, `Nr. ${y}/${digits(rng, 4)}   Wien, am ${fd(date, 'de')}`, { y: 166, size: 9.5 });
  p.text(330, `Kunde: ${nameDE(rng)}`, { y: 150, size: 9.5 });
  p.text(330, `Fahrzeug: ${c.make} ${c.model} (${c.year})`, { y: 163, size: 9.5 });
  p.text(330, `Kennzeichen: W-${digits(rng, 4)}${letters2(rng)} · km: ${km}`, { y: 176, size: 9.5 });
  p.y = 205;
  p.box(50, p.y, 495, 16, true);
  const cols: Col[] = [{ x: 54 }, { x: 84 }, { x: 405, align: 'right' }, { x: 470, align: 'right' }, { x: 541, align: 'right' }];
  p.down(11);
  row(p, cols, ['Pos.', 'Bezeichnung', 'Menge', 'Einzel', `Gesamt ${cur}`], { bold: true, size: 8.5 });
  p.down(5);
  const start = p.y;
  [...items, ...parts].forEach((l, i) => {
    p.down(14);
    row(p, cols, [String(i + 1), l.text, num(l.qty, 'de'), num(l.unit, 'de'), num(l.amount, 'de')], { size: 8.5 });
  });
  p.down(6);
  p.box(50, start, 495, p.y - start);
  p.down(20);
  const s: [string, number, boolean][] = [
    ['Summe Arbeit', L, false],
    ['Summe Teile', P, false],
    ['Nettobetrag', net, false],
    ['20 % USt.', r2(gross - net), false],
    ['Zu zahlen', gross, true],
  ];
  for (const [a, b, bold] of s) {
    p.text(400, a, { size: 9.5, bold });
    p.text(541, `${cur} ${num(b, 'de')}`, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(20);
  p.text(50, `Gutachten Nr. ${digits(rng, 6)} – nächste Begutachtung ${fd(addDays(date, 365), 'de').slice(3)} (+4 Monate Toleranz).`, { size: 8.5 });
  p.text(50, `Zahlbar sofort ohne Abzug. Bankverbindung: Erste Bank AT${digits(rng, 2)} 2011 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`, {
    size: 8,
    y: 790,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: items.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
const letters2 = (rng: Random) => ['AB', 'CK', 'MX', 'TV', 'HL'][rng.int(0, 4)];

/** 5. A Swiss garage's bill for the MFK (Motorfahrzeugkontrolle) preparation and presentation, CHF, MWST, rounded to 5 Rp. */
export function mfkZuerich(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2025);
  const y = yearOf(date);
  const c = car(rng);
  const shop = `Garage ${rng.pick(['Meier', 'Bachmann', 'Frei'])} AG`;
  const f = scale(y, 'CHF');
  const lab = scaled(
    lines(
      rng,
      [
        ['Fahrzeug für MFK vorbereitet', 90, 160],
        ['Vorführung beim Strassenverkehrsamt', 80, 130],
        ['Bremsen hinten nachgestellt', 40, 70],
        ['Ölverlust Ventildeckel behoben', 60, 110],
        ['Lichteinstellung', 20, 35],
        ['Abgaswartung mit Dokument', 60, 90],
      ],
      3,
      5,
    ),
    f,
  );
  const par = scaled(
    lines(
      rng,
      [
        ['Ventildeckeldichtung', 18, 40],
        ['Motorenreiniger', 8, 15],
        ['Blinkerbirne', 2, 5],
        ['Bremsflüssigkeit', 10, 18],
      ],
      1,
      3,
    ),
    f,
  );
  const L = total(lab);
  const P = total(par);
  const fee = r2(f * rng.int(50, 70));
  const net = r2(L + P);
  const vat = vatCH(y);
  const tax = r2((net * vat) / 100);
  const gross = r05(net + tax + fee);
  const km = whole(rng, 30000, 160000);
  p.text(50, shop, { y: 55, size: 18, bold: true });
  p.text(
    50,
    `${rng.pick(['Seestrasse', 'Dorfstrasse', 'Bahnhofstrasse'])} ${rng.int(1, 99)} · 8${digits(rng, 3)} ${rng.pick(['Horgen', 'Wädenswil', 'Uster'])} · 044 ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    { y: 70, size: 8.5 },
  );
  p.text(50, `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`, { y: 81, size: 8.5 });
  p.text(340, `${rng.pick(['Herr', 'Frau'])}`, { y: 130, size: 10 });
  p.text(340, nameDE(rng), { y: 143, size: 10 });
  p.text(340, `${rng.pick(['Rosenweg', 'Im Feld', 'Alte Landstrasse'])} ${rng.int(1, 40)}`, { y: 156, size: 10 });
  p.text(50, `Rechnung ${digits(rng, 6)}`, { y: 205, size: 13, bold: true });
  p.text(50, `${rng.pick(['Horgen', 'Uster'])}, ${fd(date, 'delong')}`, { y: 220, size: 9.5 });
  p.text(
    50,
    `Fahrzeug: ${c.make} ${c.model} · Kontrollschild ZH ${digits(rng, 5)} · Stamm-Nr. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} · km ${num(km, 'ch').slice(0, -3)}`,
    { y: 236, size: 8.5 },
  );
  p.y = 265;
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arbeiten', '', '', 'CHF'], { bold: true });
  p.down(14);
  for (const l of lab) {
    row(p, cols, [l.text, '', '', num(l.amount, 'ch')]);
    p.down(13);
  }
  p.down(8);
  row(p, cols, ['Material', 'Menge', 'Preis', 'CHF'], { bold: true });
  p.down(14);
  for (const l of par) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'ch'), num(l.amount, 'ch')]);
    p.down(13);
  }
  p.down(10);
  hline(p, 330, 215);
  p.down(14);
  const s: [string, number][] = [
    ['Total Arbeit', L],
    ['Total Material', P],
    [`MWST ${vat} % auf ${num(net, 'ch')}`, tax],
    ['Gebühr MFK Strassenverkehrsamt', fee],
  ];
  for (const [a, b] of s) {
    p.text(330, a, { size: 9 });
    p.text(545, num(b, 'ch'), { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(3);
  p.text(330, 'Total zu unseren Gunsten CHF', { size: 10, bold: true });
  p.text(545, num(gross, 'ch'), { size: 10, bold: true, align: 'right' });
  p.down(36);
  p.text(50, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag und gute Fahrt in die neue Saison!', { size: 8.5 });
  p.text(50, `Zürcher Kantonalbank · IBAN CH${digits(rng, 2)} 0070 0${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 1)}`, {
    y: 795,
    size: 8,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 6. A 1970s/80s VW dealer's typed Kundendienst bill before the season: AW numbers, AW units, Material with Teile-Nr. */
export function vwHaendler1970(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(1975, 1988)}-${rng.pick(['03', '04', '05'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = `Autohaus ${rng.pick(['Reinhardt', 'Lindner', 'Kaltenbach'])} GmbH`;
  const aw = r2(rng.int(45, 85) / 10);
  const jobs = rng
    .some(
      [
        ['0100', 'Kundendienst 15000 km'],
        ['0155', 'Ventilspiel einstellen'],
        ['2810', 'Zündung einstellen, Unterbrecher erneuert'],
        ['4611', 'Bremsen hinten nachstellen'],
        ['9410', 'Scheinwerfer einstellen'],
        ['0175', 'Ölwechsel mit Sieb reinigen'],
        ['5730', 'Heizungsseilzug gangbar gemacht'],
      ] as [string, string][],
      rng.int(3, 5),
    )
    .map(([n, t]) => {
      const units = rng.int(3, 16);
      return { n, t, units, amount: r2(units * aw) };
    });
  const mats = lines(
    rng,
    [
      ['Markenöl HD 20W-50', 2.4, 4.5],
      ['Zündkerze', 3, 5.5],
      ['Unterbrecher', 8, 14],
      ['Ventildeckeldichtung', 3, 6],
      ['Ölsiebdichtungen', 2, 4],
      ['Glühlampe 45/40W', 3, 6],
    ],
    2,
    4,
    (r) => r.pick([1, 1, 2, 4]),
  );
  const L = r2(jobs.reduce((a, j) => a + j.amount, 0));
  const P = total(mats);
  const vat = vatDE(y);
  const net = r2(L + P);
  const gross = r2(net * (1 + vat / 100));
  const km = whole(rng, 30000, 150000);
  p.text(50, shop, { y: 50, size: 15, bold: true, serif: true });
  p.text(50, `V.A.G Vertragshändler · ${rng.pick(['Kassel', 'Göttingen', 'Paderborn'])} · Ruf ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, {
    y: 63,
    size: 8.5,
    serif: true,
  });
  p.text(545, `Rechnungs-Nr. ${digits(rng, 6)}`, { y: 50, size: 9, align: 'right', serif: true });
  p.text(545, `Datum ${fd(date, 'de2')}`, { y: 62, size: 9, align: 'right', serif: true });
  p.text(50, `${nameDE(rng)}, ${streetDE(rng)}`, { y: 100, size: 10, serif: true });
  p.text(
    50,
    `Typ 1 ${rng.pick(['Käfer 1303', 'Käfer 1200', 'Karmann Ghia'])}  Fahrgest.-Nr. 1${digits(rng, 9)}  Pol. Kennz. ${plateDE(rng, rng.pick(['KS', 'GÖ', 'PB']))}  km-Stand ${km}`,
    { y: 125, size: 8.5, serif: true },
  );
  hline(p, 50, 495, 132);
  p.y = 150;
  const cols: Col[] = [{ x: 50 }, { x: 100 }, { x: 430, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arb.-Nr.', 'Ausgeführte Arbeiten', 'AW', 'DM'], { bold: true, serif: true });
  p.down(14);
  for (const j of jobs) {
    row(p, cols, [j.n, j.t, String(j.units), num(j.amount, 'de')], { serif: true });
    p.down(12.5);
  }
  p.text(100, `Arbeitslohn (1 AW = DM ${num(aw, 'de')})`, { size: 9, serif: true, bold: true });
  p.text(545, num(L, 'de'), { size: 9, serif: true, align: 'right', bold: true });
  p.down(22);
  const cols2: Col[] = [{ x: 50 }, { x: 130 }, { x: 430, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols2, ['Teile-Nr.', 'Material', 'Stück', 'DM'], { bold: true, serif: true });
  p.down(14);
  for (const m of mats) {
    row(p, cols2, [`${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`, m.text, String(m.qty), num(m.amount, 'de')], { serif: true });
    p.down(12.5);
  }
  p.text(130, 'Material gesamt', { size: 9, serif: true, bold: true });
  p.text(545, num(P, 'de'), { size: 9, serif: true, align: 'right', bold: true });
  p.down(26);
  p.box(300, p.y - 12, 245, 48);
  p.text(306, `Lohn + Material`, { size: 9, serif: true });
  p.text(540, num(net, 'de'), { size: 9, serif: true, align: 'right' });
  p.down(13);
  p.text(306, `${vat} % Mehrwertsteuer`, { size: 9, serif: true });
  p.text(540, num(r2(gross - net), 'de'), { size: 9, serif: true, align: 'right' });
  p.down(15);
  p.text(306, 'Rechnungsbetrag DM', { size: 10, serif: true, bold: true });
  p.text(540, num(gross, 'de'), { size: 10, serif: true, bold: true, align: 'right' });
  p.down(40);
  p.text(50, 'Nächster Kundendienst bei 22500 km. Wir wünschen gute Fahrt!', { size: 8.5, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.t),
    partsUsed: mats.map((m) => m.text),
  });
}

/** 7. A Porsche centre's classic department: order and invoice dates apart, parts first, then labour; totals in a grey band. */
export function zentrumKlassik(rng: Random): Generated {
  const p = new PageBuilder();
  const done = rng.date(2008, 2025);
  const inv = addDays(done, rng.int(1, 6));
  const y = yearOf(done);
  const shop = `${rng.pick(['Sportwagenzentrum', 'Klassik-Zentrum'])} ${rng.pick(['Isartal', 'Bergisch Land', 'Rhein-Main'])} GmbH`;
  const f = scale(y, 'EUR');
  const par = scaled(
    lines(
      rng,
      [
        ['Ölfilter 911', 12, 22],
        ['Motoröl 20W-50, Liter', 9, 14],
        ['Luftfilter', 25, 45],
        ['Zündverteilerkappe', 35, 70],
        ['Zündkabelsatz', 80, 140],
        ['Ventildeckeldichtung oben', 8, 18],
        ['Batterie 12V 66Ah', 110, 170],
      ],
      3,
      5,
      (r) => r.pick([1, 1, 1, 2, 10]),
    ),
    f,
  );
  const lab = scaled(
    lines(
      rng,
      [
        ['Wartung Saisonbeginn nach Herstellervorgabe', 280, 420],
        ['Ventile eingestellt', 180, 300],
        ['Zündanlage überprüft und eingestellt', 90, 150],
        ['Batterie getauscht und codiert', 30, 50],
        ['Fahrzeug-Check vor HU', 60, 110],
      ],
      2,
      4,
    ),
    f,
  );
  const P = total(par);
  const L = total(lab);
  const net = r2(L + P);
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  const km = whole(rng, 60000, 240000);
  p.text(545, shop, { y: 50, size: 13, bold: true, align: 'right' });
  p.text(545, `Classic Abteilung · ${streetDE(rng)}`, { y: 63, size: 8.5, align: 'right' });
  p.text(50, `${nameDE(rng)}`, { y: 115, size: 10 });
  p.text(50, `${streetDE(rng)}`, { y: 128, size: 10 });
  p.text(50, 'Rechnung', { y: 175, size: 16, bold: true });
  const meta: [string, string][] = [
    ['Rechnungsnummer', `${digits(rng, 8)}`],
    ['Rechnungsdatum', fd(inv, 'de')],
    ['Auftragsnummer', `${digits(rng, 6)}`],
    ['Auftragsdatum', fd(addDays(done, -rng.int(1, 5)), 'de')],
    ['Fertigstellung', fd(done, 'de')],
    ['Kilometerstand', `${num(km, 'de').slice(0, -3)} km`],
    ['Fahrgestellnummer', `WP0ZZZ91Z${digits(rng, 2)}S${digits(rng, 6)}`],
  ];
  meta.forEach(([a, b], i) => {
    p.text(330, `${a}:`, { y: 105 + i * 12, size: 8.5 });
    p.text(430, b, { y: 105 + i * 12, size: 8.5 });
  });
  p.y = 215;
  const cols: Col[] = [{ x: 50 }, { x: 150 }, { x: 410, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Teilenummer', 'Teile', 'Menge', 'Preis/E', 'Betrag EUR'], { bold: true, size: 8.5 });
  p.down(13);
  for (const l of par) {
    row(
      p,
      cols,
      [`${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, l.text, num(l.qty, 'de'), num(l.unit, 'de'), num(l.amount, 'de')],
      { size: 8.5 },
    );
    p.down(12);
  }
  p.text(410, 'Summe Teile', { size: 8.5, bold: true, align: 'right' });
  p.text(545, num(P, 'de'), { size: 8.5, bold: true, align: 'right' });
  p.down(22);
  row(p, cols, ['Arbeitspos.', 'Arbeitsleistungen', 'ZE', '', 'Betrag EUR'], { bold: true, size: 8.5 });
  p.down(13);
  for (const l of lab) {
    row(p, cols, [`${digits(rng, 2)}${digits(rng, 2)}${digits(rng, 2)}`, l.text, String(rng.int(10, 60)), '', num(l.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  p.text(410, 'Summe Arbeitsleistungen', { size: 8.5, bold: true, align: 'right' });
  p.text(545, num(L, 'de'), { size: 8.5, bold: true, align: 'right' });
  p.down(26);
  p.box(50, p.y - 11, 495, 30, true);
  const cols3: Col[] = [{ x: 60 }, { x: 190 }, { x: 320 }, { x: 450 }];
  row(p, cols3, ['Nettobetrag', 'MwSt. 19 %', 'Bruttobetrag', ''], { size: 7.5 });
  p.down(12);
  row(p, cols3, [num(net, 'de'), num(tax, 'de'), `${num(gross, 'de')} EUR`, ''], { size: 10, bold: true });
  p.down(38);
  p.text(50, 'Der Rechnungsbetrag wird per Lastschrift von Ihrem Konto eingezogen.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: done,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: lab.map((l) => l.text),
    partsUsed: par.map((l) => l.text),
  });
}

/** 8. A Hamburg specialist's fixed-price spring check: the package lists its jobs without prices, extra parts priced. */
export function fruehjahrsPaketHamburg(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2010, 2026);
  const shop = rng.pick(['Elbe Classics Werkstatt', 'Oldtimerhof Wandsbek', 'Hanseatische Klassiker-Garage']);
  const jobs = rng.some(
    [
      'Ölwechsel inkl. Filter',
      'Sichtprüfung Bremsen und Leitungen',
      'Flüssigkeitsstände geprüft',
      'Beleuchtung geprüft',
      'Batterie-Test',
      'Reifen geprüft, Luftdruck',
      'Vergaser-Grundeinstellung',
      'Probefahrt 20 km',
    ],
    rng.int(5, 7),
  );
  const pack = whole(rng, 240, 390, 5) - 0.01;
  const extra = lines(
    rng,
    [
      ['Motoröl 20W-50 (5 l)', 38, 60],
      ['Ölfilter', 11, 25],
      ['Wischerblätter (Paar)', 18, 30],
      ['Keilriemen', 15, 32],
      ['Zündkerzen (Satz)', 16, 35],
    ],
    2,
    4,
  );
  const P = total(extra);
  const gross = r2(pack + P);
  const net = r2(gross / 1.19);
  const km = whole(rng, 20000, 180000);
  const c = car(rng);
  p.text(50, shop.toUpperCase(), { y: 52, size: 13, bold: true });
  p.text(50, `${streetDE(rng)} · 22${digits(rng, 3)} Hamburg · info@${shop.split(' ')[0].toLowerCase()}-hh.de`, { y: 65, size: 8 });
  hline(p, 50, 495, 72);
  p.text(50, `Kunde  ${nameDE(rng)}`, { y: 100, size: 9.5 });
  p.text(50, `Fahrzeug  ${c.make} ${c.model}   HH-${letters2(rng)} ${rng.int(10, 999)}H`, { y: 113, size: 9.5 });
  p.text(50, `Tacho  ${num(km, 'de').slice(0, -3)}`, { y: 126, size: 9.5 });
  p.text(380, `Rechnung ${digits(rng, 4)}-${digits(rng, 2)}`, { y: 100, size: 9.5, bold: true });
  p.text(380, `vom ${fd(date, 'delong')}`, { y: 113, size: 9.5 });
  p.y = 170;
  p.text(50, 'Frühjahrs-Check zum Festpreis', { size: 11, bold: true });
  p.text(545, `${num(pack, 'de')} €`, { size: 11, bold: true, align: 'right' });
  p.down(15);
  for (const j of jobs) {
    p.text(62, `– ${j}`, { size: 9 });
    p.down(12);
  }
  p.down(14);
  p.text(50, 'Zusätzlich verbaute Teile', { size: 11, bold: true });
  p.down(15);
  for (const l of extra) {
    p.text(62, l.text, { size: 9 });
    p.text(545, `${num(l.amount, 'de')} €`, { size: 9, align: 'right' });
    p.down(12);
  }
  p.text(400, 'Teile gesamt', { size: 9 });
  p.text(545, `${num(P, 'de')} €`, { size: 9, align: 'right' });
  p.down(28);
  hline(p, 330, 215);
  p.down(14);
  p.text(330, 'Gesamtbetrag', { size: 11, bold: true });
  p.text(545, `${num(gross, 'de')} €`, { size: 11, bold: true, align: 'right' });
  p.down(13);
  p.text(330, `enthaltene MwSt. 19 %: ${num(r2(gross - net), 'de')} €`, { size: 8 });
  p.down(40);
  p.text(50, 'Alle Preise inkl. gesetzlicher Mehrwertsteuer. Vielen Dank – wir sehen uns zur Einwinterung!', { size: 8.5 });
  p.text(50, `Haspa · IBAN ${ibanDE(rng)} · Steuernr. ${digits(rng, 2)}/${digits(rng, 3)}/${digits(rng, 5)}`, { size: 7.5, y: 800 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    partsCost: P,
    totalCost: gross,
    workPerformed: ['Frühjahrs-Check zum Festpreis', ...jobs],
    partsUsed: extra.map((l) => l.text),
  });
}

/** 9. An Austrian lay-up bill from Salzburg: Leistungszeitraum, storage and conservation, USt 20 %, labels above the values. */
export function einwinterungSalzburg(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2003, 2025);
  const date = `${y}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const shop = `${rng.pick(['Autohaus', 'Kfz-Werkstätte'])} ${rng.pick(['Gruber', 'Haberl', 'Moser'])} & Co KG`;
  const f = scale(y, 'EUR');
  const lab = scaled(
    lines(
      rng,
      [
        ['Einwinterung: Tank voll, Stabilisator, Reifendruck erhöht', 50, 90],
        ['Batterie ausgebaut und gewartet', 20, 35],
        ['Unterbodenschutz ausgebessert', 60, 140],
        ['Chromteile konserviert', 30, 55],
        ['Innenraum-Entfeuchter eingesetzt', 10, 20],
      ],
      3,
      4,
    ),
    f,
  );
  const storage = r2(f * rng.int(240, 420));
  const par = scaled(
    lines(
      rng,
      [
        ['Kraftstoffstabilisator', 12, 20],
        ['Unterbodenschutz Wachs', 18, 30],
        ['Chrompflege', 9, 15],
        ['Entfeuchter-Granulat', 8, 14],
      ],
      2,
      3,
    ),
    f,
  );
  const L = r2(total(lab) + storage);
  const P = total(par);
  const net = r2(L + P);
  const gross = r2(net * 1.2);
  const km = whole(rng, 20000, 150000);
  p.text(297, shop, { y: 50, size: 15, bold: true, align: 'center' });
  p.text(
    297,
    `${rng.pick(['Alpenstraße', 'Ignaz-Harrer-Straße', 'Münchner Bundesstraße'])} ${rng.int(1, 120)} · 50${rng.int(20, 99)} Salzburg · +43 662 ${digits(rng, 6)}`,
    { y: 63, size: 8.5, align: 'center' },
  );
  p.text(50, 'RECHNUNG', { y: 120, size: 14, bold: true });
  const boxes: [string, string][] = [
    ['Rechnungsnummer', `${y}-${digits(rng, 5)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungszeitraum', `${fd(date, 'de')} – ${fd(`${y + 1}-04-15`, 'de')}`],
    ['Kilometerstand', String(km)],
  ];
  boxes.forEach(([a, b], i) => {
    const x = 50 + i * 124;
    p.box(x, 135, 120, 32);
    p.text(x + 4, a, { y: 145, size: 7 });
    p.text(x + 4, b, { y: 160, size: i === 2 ? 7.5 : 9.5 });
  });
  p.text(50, `Kunde: ${nameDE(rng)} · Kennzeichen S-${digits(rng, 3)}${letters2(rng)} · Wechselkennzeichen`, { y: 185, size: 9 });
  p.y = 215;
  const cols: Col[] = [{ x: 50 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Leistung', 'Menge', 'EUR'], { bold: true });
  p.down(13);
  for (const l of lab) {
    row(p, cols, [l.text, '1', num(l.amount, 'de')]);
    p.down(12.5);
  }
  row(p, cols, ['Winterabstellplatz Halle, Saison bis 15. April', '1', num(storage, 'de')]);
  p.down(12.5);
  p.text(470, 'Arbeit/Lager', { size: 9, align: 'right', bold: true });
  p.text(545, num(L, 'de'), { size: 9, align: 'right', bold: true });
  p.down(20);
  for (const l of par) {
    row(p, cols, [l.text, String(l.qty), num(l.amount, 'de')]);
    p.down(12.5);
  }
  p.text(470, 'Material', { size: 9, align: 'right', bold: true });
  p.text(545, num(P, 'de'), { size: 9, align: 'right', bold: true });
  p.down(24);
  p.text(470, 'Netto', { size: 9.5, align: 'right' });
  p.text(545, num(net, 'de'), { size: 9.5, align: 'right' });
  p.down(13);
  p.text(470, '+ 20 % USt', { size: 9.5, align: 'right' });
  p.text(545, num(r2(gross - net), 'de'), { size: 9.5, align: 'right' });
  p.down(15);
  p.text(470, 'Brutto EUR', { size: 11, align: 'right', bold: true });
  p.text(545, num(gross, 'de'), { size: 11, align: 'right', bold: true });
  p.down(36);
  p.text(50, 'Die Abmeldung der Wechselkennzeichen ist nicht erforderlich. Auslieferung ab 15. April nach Voranmeldung.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: [...lab.map((l) => l.text), 'Winterabstellplatz Halle, Saison bis 15. April'],
    partsUsed: par.map((l) => l.text),
  });
}

/** 10. A Bernese veteran-car garage's Arbeitsrapport: hours times rate, the date in the margin, CHF rounded. */
export function veteranenRapportBern(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2024);
  const y = yearOf(date);
  const shop = `Veteranen-Garage ${rng.pick(['Aebi', 'Zbinden', 'Schär'])}`;
  const rate = r2(scale(y, 'CHF') * rng.int(105, 135));
  const jobs = rng
    .some(
      [
        'Frühlingsservice nach Einlagerung',
        'Vergaser gereinigt und eingestellt',
        'Kupplung nachgestellt',
        'Bremsflüssigkeit gewechselt',
        'Zündkontakte ersetzt',
        'Lenkgetriebe Öl ergänzt',
        'Probefahrt Gurnigel',
      ],
      rng.int(3, 5),
    )
    .map((t) => {
      const h = rng.int(2, 12) / 2;
      return { t, h, amount: r2(h * rate) };
    });
  const par = scaled(
    lines(
      rng,
      [
        ['Öl 20W-50', 10, 15],
        ['Vergaserdichtsatz', 25, 45],
        ['Kontakte', 12, 22],
        ['Bremsflüssigkeit DOT 4', 9, 15],
        ['Getriebeöl SAE 90', 8, 14],
      ],
      2,
      4,
      (r) => r.pick([1, 1, 2, 5]),
    ),
    scale(y, 'CHF'),
  );
  const L = r2(jobs.reduce((a, j) => a + j.amount, 0));
  const P = total(par);
  const vat = vatCH(y);
  const net = r2(L + P);
  const gross = r05(net * (1 + vat / 100));
  const km = whole(rng, 10000, 120000);
  p.text(50, shop, { y: 50, size: 17, bold: true, serif: true });
  p.text(50, `Restaurationen · Unterhalt · Einstellhalle — ${rng.pick(['Worb', 'Belp', 'Münsingen'])} BE`, { y: 64, size: 9, serif: true });
  p.text(50, 'ARBEITSRAPPORT / RECHNUNG', { y: 115, size: 12, bold: true });
  p.text(50, `Kunde: ${nameDE(rng)}, ${rng.pick(['Thun', 'Bern', 'Burgdorf'])}`, { y: 132, size: 9.5 });
  p.text(50, `Fahrzeug: ${car(rng).make} · BE ${digits(rng, 6)} · km ${num(km, 'ch').slice(0, -3)}`, { y: 145, size: 9.5 });
  p.text(545, 'Datum', { y: 115, size: 8, align: 'right' });
  p.text(545, fd(date, 'de'), { y: 128, size: 10, align: 'right' });
  p.text(545, `Nr. ${digits(rng, 4)}`, { y: 145, size: 9.5, align: 'right' });
  p.y = 180;
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arbeit', 'Std.', 'Ansatz', 'Fr.'], { bold: true });
  p.down(13);
  for (const j of jobs) {
    row(p, cols, [j.t, num(j.h, 'ch'), num(rate, 'ch'), num(j.amount, 'ch')]);
    p.down(12.5);
  }
  row(p, cols, ['Total Arbeit', '', '', num(L, 'ch')], { bold: true });
  p.down(22);
  row(p, cols, ['Material', 'Stk.', 'Preis', 'Fr.'], { bold: true });
  p.down(13);
  for (const l of par) {
    row(p, cols, [l.text, String(l.qty), num(l.unit, 'ch'), num(l.amount, 'ch')]);
    p.down(12.5);
  }
  row(p, cols, ['Total Material', '', '', num(P, 'ch')], { bold: true });
  p.down(24);
  row(p, cols, ['', '', 'Zwischentotal', num(net, 'ch')]);
  p.down(13);
  row(p, cols, ['', '', `MWST ${vat} %`, num(r2(gross - net), 'ch')]);
  p.down(15);
  row(p, cols, ['', '', 'Endtotal Fr.', num(gross, 'ch')], { bold: true, size: 10.5 });
  p.down(40);
  p.text(50, 'Einzahlungsschein liegt bei. Zahlbar innert 30 Tagen.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    workPerformed: jobs.map((j) => j.t),
    partsUsed: par.map((l) => l.text),
  });
}
