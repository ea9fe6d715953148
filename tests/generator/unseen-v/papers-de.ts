/** German receipts, papers, policies, sales and valuations of Northern Germany, 1966–2023. */
import { addDays, dateIn, doc, fd, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from '../unseen-s/kit';

const DM: Money = { cur: 'DM', style: 'de', pos: 'post' };
const EUR: Money = { cur: '€', style: 'de', pos: 'post' };
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
/** 20–99 in German words, as written on a receipt pad. */
function inWords(n: number): string {
  const u = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'][n % 10];
  const t = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'][Math.floor(n / 10)];
  return u ? `${u}und${t}` : t;
}
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');

/** A TÜV Hamburg fee receipt, 1986: a Hauptuntersuchung and a Nachprüfung on a cash pad, 14 % inside, Betrag erhalten. */
export function deTuevQuittung1986(rng: Random): Generated {
  const d = dateIn(rng, 1986, 1986);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'left',
    name: 'TÜV Norddeutschland e.V.',
    tag: 'Technische Prüfstelle Hamburg-Billstedt',
    lines: ['Billstedter Hauptstraße 90 · 2000 Hamburg 74'],
  });
  p.text(545, 'Q U I T T U N G', { y: 66, size: 14, bold: true, align: 'right' });
  p.text(545, `Nr. ${rng.int(100000, 999999)}`, { y: 80, size: 9, align: 'right' });
  p.down(6);
  const hu = 38.5;
  const au = rng.pick([0, 26]);
  const nach = rng.chance(0.5) ? 12.5 : 0;
  const lines: [string, number][] = [
    ['Hauptuntersuchung § 29 StVZO, Kraftrad', hu],
    ...(au ? [['Abgas-Sonderuntersuchung', au] as [string, number]] : []),
    ...(nach ? [['Nachprüfung Mängel', nach] as [string, number]] : []),
  ];
  const total = sum(lines.map((l) => l[1]));
  field(p, 50, p.y, 'Fahrzeug', 'Zündapp KS 601 Gespann', 'left', 90);
  field(p, 50, p.y + 14, 'Amtl. Kennzeichen', `HH-${letters(rng, 2)} ${rng.int(10, 999)}`, 'left', 90);
  field(p, 50, p.y + 28, 'Datum', fd(d, 'de'), 'left', 90);
  p.down(50);
  table(
    p,
    [
      { x: 56, head: 'Gebühr für' },
      { x: 540, head: 'DM', align: 'right' },
    ],
    lines.map(([t, a]) => [t, money(a, { ...DM, pos: 'none' })]),
    { rules: 'grid' },
  );
  totals(p, 330, 540, [['Betrag erhalten', money(total, DM)]], { box: 'last' });
  p.text(50, `In dem Betrag sind 14 % MwSt. = ${money(r2((total * 14) / 114), DM)} enthalten.`, { size: 8 }).down(20);
  stamp(p, 360, p.y + 10, ['TÜV', 'Prüfstelle Billstedt'], 150);
  pencil(p, 70, p.y + 40, 'Plakette 6/88', 12);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'TÜV Norddeutschland e.V.', date: d, totalCost: total });
}

