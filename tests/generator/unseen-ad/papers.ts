/**
 * Registrations and titles of the online years: an i-Kfz confirmation of an internet registration, a registration
 * office's portal printout of a re-registration, a DVLA change-of-keeper e-mail, a California DMV online renewal
 * receipt, a Georgia e-registration printout, a Swiss canton's e-copy of a vehicle's papers; a ZB II data page, a
 * Florida electronic title print and a Texas certified title copy ordered online.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, para } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS, digits, letters, mailHead, nameDE, nameEN, plateDE, plateUK, qr, vin } from './kit';

const zbNumber = (rng: Random) => `${letters(rng, 2)}${digits(rng, 7)}`;

/** i-Kfz: the office's confirmation of an internet-based registration, with the plate and the new ZB I's number. */
export function iKfzBestaetigung(rng: Random): Generated {
  const date = dateIn(rng, 2019, 2026);
  const office = rng.pick(['Landkreis Göppingen – Kfz-Zulassungsbehörde', 'Stadt Bielefeld – Straßenverkehrsamt', 'Landratsamt Rosenheim – Zulassungsstelle']);
  const district = rng.pick(['GP', 'BI', 'RO']);
  const plate = plateDE(rng, district);
  const zb1 = zbNumber(rng);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, office, { size: 11, bold: true });
  p.down(12).text(40, 'Internetbasierte Fahrzeugzulassung (i-Kfz)', { size: 8.5 });
  p.down(36).text(40, 'Zulassungsbescheid', { size: 15, bold: true });
  p.down(14).text(
    40,
    `Vorgangsnummer ${digits(rng, 4)}-${digits(rng, 6)} · erstellt am ${fd(date, 'de')} um ${rng.int(7, 22)}:${digits(rng, 2).slice(0, 1)}${rng.int(0, 9)} Uhr`,
    { size: 8.5 },
  );
  p.down(28);
  para(
    p,
    40,
    `Sehr geehrte Damen und Herren, Ihr Antrag auf Zulassung wurde elektronisch bearbeitet. Das Fahrzeug ist ab sofort zum Verkehr auf öffentlichen Straßen zugelassen. Die Zulassungsbescheinigung Teil I und die Stempelplaketten erhalten Sie per Post.`,
    105,
    { size: 9 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Zugeteiltes Kennzeichen', plate],
    ['Fahrzeug', rng.pick(CARS)],
    ['Fahrzeug-Identifizierungsnummer', vin(rng, rng.pick([11, 14, 17]))],
    ['Nummer der Zulassungsbescheinigung Teil I', zb1],
    ['Halter/in', nameDE(rng)],
    ['Zulassungsart', rng.pick(['Wiederzulassung', 'Umschreibung', 'Neuzulassung mit Oldtimerkennzeichen'])],
  ];
  for (const [k, v] of rows) {
    p.box(40, p.y - 11, 515, 17);
    p.text(46, k, { size: 8.5 }).text(290, v, { size: 9, bold: true });
    p.down(17);
  }
  p.down(20);
  qr(p, rng, 40, p.y, 56);
  p.text(110, 'Prüfcode für Polizei und Behörden', { y: p.y + 14, size: 8 });
  p.text(110, 'Dieser Bescheid gilt bis zum Eintreffen der Dokumente als Nachweis der Zulassung (max. 10 Tage).', { y: p.y + 27, size: 8 });
  p.y += 80;
  p.text(40, `Gebühren: ${rng.pick(['31,00', '27,30', '42,50'])} EUR, per giropay bezahlt.`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: zb1, plateNumber: plate });
}

/** A registration office's portal printout of a change of keeper in another district: old and new plate side by side. */
export function umschreibungPortal(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2025);
  const oldPlate = plateDE(rng, rng.pick(['HH', 'M', 'K']));
  const plate = plateDE(rng, rng.pick(['LG', 'FFB', 'SU']));
  const zb1 = zbNumber(rng);
  const oldZb = zbNumber(rng);
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, 'Online-Terminvergabe & Zulassungsportal', { size: 8 }).text(555, fd(date, 'de'), { size: 8, align: 'right' });
  p.down(24).text(40, 'Auszug: Zulassungsdaten nach Halterwechsel', { size: 13, bold: true });
  p.down(26);
  p.text(40, 'bisher', { size: 9, bold: true }).text(300, 'neu', { size: 9, bold: true });
  p.down(14);
  for (const [k, a, b] of [
    ['Kennzeichen', oldPlate, plate],
    ['Nr. ZB I', oldZb, zb1],
    ['Halter', nameDE(rng), nameDE(rng)],
  ] as [string, string, string][]) {
    p.text(40, k, { size: 7 }).text(300, k, { size: 7 });
    p.down(10).text(40, a, { size: 10 }).text(300, b, { size: 10, bold: true });
    p.down(18);
  }
  p.down(8).text(40, `Fahrzeug: ${rng.pick(CARS)} · FIN ${vin(rng)} · Tag der Umschreibung: ${fd(date, 'de')}`, { size: 8.5 });
  p.down(24);
  para(
    p,
    40,
    'Hinweis: Die bisherige Zulassungsbescheinigung Teil I ist ungültig. Die Kennzeichenschilder mit dem bisherigen Kennzeichen wurden entstempelt. Dieser Ausdruck ersetzt nicht die Zulassungsbescheinigung.',
    110,
    { size: 8 },
  );
  return doc(p, 'de', { documentType: 'registration', registrationNumber: zb1, plateNumber: plate });
}

