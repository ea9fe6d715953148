/**
 * German-language bills of the everyday trades: a tyre and exhaust centre, a workshop with its own HU day, a body and
 * paint shop, an upholsterer, a chrome plater, a Styrian engine machinist, a mail-order parts house's delivery note
 * that is also the bill, an East Belgian garage, a Basel estimate carried out and billed, a village smith's note.
 */
import { hline, num, r05, r2, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  PageBuilder,
  addMonths,
  amount,
  date,
  digits,
  hand,
  labour,
  lastDayOfMonth,
  letterhead,
  linesTruth,
  pairs,
  parts,
  section,
  stamp,
  sums,
  table,
  totals,
  type Line,
  type Money,
} from './kit';

const out = (p: PageBuilder, truth: Generated['truth']): Generated => ({ items: p.items, language: 'de', truth });
const dm = (year: number): Money => (year < 2002 ? { style: 'de', post: ' DM' } : { style: 'de', post: ' €' });

/** A tyre and exhaust centre in Spandau, 1986–2001: article numbers, a priced table, DM. */
export function reifenAuspuff(rng: Random): Generated {
  const d = rng.date(1986, 2001);
  const m = dm(yearOf(d));
  const shop = 'Reifen- und Auspuffdienst Kladow GmbH';
  const p = new PageBuilder();
  letterhead(p, 'banner', shop, ['Gatower Str. 212 · 1000 Berlin 22', 'Tel. 030/365 40 71 · Montag–Freitag 7–18 Uhr, Sa 8–13 Uhr']);
  p.text(50, 'Herrn', { size: 9 }).down(11);
  p.text(50, rng.pick(['Dieter Lemke', 'Horst Wiechert', 'Uwe Pagel']), { size: 9 }).down(11);
  p.text(50, 'Seeburger Weg 9, Berlin', { size: 9 }).down(26);
  const nr = `${rng.int(10, 99)}-${digits(rng, 5)}`;
  p.text(50, `RECHNUNG Nr. ${nr}`, { size: 12, bold: true });
  p.text(545, `Berlin, ${date(d, 'de')}`, { size: 9, align: 'right' }).down(18);
  const km = rng.int(61, 240) * 1000 + rng.int(0, 999);
  pairs(p, 50, [
    ['Fahrzeug', rng.pick(['Opel Rekord D', 'Ford Taunus 1.6 L', 'VW Käfer 1303', 'Mercedes 230 /8'])],
    ['Kennzeichen', `B-${rng.pick(['KL', 'DW', 'AS'])} ${rng.int(100, 9999)}`],
    ['km-Stand', num(km, 'de').slice(0, -3)],
  ]);
  p.down(8);
  const rate = yearOf(d) < 1993 ? 58 : 74;
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Auspuffanlage ab Vorschalldämpfer erneuert', 1.2],
        ['Reifen montiert und gewuchtet', 0.8],
        ['Spur vermessen und eingestellt', 0.7],
        ['Stoßdämpfer hinten gewechselt', 1.1],
      ],
      3,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Mittelschalldämpfer', 189],
        ['Endschalldämpfer', 214],
        ['Gummilager Satz', 24, 2],
        ['Rohrschelle 45 mm', 8.4, 3],
        ['Reifen 165 SR 14', 118, 4],
        ['Ventil Snap-In', 3.2, 4],
        ['Stoßdämpfer hinten', 96, 2],
      ],
      5,
    ),
  ];
  lines.forEach((l) => (l.code = l.kind === 'labour' ? `AW${rng.int(100, 999)}` : `${rng.int(1000, 9999)}.${rng.int(10, 99)}`));
  lines.forEach((l) => (l.unit = l.kind === 'labour' ? 'Std' : 'St'));
  table(p, lines, { code: 'Art.-Nr.', text: 'Bezeichnung', qty: 'Menge', unit: 'Einh.', price: 'Einzelpreis', amount: 'Gesamt' }, { style: 'de' });
  const s = sums(lines);
  const vat = vatDE(yearOf(d));
  const total = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Lohn', s.labour],
      ['Material', s.parts],
      ['Summe netto', s.net],
      [`${vat} % MwSt.`, r2(total - s.net)],
      ['Rechnungsbetrag', total],
    ],
    m,
    { band: true },
  );
  p.down(10);
  p.text(50, 'Zahlbar sofort ohne Abzug. Altreifen werden gegen Gebühr entsorgt.', { size: 8 });
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: km,
  });
}

