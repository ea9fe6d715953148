/** German-language papers around the cars: Swiss, Austrian and German receipts, cover, registrations, titles, sales and valuations. */
import { addDays, r05, vatCH } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { digits, fd, letters, make, num, r2 } from './kit';

const m = (n: number) => num(n, 'de');
const ch = (n: number) => num(n, 'ch');
const plateDE = (rng: Random, city: string, h = true) => `${city}-${letters(rng, 2)} ${rng.int(10, 999)}${h ? 'H' : ''}`;

/** A Fribourg mountain garage's carbon-copy Quittung for fuel and oil, 1972–1994, CHF. */
export function schwarzseeQuittung(rng: Random): Generated {
  const date = rng.date(1972, 1994);
  const litres = r2(rng.int(250, 620) / 10);
  const price = r2(rng.int(88, 132) / 100);
  const fuel = r2(litres * price);
  const oil = rng.chance(0.6) ? r2(rng.int(6, 14)) : 0;
  const tot = r05(fuel + oil);
  return make(
    [
      { t: 'text', lines: ['Seegarage Schwarzsee'], size: 12, bold: true },
      { t: 'text', lines: ['Garage du Lac · A. Rappo · 1716 Schwarzsee FR · Tel. 037 32 11 48'], size: 8.5 },
      { t: 'gap', h: 12 },
      { t: 'text', lines: [`QUITTUNG  Nr. ${digits(rng, 4)}`], size: 12, bold: true },
      { t: 'gap', h: 4 },
      {
        t: 'table',
        cols: [
          { h: 'Artikel', x: 55 },
          { h: 'Menge', x: 260, align: 'right' },
          { h: 'Preis', x: 330, align: 'right' },
          { h: 'Fr.', x: 420, align: 'right' },
        ],
        rows: [[rng.pick(['Super', 'Benzin Super', 'Normal']), `${ch(litres)} l`, ch(price), ch(fuel)], ...(oil ? [['Motorenöl 1 l', '', '', ch(oil)]] : [])],
        rule: true,
      },
      { t: 'sums', rows: [['Total Fr.', ch(tot), true]], x: 260, xr: 420 },
      { t: 'gap', h: 10 },
      {
        t: 'pairs',
        style: 'colon',
        size: 9.5,
        pairs: [
          ['Kontrollschild', `FR ${rng.int(1000, 99999)}`],
          ['Datum', fd(date, 'de')],
        ],
      },
      { t: 'gap', h: 6 },
      { t: 'text', lines: ['Betrag bar erhalten — Merci / Danke'], size: 9 },
    ],
    'de',
    { documentType: 'receipt', shopName: 'Seegarage Schwarzsee', date, totalCost: tot },
  );
}

