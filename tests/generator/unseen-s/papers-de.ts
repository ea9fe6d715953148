/** German-language receipts, policies, registrations, a title, sales and a valuation of the collector's import and show paper. */
import { addDays, dateIn, doc, fd, para, r2, r05, vatCH } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, footer, under, letterhead, money, PageBuilder, pencil, stamp, table, totals, type Money } from './kit';

const EUR: Money = { cur: '€', style: 'de', pos: 'post' };
const plateLetters = (rng: Random, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');

/** An enclosed car transporter's receipt, Cologne 2014: band head, values over captions, right-aligned sums. */
export function deTransportReceipt2014(rng: Random): Generated {
  const d = dateIn(rng, 2014, 2014);
  const p = new PageBuilder();
  const shop = 'Rheinland Classic Transporte';
  letterhead(p, {
    style: 'band',
    name: shop,
    tag: 'geschlossene Fahrzeugtransporte',
    lines: ['Inh. Peter Klaassen', 'Hansestraße 40', '51149 Köln', 'Tel. 02203 / 91 44 70'],
  });
  p.text(50, 'Quittung', { size: 16, bold: true }).down(26);
  const km = rng.int(180, 420);
  under(p, 50, p.y, fd(d, 'de'), 'Datum', 110);
  under(p, 170, p.y, `Q-${rng.int(1400, 1999)}`, 'Quittungs-Nr.', 110);
  under(p, 290, p.y, 'Hafen Antwerpen → Köln', 'Strecke', 150);
  under(p, 450, p.y, `${km} km`, 'Entfernung', 90);
  p.down(44);
  p.text(50, 'Fahrzeug: Facel Vega HK500, aus Übersee (Container ex Baltimore), Abholung am Terminal', { size: 9.5 }).down(20);
  const lines: [string, number][] = [
    [`Transport geschlossen, ${km} km à 2,10 €`, r2(km * 2.1)],
    ['Terminal-Handling Antwerpen', 95],
    ['Transportversicherung bis 150.000 €', 48],
  ];
  table(
    p,
    [
      { x: 56, head: 'Leistung' },
      { x: 540, head: 'Betrag', align: 'right' },
    ],
    lines.map(([t, a]) => [t, money(a, { ...EUR, pos: 'none' })]),
    { rules: 'head' },
  );
  const net = r2(lines.reduce((a, b) => a + b[1], 0));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  totals(
    p,
    360,
    540,
    [
      ['Netto', money(net, EUR)],
      ['MwSt. 19 %', money(vat, EUR)],
      ['Betrag erhalten', money(total, EUR)],
    ],
    { box: 'last' },
  );
  p.down(10).text(50, 'Betrag in bar dankend erhalten.', { size: 9.5 });
  pencil(p, 300, p.y + 40, 'P. Klaassen');
  footer(p, ['Rheinland Classic Transporte · Steuer-Nr. 217/5120/3318 · Kreissparkasse Köln IBAN DE12 3705 0299 0012 4470 11']);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A customs office's cash receipt for import duties, Lörrach 2006: the customs value larger than what was paid. */
export function deCustomsReceipt2006(rng: Random): Generated {
  const d = dateIn(rng, 2006, 2006);
  const p = new PageBuilder();
  const shop = 'Hauptzollamt Lörrach';
  p.y = 56;
  p.text(50, 'Bundesfinanzverwaltung', { size: 8 }).down(14);
  p.text(50, shop, { size: 14, bold: true }).down(12);
  p.text(50, 'Zollamt Weil am Rhein-Autobahn · Zahlstelle', { size: 8.5 }).down(30);
  p.text(297, 'Quittung über Einfuhrabgaben', { size: 13, bold: true, align: 'center' }).down(26);
  const value = rng.int(18, 60) * 1000;
  const freight = rng.int(300, 900);
  const duty = r2((value + freight) * 0.1);
  const eust = r2((value + freight + duty) * 0.16);
  const total = r2(duty + eust);
  const cells: [string, string][] = [
    ['Quittungs-Nr.', `${rng.int(100, 999)}/${rng.int(10000, 99999)}/06`],
    ['Datum', fd(d, 'de')],
    ['Zollanmeldung', `ATLAS ${rng.int(1000000, 9999999)}`],
    ['Warennummer', '8703 23 90'],
  ];
  cells.forEach(([l, v], i) => field(p, 50 + i * 124, p.y, l, v, 'box', 120));
  p.down(34);
  p.text(50, 'Ware: 1 Personenkraftwagen Mercedes-Benz 280 SE 3.5 Cabriolet, Bj. 1970, aus der Schweiz', { size: 9.5 }).down(24);
  const rows: [string, string][] = [
    ['Zollwert (Kaufpreis CHF umgerechnet, zzgl. Fracht)', money(value + freight, EUR)],
    ['Zoll 10 %', money(duty, EUR)],
    ['Einfuhrumsatzsteuer 16 %', money(eust, EUR)],
  ];
  rows.forEach(([l, v]) => {
    p.text(56, l, { size: 9.5 }).text(540, v, { size: 9.5, align: 'right' });
    p.down(15);
  });
  p.down(6);
  totals(p, 300, 540, [['Gesamtbetrag bar erhalten', money(total, EUR)]], { box: 'labelAbove' });
  p.down(10);
  para(p, 50, 'Die Abgaben wurden bar entrichtet. Diese Quittung ist dem Fahrzeug für die Zulassung beizufügen (Unbedenklichkeitsbescheinigung folgt).', 95, {
    size: 8.5,
  });
  stamp(p, 360, 610, ['ZOLLAMT', 'Weil am Rhein-Autobahn'], 170);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A winter storage receipt from Upper Austria, 1999: typed in a serif, schillings, written-out sum. */
export function deStorageReceipt1999(rng: Random): Generated {
  const d = dateIn(rng, 1999, 1999);
  const p = new PageBuilder();
  const shop = 'Oldtimer-Garage Mondsee';
  letterhead(p, {
    style: 'left',
    name: shop,
    tag: 'Winterquartier · Pflege · Überstellungen',
    lines: ['Herzog-Odilo-Straße 21 · A-5310 Mondsee · Tel. 06232 / 41 88'],
    serif: true,
  });
  p.down(10).text(297, 'Q U I T T U N G', { size: 15, bold: true, serif: true, align: 'center' }).down(30);
  const months = rng.int(5, 7);
  const perMonth = rng.pick([650, 700, 800]);
  const care = rng.pick([900, 1200]);
  const net = months * perMonth + care;
  const total = r2(net * 1.2);
  const M: Money = { cur: 'S', style: 'de', pos: 'pre', dash: true };
  field(p, 50, p.y, 'Nr.', `${rng.int(10, 99)}/99`, 'dots', 80, 10);
  p.down(18);
  field(p, 50, p.y, 'Von Herrn', 'Dr. Gernot Aichinger, Linz', 'dots', 80, 10);
  p.down(18);
  field(p, 50, p.y, 'für', `Einstellung Lancia Aurelia B24 (Import Italien), ${months} Monate`, 'dots', 80, 10);
  p.down(26);
  table(
    p,
    [
      { x: 70, head: 'Posten' },
      { x: 520, head: 'Schilling', align: 'right' },
    ],
    [
      [`Einstellgebühr ${months} × ${money(perMonth, M)}`, money(months * perMonth, { ...M, pos: 'none' })],
      ['Batteriepflege, Reifendruck, Frühjahrswäsche', money(care, { ...M, pos: 'none' })],
    ],
    { rules: 'none', left: 60, right: 530 },
  );
  totals(
    p,
    330,
    520,
    [
      ['netto', money(net, M)],
      ['20 % USt', money(r2(net * 0.2), M)],
      ['Summe', money(total, M)],
    ],
    { box: 'all' },
  );
  p.down(12);
  p.text(50, `Betrag von ${money(total, M)} dankend erhalten.`, { size: 10, serif: true }).down(30);
  p.text(50, `Mondsee, am ${fd(d, 'de')}`, { size: 10, serif: true });
  pencil(p, 340, p.y + 6, 'F. Hemetsberger', 14);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A parts dealer's sales slip at a classic show in Basel, 2018: prices incl. MWST, Rappen rounding, a narrow slip. */
export function deShowSlipBasel2018(rng: Random): Generated {
  const d = dateIn(rng, 2018, 2018);
  const p = new PageBuilder();
  const shop = 'Veteranen-Teile Frey';
  p.y = 60;
  p.text(200, shop.toUpperCase(), { size: 12, bold: true });
  p.down(13).text(200, 'Stand B 14 · Oldtimer-Markt Basel', { size: 8 });
  p.down(11).text(200, 'Frey Fahrzeugteile GmbH, 4133 Pratteln', { size: 8 });
  p.down(11).text(200, 'MWST-Nr. CHE-112.447.930 MWST', { size: 8 });
  p.down(20).text(200, `Verkaufsbeleg ${rng.int(300, 899)}    ${fd(d, 'de')}  ${rng.int(10, 17)}:${rng.int(10, 59)}`, { size: 8.5 });
  p.down(8).box(200, p.y, 200, 0.01).down(14);
  const items = rng.some(
    [
      ['Scheinwerferglas Bosch', 145],
      ['Typenschild Reprod.', 38],
      ['Werkstatthandbuch 356', 65],
      ['Türgriffdichtung Paar', 24],
      ['Emblem Haube', 89],
      ['Ventilkappen Satz', 12],
    ] as const,
    4,
  );
  for (const [t, a] of items) {
    p.text(200, t, { size: 8.5 }).text(400, a.toFixed(2), { size: 8.5, align: 'right' });
    p.down(12);
  }
  const gross = items.reduce((s, [, a]) => s + a, 0);
  const total = r05(gross);
  const rate = vatCH(2018);
  const vat = r2((total * rate) / (100 + rate));
  p.down(4).box(200, p.y - 8, 200, 0.01);
  p.text(200, 'Total CHF', { size: 11, bold: true }).text(400, total.toFixed(2), { size: 11, bold: true, align: 'right' });
  p.down(14).text(200, `inkl. MWST ${rate} %`, { size: 8 }).text(400, vat.toFixed(2), { size: 8, align: 'right' });
  p.down(12)
    .text(200, 'Bar', { size: 8 })
    .text(400, (Math.ceil(total / 50) * 50).toFixed(2), { size: 8, align: 'right' });
  p.down(12)
    .text(200, 'Zurück', { size: 8 })
    .text(400, r2(Math.ceil(total / 50) * 50 - total).toFixed(2), { size: 8, align: 'right' });
  p.down(20).text(300, 'Danke für Ihren Besuch!', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** An agreed-value classic policy, 2016 (DE): a Versicherungsschein with a boxed head and a cover table; the agreed value is no premium. */
export function deAgreedValuePolicy2016(rng: Random): Generated {
  const start = `2016-${String(rng.int(3, 5)).padStart(2, '0')}-01`;
  const end = addDays(start, 365);
  const issued = addDays(start, -rng.int(5, 20));
  const p = new PageBuilder();
  letterhead(p, {
    style: 'logo',
    name: 'Hanseatische Oldtimer Versicherung AG',
    tag: 'Spezialversicherer für historische Fahrzeuge',
    lines: ['Ballindamm 12 · 20095 Hamburg · www.hov-oldtimer.de'],
  });
  p.text(50, 'Versicherungsschein', { size: 15, bold: true }).down(22);
  const pol = `HOV-${rng.int(100, 999)}-${rng.int(100000, 999999)}`;
  const agreed = rng.int(45, 180) * 1000;
  const sb = rng.pick([250, 500, 1000]);
  field(p, 50, p.y, 'Versicherungsschein-Nr.', pol, 'box', 160);
  field(p, 214, p.y, 'Ausgestellt am', fd(issued, 'de'), 'box', 100);
  field(p, 318, p.y, 'Versicherungsbeginn', fd(start, 'de'), 'box', 110);
  field(p, 432, p.y, 'Ablauf', fd(end, 'de'), 'box', 110);
  p.down(36);
  p.text(50, 'Versicherungsnehmer: Herr Claus-Dieter Wendt, Elbchaussee 301, 22609 Hamburg', { size: 9.5 }).down(14);
  p.text(50, `Fahrzeug: Mercedes-Benz 190 SL, Baujahr 1959, Kennzeichen HH-CW ${rng.int(10, 99)}H (H-Kennzeichen)`, { size: 9.5 }).down(14);
  p.text(50, 'Der Wagen wurde 2015 aus den USA eingeführt; Wertgutachten vom Dezember 2015 liegt vor.', { size: 9.5 }).down(22);
  const liab = r2(rng.int(90, 160) + rng.int(0, 99) / 100);
  const kasko = r2(rng.int(300, 900) + rng.int(0, 99) / 100);
  const net = r2(liab + kasko);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  table(
    p,
    [
      { x: 56, head: 'Sparte' },
      { x: 260, head: 'Umfang' },
      { x: 420, head: 'Selbstbeteiligung', align: 'right' },
      { x: 540, head: 'Jahresbeitrag', align: 'right' },
    ],
    [
      ['Kfz-Haftpflicht', '100 Mio. € pauschal', '—', money(liab, EUR)],
      ['Oldtimer-Vollkasko', `vereinbarter Wert ${money(agreed, EUR)}`, money(sb, EUR), money(kasko, EUR)],
    ],
    { rules: 'grid' },
  );
  totals(
    p,
    330,
    540,
    [
      ['Nettobeitrag', money(net, EUR)],
      ['Versicherungsteuer 19 %', money(tax, EUR)],
      ['Jahresbeitrag gesamt', money(total, EUR)],
    ],
    { box: 'last' },
  );
  p.down(8);
  para(
    p,
    50,
    'Fahrten zu Oldtimer-Veranstaltungen, Ausstellungen und Concours sowie der Transport auf Anhängern sind mitversichert. Jährliche Fahrleistung bis 5.000 km.',
    100,
    { size: 8.5 },
  );
  footer(p, ['Hanseatische Oldtimer Versicherung AG · Vorstand: Dr. I. Carstens · Amtsgericht Hamburg HRB 99 412']);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Oldtimer-Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A Swiss veteran-car policy, 2024: right-hand head, label lines, Prämie with Stempelabgabe, labels under values. */
export function deSwissPolicy2024(rng: Random): Generated {
  const start = `2024-${String(rng.int(1, 6)).padStart(2, '0')}-01`;
  const end = addDays(`2025${start.slice(4)}`, -1);
  const p = new PageBuilder();
  letterhead(p, {
    style: 'right',
    name: 'Helvetia Veteranen Assekuranz',
    tag: 'Motorfahrzeugversicherung für Sammler',
    lines: ['Aeschengraben 9, 4051 Basel', 'Telefon 061 205 44 10'],
  });
  p.text(50, 'Police Motorfahrzeugversicherung', { size: 14, bold: true }).down(26);
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const M: Money = { cur: 'CHF', style: 'ch', pos: 'pre' };
  const sb = rng.pick([500, 1000, 2000]);
  const cells: [string, string][] = [
    [pol, 'Policen-Nr.'],
    [fd(start, 'de'), 'Beginn'],
    [fd(end, 'de'), 'Ablauf'],
    ['Jahresprämie', 'Zahlungsweise'],
  ];
  cells.forEach(([v, l], i) => under(p, 50 + i * 124, p.y, v, l, 124));
  p.down(36);
  p.text(50, 'Versicherungsnehmer: Herr Urs Schlatter, Rebgasse 14, 4058 Basel', { size: 9.5 }).down(14);
  p.text(50, `Fahrzeug: Citroën DS 21 Pallas, 1968, Kontrollschild BS ${rng.int(10000, 99999)}, Veteranenfahrzeug`, { size: 9.5 }).down(14);
  p.text(50, "Versicherter Wert (Sammlerwert gemäss Bewertung): CHF 62'000.–", { size: 9.5 }).down(24);
  const hp = r2(rng.int(280, 420) + rng.int(0, 19) * 0.05);
  const vk = r2(rng.int(500, 900) + rng.int(0, 19) * 0.05);
  const net = r2(hp + vk);
  const stamp5 = r05(net * 0.05);
  const total = r2(net + stamp5);
  const rows: [string, string][] = [
    ['Haftpflicht', money(hp, M)],
    [`Vollkasko, Selbstbehalt CHF ${sb.toLocaleString('de-CH').replace(/[’']/g, "'")}`, money(vk, M)],
    ['Eidg. Stempelabgabe 5 %', money(stamp5, M)],
    ['Total Jahresprämie', money(total, M)],
  ];
  totals(p, 60, 540, rows, { box: 'labelAbove' });
  p.down(10);
  para(p, 50, 'Die Deckung gilt auch für Überführungen ins Ausland zu Ausstellungen (Grüne Karte beiliegend).', 100, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A Zulassungsbescheinigung Teil I with an H plate, 2010: field codes, the document number at the top right. */
export function deZbiHistoric2010(rng: Random): Generated {
  const d = dateIn(rng, 2010, 2010);
  const p = new PageBuilder();
  const nr = `${plateLetters(rng, 2)}${rng.int(1000000, 9999999)}`;
  const plate = `HH-${plateLetters(rng, 2)} ${rng.int(10, 999)}H`;
  p.y = 50;
  p.text(50, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 });
  p.text(545, nr, { size: 12, bold: true, align: 'right' });
  p.down(18).text(50, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { size: 13, bold: true });
  p.down(12).text(545, 'Nr. der Zulassungsbescheinigung', { size: 6.5, align: 'right' });
  p.down(22);
  const cells: [string, string][] = [
    ['A  Amtliches Kennzeichen', plate],
    ['B  Datum der Erstzulassung', fd(`${rng.int(1958, 1968)}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de')],
    ['I  Datum dieser Zulassung', fd(d, 'de')],
    ['D.1 Marke', 'JAGUAR (GB)'],
    ['D.3 Handelsbezeichnung', 'E-TYPE 3.8 ROADSTER'],
    ['E  Fahrzeug-Ident.-Nr.', `${rng.int(850000, 881000)}`],
    ['J  Fahrzeugklasse', 'M1'],
    ['5  Bezeichnung der Fahrzeugklasse', 'PKW CABRIO OLDTIMER'],
    ['P.1 Hubraum', '3781'],
    ['C.1.1 Name', 'KORTEMEIER'],
    ['C.1.2 Vorname', 'JENS'],
    ['C.1.3 Anschrift', 'KÖSTERBERG 4, HAMBURG'],
  ];
  cells.forEach(([l, v], i) => field(p, 50 + (i % 3) * 165, p.y + Math.floor(i / 3) * 32, l, v, 'box', 160));
  p.y += 4 * 32 + 14;
  para(
    p,
    50,
    '22 Bemerkungen: Historisches Kfz gem. § 23 StVZO (Oldtimer-Kennzeichen) *** Fz. aus USA eingeführt, Einzelgenehmigung § 21 StVZO *** Unbedenklichkeitsbescheinigung Zoll liegt vor',
    100,
    { size: 8.5 },
  );
  p.down(8).text(50, `Nächste HU: ${String(rng.int(1, 12)).padStart(2, '0')}/${2012}`, { size: 9 });
  stamp(p, 380, 600, ['Freie und Hansestadt Hamburg', 'Zulassungsstelle'], 170);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** An Austrian Zulassungsschein of a historic car, 2005: labels to the left in two columns, a Genehmigung remark. */
export function deZulassungsscheinAT2005(rng: Random): Generated {
  const d = dateIn(rng, 2005, 2005);
  const p = new PageBuilder();
  const nr = `${rng.int(100, 999)}${rng.int(1000, 9999)}${rng.int(10, 99)}`;
  const plate = `GU-${rng.int(100, 999)} ${plateLetters(rng, 2)}`;
  letterhead(p, { style: 'center', name: 'Zulassungsschein', tag: 'Republik Österreich · Zulassungsstelle Graz-Umgebung', lines: [] });
  const left: [string, string][] = [
    ['Zulassungsschein-Nr.', nr],
    ['Kennzeichen', plate],
    ['Zulassungsdatum', fd(d, 'de')],
    ['Zulassungsbesitzer', 'Dipl.-Ing. Hannes Pichler'],
    ['Anschrift', 'Grazer Straße 8, 8041 Graz'],
  ];
  const right: [string, string][] = [
    ['Marke, Type', 'Steyr 220 Cabriolet'],
    ['Fahrgestell-Nr.', `${rng.int(220000, 229999)}`],
    ['Baujahr', '1938'],
    ['Erstzulassung', '07.05.1938'],
    ['Leistung', '40 kW'],
  ];
  const y0 = p.y;
  left.forEach(([l, v], i) => field(p, 50, y0 + i * 18, l, v, 'left', 115));
  right.forEach(([l, v], i) => field(p, 310, y0 + i * 18, l, v, 'left', 100));
  p.y = y0 + 5 * 18 + 16;
  para(
    p,
    50,
    'Anmerkung: Historisches Fahrzeug gemäß § 2 Abs. 1 Z 43 KFG; Verwendung an höchstens 120 Tagen im Jahr. Rückführung aus Slowenien, Einzelgenehmigung vom Amt der Steiermärkischen Landesregierung.',
    95,
    { size: 8.5 },
  );
  stamp(p, 360, 560, ['BH Graz-Umgebung', `am ${fd(d, 'de')}`], 160);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** A Zulassungsbescheinigung Teil II issued for an imported car, 2013: issue date among the registration and import dates. */
export function deZbiiImport2013(rng: Random): Generated {
  const d = dateIn(rng, 2013, 2013);
  const p = new PageBuilder();
  p.y = 52;
  p.text(297, 'Zulassungsbescheinigung Teil II', { size: 14, bold: true, align: 'center' });
  p.down(14).text(297, '(Fahrzeugbrief)', { size: 9, align: 'center' });
  p.down(12).text(545, `Nr. ${plateLetters(rng, 2)}${rng.int(100000, 999999)}`, { size: 10, bold: true, align: 'right' });
  p.down(26);
  const rows: [string, string][] = [
    ['B  Datum der Erstzulassung', fd(`1963-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.int(10, 28)}`, 'de')],
    ['D.1  Marke', 'FORD (USA)'],
    ['D.3  Handelsbezeichnung', 'THUNDERBIRD CONVERTIBLE'],
    ['E  Fahrzeug-Identifizierungsnummer', `3Y85Z${rng.int(100000, 199999)}`],
    ['C.2.1  Name', 'HOLLENBACH'],
    ['C.2.2  Vornamen', 'RENATE'],
    ['C.2.3  Anschrift', 'AM HOFGARTEN 4, 53113 BONN'],
    ['Einfuhr / Verzollung am', fd(addDays(d, -rng.int(20, 60)), 'de')],
  ];
  rows.forEach(([l, v]) => {
    p.text(60, l, { size: 8.5 });
    p.text(300, v, { size: 10, bold: true });
    p.box(60, p.y + 5, 480, 0.01);
    p.down(22);
  });
  p.down(10);
  p.text(60, 'Ausgestellt am', { size: 8 }).text(300, fd(d, 'de'), { size: 11, bold: true });
  p.down(14).text(60, 'Zulassungsbehörde: Bundesstadt Bonn, Straßenverkehrsamt', { size: 8.5 });
  p.down(20);
  para(
    p,
    60,
    'Erstmalige Ausfertigung nach Einfuhr aus den Vereinigten Staaten (Certificate of Title Kalifornien einbehalten). Fahrzeug vorübergehend nicht zugelassen.',
    95,
    { size: 8.5 },
  );
  stamp(p, 360, 560, ['BUNDESSTADT BONN', 'Straßenverkehrsamt'], 160);
  return doc(p, 'de', { documentType: 'title', date: d });
}

/** A German auction house's buyer's invoice, 2018: hammer, premium with VAT on the premium, a deposit taken off. */
export function deAuctionInvoice2018(rng: Random): Generated {
  const sale = dateIn(rng, 2018, 2018);
  const inv = addDays(sale, 1);
  const p = new PageBuilder();
  const shop = 'Theissen Classic Car Auctions GmbH';
  letterhead(p, {
    style: 'split',
    name: shop,
    tag: 'Auktionen historischer Automobile',
    lines: ['Krefelder Straße 290', '52070 Aachen', 'Tel. 0241 / 99 47 20', 'USt-IdNr. DE 311 882 104'],
  });
  p.text(50, 'Herrn Erik Søndergaard', { size: 9.5 }).down(12).text(50, 'Strandvejen 221', { size: 9.5 }).down(12).text(50, 'DK-2900 Hellerup', { size: 9.5 });
  p.y -= 24;
  field(p, 340, p.y, 'Käuferrechnung Nr.', `K18-${rng.int(100, 499)}`, 'left', 110);
  field(p, 340, p.y + 13, 'Rechnungsdatum', fd(inv, 'de'), 'left', 110);
  field(p, 340, p.y + 26, 'Auktion vom', fd(sale, 'de'), 'left', 110);
  field(p, 340, p.y + 39, 'Bieternummer', String(rng.int(100, 480)), 'left', 110);
  p.down(70);
  p.text(50, 'Käuferrechnung', { size: 14, bold: true }).down(20);
  const hammer = rng.int(40, 160) * 1000;
  const premium = r2(hammer * 0.15);
  const vat = r2(premium * 0.19);
  const total = r2(hammer + premium + vat);
  const deposit = rng.pick([5000, 10000]);
  p.text(50, `Los ${rng.int(10, 180)}: Mercedes-Benz 280 SL „Pagode“, 1969, aus Sammlungsauflösung`, { size: 9.5 }).down(22);
  const rows: [string, string][] = [
    ['Zuschlag', money(hammer, EUR)],
    ['Aufgeld 15 %', money(premium, EUR)],
    ['MwSt. 19 % auf Aufgeld', money(vat, EUR)],
    ['Gesamtbetrag', money(total, EUR)],
    ['abzüglich Anzahlung', money(-deposit, EUR)],
    ['Noch zu zahlen', money(r2(total - deposit), EUR)],
  ];
  totals(p, 300, 540, rows, { box: 'none' });
  p.down(8);
  para(
    p,
    50,
    'Ausfuhrlieferung in das übrige Gemeinschaftsgebiet: Gelangensbestätigung erforderlich. Die Papiere (Fahrzeugbrief) werden nach Zahlungseingang ausgehändigt.',
    95,
    { size: 8.5 },
  );
  footer(p, ['Theissen Classic Car Auctions GmbH · Amtsgericht Aachen HRB 21 488 · Sparkasse Aachen IBAN DE55 3905 0000 1077 2201 44']);
  return doc(p, 'de', { documentType: 'purchase', sellerName: shop, saleDate: sale, purchasePrice: total });
}

/** A Swiss private sale, 1992: seller and buyer in two columns with captions under the names, the price in words too. */
export function deSwissPrivateSale1992(rng: Random): Generated {
  const d = dateIn(rng, 1992, 1992);
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'KAUFVERTRAG', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'für ein gebrauchtes Motorfahrzeug', { size: 9, serif: true, align: 'center' }).down(40);
  const seller = rng.pick(['Rolf Gasser-Imhof', 'Heidi Zwahlen', 'Werner Tschudi']);
  under(p, 50, p.y, seller, 'Verkäufer', 220);
  under(p, 320, p.y, 'Karl-Heinz Döring', 'Käufer', 220);
  p.down(26);
  under(p, 50, p.y, 'Kirchweg 3, 6300 Zug', 'Adresse', 220);
  under(p, 320, p.y, 'Lindauer Str. 12, D-88131 Lindau', 'Adresse', 220);
  p.down(40);
  const price = rng.int(30, 90) * 500;
  const lines = [
    'Fahrzeug: Lancia Flaminia GT Touring, Jahrgang 1961, Fahrgestell Nr. 824.13.' + rng.int(1000, 3999),
    'Erste Inverkehrsetzung: 1961; Stammnummer 428.' + rng.int(100, 999) + '.' + rng.int(100, 999),
    `Kaufpreis: Fr. ${price.toLocaleString('de-CH').replace(/[’']/g, "'")}.–, zahlbar bar bei Übergabe`,
    'Das Fahrzeug wird verkauft wie besichtigt und probegefahren, unter Ausschluss jeder Gewährleistung.',
    'Der Käufer übernimmt die Ausfuhr und Verzollung nach Deutschland auf eigene Kosten.',
    'Die Kontrollschilder werden vom Verkäufer abgenommen.',
  ];
  for (const l of lines) para(p, 50, l, 95, { serif: true, size: 10, step: 14 });
  p.down(24);
  p.text(50, `Zug, ${fd(d, 'de')}`, { size: 10, serif: true }).down(40);
  under(p, 50, p.y, '', 'Unterschrift Verkäufer', 200);
  under(p, 320, p.y, '', 'Unterschrift Käufer', 200);
  pencil(p, 60, p.y - 6, seller, 13);
  pencil(p, 330, p.y - 6, 'K.-H. Döring', 13);
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A valuation for customs and insurance, 2008: market value beside replacement and customs values, a grade. */
export function deValuationCustoms2008(rng: Random): Generated {
  const d = dateIn(rng, 2008, 2008);
  const seen = addDays(d, -rng.int(3, 12));
  const p = new PageBuilder();
  letterhead(p, {
    style: 'center',
    name: 'Ingenieurbüro Reinhold Faßbender',
    tag: 'Öffentlich bestellter und vereidigter Sachverständiger für Oldtimer',
    lines: ['Königsallee 60 · 40212 Düsseldorf · Tel. 0211 / 86 44 27'],
  });
  p.text(50, 'Wertgutachten', { size: 14, bold: true }).down(14);
  p.text(50, 'zur Vorlage beim Zoll (Einfuhr aus Kanada) und beim Versicherer', { size: 9 }).down(24);
  const mv = rng.int(30, 110) * 1000;
  const wbw = r2(mv * 1.18);
  const zoll = r2(mv * 0.86);
  const grade = rng.pick(['2-', '2', '2+', '3+']);
  const rows: [string, string][] = [
    ['Gutachten-Nr.', `WG ${rng.int(100, 999)}/08`],
    ['Fahrzeug', 'Mercedes-Benz 220 SE b Coupé, Bj. 1963'],
    ['Besichtigt am', fd(seen, 'de')],
    ['Auftraggeber', 'Herr Bernd Wirtz, Neuss'],
  ];
  rows.forEach(([l, v]) => {
    field(p, 50, p.y, l, v, 'left', 130);
    p.down(14);
  });
  p.down(10);
  para(
    p,
    50,
    'Das Fahrzeug wurde in Ontario restauriert und befindet sich im Zollverschluss. Karosserie, Lack und Innenausstattung in sehr gutem, die Technik in gutem Zustand; geringe Gebrauchsspuren.',
    100,
  );
  p.down(6);
  field(p, 50, p.y, 'Zustandsnote', grade, 'box', 120);
  field(p, 176, p.y, 'Marktwert', money(mv, EUR), 'box', 120);
  field(p, 302, p.y, 'Wiederbeschaffungswert', money(wbw, EUR), 'box', 120);
  field(p, 428, p.y, 'Zollwert (Transaktion)', money(zoll, EUR), 'box', 116);
  p.down(40);
  para(
    p,
    50,
    'Der Marktwert ist der Preis, der im gewöhnlichen Geschäftsverkehr im Inland zu erzielen wäre. Der Zollwert ergibt sich aus dem vorgelegten Kaufvertrag zuzüglich Fracht.',
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, `Düsseldorf, den ${fd(d, 'de')}`, { size: 10 });
  pencil(p, 300, p.y + 30, 'R. Faßbender', 14);
  p.down(44).text(300, 'Dipl.-Ing. Reinhold Faßbender', { size: 9 });
  stamp(p, 60, p.y + 10, ['Sachverständiger', 'IHK Düsseldorf'], 140);
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: 'Dipl.-Ing. Reinhold Faßbender',
    appraisalDate: d,
    appraisedValue: mv,
    conditionNotes: grade,
  });
}
