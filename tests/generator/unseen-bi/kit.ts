/**
 * unseen-bi's own kit: people, towns, cars, chassis numbers and plates of the Alps (Austria, Switzerland,
 * Liechtenstein, South Tyrol) and of Australia, New Zealand and Canada, the taxes of their years, and a few page
 * helpers (letterheads, item tables, signature lines) that the families call with their own wordings.
 */
import type { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export type Region = 'AT' | 'CH' | 'LI' | 'ST' | 'AU' | 'NZ' | 'CA';

// ---------------------------------------------------------------- people and places

const FIRST_DE = [
  'Johann',
  'Franz',
  'Josef',
  'Karl',
  'Alois',
  'Herbert',
  'Walter',
  'Gerhard',
  'Helmut',
  'Reinhard',
  'Martin',
  'Andreas',
  'Christian',
  'Stefan',
  'Thomas',
  'Ueli',
  'Beat',
  'Urs',
  'Reto',
  'Hansruedi',
  'Margrit',
  'Elisabeth',
  'Brigitte',
  'Maria',
  'Anna',
  'Monika',
  'Ruth',
  'Sabine',
  'Verena',
  'Theresia',
  'Florian',
  'Lukas',
  'Matthias',
  'Peter',
  'Markus',
];
const LAST_AT = [
  'Huber',
  'Gruber',
  'Wagner',
  'Pichler',
  'Moser',
  'Steiner',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schwarz',
  'Maier',
  'Reiter',
  'Brunner',
  'Haas',
  'Aigner',
  'Lechner',
  'Wimmer',
  'Ebner',
  'Mayrhofer',
  'Strasser',
  'Kofler',
];
const LAST_CH = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Gerber',
  'Bühler',
  'Graf',
  'Kälin',
  'Imhof',
  'Ammann',
  'Zürcher',
  'Hess',
  'Sutter',
  'Wyss',
  'Lüthi',
  'Marxer',
  'Frick',
  'Büchel',
  'Ospelt',
];
const LAST_ST = [
  'Pircher',
  'Gasser',
  'Kofler',
  'Mair',
  'Thaler',
  'Pichler',
  'Hofer',
  'Unterhofer',
  'Oberhofer',
  'Plattner',
  'Egger',
  'Ladurner',
  'Kaserer',
  'Gamper',
  'Innerhofer',
  'Platzgummer',
];
const FIRST_EN = [
  'Bruce',
  'Graham',
  'Wayne',
  'Craig',
  'Darren',
  'Kevin',
  'Ian',
  'Murray',
  'Neville',
  'Trevor',
  'Gary',
  'Barry',
  'Colin',
  'Stuart',
  'Lachlan',
  'Hamish',
  'Angus',
  'Rhys',
  'Aroha',
  'Tane',
  'Denise',
  'Sharon',
  'Leanne',
  'Kerry',
  'Robyn',
  'Heather',
  'Joanne',
  'Michelle',
  'Pierre',
  'Marc',
  'Douglas',
  'Gordon',
  'Brent',
  'Dale',
  'Tyler',
  'Shane',
  'Karen',
  'Lorraine',
];
const LAST_EN = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thompson',
  'Campbell',
  'Stewart',
  'MacDonald',
  'Robertson',
  'Kelly',
  'Ryan',
  "O'Brien",
  'Murphy',
  'Walsh',
  'Nguyen',
  'Henare',
  'Ngata',
  'Fraser',
  'McKenzie',
  'Gallagher',
  'Tremblay',
  'Gagnon',
  'Leblanc',
  'Kowalski',
  'Petersen',
  'Harding',
  'Doyle',
  'Baxter',
  'Sinclair',
];

export interface Place {
  town: string;
  post: string;
  street: string;
  /** Austrian district code, Swiss canton, NSW/VIC/…, NZ region, Canadian province. */
  area: string;
}

