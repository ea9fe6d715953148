import { PageBuilder } from './page';
import type { Random } from './random';
import { shiftDays } from './service-invoice';
import type { Generated } from './types';
import { formatDate, formatMoney, formatNumber, localeOf, PEOPLE, plate, round2, vin, type Lang, type Locale } from './vocabulary';

/**
 * The unseen set (issue 11, third pass): layouts and label wording that neither the development
 * nor the held-out set prints and that the reader's label lists (src/shared/analysis/labels.ts)
 * do not contain — synonyms real paper uses ("Job date", "Clock reading", "Please pay",
 * "Zählerstand", "Rechnungssumme", "Polizeiliches Kennzeichen"), a monogram beside the shop's
 * name, a label/value grid of four cells a row, a type column (time or part) in the item table,
 * parties in a role table, and older registration papers. Its figures are honest only as long as
 * nobody adds these words to the reader: improve the general methods instead.
 */

const SHOPS = {
  en: ['Thornbury Motor Works Ltd', 'Greystone Classic Engineering', 'Pinewood Autos LLC', 'Calder Valley Garage', 'Wexford Lane Motors Inc.'],
  de: ['Autowerkstatt Lindner GmbH', 'Klassikwerk Sommer', 'Kfz-Service Brandl e.K.', 'Oldtimerhof Meier GmbH', 'Reparaturbetrieb Vollmer KG'],
};

const ADDRESSES = {
  en: [
    ['Unit 4, Canal Wharf', 'Bristol BS1 6QR'],
    ['1187 Lakeshore Drive', 'Madison, WI 53703'],
    ['The Old Forge, High Street', 'Ludlow SY8 1AX'],
  ],
  de: [
    ['Gewerbepark Süd 7', '93059 Regensburg'],
    ['Lindenallee 40', '34117 Kassel'],
    ['Mühlenweg 2a', '26121 Oldenburg'],
  ],
};

/** Label wording found on real paper but in none of the reader's lists. */
const W = {
  en: {
    title: ['Job Sheet / Invoice', 'Statement of Work', 'Repair Bill'],
    ref: ['Job card', 'Job ref', 'Work order'],
    date: ['Job date', 'Billing date', 'Invoiced on', 'Day of repair'],
    ready: ['Vehicle ready', 'Repair finished', 'Work done on'],
    mileage: ['Clock reading', 'Distance recorded', 'Miles on clock', 'Recorded mileage'],
    plate: ['Number plate', 'Vehicle reg.', 'Reg. mark'],
    built: ['Year built', 'Built'],
    head: ['Type', 'Hrs / Qty', 'Work carried out / parts fitted', 'Rate', 'Value'],
    time: 'Time',
    part: 'Part',
    labour: ['Workshop time', 'Time charged', 'Technician hours'],
    parts: ['Spares supplied', 'Components', 'Goods supplied'],
    net: ['Sum before tax', 'Before tax'],
    tax: (r: number) => `Value added tax ${r}%`,
    total: ['Please pay', 'Balance to pay', 'Sum owed', 'Now due'],
    thanks: 'Thank you for your custom. Cheques payable to the company name above.',
  },
  de: {
    title: ['Werkstattauftrag / Rechnung', 'Leistungsnachweis', 'Abrechnung'],
    ref: ['Auftragskarte', 'Vorgang', 'Arbeitsauftrag'],
    date: ['Rechnung vom', 'Abrechnungstag', 'Tag der Abrechnung', 'Reparaturtag'],
    ready: ['Fertig am', 'Tag der Leistung', 'Arbeiten beendet'],
    mileage: ['Zählerstand', 'Gelaufene km', 'Wegstrecke gesamt', 'Stand Wegstreckenzähler'],
    plate: ['Polizeiliches Kennzeichen', 'Kennz.', 'Nummernschild Nr.'],
    built: ['Gebaut', 'Herstellungsjahr'],
    head: ['Art', 'Anz.', 'Leistung / Material', 'Satz', 'Wert'],
    time: 'Zeit',
    part: 'Teil',
    labour: ['Werkstattleistung', 'Lohnleistungen', 'Monteurstunden'],
    parts: ['Werkstoffe', 'Teileverkauf', 'Warenlieferung'],
    net: ['Summe vor Steuer', 'Netto gesamt'],
    tax: (r: number) => `Steueranteil ${r} %`,
    total: ['Zu begleichen', 'Rechnungssumme', 'Fälliger Betrag', 'Bitte überweisen'],
    thanks: 'Vielen Dank für Ihren Auftrag. Bitte geben Sie bei Zahlung die Auftragskarte an.',
  },
};

