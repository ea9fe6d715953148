/** German race, rally and estate workshops' bills (Eifel, Franconia, Berlin, an Italy-facing Munich firm), 1962–2025. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { fd, num, vatDE } from '../paper-kit';
import { bill } from './bill';
import { dates, parts, plateDE, vin, works } from './pick';

const dm = (n: number) => `${num(n, 'de')} DM`;
const eur = (n: number) => `${num(n, 'de')} €`;
const eurPre = (n: number) => `EUR ${num(n, 'de')}`;

/** 1962, Adenau: a racing mechanic's typed bill, no turnover tax shown; the race's name carries a distance, not a mileage. */
export function adenauTyped(rng: Random): Generated {
  const d = dates(rng, 1960, 1964);
  return bill({
    lang: 'de',
    money: dm,
    numStyle: 'de',
    head: {
      style: 'serifLeft',
      name: 'Rennwagen-Instandsetzung Josef Hürtgen',
      lines: ['Adenau (Eifel) · Hauptstraße 41 · Ruf Adenau 318'],
      logo: 'Vorbereitung für Rundstrecke und Bergrennen',
    },
    shop: 'Rennwagen-Instandsetzung Josef Hürtgen',
    title: 'Rechnung',
    customer: ['Herrn', 'Dr. Wilhelm Falkenrath', 'Lindenallee 9', 'Köln-Marienburg'],
    meta: [
      ['Adenau, den', fd(d.inv, 'de')],
      ['Rechnung Nr.', `${rng.int(40, 390)}/${d.inv.slice(2, 4)}`],
    ],
    metaCols: 2,
    metaPos: 'left',
    vehicle: [
      ['Wagen', 'Porsche 356 A Carrera'],
      ['Einsatz', '1000-km-Rennen Nürburgring'],
    ],
    vehiclePos: 'colon',
    layout: 'typed',
    serif: true,
    rate: rng.pick([6.5, 7, 7.5]),
    work: works(
      rng,
      [
        ['Motor ausgebaut, zerlegt und gereinigt', 6, 10],
        ['Kurbelwelle geprüft, Pleuellager erneuert', 5, 9],
        ['Zylinderköpfe planiert, Ventile eingeschliffen', 6, 11],
        ['Vergaser zerlegt und neu abgestimmt', 3, 5],
        ['Bremsen vorn und hinten überholt', 4, 7],
        ['Wagen nach Rennen durchgesehen', 3, 6],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Pleuellager Satz', 38, 55],
        ['Ventilfedern', 2.5, 4, 8],
        ['Kolbenringe Satz', 42, 70],
        ['Bremsbeläge', 9, 14, 4],
        ['Zündkerzen Bosch W 260', 2.2, 3.1, 8],
        ['Dichtungssatz Motor', 24, 38],
      ],
      4,
    ),
    vat: null,
    w: {
      labourHead: 'Für Arbeitslohn:',
      partsHead: 'Für Material:',
      labourSum: 'Lohn zusammen',
      partsSum: 'Material zusammen',
      cols: [],
      gross: 'Rechnungsbetrag',
      hoursUnit: 'Std.',
      each: 'Stck.',
    },
    notes: ['Umsatzsteuer ist im Betrag enthalten.', 'Zahlbar sofort ohne Abzug.'],
    stampText: ['BEZAHLT', fd(d.inv, 'de2')],
    footer: ['Kreissparkasse Ahrweiler, Zweigstelle Adenau · Konto 2 417'],
    truth: { serviceDate: d.inv },
  });
}

