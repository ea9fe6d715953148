/**
 * The deal itself and its official paper: registrations (re-registration, export plates, temporary tags), titles,
 * private-sale contract forms of motoring clubs, dealers' invoices, and valuations by experts and surveyors.
 */
import { addDays, doc, fd, hline, num, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, car, digits, letters, page, person, phone, plate, round } from './kit';

/* ------------------------------------------------------------------ registration */

/** German Zulassungsbescheinigung Teil I for an export plate (Ausfuhrkennzeichen) with its expiry. */
export function ausfuhrZulassung(rng: Random): Generated {
  const date = rng.date(2006, 2025);
  const exp = addDays(date, rng.pick([15, 30, 90, 365]));
  const p = page(50);
  p.text(50, 'Bundesrepublik Deutschland', { size: 8 });
  p.text(50, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { y: 64, size: 11, bold: true });
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  p.text(545, no, { y: 50, size: 11, bold: true, align: 'right' });
  const pl = `${rng.pick(['M', 'S', 'HH'])} ${rng.int(1, 99)}${letters(rng, 2)}${rng.int(1, 9)}`;
  const c = car(rng, 2000, 'de');
  const f: [string, string][] = [
    ['A', pl],
    ['B', fd(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de')],
    ['I', fd(date, 'de')],
    ['E', c.vin],
    ['D.1', c.make],
    ['D.3', c.model],
    ['C.1.1', person(rng, 'DE').split(' ')[1]],
    ['', `Ausfuhrkennzeichen — gültig bis ${fd(exp, 'de')}`],
  ];
  p.y = 100;
  f.forEach(([k, v]) => {
    p.text(50, k, { size: 8, bold: true });
    p.text(90, v, { size: 10 });
    p.down(18);
  });
  p.text(50, `Zulassungsbehörde ${rng.pick(['München', 'Stuttgart', 'Hamburg'])}`, { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl, registrationNumber: no, expiryDate: exp });
}

/** A Swiss Fahrzeugausweis after import: boxed fields with numbered codes, no expiry. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const p = page(60);
  const kanton = rng.pick(['Zürich', 'Bern', 'Luzern']);
  p.text(50, 'Schweizerische Eidgenossenschaft · Fahrzeugausweis', { size: 10, bold: true });
  p.text(50, `Strassenverkehrsamt des Kantons ${kanton}`, { y: 74, size: 8 });
  const pl = plate(rng, 'CH');
  const no = `${digits(rng, 9)}`;
  const c = car(rng, 2000, 'de');
  const date = rng.date(2000, 2025);
  const cells: [string, string, string][] = [
    ['15', 'Kontrollschild', pl],
    ['18', 'Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['23', 'Fahrgestell-Nr.', c.vin],
    ['21', 'Marke und Typ', `${c.make} ${c.model}`],
    ['36', '1. Inverkehrsetzung', fd(`${c.year}-06-01`, 'de')],
    ['38', 'Ausgestellt', fd(date, 'de')],
    ['', 'Ausweis-Nr.', no],
    ['', 'Halter', person(rng, 'CH')],
  ];
  cells.forEach(([n, l, v], i) => {
    const x = 50 + (i % 2) * 247;
    const yy = 95 + Math.floor(i / 2) * 36;
    p.box(x, yy, 247, 36);
    p.text(x + 4, `${n ? n + ' ' : ''}${l}`, { y: yy + 11, size: 7 });
    p.text(x + 4, v, { y: yy + 27, size: 10 });
  });
  p.text(50, '(Veteranenfahrzeug: Nachprüfung alle 6 Jahre)', { y: 260, size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl, registrationNumber: no });
}

/** A UK V5C registration certificate after the change of keeper. */
export function v5cKeeper(rng: Random): Generated {
  const p = page(50);
  p.text(50, 'Vehicle Registration Certificate', { size: 13, bold: true });
  p.text(50, 'V5C', { y: 70, size: 10 });
  const no = `${digits(rng, 11)}`;
  p.text(545, `Document reference number`, { y: 50, size: 7, align: 'right' });
  p.text(545, `${no.slice(0, 4)} ${no.slice(4, 8)} ${no.slice(8)}`, { y: 62, size: 11, bold: true, align: 'right' });
  const c = car(rng, 2000, 'en');
  const pl = plate(rng, 'UK', c.year);
  const date = rng.date(2004, 2025);
  p.y = 100;
  const f: [string, string, string][] = [
    ['A', 'Registration mark', pl],
    ['B', 'Date of first registration', fd(`${c.year}-05-14`, 'uk')],
    ['C.1', 'Registered keeper', person(rng, 'UK')],
    ['E', 'VIN/Chassis/Frame no.', c.vin],
    ['D.1', 'Make', c.make.toUpperCase()],
    ['D.3', 'Model', c.model.toUpperCase()],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Date of issue', fd(date, 'uk')],
  ];
  f.forEach(([k, l, v]) => {
    p.text(50, k, { size: 7.5 });
    p.text(80, l, { size: 8 });
    p.text(250, v, { size: 10 });
    p.down(17);
  });
  p.down(10);
  p.text(50, 'This document is not proof of ownership.', { size: 8, bold: true });
  return doc(p, 'en', { documentType: 'registration', plateNumber: pl, registrationNumber: no });
}

/** A US dealer's temporary tag / temporary operating permit with its expiry. */
export function usTempTag(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const exp = addDays(date, rng.pick([30, 45, 60]));
  const p = page(70);
  const state = rng.pick(['ARIZONA', 'TEXAS', 'FLORIDA']);
  p.box(50, 50, 495, 260);
  p.text(297, `${state} TEMPORARY REGISTRATION PERMIT`, { y: 80, size: 13, bold: true, align: 'center' });
  const pl = `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 4)}`;
  p.text(297, pl, { y: 150, size: 44, bold: true, align: 'center' });
  p.text(297, `EXPIRES ${fd(exp, 'us')}`, { y: 190, size: 16, bold: true, align: 'center' });
  const c = car(rng, 2000, 'en');
  const no = `${digits(rng, 10)}`;
  p.text(70, `${c.year} ${c.make.toUpperCase()}  VIN ${c.vin}`, { y: 225, size: 9 });
  p.text(70, `Issued ${fd(date, 'us')} by ${rng.pick(['Desert Classics LLC', 'Lone Star Collector Cars', 'Sunshine Motorcars'])}  Dealer #${digits(rng, 5)}`, {
    y: 240,
    size: 9,
  });
  p.text(70, `Permit No. ${no}`, { y: 255, size: 9 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: pl, registrationNumber: no, expiryDate: exp });
}

/** A US state registration card after the buyer re-registered the car. */
export function usRegistrationCard(rng: Random): Generated {
  const p = page(60);
  const date = rng.date(2000, 2025);
  const exp = `${yearOf(date) + 1}-${date.slice(5, 7)}-${['28', '30', '31'][0]}`;
  const st = rng.pick(['STATE OF OREGON', 'STATE OF CONNECTICUT', 'STATE OF CALIFORNIA']);
  p.text(50, st, { size: 10, bold: true });
  p.text(50, 'VEHICLE REGISTRATION CARD', { y: 74, size: 12, bold: true });
  const pl = plate(rng, 'US');
  const no = `${letters(rng, 1)}${digits(rng, 8)}`;
  const c = car(rng, 2000, 'en');
  const heads = ['PLATE NO.', 'REG. NO.', 'VALID FROM', 'EXPIRES'];
  const vals = [pl, no, fd(date, 'us'), fd(exp, 'us')];
  heads.forEach((h, i) => {
    p.text(50 + i * 124, h, { y: 100, size: 7 });
    p.text(50 + i * 124, vals[i], { y: 113, size: 10.5, bold: true });
  });
  p.text(50, `${c.year} ${c.make.toUpperCase()} ${c.model.toUpperCase()}   VIN ${c.vin}`, { y: 140, size: 9 });
  p.text(50, `REGISTERED OWNER: ${person(rng, 'US').toUpperCase()}`, { y: 155, size: 9 });
  p.text(50, `FEES PAID $${num(r2(rng.int(40, 200)), 'en')}   CLASS: ${rng.pick(['HISTORIC', 'PASSENGER', 'ANTIQUE'])}`, { y: 170, size: 9 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: pl, registrationNumber: no, expiryDate: exp });
}

/* ------------------------------------------------------------------ title */

/** A German Zulassungsbescheinigung Teil II (Fahrzeugbrief) reissued after the sale. */
export function teilZwei(rng: Random): Generated {
  const date = rng.date(2005, 2025);
  const p = page(56);
  p.text(50, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 12, bold: true });
  p.text(545, `${letters(rng, 2)}${digits(rng, 6)}`, { y: 56, size: 11, bold: true, align: 'right' });
  const c = car(rng, 2000, 'de');
  p.y = 100;
  [
    ['E', 'Fahrzeug-Identifizierungsnummer', c.vin],
    ['D.1', 'Marke', c.make],
    ['B', 'Datum der Erstzulassung', fd(`${c.year}-04-01`, 'de')],
    ['C.2.1', 'Name des Halters', person(rng, 'DE')],
    ['I', 'Datum der Ausfertigung', fd(date, 'de')],
  ].forEach(([k, l, v]) => {
    p.text(50, k, { size: 8, bold: true });
    p.text(90, l, { size: 8 });
    p.text(260, v, { size: 10 });
    p.down(18);
  });
  p.down(10);
  p.text(50, 'Der Inhaber ist nicht als Eigentümer des Fahrzeugs ausgewiesen.', { size: 8 });
  return doc(p, 'de', { documentType: 'title', date, vin: c.vin });
}

/** An Austrian Typenschein-style certificate with its issue date and chassis number. */
export function typenscheinAT(rng: Random): Generated {
  const date = rng.date(1972, 2005);
  const p = page(60);
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 10, align: 'center', serif: true });
  p.text(297, 'TYPENSCHEIN', { y: 84, size: 20, bold: true, align: 'center', serif: true });
  p.text(297, `Nr. ${digits(rng, 7)}`, { y: 100, size: 9, align: 'center', serif: true });
  const c = car(rng, yearOf(date), 'de');
  p.y = 140;
  [
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Marke und Type', `${c.make} ${c.model}`],
    ['Fahrgestellnummer', c.vin],
    ['Farbe', c.colour],
  ].forEach(([l, v]) => {
    p.text(60, `${l}:`, { size: 9.5, serif: true });
    p.text(220, v, { size: 10, serif: true });
    p.down(18);
  });
  p.down(20);
  p.text(60, `${rng.pick(['Wien', 'Salzburg'])}, am ${fd(date, 'delong')}`, { size: 9.5, serif: true });
  p.text(360, 'Für den Generalimporteur', { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'title', date, vin: c.vin });
}

