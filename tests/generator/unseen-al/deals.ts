/** Titles of old cars (Fahrzeugbrief, Teil II, bonded and antique US titles) and purchases (dealers, auction houses). */
import { addDays, doc, fd, hline, num, para, r2, row, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { BRITISH, deName, digits, enName, JAGUAR, MERCEDES, MUSCLE, PORSCHE, tidy, up, vehicle, VW, ALFA } from './kit';

/** An old Kraftfahrzeugbrief with keeper entries and an Oldtimer remark; issued date under the authority. */
export function fahrzeugbriefAlt(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(
    rng,
    [...PORSCHE, ...MERCEDES, ...VW].filter((c) => c.to <= 1980),
  );
  const issued = addDays(`${v.year}-05-02`, rng.int(200, 4000));
  const briefNo = `${String.fromCharCode(65 + rng.int(0, 25))} ${digits(rng, 7)}`;
  p.y = 56;
  p.text(297, 'Kraftfahrzeugbrief', { size: 16, bold: true, serif: true, align: 'center' });
  p.text(555, `Nr. ${briefNo}`, { size: 10, serif: true, align: 'right', y: 80 });
  p.y = 110;
  const f: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2 Hersteller', up(v.car.make)],
    ['3 Typ und Ausführung', v.car.model],
    ['4 Fahrzeug-Ident.-Nr.', v.vin],
    ['5 Art des Motors', `Otto, ${v.car.engine}`],
    ['6 Leistung kW (PS)', `${rng.int(30, 150)} (${rng.int(40, 200)})`],
    ['7 Hubraum cm³', String(rng.int(1100, 4500))],
    ['32 Tag der ersten Zulassung', fd(`${v.year}-0${rng.int(1, 9)}-1${rng.int(0, 8)}`, 'de')],
  ];
  f.forEach(([k, val]) => {
    p.text(50, k, { size: 8.5, serif: true }).text(260, val, { size: 10, serif: true });
    p.down(18);
  });
  p.down(10);
  p.text(50, 'Halter', { size: 10, bold: true, serif: true });
  p.down(14);
  const n = rng.int(2, 4);
  let d = issued;
  for (let i = 0; i < n; i++) {
    p.text(50, `${i + 1}. ${deName(rng)}, ${rng.pick(['Stuttgart', 'Wuppertal', 'Kiel', 'Regensburg', 'Trier'])}`, { size: 9.5, serif: true }).text(
      420,
      `eingetr. ${fd(d, 'de')}`,
      { size: 9, serif: true },
    );
    p.down(14);
    d = addDays(d, rng.int(400, 1800));
  }
  p.down(16);
  p.box(50, p.y - 12, 495, 40);
  p.text(56, 'Vermerke der Zulassungsstelle:', { size: 8.5, bold: true, serif: true });
  p.down(13).text(
    56,
    `Ersatzbrief für den in Verlust geratenen Brief; ${rng.pick(['Farbe geändert in silber', 'Austauschmotor eingebaut', 'Verdeck nachgerüstet'])}.`,
    { size: 8.5, serif: true },
  );
  p.down(40).text(50, `Ausgefertigt am ${fd(issued, 'de')}`, { size: 10, serif: true });
  p.down(14).text(
    50,
    `${rng.pick(['Der Oberkreisdirektor', 'Der Landrat', 'Der Oberbürgermeister'])} – Straßenverkehrsamt ${rng.pick(['Mettmann', 'Böblingen', 'Rendsburg', 'Regensburg'])}`,
    { size: 9, serif: true },
  );
  return doc(p, 'de', { documentType: 'title', date: issued, vin: v.vin });
}

