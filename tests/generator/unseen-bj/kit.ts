/**
 * The unseen-bj author's kit: people, towns, cars, numbers and the job catalogue that dealers' repair orders and
 * German Werkstattaufträge draw on, plus a few drawing helpers (letterheads, summary boxes, signature blocks).
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { num, r2, type NumStyle } from '../paper-kit';

export * from '../paper-kit';
export { PageBuilder };

// ---------------------------------------------------------------- people

const FIRST_DE = [
  'Klaus',
  'Jürgen',
  'Wolfgang',
  'Petra',
  'Monika',
  'Stefan',
  'Andrea',
  'Ralf',
  'Birgit',
  'Uwe',
  'Heike',
  'Dieter',
  'Markus',
  'Claudia',
  'Günter',
  'Sandra',
  'Frank',
  'Ursula',
  'Tobias',
  'Lena',
  'Helmut',
  'Karin',
  'Matthias',
  'Reto',
  'Urs',
  'Franz',
  'Josef',
  'Brigitte',
];
const LAST_DE = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hofer',
  'Gruber',
  'Huber',
  'Steiner',
  'Moser',
  'Brunner',
  'Keller',
  'Frei',
  'Baumgartner',
  'Lehner',
];
const FIRST_EN = [
  'James',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Susan',
  'Gary',
  'Karen',
  'Brian',
  'Donna',
  'Kevin',
  'Sharon',
  'Paul',
  'Deborah',
  'Mark',
  'Janet',
  'Graham',
  'Nigel',
  'Fiona',
  'Ian',
  'Alison',
  'Trevor',
  'Heather',
  'Doug',
  'Tyler',
  'Megan',
  'Colin',
];
const LAST_EN = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
  'Thompson',
  'White',
  'Harris',
  'Clarke',
  'Lewis',
  'Walker',
  'Hughes',
  'Edwards',
  'Wright',
  'Robinson',
  'Wood',
  'Turner',
  'MacDonald',
  'Tremblay',
  'Fraser',
  'Kowalski',
  'Novak',
];

const FEMALE = new Set([
  'Petra',
  'Monika',
  'Andrea',
  'Birgit',
  'Heike',
  'Claudia',
  'Sandra',
  'Ursula',
  'Lena',
  'Karin',
  'Brigitte',
  'Linda',
  'Patricia',
  'Susan',
  'Karen',
  'Donna',
  'Sharon',
  'Deborah',
  'Janet',
  'Fiona',
  'Alison',
  'Heather',
  'Megan',
]);
const isFemale = (name: string) => FEMALE.has(name.split(' ')[0]);
/** A German salutation fitting the name (Herrn / Frau), an English title (Mr / Mrs / Ms / Dr). */
export const salDe = (name: string) => (isFemale(name) ? 'Frau' : 'Herrn');
export const salEn = (rng: Random, name: string) => (rng.chance(0.1) ? 'Dr' : isFemale(name) ? rng.pick(['Mrs', 'Ms']) : 'Mr');
export const personDe = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEn = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
export const lastDe = (rng: Random) => rng.pick(LAST_DE);
export const lastEn = (rng: Random) => rng.pick(LAST_EN);
export const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0])
    .join('');

// ---------------------------------------------------------------- places

