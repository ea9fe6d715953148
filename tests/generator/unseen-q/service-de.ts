/**
 * German-language workshop bills of long restorations (DE, AT, CH): restorers' stage bills, a machine
 * shop, an upholsterer, a chrome plater, a paint shop, wheels and tyres, an auto electrician, a coachbuilder.
 */
import { PageBuilder } from '../page';
import {
  addDays,
  doc,
  fd,
  hline,
  num,
  para,
  PERSON_DE,
  price,
  r05,
  r2,
  row,
  STREET_DE,
  sum,
  VEH_DE,
  vatCH,
  vatDE,
  vehicleFor,
  yearOf,
  type Family,
} from './kit';

/** A restorer's stage bill: logo word over a small full name, stages with hours per trade, a Materialaufstellung, less a stage payment. */
export const blechwerkStage: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2009, 2024);
  const done = addDays(inv, -rng.int(3, 12));
  const v = vehicleFor(rng, VEH_DE, yearOf(inv));
  const shop = rng.pick(['Blechwerk Restaurierungen Sauer GmbH', 'Blechwerk Oldtimermanufaktur Kessler GmbH']);
  p.text(50, 'BLECHWERK', { size: 24, bold: true });
  p.text(50, `${shop} · Gewerbepark Süd 7 · 34123 Kassel`, { y: 80, size: 7 });
  p.text(545, 'Tel. 0561 / 48 21 90', { y: 60, size: 8, align: 'right' });
  p.text(545, 'www.blechwerk-kassel.de', { y: 71, size: 8, align: 'right' });
  p.y = 120;
  p.text(50, rng.pick(PERSON_DE)).down(12).text(50, rng.pick(STREET_DE)).down(12).text(50, '37073 Göttingen');
  p.y = 120;
  const nr = `BA-${yearOf(inv)}-${rng.int(100, 399)}`;
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Rechnung Nr.', nr]);
  p.down(12);
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Rechnungsdatum', fd(inv, 'de')]);
  p.down(12);
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Projekt-Nr.', `P ${rng.int(2000, 2999)}`]);
  p.down(12);
  row(p, [{ x: 360 }, { x: 545, align: 'right' }], ['Kunden-Nr.', String(rng.int(10000, 19999))]);
  p.y = 200;
  const stage = rng.int(2, 5);
  p.text(50, `Teilrechnung ${stage} – Bauabschnitt „Karosserie und Lack"`, { size: 13, bold: true }).down(16);
  p.text(50, `Fahrzeug: ${v.m}, Baujahr ${v.y}, Fahrgestell-Nr. ${rng.int(100000, 999999)}${rng.int(10, 99)}`, { size: 9 }).down(12);
  p.text(50, `Bauabschnitt abgeschlossen am ${fd(done, 'de')}`, { size: 9 }).down(20);
  const trades = [
    { t: 'Karosseriebau', rate: price(rng, 62, 78, 1), h: price(rng, 60, 180, 0.5) },
    { t: 'Lackiererei', rate: price(rng, 64, 82, 1), h: price(rng, 30, 90, 0.5) },
    { t: 'Strahlarbeiten / Entlacken', rate: price(rng, 55, 70, 1), h: price(rng, 8, 24, 0.5) },
  ];
  const stages = [
    ['Karosserie', ['Schweller links und rechts erneuert', 'Radläufe hinten instand gesetzt', 'Bodenblech vorne links eingeschweißt']],
    ['Lack', ['Karosserie komplett gefüllert und geschliffen', 'Decklack zweischichtig aufgebaut', 'Hohlraumkonservierung']],
  ] as const;
  const col = [{ x: 50 }, { x: 330, align: 'right' as const }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  const work: string[] = [];
  for (const [head, lines] of stages) {
    p.text(50, head, { bold: true, size: 10 }).down(13);
    for (const l of lines) {
      p.text(62, `– ${l}`, { size: 9 }).down(12);
      work.push(l);
    }
    p.down(4);
  }
  p.down(4);
  row(p, col, ['Arbeitszeit nach Gewerk', 'Std.', 'Satz', 'Betrag'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const labs = trades.map((t) => r2(t.h * t.rate));
  trades.forEach((t, i) => {
    row(p, col, [t.t, num(t.h, 'de'), num(t.rate, 'de'), num(labs[i], 'de')]);
    p.down(12);
  });
  const labour = sum(labs);
  row(p, col, ['Summe Arbeitszeit', '', '', num(labour, 'de')], { bold: true });
  p.down(22);
  p.text(50, 'Materialaufstellung', { bold: true, size: 10 }).down(13);
  const mats = rng.some(
    [
      ['Schwellerblech außen li.', 'RS 111-610-01'],
      ['Schwellerblech außen re.', 'RS 111-610-02'],
      ['Radlaufbogen hinten li.', 'RS 111-630-11'],
      ['Grundfüller 2K, 3 l', 'GF-2K-3'],
      ['Decklack Sonderfarbe, 4 l', 'DL-SF-4'],
      ['Hohlraumwachs, 5 l', 'HW-500'],
      ['Bodenblech vorne li.', 'RS 111-601-01'],
    ],
    5,
  );
  const mprice = mats.map(() => price(rng, 28, 320));
  mats.forEach(([d, n], i) => {
    row(p, [{ x: 62 }, { x: 250 }, { x: 545, align: 'right' }], [d, n, num(mprice[i], 'de')]);
    p.down(12);
  });
  const parts = sum(mprice);
  row(p, col, ['Summe Material', '', '', num(parts, 'de')], { bold: true });
  p.down(22);
  const net = r2(labour + parts);
  const rate = vatDE(yearOf(inv));
  const tax = r2((net * rate) / 100);
  const gross = r2(net + tax);
  const paid = r2(Math.round((gross * (0.3 + rng.next() * 0.3)) / 100) * 100);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, t, ['Nettobetrag', num(net, 'de')]);
  p.down(12);
  row(p, t, [`zzgl. ${rate} % MwSt.`, num(tax, 'de')]);
  p.down(12);
  row(p, t, ['Rechnungsbetrag', `${num(gross, 'de')} €`], { bold: true });
  p.down(12);
  row(p, t, [`abzgl. Abschlag vom ${fd(addDays(inv, -rng.int(40, 90)), 'de')}`, `-${num(paid, 'de')}`]);
  p.down(12);
  row(p, t, ['Restbetrag', `${num(r2(gross - paid), 'de')} €`], { bold: true });
  p.down(30);
  p.text(50, 'Zahlbar innerhalb 14 Tagen ohne Abzug. Die Fahrzeugteile bleiben bis zur vollständigen Bezahlung unser Eigentum.', { size: 7.5 });
  p.text(50, `${shop} · HRB 4471 Kassel · USt-IdNr. DE 281 445 902`, { y: 800, size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: done,
    laborCost: labour,
    partsCost: parts,
    totalCost: gross,
    workPerformed: work,
    partsUsed: mats.map(([d]) => d),
  });
};

/** A machine shop's engine rebuild: one numbered list mixing A (Arbeit) and T (Teile) lines, Leistungsdatum in the info row. */
export const motorenwerk: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1984, 2006);
  const y = yearOf(inv);
  const dm = y < 2002;
  const cur = dm ? 'DM' : 'EUR';
  const shop = rng.pick(['Motoren-Instandsetzung Brückner GmbH', 'Zylinderschleiferei Wendt & Sohn']);
  p.text(297, shop, { size: 15, bold: true, align: 'center', serif: true });
  p.text(297, 'Zylinderschleiferei · Kurbelwellenschleiferei · Motorenbau', { y: 76, size: 8.5, align: 'center' });
  p.text(297, 'Industriestraße 22 · 90441 Nürnberg · Tel. 0911 / 66 30 12', { y: 88, size: 8, align: 'center' });
  p.y = 130;
  p.text(50, rng.pick(PERSON_DE), { size: 9.5 }).down(12).text(50, rng.pick(STREET_DE), { size: 9.5 }).down(12).text(50, '91054 Erlangen', { size: 9.5 });
  p.y = 200;
  p.text(50, 'RECHNUNG', { size: 14, bold: true }).down(18);
  const got = addDays(inv, -rng.int(20, 60));
  const work = addDays(inv, -rng.int(1, 6));
  p.box(50, p.y - 10, 495, 30);
  const info = [{ x: 55 }, { x: 155 }, { x: 255 }, { x: 355 }, { x: 455 }];
  row(p, info, ['Rechnung', 'Datum', 'Motor angeliefert', 'Leistungsdatum', 'Motor-Nr.'], { size: 7 });
  p.down(12);
  row(
    p,
    info,
    [
      String(rng.int(8000, 9999)),
      fd(inv, 'de'),
      fd(got, 'de'),
      fd(work, 'de'),
      `${rng.int(110, 130)}${rng.int(900, 999)}-${rng.int(10, 99)}-${rng.int(100000, 999999)}`,
    ],
    { size: 9 },
  );
  p.down(30);
  const v = vehicleFor(rng, VEH_DE, y);
  p.text(50, `Betr.: Motorüberholung ${v.m}`, { size: 9.5, bold: true }).down(18);
  const c = [{ x: 50 }, { x: 72 }, { x: 90 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Pos', 'A/T', 'Bezeichnung', 'Menge', 'E-Preis', `Betrag ${cur}`], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const lines: { k: 'A' | 'T'; d: string; q: number; e: number }[] = [
    { k: 'A', d: 'Motor zerlegt, gereinigt und vermessen', q: 1, e: price(rng, 180, 420, 5) },
    { k: 'A', d: 'Zylinder gebohrt und gehont auf 1. Übermaß', q: rng.pick([4, 6]), e: price(rng, 35, 65, 1) },
    { k: 'T', d: 'Kolben kpl. mit Ringen 1. ÜM (Mahle)', q: 0, e: price(rng, 60, 140, 0.5) },
    { k: 'A', d: 'Kurbelwelle geschliffen Haupt- und Pleuellager', q: 1, e: price(rng, 160, 280, 5) },
    { k: 'T', d: 'Lagersatz Haupt/Pleuel -0,25 (Glyco)', q: 1, e: price(rng, 90, 210, 0.5) },
    { k: 'A', d: 'Zylinderkopf plangefräst, Ventilsitze gefräst', q: 1, e: price(rng, 140, 300, 5) },
    { k: 'T', d: 'Ventile Auslass', q: 0, e: price(rng, 12, 38, 0.5) },
    { k: 'T', d: 'Motordichtsatz komplett (Elring)', q: 1, e: price(rng, 70, 190, 0.5) },
    { k: 'A', d: 'Motor montiert und auf Prüfstand eingelaufen', q: 1, e: price(rng, 350, 700, 5) },
  ];
  const cyl = lines[1].q;
  lines[2].q = cyl;
  lines[6].q = cyl / 2;
  let labour = 0;
  let parts = 0;
  lines.forEach((l, i) => {
    const amt = r2(l.q * l.e);
    if (l.k === 'A') labour += amt;
    else parts += amt;
    row(p, c, [String(i + 1), l.k, l.d, String(l.q), num(l.e, 'de'), num(amt, 'de')], { size: 8.5 });
    p.down(13);
  });
  labour = r2(labour);
  parts = r2(parts);
  hline(p, 300, 245);
  p.down(14);
  const net = r2(labour + parts);
  const rate = vatDE(y);
  const tax = r2((net * rate) / 100);
  const gross = r2(net + tax);
  const t = [{ x: 300 }, { x: 545, align: 'right' as const }];
  row(p, t, ['Summe Arbeitslohn (A)', num(labour, 'de')]);
  p.down(12);
  row(p, t, ['Summe Teile (T)', num(parts, 'de')]);
  p.down(12);
  row(p, t, ['Netto', num(net, 'de')]);
  p.down(12);
  row(p, t, [`${rate}% MwSt.`, num(tax, 'de')]);
  p.down(14);
  row(p, t, [`Endbetrag ${cur}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(34);
  p.text(50, 'Gewährleistung 12 Monate bei fachgerechtem Einbau und Einlaufvorschrift. Altteile wurden entsorgt.', { size: 8 });
  p.text(297, 'Bankverbindung: Sparkasse Nürnberg · Konto 4 471 220 · BLZ 760 501 01', { y: 805, size: 7, align: 'center' });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: work,
    laborCost: labour,
    partsCost: parts,
    totalCost: gross,
    workPerformed: lines.filter((l) => l.k === 'A').map((l) => l.d),
    partsUsed: lines.filter((l) => l.k === 'T').map((l) => l.d),
  });
};

/** A Viennese upholsterer in schillings: a letter in sentences, material named in a note, one sum. */
export const sattlereiWien: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1986, 2000);
  const shop = rng.pick(['Sattlerei Franz Hofbauer', 'Autosattlerei J. Pichler']);
  p.text(50, shop, { size: 16, serif: true, bold: true });
  p.text(50, 'Autotapezierer · Cabrioverdecke · Lederpolsterungen', { y: 76, size: 8.5, serif: true });
  p.text(50, 'Wien XV., Märzstraße 48 · Tel. 982 14 07', { y: 88, size: 8.5, serif: true });
  p.y = 130;
  p.text(50, rng.pick(PERSON_DE), { serif: true }).down(12).text(50, rng.pick(STREET_DE), { serif: true }).down(12).text(50, '2340 Mödling', { serif: true });
  p.text(545, `Wien, am ${fd(inv, 'delong')}`, { y: 190, align: 'right', serif: true });
  p.y = 225;
  p.text(50, `Rechnung Nr. ${rng.int(100, 480)}/${String(yearOf(inv)).slice(2)}`, { bold: true, serif: true, size: 11 }).down(22);
  const v = vehicleFor(rng, VEH_DE, yearOf(inv));
  const km = rng.int(40000, 140000);
  p.text(50, 'Sehr geehrte Damen und Herren,', { serif: true }).down(18);
  para(p, 50, `für die an Ihrem ${v.m} (km-Stand ${num(km, 'de').slice(0, -3)}) ausgeführten Sattlerarbeiten erlauben wir uns wie folgt zu verrechnen:`, 90, {
    serif: true,
  });
  p.down(6);
  const work = rng.some(
    [
      'Vordersitze zerlegt, Federkerne nachgerichtet und neu bezogen',
      'Rücksitzbank neu gepolstert und in Leder bezogen',
      'Türverkleidungen nach Muster neu angefertigt',
      'Himmel erneuert',
      'Verdeck aus Sonnenland-Stoff neu angefertigt und montiert',
      'Teppichsatz nach Schablone genäht und eingepasst',
    ],
    4,
  );
  for (const w of work) {
    p.text(62, `${w}.`, { serif: true, size: 9.5 }).down(14);
  }
  p.down(8);
  const mat = rng.pick(['Rindleder Nappa, 3 Häute', 'Kunstleder Vinyl, 8 lfm', 'Velours-Teppich, 4 lfm']);
  para(p, 50, `Material: ${mat}, Schaumstoff, Rosshaar und Nähzubehör sind im Preis enthalten.`, 90, { serif: true });
  p.down(10);
  const net = r2(price(rng, 18000, 65000, 10));
  const tax = r2(net * 0.2);
  const gross = r2(net + tax);
  const c = [{ x: 300 }, { x: 545, align: 'right' as const }];
  row(p, c, ['Arbeit und Material', `S ${num(net, 'de')}`], { serif: true, size: 10 });
  p.down(14);
  row(p, c, ['+ 20 % MWSt.', `S ${num(tax, 'de')}`], { serif: true, size: 10 });
  p.down(14);
  hline(p, 300, 245);
  p.down(14);
  row(p, c, ['Gesamtbetrag', `S ${num(gross, 'de')}`], { serif: true, size: 10, bold: true });
  p.down(30);
  para(p, 50, 'Wir danken für Ihren Auftrag und ersuchen um Überweisung binnen 8 Tagen auf unser Konto bei der Ersten Österreichischen Spar-Casse.', 90, {
    serif: true,
  });
  p.down(20);
  p.text(50, 'Hochachtungsvoll', { serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    serviceMileage: km,
    totalCost: gross,
    workPerformed: work,
  });
};

/** A Swiss chrome plater: pieces with "Stk." and a job per line, no labour/parts split, Rappen rounding. */
export const galvanikCH: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2001, 2025);
  const y = yearOf(inv);
  const shop = rng.pick(['Galvano Reusstal AG', 'Hartchrom Limmattal AG']);
  p.text(545, shop, { size: 13, bold: true, align: 'right' });
  p.text(545, 'Verchromen · Vernickeln · Polieren', { y: 74, size: 8, align: 'right' });
  p.text(545, 'Werkstrasse 5, 5632 Buttwil', { y: 85, size: 8, align: 'right' });
  p.y = 140;
  p.text(50, rng.pick(PERSON_DE).replace('Herrn', 'Herr'))
    .down(12)
    .text(50, rng.pick(STREET_DE).replace('straße', 'strasse'))
    .down(12)
    .text(50, '8957 Spreitenbach');
  p.y = 210;
  p.text(50, `Rechnung ${rng.int(24000, 26999)}`, { size: 13, bold: true }).down(16);
  const rec = addDays(inv, -rng.int(30, 70));
  const back = addDays(inv, -rng.int(0, 3));
  row(p, [{ x: 50 }, { x: 150 }, { x: 300 }, { x: 400 }], ['Datum:', fd(inv, 'de'), 'Ihre Anlieferung:', fd(rec, 'de')], { size: 9 });
  p.down(12);
  row(p, [{ x: 50 }, { x: 150 }, { x: 300 }, { x: 400 }], ['Lieferschein:', `LS ${rng.int(5000, 7999)}`, 'Ausgeliefert:', fd(back, 'de')], { size: 9 });
  p.down(26);
  const c = [{ x: 50 }, { x: 100 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Menge', 'Arbeit', 'Preis/Stk.', 'Total CHF'], { bold: true, size: 9 });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  const jobs = rng.some(
    [
      [2, 'Stossstangen entchromt, gerichtet, verkupfert, poliert, glanzverchromt'],
      [4, 'Radzierringe poliert und verchromt'],
      [2, 'Scheinwerferringe glanzverchromt'],
      [1, 'Kühlergrill zerlegt, Stäbe einzeln verchromt'],
      [2, 'Türgriffe aus Zinkdruckguss instand gesetzt und verchromt'],
      [6, 'Zierleisten poliert (Alu eloxiert)'],
      [1, 'Heckemblem vernickelt'],
    ] as const,
    rng.int(4, 6),
  );
  const amts: number[] = [];
  for (const [q, d] of jobs) {
    const e = price(rng, 40, 420, 5);
    const a = r2(q * e);
    amts.push(a);
    row(p, c, [`${q} Stk.`, d, num(e, 'ch'), num(a, 'ch')], { size: 8.5 });
    p.down(13);
  }
  const net = sum(amts);
  const rate = vatCH(y);
  const tax = r2((net * rate) / 100);
  const gross = r05(net + tax);
  p.down(6);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, t, ['Total netto', num(net, 'ch')]);
  p.down(12);
  row(p, t, [`MWST ${rate} %`, num(tax, 'ch')]);
  p.down(12);
  row(p, t, ['Rundung', num(r2(gross - net - tax), 'ch')]);
  p.down(14);
  row(p, t, ['Rechnungsbetrag CHF', num(gross, 'ch')], { bold: true });
  p.down(30);
  p.text(50, 'Zahlbar netto 30 Tage. Für Schäden an Teilen mit verdeckten Rissen oder Porositäten wird keine Haftung übernommen.', { size: 7.5 });
  p.text(50, `MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`, { y: 805, size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: back,
    totalCost: gross,
    workPerformed: jobs.map(([, d]) => d),
  });
};

/** A paint shop of the 2010s–2020s: the work as one comma list, Lohn and Material as two lines, the name in the footer only. */
export const lackiererei: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2012, 2026);
  const shop = rng.pick(['Lackierzentrum Ostalb GmbH', 'Farbwerk Lackiererei Mayer GmbH & Co. KG']);
  const logo = shop.split(' ')[0].toUpperCase();
  p.text(50, logo, { size: 20, bold: true });
  p.text(50, 'Unfall · Smart Repair · Oldtimer-Komplettlackierung', { y: 78, size: 8 });
  p.y = 125;
  p.text(50, rng.pick(PERSON_DE), { size: 9.5 }).down(12).text(50, rng.pick(STREET_DE), { size: 9.5 }).down(12).text(50, '73430 Aalen', { size: 9.5 });
  const km = rng.int(20000, 190000);
  const v = vehicleFor(rng, VEH_DE, yearOf(inv));
  const k = [{ x: 360 }, { x: 545, align: 'right' as const }];
  p.y = 125;
  const leist = addDays(inv, -rng.int(2, 9));
  for (const [a, b] of [
    ['Rechnungs-Nr.', `R${yearOf(inv)}${rng.int(1000, 1999)}`],
    ['Datum', fd(inv, 'de')],
    ['Leistungsdatum', fd(leist, 'de')],
    ['Kennzeichen', `AA-${rng.pick(['K', 'OS', 'H'])} ${rng.int(10, 999)}H`],
    ['km-Stand', num(km, 'de').slice(0, -3)],
  ]) {
    row(p, k, [a, b], { size: 9 });
    p.down(12);
  }
  p.y = 230;
  p.text(50, 'Rechnung', { size: 14, bold: true }).down(16);
  p.text(50, `${v.m}, Komplettlackierung im Originalfarbton`, { size: 9.5 }).down(20);
  const work = rng.some(
    [
      'Anbauteile demontiert',
      'Altlack bis auf Blech entfernt',
      'Epoxy-Grundierung aufgebracht',
      'Spachtel- und Schleifarbeiten',
      'Füller 2x gespritzt und nass geschliffen',
      'Decklack und Klarlack lackiert',
      'Anbauteile montiert',
      'poliert',
    ],
    rng.int(5, 7),
  );
  p.text(50, 'Ausgeführte Arbeiten:', { bold: true, size: 9.5 }).down(13);
  para(p, 50, `${work.join(', ')}.`, 95);
  p.down(14);
  const hours = rng.int(50, 130);
  const lohn = r2(hours * 72);
  const mat = price(rng, 700, 2400, 0.5);
  const c = [{ x: 50 }, { x: 545, align: 'right' as const }];
  row(p, c, [`Lohn Lackierer (${hours} Std. à 72,00 €)`, num(lohn, 'de')]);
  p.down(13);
  row(p, c, ['Lackmaterial (Glasurit 55-Linie, Füller, Klarlack, Verbrauchsmaterial)', num(mat, 'de')]);
  p.down(16);
  hline(p, 330, 215);
  p.down(13);
  const net = r2(lohn + mat);
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, t, ['Summe netto', num(net, 'de')]);
  p.down(12);
  row(p, t, ['USt 19 %', num(tax, 'de')]);
  p.down(12);
  row(p, t, ['Gesamt brutto', `${num(gross, 'de')} EUR`], { bold: true });
  p.down(30);
  p.text(50, 'Bitte überweisen Sie den Betrag bis zum ' + fd(addDays(inv, 10), 'de') + ' unter Angabe der Rechnungsnummer.', { size: 8.5 });
  p.text(297, `${shop} · Robert-Bosch-Str. 12 · 73431 Aalen · Geschäftsführer: T. Mayer · AG Ulm HRA 72114`, { y: 800, size: 6.8, align: 'center' });
  p.text(297, `info@${logo.toLowerCase()}-ostalb.de · Kreissparkasse Ostalb IBAN DE12 6145 0050 1000 4471 22`, { y: 810, size: 6.8, align: 'center' });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: leist,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
  });
};

/** An Austrian wheel and tyre shop: one table with a Stk. column, work and material told apart by a code, subtotals per kind. */
export const raederAT: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2003, 2025);
  const shop = rng.pick(['Reifen Wallner GmbH', 'Rad & Reifen Steinbauer KG']);
  p.box(40, 40, 515, 56);
  p.text(52, shop, { y: 62, size: 15, bold: true });
  p.text(52, 'Speichenräder · Oldtimerreifen · Felgeninstandsetzung', { y: 78, size: 8 });
  p.text(543, 'Linzer Straße 77, 4600 Wels', { y: 62, size: 8, align: 'right' });
  p.text(543, 'UID ATU ' + rng.int(10000000, 99999999), { y: 74, size: 8, align: 'right' });
  p.y = 130;
  p.text(50, rng.pick(PERSON_DE)).down(12).text(50, rng.pick(STREET_DE)).down(12).text(50, '4020 Linz');
  const km = rng.int(30000, 160000);
  const v = vehicleFor(rng, VEH_DE, yearOf(inv));
  p.y = 200;
  p.text(50, `RECHNUNG ${rng.int(30, 99)}-${rng.int(10000, 99999)}`, { size: 12, bold: true });
  p.text(545, `Wels, ${fd(inv, 'de')}`, { align: 'right' });
  p.down(16);
  p.text(
    50,
    `Fahrzeug: ${v.m} · Kennz. ${rng.pick(['W', 'L', 'WL'])}-${rng.int(100, 999)} ${rng.pick(['AB', 'KT', 'MX'])} · km ${num(km, 'de').slice(0, -3)}`,
    { size: 9 },
  );
  p.down(22);
  const c = [{ x: 50 }, { x: 80 }, { x: 120 }, { x: 330 }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Art', 'Stk.', 'Text', 'Artikel', 'Einzel', 'Gesamt'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const tyre = rng.pick(['Michelin XAS 165 HR 15', 'Vredestein Sprint Classic 185/70 R14', 'Pirelli Cinturato CA67 165 R15', 'Firestone F560 5.60-15']);
  const items: { a: 'L' | 'M'; q: number; d: string; n: string; e: number }[] = [
    { a: 'M', q: rng.pick([4, 5]), d: tyre, n: `RE${rng.int(100000, 999999)}`, e: price(rng, 140, 330) },
    { a: 'M', q: 4, d: 'Schlauch TR15 Oldtimer', n: `SL-${rng.int(10, 99)}`, e: price(rng, 18, 32) },
    { a: 'L', q: 4, d: 'Speichenrad zerlegt, gestrahlt, neu eingespeicht', n: '', e: price(rng, 160, 280, 5) },
    { a: 'M', q: 4 * rng.pick([48, 60, 72]), d: 'Speiche verzinkt mit Nippel', n: `SP-${rng.int(1000, 9999)}`, e: price(rng, 2.1, 4.4, 0.05) },
    { a: 'L', q: 4, d: 'Rad zentriert, Seiten- und Höhenschlag', n: '', e: price(rng, 25, 45, 1) },
    { a: 'L', q: 4, d: 'Reifen montiert und gewuchtet', n: '', e: price(rng, 18, 30, 1) },
  ];
  let l = 0;
  let m = 0;
  for (const it of items) {
    const a = r2(it.q * it.e);
    if (it.a === 'L') l += a;
    else m += a;
    row(p, c, [it.a, String(it.q), it.d, it.n, num(it.e, 'de'), num(a, 'de')], { size: 8.5 });
    p.down(13);
  }
  l = r2(l);
  m = r2(m);
  p.down(4);
  p.text(50, 'L = Lohn, M = Material', { size: 7 });
  p.down(14);
  const net = r2(l + m);
  const tax = r2(net * 0.2);
  const gross = r2(net + tax);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b] of [
    ['Summe Lohn', num(l, 'de')],
    ['Summe Material', num(m, 'de')],
    ['Nettobetrag', num(net, 'de')],
    ['USt 20 %', num(tax, 'de')],
  ]) {
    row(p, t, [a, b]);
    p.down(12);
  }
  row(p, t, ['Zu zahlen', `€ ${num(gross, 'de')}`], { bold: true });
  p.down(28);
  p.text(50, 'Reifen dieser Bauart sind nur bis 160 km/h zugelassen. Nachziehen der Radmuttern nach 50 km.', { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    serviceMileage: km,
    laborCost: l,
    partsCost: m,
    totalCost: gross,
    workPerformed: items.filter((i) => i.a === 'L').map((i) => i.d),
    partsUsed: items.filter((i) => i.a === 'M').map((i) => i.d),
  });
};

/** A 1970s Bosch-Dienst auto electrician, typewritten: Lohn and Teile as two sums, the date of work typed in the text. */
export const autoelektrik70: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1972, 1983);
  const y = yearOf(inv);
  const shop = rng.pick(['Auto-Elektrik Heinz Dörr', 'Autoelektrik Gebr. Lindemann']);
  p.text(50, 'BOSCH-DIENST', { size: 11, bold: true });
  p.text(50, shop, { y: 80, size: 14, serif: true });
  p.text(50, 'Lichtmaschinen · Anlasser · Zündung · Batterien', { y: 93, size: 8, serif: true });
  p.text(545, 'Fernruf (0 62 21) 2 44 18', { y: 80, size: 8, serif: true, align: 'right' });
  p.text(545, '69 Heidelberg, Bergheimer Str. 140', { y: 92, size: 8, serif: true, align: 'right' });
  p.y = 140;
  p.text(50, rng.pick(PERSON_DE), { serif: true })
    .down(12)
    .text(50, rng.pick(STREET_DE), { serif: true })
    .down(12)
    .text(50, '6900 Heidelberg', { serif: true });
  p.text(545, `Heidelberg, den ${fd(inv, 'de2')}`, { y: 200, align: 'right', serif: true });
  p.y = 235;
  p.text(50, `R E C H N U N G  Nr. ${rng.int(1000, 4999)}`, { serif: true, bold: true, size: 11 }).down(20);
  const v = vehicleFor(rng, VEH_DE, y);
  const km = rng.int(60000, 190000);
  const workDay = addDays(inv, -rng.int(2, 10));
  para(
    p,
    50,
    `Am ${fd(workDay, 'de2')} an Ihrem ${v.m}, amtl. Kennzeichen HD-${rng.pick(['A', 'K', 'MT'])} ${rng.int(10, 999)}, km-Stand ${km}, ausgeführt:`,
    88,
    { serif: true },
  );
  p.down(4);
  const work = rng.some(
    [
      'Lichtmaschine zerlegt, gereinigt, Kollektor abgedreht, Kohlen erneuert',
      'Anlasser überholt',
      'Regler neu eingestellt',
      'Zündverteiler überholt, Zündzeitpunkt eingestellt',
      'Kabelbaum Armaturenbrett instand gesetzt',
      'Scheinwerfer eingestellt',
    ],
    4,
  );
  work.forEach((w, i) => {
    p.text(62, `${i + 1}. ${w}`, { serif: true, size: 9.5 }).down(13);
  });
  p.down(8);
  p.text(50, 'Ersatzteile:', { serif: true, size: 9.5 }).down(13);
  const parts = rng.some(
    ['Kohlebürsten', 'Regler 12 V (Bosch)', 'Unterbrecherkontakt', 'Kondensator', 'Verteilerfinger', 'Zündkabelsatz', 'Glühlampen Bilux'],
    4,
  );
  const pp = parts.map(() => price(rng, 3.5, 48));
  parts.forEach((d, i) => {
    row(p, [{ x: 62 }, { x: 420, align: 'right' }], [d, num(pp[i], 'de')], { serif: true, size: 9.5 });
    p.down(12);
  });
  p.down(8);
  const teile = sum(pp);
  const lohn = price(rng, 60, 240, 0.5);
  const net = r2(lohn + teile);
  const rate = vatDE(y);
  const tax = r2((net * rate) / 100);
  const gross = r2(net + tax);
  const c = [{ x: 250 }, { x: 480, align: 'right' as const }];
  for (const [a, b] of [
    ['Arbeitslohn', `DM ${num(lohn, 'de')}`],
    ['Ersatzteile', `DM ${num(teile, 'de')}`],
    [`+ ${rate}% Mehrwertsteuer`, `DM ${num(tax, 'de')}`],
  ]) {
    row(p, c, [a, b], { serif: true });
    p.down(13);
  }
  hline(p, 250, 230);
  p.down(13);
  row(p, c, ['Rechnungsbetrag', `DM ${num(gross, 'de')}`], { serif: true, bold: true });
  p.down(30);
  p.text(50, 'Betrag dankend erhalten:  ______________________', { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: workDay,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: teile,
    totalCost: gross,
    workPerformed: work,
    partsUsed: parts,
  });
};

/** A restorer's interim bill carried over from a first sheet: an Übertrag line opens the table, hours per trade, parts on their own list. */
export const uebertragRestaurierung: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2015, 2026);
  const shop = rng.pick(['Oldtimer-Restaurierung Kramer & Ebert GmbH', 'Restaurierungswerkstatt Feldmann GmbH']);
  p.text(297, shop.toUpperCase(), { size: 12, bold: true, align: 'center' });
  p.text(297, 'Meisterbetrieb für Karosserie- und Fahrzeugbau · Am Hafen 4 · 28217 Bremen', { y: 73, size: 7.5, align: 'center' });
  p.y = 110;
  p.text(50, 'Rechnung – Blatt 2 von 2', { size: 11, bold: true });
  const nr = `${yearOf(inv)}/${rng.int(300, 899)}`;
  p.text(545, `zu Rechnung ${nr} vom ${fd(inv, 'de')}`, { size: 9, align: 'right' });
  p.down(22);
  const c = [{ x: 50 }, { x: 110 }, { x: 380, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Gewerk', 'Leistung', 'Std.', 'à €', '€'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  const carried = price(rng, 4000, 12000, 0.5);
  row(p, c, ['', 'Übertrag von Blatt 1 (Arbeitszeit)', '', '', num(carried, 'de')], { size: 9 });
  p.down(14);
  const tasks = rng.some(
    [
      ['Sattler', 'Sitze neu bezogen, Türpappen gefertigt'],
      ['Montage', 'Motor und Getriebe eingebaut, Leitungen verlegt'],
      ['Elektrik', 'Kabelbaum neu verlegt und angeschlossen'],
      ['Montage', 'Chromteile und Dichtungen montiert'],
      ['Mechanik', 'Bremsanlage komplett erneuert, entlüftet'],
      ['Mechanik', 'Vorderachse überholt und vermessen'],
    ],
    4,
  );
  const amts: number[] = [];
  for (const [g, d] of tasks) {
    const h = price(rng, 6, 40, 0.5);
    const rate = g === 'Sattler' ? 68 : 74;
    const a = r2(h * rate);
    amts.push(a);
    row(p, c, [g, d, num(h, 'de'), num(rate, 'de'), num(a, 'de')], { size: 9 });
    p.down(13);
  }
  const labour = r2(carried + sum(amts));
  hline(p, 380, 165);
  p.down(12);
  row(p, c, ['', 'Arbeitszeit gesamt', '', '', num(labour, 'de')], { bold: true, size: 9 });
  p.down(24);
  p.text(50, 'Verbaute Teile', { bold: true, size: 10 }).down(13);
  const parts = rng.some(
    [
      ['2 Stk.', 'Bremssattel vorne überholt (Tausch)'],
      ['1 Satz', 'Bremsschläuche'],
      ['1 Stk.', 'Hauptbremszylinder ATE'],
      ['1 Satz', 'Fensterdichtungen'],
      ['1 Stk.', 'Kabelbaum komplett'],
      ['4 Stk.', 'Stoßdämpfer Koni Classic'],
      ['1 Stk.', 'Windschutzscheibe grün getönt'],
    ],
    5,
  );
  const pp = parts.map(() => price(rng, 30, 650));
  const pc = [{ x: 62 }, { x: 110 }, { x: 545, align: 'right' as const }];
  parts.forEach(([q, d], i) => {
    row(p, pc, [q, d, num(pp[i], 'de')], { size: 9 });
    p.down(12);
  });
  const teile = sum(pp);
  row(p, [{ x: 110 }, { x: 545, align: 'right' }], ['Teile gesamt', num(teile, 'de')], { bold: true, size: 9 });
  p.down(26);
  const net = r2(labour + teile);
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b] of [
    ['Arbeitszeit', num(labour, 'de')],
    ['Teile', num(teile, 'de')],
    ['Netto', num(net, 'de')],
    ['MwSt. 19 %', num(tax, 'de')],
  ]) {
    row(p, t, [a, b]);
    p.down(12);
  }
  row(p, t, ['Rechnungsbetrag', `${num(gross, 'de')} €`], { bold: true });
  p.down(12);
  const paid = r2(Math.round((gross * 0.5) / 500) * 500);
  row(p, t, ['bereits gezahlte Abschläge', `${num(paid, 'de')} €`]);
  p.down(12);
  row(p, t, ['noch zu zahlen', `${num(r2(gross - paid), 'de')} €`], { bold: true });
  p.down(26);
  p.text(50, 'Die Aufstellung der Arbeiten bis zum Übertrag finden Sie auf Blatt 1. Zahlbar sofort ohne Abzug.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    laborCost: labour,
    partsCost: teile,
    totalCost: gross,
    workPerformed: tasks.map(([, d]) => d),
    partsUsed: parts.map(([, d]) => d),
  });
};

/** A Swiss garage's Arbeitsrapport: dated lines in order, parts between the work, a completion date in the head. */
export const arbeitsrapportCH: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1996, 2024);
  const y = yearOf(inv);
  const shop = rng.pick(['Garage Zbinden AG', 'Oldtimergarage Tschanz GmbH']);
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, 'Restaurationen · Veteranenfahrzeuge · MFK-Vorbereitung', { y: 77, size: 8 });
  p.text(50, 'Thunstrasse 61 · 3110 Münsingen · 031 721 44 08', { y: 88, size: 8 });
  p.y = 130;
  p.text(360, rng.pick(PERSON_DE).replace('Herrn', 'Herr').replace('Frau', 'Frau'))
    .down(12)
    .text(360, rng.pick(STREET_DE).replace('straße', 'strasse'))
    .down(12)
    .text(360, '3600 Thun');
  p.y = 195;
  const done = addDays(inv, -rng.int(1, 8));
  const km = rng.int(50000, 220000);
  p.text(50, `Rechnung / Arbeitsrapport Nr. ${rng.int(7000, 9999)}`, { size: 12, bold: true }).down(16);
  const v = vehicleFor(rng, VEH_DE, y);
  const k = [{ x: 50 }, { x: 140 }, { x: 300 }, { x: 390 }];
  row(p, k, ['Fahrzeug', v.m, 'Rechnungsdatum', fd(inv, 'de')], { size: 8.5 });
  p.down(12);
  row(p, k, ['Kontrollschild', `BE ${rng.int(10000, 599999)}`, 'Fertigstellung', fd(done, 'de')], { size: 8.5 });
  p.down(12);
  row(p, k, ['km-Stand', num(km, 'ch').slice(0, -3), 'Stamm-Nr.', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`], { size: 8.5 });
  p.down(24);
  const c = [{ x: 50 }, { x: 100 }, { x: 390, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, c, ['Datum', 'Arbeit / Material', 'Std./Mg.', 'Ansatz', 'Betrag'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 50, 495);
  p.down(12);
  const rate = price(rng, 115, 145, 5);
  const plan: [boolean, string][] = [
    [true, 'Vergaser demontiert, zerlegt und gereinigt'],
    [false, 'Vergaser-Reparatursatz'],
    [true, 'Benzintank ausgebaut, entrostet und versiegelt'],
    [false, 'Benzinschlauch, 2 m'],
    [true, 'Bremsen vorne und hinten revidiert'],
    [false, 'Radbremszylinder'],
    [false, 'Bremsbeläge Satz'],
    [true, 'Probefahrt und Schlusskontrolle MFK'],
  ];
  let d = addDays(done, -rng.int(12, 30));
  let lab = 0;
  let mat = 0;
  const work: string[] = [];
  const parts: string[] = [];
  for (const [isWork, text] of plan) {
    if (isWork) d = addDays(d, rng.int(1, 5));
    const q = isWork ? price(rng, 1, 9, 0.5) : rng.int(1, 4);
    const e = isWork ? rate : price(rng, 12, 160, 0.05);
    const a = r2(q * e);
    if (isWork) {
      lab += a;
      work.push(text);
    } else {
      mat += a;
      parts.push(text);
    }
    row(p, c, [isWork ? fd(d, 'de').slice(0, 6) : '', text, isWork ? num(q, 'ch') : `${q}`, num(e, 'ch'), num(a, 'ch')], { size: 8.5 });
    p.down(13);
  }
  lab = r2(lab);
  mat = r2(mat);
  p.down(6);
  const net = r2(lab + mat);
  const vr = vatCH(y);
  const tax = r2((net * vr) / 100);
  const gross = r05(net + tax);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b] of [
    ['Total Arbeit', num(lab, 'ch')],
    ['Total Material', num(mat, 'ch')],
    [`MWST ${vr} %`, num(tax, 'ch')],
  ]) {
    row(p, t, [a, b]);
    p.down(12);
  }
  row(p, t, ['Total CHF (gerundet)', num(gross, 'ch')], { bold: true });
  p.down(30);
  p.text(50, `Nächste MFK fällig: ${fd(addDays(done, 365 * 3), 'de').slice(3)}. Zahlbar innert 30 Tagen.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: done,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
    partsUsed: parts,
  });
};

/** A one-man classic workshop of the 2020s: the name only in the footer and the e-mail domain, numbered work lines, an Ersatzteile block with the number last. */
export const schrauberFooter: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(2019, 2026);
  const owner = rng.pick(['Tobias Lehmann', 'Sven Ahrens', 'Markus Brandl']);
  const shop = `Klassik-Schrauberei ${owner.split(' ')[1]}`;
  p.y = 70;
  p.text(50, `${shop} · Inh. ${owner} · Feldstr. 3 · 48653 Coesfeld`, { size: 7 });
  p.y = 90;
  p.text(50, rng.pick(PERSON_DE)).down(12).text(50, rng.pick(STREET_DE)).down(12).text(50, '48143 Münster');
  p.y = 90;
  const k = [{ x: 380 }, { x: 545, align: 'right' as const }];
  const km = rng.int(30000, 250000);
  const leist = addDays(inv, -rng.int(1, 5));
  for (const [a, b] of [
    ['Rechnung', `${String(yearOf(inv)).slice(2)}-${rng.int(100, 999)}`],
    ['Datum', fd(inv, 'de')],
    ['Leistung am', fd(leist, 'de')],
    ['Laufleistung', `${num(km, 'de').slice(0, -3)} km`],
  ]) {
    row(p, k, [a, b], { size: 9 });
    p.down(12);
  }
  p.y = 180;
  const v = vehicleFor(rng, VEH_DE, yearOf(inv));
  p.text(50, `Rechnung für ${v.m}`, { size: 13, bold: true }).down(22);
  const work = rng.some(
    [
      'Zündanlage auf kontaktlos umgerüstet',
      'Ventilspiel eingestellt',
      'Vergaser synchronisiert',
      'Ölwechsel mit Filter',
      'Kupplungsseil erneuert',
      'Auspuffanlage ab Krümmer erneuert',
      'Achsmanschetten gewechselt',
    ],
    4,
  );
  const hrs = work.map(() => price(rng, 0.5, 4, 0.5));
  const rate = price(rng, 58, 79, 1);
  const w = [{ x: 50 }, { x: 66 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  work.forEach((t, i) => {
    row(p, w, [`${i + 1}.`, t, `${num(hrs[i], 'de')} h`, num(r2(hrs[i] * rate), 'de')]);
    p.down(13);
  });
  const lab = sum(hrs.map((h) => r2(h * rate)));
  p.text(66, `Stundensatz ${num(rate, 'de')} € netto`, { size: 7.5 }).down(20);
  p.text(50, 'Ersatzteile', { bold: true }).down(13);
  const parts = rng.some(
    [
      ['Zündmodul kontaktlos', 'PX-4412'],
      ['Ventildeckeldichtung', '021 198 025'],
      ['Ölfilter Mann W 920/21', 'W92021'],
      ['Motoröl 20W-50 5 l', 'CL-2050'],
      ['Kupplungsseil', '113 721 335 F'],
      ['Auspuff-Endtopf', 'EX 10922'],
      ['Achsmanschette', 'AM 22-01'],
    ],
    4,
  );
  const pp = parts.map(() => price(rng, 6, 180));
  const qs = parts.map(() => rng.pick([1, 1, 2]));
  parts.forEach(([d, n], i) => {
    row(p, [{ x: 50 }, { x: 90 }, { x: 330 }, { x: 545, align: 'right' }], [`${qs[i]} Stk.`, d, n, num(r2(qs[i] * pp[i]), 'de')], { size: 9 });
    p.down(12);
  });
  const mat = sum(parts.map((_, i) => r2(qs[i] * pp[i])));
  p.down(14);
  const net = r2(lab + mat);
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b] of [
    ['Arbeitslohn netto', num(lab, 'de')],
    ['Ersatzteile netto', num(mat, 'de')],
    ['19 % USt.', num(tax, 'de')],
  ]) {
    row(p, t, [a, b]);
    p.down(12);
  }
  row(p, t, ['Summe', `${num(gross, 'de')} €`], { bold: true });
  p.down(30);
  p.text(50, 'Danke für Ihren Auftrag! Zahlung bitte per Überweisung innerhalb von 7 Tagen.', { size: 8.5 });
  const mail = owner.split(' ')[1].toLowerCase();
  p.text(50, `werkstatt@klassik-${mail}.de  ·  0170 / 44 81 ${rng.int(100, 999)}`, { y: 790, size: 7.5 });
  p.text(50, `${shop}, ${owner}, Feldstr. 3, 48653 Coesfeld · St.-Nr. 336/5012/${rng.int(1000, 9999)} · Volksbank Baumberge`, { y: 802, size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: leist,
    serviceMileage: km,
    laborCost: lab,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
    partsUsed: parts.map(([d]) => d),
  });
};

/** An Austrian gearbox and axle specialist: a logo word only at the top, the firm in a round-cornered stamp at the foot, work and parts in two columns. */
export const getriebeStempel: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1999, 2018);
  const shop = rng.pick(['Getriebetechnik Haslinger GmbH', 'Achs- und Getriebebau Gruber GmbH']);
  p.text(50, rng.pick(['GTH', 'AGG']), { size: 30, bold: true, serif: true });
  p.text(545, 'Rechnung', { y: 58, size: 16, align: 'right' });
  p.y = 120;
  p.text(50, rng.pick(PERSON_DE), { size: 9.5 }).down(12).text(50, rng.pick(STREET_DE), { size: 9.5 }).down(12).text(50, '8010 Graz', { size: 9.5 });
  const k = [{ x: 360 }, { x: 545, align: 'right' as const }];
  p.y = 120;
  const ein = addDays(inv, -rng.int(10, 40));
  const aus = addDays(inv, -rng.int(0, 4));
  for (const [a, b] of [
    ['Rechnungsnummer', `${rng.int(2000, 6999)}`],
    ['Rechnungsdatum', fd(inv, 'de')],
    ['Eingang Aggregat', fd(ein, 'de')],
    ['Reparatur beendet', fd(aus, 'de')],
  ]) {
    row(p, k, [a, b], { size: 8.5 });
    p.down(12);
  }
  p.y = 200;
  const v = vehicleFor(rng, VEH_DE, yearOf(inv));
  p.text(50, `Getriebeinstandsetzung ${v.m} · Getriebe-Nr. ${rng.int(100000, 999999)}`, { size: 10, bold: true }).down(22);
  const half = [{ x: 50 }, { x: 300 }];
  row(p, half, ['Durchgeführte Arbeiten', 'Verwendete Teile'], { bold: true, size: 9.5 });
  p.down(14);
  const work = rng.some(
    [
      'Getriebe aus- und eingebaut',
      'Getriebe zerlegt und befundet',
      'Synchronringe 2./3. Gang erneuert',
      'Lager und Dichtringe gewechselt',
      'Schaltgabeln vermessen',
      'Getriebe montiert, Öl befüllt, Probefahrt',
    ],
    4,
  );
  const parts = rng.some(
    [
      'Synchronring 2. Gang',
      'Synchronring 3. Gang',
      'Rillenkugellager Hauptwelle',
      'Wellendichtring Antrieb',
      'Dichtungssatz Getriebe',
      'Getriebeöl GL-4, 2 Liter',
    ],
    4,
  );
  for (let i = 0; i < 4; i++) {
    row(p, half, [`• ${work[i]}`, `• ${parts[i]}`], { size: 9 });
    p.down(13);
  }
  p.down(16);
  const lab = price(rng, 600, 1600, 10);
  const mat = price(rng, 180, 720);
  const net = r2(lab + mat);
  const tax = r2(net * 0.2);
  const gross = r2(net + tax);
  const t = [{ x: 330 }, { x: 545, align: 'right' as const }];
  for (const [a, b] of [
    ['Arbeitsleistung', num(lab, 'de')],
    ['Teile', num(mat, 'de')],
    ['Zwischensumme', num(net, 'de')],
    ['20 % USt', num(tax, 'de')],
  ]) {
    row(p, t, [a, b]);
    p.down(12);
  }
  row(p, t, ['Endsumme EUR', num(gross, 'de')], { bold: true });
  p.down(40);
  p.box(60, p.y, 200, 50);
  p.text(160, shop, { y: p.y + 18, size: 8.5, bold: true, align: 'center' });
  p.text(160, 'Puchstraße 133 · 8020 Graz', { y: p.y + 30, size: 7.5, align: 'center' });
  p.text(160, 'Tel. 0316 / 27 14 90', { y: p.y + 41, size: 7.5, align: 'center' });
  p.text(300, 'Zahlbar binnen 14 Tagen netto Kassa.', { y: p.y + 30, size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: aus,
    laborCost: lab,
    partsCost: mat,
    totalCost: gross,
    workPerformed: work,
    partsUsed: parts,
  });
};

/** A coachbuilder renewing a pre-war ash frame, a letter in DM: the work as running sentences, Lohn and Holz as the only figures. */
export const stellmacherBrief: Family = (rng) => {
  const p = new PageBuilder();
  const inv = rng.date(1988, 2001);
  const y = yearOf(inv);
  const shop = rng.pick(['Stellmacherei und Karosseriebau Otto Riedel', 'Karosseriewerkstätte Ernst Vollmer']);
  p.text(297, shop, { size: 13, serif: true, bold: true, align: 'center' });
  p.text(297, 'Holzgerippe · Aufbauten · Restaurierung historischer Fahrzeuge', { y: 74, size: 8, serif: true, align: 'center' });
  p.text(297, 'Mühlenweg 8 · 3388 Bad Harzburg · Telefon 0 53 22 / 18 09', { y: 85, size: 8, serif: true, align: 'center' });
  p.y = 135;
  p.text(50, rng.pick(PERSON_DE), { serif: true })
    .down(12)
    .text(50, rng.pick(STREET_DE), { serif: true })
    .down(12)
    .text(50, '3300 Braunschweig', { serif: true });
  p.text(545, `${fd(inv, 'delong')}`, { y: 195, align: 'right', serif: true });
  p.y = 230;
  const car = rng.pick(['Adler Trumpf Junior Cabriolet (1936)', 'Wanderer W 24 Limousine (1938)', 'Opel Olympia Cabrio-Limousine (1937)']);
  p.text(50, `Rechnung Nr. ${rng.int(40, 190)} / ${y}  –  ${car}`, { serif: true, bold: true }).down(22);
  const s = rng.some(
    [
      'Die Karosserie wurde vom Rahmen abgehoben und das alte Holzgerippe vollständig zerlegt',
      'Sämtliche Holzteile wurden nach den Altteilen in Esche neu angefertigt',
      'Das Gerippe wurde verleimt, verschraubt und mit Holzschutz behandelt',
      'Die Türen wurden neu eingepasst und die Scharniere ausgebuchst',
      'Die Blechhaut wurde wieder aufgenagelt und die Karosserie auf den Rahmen gesetzt',
    ],
    4,
  );
  para(p, 50, `Sehr geehrte Damen und Herren, für die Erneuerung des Holzgerippes Ihres Fahrzeugs erlauben wir uns zu berechnen:`, 88, { serif: true });
  p.down(6);
  para(p, 50, `${s.join('. ')}.`, 88, { serif: true });
  p.down(12);
  const h = rng.int(160, 420);
  const rate = price(rng, 38, 58, 1);
  const lohn = r2(h * rate);
  const holz = price(rng, 600, 1900, 10);
  const net = r2(lohn + holz);
  const vr = vatDE(y);
  const tax = r2((net * vr) / 100);
  const gross = r2(net + tax);
  const c = [{ x: 80 }, { x: 480, align: 'right' as const }];
  for (const [a, b] of [
    [`Lohn: ${h} Stunden à DM ${num(rate, 'de')}`, `DM ${num(lohn, 'de')}`],
    ['Material: Eschenholz, Leim, Schrauben', `DM ${num(holz, 'de')}`],
    [`zuzüglich ${vr} % Mehrwertsteuer`, `DM ${num(tax, 'de')}`],
  ]) {
    row(p, c, [a, b], { serif: true, size: 10 });
    p.down(14);
  }
  hline(p, 330, 150);
  p.down(14);
  row(p, c, ['Zu zahlender Betrag', `DM ${num(gross, 'de')}`], { serif: true, size: 10, bold: true });
  p.down(32);
  para(
    p,
    50,
    'Die Arbeiten wurden in unserer Werkstatt ausgeführt und am Tage der Rechnungsstellung fertiggestellt. Wir bitten um Ausgleich innerhalb von 14 Tagen.',
    88,
    { serif: true },
  );
  p.down(14);
  p.text(50, 'Mit freundlichen Grüßen', { serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: inv,
    laborCost: lohn,
    partsCost: holz,
    totalCost: gross,
    workPerformed: s,
  });
};