/** A workshop in the Vogtland with HU days in the house: the test fee passed on, repairs before the test, the next HU. */
export function werkstattMitHu(rng: Random): Generated {
  const d = rng.date(2004, 2025);
  const shop = 'Kfz-Meisterbetrieb Jens Unglaub';
  const p = new PageBuilder();
  letterhead(p, 'right', shop, ['Reichenbacher Straße 61', '08485 Lengenfeld', 'Tel. 037606 2 14 90', 'USt-IdNr. DE2' + digits(rng, 8)]);
  p.text(50, 'Rechnung', { size: 15, bold: true }).down(20);
  const km = rng.int(48, 210) * 1000 + rng.int(0, 999);
  const nr = `R${yearOf(d)}-${digits(rng, 4)}`;
  const plate = `V-${rng.pick(['HU', 'KO', 'RB'])} ${rng.int(10, 999)}H`;
  pairs(
    p,
    50,
    [
      ['Rechnungs-Nr.:', nr],
      ['Datum:', date(d, 'de')],
      ['Kunde:', rng.pick(['Frank Weidlich', 'Sabine Tröger', 'Mirko Landgraf'])],
    ],
    80,
  );
  p.y -= 39;
  pairs(
    p,
    320,
    [
      ['Fahrzeug:', rng.pick(['Wartburg 353 W', 'Trabant 601 S', 'Barkas B 1000', 'Simson-Gespann'])],
      ['Kennz.:', plate],
      ['Laufleistung:', `${num(km, 'de').slice(0, -3)} km`],
    ],
    70,
  );
  p.down(12);
  const rate = 52 + rng.int(0, 12);
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Bremsanlage hinten instand gesetzt', 2.1],
        ['Lenkspiel eingestellt, Spurstangenköpfe ersetzt', 1.4],
        ['Beleuchtung instand gesetzt', 0.6],
        ['Unterboden an Schweller geschweißt', 3.2],
        ['Abgasuntersuchung vorbereitet, Vergaser eingestellt', 0.9],
      ],
      3,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Radbremszylinder hinten', 38, 2],
        ['Bremsbacken Satz', 46],
        ['Spurstangenkopf', 29, 2],
        ['Blech 1 mm Zuschnitt', 22],
        ['Glühlampe 12 V 45/40 W', 4.5, 2],
        ['Bremsflüssigkeit DOT 4 1 l', 11.9],
      ],
      4,
    ),
    {
      kind: 'sundry',
      text: 'Hauptuntersuchung inkl. AU (Gebühr Prüforganisation, durchlaufender Posten)',
      qty: 1,
      unit: 'psch',
      price: r2(98 + rng.int(0, 40)),
    },
  ];
  table(p, lines, { pos: 'Pos', text: 'Leistung / Material', qty: 'Menge', unit: 'ME', price: 'E-Preis €', amount: 'Betrag €' }, { style: 'de' }, { size: 8 });
  const s = sums(lines);
  const vat = vatDE(yearOf(d));
  const taxed = r2(s.labour + s.parts);
  const total = r2(taxed * (1 + vat / 100) + s.sundry);
  totals(
    p,
    [
      ['Arbeitslohn', s.labour],
      ['Teile', s.parts],
      ['netto', taxed],
      [`zzgl. ${vat} % USt.`, r2(total - taxed - s.sundry)],
      ['HU-Gebühr (ohne USt.)', s.sundry],
      ['Gesamtbetrag', total],
    ],
    { style: 'de', post: ' €' },
  );
  const next = addMonths(d, 24);
  const due = lastDayOfMonth(yearOf(next), Number(next.slice(5, 7)));
  p.down(6);
  p.text(50, `HU/AU ohne Mängel bestanden. Nächste Hauptuntersuchung: ${next.slice(5, 7)}/${yearOf(next)}`, { size: 9, bold: true }).down(14);
  p.text(50, 'Vielen Dank für Ihren Auftrag!', { size: 8.5 });
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: km,
    inspectionValidUntil: due,
  });
}

