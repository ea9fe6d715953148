/**
 * German restoration trades' bills (Bavaria, Baden-Württemberg, Saxony, Thuringia, Tyrol and Styria), 1962–2025:
 * coachbuilders, upholsterers, platers, engine machine shops, paint shops, instrument restorers, wheel builders,
 * staged restorations and estimates that became invoices.
 */
import { addDays, dateIn, fd, r2, sum, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { money } from '../unseen-s/kit';
import { bill, pickParts, pickWork, type BillSpec } from '../unseen-v/bill';

const kmDe = (n: number) => n.toLocaleString('de-DE');
const DM = { cur: 'DM', style: 'de', pos: 'post' } as const;
const EUR = { cur: '€', style: 'de', pos: 'post' } as const;
const ATS = { cur: 'S', style: 'de', pos: 'pre' } as const;
const H_DE = { work: 'Arbeitslohn', parts: 'Material', text: 'Bezeichnung', hours: 'Std.', qty: 'Menge', unit: 'Einzelpreis', amount: 'Betrag' };
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');

/** A Stuttgart coachbuilder, 1962: a typed Karosseriebau bill before VAT, numbered instructions, a BEZAHLT stamp. */
export function deKarosseriebauStuttgart1962(rng: Random): Generated {
  const inv = dateIn(rng, 1962, 1962);
  const done = addDays(inv, -rng.int(2, 9));
  const km = rng.int(30, 140) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Karosseriebau Gebr. Wendler',
      tag: 'Sonderaufbauten · Unfallinstandsetzung · Lackierung',
      lines: ['Stuttgart-Feuerbach, Siemensstraße 41 · Fernsprecher 81 44 07'],
      serif: true,
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 7.4,
    work: pickWork(
      rng,
      [
        'Kotflügel vorn links ausgebeult und verzinnt',
        'Schwellerblech rechts neu eingeschweißt',
        'Türe hinten gerichtet, Scharniere nachgebuchst',
        'Radlauf hinten aus Blech nachgefertigt',
        'Bodenblech teilweise erneuert',
        'Zierleisten ab- und angebaut',
      ],
      4,
      3,
      14,
    ),
    parts: pickParts(
      rng,
      [
        ['Karosserieblech 1 mm, Tafel', 18.5],
        ['Schwellerprofil', 42],
        ['Lötzinn, kg', 9.6],
        ['Gummidichtung Tür', 11.2],
        ['Spachtelmasse', 6.8],
      ],
      4,
    ),
    taxes: [],
    customer: ['Herrn Dr. Eberhard Saile', 'Stuttgart-Degerloch', 'Löwenstraße 12'],
    meta: [
      ['Rechnung Nr.', `${rng.int(600, 999)}/62`],
      ['Datum', fd(inv, 'de')],
      ['Wagen', 'Mercedes-Benz 220 S Ponton'],
      ['Pol. Kennzeichen', `S-${letters(rng, 2)} ${rng.int(100, 999)}`],
      ['km-Stand', kmDe(km)],
      ['Ausgeführt bis', fd(done, 'de')],
    ],
    metaMode: 'right',
    body: 'jobcard',
    rules: 'none',
    heads: { ...H_DE, work: 'Ausgeführte Karosseriearbeiten', parts: 'Werkstoff', qty: 'Stck.', unit: 'à DM', amount: 'DM' },
    labels: { labour: 'Lohn', parts: 'Werkstoff', total: 'Rechnungsbetrag', hoursLine: 'Arbeitsstunden' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['BEZAHLT', `Stuttgart, ${fd(addDays(inv, 5), 'de2')}`],
    serif: true,
    truth: { shopName: 'Karosseriebau Gebr. Wendler', serviceDate: done, serviceMileage: km },
  });
}

