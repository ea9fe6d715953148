/** German-language workshop bills that have been through hands: faxed, copied, stamped, corrected, filed. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  bill,
  clean,
  copyMark,
  digits,
  faxHeader,
  hand,
  initials,
  JOBS_DE,
  letterhead,
  lines,
  PARTS_DE,
  personDE,
  plateDE,
  scanImprint,
  stamp,
  stampDate,
  struck,
  webChrome,
  pageNo,
  type BillLabels,
} from './hands';

const LBL: BillLabels = {
  labourHead: 'Arbeitslohn',
  partsHead: 'Ersatzteile / Material',
  labourSum: 'Summe Lohn',
  partsSum: 'Summe Teile',
  net: 'Nettobetrag',
  vat: (r) => `+ ${r} % MwSt.`,
  total: 'Rechnungsbetrag',
};

const truthOf = (
  shopName: string,
  serviceDate: string,
  km: number | undefined,
  b: { labor?: number; parts?: number; total: number },
  jobs: { text: string }[],
  parts: { text: string }[],
) =>
  clean({
    documentType: 'service',
    shopName,
    serviceDate,
    serviceMileage: km,
    laborCost: b.labor,
    partsCost: b.parts,
    totalCost: b.total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((j) => j.text),
  });

/** A 1990s Autohaus bill sent by fax: the machine's line on top, a BEZAHLT stamp and "bar bezahlt" in pen. */
export function faxAutohaus(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1989, 2000);
  const y = yearOf(iso);
  const town = rng.pick([
    ['Esslingen', 'ES', '0711'],
    ['Ludwigsburg', 'LB', '07141'],
    ['Göppingen', 'GP', '07161'],
  ]);
  const shop = `Autohaus ${rng.pick(['Maier', 'Schäfer', 'Dreher', 'Knödler'])} GmbH`;
  const fax = `${town[2]} ${digits(rng, 6)}`;
  faxHeader(p, rng, addDays(iso, rng.int(20, 400)), shop, fax, 'de');
  letterhead(
    p,
    shop,
    [
      `Vertragshändler · ${rng.pick(['Plochinger Str.', 'Stuttgarter Str.', 'Neckarstr.'])} ${rng.int(2, 120)} · ${rng.int(70000, 73999)} ${town[0]}`,
      `Telefon ${town[2]} ${digits(rng, 6)} · Telefax ${fax}`,
    ],
    { y: 50 },
  );
  const cust = personDE(rng);
  p.text(55, cust, { size: 10 });
  p.down(12);
  p.text(55, `${rng.pick(['Lindenweg', 'Am Hang', 'Uhlandstr.'])} ${rng.int(1, 40)}`, { size: 10 });
  p.down(12);
  p.text(55, `${rng.int(70000, 73999)} ${rng.pick(['Denkendorf', 'Wernau', 'Plochingen', 'Kornwestheim'])}`, { size: 10 });
  p.y = 175;
  const km = rng.int(38000, 240000);
  const no = `${y % 100}/${digits(rng, 5)}`;
  p.text(55, 'RECHNUNG', { size: 14, bold: true });
  p.down(18);
  const hdr: [string, string][] = [
    ['Rechnungs-Nr.', no],
    ['Datum', fd(iso, 'de')],
    ['Amtl. Kennz.', plateDE(rng, town[1])],
    ['km-Stand', num(km, 'de').slice(0, -3)],
  ];
  hdr.forEach(([k, v], i) => {
    p.text(55 + i * 125, k, { size: 7.5 });
    p.text(55 + i * 125, v, { size: 10, bold: true, y: p.y + 12 });
  });
  p.down(36);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 5), 2);
  const parts = lines(rng, PARTS_DE, rng.int(3, 6), 2);
  const b = bill(p, { jobs, parts, vatRate: vatDE(y), style: 'de', cur: 'DM', layout: 'sections', labels: LBL });
  p.text(55, 'Zahlbar sofort ohne Abzug. Es gelten unsere Reparaturbedingungen.', { size: 7.5 });
  const paid = addDays(iso, rng.int(0, 9));
  stamp(p, 320, b.totalY + 48, ['BEZAHLT', stampDate(paid, 'de'), shop.split(' ').slice(0, 2).join(' ')], 12);
  hand(p, 90, b.totalY + 36, 'bar bezahlt', { size: 14 });
  hand(p, 100, b.totalY + 54, initials(rng), { size: 12 });
  return doc(p, 'de', truthOf(shop, iso, km, b, jobs, parts));
}