export interface TownDe {
  town: string;
  zip: string;
  plate: string;
  country: 'D' | 'A' | 'CH';
}
export const TOWNS_D: TownDe[] = [
  { town: 'Stuttgart', zip: '70469', plate: 'S', country: 'D' },
  { town: 'Ludwigsburg', zip: '71638', plate: 'LB', country: 'D' },
  { town: 'Bielefeld', zip: '33602', plate: 'BI', country: 'D' },
  { town: 'Kassel', zip: '34117', plate: 'KS', country: 'D' },
  { town: 'Regensburg', zip: '93047', plate: 'R', country: 'D' },
  { town: 'Osnabrück', zip: '49074', plate: 'OS', country: 'D' },
  { town: 'Würzburg', zip: '97070', plate: 'WÜ', country: 'D' },
  { town: 'Hamburg', zip: '22305', plate: 'HH', country: 'D' },
  { town: 'Essen', zip: '45127', plate: 'E', country: 'D' },
  { town: 'Freiburg im Breisgau', zip: '79098', plate: 'FR', country: 'D' },
  { town: 'Lüneburg', zip: '21335', plate: 'LG', country: 'D' },
  { town: 'Koblenz', zip: '56068', plate: 'KO', country: 'D' },
];
export const TOWNS_A: TownDe[] = [
  { town: 'Linz', zip: '4020', plate: 'L', country: 'A' },
  { town: 'Graz', zip: '8010', plate: 'G', country: 'A' },
  { town: 'Salzburg', zip: '5020', plate: 'S', country: 'A' },
  { town: 'Wels', zip: '4600', plate: 'WE', country: 'A' },
  { town: 'Innsbruck', zip: '6020', plate: 'I', country: 'A' },
  { town: 'St. Pölten', zip: '3100', plate: 'P', country: 'A' },
];
export const TOWNS_CH: TownDe[] = [
  { town: 'Winterthur', zip: '8400', plate: 'ZH', country: 'CH' },
  { town: 'Bern', zip: '3008', plate: 'BE', country: 'CH' },
  { town: 'Luzern', zip: '6005', plate: 'LU', country: 'CH' },
  { town: 'St. Gallen', zip: '9000', plate: 'SG', country: 'CH' },
  { town: 'Aarau', zip: '5000', plate: 'AG', country: 'CH' },
  { town: 'Thun', zip: '3600', plate: 'BE', country: 'CH' },
];
const STREETS_DE = [
  'Industriestraße',
  'Hauptstraße',
  'Gewerbepark',
  'Robert-Bosch-Straße',
  'Daimlerstraße',
  'Bahnhofstraße',
  'Im Gewerbegebiet',
  'Carl-Benz-Straße',
  'Landstraße',
  'Werkstraße',
  'Wiener Straße',
  'Lindenstraße',
];
export const streetDe = (rng: Random) => `${rng.pick(STREETS_DE)} ${rng.int(1, 140)}`;

export interface TownEn {
  town: string;
  region: string;
  zip: string;
  country: 'US' | 'UK' | 'CA';
}
export const TOWNS_US: TownEn[] = [
  { town: 'Columbus', region: 'OH', zip: '43215', country: 'US' },
  { town: 'Scottsdale', region: 'AZ', zip: '85251', country: 'US' },
  { town: 'Sacramento', region: 'CA', zip: '95814', country: 'US' },
  { town: 'Plano', region: 'TX', zip: '75074', country: 'US' },
  { town: 'Bloomington', region: 'MN', zip: '55420', country: 'US' },
  { town: 'Lancaster', region: 'PA', zip: '17601', country: 'US' },
  { town: 'Greenville', region: 'SC', zip: '29601', country: 'US' },
  { town: 'Grand Rapids', region: 'MI', zip: '49503', country: 'US' },
  { town: 'Tacoma', region: 'WA', zip: '98402', country: 'US' },
  { town: 'Naperville', region: 'IL', zip: '60540', country: 'US' },
];
export const TOWNS_UK: TownEn[] = [
  { town: 'Reading', region: 'Berkshire', zip: 'RG1 8DN', country: 'UK' },
  { town: 'Leicester', region: 'Leicestershire', zip: 'LE4 9HA', country: 'UK' },
  { town: 'Harrogate', region: 'North Yorkshire', zip: 'HG1 4PT', country: 'UK' },
  { town: 'Exeter', region: 'Devon', zip: 'EX2 7LB', country: 'UK' },
  { town: 'Milton Keynes', region: 'Buckinghamshire', zip: 'MK12 5TS', country: 'UK' },
  { town: 'Stockport', region: 'Cheshire', zip: 'SK4 1AA', country: 'UK' },
  { town: 'Norwich', region: 'Norfolk', zip: 'NR6 6EJ', country: 'UK' },
];
export const TOWNS_CA: TownEn[] = [
  { town: 'Mississauga', region: 'ON', zip: 'L5T 2N7', country: 'CA' },
  { town: 'Kelowna', region: 'BC', zip: 'V1Y 7R2', country: 'CA' },
  { town: 'Red Deer', region: 'AB', zip: 'T4N 1X4', country: 'CA' },
  { town: 'Moncton', region: 'NB', zip: 'E1C 4B6', country: 'CA' },
  { town: 'Barrie', region: 'ON', zip: 'L4N 8W1', country: 'CA' },
  { town: 'Saskatoon', region: 'SK', zip: 'S7K 1J5', country: 'CA' },
];
const STREETS_EN = [
  'Commerce Dr',
  'Industrial Pkwy',
  'Motor Mile',
  'Auto Mall Blvd',
  'Dealer Rd',
  'Route 9',
  'Elm St',
  'Oak Ave',
  'Washington Blvd',
  'Trade Park Way',
  'Main St',
  'Highway 7',
];
export const streetEn = (rng: Random) => `${rng.int(10, 9800)} ${rng.pick(STREETS_EN)}`;
export const streetUk = (rng: Random) =>
  `${rng.pick(['Unit ' + rng.int(1, 24) + ', ', ''])}${rng.int(1, 220)} ${rng.pick(['Station Road', 'Bath Road', 'London Road', 'Ringway', 'Kingsway', 'Trade Park Way', 'Mill Lane'])}`;
