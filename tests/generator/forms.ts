import { PageBuilder } from './page';
import type { Random } from './random';
import { shiftDays } from './service-invoice';
import type { Generated } from './types';
import { pickFrom, type Variant } from './variant';
import { CITIES, formatDate, formatMoney, formatNumber, localeOf, PEOPLE, plate, round2, vin, type Lang, type Locale } from './vocabulary';

/**
 * Forms whose values stand in tables and side-by-side blocks: an insurance renewal with a
 * coverage table (limits and excesses beside each premium, then tax and the total premium), a
 * purchase contract with the two parties in boxes side by side (the seller on either side), and
 * registration certificates read by field codes (ZB I, V5C) or as a header row over a value row
 * (US card). `variant` picks the wording half (see variant.ts).
 */

const INSURERS = {
  en: ['Marlowe Classic Vehicle Insurance', 'Heritage Shield Underwriting Ltd', 'Vintage Road Mutual', 'Albion Collector Cover'],
  de: ['Klassik Schutz Versicherung AG', 'Oldtimer Assekuranz Hanse', 'Veteranen Kasse VVaG', 'Chrom & Lack Versicherungsdienst GmbH'],
};
const INSURER_LINES = {
  en: ['Insurance for the cars you love', 'Specialist cover since 1983'],
  de: ['Versicherungen für Liebhaberfahrzeuge', 'Ihr Spezialversicherer seit 1983'],
};

