/** German-language service paper of a long life: West and East Germany, Austria, Switzerland, 1958–1996. */
import { addDays, fd, num, r2, vatCH, vatDE, yearOf } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { bill, it, mileage, pickItems } from './kit';

const KUNDEN = [
  'Herrn Walter Brüggemann',
  'Frau Irmgard Sennholz',
  'Herrn Dr. Ernst Kallweit',
  'Herrn Konrad Pfisterer',
  'Frau Hanne Lorenzen',
  'Herrn Otto Wiesinger',
];

/** A VW Kundendienstheft page: the coupon for one inspection, the dealer's stamp and signature, no money. */
export function vwKundendienstheft(rng: Random): Generated {
  const date = rng.date(1959, 1966);
  const km = rng.pick([2500, 5000, 7500, 10000, 15000, 20000]);
  const dealer = rng.pick(['Autohaus Heinrich Tölke KG', 'Autohaus Gebr. Dörrenbächer', 'Volkswagen-Händler Fritz Ahlgrimm']);
  const city = rng.pick(['Bielefeld', 'Saarlouis', 'Celle']);
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'Volkswagen Kundendienst-Scheckheft', { size: 12, bold: true, align: 'center', serif: true }).down(16);
  p.text(297, `Blatt ${rng.int(3, 9)}`, { size: 8, align: 'center' }).down(30);
  p.box(60, p.y - 14, 475, 300);
  p.text(80, `Inspektion bei ${num(km, 'de').slice(0, -3)} km`, { size: 13, bold: true }).down(24);
  const work = rng.some(
    [
      'Motoröl gewechselt',
      'Ventilspiel eingestellt',
      'Unterbrecherkontakte geprüft, Zündung eingestellt',
      'Vorderachse abgeschmiert',
      'Bremsen nachgestellt',
      'Keilriemenspannung geprüft',
      'Luftfilter gereinigt, Öl erneuert',
      'Vergaser eingestellt',
    ],
    5,
  );
  work.forEach((w) => {
    p.text(90, `x  ${w}`, { size: 9.5 }).down(14);
  });
  p.down(16);
  p.text(80, 'Fahrgestell-Nr.', { size: 8 })
    .text(200, String(rng.int(1200000, 2900000)), { size: 10 })
    .down(16);
  const odo = km + rng.int(-180, 240);
  p.text(80, 'Kilometerstand', { size: 8 }).text(200, num(odo, 'de').slice(0, -3), { size: 10 }).down(16);
  p.text(80, 'Ausgeführt am', { size: 8 }).text(200, fd(date, 'de2'), { size: 10 }).down(30);
  p.box(320, p.y - 40, 190, 60);
  p.text(415, dealer, { size: 8.5, bold: true, align: 'center' }).down(11);
  p.text(415, `VW-Kundendienst · ${city}`, { size: 7.5, align: 'center' }).down(40);
  p.text(80, 'Nächste Inspektion bei', { size: 8 }).text(200, `${num(km + 2500, 'de').slice(0, -3)} km`, { size: 10 });
  return {
    items: p.items,
    language: 'de',
    truth: { documentType: 'service', serviceDate: date, shopName: dealer, workPerformed: work, serviceMileage: odo },
  };
}