export const phoneUs = (rng: Random) => `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
export const phoneUk = (rng: Random) => `0${rng.int(1133, 1999)} ${rng.int(100000, 999999)}`;
export const phoneDe = (rng: Random) => `0${rng.int(201, 9999)} / ${rng.int(10000, 999999)}`;

// ---------------------------------------------------------------- cars

export interface Car {
  make: string;
  model: string;
  from: number;
  to: number;
}
export const CARS_DE: Car[] = [
  { make: 'Mercedes-Benz', model: '280 SE (W116)', from: 1972, to: 1980 },
  { make: 'Mercedes-Benz', model: '230 E (W123)', from: 1976, to: 1985 },
  { make: 'Mercedes-Benz', model: '190 E 2.3', from: 1983, to: 1993 },
  { make: 'Mercedes-Benz', model: 'SL 500 (R129)', from: 1989, to: 2001 },
  { make: 'Mercedes-Benz', model: 'E 320 T (S210)', from: 1996, to: 2003 },
  { make: 'Mercedes-Benz', model: 'SLK 200', from: 1996, to: 2010 },
  { make: 'VW', model: 'Golf GTI I', from: 1976, to: 1983 },
  { make: 'VW', model: 'Käfer 1303', from: 1972, to: 1975 },
  { make: 'VW', model: 'T3 Multivan', from: 1979, to: 1992 },
  { make: 'VW', model: 'Corrado G60', from: 1988, to: 1995 },
  { make: 'VW', model: 'Golf IV 1.8T', from: 1997, to: 2004 },
  { make: 'BMW', model: '323i (E21)', from: 1977, to: 1983 },
  { make: 'BMW', model: 'M3 (E30)', from: 1986, to: 1991 },
  { make: 'BMW', model: '525i (E34)', from: 1988, to: 1996 },
  { make: 'BMW', model: 'Z3 roadster 2.8', from: 1996, to: 2002 },
  { make: 'Porsche', model: '911 SC', from: 1978, to: 1983 },
  { make: 'Porsche', model: '944 S2', from: 1989, to: 1991 },
  { make: 'Porsche', model: '911 Carrera (993)', from: 1994, to: 1998 },
  { make: 'Porsche', model: 'Boxster 986', from: 1996, to: 2004 },
  { make: 'Opel', model: 'Manta B GT/E', from: 1975, to: 1988 },
  { make: 'Opel', model: 'Kadett C Coupé', from: 1973, to: 1979 },
  { make: 'Audi', model: '100 C3 2.3E', from: 1983, to: 1990 },
  { make: 'Audi', model: 'quattro (Ur-quattro)', from: 1980, to: 1991 },
  { make: 'Ford', model: 'Capri 2.8i', from: 1981, to: 1986 },
  { make: 'Saab', model: '900 Turbo', from: 1979, to: 1993 },
  { make: 'Volvo', model: '240 GL', from: 1975, to: 1993 },
];
export const CARS_EN: Car[] = [
  { make: 'Ford', model: 'Mustang GT', from: 1982, to: 1993 },
  { make: 'Ford', model: 'Bronco', from: 1978, to: 1996 },
  { make: 'Chevrolet', model: 'Corvette C4', from: 1984, to: 1996 },
  { make: 'Chevrolet', model: 'Camaro Z28', from: 1977, to: 2002 },
  { make: 'Chevrolet', model: 'C10 Pickup', from: 1973, to: 1987 },
  { make: 'Pontiac', model: 'Firebird Trans Am', from: 1977, to: 2002 },
  { make: 'Buick', model: 'Grand National', from: 1984, to: 1987 },
  { make: 'Cadillac', model: 'Eldorado', from: 1975, to: 2002 },
  { make: 'Jeep', model: 'Wagoneer', from: 1975, to: 1991 },
  { make: 'Dodge', model: 'Viper RT/10', from: 1992, to: 2002 },
  { make: 'Toyota', model: 'Land Cruiser FJ60', from: 1980, to: 1990 },
  { make: 'Toyota', model: 'Supra Turbo', from: 1986, to: 1998 },
  { make: 'Nissan', model: '300ZX', from: 1984, to: 1996 },
  { make: 'Mazda', model: 'MX-5 Miata', from: 1989, to: 2005 },
  { make: 'Honda', model: 'Prelude Si', from: 1983, to: 2001 },
  { make: 'Jaguar', model: 'XJ-S V12', from: 1976, to: 1996 },
  { make: 'Jaguar', model: 'XK8', from: 1996, to: 2006 },
  { make: 'Land Rover', model: 'Defender 90', from: 1983, to: 2016 },
  { make: 'Range Rover', model: 'Classic 3.9 Vogue', from: 1975, to: 1995 },
  { make: 'Rover', model: 'SD1 Vitesse', from: 1977, to: 1986 },
  { make: 'MG', model: 'MGB GT', from: 1970, to: 1980 },
  { make: 'Triumph', model: 'TR7', from: 1975, to: 1981 },
  { make: 'Lotus', model: 'Esprit S3', from: 1981, to: 1987 },
  { make: 'Vauxhall', model: 'Cavalier SRi', from: 1981, to: 1995 },
  { make: 'Ford', model: 'Escort RS Turbo', from: 1984, to: 1990 },
  { make: 'Volvo', model: '240 DL Wagon', from: 1975, to: 1993 },
  { make: 'Mercedes-Benz', model: '300TD Wagon', from: 1978, to: 1986 },
  { make: 'BMW', model: '325is', from: 1985, to: 1993 },
];
/** A car on the road at `year`, built at most 30 years earlier. */
export function carAt(rng: Random, cars: Car[], year: number): Car & { year: number } {
  const fit = cars.filter((c) => c.from <= year && c.to >= year - 30);
  const c = rng.pick(fit.length ? fit : cars);
  const y = rng.int(c.from, Math.min(c.to, year));
  return { ...c, year: y };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMI: Record<string, string> = {
  'Mercedes-Benz': 'WDB',
  VW: 'WVW',
  BMW: 'WBA',
  Porsche: 'WP0',
  Opel: 'W0L',
  Audi: 'WAU',
  Ford: '1FA',
  Chevrolet: '1G1',
  Pontiac: '1G2',
  Buick: '1G4',
  Cadillac: '1G6',
  Jeep: '1J4',
  Dodge: '1B3',
  Toyota: 'JT2',
  Nissan: 'JN1',
  Mazda: 'JM1',
  Honda: 'JHM',
  Jaguar: 'SAJ',
  'Land Rover': 'SAL',
  'Range Rover': 'SAL',
  Rover: 'SAR',
  MG: 'GHN',
  Triumph: 'TPV',
  Lotus: 'SCC',
  Vauxhall: 'W0L',
  Saab: 'YS3',
  Volvo: 'YV1',
};
/** A VIN as the year's paper prints it: 17 characters from 1981 on, a maker's shorter number before. */
export function vinFor(rng: Random, make: string, year: number): string {
  const tail = (n: number, chars = VIN_CHARS) => Array.from({ length: n }, () => chars[rng.int(0, chars.length - 1)]).join('');
  const digits = (n: number) => tail(n, '0123456789');
  if (year >= 1981) {
    const yc = 'BCDEFGHJKLMNPRSTVWXY123456789ABCDEFGHJKLMNPRSTV'[year - 1981] ?? 'A';
    return `${WMI[make] ?? 'WDB'}${tail(5)}${rng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'])}${yc}${tail(1)}${digits(6)}`;
  }
  if (make === 'Mercedes-Benz') return `${rng.pick(['116024', '123023', '107044', '114021'])}${rng.pick(['12', '10', '22'])}${digits(6)}`;
  if (make === 'VW') return `${rng.pick(['113', '153', '17', '24'])}${digits(7)}`;
  if (make === 'Porsche') return `91${rng.int(0, 9)}${rng.int(0, 9)}${digits(6)}`;
  if (make === 'BMW') return digits(7);
  if (make === 'MG') return `GHD5${rng.pick(['UG', 'UJ'])}${digits(6)}G`;
  if (make === 'Triumph') return `TP${rng.pick(['V', 'A'])}${digits(5)}U${rng.pick(['C', 'F'])}`;
  if (['Cadillac', 'Pontiac', 'Buick'].includes(make))
    return `${rng.int(2, 6)}${tail(1, 'ABDFHLNRSTWX')}${digits(2)}${tail(1, 'ABCDGHKLNRSTUW')}${String(year % 10)}${tail(1, 'ABCDEGLNPQRUWX')}${digits(6)}`;
  if (make === 'Chevrolet') return `1${rng.pick(['Q', 'S', 'Z'])}87${rng.pick(['L', 'H', 'T'])}${rng.int(5, 9)}${rng.pick(['N', 'L', 'S'])}${digits(6)}`;
  return `${tail(3)}${digits(8)}`;
}