const WORK = {
  en: [
    ['Diagnose misfire, renew HT leads', 1.6],
    ['Decarbonise cylinder head', 5],
    ['Re-bush front suspension', 3.4],
    ['Set up twin SU carburettors', 1.3],
    ['Renew brake hoses all round', 2.1],
    ['Investigate oil leak at sump', 0.9],
  ],
  de: [
    ['Fehlersuche Zündaussetzer, Zündkabel erneuert', 1.6],
    ['Zylinderkopf entkohlt', 5],
    ['Vorderachse neu gebuchst', 3.4],
    ['Doppelvergaser synchronisiert', 1.3],
    ['Bremsschläuche rundum erneuert', 2.1],
    ['Ölverlust an der Ölwanne untersucht', 0.9],
  ],
} as Record<Lang, [string, number][]>;

const PARTS = {
  en: [
    ['HT lead set', 24, 48],
    ['Head gasket set', 45, 110],
    ['Polyurethane bush kit', 60, 140],
    ['Brake hose', 11, 26],
    ['Sump gasket', 7, 18],
    ['Carburettor needle and jet', 19, 42],
  ],
  de: [
    ['Zündkabelsatz', 24, 48],
    ['Zylinderkopfdichtungssatz', 45, 110],
    ['Buchsensatz Vorderachse', 60, 140],
    ['Bremsschlauch', 11, 26],
    ['Ölwannendichtung', 7, 18],
    ['Vergasernadel mit Düse', 19, 42],
  ],
} as Record<Lang, [string, number, number][]>;

const CARS = ['Rover P5B', 'Saab 96', 'Peugeot 504 Cabriolet', 'Ford Capri 2.8i', 'Triumph Dolomite Sprint', 'Audi 100 Coupé S'];