/** A US certificate of title, centred state heading, lienholder box, odometer brand. */
export function usTitleTexas(rng: Random): Generated {
  const date = rng.date(1985, 2025);
  const p = page(50);
  const st = rng.pick(['TEXAS', 'ARIZONA', 'GEORGIA']);
  p.text(297, `THE STATE OF ${st}`, { size: 12, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 66, size: 11, align: 'center' });
  const c = car(rng, 2000, 'en');
  const no = `${digits(rng, 8)}${digits(rng, 6)}`;
  const heads = ['VEHICLE IDENTIFICATION NUMBER', 'YEAR', 'MAKE', 'TITLE NUMBER', 'DATE TITLE ISSUED'];
  const vals = [c.vin, String(c.year), c.make.toUpperCase().slice(0, 5), no, fd(date, 'us')];
  const xs = [50, 210, 260, 330, 450, 545];
  heads.forEach((h, i) => {
    p.box(xs[i], 84, xs[i + 1] - xs[i], 28);
    p.text(xs[i] + 3, h, { y: 92, size: 5.5 });
    p.text(xs[i] + 3, vals[i], { y: 106, size: 8.5 });
  });
  p.y = 140;
  p.text(50, `OWNER: ${person(rng, 'US').toUpperCase()}`, { size: 9.5 });
  p.down(14);
  p.text(50, address(rng, 'US').join(', ').toUpperCase(), { size: 9.5 });
  p.down(20);
  p.text(50, `ODOMETER: ${rng.pick(['EXEMPT', 'ACTUAL MILEAGE', 'NOT ACTUAL'])}`, { size: 9 });
  p.down(20);
  p.box(50, p.y - 10, 495, 40);
  p.text(55, 'FIRST LIENHOLDER: NONE', { size: 9 });
  return doc(p, 'en', { documentType: 'title', date, vin: c.vin });
}

