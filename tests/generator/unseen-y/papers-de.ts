/**
 * German paper of import and export, registration after import, leasing, fleet and dealer contracts from Lower
 * Saxony, Hesse, the Rhineland-Palatinate, the Saarland and Vorarlberg, 1965–2024.
 */
import { addDays, dateIn, doc, fd, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from '../unseen-s/kit';

const DM: Money = { cur: 'DM', style: 'de', pos: 'post' };
const EUR: Money = { cur: '€', style: 'de', pos: 'post' };
const EURPRE: Money = { cur: 'EUR', style: 'de', pos: 'pre' };
const ATS: Money = { cur: 'öS', style: 'de', pos: 'pre' };
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');

/** A customs broker at Emden, 2009: import duty and import VAT on a US car paid over, the broker's fee, a receipt. */
export function deZollEmden2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const p = new PageBuilder();
  const shop = 'Ems-Dollart Zollagentur Hinrichs GmbH';
  letterhead(p, {
    style: 'left',
    name: shop,
    tag: 'Zollabfertigung · Fahrzeugimport · Hafen Emden',
    lines: ['Am Außenhafen 4 · 26723 Emden · Tel. 04921 / 89 07 30'],
  });
  p.text(545, 'Quittung / Abrechnung', { y: 70, size: 13, bold: true, align: 'right' });
  p.down(6);
  field(p, 50, p.y, 'Zollanmeldung (ATLAS)', `09DE${rng.int(100000, 999999)}E${rng.int(100, 999)}`, 'above', 200);
  field(p, 270, p.y, 'Datum', fd(d, 'de'), 'above', 100);
  field(p, 390, p.y, 'Schiff', 'MV Tamerlane', 'above', 150);
  p.down(34);
  p.text(50, 'Fahrzeug: 1969 Chevrolet Camaro Coupé, FIN 124379N6' + rng.int(10000, 99999) + ', Zollwert lt. Kaufbeleg', { size: 9.5 }).down(22);
  const value = rng.int(18, 40) * 1000;
  const duty = r2(value * 0.1);
  const eust = r2((value + duty) * 0.19);
  const fee = 145;
  const feeVat = r2(fee * 0.19);
  const total = r2(duty + eust + fee + feeVat);
  table(
    p,
    [
      { x: 56, head: 'Position' },
      { x: 330, head: 'Bemessung', align: 'right' },
      { x: 540, head: 'Betrag', align: 'right' },
    ],
    [
      ['Zoll 10 % (verauslagt)', money(value, EUR), money(duty, EUR)],
      ['Einfuhrumsatzsteuer 19 % (verauslagt)', money(value + duty, EUR), money(eust, EUR)],
      ['Abfertigungsgebühr', '', money(fee, EUR)],
      ['USt. 19 % auf Gebühr', '', money(feeVat, EUR)],
    ],
    { rules: 'grid' },
  );
  totals(p, 330, 540, [['Gesamtbetrag erhalten', money(total, EUR)]], { box: 'last' });
  p.down(8);
  para(p, 50, 'Den Betrag haben wir bar erhalten. Die Zollquittung des Hauptzollamts Oldenburg liegt bei.', 100, { size: 9 });
  stamp(p, 370, p.y + 14, ['BEZAHLT', fd(d, 'de')], 150);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Ro/Ro terminal at Cuxhaven, 2015: storage days for an import car, days × rate, handling and customs, a boxed total. */
export function deHafenlagerCuxhaven2015(rng: Random): Generated {
  const d = dateIn(rng, 2015, 2015);
  const p = new PageBuilder();
  const shop = 'Cuxport Fahrzeuglogistik GmbH';
  letterhead(p, { style: 'band', name: shop, tag: 'Ro/Ro-Umschlag · Lagerung · Zollvorbereitung', lines: ['Neufelder Straße 40 · 27472 Cuxhaven'] });
  p.text(50, 'Rechnung und Quittung', { size: 13, bold: true }).down(22);
  const days = rng.int(8, 30);
  const rate = 12.5;
  const lines: [string, number][] = [
    [`Lagergeld ${days} Tage à ${money(rate, EUR)}`, r2(days * rate)],
    ['Entladung vom Schiff / Terminal Handling', 95],
    ['Vorführung beim Zoll', 40],
  ];
  const net = sum(lines.map((l) => l[1]));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  field(p, 50, p.y, 'Beleg-Nr.', `CX-${rng.int(150000, 159999)}`, 'left', 80);
  field(p, 300, p.y, 'Auslieferung am', fd(d, 'de'), 'left', 110);
  p.down(16);
  field(p, 50, p.y, 'Fahrzeug', 'Jaguar E-Type S1 OTS, aus Baltimore', 'left', 80);
  p.down(26);
  lines.forEach(([t, a]) => {
    p.text(56, t, { size: 9.5 }).text(540, money(a, EUR), { size: 9.5, align: 'right' });
    p.down(14);
  });
  p.down(6);
  totals(
    p,
    330,
    540,
    [
      ['Netto', money(net, EUR)],
      ['MwSt. 19 %', money(vat, EUR)],
      ['Bezahlt (EC-Karte)', money(total, EUR)],
    ],
    { box: 'all' },
  );
  footer(p, ['Cuxport Fahrzeuglogistik GmbH · Amtsgericht Tostedt HRB 110 344 · Es gelten die ADSp 2017']);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Hessian haulier, 1998: a covered transport Antwerp → Darmstadt, DM, a small receipt pad with a sum in a box. */
export function deSpeditionDarmstadt1998(rng: Random): Generated {
  const d = dateIn(rng, 1998, 1998);
  const p = new PageBuilder();
  const shop = 'Bergstraßen-Transporte Egon Hartmann';
  p.y = 60;
  p.text(50, shop, { size: 14, bold: true, serif: true });
  p.down(13).text(50, 'Fahrzeugtransporte In- und Ausland · Darmstadt-Eberstadt · Tel. 06151 / 5 33 12', { size: 8 });
  p.down(30).text(297, 'QUITTUNG', { size: 16, bold: true, align: 'center' }).down(26);
  const net = rng.int(7, 14) * 100;
  const vat = r2(net * 0.16);
  const total = r2(net + vat);
  const rows: [string, string][] = [
    ['Für', 'geschlossenen Transport eines Pkw (Alfa Romeo Giulia Sprint GT) von Antwerpen nach Darmstadt'],
    ['Netto', money(net, DM)],
    ['+ 16 % MwSt.', money(vat, DM)],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'dots', 100, 10);
    p.down(20);
  });
  p.down(6);
  p.box(300, p.y - 12, 245, 24);
  p.text(310, 'DM', { size: 10, bold: true }).text(535, money(total, { ...DM, pos: 'none' }), { size: 12, bold: true, align: 'right' });
  p.down(32);
  p.text(50, `Darmstadt, ${fd(d, 'de')}`, { size: 10, serif: true });
  pencil(p, 330, p.y, 'E. Hartmann', 15);
  p.down(8).box(320, p.y, 200, 0.01);
  p.down(10).text(320, 'Betrag erhalten', { size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A leasing company's final settlement, Saarbrücken 2015: the residual value paid off to buy out the car, a band total. */
export function deLeasingAbrechnungSaarbruecken2015(rng: Random): Generated {
  const d = dateIn(rng, 2015, 2015);
  const p = new PageBuilder();
  const shop = 'SaarLeasing Autofinanz GmbH';
  letterhead(p, {
    style: 'right',
    name: shop,
    tag: 'Leasing · Finanzierung · Flottenmanagement',
    lines: ['Hafenstraße 25 · 66111 Saarbrücken', 'Telefon 0681 / 93 60 0'],
  });
  p.text(50, 'Schlussabrechnung und Zahlungsbestätigung', { size: 13, bold: true }).down(22);
  const contract = `LV ${rng.int(2000000, 2999999)}`;
  const rest = rng.int(80, 190) * 100;
  field(p, 50, p.y, 'Vertrag', contract, 'box', 160);
  field(p, 215, p.y, 'Vertragsende', fd(addDays(d, -rng.int(5, 20)), 'de'), 'box', 160);
  field(p, 380, p.y, 'Zahlungseingang', fd(d, 'de'), 'box', 165);
  p.down(40);
  p.text(50, 'Fahrzeug: Mercedes-Benz SL 500 (R129), Kennzeichen SB-' + letters(rng, 2) + ' ' + rng.int(100, 999), { size: 9.5 }).down(22);
  const lines: [string, number][] = [
    ['Kalkulierter Restwert', rest],
    ['Mehrkilometer 4.120 km à 0,08', 329.6],
    ['Bearbeitungsgebühr Eigentumsübertragung', 75],
  ];
  const net = sum(lines.map((l) => l[1]));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  table(
    p,
    [
      { x: 56, head: 'Position' },
      { x: 540, head: 'EUR', align: 'right' },
    ],
    lines.map(([t, a]) => [t, money(a, { ...EUR, pos: 'none' })]),
    { rules: 'head' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Nettobetrag', money(net, EURPRE)],
      ['USt. 19 %', money(vat, EURPRE)],
      ['Gezahlt', money(total, EURPRE)],
    ],
    { box: 'labelAbove' },
  );
  p.down(6);
  para(
    p,
    50,
    'Mit Zahlungseingang geht das Eigentum am Fahrzeug auf den Leasingnehmer über; die Zulassungsbescheinigung Teil II wird Ihnen per Einschreiben zugesandt.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A ZB I from Region Hannover, 2012, after a US import: the previous foreign plate in the remarks, the number top right. */
export function deZbIImportHannover2012(rng: Random): Generated {
  const d = dateIn(rng, 2012, 2012);
  const p = new PageBuilder();
  const nr = `${letters(rng, 2)}${rng.int(1000000, 9999999)}`;
  const plate = `H-${letters(rng, 2)} ${rng.int(100, 999)}H`;
  p.y = 54;
  p.text(50, 'Zulassungsbescheinigung Teil I', { size: 13, bold: true });
  p.down(12).text(50, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 7.5 });
  p.box(400, 42, 145, 30);
  p.text(408, 'Dokument-Nr.', { y: 52, size: 6.5 }).text(408, nr, { y: 66, size: 11, bold: true });
  p.down(34);
  const grid: [string, string, string][] = [
    ['A', 'Kennzeichen', plate],
    ['B', 'Datum Erstzulassung', fd(`1965-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'de')],
    ['I', 'Datum dieser Zulassung', fd(d, 'de')],
    ['D.1', 'Marke', 'FORD (USA)'],
    ['D.3', 'Handelsbezeichnung', 'THUNDERBIRD'],
    ['E', 'FIN', `5Y85Z${rng.int(100000, 199999)}`],
    ['C.1.1', 'Name', 'OLTMANNS'],
    ['C.1.3', 'Anschrift', 'KOLLENRODTSTR. 9, 30163 HANNOVER'],
  ];
  grid.forEach(([c, l, v], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    const y = p.y + Math.floor(i / 2) * 34;
    p.box(x, y - 10, 245, 32);
    p.text(x + 4, `(${c}) ${l}`, { y, size: 6.5 });
    p.text(x + 4, v, { y: y + 14, size: 10 });
  });
  p.down(4 * 34 + 10);
  para(
    p,
    50,
    `(22) Oldtimer *** Vorh. amtl. Kennz.: ARIZONA ${rng.int(100, 999)}-${letters(rng, 3)} *** Einzelgenehmigung nach § 21 StVZO erteilt *** Fz. aus USA eingeführt`,
    100,
    { size: 8.5 },
  );
  p.down(8).text(50, `HU: ${String(rng.int(1, 12)).padStart(2, '0')}/14`, { size: 9 });
  stamp(p, 380, 600, ['REGION HANNOVER', 'Zulassungsbehörde'], 150);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A Vorarlberg Zulassungsschein, Bregenz 1988: labels in a grid with a numbered legend, the plate in a box. */
export function deZulassungsscheinBregenz1988(rng: Random): Generated {
  const d = dateIn(rng, 1988, 1988);
  const p = new PageBuilder();
  const nr = `${rng.int(100000, 999999)}`;
  const plate = `B ${rng.int(100, 999)}.${rng.int(10, 99)}${letters(rng, 1)}`;
  p.y = 56;
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 9, align: 'center' });
  p.down(18).text(297, 'ZULASSUNGSSCHEIN', { size: 17, bold: true, align: 'center' });
  p.down(14).text(297, `Nr. ${nr}`, { size: 10, align: 'center' }).down(26);
  const vals = [
    plate,
    'Bezirkshauptmannschaft Bregenz',
    'VW T2 Westfalia',
    'Personenkraftwagen',
    '1.6',
    `2${rng.int(10, 99)} ${rng.int(100000, 999999)}`,
    fd(d, 'de'),
  ];
  vals.forEach((v, i) => {
    const x = 50 + (i % 3) * 165;
    const y = p.y + Math.floor(i / 3) * 34;
    p.box(x, y - 10, 160, 30);
    p.text(x + 4, `(${i + 1})`, { y, size: 6.5 }).text(x + 4, v, { y: y + 14, size: 10 });
  });
  p.down(3 * 34 + 10);
  p.text(50, 'Legende:', { size: 7.5, bold: true }).down(11);
  ['(1) Kennzeichen', '(2) Behörde', '(3) Marke und Type', '(4) Fahrzeugart', '(5) Hubraum l', '(6) Fahrgestellnummer', '(7) Datum der Zulassung'].forEach(
    (t, i) => {
      p.text(50 + (i % 4) * 125, t, { y: p.y + Math.floor(i / 4) * 11, size: 7 });
    },
  );
  p.down(34);
  p.text(50, 'Zulassungsbesitzer: Martin Eberle, Kirchstraße 22, 6900 Bregenz', { size: 9.5 });
  stamp(p, 370, p.y + 30, ['BH BREGENZ', 'Verkehrsamt'], 150);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A Saarland Fahrzeugschein, 1971: an imported French car re-registered, the previous French number, labels to the left. */
export function deFahrzeugscheinSaarlouis1971(rng: Random): Generated {
  const d = dateIn(rng, 1971, 1971);
  const p = new PageBuilder();
  const nr = `${letters(rng, 1)} ${rng.int(100000, 999999)}`;
  const plate = `SLS-${letters(rng, 1)} ${rng.int(10, 999)}`;
  p.y = 58;
  p.text(297, 'Fahrzeugschein', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(16).text(50, `Nr. ${nr}`, { size: 10, bold: true }).text(545, 'Landkreis Saarlouis', { size: 9, align: 'right' });
  p.down(28);
  const rows: [string, string][] = [
    ['Amtl. Kennzeichen', plate],
    ['Bisheriges Kennzeichen', `${rng.int(100, 9999)} ${letters(rng, 2)} 57 (Frankreich)`],
    ['Halter', 'Bernard Kiefer, Saarlouis-Roden, Kanalstr. 7'],
    ['Fahrzeug', 'Citroën DS 21 Pallas, Limousine'],
    ['Fahrgestell-Nr.', String(rng.int(4400000, 4499999))],
    ['Zugelassen am', fd(d, 'de')],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 150, 10.5);
    p.down(20);
  });
  p.down(16);
  para(
    p,
    50,
    'Eingeführt aus Frankreich, verzollt beim Zollamt Saarbrücken-Goldene Bremm. Gutachten eines amtlich anerkannten Sachverständigen nach § 21 StVZO liegt vor.',
    95,
    { size: 8.5, serif: true },
  );
  stamp(p, 360, p.y + 20, ['Der Landrat', 'Kfz.-Zulassungsstelle'], 160);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A Fahrzeugbrief from Koblenz, 1965: the old brief for an Opel Rekord, Tag der Ausstellung, stamps. */
export function deFahrzeugbriefKoblenz1965(rng: Random): Generated {
  const d = dateIn(rng, 1965, 1965);
  const p = new PageBuilder();
  p.y = 58;
  p.text(297, 'Kraftfahrzeugbrief', { size: 20, bold: true, serif: true, align: 'center' });
  p.down(16)
    .text(297, `Nr. ${letters(rng, 1)} ${rng.int(1000000, 9999999)}`, { size: 10, align: 'center' })
    .down(30);
  const rows: [string, string][] = [
    ['Hersteller', 'Adam Opel AG, Rüsselsheim'],
    ['Typ', 'Rekord A 1700 L'],
    ['Fahrgestell-Nr.', `1${rng.int(1000000, 1999999)}`],
    ['Erster Eigentümer', 'Weinkellerei Schunk KG, Koblenz-Güls'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 60, p.y, l, v, 'above', 300, 11);
    p.down(30);
  });
  p.down(10);
  p.text(60, `Koblenz, den ${fd(d, 'delong')}`, { size: 11, serif: true }).down(14);
  p.text(60, 'Tag der Ausstellung', { size: 7 }).down(26);
  para(p, 60, 'Dieser Brief ist kein Ausweis über das Eigentum. Er ist bei jeder Veräußerung dem Erwerber zu übergeben.', 90, { size: 8, serif: true });
  stamp(p, 360, p.y + 20, ['STADTVERWALTUNG KOBLENZ', 'Straßenverkehrsamt'], 180);
  return doc(p, 'de', { documentType: 'title', date: d });
}

/** A GAP cover from a Wiesbaden insurer, 2021: a new car on finance, the difference between claim and loan insured. */
export function deGapWiesbaden2021(rng: Random): Generated {
  const mm = String(rng.int(1, 9)).padStart(2, '0');
  const start = `2021-${mm}-01`;
  const end = addDays(`2024-${mm}-01`, -1);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Rhein-Main Kreditversicherung AG',
    tag: 'Restschuld · GAP · Garantie',
    lines: ['Abraham-Lincoln-Straße 9 · 65189 Wiesbaden'],
  });
  p.text(50, 'Versicherungsbestätigung GAP-Deckung', { size: 14, bold: true }).down(26);
  const pol = `GAP-${rng.int(21000000, 21999999)}`;
  const premium = r2(rng.int(190, 420) + 0.9);
  const grid: [string, string][] = [
    ['Versicherungsnummer', pol],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Versicherungsende', fd(end, 'de')],
    ['Deckung', 'GAP (Differenz Wiederbeschaffungswert / Restforderung)'],
    ['Einmalbeitrag inkl. 19 % VersSt', money(premium, EUR)],
    ['Selbstbehalt', 'keiner'],
  ];
  grid.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'below', 480, 10);
    p.down(34);
  });
  p.text(50, 'Fahrzeug: Audi A6 Avant 45 TFSI · Finanzierung über Audi Bank, Vertrag ' + rng.int(100000000, 999999999), { size: 9 }).down(18);
  para(
    p,
    50,
    'Ersetzt wird im Totalschaden- oder Diebstahlfall die Differenz zwischen der Leistung der Kaskoversicherung und der offenen Restforderung aus dem Finanzierungsvertrag.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'insurance', policyNumber: pol, coverageType: 'GAP', premium, effectiveStart: start, effectiveEnd: end });
}

/** A classic fleet policy from Hildesheim, 2024: five cars on one policy, a table, the annual premium in a band. */
export function deFlottenpoliceHildesheim2024(rng: Random): Generated {
  const start = '2024-01-01';
  const end = '2024-12-31';
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Hildesheimer Oldtimer-Versicherungsdienst',
    tag: 'Agentur der Niedersächsischen Versicherung VVaG',
    lines: ['Almsstraße 15 · 31134 Hildesheim · Tel. 05121 / 1 70 88'],
  });
  p.text(297, 'Versicherungsschein — Oldtimer-Sammlung (Flottentarif)', { size: 12, bold: true, align: 'center' }).down(24);
  const pol = `OF ${rng.int(400000, 499999)}-${rng.int(1, 9)}`;
  field(p, 50, p.y, 'Police', pol, 'left', 60);
  field(p, 250, p.y, 'Laufzeit', `${fd(start, 'de')} – ${fd(end, 'de')}`, 'left', 60);
  p.down(16);
  field(p, 50, p.y, 'Sparte', 'Haftpflicht und Vollkasko (Wechselkennzeichen)', 'left', 60);
  p.down(24);
  const cars = ['VW Käfer 1200 (1961)', 'Mercedes-Benz 220 S (1958)', 'Borgward Isabella (1959)', 'Opel GT 1900 (1971)', 'BMW 02 touring (1973)'];
  const prem = cars.map(() => r2(rng.int(90, 260) + 0.5));
  table(
    p,
    [
      { x: 56, head: 'Fahrzeug' },
      { x: 330, head: 'Versicherungswert', align: 'right' },
      { x: 540, head: 'Beitrag', align: 'right' },
    ],
    cars.map((c, i) => [c, money(rng.int(8, 60) * 1000, EUR), money(prem[i], EUR)]),
    { rules: 'dotted' },
  );
  const net = sum(prem);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  totals(
    p,
    300,
    540,
    [
      ['Summe Nettobeiträge', money(net, EUR)],
      ['Versicherungsteuer 19 %', money(tax, EUR)],
      ['Jahresbeitrag Flotte', money(total, EUR)],
    ],
    { box: 'last' },
  );
  p.down(6);
  para(p, 50, 'Selbstbeteiligung in der Vollkasko je Schaden 300 €; Fahrten nur zu Oldtimerveranstaltungen und Pflegefahrten.', 100, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: 300,
  });
}

/** A Darmstadt dealer's Kaufvertrag, 2001: a used car with a part exchange and a deposit, the price before both. */
export function deHaendlerKaufvertragDarmstadt2001(rng: Random): Generated {
  const d = dateIn(rng, 2001, 2001);
  const p = new PageBuilder();
  const seller = 'Autohaus Ludwigshöhe Merck & Jung GmbH';
  letterhead(p, { style: 'split', name: seller, tag: 'Gebrauchtwagenzentrum', lines: ['Heidelberger Straße 180 · 64285 Darmstadt', 'Tel. 06151 / 9 66 30'] });
  p.text(50, 'Verbindliche Bestellung / Kaufvertrag', { size: 13, bold: true }).down(24);
  const price = rng.int(120, 260) * 100;
  const trade = rng.int(20, 60) * 100;
  const deposit = rng.int(5, 20) * 100;
  field(p, 50, p.y, 'Käufer', 'Herr Sven Ohlig, Kranichsteiner Str. 40, 64289 Darmstadt', 'box', 495);
  p.down(38);
  field(p, 50, p.y, 'Fahrzeug', 'Mercedes-Benz 280 SL Pagode (W 113), Bj. 1969', 'box', 300);
  field(p, 355, p.y, 'km-Stand', `${(rng.int(60, 180) * 1000).toLocaleString('de-DE')}`, 'box', 190);
  p.down(44);
  const rows: [string, string][] = [
    ['Kaufpreis inkl. MwSt.', money(price, { ...DM, dash: true })],
    ['abzgl. Inzahlungnahme VW Golf III (Bj. 1995)', `– ${money(trade, DM)}`],
    ['abzgl. Anzahlung bei Bestellung', `– ${money(deposit, DM)}`],
    ['Restbetrag bei Übergabe', money(price - trade - deposit, DM)],
  ];
  rows.forEach(([l, v], i) => {
    p.text(60, l, { size: 10, bold: i === 3 }).text(540, v, { size: 10, bold: i === 3, align: 'right' });
    p.down(16);
  });
  p.down(10);
  para(
    p,
    50,
    'Gebrauchtfahrzeug, Differenzbesteuerung nach § 25a UStG. Es gelten die umseitigen Geschäftsbedingungen für den Verkauf gebrauchter Fahrzeuge.',
    100,
    { size: 8.5 },
  );
  p.down(10).text(50, `Darmstadt, ${fd(d, 'de')}`, { size: 10 });
  pencil(p, 60, p.y + 30, 'S. Ohlig', 15);
  pencil(p, 330, p.y + 30, 'i.A. Jung', 15);
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Bludenz dealer's Kaufvertrag, 1997: Schilling, a Steyr-Puch G with an Eintausch, boxes with labels below. */
export function deKaufvertragBludenz1997(rng: Random): Generated {
  const d = dateIn(rng, 1997, 1997);
  const p = new PageBuilder();
  const seller = 'Autohaus Montafon Tschofen & Co';
  letterhead(p, {
    style: 'left',
    name: seller,
    tag: 'Puch G · Mercedes-Benz Geländewagen',
    lines: ['Klarenbrunnstraße 46 · 6700 Bludenz · 0 55 52 / 6 25 70'],
    serif: true,
  });
  p.text(545, 'Kaufvertrag', { y: 66, size: 15, bold: true, align: 'right' });
  p.down(10);
  const price = rng.int(28, 52) * 10000;
  const trade = rng.int(4, 12) * 10000;
  field(p, 50, p.y, 'Käufer', 'Dr. Elmar Vallaster, Schruns', 'below', 240);
  field(p, 305, p.y, 'Datum', fd(d, 'de'), 'below', 240);
  p.down(40);
  field(p, 50, p.y, 'Fahrzeug', 'Puch G 230 GE lang, Bj. 1989', 'below', 240);
  field(p, 305, p.y, 'Fahrgestellnummer', `VAG46333${rng.int(1000000, 9999999)}`, 'below', 240);
  p.down(44);
  totals(
    p,
    300,
    540,
    [
      ['Kaufpreis', money(price, ATS)],
      ['Eintausch Subaru Justy', `– ${money(trade, ATS)}`],
      ['Aufzahlung', money(price - trade, ATS)],
    ],
    { box: 'last' },
  );
  p.down(10);
  para(p, 50, 'Preis inkl. 20 % USt. und NoVA. Gewährleistung 6 Monate auf Motor und Getriebe.', 100, { size: 9, serif: true });
  stamp(p, 360, p.y + 20, ['TSCHOFEN & CO', 'Bludenz'], 150);
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Kaiserslautern engineer's valuation of an import, 2010: the customs value questioned, Zustandsnote in a box. */
export function deImportGutachtenKaiserslautern2010(rng: Random): Generated {
  const d = dateIn(rng, 2010, 2010);
  const p = new PageBuilder();
  const name = 'Dipl.-Ing. Volker Dahmen';
  letterhead(p, {
    style: 'right',
    name: 'Ingenieurbüro Dahmen',
    tag: 'Kfz-Sachverständiger · Oldtimer-Wertgutachten',
    lines: ['Pirmasenser Straße 70 · 67655 Kaiserslautern'],
  });
  p.text(50, 'Kurzgutachten zum Fahrzeugwert (Verzollung)', { size: 13, bold: true }).down(22);
  const value = rng.int(14, 38) * 1000;
  const note = rng.pick(['3', '3+', '2-']);
  const grid: [string, string][] = [
    ['Auftraggeber', 'Herr Dirk Schwan, Landstuhl'],
    ['Fahrzeug', '1957 Chevrolet Bel Air Sport Coupé'],
    ['Herkunft', 'Import aus Texas, USA'],
    ['Besichtigt', fd(addDays(d, -rng.int(1, 6)), 'de')],
    ['Zustandsnote', note],
  ];
  grid.forEach(([l, v], i) => {
    p.text(50 + (i % 2) * 250, `${l}:`, { y: p.y + Math.floor(i / 2) * 16, size: 8.5 });
    p.text(140 + (i % 2) * 250, v, { y: p.y + Math.floor(i / 2) * 16, size: 9.5 });
  });
  p.down(3 * 16 + 10);
  para(
    p,
    50,
    'Der angegebene Kaufpreis erscheint dem Zustand angemessen; die Karosserie weist Unterrostung an den Schwellern auf, der Motor läuft rund. Das Fahrzeug wurde nach amerikanischen Vorschriften ausgerüstet.',
    100,
    { size: 9 },
  );
  p.down(6);
  field(p, 50, p.y, 'Marktwert Inland', money(value, EUR), 'box', 200, 12);
  p.down(46);
  p.text(50, `Kaiserslautern, ${fd(d, 'de')}`, { size: 9.5 });
  pencil(p, 330, p.y, 'Dahmen', 15);
  p.down(14).text(330, name, { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: d, appraisedValue: value, conditionNotes: note });
}

/** A works-archive birth certificate, Rüsselsheim 2006: the car's build data — neither bill nor title. */
export function deGeburtsurkundeRuesselsheim2006(rng: Random): Generated {
  const d = dateIn(rng, 2006, 2006);
  const p = new PageBuilder();
  letterhead(p, { style: 'center', name: 'Opel Classic · Werksarchiv', tag: 'Adam Opel GmbH', lines: ['Bahnhofsplatz · 65423 Rüsselsheim'], serif: true });
  p.text(297, 'Fahrzeug-Geburtsurkunde', { size: 16, bold: true, serif: true, align: 'center' }).down(30);
  p.text(50, `Rüsselsheim, ${fd(d, 'delong')}`, { size: 10, serif: true }).down(24);
  const rows: [string, string][] = [
    ['Modell', 'Opel Commodore B GS/E Coupé'],
    ['Fahrgestell-Nr.', `${rng.int(1000000, 9999999)}`],
    ['Produktionsdatum', fd(`1972-${String(rng.int(1, 12)).padStart(2, '0')}-1${rng.int(0, 9)}`, 'de')],
    ['Farbe', 'Signalorange / Vinyldach schwarz'],
    ['Ausstattung', 'Sperrdifferential, Sportlenkrad, Drehzahlmesser'],
    ['Ausgeliefert an', 'Opel-Händler Gerhards, Neuwied'],
  ];
  table(
    p,
    [
      { x: 60, head: 'Merkmal' },
      { x: 230, head: 'Laut Produktionsunterlagen' },
    ],
    rows,
    { rules: 'grid', size: 9.5, step: 18 },
  );
  p.down(16);
  para(p, 50, 'Diese Urkunde gibt die Daten wieder, mit denen das Fahrzeug das Werk verlassen hat. Spätere Änderungen sind nicht berücksichtigt.', 95, {
    size: 9,
    serif: true,
  });
  stamp(p, 360, p.y + 20, ['OPEL CLASSIC', 'Werksarchiv'], 150);
  return doc(p, 'de', { documentType: 'other', date: d });
}
