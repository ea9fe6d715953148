/**
 * Registrations and titles of the third honest set: a German Zulassungsbescheinigung Teil I with
 * field codes, the old green Fahrzeugschein with numbered fields, a British V5C, a Washington
 * registration card, and two US certificates of title.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, addYears, day, digits, distance, letters, PageBuilder, paper, rule } from './paper';

function codeRow(p: PageBuilder, x: number, y: number, code: string, label: string, value: string, w = 250) {
  p.text(x, code, { size: 7, bold: true, y });
  p.text(x + 26, label, { size: 6.5, y });
  p.text(x + 26, value, { size: 10, y: y + 13 });
  rule(p, x, y + 18, w);
}

export function deZb1(rng: Random): Generated {
  const plate = `${rng.pick(['KA', 'PF', 'RA'])}-${letters(rng, 2)} ${rng.int(10, 999)}H`;
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const first = rng.date(1962, 1979);
  const issued = rng.date(2012, 2024);

  const p = new PageBuilder();
  p.box(40, 40, 515, 430);
  p.text(52, 'Europäische Gemeinschaft', { size: 8, y: 58 });
  p.text(52, 'Bundesrepublik Deutschland', { size: 9, bold: true, y: 71 });
  p.text(297, 'Zulassungsbescheinigung Teil I', { size: 13, bold: true, align: 'center', y: 92 });
  p.text(297, '(Fahrzeugschein)', { size: 9, align: 'center', y: 105 });
  p.text(540, `Nr. ${no}`, { size: 10, bold: true, align: 'right', y: 62 });
  const left: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', day(first, 'de')],
    ['C.1.1', 'Name oder Firmenname', 'Leitner'],
    ['C.1.2', 'Vorname(n)', 'Bernhard Josef'],
    ['C.1.3', 'Anschrift', 'Kaiserallee 60, 76185 Karlsruhe'],
    ['I', 'Datum dieser Zulassung', day(issued, 'de')],
  ];
  const right: [string, string, string][] = [
    ['D.1', 'Marke', 'MERCEDES-BENZ'],
    ['D.2', 'Typ / Variante / Version', `W108 / 280SE / ${digits(rng, 3)}`],
    ['D.3', 'Handelsbezeichnung(en)', '280 SE'],
    ['E', 'Fahrzeug-Identifizierungsnummer', `108018${digits(rng, 8)}`],
    ['P.1', 'Hubraum in cm³', '2778'],
    ['R', 'Farbe des Fahrzeugs', 'BEIGE'],
  ];
  left.forEach(([c, l, v], i) => codeRow(p, 52, 132 + i * 38, c, l, v, 230));
  right.forEach(([c, l, v], i) => codeRow(p, 305, 132 + i * 38, c, l, v, 238));
  p.text(52, 'Bemerkungen: Oldtimer gem. § 23 StVZO', { size: 8, y: 372 });
  p.text(52, `Zulassungsbehörde: Stadt Karlsruhe, Ordnungs- und Bürgeramt · Schlüssel-Nr. 2.1: ${digits(rng, 4)}`, { size: 8, y: 386 });
  p.text(52, `Karlsruhe, ${day(issued, 'de')}`, { size: 9, y: 440 });
  p.text(540, 'Siegel', { size: 8, align: 'right', y: 440 });

  return paper(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

export function deFahrzeugscheinAlt(rng: Random): Generated {
  const plate = `${rng.pick(['OS', 'VEC', 'CLP'])}-${letters(rng, 1)} ${rng.int(100, 9999)}`;
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const first = rng.date(1958, 1975);

  const p = new PageBuilder();
  p.box(40, 40, 515, 470);
  p.text(297, 'Fahrzeugschein', { size: 18, bold: true, serif: true, align: 'center', y: 70 });
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, serif: true, align: 'center', y: 86 });
  p.text(540, `Nr. ${no}`, { size: 10, align: 'right', y: 60 });
  p.text(52, 'Amtliches Kennzeichen', { size: 7, y: 108 });
  p.text(52, plate, { size: 15, bold: true, y: 126 });
  const fields: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', 'Pkw Kombilimousine'],
    ['2', 'Hersteller', 'Volkswagenwerk AG'],
    ['3', 'Typ und Ausführung', '1600 TL / 3'],
    ['4', 'Fahrzeug-Identifizierungs-Nr.', `31${digits(rng, 7)}`],
    ['14', 'Leistung kW bei 1/min', '40 / 4000'],
    ['32', 'Tag der ersten Zulassung', day(first, 'de')],
    ['33', 'Bemerkungen', 'Zul. Reifen 6.00-15 L'],
  ];
  fields.forEach(([n, l, v], i) => {
    const y = 150 + i * 34;
    p.box(48, y, 32, 34);
    p.text(64, n, { size: 9, bold: true, align: 'center', y: y + 21 });
    p.box(80, y, 467, 34);
    p.text(86, l, { size: 7, y: y + 11 });
    p.text(86, v, { size: 10.5, y: y + 27 });
  });
  p.text(52, 'Name und Anschrift des Halters', { size: 7, y: 410 });
  p.text(52, 'Reinhold Ahlers, Vechtaer Straße 23, 49401 Damme', { size: 10.5, y: 425 });
  p.text(52, `Osnabrück, den ${day(rng.date(1978, 1998), 'de')}     Der Landkreis Osnabrück – Straßenverkehrsamt`, { size: 8.5, y: 470 });

  return paper(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

export function ukV5c(rng: Random): Generated {
  const reg = `${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1, 'EFGHJK')}`;
  const docRef = digits(rng, 11);
  const first = rng.date(1966, 1975);
  const issued = rng.date(2014, 2024);

  const p = new PageBuilder();
  p.text(45, 'Registration Certificate', { size: 16, bold: true, y: 55 });
  p.text(45, 'V5C', { size: 26, bold: true, y: 88 });
  p.text(550, 'DVLA', { size: 18, bold: true, align: 'right', y: 55 });
  p.text(550, 'Swansea SA99 1BA', { size: 8, align: 'right', y: 68 });
  p.box(330, 78, 220, 36, true);
  p.text(338, 'Document reference number', { size: 7.5, y: 90 });
  p.text(338, docRef, { size: 12, bold: true, y: 107 });
  p.text(45, 'This document is not proof of ownership.', { size: 8.5, bold: true, y: 112 });
  const fields: [string, string, string][] = [
    ['A', 'Registration number', reg],
    ['B', 'Date of first registration', day(first, 'uk')],
    ['C.1', 'Registered keeper', 'MRS ANNE ELIZABETH CARVER'],
    ['', '', '7 ORCHARD CLOSE, LEDBURY, HR8 2AB'],
    ['', 'Date of acquisition', day(addDays(issued, -rng.int(10, 40)), 'uk')],
    ['D.1', 'Make', 'ROVER'],
    ['D.3', 'Model', 'P5B COUPE'],
    ['E', 'VIN/Chassis/Frame no.', `845${digits(rng, 5)}D`],
    ['P.1', 'Cylinder capacity (cc)', '3528'],
    ['R', 'Colour', 'ARDEN GREEN'],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['', 'Date of issue', day(issued, 'uk')],
  ];
  fields.forEach(([c, l, v], i) => {
    const y = 140 + i * 26;
    p.text(45, c, { size: 8, bold: true, y: y + 10 });
    p.text(80, l, { size: 8.5, y: y + 10 });
    p.text(260, v, { size: 10, bold: true, y: y + 10 });
    rule(p, 45, y + 16, 505);
  });
  p.text(45, 'You must tell DVLA about any changes to these details. Keep this document in a safe place.', { size: 8, y: 470 });

  return paper(p, 'en', { documentType: 'registration', registrationNumber: docRef, plateNumber: reg });
}

export function usWashingtonCard(rng: Random): Generated {
  const plate = `${letters(rng, 3)}${digits(rng, 4)}`;
  const issued = rng.date(2015, 2024);
  const expiry = addYears(issued, 1);
  const regNo = digits(rng, 9);

  const p = new PageBuilder();
  p.box(45, 45, 505, 250);
  p.text(60, 'STATE OF WASHINGTON', { size: 11, bold: true, y: 66 });
  p.text(60, 'DEPARTMENT OF LICENSING', { size: 8, y: 78 });
  p.text(535, 'VEHICLE REGISTRATION', { size: 11, bold: true, align: 'right', y: 66 });
  p.text(535, 'Keep in vehicle', { size: 8, align: 'right', y: 78 });
  const grid: [string, string][][] = [
    [
      ['LICENSE PLATE', plate],
      ['REG EXPIRES', day(expiry, 'us')],
      ['REGISTRATION NO', regNo],
    ],
    [
      ['YEAR', String(rng.int(1950, 1970))],
      ['MAKE', 'FORD'],
      ['MODEL', 'THUNDERBIRD'],
    ],
    [
      ['VIN', `${rng.int(5, 9)}Y${letters(rng, 1)}${digits(rng, 6)}`],
      ['TITLE NO', digits(rng, 10)],
      ['ISSUED', day(issued, 'us')],
    ],
  ];
  grid.forEach((row, r) =>
    row.forEach(([label, value], i) => {
      const x = 60 + i * 160;
      const y = 100 + r * 42;
      p.text(x, label, { size: 7, bold: true, y });
      p.text(x, value, { size: 11, y: y + 16 });
    }),
  );
  p.text(60, 'REGISTERED OWNER', { size: 7, bold: true, y: 230 });
  p.text(60, 'KOWALCZYK, DANIEL J  ·  4417 N 38TH ST, TACOMA WA 98407', { size: 10, y: 246 });
  p.text(60, `FEES PAID $${rng.int(60, 95)}.${digits(rng, 2)}   COLLECTOR VEHICLE PLATE`, { size: 8, y: 275 });

  return paper(p, 'en', { documentType: 'registration', registrationNumber: regNo, plateNumber: plate, expiryDate: expiry });
}

export function usTitleOhio(rng: Random): Generated {
  const issued = rng.date(1995, 2024);
  const purchase = addDays(issued, -rng.int(5, 25));
  const p = new PageBuilder();
  p.box(35, 35, 525, 460);
  p.box(40, 40, 515, 450);
  p.text(297, 'THE STATE OF OHIO', { size: 16, bold: true, serif: true, align: 'center', y: 72 });
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 11, serif: true, align: 'center', y: 90 });
  const fields: [string, string][] = [
    ['TITLE NUMBER', `${digits(rng, 4)}${digits(rng, 8)}`],
    ['VEHICLE IDENTIFICATION NUMBER', `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`],
    ['YEAR / MAKE / BODY', `${rng.int(1955, 1972)} / BUICK / 2D HT`],
    ['ODOMETER', 'EXEMPT'],
    ['PURCHASE DATE', day(purchase, 'us')],
    ['ISSUE DATE', day(issued, 'us')],
    ['OWNER', 'HARLAN R. STEVENS, 2290 RIVERSIDE DR, ZANESVILLE OH 43701'],
    ['LIENHOLDER', 'NONE'],
  ];
  fields.forEach(([label, value], i) => {
    const x = i < 6 ? 60 + (i % 2) * 245 : 60;
    const y = i < 6 ? 125 + Math.floor(i / 2) * 40 : 125 + 3 * 40 + (i - 6) * 40;
    p.text(x, label, { size: 7, y });
    p.text(x, value, { size: 11, bold: true, y: y + 15 });
  });
  p.text(60, `Clerk of Courts, Muskingum County  ·  Prior title state OH  ·  Fee $15.00`, { size: 8, y: 330 });
  p.text(60, 'Total miles: EXEMPT – VEHICLE 10 YEARS OR OLDER', { size: 8, y: 344 });
  p.text(60, 'ASSIGNMENT OF OWNERSHIP (on reverse)', { size: 8, bold: true, y: 460 });

  return paper(p, 'en', { documentType: 'title', date: issued });
}

export function usTitleTexas(rng: Random): Generated {
  const issued = rng.date(1990, 2024);
  const sold = addDays(issued, -rng.int(10, 40));
  const p = new PageBuilder();
  p.box(38, 38, 519, 420);
  p.text(297, 'STATE OF TEXAS', { size: 15, bold: true, align: 'center', y: 68 });
  p.text(297, 'CERTIFICATE OF TITLE', { size: 12, bold: true, align: 'center', y: 86 });
  p.text(297, 'Texas Department of Motor Vehicles', { size: 8, align: 'center', y: 99 });
  const head = ['VEHICLE IDENTIFICATION NO.', 'YEAR', 'MAKE', 'BODY STYLE'];
  const vals = [`${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 7)}`, String(rng.int(1948, 1970)), 'CHEV', 'PK'];
  const xs = [55, 240, 310, 420];
  head.forEach((h, i) => p.text(xs[i], h, { size: 7, bold: true, y: 128 }));
  vals.forEach((v, i) => p.text(xs[i], v, { size: 10.5, y: 143 }));
  rule(p, 50, 150, 495);
  const head2 = ['TITLE/DOCUMENT NO.', 'DATE TITLE ISSUED', 'ODOMETER READING'];
  const vals2 = [digits(rng, 17), day(issued, 'us'), `${distance(rng.int(10000, 99999), 'en')} NOT ACTUAL`];
  const xs2 = [55, 240, 400];
  head2.forEach((h, i) => p.text(xs2[i], h, { size: 7, bold: true, y: 170 }));
  vals2.forEach((v, i) => p.text(xs2[i], v, { size: 10.5, y: 185 }));
  rule(p, 50, 192, 495);
  p.text(55, 'PREVIOUS OWNER', { size: 7, bold: true, y: 212 });
  p.text(55, 'GLEN A. PRUITT, LUBBOCK TX', { size: 10.5, y: 227 });
  p.text(330, 'DATE OF SALE', { size: 7, bold: true, y: 212 });
  p.text(330, day(sold, 'us'), { size: 10.5, y: 227 });
  p.text(55, 'OWNER', { size: 7, bold: true, y: 254 });
  p.text(55, 'MARISOL T. GARZA', { size: 10.5, y: 269 });
  p.text(55, '1406 AVENUE Q, LUBBOCK TX 79401', { size: 10.5, y: 283 });
  p.text(55, 'FIRST LIENHOLDER: NONE', { size: 9, y: 312 });
  p.text(55, 'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE OF TITLE.', {
    size: 6,
    y: 420,
  });

  return paper(p, 'en', { documentType: 'title', date: issued });
}
