/** German-language workshop bills of the collector's marque specialists (DE, AT, CH, BE, DK), 1972–2022. */
import { addDays, dateIn, fd, vatCH } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { pickParts, pickWork, serviceBill } from './bill';

const kmDe = (n: number) => n.toLocaleString('de-DE');

/** A Stuttgart coachbuilder, 1972: typed on a form with dotted leaders, DM, 11 % MwSt, a paid stamp. */
export function deCoachbuilder1972(rng: Random): Generated {
  const inv = dateIn(rng, 1972, 1972);
  const done = addDays(inv, -rng.int(2, 9));
  const km = rng.int(38, 140) * 1000 + rng.int(0, 999);
  const shop = 'Karosseriebau Wilhelm Rau';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Karosseriebau Wilhelm Rau',
      tag: 'Sonderaufbauten · Unfallinstandsetzung · Lackierung',
      lines: ['7000 Stuttgart-Feuerbach, Wiener Straße 61 · Fernruf (0711) 81 40 22'],
      serif: true,
    },
    title: 'R e c h n u n g',
    money: { cur: 'DM', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 17.5,
    work: pickWork(
      rng,
      [
        'Kotflügel vorn links ausgebeult und verzinnt',
        'Schweller rechts erneuert',
        'Fahrertür eingepaßt, Spaltmaße gerichtet',
        'Stoßstangenhalter neu angefertigt',
        'Rahmenkopf vorn gerichtet',
        'Unterboden entrostet und grundiert',
      ],
      4,
      3,
      14,
    ),
    parts: pickParts(
      rng,
      [
        ['Schwellerblech rechts', 86],
        ['Lötzinn und Flußmittel', 14],
        ['Türdichtung Fahrerseite', 32],
        ['Grundierung 2 kg', 18],
        ['Gummipuffer Stoßstange', 6],
      ],
      3,
    ),
    taxes: [{ label: '11 % Mehrwertsteuer', rate: 11, on: 'all' }],
    customer: ['Herrn', 'Dr. Helmut Brandstätter', 'Parkstraße 9', '7250 Leonberg'],
    meta: [
      ['Rechnung Nr.', `${rng.int(700, 999)}/72`],
      ['Datum', fd(inv, 'de')],
      ['Fahrzeug', 'Mercedes-Benz 300 SL Roadster (Rückkauf aus USA)'],
      ['Fahrgestell-Nr.', `198.042-10-00${rng.int(100, 999)}`],
      ['Kilometerstand', kmDe(km)],
      ['Fertiggestellt am', fd(done, 'de')],
    ],
    metaMode: 'dots',
    tableMode: 'sections',
    rules: 'none',
    heads: { work: 'Arbeitslohn', parts: 'Material', text: 'Bezeichnung', hours: 'Std.', qty: 'Stck.', unit: 'à DM', amount: 'DM' },
    labels: { labour: 'Summe Arbeitslohn', parts: 'Summe Material', net: 'Zusammen', total: 'Rechnungsbetrag' },
    totalsMode: 'none',
    intro: 'Für die an Ihrem aus Kalifornien zurückgeführten Fahrzeug ausgeführten Karosseriearbeiten berechnen wir Ihnen:',
    after: ['Zahlbar sofort ohne Abzug. Das Fahrzeug wurde Ihnen nach Fertigstellung übergeben.'],
    stampLines: ['BEZAHLT', `am ${fd(addDays(inv, 6), 'de')}`],
    serif: true,
    truth: { shopName: shop, serviceDate: done, serviceMileage: km },
  });
}

