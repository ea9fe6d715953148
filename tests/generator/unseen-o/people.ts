/**
 * Who and where on unseen-o's paper: people's names, towns with the post codes of their era,
 * streets, telephone numbers and number plates of Germany, Austria, Switzerland, the UK and the
 * USA. Families draw from these so that no two pages share a customer or a street by design.
 */
import type { Random } from '../random';

const FIRST_DE_M = [
  'Klaus',
  'Dieter',
  'Günter',
  'Wolfgang',
  'Jürgen',
  'Helmut',
  'Horst',
  'Manfred',
  'Uwe',
  'Rainer',
  'Peter',
  'Thomas',
  'Andreas',
  'Stefan',
  'Frank',
  'Markus',
  'Jonas',
  'Lukas',
  'Felix',
  'Bernd',
  'Hans-Jürgen',
  'Reinhard',
  'Gerhard',
];
const FIRST_DE_F = ['Sabine', 'Monika', 'Ursula', 'Renate', 'Karin', 'Petra', 'Claudia', 'Heike', 'Anna', 'Julia', 'Elke'];
const LAST_DE = [
  'Brandt',
  'Wegner',
  'Hofmann',
  'Krüger',
  'Schreiber',
  'Vogel',
  'Lorenz',
  'Kessler',
  'Pfeiffer',
  'Albrecht',
  'Sommer',
  'Haas',
  'Seidel',
  'Engel',
  'Kuhn',
  'Lehmann',
  'Hartmann',
  'Friedrich',
  'Böhm',
  'Winkler',
  'Ziegler',
  'Franke',
  'Busch',
  'Jansen',
  'Vollmer',
  'Heinemann',
  'Thiele',
  'Reuter',
];
const LAST_AT = [
  'Gruber',
  'Huber',
  'Pichler',
  'Moser',
  'Steiner',
  'Egger',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Wallner',
  'Eder',
  'Aigner',
  'Strobl',
  'Haider',
  'Lechner',
];
const LAST_CH = [
  'Keller',
  'Meier',
  'Baumann',
  'Widmer',
  'Zimmermann',
  'Graf',
  'Frei',
  'Bühler',
  'Brunner',
  'Schmid',
  'Gerber',
  'Suter',
  'Wyss',
  'Kälin',
  'Lüthi',
  'Hürlimann',
];
const FIRST_EN_M = [
  'John',
  'David',
  'Michael',
  'Robert',
  'James',
  'William',
  'Richard',
  'Thomas',
  'Gary',
  'Steven',
  'Paul',
  'Mark',
  'Daniel',
  'Christopher',
  'Kevin',
  'Brian',
  'Dennis',
  'Alan',
  'Graham',
  'Nigel',
];
const FIRST_EN_F = ['Susan', 'Linda', 'Karen', 'Patricia', 'Margaret', 'Helen', 'Sarah', 'Emma', 'Carol', 'Janet'];
const LAST_UK = [
  'Harris',
  'Collins',
  'Whitfield',
  'Pearce',
  'Marsh',
  'Holloway',
  'Bennett',
  'Fletcher',
  'Atkinson',
  'Gibbs',
  'Hughes',
  'Parsons',
  'Lloyd',
  'Barker',
  'Kemp',
  'Doyle',
  'Rowe',
  'Sutcliffe',
];
const LAST_US = [
  'Miller',
  'Henning',
  'Kowalski',
  'Prescott',
  'Donnelly',
  'Russo',
  'Olsen',
  'Whitaker',
  'Dubois',
  'Castillo',
  'McAllister',
  'Novak',
  'Brennan',
  'Hollis',
  'Tran',
  'Jablonski',
  'Garrett',
  'Lindqvist',
];

export type Country = 'DE' | 'AT' | 'CH' | 'UK' | 'US';

export interface Person {
  first: string;
  last: string;
  full: string;
  female: boolean;
  /** "Herrn"/"Frau" on German pages, "Mr"/"Mrs" on English ones. */
  title: string;
}

/** A person of the country; `male` forces a man (the owners of one-man garages of their era). */
export function person(rng: Random, country: Country, male = false): Person {
  const english = country === 'UK' || country === 'US';
  const female = !male && rng.chance(0.3);
  const first = rng.pick(english ? (female ? FIRST_EN_F : FIRST_EN_M) : female ? FIRST_DE_F : FIRST_DE_M);
  const last = rng.pick(country === 'DE' ? LAST_DE : country === 'AT' ? LAST_AT : country === 'CH' ? LAST_CH : country === 'UK' ? LAST_UK : LAST_US);
  return { first, last, full: `${first} ${last}`, female, title: english ? (female ? 'Mrs' : 'Mr') : female ? 'Frau' : 'Herrn' };
}

