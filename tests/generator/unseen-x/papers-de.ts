/**
 * German heritage paper of Bavaria, Baden-Württemberg, Saxony, Thuringia, Tyrol and Styria, 1958–2024: mail-order
 * parts, counter and test-station receipts, club fees, H-plate and Austrian registrations, a DDR Kraftfahrzeugbrief,
 * laid-up and agreed-value policies, a barn-find sale and a dealer's restoration-project sale, valuations and a
 * § 23 StVZO report.
 */
import { addDays, dateIn, doc, fd, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, under, type Money } from '../unseen-s/kit';

const DM: Money = { cur: 'DM', style: 'de', pos: 'post' };
const EUR: Money = { cur: '€', style: 'de', pos: 'post' };
const ATS: Money = { cur: 'öS', style: 'de', pos: 'post' };
const bare = (n: number, m: Money) => money(n, { ...m, pos: 'none' });
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');

/** A Saxon mail-order parts house, 2009: a catalogue order with article numbers, postage and COD fee, 19 % inside. */
export function deTeileversandLimbach2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Ostoldtimer Teileversand Uhlmann',
    tag: 'Ersatzteile für Wartburg, Trabant, IFA, Simson, MZ — Katalog 2009/10',
    lines: ['Chemnitzer Straße 77 · 09212 Limbach-Oberfrohna · Bestellhotline 03722 / 9 18 40'],
  });
  p.text(50, 'Rechnung / Lieferschein', { size: 13, bold: true });
  p.text(545, `Kunden-Nr. ${rng.int(20000, 29999)}`, { size: 8.5, align: 'right' }).down(22);
  ['Herrn', 'Heiko Brendel', 'Am Sportplatz 2', '07937 Zeulenroda'].forEach((l) => p.text(50, l, { size: 9.5 }).down(12));
  p.down(6);
  field(p, 330, p.y - 50, 'Rechnungsdatum', fd(d, 'de'), 'left', 100);
  field(p, 330, p.y - 36, 'Rechnungsnr.', `V${rng.int(900000, 999999)}`, 'left', 100);
  field(p, 330, p.y - 22, 'Versandart', 'Nachnahme DHL', 'left', 100);
  const items = rng
    .some(
      [
        ['311-20-115', 'Radlagersatz vorn Wartburg 311', 24.9],
        ['311-35-004', 'Kupplungsseil', 8.45],
        ['353-41-220', 'Bremsbacken hinten, Satz', 19.8],
        ['601-10-330', 'Zündverteilerkappe', 12.6],
        ['311-80-010', 'Türdichtung vorn links', 31.5],
        ['311-25-190', 'Tankdeckel abschließbar', 16.95],
      ] as [string, string, number][],
      4,
    )
    .map(([no, t, u]) => ({ no, t, u, q: u < 15 ? rng.int(1, 3) : 1 }));
  const lines = items.map((i) => r2(i.q * i.u));
  const porto = 6.9;
  const nn = 4.5;
  const total = r2(sum(lines) + porto + nn);
  table(
    p,
    [
      { x: 54, head: 'Art.-Nr.' },
      { x: 130, head: 'Bezeichnung' },
      { x: 380, head: 'Menge', align: 'right' },
      { x: 460, head: 'Einzelpreis', align: 'right' },
      { x: 540, head: 'Gesamt', align: 'right' },
    ],
    items.map((i, k) => [i.no, i.t, String(i.q), bare(i.u, EUR), bare(lines[k], EUR)]),
    { rules: 'head' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Warenwert', money(sum(lines), EUR)],
      ['Porto und Verpackung', money(porto, EUR)],
      ['Nachnahmegebühr', money(nn, EUR)],
      ['Rechnungsbetrag', money(total, EUR)],
    ],
    { box: 'last' },
  );
  p.text(50, `Im Rechnungsbetrag sind 19 % MwSt. = ${money(r2((total * 19) / 119), EUR)} enthalten.`, { size: 8 }).down(14);
  p.text(50, 'Rückstände werden nachgeliefert. Bitte beachten Sie unsere Sonderangebote im beiliegenden Nachtrag.', { size: 8 });
  footer(p, ['Inh. Jens Uhlmann · USt-IdNr. DE 214 871 332 · Sparkasse Chemnitz · IBAN DE22 8705 0000 0711 4488 10']);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Ostoldtimer Teileversand Uhlmann', date: d, totalCost: total });
}

