/**
 * Registrations: the grey Fahrzeugschein of the 1970s with numbered fields, a ZB I with its field
 * codes and an H plate, a Kurzzeitkennzeichen certificate with its Ablaufdatum; a 1969 New York
 * registration typed on a form, a 1984 California card, a 2017 Texas county receipt.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  addYears,
  cell,
  date,
  full,
  num,
  personDe,
  personEn,
  plateDe,
  stamp,
  streetDe,
  streetEn,
  townDe,
  truthOf,
  typed,
  vin,
  round2,
  sum,
} from './kit';

/** 1972: old Fahrzeugschein — numbered fields in two columns, its own number top right and the Brief's number as field. */
export function fahrzeugschein1972(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const reg = rng.date(1968, 1978);
  const plate = plateDe(rng, code);
  const own = `${rng.pick(['A', 'B', 'C', 'D'])} ${rng.int(1000000, 9999999)}`;
  p.box(40, 36, 515, 560);
  p.text(297, 'Bundesrepublik Deutschland', { y: 60, size: 10, align: 'center' });
  p.text(297, 'Fahrzeugschein', { y: 82, size: 20, bold: true, serif: true, align: 'center' });
  p.text(540, `Nr. ${own}`, { y: 56, size: 10, bold: true, align: 'right' });
  p.text(297, '(Bei jeder Fahrt mitzuführen und zuständigen Personen auf Verlangen zur Prüfung auszuhändigen)', { y: 96, size: 7, align: 'center' });
  const h = personDe(rng);
  const left: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Pkw Limousine'],
    ['2 Hersteller des Fahrgestells', rng.pick(['Volkswagenwerk AG', 'Adam Opel AG', 'Ford-Werke AG', 'Daimler-Benz AG'])],
    ['3 Typ und Ausführung', `${rng.int(11, 14)} / ${rng.int(1, 9)}`],
    ['4 Fahrzeug-Ident.-Nr.', vin(rng, 1972)],
    ['5 Nr. des Fahrzeugbriefes', `${rng.pick(['E', 'F', 'G'])} ${rng.int(100000, 999999)}`],
    ['6 Höchstgeschwindigkeit km/h', String(rng.int(115, 175))],
    ['7 Hubraum cm³', String(rng.int(1100, 2300))],
    ['8 Leistung kW (PS)', `${rng.int(25, 85)} (${rng.int(34, 115)})`],
  ];
  const right: [string, string][] = [
    ['Amtliches Kennzeichen', plate],
    ['Tag der ersten Zulassung', date(rng.date(1960, Number(reg.slice(0, 4))), 'de2')],
    ['Name des Halters', full(h)],
    ['Wohnort', `${town}, ${streetDe(rng)}`],
    ['Zugeteilt am', date(reg, 'de2')],
    ['Nächster Untersuchungstermin (Mon./Jahr)', `${String(rng.int(1, 12)).padStart(2, '0')}/${String((Number(reg.slice(2, 4)) + 2) % 100).padStart(2, '0')}`],
  ];
  left.forEach(([l, v], i) => {
    p.text(56, l, { y: 130 + i * 34, size: 7 });
    typed(p, rng, 60, 144 + i * 34, v);
    p.box(56, 148 + i * 34, 220, 0.3);
  });
  right.forEach(([l, v], i) => {
    p.text(310, l, { y: 130 + i * 34, size: 7 });
    typed(p, rng, 314, 144 + i * 34, v, i === 0 ? 13 : 10);
    p.box(310, 148 + i * 34, 230, 0.3);
  });
  stamp(p, 330, 470, ['Straßenverkehrsamt', `Landkreis ${town}`], 10);
  p.text(60, `${town}, den`, { y: 540, size: 8 });
  typed(p, rng, 120, 540, date(reg, 'de2'));
  p.text(60, 'Zulassungsstelle', { y: 570, size: 8 });
  return { items: p.items, language: 'de', truth: truthOf('registration', { plateNumber: plate, registrationNumber: own }) };
}

