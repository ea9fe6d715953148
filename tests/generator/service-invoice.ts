import { dueNotes, dueRandom } from './due-notes';
import { fieldBlock, type LabelStyle } from './fields';
import { PageBuilder } from './page';
import type { Random } from './random';
import type { Generated } from './types';
import { CITIES, formatDate, formatMoney, formatNumber, localeOf, PARTS, plate, round2, SHOPS, TAGLINES, VEHICLES, vin, WORK, type Lang } from './vocabulary';

export interface InvoiceLayout {
  /** Letterhead: centred large name, name with a tagline, name in a right-hand block, or a spaced-out logo line. */
  header: 'center' | 'tagline' | 'right-block' | 'logo';
  labels: LabelStyle;
  /** Dates and vehicle facts in boxed cells side by side. */
  grid: boolean;
  /** Separate lists of work and parts, or one table with a type column, or two tables. */
  items: 'sections' | 'typed-table' | 'two-tables';
  /** Total as a row, or in a shaded box with its label above the amount. */
  totals: 'rows' | 'boxed';
  /** Bank details, tax id, next-service mileage, deposit: numbers that are not what they seem. */
  distractors: boolean;
  /** Notes for later: inspection and warranty ends, next service date, service interval (due-notes.ts). */
  dueNotes?: boolean;
}

const T = {
  en: {
    invoice: ['INVOICE', 'Repair Invoice', 'Service Invoice', 'Workshop Invoice'],
    invoiceNo: ['Invoice No.', 'Invoice #', 'Invoice number'],
    invoiceDate: ['Invoice date', 'Date', 'Invoice Date'],
    workDate: ['Date of work', 'Work completed', 'Service date', 'Date of service'],
    mileage: ['Mileage', 'Odometer', 'Odometer reading', 'Miles in'],
    plate: ['Reg. No.', 'Licence plate', 'Plate'],
    vehicle: 'Vehicle',
    work: ['Work performed', 'Labour', 'Description of work'],
    parts: ['Parts', 'Parts & materials', 'Parts used'],
    cols: ['Description', 'Qty', 'Unit price', 'Amount'],
    typeLabour: 'Labour',
    typePart: 'Part',
    labourTotal: ['Labour subtotal', 'Total labour', 'Labour total'],
    partsTotal: ['Parts subtotal', 'Total parts', 'Parts total'],
    net: ['Subtotal', 'Net amount', 'Total before tax'],
    tax: (r: number) => `${r === 20 ? 'VAT' : 'Sales tax'} ${r}%`,
    total: ['Total due', 'Amount due', 'Invoice total', 'Grand total', 'Balance due'],
    bank: 'Bank: Barclays  Sort code 20-45-77  Account 43918822',
    taxId: 'VAT Reg. No. GB 293 4471 08',
    next: (n: string) => `Next service due at ${n}`,
    deposit: (v: string) => `Deposit received ${v}`,
    thanks: 'Thank you for your business.',
    hours: 'h',
  },
  de: {
    invoice: ['RECHNUNG', 'Werkstattrechnung', 'Rechnung'],
    invoiceNo: ['Rechnungs-Nr.', 'Rechnungsnummer', 'Rechnung Nr.'],
    invoiceDate: ['Rechnungsdatum', 'Datum'],
    workDate: ['Leistungsdatum', 'Ausführungsdatum', 'Reparaturdatum'],
    mileage: ['km-Stand', 'Kilometerstand', 'Laufleistung', 'Tachostand'],
    plate: ['Kennzeichen', 'Amtl. Kennzeichen'],
    vehicle: 'Fahrzeug',
    work: ['Arbeiten', 'Ausgeführte Arbeiten', 'Leistungen'],
    parts: ['Ersatzteile', 'Teile und Material', 'Material'],
    cols: ['Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag'],
    typeLabour: 'Lohn',
    typePart: 'Teil',
    labourTotal: ['Summe Arbeitslohn', 'Arbeitslohn gesamt', 'Lohnkosten'],
    partsTotal: ['Summe Ersatzteile', 'Teile gesamt', 'Materialkosten'],
    net: ['Nettobetrag', 'Zwischensumme', 'Summe netto'],
    tax: (r: number) => `MwSt. ${r} %`,
    total: ['Gesamtbetrag', 'Rechnungsbetrag', 'Zu zahlen', 'Endbetrag'],
    bank: 'Sparkasse Rhein Neckar  IBAN DE44 6705 0505 0038 4471 20  BIC MANSDE66XXX',
    taxId: 'USt-IdNr. DE 284 557 190  Steuer-Nr. 38/127/04471',
    next: (n: string) => `Nächster Service bei ${n}`,
    deposit: (v: string) => `Anzahlung erhalten ${v}`,
    thanks: 'Vielen Dank für Ihren Auftrag.',
    hours: 'Std.',
  },
};