/** A Graz spares counter, 1993: a Kassabeleg in Schilling, 20 % inside, the sum in words and a cashier's initials. */
export function deKassabelegGraz1993(rng: Random): Generated {
  const d = dateIn(rng, 1993, 1993);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Puch-Teile Strohmaier',
    tag: 'Original- und Nachbauteile für Puch und Steyr-Puch',
    lines: ['8020 Graz, Lendplatz 19 · Tel. 0316 / 91 24 07'],
    serif: true,
  });
  p.text(60, 'KASSABELEG', { size: 12, bold: true })
    .text(540, `Nr. ${rng.int(10000, 19999)}`, { size: 10, align: 'right' })
    .down(18);
  p.text(60, `Graz, am ${fd(d, 'de')}`, { size: 10 }).down(24);
  const items = rng.some(
    [
      ['Kolben kpl. 1. Übermaß Puch 500', 1240],
      ['Zylinderkopfdichtung', 186],
      ['Keilriemen', 148],
      ['Zündkerzen (2)', 96],
      ['Bremsbelag-Satz', 412.5],
      ['Scheinwerferring Chrom', 365],
    ] as [string, number][],
    4,
  );
  for (const [t, a] of items) {
    p.text(70, t, { size: 10.5, serif: true }).text(470, bare(a, ATS), { size: 10.5, serif: true, align: 'right' });
    p.down(16);
  }
  const total = sum(items.map((i) => i[1]));
  p.box(380, p.y - 10, 100, 0.01);
  p.down(6).text(280, 'Summe öS', { size: 11, bold: true }).text(470, bare(total, ATS), { size: 11, bold: true, align: 'right' });
  p.down(18).text(70, `inkl. 20 % USt. öS ${bare(r2(total / 6), ATS)}`, { size: 8.5 });
  p.down(30);
  pencil(p, 70, p.y, 'bar bezahlt — dankend erhalten  F. St.', 13);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Puch-Teile Strohmaier', date: d, totalCost: total });
}

/** An Augsburg test station, 2001: the fee for a § 23 Gutachten and an HU, DM with the euro figure printed beside it. */
export function deTuevAugsburg2001(rng: Random): Generated {
  const d = dateIn(rng, 2001, 2001);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'band',
    name: 'TÜV Süddeutschland',
    tag: 'Prüfstelle Augsburg',
    lines: ['Dieselstraße 6', '86154 Augsburg', 'Tel. 0821 / 4 20 05 0'],
  });
  p.text(50, 'Quittung', { size: 14, bold: true }).down(24);
  field(p, 50, p.y, 'Beleg-Nr.', String(rng.int(300000, 399999)), 'box', 120);
  field(p, 176, p.y, 'Datum', fd(d, 'de'), 'box', 100);
  field(p, 282, p.y, 'Kennzeichen', `A-${letters(rng, 2)} ${rng.int(10, 999)}`, 'box', 110);
  field(p, 398, p.y, 'Fahrzeug', 'NSU Prinz 4', 'box', 147);
  p.down(40);
  const lines: [string, number][] = [
    ['Gutachten § 23 StVZO (Oldtimer)', 180],
    ['Hauptuntersuchung § 29 StVZO', 68],
  ];
  const net = sum(lines.map((l) => l[1]));
  const vat = r2(net * 0.16);
  const total = r2(net + vat);
  table(
    p,
    [
      { x: 56, head: 'Leistung' },
      { x: 540, head: 'DM netto', align: 'right' },
    ],
    lines.map(([t, a]) => [t, bare(a, DM)]),
    { rules: 'grid' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Netto', money(net, DM)],
      ['MwSt. 16 %', money(vat, DM)],
      ['Bar erhalten', money(total, DM)],
    ],
    { box: 'last' },
  );
  p.text(330, `(entspricht ${money(r2(total / 1.95583), EUR)})`, { size: 8 }).down(24);
  stamp(p, 370, p.y, ['TÜV SÜD', 'Prüfstelle Augsburg'], 150);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'TÜV Süddeutschland', date: d, totalCost: total });
}