/** A 1970s US title on a green-bordered form: owner above, data in a strip, 'issued' at the foot. */
export function usTitleSeventies(rng: Random): Generated {
  const date = rng.date(1970, 1984);
  const p = page(50);
  p.box(40, 40, 515, 380);
  const st = rng.pick(['MICHIGAN', 'OHIO', 'WISCONSIN']);
  p.text(297, `STATE OF ${st} — CERTIFICATE OF TITLE`, { y: 70, size: 12, bold: true, align: 'center' });
  const c = car(rng, yearOf(date), 'en');
  p.y = 110;
  p.text(60, person(rng, 'US').toUpperCase(), { size: 10 });
  p.down(13);
  p.text(60, address(rng, 'US').join('  ').toUpperCase(), { size: 9 });
  p.down(28);
  p.text(60, `${c.year}  ${c.make.toUpperCase()}  ${c.model.toUpperCase()}`, { size: 10 });
  p.down(14);
  p.text(60, `SERIAL NO. ${c.vin}`, { size: 10 });
  p.down(14);
  p.text(60, `TITLE NO. ${letters(rng, 1)} ${digits(rng, 6)}`, { size: 10 });
  p.down(40);
  p.text(60, `ISSUED ${fd(date, 'usshort')}`, { size: 10, bold: true });
  p.text(350, 'SECRETARY OF STATE', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date, vin: c.vin });
}