/** 2019: ZB I read by codes (A, B, C.1.1 …) in a grid; number top right; H plate; HU date beside. */
export function zb1Historisch2019(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const plate = plateDe(rng, code, true);
  const issued = rng.date(2016, 2024);
  const own = `${rng.pick(['AA', 'AB', 'AK', 'AH', 'BE'])}${rng.int(1000000, 9999999)}`;
  p.text(40, 'EUROPÄISCHE GEMEINSCHAFT · BUNDESREPUBLIK DEUTSCHLAND', { y: 44, size: 7.5 });
  p.text(40, 'Zulassungsbescheinigung Teil I', { y: 64, size: 15, bold: true });
  p.text(40, '(Fahrzeugschein)', { y: 78, size: 9 });
  p.text(555, own, { y: 50, size: 12, bold: true, align: 'right' });
  p.text(555, 'Nr. der Bescheinigung', { y: 60, size: 6, align: 'right' });
  const h = personDe(rng);
  const codes: [string, string][] = [
    ['A', plate],
    ['B', date(rng.date(1955, 1985), 'de')],
    ['I', date(issued, 'de')],
    ['C.1.1', h.last],
    ['C.1.2', h.first],
    ['C.1.3', `${streetDe(rng)}, ${town}`],
    ['D.1', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VW'])],
    ['D.3', rng.pick(['W113 230 SL', '911 S', '3.0 CS', 'T1 BULLI'])],
    ['E', vin(rng, 1970)],
    ['J', 'M1'],
    ['P.1', String(rng.int(1200, 2900))],
    ['P.2 / P.4', `${rng.int(40, 120)} / ${rng.int(4500, 6500)}`],
    ['V.9', 'Oldtimer § 23 StVZO'],
    ['Nr. ZB II', `${rng.pick(['AD', 'AF', 'DB'])}${rng.int(100000, 999999)}`],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(issued.slice(0, 4)) + 2}`],
  ];
  codes.forEach(([c, v], i) => {
    const x = 40 + (i % 3) * 172;
    const y = 96 + Math.floor(i / 3) * 40;
    p.box(x, y, 172, 40);
    p.text(x + 4, `(${c})`, { y: y + 11, size: 7, bold: true });
    p.text(x + 8, v, { y: y + 29, size: c === 'A' ? 13 : 10 });
  });
  p.text(40, 'Zulassungsbehörde', { y: 326, size: 7 });
  stamp(p, 40, 334, [`Landratsamt ${town}`, 'Kfz-Zulassungsstelle'], 9);
  p.text(300, 'Hinweis: Das H-Kennzeichen setzt ein Gutachten nach § 23 StVZO voraus.', { y: 350, size: 7.5 });
  return { items: p.items, language: 'de', truth: truthOf('registration', { plateNumber: plate, registrationNumber: own }) };
}

/** 2023: Kurzzeitkennzeichen certificate — red-edged slip in words, plate "LA 04-123", Ablaufdatum printed in a box. */
export function kurzzeit2023(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const issued = rng.date(2021, 2025);
  const expiry = addDays(issued, 4);
  const plate = `${code} 04-${rng.int(10, 999)}`;
  const own = `KZ ${rng.int(100000, 999999)}`;
  p.box(30, 30, 535, 420);
  p.box(34, 34, 527, 412);
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { y: 64, size: 13, bold: true, align: 'center' });
  p.text(297, '(§ 16a Fahrzeug-Zulassungsverordnung)', { y: 78, size: 8, align: 'center' });
  p.text(60, `Schein-Nr.  ${own}`, { y: 104, size: 10 });
  p.text(360, `Ausgestellt: ${date(issued, 'de')}`, { y: 104, size: 10 });
  p.text(60, 'Kurzzeitkennzeichen', { y: 134, size: 8 });
  p.box(60, 140, 200, 34);
  p.text(160, plate, { y: 164, size: 18, bold: true, align: 'center' });
  p.text(300, 'Ablaufdatum', { y: 134, size: 8 });
  p.box(300, 140, 120, 34);
  p.text(360, date(expiry, 'de2'), { y: 164, size: 16, bold: true, align: 'center' });
  const h = personDe(rng);
  const rows: [string, string][] = [
    ['Zuteilung an', `${full(h)}, ${streetDe(rng)}, ${town}`],
    ['Fahrzeug (Fz.-Klasse, Marke, Typ)', `M1, ${rng.pick(['Audi 100 C3', 'Mercedes W124', 'Opel Manta B'])}`],
    ['Fahrzeug-Identifizierungsnummer', vin(rng, 1988, 'WAU')],
    ['Versicherungsbestätigung (eVB-Nr.)', `${rng.pick(['K', 'M', 'X'])}${rng.int(100, 999)}${['AB', 'QT', 'ZR'][rng.int(0, 2)]}${rng.int(10, 99)}`],
    ['Zweck', rng.pick(['Überführungsfahrt', 'Fahrt zur Hauptuntersuchung', 'Probefahrt'])],
  ];
  rows.forEach(([l, v], i) => {
    p.text(60, l, { y: 206 + i * 26, size: 8 });
    p.text(250, v, { y: 206 + i * 26, size: 10 });
  });
  p.text(60, 'Das Kennzeichen ist nach Ablauf der Gültigkeit unaufgefordert zurückzugeben oder zu entwerten.', { y: 346, size: 7.5 });
  p.text(60, `Gebühr: ${num(rng.pick([13.1, 15.3, 20.8]), 'de')} EUR bezahlt`, { y: 360, size: 7.5 });
  stamp(p, 360, 370, [`Stadt ${town}`, 'Zulassungsbehörde'], 9);
  return { items: p.items, language: 'de', truth: truthOf('registration', { plateNumber: plate, registrationNumber: own, expiryDate: expiry }) };
}

/** 1969: New York registration typed on a form, serial top right, fee and expiry. */
export function newYork1969(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1966, 1972);
  const exp = `${Number(issued.slice(0, 4)) + 1}-${rng.pick(['01-31', '03-31', '06-30'])}`;
  const plate = `${rng.pick(['1A', '2K', '4M', '7J'])} ${rng.int(1000, 9999)}`;
  const own = `No. ${rng.int(10000000, 99999999)}`;
  p.box(40, 40, 515, 260);
  p.text(56, 'STATE OF NEW YORK', { y: 60, size: 9, bold: true });
  p.text(56, 'DEPARTMENT OF MOTOR VEHICLES', { y: 71, size: 9, bold: true });
  p.text(297, 'PASSENGER VEHICLE REGISTRATION', { y: 92, size: 12, bold: true, align: 'center' });
  p.text(540, own, { y: 60, size: 10, bold: true, align: 'right' });
  const o = personEn(rng);
  cell(p, rng, 56, 104, 160, 30, 'PLATE NO.', plate, 12);
  cell(p, rng, 216, 104, 160, 30, 'REGISTRATION EXPIRES', date(exp, 'us2'));
  cell(p, rng, 376, 104, 164, 30, 'FEE PAID', `$${num(rng.int(1800, 4600) / 100, 'en')}`);
  cell(p, rng, 56, 134, 320, 30, 'NAME OF OWNER', full(o).toUpperCase());
  cell(p, rng, 376, 134, 164, 30, 'DATE ISSUED', date(issued, 'us2'));
  cell(p, rng, 56, 164, 320, 30, 'ADDRESS', `${streetEn(rng).toUpperCase()}, ${rng.pick(['UTICA', 'ELMIRA', 'BINGHAMTON', 'TROY'])}`);
  cell(p, rng, 376, 164, 164, 30, 'COUNTY', rng.pick(['ONEIDA', 'CHEMUNG', 'BROOME', 'RENSSELAER']));
  cell(p, rng, 56, 194, 100, 30, 'YEAR', String(rng.int(1958, Number(issued.slice(0, 4)))));
  cell(p, rng, 156, 194, 120, 30, 'MAKE', rng.pick(['BUICK', 'DODGE', 'MERCURY', 'VALIANT']));
  cell(p, rng, 276, 194, 100, 30, 'BODY', rng.pick(['4D', '2D', 'SW', 'CV']));
  cell(p, rng, 376, 194, 164, 30, 'VEHICLE IDENT. NO.', vin(rng, 1965));
  cell(p, rng, 56, 224, 160, 30, 'WEIGHT', String(rng.int(2800, 4400)));
  cell(p, rng, 216, 224, 324, 30, 'INSURANCE CODE / CARRIER', `${rng.int(100, 999)} ${rng.pick(['ALLSTATE', 'MERCHANTS MUT', 'UTICA MUT'])}`);
  p.text(56, 'THIS REGISTRATION MUST BE CARRIED IN THE VEHICLE OR BY THE OPERATOR. NOT VALID UNLESS SIGNED BY OWNER.', { y: 272, size: 6.5 });
  p.text(56, 'OWNER SIGNATURE __________________________', { y: 290, size: 7 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('registration', { plateNumber: plate, registrationNumber: own.replace('No. ', ''), expiryDate: exp }),
  };
}

/** 1984: California registration card, labels in a heading band over a value row, "EXPIRES" with fees. */
export function california1984(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1982, 1988);
  const exp = addDays(addYears(issued, 1), rng.int(-20, 20));
  const plate = `${rng.int(1, 2)}${['ABC', 'KLM', 'RST', 'XYZ', 'GHP'][rng.int(0, 4)]}${rng.int(100, 999)}`;
  const own = `${rng.int(100, 999)}${rng.int(10000, 99999)}`;
  p.text(297, 'STATE OF CALIFORNIA · DEPARTMENT OF MOTOR VEHICLES', { y: 48, size: 8, align: 'center' });
  p.text(297, 'REGISTRATION CARD', { y: 64, size: 14, bold: true, align: 'center' });
  const heads = ['LICENSE NUMBER', 'VEHICLE ID NUMBER', 'YR MODEL', 'MAKE', 'EXPIRES'];
  const vals = [
    plate,
    vin(rng, 1983, '1G1'),
    String(rng.int(1975, Number(issued.slice(0, 4)))),
    rng.pick(['CHEV', 'TOYT', 'DATS', 'FORD', 'HOND']),
    date(exp, 'us'),
  ];
  const ws = [90, 160, 60, 80, 125];
  let x = 40;
  heads.forEach((hd, i) => {
    p.box(x, 76, ws[i], 14, true);
    p.text(x + 3, hd, { y: 86, size: 6.5, bold: true });
    p.box(x, 90, ws[i], 20);
    p.text(x + 4, vals[i], { y: 105, size: 10 });
    x += ws[i];
  });
  const o = personEn(rng);
  const heads2 = ['BODY TYPE', 'CLASS', 'DATE ISSUED', 'DOC NO.', 'TYPE LIC'];
  const vals2 = [rng.pick(['4D', 'PK', '2D', 'SW']), String(rng.int(11, 19)), date(issued, 'us'), own, rng.pick(['AU', 'CM'])];
  x = 40;
  heads2.forEach((hd, i) => {
    p.box(x, 110, ws[i], 14, true);
    p.text(x + 3, hd, { y: 120, size: 6.5, bold: true });
    p.box(x, 124, ws[i], 20);
    p.text(x + 4, vals2[i], { y: 139, size: 10 });
    x += ws[i];
  });
  p.text(40, 'REGISTERED OWNER', { y: 162, size: 6.5, bold: true });
  p.text(40, full(o).toUpperCase(), { y: 174, size: 10 });
  p.text(40, `${streetEn(rng).toUpperCase()}`, { y: 186, size: 10 });
  p.text(40, `${rng.pick(['FRESNO', 'MODESTO', 'REDDING', 'SALINAS'])} CA ${rng.int(93000, 96199)}`, { y: 198, size: 10 });
  const fees: [string, number][] = [
    ['REG FEE', 12],
    ['VLF', rng.int(2000, 14000) / 100],
    ['CHP', rng.int(200, 400) / 100],
  ];
  fees.forEach(([n, v], i) => {
    p.text(360, n, { y: 162 + i * 12, size: 7.5 });
    p.text(455, num(v, 'en'), { y: 162 + i * 12, size: 8.5, align: 'right' });
  });
  p.text(360, 'TOTAL PAID', { y: 200, size: 7.5, bold: true });
  p.text(455, num(sum(fees.map((f) => f[1])), 'en'), { y: 200, size: 8.5, bold: true, align: 'right' });
  p.box(40, 210, 475, 0.4);
  p.text(40, 'IMPORTANT: THIS CARD MUST BE KEPT IN THE VEHICLE. NOTIFY DMV WITHIN 10 DAYS OF ANY CHANGE OF ADDRESS.', { y: 222, size: 6.5 });
  return { items: p.items, language: 'en', truth: truthOf('registration', { plateNumber: plate, registrationNumber: own, expiryDate: exp }) };
}

/** 2017: Texas county tax-office registration receipt — labels after colons in two columns, document no., sticker no. */
export function texas2017(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2015, 2020);
  const exp = addDays(addYears(issued, 1), -rng.int(1, 25));
  const plate = `${['GHK', 'JWN', 'LPR', 'DXT'][rng.int(0, 3)]}${rng.int(1000, 9999)}`;
  const own = `${rng.int(10000, 99999)}${rng.int(10000, 99999)}`;
  const county = rng.pick(['TAYLOR', 'LUBBOCK', 'TOM GREEN', 'MCLENNAN']);
  p.text(297, `${county} COUNTY TAX ASSESSOR-COLLECTOR`, { y: 50, size: 11, bold: true, align: 'center' });
  p.text(297, 'TEXAS DEPARTMENT OF MOTOR VEHICLES — REGISTRATION RENEWAL RECEIPT', { y: 64, size: 9, align: 'center' });
  const o = personEn(rng);
  const left: [string, string][] = [
    ['PLATE NO', plate],
    ['DOCUMENT NO', own],
    ['VIN', vin(rng, 2010, '1FT')],
    ['YEAR/MAKE', `${rng.int(2004, 2017)} ${rng.pick(['FORD', 'RAM', 'CHEVROLET', 'TOYOTA'])}`],
    ['BODY/STYLE', rng.pick(['PK', '4D', 'SW'])],
    ['EMPTY WT', String(rng.int(3200, 5600))],
  ];
  const right: [string, string][] = [
    ['OWNER', full(o).toUpperCase()],
    ['TRANS DATE', date(issued, 'us')],
    ['VALID FROM', date(issued, 'us')],
    ['EXPIRATION', date(exp, 'us')],
    ['STICKER NO', String(rng.int(10000000, 99999999))],
    ['INSPECTION', `PASSED ${date(addDays(issued, -rng.int(3, 60)), 'us')}`],
  ];
  left.forEach(([l, v], i) => {
    p.text(40, `${l}:`, { y: 100 + i * 15, size: 9 });
    p.text(125, v, { y: 100 + i * 15, size: 9.5, bold: l === 'PLATE NO' });
  });
  right.forEach(([l, v], i) => {
    p.text(310, `${l}:`, { y: 100 + i * 15, size: 9 });
    p.text(395, v, { y: 100 + i * 15, size: 9.5 });
  });
  const fees: [string, number][] = [
    ['REGISTRATION FEE', 50.75],
    ['COUNTY ROAD & BRIDGE', 10],
    ['STATE INSPECTION', 7.5],
    ['PROCESSING & HANDLING', 4.75],
  ];
  let y = 206;
  fees.forEach(([n, v]) => {
    p.text(40, n, { y, size: 9 });
    p.text(260, num(v, 'en'), { y, size: 9, align: 'right' });
    y += 13;
  });
  p.text(40, 'TOTAL', { y: y + 4, size: 9.5, bold: true });
  p.text(260, num(round2(sum(fees.map((f) => f[1]))), 'en'), { y: y + 4, size: 9.5, bold: true, align: 'right' });
  p.text(40, 'KEEP THIS RECEIPT IN YOUR VEHICLE UNTIL YOU RECEIVE YOUR REGISTRATION STICKER.', { y: y + 30, size: 7.5 });
  return { items: p.items, language: 'en', truth: truthOf('registration', { plateNumber: plate, registrationNumber: own, expiryDate: exp }) };
}

export const REGISTRATIONS_DE = [fahrzeugschein1972, zb1Historisch2019, kurzzeit2023];
export const REGISTRATIONS_EN = [newYork1969, california1984, texas2017];
