/**
 * gen-unseen-af registrations and titles: the office's data and its fee lines side by side — Austrian Zulassungsschein
 * with the Kassabeleg, Swiss Fahrzeugausweis with the Strassenverkehrsamt's bill, Oregon and Texas registrations with
 * their fees, a Fahrzeugbrief and a ZB II with Gebühren, Ohio and Texas titles with title fee and sales tax.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, addDays, car, digits, doc, fd, hline, letters, money, person, plate, r2, row, vin, US_CARS } from './kit';

const R = 'right' as const;
type Fee = [string, number];
function feeBox(p: PageBuilder, x: number, y: number, w: number, title: string, fees: Fee[], fmt: (n: number) => string, totalLabel: string) {
  p.box(x, y, w, fees.length * 14 + 46);
  p.y = y + 16;
  p.text(x + 8, title, { size: 9, bold: true });
  for (const [k, v] of fees)
    p.down(14)
      .text(x + 8, k, { size: 8.5 })
      .text(x + w - 8, fmt(v), { size: 8.5, align: R });
  const t = r2(fees.reduce((s, f) => s + f[1], 0));
  p.down(16)
    .text(x + 8, totalLabel, { size: 9, bold: true })
    .text(x + w - 8, fmt(t), { size: 9, bold: true, align: R });
  return t;
}

/** Graz, 2002–2026: a Zulassungsschein (codes A, B, C.1 …) and the Zulassungsstelle's Kassabeleg beside it. */
export function grazZulassungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const c = car(rng, 'de', Number(date.slice(0, 4)));
  const nr = digits(rng, 8);
  const pl = plate(rng, 'steiermark');
  p.y = 46;
  p.text(40, 'Republik Österreich', { size: 9 });
  p.down(16).text(40, 'ZULASSUNGSSCHEIN', { size: 15, bold: true });
  p.down(16).text(40, `Nr. ${nr}`, { size: 10 });
  p.y = 110;
  for (const [k, l, v] of [
    ['A', 'Kennzeichen', pl],
    ['B', 'Datum der Erstzulassung', `${fd(`${c.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')}`],
    ['I', 'Datum dieser Zulassung', fd(date, 'de')],
    ['C.1.1', 'Zulassungsbesitzer', person(rng, 'steiermark')],
    ['C.1.3', 'Anschrift', address(rng, 'steiermark').join(', ')],
    ['D.1', 'Marke', c.make],
    ['D.3', 'Handelsbezeichnung', c.model],
    ['E', 'Fahrzeugidentifizierungsnummer', vin(rng)],
    ['P.1', 'Hubraum', `${rng.int(1200, 3500)} cm³`],
  ] as [string, string, string][]) {
    p.text(40, k, { size: 8, bold: true })
      .text(72, l, { size: 8 })
      .text(72, v, { size: 10, y: p.y + 11 });
    p.down(28);
  }
  const fees: Fee[] = [
    ['Bundesgebühr Zulassung', r2(rng.int(110, 125) + 0.9)],
    ['Kennzeichentafeln (2 Stück)', r2(rng.int(22, 34) + 0.6)],
    ['Begutachtungsplakette', r2(rng.int(3, 5) + 0.5)],
    ['Verwaltungsabgabe', r2(rng.int(8, 20))],
  ];
  feeBox(p, 360, 110, 195, `Kassabeleg ${fd(date, 'de')}`, fees, (n) => `€ ${money(n, 'EUR', 'de', 'bare')}`, 'Summe bezahlt');
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: pl });
}

