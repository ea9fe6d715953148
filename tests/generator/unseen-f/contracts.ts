/**
 * Five purchase papers: a private Kaufvertrag with buyer and seller side by side (the seller on the
 * right), an Autohaus used-car invoice under §25a, a euro contract with buyer above seller, a US bill
 * of sale written as a sentence, and a British dealer's sales invoice with a part-exchange allowance.
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import {
  addDays,
  deAddress,
  deName,
  dePhone,
  dePlate,
  deCar,
  enName,
  fmtDate,
  fmtInt,
  fmtMoney,
  PageBuilder,
  r2,
  roundAmount,
  row,
  rule,
  ukCar,
  ukAddress,
  ukPhone,
  ukPlate,
  usCar,
  usAddress,
  vin,
  yearOf,
} from './kit';

const purchase = (pb: PageBuilder, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: pb.items,
  language,
  truth: { documentType: 'purchase', ...truth },
});

/** Amounts in words, as private contracts repeat them (German, whole marks). */
function deWords(n: number): string {
  const ones = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
  const tens = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  const below100 = (x: number): string => {
    if (x <= 12) return ones[x];
    if (x < 20) return `${ones[x - 10].replace(/^sieben$/, 'sieb')}zehn`;
    const t = Math.floor(x / 10);
    const o = x % 10;
    return o ? `${ones[o]}und${tens[t]}` : tens[t];
  };
  const below1000 = (x: number) => (x >= 100 ? `${ones[Math.floor(x / 100)]}hundert` : '') + below100(x % 100);
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  return `${th ? `${th === 1 ? 'ein' : below1000(th)}tausend` : ''}${below1000(rest)}`;
}

/** Whole dollars in words, as a bill of sale repeats them. */
function enWords(n: number): string {
  const ones = [
    '',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ];
  const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
  const below100 = (x: number) => (x < 20 ? ones[x] : `${tens[Math.floor(x / 10)]}${x % 10 ? `-${ones[x % 10]}` : ''}`);
  const below1000 = (x: number) => [x >= 100 ? `${ones[Math.floor(x / 100)]} hundred` : '', below100(x % 100)].filter(Boolean).join(' ');
  const th = Math.floor(n / 1000);
  return [th ? `${below1000(th)} thousand` : '', below1000(n % 1000)].filter(Boolean).join(' ');
}

