import { PageBuilder } from './page';
import type { Random } from './random';
import { shiftDays } from './service-invoice';
import type { Generated } from './types';
import { pickFrom, type Variant } from './variant';
import { CITIES, formatDate, formatMoney, formatNumber, localeOf, PEOPLE, plate, round2, vin, type Lang } from './vocabulary';

/**
 * A workshop invoice as dealer systems print it: a letterhead whose name stands between a small
 * tagline and the address, the customer's address block on the left and an info box on the right
 * (invoice, order and work dates, customer number), a band of vehicle facts (model year, plate,
 * odometer, first registration), one item table with article numbers, quantity, unit, unit price
 * and amount, labour and parts told apart only by their unit, then net, VAT and a gross total.
 * Around it the numbers that are not what they seem: customer and part numbers, next-service
 * mileage, payment discount, deposits, bank and register details in a three-column footer.
 */

const SHOPS = {
  en: [
    'Whitcombe Motor Engineering Ltd',
    'Carrow Road Classics',
    'Brightwater Vintage Cars LLC',
    'Halden & Price Automotive',
    'Stonebridge Garage Ltd',
    'Fairmont Classic Service Inc.',
    'Kestrel Motor Company',
    'Ashdown Coachbuilders Ltd',
  ],
  de: [
    'Autohaus Brenner GmbH',
    'Kfz-Technik Albrecht',
    'Oldtimerzentrum Kessler GmbH & Co. KG',
    'Werkstatt Hofmann e.K.',
    'Fahrzeugbau Seidel GmbH',
    'Classic Car Service Vogt',
    'Auto Pfeiffer GmbH',
    'Motorsport Technik Busch OHG',
  ],
};

const TAGLINES = {
  en: ['Established 1969', 'Sales - Service - Restoration', 'Independent specialists', 'Member of the Guild of Motoring Craftsmen'],
  de: ['Meisterbetrieb der Kfz-Innung', 'Verkauf · Service · Restaurierung', 'Gegründet 1958', 'Freie Fachwerkstatt für Klassiker'],
};

const T = {
  en: {
    title: ['INVOICE', 'TAX INVOICE', 'Invoice', 'Final Invoice'],
    invoiceNo: ['Invoice No.', 'Document No.', 'Invoice number', 'Our ref.'],
    invoiceDate: ['Invoice date', 'Date of invoice', 'Dated', 'Issued'],
    orderDate: ['Order date', 'Booked in', 'Job opened', 'Received'],
    workDate: ['Date of work', 'Work completed', 'Date work completed', 'Completion date'],
    customerNo: ['Customer No.', 'Account No.'],
    modelYear: ['Model year', 'Year'],
    plate: ['Registration', 'Plate', 'Licence plate', 'Reg. mark'],
    odometer: ['Odometer', 'Mileage', 'Miles in', 'Odometer reading'],
    firstReg: ['First registered', 'Date of first registration'],
    vin: ['Chassis No.', 'VIN'],
    cols: ['Item', 'Part No.', 'Description', 'Qty', 'Unit', 'Price', 'Amount'],
    hour: ['hrs', 'h'],
    piece: ['ea', 'pc'],
    labourSub: ['Labour subtotal', 'Total labour', 'Labour', 'Labour charges'],
    partsSub: ['Parts subtotal', 'Total parts', 'Parts', 'Parts & materials'],
    net: ['Net amount', 'Subtotal', 'Total net', 'Goods & services'],
    vat: (r: number) => (r === 20 ? `VAT @ ${r}%` : `Sales tax ${r}%`),
    total: ['Amount due', 'Total', 'Invoice total', 'Total payable'],
    terms: (d: string) => `Payment within 14 days net; ${d}% discount if paid within 7 days.`,
    next: (n: string, date: string) => `Next service due: ${n} or ${date}, whichever comes first.`,
    deposit: (v: string) => `Deposit paid on booking: ${v} (already deducted)`,
    footer: ['Barclays Bank plc', 'Sort code 20-45-77', 'Account 43918822', 'Company No. 04417725', 'VAT No. GB 293 4471 08'],
  },
  de: {
    title: ['RECHNUNG', 'Rechnung', 'Reparaturrechnung', 'Rechnung / Lieferschein'],
    invoiceNo: ['Rechnungs-Nr.', 'Beleg-Nr.', 'Rechnungsnummer', 'Unser Zeichen'],
    invoiceDate: ['Rechnungsdatum', 'Datum', 'Belegdatum', 'Ausgestellt am'],
    orderDate: ['Auftragsannahme', 'Annahme', 'Auftrag vom', 'Eingang'],
    workDate: ['Leistungsdatum', 'Ausführungsdatum', 'Leistungszeitraum bis', 'Fertigstellung'],
    customerNo: ['Kunden-Nr.', 'Kundennummer'],
    modelYear: ['Baujahr', 'Modelljahr'],
    plate: ['Kennzeichen', 'Amtl. Kennzeichen', 'Kennz.', 'Kfz-Kennzeichen'],
    odometer: ['km-Stand', 'Kilometerstand', 'Laufleistung', 'Tachostand'],
    firstReg: ['Erstzulassung', 'EZ'],
    vin: ['Fahrgestell-Nr.', 'FIN'],
    cols: ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'ME', 'Preis', 'Betrag'],
    hour: ['Std.', 'AW'],
    piece: ['Stk.', 'St.'],
    labourSub: ['Summe Lohn', 'Arbeitslohn', 'Lohn gesamt', 'Summe Arbeitswerte'],
    partsSub: ['Summe Teile', 'Ersatzteile', 'Teile gesamt', 'Summe Material'],
    net: ['Nettobetrag', 'Summe netto', 'Warenwert netto', 'Zwischensumme'],
    vat: (r: number) => `zzgl. ${r} % MwSt.`,
    total: ['Gesamtbetrag', 'Rechnungsbetrag', 'Endbetrag', 'Zahlbetrag'],
    terms: (d: string) => `Zahlbar innerhalb 14 Tagen netto; bei Zahlung binnen 7 Tagen ${d} % Skonto.`,
    next: (n: string, date: string) => `Nächste Inspektion fällig bei ${n} oder am ${date}.`,
    deposit: (v: string) => `Anzahlung vom Auftragstag: ${v} (bereits verrechnet)`,
    footer: ['Volksbank Kraichgau', 'IBAN DE12 6729 2200 0012 3456 78', 'BIC GENODE61WIE', 'Amtsgericht Mannheim HRB 71234', 'USt-IdNr. DE 812 345 678'],
  },
};