/** A Munich Autosattlerei, 1974: labour and material side by side, 11 % MwSt, a pencilled note. */
export function deAutosattlereiMuenchen1974(rng: Random): Generated {
  const inv = dateIn(rng, 1974, 1974);
  return bill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Autosattlerei Xaver Hinterberger',
      tag: 'Polsterei · Verdecke · Teppiche',
      lines: ['8000 München 40, Belgradstraße 7 · Tel. 30 71 52'],
    },
    title: 'RECHNUNG',
    titleAt: 'right',
    money: DM,
    decimal: ',',
    rate: 24,
    work: pickWork(
      rng,
      [
        'Sitze vorn neu gepolstert und bezogen',
        'Rücksitzbank neu bezogen',
        'Verdeck erneuert, Heckscheibe eingenäht',
        'Türverkleidungen neu gefertigt',
        'Himmel eingezogen',
        'Teppichsatz zugeschnitten und eingepasst',
      ],
      4,
      3,
      12,
    ),
    parts: pickParts(
      rng,
      [
        ['Echtleder, Haut', 210],
        ['Verdeckstoff Sonnenland', 168],
        ['Rosshaar-Polster, kg', 34],
        ['Federkern, Satz', 96],
        ['Bouclé-Teppich, lfm', 28],
      ],
      4,
    ),
    taxes: [{ label: `MwSt. ${vatDE(1974)} %`, rate: vatDE(1974), on: 'all' }],
    customer: ['Herrn Alois Brandstetter', 'Prinzregentenstraße 90', '8000 München 80'],
    meta: [
      ['Rechnungs-Nr.', String(rng.int(2100, 2999))],
      ['Datum', fd(inv, 'de')],
      ['Fahrzeug', 'BMW 502 V8 Cabriolet'],
      ['Kennzeichen', `M-${letters(rng, 2)} ${rng.int(100, 999)}`],
    ],
    metaMode: 'lines',
    body: 'side',
    rules: 'none',
    heads: { ...H_DE, work: 'Arbeitslohn', parts: 'Material' },
    labels: { labour: 'Summe Lohn', parts: 'Summe Material', net: 'Zwischensumme', total: 'Endsumme' },
    totalsMode: 'last',
    subtotals: true,
    note: 'Leder vom Kunden ausgesucht — X.H.',
    after: ['Zahlbar sofort nach Erhalt ohne Abzug.'],
    truth: { shopName: 'Autosattlerei Xaver Hinterberger', serviceDate: inv },
  });
}