/** A body and paint shop in the Westerwald: bodywork, paint and material as three sections, work in AW. */
export function karosserieLack(rng: Random): Generated {
  const d = rng.date(1994, 2019);
  const y = yearOf(d);
  const m = dm(y);
  const shop = 'Karosserie & Lack Hachenburg Schütz OHG';
  const p = new PageBuilder();
  letterhead(p, 'left', shop, ['Unfallinstandsetzung · Lackierung · Oldtimer-Karosserie', 'Alter Markt 3 · 57627 Hachenburg · Fon 02662 / 81 77']);
  p.text(545, date(d, 'de2'), { size: 9, align: 'right' });
  p.text(50, `Rechnung ${digits(rng, 5)}`, { size: 13, bold: true }).down(16);
  p.text(
    50,
    `für Ihr Fahrzeug ${rng.pick(['Mercedes-Benz W 123 200 D', 'BMW 02 1602', 'Opel Kadett C Coupé', 'Audi 80 B2'])}, amtl. Kz. WW-${rng.pick(['SC', 'HA', 'TL'])} ${rng.int(10, 999)}`,
    { size: 9 },
  ).down(24);
  const aw = y < 2002 ? 13.5 : 9.2;
  const body = labour(
    rng,
    [
      ['Kotflügel vorn links ausgebeult und verzinnt', 24],
      ['Schweller rechts Reparaturblech eingesetzt', 36],
      ['Radlauf hinten links erneuert', 30],
      ['Türunterkante beide Türen instand gesetzt', 28],
    ],
    2,
    aw,
    'AW',
  );
  const paint = labour(
    rng,
    [
      ['Seitenwand lackiert, beigelackiert angrenzend', 42],
      ['Kotflügel und Tür lackiert', 38],
      ['Hohlraumkonservierung', 12],
    ],
    2,
    aw,
    'AW',
  );
  const mat = parts(
    rng,
    [
      ['Lackmaterial Original-Farbton', 168],
      ['Reparaturblech Schweller', 74],
      ['Zinn und Flussmittel', 28],
      ['Hohlraumwachs 1 l', 19],
      ['Zierleistenclips Satz', 16],
    ],
    3,
  );
  const detail = (l: Line) => (l.kind === 'labour' ? `${l.qty} AW` : `${l.qty} x`);
  section(p, 'Karosseriearbeiten', body, m, 'Summe Karosserie', { detail });
  section(p, 'Lackierarbeiten', paint, m, 'Summe Lack', { detail });
  section(p, 'Material', mat, m, 'Summe Material', { detail });
  const lines = [...body, ...paint, ...mat];
  const s = sums(lines);
  const vat = vatDE(y);
  const total = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Nettobetrag', s.net],
      [`MwSt. ${vat} %`, r2(total - s.net)],
      ['Endbetrag', total],
    ],
    m,
    { band: rng.chance(0.5) },
  );
  p.text(50, `1 AW = 6 Minuten. Auf Lackierarbeiten ${rng.pick(['2', '3'])} Jahre Gewährleistung.`, { size: 8 });
  // The labour is spread over two sections (no one figure states it); the material has its own sum.
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, partsCost: s.parts, totalCost: total, ...linesTruth(lines) });
}

/** An upholsterer in Wuppertal, 1972–1989: a typed letter, work as sentences, hides and foam priced beneath. */
export function sattlerei(rng: Random): Generated {
  const d = rng.date(1972, 1989);
  const y = yearOf(d);
  const shop = 'Autosattlerei Gebr. Ruhrmann';
  const p = new PageBuilder();
  letterhead(p, 'serif', shop, ['Polsterei · Verdecke · Himmel · Teppiche', 'Friedrich-Engels-Allee 140 · 5600 Wuppertal-Barmen · Ruf (0202) 55 61 03']);
  p.text(50, rng.pick(['Herrn Dr. Klaus Pieper', 'Frau Ilse Kampmann', 'Herrn Wilhelm Otte']), { size: 10, serif: true }).down(12);
  p.text(50, 'Am Toelleturm 8, 5600 Wuppertal 2', { size: 10, serif: true }).down(30);
  p.text(545, `Wuppertal, den ${date(d, 'delong')}`, { size: 10, serif: true, align: 'right' }).down(24);
  p.text(50, `Rechnung Nr. ${rng.int(100, 999)}/${String(y).slice(2)}`, { size: 12, bold: true, serif: true }).down(20);
  const car = rng.pick(['Ihren Mercedes 190 SL', 'Ihren Porsche 356 B', 'Ihren BMW 502', 'Ihren Borgward Isabella']);
  p.text(50, `Für Arbeiten an ${car} berechnen wir Ihnen:`, { size: 10, serif: true }).down(20);
  const rate = y < 1980 ? 28 : 39;
  const work = labour(
    rng,
    [
      ['Vordersitze neu gepolstert und bezogen', 22],
      ['Rücksitzbank neu bezogen', 14],
      ['Türverkleidungen neu angefertigt', 12],
      ['Himmel erneuert', 9],
      ['Verdeck neu angefertigt und montiert', 26],
    ],
    3,
    rate,
  );
  const mat = parts(
    rng,
    [
      ['Rindleder, Naturfarben, 4 Häute', 880],
      ['Schaumstoff und Federkern-Auflage', 96],
      ['Verdeckstoff Sonnenland', 340],
      ['Himmelstoff gelocht', 74],
      ['Keder, Nessel, Kleber', 38],
    ],
    3,
  );
  for (const l of work) {
    p.text(60, `${l.text}, ${num(l.qty, 'de').replace(',00', '')} Std. à ${num(rate, 'de')}`, { size: 10, serif: true });
    p.text(543, num(amount(l), 'de'), { size: 10, serif: true, align: 'right' }).down(15);
  }
  p.down(6);
  p.text(60, 'Material:', { size: 10, serif: true, bold: true }).down(15);
  for (const l of mat) {
    p.text(60, l.text, { size: 10, serif: true });
    p.text(543, num(amount(l), 'de'), { size: 10, serif: true, align: 'right' }).down(15);
  }
  const lines = [...work, ...mat];
  const s = sums(lines);
  const vat = vatDE(y);
  const total = r2(s.net * (1 + vat / 100));
  hline(p, 400, 145, p.y - 6);
  p.down(8);
  totals(
    p,
    [
      ['Arbeitslohn', s.labour],
      ['Material', s.parts],
      ['zusammen', s.net],
      [`+ ${vat} % Mehrwertsteuer`, r2(total - s.net)],
      ['Rechnungsbetrag DM', total],
    ],
    { style: 'de' },
    { size: 10 },
  );
  p.down(10);
  p.text(50, 'Betrag erhalten – mit Dank –', { size: 10, serif: true }).down(14);
  p.text(70, 'Ruhrmann', { size: 12, serif: true });
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, laborCost: s.labour, partsCost: s.parts, totalCost: total, ...linesTruth(lines) });
}