export function plateD(rng: Random, prefix: string): string {
  const l = 'ABCDEFGHKLMNPRSTUVWXZ';
  const letters = Array.from({ length: rng.int(1, 2) }, () => l[rng.int(0, l.length - 1)]).join('');
  return `${prefix}-${letters} ${rng.int(1, 9999)}${rng.chance(0.15) ? 'H' : ''}`;
}
export function plateA(rng: Random, prefix: string): string {
  const l = 'ABCDEFGHKLMNPRSTUVWXZ';
  return `${prefix}-${rng.int(1, 9999)} ${l[rng.int(0, 20)]}${l[rng.int(0, 20)]}`;
}
export const plateCH = (rng: Random, canton: string) => `${canton} ${rng.int(1, 999999)}`;
export function plateUK(rng: Random, year: number): string {
  const l = 'ABCDEFGHJKLMNPRSTVWXY';
  const L = (n: number) => Array.from({ length: n }, () => l[rng.int(0, l.length - 1)]).join('');
  if (year >= 2001) return `${L(2)}${String(year % 100).padStart(2, '0')} ${L(3)}`;
  if (year >= 1983) return `${'ABCDEFGHJKLMNPRSTVWXY'[Math.max(0, year - 1983)]}${rng.int(1, 999)} ${L(3)}`;
  return `${L(3)} ${rng.int(1, 999)}${'NPRSTVWXY'[Math.max(0, Math.min(8, year - 1975))]}`;
}
export function plateUS(rng: Random): string {
  const l = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const L = (n: number) => Array.from({ length: n }, () => l[rng.int(0, l.length - 1)]).join('');
  return rng.pick([`${L(3)} ${rng.int(100, 9999)}`, `${rng.int(1, 9)}${L(3)}${rng.int(100, 999)}`, `${L(3)}-${rng.int(1000, 9999)}`]);
}
export function plateCA(rng: Random): string {
  const l = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const L = (n: number) => Array.from({ length: n }, () => l[rng.int(0, l.length - 1)]).join('');
  return rng.pick([`${L(4)} ${rng.int(100, 999)}`, `${L(3)} ${rng.int(100, 999)}`]);
}

