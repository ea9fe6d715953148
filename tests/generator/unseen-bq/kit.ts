/**
 * The unseen-bq author's own pieces: people, places, cars, plates and a few page habits (label and value, a letter
 * head, a form's boxed field). Each family still chooses its own wording and layout.
 */
import { type PageBuilder } from '../page';
import type { Random } from '../random';

export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Monika',
  'Sabine',
  'Hans-Peter',
  'Ulrike',
  'Wolfgang',
  'Heinz',
  'Renate',
  'Gerhard',
  'Brigitte',
  'Dieter',
  'Karin',
  'Stefan',
  'Petra',
  'Manfred',
  'Andrea',
  'Rainer',
  'Elke',
  'Thomas',
];
export const DE_LAST = [
  'Brenninger',
  'Hofstätter',
  'Kämmerer',
  'Lindemann',
  'Wöhrle',
  'Schwarzkopf',
  'Tiedemann',
  'Ollenschläger',
  'Rauscher',
  'Pfannkuch',
  'Grasegger',
  'Mühlbauer',
  'Stiegler',
  'Zöllner',
  'Ebersbach',
  'Haberland',
  'Reisinger',
  'Vogelsang',
  'Kranewitter',
  'Bachmann',
];
export const EN_FIRST = [
  'Graham',
  'Alison',
  'Nigel',
  'Deborah',
  'Malcolm',
  'Fiona',
  'Trevor',
  'Gillian',
  'Raymond',
  'Margaret',
  'Declan',
  'Siobhan',
  'Walter',
  'Linda',
  'Gordon',
  'Patricia',
  'Bruce',
  'Heather',
  'Dwight',
  'Carol',
];
export const EN_LAST = [
  'Pennington',
  'Ashworth',
  'Colclough',
  'Fairbairn',
  'Hargreaves',
  'McAllister',
  'Osborne',
  'Prendergast',
  'Whitlock',
  'Drummond',
  'Kavanagh',
  'Lindqvist',
  'Baxendale',
  'Thorogood',
  'Kowalczyk',
  'Rutherford',
  'Delacroix',
  'Ingleby',
  'Satterthwaite',
  'Mulcahy',
];

export const personDE = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const personEN = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
/** Two different people of a language. */
export function twoPeople(rng: Random, lang: 'de' | 'en'): [string, string] {
  const f = lang === 'de' ? personDE : personEN;
  const a = f(rng);
  let b = f(rng);
  while (b.split(' ')[1] === a.split(' ')[1]) b = f(rng);
  return [a, b];
}

export const DE_STREETS = [
  'Lindenstraße',
  'Am Mühlbach',
  'Hauptstraße',
  'Kirchweg',
  'Schillerstraße',
  'Am Anger',
  'Bahnhofstraße',
  'Eichendorffweg',
  'Talstraße',
  'Gartenstraße',
];
export const EN_STREETS = [
  'Church Lane',
  'Station Road',
  'The Paddocks',
  'Mill Street',
  'Victoria Avenue',
  'Orchard Close',
  'High Street',
  'Kingsway',
  'Elm Grove',
  'Park Road',
];
export const DE_TOWNS: [string, string, string][] = [
  ['80639', 'München', 'M'],
  ['70565', 'Stuttgart', 'S'],
  ['50825', 'Köln', 'K'],
  ['22589', 'Hamburg', 'HH'],
  ['33604', 'Bielefeld', 'BI'],
  ['97070', 'Würzburg', 'WÜ'],
  ['79098', 'Freiburg', 'FR'],
  ['24103', 'Kiel', 'KI'],
  ['90402', 'Nürnberg', 'N'],
  ['65183', 'Wiesbaden', 'WI'],
  ['01067', 'Dresden', 'DD'],
  ['83022', 'Rosenheim', 'RO'],
];
export const AT_TOWNS: [string, string, string][] = [
  ['1130', 'Wien', 'W'],
  ['8010', 'Graz', 'G'],
  ['5020', 'Salzburg', 'S'],
  ['6020', 'Innsbruck', 'I'],
  ['4020', 'Linz', 'L'],
  ['9020', 'Klagenfurt', 'K'],
];
export const CH_TOWNS: [string, string, string][] = [
  ['8004', 'Zürich', 'ZH'],
  ['3011', 'Bern', 'BE'],
  ['4051', 'Basel', 'BS'],
  ['6003', 'Luzern', 'LU'],
  ['9000', 'St. Gallen', 'SG'],
  ['5000', 'Aarau', 'AG'],
];
export const UK_TOWNS: [string, string][] = [
  ['Harrogate', 'HG2 8QT'],
  ['Malvern', 'WR14 3LA'],
  ['Guildford', 'GU1 4RR'],
  ['Kendal', 'LA9 6BH'],
  ['Stamford', 'PE9 2JX'],
  ['Leamington Spa', 'CV32 5SL'],
  ['Tunbridge Wells', 'TN1 2QP'],
  ['Perth', 'PH2 8DE'],
];
export const IE_TOWNS = ['Kilkenny', 'Naas, Co. Kildare', 'Ennis, Co. Clare', 'Dún Laoghaire, Co. Dublin', 'Mallow, Co. Cork', 'Westport, Co. Mayo'];
export const US_TOWNS: [string, string, string][] = [
  ['Scottsdale', 'AZ', '85251'],
  ['Sacramento', 'CA', '95818'],
  ['Dayton', 'OH', '45419'],
  ['Lancaster', 'PA', '17603'],
  ['Austin', 'TX', '78704'],
  ['Traverse City', 'MI', '49684'],
  ['Greenwich', 'CT', '06830'],
];
export const CA_TOWNS: [string, string][] = [
  ['Oakville, ON', 'L6J 2X4'],
  ['Kingston, ON', 'K7L 3N6'],
  ['Guelph, ON', 'N1H 4G8'],
  ['Barrie, ON', 'L4M 3B1'],
];
export const AU_TOWNS: [string, string, string][] = [
  ['Parramatta', 'NSW', '2150'],
  ['Bowral', 'NSW', '2576'],
  ['Geelong', 'VIC', '3220'],
  ['Toowoomba', 'QLD', '4350'],
  ['Ballarat', 'VIC', '3350'],
];

