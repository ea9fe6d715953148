/** German-language workshop bills written outside Germany, Austria and Switzerland: South Tyrol, Luxembourg, Liechtenstein, East Belgium, Namibia (1966–2019). */
import { addDays, dateIn, fd, vatCH } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, jobs, parts } from './kit';

const km = (n: number) => n.toLocaleString('de-DE');
const mileage = (rng: Random, lo: number, hi: number) => rng.int(lo, hi) * 1000 + rng.int(0, 999);

/** A Bozen workshop, 1974: bilingual carbon job card, lire, MwSt./IVA 12 %, codes with a legend. */
export function bozenJobcard1974(rng: Random): Generated {
  const inv = dateIn(rng, 1974, 1974);
  const done = addDays(inv, -rng.int(1, 5));
  const kms = mileage(rng, 40, 120);
  return bill({
    lang: 'de',
    head: {
      kind: 'frame',
      name: 'Autowerkstätte Pichler Alois',
      sub: 'Officina meccanica · Kfz-Meisterbetrieb',
      lines: ['39100 Bozen/Bolzano, Reschenstraße 22', 'Tel. 2 41 87'],
    },
    title: 'Auftragsschein – Rechnung / Fattura',
    cash: { cur: 'L.', style: 'de', pos: 'pre', whole: true },
    dec: ',',
    rate: 2800,
    jobs: jobs(
      rng,
      [
        'Motor eingestellt, Zündung und Vergaser',
        'Kupplung nachgestellt',
        'Bremsen vorn zerlegt und gereinigt',
        'Ölwechsel und Abschmieren',
        'Auspuff abgedichtet',
        'Vorderachse vermessen',
      ],
      4,
      1,
      4,
      ['A1', 'A2', 'A3', 'A4'],
    ),
    parts: parts(
      rng,
      [
        ['Zündkerzen', 900, 'M12'],
        ['Motoröl 4 l', 3600, 'M03'],
        ['Unterbrecherkontakt', 1800, 'M17'],
        ['Bremsflüssigkeit', 1100, 'M05'],
        ['Auspuffdichtung', 650, 'M21'],
      ],
      4,
    ),
    taxes: [{ label: 'MwSt./IVA 12 %', rate: 12 }],
    to: ['Herrn Johann Mair', 'Grieser Platz 4', 'Bozen'],
    meta: [
      ['1', `BZ ${rng.int(10000, 99999)}`],
      ['2', 'Fiat 124 Special'],
      ['3', km(kms)],
      ['4', fd(inv, 'de')],
      ['5', fd(done, 'de')],
      ['6', `${rng.int(300, 900)}/74`],
    ],
    place: 'code',
    legend:
      '1 Kennzeichen / Targa · 2 Fahrzeug / Veicolo · 3 Km-Stand / Km · 4 Rechnungsdatum / Data fattura · 5 Arbeit ausgeführt am / Lavoro eseguito il · 6 Nr.',
    layout: 'jobcard',
    words: {
      jobs: "Arbeitsleistung / Mano d'opera",
      parts: 'Ersatzteile / Ricambi',
      desc: 'Bezeichnung',
      hrs: 'Std.',
      qty: 'Stk.',
      unit: 'Preis',
      amt: 'Betrag',
      no: 'Code',
    },
    sums: { jobs: 'Summe Arbeit', parts: 'Summe Teile', net: 'Zwischensumme / Imponibile', total: 'Gesamt / Totale' },
    totalsStyle: 'box',
    after: ['Durchschrift für den Kunden – Copia per il cliente'],
    stampLines: ['BEZAHLT / PAGATO'],
    truth: { shopName: 'Autowerkstätte Pichler Alois', serviceDate: done, serviceMileage: kms },
  });
}