// ---------------------------------------------------------------- the job catalogue

export interface PartDef {
  de: string;
  en: string;
  no: string;
  price: [number, number];
  qty?: [number, number];
}
export interface JobDef {
  de: string;
  en: string;
  hours: [number, number];
  era?: 'old' | 'new';
  concernEn: string;
  causeEn: string;
  concernDe: string;
  causeDe: string;
  parts: PartDef[];
  op: string;
}
const P = (de: string, en: string, no: string, price: [number, number], qty?: [number, number]): PartDef => ({ de, en, no, price, qty });
export const JOBS: JobDef[] = [
  {
    op: '01A',
    de: 'Ölwechsel mit Filter durchgeführt',
    en: 'Change engine oil and filter',
    hours: [0.4, 0.6],
    concernEn: 'Customer requests oil change',
    causeEn: 'Maintenance due',
    concernDe: 'Kunde wünscht Ölwechsel',
    causeDe: 'Wartungsintervall erreicht',
    parts: [
      P('Motoröl 10W-40', 'Engine oil 10W-40', 'OIL-1040', [4.5, 9.5], [4, 6]),
      P('Ölfilter', 'Oil filter', 'OF-115', [6, 18]),
      P('Dichtring Ölablassschraube', 'Drain plug washer', 'N0138157', [0.4, 1.2]),
    ],
  },
  {
    op: '12B',
    de: 'Bremsbeläge vorne erneuert',
    en: 'Replace front brake pads and resurface rotors',
    hours: [0.9, 1.6],
    concernEn: 'Customer states brakes squeal when stopping',
    causeEn: 'Front pads worn to 2 mm, rotors scored',
    concernDe: 'Bremse quietscht beim Anhalten',
    causeDe: 'Beläge vorne auf 2 mm verschlissen',
    parts: [P('Bremsbelagsatz vorne', 'Front brake pad set', 'BP-4471', [28, 95]), P('Bremsenreiniger', 'Brake cleaner', 'CLN-500', [3, 7])],
  },
  {
    op: '12D',
    de: 'Bremsscheiben und Beläge hinten ersetzt',
    en: 'Replace rear brake rotors and pads',
    hours: [1.1, 1.8],
    concernEn: 'Grinding noise from rear',
    causeEn: 'Rear rotors below minimum thickness',
    concernDe: 'Schleifgeräusch hinten',
    causeDe: 'Scheiben hinten unter Mindeststärke',
    parts: [P('Bremsscheibe hinten', 'Rear brake rotor', 'BD-2290', [32, 110], [2, 2]), P('Bremsbelagsatz hinten', 'Rear brake pad set', 'BP-4480', [24, 80])],
  },
  {
    op: '03C',
    de: 'Zahnriemen und Wasserpumpe erneuert',
    en: 'Replace timing belt and water pump',
    hours: [2.8, 4.5],
    concernEn: 'Timing belt due per schedule',
    causeEn: 'Belt at replacement interval, water pump weeping',
    concernDe: 'Zahnriemenwechsel fällig',
    causeDe: 'Wechselintervall erreicht, Wasserpumpe undicht',
    parts: [
      P('Zahnriemen', 'Timing belt', 'TB-178', [35, 90]),
      P('Spannrolle', 'Tensioner pulley', 'TP-061', [28, 75]),
      P('Wasserpumpe', 'Water pump', 'WP-3312', [55, 160]),
      P('Kühlmittel G12', 'Coolant', 'G012A8F', [6, 12], [2, 4]),
    ],
  },
  {
    op: '05A',
    de: 'Kupplung komplett erneuert',
    en: 'Replace clutch kit and release bearing',
    hours: [4, 7.5],
    concernEn: 'Clutch slipping under load',
    causeEn: 'Clutch disc worn to rivets',
    concernDe: 'Kupplung rutscht durch',
    causeDe: 'Kupplungsscheibe verschlissen',
    parts: [
      P('Kupplungssatz', 'Clutch kit', 'CK-8820', [160, 420]),
      P('Ausrücklager', 'Release bearing', 'RB-2201', [30, 75]),
      P('Getriebeöl', 'Gear oil', 'GO-75W90', [8, 15], [2, 3]),
    ],
  },
  {
    op: '09F',
    de: 'Auspuffanlage ab Kat ersetzt',
    en: 'Replace exhaust system from catalytic converter back',
    hours: [1.2, 2.2],
    concernEn: 'Exhaust leak, loud noise',
    causeEn: 'Rear muffler and intermediate pipe rusted through',
    concernDe: 'Auspuff laut',
    causeDe: 'Mittel- und Endtopf durchgerostet',
    parts: [
      P('Mittelschalldämpfer', 'Intermediate pipe', 'EX-3301', [60, 180]),
      P('Endschalldämpfer', 'Rear muffler', 'EX-3302', [70, 240]),
      P('Montagesatz Auspuff', 'Exhaust hanger kit', 'EX-KIT', [12, 30]),
    ],
  },
  {
    op: '07B',
    de: 'Stoßdämpfer vorne erneuert',
    en: 'Replace front shock absorbers',
    hours: [1.5, 2.5],
    concernEn: 'Car bounces over bumps',
    causeEn: 'Front shocks leaking',
    concernDe: 'Fahrzeug schwimmt, Fahrwerk poltert',
    causeDe: 'Stoßdämpfer vorne undicht',
    parts: [P('Stoßdämpfer vorne', 'Front shock absorber', 'SA-5510', [65, 190], [2, 2]), P('Domlager', 'Strut mount', 'SM-118', [18, 45], [2, 2])],
  },
  {
    op: '11A',
    de: 'Batterie geprüft und erneuert',
    en: 'Test and replace battery',
    hours: [0.3, 0.5],
    concernEn: 'Slow crank in the morning',
    causeEn: 'Battery failed load test',
    concernDe: 'Fahrzeug springt schlecht an',
    causeDe: 'Batterie defekt (Belastungstest)',
    parts: [P('Batterie 12V 63Ah', 'Battery 12V group 48', 'BAT-063', [80, 190])],
  },
  {
    op: '10C',
    de: 'Spurstangenköpfe erneuert, Achse vermessen',
    en: 'Replace outer tie rod ends and align',
    hours: [1.4, 2.2],
    concernEn: 'Steering wander, uneven tire wear',
    causeEn: 'Outer tie rod ends loose',
    concernDe: 'Lenkung schwammig, Reifen einseitig abgefahren',
    causeDe: 'Spurstangenköpfe ausgeschlagen',
    parts: [P('Spurstangenkopf', 'Outer tie rod end', 'TR-7702', [22, 65], [2, 2])],
  },
  {
    op: '02D',
    de: 'Unterbrecherkontakte und Kondensator erneuert, Zündung eingestellt',
    en: 'Replace points and condenser, set timing and dwell',
    hours: [0.8, 1.2],
    era: 'old',
    concernEn: 'Engine misses at idle',
    causeEn: 'Points pitted, dwell out of spec',
    concernDe: 'Motor läuft unrund im Leerlauf',
    causeDe: 'Kontakte abgebrannt, Schließwinkel verstellt',
    parts: [
      P('Unterbrecherkontakt', 'Contact points set', 'BOSCH 1237013', [6, 18]),
      P('Kondensator', 'Condenser', 'BOSCH 1237330', [4, 12]),
      P('Verteilerfinger', 'Rotor arm', 'RA-044', [4, 14]),
    ],
  },
  {
    op: '02F',
    de: 'Vergaser gereinigt und eingestellt',
    en: 'Rebuild and adjust carburetor',
    hours: [1.5, 3],
    era: 'old',
    concernEn: 'Hesitation on acceleration',
    causeEn: 'Accelerator pump diaphragm torn',
    concernDe: 'Motor ruckelt beim Gasgeben',
    causeDe: 'Beschleunigerpumpe defekt',
    parts: [
      P('Vergaser-Reparatursatz', 'Carburetor rebuild kit', 'CRB-22', [25, 70]),
      P('Vergaserflanschdichtung', 'Carburetor base gasket', 'GSK-14', [2, 6]),
    ],
  },
  {
    op: '02A',
    de: 'Zündkerzen erneuert',
    en: 'Replace spark plugs',
    hours: [0.5, 1.2],
    concernEn: 'Tune-up requested',
    causeEn: 'Plugs worn',
    concernDe: 'Inspektion lt. Serviceheft',
    causeDe: 'Kerzen verschlissen',
    parts: [P('Zündkerze', 'Spark plug', 'BP6ES', [3, 9], [4, 8])],
  },
  {
    op: '16A',
    de: 'Fehlerspeicher ausgelesen, Lambdasonde erneuert',
    en: 'Diagnose check engine light, replace oxygen sensor',
    hours: [1, 1.8],
    era: 'new',
    concernEn: 'Check engine light on',
    causeEn: 'Code P0135, upstream O2 sensor heater circuit open',
    concernDe: 'Motorkontrollleuchte leuchtet',
    causeDe: 'Fehler P0135 Lambdasonde Heizung',
    parts: [P('Lambdasonde', 'Oxygen sensor', 'OS-0258', [60, 180])],
  },
  {
    op: '18B',
    de: 'Klimaanlage geprüft, Kältemittel befüllt',
    en: 'Evacuate and recharge A/C system',
    hours: [0.8, 1.2],
    era: 'new',
    concernEn: 'A/C blows warm',
    causeEn: 'System low on refrigerant, no leaks found with dye',
    concernDe: 'Klimaanlage kühlt nicht',
    causeDe: 'Kältemittel zu wenig',
    parts: [P('Kältemittel R134a', 'Refrigerant R134a', 'R134A', [8, 16], [1, 2]), P('UV-Kontrastmittel', 'A/C leak dye', 'UV-DYE', [6, 14])],
  },
  {
    op: '08A',
    de: 'Radlager vorne links erneuert',
    en: 'Replace left front wheel bearing',
    hours: [1.2, 2],
    concernEn: 'Humming noise at highway speed',
    causeEn: 'LF wheel bearing rough',
    concernDe: 'Brummgeräusch ab 80 km/h',
    causeDe: 'Radlager vorne links defekt',
    parts: [P('Radlagersatz', 'Wheel bearing kit', 'WB-3381', [38, 120])],
  },
  {
    op: '04B',
    de: 'Kühler erneuert, Kühlsystem abgedrückt',
    en: 'Replace radiator and pressure test cooling system',
    hours: [1.3, 2.4],
    concernEn: 'Engine running hot, coolant on ground',
    causeEn: 'Radiator core leaking at seam',
    concernDe: 'Motor wird zu heiß',
    causeDe: 'Kühler undicht',
    parts: [
      P('Kühler', 'Radiator', 'RAD-4420', [120, 340]),
      P('Kühlerschlauch oben', 'Upper radiator hose', 'HOS-12', [12, 35]),
      P('Frostschutz', 'Antifreeze', 'AF-1', [5, 10], [2, 4]),
    ],
  },
  {
    op: '14A',
    de: 'Lichtmaschine und Keilriemen erneuert',
    en: 'Replace alternator and drive belt',
    hours: [0.9, 1.6],
    concernEn: 'Battery light flickers',
    causeEn: 'Alternator output 11.8 V',
    concernDe: 'Ladekontrolle flackert',
    causeDe: 'Ladespannung zu gering',
    parts: [P('Lichtmaschine AT', 'Alternator (reman)', 'ALT-90R', [140, 320]), P('Keilriemen', 'Drive belt', 'DB-10x950', [9, 28])],
  },
  {
    op: '20A',
    de: 'Reifen montiert und ausgewuchtet',
    en: 'Mount and balance four tires',
    hours: [0.8, 1.2],
    concernEn: 'Customer supplied tires / requests new tires',
    causeEn: 'Tread below 3/32',
    concernDe: 'Reifenwechsel gewünscht',
    causeDe: 'Profiltiefe unter 3 mm',
    parts: [P('Reifen 205/60 R15', 'Tire 205/60R15', 'TYR-205', [70, 160], [4, 4]), P('Ventil', 'Valve stem', 'VS-1', [1.5, 4], [4, 4])],
  },
];

