import { PageBuilder } from './page';
import type { Random } from './random';
import { shiftDays } from './service-invoice';
import type { Generated } from './types';
import { pickFrom, type Variant } from './variant';
import {
  APPRAISERS,
  CITIES,
  formatDate,
  formatMoney,
  formatNumber,
  localeOf,
  PEOPLE,
  plate,
  round2,
  VEHICLES,
  vin,
  type Lang,
  type Locale,
} from './vocabulary';

/**
 * Fourth families (issue 11, fifth pass, decision 032): insurance papers, registrations, titles,
 * purchase contracts and appraisals in a wide variety drawn per document — where labels stand
 * (beside with a colon, in a second column, right-aligned, over or under their values, cells of
 * a boxed grid, field codes), headings and issuers, parties stacked, side by side or in a role
 * table, which other dates the page prints (issue, first registration, birth, renewal) and
 * which other numbers (customer numbers, instalments, insured sums, tax, no-claims years,
 * model years, odometer readings, plates, VINs), both languages, US/UK/DE formats.
 * Every label list is split in halves (variant.ts): the held-out half is never to be added to
 * the reader's lists — it measures whether the reading generalises.
 */

type Words = Record<Lang, string[]>;
type Pair = [string, string];
type Style = 'colon' | 'column' | 'right' | 'above' | 'below' | 'grid' | 'dots';

const STYLES: Style[] = ['colon', 'column', 'right', 'above', 'below', 'grid', 'dots'];

/** Pairs placed in one style: one under the other, or cells of a grid (two or three a row). */
function place(b: PageBuilder, rng: Random, style: Style, pairs: Pair[], x = 50) {
  if (style === 'grid') {
    const perRow = rng.pick([2, 3]);
    const cell = 495 / perRow;
    for (let i = 0; i < pairs.length; i += perRow) {
      const row = pairs.slice(i, i + perRow);
      row.forEach(([label, value], j) => {
        b.box(x + j * cell, b.y - 10, cell, 30);
        b.text(x + 4 + j * cell, label, { size: 7 }).text(x + 4 + j * cell, value, { size: 10, y: b.y + 13 });
      });
      b.down(34);
    }
    return;
  }
  for (const [label, value] of pairs) {
    switch (style) {
      case 'colon':
        b.text(x, `${label}: ${value}`).down(15);
        break;
      case 'column':
        b.text(x, label)
          .text(x + 170, value)
          .down(15);
        break;
      case 'right':
        b.text(x, label).text(545, value, { align: 'right' }).down(15);
        break;
      case 'dots':
        b.text(x, `${label} ........`)
          .text(x + 200, value)
          .down(15);
        break;
      case 'above':
        b.text(x, label, { size: 7 })
          .text(x, value, { y: b.y + 12, size: 10.5 })
          .down(28);
        break;
      case 'below':
        b.text(x, value, { size: 10.5 })
          .text(x, label, { y: b.y + 10, size: 7 })
          .down(26);
        break;
    }
  }
}

const pick = (rng: Random, words: Words, lang: Lang, v: Variant) => pickFrom(rng, words[lang], v);
const shuffled = <T>(rng: Random, xs: T[]) => rng.some(xs, xs.length);

// ---------------------------------------------------------------- insurance

