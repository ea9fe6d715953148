/**
 * German bills from mobile mechanics, one-man workshops, club members and friends: Saxony-Anhalt, Thuringia, Mecklenburg,
 * the Emsland, the Allgäu, the Burgenland and Graubünden, 1978–2024.
 */
import { addDays, dateIn, fd, num } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { invoice, someParts, someWork } from './invoice';

const EUR = { cur: '€', style: 'de', pos: 'post' } as const;
const km = (n: number) => num(n, 'de').slice(0, -3);
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
const plate = (rng: Random, area: string) => `${area}-${L[rng.int(0, 20)]}${L[rng.int(0, 20)]} ${rng.int(10, 999)}`;
const W_DE = { text: 'Bezeichnung', hours: 'Std.', qty: 'Menge', unit: 'Einzelpreis', amount: 'Betrag', hoursUnit: 'Std.', pieceUnit: 'Stk.' };

/** A mobile mechanic near Magdeburg, 2019: a word-processor letter, § 19 UStG, the day of work and the odometer in the opening sentence. */
export function deMobilMagdeburg2019(rng: Random): Generated {
  const work = dateIn(rng, 2019, 2019);
  const billed = addDays(work, rng.int(2, 6));
  const odo = rng.int(90, 240) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'de',
    sender: { kind: 'wp', name: 'Ronny Kaltofen', lines: ['Mobiler Kfz-Service', 'Am Lindenweiler 7, 39120 Magdeburg', 'Tel. 0391 / 6 22 48 17'], at: 'right' },
    title: 'Rechnung',
    money: EUR,
    decimal: ',',
    rate: 38,
    work: someWork(
      rng,
      [
        'Bremssattel hinten gangbar gemacht',
        'Zündkerzen und Zündkabel gewechselt',
        'Ölwechsel mit Filter',
        'Keilriemen erneuert und gespannt',
        'Vergaser eingestellt, Leerlauf justiert',
      ],
      4,
      0.5,
      3,
    ),
    parts: someParts(
      rng,
      [
        ['Zündkerzen NGK B6HS', 4.2],
        ['Ölfilter', 9.9],
        ['Motoröl 20W-50, 5 l', 34.5],
        ['Keilriemen', 14.8],
        ['Zündkabelsatz', 39],
      ],
      4,
    ),
    taxes: [],
    customer: ['Herrn', 'Detlef Wiesenhütter', 'Olvenstedter Chaussee 112', '39130 Magdeburg'],
    facts: [
      ['Rechnungsnummer', `2019-${String(rng.int(14, 88)).padStart(3, '0')}`],
      ['Rechnungsdatum', fd(billed, 'de')],
      ['Kundennummer', String(rng.int(100, 199))],
    ],
    factsAt: 'right',
    opening: `Sehr geehrter Herr Wiesenhütter, für die am ${fd(work, 'de')} bei Ihnen vor Ort ausgeführten Arbeiten an Ihrem Wartburg 353 (Kennzeichen ${plate(rng, 'MD')}, Kilometerstand ${km(odo)}) berechne ich wie folgt:`,
    shape: 'letter',
    rules: 'none',
    words: { ...W_DE, labourHead: 'Ausgeführte Arbeiten', partsHead: 'Material', labourLine: 'Arbeitszeit' },
    labels: { labour: 'Arbeitszeit', parts: 'Material gesamt', total: 'Rechnungsbetrag' },
    totalsAt: 'framed',
    subtotals: true,
    notes: [
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      `Nächster Ölwechsel bei ${km(odo + 5000)} km. Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.`,
    ],
    foot: [
      `Ronny Kaltofen · IBAN DE${rng.int(10, 99)} 8105 3272 0641 ${rng.int(1000, 9999)} ${rng.int(10, 99)} · Steuernummer 102/2${rng.int(10, 99)}/0${rng.int(1000, 9999)}`,
    ],
    truth: { shopName: 'Ronny Kaltofen', serviceDate: work, serviceMileage: odo },
  });
}

