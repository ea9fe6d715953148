/**
 * Dealers' sales paper and valuations: a German verbindliche Bestellung with Inzahlungnahme, an Austrian Kaufvertrag
 * with Eintausch, a US buyer's order, a UK sales invoice with part exchange, an Ontario bill of sale; a German
 * Ankaufsbewertung, a Swiss Wertschätzung, a US trade appraisal sheet and a UK dealer's valuation letter.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  carAt,
  CARS_DE,
  CARS_EN,
  doc,
  fd,
  field,
  grp,
  hline,
  lastDe,
  lastEn,
  num,
  odo,
  PageBuilder,
  personDe,
  personEn,
  phoneDe,
  phoneUk,
  phoneUs,
  plateD,
  plateUK,
  priceFactor,
  r2,
  row,
  sigLine,
  streetDe,
  streetEn,
  streetUk,
  TOWNS_A,
  TOWNS_CA,
  TOWNS_CH,
  TOWNS_D,
  TOWNS_UK,
  TOWNS_US,
  vatDE,
  vatUK,
  vinFor,
  salEn,
} from './kit';

const round = (n: number, to: number) => Math.round(n / to) * to;

/** Verbindliche Bestellung eines gebrauchten Kfz (Germany 1985–2026): Kaufpreis, Inzahlungnahme, Zulassung, Restbetrag. */
export function verbindlicheBestellung(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'DM' : 'EUR';
  const f = priceFactor(year, c === 'DM' ? 'DM' : 'EUR');
  const town = rng.pick(TOWNS_D);
  const seller = `Autohaus ${lastDe(rng)} ${rng.pick(['GmbH', 'GmbH & Co. KG', 'KG'])}`;
  const car = carAt(rng, CARS_DE, year);
  const price = round(rng.int(6000, 60000) * f, 50);
  const trade = rng.chance(0.7) ? round(rng.int(800, 9000) * f, 50) : 0;
  const fees = rng.chance(0.7) ? r2(rng.int(120, 390) * f) : 0;
  const margin = rng.chance(0.5);
  const vr = vatDE(year);
  const rest = r2(price + fees - trade);
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, seller, { size: 13, bold: true });
  p.down(11).text(40, `${streetDe(rng)} · ${town.zip} ${town.town} · Telefon ${phoneDe(rng)}`, { size: 7.5 });
  p.down(28);
  p.text(40, 'Verbindliche Bestellung eines gebrauchten Kraftfahrzeuges', { size: 12, bold: true });
  p.down(12);
  p.text(40, 'unter Anerkennung der umseitigen Geschäftsbedingungen', { size: 8 });
  p.down(18);
  const buyer = personDe(rng);
  field(p, 40, p.y, 300, 26, 'Käufer (Name, Anschrift)', `${buyer}, ${rng.pick(TOWNS_D).town}`);
  field(p, 340, p.y, 215, 26, 'Verkäufer', seller, { size: 8 });
  p.y += 26;
  field(p, 40, p.y, 200, 26, 'Hersteller / Typ', `${car.make} ${car.model}`.slice(0, 32), { size: 8 });
  field(p, 240, p.y, 180, 26, 'Fahrzeug-Ident.-Nr.', vinFor(rng, car.make, car.year), { size: 8 });
  field(p, 420, p.y, 135, 26, 'Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${car.year}`);
  p.y += 26;
  field(p, 40, p.y, 200, 26, 'Gesamtfahrleistung lt. Tacho', `${grp(km, '.')} km`);
  field(p, 240, p.y, 180, 26, 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${year + 2}`);
  field(p, 420, p.y, 135, 26, 'Lieferung', rng.pick(['sofort', 'KW ' + rng.int(1, 52), 'nach Zulassung']));
  p.y += 40;
  const cols = [{ x: 50 }, { x: 440, align: 'right' as const }];
  row(p, cols, [`Kaufpreis ${margin ? '(differenzbesteuert nach § 25a UStG)' : `einschl. ${vr} % MwSt.`}`, `${num(price, 'de')} ${c}`], {
    size: 9.5,
    bold: true,
  });
  p.down(13);
  if (fees) {
    row(p, cols, ['Überführung und Zulassung', `${num(fees, 'de')} ${c}`], { size: 9 });
    p.down(13);
  }
  if (trade) {
    row(p, cols, [`abzüglich Inzahlungnahme Gebrauchtfahrzeug (${plateD(rng, town.plate)})`, `- ${num(trade, 'de')} ${c}`], { size: 9 });
    p.down(13);
  }
  hline(p, 50, 390, p.y - 9);
  row(p, cols, ['Restbetrag bei Übergabe', `${num(rest, 'de')} ${c}`], { size: 9.5, bold: true });
  p.down(24);
  if (trade) {
    p.text(
      40,
      `Das in Zahlung genommene Fahrzeug wird unfallfrei und mit ${rng.pick(['gültiger HU', 'allen Schlüsseln', 'Serviceheft'])} übergeben. Der Anrechnungsbetrag gilt bei Übergabe bis ${fd(addDays(date, 21), 'de')}.`,
      { size: 7.5 },
    );
    p.down(11);
  }
  p.text(
    40,
    `Sachmängelhaftung: ${rng.pick(['ein Jahr ab Übergabe', 'gemäß umseitigen Bedingungen', 'ausgeschlossen (Händlergeschäft)'])}. Zubehör: ${rng.pick(['Winterräder auf Stahlfelgen', 'keins', 'Hardtop, Kofferraumteppich'])}.`,
    { size: 7.5 },
  );
  p.down(11);
  p.text(40, 'Der Käufer ist an die Bestellung höchstens zehn Tage gebunden. Der Kaufvertrag ist abgeschlossen, wenn der Verkäufer die Annahme bestätigt.', {
    size: 7,
  });
  p.down(30);
  p.text(40, `${town.town}, ${fd(date, 'de')}`, { size: 9 });
  p.down(30);
  sigLine(p, 40, 200, 'Unterschrift des Käufers');
  sigLine(p, 330, 200, `Verkäufer: ${personDe(rng)}`);
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Austrian dealer's Kaufvertrag 1980–2026: Verkäufer and Käufer, Kaufpreis in figures and the Eintausch. */
export function kaufvertragAT(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'S' : 'EUR';
  const f = priceFactor(year, c === 'S' ? 'ATS' : 'EUR');
  const town = rng.pick(TOWNS_A);
  const seller = `${rng.pick(['Autohaus', 'Auto'])} ${lastDe(rng)} ${rng.pick(['Ges.m.b.H.', 'GmbH', 'KG'])}`;
  const car = carAt(rng, CARS_DE, year);
  const price = round(rng.int(5000, 55000) * f, c === 'S' ? 500 : 50);
  const trade = rng.chance(0.6) ? round(rng.int(500, 8000) * f, c === 'S' ? 500 : 50) : 0;
  const km = odo(rng, year, car.year, true);
  const p = new PageBuilder();
  p.y = 50;
  p.text(297, 'KAUFVERTRAG', { size: 16, bold: true, align: 'center' });
  p.down(13);
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug', { size: 9, align: 'center' });
  p.down(30);
  const block = (label: string, lines: string[]) => {
    p.text(40, label, { size: 8, bold: true });
    lines.forEach((l, i) => p.text(140, l, { size: 9.5, y: p.y + i * 12 }));
    p.down(12 * lines.length + 8);
  };
  block('Verkäufer:', [seller, `${streetDe(rng)}, ${town.zip} ${town.town}`, `UID ATU${rng.int(10000000, 99999999)}`]);
  block('Käufer:', [personDe(rng), `${streetDe(rng)}, ${rng.pick(TOWNS_A).zip} ${rng.pick(TOWNS_A).town}`]);
  block('Fahrzeug:', [
    `${car.make} ${car.model}, Baujahr ${car.year}`,
    `Fahrgestellnummer ${vinFor(rng, car.make, car.year)}`,
    `Kilometerstand ${grp(km, '.')} (abgelesen)`,
    `§ 57a-Gutachten gültig bis ${String(rng.int(1, 12)).padStart(2, '0')}/${year + 1}`,
  ]);
  p.down(6);
  const cols = [{ x: 140 }, { x: 470, align: 'right' as const }];
  row(p, cols, ['Vereinbarter Kaufpreis', `${c} ${num(price, 'de')}`], { size: 10, bold: true });
  p.down(13);
  p.text(140, rng.pick(['inkl. 20 % USt.', 'differenzbesteuert gem. § 24 UStG', 'Preis inkl. aller Abgaben']), { size: 8 });
  p.down(14);
  if (trade) {
    row(
      p,
      cols,
      [`Eintausch: ${rng.pick(CARS_DE).make} ${rng.pick(['Golf', 'Astra', 'Corolla', 'Fiesta', 'Polo'])}, wird angerechnet mit`, `${c} ${num(trade, 'de')}`],
      { size: 9 },
    );
    p.down(13);
    row(p, cols, ['Aufzahlung des Käufers', `${c} ${num(r2(price - trade), 'de')}`], { size: 9, bold: true });
    p.down(14);
  }
  p.down(10);
  const terms = [
    'Der Käufer hat das Fahrzeug besichtigt und probegefahren. Das Fahrzeug wird im Zustand wie besichtigt übergeben.',
    `Gewährleistung: ${rng.pick(['12 Monate', 'gesetzlich', 'ausgeschlossen, soweit gesetzlich zulässig'])}. Übergabe: ${fd(addDays(date, rng.int(0, 10)), 'de')}.`,
    'Das Eigentum geht erst mit vollständiger Bezahlung des Kaufpreises auf den Käufer über.',
  ];
  for (const t of terms) {
    p.text(40, t, { size: 8 });
    p.down(11);
  }
  p.down(24);
  p.text(40, `${town.town}, am ${fd(date, rng.pick(['de', 'delong']))}`, { size: 9.5 });
  p.down(36);
  sigLine(p, 40, 200, 'Verkäufer (Firmenstempel)');
  sigLine(p, 330, 200, 'Käufer');
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

const STATE_TAX: Record<string, number> = { OH: 5.75, AZ: 5.6, CA: 7.25, TX: 6.25, MN: 6.5, PA: 6, SC: 5, MI: 6, WA: 6.5, IL: 6.25 };

/** A US dealer's buyer's order 1980–2026: cash price, doc fee, trade allowance and payoff, tax, title and plates. */
export function usBuyersOrder(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const year = Number(date.slice(0, 4));
  const f = priceFactor(year, 'USD');
  const town = rng.pick(TOWNS_US);
  const car = carAt(rng, CARS_EN, year);
  const seller = `${rng.pick([lastEn(rng), 'Classic', 'Vintage', town.town])} ${rng.pick(['Motorcars', 'Auto Sales', 'Motor Company', 'Classic Cars'])}${rng.pick([', Inc.', ' LLC', ''])}`;
  const price = round(rng.int(6000, 70000) * f, 100);
  const doc$ = r2(rng.int(75, 399));
  const trade = rng.chance(0.6) ? round(rng.int(1000, 12000) * f, 100) : 0;
  const payoff = trade && rng.chance(0.4) ? round(rng.int(200, trade * 0.5), 1) : 0;
  const taxable = r2(price + doc$ - trade);
  const tax = r2((taxable * STATE_TAX[town.region]) / 100);
  const title = r2(rng.int(40, 180));
  const total = r2(price + doc$ - trade + payoff + tax + title);
  const deposit = round(rng.int(500, 5000), 100);
  const balance = r2(total - deposit);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, seller, { size: 13, bold: true });
  p.down(11).text(40, `${streetEn(rng)}, ${town.town}, ${town.region} ${town.zip}  ·  ${phoneUs(rng)}  ·  Dealer No. ${rng.int(10000, 99999)}`, { size: 7.5 });
  p.text(555, "BUYER'S ORDER", { y: 46, size: 12, bold: true, align: 'right' });
  p.y = 84;
  field(p, 40, p.y, 315, 26, 'PURCHASER', personEn(rng));
  field(p, 355, p.y, 100, 26, 'DATE', fd(date, 'us'));
  field(p, 455, p.y, 100, 26, 'STOCK NO.', `${rng.pick(['C', 'U', 'P'])}${rng.int(1000, 9999)}`);
  p.y += 26;
  field(p, 40, p.y, 70, 26, 'YEAR', String(car.year));
  field(p, 110, p.y, 150, 26, 'MAKE / MODEL', `${car.make} ${car.model}`.slice(0, 24), { size: 8 });
  field(p, 260, p.y, 195, 26, 'VIN', vinFor(rng, car.make, car.year));
  field(p, 455, p.y, 100, 26, 'MILEAGE', grp(odo(rng, year, car.year, false), ','));
  p.y += 26;
  if (trade) {
    const t = carAt(rng, CARS_EN, year);
    field(p, 40, p.y, 315, 26, 'TRADE-IN', `${t.year} ${t.make} ${t.model}`);
    field(p, 355, p.y, 200, 26, 'LIENHOLDER / PAYOFF', payoff ? `${lastEn(rng)} Bank  $${num(payoff, 'en')}` : 'None');
    p.y += 26;
  }
  p.y += 20;
  const cols = [{ x: 300 }, { x: 549, align: 'right' as const }];
  const lines: [string, string, boolean?][] = [
    ['CASH PRICE OF VEHICLE', num(price, 'en'), true],
    ['DOCUMENTARY SERVICE FEE', num(doc$, 'en')],
  ];
  if (trade) lines.push(['LESS TRADE-IN ALLOWANCE', `(${num(trade, 'en')})`]);
  if (payoff) lines.push(['PAYOFF ON TRADE-IN', num(payoff, 'en')]);
  lines.push(
    [`SALES TAX ${STATE_TAX[town.region]}%`, num(tax, 'en')],
    ['TITLE, LICENSE & REGISTRATION', num(title, 'en')],
    ['TOTAL', num(total, 'en'), true],
    ['LESS DEPOSIT / CASH DOWN', `(${num(deposit, 'en')})`],
    ['BALANCE DUE ON DELIVERY', num(balance, 'en'), true],
  );
  p.box(295, p.y - 12, 260, lines.length * 14 + 8);
  for (const [k, v, b] of lines) {
    row(p, cols, [k, v], { size: 8.5, bold: b });
    p.down(14);
  }
  p.y -= lines.length * 14;
  const terms = [
    'Purchaser agrees that this order includes all of',
    'the terms and conditions on both the face and the',
    'reverse side, and that this order cancels and',
    'supersedes any prior agreement. The vehicle is',
    `sold ${rng.pick(['AS IS - NO WARRANTY', 'with the balance of factory warranty', 'with a 30-day / 1,000-mile limited warranty'])}.`,
    'The information you see on the window form for',
    'this vehicle is part of this contract.',
  ];
  for (const t of terms) {
    p.text(40, t, { size: 7.5 });
    p.down(10);
  }
  p.y = Math.max(p.y, 84 + 52 + (trade ? 26 : 0) + 20 + lines.length * 14) + 34;
  sigLine(p, 40, 210, "PURCHASER'S SIGNATURE");
  sigLine(p, 330, 210, `ACCEPTED BY DEALER: ${personEn(rng)}`);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A UK dealer's vehicle sales invoice 1980–2026: price (margin scheme or VAT), part exchange, road fund, balance. */
export function ukSalesInvoice(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const year = Number(date.slice(0, 4));
  const f = priceFactor(year, 'GBP');
  const town = rng.pick(TOWNS_UK);
  const car = carAt(
    rng,
    CARS_EN.filter((c) => c.from < 2005),
    year,
  );
  const seller = `${lastEn(rng)} ${rng.pick(['Classic Cars', 'Sports Cars', 'Motors', 'Specialist Cars'])} Ltd`;
  const price = round(rng.int(4000, 60000) * f, 50);
  const px = rng.chance(0.6) ? round(rng.int(500, 8000) * f, 50) : 0;
  const rfl = year < 2015 && rng.chance(0.5) ? r2(rng.int(80, 260) * f) : 0;
  const deposit = round(rng.int(250, 2000), 50);
  const balance = r2(price + rfl - px - deposit);
  const margin = rng.chance(0.7);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, seller, { size: 14, bold: true });
  p.down(11).text(40, `${streetUk(rng)}, ${town.town} ${town.zip} · ${phoneUk(rng)} · VAT ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, {
    size: 7.5,
  });
  p.down(30);
  p.text(40, 'VEHICLE SALES INVOICE', { size: 12, bold: true });
  p.text(555, `Invoice ${rng.int(1000, 9999)} · ${fd(date, rng.pick(['uk', 'uklong']))}`, { size: 9, align: 'right' });
  p.down(20);
  p.text(40, `Sold to: ${((n) => `${salEn(rng, n)} ${n}`)(personEn(rng))}, ${rng.pick(TOWNS_UK).town}`, { size: 9.5 });
  p.down(20);
  const vrow: [string, string][] = [
    ['Make & model', `${car.make} ${car.model}`],
    ['Registration', plateUK(rng, car.year)],
    ['Chassis / VIN', vinFor(rng, car.make, car.year)],
    ['First registered', String(car.year)],
    ['Recorded mileage', `${grp(odo(rng, year, car.year, false), ',')} (not warranted)`],
    ['MOT expires', fd(addDays(date, rng.int(60, 360)), 'uk')],
  ];
  for (const [k, v] of vrow) {
    p.text(50, k, { size: 8.5 });
    p.text(180, v, { size: 9 });
    p.down(13);
  }
  p.down(14);
  const cols = [{ x: 50 }, { x: 470, align: 'right' as const }];
  row(p, cols, [`Vehicle price${margin ? ' (VAT margin scheme - no VAT shown)' : ` inclusive of VAT at ${vatUK(year)}%`}`, `£${num(price, 'en')}`], {
    size: 9.5,
    bold: true,
  });
  p.down(14);
  if (rfl) {
    row(p, cols, ['Road fund licence, 12 months', `£${num(rfl, 'en')}`], { size: 9 });
    p.down(14);
  }
  if (px) {
    row(p, cols, [`Less part exchange: ${carAt(rng, CARS_EN, year).make} (reg. ${plateUK(rng, year - 5)})`, `-£${num(px, 'en')}`], { size: 9 });
    p.down(14);
  }
  row(p, cols, ['Less deposit paid', `-£${num(deposit, 'en')}`], { size: 9 });
  p.down(14);
  hline(p, 50, 420, p.y - 10);
  row(p, cols, ['Balance payable on collection', `£${num(balance, 'en')}`], { size: 10, bold: true });
  p.down(30);
  p.text(40, 'Title to the vehicle passes on receipt of cleared funds. The vehicle has been inspected and test driven by the purchaser.', { size: 7.5 });
  p.down(34);
  sigLine(p, 40, 200, 'For and on behalf of the seller');
  sigLine(p, 330, 200, 'Purchaser');
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Ontario dealer's bill of sale 2000–2026: selling price, admin and OMVIC fees, licensing, HST, trade-in. */
export function ontarioBillOfSale(rng: Random): Generated {
  const date = rng.date(2000, 2026);
  const year = Number(date.slice(0, 4));
  const f = priceFactor(year, 'CAD');
  const town = rng.pick(TOWNS_CA.filter((t) => t.region === 'ON'));
  const car = carAt(rng, CARS_EN, year);
  const seller = `${rng.pick([lastEn(rng), town.town, 'Lakeshore', 'Heritage'])} ${rng.pick(['Auto Sales', 'Motors', 'Classic Cars', 'Pre-Owned'])} ${rng.pick(['Ltd.', 'Inc.'])}`;
  const price = round(rng.int(5000, 60000) * f, 100);
  const admin = r2(rng.int(199, 699));
  const omvic = year >= 2010 ? 10 : 5;
  const lic = r2(rng.int(59, 120));
  const trade = rng.chance(0.5) ? round(rng.int(1000, 9000) * f, 100) : 0;
  const hstRate = year >= 2010 ? 13 : 0;
  const hst = hstRate ? r2(((price + admin - trade) * 13) / 100) : 0;
  const gst = hstRate ? 0 : r2(((price + admin - trade) * (year < 2006 ? 7 : year < 2008 ? 6 : 5)) / 100);
  const pst = hstRate ? 0 : r2(((price + admin - trade) * 8) / 100);
  const total = r2(price + admin + omvic + lic - trade + hst + gst + pst);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, seller.toUpperCase(), { size: 12, bold: true });
  p.down(11).text(40, `${streetEn(rng)}, ${town.town}, ON ${town.zip} · OMVIC Registered Dealer · HST# ${rng.int(100000000, 999999999)}`, { size: 7.5 });
  p.text(555, 'BILL OF SALE', { y: 46, size: 12, bold: true, align: 'right' });
  p.y = 84;
  field(p, 40, p.y, 330, 26, 'PURCHASER', personEn(rng).toUpperCase());
  field(p, 370, p.y, 185, 26, 'DATE OF SALE', fd(date, rng.pick(['iso', 'uk'])));
  p.y += 26;
  field(p, 40, p.y, 215, 26, 'VEHICLE', `${car.year} ${car.make} ${car.model}`.toUpperCase().slice(0, 32), { size: 8 });
  field(p, 255, p.y, 185, 26, 'VIN', vinFor(rng, car.make, car.year));
  field(p, 440, p.y, 115, 26, 'ODOMETER (KM)', grp(odo(rng, year, car.year, true), ','));
  p.y += 26;
  field(
    p,
    40,
    p.y,
    515,
    26,
    'VEHICLE HISTORY DISCLOSURE',
    rng.pick(['No declarations', 'Previously registered outside Ontario (USA)', 'Vehicle was used as a daily rental', 'Odometer reading may not be accurate']),
    { size: 8 },
  );
  p.y += 46;
  const cols = [{ x: 300 }, { x: 555, align: 'right' as const }];
  const lines: [string, string, boolean?][] = [
    ['VEHICLE SELLING PRICE', num(price, 'en'), true],
    ['ADMINISTRATION FEE', num(admin, 'en')],
  ];
  if (trade) lines.push(['LESS NET TRADE-IN', `(${num(trade, 'en')})`]);
  if (hst) lines.push(['HST 13%', num(hst, 'en')]);
  else lines.push([`GST ${year < 2006 ? 7 : year < 2008 ? 6 : 5}%`, num(gst, 'en')], ['PST 8%', num(pst, 'en')]);
  lines.push(['OMVIC FEE', num(omvic, 'en')], ['LICENSING', num(lic, 'en')], ['TOTAL PRICE', num(total, 'en'), true]);
  for (const [k, v, b] of lines) {
    row(p, cols, [k, v], { size: 8.5, bold: b });
    hline(p, 300, 255, p.y + 4);
    p.down(15);
  }
  p.y -= lines.length * 15;
  const notes = [
    'All-in price advertising applies.',
    'The purchaser acknowledges receipt of a',
    'copy of this bill of sale and that the',
    'vehicle is sold as described above.',
  ];
  for (const t of notes) {
    p.text(40, t, { size: 7.5 });
    p.down(10);
  }
  p.y += lines.length * 15 - notes.length * 10 + 30;
  sigLine(p, 40, 210, 'PURCHASER');
  sigLine(p, 330, 210, `SALESPERSON / DEALER: ${personEn(rng).toUpperCase()}`);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller.toUpperCase(), saleDate: date, purchasePrice: price });
}