const STREETS_AT = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Dorfstraße',
  'Industriestraße',
  'Gewerbepark',
  'Linzer Straße',
  'Salzburger Straße',
  'Kirchgasse',
  'Wiener Straße',
  'Gewerbezone Süd',
];
const STREETS_CH = [
  'Gewerbestrasse',
  'Bahnhofstrasse',
  'Hauptstrasse',
  'Zürcherstrasse',
  'Landstrasse',
  'St. Gallerstrasse',
  'Industriestrasse',
  'Dorfstrasse',
  'Feldkircherstrasse',
  'Im Rietacker',
];
const STREETS_ST = [
  'Romstraße',
  'Brennerstraße',
  'Meraner Straße',
  'Industriezone',
  'Handwerkerzone',
  'Vinschgauer Straße',
  'Bahnhofstraße',
  'Pustertaler Straße',
];
const STREETS_AU = [
  'Parramatta Road',
  'Princes Highway',
  'Station Street',
  'Commercial Road',
  'Dandenong Road',
  'Industrial Drive',
  'High Street',
  'Ruthven Street',
  'Scarborough Beach Road',
];
const STREETS_NZ = [
  'Great South Road',
  'Moorhouse Avenue',
  'Tory Street',
  'Station Road',
  'Main Street',
  'Cameron Road',
  'Rangitikei Street',
  'Kaikorai Valley Road',
];
const STREETS_CA = [
  'Yonge Street',
  'Kingsway',
  'Bank Street',
  'Macleod Trail',
  'Jasper Avenue',
  'Dundas Street East',
  'Portage Avenue',
  'Harvey Avenue',
  'Idylwyld Drive',
];

const TOWNS: Record<Region, [string, string, string][]> = {
  AT: [
    ['Wien', '1100', 'W'],
    ['Graz', '8020', 'G'],
    ['Linz', '4020', 'L'],
    ['Salzburg', '5020', 'S'],
    ['Innsbruck', '6020', 'I'],
    ['Klagenfurt', '9020', 'K'],
    ['Wels', '4600', 'WE'],
    ['Kitzbühel', '6370', 'KB'],
    ['Dornbirn', '6850', 'DO'],
    ['Villach', '9500', 'VI'],
    ['St. Pölten', '3100', 'P'],
    ['Zell am See', '5700', 'ZE'],
    ['Leoben', '8700', 'LE'],
    ['Bregenz', '6900', 'B'],
  ],
  CH: [
    ['Zürich', '8048', 'ZH'],
    ['Winterthur', '8404', 'ZH'],
    ['Bern', '3027', 'BE'],
    ['Thun', '3600', 'BE'],
    ['Luzern', '6014', 'LU'],
    ['St. Gallen', '9014', 'SG'],
    ['Chur', '7000', 'GR'],
    ['Frauenfeld', '8500', 'TG'],
    ['Aarau', '5000', 'AG'],
    ['Schwyz', '6430', 'SZ'],
    ['Buchs SG', '9470', 'SG'],
    ['Olten', '4600', 'SO'],
  ],
  LI: [
    ['Vaduz', '9490', 'FL'],
    ['Schaan', '9494', 'FL'],
    ['Triesen', '9495', 'FL'],
    ['Balzers', '9496', 'FL'],
    ['Eschen', '9492', 'FL'],
    ['Ruggell', '9491', 'FL'],
  ],
  ST: [
    ['Bozen', '39100', 'BZ'],
    ['Meran', '39012', 'BZ'],
    ['Brixen', '39042', 'BZ'],
    ['Bruneck', '39031', 'BZ'],
    ['Schlanders', '39028', 'BZ'],
    ['Sterzing', '39049', 'BZ'],
    ['Lana', '39011', 'BZ'],
  ],
  AU: [
    ['Parramatta', '2150', 'NSW'],
    ['Penrith', '2750', 'NSW'],
    ['Wagga Wagga', '2650', 'NSW'],
    ['Dandenong', '3175', 'VIC'],
    ['Geelong', '3220', 'VIC'],
    ['Ballarat', '3350', 'VIC'],
    ['Toowoomba', '4350', 'QLD'],
    ['Southport', '4215', 'QLD'],
    ['Osborne Park', '6017', 'WA'],
    ['Prospect', '5082', 'SA'],
    ['Launceston', '7250', 'TAS'],
  ],
  NZ: [
    ['Penrose, Auckland', '1061', 'Auckland'],
    ['Hamilton', '3204', 'Waikato'],
    ['Palmerston North', '4410', 'Manawatu'],
    ['Te Aro, Wellington', '6011', 'Wellington'],
    ['Sydenham, Christchurch', '8023', 'Canterbury'],
    ['Dunedin', '9016', 'Otago'],
    ['Nelson', '7010', 'Nelson'],
    ['Tauranga', '3110', 'Bay of Plenty'],
  ],
  CA: [
    ['Mississauga', 'L5T 1A6', 'ON'],
    ['Hamilton', 'L8H 3R2', 'ON'],
    ['Barrie', 'L4N 5R4', 'ON'],
    ['Ottawa', 'K1G 3N2', 'ON'],
    ['Calgary', 'T2H 0K8', 'AB'],
    ['Edmonton', 'T6E 5A4', 'AB'],
    ['Kelowna', 'V1Y 7R3', 'BC'],
    ['Burnaby', 'V5C 2Z4', 'BC'],
    ['Winnipeg', 'R3H 0N2', 'MB'],
    ['Saskatoon', 'S7K 3J8', 'SK'],
  ],
};

