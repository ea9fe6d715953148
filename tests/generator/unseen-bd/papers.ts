/**
 * Registrations with the test date printed beside them, and titles: the German Zulassungsbescheinigung Teil I with its
 * HU field, a Kurzzeitkennzeichen's Fahrzeugschein for the drive to the test, the Swiss Fahrzeugausweis with its
 * Prüfung entries, a New York registration with the inspection's expiry beside the registration's, a Texas
 * registration receipt; the Zulassungsbescheinigung Teil II, a 1980s Fahrzeugbrief with a §21 entry, an Ohio and a
 * Pennsylvania title.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, para, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { carDE, carEN, field, monthYear, personDE, personEN, plateCH, plateDE, plateUS, streetDE, streetEN, thousands, TOWNS_CH, TOWNS_DE } from './kit';

const docNo = (rng: Random, prefix: string, n: number) => `${prefix}${Array.from({ length: n }, () => rng.int(0, 9)).join('')}`;
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => 'ABCDEFGHKLMNPRSTUVWXYZ'[rng.int(0, 21)]).join('');

/** Zulassungsbescheinigung Teil I: numbered fields, the HU month, the document number; it does not expire. */
export function zbTeil1(rng: Random): Generated {
  const date = dateIn(rng, 2006, 2025);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 30);
  const plate = plateDE(rng, code, true);
  const no = `${letters(rng, 2)}${docNo(rng, '', 6)}${rng.chance(0.5) ? letters(rng, 1) : ''}`;
  const hu = `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 2)}`;
  const p = new PageBuilder();
  p.y = 48;
  p.text(297, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8, align: 'center' }).down(14);
  p.text(297, 'Zulassungsbescheinigung Teil I', { size: 13, bold: true, align: 'center' }).down(12);
  p.text(297, '(Fahrzeugschein)', { size: 9, align: 'center' }).text(545, no, { size: 10, bold: true, align: 'right', y: 62 }).down(20);
  const y = p.y;
  const cells: [number, number, number, string, string][] = [
    [0, 0, 1, 'A Amtliches Kennzeichen', plate],
    [1, 0, 1, 'B Datum der Erstzulassung', `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}.${car.built}`],
    [2, 0, 1, 'I Datum dieser Zulassung', fd(date, 'de')],
    [0, 1, 2, 'C.1.1 Name oder Firmenname / C.1.2 Vorname', `${personDE(rng).split(' ').reverse().join(', ')}`],
    [2, 1, 1, 'Nächste HU Monat/Jahr', hu],
    [0, 2, 3, 'C.1.3 Anschrift', `${streetDE(rng)}, ${zip} ${town}`],
    [0, 3, 1, 'D.1 Marke', car.make.toUpperCase()],
    [1, 3, 2, 'D.3 Handelsbezeichnung(en)', car.model.toUpperCase()],
    [0, 4, 2, 'E Fahrzeug-Identifizierungsnummer', car.vin],
    [2, 4, 1, '2.1 / 2.2 Code zu 2', `${docNo(rng, '', 4)} / ${letters(rng, 3)}`],
    [0, 5, 1, 'J Fahrzeugklasse', 'M1'],
    [1, 5, 1, '5 Bezeichnung der Fahrzeugklasse', 'PKW GESCHLOSSEN'],
    [2, 5, 1, 'P.1 Hubraum in cm³', String(rng.int(12, 56) * 100 - rng.int(0, 30))],
  ];
  for (const [cx, cy, span, label, value] of cells) field(p, 50 + cx * 165, y + cy * 30, label, value, { w: 165 * span, h: 30 });
  p.y = y + 6 * 30 + 20;
  p.text(50, '22 Bemerkungen und Ausnahmen', { size: 7 }).down(12);
  para(
    p,
    50,
    `OLDTIMER GEM. § 2 NR. 22 FZV ** KENNZEICHEN ${plate} ** HU-PRÜFUNG BIS ${hu} LT. PRÜFPLAKETTE ** ZUL.BESCH. TEIL II NR. ${letters(rng, 2)}${docNo(rng, '', 6)}`,
    100,
    { size: 8.5, step: 11 },
  );
  p.down(16);
  p.text(50, `Zulassungsbehörde: Straßenverkehrsamt ${town}`, { size: 9 })
    .text(545, `${town}, ${fd(date, 'de')}`, { size: 9, align: 'right' })
    .down(12);
  p.text(50, '(Dienstsiegel)', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** The Fahrzeugschein of a short-term plate: five days to drive to the HU, the validity printed on it. */
export function kurzzeitSchein(rng: Random): Generated {
  const date = dateIn(rng, 2008, 2025);
  const until = addDays(date, 4);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, yearOf(date) - 25);
  const plate = `${code}-${rng.pick(['03', '04'])} ${rng.int(100, 999)}`;
  const no = docNo(rng, 'KZ ', 7);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, `Landkreis / Stadt ${town} — Zulassungsbehörde`, { size: 9 }).down(22);
  p.text(50, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true }).down(13);
  p.text(50, '(§ 16a Fahrzeug-Zulassungsverordnung)', { size: 8.5 }).down(22);
  const y = p.y;
  field(p, 50, y, 'Nr. des Fahrzeugscheins', no, { w: 165 });
  field(p, 215, y, 'Kurzzeitkennzeichen', plate, { w: 165 });
  field(p, 380, y, 'Gültig bis (Ablaufdatum)', fd(until, 'de'), { w: 165 });
  field(p, 50, y + 26, 'Name, Vorname des Inhabers', personDE(rng), { w: 330 });
  field(p, 380, y + 26, 'Ausgestellt am', fd(date, 'de'), { w: 165 });
  field(p, 50, y + 52, 'Anschrift', `${streetDE(rng)}, ${zip} ${town}`, { w: 495 });
  field(p, 50, y + 78, 'Hersteller / Typ', `${car.make} ${car.model}`, { w: 250 });
  field(p, 300, y + 78, 'Fahrzeug-Identifizierungsnummer', car.vin, { w: 245 });
  p.y = y + 130;
  p.text(50, 'Zweck der Fahrten:', { size: 9, bold: true }).down(13);
  para(
    p,
    50,
    `Prüfungsfahrt zur Hauptuntersuchung nach § 29 StVZO und Überführungsfahrt zur Werkstatt; Begutachtung nach § 23 StVZO bei der Prüfstelle in ${town}.`,
    100,
    { size: 9, step: 12 },
  );
  p.down(8);
  para(
    p,
    50,
    'Das Kurzzeitkennzeichen darf nur für das oben bezeichnete Fahrzeug und nur bis zum Ablaufdatum verwendet werden. Die Versicherungsbestätigung (eVB) liegt vor. Das Ablaufdatum ist auf dem Kennzeichenschild in Gelb angegeben.',
    100,
    { size: 8.5, step: 11 },
  );
  p.down(16);
  p.text(50, `${town}, ${fd(date, 'de')}`, { size: 9 })
    .text(545, 'Im Auftrag', { size: 9, align: 'right' })
    .down(12);
  p.text(545, `${personDE(rng)}`, { size: 9, align: 'right' });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: until });
}

