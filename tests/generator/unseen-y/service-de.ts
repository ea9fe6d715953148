/**
 * German main-dealer and works-branch bills of Lower Saxony, Hesse, the Rhineland-Palatinate, the Saarland and
 * Vorarlberg, 1969–2023: operation numbers, warranty and goodwill shares, recall campaigns, fleet cars, import
 * conversions for an Einzelgenehmigung.
 */
import { addDays, dateIn, fd, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, pickParts, pickWork } from '../unseen-v/bill';

const DM = { cur: 'DM', style: 'de', pos: 'post' } as const;
const EUR = { cur: '€', style: 'de', pos: 'post' } as const;
const EURPRE = { cur: 'EUR', style: 'de', pos: 'pre' } as const;
const ATS = { cur: 'S', style: 'de', pos: 'pre' } as const;
const H_DE = { work: 'Arbeiten', parts: 'Teile', text: 'Bezeichnung', hours: 'Std.', qty: 'Menge', unit: 'Preis', amount: 'Betrag' };
const km = (n: number) => n.toLocaleString('de-DE');
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');

/** A VW main dealer in Goslar, 1969: a Käfer's Kundendienst, work as numbered instructions, parts with VW numbers, 11 %. */
export function deVwGoslar1969(rng: Random): Generated {
  const d = dateIn(rng, 1969, 1969);
  const k = rng.int(20, 90) * 1000 + rng.int(0, 999);
  const v = vatDE(1969);
  return bill({
    lang: 'de',
    head: {
      style: 'left',
      name: 'Autohaus Harzland Gebr. Wolters KG',
      tag: 'VW-Großhändler · Kundendienst · Ersatzteile',
      lines: ['338 Goslar, Hildesheimer Straße 40 · Ruf 2 14 41'],
      serif: true,
    },
    title: 'Kundendienst-Rechnung',
    titleAt: 'right',
    money: DM,
    decimal: ',',
    rate: 9.6,
    work: pickWork(
      rng,
      [
        '15 000-km-Kundendienst',
        'Ventile einstellen',
        'Zündung einstellen, Unterbrecher erneuern',
        'Bremsen nachstellen',
        'Heizungsklappen gangbar machen',
        'Kupplungsseil erneuern',
      ],
      4,
      0.5,
      3,
    ),
    parts: pickParts(
      rng,
      [
        ['Ölfilter-Sieb-Dichtung 113 115 127', 0.9],
        ['Unterbrecherkontakt 111 998 051', 4.4],
        ['Zündkerze Bosch W 175 T 1', 2.35],
        ['Kupplungsseil 113 721 335', 7.8],
        ['Motoröl HD 30, Ltr.', 2.6],
      ],
      4,
    ),
    taxes: [{ label: `Mehrwertsteuer ${v} %`, rate: v, on: 'all' }],
    customer: ['Herrn Studienrat', 'Erich Pape', '338 Goslar, Rammelsberger Str. 9'],
    meta: [
      ['Auftrag-Nr.', String(rng.int(20000, 29999))],
      ['Datum', fd(d, 'de2')],
      ['Fahrzeug', 'VW 1300 Typ 11'],
      ['Pol. Kennz.', `GS-${letters(rng, 1)} ${rng.int(100, 999)}`],
      ['km-Stand', km(k)],
    ],
    metaMode: 'lines',
    body: 'jobcard',
    rules: 'none',
    heads: { ...H_DE, work: 'Ausgeführte Arbeiten', parts: 'Ersatzteile', qty: 'St.', unit: 'Einzel', amount: 'DM' },
    labels: { labour: 'Arbeitslohn', parts: 'Ersatzteile', net: 'Zwischensumme', total: 'Rechnungsbetrag', hoursLine: 'Arbeitsstunden' },
    totalsMode: 'none',
    subtotals: true,
    stampLines: ['BEZAHLT', fd(d, 'de')],
    serif: true,
    truth: { shopName: 'Autohaus Harzland Gebr. Wolters KG', serviceDate: d, serviceMileage: k },
  });
}

