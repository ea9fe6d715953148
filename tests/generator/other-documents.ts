import { field, fieldBlock, type LabelStyle } from './fields';
import { PageBuilder } from './page';
import type { Random } from './random';
import { shiftDays } from './service-invoice';
import type { Generated } from './types';
import { APPRAISERS, CITIES, formatDate, formatMoney, localeOf, PEOPLE, plate, round2, SHOPS, VEHICLES, vin, type Lang, type Locale } from './vocabulary';

const INSURERS = {
  en: ['Hagerty Classic Insurance', 'Heritage Motor Underwriters Ltd', 'Classic Line Mutual', 'Grundy Collector Cover'],
  de: ['Oldtimer-Versicherung Nordstern AG', 'Klassik Assekuranz GmbH', 'Württembergische Oldie-Police', 'Veteranen Versicherungsverein a.G.'],
};

/** An insurance schedule: coverage lines, taxes and the total premium, a period, an excess. */
export function insurance(rng: Random, lang: Lang, layout: { labels: LabelStyle; breakdown: boolean; grid: boolean }): Generated {
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const de = lang === 'de';
  b.text(50, rng.pick(INSURERS[lang]), { size: 18, bold: true }).down(26);
  b.text(50, de ? rng.pick(['Versicherungsschein', 'Nachtrag zum Versicherungsschein']) : rng.pick(['Policy Schedule', 'Certificate of Insurance']), {
    size: 14,
    bold: true,
  }).down(24);
  const policy = `${rng.pick(['POL', 'CL', 'VS', 'KF', 'HM'])}-${rng.int(100000, 9999999)}`;
  const coverage = de
    ? rng.pick(['Vollkasko', 'Teilkasko', 'Haftpflicht'])
    : rng.pick(['Agreed Value', 'Comprehensive', 'Liability Only', 'Third Party, Fire and Theft']);
  const start = rng.date(2005, 2025);
  const end = shiftDays(shiftDays(start, 365), start.endsWith('02-29') ? 0 : 0);
  const deductible = rng.pick([150, 250, 300, 500, 1000]);
  const issued = shiftDays(start, -rng.int(5, 30));
  const pairs: [string, string][] = [
    [de ? rng.pick(['Versicherungsschein-Nr.', 'Vertragsnummer', 'Policennummer']) : rng.pick(['Policy number', 'Policy No.', 'Certificate number']), policy],
    [de ? rng.pick(['Ausgestellt am', 'Datum']) : rng.pick(['Date issued', 'Issue date']), formatDate(issued, locale, rng)],
    [de ? rng.pick(['Deckung', 'Versicherungsumfang', 'Tarif']) : rng.pick(['Cover', 'Coverage', 'Type of cover']), coverage],
    [de ? rng.pick(['Versicherungsbeginn', 'Beginn']) : rng.pick(['Effective date', 'Start date', 'Period from']), formatDate(start, locale, rng)],
    [de ? rng.pick(['Ablauf', 'Vertragsende', 'Ende']) : rng.pick(['Expiry date', 'End date', 'Period to']), formatDate(end, locale, rng)],
    [de ? rng.pick(['Selbstbeteiligung', 'Selbstbehalt']) : rng.pick(['Excess', 'Deductible']), formatMoney(deductible, locale, rng)],
  ];
  fieldBlock(b, layout.labels, 50, pairs.slice(0, 3), { grid: layout.grid });
  fieldBlock(b, layout.labels, 50, pairs.slice(3), { grid: layout.grid });
  b.down(10);
  b.text(50, `${de ? 'Fahrzeug' : 'Vehicle'}: ${rng.pick(VEHICLES)}, ${rng.int(1955, 1988)}, ${plate(rng, locale)}`).down(14);
  b.text(50, `${de ? 'Versicherungssumme' : 'Agreed value'}: ${formatMoney(1000 * rng.int(20, 150), locale, rng)}`).down(24);

  const lines = de
    ? rng.some(
        [
          ['Haftpflicht', 80, 260],
          ['Teilkasko', 60, 200],
          ['Schutzbrief', 10, 30],
          ['Fahrerschutz', 15, 40],
        ] as const,
        rng.int(2, 3),
      )
    : rng.some(
        [
          ['Liability', 120, 380],
          ['Physical damage', 90, 300],
          ['Roadside assistance', 12, 40],
          ['Spare parts cover', 20, 60],
        ] as const,
        rng.int(2, 3),
      );
  const amounts = lines.map(([, lo, hi]) => round2(lo + rng.next() * (hi - lo)));
  const net = round2(amounts.reduce((s, a) => s + a, 0));
  const taxRate = de ? 19 : locale === 'uk' ? 12 : 0;
  const tax = round2((net * taxRate) / 100);
  const total = round2(net + tax);
  if (layout.breakdown) {
    b.text(50, de ? 'Beitragsberechnung' : 'Premium breakdown', { bold: true }).down(16);
    lines.forEach(([name], i) =>
      b
        .text(60, name)
        .text(400, formatMoney(amounts[i], locale, rng, { bare: true }), { align: 'right' })
        .down(14),
    );
    if (taxRate) {
      b.text(60, de ? 'Nettobeitrag' : 'Net premium')
        .text(400, formatMoney(net, locale, rng, { bare: true }), { align: 'right' })
        .down(14);
      b.text(60, de ? `Versicherungsteuer ${taxRate} %` : `Insurance Premium Tax ${taxRate}%`)
        .text(400, formatMoney(tax, locale, rng, { bare: true }), { align: 'right' })
        .down(14);
    }
    b.text(
      60,
      de
        ? rng.pick(['Jahresbeitrag gesamt', 'Gesamtbeitrag', 'Zu zahlender Beitrag'])
        : rng.pick(['Total annual premium', 'Total premium payable', 'Total premium']),
      { bold: true },
    )
      .text(400, formatMoney(total, locale, rng), { align: 'right', bold: true })
      .down(24);
  } else {
    b.down(field(b, layout.labels, 50, de ? rng.pick(['Jahresbeitrag', 'Beitrag']) : rng.pick(['Annual premium', 'Premium']), formatMoney(total, locale, rng)));
  }
  b.down(20).text(50, de ? 'Beitrag zahlbar bis 14 Tage nach Zugang. IBAN DE12 5001 0517 0648 4898 90' : 'Payment due within 14 days. Customer ref 44817-22', {
    size: 8,
  });
  return {
    items: b.items,
    language: lang,
    truth: { documentType: 'insurance', policyNumber: policy, coverageType: coverage, premium: total, effectiveStart: start, effectiveEnd: end, deductible },
  };
}

