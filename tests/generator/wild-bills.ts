import { field } from './fields';
import { PageBuilder } from './page';
import type { Random } from './random';
import { shiftDays } from './service-invoice';
import type { Generated } from './types';
import { half, pickFrom, type Variant } from './variant';
import { formatDate, formatMoney, formatNumber, plate, round2, vin, type Lang, type Locale } from './vocabulary';

/**
 * Fourth families (issue 11, fifth pass): workshop bills and shop receipts that randomise
 * everything a document at a time — the letterhead (big name, monogram, name in a right block,
 * tagline above, name only in the footer's imprint), where labels stand (beside, above, below,
 * right, a grid of label/value cells, a heading row over values, facts inline in one run), which
 * dates are printed (invoice, work, order, due, first registration, next service), the numbers
 * that are not what they seem (plates, VAT ids, IBAN/BIC, phones, postcodes, next-service mileage,
 * deposits, model years, part numbers), and the item table (position, article number, type,
 * quantity, unit, unit price, discount, amount; net or gross; labour/parts subtotals or none).
 * Every wording list is split in halves (variant.ts): dev the even, held-out the odd entries.
 * **The held-out half must never be added to a list in src/shared/analysis**: it is how the
 * reader's generalisation is measured.
 */

type Words = Record<Lang, string[]>;

const SHOPS: Words = {
  en: [
    'Penrose Motor Engineering Ltd',
    'Calder Valley Classics',
    'Hartwell & Dunn Automotive',
    'Blue Ridge Vintage Auto LLC',
    'Wexcombe Garage Ltd',
    'Sutter Creek Car Care Inc.',
    'Lowther Sports Cars',
    'Greyfriars Motor Works Ltd',
    'Ironwood Restoration Shop',
    'Maple Hill Service Station',
    'Tamworth Coachworks Ltd',
    'Delmar Classic Garage Inc.',
  ],
  de: [
    'Autohaus Stegmann GmbH',
    'Kfz-Werkstatt Ludwig Ritter',
    'Oldtimerhalle Dorn GmbH & Co. KG',
    'Karosserie- und Lackierbetrieb Vollmer',
    'Autoservice Hansen e.K.',
    'Motorenbau Kirchner GmbH',
    'Classic Garage am Ring',
    'Werkstatt Pohl & Sohn OHG',
    'Kfz-Technik Schuster GmbH',
    'Autohaus Gebrüder Lenz KG',
    'Zweirad- und Kfz-Service Arnold',
    'Fahrzeugpflege Berger GmbH',
  ],
};

const TAGLINES: Words = {
  en: [
    'Family run since 1962',
    'Servicing · Repairs · MOT',
    'Specialists in post-war classics',
    'Approved by the Classic Car Guild',
    'Body, paint and mechanical',
    'Your local independent',
  ],
  de: [
    'Seit 1961 in Familienhand',
    'Wartung · Reparatur · HU/AU',
    'Spezialist für Klassiker',
    'Meisterbetrieb seit 1979',
    'Karosserie, Lack und Mechanik',
    'Alle Marken, ein Ansprechpartner',
  ],
};

const STREETS: Record<Lang, [string, string][]> = {
  en: [
    ['14 Quarry Lane', 'Bristol BS3 4QP'],
    ['918 Canyon Road', 'Boulder, CO 80302'],
    ['Unit 6, Mill Yard', 'York YO1 7HH'],
    ['2047 Lakeshore Dr', 'Madison, WI 53703'],
  ],
  de: [
    ['Gewerbering 7', '69117 Heidelberg'],
    ['Mühlenstraße 42', '30159 Hannover'],
    ['Am Schlachthof 5', '50667 Köln'],
    ['Industriepark 12', '93047 Regensburg'],
  ],
};

const HOMES: Record<Lang, [string, string][]> = {
  en: [
    ['3 Orchard Close', 'Harrogate HG2 8LP'],
    ['77 Birch Avenue', 'Ann Arbor, MI 48104'],
    ['Flat 2, 19 Hill Street', 'Bath BA1 5DT'],
  ],
  de: [
    ['Lindenweg 9', '76133 Karlsruhe'],
    ['Kastanienallee 31', '10435 Berlin'],
    ['Rosenstraße 4a', '88045 Friedrichshafen'],
  ],
};

const CUSTOMERS = ['Martin Ebert', 'Helen Gray', 'Oliver Brandt', 'Susan Reid', 'Frank Ostermann', 'Carol Jennings', 'Uwe Kern', 'Paul Whitaker'];
const CARS = [
  'Porsche 356 B',
  'Mercedes-Benz W113',
  'Triumph Spitfire',
  'Austin-Healey 3000',
  'Chevrolet Bel Air',
  'BMW 2002 tii',
  'Volvo P1800',
  'Fiat 124 Spider',
];

