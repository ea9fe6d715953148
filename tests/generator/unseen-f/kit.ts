/**
 * Author F's small kit: names, places, plates, dates and amounts written the way old paper writes
 * them (typewriter, dot matrix, pre-printed forms of 1975–2005), and a few drawing helpers. Every
 * family of this set draws its own values from the seeded Random, so no two documents repeat.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';

export const r2 = (n: number) => Math.round(n * 100) / 100;

export const sum = (xs: number[]) => r2(xs.reduce((a, b) => a + b, 0));

/** An amount between two bounds, in cents. */
export const amount = (rng: Random, min: number, max: number) => r2(min + rng.next() * (max - min));

/** A round amount (prices people agree on: 4.250, 11.900). */
export const roundAmount = (rng: Random, min: number, max: number, step: number) => Math.round((min + rng.next() * (max - min)) / step) * step;

// ---------------------------------------------------------------- dates

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const yearOf = (iso: string) => Number(iso.slice(0, 4));

const ordinal = (d: number) => {
  if (d % 10 === 1 && d !== 11) return `${d}st`;
  if (d % 10 === 2 && d !== 12) return `${d}nd`;
  if (d % 10 === 3 && d !== 13) return `${d}rd`;
  return `${d}th`;
};

export type DateStyle =
  | 'de' // 03.03.1984
  | 'de-short' // 03.03.84
  | 'de-long' // 3. März 1984
  | 'de-loose' // 3.3.1984
  | 'us' // 03/03/1984
  | 'us-short' // 3/3/84
  | 'us-long' // March 3, 1984
  | 'us-ord' // March 3rd, 1984
  | 'us-dash' // 03-MAR-84 (dot matrix)
  | 'uk' // 03/03/1984 (day first)
  | 'uk-short' // 03/03/84
  | 'uk-long' // 3 March 1984
  | 'uk-ord' // 3rd March 1984
  | 'uk-mon' // 3 Mar 1984
  | 'iso'; // 1984-03-03

export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const yy = String(y).slice(2);
  switch (style) {
    case 'de':
      return `${dd}.${mm}.${y}`;
    case 'de-short':
      return `${dd}.${mm}.${yy}`;
    case 'de-long':
      return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    case 'de-loose':
      return `${d}.${m}.${y}`;
    case 'us':
      return `${mm}/${dd}/${y}`;
    case 'us-short':
      return `${m}/${d}/${yy}`;
    case 'us-long':
      return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'us-ord':
      return `${MONTHS_EN[m - 1]} ${ordinal(d)}, ${y}`;
    case 'us-dash':
      return `${dd}-${MONTHS_EN[m - 1].slice(0, 3).toUpperCase()}-${yy}`;
    case 'uk':
      return `${dd}/${mm}/${y}`;
    case 'uk-short':
      return `${dd}/${mm}/${yy}`;
    case 'uk-long':
      return `${d} ${MONTHS_EN[m - 1]} ${y}`;
    case 'uk-ord':
      return `${ordinal(d)} ${MONTHS_EN[m - 1]} ${y}`;
    case 'uk-mon':
      return `${d} ${MONTHS_EN[m - 1].slice(0, 3)} ${y}`;
    case 'iso':
      return iso;
  }
}

// ---------------------------------------------------------------- amounts

export type MoneyStyle = 'de' | 'de-space' | 'de-plain' | 'en' | 'en-plain';

export function fmtMoney(n: number, style: MoneyStyle): string {
  const neg = n < 0;
  const [int, dec] = Math.abs(n).toFixed(2).split('.');
  const group = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const body =
    style === 'de'
      ? `${group('.')},${dec}`
      : style === 'de-space'
        ? `${group(' ')},${dec}`
        : style === 'de-plain'
          ? `${int},${dec}`
          : style === 'en'
            ? `${group(',')}.${dec}`
            : `${int}.${dec}`;
  return neg ? `-${body}` : body;
}

/** A mileage with thousands grouping (159.805 / 84,120 / 48 230). */
export const fmtInt = (n: number, sep: '.' | ',' | ' ' | '') => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** German VAT by date (Mehrwertsteuer since 1968). */
export function deVat(iso: string): number {
  if (iso < '1978-01-01') return 11;
  if (iso < '1979-07-01') return 12;
  if (iso < '1983-07-01') return 13;
  if (iso < '1993-01-01') return 14;
  if (iso < '1998-04-01') return 15;
  if (iso < '2007-01-01') return 16;
  return 19;
}