/** A plating works near Pforzheim: the customer's parts listed with what was done, priced per piece, no labour sum. */
export function galvanik(rng: Random): Generated {
  const d = rng.date(1998, 2024);
  const y = yearOf(d);
  const m = dm(y);
  const shop = 'Galvanotechnik Enzkreis Bührer GmbH';
  const p = new PageBuilder();
  letterhead(p, 'caps', shop, ['Hartverchromung', 'Glanzchrom', 'Vernickeln', 'Verkupfern', 'Kleinteile-Trommel', '75181 Pforzheim-Eutingen']);
  p.text(50, `Rechnung / Lieferschein ${rng.int(40, 99)}${digits(rng, 4)}`, { size: 11, bold: true });
  p.text(545, `Datum ${date(d, 'de')}`, { size: 9, align: 'right' }).down(14);
  p.text(50, `Kunde ${digits(rng, 5)} · ${rng.pick(['Oldtimer-Restauration Kühnle', 'Herr Manfred Stöckle', 'Zweirad Zäh'])}`, { size: 9 }).down(22);
  const pool: [string, number][] = [
    ['Stoßstange vorn entchromt, poliert, verkupfert, glanzverchromt', 310],
    ['Stoßstange hinten entchromt, poliert, glanzverchromt', 290],
    ['Radkappen 4 Stück aufarbeiten und verchromen', 196],
    ['Türgriffe 4 Stück verchromen', 88],
    ['Scheinwerferringe 2 Stück verchromen', 74],
    ['Kühlergrill Messing richten und verchromen', 420],
    ['Kleinteile Trommelverchromung', 46],
  ];
  const lines: Line[] = rng
    .some(pool, rng.int(4, 6))
    .map(([text, price]) => ({ kind: 'labour', text, qty: 1, unit: 'Stk', price: r2(price * (y < 2002 ? 1.8 : 1) * (0.9 + rng.next() * 0.2)) }));
  table(p, lines, { pos: 'Pos.', text: 'Teil / Arbeitsgang', qty: 'Anz.', price: 'Preis', amount: 'Betrag' }, { style: 'de' }, { rule: '-'.repeat(186) });
  const s = sums(lines);
  const vat = vatDE(y);
  const total = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Warenwert netto', s.net],
      [`USt ${vat} %`, r2(total - s.net)],
      ['Zu zahlen', total],
    ],
    m,
  );
  p.text(50, 'Die Teile wurden vom Kunden abgeholt. Für Haarrisse im Grundmaterial keine Haftung.', { size: 8 });
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, totalCost: total, ...linesTruth(lines) });
}