/** Label wording per field: half of each list for the dev set, the other half held out. */
const L = {
  en: {
    title: ['INVOICE', 'Service Invoice', 'Repair Bill', 'Statement of Work', 'Tax Invoice', 'Workshop Account', 'Job Invoice', 'Bill of Repair'],
    number: ['Invoice No.', 'Job card', 'Invoice number', 'Work order #', 'Ref.', 'Bill no.', 'Document #', 'Job no.'],
    invoiceDate: ['Invoice date', 'Date of bill', 'Date', 'Billing date', 'Dated', 'Date invoiced', 'Issued on', 'Invoice dated'],
    workDate: ['Date of work', 'Work done on', 'Service date', 'Vehicle serviced', 'Work completed', 'Serviced on', 'Repair date', 'Job finished'],
    orderDate: ['Order date', 'Vehicle in', 'Booked in', 'Arrived', 'Job opened', 'Date in', 'Received', 'Check-in'],
    dueDate: ['Due date', 'Pay by', 'Payment due', 'Settle by', 'Due by', 'Payable by'],
    firstReg: ['First registered', 'Reg. date', 'Date of first registration', 'Year of reg.'],
    modelYear: ['Model year', 'Year', 'Year built', 'MY'],
    plate: ['Reg. No.', 'Licence', 'Plate', 'Tag', 'Registration', 'Reg. mark'],
    vin: ['VIN', 'Chassis', 'Chassis No.', 'Frame no.'],
    customerNo: ['Customer No.', 'Acct', 'Account No.', 'Client ID'],
    mileage: ['Mileage', 'Odo in', 'Odometer', 'Miles at intake', 'Odometer reading', 'Distance recorded', 'Miles in', 'Recorded mileage'],
    cols: {
      pos: ['Pos', 'Line', '#', 'No.'],
      partNo: ['Part No.', 'Code', 'Article', 'SKU'],
      desc: ['Description', 'Details', 'Item', 'Work / part'],
      type: ['Type', 'Cat.', 'Kind', 'Class'],
      qty: ['Qty', 'Hrs/Qty', 'Quantity', 'Units'],
      unit: ['Unit', 'U/M', 'UoM', 'Per'],
      price: ['Unit price', 'Rate', 'Price', 'Each'],
      disc: ['Disc.', 'Discount', 'Disc %', 'Less'],
      amount: ['Amount', 'Line total', 'Total', 'Ext.'],
    },
    labourType: ['Labour', 'Labor', 'Work', 'Service'],
    partType: ['Part', 'Parts', 'Material', 'Goods'],
    hour: ['hrs', 'h', 'hr', 'hour'],
    piece: ['ea', 'pc', 'each', 'unit'],
    workHeading: ['Work performed', 'Labour', 'Work carried out', 'Repairs', 'Description of work', 'Jobs done'],
    partsHeading: ['Parts', 'Parts supplied', 'Parts used', 'Materials', 'Parts & materials', 'Spares fitted'],
    labourSub: ['Labour subtotal', 'Labor', 'Total labour', 'Workshop time', 'Labour charges', 'Total labor'],
    partsSub: ['Parts subtotal', 'Parts', 'Total parts', 'Spares', 'Parts & materials', 'Materials total'],
    net: ['Subtotal', 'Net', 'Net amount', 'Sub-total', 'Total before tax', 'Goods & services'],
    tax: (r: number, uk: boolean) => (uk ? `VAT ${r}%` : `Sales tax ${r}%`),
    total: ['Total due', 'Total', 'Amount due', 'Please pay', 'Invoice total', 'Balance', 'Grand total', 'Pay this amount'],
    grossNote: (r: number, v: string, uk: boolean) => (uk ? `Prices include VAT at ${r}% (${v})` : `Sales tax ${r}% included: ${v}`),
    next: (v: string) => `Next service due at ${v}`,
    nextDate: (d: string) => `Next service by ${d}`,
    deposit: (v: string) => `Deposit received on booking: ${v}`,
    thanks: ['Thank you for your custom.', 'We appreciate your business!', 'All work guaranteed 12 months / 12,000 miles.'],
    phone: 'Tel.',
  },
  de: {
    title: ['RECHNUNG', 'Werkstattrechnung', 'Rechnung', 'Reparaturrechnung', 'Kundendienstrechnung', 'Rechnung Nr.', 'Servicerechnung', 'Abrechnung'],
    number: ['Rechnungs-Nr.', 'Auftrag', 'Rechnungsnummer', 'Beleg', 'Auftrags-Nr.', 'Vorgang', 'Beleg-Nr.', 'RG-Nr.'],
    invoiceDate: ['Rechnungsdatum', 'Datum', 'Belegdatum', 'Rechnung vom', 'Ausgestellt am', 'Datum der Rechnung', 'Rechnungsdat.', 'Erstellt am'],
    workDate: [
      'Leistungsdatum',
      'Arbeiten am',
      'Ausführungsdatum',
      'Reparatur am',
      'Fertigstellung',
      'Durchgeführt am',
      'Reparaturdatum',
      'Leistung erbracht am',
    ],
    orderDate: ['Auftragsannahme', 'Fahrzeug angenommen', 'Auftrag vom', 'Angenommen am', 'Annahme', 'Hereingenommen', 'Eingang', 'Termin'],
    dueDate: ['Fällig am', 'Zahlbar bis', 'Zahlungsziel', 'Fällig bis', 'Zahlbar am', 'Bitte zahlen bis'],
    firstReg: ['Erstzulassung', 'EZ', 'Datum Erstzulassung', 'Zul.-Datum'],
    modelYear: ['Baujahr', 'Bj.', 'Modelljahr', 'Bauj.'],
    plate: ['Kennzeichen', 'Kennz.', 'Amtl. Kennzeichen', 'Kfz-Zeichen', 'Kfz-Kennzeichen', 'Pol. Kennz.'],
    vin: ['FIN', 'Fahrgestell', 'Fahrgestell-Nr.', 'Ident-Nr.'],
    customerNo: ['Kunden-Nr.', 'Kd.-Nr.', 'Kundennummer', 'Kunde'],
    mileage: ['km-Stand', 'Km bei Annahme', 'Kilometerstand', 'Tacho', 'Laufleistung', 'Gefahrene km', 'Tachostand', 'Km-Zähler'],
    cols: {
      pos: ['Pos.', 'Zeile', 'Nr.', 'Lfd.'],
      partNo: ['Art.-Nr.', 'Teilenr.', 'Artikel', 'Teile-Nr.'],
      desc: ['Bezeichnung', 'Text', 'Leistung / Artikel', 'Beschreibung'],
      type: ['Art', 'Kat.', 'Typ', 'Gruppe'],
      qty: ['Menge', 'Anz.', 'Anzahl', 'Mg.'],
      unit: ['ME', 'Einh.', 'Einheit', 'E'],
      price: ['Einzelpreis', 'Preis/E', 'Preis', 'EP'],
      disc: ['Rabatt', 'Nachl.', 'Rab. %', 'Abzug'],
      amount: ['Betrag', 'Gesamt', 'Summe', 'GP'],
    },
    labourType: ['Lohn', 'Arbeit', 'AW', 'Leistung'],
    partType: ['Teil', 'Material', 'Ersatzteil', 'Ware'],
    hour: ['Std.', 'h', 'Std', 'AW'],
    piece: ['Stk.', 'St.', 'Stück', 'Stk'],
    workHeading: ['Ausgeführte Arbeiten', 'Arbeiten', 'Arbeitsleistungen', 'Durchgeführte Arbeiten', 'Leistungen', 'Reparaturumfang'],
    partsHeading: ['Ersatzteile', 'Material', 'Teile und Material', 'Verbaute Teile', 'Teile', 'Materialeinsatz'],
    labourSub: ['Summe Arbeitslohn', 'Lohn', 'Arbeitslohn gesamt', 'Lohnanteil', 'Summe Lohn', 'Werkstattleistung'],
    partsSub: ['Summe Ersatzteile', 'Teile', 'Teile gesamt', 'Materialanteil', 'Summe Material', 'Warenwert Teile'],
    net: ['Nettobetrag', 'Netto', 'Zwischensumme', 'Summe netto', 'Gesamt netto', 'Nettosumme'],
    tax: (r: number) => `MwSt. ${r} %`,
    total: ['Gesamtbetrag', 'Summe', 'Rechnungsbetrag', 'Zu zahlen', 'Endbetrag', 'Bruttobetrag', 'Zahlbetrag', 'Rechnungssumme brutto'],
    grossNote: (r: number, v: string) => `Im Betrag enthaltene MwSt. ${r} %: ${v}`,
    next: (v: string) => `Nächste Inspektion bei ${v}`,
    nextDate: (d: string) => `Nächster Service spätestens ${d}`,
    deposit: (v: string) => `Anzahlung bei Auftrag erhalten: ${v}`,
    thanks: ['Vielen Dank für Ihren Auftrag.', 'Wir danken für Ihr Vertrauen!', 'Gewährleistung 12 Monate auf Teile und Arbeit.'],
    phone: 'Tel.',
  },
};