const INSURANCE = {
  insurer: {
    en: [
      'Wessex Heritage Motor Insurance',
      'Blue Ribbon Classic Underwriters',
      'Copperfield Mutual Insurance Co.',
      'Lakeshore Collector Insurance LLC',
      'Stirling Vintage Cover Ltd',
      'Great Plains Auto Insurance Company',
      'Kingsbridge Motor Assurance plc',
      'Prairie Classic Car Insurance Inc.',
    ],
    de: [
      'Rheinische Oldtimer-Versicherung AG',
      'Alpenland Klassik Assekuranz',
      'Elbufer Versicherung VVaG',
      'Süddeutsche Liebhaberfahrzeug-Versicherung',
      'Westfalia Kraftfahrt-Versicherung AG',
      'Bodensee Oldtimer Schutz GmbH',
      'Hanse Kfz-Versicherung a.G.',
      'Mainfranken Versicherungskasse',
    ],
  },
  title: {
    en: [
      'Certificate of Motor Insurance',
      'Policy Schedule',
      'Renewal Invitation',
      'Declarations Page',
      'Statement of Cover',
      'Insurance Confirmation',
      'Policy Declarations',
      'Renewal Schedule',
    ],
    de: [
      'Versicherungsschein',
      'Beitragsrechnung',
      'Versicherungsbestätigung',
      'Nachtrag zum Versicherungsschein',
      'Beitragsmitteilung',
      'Deckungsbestätigung',
      'Jahresrechnung',
      'Vertragsübersicht',
    ],
  },
  number: {
    en: ['Policy number', 'Policy No.', 'Certificate No.', 'Policy ref', 'Our reference', 'Contract number', 'Agreement no.', 'Policy ID'],
    de: ['Versicherungsschein-Nr.', 'Vertragsnummer', 'Vertrags-Nr.', 'Policennummer', 'VS-Nr.', 'Versicherungsnummer', 'Unser Zeichen', 'Vertrag Nr.'],
  },
  customer: {
    en: ['Customer number', 'Client ref', 'Account no.', 'Member no.'],
    de: ['Kundennummer', 'Kunden-Nr.', 'Mitgliedsnummer', 'Partner-Nr.'],
  },
  cover: {
    en: ['Cover', 'Type of cover', 'Coverage', 'Level of cover', 'Plan', 'Cover type', 'Product', 'Policy type'],
    de: ['Deckung', 'Deckungsumfang', 'Tarif', 'Versicherungsart', 'Versicherungsumfang', 'Produkt', 'Leistungsumfang', 'Sparte'],
  },
  covers: {
    en: ['Comprehensive', 'Third Party, Fire and Theft', 'Agreed Value Comprehensive', 'Laid-up Cover', 'Third Party Only', 'Classic Comprehensive'],
    de: ['Vollkasko', 'Teilkasko', 'Haftpflicht', 'Ruheversicherung', 'Haftpflicht mit Teilkasko', 'Oldtimer-Vollkasko'],
  },
  period: {
    en: ['Period of insurance', 'Policy period', 'Period of cover', 'Term', 'Coverage period', 'Effective dates', 'Insurance period', 'Cover period'],
    de: ['Versicherungszeitraum', 'Laufzeit', 'Vertragslaufzeit', 'Versicherungsdauer', 'Zeitraum', 'Gültigkeit', 'Versicherungsperiode', 'Deckungszeitraum'],
  },
  from: {
    en: ['Effective from', 'Start date', 'Cover starts', 'Inception date', 'Valid from', 'Commencement date', 'From', 'Period from'],
    de: ['Versicherungsbeginn', 'Beginn', 'Vertragsbeginn', 'Gültig ab', 'Ab', 'Laufzeitbeginn', 'Beginn der Versicherung', 'Beginnt am'],
  },
  to: {
    en: ['Expiry date', 'End date', 'Cover ends', 'Expires', 'Valid until', 'Renewal date', 'To', 'Period to'],
    de: ['Ablauf', 'Vertragsende', 'Ende', 'Gültig bis', 'Bis', 'Laufzeitende', 'Ablaufdatum', 'Endet am'],
  },
  premium: {
    en: [
      'Total premium',
      'Total amount payable',
      'Annual premium (incl. tax)',
      'Total premium payable',
      'Amount due',
      'Total annual premium',
      'Premium payable',
      'Total to pay',
    ],
    de: [
      'Gesamtbeitrag',
      'Zu zahlender Beitrag',
      'Jahresbeitrag gesamt',
      'Zahlbetrag',
      'Beitrag inkl. Versicherungsteuer',
      'Gesamtprämie',
      'Rechnungsbetrag',
      'Beitrag gesamt',
    ],
  },
  net: {
    en: ['Net premium', 'Premium before tax', 'Base premium', 'Premium excl. IPT'],
    de: ['Nettobeitrag', 'Beitrag netto', 'Grundbeitrag', 'Beitrag ohne Steuer'],
  },
  tax: { en: ['Insurance Premium Tax', 'IPT', 'Premium tax', 'Tax'], de: ['Versicherungsteuer', 'Vers.-Steuer', 'Versicherungssteuer 19 %', 'Steuer'] },
  excess: {
    en: ['Excess', 'Deductible', 'Compulsory excess', 'Voluntary excess', 'Policy excess', 'Deductible amount', 'Own damage excess', 'Excess (each claim)'],
    de: [
      'Selbstbeteiligung',
      'SB',
      'Selbstbehalt',
      'Selbstbeteiligung je Schaden',
      'SB Vollkasko',
      'Selbstbeteiligung Teilkasko',
      'Eigenanteil je Schadenfall',
      'Selbstbeteiligung (je Fall)',
    ],
  },
  insured: {
    en: ['Agreed value', 'Sum insured', 'Insured value', 'Vehicle value'],
    de: ['Versicherungssumme', 'Vereinbarter Wert', 'Wertgutachten-Summe', 'Versicherter Wert'],
  },
  issued: { en: ['Date of issue', 'Issued', 'Issue date', 'Date'], de: ['Ausstellungsdatum', 'Ausgestellt am', 'Datum', 'Erstellt am'] },
  ncd: {
    en: ['No-claims years', 'NCD years', 'Claim-free years', 'No claims bonus (years)'],
    de: ['SF-Klasse', 'Schadenfreiheitsklasse', 'SF', 'Schadenfreie Jahre'],
  },
  instalment: {
    en: (n: number, v: string) => `Payable in ${n} monthly instalments of ${v}`,
    de: (n: number, v: string) => `Zahlbar in ${n} Raten zu je ${v}`,
  },
};