/** A Styrian engine machinist: a positioned list of machining operations and parts, Schilling before 2002, 20 % USt. */
export function motorenbauGraz(rng: Random): Generated {
  const d = rng.date(1984, 2016);
  const y = yearOf(d);
  const ats = y < 2002;
  const m: Money = ats ? { style: 'de', pre: 'S ' } : { style: 'de', pre: '€ ' };
  const f = ats ? 13.76 : 1;
  const shop = 'Motoren-Instandsetzung Pölzl & Sohn';
  const p = new PageBuilder();
  letterhead(p, 'centre', shop, ['Zylinderschleiferei · Kurbelwellenschleiferei · Motorenbau', 'Kärntner Straße 318, 8054 Graz · Tel. 0316/28 41 77']);
  pairs(
    p,
    50,
    [
      ['Rechnung Nr.', `${y}/${digits(rng, 3)}`],
      ['Datum', date(d, 'de')],
      ['Auftraggeber', rng.pick(['Kfz-Werkstätte Grössing', 'Hr. Ing. Peter Url', 'Fr. Renate Zach'])],
      ['Motor', rng.pick(['Puch 500 Boxer', 'Steyr-Puch 650 TR', 'VW 1600 Typ 4', 'Mercedes OM 615'])],
    ],
    90,
  );
  p.down(10);
  const rate = r2((ats ? 420 : 48) * (0.95 + rng.next() * 0.1));
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Motor zerlegt und gereinigt', 4],
        ['Zylinder gebohrt und gehont auf Übermaß', 3.5],
        ['Kurbelwelle geschliffen 1. Untermaß', 2.5],
        ['Ventilsitze gefräst, Ventile eingeschliffen', 3],
        ['Zylinderkopf plangeschliffen', 1],
        ['Motor zusammengebaut', 6],
      ],
      4,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Kolbensatz mit Ringen', 390],
        ['Pleuellagerschalen', 58],
        ['Hauptlagerschalen', 72],
        ['Motordichtsatz komplett', 96],
        ['Ventile Auslass', 24, 4],
        ['Ventilführungen', 9, 8],
      ],
      4,
      'Stk',
      f,
    ),
  ];
  table(p, lines, { pos: 'Pos', text: 'Arbeitsgang / Teil', qty: 'Menge', unit: 'Einh.', price: 'Preis', amount: 'Summe' }, { style: 'de' }, { boxed: true });
  const s = sums(lines);
  const total = r2(s.net * 1.2);
  totals(
    p,
    [
      ['Arbeit', s.labour],
      ['Teile', s.parts],
      ['Nettosumme', s.net],
      ['+ 20 % USt.', r2(total - s.net)],
      ['Rechnungsbetrag', total],
    ],
    m,
    { band: true },
  );
  p.text(50, 'Einlaufvorschrift beachten: die ersten 1.000 km max. 3.000 U/min. Ölwechsel nach 500 km.', { size: 8.5 });
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, laborCost: s.labour, partsCost: s.parts, totalCost: total, ...linesTruth(lines) });
}

/** A mail-order parts house's delivery note that is the bill: thirty-odd positions, shipping, a core deposit credited. */
export function versandLieferschein(rng: Random): Generated {
  const d = rng.date(2003, 2026);
  const y = yearOf(d);
  const shop = 'Klassikteile Versand Nordheide KG';
  const p = new PageBuilder();
  p.y = 46;
  letterhead(p, 'left', shop, [
    'Teile für Käfer, Bus, Karmann, Typ 3 · Industriestr. 14 · 21244 Buchholz i. d. N.',
    'Bestell-Hotline 04181 / 90 33 40 · www.klassikteile-nordheide.example',
  ]);
  p.text(50, 'Lieferschein und Rechnung', { size: 12, bold: true });
  p.text(545, `Beleg ${digits(rng, 7)} · ${date(d, 'de')}`, { size: 8.5, align: 'right' }).down(13);
  p.text(50, `Kd.-Nr. ${digits(rng, 6)} · ${rng.pick(['Jörg Tiedemann, Stade', 'Anke Voß, Uelzen', 'Rainer Plath, Celle'])} · Versand DHL`, { size: 8 }).down(
    16,
  );
  const pool: [string, number, number?][] = [
    ['Bremsschlauch vorn', 9.9, 2],
    ['Radbremszylinder hinten 17,46', 18.5, 2],
    ['Bremsbacken Satz hinten', 29.9],
    ['Hauptbremszylinder Einkreis', 54],
    ['Gaszug 2.632 mm', 7.4],
    ['Kupplungsseil', 11.2],
    ['Zündverteilerkappe', 14.9],
    ['Verteilerfinger', 4.2],
    ['Zündkabelsatz', 24.5],
    ['Unterbrecherkontakt', 6.8],
    ['Kondensator', 5.1],
    ['Zündkerze W7DC', 3.6, 4],
    ['Keilriemen 9,5 x 905', 6.3, 2],
    ['Ölsieb mit Dichtungen', 8.9],
    ['Ventildeckeldichtung Kork', 3.4, 2],
    ['Auspuffdichtung Satz', 6.9],
    ['Heizbirnen-Schelle', 4.9, 2],
    ['Türdichtung links', 38],
    ['Türdichtung rechts', 38],
    ['Fensterkurbel Chrom', 12.5, 2],
    ['Scheibenwischerblatt 280 mm', 6.2, 2],
    ['Rückleuchtenglas Elefantenfuß', 19.9, 2],
    ['Blinkerglas vorn orange', 8.8, 2],
    ['Kennzeichenleuchte', 14.5],
    ['Trittbrettgummi', 32, 2],
    ['Spurstangenkopf links', 16.4],
    ['Spurstangenkopf rechts', 16.4],
    ['Stoßdämpfer vorn', 34.9, 2],
    ['Achsmanschette', 5.8, 2],
    ['Tachowelle', 13.9],
    ['Kraftstoffschlauch 5 mm / m', 2.9, 3],
    ['Benzinfilter', 3.3],
    ['Lichtmaschinenregler', 29.5],
    ['Anlasserbuchse', 3.9],
  ];
  const lines = parts(rng, pool, rng.int(26, 32), 'St', y < 2010 ? 0.85 : 1);
  lines.forEach((l) => (l.code = `${rng.int(111, 311)}.${rng.int(100, 999)}.${rng.int(100, 999)}`));
  const core: Line = { kind: 'sundry', text: 'Gutschrift Altteilpfand Bremssattel (Rücksendung)', qty: 1, unit: 'St', price: -r2(25 + rng.int(0, 15)) };
  const ship: Line = { kind: 'sundry', text: 'Versandkosten Paket', qty: 1, unit: 'psch', price: r2(5.9 + rng.int(0, 3)) };
  table(
    p,
    [...lines, core, ship],
    { pos: 'Pos', code: 'Art.-Nr.', text: 'Bezeichnung', qty: 'Menge', unit: 'ME', price: 'Einzelpreis', amount: 'Gesamt' },
    { style: 'de' },
    { size: 7.5, step: 10.6 },
  );
  const s = sums([...lines, core, ship]);
  const vat = vatDE(y);
  const gross = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Warenwert', s.parts],
      ['Gutschrift / Versand', s.sundry],
      ['Summe netto', s.net],
      [`MwSt. ${vat} %`, r2(gross - s.net)],
      ['Rechnungsbetrag EUR', gross],
    ],
    { style: 'de' },
    { size: 8.5 },
  );
  p.text(50, 'Bezahlt per Vorkasse. Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Rücksendungen nur mit Rücksendeschein.', { size: 7 });
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, partsCost: s.parts, totalCost: gross, partsUsed: lines.map((l) => l.text) });
}

