/**
 * Purchases between private people and small dealers: a typewritten German Kaufvertrag in
 * paragraphs, a Swiss Occasion form with the parties side by side, an Austrian one-man dealer's
 * contract with a deposit and the margin scheme, a notarised US bill of sale in one sentence,
 * and a British private sale agreement with a deposit and balance.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, chDash, count, dateText, de, deDash, en, isoIn, para, rule, table } from './kit';
import { digits, letters, person, phone, place, plateCH, plateDE, plateUK, street } from './people';
import { wordsDE, wordsEN } from './words';

/** 1970–79: a Kaufvertrag typed on plain paper — §§ 1–5, "nachstehend Verkäufer genannt", the price in figures and words, TÜV and first registration dates. */
export const typedKaufvertragDE1974: Family = (rng) => {
  const year = rng.int(1970, 1979);
  const iso = isoIn(rng, year);
  const town = place(rng, 'DE', year);
  const seller = person(rng, 'DE');
  const buyer = person(rng, 'DE');
  const [car, built] = rng.pick([
    ['Pkw Mercedes-Benz 220 SE (Heckflosse)', 1962],
    ['Pkw Porsche 912', 1966],
    ['Pkw BMW 1600-2', 1967],
    ['Pkw Opel GT 1900', 1969],
    ['Pkw VW Karmann-Ghia Cabriolet', 1965],
  ] as [string, number][]);
  const price = rng.pick([2800, 3500, 4200, 5600, 6900, 7800]);
  const km = rng.int(68000, 180000);
  const tuev = `${rng.int(1, 12)}/${(year + 1) % 100}`;

  const pb = new PageBuilder();
  const s = { size: 10.5, serif: true };
  pb.text(297, 'K a u f v e r t r a g', { y: 80, size: 16, bold: true, serif: true, align: 'center' });
  pb.y = 118;
  pb.text(60, 'Zwischen', s);
  pb.down(18).text(90, `${seller.title} ${seller.full}, ${street(rng, 'DE')}, ${town.line},`, s);
  pb.down(15).text(90, '— nachstehend Verkäufer genannt —', s);
  pb.down(18).text(60, 'und', s);
  pb.down(18).text(90, `${buyer.title} ${buyer.full}, ${street(rng, 'DE')}, ${place(rng, 'DE', year).line},`, s);
  pb.down(15).text(90, '— nachstehend Käufer genannt —', s);
  pb.down(18).text(60, 'wird folgender Vertrag geschlossen:', s);
  pb.down(26);
  const section = (n: number, text: string) => {
    pb.text(297, `§ ${n}`, { ...s, bold: true, align: 'center' });
    pb.down(16);
    para(pb, 60, text, 475, 10.5, { serif: true, lead: 15 });
    pb.down(10);
  };
  section(
    1,
    `Der Verkäufer verkauft an den Käufer den gebrauchten ${car}, Baujahr ${built}, Fahrgestell-Nr. ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)}, amtl. Kennzeichen ${plateDE(rng, town.code)}, Tachostand ${count(km, '.')} km, nächste TÜV-Untersuchung ${tuev}, mit Kfz-Brief Nr. ${letters(rng, 1)} ${digits(rng, 6)}.`,
  );
  section(2, `Der Kaufpreis beträgt DM ${deDash(price)} (in Worten: ${wordsDE(price)} Deutsche Mark). Er ist bei Übergabe des Fahrzeugs in bar zu zahlen.`);
  section(
    3,
    'Das Fahrzeug wird verkauft wie besichtigt und Probe gefahren, unter Ausschluss jeder Gewährleistung. Der Verkäufer versichert, dass das Fahrzeug keinen Unfallschaden hat, soweit ihm bekannt.',
  );
  section(
    4,
    'Das Fahrzeug bleibt bis zur vollständigen Bezahlung des Kaufpreises Eigentum des Verkäufers. Der Käufer meldet das Fahrzeug innerhalb einer Woche um.',
  );
  section(5, 'Mündliche Nebenabreden bestehen nicht.');
  pb.down(14);
  pb.text(60, `${town.town}, den ${dateText(iso, 'd.m.yyyy')}`, s);
  pb.down(50);
  rule(pb, 60, pb.y, 190);
  rule(pb, 340, pb.y, 190);
  pb.text(70, seller.full, { y: pb.y - 6, serif: true, size: 13 });
  pb.text(350, buyer.full, { y: pb.y - 6, serif: true, size: 13 });
  pb.down(12).text(60, '(Verkäufer)', { size: 9, serif: true });
  pb.text(340, '(Käufer)', { size: 9, serif: true });
  pb.down(40).text(60, `Betrag von DM ${deDash(price)} dankend erhalten.`, { size: 10, serif: true });
  pb.text(340, seller.last, { y: pb.y + 2, serif: true, size: 13 });
  return { items: pb.items, language: 'de', truth: { documentType: 'purchase', sellerName: seller.full, saleDate: iso, purchasePrice: price } };
};