/** DVLA's e-mail confirming a change of keeper made online, with the new V5C's document reference number. */
export function dvlaKeeperMail(rng: Random): Generated {
  const date = dateIn(rng, 2015, 2026);
  const plate = plateUK(rng);
  const ref = digits(rng, 11);
  const p = new PageBuilder();
  p.y = 40;
  mailHead(p, [
    ['From', 'DVLA <noreply@notifications.service.gov.uk>'],
    ['To', `${nameEN(rng).toLowerCase().replace(' ', '.')}@gmail.com`],
    ['Date', `${fd(date, 'uklong')}`],
    ['Subject', `Vehicle ${plate}: you are now the registered keeper`],
  ]);
  p.text(40, 'GOV.UK', { size: 14, bold: true });
  p.down(26);
  para(
    p,
    40,
    `Dear ${rng.pick(['Mr', 'Ms', 'Mrs'])} ${rng.pick(['Whitfield', 'Ashworth', 'Pritchard'])}, you told us you have bought the vehicle below. You are now the registered keeper. Your new vehicle log book (V5C) will arrive within 5 working days.`,
    100,
    { size: 9.5, step: 13 },
  );
  p.down(10);
  for (const [k, v] of [
    ['Vehicle registration number', plate],
    ['Make and model', rng.pick(CARS)],
    ['New V5C document reference number', ref],
    ['Date of change', fd(date, 'uk')],
  ] as [string, string][]) {
    p.text(50, k, { size: 9 }).text(290, v, { size: 9, bold: true });
    p.down(14);
  }
  p.down(14);
  para(
    p,
    40,
    'Vehicle tax is not transferred with the vehicle. You must tax it before you use it on the road. You can do this online using the 11-digit reference number from the new keeper slip (V5C/2) or your new V5C.',
    100,
    { size: 8.5 },
  );
  p.down(10).text(40, 'Driver and Vehicle Licensing Agency, Swansea SA99', { size: 7.5 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: plate });
}

/** A California DMV online renewal receipt: plate, new expiration, fees, and the registration card to print. */
export function caDmvRenewal(rng: Random): Generated {
  const date = dateIn(rng, 2010, 2026);
  const plate = `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`;
  const exp = `${Number(date.slice(0, 4)) + 1}-${date.slice(5, 7)}-${String(new Date(Date.UTC(Number(date.slice(0, 4)) + 1, Number(date.slice(5, 7)), 0)).getUTCDate())}`;
  const reg = `${digits(rng, 3)}-${digits(rng, 6)}`;
  const p = new PageBuilder();
  p.y = 44;
  p.text(40, 'California Department of Motor Vehicles', { size: 11, bold: true }).text(555, 'Online Services', { size: 8, align: 'right' });
  p.down(28).text(40, 'Vehicle Registration Renewal — Receipt', { size: 13, bold: true });
  p.down(20);
  for (const [k, v] of [
    ['Confirmation No.', `${letters(rng, 1)}${digits(rng, 9)}`],
    ['Transaction Date', fd(date, 'us')],
    ['License Plate', plate],
    ['VIN (last 5)', vin(rng).slice(-5)],
    ['Make / Year', `${rng.pick(['MERZ', 'PORS', 'FORD', 'CHEV', 'VOLK'])} / ${rng.int(1962, 1994)}`],
    ['Registration Card No.', reg],
    ['Registration Expires', fd(exp, 'us')],
  ] as [string, string][]) {
    p.text(50, k, { size: 9 }).text(220, v, { size: 9 });
    p.down(13);
  }
  p.down(14);
  const fees: [string, number][] = [
    ['Registration Fee', 69],
    ['CHP Fee', 32],
    ['Vehicle License Fee', Number(rng.int(12, 80))],
    ['Service Authority Fees', 3],
    ['Transportation Improvement Fee', 33],
  ];
  for (const [k, v] of fees) {
    p.text(50, k, { size: 8.5 }).text(330, `$${v.toFixed(2)}`, { size: 8.5, align: 'right' });
    p.down(11);
  }
  p.text(50, 'Total Paid', { size: 9, bold: true }).text(330, `$${fees.reduce((a, [, v]) => a + v, 0).toFixed(2)}`, { size: 9, bold: true, align: 'right' });
  p.down(26);
  para(
    p,
    40,
    'Your registration card and sticker will be mailed within 10 business days. Keep this receipt in your vehicle until they arrive. A smog certification was electronically received.',
    110,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: exp });
}