/** A Zulassungsbescheinigung Teil II re-issued after an import with the Oldtimer entry; ausgefertigt date. */
export function zb2Oldtimer(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...MUSCLE, ...JAGUAR, ...ALFA]);
  const issued = rng.date(2006, 2025);
  const no = `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 7)}`;
  p.text(40, 'Zulassungsbescheinigung Teil II', { size: 14, bold: true });
  p.down(12).text(40, '(Fahrzeugbrief)', { size: 9 });
  p.text(555, no, { size: 12, bold: true, align: 'right', y: 60 });
  p.y = 110;
  const f: [string, string][] = [
    ['C.6.1 Name', deName(rng).split(' ')[1]],
    ['C.6.2 Vorname', deName(rng).split(' ')[0]],
    ['B Datum der Erstzulassung', `01.07.${v.year}`],
    ['D.1 Marke', up(v.car.make)],
    ['D.2 Typ', v.car.model],
    ['E Fahrzeug-Identifizierungsnummer', v.vin],
    ['J Fahrzeugklasse', 'M1'],
    ['5 Bezeichnung', 'Oldtimer'],
    ['P.1 Hubraum', String(rng.int(1300, 7200))],
  ];
  f.forEach(([k, val]) => {
    p.text(40, k, { size: 8.5 }).text(250, val, { size: 10 });
    p.down(17);
  });
  p.down(12);
  p.box(40, p.y - 12, 515, 52);
  p.text(46, 'Bemerkungen', { size: 8.5, bold: true });
  p.down(13).text(46, `Einfuhr aus ${rng.pick(['den USA', 'Großbritannien', 'Italien'])}; Gutachten nach § 21 und § 23 StVZO; Datenbestätigung liegt vor.`, {
    size: 8.5,
  });
  p.down(11).text(46, 'Ausländische Zulassungspapiere eingezogen.', { size: 8.5 });
  p.down(40).text(40, `Ausgefertigt am: ${fd(issued, 'de')}`, { size: 10 });
  p.down(13).text(40, `Zulassungsbehörde ${rng.pick(['Kreis Pinneberg', 'Stadt Bremen', 'Landkreis Harburg'])}`, { size: 9 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin: v.vin });
}

/** A US bonded title (Texas-style): the bond remark, ISSUE DATE, VIN, odometer EXEMPT. */
export function usBondedTitle(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MUSCLE);
  const issued = rng.date(1998, 2025);
  const titleNo = digits(rng, 17);
  p.box(30, 30, 535, 420);
  p.text(297, 'THE STATE OF TEXAS', { size: 13, bold: true, align: 'center', y: 56 });
  p.text(297, 'CERTIFICATE OF TITLE', { size: 12, bold: true, align: 'center', y: 72 });
  p.text(297, '*** BONDED TITLE ***', { size: 11, bold: true, align: 'center', y: 92 });
  const f: [string, string][] = [
    ['VEHICLE IDENTIFICATION NUMBER', v.vin],
    ['YEAR MODEL', String(v.year)],
    ['MAKE OF VEHICLE', up(v.car.make)],
    ['BODY STYLE', rng.pick(['2D', 'CV', 'HT'])],
    ['TITLE / DOCUMENT NUMBER', titleNo],
    ['DATE TITLE ISSUED', fd(issued, 'us')],
    ['ODOMETER READING', 'EXEMPT'],
    ['PREVIOUS OWNER', up(enName(rng))],
    ['OWNER', up(enName(rng))],
  ];
  f.forEach(([k, val], i) => {
    const x = i % 2 ? 310 : 45;
    const y = 120 + Math.floor(i / 2) * 30;
    p.text(x, k, { size: 7, y }).text(x, val, { size: 10, y: y + 12 });
  });
  p.y = 290;
  para(
    p,
    45,
    `REMARKS: BONDED TITLE. A surety bond in the amount of $${num(tidy(rng, 6000, 45000, 100), 'en')} was filed with the department on ${fd(addDays(issued, -rng.int(10, 60)), 'us')}, valid for three years. This title is subject to the rights of any person with a claim under the bond. ANTIQUE VEHICLE.`,
    100,
    { size: 8.5 },
  );
  p.down(10).text(45, 'FIRST LIENHOLDER: NONE', { size: 9 });
  p.down(24).text(45, 'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE OF TITLE.', {
    size: 6.5,
  });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: v.vin });
}