export const streetDE = (rng: Random) => `${rng.pick(DE_STREETS)} ${rng.int(1, 88)}`;
export const streetEN = (rng: Random) => `${rng.int(2, 140)} ${rng.pick(EN_STREETS)}`;

/** A classic car: maker, model, years it was built and a chassis number of the maker's habit for a build year. */
export interface Car {
  make: string;
  model: string;
  from: number;
  to: number;
  chassis: (rng: Random, year: number) => string;
  ccm: number;
  kw: number;
}
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A 17-character VIN with a maker's prefix (post-1981 cars). */
export function vin17(rng: Random, wmi: string, year: number): string {
  const yc = 'BCDEFGHJKLMNPRSTVWXY123456789ABCDEFGHJKLMNPRSTVWXY'[year - 1981] ?? 'A';
  let s = wmi;
  while (s.length < 9) s += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return `${s.slice(0, 8)}${rng.int(0, 9)}${yc}${VIN_CHARS[rng.int(0, 22)]}${digits(rng, 6)}`;
}
export const CARS: Car[] = [
  { make: 'Mercedes-Benz', model: '280 SL (W 113)', from: 1968, to: 1971, chassis: (r) => `1130441${digits(r, 7)}`, ccm: 2778, kw: 125 },
  {
    make: 'Mercedes-Benz',
    model: '230 E (W 123)',
    from: 1980,
    to: 1985,
    chassis: (r, y) => (y >= 1981 ? `WDB1230231A${digits(r, 6)}` : `12302312${digits(r, 6)}`),
    ccm: 2299,
    kw: 100,
  },
  { make: 'Porsche', model: '911 T', from: 1969, to: 1973, chassis: (r, y) => `911${String(y).slice(3)}1${digits(r, 5)}`, ccm: 2341, kw: 96 },
  { make: 'Porsche', model: '944', from: 1982, to: 1989, chassis: (r, y) => vin17(r, 'WP0ZZZ94Z', y), ccm: 2479, kw: 120 },
  { make: 'Volkswagen', model: 'Käfer 1303', from: 1972, to: 1975, chassis: (r, y) => `13${String(y).slice(3)}2${digits(r, 6)}`, ccm: 1584, kw: 37 },
  {
    make: 'Volkswagen',
    model: 'Golf I GTI',
    from: 1976,
    to: 1983,
    chassis: (r, y) => (y >= 1981 ? vin17(r, 'WVWZZZ17Z', y) : `17${String(y).slice(3)}${digits(r, 7)}`),
    ccm: 1588,
    kw: 81,
  },
  { make: 'BMW', model: '2002 tii', from: 1971, to: 1975, chassis: (r) => `27${digits(r, 5)}`, ccm: 1990, kw: 96 },
  { make: 'BMW', model: '635 CSi', from: 1982, to: 1989, chassis: (r, y) => vin17(r, 'WBAEC710', y), ccm: 3430, kw: 160 },
  { make: 'Opel', model: 'GT 1900', from: 1968, to: 1973, chassis: (r) => `94${digits(r, 7)}`, ccm: 1897, kw: 66 },
  { make: 'Jaguar', model: 'E-Type 4.2 FHC', from: 1965, to: 1970, chassis: (r) => `1E${digits(r, 5)}`, ccm: 4235, kw: 198 },
  { make: 'MG', model: 'MGB GT', from: 1966, to: 1980, chassis: (r) => `GHD5${digits(r, 6)}`, ccm: 1798, kw: 70 },
  { make: 'Triumph', model: 'TR6', from: 1969, to: 1976, chassis: (r) => `CP${digits(r, 5)}O`, ccm: 2498, kw: 110 },
  { make: 'Austin', model: 'Mini Cooper S', from: 1964, to: 1970, chassis: (r) => `KA2S4${digits(r, 6)}`, ccm: 1275, kw: 56 },
  { make: 'Land Rover', model: 'Series IIA 88', from: 1962, to: 1971, chassis: (r) => `2413${digits(r, 5)}`, ccm: 2286, kw: 52 },
  { make: 'Ford', model: 'Mustang Fastback', from: 1965, to: 1968, chassis: (r, y) => `${String(y).slice(3)}F09C${digits(r, 6)}`, ccm: 4736, kw: 168 },
  { make: 'Chevrolet', model: 'Corvette Stingray', from: 1968, to: 1976, chassis: (r, y) => `19437${String(y).slice(3)}S4${digits(r, 5)}`, ccm: 5733, kw: 224 },
  { make: 'Alfa Romeo', model: 'Spider 1600 Duetto', from: 1966, to: 1969, chassis: (r) => `AR66${digits(r, 4)}`, ccm: 1570, kw: 80 },
  { make: 'Volvo', model: 'P1800 S', from: 1964, to: 1969, chassis: (r) => `1840${digits(r, 4)}`, ccm: 1778, kw: 74 },
  { make: 'Citroën', model: 'DS 21 Pallas', from: 1966, to: 1972, chassis: (r) => `44${digits(r, 5)}`, ccm: 2175, kw: 78 },
  { make: 'Datsun', model: '240Z', from: 1970, to: 1973, chassis: (r) => `HLS30${digits(r, 5)}`, ccm: 2393, kw: 112 },
  { make: 'Holden', model: 'HQ Monaro GTS', from: 1971, to: 1974, chassis: (r) => `8Q${digits(r, 6)}`, ccm: 5737, kw: 179 },
  { make: 'Pontiac', model: 'GTO', from: 1966, to: 1970, chassis: (r, y) => `242${String(y).slice(2)}Z${digits(r, 6)}`, ccm: 6555, kw: 250 },
];
export interface CarPick extends Car {
  year: number;
  vin: string;
}
/** A car of the list built before `maxYear`, with its chassis number. */
export function car(rng: Random, filter: (c: Car) => boolean = () => true, maxYear = 2026): CarPick {
  const pool = CARS.filter((c) => filter(c) && c.from <= maxYear);
  const c = rng.pick(pool.length ? pool : CARS);
  const year = rng.int(c.from, Math.min(c.to, maxYear));
  return { ...c, year, vin: c.chassis(rng, year) };
}
export const EURO = (c: Car) =>
  ['Mercedes-Benz', 'Porsche', 'Volkswagen', 'BMW', 'Opel', 'Alfa Romeo', 'Citroën', 'Volvo', 'Jaguar', 'MG', 'Triumph'].includes(c.make);