/** A VEB Kfz-Instandsetzung bill in Mark der DDR: no tax, Lohn and Material sections, the Auftrag's completion apart. */
export function vebInstandsetzung(rng: Random): Generated {
  const inv = rng.date(1972, 1988);
  const done = addDays(inv, -rng.int(1, 6));
  const km = mileage(rng, 38000, 142000);
  const labour = pickItems(
    rng,
    [
      'Motor aus- und eingebaut',
      'Zylinderkopf instandgesetzt',
      'Kupplung erneuert',
      'Bremsanlage überholt',
      'Vorderachse vermessen und eingestellt',
      'Vergaser gereinigt und eingestellt',
      'Auspuffanlage erneuert',
    ],
    rng.int(3, 5),
    8,
    64,
  );
  const parts = pickItems(
    rng,
    [
      'Kupplungsscheibe',
      'Zylinderkopfdichtung',
      'Bremsbacken (Satz)',
      'Radbremszylinder',
      'Auspufftopf vorn',
      'Zündkerzen Isolator (4 St.)',
      'Keilriemen',
      'Motorenöl 5 l',
    ],
    rng.int(4, 6),
    4,
    96,
  );
  return bill({
    lang: 'de',
    head: [
      `VEB Kraftfahrzeuginstandsetzung ${rng.pick(['Karl-Marx-Stadt', 'Cottbus', 'Schwerin'])}`,
      `Betriebsteil ${rng.pick(['Werkstatt II', 'Pkw-Reparatur', 'Kundendienst'])}`,
      'Bankkonto: Staatsbank der DDR',
    ],
    title: 'Rechnung',
    meta: [
      ['Rechnungs-Nr.', `${rng.int(1000, 9999)}/${String(yearOf(inv)).slice(2)}`],
      ['Datum', fd(inv, 'de')],
      ['Auftrag fertiggestellt', fd(done, 'de')],
    ],
    to: [rng.pick(KUNDEN).replace('Herrn ', 'Bürger '), `${rng.pick(['Ernst-Thälmann-Str.', 'Leninallee', 'Am Anger'])} ${rng.int(2, 60)}`],
    vehicle: [
      ['Typ:', rng.pick(['Wartburg 353', 'Trabant 601', 'Skoda 100', 'Lada 1200'])],
      ['Kennz.:', `${rng.pick(['T', 'Z', 'B'])}${rng.pick(['K', 'M', 'A'])} ${rng.int(10, 99)}-${rng.int(10, 99)}`],
      ['km-Stand:', String(km)],
    ],
    layout: 'sections',
    labour,
    parts,
    lab: {
      labour: 'Lohnleistungen',
      parts: 'Materialverbrauch',
      labourSub: 'Summe Lohn',
      partsSub: 'Summe Material',
      total: 'Rechnungsbetrag',
      desc: 'Bezeichnung',
      amount: 'Mark',
    },
    rate: 0,
    style: 'de',
    cur: 'M',
    footer: ['Zahlbar innerhalb 8 Tagen ohne Abzug'],
    serviceDate: done,
    serviceMileage: km,
  });
}

/** A Graz garage's carbon-copy bill in Schilling: one table with L/M, MWSt 18 % (20 % from 1984). */
export function grazDurchschlag(rng: Random): Generated {
  const inv = rng.date(1974, 1991);
  const km = mileage(rng, 42000, 180000);
  const rate = yearOf(inv) < 1984 ? 18 : 20;
  const labour = [
    it('Service lt. Plan durchgeführt', rng.pick([2, 2.5, 3]), rng.pick([280, 320, 360])),
    ...pickItems(
      rng,
      ['Bremsen hinten zerlegt, gereinigt', 'Lichtmaschine instandgesetzt', 'Stoßdämpfer vorne erneuert', 'Begutachtung § 57a'],
      2,
      300,
      1400,
      false,
    ),
  ];
  const parts = pickItems(rng, ['Ölfilter', 'Motoröl 4 l', 'Bremsbeläge', 'Stoßdämpfer (Paar)', 'Kohlebürsten', 'Zündverteilerkappe'], 4, 60, 1800, false);
  return bill({
    lang: 'de',
    serif: true,
    head: [
      `Autohaus ${rng.pick(['Pucher', 'Reinisch', 'Kainz'])} & Söhne`,
      `Steyr-Puch · Fiat Vertragswerkstätte · Graz-${rng.pick(['Liebenau', 'Eggenberg', 'Andritz'])}`,
      'Tel. 0316/4 71 12',
    ],
    title: 'RECHNUNG (Durchschrift)',
    meta: [
      ['Nr.', String(rng.int(20000, 49999))],
      ['Graz, am', fd(inv, 'de')],
    ],
    to: [rng.pick(KUNDEN), `Graz-${rng.pick(['St. Peter', 'Gösting'])}`],
    vehicle: [
      ['Fahrzeug:', rng.pick(['Puch 500', 'Fiat 124', 'Steyr-Puch 650 T'])],
      ['Kz.:', `G ${rng.int(10000, 99999)}`],
      ['km:', String(km)],
    ],
    layout: 'mixed',
    labour,
    parts,
    lab: {
      labour: '',
      parts: '',
      labourSub: 'Arbeit',
      partsSub: 'Material',
      net: 'Summe netto',
      tax: `+ ${rate} % MWSt.`,
      total: 'Endbetrag',
      desc: 'L/M  Leistung',
      qty: 'Std.',
      unit: 'S/Std.',
      amount: 'Schilling',
      kindP: 'M',
    },
    rate,
    style: 'de',
    cur: 'S',
    serviceDate: inv,
    serviceMileage: km,
  });
}

