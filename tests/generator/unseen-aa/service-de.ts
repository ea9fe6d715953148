/** German-language service paper: Swiss and Austrian marque specialists, a Stuttgart dot-matrix bill, concours restorers, a DDR cooperative. */
import { r05, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { before, digits, ds, fd, hrs, labour, letters, make, num, parts, r2, total, type Item } from './kit';

const m = (n: number) => num(n, 'de');
const ch = (n: number) => num(n, 'ch');

/** A Zürich Jaguar and Daimler specialist, 1990s–2000s: CHF, Swiss number style, MWST, total rounded to five Rappen. */
export function zuerichJaguar(rng: Random): Generated {
  const inv = rng.date(1995, 2009);
  const rate = rng.pick([118, 124, 132, 138]);
  const L = labour(
    rng,
    [
      ['Service nach Plan C, Öl und Filter', 2, 3.5],
      ['Hinterachse zerlegt, Innenbremsen revidiert', 5, 9],
      ['Vergaser SU synchronisiert, Leerlauf eingestellt', 1, 2],
      ['Zündung eingestellt, Verteiler revidiert', 1, 2.5],
      ['Kühlsystem gespült, Thermostat ersetzt', 1.5, 3],
      ['Motorkontrolle MFK vorbereitet', 1, 2],
      ['Lenkgetriebe nachgestellt', 1, 2],
    ],
    rng.int(3, 5),
    rate,
    0.25,
  );
  const P = parts(
    rng,
    [
      ['Bremsscheiben hinten', 180, 260, 2],
      ['Bremsbeläge Satz', 95, 140],
      ['Ölfilter', 18, 28],
      ['Motoröl 20W-50, Liter', 14, 19, 8],
      ['Thermostat 74°', 38, 55],
      ['Kühlerschlauch oben', 42, 68],
      ['Zündverteilerkappe Lucas', 48, 72],
      ['Unterbrecherkontakt', 22, 34],
      ['Handbremsbeläge', 60, 90],
    ],
    rng.int(4, 6),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const v = vatCH(yearOf(inv));
  const tax = r2((net * v) / 100);
  const tot = r05(net + tax);
  const km = rng.int(38000, 186000);
  const no = `${String(yearOf(inv)).slice(2)}/${digits(rng, 4)}`;
  const rows = (xs: Item[], start: number) => xs.map((x, i) => [String(start + i), ch(x.q), x.d, ch(x.u), ch(x.a)]);
  return make(
    [
      { t: 'text', lines: ['Coventry Garage Limmattal AG'], size: 16, bold: true, serif: true },
      { t: 'text', lines: ['Jaguar · Daimler · Spezialwerkstätte seit 1971', 'Badenerstrasse 612 · 8048 Zürich · Tel. 01 432 18 70'], size: 8.5 },
      { t: 'gap', h: 14 },
      {
        t: 'twocol',
        left: [
          'Herrn',
          `${rng.pick(['Urs', 'Beat', 'Peter', 'Hansruedi'])} ${rng.pick(['Meier', 'Brunner', 'Gerber', 'Keller'])}`,
          `${rng.pick(['Seestrasse', 'Dorfstrasse', 'Rebbergweg'])} ${rng.int(2, 90)}`,
          `${rng.pick(['8700 Küsnacht', '8802 Kilchberg', '8134 Adliswil'])}`,
        ],
        right: ['', '', '', `Zürich, ${fd(inv, 'delong')}`],
      },
      { t: 'gap', h: 8 },
      { t: 'text', lines: [`Rechnung Nr. ${no}`], size: 12, bold: true },
      {
        t: 'pairs',
        style: 'column',
        gap: 100,
        pairs: [
          ['Fahrzeug', rng.pick(['Jaguar E-Type 4.2 FHC', 'Jaguar XJ6 Serie II', 'Daimler Sovereign 4.2', 'Jaguar XJ-S V12'])],
          ['Kontrollschild', `ZH ${rng.int(10000, 499999)}`],
          ['Kilometerstand', `${ch(km).slice(0, -3)} km`],
        ],
      },
      { t: 'gap', h: 6 },
      { t: 'section', title: 'Arbeiten' },
      {
        t: 'table',
        cols: [
          { h: 'Pos.', x: 55 },
          { h: 'Std.', x: 100, align: 'right' },
          { h: 'Bezeichnung', x: 115 },
          { h: 'Ansatz', x: 460, align: 'right' },
          { h: 'Betrag', x: 535, align: 'right' },
        ],
        rows: rows(L, 1),
      },
      { t: 'section', title: 'Material' },
      {
        t: 'table',
        cols: [
          { h: 'Pos.', x: 55 },
          { h: 'Menge', x: 100, align: 'right' },
          { h: 'Bezeichnung', x: 115 },
          { h: 'Preis', x: 460, align: 'right' },
          { h: 'Betrag', x: 535, align: 'right' },
        ],
        rows: rows(P, L.length + 1),
      },
      {
        t: 'sums',
        rows: [
          ['Total Arbeit', ch(lab)],
          ['Total Material', ch(par)],
          ['Zwischentotal', ch(net)],
          [`MWST ${String(v).replace('.', ',')} %`, ch(tax)],
          ['Rundung', ch(r2(tot - net - tax))],
          ['Total CHF', ch(tot), true],
        ],
      },
      { t: 'gap', h: 14 },
      { t: 'para', text: 'Zahlbar innert 30 Tagen netto. Postcheckkonto 80-4417-2. Wir danken für Ihren Auftrag und wünschen gute Fahrt.', width: 100 },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: 'Coventry Garage Limmattal AG',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}

/** A Vienna restorer of Puch and Mercedes off-roaders, 2000s–2020s: one list with A/T marks, Leistungsdatum apart, USt 20 %. */
export function wienGelaende(rng: Random): Generated {
  const inv = rng.date(2003, 2024);
  const work = before(rng, inv, 2, 12);
  const rate = rng.pick([89, 96, 108, 115]);
  const L = labour(
    rng,
    [
      ['Portalachsen vorne und hinten abgedichtet', 4, 7],
      ['Differenzialsperren geprüft und eingestellt', 1.5, 3],
      ['Unterboden entrostet, Hohlraumversiegelung', 6, 10],
      ['Verteilergetriebe Öl gewechselt', 0.5, 1.5],
      ['Begutachtung § 57a vorbereitet und vorgeführt', 1, 2],
      ['Kardanwellen abgeschmiert, Kreuzgelenk getauscht', 1.5, 3],
    ],
    rng.int(3, 5),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Wellendichtring Portal', 14, 24, 4],
      ['Getriebeöl 75W-90, l', 12, 17, 6],
      ['Kreuzgelenk Kardanwelle', 68, 95],
      ['Hohlraumwachs, Dose', 19, 26, 4],
      ['Dichtungssatz Achse', 48, 80],
      ['Radlager Satz', 110, 160],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const tax = r2(net * 0.2);
  const tot = r2(net + tax);
  const km = rng.int(60000, 310000);
  const rows = [...L.map((x) => ['A', x.d, hrs(x.q, true), m(x.u), m(x.a)]), ...P.map((x) => ['T', x.d, String(x.q), m(x.u), m(x.a)])];
  return make(
    [
      { t: 'text', lines: ['GELÄNDEWAGEN-RESTAURIERUNG STROBL'], size: 14, bold: true },
      { t: 'text', lines: ['Ing. Walter Strobl KG · Brunner Straße 41 · 1230 Wien · UID ATU' + digits(rng, 8)], size: 8 },
      { t: 'gap', h: 18 },
      {
        t: 'twocol',
        left: [
          `${rng.pick(['Mag.', 'DI', 'Hr.'])} ${rng.pick(['Florian', 'Gerhard', 'Michael'])} ${rng.pick(['Huber', 'Wimmer', 'Pichler', 'Steiner'])}`,
          `${rng.pick(['Hauptstraße', 'Kirchengasse', 'Lindenweg'])} ${rng.int(1, 60)}`,
          rng.pick(['2340 Mödling', '3400 Klosterneuburg', '2500 Baden']),
        ],
        right: [`Rechnung ${yearOf(inv)}-${digits(rng, 3)}`, `Rechnungsdatum ${fd(inv, 'de')}`, `Leistungsdatum ${fd(work, 'de')}`],
        x2: 360,
      },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['Fahrzeug', rng.pick(['Puch G 300 GD', 'Mercedes 230 GE', 'Puch G 280 GE'])],
          ['Kennzeichen', `W-${rng.int(10000, 99999)} ${letters(rng, 1)}`],
          ['Km-Stand', m(km).slice(0, -3)],
          ['Fahrgestell', `VCA46${digits(rng, 7)}`],
        ],
      },
      {
        t: 'table',
        cols: [
          { h: 'Art', x: 55 },
          { h: 'Leistung / Teil', x: 80 },
          { h: 'Menge', x: 380, align: 'right' },
          { h: 'EP €', x: 450, align: 'right' },
          { h: 'Gesamt €', x: 535, align: 'right' },
        ],
        rows,
      },
      {
        t: 'sums',
        rows: [
          ['Summe Arbeit', m(lab)],
          ['Summe Teile', m(par)],
          ['Nettobetrag', m(net)],
          ['USt 20 %', m(tax)],
          ['Rechnungsbetrag EUR', m(tot), true],
        ],
        band: true,
      },
      { t: 'gap', h: 16 },
      {
        t: 'para',
        text: 'A = Arbeitsleistung, T = Teile und Material. Zahlbar binnen 14 Tagen ohne Abzug. Bankverbindung: Erste Bank, IBAN AT' + digits(rng, 18) + '.',
        width: 100,
        size: 8,
      },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: work,
      shopName: 'Ing. Walter Strobl KG',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}

/** A Stuttgart Porsche specialist's dot-matrix bill, 1979–1991: capitals, AW units, "FERTIG AM" apart. */
export function stuttgartNadel(rng: Random): Generated {
  const inv = rng.date(1979, 1991);
  const done = before(rng, inv, 1, 5);
  const aw = rng.pick([7.5, 8.2, 8.9, 9.6]);
  const L = labour(
    rng,
    [
      ['Inspektion 20000 km', 18, 26],
      ['Ventile eingestellt', 8, 12],
      ['Kupplung erneuert', 30, 42],
      ['Heizbirnen-Wärmetauscher ersetzt', 20, 30],
      ['Vergaser Weber überholt', 14, 22],
      ['Stoßdämpfer vorne ersetzt', 10, 16],
      ['Abgasuntersuchung', 4, 6],
    ],
    rng.int(3, 5),
    aw,
    1,
  );
  const P = parts(
    rng,
    [
      ['Kupplungsscheibe', 180, 260],
      ['Druckplatte', 240, 330],
      ['Ausrücklager', 55, 80],
      ['Ventildeckeldichtung', 9, 14, 2],
      ['Öl 15W-40 LTR', 6, 9, 11],
      ['Ölfilter', 14, 22],
      ['Zündkerze', 6, 9, 6],
      ['Stoßdämpfer Boge', 95, 140, 2],
      ['Luftfilter', 18, 30],
    ],
    rng.int(4, 6),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const v = vatDE(yearOf(inv));
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  const km = rng.int(40000, 240000);
  return make(
    [
      { t: 'text', lines: ['SPORTWAGEN-SERVICE KORNWESTHEIM GMBH', 'STUTTGARTER STR. 118  7014 KORNWESTHEIM  TEL 07154/2 31 70'], size: 9 },
      { t: 'gap', h: 10 },
      { t: 'text', lines: [`RECHNUNG NR ${digits(rng, 6)}          DATUM ${fd(inv, 'de2')}          KUNDE ${digits(rng, 5)}`], size: 9 },
      {
        t: 'text',
        lines: [
          `AMTL.KENNZ. S-${letters(rng, 2)} ${rng.int(10, 9999)}   TYP ${rng.pick(['911 SC', '911 T', '912', '914/6'])}   KM-STAND ${km}   FERTIG AM ${fd(done, 'de2')}`,
        ],
        size: 9,
      },
      { t: 'gap', h: 10 },
      {
        t: 'table',
        cols: [
          { h: 'ARB.-POS', x: 55 },
          { h: 'ARBEITSTEXT', x: 120 },
          { h: 'AW', x: 420, align: 'right' },
          { h: 'BETRAG', x: 535, align: 'right' },
        ],
        rows: L.map((x, i) => [String(1000 + i * 10), x.d, String(x.q), m(x.a)]),
        rule: false,
        size: 9,
      },
      { t: 'text', lines: [`LOHN GESAMT                                 ${m(lab)}`], size: 9 },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: 'TEILE-NR', x: 55 },
          { h: 'BEZEICHNUNG', x: 140 },
          { h: 'MENGE', x: 360, align: 'right' },
          { h: 'E-PREIS', x: 440, align: 'right' },
          { h: 'BETRAG', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [`${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, x.d, String(x.q), m(x.u), m(x.a)]),
        rule: false,
        size: 9,
      },
      { t: 'text', lines: [`TEILE GESAMT                                ${m(par)}`], size: 9 },
      { t: 'gap', h: 8 },
      {
        t: 'sums',
        rows: [
          ['NETTO', m(net)],
          [`MWST ${v}%`, m(tax)],
          ['ENDBETRAG DM', m(tot), true],
        ],
        size: 9,
      },
      { t: 'gap', h: 10 },
      { t: 'text', lines: [`1 AW = ${m(aw)} DM. BETRAG DANKEND ERHALTEN.`], size: 8 },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'Sportwagen-Service Kornwestheim GmbH',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
    { upper: true },
  );
}

/** A concours restorer near Landshut, 2012–2025: a stage bill with trades' hours and a long material list in small type. */
export function landshutConcours(rng: Random): Generated {
  const inv = rng.date(2012, 2025);
  const done = before(rng, inv, 3, 20);
  const rate = rng.pick([72, 78, 84, 92]);
  const L = labour(
    rng,
    [
      ['Karosseriebau: Schweller links und rechts neu eingeschweißt', 40, 70],
      ['Karosseriebau: Radläufe hinten angepasst', 18, 30],
      ['Lackierung: Füller, Schliff, Decklack in Originalfarbe', 60, 95],
      ['Sattlerei: Sitze neu bezogen in Leder nach Muster', 25, 40],
      ['Montage: Chromteile, Dichtungen und Scheiben', 30, 45],
      ['Elektrik: Kabelbaum neu verlegt', 16, 26],
      ['Dokumentation der Restaurierung mit Fotos', 6, 10],
    ],
    rng.int(4, 6),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Schwellerblech außen links', 180, 260],
      ['Schwellerblech außen rechts', 180, 260],
      ['Schließblech Tür', 28, 44, 2],
      ['Füller 2K, Liter', 32, 45, 4],
      ['Decklack Originalton, Liter', 95, 140, 3],
      ['Klarlack, Liter', 48, 66, 3],
      ['Schleifpapier Sortiment', 40, 65],
      ['Nappaleder, Haut', 310, 420, 3],
      ['Schaumstoff Sitzpolster', 65, 90, 2],
      ['Dichtungssatz Türen', 140, 210],
      ['Frontscheibendichtung', 75, 110],
      ['Heckscheibendichtung', 70, 100],
      ['Zierleiste Chrom seitlich', 120, 180, 2],
      ['Stoßstangenhorn', 90, 150, 2],
      ['Kabelbaum komplett', 520, 760],
      ['Sicherungskasten', 60, 95],
      ['Blinkerglas vorne', 38, 55, 2],
      ['Rückleuchtendichtung', 12, 19, 2],
      ['Emblem Heck', 45, 70],
      ['Clipsatz Verkleidung', 22, 36],
      ['Hohlraumkonservierung', 28, 40, 3],
      ['Unterbodenschutz, Dose', 18, 26, 3],
      ['Gummilager Stoßstange', 9, 15, 4],
      ['Teppichsatz nach Muster', 380, 520],
      ['Dachhimmel Stoff', 140, 200],
      ['Fensterkurbel Chrom', 35, 55, 2],
      ['Türgriff außen', 85, 130, 2],
      ['Schrauben- und Scheibensatz Edelstahl', 55, 80],
    ],
    rng.int(22, 28),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const tax = r2(net * 0.19);
  const tot = r2(net + tax);
  return make(
    [
      { t: 'text', lines: ['Isartal Classic Restaurierung'], size: 15, bold: true, serif: true },
      { t: 'text', lines: ['Inh. Korbinian Stadler · Altdorfer Straße 9 · 84032 Altdorf bei Landshut · Concours-Restaurierungen seit 1998'], size: 7.5 },
      { t: 'gap', h: 10 },
      {
        t: 'twocol',
        left: [
          `${rng.pick(['Herrn Dr.', 'Herrn', 'Frau'])} ${rng.pick(['Anton', 'Christine', 'Ludwig'])} ${rng.pick(['Reisinger', 'Obermaier', 'Haslbeck'])}`,
          `${rng.pick(['Am Hofgarten', 'Schlossberg', 'Seligenthaler Str.'])} ${rng.int(1, 40)}`,
          rng.pick(['84028 Landshut', '84130 Dingolfing', '85354 Freising']),
        ],
        right: [
          `Rechnung Nr. R-${yearOf(inv)}-${digits(rng, 3)}`,
          `Datum: ${fd(inv, 'de')}`,
          `Fertigstellung: ${fd(done, 'de')}`,
          `Objekt: ${rng.pick(['Mercedes-Benz 190 SL', 'BMW 503 Cabriolet', 'Porsche 356 B Coupé', 'Lancia Aurelia B20'])}`,
        ],
        x2: 330,
        size: 9,
      },
      { t: 'gap', h: 6 },
      { t: 'text', lines: ['Restaurierung, Abschnitt Karosserie, Lack, Innenausstattung und Montage'], size: 10, bold: true },
      { t: 'section', title: 'Arbeitsleistungen (Stundensatz ' + m(rate) + ' €)', size: 9 },
      {
        t: 'table',
        cols: [
          { h: 'Gewerk / Leistung', x: 55 },
          { h: 'Std.', x: 430, align: 'right' },
          { h: 'Betrag €', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, true), m(x.a)]),
        size: 8,
        step: 11,
      },
      { t: 'sums', rows: [['Summe Arbeitsleistungen', m(lab)]], size: 8.5 },
      { t: 'section', title: 'Material und Teile', size: 9 },
      {
        t: 'table',
        cols: [
          { h: 'Bezeichnung', x: 55 },
          { h: 'Stk.', x: 370, align: 'right' },
          { h: 'Einzel €', x: 450, align: 'right' },
          { h: 'Betrag €', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), m(x.u), m(x.a)]),
        size: 7.5,
        step: 9.5,
      },
      {
        t: 'sums',
        rows: [
          ['Summe Material', m(par)],
          ['Nettosumme', m(net)],
          ['zzgl. 19 % MwSt.', m(tax)],
          ['Gesamtbetrag', m(tot), true],
        ],
        size: 8.5,
      },
      { t: 'gap', h: 8 },
      {
        t: 'para',
        text: 'Die Fotodokumentation dieses Abschnitts liegt bei. Zahlbar innerhalb von 10 Tagen. Sparkasse Landshut, IBAN DE' + digits(rng, 20) + '.',
        width: 110,
        size: 7.5,
      },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'Isartal Classic Restaurierung',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
    },
  );
}

/** A Tyrolean village mechanic's written bill, 1965–1975, in Schilling: free lines, Arbeitszeit and Material zusammen. */
export function tirolDorf(rng: Random): Generated {
  const inv = rng.date(1965, 1975);
  const rate = rng.pick([38, 45, 52, 60]);
  const hours = rng.int(3, 12);
  const lab = hours * rate;
  const pool: [string, number, number][] = [
    ['Zündkerzen', 18, 26],
    ['Unterbrecher', 30, 45],
    ['Keilriemen', 40, 65],
    ['Bremsbacken', 120, 180],
    ['Auspufftopf', 280, 420],
    ['Öl 3 Liter', 60, 80],
    ['Kondensator', 20, 30],
    ['Radzylinder', 90, 130],
  ];
  const P = rng
    .some(pool, rng.int(3, 5))
    .map(([d, lo, hi]) => ({ d, q: 1, u: rng.int(lo, hi), a: 0 }))
    .map((x) => ({ ...x, a: x.u }));
  const par = total(P);
  const tot = lab + par;
  const works = rng.some(
    [
      'Zündung eingestellt',
      'Bremsen nachgestellt und entlüftet',
      'Auspuff erneuert',
      'Vergaser gereinigt',
      'Ölwechsel gemacht',
      'Keilriemen gewechselt',
      'Lichtmaschine nachgesehen',
    ],
    rng.int(2, 4),
  );
  const s = (n: number) => `S ${num(n, 'de').replace(',00', ',–')}`;
  const who = rng.pick(['Josef Haider', 'Alois Kofler', 'Hans Neuner']);
  return make(
    [
      { t: 'text', lines: [`Kfz.-Werkstätte ${who}`], size: 13, bold: true },
      { t: 'text', lines: [rng.pick(['6167 Neustift im Stubaital', '6460 Imst', '6290 Mayrhofen']) + ' · Tankstelle und Reparaturen'], size: 9 },
      { t: 'gap', h: 20 },
      {
        t: 'text',
        lines: [
          `Rechnung für Herrn ${rng.pick(['Franz', 'Sepp', 'Anton'])} ${rng.pick(['Schiestl', 'Tipotsch', 'Gapp'])}`,
          `Fahrzeug: ${rng.pick(['Steyr-Puch 500', 'Steyr-Puch 650 TR', 'VW 1200', 'Fiat 600'])}, Kennz. T ${rng.int(1000, 99999)}`,
        ],
        size: 11,
      },
      { t: 'gap', h: 10 },
      { t: 'text', lines: works, size: 11, step: 16 },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: '', x: 70 },
          { h: '', x: 400, align: 'right' },
        ],
        rows: P.map((x) => [`1 ${x.d}`, s(x.a)]),
        size: 11,
        step: 16,
        rule: false,
      },
      {
        t: 'sums',
        rows: [
          ['Material zusammen', s(par)],
          [`Arbeitszeit ${hours} Std. à ${s(rate)}`, s(lab)],
          ['Summe', s(tot), true],
        ],
        x: 70,
        xr: 400,
        size: 11,
      },
      { t: 'gap', h: 16 },
      { t: 'text', lines: [`${rng.pick(['Neustift', 'Imst', 'Mayrhofen'])}, am ${fd(inv, 'de')}`, 'Betrag erhalten, ' + who], size: 11, step: 16 },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: `Kfz.-Werkstätte ${who}`,
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: works,
      partsUsed: P.map((x) => x.d),
    },
    { serif: true },
  );
}

/** A Hamburg SL (Pagode) specialist's invoice on an accepted estimate, 1995–2015: KVA and charged columns side by side. */
export function hamburgKva(rng: Random): Generated {
  const inv = rng.date(1995, 2015);
  const kvaDate = before(rng, inv, 20, 60);
  const done = before(rng, inv, 1, 6);
  const rate = rng.pick([64, 72, 81, 88]);
  const L = labour(
    rng,
    [
      ['Hardtop-Dichtungen ersetzt', 2, 4],
      ['Bremsanlage komplett überholt', 8, 12],
      ['Einspritzpumpe eingestellt', 2, 4],
      ['Hinterachse Pendelachse neu gelagert', 6, 10],
      ['Automatikgetriebe Öl und Filter', 1.5, 2.5],
      ['Verdeckgestänge gangbar gemacht', 2, 3.5],
    ],
    rng.int(3, 4),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Hauptbremszylinder ATE', 180, 260],
      ['Bremssättel überholt, Tausch', 140, 210, 2],
      ['Dichtungssatz Hardtop', 190, 260],
      ['Gummilager Pendelachse', 60, 95, 2],
      ['Getriebeölfilter', 28, 40],
      ['ATF, Liter', 9, 13, 6],
      ['Bremsschläuche Satz', 70, 110],
    ],
    rng.int(3, 5),
  );
  const kva = (x: Item) => r2(x.a * rng.pick([0.9, 1, 1, 1.1, 0.95]));
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const v = vatDE(yearOf(inv));
  const tax = r2((net * v) / 100);
  const tot = r2(net + tax);
  const km = rng.int(90000, 290000);
  const cur = yearOf(inv) < 2002 ? 'DM' : 'EUR';
  return make(
    [
      { t: 'text', lines: ['Pagoden-Werkstatt Elbvororte GmbH'], size: 14, bold: true },
      { t: 'text', lines: ['Osdorfer Landstraße 233 · 22549 Hamburg · Mercedes-Benz W 113 · W 111 · W 121'], size: 8 },
      { t: 'gap', h: 16 },
      {
        t: 'text',
        lines: [
          `${rng.pick(['Herrn', 'Frau'])} ${rng.pick(['Jan', 'Birte', 'Hauke', 'Maren'])} ${rng.pick(['Petersen', 'Claußen', 'Brodersen', 'Thießen'])}`,
          `${rng.pick(['Elbchaussee', 'Blankeneser Hauptstraße', 'Baurs Park'])} ${rng.int(1, 300)}`,
          rng.pick(['22587 Hamburg', '22609 Hamburg', '25421 Pinneberg']),
        ],
        size: 9.5,
      },
      { t: 'gap', h: 8 },
      { t: 'text', lines: ['RECHNUNG'], size: 13, bold: true },
      {
        t: 'pairs',
        style: 'column',
        gap: 130,
        size: 9,
        pairs: [
          ['Rechnungsnummer', `${yearOf(inv)}${digits(rng, 4)}`],
          ['Rechnungsdatum', fd(inv, 'de')],
          ['zu Kostenvoranschlag', `KV ${digits(rng, 4)} vom ${fd(kvaDate, 'de')}`],
          ['Auftrag erledigt am', fd(done, 'de')],
          ['Fahrzeug / Kennzeichen', `${rng.pick(['280 SL', '250 SL', '230 SL'])} / HH-${letters(rng, 2)} ${rng.int(10, 999)}H`],
          ['km-Stand', m(km).slice(0, -3)],
        ],
      },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: 'Lohn', x: 55 },
          { h: 'Std.', x: 360, align: 'right' },
          { h: 'lt. KV', x: 450, align: 'right' },
          { h: 'berechnet', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, true), m(kva(x)), m(x.a)]),
      },
      {
        t: 'table',
        cols: [
          { h: 'Teile', x: 55 },
          { h: 'Menge', x: 360, align: 'right' },
          { h: 'lt. KV', x: 450, align: 'right' },
          { h: 'berechnet', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), m(kva(x)), m(x.a)]),
      },
      {
        t: 'sums',
        rows: [
          ['Lohn berechnet', m(lab)],
          ['Teile berechnet', m(par)],
          ['Summe netto', m(net)],
          [`MwSt. ${v} %`, m(tax)],
          [`Rechnungsbetrag ${cur}`, m(tot), true],
        ],
        band: true,
      },
      { t: 'gap', h: 12 },
      { t: 'para', text: 'Abweichungen zum Kostenvoranschlag wurden telefonisch abgestimmt. Zahlbar sofort ohne Abzug.', size: 8.5 },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'Pagoden-Werkstatt Elbvororte GmbH',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}

/** A Munich BMW 02 specialist, 2005–2019: a core credit taken off after the subtotals, labour and parts side by side in sections. */
export function muenchenNullzwei(rng: Random): Generated {
  const inv = rng.date(2005, 2019);
  const rate = rng.pick([69, 74, 79, 86]);
  const L = labour(
    rng,
    [
      ['Lichtmaschine aus- und eingebaut', 1.5, 2.5],
      ['Vergaser Solex 40 PDSI überholt', 2.5, 4],
      ['Kühler aus- und eingebaut', 1.5, 3],
      ['Bremssattel vorne getauscht', 1.5, 2.5],
      ['Fahrwerk vermessen', 1, 1.5],
      ['Zündung neu eingestellt', 0.5, 1],
    ],
    rng.int(3, 5),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Lichtmaschine Austausch', 160, 240],
      ['Kühler Austausch', 220, 320],
      ['Bremssattel Austausch', 110, 160, 2],
      ['Vergaserdichtsatz', 38, 55],
      ['Frostschutz, Liter', 6, 9, 5],
      ['Bremsflüssigkeit DOT 4', 9, 14],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const credit = r2(rng.int(30, 90));
  const net = r2(lab + par - credit);
  const tax = r2(net * 0.19);
  const tot = r2(net + tax);
  const km = rng.int(80000, 260000);
  return make(
    [
      { t: 'text', lines: ['Nullzwei-Technik Giesing'], size: 16, bold: true },
      { t: 'text', lines: ['Martin Aigner e.K. · Tegernseer Landstraße 171 · 81539 München · Tel. 089 6 92 04 11'], size: 8 },
      { t: 'gap', h: 16 },
      {
        t: 'twocol',
        left: [
          `${rng.pick(['Stefan', 'Andrea', 'Tobias'])} ${rng.pick(['Lechner', 'Brandl', 'Zeilhofer'])}`,
          `${rng.pick(['Sankt-Martin-Str.', 'Gietlstraße', 'Untersbergstr.'])} ${rng.int(1, 90)}`,
          '81541 München',
        ],
        right: [
          `Rechnung ${digits(rng, 5)}`,
          `vom ${fd(inv, 'de')}`,
          `Kennzeichen M-${letters(rng, 2)} ${rng.int(10, 999)}H`,
          `Laufleistung ${m(km).slice(0, -3)} km`,
        ],
        x2: 360,
      },
      { t: 'gap', h: 10 },
      { t: 'section', title: 'A. Arbeitslohn', underline: true },
      {
        t: 'table',
        cols: [
          { h: 'Tätigkeit', x: 55 },
          { h: 'Zeit', x: 420, align: 'right' },
          { h: 'EUR', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, `${hrs(x.q, true)} h`, m(x.a)]),
        rule: false,
      },
      { t: 'sums', rows: [['Zwischensumme A', m(lab)]] },
      { t: 'section', title: 'B. Ersatzteile', underline: true },
      {
        t: 'table',
        cols: [
          { h: 'Artikel', x: 55 },
          { h: 'Anz.', x: 380, align: 'right' },
          { h: 'à', x: 450, align: 'right' },
          { h: 'EUR', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), m(x.u), m(x.a)]),
        rule: false,
      },
      { t: 'sums', rows: [['Zwischensumme B', m(par)]] },
      { t: 'gap', h: 6 },
      {
        t: 'sums',
        rows: [
          ['Summe A + B', m(r2(lab + par))],
          ['abzgl. Gutschrift Altteile (Pfand)', `-${m(credit)}`],
          ['Nettobetrag', m(net)],
          ['19 % MwSt.', m(tax)],
          ['Zu zahlen', m(tot), true],
        ],
        x: 300,
      },
      { t: 'gap', h: 12 },
      { t: 'para', text: 'Leistungsdatum entspricht Rechnungsdatum. Altteile wurden zur Aufarbeitung zurückgegeben.', size: 8.5 },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: inv,
      shopName: 'Nullzwei-Technik Giesing',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}

/** A Bernese hill-climb preparer, 2010–2025: Stunden × Ansatz, "Ausgeführt am", no odometer (a race car), MWST. */
export function bernBergrennen(rng: Random): Generated {
  const inv = rng.date(2010, 2025);
  const done = before(rng, inv, 2, 10);
  const rate = rng.pick([115, 125, 135]);
  const L = labour(
    rng,
    [
      ['Fahrzeug für Bergrennen Gurnigel vorbereitet', 6, 10],
      ['Fahrwerk eingestellt, Sturz und Spur', 2, 4],
      ['Motor Kompression und Leckverlust geprüft', 1.5, 2.5],
      ['Bremsen entlüftet, Rennbeläge montiert', 1.5, 3],
      ['Sicherheitsgurten und Feuerlöscher kontrolliert', 1, 2],
      ['Getriebe Öl gewechselt', 1, 1.5],
    ],
    rng.int(3, 5),
    rate,
    0.25,
  );
  const P = parts(
    rng,
    [
      ['Rennbremsbeläge Ferodo DS2500', 180, 240],
      ['Bremsflüssigkeit Castrol SRF', 60, 80, 2],
      ['Getriebeöl Motul, l', 24, 32, 3],
      ['Zündkerzen NGK Racing', 19, 26, 4],
      ['Kabelbinder und Kleinmaterial', 15, 30],
    ],
    rng.int(3, 4),
  );
  const lab = total(L);
  const par = total(P);
  const net = r2(lab + par);
  const v = vatCH(yearOf(inv));
  const tax = r2((net * v) / 100);
  const tot = r05(net + tax);
  return make(
    [
      { t: 'text', lines: ['Emmental Motorsport GmbH', 'Rennvorbereitung · Historische Fahrzeuge'], size: 12, bold: true, align: 'right' },
      { t: 'text', lines: ['Bernstrasse 44 · 3510 Konolfingen'], size: 8, align: 'right' },
      { t: 'gap', h: 16 },
      {
        t: 'text',
        lines: [
          rng.pick(['Rennstall Aaretal', 'Herr Reto Zaugg', 'Frau Sandra Lüthi']),
          `${rng.pick(['Thunstrasse', 'Mühleweg'])} ${rng.int(1, 50)}`,
          rng.pick(['3074 Muri bei Bern', '3600 Thun', '3400 Burgdorf']),
        ],
        size: 9.5,
      },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['Rechnung', `EM-${digits(rng, 4)}`],
          ['Datum', fd(inv, 'de')],
          ['Ausgeführt am', fd(done, 'de')],
          ['Fahrzeug', rng.pick(['Lotus Elan 26R', 'Alfa GTA 1300 Junior', 'Porsche 911 RSR'])],
        ],
        cell: 121,
      },
      {
        t: 'table',
        cols: [
          { h: 'Arbeiten', x: 55 },
          { h: 'Stunden', x: 380, align: 'right' },
          { h: 'Ansatz', x: 455, align: 'right' },
          { h: 'CHF', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, ch(x.q), ch(x.u), ch(x.a)]),
        boxed: true,
      },
      {
        t: 'table',
        cols: [
          { h: 'Material', x: 55 },
          { h: 'Anzahl', x: 380, align: 'right' },
          { h: 'Preis', x: 455, align: 'right' },
          { h: 'CHF', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), ch(x.u), ch(x.a)]),
        boxed: true,
      },
      {
        t: 'sums',
        rows: [
          ['Arbeit', ch(lab)],
          ['Material', ch(par)],
          ['Total exkl. MWST', ch(net)],
          [`MWST ${String(v).replace('.', ',')}%`, ch(tax)],
          ['Total inkl. MWST', ch(tot), true],
        ],
        band: true,
      },
      { t: 'gap', h: 14 },
      { t: 'para', text: `Zahlbar innert 20 Tagen. Betriebsstunden Motor seit Revision: ${rng.int(8, 60)} h.`, size: 8.5 },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'Emmental Motorsport GmbH',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
    },
  );
}

/** A Zwickau craftsmen's cooperative (PGH) in the GDR, 1975–1989: Reparaturauftrag, Lohn and Material, Mark, no VAT. */
export function zwickauPgh(rng: Random): Generated {
  const inv = rng.date(1975, 1989);
  const rate = rng.pick([4.2, 5.1, 5.8]);
  const L = labour(
    rng,
    [
      ['Motor instand gesetzt', 12, 20],
      ['Kupplung gewechselt', 3, 5],
      ['Vergaser gereinigt und eingestellt', 1, 2],
      ['Zündanlage überprüft', 0.5, 1.5],
      ['Bremsen nachgestellt', 1, 2],
      ['Auspuffanlage erneuert', 1.5, 3],
    ],
    rng.int(2, 4),
    rate,
  );
  const P = parts(
    rng,
    [
      ['Kolben mit Ringen', 38, 55, 2],
      ['Kupplungsscheibe', 24, 36],
      ['Zündkerzen Isolator', 1.6, 2.4, 3],
      ['Auspufftopf', 45, 70],
      ['Dichtungssatz Motor', 12, 19],
      ['Bremsbacken', 9, 14, 2],
      ['Zweitaktöl', 3, 5, 2],
    ],
    rng.int(3, 5),
  );
  const lab = total(L);
  const par = total(P);
  const tot = r2(lab + par);
  const km = rng.int(30000, 180000);
  const done = before(rng, inv, 0, 3);
  return make(
    [
      { t: 'text', lines: ['PGH Kraftfahrzeughandwerk "Fortschritt" Zwickau'], size: 11, bold: true },
      { t: 'text', lines: ['Werkstatt Marienthaler Straße 40, Zwickau 9541'], size: 8.5 },
      { t: 'gap', h: 12 },
      { t: 'text', lines: [`Rechnung zum Reparaturauftrag Nr. ${digits(rng, 5)}`], size: 11, bold: true },
      {
        t: 'grid',
        pairs: [
          ['Auftraggeber', `${rng.pick(['Koll.', 'Herr', 'Frau'])} ${rng.pick(['Ulbricht', 'Seidel', 'Fröhlich', 'Hähnel'])}`],
          ['Fahrzeug', rng.pick(['Trabant 601 S', 'Wartburg 353', 'Trabant 601 Kombi'])],
          ['Pol. Kennz.', `${rng.pick(['TM', 'TN', 'TX'])} ${rng.int(10, 99)}-${rng.int(10, 99)}`],
          ['km-Stand', String(km)],
          ['Auftrag vom', fd(before(rng, done, 3, 30), 'de')],
          ['fertiggestellt', fd(done, 'de')],
          ['Rechnungsdatum', fd(inv, 'de')],
        ],
        cell: 121,
        perRow: 4,
      },
      {
        t: 'table',
        cols: [
          { h: 'Lohnleistungen', x: 55 },
          { h: 'Std.', x: 400, align: 'right' },
          { h: 'M', x: 535, align: 'right' },
        ],
        rows: L.map((x) => [x.d, hrs(x.q, true), m(x.a)]),
      },
      {
        t: 'table',
        cols: [
          { h: 'Material', x: 55 },
          { h: 'Stück', x: 400, align: 'right' },
          { h: 'M', x: 535, align: 'right' },
        ],
        rows: P.map((x) => [x.d, String(x.q), m(x.a)]),
      },
      {
        t: 'sums',
        rows: [
          ['Lohn', m(lab)],
          ['Material', m(par)],
          ['Rechnungsbetrag M', m(tot), true],
        ],
      },
      { t: 'gap', h: 12 },
      { t: 'para', text: 'Betrag bar erhalten. Garantie auf Lohnleistungen 3 Monate. Preise nach Preisanordnung.', size: 8.5 },
      { t: 'sign', labels: ['Meister', 'Kunde'] },
    ],
    'de',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: 'PGH Kraftfahrzeughandwerk "Fortschritt" Zwickau',
      laborCost: lab,
      partsCost: par,
      totalCost: tot,
      workPerformed: ds(L),
      partsUsed: ds(P),
      serviceMileage: km,
    },
  );
}
