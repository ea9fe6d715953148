/** German job cards and workshop bills of Northern Germany (Hamburg, Schleswig-Holstein, Bremen, Mecklenburg-Vorpommern, Ostfriesland), 1964–2025. */
import { addDays, dateIn, fd, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, pickParts, pickWork } from './bill';

const kmDe = (n: number) => n.toLocaleString('de-DE');
const DM = { cur: 'DM', style: 'de', pos: 'post' } as const;
const EUR = { cur: '€', style: 'de', pos: 'post' } as const;
const H_DE = { work: 'Arbeitslohn', parts: 'Ersatzteile', text: 'Bezeichnung', hours: 'Std.', qty: 'Menge', unit: 'Einzelpreis', amount: 'Betrag' };

/** A Hamburg BMW motorcycle specialist, 1964: a typed Auftragskarte, numbered instructions, no tax line, a BEZAHLT stamp. */
export function deHamburgMotorradKarte1964(rng: Random): Generated {
  const inv = dateIn(rng, 1964, 1964);
  const done = addDays(inv, -rng.int(1, 4));
  const km = rng.int(18, 70) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Zweirad-Thormählen',
      tag: 'BMW-Motorrad-Vertretung · Ersatzteillager',
      lines: ['Hamburg-Barmbek, Fuhlsbüttler Straße 211 · Fernruf 61 27 43'],
      serif: true,
    },
    title: 'Auftragskarte und Rechnung',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 6.8,
    work: pickWork(
      rng,
      [
        'Ventile eingeschliffen, Spiel eingestellt',
        'Vergaser gereinigt und synchronisiert',
        'Kardanwelle abgeschmiert',
        'Kette und Ritzel am Beiwagen gewechselt',
        'Zündung eingestellt',
        'Bremsbacken hinten erneuert',
      ],
      4,
      1,
      4,
    ),
    parts: pickParts(
      rng,
      [
        ['Zündkerze Bosch W 225', 3.2],
        ['Bremsbacken hinten, Satz', 14.5],
        ['Ventildeckeldichtung', 1.8],
        ['Motoröl SAE 40, Liter', 2.4],
        ['Bowdenzug Kupplung', 6.9],
      ],
      4,
    ),
    taxes: [],
    customer: ['Herrn', 'Uwe Petersen', 'Hamburg-Winterhude, Jarrestraße 40'],
    meta: [
      ['Auftrag Nr.', String(rng.int(3100, 3999))],
      ['Datum', fd(inv, 'de')],
      ['Maschine', 'BMW R 50 mit Steib-Seitenwagen'],
      ['Pol. Kennz.', `H ${rng.int(10, 99)}-${rng.int(100, 999)}`],
      ['km-Stand', kmDe(km)],
      ['Fertig am', fd(done, 'de')],
    ],
    metaMode: 'right',
    body: 'jobcard',
    rules: 'none',
    heads: { ...H_DE, work: 'Auszuführende Arbeiten', parts: 'Verbrauchte Teile', qty: 'Stck.', unit: 'à DM', amount: 'DM' },
    labels: { labour: 'Arbeitslohn', parts: 'Teile', total: 'Endbetrag', hoursLine: 'Arbeitsstunden' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['BEZAHLT', `Hamburg, ${fd(addDays(inv, 2), 'de2')}`],
    serif: true,
    truth: { shopName: 'Zweirad-Thormählen', serviceDate: done, serviceMileage: km },
  });
}