/** A Viennese saddler and trimmer, 1988: schillings, one list without a labour/parts split, total in a band below its label. */
export function deTrimmerVienna1988(rng: Random): Generated {
  const inv = dateIn(rng, 1988, 1988);
  const done = addDays(inv, -rng.int(3, 12));
  const shop = 'Sattlerei Josef Kratochwil';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Sattlerei Josef Kratochwil',
      tag: 'Autotapezierer · Verdecke · Lederarbeiten seit 1931',
      lines: ['A-1150 Wien, Märzstraße 44', 'Telefon 0222 / 92 18 05'],
    },
    title: 'RECHNUNG',
    money: { cur: 'S', style: 'de', pos: 'pre', dash: true },
    decimal: ',',
    rate: 420,
    work: pickWork(
      rng,
      [
        'Sitzbezüge vorn in Connolly-Leder neu angefertigt',
        'Rückbank neu gepolstert',
        'Verdeck aus Sonnenland-Stoff neu genäht und montiert',
        'Türverkleidungen neu bezogen',
        'Teppichsatz nach Muster angefertigt',
        'Himmel neu eingespannt',
      ],
      4,
      4,
      22,
    ),
    parts: [],
    taxes: [{ label: 'zuzüglich 20 % USt.', rate: 20, on: 'all' }],
    customer: ['Herrn Ing. Walter Pospischil', 'Hietzinger Hauptstraße 112', '1130 Wien'],
    meta: [
      ['Rechnung Nr.', `R ${rng.int(1200, 1899)}`],
      ['Wien, am', fd(inv, 'de')],
      ['Fahrzeug', 'Jaguar XK 150 DHC (GB)'],
      ['Kennzeichen', `W ${rng.int(100, 999)}.${rng.int(100, 999)}`],
      ['Fertigstellung', fd(done, 'de')],
    ],
    metaMode: 'rightblock',
    tableMode: 'lump',
    rules: 'head',
    heads: { work: '', parts: '', text: 'Leistung einschließlich Material', hours: '', qty: '', unit: '', amount: 'Schilling' },
    labels: { labour: '', parts: '', net: 'Summe netto', total: 'Rechnungsbetrag' },
    totalsMode: 'labelAbove',
    subtotals: false,
    after: ['Das Leder wurde vom Kunden beigestellt. Zahlbar binnen 14 Tagen auf unser Konto bei der Ersten österreichischen Spar-Casse.'],
    note: 'Vorführung Concours Laxenburg!',
    truth: { shopName: shop, serviceDate: done },
  });
}