/** German towns: old four-digit post code (before July 1993), new five-digit one, plate prefix. */
const TOWNS_DE: [string, string, string, string][] = [
  ['Hildesheim', '3200', '31134', 'HI'],
  ['Kassel', '3500', '34117', 'KS'],
  ['Göttingen', '3400', '37073', 'GÖ'],
  ['Bielefeld', '4800', '33602', 'BI'],
  ['Osnabrück', '4500', '49074', 'OS'],
  ['Ulm', '7900', '89073', 'UL'],
  ['Reutlingen', '7410', '72764', 'RT'],
  ['Würzburg', '8700', '97070', 'WÜ'],
  ['Regensburg', '8400', '93047', 'R'],
  ['Siegen', '5900', '57072', 'SI'],
  ['Koblenz', '5400', '56068', 'KO'],
  ['Lüneburg', '2120', '21335', 'LG'],
  ['Celle', '3100', '29221', 'CE'],
  ['Bamberg', '8600', '96047', 'BA'],
];
const TOWNS_AT: [string, string, string][] = [
  ['Wien', '1100', 'W'],
  ['Graz', '8010', 'G'],
  ['Linz', '4020', 'L'],
  ['Salzburg', '5020', 'S'],
  ['Innsbruck', '6020', 'I'],
  ['Klagenfurt', '9020', 'K'],
  ['St. Pölten', '3100', 'P'],
  ['Wiener Neustadt', '2700', 'WN'],
  ['Leoben', '8700', 'LE'],
  ['Wels', '4600', 'WE'],
];
const TOWNS_CH: [string, string, string][] = [
  ['Winterthur', '8400', 'ZH'],
  ['Bern', '3011', 'BE'],
  ['Basel', '4051', 'BS'],
  ['Luzern', '6003', 'LU'],
  ['St. Gallen', '9000', 'SG'],
  ['Aarau', '5000', 'AG'],
  ['Frauenfeld', '8500', 'TG'],
  ['Chur', '7000', 'GR'],
  ['Thun', '3600', 'BE'],
  ['Schaffhausen', '8200', 'SH'],
];
const TOWNS_UK: [string, string, string][] = [
  ['Leeds', 'West Yorkshire', 'LS6'],
  ['Bristol', 'Avon', 'BS7'],
  ['Stroud', 'Gloucestershire', 'GL5'],
  ['Norwich', 'Norfolk', 'NR3'],
  ['Shrewsbury', 'Shropshire', 'SY1'],
  ['Harrogate', 'North Yorkshire', 'HG1'],
  ['Kendal', 'Cumbria', 'LA9'],
  ['Bedford', 'Bedfordshire', 'MK40'],
  ['Exeter', 'Devon', 'EX4'],
  ['Leamington Spa', 'Warwickshire', 'CV32'],
];
const TOWNS_US: [string, string, string][] = [
  ['Poughkeepsie', 'NY', '12601'],
  ['Dayton', 'OH', '45402'],
  ['Frederick', 'MD', '21701'],
  ['Boise', 'ID', '83702'],
  ['Lancaster', 'PA', '17602'],
  ['Springfield', 'IL', '62701'],
  ['Lexington', 'KY', '40507'],
  ['Tucson', 'AZ', '85701'],
  ['Fort Collins', 'CO', '80521'],
  ['Eugene', 'OR', '97401'],
  ['Burlington', 'VT', '05401'],
  ['Athens', 'GA', '30601'],
];

export interface Place {
  town: string;
  /** The post-code-and-town line as the era writes it ("3200 Hildesheim", "A-8010 Graz", "Stroud, Glos. GL5 3AH"). */
  line: string;
  /** Plate prefix or state/canton code. */
  code: string;
  street: string;
  region: string;
}

const STREET_DE = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Gartenstraße',
  'Industriestraße',
  'Am Mühlbach',
  'Lindenweg',
  'Schulstraße',
  'Ringstraße',
  'Gewerbestraße',
  'Kirchgasse',
  'Am Anger',
  'Feldstraße',
];
const STREET_AT = ['Hauptplatz', 'Wiener Straße', 'Grazer Straße', 'Bahnhofstraße', 'Kirchengasse', 'Gewerbepark', 'Linzer Straße', 'Feldgasse'];
const STREET_CH = ['Bahnhofstrasse', 'Industriestrasse', 'Zürcherstrasse', 'Dorfstrasse', 'Werkstrasse', 'Seestrasse', 'Gewerbestrasse', 'Kirchweg'];
const STREET_UK = [
  'Station Road',
  'Mill Lane',
  'High Street',
  'Church Street',
  'Abbey Lane',
  'Victoria Road',
  'Bridge Street',
  'London Road',
  'The Green',
  'Queens Road',
];
const STREET_US = [
  'Route 9',
  'Main St.',
  'Elm Street',
  'Industrial Dr.',
  'Maple Ave.',
  'Commerce Blvd.',
  'Old Mill Rd.',
  'Union Street',
  'River Road',
  'Lincoln Hwy',
];