/** A 1970s village garage's carbon copy marked KOPIE; the mileage only in the owner's pen at the top. */
export function kopieDorfwerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1968, 1979);
  const y = yearOf(iso);
  const owner = `${rng.pick(['Josef', 'Anton', 'Xaver', 'Alois'])} ${rng.pick(['Huber', 'Stadler', 'Reisinger', 'Brandl'])}`;
  const place = rng.pick(['Mitterfels', 'Bogen', 'Schwarzach', 'Deggendorf']);
  const shop = `Kfz-Werkstätte ${owner}`;
  copyMark(p, 470, 48, 'KOPIE', 24);
  const km = rng.int(40000, 160000);
  hand(p, 60, 30, `km ${num(km, 'de').slice(0, -3)} lt. Tacho`, { size: 13 });
  p.y = 70;
  p.text(60, shop, { size: 15, serif: true, bold: true });
  p.down(14);
  p.text(60, `Reparaturen aller Fabrikate · ${place} · Fernruf ${rng.int(100, 999)}`, { size: 8.5, serif: true });
  p.down(30);
  p.text(60, `Herrn ${personDE(rng)}, ${rng.pick(['Hunderdorf', 'Steinach', 'Ascha'])}`, { size: 10, serif: true });
  p.down(26);
  p.text(60, `Rechnung Nr. ${rng.int(100, 999)}`, { size: 12, serif: true, bold: true });
  p.text(535, `${place}, den ${fd(iso, 'de2')}`, { size: 10, serif: true, align: 'right' });
  p.down(16);
  p.text(
    60,
    `Für Ihren ${rng.pick(['VW 1200', 'Opel Rekord', 'BMW 1602', 'Ford 17 M', 'NSU Prinz 4'])}, pol. Kennz. ${plateDE(rng, rng.pick(['BOG', 'SR', 'DEG']))}, führten wir aus:`,
    { size: 9.5, serif: true },
  );
  p.down(22);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 5), 0.7);
  const parts = lines(rng, PARTS_DE, rng.int(2, 5), 0.7);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatDE(y),
    style: 'de',
    cur: 'DM',
    layout: 'recap',
    serif: true,
    labels: {
      labourHead: 'Arbeiten',
      partsHead: 'Material',
      labourSum: 'Arbeitslohn',
      partsSum: 'Material',
      net: 'zusammen',
      vat: (r) => `Mehrwertsteuer ${r} %`,
      total: 'Endbetrag',
    },
  });
  p.text(60, 'Betrag dankend erhalten:', { size: 9, serif: true });
  const rec = addDays(iso, rng.int(3, 30));
  stamp(p, 380, 106, [`Eingegangen am`, stampDate(rec, 'dots')], 9);
  return doc(p, 'de', truthOf(shop, iso, km, b, jobs, parts));
}