export function place(rng: Random, region: Region, area?: string): Place {
  const pool = area ? TOWNS[region].filter((t) => t[2] === area) : TOWNS[region];
  const [town, post, a] = rng.pick(pool.length ? pool : TOWNS[region]);
  const german = region === 'AT' || region === 'CH' || region === 'LI' || region === 'ST';
  const streets = { AT: STREETS_AT, ST: STREETS_ST, CH: STREETS_CH, LI: STREETS_CH, AU: STREETS_AU, NZ: STREETS_NZ, CA: STREETS_CA }[region];
  const street = german ? `${rng.pick(streets)} ${rng.int(1, 120)}` : `${rng.int(2, 980)} ${rng.pick(streets)}`;
  return { town, post, street, area: a };
}

export function person(rng: Random, region: Region): { first: string; last: string; name: string } {
  const german = region === 'AT' || region === 'CH' || region === 'LI' || region === 'ST';
  const first = rng.pick(german ? FIRST_DE : FIRST_EN);
  const last = rng.pick(region === 'AT' ? LAST_AT : region === 'ST' ? LAST_ST : german ? LAST_CH : LAST_EN);
  return { first, last, name: `${first} ${last}` };
}

/** A trade name from a surname and a word, e.g. "Autohaus Gruber" or "Gruber's Motors". */
export const surname = (rng: Random, region: Region) => person(rng, region).last;

// ---------------------------------------------------------------- cars

export interface Car {
  make: string;
  model: string;
  year: number;
  /** Chassis number / VIN as printed. */
  vin: string;
  engine?: string;
  colour?: string;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const vinChars = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(VIN_CHARS.split(''))).join('');

/** A seventeen-character VIN after 1981 (world maker code first), digits serial last. */
export function vin17(rng: Random, wmi: string, year: number): string {
  const yearCode = 'BCDEFGHJKLMNPRSTVWXY123456789ABCDEFGHJKLMNPRSTVWXY'[year - 1981] ?? 'A';
  return `${wmi}${vinChars(rng, 5)}${rng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'])}${yearCode}${vinChars(rng, 1)}${digits(rng, 6)}`;
}

interface Model {
  make: string;
  model: string;
  from: number;
  to: number;
  chassis: (rng: Random, year: number) => string;
}