/** An Opel dealer in Kassel, 1987: a gearbox repaired on goodwill, the works' share taken off before the tax. */
export function deOpelKulanzKassel1987(rng: Random): Generated {
  const d = dateIn(rng, 1987, 1987);
  const k = rng.int(60, 140) * 1000 + rng.int(0, 999);
  const v = vatDE(1987);
  const work = pickWork(rng, ['Getriebe aus- und eingebaut', 'Getriebe zerlegt, Synchronringe 2./3. Gang erneuert', 'Kupplung geprüft', 'Probefahrt'], 3, 1, 6);
  const parts = pickParts(
    rng,
    [
      ['Synchronring 2. Gang', 48.5],
      ['Synchronring 3. Gang', 48.5],
      ['Dichtsatz Getriebe', 36.2],
      ['Getriebeöl SAE 80, Ltr.', 6.4],
    ],
    3,
  );
  const rate = 78;
  const base = work.reduce((a, w) => a + w.hours * rate, 0) + parts.reduce((a, x) => a + x.qty * x.unit, 0);
  const share = -Math.round(base * 0.5 * 100) / 100;
  return bill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Auto-Hessenland Rüdiger & Sohn GmbH',
      tag: 'Opel-Vertragshändler',
      lines: ['Leipziger Straße 211 · 3500 Kassel · Telefon (0561) 57 30 02'],
    },
    title: 'RECHNUNG',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate,
    work,
    parts,
    extras: [['abzgl. Kulanzanteil Adam Opel AG 50 %', share]],
    taxes: [{ label: `MwSt. ${v} %`, rate: v, on: 'all' }],
    customer: ['Frau', 'Hannelore Siebert', 'Wilhelmshöher Allee 77', '3500 Kassel'],
    meta: [
      ['Rechnungs-Nr.', `${rng.int(870000, 879999)}`],
      ['Datum', fd(d, 'de')],
      ['Fahrzeug', 'Opel Kadett D 1.3 S'],
      ['Fahrgest.-Nr.', `W0L000031${rng.int(10000000, 99999999)}`],
      ['Erstzul.', fd(`1983-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de2')],
      ['km-Stand', km(k)],
    ],
    metaMode: 'twocol',
    body: 'split',
    rules: 'head',
    heads: { ...H_DE, work: 'Lohn', parts: 'Material', hours: 'AW-Std.' },
    labels: { labour: 'Summe Lohn', parts: 'Summe Material', net: 'Netto', total: 'Endbetrag' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Kulanz ohne Anerkennung einer Rechtspflicht, Antrag Nr. K-' + rng.int(40000, 49999) + ' vom Werk genehmigt.'],
    truth: { shopName: 'Auto-Hessenland Rüdiger & Sohn GmbH', serviceDate: d, serviceMileage: k },
  });
}

/** A Mercedes-Benz works branch in Mainz, 1995: a recall campaign done free, customer work on one coded table, DM with dash. */
export function deMercedesMainz1995(rng: Random): Generated {
  const d = dateIn(rng, 1995, 1995);
  const k = rng.int(90, 260) * 1000 + rng.int(0, 999);
  const v = vatDE(1995);
  return bill({
    lang: 'de',
    head: {
      style: 'right',
      name: 'Mercedes-Benz AG Niederlassung Mainz',
      tag: 'Verkauf · Service · Teile',
      lines: ['Haifa-Allee 12 · 55128 Mainz', 'Telefon 06131 / 36 40'],
    },
    title: 'Werkstattrechnung',
    titleAt: 'left',
    money: { ...DM, dash: true },
    decimal: ',',
    rate: 142,
    work: pickWork(
      rng,
      ['Wartung Umfang B', 'Bremsflüssigkeit erneuert', 'Stoßdämpfer hinten erneuert', 'Klimaanlage geprüft', 'Scheinwerfer eingestellt'],
      3,
      0.5,
      3,
    ),
    parts: pickParts(
      rng,
      [
        ['Ölfilter A 601 180 00 09', 18.9],
        ['Stoßdämpfer hinten', 184],
        ['Bremsflüssigkeit DOT 4, 1 l', 21.5],
        ['Luftfilter', 39.8],
      ],
      3,
    ),
    taxes: [{ label: `MwSt ${v} %`, rate: v, on: 'all' }],
    customer: ['Herrn Dr. Konrad Wehner', 'Am Rosengarten 6', '55131 Mainz'],
    meta: [
      ['Auftrag', `${rng.int(5100000, 5199999)}`],
      ['Datum', fd(d, 'de')],
      ['Typ', 'W 124 250 D'],
      ['Kennz.', `MZ-${letters(rng, 2)} ${rng.int(10, 999)}`],
      ['Laufleistung', km(k) + ' km'],
      ['Annahme', 'Hr. Brück'],
    ],
    metaMode: 'box',
    body: 'coded',
    rules: 'grid',
    heads: { ...H_DE, text: 'Arbeitsposition / Teil', code: ['AP', 'TN'] },
    labels: { labour: 'Lohn', parts: 'Teile', net: 'Summe netto', total: 'Gesamtbetrag' },
    totalsMode: 'labelAbove',
    subtotals: true,
    after: [`Rückrufaktion 54 ${rng.int(100, 999)} 0 (Prüfung Lenkungsdämpfer) für den Kunden kostenlos durchgeführt, Abrechnung über das Werk.`],
    foot: ['Mercedes-Benz AG · Sitz Stuttgart · Amtsgericht Stuttgart HRB 19360 · Zahlbar sofort ohne Abzug'],
    truth: { shopName: 'Mercedes-Benz AG Niederlassung Mainz', serviceDate: d, serviceMileage: k },
  });
}

/** A Ford dealer in Saarbrücken, 2004: a company car's inspection billed to the fleet office, cost centre, 16 %. */
export function deFordFuhrparkSaarbruecken2004(rng: Random): Generated {
  const d = dateIn(rng, 2004, 2004);
  const done = addDays(d, -rng.int(1, 4));
  const k = rng.int(30, 160) * 1000 + rng.int(0, 999);
  const v = vatDE(2004);
  return bill({
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Autohaus Saar-Ford Kempf GmbH',
      tag: 'Ford-Hauptvertreter',
      lines: ['Mainzer Straße 140 · 66121 Saarbrücken · Tel. 0681 / 6 88 20'],
    },
    title: 'Rechnung',
    titleAt: 'right',
    money: EUR,
    decimal: ',',
    rate: 71.5,
    work: pickWork(
      rng,
      [
        'Inspektion 60.000 km nach Herstellervorgabe',
        'Bremsbeläge vorn erneuert',
        'Zahnriemen erneuert',
        'Wischerblätter erneuert',
        'Fehlerspeicher ausgelesen',
      ],
      3,
      0.5,
      3,
    ),
    parts: pickParts(
      rng,
      [
        ['Ölfilter', 11.9],
        ['Motoröl 5W-30 Formula F, l', 12.4],
        ['Bremsbeläge vorn', 68.5],
        ['Zahnriemensatz', 142],
        ['Wischerblatt', 16.8],
      ],
      4,
    ),
    taxes: [{ label: `MwSt. ${v} %`, rate: v, on: 'all' }],
    customer: ['Saarländische Energie-Service GmbH', 'Fuhrparkverwaltung · Kostenstelle 4120', 'Am Halberg 3, 66121 Saarbrücken'],
    customerLabel: 'Rechnungsempfänger',
    meta: [
      ['Rechnungs-Nr.', `R-${rng.int(40000, 49999)}`],
      ['Rechnungsdatum', fd(d, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Fahrzeug', 'Ford Focus Turnier 1.8 TDCi'],
      ['Kennzeichen', `SB-${letters(rng, 2)} ${rng.int(100, 9999)}`],
      ['km-Stand', km(k)],
      ['Fahrer', 'Hr. Schwarz'],
    ],
    metaMode: 'right',
    body: 'split',
    rules: 'none',
    heads: { ...H_DE, work: 'Arbeitslohn', parts: 'Ersatzteile', hours: 'AW' },
    labels: { labour: 'Summe Arbeitslohn', parts: 'Summe Ersatzteile', net: 'Nettobetrag', total: 'Rechnungsbetrag' },
    totalsMode: 'all',
    subtotals: true,
    after: ['Rahmenvertrag Flotte Nr. F-0817; Zahlung innerhalb 30 Tagen nach Rechnungseingang.'],
    truth: { shopName: 'Autohaus Saar-Ford Kempf GmbH', serviceDate: done, serviceMileage: k },
  });
}

/** A Steyr-Puch dealer in Dornbirn, Vorarlberg, 1979: a Haflinger's service, Schilling before the amount, 18 %. */
export function dePuchDornbirn1979(rng: Random): Generated {
  const d = dateIn(rng, 1979, 1979);
  const k = rng.int(20, 80) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Kfz.-Werkstätte Gebhard Rhomberg',
      tag: 'Steyr-Daimler-Puch Vertretung',
      lines: ['Marktstraße 48 · 6850 Dornbirn · Tel. 0 55 72 / 6 24 31'],
      serif: true,
    },
    title: 'Rechnung',
    titleAt: 'center',
    money: ATS,
    decimal: ',',
    rate: 310,
    work: pickWork(
      rng,
      ['Differentialsperre instandgesetzt', 'Portalachsen Öl gewechselt', 'Motor eingestellt', 'Bremsen überholt', 'Kupplung nachgestellt'],
      3,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Dichtsatz Portal', 285],
        ['Getriebeöl, l', 38],
        ['Bremsbacken (Satz)', 640],
        ['Zündkerzen', 42],
      ],
      3,
    ),
    taxes: [{ label: 'Mehrwertsteuer 18 %', rate: 18, on: 'all' }],
    customer: ['Herrn', 'Alois Feurstein', 'Bezau 114'],
    meta: [
      ['Rechnung Nr.', String(rng.int(1200, 1999))],
      ['Datum', fd(d, 'de')],
      ['Fahrzeug', 'Puch Haflinger 700 AP'],
      ['Kennz.', `V ${rng.int(10000, 99999)}`],
      ['km', km(k)],
    ],
    metaMode: 'above',
    body: 'split',
    rules: 'dotted',
    heads: { ...H_DE, work: 'Arbeitszeit', parts: 'Material', hours: 'Std' },
    labels: { labour: 'Arbeit', parts: 'Material', net: 'Summe', total: 'Zu bezahlen' },
    totalsMode: 'last',
    subtotals: true,
    note: 'bar erhalten — Dank!',
    serif: true,
    truth: { shopName: 'Kfz.-Werkstätte Gebhard Rhomberg', serviceDate: d, serviceMileage: k },
  });
}

/** An Osnabrück import workshop, 2011: a US car converted for the § 21 approval — lights, km/h dial, side markers. */
export function deUsUmruestungOsnabrueck2011(rng: Random): Generated {
  const d = dateIn(rng, 2011, 2011);
  const mi = rng.int(40, 120) * 1000 + rng.int(0, 999);
  const v = vatDE(2011);
  return bill({
    lang: 'de',
    head: {
      style: 'split',
      name: 'US-Car Service Hasetal GmbH',
      tag: 'Import · Umrüstung · TÜV-Abnahme',
      lines: ['Pagenstecherstraße 90 · 49090 Osnabrück', 'Tel. 0541 / 1 20 55 80 · www.hasetal-uscars.de'],
    },
    title: 'Rechnung Umrüstung',
    titleAt: 'left',
    money: EUR,
    decimal: ',',
    rate: 68,
    work: pickWork(
      rng,
      [
        'Blinker hinten auf gelb umgerüstet',
        'Scheinwerfer auf E-Prüfzeichen umgebaut',
        'Nebelschlussleuchte nachgerüstet',
        'Tachoscheibe km/h eingebaut',
        'Seitenmarkierungsleuchten stillgelegt',
        'Abgasuntersuchung',
      ],
      4,
      1,
      5,
    ),
    parts: pickParts(
      rng,
      [
        ['Scheinwerfereinsatz E-geprüft (Paar)', 189],
        ['Blinkrelais-Modul', 54],
        ['Nebelschlussleuchte', 38.5],
        ['Tachoscheibe km/h', 79],
        ['Kabelsatz', 22],
      ],
      4,
    ),
    taxes: [{ label: `zzgl. ${v} % USt.`, rate: v, on: 'all' }],
    customer: ['Herrn Malte Hüsing', 'Lotter Straße 31', '49078 Osnabrück'],
    meta: [
      ['Fahrzeug', '1967 Ford Mustang Fastback'],
      ['FIN', `7T02C${rng.int(100000, 199999)}`],
      ['Meilen (Tacho)', km(mi)],
      ['Datum', fd(d, 'de')],
    ],
    metaMode: 'below',
    body: 'side',
    rules: 'none',
    heads: { ...H_DE, work: 'Arbeiten', parts: 'Teile' },
    labels: { labour: 'Lohn', parts: 'Teile', net: 'Netto', total: 'Rechnungsbetrag' },
    totalsMode: 'last',
    subtotals: true,
    after: ['Fahrzeug vorbereitet zur Begutachtung nach § 21 StVZO (Einzelgenehmigung); die Prüfgebühr wird vom TÜV gesondert berechnet.'],
    truth: { shopName: 'US-Car Service Hasetal GmbH', serviceDate: d, serviceMileage: mi },
  });
}

/** A Porsche Classic partner in Wiesbaden, 2019: a 911's major service, labour and parts side by side, EUR before the amount. */
export function dePorscheWiesbaden2019(rng: Random): Generated {
  const d = dateIn(rng, 2019, 2019);
  const k = rng.int(80, 240) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'logo',
      name: 'Porsche Zentrum Wiesbaden',
      tag: 'Porsche Classic Partner · Sportwagen Rhein-Main GmbH',
      lines: ['Mainzer Straße 101 · 65189 Wiesbaden'],
    },
    title: 'Rechnung',
    titleAt: 'right',
    money: EURPRE,
    decimal: ',',
    rate: 165,
    work: pickWork(
      rng,
      ['Großer Service nach Porsche Classic', 'Ventilspiel eingestellt', 'Steuerkettenspanner erneuert', 'Vergaser synchronisiert', 'Hohlraumkonservierung'],
      4,
      1,
      6,
    ),
    parts: pickParts(
      rng,
      [
        ['Steuerkettenspanner 930.105.049.01', 365],
        ['Ventildeckeldichtung', 24.5],
        ['Ölfilter 911', 19.9],
        ['Motoröl 20W-50 Classic, l', 18.9],
        ['Zündverteilerkappe', 96],
      ],
      4,
    ),
    taxes: [{ label: 'MwSt. 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Jochen Falkenberg', 'Sonnenberger Str. 40', '65193 Wiesbaden'],
    meta: [
      ['Rechnung', `9${rng.int(100000, 999999)}`],
      ['Datum', fd(d, 'de')],
      ['Modell', '911 T 2.2 Targa (1970)'],
      ['Fahrgestell', `911${rng.int(1010000, 1019999)}`],
      ['km-Stand', km(k)],
    ],
    metaMode: 'twocol',
    body: 'side',
    rules: 'none',
    heads: { ...H_DE, work: 'Arbeitsleistungen', parts: 'Teile und Material' },
    labels: { labour: 'Arbeit', parts: 'Teile', net: 'Summe netto', total: 'Gesamtbetrag' },
    totalsMode: 'labelAbove',
    subtotals: true,
    foot: ['Sportwagen Rhein-Main GmbH · HRB 21877 Wiesbaden · USt-IdNr. DE 813 552 190'],
    truth: { shopName: 'Porsche Zentrum Wiesbaden', serviceDate: d, serviceMileage: k },
  });
}

/** A BMW dealer in Feldkirch, Vorarlberg, 2016: a §57a-Begutachtung with repairs, a grid, 20 % USt. */
export function deBmwFeldkirch2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const k = rng.int(60, 200) * 1000 + rng.int(0, 999);
  return bill({
    lang: 'de',
    head: {
      style: 'band',
      name: 'Autohaus Walgau Nachbaur GmbH',
      tag: 'BMW Vertragspartner · Service',
      lines: ['Reichsstraße 155 · 6800 Feldkirch · +43 5522 72 4 11'],
    },
    title: 'RECHNUNG',
    titleAt: 'right',
    money: { cur: 'EUR', style: 'de', pos: 'none' },
    decimal: ',',
    rate: 129,
    work: pickWork(
      rng,
      [
        'Wiederkehrende Begutachtung §57a KFG',
        'Spurstangenkopf links erneuert',
        'Achsvermessung',
        'Auspuff-Mittelschalldämpfer erneuert',
        'Bremsflüssigkeit gewechselt',
      ],
      4,
      0.5,
      3,
    ),
    parts: pickParts(
      rng,
      [
        ['Spurstangenkopf links', 58],
        ['Mittelschalldämpfer', 214],
        ['Bremsflüssigkeit DOT 4', 14.6],
        ['Schellensatz', 12.4],
      ],
      3,
    ),
    taxes: [{ label: '20 % USt.', rate: 20, on: 'all' }],
    customer: ['Frau Mag. Ingrid Tschann', 'Ardetzenbergstraße 2a', '6800 Feldkirch'],
    meta: [
      ['Rechnungsnr.', `RE${rng.int(1600000, 1699999)}`],
      ['Datum', fd(d, 'de')],
      ['Fahrzeug', 'BMW 2002 tii (1973)'],
      ['Kennzeichen', `FK-${rng.int(100, 999)} ${letters(rng, 2)}`],
      ['km-Stand', km(k)],
      ['Pickerl bis', `${String(rng.int(1, 12)).padStart(2, '0')}/2018`],
    ],
    metaMode: 'box',
    body: 'split',
    rules: 'grid',
    heads: { ...H_DE, work: 'Arbeitsleistung', parts: 'Ersatzteile', hours: 'Std.', amount: 'EUR' },
    labels: { labour: 'Summe Arbeit', parts: 'Summe Teile', net: 'Nettobetrag', total: 'Gesamt EUR' },
    totalsMode: 'last',
    subtotals: true,
    truth: { shopName: 'Autohaus Walgau Nachbaur GmbH', serviceDate: d, serviceMileage: k },
  });
}

/** A Land Rover dealer in Trier, 2023: a claim under an extended warranty, the warranty insurer's share deducted. */
export function deLandRoverTrierGarantie2023(rng: Random): Generated {
  const d = dateIn(rng, 2023, 2023);
  const k = rng.int(90, 200) * 1000 + rng.int(0, 999);
  const work = pickWork(rng, ['Turbolader aus- und eingebaut', 'Ladeluftschläuche erneuert', 'Diagnose Ladedruck', 'Software-Update Motorsteuerung'], 3, 1, 5);
  const parts = pickParts(
    rng,
    [
      ['Turbolader AT', 1480],
      ['Ladeluftschlauch', 96],
      ['Dichtungssatz Turbo', 64],
      ['Motoröl 5W-30, l', 16],
    ],
    3,
  );
  const rate = 138;
  const base = work.reduce((a, w) => a + w.hours * rate, 0) + parts.reduce((a, x) => a + x.qty * x.unit, 0);
  const share = -Math.round(base * 0.6 * 100) / 100;
  return bill({
    lang: 'de',
    head: { style: 'left', name: 'Moselland Automobile Trier GmbH', tag: 'Land Rover · Jaguar', lines: ['Im Siebenborn 7 · 54294 Trier · 0651 / 8 26 90'] },
    title: 'Rechnung Garantieschaden',
    titleAt: 'right',
    money: EUR,
    decimal: ',',
    rate,
    work,
    parts,
    extras: [['Anteil Garantieversicherung (60 %)', share]],
    taxes: [{ label: 'USt 19 %', rate: 19, on: 'all' }],
    customer: ['Herrn Pascal Weber', 'Olewiger Straße 12', '54295 Trier'],
    meta: [
      ['Datum', fd(d, 'de')],
      ['Fahrzeug', 'Land Rover Defender 110 Td4'],
      ['km', km(k)],
      ['Schaden-Nr.', `GV-${rng.int(300000, 399999)}`],
    ],
    metaMode: 'above',
    body: 'coded',
    rules: 'head',
    heads: { ...H_DE, text: 'Leistung', code: ['L', 'T'] },
    labels: { labour: 'Lohn', parts: 'Teile', net: 'Eigenanteil netto', total: 'Ihr Anteil' },
    totalsMode: 'labelAbove',
    subtotals: true,
    after: ['Die Garantieversicherung erstattet 60 % der Lohn- und Teilekosten gemäß Altersstaffel; den Rest bitten wir bei Abholung zu zahlen.'],
    truth: { shopName: 'Moselland Automobile Trier GmbH', serviceDate: d, serviceMileage: k },
  });
}

/** A Hanomag-Henschel dealer in Hannover, 1973: a van's repair on a one-list bill, no split printed, 11 %. */
export function deHanomagHannover1973(rng: Random): Generated {
  const d = dateIn(rng, 1973, 1973);
  const v = vatDE(1973);
  return bill({
    lang: 'de',
    head: {
      style: 'center',
      name: 'Nutzfahrzeuge Leinetal Heinrich Bode',
      tag: 'Hanomag-Henschel Vertragshändler',
      lines: ['3 Hannover-Linden, Fössestraße 64 · Fernsprecher 44 18 07'],
      serif: true,
    },
    title: 'Rechnung',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 19.5,
    work: pickWork(rng, ['Zylinderkopfdichtung erneuert', 'Einspritzdüsen abgedrückt', 'Vorderfedern erneuert', 'Bremszylinder überholt'], 3, 2, 8),
    parts: pickParts(
      rng,
      [
        ['Zylinderkopfdichtung', 48],
        ['Federpaket vorn', 212],
        ['Radbremszylinder', 39],
      ],
      2,
    ),
    taxes: [{ label: `+ ${v} % MWSt.`, rate: v, on: 'all' }],
    customer: ['Firma', 'Gärtnerei Brandes & Co.', 'Hannover-Ahlem'],
    meta: [
      ['Datum', fd(d, 'de')],
      ['Wagen', 'Hanomag F 25 Kastenwagen'],
      ['Kennzeichen', `H-${letters(rng, 2)} ${rng.int(100, 999)}`],
    ],
    metaMode: 'lines',
    body: 'lump',
    rules: 'none',
    heads: { ...H_DE, text: 'Leistung', amount: 'DM' },
    labels: { labour: 'Lohn', parts: 'Teile', net: 'Summe', total: 'Endsumme' },
    totalsMode: 'none',
    subtotals: false,
    stampLines: ['Betrag dankend erhalten', fd(addDays(d, rng.int(3, 20)), 'de')],
    serif: true,
    truth: { shopName: 'Nutzfahrzeuge Leinetal Heinrich Bode', serviceDate: d },
  });
}

/** An NSU dealer in Fulda, 1971: a Ro 80's Wankel engine exchanged under the works' warranty, the customer pays the sundries. */
export function deNsuFulda1971(rng: Random): Generated {
  const d = dateIn(rng, 1971, 1971);
  const k = rng.int(20, 60) * 1000 + rng.int(0, 999);
  const v = vatDE(1971);
  return bill({
    lang: 'de',
    head: {
      style: 'right',
      name: 'Autohaus Rhön Karl Hahner',
      tag: 'NSU-Audi Händler',
      lines: ['64 Fulda, Petersberger Straße 21', 'Ruf (06 61) 7 23 44'],
      serif: true,
    },
    title: 'Kundendienst-Rechnung',
    titleAt: 'left',
    money: DM,
    decimal: ',',
    rate: 14.8,
    work: pickWork(rng, ['Kühlsystem gespült und entlüftet', 'Zündkerzen erneuert', 'Vergaser eingestellt', 'Leerlauf und Zündung eingestellt'], 3, 1, 3),
    parts: pickParts(
      rng,
      [
        ['Zündkerzen Beru (Satz)', 9.6],
        ['Kühlerfrostschutz, l', 4.2],
        ['Motoröl, l', 3.1],
      ],
      3,
    ),
    taxes: [{ label: `Mehrwertsteuer ${v} %`, rate: v, on: 'all' }],
    customer: ['Herrn Apotheker', 'Dr. Ludwig Schick', '64 Fulda, Buttermarkt 3'],
    meta: [
      ['Rechnungs-Nr.', String(rng.int(7100, 7999))],
      ['Datum', fd(d, 'de2')],
      ['Fahrzeug', 'NSU Ro 80'],
      ['km-Stand', km(k)],
    ],
    metaMode: 'right',
    body: 'split',
    rules: 'head',
    heads: { ...H_DE, work: 'Arbeitslohn', parts: 'Material' },
    labels: { labour: 'Lohn', parts: 'Material', net: 'Zwischensumme', total: 'Rechnungsbetrag' },
    totalsMode: 'all',
    subtotals: true,
    after: [
      'Austauschmotor und dessen Einbau zu Lasten NSU Motorenwerke AG, Garantieantrag ' +
        rng.int(10000, 99999) +
        '; hier berechnet nur Kühlmittel, Kerzen und Öl.',
    ],
    note: 'Motor-Nr. notiert — Kd. informiert',
    serif: true,
    truth: { shopName: 'Autohaus Rhön Karl Hahner', serviceDate: d, serviceMileage: k },
  });
}