/** UK VAT standard rate by date. */
export function ukVat(iso: string): number {
  if (iso < '1979-06-18') return 8;
  if (iso < '1991-04-01') return 15;
  return 17.5;
}

/** The German currency of the day (the euro on paper from 2002). */
export const deCurrency = (iso: string) => (iso < '2002-01-01' ? 'DM' : 'EUR');

// ---------------------------------------------------------------- people and places

const DE_FIRST = [
  'Karl-Heinz',
  'Gerhard',
  'Ursula',
  'Helmut',
  'Renate',
  'Manfred',
  'Brigitte',
  'Jürgen',
  'Monika',
  'Dieter',
  'Erika',
  'Wolfgang',
  'Heike',
  'Rainer',
  'Sabine',
  'Günter',
  'Ingrid',
  'Uwe',
];
const DE_LAST = [
  'Schäfer',
  'Kowalczyk',
  'Brandl',
  'Hinrichs',
  'Vogelsang',
  'Lämmle',
  'Thiessen',
  'Ortmann',
  'Wiesner',
  'Kuhlmann',
  'Seidl',
  'Pohlmann',
  'Raab',
  'Engelhardt',
  'Stöckl',
  'Dreyer',
  'Haas',
  'Nowak',
];
const EN_FIRST = [
  'Raymond',
  'Carol',
  'Dennis',
  'Patricia',
  'Gary',
  'Linda',
  'Trevor',
  'Sandra',
  'Nigel',
  'Deborah',
  'Walter',
  'Janet',
  'Clive',
  'Barbara',
  'Earl',
  'Maureen',
  'Stuart',
  'Gloria',
];
const EN_LAST = [
  'Hendricks',
  'Ashworth',
  'Mulligan',
  'Pemberton',
  'Kowalski',
  'Fairbanks',
  'Thornton',
  'Gallagher',
  'Whitlock',
  'Duffy',
  'Redmond',
  'Harcourt',
  'Lindqvist',
  'Okafor',
  'Baxter',
  'Pryce',
  'Yates',
  'Delgado',
];

export const deName = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const enName = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;

const DE_STREETS = [
  'Hauptstraße',
  'Bahnhofstr.',
  'Industriestraße',
  'Am Mühlbach',
  'Gartenweg',
  'Lindenallee',
  'Kirchgasse',
  'Schillerstr.',
  'Im Gewerbegebiet',
  'Ringstraße',
];
const DE_TOWNS: [string, string][] = [
  ['7100', 'Heilbronn'],
  ['8900', 'Augsburg'],
  ['4630', 'Bochum'],
  ['2390', 'Flensburg'],
  ['6750', 'Kaiserslautern'],
  ['3300', 'Braunschweig'],
  ['7800', 'Freiburg i. Br.'],
  ['8500', 'Nürnberg'],
  ['5000', 'Köln 41'],
  ['3500', 'Kassel'],
];
/** Five-digit postcodes from July 1993. */
const DE_TOWNS_NEW: [string, string][] = [
  ['74072', 'Heilbronn'],
  ['86150', 'Augsburg'],
  ['44787', 'Bochum'],
  ['24937', 'Flensburg'],
  ['67655', 'Kaiserslautern'],
  ['38100', 'Braunschweig'],
  ['79098', 'Freiburg'],
  ['90402', 'Nürnberg'],
  ['50931', 'Köln'],
  ['34117', 'Kassel'],
];
const UK_TOWNS: [string, string][] = [
  ['Ashford', 'TN24 8QB'],
  ['Kendal', 'LA9 4DL'],
  ['Leominster', 'HR6 8LY'],
  ['Taunton', 'TA1 3PF'],
  ['Stockport', 'SK3 0RT'],
  ['Loughborough', 'LE11 2JS'],
  ['Ripon', 'HG4 1AE'],
  ['Newbury', 'RG14 5BX'],
];
const UK_STREETS = ['High Street', 'Station Road', 'Mill Lane', 'Church Street', 'London Road', 'Victoria Road', 'Bridge Street', 'The Parade'];
const US_TOWNS: [string, string, string][] = [
  ['Fresno', 'CA', '93721'],
  ['Dayton', 'OH', '45402'],
  ['Tulsa', 'OK', '74103'],
  ['Spokane', 'WA', '99201'],
  ['Scranton', 'PA', '18503'],
  ['Lubbock', 'TX', '79401'],
  ['Macon', 'GA', '31201'],
  ['Racine', 'WI', '53403'],
];
const US_STREETS = ['Main St.', 'Elm Street', 'W. 4th Ave.', 'Route 9', 'Industrial Blvd.', 'Oak Ridge Rd.', 'N. Broadway', 'Commerce Dr.'];