/** A workshop bill: a monogram beside the name, a four-cell grid of facts, an item table with a type column. */
export function unseenInvoice(rng: Random, lang: Lang): Generated {
  const w = W[lang];
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const shop = rng.pick(SHOPS[lang]);
  const [street, town] = rng.pick(ADDRESSES[lang]);
  const date = (iso: string) => formatDate(iso, locale, rng);
  const bare = (n: number) => formatMoney(n, locale, rng, { bare: true });

  // Letterhead: a large monogram in a box, the name beside it, the trade line and address under the name.
  const initials = shop
    .split(/\s+/)
    .filter((s) => /^[A-ZÄÖÜ]/.test(s))
    .slice(0, 2)
    .map((s) => s[0])
    .join('');
  b.box(48, 34, 58, 48);
  b.text(77, initials, { size: 30, bold: true, serif: true, align: 'center', y: 70 });
  b.text(120, shop, { size: 17, bold: true, y: 52 });
  b.text(120, lang === 'de' ? 'Reparatur · Pflege · Ersatzteile' : 'Repairs · Maintenance · Spares', { size: 8, y: 65 });
  b.text(120, `${street}, ${town}`, { size: 8, y: 76 });
  b.text(545, rng.pick(w.title), { size: 13, bold: true, align: 'right', y: 52 });
  b.y = 120;
  const customer = rng.pick(PEOPLE);
  b.text(50, customer).down(13).text(50, rng.pick(ADDRESSES[lang])[0]).down(30);

  // Facts in a grid of four cells a row: label, value, label, value.
  const billed = rng.date(1997, 2025);
  const ready = rng.chance(0.5) ? shiftDays(billed, -rng.int(1, 6)) : null;
  const year = rng.int(1958, 1988);
  const odo = rng.int(15000, 240000);
  const unit = locale === 'us' || (locale === 'uk' && rng.chance(0.5)) ? 'miles' : 'km';
  const plateNo = plate(rng, locale);
  const facts: [string, string][] = [
    [rng.pick(w.ref), `${rng.pick(['J', 'W', 'A'])}${rng.int(10000, 99999)}`],
    [rng.pick(w.date), date(billed)],
    [rng.pick(w.plate), plateNo],
    [rng.pick(w.mileage), `${formatNumber(odo, locale, 0)} ${unit}`],
    [lang === 'de' ? 'Fahrzeug' : 'Vehicle', rng.pick(CARS)],
    [rng.pick(w.built), String(year)],
  ];
  if (ready) facts.push([rng.pick(w.ready), date(ready)]);
  const top = b.y;
  facts.forEach(([label, value], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    const y = top + Math.floor(i / 2) * 15;
    b.text(x, `${label}:`, { size: 9, y }).text(x + 110, value, { size: 9.5, y });
  });
  b.y = top + Math.ceil(facts.length / 2) * 15 + 20;

  // Item table: a type column says time or part; quantity before the description.
  const rate = rng.pick(locale === 'de' ? [79, 92, 108, 124] : [58, 72, 88, 99]);
  const work = rng.some(WORK[lang], rng.int(1, 3)).map(([text, hours]) => ({ text, qty: hours, price: rate, amount: round2(hours * rate), isWork: true }));
  const parts = rng.some(PARTS[lang], rng.int(1, 3)).map(([text, lo, hi]) => {
    const qty = rng.chance(0.3) ? rng.int(2, 4) : 1;
    const price = round2(lo + rng.next() * (hi - lo));
    return { text, qty, price, amount: round2(qty * price), isWork: false };
  });
  const lines = [...work, ...parts];
  const cols = [50, 110, 130, 470, 545];
  b.box(45, b.y - 11, 505, 15);
  w.head.forEach((h, i) => b.text(cols[i], h, { size: 8.5, bold: true, align: i === 1 || i >= 3 ? 'right' : 'left' }));
  b.down(17);
  for (const item of lines) {
    b.text(cols[0], item.isWork ? w.time : w.part, { size: 9 })
      .text(cols[1], formatNumber(item.qty, locale, item.isWork ? 1 : 0), { size: 9, align: 'right' })
      .text(cols[2], item.text, { size: 9 })
      .text(cols[3], bare(item.price), { size: 9, align: 'right' })
      .text(cols[4], bare(item.amount), { size: 9, align: 'right' })
      .down(14);
  }
  b.down(14);

  const labour = round2(work.reduce((s, x) => s + x.amount, 0));
  const partsSum = round2(parts.reduce((s, x) => s + x.amount, 0));
  const net = round2(labour + partsSum);
  const taxRate = locale === 'de' ? 19 : locale === 'uk' ? 20 : 7;
  const tax = round2((net * taxRate) / 100);
  const total = round2(net + tax);
  const rows: [string, string][] = [
    [rng.pick(w.labour), bare(labour)],
    [rng.pick(w.parts), bare(partsSum)],
    [rng.pick(w.net), bare(net)],
    [w.tax(taxRate), bare(tax)],
  ];
  for (const [label, value] of rows) b.text(330, label, { size: 9.5 }).text(545, value, { size: 9.5, align: 'right' }).down(14);
  b.down(4)
    .text(330, rng.pick(w.total), { size: 11, bold: true })
    .text(545, formatMoney(total, locale, rng), { size: 11, bold: true, align: 'right' });
  b.down(40).text(50, w.thanks, { size: 8 });

  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'service',
      serviceDate: ready ?? billed,
      shopName: shop,
      serviceMileage: odo,
      laborCost: labour,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: work.map((x) => x.text),
      partsUsed: parts.map((x) => x.text),
    },
  };
}

const INSURERS = {
  en: ['Bramble Heritage Insurance Services', 'Northgate Enthusiast Cover Ltd', 'Lakeside Collector Insurance Co.'],
  de: ['Hansa Liebhaberfahrzeug-Versicherung AG', 'Süddeutsche Oldtimerkasse', 'Pegasus Classic Assekuranz GmbH'],
};

