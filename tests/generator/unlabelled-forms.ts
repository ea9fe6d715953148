import { PageBuilder } from './page';
import type { Random } from './random';
import { shiftDays } from './service-invoice';
import type { Generated } from './types';
import { pickFrom, type Variant } from './variant';
import { CITIES, formatDate, formatMoney, formatNumber, localeOf, PEOPLE, plate, round2, vin, type Lang } from './vocabulary';

/**
 * Third families (issue 11, fourth pass): paper whose key labels are in none of the reader's
 * lists, so that a field can only be found by the page's layout, its arithmetic and what its
 * values are — the classes the unseen set showed, in wording of their own (never the unseen
 * set's, never labels.ts's):
 * - a workshop bill with a thank-you line and a quantity column (till-like words) whose date of
 *   work stands apart from its billing date, both under unknown labels, and an odometer reading;
 * - a cover note with labels over values: its number under a label not shaped like a number's,
 *   its excess under an unknown label, its cover under a label holding a cover word;
 * - a sale with the parties as rows of a role table, one role known by its stem and the other not;
 * - a US registration card whose plate and expiry headings are unknown and whose expiry is its only date.
 * `variant` picks each list's half (variant.ts): dev the even, held-out the odd entries.
 */

const SHOPS = {
  en: ['Kestrel Lane Auto Works', 'Brindle & Sons Motor Engineers', 'Foxhollow Vintage Cars Ltd', 'Marsh Road Garage Inc.'],
  de: ['Kfz-Meisterbetrieb Albrecht', 'Oldtimerschmiede Rauch GmbH', 'Werkstatt am Wasserturm', 'Autohaus Feldmann KG'],
};

const BILL = {
  en: {
    heading: ['Account', 'Bill for work', 'Charges', 'Repair account'],
    ref: ['Docket', 'Folio', 'Sheet', 'Ticket'],
    billed: ['Billed', 'Charged on', 'Raised', 'Posted'],
    worked: ['Car back on road', 'Job signed off', 'Keys handed back', 'Road-tested on'],
    odo: ['Odo at arrival', 'Clocked', 'Odo shows', 'Reading at intake'],
    head: ['Kind', 'Qty', 'Job / item', 'Each', 'Sum'],
    time: 'Hours',
    part: 'Item',
    net: ['Subtotal excl. levy', 'Net of levy'],
    tax: (r: number) => `Levy ${r}%`,
    total: ['To settle', 'Settle this sum', 'Amount to remit', 'Remit'],
    thanks: 'Thank you for trusting us with your car.',
  },
  de: {
    heading: ['Kostenaufstellung', 'Aufstellung', 'Abrechnung der Arbeiten', 'Belastung'],
    ref: ['Vorgangsnummer', 'Mappe', 'Blatt', 'Akte'],
    billed: ['Abgerechnet am', 'Belastet am', 'Verbucht', 'Gebucht am'],
    worked: ['Wagen zurück am', 'Probefahrt am', 'Abgenommen am', 'Übergeben am'],
    odo: ['Tacho bei Annahme', 'Tacho zeigt', 'Zähler bei Eingang', 'Tachowert'],
    head: ['Art', 'Menge', 'Arbeit / Artikel', 'Je', 'Summe'],
    time: 'Std.',
    part: 'Stk.',
    net: ['Zwischenbetrag ohne Abgabe', 'Betrag ohne Abgabe'],
    tax: (r: number) => `Abgabe ${r} %`,
    total: ['Zu überweisen', 'Bitte begleichen Sie', 'Überweisungsbetrag', 'Ausgleichsbetrag'],
    thanks: 'Danke für Ihr Vertrauen in unsere Werkstatt.',
  },
};

