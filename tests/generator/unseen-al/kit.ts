/**
 * The al author's small kit: pools of classic cars, people and places, money as the pages print it, and a table
 * writer. Each family still lays its own page out.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { num, type NumStyle, r2 } from '../paper-kit';

export { PageBuilder };

export interface Car {
  make: string;
  model: string;
  from: number;
  to: number;
  /** a chassis number maker */
  vin: (rng: Random, year: number) => string;
  engine: string;
}

const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

export const PORSCHE: Car[] = [
  { make: 'Porsche', model: '911 T 2.2', from: 1969, to: 1971, vin: (r) => `91101${digits(r, 5)}`, engine: '911/07' },
  { make: 'Porsche', model: '911 S 2.4', from: 1972, to: 1973, vin: (r) => `91130${digits(r, 5)}`, engine: '911/53' },
  { make: 'Porsche', model: '912', from: 1965, to: 1969, vin: (r) => `35${digits(r, 4)}`, engine: '616/36' },
  { make: 'Porsche', model: '356 B T6 Coupé', from: 1961, to: 1963, vin: (r) => `1${digits(r, 5)}`, engine: '616/1' },
  {
    make: 'Porsche',
    model: '911 Carrera 3.2',
    from: 1984,
    to: 1989,
    vin: (r) => `WP0ZZZ91Z${r.pick(['F', 'G', 'H', 'J', 'K'])}S${digits(r, 6)}`,
    engine: '930/20',
  },
];
export const MERCEDES: Car[] = [
  { make: 'Mercedes-Benz', model: '280 SL (W 113)', from: 1968, to: 1971, vin: (r) => `113044${r.int(10, 22)}${digits(r, 6)}`, engine: 'M 130' },
  { make: 'Mercedes-Benz', model: '190 SL (W 121)', from: 1955, to: 1963, vin: (r) => `121040${r.int(10, 10)}${digits(r, 6)}`, engine: 'M 121' },
  { make: 'Mercedes-Benz', model: '280 SE 3.5 Coupé (W 111)', from: 1969, to: 1971, vin: (r) => `111026${r.int(12, 12)}${digits(r, 6)}`, engine: 'M 116' },
  { make: 'Mercedes-Benz', model: '450 SL (R 107)', from: 1973, to: 1980, vin: (r) => `107044${r.int(12, 12)}${digits(r, 6)}`, engine: 'M 117' },
];
export const JAGUAR: Car[] = [
  { make: 'Jaguar', model: 'E-Type 4.2 Series 1 FHC', from: 1965, to: 1967, vin: (r) => `1E${r.int(20000, 35000)}`, engine: '7E' },
  { make: 'Jaguar', model: 'E-Type Series 2 OTS', from: 1969, to: 1971, vin: (r) => `1R${r.int(1000, 15000)}`, engine: '7R' },
  { make: 'Jaguar', model: 'Mk II 3.8', from: 1960, to: 1967, vin: (r) => `P2${r.int(10000, 35000)}DN`, engine: 'LA' },
  { make: 'Jaguar', model: 'XK 150 DHC', from: 1957, to: 1961, vin: (r) => `S8${r.int(27000, 29000)}`, engine: 'V' },
];
export const MG: Car[] = [
  { make: 'MG', model: 'MGB Roadster', from: 1965, to: 1980, vin: (r) => `GHN5${r.int(100000, 500000)}`, engine: '18V' },
  { make: 'MG', model: 'MGB GT', from: 1966, to: 1980, vin: (r) => `GHD5${r.int(100000, 500000)}`, engine: '18V' },
  { make: 'MG', model: 'MGA 1600', from: 1959, to: 1961, vin: (r) => `GHN2${r.int(70000, 100000)}`, engine: '16GA' },
  { make: 'MG', model: 'Midget Mk III', from: 1967, to: 1974, vin: (r) => `GAN5${r.int(100000, 150000)}`, engine: '12CC' },
];
export const ALFA: Car[] = [
  { make: 'Alfa Romeo', model: 'Giulia Sprint GT Veloce', from: 1966, to: 1968, vin: (r) => `AR${r.int(240000, 250000)}`, engine: '00536' },
  { make: 'Alfa Romeo', model: 'Spider 1600 Duetto', from: 1966, to: 1967, vin: (r) => `AR${r.int(660000, 669000)}`, engine: '00536' },
  { make: 'Alfa Romeo', model: 'GT 1300 Junior', from: 1966, to: 1976, vin: (r) => `AR${r.int(1220000, 1290000)}`, engine: '00530' },
  { make: 'Alfa Romeo', model: 'Giulia Super 1.6', from: 1965, to: 1972, vin: (r) => `AR${r.int(300000, 400000)}`, engine: '00526' },
];
export const VW: Car[] = [
  { make: 'VW', model: 'Käfer 1303 S', from: 1972, to: 1975, vin: (r) => `13${r.int(2, 5)}${digits(r, 7)}`, engine: 'AS' },
  { make: 'VW', model: 'T1 Samba', from: 1960, to: 1967, vin: (r) => `${r.int(800000, 1500000)}`, engine: 'H' },
  { make: 'VW', model: 'Karmann Ghia Typ 14', from: 1965, to: 1974, vin: (r) => `14${digits(r, 7)}`, engine: 'AB' },
  { make: 'VW', model: 'Käfer 1200', from: 1961, to: 1970, vin: (r) => `${r.int(5000000, 9999999)}`, engine: 'D' },
];
export const MUSCLE: Car[] = [
  {
    make: 'Ford',
    model: 'Mustang Fastback 289',
    from: 1965,
    to: 1968,
    vin: (r, y) => `${String(y).slice(3)}${r.pick(['F', 'R', 'T'])}09${r.pick(['A', 'C', 'K'])}${digits(r, 6)}`,
    engine: '289 V8',
  },
  {
    make: 'Chevrolet',
    model: 'Corvette Sting Ray',
    from: 1965,
    to: 1967,
    vin: (r, y) => `19${r.pick(['4', '6'])}37${String(y).slice(3)}S${digits(r, 6)}`,
    engine: '327 V8',
  },
  {
    make: 'Pontiac',
    model: 'GTO',
    from: 1966,
    to: 1970,
    vin: (r, y) => `242${r.pick(['17', '37', '67'])}${String(y).slice(3)}P${digits(r, 6)}`,
    engine: '400 V8',
  },
  { make: 'Dodge', model: 'Charger R/T', from: 1968, to: 1970, vin: (r, y) => `XS29L${String(y).slice(3)}B${digits(r, 6)}`, engine: '440 Magnum' },
  {
    make: 'Chevrolet',
    model: 'Chevelle SS 396',
    from: 1966,
    to: 1970,
    vin: (r, y) => `1383${r.int(6, 7)}${String(y).slice(3)}K${digits(r, 6)}`,
    engine: '396 V8',
  },
];
export const BRITISH: Car[] = [
  ...MG,
  ...JAGUAR,
  { make: 'Triumph', model: 'TR6', from: 1969, to: 1976, vin: (r) => `CC${r.int(25000, 90000)}`, engine: 'CC' },
  { make: 'Austin-Healey', model: '3000 Mk III BJ8', from: 1964, to: 1967, vin: (r) => `HBJ8L${r.int(25000, 43000)}`, engine: '29K' },
];