/** A confirmation of cover: facts in label/value pairs, two pairs a row, the premium in its own line. */
export function unseenInsurance(rng: Random, lang: Lang): Generated {
  const de = lang === 'de';
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const insurer = rng.pick(INSURERS[lang]);
  b.text(297, insurer, { size: 16, bold: true, align: 'center' }).down(14);
  b.text(297, de ? 'Bestätigung des Versicherungsschutzes' : 'Confirmation of Cover', { size: 11, align: 'center' }).down(36);
  const holder = rng.pick(PEOPLE);
  b.text(50, holder).down(13).text(50, rng.pick(ADDRESSES[lang]).join(', ')).down(30);
  const policy = `${rng.pick(['BR', 'NG', 'HP', 'SK'])}-${rng.int(1000, 9999)}-${rng.int(10000, 99999)}`;
  const start = rng.date(2005, 2025);
  const end = shiftDays(start, 364);
  const coverage = de ? rng.pick(['Vollkasko', 'Teilkasko', 'Haftpflicht']) : rng.pick(['Comprehensive', 'Third Party Only', 'Laid-up Cover']);
  const excess = rng.pick([100, 200, 250, 400]);
  const net = round2(150 + rng.next() * 700);
  const tax = round2(net * (de ? 0.19 : 0.12));
  const total = round2(net + tax);
  const pairs: [string, string][] = de
    ? [
        [rng.pick(['Versicherungsnummer', 'Scheinnummer', 'Vertragskennung']), policy],
        [rng.pick(['Schutzumfang', 'Leistungsumfang', 'Absicherung']), coverage],
        [rng.pick(['Versicherungsschutz ab', 'Inkrafttreten', 'Start der Deckung']), formatDate(start, locale, rng)],
        [rng.pick(['Versicherungsschutz endet', 'Auslauf', 'Ende der Deckung']), formatDate(end, locale, rng)],
        [rng.pick(['Eigenanteil', 'Eigenbeteiligung je Schaden']), formatMoney(excess, locale, rng)],
        ['Kennzeichen', plate(rng, locale)],
      ]
    : [
        [rng.pick(['Contract ID', 'Cover note no.', 'Agreement number']), policy],
        [rng.pick(['Level of cover', 'Insured for', 'Cover level']), coverage],
        [rng.pick(['Cover starts', 'Commencement', 'In force from']), formatDate(start, locale, rng)],
        [rng.pick(['Cover ends', 'Lapses on', 'In force until']), formatDate(end, locale, rng)],
        [rng.pick(['Own damage contribution', 'Voluntary contribution']), formatMoney(excess, locale, rng)],
        ['Vehicle', `${rng.int(1955, 1988)} ${rng.pick(CARS)}`],
      ];
  const top = b.y;
  pairs.forEach(([label, value], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    const y = top + Math.floor(i / 2) * 28;
    b.text(x, label, { size: 7.5, y }).text(x, value, { size: 10.5, y: y + 12 });
  });
  b.y = top + Math.ceil(pairs.length / 2) * 28 + 20;
  b.text(50, de ? 'Beitrag ohne Steuer' : 'Cost before tax', { size: 9.5 })
    .text(545, formatMoney(net, locale, rng, { bare: true }), { size: 9.5, align: 'right' })
    .down(14);
  b.text(50, de ? 'Versicherungsteuer' : 'Insurance tax', { size: 9.5 })
    .text(545, formatMoney(tax, locale, rng, { bare: true }), { size: 9.5, align: 'right' })
    .down(16);
  b.box(45, b.y - 12, 505, 18, true);
  b.text(50, rng.pick(de ? ['Jahreskosten', 'Gesamtkosten pro Jahr', 'Fälliger Jahresbetrag'] : ['Annual cost', 'Amount to pay', 'Yearly charge']), {
    bold: true,
  })
    .text(545, formatMoney(total, locale, rng), { bold: true, align: 'right' })
    .down(30);
  b.text(
    50,
    de
      ? `Monatlich zahlbar: ${formatMoney(round2(total / 12), locale, rng)} je Monat`
      : `Or 12 monthly payments of ${formatMoney(round2(total / 12), locale, rng)}`,
    { size: 8.5 },
  );
  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: coverage,
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: excess,
    },
  };
}