/** An Ostfriesland agricultural workshop, 1978: a Lanz Bulldog, the hours-meter instead of km, a ruled grid, boxed cells, 12 %. */
export function deLandmaschinenAurich1978(rng: Random): Generated {
  const inv = dateIn(rng, 1978, 1978);
  const bh = rng.int(3100, 8900);
  return bill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Landmaschinen Hinrichs & Sohn',
      tag: 'Meisterbetrieb · Schmiede',
      lines: ['2960 Aurich-Walle', 'Leerer Landstraße 17', 'Ruf (04941) 27 15'],
    },
    title: 'RECHNUNG',
    titleAt: 'right',
    money: { ...DM, pos: 'none' },
    decimal: ',',
    rate: 29,
    work: pickWork(
      rng,
      [
        'Glühkopf ausgebaut, gereinigt, neu abgedichtet',
        'Kupplung nachgestellt',
        'Vorderachse neu gebuchst',
        'Riemenscheibe gerichtet',
        'Kühler gespült und abgedrückt',
        'Zapfwelle instandgesetzt',
      ],
      4,
      2,
      9,
    ),
    parts: pickParts(
      rng,
      [
        ['Buchsensatz Vorderachse', 68],
        ['Kopfdichtung', 42],
        ['Kühlerschlauch', 16],
        ['Keilriemen', 24],
        ['Schmierfett 1 kg', 7.5],
      ],
      4,
    ),
    taxes: [{ label: '12 % Mehrwertsteuer', rate: vatDE(1978), on: 'all' }],
    customer: ['Landwirt', 'Gerhard Janssen-Ubben', 'Ostermoordorf 4', '2964 Wiesmoor'],
    meta: [
      ['Rechnungs-Nr.', `78/${rng.int(400, 899)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Schlepper', 'Lanz Bulldog D 2816'],
      ['Betriebsstunden', kmDe(bh)],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'grid',
    heads: { ...H_DE, work: 'Arbeitsleistung', parts: 'Material', amount: 'DM' },
    labels: { labour: 'Summe Arbeitslohn', parts: 'Summe Material', net: 'Nettobetrag', total: 'Rechnungsbetrag DM' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Zahlbar nach der Ernte, spätestens 30 Tage nach Rechnungsdatum, ohne Abzug.'],
    note: 'Schlepper abgeholt — H.',
    truth: { shopName: 'Landmaschinen Hinrichs & Sohn', serviceDate: inv },
  });
}

/** A Rendsburg Unimog specialist, 1987: one coded A/M table, labels above values, 14 %, Arbeiten ausgeführt am. */
export function deUnimogRendsburg1987(rng: Random): Generated {
  const inv = dateIn(rng, 1987, 1987);
  const done = addDays(inv, -rng.int(2, 8));
  const km = rng.int(40, 190) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Unimog-Service Nord Brodersen KG',
      tag: 'Geländefahrzeuge · Kommunaltechnik',
      lines: ['Kieler Straße 88 · 2370 Rendsburg', 'Telefon 04331 / 5 90 44'],
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 58,
    work: pickWork(
      rng,
      [
        'Portalachsen abgedichtet',
        'Getriebeöl gewechselt, Vorgelege geprüft',
        'Zapfwellenantrieb überholt',
        'Differentialsperre gängig gemacht',
        'Bremsanlage entlüftet, Radzylinder erneuert',
        'Rahmen entrostet und konserviert',
      ],
      5,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Wellendichtring Portal', 12.4],
        ['Radzylinder hinten', 88],
        ['Getriebeöl 85W-90, Liter', 6.2],
        ['Bremsschlauch', 31],
        ['Konservierungswachs', 19.5],
        ['Schaltgabel', 142],
      ],
      5,
    ),
    taxes: [{ label: 'MwSt. 14 %', rate: 14, on: 'all' }],
    customer: ['Gemeinde Hohn', 'Bauhof', 'Dorfstraße 1', '2371 Hohn'],
    meta: [
      ['Rechnung', `R-${rng.int(8700, 8799)}${rng.int(10, 99)}`],
      ['Datum', fd(inv, 'de')],
      ['Fahrzeug', 'Unimog 411.117'],
      ['Amtl. Kennz.', `RD-${'KLMN'[rng.int(0, 3)]} ${rng.int(100, 999)}`],
      ['km-Stand', kmDe(km)],
      ['Arbeiten ausgeführt am', fd(done, 'de')],
    ],
    metaMode: 'above',
    body: 'coded',
    rules: 'head',
    heads: { ...H_DE, text: 'Arbeiten / Ersatzteile', hours: 'AW', qty: 'Stk', unit: 'Preis', amount: 'DM', code: ['A', 'M'] },
    labels: { labour: 'Arbeit (A)', parts: 'Material (M)', net: 'Zwischensumme', total: 'Gesamtbetrag' },
    totalsMode: 'all',
    subtotals: true,
    foot: ['Brodersen KG · Registergericht Rendsburg HRA 1187 · Spar- und Leihkasse Rendsburg Kto. 22 815'],
    truth: { shopName: 'Unimog-Service Nord Brodersen KG', serviceDate: done, serviceMileage: km },
  });
}

/** A Bremen VW bus workshop, 1993: work and parts side by side, a right-hand block of facts, 15 %. */
export function deBulliBremen1993(rng: Random): Generated {
  const inv = dateIn(rng, 1993, 1993);
  const km = rng.int(120, 390) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'split',
      name: 'Bulli-Werkstatt Weserstadion',
      tag: 'VW Transporter T1 · T2 · T3',
      lines: ['Inh. Jörg Meinken', 'Hamer Straße 12', '28205 Bremen', 'Tel. 0421 / 44 80 17'],
    },
    title: 'Rechnung Nr. ' + rng.int(930100, 939999),
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 74,
    work: pickWork(
      rng,
      [
        'Motor Typ 4 abgedichtet',
        'Schiebetür eingestellt, Laufschiene gefettet',
        'Heizbirnen erneuert',
        'Spur vermessen und eingestellt',
        'Auspuffanlage komplett gewechselt',
      ],
      4,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Heizbirne links', 168],
        ['Auspuff komplett', 289],
        ['Dichtsatz Motor', 74],
        ['Laufrolle Schiebetür', 38],
        ['Spurstangenkopf', 27],
      ],
      4,
    ),
    taxes: [{ label: '+ 15 % MwSt.', rate: 15, on: 'all' }],
    customer: ['Frau Silke Ahrens', 'Am Dobben 91', '28203 Bremen'],
    meta: [
      ['Datum:', fd(inv, 'de')],
      ['Fahrzeug:', 'VW T2b Westfalia'],
      ['Kennzeichen:', `HB-${'ABCDEF'[rng.int(0, 5)]}${'RSTU'[rng.int(0, 3)]} ${rng.int(10, 999)}`],
      ['km:', kmDe(km)],
    ],
    metaMode: 'right',
    body: 'side',
    rules: 'none',
    heads: { ...H_DE, work: 'Arbeiten', parts: 'Teile' },
    labels: { labour: 'Arbeit netto', parts: 'Teile netto', net: 'Netto', total: 'Endsumme' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Vielen Dank für Ihren Auftrag! Altteile wurden auf Wunsch mitgegeben.'],
    truth: { shopName: 'Bulli-Werkstatt Weserstadion', serviceDate: inv, serviceMileage: km },
  });
}

/** A Güstrow fire-engine restorer, 2004: a Magirus for a volunteer brigade, part numbers, the total under its label in a band, Leistungsdatum. */
export function deFeuerwehrGuestrow2004(rng: Random): Generated {
  const inv = dateIn(rng, 2004, 2004);
  const done = addDays(inv, -rng.int(3, 14));
  const km = rng.int(20, 60) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Feuerwehrtechnik Priebe GmbH',
      tag: 'Restaurierung historischer Einsatzfahrzeuge',
      lines: ['Plauer Chaussee 5 · 18273 Güstrow · Tel. 03843 / 68 21 90'],
    },
    title: 'Rechnung',
    titleAt: 'center',
    money: EUR,
    decimal: ',',
    rate: 42,
    work: pickWork(
      rng,
      [
        'Feuerlöschkreiselpumpe zerlegt und überholt',
        'Saugschläuche geprüft',
        'Blaulicht und Martinshorn instandgesetzt',
        'Druckluftbremse überholt',
        'Leiterpark gangbar gemacht',
      ],
      4,
      3,
      14,
    ),
    parts: rng.some(
      [
        { text: 'Gleitringdichtung Pumpe', qty: 1, unit: 118.4, no: '12-4471' },
        { text: 'Bremszylinder vorn', qty: 2, unit: 96.0, no: 'MAG 304' },
        { text: 'Signalhorn-Membran', qty: 2, unit: 22.5, no: 'MH-02' },
        { text: 'Dichtungssatz Druckluft', qty: 1, unit: 64.9, no: '811-07' },
      ],
      3,
    ),
    taxes: [{ label: 'zzgl. 16 % USt.', rate: 16, on: 'all' }],
    customer: ['Förderverein der Freiwilligen Feuerwehr Krakow am See e.V.', 'z. Hd. Herrn Wehrführer a. D. Klaus Lüth', 'Am Markt 2, 18292 Krakow am See'],
    meta: [
      ['Rechnungsnummer', `2004-${rng.int(100, 499)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Fahrzeug', 'Magirus-Deutz LF 8'],
      ['Baujahr', '1961'],
      ['Tachostand', `${kmDe(km)} km`],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'head',
    heads: { ...H_DE, work: 'Arbeitsleistungen', parts: 'Ersatzteile', no: 'Teile-Nr.', amount: 'Gesamt €' },
    labels: { labour: 'Summe Arbeitsleistungen', parts: 'Summe Ersatzteile', net: 'Nettobetrag', total: 'Rechnungsbetrag' },
    totalsMode: 'labelAbove',
    subtotals: true,
    foot: ['Feuerwehrtechnik Priebe GmbH · AG Rostock HRB 7712 · Geschäftsführer: Hartmut Priebe · USt-IdNr. DE 213 556 019'],
    truth: { shopName: 'Feuerwehrtechnik Priebe GmbH', serviceDate: done, serviceMileage: km },
  });
}