/** The Swiss Fahrzeugausweis: numbered fields, the last and next test, no expiry and no document number. */
export function fahrzeugausweis(rng: Random): Generated {
  const date = dateIn(rng, 2000, 2025);
  const [town, zip, canton] = rng.pick(TOWNS_CH);
  const car = carDE(rng, yearOf(date) - 20);
  const plate = plateCH(rng, canton);
  const last = addDays(date, -rng.int(30, 900));
  const next = `${String(rng.int(1, 12)).padStart(2, '0')}.${yearOf(last) + rng.pick([3, 4, 6])}`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, 'Schweizerische Eidgenossenschaft · Confédération suisse', { size: 8 }).down(14);
  p.text(50, 'Fahrzeugausweis', { size: 14, bold: true }).text(200, 'Permis de circulation · Licenza di circolazione', { size: 8.5, y: p.y }).down(22);
  const y = p.y;
  const cells: [number, number, string, string][] = [
    [0, 0, '15 Kontrollschilder', plate],
    [1, 0, '18 Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    [2, 0, '36 1. Inverkehrsetzung', `${String(rng.int(1, 12)).padStart(2, '0')}.${car.built}`],
    [0, 1, '01 Name, Vornamen', personDE(rng)],
    [1, 1, '02 Adresse', `${streetDE(rng)}`],
    [2, 1, '03 PLZ, Ort', `${zip} ${town}`],
    [0, 2, '21 Marke und Typ', `${car.make} ${car.model}`],
    [1, 2, '23 Fahrgestell-Nr.', car.vin],
    [2, 2, '37 Hubraum', `${rng.int(1200, 5500)} cm³`],
    [0, 3, '38 Datum der letzten Prüfung', fd(last, 'de')],
    [1, 3, 'Nächste Prüfung (Monat)', next],
    [2, 3, '35 Ausgestellt am', fd(date, 'de')],
  ];
  for (const [cx, cy, l, v] of cells) field(p, 50 + cx * 165, y + cy * 32, l, v, { w: 165, h: 32 });
  p.y = y + 4 * 32 + 22;
  p.text(50, '15 Behördliche Eintragungen', { size: 8, bold: true }).down(12);
  para(
    p,
    50,
    `180 Veteranenfahrzeug: periodische Prüfung alle 6 Jahre, jährliche Fahrleistung max. 3000 km. ${rng.pick(['Abgaswartung entfällt.', 'Abgasvorschriften gemäss Zeitpunkt der 1. Inverkehrsetzung.'])}`,
    100,
    { size: 8.5, step: 11 },
  );
  p.down(16);
  p.text(50, `Strassenverkehrsamt ${canton}`, { size: 9 }).text(545, `${town}, ${fd(date, 'de')}`, { size: 9, align: 'right' });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate });
}