/** A Stuttgart works branch's typed bill: labour in Arbeitswerte (AW × rate), parts with part numbers. */
export function stuttgartArbeitswerte(rng: Random): Generated {
  const inv = rng.date(1969, 1982);
  const done = addDays(inv, -rng.int(0, 3));
  const km = mileage(rng, 60000, 230000);
  const aw = rng.pick([4.8, 5.2, 5.9]);
  const labour = rng
    .some(
      [
        'Wartung nach Wartungsplan B',
        'Vorderachse: Traggelenke erneuert',
        'Einspritzpumpe eingestellt',
        'Heckscheibe aus- und eingebaut',
        'Hinterachse Öl gewechselt',
        'Zentralverriegelung instandgesetzt',
      ],
      4,
    )
    .map((d) => it(d, rng.int(4, 30), aw));
  const parts = rng
    .some(
      [
        'A 115 180 01 10 Ölfilter',
        'A 123 330 04 35 Traggelenk',
        'A 000 989 22 03 Getriebeöl',
        'A 116 420 01 20 Bremsbelagsatz',
        'A 107 800 06 75 Stellelement',
      ],
      4,
    )
    .map((d) => it(d, rng.int(1, 2), r2(8 + rng.next() * 90)));
  const rate = vatDE(yearOf(inv));
  const branch = rng.pick(['Stuttgart', 'Esslingen']);
  return bill({
    lang: 'de',
    head: ['Daimler-Benz AG', `Niederlassung ${branch} · Kundendienst`, 'Mercedesstraße 120 · Stuttgart-Untertürkheim'],
    title: 'Rechnung',
    meta: [
      ['Rechnung Nr.', `K ${rng.int(100000, 999999)}`],
      ['Rechnungsdatum', fd(inv, 'de')],
      ['Auftrag erledigt', fd(done, 'de')],
    ],
    to: [rng.pick(KUNDEN), 'Stuttgart-Degerloch'],
    vehicle: [
      ['Typ', rng.pick(['W 114 250', 'W 108 280 SE', 'W 123 240 D'])],
      ['Amtl. Kz.', `S-${rng.pick(['AK', 'LT', 'RE'])} ${rng.int(100, 999)}`],
      ['km-Stand', num(km, 'de').slice(0, -3)],
    ],
    layout: 'sections',
    labour,
    parts,
    lab: {
      labour: 'Arbeitslohn',
      parts: 'Ersatzteile',
      labourSub: 'Arbeitslohn gesamt',
      partsSub: 'Ersatzteile gesamt',
      net: 'Nettobetrag',
      tax: `Mehrwertsteuer ${rate} %`,
      total: 'Rechnungsbetrag',
      desc: 'Arbeiten / Teile',
      qty: 'AW / Menge',
      unit: 'je',
      amount: 'DM',
    },
    rate,
    style: 'de',
    cur: 'DM',
    footer: ['1 AW = 6 Minuten'],
    serviceDate: done,
    serviceMileage: km,
  });
}