const WORK = {
  en: [
    ['Service to schedule B', 3.5],
    ['Strip and rebuild front callipers', 4],
    ['Adjust tappets and set timing', 1.8],
    ['Renew rear wheel bearings', 2.6],
    ['Fit new radiator and bleed system', 2.2],
    ['Road test and report', 0.5],
    ['Renew exhaust system', 1.7],
    ['Check and top up all fluids', 0.4],
  ],
  de: [
    ['Inspektion nach Herstellervorgabe', 3.5],
    ['Bremssättel vorne überholt', 4],
    ['Ventile eingestellt, Zündzeitpunkt geprüft', 1.8],
    ['Radlager hinten erneuert', 2.6],
    ['Kühler ersetzt, Kühlsystem entlüftet', 2.2],
    ['Probefahrt', 0.5],
    ['Auspuffanlage erneuert', 1.7],
    ['Flüssigkeitsstände geprüft und ergänzt', 0.4],
  ],
} as Record<Lang, [string, number][]>;

const PARTS = {
  en: [
    ['Brake calliper seal kit', 18, 60],
    ['Wheel bearing kit', 35, 95],
    ['Radiator core', 180, 420],
    ['Coolant 5 l', 14, 30],
    ['Exhaust system complete', 240, 560],
    ['Points and condenser set', 12, 28],
    ['Rocker cover gasket', 9, 24],
    ['Engine oil 10W-40 5 l', 28, 55],
  ],
  de: [
    ['Reparatursatz Bremssattel', 18, 60],
    ['Radlagersatz', 35, 95],
    ['Kühler komplett', 180, 420],
    ['Kühlerfrostschutz 5 l', 14, 30],
    ['Auspuffanlage komplett', 240, 560],
    ['Unterbrecherkontakt mit Kondensator', 12, 28],
    ['Ventildeckeldichtung', 9, 24],
    ['Motoröl 10W-40 5 l', 28, 55],
  ],
} as Record<Lang, [string, number, number][]>;

const VEHICLES = ['Austin-Healey 3000', 'Mercedes-Benz W113', 'BMW 2002 tii', 'Jaguar XJ6', 'Lancia Fulvia', 'Volvo P1800', 'Citroën DS 21', 'Opel GT'];

export interface TableInvoiceLayout {
  variant: Variant;
  /** Name on the left under its tagline, or on the right over the address. */
  letterhead: 'left' | 'right';
  /** Labour and parts subtotals printed, or only the lines (told apart by their unit). */
  subtotals: boolean;
  /** Gross total in a shaded box with the label above its amount, or a bold row. */
  boxedTotal: boolean;
}