/** A New York registration: the registration's expiry and the inspection's expiry side by side. */
export function nyRegistration(rng: Random): Generated {
  const issued = dateIn(rng, 2004, 2025);
  const expires = addDays(issued, rng.pick([729, 730, 731]));
  const inspExp = addDays(issued, rng.int(60, 360));
  const car = carEN(rng, 1995, 'us');
  const plate = plateUS(rng);
  const docNum = docNo(rng, '', 9);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, 'NEW YORK STATE', { size: 9, bold: true }).text(545, 'DEPARTMENT OF MOTOR VEHICLES', { size: 9, bold: true, align: 'right' }).down(16);
  p.text(297, 'VEHICLE REGISTRATION', { size: 13, bold: true, align: 'center' }).down(20);
  const y = p.y;
  field(p, 50, y, 'PLATE', plate, { w: 124 });
  field(p, 174, y, 'CLASS', rng.pick(['PAS', 'HIS']), { w: 70 });
  field(p, 244, y, 'REG EXPIRES', fd(expires, 'us'), { w: 100 });
  field(p, 344, y, 'INSPECTION EXPIRES', monthYear(inspExp).replace('/', '/'), { w: 100 });
  field(p, 444, y, 'DOCUMENT NO.', docNum, { w: 101 });
  field(p, 50, y + 26, 'VIN', car.vin, { w: 248 });
  field(p, 298, y + 26, 'YEAR / MAKE / BODY', `${car.built} ${car.make.toUpperCase().slice(0, 5)} ${rng.pick(['2DSD', '4DSD', 'CONV', 'PICK'])}`, { w: 247 });
  field(p, 50, y + 52, 'OWNER', personEN(rng).toUpperCase(), { w: 248 });
  field(p, 298, y + 52, 'ADDRESS', `${streetEN(rng).toUpperCase()}`, { w: 247 });
  field(p, 50, y + 78, 'ISSUED', fd(issued, 'us'), { w: 124 });
  field(p, 174, y + 78, 'FEE', `$${rng.int(40, 140)}.${rng.pick(['00', '25', '50', '75'])}`, { w: 124 });
  field(p, 298, y + 78, 'WEIGHT', `${thousands(rng.int(2400, 4800), ',')} LBS`, { w: 247 });
  p.y = y + 130;
  para(
    p,
    50,
    'This registration must be kept in the vehicle. The inspection expiration shown is that recorded on the date of issue; a vehicle must display a valid inspection certificate. Vehicles registered with historical plates are exempt from inspection.',
    105,
    { size: 8.5, step: 11 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: docNum, expiryDate: expires });
}