const EU_MODELS: Model[] = [
  { make: 'VW', model: 'Käfer 1303', from: 1972, to: 1975, chassis: (r) => `13${digits(r, 8)}` },
  { make: 'VW', model: 'Golf GTI', from: 1977, to: 1983, chassis: (r, y) => (y >= 1981 ? vin17(r, 'WVW', y) : `17${digits(r, 8)}`) },
  { make: 'Steyr-Puch', model: '500 D', from: 1960, to: 1972, chassis: (r) => digits(r, 7) },
  { make: 'Steyr-Puch', model: 'Haflinger 700 AP', from: 1962, to: 1974, chassis: (r) => `${digits(r, 6)}` },
  { make: 'Mercedes-Benz', model: '280 SL (W 113)', from: 1968, to: 1971, chassis: (r) => `113044${digits(r, 2)}0${digits(r, 5)}` },
  { make: 'Mercedes-Benz', model: '230 E (W 123)', from: 1980, to: 1985, chassis: (r, y) => (y >= 1981 ? vin17(r, 'WDB', y) : `12302312${digits(r, 6)}`) },
  { make: 'Porsche', model: '911 T', from: 1969, to: 1973, chassis: (r, y) => `9${String(y).slice(2)}${r.pick(['0', '1'])}1${digits(r, 5)}` },
  { make: 'Porsche', model: '912', from: 1965, to: 1969, chassis: (r) => `35${digits(r, 4)}` },
  { make: 'Porsche', model: '911 Carrera 3.2', from: 1984, to: 1989, chassis: (r, y) => vin17(r, 'WP0', y) },
  { make: 'Opel', model: 'Kadett B Coupé', from: 1966, to: 1973, chassis: (r) => `39${digits(r, 7)}` },
  { make: 'BMW', model: '2002 tii', from: 1971, to: 1975, chassis: (r) => `27${digits(r, 5)}` },
  { make: 'Fiat', model: '124 Spider', from: 1970, to: 1982, chassis: (r) => `124CS0${digits(r, 6)}` },
  { make: 'Alfa Romeo', model: 'Giulia Super 1.6', from: 1966, to: 1974, chassis: (r) => `AR${digits(r, 7)}` },
  { make: 'Lancia', model: 'Fulvia Coupé', from: 1968, to: 1976, chassis: (r) => `818.630 ${digits(r, 6)}` },
  { make: 'Volvo', model: 'P 1800 S', from: 1966, to: 1970, chassis: (r) => `${digits(r, 5)}` },
  { make: 'Citroën', model: 'DS 21 Pallas', from: 1966, to: 1972, chassis: (r) => `44${digits(r, 5)}` },
  { make: 'Land Rover', model: 'Series III 88', from: 1972, to: 1984, chassis: (r) => `${r.pick(['901', '904'])}${digits(r, 5)}${r.pick(['A', 'B', 'C'])}` },
  { make: 'Austin', model: 'Mini Cooper 1000', from: 1969, to: 1972, chassis: (r) => `XAD2S${digits(r, 6)}A` },
  { make: 'Triumph', model: 'TR6', from: 1970, to: 1976, chassis: (r) => `CP${digits(r, 5)}O` },
  { make: 'Jaguar', model: 'E-Type 4.2 FHC', from: 1965, to: 1970, chassis: (r) => `1E${digits(r, 5)}` },
  { make: 'Saab', model: '96 V4', from: 1967, to: 1979, chassis: (r) => `96${digits(r, 6)}` },
  { make: 'Mercedes-Benz', model: '300 CE-24 (C 124)', from: 1989, to: 1993, chassis: (r, y) => vin17(r, 'WDB', y) },
  { make: 'VW', model: 'T2 Bus', from: 1968, to: 1979, chassis: (r) => `2${digits(r, 9)}` },
];