/** A transfer of ownership: the parties as rows of a role table (role, name, address), then the terms. */
export function unseenTransfer(rng: Random, lang: Lang): Generated {
  const de = lang === 'de';
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  b.text(50, de ? 'Eigentumsübertragung eines Kraftfahrzeugs' : 'Transfer of Ownership — Motor Vehicle', { size: 16, bold: true }).down(34);
  const [seller, buyer] = rng.some(PEOPLE, 2);
  const sellerRole = rng.pick(de ? ['Bisheriger Eigentümer', 'Abgebende Partei', 'Vorbesitzer'] : ['Transferring owner', 'Selling party', 'Current owner']);
  const buyerRole = rng.pick(de ? ['Neuer Eigentümer', 'Erwerbende Partei', 'Nachbesitzer'] : ['Acquiring owner', 'Buying party', 'New owner']);
  const cols = [50, 190, 340];
  b.box(45, b.y - 11, 505, 15, true);
  (de ? ['Rolle', 'Vor- und Zuname', 'Wohnort'] : ['Role', 'Full name', 'Residence']).forEach((h, i) => b.text(cols[i], h, { size: 8.5, bold: true }));
  b.down(17);
  const rows = rng.chance(0.5)
    ? [
        [sellerRole, seller],
        [buyerRole, buyer],
      ]
    : [
        [buyerRole, buyer],
        [sellerRole, seller],
      ];
  for (const [role, name] of rows) {
    b.text(cols[0], role, { size: 9.5 }).text(cols[1], name, { size: 9.5 }).text(cols[2], rng.pick(ADDRESSES[lang]).join(', '), { size: 8.5 });
    b.down(15);
  }
  b.down(18);
  const year = rng.int(1952, 1987);
  const firstReg = `${year + rng.int(0, 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const sale = rng.date(Math.max(1998, year + 20), 2025);
  const price = 500 * rng.int(8, 260);
  const facts: [string, string][] = de
    ? [
        ['Fahrzeug', rng.pick(CARS)],
        ['Herstellungsjahr', String(year)],
        ['Erstmals zugelassen', formatDate(firstReg, locale, rng)],
        ['Fahrgestellnummer', vin(rng)],
        ['Polizeiliches Kennzeichen', plate(rng, locale)],
        [rng.pick(['Tag der Übergabe', 'Besitzwechsel am', 'Vollzogen am']), formatDate(sale, locale, rng)],
        [rng.pick(['Kaufsumme', 'Vereinbarte Summe', 'Übernahmepreis']), formatMoney(price, locale, rng)],
      ]
    : [
        ['Vehicle', rng.pick(CARS)],
        ['Year built', String(year)],
        ['Originally registered', formatDate(firstReg, locale, rng)],
        ['Chassis number', vin(rng)],
        ['Number plate', plate(rng, locale)],
        [rng.pick(['Handed over on', 'Completion of sale', 'Transaction date']), formatDate(sale, locale, rng)],
        [rng.pick(['Consideration', 'Sum agreed', 'Price agreed']), formatMoney(price, locale, rng)],
      ];
  for (const [label, value] of facts) b.text(50, label, { size: 9.5 }).text(220, value, { size: 10 }).down(16);
  b.down(16);
  b.text(
    50,
    de
      ? `Der Erwerber hat eine Anzahlung von ${formatMoney(round2(price * 0.1), locale, rng)} bereits geleistet.`
      : `A holding deposit of ${formatMoney(round2(price * 0.1), locale, rng)} has already been paid by the acquiring party.`,
    { size: 8.5 },
  ).down(40);
  b.text(50, '______________________').text(310, '______________________').down(11);
  b.text(50, rows[0][0], { size: 8 }).text(310, rows[1][0], { size: 8 });
  return { items: b.items, language: lang, truth: { documentType: 'purchase', sellerName: seller, saleDate: sale, purchasePrice: price } };
}

/**
 * Older and other registration papers: the German Fahrzeugschein before 2005 (boxes with the
 * caption under the value), the British V5 "Registration Document" (label, value in two columns)
 * and a US renewal card (a row of captions over a row of values, other captions than before).
 */
export function unseenRegistration(rng: Random, kind: 'de-old' | 'uk-v5' | 'us-renewal'): Generated {
  const b = new PageBuilder();
  const locale: Locale = kind === 'de-old' ? 'de' : kind === 'uk-v5' ? 'uk' : 'us';
  const plateNo = plate(rng, locale);
  const year = rng.int(1955, 1989);
  const first = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const issued = rng.date(1995, 2025);
  const expiry = shiftDays(issued, 365 * rng.int(1, 2) - 1);
  const owner = rng.pick(PEOPLE);
  if (kind === 'de-old') {
    const number = `${rng.pick(['F', 'G', 'H'])}${rng.int(100000, 999999)}`;
    b.text(50, 'Fahrzeugschein', { size: 18, bold: true }).text(545, `Nr. ${number}`, { size: 11, align: 'right' }).down(30);
    const boxes: [string, string][] = [
      [plateNo, rng.pick(['Polizeiliches Kennzeichen', 'Amtl. Kennz.'])],
      [formatDate(first, 'de', rng), 'Tag der ersten Zulassung'],
      [owner, 'Name, Vorname des Halters'],
      [vin(rng), 'Fahrzeug-Ident.-Nr.'],
      [formatDate(expiry, 'de', rng), rng.pick(['Nächster Termin zur Hauptuntersuchung', 'Prüfplakette gültig bis', 'Untersuchung fällig'])],
      [String(rng.int(1100, 4500)), 'Hubraum cm³'],
    ];
    boxes.forEach(([value, caption], i) => {
      const x = i % 2 === 0 ? 50 : 300;
      const y = b.y + Math.floor(i / 2) * 40;
      b.box(x - 4, y - 13, 240, 34);
      b.text(x, value, { size: 11, y }).text(x, caption, { size: 6.5, y: y + 14 });
    });
    b.y += Math.ceil(boxes.length / 2) * 40 + 20;
    b.text(50, `Ausgefertigt ${formatDate(issued, 'de', rng)}, Straßenverkehrsamt`, { size: 8 });
    return { items: b.items, language: 'de', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
  }
  if (kind === 'uk-v5') {
    const serial = `${rng.pick(['BB', 'CC', 'DD'])} ${rng.int(1000000, 9999999)}`;
    b.text(50, 'Vehicle Registration Document', { size: 15, bold: true }).text(545, 'V5', { size: 18, bold: true, align: 'right' }).down(14);
    b.text(50, 'Keep this document safe. It is not proof of ownership.', { size: 7 }).down(30);
    const rows: [string, string][] = [
      [rng.pick(['Form serial no.', 'Doc. serial', 'Certificate ref']), serial],
      [rng.pick(['Vehicle reg.', 'Reg. mark']), plateNo],
      ['Date first registered', formatDate(first, 'uk', rng)],
      ['Make and model', rng.pick(['ROVER P6', 'HILLMAN IMP', 'MORRIS MINOR', 'JENSEN INTERCEPTOR'])],
      ['Chassis / frame number', vin(rng)],
      ['Keeper', owner],
      ['Date of issue', formatDate(issued, 'uk', rng)],
    ];
    for (const [label, value] of rows) b.text(50, label, { size: 9 }).text(250, value, { size: 10.5 }).down(18);
    return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: serial, plateNumber: plateNo } };
  }
  const number = `${rng.int(10, 99)}-${rng.int(1000000, 9999999)}`;
  b.text(297, rng.pick(['COMMONWEALTH OF VIRGINIA', 'STATE OF OREGON', 'STATE OF OHIO']), { size: 12, bold: true, align: 'center' }).down(14);
  b.text(297, 'REGISTRATION RENEWAL CARD', { size: 12, bold: true, align: 'center' }).down(30);
  const head = [rng.pick(['LIC NO', 'LICENSE NO']), 'YR', 'MAKE', rng.pick(['CONTROL NO', 'RECORD NO']), rng.pick(['VALID THRU', 'REG EXP'])];
  const values = [plateNo, String(year).slice(2), rng.pick(['BUICK', 'OLDS', 'MERC', 'AMC']), number, formatDate(expiry, 'us', rng)];
  const xs = [50, 150, 195, 270, 420];
  head.forEach((h, i) => b.text(xs[i], h, { size: 7, bold: true }));
  values.forEach((v, i) => b.text(xs[i], v, { size: 10, y: b.y + 14 }));
  b.down(40);
  b.text(50, `VEH ID ${vin(rng)}`).down(14);
  b.text(50, `REGISTERED TO ${owner.toUpperCase()}`).down(14);
  b.text(50, `AMOUNT PAID ${formatMoney(rng.int(30, 140) + 0.75, 'us', rng)}`).down(14);
  return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
}

/** Its own seed: no other set's documents change. */
export const UNSEEN_SEED = 57319004;

/** The unseen set, in a fixed order: languages alternating within each family. */
export function generateUnseen(rng: Random): Generated[] {
  const out: Generated[] = [];
  const lang = (i: number): Lang => (i % 2 === 0 ? 'en' : 'de');
  for (let i = 0; i < 8; i++) out.push(unseenInvoice(rng, lang(i)));
  for (let i = 0; i < 4; i++) out.push(unseenInsurance(rng, lang(i)));
  for (let i = 0; i < 4; i++) out.push(unseenTransfer(rng, lang(i)));
  for (const kind of ['de-old', 'uk-v5', 'us-renewal', 'de-old', 'uk-v5', 'us-renewal'] as const) out.push(unseenRegistration(rng, kind));
  return out;
}