/** 1978, Bamberg: a rally preparer's bill in two sections, a cage welded in and the ONS papers prepared. */
export function bambergRally(rng: Random): Generated {
  const d = dates(rng, 1976, 1981);
  const km = rng.int(41000, 118000);
  const v = vatDE(Number(d.inv.slice(0, 4)));
  return bill({
    lang: 'de',
    money: dm,
    numStyle: 'de',
    head: {
      style: 'centre',
      name: 'Rallye-Technik Regnitztal',
      lines: ['Inh. Gerhard Dippold · Kfz-Meisterbetrieb', 'Memmelsdorfer Straße 112 · 8600 Bamberg · Telefon (0951) 3 14 27'],
      logo: '— Rallye · Slalom · Bergrennen —',
    },
    shop: 'Rallye-Technik Regnitztal',
    title: 'RECHNUNG',
    customer: ['Firma', 'Autohaus Seubert KG', 'Rallyeteam', 'Hallstadter Str. 4', '8600 Bamberg'],
    meta: [
      ['Rechnungs-Nr.', `R ${rng.int(1100, 2900)}`],
      ['Datum', fd(d.inv, 'de')],
      ['Arbeiten beendet am', fd(d.work, 'de')],
      ['Kunden-Nr.', String(rng.int(300, 899))],
    ],
    metaCols: 2,
    metaPos: 'left',
    vehicle: [
      ['Fahrzeug', 'Opel Kadett GT/E Gr. 2'],
      ['amtl. Kennz.', plateDE(rng, 'BA')],
      ['Fahrgest.-Nr.', vin(rng, '3791', 6)],
      ['km-Stand', num(km, 'de').replace(',00', '')],
    ],
    vehiclePos: 'above',
    layout: 'sections',
    rate: rng.pick([28, 32, 36]),
    work: works(
      rng,
      [
        ['Sicherheitskäfig 6-Punkt eingeschweißt', 14, 22],
        ['Unterfahrschutz Alu montiert', 3, 5],
        ['Fahrwerk Bilstein Rallye eingebaut', 5, 8],
        ['Schalensitze und Hosenträgergurte montiert', 3, 5],
        ['Wagenpass-Abnahme vorbereitet (ONS)', 2, 4],
        ['Zusatzscheinwerfer verkabelt', 2, 4],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Käfigrohr CDS 40×2,5 lfm', 14, 19, 12],
        ['Unterfahrschutz Aluminium 6 mm', 240, 320],
        ['Hosenträgergurt 4-Punkt', 160, 210, 2],
        ['Stoßdämpfer Bilstein Rallye', 190, 240, 4],
        ['Feuerlöscher 2 kg mit Halter', 70, 95],
        ['Hauptstromschalter', 35, 48],
      ],
      4,
    ),
    vat: v,
    w: {
      labourHead: 'Arbeitslohn',
      partsHead: 'Material',
      cols: ['Arbeit', 'Std.', 'Satz', 'Betrag', 'Teil', 'Menge', 'Preis'],
      labourSum: 'Summe Arbeitslohn',
      partsSum: 'Summe Material',
      net: 'Nettobetrag',
      vat: `+ ${v} % Mehrwertsteuer`,
      gross: 'Endbetrag',
    },
    footer: [
      ['Rallye-Technik Regnitztal', 'Memmelsdorfer Straße 112', '8600 Bamberg'],
      ['Bankverbindung:', 'Sparkasse Bamberg', 'Kto. 30 114 207 · BLZ 770 500 00'],
      ['Steuer-Nr. 207/211/40317', 'Gerichtsstand Bamberg'],
    ],
    truth: { serviceDate: d.work, serviceMileage: km },
  });
}

