/**
 * More German-language service paper: a body shop's restoration bill by calendar week, a workshop's bill for the
 * Hauptuntersuchung with the inspection fee passed through without VAT, an engine rebuilder's bill without odometer and
 * a mountain-pass garage's breakdown bill for an American owner on a trip (Switzerland or Austria).
 */
import { PageBuilder } from '../page';
import { fd, hline, num, r05, r2, row, sum, vatCH, vatDE, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { infl, serviceTruth } from './jobs';
import { chPlate, dateAfter, deName, dePlate, deStreet, euCar, ownerAbroad, price, sumLine, usPlate } from './kit';
import { vatAT } from './service-de';

const doc = (p: PageBuilder, truth: Generated['truth']): Generated => ({ items: p.items, language: 'de', truth });
const d = (n: number) => num(n, 'de');
const km = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A body shop's restoration bill: hours per calendar week, material list, Lohn and Material sums, MwSt. */
export function karosserieRestaurierung(rng: Random): Generated {
  const date = dateAfter(rng, 2005, 2026);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng);
  const shop = rng.pick([
    `Karosseriebau ${rng.pick(['Wörle', 'Hofmann', 'Zimmermann'])} GmbH`,
    'Klassik-Karosserie Schwaben',
    `Oldtimer-Restaurierung ${rng.pick(['Köhler', 'Baumann'])}`,
  ]);
  const rate = Math.round(rng.int(58, 78) * infl(year));
  const kw0 = rng.int(2, 40);
  const tasks = rng.some(
    [
      'Schweller links und rechts herausgetrennt, neu eingeschweißt',
      'Radlauf hinten links instand gesetzt',
      'Bodenblech vorn rechts ersetzt',
      'Türen eingepasst, Spaltmaße gerichtet',
      'Unterboden gestrahlt und konserviert',
      'Hohlraumversiegelung',
      'Füller aufgebracht und geschliffen',
      'Lackierung Außenhaut im Originalfarbton',
    ],
    rng.int(4, 6),
  );
  const lab = tasks.map((t, i) => {
    const h = rng.int(60, 380) / 10;
    return { t, kw: kw0 + i, h, v: r2(h * rate) };
  });
  const k = infl(year);
  const mat = rng
    .some<[string, number, number]>(
      [
        ['Schwellerblech Reparaturblech', 60, 140],
        ['Bodenblech vorn rechts', 80, 190],
        ['Schweißdraht, Schutzgas, Trennscheiben', 40, 110],
        ['Strahlmittel', 60, 150],
        ['Hohlraumwachs und Unterbodenschutz', 70, 160],
        ['Lackmaterial (Füller, Basislack, Klarlack)', 450, 1100],
        ['Dichtungssatz Türen', 90, 220],
      ],
      rng.int(3, 5),
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k))] as [string, number]);
  const lohn = sum(lab.map((x) => x.v));
  const mSum = sum(mat.map((x) => x[1]));
  const net = sum([lohn, mSum]);
  const vr = vatDE(year);
  const vat = r2((net * vr) / 100);
  const total = sum([net, vat]);
  const p = new PageBuilder();
  p.text(40, shop, { y: 54, size: 16, bold: true, serif: true });
  p.text(
    40,
    `Meisterbetrieb der Karosserie- und Fahrzeugbauer-Innung · ${deStreet(rng)} · ${rng.int(70000, 89999)} ${rng.pick(['Esslingen', 'Göppingen', 'Reutlingen', 'Kempten'])}`,
    { y: 68, size: 7.5 },
  );
  hline(p, 40, 515, 76);
  p.y = 104;
  p.text(40, `${rng.chance(0.5) ? 'Mr. ' + ownerAbroad(rng) : 'Herrn ' + deName(rng)}`, { size: 10 });
  p.down(30);
  p.text(40, `Rechnung Nr. R-${year}-${rng.int(100, 999)}`, { size: 12, bold: true });
  p.text(555, `Datum: ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(15);
  p.text(40, `Fahrzeug: ${car.make} ${car.model} ${car.body}, Baujahr ${car.year}, FIN ${car.vin}`, { size: 9 });
  p.down(12);
  const kmStand = rng.int(40000, 190000);
  p.text(40, `Kilometerstand: ${km(kmStand)} (Fahrzeug nicht fahrbereit angeliefert)`, { size: 9 });
  p.down(22);
  const cols: Col[] = [{ x: 44 }, { x: 90 }, { x: 420, align: 'right' }, { x: 480, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['KW', 'Arbeitsleistung', 'Std.', '€/Std.', 'Betrag €'], { size: 8, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const l of lab) {
    row(p, cols, [String(l.kw), l.t, l.h.toFixed(1).replace('.', ','), d(rate), d(l.v)], { size: 8.5 });
    p.down(12);
  }
  sumLine(p, 320, 550, 'Lohnkosten', d(lohn), { bold: true });
  p.down(8);
  row(p, cols, ['', 'Material', '', '', 'Betrag €'], { size: 8, bold: true });
  p.down(14);
  for (const [t, v] of mat) {
    row(p, cols, ['', t, '', '', d(v)], { size: 8.5 });
    p.down(12);
  }
  sumLine(p, 320, 550, 'Materialkosten', d(mSum), { bold: true });
  p.y = Math.max(p.y + 14, 480);
  hline(p, 310, 245, p.y - 11);
  sumLine(p, 320, 550, 'Summe netto', d(net));
  sumLine(p, 320, 550, `Umsatzsteuer ${vr} %`, d(vat));
  p.box(310, p.y - 11, 245, 18, true);
  sumLine(p, 320, 550, 'Rechnungsbetrag', `${d(total)} €`, { bold: true, size: 10 });
  p.down(14);
  p.text(40, 'Fotodokumentation der Arbeiten liegt bei. Zahlbar innerhalb von 10 Tagen.', { size: 8 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: lohn,
      partsCost: mSum,
      totalCost: total,
      workPerformed: lab.map((l) => l.t),
      partsUsed: mat.map((x) => x[0]),
    }),
  );
}

/** A workshop's bill for the Hauptuntersuchung: work and parts with VAT, the inspection body's fee passed through. */
export function hauptuntersuchungRechnung(rng: Random): Generated {
  const date = dateAfter(rng, 1997, 2026);
  const year = Number(date.slice(0, 4));
  const dm = year < 2002;
  const sc = dm ? 1.95583 : 1;
  const car = euCar(rng);
  const h = car.year + 30 <= year;
  const shop = rng.pick([
    `Kfz-Werkstatt ${rng.pick(['Lehmann', 'Schneider', 'Wagner'])}`,
    `Autoservice ${rng.pick(['Moser', 'Baumann'])} GmbH & Co. KG`,
    'Freie Werkstatt am Bahnhof',
  ]);
  const kmStand = rng.int(40000, 230000);
  const k = infl(year) * sc;
  const work: [string, number][] = [
    ['Fahrzeug für Hauptuntersuchung vorbereitet und geprüft', price(rng, Math.round(60 * k), Math.round(120 * k), [0, 50])],
    ['Scheinwerfer eingestellt', price(rng, Math.round(12 * k), Math.round(25 * k), [0, 50])],
    ['Fahrzeug beim Prüfdienst vorgeführt', price(rng, Math.round(25 * k), Math.round(45 * k), [0, 50])],
  ];
  if (h) work.push(['Begutachtung nach § 23 StVZO (Oldtimer) begleitet', price(rng, Math.round(30 * k), Math.round(60 * k), [0, 50])]);
  const parts: [string, number][] = rng
    .some<[string, number, number]>(
      [
        ['Glühlampe H4', 6, 14],
        ['Wischerblätter (Paar)', 18, 36],
        ['Bremsflüssigkeit DOT 4', 12, 19],
        ['Auspuffschelle', 6, 14],
        ['Manschette Spurstange', 9, 22],
      ],
      rng.int(2, 3),
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k))] as [string, number]);
  const fee = r2((h ? rng.int(180, 260) : rng.int(85, 140)) * (dm ? 1.6 : 1) * (year < 2010 ? 0.85 : 1));
  const lohn = sum(work.map((x) => x[1]));
  const teile = sum(parts.map((x) => x[1]));
  const net = sum([lohn, teile]);
  const vr = vatDE(year);
  const vat = r2((net * vr) / 100);
  const total = sum([net, vat, fee]);
  const pruef = rng.pick(['TÜV', 'DEKRA', 'GTÜ', 'KÜS']);
  const p = new PageBuilder();
  p.text(40, shop, { y: 52, size: 15, bold: true });
  p.text(40, `${deStreet(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Homburg', 'Lahr', 'Pirmasens', 'Bamberg'])} · HU/AU-Vorführung täglich`, {
    y: 66,
    size: 8,
  });
  p.y = 100;
  p.text(40, deName(rng), { size: 10 });
  p.text(350, `Rechnung ${rng.int(1000, 99999)}`, { size: 10, bold: true });
  p.down(13);
  p.text(350, `vom ${fd(date, 'de')}`, { size: 9.5 });
  p.down(13);
  p.text(350, `Kennzeichen ${dePlate(rng, h)}`, { size: 9.5 });
  p.down(13);
  p.text(350, `${car.make} ${car.model}, EZ ${car.year}`, { size: 9.5 });
  p.down(13);
  p.text(350, `Laufleistung ${km(kmStand)} km`, { size: 9.5 });
  p.down(30);
  const cols: Col[] = [{ x: 44 }, { x: 550, align: 'right' }];
  row(p, cols, ['Arbeiten', `Betrag ${dm ? 'DM' : '€'}`], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of work) {
    row(p, cols, [t, d(v)], { size: 9 });
    p.down(13);
  }
  sumLine(p, 330, 550, 'Summe Arbeitslohn', d(lohn), { bold: true });
  p.down(6);
  row(p, cols, ['Teile', ''], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of parts) {
    row(p, cols, [t, d(v)], { size: 9 });
    p.down(13);
  }
  sumLine(p, 330, 550, 'Summe Teile', d(teile), { bold: true });
  p.y = Math.max(p.y + 14, 440);
  hline(p, 320, 235, p.y - 11);
  sumLine(p, 330, 550, 'Nettobetrag', d(net));
  sumLine(p, 330, 550, `MwSt. ${vr} %`, d(vat));
  sumLine(p, 330, 550, `${pruef}-Gebühr ${h ? 'HU + § 23' : 'HU/AU'} (durchlaufender Posten)`, d(fee), { size: 8.5 });
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, 'Zu zahlen', `${d(total)} ${dm ? 'DM' : '€'}`, { bold: true, size: 10 });
  p.down(14);
  p.text(40, `Nächste HU: ${fd(`${year + 2}${date.slice(4)}`, 'de').slice(3)} (Prüfplakette erteilt). Prüfbericht liegt bei.`, { size: 8.5 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: lohn,
      partsCost: teile,
      totalCost: total,
      workPerformed: work.map((x) => x[0]),
      partsUsed: parts.map((x) => x[0]),
    }),
  );
}