/** 2005–13 Switzerland: a printed Occasion contract — Verkäufer | Käufer boxes side by side, vehicle facts, price in francs, "Ort und Datum". */
export const occasionFormCH2009: Family = (rng) => {
  const year = rng.int(2005, 2013);
  const iso = isoIn(rng, year);
  const mfk = addDays(iso, -rng.int(60, 500));
  const town = place(rng, 'CH', year);
  const seller = person(rng, 'CH');
  const buyer = person(rng, 'CH');
  const [car, built] = rng.pick([
    ['Volvo Amazon 122 S', 1966],
    ['Mercedes-Benz 280 CE (W114)', 1972],
    ['Alfa Romeo Spider 2000 Veloce', 1979],
    ['Saab 96 V4', 1974],
    ['Fiat 124 Sport Coupé', 1970],
  ] as [string, number][]);
  const price = rng.pick([9800, 14500, 18500, 23000, 27500]);

  const pb = new PageBuilder();
  pb.text(50, 'Kaufvertrag für ein Occasionsfahrzeug', { y: 60, size: 16, bold: true });
  pb.text(50, 'Vorlage für Privatverkäufe  ·  bitte in zwei Exemplaren ausfüllen', { y: 74, size: 8 });
  const party = (x: number, title: string, p: typeof seller, addr: string) => {
    pb.box(x, 92, 240, 86);
    pb.box(x, 92, 240, 16, true);
    pb.text(x + 5, title, { y: 104, size: 9, bold: true });
    pb.text(x + 5, 'Vorname, Name', { y: 120, size: 7 });
    pb.text(x + 8, p.full, { y: 134, size: 11, serif: true });
    pb.text(x + 5, 'Adresse', { y: 148, size: 7 });
    pb.text(x + 8, addr, { y: 162, size: 10.5, serif: true });
    pb.text(x + 8, `Tel. ${phone(rng, 'CH', year)}`, { y: 174, size: 9, serif: true });
  };
  party(50, 'Verkäufer/in', seller, `${street(rng, 'CH')}, ${town.line}`);
  party(305, 'Käufer/in', buyer, `${street(rng, 'CH')}, ${place(rng, 'CH', year).line}`);
  pb.y = 200;
  pb.text(50, 'Fahrzeug', { size: 10, bold: true });
  pb.down(6);
  table(
    pb,
    [
      { x: 50, w: 160 },
      { x: 210, w: 335 },
    ],
    [
      ['Marke / Typ', car],
      ['Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
      ['Chassis-Nr.', `${digits(rng, 6)}${letters(rng, 1)}${digits(rng, 4)}`],
      ['1. Inverkehrsetzung', `${String(rng.int(1, 12)).padStart(2, '0')}.${built}`],
      ['km-Stand (abgelesen)', count(rng.int(60000, 190000), "'")],
      ['Letzte MFK', dateText(mfk, 'dd.mm.yyyy')],
      ['Kontrollschilder', `werden vom Verkäufer zurückbehalten (${plateCH(rng, town.code)})`],
    ],
    { size: 9.5, row: 19, grid: true, serif: false },
  );
  pb.down(20);
  pb.box(50, pb.y, 495, 30, true);
  pb.text(56, 'Kaufpreis', { y: pb.y + 19, size: 10, bold: true });
  pb.text(210, `CHF ${chDash(price)}`, { y: pb.y + 20, size: 13, serif: true, bold: true });
  pb.down(44);
  pb.text(50, 'Zahlung:', { size: 9.5 });
  pb.box(110, pb.y - 8, 8, 8);
  pb.text(111, 'X', { size: 8, bold: true });
  pb.text(124, 'bar bei Übergabe', { size: 9.5 });
  pb.box(230, pb.y - 8, 8, 8);
  pb.text(244, 'Bankzahlung vor Übergabe', { size: 9.5 });
  pb.down(22);
  para(
    pb,
    50,
    'Das Fahrzeug wird gekauft wie besichtigt und probegefahren, unter Ausschluss jeglicher Gewährleistung (Art. 199 OR). Nutzen und Gefahr gehen mit der Übergabe auf den Käufer über. Der Verkäufer erklärt, dass das Fahrzeug frei von Rechten Dritter ist.',
    495,
    8.5,
  );
  pb.down(20);
  pb.text(50, 'Ort und Datum', { size: 7.5 });
  pb.text(56, `${town.town}, ${dateText(iso, 'dd.mm.yyyy')}`, { y: pb.y + 16, size: 12, serif: true });
  rule(pb, 50, pb.y + 20, 200);
  pb.down(56);
  rule(pb, 50, pb.y, 200);
  rule(pb, 305, pb.y, 240);
  pb.text(60, seller.last, { y: pb.y - 5, serif: true, size: 14 });
  pb.text(315, buyer.last, { y: pb.y - 5, serif: true, size: 14 });
  pb.down(11).text(50, 'Unterschrift Verkäufer/in', { size: 7.5 });
  pb.text(305, 'Unterschrift Käufer/in', { size: 7.5 });
  return { items: pb.items, language: 'de', truth: { documentType: 'purchase', sellerName: seller.full, saleDate: iso, purchasePrice: price } };
};

/** 2018–25 Austria: a one-man dealer's Kaufvertrag — margin scheme (no VAT shown), a deposit already received, the rest on handover. */
export const dealerDepositAT2022: Family = (rng) => {
  const year = rng.int(2018, 2025);
  const iso = isoIn(rng, year);
  const depositIso = addDays(iso, -rng.int(7, 30));
  const handover = addDays(iso, rng.int(5, 21));
  const town = place(rng, 'AT', year);
  const owner = person(rng, 'AT', true);
  const dealer = `Classic Cars ${owner.last} e.U.`;
  const buyer = person(rng, 'AT');
  const [car, from, to, price] = rng.pick([
    ['Mercedes-Benz 450 SL (R107)', 1973, 1980, 42500],
    ['Porsche 924 S', 1986, 1988, 18900],
    ['VW T2b Westfalia', 1973, 1979, 34900],
    ['Lancia Fulvia Coupé 1.3 S', 1970, 1976, 24500],
    ['Jaguar XJ-S V12', 1976, 1989, 29800],
  ] as [string, number, number, number][]);
  const deposit = rng.pick([2000, 3000, 5000]);

  const pb = new PageBuilder();
  pb.text(50, dealer, { y: 56, size: 17, bold: true });
  pb.text(50, `An- und Verkauf klassischer Fahrzeuge  ·  Inh. ${owner.full}  ·  ${town.street}, A-${town.line}`, { y: 70, size: 8.5 });
  pb.text(50, `Tel. ${phone(rng, 'AT', year)}  ·  UID ATU${digits(rng, 8)}  ·  FN ${digits(rng, 6)}${letters(rng, 1).toLowerCase()}`, { y: 81, size: 8.5 });
  rule(pb, 50, 90, 495);
  pb.text(50, 'Kaufvertrag', { y: 124, size: 16, bold: true });
  pb.text(545, `Vertrag Nr. ${year}-${rng.int(10, 99)}`, { y: 112, size: 9, align: 'right' });
  pb.text(545, `Datum: ${dateText(iso, 'dd.mm.yyyy')}`, { y: 124, size: 9, align: 'right' });
  pb.y = 150;
  pb.text(50, 'Verkäufer:', { size: 9.5, bold: true });
  pb.text(150, `${dealer}, ${town.line}`, { size: 9.5 });
  pb.down(15).text(50, 'Käufer:', { size: 9.5, bold: true });
  pb.text(150, `${buyer.full}, ${street(rng, 'AT')}, ${place(rng, 'AT', year).line}`, { size: 9.5 });
  pb.down(26);
  table(
    pb,
    [
      { x: 50, w: 170 },
      { x: 220, w: 325 },
    ],
    [
      ['Fahrzeug', car],
      ['Fahrgestellnummer', `${letters(rng, 3)}${digits(rng, 10)}`],
      ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(from, to)}`],
      ['Kilometerstand lt. Tacho', `${count(rng.int(45000, 160000), '.')} km (nicht garantiert)`],
      ['§ 57a-Gutachten gültig bis', `${String(rng.int(1, 12)).padStart(2, '0')}/${year + 1}`],
      ['Voraussichtliche Übergabe', dateText(handover, 'dd.mm.yyyy')],
    ],
    { size: 9.5, row: 19, grid: true },
  );
  pb.down(24);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(250, l, { size: 10, bold });
    pb.text(542, v, { size: 10, bold, align: 'right' });
    pb.down(16);
  };
  tot('Kaufpreis', `€ ${de(price)}`, true);
  tot(`abzüglich Anzahlung, erhalten am ${dateText(depositIso, 'dd.mm.yyyy')}`, `€ ${de(deposit)}`);
  rule(pb, 250, pb.y - 11, 295);
  tot('Restbetrag, fällig bei Übergabe', `€ ${de(price - deposit)}`, true);
  pb.down(8);
  pb.text(50, 'Differenzbesteuerung gem. § 24 UStG — die Umsatzsteuer ist im Kaufpreis enthalten und wird nicht gesondert ausgewiesen.', { size: 8 });
  pb.down(18);
  para(
    pb,
    50,
    'Das Fahrzeug wird als Sammlerfahrzeug verkauft. Die Gewährleistung wird, soweit gesetzlich zulässig, auf zwölf Monate beschränkt; ausgenommen sind Verschleißteile. Das Eigentum geht mit vollständiger Bezahlung über. Gerichtsstand ist das sachlich zuständige Gericht am Sitz des Verkäufers.',
    495,
    9,
  );
  pb.down(40);
  rule(pb, 50, pb.y, 200);
  rule(pb, 345, pb.y, 200);
  pb.text(60, owner.last, { y: pb.y - 5, serif: true, size: 14 });
  pb.text(355, buyer.last, { y: pb.y - 5, serif: true, size: 14 });
  pb.down(11).text(50, 'Verkäufer', { size: 8 });
  pb.text(345, 'Käufer', { size: 8 });
  return { items: pb.items, language: 'de', truth: { documentType: 'purchase', sellerName: dealer, saleDate: iso, purchasePrice: price } };
};

/** The county of each town people.ts may draw (a notary's venue). */
const COUNTY: Record<string, string> = {
  Poughkeepsie: 'DUTCHESS',
  Dayton: 'MONTGOMERY',
  Frederick: 'FREDERICK',
  Boise: 'ADA',
  Lancaster: 'LANCASTER',
  Springfield: 'SANGAMON',
  Lexington: 'FAYETTE',
  Tucson: 'PIMA',
  'Fort Collins': 'LARIMER',
  Eugene: 'LANE',
  Burlington: 'CHITTENDEN',
  Athens: 'CLARKE',
};

/** 1976–86 USA: a typed bill of sale in one sentence — "Know all men by these presents", the price in words and figures, a notary's later date. */
export const sentenceBillOfSaleUS1981: Family = (rng) => {
  const year = rng.int(1976, 1986);
  const iso = isoIn(rng, year);
  const notarised = addDays(iso, rng.int(1, 5));
  const town = place(rng, 'US', year);
  const seller = person(rng, 'US');
  const middle = rng.pick(['L.', 'J.', 'A.', 'W.', 'E.']);
  const sellerName = `${seller.first} ${middle} ${seller.last}`;
  const buyer = person(rng, 'US');
  const car = rng.pick([
    '1957 Ford Thunderbird convertible',
    '1941 Packard 120 sedan',
    '1963 Chevrolet Corvette coupe',
    '1931 Ford Model A roadster',
    '1966 Shelby-style Mustang fastback',
  ]);
  const price = rng.pick([2750, 3500, 4800, 6250, 8900]);
  const day = Number(iso.slice(8, 10));
  const ord = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  const month = dateText(iso, 'us-long').split(' ')[0];
  const nDay = Number(notarised.slice(8, 10));
  const nOrd = nDay % 10 === 1 && nDay !== 11 ? 'st' : nDay % 10 === 2 && nDay !== 12 ? 'nd' : nDay % 10 === 3 && nDay !== 13 ? 'rd' : 'th';

  const pb = new PageBuilder();
  const s = { size: 11, serif: true };
  pb.text(297, 'BILL OF SALE', { y: 90, size: 18, bold: true, serif: true, align: 'center' });
  pb.y = 140;
  para(
    pb,
    70,
    `KNOW ALL MEN BY THESE PRESENTS, that I, ${sellerName}, of ${town.line.replace(/ \d+$/, '')}, for and in consideration of the sum of ${wordsEN(price)} and 00/100 Dollars ($${en(price)}), to me in hand paid by ${buyer.full}, the receipt whereof is hereby acknowledged, do hereby sell, assign and transfer unto the said ${buyer.full} one ${car}, Vehicle Identification No. ${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 6)}, Title No. ${digits(rng, 8)}, free and clear of all liens and encumbrances, this ${day}${ord} day of ${month}, ${year}.`,
    455,
    11,
    { serif: true, lead: 20 },
  );
  pb.down(20);
  para(
    pb,
    70,
    'The vehicle is sold as is, where is, with no warranty expressed or implied. The seller warrants that the seller is the lawful owner and has the right to sell the same.',
    455,
    11,
    { serif: true, lead: 20 },
  );
  pb.down(40);
  rule(pb, 300, pb.y, 225);
  pb.text(310, sellerName, { y: pb.y - 6, serif: true, size: 14 });
  pb.down(13).text(300, 'Seller', s);
  pb.down(22);
  rule(pb, 300, pb.y, 225);
  pb.text(310, buyer.full, { y: pb.y - 6, serif: true, size: 14 });
  pb.down(13).text(300, 'Purchaser', s);
  pb.down(50);
  const top = pb.y;
  pb.box(70, top, 455, 120);
  pb.text(80, `STATE OF ${town.region}    )`, { y: top + 20, size: 10, serif: true });
  pb.text(80, `COUNTY OF ${COUNTY[town.town] ?? 'MONTGOMERY'}    ) ss.`, { y: top + 34, size: 10, serif: true });
  pb.y = top + 56;
  para(
    pb,
    80,
    `Subscribed and sworn to before me this ${nDay}${nOrd} day of ${dateText(notarised, 'us-long').split(' ')[0]}, ${notarised.slice(0, 4)}.`,
    430,
    10,
    { serif: true },
  );
  pb.text(80, `${person(rng, 'US').full}, Notary Public`, { y: top + 92, size: 10, serif: true });
  pb.text(80, `My commission expires ${dateText(addDays(iso, rng.int(300, 1400)), 'mm/dd/yyyy')}`, { y: top + 106, size: 9, serif: true });
  return { items: pb.items, language: 'en', truth: { documentType: 'purchase', sellerName, saleDate: iso, purchasePrice: price } };
};

/** 2012–20 Britain: a private sale agreement from a template — agreed price, a deposit on one date, the balance and the date of sale on another. */
export const privateAgreementUK2016: Family = (rng) => {
  const year = rng.int(2012, 2020);
  const iso = isoIn(rng, year);
  const depositIso = addDays(iso, -rng.int(3, 14));
  const seller = person(rng, 'UK');
  const buyer = person(rng, 'UK');
  const where = place(rng, 'UK', year);
  const [car, built] = rng.pick([
    ['Triumph TR7 Drophead', 1980],
    ['MG Midget 1500', 1977],
    ['Jaguar XJ-S 3.6', 1986],
    ['Ford Escort Mk2 1600 Sport', 1978],
    ['Morris Minor 1000 Traveller', 1968],
  ] as [string, number][]);
  const price = rng.pick([4250, 6500, 8750, 11500, 14950]);
  const deposit = rng.pick([250, 500, 1000]);

  const pb = new PageBuilder();
  pb.text(297, 'VEHICLE SALE AGREEMENT & RECEIPT', { y: 62, size: 15, bold: true, align: 'center' });
  pb.text(297, 'Private sale — one copy each for seller and buyer', { y: 76, size: 8.5, align: 'center' });
  const block = (title: string, x: number, rows: [string, string][]) => {
    pb.text(x, title, { y: 108, size: 10, bold: true });
    rows.forEach(([l, v], i) => {
      pb.text(x, l, { y: 126 + i * 20, size: 8 });
      pb.text(x + 62, v, { y: 126 + i * 20, size: 10, serif: true });
      rule(pb, x + 60, 129 + i * 20, 180);
    });
  };
  block('SELLER', 50, [
    ['Name', seller.full],
    ['Address', street(rng, 'UK')],
    ['', where.line],
    ['Phone', `07${digits(rng, 3)} ${digits(rng, 6)}`],
  ]);
  block('BUYER', 305, [
    ['Name', buyer.full],
    ['Address', street(rng, 'UK')],
    ['', place(rng, 'UK', year).line],
    ['Phone', `07${digits(rng, 3)} ${digits(rng, 6)}`],
  ]);
  pb.y = 220;
  pb.text(50, 'VEHICLE', { size: 10, bold: true });
  pb.down(6);
  table(
    pb,
    [
      { x: 50, w: 150 },
      { x: 200, w: 345 },
    ],
    [
      ['Make & model', car],
      ['Registration', plateUK(rng, built)],
      ['VIN / chassis', `${letters(rng, 2)}${digits(rng, 6)}${letters(rng, 2)}`],
      ['Mileage (recorded)', `${count(rng.int(38000, 120000), ',')} — not warranted`],
      ['MOT expiry', rng.chance(0.5) ? dateText(addDays(iso, rng.int(30, 300)), 'dd/mm/yyyy') : 'Exempt (historic)'],
    ],
    { size: 9.5, row: 19, grid: true },
  );
  pb.down(22);
  pb.text(50, 'PAYMENT', { size: 10, bold: true });
  pb.down(6);
  table(
    pb,
    [
      { x: 50, w: 300 },
      { x: 350, w: 195, align: 'right' },
    ],
    [
      ['Agreed sale price', `£${en(price)}`],
      [`Deposit paid ${dateText(depositIso, 'dd/mm/yyyy')}`, `£${en(deposit)}`],
      ['Balance paid on collection (bank transfer)', `£${en(price - deposit)}`],
    ],
    { size: 9.5, row: 19, grid: true },
  );
  pb.down(20);
  pb.text(50, `Date of sale: ${dateText(iso, 'dd/mm/yyyy')}`, { size: 11, bold: true });
  pb.text(330, `Time: ${rng.int(10, 17)}:${rng.pick(['00', '15', '30', '45'])}`, { size: 10 });
  pb.down(22);
  para(
    pb,
    50,
    'The vehicle is sold as seen, tried and approved, without warranty. The seller confirms that the vehicle is their property, is not subject to any outstanding finance and has not been declared an insurance write-off. The buyer takes responsibility for the vehicle from the time of sale and will tax and insure it before driving.',
    495,
    9,
  );
  pb.down(40);
  rule(pb, 50, pb.y, 210);
  rule(pb, 305, pb.y, 240);
  pb.text(60, seller.full, { y: pb.y - 5, serif: true, size: 14 });
  pb.text(315, buyer.full, { y: pb.y - 5, serif: true, size: 14 });
  pb.down(11).text(50, 'Seller’s signature', { size: 8 });
  pb.text(305, 'Buyer’s signature', { size: 8 });
  pb.down(26).text(50, 'V5C/2 new keeper supplement handed to buyer: yes   ·   Spare keys: 1   ·   Service history: folder', { size: 8.5 });
  return { items: pb.items, language: 'en', truth: { documentType: 'purchase', sellerName: seller.full, saleDate: iso, purchasePrice: price } };
};