/** A Bielefeld engine rebuilder, 1996: a band letterhead, boxed cells, one grid with A/M lines, 15 % MwSt. */
export function deEngineBielefeld1996(rng: Random): Generated {
  const inv = dateIn(rng, 1996, 1996);
  const done = addDays(inv, -rng.int(1, 6));
  const km = rng.int(60, 190) * 1000 + rng.int(0, 999);
  const shop = 'Motoren-Instandsetzung Brockmeyer GmbH';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Motoren-Instandsetzung Brockmeyer GmbH',
      tag: 'Meisterbetrieb',
      lines: ['Eckendorfer Straße 180', '33609 Bielefeld', 'Tel. 0521 / 33 07 18', 'Fax 0521 / 33 07 19'],
    },
    title: 'Rechnung',
    money: { cur: 'DM', style: 'de', pos: 'none' },
    decimal: ',',
    rate: 96,
    work: pickWork(
      rng,
      [
        'Motor aus- und eingebaut',
        'Motor zerlegt, gereinigt, vermessen',
        'Zylinder gebohrt und gehont',
        'Kurbelwelle geschliffen 1. Untermaß',
        'Zylinderkopf plangeschliffen, Ventilsitze bearbeitet',
        'Motor montiert und auf dem Prüfstand eingefahren',
      ],
      5,
      2,
      12,
    ),
    parts: pickParts(
      rng,
      [
        ['Kolbensatz komplett Übermaß 0,5', 980],
        ['Hauptlagersatz', 210],
        ['Pleuellagersatz', 145],
        ['Motordichtsatz', 260],
        ['Ventile Auslaß', 38],
        ['Ölpumpe überholt', 340],
        ['Steuerkette Duplex', 120],
      ],
      5,
    ),
    taxes: [{ label: '15 % MwSt.', rate: 15, on: 'all' }],
    customer: ['Oldtimer-Import Hartkopf', 'Herrn Gerd Hartkopf', 'Am Stadtholz 3', '33649 Bielefeld'],
    meta: [
      ['Rechnungs-Nr.', `96-${rng.int(1000, 4999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Kunden-Nr.', String(rng.int(10000, 19999))],
      ['Fahrzeug', 'Porsche 356 B T6'],
      ['Motor-Nr.', `P ${rng.int(600100, 609999)}`],
      ['km-Stand', kmDe(km)],
      ['Auftrag', `A ${rng.int(2000, 2999)}`],
    ],
    metaMode: 'rowbox',
    tableMode: 'combined',
    rules: 'grid',
    heads: { work: '', parts: '', text: 'Bezeichnung', hours: 'Std.', qty: 'Menge', unit: 'Preis', amount: 'Betrag DM', type: ['A', 'M'] },
    labels: { labour: 'Summe Arbeit (A)', parts: 'Summe Material (M)', net: 'Nettobetrag', total: 'Gesamtbetrag DM' },
    totalsMode: 'last',
    foot: [
      'Brockmeyer GmbH · Amtsgericht Bielefeld HRB 18 224 · Sparkasse Bielefeld BLZ 480 501 61 Kto. 66 012 448',
      'Gewährleistung auf überholte Motoren 12 Monate oder 20.000 km',
    ],
    truth: { shopName: shop, serviceDate: done, serviceMileage: km },
  });
}

/** A Zürich carburettor specialist, 2009: right-hand letterhead, work in sentences, parts with numbers, CHF, 7,6 % MWST, Rappen rounding. */
export function deCarbZurich2009(rng: Random): Generated {
  const inv = dateIn(rng, 2009, 2009);
  const done = addDays(inv, -rng.int(1, 5));
  const km = rng.int(20, 120) * 1000 + rng.int(0, 999);
  const shop = 'Vergaser-Technik Hürlimann AG';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'right',
      name: 'Vergaser-Technik Hürlimann AG',
      tag: 'Weber · Solex · Dell’Orto · SU · Zenith',
      lines: ['Hardturmstrasse 131, 8005 Zürich', 'Tel. 044 271 48 90 · MWST-Nr. 412 877'],
    },
    title: 'Rechnung',
    money: { cur: 'CHF', style: 'ch', pos: 'pre' },
    decimal: '.',
    rate: 128,
    work: pickWork(
      rng,
      [
        'Vergaserbatterie demontiert und zerlegt',
        'Gehäuse im Ultraschallbad gereinigt',
        'Drosselklappenwellen neu gebüchst',
        'Vergaser synchronisiert und Gemisch eingestellt',
        'Probefahrt mit Abgasmessung',
      ],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Dichtungssatz Weber 40 DCOE', 48],
        ['Schwimmernadelventil 1.75', 22],
        ['Hauptdüse 125', 9],
        ['Leerlaufdüse 50F8', 9],
        ['Beschleunigerpumpe Membran', 16],
        ['Drosselklappenwellen Satz', 140],
      ],
      4,
    ),
    taxes: [{ label: `MWST ${vatCH(2009)} %`, rate: vatCH(2009), on: 'all' }],
    round05: true,
    customer: ['Herr Beat Zollinger', 'Seestrasse 220', '8802 Kilchberg'],
    meta: [
      ['Rechnungs-Nr.', `${rng.int(9000, 9999)}`],
      ['Datum', fd(inv, 'de')],
      ['Arbeit ausgeführt', fd(done, 'de')],
      ['Fahrzeug', 'Alfa Romeo Giulia Sprint GT'],
      ['Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
      ['km', kmDe(km).replace('.', "'")],
    ],
    metaMode: 'lines',
    tableMode: 'prose',
    rules: 'head',
    heads: { work: 'Ausgeführte Arbeiten', parts: 'Material', text: 'Artikel', hours: 'Std.', qty: 'Anz.', unit: 'Preis', amount: 'Total', no: 'Art.-Nr.' },
    labels: { labour: 'Arbeit', parts: 'Total Material', net: 'Total exkl. MWST', rounding: 'Rundung', total: 'Total CHF' },
    totalsMode: 'all',
    after: ['Fahrzeug für die Verzollung nach Deutschland vorbereitet; Zollpapiere liegen bei. Zahlbar 30 Tage netto.'],
    truth: { shopName: shop, serviceDate: done, serviceMileage: km },
  });
}

/** A Hamburg magneto shop, 2015: values over their captions, dotted tables, total in a band, postage passed on after tax. */
export function deMagnetoHamburg2015(rng: Random): Generated {
  const inv = dateIn(rng, 2015, 2015);
  const done = addDays(inv, -rng.int(1, 4));
  const shop = 'Zündungsdienst Petersen';
  const post = 16.9;
  return serviceBill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Zündungsdienst Petersen',
      tag: 'Magnetzünder · Lichtmagnete · Dynamos · Bosch-Klassik',
      lines: ['Billstraße 82 · 20539 Hamburg', 'info@zuendungsdienst-petersen.de'],
    },
    title: 'Rechnung',
    money: { cur: '€', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 72,
    work: pickWork(
      rng,
      [
        'Magnetzünder Bosch ZE4 zerlegt und geprüft',
        'Anker neu gewickelt und imprägniert',
        'Magnet aufmagnetisiert',
        'Unterbrecher nachgearbeitet und eingestellt',
        'Prüfstandlauf bis 4.000 U/min',
      ],
      4,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Kondensator neu', 38],
        ['Kugellager 6201', 14],
        ['Unterbrecherkontakt', 26],
        ['Schleifkohle', 8],
        ['Verteilerfinger Bakelit', 45],
      ],
      3,
    ),
    extras: [['Versand DHL (Auslage)', post]],
    extrasAfterTax: true,
    taxes: [{ label: 'MwSt. 19 %', rate: 19, on: 'all' }],
    customer: ['Classic Car Export Nord', 'Frau Svenja Lorenzen', 'Hafenstraße 7', '24937 Flensburg'],
    meta: [
      ['Rechnung', `ZP-${rng.int(15100, 15999)}`],
      ['Datum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Ihr Zeichen', 'Horch 853 / Export DK'],
    ],
    metaMode: 'rowbelow',
    tableMode: 'sections',
    rules: 'dotted',
    heads: {
      work: 'Werkstattleistung',
      parts: 'Ersatzteile',
      text: 'Leistung',
      ptext: 'Artikel',
      hours: 'Std.',
      qty: 'Anz.',
      unit: 'Einzel €',
      amount: 'Betrag €',
    },
    labels: { labour: 'Werkstattleistung gesamt', parts: 'Ersatzteile gesamt', net: 'Nettosumme', total: 'Zu zahlender Betrag' },
    totalsMode: 'labelAbove',
    foot: ['Zündungsdienst Petersen · Inh. Jens Petersen · USt-IdNr. DE 281 447 902 · Haspa IBAN DE41 2005 0550 1234 8877 01'],
    truth: { shopName: shop, serviceDate: done },
  });
}

/** A Graz chrome plater, 2003: centred head, captions above values, one priced list without a split, 20 % USt. */
export function dePlaterGraz2003(rng: Random): Generated {
  const inv = dateIn(rng, 2003, 2003);
  const out = addDays(inv, -rng.int(1, 3));
  const shop = 'Galvanik Steirer & Söhne';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Galvanik Steirer & Söhne',
      tag: 'Hartverchromung · Glanzverchromung · Oldtimerteile',
      lines: ['Kärntner Straße 311, A-8054 Graz · Tel. 0316 / 28 44 70'],
    },
    title: 'Rechnung',
    money: { cur: 'EUR', style: 'de', pos: 'pre' },
    decimal: ',',
    rate: 58,
    work: pickWork(
      rng,
      [
        'Stoßstange vorn entchromt, poliert, verkupfert, verchromt',
        'Stoßstange hinten wie vor',
        'Kühlergrill Messing aufgelötet und verchromt',
        'Radzierkappen 4 Stück verchromt',
        'Türgriffe 2 Stück neu verchromt',
        'Scheinwerferringe poliert und verchromt',
      ],
      4,
      2,
      9,
    ),
    parts: [],
    taxes: [{ label: '20 % USt', rate: 20, on: 'all' }],
    customer: ['Herrn Mag. Ferdinand Lercher', 'Leonhardstraße 60', '8010 Graz'],
    meta: [
      ['Rechnungsnummer', `${rng.int(3100, 3999)}/2003`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Ausgeliefert am', fd(out, 'de')],
      ['Lieferschein', `LS ${rng.int(800, 999)}`],
    ],
    metaMode: 'rowabove',
    tableMode: 'lump',
    rules: 'head',
    heads: { work: '', parts: '', text: 'Teil / Ausführung', hours: '', qty: '', unit: '', amount: 'Betrag' },
    labels: { labour: '', parts: '', net: 'Summe netto', total: 'Gesamtbetrag' },
    totalsMode: 'last',
    subtotals: false,
    after: ['Teile für Steyr-Puch 500 D, angeliefert vom Kunden. Zahlbar innerhalb 8 Tagen mit 2 % Skonto oder 30 Tage netto.'],
    note: 'für Concours Schloss Eggenberg',
    truth: { shopName: shop, serviceDate: out },
  });
}

/** A Munich concours preparer, 2019: two-column head, info block at the right, work and parts side by side, 19 %. */
export function deConcoursMunich2019(rng: Random): Generated {
  const inv = dateIn(rng, 2019, 2019);
  const done = addDays(inv, -rng.int(2, 8));
  const km = rng.int(12, 80) * 1000 + rng.int(0, 999);
  const shop = 'Concours Atelier Wallner';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'split',
      name: 'Concours Atelier Wallner',
      tag: 'Aufbereitung · Präsentation · Ausstellungsvorbereitung',
      lines: ['Wallner Fahrzeugpflege GmbH', 'Lerchenauer Str. 44', '80809 München', '089 / 35 87 21 60'],
    },
    title: 'Rechnung',
    money: { cur: '€', style: 'de', pos: 'pre' },
    decimal: ',',
    rate: 85,
    work: pickWork(
      rng,
      [
        'Lack dreistufig poliert und versiegelt',
        'Motorraum detailgereinigt',
        'Chromteile poliert',
        'Lederausstattung gereinigt und genährt',
        'Unterboden für Spiegelprüfung gereinigt',
        'Präsentation am Concours begleitet',
      ],
      5,
      3,
      14,
    ),
    parts: pickParts(
      rng,
      [
        ['Hartwachs Carnauba', 64],
        ['Lederpflege-Set', 42],
        ['Weißwandreifen-Reiniger', 18],
        ['Mikrofasertücher', 4],
        ['Polierpaste Chrom', 22],
      ],
      3,
    ),
    taxes: [{ label: 'zzgl. 19 % MwSt.', rate: 19, on: 'all' }],
    customer: ['Herrn Konstantin von Halem', 'Maximilianstraße 31', '80539 München'],
    meta: [
      ['Rechnungs-Nr.', `CW-2019-${rng.int(100, 399)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Fahrzeug', 'BMW 507 Roadster'],
      ['Kennzeichen', `M-WK ${rng.int(10, 99)}H`],
      ['Laufleistung', `${kmDe(km)} km`],
    ],
    metaMode: 'rightblock',
    tableMode: 'twin',
    heads: { work: 'Arbeitsleistung', parts: 'Material', text: '', hours: '', qty: '', unit: '', amount: '' },
    labels: { labour: 'Summe Arbeit', parts: 'Summe Material', net: 'Nettobetrag', total: 'Rechnungsbetrag' },
    totalsMode: 'none',
    intro: 'Vorbereitung Ihres Fahrzeugs für den Concours d’Elegance Schloss Dyck:',
    foot: ['Wallner Fahrzeugpflege GmbH · Geschäftsführer Tobias Wallner · HRB 211 904 München · Stadtsparkasse München IBAN DE77 7015 0000 0912 3344 55'],
    truth: { shopName: shop, serviceDate: done, serviceMileage: km },
  });
}