const JOBS = {
  en: [
    ['Adjust valve clearances', 1.5],
    ['Rebuild front brake callipers', 2.5],
    ['Renew clutch hydraulics', 1.8],
    ['Tune and balance carburettors', 1.2],
  ],
  de: [
    ['Ventilspiel eingestellt', 1.5],
    ['Bremssättel vorn überholt', 2.5],
    ['Kupplungshydraulik erneuert', 1.8],
    ['Vergaser eingestellt', 1.2],
  ],
} as Record<Lang, [string, number][]>;
const ITEMS = {
  en: [
    ['Valve cover gasket', 14, 30],
    ['Calliper seal kit', 22, 48],
    ['Clutch master cylinder', 70, 160],
    ['Spark plug', 4, 9],
  ],
  de: [
    ['Ventildeckeldichtung', 14, 30],
    ['Bremssattel-Dichtsatz', 22, 48],
    ['Kupplungsgeberzylinder', 70, 160],
    ['Zündkerze', 4, 9],
  ],
} as Record<Lang, [string, number, number][]>;

export function unlabelledBill(rng: Random, lang: Lang, variant: Variant): Generated {
  const de = lang === 'de';
  const w = BILL[lang];
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const shop = pickFrom(rng, SHOPS[lang], variant);
  b.text(50, shop, { size: 18, bold: true })
    .text(545, pickFrom(rng, w.heading, variant), { size: 13, align: 'right' })
    .down(16);
  const [street, town] = rng.pick(CITIES[lang]);
  b.text(50, `${street} · ${town}`, { size: 8.5 }).down(30);
  const customer = rng.pick(PEOPLE);
  b.text(50, customer).down(13).text(50, rng.pick(CITIES[lang])[0]).down(26);
  const worked = rng.date(1995, 2024);
  const billed = shiftDays(worked, rng.int(2, 20));
  const miles = rng.int(20_000, 240_000);
  const facts: [string, string][][] = [
    [
      [pickFrom(rng, w.ref, variant), `${rng.pick(['D', 'F', 'S'])}-${rng.int(1000, 9999)}`],
      [pickFrom(rng, w.billed, variant), formatDate(billed, locale, rng)],
    ],
    [
      [pickFrom(rng, w.odo, variant), `${formatNumber(miles, locale, 0)} ${de || locale === 'us' ? (de ? 'km' : 'mi') : 'miles'}`],
      [pickFrom(rng, w.worked, variant), formatDate(worked, locale, rng)],
    ],
  ];
  for (const row of facts) {
    row.forEach(([label, value], i) => b.text(50 + i * 250, `${label}:`, { size: 9.5 }).text(160 + i * 250, value, { size: 9.5 }));
    b.down(15);
  }
  b.down(14);
  const cols = [50, 95, 140, 460, 545];
  w.head.forEach((h, i) => b.text(cols[i], h, { size: 8.5, bold: true, align: i >= 3 ? 'right' : 'left' }));
  b.down(15);
  const rate = rng.pick(de ? [84, 96, 110] : [62, 75, 88]);
  const jobs = rng.some(JOBS[lang], rng.int(1, 2));
  const items = rng.some(ITEMS[lang], rng.int(1, 3));
  const rows: [string, string, string, number, number][] = [
    ...jobs.map(([text, hours]) => [w.time, formatNumber(hours, locale, 1), text, rate, round2(hours * rate)] as [string, string, string, number, number]),
    ...items.map(([text, lo, hi]) => {
      const qty = rng.int(1, 4);
      const each = round2(lo + rng.next() * (hi - lo));
      return [w.part, String(qty), text, each, round2(qty * each)] as [string, string, string, number, number];
    }),
  ];
  for (const [kind, qty, text, each, sum] of rows) {
    b.text(cols[0], kind, { size: 9.5 })
      .text(cols[1], qty, { size: 9.5 })
      .text(cols[2], text, { size: 9.5 })
      .text(cols[3], formatNumber(each, locale), { size: 9.5, align: 'right' })
      .text(cols[4], formatNumber(sum, locale), { size: 9.5, align: 'right' });
    b.down(14);
  }
  const labour = round2(jobs.reduce((s, [, h]) => s + round2(h * rate), 0));
  const parts = round2(rows.slice(jobs.length).reduce((s, r) => s + r[4], 0));
  const net = round2(labour + parts);
  const taxRate = de ? 19 : locale === 'uk' ? 20 : 6;
  const tax = round2((net * taxRate) / 100);
  const total = round2(net + tax);
  b.down(10);
  for (const [label, value] of [
    [pickFrom(rng, w.net, variant), formatNumber(net, locale)],
    [w.tax(taxRate), formatNumber(tax, locale)],
    [pickFrom(rng, w.total, variant), formatMoney(total, locale, rng)],
  ]) {
    b.text(330, label, { size: 9.5 }).text(545, value, { size: 9.5, align: 'right' }).down(14);
  }
  b.down(16).text(50, w.thanks, { size: 8.5 });
  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'service',
      serviceDate: worked,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labour,
      partsCost: parts,
      totalCost: total,
      workPerformed: jobs.map(([text]) => text),
      partsUsed: items.map(([text]) => text),
    },
  };
}