/** An East Belgian garage (Eupen) writing German: Belgian VAT, the odometer, the next service by kilometres. */
export function eupenGarage(rng: Random): Generated {
  const d = rng.date(2003, 2026);
  const shop = 'Garage Kettenis Mockel & Fils SPRL';
  const p = new PageBuilder();
  letterhead(p, 'centre', shop, [
    'Aachener Straße 77 · B-4701 Eupen-Kettenis',
    'Tel. 087 55 24 10 · MwSt.-Nr. BE 0' + digits(rng, 3) + '.' + digits(rng, 3) + '.' + digits(rng, 3),
  ]);
  p.text(50, 'RECHNUNG', { size: 14, bold: true }).down(18);
  const km = rng.int(90, 290) * 1000 + rng.int(0, 999);
  const nr = `${yearOf(d)}/0${digits(rng, 3)}`;
  pairs(
    p,
    50,
    [
      ['Nummer', nr],
      ['Datum', date(d, 'de')],
      ['Kilometerstand', `${num(km, 'de').slice(0, -3)} km`],
    ],
    85,
  );
  p.y -= 39;
  p.text(330, rng.pick(['Herr Guido Kreusch', 'Frau Monique Lambertz', 'Herr Achim Heinen']), { size: 9 }).down(12);
  p.text(330, rng.pick(['Hauptstraße 12, 4780 St. Vith', 'Bergstraße 3, 4700 Eupen', 'Dorfstraße 40, 4730 Raeren']), { size: 9 }).down(12);
  p.text(330, rng.pick(['Volvo 240 GL', 'Mercedes 190 E', 'Peugeot 504', 'Citroën DS 21']), { size: 9 }).down(30);
  const rate = r2(56 + rng.int(0, 20));
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Inspektion nach Herstellervorgabe', 2],
        ['Ölwechsel Motor', 0.5],
        ['Zündung und Leerlauf eingestellt', 0.8],
        ['Bremsflüssigkeit gewechselt', 0.7],
        ['Kühlsystem gespült', 1],
      ],
      3,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Motoröl 15W-40 (Liter)', 6.9, 6],
        ['Ölfilter', 11.5],
        ['Luftfilter', 16.8],
        ['Zündkerzen', 5.4, 4],
        ['Kühlmittel 5 l', 19.9],
        ['Bremsflüssigkeit 1 l', 12.4],
      ],
      4,
    ),
  ];
  table(p, lines, { text: 'Beschreibung', qty: 'Anzahl', price: 'Stückpreis', amount: 'Betrag' }, { style: 'de' });
  const s = sums(lines);
  const total = r2(s.net * 1.21);
  totals(
    p,
    [
      ['Arbeitslohn', s.labour],
      ['Ersatzteile', s.parts],
      ['Gesamt ohne MwSt.', s.net],
      ['MwSt. 21 %', r2(total - s.net)],
      ['Gesamt inkl. MwSt.', total],
    ],
    { style: 'de', post: ' EUR' },
    { band: true },
  );
  const next = Math.ceil((km + 15000) / 1000) * 1000;
  p.text(50, `Wartungsintervall 12 Monate / 15.000 km – nächste Wartung bei ${num(next, 'de').slice(0, -3)} km.`, { size: 9 }).down(14);
  p.text(50, 'Zahlbar innerhalb von 15 Tagen auf BE' + digits(rng, 2) + ' ' + digits(rng, 4) + ' ' + digits(rng, 4) + ' ' + digits(rng, 4) + '.', { size: 8 });
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: km,
    nextServiceMileage: next,
    serviceIntervalMonths: 12,
    serviceIntervalDistance: 15000,
  });
}

