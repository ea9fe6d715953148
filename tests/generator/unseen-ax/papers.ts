/**
 * unseen-ax: registrations and titles as small offices print or fill them — a Zulassungsdienst's confirmation of a
 * short-term plate, an export plate letter, an Austrian insurer's registration office printout; a Florida tag
 * agency's registration receipt, an Irish motor tax receipt; the German Zulassungsbescheinigung Teil II and the older
 * Fahrzeugbrief as copied into a dealer's file, Ohio and Texas certificates of title.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { isoPlus } from './invoice';
import { addressWindow, CARS, customer, digits, firm, footer3, letterhead, letters, personDE, personEN, plate, refBlock, vin } from './kit';

/** Zulassungsdienst's Auftragsbestätigung: Kurzzeitkennzeichen issued, Fahrzeugschein number, valid five days. */
export const zulassungsdienstKurzzeit = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'DE', rng.pick(['Zulassungsdienst Maier', 'Schilder & Zulassung Wagner']), 'Kennzeichen · Zulassung · Abmeldung – Expressservice');
  const c = customer(rng, 'DE');
  const date = rng.date(2010, 2026);
  const exp = isoPlus(date, 4);
  const pl = `${rng.pick(['M', 'S', 'K', 'N'])} 04-${rng.int(1000, 9999)}`;
  const reg = `${letters(rng, 2)}${digits(rng, 7)}`;
  letterhead(p, f, 'band', 'de');
  addressWindow(p, f, c.lines);
  refBlock(
    p,
    [
      ['Auftrag', `Z-${digits(rng, 5)}`],
      ['Datum', fd(date, 'de')],
    ],
    'tab',
    350,
    150,
    205,
  );
  p.text(40, 'Auftragsbestätigung Kurzzeitkennzeichen', { y: 262, size: 13, bold: true });
  let y = 290;
  const rows: [string, string][] = [
    ['Fahrzeug', rng.pick(CARS)],
    ['FIN', vin(rng)],
    ['Kurzzeitkennzeichen', pl],
    ['Fahrzeugschein-Nr.', reg],
    ['Zugeteilt am', fd(date, 'de')],
    ['Gültig bis', fd(exp, 'de')],
    ['eVB-Nummer', letters(rng, 7)],
  ];
  for (const [l, v] of rows) {
    p.box(40, y - 11, 170, 16);
    p.box(210, y - 11, 250, 16);
    p.text(45, l, { y, size: 9 });
    p.text(215, v, { y, size: 9.5, bold: l === 'Kurzzeitkennzeichen' });
    y += 16;
  }
  y += 20;
  p.text(40, 'Gebühren und Schilder berechnen wir gesondert. Das Kennzeichen verliert nach Ablauf seine Gültigkeit.', { y, size: 8.5 });
  footer3(p, [
    [f.name, f.street, f.city],
    [`Tel. ${f.phone}`, f.email],
    ['Mo–Fr 8–17 Uhr', f.web],
  ]);
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl, registrationNumber: reg, expiryDate: exp });
};