/** A 1970s–80s Pennsylvania-style certificate of title with the ANTIQUE brand, typed. */
export function usAntiqueTitle(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...MUSCLE, ...MERCEDES, ...BRITISH]);
  const issued = rng.date(1972, 1994);
  p.y = 60;
  p.text(297, 'COMMONWEALTH OF PENNSYLVANIA', { size: 12, bold: true, serif: true, align: 'center' });
  p.down(15).text(297, 'DEPARTMENT OF TRANSPORTATION — CERTIFICATE OF TITLE FOR A VEHICLE', { size: 9, serif: true, align: 'center' });
  p.down(30);
  const titleNo = `${digits(rng, 8)}${rng.int(100, 999)}`;
  p.text(40, `TITLE NUMBER ${titleNo}`, { serif: true, size: 10 }).text(555, `DATE OF ISSUE ${fd(issued, 'usshort')}`, {
    serif: true,
    size: 10,
    align: 'right',
  });
  p.down(24);
  p.text(40, 'YEAR   MAKE            BODY   VEHICLE IDENTIFICATION NO.', { serif: true, size: 8 });
  p.down(13).text(40, `${v.year}   ${up(v.car.make).padEnd(15, ' ')}  ${rng.pick(['CP', 'CV', '2D'])}     ${v.vin}`, { serif: true, size: 10 });
  p.down(22).text(40, 'TITLE BRAND:  ANTIQUE VEHICLE — REGISTERED UNDER §1330 (NOT FOR GENERAL TRANSPORTATION)', { serif: true, size: 9, bold: true });
  p.down(22).text(40, `REGISTERED OWNER  ${up(enName(rng))}`, { serif: true, size: 10 });
  p.down(14).text(
    40,
    `${rng.int(10, 999)} ${up(rng.pick(['Maple Ave', 'Route 30', 'Orchard Rd']))}, ${up(rng.pick(['Hershey', 'Carlisle', 'York', 'Lancaster']))} PA`,
    { serif: true, size: 10 },
  );
  p.down(22).text(40, `ODOMETER  ${rng.int(10000, 99999)}   ACTUAL MILEAGE UNKNOWN`, { serif: true, size: 9 });
  p.down(22).text(40, 'LIEN  NONE', { serif: true, size: 9 });
  p.down(40);
  hline(p, 40, 515);
  p.down(14).text(40, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER', { serif: true, size: 9, bold: true });
  p.down(14).text(40, 'For value received I hereby transfer to: ________________________________  Date of sale: __________', { serif: true, size: 8.5 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: v.vin });
}

/** A classic dealer's Kaufvertrag with the Oldtimer clauses (Alter, Originalität, keine Gewährleistung für Laufleistung). */
export function oldtimerHaendlerKaufvertrag(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...ALFA, ...BRITISH]);
  const date = rng.date(1996, 2025);
  const dm = Number(date.slice(0, 4)) < 2002;
  const cur = dm ? 'DM' : 'EUR';
  const firm = rng.pick(['Classic Car Handel Vossberg GmbH', 'Oldtimer-Galerie Meierhofer', 'Sportwagen Klassik Wendelstein KG']);
  const price = tidy(rng, dm ? 30000 : 18000, dm ? 260000 : 240000, 500);
  const dep = tidy(rng, 1000, 5000, 500);
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(40, 'An- und Verkauf klassischer Automobile · Kommission · Einlagerung', { size: 8.5 });
  p.down(30).text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug (Oldtimer)', { size: 12, bold: true, align: 'center' });
  p.down(24);
  [
    ['Verkäufer', `${firm}, vertreten durch ${deName(rng)}`],
    ['Käufer', deName(rng)],
    ['Fahrzeug', `${v.label}, Baujahr ${v.year}`],
    ['Fahrgestell-Nr.', v.vin],
    ['Abgelesener Tachostand', `${num(rng.int(20000, 160000), 'de').slice(0, -3)} km (Gesamtlaufleistung nicht bekannt)`],
    ['Kennzeichen', rng.chance(0.5) ? 'H-Kennzeichen, abgemeldet' : 'ohne Zulassung (Import)'],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9.5, bold: true }).text(170, val, { size: 9.5 });
    p.down(14);
  });
  p.down(12);
  p.text(40, `Kaufpreis: ${num(price, 'de')} ${cur}`, { size: 11, bold: true });
  p.down(14).text(40, `(differenzbesteuert nach § 25a UStG, Mehrwertsteuer nicht ausweisbar) · Anzahlung ${num(dep, 'de')} ${cur}, Rest bei Übergabe`, {
    size: 9,
  });
  p.down(24);
  const clauses = [
    '1. Das Fahrzeug ist über 30 Jahre alt. Der Käufer wurde darauf hingewiesen, dass alters- und gebrauchsbedingter Verschleiß nicht als Mangel gilt.',
    '2. Angaben zur Originalität (matching numbers, Farbe, Ausstattung) beruhen auf Unterlagen des Vorbesitzers und dem beigefügten Wertgutachten; eine Beschaffenheitsgarantie wird nicht übernommen.',
    '3. Die Gewährleistung wird auf ein Jahr ab Übergabe beschränkt; ausgenommen sind Schäden an Motor und Getriebe, die auf Standzeiten zurückzuführen sind.',
    '4. Übergabe mit Fahrzeugbrief, Wertgutachten, Restaurierungsdokumentation und zwei Schlüsseln.',
  ];
  clauses.forEach((c) => {
    para(p, 40, c, 110, { size: 8.5 });
    p.down(4);
  });
  p.down(26).text(40, `${rng.pick(['Düsseldorf', 'Hannover', 'Rosenheim', 'Kassel'])}, den ${fd(date, 'de')}`, { size: 9.5 });
  p.down(36).text(40, '______________________  Verkäufer', { size: 9 }).text(330, '______________________  Käufer', { size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: price });
}