/** Sursee, 1996–2026: a Fahrzeugausweis (Stammnummer, Kontrollschild) and the Strassenverkehrsamt's Rechnung below. */
export function surseeFahrzeugausweis(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const c = car(rng, 'de', Number(date.slice(0, 4)));
  const stamm = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const pl = plate(rng, 'luzern');
  p.y = 50;
  p.text(40, 'Fahrzeugausweis / Permis de circulation', { size: 13, bold: true });
  p.down(14).text(40, 'Kanton Luzern — Strassenverkehrsamt', { size: 9 });
  p.box(40, 84, 515, 250);
  p.y = 104;
  const cells: [string, string][] = [
    ['15 Kontrollschild', pl],
    ['18 Stammnummer', stamm],
    ['01 Halter', person(rng, 'luzern')],
    ['02 Adresse', address(rng, 'luzern').join(', ')],
    ['21 Marke und Typ', `${c.make} ${c.model}`],
    ['23 Fahrgestell-Nr.', vin(rng)],
    ['36 1. Inverkehrsetzung', fd(`${c.year}-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'de')],
    ['38 Ausgestellt', fd(date, 'de')],
    ['Bemerkungen', 'Veteranenfahrzeug, Prüfung alle 6 Jahre'],
  ];
  cells.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 50 : 310;
    if (i % 2 === 0 && i > 0) p.down(44);
    p.text(x, k, { size: 7 }).text(x, v, { size: 10, y: p.y + 12 });
  });
  p.y = 370;
  p.text(40, `Rechnung Nr. ${digits(rng, 7)} vom ${fd(date, 'de')}`, { size: 10, bold: true });
  const fees: Fee[] = [
    ['Fahrzeugausweis', 60],
    ['Kontrollschilder (Paar)', 40],
    ['Verkehrssteuer anteilig', r2(rng.int(80, 480))],
    ['Kontrollschild-Reservation', rng.chance(0.5) ? 0 : 50],
  ];
  const cols = [{ x: 40 }, { x: 300, align: R }];
  for (const [k, v] of fees.filter((f) => f[1] > 0)) {
    p.down(14);
    row(p, cols, [k, money(v, 'CHF', 'ch', 'bare')]);
  }
  p.down(16);
  row(p, cols, ['Total CHF', money(r2(fees.reduce((s, f) => s + f[1], 0)), 'CHF', 'ch', 'bare')], { bold: true });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: stamm, plateNumber: pl });
}

/** Salem, 1985–2026: an Oregon registration card with its expiration and the fees paid printed in a column beside it. */
export function salemRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const years = rng.pick([1, 2]);
  const exp = addDays(`${Number(date.slice(0, 4)) + years}${date.slice(4, 8)}01`, -1);
  const c = car(rng, 'en', Number(date.slice(0, 4)), [...US_CARS, 'Toyota']);
  const pl = plate(rng, 'oregon');
  const regNo = digits(rng, 9);
  p.y = 50;
  p.text(40, 'OREGON DRIVER & MOTOR VEHICLE SERVICES', { size: 11, bold: true });
  p.down(14).text(40, 'VEHICLE REGISTRATION CARD', { size: 13, bold: true });
  p.box(40, 90, 320, 230);
  p.y = 108;
  for (const [k, v] of [
    ['PLATE', pl],
    ['REGISTRATION NO.', regNo],
    ['EXPIRES', fd(exp, 'us')],
    ['YEAR / MAKE', `${c.year} ${c.make.toUpperCase()}`],
    ['MODEL', c.model.toUpperCase()],
    ['VIN', vin(rng)],
    ['REGISTERED OWNER', person(rng, 'oregon').toUpperCase()],
    ['ISSUED', fd(date, 'us')],
  ] as [string, string][]) {
    p.text(50, k, { size: 7.5 }).text(170, v, { size: 9.5 });
    p.down(24);
  }
  const fees: Fee[] = [
    [`Registration fee (${years} yr)`, r2(years * rng.pick([21.5, 43, 56, 63]))],
    ['Plate fee', r2(rng.pick([5, 10, 18, 26]))],
    ['County registration fee', r2(rng.pick([0, 19, 30, 60]))],
    ['Title transfer', r2(rng.pick([0, 55, 77, 93]))],
  ];
  feeBox(p, 375, 90, 180, 'FEES PAID', fees, (n) => money(n, 'USD', 'en'), 'TOTAL');
  return doc(p, 'en', { documentType: 'registration', registrationNumber: regNo, plateNumber: pl, expiryDate: exp });
}

/** Austin, 1995–2026: a Texas registration renewal receipt — plate, expiration, and the fee lines summed. */
export function austinRenewalReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const exp = addDays(`${Number(date.slice(0, 4)) + 1}${date.slice(4, 8)}01`, -1);
  const c = car(rng, 'en', Number(date.slice(0, 4)), US_CARS);
  const pl = plate(rng, 'texas');
  const doc_ = `${digits(rng, 5)}${letters(rng, 1)}${digits(rng, 6)}`;
  p.y = 50;
  p.text(297, 'TRAVIS COUNTY TAX ASSESSOR-COLLECTOR', { size: 11, bold: true, align: 'center' });
  p.down(14).text(297, 'Vehicle Registration Renewal Receipt', { size: 10, align: 'center' });
  p.y = 110;
  const cols = [{ x: 60 }, { x: 220 }];
  for (const [k, v] of [
    ['Document No.', doc_],
    ['Plate', `${pl}  (Antique / Classic)`],
    ['Owner', person(rng, 'texas')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['VIN', vin(rng)],
    ['Date processed', fd(date, 'us')],
    ['Registration valid through', fd(exp, 'us')],
  ] as [string, string][]) {
    row(p, cols, [k, v], { size: 9.5 });
    p.down(15);
  }
  p.down(10);
  hline(p, 60, 475);
  p.down(16);
  const fees: Fee[] = [
    ['Base registration fee', r2(rng.pick([50.75, 51.75]))],
    ['County road & bridge fee', r2(rng.pick([10, 11.5]))],
    ['Child safety fee', 1.5],
    ['State inspection fee', r2(rng.pick([7.5, 8.25]))],
    ['Processing & handling fee', 4.75],
  ];
  const fc = [{ x: 60 }, { x: 535, align: R }];
  for (const [k, v] of fees) {
    row(p, fc, [k, money(v, 'USD', 'en')]);
    p.down(14);
  }
  const t = r2(fees.reduce((s, f) => s + f[1], 0));
  row(p, fc, ['TOTAL FEES PAID', money(t, 'USD', 'en')], { bold: true });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: doc_, plateNumber: pl, expiryDate: exp });
}

/** Fulda, 1975–2004: a Fahrzeugbrief page — the issue entry, and the Gebührenvermerk beside the Halter entries. */
export function fuldaFahrzeugbrief(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2004);
  const y = Number(date.slice(0, 4));
  const cur = y < 2002 ? 'DM' : 'EUR';
  const c = car(rng, 'de', y);
  p.y = 48;
  p.text(297, 'Fahrzeugbrief', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, `Nr. ${letters(rng, 2)} ${digits(rng, 6)}`, { size: 10, serif: true, align: 'center' });
  p.box(40, 90, 330, 270);
  p.y = 108;
  for (const [k, v] of [
    ['Hersteller', c.make],
    ['Typ', c.model],
    ['Fahrgestell-Nr.', vin(rng, 11)],
    ['Erstzulassung', String(c.year)],
    ['Amtliches Kennzeichen', plate(rng, 'hessen')],
    ['Halter', person(rng, 'hessen')],
    ['Ausgefertigt am', fd(date, 'de')],
    ['Zulassungsstelle', `Landkreis ${rng.pick(['Fulda', 'Marburg-Biedenkopf', 'Kassel'])}`],
  ] as [string, string][]) {
    p.text(48, k, { size: 7.5, serif: true }).text(48, v, { size: 10, serif: true, y: p.y + 11 });
    p.down(30);
  }
  feeBox(
    p,
    385,
    90,
    170,
    'Gebührenvermerk',
    [
      ['Briefausfertigung', r2(rng.int(900, 1600) / 100)],
      ['Umschreibung', r2(rng.int(1500, 3000) / 100)],
      ['Auslagen', r2(rng.int(100, 500) / 100)],
    ],
    (n) => `${cur} ${money(n, cur, 'de', 'bare')}`,
    'erhoben',
  );
  return doc(p, 'de', { documentType: 'title', date });
}

/** Karlsruhe, 2005–2026: a Zulassungsbescheinigung Teil II with the Gebührenbescheid's lines printed below. */
export function karlsruheZB2(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const c = car(rng, 'de', Number(date.slice(0, 4)));
  p.y = 46;
  p.text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 13, bold: true });
  p.down(14).text(40, `Nr. ${letters(rng, 2)}${digits(rng, 7)}`, { size: 10 });
  p.y = 100;
  for (const [k, v] of [
    ['C.2.1 Name', person(rng, 'baden')],
    ['C.2.3 Anschrift', address(rng, 'baden').join(', ')],
    ['D.1 Marke', c.make],
    ['D.3 Handelsbezeichnung', c.model],
    ['E Fahrzeug-Identifizierungsnummer', vin(rng)],
    ['B Datum der Erstzulassung', fd(`${c.year}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, 'de')],
    ['Datum der Ausstellung', fd(date, 'de')],
  ] as [string, string][]) {
    p.text(40, k, { size: 8 }).text(230, v, { size: 10 });
    p.down(18);
  }
  p.down(18).text(40, `Gebührenbescheid — Zulassungsbehörde Karlsruhe, ${fd(date, 'de')}`, { size: 10, bold: true });
  const fees: Fee[] = [
    ['Ausfertigung ZB II (GebTS 221.6)', r2(rng.pick([10.2, 11.7, 12.5]))],
    ['Umschreibung Halterwechsel', r2(rng.pick([26.3, 27.8]))],
    ['Historisches Kennzeichen (H)', r2(rng.pick([0, 10.2]))],
    ['Auslagen Versand', r2(rng.pick([0, 2.5]))],
  ].filter((f) => (f[1] as number) > 0) as Fee[];
  const cols = [{ x: 40 }, { x: 320, align: R }];
  for (const [k, v] of fees) {
    p.down(14);
    row(p, cols, [k, money(v, 'EUR', 'de', 'post')]);
  }
  p.down(16);
  row(p, cols, ['Gesamtgebühr', money(r2(fees.reduce((s, f) => s + f[1], 0)), 'EUR', 'de', 'post')], { bold: true });
  return doc(p, 'de', { documentType: 'title', date });
}