/** 1989, West Berlin: an Alfa Romeo engine rebuilder, hours × rate lines without a heading. */
export function berlinAlfa(rng: Random): Generated {
  const d = dates(rng, 1986, 1991);
  const km = rng.int(60000, 190000);
  const v = vatDE(Number(d.inv.slice(0, 4)));
  return bill({
    lang: 'de',
    money: dm,
    numStyle: 'de',
    head: {
      style: 'logoRight',
      name: 'Motorenbau Pazzaglia GmbH',
      lines: ['Alfa Romeo · Lancia · Fiat', 'Ricambi originali', 'Sonnenallee 204, 1000 Berlin 44', 'Tel. 030 / 6 81 42 09'],
      logo: 'PAZZAGLIA',
    },
    shop: 'Motorenbau Pazzaglia GmbH',
    title: 'Rechnung',
    titleAlign: 'right',
    customer: ['Herrn Klaus-Dieter Wendland', 'Onkel-Tom-Straße 61', '1000 Berlin 37'],
    meta: [
      ['Beleg-Nr.:', `${rng.int(10, 99)}-${rng.int(1000, 9999)}`],
      ['Rechnungsdatum:', fd(d.inv, 'de')],
      ['Motor übergeben am:', fd(d.work, 'de')],
      ['Ihr Auftrag vom:', fd(d.work.replace(/-\d\d$/, '-01'), 'de')],
    ],
    metaCols: 2,
    metaPos: 'left',
    vehicle: [
      ['Fahrzeug', 'Alfa Romeo Giulia Sprint GTA'],
      ['Kennzeichen', `B-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 9999)}`],
      ['Laufleistung', `${num(km, 'de').replace(',00', '')} km`],
    ],
    vehiclePos: 'colon',
    layout: 'hours',
    rate: rng.pick([62, 68, 74]),
    work: works(
      rng,
      [
        ['Motor aus- und eingebaut', 7, 10],
        ['Zylinderkopf Twin Spark überholt', 9, 14],
        ['Kurbeltrieb gewuchtet', 3, 5],
        ['Weber 45 DCOE synchronisiert', 2, 3.5],
        ['Steuerketten erneuert', 4, 6],
        ['Prüfstandlauf 3 Stunden', 3, 3],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Kolben Borgo 78 mm', 95, 130, 4],
        ['Ventilführungen Bronze', 11, 16, 8],
        ['Steuerkette Duplex', 80, 115, 2],
        ['Kopfdichtung Reinz', 45, 62],
        ['Hauptlagerschalen Satz', 140, 190],
        ['Ölpumpe überholt (Tausch)', 210, 290],
      ],
      4,
    ),
    vat: v,
    w: { cols: [], labourSum: 'Arbeitswerte gesamt', partsSum: 'Ersatzteile gesamt', net: 'Warenwert netto', vat: `MWSt ${v},0 %`, gross: 'Zu zahlen' },
    notes: ['Einlaufvorschrift: die ersten 1.000 km nicht über 4.000 U/min.'],
    footer: ['Geschäftsführer Enzo Pazzaglia · AG Charlottenburg HRB 21 907 · Berliner Bank AG Kto. 40 118 335 00 (BLZ 100 200 00)'],
    truth: { serviceDate: d.work, serviceMileage: km },
  });
}

/** 1996, Adenau: a track-day preparer's mixed table with a kind column (Lohn/Teil), the day of the work apart. */
export function adenauTrack(rng: Random): Generated {
  const d = dates(rng, 1994, 1997);
  const km = rng.int(30000, 140000);
  const v = vatDE(Number(d.inv.slice(0, 4)));
  return bill({
    lang: 'de',
    money: dm,
    numStyle: 'de',
    head: {
      style: 'spaced',
      name: 'Eifelring Tuning',
      lines: ['Inh. Manfred Schäfer', 'Industriegebiet 7', '53518 Adenau', 'Tel. 02691 / 7 12 04', 'Fax 7 12 05'],
    },
    shop: 'Eifelring Tuning',
    title: 'Rechnung',
    customer: ['Herrn', 'Ralf Büttgenbach', 'Eichenweg 3', '52076 Aachen'],
    meta: [
      ['Nummer', `${d.inv.slice(0, 4)}-${rng.int(100, 999)}`],
      ['Datum', fd(d.inv, 'de')],
      ['Tag der Leistung', fd(d.work, 'de')],
      ['km bei Annahme', num(km, 'de').replace(',00', '')],
    ],
    metaCols: 4,
    metaPos: 'above',
    vehicle: [
      ['Fahrzeug', 'BMW 2002 tii'],
      ['Kennzeichen', plateDE(rng, 'AC')],
    ],
    vehiclePos: 'left',
    layout: 'mixed',
    rate: rng.pick([85, 92, 98]),
    work: works(
      rng,
      [
        ['Fahrwerk für Nordschleife eingestellt', 2, 4],
        ['Bremsanlage entlüftet, Racing-Flüssigkeit', 1, 2],
        ['Sturz und Spur vermessen', 1.5, 2.5],
        ['Ölkühler nachgerüstet', 3, 5],
        ['Sitzschale montiert', 1.5, 3],
      ],
      3,
    ),
    parts: parts(
      rng,
      [
        ['Bremsflüssigkeit Castrol SRF 1 l', 58, 72, 2],
        ['Bremsbeläge Pagid RS', 210, 270],
        ['Ölkühler 13 Reihen mit Leitungen', 380, 460],
        ['Motoröl 20W-50 5 l', 52, 64],
        ['Sitzkonsole', 140, 180],
      ],
      3,
    ),
    vat: v,
    w: {
      cols: ['Pos', 'Art', 'Leistung / Teil', 'Menge', 'E-Preis', 'Gesamt'],
      kinds: ['Lohn', 'Teil'],
      hoursUnit: 'h',
      labourSum: 'Lohn',
      partsSum: 'Teile',
      net: 'Netto',
      vat: `${v} % MwSt.`,
      gross: 'Brutto DM',
    },
    notes: ['Hinweis: Fahrzeug für Touristenfahrten vorbereitet, keine Straßenverkehrs-Abnahme.'],
    footer: ['Kreissparkasse Ahrweiler · BLZ 577 513 10 · Kto. 6 402 118 · St.-Nr. 30/248/1177/8'],
    truth: { serviceDate: d.work, serviceMileage: km },
  });
}

