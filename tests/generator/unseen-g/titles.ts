/**
 * Titles: the German Zulassungsbescheinigung Teil II, the old Fahrzeugbrief with its list of
 * keepers, and two US certificates of title (a grid with lien and odometer, a banner style with the
 * labels under their values). Each carries several dates; the truth is the issue date.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, flowCells, cell, digits, fmtDate, grouped, letters, rule } from './kit';
import { car, deName, dePlace, dePlate, enName, usPlace, usPlate, vin } from './people';

const title = (date: string): Generated['truth'] => ({ documentType: 'title', date });
const firstReg = (rng: Random, year: number) => `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

export function deZb2(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const issued = rng.date(2007, 2025);
  const p = dePlace(rng);
  pb.text(40, 'Bundesrepublik Deutschland', { y: 45, size: 8 });
  pb.text(297, 'Zulassungsbescheinigung Teil II', { y: 52, size: 15, bold: true, align: 'center' });
  pb.text(297, '(Fahrzeugbrief)', { y: 66, size: 9, align: 'center' });
  pb.text(555, `${letters(rng, 2)}${digits(rng, 7)}`, { y: 52, size: 12, bold: true, align: 'right' });
  const f: [string, string, number][] = [
    ['C.4c  Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer ausgewiesen', '', 515],
    ['C.6.1  Name oder Firmenname', deName(rng), 260],
    ['C.6.3  Anschrift', `${p.street}, ${p.town}`, 255],
    ['A  Kennzeichen', dePlate(rng), 130],
    ['B  Datum der Erstzulassung', fmtDate(firstReg(rng, c.year), 'de.dot'), 130],
    ['D.1  Marke', c.make.toUpperCase(), 125],
    ['D.3  Handelsbezeichnung', c.model, 130],
    ['E  Fahrzeug-Identifizierungsnummer', vin(rng, c), 260],
    ['2.1 / 2.2  HSN / TSN', `${rng.int(1000, 9999)} / ${rng.int(100, 999)}`, 125],
    ['P.1  Hubraum', `${c.ccm} cm³`, 130],
    ['Anzahl der Vorhalter', String(rng.int(1, 8)), 130],
    ['Nummer der ZB I', `${letters(rng, 2)}${digits(rng, 7)}`, 125],
  ];
  const y = flowCells(pb, f, 40, 85, 555, 34) - 34;
  pb.y = y + 70;
  pb.text(40, `Ausgestellt durch: Zulassungsbehörde ${p.town.slice(6)}`, { size: 9 });
  pb.down(16);
  pb.text(40, 'Datum', { size: 7 });
  pb.down(12);
  pb.text(40, fmtDate(issued, 'de.dot'), { size: 11, bold: true });
  pb.box(330, pb.y - 40, 120, 60);
  pb.text(390, 'Siegel', { y: pb.y - 8, size: 7, align: 'center' });
  pb.down(50);
  pb.text(40, 'Bewahren Sie dieses Dokument sicher auf. Führen Sie es nicht im Fahrzeug mit.', { size: 8 });
  return { items: pb.items, language: 'de', truth: title(issued) };
}

export function deFahrzeugbriefAlt(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const first = firstReg(rng, c.year);
  const issued = addDays(first, -rng.int(5, 40));
  pb.text(297, 'Fahrzeugbrief', { y: 60, size: 22, bold: true, serif: true, align: 'center' });
  pb.text(540, `Nr. ${letters(rng, 1)} ${digits(rng, 6)}`, { y: 45, size: 10, serif: true, align: 'right' });
  pb.text(297, 'Für Kraftfahrzeuge und Anhänger', { y: 76, size: 8, serif: true, align: 'center' });
  const f: [string, string][] = [
    ['Hersteller des Fahrgestells', c.make],
    ['Typ', c.code],
    ['Fahrgestell-Nr.', vin(rng, c)],
    ['Leistung (kW)', String(c.kw)],
    ['Hubraum (cm³)', String(c.ccm)],
  ];
  pb.y = 110;
  for (const [l, v] of f) {
    pb.text(60, l, { size: 9, serif: true });
    pb.text(250, v, { size: 10, serif: true });
    rule(pb, 245, pb.y + 3, 290);
    pb.down(18);
  }
  pb.down(6);
  pb.text(60, `Ausgestellt am ${fmtDate(issued, 'de.dot')}`, { size: 10, serif: true, bold: true });
  pb.text(380, 'Kraftfahrt-Bundesamt', { size: 9, serif: true });
  pb.down(30);
  pb.text(60, 'Eintragungen der Zulassungsstelle', { size: 10, bold: true, serif: true });
  pb.down(14);
  let d = first;
  const rows = rng.int(2, 4);
  for (let i = 0; i < rows; i++) {
    pb.box(60, pb.y - 10, 475, 44);
    pb.text(66, `${i + 1}. Halter: ${deName(rng)}, ${dePlace(rng).town}`, { y: pb.y + 2, size: 9, serif: true });
    pb.text(66, `Amtl. Kennzeichen: ${dePlate(rng).replace(/H$/, '')}`, { y: pb.y + 15, size: 9, serif: true });
    pb.text(66, `Tag der Zuteilung: ${fmtDate(d, 'de.dot2')}`, { y: pb.y + 28, size: 9, serif: true });
    pb.text(380, 'Stempel / Unterschrift', { y: pb.y + 28, size: 7, serif: true });
    d = addDays(d, rng.int(700, 4000));
    pb.down(50);
  }
  return { items: pb.items, language: 'de', truth: title(issued) };
}

export function usTitleGrid(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const place = usPlace(rng);
  const issued = rng.date(2005, 2025);
  pb.box(40, 30, 515, 420);
  pb.text(297, 'CERTIFICATE OF TITLE', { y: 60, size: 16, bold: true, serif: true, align: 'center' });
  pb.text(297, `FOR A MOTOR VEHICLE · STATE OF ${place.state}`, { y: 74, size: 8, align: 'center' });
  const f: [string, string][] = [
    ['VEHICLE IDENTIFICATION NUMBER', vin(rng, c)],
    ['YEAR', String(c.year)],
    ['MAKE', c.make.toUpperCase()],
    ['BODY STYLE', rng.pick(['2D', 'CV', '4D', 'SW'])],
    ['TITLE / DOCUMENT NUMBER', `${digits(rng, 8)}${digits(rng, 9)}`],
    ['DATE TITLE ISSUED', fmtDate(issued, 'us.slash')],
    ['LICENSE NUMBER', usPlate(rng, place.state)],
    ['PREVIOUS TITLE STATE', rng.pick(['CA', 'OH', 'FL', 'MI'])],
    ['ODOMETER READING', `${grouped(rng.int(10000, 99999), ',')} ${rng.pick(['ACTUAL MILEAGE', 'EXEMPT', 'NOT ACTUAL'])}`],
    ['DATE OF SALE', fmtDate(addDays(issued, -rng.int(10, 60)), 'us.slash')],
  ];
  f.forEach(([l, v], i) => cell(pb, 55 + (i % 2) * 242, 90 + Math.floor(i / 2) * 32, 242, 32, l, v, { vsize: 9.5 }));
  pb.text(55, 'OWNER', { y: 265, size: 7 });
  [enName(rng).toUpperCase(), place.street.toUpperCase(), place.town.toUpperCase()].forEach((t, i) => pb.text(55, t, { y: 278 + i * 12, size: 9 }));
  pb.text(300, 'FIRST LIENHOLDER', { y: 265, size: 7 });
  pb.text(300, rng.chance(0.5) ? 'NONE' : `${place.town.split(',')[0].toUpperCase()} CREDIT UNION`, { y: 278, size: 9 });
  pb.text(300, `DATE OF LIEN ${fmtDate(addDays(issued, -rng.int(10, 60)), 'us.slash')}`, { y: 290, size: 8 });
  pb.text(55, 'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE OF TITLE.', {
    y: 345,
    size: 6,
  });
  rule(pb, 55, 400, 200);
  pb.text(55, 'Director, Motor Vehicle Division', { y: 410, size: 7 });
  pb.text(540, `Control No. ${digits(rng, 9)}`, { y: 440, size: 7, align: 'right' });
  return { items: pb.items, language: 'en', truth: title(issued) };
}

export function usTitleBanner(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const place = usPlace(rng);
  const issued = rng.date(2009, 2025);
  pb.box(40, 40, 515, 60, true);
  pb.text(297, 'Certificate of Title — Motor Vehicle', { y: 68, size: 15, bold: true, align: 'center' });
  pb.text(297, `Department of Revenue · ${place.state}`, { y: 86, size: 8, align: 'center' });
  const row = (y: number, cells: [string, string][]) =>
    cells.forEach(([v, l], i) => {
      const x = 50 + i * (505 / cells.length);
      pb.text(x, v, { y, size: 10, bold: true });
      pb.text(x, l, { y: y + 10, size: 6.5 });
    });
  row(135, [
    [`${digits(rng, 3)}${letters(rng, 1)}${digits(rng, 8)}`, 'Title Number'],
    [fmtDate(issued, 'us.long'), 'Issue Date'],
    [fmtDate(addDays(issued, -rng.int(5, 40)), 'us.long'), 'Purchase Date'],
  ]);
  row(170, [
    [vin(rng, c), 'Vehicle Identification Number'],
    [String(c.year), 'Model Year'],
    [c.make, 'Make'],
  ]);
  row(205, [
    [c.model, 'Model'],
    [usPlate(rng, place.state), 'Tag Number'],
    [rng.pick(['Exempt', 'Actual']), 'Odometer Status'],
  ]);
  pb.text(50, 'Owner(s)', { y: 245, size: 7 });
  pb.text(50, `${enName(rng)} AND ${enName(rng)}`.toUpperCase(), { y: 258, size: 9.5 });
  pb.text(50, `${place.street}, ${place.town}`.toUpperCase(), { y: 270, size: 9.5 });
  pb.text(50, 'Brands: NONE', { y: 295, size: 8 });
  pb.text(50, 'Lienholder: NONE', { y: 307, size: 8 });
  rule(pb, 40, 330, 515);
  pb.text(50, 'ASSIGNMENT OF TITLE BY OWNER — The undersigned hereby certifies that the vehicle described has been transferred to:', { y: 345, size: 6.5 });
  ['Purchaser name', 'Address', 'Date sold', 'Sales price', 'Odometer reading (no tenths)'].forEach((l, i) => {
    rule(pb, 50 + (i % 2) * 255, 375 + Math.floor(i / 2) * 26, 240);
    pb.text(50 + (i % 2) * 255, l, { y: 383 + Math.floor(i / 2) * 26, size: 6 });
  });
  return { items: pb.items, language: 'en', truth: title(issued) };
}