/** A bill of sale / Kaufvertrag: seller and buyer one after the other or side by side. */
export function purchase(rng: Random, lang: Lang, layout: { sideBySide: boolean; labels: LabelStyle }): Generated {
  const locale = localeOf(lang, rng);
  const de = lang === 'de';
  const b = new PageBuilder();
  b.text(297, de ? rng.pick(['Kaufvertrag', 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug']) : rng.pick(['Bill of Sale', 'Vehicle Purchase Agreement']), {
    size: 17,
    bold: true,
    align: 'center',
  }).down(34);
  const [seller, buyer] = rng.some(PEOPLE, 2);
  const [sStreet, sTown] = rng.pick(CITIES[lang]);
  const [bStreet, bTown] = rng.pick(CITIES[lang]);
  const sellerLabel = de ? rng.pick(['Verkäufer', 'Verkäuferin']) : rng.pick(['Seller', 'Vendor']);
  const buyerLabel = de ? 'Käufer' : rng.pick(['Buyer', 'Purchaser']);
  if (layout.sideBySide) {
    b.text(50, sellerLabel.toUpperCase(), { bold: true }).text(320, buyerLabel.toUpperCase(), { bold: true }).down(16);
    b.text(50, seller).text(320, buyer).down(13);
    b.text(50, sStreet).text(320, bStreet).down(13);
    b.text(50, sTown).text(320, bTown).down(28);
  } else {
    b.down(field(b, layout.labels, 50, sellerLabel, `${seller}, ${sStreet}, ${sTown}`));
    b.down(field(b, layout.labels, 50, buyerLabel, `${buyer}, ${bStreet}, ${bTown}`));
    b.down(14);
  }
  const year = rng.int(1955, 1988);
  const firstReg = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const sale = rng.date(Math.max(2000, year + 20), 2025);
  const price = 500 * rng.int(10, 300);
  fieldBlock(b, layout.labels, 50, [
    [de ? 'Fahrzeug' : 'Vehicle', rng.pick(VEHICLES)],
    [de ? 'Fahrgestellnummer' : 'VIN', vin(rng)],
    [de ? 'Erstzulassung' : 'First registered', formatDate(firstReg, locale, rng)],
    [de ? 'Kennzeichen' : 'Registration', plate(rng, locale)],
    [de ? 'Kilometerstand' : 'Odometer', `${rng.int(20, 190)}${de ? '.' : ','}${rng.int(100, 999)} ${de ? 'km' : 'mi'}`],
  ]);
  b.down(12);
  b.down(
    field(
      b,
      layout.labels,
      50,
      de ? rng.pick(['Kaufpreis', 'Verkaufspreis']) : rng.pick(['Purchase price', 'Sale price', 'Agreed price']),
      formatMoney(price, locale, rng),
    ),
  );
  b.text(
    50,
    de ? `Anzahlung: ${formatMoney(round2(price / 10), locale, rng)} (bereits geleistet)` : `Deposit paid: ${formatMoney(round2(price / 10), locale, rng)}`,
    { size: 9 },
  ).down(24);
  b.text(50, de ? 'Das Fahrzeug wird wie besichtigt unter Ausschluss der Sachmängelhaftung verkauft.' : 'The vehicle is sold as seen, without warranty.', {
    size: 9,
  }).down(30);
  const saleDate = formatDate(sale, locale, rng);
  if (layout.sideBySide) {
    b.text(50, de ? `${rng.pick(['Hamburg', 'München', 'Köln'])}, ${saleDate}` : saleDate).text(320, de ? `Ort, Datum` : 'Date of sale', {
      size: 8,
      y: b.y + 10,
    });
    b.text(50, de ? 'Ort, Datum' : 'Date of sale', { size: 8, y: b.y + 10 }).down(40);
  } else b.down(field(b, layout.labels, 50, de ? rng.pick(['Datum', 'Übergabedatum', 'Kaufdatum']) : rng.pick(['Date of sale', 'Date']), saleDate)).down(30);
  b.text(50, '______________________').text(320, '______________________').down(12);
  b.text(50, `${de ? 'Unterschrift' : 'Signature'} ${sellerLabel}`, { size: 8 }).text(320, `${de ? 'Unterschrift' : 'Signature'} ${buyerLabel}`, { size: 8 });
  return { items: b.items, language: lang, truth: { documentType: 'purchase', sellerName: seller, saleDate: sale, purchasePrice: price } };
}

const CONDITIONS = {
  en: ['Good, older restoration with minor paint chips', 'Excellent, numbers matching', 'Fair, surface rust on sills', 'Very good, original interior'],
  de: ['Note 2, gepflegter Originalzustand', 'Note 3, ältere Restaurierung', 'Note 2-, leichte Gebrauchsspuren', 'Note 4, Durchrostungen an den Schwellern'],
};

/** A valuation report: vehicle table with the model year near the values, value in a box or a row. */
export function appraisal(rng: Random, lang: Lang, layout: { labels: LabelStyle; boxedValue: boolean }): Generated {
  const locale = localeOf(lang, rng);
  const de = lang === 'de';
  const b = new PageBuilder();
  const appraiser = rng.pick(APPRAISERS);
  b.text(50, de ? rng.pick(['Kfz-Sachverständigenbüro Lorenz', 'Classic Data Gutachten']) : rng.pick(['Heritage Valuations', 'Collector Car Appraisals LLC']), {
    size: 16,
    bold: true,
  }).down(24);
  b.text(50, de ? rng.pick(['Wertgutachten', 'Kurzgutachten Oldtimer']) : rng.pick(['Appraisal Report', 'Valuation Certificate']), {
    size: 14,
    bold: true,
  }).down(26);
  const date = rng.date(2005, 2025);
  const year = rng.int(1952, 1985);
  const value = 500 * rng.int(20, 400);
  const condition = rng.pick(CONDITIONS[lang]);
  fieldBlock(b, layout.labels, 50, [
    [
      de ? rng.pick(['Besichtigungsdatum', 'Datum der Besichtigung', 'Datum']) : rng.pick(['Date of inspection', 'Inspection date', 'Report date']),
      formatDate(date, locale, rng),
    ],
    [de ? rng.pick(['Sachverständiger', 'Gutachter']) : rng.pick(['Appraiser', 'Inspected by']), appraiser],
  ]);
  b.down(8);
  fieldBlock(b, layout.labels, 50, [
    [de ? 'Fahrzeug' : 'Vehicle', rng.pick(VEHICLES)],
    [de ? 'Baujahr' : 'Year', String(year)],
    [de ? 'Laufleistung' : 'Mileage', `${rng.int(20, 190)}${de ? '.' : ','}${rng.int(100, 999)} ${de ? 'km' : 'mi'}`],
    [de ? 'Zustand' : 'Condition', condition],
  ]);
  b.down(12);
  const valueLabel = de ? rng.pick(['Marktwert', 'Wiederbeschaffungswert', 'Verkehrswert']) : rng.pick(['Appraised value', 'Market value', 'Agreed value']);
  if (layout.boxedValue) {
    b.box(50, b.y - 12, 250, 40, true);
    b.text(60, valueLabel, { size: 8 })
      .text(60, formatMoney(value, locale, rng), { size: 14, bold: true, y: b.y + 20 })
      .down(50);
  } else b.down(field(b, layout.labels, 50, valueLabel, formatMoney(value, locale, rng)));
  b.text(
    50,
    de
      ? `Wiederherstellungskosten geschätzt: ${formatMoney(round2(value / 8), locale, rng)}`
      : `Estimated cost to restore: ${formatMoney(round2(value / 8), locale, rng)}`,
    { size: 9 },
  ).down(30);
  b.text(50, '______________________').down(12).text(50, appraiser, { size: 8 });
  return {
    items: b.items,
    language: lang,
    truth: { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: condition },
  };
}

/** Registration papers: DE Zulassungsbescheinigung Teil I, UK V5C, a US registration card, a plain DE form. */
export function registration(rng: Random, kind: 'zb1' | 'v5c' | 'us-card' | 'de-form'): Generated {
  const b = new PageBuilder();
  const locale: Locale = kind === 'v5c' ? 'uk' : kind === 'us-card' ? 'us' : 'de';
  const plateNo = plate(rng, locale);
  const year = rng.int(1955, 1988);
  const first = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const issued = rng.date(2010, 2024);
  const expiry = shiftDays(issued, 365 * rng.int(1, 2));
  const make = rng.pick(VEHICLES);
  if (kind === 'zb1') {
    const number = `${rng.pick(['AA', 'AB', 'BC', 'DE'])}${rng.int(1000000, 9999999)}`;
    b.text(50, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 }).text(545, number, { align: 'right', size: 11, bold: true }).down(18);
    b.text(50, 'Zulassungsbescheinigung Teil I', { size: 16, bold: true })
      .text(545, 'Nr. der Bescheinigung', { align: 'right', size: 7, y: b.y - 28 })
      .down(14);
    b.text(50, '(Fahrzeugschein)', { size: 9 }).down(26);
    const cells: [string, string][] = [
      ['A  Amtliches Kennzeichen', plateNo],
      ['B  Datum der Erstzulassung', formatDate(first, 'de', rng)],
      ['I  Datum dieser Zulassung', formatDate(issued, 'de', rng)],
    ];
    fieldBlock(b, 'above', 50, cells, { grid: true });
    fieldBlock(
      b,
      'above',
      50,
      [
        ['D.1  Marke', make.split(' ')[0]],
        ['E  Fahrzeug-Identifizierungsnummer', vin(rng)],
        ['P.1  Hubraum in cm³', String(rng.int(1100, 4200))],
      ],
      { grid: true },
    );
    fieldBlock(
      b,
      'above',
      50,
      [
        ['Nächste HU', formatDate(expiry, 'de', rng)],
        ['C.1.1  Name', rng.pick(PEOPLE)],
        ['Leistung kW', String(rng.int(30, 180))],
      ],
      { grid: true },
    );
    b.down(10).text(50, 'Zulassungsbehörde: Stadt Mannheim, Bürgerdienste', { size: 8 });
    return { items: b.items, language: 'de', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
  }
  if (kind === 'v5c') {
    const ref = String(rng.int(10000, 99999)) + String(rng.int(100000, 999999));
    b.text(50, 'DVLA', { size: 20, bold: true }).text(545, 'V5C', { size: 20, bold: true, align: 'right' }).down(24);
    b.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true }).down(28);
    fieldBlock(
      b,
      'above',
      50,
      [
        ['Document reference number', ref],
        ['Registration number', plateNo],
        ['Date of first registration', formatDate(first, 'uk', rng)],
      ],
      { grid: true },
    );
    fieldBlock(
      b,
      'above',
      50,
      [
        ['Make', make.split(' ')[0]],
        ['Model', make.split(' ').slice(1).join(' ') || '-'],
        ['Year of manufacture', String(year)],
      ],
      { grid: true },
    );
    fieldBlock(
      b,
      'above',
      50,
      [
        ['VIN/Chassis/Frame No.', vin(rng)],
        ['Taxation class', 'Historic Vehicle'],
        ['Date of issue', formatDate(issued, 'uk', rng)],
      ],
      { grid: true },
    );
    b.down(10).text(50, `Registered keeper: ${rng.pick(PEOPLE)}, ${CITIES.en[0].join(', ')}`, { size: 9 });
    return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: ref, plateNumber: plateNo } };
  }
  if (kind === 'us-card') {
    const number = `${rng.int(10, 99)}${rng.pick(['R', 'A', 'V'])}${rng.int(100000, 999999)}`;
    b.text(297, rng.pick(['STATE OF OHIO', 'COMMONWEALTH OF PENNSYLVANIA', 'STATE OF OREGON']), { size: 12, bold: true, align: 'center' }).down(16);
    b.text(297, 'Bureau of Motor Vehicles', { size: 9, align: 'center' }).down(18);
    b.text(297, 'VEHICLE REGISTRATION CARD', { size: 14, bold: true, align: 'center' }).down(28);
    fieldBlock(
      b,
      rng.pick(['colon', 'above'] as const),
      50,
      [
        ['Plate No.', plateNo],
        ['Registration No.', number],
        ['Expires', formatDate(expiry, 'us', rng)],
      ],
      { grid: true, cell: 165 },
    );
    fieldBlock(b, 'colon', 50, [
      ['Year', String(year)],
      ['Make', make],
      ['VIN', vin(rng)],
      ['Owner', rng.pick(PEOPLE)],
      ['Fee paid', formatMoney(rng.int(20, 90), 'us', rng)],
    ]);
    return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
  }
  const number = `${rng.pick(['REG', 'RG', 'ZB'])}${rng.int(1000000, 99999999)}`;
  b.text(50, 'Fahrzeugzulassung', { size: 16, bold: true }).down(30);
  fieldBlock(b, 'colon', 50, [
    ['Dokumentnummer', number],
    ['Kennzeichen', plateNo],
    ['Erstzulassung', formatDate(first, 'de', rng)],
    ['Gültig bis', formatDate(expiry, 'de', rng)],
    ['Halter', rng.pick(PEOPLE)],
  ]);
  return { items: b.items, language: 'de', truth: { documentType: 'registration', registrationNumber: number, plateNumber: plateNo, expiryDate: expiry } };
}

