/** German service and restoration bills of the unseen-ai author: long tables in small print, reports, terms. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { billDoc, billTruth, labour, lumps, parts, section, totalOf, type BillCfg, type Kind, type Line, type Section } from './bill';
import { addDays, car, digits, fd, letters, money, num, pad, personDe, plateDe, r2, sum, type DateStyle, type NumStyle } from './kit';
import { hourly, LABOUR_DE, MATERIAL_DE, PARTS_DE, SUBLET_DE } from './pools';
import { decisionDe, findingDe, termsDe, type Ctx } from './texts';

function ctx(rng: Random, date: string, carName: string, ns: NumStyle, ds: DateStyle, cur: string): Ctx {
  return { rng, m: (n) => money(n, ns, cur, true), d: (iso) => fd(iso, ds), date, car: carName };
}
const std = (ns: NumStyle) => (l: Line, kind: Kind) =>
  kind === 'labour' ? `${num(l.qty, ns).replace(/,00$|\.00$/, '')} Std.` : kind === 'parts' ? String(l.qty) : '';
const km = (n: number) => num(n, 'de').slice(0, -3);
const seq = (prefix: string) => (i: number) => `${prefix}${pad(i + 1, 2)}`;
const mbNo = (rng: Random) => () => `A ${rng.int(100, 130)} ${rng.int(100, 999)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`;

/** A Swabian restorer's final bill: five trades and three assemblies, section sums, a recap by kind. */
export function schwabenRestaurierung(rng: Random): Generated {
  const date = rng.date(2009, 2024);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'EUR');
  const cx = ctx(rng, date, c.name, 'de', 'de', '€');
  const ss: Section[] = [
    section(
      'A  Karosseriearbeiten',
      'labour',
      labour(rng, LABOUR_DE.Karosserie, rng.int(8, 11), rate, seq('A')),
      'Summe A',
      findingDe(cx, r2(rng.int(18, 40) * 1000)),
    ),
    section('B  Lackierarbeiten', 'labour', labour(rng, LABOUR_DE.Lackierung, rng.int(4, 6), rate, seq('B')), 'Summe B'),
    section('C  Mechanik', 'labour', labour(rng, LABOUR_DE.Mechanik, rng.int(6, 9), rate, seq('C')), 'Summe C', decisionDe(cx, rng.int(8, 30) * 100)),
    section('D  Ersatzteile Karosserie', 'parts', parts(rng, PARTS_DE.Karosserie, rng.int(5, 7), y, 'EUR', seq('D')), 'Summe D'),
    section(
      'E  Ersatzteile Motor und Bremsen',
      'parts',
      [...parts(rng, PARTS_DE.Motor, rng.int(3, 5), y, 'EUR', seq('E')), ...parts(rng, PARTS_DE.Bremsen, rng.int(2, 4), y, 'EUR', (i) => `E${pad(i + 20, 2)}`)],
      'Summe E',
    ),
    section('F  Fremdleistungen', 'sublet', lumps(rng, SUBLET_DE, rng.int(2, 3), y, 'EUR', seq('F')), 'Summe F'),
    section('G  Material', 'material', lumps(rng, MATERIAL_DE, rng.int(2, 4), y, 'EUR', seq('G')), 'Summe G'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = sum(ss.map((s) => s.sum));
  const vat = r2(net * 0.19);
  const gross = r2(net + vat);
  const mil = rng.int(40000, 190000);
  const fertig = addDays(date, -rng.int(2, 12));
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Klassikwerk Neckar-Alb GmbH',
    firmLines: [
      'Karosserie · Lack · Mechanik · Sattlerei',
      'Gewerbepark Echaz 9 · 72766 Reutlingen · Tel. 07121 48 20 90',
      'USt-IdNr. DE 2' + digits(rng, 8) + ' · Amtsgericht Stuttgart HRB ' + digits(rng, 6),
    ],
    title: 'SCHLUSSRECHNUNG',
    meta: [
      ['Rechnung Nr.', `${y}-${pad(rng.int(100, 990), 4)}`],
      ['Rechnungsdatum', fd(date, 'de')],
      ['Auftrag Nr.', `RA ${rng.int(1000, 9999)}`],
      ['Fertigstellung', fd(fertig, 'de')],
    ],
    customerCaption: 'Auftraggeber',
    customer: [n, st, town],
    vehicle: [
      ['Fahrzeug', c.name],
      ['Baujahr', String(c.built)],
      ['Fahrgestell-Nr.', c.chassis],
      ['Kennzeichen', plateDe(rng)],
      ['km-Stand', km(mil)],
      ['Farbcode', `DB ${rng.int(100, 990)}`],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['Pos.', 'Leistung / Teil', 'Menge', 'Einzelpreis', 'Betrag €'],
    fmtQty: std('de'),
    fmt: f,
    recapTitle: 'Zusammenstellung',
    recap: [
      ['Arbeitslohn (A–C)', f(lab)],
      ['Ersatzteile (D–E)', f(prt)],
      ['Fremdleistungen (F)', f(ss[5].sum)],
      ['Material (G)', f(ss[6].sum)],
      ['Nettobetrag', f(net)],
      ['zzgl. 19 % MwSt.', f(vat)],
      ['Rechnungsbetrag €', f(gross), true],
    ],
    closing: [
      `Zahlbar innerhalb von 14 Tagen ohne Abzug. Leistungszeitraum ${fd(addDays(fertig, -rng.int(200, 500)), 'de')} bis ${fd(fertig, 'de')}. Die ausgebauten Altteile wurden auf Wunsch des Kunden mitgegeben.`,
    ],
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, fertig, mil, ss, gross, { labour: true, parts: true }));
}