/** A German dealer's Ankaufsbewertung 1995–2026: list value, deductions for repairs, condition grade, resulting value. */
export function ankaufsbewertung(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const year = Number(date.slice(0, 4));
  const c = year < 2002 ? 'DM' : 'EUR';
  const f = priceFactor(year, c === 'DM' ? 'DM' : 'EUR');
  const town = rng.pick(TOWNS_D);
  const firm = `Autohaus ${lastDe(rng)} GmbH`;
  const car = carAt(rng, CARS_DE, year);
  const base = round(rng.int(3000, 40000) * f, 50);
  const repairs: [string, number][] = rng.some(
    [
      ['Bremsen vorne', round(rng.int(150, 400) * f, 10)],
      ['Reifen (4 Stück)', round(rng.int(250, 600) * f, 10)],
      ['Lackierung Kotflügel links', round(rng.int(200, 550) * f, 10)],
      ['Aufbereitung innen/außen', round(rng.int(100, 250) * f, 10)],
      ['Inspektion fällig', round(rng.int(150, 450) * f, 10)],
      ['Steinschlag Frontscheibe', round(rng.int(80, 350) * f, 10)],
    ] as [string, number][],
    rng.int(1, 3),
  );
  const bonus = rng.chance(0.5) ? round(rng.int(100, 1500) * f, 50) : 0;
  const value = r2(base - repairs.reduce((a, r) => a + r[1], 0) + bonus);
  const grade = rng.pick(['2 (gut)', '2- (gut, leichte Gebrauchsspuren)', '3 (gebraucht)', '3+ (ordentlich)', '1- (sehr gut)']);
  const appraiser = personDe(rng);
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, firm, { size: 12, bold: true });
  p.text(555, 'Gebrauchtwagen-Ankauf', { size: 9, align: 'right' });
  p.down(11).text(40, `${streetDe(rng)} · ${town.zip} ${town.town}`, { size: 7.5 });
  p.down(28);
  p.text(40, 'Ankaufsbewertung', { size: 14, bold: true });
  p.text(555, `Bewertung Nr. ${rng.int(1000, 9999)} vom ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(20);
  const kv: [string, string][] = [
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['FIN', vinFor(rng, car.make, car.year)],
    ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${car.year}`],
    ['km-Stand', `${grp(odo(rng, year, car.year, true), '.')} km`],
    ['Anbieter', personDe(rng)],
    ['Vorschäden', rng.pick(['keine bekannt', 'Heckschaden repariert (lt. Angabe)', 'keine, unfallfrei lt. Anbieter'])],
  ];
  for (const [k, v] of kv) {
    p.text(40, k, { size: 8.5 });
    p.text(160, v, { size: 9 });
    p.down(13);
  }
  p.down(10);
  p.text(40, `Gesamtzustand (Note): ${grade}`, { size: 10, bold: true });
  p.down(20);
  const cols = [{ x: 50 }, { x: 440, align: 'right' as const }];
  row(p, cols, [`Grundwert lt. ${rng.pick(['DAT', 'Schwacke', 'Marktspiegel'])} (Händlereinkauf)`, `${num(base, 'de')} ${c}`]);
  p.down(13);
  for (const [k, v] of repairs) {
    row(p, cols, [`abzgl. ${k}`, `- ${num(v, 'de')} ${c}`], { size: 8.5 });
    p.down(12);
  }
  if (bonus) {
    row(p, cols, ['zzgl. Ausstattung / Pflegezustand', `+ ${num(bonus, 'de')} ${c}`], { size: 8.5 });
    p.down(12);
  }
  hline(p, 50, 390, p.y - 8);
  p.down(2);
  row(p, cols, ['Ermittelter Ankaufswert', `${num(value, 'de')} ${c}`], { bold: true, size: 10 });
  p.down(26);
  p.text(40, `Die Bewertung gilt ${rng.int(7, 14)} Tage und setzt voraus, dass das Fahrzeug im besichtigten Zustand übergeben wird.`, { size: 7.5 });
  p.down(34);
  p.text(40, `${town.town}, ${fd(date, 'de')}`, { size: 9 });
  p.text(330, appraiser, { size: 10, serif: true });
  p.down(4);
  sigLine(p, 330, 200, 'Bewertet durch (Gebrauchtwagenleiter)');
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A Swiss garage's Wertschätzung 1995–2026 for insurance or sale: condition, estimated value in francs. */
export function wertschaetzungCH(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const year = Number(date.slice(0, 4));
  const town = rng.pick(TOWNS_CH);
  const firm = `${rng.pick(['Garage', 'Autocenter', 'Classic Garage'])} ${lastDe(rng)} AG`;
  const car = carAt(rng, CARS_DE, year);
  const value = round(rng.int(6000, 120000) * priceFactor(year, 'CHF'), 500);
  const cond = rng.pick(['sehr gut', 'gut', 'gepflegt, dem Alter entsprechend', 'ausgezeichnet, restauriert', 'befriedigend']);
  const appraiser = personDe(rng);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, firm, { size: 13, bold: true });
  p.down(11).text(
    40,
    `${streetDe(rng).replace('straße', 'strasse').replace('Straße', 'Strasse')} · ${town.zip} ${town.town} · Tel. 0${rng.int(31, 81)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    { size: 7.5 },
  );
  p.down(50);
  p.text(40, personDe(rng), { size: 10 });
  p.down(12).text(40, `${rng.pick(TOWNS_CH).zip} ${rng.pick(TOWNS_CH).town}`, { size: 10 });
  p.down(40);
  p.text(555, `${town.town}, ${fd(date, 'delong')}`, { size: 9.5, align: 'right' });
  p.down(26);
  p.text(40, `Wertschätzung ${car.make} ${car.model}`, { size: 12, bold: true });
  p.down(22);
  const lines = [
    `Auf Ihren Wunsch haben wir das oben genannte Fahrzeug (Jahrgang ${car.year}, Fahrgestell-Nr. ${vinFor(rng, car.make, car.year)},`,
    `km-Stand ${grp(odo(rng, year, car.year, true), "'")}) in unserer Werkstatt besichtigt und auf der Hebebühne geprüft.`,
    '',
    `Karosserie: ${rng.pick(['rostfrei, Spaltmasse gleichmässig', 'kleine Roststellen an den Schwellern', 'neu lackiert, sauber ausgeführt'])}.`,
    `Technik: ${rng.pick(['Motor und Getriebe ohne Befund', 'Motor revidiert, Belege vorhanden', 'leichter Ölverlust am Getriebe'])}.`,
    `Innenraum: ${rng.pick(['original, gepflegt', 'Sitze neu bezogen', 'altersgemässe Gebrauchsspuren'])}.`,
  ];
  for (const l of lines) {
    p.text(40, l, { size: 9 });
    p.down(13);
  }
  p.down(8);
  p.text(40, `Gesamtzustand: ${cond}`, { size: 10, bold: true });
  p.down(18);
  p.text(40, `Wir schätzen den heutigen Verkehrswert des Fahrzeuges auf CHF ${num(value, 'ch')}.`, { size: 10, bold: true });
  p.down(22);
  p.text(40, 'Diese Schätzung erfolgt nach bestem Wissen und ohne Gewähr; sie dient als Grundlage für die Versicherung.', { size: 8 });
  p.down(36);
  p.text(40, 'Freundliche Grüsse', { size: 9.5 });
  p.down(30);
  p.text(40, appraiser, { size: 10, serif: true });
  p.down(11);
  p.text(40, `${firm}, ${rng.pick(['Geschäftsführer', 'Werkstattchef', 'eidg. dipl. Automobildiagnostiker'])}`, { size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A US dealer's used-vehicle (trade-in) appraisal sheet 1990–2026: book values, recon, condition box, ACV. */
export function usTradeAppraisal(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const year = Number(date.slice(0, 4));
  const f = priceFactor(year, 'USD');
  const town = rng.pick(TOWNS_US);
  const firm = `${lastEn(rng)} ${rng.pick(['Chevrolet', 'Ford', 'Toyota', 'Auto Group', 'Motors'])}`;
  const car = carAt(rng, CARS_EN, year);
  const book = round(rng.int(4000, 35000) * f, 25);
  const recon: [string, number][] = rng.some(
    [
      ['Tires', r2(rng.int(300, 800))],
      ['Brakes', r2(rng.int(150, 450))],
      ['Paint / body', r2(rng.int(200, 1500))],
      ['Detail', r2(rng.int(100, 250))],
      ['Windshield', r2(rng.int(200, 400))],
      ['Service / fluids', r2(rng.int(80, 250))],
    ] as [string, number][],
    rng.int(2, 4),
  );
  const reconT = r2(recon.reduce((a, r) => a + r[1], 0));
  const acv = round(book - reconT - rng.int(0, 800), 25);
  const cond = rng.pick(['EXCELLENT', 'GOOD', 'AVERAGE', 'FAIR', 'ROUGH']);
  const appraiser = personEn(rng);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, firm.toUpperCase(), { size: 12, bold: true });
  p.text(555, 'USED VEHICLE APPRAISAL', { y: 46, size: 11, bold: true, align: 'right' });
  p.down(11).text(40, `${town.town}, ${town.region}`, { size: 8 });
  p.y = 80;
  field(p, 40, p.y, 250, 26, 'CUSTOMER', personEn(rng));
  field(p, 290, p.y, 130, 26, 'DATE', fd(date, 'us'));
  field(p, 420, p.y, 135, 26, 'SALESPERSON', personEn(rng).split(' ')[0]);
  p.y += 26;
  field(p, 40, p.y, 250, 26, 'YEAR / MAKE / MODEL', `${car.year} ${car.make} ${car.model}`);
  field(p, 290, p.y, 180, 26, 'VIN', vinFor(rng, car.make, car.year));
  field(p, 470, p.y, 85, 26, 'MILES', grp(odo(rng, year, car.year, false), ','));
  p.y += 42;
  p.text(40, 'OVERALL CONDITION', { size: 8, bold: true });
  p.down(14);
  const opts = ['EXCELLENT', 'GOOD', 'AVERAGE', 'FAIR', 'ROUGH'];
  opts.forEach((o, i) => {
    const x = 40 + i * 95;
    p.box(x, p.y - 8, 9, 9);
    if (o === cond) p.text(x + 1.5, 'X', { size: 8, bold: true });
    p.text(x + 14, o, { size: 8 });
  });
  p.down(24);
  p.text(40, 'RECONDITIONING ESTIMATE', { size: 8, bold: true });
  p.text(320, 'VALUES', { size: 8, bold: true });
  p.down(14);
  const y0 = p.y;
  for (const [k, v] of recon) {
    row(p, [{ x: 50 }, { x: 270, align: 'right' }], [k, num(v, 'en')], { size: 8.5 });
    p.down(12);
  }
  p.down(3);
  hline(p, 50, 220, p.y - 10);
  row(p, [{ x: 50 }, { x: 270, align: 'right' }], ['TOTAL RECON', num(reconT, 'en')], { size: 8.5, bold: true });
  const yEnd = p.y;
  p.y = y0;
  const guide = rng.pick(['NADA', 'KELLEY BLUE BOOK', 'BLACK BOOK', 'HAGERTY PRICE GUIDE']);
  row(p, [{ x: 330 }, { x: 555, align: 'right' }], [`${guide} (${rng.pick(['TRADE-IN', 'WHOLESALE', 'CONDITION #3'])})`, num(book, 'en')], { size: 8.5 });
  p.down(12);
  row(p, [{ x: 330 }, { x: 555, align: 'right' }], ['LESS RECON', `(${num(reconT, 'en')})`], { size: 8.5 });
  p.down(16);
  p.box(325, p.y - 11, 235, 17, true);
  row(p, [{ x: 330 }, { x: 555, align: 'right' }], ['ACTUAL CASH VALUE (ACV)', `$${num(acv, 'en')}`], { size: 9.5, bold: true });
  p.y = Math.max(yEnd, p.y) + 30;
  p.text(
    40,
    `Notes: ${rng.pick(['Clean history report. Two keys.', 'Minor dents RR door. Smells of smoke.', 'Aftermarket wheels, original in trunk.', 'Service records in glovebox.'])}`,
    { size: 8.5 },
  );
  p.down(16);
  p.text(40, 'Appraisal good for 7 days or 200 miles, whichever comes first.', { size: 7.5 });
  p.down(34);
  p.text(40, appraiser, { size: 10, serif: true });
  p.down(4);
  sigLine(p, 40, 200, 'APPRAISED BY');
  sigLine(p, 330, 200, 'USED CAR MANAGER APPROVAL');
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: acv, conditionNotes: cond });
}

/** A UK specialist dealer's valuation letter for insurance 1995–2026: description, condition line, value. */
export function ukValuationLetter(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const year = Number(date.slice(0, 4));
  const town = rng.pick(TOWNS_UK);
  const firm = `${lastEn(rng)} ${rng.pick(['Classic Cars', 'Sports & Classics', 'Motor Company', 'Historic Cars'])} Ltd`;
  const car = carAt(
    rng,
    CARS_EN.filter((c) => c.from < 2000),
    year,
  );
  const value = round(rng.int(5000, 90000) * priceFactor(year, 'GBP'), 250);
  const cond = rng.pick(['Excellent', 'Very good', 'Good', 'Concours', 'Good - older restoration']);
  const appraiser = personEn(rng);
  const p = new PageBuilder();
  p.y = 52;
  p.text(297, firm, { size: 15, bold: true, align: 'center', serif: true });
  p.down(13).text(297, `${streetUk(rng)}, ${town.town}, ${town.region} ${town.zip} · ${phoneUk(rng)}`, { size: 8, align: 'center' });
  p.down(50);
  p.text(40, `${((n) => `${salEn(rng, n)} ${n}`)(personEn(rng))}`, { size: 10 });
  p.down(12).text(40, rng.pick(TOWNS_UK).town, { size: 10 });
  p.down(30);
  p.text(40, fd(date, 'uklong'), { size: 10 });
  p.down(26);
  p.text(40, `Re: Valuation for insurance purposes — ${car.make} ${car.model}, registration ${plateUK(rng, car.year)}`, { size: 10, bold: true });
  p.down(22);
  const body = [
    `Further to your request, we inspected the above vehicle at our premises on ${fd(addDays(date, -rng.int(1, 10)), 'uklong')}.`,
    `The car is a ${car.year} example, chassis number ${vinFor(rng, car.make, car.year)}, showing ${grp(odo(rng, year, car.year, false), ',')} miles.`,
    `Bodywork and paint: ${rng.pick(['sound, with no evidence of corrosion', 'resprayed in original colour, good finish', 'minor stone chips to the front'])}.`,
    `Mechanically: ${rng.pick(['starts and runs well, no smoke, gearbox quiet', 'engine rebuilt with invoices on file', 'drives well; brakes and steering correct'])}.`,
    `Interior: ${rng.pick(['original trim in good order', 'retrimmed in leather', 'some wear to driver seat bolster'])}.`,
  ];
  for (const l of body) {
    p.text(40, l, { size: 9.5 });
    p.down(14);
  }
  p.down(8);
  p.text(40, `Overall condition: ${cond}`, { size: 10, bold: true });
  p.down(18);
  p.text(40, `In our opinion the current market value of this vehicle for agreed-value insurance is £${num(value, 'en').replace(/\.00$/, '')}.`, {
    size: 10,
    bold: true,
  });
  p.down(24);
  p.text(40, 'This valuation is given in good faith for insurance purposes only and without liability.', { size: 8.5 });
  p.down(30);
  p.text(40, 'Yours sincerely,', { size: 10 });
  p.down(30);
  p.text(40, appraiser, { size: 11, serif: true });
  p.down(12);
  p.text(40, `${rng.pick(['Director', 'Sales Manager', 'Proprietor'])}, ${firm}`, { size: 8.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