/** Export plate (Ausfuhrkennzeichen) letter from a Zulassungsservice: plate, registration certificate number, Ablaufdatum. */
export const ausfuhrkennzeichenBrief = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'DE', rng.pick(['Export-Zulassung Brandt', 'Kfz-Zulassungsservice Lorenz']), 'Ausfuhrkennzeichen und Zollabwicklung');
  const c = customer(rng, 'DE');
  const date = rng.date(2009, 2026);
  const months = rng.pick([1, 3, 6, 12]);
  const exp = isoPlus(
    `${Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) + months > 12 ? 1 : 0)}-${String(((Number(date.slice(5, 7)) + months - 1) % 12) + 1).padStart(2, '0')}-${date.slice(8)}`,
    0,
  );
  const pl = `${rng.pick(['HH', 'B', 'F'])} ${rng.int(1000, 9999)} ${letters(rng, 1)}`;
  const reg = `${rng.pick(['AZ', 'CG', 'DK'])}${digits(rng, 6)}`;
  letterhead(p, f, 'logoLine', 'de');
  addressWindow(p, f, c.lines);
  p.text(555, `${f.city.split(' ').slice(1).join(' ')}, ${fd(date, 'delong')}`, { y: 160, size: 9.5, align: 'right' });
  p.text(40, 'Ihre Ausfuhrzulassung', { y: 262, size: 13, bold: true });
  p.text(40, `Sehr geehrte/r ${c.name},`, { y: 286, size: 9.5 });
  p.text(40, `für Ihr Fahrzeug ${rng.pick(CARS)} wurde das Ausfuhrkennzeichen zugeteilt:`, { y: 302, size: 9.5 });
  p.box(120, 318, 240, 30);
  p.text(240, pl, { y: 339, size: 16, bold: true, align: 'center' });
  p.text(40, `Zulassungsbescheinigung Teil I Nr. ${reg}`, { y: 372, size: 9.5 });
  p.text(40, `Das Kennzeichen ist gültig bis ${fd(exp, 'de')} (Ablaufdatum auf dem roten Feld).`, { y: 386, size: 9.5 });
  p.text(40, `Versicherung: ${months} Monat${months > 1 ? 'e' : ''} Ausfuhr-Haftpflicht, im Preis enthalten.`, { y: 400, size: 9.5 });
  p.text(40, 'Mit freundlichen Grüßen', { y: 430, size: 9.5 });
  p.text(40, personDE(rng), { y: 460, size: 9.5 });
  footer3(p, [
    [f.name, f.street, f.city],
    [`Tel. ${f.phone}`, ...(f.fax ? [`Fax ${f.fax}`] : [])],
    [f.email, f.web],
  ]);
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl, registrationNumber: reg, expiryDate: exp });
};

/** Austrian insurer's Zulassungsstelle printout (Zulassungsschein data sheet) — no expiry on it. */
export const zulassungsstelleAT = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'AT', rng.pick(['Zulassungsstelle Linz-Urfahr', 'Zulassungsstelle Graz Süd']), 'Zulassungsstelle der Alpenländischen Versicherung AG');
  const date = rng.date(2007, 2026);
  const pl = plate(rng, 'AT');
  const reg = `${digits(rng, 8)}`;
  letterhead(p, f, 'centered', 'de');
  p.text(40, 'Zulassungsschein – Ausdruck für den Zulassungsbesitzer', { y: 120, size: 12, bold: true });
  const y0 = refBlock(
    p,
    [
      ['Zulassungsschein-Nr.', reg],
      ['Kennzeichen', pl],
      ['Datum der Zulassung', fd(date, 'de')],
    ],
    'grid',
    40,
    150,
    515,
  );
  let y = y0 + 20;
  const rows: [string, string][] = [
    ['Zulassungsbesitzer', personDE(rng)],
    ['Fahrzeugart', 'Personenkraftwagen M1'],
    ['Marke / Type', rng.pick(CARS)],
    ['Fahrgestellnummer', vin(rng)],
    ['Leistung kW', String(rng.int(40, 220))],
    ['Hubraum cm³', num(rng.int(1100, 5000), 'de').replace(',00', '')],
    ['Versicherer', 'Alpenländische Versicherung AG'],
    ['Kennzeichentafeln', rng.pick(['2 Stück, Wunschkennzeichen', '2 Stück'])],
  ];
  for (const [l, v] of rows) {
    p.text(40, l, { y, size: 9 });
    p.text(200, v, { y, size: 9 });
    y += 14;
  }
  y += 14;
  p.text(40, 'Wiederkehrende Begutachtung (§57a KFG) beachten. Änderungen sind binnen einer Woche zu melden.', { y, size: 8.5 });
  footer3(p, [[f.name, f.street, f.city], [`Tel. ${f.phone}`], ['Öffnungszeiten Mo–Fr 8–16']]);
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl, registrationNumber: reg });
};