const NOTE = {
  en: {
    insurer: ['Harbour Classic Mutual', 'Ridgeway Motor Heritage Insurance', 'Tollgate Collectors Insurance', 'Pennant Car Club Cover'],
    title: ['Note of Protection', 'Protection Summary', 'Your Arrangement', 'Scheme Summary'],
    number: ['Scheme code', 'Holder key', 'Arrangement', 'File key'],
    cover: ['Cover chosen', 'Plan taken', 'Cover selected', 'Plan chosen'],
    covers: ['Road Risk Only', 'Fire and Theft Plus', 'Club Plan Gold', 'Storage Only'],
    from: ['Runs from', 'Protection begins', 'Starting', 'On risk from'],
    to: ['Runs to', 'Protection stops', 'Stopping', 'Off risk'],
    excess: ['Your share of a claim', 'Customer share', 'Retained by you', 'First part of a claim'],
    net: 'Charge before levy',
    levy: 'Levy',
    total: ['Charge for the year', 'Year to pay', 'Annual sum', 'Twelve-month charge'],
    split: (n: string) => `Or in 12 parts of ${n}`,
  },
  de: {
    insurer: ['Nordlicht Liebhaber-Assekuranz', 'Chromleiste Versicherungsverein', 'Hanseatische Klassik-Kasse', 'Weserland Versicherungsgemeinschaft'],
    title: ['Schutzbrief-Übersicht', 'Ihre Absicherung', 'Übersicht zum Schutz', 'Schutzmitteilung'],
    number: ['Vorgangskennung', 'Aktenzeichen', 'Mitgliedschaft', 'Schlüssel'],
    cover: ['Gewählte Deckung', 'Deckung gewählt', 'Gewählter Tarif', 'Tarif gewählt'],
    covers: ['Ruheversicherung', 'Teilkasko Plus', 'Vollkasko Klassik', 'Haftpflicht Basis'],
    from: ['Schutz ab', 'Läuft ab dem', 'Startet', 'Wirksam ab'],
    to: ['Schutz endet', 'Läuft bis zum', 'Endet', 'Wirksam bis'],
    excess: ['Ihr Anteil je Schaden', 'Kostenanteil', 'Von Ihnen getragen', 'Eigenbehalt'],
    net: 'Betrag vor Abgabe',
    levy: 'Abgabe',
    total: ['Jahresbelastung', 'Betrag pro Jahr', 'Jahressumme', 'Belastung jährlich'],
    split: (n: string) => `Oder in 12 Teilen zu ${n}`,
  },
};