/** A friend's typed bill from Erfurt, 1996: lump prices per job, DM, no tax, "Erfurt, den …", a pencilled "bar bezahlt". */
export function deFreundErfurt1996(rng: Random): Generated {
  const d = dateIn(rng, 1996, 1996);
  return invoice({
    lang: 'de',
    sender: { kind: 'wp', name: 'Uwe Schellhorn', lines: ['Kfz-Schlosser', 'Johannesstraße 41, 99084 Erfurt'], at: 'left' },
    title: 'Rechnung für Reparatur',
    money: { cur: 'DM', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 25,
    work: someWork(
      rng,
      ['Auspuffanlage komplett gewechselt', 'Schweißarbeiten am Schweller links', 'Bremsleitungen hinten erneuert', 'Kupplungsseil eingehängt und eingestellt'],
      3,
      1,
      5,
    ),
    parts: someParts(
      rng,
      [
        ['Auspuffanlage Trabant', 89],
        ['Blech und Schweißdraht', 22],
        ['Bremsleitung Kupfer 5 m', 19],
      ],
      2,
    ),
    taxes: [],
    customer: ['Frank Gebser', 'Am Steiger 3', '99094 Erfurt'],
    facts: [],
    factsAt: 'sentence',
    opening: `Erfurt, den ${fd(d, 'de')}. Für die Reparatur an Deinem Trabant 601 S berechne ich Dir folgende Arbeiten:`,
    shape: 'lump',
    rules: 'dotted',
    words: { ...W_DE, text: 'Arbeiten / Teile', amount: 'DM' },
    labels: { labour: '', parts: '', total: 'Zusammen' },
    totalsAt: 'rows',
    subtotals: false,
    notes: ['Teile zum Selbstkostenpreis. Keine Garantie, da privat. Tel. 0361 / 5 61 22 90'],
    pencilNote: 'bar bezahlt, Danke! U.S.',
    serif: true,
    truth: { shopName: 'Uwe Schellhorn', serviceDate: d },
  });
}

/** A Meppen motor mechanic's shop, 1984: printed head, a numbered table with units, 14 % MwSt., boxes, a next-inspection mileage. */
export function deKfzMeisterMeppen1984(rng: Random): Generated {
  const d = dateIn(rng, 1984, 1984);
  const odo = rng.int(40, 160) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'de',
    sender: {
      kind: 'head',
      head: {
        style: 'logo',
        name: 'Kfz-Meisterbetrieb Hinrich Lammers',
        tag: 'Reparaturen aller Fabrikate · Abschleppdienst',
        lines: ['Nödiker Straße 58 · 4470 Meppen · Ruf (0 59 31) 24 07'],
      },
    },
    title: 'RECHNUNG',
    money: { cur: 'DM', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 42,
    work: someWork(
      rng,
      [
        'Inspektion nach Herstellervorschrift',
        'Stoßdämpfer hinten erneuert',
        'Zylinderkopfdichtung erneuert',
        'Lichtmaschine instand gesetzt',
        'Unterbodenschutz ausgebessert',
      ],
      4,
      0.5,
      5,
    ),
    parts: someParts(
      rng,
      [
        ['Stoßdämpfer hinten', 68],
        ['Zylinderkopfdichtung', 41],
        ['Kohlebürsten Lichtmaschine', 8.5],
        ['Unterbodenschutz, Dose', 12.4],
        ['Luftfilter', 16.9],
      ],
      4,
    ),
    taxes: [{ label: '14 % MwSt.', rate: 14 }],
    customer: ['Herrn Bernd Wübbels', 'Hüntel 9', '4470 Meppen'],
    facts: [
      ['Rechnung Nr.', String(rng.int(3100, 3999))],
      ['Datum', fd(d, 'de')],
      ['Fahrzeug', 'Opel Rekord D'],
      ['Kennzeichen', plate(rng, 'EL')],
      ['km-Stand', km(odo)],
    ],
    factsAt: 'box',
    shape: 'pos',
    rules: 'grid',
    words: W_DE,
    labels: { labour: 'Summe Lohn', parts: 'Summe Teile', net: 'Nettobetrag', total: 'Endbetrag' },
    totalsAt: 'rows',
    subtotals: true,
    notes: [`Nächste Inspektion bei ${km(odo + 10000)} km. Zahlbar sofort ohne Abzug.`],
    foot: ['Kreissparkasse Meppen Kto. 14 022 871 · BLZ 266 500 01'],
    truth: { shopName: 'Kfz-Meisterbetrieb Hinrich Lammers', serviceDate: d, serviceMileage: odo },
  });
}