/** A private contract (1980–1995): Käufer left, Verkäufer right, price in figures and words, first registration apart. */
export function dePrivatKaufvertrag(rng: Random): Generated {
  const date = rng.date(1980, 1995);
  const year = rng.int(1960, yearOf(date) - 3);
  const pb = new PageBuilder();
  pb.text(297, 'Kaufvertrag', { y: 60, size: 18, bold: true, align: 'center' });
  pb.text(297, 'über ein gebrauchtes Kraftfahrzeug — privat an privat', { y: 75, size: 9, align: 'center' });
  const buyer = deName(rng);
  const seller = deName(rng);
  const ba = deAddress(rng, date);
  const sa = deAddress(rng, date);
  const col = (x: number, head: string, name: string, a: { street: string; town: string }) => {
    pb.box(x, 95, 250, 86);
    pb.text(x + 6, head, { y: 108, size: 8, bold: true });
    pb.text(x + 6, name, { y: 128, size: 10.5 });
    pb.text(x + 6, a.street, { y: 142, size: 10 });
    pb.text(x + 6, a.town, { y: 156, size: 10 });
    pb.text(x + 6, `Tel. ${dePhone(rng)}`, { y: 172, size: 8 });
  };
  col(40, 'Käufer', buyer, ba);
  col(305, 'Verkäufer', seller, sa);
  const fr = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const km = rng.int(40, 220) * 1000 + rng.int(0, 999);
  const rows: [string, string][] = [
    ['Fahrzeug', deCar(rng, year)],
    ['Amtl. Kennzeichen', dePlate(rng)],
    ['Fahrgestell-Nr.', vin(rng, year)],
    ['Erstzulassung', fmtDate(fr, 'de')],
    ['Kilometerstand lt. Tacho', fmtInt(km, '.')],
    ['Fahrzeugbrief-Nr.', `${rng.pick(['AB', 'CK', 'EF'])} ${rng.int(100000, 999999)}`],
  ];
  let y = 205;
  for (const [k, v] of rows) {
    pb.text(45, k, { y, size: 9 });
    pb.text(200, v, { y, size: 10 });
    pb.box(195, y + 4, 355, 0.3);
    y += 18;
  }
  const price = roundAmount(rng, 1500, 24000, 50);
  y += 14;
  pb.text(45, 'Kaufpreis', { y, size: 10, bold: true });
  pb.text(200, `DM ${fmtMoney(price, 'de')}`, { y, size: 11, bold: true });
  pb.text(45, `in Worten: ${deWords(price)} Deutsche Mark`, { y: y + 16, size: 9 });
  const dep = rng.chance(0.5) ? roundAmount(rng, 200, 1000, 100) : 0;
  if (dep)
    pb.text(
      45,
      `Eine Anzahlung von DM ${fmtMoney(dep, 'de')} wurde am ${fmtDate(addDays(date, -rng.int(2, 10)), 'de')} geleistet; der Rest wird bei Übergabe bar bezahlt.`,
      { y: y + 32, size: 9 },
    );
  y += 60;
  const clauses = [
    'Das Fahrzeug wird verkauft wie besichtigt und Probe gefahren unter Ausschluss jeder Gewährleistung.',
    'Der Verkäufer versichert, dass das Fahrzeug keine Unfallschäden hat, soweit ihm bekannt.',
    'Die Übergabe erfolgt mit Fahrzeugschein, Fahrzeugbrief und zwei Schlüsseln.',
  ];
  clauses.forEach((c, i) => pb.text(45, `${i + 1}. ${c}`, { y: y + i * 14, size: 8.5 }));
  y += 70;
  pb.text(45, `${sa.town.replace(/^W-|\d+ /g, '')}, den ${fmtDate(date, 'de')}`, { y, size: 10 });
  y += 50;
  rule(pb, 45, 200, y);
  rule(pb, 320, 200, y);
  pb.text(45, 'Unterschrift Käufer', { y: y + 10, size: 7.5 });
  pb.text(320, 'Unterschrift Verkäufer', { y: y + 10, size: 7.5 });
  return purchase(pb, 'de', { sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Autohaus used-car invoice (1990–2001): differential taxation (§ 25a, no VAT shown), delivery date apart from the invoice date. */
export function deAutohausGebrauchtwagen(rng: Random): Generated {
  const date = rng.date(1990, 2001);
  const shop = rng.pick(['Autohaus Weidinger GmbH & Co. KG', 'Autohaus am Stadtpark GmbH', 'Gebrauchtwagen-Center Kessler']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.text(40, shop, { y: 60, size: 14, bold: true });
  pb.text(40, `${a.street} · ${a.town} · Telefon ${dePhone(rng)}`, { y: 73, size: 8 });
  const buyer = deName(rng);
  const ba = deAddress(rng, date);
  pb.y = 120;
  [buyer, ba.street, ba.town].forEach((l) => pb.text(40, l, { size: 10 }).down(13));
  pb.text(360, 'Rechnung / Kaufvertrag', { y: 120, size: 11, bold: true });
  const no = `GW ${rng.int(1000, 9999)}`;
  pb.text(360, `Nr. ${no}`, { y: 135, size: 9 });
  pb.text(360, `Rechnungsdatum: ${fmtDate(date, 'de')}`, { y: 148, size: 9 });
  const delivered = addDays(date, rng.int(0, 5));
  pb.text(360, `Auslieferung: ${fmtDate(delivered, 'de')}`, { y: 161, size: 9 });
  const year = rng.int(1965, yearOf(date) - 2);
  pb.y = 210;
  pb.text(40, 'Wir verkauften Ihnen folgendes Gebrauchtfahrzeug:', { size: 10 }).down(20);
  const kv: [string, string][] = [
    ['Fabrikat / Typ', deCar(rng, year)],
    ['Fahrzeug-Ident.-Nr.', vin(rng, year)],
    ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${year}`],
    ['km-Stand', fmtInt(rng.int(30000, 190000), '.')],
    ['Farbe', rng.pick(['signalrot', 'diamantsilber', 'pastellweiß', 'moosgrün'])],
  ];
  for (const [k, v] of kv) {
    pb.text(60, k, { size: 9.5 });
    pb.text(200, v, { size: 9.5 }).down(14);
  }
  pb.down(12);
  const price = roundAmount(rng, 3900, 39000, 100) - rng.pick([0, 10, 100]);
  const extras: [string, number][] = rng.chance(0.5) ? [['Überführung und Zulassung', rng.pick([150, 220, 290])]] : [];
  const total = r2(price + extras.reduce((s, [, v]) => s + v, 0));
  const cols = [{ x: 60 }, { x: 545, align: 'right' as const }];
  row(pb, cols, ['Fahrzeugpreis', `${fmtMoney(price, 'de')} DM`], { size: 10 });
  for (const [k, v] of extras) row(pb, cols, [k, `${fmtMoney(v, 'de')} DM`], { size: 10 });
  rule(pb, 380, 170, pb.y - 9);
  row(pb, cols, ['Gesamtbetrag', `${fmtMoney(total, 'de')} DM`], { size: 11, bold: true, lineH: 26 });
  pb.text(60, 'Differenzbesteuerung nach § 25a UStG — die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8 }).down(12);
  pb.text(60, `Gewährleistung: 12 Monate gemäß unseren Gebrauchtwagen-Verkaufsbedingungen.`, { size: 8 });
  pb.text(297, `${shop} · Amtsgericht HRB ${rng.int(1000, 9999)} · Steuer-Nr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, {
    y: 800,
    size: 7,
    align: 'center',
  });
  // With delivery costs added, "the" price is no longer one figure on the page: left out.
  return purchase(pb, 'de', { sellerName: shop, saleDate: date, ...(extras.length ? {} : { purchasePrice: price }) });
}

/** A euro contract (2002–2005): parties one above the other, buyer first and seller second, identity card numbers. */
export function deKaufvertragUntereinander(rng: Random): Generated {
  const date = rng.date(2002, 2005);
  const year = rng.int(1958, 1988);
  const pb = new PageBuilder();
  pb.text(40, 'KAUFVERTRAG FÜR EIN HISTORISCHES FAHRZEUG', { y: 60, size: 13, bold: true });
  const buyer = deName(rng);
  const seller = deName(rng);
  const party = (y: number, head: string, name: string) => {
    const a = deAddress(rng, date);
    pb.text(40, head, { y, size: 8, bold: true });
    pb.text(140, `Name: ${name}`, { y, size: 10 });
    pb.text(140, `Anschrift: ${a.street}, ${a.town}`, { y: y + 14, size: 10 });
    pb.text(140, `Personalausweis-Nr.: ${rng.int(1000000000, 9999999999)}`, { y: y + 28, size: 9 });
  };
  party(95, 'KÄUFER', buyer);
  party(150, 'VERKÄUFER', seller);
  rule(pb, 40, 515, 195);
  const fr = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const rows: [string, string][] = [
    ['Fahrzeug', `${deCar(rng, year)} (Baujahr ${year})`],
    ['Kennzeichen', `${dePlate(rng)}H`],
    ['FIN', vin(rng, year)],
    ['Erstzulassung', fmtDate(fr, 'de')],
    ['Gesamtlaufleistung', `ca. ${fmtInt(rng.int(60, 300) * 1000, '.')} km (nicht garantiert)`],
  ];
  let y = 220;
  for (const [k, v] of rows) {
    pb.text(40, `${k}:`, { y, size: 9.5 });
    pb.text(170, v, { y, size: 10 });
    y += 16;
  }
  const price = roundAmount(rng, 4000, 65000, 250);
  y += 20;
  pb.box(40, y - 14, 515, 22, true);
  pb.text(45, 'Der Kaufpreis beträgt', { y, size: 10 });
  pb.text(550, `${fmtMoney(price, 'de-space')} EUR`, { y, size: 11, bold: true, align: 'right' });
  y += 30;
  pb.text(40, `Der Kaufpreis ist bei Übergabe des Fahrzeugs am ${fmtDate(date, 'de-long')} in bar zu zahlen.`, { y, size: 9.5 });
  y += 14;
  pb.text(40, 'Das Fahrzeug wird unter Ausschluss der Sachmängelhaftung verkauft.', { y, size: 9.5 });
  y += 50;
  pb.text(40, `Ort/Datum: ${deAddress(rng, date).town.replace(/^\d+ /, '')}, ${fmtDate(date, 'de')}`, { y, size: 10 });
  y += 50;
  rule(pb, 40, 200, y);
  rule(pb, 320, 200, y);
  pb.text(40, 'Käufer', { y: y + 10, size: 7.5 });
  pb.text(320, 'Verkäufer', { y: y + 10, size: 7.5 });
  return purchase(pb, 'de', { sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US bill of sale (1975–1995), typed into a form sentence: "I, …, the seller, … for the sum of $ …". */
export function usBillOfSale(rng: Random): Generated {
  const date = rng.date(1975, 1995);
  const year = rng.int(1950, yearOf(date) - 2);
  const seller = enName(rng);
  const buyer = enName(rng);
  const price = roundAmount(rng, 600, 18000, 50);
  const sa = usAddress(rng);
  const pb = new PageBuilder();
  pb.text(297, 'BILL OF SALE', { y: 70, size: 20, serif: true, bold: true, align: 'center' });
  pb.text(297, 'MOTOR VEHICLE', { y: 86, size: 9, serif: true, align: 'center' });
  const lines = [
    `KNOW ALL MEN BY THESE PRESENTS, that I, ${seller},`,
    `of ${sa.street}, ${sa.town}, the seller, for and in consideration of the sum of`,
    `$${fmtMoney(price, 'en')} (${enWords(price)} dollars),`,
    `paid by ${buyer}, the buyer, receipt whereof is hereby acknowledged, do hereby`,
    'sell, assign and transfer unto the buyer the following described motor vehicle:',
  ];
  let y = 130;
  for (const l of lines) {
    pb.text(60, l, { y, size: 10, serif: true });
    y += 18;
  }
  y += 10;
  const rows: [string, string][] = [
    ['Year', String(year)],
    ['Make', usCar(rng, year)],
    ['Vehicle I.D. No.', vin(rng, year)],
    ['Title No.', String(rng.int(10000000, 99999999))],
    ['Odometer', `${fmtInt(rng.int(20000, 140000), ',')} miles`],
  ];
  for (const [k, v] of rows) {
    pb.text(90, k, { y, size: 9.5, serif: true });
    pb.text(220, v, { y, size: 10.5, serif: true });
    rule(pb, 215, 250, y + 3);
    y += 18;
  }
  y += 14;
  pb.text(60, 'The seller warrants that he is the lawful owner of said vehicle and that it is free of all liens and encumbrances.', {
    y,
    size: 8.5,
    serif: true,
  });
  y += 14;
  pb.text(60, 'The vehicle is sold AS IS, with no warranty expressed or implied.', { y, size: 8.5, serif: true });
  y += 34;
  pb.text(60, `Dated this ${fmtDate(date, 'us-ord')}.`, { y, size: 10.5, serif: true });
  y += 60;
  rule(pb, 60, 200, y);
  rule(pb, 320, 200, y);
  pb.text(60, `${seller}, Seller`, { y: y + 12, size: 8.5, serif: true });
  pb.text(320, `${buyer}, Buyer`, { y: y + 12, size: 8.5, serif: true });
  y += 50;
  pb.text(
    60,
    `Subscribed and sworn before me ${fmtDate(addDays(date, rng.int(0, 3)), 'us-short')}   Notary Public, commission expires ${fmtDate(addDays(date, rng.int(300, 1400)), 'us-short')}`,
    { y, size: 7.5, serif: true },
  );
  return purchase(pb, 'en', { sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A British dealer's sales invoice (1983–1999): cash price, road fund licence, part exchange allowance, balance to pay. */
export function ukDealerSale(rng: Random): Generated {
  const date = rng.date(1983, 1999);
  const dealer = rng.pick(['Pemberton Car Sales', 'Lakeside Motor Company Ltd', 'Chiltern Classics']);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(297, dealer, { y: 58, size: 16, bold: true, align: 'center' });
  pb.text(297, `Quality used cars · ${a.street}, ${a.town} · ${ukPhone(rng)}`, { y: 72, size: 8, align: 'center' });
  pb.text(40, 'SALES INVOICE', { y: 110, size: 12, bold: true });
  pb.text(555, `Invoice ${rng.int(1000, 9999)}  Date ${fmtDate(date, 'uk-short')}`, { y: 110, size: 9, align: 'right' });
  const buyer = enName(rng);
  const ba = ukAddress(rng);
  pb.y = 135;
  pb.text(40, 'Sold to:', { size: 8 });
  [buyer, ba.street, ba.town].forEach((l) => pb.text(100, l, { size: 10 }).down(13));
  const year = rng.int(1962, yearOf(date) - 1);
  const px = rng.chance(0.7);
  pb.y = 195;
  const kv: [string, string][] = [
    ['Vehicle', ukCar(rng, year)],
    ['Reg. No.', ukPlate(rng, year)],
    ['Chassis No.', vin(rng, year)],
    ['Recorded mileage', `${fmtInt(rng.int(20000, 120000), ',')} (not guaranteed)`],
  ];
  for (const [k, v] of kv) {
    pb.text(40, k, { size: 8.5 });
    pb.text(150, v, { size: 10 }).down(15);
  }
  pb.down(14);
  const price = roundAmount(rng, 995, 14995, 5);
  const tax = rng.chance(0.5) ? rng.pick([40, 70, 100, 130]) : 0;
  const total = price + tax;
  const cols = [{ x: 60 }, { x: 545, align: 'right' as const }];
  row(pb, cols, ['Cash price of vehicle', `£${fmtMoney(price, 'en')}`], { size: 10 });
  if (tax) row(pb, cols, ['Road fund licence (6 months)', `£${fmtMoney(tax, 'en')}`], { size: 10 });
  rule(pb, 420, 130, pb.y - 9);
  row(pb, cols, ['Total', `£${fmtMoney(total, 'en')}`], { size: 10, bold: true });
  if (px) {
    const allow = roundAmount(rng, 150, Math.min(3000, price / 2), 25);
    row(pb, cols, [`Less part exchange allowance (${ukPlate(rng, rng.int(1975, yearOf(date)))})`, `£${fmtMoney(allow, 'en')}`], { size: 10 });
    row(pb, cols, ['Balance to pay', `£${fmtMoney(total - allow, 'en')}`], { size: 10, bold: true, lineH: 30 });
  } else pb.down(16);
  pb.text(40, 'Sold subject to our standard conditions of sale. Your statutory rights are not affected.', { size: 8 });
  // With road tax added, the vehicle's price and the total differ: left out as ambiguous.
  return purchase(pb, 'en', { sellerName: dealer, saleDate: date, ...(tax ? {} : { purchasePrice: price }) });
}