/** A Thuringian marque club, 2017: the yearly fee and a register entry on a Quittung block, labels under the values. */
export function deClubbeitragEisenach2017(rng: Random): Generated {
  const d = dateIn(rng, 2017, 2017);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'left',
    name: 'Wartburg-Freunde Eisenach e.V.',
    tag: 'Fahrzeugregister und Archiv des Automobilwerks Eisenach',
    lines: ['Wartburgallee 50 · 99817 Eisenach'],
  });
  p.text(545, 'Quittung', { y: 66, size: 16, bold: true, serif: true, align: 'right' }).down(16);
  const fee = 48;
  const reg = rng.pick([15, 25]);
  const total = fee + reg;
  under(p, 50, p.y, money(total, EUR), 'Betrag', 140);
  under(p, 200, p.y, fd(d, 'de'), 'Datum', 120);
  under(p, 330, p.y, `Nr. ${rng.int(100, 400)}`, 'Beleg', 100);
  p.down(40);
  field(p, 50, p.y, 'erhalten von', 'Herrn Uwe Rommel, Ruhla', 'left', 90);
  field(p, 50, p.y + 16, 'für', `Jahresbeitrag 2017 (${money(fee, EUR)}) und Registereintrag (${money(reg, EUR)})`, 'left', 90);
  p.down(44);
  p.text(50, 'Der Verein ist gemeinnützig; Beiträge enthalten keine Umsatzsteuer.', { size: 8 }).down(30);
  pencil(p, 300, p.y, 'Kassierer: R. Kaufmann', 13);
  stamp(p, 60, p.y + 14, ['Wartburg-Freunde', 'Eisenach e.V.'], 150);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Wartburg-Freunde Eisenach e.V.', date: d, totalCost: total });
}