/** 2004, Munich: an Italy-facing Lancia specialist, work and parts side by side, a deposit taken off. */
export function muenchenLancia(rng: Random): Generated {
  const d = dates(rng, 2002, 2006, [1, 6]);
  const km = rng.int(70000, 210000);
  const v = vatDE(Number(d.inv.slice(0, 4)));
  const deposit = rng.pick([500, 1000, 1500]);
  return bill({
    lang: 'de',
    money: eur,
    numStyle: 'de',
    head: {
      style: 'rightBlock',
      name: 'Officina Isar',
      lines: ['Lancia · Fiat · Autobianchi', 'Landsberger Str. 388 · 81241 München', 'Tel. 089 / 88 41 07-0'],
    },
    shop: 'Officina Isar',
    title: 'Rechnung / Fattura',
    customerRight: true,
    customer: ['Frau', 'Sabine Ortlieb', 'Kaiserplatz 6', '80803 München'],
    meta: [
      ['Rechnungsdatum', fd(d.inv, 'de')],
      ['Rechnung', `OI-${rng.int(4000, 8999)}`],
      ['Werkstattauftrag erledigt am', fd(d.work, 'de')],
      ['Kilometerstand', `${num(km, 'de').replace(',00', '')} km`],
    ],
    metaCols: 1,
    metaPos: 'left',
    vehicle: [
      ['Fahrzeug', 'Lancia Fulvia Coupé Rallye 1.3 S'],
      ['Fahrgestell', vin(rng, '818.363 00', 4)],
    ],
    vehiclePos: 'colon',
    layout: 'side',
    rate: rng.pick([72, 78, 84]),
    work: works(
      rng,
      [
        ['Vergaser Solex C 35 PHH überholt', 3, 5],
        ['Ventilspiel eingestellt', 1.5, 2.5],
        ['Kupplung erneuert', 5, 7],
        ['Bremssättel Dunlop überholt', 4, 6],
        ['Radlager hinten erneuert', 2, 3.5],
        ['Hauptuntersuchung vorgeführt', 1, 1.5],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Kupplungssatz', 310, 390],
        ['Dichtsatz Vergaser', 38, 52, 2],
        ['Radlager', 44, 61, 2],
        ['Reparatursatz Bremssattel', 55, 78, 4],
        ['Ventildeckeldichtung', 18, 26],
        ['Zündkerzen', 6, 9, 4],
      ],
      4,
    ),
    vat: v,
    deposit,
    w: {
      labourHead: 'Ausgeführte Arbeiten',
      partsHead: 'Ersatzteile',
      labourSum: 'Arbeitslohn netto',
      partsSum: 'Teile netto',
      net: 'Summe netto',
      vat: `USt. ${v} %`,
      gross: 'Rechnungsbetrag',
      deposit: 'abzgl. Anzahlung',
      balance: 'Restbetrag',
    },
    footer: [
      'Officina Isar GmbH · Geschäftsführer Marco Sartori · HRB 14 772 München · USt-IdNr. DE 811 204 377',
      'HypoVereinsbank München · BLZ 700 202 70 · Konto 6 210 448 391',
    ],
    truth: { serviceDate: d.work, serviceMileage: km },
  });
}