/** A Bremerhaven moped-spares counter, 1972: a Kassenzettel with a handwritten-looking list, DM, Summe. */
export function deMofaTeileBremerhaven1972(rng: Random): Generated {
  const d = dateIn(rng, 1972, 1972);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Zweirad-Eilers',
    tag: 'Kreidler · Zündapp · Hercules · Ersatzteile',
    lines: ['285 Bremerhaven-Lehe, Hafenstraße 122'],
    serif: true,
  });
  p.text(297, 'Kassenzettel', { size: 12, bold: true, align: 'center' }).down(24);
  p.text(60, `Bremerhaven, den ${fd(d, 'de2')}`, { size: 11, serif: true }).down(26);
  const items = rng.some(
    [
      ['Zündkerze Bosch W 175', 2.85],
      ['Kettenschloß', 0.9],
      ['Bremszug vorn Kreidler Florett', 4.6],
      ['Vergaserdichtung', 0.75],
      ['Rücklichtglas', 3.2],
      ['Kolbenringe 40 mm', 7.4],
    ] as [string, number][],
    4,
  );
  for (const [t, a] of items) {
    p.text(70, t, { size: 11, serif: true }).text(470, money(a, { ...DM, pos: 'none' }), { size: 11, serif: true, align: 'right' });
    p.down(18);
  }
  const total = sum(items.map((i) => i[1]));
  p.box(380, p.y - 10, 100, 0.01);
  p.down(6).text(300, 'Summe', { size: 11, bold: true }).text(470, money(total, DM), { size: 11, bold: true, serif: true, align: 'right' });
  p.down(22).text(70, 'inkl. 11 % MwSt.', { size: 8 });
  p.down(30).text(70, 'Umtausch nur mit Kassenzettel. Elektrische Teile vom Umtausch ausgeschlossen.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Zweirad-Eilers', date: d, totalCost: total });
}

/** A Dekra branch in Schwerin, 2019: receipt for an Oldtimer-Gutachten § 23 and an HU, net, 19 % and gross in a band. */
export function deDekraSchwerin2019(rng: Random): Generated {
  const d = dateIn(rng, 2019, 2019);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'band',
    name: 'DEKRA Automobil GmbH',
    tag: 'Niederlassung Schwerin',
    lines: ['Ludwigsluster Chaussee 61', '19061 Schwerin', 'Tel. 0385 / 64 65 0'],
  });
  p.text(50, 'Zahlungsbeleg / Quittung', { size: 13, bold: true }).down(24);
  field(p, 50, p.y, 'Belegnummer', `${rng.int(4410000000, 4419999999)}`, 'box', 150);
  field(p, 206, p.y, 'Datum', fd(d, 'de'), 'box', 100);
  field(p, 312, p.y, 'Zahlart', 'EC-Karte', 'box', 90);
  field(p, 408, p.y, 'Kennzeichen', `SN-${letters(rng, 2)} ${rng.int(10, 99)}H`, 'box', 137);
  p.down(40);
  p.text(50, 'Fahrzeug: Simson AWO 425 Sport, Baujahr 1959', { size: 9.5 }).down(22);
  const lines: [string, number][] = [
    ['Begutachtung gem. § 23 StVZO (Oldtimer)', 109.24],
    ['Hauptuntersuchung § 29 StVZO Krad', 42.86],
  ];
  const net = sum(lines.map((l) => l[1]));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  table(
    p,
    [
      { x: 56, head: 'Leistung' },
      { x: 540, head: 'Netto €', align: 'right' },
    ],
    lines.map(([t, a]) => [t, money(a, { ...EUR, pos: 'none' })]),
    { rules: 'head' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Summe netto', money(net, EUR)],
      ['USt. 19 %', money(vat, EUR)],
      ['Gezahlt', money(total, EUR)],
    ],
    { box: 'labelAbove' },
  );
  footer(p, ['DEKRA Automobil GmbH · Handwerkstraße 15 · 70565 Stuttgart · AG Stuttgart HRB 13 307']);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'DEKRA Automobil GmbH', date: d, totalCost: total });
}