/** Another street of the country (a customer in the shop's own town). */
export function street(rng: Random, country: Country): string {
  switch (country) {
    case 'DE':
      return `${rng.pick(STREET_DE)} ${rng.int(1, 88)}`;
    case 'AT':
      return `${rng.pick(STREET_AT)} ${rng.int(1, 60)}`;
    case 'CH':
      return `${rng.pick(STREET_CH)} ${rng.int(1, 120)}`;
    case 'UK':
      return `${rng.int(1, 140)} ${rng.pick(STREET_UK)}`;
    case 'US':
      return `${rng.int(10, 9800)} ${rng.pick(STREET_US)}`;
  }
}

const postcodeUK = (rng: Random, district: string) => `${district} ${rng.int(1, 9)}${rng.pick(['AB', 'DX', 'HF', 'QT', 'LN', 'RS', 'PE', 'BW'])}`;

/** A place of the country; `year` chooses the German post code of its era. */
export function place(rng: Random, country: Country, year: number): Place {
  switch (country) {
    case 'DE': {
      const [town, old, now, code] = rng.pick(TOWNS_DE);
      const street = `${rng.pick(STREET_DE)} ${rng.int(1, 88)}`;
      return { town, line: year < 1993 ? `${old} ${town}` : `${now} ${town}`, code, street, region: '' };
    }
    case 'AT': {
      const [town, plz, code] = rng.pick(TOWNS_AT);
      return { town, line: `${plz} ${town}`, code, street: `${rng.pick(STREET_AT)} ${rng.int(1, 60)}`, region: '' };
    }
    case 'CH': {
      const [town, plz, code] = rng.pick(TOWNS_CH);
      return { town, line: `${plz} ${town}`, code, street: `${rng.pick(STREET_CH)} ${rng.int(1, 120)}`, region: '' };
    }
    case 'UK': {
      const [town, county, district] = rng.pick(TOWNS_UK);
      return { town, line: `${town} ${postcodeUK(rng, district)}`, code: district, street: `${rng.int(1, 140)} ${rng.pick(STREET_UK)}`, region: county };
    }
    case 'US': {
      const [town, state, zip] = rng.pick(TOWNS_US);
      return { town, line: `${town}, ${state} ${zip}`, code: state, street: `${rng.int(10, 9800)} ${rng.pick(STREET_US)}`, region: state };
    }
  }
}

const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const letters = (rng: Random, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => from[rng.int(0, from.length - 1)]).join('');
export { digits, letters };

/** A German plate of the prefix ("HI-KL 482", with an H for historic plates). */
export const plateDE = (rng: Random, prefix: string, historic = false) =>
  `${prefix}-${letters(rng, rng.int(1, 2))} ${rng.int(historic ? 10 : 1, historic ? 999 : 9999)}${historic ? 'H' : ''}`;

/** A Swiss plate: canton and up to six digits. */
export const plateCH = (rng: Random, canton: string) => `${canton} ${rng.int(1000, 499999)}`;

/** An Austrian plate after 1990 ("G-4711 K"). */
export const plateAT = (rng: Random, prefix: string) => `${prefix}-${rng.int(100, 9999)} ${letters(rng, rng.int(1, 2))}`;

/** A British mark of the year: suffix (1963–83), prefix (1983–2001) or current style. */
export function plateUK(rng: Random, year: number): string {
  const yearLetters = 'ABCDEFGHJKLMNPRSTVWXY';
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(11, 999)}${yearLetters[Math.min(20, Math.max(0, year - 1963))]}`;
  if (year < 2001) return `${yearLetters[Math.min(20, year - 1983)]}${rng.int(11, 999)} ${letters(rng, 3)}`;
  const age = year % 100;
  return `${letters(rng, 2)}${String(rng.chance(0.5) ? age : age + 50).padStart(2, '0')} ${letters(rng, 3)}`;
}

/** A US plate in one of the common patterns. */
export const plateUS = (rng: Random) =>
  rng.pick([
    () => `${letters(rng, 3)} ${digits(rng, 3)}`,
    () => `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`,
    () => `${digits(rng, 3)} ${letters(rng, 3)}`,
  ])();

/** A telephone number of the country and era. */
export function phone(rng: Random, country: Country, year: number, town?: string): string {
  switch (country) {
    case 'DE':
      return year < 1993 ? `(0${rng.int(421, 951)}) ${rng.int(1000, 99999)}` : `0${rng.int(421, 951)} ${rng.int(10000, 999999)}`;
    case 'AT':
      return `0${rng.int(316, 7242)}/${rng.int(10000, 999999)}`;
    case 'CH':
      return `${year < 1996 ? rng.pick(['031', '01', '052', '061', '071', '081', '041', '064']) : rng.pick(['031', '044', '052', '061', '071', '081', '041', '062'])} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;
    case 'UK':
      return year < 1995
        ? `${town ?? rng.pick(['Stroud', 'Leeds', 'Kendal', 'Bedford', 'Exeter'])} ${rng.int(2000, 79999)}`
        : `0${rng.int(1132, 1993)} ${digits(rng, 6)}`;
    case 'US':
      return `(${rng.int(201, 989)}) ${rng.int(202, 989)}-${digits(rng, 4)}`;
  }
}
