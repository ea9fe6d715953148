/** Sales and valuations: the first Daimler-Benz bill, a private Kaufvertrag, an English sale, a California dealer, the 1970 Ford buyer's order; German, Swiss, British and American appraisals. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  car,
  cell,
  lv,
  NAMES_CH,
  NAMES_DE,
  NAMES_UK,
  NAMES_US,
  odo,
  plateCA,
  plateDE,
  plateUK,
  street,
  STREETS_DE,
  STREETS_EN,
  streetUS,
  int1000,
} from './kit';

const sale = (sellerName: string, saleDate: string, purchasePrice: number) => ({ documentType: 'purchase', sellerName, saleDate, purchasePrice });
const appr = (appraiserName: string, appraisalDate: string, appraisedValue: number, conditionNotes: string) => ({
  documentType: 'appraisal',
  appraiserName,
  appraisalDate,
  appraisedValue,
  conditionNotes,
});

/** The first dealer's bill: Daimler-Benz sells the new 280 SL, 1967. */
export function daimlerVerkaufsrechnung(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = `1967-${String(rng.int(3, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const seller = 'Daimler-Benz Aktiengesellschaft';
  const lines: [string, number][] = [[`Mercedes-Benz Typ 280 SL, Farbe ${c.colour.de}`, 21990]];
  for (const [t, v] of rng.some(
    [
      ['Automatisches Getriebe', 1350],
      ['Hardtop abnehmbar', 1200],
      ['Becker Mexico Radio mit Antenne', 985],
      ['Lederpolsterung', 780],
      ['Weißwandreifen', 165],
    ] as [string, number][],
    rng.int(2, 4),
  ))
    lines.push([t, v]);
  lines.push(['Überführung und Zulassung', rng.pick([95, 120, 145])]);
  const total = sum(lines.map((l) => l[1]));
  const p = new PageBuilder();
  p.text(50, 'DAIMLER-BENZ AKTIENGESELLSCHAFT', { y: 52, size: 14, bold: true, serif: true });
  p.text(50, 'Verkaufsniederlassung Stuttgart · Personenwagen', { y: 66, size: 9, serif: true });
  p.text(50, 'Stuttgart-Untertürkheim · Mercedesstraße 136', { y: 77, size: 8, serif: true });
  const buyer = rng.pick(NAMES_DE);
  p.text(50, buyer, { y: 120, serif: true });
  p.text(50, street(rng, STREETS_DE), { y: 133, serif: true });
  p.text(50, `7${rng.int(0, 4)}${rng.int(10, 99)} ${rng.pick(['Esslingen', 'Ludwigsburg', 'Reutlingen'])}`, { y: 146, serif: true });
  p.text(545, `Stuttgart, den ${fd(date, 'delong')}`, { y: 146, size: 9.5, align: 'right', serif: true });
  p.text(50, `Verkaufsrechnung Nr. V ${rng.int(10000, 99999)}`, { y: 185, size: 12, bold: true, serif: true });
  p.text(50, `Wir lieferten Ihnen heute gemäß Ihrer Bestellung vom ${fd(addDays(date, -rng.int(60, 200)), 'de')}:`, { y: 205, size: 9.5, serif: true });
  p.y = 230;
  const cols = [{ x: 60 }, { x: 545, align: 'right' as const }];
  for (const [t, v] of lines) {
    row(p, cols, [t, `DM ${num(v, 'de')}`], { serif: true, size: 9.5 });
    p.down(15);
  }
  hline(p, 350, 195);
  p.down(16);
  row(p, cols, ['Gesamtkaufpreis einschließlich Umsatzsteuer', `DM ${num(total, 'de')}`], { serif: true, bold: true, size: 10 });
  p.down(30);
  lv(p, 60, 'Fahrgestell-Nr.', c.vin, { dx: 100, serif: true });
  p.down(14);
  lv(p, 60, 'Motor-Nr.', c.engineNo, { dx: 100, serif: true });
  p.down(14);
  lv(p, 60, 'Amtl. Kennzeichen', plateDE(rng, 'S'), { dx: 100, serif: true });
  p.down(30);
  para(
    p,
    60,
    'Der Wagen bleibt bis zur vollständigen Bezahlung unser Eigentum. Es gelten unsere Verkaufs- und Lieferbedingungen für fabrikneue Personenwagen. Garantie 6 Monate ohne Kilometerbegrenzung.',
    95,
    { serif: true, size: 8.5 },
  );
  p.text(60, 'Hochachtungsvoll  DAIMLER-BENZ AKTIENGESELLSCHAFT', { y: 640, serif: true });
  return doc(p, 'de', sale(seller, date, total));
}

/** A private Kaufvertrag for a used car (club form), 2010s–20s: parties side by side, the price written out. */
export function privatKaufvertrag(rng: Random): Generated {
  const key = rng.pick(['sl', 'mustang'] as const);
  const c = car(rng, key);
  const date = rng.date(2014, 2025);
  const seller = rng.pick(NAMES_DE);
  let buyer = rng.pick(NAMES_DE);
  if (buyer === seller) buyer = 'Jürgen Ebersbach';
  const price = rng.int(40, 140) * 1000 + rng.pick([0, 500]);
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag', { y: 55, size: 18, bold: true, align: 'center' });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug — privater Verkauf', { y: 70, size: 9, align: 'center' });
  cell(p, 50, 95, 245, 'Verkäufer', seller, { h: 28 });
  cell(p, 300, 95, 245, 'Käufer', buyer, { h: 28 });
  cell(p, 50, 123, 245, 'Anschrift', `${street(rng, STREETS_DE)}, ${rng.pick(['München', 'Köln', 'Düsseldorf'])}`, { h: 28 });
  cell(p, 300, 123, 245, 'Anschrift', `${street(rng, STREETS_DE)}, ${rng.pick(['Hamburg', 'Stuttgart', 'Frankfurt'])}`, { h: 28 });
  p.y = 180;
  p.text(50, 'Fahrzeug', { bold: true });
  p.down(16);
  for (const [l, v] of [
    ['Hersteller / Typ', `${c.make} ${c.model}`],
    ['Fahrzeug-Ident.-Nr.', c.vin],
    ['Amtl. Kennzeichen', plateDE(rng, key === 'sl' ? 'M' : 'K', true)],
    ['Erstzulassung', String(c.year)],
    ['Gesamtfahrleistung lt. Tacho', `${int1000(odo(c, date, rng), '.')} ${c.miles ? 'Meilen' : 'km'}`],
  ]) {
    lv(p, 50, l, v, { dx: 150 });
    p.down(14);
  }
  p.down(14);
  p.text(50, `Kaufpreis: ${num(price, 'de')} Euro (in Worten: ${Math.floor(price / 1000)}tausend${price % 1000 ? 'fünfhundert' : ''} Euro)`, { bold: true });
  p.down(16);
  para(
    p,
    50,
    'Das Fahrzeug wird unter Ausschluss jeder Sachmängelhaftung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer garantiert, dass das Fahrzeug sein Eigentum ist und keine Unfallschäden bekannt sind. Übergeben wurden: Zulassungsbescheinigung Teil I und II, 2 Schlüssel, Wertgutachten, Rechnungsordner.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  p.text(50, `Ort, Datum: ${rng.pick(['München', 'Köln', 'Starnberg'])}, ${fd(date, 'de')}`);
  p.text(50, '______________________  Verkäufer', { y: p.y + 40 });
  p.text(300, '______________________  Käufer', { y: p.y + 40 });
  return doc(p, 'de', sale(seller, date, price));
}

/** An English private sale agreement for the E-Type as it leaves for America, 1990s. */
export function ukSaleAgreement(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(1994, 1997);
  const seller = rng.pick(NAMES_UK);
  const price = rng.int(18, 42) * 1000 + rng.pick([0, 500, 750]);
  const p = new PageBuilder();
  p.text(50, 'AGREEMENT FOR THE SALE OF A MOTOR VEHICLE', { y: 60, size: 13, bold: true, serif: true });
  p.y = 95;
  para(
    p,
    50,
    `This agreement is made on ${fd(date, 'uklong')} between ${seller} of ${street(rng, STREETS_EN)}, ${rng.pick(['Cheltenham', 'Harrogate', 'Stamford'])} (“the Seller”) and ${rng.pick(NAMES_US)} of ${streetUS(rng)}, Greenwich, Connecticut, U.S.A. (“the Buyer”).`,
    95,
    { serif: true, size: 10, step: 14 },
  );
  p.down(8);
  p.text(50, '1. The Vehicle', { bold: true, serif: true });
  p.down(16);
  for (const [l, v] of [
    ['Make and model', 'Jaguar E-Type Series 1 3.8 Fixed Head Coupé'],
    ['Registration', plateUK(rng, 'B')],
    ['Chassis number', c.vin],
    ['Engine number', c.engineNo],
    ['Recorded mileage', `${int1000(odo(c, date, rng), ',')} (not warranted)`],
  ]) {
    lv(p, 70, l, v, { dx: 130, serif: true });
    p.down(14);
  }
  p.down(8);
  p.text(50, '2. Price', { bold: true, serif: true });
  p.down(16);
  p.text(70, `The Buyer shall pay the Seller the sum of £${num(price, 'en')} by bank transfer before collection.`, { serif: true });
  p.down(22);
  p.text(50, '3. Condition', { bold: true, serif: true });
  p.down(16);
  para(p, 70, 'The vehicle is sold as seen and inspected. The Buyer arranges shipping from Southampton and export formalities at his own cost.', 90, {
    serif: true,
  });
  p.down(30);
  p.text(70, 'Signed: ____________________ (Seller)', { serif: true });
  p.text(330, '____________________ (Buyer)', { serif: true });
  return doc(p, 'en', sale(seller, date, price));
}

/** A California classic dealer's bill of sale for the imported 911, 1989–1995: price, tax and fees below. */
export function californiaDealerBillOfSale(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = rng.date(1989, 1995);
  const seller = 'Coastline Classic Motorcars';
  const price = rng.int(14, 32) * 500;
  const tax = r2(price * 0.0825);
  const doc$ = 45;
  const lic = rng.int(90, 260);
  const total = r2(price + tax + doc$ + lic);
  const p = new PageBuilder();
  p.text(50, 'COASTLINE CLASSIC MOTORCARS', { y: 50, size: 14, bold: true });
  p.text(50, `${rng.int(100, 2999)} Pacific Coast Highway, Hermosa Beach, CA 90254 · Dealer No. ${rng.int(10000, 99999)}`, { y: 62, size: 8 });
  p.text(545, 'BILL OF SALE', { y: 90, size: 12, bold: true, align: 'right' });
  p.text(545, `Deal # ${rng.int(1000, 4999)}`, { y: 103, size: 9, align: 'right' });
  p.y = 125;
  lv(p, 50, 'Date of sale:', fd(date, 'uslong'), { dx: 90 });
  p.down(14);
  lv(p, 50, 'Purchaser:', `${rng.pick(NAMES_US)}, ${streetUS(rng)}, Menlo Park CA`, { dx: 90 });
  p.down(24);
  const y0 = p.y;
  cell(p, 50, y0, 60, 'YEAR', '1973');
  cell(p, 110, y0, 120, 'MAKE', 'PORSCHE');
  cell(p, 230, y0, 100, 'MODEL', '911T COUPE');
  cell(p, 330, y0, 130, 'VIN', c.vin);
  cell(p, 460, y0, 85, 'ODOMETER (KM)', int1000(odo(c, date, rng), ','));
  p.y = y0 + 60;
  const cols = [{ x: 300 }, { x: 545, align: 'right' as const }];
  for (const [l, v] of [
    ['Vehicle sale price', price],
    ['Sales tax 8.25%', tax],
    ['Documentation fee', doc$],
    ['License & registration (DMV)', lic],
  ] as [string, number][]) {
    row(p, cols, [l, num(v, 'en')]);
    p.down(14);
  }
  hline(p, 300, 245);
  p.down(14);
  row(p, cols, ['Total', `$${num(total, 'en')}`], { bold: true });
  p.down(30);
  para(
    p,
    50,
    `Vehicle imported from Germany; federalized and smog-certified. Temporary plate issued; permanent plate ${plateCA(rng)} to follow from DMV. Sold AS IS — no warranty expressed or implied.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', sale(seller, date, price));
}

/** The Ford dealer's retail buyer's order for the new Mach 1, 1970: base, options, cash price, tax and fees. */
export function fordBuyersOrder1970(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = `1970-${String(rng.int(1, 9)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const seller = 'Bayou City Ford, Inc.';
  const lines: [string, number][] = [['Mustang Mach 1 SportsRoof, base', 3271]];
  for (const x of rng.some(
    [
      ['351-4V Cleveland V8', 48],
      ['Cruise-O-Matic transmission', 222],
      ['Power steering', 95],
      ['AM radio', 61],
      ['Shaker hood scoop', 65],
      ['Tinted glass', 37],
      ['Rear deck spoiler', 20],
    ] as [string, number][],
    rng.int(3, 5),
  ))
    lines.push(x);
  const dealer = rng.pick([85, 120, 150]);
  lines.push(['Dealer preparation & handling', dealer]);
  const cash = sum(lines.map((l) => l[1]));
  const tax = r2(cash * 0.04);
  const fees = rng.pick([12.3, 14.8, 16.5]);
  const total = r2(cash + tax + fees);
  const p = new PageBuilder();
  p.text(297, 'BAYOU CITY FORD, INC.', { y: 48, size: 14, bold: true, align: 'center' });
  p.text(297, 'RETAIL BUYER\u2019S ORDER', { y: 63, size: 10, align: 'center' });
  p.y = 90;
  lv(p, 50, 'Purchaser', rng.pick(NAMES_US), { dx: 70 });
  lv(p, 370, 'Date', fd(date, 'usshort'), { dx: 40 });
  p.down(14);
  lv(p, 50, 'Address', `${streetUS(rng)}, Houston, Texas`, { dx: 70 });
  p.down(14);
  lv(p, 50, 'Serial No.', c.vin, { dx: 70 });
  lv(p, 370, 'Color', c.colour.en, { dx: 40 });
  p.down(24);
  const cols = [{ x: 60 }, { x: 470, align: 'right' as const }];
  for (const [t, v] of lines) {
    row(p, cols, [t, num(v, 'en')]);
    p.down(13);
  }
  hline(p, 350, 120);
  p.down(14);
  row(p, cols, ['CASH PRICE OF VEHICLE', num(cash, 'en')], { bold: true });
  p.down(14);
  row(p, cols, ['Motor vehicle sales tax 4%', num(tax, 'en')]);
  p.down(13);
  row(p, cols, ['License, title & transfer', num(fees, 'en')]);
  p.down(14);
  row(p, cols, ['TOTAL DELIVERED', num(total, 'en')], { bold: true });
  p.down(30);
  p.text(60, 'Purchaser agrees that this order includes all of the terms and conditions on both the face and reverse side hereof.', { size: 7 });
  p.text(60, 'Accepted by dealer ________________    Purchaser\u2019s signature ________________', { y: p.y + 24, size: 8.5 });
  return doc(p, 'en', sale(seller, date, cash));
}

/** A German publicly appointed expert's Wertgutachten for the 280 SL, 2010s–20s: Zustandsnote and values. */
export function wertgutachtenSL(rng: Random): Generated {
  const c = car(rng, 'sl');
  const date = rng.date(2015, 2025);
  const expert = rng.pick(['Dipl.-Ing. Martin Vogelsang', 'Dipl.-Ing. (FH) Sabine Krull', 'Kfz-Sachverständiger Georg Lindemayr']);
  const note = rng.pick(['2', '2+', '2-', '3+']);
  const value = rng.int(80, 160) * 1000;
  const p = new PageBuilder();
  p.text(50, expert, { y: 50, size: 12, bold: true });
  p.text(50, 'Öffentlich bestellter und vereidigter Sachverständiger für Oldtimer · IHK München', { y: 62, size: 8 });
  p.text(297, 'WERTGUTACHTEN', { y: 105, size: 16, bold: true, align: 'center' });
  p.text(297, `Gutachten-Nr. ${rng.int(100, 999)}/${String(date).slice(2, 4)} vom ${fd(date, 'de')}`, { y: 120, size: 9, align: 'center' });
  p.y = 150;
  for (const [l, v] of [
    ['Auftraggeber', rng.pick(NAMES_DE)],
    ['Fahrzeug', `Mercedes-Benz ${c.model} (W 113), Baujahr ${c.year}`],
    ['FIN', c.vin],
    ['Kennzeichen', plateDE(rng, 'M', true)],
    ['Laufleistung abgelesen', `${int1000(odo(c, date, rng), '.')} km`],
    ['Besichtigungsort / -tag', `Herrsching, ${fd(date, 'de')}`],
  ]) {
    lv(p, 50, l, v, { dx: 140 });
    p.down(14);
  }
  p.down(14);
  p.text(50, 'Zustandsbeschreibung', { bold: true });
  p.down(14);
  para(
    p,
    50,
    'Karosserie ohne Durchrostungen, Spaltmaße gleichmäßig. Lack in Originalfarbe nachlackiert, leichte Gebrauchsspuren. Innenraum mit MB-Tex, Armaturenbrett original. Motor läuft rund, Öldruck gut, Einspritzanlage eingestellt.',
    100,
    { size: 9 },
  );
  p.down(10);
  p.box(50, p.y - 4, 495, 50);
  p.text(60, `Zustandsnote: ${note}`, { y: p.y + 12, size: 11, bold: true });
  p.text(60, `Wiederbeschaffungswert: ${num(value, 'de')} € (differenzbesteuert)`, { y: p.y + 32, size: 11, bold: true });
  p.text(50, 'Das Gutachten dient zur Vorlage bei der Versicherung (Wertnachweis nach § 23 StVZO-Begutachtung beigefügt).', { y: 790, size: 7 });
  return doc(p, 'de', appr(expert, date, value, note));
}

/** A Swiss veteran-car expert's Schätzungsbericht for the 911, 2010s–20s, CHF. */
export function schaetzungsberichtBern(rng: Random): Generated {
  const c = car(rng, 'p911');
  const date = rng.date(2009, 2025);
  const expert = rng.pick(['Hansruedi Aeschbacher', 'Peter Zingg', 'Marianne Stucki-Roth']);
  const cond = rng.pick(['gut', 'sehr gut', 'gut bis sehr gut', 'Zustand 2']);
  const value = rng.int(60, 160) * 1000;
  const p = new PageBuilder();
  p.text(545, `${expert}`, { y: 50, size: 11, bold: true, align: 'right' });
  p.text(545, 'Fahrzeugexperte Veteranen FSVA', { y: 62, size: 8, align: 'right' });
  p.text(545, `Spiez · 033 654 ${rng.int(10, 99)} ${rng.int(10, 99)}`, { y: 72, size: 8, align: 'right' });
  p.text(50, 'Schätzungsbericht', { y: 110, size: 15, bold: true });
  p.y = 140;
  const rows: [string, string][] = [
    ['Datum', fd(date, 'de')],
    ['Eigentümer', rng.pick(NAMES_CH)],
    ['Fahrzeug', `Porsche ${c.model} Coupé`],
    ['Fahrgestell', c.vin],
    ['Motor', c.engineNo],
    ['Kilometer', int1000(odo(c, date, rng), "'")],
    ['Allgemeinzustand', cond],
    ['Versicherungswert', `CHF ${num(value, 'ch')}`],
  ];
  for (const [l, v] of rows) {
    p.box(50, p.y - 11, 140, 17);
    p.box(190, p.y - 11, 355, 17);
    p.text(55, l, { size: 9 });
    p.text(195, v, { size: 9.5, bold: l === 'Versicherungswert' });
    p.down(17);
  }
  p.down(20);
  para(
    p,
    50,
    'Fahrzeug in den USA restauriert, 2008 in die Schweiz importiert, Veteraneneintrag im Fahrzeugausweis. Motor matching numbers. Keine Unfallspuren feststellbar.',
    100,
    { size: 9 },
  );
  p.text(50, 'Diese Schätzung ist zwei Jahre gültig.', { y: p.y + 10, size: 8 });
  return doc(p, 'de', appr(expert, date, value, cond));
}

/** A British marque club valuer's letter for the E-Type, 1980s–90s. */
export function clubValuationLetter(rng: Random): Generated {
  const c = car(rng, 'etype');
  const date = rng.date(1984, 1995);
  const valuer = rng.pick(['R. J. Catterall', 'D. M. Hollingsworth', 'P. A. Greenhalgh']);
  const cond = rng.pick(['Very good', 'Good', 'Excellent', 'Good to very good']);
  const value = rng.int(14, 45) * 1000;
  const p = new PageBuilder();
  p.text(297, 'E-TYPE REGISTER', { y: 55, size: 13, bold: true, serif: true, align: 'center' });
  p.text(297, 'Valuation Service for Members', { y: 68, size: 9, serif: true, align: 'center' });
  p.text(545, fd(date, 'uklong'), { y: 100, size: 10, serif: true, align: 'right' });
  p.text(50, 'TO WHOM IT MAY CONCERN', { y: 130, serif: true, bold: true });
  p.y = 155;
  para(
    p,
    50,
    `I have today inspected the Jaguar E-Type 3.8 Fixed Head Coupé, registration ${plateUK(rng, 'B')}, chassis number ${c.vin}, engine number ${c.engineNo}, recorded mileage ${int1000(odo(c, date, rng), ',')}, the property of ${rng.pick(NAMES_UK)}.`,
    92,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(6);
  para(p, 50, 'The bodywork is sound, the chrome good, the interior retrimmed in leather. The engine runs well with good oil pressure.', 92, {
    serif: true,
    size: 10.5,
    step: 15,
  });
  p.down(10);
  lv(p, 50, 'Overall condition:', cond, { dx: 130, serif: true, size: 10.5 });
  p.down(16);
  lv(p, 50, 'Value for insurance:', `£${num(value, 'en')}`, { dx: 130, serif: true, size: 10.5, bold: true });
  p.down(36);
  p.text(50, 'Yours faithfully,', { serif: true });
  p.text(50, valuer, { y: p.y + 40, serif: true });
  p.text(50, 'Club Valuer', { y: p.y + 53, serif: true, size: 9 });
  return doc(p, 'en', appr(valuer, date, value, cond));
}

/** An American certified appraiser's report for the Mustang, 1990s: condition class, value. */
export function certifiedAppraisalTexas(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const date = rng.date(1988, 1998);
  const appraiser = rng.pick(['Wayne E. Holcomb, Certified Appraiser', 'Lone Star Auto Appraisals — Terry Vance']);
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2- Very Good']);
  const value = rng.int(9, 26) * 500;
  const p = new PageBuilder();
  p.text(50, 'VEHICLE APPRAISAL REPORT', { y: 55, size: 14, bold: true });
  p.text(50, appraiser, { y: 70, size: 9 });
  p.text(50, `Member, American Society of Appraisers · Houston, TX · (713) 555-${rng.int(1000, 9999)}`, { y: 81, size: 8 });
  const y0 = 105;
  cell(p, 50, y0, 120, 'Date of appraisal', fd(date, 'us'));
  cell(p, 170, y0, 180, 'Owner', rng.pick(NAMES_US));
  cell(p, 350, y0, 195, 'VIN', c.vin);
  cell(p, 50, y0 + 26, 120, 'Year / Make', '1970 Ford');
  cell(p, 170, y0 + 26, 180, 'Model', 'Mustang Mach 1 SportsRoof');
  cell(p, 350, y0 + 26, 195, 'Odometer', `${int1000(odo(c, date, rng), ',')} miles`);
  p.y = 180;
  p.text(50, 'Condition ratings (1 = concours, 6 = parts car)', { size: 8.5, bold: true });
  p.down(14);
  for (const [l, v] of [
    ['Body / paint', rng.pick(['2', '2+', '3'])],
    ['Interior', rng.pick(['2', '3'])],
    ['Engine compartment', rng.pick(['2', '2-', '3'])],
    ['Chrome / trim', rng.pick(['2', '3+'])],
  ]) {
    lv(p, 60, l, v, { dx: 150, size: 9 });
    p.down(13);
  }
  p.down(14);
  lv(p, 50, 'Overall condition:', cond, { dx: 150, bold: true, size: 10 });
  p.down(16);
  lv(p, 50, 'Appraised value:', `$${num(value, 'en')}`, { dx: 150, bold: true, size: 10 });
  p.down(30);
  para(
    p,
    50,
    'Value determined by inspection and comparison with recent sales of comparable vehicles. This appraisal is for insurance purposes only and is not a guarantee of condition.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', appr(appraiser, date, value, cond));
}