/** An Allgäu classic-car one-man workshop, 2011: labour and parts columns summed at the foot, labels above values, a Leistungsdatum. */
export function deOldtimerserviceKempten2011(rng: Random): Generated {
  const d = dateIn(rng, 2011, 2011);
  const done = addDays(d, -rng.int(3, 12));
  const odo = rng.int(50, 180) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'de',
    sender: {
      kind: 'head',
      head: {
        style: 'split',
        name: 'Schrauberstüble Kempten',
        tag: 'Oldtimer-Service Alois Zettler',
        lines: ['Füssener Str. 21', '87437 Kempten (Allgäu)', 'Tel. 0831 / 5 12 09 84', 'USt-IdNr. DE 2' + rng.int(10000000, 99999999)],
      },
    },
    title: 'Rechnung',
    money: EUR,
    decimal: ',',
    rate: 52,
    work: someWork(
      rng,
      ['Ventile eingestellt', 'Bremsflüssigkeit gewechselt', 'Kardanwelle neu gelagert', 'Vergaser Solex überholt', 'Lenkgetriebe nachgestellt'],
      4,
      0.5,
      4,
    ),
    parts: someParts(
      rng,
      [
        ['Bremsflüssigkeit DOT 4', 9.8],
        ['Mittellager Kardanwelle', 86],
        ['Vergaser-Reparatursatz', 48],
        ['Ventildeckeldichtung', 12.5],
      ],
      3,
    ),
    taxes: [{ label: 'MwSt. 19 %', rate: 19 }],
    customer: ['Frau Monika Hartl', 'Alpenblick 4', '87488 Betzigau'],
    facts: [
      ['Rechnungs-Nr.', `R11-${rng.int(200, 499)}`],
      ['Rechnungsdatum', fd(d, 'de')],
      ['Leistungsdatum', fd(done, 'de')],
      ['Fahrzeug / Kennz.', `Mercedes 230 /8 · ${plate(rng, 'OA')}H`],
      ['Tacho', `${km(odo)} km`],
    ],
    factsAt: 'above',
    shape: 'twoMoney',
    rules: 'head',
    words: { ...W_DE, text: 'Leistung / Material', hours: 'AW-Std.', labourCol: 'Lohn €', partsCol: 'Material €' },
    labels: { labour: 'Summen', parts: '', net: 'Netto', total: 'Gesamtbetrag' },
    totalsAt: 'band',
    subtotals: true,
    notes: ['Nächste HU: 05/2013. Vielen Dank für Ihren Auftrag — Pfiat Eahna!'],
    foot: [`Raiffeisenbank Kempten · IBAN DE${rng.int(10, 99)} 7336 9920 0000 ${rng.int(1000, 9999)} ${rng.int(10, 99)}`],
    truth: { shopName: 'Schrauberstüble Kempten', serviceDate: done, serviceMileage: odo },
  });
}