/** A Kiel scooter workshop, 2011: one list without a split, labels below values, the gross total in a band. */
export function deRollerKiel2011(rng: Random): Generated {
  const inv = dateIn(rng, 2011, 2011);
  const km = rng.int(9, 48) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'right',
      name: 'Förde-Roller',
      tag: 'Vespa · Lambretta · Heinkel Tourist',
      lines: ['Holtenauer Straße 190 · 24105 Kiel', 'info@foerde-roller.de'],
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: { cur: 'EUR', style: 'de', pos: 'pre' },
    decimal: ',',
    rate: 48,
    work: pickWork(
      rng,
      [
        'Zylinder und Kolben erneuert inkl. Material',
        'Kupplung komplett überholt inkl. Beläge',
        'Vergaser Dell’Orto SI 20 gereinigt und bedüst',
        'Reifen vorn und hinten gewechselt inkl. Reifen',
        'Lichtmaschine geprüft, Unterbrecher neu',
      ],
      4,
      1,
      4,
    ),
    parts: [],
    taxes: [{ label: 'MwSt. 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Malte Sörensen', 'Knooper Weg 55', '24103 Kiel'],
    meta: [
      ['Rechnungs-Nr.', `FR-${rng.int(1100, 1999)}`],
      ['Datum', fd(inv, 'de')],
      ['Roller', 'Vespa 150 GS VS5'],
      ['Kilometerstand', kmDe(km)],
    ],
    metaMode: 'below',
    body: 'lump',
    rules: 'dotted',
    heads: { ...H_DE, text: 'Leistung (Pauschalpreise inkl. Material)', amount: 'Betrag' },
    labels: { labour: '', parts: '', net: 'Summe netto', total: 'Gesamt brutto' },
    totalsMode: 'last',
    subtotals: false,
    note: 'Probefahrt o.k.',
    foot: ['Förde-Roller · Inh. Jannik Hansen · Förde Sparkasse IBAN DE21 2105 0170 0012 3456 78'],
    truth: { shopName: 'Förde-Roller', serviceDate: inv, serviceMileage: km },
  });
}