const JOBS: Record<Lang, [string, number][]> = {
  en: [
    ['Annual service, engine oil and filters', 2.5],
    ['Overhaul twin SU carburettors', 3.5],
    ['Replace rear brake shoes and adjust', 1.6],
    ['Renew timing chain and tensioner', 5],
    ['Diagnose intermittent misfire', 1],
    ['Refit exhaust and check for leaks', 0.8],
    ['Replace fuel pump', 1.2],
    ['Set tappets and ignition timing', 1.5],
    ['Rebuild dynamo', 2],
    ['Fit new heater matrix', 3],
  ],
  de: [
    ['Jahresinspektion mit Ölwechsel', 2.5],
    ['Doppelvergaser überholt', 3.5],
    ['Bremsbacken hinten erneuert und eingestellt', 1.6],
    ['Steuerkette und Spanner erneuert', 5],
    ['Fehlersuche Zündaussetzer', 1],
    ['Auspuff neu befestigt, auf Dichtheit geprüft', 0.8],
    ['Kraftstoffpumpe ersetzt', 1.2],
    ['Ventile und Zündzeitpunkt eingestellt', 1.5],
    ['Lichtmaschine instandgesetzt', 2],
    ['Heizungswärmetauscher erneuert', 3],
  ],
};

const SPARES: Record<Lang, [string, number, number][]> = {
  en: [
    ['Oil filter', 7, 22],
    ['Engine oil 20W-50, 5 l', 32, 65],
    ['Brake shoe set rear', 38, 95],
    ['Timing chain kit', 90, 240],
    ['Ignition leads set', 25, 60],
    ['Fuel pump', 65, 170],
    ['Rocker cover gasket', 9, 28],
    ['Fan belt', 12, 30],
    ['Heater matrix', 110, 260],
    ['Contact breaker points', 8, 19],
  ],
  de: [
    ['Ölfilter', 7, 22],
    ['Motoröl 20W-50, 5 l', 32, 65],
    ['Bremsbackensatz hinten', 38, 95],
    ['Steuerkettensatz', 90, 240],
    ['Zündkabelsatz', 25, 60],
    ['Kraftstoffpumpe', 65, 170],
    ['Ventildeckeldichtung', 9, 28],
    ['Keilriemen', 12, 30],
    ['Wärmetauscher', 110, 260],
    ['Unterbrecherkontakt', 8, 19],
  ],
};

