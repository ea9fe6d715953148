/**
 * German-language sales and valuations of the Alps: a motoring club's printed Kaufvertrag filled in by two private
 * parties (Austria), a Swiss dealer's Occasion-Kaufvertrag with a trade-in, an Austrian court-certified expert's
 * Schätzgutachten, and a Swiss veteran-car valuation with a Zustandsnote.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, vatCH, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, curAT, kv, person, place, plate, round, signature, stamp, surname } from './kit';

const WORDS = [
  'null',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function under100(n: number): string {
  if (n < 20) return WORDS[n];
  const t = Math.floor(n / 10);
  const u = n % 10;
  return u ? `${WORDS[u]}und${TENS[t]}` : TENS[t];
}
function under1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  return `${h ? `${WORDS[h]}hundert` : ''}${r ? under100(r) : ''}`;
}
/** A whole amount in German words, as a Kaufvertrag writes it ("zwölftausendfünfhundert"). */
export function inWords(n: number): string {
  const th = Math.floor(n / 1000);
  const r = n % 1000;
  const s = `${th ? `${th === 1 ? 'ein' : under1000(th)}tausend` : ''}${r ? under1000(r) : ''}`;
  return s || 'null';
}

/** An Austrian motoring club's printed Kaufvertrag for a used vehicle, filled in by private parties (1975–2026). */
export function atClubKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2026);
  const y = Number(date.slice(0, 4));
  const cur = curAT(y);
  const seller = person(rng, 'AT');
  const buyer = person(rng, 'AT');
  const sp = place(rng, 'AT');
  const bp = place(rng, 'AT');
  const c = car(rng, 'eu', y);
  const price = cur === 'öS' ? round(rng.int(15000, 450000), 1000) : round(rng.int(4000, 95000), 500);
  const club = rng.pick(['Österreichischer Motor-Veteranen-Club', 'Kraftfahrer-Vereinigung Österreichs', 'Steirischer Oldtimer-Club']);

  p.text(297, club, { size: 9, align: 'center', y: 50 });
  p.text(297, 'KAUFVERTRAG', { size: 18, bold: true, align: 'center', y: 74 });
  p.text(297, 'für ein gebrauchtes Kraftfahrzeug zwischen Privatpersonen', { size: 9, align: 'center', y: 88 });
  p.y = 115;
  const block = (title: string, who: { name: string }, pl: { street: string; post: string; town: string }, x: number) => {
    p.box(x, 102, 240, 62);
    p.text(x + 8, title, { size: 8, bold: true, y: 114 });
    p.text(x + 8, who.name, { size: 10.5, serif: true, y: 132 });
    p.text(x + 8, pl.street, { size: 10, serif: true, y: 145 });
    p.text(x + 8, `${pl.post} ${pl.town}`, { size: 10, serif: true, y: 158 });
  };
  block('Verkäufer', seller, sp, 50);
  block('Käufer', buyer, bp, 305);
  p.y = 190;
  p.text(50, 'Kaufgegenstand', { size: 10, bold: true });
  p.down(16);
  const fields: [string, string][] = [
    ['Marke / Type', `${c.make} ${c.model}`],
    ['Fahrgestellnummer', c.vin],
    ['Baujahr', String(c.year)],
    ['Kennzeichen', y < 2000 || rng.chance(0.5) ? plate(rng, 'AT', y, sp.area) : 'abgemeldet'],
    ['km-Stand lt. Tacho', String(rng.int(20000, 190000))],
    ['Typenschein Nr.', String(rng.int(1000, 99999))],
  ];
  for (const [a, b] of fields) {
    p.text(60, a, { size: 9 });
    p.text(200, b, { size: 10.5, serif: true });
    p.box(195, p.y + 3, 340, 0.01);
    p.down(17);
  }
  p.down(8);
  p.text(50, 'Kaufpreis', { size: 10, bold: true });
  p.down(16);
  p.text(60, `${cur} `, { size: 10 });
  p.text(100, num(price, 'de'), { size: 11, serif: true, bold: true });
  p.text(220, `in Worten: ${inWords(price)} ${cur === 'öS' ? 'Schilling' : 'Euro'}`, { size: 10, serif: true });
  p.down(16);
  p.text(
    60,
    rng.pick([
      'Der Kaufpreis wurde bei Übergabe bar bezahlt.',
      'Der Kaufpreis wird binnen 7 Tagen überwiesen.',
      'Eine Anzahlung wurde geleistet, der Rest bei Übergabe.',
    ]),
    { size: 9 },
  );
  p.down(22);
  para(
    p,
    50,
    'Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss jeder Gewährleistung verkauft. Der Verkäufer erklärt, dass das Fahrzeug sein unbeschränktes Eigentum ist, keine Unfallschäden außer den angeführten aufweist und der km-Stand nach seinem Wissen der tatsächlichen Laufleistung entspricht. Mit Übergabe gehen Gefahr und Nutzen auf den Käufer über; Typenschein und Zulassungsschein wurden übergeben.',
    105,
    { size: 8.5 },
  );
  p.down(10);
  p.text(50, `Bekannte Mängel: ${rng.pick(['keine', 'Rost an den Schwellern', 'Kupplung rutscht leicht', 'Lack teilweise erneuert', 'Tacho getauscht'])}`, {
    size: 9.5,
    serif: true,
  });
  p.down(26);
  p.text(50, `${sp.town}, am ${fd(date, 'de')}`, { size: 10.5, serif: true });
  p.down(46);
  signature(p, 50, 'Unterschrift Verkäufer', 200, seller.name);
  signature(p, 320, 'Unterschrift Käufer', 200, buyer.name);
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller.name, saleDate: date, purchasePrice: price });
}