/** Florida tag agency's registration receipt (private agency on the state system): decal, expires. */
export const floridaTagAgency = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'US', rng.pick(['Sunshine Tag Agency', 'Gulf Coast Tag & Title']), 'Private tag agency · Titles · Registrations · Renewals');
  f.city = rng.pick(['Tampa, FL 33609', 'Sarasota, FL 34236', 'Ocala, FL 34471']);
  const date = rng.date(2008, 2026);
  const exp = `${Number(date.slice(0, 4)) + rng.pick([1, 2])}-${date.slice(5, 7)}-${rng.pick(['28', '30'].filter((d) => !(date.slice(5, 7) === '02' && d === '30')))}`;
  const pl = `${letters(rng, 3)} ${letters(rng, 1)}${digits(rng, 2)}`;
  const reg = digits(rng, 10);
  letterhead(p, f, 'rightBlock', 'en');
  p.text(40, 'REGISTRATION RECEIPT', { y: 120, size: 14, bold: true });
  p.text(40, 'This is your registration certificate. Keep it in the vehicle.', { y: 136, size: 8.5 });
  const y0 = refBlock(
    p,
    [
      ['REGISTRATION NO', reg],
      ['PLATE NO', pl],
      ['DECAL NO', digits(rng, 8)],
      ['ISSUED', fd(date, 'us')],
      ['EXPIRES', fd(exp, 'us')],
    ],
    'above',
    40,
    160,
    515,
  );
  let y = y0 + 18;
  const c = customer(rng, 'US');
  c.lines[c.lines.length - 1] = rng.pick(['Tampa, FL 33611', 'Bradenton, FL 34205', 'Ocala, FL 34474', 'Venice, FL 34285']);
  p.text(40, 'OWNER', { y, size: 7.5 });
  c.lines.slice(-3).forEach((l, i) => p.text(40, l, { y: y + 12 + i * 11, size: 9 }));
  p.text(300, 'VEHICLE', { y, size: 7.5 });
  p.text(300, rng.pick(CARS), { y: y + 12, size: 9 });
  p.text(300, `VIN ${vin(rng)}`, { y: y + 23, size: 9 });
  p.text(300, `WT ${rng.int(2200, 4300)}  CLASS 01`, { y: y + 34, size: 9 });
  y += 70;
  const fees: [string, number][] = [
    ['Registration fee', rng.int(27, 46) + 0.6],
    ['Agency service fee', rng.pick([7.5, 10, 15])],
    ['Mail fee', 2.5],
  ];
  for (const [l, v] of fees) {
    p.text(40, l, { y, size: 9 });
    p.text(300, `$${num(v, 'en')}`, { y, size: 9, align: 'right' });
    y += 12;
  }
  footer3(p, [
    [f.name, f.street, f.city],
    [`Phone ${f.phone}`, f.email],
    ['Licensed private tag agency', f.web],
  ]);
  return doc(p, 'en', { documentType: 'registration', plateNumber: pl, registrationNumber: reg, expiryDate: exp });
};

/** Irish motor tax office receipt (printed by a motor tax office's system): reg. mark, serial no., valid to. */
export const irishMotorTaxReceipt = (rng: Random): Generated => {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const months = rng.pick([3, 6, 12]);
  const mm = Number(date.slice(5, 7)) + months - 1;
  const exp0 = `${Number(date.slice(0, 4)) + Math.floor(mm / 12)}-${String((mm % 12) + 1).padStart(2, '0')}-01`;
  const exp = isoPlus(exp0, -1);
  const pl = plate(rng, 'IE');
  const reg = `${rng.int(10, 99)}${digits(rng, 7)}`;
  const office = rng.pick(['Cork County Council Motor Tax Office', 'Dublin City Motor Tax Office', 'Galway County Council Motor Taxation']);
  p.text(297, office, { y: 60, size: 12, bold: true, align: 'center' });
  p.text(297, 'Mótarcháin / Motor Tax', { y: 76, size: 9, align: 'center' });
  hline(p, 40, 515, 84);
  p.text(40, 'RECEIPT AND TAX DISC RECORD', { y: 110, size: 11, bold: true });
  let y = 136;
  const rows: [string, string][] = [
    ['Registration Mark', pl],
    ['Disc Serial No.', reg],
    ['Make / Model', rng.pick(CARS)],
    ['Taxation Class', rng.pick(['Vintage (over 30 years)', 'Private', 'Private – CO2 Band C'])],
    ['Period', `${months} months`],
    ['Valid From', fd(date, 'uk')],
    ['Valid To', fd(exp, 'uk')],
    ['Amount Paid', `€${num(rng.int(56, 480), 'en')}`],
  ];
  for (const [l, v] of rows) {
    p.text(60, `${l}:`, { y, size: 9.5 });
    p.text(220, v, { y, size: 9.5, bold: l === 'Registration Mark' });
    y += 15;
  }
  y += 20;
  p.text(60, `Transaction ${digits(rng, 6)}   Cashier ${rng.int(1, 9)}   ${fd(date, 'uk')}`, { y, size: 8 });
  p.text(60, 'Display the disc on the windscreen. Renew online at motortax.ie.', { y: y + 12, size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: pl, registrationNumber: reg, expiryDate: exp });
};

