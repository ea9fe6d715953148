/** Registration papers with their fields in two or three columns of label/value pairs, read down then across. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, digits, person, plateDE, plateUK, plateUS, upper, vin } from './kit';

/** Label/value pairs in columns: each column filled top to bottom, then the next. */
function columns(p: PageBuilder, x0: number, colW: number, perCol: number, pairs: [string, string][], step = 30) {
  const y0 = p.y;
  pairs.forEach(([l, v], i) => {
    const x = x0 + Math.floor(i / perCol) * colW;
    const y = y0 + (i % perCol) * step;
    p.text(x, l, { y, size: 6.5 });
    p.text(x, v, { y: y + 12, size: 9.5, bold: true });
  });
  p.y = y0 + perCol * step;
}

const reg = (registrationNumber: string, plateNumber: string, expiryDate?: string) => {
  const t: Record<string, unknown> & { documentType: string } = { documentType: 'registration', registrationNumber, plateNumber };
  if (expiryDate) t.expiryDate = expiryDate;
  return t;
};

/** 33: an old Fahrzeugschein, its fields in three columns read down then across. */
export function fahrzeugscheinSpalten(rng: Random): Generated {
  const date = rng.date(1962, 2004);
  const plate = plateDE(rng);
  const nr = `${upper(rng, 1)} ${digits(rng, 6)}`;
  const p = new PageBuilder();
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center' }).down(16);
  p.text(297, 'FAHRZEUGSCHEIN', { size: 16, bold: true, align: 'center' }).down(14);
  p.text(297, `Nr. ${nr}`, { size: 10, align: 'center' }).down(30);
  p.box(40, p.y - 14, 515, 250);
  columns(p, 50, 172, 6, [
    ['Amtliches Kennzeichen', plate],
    ['Name / Vorname des Halters', person(rng, 'de')],
    ['Wohnort', rng.pick(['München', 'Kassel', 'Ulm', 'Kiel'])],
    ['Hersteller', rng.pick(['Daimler-Benz AG', 'Volkswagenwerk AG', 'Adam Opel AG'])],
    ['Typ', rng.pick(CARS_DE)],
    ['Fahrzeug-Ident.-Nr.', vin(rng, rng.pick([10, 14, 17]))],
    ['Tag der ersten Zulassung', fd(rng.date(1955, yearOf(date)), 'de')],
    ['Hubraum ccm', String(rng.int(1100, 3500))],
    ['Leistung kW', String(rng.int(25, 150))],
    ['Zul. Gesamtgewicht kg', String(rng.int(1000, 2100))],
    ['Sitzplätze', String(rng.int(2, 5))],
    ['Farbe', rng.pick(['weiß', 'rot', 'silber', 'dunkelgrün'])],
    ['Nächste Hauptuntersuchung', `${String(rng.int(1, 12)).padStart(2, '0')}/${yearOf(date) + 2}`],
    ['Zulassungsstelle', `Landratsamt ${rng.pick(['Starnberg', 'Esslingen', 'Paderborn'])}`],
    ['Datum', fd(date, 'de')],
  ]);
  p.down(40);
  p.text(40, 'Der Fahrzeugschein ist bei jeder Fahrt mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { size: 7.5 });
  return doc(p, 'de', reg(nr, plate));
}

/** 34: a Zulassungsbescheinigung Teil I with its coded fields in two columns read down then across. */
export function zb1Spalten(rng: Random): Generated {
  const date = rng.date(2005, 2025);
  const plate = `${plateDE(rng)}H`;
  const nr = `${upper(rng, 2)}${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 }).down(16);
  p.text(40, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { size: 13, bold: true });
  p.text(555, nr, { size: 11, bold: true, align: 'right' }).down(30);
  columns(p, 40, 260, 9, [
    ['A  Amtliches Kennzeichen', plate],
    ['B  Datum der Erstzulassung', fd(rng.date(1955, 1994), 'de')],
    ['C.1.1  Name', person(rng, 'de').split(' ')[1]],
    ['C.1.2  Vorname', person(rng, 'de').split(' ')[0]],
    ['C.1.3  Anschrift', `${rng.int(10000, 99999)} ${rng.pick(['Augsburg', 'Bonn', 'Rostock'])}`],
    ['D.1  Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VOLKSWAGEN'])],
    ['D.2  Typ / Variante', `${upper(rng, 1)}${rng.int(10, 99)} / ${upper(rng, 2)}`],
    ['D.3  Handelsbezeichnung', rng.pick(CARS_DE).toUpperCase()],
    ['E  Fahrzeug-Identifizierungsnummer', vin(rng, 14)],
    ['I  Datum dieser Zulassung', fd(date, 'de')],
    ['P.1  Hubraum in cm³', String(rng.int(1100, 3500))],
    ['P.2  Nennleistung in kW', String(rng.int(25, 150))],
    ['R  Farbe', rng.pick(['WEISS', 'ROT', 'SILBER', 'BLAU'])],
    ['S.1  Sitzplätze', String(rng.int(2, 5))],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}.${yearOf(date) + 2}`],
    ['Zulassungsbehörde', `Stadt ${rng.pick(['Augsburg', 'Bonn', 'Rostock', 'Hagen'])}`],
    ['Bemerkungen', 'Oldtimer gem. § 9 Abs. 1 FZV'],
    ['', ''],
  ]);
  return doc(p, 'de', reg(nr, plate));
}