/** An Upper Austrian classic parts dealer's till slip, 2004–2025: items, SUMME, MwSt contained, Gegeben and Retour. */
export function welsTeileBon(rng: Random): Generated {
  const date = rng.date(2004, 2025);
  const items = rng
    .some<[string, number, number]>(
      [
        ['Zündkabelsatz Bosch', 28, 45],
        ['Kotflügelkeder', 9, 15],
        ['Radkappe Puch', 35, 60],
        ['Bremsschlauch', 12, 19],
        ['Scheibenwischerblatt', 8, 14],
        ['Blinkerglas', 14, 25],
        ['Türdichtung', 38, 60],
        ['Emblem Haube', 22, 40],
      ],
      rng.int(2, 5),
    )
    .map(([d, lo, hi]) => [d, r2(lo + rng.int(0, (hi - lo) * 10) / 10)] as [string, number]);
  const tot = r2(items.reduce((s, [, a]) => s + a, 0));
  const given = Math.ceil(tot / 10) * 10 + (rng.chance(0.5) ? 10 : 0);
  const time = `${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  return make(
    [
      { t: 'text', lines: ['CLASSIC-TEILE WIESER', 'Salzburger Str. 210', '4600 Wels', 'ATU' + digits(rng, 8)], size: 9, align: 'center', x: 200 },
      { t: 'gap', h: 8 },
      {
        t: 'table',
        cols: [
          { h: '', x: 110 },
          { h: '', x: 290, align: 'right' },
        ],
        rows: items.map(([d, a]) => [d, m(a)]),
        size: 9,
        rule: false,
        step: 12,
      },
      {
        t: 'sums',
        rows: [
          ['SUMME EUR', m(tot), true],
          ['Gegeben Bar', m(given)],
          ['Retour', m(r2(given - tot))],
          ['enth. 20% MwSt', m(r2(tot - tot / 1.2))],
        ],
        x: 110,
        xr: 290,
        size: 9,
      },
      { t: 'gap', h: 8 },
      { t: 'text', lines: [`${fd(date, 'de')}  ${time}  Kassa 1  Bon ${digits(rng, 5)}`, 'Danke für Ihren Einkauf!'], size: 8.5, x: 110 },
    ],
    'de',
    { documentType: 'receipt', shopName: 'CLASSIC-TEILE WIESER', date, totalCost: tot },
  );
}

/** A Swiss classic-car policy, 2008–2025: one cover, Selbstbehalt, Stempelabgabe 5 %, contract year. */
export function luzernPolice(rng: Random): Generated {
  const start = `${rng.int(2008, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const net = r2(rng.int(280, 1400) + rng.int(0, 19) * 0.05);
  const stamp = r2(net * 0.05);
  const prem = r05(net + stamp);
  const sb = rng.pick([500, 1000, 2000]);
  const cover = rng.pick(['Oldtimer-Teilkasko', 'Oldtimer-Vollkasko', 'Veteranen-Kasko']);
  const no = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  return make(
    [
      { t: 'text', lines: ['Pilatus Versicherungen AG'], size: 14, bold: true },
      { t: 'text', lines: ['Haldenstrasse 31 · 6006 Luzern'], size: 8 },
      { t: 'gap', h: 20 },
      { t: 'text', lines: [`Police Nr. ${no}`], size: 12, bold: true },
      { t: 'text', lines: ['Motorfahrzeugversicherung für Veteranenfahrzeuge'], size: 10 },
      { t: 'gap', h: 8 },
      {
        t: 'pairs',
        style: 'column',
        gap: 150,
        size: 9.5,
        pairs: [
          [
            'Versicherungsnehmer',
            `${rng.pick(['Herr', 'Frau'])} ${rng.pick(['Roland', 'Esther', 'Marco'])} ${rng.pick(['Bucher', 'Schmid', 'Achermann'])}, ${rng.pick(['6003 Luzern', '6045 Meggen', '6390 Engelberg'])}`,
          ],
          ['Fahrzeug', rng.pick(['Mercedes-Benz 300 SL Roadster', 'Jaguar Mk 2 3.8', 'Citroën DS 21 Pallas', 'Alfa Romeo Giulia Sprint GT'])],
          ['Kontrollschild', `LU ${rng.int(1000, 99999)} (Veteran)`],
          ['Vertragsbeginn', fd(start, 'de')],
          ['Vertragsablauf', fd(end, 'de')],
          ['Deckung', cover],
          ['Versicherungswert', `CHF ${ch(rng.int(30, 300) * 1000)}`],
          ['Selbstbehalt', `CHF ${ch(sb)} pro Schadenfall`],
        ],
      },
      { t: 'gap', h: 10 },
      { t: 'section', title: 'Prämie' },
      {
        t: 'sums',
        rows: [
          ['Jahresprämie netto', ch(net)],
          ['Eidg. Stempelabgabe 5 %', ch(stamp)],
          ['Total Jahresprämie CHF', ch(prem), true],
        ],
        x: 55,
        xr: 330,
      },
      { t: 'gap', h: 14 },
      {
        t: 'para',
        text: 'Es gelten die Allgemeinen Versicherungsbedingungen Ausgabe 2007. Fahrten nur zu Ausstellungen, Clubanlässen und Probefahrten, jährlich höchstens 5000 km.',
        size: 8.5,
      },
      { t: 'text', lines: [`Luzern, ${fd(addDays(start, -rng.int(5, 25)), 'de')}`], size: 9 },
    ],
    'de',
    { documentType: 'insurance', policyNumber: no, coverageType: cover, premium: prem, effectiveStart: start, effectiveEnd: end, deductible: sb },
  );
}

/** An Austrian Versicherungsbestätigung, 2005–2025: Nettoprämie, motorbezogene Versicherungssteuer, Jahresprämie gesamt. */
export function grazVersicherung(rng: Random): Generated {
  const start = rng.date(2005, 2024);
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, 0);
  const net = r2(rng.int(140, 620) + rng.int(0, 99) / 100);
  const mvs = r2(rng.int(60, 400) + rng.int(0, 99) / 100);
  const ins = r2(net * 0.11);
  const prem = r2(net + ins + mvs);
  const sb = rng.pick([350, 500, 750]);
  const no = `${rng.int(10, 99)}-${digits(rng, 7)}`;
  return make(
    [
      {
        t: 'text',
        lines: ['STEIRISCHE OLDTIMER-VERSICHERUNG', 'Wechselseitige Versicherungsanstalt · Conrad-von-Hötzendorf-Straße 8 · 8010 Graz'],
        size: 9,
        bold: false,
      },
      { t: 'gap', h: 16 },
      { t: 'text', lines: ['Versicherungsbestätigung'], size: 14, bold: true },
      { t: 'gap', h: 4 },
      {
        t: 'grid',
        pairs: [
          ['Polizzennummer', no],
          ['Versicherungsbeginn', fd(start, 'de')],
          ['Hauptfälligkeit / Ablauf', fd(end, 'de')],
          ['Kennzeichen', `G ${rng.int(100, 999)} ${letters(rng, 2)}`],
        ],
        cell: 121,
      },
      {
        t: 'pairs',
        style: 'column',
        gap: 140,
        size: 9.5,
        pairs: [
          ['Versicherungsnehmer', `${rng.pick(['Ing.', 'Hr.', 'Fr.'])} ${rng.pick(['Gernot', 'Renate', 'Kurt'])} ${rng.pick(['Pichler', 'Url', 'Hofer'])}`],
          ['Fahrzeug', rng.pick(['Steyr-Puch Haflinger 700 AP', 'Puch 500 D', 'Mercedes 220 S Ponton', 'VW Käfer 1302 Cabrio'])],
          ['Sparte', 'Kasko Classic (Teilkasko mit Kollision)'],
          ['Selbstbehalt', `EUR ${m(sb)}`],
        ],
      },
      { t: 'gap', h: 8 },
      {
        t: 'table',
        cols: [
          { h: 'Prämienaufstellung', x: 55 },
          { h: 'EUR', x: 330, align: 'right' },
        ],
        rows: [
          ['Nettoprämie Kasko Classic', m(net)],
          ['Versicherungssteuer 11 %', m(ins)],
          ['motorbezogene Versicherungssteuer', m(mvs)],
        ],
      },
      { t: 'sums', rows: [['Jahresprämie gesamt', m(prem), true]], x: 55, xr: 330 },
      { t: 'gap', h: 12 },
      {
        t: 'para',
        text: 'Die Prämie ist jährlich im Voraus fällig. Bei Kollision wird der Selbstbehalt je Schadenfall abgezogen. Graz, im Auftrag.',
        size: 8.5,
      },
    ],
    'de',
    {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Kasko Classic (Teilkasko mit Kollision)',
      premium: prem,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: sb,
    },
  );
}

/** A German collector's all-risk cover, 1998–2025: Versicherungsschein with a Beitragsrechnung, 19 % VersSt. */
export function kielAllgefahren(rng: Random): Generated {
  const start = `${rng.int(1998, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const net = r2(rng.int(190, 980) + rng.int(0, 99) / 100);
  const tax = r2(net * (Number(start.slice(0, 4)) < 2007 ? 0.16 : 0.19));
  const prem = r2(net + tax);
  const sb = rng.pick([250, 500, 1000]);
  const no = `KS ${digits(rng, 3)} ${digits(rng, 4)}`;
  const cur = Number(start.slice(0, 4)) < 2002 ? 'DM' : 'EUR';
  return make(
    [
      { t: 'text', lines: ['Förde Kraftfahrt-Versicherung a.G.'], size: 13, bold: true, serif: true },
      { t: 'text', lines: ['Sammlerfahrzeuge · Holstenbrücke 4 · 24103 Kiel'], size: 8, serif: true },
      { t: 'gap', h: 18 },
      { t: 'text', lines: ['Versicherungsschein', `Nr. ${no}`], size: 11, bold: true },
      { t: 'gap', h: 6 },
      {
        t: 'para',
        text: `Versicherungsschutz besteht vom ${fd(start, 'delong')}, 0 Uhr, bis zum ${fd(end, 'delong')}, 0 Uhr, für das Sammlerfahrzeug ${rng.pick(['Borgward Isabella Coupé', 'Opel GT 1900', 'BMW 2002 tii', 'NSU Ro 80'])}, amtl. Kennzeichen ${plateDE(rng, rng.pick(['KI', 'PLÖ', 'RD']))}.`,
        width: 95,
        size: 9.5,
        serif: true,
      },
      { t: 'gap', h: 6 },
      {
        t: 'pairs',
        style: 'column',
        gap: 150,
        size: 9.5,
        serif: true,
        pairs: [
          ['Versicherte Gefahren', 'Allgefahrendeckung für Sammlerfahrzeuge'],
          ['Vereinbarter Wert', `${m(rng.int(12, 90) * 1000)} ${cur}`],
          ['Selbstbeteiligung', `${m(sb)} ${cur} je Schaden`],
        ],
      },
      { t: 'gap', h: 8 },
      { t: 'section', title: 'Beitragsrechnung' },
      {
        t: 'sums',
        rows: [
          ['Jahresbeitrag netto', m(net)],
          ['Versicherungsteuer', m(tax)],
          [`zu zahlen ${cur}`, m(prem), true],
        ],
        x: 55,
        xr: 320,
        serif: true,
      },
      { t: 'gap', h: 16 },
      {
        t: 'text',
        lines: [`Kiel, den ${fd(addDays(start, -rng.int(3, 20)), 'de')}`, 'Förde Kraftfahrt-Versicherung a.G. — Der Vorstand'],
        size: 9,
        serif: true,
      },
    ],
    'de',
    {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Allgefahrendeckung für Sammlerfahrzeuge',
      premium: prem,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: sb,
    },
  );
}

/** A Zulassungsbescheinigung Teil I with an H plate, 2006–2025: the form's field codes beside their values. */
export function zb1Historic(rng: Random): Generated {
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const plate = plateDE(rng, rng.pick(['LA', 'DGF', 'FS', 'PAF']));
  const issued = rng.date(2006, 2025);
  return make(
    [
      { t: 'text', lines: ['Bundesrepublik Deutschland'], size: 9 },
      { t: 'text', lines: ['Zulassungsbescheinigung Teil I (Fahrzeugschein)'], size: 12, bold: true },
      { t: 'text', lines: [no], size: 11, bold: true, align: 'right' },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['(A) Amtliches Kennzeichen', plate],
          ['(B) Datum Erstzulassung', fd(rng.date(1955, 1975), 'de')],
          ['(I) Datum dieser Zulassung', fd(issued, 'de')],
          ['(E) FIN', `${letters(rng, 3)}${digits(rng, 8)}`],
          ['(D.1) Marke', rng.pick(['MERCEDES-BENZ', 'BMW', 'PORSCHE', 'VW'])],
          ['(D.3) Handelsbezeichnung', rng.pick(['190 SL', '2002', '356 C', 'KARMANN GHIA'])],
          ['(J) Fahrzeugklasse', 'M1'],
          ['(P.1) Hubraum', `${rng.int(1100, 2800)} cm³`],
        ],
        cell: 121,
      },
      {
        t: 'pairs',
        style: 'colon',
        size: 9,
        pairs: [
          ['(C.1.1) Name', `${rng.pick(['Huber', 'Mayr', 'Sedlmeier'])}`],
          ['(C.1.2) Vorname', rng.pick(['Johann', 'Ingrid', 'Matthias'])],
          ['(C.1.3) Anschrift', `${rng.int(84000, 84999)} ${rng.pick(['Landshut', 'Vilsbiburg', 'Moosburg'])}`],
          ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(issued.slice(0, 4)) + 2}`],
        ],
      },
      { t: 'gap', h: 10 },
      {
        t: 'para',
        text: 'Bemerkungen: Oldtimer gemäß § 2 Nr. 22 FZV, Kennzeichen mit Kennbuchstaben H. Ausgestellt durch Landratsamt, Zulassungsstelle.',
        size: 8.5,
      },
    ],
    'de',
    { documentType: 'registration', registrationNumber: no, plateNumber: plate },
  );
}