/** A Husum Land Rover specialist, 2016: L/T coded table, facts in two columns, miles from an imported UK vehicle. */
export function deLandRoverHusum2016(rng: Random): Generated {
  const inv = dateIn(rng, 2016, 2016);
  const done = addDays(inv, -rng.int(1, 5));
  const miles = rng.int(60, 140) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Nordsee 4x4 Ketelsen',
      tag: 'Land Rover Series · Defender · Range Rover Classic',
      lines: ['Industriestraße 21, 25813 Husum · Tel. 04841 / 77 23 05'],
    },
    title: 'RECHNUNG',
    titleAt: 'right',
    money: { cur: '€', style: 'de', pos: 'pre' },
    decimal: ',',
    rate: 69,
    work: pickWork(
      rng,
      [
        'Chassis hinten geschweißt, Traverse neu',
        'Schwenklager vorn überholt',
        'Overdrive eingebaut',
        'Bremsleitungen komplett erneuert',
        'Verteilergetriebe abgedichtet',
        'Galvanisierte Stoßstange montiert',
      ],
      5,
      1,
      10,
    ),
    parts: pickParts(
      rng,
      [
        ['Hecktraverse galvanisiert', 389],
        ['Schwenklager-Satz', 214],
        ['Fairey Overdrive überholt', 740],
        ['Bremsleitungssatz Kupfer', 96],
        ['Dichtungssatz Verteiler', 41],
      ],
      4,
    ),
    taxes: [{ label: 'USt. 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Dr. Jens-Peter Asmussen', 'Süderstraße 12', '25813 Husum'],
    meta: [
      ['Rechnungsnr.', `${rng.int(16000, 16999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Fertigstellung', fd(done, 'de')],
      ['Fahrzeug', 'Land Rover Series IIA 109'],
      ['Kennzeichen', `NF-LR ${rng.int(10, 99)}H`],
      ['Tacho (Meilen)', kmDe(miles)],
    ],
    metaMode: 'twocol',
    body: 'coded',
    rules: 'grid',
    heads: { ...H_DE, text: 'Position', hours: 'Std', qty: 'St', unit: 'Preis', amount: 'Summe', code: ['L', 'T'] },
    labels: { labour: 'Lohn (L)', parts: 'Teile (T)', net: 'Netto', total: 'Zu zahlen' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Das Fahrzeug wurde 2015 aus Schottland eingeführt; der Tacho zeigt Meilen.'],
    truth: { shopName: 'Nordsee 4x4 Ketelsen', serviceDate: done, serviceMileage: miles },
  });
}

/** A Neubrandenburg Landtechnik firm, 2021: a Fendt Dieselross job card, hours-meter only, numbered work with hours. */
export function deLandtechnikNeubrandenburg2021(rng: Random): Generated {
  const inv = dateIn(rng, 2021, 2021);
  const done = addDays(inv, -rng.int(2, 10));
  return bill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Landtechnik Tollensetal GmbH',
      tag: 'Oldtimer-Traktoren',
      lines: ['Warliner Straße 3', '17034 Neubrandenburg', '0395 / 4 22 61 80'],
    },
    title: 'Werkstattauftrag / Rechnung',
    titleAt: 'left',
    money: { cur: 'EUR', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 62,
    work: pickWork(
      rng,
      [
        'Einspritzpumpe abgedichtet und eingestellt',
        'Düsen abgedrückt',
        'Hydraulik-Hubwerk überholt',
        'Lenkung spielfrei eingestellt',
        'Elektrik auf 12 V umgerüstet',
        'Kotflügel gerichtet',
      ],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Dichtsatz Einspritzpumpe', 86],
        ['Einspritzdüse', 54],
        ['Hubwerkskolben mit Dichtung', 132],
        ['Lichtmaschine 12 V', 189],
        ['Hydrauliköl, Liter', 6.9],
      ],
      4,
    ),
    taxes: [{ label: '19 % MwSt.', rate: 19, on: 'all' }],
    customer: ['Herrn Henning Wollenberg', 'Dorfstraße 14', '17099 Datzetal'],
    meta: [
      ['Auftrag', `WA ${rng.int(21000, 21999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Fertig gemeldet', fd(done, 'de')],
      ['Traktor', 'Fendt F 24 L Dieselross'],
      ['Betriebsstunden', String(rng.int(2100, 6400))],
    ],
    metaMode: 'lines',
    body: 'jobcard',
    rules: 'head',
    heads: { ...H_DE, work: 'Durchgeführte Arbeiten', parts: 'Material', qty: 'Anz.', unit: 'Preis', amount: 'Gesamt' },
    labels: { labour: 'Summe Lohn', parts: 'Summe Material', net: 'Netto', total: 'Rechnungsbetrag', hoursLine: 'Std. gesamt' },
    totalsMode: 'all',
    subtotals: true,
    foot: ['Landtechnik Tollensetal GmbH · AG Neubrandenburg HRB 3318 · Sparkasse Mecklenburg-Strelitz'],
    truth: { shopName: 'Landtechnik Tollensetal GmbH', serviceDate: done },
  });
}

/** A Leer British-bike specialist, 1999: DM at 16 %, no rules at all, lines of facts, a pencilled note. */
export function deBritbikeLeer1999(rng: Random): Generated {
  const inv = dateIn(rng, 1999, 1999);
  const km = rng.int(20, 80) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Brit-Bikes Ostfriesland',
      tag: 'Norton · Triumph · BSA · Royal Enfield',
      lines: ['Heisfelder Straße 66 · 26789 Leer · Telefon 0491 / 6 12 58'],
      serif: true,
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 78,
    work: pickWork(
      rng,
      [
        'Magnetzünder überholt',
        'Primärkette gewechselt',
        'Amal-Vergaser synchronisiert',
        'Gabel neu abgedichtet',
        'Ölleitungen erneuert',
        'Ventilspiel eingestellt',
      ],
      4,
      0.5,
      4,
    ),
    parts: pickParts(
      rng,
      [
        ['Primärkette Renold', 64],
        ['Gabeldichtringe', 18],
        ['Ölleitungen Satz', 46],
        ['Kontaktsatz Lucas', 22],
        ['Zündkerze Champion N4', 6.5],
      ],
      4,
    ),
    taxes: [{ label: '16 % MwSt.', rate: 16, on: 'all' }],
    customer: ['Herrn Tjark Freerksema', 'Deichstraße 7', '26831 Bunde'],
    meta: [
      ['Rechnungsnummer', `99-${rng.int(200, 899)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Motorrad', 'Norton Commando 850 Interstate'],
      ['Kennzeichen', `LER-N ${rng.int(100, 999)}`],
      ['km-Stand', kmDe(km)],
    ],
    metaMode: 'lines',
    body: 'split',
    rules: 'none',
    heads: { ...H_DE, work: 'Arbeitszeit', parts: 'Teile', amount: 'DM' },
    labels: { labour: 'Arbeitszeit gesamt', parts: 'Teile gesamt', net: 'Summe netto', total: 'Endbetrag DM' },
    totalsMode: 'none',
    subtotals: true,
    note: 'Ölwechsel nach 500 km!',
    after: ['Zahlbar innerhalb von 8 Tagen. Sparkasse LeerWittmund BLZ 285 500 00.'],
    serif: true,
    truth: { shopName: 'Brit-Bikes Ostfriesland', serviceDate: inv, serviceMileage: km },
  });
}

/** A Bremen Borgward commercial-vehicle workshop, 1969: coded A/E table, values over their captions, 11 %. */
export function deBorgwardBremen1969(rng: Random): Generated {
  const inv = dateIn(rng, 1969, 1969);
  const done = addDays(inv, -rng.int(1, 3));
  const km = rng.int(90, 240) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Nutzfahrzeug-Dienst Wilkens',
      tag: 'Ehem. Borgward-Vertragswerkstatt · Goliath · Lloyd',
      lines: ['28 Bremen-Sebaldsbrück, Hastedter Heerstraße 302', 'Fernsprecher 49 30 71'],
      serif: true,
    },
    title: 'Rechnung',
    titleAt: 'right',
    money: DM,
    decimal: ',',
    rate: 9.5,
    work: pickWork(
      rng,
      ['Kupplung erneuert', 'Hinterachse abgedichtet', 'Kastenaufbau Tür hinten gerichtet', 'Anlasser überholt', 'Motor-Inspektion mit Ölwechsel'],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Kupplungsscheibe', 58],
        ['Simmerring Hinterachse', 4.8],
        ['Anlasserritzel', 21],
        ['Motoröl HD 30, Liter', 2.9],
        ['Türscharnier', 13.5],
      ],
      4,
    ),
    taxes: [{ label: '11 % Mehrwertsteuer', rate: 11, on: 'all' }],
    customer: ['Kaffeerösterei Gebr. Hollmann', 'Fuhrpark', 'Am Wall 140, 28 Bremen'],
    meta: [
      ['Rechnung Nr.', `${rng.int(1200, 1999)}`],
      ['Datum', fd(inv, 'de')],
      ['ausgeführt am', fd(done, 'de')],
      ['Fahrzeug', 'Borgward B 611 Kasten'],
      ['km-Stand', kmDe(km)],
    ],
    metaMode: 'below',
    body: 'coded',
    rules: 'head',
    heads: { ...H_DE, text: 'Gegenstand', hours: 'Std', qty: 'St', unit: 'Preis', amount: 'DM', code: ['A', 'E'] },
    labels: { labour: 'Arbeitslohn (A)', parts: 'Ersatzteile (E)', total: 'Rechnungsbetrag' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['Betrag dankend erhalten', fd(addDays(inv, 10), 'de')],
    serif: true,
    truth: { shopName: 'Nutzfahrzeug-Dienst Wilkens', serviceDate: done, serviceMileage: km },
  });
}

/** A Wismar omnibus restorer, 2025: a Setra coach, band letterhead, ruled split tables, Leistungszeitraum bis, 19 %. */
export function deOmnibusWismar2025(rng: Random): Generated {
  const inv = `2025-${String(rng.int(2, 10)).padStart(2, '0')}-${String(rng.int(10, 28)).padStart(2, '0')}`;
  const done = addDays(inv, -rng.int(4, 20));
  const km = rng.int(400, 900) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Omnibus-Klassik Wismar GmbH',
      tag: 'Restaurierung · Oldtimerbus-Vermietung',
      lines: ['Am Alten Hafen 9', '23966 Wismar', 'Tel. 03841 / 30 47 70'],
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: EUR,
    decimal: ',',
    rate: 84,
    work: pickWork(
      rng,
      [
        'Motorraum gereinigt, Ölverlust behoben',
        'Fahrgasttüren pneumatisch eingestellt',
        'Bremsbeläge Achse 1 und 2 erneuert',
        'Sitzbänke neu befestigt',
        'Innenbeleuchtung auf LED umgebaut',
        'Heizung entlüftet',
      ],
      5,
      2,
      12,
    ),
    parts: pickParts(
      rng,
      [
        ['Bremsbeläge Achse 1', 186],
        ['Bremsbeläge Achse 2', 201],
        ['Türzylinder pneumatisch', 344],
        ['LED-Leuchten Satz', 128],
        ['Kühlerfrostschutz, Liter', 4.9],
      ],
      4,
    ),
    taxes: [{ label: 'Umsatzsteuer 19 %', rate: 19, on: 'all' }],
    customer: ['Hansestadt-Rundfahrten Poel GbR', 'Hafenstraße 3', '23999 Insel Poel'],
    meta: [
      ['Rechnungsnr.', `OKW-25-${rng.int(100, 399)}`],
      ['Datum', fd(inv, 'de')],
      ['Leistungszeitraum bis', fd(done, 'de')],
      ['Fahrzeug', 'Setra S 6 (Bj. 1962)'],
      ['Kennzeichen', `NWM-OK ${rng.int(10, 99)}H`],
      ['km-Stand', kmDe(km)],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'head',
    heads: { ...H_DE, work: 'Arbeitsleistungen', parts: 'Material', amount: 'Gesamt' },
    labels: { labour: 'Arbeit netto', parts: 'Material netto', net: 'Summe netto', total: 'Rechnungsbetrag brutto' },
    totalsMode: 'last',
    subtotals: true,
    foot: ['Omnibus-Klassik Wismar GmbH · AG Schwerin HRB 14 803 · USt-IdNr. DE 318 440 672 · Zahlbar innerhalb 14 Tagen'],
    truth: { shopName: 'Omnibus-Klassik Wismar GmbH', serviceDate: done, serviceMileage: km },
  });
}

/** A Hamburg Hanomag and Tempo van specialist, 2008: job card with hours, labels above values, tax on everything, work date apart. */
export function deTempoHamburg2008(rng: Random): Generated {
  const inv = dateIn(rng, 2008, 2008);
  const done = addDays(inv, -rng.int(1, 6));
  const km = rng.int(50, 160) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'split',
      name: 'Hanomag-Tempo-Dienst Harburg',
      tag: 'Matador · Rapid · Kurier · F-Serie',
      lines: ['Seehafenstraße 14', '21079 Hamburg', 'Tel. 040 / 77 14 93 0', 'www.tempo-dienst.de'],
    },
    title: 'Werkstattrechnung',
    titleAt: 'center',
    money: EUR,
    decimal: ',',
    rate: 66,
    work: pickWork(
      rng,
      [
        'Frontantrieb: Gleichlaufgelenke erneuert',
        'Vergaser Solex überholt',
        'Schiebetür-Schloss instandgesetzt',
        'Blinker auf Sechs-Volt-Relais umgebaut',
        'Hauptbremszylinder erneuert',
      ],
      4,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Gleichlaufgelenk', 236],
        ['Vergaser-Reparatursatz', 48],
        ['Hauptbremszylinder', 119],
        ['Blinkrelais 6 V', 24],
        ['Bremsflüssigkeit DOT 4', 9.9],
      ],
      4,
    ),
    taxes: [{ label: 'MwSt. 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Ole Bruhns', 'Lüneburger Tor 3', '21073 Hamburg'],
    customerLabel: 'Rechnungsempfänger',
    meta: [
      ['Rechnungs-Nr.', `${rng.int(8000, 8999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Arbeiten durchgeführt', fd(done, 'de')],
      ['Fahrzeug', 'Tempo Matador 1000 Pritsche'],
      ['Kennzeichen', `HH-TM ${rng.int(100, 999)}H`],
      ['km-Stand', kmDe(km)],
    ],
    metaMode: 'above',
    body: 'jobcard',
    rules: 'dotted',
    heads: { ...H_DE, work: 'Arbeiten', parts: 'Teile und Material', qty: 'Anz.', unit: 'Preis €', amount: 'Betrag €' },
    labels: { labour: 'Lohn gesamt', parts: 'Teile gesamt', net: 'Nettosumme', total: 'Gesamtbetrag' },
    totalsMode: 'labelAbove',
    subtotals: true,
    truth: { shopName: 'Hanomag-Tempo-Dienst Harburg', serviceDate: done, serviceMileage: km },
  });
}