/** 35: a Swiss Fahrzeugausweis with three columns of fields and a limited validity. */
export function chAusweis(rng: Random): Generated {
  const date = rng.date(1995, 2024);
  const exp = addDays(`${yearOf(date) + rng.pick([1, 2, 3])}${date.slice(4)}`, 0);
  const plate = `${rng.pick(['ZH', 'BE', 'LU', 'GR'])} ${rng.int(1000, 499999)}`;
  const nr = digits(rng, 9);
  const p = new PageBuilder();
  p.text(297, 'Schweizerische Eidgenossenschaft', { size: 8.5, align: 'center' }).down(14);
  p.text(297, 'Fahrzeugausweis', { size: 16, bold: true, align: 'center' }).down(14);
  p.text(297, `Veteranen-Fahrzeug · Ausweis Nr. ${nr}`, { size: 9.5, align: 'center' }).down(30);
  p.box(40, p.y - 14, 515, 230);
  columns(p, 50, 172, 6, [
    ['15 Kontrollschild', plate],
    ['Halter', person(rng, 'de')],
    ['Wohnort', rng.pick(['Zug', 'Bern', 'Luzern', 'Chur'])],
    ['21 Marke und Typ', rng.pick(CARS_DE)],
    ['23 Fahrgestell-Nr.', vin(rng, rng.pick([10, 13]))],
    ['24 Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['36 1. Inverkehrsetzung', fd(rng.date(1955, 1990), 'de')],
    ['37 Hubraum cm³', String(rng.int(1100, 3500))],
    ['38 Leistung kW', String(rng.int(25, 150))],
    ['Farbe', rng.pick(['weiss', 'rot', 'grün'])],
    ['Ausgestellt', fd(date, 'de')],
    ['Strassenverkehrsamt', `Kanton ${rng.pick(['Zürich', 'Bern', 'Luzern'])}`],
    ['Gültig bis', fd(exp, 'de')],
    ['Auflagen', 'max. 3000 km/Jahr'],
    ['Nächste Prüfung', String(yearOf(date) + 6)],
  ]);
  return doc(p, 'de', reg(nr, plate, exp));
}

/** 36: a British V5 registration document with the keeper's and the vehicle's details in two columns. */
export function ukV5Columns(rng: Random): Generated {
  const date = rng.date(1978, 2003);
  const first = rng.int(1960, 1980);
  const plate = plateUK(rng, first);
  const nr = digits(rng, 11);
  const p = new PageBuilder();
  p.text(40, 'Vehicle Registration Document', { size: 14, bold: true });
  p.text(555, 'V5', { size: 16, bold: true, align: 'right' }).down(14);
  p.text(40, 'Driver and Vehicle Licensing Centre, Swansea SA99 1AA', { size: 8 });
  p.text(555, `Document reference number ${nr}`, { size: 9, align: 'right' }).down(32);
  columns(p, 40, 260, 8, [
    ['Registration mark', plate],
    ['Date of first registration', fd(`${first}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uk')],
    ['Make', rng.pick(['MG', 'TRIUMPH', 'JAGUAR', 'AUSTIN HEALEY', 'ROVER'])],
    ['Model', rng.pick(CARS_EN).toUpperCase()],
    ['Type approval', 'N/A'],
    ['Body type', rng.pick(['SALOON', 'OPEN TOURER', 'COUPE'])],
    ['VIN/Chassis/Frame No.', vin(rng, rng.pick([8, 10, 12]))],
    ['Engine number', `${rng.int(10, 29)}${upper(rng, 2)}${rng.int(1000, 9999)}`],
    ['Cylinder capacity (cc)', String(rng.int(950, 4200))],
    ['Colour', rng.pick(['BRITISH RACING GREEN', 'WHITE', 'RED', 'BLUE'])],
    ['Taxation class', rng.pick(['PLG', 'HISTORIC VEHICLE'])],
    ['Registered keeper', person(rng, 'en').toUpperCase()],
    ['Address', `${rng.int(1, 90)} ${rng.pick(['MILL ROAD', 'ORCHARD WAY'])}, ${rng.pick(['YORK', 'TRURO', 'DERBY'])}`],
    ['Date of acquisition', fd(date, 'uk')],
    ['Date of issue', fd(addDays(date, rng.int(5, 30)), 'uk')],
    ['Previous keepers', String(rng.int(1, 9))],
  ]);
  p.down(20);
  p.text(40, 'This document is not proof of ownership.', { size: 8, bold: true });
  return doc(p, 'en', reg(nr, plate));
}

/** 37: a US registration card with a band of cells: Plate | Expires | Reg. No. | Fee. */
export function usRegBand(rng: Random): Generated {
  const date = rng.date(1975, 2025);
  const exp = addDays(`${yearOf(date) + 1}${date.slice(4)}`, -1);
  const plate = plateUS(rng);
  const nr = digits(rng, 8);
  const state = rng.pick(['STATE OF OHIO', 'COMMONWEALTH OF PENNSYLVANIA', 'STATE OF OREGON']);
  const p = new PageBuilder();
  p.text(297, state, { size: 11, bold: true, align: 'center' }).down(13);
  p.text(297, 'BUREAU OF MOTOR VEHICLES — REGISTRATION CARD', { size: 9, align: 'center' }).down(26);
  const cells: [string, string][] = [
    ['PLATE', plate],
    ['EXPIRES', fd(exp, 'us')],
    ['REG. NO.', nr],
    ['FEE PAID', `$${rng.int(18, 90)}.00`],
  ];
  cells.forEach(([h, v], i) => {
    const x = 40 + i * 129;
    p.box(x, p.y, 128, 34);
    p.text(x + 5, h, { y: p.y + 10, size: 6.5, bold: true });
    p.text(x + 5, v, { y: p.y + 27, size: 11, bold: true });
  });
  p.down(58);
  columns(p, 40, 260, 4, [
    ['OWNER', person(rng, 'en').toUpperCase()],
    ['ADDRESS', `${rng.int(100, 9999)} ${rng.pick(['ELM ST', 'OAK DR', 'RIVER RD'])}`],
    ['YEAR / MAKE', `${rng.int(1950, 1985)} ${rng.pick(['CHEV', 'FORD', 'BUIC', 'PONT'])}`],
    ['BODY', rng.pick(['2D', '4D', 'CV'])],
    ['VIN', vin(rng, rng.pick([11, 13, 17]))],
    ['CLASS', rng.pick(['HISTORIC', 'PASSENGER', 'COLLECTOR'])],
    ['ISSUED', fd(date, 'us')],
    ['WEIGHT', String(rng.int(2200, 4800))],
  ]);
  p.down(20);
  p.text(40, 'KEEP THIS CARD IN THE VEHICLE. SIGN ON RECEIPT. ______________________', { size: 8 });
  return doc(p, 'en', reg(nr, plate, exp));
}