/** A Rostock mobile mechanic, 2024: the amount column first, sections with their sums, plain lines of facts, 19 %. */
export function deMobilRostock2024(rng: Random): Generated {
  const d = dateIn(rng, 2024, 2024);
  const odo = rng.int(60, 200) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'de',
    sender: {
      kind: 'head',
      head: {
        style: 'right',
        name: 'Küsten-Schrauber Rostock',
        tag: 'Inh. Mandy Priebe · Mobile Kfz-Reparatur',
        lines: ['Warnowufer 33 · 18057 Rostock', 'mobil 0171 8 84 52 36'],
      },
    },
    title: 'Rechnung',
    money: EUR,
    decimal: ',',
    rate: 56,
    work: someWork(
      rng,
      ['Fehlerspeicher ausgelesen', 'Anlasser aus- und eingebaut', 'Querlenker vorn links gewechselt', 'Klimaanlage geprüft', 'Spur grob eingestellt'],
      3,
      0.5,
      3,
    ),
    parts: someParts(
      rng,
      [
        ['Querlenker VL', 74],
        ['Anlasser AT', 139],
        ['Schrauben-Satz', 6.4],
        ['Kältemittel R134a', 29],
      ],
      3,
    ),
    taxes: [{ label: 'zzgl. 19 % USt.', rate: 19 }],
    extras: [['Anfahrt pauschal', 25]],
    customer: ['Herrn Toralf Gniffke', 'Dorfstraße 8a', '18182 Bentwisch'],
    facts: [
      ['Rechnungsnr.', `KS-24-${rng.int(100, 399)}`],
      ['Datum', fd(d, 'de')],
      ['Fahrzeug', 'VW Golf III Cabrio'],
      ['km-Stand', km(odo)],
    ],
    factsAt: 'lines',
    shape: 'amountFirst',
    rules: 'none',
    words: { ...W_DE, text: 'Leistung', qty: 'Menge', amount: 'Betrag €', labourHead: 'Arbeitslohn', partsHead: 'Ersatzteile' },
    labels: { labour: 'Summe Arbeitslohn', parts: 'Summe Ersatzteile', net: 'Zwischensumme netto', total: 'Zu zahlen' },
    totalsAt: 'leftBox',
    subtotals: true,
    notes: ['Zahlung bar oder per Überweisung (PayPal an mandy.priebe@… möglich). Teile bleiben bis zur vollständigen Bezahlung mein Eigentum.'],
    foot: [
      `Küsten-Schrauber · Ostseesparkasse Rostock · IBAN DE${rng.int(10, 99)} 1305 0000 0201 ${rng.int(100000, 999999)} · St.-Nr. 079/2${rng.int(10, 99)}/${rng.int(10000, 99999)}`,
    ],
    truth: { shopName: 'Küsten-Schrauber Rostock', serviceDate: d, serviceMileage: odo },
  });
}

/** A Burgenland village workshop, 1992: Schilling before the amount, 20 % USt., a numbered table, facts at the right, a stamp. */
export function deWerkstattOberwart1992(rng: Random): Generated {
  const d = dateIn(rng, 1992, 1992);
  const odo = rng.int(30, 150) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'de',
    sender: {
      kind: 'head',
      head: {
        style: 'center',
        name: 'Autowerkstätte Franz Wukovits',
        tag: 'Meisterbetrieb · Reparatur · Pickerl-Überprüfung',
        lines: ['Hauptplatz 14, 7400 Oberwart · Tel. 03352 / 32 18'],
        serif: true,
      },
    },
    title: 'Rechnung',
    money: { cur: 'S', style: 'de', pos: 'pre' },
    decimal: ',',
    rate: 480,
    work: someWork(
      rng,
      ['Bremsen vorne komplett', '§ 57a Überprüfung', 'Kupplung getauscht', 'Auspuff-Mittelteil erneuert', 'Reifen montiert und gewuchtet'],
      4,
      0.5,
      4,
    ),
    parts: someParts(
      rng,
      [
        ['Bremsscheiben (Paar)', 1240],
        ['Kupplungssatz', 2380],
        ['Mittelschalldämpfer', 890],
        ['Ventile Reifen', 30],
      ],
      3,
    ),
    taxes: [{ label: '20 % USt.', rate: 20 }],
    customer: ['Herrn Ing. Johann Pöltl', 'Kirchengasse 5', '7411 Markt Allhau'],
    facts: [
      ['Rechnung Nr.', String(rng.int(9000, 9999))],
      ['Datum', fd(d, 'de')],
      ['Kennzeichen', `OW ${rng.int(100, 999)} ${L[rng.int(0, 20)]}${L[rng.int(0, 20)]}`],
      ['Type', 'Puch G 230 GE'],
      ['Km', km(odo)],
    ],
    factsAt: 'right',
    shape: 'pos',
    rules: 'head',
    words: { ...W_DE, text: 'Bezeichnung', unit: 'à S', amount: 'Betrag S', hoursUnit: 'Std.' },
    labels: { labour: 'Arbeit', parts: 'Material', net: 'Summe netto', total: 'Rechnungsbetrag' },
    totalsAt: 'framed',
    subtotals: true,
    stampLines: ['BEZAHLT', fd(d, 'de2')],
    foot: ['Raiffeisenbank Oberwart · Kto. 4.012.233 · DVR 0712' + rng.int(100, 999)],
    truth: { shopName: 'Autowerkstätte Franz Wukovits', serviceDate: d, serviceMileage: odo },
  });
}

