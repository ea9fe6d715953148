/** unseen-t receipts, insurance, registrations, a title, purchases and appraisals. */
import { addDays } from '../paper-kit';
import type { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';
import { fd, fields, money, page, price, r2, sum } from './kit';

type Fam = (rng: Random) => Generated;
const out = (p: PageBuilder, language: Lang, truth: Generated['truth']): Generated => ({ items: p.items, language, truth });
const small = (p: PageBuilder, lines: string[], serif?: boolean) => {
  p.y = Math.max(p.y + 10, 770);
  for (const l of lines) p.text(50, l, { size: 6.5, serif }).down(8);
};

/** Summer 1990, a Minol filling station's Quittung just after the currency union: DM, 14 % MwSt. included. */
const minolQuittung: Fam = (rng) => {
  const date = `1990-${String(rng.int(7, 12)).padStart(2, '0')}-${String(rng.int(2, 28)).padStart(2, '0')}`;
  const p = page(rng);
  const shop = 'Minol Tankstelle Magdeburg-Sudenburg';
  p.text(297, 'MINOL', { align: 'center', size: 22, bold: true }).down(16);
  p.text(297, shop, { align: 'center', size: 10 }).down(12);
  p.text(297, 'Halberstädter Straße 95 · Magdeburg 3011', { align: 'center', size: 8.5 }).down(24);
  p.text(297, 'QUITTUNG', { align: 'center', size: 13, bold: true }).down(22);
  const litres = price(rng, 28, 45, 0.01);
  const fuel = r2(litres * 1.29);
  const oil = price(rng, 6, 12, 0.1);
  const total = sum([fuel, oil]);
  const vat = r2((total * 14) / 114);
  const rows: [string, string][] = [
    [`VK 88 bleifrei  ${money(litres, 'de')} l à 1,29`, money(fuel, 'de')],
    ['Zweitaktöl 1 l', money(oil, 'de')],
  ];
  for (const [a, b] of rows) p.text(150, a, { size: 10 }).text(445, b, { size: 10, align: 'right' }).down(14);
  p.box(150, p.y - 6, 295, 0.01).down(10);
  p.text(150, 'Summe DM', { size: 11, bold: true }).text(445, money(total, 'de'), { size: 11, bold: true, align: 'right' }).down(14);
  p.text(150, `enthaltene MwSt. 14 %: ${money(vat, 'de')}`, { size: 8.5 }).down(24);
  p.text(150, `Magdeburg, den ${fd(date, 'de2')}`, { size: 10 }).down(30);
  p.text(150, 'Betrag dankend erhalten', { size: 9 });
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** 1999 Plzeň tyre shop writing German for Bavarian customers: Kč, DPH 22 % included, labels below. */
const plzenPneu: Fam = (rng) => {
  const date = rng.date(1998, 2000);
  const p = page(rng, {
    name: 'Pneuservis Dvořák',
    tagline: 'Reifen · Felgen · Auswuchten — 30 km von der Grenze',
    lines: ['Domažlická 160, 318 00 Plzeň'],
    style: 'left',
  });
  const tyre = price(rng, 1400, 2200, 10);
  const fit = price(rng, 80, 140, 10);
  const lines: [string, number][] = [
    ['Reifen 165/70 R13 Barum Brillantis', r2(tyre * 4)],
    ['Montage und Auswuchten, je Rad', r2(fit * 4)],
    ['Ventile', price(rng, 40, 80, 10)],
  ];
  const total = sum(lines.map((l) => l[1]));
  p.text(50, 'Kassenbeleg', { size: 13, bold: true }).down(22);
  fields(
    p,
    [
      { label: 'Belegnummer', value: `P${rng.int(10000, 99999)}` },
      { label: 'Datum', value: fd(date, 'ukdot').replace(/\.(\d\d)$/, `.${date.slice(0, 4)}`) },
      { label: 'Fahrzeug', value: 'Škoda Felicia' },
    ],
    'below',
  );
  for (const [t, a] of lines)
    p.text(50, t, { size: 10 })
      .text(540, `${money(a, 'sp')} Kč`, { size: 10, align: 'right' })
      .down(14);
  p.down(6);
  p.box(330, p.y - 13, 215, 20, true);
  p.text(340, 'Bezahlt bar', { size: 10.5, bold: true })
    .text(540, `${money(total, 'sp')} Kč`, { size: 10.5, bold: true, align: 'right' })
    .down(22);
  p.text(540, `inkl. DPH 22 %: ${money(r2((total * 22) / 122), 'sp')} Kč`, { size: 8, align: 'right' });
  return out(p, 'de', { documentType: 'receipt', shopName: 'Pneuservis Dvořák', date, totalCost: total });
};

/** 2008 Ljubljana parts shop writing German, €, DDV 20 %, net lines and VAT on top. */
const ljubljanaDeli: Fam = (rng) => {
  const date = rng.date(2007, 2009);
  const shop = 'Avtodeli Kranjc d.o.o.';
  const p = page(rng, { name: shop, lines: ['Celovška cesta 264, 1000 Ljubljana', 'ID za DDV SI48201174'], style: 'band' });
  p.text(50, 'Rechnung / Račun', { size: 13, bold: true }).down(22);
  fields(
    p,
    [
      { label: 'Nr.', value: `${date.slice(2, 4)}-${rng.int(1000, 9999)}` },
      { label: 'Datum', value: fd(date, 'ukdot').replace(/\.(\d\d)$/, `.${date.slice(0, 4)}`) },
      { label: 'Kunde', value: 'Barverkauf' },
    ],
    'twocol',
  );
  const lines: [string, string, number][] = [
    ['Bremsbeläge vorn', '1 Satz', price(rng, 28, 45)],
    ['Scheibenwischer 530 mm', '2', price(rng, 14, 22)],
    ['Glühlampe H4', '2', price(rng, 6, 11)],
  ];
  const net = sum(lines.map((l) => l[2]));
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  p.text(50, 'Artikel', { size: 9, bold: true })
    .text(360, 'Menge', { size: 9, bold: true, align: 'right' })
    .text(540, 'Netto €', { size: 9, bold: true, align: 'right' })
    .down(14);
  for (const [t, q, a] of lines)
    p.text(50, t, { size: 9.5 }).text(360, q, { size: 9.5, align: 'right' }).text(540, money(a, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.down(8);
  p.text(430, 'Netto', { align: 'right' }).text(540, money(net, 'de'), { align: 'right' }).down(13);
  p.text(430, 'DDV 20 %', { align: 'right' }).text(540, money(vat, 'de'), { align: 'right' }).down(16);
  p.text(430, 'Zu zahlen €', { align: 'right', bold: true, size: 11 }).text(540, money(total, 'de'), { align: 'right', bold: true, size: 11 }).down(20);
  small(p, ['Bezahlt mit Karte. Umtausch nur mit Beleg innerhalb von 14 Tagen.']);
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** 1974 Nebraska farmers' co-op parts counter ticket: handwritten-looking, sales tax 2.5 %. */
const nebraskaCoop: Fam = (rng) => {
  const date = rng.date(1973, 1975);
  const shop = 'Farmers Cooperative Elevator Co.';
  const p = page(rng);
  p.text(50, shop, { size: 12, bold: true, serif: true }).down(13);
  p.text(50, 'Petroleum · Feed · Parts — Ord, Nebraska', { size: 8.5, serif: true }).down(22);
  p.box(50, p.y - 12, 495, 44);
  p.text(56, 'Date', { size: 7, serif: true }).text(230, 'Charge to', { size: 7, serif: true }).text(420, 'Ticket', { size: 7, serif: true });
  p.text(56, fd(date, 'usshort'), { y: p.y + 20, size: 12, serif: true });
  p.text(230, rng.pick(['Elmer Sestak', 'Dale Kusek', 'Vern Zulkoski']), { y: p.y + 20, size: 12, serif: true });
  p.text(420, `No. ${rng.int(10000, 49999)}`, { y: p.y + 20, size: 11, serif: true });
  p.down(50);
  const lines: [string, number][] = [
    ['Fan belt', price(rng, 3, 5, 0.01)],
    ['Oil filter', price(rng, 2, 4, 0.01)],
    ['Motor oil 10W-30, 5 qts', price(rng, 3, 5, 0.01)],
    ['Hydraulic fluid 5 gal', price(rng, 9, 14, 0.01)],
  ];
  for (const [t, a] of lines) p.text(70, t, { size: 11, serif: true }).text(470, money(a, 'en'), { size: 11, serif: true, align: 'right' }).down(16);
  const sub = sum(lines.map((l) => l[1]));
  const tax = r2(sub * 0.025);
  const total = r2(sub + tax);
  p.down(6);
  p.text(380, 'Sub total', { size: 10, serif: true, align: 'right' }).text(470, money(sub, 'en'), { size: 10, serif: true, align: 'right' }).down(15);
  p.text(380, 'Sales tax', { size: 10, serif: true, align: 'right' }).text(470, money(tax, 'en'), { size: 10, serif: true, align: 'right' }).down(15);
  p.text(380, 'Total', { size: 11, serif: true, bold: true, align: 'right' })
    .text(470, money(total, 'en'), { size: 11, serif: true, bold: true, align: 'right' })
    .down(30);
  p.text(70, "Rec'd by ______________________", { size: 9, serif: true });
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** 2002 Malta spares shop, Maltese lira (Lm), VAT 15 % included. */
const maltaSpares: Fam = (rng) => {
  const date = rng.date(2001, 2003);
  const shop = 'Camilleri Motor Spares';
  const p = page(rng, {
    name: shop,
    tagline: 'Genuine & pattern parts for British and Japanese cars',
    lines: ['27, Triq il-Kbira, Qormi QRM 09', 'Tel 21 44 83 10 · VAT No MT 1157-3016'],
    style: 'center',
  });
  p.text(297, 'FISCAL RECEIPT', { align: 'center', size: 12, bold: true }).down(20);
  const lines: [string, number][] = [
    ['Clutch cable Ford Escort Mk III', price(rng, 4, 8, 0.01)],
    ['Distributor cap', price(rng, 3, 6, 0.01)],
    ['Rotor arm', price(rng, 1, 3, 0.01)],
  ];
  const total = sum(lines.map((l) => l[1]));
  const vat = r2((total * 15) / 115);
  p.text(150, `Receipt No ${rng.int(100000, 999999)}`, { size: 9 })
    .text(445, fd(date, 'ukdot').replace(/\.(\d\d)$/, `.${date.slice(2, 4)}`), { size: 9, align: 'right' })
    .down(18);
  for (const [t, a] of lines)
    p.text(150, t, { size: 9.5 })
      .text(445, `Lm ${money(a, 'en')}`, { size: 9.5, align: 'right' })
      .down(13);
  p.text(150, '-'.repeat(70), { size: 8 }).down(14);
  p.text(150, 'TOTAL', { size: 11, bold: true })
    .text(445, `Lm ${money(total, 'en')}`, { size: 11, bold: true, align: 'right' })
    .down(14);
  p.text(150, 'CASH', { size: 9 })
    .text(445, `Lm ${money(Math.ceil(total), 'en')}`, { size: 9, align: 'right' })
    .down(13);
  p.text(150, 'CHANGE', { size: 9 })
    .text(445, `Lm ${money(r2(Math.ceil(total) - total), 'en')}`, { size: 9, align: 'right' })
    .down(18);
  p.text(150, `VAT 15% included: Lm ${money(vat, 'en')}`, { size: 8 });
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** 1983 Staatliche Versicherung der DDR: Kfz-Haftpflicht and Vollkasko, premium in Mark, labels left. */
const staatlicheVersicherung: Fam = (rng) => {
  const start = `${rng.int(1982, 1984)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const p = page(rng, {
    name: 'Staatliche Versicherung der DDR',
    lines: ['Kreisdirektion Cottbus', 'Berliner Straße 21, Cottbus 7500'],
    style: 'center',
    serif: true,
  });
  const policy = `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1, 9)}`;
  const hpf = price(rng, 90, 160, 1);
  const kasko = price(rng, 140, 260, 1);
  const premium = hpf + kasko;
  const deductible = rng.pick([150, 300]);
  p.text(50, 'Versicherungsschein', { size: 14, bold: true, serif: true }).down(14);
  p.text(50, 'für die Kraftfahrzeug-Haftpflichtversicherung und die Fahrzeugvollversicherung', { size: 9, serif: true }).down(22);
  fields(
    p,
    [
      { label: 'Versicherungs-Nr.:', value: policy },
      { label: 'Versicherungsnehmer:', value: rng.pick(['Bürger Gerhard Noack', 'Bürgerin Renate Kubasch']) },
      { label: 'Fahrzeug:', value: 'Pkw Lada 2105' },
      { label: 'Versicherungsbeginn:', value: fd(start, 'de') },
      { label: 'Ablauf:', value: fd(end, 'de') },
    ],
    'left',
    true,
  );
  p.text(50, 'Versicherungsart', { size: 9, bold: true, serif: true })
    .text(330, 'Selbstbeteiligung', { size: 9, bold: true, serif: true, align: 'right' })
    .text(540, 'Jahresbeitrag M', { size: 9, bold: true, serif: true, align: 'right' })
    .down(14);
  p.text(50, 'Kfz-Haftpflichtversicherung', { size: 9.5, serif: true })
    .text(330, '—', { size: 9.5, serif: true, align: 'right' })
    .text(540, money(hpf, 'de'), { size: 9.5, serif: true, align: 'right' })
    .down(13);
  p.text(50, 'Fahrzeugvollversicherung', { size: 9.5, serif: true })
    .text(330, `${money(deductible, 'de')} M`, { size: 9.5, serif: true, align: 'right' })
    .text(540, money(kasko, 'de'), { size: 9.5, serif: true, align: 'right' })
    .down(16);
  p.text(400, 'Beitrag jährlich', { size: 10, bold: true, serif: true, align: 'right' }).text(540, `${money(premium, 'de')} M`, {
    size: 10,
    bold: true,
    serif: true,
    align: 'right',
  });
  small(p, ['Der Beitrag ist bis zum 15. Januar bei der Sparkasse einzuzahlen. Es gelten die Bedingungen für die Kfz-Versicherung.'], true);
  return out(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Fahrzeugvollversicherung',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
};

/** 1992 Deutsche Versicherungs-AG (the successor), DM, Teilkasko, boxed cells, Versicherungssteuer. */
const dvagNachtrag: Fam = (rng) => {
  const start = rng.date(1992, 1993);
  const end = `${start.slice(0, 4)}-12-31`;
  const p = page(rng, { name: 'Deutsche Versicherungs-AG', tagline: 'Geschäftsstelle Rostock', lines: ['Lange Straße 3, O-2500 Rostock'], style: 'right' });
  const policy = `KR ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const net = price(rng, 380, 620, 0.1);
  const tax = r2(net * 0.1);
  const premium = r2(net + tax);
  const deductible = 300;
  p.text(50, 'Nachtrag zum Versicherungsschein', { size: 13, bold: true }).down(22);
  fields(
    p,
    [
      { label: 'Versicherungsschein-Nr.', value: policy },
      { label: 'Beginn', value: fd(start, 'de') },
      { label: 'Ablauf', value: fd(end, 'de') },
      { label: 'Fahrzeug', value: 'Opel Astra 1.4' },
    ],
    'boxed',
  );
  p.text(50, 'Haftpflicht (Deckungssumme 2 Mio. DM pauschal)', { size: 9.5 }).down(13);
  p.text(50, `Teilkasko mit ${money(deductible, 'de')} DM Selbstbeteiligung`, { size: 9.5 }).down(20);
  p.text(430, 'Nettobeitrag', { align: 'right' }).text(540, money(net, 'de'), { align: 'right' }).down(13);
  p.text(430, 'Versicherungsteuer 10 %', { align: 'right' }).text(540, money(tax, 'de'), { align: 'right' }).down(16);
  p.box(330, p.y - 13, 215, 20, true);
  p.text(340, 'Jahresbeitrag DM', { bold: true, size: 10.5 }).text(540, money(premium, 'de'), { bold: true, size: 10.5, align: 'right' });
  return out(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Teilkasko',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
};

/** 2006 Cyprus motor policy schedule, Cyprus pounds, labels above. */
const cyprusSchedule: Fam = (rng) => {
  const start = rng.date(2005, 2007);
  const end = addDays(addDays(start, 365), -1);
  const p = page(rng, {
    name: 'Laiki Insurance',
    tagline: 'Motor Department',
    lines: ['Makarios III Avenue 115, 1071 Nicosia', 'Tel 22 887 300'],
    style: 'logo',
  });
  const policy = `MC/${rng.int(10, 99)}/${rng.int(100000, 999999)}`;
  const base = price(rng, 160, 320, 0.5);
  const stamp = 1.5;
  const fee = 4;
  const premium = r2(base + stamp + fee);
  const deductible = rng.pick([100, 150, 250]);
  p.text(50, 'MOTOR POLICY SCHEDULE', { size: 13, bold: true }).down(22);
  fields(
    p,
    [
      { label: 'Policy No', value: policy },
      { label: 'Period from', value: fd(start, 'uk') },
      { label: 'Period to', value: fd(end, 'uk') },
      { label: 'Registration', value: `${rng.pick(['KAX', 'LBT', 'MCR'])} ${rng.int(100, 999)}` },
    ],
    'above',
  );
  fields(
    p,
    [
      { label: 'Cover', value: 'Comprehensive' },
      { label: 'Excess', value: `£C ${deductible}` },
      { label: 'Vehicle', value: 'Mitsubishi Pajero 2.5' },
    ],
    'above',
  );
  p.text(430, 'Premium', { align: 'right' })
    .text(540, `£C ${money(base, 'en')}`, { align: 'right' })
    .down(13);
  p.text(430, 'Stamp duty', { align: 'right' })
    .text(540, `£C ${money(stamp, 'en')}`, { align: 'right' })
    .down(13);
  p.text(430, 'Policy fee', { align: 'right' })
    .text(540, `£C ${money(fee, 'en')}`, { align: 'right' })
    .down(16);
  p.text(430, 'Total payable', { align: 'right', bold: true }).text(540, `£C ${money(premium, 'en')}`, { align: 'right', bold: true });
  small(p, ['Limitations as to use: social, domestic and pleasure purposes and the business of the insured.']);
  return out(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Comprehensive',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
};

/** 1981 DDR Zulassungsschein (Fahrzeugschein of the DDR): the number at the top, the plate, no expiry. */
const ddrZulassung: Fam = (rng) => {
  const p = page(rng);
  const nr = `${rng.pick(['C', 'D', 'F'])} ${rng.int(100000, 999999)}`;
  const plate = `${rng.pick(['RC', 'RD', 'SZ'])} ${rng.int(10, 99)}-${rng.int(10, 99)}`;
  p.text(50, 'Deutsche Demokratische Republik', { size: 9, serif: true })
    .text(545, `Nr. ${nr}`, { size: 11, bold: true, serif: true, align: 'right' })
    .down(20);
  p.text(297, 'Zulassungsschein für Kraftfahrzeuge', { align: 'center', size: 14, bold: true, serif: true }).down(14);
  p.text(297, 'Deutsche Volkspolizei — Verkehrspolizei', { align: 'center', size: 9, serif: true }).down(28);
  const rows: [string, string][] = [
    ['1 Amtliches Kennzeichen', plate],
    ['2 Fahrzeugart', 'Pkw'],
    ['3 Hersteller / Typ', rng.pick(['VEB Sachsenring / Trabant 601', 'VEB Automobilwerk Eisenach / Wartburg 353'])],
    ['4 Fahrgestell-Nr.', String(rng.int(1000000, 9999999))],
    ['5 Halter', rng.pick(['Siegfried Mehnert, Görlitz', 'Christa Lehmann, Bautzen'])],
    ['6 Tag der Zulassung', fd(rng.date(1979, 1982), 'de')],
  ];
  for (const [l, v] of rows) {
    p.box(50, p.y - 12, 495, 22);
    p.text(56, l, { size: 8, serif: true }).text(250, v, { size: 10.5, serif: true });
    p.down(22);
  }
  small(p, ['Dieser Schein ist beim Führen des Fahrzeugs mitzuführen und den Kontrollorganen auf Verlangen vorzuzeigen.'], true);
  return out(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
};

/** 1991 Saskatchewan (SGI) registration certificate with its expiry. */
const sgiRegistration: Fam = (rng) => {
  const p = page(rng, { name: 'Saskatchewan Government Insurance', lines: ['Motor Vehicle Registration and Licence'], style: 'band' });
  const exp = `${rng.int(1990, 1993)}-${String(rng.int(1, 12)).padStart(2, '0')}-28`;
  const reg = `${rng.int(10000000, 99999999)}`;
  const plate = `${rng.pick(['DKT', 'EMR', 'FBH'])} ${rng.int(100, 999)}`;
  fields(
    p,
    [
      { label: 'CERTIFICATE NO.', value: reg },
      { label: 'PLATE', value: plate },
      { label: 'EXPIRES', value: fd(exp, 'iso').replace(/-/g, ' ') },
      { label: 'CLASS', value: 'PV' },
    ],
    'boxed',
  );
  fields(
    p,
    [
      { label: 'YEAR', value: '1978' },
      { label: 'MAKE', value: 'FORD' },
      { label: 'MODEL', value: 'F150 PU' },
      { label: 'VIN', value: `F14HNA${rng.int(10000, 99999)}` },
    ],
    'boxed',
  );
  p.text(50, 'Registered owner: ' + rng.pick(['LEONARD J. OLSON, ROSETOWN SK', 'MARGARET A. DYCK, SWIFT CURRENT SK']), { size: 9 }).down(14);
  small(p, ['Carry this certificate in the vehicle. Licence fee and Autopac basic insurance premium paid.']);
  return out(p, 'en', { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: exp });
};

/** 2015 Alabama registration receipt (label below value). */
const alabamaRegistration: Fam = (rng) => {
  const p = page(rng, { name: 'Cullman County License Commissioner', lines: ['State of Alabama · Department of Revenue'], style: 'center' });
  const exp = `${rng.int(2014, 2017)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const reg = `R${rng.int(1000000, 9999999)}`;
  const plate = `${rng.int(10, 99)}${rng.pick(['AB', 'CK', 'TR'])}${rng.int(100, 999)}`;
  p.text(297, 'REGISTRATION RECEIPT', { align: 'center', size: 12, bold: true }).down(24);
  fields(
    p,
    [
      { label: 'RECEIPT NUMBER', value: reg },
      { label: 'TAG NUMBER', value: plate },
      { label: 'VALID THROUGH', value: fd(exp, 'us') },
    ],
    'below',
  );
  fields(
    p,
    [
      { label: 'YEAR/MAKE', value: '1972 CHEVROLET' },
      { label: 'BODY', value: 'PK' },
      { label: 'OWNER', value: rng.pick(['BOBBY R TUCKER', 'LINDA S HOLLAND']) },
    ],
    'below',
  );
  p.text(50, `Reg fee $${money(23, 'en')}  Issuance fee $${money(1.25, 'en')}  Ad valorem $${money(price(rng, 8, 40), 'en')}`, { size: 9 });
  return out(p, 'en', { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: exp });
};

/** 1984 Nebraska certificate of title: issue date apart from the first sale's date. */
const nebraskaTitle: Fam = (rng) => {
  const issued = rng.date(1983, 1985);
  const p = page(rng);
  p.text(297, 'STATE OF NEBRASKA', { align: 'center', size: 11, bold: true, serif: true }).down(16);
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { align: 'center', size: 14, bold: true, serif: true }).down(14);
  p.text(297, 'County Treasurer, Custer County, Broken Bow', { align: 'center', size: 8.5, serif: true }).down(26);
  fields(
    p,
    [
      { label: 'TITLE NUMBER', value: `21${rng.int(1000000, 9999999)}` },
      { label: 'DATE ISSUED', value: fd(issued, 'us') },
      { label: 'DATE OF SALE', value: fd(addDays(issued, -rng.int(3, 20)), 'us') },
      { label: 'ODOMETER', value: money(rng.int(40000, 99000), 'en', 0) },
    ],
    'above',
    true,
  );
  fields(
    p,
    [
      { label: 'YEAR', value: '1966' },
      { label: 'MAKE', value: 'INTERNATIONAL' },
      { label: 'BODY', value: 'PICKUP' },
      { label: 'VIN', value: `${rng.int(100000, 999999)}H${rng.int(100, 999)}` },
    ],
    'above',
    true,
  );
  p.text(50, 'OWNER: ' + rng.pick(['ARNOLD W. PFEIFFER, ANSLEY NE', 'DORIS M. KRAUSE, ARNOLD NE']), { size: 10, serif: true }).down(14);
  p.text(50, 'FIRST LIEN: NONE', { size: 10, serif: true });
  small(p, ['Any alteration or erasure voids this title. Assignment of title by owner on reverse side.'], true);
  return out(p, 'en', { documentType: 'title', date: issued });
};

/** 1988 private Kaufvertrag in the DDR: a Trabant sold between citizens, in Mark, typed. */
const ddrKaufvertrag: Fam = (rng) => {
  const date = rng.date(1987, 1989);
  const seller = rng.pick(['Werner Kretzschmar', 'Ilse Pönitz', 'Dieter Hanisch']);
  const price_ = rng.int(18, 32) * 500;
  const p = page(rng);
  p.text(297, 'Kaufvertrag', { align: 'center', size: 16, bold: true, serif: true }).down(14);
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug', { align: 'center', size: 10, serif: true }).down(30);
  p.text(50, 'Zwischen', { size: 10, serif: true }).down(16);
  p.text(80, `${seller}, wohnhaft in Halle-Neustadt, Block 412`, { size: 10, serif: true }).down(13);
  p.text(80, '— nachstehend Verkäufer genannt —', { size: 8.5, serif: true }).down(16);
  p.text(50, 'und', { size: 10, serif: true }).down(16);
  p.text(80, `${rng.pick(['Frank Wunderlich', 'Petra Scholz'])}, wohnhaft in Merseburg`, { size: 10, serif: true }).down(13);
  p.text(80, '— nachstehend Käufer genannt —', { size: 8.5, serif: true }).down(22);
  p.text(50, 'wird folgender Vertrag geschlossen:', { size: 10, serif: true }).down(18);
  const para = [
    `§ 1  Der Verkäufer verkauft dem Käufer den Pkw Trabant 601 Universal, Baujahr ${rng.int(1976, 1984)},`,
    `       pol. Kennzeichen HL ${rng.int(10, 99)}-${rng.int(10, 99)}, Kilometerstand ${rng.int(40, 140)} Tkm.`,
    `§ 2  Der Kaufpreis beträgt ${money(price_, 'de')} M (in Worten: siehe Anlage) und wird bei Übergabe bar gezahlt.`,
    '§ 3  Das Fahrzeug wird wie besichtigt unter Ausschluß jeder Gewährleistung verkauft.',
    '§ 4  Die Ummeldung erfolgt durch den Käufer beim VPKA innerhalb von 14 Tagen.',
  ];
  for (const l of para) p.text(50, l, { size: 10, serif: true }).down(16);
  p.down(20);
  p.text(50, `Halle, am ${fd(date, 'de')}`, { size: 10, serif: true }).down(40);
  p.box(50, p.y, 200, 0.01).box(320, p.y, 200, 0.01).down(12);
  p.text(50, 'Verkäufer', { size: 8, serif: true }).text(320, 'Käufer', { size: 8, serif: true });
  return out(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price_ });
};

/** 1997 Kentucky: a dealer's bill of sale from a small-town used-car lot, with tax and fees after the price. */
const kentuckyBillOfSale: Fam = (rng) => {
  const date = rng.date(1996, 1998);
  const seller = 'Bluegrass Auto Sales';
  const p = page(rng, { name: seller, tagline: 'Buy here — pay here', lines: ['US 127 South, Danville, KY 40422', '(606) 236-4410'], style: 'left' });
  const priceV = rng.int(18, 60) * 100;
  const tax = r2(priceV * 0.06);
  p.text(297, 'BILL OF SALE', { align: 'center', size: 14, bold: true }).down(26);
  fields(
    p,
    [
      { label: 'Date of sale', value: fd(date, 'uslong') },
      { label: 'Stock #', value: String(rng.int(100, 999)) },
      { label: 'Purchaser', value: rng.pick(['Wendell T. Gaines', 'Loretta J. Sipes']) },
      { label: 'Vehicle', value: '1979 Ford Ranchero GT' },
    ],
    'left',
  );
  p.down(6);
  const rows: [string, number][] = [
    ['Cash price of vehicle', priceV],
    ['KY usage tax 6%', tax],
    ['Title & clerk fees', 15],
  ];
  for (const [l, v] of rows) p.text(330, l, { align: 'right' }).text(480, money(v, 'en'), { align: 'right' }).down(14);
  p.box(380, p.y - 6, 100, 0.01).down(8);
  p.text(330, 'Total', { align: 'right', bold: true })
    .text(480, money(sum(rows.map((r) => r[1])), 'en'), { align: 'right', bold: true })
    .down(30);
  p.text(50, 'Sold AS IS — no warranty expressed or implied.', { size: 9 }).down(30);
  p.box(50, p.y, 200, 0.01).down(12);
  p.text(50, 'Dealer', { size: 8 });
  return out(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceV });
};

/** 1993 Chemnitz Kfz-Sachverständiger's Wertgutachten for a Wartburg, DM. */
const chemnitzGutachten: Fam = (rng) => {
  const date = rng.date(1993, 1995);
  const name = rng.pick(['Dipl.-Ing. Jens Ullrich', 'Dipl.-Ing. (FH) Karin Seidel']);
  const value = rng.int(8, 30) * 100;
  const note = rng.pick(['Zustandsnote 3, altersgerecht, Unterboden konserviert', 'Zustandsnote 2–3, Originallack, Sitze neu bezogen']);
  const p = page(rng, {
    name: 'Ingenieurbüro für Kfz-Technik',
    tagline: 'Öffentlich bestellter und vereidigter Sachverständiger',
    lines: ['Zschopauer Straße 191, 09126 Chemnitz'],
    style: 'right',
  });
  p.text(50, 'Wertgutachten', { size: 15, bold: true }).down(14);
  p.text(50, `Nr. ${rng.int(100, 999)}/${date.slice(2, 4)} · Fahrzeug: Wartburg 353 W Tourist, EZ ${rng.int(1982, 1988)}`, { size: 9 }).down(24);
  fields(
    p,
    [
      { label: 'Besichtigt am', value: fd(addDays(date, -rng.int(2, 9)), 'de') },
      { label: 'Gutachten vom', value: fd(date, 'de') },
      { label: 'Zustand', value: note },
    ],
    'left',
  );
  p.text(50, 'Wertermittlung', { size: 10, bold: true }).down(16);
  p.text(50, 'Wiederbeschaffungswert', { size: 9.5 })
    .text(540, `${money(value + rng.int(3, 8) * 100, 'de')} DM`, { size: 9.5, align: 'right' })
    .down(14);
  p.box(330, p.y - 4, 215, 22, true);
  p.text(340, 'Marktwert', { y: p.y + 11, bold: true, size: 10.5 }).text(540, `${money(value, 'de')} DM`, {
    y: p.y + 11,
    bold: true,
    size: 10.5,
    align: 'right',
  });
  p.down(60);
  p.box(330, p.y, 200, 0.01).down(12);
  p.text(330, name, { size: 9 });
  return out(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: note });
};

/** 2019 Singapore classic-car valuation for vintage registration, S$. */
const singaporeValuation: Fam = (rng) => {
  const date = rng.date(2018, 2020);
  const name = rng.pick(['Lim Boon Keng', 'Rajesh Menon']);
  const value = rng.int(40, 160) * 1000;
  const note = rng.pick(['Good, original engine, some paint fade', 'Very good, restored 2011, matching numbers']);
  const p = page(rng, { name: 'Straits Classic Assessors', lines: ['10 Anson Road #22-04, International Plaza, Singapore 079903'], style: 'logo' });
  p.text(50, 'VALUATION REPORT', { size: 14, bold: true }).down(12);
  p.text(50, 'For classic vehicle scheme / insurance purposes', { size: 9 }).down(24);
  fields(
    p,
    [
      { label: 'Report date', value: fd(date, 'uklong') },
      { label: 'Vehicle', value: 'Austin Mini Cooper S 1967' },
      { label: 'Overall condition', value: note },
    ],
    'below',
  );
  p.text(50, 'Comparable sales (S$)', { size: 9, bold: true }).down(13);
  for (let i = 0; i < 2; i++) p.text(60, `• ${money(value + rng.int(-15, 15) * 1000, 'en')}`, { size: 9 }).down(12);
  p.down(10);
  p.text(50, 'Assessed market value', { size: 10 })
    .text(300, `S$ ${money(value, 'en')}`, { size: 12, bold: true })
    .down(50);
  p.box(50, p.y, 200, 0.01).down(12);
  p.text(50, `${name}, MIMI`, { size: 9 }).down(10);
  p.text(50, 'Principal Assessor', { size: 8 });
  return out(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: note });
};

export const OTHER_FAMILIES: Fam[] = [
  minolQuittung,
  plzenPneu,
  ljubljanaDeli,
  nebraskaCoop,
  maltaSpares,
  staatlicheVersicherung,
  dvagNachtrag,
  cyprusSchedule,
  ddrZulassung,
  sgiRegistration,
  alabamaRegistration,
  nebraskaTitle,
  ddrKaufvertrag,
  kentuckyBillOfSale,
  chemnitzGutachten,
  singaporeValuation,
];