/** Zulassungsbescheinigung Teil II (2005 on) as a form copy: numbered fields, issue date at the bottom. */
export const zb2Kopie = (rng: Random): Generated => {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const v = vin(rng);
  p.text(297, 'Zulassungsbescheinigung Teil II', { y: 50, size: 13, bold: true, align: 'center' });
  p.text(297, '(Fahrzeugbrief)', { y: 64, size: 9, align: 'center' });
  p.text(555, `${letters(rng, 2)}${digits(rng, 6)}`, { y: 50, size: 11, bold: true, align: 'right' });
  const fields: [string, string, string][] = [
    ['A', 'Amtl. Kennzeichen', plate(rng, 'DE')],
    ['B', 'Datum der Erstzulassung', fd(rng.date(1962, 1995), 'de')],
    ['C.2.1', 'Name / Firmenname', personDE(rng).split(' ')[1]],
    ['C.2.2', 'Vorname(n)', personDE(rng).split(' ')[0]],
    ['D.1', 'Marke', rng.pick(CARS).split(' ')[0]],
    ['D.3', 'Handelsbezeichnung(en)', rng.pick(CARS).split(' ').slice(1).join(' ')],
    ['E', 'Fahrzeug-Identifizierungsnummer', v],
    ['2.1 / 2.2', 'Code zu 2 / zu D.2', `${digits(rng, 4)} / ${digits(rng, 3)}`],
    ['P.1', 'Hubraum in cm³', String(rng.int(1100, 5000))],
  ];
  let y = 100;
  for (const [code, l, val] of fields) {
    p.box(40, y - 11, 515, 22);
    p.text(44, code, { y: y - 2, size: 6.5, bold: true });
    p.text(84, l, { y: y - 2, size: 6.5 });
    p.text(84, val, { y: y + 8, size: 9.5 });
    y += 22;
  }
  y += 20;
  p.text(40, 'Ausgestellt durch die Zulassungsbehörde', { y, size: 8 });
  p.text(40, rng.pick(['Landratsamt Würzburg', 'Stadt Köln – Straßenverkehrsamt', 'Landeshauptstadt München KVR']), { y: y + 12, size: 9.5 });
  p.text(360, 'Datum', { y, size: 8 });
  p.text(360, fd(date, 'de'), { y: y + 12, size: 9.5 });
  p.text(40, 'Kopie zur Fahrzeugakte – Original im Tresor hinterlegt', { y: y + 50, size: 8 });
  return doc(p, 'de', { documentType: 'title', date, vin: v });
};

/** Older Fahrzeugbrief (pre-2005) transcribed into a dealer's Word data sheet: Ausfertigungsdatum, Fahrgestell-Nr. */
export const fahrzeugbriefDatenblatt = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'DE', rng.pick(['Klassik-Handel Zimmermann', 'Autohaus Steiner Classic']), 'An- und Verkauf klassischer Automobile');
  const date = rng.date(1995, 2004);
  const showVin = rng.chance(0.8);
  const v = vin(rng);
  letterhead(p, f, 'split', 'de');
  p.text(40, 'Datenblatt Fahrzeugbrief', { y: 120, size: 13, bold: true });
  p.text(40, `Bestand-Nr. ${digits(rng, 4)} – Brief liegt im Original vor`, { y: 136, size: 8.5 });
  let y = 166;
  const rows: [string, string][] = [
    ['Brief-Nr.', `${letters(rng, 1)} ${digits(rng, 7)}`],
    ['Fahrzeug', rng.pick(CARS)],
    ...(showVin ? ([['Fahrgestell-Nr.', v]] as [string, string][]) : []),
    ['Erstzulassung', fd(rng.date(1960, 1990), 'de')],
    ['Anzahl Vorhalter', String(rng.int(1, 7))],
    ['Letzter Halter', personDE(rng)],
    ['Brief ausgefertigt am', fd(date, 'de')],
  ];
  for (const [l, val] of rows) {
    p.text(40, l, { y, size: 9.5 });
    p.text(200, val, { y, size: 9.5 });
    hline(p, 40, 400, y + 4);
    y += 18;
  }
  footer3(p, [[f.name, f.street, f.city], [`Tel. ${f.phone}`], [f.web]]);
  return doc(p, 'de', { documentType: 'title', date, ...(showVin ? { vin: v } : {}) });
};