const ANZ_CA_MODELS: Model[] = [
  {
    make: 'Holden',
    model: 'HQ Monaro GTS',
    from: 1971,
    to: 1974,
    chassis: (r) => `8${r.pick(['7', '8'])}7${r.pick(['H', 'N'])}${digits(r, 6)}${r.pick(['N', 'Q', 'S'])}`,
  },
  { make: 'Holden', model: 'LX Torana SS', from: 1976, to: 1978, chassis: (r) => `8LX69${r.pick(['B', 'D'])}${digits(r, 6)}` },
  { make: 'Holden', model: 'HZ Kingswood', from: 1977, to: 1980, chassis: (r) => `8HZ69${r.pick(['K', 'J'])}${digits(r, 6)}` },
  { make: 'Ford', model: 'XB Falcon GT', from: 1973, to: 1976, chassis: (r) => `JG33${digits(r, 2)}${r.pick(['A', 'B'])}${digits(r, 5)}` },
  { make: 'Ford', model: 'XY Fairmont', from: 1970, to: 1972, chassis: (r) => `JH${digits(r, 2)}KH${digits(r, 5)}` },
  { make: 'Chrysler', model: 'VH Valiant Charger', from: 1971, to: 1973, chassis: (r) => `VH2${digits(r, 2)}A${digits(r, 6)}` },
  { make: 'Datsun', model: '240Z', from: 1970, to: 1973, chassis: (r) => `HS30-${digits(r, 5)}` },
  { make: 'Toyota', model: 'Celica RA28', from: 1975, to: 1977, chassis: (r) => `RA28-${digits(r, 6)}` },
  { make: 'Mazda', model: 'RX-3 Coupe', from: 1972, to: 1978, chassis: (r) => `S124A-${digits(r, 6)}` },
  { make: 'Ford', model: 'Escort Mk I 1300', from: 1970, to: 1974, chassis: (r) => `BFATNL${digits(r, 5)}` },
  { make: 'Morris', model: 'Minor 1000', from: 1962, to: 1971, chassis: (r) => `MA2S4${digits(r, 6)}` },
  { make: 'Triumph', model: 'Spitfire Mk IV', from: 1971, to: 1974, chassis: (r) => `FH${digits(r, 5)}` },
  { make: 'MG', model: 'MGB GT', from: 1970, to: 1980, chassis: (r) => `GHD5${digits(r, 6)}G` },
  { make: 'Ford', model: 'Mustang Fastback', from: 1967, to: 1970, chassis: (r, y) => `${String(y).slice(3)}T02${r.pick(['C', 'F', 'S'])}${digits(r, 6)}` },
  { make: 'Chevrolet', model: 'Camaro RS', from: 1967, to: 1972, chassis: (r, y) => `12437${String(y).slice(3)}N${digits(r, 6)}` },
  { make: 'Pontiac', model: 'Firebird Formula', from: 1970, to: 1979, chassis: (r, y) => `2U87${r.pick(['T', 'X'])}${String(y).slice(3)}N${digits(r, 6)}` },
  { make: 'Dodge', model: 'Dart Swinger', from: 1969, to: 1975, chassis: (r, y) => `LH23C${String(y).slice(3)}B${digits(r, 6)}` },
  { make: 'Mercedes-Benz', model: '450 SL', from: 1973, to: 1980, chassis: (r) => `10704412${digits(r, 6)}` },
  { make: 'Toyota', model: 'Land Cruiser FJ40', from: 1975, to: 1984, chassis: (r, y) => (y >= 1981 ? vin17(r, 'JT3', y) : `FJ40-${digits(r, 6)}`) },
  { make: 'Holden', model: 'VL Commodore SS Group A', from: 1987, to: 1988, chassis: (r, y) => vin17(r, '6H8', y) },
  { make: 'Chevrolet', model: 'C10 Pickup', from: 1973, to: 1980, chassis: (r, y) => `CCL14${r.pick(['4', '8'])}${String(y).slice(3)}${digits(r, 6)}` },
  { make: 'Ford', model: 'Mustang GT 5.0', from: 1987, to: 1993, chassis: (r, y) => vin17(r, '1FA', y) },
];

const COLOURS_DE = ['rot', 'weiß', 'silber', 'dunkelblau', 'grün', 'beige', 'schwarz', 'orange', 'gelb', 'grau', 'bordeaux'];
const COLOURS_EN = ['Red', 'White', 'Silver', 'Navy', 'Green', 'Beige', 'Black', 'Orange', 'Yellow', 'Grey', 'Maroon', 'Bronze'];

export function car(rng: Random, world: 'eu' | 'anz', maxYear = 2026): Car {
  const pool = (world === 'eu' ? EU_MODELS : ANZ_CA_MODELS).filter((m) => m.from <= maxYear);
  const m = rng.pick(pool);
  const year = rng.int(m.from, Math.min(m.to, maxYear));
  return { make: m.make, model: m.model, year, vin: m.chassis(rng, year), colour: rng.pick(world === 'eu' ? COLOURS_DE : COLOURS_EN) };
}

// ---------------------------------------------------------------- plates

const L = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(L)).join('');

export function plate(rng: Random, region: Region, year: number, area?: string): string {
  switch (region) {
    case 'AT':
      return year < 1990 ? `${area ?? 'W'} ${rng.int(10, 999)}.${digits(rng, 3)}` : `${area ?? 'W'}-${rng.int(1, 999)} ${letters(rng, rng.int(1, 3))}`;
    case 'CH':
      return `${area ?? 'ZH'} ${rng.int(1000, 599999)}`;
    case 'LI':
      return `FL ${rng.int(100, 39999)}`;
    case 'ST':
      return year < 1994 ? `BZ ${digits(rng, 6)}` : `${letters(rng, 2)} ${digits(rng, 3)} ${letters(rng, 2)}`;
    case 'AU':
      if (area === 'VIC') return rng.chance(0.5) ? `${digits(rng, 5)}-H` : `${letters(rng, 3)}-${digits(rng, 3)}`;
      if (area === 'QLD') return `${digits(rng, 3)}-${letters(rng, 3)}`;
      return year < 2005 ? `${letters(rng, 3)}-${digits(rng, 3)}` : `${letters(rng, 2)}-${digits(rng, 2)}-${letters(rng, 2)}`;
    case 'NZ':
      return year < 2001 ? `${letters(rng, 2)}${digits(rng, 4)}` : `${letters(rng, 3)}${digits(rng, 3)}`;
    case 'CA':
      if (area === 'AB') return `${letters(rng, 3)}-${digits(rng, 4)}`;
      if (area === 'BC') return `${digits(rng, 3)} ${letters(rng, 3)}`;
      return year < 1997 ? `${letters(rng, 3)} ${digits(rng, 3)}` : `${letters(rng, 4)} ${digits(rng, 3)}`;
  }
}