/** A German auction house's Zuschlagsrechnung: Zuschlag, Aufgeld incl. MwSt, Gesamtbetrag. */
export function auktionZuschlag(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...VW, ...ALFA]);
  const date = rng.date(2008, 2025);
  const firm = rng.pick(['Kunst- & Automobil-Auktionshaus Dörner', 'Classic Auctions Rheinland GmbH', 'Auktionshaus für Klassiker Hanse-Auto']);
  const hammer = tidy(rng, 12000, 260000, 500);
  const pct = rng.pick([12, 15, 17]);
  const aufgeld = r2((hammer * pct) / 100);
  const vat = r2(aufgeld * 0.19);
  const total = r2(hammer + aufgeld + vat);
  const lot = rng.int(101, 399);
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(40, `${rng.int(40, 60)}. Klassiker-Auktion · ${fd(date, 'delong')}`, { size: 9 });
  p.y = 110;
  p.text(40, `Bieter-Nr. ${rng.int(100, 999)} · ${deName(rng)}`, { size: 9.5 });
  p.down(30)
    .text(40, 'Zuschlagsrechnung', { size: 15, bold: true })
    .text(555, `Nr. ${date.slice(0, 4)}-${rng.int(1000, 9999)}`, { size: 10, align: 'right' });
  p.down(12).text(555, `Datum ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 100 }, { x: 555, align: 'right' }];
  row(p, cols, ['Los', 'Objekt', 'EUR'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, [String(lot), `${v.label}, Bj. ${v.year}, Fgst.-Nr. ${v.vin}`, '']);
  p.down(13);
  row(p, cols, ['', 'Zuschlag (differenzbesteuert)', num(hammer, 'de')]);
  p.down(13);
  row(p, cols, ['', `Aufgeld ${pct} % auf den Zuschlag`, num(aufgeld, 'de')]);
  p.down(13);
  row(p, cols, ['', '19 % MwSt. auf das Aufgeld', num(vat, 'de')]);
  p.down(6);
  hline(p, 330, 225, p.y);
  p.down(14);
  row(p, cols, ['', 'Gesamtbetrag', num(total, 'de')], { bold: true, size: 10.5 });
  p.down(30);
  para(
    p,
    40,
    `Zahlbar innerhalb von 10 Tagen nach der Auktion. Das Fahrzeug wird nach Zahlungseingang gegen Vorlage dieser Rechnung herausgegeben; Standgeld ab dem 15. Tag 25,00 EUR je Tag. Versteigert im Auftrag des Einlieferers; es gelten die Versteigerungsbedingungen, insbesondere der Ausschluss der Gewährleistung.`,
    110,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: total });
}

/** A British auction house's buyer's invoice: hammer, buyer's premium and VAT on the premium, lot number. */
export function ukAuctionBuyerInvoice(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, BRITISH);
  const date = rng.date(1999, 2025);
  const firm = rng.pick([
    'Hadleigh & Hart Classic Auctions Ltd',
    'Brightwater Motor Auctioneers',
    'Chettle & Fenn Vintage Sale Dept.',
    'Towcester Classic Auctioneers Ltd',
  ]);
  const hammer = tidy(rng, 6000, 180000, 250);
  const pct = rng.pick([10, 12.5, 15]);
  const prem = r2((hammer * pct) / 100);
  const vr = Number(date.slice(0, 4)) >= 2011 ? 20 : 17.5;
  const vat = r2((prem * vr) / 100);
  const total = r2(hammer + prem + vat);
  p.text(40, firm, { size: 15, bold: true });
  p.down(13).text(40, `${rng.pick(['The Pavilion Gardens, Buxton', 'Imperial War Museum, Duxford', 'Leominster Saleroom', 'Silverstone Circuit'])}`, {
    size: 9,
  });
  p.y = 110;
  p.text(40, "BUYER'S INVOICE", { size: 13, bold: true });
  p.down(18);
  [
    ['Sale', `${rng.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} Classic & Collectors’ Sale`],
    ['Sale date', fd(date, 'uklong')],
    ['Paddle no.', String(rng.int(100, 900))],
    ['Buyer', enName(rng)],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9 }).text(130, val, { size: 9 });
    p.down(12);
  });
  p.down(16);
  const cols: Col[] = [{ x: 40 }, { x: 90 }, { x: 555, align: 'right' }];
  row(p, cols, ['Lot', 'Description', '£'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, [
    String(rng.int(1, 160)),
    `${v.year} ${v.label}, chassis no. ${v.vin}, registration ${rng.pick(['ABC', 'KRX', 'PGM', 'WDU'])} ${rng.int(100, 999)}${String.fromCharCode(65 + rng.int(0, 12))}`,
    '',
  ]);
  p.down(13);
  row(p, cols, ['', 'Hammer price (margin scheme – no VAT)', num(hammer, 'en')]);
  p.down(13);
  row(p, cols, ['', `Buyer's premium @ ${pct}%`, num(prem, 'en')]);
  p.down(13);
  row(p, cols, ['', `VAT on premium @ ${vr}%`, num(vat, 'en')]);
  p.down(8);
  hline(p, 330, 225, p.y);
  p.down(14);
  row(p, cols, ['', 'TOTAL DUE', `£${num(total, 'en')}`], { bold: true, size: 10.5 });
  p.down(30);
  para(
    p,
    40,
    'Payment in cleared funds by 4 pm on the second working day after the sale. Lots are at the buyer’s risk from the fall of the hammer. Storage charged at £30 + VAT per day after five days. The vendor’s identity is not disclosed on this invoice.',
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: total });
}