export interface Vehicle {
  car: Car;
  year: number;
  vin: string;
  label: string;
}
export function vehicle(rng: Random, pool: Car[]): Vehicle {
  const car = rng.pick(pool);
  const year = rng.int(car.from, car.to);
  const vin = car.vin(rng, year);
  return { car, year, vin, label: `${car.make} ${car.model}` };
}

export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Wolfgang',
  'Dieter',
  'Manfred',
  'Sabine',
  'Gabriele',
  'Hans-Peter',
  'Ulrich',
  'Monika',
  'Rainer',
  'Heike',
  'Bernd',
  'Stefan',
  'Andrea',
  'Thomas',
  'Helmut',
  'Ingrid',
  'Werner',
  'Petra',
];
export const DE_LAST = [
  'Brenninkmeyer',
  'Hollweg',
  'Schäfer',
  'Kettler',
  'Obermaier',
  'Wendtland',
  'Hufnagel',
  'Reimann',
  'Stoltenberg',
  'Pfeiffer',
  'Kürten',
  'Lindemann',
  'Graßl',
  'Vogelsang',
  'Hartung',
  'Ziegler',
  'Mertens',
  'Auer',
  'Baumgartner',
  'Nussbaumer',
];
export const EN_FIRST = [
  'Nigel',
  'Graham',
  'Margaret',
  'Trevor',
  'Gillian',
  'Robert',
  'Susan',
  'Alistair',
  'Colin',
  'Pamela',
  'Dale',
  'Gary',
  'Linda',
  'Wayne',
  'Sharon',
  'Keith',
  'Duane',
  'Patricia',
  'Clive',
  'Hugh',
];
export const EN_LAST = [
  'Ashworth',
  'Pennington',
  'Hargreaves',
  'Whitfield',
  'Kowalski',
  'McAllister',
  'Thornbury',
  'Gallagher',
  'Dunmore',
  'Featherstone',
  'Baxter',
  'Okafor',
  'Lindqvist',
  'Prescott',
  'Halloran',
  'Rutledge',
  'Stebbings',
  'Carrington',
  'Bellamy',
  'Yeardley',
];
export const deName = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const enName = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;

/** Money with a currency word placed as the page likes it. */
export function money(n: number, style: NumStyle, cur = '', after = false): string {
  const s = num(n, style);
  if (!cur) return s;
  return after ? `${s} ${cur}` : `${cur}${cur.length > 1 && !/[£$€]$/.test(cur) ? ' ' : ''}${s}`;
}

/** Round to a tidy price with a given step. */
export const tidy = (rng: Random, lo: number, hi: number, step = 1) => r2(Math.round(rng.int(lo, hi) / step) * step);
export const cents = (rng: Random, lo: number, hi: number) => r2(rng.int(lo * 100, hi * 100) / 100);

/** `n` distinct picks of a list of [text, lo, hi] lines, priced. */
export function priced(rng: Random, pool: [string, number, number][], n: number, centsToo = true): [string, number][] {
  return rng.some(pool, n).map(([t, lo, hi]) => [t, centsToo ? cents(rng, lo, hi) : tidy(rng, lo, hi, 5)]);
}

export const mileage = (rng: Random, lo: number, hi: number) => rng.int(lo, hi);
export const plateDE = (rng: Random, city: string, suffix = '') =>
  `${city}-${String.fromCharCode(65 + rng.int(0, 25))}${rng.chance(0.5) ? String.fromCharCode(65 + rng.int(0, 25)) : ''} ${rng.int(1, 999)}${suffix}`;
export const up = (s: string) => s.toUpperCase();
export { digits };