export function insuranceTable(rng: Random, lang: Lang, variant: Variant): Generated {
  const de = lang === 'de';
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const insurer = pickFrom(rng, INSURERS[lang], variant);
  b.text(50, pickFrom(rng, INSURER_LINES[lang], variant), { size: 8 }).down(20);
  b.text(50, insurer, { size: 19, bold: true }).down(30);
  const holder = rng.pick(PEOPLE);
  const [street, town] = rng.pick(CITIES[lang]);
  const top = b.y;
  b.text(50, holder).down(13).text(50, street).down(13).text(50, town);
  const policy = `${pickFrom(rng, ['HS', 'KV', 'CL', 'OA'], variant)}${rng.int(100, 999)}/${rng.int(100000, 999999)}`;
  const issued = rng.date(2006, 2025);
  const start = shiftDays(issued, rng.int(10, 30));
  const end = shiftDays(start, 364);
  const info: [string, string][] = [
    [
      pickFrom(
        rng,
        de
          ? ['Versicherungsschein-Nr.', 'Vertragsnummer', 'Policennummer', 'Vertrags-Nr.']
          : ['Policy number', 'Policy No.', 'Policy ref.', 'Certificate number'],
        variant,
      ),
      policy,
    ],
    [
      pickFrom(rng, de ? ['Datum', 'Ausgestellt am', 'Ausstellungsdatum', 'Erstellt am'] : ['Date', 'Date issued', 'Issue date', 'Issued on'], variant),
      formatDate(issued, locale, rng),
    ],
    [de ? 'Kunden-Nr.' : 'Customer No.', String(rng.int(1000000, 9999999))],
  ];
  info.forEach(([label, value], i) => b.text(330, label, { y: top + i * 14, size: 9 }).text(545, value, { y: top + i * 14, size: 9, align: 'right' }));
  b.y = top + 60;
  b.text(
    50,
    pickFrom(
      rng,
      de ? ['Beitragsrechnung', 'Versicherungsschein', 'Nachtrag', 'Verlängerung'] : ['Renewal Notice', 'Schedule', 'Renewal Schedule', 'Policy Schedule'],
      variant,
    ),
    {
      size: 15,
      bold: true,
    },
  ).down(22);
  const coverage = de ? rng.pick(['Vollkasko', 'Teilkasko', 'Haftpflicht']) : rng.pick(['Comprehensive', 'Agreed Value', 'Third Party, Fire and Theft']);
  const period = `${formatDate(start, locale, rng)} ${de ? rng.pick(['bis', '-']) : rng.pick(['to', '-'])} ${formatDate(end, locale, rng)}`;
  const periodLabel = pickFrom(
    rng,
    de ? ['Versicherungszeitraum', 'Laufzeit', 'Vertragslaufzeit', 'Zeitraum'] : ['Period of insurance', 'Policy period', 'Period of cover', 'Term'],
    variant,
  );
  b.text(50, `${periodLabel}: ${period}`).down(14);
  b.text(
    50,
    `${pickFrom(rng, de ? ['Deckung', 'Tarif', 'Versicherungsumfang', 'Deckungsumfang'] : ['Cover', 'Type of cover', 'Coverage', 'Cover type'], variant)}: ${coverage}`,
  ).down(14);
  const year = rng.int(1955, 1989);
  const agreed = 1000 * rng.int(15, 180);
  b.text(
    50,
    `${de ? 'Fahrzeug' : 'Vehicle'}: ${year} ${rng.pick(['Triumph Stag', 'MG TD', 'Porsche 356', 'Mercedes 190 SL', 'Fiat 124 Spider'])}  ·  ${plate(rng, locale)}`,
  ).down(24);

  // Coverage table: the limit and the excess stand beside each premium.
  const deductible = rng.pick([150, 250, 300, 500]);
  const rows = de
    ? [
        ['Kfz-Haftpflicht', formatMoney(100_000_000, locale, rng, { bare: true }), '-', 90, 280],
        ['Kasko (Wert)', formatMoney(agreed, locale, rng, { bare: true }), formatNumber(deductible, locale, 2), 80, 320],
        ['Schutzbrief', '-', '-', 9, 29],
      ]
    : [
        ['Third party liability', formatMoney(20_000_000, locale, rng, { bare: true }), '-', 110, 360],
        ['Agreed value damage', formatMoney(agreed, locale, rng, { bare: true }), formatNumber(deductible, locale, 2), 95, 310],
        ['Breakdown recovery', '-', '-', 15, 45],
      ];
  const cols = [50, 300, 390, 545];
  b.box(45, b.y - 11, 505, 15, true);
  (de ? ['Baustein', 'Versicherungssumme', 'Selbstbeteiligung', 'Beitrag'] : ['Section', 'Limit / sum insured', 'Excess', 'Premium']).forEach((h, i) =>
    b.text(cols[i], h, { bold: true, size: 8.5, align: i ? 'right' : 'left' }),
  );
  b.down(17);
  const premiums = rows.map(([, , , lo, hi]) => round2(Number(lo) + rng.next() * (Number(hi) - Number(lo))));
  rows.forEach(([name, limit, excess], i) => {
    b.text(cols[0], String(name), { size: 9.5 })
      .text(cols[1], String(limit), { size: 9.5, align: 'right' })
      .text(cols[2], String(excess), { size: 9.5, align: 'right' })
      .text(cols[3], formatMoney(premiums[i], locale, rng, { bare: true }), { size: 9.5, align: 'right' });
    b.down(14);
  });
  const net = round2(premiums.reduce((s, p) => s + p, 0));
  const taxRate = de ? 19 : locale === 'uk' ? 12 : 3;
  const tax = round2((net * taxRate) / 100);
  const total = round2(net + tax);
  b.down(6);
  const sums: [string, string][] = [
    [de ? 'Nettobeitrag' : 'Net premium', formatMoney(net, locale, rng, { bare: true })],
    [
      de ? `Versicherungsteuer ${taxRate} %` : locale === 'uk' ? `Insurance Premium Tax ${taxRate}%` : `Premium tax ${taxRate}%`,
      formatMoney(tax, locale, rng, { bare: true }),
    ],
  ];
  for (const [label, value] of sums) b.text(300, label, { size: 9.5 }).text(545, value, { size: 9.5, align: 'right' }).down(14);
  const totalLabel = pickFrom(
    rng,
    de
      ? ['Gesamtbeitrag', 'Zu zahlender Beitrag', 'Jahresbeitrag gesamt', 'Beitrag gesamt']
      : ['Total premium', 'Total amount payable', 'Total annual premium', 'Premium payable'],
    variant,
  );
  b.box(295, b.y - 11, 255, 16, true);
  b.text(300, totalLabel, { bold: true })
    .text(545, formatMoney(total, locale, rng), { bold: true, align: 'right' })
    .down(26);
  const instalment = round2(total / 4);
  b.text(
    50,
    de
      ? `Zahlweise vierteljährlich: 4 Raten zu je ${formatMoney(instalment, locale, rng)}`
      : `Payable in 4 instalments of ${formatMoney(instalment, locale, rng)}`,
    { size: 8.5 },
  ).down(12);
  b.text(
    50,
    de ? `Vorjahresbeitrag: ${formatMoney(round2(total * 0.93), locale, rng)}` : `Last year's premium: ${formatMoney(round2(total * 0.93), locale, rng)}`,
    { size: 8.5 },
  );
  return {
    items: b.items,
    language: lang,
    truth: { documentType: 'insurance', policyNumber: policy, coverageType: coverage, premium: total, effectiveStart: start, effectiveEnd: end, deductible },
  };
}