export function tableInvoice(rng: Random, lang: Lang, layout: TableInvoiceLayout): Generated {
  const v = layout.variant;
  const t = T[lang];
  const locale = localeOf(lang, rng);
  const b = new PageBuilder();
  const shop = pickFrom(rng, SHOPS[lang], v);
  const [street, town] = rng.pick(CITIES[lang]);
  const money = (n: number) => formatMoney(n, locale, rng);
  const bare = (n: number) => formatMoney(n, locale, rng, { bare: true });
  const date = (iso: string) => formatDate(iso, locale, rng);

  // Letterhead: tagline, large name, address; a column heading over the customer block.
  if (layout.letterhead === 'left') {
    b.text(50, pickFrom(rng, TAGLINES[lang], v), { size: 8 }).down(22);
    b.text(50, shop, { size: 24, bold: true, serif: rng.chance(0.5) }).down(16);
    b.text(50, `${street} · ${town} · ${lang === 'de' ? 'Telefon' : 'Phone'} 0${rng.int(20, 99)} ${rng.int(1000, 9999)} ${rng.int(100, 999)}`, {
      size: 8,
    }).down(30);
  } else {
    const tagline = pickFrom(rng, TAGLINES[lang], v).toUpperCase();
    // A tagline that would run into the name stands above it.
    const collides = 50 + tagline.length * 9 * 0.7 > 545 - shop.length * 20 * 0.6 - 20;
    b.text(50, tagline, { size: 9, bold: true, y: collides ? b.y - 22 : b.y });
    b.text(545, shop, { size: 20, bold: true, align: 'right' }).down(14);
    b.text(545, street, { size: 8, align: 'right' }).down(10);
    b.text(545, town, { size: 8, align: 'right' }).down(30);
  }
  const top = b.y;
  b.text(50, `${shop.split(' ')[0]} · ${street} · ${town}`, { size: 6 }).down(12);
  const customer = rng.pick(PEOPLE);
  const [cStreet, cTown] = rng.pick(CITIES[lang]);
  b.text(50, customer).down(13).text(50, cStreet).down(13).text(50, cTown);

  // Info box on the right: label left, value right-aligned.
  const invoiceDate = rng.date(1998, 2025);
  const orderDate = shiftDays(invoiceDate, -rng.int(6, 20));
  const workDate = rng.chance(0.65) ? shiftDays(invoiceDate, -rng.int(1, 5)) : null;
  const info: [string, string][] = [
    [pickFrom(rng, t.invoiceNo, v), `${rng.int(2000, 2099)}-${rng.int(10000, 99999)}`],
    [pickFrom(rng, t.customerNo, v), String(rng.int(10000, 999999))],
    [pickFrom(rng, t.orderDate, v), date(orderDate)],
  ];
  if (workDate) info.push([pickFrom(rng, t.workDate, v), date(workDate)]);
  info.splice(rng.int(1, info.length), 0, [pickFrom(rng, t.invoiceDate, v), date(invoiceDate)]);
  b.box(330, top - 12, 220, info.length * 14 + 8);
  info.forEach(([label, value], i) => b.text(338, label, { y: top + i * 14, size: 9 }).text(542, value, { y: top + i * 14, size: 9, align: 'right' }));
  b.y = Math.max(b.y + 30, top + info.length * 14 + 24);

  b.text(50, pickFrom(rng, t.title, v), { size: 16, bold: true }).down(22);

  // Vehicle band: labels above values in cells.
  const year = rng.int(1956, 1987);
  const first = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const unit = locale === 'us' || (locale === 'uk' && rng.chance(0.6)) ? 'mi' : 'km';
  const odo = rng.int(12000, 260000);
  const plateNo = plate(rng, locale);
  const cells: [string, string][] = [
    [lang === 'de' ? 'Fahrzeug' : 'Vehicle', rng.pick(VEHICLES)],
    [pickFrom(rng, t.modelYear, v), String(year)],
    [pickFrom(rng, t.plate, v), plateNo],
    [pickFrom(rng, t.odometer, v), `${formatNumber(odo, locale, 0)} ${unit}`],
    [pickFrom(rng, t.firstReg, v), formatDate(first, locale, rng)],
  ];
  const order = rng.chance(0.5) ? cells : [cells[0], cells[2], cells[1], cells[4], cells[3]];
  const widths = [130, 70, 95, 95, 110];
  let x = 45;
  b.box(45, b.y - 10, 500, 28, true);
  order.forEach(([label, value], i) => {
    b.text(x + 4, label, { size: 7 }).text(x + 4, value, { size: 10, y: b.y + 12 });
    x += widths[i];
  });
  b.down(30)
    .text(50, `${pickFrom(rng, t.vin, v)} ${vin(rng)}`, { size: 8 })
    .down(24);

  // Item table.
  const rate = rng.pick(locale === 'de' ? [88, 96, 104, 118, 132] : [68, 84, 96, 105, 115]);
  const hour = pickFrom(rng, t.hour, v);
  const piece = pickFrom(rng, t.piece, v);
  const work = rng.some(WORK[lang], rng.int(1, 4)).map(([text, hours]) => ({ text, qty: hours, unit: rate, amount: round2(hours * rate), isWork: true }));
  const parts = rng.some(PARTS[lang], rng.int(1, 4)).map(([text, lo, hi]) => {
    const qty = rng.chance(0.3) ? rng.int(2, 4) : 1;
    const unitPrice = round2(lo + rng.next() * (hi - lo));
    return { text, qty, unit: unitPrice, amount: round2(qty * unitPrice), isWork: false };
  });
  const lines = rng.chance(0.5) ? [...work, ...parts] : interleave(work, parts);
  const cols = [50, 80, 150, 380, 410, 480, 545];
  b.box(45, b.y - 11, 505, 15, true);
  t.cols.forEach((c, i) => b.text(cols[i], c, { bold: true, size: 8.5, align: i >= 3 && i !== 4 ? 'right' : 'left' }));
  b.down(17);
  lines.forEach((item, i) => {
    const artNo = item.isWork ? `${lang === 'de' ? 'AW' : 'LAB'}-${rng.int(100, 999)}` : `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}`;
    b.text(cols[0], String(i + 1), { size: 9 })
      .text(cols[1], artNo, { size: 8 })
      .text(cols[2], item.text, { size: 9 })
      .text(cols[3], formatNumber(item.qty, locale, item.isWork ? 2 : 0), { size: 9, align: 'right' })
      .text(cols[4], item.isWork ? hour : piece, { size: 9 })
      .text(cols[5], bare(item.unit), { size: 9, align: 'right' })
      .text(cols[6], bare(item.amount), { size: 9, align: 'right' });
    b.down(14);
  });
  b.down(12);

  const labour = round2(work.reduce((s, w) => s + w.amount, 0));
  const partsSum = round2(parts.reduce((s, p) => s + p.amount, 0));
  const net = round2(labour + partsSum);
  const rateTax = locale === 'de' ? rng.pick([16, 19]) : locale === 'uk' ? 20 : 6;
  const tax = round2((net * rateTax) / 100);
  const total = round2(net + tax);
  const rows: [string, string][] = [];
  if (layout.subtotals) rows.push([pickFrom(rng, t.labourSub, v), bare(labour)], [pickFrom(rng, t.partsSub, v), bare(partsSum)]);
  rows.push([pickFrom(rng, t.net, v), bare(net)], [t.vat(rateTax), bare(tax)]);
  for (const [label, value] of rows) b.text(340, label, { size: 9.5 }).text(545, value, { size: 9.5, align: 'right' }).down(14);
  const totalLabel = pickFrom(rng, t.total, v);
  if (layout.boxedTotal) {
    b.down(4).box(335, b.y - 11, 215, 36, true);
    b.text(342, totalLabel, { size: 7.5, bold: true })
      .text(542, money(total), { y: b.y + 17, size: 13, bold: true, align: 'right' })
      .down(46);
  } else b.text(340, totalLabel, { bold: true, size: 11 }).text(545, money(total), { bold: true, size: 11, align: 'right' }).down(26);

  // What is not an amount or a mileage.
  const nextAt = `${formatNumber(odo + rng.int(3, 12) * 1000, locale, 0)} ${unit}`;
  b.text(50, t.next(nextAt, formatDate(shiftDays(invoiceDate, 365), locale, rng)), { size: 8.5 }).down(12);
  if (rng.chance(0.5)) b.text(50, t.deposit(money(100 * rng.int(1, 4))), { size: 8.5 }).down(12);
  b.text(50, t.terms(String(rng.pick([2, 3]))), { size: 8.5 }).down(12);

  // Footer in three columns.
  const f = t.footer;
  const fy = 790;
  b.text(50, shop, { size: 6.5, y: fy })
    .text(50, street, { size: 6.5, y: fy + 8 })
    .text(50, town, { size: 6.5, y: fy + 16 });
  b.text(230, f[0], { size: 6.5, y: fy })
    .text(230, f[1], { size: 6.5, y: fy + 8 })
    .text(230, f[2], { size: 6.5, y: fy + 16 });
  b.text(410, f[3], { size: 6.5, y: fy }).text(410, f[4], { size: 6.5, y: fy + 8 });

  return {
    items: b.items,
    language: lang,
    truth: {
      documentType: 'service',
      serviceDate: workDate ?? invoiceDate,
      shopName: shop,
      serviceMileage: odo,
      laborCost: labour,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: lines.filter((l) => l.isWork).map((w) => w.text),
      partsUsed: lines.filter((l) => !l.isWork).map((p) => p.text),
    },
  };
}

function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i]) out.push(a[i]);
    if (b[i]) out.push(b[i]);
  }
  return out;
}