/** A Swiss Fahrzeugausweis, 1990–2025: Kontrollschild, Stammnummer, the card's own number printed apart. */
export function zugFahrzeugausweis(rng: Random): Generated {
  const no = digits(rng, 8);
  const plate = `ZG ${rng.int(1000, 99999)}`;
  const issued = rng.date(1990, 2024);
  return make(
    [
      { t: 'text', lines: ['Schweizerische Eidgenossenschaft · Kanton Zug'], size: 8.5 },
      { t: 'text', lines: ['Fahrzeugausweis', 'Permis de circulation · Licenza di circolazione'], size: 11, bold: true },
      { t: 'text', lines: [`Ausweis-Nr. ${no}`], size: 10, align: 'right' },
      { t: 'gap', h: 8 },
      {
        t: 'grid',
        pairs: [
          ['15 Kontrollschild', plate],
          ['18 Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
          ['23 Fahrgestell-Nr.', `${letters(rng, 2)}${digits(rng, 7)}`],
          ['36 1. Inverkehrsetzung', fd(rng.date(1950, 1980), 'de')],
          ['21 Marke und Typ', rng.pick(['TRIUMPH TR3A', 'MGA 1600', 'FIAT 124 SPIDER'])],
          ['38 Datum Ausstellung', fd(issued, 'de')],
        ],
        cell: 162,
        perRow: 3,
      },
      {
        t: 'pairs',
        style: 'column',
        gap: 120,
        size: 9,
        pairs: [
          ['Halter', `${rng.pick(['Iten', 'Andermatt', 'Hürlimann'])} ${rng.pick(['Pius', 'Daniela', 'Walter'])}`],
          ['Adresse', `${rng.pick(['Baarerstrasse', 'Chamerstrasse'])} ${rng.int(1, 99)}, ${rng.pick(['6300 Zug', '6330 Cham', '6340 Baar'])}`],
          ['Code 180', 'Veteranenfahrzeug, Nachprüfung alle 6 Jahre'],
        ],
      },
      { t: 'gap', h: 8 },
      { t: 'text', lines: ['Strassenverkehrsamt des Kantons Zug'], size: 8.5 },
    ],
    'de',
    { documentType: 'registration', registrationNumber: no, plateNumber: plate },
  );
}

/** An Austrian Zulassungsschein of the 1980s–90s, typed: Zulassungsschein Nr., Kennzeichen, a befristete Zulassung. */
export function tirolZulassungsschein(rng: Random): Generated {
  const no = `${rng.pick(['I', 'K', 'L'])} ${digits(rng, 6)}`;
  const plate = `${rng.pick(['I', 'IL', 'KU', 'SZ'])} ${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const issued = rng.date(1980, 1997);
  const until = addDays(issued, 365 * rng.int(1, 3));
  return make(
    [
      { t: 'text', lines: ['REPUBLIK ÖSTERREICH'], size: 9, bold: true },
      { t: 'text', lines: ['ZULASSUNGSSCHEIN'], size: 14, bold: true },
      { t: 'gap', h: 6 },
      {
        t: 'pairs',
        style: 'column',
        gap: 190,
        size: 10,
        pairs: [
          ['Zulassungsschein Nr.', no],
          ['Behördliches Kennzeichen', plate],
          ['Zulassungsbesitzer', `${rng.pick(['Rainer', 'Monika', 'Herbert'])} ${rng.pick(['Sailer', 'Kapferer', 'Prantl'])}`],
          ['Wohnort', rng.pick(['6020 Innsbruck', '6330 Kufstein', '6130 Schwaz'])],
          ['Fahrzeugart / Marke', `Pkw / ${rng.pick(['Austin-Healey 100/6', 'Jaguar XK 120', 'Mercedes 170 V'])}`],
          ['Fahrgestellnummer', `${digits(rng, 6)}`],
          ['zugelassen am', fd(issued, 'de')],
          ['Zulassung befristet bis', fd(until, 'de')],
        ],
      },
      { t: 'gap', h: 12 },
      { t: 'para', text: 'Historisches Fahrzeug: Verwendung an höchstens 120 Tagen im Jahr; Fahrtenbuch ist zu führen.', size: 9 },
      { t: 'gap', h: 8 },
      { t: 'text', lines: ['Bezirkshauptmannschaft, für den Bezirkshauptmann:'], size: 9 },
      { t: 'sign', labels: ['Unterschrift, Amtssiegel'] },
    ],
    'de',
    { documentType: 'registration', registrationNumber: no, plateNumber: plate, expiryDate: until },
    { serif: true },
  );
}

/** A 1960s–70s Kraftfahrzeugbrief: the Brief's number, its issue date, later keepers entered with their own dates. */
export function fahrzeugbrief70(rng: Random): Generated {
  const issued = rng.date(1962, 1979);
  const keepers = [addDays(issued, rng.int(20, 400)), addDays(issued, rng.int(1500, 4000))];
  return make(
    [
      { t: 'text', lines: ['Kraftfahrzeugbrief'], size: 15, bold: true, serif: true, align: 'center' },
      { t: 'text', lines: [`Nr. ${letters(rng, 1)} ${digits(rng, 7)}`], size: 10, align: 'center' },
      { t: 'gap', h: 10 },
      {
        t: 'pairs',
        style: 'column',
        gap: 170,
        size: 9.5,
        serif: true,
        pairs: [
          ['1. Fahrzeug- und Aufbauart', 'Pkw Kombilimousine'],
          ['2. Hersteller', rng.pick(['Daimler-Benz AG', 'Bayerische Motoren Werke AG', 'Adam Opel AG'])],
          ['4. Fahrgestell-Nr.', digits(rng, 11)],
          ['Ausgefertigt am', fd(issued, 'de')],
          ['durch', 'Straßenverkehrsamt'],
        ],
      },
      { t: 'gap', h: 10 },
      { t: 'section', title: 'Eintragungen über den Halter' },
      {
        t: 'table',
        cols: [
          { h: 'Name, Wohnort', x: 55 },
          { h: 'Kennzeichen', x: 300 },
          { h: 'Tag der Zuteilung', x: 420 },
        ],
        rows: keepers.map((k) => [
          `${rng.pick(['Wilhelm', 'Gertrud', 'Heinz'])} ${rng.pick(['Kuhn', 'Becker', 'Vogt'])}, ${rng.pick(['Köln', 'Bonn', 'Neuss'])}`,
          `${rng.pick(['K', 'BN', 'NE'])}-${letters(rng, 2)} ${rng.int(10, 999)}`,
          fd(k, 'de'),
        ]),
        serif: true,
      },
      { t: 'gap', h: 8 },
      { t: 'para', text: 'Der Brief ist sorgfältig aufzubewahren. Er ist bei jeder Veräußerung dem Erwerber auszuhändigen.', size: 8.5, serif: true },
    ],
    'de',
    { documentType: 'title', date: issued },
  );
}

/** A Zulassungsbescheinigung Teil II, 2005–2025: ausgestellt am beside the first registration. */
export function zb2Concours(rng: Random): Generated {
  const issued = rng.date(2005, 2025);
  return make(
    [
      { t: 'text', lines: ['Zulassungsbescheinigung Teil II (Fahrzeugbrief)'], size: 12, bold: true },
      { t: 'text', lines: [`${letters(rng, 2)}${digits(rng, 6)}`], size: 10, align: 'right' },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['(B) Datum der Erstzulassung', fd(rng.date(1958, 1979), 'de')],
          ['(E) Fahrzeug-Identifizierungsnummer', `${letters(rng, 4)}${digits(rng, 6)}`],
          ['(D.1) Marke', rng.pick(['LANCIA', 'ALFA ROMEO', 'MASERATI'])],
          ['(D.3) Handelsbezeichnung', rng.pick(['FLAMINIA GT', 'GIULIA SPIDER', 'MISTRAL'])],
          ['(C.4c) Inhaber', `${rng.pick(['Dr. Bettina', 'Friedrich', 'Konstantin'])} ${rng.pick(['Lindner', 'Graf', 'Seitz'])}`],
          ['Ausgestellt am', fd(issued, 'de')],
        ],
        cell: 162,
        perRow: 3,
      },
      { t: 'para', text: 'Diese Bescheinigung ist kein Nachweis des Eigentums. Sie ist bei jeder Befassung der Zulassungsbehörde vorzulegen.', size: 8.5 },
      { t: 'text', lines: [`Zulassungsbehörde ${rng.pick(['Stadt Stuttgart', 'Kreis Esslingen', 'Stadt Ulm'])}`], size: 9 },
    ],
    'de',
    { documentType: 'title', date: issued },
  );
}

/** A private sale on a typed contract, 1985–2025: Verkäufer and Käufer side by side, price in figures and words. */
export function kaufvertragPrivat(rng: Random): Generated {
  const date = rng.date(1985, 2025);
  const price = rng.int(8, 95) * 500;
  const cur = Number(date.slice(0, 4)) < 2002 ? 'DM' : 'EUR';
  const seller = `${rng.pick(['Gerhard', 'Dagmar', 'Rüdiger', 'Heike'])} ${rng.pick(['Wölfel', 'Brandner', 'Kaiser', 'Stumpf'])}`;
  const buyer = `${rng.pick(['Thomas', 'Sabine', 'Frank'])} ${rng.pick(['Gruber', 'Lange', 'Seiler'])}`;
  return make(
    [
      { t: 'text', lines: ['Kaufvertrag', 'über ein gebrauchtes Liebhaberfahrzeug — Privatverkauf'], size: 12, bold: true, align: 'center' },
      { t: 'gap', h: 12 },
      {
        t: 'twocol',
        left: [
          'Verkäufer',
          seller,
          `${rng.pick(['Ahornweg', 'Bachstraße'])} ${rng.int(1, 40)}`,
          rng.pick(['91054 Erlangen', '90402 Nürnberg', '96047 Bamberg']),
        ],
        right: [
          'Käufer',
          buyer,
          `${rng.pick(['Talstraße', 'Ringstraße'])} ${rng.int(1, 40)}`,
          rng.pick(['70173 Stuttgart', '80331 München', '60311 Frankfurt']),
        ],
        boldFirst: true,
        x2: 320,
      },
      { t: 'gap', h: 10 },
      {
        t: 'pairs',
        style: 'column',
        gap: 140,
        size: 9.5,
        pairs: [
          ['Fahrzeug', rng.pick(['Mercedes-Benz 280 SE 3.5 Coupé', 'Porsche 912', 'BMW 3.0 CSi', 'Jaguar E-Type S2'])],
          ['Fahrgestell-Nr.', digits(rng, 10)],
          ['Kennzeichen', plateDE(rng, rng.pick(['ER', 'N', 'BA']))],
          ['Tachostand', `${m(rng.int(40000, 190000)).slice(0, -3)} km`],
        ],
      },
      { t: 'gap', h: 8 },
      {
        t: 'para',
        text: `Der Kaufpreis beträgt ${m(price)} ${cur} und wurde bei Übergabe in bar bezahlt. Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss jeder Gewährleistung verkauft. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist.`,
        width: 95,
        size: 9.5,
      },
      { t: 'gap', h: 6 },
      { t: 'text', lines: [`${rng.pick(['Erlangen', 'Fürth', 'Bamberg'])}, den ${fd(date, 'de')}`], size: 9.5 },
      { t: 'sign', labels: ['Verkäufer', 'Käufer'], names: [seller, buyer] },
    ],
    'de',
    { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price },
  );
}

/** A Biel garage selling a restored car, 2000–2025: the parties side by side with the seller on the right, CHF incl. MWST. */
export function bielOccasion(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const price = rng.int(30, 240) * 500;
  const v = vatCH(Number(date.slice(0, 4)));
  return make(
    [
      { t: 'text', lines: ['Kaufvertrag Occasion'], size: 14, bold: true },
      { t: 'gap', h: 10 },
      {
        t: 'twocol',
        left: [
          'Käufer',
          `${rng.pick(['Herr Adrian', 'Frau Nicole', 'Herr Sven'])} ${rng.pick(['Tschanz', 'Wyss', 'Moser'])}`,
          rng.pick(['2502 Biel/Bienne', '2540 Grenchen', '3250 Lyss']),
        ],
        right: ['Verkäufer', 'Garage Seeland Classics AG', 'Solothurnstrasse 102', '2504 Biel/Bienne'],
        boldFirst: true,
        x2: 320,
      },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['Marke / Typ', rng.pick(['Lancia Fulvia Coupé 1.3 S', 'Volvo P1800 ES', 'Mercedes 230 SL'])],
          ['Stamm-Nr.', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
          ['1. Inverkehrsetzung', `${rng.int(1, 12)}.${rng.int(1960, 1975)}`],
          ['km-Stand', ch(rng.int(40000, 200000)).slice(0, -3)],
        ],
        cell: 121,
      },
      {
        t: 'sums',
        rows: [
          ['Verkaufspreis inkl. MWST', `CHF ${ch(price)}`, true],
          [`darin enthalten MWST ${String(v).replace('.', ',')} %`, `CHF ${ch(r2((price * v) / (100 + v)))}`],
        ],
        x: 55,
        xr: 400,
      },
      { t: 'gap', h: 8 },
      {
        t: 'para',
        text: 'Das Fahrzeug wird frisch ab Veteranenprüfung übergeben. Garantie: 6 Monate auf Motor und Getriebe gemäss Beiblatt. Zahlung bei Übernahme.',
        size: 9,
      },
      { t: 'text', lines: [`Biel, ${fd(date, 'de')}`], size: 9.5 },
      { t: 'sign', labels: ['Der Käufer', 'Der Verkäufer'] },
    ],
    'de',
    { documentType: 'purchase', sellerName: 'Garage Seeland Classics AG', saleDate: date, purchasePrice: price },
  );
}

/** A Salzburg dealer's sale invoice under differential taxation, 2003–2025: Rechnung, Kaufpreis, § 24 UStG. */
export function salzburgHaendler(rng: Random): Generated {
  const date = rng.date(2003, 2025);
  const price = rng.int(18, 160) * 500;
  const total = price;
  return make(
    [
      { t: 'text', lines: ['Mozartstadt Klassik Automobile GmbH'], size: 14, bold: true },
      { t: 'text', lines: ['Vogelweiderstraße 55 · 5020 Salzburg · FN ' + digits(rng, 6) + 'x'], size: 8 },
      { t: 'gap', h: 16 },
      {
        t: 'twocol',
        left: [
          `${rng.pick(['Herrn', 'Frau'])} ${rng.pick(['Mag. Elisabeth', 'DI Markus', 'Christian'])} ${rng.pick(['Eder', 'Moser', 'Reiter'])}`,
          rng.pick(['5400 Hallein', '5101 Bergheim', '4020 Linz']),
        ],
        right: [`Fahrzeugrechnung ${digits(rng, 4)}/${date.slice(2, 4)}`, `Salzburg, ${fd(date, 'de')}`],
        x2: 340,
      },
      { t: 'gap', h: 10 },
      {
        t: 'pairs',
        style: 'column',
        gap: 140,
        size: 9.5,
        pairs: [
          ['Fahrzeug', rng.pick(['Porsche 911 T 2.2 Targa', 'Mercedes-Benz 280 SL', 'Austin-Healey 3000 Mk III'])],
          ['Fahrgestellnummer', digits(rng, 9)],
          ['Erstzulassung', `${rng.int(1962, 1974)}`],
          ['Kilometerstand', `${m(rng.int(30000, 180000)).slice(0, -3)} km (abgelesen)`],
        ],
      },
      { t: 'gap', h: 8 },
      {
        t: 'table',
        cols: [
          { h: 'Position', x: 55 },
          { h: 'EUR', x: 535, align: 'right' },
        ],
        rows: [['Kaufpreis Fahrzeug, wie besichtigt und probegefahren', m(price)]],
      },
      { t: 'sums', rows: [['Gesamtbetrag EUR', m(total), true]], band: true },
      { t: 'gap', h: 10 },
      { t: 'para', text: 'Differenzbesteuerung gemäß § 24 UStG; ein Vorsteuerabzug ist nicht möglich. Der Betrag wurde per Überweisung beglichen.', size: 8.5 },
    ],
    'de',
    { documentType: 'purchase', sellerName: 'Mozartstadt Klassik Automobile GmbH', saleDate: date, purchasePrice: total },
  );
}

/** A German Wertgutachten, 1995–2025: Zustandsnote, Marktwert beside Wiederbeschaffungswert, inspection apart from the report. */
export function wertgutachtenFranken(rng: Random): Generated {
  const date = rng.date(1995, 2025);
  const seen = addDays(date, -rng.int(3, 20));
  const value = rng.int(12, 180) * 500;
  const repl = value + rng.int(4, 30) * 500;
  const note = rng.pick(['2', '2-', '2+', '3+', '1-']);
  const who = `Dipl.-Ing. ${rng.pick(['Reinhard', 'Ulrike', 'Bernd'])} ${rng.pick(['Schmucker', 'Drescher', 'Höfling'])}`;
  const cur = Number(date.slice(0, 4)) < 2002 ? 'DM' : '€';
  return make(
    [
      { t: 'text', lines: ['Sachverständigenbüro für Oldtimer', `${who}`, 'öffentlich bestellt und vereidigt · Hauptmarkt 7 · 90403 Nürnberg'], size: 9 },
      { t: 'gap', h: 14 },
      { t: 'text', lines: ['WERTGUTACHTEN'], size: 16, bold: true, align: 'center' },
      { t: 'text', lines: [`Gutachten-Nr. ${date.slice(0, 4)}/${digits(rng, 3)}`], size: 9, align: 'center' },
      { t: 'gap', h: 8 },
      {
        t: 'pairs',
        style: 'column',
        gap: 160,
        size: 9.5,
        pairs: [
          ['Auftraggeber', `${rng.pick(['Herr', 'Frau'])} ${rng.pick(['Pfister', 'Krauß', 'Engel'])}`],
          ['Fahrzeug', rng.pick(['Mercedes-Benz 250 SE Cabriolet', 'Porsche 356 A Speedster', 'BMW 507 (Nachbau-Karosserie)', 'VW T1 Samba'])],
          ['Besichtigung am', fd(seen, 'de')],
          ['Zustandsnote', note],
          ['Wiederbeschaffungswert', `${m(repl)} ${cur}`],
        ],
      },
      { t: 'gap', h: 6 },
      {
        t: 'para',
        text: 'Das Fahrzeug befindet sich in einem gepflegten, weitgehend originalen Zustand. Karosserie ohne Durchrostungen, Lack mit leichten Gebrauchsspuren, Innenraum original, Technik funktionsfähig.',
        size: 9,
      },
      { t: 'gap', h: 4 },
      { t: 'grid', pairs: [['Marktwert', `${m(value)} ${cur}`]], cell: 200 },
      { t: 'text', lines: [`Nürnberg, den ${fd(date, 'de')}`], size: 9.5 },
      { t: 'sign', labels: ['Sachverständiger'], names: [who] },
    ],
    'de',
    { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: value, conditionNotes: note },
  );
}

/** A Swiss veteran-car expert's short valuation, 2000–2025: Versicherungswert CHF, Zustand as a note with words. */
export function stgallenBewertung(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const value = rng.int(20, 300) * 1000;
  const note = rng.pick(['Note 2 (gut)', 'Note 1-2 (sehr gut bis gut)', 'Note 3 (gebraucht)']);
  const who = `${rng.pick(['Ueli', 'Bruno', 'Claudia'])} ${rng.pick(['Zellweger', 'Rüegg', 'Eggenberger'])}`;
  return make(
    [
      { t: 'text', lines: ['Fahrzeugbewertung'], size: 15, bold: true },
      { t: 'text', lines: [`${who}, eidg. dipl. Automobildiagnostiker, Veteranenexperte`, 'Rorschacher Strasse 150 · 9000 St. Gallen'], size: 8.5 },
      { t: 'gap', h: 14 },
      {
        t: 'grid',
        pairs: [
          ['Fahrzeug', rng.pick(['Ferrari 250 GTE', 'Bentley S1', 'Mercedes 220 SE Coupé'])],
          ['Jahrgang', String(rng.int(1955, 1972))],
          ['Kontrollschild', `SG ${rng.int(1000, 99999)}`],
          ['Datum', fd(date, 'de')],
        ],
        cell: 121,
      },
      {
        t: 'pairs',
        style: 'colon',
        size: 10,
        pairs: [
          ['Zustand', note],
          ['Versicherungswert (Wiederbeschaffung)', `CHF ${ch(value)}`],
        ],
      },
      { t: 'gap', h: 6 },
      {
        t: 'para',
        text: 'Die Bewertung stützt sich auf eine Besichtigung des Fahrzeugs und eine Probefahrt sowie auf die vorgelegten Belege. Sie gilt für die Dauer von drei Jahren.',
        size: 9,
      },
      { t: 'gap', h: 10 },
      { t: 'sign', labels: ['Unterschrift'], names: [who] },
    ],
    'de',
    { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: value, conditionNotes: note },
  );
}

/** An Austrian court-certified expert's Schätzgutachten, 1990–2025: Zeitwert, Zustand in words. */
export function linzSchaetzung(rng: Random): Generated {
  const date = rng.date(1990, 2025);
  const value = rng.int(8, 120) * 500;
  const note = rng.pick(['gut', 'sehr gut', 'befriedigend', 'restaurierungsbedürftig']);
  const who = `Ing. ${rng.pick(['Wolfgang', 'Erich', 'Johanna'])} ${rng.pick(['Aichinger', 'Hinterleitner', 'Zauner'])}`;
  const cur = Number(date.slice(0, 4)) < 2002 ? 'S' : 'EUR';
  return make(
    [
      { t: 'text', lines: [who], size: 12, bold: true, serif: true },
      {
        t: 'text',
        lines: ['allgemein beeideter und gerichtlich zertifizierter Sachverständiger für Kraftfahrzeuge', 'Landstraße 48 · 4020 Linz'],
        size: 8,
        serif: true,
      },
      { t: 'gap', h: 16 },
      { t: 'text', lines: ['SCHÄTZGUTACHTEN'], size: 14, bold: true, serif: true },
      { t: 'text', lines: [`Linz, am ${fd(date, 'delong')}`], size: 9.5, serif: true },
      { t: 'gap', h: 8 },
      {
        t: 'pairs',
        style: 'column',
        gap: 150,
        size: 9.5,
        serif: true,
        pairs: [
          ['Fahrzeug', rng.pick(['Steyr-Puch 650 TR II', 'Porsche 914/6', 'Alfa Romeo Spider Duetto'])],
          ['Kennzeichen', `L-${rng.int(1000, 99999)} ${letters(rng, 1)}`],
          ['Zweck', rng.pick(['Versicherungswert', 'Verlassenschaft', 'Kaufberatung'])],
          ['Zustand', note],
        ],
      },
      { t: 'gap', h: 6 },
      {
        t: 'para',
        text: 'Befund: Das Fahrzeug wurde in meinem Beisein besichtigt und einer Probefahrt unterzogen. Die Lackierung ist älter, der Unterboden konserviert, der Motor läuft ruhig.',
        size: 9,
        serif: true,
      },
      { t: 'gap', h: 4 },
      { t: 'pairs', style: 'colon', size: 11, serif: true, pairs: [['Zeitwert', `${cur} ${m(value)}`]] },
      { t: 'sign', labels: ['Der Sachverständige'], names: [who] },
    ],
    'de',
    { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: value, conditionNotes: note },
    { serif: true },
  );
}
