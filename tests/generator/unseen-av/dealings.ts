/** Order forms, bills of sale and appraisal forms with grade matrices (unseen-av purchases and appraisals). */
import { PageBuilder } from '../page';
import { doc, fd, num, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addrDE,
  addrUK,
  addrUS,
  car,
  cell,
  cells,
  check,
  digits,
  kv,
  letters,
  PEOPLE_DE,
  PEOPLE_EN,
  phoneDE,
  phoneUK,
  phoneUS,
  plateDE,
  plateUK,
  plateUS,
  vin,
} from './kit';

/** A dealer's Verbindliche Bestellung: buyer block, vehicle and equipment boxes, price ladder, trade-in, conditions. */
export function verbindlicheBestellung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 2025);
  const y = Number(date.slice(0, 4));
  const dm = y < 2002;
  const seller = `Autohaus ${rng.pick(['Reuter', 'Hartmann', 'Vollmer', 'Seidel'])} GmbH`;
  const a = addrDE(rng);
  const [make, model] = car(rng);
  p.text(40, seller, { y: 44, size: 13, bold: true });
  p.text(40, `${a.street} · ${a.city} · Tel. ${phoneDE(rng)} · Vertragshändler`, { y: 55, size: 8 });
  p.text(40, 'Verbindliche Bestellung eines neuen / gebrauchten Kraftfahrzeuges', { y: 82, size: 11, bold: true });
  p.text(555, `Bestell-Nr. ${digits(rng, 6)}`, { y: 82, size: 9, align: 'right' });
  cells(p, 40, 92, 26, [
    [260, 'Käufer (Name, Vorname)', rng.pick(PEOPLE_DE)],
    [255, 'Anschrift', addrDE(rng).city],
  ]);
  cells(p, 40, 118, 26, [
    [130, 'Geburtsdatum', fd(rng.date(1930, y - 20), 'de')],
    [130, 'Telefon', phoneDE(rng)],
    [255, 'Verkäufer (Sachbearbeiter)', rng.pick(PEOPLE_DE)],
  ]);
  check(p, 40, 160, 'Neufahrzeug', rng.chance(0.5));
  check(p, 140, 160, 'Gebrauchtfahrzeug', true);
  check(p, 260, 160, 'Vorführwagen', false);
  check(p, 370, 160, 'Tageszulassung', false);
  cells(p, 40, 170, 26, [
    [170, 'Fabrikat / Typ', `${make} ${model}`],
    [170, 'Fahrzeug-Ident.-Nr.', vin(rng, y)],
    [85, 'Erstzulassung', fd(rng.date(Math.max(1955, y - 30), y), 'de2')],
    [90, 'km-Stand', String(rng.int(1000, 180000))],
  ]);
  cells(p, 40, 196, 26, [
    [170, 'Farbe außen / innen', `${rng.pick(['silbermetallic', 'rot', 'schwarz'])} / ${rng.pick(['Stoff grau', 'Leder beige'])}`],
    [170, 'Lieferzeit', rng.pick(['sofort', 'ca. 6 Wochen', 'KW ' + rng.int(1, 52)])],
    [175, 'Kennzeichen (falls vorhanden)', plateDE(rng, y)],
  ]);
  const base = rng.int(4, 90) * (dm ? 1000 : 500);
  const extras = rng.int(0, 12) * 100;
  const price = base + extras;
  const transfer = rng.int(3, 9) * 100;
  const trade = rng.chance(0.6) ? rng.int(5, 60) * 100 : 0;
  const cur = dm ? 'DM' : 'EUR';
  p.y = 245;
  p.text(40, 'Preise (inkl. gesetzlicher MwSt.)', { size: 9, bold: true });
  p.down(14);
  const L = (l: string, v: string, b = false) => {
    p.text(40, l, { size: 9, bold: b });
    p.text(330, v, { size: 9, bold: b, align: 'right' });
    p.down(13);
  };
  L('Fahrzeugpreis', `${num(base, 'de')} ${cur}`);
  L('Sonderausstattung / Zubehör', `${num(extras, 'de')} ${cur}`);
  L('Kaufpreis', `${num(price, 'de')} ${cur}`, true);
  L('zzgl. Überführung und Zulassung', `${num(transfer, 'de')} ${cur}`);
  if (trade) L(`abzgl. Inzahlungnahme Altfahrzeug (${plateDE(rng, y)})`, `${num(trade, 'de')} ${cur}`);
  L('Restbetrag bei Auslieferung', `${num(price + transfer - trade, 'de')} ${cur}`);
  p.down(10);
  check(p, 40, p.y, 'Barzahlung', true);
  check(p, 140, p.y, 'Finanzierung', false);
  check(p, 250, p.y, 'Leasing', false);
  p.down(20);
  p.text(40, 'Der Käufer ist an die Bestellung höchstens bis 10 Tage, bei Nutzfahrzeugen bis 2 Wochen gebunden.', { size: 7 });
  p.down(10);
  p.text(40, 'Es gelten die umseitigen Neu- bzw. Gebrauchtwagen-Verkaufsbedingungen, die der Käufer anerkennt.', { size: 7 });
  p.down(30);
  p.text(40, `${a.town}, ${fd(date, 'de')}`, { size: 9 });
  p.text(300, 'Unterschrift Käufer', { size: 7 });
  p.text(450, 'Annahme Verkäufer', { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A private sale Kaufvertrag form: seller and buyer blocks side by side, numbered clauses with boxes, price in words. */
export function privatKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const y = Number(date.slice(0, 4));
  const seller = rng.pick(PEOPLE_DE);
  const price = rng.int(15, 400) * 100;
  const [make, model] = car(rng);
  p.text(297, 'Kaufvertrag', { y: 46, size: 16, bold: true, align: 'center' });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug — privater Verkauf', { y: 60, size: 9, align: 'center' });
  cell(p, 40, 72, 255, 66, 'Verkäufer', '');
  p.text(44, seller, { y: 94, size: 10 });
  p.text(44, `${addrDE(rng).street}, ${addrDE(rng).city}`, { y: 118, size: 8 });
  p.text(44, `Ausweis-Nr. ${letters(rng, 1)}${digits(rng, 8)}`, { y: 130, size: 8 });
  cell(p, 300, 72, 255, 66, 'Käufer', '');
  p.text(304, rng.pick(PEOPLE_DE.filter((n) => n !== seller)), { y: 94, size: 10 });
  p.text(304, `${addrDE(rng).street}, ${addrDE(rng).city}`, { y: 118, size: 8 });
  p.text(304, `Tel. ${phoneDE(rng)}`, { y: 130, size: 8 });
  cells(p, 40, 144, 26, [
    [150, 'Hersteller / Typ', `${make} ${model}`],
    [150, 'Fahrzeug-Ident.-Nr.', vin(rng, 1990)],
    [105, 'Amtl. Kennzeichen', plateDE(rng, y)],
    [110, 'Nr. ZB II / Fz.-Brief', `${letters(rng, 2)}${digits(rng, 6)}`],
  ]);
  cells(p, 40, 170, 26, [
    [150, 'Erstzulassung', fd(rng.date(1955, y - 1), 'de')],
    [150, 'Gesamtfahrleistung lt. Tacho', `${rng.int(20000, 250000)} km`],
    [105, 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${y + 1}`],
    [110, 'Schlüssel', String(rng.int(1, 3))],
  ]);
  p.y = 216;
  const cl: [string, boolean][] = [
    ['1. Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft.', true],
    ['2. Der Verkäufer sichert zu, dass das Fahrzeug keinen Unfallschaden hat.', rng.chance(0.5)],
    ['3. Die Gesamtfahrleistung stimmt mit dem Tachostand überein.', rng.chance(0.7)],
    ['4. Das Fahrzeug ist nicht gewerblich genutzt worden.', true],
  ];
  for (const [t, v] of cl) {
    check(p, 40, p.y, t, v);
    p.down(14);
  }
  p.down(10);
  cells(p, 40, p.y, 28, [
    [150, 'Kaufpreis (€/DM)', `${num(price, 'de')} ${y < 2002 ? 'DM' : 'EUR'}`],
    [365, 'in Worten', rng.pick(['siehe Betrag', 'wie nebenstehend'])],
  ]);
  p.down(36);
  check(p, 40, p.y, 'bar erhalten', true);
  check(p, 140, p.y, 'Überweisung', false);
  p.down(24);
  p.text(40, `Ort, Datum: ${addrDE(rng).town}, ${fd(date, 'de')}   Übergabe: ${fd(date, 'de')} ${rng.int(9, 18)}:00 Uhr`, { size: 9 });
  p.down(40);
  p.text(40, '______________________   Unterschrift Verkäufer', { size: 8 });
  p.text(300, '______________________   Unterschrift Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US state DMV bill of sale form: numbered sections, seller and buyer printed names, odometer disclosure. */
export function stateBillOfSaleForm(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const seller = rng.pick(PEOPLE_EN);
  const buyer = rng.pick(PEOPLE_EN.filter((n) => n !== seller));
  const price = rng.int(12, 950) * 100;
  const st = rng.pick([
    ['STATE OF WASHINGTON · DEPARTMENT OF LICENSING', 'VEHICLE BILL OF SALE', 'TD-420-065'],
    ['OHIO BUREAU OF MOTOR VEHICLES', 'BILL OF SALE', 'BMV 3774'],
    ['NORTH CAROLINA DIVISION OF MOTOR VEHICLES', 'BILL OF SALE', 'MVR-180A'],
  ]);
  const [make, model] = car(rng);
  p.text(40, st[0], { y: 42, size: 9, bold: true });
  p.text(555, `Form ${st[2]}`, { y: 42, size: 7.5, align: 'right' });
  p.text(297, st[1], { y: 64, size: 14, bold: true, align: 'center' });
  p.text(40, 'SECTION 1 — VEHICLE', { y: 86, size: 8, bold: true });
  cells(p, 40, 90, 26, [
    [60, 'YEAR', String(rng.int(1955, 2020))],
    [110, 'MAKE', make],
    [110, 'MODEL', model],
    [160, 'VEHICLE IDENTIFICATION NUMBER', vin(rng, 1990)],
    [75, 'PLATE', plateUS(rng)],
  ]);
  p.text(40, 'SECTION 2 — SALE', { y: 132, size: 8, bold: true });
  cells(p, 40, 136, 26, [
    [130, 'DATE OF SALE', fd(date, 'us')],
    [130, 'SALE PRICE', `$${num(price, 'en')}`],
    [255, 'ODOMETER READING (NO TENTHS)', `${rng.int(10000, 99999)}  ☐ Actual  ☐ Exceeds  ☐ Not actual`.replace(/☐/g, '[ ]')],
  ]);
  p.text(40, 'SECTION 3 — SELLER', { y: 178, size: 8, bold: true });
  cells(p, 40, 182, 26, [
    [200, 'PRINTED NAME', seller],
    [315, 'ADDRESS', `${addrUS(rng).street}, ${addrUS(rng).city}`],
  ]);
  cells(p, 40, 208, 26, [
    [200, 'SIGNATURE', ''],
    [155, 'PHONE', phoneUS(rng)],
    [160, 'DRIVER LICENSE NO.', `${letters(rng, 1)}${digits(rng, 8)}`],
  ]);
  p.text(40, 'SECTION 4 — BUYER', { y: 250, size: 8, bold: true });
  cells(p, 40, 254, 26, [
    [200, 'PRINTED NAME', buyer],
    [315, 'ADDRESS', `${addrUS(rng).street}, ${addrUS(rng).city}`],
  ]);
  p.text(40, 'Federal and state law require that you state the mileage upon transfer of ownership. Failure to complete or providing a false', {
    y: 300,
    size: 6.5,
  });
  p.text(40, 'statement may result in fines and/or imprisonment. This form does not replace the certificate of title.', { y: 308, size: 6.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A UK dealer's sales invoice / order form: vehicle panel, cash price, part-exchange, deposit, balance. */
export function ukDealerOrderForm(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 2025);
  const y = Number(date.slice(0, 4));
  const seller = `${rng.pick(['Chiltern', 'Pennine', 'Wolds', 'Weald'])} Car Sales Ltd`;
  const price = rng.int(8, 400) * 100 - rng.pick([0, 5, 50]);
  const px = rng.chance(0.5) ? rng.int(5, 60) * 100 : 0;
  const dep = rng.int(1, 10) * 100;
  p.text(297, seller, { y: 44, size: 15, bold: true, align: 'center' });
  p.text(297, `${addrUK(rng).street}, ${addrUK(rng).city} · ${phoneUK(rng)} · VAT ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    y: 56,
    size: 7.5,
    align: 'center',
  });
  p.text(40, 'VEHICLE ORDER FORM & SALES INVOICE', { y: 82, size: 10, bold: true });
  p.text(555, `No. ${digits(rng, 5)}  Date ${fd(date, rng.pick(['uk', 'uklong'] as const))}`, { y: 82, size: 9, align: 'right' });
  cells(p, 40, 92, 26, [
    [200, 'Customer', rng.pick(PEOPLE_EN)],
    [315, 'Address', `${addrUK(rng).street}, ${addrUK(rng).city}`],
  ]);
  const [make, model] = car(rng);
  const panel: [string, string][] = [
    ['Make / Model', `${make} ${model}`],
    ['Registration', plateUK(rng, y)],
    ['Chassis No.', vin(rng, y)],
    ['Date first reg.', fd(rng.date(Math.max(1955, y - 25), y), 'uk')],
    ['Recorded mileage', `${num(rng.int(10000, 150000), 'en').slice(0, -3)}`],
    ['Colour / Trim', `${rng.pick(['British Racing Green', 'Tartan Red', 'White'])} / ${rng.pick(['Black vinyl', 'Tan leather'])}`],
  ];
  panel.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 124 + Math.floor(i / 3) * 26, 172, 26, l, v));
  p.y = 200;
  const L = (l: string, v: number, b = false) => {
    p.text(300, l, { size: 9, bold: b });
    p.text(550, `£${num(v, 'en')}`, { size: 9, bold: b, align: 'right' });
    p.down(14);
  };
  L('Cash price of vehicle', price, true);
  if (px) L(`Less part-exchange allowance (${plateUK(rng, y - 5)})`, px);
  L('Less deposit paid', dep);
  L('Balance due on delivery', r2(price - px - dep), true);
  p.y = 200;
  p.text(40, 'Part exchange details', { size: 8, bold: true });
  p.down(12);
  p.text(40, px ? `${car(rng).join(' ')}, settlement: none` : 'None', { size: 8 });
  p.down(40);
  check(p, 40, p.y, 'HPI check carried out', true);
  check(p, 40, p.y + 14, '12 months MOT', rng.chance(0.6));
  check(p, 40, p.y + 28, 'Warranty (3 months parts & labour)', rng.chance(0.5));
  p.text(40, 'Sold as seen and approved. This order is subject to the conditions of sale overleaf.', { y: 330, size: 7 });
  p.text(40, 'Signed (purchaser) ______________________    For and on behalf of the company ______________________', { y: 360, size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US dealer's retail buyer's order: many numbered price boxes (doc fee, tax, title, trade-in, payoff). */
export function usBuyersOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 2026);
  const seller = `${rng.pick(['Route 66', 'Southern Classic', 'Bayside', 'Greenway'])} Motor Cars, Inc.`;
  const a = addrUS(rng);
  const price = rng.int(30, 900) * 100 + rng.pick([0, 95, 500]);
  const doc_ = rng.pick([0, 149, 299, 499]);
  const taxRate = rng.pick([4, 6, 6.25, 7]);
  const trade = rng.chance(0.5) ? rng.int(10, 150) * 100 : 0;
  const taxable = price + doc_ - trade;
  const tax = r2((taxable * taxRate) / 100);
  const title = rng.pick([33, 45, 77.5]);
  const [make, model] = car(rng);
  p.text(40, seller, { y: 44, size: 13, bold: true });
  p.text(40, `${a.street}, ${a.city} · ${phoneUS(rng)} · Dealer Lic. #${digits(rng, 5)}`, { y: 55, size: 7.5 });
  p.text(555, "RETAIL BUYER'S ORDER", { y: 44, size: 11, bold: true, align: 'right' });
  p.text(555, `Deal # ${digits(rng, 5)}   Date ${fd(date, 'us')}`, { y: 56, size: 8, align: 'right' });
  cells(p, 40, 66, 26, [
    [200, 'PURCHASER', rng.pick(PEOPLE_EN)],
    [215, 'ADDRESS', `${addrUS(rng).city}`],
    [100, 'SALESPERSON', rng.pick(['J. Ruiz', 'T. Banks', 'M. Olsen'])],
  ]);
  cells(p, 40, 92, 26, [
    [40, 'NEW/USED', 'USED'],
    [50, 'YEAR', String(rng.int(1955, 2022))],
    [140, 'MAKE / MODEL', `${make} ${model}`],
    [160, 'VIN', vin(rng, 1990)],
    [70, 'STOCK #', `${letters(rng, 1)}${digits(rng, 4)}`],
    [55, 'MILEAGE', String(rng.int(1000, 120000))],
  ]);
  const boxes: [string, number][] = [
    ['1. CASH PRICE OF VEHICLE', price],
    ['2. DOCUMENTARY SERVICE FEE', doc_],
    ['3. TRADE-IN ALLOWANCE', trade],
    ['4. TAXABLE AMOUNT', taxable],
    [`5. SALES TAX ${taxRate}%`, tax],
    ['6. TITLE AND REGISTRATION FEES', title],
    ['7. PAYOFF ON TRADE-IN', 0],
    ['8. TOTAL DUE', r2(taxable + tax + title)],
    ['9. DEPOSIT', rng.int(0, 20) * 100],
  ];
  boxes.forEach(([l, v], i) => {
    cell(p, 310, 130 + i * 20, 160, 20, '', l, { size: 7.5 });
    cell(p, 470, 130 + i * 20, 85, 20, '', num(v, 'en'), { size: 8.5, right: true });
  });
  p.text(40, 'TRADE-IN', { y: 140, size: 8, bold: true });
  p.text(40, trade ? `${car(rng).join(' ')} VIN ${vin(rng, 1995)}` : 'NONE', { y: 152, size: 7.5 });
  p.text(40, 'INSURANCE: ' + rng.pick(['Liability only', 'Full coverage', 'To be provided by purchaser']), { y: 180, size: 8 });
  p.text(40, 'The purchaser agrees that this order includes all the terms', { y: 210, size: 7 });
  p.text(40, 'and conditions on both the face and reverse side hereof.', { y: 219, size: 7 });
  p.text(40, 'AS IS — NO DEALER WARRANTY (see Buyers Guide)', { y: 240, size: 8, bold: true });
  p.text(40, 'PURCHASER ________________   DEALER ________________', { y: 340, size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A German Kurzgutachten for a classic: component grade matrix 1–5, the overall Zustandsnote, market table and value. */
export function kurzgutachtenNotenmatrix(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2026);
  const name = rng.pick(['Peter Brandt', 'Ulrich Sommer', 'Heike Lindner', 'Rainer Vogt']);
  const [make, model] = car(rng);
  const grade = rng.pick(['2', '2-', '2+', '3', '3+', '1-', '3-']);
  const gn = Number(grade[0]);
  const worded = ['', 'makelloser Zustand', 'guter Zustand', 'gebrauchter Zustand', 'verbrauchter Zustand', 'restaurierungsbedürftig'][gn];
  const cond = `Note ${grade} (${worded})`;
  const v = rng.int(8, 160) * 500;
  p.text(40, 'Sachverständigenbüro', { y: 40, size: 8 });
  p.text(40, `Dipl.-Ing. (FH) ${name}`, { y: 54, size: 13, bold: true });
  p.text(40, `Öffentlich bestellter und vereidigter Sachverständiger für Oldtimer · ${addrDE(rng).city}`, { y: 66, size: 8 });
  p.text(40, 'KURZGUTACHTEN — Wertermittlung', { y: 96, size: 12, bold: true });
  p.text(555, `Gutachten-Nr. ${rng.int(100, 999)}/${date.slice(2, 4)}`, { y: 96, size: 9, align: 'right' });
  cells(p, 40, 106, 26, [
    [150, 'Fahrzeug', `${make} ${model}`],
    [150, 'FIN', vin(rng, 1975)],
    [90, 'Kennzeichen', plateDE(rng, 2005)],
    [60, 'Baujahr', String(rng.int(1955, 1995))],
    [65, 'Datum', fd(date, 'de')],
  ]);
  p.y = 152;
  p.text(40, 'Baugruppe', { size: 8, bold: true });
  ['1', '2', '3', '4', '5'].forEach((n, i) => p.text(240 + i * 30, n, { size: 8, bold: true }));
  p.text(400, 'Bemerkung', { size: 8, bold: true });
  p.down(12);
  const comps = ['Karosserie', 'Lack', 'Chrom / Zierteile', 'Verglasung', 'Innenraum', 'Motor', 'Getriebe / Antrieb', 'Fahrwerk / Bremsen', 'Elektrik'];
  for (const c of comps) {
    const g = Math.min(5, Math.max(1, gn + rng.pick([-1, 0, 0, 0, 1])));
    p.text(40, c, { size: 8.5 });
    for (let i = 0; i < 5; i++) {
      p.box(238 + i * 30, p.y - 7, 9, 9);
      if (i === g - 1) p.text(240 + i * 30, 'X', { size: 7 });
    }
    p.text(400, rng.pick(['', 'altersgemäß', 'Steinschläge', 'nachlackiert', 'überholt', 'original']), { size: 7.5 });
    p.down(13);
  }
  p.down(8);
  cell(p, 40, p.y, 250, 28, 'Gesamtzustand', cond, { bold: true, size: 10 });
  p.down(44);
  p.text(40, 'Marktpreisspiegel (Vergleichswerte)', { size: 8, bold: true });
  p.down(11);
  [1, 2, 3, 4].forEach((n, i) =>
    p.text(40 + i * 110, `Note ${n}: ${num(Math.round((v * [1.6, 1.15, 0.75, 0.45][i]) / 100) * 100, 'de').slice(0, -3)} €`, { size: 8 }),
  );
  p.down(22);
  p.box(40, p.y - 12, 515, 22, true);
  p.text(46, 'Ermittelter Wiederbeschaffungswert (inkl. MwSt.)', { size: 10, bold: true });
  p.text(548, `${num(v, 'de')} EUR`, { size: 10, bold: true, align: 'right' });
  p.down(30);
  p.text(40, `${addrDE(rng).town}, ${fd(date, 'de')}`, { size: 9 });
  p.text(350, name, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: v, conditionNotes: cond });
}

/** An Austrian Schätzgutachten / Bewertungsprotokoll: percentages per component, Zustandsklasse, Verkehrswert. */
export function bewertungsprotokollAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2026);
  const name = rng.pick(['Ing. Franz Haider', 'Mag. Elisabeth Kogler', 'Ing. Walter Reisinger']);
  const [make, model] = car(rng);
  const cls = rng.pick(['Zustandsklasse 2 — gut', 'Zustandsklasse 3 — gebraucht', 'Zustandsklasse 1-2 — sehr gut']);
  const ats = Number(date.slice(0, 4)) < 2002;
  const v = rng.int(4, 120) * (ats ? 5000 : 500);
  p.text(40, 'BEWERTUNGSPROTOKOLL', { y: 48, size: 13, bold: true });
  p.text(40, `Allgemein beeideter und gerichtlich zertifizierter Sachverständiger · ${rng.pick(['Wien', 'Graz', 'Linz'])}`, { y: 60, size: 8 });
  const F: [string, string][] = [
    ['Sachverständiger', name],
    ['Besichtigungsdatum', fd(date, 'de')],
    ['Auftraggeber', rng.pick(PEOPLE_DE)],
    ['Fahrzeug', `${make} ${model}`],
    ['Fahrgestell-Nr.', vin(rng, 1978)],
    ['Km-Stand (abgelesen)', String(rng.int(10000, 250000))],
  ];
  F.forEach(([l, val], i) => cell(p, 40 + (i % 3) * 172, 72 + Math.floor(i / 3) * 26, 172, 26, l, val));
  p.y = 140;
  ['Bauteil', 'Zustand in %', 'Gewichtung', 'Befund'].forEach((h, i) => p.text([40, 200, 290, 370][i], h, { size: 8, bold: true }));
  p.down(12);
  for (const [c, w] of [
    ['Rahmen / Bodengruppe', 20],
    ['Aufbau / Karosserie', 25],
    ['Motor / Aggregate', 20],
    ['Fahrwerk', 10],
    ['Innenausstattung', 15],
    ['Elektrik', 10],
  ] as [string, number][]) {
    p.text(40, c, { size: 8.5 });
    p.text(200, `${rng.int(55, 95)} %`, { size: 8.5 });
    p.text(290, `${w} %`, { size: 8.5 });
    p.text(370, rng.pick(['ohne Befund', 'leichte Korrosion', 'Undichtheit gering', 'abgenützt']), { size: 8.5 });
    p.down(12);
  }
  p.down(12);
  kv(p, 40, 'Gesamtbeurteilung:', cls, 110, 9.5, true);
  p.down(16);
  kv(p, 40, 'Neupreis (Liste):', rng.pick(['unbekannt', 'nicht mehr erhältlich']), 110, 8.5);
  p.down(22);
  kv(p, 40, 'Verkehrswert:', `${ats ? 'öS' : '€'} ${num(v, 'de')}`, 110, 11, true);
  p.down(30);
  p.text(40, `${fd(date, 'delong')}`, { size: 9 });
  p.text(360, name, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: v, conditionNotes: cls });
}