/** A 1980s bill corrected by the shop in pen: one part's price struck, the sums struck and written anew. */
export function korrigierteRechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1980, 1992);
  const y = yearOf(iso);
  const shop = `${rng.pick(['Auto-Service', 'Kfz-Technik', 'Motoren-Dienst'])} ${rng.pick(['Lenz', 'Wagner & Sohn', 'Feldmann'])}`;
  const town = rng.pick(['Kassel', 'Göttingen', 'Fulda']);
  letterhead(p, shop, [`Meisterbetrieb · ${rng.pick(['Wilhelmshöher Allee', 'Leipziger Str.', 'Frankfurter Str.'])} ${rng.int(1, 200)} · ${town}`], {
    align: 'center',
    size: 16,
  });
  p.text(55, `Kunde: ${personDE(rng)}`, { size: 9.5 });
  p.text(540, `Rechnung ${rng.int(1000, 9999)} vom ${fd(iso, 'de')}`, { size: 9.5, align: 'right' });
  p.down(14);
  const km = rng.int(50000, 190000);
  p.text(
    55,
    `Fahrzeug: ${rng.pick(['Mercedes 230 E', 'Audi 80 GLS', 'Opel Kadett C', 'VW Golf GTI'])}   Kennz. ${plateDE(rng, rng.pick(['KS', 'GÖ', 'FD']))}   km ${num(km, 'de').slice(0, -3)}`,
    { size: 9.5 },
  );
  p.down(26);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 5), 1.6);
  const parts = lines(rng, PARTS_DE, rng.int(3, 5), 1.6);
  const bad = rng.int(0, parts.length - 1);
  const wrongPart = r2(parts[bad].amount + rng.pick([10, 20, 9, 90]));
  const m = (n: number) => num(n, 'de');
  const cols = [{ x: 55 }, { x: 470, align: 'right' as const }];
  row(p, cols, ['Lohnarbeiten', 'DM'], { bold: true });
  p.down(14);
  for (const j of jobs) {
    row(p, cols, [j.text, m(j.amount)]);
    p.down(12.5);
  }
  const labor = sum(jobs.map((j) => j.amount));
  row(p, cols, ['Summe Lohnarbeiten', m(labor)], { bold: true });
  p.down(22);
  row(p, cols, ['Ersatzteile', 'DM'], { bold: true });
  p.down(14);
  parts.forEach((j, i) => {
    if (i === bad) {
      p.text(55, j.text, { size: 9 });
      struck(p, 470, p.y, m(wrongPart));
      hand(p, 485, p.y + 2, m(j.amount), { size: 11.5 });
    } else row(p, cols, [j.text, m(j.amount)]);
    p.down(12.5);
  });
  const partsOk = sum(parts.map((j) => j.amount));
  const partsBad = r2(partsOk - parts[bad].amount + wrongPart);
  const rate = vatDE(y);
  const netOk = r2(labor + partsOk);
  const netBad = r2(labor + partsBad);
  const vatOk = r2((netOk * rate) / 100);
  const vatBad = r2((netBad * rate) / 100);
  p.text(55, 'Summe Ersatzteile', { size: 9, bold: true });
  struck(p, 470, p.y, m(partsBad));
  hand(p, 485, p.y + 2, m(partsOk), { size: 11.5 });
  p.down(24);
  p.text(300, 'Netto', { size: 9 });
  struck(p, 470, p.y, m(netBad));
  hand(p, 485, p.y + 2, m(netOk), { size: 11.5 });
  p.down(14);
  p.text(300, `${rate} % MwSt.`, { size: 9 });
  struck(p, 470, p.y, m(vatBad));
  hand(p, 485, p.y + 2, m(vatOk), { size: 11.5 });
  p.down(16);
  const total = r2(netOk + vatOk);
  p.text(300, 'Gesamtbetrag DM', { size: 10, bold: true });
  struck(p, 470, p.y, m(r2(netBad + vatBad)), 10);
  hand(p, 485, p.y + 3, m(total), { size: 13, bold: true });
  p.down(30);
  hand(p, 300, p.y, `berichtigt ${fd(addDays(iso, rng.int(1, 6)), 'de2')} ${initials(rng)}`, { size: 11 });
  p.down(30);
  p.text(55, 'Reklamationen nur innerhalb 8 Tagen nach Rechnungsdatum.', { size: 7.5 });
  return doc(p, 'de', truthOf(shop, iso, km, { labor, parts: partsOk, total }, jobs, parts));
}

/** An Austrian garage's Duplikat in Schilling, filed (Ordner note), with an Eingelangt stamp and "Rest per Scheck". */
export function oesterreichDuplikat(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1978, 2001);
  const shop = `${rng.pick(['Autohaus', 'Kfz-Betrieb', 'Garage'])} ${rng.pick(['Pichler', 'Leitner', 'Moser', 'Ebner'])} ${rng.pick(['Ges.m.b.H.', 'KG', '& Co'])}`;
  const town = rng.pick([
    ['Wels', '4600'],
    ['Ried im Innkreis', '4910'],
    ['Leoben', '8700'],
    ['Villach', '9500'],
  ]);
  hand(p, 40, 28, `Ordner ${rng.int(2, 6)}`, { size: 13 });
  copyMark(p, 520, 34, 'DUPLIKAT', 13);
  letterhead(
    p,
    shop,
    [
      `A-${town[1]} ${town[0]}, ${rng.pick(['Salzburger Straße', 'Grazer Straße', 'Bahnhofstraße'])} ${rng.int(1, 90)}`,
      `Tel. 0${rng.int(42, 72)}${rng.int(2, 9)} / ${digits(rng, 5)}   UID ATU${digits(rng, 8)}`,
    ],
    { y: 68, size: 15 },
  );
  const km = rng.int(30000, 210000);
  p.text(55, `Rechnung Nr. ${rng.int(10000, 99999)}`, { size: 12, bold: true });
  p.down(16);
  p.text(55, `Rechnungsdatum: ${fd(iso, 'de')}`, { size: 9 });
  p.text(300, `Kunde: ${personDE(rng)}`, { size: 9 });
  p.down(12);
  p.text(55, `Kennzeichen: ${rng.pick(['WE', 'RI', 'LE', 'VI'])} ${rng.int(100, 999)}.${letters3(rng)}`, { size: 9 });
  p.text(300, `Kilometerstand: ${num(km, 'de').slice(0, -3)}`, { size: 9 });
  p.down(24);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 6), 12);
  const parts = lines(rng, PARTS_DE, rng.int(2, 5), 12);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: 20,
    style: 'de',
    cur: 'S',
    layout: 'sections',
    labels: {
      labourHead: 'Arbeitsleistung',
      partsHead: 'Teile und Material',
      labourSum: 'Arbeit gesamt',
      partsSum: 'Teile gesamt',
      net: 'Summe netto',
      vat: (r) => `${r} % USt.`,
      total: 'Gesamtbetrag',
    },
  });
  stamp(p, 70, b.totalY + 40, ['EINGELANGT', stampDate(addDays(iso, rng.int(2, 12)), 'dots')], 10);
  hand(p, 300, b.totalY + 34, 'Rest per Scheck', { size: 13 });
  hand(p, 320, b.totalY + 52, initials(rng), { size: 11 });
  pageNo(p, 'Seite 1 von 1', 800, 'right');
  return doc(p, 'de', truthOf(shop, iso, km, b, jobs, parts));
}
const letters3 = (rng: Random) => String.fromCharCode(65 + rng.int(0, 25)) + String.fromCharCode(65 + rng.int(0, 25));