/* ------------------------------------------------------------------ purchase */

/** A club's printed private-sale contract (ADAC-style Kaufvertrag für den privaten Verkauf), filled in. */
export function clubKaufvertragDE(rng: Random): Generated {
  const date = rng.date(2002, 2025);
  const p = page(44);
  p.text(50, 'Kaufvertrag', { size: 16, bold: true });
  p.text(50, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeugs', { y: 60, size: 9 });
  p.text(545, `${rng.pick(['Automobilclub', 'Motorclub', 'Kraftfahrerverband'])} e.V. — Vordruck ${letters(rng, 1)}${digits(rng, 3)}`, {
    y: 44,
    size: 7,
    align: 'right',
  });
  const seller = person(rng, 'DE');
  const buyer = person(rng, 'DE');
  const sa = address(rng, 'DE');
  const ba = address(rng, 'DE');
  p.box(50, 75, 245, 70);
  p.box(300, 75, 245, 70);
  p.text(55, 'Verkäufer', { y: 86, size: 7.5, bold: true });
  p.text(55, seller, { y: 102, size: 10 });
  p.text(55, sa[0], { y: 116, size: 9 });
  p.text(55, sa[1], { y: 129, size: 9 });
  p.text(305, 'Käufer', { y: 86, size: 7.5, bold: true });
  p.text(305, buyer, { y: 102, size: 10 });
  p.text(305, ba[0], { y: 116, size: 9 });
  p.text(305, ba[1], { y: 129, size: 9 });
  const c = car(rng, 2000, 'de');
  p.y = 170;
  [
    ['Hersteller', c.make, 'Typ', c.model],
    ['Fahrzeug-Ident.-Nr.', c.vin, 'amtl. Kennzeichen', plate(rng, 'DE', 2010, true)],
    ['Gesamtlaufleistung lt. Tacho', `${num(c.km, 'de').slice(0, -3)} km`, 'Erstzulassung', String(c.year)],
  ].forEach(([l1, v1, l2, v2]) => {
    p.text(50, l1, { size: 7.5 });
    p.text(50, v1, { y: p.y + 12, size: 10 });
    p.text(300, l2, { size: 7.5 });
    p.text(300, v2, { y: p.y + 12, size: 10 });
    p.down(32);
  });
  const price = round(rng, 4000, 95000, 100);
  p.down(6);
  p.text(50, '☒ Das Fahrzeug wird unter Ausschluss der Sachmängelhaftung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird.', { size: 7.5 });
  p.down(24);
  p.box(50, p.y - 12, 495, 34);
  p.text(55, 'Kaufpreis (EUR)', { size: 7.5 });
  p.text(200, num(price, 'de'), { size: 12, bold: true });
  p.text(330, `in Worten: ${rng.pick(['siehe Ziffer', '—'])}`, { size: 8 });
  p.down(40);
  p.text(50, `Ort, Datum: ${sa[1].replace(/^[\d]+ /, '')}, ${fd(date, 'de')}`, { size: 9 });
  p.down(30);
  hline(p, 50, 200);
  hline(p, 300, 200);
  p.down(10);
  p.text(50, 'Unterschrift Verkäufer', { size: 7 });
  p.text(300, 'Unterschrift Käufer', { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** An Austrian club contract form (ÖAMTC-style): numbered sections, price in euro, seller block below buyer. */
export function clubKaufvertragAT(rng: Random): Generated {
  const date = rng.date(2002, 2025);
  const p = page(50);
  p.text(50, `KAUFVERTRAG für gebrauchte Kraftfahrzeuge`, { size: 13, bold: true });
  p.text(50, `Muster des ${rng.pick(['Österreichischen Kraftfahrclubs', 'Alpen-Automobilclubs'])} · Ausgabe ${yearOf(date) - rng.int(0, 3)}`, {
    y: 64,
    size: 7.5,
  });
  const buyer = person(rng, 'AT');
  const seller = person(rng, 'AT');
  const c = car(rng, 2000, 'de');
  p.y = 95;
  p.text(50, '1. Käufer/in', { size: 9, bold: true });
  p.text(180, `${buyer}, ${address(rng, 'AT').join(', ')}`, { size: 9.5 });
  p.down(18);
  p.text(50, '2. Verkäufer/in', { size: 9, bold: true });
  p.text(180, `${seller}, ${address(rng, 'AT').join(', ')}`, { size: 9.5 });
  p.down(18);
  p.text(50, '3. Kaufgegenstand', { size: 9, bold: true });
  p.text(180, `${c.make} ${c.model}, Fahrgestellnr. ${c.vin}, km-Stand ${num(c.km, 'de').slice(0, -3)}`, { size: 9.5 });
  p.down(18);
  const price = round(rng, 3000, 80000, 100);
  p.text(50, '4. Kaufpreis', { size: 9, bold: true });
  p.text(180, `EUR ${num(price, 'de')} (inkl. allfälliger USt)`, { size: 9.5 });
  p.down(18);
  p.text(50, '5. Übergabe', { size: 9, bold: true });
  p.text(180, `am ${fd(date, 'de')} samt Typenschein, Zulassungsschein und ${rng.int(1, 3)} Schlüssel(n)`, { size: 9.5 });
  p.down(18);
  p.text(50, '6. Gewährleistung', { size: 9, bold: true });
  p.text(180, 'wird – soweit gesetzlich zulässig – ausgeschlossen.', { size: 9.5 });
  p.down(40);
  p.text(50, `${rng.pick(['Wien', 'Graz', 'Linz'])}, ${fd(date, 'de')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A German dealer's vehicle invoice with extras and fees, margin scheme (§ 25a UStG). */
export function haendlerFahrzeugrechnung(rng: Random): Generated {
  const date = rng.date(2003, 2025);
  const p = page(50);
  const shop = `${rng.pick(['Classic', 'Sportwagen', 'Klassiker'])} ${rng.pick(['Garage', 'Center', 'Galerie'])} ${rng.pick(['Heilbronn', 'Düsseldorf', 'Augsburg'])} GmbH`;
  const a = address(rng, 'DE');
  p.text(50, shop, { size: 14, bold: true });
  p.text(50, `${a[0]} · ${a[1]} · ${phone(rng, 'DE')}`, { y: 64, size: 8 });
  const c = car(rng, 2000, 'de');
  p.y = 110;
  p.text(50, `Fahrzeugrechnung Nr. FZ-${digits(rng, 5)}`, { size: 12, bold: true });
  p.text(545, `Datum: ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(18);
  p.text(50, `Käufer: ${person(rng, 'DE')}`, { size: 9 });
  p.down(13);
  p.text(50, `${c.make} ${c.model}, EZ ${c.year}, FIN ${c.vin}, ${num(c.km, 'de').slice(0, -3)} km, Farbe ${c.colour}`, { size: 9 });
  p.down(22);
  const price = round(rng, 15000, 140000, 500);
  const extras: [string, number][] = [
    ['Fahrzeug lt. Kaufvertrag', price],
    ['Neue Hauptuntersuchung + H-Gutachten', round(rng, 150, 350, 10)],
    ['Zulassungsservice inkl. Kennzeichen', round(rng, 90, 220, 10)],
    ...(rng.chance(0.5) ? [['Überführung (Transporter)', round(rng, 250, 900, 10)] as [string, number]] : []),
  ];
  extras.forEach(([l, v]) => {
    p.text(50, l, { size: 9.5 });
    p.text(545, `${num(v, 'de')} €`, { size: 9.5, align: 'right' });
    p.down(15);
  });
  const tot = r2(extras.reduce((s, e) => s + e[1], 0));
  hline(p, 330, 215);
  p.down(15);
  p.text(330, 'Gesamtbetrag', { bold: true });
  p.text(545, `${num(tot, 'de')} €`, { bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'Differenzbesteuerung gem. § 25a UStG – die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/** A UK motoring organisation's private-sale receipt/agreement form (AA/RAC style). */
export function ukPrivateSaleForm(rng: Random): Generated {
  const date = rng.date(1990, 2025);
  const p = page(50);
  p.text(50, 'Vehicle Sale Agreement & Receipt', { size: 14, bold: true });
  p.text(50, `Provided for members by the ${rng.pick(['Motoring Association', 'Royal Motoring Club', 'Classic Owners Federation'])}`, { y: 66, size: 8 });
  const seller = person(rng, 'UK');
  const buyer = person(rng, 'UK');
  const c = car(rng, 2000, 'en');
  const price = round(rng, 2000, 75000, 50);
  p.y = 100;
  const lines: [string, string][] = [
    ['Seller name', seller],
    ['Seller address', address(rng, 'UK').join(', ')],
    ['Buyer name', buyer],
    ['Make and model', `${c.make} ${c.model}`],
    ['Registration number', plate(rng, 'UK', c.year)],
    ['VIN / chassis number', c.vin],
    ['Recorded mileage', `${num(Math.round(c.km / 1.6), 'en').slice(0, -3)}`],
    ['Agreed sale price', `£${num(price, 'en')}`],
    ['Deposit paid', `£${num(round(rng, 100, 1000, 50), 'en')}`],
    ['Date of sale', fd(date, 'uklong')],
  ];
  lines.forEach(([l, v]) => {
    p.text(50, l, { size: 8.5 });
    p.text(200, v, { size: 10 });
    hline(p, 195, 350, p.y + 3);
    p.down(20);
  });
  p.down(8);
  p.text(50, 'The vehicle is sold as seen, tried and approved, without warranty.', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US dealer's buyer's order: cash price, doc fee, title and registration, tax, balance. */
export function usBuyersOrder(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const p = page(46);
  const shop = `${rng.pick(['Gateway', 'Vintage', 'Sunbelt', 'Canyon'])} ${rng.pick(['Classic Cars', 'Motorcar Gallery', 'Collector Motors'])}`;
  const a = address(rng, 'US');
  p.text(50, shop, { size: 14, bold: true });
  p.text(50, `${a[0]}, ${a[1]} · ${phone(rng, 'US')}`, { y: 60, size: 8 });
  p.text(545, "BUYER'S ORDER", { y: 46, size: 12, bold: true, align: 'right' });
  const c = car(rng, 1995, 'en');
  p.y = 90;
  p.text(50, `Date ${fd(date, 'us')}   Purchaser ${person(rng, 'US')}   Salesperson ${person(rng, 'US').split(' ')[0]}`, { size: 9 });
  p.down(14);
  p.text(50, `${c.year} ${c.make} ${c.model}  VIN ${c.vin}  Stock ${letters(rng, 1)}${digits(rng, 4)}`, { size: 9 });
  p.down(22);
  const price = round(rng, 12000, 180000, 500);
  const doc_ = r2(rng.pick([199, 399, 599, 899]));
  const tr = r2(rng.int(80, 400));
  const tax = r2((price + doc_) * rng.pick([0.0625, 0.056, 0.06]));
  const rows: [string, number][] = [
    ['Cash Price of Vehicle', price],
    ['Documentary Fee', doc_],
    ['Sales Tax', tax],
    ['Title & Registration Fees', tr],
  ];
  rows.forEach(([l, v]) => {
    p.box(300, p.y - 11, 245, 16);
    p.text(305, l, { size: 9 });
    p.text(540, num(v, 'en'), { size: 9, align: 'right' });
    p.down(16);
  });
  const tot = r2(rows.reduce((s, r) => s + r[1], 0));
  p.box(300, p.y - 11, 245, 16, true);
  p.text(305, 'TOTAL DELIVERED PRICE', { size: 9, bold: true });
  p.text(540, num(tot, 'en'), { size: 9, bold: true, align: 'right' });
  p.down(30);
  p.text(50, 'This vehicle is sold AS IS — NO DEALER WARRANTY. See Buyers Guide.', { size: 8, bold: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/* ------------------------------------------------------------------ appraisal */

/** A sworn expert's valuation (öffentlich bestellter und vereidigter Sachverständiger): Zustandsnote, Marktwert, Wiederbeschaffungswert. */
export function wertgutachtenSV(rng: Random): Generated {
  const date = rng.date(1995, 2025);
  const p = page(50);
  const name = `Dipl.-Ing. ${person(rng, 'DE')}`;
  p.text(50, name, { size: 12, bold: true });
  p.text(50, 'von der IHK öffentlich bestellter und vereidigter Sachverständiger für Oldtimer', { y: 64, size: 8 });
  p.text(50, `${address(rng, 'DE').join(' · ')} · ${phone(rng, 'DE')}`, { y: 75, size: 8 });
  p.text(50, 'WERTGUTACHTEN', { y: 120, size: 18, bold: true });
  p.text(50, `Gutachten-Nr. ${yearOf(date)}/${digits(rng, 4)} · Besichtigung und Gutachten vom ${fd(date, 'de')}`, { y: 138, size: 9 });
  const c = car(rng, 1995, 'de');
  const cur = yearOf(date) < 2002 ? 'DM' : 'EUR';
  const grade = rng.pick(['2', '2-', '2+', '3+', '3', '1-']);
  const mw = round(rng, 10000, 180000, 500);
  const wbw = round(rng, mw * 1.05, mw * 1.25, 500);
  p.y = 170;
  [
    ['Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`],
    ['Fahrgestell-Nr.', c.vin],
    ['Anlass', 'Wertermittlung nach Ankauf'],
    ['Zustandsnote', grade],
  ].forEach(([l, v]) => {
    p.text(50, l, { size: 9 });
    p.text(200, v, { size: 10 });
    p.down(16);
  });
  p.down(14);
  p.box(50, p.y - 12, 495, 50);
  p.text(60, 'Wiederbeschaffungswert', { size: 10, bold: true });
  p.text(535, `${num(wbw, 'de')} ${cur}`, { size: 12, bold: true, align: 'right' });
  p.down(18);
  p.text(60, 'Marktwert (Händlerverkaufswert)', { size: 9 });
  p.text(535, `${num(mw, 'de')} ${cur}`, { size: 9, align: 'right' });
  p.down(40);
  p.text(50, 'Der Wiederbeschaffungswert dient als Grundlage für die Einstufung in der Oldtimerversicherung.', { size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: wbw, conditionNotes: grade });
}

/** A Swiss marque club's valuation certificate: CHF, condition in words, club valuer signing. */
export function clubBewertungCH(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const p = page(60);
  const club = `${rng.pick(['Porsche', 'Jaguar', 'Mercedes-Benz', 'Alfa Romeo'])} Club ${rng.pick(['Schweiz', 'Zürich', 'Bern'])}`;
  p.text(297, club, { size: 14, bold: true, align: 'center' });
  p.text(297, 'Bewertungsbestätigung', { y: 82, size: 12, align: 'center' });
  const name = person(rng, 'CH');
  const c = car(rng, 1995, 'de');
  const cond = rng.pick(['sehr gut', 'gut, fahrbereit', 'gepflegt, originalnah', 'restauriert, sehr gut']);
  const val = round(rng, 15000, 200000, 1000);
  p.y = 130;
  [
    ['Fahrzeug', `${c.make} ${c.model} (${c.year})`],
    ['Fahrgestell', c.vin],
    ['Zustand', cond],
    ['Schätzwert', `CHF ${num(val, 'ch')}`],
    ['Neuwert heutiges Nachfolgemodell', `CHF ${num(round(rng, 60000, 200000, 1000), 'ch')}`],
    ['Datum der Besichtigung', fd(date, 'de')],
    ['Vertrauensmann des Clubs', name],
  ].forEach(([l, v]) => {
    p.text(60, l, { size: 9 });
    p.text(260, v, { size: 10 });
    p.down(18);
  });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: val, conditionNotes: cond });
}

/** A UK marque club valuer's letter for agreed-value insurance. */
export function ukClubValuationLetter(rng: Random): Generated {
  const date = rng.date(1990, 2025);
  const p = page(60);
  const club = `The ${rng.pick(['Triumph Sports Six', 'Jaguar Enthusiasts', 'MG Owners', 'Lotus Drivers'])} Club`;
  p.text(50, club, { size: 13, bold: true, serif: true });
  p.text(50, `Valuations Officer · ${address(rng, 'UK').join(', ')}`, { y: 76, size: 8, serif: true });
  p.text(545, fd(date, 'uklong'), { y: 110, align: 'right', serif: true });
  const name = person(rng, 'UK');
  const c = car(rng, 1995, 'en');
  const val = round(rng, 6000, 95000, 250);
  const cond = rng.pick(['Concours', 'Excellent', 'Very good', 'Good']);
  p.y = 140;
  p.text(50, 'To whom it may concern', { serif: true });
  p.down(22);
  [
    `I have inspected the ${c.year} ${c.make} ${c.model}, registration ${plate(rng, 'UK', c.year)}, chassis ${c.vin},`,
    `recently purchased by our member. In my opinion the car is in the condition stated below and I`,
    `recommend an agreed value for insurance purposes as follows.`,
  ].forEach((l) => {
    p.text(50, l, { serif: true, size: 10 });
    p.down(14);
  });
  p.down(12);
  p.text(80, 'Condition:', { serif: true, bold: true });
  p.text(200, cond, { serif: true });
  p.down(16);
  p.text(80, 'Agreed value:', { serif: true, bold: true });
  p.text(200, `£${num(val, 'en')}`, { serif: true });
  p.down(16);
  p.text(80, 'Trade value:', { serif: true });
  p.text(200, `£${num(round(rng, val * 0.6, val * 0.8, 250), 'en')}`, { serif: true });
  p.down(36);
  p.text(50, 'Yours faithfully,', { serif: true });
  p.down(30);
  p.text(50, name, { serif: true });
  p.down(13);
  p.text(50, 'Club Valuer', { serif: true, size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: val, conditionNotes: cond });
}

/** A US insurer's field surveyor's appraisal: condition class #1–#4, several values, stated value. */
export function usSurveyorAppraisal(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const p = page(46);
  const firm = `${rng.pick(['Summit', 'Heartland', 'Tidewater'])} Vehicle Appraisals`;
  p.text(50, firm, { size: 13, bold: true });
  p.text(50, `Independent appraiser for collector car insurers · ${phone(rng, 'US')}`, { y: 60, size: 8 });
  p.text(545, 'CERTIFIED APPRAISAL', { y: 46, size: 11, bold: true, align: 'right' });
  const name = `${person(rng, 'US')}, ${rng.pick(['ASA', 'AMA', 'ICAA'])}`;
  const c = car(rng, 1995, 'en');
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent', '#3+ Good']);
  const val = round(rng, 15000, 250000, 500);
  p.y = 90;
  const kv: [string, string][] = [
    ['Appraiser', name],
    ['Date of inspection', fd(date, 'uslong')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['VIN', c.vin],
    ['Condition class', cond],
  ];
  kv.forEach(([l, v]) => {
    p.text(50, l, { size: 9, bold: true });
    p.text(180, v, { size: 9.5 });
    p.down(15);
  });
  p.down(16);
  const cols: [string, number][] = [
    ['Retail value', round(rng, val * 0.95, val * 1.1, 500)],
    ['Wholesale value', round(rng, val * 0.6, val * 0.8, 500)],
    ['Replacement cost', round(rng, val * 1.1, val * 1.3, 500)],
  ];
  cols.forEach(([l, v], i) => {
    p.box(50 + i * 165, p.y - 10, 165, 36);
    p.text(55 + i * 165, l, { size: 7.5 });
    p.text(55 + i * 165, `$${num(v, 'en').slice(0, -3)}`, { y: p.y + 16, size: 11 });
  });
  p.down(50);
  p.box(50, p.y - 14, 495, 24, true);
  p.text(55, 'APPRAISED (STATED) VALUE FOR INSURANCE', { bold: true, size: 10 });
  p.text(540, `$${num(val, 'en')}`, { bold: true, size: 12, align: 'right' });
  p.down(30);
  p.text(50, 'The appraiser has no financial interest in this vehicle. Values per current market data and inspection.', { size: 8 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: val, conditionNotes: cond });
}