/** Cleveland, 1980–2026: an Ohio certificate of title with the clerk's fee lines and the sales tax collected. */
export function clevelandTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2026);
  const c = car(rng, 'en', Number(date.slice(0, 4)), US_CARS);
  const price = rng.int(30, 400) * 100;
  p.y = 50;
  p.text(297, 'STATE OF OHIO', { size: 12, bold: true, align: 'center' });
  p.down(16).text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { size: 13, bold: true, align: 'center' });
  p.down(14).text(297, `${rng.pick(['Cuyahoga', 'Summit', 'Lorain'])} County Clerk of Courts`, { size: 9, align: 'center' });
  p.y = 120;
  const cols = [{ x: 40 }, { x: 200 }];
  for (const [k, v] of [
    ['Title number', digits(rng, 10)],
    ['Date issued', fd(date, 'us')],
    ['VIN', vin(rng)],
    ['Year / Make / Model', `${c.year} ${c.make} ${c.model}`],
    ['Owner', person(rng, 'ohio')],
    ['Odometer', `${rng.int(20000, 99999)} — exempt (model year over 10 years)`],
    ['Purchase price', money(price, 'USD', 'en')],
  ] as [string, string][]) {
    row(p, cols, [k, v], { size: 9.5 });
    p.down(16);
  }
  const rate = rng.pick([7.25, 7.5, 8]);
  const fees: Fee[] = [
    ['Title fee', 15],
    ['Lien notation', rng.chance(0.4) ? 15 : 0],
    [`Sales tax ${rate}%`, r2((price * rate) / 100)],
  ];
  feeBox(
    p,
    330,
    p.y + 10,
    225,
    'FEES COLLECTED',
    fees.filter((f) => f[1] > 0),
    (n) => money(n, 'USD', 'en'),
    'TOTAL',
  );
  return doc(p, 'en', { documentType: 'title', date });
}