/** A tractor meet in Ostfriesland, 2023: a club's Quittung for a stand and entry, no VAT (small club), Betrag in Worten. */
export function deTreckertreffenNorden2023(rng: Random): Generated {
  const d = `2023-0${rng.int(6, 8)}-${String(rng.int(10, 28)).padStart(2, '0')}`;
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Oldtimerfreunde Norden-Norddeich e.V.',
    tag: '27. Ostfriesisches Treckertreffen',
    lines: ['Vereinsheim: Norddeicher Straße 201 · 26506 Norden'],
  });
  p.text(297, 'Quittung', { size: 16, bold: true, serif: true, align: 'center' }).down(30);
  const stand = rng.pick([15, 20, 25]);
  const entries = rng.int(1, 3);
  const total = stand + entries * 8;
  field(p, 60, p.y, 'Betrag', money(total, { cur: 'Euro', style: 'de', pos: 'post' }), 'dots', 150, 11);
  field(p, 60, p.y + 20, 'in Worten', `— ${inWords(total)} —`, 'dots', 150, 11);
  field(p, 60, p.y + 40, 'von', 'Herrn Hinrich Fecht, Westermarsch', 'dots', 150, 11);
  field(p, 60, p.y + 60, 'für', `Standplatz Teilemarkt (${stand} €) und ${entries} × Schlepper-Startgeld à 8 €`, 'dots', 150, 11);
  p.down(96);
  p.text(60, `Norden, ${fd(d, 'delong')}`, { size: 11, serif: true }).down(14);
  p.text(60, 'Der Betrag enthält keine Umsatzsteuer (§ 19 UStG).', { size: 8 }).down(30);
  pencil(p, 320, p.y, 'G. Ihnen, Kassenwart', 13);
  stamp(p, 80, p.y + 16, ['Oldtimerfreunde', 'Norden-Norddeich e.V.'], 150);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Oldtimerfreunde Norden-Norddeich e.V.', date: d, totalCost: total });
}