/** A Swiss dealer's Kaufvertrag for an Occasion (1995–2026): price incl. MWST, a trade-in taken, the rest to pay. */
export function chOccasionKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const where = place(rng, 'CH');
  const firm = `${rng.pick(['Garage', 'Classic Cars', 'Auto'])} ${surname(rng, 'CH')} AG`;
  const buyer = person(rng, 'CH');
  const c = car(rng, 'eu');
  const price = round(rng.int(9000, 180000), 100);
  const trade = rng.chance(0.6) ? round(rng.int(1000, 12000), 100) : 0;
  const rv = vatCH(Number(date.slice(0, 4)));
  const vat = r2(price - price / (1 + rv / 100));
  const rest = price - trade;

  p.text(50, firm, { size: 15, bold: true });
  p.down(12).text(50, `${where.street} · ${where.post} ${where.town} · Occasionen und Veteranenfahrzeuge`, { size: 8.5 });
  p.y = 110;
  p.text(50, 'Kaufvertrag Occasion', { size: 16 });
  p.text(545, `Vertrag Nr. ${rng.int(1000, 9999)}`, { size: 9.5, align: 'right' });
  p.down(24);
  kv(p, 50, 'Verkäufer', firm, 170);
  p.down(13);
  kv(p, 50, 'Käufer', `${buyer.name}, ${place(rng, 'CH').town}`, 170);
  p.down(22);
  p.text(50, 'Fahrzeug', { size: 10, bold: true });
  p.down(14);
  for (const [a, b] of [
    ['Marke, Typ', `${c.make} ${c.model}`],
    ['Fahrgestell-Nr.', c.vin],
    ['1. Inverkehrsetzung', String(c.year)],
    ['Kilometer', num(rng.int(20000, 180000), 'ch').slice(0, -3)],
    ['Letzte MFK', fd(addDays(date, -rng.int(10, 700)), 'de')],
    ['Farbe', c.colour ?? ''],
  ] as [string, string][]) {
    kv(p, 60, a, b, 170);
    p.down(13);
  }
  p.down(14);
  const cols: Col[] = [{ x: 60 }, { x: 470, align: 'right' }];
  row(p, cols, [`Verkaufspreis inkl. ${rv} % MWST`, `CHF ${num(price, 'ch')}`], { size: 10, bold: true });
  p.down(13);
  row(p, cols, [`darin enthaltene MWST`, `CHF ${num(vat, 'ch')}`], { size: 8.5 });
  p.down(13);
  if (trade) {
    row(
      p,
      cols,
      [`abzüglich Eintausch ${rng.pick(['VW Golf', 'Opel Astra', 'Subaru Legacy', 'Toyota Corolla'])}, Jg. ${rng.int(1998, 2015)}`, `CHF ${num(-trade, 'ch')}`],
      { size: 10 },
    );
    p.down(13);
    hline(p, 350, 130, p.y - 3);
    p.down(10);
    row(p, cols, ['Restbetrag', `CHF ${num(rest, 'ch')}`], { size: 10, bold: true });
    p.down(13);
  }
  p.down(14);
  para(
    p,
    50,
    `Zahlung: ${rng.pick(['bar bei Übergabe', 'Überweisung vor Auslieferung', 'Anzahlung CHF 1000.– bei Vertragsabschluss, Rest bei Übergabe'])}. Auslieferung frisch ab MFK. Garantie: ${rng.pick(['keine (Veteranenfahrzeug, gekauft wie besichtigt)', '3 Monate auf Motor und Getriebe', '6 Monate Occasionsgarantie'])}. Eigentumsvorbehalt bis zur vollständigen Bezahlung.`,
    100,
    { size: 9 },
  );
  p.down(18);
  p.text(50, `${where.town}, ${fd(date, 'de')}`, { size: 10 });
  p.down(40);
  signature(p, 50, 'Der Verkäufer', 200);
  signature(p, 320, 'Der Käufer', 200, buyer.name);
  return doc(p, 'de', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: price });
}