/** Beaumont, 1985–2026: a Texas certificate of title with the application's fees stub at the foot. */
export function beaumontTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const c = car(rng, 'en', Number(date.slice(0, 4)), US_CARS);
  p.y = 50;
  p.text(297, 'THE STATE OF TEXAS', { size: 12, bold: true, align: 'center' });
  p.down(16).text(297, 'CERTIFICATE OF TITLE', { size: 14, bold: true, align: 'center' });
  p.y = 110;
  p.box(40, 96, 515, 200);
  const put = (x: number, k: string, v: string) => p.text(x, k, { size: 7 }).text(x, v, { size: 10, y: p.y + 12 });
  put(50, 'VEHICLE IDENTIFICATION NUMBER', vin(rng));
  put(300, 'YEAR MODEL', String(c.year));
  put(420, 'MAKE OF VEHICLE', c.make.toUpperCase());
  p.down(40);
  put(50, 'TITLE DOCUMENT NUMBER', `${digits(rng, 5)}${digits(rng, 12)}`);
  put(300, 'BODY STYLE', rng.pick(['2D', 'CP', 'PK', '4D']));
  put(420, 'DATE TITLE ISSUED', fd(date, 'us'));
  p.down(40);
  put(50, 'OWNER', `${person(rng, 'texas').toUpperCase()}`);
  put(300, 'PREVIOUS OWNER', `${person(rng, 'texas').toUpperCase()}`);
  p.down(40);
  put(50, 'ODOMETER STATUS', 'EXEMPT');
  put(300, 'REMARKS', 'ANTIQUE');
  p.y = 330;
  p.text(40, 'Application for title — fees receipted', { size: 9, bold: true });
  const fees: Fee[] = [
    ['Title application fee', r2(rng.pick([28, 33]))],
    ['Motor vehicle sales tax 6.25%', r2(rng.int(40, 1500) + 0.25)],
    ['Registration transfer fee', 2.5],
  ];
  const cols = [{ x: 40 }, { x: 300, align: R }];
  for (const [k, v] of fees) {
    p.down(14);
    row(p, cols, [k, money(v, 'USD', 'en')], { size: 8.5 });
  }
  p.down(15);
  row(p, cols, ['Total', money(r2(fees.reduce((s, f) => s + f[1], 0)), 'USD', 'en')], { bold: true, size: 9 });
  return doc(p, 'en', { documentType: 'title', date });
}
