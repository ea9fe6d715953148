/**
 * The people, places, vehicles and identifiers the unseen-g pages draw from: owners, streets and
 * towns of DE, UK and US, cars of 1955–2015, and numbers that look like amounts or mileages but are
 * not (plates, VINs, postcodes, phone numbers, IBANs, tax ids).
 */
import type { Random } from '../random';
import { digits, letters } from './kit';

const DE_FIRST = [
  'Jürgen',
  'Sabine',
  'Klaus-Peter',
  'Monika',
  'Heinz',
  'Ulrike',
  'Dieter',
  'Brigitte',
  'Wolfgang',
  'Anja',
  'Matthias',
  'Renate',
  'Tobias',
  'Katrin',
  'Reinhard',
  'Birgit',
  'Volker',
  'Hannelore',
];
const DE_LAST = [
  'Schäfer',
  'Hoffmann',
  'Krüger',
  'Lehmann',
  'Baumgartner',
  'Vogt',
  'Seidel',
  'Kühn',
  'Engel',
  'Pohl',
  'Brandt',
  'Ziegler',
  'Haas',
  'Fuchs',
  'Wendt',
  'Sommer',
  'Roth',
  'Kessler',
];
const EN_FIRST = [
  'Graham',
  'Deborah',
  'Malcolm',
  'Fiona',
  'Trevor',
  'Janet',
  'Nigel',
  'Carol',
  'Raymond',
  'Wendy',
  'Dwayne',
  'Tammy',
  'Curtis',
  'Brenda',
  'Gary',
  'Lorraine',
  'Scott',
  'Melissa',
];
const EN_LAST = [
  'Pemberton',
  'Hargreaves',
  'Whitfield',
  'Ashworth',
  'Cartwright',
  'Blackwood',
  'Kowalski',
  'Delgado',
  'McAllister',
  'Thornton',
  'Okafor',
  'Brennan',
  'Lindqvist',
  'Fairbanks',
  'Haddad',
  'Stroud',
  'Gallagher',
  'Romero',
];

export const deName = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const enName = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
export const deSurname = (rng: Random) => rng.pick(DE_LAST);
export const enSurname = (rng: Random) => rng.pick(EN_LAST);

export interface Place {
  street: string;
  town: string;
}

const DE_STREETS = [
  'Industriestraße',
  'Am Gewerbepark',
  'Hauptstraße',
  'Lindenallee',
  'Robert-Bosch-Str.',
  'Mühlweg',
  'Gutenbergring',
  'Bahnhofstraße',
  'Im Kirchfeld',
  'Carl-Benz-Weg',
];
const DE_TOWNS: [string, string][] = [
  ['70565', 'Stuttgart-Vaihingen'],
  ['44137', 'Dortmund'],
  ['86150', 'Augsburg'],
  ['24103', 'Kiel'],
  ['97070', 'Würzburg'],
  ['01067', 'Dresden'],
  ['66111', 'Saarbrücken'],
  ['33602', 'Bielefeld'],
  ['83022', 'Rosenheim'],
  ['49074', 'Osnabrück'],
];
const UK_STREETS = [
  'Station Road',
  'Mill Lane',
  'Unit 4, Riverside Estate',
  'Church Street',
  'Old Forge Yard',
  'Victoria Road',
  'Brook Lane Trading Estate',
  'High Street',
];
const UK_TOWNS: [string, string][] = [
  ['Kettering', 'NN16 8PX'],
  ['Harrogate', 'HG1 4DJ'],
  ['Tewkesbury', 'GL20 5NB'],
  ['Chelmsford', 'CM2 6LT'],
  ['Shrewsbury', 'SY1 3BE'],
  ['Dorking', 'RH4 1QS'],
  ['Kendal', 'LA9 6DU'],
];
const US_STREETS = ['Route 9W', 'E Colfax Ave', 'Industrial Pkwy', 'N Main St', 'Commerce Dr', 'W Broad St', 'Old County Rd', 'Ventura Blvd'];
const US_TOWNS: [string, string, string][] = [
  ['Scottsdale', 'AZ', '85257'],
  ['Marietta', 'GA', '30060'],
  ['Kenosha', 'WI', '53140'],
  ['Bend', 'OR', '97701'],
  ['Lancaster', 'PA', '17601'],
  ['Plano', 'TX', '75074'],
  ['Saratoga Springs', 'NY', '12866'],
  ['Van Nuys', 'CA', '91406'],
];

export function dePlace(rng: Random): Place {
  const [zip, town] = rng.pick(DE_TOWNS);
  return { street: `${rng.pick(DE_STREETS)} ${rng.int(1, 140)}${rng.chance(0.2) ? 'a' : ''}`, town: `${zip} ${town}` };
}
export function ukPlace(rng: Random): Place {
  const [town, pc] = rng.pick(UK_TOWNS);
  return { street: `${rng.int(2, 88)} ${rng.pick(UK_STREETS)}`, town: `${town} ${pc}` };
}
export function usPlace(rng: Random): Place & { state: string } {
  const [town, st, zip] = rng.pick(US_TOWNS);
  return { street: `${rng.int(100, 9899)} ${rng.pick(US_STREETS)}`, town: `${town}, ${st} ${zip}`, state: st };
}

export interface Car {
  make: string;
  model: string;
  year: number;
  /** German type key (HSN/TSN style) or body code. */
  code: string;
  kw: number;
  ccm: number;
}