/** 2011, Nürburg: a historic race preparer, engine hours instead of a mileage, an event date that is not the work's. */
export function nuerburgHistoric(rng: Random): Generated {
  const inv = rng.date(2010, 2013);
  const v = vatDE(Number(inv.slice(0, 4)));
  return bill({
    lang: 'de',
    money: eurPre,
    numStyle: 'de',
    head: {
      style: 'boxed',
      name: 'Historic Racing Nordschleife GmbH',
      lines: ['Am Fahrerlager 2 · 53520 Nürburg', 'Fahrzeugvorbereitung · Renneinsatz · HTP-Dokumentation'],
    },
    shop: 'Historic Racing Nordschleife GmbH',
    title: 'Rechnung',
    customer: ['Scuderia Ahrtal e.V.', 'z. Hd. Herrn Peter Klapperich', 'Weinbergstraße 12', '53474 Bad Neuenahr-Ahrweiler'],
    meta: [
      ['Rechnungsnummer', `HRN-${inv.slice(0, 4)}-${rng.int(100, 480)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Veranstaltung', `AvD-Oldtimer-Grand-Prix ${inv.slice(0, 4)}`],
      ['Betriebsstunden Motor', `${num(rng.int(8, 30) + 0.5, 'de').replace(/0$/, '')} h`],
    ],
    metaCols: 2,
    metaPos: 'boxed',
    vehicle: [['Fahrzeug', 'Ford Escort RS 1600 (HTP Nr. D-11-0' + rng.int(100, 999) + ')']],
    vehiclePos: 'colon',
    layout: 'sections',
    rate: rng.pick([88, 95, 105]),
    work: works(
      rng,
      [
        ['Fahrzeug nach Rennen zerlegt und rissgeprüft', 8, 12],
        ['Getriebe Hewland zerlegt, Zahnräder geprüft', 5, 8],
        ['Fahrwerk vermessen und eingestellt', 2, 4],
        ['HTP-Verlängerung: Unterlagen und Fotos', 2, 3],
        ['Tankblase geprüft, Schläuche erneuert', 2, 3.5],
        ['Boxenbetreuung am Veranstaltungswochenende', 14, 20],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Bremsscheiben belüftet', 160, 210, 2],
        ['Radmuttern Titan', 11, 16, 16],
        ['Kupplungsscheibe Sinter', 240, 320],
        ['Sicherheitstankblase FT3 Zertifikat', 780, 960],
        ['Getriebeöl Racing 75W-90', 24, 32, 3],
      ],
      3,
    ),
    vat: v,
    w: {
      labourHead: 'A. Lohnleistungen',
      partsHead: 'B. Material',
      cols: ['Leistung', 'Std.', 'EUR/Std.', 'EUR', 'Artikel', 'Anz.', 'EUR/Stk.'],
      labourSum: 'Zwischensumme A',
      partsSum: 'Zwischensumme B',
      net: 'Summe A + B netto',
      vat: `Umsatzsteuer ${v} %`,
      gross: 'Gesamtbetrag',
    },
    footer: [
      ['Historic Racing Nordschleife GmbH', 'Sitz Nürburg · AG Koblenz HRB 22 614', 'GF: Thomas Lanser'],
      ['Volksbank RheinAhrEifel eG', 'IBAN DE41 5776 1591 0004 7712 08', 'BIC GENODED1BNA'],
      ['USt-IdNr. DE 268 114 930', 'Zahlbar innerhalb 14 Tagen', 'ohne Abzug'],
    ],
    truth: { serviceDate: inv },
  });
}

/** 2017, Nuremberg: a roll-cage fabricator, a boxed header grid and an A/M table. */
export function nuernbergCage(rng: Random): Generated {
  const d = dates(rng, 2015, 2019, [3, 12]);
  const km = rng.int(20000, 160000);
  return bill({
    lang: 'de',
    money: eur,
    numStyle: 'de',
    head: {
      style: 'logoRight',
      name: 'Pegnitz Cage & Chassis Manufaktur e.K.',
      lines: ['Sigmundstraße 180', '90431 Nürnberg', 'Telefon 0911 / 32 66 18-0', 'werkstatt@pegnitz-cage.de'],
      logo: 'PCC',
    },
    shop: 'Pegnitz Cage & Chassis Manufaktur e.K.',
    title: 'RECHNUNG',
    customer: ['Herrn', 'Jürgen Meyerhöfer', 'Lange Zeile 19', '91054 Erlangen'],
    meta: [
      ['Rechnung', `${rng.int(17000, 17999)}`],
      ['vom', fd(d.inv, 'de')],
      ['Arbeiten durchgeführt am', fd(d.work, 'de')],
      ['Kunde', `K-${rng.int(2000, 2999)}`],
      ['Gesamtlaufleistung', `${num(km, 'de').replace(',00', '')} km`],
      ['Kennzeichen', `${plateDE(rng, 'ER')}H`],
    ],
    metaCols: 3,
    metaPos: 'boxed',
    vehicle: [['Fahrzeug', 'Porsche 911 Carrera 3.2 (G-Modell) · Clubsport-Umbau']],
    vehiclePos: 'colon',
    layout: 'mixed',
    rate: rng.pick([89, 96, 104]),
    work: works(
      rng,
      [
        ['Überrollkäfig eingeschweißt, verschraubt nach Anhang J', 24, 36],
        ['Innenraum demontiert und entfettet', 4, 7],
        ['Käfig grundiert und lackiert', 4, 6],
        ['Abnahme § 21 vorbereitet', 2, 3],
        ['Gurtbefestigungen verstärkt', 2, 4],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Rohrsatz 45CrMo4 nach Plan', 980, 1250],
        ['Fußplatten 3 mm', 24, 32, 6],
        ['Polsterung FIA 8857-2001', 28, 36, 4],
        ['2K-Grundierung 1 l', 46, 58, 2],
        ['Gurtaugen M12', 9, 14, 6],
      ],
      4,
    ),
    vat: vatDE(Number(d.inv.slice(0, 4))),
    w: {
      cols: ['#', 'A/M', 'Beschreibung', 'Anz.', 'à', 'EUR'],
      kinds: ['A', 'M'],
      hoursUnit: 'Std',
      labourSum: 'Summe A',
      partsSum: 'Summe M',
      net: 'Nettosumme',
      vat: 'zzgl. 19 % USt.',
      gross: 'Rechnungsbetrag',
    },
    notes: ['Käfig ohne FIA-Homologation; Eintragung nur mit Prüfbericht.'],
    footer: [
      'Inhaber Stefan Krauß · Amtsgericht Nürnberg HRA 18 337 · USt-IdNr. DE 294 117 602',
      'Sparkasse Nürnberg · IBAN DE23 7605 0101 0011 4420 87 · BIC SSKNDE77XXX',
    ],
    truth: { serviceDate: d.work, serviceMileage: km },
  });
}

/** 2022, Berlin: recommissioning a car out of a late collector's garage for the heirs, with a next-service note. */
export function berlinEstate(rng: Random): Generated {
  const d = dates(rng, 2021, 2023);
  const km = rng.int(18000, 90000);
  return bill({
    lang: 'de',
    money: eur,
    numStyle: 'de',
    head: {
      style: 'centre',
      name: 'Klassikwerk Spree',
      lines: ['Wiederinbetriebnahme · Standschäden · Gutachtenvorbereitung', 'Wiebestraße 36–37 · 10553 Berlin · 030 / 39 88 14 20'],
    },
    shop: 'Klassikwerk Spree',
    title: 'Rechnung',
    customer: ['Erbengemeinschaft Lindqvist', 'c/o Rechtsanwältin Dr. Ute Rahmsdorf', 'Kurfürstendamm 52', '10707 Berlin'],
    meta: [
      ['Rechnungs-Nr.', `KWS ${rng.int(2200, 2999)}`],
      ['Datum', fd(d.inv, 'delong')],
      ['Leistung erbracht am', fd(d.work, 'de')],
      ['Tachostand bei Annahme', `${num(km, 'de').replace(',00', '')} km`],
    ],
    metaCols: 2,
    metaPos: 'left',
    vehicle: [['Fahrzeug', 'Mercedes-Benz 280 SE 3.5 Coupé, seit 2009 abgestellt']],
    vehiclePos: 'colon',
    layout: 'hours',
    rate: rng.pick([98, 108, 115]),
    work: works(
      rng,
      [
        ['Kraftstoffanlage entleert, Tank gespült', 3, 5],
        ['Bremsanlage komplett gangbar gemacht', 5, 8],
        ['Motor von Hand durchgedreht, Zylinder geölt', 1.5, 2.5],
        ['Reifen nach Standzeit erneuert', 1, 1.5],
        ['Batterie und Ladeanlage geprüft', 1, 2],
        ['Probefahrt und Abschlussdurchsicht', 1, 2],
      ],
      5,
    ),
    parts: parts(
      rng,
      [
        ['Bremsschläuche', 22, 31, 4],
        ['Radbremszylinder', 48, 66, 4],
        ['Reifen Michelin XWX 205 VR 14', 380, 440, 4],
        ['Kraftstofffilter', 16, 23],
        ['Batterie 12 V 66 Ah', 120, 150],
        ['Motoröl 15W-40 6 l', 58, 72],
      ],
      4,
    ),
    vat: 19,
    w: { cols: [], labourSum: 'Arbeitslohn', partsSum: 'Teile und Material', net: 'Zwischensumme', vat: 'MwSt. 19 %', gross: 'Summe' },
    notes: [
      `Nächste Durchsicht bei ${num(km + 3000, 'de').replace(',00', '')} km oder spätestens 05/${Number(d.inv.slice(0, 4)) + 1}.`,
      'Rechnung an die Erbengemeinschaft auf Wunsch der Testamentsvollstreckerin.',
    ],
    footer: ['Klassikwerk Spree GmbH · AG Charlottenburg HRB 198 224 B · USt-IdNr. DE 318 004 562 · Berliner Volksbank IBAN DE77 1009 0000 2877 0142 05'],
    truth: { serviceDate: d.work, serviceMileage: km },
  });
}

/** 2025, Daun: an Eifel rally shop's bill with the customer on the right, a disposal charge and a deposit. */
export function eifelRallye(rng: Random): Generated {
  const inv = rng.date(2024, 2026);
  const deposit = rng.pick([800, 1200, 2000]);
  return bill({
    lang: 'de',
    money: eur,
    numStyle: 'de',
    head: {
      style: 'logoRight',
      name: 'Vulkaneifel Motorsport GbR',
      lines: ['Mehrener Straße 27', '54550 Daun', '06592 / 98 40 17', 'www.vulkaneifel-motorsport.de'],
      logo: 'VULKANEIFEL MOTORSPORT',
    },
    shop: 'Vulkaneifel Motorsport GbR',
    title: 'Rechnung',
    customerRight: true,
    customer: ['Team Hochwald Historic', 'Herrn Lukas Thiex', 'Auf dem Kamp 5', '54411 Hermeskeil'],
    meta: [
      ['Rechnung Nr.', `VM-${inv.slice(2, 4)}${rng.int(100, 450)}`],
      ['Datum', fd(inv, 'de')],
      ['Rallye', `Eifel Rallye Festival ${inv.slice(0, 4)}`],
      ['Startnummer', String(rng.int(11, 140))],
    ],
    metaCols: 1,
    metaPos: 'left',
    vehicle: [
      ['Fahrzeug', 'Audi quattro A2 (Nachbau)'],
      ['Fahrgestell', vin(rng, 'WAUZZZ85Z', 7)],
    ],
    vehiclePos: 'below',
    layout: 'sections',
    rate: rng.pick([92, 99, 110]),
    work: works(
      rng,
      [
        ['Service-Einsatz am Rallyewochenende', 10, 16],
        ['Turbolader getauscht', 4, 6],
        ['Differenziale Öl gewechselt', 2, 3],
        ['Unterboden nach Wertungsprüfung gerichtet', 3, 6],
        ['Fahrwerk neu abgestimmt', 2, 4],
      ],
      4,
    ),
    parts: parts(
      rng,
      [
        ['Turbolader KKK K27 (Tausch)', 1400, 1850],
        ['Differenzialöl 75W-140 1 l', 22, 29, 6],
        ['Schotterreifen 205/65 R15', 175, 215, 4],
        ['Bremsbeläge Rallye', 190, 240, 2],
        ['Ladeluftschlauch', 65, 90],
      ],
      3,
    ),
    extras: [{ d: 'Entsorgung Altöl und Altteile', amt: rng.pick([18, 24, 30]) }],
    vat: 19,
    deposit,
    w: {
      labourHead: 'Werkstatt und Service',
      partsHead: 'Teile',
      cols: ['', 'h', 'Satz €', '€', '', 'Stk.', '€/Stk.'],
      labourSum: 'Werkstatt gesamt',
      partsSum: 'Teile gesamt',
      net: 'Nettobetrag',
      vat: '19 % USt.',
      gross: 'Gesamt brutto',
      deposit: 'bereits erhalten (Anzahlung)',
      balance: 'offen',
    },
    footer: [
      'Vulkaneifel Motorsport GbR · Gesellschafter: J. Mayer, T. Schmitz · St.-Nr. 19/106/0 7731 · USt-IdNr. DE 331 902 118',
      'Kreissparkasse Vulkaneifel · IBAN DE62 5865 1240 0000 3318 77',
    ],
    truth: { serviceDate: inv },
  });
}