/** A ZB I with an H plate, Landkreis Ravensburg 2012: a grid of coded cells, the legend of codes printed below. */
export function deZbIHRavensburg2012(rng: Random): Generated {
  const nr = `${letters(rng, 2)}${rng.int(1000000, 9999999)}`;
  const plate = `RV-${letters(rng, 2)} ${rng.int(10, 99)}H`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 7.5 });
  p.down(16).text(50, 'Zulassungsbescheinigung Teil I', { size: 14, bold: true });
  p.box(400, 40, 145, 34);
  p.text(405, 'Nr.', { y: 50, size: 6.5 }).text(540, nr, { y: 66, size: 12, bold: true, align: 'right' });
  p.down(30);
  const cells: [string, string][] = [
    ['A', plate],
    ['B', fd(`19${rng.int(58, 68)}-0${rng.int(3, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['I', fd(dateIn(rng, 2012, 2012), 'de')],
    ['D.1', 'NSU'],
    ['D.3', 'PRINZ 1000'],
    ['E', `${rng.int(1000000, 1999999)}`],
    ['J', 'M1'],
    ['P.1', '996'],
    ['C.1.1', 'FÄHNDRICH'],
    ['C.1.2', 'ROLAND'],
    ['C.1.3', 'RAVENSBURG'],
    ['(22)', 'OLDTIMER § 9 ABS. 1 FZV'],
  ];
  cells.forEach(([c, v], i) => {
    const x = 50 + (i % 3) * 165;
    const y = p.y + Math.floor(i / 3) * 34;
    p.box(x, y - 12, 160, 30);
    p.text(x + 4, c, { y: y - 3, size: 6.5, bold: true });
    p.text(x + 4, v, { y: y + 12, size: 10 });
  });
  p.down(4 * 34 + 10);
  p.text(50, 'Erläuterungen:', { size: 7.5, bold: true }).down(10);
  [
    'A = Amtliches Kennzeichen   B = Datum der Erstzulassung   I = Datum dieser Zulassung   D.1 = Marke   D.3 = Handelsbezeichnung',
    'E = Fahrzeug-Identifizierungsnummer   J = Fahrzeugklasse   P.1 = Hubraum in cm³   C.1.1–C.1.3 = Halter: Name, Vorname, Anschrift',
  ].forEach((l) => p.text(50, l, { size: 7 }).down(10));
  p.down(20).text(50, `HU: ${String(rng.int(1, 12)).padStart(2, '0')}/2014`, { size: 9.5 });
  stamp(p, 370, p.y + 20, ['LANDRATSAMT RAVENSBURG', 'Zulassungsstelle'], 170);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A Tyrolean Zulassungsschein, 1998, for a historic car: labels to the left, the plate in the old Austrian style. */
export function deZulassungsscheinTirol1998(rng: Random): Generated {
  const d = dateIn(rng, 1998, 1998);
  const nr = `${rng.int(1000000, 9999999)}`;
  const plate = `KU-${rng.int(100, 999)} ${letters(rng, 1)}`;
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, 'REPUBLIK ÖSTERREICH', { size: 9, bold: true }).text(545, `Zl. ${nr}`, { size: 11, bold: true, align: 'right' });
  p.down(22).text(297, 'ZULASSUNGSSCHEIN', { size: 17, bold: true, align: 'center' });
  p.down(14).text(297, 'für ein historisches Kraftfahrzeug gemäß § 2 Z 43 KFG', { size: 8.5, align: 'center' }).down(28);
  const rows: [string, string][] = [
    ['Behördliches Kennzeichen', plate],
    ['Zulassungsbesitzer', 'Hauser Josef, Kufstein, Untere Stadtplatz 8'],
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Marke, Type', 'Steyr-Daimler-Puch 650 TR'],
    ['Fahrgestellnummer', String(rng.int(5000000, 5999999))],
    ['Erstzulassung', fd(`196${rng.int(4, 9)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['Zugelassen am', fd(d, 'de')],
  ];
  rows.forEach(([l, v], i) => {
    field(p, 50, p.y + i * 18, l, v, 'left', 160, 10);
  });
  p.down(rows.length * 18 + 14);
  para(p, 50, 'Auflage: Verwendung nur an 120 Tagen im Kalenderjahr; Fahrtenbuch ist mitzuführen (§ 34 Abs. 6 KFG).', 100, { size: 8.5 });
  stamp(p, 350, p.y + 20, ['BEZIRKSHAUPTMANNSCHAFT', 'KUFSTEIN'], 180);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A DDR Kraftfahrzeugbrief, Bezirk Leipzig 1978: numbered rows with dotted leaders, Ausgestellt am at the foot. */
export function deKfzBriefLeipzig1978(rng: Random): Generated {
  const d = dateIn(rng, 1978, 1978);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, 'Deutsche Demokratische Republik', { size: 9, align: 'center' });
  p.down(22).text(297, 'Kraftfahrzeugbrief', { size: 20, bold: true, serif: true, align: 'center' });
  p.down(16)
    .text(545, `Nr. ${letters(rng, 1)} ${rng.int(100000, 999999)}`, { size: 10, bold: true, align: 'right' })
    .down(28);
  const rows: [string, string][] = [
    ['1  Art des Fahrzeugs', 'Pkw (Kombi)'],
    ['2  Hersteller', 'VEB Automobilwerk Eisenach'],
    ['3  Typ', 'Wartburg 353 Tourist'],
    ['4  Fahrgestell-Nr.', String(rng.int(1000000, 1999999))],
    ['5  Motor-Nr.', String(rng.int(400000, 499999))],
    ['6  Eigentümer', 'Pötzsch, Günter, Markkleeberg'],
    ['7  Pol. Kennzeichen', `S${letters(rng, 1)} ${rng.int(10, 99)}-${rng.int(10, 99)}`],
  ];
  rows.forEach(([l, v]) => {
    field(p, 60, p.y, l, v, 'dots', 170, 10);
    p.down(20);
  });
  p.down(14);
  p.text(60, `Leipzig, den ${fd(d, 'de')}`, { size: 11, serif: true }).down(14);
  p.text(60, 'Ausgestellt: Volkspolizei-Kreisamt Leipzig-Land, Abt. Verkehrspolizei', { size: 8.5 }).down(26);
  para(p, 60, 'Der Brief ist sorgfältig aufzubewahren; er ist bei Veränderungen am Fahrzeug und beim Wechsel des Eigentümers vorzulegen.', 95, {
    size: 8,
    serif: true,
  });
  stamp(p, 370, p.y + 24, ['VPKA Leipzig-Land', 'Verkehrspolizei'], 150);
  return doc(p, 'de', { documentType: 'title', date: d });
}

/** A Stuttgart laid-up policy, 2016: Ruheversicherung during restoration, labels above in boxes, 19 % Versicherungsteuer. */
export function deRuheversicherungStuttgart2016(rng: Random): Generated {
  const start = `2016-${String(rng.int(1, 9)).padStart(2, '0')}-01`;
  const end = addDays(start, 364);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Württembergische Oldtimer-Assekuranz AG',
    tag: 'Spezialversicherer für historische Fahrzeuge',
    lines: ['Königstraße 28 · 70173 Stuttgart', 'Telefon 0711 / 22 91 40 0'],
  });
  p.text(50, 'Versicherungsschein — Ruheversicherung', { size: 14, bold: true }).down(26);
  const pol = `WOA-${rng.int(100000, 999999)}-R`;
  const sb = 250;
  field(p, 50, p.y, 'Versicherungsschein-Nr.', pol, 'box', 160);
  field(p, 216, p.y, 'Beginn', fd(start, 'de'), 'box', 100);
  field(p, 322, p.y, 'Ende', fd(end, 'de'), 'box', 100);
  field(p, 428, p.y, 'Selbstbeteiligung', money(sb, EUR), 'box', 117);
  p.down(36);
  p.text(50, 'Versicherungsnehmer: Herr Gerd Mühleisen, Bopserwaldstraße 14, 70184 Stuttgart', { size: 9.5 }).down(14);
  p.text(50, 'Fahrzeug: Porsche 356 B T6 Coupé (1962), abgemeldet, in Restaurierung bei Fa. Eckle, Leonberg', { size: 9.5 }).down(22);
  const net = r2(rng.int(90, 160) + rng.int(0, 99) / 100);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  table(
    p,
    [
      { x: 56, head: 'Versicherte Gefahr' },
      { x: 300, head: 'Versicherungssumme' },
      { x: 540, head: 'Beitrag', align: 'right' },
    ],
    [
      ['Ruheversicherung (Brand, Diebstahl, Elementar)', money(45000, EUR), money(net, EUR)],
      ['Teile in der Werkstatt', 'inbegriffen', '—'],
    ],
    { rules: 'head' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Nettobeitrag', money(net, EUR)],
      ['Versicherungsteuer 19 %', money(tax, EUR)],
      ['Jahresbeitrag', money(total, EUR)],
    ],
    { box: 'all' },
  );
  p.down(8);
  para(
    p,
    50,
    'Nach Abschluss der Restaurierung und Vorlage eines Wertgutachtens wird der Vertrag auf Wunsch in eine Oldtimer-Vollkasko mit vereinbartem Wert umgestellt.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Ruheversicherung',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A Tyrolean agreed-value policy after restoration, 2022: label lines at the left, Prämie with Versicherungssteuer. */
export function deKaskoTirol2022(rng: Random): Generated {
  const start = `2022-0${rng.int(3, 5)}-01`;
  const end = '2023-03-31';
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Tiroler Landesversicherung',
    tag: 'Sparte Oldtimer',
    lines: ['Wilhelm-Greil-Straße 10 · 6020 Innsbruck · Tel. +43 512 53 13 0'],
  });
  p.text(297, 'POLIZZE', { size: 15, bold: true, align: 'center' }).down(26);
  const pol = `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`;
  const agreed = rng.int(30, 60) * 1000;
  const sb = rng.pick([300, 500]);
  const net = r2(rng.int(260, 480) + rng.int(0, 99) / 100);
  const tax = r2(net * 0.11);
  const total = r2(net + tax);
  const rows: [string, string][] = [
    ['Polizzennummer', pol],
    ['Versicherungsnehmer', 'DI Martina Egger, Hall in Tirol'],
    ['Fahrzeug', 'Mercedes-Benz 190 SL (1958), restauriert 2021'],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Hauptfälligkeit / Ende', fd(end, 'de')],
    ['Sparte', 'Oldtimer-Vollkasko mit vereinbartem Wert'],
    ['Vereinbarter Wert', money(agreed, EUR)],
    ['Selbstbehalt', money(sb, EUR)],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 170, 10);
    p.down(16);
  });
  p.down(10);
  totals(
    p,
    300,
    540,
    [
      ['Nettoprämie', money(net, EUR)],
      ['Versicherungssteuer 11 %', money(tax, EUR)],
      ['Jahresprämie', money(total, EUR)],
    ],
    { box: 'last' },
  );
  p.down(6);
  para(p, 50, 'Der vereinbarte Wert beruht auf dem Wertgutachten vom Februar 2022 nach Abschluss der Restaurierung.', 100, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Oldtimer-Vollkasko mit vereinbartem Wert',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A barn-find sale in the Upper Palatinate, 1994: a handwritten-looking Kaufvertrag for a rolling shell, DM in words. */
export function deScheunenfundOberpfalz1994(rng: Random): Generated {
  const d = dateIn(rng, 1994, 1994);
  const seller = 'Johann Bräu';
  const price = rng.int(8, 30) * 250;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'Kaufvertrag', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, '(privat — ohne Gewährleistung)', { size: 9, align: 'center' }).down(34);
  field(p, 50, p.y, 'Verkäufer', `${seller}, Hofmark 3, 92431 Neunburg vorm Wald`, 'dots', 110, 11);
  field(p, 50, p.y + 22, 'Käufer', 'Markus Ederer, Regensburg', 'dots', 110, 11);
  field(p, 50, p.y + 44, 'Fahrzeug', 'BMW 501 Limousine (Scheunenfund), ohne Motor', 'dots', 110, 11);
  field(p, 50, p.y + 66, 'Fahrgestell-Nr.', String(rng.int(50000, 59999)), 'dots', 110, 11);
  p.down(100);
  para(
    p,
    50,
    'Das Fahrzeug wird als rollende Karosse im besichtigten Zustand verkauft, wie es seit 1971 in der Scheune steht. Der Kfz-Brief liegt vor und wird übergeben. Teile lt. beiliegender Liste (Getriebe, Stoßstangen, zwei Türen lose) sind im Preis enthalten.',
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  p.text(50, 'Kaufpreis:', { size: 11, bold: true }).text(160, money(price, DM), { size: 12, bold: true, serif: true });
  p.down(20).text(50, 'Der Kaufpreis wurde heute bar bezahlt.', { size: 10, serif: true }).down(30);
  p.text(50, `Neunburg v. W., ${fd(d, 'de')}`, { size: 11, serif: true }).down(36);
  pencil(p, 60, p.y, 'Joh. Bräu', 15);
  pencil(p, 330, p.y, 'M. Ederer', 15);
  p.down(8).box(50, p.y, 200, 0.01).box(320, p.y, 200, 0.01);
  p.down(12).text(50, 'Verkäufer', { size: 8 }).text(320, 'Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Leipzig classic dealer's invoice for a restoration project, 2020: margin scheme, price in a band, no VAT shown. */
export function deRestaurierungsobjektLeipzig2020(rng: Random): Generated {
  const d = dateIn(rng, 2020, 2020);
  const price = rng.int(6, 22) * 500;
  const p = new PageBuilder();
  const seller = 'Klassikhandel Mitteldeutschland GmbH';
  letterhead(p, {
    style: 'split',
    name: seller,
    tag: 'An- und Verkauf historischer Fahrzeuge',
    lines: ['Torgauer Straße 233', '04347 Leipzig', 'Tel. 0341 / 2 43 90 77', 'USt-IdNr. DE 298 114 075'],
  });
  p.text(50, 'Rechnung', { size: 15, bold: true })
    .text(545, `Nr. FZ-${rng.int(2000, 2999)}`, { size: 10, align: 'right' })
    .down(14);
  p.text(545, `Leipzig, ${fd(d, 'delong')}`, { size: 10, align: 'right' }).down(24);
  ['Herrn', 'Christoph Wunderlich', 'Reichenbacher Str. 12', '08056 Zwickau'].forEach((l) => p.text(50, l, { size: 9.5 }).down(12));
  p.down(14);
  table(
    p,
    [
      { x: 56, head: 'Pos.' },
      { x: 90, head: 'Gegenstand' },
      { x: 540, head: 'Betrag', align: 'right' },
    ],
    [
      ['1', 'Horch P 240 Sachsenring (1957), Restaurierungsobjekt, nicht fahrbereit', money(price, EUR)],
      ['', `Fahrgestell-Nr. ${rng.int(100000, 199999)}, teilzerlegt, Teile in 6 Kisten`, ''],
      ['2', 'Verladung auf Anhänger des Käufers', 'inklusive'],
    ],
    { rules: 'none' },
  );
  totals(p, 330, 540, [['Kaufpreis', money(price, EUR)]], { box: 'labelAbove' });
  para(p, 50, 'Gebrauchtgegenstände / Sonderregelung gemäß § 25a UStG (Differenzbesteuerung). Die Umsatzsteuer wird nicht gesondert ausgewiesen.', 100, {
    size: 8.5,
  });
  p.down(4);
  para(p, 50, 'Verkauf unter Ausschluss jeder Gewährleistung; der Käufer hat das Fahrzeug besichtigt.', 100, { size: 8.5 });
  footer(p, ['Klassikhandel Mitteldeutschland GmbH · AG Leipzig HRB 33 817 · GF: Ronny Schellenberg']);
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Stuttgart valuation after restoration, 2019: a Wertgutachten with condition grades in a grid and the value boxed. */
export function deWertgutachtenStuttgart2019(rng: Random): Generated {
  const d = dateIn(rng, 2019, 2019);
  const name = 'Dipl.-Ing. Heike Rombach';
  const val = rng.int(60, 140) * 1000;
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Sachverständigenbüro Rombach',
    tag: 'Bewertung historischer Fahrzeuge · Classic-Data-Partner',
    lines: ['Hohenheimer Straße 47 · 70184 Stuttgart · Tel. 0711 / 23 61 88'],
  });
  p.text(50, 'Wertgutachten', { size: 15, bold: true })
    .text(545, `Gutachten-Nr. ${rng.int(19000, 19999)}`, { size: 9, align: 'right' })
    .down(14);
  p.text(50, `Besichtigung und Datum: ${fd(d, 'de')}`, { size: 9.5 }).down(22);
  field(p, 50, p.y, 'Fahrzeug', 'Mercedes-Benz 300 SE Coupé (W 112)', 'left', 110);
  field(p, 50, p.y + 14, 'Auftraggeber', 'Gerhard Mühleisen, Stuttgart', 'left', 110);
  field(p, 50, p.y + 28, 'Anlass', 'Versicherungswert nach Restaurierung', 'left', 110);
  p.down(48);
  p.text(50, 'Zustandsnoten (1 = makellos … 5 = restaurierungsbedürftig)', { size: 8.5, bold: true }).down(14);
  const grades: [string, string][] = [
    ['Karosserie', '2'],
    ['Lack', '1-'],
    ['Chrom', '2'],
    ['Innenraum', '2+'],
    ['Technik', '2'],
    ['Gesamt', '2'],
  ];
  grades.forEach(([l, v], i) => {
    const x = 50 + i * 82;
    p.box(x, p.y - 10, 80, 30);
    p.text(x + 40, l, { y: p.y, size: 7.5, align: 'center' });
    p.text(x + 40, v, { y: p.y + 15, size: 11, bold: true, align: 'center' });
  });
  p.down(38);
  para(p, 50, 'Die Restaurierung wurde fachgerecht und mit Originalteilen ausgeführt; Rechnungen und Fotodokumentation liegen vor.', 100, { size: 9 });
  p.down(6);
  field(p, 50, p.y, 'Wiederbeschaffungswert', money(r2(val * 1.1), EUR), 'box', 220, 12);
  field(p, 290, p.y, 'Marktwert', money(val, EUR), 'box', 200, 12);
  p.down(48);
  pencil(p, 60, p.y, 'H. Rombach', 15);
  p.down(10).box(50, p.y, 200, 0.01);
  p.down(12).text(50, name, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: val, conditionNotes: '2' });
}

/** A Styrian short valuation, 2006: a Kurzgutachten as a letter, the value in the running text, Zustand in words. */
export function deKurzgutachtenSteiermark2006(rng: Random): Generated {
  const d = dateIn(rng, 2006, 2006);
  const name = 'Ing. Walter Kogler';
  const val = rng.int(14, 32) * 1000;
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Ing. Walter Kogler',
    tag: 'allgemein beeideter und gerichtlich zertifizierter Sachverständiger für Kfz',
    lines: ['Hauptplatz 9 · 8700 Leoben · Tel. 03842 / 4 27 18'],
    serif: true,
  });
  p.text(545, `Leoben, am ${fd(d, 'delong')}`, { size: 10, serif: true, align: 'right' }).down(26);
  p.text(50, 'Kurzgutachten zur Wertermittlung', { size: 13, bold: true, serif: true }).down(22);
  para(
    p,
    50,
    `Über Auftrag von Herrn Franz Pölzl, Bruck an der Mur, habe ich das Fahrzeug Steyr-Puch Haflinger 700 AP, Baujahr 1964, Fahrgestellnummer ${rng.int(10000, 19999)}, besichtigt. Das Fahrzeug befindet sich in gutem, gepflegtem Originalzustand mit teilweiser Restaurierung (Rahmen und Achsen 2004). Unterboden trocken, Motor läuft ruhig, Bremsen und Lenkung einwandfrei.`,
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(8);
  p.text(50, 'Zustand:', { size: 10, bold: true }).text(140, 'gut (Note 2-3)', { size: 10, serif: true }).down(18);
  p.text(50, 'Zeitwert:', { size: 10, bold: true })
    .text(140, `${money(val, EUR)} (inkl. Abgaben)`, { size: 10, serif: true })
    .down(30);
  pencil(p, 60, p.y, 'W. Kogler', 15);
  p.down(10).box(50, p.y, 200, 0.01);
  p.down(12).text(50, name, { size: 9 });
  stamp(p, 360, p.y - 30, ['Ing. Walter Kogler', 'Sachverständiger'], 160);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: val, conditionNotes: 'gut (Note 2-3)' });
}