/** A Swiss garage's invoice that went through the owner's document scanner: imprint, Eingang stamp, e-banking note. */
export function schweizGescannt(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1999, 2023);
  const y = yearOf(iso);
  const shop = `Garage ${rng.pick(['Bühler', 'Zürcher', 'Kägi', 'Schmid'])} AG`;
  const town = rng.pick([
    ['Winterthur', '8400'],
    ['Uster', '8610'],
    ['Frauenfeld', '8500'],
    ['Baden', '5400'],
  ]);
  letterhead(
    p,
    shop,
    [
      `${rng.pick(['Industriestrasse', 'Zürcherstrasse', 'Landstrasse'])} ${rng.int(1, 80)}, ${town[1]} ${town[0]}`,
      `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`,
    ],
    { align: 'right', size: 16 },
  );
  p.text(55, `${personDE(rng)}`, { size: 10 });
  p.down(40);
  const km = rng.int(20000, 180000);
  p.text(55, `Rechnung ${rng.int(200000, 299999)}`, { size: 13, bold: true });
  p.down(18);
  row(p, [{ x: 55 }, { x: 180 }], ['Datum', fd(iso, 'de')]);
  p.down(12);
  row(p, [{ x: 55 }, { x: 180 }], ['Kontrollschild', `${rng.pick(['ZH', 'TG', 'AG'])} ${rng.int(1000, 599999)}`]);
  p.down(12);
  row(p, [{ x: 55 }, { x: 180 }], ['Km-Stand', num(km, 'ch').slice(0, -3)]);
  p.down(24);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 5), 2.4);
  const parts = lines(rng, PARTS_DE, rng.int(3, 5), 2.4);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatCH(y),
    style: 'ch',
    cur: 'CHF',
    layout: 'recap',
    labels: {
      labourHead: 'Arbeit',
      partsHead: 'Material',
      labourSum: 'Total Arbeit',
      partsSum: 'Total Material',
      net: 'Total exkl. MWST',
      vat: (r) => `MWST ${r} %`,
      total: 'Total',
    },
  });
  p.text(55, 'Zahlbar innert 30 Tagen netto.', { size: 8 });
  stamp(p, 360, 150, ['EINGANG', stampDate(addDays(iso, rng.int(1, 5)), 'dots')], 10);
  hand(p, 60, b.totalY + 50, `erl. ${fd(addDays(iso, rng.int(5, 25)), 'de2')} E-Banking`, { size: 12 });
  scanImprint(p, `Gescannt ${fd(addDays(iso, rng.int(30, 200)), 'de')} ${rng.int(8, 20)}:${rng.int(10, 59)} · DMS ${digits(rng, 6)}`, 832);
  return doc(p, 'de', truthOf(shop, iso, km, b, jobs, parts));
}