export function unlabelledCoverNote(rng: Random, lang: Lang, variant: Variant): Generated {
  const w = NOTE[lang];
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  b.text(50, pickFrom(rng, w.insurer, variant), { size: 17, bold: true }).down(18);
  b.text(50, pickFrom(rng, w.title, variant), { size: 12 }).down(30);
  b.text(50, rng.pick(PEOPLE)).down(13).text(50, rng.pick(CITIES[lang]).join(', ')).down(30);
  const number = `${rng.pick(['QK', 'TR', 'PX'])}-${rng.int(1000, 9999)}-${rng.int(100, 999)}`;
  const cover = pickFrom(rng, w.covers, variant);
  let start = rng.date(2000, 2025);
  if (start.endsWith('02-29')) start = shiftDays(start, 1);
  // A year of cover less a day: the same day a year on, one day earlier.
  const end = shiftDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const excess = rng.pick([75, 125, 150, 300]);
  const grid: [string, string][][] = [
    [
      [pickFrom(rng, w.number, variant), number],
      [pickFrom(rng, w.cover, variant), cover],
    ],
    [
      [pickFrom(rng, w.from, variant), formatDate(start, locale, rng)],
      [pickFrom(rng, w.to, variant), formatDate(end, locale, rng)],
    ],
    [
      [pickFrom(rng, w.excess, variant), formatMoney(excess, locale, rng)],
      [lang === 'de' ? 'Kennzeichen' : 'Registration mark', plate(rng, locale)],
    ],
  ];
  for (const row of grid) {
    row.forEach(([label], i) => b.text(50 + i * 250, label, { size: 8, bold: true }));
    b.down(13);
    row.forEach(([, value], i) => b.text(50 + i * 250, value, { size: 10.5 }));
    b.down(20);
  }
  const net = round2(180 + rng.next() * 900);
  const levy = round2(net * (lang === 'de' ? 0.19 : 0.12));
  const total = round2(net + levy);
  b.down(8);
  for (const [label, value] of [
    [w.net, formatNumber(net, locale)],
    [w.levy, formatNumber(levy, locale)],
    [pickFrom(rng, w.total, variant), formatMoney(total, locale, rng)],
  ]) {
    b.text(50, label, { size: 10 }).text(330, value, { size: 10, align: 'right' }).down(15);
  }
  b.down(10).text(50, w.split(formatMoney(round2(total / 12), locale, rng)), { size: 8.5 });
  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'insurance',
      policyNumber: number,
      coverageType: cover,
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: excess,
    },
  };
}

const SALE = {
  en: {
    title: ['Private Vehicle Sale', 'Sale of a Classic Car', 'Record of Sale', 'Car Sale Memorandum'],
    head: ['Party', 'Name', 'Address'],
    // One role known by the stem of a seller or buyer word; the other in words no list holds.
    known: [
      ['seller', 'Selling member'],
      ['buyer', 'Purchasing member'],
      ['seller', 'Vendor (private)'],
      ['buyer', 'Buyer (club member)'],
    ],
    unknownFor: { seller: ['Outgoing keeper', 'Party handing over'], buyer: ['Incoming keeper', 'Party taking over'] },
    date: ['Date of sale', 'Sold on'],
    price: ['Agreed price', 'Purchase price'],
  },
  de: {
    title: ['Privatverkauf eines Fahrzeugs', 'Verkauf eines Oldtimers', 'Verkaufsprotokoll', 'Fahrzeugverkauf unter Privatleuten'],
    head: ['Seite', 'Name', 'Anschrift'],
    known: [
      ['seller', 'Verkaufendes Mitglied'],
      ['buyer', 'Kaufendes Mitglied'],
      ['seller', 'Verkäuferin (privat)'],
      ['buyer', 'Käufer (Vereinsmitglied)'],
    ],
    unknownFor: { seller: ['Übergebende Seite', 'Alter Halter'], buyer: ['Übernehmende Seite', 'Künftiger Halter'] },
    date: ['Verkaufsdatum', 'Verkauft am'],
    price: ['Kaufpreis', 'Vereinbarter Kaufpreis'],
  },
};