function letterhead(b: PageBuilder, rng: Random, name: string, title: string, lang: Lang) {
  const where = rng.pick(['left', 'right', 'center'] as const);
  const x = where === 'left' ? 50 : where === 'right' ? 545 : 297;
  b.text(x, name, { size: rng.pick([15, 17, 19]), bold: true, align: where === 'left' ? 'left' : where }).down(15);
  const [street, town] = rng.pick(CITIES[lang]);
  b.text(x, `${street} · ${town}`, { size: 7.5, align: where === 'left' ? 'left' : where }).down(28);
  b.text(50, title, { size: rng.pick([12, 14]), bold: true }).down(26);
}

export function wildInsurance(rng: Random, lang: Lang, v: Variant): Generated {
  const w = INSURANCE;
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  letterhead(b, rng, pick(rng, w.insurer, lang, v), pick(rng, w.title, lang, v), lang);
  const holder = rng.pick(PEOPLE);
  b.text(50, holder).down(13).text(50, rng.pick(CITIES[lang]).join(', ')).down(24);
  const policy = rng.pick([
    () => `${rng.pick(['MC', 'HV', 'KL', 'OT'])}-${rng.int(100000, 999999)}`,
    () => `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100000, 999999)}`,
    () => `${rng.pick(['P', 'V'])}${rng.int(1000000, 9999999)}`,
    () => `${rng.int(100, 999)}/${rng.int(1000, 9999)}/${rng.pick(['K', 'H', 'T'])}`,
  ])();
  let start = rng.date(2004, 2025);
  if (start.endsWith('02-29')) start = shiftDays(start, 1);
  const issued = shiftDays(start, -rng.int(5, 40));
  // A year of cover: the same day a year on, or the day before it (never 364 days across a 29 February).
  const sameDayNextYear = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const end = rng.chance(0.5) ? shiftDays(sameDayNextYear, -1) : sameDayNextYear;
  const cover = pick(rng, w.covers, lang, v);
  const net = round2(120 + rng.next() * 1100);
  const tax = round2(net * (lang === 'de' ? 0.19 : locale === 'uk' ? 0.12 : 0.05));
  const total = round2(net + tax);
  const excess = rng.pick([100, 150, 250, 300, 500, 1000]);
  const money = (n: number) => formatMoney(n, locale, rng);
  const date = (iso: string) => formatDate(iso, locale, rng);
  const head: Pair[] = [
    [pick(rng, w.number, lang, v), policy],
    [pick(rng, w.issued, lang, v), date(issued)],
  ];
  if (rng.chance(0.7)) head.push([pick(rng, w.customer, lang, v), String(rng.int(1000000, 99999999))]);
  const body: Pair[] = [[pick(rng, w.cover, lang, v), cover]];
  if (rng.chance(0.5)) body.push([pick(rng, w.period, lang, v), `${date(start)} ${rng.pick(lang === 'de' ? ['bis', '–'] : ['to', '–'])} ${date(end)}`]);
  else body.push([pick(rng, w.from, lang, v), date(start)], [pick(rng, w.to, lang, v), date(end)]);
  body.push([pick(rng, w.excess, lang, v), money(excess)]);
  const distractors: Pair[] = [
    [lang === 'de' ? 'Kennzeichen' : rng.pick(['Registration', 'Vehicle registration']), plate(rng, locale)],
    [lang === 'de' ? 'FIN' : 'VIN', vin(rng)],
    [pick(rng, w.insured, lang, v), money(1000 * rng.int(8, 90))],
    [pick(rng, w.ncd, lang, v), String(rng.int(2, 25))],
    [lang === 'de' ? 'Baujahr' : 'Year of manufacture', String(rng.int(1950, 1990))],
  ];
  const style = rng.pick(STYLES);
  // The reference block either heads the page at the right or joins the rest.
  if (rng.chance(0.5)) {
    const top = b.y - 60;
    head.forEach(([l, val], i) => b.text(330, l, { y: top + i * 13, size: 8.5 }).text(545, val, { y: top + i * 13, size: 8.5, align: 'right' }));
    place(b, rng, style, shuffled(rng, [...body, ...rng.some(distractors, rng.int(2, 4))]));
  } else place(b, rng, style, [...head, ...shuffled(rng, [...body, ...rng.some(distractors, rng.int(2, 4))])]);
  b.down(14);
  const sums: Pair[] = [[pick(rng, w.premium, lang, v), money(total)]];
  if (rng.chance(0.7)) sums.unshift([pick(rng, w.net, lang, v), formatNumber(net, locale)], [pick(rng, w.tax, lang, v), formatNumber(tax, locale)]);
  place(b, rng, rng.pick(['right', 'column', 'colon'] as const), sums);
  if (rng.chance(0.5)) {
    const n = rng.pick([4, 10, 12]);
    b.down(8).text(50, w.instalment[lang](n, money(round2(total / n))), { size: 8.5 });
  }
  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: cover,
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: excess,
    },
  };
}