/** An engine rebuilder's bill (1980–2026, Germany or Switzerland): operations, parts, no odometer. */
export function motorenInstandsetzung(rng: Random): Generated {
  const date = dateAfter(rng, 1980, 2026);
  const year = Number(date.slice(0, 4));
  const swiss = rng.chance(0.4);
  const cur = swiss ? 'CHF' : year < 2002 ? 'DM' : 'EUR';
  const sc = swiss ? 1.4 : year < 2002 ? 1.95583 : 1;
  const fmt = (n: number) => (swiss ? num(n, 'ch') : d(n));
  const car = euCar(rng, year);
  const motor =
    car.make === 'Porsche'
      ? 'Boxermotor Typ 911/' + rng.int(10, 99)
      : car.make === 'Mercedes-Benz'
        ? `Reihen-Sechszylinder M${rng.pick(['130', '110', '103'])}`
        : car.make === 'Volkswagen'
          ? 'Boxermotor Typ 1'
          : `Motor ${car.make} ${car.model}`;
  const shop = rng.pick([
    `Motoren-${rng.pick(['Huber', 'Steiner', 'Frei'])} ${swiss ? 'AG' : 'GmbH'}`,
    'Motoreninstandsetzung Rheintal',
    `Zylinderschleiferei ${rng.pick(['Gruber', 'Köhler'])}`,
  ]);
  const k = infl(year) * sc;
  const ops = rng
    .some<[string, number, number]>(
      [
        ['Motor zerlegt, gereinigt und vermessen', 280, 520],
        ['Zylinder gebohrt und gehont (1. Übermaß)', 240, 420],
        ['Kurbelwelle geschliffen und gewuchtet', 220, 380],
        ['Zylinderkopf planen, Ventilsitze fräsen', 260, 460],
        ['Pleuel gerichtet, Buchsen erneuert', 140, 260],
        ['Motor montiert und auf dem Prüfstand eingelaufen', 420, 780],
      ],
      rng.int(4, 5),
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k), [0, 0, 50])] as [string, number]);
  const parts = rng
    .some<[string, number, number]>(
      [
        ['Kolben mit Ringen, 1. Übermaß (Satz)', 380, 900],
        ['Haupt- und Pleuellagersatz', 120, 260],
        ['Motordichtungssatz komplett', 160, 380],
        ['Ventile Einlass/Auslass', 180, 420],
        ['Steuerkette mit Spanner', 120, 280],
        ['Ölpumpe', 150, 340],
      ],
      rng.int(3, 5),
    )
    .map(([t, lo, hi]) => [t, price(rng, Math.round(lo * k), Math.round(hi * k))] as [string, number]);
  const arb = sum(ops.map((x) => x[1]));
  const tei = sum(parts.map((x) => x[1]));
  const net = sum([arb, tei]);
  const vr = swiss ? vatCH(Math.max(year, 1995)) : vatDE(year);
  const vat = r2((net * vr) / 100);
  const raw = sum([net, vat]);
  const total = swiss ? r05(raw) : raw;
  const p = new PageBuilder();
  p.box(40, 36, 515, 56);
  p.text(297, shop, { y: 60, size: 16, bold: true, align: 'center' });
  p.text(
    297,
    `${deStreet(rng).replace('straße', swiss ? 'strasse' : 'straße')} · ${swiss ? 'CH-' : ''}${rng.int(1000, 99999)} ${swiss ? rng.pick(['Buchs SG', 'Altstätten', 'Oberriet']) : rng.pick(['Lindau', 'Konstanz', 'Singen'])} · Zylinderschleiferei · Motorenbau`,
    { y: 80, size: 8, align: 'center' },
  );
  p.y = 118;
  p.text(40, swiss && year < 1995 ? 'Rechnung (WUST inbegriffen nach Ansatz)' : 'Rechnung', { size: 12, bold: true });
  p.text(555, `Nr. ${rng.int(1000, 9999)} · ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(18);
  p.text(40, `Auftraggeber: ${rng.chance(0.5) ? ownerAbroad(rng) + ' (USA)' : deName(rng)}`, { size: 9.5 });
  p.down(13);
  p.text(40, `Gegenstand: ${motor}, Motor-Nr. ${rng.int(100000, 9999999)}, aus ${car.make} ${car.model} Bj. ${car.year}`, { size: 9.5 });
  p.down(13);
  p.text(40, 'Motor wurde ausgebaut angeliefert.', { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 44 }, { x: 550, align: 'right' }];
  row(p, cols, ['Arbeitsleistungen', cur], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of ops) {
    row(p, cols, [t, fmt(v)], { size: 9 });
    p.down(13);
  }
  sumLine(p, 330, 550, 'Summe Arbeit', fmt(arb), { bold: true });
  p.down(6);
  row(p, cols, ['Teile', cur], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of parts) {
    row(p, cols, [t, fmt(v)], { size: 9 });
    p.down(13);
  }
  sumLine(p, 330, 550, 'Summe Teile', fmt(tei), { bold: true });
  p.y = Math.max(p.y + 14, 470);
  hline(p, 320, 235, p.y - 11);
  sumLine(p, 330, 550, 'Netto', fmt(net));
  sumLine(p, 330, 550, `${swiss ? 'MWST' : 'MwSt.'} ${vr} %`, fmt(vat));
  if (swiss && total !== raw) sumLine(p, 330, 550, 'Rundung', fmt(r2(total - raw)));
  p.box(320, p.y - 11, 235, 18, true);
  sumLine(p, 330, 550, `Total ${cur}`, fmt(total), { bold: true, size: 10 });
  p.down(14);
  p.text(40, 'Einlaufvorschrift: die ersten 1.000 km nicht über 3.500 U/min. Gewährleistung 12 Monate.', { size: 8 });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      laborCost: arb,
      partsCost: tei,
      totalCost: total,
      workPerformed: ops.map((x) => x[0]),
      partsUsed: parts.map((x) => x[0]),
    }),
  );
}

/** A mountain-pass garage's breakdown bill for an American owner on a trip: towing, repair, parts, paid in cash. */
export function passwerkstattPanne(rng: Random): Generated {
  const date = dateAfter(rng, 1985, 2026);
  const year = Number(date.slice(0, 4));
  const swiss = rng.chance(0.5);
  const cur = swiss ? 'Fr.' : year < 2002 ? 'öS' : '€';
  const sc = swiss ? 1.45 : year < 2002 ? 13.76 : 1;
  const fmt = (n: number) => (swiss ? num(n, 'ch') : d(n));
  const car = euCar(rng, year);
  const place = swiss ? rng.pick(['Andermatt', 'Gletsch', 'Airolo', 'Splügen']) : rng.pick(['Heiligenblut', 'Obergurgl', 'Mauterndorf', 'Bad Gastein']);
  const pass = swiss
    ? rng.pick(['Furkapass', 'Gotthardpass', 'Sustenpass', 'Splügenpass'])
    : rng.pick(['Großglockner-Hochalpenstraße', 'Timmelsjoch', 'Radstädter Tauern']);
  const shop = `${rng.pick(['Garage', 'Autoreparatur', 'Abschleppdienst und Garage'])} ${rng.pick(['Alpina', 'Zur Post', place])}${swiss ? '' : ` ${rng.pick(['Gruber', 'Kaltenbrunner'])}`}`;
  const k = infl(year) * sc;
  const work: [string, number][] = [
    [`Abschleppen vom ${pass} nach ${place}`, price(rng, Math.round(160 * k), Math.round(320 * k), [0, 0, 50])],
    [
      rng.pick([
        'Kupplungsseil ersetzt und eingestellt',
        'Kraftstoffpumpe ersetzt',
        'Kühlerschlauch ersetzt, Kühlsystem befüllt und entlüftet',
        'Keilriemen ersetzt, Lichtmaschine geprüft',
      ]),
      price(rng, Math.round(70 * k), Math.round(160 * k), [0, 0, 50]),
    ],
  ];
  const parts: [string, number][] = [
    [
      rng.pick(['Kupplungsseil (Universal, angepasst)', 'Kraftstoffpumpe', 'Kühlerschlauch oben', 'Keilriemen']),
      price(rng, Math.round(25 * k), Math.round(110 * k)),
    ],
  ];
  if (rng.chance(0.6)) parts.push([rng.pick(['Kühlerfrostschutz 1 l', 'Motoröl 1 l', 'Schlauchschellen']), price(rng, Math.round(6 * k), Math.round(18 * k))]);
  const arb = sum(work.map((x) => x[1]));
  const mat = sum(parts.map((x) => x[1]));
  const net = sum([arb, mat]);
  const vr = swiss ? vatCH(Math.max(year, 1995)) : vatAT(year);
  const vat = r2((net * vr) / 100);
  const raw = sum([net, vat]);
  const total = swiss ? r05(raw) : raw;
  const p = new PageBuilder();
  p.text(40, shop, { y: 56, size: 15, bold: true, serif: true });
  p.text(
    40,
    `${swiss ? 'CH-' : 'A-'}${rng.int(1000, 9999)} ${place} · 24-Std.-Pannendienst · Tel. ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    { y: 70, size: 8.5 },
  );
  hline(p, 40, 515, 78);
  p.y = 104;
  p.text(40, 'Rechnung / Quittung', { size: 12, bold: true });
  p.text(555, `${place}, ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(20);
  const cust = ownerAbroad(rng);
  const usState = rng.pick(['CA', 'TX', 'FL', 'NY', 'PA', 'OH', 'MI', 'AZ', 'WA']);
  p.text(40, `Kunde: ${cust}, ${rng.pick(['Hotel', 'Gasthof'])} ${rng.pick(['Bellevue', 'Alpenblick', 'Post'])}, ${place}`, { size: 9.5 });
  p.down(13);
  const plate = rng.chance(0.5) ? (swiss ? chPlate(rng) : dePlate(rng)) : `${usPlate(rng, usState, year)} (${usState}, USA)`;
  p.text(40, `Fahrzeug: ${car.make} ${car.model}, ${car.color}, Kennzeichen ${plate}`, { size: 9.5 });
  p.down(13);
  const kmStand = rng.int(40000, 190000);
  const mls = rng.chance(0.3) && plate.includes('USA');
  p.text(40, mls ? `Tachostand: ${km(kmStand)} Meilen` : `km-Stand: ${km(kmStand)}`, { size: 9.5 });
  p.down(26);
  const cols: Col[] = [{ x: 44 }, { x: 550, align: 'right' }];
  row(p, cols, ['Arbeit', cur], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of work) {
    row(p, cols, [t, fmt(v)], { size: 9.5, serif: true });
    p.down(14);
  }
  row(p, cols, ['Material', ''], { size: 8.5, bold: true });
  p.down(14);
  for (const [t, v] of parts) {
    row(p, cols, [t, fmt(v)], { size: 9.5, serif: true });
    p.down(14);
  }
  p.y = Math.max(p.y + 14, 370);
  hline(p, 320, 235, p.y - 11);
  sumLine(p, 330, 550, 'Arbeit', fmt(arb), { serif: true });
  sumLine(p, 330, 550, 'Material', fmt(mat), { serif: true });
  sumLine(p, 330, 550, `${swiss ? 'MWST' : 'USt.'} ${vr} %`, fmt(vat), { serif: true });
  if (swiss && total !== raw) sumLine(p, 330, 550, 'Rundung', fmt(r2(total - raw)), { serif: true });
  sumLine(p, 330, 550, `Total ${cur}`, fmt(total), { bold: true, serif: true, size: 10.5 });
  p.down(16);
  p.text(40, rng.pick(['Bar bezahlt — besten Dank und gute Fahrt!', 'Betrag bar erhalten (auch US-Dollar zum Tageskurs).', 'Bezahlt mit Kreditkarte.']), {
    size: 9,
    serif: true,
  });
  return doc(
    p,
    serviceTruth({
      shopName: shop,
      serviceDate: date,
      serviceMileage: kmStand,
      laborCost: arb,
      partsCost: mat,
      totalCost: total,
      workPerformed: work.map((x) => x[0]),
      partsUsed: parts.map((x) => x[0]),
    }),
  );
}