export interface Line {
  text: string;
  no: string;
  qty: number;
  unit: number;
  amount: number;
}
export interface Job {
  def: JobDef;
  hours: number;
  labour: number;
  parts: Line[];
  pay: 'C' | 'W' | 'I' | 'G';
}
const UK_WORDS: [RegExp, string][] = [
  [/\btires\b/g, 'tyres'],
  [/\btire\b/g, 'tyre'],
  [/\bTire\b/g, 'Tyre'],
  [/ group 48/g, ' 063'],
  [/muffler/g, 'silencer'],
  [/Muffler/g, 'Silencer'],
  [/arburetor/g, 'arburettor'],
  [/Oxygen sensor/g, 'Lambda sensor'],
  [/oxygen sensor/g, 'lambda sensor'],
  [/Drain plug/g, 'Sump plug'],
  [/A\/C/g, 'air conditioning'],
  [/Refrigerant R134a/g, 'Air con gas R134a'],
  [/Check engine light/g, 'Engine management light'],
  [/check engine light/g, 'engine management light'],
];
export const ukify = (s: string) => UK_WORDS.reduce((t, [a, b]) => t.replace(a, b), s);

/** Draws `n` distinct jobs fit for the year, prices them at `rate` and the price factor `f` (currency × year). */
export function drawJobs(rng: Random, n: number, year: number, rate: number, f: number, lang: 'de' | 'en' | 'uk'): Job[] {
  const fit = JOBS.filter((j) => !j.era || (j.era === 'old' ? year < 1992 : year >= 1996));
  return rng.some(fit, n).map((d0) => {
    const def = lang === 'uk' ? { ...d0, en: ukify(d0.en), concernEn: ukify(d0.concernEn), causeEn: ukify(d0.causeEn) } : d0;
    const hours = Math.round((def.hours[0] + rng.next() * (def.hours[1] - def.hours[0])) * 10) / 10;
    const parts = def.parts
      .filter((_, i) => i === 0 || rng.chance(0.75))
      .map((p) => {
        const qty = p.qty ? rng.int(p.qty[0], p.qty[1]) : 1;
        const unit = r2((p.price[0] + rng.next() * (p.price[1] - p.price[0])) * f);
        return { text: lang === 'de' ? p.de : lang === 'uk' ? ukify(p.en) : p.en, no: p.no, qty, unit, amount: r2(qty * unit) };
      });
    return { def, hours, labour: r2(hours * rate), parts, pay: 'C' as const };
  });
}