export function roleTableSale(rng: Random, lang: Lang, variant: Variant): Generated {
  const w = SALE[lang];
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  b.text(50, pickFrom(rng, w.title, variant), { size: 16, bold: true }).down(34);
  const [known, knownRole] = pickFrom(rng, w.known, variant) as ['seller' | 'buyer', string];
  const otherRole = pickFrom(rng, w.unknownFor[known === 'seller' ? 'buyer' : 'seller'], variant);
  const [seller, buyer] = rng.some(PEOPLE, 2);
  const roles: [string, string][] =
    known === 'seller'
      ? [
          [knownRole, seller],
          [otherRole, buyer],
        ]
      : [
          [knownRole, buyer],
          [otherRole, seller],
        ];
  if (rng.chance(0.5)) roles.reverse();
  const cols = [50, 190, 330];
  w.head.forEach((h, i) => b.text(cols[i], h, { size: 8.5, bold: true }));
  b.down(15);
  for (const [role, name] of roles) {
    b.text(cols[0], role, { size: 9.5 }).text(cols[1], name, { size: 9.5 }).text(cols[2], rng.pick(CITIES[lang]).join(', '), { size: 8.5 });
    b.down(14);
  }
  b.down(16);
  const year = rng.int(1955, 1985);
  const sold = rng.date(2000, 2024);
  const price = 500 * rng.int(8, 120);
  for (const [label, value] of [
    [lang === 'de' ? 'Fahrzeug' : 'Vehicle', rng.pick(['Volvo P1800', 'Alfa Romeo Giulia', 'MGB GT', 'BMW 2002'])],
    [lang === 'de' ? 'Baujahr' : 'Year of manufacture', String(year)],
    [lang === 'de' ? 'Fahrgestellnummer' : 'Chassis number', vin(rng)],
    [pickFrom(rng, w.date, variant), formatDate(sold, locale, rng)],
    [pickFrom(rng, w.price, variant), formatMoney(price, locale, rng)],
  ]) {
    b.text(50, label, { size: 10 }).text(200, value, { size: 10 }).down(15);
  }
  b.down(40);
  b.text(50, '______________________').text(330, '______________________').down(12);
  b.text(50, roles[0][0], { size: 8.5 }).text(330, roles[1][0], { size: 8.5 });
  return { items: b.items, language: lang, truth: { documentType: 'purchase', sellerName: seller, saleDate: sold, purchasePrice: price } };
}

const CARD = {
  states: ['STATE OF NEVADA', 'STATE OF IOWA', 'STATE OF MAINE', 'STATE OF UTAH'],
  plate: ['TAG #', 'PLATE ISSUED', 'LP', 'PLT'],
  file: ['FILE NO', 'RECORD ID', 'DOC NO', 'ENTRY NO'],
  until: ['RENEW BY', 'GOOD UNTIL', 'STICKER ENDS', 'LAPSES'],
};

/** A US registration card as one heading row over one value row; its expiry is its only full date. */
export function unlabelledCard(rng: Random, variant: Variant): Generated {
  const b = new PageBuilder();
  b.text(297, pickFrom(rng, CARD.states, variant), { size: 12, bold: true, align: 'center' }).down(14);
  b.text(297, 'VEHICLE REGISTRATION', { size: 12, bold: true, align: 'center' }).down(30);
  const plateNo = plate(rng, 'us');
  const number = `${rng.int(100, 999)}-${rng.int(100000, 999999)}`;
  const expiry = rng.date(2005, 2028);
  const head = [pickFrom(rng, CARD.plate, variant), 'YR', 'MAKE', pickFrom(rng, CARD.file, variant), pickFrom(rng, CARD.until, variant)];
  const values = [plateNo, String(rng.int(55, 89)), rng.pick(['FORD', 'CHEV', 'DODGE', 'PONT']), number, formatDate(expiry, 'us', rng)];
  const xs = [50, 150, 195, 270, 420];
  head.forEach((h, i) => b.text(xs[i], h, { size: 7, bold: true }));
  values.forEach((v, i) => b.text(xs[i], v, { size: 10, y: b.y + 14 }));
  b.down(40);
  b.text(50, `VIN ${vin(rng)}`).down(14);
  b.text(50, `OWNER ${rng.pick(PEOPLE).toUpperCase()}`).down(14);
  return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
}