// ---------------------------------------------------------------- registrations

const REG = {
  zbTitle: ['Zulassungsbescheinigung Teil I', 'Zulassungsbescheinigung Teil I (Fahrzeugschein)'],
  zbAuthority: ['Landratsamt Esslingen', 'Stadt Köln – Straßenverkehrsamt', 'Kreis Segeberg Zulassungsbehörde', 'Landeshauptstadt München KVR'],
  plate: ['Amtliches Kennzeichen', 'Kennzeichen', 'amtl. Kennzeichen', 'Kennz.'],
  first: ['Datum der Erstzulassung', 'Erstzulassung', 'Tag der ersten Zulassung', 'EZ'],
  hu: ['Nächste HU', 'Hauptuntersuchung bis', 'HU fällig', 'Nächste Hauptuntersuchung'],
  docNo: ['Nr. der Bescheinigung', 'Bescheinigungs-Nr.', 'Dokumentnummer', 'Ausweis-Nr.'],
  v5Title: ['Vehicle Registration Certificate', 'Registration Certificate V5C', 'V5C Registration Certificate', 'Log book (V5C)'],
  v5Ref: ['Document reference number', 'Document ref.', 'Doc. reference', 'Reference no.'],
  v5Plate: ['Registration number', 'Registration mark', 'Vehicle registration', 'Reg. mark'],
  v5First: ['Date of first registration', 'First registered', 'Date first registered', 'First registration'],
  usTitle: ['REGISTRATION CARD', 'VEHICLE REGISTRATION', 'CERTIFICATE OF REGISTRATION', 'REGISTRATION / RENEWAL NOTICE'],
  usState: ['STATE OF OREGON', 'COMMONWEALTH OF VIRGINIA', 'STATE OF OHIO', 'STATE OF COLORADO', 'STATE OF ARIZONA', 'STATE OF GEORGIA'],
  usPlate: ['PLATE', 'LICENSE NO.', 'PLATE NUMBER', 'TAG', 'LIC PLATE', 'PLATE NO'],
  usNo: ['REGISTRATION NO.', 'CONTROL NO.', 'DOCUMENT NUMBER', 'REG NUMBER', 'TITLE/REG NO.', 'CERTIFICATE NO.'],
  usExp: ['EXPIRES', 'EXPIRATION', 'VALID THRU', 'EXP DATE', 'REG EXPIRES', 'EXPIRATION DATE'],
  usIssued: ['ISSUED', 'DATE ISSUED', 'ISSUE DATE', 'PRINTED'],
};