/** A Graubünden Garagist, 2007: CHF in Swiss style, 7,6 % MWST, the work listed without prices and one hours line, captions under values. */
export function deGarageChur2007(rng: Random): Generated {
  const d = dateIn(rng, 2007, 2007);
  const odo = rng.int(80, 220) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'de',
    sender: {
      kind: 'head',
      head: {
        style: 'band',
        name: 'Garage Casutt AG',
        tag: 'Ilanz · Chur',
        lines: ['Via Santeri 2, 7130 Ilanz', 'Tel. 081 925 14 80', 'MWST-Nr. 4' + rng.int(10000, 99999)],
      },
    },
    title: 'Rechnung',
    money: { cur: 'CHF', style: 'ch', pos: 'pre' },
    decimal: '.',
    rate: 118,
    work: someWork(
      rng,
      ['Winterreifen montiert', 'Service gemäss Plan', 'Bremsflüssigkeit ersetzt', 'Wasserpumpe ersetzt', 'Motorabdeckung befestigt'],
      4,
      0.5,
      3,
    ),
    parts: someParts(
      rng,
      [
        ['Wasserpumpe', 168],
        ['Bremsflüssigkeit 1 l', 19.5],
        ['Ölfilter', 24],
        ['Motorenöl 10W-40', 17.5],
      ],
      3,
    ),
    taxes: [{ label: 'MWST 7,6 %', rate: 7.6 }],
    customer: ['Herr', 'Gion Cadruvi', 'Via Principala 31', '7156 Rueun'],
    facts: [
      ['Rechnung', String(rng.int(70000, 79999))],
      ['Datum', fd(d, 'de')],
      ['Kontrollschild', `GR ${rng.int(10000, 99999)}`],
      ['Kilometer', km(odo).replace(/\./g, "'")],
    ],
    factsAt: 'below',
    shape: 'letter',
    rules: 'none',
    words: { ...W_DE, labourHead: 'Ausgeführte Arbeiten', partsHead: 'Material', labourLine: 'Arbeitszeit', hoursUnit: 'Std.' },
    labels: { labour: '', parts: 'Total Material', net: 'Total exkl. MWST', total: 'Total CHF' },
    totalsAt: 'rows',
    subtotals: true,
    notes: ["Zahlbar innert 30 Tagen netto. Nächster Service in 15'000 km oder in 12 Monaten."],
    foot: ['Graubündner Kantonalbank · PC 70-216-5 · IBAN CH' + rng.int(10, 99) + ' 0077 4010 ' + rng.int(1000, 9999) + ' ' + rng.int(1000, 9999) + ' 0'],
    truth: { shopName: 'Garage Casutt AG', serviceDate: d, serviceMileage: odo },
  });
}