/** A Texas registration renewal receipt: "two steps, one sticker" — the inspection verified, the registration's expiry. */
export function texasRenewal(rng: Random): Generated {
  const paid = dateIn(rng, 2015, 2025);
  const m = Number(paid.slice(5, 7));
  const y = yearOf(paid) + 1;
  const expiries = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const expires = `${y}-${String(m).padStart(2, '0')}-${String(m === 2 && y % 4 === 0 ? 29 : expiries[m - 1]).padStart(2, '0')}`;
  const insp = addDays(paid, -rng.int(2, 80));
  const car = carEN(rng, 1993, 'us');
  const plate = plateUS(rng);
  const county = rng.pick(['Travis', 'Williamson', 'Bexar', 'Tarrant', 'Collin', 'Lubbock']);
  const receipt = docNo(rng, '', 10);
  const reg = 50.75;
  const insState = 7.5;
  const local = rng.pick([10, 11.5, 20]);
  const proc = 4.75;
  const total = Math.round((reg + insState + local + proc) * 100) / 100;
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, 'TEXAS DEPARTMENT OF MOTOR VEHICLES', { size: 10, bold: true }).down(12);
  p.text(50, `${county} County Tax Assessor-Collector`, { size: 9 }).down(24);
  p.text(50, 'VEHICLE REGISTRATION RENEWAL RECEIPT', { size: 12, bold: true }).down(20);
  const kv: [string, string][] = [
    ['Document/Receipt No.', receipt],
    ['Plate No.', plate],
    ['Registration Class', rng.pick(['Passenger', 'Passenger', 'Antique'])],
    ['Vehicle', `${car.built} ${car.make} ${car.model}`],
    ['VIN', car.vin],
    ['Owner', personEN(rng)],
    ['Inspection', `PASSED ${fd(insp, 'us')} (verified in state inspection database)`],
    ['Registration Expires', fd(expires, 'us')],
    ['Date Paid', fd(paid, 'us')],
  ];
  for (const [a, b] of kv) p.text(50, a, { size: 9 }).text(210, b, { size: 9 }).down(14);
  p.down(10);
  const fees: [string, number][] = [
    ['Base registration fee', reg],
    ['State inspection fee', insState],
    ['Local fee (county road & bridge)', local],
    ['Processing and handling', proc],
  ];
  for (const [a, b] of fees)
    p.text(60, a, { size: 9 })
      .text(360, `$${b.toFixed(2)}`, { size: 9, align: 'right' })
      .down(13);
  p.text(60, 'Total paid', { size: 9.5, bold: true })
    .text(360, `$${total.toFixed(2)}`, { size: 9.5, bold: true, align: 'right' })
    .down(24);
  para(
    p,
    50,
    'Place the registration sticker on the inside of the windshield. The vehicle must pass a state inspection within 90 days before the registration expires. Keep this receipt in the vehicle until the sticker is displayed.',
    105,
    { size: 8.5, step: 11 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: receipt, expiryDate: expires });
}

/** Zulassungsbescheinigung Teil II: the owner's title paper, its issue date and the FIN. */
export function zbTeil2(rng: Random): Generated {
  const date = dateIn(rng, 2005, 2025);
  const [town, zip] = rng.pick(TOWNS_DE);
  const car = carDE(rng, yearOf(date) - 30);
  const p = new PageBuilder();
  p.y = 50;
  p.text(297, 'Bundesrepublik Deutschland', { size: 8.5, align: 'center' }).down(14);
  p.text(297, 'Zulassungsbescheinigung Teil II', { size: 14, bold: true, align: 'center' }).down(12);
  p.text(297, '(Fahrzeugbrief)', { size: 9, align: 'center' })
    .text(545, `${letters(rng, 2)}${docNo(rng, '', 6)}`, { size: 10, bold: true, align: 'right', y: 64 })
    .down(22);
  const y = p.y;
  const cells: [number, number, number, string, string][] = [
    [0, 0, 2, 'E Fahrzeug-Identifizierungsnummer', car.vin],
    [2, 0, 1, 'B Datum der Erstzulassung', `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}.${car.built}`],
    [0, 1, 1, 'D.1 Marke', car.make.toUpperCase()],
    [1, 1, 2, 'D.2 Typ / Variante / Version', `${docNo(rng, '', 3)} / ${letters(rng, 2)}${docNo(rng, '', 2)} / ${letters(rng, 3)}`],
    [0, 2, 3, 'C.6.1 / C.6.2 Name oder Firmenname, Vorname(n)', personDE(rng).split(' ').reverse().join(', ')],
    [0, 3, 3, 'C.6.3 Anschrift', `${streetDE(rng)}, ${zip} ${town}`],
    [0, 4, 1, 'Anzahl der Vorbesitzer', String(rng.int(1, 6))],
    [1, 4, 1, 'Ausstellungsdatum', fd(date, 'de')],
    [2, 4, 1, 'Zulassungsbehörde', `Stadt ${town}`],
  ];
  for (const [cx, cy, span, l, v] of cells) field(p, 50 + cx * 165, y + cy * 30, l, v, { w: 165 * span, h: 30 });
  p.y = y + 5 * 30 + 22;
  p.text(50, 'Bemerkungen', { size: 8, bold: true }).down(12);
  para(
    p,
    50,
    `Ersatz für Fahrzeugbrief Nr. ${letters(rng, 1)} ${docNo(rng, '', 7)} (ausgestellt ${car.built}). Fahrzeug als Oldtimer begutachtet nach § 23 StVZO.`,
    100,
    { size: 8.5, step: 11 },
  );
  p.down(12);
  para(
    p,
    50,
    'Die Zulassungsbescheinigung Teil II ist kein Eigentumsnachweis. Bei Veräußerung des Fahrzeugs ist sie dem Erwerber auszuhändigen. Diese Bescheinigung ist sorgfältig aufzubewahren und nicht im Fahrzeug mitzuführen.',
    100,
    { size: 8, step: 10.5 },
  );
  p.down(12);
  p.text(50, `${town}, den ${fd(date, 'de')}`, { size: 9 }).text(545, '(Siegel) Zulassungsstelle', { size: 9, align: 'right' });
  return doc(p, 'de', { documentType: 'title', date, vin: car.vin });
}

