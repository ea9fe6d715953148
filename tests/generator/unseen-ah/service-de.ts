/** gen-unseen-ah: German-language workshop bills for motorcycles, scooters, tractors and commercial vehicles. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r05, vatCH, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import * as k from './kit';

const euroOrDm = (year: number) => (year < 2002 ? 'DM' : 'EUR');
const at = (iso: string) => Number(iso.slice(0, 4));

/** An Allgäu motorcycle workshop's typed bill: a position table, labour and material subtotals, MwSt. */
export function zweiradAllgaeu(rng: Random): Generated {
  const v = rng.pick(k.MOTORCYCLES.filter((x) => x.make === 'BMW' || x.make === 'Zündapp'));
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1970, 2023);
  const y = at(date);
  const cur = euroOrDm(y);
  const done = addDays(date, -rng.int(1, 6));
  const rate = k.hourly(rng, y, cur);
  const lab = k.labour(rng, k.MOTO_WORK_DE, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.MOTO_PARTS_DE, rng.int(3, 6), k.eraFactor(y, cur));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatDE(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `Zweirad-Werkstatt ${rng.pick(['Hörmann', 'Waibel', 'Rauch', 'Bühler'])}`;
  const town = rng.pick(['87435 Kempten (Allgäu)', '87600 Kaufbeuren', '87509 Immenstadt i. Allgäu', '87700 Memmingen']);
  const km = rng.int(8000, 96000);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, shop, { size: 17, bold: true }).down(15);
  p.text(50, `Meisterbetrieb für BMW- und Zündapp-Motorräder · ${rng.pick(['Allgäuer Straße', 'Illerstraße', 'Am Mühlbach'])} ${rng.int(2, 60)} · ${town}`, {
    size: 8,
  }).down(11);
  p.text(50, `Telefon ${rng.int(80, 89)}${rng.int(10, 99)} / ${rng.int(1000, 9999)}`, { size: 8 });
  p.y = 140;
  const cust = k.dePerson(rng);
  p.text(50, cust)
    .down(13)
    .text(50, `${rng.pick(['Dorfstraße', 'Kirchweg', 'Bergstraße'])} ${rng.int(1, 40)}`)
    .down(13)
    .text(50, town.replace(/^\d+/, String(rng.int(87000, 87799))));
  p.y = 140;
  p.text(380, 'Rechnung Nr.', { size: 9 }).text(545, k.invNo(rng), { size: 9, align: 'right' }).down(13);
  p.text(380, 'Rechnungsdatum', { size: 9 }).text(545, fd(date, 'de'), { size: 9, align: 'right' }).down(13);
  p.text(380, 'Reparatur ausgeführt am', { size: 9 }).text(545, fd(done, 'de'), { size: 9, align: 'right' });
  p.y = 210;
  p.text(50, 'RECHNUNG', { size: 13, bold: true }).down(18);
  p.text(
    50,
    `Motorrad: ${k.named(v)}, Bj. ${built}   Kennzeichen: ${rng.pick(['KE', 'OA', 'KF', 'MM'])}-${rng.pick(['A', 'BX', 'H', 'Z'])} ${rng.int(10, 999)}   km-Stand: ${num(km, 'de').slice(0, -3)}`,
    { size: 9 },
  ).down(20);
  const cols = [{ x: 50 }, { x: 75 }, { x: 395, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Pos', 'Bezeichnung', 'Menge', 'E-Preis', 'Betrag'], { bold: true });
  hline(p, 50, 495, p.y - 9);
  let pos = 1;
  for (const l of lab) k.line(p, cols, [String(pos++), l.text, `${k.hoursFmt(l.hours, true)} Std.`, num(l.rate, 'de'), num(l.amount, 'de')]);
  for (const l of pts) k.line(p, cols, [String(pos++), l.text, `${l.qty} St.`, num(l.unit, 'de'), num(l.amount, 'de')]);
  hline(p, 50, 495, p.y - 8);
  p.down(6);
  const tot = [{ x: 330 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Summe Arbeitslohn', num(L, 'de')]);
  k.line(p, tot, ['Summe Material', num(P, 'de')]);
  k.line(p, tot, ['Nettobetrag', num(net, 'de')]);
  k.line(p, tot, [`MwSt. ${vat} %`, num(tax, 'de')]);
  k.line(p, tot, [`Rechnungsbetrag ${cur}`, num(gross, 'de')], { bold: true });
  p.down(20);
  p.text(50, 'Zahlbar sofort ohne Abzug. Vielen Dank für Ihren Auftrag – gute Fahrt!', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** An Emsland agricultural machinery dealer's workshop bill for a vintage tractor: Betriebsstunden, no km. */
export function landmaschinenEmsland(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_DE);
  const built = k.buildYear(rng, v);
  const date = rng.date(2003, 2024);
  const y = at(date);
  const done = addDays(date, -rng.int(2, 12));
  const rate = k.hourly(rng, y, 'EUR');
  const lab = k.labour(rng, k.TRAC_WORK_DE, rng.int(2, 5), rate);
  const pts = k.parts(rng, k.TRAC_PARTS_DE, rng.int(2, 6), k.eraFactor(y, 'EUR'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatDE(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const name = rng.pick(['Schepers', 'Brüggemann', 'Hölscher', 'Wessels']);
  const shop = `Landmaschinen ${name} GmbH & Co. KG`;
  const hours = rng.int(1800, 9800);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, shop.toUpperCase(), { size: 15, bold: true, align: 'center' }).down(14);
  p.text(297, `Land- und Gartentechnik · Schlepper-Werkstatt · ${rng.pick(['49716 Meppen', '49808 Lingen (Ems)', '26871 Papenburg', '49733 Haren (Ems)'])}`, {
    size: 8.5,
    align: 'center',
  });
  hline(p, 50, 495, 82);
  p.y = 110;
  p.text(50, 'Werkstattrechnung', { size: 14, bold: true }).down(24);
  const rows: [string, string][] = [
    ['Kunde', `${k.dePerson(rng)}, ${rng.pick(['Haselünne', 'Sögel', 'Werlte', 'Herzlake', 'Twist'])}`],
    ['Rechnungs-Nr.', `WR-${y}-${k.pad(rng.int(1, 4999), 4)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungsdatum', fd(done, 'de')],
    ['Schlepper', `${k.named(v)}, Baujahr ${built}`],
    ['Betriebsstunden', `${num(hours, 'de').slice(0, -3)} h`],
  ];
  for (const [a, b] of rows) {
    p.text(50, a, { size: 9 }).text(160, b, { size: 9 }).down(13);
  }
  p.down(12);
  const cols = [{ x: 50 }, { x: 120 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Art.-Nr.', 'Leistung / Ersatzteil', 'Menge', 'Betrag €'], { bold: true });
  for (const l of lab) k.line(p, cols, ['Lohn', l.text, `${k.hoursFmt(l.hours, true)} Std.`, num(l.amount, 'de')]);
  for (const l of pts) k.line(p, cols, [String(rng.int(100000, 999999)), l.text, `${l.qty}`, num(l.amount, 'de')]);
  p.down(10);
  const tot = [{ x: 360 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Lohn netto', num(L, 'de')]);
  k.line(p, tot, ['Teile netto', num(P, 'de')]);
  k.line(p, tot, ['Summe netto', num(net, 'de')]);
  k.line(p, tot, [`zzgl. ${vat} % MwSt.`, num(tax, 'de')]);
  p.box(355, p.y - 11, 195, 16, true);
  k.line(p, tot, ['Gesamtbetrag', `${num(gross, 'de')} €`], { bold: true });
  p.down(20);
  p.text(50, `Stundensatz Monteur: ${num(rate, 'de')} € netto. Zahlbar innerhalb 14 Tagen.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: null,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A Hohenlohe Fendt dealer's order form: boxed head (Auftrag, Fertigstellung, Betr.-Std.), Monteurstunden and Material. */
export function fendtHohenlohe(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_DE.filter((x) => x.make === 'Fendt' || x.make === 'Porsche-Diesel' || x.make === 'Deutz'));
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1978, 2024);
  const y = at(date);
  const cur = euroOrDm(y);
  const done = addDays(date, -rng.int(1, 9));
  const rate = k.hourly(rng, y, cur);
  const lab = k.labour(rng, k.TRAC_WORK_DE, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRAC_PARTS_DE, rng.int(3, 5), k.eraFactor(y, cur));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatDE(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `Agrartechnik ${rng.pick(['Hägele', 'Löffler', 'Wieland', 'Kraus'])} GmbH`;
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, shop, { size: 16, bold: true, serif: true }).down(13);
  p.text(
    50,
    `Fendt-Vertragshändler · Landmaschinen · Ersatzteile · ${rng.pick(['74564 Crailsheim', '74523 Schwäbisch Hall', '74653 Künzelsau', '74613 Öhringen'])}`,
    { size: 8 },
  );
  p.y = 100;
  p.text(50, 'REPARATURRECHNUNG', { size: 12, bold: true });
  p.y = 118;
  const cells: [string, string][] = [
    ['Auftrag Nr.', String(rng.int(20000, 89999))],
    ['Auftragsdatum', fd(addDays(done, -rng.int(1, 10)), 'de')],
    ['Fertigstellung', fd(done, 'de')],
    ['Rechnungsdatum', fd(date, 'de')],
  ];
  cells.forEach(([a, b], i) => {
    p.box(50 + i * 124, 108, 124, 30);
    p.text(54 + i * 124, a, { size: 7, y: 117 }).text(54 + i * 124, b, { size: 10, y: 132 });
  });
  const hrs = rng.int(2500, 11000);
  const cells2: [string, string][] = [
    ['Kunde', k.dePerson(rng)],
    ['Fahrzeug', `${k.named(v)} (${built})`],
    ['Betr.-Std.', num(hrs, 'de').slice(0, -3)],
  ];
  const w2 = [170, 200, 126];
  let x = 50;
  cells2.forEach(([a, b], i) => {
    p.box(x, 138, w2[i], 30);
    p.text(x + 4, a, { size: 7, y: 147 }).text(x + 4, b, { size: 10, y: 162 });
    x += w2[i];
  });
  p.y = 195;
  p.text(50, 'Monteurstunden', { size: 10, bold: true }).down(14);
  const cols = [{ x: 55 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Tätigkeit', 'Std.', 'Satz', cur === 'DM' ? 'DM' : 'EUR'], { size: 8, bold: true });
  for (const l of lab) k.line(p, cols, [l.text, k.hoursFmt(l.hours, true), num(l.rate, 'de'), num(l.amount, 'de')]);
  k.line(p, cols, ['', '', 'Summe Lohn', num(L, 'de')], { bold: true });
  p.down(10);
  p.text(50, 'Material', { size: 10, bold: true }).down(14);
  k.line(p, cols, ['Bezeichnung', 'Menge', 'Preis', cur === 'DM' ? 'DM' : 'EUR'], { size: 8, bold: true });
  for (const l of pts) k.line(p, cols, [l.text, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')]);
  k.line(p, cols, ['', '', 'Summe Material', num(P, 'de')], { bold: true });
  p.down(14);
  const tot = [{ x: 380 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Netto', num(net, 'de')]);
  k.line(p, tot, [`USt ${vat} %`, num(tax, 'de')]);
  k.line(p, tot, ['Zu zahlen', `${num(gross, 'de')} ${cur}`], { bold: true, size: 10.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: null,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A Mühlviertel Landtechnik bill in Schilling or euro (20 % USt): one list of lines, no subtotals by kind. */
export function landtechnikMuehlviertel(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_AT);
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1976, 2024);
  const y = at(date);
  const ats = y < 2002;
  const cur = ats ? 'ATS' : 'EUR';
  const rate = k.hourly(rng, y, cur);
  const lab = k.labour(rng, k.TRAC_WORK_DE, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRAC_PARTS_DE, rng.int(2, 4), k.eraFactor(y, cur));
  const all = rng.chance(0.5) ? [...lab, ...pts] : [...pts, ...lab];
  const net = k.r2(k.total(lab) + k.total(pts));
  const tax = k.r2(net * 0.2);
  const gross = k.r2(net + tax);
  const shop = `Landtechnik ${rng.pick(['Leitner', 'Pichler', 'Hofer'])}`;
  const place = rng.pick(['4240 Freistadt', '4190 Bad Leonfelden', '4160 Aigen-Schlägl', '4150 Rohrbach']);
  const p = new PageBuilder();
  p.y = 60;
  p.text(545, shop, { size: 15, bold: true, align: 'right' }).down(13);
  p.text(545, `Traktoren · Landmaschinen · Schlosserei`, { size: 8.5, align: 'right' }).down(11);
  p.text(545, `${place}, Mühlviertel`, { size: 8.5, align: 'right' });
  p.y = 130;
  const cust = k.dePerson(rng);
  p.text(50, `Herrn ${cust}`)
    .down(13)
    .text(50, `${rng.pick(['Lasberg', 'Sandl', 'Weitersfelden', 'Kefermarkt'])} ${rng.int(1, 90)}`);
  p.y = 190;
  p.text(50, `Rechnung Nr. ${rng.int(100, 2999)}/${String(y).slice(2)}`, { size: 12, bold: true });
  p.text(545, `${place.slice(5)}, am ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(18);
  const hrs = rng.int(1200, 7800);
  p.text(50, `Betrifft: Traktor ${k.named(v)}, Baujahr ${built} – Betriebsstundenstand lt. Zähler ${hrs} Std.`, { size: 9 }).down(22);
  for (const l of all) {
    const desc = 'hours' in l ? `${l.text} (${k.hoursFmt(l.hours, true)} Std. à ${num(l.rate, 'de')})` : `${l.qty} x ${l.text}`;
    p.text(60, desc, { size: 9.5 }).text(545, num(l.amount, 'de'), { size: 9.5, align: 'right' }).down(14);
  }
  hline(p, 380, 165, p.y - 6);
  p.down(8);
  const tot = [{ x: 380 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Gesamtbetrag netto', num(net, 'de')]);
  k.line(p, tot, ['+ 20 % USt.', num(tax, 'de')]);
  k.line(p, tot, ['Rechnungsbetrag', `${ats ? 'S' : '€'} ${num(gross, 'de')}`], { bold: true });
  p.down(24);
  p.text(50, 'Betrag dankend erhalten / Zahlung binnen 8 Tagen auf unser Konto bei der Raiffeisenbank.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: null,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** An Emmental agricultural mechanic's bill in CHF: Menge | Text | Preis | Betrag, totals rounded to five Rappen. */
export function mechanikEmmental(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_CH);
  const built = k.buildYear(rng, v);
  const date = rng.date(1996, 2024);
  const y = at(date);
  const rate = k.hourly(rng, y, 'CHF');
  const lab = k.labour(rng, k.TRAC_WORK_DE, rng.int(2, 4), rate);
  const pts = k.parts(rng, k.TRAC_PARTS_DE, rng.int(2, 5), k.eraFactor(y, 'CHF'));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatCH(y);
  const tax = k.r2((net * vat) / 100);
  const gross = r05(net + tax);
  const rnd = k.r2(gross - net - tax);
  const shop = `${rng.pick(['Gerber', 'Aebi', 'Stucki', 'Egli'])} Landmaschinen AG`;
  const place = rng.pick(['3550 Langnau i.E.', '3453 Heimisbach', '3457 Wasen i.E.', '3415 Hasle-Rüegsau', '3438 Lauperswil']);
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, shop, { size: 15, bold: true }).down(12);
  p.text(50, `Landmaschinen-Mechanik · Reparaturen aller Marken · ${place}`, { size: 8 });
  p.y = 120;
  p.text(330, k.dePerson(rng))
    .down(13)
    .text(330, `${rng.pick(['Hof', 'Hinterdorf', 'Oberfeld'])} ${rng.int(1, 30)}`)
    .down(13)
    .text(330, rng.pick(['3555 Trubschachen', '3537 Eggiwil', '3436 Zollbrück']));
  p.y = 190;
  p.text(50, 'Rechnung', { size: 14, bold: true }).down(18);
  p.text(50, `Nummer ${rng.int(10000, 39999)}   Datum ${fd(date, 'de')}`, { size: 9 }).down(13);
  p.text(50, `Objekt: Traktor ${k.named(v)}, Jg. ${built}, Stundenzähler ${num(rng.int(2000, 9000), 'ch').slice(0, -3)} h`, { size: 9 }).down(22);
  const cols = [{ x: 50 }, { x: 100 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Menge', 'Text', 'Preis', 'Betrag'], { bold: true });
  hline(p, 50, 495, p.y - 9);
  for (const l of lab) k.line(p, cols, [`${l.hours.toFixed(2)} h`, l.text, num(l.rate, 'ch'), num(l.amount, 'ch')]);
  k.line(p, cols, ['', 'Total Arbeit', '', num(L, 'ch')], { bold: true });
  for (const l of pts) k.line(p, cols, [`${l.qty} Stk`, l.text, num(l.unit, 'ch'), num(l.amount, 'ch')]);
  k.line(p, cols, ['', 'Total Material', '', num(P, 'ch')], { bold: true });
  p.down(10);
  const tot = [{ x: 360 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Total exkl. MWST', num(net, 'ch')]);
  k.line(p, tot, [`MWST ${vat} %`, num(tax, 'ch')]);
  if (rnd !== 0) k.line(p, tot, ['Rundung', num(rnd, 'ch')]);
  k.line(p, tot, ['Total CHF', num(gross, 'ch')], { bold: true });
  p.down(18);
  p.text(50, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: null,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** An Emsland commercial-vehicle workshop billing a Unimog in Arbeitswerte (AW): km-Stand, subtotals. */
export function unimogArbeitswerte(rng: Random): Generated {
  const v = rng.pick(k.COMMERCIAL.filter((x) => x.model.startsWith('Unimog') || x.make === 'Hanomag'));
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1978, 2024);
  const y = at(date);
  const cur = euroOrDm(y);
  const awPrice = k.r2(k.hourly(rng, y, cur) / 10);
  const lab = k
    .labour(rng, k.TRUCK_WORK_DE, rng.int(2, 5), awPrice * 10)
    .map((l) => ({ ...l, aw: Math.round(l.hours * 10), amount: k.r2(Math.round(l.hours * 10) * awPrice) }));
  const pts = k.parts(rng, k.TRUCK_PARTS_DE, rng.int(2, 5), k.eraFactor(y, cur));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatDE(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `Nutzfahrzeuge ${rng.pick(['Wessels', 'Kemper', 'Hölscher'])} GmbH`;
  const km = rng.int(30000, 240000);
  const p = new PageBuilder();
  p.y = 50;
  p.box(50, 38, 495, 44);
  p.text(60, shop, { size: 15, bold: true, y: 58 }).text(60, 'Unimog-Service · Nutzfahrzeug-Werkstatt · 49808 Lingen (Ems)', { size: 8, y: 73 });
  p.y = 110;
  p.text(50, `Rechnung ${rng.int(100000, 999999)}`, { size: 12, bold: true })
    .text(545, fd(date, 'de'), { align: 'right' })
    .down(20);
  p.text(
    50,
    `Kunde: ${rng.pick([`Lohnunternehmen ${k.dePerson(rng)}`, k.dePerson(rng), `Gemeinde ${rng.pick(['Emsbüren', 'Salzbergen', 'Geeste'])} – Bauhof`])}`,
    { size: 9 },
  ).down(13);
  p.text(50, `Fahrzeug: ${k.named(v)}   Erstzulassung ${built}   Fz.-Ident-Nr. ${rng.int(411100, 411199)}${rng.int(10000, 99999)}`, { size: 9 }).down(13);
  p.text(50, `km-Stand: ${num(km, 'de').slice(0, -3)}`, { size: 9 }).down(22);
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Arbeitsposition', 'AW', cur], { bold: true });
  for (const l of lab) k.line(p, cols, [l.text, String(l.aw), num(l.amount, 'de')]);
  p.text(50, `(1 AW = 6 Minuten, AW-Preis ${num(awPrice, 'de')} ${cur})`, { size: 7.5 }).down(13);
  k.line(p, cols, ['Arbeitswerte gesamt', '', num(L, 'de')], { bold: true });
  p.down(8);
  const cols2 = [{ x: 50 }, { x: 120 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols2, ['Teile-Nr.', 'Ersatzteil', 'Menge', cur], { bold: true });
  for (const l of pts)
    k.line(p, cols2, [
      `A ${rng.int(100, 999)} ${rng.int(100, 999)} ${k.pad(rng.int(0, 99), 2)} ${k.pad(rng.int(0, 99), 2)}`,
      l.text,
      String(l.qty),
      num(l.amount, 'de'),
    ]);
  k.line(p, cols2, ['', 'Ersatzteile gesamt', '', num(P, 'de')], { bold: true });
  p.down(10);
  const tot = [{ x: 360 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Nettobetrag', num(net, 'de')]);
  k.line(p, tot, [`+ MwSt. ${vat} %`, num(tax, 'de')]);
  k.line(p, tot, ['Endbetrag', num(gross, 'de')], { bold: true });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A VW bus specialist's plain bill: dashes for the work, the material below, gross prices and only the total. */
export function bulliWerkstatt(rng: Random): Generated {
  const v = rng.pick(k.COMMERCIAL.filter((x) => x.make === 'Volkswagen'));
  const built = k.buildYear(rng, v);
  const date = rng.date(2004, 2024);
  const y = at(date);
  const vat = vatDE(y);
  const rate = Math.round(k.hourly(rng, y, 'EUR') * (1 + vat / 100));
  const lab = k.labour(
    rng,
    k.TRUCK_WORK_DE.filter((w) => !w[0].startsWith('Portal') && !w[0].startsWith('Pumpen')),
    rng.int(2, 4),
    rate,
  );
  const pts = k.parts(rng, k.TRUCK_PARTS_DE, rng.int(2, 5), k.eraFactor(y, 'EUR') * 1.19);
  const gross = k.r2(k.total(lab) + k.total(pts));
  const inVat = k.r2((gross * vat) / (100 + vat));
  const shop = `Bulli-Werkstatt ${rng.pick(['Rauch', 'Vogt', 'Hägele'])}`;
  const km = rng.int(40000, 320000);
  const p = new PageBuilder();
  p.y = 70;
  p.text(50, shop, { size: 20, bold: true, serif: true }).down(14);
  p.text(50, `Luftgekühlte VW-Busse T1 · T2 · ${rng.pick(['Schwäbisch Hall', 'Gerabronn', 'Ilshofen', 'Kirchberg/Jagst'])} (Hohenlohe)`, { size: 8.5 });
  p.y = 140;
  p.text(50, `Rechnung ${rng.int(1, 400)}/${y}`, { size: 11, bold: true })
    .text(545, fd(date, 'de'), { size: 10, align: 'right' })
    .down(16);
  p.text(50, `für ${k.dePerson(rng)} · ${k.named(v)} (${built}) · km ${num(km, 'de').slice(0, -3)}`, { size: 9.5 }).down(26);
  p.text(50, 'Ausgeführte Arbeiten:', { size: 10, bold: true }).down(15);
  for (const l of lab) {
    p.text(58, `– ${l.text}`, { size: 9.5 })
      .text(430, `${k.hoursFmt(l.hours, true)} Std.`, { size: 9.5, align: 'right' })
      .text(545, num(l.amount, 'de'), { size: 9.5, align: 'right' })
      .down(14);
  }
  p.down(8);
  p.text(50, 'Verwendetes Material:', { size: 10, bold: true }).down(15);
  for (const l of pts) {
    p.text(58, `– ${l.qty > 1 ? `${l.qty} x ` : ''}${l.text}`, { size: 9.5 })
      .text(545, num(l.amount, 'de'), { size: 9.5, align: 'right' })
      .down(14);
  }
  hline(p, 400, 145, p.y - 5);
  p.down(10);
  p.text(400, 'Gesamt', { size: 11, bold: true })
    .text(545, `${num(gross, 'de')} €`, { size: 11, bold: true, align: 'right' })
    .down(16);
  p.text(545, `darin enthalten ${vat} % MwSt. ${num(inVat, 'de')} €`, { size: 8, align: 'right' }).down(30);
  p.text(50, 'Alle Preise inkl. Mehrwertsteuer. Bar / EC erhalten.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: km,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A coachbuilder's bill for a stage of a fire engine's restoration, for a fire brigade's veterans' club. */
export function feuerwehrKarosseriebau(rng: Random): Generated {
  const v = rng.pick(k.FIRE_ENGINES.filter((x) => x.make !== 'Bedford' && x.make !== 'Dennis'));
  const built = k.buildYear(rng, v);
  const date = rng.date(1995, 2024);
  const y = at(date);
  const cur = euroOrDm(y);
  const done = addDays(date, -rng.int(3, 20));
  const rate = k.hourly(rng, y, cur);
  const pool: k.Work[] = [
    ['Aufbau demontiert, Geräteraumklappen abgebaut', 14],
    ['Rostschäden Fahrerhaus-Boden herausgetrennt, Bleche eingeschweißt', 22],
    ['Kotflügel hinten gerichtet und verzinnt', 9],
    ['Geräteraum-Rollläden instandgesetzt', 12],
    ['Grundierung und Lackierung RAL 3000 Feuerrot', 26],
    ['Leiterhalterung neu angefertigt', 6],
    ['Blaulicht und Martinshorn neu verkabelt', 5],
    ['Holzboden Mannschaftsraum erneuert', 10],
  ];
  const lab = k.labour(rng, pool, rng.int(3, 5), rate);
  const ppool: k.Part[] = [
    ['Karosserieblech 1,25 mm', 60, 160],
    ['Grundierfüller 2K', 50, 120],
    ['Decklack RAL 3000', 120, 280],
    ['Buchenholz-Bohlen', 90, 260],
    ['Gummiprofile Geräteraum', 40, 110],
    ['Verzinnungsmaterial', 25, 70],
    ['Kleinmaterial / Schrauben', 15, 45],
  ];
  const pts = k.parts(rng, ppool, rng.int(3, 5), k.eraFactor(y, cur));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatDE(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `Karosserie- und Fahrzeugbau ${rng.pick(['Allgaier', 'Waibel', 'Kraus'])}`;
  const km = rng.int(9000, 60000);
  const p = new PageBuilder();
  p.y = 55;
  p.text(297, shop, { size: 15, bold: true, serif: true, align: 'center' }).down(13);
  p.text(297, `Sonderaufbauten · Oldtimer-Karosserie · ${rng.pick(['87700 Memmingen', '87719 Mindelheim', '88299 Leutkirch'])}`, { size: 8, align: 'center' });
  p.y = 115;
  p.text(50, `An den Verein der Freunde der Feuerwehr ${rng.pick(['Ottobeuren', 'Babenhausen', 'Bad Grönenbach'])} e.V.`, { size: 9.5 }).down(13);
  p.text(50, `z. Hd. ${k.dePerson(rng)}`, { size: 9.5 }).down(28);
  p.text(50, `Rechnung Nr. ${rng.int(2000, 8999)} – Restaurierung Teilabschnitt ${rng.int(1, 3)}`, { size: 12, bold: true }).down(16);
  p.text(50, `Datum: ${fd(date, 'de')}      Arbeiten beendet: ${fd(done, 'de')}`, { size: 9 }).down(13);
  p.text(50, `Fahrzeug: ${k.named(v)}, Baujahr ${built}, km-Stand bei Annahme ${num(km, 'de').slice(0, -3)}`, { size: 9 }).down(22);
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Karosseriearbeiten', 'Stunden', 'Betrag'], { bold: true });
  for (const l of lab) k.line(p, cols, [l.text, k.hoursFmt(l.hours, true), num(l.amount, 'de')]);
  k.line(p, cols, [`Zwischensumme Lohn (Stundensatz ${num(rate, 'de')})`, '', num(L, 'de')], { bold: true });
  p.down(8);
  k.line(p, cols, ['Material', 'Menge', 'Betrag'], { bold: true });
  for (const l of pts) k.line(p, cols, [l.text, String(l.qty), num(l.amount, 'de')]);
  k.line(p, cols, ['Zwischensumme Material', '', num(P, 'de')], { bold: true });
  p.down(10);
  const tot = [{ x: 330 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Summe netto', num(net, 'de')]);
  k.line(p, tot, [`MwSt. ${vat} %`, num(tax, 'de')]);
  k.line(p, tot, [`Rechnungsbetrag (${cur})`, num(gross, 'de')], { bold: true });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** A scooter shop's small bill (Vespa, Lambretta): one lump of labour, parts lines, gross prices with MwSt included. */
export function rollerStube(rng: Random): Generated {
  const v = rng.pick(k.SCOOTERS);
  const built = k.buildYear(rng, v);
  const date = rng.date(1985, 2024);
  const y = at(date);
  const cur = euroOrDm(y);
  const vat = vatDE(y);
  const hrs = rng.int(2, 9) / 2;
  const rate = Math.round(k.hourly(rng, y, cur) * (1 + vat / 100));
  const labAmt = k.r2(hrs * rate);
  const pool: k.Part[] = [
    ['Kolben komplett 57,8 mm', 60, 140],
    ['Zylinderkopfdichtung', 4, 12],
    ['Zündkerze Champion L86', 3, 8],
    ['Schaltzüge (Satz)', 12, 30],
    ['Vergaser-Düse 100', 4, 10],
    ['Kupplungsbeläge', 25, 60],
    ['Reifen 3.50-10', 30, 60],
    ['Zweitaktöl 1 l', 8, 16],
    ['Kettenspanner Lambretta', 18, 45],
  ];
  const pts = k.parts(rng, pool, rng.int(2, 5), k.eraFactor(y, cur) * 1.19);
  const work = rng.some(
    [
      'Motor zerlegt und neu abgedichtet',
      'Zündung eingestellt',
      'Vergaser gereinigt und neu bedüst',
      'Schaltung eingestellt',
      'Bremsen nachgestellt',
      'Probefahrt',
    ],
    rng.int(2, 4),
  );
  const gross = k.r2(labAmt + k.total(pts));
  const inVat = k.r2((gross * vat) / (100 + vat));
  const shop = `Roller-Stube ${rng.pick(['Vogt', 'Löffler', 'Wieland'])}`;
  const km = rng.int(3000, 45000);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, shop, { size: 16, bold: true }).down(12);
  p.text(50, `Vespa · Lambretta · Ersatzteile – ${rng.pick(['Öhringen', 'Künzelsau', 'Bad Mergentheim'])}`, { size: 8 });
  p.text(545, `Nr. ${rng.int(100, 999)}`, { size: 9, align: 'right', y: 60 });
  p.text(545, fd(date, 'de2'), { size: 9, align: 'right', y: 74 });
  p.y = 110;
  p.text(50, `${k.named(v)} · Bj. ${built} · ${num(km, 'de').slice(0, -3)} km · Kunde: ${k.dePerson(rng)}`, { size: 9 }).down(20);
  p.text(50, 'Arbeiten:', { size: 9.5, bold: true }).down(13);
  for (const w of work) p.text(60, w, { size: 9.5 }).down(13);
  p.text(60, `Arbeitslohn ${k.hoursFmt(hrs, true)} Std. à ${num(rate, 'de')}`, { size: 9.5 })
    .text(545, num(labAmt, 'de'), { size: 9.5, align: 'right' })
    .down(18);
  p.text(50, 'Teile:', { size: 9.5, bold: true }).down(13);
  for (const l of pts) p.text(60, `${l.qty} ${l.text}`, { size: 9.5 }).text(545, num(l.amount, 'de'), { size: 9.5, align: 'right' }).down(13);
  hline(p, 420, 125, p.y - 4);
  p.down(10);
  p.text(420, 'Summe', { bold: true }).text(545, num(gross, 'de'), { bold: true, align: 'right' }).down(14);
  p.text(50, `Im Betrag sind ${vat} % MwSt. = ${num(inVat, 'de')} ${cur} enthalten.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: work,
    serviceMileage: km,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}

/** An Emsland Motorradhaus's inspection bill for a Harley, Triumph or Norton: AW lines, Teile-Nr., a next-service note. */
export function motorradhausEmsland(rng: Random): Generated {
  const v = rng.pick(k.MOTORCYCLES.filter((x) => x.make !== 'Zündapp'));
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1980, 2024);
  const y = at(date);
  const cur = euroOrDm(y);
  const rate = k.hourly(rng, y, cur);
  const lab = k.labour(rng, k.MOTO_WORK_DE, rng.int(3, 5), rate);
  const pts = k.parts(rng, k.MOTO_PARTS_DE, rng.int(3, 6), k.eraFactor(y, cur));
  const L = k.total(lab);
  const P = k.total(pts);
  const net = k.r2(L + P);
  const vat = vatDE(y);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `Motorradhaus ${rng.pick(['Kemper', 'Brüggemann', 'Hölscher'])}`;
  const km = rng.int(12000, 120000);
  const p = new PageBuilder();
  p.y = 50;
  p.text(545, shop.toUpperCase(), { size: 14, bold: true, align: 'right' }).down(12);
  p.text(545, 'Motorräder · Zubehör · Werkstatt', { size: 8, align: 'right' }).down(10);
  p.text(545, rng.pick(['26871 Papenburg', '49757 Werlte', '49740 Haselünne']), { size: 8, align: 'right' });
  p.y = 120;
  p.text(50, 'Werkstatt-Rechnung', { size: 13, bold: true }).down(18);
  const head: [string, string][] = [
    ['Beleg-Nr.', String(rng.int(300000, 399999))],
    ['Datum', fd(date, 'de')],
    ['Modell', `${k.named(v)} (${built})`],
    ['Kilometerstand', num(km, 'de').slice(0, -3)],
  ];
  head.forEach(([a, b], i) => p.text(50 + (i % 2) * 250, `${a}: ${b}`, { size: 9, y: p.y + Math.floor(i / 2) * 13 }));
  p.down(40);
  const cols = [{ x: 50 }, { x: 140 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Nr.', 'Text', 'Menge', 'Einzel', 'Gesamt'], { bold: true, size: 8.5 });
  for (const l of lab) k.line(p, cols, [`AP ${rng.int(1000, 9999)}`, l.text, `${Math.round(l.hours * 10)} AW`, num(l.rate / 10, 'de'), num(l.amount, 'de')]);
  for (const l of pts) k.line(p, cols, [String(rng.int(10000000, 99999999)), l.text, String(l.qty), num(l.unit, 'de'), num(l.amount, 'de')]);
  p.down(8);
  const tot = [{ x: 340 }, { x: 545, align: 'right' as const }];
  k.line(p, tot, ['Lohn', num(L, 'de')]);
  k.line(p, tot, ['Teile', num(P, 'de')]);
  k.line(p, tot, [`MwSt ${vat}% auf ${num(net, 'de')}`, num(tax, 'de')]);
  k.line(p, tot, ['Gesamtbetrag', `${num(gross, 'de')} ${cur}`], { bold: true });
  p.down(16);
  p.text(50, `Nächste Inspektion bei km ${num(Math.ceil((km + 5000) / 1000) * 1000, 'de').slice(0, -3)} oder spätestens in 12 Monaten.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    workPerformed: lab.map((l) => l.text),
    serviceMileage: km,
    laborCost: L,
    partsCost: P,
    totalCost: gross,
    partsUsed: pts.map((l) => l.text),
  });
}