/** A workshop's e-mail with the invoice in the body, printed from the mail program (header lines, page footer). */
export function emailAusdruck(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2009, 2025);
  const y = yearOf(iso);
  const owner = rng.pick(['Oldtimer-Werkstatt Reinhardt', 'Klassik-Service Bader', 'Youngtimer-Garage Kern']);
  const dom = owner.split(' ').pop()!.toLowerCase();
  const sent = addDays(iso, rng.int(0, 2));
  const printed = addDays(sent, rng.int(1, 40));
  webChrome(p, `${fd(printed, 'de2')}, ${rng.int(8, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`, `Posteingang – ${personDE(rng)}`, '', 'Seite 1 von 1');
  p.y = 40;
  p.text(40, `Rechnung zu Ihrem Auftrag`, { size: 13, bold: true });
  p.down(18);
  const hdr: [string, string][] = [
    ['Von:', `${owner} <werkstatt@${dom}-klassik.de>`],
    [
      'Gesendet:',
      `${['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'][rng.int(0, 4)]}, ${fd(sent, 'delong')} ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    ],
    ['An:', `${personDE(rng).toLowerCase().replace(' ', '.')}@t-online.de`],
    ['Betreff:', `Rechnung ${y}-${digits(rng, 4)}`],
  ];
  for (const [k, v] of hdr) {
    row(p, [{ x: 40 }, { x: 100 }], [k, v], { size: 8.5, bold: false });
    p.down(11);
  }
  hline(p, 40, 515);
  p.down(20);
  p.text(40, 'Guten Tag, anbei wie besprochen unsere Rechnung. Das Fahrzeug steht zur Abholung bereit.', { size: 9 });
  p.down(24);
  const km = rng.int(40000, 260000);
  p.text(40, owner, { size: 11, bold: true });
  p.down(14);
  p.text(40, `Rechnungsdatum ${fd(iso, 'de')} · Leistungsdatum ${fd(iso, 'de')} · Kilometerstand ${num(km, 'de').slice(0, -3)} km`, { size: 8.5 });
  p.down(22);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 6), 3);
  const parts = lines(rng, PARTS_DE, rng.int(3, 6), 2.5);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatDE(y),
    style: 'de',
    cur: 'EUR',
    layout: 'sections',
    x0: 40,
    x1: 555,
    labels: { ...LBL, labourHead: 'Arbeitsleistungen', partsHead: 'Teile', total: 'Gesamtbetrag' },
  });
  p.text(40, 'Mit freundlichen Grüßen', { size: 9 });
  p.down(12);
  p.text(40, `Ihr Team der ${owner}`, { size: 9 });
  hand(p, 420, 40, 'überwiesen', { size: 13 });
  hand(p, 430, 58, fd(addDays(sent, rng.int(1, 10)), 'de2'), { size: 12 });
  return doc(p, 'de', truthOf(owner, iso, km, b, jobs, parts));
}

/** A 1960s bill without tax lines; one position added at the foot in pen and the total written anew. */
export function nachtragPosition(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1960, 1967);
  const shop = `${rng.pick(['Autohaus', 'Auto-Reparatur', 'Großgarage'])} ${rng.pick(['Wilhelm Köster', 'Gebr. Hesse', 'Franz Tiedemann'])}`;
  const town = rng.pick(['Oldenburg i. O.', 'Cloppenburg', 'Vechta']);
  p.y = 70;
  p.text(297, shop, { size: 18, bold: true, serif: true, align: 'center' });
  p.down(15);
  p.text(297, `${town} · ${rng.pick(['Donnerschweer Str.', 'Lange Str.', 'Marktplatz'])} ${rng.int(1, 60)} · Ruf ${rng.int(2000, 9999)}`, {
    size: 8.5,
    align: 'center',
    serif: true,
  });
  p.down(40);
  p.text(60, `Herrn ${personDE(rng)}`, { size: 10, serif: true });
  p.text(535, `${town}, ${fd(iso, 'delong')}`, { size: 10, serif: true, align: 'right' });
  p.down(30);
  p.text(60, 'R e c h n u n g', { size: 13, serif: true, bold: true });
  p.down(14);
  const km = rng.int(20000, 120000);
  p.text(60, `Kennzeichen ${rng.pick(['OL', 'CLP', 'VEC'])} - ${letters3(rng)} ${rng.int(10, 999)}   Km-Stand ${num(km, 'de').slice(0, -3)}`, {
    size: 9,
    serif: true,
  });
  p.down(22);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 5), 0.45);
  const parts = lines(rng, PARTS_DE, rng.int(2, 4), 0.45);
  const cols = [{ x: 60 }, { x: 85 }, { x: 535, align: 'right' as const }];
  row(p, cols, ['Pos.', 'Gegenstand', 'DM'], { bold: true, serif: true });
  p.down(4);
  hline(p, 60, 475);
  p.down(12);
  [...jobs, ...parts].forEach((j, i) => {
    row(p, cols, [String(i + 1), j.text, num(j.amount, 'de')], { serif: true });
    p.down(13);
  });
  const printed = sum([...jobs, ...parts].map((j) => j.amount));
  p.down(4);
  hline(p, 380, 155);
  p.down(12);
  row(p, [{ x: 380 }, { x: 535, align: 'right' }], ['Summe DM', num(printed, 'de')], { bold: true, serif: true });
  const added = {
    text: rng.pick(['Wischerblätter (Satz)', 'Glühlampe 12 V 45/40 W', 'Kühlerschlauch oben', 'Unterbodenschutz, 1 Dose']),
    amount: r2(rng.int(30, 140) / 10),
  };
  p.down(20);
  hand(p, 85, p.y, `${jobs.length + parts.length + 1}   ${added.text}`, { size: 12 });
  hand(p, 535, p.y, num(added.amount, 'de'), { size: 12, align: 'right' });
  p.down(20);
  const total = r2(printed + added.amount);
  hand(p, 380, p.y, 'zus. DM', { size: 12 });
  hand(p, 535, p.y, num(total, 'de'), { size: 13, align: 'right', bold: true });
  p.down(40);
  p.text(60, 'Betrag erhalten', { size: 9, serif: true });
  hand(p, 150, p.y + 2, `${shop.split(' ').pop()}`, { size: 12 });
  return doc(p, 'de', truthOf(shop, iso, km, { total }, jobs, [...parts, added]));
}

/** A blank Rechnung form from the stationer's, the firm only in its rubber stamp across the head. */
export function stempelFormular(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1970, 1988);
  const y = yearOf(iso);
  const owner = `${rng.pick(['H.', 'W.', 'K.'])} ${rng.pick(['Lohmann', 'Krüger', 'Bartels', 'Siebert'])}`;
  const town = rng.pick([
    ['Bochum', '4630'],
    ['Herne', '4690'],
    ['Witten', '5810'],
    ['Hattingen', '4320'],
  ]);
  p.y = 60;
  p.text(540, 'RECHNUNG', { size: 20, bold: true, align: 'right' });
  p.down(14);
  p.text(540, 'Formular 1204 · Nachdruck verboten', { size: 6, align: 'right' });
  const shop = `Kfz-Meisterbetrieb ${owner}`;
  stamp(
    p,
    60,
    62,
    [shop.toUpperCase(), `${rng.pick(['Bahnhofstr.', 'Hauptstr.', 'Castroper Str.'])} ${rng.int(1, 120)}`, `${town[1]} ${town[0]} · Tel. ${digits(rng, 5)}`],
    10,
  );
  p.y = 140;
  p.text(60, 'Name', { size: 7.5 });
  hand(p, 100, p.y, personDE(rng), { size: 12 });
  p.text(330, 'Datum', { size: 7.5 });
  hand(p, 365, p.y, fd(iso, 'de2'), { size: 12 });
  p.down(22);
  const km = rng.int(30000, 180000);
  p.text(60, 'Kennz.', { size: 7.5 });
  hand(p, 100, p.y, plateDE(rng, rng.pick(['BO', 'HER', 'EN'])), { size: 12 });
  p.text(330, 'km', { size: 7.5 });
  hand(p, 365, p.y, num(km, 'de').slice(0, -3), { size: 12 });
  p.down(26);
  const jobs = lines(rng, JOBS_DE, rng.int(2, 4), 1.1);
  const parts = lines(rng, PARTS_DE, rng.int(2, 4), 1.1);
  p.box(55, p.y - 12, 485, 16, true);
  p.text(60, 'Menge', { size: 8, bold: true });
  p.text(110, 'Gegenstand', { size: 8, bold: true });
  p.text(535, 'DM', { size: 8, bold: true, align: 'right' });
  p.down(20);
  for (const j of jobs) {
    hand(p, 110, p.y, j.text, { size: 11 });
    hand(p, 535, p.y, num(j.amount, 'de'), { size: 11, align: 'right' });
    p.down(17);
  }
  const labor = sum(jobs.map((j) => j.amount));
  hand(p, 380, p.y, 'Lohn', { size: 11 });
  hand(p, 535, p.y, num(labor, 'de'), { size: 11, align: 'right' });
  p.down(20);
  for (const j of parts) {
    hand(p, 62, p.y, '1', { size: 11 });
    hand(p, 110, p.y, j.text, { size: 11 });
    hand(p, 535, p.y, num(j.amount, 'de'), { size: 11, align: 'right' });
    p.down(17);
  }
  const partsSum = sum(parts.map((j) => j.amount));
  hand(p, 380, p.y, 'Material', { size: 11 });
  hand(p, 535, p.y, num(partsSum, 'de'), { size: 11, align: 'right' });
  p.down(20);
  const rate = vatDE(y);
  const net = r2(labor + partsSum);
  const vat = r2((net * rate) / 100);
  p.text(380, 'Zwischensumme', { size: 8 });
  hand(p, 535, p.y, num(net, 'de'), { size: 11, align: 'right' });
  p.down(17);
  p.text(380, `+ ${rate} % MwSt.`, { size: 8 });
  hand(p, 535, p.y, num(vat, 'de'), { size: 11, align: 'right' });
  p.down(18);
  const total = r2(net + vat);
  p.text(380, 'Gesamt DM', { size: 9, bold: true });
  hand(p, 535, p.y, num(total, 'de'), { size: 13, align: 'right', bold: true });
  p.down(40);
  p.text(60, 'Betrag dankend erhalten', { size: 7.5 });
  hand(p, 170, p.y, owner.split(' ').pop()!, { size: 13 });
  return doc(p, 'de', truthOf(shop.toUpperCase(), iso, km, { labor, parts: partsSum, total }, jobs, parts));
}

/** A Vertragswerkstatt's inspection bill, filed: Ordner and Register in pen, GEPRÜFT stamp, the owner's tick. */
export function abgelegtInspektion(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1998, 2012);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const brand = rng.pick(['Mercedes-Benz', 'Porsche', 'BMW']);
  const shop = `${rng.pick(['Autohaus', 'Autozentrum'])} ${rng.pick(['Kamps', 'Hülsmann', 'Rosier', 'Ebbing'])}`;
  hand(p, 420, 30, `Ordner Auto ${rng.int(1, 4)} / Reg. ${rng.int(2, 9)}`, { size: 12 });
  p.text(30, '○', { y: 300, size: 14 });
  p.text(30, '○', { y: 560, size: 14 });
  letterhead(p, shop, [`${brand} Vertragswerkstatt · ${rng.pick(['Münster', 'Bocholt', 'Coesfeld'])}`], { y: 66, size: 16 });
  const km = rng.int(60000, 240000);
  const info: [string, string][] = [
    ['Rechnung Nr.', `${digits(rng, 7)}`],
    ['Rechnungsdatum', fd(iso, 'de')],
    ['Auftrag vom', fd(addDays(iso, -rng.int(1, 4)), 'de')],
    ['Fahrgestell-Nr.', `WDB${digits(rng, 3)}${digits(rng, 8)}`],
    ['Laufleistung', `${num(km, 'de').slice(0, -3)} km`],
  ];
  for (const [k, v] of info) {
    row(p, [{ x: 330 }, { x: 430 }], [k, v], { size: 8.5 });
    p.down(11);
  }
  p.down(18);
  p.text(55, `Inspektion ${rng.pick(['Service B', 'Wartung 2', 'Jahresinspektion'])}`, { size: 12, bold: true });
  p.down(20);
  const jobs = lines(rng, JOBS_DE, rng.int(4, 6), 3);
  const parts = lines(rng, PARTS_DE, rng.int(3, 6), 3);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatDE(y),
    style: 'de',
    cur,
    layout: 'recap',
    labels: {
      labourHead: 'Arbeitspositionen',
      partsHead: 'Teilepositionen',
      labourSum: 'Summe Arbeit',
      partsSum: 'Summe Teile',
      net: 'Summe netto',
      vat: (r) => `MwSt. ${r} %`,
      total: 'Endbetrag',
    },
  });
  hand(p, 300, b.totalY + 2, 'ok', { size: 13, align: 'right' });
  stamp(p, 70, b.totalY + 40, ['GEPRÜFT', `${stampDate(addDays(iso, rng.int(2, 9)), 'dots')}  ${initials(rng)}`], 10);
  hand(p, 260, b.totalY + 60, 'abgelegt', { size: 12 });
  pageNo(p, `Seite 1 von 1`, 812, 'center');
  return doc(p, 'de', truthOf(shop, iso, km, b, jobs, parts));
}

/** A 1990s bill sent as Zweitschrift; the shop struck the mistyped km-Stand and wrote the right one; a cheque stamp. */
export function zweitschriftKm(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1990, 2001);
  const y = yearOf(iso);
  const shop = `${rng.pick(['Kfz-Technik', 'Auto-Technik', 'Fahrzeugbau'])} ${rng.pick(['Hörmann', 'Seidl', 'Gärtner', 'Roth'])} GmbH`;
  const town = rng.pick(['Freising', 'Erding', 'Dachau', 'Moosburg']);
  copyMark(p, 297, 40, 'ZWEITSCHRIFT', 16);
  letterhead(
    p,
    shop,
    [`${town} · ${rng.pick(['Gewerbering', 'Erdinger Str.', 'Münchner Str.'])} ${rng.int(1, 40)}`, `Bankverbindung: Sparkasse ${town}, Kto. ${digits(rng, 7)}`],
    { y: 78, size: 15, align: 'center' },
  );
  const km = rng.int(60000, 280000);
  const kmTxt = num(km, 'de').slice(0, -3);
  const wrong = kmTxt.length > 6 ? kmTxt.slice(0, 2) + kmTxt[3] + kmTxt[2] + kmTxt.slice(4) : `1${kmTxt}`;
  const wrongFinal = wrong === kmTxt ? `${kmTxt.slice(0, -1)}${(Number(kmTxt.slice(-1)) + 5) % 10}` : wrong;
  const ref = `RE-${y}-${digits(rng, 4)}`;
  row(p, [{ x: 55 }, { x: 150 }, { x: 330 }, { x: 420 }], ['Rechnung', ref, 'Datum', fd(iso, 'de')], { size: 9 });
  p.down(13);
  p.text(55, 'Kunde', { size: 9 });
  p.text(150, personDE(rng), { size: 9 });
  p.text(330, 'km-Stand', { size: 9 });
  struck(p, 420, p.y, wrongFinal, 9, 'left');
  hand(p, 470, p.y + 1, kmTxt, { size: 12 });
  p.down(28);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 6), 2);
  const parts = lines(rng, PARTS_DE, rng.int(3, 5), 2);
  const b = bill(p, {
    jobs,
    parts,
    vatRate: vatDE(y),
    style: 'de',
    cur: 'DM',
    layout: 'sections',
    labels: { ...LBL, labourHead: 'Lohn', partsHead: 'Teile', total: 'Zu zahlen' },
  });
  stamp(p, 330, b.totalY + 46, ['BEZAHLT PER SCHECK', `Nr. ${digits(rng, 6)}`, stampDate(addDays(iso, rng.int(3, 20)), 'de')], 10);
  p.text(55, 'Eigentumsvorbehalt bis zur vollständigen Bezahlung.', { size: 7.5 });
  return doc(p, 'de', truthOf(shop, iso, km, b, jobs, parts));
}

/** A Bosch-Dienst bill of the 2000s in EUR, photocopied for the insurer: copy imprint, hand note with claim no. */
export function versicherungKopie(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2002, 2026);
  const y = yearOf(iso);
  const shop = `Bosch Car Service ${rng.pick(['Heinemann', 'Ostermann', 'Schulte', 'Albers'])}`;
  const town = rng.pick(['Bielefeld', 'Paderborn', 'Gütersloh', 'Detmold']);
  p.text(297, 'Kopie – Original beim Kunden', { y: 24, size: 8, align: 'center' });
  hand(p, 60, 40, `an Versicherung, Schaden-Nr. ${digits(rng, 2)}-${digits(rng, 6)}`, { size: 12 });
  letterhead(
    p,
    shop,
    [`${town}, ${rng.pick(['Eckendorfer Str.', 'Detmolder Str.', 'Herforder Str.'])} ${rng.int(1, 150)} · Tel. 05${digits(rng, 3)} ${digits(rng, 5)}`],
    { y: 78, size: 16 },
  );
  const km = rng.int(80000, 300000);
  p.text(55, `Rechnung ${digits(rng, 6)}`, { size: 12, bold: true });
  p.text(540, fd(iso, 'de'), { size: 10, align: 'right' });
  p.down(16);
  p.text(
    55,
    `Fahrzeug ${rng.pick(['Mercedes-Benz W 123 230', 'Porsche 924', 'BMW E30 318i', 'VW Käfer 1303'])} · ${plateDE(rng, rng.pick(['BI', 'PB', 'GT', 'LIP']))} H · km ${num(km, 'de').slice(0, -3)}`,
    { size: 9 },
  );
  p.down(26);
  const jobs = lines(rng, JOBS_DE, rng.int(3, 5), 3.5);
  const parts = lines(rng, PARTS_DE, rng.int(2, 5), 3);
  const b = bill(p, { jobs, parts, vatRate: vatDE(y), style: 'de', cur: 'EUR', layout: 'sections', labels: { ...LBL, total: 'Rechnungsbetrag brutto' } });
  stamp(p, 60, b.totalY + 50, ['KOPIE'], 16);
  hand(p, 200, b.totalY + 50, `${num(b.total, 'de')} bezahlt mit EC-Karte`, { size: 12 });
  scanImprint(p, `Kopie ${fd(addDays(iso, rng.int(5, 60)), 'de')}  Canon iR-ADV`, 834);
  return doc(p, 'de', truthOf(shop, iso, km, b, jobs, parts));
}