/** A price factor for the year against 2020 money (rough, per currency). */
export function priceFactor(year: number, cur: 'EUR' | 'DM' | 'ATS' | 'CHF' | 'USD' | 'GBP' | 'CAD'): number {
  const age = Math.max(0, 2022 - year);
  const base = Math.pow(0.972, age);
  return { EUR: 1, DM: 1.9, ATS: 13.5, CHF: 1.25, USD: 1.1, GBP: 0.9, CAD: 1.4 }[cur] * base;
}

// ---------------------------------------------------------------- drawing helpers

export const money = (n: number, s: NumStyle) => num(n, s);

/** Amount right-aligned at x. */
export function amt(p: PageBuilder, x: number, n: number, s: NumStyle, opts: { size?: number; bold?: boolean; serif?: boolean; y?: number } = {}) {
  p.text(x, num(n, s), { align: 'right', size: opts.size ?? 9, bold: opts.bold, serif: opts.serif, y: opts.y });
}

/** A labelled box with a value under the label (form fields). */
export function field(
  p: PageBuilder,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  opts: { size?: number; serif?: boolean; bold?: boolean } = {},
) {
  p.box(x, y, w, h);
  p.text(x + 3, label, { y: y + 8, size: 6 });
  if (value) p.text(x + 4, value, { y: y + h - 5, size: opts.size ?? 9, serif: opts.serif, bold: opts.bold });
}

export function sigLine(p: PageBuilder, x: number, w: number, label: string, y = p.y) {
  p.box(x, y, w, 0.01);
  p.text(x, label, { y: y + 9, size: 7 });
}

export function odo(rng: Random, year: number, built: number, km: boolean): number {
  const age = Math.max(1, year - built);
  const perYear = age > 15 ? (km ? rng.int(3000, 8000) : rng.int(2000, 5000)) : km ? rng.int(8000, 16000) : rng.int(5000, 11000);
  return Math.min(age * perYear + rng.int(0, 999), km ? 340000 + rng.int(0, 9999) : 210000 + rng.int(0, 9999));
}
export const grp = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