export function serviceInvoice(rng: Random, lang: Lang, layout: InvoiceLayout): Generated {
  const t = T[lang];
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const shop = rng.pick(SHOPS[lang]);
  const [street, town] = rng.pick(CITIES[lang]);
  const money = (n: number) => formatMoney(n, locale, rng);
  const bare = (n: number) => formatMoney(n, locale, rng, { bare: true });

  // Letterhead.
  if (layout.header === 'center') {
    b.text(297, shop, { size: 20, bold: true, serif: true, align: 'center' }).down(16);
    b.text(297, `${street} · ${town} · Tel. ${rng.int(100, 999)} ${rng.int(100000, 999999)}`, { size: 8, align: 'center' }).down(30);
  } else if (layout.header === 'tagline') {
    b.text(50, rng.pick(TAGLINES[lang]), { size: 9 }).down(20);
    b.text(50, shop, { size: 22, bold: true }).down(14);
    b.text(50, `${street}, ${town}`, { size: 8 }).down(30);
  } else if (layout.header === 'right-block') {
    b.text(50, rng.pick(TAGLINES[lang]).toUpperCase(), { size: 8 });
    b.text(545, shop, { size: 16, bold: true, align: 'right' }).down(13);
    b.text(545, street, { size: 8, align: 'right' }).down(10);
    b.text(545, town, { size: 8, align: 'right' }).down(30);
  } else {
    b.text(50, shop.toUpperCase().split('').join(' ').replace(/ {3}/g, '   '), { size: 14, bold: true }).down(14);
    b.text(50, rng.pick(TAGLINES[lang]), { size: 8 }).down(10);
    b.text(50, `${street} | ${town}`, { size: 8 }).down(30);
  }

  b.text(50, rng.pick(t.invoice), { size: 15, bold: true }).down(24);

  const invoiceDate = rng.date(1995, 2025);
  const workDate = rng.chance(0.6) ? shiftDays(invoiceDate, -rng.int(1, 9)) : null;
  const locUnit = locale === 'us' || (locale === 'uk' && rng.chance(0.5)) ? 'mi' : 'km';
  const km = rng.int(15000, 240000);
  const plateNo = plate(rng, locale);
  const pairs: [string, string][] = [
    [rng.pick(t.invoiceNo), `${rng.pick(['R', 'INV-', 'RE', ''])}${rng.int(10000, 99999)}`],
    [rng.pick(t.invoiceDate), formatDate(invoiceDate, locale, rng)],
  ];
  if (workDate) pairs.push([rng.pick(t.workDate), formatDate(workDate, locale, rng)]);
  const mileageText = `${formatNumber(km, locale, 0)} ${locUnit}`;
  const vehiclePairs: [string, string][] = [
    [t.vehicle, `${rng.pick(VEHICLES)} (${rng.int(1955, 1985)})`],
    [rng.pick(t.plate), plateNo],
    [rng.pick(t.mileage), mileageText],
  ];
  fieldBlock(b, layout.labels, 50, pairs, { grid: layout.grid });
  b.down(6);
  if (layout.grid) fieldBlock(b, layout.labels, 50, vehiclePairs, { grid: true });
  else if (rng.chance(0.5)) {
    // Vehicle facts in one run: "km-Stand 159.805" inline with the plate and VIN.
    b.text(50, `${vehiclePairs[0][1]}   ${vehiclePairs[1][0]} ${plateNo}   ${vehiclePairs[2][0]} ${mileageText}`).down(14);
    b.text(50, `VIN ${vin(rng)}`, { size: 8 }).down(20);
  } else fieldBlock(b, layout.labels, 50, vehiclePairs);
  b.down(10);

  // Line items.
  const rate = rng.pick(locale === 'de' ? [85, 92, 98, 110, 125] : [75, 90, 95, 110, 120]);
  const work = rng.some(WORK[lang], rng.int(1, 4)).map(([text, hours]) => ({ text, qty: hours, unit: rate, amount: round2(hours * rate) }));
  const parts = rng.some(PARTS[lang], rng.int(1, 4)).map(([text, lo, hi]) => {
    const qty = rng.chance(0.25) ? rng.int(2, 6) : 1;
    const unit = round2(lo + rng.next() * (hi - lo));
    return { text, qty, unit, amount: round2(qty * unit) };
  });
  const labour = round2(work.reduce((s, w) => s + w.amount, 0));
  const partsSum = round2(parts.reduce((s, p) => s + p.amount, 0));
  const net = round2(labour + partsSum);
  const rateTax = locale === 'de' ? 19 : locale === 'uk' ? 20 : 7;
  const tax = round2((net * rateTax) / 100);
  const total = round2(net + tax);

  const qty = (n: number, isWork: boolean) => (isWork ? `${formatNumber(n, locale, 1)} ${t.hours}` : String(n));
  const row = (cells: string[], opts: { bold?: boolean; x?: number[] } = {}) => {
    const x = opts.x ?? [50, 330, 430, 545];
    b.text(x[0], cells[0], { bold: opts.bold });
    for (let i = 1; i < cells.length; i++) b.text(x[i], cells[i], { align: 'right', bold: opts.bold });
    b.down(14);
  };
  if (layout.items === 'sections') {
    b.text(50, `${rng.pick(t.work)}:`, { bold: true }).down(14);
    for (const w of work) row([`- ${w.text}`, qty(w.qty, true), bare(w.amount)], { x: [60, 430, 545] });
    b.down(6)
      .text(50, `${rng.pick(t.parts)}:`, { bold: true })
      .down(14);
    for (const p of parts) row([`- ${p.text}`, qty(p.qty, false), bare(p.amount)], { x: [60, 430, 545] });
  } else if (layout.items === 'typed-table') {
    b.box(45, b.y - 11, 505, 15, true);
    b.text(50, 'Pos', { bold: true }).text(80, t.cols[0], { bold: true });
    for (const [i, x] of [330, 430, 545].entries()) b.text(x, t.cols[i + 1], { bold: true, align: 'right' });
    b.down(16);
    [...work.map((w) => ({ ...w, isWork: true })), ...parts.map((p) => ({ ...p, isWork: false }))].forEach((item, i) => {
      b.text(50, String(i + 1))
        .text(80, item.text)
        .text(265, item.isWork ? t.typeLabour : t.typePart, { size: 8 });
      b.text(330, qty(item.qty, item.isWork), { align: 'right' })
        .text(430, bare(item.unit), { align: 'right' })
        .text(545, bare(item.amount), { align: 'right' });
      b.down(14);
    });
  } else {
    for (const [title, list, isWork] of [
      [rng.pick(t.work), work, true],
      [rng.pick(t.parts), parts, false],
    ] as const) {
      b.box(45, b.y - 11, 505, 15, true);
      b.text(50, title, { bold: true });
      for (const [i, x] of [330, 430, 545].entries()) b.text(x, t.cols[i + 1], { bold: true, align: 'right' });
      b.down(16);
      for (const item of list) row([item.text, qty(item.qty, isWork), bare(item.unit), bare(item.amount)]);
      b.down(8);
    }
  }
  b.down(10);

  // Totals.
  const totalRows: [string, string][] = [
    [rng.pick(t.labourTotal), bare(labour)],
    [rng.pick(t.partsTotal), bare(partsSum)],
    [rng.pick(t.net), bare(net)],
    [t.tax(rateTax), bare(tax)],
  ];
  for (const [label, value] of totalRows) b.text(330, label).text(545, value, { align: 'right' }).down(14);
  const totalLabel = rng.pick(t.total);
  if (layout.totals === 'boxed') {
    b.down(6).box(330, b.y - 12, 220, 38, true);
    b.text(340, totalLabel, { size: 8 })
      .text(540, money(total), { y: b.y + 18, size: 13, bold: true, align: 'right' })
      .down(44);
  } else {
    b.text(330, totalLabel, { bold: true }).text(545, money(total), { bold: true, align: 'right' }).down(24);
  }

  let nextServiceMileage: number | undefined;
  if (layout.distractors) {
    b.down(10);
    nextServiceMileage = km + rng.int(5, 15) * 1000;
    b.text(50, t.next(`${formatNumber(nextServiceMileage, locale, 0)} ${locUnit}`), { size: 9 }).down(12);
    if (rng.chance(0.5)) b.text(50, t.deposit(money(round2(Math.min(total, 100 * rng.int(1, 5))))), { size: 9 }).down(12);
  }
  const due = layout.dueNotes ? dueNotes(b, dueRandom(`${shop}|${invoiceDate}|${km}`), lang, locale, invoiceDate, locUnit) : {};
  b.down(14).text(50, t.thanks, { size: 9 }).down(12);
  b.y = 800;
  b.text(50, t.bank, { size: 7 }).down(9);
  b.text(50, t.taxId, { size: 7 });

  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'service',
      serviceDate: workDate ?? invoiceDate,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: work.map((w) => w.text),
      partsUsed: parts.map((p) => p.text),
      ...(nextServiceMileage !== undefined && { nextServiceMileage }),
      ...due,
    },
  };
}

export function shiftDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