const GRADES_AT: [string, string][] = [
  ['2', 'sehr guter Zustand'],
  ['2-', 'guter bis sehr guter Zustand'],
  ['2+', 'sehr guter Zustand, nahe Concours'],
  ['3', 'gebrauchter, fahrbereiter Zustand'],
  ['3+', 'guter gebrauchter Zustand'],
  ['1-', 'hervorragender Zustand'],
];

/** An Austrian court-certified expert's Schätzgutachten (1990–2026): findings, a Zustandsnote, values, the signature. */
export function atSchaetzgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const y = Number(date.slice(0, 4));
  const cur = curAT(y);
  const expert = person(rng, 'AT');
  const title = rng.pick(['Ing.', 'Dipl.-Ing.', 'KR Ing.', 'Ing. Mag.']);
  const name = `${title} ${expert.name}`;
  const where = place(rng, 'AT');
  const c = car(rng, 'eu');
  const [grade, gradeText] = rng.pick(GRADES_AT);
  const value = cur === 'öS' ? round(rng.int(60000, 1500000), 5000) : round(rng.int(6000, 160000), 500);
  const repl = round(value * (1.1 + rng.next() * 0.3), cur === 'öS' ? 5000 : 500);

  p.text(50, name, { size: 13, bold: true, serif: true });
  p.down(13).text(50, 'Allgemein beeideter und gerichtlich zertifizierter Sachverständiger für Kraftfahrzeugwesen', { size: 8.5, serif: true });
  p.down(11).text(50, `${where.street}, ${where.post} ${where.town}`, { size: 8.5, serif: true });
  p.y = 120;
  p.text(297, 'SCHÄTZGUTACHTEN', { size: 17, bold: true, serif: true, align: 'center' });
  p.down(15).text(297, `Nr. ${rng.int(10, 999)}/${String(y).slice(2)} — zur Vorlage bei der Versicherung`, { size: 9.5, serif: true, align: 'center' });
  p.down(26);
  const owner = person(rng, 'AT');
  for (const [a, b] of [
    ['Auftraggeber', owner.name],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Fahrgestellnummer', c.vin],
    ['Baujahr', String(c.year)],
    ['Kennzeichen', plate(rng, 'AT', y, where.area)],
    ['Besichtigung', `${fd(addDays(date, -rng.int(1, 14)), 'de')} in ${where.town}`],
  ] as [string, string][]) {
    kv(p, 50, a, b, 180, { size: 9.5 });
    p.down(13);
  }
  p.down(12);
  p.text(50, 'Befund', { size: 10.5, bold: true, serif: true });
  p.down(14);
  para(
    p,
    50,
    `Karosserie: ${rng.pick(['fachgerecht restauriert, Spaltmaße gleichmäßig', 'original, kleine Lackschäden am Kotflügel', 'Schweller erneuert, sonst original'])}. Lack: ${rng.pick(['Neulackierung in Originalfarbe', 'Originallack mit Patina', 'teilweise nachlackiert'])}. Innenausstattung: ${rng.pick(['Leder original, leichte Gebrauchsspuren', 'neu bezogen', 'Sitze erneuert, Himmel original'])}. Motor und Getriebe: ${rng.pick(['läuft ruhig, kein Ölverlust', 'revidiert, Belege vorhanden', 'leichter Ölnebel am Ventildeckel'])}. Fahrwerk und Bremsen ohne Beanstandung.`,
    100,
    { size: 9, serif: true },
  );
  p.down(8);
  p.text(50, `Zustandsnote: ${grade} (${gradeText})`, { size: 10.5, bold: true, serif: true });
  p.down(22);
  p.text(50, 'Bewertung', { size: 10.5, bold: true, serif: true });
  p.down(15);
  const cols: Col[] = [{ x: 60 }, { x: 470, align: 'right' }];
  row(p, cols, ['Wiederbeschaffungswert', `${cur} ${num(repl, 'de')}`], { size: 10, serif: true });
  p.down(14);
  row(p, cols, ['Marktwert (Zeitwert)', `${cur} ${num(value, 'de')}`], { size: 10, serif: true, bold: true });
  p.down(22);
  para(
    p,
    50,
    `Der Marktwert des Fahrzeuges wird zum Stichtag mit ${cur} ${num(value, 'de')} festgestellt. Dieser Wert wird als Versicherungswert empfohlen.`,
    100,
    { size: 9.5, serif: true },
  );
  p.down(16);
  p.text(50, `${where.town}, ${fd(date, 'de')}`, { size: 10, serif: true });
  p.down(40);
  signature(p, 50, 'Der Sachverständige', 220, name);
  stamp(p, 340, p.y - 40, 190, ['ALLG. BEEIDETER UND GERICHTLICH', 'ZERTIFIZIERTER SACHVERSTÄNDIGER', expert.name.toUpperCase()]);
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: name,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: `${grade} (${gradeText})`,
  });
}