/** A Georgia tag office's e-registration printed at home: a card-sized block with a decal number and expiry. */
export function gaERegistration(rng: Random): Generated {
  const date = dateIn(rng, 2012, 2026);
  const plate = `${letters(rng, 3)}${digits(rng, 4)}`;
  const exp = addDays(date, 365);
  const decal = digits(rng, 8);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'GEORGIA DEPARTMENT OF REVENUE — MOTOR VEHICLE DIVISION', { size: 10, bold: true, align: 'center' });
  p.down(14).text(297, 'Electronic Registration Certificate (print and keep in vehicle)', { size: 8.5, align: 'center' });
  p.down(24);
  p.box(60, p.y - 12, 475, 150);
  const left: [string, string][] = [
    ['TAG NUMBER', plate],
    ['REGISTRATION / DECAL NO.', decal],
    ['COUNTY', rng.pick(['FULTON', 'COBB', 'CHATHAM', 'GWINNETT'])],
    ['OWNER', nameEN(rng).toUpperCase()],
  ];
  const right: [string, string][] = [
    ['ISSUE DATE', fd(date, 'us')],
    ['EXPIRATION DATE', fd(exp, 'us')],
    ['VIN', vin(rng)],
    ['YEAR MAKE', `${rng.int(1960, 1999)} ${rng.pick(['FORD', 'CHEV', 'MERZ', 'TOYT'])}`],
  ];
  const top = p.y;
  left.forEach(([k, v], i) => p.text(70, k, { y: top + i * 34, size: 6.5 }).text(70, v, { y: top + i * 34 + 12, size: 10, bold: true }));
  right.forEach(([k, v], i) => p.text(310, k, { y: top + i * 34, size: 6.5 }).text(310, v, { y: top + i * 34 + 12, size: 10, bold: true }));
  p.y = top + 160;
  para(
    p,
    60,
    'Antique vehicle plates are valid for the life of the vehicle; this registration renews annually with the ad valorem tax. Verify at eservices.drives.ga.gov.',
    110,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'registration', registrationNumber: decal, plateNumber: plate, expiryDate: exp });
}

/** The data page of a ZB II (certificate of title in all but name), issued on a date after an import or loss. */
export function zb2Datenseite(rng: Random): Generated {
  const date = dateIn(rng, 2005, 2026);
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 });
  p.down(18).text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 14, bold: true });
  p.down(14).text(40, `Nr. ${letters(rng, 2)}${digits(rng, 6)}`, { size: 10 });
  p.down(28);
  const cells: [string, string][] = [
    ['(A) Kennzeichen', rng.chance(0.5) ? plateDE(rng, rng.pick(['OS', 'WES', 'HN'])) : '—'],
    ['(B) Datum der Erstzulassung', fd(dateIn(rng, 1962, 1995), 'de')],
    ['(C.2.1) Name / Firmenname', nameDE(rng)],
    ['(D.1) Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VOLKSWAGEN'])],
    ['(E) Fahrzeug-Identifizierungsnummer', vin(rng, rng.pick([10, 14, 17]))],
    ['(I) Datum der Ausstellung', fd(date, 'de')],
    ['Ausstellende Behörde', rng.pick(['Landkreis Osnabrück', 'Kreis Wesel', 'Stadt Heilbronn'])],
  ];
  for (const [k, v] of cells) {
    p.box(40, p.y - 11, 515, 24);
    p.text(46, k, { size: 6.5 }).text(46, v, { size: 10, y: p.y + 9 });
    p.down(24);
  }
  p.down(20);
  para(
    p,
    40,
    'Bei jeder Befassung mit dem Fahrzeug ist diese Bescheinigung vorzulegen. Sie ist kein Nachweis der Verfügungsberechtigung über das Fahrzeug. Ersatz für abhanden gekommenen Fahrzeugbrief; der bisherige Brief ist im Verkehrsblatt für ungültig erklärt.',
    110,
    { size: 8 },
  );
  return doc(p, 'de', { documentType: 'title', date });
}