/** A Halle craftsman's bill, 1978: Mark, no tax, one numbered table, the amount to pay in a box at the left. */
export function deHandwerkHalle1978(rng: Random): Generated {
  const d = dateIn(rng, 1978, 1978);
  const done = addDays(d, -rng.int(1, 4));
  const odo = rng.int(20, 120) * 1000 + rng.int(0, 999);
  return invoice({
    lang: 'de',
    sender: {
      kind: 'head',
      head: {
        style: 'left',
        name: 'Kfz.-Handwerksmeister Gerhard Pientka',
        tag: 'Reparaturwerkstatt für Pkw und Krafträder',
        lines: ['402 Halle (Saale), Merseburger Straße 140 · Fernruf 2 74 31'],
        serif: true,
      },
    },
    title: 'Rechnung',
    money: { cur: 'M', style: 'de', pos: 'post' },
    decimal: ',',
    rate: 4.8,
    work: someWork(rng, ['Motor zerlegt, Kolben und Ringe erneuert', 'Zündung eingestellt', 'Bremsbacken erneuert', 'Kettenrad und Kette gewechselt'], 3, 1, 8),
    parts: someParts(
      rng,
      [
        ['Kolben mit Ringen', 38.5],
        ['Bremsbacken, Satz', 14.2],
        ['Antriebskette', 22.8],
        ['Zündkerze Isolator', 1.65],
      ],
      3,
    ),
    taxes: [],
    customer: ['Koll. Dieter Rauschenbach', 'Reilstraße 61', '402 Halle (Saale)'],
    facts: [
      ['Rechn.-Nr.', String(rng.int(300, 899))],
      ['Datum', fd(d, 'de')],
      ['Fertiggestellt', fd(done, 'de')],
      ['Fahrzeug', 'MZ ES 250/2'],
      ['Kilometerstand', km(odo)],
    ],
    factsAt: 'lines',
    shape: 'pos',
    rules: 'grid',
    words: { ...W_DE, unit: 'Preis', amount: 'Betrag M' },
    labels: { labour: 'Lohn', parts: 'Material', total: 'Zu zahlender Betrag' },
    totalsAt: 'leftBox',
    subtotals: true,
    notes: ['Betrag bar bei Abholung. Gewährleistung 3 Monate auf ausgeführte Arbeiten.'],
    serif: true,
    truth: { shopName: 'Kfz.-Handwerksmeister Gerhard Pientka', serviceDate: done, serviceMileage: odo },
  });
}

/** A Wismar part-time mechanic, 2016: the customer brought the parts bought online, only labour billed, 19 %, a finished date. */
export function deTeileMitgebrachtWismar2016(rng: Random): Generated {
  const d = dateIn(rng, 2016, 2016);
  const done = addDays(d, -rng.int(2, 8));
  return invoice({
    lang: 'de',
    sender: {
      kind: 'wp',
      name: 'Schrauberwerkstatt Jens Bölkow',
      lines: ['Poeler Straße 96 · 23970 Wismar', 'Tel. 03841 / 22 61 90 · werkstatt@boelkow-wismar.de'],
      at: 'left',
    },
    title: 'Rechnung Nr. ' + `${rng.int(1, 9)}${rng.int(10, 99)}/2016`,
    money: EUR,
    decimal: ',',
    rate: 45,
    work: someWork(
      rng,
      [
        'Einbau mitgebrachter Bremsscheiben und Beläge vorn',
        'Einbau mitgebrachter Stoßdämpfer hinten',
        'Zahnriemen (Kundenteil) montiert',
        'Scheinwerfer eingestellt',
      ],
      3,
      0.5,
      3,
    ),
    parts: [],
    taxes: [{ label: 'Umsatzsteuer 19 %', rate: 19 }],
    customer: ['Herrn Kai-Uwe Brüdgam', 'Am Schiffbauerdamm 2', '23966 Wismar'],
    facts: [
      ['Datum', fd(d, 'de')],
      ['Ausgeführt am', fd(done, 'de')],
      ['Fahrzeug', 'Audi 80 B4 · ' + plate(rng, 'NWM')],
    ],
    factsAt: 'above',
    opening: 'Die Teile wurden vom Kunden gestellt (online bestellt). Für Teile des Kunden wird keine Gewährleistung übernommen.',
    shape: 'letter',
    rules: 'none',
    words: { ...W_DE, labourHead: 'Arbeiten', labourLine: 'Arbeitszeit' },
    labels: { labour: '', parts: '', net: 'Nettobetrag', total: 'Gesamtbetrag' },
    totalsAt: 'band',
    subtotals: false,
    foot: [
      `Sparkasse Mecklenburg-Nordwest · IBAN DE${rng.int(10, 99)} 1405 1000 1000 ${rng.int(100000, 999999)} · Steuer-Nr. 080/2${rng.int(10, 99)}/${rng.int(10000, 99999)}`,
    ],
    truth: { shopName: 'Schrauberwerkstatt Jens Bölkow', serviceDate: done },
  });
}
