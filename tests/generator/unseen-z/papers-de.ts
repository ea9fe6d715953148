/**
 * German paper around private owners: receipts from parts markets, PayPal and a club's spares scheme; season-plate,
 * classic, club-scheme and Swiss veteran cover; re-registrations after import; private sales on printed forms; club
 * experts' short valuations. Saxony-Anhalt, Thuringia, Mecklenburg, the Emsland, the Allgäu, the Burgenland, Graubünden.
 */
import { addDays, dateIn, doc, fd, num, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from '../unseen-s/kit';

const EUR: Money = { cur: '€', style: 'de', pos: 'post' };
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');
const ONES = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** A whole amount below 100 000 in German words, as written on a receipt or a contract. */
function wordsDe(n: number): string {
  const below100 = (k: number) => (k < 20 ? ONES[k] : (k % 10 ? `${ONES[k % 10]}und` : '') + TENS[Math.floor(k / 10)]);
  const below1000 = (k: number) => (k >= 100 ? `${ONES[Math.floor(k / 100)]}hundert` : '') + below100(k % 100);
  const th = Math.floor(n / 1000);
  return (th ? `${below1000(th)}tausend` : '') + below1000(n % 1000);
}
/** A hand on a form: the kit's hand is a larger serif. */
const hand = (p: PageBuilder, x: number, y: number, t: string, size = 12) => pencil(p, x, y, t, size);
/** A line to sign on, its caption under it. */
function signLine(p: PageBuilder, x: number, y: number, caption: string, w = 200) {
  p.box(x, y, w, 0.01);
  p.text(x, caption, { y: y + 10, size: 7 });
}

/** A hand-written receipt from a stall at the Allgäu Teilemarkt, 2008: Quittung pad, the sum in words, "dankend erhalten". */
export function deTeilemarktQuittungAllgaeu2008(rng: Random): Generated {
  const d = dateIn(rng, 2008, 2008);
  const p = new PageBuilder();
  p.box(40, 40, 515, 330);
  p.text(60, 'QUITTUNG', { y: 72, size: 18, bold: true });
  p.text(300, 'Nr.', { y: 72, size: 9 });
  hand(p, 320, 72, String(rng.int(1, 60)).padStart(3, '0'));
  const total = rng.int(4, 38) * 5;
  p.text(400, 'EUR', { y: 72, size: 9 });
  p.box(425, 58, 110, 20);
  hand(p, 432, 73, `${total},—`, 13);
  p.text(60, 'Gesamtbetrag in Worten', { y: 112, size: 8 });
  hand(p, 190, 112, `${wordsDe(total)} ~~`, 12);
  p.text(60, 'von', { y: 142, size: 8 });
  hand(p, 190, 142, 'Hr. Rupert Gschwend, Immenstadt', 12);
  p.text(60, 'für', { y: 172, size: 8 });
  hand(p, 190, 172, 'Lichtmaschine + Regler BMW R 26, gebraucht', 12);
  hand(p, 190, 192, 'Tachowelle, Kupplungshebel', 12);
  p.text(60, 'dankend erhalten', { y: 222, size: 8 });
  p.text(60, 'Ort / Datum', { y: 262, size: 8 });
  hand(p, 190, 262, `Leutkirch Teilemarkt, ${fd(d, 'de2')}`, 12);
  p.text(60, 'Unterschrift', { y: 302, size: 8 });
  hand(p, 190, 302, 'Wendelin Allgaier  (Stand 114)', 13);
  p.text(60, 'Tel. 07561 / 91 40 23 — Teile ohne Gewähr, Privatverkauf', { y: 350, size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Wendelin Allgaier', date: d, totalCost: total });
}

/** A PayPal payment confirmation printed as proof, 2022: the payee, the amount sent, a transaction code, a zero fee. */
export function dePayPalBelegThueringen2022(rng: Random): Generated {
  const d = dateIn(rng, 2022, 2022);
  const p = new PageBuilder();
  const goods = r2(rng.int(40, 380) + rng.pick([0, 0.5, 0.9, 0.95]));
  const ship = rng.pick([5.99, 6.9, 8.49]);
  const total = r2(goods + ship);
  p.y = 60;
  p.text(50, 'PayPal', { size: 22, bold: true });
  p.text(545, fd(d, 'delong') + ` ${rng.int(8, 22)}:${String(rng.int(0, 59)).padStart(2, '0')} MEZ`, { y: 60, size: 9, align: 'right' });
  p.down(40).text(50, 'Sie haben eine Zahlung gesendet', { size: 15, bold: true });
  p.down(28).text(50, `Sie haben ${money(total, EUR)} an Ostthüringer Oldtimerteile Kühn gesendet.`, { size: 10.5 });
  p.down(30);
  const rows: [string, string][] = [
    ['Transaktionscode', `${rng.int(1, 9)}${letters(rng, 2)}${rng.int(100000, 999999)}${letters(rng, 3)}${rng.int(1000000, 9999999)}`],
    ['Verkäufer', 'Ostthüringer Oldtimerteile Kühn'],
    ['E-Mail des Verkäufers', 'shop@oldtimerteile-kuehn.de'],
    ['Bestellnummer', `OT-${rng.int(2022000, 2022999)}`],
    ['Zahlungsart', 'PayPal-Guthaben / Bankkonto'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'above', 200, 10);
    p.down(30);
  });
  p.down(6).text(50, 'Details', { size: 11, bold: true }).down(18);
  table(
    p,
    [
      { x: 56, head: 'Artikel' },
      { x: 400, head: 'Menge', align: 'right' },
      { x: 540, head: 'Betrag', align: 'right' },
    ],
    [['Simson S51 Kabelbaum komplett + Zündschloss', '1', money(goods, EUR)]],
    { rules: 'head' },
  );
  totals(p, 330, 540, [
    ['Zwischensumme', money(goods, EUR)],
    ['Versand', money(ship, EUR)],
    ['Gebühr', money(0, EUR)],
    ['Gesamt', money(total, EUR)],
  ]);
  p.down(20);
  para(
    p,
    50,
    'Der Verkäufer wird Ihnen den Versand bestätigen. Sie sind durch den PayPal-Käuferschutz abgesichert. Lieferung an: Rico Dietzel, Lindenstraße 9, 07545 Gera.',
    100,
    { size: 8.5 },
  );
  footer(p, ['PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxembourg'], 'left');
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Ostthüringer Oldtimerteile Kühn', date: d, totalCost: total });
}

/** An Emsland club's spares scheme, 2014: a member's order, member number, postage, 19 % contained, "Betrag erhalten" stamp. */
export function deClubTeiledienstEmsland2014(rng: Random): Generated {
  const d = dateIn(rng, 2014, 2014);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Emsländer Käferfreunde e.V.',
    tag: 'Teiledienst für Mitglieder',
    lines: ['Teilewart: Heinz-Josef Többen · Am Rathaus 5 · 49733 Haren (Ems)'],
  });
  p.text(50, 'Lieferschein / Rechnung', { size: 13, bold: true }).text(545, `Datum ${fd(d, 'de')}`, { size: 9.5, align: 'right' });
  p.down(20);
  field(p, 50, p.y, 'Mitglied', 'Gerrit Hilling, Lathen', 'left', 80);
  field(p, 320, p.y, 'Mitglieds-Nr.', String(rng.int(100, 480)), 'left', 80);
  p.down(14);
  field(p, 50, p.y, 'Beleg-Nr.', `TD-14/${rng.int(10, 99)}`, 'left', 80);
  p.down(26);
  const items = rng
    .some(
      [
        ['Türdichtung links 1200', 38],
        ['Stoßstangenhalter vorn', 21.5],
        ['Heizungsbowdenzug', 9.8],
        ['Trittbrettgummi (Paar)', 44],
        ['Motorhaubendichtung', 12.9],
      ] as const,
      3,
    )
    .map(([t, a]) => [t, rng.int(1, 2), a] as [string, number, number]);
  const amounts = items.map(([, q, a]) => r2(q * a));
  const porto = 6.99;
  const total = r2(sum(amounts) + porto);
  table(
    p,
    [
      { x: 56, head: 'Menge' },
      { x: 100, head: 'Artikel' },
      { x: 460, head: 'Einzel', align: 'right' },
      { x: 540, head: 'Summe', align: 'right' },
    ],
    items.map(([t, q, a], i) => [String(q), t, num(a, 'de'), num(amounts[i], 'de')]),
    { rules: 'grid' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Porto DHL', money(porto, EUR)],
      ['Gesamtbetrag', money(total, EUR)],
    ],
    { box: 'last' },
  );
  p.text(50, `Im Gesamtbetrag sind 19 % MwSt. (${money(r2((total * 19) / 119), EUR)}) enthalten.`, { size: 8 }).down(24);
  stamp(p, 360, p.y, ['Betrag erhalten', fd(d, 'de')], 160);
  footer(p, [
    'Vereinskonto: Sparkasse Emsland · IBAN DE' +
      rng.int(10, 99) +
      ' 2665 0001 0000 ' +
      rng.int(100000, 999999) +
      ' · VR 1' +
      rng.int(100, 999) +
      ' AG Osnabrück',
  ]);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Emsländer Käferfreunde e.V.', date: d, totalCost: total });
}