interface Line {
  text: string;
  labour: boolean;
  qty: number;
  unit: number;
  disc: number;
  amount: number;
}

const bank = (de: boolean, rng: Random) =>
  de
    ? [
        `IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
        `BIC ${rng.pick(['COBADEFFXXX', 'GENODEF1HD1', 'SOLADEST600'])}`,
        `USt-IdNr. DE${rng.int(100000000, 999999999)}`,
        `HRB ${rng.int(1000, 99999)}`,
      ]
    : [
        `Sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}`,
        `Account ${rng.int(10000000, 99999999)}`,
        `VAT Reg. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
        `Co. No. ${rng.int(1000000, 9999999)}`,
      ];

/** A workshop bill, everything drawn afresh. */
export function wildBill(rng: Random, lang: Lang, variant: Variant): Generated {
  const de = lang === 'de';
  const w = L[lang];
  const locale: Locale = de ? 'de' : rng.pick(['us', 'uk'] as const);
  const pick = (xs: readonly string[]) => pickFrom(rng, xs, variant);
  const b = new PageBuilder();
  const shop = pick(SHOPS[lang]);
  const [street, town] = rng.pick(STREETS[lang]);
  const phone = `${w.phone} ${de ? `0${rng.int(30, 899)} ${rng.int(10000, 999999)}` : locale === 'us' ? `(${rng.int(200, 989)}) ${rng.int(200, 989)}-${rng.int(1000, 9999)}` : `01${rng.int(100, 999)} ${rng.int(100000, 999999)}`}`;
  const money = (n: number) => formatMoney(n, locale, rng);
  const bare = (n: number) => formatNumber(n, locale);
  const amountText = rng.chance(0.3) ? money : bare;

  // Letterhead.
  const head = rng.pick(['big-left', 'center', 'right-block', 'monogram', 'tagline-above', 'footer-only'] as const);
  const title = pick(w.title);
  if (head === 'big-left') {
    b.text(50, shop, { size: rng.pick([18, 20, 22]), bold: true, serif: rng.chance(0.5) }).down(14);
    b.text(50, `${street} · ${town} · ${phone}`, { size: 8 }).down(30);
  } else if (head === 'center') {
    b.text(297, shop, { size: 19, bold: true, align: 'center' }).down(15);
    b.text(297, pick(TAGLINES[lang]), { size: 8.5, align: 'center' }).down(11);
    b.text(297, `${street}, ${town}`, { size: 8, align: 'center' }).down(28);
  } else if (head === 'right-block') {
    b.text(50, title, { size: 20, bold: true });
    b.text(545, shop, { size: 14, bold: true, align: 'right' }).down(12);
    b.text(545, street, { size: 8, align: 'right' }).down(10);
    b.text(545, town, { size: 8, align: 'right' }).down(10);
    b.text(545, phone, { size: 8, align: 'right' }).down(28);
  } else if (head === 'monogram') {
    const initials = shop
      .split(/\s+/)
      .filter((p) => /^[A-ZÄÖÜ]/.test(p))
      .slice(0, 2)
      .map((p) => p[0])
      .join('');
    b.box(48, b.y - 22, 34, 30).text(65, initials, { size: 16, bold: true, align: 'center' });
    b.text(92, shop, { size: 17, bold: true }).down(14);
    b.text(92, `${street} | ${town} | ${phone}`, { size: 8 }).down(30);
  } else if (head === 'tagline-above') {
    b.text(50, pick(TAGLINES[lang]), { size: 9 }).down(18);
    b.text(50, shop, { size: 21, bold: true }).down(14);
    b.text(50, `${street} - ${town}`, { size: 8 }).down(30);
  } else {
    // The name only in the imprint at the foot; the top holds the title and the customer.
    b.text(50, title, { size: 22, bold: true }).down(34);
  }

  // Customer block.
  const customer = rng.pick(CUSTOMERS);
  b.text(50, customer, { size: 9.5 }).down(12);
  const [cStreet, cTown] = rng.pick(HOMES[lang]);
  b.text(50, cStreet, { size: 9.5 }).down(12).text(50, cTown, { size: 9.5 }).down(22);
  if (head !== 'right-block' && head !== 'footer-only') b.text(50, title, { size: 14, bold: true }).down(22);

  // Facts: dates, vehicle, mileage.
  const invoiceDate = rng.date(1996, 2025);
  const workDate = rng.chance(0.55) ? shiftDays(invoiceDate, -rng.int(1, 20)) : null;
  const orderDate = rng.chance(0.4) ? shiftDays(workDate ?? invoiceDate, -rng.int(1, 10)) : null;
  const dueDate = rng.chance(0.35) ? shiftDays(invoiceDate, rng.pick([7, 10, 14, 30])) : null;
  const builtYear = rng.int(1952, 1989);
  const miles = rng.int(11_000, 260_000);
  const unit = de || locale === 'uk' ? rng.pick(de ? ['km'] : ['miles', 'mi', 'km']) : rng.pick(['mi', 'miles']);
  const plateNo = plate(rng, locale);
  const mileageValue = rng.chance(0.75) ? `${formatNumber(miles, locale, 0)} ${unit}` : formatNumber(miles, locale, 0);
  const facts: [string, string][] = [
    [pick(w.number), `${rng.pick(['', 'R', 'INV', 'RE-', 'W'])}${rng.int(1000, 99999)}`],
    [pick(w.invoiceDate), formatDate(invoiceDate, locale, rng)],
  ];
  if (workDate) facts.push([pick(w.workDate), formatDate(workDate, locale, rng)]);
  if (orderDate) facts.push([pick(w.orderDate), formatDate(orderDate, locale, rng)]);
  if (dueDate) facts.push([pick(w.dueDate), formatDate(dueDate, locale, rng)]);
  if (rng.chance(0.5)) facts.push([pick(w.customerNo), String(rng.int(10000, 999999))]);
  const vehicle: [string, string][] = [[pick(w.plate), plateNo]];
  if (rng.chance(0.5)) vehicle.push([pick(w.modelYear), String(builtYear)]);
  else if (rng.chance(0.6))
    vehicle.push([
      pick(w.firstReg),
      formatDate(`${builtYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, locale, rng),
    ]);
  if (rng.chance(0.4)) vehicle.push([pick(w.vin), vin(rng)]);
  vehicle.push([pick(w.mileage), mileageValue]);
  const placement = rng.pick(['colon', 'column', 'above', 'below', 'right', 'grid', 'heading-row', 'two-blocks'] as const);
  const inlineVehicle = rng.chance(0.3);
  const all = inlineVehicle ? facts : [...facts, ...vehicle];
  if (placement === 'grid') {
    // Label cell, value cell, label cell, value cell — boxed.
    const cw = [85, 125, 85, 125];
    for (let i = 0; i < all.length; i += 2) {
      let x = 50;
      for (const [j, text] of [all[i][0], all[i][1], all[i + 1]?.[0], all[i + 1]?.[1]].entries()) {
        if (text === undefined) break;
        b.box(x - 3, b.y - 11, cw[j], 16).text(x, text, { size: 8.5, bold: j % 2 === 0 });
        x += cw[j];
      }
      b.down(16);
    }
    b.down(10);
  } else if (placement === 'heading-row') {
    for (let i = 0; i < all.length; i += 4) {
      const chunk = all.slice(i, i + 4);
      chunk.forEach(([label], j) => b.text(50 + j * 125, label, { size: 7.5, bold: true }));
      b.down(12);
      chunk.forEach(([, value], j) => b.text(50 + j * 125, value, { size: 9.5 }));
      b.down(20);
    }
  } else if (placement === 'two-blocks') {
    // Document facts on the right, vehicle facts on the left, both "Label: value".
    const top = b.y;
    for (const [label, value] of facts) b.text(330, `${label}: ${value}`, { size: 9.5 }).down(13);
    const after = b.y;
    b.y = top;
    if (!inlineVehicle) for (const [label, value] of vehicle) b.text(50, `${label}: ${value}`, { size: 9.5 }).down(13);
    b.y = Math.max(after, b.y) + 10;
  } else {
    // Many facts stand in two columns, as a dealer system prints them.
    const perRow = all.length > 6 ? 2 : 1;
    for (let i = 0; i < all.length; i += perRow) {
      const heights = all.slice(i, i + perRow).map(([label, value], j) => field(b, placement, 50 + j * 255, label, value, 220));
      b.down(Math.max(...heights));
    }
    b.down(10);
  }
  if (inlineVehicle) {
    b.text(50, `${rng.pick(CARS)}   ${vehicle.map(([l, v]) => `${l} ${v}`).join('   ')}`, { size: 9 }).down(24);
  }

  // Items.
  const rate = rng.pick(de ? [78, 89, 96, 112, 128] : [68, 85, 95, 115, 135]);
  const jobs = rng.some(JOBS[lang], rng.int(1, 4));
  const spares = rng.some(SPARES[lang], rng.int(1, 4));
  const withDiscount = rng.chance(0.2);
  const lines: Line[] = [
    ...jobs.map(([text, hours]) => ({ text, labour: true, qty: hours, unit: rate, disc: 0, amount: round2(hours * rate) })),
    ...spares.map(([text, lo, hi]) => {
      const qty = rng.chance(0.3) ? rng.int(2, 5) : 1;
      const unitPrice = round2(lo + rng.next() * (hi - lo));
      const disc = withDiscount && rng.chance(0.6) ? rng.pick([5, 10, 15]) : 0;
      return { text, labour: false, qty, unit: unitPrice, disc, amount: round2(qty * unitPrice * (1 - disc / 100)) };
    }),
  ];
  const taxRate = de ? 19 : locale === 'uk' ? 20 : rng.pick([6, 7, 8.25]);
  const gross = rng.chance(0.25);
  if (gross)
    for (const l of lines) {
      l.unit = round2(l.unit * (1 + taxRate / 100));
      l.amount = round2(l.qty * l.unit * (1 - l.disc / 100));
    }
  const labour = round2(lines.filter((l) => l.labour).reduce((s, l) => s + l.amount, 0));
  const parts = round2(lines.filter((l) => !l.labour).reduce((s, l) => s + l.amount, 0));
  const sum = round2(labour + parts);
  const tax = gross ? round2(sum - sum / (1 + taxRate / 100)) : round2((sum * taxRate) / 100);
  const total = gross ? sum : round2(sum + tax);
  const qtyText = (l: Line) => (l.labour ? formatNumber(l.qty, locale, rng.pick([1, 2])) : String(l.qty));

  const itemMode = rng.pick(['table', 'table', 'sections', 'two-tables'] as const);
  if (itemMode === 'sections') {
    for (const [heading, list] of [
      [pick(w.workHeading), lines.filter((l) => l.labour)],
      [pick(w.partsHeading), lines.filter((l) => !l.labour)],
    ] as const) {
      b.text(50, `${heading}${rng.chance(0.5) ? ':' : ''}`, { bold: true }).down(14);
      for (const l of list) {
        b.text(60, `${rng.pick(['- ', '• ', ''])}${l.text}`).text(430, qtyText(l) + (l.labour ? ` ${pick(w.hour)}` : ''), { align: 'right' });
        b.text(545, bare(l.amount), { align: 'right' }).down(14);
      }
      b.down(8);
    }
  } else {
    const cols = {
      pos: rng.chance(0.5),
      partNo: rng.chance(0.4),
      type: rng.chance(0.35) && itemMode === 'table',
      unit: rng.chance(0.4),
      price: rng.chance(0.8) || withDiscount,
      disc: withDiscount,
    };
    const tables =
      itemMode === 'table'
        ? [[null, lines] as const]
        : ([
            [pick(w.workHeading), lines.filter((l) => l.labour)],
            [pick(w.partsHeading), lines.filter((l) => !l.labour)],
          ] as const);
    let pos = 1;
    for (const [heading, list] of tables) {
      // Column positions: left-aligned text columns, right-aligned figures from the right edge.
      const figures: { key: string; head: string; get: (l: Line) => string }[] = [];
      figures.push({ key: 'qty', head: pick(w.cols.qty), get: qtyText });
      const [hour, piece] = [pick(w.hour), pick(w.piece)];
      if (cols.unit) figures.push({ key: 'unit', head: pick(w.cols.unit), get: (l) => (l.labour ? hour : piece) });
      if (cols.price) figures.push({ key: 'price', head: pick(w.cols.price), get: (l) => bare(l.unit) });
      if (cols.disc) figures.push({ key: 'disc', head: pick(w.cols.disc), get: (l) => (l.disc ? `${l.disc} %` : '') });
      figures.push({ key: 'amount', head: pick(w.cols.amount), get: (l) => bare(l.amount) });
      const right = figures.map((_, i) => 545 - (figures.length - 1 - i) * 56);
      // A long description needs ~215 pt before the first figure: text columns only where they leave it that.
      const descBy = right[0] - 30 - 215;
      let x = 50;
      const texts: { head: string; x: number; get: (l: Line) => string }[] = [];
      if (cols.pos && x + 28 <= descBy) {
        texts.push({ head: pick(w.cols.pos), x, get: () => String(pos++) });
        x += 28;
      }
      if (cols.partNo && x + 62 <= descBy) {
        texts.push({
          head: pick(w.cols.partNo),
          x,
          get: (l) =>
            l.labour ? `${rng.pick(['L', 'AW', 'OP'])}${rng.int(100, 999)}` : `${rng.int(10, 99)}-${rng.int(1000, 9999)}-${rng.pick(['A', 'B', 'X'])}`,
        });
        x += 62;
      }
      if (cols.type && x + 50 <= descBy) {
        const [labourType, partType] = [pick(w.labourType), pick(w.partType)];
        texts.push({ head: pick(w.cols.type), x, get: (l) => (l.labour ? labourType : partType) });
        x += 50;
      }
      texts.push({ head: heading ?? pick(w.cols.desc), x, get: (l) => l.text });
      const band = rng.chance(0.5);
      if (band) b.box(45, b.y - 11, 505, 15, true);
      for (const t of texts) b.text(t.x, t.head, { bold: true, size: 8.5 });
      figures.forEach((f, i) => b.text(right[i], f.head, { bold: true, size: 8.5, align: 'right' }));
      b.down(band ? 17 : 15);
      for (const l of list) {
        for (const t of texts) b.text(t.x, t.get(l), { size: 9 });
        figures.forEach((f, i) => b.text(right[i], f.get(l), { size: 9, align: 'right' }));
        b.down(13);
      }
      b.down(8);
    }
  }
  b.down(6);

  // Totals.
  const rows: [string, string][] = [];
  if (rng.chance(0.55)) rows.push([pick(w.labourSub), bare(labour)], [pick(w.partsSub), bare(parts)]);
  if (!gross) rows.push([pick(w.net), bare(sum)], [de ? L.de.tax(taxRate) : L.en.tax(taxRate, locale === 'uk'), bare(tax)]);
  for (const [label, value] of rows) b.text(330, label, { size: 9.5 }).text(545, value, { size: 9.5, align: 'right' }).down(13);
  const totalLabel = pick(w.total);
  const totalStyle = rng.pick(['row', 'band', 'boxed-above', 'label-below'] as const);
  b.down(4);
  if (totalStyle === 'row') b.text(330, totalLabel, { bold: true }).text(545, amountText(total), { bold: true, align: 'right' }).down(20);
  else if (totalStyle === 'band') {
    b.box(325, b.y - 12, 225, 17, true)
      .text(332, totalLabel.toUpperCase(), { bold: true })
      .text(545, money(total), { bold: true, align: 'right' })
      .down(24);
  } else if (totalStyle === 'boxed-above') {
    b.box(380, b.y - 12, 170, 36)
      .text(388, totalLabel, { size: 7.5 })
      .text(542, money(total), { y: b.y + 16, size: 13, bold: true, align: 'right' })
      .down(44);
  } else {
    b.text(545, money(total), { size: 13, bold: true, align: 'right' }).down(10);
    b.text(545, totalLabel, { size: 7.5, align: 'right' }).down(18);
  }
  if (gross) b.text(330, de ? L.de.grossNote(taxRate, bare(tax)) : L.en.grossNote(taxRate, bare(tax), locale === 'uk'), { size: 8 }).down(14);

  // Distractors after the totals.
  let nextServiceMileage: number | undefined;
  b.down(6);
  if (rng.chance(0.5)) {
    nextServiceMileage = miles + rng.int(3, 15) * 1000;
    b.text(50, w.next(`${formatNumber(nextServiceMileage, locale, 0)} ${unit}`), { size: 8.5 }).down(11);
  }
  if (rng.chance(0.3)) b.text(50, w.nextDate(formatDate(shiftDays(invoiceDate, 365), locale, rng)), { size: 8.5 }).down(11);
  if (rng.chance(0.3)) b.text(50, w.deposit(money(100 * rng.int(1, 4))), { size: 8.5 }).down(11);
  b.text(50, pick(w.thanks), { size: 8.5 });

  // Footer: bank, tax and register details; the imprint names the shop on a footer-only page.
  const foot = bank(de, rng);
  b.y = 792;
  if (head === 'footer-only') b.text(50, `${shop} · ${street} · ${town} · ${phone}`, { size: 7.5, bold: true }).down(10);
  else if (rng.chance(0.5)) b.text(50, `${street} · ${town} · ${phone}`, { size: 7 }).down(10);
  b.text(50, foot.join('   '), { size: 7 });

  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'service',
      serviceDate: workDate ?? invoiceDate,
      shopName: shop,
      serviceMileage: miles,
      laborCost: labour,
      partsCost: parts,
      totalCost: total,
      workPerformed: lines.filter((l) => l.labour).map((l) => l.text),
      partsUsed: lines.filter((l) => !l.labour).map((l) => l.text),
      ...(nextServiceMileage !== undefined && { nextServiceMileage }),
    },
  };
}

const TILL = {
  en: {
    date: ['Date', 'Sale date', 'Date/Time', 'Trans. date'],
    receiptNo: ['Receipt #', 'Trans', 'Receipt no.', 'Till'],
    sub: ['Subtotal', 'Sub total', 'Items', 'Goods'],
    tax: (r: number) => `Tax ${r}%`,
    total: ['TOTAL', 'Total', 'AMOUNT', 'Total due', 'TOTAL SALE', 'Balance due'],
    cash: ['Cash', 'Tendered', 'Card', 'Paid'],
    change: ['Change', 'Change due'],
    thanks: ['Thank you for shopping with us', 'Please keep your receipt', 'Returns within 30 days with receipt', 'Have a nice day'],
    card: ['VISA ************', 'MASTERCARD **** **** **** '],
  },
  de: {
    date: ['Datum', 'Verkaufsdatum', 'Datum/Uhrzeit', 'Beleg-Datum'],
    receiptNo: ['Bon-Nr.', 'Kasse', 'Beleg-Nr.', 'Vorgang'],
    sub: ['Zwischensumme', 'Zw.-Summe', 'Positionen', 'Artikel gesamt'],
    tax: (r: number) => `MwSt. ${r} %`,
    total: ['SUMME', 'Summe', 'GESAMT', 'Zu zahlen', 'Gesamtbetrag', 'BETRAG'],
    cash: ['Bar', 'Gegeben', 'EC-Karte', 'Bezahlt'],
    change: ['Rückgeld', 'Zurück'],
    thanks: ['Vielen Dank für Ihren Einkauf', 'Bitte Bon aufbewahren', 'Umtausch nur mit Kassenbon', 'Gute Fahrt!'],
    card: ['girocard ************', 'VISA **** **** **** '],
  },
};

const SHOP_ITEMS: Record<Lang, [string, number, number][]> = {
  en: [
    ['Wiper blades pair', 12, 30],
    ['Engine oil 10W-40 1 l', 8, 16],
    ['Bulb H4 12V', 4, 12],
    ['Polish 500 ml', 9, 22],
    ['Fuse assortment', 3, 9],
    ['Hose clamp', 1, 4],
    ['Brake cleaner spray', 5, 11],
    ['Microfibre cloth', 2, 7],
  ],
  de: [
    ['Wischblätter Paar', 12, 30],
    ['Motoröl 10W-40 1 l', 8, 16],
    ['Glühlampe H4 12V', 4, 12],
    ['Politur 500 ml', 9, 22],
    ['Sicherungssortiment', 3, 9],
    ['Schlauchschelle', 1, 4],
    ['Bremsenreiniger', 5, 11],
    ['Mikrofasertuch', 2, 7],
  ],
};

const STORES: Words = {
  en: ['Halford Road Motor Spares', 'AutoZone Parts Depot', 'Crossley Motor Factors', 'Pep Parts & Tools', 'Rivington Accessories', 'Bayline Auto Supply'],
  de: ['ATU Autoteile Mayer', 'Kfz-Teile Brandl GmbH', 'Autozubehör Weiß', 'Teile-Profi Nord GmbH', 'Stahlgruber Filiale Süd', 'Autoteile Krämer KG'],
};

/** A parts-counter or accessories till receipt: narrow, its total in a row or a band, cash/card and change. */
export function wildReceipt(rng: Random, lang: Lang, variant: Variant): Generated {
  const de = lang === 'de';
  const w = TILL[lang];
  const locale: Locale = de ? 'de' : rng.pick(['us', 'uk'] as const);
  const pick = (xs: readonly string[]) => pickFrom(rng, xs, variant);
  const b = new PageBuilder();
  const shop = pick(STORES[lang]);
  const [street, town] = rng.pick(STREETS[lang]);
  const left = 170;
  const right = 425;
  const mid = (left + right) / 2;
  b.down(20);
  if (rng.chance(0.5)) b.text(mid, shop, { size: 15, bold: true, align: 'center' }).down(14);
  else b.text(mid, shop.toUpperCase(), { size: 12, bold: true, align: 'center' }).down(13);
  b.text(mid, street, { size: 8, align: 'center' }).down(10).text(mid, town, { size: 8, align: 'center' }).down(10);
  if (rng.chance(0.6))
    b.text(mid, de ? `USt-IdNr. DE${rng.int(100000000, 999999999)}` : `Tel. ${rng.int(200, 989)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`, {
      size: 8,
      align: 'center',
    }).down(10);
  b.down(14);
  const date = rng.date(2001, 2025);
  const time = `${rng.int(8, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  if (rng.chance(0.5)) b.text(left, `${pick(w.date)}: ${formatDate(date, locale, rng)} ${time}`, { size: 9 }).down(12);
  else
    b.text(left, formatDate(date, locale, rng), { size: 9 })
      .text(right, time, { size: 9, align: 'right' })
      .down(12);
  b.text(left, `${pick(w.receiptNo)} ${rng.int(1000, 99999)}`, { size: 9 }).down(20);
  const items = rng.some(SHOP_ITEMS[lang], rng.int(2, 6)).map(([text, lo, hi]) => {
    const qty = rng.chance(0.3) ? rng.int(2, 4) : 1;
    const unit = round2(lo + rng.next() * (hi - lo));
    return { text, qty, unit, amount: round2(qty * unit) };
  });
  for (const it of items) {
    if (it.qty > 1) {
      b.text(left, it.text, { size: 9 }).down(11);
      b.text(left + 12, `${it.qty} x ${formatNumber(it.unit, locale)}`, { size: 9 })
        .text(right, formatNumber(it.amount, locale), { size: 9, align: 'right' })
        .down(12);
    } else b.text(left, it.text, { size: 9 }).text(right, formatNumber(it.amount, locale), { size: 9, align: 'right' }).down(12);
  }
  const gross = round2(items.reduce((s, i) => s + i.amount, 0));
  const rate = de ? 19 : locale === 'uk' ? 20 : 7;
  const taxIncluded = de || locale === 'uk';
  const tax = taxIncluded ? round2(gross - gross / (1 + rate / 100)) : round2((gross * rate) / 100);
  const total = taxIncluded ? gross : round2(gross + tax);
  b.down(6);
  if (!taxIncluded || rng.chance(0.5)) b.text(left, pick(w.sub), { size: 9 }).text(right, formatNumber(gross, locale), { size: 9, align: 'right' }).down(12);
  if (!taxIncluded) b.text(left, w.tax(rate), { size: 9 }).text(right, formatNumber(tax, locale), { size: 9, align: 'right' }).down(12);
  const totalLabel = pick(w.total);
  if (rng.chance(0.5)) {
    b.box(left - 5, b.y - 13, right - left + 10, 19, true)
      .text(left, totalLabel, { size: 11, bold: true })
      .text(right, formatMoney(total, locale, rng), { size: 11, bold: true, align: 'right' })
      .down(24);
  } else
    b.text(left, totalLabel, { size: 11, bold: true })
      .text(right, formatMoney(total, locale, rng), { size: 11, bold: true, align: 'right' })
      .down(20);
  const cash = rng.chance(0.5);
  const paid = cash ? Math.ceil(total / 10) * 10 : total;
  b.text(left, pick(w.cash), { size: 9 }).text(right, formatNumber(paid, locale), { size: 9, align: 'right' }).down(12);
  if (cash)
    b.text(left, pick(w.change), { size: 9 })
      .text(right, formatNumber(round2(paid - total), locale), { size: 9, align: 'right' })
      .down(12);
  else b.text(left, `${rng.pick(half(w.card, variant))}${rng.int(1000, 9999)}`, { size: 8 }).down(12);
  if (taxIncluded) b.text(left, `${w.tax(rate)} ${de ? 'enthalten' : 'incl.'} ${formatNumber(tax, locale)}`, { size: 8 }).down(12);
  b.down(12).text(mid, pick(w.thanks), { size: 8.5, align: 'center' });
  return { items: b.items, language: lang, truth: { documentType: 'receipt', shopName: shop, date, totalCost: total } };
}