/** A US collector-car appraisal form: rating grid 1–6 per area, overall condition class, appraised value box. */
export function usAppraisalForm(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 2026);
  const name = rng.pick(['Donald R. Keller', 'Barbara Vance', 'Frank Delgado', 'Stephen Ashby']);
  const [make, model] = car(rng);
  const overall = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent', '#4 Fair', '#1 Concours']);
  const v = rng.int(6, 250) * 500;
  p.text(40, `${name.split(' ').slice(-1)[0]} Classic Appraisals`, { y: 44, size: 13, bold: true });
  p.text(40, `${addrUS(rng).city} · ${phoneUS(rng)} · Member, Intl. Automotive Appraisers Assn.`, { y: 55, size: 7.5 });
  p.text(555, 'VEHICLE APPRAISAL REPORT', { y: 44, size: 10, bold: true, align: 'right' });
  cells(p, 40, 66, 26, [
    [60, 'YEAR', String(rng.int(1950, 1990))],
    [150, 'MAKE / MODEL', `${make} ${model}`],
    [160, 'VIN / SERIAL', vin(rng, 1975)],
    [70, 'PLATE', plateUS(rng)],
    [75, 'MILES', String(rng.int(1000, 99999))],
  ]);
  cells(p, 40, 92, 26, [
    [200, 'OWNER', rng.pick(PEOPLE_EN)],
    [130, 'INSPECTION DATE', fd(date, 'us')],
    [185, 'PURPOSE', rng.pick(['Agreed value insurance', 'Estate', 'Pre-purchase'])],
  ]);
  p.y = 138;
  p.text(40, 'RATING (1 = best, 6 = parts car)', { size: 8, bold: true });
  p.down(12);
  ['AREA', '1', '2', '3', '4', '5', '6', 'COMMENTS'].forEach((h, i) => p.text(i === 0 ? 40 : i === 7 ? 390 : 200 + (i - 1) * 28, h, { size: 8, bold: true }));
  p.down(12);
  const base = Number(overall[1]);
  for (const area of [
    'Paint',
    'Body / panel fit',
    'Chrome & trim',
    'Glass',
    'Interior',
    'Engine compartment',
    'Drivetrain',
    'Undercarriage',
    'Tires & wheels',
  ]) {
    const g = Math.min(6, Math.max(1, base + rng.pick([-1, 0, 0, 1])));
    p.text(40, area, { size: 8.5 });
    for (let i = 0; i < 6; i++) {
      p.box(198 + i * 28, p.y - 7, 9, 9);
      if (i === g - 1) p.text(200 + i * 28, 'X', { size: 7 });
    }
    p.text(390, rng.pick(['', 'minor chips', 'original', 'redone 2015', 'light pitting', 'correct type']), { size: 7.5 });
    p.down(13);
  }
  p.down(10);
  cells(p, 40, p.y, 30, [
    [200, 'OVERALL CONDITION', overall],
    [315, 'APPRAISED VALUE (USD)', `$${num(v, 'en')}`],
  ]);
  p.down(50);
  p.text(40, 'I certify that I have personally inspected this vehicle and have no interest in it.', { size: 7.5 });
  p.down(24);
  p.text(40, `Appraiser: ${name}`, { size: 9 });
  p.text(350, `Date: ${fd(date, 'uslong')}`, { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: v, conditionNotes: overall });
}