/** A Basel garage's estimate, accepted, carried out and billed on the same sheet; CHF, MWST, rounded to 5 Rappen. */
export function baselOfferteRechnung(rng: Random): Generated {
  const offer = rng.date(2000, 2025);
  const done = addMonths(offer, 1);
  const shop = 'Garage Rheinknie Vögtlin AG';
  const p = new PageBuilder();
  letterhead(p, 'right', shop, [
    'Klybeckstrasse 95',
    '4057 Basel',
    'Telefon 061 691 08 42',
    'MWST CHE-' + digits(rng, 3) + '.' + digits(rng, 3) + '.' + digits(rng, 3),
  ]);
  p.text(50, `Offerte Nr. ${digits(rng, 4)} vom ${date(offer, 'de')}`, { size: 9 }).down(13);
  p.text(50, 'Offerte angenommen, Arbeiten ausgeführt – wir verrechnen wie folgt:', { size: 9 }).down(20);
  p.text(50, 'RECHNUNG', { size: 15, bold: true });
  p.text(545, `Basel, ${date(done, 'de')}`, { size: 9.5, align: 'right' }).down(18);
  const km = rng.int(40, 180) * 1000 + rng.int(0, 999);
  p.text(
    50,
    `${rng.pick(['Alfa Romeo Giulia Super', 'Fiat 124 Spider', 'Lancia Fulvia Coupé', 'Saab 96 V4'])} · BS ${rng.int(10000, 99999)} · km ${num(km, 'ch').slice(0, -3)}`,
    { size: 9 },
  ).down(20);
  const rate = r2(128 + rng.int(0, 40));
  const lines: Line[] = [
    ...labour(
      rng,
      [
        ['Vergaser revidiert und synchronisiert', 3.5],
        ['Kupplung ersetzt', 5],
        ['Wasserpumpe ersetzt', 2.2],
        ['Auspuffanlage ersetzt', 1.8],
      ],
      3,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Vergaser-Reparatursatz', 146, 2],
        ['Kupplungssatz', 420],
        ['Wasserpumpe', 238],
        ['Auspuff Edelstahl', 890],
        ['Kühlerschlauch', 34, 2],
      ],
      3,
    ),
  ];
  table(p, lines, { text: 'Bezeichnung', qty: 'Menge', unit: 'Einh.', price: 'Ansatz', amount: 'Total CHF' }, { style: 'ch' });
  const s = sums(lines);
  const vat = vatCH(yearOf(done));
  const exact = r2(s.net * (1 + vat / 100));
  const total = r05(exact);
  totals(
    p,
    [
      ['Total Arbeit', s.labour],
      ['Total Material', s.parts],
      ['Zwischentotal', s.net],
      [`MWST ${vat} %`, r2(exact - s.net)],
      ['Rundung', r2(total - exact)],
      ['Rechnungsbetrag', total],
    ],
    { style: 'ch', pre: 'CHF ' },
  );
  p.text(50, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 8.5 });
  return out(p, {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    laborCost: s.labour,
    partsCost: s.parts,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: km,
  });
}

/** A village smith and mechanic in the Hunsrück, 1955–1967: a hand-written note on a printed bill head, no tax shown. */
export function dorfschmiede(rng: Random): Generated {
  const d = rng.date(1955, 1967);
  const shop = 'Schmiede und Reparaturwerkstatt Alois Thömmes';
  const p = new PageBuilder();
  letterhead(p, 'serif', shop, ['Hufbeschlag · Landmaschinen · Kraftfahrzeuge', 'Morbach (Hunsrück) · Fernruf 214']);
  p.text(50, 'Rechnung für', { size: 9, serif: true });
  hand(p, rng, 130, rng.pick(['Herrn Lehrer Hansjosef Kunz', 'Herrn Bäckermeister Peter Weber', 'Frau Witwe Maria Schneider']), 12);
  p.down(22);
  p.text(50, 'Morbach, den', { size: 9, serif: true });
  hand(p, rng, 130, date(d, 'ukdot'), 12);
  p.down(30);
  const rate = yearOf(d) < 1961 ? 4.5 : 6;
  const work = labour(
    rng,
    [
      ['Kupplung nachgestellt', 1.5],
      ['Auspufftopf geschweißt', 2],
      ['Bremsen nachgestellt und entlüftet', 1.5],
      ['Kotflügel gerichtet', 3],
      ['Lichtmaschine instand gesetzt', 2.5],
    ],
    3,
    rate,
  );
  const mat = parts(
    rng,
    [
      ['Bremsschlauch', 7.8],
      ['Motoröl 2 Ltr.', 4.2],
      ['Keilriemen', 5.5],
      ['Schweißdraht', 2.4],
      ['Zündkerzen', 6.4],
    ],
    3,
  );
  for (const l of work) {
    hand(p, rng, 60, l.text);
    p.down(20);
  }
  for (const l of mat) {
    hand(p, rng, 60, l.text);
    p.text(480 + rng.int(-6, 6), num(amount(l), 'de'), { size: 11.5, serif: true, align: 'right' });
    p.down(20);
  }
  const lab = sums(work).labour;
  const matSum = sums(mat).parts;
  hand(
    p,
    rng,
    60,
    `Arbeitslohn ${num(
      work.reduce((a, l) => a + l.qty, 0),
      'de',
    )
      .replace(',00', '')
      .replace(',50', '½')} Std.`,
  );
  p.text(480, num(lab, 'de'), { size: 11.5, serif: true, align: 'right' }).down(10);
  hline(p, 400, 100, p.y);
  p.down(18);
  const total = r2(lab + matSum);
  hand(p, rng, 300, 'Summe DM', 12);
  p.text(480, num(total, 'de'), { size: 12.5, serif: true, bold: true, align: 'right' }).down(36);
  hand(p, rng, 300, 'Betrag dankend erhalten  A. Thömmes', 11);
  return out(p, { documentType: 'service', serviceDate: d, shopName: shop, laborCost: lab, totalCost: total, ...linesTruth([...work, ...mat]) });
}