/** A recall letter from the maker's German arm with the dealer's confirmation of work done filled in below. */
export function rueckrufBestaetigung(rng: Random): Generated {
  const letter = rng.date(1978, 1992);
  const done = addDays(letter, rng.int(20, 90));
  const km = mileage(rng, 12000, 96000);
  const maker = rng.pick(['Adam Opel AG', 'Ford-Werke AG', 'Fiat Automobil AG']);
  const dealer = rng.pick([`Autohaus Wilms GmbH`, `Autohaus Brennecke & Co.`, `Auto-Scharrer KG`]);
  const work = rng.pick([
    ['Lenkgetriebebefestigung geprüft', 'Schrauben ersetzt und mit Drehmoment angezogen'],
    ['Kraftstoffleitung am Tank geprüft', 'Schlauchschellen ersetzt'],
    ['Hinterachslager geprüft', 'Sicherungsblech nachgerüstet'],
  ]);
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, maker, { size: 13, bold: true }).down(13);
  p.text(50, 'Kundendienst · Technische Kundenbetreuung', { size: 8 }).down(34);
  p.text(50, rng.pick(KUNDEN), { size: 10 }).down(13);
  p.text(50, `${rng.pick(['Lindenweg', 'Hauptstraße', 'Kirchplatz'])} ${rng.int(1, 40)}`, { size: 10 }).down(30);
  p.text(545, fd(letter, 'delong'), { size: 10, align: 'right' }).down(26);
  p.text(50, 'Wichtige Sicherheitsinformation – Rückrufaktion', { size: 11, bold: true }).down(20);
  for (const l of [
    'Sehr geehrte Kundin, sehr geehrter Kunde,',
    'bei einigen Fahrzeugen Ihres Typs kann sich im Laufe der Zeit eine Verbindung lösen. Wir bitten Sie, Ihr Fahrzeug',
    'umgehend bei einem Vertragshändler vorzuführen. Die Arbeiten dauern etwa eine Stunde und sind für Sie kostenlos.',
    'Mit freundlichen Grüßen',
  ]) {
    p.text(50, l, { size: 9.5 }).down(14);
  }
  p.down(26);
  p.box(45, p.y - 14, 505, 150);
  p.text(55, 'Vom Händler auszufüllen – Bestätigung der Durchführung', { size: 9, bold: true }).down(18);
  work.forEach((w) => {
    p.text(60, `– ${w}`, { size: 9.5 }).down(14);
  });
  p.text(60, 'Durchgeführt am', { size: 8 }).text(190, fd(done, 'de'), { size: 10 }).down(15);
  p.text(60, 'Kilometerstand', { size: 8 }).text(190, String(km), { size: 10 }).down(15);
  p.text(60, 'Händler (Stempel)', { size: 8 }).text(190, dealer, { size: 10, bold: true }).down(15);
  return { items: p.items, language: 'de', truth: { documentType: 'service', serviceDate: done, shopName: dealer, workPerformed: work, serviceMileage: km } };
}

/** A Zurich garage in francs: MWST of the year, the total to five Rappen, work and parts as a free list. */
export function zuerichGarage(rng: Random): Generated {
  const inv = rng.date(1995, 2003);
  const km = mileage(rng, 70000, 210000);
  const rate = vatCH(yearOf(inv));
  const labour = pickItems(
    rng,
    [
      'Grosser Service ausgeführt',
      'Zahnriemen mit Spannrolle ersetzt',
      'Abgaswartung mit Dokument',
      'Klimaanlage geprüft und gefüllt',
      'Vorführung MFK vorbereitet',
    ],
    3,
    90,
    620,
  );
  const parts = pickItems(rng, ['Zahnriemen-Kit', 'Ölfilter', 'Motorenöl 10W-40 5 l', 'Zündkerzen', 'Kältemittel R134a', 'Scheibenwischer'], 4, 12, 340);
  return bill({
    lang: 'de',
    head: [
      `Garage ${rng.pick(['Hürlimann', 'Bachmann', 'Frei'])} AG`,
      `Alfa Romeo · Lancia · Zürich-${rng.pick(['Oerlikon', 'Altstetten', 'Wollishofen'])}`,
      'MWST-Nr. 412 889',
    ],
    title: 'Rechnung',
    meta: [
      ['Rechnung', String(rng.int(60000, 89999))],
      ['Datum', fd(inv, 'de')],
    ],
    to: [rng.pick(KUNDEN).replace('Herrn', 'Herr').replace('Frau', 'Frau'), '8050 Zürich'],
    vehicle: [
      ['Marke/Typ', rng.pick(['Alfa Romeo Spider 2.0', 'Lancia Fulvia Coupé', 'Alfa 75 3.0'])],
      ['Kontrollschild', `ZH ${rng.int(10000, 499999)}`],
      ['km', num(km, 'ch').slice(0, -3)],
    ],
    layout: 'list',
    labour,
    parts,
    lab: { labour: '', parts: '', labourSub: 'Total Arbeit', partsSub: 'Total Material', net: 'Total exkl. MWST', tax: `MWST ${rate} %`, total: 'Total' },
    rate,
    style: 'ch',
    cur: 'CHF',
    curFirst: true,
    round05: true,
    notes: ['Zahlbar 30 Tage netto.'],
    serviceDate: inv,
    serviceMileage: km,
  });
}

