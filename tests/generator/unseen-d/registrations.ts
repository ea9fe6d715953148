import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  addMonths,
  date,
  dePlate,
  digits,
  DE_FIRST,
  DE_LAST,
  letters,
  miles,
  num,
  page,
  person,
  UK_FIRST,
  UK_LAST,
  ukPlate,
  US_FIRST,
  US_LAST,
  usd,
  vin,
} from './kit';

/** Boxed code cells: a small code and caption over the value, as on EU registration certificates. */
function codeCells(b: ReturnType<typeof page>, cells: [string, string, number][], x0 = 40) {
  let x = x0;
  for (const [code, value, w] of cells) {
    b.box(x, b.y - 10, w, 28);
    b.text(x + 3, code, { size: 6.5 });
    b.text(x + 3, value, { y: b.y + 12, size: 9.5 });
    x += w;
  }
  b.down(28);
}

/** Zulassungsbescheinigung Teil I: EU field codes (A, B, D.1 …), the plate in A, no expiry of its own, HU month and first registration as traps. */
export function deZb1(rng: Random): Generated {
  const plate = dePlate(rng);
  const issued = rng.date(2010, 2025);
  const first = rng.date(1962, 1985);
  const b = page();
  b.text(40, 'Bundesrepublik Deutschland', { y: 50, size: 8 });
  b.text(40, 'Zulassungsbescheinigung Teil I', { y: 66, size: 14, bold: true });
  b.text(40, '(Fahrzeugschein)', { y: 78, size: 9 });
  b.text(555, `${letters(rng, 2)}${digits(rng, 7)}`, { y: 66, size: 10, align: 'right' });
  b.y = 110;
  codeCells(b, [
    ['A  Amtliches Kennzeichen', plate, 200],
    ['B  Datum der Erstzulassung', date(first, 'de'), 160],
    ['I  Datum dieser Zulassung', date(issued, 'de'), 155],
  ]);
  codeCells(b, [
    ['D.1  Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VOLKSWAGEN']), 200],
    ['D.3  Handelsbezeichnung(en)', rng.pick(['280 SL', '911 E', '2002', '1600 TL']), 160],
    ['2.1  zu 2 (Hersteller-Kurzbez.)', digits(rng, 4), 155],
  ]);
  codeCells(b, [
    ['E  Fahrzeug-Identifizierungsnummer', `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, 8)}`, 260],
    ['P.1  Hubraum in cm³', num(rng.int(1100, 2800), 'de', true), 120],
    ['P.2  Nennleistung kW', String(rng.int(30, 130)), 135],
  ]);
  codeCells(b, [
    ['C.1.1  Name oder Firmenname', rng.pick(DE_LAST), 200],
    ['C.1.2  Vorname(n)', rng.pick(DE_FIRST), 160],
    ['C.1.3  Anschrift', `${rng.int(6, 9)}${digits(rng, 4)} ${rng.pick(['Mainz', 'Speyer', 'Landau'])}`, 155],
  ]);
  codeCells(b, [
    ['Datum HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(issued.slice(0, 4)) + 2}`, 120],
    ['J  Fahrzeugklasse', 'M1', 100],
    ['5  Bezeichnung der Fahrzeugklasse und des Aufbaus', 'PKW  CABRIOLIMOUSINE', 295],
  ]);
  b.down(30);
  b.text(40, `Zulassungsbehörde ${rng.pick(['Stadt Mainz', 'Rhein-Pfalz-Kreis', 'Kreisverwaltung Südliche Weinstraße'])}`, { size: 9 });
  b.down(12);
  b.text(40, 'Bei Änderungen der Angaben oder Veräußerung ist die Zulassungsbehörde zu unterrichten.', { size: 7.5 });
  return { items: b.items, language: 'de', truth: { documentType: 'registration', plateNumber: plate } };
}

/** A Fahrzeugschein for a short-term plate (Kurzzeitkennzeichen): valid for five days, the end date printed and on the plate's stripe. */
export function deKurzzeit(rng: Random): Generated {
  const area = rng.pick(['KA', 'PF', 'RA', 'BAD']);
  const plate = `${area}-04 ${digits(rng, 3)}`;
  const issued = rng.date(2018, 2025);
  const until = addDays(issued, 4);
  const b = page();
  b.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { y: 60, size: 13, bold: true, align: 'center' });
  b.text(297, '(§ 16a Fahrzeug-Zulassungsverordnung)', { y: 74, size: 8.5, align: 'center' });
  b.y = 110;
  const pairs: [string, string][] = [
    ['Kurzzeitkennzeichen', plate],
    ['Ablaufdatum', date(until, 'de')],
    ['Ausgegeben am', date(issued, 'de')],
    ['Fahrzeug (Hersteller, Typ)', rng.pick(['Alfa Romeo Spider 2000', 'Citroën DS 21', 'Volvo P1800 S'])],
    ['Fahrzeug-Identifizierungsnummer', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['Halter', person(rng, DE_FIRST, DE_LAST)],
    ['Versicherungsbestätigung (eVB)', `${letters(rng, 3)}${digits(rng, 4)}`],
  ];
  for (const [l, v] of pairs) {
    b.text(60, v, { size: 11 });
    b.text(60, l, { y: b.y + 10, size: 7 });
    b.box(56, b.y + 2, 480, 0.01);
    b.down(30);
  }
  b.down(12);
  b.text(60, 'Das Fahrzeug darf nur zu Prüfungs-, Probe- und Überführungsfahrten verwendet werden.', { size: 8.5 });
  b.down(12);
  b.text(60, `Gebühr ${num(rng.pick([13.1, 16.3]), 'de')} € bezahlt. Landratsamt ${rng.pick(['Karlsruhe', 'Rastatt', 'Enzkreis'])}, Zulassungsstelle.`, {
    size: 8.5,
  });
  return { items: b.items, language: 'de', truth: { documentType: 'registration', plateNumber: plate, expiryDate: until } };
}