/** A US collector-car auction's bill of sale: consignor as seller, high bid plus buyer's fee as the purchase price. */
export function usAuctionBillOfSale(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MUSCLE);
  const date = rng.date(1994, 2025);
  const house = rng.pick(['Meacham Auctions of Kissimmee', 'Barrow-Jennings Collector Car Auctions, Scottsdale', 'Midwest Muscle Car Auction Co.']);
  const consignor = enName(rng);
  const bid = tidy(rng, 18000, 260000, 250);
  const pct = rng.pick([8, 10]);
  const fee = r2((bid * pct) / 100);
  const total = r2(bid + fee);
  p.y = 60;
  p.text(297, house, { size: 14, bold: true, align: 'center' });
  p.down(22).text(297, 'AUCTION BILL OF SALE', { size: 12, bold: true, align: 'center' });
  p.down(30);
  [
    ['Lot number', `${rng.pick(['F', 'S', 'T'])}${rng.int(10, 299)}`],
    ['Date of sale', fd(date, 'us')],
    ['Seller (consignor)', consignor],
    ['Buyer', enName(rng)],
    ['Year / Make / Model', `${v.year} ${v.label}`],
    ['VIN', v.vin],
    ['Odometer', `${num(rng.int(1000, 99999), 'en').slice(0, -3)} — exempt`],
  ].forEach(([k, val]) => {
    p.text(60, k, { size: 9.5 }).text(220, val, { size: 9.5 });
    p.down(15);
  });
  p.down(12);
  [
    ['High bid', bid],
    [`Buyer's fee (${pct}%)`, fee],
    ['Total purchase price', total],
  ].forEach(([k, val], i) => {
    p.text(60, k as string, { size: 10, bold: i === 2 }).text(400, `$${num(val as number, 'en')}`, { size: 10, bold: i === 2, align: 'right' });
    p.down(15);
  });
  p.down(20);
  para(
    p,
    60,
    `The seller warrants clear title and the auction company acts as agent for the seller only. Vehicle sold AS IS, WHERE IS. Title to be mailed to buyer within 30 days of cleared funds. Sales tax, if any, is the responsibility of the buyer in the state of registration.`,
    100,
    { size: 8.5 },
  );
  p.down(20).text(60, 'Seller ______________________    Buyer ______________________    Auction ______________________', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: consignor, saleDate: date, purchasePrice: total });
}