const CARS: (Omit<Car, 'year'> & { years: [number, number] })[] = [
  { make: 'Mercedes-Benz', model: '280 SL (W113)', years: [1968, 1971], code: 'W113', kw: 125, ccm: 2778 },
  { make: 'Mercedes-Benz', model: 'E 320 T (S124)', years: [1993, 1996], code: '124', kw: 162, ccm: 3199 },
  { make: 'Porsche', model: '911 Carrera 3.2', years: [1984, 1989], code: '930', kw: 170, ccm: 3164 },
  { make: 'BMW', model: '325i Cabrio (E30)', years: [1986, 1993], code: 'E30', kw: 125, ccm: 2494 },
  { make: 'Volkswagen', model: 'Golf GTI (Typ 17)', years: [1976, 1983], code: '17', kw: 82, ccm: 1588 },
  { make: 'Volkswagen', model: 'T3 Multivan', years: [1985, 1991], code: '25', kw: 57, ccm: 2109 },
  { make: 'Audi', model: 'Quattro 20V', years: [1989, 1991], code: '85', kw: 162, ccm: 2226 },
  { make: 'Opel', model: 'GT 1900', years: [1968, 1973], code: 'GT', kw: 66, ccm: 1897 },
  { make: 'Jaguar', model: 'XJ-S 5.3 V12', years: [1976, 1990], code: 'XJS', kw: 213, ccm: 5343 },
  { make: 'MG', model: 'MGB GT', years: [1967, 1980], code: 'GHD', kw: 70, ccm: 1798 },
  { make: 'Triumph', model: 'TR6', years: [1969, 1976], code: 'CP', kw: 78, ccm: 2498 },
  { make: 'Land Rover', model: 'Defender 110 Td5', years: [1999, 2006], code: 'LD', kw: 90, ccm: 2495 },
  { make: 'Ford', model: 'Mustang Fastback', years: [1965, 1968], code: '63A', kw: 149, ccm: 4728 },
  { make: 'Chevrolet', model: 'Corvette C3', years: [1970, 1982], code: 'YZ37', kw: 153, ccm: 5733 },
  { make: 'Toyota', model: 'Land Cruiser FJ40', years: [1975, 1983], code: 'FJ40', kw: 99, ccm: 4230 },
  { make: 'Mazda', model: 'MX-5 (NA)', years: [1990, 1997], code: 'NA', kw: 85, ccm: 1597 },
  { make: 'Volvo', model: 'P1800 ES', years: [1971, 1973], code: 'P18', kw: 92, ccm: 1986 },
  { make: 'Saab', model: '900 Turbo 16S', years: [1985, 1993], code: 'AC4', kw: 129, ccm: 1985 },
];

export function car(rng: Random): Car {
  const c = rng.pick(CARS);
  return { make: c.make, model: c.model, year: rng.int(c.years[0], c.years[1]), code: c.code, kw: c.kw, ccm: c.ccm };
}

/** A 17-character VIN (or a shorter pre-1981 chassis number for old cars). */
export function vin(rng: Random, c: Car): string {
  if (c.year < 1981) return `${letters(rng, 2)}${digits(rng, 6 + rng.int(0, 3))}`;
  return `${letters(rng, 3, 'WJSVZ1')}${letters(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${digits(rng, 2)}${letters(rng, 1, 'ABCDEFGHJKLMNPRSTVWXY')}${digits(rng, 8)}`;
}

const DE_KREIS = ['M', 'S', 'HH', 'B', 'DO', 'A', 'KI', 'WÜ', 'DD', 'SB', 'BI', 'RO', 'OS', 'ES', 'LB', 'MA'];
/** A German plate, often an H-Kennzeichen (classic) with a trailing H. */
export function dePlate(rng: Random): string {
  const h = rng.chance(0.5) ? 'H' : '';
  return `${rng.pick(DE_KREIS)}-${letters(rng, rng.int(1, 2))} ${rng.int(1, h ? 999 : 9999)}${h}`;
}
export function ukPlate(rng: Random, year: number): string {
  if (year >= 2001) return `${letters(rng, 2)}${digits(rng, 2)} ${letters(rng, 3)}`;
  if (year >= 1983) return `${letters(rng, 1)}${rng.int(1, 999)} ${letters(rng, 3)}`;
  return `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`;
}
export function usPlate(rng: Random, state: string): string {
  if (state === 'CA') return `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`;
  if (state === 'TX' || state === 'GA') return `${letters(rng, 3)}-${digits(rng, 4)}`;
  return `${letters(rng, 3)} ${digits(rng, 4)}`;
}

export const dePhone = (rng: Random) => `0${rng.int(30, 991)} / ${digits(rng, 3)} ${digits(rng, 2)}-${digits(rng, 2)}`;
export const ukPhone = (rng: Random) => `01${digits(rng, 3)} ${digits(rng, 6)}`;
export const usPhone = (rng: Random) => `(${rng.int(201, 989)}) ${digits(rng, 3)}-${digits(rng, 4)}`;
export const iban = (rng: Random) => `DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
export const ukSort = (rng: Random) => `${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`;
export const ustId = (rng: Random) => `DE${digits(rng, 9)}`;
export const steuerNr = (rng: Random) => `${rng.int(10, 99)}/${digits(rng, 3)}/${digits(rng, 5)}`;
export const ukVat = (rng: Random) => `GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`;
export const ein = (rng: Random) => `${digits(rng, 2)}-${digits(rng, 7)}`;