/** A 1970s–80s Kraftfahrzeugbrief of an imported car, with the §21 Einzelabnahme entered by the TÜV. */
export function fahrzeugbrief21(rng: Random): Generated {
  const date = dateIn(rng, 1974, 1989);
  const [town, zip] = rng.pick(TOWNS_DE);
  const car = carEN(rng, yearOf(date) - 1, rng.chance(0.5) ? 'us' : 'uk');
  const abn = addDays(date, -rng.int(3, 30));
  const p = new PageBuilder();
  p.y = 58;
  p.text(297, 'Kraftfahrzeugbrief', { size: 16, bold: true, serif: true, align: 'center' }).down(14);
  p.text(297, `Nr. ${letters(rng, 1)} ${docNo(rng, '', 7)}`, { size: 10, serif: true, align: 'center' }).down(26);
  const rows: [string, string][] = [
    ['1. Fahrzeug- und Aufbauart', 'Personenkraftwagen, geschlossen'],
    ['2. Hersteller des Fahrzeugs', car.make],
    ['3. Typ und Ausführung', car.model],
    ['4. Fahrzeug-Identifizierungsnummer', car.vin],
    ['5. Erstzulassung im Ausland', String(car.built)],
    ['6. Höchstgeschwindigkeit km/h', String(rng.int(150, 220))],
    ['7. Hubraum cm³', String(rng.int(1500, 5700))],
  ];
  for (const [a, b] of rows) {
    p.text(60, a, { serif: true, size: 9.5 }).text(290, b, { serif: true, size: 9.5 }).down(15);
  }
  p.down(10);
  p.text(60, 'Eintragungen der Technischen Prüfstelle', { serif: true, size: 10, bold: true }).down(15);
  para(
    p,
    60,
    `Fahrzeug gemäß § 21 StVZO einzeln begutachtet am ${fd(abn, 'de')}. Gutachten Nr. ${docNo(rng, '', 6)} des TÜV ${rng.pick(['Bayern', 'Rheinland', 'Hannover', 'Hessen'])}. Scheinwerfer auf Rechtsverkehr/ECE umgerüstet, Seitenmarkierungsleuchten vorhanden.`,
    90,
    { serif: true, size: 9.5, step: 13 },
  );
  p.down(12);
  p.text(60, 'Halter', { serif: true, size: 10, bold: true }).down(15);
  p.text(60, `${personDE(rng)}, ${streetDE(rng)}, ${zip} ${town}`, { serif: true, size: 9.5 }).down(24);
  p.text(60, `Ausgefertigt ${town}, den ${fd(date, 'de')}`, { serif: true, size: 9.5 }).down(13);
  p.text(60, `Die Zulassungsstelle des Kreises ${town}`, { serif: true, size: 9.5 }).down(13);
  p.text(60, '(Dienstsiegel)            Im Auftrag', { serif: true, size: 9.5 });
  return doc(p, 'de', { documentType: 'title', date, vin: car.vin });
}