/** A Hamburg Fahrzeugschein, 1975: the old green paper, the number at the top, labels in a narrow left column. */
export function deFahrzeugscheinHamburg1975(rng: Random): Generated {
  const d = dateIn(rng, 1975, 1975);
  const p = new PageBuilder();
  const nr = `${letters(rng, 1)} ${rng.int(1000000, 9999999)}`;
  const plate = `HH-${letters(rng, 2)} ${rng.int(100, 999)}`;
  p.y = 54;
  p.text(50, 'Bundesrepublik Deutschland', { size: 8 }).text(545, `Nr. ${nr}`, { size: 11, bold: true, align: 'right' });
  p.down(20).text(297, 'Fahrzeugschein', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, '(Muster 2a zu § 24 StVZO)', { size: 8, align: 'center' }).down(30);
  const rows: [string, string][] = [
    ['Amtliches Kennzeichen', plate],
    ['Name, Vorname', 'Quast, Dieter'],
    ['Wohnort, Straße', 'Hamburg 60, Jarrestraße 18'],
    ['Fahrzeug- und Aufbauart', 'Kombinationskraftwagen (VW Bus)'],
    ['Hersteller', 'Volkswagenwerk AG'],
    ['Fahrzeug-Ident.-Nr.', `22${rng.int(10, 99)}${rng.int(100000, 999999)}`],
    ['Tag der ersten Zulassung', fd(`1972-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['Zulassung auf den Halter am', fd(d, 'de')],
    ['Nächster Untersuchungstermin', `${rng.int(1, 12)}/77`],
  ];
  rows.forEach(([l, v]) => {
    p.box(50, p.y - 11, 495, 20);
    p.text(56, l, { size: 7.5 }).text(230, v, { size: 10.5, serif: true });
    p.down(20);
  });
  p.down(20);
  para(p, 50, 'Dieser Schein ist bei jeder Fahrt mitzuführen und zuständigen Personen auf Verlangen zur Prüfung auszuhändigen.', 100, { size: 8 });
  stamp(p, 360, p.y + 20, ['Freie und Hansestadt Hamburg', 'Kfz.-Zulassungsstelle'], 175);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A ZB I with a season plate and H, Kreis Segeberg, 2014: codes and values in two columns, the number under a caption. */
export function deZbISaisonSegeberg2014(rng: Random): Generated {
  const d = dateIn(rng, 2014, 2014);
  const p = new PageBuilder();
  const nr = `${letters(rng, 2)}${rng.int(1000000, 9999999)}`;
  const plate = `SE-${letters(rng, 2)} ${rng.int(10, 99)}H`;
  p.y = 52;
  p.text(50, 'Zulassungsbescheinigung Teil I', { size: 14, bold: true });
  p.down(12).text(50, 'Fahrzeugschein · Registration Certificate Part I', { size: 7.5 });
  p.text(545, nr, { y: 52, size: 12, bold: true, align: 'right' });
  p.text(545, 'Dokumentnummer', { y: 64, size: 6.5, align: 'right' });
  p.down(30);
  const left: [string, string][] = [
    ['A', plate],
    ['B', fd(`19${rng.int(55, 62)}-0${rng.int(3, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['I', fd(d, 'de')],
    ['Saison', '04 – 10'],
    ['D.1', 'ZÜNDAPP'],
    ['D.3', 'KS 601 ELEFANT'],
  ];
  const right: [string, string][] = [
    ['E', `${rng.int(4000000, 4099999)}`],
    ['J / 5', 'L3e / KRAFTRAD'],
    ['P.1', '597'],
    ['C.1.1', 'SCHRÖDER'],
    ['C.1.2', 'KAI-UWE'],
    ['C.1.3', 'DORFSTR. 4, 23795 BAD SEGEBERG'],
  ];
  left.forEach(([c, v], i) => p.text(50, c, { y: p.y + i * 22, size: 8, bold: true }).text(95, v, { y: p.y + i * 22, size: 10.5 }));
  right.forEach(([c, v], i) => p.text(300, c, { y: p.y + i * 22, size: 8, bold: true }).text(345, v, { y: p.y + i * 22, size: 10.5 }));
  p.down(6 * 22 + 16);
  para(
    p,
    50,
    '(22) Bemerkungen: Oldtimer gem. § 9 Abs. 1 FZV mit Saisonkennzeichen *** mit Beiwagen Steib TR 500 *** Fz. wurde 2013 wieder in Verkehr gebracht',
    100,
    { size: 8.5 },
  );
  p.down(6).text(50, `HU: ${String(rng.int(1, 12)).padStart(2, '0')}/2016`, { size: 9 });
  stamp(p, 370, 600, ['KREIS SEGEBERG', 'Zulassungsbehörde'], 160);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A Fahrzeugbrief from Landkreis Aurich, 1966, for a Hanomag tractor: first registration, Ausgestellt am, a stamp. */
export function deFahrzeugbriefAurich1966(rng: Random): Generated {
  const d = dateIn(rng, 1966, 1966);
  const first = addDays(d, rng.int(1, 20));
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, 'Kraftfahrzeugbrief', { size: 20, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'für Kraftfahrzeuge und Anhänger', { size: 9, serif: true, align: 'center' });
  p.down(14)
    .text(545, `Brief-Nr. ${letters(rng, 1)} ${rng.int(1000000, 9999999)}`, { size: 10, bold: true, align: 'right' })
    .down(28);
  const rows: [string, string][] = [
    ['1  Fahrzeugart', 'Zugmaschine (Ackerschlepper)'],
    ['2  Hersteller', 'Hanomag AG, Hannover'],
    ['3  Typ und Ausführung', 'R 324 S'],
    ['4  Fahrgestell-Nr.', String(rng.int(30000, 39999))],
    ['5  Leistung', '24 PS'],
    ['6  Eigentümer', 'Janßen, Eilert, Landwirt, Ihlowerfehn'],
    ['7  Tag der ersten Zulassung', fd(first, 'de')],
  ];
  rows.forEach(([l, v]) => {
    field(p, 60, p.y, l, v, 'dots', 170, 10);
    p.down(20);
  });
  p.down(16);
  p.text(60, 'Ausgestellt am', { size: 9 }).text(200, fd(d, 'delong'), { size: 11, serif: true, bold: true });
  p.down(14).text(60, 'Der Oberkreisdirektor des Landkreises Aurich — Zulassungsstelle', { size: 9 });
  p.down(26);
  para(
    p,
    60,
    'Der Brief ist sorgfältig aufzubewahren. Er ist kein Ausweis über die Zulassung zum Verkehr; bei Veräußerung ist er dem Erwerber auszuhändigen.',
    95,
    { size: 8, serif: true },
  );
  stamp(p, 360, p.y + 20, ['LANDKREIS AURICH', 'Zulassungsstelle'], 160);
  return doc(p, 'de', { documentType: 'title', date: d });
}

/** A Kiel classic-motorcycle policy, 2013: season plate months, Haftpflicht and Teilkasko with a Selbstbeteiligung, labels below values. */
export function dePoliceKielMotorrad2013(rng: Random): Generated {
  const start = `2013-04-01`;
  const end = '2014-03-31';
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Förde Assekuranz VVaG',
    tag: 'Oldtimer- und Motorradversicherung',
    lines: ['Sophienblatt 30 · 24114 Kiel', 'Telefon 0431 / 90 88 70'],
  });
  p.text(50, 'Versicherungsschein', { size: 15, bold: true }).down(8);
  p.text(50, 'Nachtrag: Neuausfertigung wegen Fahrzeugwechsel', { y: p.y + 12, size: 8 });
  p.down(34);
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100000, 999999)}`;
  const sb = rng.pick([150, 300]);
  field(p, 50, p.y, 'Versicherungsnummer', pol, 'below', 150);
  field(p, 210, p.y, 'Beginn', fd(start, 'de'), 'below', 100);
  field(p, 320, p.y, 'Ablauf', fd(end, 'de'), 'below', 100);
  field(p, 430, p.y, 'Saison', 'April – Oktober', 'below', 115);
  p.down(40);
  p.text(50, 'Versicherungsnehmerin: Frau Anke Lorenzen, Düsternbrooker Weg 77, 24105 Kiel', { size: 9.5 }).down(14);
  p.text(50, `Fahrzeug: BMW R 69 S, Baujahr 1963, Kennzeichen KI-${letters(rng, 2)} ${rng.int(10, 99)}H, Saison 04–10`, { size: 9.5 }).down(22);
  const liab = r2(rng.int(38, 70) + rng.int(0, 99) / 100);
  const tk = r2(rng.int(40, 90) + rng.int(0, 99) / 100);
  const net = r2(liab + tk);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  table(
    p,
    [
      { x: 56, head: 'Versicherungsart' },
      { x: 300, head: 'Selbstbeteiligung' },
      { x: 540, head: 'Beitrag', align: 'right' },
    ],
    [
      ['Kfz-Haftpflicht', '—', money(liab, EUR)],
      ['Teilkasko (Diebstahl, Brand, Sturm)', money(sb, EUR), money(tk, EUR)],
    ],
    { rules: 'dotted' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Beitrag netto', money(net, EUR)],
      ['Versicherungsteuer 19 %', money(tax, EUR)],
      ['zu zahlender Jahresbeitrag', money(total, EUR)],
    ],
    { box: 'all' },
  );
  p.down(10);
  para(p, 50, 'Der Versicherungsschutz besteht nur innerhalb des Saisonzeitraums; außerhalb gilt eine Ruheversicherung für das abgestellte Fahrzeug.', 100, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** An Ostfriesland insurer's liability policy for a vintage tractor, 1995: DM, no deductible, labels to the left, Jahresbeitrag. */
export function deTreckerHaftpflichtLeer1995(rng: Random): Generated {
  const start = `1995-${String(rng.int(1, 6)).padStart(2, '0')}-01`;
  const end = addDays(start, 364);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Ostfriesische Landschaftliche Versicherung a.G.',
    tag: 'gegründet 1754',
    lines: ['Osterstraße 14 · 26789 Leer · Fernruf (0491) 9 27 30'],
    serif: true,
  });
  p.text(297, 'VERSICHERUNGSSCHEIN', { size: 13, bold: true, align: 'center' }).down(28);
  const pol = `KH ${rng.int(200000, 299999)}/${rng.int(10, 99)}`;
  const rows: [string, string][] = [
    ['Versicherungsschein-Nr.', pol],
    ['Versicherungsnehmer', 'Harm Hinrichs, Landwirt, Warsingsfehn'],
    ['Fahrzeug', 'Deutz F1L 514, Bj. 1953, Zugmaschine (grünes Kennzeichen)'],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Versicherungsablauf', fd(end, 'de')],
    ['Versicherungsart', 'Kraftfahrzeug-Haftpflicht'],
    ['Deckungssumme', 'pauschal 5 Mio. DM'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 150, 10);
    p.down(16);
  });
  p.down(10);
  const net = r2(rng.int(60, 110) + rng.int(0, 99) / 100);
  const tax = r2(net * 0.15);
  const total = r2(net + tax);
  totals(
    p,
    300,
    540,
    [
      ['Beitrag', money(net, DM)],
      ['Versicherungsteuer 15 %', money(tax, DM)],
      ['Jahresbeitrag', money(total, DM)],
    ],
    { box: 'last' },
  );
  p.down(10);
  para(
    p,
    50,
    'Das Fahrzeug ist ausschließlich für land- und forstwirtschaftliche Zwecke sowie zu Brauchtums- und Oldtimerveranstaltungen zugelassen. Kaskoversicherung besteht nicht.',
    100,
    { size: 8.5, serif: true },
  );
  stamp(p, 360, p.y + 20, ['Ostfriesische Landschaftliche', `Leer, ${fd(addDays(start, -12), 'de')}`], 170);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Kraftfahrzeug-Haftpflicht',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A private Kaufvertrag from Lübeck, 1982: a Zündapp KS 750 combination, boxes for the parties, the price and Unterschriften. */
export function deKaufvertragLuebeck1982(rng: Random): Generated {
  const d = dateIn(rng, 1982, 1982);
  const p = new PageBuilder();
  const seller = 'Werner Kruse';
  const price = rng.int(40, 95) * 100;
  p.y = 58;
  p.text(297, 'Kaufvertrag', { size: 18, bold: true, align: 'center' });
  p.down(14).text(297, 'über ein gebrauchtes Kraftfahrzeug — privat an privat', { size: 9, align: 'center' }).down(34);
  field(p, 50, p.y, 'Verkäufer (Name, Anschrift)', `${seller}, Moislinger Allee 41, 2400 Lübeck`, 'box', 245);
  field(p, 300, p.y, 'Käufer (Name, Anschrift)', 'Hauke Thiessen, Am Markt 3, 2308 Preetz', 'box', 245);
  p.down(40);
  field(p, 50, p.y, 'Fahrzeug', 'Zündapp KS 750 mit Beiwagen', 'box', 245);
  field(p, 300, p.y, 'Fahrgestell-Nr.', String(rng.int(800000, 829999)), 'box', 120);
  field(p, 425, p.y, 'Kennzeichen', `HL-${letters(rng, 1)} ${rng.int(100, 999)}`, 'box', 120);
  p.down(40);
  field(p, 50, p.y, 'km-Stand lt. Tacho', String(rng.int(12, 60) * 1000), 'box', 160);
  field(p, 215, p.y, 'Kaufpreis', money(price, { cur: 'DM', style: 'de', pos: 'post', dash: true }), 'box', 160);
  field(p, 380, p.y, 'Übergabe am', fd(d, 'de'), 'box', 165);
  p.down(40);
  para(
    p,
    50,
    'Das Fahrzeug wird unter Ausschluß jeder Gewährleistung verkauft, so wie es besichtigt und Probe gefahren wurde. Der Verkäufer versichert, daß das Fahrzeug sein Eigentum ist und keine Unfallschäden bekannt sind außer: Beiwagenkotflügel nachlackiert.',
    100,
    { size: 9 },
  );
  p.down(10)
    .text(50, `Der Kaufpreis wurde bar bezahlt. Lübeck, den ${fd(d, 'de')}`, { size: 9.5 })
    .down(40);
  pencil(p, 60, p.y, 'W. Kruse', 15);
  pencil(p, 330, p.y, 'H. Thiessen', 15);
  p.down(6);
  p.box(50, p.y, 200, 0.01).box(320, p.y, 200, 0.01);
  p.down(12).text(50, 'Unterschrift Verkäufer', { size: 7 }).text(320, 'Unterschrift Käufer', { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Bremen commercial-vehicle auction, 2019: an ex-works Hanomag van; Zuschlag, Aufgeld 12 %, 19 % on both; invoice a day later. */
export function deNutzfahrzeugAuktionBremen2019(rng: Random): Generated {
  const sale = dateIn(rng, 2019, 2019);
  const inv = addDays(sale, 2);
  const p = new PageBuilder();
  const house = 'Hanseatische Nutzfahrzeug-Auktionen GmbH';
  letterhead(p, {
    style: 'split',
    name: house,
    tag: 'Versteigerungen von Nutzfahrzeugen, Landtechnik und Oldtimern',
    lines: ['Hemelinger Hafendamm 8', '28309 Bremen', 'Tel. 0421 / 41 09 60'],
  });
  p.text(50, 'Käuferabrechnung', { size: 14, bold: true }).down(22);
  const hammer = rng.int(40, 160) * 100;
  const prem = r2(hammer * 0.12);
  const vat = r2((hammer + prem) * 0.19);
  const total = r2(hammer + prem + vat);
  const dep = rng.pick([1000, 1500, 2000]);
  const meta: [string, string][] = [
    ['Abrechnungs-Nr.', `K-${rng.int(19000, 19999)}`],
    ['Abrechnungsdatum', fd(inv, 'de')],
    ['Auktion am', fd(sale, 'de')],
    ['Los-Nr.', String(rng.int(100, 480))],
    ['Bieter-Nr.', String(rng.int(1000, 1999))],
  ];
  meta.forEach(([l, v], i) => field(p, 330, p.y + i * 13, l, v, 'left', 95));
  p.text(50, 'Käufer:', { size: 7 });
  ['Oldtimer-Kontor Emden', 'Herrn Menno de Vries', 'Larrelter Straße 50', '26723 Emden'].forEach((l, i) => p.text(50, l, { y: p.y + 12 + i * 12, size: 9.5 }));
  p.down(84);
  p.text(50, 'Gegenstand: Hanomag F 55 Kastenwagen, Bj. 1968, aus Werksbestand, Fahrgestell-Nr. ' + rng.int(5500000, 5599999), { size: 9.5 }).down(22);
  totals(
    p,
    300,
    540,
    [
      ['Zuschlag', money(hammer, EUR)],
      ['Aufgeld 12 %', money(prem, EUR)],
      ['MwSt. 19 % auf Zuschlag und Aufgeld', money(vat, EUR)],
      ['Kaufpreis gesamt', money(total, EUR)],
    ],
    { box: 'last' },
  );
  totals(
    p,
    300,
    540,
    [
      ['abzüglich Anzahlung am Auktionstag', money(-dep, EUR)],
      ['Restbetrag', money(r2(total - dep), EUR)],
    ],
    { box: 'none' },
  );
  p.down(8);
  para(
    p,
    50,
    'Regelbesteuerte Versteigerung. Abholung innerhalb von 10 Tagen nach Zahlungseingang. Es gelten unsere Versteigerungsbedingungen (Ausschluss der Gewährleistung).',
    100,
    { size: 8 },
  );
  footer(p, [`${house} · öffentlich bestellter Versteigerer J. Gerdes · AG Bremen HRB 30 118`]);
  return doc(p, 'de', { documentType: 'purchase', sellerName: house, saleDate: sale, purchasePrice: total });
}

/** A Rostock engineer's Wertgutachten, 2018: a Mercedes L 319 bus, Zustandsnote, Marktwert beside Wiederbeschaffungswert. */
export function deWertgutachtenRostock2018(rng: Random): Generated {
  const d = dateIn(rng, 2018, 2018);
  const seen = addDays(d, -rng.int(3, 12));
  const p = new PageBuilder();
  const name = rng.pick(['Dipl.-Ing. (FH) Sönke Ratjen', 'Dipl.-Ing. Birte Klüver']);
  letterhead(p, {
    style: 'logo',
    name: 'Sachverständigenbüro Ratjen & Klüver',
    tag: 'Kfz-Sachverständige · Oldtimerbewertung',
    lines: ['Lange Straße 28 · 18055 Rostock · Tel. 0381 / 45 90 22'],
  });
  p.text(50, 'Wertgutachten Nr. ' + rng.int(1800, 1899), { size: 14, bold: true }).down(16);
  p.text(50, `Rostock, ${fd(d, 'delong')}`, { size: 9.5 }).down(24);
  const mw = rng.int(18, 48) * 1000;
  const wbw = r2(mw * 1.3);
  const note = rng.pick(['2', '2-', '3+']);
  const rows: [string, string][] = [
    ['Auftraggeber', 'Herr Torsten Wendland, Warnemünde'],
    ['Fahrzeug', 'Mercedes-Benz L 319 D Bus (O 319), Bj. 1961'],
    ['Besichtigung am', fd(seen, 'de')],
    ['Laufleistung', `${(rng.int(180, 420) * 1000).toLocaleString('de-DE')} km (abgelesen)`],
    ['Zustandsnote', note],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 130, 10);
    p.down(16);
  });
  p.down(8);
  para(
    p,
    50,
    'Das Fahrzeug wurde 2012 bis 2016 restauriert; Karosserie und Rahmen sind rostfrei, die Innenausstattung mit Holzleisten ist original erhalten. Der Wert wurde aus Marktbeobachtung vergleichbarer Busse ermittelt.',
    100,
    { size: 9 },
  );
  p.down(6);
  field(p, 50, p.y, 'Marktwert', money(mw, EUR), 'box', 200, 12);
  field(p, 270, p.y, 'Wiederbeschaffungswert', money(wbw, EUR), 'box', 200, 12);
  p.down(48);
  pencil(p, 60, p.y, name.split(' ').slice(-1)[0], 15);
  p.down(10).box(50, p.y, 200, 0.01);
  p.down(12).text(50, name, { size: 9 });
  p.down(11).text(50, 'öffentlich bestellt und vereidigt (IHK Rostock)', { size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: mw, conditionNotes: note });
}

/** A Bremen marque club's register confirmation, 2002: the vehicle's entry in the club register — neither bill nor title. */
export function deClubregisterBremen2002(rng: Random): Generated {
  const d = dateIn(rng, 2002, 2002);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Borgward-Interessengemeinschaft Nord e.V.',
    tag: 'Fahrzeugregister · Archiv · Ersatzteilstelle',
    lines: ['c/o Rolf Meyerdierks · Vahrer Straße 180 · 28329 Bremen'],
    serif: true,
  });
  p.text(297, 'Registerbestätigung', { size: 14, bold: true, serif: true, align: 'center' }).down(30);
  p.text(50, `Bremen, den ${fd(d, 'de')}`, { size: 10, serif: true }).down(24);
  para(
    p,
    50,
    `Hiermit bestätigen wir, dass das nachstehende Fahrzeug unter der Registernummer BIG-${rng.int(1000, 1999)} in unser Fahrzeugregister aufgenommen wurde. Nach den Unterlagen des Werksarchivs wurde es im Werk Sebaldsbrück gebaut und an die Vertretung in Oldenburg ausgeliefert.`,
    95,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Typ', 'Borgward B 1500 Pritschenwagen'],
    ['Fahrgestell-Nr.', String(rng.int(150000, 159999))],
    ['Auslieferung', fd(`1957-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['Eigentümer', 'Hinrich Wübbenhorst, Oldenburg'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 70, p.y, l, v, 'dots', 120, 10);
    p.down(18);
  });
  p.down(20).text(50, 'Mit Borgward-Grüßen', { size: 10, serif: true });
  pencil(p, 60, p.y + 28, 'R. Meyerdierks', 14);
  p.down(44).text(50, 'Registerführer', { size: 9, serif: true });
  return doc(p, 'de', { documentType: 'other', date: d });
}