/** A parts-counter receipt: items, tax, total (as a row or in a box with the label above), cash and change. */
export function receipt(rng: Random, lang: Lang, layout: { boxedTotal: boolean }): Generated {
  const locale = localeOf(lang, rng);
  const de = lang === 'de';
  const b = new PageBuilder();
  const shop = rng.pick(SHOPS[lang]);
  b.text(297, shop, { size: 15, bold: true, align: 'center' }).down(14);
  b.text(297, rng.pick(CITIES[lang]).join(', '), { size: 8, align: 'center' }).down(24);
  const date = rng.date(2000, 2025);
  b.text(
    150,
    `${de ? rng.pick(['Datum', 'Beleg-Datum']) : rng.pick(['Date', 'Receipt date'])}: ${formatDate(date, locale, rng)}  ${rng.int(8, 18)}:${rng.int(10, 59)}`,
  ).down(14);
  b.text(150, `${de ? 'Bon-Nr.' : 'Receipt No.'} ${rng.int(1000, 99999)}`).down(22);
  const items = rng.some(
    [
      ['Wax polish', 12, 30],
      ['Chrome cleaner', 8, 20],
      ['Wiper blades', 15, 40],
      ['Bulb H4', 5, 15],
      ['Hose clamp set', 4, 12],
      ['Fuse kit', 6, 18],
    ] as const,
    rng.int(2, 5),
  );
  let net = 0;
  for (const [name, lo, hi] of items) {
    const v = round2(lo + rng.next() * (hi - lo));
    net += v;
    b.text(150, name)
      .text(445, formatMoney(v, locale, rng, { bare: true }), { align: 'right' })
      .down(14);
  }
  net = round2(net);
  const total = net;
  const tax = round2(total - total / 1.19);
  b.down(6)
    .text(150, de ? 'enthaltene MwSt. 19 %' : 'incl. tax', { size: 9 })
    .text(445, formatMoney(tax, locale, rng, { bare: true }), { align: 'right', size: 9 })
    .down(16);
  const label = de ? rng.pick(['SUMME', 'Gesamt', 'Zu zahlen']) : rng.pick(['TOTAL', 'Total', 'Amount due']);
  if (layout.boxedTotal) {
    b.box(145, b.y - 12, 305, 36, true);
    b.text(155, label, { size: 8 })
      .text(440, formatMoney(total, locale, rng), { y: b.y + 16, align: 'right', bold: true, size: 13 })
      .down(44);
  } else
    b.text(150, label, { bold: true })
      .text(445, formatMoney(total, locale, rng), { align: 'right', bold: true })
      .down(18);
  const cash = Math.ceil(total / 10) * 10 + (rng.chance(0.5) ? 10 : 0);
  b.text(150, de ? 'Bar' : 'Cash')
    .text(445, formatMoney(cash, locale, rng, { bare: true }), { align: 'right' })
    .down(14);
  b.text(150, de ? 'Rückgeld' : 'Change')
    .text(445, formatMoney(round2(cash - total), locale, rng, { bare: true }), { align: 'right' })
    .down(24);
  b.text(297, de ? 'Vielen Dank für Ihren Einkauf!' : 'Thank you for shopping with us!', { size: 9, align: 'center' });
  return { items: b.items, language: lang, truth: { documentType: 'receipt', shopName: shop, date, totalCost: total } };
}