/** An Ohio certificate of title with the odometer statement, issue date and the county clerk. */
export function ohioTitle(rng: Random): Generated {
  const date = dateIn(rng, 1990, 2025);
  const car = carEN(rng, yearOf(date) - 5, 'us');
  const county = rng.pick(['Franklin', 'Summit', 'Hamilton', 'Lucas', 'Stark', 'Montgomery']);
  const miles = rng.int(20000, 190000);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, 'THE STATE OF OHIO', { size: 12, bold: true, serif: true, align: 'center' }).down(14);
  p.text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { size: 11, bold: true, serif: true, align: 'center' }).down(24);
  const y = p.y;
  field(p, 50, y, 'TITLE NUMBER', docNo(rng, '', 10), { w: 165 });
  field(p, 215, y, 'DATE ISSUED', fd(date, 'us'), { w: 165 });
  field(p, 380, y, 'COUNTY', county.toUpperCase(), { w: 165 });
  field(p, 50, y + 26, 'VEHICLE IDENTIFICATION NUMBER', car.vin, { w: 248 });
  field(p, 298, y + 26, 'YEAR / MAKE / MODEL / BODY', `${car.built} ${car.make.toUpperCase()} ${rng.pick(['2D', '4D', 'CV', 'PK'])}`, { w: 247 });
  field(p, 50, y + 52, 'ODOMETER', `${thousands(miles, ',')}  ${rng.pick(['ACTUAL', 'EXCEEDS MECHANICAL LIMITS', 'NOT ACTUAL'])}`, { w: 248 });
  field(p, 298, y + 52, 'PREVIOUS TITLE STATE', rng.pick(['OH', 'PA', 'MI', 'IN', 'KY']), { w: 247 });
  field(p, 50, y + 78, 'OWNER(S)', `${personEN(rng).toUpperCase()}`, { w: 495 });
  field(p, 50, y + 104, 'LIENHOLDER', 'NONE', { w: 495 });
  p.y = y + 154;
  para(
    p,
    50,
    `Out-of-state vehicle: VIN inspection completed by ${rng.pick(['a licensed Ohio dealer', 'the Deputy Registrar', 'the Ohio State Highway Patrol'])} before issue (physical inspection of the public VIN). The Clerk of Courts certifies that the application for this title was made and the records show the person named above to be the owner.`,
    100,
    { serif: true, size: 9, step: 12 },
  );
  p.down(16);
  p.text(50, `Clerk of Courts, ${county} County`, { serif: true, size: 9.5 }).text(545, `By ________________ Deputy`, {
    serif: true,
    size: 9.5,
    align: 'right',
  });
  return doc(p, 'en', { documentType: 'title', date, vin: car.vin });
}

/** A Pennsylvania title of an antique car: the issue date up top, the VIN, and the emission/inspection note for antiques. */
export function paTitle(rng: Random): Generated {
  const date = dateIn(rng, 1998, 2025);
  const car = carEN(rng, yearOf(date) - 25, 'us');
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, 'COMMONWEALTH OF PENNSYLVANIA', { size: 11, bold: true })
    .text(545, `TITLE NO. ${docNo(rng, '', 8)}${docNo(rng, '', 2)}`, { size: 9, align: 'right' })
    .down(13);
  p.text(50, 'DEPARTMENT OF TRANSPORTATION', { size: 9 })
    .text(545, `ISSUE DATE ${fd(date, 'usshort')}`, { size: 9, align: 'right' })
    .down(24);
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { size: 13, bold: true, align: 'center' }).down(24);
  const rows: [string, string][] = [
    ['VEHICLE IDENTIFICATION NO.', car.vin],
    ['YEAR', String(car.built)],
    ['MAKE', car.make.toUpperCase()],
    ['MODEL', car.model.toUpperCase()],
    ['BODY TYPE', rng.pick(['CP', 'SD', 'CV', 'PK'])],
    ['TITLE BRAND', rng.pick(['NONE', 'ANTIQUE', 'CLASSIC'])],
    ['ODOMETER READING', `${thousands(rng.int(15000, 160000), ',')} MILES`],
    ['ODOMETER STATUS', rng.pick(['ACTUAL MILEAGE', 'NOT THE ACTUAL MILEAGE'])],
    ['OWNER', personEN(rng).toUpperCase()],
    ['ADDRESS', streetEN(rng).toUpperCase()],
  ];
  for (const [a, b] of rows) p.text(60, a, { size: 9 }).text(250, b, { size: 9.5 }).down(15);
  p.down(14);
  para(
    p,
    50,
    'Vehicles registered as antique are exempt from annual safety inspection and emission inspection but must pass a safety inspection when first registered as antique. This title is evidence of ownership; it is not a registration card.',
    100,
    { size: 8.5, step: 11 },
  );
  p.down(14);
  p.text(50, 'Secretary of Transportation', { size: 9 });
  return doc(p, 'en', { documentType: 'title', date, vin: car.vin });
}