/** A Hamburg garage billing a Kostenvoranschlag it carried out: the estimate's number, then the bill's lines. */
export function kostenvoranschlagAusgefuehrt(rng: Random): Generated {
  const est = rng.date(1981, 1993);
  const inv = addDays(est, rng.int(14, 40));
  const done = addDays(inv, -rng.int(1, 4));
  const km = mileage(rng, 80000, 190000);
  const rate = vatDE(yearOf(inv));
  const labour = pickItems(
    rng,
    [
      'Schweißarbeiten Schweller links und rechts',
      'Radläufe hinten instandgesetzt',
      'Unterboden konserviert',
      'Hohlraumversiegelung',
      'Lackierung Seitenteile',
    ],
    3,
    280,
    1900,
  );
  const parts = pickItems(rng, ['Schwellerblech (Paar)', 'Reparaturbleche Radlauf', 'Unterbodenschutz 4 Dosen', 'Hohlraumwachs', 'Lackmaterial'], 4, 40, 420);
  return bill({
    lang: 'de',
    head: [`Karosseriebau ${rng.pick(['Timmermann', 'Ehlers', 'Wulff'])} GmbH`, `Hamburg-${rng.pick(['Harburg', 'Wandsbek', 'Altona'])}`],
    title: 'Rechnung',
    meta: [
      ['Rechnungs-Nr.', `R-${rng.int(1000, 8999)}`],
      ['Datum', fd(inv, 'de')],
      ['KV-Nr. / vom', `${rng.int(100, 899)} / ${fd(est, 'de')}`],
      ['Fertigstellung', fd(done, 'de')],
    ],
    to: [rng.pick(KUNDEN), 'Hamburg'],
    vehicle: [
      ['Fahrzeug:', rng.pick(['Mercedes 190 SL', 'Opel Rekord C', 'BMW 2002'])],
      ['Kennz.:', `HH-${rng.pick(['KL', 'MA', 'EW'])} ${rng.int(10, 999)}`],
      ['km:', num(km, 'de').slice(0, -3)],
    ],
    layout: 'sections',
    labour,
    parts,
    lab: {
      labour: 'Ausgeführt gemäß unserem Kostenvoranschlag:',
      parts: 'Material',
      labourSub: 'Lohn',
      partsSub: 'Material',
      net: 'Netto',
      tax: `zzgl. ${rate} % MwSt.`,
      total: 'Gesamtbetrag',
      amount: 'DM',
      desc: 'Position',
    },
    rate,
    style: 'de',
    cur: 'DM',
    serviceDate: done,
    serviceMileage: km,
  });
}

/** A restorer's long bill: one stage of a body-off restoration with 24–30 material lines, in DM. */
export function restaurierungLang(rng: Random): Generated {
  const inv = rng.date(1990, 2001);
  const rate = vatDE(yearOf(inv));
  const labour = rng
    .some(
      [
        'Karosserie vom Rahmen getrennt',
        'Rahmen sandgestrahlt und grundiert',
        'Bodengruppe erneuert',
        'Türen eingepasst',
        'Spaltmaße angeglichen',
        'Motor zerlegt und vermessen',
      ],
      4,
    )
    .map((d) => it(d, rng.int(8, 60), rng.pick([68, 72, 78])));
  const pool = [
    'Bodenblech links',
    'Bodenblech rechts',
    'Längsträger vorn',
    'Querträger',
    'Wagenheberaufnahme',
    'Schwellerinnenteil',
    'Radhaus innen',
    'Stehblech',
    'Reserveradmulde',
    'Kofferraumboden',
    'Türunterkante links',
    'Türunterkante rechts',
    'Scharnierbolzen Satz',
    'Gummidichtung Tür',
    'Fensterschachtleiste',
    'Zierleiste Schweller',
    'Schrauben Edelstahl Satz',
    'Grundierfüller 5 l',
    'Epoxidgrund 2 l',
    'Schleifpapier Sortiment',
    'Nahtabdichtung',
    'Kolbensatz Übermaß',
    'Pleuellager Satz',
    'Hauptlager Satz',
    'Dichtsatz Motor',
    'Ventile Einlass',
    'Ventile Auslass',
    'Steuerkette',
    'Kettenspanner',
    'Ölpumpe',
  ];
  const parts = rng.some(pool, rng.int(24, 30)).map((d) => it(d, rng.int(1, 4), r2(6 + rng.next() * 180)));
  return bill({
    lang: 'de',
    head: [
      `Klassik-Werkstatt ${rng.pick(['Hollenbach', 'Strähle', 'Eberwein'])}`,
      `Restaurierung historischer Fahrzeuge · ${rng.pick(['Backnang', 'Leonberg', 'Schorndorf'])}`,
    ],
    title: `Rechnung – ${rng.int(2, 4)}. Abschnitt Restaurierung`,
    meta: [
      ['Rechnung Nr.', String(rng.int(900, 1999))],
      ['Datum', fd(inv, 'de')],
    ],
    to: [rng.pick(KUNDEN), 'Stuttgart'],
    vehicle: [
      ['Fahrzeug:', rng.pick(['Porsche 356 B', 'Mercedes 220 S Ponton', 'BMW 501'])],
      ['Fgst.-Nr.:', String(rng.int(100000, 199999))],
    ],
    layout: 'sections',
    labour,
    parts,
    lab: {
      labour: 'Arbeitsleistungen',
      parts: 'Teile und Material',
      labourSub: 'Summe Arbeit',
      partsSub: 'Summe Teile',
      net: 'Nettosumme',
      tax: `MwSt. ${rate} %`,
      total: 'Rechnungsbetrag',
      qty: 'Std./Menge',
      unit: 'Einzel',
      amount: 'DM',
      desc: 'Bezeichnung',
    },
    rate,
    style: 'de',
    cur: 'DM',
    serviceDate: inv,
  });
}