export interface Address {
  street: string;
  town: string;
}

export function deAddress(rng: Random, iso: string): Address {
  const [pc, town] = rng.pick(iso < '1993-07-01' ? DE_TOWNS : DE_TOWNS_NEW);
  return {
    street: `${rng.pick(DE_STREETS)} ${rng.int(1, 140)}`,
    town: iso >= '1990-07-01' && iso < '1993-07-01' && rng.chance(0.5) ? `W-${pc} ${town}` : `${pc} ${town}`,
  };
}

export function ukAddress(rng: Random): Address {
  const [town, pc] = rng.pick(UK_TOWNS);
  return { street: `${rng.int(1, 212)} ${rng.pick(UK_STREETS)}`, town: `${town} ${pc}` };
}

export function usAddress(rng: Random): Address & { state: string } {
  const [town, st, zip] = rng.pick(US_TOWNS);
  return { street: `${rng.int(100, 9800)} ${rng.pick(US_STREETS)}`, town: `${town}, ${st} ${zip}`, state: st };
}

export const dePhone = (rng: Random) => `(0${rng.int(20, 99)}${rng.int(1, 9)}) ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
export const ukPhone = (rng: Random) => `0${rng.int(1200, 1999)} ${rng.int(100000, 999999)}`;
export const usPhone = (rng: Random) => `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`;

// ---------------------------------------------------------------- vehicles

/** Cars with the years they were built, so that a page never shows a 1955 Golf. */
type Car = [name: string, from: number, to: number];

const DE_CARS: Car[] = [
  ['VW Käfer 1200', 1954, 1985],
  ['VW Käfer 1303', 1972, 1975],
  ['Mercedes-Benz 190 SL', 1955, 1963],
  ['Borgward Isabella', 1954, 1962],
  ['Mercedes-Benz 220 S', 1959, 1965],
  ['NSU Prinz 4', 1961, 1973],
  ['Ford Taunus 17M', 1957, 1967],
  ['Porsche 356 B', 1959, 1963],
  ['Porsche 911 T', 1967, 1973],
  ['Mercedes-Benz 280 SL', 1968, 1971],
  ['BMW 2002', 1968, 1975],
  ['Mercedes-Benz 280 SE', 1965, 1985],
  ['Audi 80 GLS', 1972, 1978],
  ['Opel Kadett C', 1973, 1979],
  ['Ford Taunus 1.6 L', 1970, 1982],
  ['VW Passat Variant', 1974, 2005],
  ['Opel Manta B', 1975, 1988],
  ['VW Golf GTI', 1976, 2005],
  ['Mercedes-Benz 230 E', 1976, 1992],
  ['Porsche 911 SC', 1978, 1983],
  ['BMW 318i', 1983, 1998],
];
const UK_CARS: Car[] = [
  ['Morris Minor 1000', 1956, 1971],
  ['Austin-Healey 3000', 1959, 1967],
  ['Sunbeam Alpine', 1959, 1968],
  ['Land Rover Series IIA', 1961, 1971],
  ['Vauxhall Viva', 1963, 1979],
  ['Jaguar E-Type 4.2', 1964, 1971],
  ['MGB GT', 1965, 1980],
  ['Triumph Herald 13/60', 1967, 1971],
  ['Austin Mini 1000', 1967, 1992],
  ['Jaguar XJ6 4.2', 1968, 1987],
  ['Triumph TR6', 1969, 1976],
  ['Triumph Spitfire 1500', 1974, 1980],
  ['MG Midget 1500', 1975, 1979],
  ['Ford Escort 1.3 L', 1975, 1990],
  ['Rover 3500 SD1', 1976, 1986],
  ['Ford Capri 2.0 S', 1978, 1986],
  ['Ford Sierra 2.0', 1982, 1993],
  ['Rover 214', 1989, 2000],
];
const US_CARS: Car[] = [
  ['Ford Model A', 1928, 1931],
  ['Buick Roadmaster', 1936, 1958],
  ['Packard Clipper', 1941, 1957],
  ['Willys Jeep CJ-2A', 1945, 1949],
  ['Chevrolet Bel Air', 1950, 1975],
  ['Chevrolet Corvette', 1953, 2005],
  ['Cadillac Eldorado', 1953, 2002],
  ['Ford Thunderbird', 1955, 1997],
  ['Plymouth Fury', 1956, 1978],
  ['Chevrolet C10', 1960, 1987],
  ['Dodge Dart', 1960, 1976],
  ['Ford Mustang', 1964, 2005],
  ['Chevrolet Camaro', 1967, 2002],
  ['Pontiac Firebird', 1967, 2002],
  ['Mercury Cougar', 1967, 1997],
  ['Buick Regal', 1973, 2004],
  ['Datsun 280Z', 1975, 1978],
  ['Volvo 240 DL', 1975, 1993],
  ['Jeep CJ-7', 1976, 1986],
];

/** A car built in `year` (or the nearest one when none was). */
function carOf(rng: Random, cars: Car[], year: number): string {
  const built = cars.filter(([, from, to]) => from <= year && year <= to);
  if (built.length) return rng.pick(built)[0];
  const dist = (c: Car) => Math.min(Math.abs(c[1] - year), Math.abs(c[2] - year));
  return [...cars].sort((a, b) => dist(a) - dist(b))[0][0];
}

export const deCar = (rng: Random, year: number) => carOf(rng, DE_CARS, year);
export const ukCar = (rng: Random, year: number) => carOf(rng, UK_CARS, year);
export const usCar = (rng: Random, year: number) => carOf(rng, US_CARS, year);

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('');

const DE_DISTRICTS = ['HN', 'A', 'BO', 'FL', 'KL', 'BS', 'FR', 'N', 'K', 'KS', 'MA', 'S', 'M', 'HH', 'LB', 'ES'];
/** A German plate (district, letters, digits — the digits are not a mileage). */
export const dePlate = (rng: Random) => `${rng.pick(DE_DISTRICTS)}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}`;

/** A British registration mark: suffix letter to 1983, prefix letter to 2001, then the current style. */
export function ukPlate(rng: Random, year: number): string {
  const suffix = 'NPRSTVWXY'[Math.max(0, Math.min(8, year - 1975))] ?? 'Y';
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(10, 999)}${year < 1975 ? rng.pick(['K', 'L', 'M']) : suffix}`;
  if (year < 2001) return `${rng.pick([...'ABCDEFGHJKLMNPRSTVWXY'])}${rng.int(10, 999)} ${letters(rng, 3)}`;
  return `${letters(rng, 2)}${String(year - 2000).padStart(2, '0')} ${letters(rng, 3)}`;
}