/** A Würzburg § 23 StVZO report, 2013: the Oldtimer-Gutachten's tick grid — neither bill nor registration. */
export function deOldtimerGutachtenWuerzburg2013(rng: Random): Generated {
  const d = dateIn(rng, 2013, 2013);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'band',
    name: 'GTÜ Prüfstelle Würzburg',
    tag: 'Ingenieurbüro Schmitt & Hein',
    lines: ['Nürnberger Straße 118', '97076 Würzburg', 'Tel. 0931 / 2 70 66 40'],
  });
  p.text(50, 'Gutachten gemäß § 23 StVZO zur Einstufung als Oldtimer', { size: 12.5, bold: true }).down(22);
  field(p, 50, p.y, 'Gutachten-Nr.', `${rng.int(500000, 599999)}-23`, 'above', 150);
  field(p, 210, p.y, 'Datum der Begutachtung', fd(d, 'de'), 'above', 150);
  field(p, 370, p.y, 'FIN', `${rng.int(1000000, 9999999)}`, 'above', 150);
  p.down(32);
  p.text(50, 'Fahrzeug: Opel Rekord P1 Caravan, Erstzulassung 1959, Hersteller Adam Opel AG', { size: 9.5 }).down(20);
  const rows: [string, string][] = [
    ['Originalzustand / zeitgenössische Änderungen', 'ja'],
    ['Pflege- und Erhaltungszustand', 'gut'],
    ['Karosserie, Rahmen, tragende Teile', 'ohne Mängel'],
    ['Fahrwerk, Lenkung, Bremsen', 'ohne Mängel'],
    ['Mindestalter 30 Jahre', 'erfüllt'],
  ];
  table(
    p,
    [
      { x: 56, head: 'Prüfpunkt' },
      { x: 420, head: 'Befund' },
    ],
    rows,
    { rules: 'grid' },
  );
  p.down(6);
  para(
    p,
    50,
    'Ergebnis: Das Fahrzeug entspricht den Anforderungen an ein Oldtimerfahrzeug im Sinne des § 2 Nr. 22 FZV. Gegen die Zuteilung eines Oldtimerkennzeichens (H) bestehen keine Bedenken.',
    100,
    { size: 9.5 },
  );
  p.down(16);
  pencil(p, 60, p.y, 'Dipl.-Ing. A. Hein', 14);
  p.down(10).box(50, p.y, 200, 0.01).down(12).text(50, 'amtlich anerkannter Sachverständiger', { size: 8 });
  stamp(p, 370, p.y - 40, ['GTÜ', 'Prüfstelle Würzburg'], 150);
  return doc(p, 'de', { documentType: 'other', date: d });
}