/** A purchase contract: seller and buyer in two boxes side by side, each with its own labelled fields. */
export function twoPartyContract(rng: Random, lang: Lang, layout: { variant: Variant; sellerRight: boolean }): Generated {
  const de = lang === 'de';
  const v = layout.variant;
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  b.text(
    297,
    pickFrom(
      rng,
      de
        ? ['Kaufvertrag', 'Fahrzeugkaufvertrag', 'Kaufvertrag für ein Kraftfahrzeug', 'Privater Kfz-Kaufvertrag']
        : ['Vehicle Sale Agreement', 'Contract of Sale', 'Private Sale Agreement', 'Motor Vehicle Bill of Sale'],
      v,
    ),
    {
      size: 17,
      bold: true,
      align: 'center',
    },
  ).down(34);
  const [seller, buyer] = rng.some(PEOPLE, 2);
  const sellerHead = pickFrom(
    rng,
    de ? ['Verkäufer', 'Verkäufer (Veräußerer)', 'Verkäuferin', 'Der Verkäufer'] : ['Seller', 'The Seller', 'Vendor', 'Seller (transferor)'],
    v,
  );
  const buyerHead = pickFrom(
    rng,
    de ? ['Käufer', 'Käufer (Erwerber)', 'Käuferin', 'Der Käufer'] : ['Buyer', 'The Buyer', 'Purchaser', 'Buyer (transferee)'],
    v,
  );
  const party = (name: string): [string, string][] => {
    const [street, town] = rng.pick(CITIES[lang]);
    return [
      [de ? 'Name' : 'Name', name],
      [de ? 'Anschrift' : 'Address', street],
      ['', town],
      [de ? 'Ausweis-Nr.' : 'ID / licence no.', `${rng.pick(['L', 'T', 'C'])}${rng.int(10000000, 99999999)}`],
      [de ? 'Telefon' : 'Phone', `0${rng.int(100, 999)} ${rng.int(100000, 999999)}`],
    ];
  };
  const left = layout.sellerRight ? { head: buyerHead, fields: party(buyer) } : { head: sellerHead, fields: party(seller) };
  const right = layout.sellerRight ? { head: sellerHead, fields: party(seller) } : { head: buyerHead, fields: party(buyer) };
  const top = b.y;
  for (const [x, side] of [
    [50, left],
    [310, right],
  ] as const) {
    b.box(x - 5, top - 14, 245, 92);
    b.text(x, side.head.toUpperCase(), { y: top, bold: true, size: 9 });
    side.fields.forEach(([label, value], i) => {
      if (label) b.text(x, label, { y: top + 16 + i * 13, size: 8 });
      b.text(x + 75, value, { y: top + 16 + i * 13, size: 9.5 });
    });
  }
  b.y = top + 100;
  const year = rng.int(1954, 1986);
  const firstReg = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const sale = rng.date(Math.max(1999, year + 18), 2025);
  const price = 250 * rng.int(20, 600);
  const facts: [string, string][] = [
    [
      de ? 'Hersteller / Typ' : 'Make / model',
      rng.pick(['Porsche 912', 'Alfa Romeo Giulia', 'Mercedes-Benz 230 SL', 'Triumph Spitfire', 'Chevrolet Corvette C3', 'NSU Ro 80']),
    ],
    [de ? 'Fahrzeug-Ident-Nr.' : 'VIN / chassis no.', vin(rng)],
    [de ? 'Erstzulassung' : 'Date of first registration', formatDate(firstReg, locale, rng)],
    [de ? 'Baujahr' : 'Model year', String(year)],
    [de ? 'Kennzeichen' : 'Registration mark', plate(rng, locale)],
    [de ? 'Kilometerstand (abgelesen)' : 'Odometer reading', `${formatNumber(rng.int(20000, 190000), locale, 0)} ${de ? 'km' : 'mi'}`],
    [de ? 'Nächste HU' : 'MOT / inspection due', formatDate(shiftDays(sale, rng.int(60, 600)), locale, rng)],
  ];
  facts.forEach(([label, value], i) => {
    const col = i % 2;
    b.text(50 + col * 260, label, { size: 8, y: b.y + Math.floor(i / 2) * 26 }).text(50 + col * 260, value, { size: 10, y: b.y + Math.floor(i / 2) * 26 + 11 });
  });
  b.y += Math.ceil(facts.length / 2) * 26 + 16;
  const priceLabel = pickFrom(
    rng,
    de ? ['Kaufpreis', 'Verkaufspreis', 'Gesamtkaufpreis', 'Vereinbarter Kaufpreis'] : ['Purchase price', 'Sale price', 'Agreed price', 'Price'],
    v,
  );
  b.text(50, `${priceLabel}: ${formatMoney(price, locale, rng)}${de ? ' (inkl. Zubehör)' : ''}`, { bold: true }).down(14);
  const deposit = round2(price * rng.pick([0.1, 0.2]));
  b.text(
    50,
    de
      ? `davon Anzahlung ${formatMoney(deposit, locale, rng)}, Restbetrag ${formatMoney(price - deposit, locale, rng)} bei Übergabe in bar.`
      : `Deposit of ${formatMoney(deposit, locale, rng)} received; balance of ${formatMoney(price - deposit, locale, rng)} due on collection.`,
    {
      size: 9,
    },
  ).down(22);
  b.text(
    50,
    de
      ? 'Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft.'
      : 'The vehicle is sold as seen and inspected, with no warranty given or implied.',
    { size: 8.5 },
  ).down(34);
  const place = rng.pick(de ? ['Hamburg', 'Bremen', 'Leipzig', 'Freiburg'] : ['Oxford', 'Leeds', 'Portland', 'Dayton']);
  const saleText = formatDate(sale, locale, rng);
  if (v === 'a') {
    b.text(50, `${de ? 'Ort, Datum' : 'Place, date'}: ${place}, ${saleText}`).down(36);
  } else {
    b.text(50, de ? `${place}, den ${saleText}` : `Signed at ${place} on ${saleText}`).down(36);
  }
  b.text(50, '________________________').text(310, '________________________').down(11);
  b.text(50, `${de ? 'Unterschrift' : 'Signature'} ${left.head}`, { size: 8 }).text(310, `${de ? 'Unterschrift' : 'Signature'} ${right.head}`, { size: 8 });
  return { items: b.items, language: lang, truth: { documentType: 'purchase', sellerName: seller, saleDate: sale, purchasePrice: price } };
}