/** A Hanover import preparer, 2012: H-Gutachten preparation, customs outlays after the VAT, monogram head. */
export function deImportPrepHannover2012(rng: Random): Generated {
  const inv = dateIn(rng, 2012, 2012);
  const done = addDays(inv, -rng.int(2, 10));
  const miles = rng.int(30, 95) * 1000 + rng.int(0, 999);
  const shop = 'Klassik-Import Service Behrens';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Klassik-Import Service Behrens',
      tag: 'US-Fahrzeuge · Umrüstung · Zulassung',
      lines: ['Vahrenwalder Straße 205 · 30165 Hannover', 'Telefon 0511 / 63 28 19'],
    },
    title: 'Rechnung',
    money: { cur: 'EUR', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 69,
    work: pickWork(
      rng,
      [
        'Fahrzeug aus Container entladen und eingelagert',
        'Beleuchtung auf EU-Vorschriften umgerüstet',
        'Bremsanlage geprüft und entlüftet',
        'Tachometer auf km/h umgerüstet',
        'Vorführung zum Oldtimergutachten § 23 StVZO',
      ],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Blinkleuchten hinten gelb, Paar', 89],
        ['Bremsflüssigkeit DOT 4', 12],
        ['Nebelschlussleuchte', 34],
        ['Tachoscheibe km/h', 120],
      ],
      3,
    ),
    extras: [
      ['Zollabfertigung (Auslage)', 185],
      ['EUSt lt. Zollbescheid (Auslage)', 2440 + rng.int(0, 900)],
    ],
    extrasAfterTax: true,
    taxes: [{ label: 'MwSt. 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Michael Oltmanns', 'Eilenriedestraße 18', '30175 Hannover'],
    meta: [
      ['Rechnungsnummer', `KI-${rng.int(2200, 2899)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Fahrzeug', 'Chevrolet Corvette C1, Baujahr 1959'],
      ['FIN', `J59S10${rng.int(1000, 9999)}`],
      ['Tachostand (Meilen)', kmDe(miles)],
    ],
    metaMode: 'lines',
    tableMode: 'sections',
    rules: 'head',
    heads: { work: 'Arbeitslohn', parts: 'Ersatzteile', text: 'Tätigkeit', ptext: 'Teil', hours: 'Std.', qty: 'Menge', unit: 'EP', amount: 'Betrag' },
    labels: { labour: 'Summe Arbeitslohn', parts: 'Summe Ersatzteile', net: 'Netto', total: 'Endbetrag' },
    totalsMode: 'last',
    after: ['Die verauslagten Beträge sind durchlaufende Posten und unterliegen nicht der Umsatzsteuer.'],
    note: 'H-Zulassung beantragt 3. KW',
    truth: { shopName: shop, serviceDate: done, serviceMileage: miles },
  });
}

/** A Sønderborg Jaguar specialist writing German, 2021: band head, labels over values, one table with Arb/Tl lines, DKK with 25 % moms. */
export function deJaguarSonderborg2021(rng: Random): Generated {
  const inv = dateIn(rng, 2021, 2021);
  const done = addDays(inv, -rng.int(1, 6));
  const km = rng.int(40, 160) * 1000 + rng.int(0, 999);
  const shop = 'Als Classic Jaguar ApS';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Als Classic Jaguar ApS',
      tag: 'Jaguar · Daimler · Aston Martin',
      lines: ['Nørre Havnegade 40', 'DK-6400 Sønderborg', 'CVR 38 41 22 90', 'Tlf. +45 74 42 18 30'],
    },
    title: 'Rechnung (Faktura)',
    money: { cur: 'kr.', style: 'de', pos: 'pre' },
    decimal: ',',
    rate: 725,
    work: pickWork(
      rng,
      [
        'Hinterachse aus- und eingebaut',
        'Innenliegende Bremsen überholt',
        'Differential neu abgedichtet',
        'Achsaufhängung neu gelagert',
        'Spur und Sturz vermessen',
      ],
      4,
      1,
      7,
    ),
    parts: pickParts(
      rng,
      [
        ['Bremssattel überholt, Tausch', 1650],
        ['Bremsscheibe hinten', 780],
        ['Simmerring Differential', 140],
        ['Querlenkerlager Satz', 920],
        ['Handbremsbeläge', 460],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt. (moms) 25 %', rate: 25, on: 'all' }],
    customer: ['Herrn Uwe Thomsen', 'Norderstraße 118', 'D-24939 Flensburg'],
    meta: [
      ['Rechnung Nr.', String(rng.int(21000, 21999))],
      ['Datum', fd(inv, 'dedash')],
      ['Ausgeführt am', fd(done, 'dedash')],
      ['Fahrzeug / km', `E-Type S1 4.2 / ${kmDe(km)} km`],
    ],
    metaMode: 'rowabove',
    tableMode: 'combined',
    rules: 'head',
    heads: { work: '', parts: '', text: 'Text', hours: 'Std.', qty: 'Anz.', unit: 'Preis', amount: 'Betrag', type: ['Arb', 'Tl'] },
    labels: { labour: 'Arbeit gesamt', parts: 'Teile gesamt', net: 'Summe ohne moms', total: 'Gesamt DKK' },
    totalsMode: 'labelAbove',
    after: ['Das Fahrzeug wird für den Export nach Deutschland mit Ausfuhrbegleitdokument übergeben. Zahlung per Überweisung an Sydbank.'],
    truth: { shopName: shop, serviceDate: done, serviceMileage: km },
  });
}

/** A St. Vith coachbuilder (East Belgium), 1984: serif form with dots, Belgian francs, 19 % MwSt, all totals framed. */
export function deCoachStVith1984(rng: Random): Generated {
  const inv = dateIn(rng, 1984, 1984);
  const km = rng.int(50, 180) * 1000 + rng.int(0, 999);
  const shop = 'Carrosserie Kreutz & Fils';
  const work = pickWork(
    rng,
    [
      'Kotflügel hinten rechts geschweißt',
      'Trittbretter neu angefertigt',
      'Holzrahmen Tür links erneuert',
      'Fahrzeug komplett lackiert, Zweifarben',
      'Zierleisten montiert',
    ],
    4,
    4,
    30,
  );
  return serviceBill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Carrosserie Kreutz & Fils',
      tag: 'Karosseriebau · Sattlerei · Lackiererei',
      lines: ['Malmedyer Straße 22 · B-4780 St. Vith · Tel. 080 / 22 71 04', 'MwSt.-Nr. 418.227.309'],
      serif: true,
    },
    title: 'RECHNUNG',
    money: { cur: 'BF', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 780,
    work,
    parts: pickParts(
      rng,
      [
        ['Blech 1 mm, Tafel', 1800],
        ['Eschenholz, Zuschnitt', 2400],
        ['Lack Zweikomponenten, 4 l', 6200],
        ['Zierleiste Alu', 900],
      ],
      3,
    ).map((x) => ({ ...x, unit: Math.round(x.unit) })),
    taxes: [{ label: 'MwSt. 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Dr. Rainer Schmitz', 'Aachener Straße 77', 'D-5100 Aachen'],
    meta: [
      ['Rechnung Nr.', `${rng.int(140, 399)}`],
      ['St. Vith, den', fd(inv, 'de')],
      ['Wagen', 'Hotchkiss 686 Cabriolet'],
      ['Kilometerstand', kmDe(km)],
    ],
    metaMode: 'dots',
    tableMode: 'sections',
    rules: 'none',
    heads: { work: 'Arbeitslohn', parts: 'Material', text: 'Arbeit', ptext: 'Material', hours: 'Std.', qty: 'Anz.', unit: 'à BF', amount: 'BF' },
    labels: { labour: 'Zwischensumme Arbeitslohn', parts: 'Zwischensumme Material', net: 'Summe', total: 'Zu zahlen' },
    totalsMode: 'all',
    after: ['Ausfuhr nach Deutschland: Rechnung mit Mehrwertsteuer, Erstattung nach Vorlage des Zollnachweises.'],
    serif: true,
    truth: { shopName: shop, serviceDate: inv, serviceMileage: km },
  });
}

/** A Salzburg Porsche specialist, 2022: two-column head, eight boxed cells, a ruled grid with AW/ET lines, 20 %. */
export function dePorscheSalzburg2022(rng: Random): Generated {
  const inv = dateIn(rng, 2022, 2022);
  const done = addDays(inv, -rng.int(1, 9));
  const km = rng.int(60, 210) * 1000 + rng.int(0, 999);
  const shop = 'Elfer Manufaktur Salzburg';
  return serviceBill({
    lang: 'de',
    head: {
      style: 'split',
      name: 'Elfer Manufaktur Salzburg',
      tag: 'Luftgekühlte Porsche · Rallye-Vorbereitung',
      lines: ['EMS Fahrzeugtechnik GmbH', 'Münchner Bundesstraße 140', 'A-5020 Salzburg', 'UID ATU 68 221 407'],
    },
    title: 'Rechnung',
    money: { cur: '€', style: 'de', pos: 'pre' },
    decimal: ',',
    rate: 118,
    work: pickWork(
      rng,
      [
        'Rallye-Vorbereitung Ennstal-Classic',
        'Ventilspiel eingestellt',
        'Zündung stroboskopisch eingestellt',
        'Fahrwerk vermessen',
        'Ölwechsel mit Thermostatprüfung',
        'Bremsen entlüftet, Racing-Flüssigkeit',
      ],
      5,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Motoröl 20W-50, 11 l', 160],
        ['Ölfilter', 24],
        ['Ventildeckeldichtungen Satz', 58],
        ['Zündkerzen', 9],
        ['Bremsflüssigkeit Racing', 38],
        ['Verteilerkappe', 96],
      ],
      4,
    ),
    taxes: [{ label: 'USt 20 %', rate: 20, on: 'all' }],
    customer: ['Herrn DI Markus Gratzer', 'Aigner Straße 12', '5026 Salzburg'],
    meta: [
      ['Rechnungsnr.', `RE22-${rng.int(400, 999)}`],
      ['Datum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Kunde', String(rng.int(1000, 1999))],
      ['Fahrzeug', 'Porsche 911 S 2.4'],
      ['Kennzeichen', `S-${rng.int(100, 999)} KH`],
      ['km-Stand', kmDe(km)],
      ['Auftrag', `AU-${rng.int(700, 999)}`],
    ],
    metaMode: 'rowbox',
    tableMode: 'combined',
    rules: 'grid',
    heads: { work: '', parts: '', text: 'Leistung / Artikel', hours: 'Std.', qty: 'Stk.', unit: 'Preis', amount: 'Summe', type: ['AW', 'ET'] },
    labels: { labour: 'Summe Arbeitswerte', parts: 'Summe Ersatzteile', net: 'Nettobetrag', total: 'Rechnungsbetrag' },
    totalsMode: 'last',
    foot: ['EMS Fahrzeugtechnik GmbH · FN 402113 k, LG Salzburg · Salzburger Sparkasse IBAN AT31 2040 4000 0044 7712'],
    truth: { shopName: shop, serviceDate: done, serviceMileage: km },
  });
}

/** A Bern carrosserie, 1978: before the MWST, francs with "–" for whole amounts, work as a dash list, a paid stamp. */
export function deCarrosserieBern1978(rng: Random): Generated {
  const inv = dateIn(rng, 1978, 1978);
  const shop = 'Carrosserie Gebr. Aebersold';
  const km = rng.int(30, 110) * 1000 + rng.int(0, 999);
  return serviceBill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Carrosserie Gebr. Aebersold',
      tag: 'Spenglerei · Malerei · Sattlerei',
      lines: ['Freiburgstrasse 310, 3018 Bern-Bümpliz', 'Telephon 031 / 56 12 44'],
      serif: true,
    },
    title: 'Rechnung',
    money: { cur: 'Fr.', style: 'ch', pos: 'pre', dash: true },
    decimal: '.',
    rate: 38,
    work: pickWork(
      rng,
      [
        'Fahrzeug für Export nach England vorbereitet',
        'Rostschaden Radlauf hinten links behoben',
        'Kofferraumboden ersetzt',
        'Hohlraumkonservierung',
        'Stossstangen demontiert und verpackt',
      ],
      3,
      2,
      12,
    ).map((w) => ({ ...w, hours: Math.round(w.hours) })),
    parts: pickParts(
      rng,
      [
        ['Radlaufblech', 95],
        ['Kofferraumboden', 220],
        ['Hohlraumwachs', 24],
        ['Verpackungsmaterial', 30],
      ],
      3,
    ).map((x) => ({ ...x, unit: Math.round(x.unit) })),
    taxes: [],
    round05: true,
    customer: ['Herrn A. Wüthrich', 'Brunnmattstrasse 41', '3007 Bern'],
    meta: [
      ['Bern, den', fd(inv, 'de')],
      ['Wagen', 'Bentley S1 Continental'],
      ['Kontrollschild', `BE ${rng.int(10000, 99999)}`],
      ['km-Stand', kmDe(km).replace('.', "'")],
    ],
    metaMode: 'lines',
    tableMode: 'prose',
    rules: 'none',
    heads: { work: 'Arbeiten', parts: 'Material', text: 'Material', hours: 'Std.', qty: 'Stk.', unit: 'Fr.', amount: 'Fr.' },
    labels: { labour: 'Arbeitszeit', parts: 'Total Material', total: 'Total Fr.' },
    totalsMode: 'none',
    stampLines: ['BEZAHLT', 'Dankend erhalten'],
    note: 'Verschiffung ab Basel',
    serif: true,
    truth: { shopName: shop, serviceDate: inv, serviceMileage: km },
  });
}