// ---------------------------------------------------------------- taxes of the years

/** Austrian Umsatzsteuer (normal rate; from 1973). */
export const vatAT = (year: number) => (year < 1976 ? 16 : year < 1984 ? 18 : 20);
/** Italian IVA (South Tyrol). */
export const vatIT = (year: number) =>
  year < 1977 ? 12 : year < 1980 ? 14 : year < 1982 ? 15 : year < 1988 ? 18 : year < 1997 ? 19 : year < 2011 ? 20 : year < 2013 ? 21 : 22;
/** NZ GST by date (0 before October 1986). */
export function gstNZ(iso: string): number {
  if (iso < '1986-10-01') return 0;
  if (iso < '1989-07-01') return 10;
  if (iso < '2010-10-01') return 12.5;
  return 15;
}
/** Canada's federal GST by date (0 before 1991). */
export function gstCA(iso: string): number {
  if (iso < '1991-01-01') return 0;
  if (iso < '2006-07-01') return 7;
  if (iso < '2008-01-01') return 6;
  return 5;
}
/** Australian GST from July 2000. */
export const gstAU = (iso: string) => (iso < '2000-07-01' ? 0 : 10);

/** Austria's Schilling until 2001, the Euro after. */
export const curAT = (year: number) => (year < 2002 ? 'öS' : 'EUR');

// ---------------------------------------------------------------- money in lines

export interface Line {
  text: string;
  qty: number;
  unit: number;
  amount: number;
}

/** `n` lines drawn from a pool [text, min price, max price, max qty], priced in the given currency scale. */
export function lines(rng: Random, pool: [string, number, number, number?][], n: number, scale = 1): Line[] {
  return rng.some(pool, n).map(([text, lo, hi, maxQ]) => {
    const qty = maxQ ? rng.int(1, maxQ) : 1;
    const unit = r2((lo + rng.next() * (hi - lo)) * scale);
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}

/** Hours of labour per job: [text, hours]. */
export function jobs(rng: Random, pool: [string, number, number][], n: number): { text: string; hours: number }[] {
  return rng.some(pool, n).map(([text, lo, hi]) => ({ text, hours: Math.round((lo + rng.next() * (hi - lo)) * 4) / 4 }));
}

export const money = (n: number, style: NumStyle) => num(n, style);

/** Rounds a scale so Schilling and Lire amounts look like real ones. */
export const round = (n: number, to: number) => Math.round(n / to) * to;

// ---------------------------------------------------------------- page bits

/** A dotted signature line with a caption under it. */
export function signature(p: PageBuilder, x: number, caption: string, width = 170, name?: string) {
  if (name) p.text(x + 6, name, { size: 10.5, serif: true, y: p.y - 3 });
  p.box(x, p.y, width, 0.01);
  p.text(x, caption, { size: 7.5, y: p.y + 10 });
}

/** A round-cornered stamp imitation: a box with two or three short lines, centred. */
export function stamp(p: PageBuilder, x: number, y: number, w: number, texts: string[]) {
  p.box(x, y, w, 12 + texts.length * 11);
  texts.forEach((t, i) => p.text(x + w / 2, t, { size: 8, bold: i === 0, align: 'center', y: y + 13 + i * 11 }));
}

/** A label and a value on one line, value at a fixed column. */
export function kv(p: PageBuilder, x: number, label: string, value: string, vx: number, opts: { size?: number; bold?: boolean } = {}) {
  p.text(x, label, { size: opts.size ?? 9 });
  p.text(vx, value, { size: opts.size ?? 9, bold: opts.bold });
}