export const BRIT = (c: Car) => ['Jaguar', 'MG', 'Triumph', 'Austin', 'Land Rover'].includes(c.make);
export const AMERICAN = (c: Car) => ['Ford', 'Chevrolet', 'Pontiac'].includes(c.make);

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => LETTERS[rng.int(0, LETTERS.length - 1)]).join('');
export { digits };

/** A German plate: 'M-RK 412' or with H (historic) 'M-RK 412H'. */
export function plateDE(rng: Random, district: string, historic = false): string {
  return `${district}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}${historic ? 'H' : ''}`;
}
/** A British plate of the car's build year (suffix era 1963–82, dateless before). */
export function plateUK(rng: Random, year: number): string {
  if (year < 1963) return `${letters(rng, 3)} ${rng.int(1, 999)}`;
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(1, 999)}${'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1963)]}`;
  return `${'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1983)]}${rng.int(1, 999)} ${letters(rng, 3)}`;
}

/** 'Label: value' at x, or label at x and value at vx. */
export function lv(p: PageBuilder, x: number, label: string, value: string, vx?: number, opts: { size?: number; bold?: boolean; serif?: boolean } = {}) {
  const size = opts.size ?? 9.5;
  if (vx === undefined) p.text(x, `${label} ${value}`, { size, serif: opts.serif, bold: opts.bold });
  else {
    p.text(x, label, { size, serif: opts.serif });
    p.text(vx, value, { size, serif: opts.serif, bold: opts.bold });
  }
}

/** A boxed form field: small caption in the box's top left, the value below it. */
export function field(
  p: PageBuilder,
  x: number,
  y: number,
  w: number,
  caption: string,
  value: string,
  opts: { h?: number; size?: number; bold?: boolean } = {},
) {
  const h = opts.h ?? 26;
  p.box(x, y, w, h);
  p.text(x + 3, caption, { y: y + 8, size: 6.5 });
  if (value) p.text(x + 5, value, { y: y + h - 6, size: opts.size ?? 10, bold: opts.bold });
}