/** Ohio Certificate of Title as printed by a county clerk of courts' title office. */
export const ohioTitle = (rng: Random): Generated => {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const v = vin(rng);
  p.text(297, 'STATE OF OHIO', { y: 50, size: 11, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { y: 66, size: 13, bold: true, align: 'center' });
  p.text(297, `${rng.pick(['Franklin', 'Cuyahoga', 'Hamilton', 'Summit'])} County Clerk of Courts · Title Division`, { y: 80, size: 8.5, align: 'center' });
  const y0 = refBlock(
    p,
    [
      ['TITLE NUMBER', digits(rng, 10)],
      ['ISSUE DATE', fd(date, 'us')],
      ['PRIOR TITLE STATE', rng.pick(['OH', 'PA', 'MI', 'IN'])],
    ],
    'grid',
    40,
    110,
    515,
  );
  const y1 = refBlock(
    p,
    [
      ['VEHICLE IDENTIFICATION NUMBER', v],
      ['YEAR', String(rng.int(1955, 1989))],
      ['MAKE', rng.pick(CARS).split(' ')[0].toUpperCase()],
      ['BODY', rng.pick(['CV', '2D', '4D', 'PK'])],
    ],
    'grid',
    40,
    y0 + 18,
    515,
  );
  let y = y1 + 20;
  p.text(40, 'ODOMETER: ' + num(rng.int(10000, 99999), 'en').replace('.00', '') + '  EXEMPT', { y, size: 9 });
  y += 20;
  p.text(40, 'OWNER(S)', { y, size: 7.5 });
  const owner = customer(rng, 'US').lines.slice(-3);
  owner[2] = rng.pick(['Columbus, OH 43214', 'Dayton, OH 45419', 'Akron, OH 44313', 'Toledo, OH 43615']);
  owner.forEach((l, i) => p.text(40, l.toUpperCase(), { y: y + 12 + i * 11, size: 9 }));
  p.text(300, 'LIENHOLDER', { y, size: 7.5 });
  p.text(300, 'NONE', { y: y + 12, size: 9 });
  y += 70;
  p.text(40, 'Assignment of ownership on reverse. Any alteration or erasure voids this title.', { y, size: 8 });
  return doc(p, 'en', { documentType: 'title', date, vin: v });
};

/** Texas Certificate of Title: document number, date title issued, VIN in a row of boxes. */
export const texasTitle = (rng: Random): Generated => {
  const p = new PageBuilder();
  const date = rng.date(2000, 2026);
  const v = vin(rng);
  const docNo = digits(rng, 17);
  p.text(40, 'THE STATE OF TEXAS', { y: 50, size: 10, bold: true });
  p.text(40, 'CERTIFICATE OF TITLE', { y: 68, size: 16, bold: true, serif: true });
  p.text(555, `DOCUMENT NUMBER ${docNo}`, { y: 50, size: 8.5, align: 'right' });
  const y0 = refBlock(
    p,
    [
      ['VEHICLE IDENTIFICATION NUMBER', v],
      ['YEAR MODEL', String(rng.int(1950, 1990))],
      ['MAKE OF VEHICLE', rng.pick(CARS).split(' ')[0].toUpperCase()],
      ['BODY STYLE', rng.pick(['CP', 'CV', 'SD'])],
    ],
    'above',
    40,
    100,
    515,
  );
  const y1 = refBlock(
    p,
    [
      ['TITLE/DOCUMENT NUMBER', docNo],
      ['DATE TITLE ISSUED', fd(date, 'us')],
      ['ODOMETER READING', 'EXEMPT'],
    ],
    'above',
    40,
    y0 + 10,
    515,
  );
  let y = y1 + 16;
  p.text(40, 'OWNER', { y, size: 7.5 });
  p.text(40, personEN(rng).toUpperCase(), { y: y + 12, size: 9.5 });
  p.text(40, `${customer(rng, 'US').lines.slice(-2)[0]}, ${rng.pick(['HOUSTON TX 77008', 'SAN ANTONIO TX 78209', 'DALLAS TX 75214'])}`.toUpperCase(), {
    y: y + 24,
    size: 9.5,
  });
  y += 50;
  p.text(40, 'FIRST LIEN: NONE', { y, size: 9 });
  y += 30;
  p.text(40, 'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE OF TITLE.', {
    y,
    size: 6.5,
  });
  return doc(p, 'en', { documentType: 'title', date, vin: v });
};