export function wildRegistration(rng: Random, v: Variant): Generated {
  const kind = rng.pick(['zb1', 'v5c', 'us'] as const);
  const b = new PageBuilder();
  const year = rng.int(1950, 1992);
  const first = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const issued = rng.date(2006, 2025);
  const owner = rng.pick(PEOPLE);
  const born = rng.date(1940, 1985);
  if (kind === 'zb1') {
    const plateNo = plate(rng, 'de');
    const number = `${rng.pick(['AB', 'AD', 'AF', 'BE', 'CK'])}${rng.int(1000000, 9999999)}`;
    const hu = shiftDays(issued, 365 * rng.int(1, 2) + rng.int(-60, 60));
    b.text(50, 'Bundesrepublik Deutschland', { size: 8 }).down(14);
    b.text(50, pickFrom(rng, REG.zbTitle, v), { size: 14, bold: true }).down(22);
    const numberAtTop = rng.chance(0.5);
    if (numberAtTop) b.text(545, number, { size: 12, bold: true, align: 'right', y: b.y - 30 });
    const rows: [string, string, string][] = shuffled(rng, [
      ['A', pickFrom(rng, REG.plate, v), plateNo],
      ['B', pickFrom(rng, REG.first, v), formatDate(first, 'de', rng)],
      ['I', 'Datum dieser Zulassung', formatDate(issued, 'de', rng)],
      ['E', 'Fahrzeug-Identifizierungsnummer', vin(rng)],
      ['C.1.1', 'Name', owner.split(' ')[1]],
      ['C.1.2', 'Vorname(n)', owner.split(' ')[0]],
      ['C.1.3', 'Anschrift', rng.pick(CITIES.de).join(', ')],
      ['P.1', 'Hubraum in cm³', String(rng.int(1100, 4500))],
      ['', 'Geburtsdatum Halter', formatDate(born, 'de', rng)],
    ]);
    const codes = rng.chance(0.5);
    for (const [code, label, value] of rows) {
      if (codes) b.text(50, code, { size: 9, bold: true }).text(90, label, { size: 7 }).text(300, value).down(16);
      else
        b.text(50, `${code ? `(${code}) ` : ''}${label}`, { size: 7 })
          .text(50, value, { y: b.y + 11 })
          .down(26);
    }
    b.down(6)
      .text(50, `${pickFrom(rng, REG.hu, v)}: ${formatDate(hu, 'de', rng)}`)
      .down(16);
    if (!numberAtTop) b.text(50, `${pickFrom(rng, REG.docNo, v)} ${number}`, { size: 9 }).down(14);
    b.text(50, pickFrom(rng, REG.zbAuthority, v), { size: 8 });
    return { items: b.items, language: 'de', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: hu } };
  }
  if (kind === 'v5c') {
    const plateNo = plate(rng, 'uk');
    const ref = `${rng.int(10000, 99999)} ${rng.int(10000, 99999)}${rng.int(0, 9)}`;
    b.text(50, pickFrom(rng, REG.v5Title, v), { size: 14, bold: true })
      .text(545, 'DVLA', { size: 14, bold: true, align: 'right' })
      .down(24);
    const refFirst = rng.chance(0.5);
    if (refFirst) b.text(50, `${pickFrom(rng, REG.v5Ref, v)}   ${ref}`).down(22);
    const boxes: [string, string, string][] = shuffled(rng, [
      ['A', pickFrom(rng, REG.v5Plate, v), plateNo],
      ['B', pickFrom(rng, REG.v5First, v), formatDate(first, 'uk', rng)],
      ['D.1', 'Make', rng.pick(['JAGUAR', 'ROVER', 'MG', 'TRIUMPH', 'LOTUS'])],
      ['E', 'VIN/Chassis/Frame number', vin(rng)],
      ['C.1', 'Registered keeper', owner],
      ['', 'Year of manufacture', String(year)],
      ['', 'Date of acquisition', formatDate(issued, 'uk', rng)],
    ]);
    const numbered = rng.chance(0.5);
    boxes.forEach(([code, label, value], i) => {
      const mark = numbered ? `${i + 1}` : code;
      b.box(48, b.y - 10, 497, 15);
      b.text(52, mark, { size: 8, bold: true }).text(80, label, { size: 8 }).text(320, value, { size: 10 }).down(17);
    });
    if (!refFirst) b.down(10).text(50, `${pickFrom(rng, REG.v5Ref, v)}: ${ref}`, { size: 9 });
    return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: ref, plateNumber: plateNo } };
  }
  const plateNo = plate(rng, 'us');
  const number = rng.pick([
    () => `${rng.int(10000000, 99999999)}`,
    () => `R${rng.int(1000000, 9999999)}`,
    () => `${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
  ])();
  const expiry = shiftDays(issued, 365 * rng.int(1, 2) - rng.int(0, 1));
  b.text(297, pickFrom(rng, REG.usState, v), { size: 12, bold: true, align: 'center' }).down(14);
  b.text(297, pickFrom(rng, REG.usTitle, v), { size: 11, bold: true, align: 'center' }).down(28);
  const pairs: Pair[] = [
    [pickFrom(rng, REG.usPlate, v), plateNo],
    [pickFrom(rng, REG.usNo, v), number],
    [pickFrom(rng, REG.usExp, v), formatDate(expiry, 'us', rng)],
    [pickFrom(rng, REG.usIssued, v), formatDate(issued, 'us', rng)],
    ['YEAR', String(year)],
    ['VIN', vin(rng)],
    ['ODOMETER', `${formatNumber(rng.int(20000, 190000), 'us', 0)}`],
  ];
  const style = rng.pick(['heading-row', 'above', 'colon', 'grid'] as const);
  if (style === 'heading-row') {
    const row = shuffled(rng, pairs.slice(0, 5));
    const xs = [50, 140, 250, 360, 450];
    row.forEach(([h], i) => b.text(xs[i], h, { size: 7, bold: true }));
    row.forEach(([, val], i) => b.text(xs[i], val, { size: 10, y: b.y + 14 }));
    b.down(40);
    place(b, rng, 'colon', pairs.slice(5));
  } else place(b, rng, style, shuffled(rng, pairs));
  b.down(10)
    .text(50, `${owner.toUpperCase()}`)
    .down(13)
    .text(50, `DOB ${formatDate(born, 'us', rng)}`, { size: 8 });
  return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
}

// ---------------------------------------------------------------- titles

const TITLE = {
  heading: ['CERTIFICATE OF TITLE', 'CERTIFICATE OF TITLE FOR A VEHICLE', 'TITLE CERTIFICATE', 'MOTOR VEHICLE CERTIFICATE OF TITLE'],
  issued: ['DATE ISSUED', 'ISSUE DATE', 'DATE OF ISSUE', 'TITLE ISSUED'],
  number: ['TITLE NUMBER', 'TITLE NO.', 'DOCUMENT NO.', 'CERTIFICATE NO.'],
};

/** A US certificate of title: its issue date among a model year, a lien release and the owner's birth date. */
export function wildTitle(rng: Random, v: Variant): Generated {
  const b = new PageBuilder();
  const issued = rng.date(1995, 2025);
  b.text(297, rng.pick(REG.usState), { size: 12, bold: true, align: 'center' }).down(16);
  b.text(297, pickFrom(rng, TITLE.heading, v), { size: 14, bold: true, align: 'center' }).down(30);
  const pairs: Pair[] = shuffled(rng, [
    [pickFrom(rng, TITLE.number, v), `${rng.int(10000000, 99999999)}`],
    [pickFrom(rng, TITLE.issued, v), formatDate(issued, 'us', rng)],
    ['YEAR', String(rng.int(1950, 1990))],
    ['MAKE', rng.pick(['CHEV', 'FORD', 'BUIC', 'OLDS', 'PLYM'])],
    ['VIN', vin(rng)],
    ['ODOMETER', `${formatNumber(rng.int(10000, 99999), 'us', 0)} ACTUAL`],
  ]);
  place(b, rng, rng.pick(['above', 'colon', 'grid', 'column'] as const), pairs);
  b.down(12).text(50, 'OWNER', { size: 7 }).down(12).text(50, rng.pick(PEOPLE).toUpperCase()).down(22);
  if (rng.chance(0.6)) b.text(50, `LIEN RELEASED ${formatDate(shiftDays(issued, rng.int(200, 2000)), 'us', rng)}`, { size: 8 }).down(14);
  return { items: b.items, language: 'en', truth: { documentType: 'title', date: issued } };
}

// ---------------------------------------------------------------- purchase contracts

const SALE = {
  title: {
    en: [
      'Vehicle Purchase Agreement',
      'Bill of Sale',
      'Contract of Sale – Motor Vehicle',
      'Private Sale Agreement',
      'Sales Contract',
      'Used Car Purchase Contract',
      'Agreement for the Sale of a Vehicle',
      'Bill of Sale (Motor Vehicle)',
    ],
    de: [
      'Kaufvertrag',
      'Kaufvertrag über ein gebrauchtes Kraftfahrzeug',
      'Fahrzeugkaufvertrag',
      'Kaufvertrag für Oldtimer',
      'Privater Kfz-Kaufvertrag',
      'Kaufvertrag (privat)',
      'Vertrag über den Kauf eines Fahrzeugs',
      'Gebrauchtwagen-Kaufvertrag',
    ],
  },
  seller: {
    en: ['Seller', 'Vendor', 'The Seller', 'Seller (transferor)', 'Sold by', 'Seller name'],
    de: ['Verkäufer', 'Verkäufer/in', 'Der Verkäufer', 'Veräußerer', 'Verkäuferin', 'Verkauft von'],
  },
  buyer: {
    en: ['Buyer', 'Purchaser', 'The Buyer', 'Buyer (transferee)', 'Bought by', 'Buyer name'],
    de: ['Käufer', 'Käufer/in', 'Der Käufer', 'Erwerber', 'Käuferin', 'Gekauft von'],
  },
  date: {
    en: ['Date of sale', 'Sale date', 'Date of purchase', 'Delivery date', 'Handover date', 'Sold on', 'Transfer date', 'Purchase date'],
    de: ['Verkaufsdatum', 'Kaufdatum', 'Übergabedatum', 'Datum der Übergabe', 'Übergabe am', 'Verkauft am', 'Tag des Verkaufs', 'Kauf vom'],
  },
  price: {
    en: ['Purchase price', 'Sale price', 'Agreed price', 'Price paid', 'Selling price', 'Total purchase price', 'Consideration', 'Price'],
    de: ['Kaufpreis', 'Vereinbarter Kaufpreis', 'Verkaufspreis', 'Gesamtkaufpreis', 'Preis', 'Kaufpreis (brutto)', 'Kaufsumme', 'Betrag'],
  },
  deposit: {
    en: ['Deposit paid', 'Deposit', 'Balance due on collection', 'Paid in advance'],
    de: ['Anzahlung', 'Angezahlt', 'Restbetrag bei Übergabe', 'Bereits gezahlt'],
  },
  first: {
    en: ['First registered', 'Date of first registration', 'First registration', 'Registered since'],
    de: ['Erstzulassung', 'Datum der Erstzulassung', 'EZ', 'Erstzulassung am'],
  },
  miles: { en: ['Odometer reading', 'Mileage', 'Miles shown', 'Recorded mileage'], de: ['Kilometerstand', 'km-Stand', 'Laufleistung', 'Tachostand'] },
  born: { en: ['Date of birth', 'born'], de: ['geb. am', 'Geburtsdatum'] },
};

export function wildPurchase(rng: Random, lang: Lang, v: Variant): Generated {
  const w = SALE;
  const locale: Locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const centred = rng.chance(0.5);
  b.text(centred ? 297 : 50, pick(rng, w.title, lang, v), { size: 16, bold: true, align: centred ? 'center' : 'left' }).down(32);
  const [seller, buyer] = rng.some(PEOPLE, 2);
  const sellerRole = pick(rng, w.seller, lang, v);
  const buyerRole = pick(rng, w.buyer, lang, v);
  const addr = () => rng.pick(CITIES[lang]).join(', ');
  const bornLabel = pick(rng, w.born, lang, v);
  const parties: [string, string][] = [
    [sellerRole, seller],
    [buyerRole, buyer],
  ];
  if (rng.chance(0.5)) parties.reverse();
  const partyLayout = rng.pick(['side', 'stacked', 'table'] as const);
  if (partyLayout === 'side') {
    const top = b.y;
    parties.forEach(([role, name], i) => {
      const x = 50 + i * 260;
      b.box(x - 4, top - 12, 250, 64);
      b.text(x, role, { y: top, size: 8, bold: true })
        .text(x, name, { y: top + 16 })
        .text(x, addr(), { y: top + 30, size: 8.5 })
        .text(x, `${bornLabel} ${formatDate(rng.date(1940, 1990), locale, rng)}`, { y: top + 42, size: 8 });
    });
    b.down(76);
  } else if (partyLayout === 'stacked') {
    for (const [role, name] of parties) {
      b.text(50, `${role}:`, { bold: true }).text(200, name).down(13);
      b.text(200, addr(), { size: 8.5 }).down(18);
    }
  } else {
    const cols = [50, 200, 360];
    (lang === 'de' ? ['Rolle', 'Name', 'Anschrift'] : ['Role', 'Name', 'Address']).forEach((h, i) => b.text(cols[i], h, { size: 8, bold: true }));
    b.down(14);
    for (const [role, name] of parties) {
      b.text(cols[0], role).text(cols[1], name).text(cols[2], addr(), { size: 8.5 }).down(14);
    }
    b.down(10);
  }
  b.down(8);
  const year = rng.int(1952, 1990);
  const first = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const sold = rng.date(Math.max(2000, year + 10), 2025);
  const price = 250 * rng.int(20, 480);
  const deposit = round2(price * rng.pick([0.1, 0.2, 0.25]));
  const pairs: Pair[] = [
    [lang === 'de' ? 'Fahrzeug' : 'Vehicle', rng.pick(VEHICLES)],
    [pick(rng, w.first, lang, v), formatDate(first, locale, rng)],
    [lang === 'de' ? 'Fahrgestellnummer' : 'VIN', vin(rng)],
    [lang === 'de' ? 'Kennzeichen' : 'Registration', plate(rng, locale)],
    [pick(rng, w.miles, lang, v), `${formatNumber(rng.int(15000, 220000), locale, 0)} ${lang === 'de' ? 'km' : rng.pick(['mi', 'miles'])}`],
    [pick(rng, w.date, lang, v), formatDate(sold, locale, rng)],
    [pick(rng, w.price, lang, v), formatMoney(price, locale, rng)],
  ];
  if (rng.chance(0.5)) pairs.push([pick(rng, w.deposit, lang, v), formatMoney(deposit, locale, rng)]);
  place(b, rng, rng.pick(STYLES), rng.chance(0.5) ? shuffled(rng, pairs) : pairs);
  b.down(34);
  b.text(50, '______________________').text(330, '______________________').down(12);
  b.text(50, parties[0][0], { size: 8 }).text(330, parties[1][0], { size: 8 });
  return { items: b.items, language: lang, truth: { documentType: 'purchase', sellerName: seller, saleDate: sold, purchasePrice: price } };
}

// ---------------------------------------------------------------- appraisals

const APPRAISAL = {
  firm: {
    en: ['Classic Car Valuers Ltd', 'Heritage Auto Appraisals LLC', 'Motoring Heritage Surveys', 'Keystone Vehicle Appraisers Inc.'],
    de: ['Sachverständigenbüro Reuter', 'Oldtimer-Gutachten Hartmann', 'Ingenieurbüro für Fahrzeugbewertung Kraus', 'KfZ-Gutachten Nord GmbH'],
  },
  title: {
    en: ['Valuation Report', 'Appraisal Certificate', 'Certificate of Value', 'Vehicle Appraisal', 'Agreed Value Report', 'Condition and Value Report'],
    de: ['Wertgutachten', 'Kurzgutachten', 'Bewertungsgutachten', 'Oldtimer-Wertgutachten', 'Fahrzeugbewertung', 'Zustands- und Wertgutachten'],
  },
  date: {
    en: ['Date of inspection', 'Valuation date', 'Inspected on', 'Report date', 'Appraisal date', 'Date of valuation'],
    de: ['Besichtigungsdatum', 'Datum der Besichtigung', 'Bewertungsstichtag', 'Gutachtendatum', 'Besichtigt am', 'Stichtag'],
  },
  who: {
    en: ['Appraiser', 'Valuer', 'Inspected by', 'Surveyor', 'Appraised by', 'Assessor'],
    de: ['Sachverständiger', 'Gutachter', 'Bewertet von', 'Prüfer', 'Sachverständige', 'Erstellt von'],
  },
  value: {
    en: ['Appraised value', 'Market value', 'Agreed value', 'Valuation', 'Fair market value', 'Current value', 'Value', 'Assessed value'],
    de: ['Marktwert', 'Wiederbeschaffungswert', 'Verkehrswert', 'Zeitwert', 'Fahrzeugwert', 'Schätzwert', 'Wert', 'Händlerverkaufswert'],
  },
  condition: {
    en: ['Condition', 'Overall condition', 'Condition grade', 'Condition rating'],
    de: ['Zustand', 'Zustandsnote', 'Gesamtzustand', 'Zustandsbeschreibung'],
  },
  conditions: {
    en: ['Excellent, concours ready', 'Good driver quality', 'Fair, needs paint', 'Very good original'],
    de: ['Note 2, guter Zustand', 'Note 3, gebrauchter Zustand', 'Note 1-, sehr guter Zustand', 'Note 2+, gepflegt'],
  },
  restore: { en: ['Estimated cost to restore', 'Repair estimate'], de: ['Geschätzte Instandsetzungskosten', 'Reparaturkosten geschätzt'] },
};

export function wildAppraisal(rng: Random, lang: Lang, v: Variant): Generated {
  const w = APPRAISAL;
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  letterhead(b, rng, pick(rng, w.firm, lang, v), pick(rng, w.title, lang, v), lang);
  const appraiser = rng.pick(APPRAISERS);
  const date = rng.date(2005, 2025);
  const year = rng.int(1950, 1990);
  const value = 500 * rng.int(12, 300);
  const condition = pick(rng, w.conditions, lang, v);
  const pairs: Pair[] = shuffled(rng, [
    [pick(rng, w.date, lang, v), formatDate(date, locale, rng)],
    [pick(rng, w.who, lang, v), appraiser],
    [lang === 'de' ? 'Fahrzeug' : 'Vehicle', rng.pick(VEHICLES)],
    [lang === 'de' ? rng.pick(['Baujahr', 'Modelljahr']) : rng.pick(['Model year', 'Year']), String(year)],
    [lang === 'de' ? 'Kennzeichen' : 'Registration', plate(rng, locale)],
    [lang === 'de' ? 'Laufleistung' : 'Odometer', `${formatNumber(rng.int(15000, 220000), locale, 0)} ${lang === 'de' ? 'km' : 'mi'}`],
    [pick(rng, w.condition, lang, v), condition],
  ]);
  place(b, rng, rng.pick(STYLES), pairs);
  b.down(12);
  const valueLabel = pick(rng, w.value, lang, v);
  if (rng.chance(0.5)) {
    b.box(50, b.y - 12, 260, 40, true);
    b.text(60, valueLabel, { size: 8 })
      .text(60, formatMoney(value, locale, rng), { size: 14, bold: true, y: b.y + 20 })
      .down(50);
  } else place(b, rng, rng.pick(['colon', 'right', 'column'] as const), [[valueLabel, formatMoney(value, locale, rng)]]);
  if (rng.chance(0.6)) b.text(50, `${pick(rng, w.restore, lang, v)}: ${formatMoney(round2(value / rng.int(5, 12)), locale, rng)}`, { size: 9 }).down(20);
  b.down(24).text(50, '______________________').down(12).text(50, appraiser, { size: 8 });
  return {
    items: b.items,
    language: lang,
    truth: { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: condition },
  };
}

/** The family's documents, in a fixed order, from its own seed: insurance, registrations, titles, contracts, appraisals. */
export function wildForms(rng: Random, variant: Variant): Generated[] {
  const out: Generated[] = [];
  const langs: Lang[] = ['en', 'de'];
  for (let i = 0; i < 6; i++) out.push(wildInsurance(rng, langs[i % 2], variant));
  for (let i = 0; i < 6; i++) out.push(wildRegistration(rng, variant));
  for (let i = 0; i < 2; i++) out.push(wildTitle(rng, variant));
  for (let i = 0; i < 6; i++) out.push(wildPurchase(rng, langs[i % 2], variant));
  for (let i = 0; i < 4; i++) out.push(wildAppraisal(rng, langs[i % 2], variant));
  return out;
}

/** The file number of the family's first document (gen_120): other families take the numbers before it. */
export const WILD_FORMS_FIRST = 120;