/** A Swiss vehicle's e-copy of its Fahrzeugausweis as the canton's e-services print it after a change of keeper. */
export function chAusweisEKopie(rng: Random): Generated {
  const date = dateIn(rng, 2016, 2026);
  const stamm = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const plate = `${rng.pick(['AG', 'LU', 'TG'])} ${rng.int(1000, 99999)}`;
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, `Strassenverkehrsamt des Kantons ${rng.pick(['Aargau', 'Luzern', 'Thurgau'])} · eServices`, { size: 9, bold: true });
  p.down(28).text(40, 'Elektronische Kopie des Fahrzeugausweises', { size: 13, bold: true });
  p.down(14).text(40, `Ausgestellt am ${fd(date, 'de')} (Halterwechsel)`, { size: 8.5 });
  p.down(26);
  for (const [k, v] of [
    ['Halter/in', nameDE(rng)],
    ['Kontrollschild', plate],
    ['Stammnummer', stamm],
    ['Marke und Typ', rng.pick(CARS)],
    ['Fahrgestell-Nr.', vin(rng)],
    ['1. Inverkehrsetzung', fd(dateIn(rng, 1965, 1995), 'de')],
    ['Code 178', 'Halterwechsel untersagt (Leasing/Veteranen-Abnahme)'],
  ] as [string, string][]) {
    p.text(46, k, { size: 8.5 }).text(200, v, { size: 9 });
    p.down(14);
  }
  p.down(20);
  para(
    p,
    40,
    'Diese Kopie ersetzt den Fahrzeugausweis nicht; sie dient dem Nachweis gegenüber Versicherern und Händlern. Nächste amtliche Prüfung gemäss Aufgebot.',
    110,
    { size: 8 },
  );
  return doc(p, 'de', { documentType: 'registration', registrationNumber: stamm, plateNumber: plate });
}

/** A Florida electronic title printed on demand: the ELT record turned into a paper title. */
export function flElectronicTitle(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2026);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, 'STATE OF FLORIDA', { size: 12, bold: true, align: 'center' });
  p.down(15).text(297, 'DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES', { size: 8.5, align: 'center' });
  p.down(22).text(297, 'CERTIFICATE OF TITLE', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, '(PRINTED FROM ELECTRONIC TITLE RECORD)', { size: 7.5, align: 'center' });
  p.down(28);
  const cells: [string, string][] = [
    ['TITLE NUMBER', digits(rng, 9)],
    ['VIN', vin(rng)],
    ['YEAR / MAKE / BODY', `${rng.int(1962, 1996)} ${rng.pick(['FORD', 'CHEV', 'JAGU', 'PORS'])} ${rng.pick(['CV', 'CP', '2D'])}`],
    ['DATE OF ISSUE', fd(date, 'us')],
    ['ODOMETER', `${rng.int(10000, 99999)} ACTUAL`],
    ['OWNER', nameEN(rng).toUpperCase()],
    ['LIEN', 'NONE'],
  ];
  cells.forEach(([k, v], i) => {
    const x = i % 2 ? 300 : 40;
    p.box(x, p.y - 11, 255, 26);
    p.text(x + 5, k, { size: 6 }).text(x + 5, v, { size: 10, y: p.y + 10 });
    if (i % 2) p.down(26);
  });
  p.down(44);
  hline(p, 40, 515);
  p.down(14).text(40, 'TRANSFER OF TITLE BY SELLER', { size: 8, bold: true });
  p.down(14).text(40, 'Selling price $__________   Date sold __________   Purchaser ______________________', { size: 8.5 });
  return doc(p, 'en', { documentType: 'title', date });
}

/** A Texas certified copy of title ordered online, with the date of issue of the copy. */
export function txCertifiedCopy(rng: Random): Generated {
  const date = dateIn(rng, 2010, 2026);
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, 'TEXAS DEPARTMENT OF MOTOR VEHICLES', { size: 12, bold: true });
  p.down(14).text(40, 'CERTIFIED COPY OF TITLE (FORM VTR-34 ISSUANCE)', { size: 9 });
  p.down(30);
  for (const [k, v] of [
    ['Document Number', `${digits(rng, 5)}${digits(rng, 12)}`],
    ['Date Copy Issued', fd(date, 'uslong')],
    ['Vehicle', `${rng.int(1955, 1993)} ${rng.pick(['CHEVROLET', 'FORD', 'MERCEDES-BENZ', 'CADILLAC'])}`],
    ['VIN', vin(rng, rng.pick([11, 13, 17]))],
    ['Owner', nameEN(rng).toUpperCase()],
    ['Previous Owner', `${nameEN(rng).toUpperCase()}, ${rng.pick(['HOUSTON', 'AUSTIN', 'LUBBOCK'])} TX`],
    ['Odometer Brand', 'EXEMPT'],
  ] as [string, string][]) {
    p.text(40, k, { size: 8.5 }).text(200, v, { size: 9.5 });
    p.down(15);
  }
  p.down(20);
  para(
    p,
    40,
    'This certified copy replaces the original Texas title for all purposes. Any previously issued title for this vehicle is void. Ordered online through webDEALER / TxDMV connect.',
    110,
    { size: 8 },
  );
  qr(p, rng, 480, 60, 60);
  return doc(p, 'en', { documentType: 'title', date });
}