/**
 * Registration certificates read by their field codes (ZB I "A", "B", "E"; V5C "A", "B") or, on a
 * US card, a header row of labels over a row of values.
 */
export function codedRegistration(rng: Random, kind: 'zb1' | 'v5c' | 'us-table', variant: Variant): Generated {
  const b = new PageBuilder();
  const locale: Locale = kind === 'v5c' ? 'uk' : kind === 'us-table' ? 'us' : 'de';
  const plateNo = plate(rng, locale);
  const year = rng.int(1955, 1989);
  const first = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const issued = rng.date(2008, 2025);
  const expiry = shiftDays(issued, 365 * rng.int(1, 2) - 1);
  const owner = rng.pick(PEOPLE);
  const coded = (rows: [string, string, string][]) => {
    for (const [code, label, value] of rows) {
      b.text(50, code, { size: 9, bold: true }).text(85, label, { size: 7 }).text(290, value, { size: 10.5 }).down(17);
    }
  };
  if (kind === 'zb1') {
    const number = `${pickFrom(rng, ['AA', 'AB', 'AC', 'BD'], variant)}${rng.int(1000000, 9999999)}`;
    b.text(50, 'Bundesrepublik Deutschland', { size: 8 }).down(14);
    b.text(50, 'Zulassungsbescheinigung Teil I', { size: 15, bold: true }).down(12).text(50, '(Fahrzeugschein)', { size: 8 }).down(10);
    b.text(545, number, { size: 12, bold: true, align: 'right', y: b.y - 30 });
    b.down(20);
    coded([
      ['A', 'Amtliches Kennzeichen', plateNo],
      ['B', 'Datum der Erstzulassung des Fahrzeugs', formatDate(first, 'de', rng)],
      ['I', 'Datum der Zulassung', formatDate(issued, 'de', rng)],
      ['C.1.1', 'Name oder Firmenname', owner.split(' ')[1]],
      ['C.1.2', 'Vorname(n)', owner.split(' ')[0]],
      ['D.1', 'Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'VOLKSWAGEN', 'BMW'])],
      ['E', 'Fahrzeug-Identifizierungsnummer', vin(rng)],
      ['P.1', 'Hubraum in cm³', String(rng.int(1100, 4500))],
      ['P.2', 'Nennleistung in kW', String(rng.int(25, 190))],
      ['', 'Nächste Hauptuntersuchung', formatDate(expiry, 'de', rng)],
    ]);
    b.down(14).text(50, 'Ausgestellt durch: Landratsamt, Zulassungsstelle', { size: 8 });
    return { items: b.items, language: 'de', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
  }
  if (kind === 'v5c') {
    const ref = `${rng.int(10000, 99999)}${rng.int(100000, 999999)}`;
    b.text(50, 'Registration Certificate', { size: 15, bold: true }).text(545, 'V5C', { size: 18, bold: true, align: 'right' }).down(14);
    b.text(50, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { size: 7 }).down(26);
    b.text(50, `Document reference number  ${ref}`, { size: 10 }).down(24);
    coded([
      ['A', 'Registration number', plateNo],
      ['B', 'Date of first registration', formatDate(first, 'uk', rng)],
      ['', 'Date of first registration in UK', formatDate(first, 'uk', rng)],
      ['D.1', 'Make', rng.pick(['JAGUAR', 'TRIUMPH', 'MG', 'AUSTIN'])],
      ['E', 'VIN/Chassis/Frame No.', vin(rng)],
      ['P.1', 'Cylinder capacity (cc)', String(rng.int(900, 4200))],
      ['', 'Taxation class', 'Historic Vehicle'],
      ['', 'Year of manufacture', String(year)],
      ['C.1', 'Registered keeper', owner],
    ]);
    return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: ref, plateNumber: plateNo } };
  }
  const number = `${rng.int(100, 999)}${pickFrom(rng, ['R', 'T', 'V', 'K'], variant)}${rng.int(10000, 99999)}`;
  b.text(297, rng.pick(['STATE OF MICHIGAN', 'STATE OF WASHINGTON', 'STATE OF TEXAS']), { size: 12, bold: true, align: 'center' }).down(14);
  b.text(297, pickFrom(rng, ['Department of Motor Vehicles', 'Secretary of State', 'Department of Licensing', 'Motor Vehicle Division'], variant), {
    size: 9,
    align: 'center',
  }).down(20);
  b.text(297, pickFrom(rng, ['REGISTRATION CERTIFICATE', 'VEHICLE REGISTRATION', 'CERTIFICATE OF REGISTRATION', 'REGISTRATION RECEIPT'], variant), {
    size: 13,
    bold: true,
    align: 'center',
  }).down(28);
  const head = [
    pickFrom(rng, ['PLATE', 'PLATE NO.', 'LICENSE PLATE', 'TAG NO.'], variant),
    'YEAR',
    'MAKE',
    pickFrom(rng, ['REG. NO.', 'REGISTRATION NO.', 'REGISTRATION NUMBER', 'DOCUMENT NO.'], variant),
    pickFrom(rng, ['EXPIRES', 'EXPIRATION DATE', 'EXPIRY', 'VALID THROUGH'], variant),
  ];
  const values = [plateNo, String(year), rng.pick(['FORD', 'CHEV', 'PONT', 'DODG']), number, formatDate(expiry, 'us', rng)];
  const xs = [50, 150, 205, 275, 400];
  b.box(45, b.y - 11, 505, 32);
  head.forEach((h, i) => b.text(xs[i], h, { size: 7, bold: true }));
  values.forEach((v, i) => b.text(xs[i], v, { size: 10, y: b.y + 14 }));
  b.down(40);
  b.text(50, `VIN ${vin(rng)}`).down(14);
  b.text(50, `OWNER ${owner.toUpperCase()}`).down(14);
  b.text(50, `FEES PAID ${formatMoney(rng.int(30, 140) + 0.5, 'us', rng)}   WEIGHT ${rng.int(2400, 4400)} LBS`).down(14);
  b.text(50, `ISSUED ${formatDate(issued, 'us', rng)}`);
  return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
}