/** A Thuringian season-plate policy, 2015: Haftpflicht and Teilkasko, months 04–10, the SB in a box, Versicherungsteuer. */
export function deSaisonPoliceErfurt2015(rng: Random): Generated {
  const start = '2015-04-01';
  const end = '2015-10-31';
  const p = new PageBuilder();
  letterhead(p, {
    style: 'left',
    name: 'Thüringer Kraftfahrt-Versicherung AG',
    tag: 'Geschäftsstelle Erfurt',
    lines: ['Juri-Gagarin-Ring 90 · 99084 Erfurt · Tel. 0361 / 6 54 30'],
  });
  p.text(545, 'Versicherungsschein', { y: 110, size: 14, bold: true, align: 'right' });
  p.y = 140;
  ['Herrn', 'Steffen Korn', 'Gothaer Straße 17', '99094 Erfurt'].forEach((l, i) => p.text(50, l, { y: 140 + i * 12, size: 10 }));
  const pol = `KF-${rng.int(100, 999)}-${rng.int(100000, 999999)}`;
  field(p, 345, 140, 'Versicherungs-Nr.', pol, 'left', 90);
  field(p, 345, 154, 'Ausstellungsdatum', fd(addDays(start, -rng.int(5, 20)), 'de'), 'left', 90);
  p.y = 210;
  field(p, 50, p.y, 'Fahrzeug', 'Simson SR 2E, Bj. 1962', 'left', 120);
  field(p, 50, p.y + 14, 'Kennzeichen', `EF-${letters(rng, 1)} ${rng.int(10, 99)}`, 'left', 120);
  field(p, 50, p.y + 28, 'Saisonzeitraum', '04 bis 10', 'left', 120);
  field(p, 50, p.y + 42, 'Versicherungsbeginn', fd(start, 'de'), 'left', 120);
  field(p, 50, p.y + 56, 'Ablauf', fd(end, 'de'), 'left', 120);
  p.y += 84;
  const kh = r2(rng.int(28, 60) + 0.4);
  const tk = r2(rng.int(12, 30) + 0.6);
  const net = r2(kh + tk);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const sb = rng.pick([150, 300]);
  table(
    p,
    [
      { x: 56, head: 'Sparte' },
      { x: 300, head: 'Selbstbeteiligung' },
      { x: 540, head: 'Beitrag (Saison)', align: 'right' },
    ],
    [
      ['Kfz-Haftpflicht (100 Mio. € pauschal)', '—', money(kh, EUR)],
      ['Teilkasko', `${sb} €`, money(tk, EUR)],
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
      ['Zu zahlender Beitrag', money(total, EUR)],
    ],
    { box: 'all' },
  );
  p.down(10);
  para(
    p,
    50,
    `Der Beitrag wird am ${fd(start, 'de')} von Ihrem Konto abgebucht. Schadenfreiheitsklasse SF 1/2 (wird bei Saisonkennzeichen anteilig geführt). Außerhalb des Saisonzeitraums besteht Ruheversicherung ohne Beitrag.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Teilkasko',
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Allgäu classic policy, 2020: an H plate, agreed value well above the premium, Vollkasko with a deductible, a yearly term. */
export function deOldtimerPoliceKempten2020(rng: Random): Generated {
  const start = `2020-0${rng.int(3, 6)}-01`;
  const end = addDays(start, 364);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'band',
    name: 'Allgäuer Oldtimer-Assekuranz',
    tag: 'Versicherungsmakler GmbH',
    lines: ['Bahnhofstraße 12', '87435 Kempten', 'Tel. 0831 / 96 07 71-0'],
  });
  p.text(50, 'Versicherungsbestätigung — Oldtimer mit H-Kennzeichen', { size: 12.5, bold: true }).down(26);
  const pol = `OT ${rng.int(2000, 2999)} ${rng.int(100000, 999999)}`;
  const value = rng.int(18, 65) * 1000;
  const sb = rng.pick([250, 500, 1000]);
  const pairs: [string, string][] = [
    ['Versicherungsnehmer', 'Xaver Hindelang, Sonthofen'],
    ['Vertragsnummer', pol],
    ['Fahrzeug', 'Porsche 912, Baujahr 1967'],
    ['Kennzeichen', `OA-${letters(rng, 2)} ${rng.int(10, 99)}H`],
    ['Vereinbarter Wert', money(value, EUR)],
    ['Fahrleistung', 'bis 5.000 km / Jahr'],
  ];
  pairs.forEach(([l, v], i) => field(p, 50 + (i % 3) * 165, p.y + Math.floor(i / 3) * 34, l, v, 'box', 160));
  p.down(80);
  const kh = r2(rng.int(60, 120) + 0.5);
  const vk = r2(rng.int(120, 380) + 0.25);
  const net = r2(kh + vk);
  const total = r2(net * 1.19);
  table(
    p,
    [
      { x: 56, head: 'Deckung' },
      { x: 330, head: 'SB je Schaden' },
      { x: 540, head: 'Jahresbeitrag', align: 'right' },
    ],
    [
      ['Haftpflicht', '—', money(kh, EUR)],
      ['Vollkasko inkl. Teilkasko', money(sb, EUR), money(vk, EUR)],
    ],
    { rules: 'grid' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Summe netto', money(net, EUR)],
      ['zzgl. 19 % VersSt', money(r2(total - net), EUR)],
      ['Jahresbeitrag gesamt', money(total, EUR)],
    ],
    { box: 'labelAbove' },
  );
  p.down(6);
  field(p, 50, p.y, 'Versicherungsbeginn', fd(start, 'de'), 'below', 150);
  field(p, 220, p.y, 'Versicherungsende', fd(end, 'de'), 'below', 150);
  field(p, 390, p.y, 'Hauptfälligkeit', fd(start, 'de').slice(0, 6), 'below', 150);
  p.down(40);
  para(p, 50, 'Voraussetzung: ein Alltagsfahrzeug ist vorhanden, Unterstellung in abschließbarer Garage. Wertgutachten nicht älter als 5 Jahre.', 100, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Burgenland club-scheme policy, 2012: ÖAMTC-style classic club tariff, Haftpflicht and Teilkasko, motor tax listed apart. */
export function deClubtarifEisenstadt2012(rng: Random): Generated {
  const start = `2012-0${rng.int(1, 9)}-15`;
  const end = addDays(start, 365);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Pannonia Versicherung AG',
    tag: 'Landesdirektion Burgenland',
    lines: ['Esterhazystraße 8 · 7000 Eisenstadt', 'Tel. 02682 / 6 20 41'],
  });
  p.text(50, 'Polizze', { size: 16, bold: true, serif: true }).down(16);
  p.text(50, 'Clubtarif „Historische Fahrzeuge" — Mitglied Oldtimerclub Neusiedler See', { size: 9 }).down(24);
  const pol = `${rng.int(100, 999)}/${rng.int(1000000, 9999999)}-${rng.int(1, 9)}`;
  const sb = rng.pick([200, 350]);
  [
    ['Polizzennummer', pol],
    ['Versicherungsnehmer', 'Ing. Stefan Horvath, Rust'],
    ['Fahrzeug', 'Steyr-Puch 500 D, Bj. 1964'],
    ['Kennzeichen', `ND-${rng.int(100, 999)}${letters(rng, 1)}`],
    ['Laufzeit', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
  ].forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'dots', 150, 10);
    p.down(18);
  });
  p.down(10);
  const kh = r2(rng.int(90, 160) + 0.2);
  const tk = r2(rng.int(40, 90) + 0.8);
  const ins = r2((kh + tk) * 0.11);
  const total = r2(kh + tk + ins);
  table(
    p,
    [
      { x: 56, head: 'Sparte' },
      { x: 300, head: 'Selbstbehalt', align: 'left' },
      { x: 540, head: 'Prämie jährlich', align: 'right' },
    ],
    [
      ['Kfz-Haftpflicht', 'kein', money(kh, EUR)],
      ['Teilkasko (Elementar, Diebstahl, Glas)', money(sb, EUR), money(tk, EUR)],
      ['Versicherungssteuer 11 %', '', money(ins, EUR)],
    ],
    { rules: 'dotted' },
  );
  totals(p, 330, 540, [['Jahresprämie', money(total, EUR)]], { box: 'last' });
  p.down(6);
  para(
    p,
    50,
    `Nicht enthalten: motorbezogene Versicherungssteuer ${money(r2(rng.int(8, 20) * 1.2), EUR)} monatlich laut Bescheid. Clubnachlass 25 % bereits berücksichtigt. Mitgliedsnummer ${rng.int(1000, 4999)}.`,
    100,
    { size: 8.5 },
  );
  stamp(p, 380, p.y + 16, ['Pannonia Versicherung', 'Eisenstadt'], 150);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Teilkasko',
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Graubünden veteran-car policy, 1998: CHF, Veteranenversicherung with the Kasko deductible, valid from–to in a row. */
export function deVeteranenPoliceChur1998(rng: Random): Generated {
  const start = '1998-05-01';
  const end = '1999-04-30';
  const CHF: Money = { cur: 'Fr.', style: 'ch', pos: 'pre' };
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Rätische Versicherungs-Gesellschaft',
    tag: 'Generalagentur Chur',
    lines: ['Poststrasse 22, 7000 Chur · Telefon 081 252 33 10'],
  });
  p.text(50, 'Police Nr.', { size: 10 });
  const pol = `${rng.int(10, 99)}.${rng.int(100000, 999999)}`;
  p.text(110, pol, { size: 12, bold: true });
  p.text(545, `Chur, ${fd(addDays(start, -rng.int(3, 25)), 'de')}`, { size: 9.5, align: 'right' });
  p.down(24);
  p.text(50, 'Motorfahrzeugversicherung für Veteranenfahrzeuge', { size: 12, bold: true }).down(20);
  const sb = rng.pick([500, 1000]);
  const vk = r2(rng.int(300, 700) + 0.4);
  const kh = r2(rng.int(180, 320) + 0.6);
  const stamp5 = r2((vk + kh) * 0.05);
  const total = r2(vk + kh + stamp5);
  [
    ['Versicherungsnehmer', 'Reto Caflisch, Thusis'],
    ['Fahrzeug', 'Alfa Romeo Giulia Sprint GT 1965'],
    ['Kontrollschild', `GR ${rng.int(1000, 99999)} V`],
    ['Veteranenprüfung', 'ja, Ausweis Ziffer 180'],
    ['Versicherungsdauer', `vom ${fd(start, 'de')} bis ${fd(end, 'de')}`],
  ].forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 140);
    p.down(14);
  });
  p.down(12);
  table(
    p,
    [
      { x: 56, head: 'Deckung' },
      { x: 330, head: 'Selbstbehalt' },
      { x: 540, head: 'Prämie Fr.', align: 'right' },
    ],
    [
      ['Haftpflicht', '—', num(kh, 'ch')],
      ['Vollkasko (Zeitwert vereinbart)', `Fr. ${num(sb, 'ch')}`, num(vk, 'ch')],
      ['Eidg. Stempelabgabe 5 %', '', num(stamp5, 'ch')],
    ],
    { rules: 'head' },
  );
  totals(p, 330, 540, [['Jahresprämie total', money(total, CHF)]], { box: 'labelAbove' });
  p.down(10);
  para(p, 50, 'Fahrleistung höchstens 3000 km pro Jahr. Das Fahrzeug darf nicht im Alltag verwendet werden.', 100, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A ZB I from Landkreis Emsland, 2018, for a car re-registered from the Netherlands: the Dutch kenteken in the remarks. */
export function deZbIEmslandExNL2018(rng: Random): Generated {
  const d = dateIn(rng, 2018, 2018);
  const p = new PageBuilder();
  const nr = `${letters(rng, 2)}${rng.int(1000000, 9999999)}`;
  const plate = `EL-${letters(rng, 2)} ${rng.int(10, 999)}H`;
  p.y = 50;
  p.text(545, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 7.5, align: 'right' });
  p.down(18).text(50, 'Zulassungsbescheinigung Teil I', { size: 15, bold: true, serif: true });
  p.down(28);
  field(p, 50, p.y, 'Nr. der Zulassungsbescheinigung', nr, 'box', 200);
  field(p, 270, p.y, 'A  Amtliches Kennzeichen', plate, 'box', 140);
  field(p, 430, p.y, 'I  Datum dieser Zulassung', fd(d, 'de'), 'box', 115);
  p.down(44);
  const rows: [string, string][] = [
    ['B', `Datum der Erstzulassung: ${fd(`19${rng.int(66, 79)}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, 'de')}`],
    ['C.1.1 / C.1.2', 'TEN BRINK / HENDRIK'],
    ['C.1.3', 'AM DIEK 14, 49716 MEPPEN'],
    ['D.1', 'DAF'],
    ['D.3', '55 COUPÉ'],
    ['E', `${rng.int(100000, 999999)}`],
    ['P.1 / P.2', '1108 / 33'],
  ];
  rows.forEach(([c, v]) => {
    p.text(50, c, { size: 8, bold: true }).text(150, v, { size: 10 });
    p.down(18);
  });
  p.down(8);
  para(
    p,
    50,
    `(22) Bemerkungen: FZ. ZUVOR IN DEN NIEDERLANDEN ZUGELASSEN, KENTEKEN ${rng.int(10, 99)}-${letters(rng, 2)}-${rng.int(10, 99)} *** OLDTIMER GEM. § 2 NR. 22 FZV *** HU ${String(rng.int(1, 12)).padStart(2, '0')}/2020`,
    95,
    { size: 8.5 },
  );
  stamp(p, 370, 520, ['LANDKREIS EMSLAND', 'Straßenverkehrsamt Meppen'], 170);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A Fahrzeugschein from Landratsamt Oberallgäu, 1974: the number at the foot under a caption, the Italian previous plate. */
export function deFahrzeugscheinSonthofen1974(rng: Random): Generated {
  const d = dateIn(rng, 1974, 1974);
  const p = new PageBuilder();
  const nr = `${letters(rng, 1)} ${rng.int(100000, 999999)}`;
  const plate = `OA-${letters(rng, 1)} ${rng.int(100, 999)}`;
  p.y = 60;
  p.text(297, 'Fahrzeugschein', { size: 19, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center' }).down(34);
  const rows: [string, string][] = [
    ['Amtl. Kennzeichen', plate],
    ['Name, Vorname', 'Wechs, Anton'],
    ['Wohnort', '8972 Sonthofen, Grüntenstraße 3'],
    ['Fahrzeugart', 'Pkw geschlossen'],
    ['Hersteller / Typ', 'Fiat 500 F'],
    ['Fahrgestell-Nr.', `110F ${rng.int(1000000, 2999999)}`],
    ['Vorheriges Kennzeichen', `BZ ${rng.int(10000, 99999)} (Italien)`],
    ['Zugelassen am', fd(d, 'de')],
  ];
  rows.forEach(([l, v]) => {
    p.text(60, v, { size: 11, serif: true });
    p.box(60, p.y + 3, 440, 0.01);
    p.text(60, l, { y: p.y + 12, size: 6.5 });
    p.down(30);
  });
  p.down(10);
  p.text(60, nr, { size: 12, bold: true }).down(12).text(60, 'Nummer des Fahrzeugscheins', { size: 6.5 });
  stamp(p, 360, p.y + 10, ['LANDRATSAMT OBERALLGÄU', 'Zulassungsstelle'], 175);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A ZB I with a season plate from Burgenlandkreis (Naumburg), 2009, for a car brought from Belgium: codes in a grid. */
export function deZbISaisonNaumburg2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const p = new PageBuilder();
  const nr = `${letters(rng, 2)}${rng.int(1000000, 9999999)}`;
  const plate = `BLK-${letters(rng, 1)} ${rng.int(10, 99)}`;
  p.y = 54;
  p.text(50, 'ZULASSUNGSBESCHEINIGUNG TEIL I', { size: 13, bold: true });
  p.text(545, nr, { size: 13, bold: true, align: 'right' });
  p.down(12).text(50, 'Fahrzeugschein', { size: 8 });
  p.down(34);
  const grid: [string, string][] = [
    ['A', plate],
    ['B', fd(`19${rng.int(70, 79)}-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'de')],
    ['I', fd(d, 'de')],
    ['D.1', 'VOLVO'],
    ['D.3', 'P 1800 ES'],
    ['C.1.1', 'ZSCHIESCHE'],
    ['C.1.3', 'WEINBERGSTR. 2, 06618 NAUMBURG'],
    ['(Saison)', '04-09'],
  ];
  grid.forEach(([c, v], i) => {
    const x = 50 + (i % 2) * 250;
    const y = p.y + Math.floor(i / 2) * 32;
    p.box(x, y - 12, 245, 28);
    p.text(x + 4, c, { y: y - 2, size: 7, bold: true });
    p.text(x + 4, v, { y: y + 11, size: 10 });
  });
  p.down(4 * 32 + 12);
  para(
    p,
    50,
    `(22) VORHER ZUGELASSEN IN BELGIEN, KENNZ. ${rng.int(1, 9)}-${letters(rng, 3)}-${rng.int(100, 999)} *** EINZELGENEHMIGUNG NACH § 21 STVZO *** NÄCHSTE HU ${String(rng.int(1, 12)).padStart(2, '0')}/2011`,
    95,
    { size: 8.5 },
  );
  stamp(p, 360, 480, ['BURGENLANDKREIS', 'Zulassungsbehörde Naumburg'], 180);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A ZB II from Saalekreis, 2010, for a car re-imported from Denmark: the date of issue by the seal, the first registration apart. */
export function deZbIIMerseburg2010(rng: Random): Generated {
  const d = dateIn(rng, 2010, 2010);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, 'Zulassungsbescheinigung Teil II', { size: 15, bold: true });
  p.text(545, `${letters(rng, 2)}${rng.int(100000, 999999)}`, { size: 12, bold: true, align: 'right' });
  p.down(13).text(50, '(Fahrzeugbrief)', { size: 8.5 });
  p.down(34);
  const rows: [string, string][] = [
    ['C.2.1 Name', 'MATTHÄI'],
    ['C.2.2 Vorname', 'JÖRG'],
    ['C.2.3 Anschrift', 'ROSSMARKT 7, 06217 MERSEBURG'],
    ['B Datum der Erstzulassung', fd(`19${rng.int(60, 72)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['D.1 Marke', 'SAAB'],
    ['D.3 Handelsbezeichnung', '96 V4'],
    ['E Fahrzeug-Ident.-Nr.', `96${rng.int(100000, 999999)}`],
    ['Bemerkung', 'vorher in Dänemark zugelassen'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 170, 10);
    p.down(19);
  });
  p.down(30);
  p.text(330, 'Datum', { size: 7 }).text(330, fd(d, 'de'), { y: p.y + 14, size: 11, bold: true });
  p.text(430, 'Zulassungsbehörde', { size: 7 }).text(430, 'Saalekreis', { y: p.y + 14, size: 10 });
  p.down(30);
  stamp(p, 360, p.y, ['SAALEKREIS', 'Der Landrat'], 160);
  return doc(p, 'de', { documentType: 'title', date: d });
}

/** A Kleinanzeigen sale on an ADAC-style private Kaufvertrag, Magdeburg-Börde 2021: boxes, hand-filled values, a deposit. */
export function deKaufvertragPrivatBoerde2021(rng: Random): Generated {
  const d = dateIn(rng, 2021, 2021);
  const p = new PageBuilder();
  const price = rng.int(24, 140) * 100;
  const deposit = rng.pick([200, 300, 500]);
  p.y = 50;
  p.text(50, 'Kaufvertrag', { size: 18, bold: true });
  p.text(545, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeugs', { y: 50, size: 8.5, align: 'right' });
  p.down(30);
  const box = (x: number, y: number, w: number, label: string, value: string) => {
    p.box(x, y - 12, w, 30);
    p.text(x + 4, label, { y: y - 3, size: 6.5 });
    hand(p, x + 6, y + 13, value, 12);
  };
  p.text(50, 'Verkäufer', { size: 10, bold: true }).text(300, 'Käufer', { size: 10, bold: true });
  p.down(20);
  box(50, p.y, 240, 'Name, Vorname', 'Ballerstedt, Ines');
  box(300, p.y, 245, 'Name, Vorname', 'Hädicke, Marco');
  p.down(34);
  box(50, p.y, 240, 'Anschrift', 'Breiteweg 60, 39387 Oschersleben');
  box(300, p.y, 245, 'Anschrift', 'Am Anger 4, 39340 Haldensleben');
  p.down(34);
  box(50, p.y, 240, 'Telefon', `0170 ${rng.int(1000000, 9999999)}`);
  box(300, p.y, 245, 'Ausweis-Nr.', `L${rng.int(10000000, 99999999)}`);
  p.down(44);
  p.text(50, 'Fahrzeug', { size: 10, bold: true }).down(20);
  box(50, p.y, 160, 'Hersteller / Typ', 'Trabant 601 Kombi');
  box(215, p.y, 130, 'Amtl. Kennzeichen', `BK-${letters(rng, 2)} ${rng.int(10, 99)}H`);
  box(350, p.y, 195, 'Fahrzeug-Ident.-Nr.', String(rng.int(1000000, 9999999)));
  p.down(34);
  box(50, p.y, 160, 'Erstzulassung', `0${rng.int(1, 9)}/1988`);
  box(215, p.y, 130, 'km-Stand (abgelesen)', num(rng.int(40, 99) * 1000 + rng.int(0, 999), 'de').slice(0, -3));
  box(350, p.y, 195, 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/2023`);
  p.down(44);
  p.text(50, 'Preis', { size: 10, bold: true }).down(20);
  box(50, p.y, 200, 'Kaufpreis EUR', `${num(price, 'de')}`);
  box(260, p.y, 140, 'Anzahlung erhalten', `${deposit},-`);
  box(410, p.y, 135, 'Restbetrag bei Übergabe', `${num(price - deposit, 'de')}`);
  p.down(44);
  para(
    p,
    50,
    'Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist.',
    100,
    { size: 8 },
  );
  p.down(20);
  hand(p, 50, p.y, `Oschersleben, ${fd(d, 'de')}`);
  hand(p, 320, p.y, `Oschersleben, ${fd(d, 'de')}`);
  p.down(24);
  signLine(p, 50, p.y, 'Ort, Datum, Unterschrift Verkäufer');
  signLine(p, 320, p.y, 'Ort, Datum, Unterschrift Käufer');
  p.text(50, 'Vordruck nach Muster des ADAC — Inserat auf Kleinanzeigen', { y: 800, size: 6.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Ines Ballerstedt', saleDate: d, purchasePrice: price });
}

/** A private sale in Memmingen, 1977: a typed contract in prose, the price in DM in the text and in words, two signatures. */
export function deKaufvertragMemmingen1977(rng: Random): Generated {
  const d = dateIn(rng, 1977, 1977);
  const p = new PageBuilder();
  const price = rng.int(18, 75) * 100;
  p.y = 70;
  p.text(297, 'K a u f v e r t r a g', { size: 16, bold: true, serif: true, align: 'center' }).down(34);
  para(
    p,
    60,
    `Herr Korbinian Hefele, Buxacher Straße 40, 8940 Memmingen (Verkäufer), verkauft heute an Herrn Bernhard Wiest, Ottobeuren (Käufer), den gebrauchten Personenkraftwagen NSU Prinz 4 L, Fahrgestell-Nr. ${rng.int(4000000, 4999999)}, amtliches Kennzeichen MM-${letters(rng, 1)} ${rng.int(100, 999)}, Tachostand ${num(rng.int(40, 99) * 1000, 'de').slice(0, -3)} km, Brief-Nr. ${letters(rng, 1)} ${rng.int(100000, 999999)}.`,
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(10);
  para(
    p,
    60,
    `Der Kaufpreis beträgt DM ${num(price, 'de')} (in Worten: ${wordsDe(price)} Deutsche Mark). Er wird bei Übergabe des Fahrzeugs bar bezahlt. Der Empfang des Betrages wird durch die Unterschrift des Verkäufers bestätigt.`,
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(10);
  para(
    p,
    60,
    'Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluß jeder Gewährleistung verkauft. Der Verkäufer versichert, daß das Fahrzeug unfallfrei ist.',
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(24);
  p.text(60, `Memmingen, den ${fd(d, 'delong')}`, { size: 10.5, serif: true });
  p.down(60);
  signLine(p, 60, p.y, 'Verkäufer');
  signLine(p, 320, p.y, 'Käufer');
  hand(p, 66, p.y - 6, 'K. Hefele', 14);
  hand(p, 326, p.y - 6, 'B. Wiest', 14);
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Korbinian Hefele', saleDate: d, purchasePrice: price });
}

/** An ÖAMTC-style private contract from the Burgenland, 2009: numbered sections, the price beside the label, a right-hand date. */
export function deKaufvertragNeusiedl2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const p = new PageBuilder();
  const price = rng.int(30, 160) * 100;
  p.y = 54;
  p.text(50, 'KAUFVERTRAG', { size: 16, bold: true }).text(545, 'Privatverkauf Gebrauchtfahrzeug', { size: 8.5, align: 'right' });
  p.down(12).text(50, 'Vordruck nach ÖAMTC-Muster', { size: 7 });
  p.down(30);
  const sec = (t: string) => {
    p.text(50, t, { size: 9.5, bold: true });
    p.down(16);
  };
  sec('1. Verkäufer/in');
  field(p, 60, p.y, 'Name', '', 'left', 80);
  hand(p, 160, p.y, 'Eszter Kovács-Leitgeb');
  field(p, 330, p.y, 'Tel.', '', 'left', 30);
  hand(p, 360, p.y, `0664 / ${rng.int(1000000, 9999999)}`);
  p.down(16);
  field(p, 60, p.y, 'Adresse', '', 'left', 80);
  hand(p, 160, p.y, 'Seestraße 11, 7100 Neusiedl am See');
  p.down(26);
  sec('2. Käufer/in');
  field(p, 60, p.y, 'Name', '', 'left', 80);
  hand(p, 160, p.y, 'Markus Gmeiner');
  p.down(16);
  field(p, 60, p.y, 'Adresse', '', 'left', 80);
  hand(p, 160, p.y, 'Hauptstraße 3, 2460 Bruck an der Leitha');
  p.down(26);
  sec('3. Fahrzeug');
  [
    ['Marke/Type', 'Lancia Fulvia Coupé 1.3 S'],
    ['Fahrgestellnr.', `818630 ${rng.int(100000, 999999)}`],
    ['Erstzulassung', '1972'],
    ['Kilometerstand', num(rng.int(60, 140) * 1000, 'de').slice(0, -3)],
    ['Kennzeichen', 'wird abgemeldet'],
  ].forEach(([l, v]) => {
    field(p, 60, p.y, l, '', 'left', 80);
    hand(p, 160, p.y, v);
    p.down(16);
  });
  p.down(10);
  sec('4. Kaufpreis');
  p.text(60, 'Der Kaufpreis beträgt EUR', { size: 9.5 });
  p.box(200, p.y - 13, 120, 20);
  hand(p, 210, p.y + 1, `${num(price, 'de')}`, 13);
  p.text(330, 'und wurde bar übergeben.', { size: 9.5 });
  p.down(30);
  sec('5. Gewährleistung');
  para(
    p,
    60,
    'Die Gewährleistung wird einvernehmlich ausgeschlossen. Der/die Verkäufer/in erklärt, dass das Fahrzeug keine ihm/ihr bekannten versteckten Mängel aufweist.',
    95,
    { size: 8.5 },
  );
  p.down(20);
  p.text(545, 'Ort, Datum', { size: 7, align: 'right' });
  hand(p, 380, p.y - 12, `Neusiedl, ${fd(d, 'de')}`);
  p.down(40);
  signLine(p, 60, p.y, 'Unterschrift Verkäufer/in');
  signLine(p, 330, p.y, 'Unterschrift Käufer/in');
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Eszter Kovács-Leitgeb', saleDate: d, purchasePrice: price });
}

/** A club expert's short valuation from Thuringia, 2017: Zustandsnote, Marktwert beside a higher Wiederbeschaffungswert, signed. */
export function deKurzbewertungGotha2017(rng: Random): Generated {
  const d = dateIn(rng, 2017, 2017);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'left',
    name: 'IFA-Oldtimerclub Thüringen e.V.',
    tag: 'Technischer Ausschuss · Fahrzeugbewertung',
    lines: ['Schloßberg 2 · 99867 Gotha'],
  });
  p.text(50, 'Kurzbewertung', { size: 15, bold: true }).text(545, `Gotha, ${fd(d, 'de')}`, { size: 9.5, align: 'right' });
  p.down(26);
  const market = rng.int(6, 22) * 500;
  const replace = r2(market * 1.3);
  const note = rng.pick(['2', '2-', '3+', '3']);
  [
    ['Auftraggeber', 'Andreas Pfannschmidt, Waltershausen'],
    ['Fahrzeug', 'Wartburg 311/2 Cabriolet, Bj. 1959'],
    ['Fahrgestell', String(rng.int(100000, 999999))],
    ['Tachostand (nicht garantiert)', num(rng.int(20, 99) * 1000, 'de').slice(0, -3) + ' km'],
    ['Besichtigt am', fd(addDays(d, -rng.int(2, 10)), 'de')],
  ].forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 160);
    p.down(15);
  });
  p.down(14);
  para(
    p,
    50,
    'Befund: Karosserie fachgerecht restauriert, Spaltmaße gleichmäßig, Lack mit leichten Polierspuren. Motor 3-Zylinder-Zweitakt läuft rund, Kupplung trennt sauber. Verdeck neu (2015). Innenausstattung original mit Gebrauchsspuren.',
    100,
    { size: 9 },
  );
  p.down(14);
  p.box(50, p.y - 12, 495, 70);
  p.text(60, 'Zustandsnote', { size: 8 }).text(200, note, { size: 14, bold: true });
  p.down(22).text(60, 'Marktwert', { size: 8 }).text(200, money(market, EUR), { size: 12, bold: true });
  p.text(330, 'Wiederbeschaffungswert', { size: 8 }).text(540, money(replace, EUR), { size: 10, align: 'right' });
  p.down(22).text(60, 'Bewertung nach Classic-Data-Systematik, Stand ' + fd(d, 'de').slice(3), { size: 7.5 });
  p.down(40);
  para(
    p,
    50,
    'Diese Kurzbewertung ersetzt kein Wertgutachten eines öffentlich bestellten Sachverständigen. Sie dient der Vorlage bei Versicherern im Rahmen des Clubtarifs.',
    100,
    { size: 8 },
  );
  p.down(30);
  hand(p, 60, p.y, 'H. Wolfram', 15);
  signLine(p, 50, p.y + 6, 'Hartmut Wolfram, Bewerter des Clubs');
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: 'Hartmut Wolfram', appraisalDate: d, appraisedValue: market, conditionNotes: note });
}

/** A Graubünden veteran expert's report, 2003: CHF, a Zustand word, the Verkehrswert in a framed row, the expert's name at the top. */
export function deExpertiseDavos2003(rng: Random): Generated {
  const d = dateIn(rng, 2003, 2003);
  const CHF: Money = { cur: 'CHF', style: 'ch', pos: 'pre' };
  const p = new PageBuilder();
  letterhead(p, {
    style: 'split',
    name: 'Fadri Ganzoni',
    tag: 'Experte Veteranenfahrzeuge (FSVA-anerkannt)',
    lines: ['Promenade 88', '7270 Davos Platz', 'Tel. 081 413 52 06'],
  });
  p.text(50, 'Kurz-Expertise', { size: 15, bold: true, serif: true }).down(10);
  p.text(50, `Nr. ${rng.int(300, 699)}/03`, { y: p.y + 12, size: 8.5 });
  p.text(545, `Davos, ${fd(d, 'de')}`, { size: 9.5, align: 'right' });
  p.down(38);
  const value = rng.int(12, 60) * 1000;
  const state = rng.pick(['sehr gut', 'gut', 'gut bis sehr gut']);
  table(
    p,
    [
      { x: 56, head: 'Angabe' },
      { x: 240, head: 'Befund' },
    ],
    [
      ['Marke / Typ', 'Lancia Aurelia B20 GT'],
      ['Jahrgang', '1956'],
      ['Chassis-Nr.', `B20-${rng.int(1000, 4999)}`],
      ['Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
      ['Kilometerstand', `${num(rng.int(30, 99) * 1000, 'ch').slice(0, -3)} (Tacho)`],
      ['Eigentümer', 'Luregn Darms, Klosters'],
    ],
    { rules: 'grid' },
  );
  p.down(10);
  para(
    p,
    50,
    'Das Fahrzeug ist in allen Baugruppen original erhalten, fachgerecht gewartet und fahrbereit. Unterboden ohne Durchrostung. Motor, Getriebe und Hinterachse ohne Befund.',
    100,
    { size: 9, serif: true },
  );
  p.down(10);
  field(p, 50, p.y, 'Allgemeinzustand', state, 'left', 160, 11);
  p.down(24);
  totals(p, 50, 400, [['Verkehrswert (Marktwert) Schweiz', money(value, CHF)]], { box: 'last' });
  p.down(6);
  p.text(50, `Versicherungswert empfohlen: ${money(r2(value * 1.15), CHF)} (inkl. Ersatzteile und Wiederbeschaffungskosten).`, { size: 8.5 });
  p.down(50);
  hand(p, 360, p.y, 'F. Ganzoni', 15);
  p.box(350, p.y + 6, 190, 0.01);
  p.text(350, 'Der Experte', { y: p.y + 16, size: 7 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: 'Fadri Ganzoni', appraisalDate: d, appraisedValue: value, conditionNotes: state });
}