/** UK V5C registration certificate: numbered sections, the registration mark at the top, a document reference number and several dates. */
export function ukV5c(rng: Random): Generated {
  const plate = ukPlate(rng);
  const b = page();
  b.text(40, 'Vehicle Registration Certificate', { y: 58, size: 15, bold: true });
  b.text(40, 'V5C', { y: 74, size: 10, bold: true });
  b.text(555, 'DVLA, Swansea, SA99 1BA', { y: 58, size: 8, align: 'right' });
  b.y = 105;
  b.text(40, 'Document reference number', { size: 7.5 }).text(300, 'Registration number', { size: 7.5 });
  b.text(40, `${digits(rng, 11)}`, { y: b.y + 14, size: 12 }).text(300, plate, { y: b.y + 14, size: 16, bold: true });
  b.down(40);
  const rows: [string, string][] = [
    ['A', `Registration number   ${plate}`],
    ['B', `Date of first registration   ${date(rng.date(1960, 1979), 'uk')}`],
    ['B.1', `Date of first registration in UK   ${date(rng.date(1980, 2005), 'uk')}`],
    ['C.1', `Registered keeper   ${person(rng, UK_FIRST, UK_LAST).toUpperCase()}`],
    ['', `Date of acquisition   ${date(rng.date(2010, 2025), 'uk')}`],
    ['D.1', `Make   ${rng.pick(['AUSTIN', 'TRIUMPH', 'JAGUAR', 'ROVER'])}`],
    ['D.3', `Model   ${rng.pick(['HEALEY 3000', 'TR4A', 'XK150', 'P5B'])}`],
    ['E', `VIN/Chassis/Frame no.   ${letters(rng, 2)}${digits(rng, 5)}`],
    ['J', 'Taxation class   HISTORIC VEHICLE'],
    ['P.1', `Cylinder capacity (cc)   ${rng.int(948, 3781)}`],
    ['R', `Colour   ${rng.pick(['BLUE', 'RED', 'GREEN', 'CREAM'])}`],
  ];
  for (const [code, text] of rows) {
    b.text(40, code, { size: 8, bold: true }).text(80, text, { size: 9.5 });
    b.down(17);
  }
  b.down(20);
  b.text(40, 'This document is not proof of ownership.', { size: 9, bold: true });
  b.down(12);
  b.text(40, 'You must tell DVLA about any changes. Historic vehicle: exempt from vehicle tax, but it must still be taxed annually at the nil rate.', {
    size: 7.5,
  });
  return { items: b.items, language: 'en', truth: { documentType: 'registration', plateNumber: plate } };
}

/** A Florida registration: registration number and plate apart, the validity as "valid from / expires", a decal number. */
export function usFloridaRegistration(rng: Random): Generated {
  const plate = `${letters(rng, 3)} ${letters(rng, 1)}${digits(rng, 2)}`;
  const reg = digits(rng, 10);
  const from = rng.date(2018, 2024);
  const expires = addDays(addMonths(from, 12), -1);
  const b = page();
  b.text(297, 'FLORIDA', { y: 56, size: 16, bold: true, align: 'center' });
  b.text(297, 'HIGHWAY SAFETY AND MOTOR VEHICLES · REGISTRATION', { y: 70, size: 8.5, align: 'center' });
  b.y = 105;
  const cell = (x: number, label: string, value: string, w: number) => {
    b.box(x, b.y - 10, w, 30);
    b.text(x + 4, value, { y: b.y + 6, size: 10.5 });
    b.text(x + 4, label, { y: b.y + 16, size: 6 });
  };
  cell(40, 'REGISTRATION NUMBER', reg, 170);
  cell(210, 'PLATE', plate, 120);
  cell(330, 'DECAL NUMBER', digits(rng, 8), 110);
  cell(440, 'CLASS CODE', '01', 115);
  b.down(30);
  cell(40, 'VALID FROM', date(from, 'us'), 170);
  cell(210, 'EXPIRATION DATE', date(expires, 'mon'), 120);
  cell(330, 'YEAR / MAKE', `${rng.int(1950, 1980)} ${rng.pick(['BUIC', 'CADI', 'OLDS', 'DODG'])}`, 225);
  b.down(30);
  cell(40, 'VIN', vin(rng), 290);
  cell(330, 'TITLE NUMBER', digits(rng, 9), 225);
  b.down(40);
  b.text(40, 'OWNER', { size: 6.5 });
  b.down(12);
  b.text(40, person(rng, US_FIRST, US_LAST).toUpperCase());
  b.down(13);
  b.text(40, `${rng.int(100, 9999)} ${rng.pick(['SEAGRAPE LN', 'PALMETTO AVE'])}, ${rng.pick(['SARASOTA FL 34236', 'OCALA FL 34471'])}`);
  b.down(30);
  b.text(40, `TOTAL FEES ${usd(rng.int(45, 120) + 0.85)}   ANTIQUE VEHICLE   ODOMETER ${miles(rng.int(20000, 90000), 'en')} (AT LAST TITLE)`, { size: 8 });
  return { items: b.items, language: 'en', truth: { documentType: 'registration', plateNumber: plate, registrationNumber: reg, expiryDate: expires } };
}