/** A DEKRA-style test report billed with a test station's small repairs — two parts on one sheet, the repairs below. */
export function pruefberichtMitReparatur(rng: Random): Generated {
  const d = rng.date(2008, 2026);
  const shop = 'Prüf- und Servicestation Ostalb GmbH';
  const p = new PageBuilder();
  letterhead(p, 'banner', shop, ['Amtlich anerkannte Überwachungsorganisation – Partnerbetrieb', 'Industriestraße 22 · 73431 Aalen · 07361 9 42 60']);
  const km = rng.int(60, 260) * 1000 + rng.int(0, 999);
  const plate = `AA-${rng.pick(['OT', 'WK', 'HB'])} ${rng.int(10, 99)}H`;
  p.text(50, 'Untersuchungsbericht Hauptuntersuchung nach § 29 StVZO', { size: 11, bold: true }).down(16);
  pairs(
    p,
    50,
    [
      ['Kennzeichen', plate],
      ['Hersteller / Typ', rng.pick(['NSU Prinz 4', 'Ford 17M P3', 'Opel Olympia Rekord', 'Glas Goggomobil T 250'])],
      ['Km-Stand', num(km, 'de').slice(0, -3)],
      ['Prüfdatum', date(d, 'de')],
    ],
    110,
    8.5,
    12,
  );
  const next = addMonths(d, 24);
  p.text(50, `Ergebnis: ohne erkennbare Mängel – Plakette ${next.slice(5, 7)}/${String(yearOf(next)).slice(2)} zugeteilt`, { size: 8.5, bold: true }).down(22);
  p.text(50, `Rechnung Nr. ${digits(rng, 6)}`, { size: 12, bold: true }).down(16);
  const rate = r2(78 + rng.int(0, 22));
  const lines: Line[] = [
    { kind: 'sundry', text: 'Hauptuntersuchung Pkw mit Abgasuntersuchung', qty: 1, unit: 'psch', price: r2(118 + rng.int(0, 30)) },
    ...labour(
      rng,
      [
        ['Scheinwerfer eingestellt', 0.3],
        ['Handbremse nachgestellt', 0.4],
        ['Wischerblätter erneuert', 0.2],
        ['Blinkrelais ersetzt', 0.3],
      ],
      2,
      rate,
    ),
    ...parts(
      rng,
      [
        ['Wischerblatt', 8.9, 2],
        ['Blinkrelais 6 V', 21.4],
        ['Glühlampe Bilux', 6.2, 2],
      ],
      2,
    ),
  ];
  table(p, lines, { text: 'Leistung', qty: 'Menge', price: 'Einzel €', amount: 'Gesamt €' }, { style: 'de' });
  const s = sums(lines);
  const vat = vatDE(yearOf(d));
  const total = r2(s.net * (1 + vat / 100));
  totals(
    p,
    [
      ['Summe netto', s.net],
      [`${vat} % USt`, r2(total - s.net)],
      ['Zahlbetrag', total],
    ],
    { style: 'de', post: ' €' },
    { band: true },
  );
  stamp(p, 395, p.y + 10, ['Bezahlt', `bar ${date(d, 'de')}`]);
  return out(p, {
    documentType: 'service',
    serviceDate: d,
    shopName: shop,
    totalCost: total,
    ...linesTruth(lines),
    serviceMileage: km,
    inspectionValidUntil: lastDayOfMonth(yearOf(next), Number(next.slice(5, 7))),
  });
}