export const usPlate = (rng: Random) =>
  rng.pick([
    () => `${rng.int(1, 9)}${letters(rng, 3)}${rng.int(100, 999)}`,
    () => `${letters(rng, 3)}-${rng.int(1000, 9999)}`,
    () => `${rng.int(100, 999)} ${letters(rng, 3)}`,
  ])();

/** A chassis number: short maker's numbers before 1981, 17 characters after. */
export function vin(rng: Random, year: number): string {
  const chars = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
  if (year < 1981) return `${rng.int(10, 99)}${rng.int(10000000, 99999999)}`;
  return Array.from({ length: 17 }, () => chars[rng.int(0, chars.length - 1)]).join('');
}

export const mileage = (rng: Random, year: number, docYear: number) => Math.max(800, Math.round((docYear - year + rng.next()) * rng.int(6000, 16000)));

// ---------------------------------------------------------------- drawing

export interface Col {
  x: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOpts {
  size?: number;
  serif?: boolean;
  bold?: boolean;
  lineH?: number;
}

/** One row of cells at the builder's current line, then one line down. */
export function row(pb: PageBuilder, cols: Col[], cells: string[], o: TableOpts = {}): void {
  cells.forEach((c, i) => {
    if (c) pb.text(cols[i].x, c, { size: o.size ?? 9, serif: o.serif, bold: o.bold, align: cols[i].align });
  });
  pb.down(o.lineH ?? (o.size ?? 9) + 4);
}

/** A horizontal rule as a flat box. */
export const rule = (pb: PageBuilder, x: number, w: number, y = pb.y) => pb.box(x, y, w, 0.3);

/** A labelled cell of a pre-printed form: small caption at the top, the value typed under it. */
export function cell(
  pb: PageBuilder,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
  value: string,
  o: { size?: number; serif?: boolean; capSize?: number } = {},
): void {
  pb.box(x, y, w, h);
  pb.text(x + 3, caption, { y: y + (o.capSize ?? 6) + 2, size: o.capSize ?? 6 });
  if (value) pb.text(x + 4, value, { y: y + h - 5, size: o.size ?? 9, serif: o.serif });
}

/** A rough width of a run (for placing things after it). */
export const width = (text: string, size: number, serif = false) => text.length * size * (serif ? 0.6 : 0.52);

export { PageBuilder };