/** A UK valuation certificate for agreed-value insurance: condition boxes per area, overall condition, valuation. */
export function ukValuationCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const name = rng.pick(['Geoffrey Lambert', 'Alison Pryce', 'Nigel Whitcombe']);
  const club = rng.pick(['Register of Historic Sports Cars', 'Vintage Saloon Owners Club', 'Classic Marques Guild']);
  const [make, model] = car(rng);
  const cond = rng.pick(['Very Good', 'Good', 'Excellent', 'Concours', 'Fair']);
  const v = rng.int(4, 150) * 500;
  p.text(297, club, { y: 44, size: 13, bold: true, serif: true, align: 'center' });
  p.text(297, 'VALUATION CERTIFICATE', { y: 60, size: 11, align: 'center' });
  p.text(297, `Certificate No. ${letters(rng, 2)}/${digits(rng, 4)}`, { y: 72, size: 8, align: 'center' });
  const F: [string, string][] = [
    ['Owner', rng.pick(PEOPLE_EN)],
    ['Registration', plateUK(rng, 1975)],
    ['Make & Model', `${make} ${model}`],
    ['Chassis No.', vin(rng, 1970)],
    ['Engine No.', `${letters(rng, 2)}${digits(rng, 5)}`],
    ['Year of manufacture', String(rng.int(1930, 1985))],
  ];
  F.forEach(([l, val], i) => cell(p, 40 + (i % 3) * 172, 82 + Math.floor(i / 3) * 26, 172, 26, l, val));
  p.y = 154;
  const areas = ['Bodywork', 'Paintwork', 'Chassis', 'Engine', 'Gearbox', 'Interior', 'Hood / roof', 'Electrics'];
  const cols = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'];
  p.text(40, 'Condition', { size: 8, bold: true });
  cols.forEach((c, i) => p.text(180 + i * 60, c, { size: 7.5, bold: true }));
  p.down(12);
  for (const a of areas) {
    p.text(40, a, { size: 8.5 });
    const k = rng.int(0, 3);
    cols.forEach((_, i) => {
      p.box(190 + i * 60, p.y - 7, 8, 8);
      if (i === k) p.text(191.5 + i * 60, 'X', { size: 7 });
    });
    p.down(12);
  }
  p.down(10);
  kv(p, 40, 'Overall condition:', cond, 110, 10, true);
  p.down(18);
  kv(p, 40, 'Valuation for agreed value insurance purposes:', `£${num(v, 'en')}`, 230, 10, true);
  p.down(18);
  p.text(40, 'This valuation is valid for two years from the date below and is given without liability.', { size: 7.5 });
  p.down(30);
  p.text(40, `Valuer: ${name}`, { size: 9 });
  p.text(300, `Date of inspection: ${fd(date, 'uk')}`, { size: 9 });
  p.down(12);
  p.text(40, `${addrUK(rng).city} · ${phoneUK(rng)}`, { size: 7.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: v, conditionNotes: cond });
}