/** A village smith's hand-written note for a car repair in the 1950s/60s: a few lines and the sum, no tax line. */
export function dorfschmiedZettel(rng: Random): Generated {
  const date = rng.date(1956, 1967);
  const smith = rng.pick(['Schmiede Anton Gruber', 'Huf- und Wagenschmied J. Kreuzer', 'Schlosserei Matthias Brandl']);
  const labour = pickItems(
    rng,
    ['Auspuff angeschweißt', 'Blattfeder gerichtet', 'Stoßstange geschweißt', 'Kotflügel ausgebeult', 'Anhängerkupplung angebaut'],
    rng.int(2, 3),
    4,
    28,
    false,
  );
  const parts = pickItems(rng, ['Schelle', '2 Schrauben', 'Federbolzen', 'Eisen'], rng.int(1, 2), 1, 9, false);
  return bill({
    lang: 'de',
    serif: true,
    head: [smith, `${rng.pick(['Oberammergau', 'Ruhpolding', 'Mittenwald'])}`],
    title: 'Rechnung',
    meta: [['', fd(date, 'ukdot')]],
    to: [`für ${rng.pick(KUNDEN).replace('Herrn ', 'Hr. ')}`],
    layout: 'hand',
    labour,
    parts,
    lab: { labour: '', parts: '', labourSub: '', partsSub: '', total: 'Summa', amount: '' },
    rate: 0,
    style: 'deplain',
    cur: 'DM',
    notes: ['Betrag dankend erhalten'],
    serviceDate: date,
  });
}

/** A Ticino garage writing German to a Swiss-German customer, 1960s francs, no tax on work. */
export function tessinGarage(rng: Random): Generated {
  const inv = rng.date(1962, 1972);
  const km = mileage(rng, 30000, 120000);
  const labour = pickItems(
    rng,
    ['Motorrevision Zylinderkopf', 'Ventile eingeschliffen', 'Kupplung nachgestellt', 'Vergaser Weber revidiert', 'Wagen gewaschen und geschmiert'],
    3,
    18,
    210,
  );
  const parts = pickItems(rng, ['Dichtungssatz', 'Ventilfedern', 'Benzinpumpe', 'Öl 3 l', 'Kerzen'], 3, 4, 90);
  return bill({
    lang: 'de',
    head: [`Garage ${rng.pick(['Ferrari & Figli', 'Bernasconi', 'Pedrazzini'])}`, `Officina · Riparazioni · ${rng.pick(['Lugano', 'Bellinzona', 'Locarno'])}`],
    title: 'Rechnung / Fattura',
    meta: [
      ['No.', String(rng.int(300, 2999))],
      ['Datum', fd(inv, 'de')],
    ],
    to: [rng.pick(KUNDEN), rng.pick(['Luzern', 'Zug', 'Aarau'])],
    vehicle: [
      ['Wagen', rng.pick(['Fiat 1500', 'Lancia Flavia', 'Alfa Giulia TI'])],
      ['Nr.', `${rng.pick(['LU', 'ZG', 'AG'])} ${rng.int(1000, 49999)}`],
      ['km', String(km)],
    ],
    layout: 'mixed',
    labour,
    parts,
    lab: { labour: '', parts: '', labourSub: 'Arbeit', partsSub: 'Material', total: 'Total', desc: 'Bezeichnung', amount: 'Fr.', kindL: 'A', kindP: 'M' },
    rate: 0,
    style: 'plain',
    cur: 'Fr.',
    curFirst: true,
    serviceDate: inv,
    serviceMileage: km,
  });
}