/** A Meran dealer, 1993: dot-matrix, lire, IVA 19 %, service date in the header. */
export function meranMatrix1993(rng: Random): Generated {
  const inv = dateIn(rng, 1993, 1993);
  const done = addDays(inv, -rng.int(2, 6));
  const kms = mileage(rng, 30, 160);
  return bill({
    lang: 'de',
    head: {
      kind: 'caps',
      name: 'Auto Passer KG des Gruber Walter & Co.',
      sub: 'Vertragshändler - Concessionario',
      lines: ['Romstraße 118 - 39012 Meran/Merano', 'MwSt.-Nr./P.IVA 00612470213'],
    },
    title: 'Rechnung Nr. ' + rng.int(1000, 4999),
    cash: { cur: '', style: 'de', pos: 'none', whole: true },
    dec: ',',
    rate: 38000,
    jobs: jobs(
      rng,
      ['Inspektion 60.000 km nach Werksvorgabe', 'Zahnriemen erneuert', 'Bremsbeläge hinten ersetzt', 'Klimaanlage geprüft', 'Scheinwerfer eingestellt'],
      3,
      1,
      3.5,
    ),
    parts: parts(
      rng,
      [
        ['Zahnriemen', 64000, '06A109119'],
        ['Spannrolle', 58000, '06A109243'],
        ['Ölfilter', 14500, '056115561'],
        ['Luftfilter', 22000, '1H0129620'],
        ['Bremsbeläge hinten Satz', 71000, '191698451'],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt./IVA 19 %', rate: 19 }],
    to: ['Frau Rosa Ladurner', 'Laubengasse 31', '39012 Meran'],
    meta: [
      ['Datum', fd(inv, 'de')],
      ['Kennzeichen', `BZ ${rng.int(100000, 599999)}`],
      ['Km-Stand', km(kms)],
      ['Arbeitsdatum', fd(done, 'de')],
      ['Währung', 'Lire'],
    ],
    place: 'beside',
    layout: 'matrix',
    words: { jobs: 'Arbeitslohn', parts: 'Ersatzteile', desc: 'Beschreibung', hrs: 'Std/Menge', qty: 'Menge', unit: 'Einzelpreis', amt: 'Betrag' },
    sums: { jobs: 'Summe Arbeitslohn', parts: 'Summe Ersatzteile', net: 'Steuerpflichtig / Imponibile', total: 'Gesamtbetrag Lire' },
    totalsStyle: 'plain',
    after: ['Zahlbar bei Erhalt. Pagamento alla consegna.'],
    truth: { shopName: 'Auto Passer KG des Gruber Walter & Co.', serviceDate: done, serviceMileage: kms },
  });
}

/** A Brixen workshop, 2008: modern PDF, euro, MwSt. 20 %, Leistungsdatum. */
export function brixenModern2008(rng: Random): Generated {
  const inv = dateIn(rng, 2008, 2008);
  const done = addDays(inv, -rng.int(1, 4));
  const kms = mileage(rng, 60, 240);
  return bill({
    lang: 'de',
    head: {
      kind: 'band',
      name: 'Kfz Obexer GmbH',
      sub: 'Ihre Werkstatt im Eisacktal',
      lines: ['Brennerstraße 7', 'I-39042 Brixen (BZ)', 'Tel. 0472 83 51 90', 'MwSt.-Nr. IT 01947520219'],
    },
    title: 'RECHNUNG',
    cash: { cur: '€', style: 'de', pos: 'post' },
    dec: ',',
    rate: 48,
    jobs: jobs(
      rng,
      [
        'Jahresservice mit Ölwechsel',
        'Stoßdämpfer hinten ersetzt',
        'Winterreifen montiert und gewuchtet',
        'Fehlerspeicher ausgelesen',
        'Keilrippenriemen erneuert',
      ],
      3,
      0.5,
      3,
    ),
    parts: parts(
      rng,
      [
        ['Motoröl 5W-30 (Liter)', 11.9, '888.053'],
        ['Ölfilter', 12.4, 'W712/75'],
        ['Stoßdämpfer hinten', 84.5, '343.415'],
        ['Keilrippenriemen', 29.8, '6PK1200'],
        ['Ventile Reifen', 2.5, 'TR413'],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt. 20 %', rate: 20 }],
    to: ['Herrn Martin Kerschbaumer', 'Runggadgasse 12', '39042 Brixen'],
    meta: [
      ['Rechnungs-Nr.', `2008/${rng.int(1000, 3999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Kennzeichen', `DB ${rng.int(100, 999)}XK`],
      ['Fahrzeug', 'VW Golf V 1.9 TDI'],
      ['Kilometer', km(kms)],
    ],
    place: 'box',
    layout: 'modern',
    words: { jobs: 'Arbeitsleistungen', parts: 'Material', desc: 'Bezeichnung', hrs: 'AW', qty: 'Menge', unit: 'EP', amt: 'Gesamt', pos: 'Pos.' },
    sums: { jobs: 'Summe Arbeit', parts: 'Summe Material', net: 'Nettobetrag', total: 'Rechnungsbetrag' },
    totalsStyle: 'band',
    foot: ['Kfz Obexer GmbH · Brennerstraße 7 · 39042 Brixen · Raiffeisenkasse Eisacktal IBAN IT60 X083 0758 2200 0030 0012 345'],
    truth: { shopName: 'Kfz Obexer GmbH', serviceDate: done, serviceMileage: kms },
  });
}

/** A Luxembourg garage in Esch, 1979: typed letter in Luxembourg francs, TVA 10 %, German text. */
export function eschLetter1979(rng: Random): Generated {
  const inv = dateIn(rng, 1979, 1979);
  const done = addDays(inv, -rng.int(3, 10));
  const kms = mileage(rng, 50, 140);
  return bill({
    lang: 'de',
    head: {
      kind: 'centre',
      name: 'Garage Nic. Weber & Fils',
      sub: 'Reparaturen aller Marken · Abschleppdienst',
      lines: ["45, rue de l'Alzette · Esch-sur-Alzette · Tel. 5 42 18"],
      serif: true,
    },
    title: 'Rechnung',
    cash: { cur: 'Flux', style: 'de', pos: 'post', whole: true },
    dec: ',',
    rate: 340,
    jobs: jobs(
      rng,
      ['Zylinderkopfdichtung erneuert', 'Ventile eingeschliffen', 'Kühler ausgebaut und gespült', 'Wasserpumpe ersetzt', 'Zündung eingestellt'],
      3,
      1.5,
      6,
    ),
    parts: parts(
      rng,
      [
        ['Zylinderkopfdichtung', 620],
        ['Wasserpumpe', 1450],
        ['Kühlerschlauch', 180],
        ['Frostschutz 2 Liter', 240],
        ['Ventildeckeldichtung', 95],
      ],
      3,
    ),
    taxes: [{ label: 'T.V.A. 10 %', rate: 10 }],
    to: ['Monsieur', 'Jean-Pierre Hoffmann', '12, rue du Brill', 'Esch-sur-Alzette'],
    meta: [
      ['Esch, den', fd(inv, 'delong')],
      ['Wagen', 'Opel Rekord D'],
      ['Km-Stand', km(kms)],
      ['Ausgeführt am', fd(done, 'de')],
    ],
    place: 'beside',
    layout: 'letter',
    intro: 'Sehr geehrter Herr Hoffmann, für die an Ihrem Wagen ausgeführten Arbeiten erlauben wir uns, Ihnen wie folgt zu berechnen:',
    words: { jobs: 'Arbeiten', parts: 'Ersatzteile', desc: '', hrs: 'Std.', qty: '', unit: '', amt: '' },
    sums: { jobs: 'Arbeitslohn', parts: 'Teile', net: 'Zusammen', total: 'Zu zahlen' },
    totalsStyle: 'plain',
    after: ['Zahlbar innerhalb 30 Tagen auf unser Konto bei der Sparkasse (C.C.P. 12345-67). Hochachtungsvoll'],
    serif: true,
    truth: { shopName: 'Garage Nic. Weber & Fils', serviceDate: done, serviceMileage: kms },
  });
}

/** A Luxembourg City garage, 1998: carbon job card, LUF, TVA/MwSt 15 %, boxed header. */
export function luxJobcard1998(rng: Random): Generated {
  const inv = dateIn(rng, 1998, 1998);
  const done = addDays(inv, -rng.int(1, 3));
  const kms = mileage(rng, 40, 200);
  return bill({
    lang: 'de',
    head: {
      kind: 'left',
      name: 'Garage Schmit-Reuter s.à r.l.',
      sub: 'Mechanik · Karosserie · Contrôle technique',
      lines: ["212, route d'Arlon · L-1150 Luxembourg", 'Tél. 44 73 21 · TVA LU 15873346'],
    },
    title: 'Werkstattauftrag / Rechnung',
    cash: { cur: 'LUF', style: 'de', pos: 'none', whole: true },
    dec: ',',
    rate: 1650,
    jobs: jobs(
      rng,
      [
        'Inspektion nach Plan',
        'Bremsscheiben vorn erneuert',
        'Auspuffanlage Mittelteil ersetzt',
        'Vorbereitung Contrôle technique',
        'Batterie geprüft und ersetzt',
      ],
      3,
      0.5,
      3,
      ['R10', 'R22', 'R31', 'R45'],
    ),
    parts: parts(
      rng,
      [
        ['Bremsscheibe vorn', 2380, '4246.V8'],
        ['Bremsbeläge Satz', 1890, '4253.19'],
        ['Mittelschalldämpfer', 4120, '1713.A5'],
        ['Batterie 60 Ah', 3650, 'BAT60'],
        ['Ölfilter', 420, '1109.AH'],
      ],
      3,
    ),
    taxes: [{ label: 'TVA / MwSt. 15 %', rate: 15 }],
    to: ['M. Paul Wagner', '8, rue Michel Rodange', 'L-2430 Luxembourg'],
    meta: [
      ['Auftrag Nr.', `${rng.int(20000, 29999)}`],
      ['Datum', fd(inv, 'de')],
      ['Fertig am', fd(done, 'de')],
      ['Kennzeichen', `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(1000, 9999)}`],
      ['Marke/Typ', 'Peugeot 406'],
      ['Km', km(kms)],
    ],
    place: 'box',
    layout: 'jobcard',
    words: {
      jobs: "Arbeitslohn / Main-d'œuvre",
      parts: 'Ersatzteile / Pièces',
      desc: 'Text',
      hrs: 'Std.',
      qty: 'Anz.',
      unit: 'Einzel',
      amt: 'LUF',
      no: 'Art.',
    },
    sums: { jobs: 'Total Arbeitslohn', parts: 'Total Teile', net: 'Total HTVA', total: 'Total TTC LUF' },
    totalsStyle: 'box',
    stampLines: ['PAYÉ – BEZAHLT', fd(inv, 'de')],
    truth: { shopName: 'Garage Schmit-Reuter s.à r.l.', serviceDate: done, serviceMileage: kms },
  });
}

/** An Ettelbruck garage, 2016: modern PDF with labour and parts side by side, euro, TVA 17 %. */
export function ettelbruckTwocol2016(rng: Random): Generated {
  const inv = dateIn(rng, 2016, 2016);
  const done = addDays(inv, -rng.int(1, 6));
  const kms = mileage(rng, 20, 180);
  return bill({
    lang: 'de',
    head: {
      kind: 'right',
      name: 'Autos Koener Ettelbruck',
      sub: 'Service- und Reparaturbetrieb',
      lines: ['Z.I. Walebroch · L-9080 Ettelbruck', 'T +352 81 22 40 · garage@koener.lu', 'TVA LU 21455870 · RCS B 118402'],
    },
    title: 'Rechnung / Facture',
    cash: { cur: 'EUR', style: 'de', pos: 'none' },
    dec: ',',
    rate: 92,
    jobs: jobs(
      rng,
      ['Inspektion 30.000 km', 'Bremsflüssigkeit gewechselt', 'Zahnriemensatz mit Wasserpumpe erneuert', 'Querlenker vorn links ersetzt', 'Reifen umgesteckt'],
      3,
      0.5,
      4,
    ),
    parts: parts(
      rng,
      [
        ['Zahnriemensatz', 189.9, 'KP15580XS'],
        ['Wasserpumpe', 96.4, 'P7504'],
        ['Querlenker vorn links', 134.0, '1K0407151'],
        ['Bremsflüssigkeit DOT4 1 l', 18.2, 'B000750M3'],
        ['Motoröl 5W-40 (l)', 14.5, 'OL-5W40'],
      ],
      3,
    ),
    taxes: [{ label: 'TVA 17 %', rate: 17 }],
    to: ['Madame Carole Thill', '3, um Bierg', 'L-9160 Ingeldorf'],
    meta: [
      ['Rechnungsnummer', `FA-${rng.int(160000, 169999)}`],
      ['Datum', fd(inv, 'de')],
      ['Datum der Leistung', fd(done, 'de')],
      ['Fahrzeug', 'Škoda Octavia 2.0 TDI'],
      ['Fahrgestell', `TMBJJ7NE${rng.int(1000000, 9999999)}`],
      ['Kilometerstand', `${km(kms)} km`],
    ],
    place: 'above',
    layout: 'twocol',
    words: { jobs: 'Arbeiten', parts: 'Teile', desc: '', hrs: 'h', qty: 'St.', unit: '', amt: '' },
    sums: { jobs: 'Arbeit netto', parts: 'Teile netto', net: 'Total HT', total: 'Total TTC EUR' },
    totalsStyle: 'caption',
    foot: ['Zahlbar innerhalb von 15 Tagen · BCEE LU12 0019 2655 1234 5000 · Autos Koener s.à r.l., Ettelbruck'],
    truth: { shopName: 'Autos Koener Ettelbruck', serviceDate: done, serviceMileage: kms },
  });
}

/** A Vaduz workshop, 2005: CHF, MWST 7.6 %, five-Rappen rounding, labels above. */
export function vaduzModern2005(rng: Random): Generated {
  const inv = dateIn(rng, 2005, 2005);
  const done = addDays(inv, -rng.int(1, 5));
  const kms = mileage(rng, 30, 190);
  const rate = vatCH(2005);
  return bill({
    lang: 'de',
    head: {
      kind: 'left',
      name: 'Garage Marxer Anstalt',
      sub: 'Reparaturen · Service · Pneu',
      lines: ['Äulestrasse 38 · FL-9490 Vaduz', 'Telefon +423 232 18 44 · MWST-Nr. 53 417'],
    },
    title: 'Rechnung',
    cash: { cur: 'CHF', style: 'ch', pos: 'none' },
    dec: '.',
    rate: 118,
    jobs: jobs(
      rng,
      ['Service gemäss Serviceheft', 'Kupplung ersetzt', 'Pneus montiert und ausgewuchtet', 'Klimaanlage gefüllt', 'Lambdasonde ersetzt'],
      3,
      0.5,
      5,
    ),
    parts: parts(
      rng,
      [
        ['Kupplungssatz', 486.5, '623 3083 00'],
        ['Öl 10W-40 (l)', 16.8, 'CASTROL'],
        ['Ölfilter', 24.6, 'OC 90'],
        ['Lambdasonde', 238.0, '0 258 006 028'],
        ['Kältemittel R134a', 68.0, 'R134A'],
      ],
      3,
    ),
    taxes: [{ label: `MWST ${rate} %`, rate }],
    round05: true,
    to: ['Herr Andreas Büchel', 'Im Pardiel 9', 'FL-9494 Schaan'],
    meta: [
      ['Rechnung Nr.', `${rng.int(40000, 49999)}`],
      ['Datum', fd(inv, 'de')],
      ['Ausgeführt', fd(done, 'de')],
      ['Kontrollschild', `FL ${rng.int(1000, 29999)}`],
      ['Fahrzeug', 'BMW 320d Touring'],
      ['km', km(kms).replace(/\./g, "'")],
    ],
    place: 'above',
    layout: 'modern',
    words: { jobs: 'Arbeit', parts: 'Material', desc: 'Bezeichnung', hrs: 'Std.', qty: 'Menge', unit: 'Ansatz', amt: 'Betrag CHF' },
    sums: { jobs: 'Total Arbeit', parts: 'Total Material', net: 'Total exkl. MWST', total: 'Total CHF' },
    totalsStyle: 'box',
    foot: ['Zahlbar 30 Tage netto · Liechtensteinische Landesbank AG, Vaduz · IBAN LI21 0880 0000 0123 4567 8'],
    truth: { shopName: 'Garage Marxer Anstalt', serviceDate: done, serviceMileage: kms },
  });
}

/** A Schaan restorer, 2014: typed letter, CHF with dashes, MWST 8 %. */
export function schaanLetter2014(rng: Random): Generated {
  const inv = dateIn(rng, 2014, 2014);
  const done = addDays(inv, -rng.int(5, 20));
  return bill({
    lang: 'de',
    head: {
      kind: 'centre',
      name: 'Oldtimerwerkstatt Frick',
      sub: 'Restaurierung und Unterhalt klassischer Fahrzeuge',
      lines: ['Landstrasse 141 · FL-9494 Schaan · +423 233 40 61'],
      serif: true,
    },
    title: 'Rechnung für Arbeiten an Ihrem Alfa Romeo Giulia Sprint GT',
    cash: { cur: 'Fr.', style: 'ch', pos: 'pre', dash: true },
    dec: '.',
    rate: 125,
    jobs: jobs(
      rng,
      [
        'Weber-Doppelvergaser revidiert und synchronisiert',
        'Bremsanlage komplett überholt',
        'Kardanwellenlager ersetzt',
        'Elektrik geprüft, Massebänder erneuert',
      ],
      3,
      2,
      9,
    ),
    parts: parts(
      rng,
      [
        ['Dichtsatz Weber 40 DCOE', 78, '92.3110'],
        ['Bremssattel-Reparatursatz', 112, 'ATE 13.0441'],
        ['Kardanmittellager', 165, '105.26.12'],
        ['Massebänder', 24, 'MB-300'],
      ],
      3,
    ),
    taxes: [{ label: 'MWST 8 %', rate: 8 }],
    round05: true,
    to: ['Herrn Dr. Markus Quaderer', 'Bergstrasse 4', 'FL-9497 Triesenberg'],
    meta: [
      ['Schaan,', fd(inv, 'delong')],
      ['Fahrzeug fertig am', fd(done, 'de')],
    ],
    place: 'beside',
    layout: 'letter',
    intro: 'Sehr geehrter Herr Dr. Quaderer, wir danken für Ihren Auftrag und stellen Ihnen die ausgeführten Arbeiten in Rechnung:',
    words: { jobs: 'Arbeitsaufwand', parts: 'Material', desc: '', hrs: 'Std.', qty: '', unit: '', amt: '' },
    sums: { jobs: 'Total Arbeit', parts: 'Total Material', total: 'Rechnungsbetrag' },
    totalsStyle: 'plain',
    after: ['Zahlbar innert 30 Tagen. Mit freundlichen Grüssen', 'Thomas Frick'],
    serif: true,
    truth: { shopName: 'Oldtimerwerkstatt Frick', serviceDate: done },
  });
}

/** An Eupen garage, 1998: dot-matrix, Belgian francs, MwSt 21 %. */
export function eupenMatrix1998(rng: Random): Generated {
  const inv = dateIn(rng, 1998, 1998);
  const kms = mileage(rng, 50, 210);
  return bill({
    lang: 'de',
    head: {
      kind: 'caps',
      name: 'Garage Kessler Eupen PGmbH',
      sub: 'Reparatur - Verkauf - Abschleppdienst',
      lines: ['Herbesthaler Strasse 87, B-4700 Eupen', 'Tel. 087/55 31 20 - MwSt. BE 432.118.507'],
    },
    title: 'Rechnung ' + rng.int(980001, 989999),
    cash: { cur: 'BEF', style: 'de', pos: 'none', whole: true },
    dec: ',',
    rate: 1420,
    flat: false,
    jobs: jobs(
      rng,
      ['Grosse Wartung', 'Stossdaempfer vorne erneuert', 'Auspuff komplett ersetzt', 'Vorbereitung technische Kontrolle', 'Bremsen hinten nachgestellt'],
      3,
      0.5,
      3,
    ),
    parts: parts(
      rng,
      [
        ['Oelfilter', 395, 'OF-112'],
        ['Motoroel 15W40 5 l', 1180, 'MO-540'],
        ['Stossdaempfer vorne', 2860, 'SD-3341'],
        ['Auspuff komplett', 6950, 'AU-2210'],
        ['Luftfilter', 640, 'LF-087'],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt. 21 %', rate: 21 }],
    to: ['Herrn Guido Pauels', 'Haasstrasse 14', '4700 Eupen'],
    meta: [
      ['Datum', fd(inv, 'de')],
      ['Kennzeichen', `${'ABCDEFGH'[rng.int(0, 7)]}${'KLMNPR'[rng.int(0, 5)]}${'STVW'[rng.int(0, 3)]}-${rng.int(100, 999)}`],
      ['Fahrzeug', 'Ford Escort 1.6 CL'],
      ['Km-Stand', km(kms)],
    ],
    place: 'beside',
    layout: 'matrix',
    words: { jobs: 'Arbeitslohn', parts: 'Ersatzteile', desc: 'Bezeichnung', hrs: 'Std/Anz', qty: 'Anz', unit: 'Preis', amt: 'Betrag BEF' },
    sums: { jobs: 'Total Arbeitslohn', parts: 'Total Ersatzteile', net: 'Total ohne MwSt.', total: 'Zu zahlen BEF' },
    totalsStyle: 'plain',
    after: ['Zahlbar bar bei Abholung des Fahrzeugs. Unsere allgemeinen Geschaeftsbedingungen gelten.'],
    truth: { shopName: 'Garage Kessler Eupen PGmbH', serviceDate: inv, serviceMileage: kms },
  });
}

/** A St. Vith garage, 2011: modern, euro, MwSt 21 %, date of work printed below. */
export function stVithModern2011(rng: Random): Generated {
  const inv = dateIn(rng, 2011, 2011);
  const done = addDays(inv, -rng.int(1, 4));
  const kms = mileage(rng, 30, 250);
  return bill({
    lang: 'de',
    head: {
      kind: 'band',
      name: 'Autohaus Thommessen AG',
      sub: 'Eifel-Ardennen',
      lines: ['Malmedyer Straße 52', 'B-4780 St. Vith', 'Tel. 080 22 71 15', 'MwSt. BE 0448.221.905'],
    },
    title: 'Rechnung',
    cash: { cur: '€', style: 'de', pos: 'pre' },
    dec: ',',
    rate: 58,
    jobs: jobs(
      rng,
      ['Wartung laut Herstellervorgabe', 'Radlager hinten rechts ersetzt', 'Partikelfilter gereinigt', 'Scheibenwischer erneuert', 'Fehlersuche Elektrik'],
      3,
      0.5,
      3.5,
    ),
    parts: parts(
      rng,
      [
        ['Radlagersatz hinten', 92.3, '713 6104 90'],
        ['Wischerblatt Satz', 38.9, '3 397 118 932'],
        ['Motoröl 5W30 (l)', 13.6, 'LL-04'],
        ['Ölfilter', 15.2, 'HU 719/7x'],
        ['Pollenfilter', 24.1, 'CUK 2939'],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt. 21 %', rate: 21 }],
    to: ['Herrn Erwin Backes', 'Rodter Straße 3', '4780 St. Vith'],
    meta: [
      ['Rechnungsnummer', `${rng.int(11000, 11999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Kennzeichen', `1-${'ABCDEFG'[rng.int(0, 6)]}${'HJKLMN'[rng.int(0, 5)]}${'PRSTVW'[rng.int(0, 5)]}-${rng.int(100, 999)}`],
      ['Fahrzeug', 'Opel Astra J 1.7 CDTI'],
      ['Werkstatttermin', fd(done, 'de')],
      ['Kilometerstand', km(kms)],
    ],
    place: 'under',
    layout: 'modern',
    words: { jobs: 'Arbeitslohn', parts: 'Ersatzteile', desc: 'Beschreibung', hrs: 'Std.', qty: 'Menge', unit: 'Preis', amt: 'Netto', pos: 'Nr.' },
    sums: { jobs: 'Summe Arbeitslohn', parts: 'Summe Ersatzteile', net: 'Nettobetrag', total: 'Gesamtbetrag' },
    totalsStyle: 'band',
    foot: ['Autohaus Thommessen AG · HGR Eupen 68 217 · KBC BE73 7310 0123 4560'],
    truth: { shopName: 'Autohaus Thommessen AG', serviceDate: done, serviceMileage: kms },
  });
}

/** A Swakopmund workshop, 1994: carbon job card, N$, GST 11 %. */
export function swakopJobcard1994(rng: Random): Generated {
  const inv = dateIn(rng, 1994, 1994);
  const done = addDays(inv, -rng.int(1, 4));
  const kms = mileage(rng, 80, 320);
  return bill({
    lang: 'de',
    head: {
      kind: 'frame',
      name: 'Küsten-Garage Schneider (Pty) Ltd',
      sub: 'Kfz-Reparaturen · Ersatzteile · Abschleppdienst',
      lines: ['Kaiser-Wilhelm-Straße 23, Swakopmund', 'Postfach 418 · Tel. (064) 40 27 16'],
    },
    title: 'Werkstattrechnung',
    cash: { cur: 'N$', style: 'en', pos: 'pre' },
    dec: ',',
    rate: 85,
    jobs: jobs(
      rng,
      [
        'Vorderachse überholt, Spurstangenköpfe ersetzt',
        'Luftfilter und Ansaugtrakt von Sand gereinigt',
        'Kühler gespült und abgedichtet',
        'Motorölwechsel',
        'Stoßdämpfer hinten ersetzt',
      ],
      3,
      1,
      5,
      ['W1', 'W2', 'W3'],
    ),
    parts: parts(
      rng,
      [
        ['Spurstangenkopf', 148.5, 'TRE-226'],
        ['Luftfiltereinsatz', 96.0, 'AF-1140'],
        ['Kühlerdichtmittel', 32.5, 'KD-01'],
        ['Motoröl 20W50 5 l', 118.0, 'OIL-5L'],
        ['Stoßdämpfer hinten', 265.0, 'SA-7723'],
      ],
      3,
    ),
    taxes: [{ label: 'GST 11 %', rate: 11 }],
    to: ['Herrn Klaus Rittmann', 'Farm Otjisazu', 'Postfach 112, Okahandja'],
    meta: [
      ['Auftrag', `${rng.int(4000, 6999)}`],
      ['Datum', fd(inv, 'de')],
      ['Fertig am', fd(done, 'de')],
      ['Kennzeichen', `N ${rng.int(1000, 9999)} S`],
      ['Fahrzeug', 'Toyota Hilux 2.4 D'],
      ['Km', km(kms)],
    ],
    place: 'box',
    layout: 'jobcard',
    words: { jobs: 'Arbeitslohn', parts: 'Teile', desc: 'Bezeichnung', hrs: 'Std.', qty: 'Anz.', unit: 'Preis', amt: 'Betrag', no: 'Teile-Nr.' },
    sums: { jobs: 'Arbeit gesamt', parts: 'Teile gesamt', net: 'Summe netto', total: 'Endbetrag N$' },
    totalsStyle: 'box',
    after: ['Durchschrift – bitte bei Abholung vorlegen. Zahlung bar oder per Scheck auf Bank Windhoek.'],
    truth: { shopName: 'Küsten-Garage Schneider (Pty) Ltd', serviceDate: done, serviceMileage: kms },
  });
}

/** A Windhoek Mercedes specialist, 2017: modern tax invoice in German, N$, VAT 15 %, Leistungsdatum. */
export function windhoekTwocol2017(rng: Random): Generated {
  const inv = dateIn(rng, 2017, 2017);
  const done = addDays(inv, -rng.int(1, 5));
  const kms = mileage(rng, 90, 380);
  return bill({
    lang: 'de',
    head: {
      kind: 'right',
      name: 'Stern Motoren Windhoek CC',
      sub: 'Mercedes-Benz Spezialwerkstatt',
      lines: ['Nelson Mandela Avenue 44, Klein Windhoek', 'Tel. +264 61 23 88 10 · VAT Reg. 4581273-01-5'],
    },
    title: 'Steuerrechnung / Tax Invoice',
    cash: { cur: 'N$', style: 'en', pos: 'pre' },
    dec: ',',
    rate: 540,
    jobs: jobs(
      rng,
      ['Service B nach Serviceheft', 'Glühkerzen ersetzt', 'Vorderachse vermessen', 'Einspritzdüsen geprüft', 'Klimaanlage desinfiziert'],
      3,
      0.5,
      4,
    ),
    parts: parts(
      rng,
      [
        ['Glühkerze', 312.0, 'A0011597001'],
        ['Ölfilter', 189.5, 'A6511800109'],
        ['Motoröl 5W-30 (l)', 128.0, 'MB229.51'],
        ['Innenraumfilter', 446.0, 'A2128300318'],
        ['Dichtring', 12.5, 'N007603012106'],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt./VAT 15 %', rate: 15 }],
    to: ['Frau Ingrid Voigts', 'Sam Nujoma Drive 118', 'Windhoek'],
    meta: [
      ['Rechnung', `INV-${rng.int(17000, 17999)}`],
      ['Datum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Kennzeichen', `N ${rng.int(10000, 99999)} W`],
      ['Fahrzeug', 'Mercedes-Benz E 250 CDI'],
      ['km-Stand', String(kms)],
    ],
    place: 'above',
    layout: 'twocol',
    words: { jobs: 'Arbeitslohn', parts: 'Ersatzteile', desc: '', hrs: 'Std.', qty: 'Stk.', unit: '', amt: '' },
    sums: { jobs: 'Arbeitslohn', parts: 'Ersatzteile', net: 'Summe exkl. MwSt.', total: 'Gesamt inkl. MwSt.' },
    totalsStyle: 'caption',
    foot: ['Stern Motoren Windhoek CC · CC/2004/1187 · FNB Namibia, Konto 62 1234 5678'],
    truth: { shopName: 'Stern Motoren Windhoek CC', serviceDate: done, serviceMileage: kms },
  });
}

/** A Bruneck workshop, 1985: typed on a dotted form, lire, IVA 18 %. */
export function bruneckLetter1985(rng: Random): Generated {
  const inv = dateIn(rng, 1985, 1985);
  const done = addDays(inv, -rng.int(1, 7));
  const kms = mileage(rng, 40, 170);
  return bill({
    lang: 'de',
    head: {
      kind: 'left',
      name: 'Kfz-Werkstatt Hofer Josef',
      sub: 'Reparaturen – Riparazioni',
      lines: ['Stegener Straße 19 · 39031 Bruneck/Brunico', 'Tel. 0474/2 15 63 · Steuer-Nr. HFRJSF40B12B220X'],
      serif: true,
    },
    title: 'Rechnung – Fattura',
    cash: { cur: 'Lire', style: 'de', pos: 'pre', whole: true },
    dec: ',',
    rate: 19000,
    jobs: jobs(
      rng,
      ['Kupplungsseil erneuert', 'Vergaser gereinigt und eingestellt', 'Schneeketten montiert', 'Ölwechsel mit Filter', 'Lichtmaschine überholt'],
      3,
      0.5,
      3,
    ),
    parts: parts(
      rng,
      [
        ['Kupplungsseil', 18500],
        ['Vergaserdichtsatz', 14000],
        ['Ölfilter', 9500],
        ['Motoröl 4 Liter', 26000],
        ['Kohlebürsten Lichtmaschine', 11500],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt. / IVA 18 %', rate: 18 }],
    to: ['Herrn Peter Niederkofler', 'Ahrntal 22', '39030 St. Johann'],
    meta: [
      ['Datum', fd(inv, 'de2')],
      ['Kennz.', `BZ ${rng.int(200000, 399999)}`],
      ['Km', km(kms)],
      ['Reparatur am', fd(done, 'de2')],
    ],
    place: 'beside',
    layout: 'letter',
    words: { jobs: 'Arbeiten – Lavori', parts: 'Material – Materiale', desc: '', hrs: 'Std.', qty: '', unit: '', amt: '' },
    sums: { jobs: 'Arbeitslohn', parts: 'Material', net: 'Imponibile', total: 'Totale / Gesamt' },
    totalsStyle: 'box',
    serif: true,
    stampLines: ['BEZAHLT'],
    truth: { shopName: 'Kfz-Werkstatt Hofer Josef', serviceDate: done, serviceMileage: kms },
  });
}