/** A Swiss veteran-car valuation (2000–2026): a points table by assembly, Zustandsnote 1–5, Versicherungswert. */
export function chVeteranenBewertung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2026);
  const expert = person(rng, 'CH');
  const where = place(rng, 'CH');
  const office = `${rng.pick(['Fahrzeugexpertisen', 'Oldtimer-Expertenbüro', 'Expertisen & Schätzungen'])} ${expert.last}`;
  const c = car(rng, 'eu');
  const parts: [string, number][] = [
    'Karosserie',
    'Lack',
    'Chrom / Zierteile',
    'Innenraum',
    'Motor',
    'Getriebe / Antrieb',
    'Fahrwerk / Bremsen',
    'Elektrik',
  ].map((k) => [k, Math.round((1.5 + rng.next() * 2) * 2) / 2]);
  const avg = Math.round((parts.reduce((a, b) => a + b[1], 0) / parts.length) * 10) / 10;
  const words = avg < 2 ? 'sehr gut' : avg < 2.6 ? 'gut' : avg < 3.3 ? 'gebraucht / befriedigend' : 'mangelhaft';
  const value = round(rng.int(12000, 220000), 500);

  p.text(50, office, { size: 14, bold: true });
  p.down(12).text(
    50,
    `${expert.name}, eidg. dipl. Automobildiagnostiker, Mitglied Verband der Fahrzeugexperten · ${where.street}, ${where.post} ${where.town}`,
    { size: 8 },
  );
  p.y = 105;
  p.text(50, 'Bewertung eines Veteranenfahrzeuges', { size: 15 });
  p.down(20);
  for (const [a, b] of [
    ['Fahrzeug', `${c.make} ${c.model}, Jahrgang ${c.year}`],
    ['Fahrgestell-Nr.', c.vin],
    ['Kontrollschild', plate(rng, 'CH', 2010, where.area)],
    ['Eigentümer', person(rng, 'CH').name],
    ['Datum der Besichtigung', fd(addDays(date, -rng.int(0, 10)), 'de')],
  ] as [string, string][]) {
    kv(p, 50, a, b, 190);
    p.down(13);
  }
  p.down(12);
  const cols: Col[] = [{ x: 60 }, { x: 300, align: 'right' }];
  row(p, cols, ['Baugruppe', 'Note (1–5)'], { bold: true });
  hline(p, 55, 255, p.y + 4);
  p.down(16);
  for (const [k, n] of parts) {
    row(p, cols, [k, num(n, 'ch').replace('.00', '.0').replace('.50', '.5')]);
    p.down(12);
  }
  hline(p, 55, 255, p.y - 3);
  p.down(12);
  row(p, cols, ['Gesamtnote', num(avg, 'ch').slice(0, -1)], { bold: true });
  p.down(24);
  p.text(50, `Zustand: Note ${num(avg, 'ch').slice(0, -1)} – ${words}`, { size: 10, bold: true });
  p.down(18);
  para(p, 50, `Aufgrund der Besichtigung, der vorgelegten Unterlagen und der aktuellen Marktlage schätzen wir den Wert des Fahrzeuges wie folgt:`, 100, {
    size: 9,
  });
  p.down(6);
  p.box(50, p.y - 12, 495, 22, true);
  p.text(60, 'Versicherungswert (Vereinbarter Wert)', { size: 10.5, bold: true });
  p.text(535, `CHF ${num(value, 'ch')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'Die Bewertung ist zwei Jahre gültig. Die Noten entsprechen der Skala 1 (neuwertig) bis 5 (restaurierungsbedürftig).', { size: 8 });
  p.down(26);
  p.text(50, `${where.town}, ${fd(date, 'de')}`, { size: 10 });
  p.down(40);
  signature(p, 50, 'Der Experte', 200, expert.name);
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: expert.name,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: `Note ${num(avg, 'ch').slice(0, -1)} – ${words}`,
  });
}