/** A Mercedes specialist's bill: work in two tables, parts by assembly with factory part numbers. */
export function sternSpezialist(rng: Random): Generated {
  const date = rng.date(1994, 2001);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'DM');
  const vr = y < 1998 ? 15 : 16;
  const pn = mbNo(rng);
  const ss: Section[] = [
    section('Arbeiten Mechanik', 'labour', labour(rng, LABOUR_DE.Mechanik, rng.int(8, 11), rate, seq('M'), 0.1), 'Zwischensumme'),
    section('Arbeiten Elektrik', 'labour', labour(rng, LABOUR_DE.Elektrik, rng.int(3, 5), rate, seq('E'), 0.1), 'Zwischensumme'),
    section('Teile Baugruppe 01 Motor', 'parts', parts(rng, PARTS_DE.Motor, rng.int(5, 7), y, 'DM', pn), 'Zwischensumme'),
    section('Teile Baugruppe 42 Bremsanlage', 'parts', parts(rng, PARTS_DE.Bremsen, rng.int(4, 6), y, 'DM', pn), 'Zwischensumme'),
    section('Teile Baugruppe 33 Vorderachse', 'parts', parts(rng, PARTS_DE.Fahrwerk, rng.int(3, 5), y, 'DM', pn), 'Zwischensumme'),
    section('Teile Baugruppe 82 Elektrik', 'parts', parts(rng, PARTS_DE.Elektrik, rng.int(3, 5), y, 'DM', pn), 'Zwischensumme'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(60000, 280000);
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'band',
    firm: 'Sternwerkstatt Fellbach',
    firmLines: [
      'Oldtimer-Service für Mercedes-Benz Personenwagen 1946–1989',
      'Schorndorfer Straße 112 · 70736 Fellbach',
      'Telefon 0711 58 31 07 · Telefax 0711 58 31 09',
    ],
    title: 'Rechnung',
    meta: [
      ['Rechnungs-Nr.', `${rng.int(10, 99)}/${rng.int(1000, 9999)}`],
      ['Datum', fd(date, 'de2')],
      ['Kunden-Nr.', String(rng.int(10000, 99999))],
    ],
    customerCaption: 'Rechnungsempfänger',
    customer: [n, st, town],
    vehicle: [
      ['Typ', c.name],
      ['Fahrgestell', c.chassis],
      ['Amtl. Kennz.', plateDe(rng, y > 1997)],
      ['Erstzulassung', `${pad(rng.int(1, 12), 2)}/${c.built}`],
      ['Kilometerstand', km(mil)],
      ['Annahme', fd(addDays(date, -rng.int(5, 30)), 'de2')],
      ['Motor-Nr.', `${rng.int(110, 130)}.${rng.int(900, 999)}-${rng.int(10, 99)}-${digits(rng, 6)}`],
      ['Getriebe', rng.pick(['Automatik', '4-Gang', '5-Gang'])],
    ],
    vehicleStyle: 'grid',
    sections: ss,
    cols: 'codeamt',
    colHeads: ['Pos./Teile-Nr.', 'Bezeichnung', 'AW/Menge', 'DM'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'de').replace(/0$/, '') : `${l.qty}`),
    fmt: f,
    recap: [
      ['Summe Lohn', f(lab)],
      ['Summe Teile', f(prt)],
      ['Warenwert netto', f(net)],
      [`MwSt. ${vr} %`, f(vat)],
      ['Gesamtbetrag DM', f(gross), true],
    ],
    closing: [
      `Stundenverrechnungssatz DM ${f(rate)} netto. Die Gewährleistung auf Austauschteile beträgt 12 Monate ohne Kilometerbegrenzung. Altteile gehen, soweit nicht anders vereinbart, in unser Eigentum über.`,
      `Bitte überweisen Sie den Betrag bis zum ${fd(addDays(date, 10), 'de')} auf unser Konto bei der Kreissparkasse Waiblingen, BLZ 602 500 10, Konto ${digits(rng, 7)}.`,
    ],
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** An engine builder's bill for a flat-six: a report before the tables, a measuring paragraph between them. */
export function motorenRevision(rng: Random): Generated {
  const date = rng.date(1988, 2000);
  const y = Number(date.slice(0, 4));
  const c = car(rng, Math.min(y, 1989));
  const rate = hourly(rng, y, 'DM');
  const vr = y < 1993 ? 14 : y < 1998 ? 15 : 16;
  const cx = ctx(rng, date, c.name, 'de', 'de', 'DM');
  const ss: Section[] = [
    section('1. Arbeitslohn Motor / Getriebe', 'labour', labour(rng, LABOUR_DE.Mechanik, rng.int(8, 12), rate, seq('')), 'Summe Arbeitslohn'),
    section(
      '2. Ersatzteile',
      'parts',
      [...parts(rng, PARTS_DE.Motor, rng.int(6, 8), y, 'DM', seq('')), ...parts(rng, PARTS_DE.Elektrik, rng.int(2, 3), y, 'DM', (i) => pad(i + 30, 2))],
      'Summe Ersatzteile',
      `Messprotokoll: Zylinderbohrungen nach dem Honen ${rng.int(80, 95)},${rng.int(10, 60)} mm, Kolbenspiel 0,0${rng.int(3, 6)} mm, Axialspiel Kurbelwelle 0,${rng.int(10, 19)} mm. Die Ventilführungen im Auslass wurden ersetzt, weil das Spiel 0,${rng.int(15, 25)} mm betrug (Grenzwert 0,12 mm).`,
    ),
    section('3. Fremdleistungen Motoreninstandsetzung', 'sublet', lumps(rng, SUBLET_DE.slice(1, 3), 2, y, 'DM', seq('')), 'Summe Fremdleistungen'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = sum(ss.map((s) => s.sum));
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(90000, 240000);
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'center',
    firm: 'Motorenbau Ruland',
    firmLines: ['Inh. Gerd Ruland · Kfz-Meisterbetrieb · Boxermotoren', 'Am Sportplatz 4 · 53474 Bad Neuenahr-Ahrweiler · Tel. 02641 7 63 12'],
    title: 'RECHNUNG',
    meta: [
      ['Nr.', String(rng.int(1000, 4999))],
      ['Datum', fd(date, 'delong')],
      ['Ihr Auftrag vom', fd(addDays(date, -rng.int(40, 120)), 'de')],
    ],
    customerCaption: 'An',
    customer: [n, st, town],
    vehicle: [
      ['Fahrzeug', c.name],
      ['Fahrgestell-Nr.', c.chassis],
      ['Motor-Nr.', `${rng.int(6, 9)}${digits(rng, 6)}`],
      ['Tachostand', `${km(mil)} km`],
    ],
    vehicleStyle: 'list',
    intro: { title: 'Befund', text: [findingDe(cx, rng.int(40, 90) * 100), decisionDe(cx, rng.int(10, 30) * 100)] },
    sections: ss,
    cols: 'inline',
    colHeads: ['Leistung', 'Menge à Preis', 'DM'],
    fmtQty: (l, k) => (k === 'labour' ? `${num(l.qty, 'de')} h` : k === 'parts' ? `${l.qty} St.` : ''),
    fmt: f,
    recap: [
      ['Arbeitslohn', f(lab)],
      ['Ersatzteile', f(prt)],
      ['Fremdleistungen', f(ss[2].sum)],
      ['Summe netto', f(net)],
      [`+ ${vr} % Mehrwertsteuer`, f(vat)],
      ['Rechnungsbetrag DM', f(gross), true],
    ],
    closing: [
      `Auf die Motorrevision gewähren wir 24 Monate bzw. 20.000 km Gewährleistung bei Einhaltung der Einfahrvorschrift (erster Ölwechsel nach 1.000 km, kostenlos).`,
    ],
    signature: ['Betrag dankend erhalten: ______________', 'Datum / Unterschrift'],
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A dealer's service bill of the 1970s with the repair conditions printed beneath in two columns. */
export function autohausAgb(rng: Random): Generated {
  const date = rng.date(1969, 1977);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'DM');
  const cx = ctx(rng, date, c.name, 'de', 'de', 'DM');
  const ss: Section[] = [
    section('Ausgeführte Arbeiten', 'labour', labour(rng, [...LABOUR_DE.Mechanik, ...LABOUR_DE.Elektrik], rng.int(8, 12), rate, seq(''), 0.1), 'Lohn'),
    section(
      'Ersatzteile und Zubehör',
      'parts',
      [...parts(rng, PARTS_DE.Bremsen, rng.int(3, 5), y, 'DM', seq('')), ...parts(rng, PARTS_DE.Elektrik, rng.int(2, 4), y, 'DM', (i) => pad(i + 20, 2))],
      'Teile',
    ),
    section('Schmier- und Betriebsstoffe', 'material', lumps(rng, MATERIAL_DE.slice(4), 2, y, 'DM', seq('')), 'Material'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = sum(ss.map((s) => s.sum));
  const vat = r2(net * 0.11);
  const gross = r2(net + vat);
  const mil = rng.int(20000, 140000);
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Autohaus Gebr. Kessler KG',
    firmLines: ['Vertragshändler · Kundendienst · Ersatzteillager', 'Bahnhofstraße 40–44 · 6450 Hanau 1 · Ruf (06181) 2 30 41'],
    title: 'Kundendienst-Rechnung',
    meta: [
      ['Rechnung', `Nr. ${rng.int(10000, 99999)}`],
      ['vom', fd(date, 'de2')],
      ['Werkstatt-Auftrag', String(rng.int(1000, 9999))],
    ],
    customerCaption: 'Herrn/Frau/Firma',
    customer: [n, st, town],
    vehicle: [
      ['Wagentyp', c.name],
      ['Pol. Kennzeichen', plateDe(rng, false)],
      ['Fahrgestell-Nr.', c.chassis],
      ['km-Stand', km(mil)],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['Nr.', 'Gegenstand', 'Zeit/Stck.', 'Preis', 'DM'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'de') : String(l.qty)),
    fmt: f,
    recap: [
      ['Lohn', f(lab)],
      ['Teile', f(prt)],
      ['Material', f(ss[2].sum)],
      ['Summe', f(net)],
      ['+ 11 % MwSt.', f(vat)],
      ['Endbetrag DM', f(gross), true],
    ],
    serif: true,
    terms: { title: 'Bedingungen für die Ausführung von Arbeiten an Kraftfahrzeugen (Auszug)', paras: termsDe(cx, rng.int(3, 8)), columns: 2 },
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A coachbuilder's closing bill: trades with their own sums, sublet and materials, no recap by kind. */
export function karosseriebauSchluss(rng: Random): Generated {
  const date = rng.date(2003, 2016);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'EUR');
  const cx = ctx(rng, date, c.name, 'de', 'de', 'EUR');
  const ss: Section[] = [
    section(
      'Karosseriearbeiten',
      'labour',
      labour(rng, LABOUR_DE.Karosserie, rng.int(9, 12), rate, seq('K')),
      'Summe Karosseriearbeiten',
      findingDe(cx, rng.int(15, 35) * 1000),
    ),
    section('Lackierarbeiten', 'labour', labour(rng, LABOUR_DE.Lackierung, rng.int(5, 7), rate, seq('L')), 'Summe Lackierarbeiten'),
    section(
      'Sattlerarbeiten',
      'labour',
      labour(rng, LABOUR_DE.Sattlerei, rng.int(3, 5), rate, seq('S')),
      'Summe Sattlerarbeiten',
      decisionDe(cx, rng.int(12, 40) * 100),
    ),
    section('Karosserieteile', 'parts', parts(rng, PARTS_DE.Karosserie, rng.int(5, 8), y, 'EUR', seq('T')), 'Summe Karosserieteile'),
    section('Innenausstattung', 'parts', parts(rng, PARTS_DE.Innenraum, rng.int(2, 4), y, 'EUR', seq('I')), 'Summe Innenausstattung'),
    section('Fremdleistungen', 'sublet', lumps(rng, SUBLET_DE, rng.int(2, 4), y, 'EUR', seq('F')), 'Summe Fremdleistungen'),
    section('Lack- und Verbrauchsmaterial', 'material', lumps(rng, MATERIAL_DE.slice(0, 4), rng.int(3, 4), y, 'EUR', seq('M')), 'Summe Material'),
  ];
  const net = sum(ss.map((s) => s.sum));
  const vr = y < 2007 ? 16 : 19;
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(30000, 160000);
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'band',
    firm: 'Karosseriebau Ammersee GmbH & Co. KG',
    firmLines: [
      'Handwerkliche Karosserie-Restaurierung seit 1954',
      'Seestraße 21 · 82211 Herrsching · Tel. 08152 90 74 60',
      'St.-Nr. 117/' + digits(rng, 3) + '/' + digits(rng, 5),
    ],
    title: 'Schlussrechnung',
    meta: [
      ['Rechnungsnummer', `SR ${y}/${rng.int(10, 99)}`],
      ['Datum', fd(date, 'de')],
      ['Projekt', `${c.name.split(' ')[0]}-${rng.int(100, 999)}`],
    ],
    customerCaption: 'Kunde',
    customer: [n, st, town],
    vehicle: [
      ['Fahrzeug', c.name],
      ['FIN', c.chassis],
      ['Baujahr', String(c.built)],
      ['km-Stand bei Abholung', km(mil)],
    ],
    vehicleStyle: 'grid',
    sections: ss,
    cols: 'full',
    colHeads: ['Pos.', 'Beschreibung', 'Menge', 'E-Preis €', 'Gesamt €'],
    fmtQty: std('de'),
    fmt: f,
    recap: [
      ['Summe netto', f(net)],
      [`Umsatzsteuer ${vr} %`, f(vat)],
      ['Zu zahlen', `${f(gross)} €`, true],
    ],
    closing: [
      `Die Arbeiten wurden in der Zeit vom ${fd(addDays(date, -rng.int(300, 600)), 'de')} bis ${fd(addDays(date, -3), 'de')} ausgeführt. Fotodokumentation (${rng.int(300, 900)} Aufnahmen) auf USB-Stick anbei.`,
    ],
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, addDays(date, -3), mil, ss, gross));
}

/** An Austrian restorer's bill in Schilling with 20 % USt, findings between the tables. */
export function pichlerSchilling(rng: Random): Generated {
  const date = rng.date(1989, 2001);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = Math.round(hourly(rng, y, 'ATS') / 10) * 10;
  const cx = ctx(rng, date, c.name, 'de', 'de', 'öS');
  const ss: Section[] = [
    section(
      'Arbeitszeit Spenglerei',
      'labour',
      labour(rng, LABOUR_DE.Karosserie, rng.int(7, 10), rate, seq('')),
      'Summe Spenglerei',
      findingDe(cx, rng.int(15, 40) * 10000),
    ),
    section(
      'Arbeitszeit Mechanik und Elektrik',
      'labour',
      labour(rng, [...LABOUR_DE.Mechanik, ...LABOUR_DE.Elektrik], rng.int(7, 10), rate, seq('')),
      'Summe Mechanik',
    ),
    section(
      'Ersatzteile',
      'parts',
      [...parts(rng, PARTS_DE.Karosserie, rng.int(4, 6), y, 'ATS', seq('')), ...parts(rng, PARTS_DE.Fahrwerk, rng.int(3, 5), y, 'ATS', seq('1'))],
      'Summe Ersatzteile',
    ),
    section('Lackmaterial und Kleinteile', 'material', lumps(rng, MATERIAL_DE, rng.int(3, 4), y, 'ATS', seq('')), 'Summe Material'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = sum(ss.map((s) => s.sum));
  const vat = r2(net * 0.2);
  const gross = r2(net + vat);
  const mil = rng.int(40000, 200000);
  const [n, st] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'center',
    firm: 'Restaurierwerkstätte Pichler',
    firmLines: ['Spenglerei · Lackiererei · Kfz-Technik', 'Linzer Straße 17, A-4600 Wels · Tel. 07242/4 61 38', 'UID ATU ' + digits(rng, 8)],
    title: 'Rechnung',
    meta: [
      ['Rechnung Nr.', `${rng.int(100, 999)}/${String(y).slice(2)}`],
      ['Wels, am', fd(date, 'de')],
    ],
    customerCaption: 'Rechnung an',
    customer: [n, st, rng.pick(['4020 Linz', '5020 Salzburg', '4400 Steyr', '8010 Graz'])],
    vehicle: [
      ['Fahrzeug', c.name],
      ['Fahrgestellnummer', c.chassis],
      ['Kennzeichen', `${rng.pick(['WE', 'L', 'S', 'G'])} ${rng.int(100, 999)}.${rng.int(100, 999)}`],
      ['Kilometerstand', km(mil)],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['Pos', 'Text', 'Std/Stk', 'à öS', 'öS'],
    fmtQty: std('de'),
    fmt: f,
    recap: [
      ['Arbeitszeit gesamt', f(lab)],
      ['Ersatzteile gesamt', f(prt)],
      ['Material', f(ss[3].sum)],
      ['Nettobetrag', f(net)],
      ['20 % USt.', f(vat)],
      ['Gesamtbetrag öS', f(gross), true],
    ],
    closing: [
      decisionDe(cx, rng.int(10, 40) * 1000),
      'Zahlungskonditionen: 8 Tage 2 % Skonto oder 30 Tage netto. Eigentumsvorbehalt bis zur vollständigen Bezahlung.',
    ],
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A Swiss carrosserie in francs: inline quantities, three trades, a MWST recap rounded to five Rappen. */
export function carrosserieAebischer(rng: Random): Generated {
  const date = rng.date(2001, 2024);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'CHF');
  const vr = y < 2011 ? 7.6 : y < 2018 ? 8 : y < 2024 ? 7.7 : 8.1;
  const ss: Section[] = [
    section('Carrosseriearbeiten', 'labour', labour(rng, LABOUR_DE.Karosserie, rng.int(7, 10), rate, seq('')), 'Total Carrosserie'),
    section('Malerarbeiten', 'labour', labour(rng, LABOUR_DE.Lackierung, rng.int(5, 7), rate, seq('')), 'Total Maler'),
    section(
      'Ersatzteile',
      'parts',
      [...parts(rng, PARTS_DE.Karosserie, rng.int(5, 7), y, 'CHF', seq('')), ...parts(rng, PARTS_DE.Elektrik, rng.int(2, 3), y, 'CHF', seq(''))],
      'Total Ersatzteile',
    ),
    section('Material', 'material', lumps(rng, MATERIAL_DE.slice(0, 3), 3, y, 'CHF', seq('')), 'Total Material'),
  ];
  const net = sum(ss.map((s) => s.sum));
  const vat = r2((net * vr) / 100);
  const gross = Math.round((net + vat) * 20) / 20;
  const rnd = r2(gross - net - vat);
  const mil = rng.int(30000, 150000);
  const [n, st] = personDe(rng);
  const f = (x: number) => num(x, 'ch');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Carrosserie Aebischer AG',
    firmLines: [
      'Oldtimer-Carrosserie und Spritzwerk',
      'Industriestrasse 5 · 3186 Düdingen · 026 493 12 70',
      `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`,
    ],
    title: 'Rechnung',
    meta: [
      ['Rechnung', String(rng.int(20000, 29999))],
      ['Datum', fd(date, 'de')],
      ['Auftrag', String(rng.int(5000, 9999))],
    ],
    customerCaption: 'Adresse',
    customer: [n, st, rng.pick(['3000 Bern', '1700 Freiburg', '3280 Murten', '3150 Schwarzenburg'])],
    vehicle: [
      ['Marke/Typ', c.name],
      ['Chassis-Nr.', c.chassis],
      ['Kontrollschild', `${rng.pick(['FR', 'BE'])} ${rng.int(1000, 99999)}`],
      ['Km-Stand', num(mil, 'ch').slice(0, -3)],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'inline',
    colHeads: ['Bezeichnung', 'Menge à Preis', 'CHF'],
    fmtQty: (l, k) => (k === 'labour' ? `${num(l.qty, 'ch')} h` : k === 'parts' ? `${l.qty} Stk.` : ''),
    fmt: f,
    recap: [
      ['Total exkl. MWST', f(net)],
      [`MWST ${vr} %`, f(vat)],
      ['Rundung', f(rnd)],
      ['Total CHF inkl. MWST', f(gross), true],
    ],
    closing: [
      `Zahlbar innert 30 Tagen netto. Für Arbeiten und Material leisten wir 2 Jahre Garantie ab ${fd(date, 'de')}; ausgenommen sind Schäden durch Steinschlag und unsachgemässe Pflege.`,
    ],
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, date, mil, ss, gross));
}

/** A camper-van restorer's bill with a long inspection report, then work and parts, then short terms. */
export function bulliBefund(rng: Random): Generated {
  const date = rng.date(2012, 2025);
  const y = Number(date.slice(0, 4));
  const c = { name: 'VW T2 Westfalia', built: rng.int(1968, 1979), chassis: `2${rng.int(3, 9)}${digits(rng, 7)}` };
  const rate = hourly(rng, y, 'EUR');
  const cx = ctx(rng, date, 'Bus', 'de', 'de', 'EUR');
  const ss: Section[] = [
    section(
      'Arbeiten',
      'labour',
      [...labour(rng, LABOUR_DE.Karosserie, rng.int(6, 8), rate, seq('')), ...labour(rng, LABOUR_DE.Mechanik, rng.int(6, 8), rate, seq('2'))],
      'Summe Arbeiten',
    ),
    section(
      'Teile',
      'parts',
      [
        ...parts(rng, PARTS_DE.Karosserie, rng.int(4, 6), y, 'EUR', seq('')),
        ...parts(rng, PARTS_DE.Bremsen, rng.int(3, 5), y, 'EUR', seq('')),
        ...parts(rng, PARTS_DE.Motor, rng.int(3, 4), y, 'EUR', seq('')),
      ],
      'Summe Teile',
    ),
  ];
  const lab = ss[0].sum;
  const prt = ss[1].sum;
  const net = r2(lab + prt);
  const vat = r2(net * 0.19);
  const gross = r2(net + vat);
  const mil = rng.int(10000, 99999);
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const d1 = addDays(date, -rng.int(100, 250));
  const cfg: BillCfg = {
    head: 'center',
    firm: 'Bulli-Manufaktur Elbe',
    firmLines: ['T1 · T2 · T3 — Restaurierung und Wartung', 'Elbuferstraße 3 · 01445 Radebeul · 0351 839 21 14 · www.bulli-manufaktur-elbe.de'],
    title: 'Rechnung',
    meta: [
      ['Rechnungsnummer', `BM-${y}-${pad(rng.int(1, 400), 4)}`],
      ['Rechnungsdatum', fd(date, 'de')],
      ['Leistungsdatum', fd(addDays(date, -1), 'de')],
    ],
    customerCaption: 'Kunde',
    customer: [n, st, town],
    vehicle: [
      ['Fahrzeug', `${c.name}, Bj. ${c.built}`],
      ['Fahrgestellnr.', c.chassis],
      ['Kennzeichen', plateDe(rng)],
      ['Tacho (5-stellig)', km(mil)],
    ],
    vehicleStyle: 'list',
    intro: {
      title: 'Befundbericht',
      text: [
        `Der Bus wurde am ${fd(d1, 'de')} auf eigener Achse angeliefert. Sichtprüfung und Probefahrt ergaben: Bremse zieht nach links, Lenkgetriebe mit Spiel, Ölverlust am Motor (Stößelschutzrohre), Durchrostungen an Schwellern, Längsträgern hinten und an der Batteriewanne. Wasser im Fahrgastraum nach Regen.`,
        findingDe(cx, rng.int(8, 20) * 1000),
        decisionDe(cx, rng.int(5, 25) * 100),
        `Nicht ausgeführt (zurückgestellt auf Wunsch des Kunden): Aufstelldach neu bespannen (Angebot ${fd(addDays(d1, 20), 'de')}: ${money(rng.int(9, 16) * 100, 'de', 'EUR', true)}), Möbel Westfalia aufarbeiten.`,
      ],
    },
    sections: ss,
    cols: 'inline',
    colHeads: ['Leistung / Teil', 'Menge à Preis', 'EUR'],
    fmtQty: (l, k) => (k === 'labour' ? `${num(l.qty, 'de')} Std.` : `${l.qty} x`),
    fmt: f,
    recap: [
      ['Arbeiten netto', f(lab)],
      ['Teile netto', f(prt)],
      ['Summe netto', f(net)],
      ['USt. 19 %', f(vat)],
      ['Rechnungsbetrag', `${f(gross)} EUR`, true],
    ],
    terms: {
      title: 'Hinweise',
      paras: [
        `Gewährleistung gemäß BGB, für gebrauchte und instand gesetzte Teile 12 Monate. Ausgebaute Altteile werden 4 Wochen aufbewahrt und danach entsorgt. Nicht abgeholte Fahrzeuge: Standgeld ${money(rng.int(5, 12), 'de', 'EUR', true)} pro Tag ab dem 8. Tag nach Fertigmeldung.`,
        `Bankverbindung: Ostsächsische Sparkasse Dresden, IBAN DE${digits(rng, 2)} 8505 0300 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}, BIC OSDDDE81XXX. Zahlungsziel 10 Tage.`,
      ],
      columns: 1,
    },
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, addDays(date, -1), mil, ss, gross, { labour: true, parts: true }));
}

/** A Munich classic workshop's bill: five trades and four assemblies in one long list, summed by kind. */
export function isartalKlassik(rng: Random): Generated {
  const date = rng.date(2016, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'EUR');
  const code = () => `${letters(rng, 2)}${digits(rng, 4)}`;
  const ss: Section[] = [
    section('Lohn Mechanik', 'labour', labour(rng, LABOUR_DE.Mechanik, rng.int(6, 9), rate, code, 0.1), 'Zwischensumme Lohn Mechanik'),
    section('Lohn Elektrik', 'labour', labour(rng, LABOUR_DE.Elektrik, rng.int(3, 5), rate, code, 0.1), 'Zwischensumme Lohn Elektrik'),
    section('Lohn Sattlerei', 'labour', labour(rng, LABOUR_DE.Sattlerei, rng.int(3, 5), rate, code, 0.1), 'Zwischensumme Lohn Sattlerei'),
    section('Teile Motor', 'parts', parts(rng, PARTS_DE.Motor, rng.int(4, 7), y, 'EUR', code), 'Zwischensumme Teile Motor'),
    section(
      'Teile Fahrwerk und Bremsen',
      'parts',
      [...parts(rng, PARTS_DE.Fahrwerk, rng.int(3, 4), y, 'EUR', code), ...parts(rng, PARTS_DE.Bremsen, rng.int(3, 4), y, 'EUR', code)],
      'Zwischensumme Teile Fahrwerk',
    ),
    section('Teile Innenraum', 'parts', parts(rng, PARTS_DE.Innenraum, rng.int(2, 4), y, 'EUR', code), 'Zwischensumme Teile Innenraum'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = r2(lab + prt);
  const vat = r2(net * 0.19);
  const gross = r2(net + vat);
  const mil = rng.int(20000, 180000);
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Klassik Garage Isartal GmbH',
    firmLines: [
      'Wolfratshauser Straße 190 · 81479 München · Tel. 089 790 14 55',
      'Geschäftsführer: Florian Brandl · HRB ' + digits(rng, 6) + ' · USt-IdNr. DE' + digits(rng, 9),
    ],
    title: 'RECHNUNG',
    meta: [
      ['Beleg-Nr.', `RE${digits(rng, 7)}`],
      ['Belegdatum', fd(date, 'de')],
      ['Auftragsdatum', fd(addDays(date, -rng.int(20, 70)), 'de')],
      ['Sachbearbeiter', rng.pick(['M. Huber', 'S. Aigner', 'T. Wimmer'])],
    ],
    customerCaption: 'Rechnungsadresse',
    customer: [n, st, town],
    vehicle: [
      ['Modell', c.name],
      ['FIN', c.chassis],
      ['Kennzeichen', plateDe(rng)],
      ['Erstzulassung', fd(`${c.built}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de')],
      ['Laufleistung', `${km(mil)} km`],
      ['HU fällig', `${pad(rng.int(1, 12), 2)}/${y + 2}`],
      ['Farbe', rng.pick(['Signalrot', 'Silbergrau metallic', 'Tundragrün', 'Chamonixweiß'])],
      ['Schlüssel-Nr.', `${digits(rng, 4)}/${digits(rng, 3)}`],
    ],
    vehicleStyle: 'grid',
    sections: ss,
    cols: 'codeamt',
    colHeads: ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Betrag €'],
    fmtQty: (l, k) => (k === 'labour' ? `${num(l.qty, 'de')} h` : `${l.qty} St`),
    fmt: f,
    recapTitle: 'Rechnungssumme',
    recap: [
      ['Summe Lohn', f(lab)],
      ['Summe Teile', f(prt)],
      ['Netto', f(net)],
      ['MwSt. 19 %', f(vat)],
      ['Rechnungsbetrag brutto', f(gross), true],
    ],
    closing: [
      `Es gelten unsere Allgemeinen Geschäftsbedingungen (Stand ${y - 1}), einsehbar in unseren Geschäftsräumen. Der Rechnungsbetrag ist sofort fällig. Ihre nächste Wartung empfehlen wir bei ${km(mil + 5000)} km oder spätestens am ${fd(addDays(date, 365), 'de')}.`,
    ],
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A rural garage's inspection bill with the complete repair conditions under it in one column. */
export function landwerkstattBedingungen(rng: Random): Generated {
  const date = rng.date(1985, 2001);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'DM');
  const vr = y < 1993 ? 14 : y < 1998 ? 15 : 16;
  const cx = ctx(rng, date, c.name, 'de', 'de', 'DM');
  const ss: Section[] = [
    section(
      'Arbeitsleistungen',
      'labour',
      labour(rng, [...LABOUR_DE.Mechanik, ...LABOUR_DE.Elektrik], rng.int(7, 10), rate, seq(''), 0.1),
      'Summe Arbeitsleistungen',
    ),
    section(
      'Ersatzteile',
      'parts',
      [...parts(rng, PARTS_DE.Bremsen, rng.int(3, 5), y, 'DM', seq('')), ...parts(rng, PARTS_DE.Fahrwerk, rng.int(2, 4), y, 'DM', seq(''))],
      'Summe Ersatzteile',
    ),
  ];
  const lab = ss[0].sum;
  const prt = ss[1].sum;
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(50000, 220000);
  const [n, st, town] = personDe(rng);
  const f = (x: number) => num(x, 'de');
  const cfg: BillCfg = {
    head: 'center',
    firm: 'Kfz-Werkstatt Josef Hinterberger',
    firmLines: ['Reparaturen aller Fabrikate · Abschleppdienst · AU/ASU', 'Dorfstraße 2 · 94136 Thyrnau · Tel. 08501/12 66'],
    title: 'Rechnung',
    meta: [
      ['Nr.', String(rng.int(100, 2999))],
      ['Datum', fd(date, 'de')],
    ],
    customerCaption: 'Kunde',
    customer: [n, st, town],
    vehicle: [
      ['Fahrzeug', c.name],
      ['Kennzeichen', `PA-${letters(rng, 2)} ${rng.int(10, 999)}`],
      ['Fgst.-Nr.', c.chassis],
      ['km', km(mil)],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['', 'Text', 'Std./Menge', 'Preis', 'DM'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'de') : String(l.qty)),
    fmt: f,
    recap: [
      ['Arbeitslohn', f(lab)],
      ['Ersatzteile', f(prt)],
      ['Nettobetrag', f(net)],
      [`${vr} % MwSt.`, f(vat)],
      ['Rechnungsbetrag', `DM ${f(gross)}`, true],
    ],
    terms: {
      title: 'Bedingungen für die Ausführung von Arbeiten an Kraftfahrzeugen, Anhängern, Aggregaten und deren Teilen und für Kostenvoranschläge',
      paras: termsDe(cx, rng.int(5, 12)),
      columns: 1,
    },
  };
  return billDoc(cfg, 'de', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}