/** A Pforzheim chrome plater, 1981: one coded G/M table (Galvanik, Material), labels above values, 13 %. */
export function deVerchromereiPforzheim1981(rng: Random): Generated {
  const inv = dateIn(rng, 1981, 1981);
  return bill({
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Galvanik Kull & Rapp GmbH',
      tag: 'Hartverchromung · Glanzverchromung · Vernickeln',
      lines: ['Westliche Karl-Friedrich-Straße 206 · 7530 Pforzheim', 'Telefon (07231) 1 66 90'],
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 46,
    work: pickWork(
      rng,
      [
        'Stoßstange vorn entchromt, poliert, neu verchromt',
        'Stoßstange hinten entchromt, poliert, neu verchromt',
        'Kühlergrill gerichtet und verchromt',
        'Radkappen (4) verkupfert und verchromt',
        'Türgriffe (4) neu verchromt',
        'Scheinwerferringe poliert und verchromt',
      ],
      4,
      2,
      8,
    ),
    parts: pickParts(
      rng,
      [
        ['Kupferanoden-Zuschlag', 38],
        ['Nickelzuschlag', 64],
        ['Chromsäure-Zuschlag', 29],
        ['Polierpaste', 12],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt. 13 %', rate: 13, on: 'all' }],
    customer: ['Firma', 'Oldtimer-Restaurierung Eckle', 'Hauptstraße 4', '7250 Leonberg'],
    meta: [
      ['Rechnung', `G ${rng.int(18000, 18999)}`],
      ['Datum', fd(inv, 'de')],
      ['Ihr Auftrag', 'Teile Porsche 356 A'],
      ['Lieferschein', String(rng.int(4400, 4999))],
    ],
    metaMode: 'above',
    body: 'coded',
    rules: 'head',
    heads: { ...H_DE, text: 'Leistung / Material', hours: 'Std', qty: 'Stk', unit: 'Preis', amount: 'DM', code: ['G', 'M'] },
    labels: { labour: 'Galvanik (G)', parts: 'Material (M)', net: 'Nettobetrag', total: 'Gesamtbetrag' },
    totalsMode: 'all',
    subtotals: true,
    foot: ['Bankverbindung: Sparkasse Pforzheim, Kto. 880 471, BLZ 666 500 85 · Gerichtsstand Pforzheim'],
    truth: { shopName: 'Galvanik Kull & Rapp GmbH', serviceDate: inv },
  });
}

/** A Chemnitz engine machine shop, 1996: split tables with a ruled grid, boxed cells, 15 %, Motornummer. */
export function deMotoreninstandsetzungChemnitz1996(rng: Random): Generated {
  const inv = dateIn(rng, 1996, 1996);
  const km = rng.int(40, 160) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Motoren-Instandsetzung Sachsen GmbH',
      tag: 'Zylinderschleiferei seit 1928',
      lines: ['Zwickauer Straße 221', '09116 Chemnitz', 'Tel. 0371 / 85 22 61'],
    },
    title: 'Rechnung',
    titleAt: 'right',
    money: DM,
    decimal: ',',
    rate: 72,
    work: pickWork(
      rng,
      [
        'Zylinder ausgebohrt und gehont, 1. Übermaß',
        'Kurbelwelle geschliffen, Lager ausgegossen',
        'Zylinderkopf planiert, Ventilsitze gefräst',
        'Pleuel gerichtet und gebuchst',
        'Motor montiert und auf Prüfstand eingelaufen',
        'Nockenwelle geprüft, Stößel ersetzt',
      ],
      4,
      2,
      10,
    ),
    parts: pickParts(
      rng,
      [
        ['Kolbensatz 1. Übermaß', 310],
        ['Hauptlagerschalen, Satz', 96],
        ['Ventilführungen, Satz', 74],
        ['Motordichtsatz komplett', 128],
        ['Einlaufsöl, 5 l', 34],
      ],
      4,
    ),
    taxes: [{ label: 'MwSt. 15 %', rate: 15, on: 'all' }],
    customer: ['Herrn Steffen Uhlig', 'Augustusburger Str. 18', '09557 Flöha'],
    meta: [
      ['Rechnungs-Nr.', `96-${rng.int(1000, 1999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Motor', 'EMW 340 / 6 Zyl.'],
      ['Motornummer', String(rng.int(100000, 199999))],
      ['Laufleistung', `${kmDe(km)} km`],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'grid',
    heads: { ...H_DE, work: 'Lohnarbeiten', parts: 'Ersatzteile', amount: 'DM' },
    labels: { labour: 'Summe Lohn', parts: 'Summe Teile', net: 'Netto', total: 'Rechnungsbetrag' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Gewährleistung 12 Monate bei Einhaltung der Einlaufvorschrift (erste 1.500 km max. 3.000 U/min).'],
    truth: { shopName: 'Motoren-Instandsetzung Sachsen GmbH', serviceDate: inv, serviceMileage: km },
  });
}

/** An Erfurt paint shop, 2004: Ganzlackierung, the total in a band with its label above, 16 %, labels below values. */
export function deLackiererieErfurt2004(rng: Random): Generated {
  const inv = dateIn(rng, 2004, 2004);
  return bill({
    lang: 'de',
    head: {
      style: 'split',
      name: 'Lackiererei Sondershausen & Kühn',
      tag: 'Oldtimer-Lackierung · Strahlarbeiten',
      lines: ['Mittelhäuser Straße 40', '99089 Erfurt', 'Tel. 0361 / 7 42 18 30', 'www.lackiererei-sk.de'],
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: EUR,
    decimal: ',',
    rate: 41,
    work: pickWork(
      rng,
      [
        'Karosserie sandgestrahlt',
        'Grundierung Epoxid, Füller geschliffen',
        'Ganzlackierung Originalfarbton DB 50 Elfenbein',
        'Hohlraumkonservierung',
        'Unterboden neu versiegelt',
        'Anbauteile demontiert und montiert',
      ],
      5,
      4,
      22,
    ),
    parts: pickParts(
      rng,
      [
        ['Epoxidgrundierung, 4 l', 148],
        ['Füller 2K, 3 l', 96],
        ['Decklack DB 50, 2 l', 188],
        ['Hohlraumwachs, 1 l', 24],
        ['Schleifpapier, Satz', 38],
      ],
      5,
    ),
    taxes: [{ label: 'USt. 16 %', rate: 16, on: 'all' }],
    customer: ['Herrn Jens Pfotenhauer', 'Am Anger 3', '99084 Erfurt'],
    meta: [
      ['Rechnungsnummer', `RE-04-${rng.int(100, 899)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Fahrzeug', 'Wartburg 311 Coupé'],
      ['Kennzeichen', `EF-${letters(rng, 2)} ${rng.int(10, 999)}`],
    ],
    metaMode: 'below',
    body: 'split',
    rules: 'head',
    heads: { ...H_DE, work: 'Lackierarbeiten', parts: 'Lackmaterial', amount: 'Betrag €' },
    labels: { labour: 'Lohn netto', parts: 'Material netto', net: 'Summe netto', total: 'Rechnungsbetrag brutto' },
    totalsMode: 'labelAbove',
    subtotals: true,
    foot: ['Sparkasse Mittelthüringen · BLZ 820 510 00 · Kto. 130 044 872 · St.-Nr. 151/210/04471'],
    truth: { shopName: 'Lackiererei Sondershausen & Kühn', serviceDate: inv },
  });
}

/** A Nuremberg instrument and clock restorer, 2011: the work as numbered steps, instruments by maker, 19 %, no mileage. */
export function deInstrumenteNuernberg2011(rng: Random): Generated {
  const inv = dateIn(rng, 2011, 2011);
  return bill({
    lang: 'de',
    head: {
      style: 'right',
      name: 'Instrumenten-Werkstatt Pröbster',
      tag: 'Tachometer · Uhren · Kombiinstrumente',
      lines: ['Fürther Straße 88 · 90429 Nürnberg', 'Telefon 0911 / 26 71 40'],
    },
    title: 'Rechnung Nr. ' + rng.int(1100, 1999),
    titleAt: 'left',
    money: EUR,
    decimal: ',',
    rate: 62,
    work: pickWork(
      rng,
      [
        'Tachometer VDO zerlegt, gereinigt, geeicht',
        'Kilometerzähler auf 0 gestellt (Kundenwunsch)',
        'Zeituhr Kienzle auf Quarzwerk umgebaut',
        'Zifferblätter neu bedruckt',
        'Zeiger nachlackiert',
        'Glas und Chromring erneuert',
      ],
      4,
      1,
      4,
    ),
    parts: pickParts(
      rng,
      [
        ['Quarzwerk Kienzle', 64],
        ['Zifferblatt-Siebdruck', 48],
        ['Instrumentenglas', 18],
        ['Chromring 100 mm', 36],
        ['Tachowelle', 29],
      ],
      4,
    ),
    taxes: [{ label: 'zzgl. 19 % MwSt.', rate: 19, on: 'all' }],
    customer: ['Herrn', 'Manfred Gößwein', 'Kirchenweg 5', '91207 Lauf a. d. Pegnitz'],
    meta: [
      ['Datum', fd(inv, 'de')],
      ['Kunden-Nr.', String(rng.int(3000, 3999))],
      ['Fahrzeug', 'Porsche 911 2.2 T (1970)'],
    ],
    metaMode: 'twocol',
    body: 'jobcard',
    rules: 'dotted',
    heads: { ...H_DE, work: 'Durchgeführte Arbeiten', parts: 'Teile', qty: 'Anz.', unit: 'E-Preis', amount: 'Gesamt' },
    labels: { labour: 'Arbeitszeit', parts: 'Teile', net: 'Nettosumme', total: 'Rechnungsbetrag', hoursLine: 'Arbeitszeit gesamt Std.' },
    totalsMode: 'last',
    subtotals: true,
    note: 'Tacho wieder auf 78 Tkm gestellt? — tel. klären',
    truth: { shopName: 'Instrumenten-Werkstatt Pröbster', serviceDate: inv },
  });
}

/** An Innsbruck wheel builder, 1988: Schillinge ("S 1.234,50"), 20 % USt., Speichenräder in a lump list, a stamp. */
export function deSpeichenraederInnsbruck1988(rng: Random): Generated {
  const inv = dateIn(rng, 1988, 1988);
  return bill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Radspeichen Haller',
      tag: 'Speichenräder · Felgen · Zentrieren',
      lines: ['A-6020 Innsbruck, Amraser Straße 74 · Tel. 0 52 22 / 4 61 93'],
      serif: true,
    },
    title: 'Honorarnote / Rechnung',
    titleAt: 'center',
    money: ATS,
    decimal: ',',
    rate: 420,
    work: pickWork(
      rng,
      [
        'Vorderrad neu eingespeicht und zentriert',
        'Hinterrad neu eingespeicht und zentriert',
        'Felgen vernickelt (Fremdleistung)',
        'Naben zerlegt, Lager erneuert',
        'Reifen montiert und ausgewuchtet',
      ],
      3,
      2,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Edelstahlspeichen, Satz', 1380],
        ['Felge 2.15 x 18', 1650],
        ['Radlager', 240],
        ['Felgenband', 60],
      ],
      3,
    ),
    taxes: [{ label: '20 % USt.', rate: 20, on: 'all' }],
    customer: ['Herrn Ing. Raimund Thaler', 'Dorfstraße 21', '6170 Zirl'],
    meta: [
      ['Nr.', String(rng.int(400, 899))],
      ['Datum', fd(inv, 'de')],
      ['Fahrzeug', 'Puch 250 SGS'],
      ['Kennzeichen', `IL ${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ],
    metaMode: 'lines',
    body: 'split',
    rules: 'none',
    heads: { ...H_DE, work: 'Arbeitsleistung', parts: 'Teile', amount: 'S' },
    labels: { labour: 'Arbeit', parts: 'Teile', net: 'Summe netto', total: 'Gesamtbetrag' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['Radspeichen Haller', 'Innsbruck'],
    truth: { shopName: 'Radspeichen Haller', serviceDate: inv },
  });
}

/** A Styrian restoration shop's final bill after staged work, 2015: progress payments listed below the total, 20 % USt. */
export function deSchlussrechnungGraz2015(rng: Random): Generated {
  const inv = dateIn(rng, 2015, 2015);
  const ordered = addDays(inv, -rng.int(300, 420));
  const rate = 68;
  const spec: BillSpec = {
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Klassik-Karosserie Pichler OG',
      tag: 'Restaurierung von Fahrzeugen 1920–1975',
      lines: ['Triester Straße 388 · 8055 Graz', 'Tel. +43 316 29 44 10 · UID ATU 6581 2209'],
    },
    title: 'Schlussrechnung',
    titleAt: 'left',
    money: EUR,
    decimal: ',',
    rate,
    work: pickWork(
      rng,
      [
        'Karosserie zerlegt und dokumentiert',
        'Rahmen vermessen und gerichtet',
        'Blecharbeiten Boden, Schweller, Radläufe',
        'Ganzlackierung',
        'Elektrik neu verlegt',
        'Endmontage und Probefahrt',
      ],
      5,
      20,
      80,
    ),
    parts: pickParts(
      rng,
      [
        ['Reparaturbleche, Satz', 1480],
        ['Kabelbaum', 690],
        ['Dichtungssatz Karosserie', 540],
        ['Lackmaterial', 1320],
        ['Chromteile überarbeitet (Fremdleistung)', 1850],
      ],
      5,
    ),
    taxes: [{ label: '20 % USt.', rate: 20, on: 'all' }],
    customer: ['Herrn Dr. Florian Reinisch', 'Leonhardstraße 60', '8010 Graz'],
    meta: [
      ['Rechnungs-Nr.', `2015-${rng.int(40, 99)}`],
      ['Datum', fd(inv, 'de')],
      ['Fahrzeug', 'Steyr-Puch 500 D (1961)'],
      ['Auftrag vom', fd(ordered, 'de')],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'head',
    heads: { ...H_DE, work: 'Arbeitsleistung (Stunden lt. Stundenbericht)', parts: 'Teile und Fremdleistungen', amount: 'Betrag €' },
    labels: { labour: 'Summe Arbeit', parts: 'Summe Teile', net: 'Gesamt netto', total: 'Gesamtbetrag brutto' },
    totalsMode: 'last',
    subtotals: true,
    truth: { shopName: 'Klassik-Karosserie Pichler OG', serviceDate: inv },
  };
  // The payments already made are printed as text under the total: the total stays the cost of the whole work.
  const net = r2(sum(spec.work.map((w) => r2(w.hours * rate))) + sum(spec.parts.map((x) => r2(x.qty * x.unit))));
  const total = r2(net + r2((net * 20) / 100));
  const a1 = Math.round((total * 0.3) / 100) * 100;
  const a2 = Math.round((total * 0.4) / 100) * 100;
  spec.after = [
    `abzüglich 1. Teilzahlung (Anzahlung) vom ${fd(addDays(ordered, 3), 'de')}: ${money(a1, EUR)}`,
    `abzüglich 2. Teilzahlung lt. Teilrechnung vom ${fd(addDays(inv, -150), 'de')}: ${money(a2, EUR)}`,
    `Restbetrag zahlbar binnen 14 Tagen: ${money(r2(total - a1 - a2), EUR)}`,
  ];
  return bill(spec);
}

/** A Dresden workshop's invoice written against its own estimate, 2021: the estimate's sum stands in the intro. */
export function deKostenvoranschlagDresden2021(rng: Random): Generated {
  const inv = dateIn(rng, 2021, 2021);
  const km = rng.int(20, 120) * 1000 + rng.int(0, 999);
  const est = rng.int(28, 46) * 100;
  return bill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Oldtimerwerkstatt Elbtal',
      tag: 'Inh. Torsten Grahl · Kfz-Meisterbetrieb',
      lines: ['Meißner Landstraße 120 · 01157 Dresden · Tel. 0351 / 4 21 77 09'],
    },
    title: 'Rechnung',
    titleAt: 'right',
    money: EUR,
    decimal: ',',
    rate: 78,
    work: pickWork(
      rng,
      [
        'Bremsanlage komplett überholt',
        'Vergaser überholt und eingestellt',
        'Kupplung erneuert',
        'Auspuffanlage erneuert',
        'Lenkgetriebe eingestellt',
        'Vorbereitung Begutachtung § 23 StVZO',
      ],
      4,
      2,
      9,
    ),
    parts: pickParts(
      rng,
      [
        ['Bremszylinder-Satz', 186],
        ['Vergaserreparatursatz', 74],
        ['Kupplungssatz', 248],
        ['Auspuffanlage Edelstahl', 520],
        ['Bremsflüssigkeit DOT 4', 14],
      ],
      4,
    ),
    taxes: [{ label: 'MwSt. 19 %', rate: 19, on: 'all' }],
    customer: ['Frau', 'Kathrin Zschiesche', 'Bautzner Straße 31', '01099 Dresden'],
    meta: [
      ['Rechnung-Nr.', `21-${rng.int(300, 899)}`],
      ['Datum', fd(inv, 'de')],
      ['Fahrzeug', 'Trabant P 50 (1960)'],
      ['Kennzeichen', `DD-${letters(rng, 2)} ${rng.int(10, 99)}H`],
      ['km-Stand', kmDe(km)],
    ],
    metaMode: 'twocol',
    body: 'coded',
    rules: 'grid',
    intro: `Auftrag gemäß unserem Kostenvoranschlag Nr. KV-${rng.int(100, 299)} vom ${fd(addDays(inv, -rng.int(30, 70)), 'de')} über ${money(est, EUR)} brutto. Mehrarbeiten nach telefonischer Freigabe.`,
    heads: { ...H_DE, text: 'Arbeiten und Teile', hours: 'AW', qty: 'Stk', unit: 'Preis', amount: 'Netto', code: ['Lohn', 'Teil'] },
    labels: { labour: 'Lohn', parts: 'Teile', net: 'Netto', total: 'Gesamt' },
    totalsMode: 'last',
    subtotals: false,
    truth: { shopName: 'Oldtimerwerkstatt Elbtal', serviceDate: inv, serviceMileage: km },
  });
}

/** An Ulm Bosch-Dienst, 1970: magneto and dynamo work, 11 %, a Pfennig-exact Werkstattrechnung with labels at the right. */
export function deBoschDienstUlm1970(rng: Random): Generated {
  const inv = dateIn(rng, 1970, 1970);
  const km = rng.int(60, 190) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: { style: 'band', name: 'Bosch-Dienst Eberhardt', tag: 'Autoelektrik · Einspritzung', lines: ['79 Ulm/Donau', 'Karlstraße 38', 'Ruf 6 22 41'] },
    title: 'Werkstattrechnung',
    titleAt: 'left',
    money: { ...DM, pos: 'none' },
    decimal: ',',
    rate: 14.5,
    work: pickWork(
      rng,
      [
        'Lichtmaschine überholt, Kohlen erneuert',
        'Anlasser zerlegt, Buchsen erneuert',
        'Magnetzünder neu magnetisiert',
        'Regler eingestellt',
        'Kabelbaum teilweise erneuert',
      ],
      3,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Kohlebürsten, Satz', 8.4],
        ['Anlasserbuchse', 3.9],
        ['Regler Bosch RS/VA', 46],
        ['Kabel 1,5 mm², m', 0.85],
        ['Unterbrecherkontakt', 6.2],
      ],
      4,
    ),
    taxes: [{ label: `Mehrwertsteuer ${vatDE(1970)} %`, rate: vatDE(1970), on: 'all' }],
    customer: ['Herrn Gottlob Häußler', 'Neu-Ulm, Ringstr. 14'],
    meta: [
      ['Rg.-Nr.', String(rng.int(7000, 7999))],
      ['Datum', fd(inv, 'de2')],
      ['Fahrzeug', 'Hanomag Kurier'],
      ['Kennz.', `UL-${letters(rng, 1)} ${rng.int(100, 999)}`],
      ['km', kmDe(km)],
    ],
    metaMode: 'right',
    body: 'split',
    rules: 'dotted',
    heads: { ...H_DE, work: 'Lohn', parts: 'Teile', amount: 'DM' },
    labels: { labour: 'Lohn', parts: 'Teile', net: 'Summe', total: 'Zu zahlen DM' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['Betrag dankend erhalten', fd(inv, 'de2')],
    truth: { shopName: 'Bosch-Dienst Eberhardt', serviceDate: inv, serviceMileage: km },
  });
}

/** A Regensburg classic workshop, 2025: the season's service before the H-Gutachten, two-column facts, 19 %. */
export function deSaisonserviceRegensburg2025(rng: Random): Generated {
  const inv = dateIn(rng, 2025, 2025);
  const done = addDays(inv, -rng.int(1, 6));
  const km = rng.int(40, 180) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Donau Classic Service GmbH',
      tag: 'Wartung · Restaurierung · Gutachtenvorbereitung',
      lines: ['Im Gewerbepark C 12 · 93059 Regensburg', 'Tel. 0941 / 46 39 18 0 · info@donau-classic.de'],
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: EUR,
    decimal: ',',
    rate: 96,
    work: pickWork(
      rng,
      [
        'Inspektion nach Herstellervorgabe',
        'Ölwechsel Motor und Getriebe',
        'Zündung und Vergaser eingestellt',
        'Unterbodenwachs ausgebessert',
        'Bremsflüssigkeit gewechselt',
      ],
      4,
      1,
      4,
    ),
    parts: rng.some(
      [
        { text: 'Motoröl 20W-50, 5 l', qty: 1, unit: 54.9, no: '20W50-5' },
        { text: 'Ölfilter', qty: 1, unit: 14.6, no: 'W 940' },
        { text: 'Zündkerzen', qty: 4, unit: 6.4, no: 'W 7 DC' },
        { text: 'Unterbrecher', qty: 1, unit: 12.8, no: '1237013' },
        { text: 'Bremsflüssigkeit DOT 4', qty: 1, unit: 17.5, no: 'DOT4-1' },
      ],
      4,
    ),
    taxes: [{ label: 'USt. 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Bernhard Schwarzfischer', 'Keplerstraße 9', '93047 Regensburg'],
    meta: [
      ['Rechnungsnr.', `RG-2025-${rng.int(1000, 1999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Fahrzeug', 'Mercedes-Benz 280 SL Pagode'],
      ['Kennzeichen', `R-${letters(rng, 2)} ${rng.int(10, 99)}H`],
      ['Kilometerstand', kmDe(km)],
    ],
    metaMode: 'twocol',
    body: 'split',
    rules: 'head',
    heads: { ...H_DE, work: 'Arbeitswerte', parts: 'Ersatzteile', no: 'Teile-Nr.', amount: 'Netto €' },
    labels: { labour: 'Arbeit netto', parts: 'Teile netto', net: 'Summe netto', total: 'Rechnungsbetrag' },
    totalsMode: 'labelAbove',
    subtotals: true,
    foot: ['Donau Classic Service GmbH · AG Regensburg HRB 17 118 · IBAN DE41 7505 0000 0026 4411 80'],
    truth: { shopName: 'Donau Classic Service GmbH', serviceDate: done, serviceMileage: km },
  });
}