/** A UK marque specialist dealer's sales invoice under the margin scheme, with part exchange. */
export function ukSpecialistDealerSale(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...JAGUAR, ...PORSCHE, ...MERCEDES]);
  const date = rng.date(1985, 2025);
  const firm = rng.pick([
    'Oldfield & Crowe Classic Sports Cars',
    'Fenwick Heritage Motors Ltd',
    'Woodham Ferrers Classics Ltd',
    'Hexham Classic Cars of Highgate',
  ]);
  const price = tidy(rng, 8000, 190000, 500);
  const px = rng.chance(0.5) ? tidy(rng, 2000, 20000, 250) : 0;
  const dep = tidy(rng, 500, 5000, 250);
  p.text(555, firm, { size: 14, bold: true, align: 'right' });
  p.down(12).text(555, 'Sales · Restoration · Storage · Est. 1971', { size: 8.5, align: 'right' });
  p.y = 110;
  p.text(40, 'SALES INVOICE', { size: 14, bold: true });
  p.down(16).text(40, `Invoice ${rng.int(800, 4999)}   Date ${fd(date, 'uk')}`, { size: 9.5 });
  p.down(14).text(40, `Purchaser: ${enName(rng)}`, { size: 9.5 });
  p.down(26);
  [
    ['Vehicle', `${v.year} ${v.label}`],
    ['Chassis no.', v.vin],
    [
      'Colour / trim',
      `${rng.pick(['Old English White', 'British Racing Green', 'Signal Red', 'Opalescent Silver Blue'])} / ${rng.pick(['black leather', 'tan hide', 'red Connolly'])}`,
    ],
    ['Recorded mileage', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} (not warranted)`],
    ['Heritage certificate', rng.chance(0.5) ? 'supplied – matching numbers confirmed' : 'applied for'],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9.5, bold: true }).text(170, val, { size: 9.5 });
    p.down(14);
  });
  p.down(14);
  const lines: [string, number][] = [['Sale price of vehicle', price]];
  if (px) lines.push(['Less part exchange allowance', -px]);
  lines.push(['Less deposit paid', -dep]);
  lines.push(['Balance paid on collection', r2(price - px - dep)]);
  lines.forEach(([k, val], i) => {
    p.text(40, k, { size: 10, bold: i === 0 }).text(400, `${val < 0 ? '-' : ''}£${num(Math.abs(val), 'en')}`, { size: 10, bold: i === 0, align: 'right' });
    p.down(15);
  });
  p.down(16);
  para(
    p,
    40,
    'Second-hand margin scheme – input tax deduction has not been and will not be claimed by us in respect of the goods sold on this invoice. The vehicle is sold as a collector’s car, its age and history having been explained to the purchaser.',
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: price });
}
