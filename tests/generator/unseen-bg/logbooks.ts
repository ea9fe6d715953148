/**
 * Registrations and titles of British classics: the DVLA V5C, the 1980s–90s V5 registration document, the Irish
 * vehicle registration certificate; the German Zulassungsbescheinigung Teil I and the Swiss Fahrzeugausweis with a
 * veteran entry. Titles: a California and a Texas certificate of title for exported British cars, the German
 * Zulassungsbescheinigung Teil II and an Austrian Einzelgenehmigung (the import's papers).
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, para } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  AT_PLACES,
  CH_PLACES,
  DE_PLACES,
  IE_PLACES,
  UK_PLACES,
  car,
  caps,
  chPlate,
  dePlate,
  deStreet,
  digits,
  iePlate,
  person,
  ukPlate,
  ukPostcode,
  ukStreet,
} from './kit';

/** A labelled field in a box: small caption, value below. */
function field(p: PageBuilder, x: number, y: number, w: number, caption: string, value: string, size = 10) {
  p.box(x, y, w, 30);
  p.text(x + 4, caption, { size: 6.5, y: y + 9 });
  p.text(x + 4, value, { size, y: y + 24 });
}

/** 1. The DVLA V5C, 2005–2026: document reference number, registration number, historic taxation class. */
export function v5c(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2005, 2026);
  const c = car(rng);
  const plate = ukPlate(rng, c.year);
  const ref = digits(rng, 11);
  p.text(50, 'V5C', { size: 22, bold: true });
  p.text(120, 'Vehicle Registration Certificate', { size: 14, bold: true, y: 52 });
  p.text(120, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { size: 8, y: 64 });
  p.y = 100;
  p.text(50, 'Document reference number', { size: 8 });
  p.text(200, ref.replace(/(\d{4})(\d{3})(\d{4})/, '$1 $2 $3'), { size: 12, bold: true });
  p.down(26);
  p.text(50, 'Registered keeper', { size: 9, bold: true });
  p.down(13);
  const [town, county, pc] = rng.pick(UK_PLACES);
  for (const l of [person(rng, 'uk').toUpperCase(), ukStreet(rng).toUpperCase(), town.toUpperCase(), county.toUpperCase(), ukPostcode(rng, pc)]) {
    p.text(50, l, { size: 10 });
    p.down(12);
  }
  p.down(10);
  p.text(50, 'Vehicle details', { size: 9, bold: true });
  p.down(8);
  const rows: [string, string][] = [
    ['A  Registration number', plate],
    ['B  Date of first registration', fd(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uk')],
    ['D.1  Make', c.make.toUpperCase()],
    ['D.3  Model', c.model.toUpperCase()],
    ['E  VIN/Chassis/Frame no.', c.chassis],
    ['P.1  Cylinder capacity (cc)', `${c.cc} CC`],
    ['R  Colour', c.colour.toUpperCase()],
    ['Taxation class', 'HISTORIC VEHICLE'],
    ['Number of previous registered keepers', String(rng.int(2, 14))],
    ['Date of issue', fd(issued, 'uk')],
  ];
  let y = p.y;
  for (const [k, v] of rows) {
    field(p, 50, y, 330, k, v);
    y += 32;
  }
  p.y = y + 20;
  para(
    p,
    50,
    'This document is not proof of ownership. The registered keeper is the person responsible for registering and taxing the vehicle. Tell DVLA straight away if any details are wrong.',
    100,
    { size: 8, step: 10.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** 2. The V5 registration document of 1983–2004 in the dot-matrix print of Swansea. */
export function v5Document(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1983, 2004);
  const c = car(rng, { maxYear: Number(issued.slice(0, 4)) });
  const plate = ukPlate(rng, c.year);
  const ref = `${caps(rng, 2)}${digits(rng, 7)}`;
  p.box(45, 40, 505, 520);
  p.y = 68;
  p.text(60, 'Vehicle Registration Document', { size: 15, bold: true, serif: true });
  p.text(535, 'V5', { size: 18, bold: true, serif: true, align: 'right' });
  p.down(14).text(60, 'Department of Transport — Driver and Vehicle Licensing Centre', { size: 8, serif: true });
  p.down(28);
  const s = (x: number, t: string) => p.text(x, t, { size: 9.5, serif: true });
  s(60, `DOCUMENT REFERENCE NO: ${ref}`);
  s(360, `DATE OF ISSUE: ${fd(issued, 'ukshort').toUpperCase()}`);
  p.down(22);
  const rows: [string, string][] = [
    ['REGISTRATION MARK', plate],
    ['TAXATION CLASS', rng.pick(['PRIVATE/LIGHT GOODS (PLG)', 'HISTORIC VEHICLE'])],
    ['MAKE', c.make.toUpperCase()],
    ['MODEL/TYPE', c.model.toUpperCase()],
    ['BODY TYPE', rng.pick(['SALOON', 'OPEN TWO SEATER', 'COUPE', 'ESTATE', 'CONVERTIBLE'])],
    ['COLOUR', c.colour.toUpperCase()],
    ['CHASSIS/FRAME NO', c.chassis],
    ['ENGINE NO', c.engine],
    ['CYLINDER CAPACITY', `${c.cc} CC`],
    ['DATE OF FIRST REGISTRATION', fd(`${c.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'ukshort').toUpperCase()],
    ['PREVIOUS KEEPERS', String(rng.int(1, 9))],
  ];
  for (const [k, v] of rows) {
    s(60, k);
    s(260, v);
    p.down(15);
  }
  p.down(14);
  s(60, 'REGISTERED KEEPER:');
  p.down(14);
  const [town, county, pc] = rng.pick(UK_PLACES);
  for (const l of [person(rng, 'uk').toUpperCase(), ukStreet(rng).toUpperCase(), `${town.toUpperCase()} ${county.toUpperCase()}`, ukPostcode(rng, pc)]) {
    s(80, l);
    p.down(13);
  }
  p.down(14);
  para(
    p,
    60,
    'The person shown above is the registered keeper of the vehicle; this document is not proof of legal ownership. When renewing the vehicle licence (tax disc) present this document or the renewal reminder V11.',
    95,
    { size: 8, serif: true, step: 10.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** 3. The Irish vehicle registration certificate (bilingual), 2004–2026, for a classic imported or kept in Ireland. */
export function irishVrc(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2004, 2026);
  const c = car(rng);
  const imp = rng.chance(0.6);
  const plate = iePlate(rng, imp ? Number(issued.slice(0, 4)) : c.year, { import: imp && rng.chance(0.4) });
  const cert = `${caps(rng, 1)}${digits(rng, 7)}`;
  const [town, co] = rng.pick(IE_PLACES);
  p.text(297, 'Teastas Clárúcháin Feithicle', { size: 11, align: 'center', serif: true });
  p.down(16).text(297, 'Vehicle Registration Certificate', { size: 15, bold: true, align: 'center' });
  p.down(13).text(297, 'An Roinn Iompair · Department of Transport — Vehicle Registration Unit, Shannon', { size: 7.5, align: 'center' });
  p.down(26);
  p.text(50, `Uimhir an Teastais / Certificate No.  ${cert}`, { size: 9.5, bold: true });
  p.down(22);
  const rows: [string, string, string][] = [
    ['Uimhir Chláraithe', 'Registration Number', plate],
    ['Dáta an Chéad Chlárúcháin', 'Date of First Registration', fd(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'uk')],
    [
      'Dáta an Chéad Chlárúcháin in Éirinn',
      'Date of First Registration in Ireland',
      fd(imp ? addDays(issued, -rng.int(0, 40)) : `${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'uk'),
    ],
    ['Déantús', 'Make', c.make.toUpperCase()],
    ['Samhail', 'Model', c.model.toUpperCase()],
    ['Uimhir Aitheantais Feithicle', 'Vehicle Identification Number', c.chassis],
    ['Dath', 'Colour', c.colour.toUpperCase()],
    ['Toilleadh Innill', 'Engine Capacity', `${c.cc} cc`],
    ['Úinéir Cláraithe', 'Registered Owner', person(rng, 'ie').toUpperCase()],
    ['Seoladh', 'Address', `${rng.pick(['Knockbeg', 'Ballyduff', 'Clonmore'])}, ${town}, ${co}`.toUpperCase()],
    ['Dáta Eisiúna', 'Date of Issue', fd(issued, 'uk')],
  ];
  for (const [ga, en, v] of rows) {
    p.text(50, ga, { size: 7, serif: true });
    p.text(50, en, { size: 8.5, y: p.y + 10 });
    p.text(260, v, { size: 10, y: p.y + 6 });
    p.box(50, p.y + 14, 495, 0.01);
    p.down(27);
  }
  p.down(10);
  para(
    p,
    50,
    'This certificate must be surrendered on change of ownership. It is not evidence of legal title. Vehicles over 30 years old may be taxed at the vintage rate.',
    100,
    { size: 8, step: 10.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: cert });
}

/** 4. The German Zulassungsbescheinigung Teil I, 2005–2026, with H plate for a British classic. */
export function zb1(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2005, 2026);
  const c = car(rng, { lang: 'de' });
  const plate = dePlate(rng, true);
  const nr = `${caps(rng, 2)}${digits(rng, 6)}`;
  const [plz, ort] = rng.pick(DE_PLACES);
  p.text(50, 'Bundesrepublik Deutschland', { size: 9 });
  p.down(16).text(50, 'Zulassungsbescheinigung Teil I', { size: 15, bold: true });
  p.down(12).text(50, '(Fahrzeugschein)', { size: 9 });
  p.text(545, `Nr. ${nr}`, { size: 11, bold: true, align: 'right', y: 76 });
  p.down(28);
  const rows: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', fd(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de')],
    ['C.1.1', 'Name oder Firmenname', person(rng, 'de').split(' ')[1]],
    ['C.1.2', 'Vorname', person(rng, 'de').split(' ')[0]],
    ['C.1.3', 'Anschrift', `${deStreet(rng)}, ${plz} ${ort}`],
    ['D.1', 'Marke', c.make.toUpperCase()],
    ['D.3', 'Handelsbezeichnung', c.model.toUpperCase()],
    ['E', 'Fahrzeug-Identifizierungsnummer', c.chassis],
    ['J', 'Fahrzeugklasse', 'M1'],
    ['P.1', 'Hubraum in cm³', String(c.cc)],
    ['R', 'Farbe des Fahrzeugs', c.colour.toUpperCase()],
    ['', 'Bemerkungen', 'OLDTIMER GEM. § 23 STVZO/§ 2 NR. 22 FZV'],
    ['I', 'Datum dieser Zulassung', fd(issued, 'de')],
  ];
  for (const [code, k, v] of rows) {
    p.text(50, code, { size: 8, bold: true });
    p.text(85, k, { size: 8 });
    p.text(280, v, { size: 10 });
    p.down(17);
  }
  p.down(10);
  p.text(50, `Landratsamt / Zulassungsbehörde ${ort}`, { size: 9 });
  p.down(12).text(50, `Nächste HU: ${fd(addDays(issued, rng.int(200, 700)), 'de').slice(3)}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr });
}

/** 5. The Swiss Fahrzeugausweis, 1996–2026, with the veteran entry (code 180); no document number of its own. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1996, 2026);
  const c = car(rng, { lang: 'de' });
  const plate = chPlate(rng);
  const [plz, ort] = rng.pick(CH_PLACES);
  p.y = 64;
  p.text(60, 'Schweizerische Eidgenossenschaft', { size: 8 });
  p.down(16).text(60, 'Fahrzeugausweis · Permis de circulation · Licenza di circolazione', { size: 12, bold: true });
  p.down(26);
  const rows: [string, string, string][] = [
    ['01', 'Name, Vornamen', `${person(rng, 'de').split(' ').reverse().join(' ')}`],
    ['02', 'Adresse', `${deStreet(rng).replace('straße', 'strasse')}, ${plz} ${ort}`],
    ['15', 'Kontrollschild', plate],
    ['18', 'Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['21', 'Marke und Typ', `${c.make.toUpperCase()} ${c.model.toUpperCase()}`],
    ['23', 'Fahrgestell-Nr.', c.chassis],
    ['25', 'Hubraum', `${c.cc} cm3`],
    ['26', 'Farbe', c.colour],
    ['36', '1. Inverkehrsetzung', fd(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de')],
    ['38', 'Ausgestellt am', fd(issued, 'de')],
  ];
  for (const [code, k, v] of rows) {
    p.text(60, code, { size: 8 });
    p.text(85, k, { size: 8.5 });
    p.text(240, v, { size: 10 });
    p.down(16);
  }
  p.down(10);
  p.text(60, 'Behördliche Eintragungen', { size: 8.5, bold: true });
  p.down(14);
  p.text(70, `180 Veteranenfahrzeug, max. 3000 km/Jahr; nächste Prüfung nach 6 Jahren`, { size: 9.5 });
  p.down(22);
  p.text(60, `Strassenverkehrsamt des Kantons ${plate.slice(0, 2)}`, { size: 9 });
  p.box(45, 40, 505, p.y - 20);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate });
}

/** 6. A California certificate of title, 1975–2026, for an exported British roadster. */
export function californiaTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1975, 2026);
  const c = car(rng, { maxYear: 1981 });
  const plate = `${rng.int(1, 8)}${caps(rng, 3)}${digits(rng, 3)}`;
  p.box(40, 40, 515, 420);
  p.y = 66;
  p.text(297, 'STATE OF CALIFORNIA', { size: 10, bold: true, align: 'center' });
  p.down(16).text(297, 'CERTIFICATE OF TITLE', { size: 16, bold: true, align: 'center', serif: true });
  p.down(12).text(297, 'AUTOMOBILE · DEPARTMENT OF MOTOR VEHICLES', { size: 8, align: 'center' });
  p.down(24);
  const y0 = p.y;
  field(p, 50, y0, 250, 'VEHICLE ID NUMBER', c.chassis);
  field(p, 300, y0, 80, 'YEAR MODEL', String(c.year));
  field(p, 380, y0, 160, 'MAKE', c.make.toUpperCase().slice(0, 8));
  field(p, 50, y0 + 32, 160, 'BODY TYPE MODEL', rng.pick(['RD', 'CP', 'CV', 'SW', '2D']));
  field(p, 210, y0 + 32, 120, 'LICENSE NUMBER', plate);
  field(p, 330, y0 + 32, 210, 'ODOMETER', rng.chance(0.6) ? 'EXEMPT' : `${rng.int(10000, 99999)} ACTUAL MILEAGE`);
  field(p, 50, y0 + 64, 160, 'TITLE NUMBER', digits(rng, 8));
  field(p, 210, y0 + 64, 160, 'ISSUE DATE', fd(issued, 'us'));
  field(p, 370, y0 + 64, 170, 'FEES PAID', `$${rng.int(15, 90)}`);
  p.y = y0 + 118;
  p.text(50, 'REGISTERED OWNER(S)', { size: 8, bold: true });
  p.down(13);
  p.text(
    60,
    `${rng.pick(['WILLIAMS', 'MORENO', 'ANDERSON', 'NGUYEN', 'KOWALSKI'])}, ${rng.pick(['ROBERT', 'LINDA', 'JAMES', 'PATRICIA', 'GARY'])} ${caps(rng, 1)}`,
    { size: 10 },
  );
  p.down(12).text(
    60,
    `${rng.int(100, 9999)} ${rng.pick(['OAK ST', 'VISTA DR', 'PALM AVE', 'MISSION RD'])}, ${rng.pick(['PASADENA', 'SANTA ROSA', 'FRESNO', 'SAN DIEGO'])} CA`,
    { size: 10 },
  );
  p.down(20);
  p.text(50, 'LEGAL OWNER', { size: 8, bold: true });
  p.down(13).text(60, rng.pick(['NONE', 'SAME AS REGISTERED OWNER']), { size: 10 });
  p.down(26);
  para(
    p,
    50,
    'I certify under penalty of perjury under the laws of the State of California that the signature below releases interest in the vehicle. Any alteration or erasure voids this title.',
    100,
    { size: 7.5, step: 10 },
  );
  p.down(8);
  p.text(50, '1a. ____________________________  Signature of registered owner', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: c.chassis });
}

/** 7. A Texas certificate of title, 1990–2026: a British saloon or Land Rover imported to Texas. */
export function texasTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1990, 2026);
  const c = car(rng);
  const plate = `${caps(rng, 3)}-${digits(rng, 4)}`;
  p.text(297, 'THE STATE OF TEXAS', { size: 12, bold: true, align: 'center', serif: true });
  p.down(16).text(297, 'CERTIFICATE OF TITLE', { size: 17, bold: true, align: 'center', serif: true });
  p.down(12).text(297, 'Texas Department of Motor Vehicles', { size: 8.5, align: 'center' });
  p.down(28);
  const s = (x: number, t: string, size = 9) => p.text(x, t, { size });
  s(50, 'VEHICLE IDENTIFICATION NUMBER', 7);
  s(260, 'YEAR', 7);
  s(310, 'MAKE OF VEHICLE', 7);
  s(440, 'BODY STYLE', 7);
  p.down(12);
  s(50, c.chassis, 10);
  s(260, String(c.year), 10);
  s(310, c.make.toUpperCase(), 10);
  s(440, rng.pick(['2D', 'CONV', 'SW', '4D']), 10);
  p.down(22);
  s(50, 'TITLE/DOCUMENT NUMBER', 7);
  s(260, 'DATE TITLE ISSUED', 7);
  s(400, 'PREVIOUS STATE', 7);
  p.down(12);
  s(50, digits(rng, 17), 10);
  s(260, fd(issued, 'us'), 10);
  s(400, rng.pick(['FOREIGN (UK)', 'CA', 'NONE', 'OK']), 10);
  p.down(22);
  s(50, 'ODOMETER READING', 7);
  s(260, 'LICENSE NUMBER', 7);
  p.down(12);
  s(50, rng.chance(0.5) ? 'EXEMPT' : `${rng.int(10000, 99999)} NOT ACTUAL`, 10);
  s(260, plate, 10);
  p.down(28);
  s(50, 'OWNER', 7);
  p.down(12);
  s(50, `${rng.pick(['HARRIS', 'GARZA', 'MILLER', 'THOMPSON'])} ${rng.pick(['CLAYTON', 'MARIA', 'DOUG', 'SHARON'])}`, 10);
  p.down(12);
  s(50, `${rng.int(100, 9999)} ${rng.pick(['FM 1960', 'ELM ST', 'RANCH RD 12'])}, ${rng.pick(['AUSTIN', 'HOUSTON', 'FREDERICKSBURG', 'TYLER'])} TX`, 10);
  p.down(26);
  s(50, 'LIEN RELEASED / FIRST LIENHOLDER', 7);
  p.down(12);
  s(50, 'NONE', 10);
  p.down(30);
  para(
    p,
    50,
    'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE OF TITLE OR OTHERWISE GIVE FALSE INFORMATION ON A CERTIFICATE OF TITLE.',
    110,
    { size: 7, step: 9.5 },
  );
  return doc(p, 'en', { documentType: 'title', date: issued, vin: c.chassis });
}

/** 8. The German Zulassungsbescheinigung Teil II, 2005–2026: issued by the registration office, with the FIN. */
export function zb2(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2005, 2026);
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(DE_PLACES);
  p.text(50, 'Zulassungsbescheinigung Teil II', { size: 15, bold: true });
  p.down(12).text(50, '(Fahrzeugbrief)', { size: 9 });
  p.text(545, `${caps(rng, 2)}${digits(rng, 7)}`, { size: 12, bold: true, align: 'right', y: 60 });
  p.down(26);
  const rows: [string, string, string][] = [
    ['C.2.1', 'Name oder Firmenname', person(rng, 'de').split(' ')[1]],
    ['C.2.2', 'Vorname', person(rng, 'de').split(' ')[0]],
    ['C.2.3', 'Anschrift', `${deStreet(rng)}, ${plz} ${ort}`],
    ['A', 'Amtliches Kennzeichen', dePlate(rng, true)],
    ['B', 'Datum der Erstzulassung', fd(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de')],
    ['D.1', 'Marke', c.make.toUpperCase()],
    ['D.3', 'Handelsbezeichnung', c.model.toUpperCase()],
    ['E', 'Fahrzeug-Identifizierungsnummer', c.chassis],
    ['2.1', 'Code zu 2', `${digits(rng, 4)}`],
    ['P.1', 'Hubraum in cm³', String(c.cc)],
    ['', 'Anzahl der Vorbesitzer', String(rng.int(1, 6))],
  ];
  for (const [code, k, v] of rows) {
    p.text(50, code, { size: 8, bold: true });
    p.text(85, k, { size: 8 });
    p.text(280, v, { size: 10 });
    p.down(17);
  }
  p.down(14);
  para(
    p,
    50,
    'Der Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer des Fahrzeugs ausgewiesen. Bei Einzelgenehmigung nach § 21 StVZO (Import Großbritannien) siehe Gutachten.',
    100,
    { size: 8, step: 10.5 },
  );
  p.down(14);
  p.text(50, `Zulassungsbehörde ${ort}`, { size: 9.5 });
  p.down(14).text(50, `Datum: ${fd(issued, 'de')}`, { size: 9.5 });
  p.text(400, '(Dienstsiegel)', { size: 8 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin: c.chassis });
}

/** 9. An Austrian Einzelgenehmigungsbescheid, 1990–2026: the state government's approval of an imported British car. */
export function einzelgenehmigungAT(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1990, 2026);
  const c = car(rng, { lang: 'de' });
  const [land, plz, ort] = rng.pick([
    ['Steiermärkischen', '8010', 'Graz'],
    ['Oberösterreichischen', '4021', 'Linz'],
    ['Salzburger', '5020', 'Salzburg'],
    ['Tiroler', '6020', 'Innsbruck'],
    ['Niederösterreichischen', '3109', 'St. Pölten'],
    ['Vorarlberger', '6901', 'Bregenz'],
  ]);
  p.text(50, `Amt der ${land} Landesregierung`, { size: 11, bold: true });
  p.down(12).text(50, `Abteilung Verkehr — Kraftfahrwesen · ${plz} ${ort}`, { size: 8.5 });
  p.text(545, `GZ: KFZ-${rng.int(100, 999)}/${rng.int(1000, 9999)}-${issued.slice(0, 4)}`, { size: 9, align: 'right', y: 60 });
  p.text(545, `${ort}, am ${fd(issued, 'de')}`, { size: 9, align: 'right', y: 74 });
  p.down(36);
  p.text(297, 'BESCHEID', { size: 15, bold: true, align: 'center' });
  p.down(16).text(297, 'Einzelgenehmigung gemäß § 31 KFG 1967', { size: 10, align: 'center' });
  p.down(26);
  para(
    p,
    50,
    `Auf Grund des Antrages von ${person(rng, 'de')}, ${deStreet(rng)}, ${rng.pick(AT_PLACES).join(' ')}, wird das nachstehend beschriebene Fahrzeug (Import aus dem Vereinigten Königreich) einzeln genehmigt:`,
    100,
    { size: 9.5, step: 12.5 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Marke', c.make],
    ['Type', c.model],
    ['Fahrgestellnummer', c.chassis],
    ['Motornummer', c.engine],
    ['Baujahr', String(c.year)],
    ['Hubraum', `${c.cc} cm³`],
    ['Aufbau', rng.pick(['Cabriolet', 'Coupé', 'Limousine', 'Kombi'])],
    ['Farbe', c.colour],
  ];
  for (const [k, v] of rows) {
    p.text(70, k, { size: 9.5 });
    p.text(220, v, { size: 10 });
    p.down(15);
  }
  p.down(12);
  para(
    p,
    50,
    'Die Angaben dieses Bescheides sind in die Genehmigungsdatenbank übernommen. Das Fahrzeug entspricht den Voraussetzungen für die Eintragung als historisches Fahrzeug. Gegen diesen Bescheid ist Beschwerde an das Landesverwaltungsgericht zulässig.',
    100,
    { size: 8.5, step: 11 },
  );
  p.down(20);
  p.text(380, 'Für die Landesregierung:', { size: 9 });
  p.down(14).text(380, `Ing. ${person(rng, 'de')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin: c.chassis });
}
