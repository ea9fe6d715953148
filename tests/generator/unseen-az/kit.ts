/**
 * The unseen-az author's small kit: plates, chassis numbers, people and streets, priced lines and a few page pieces
 * the trades' papers share. Every family still chooses its own layout, wording and styles.
 */
import { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export { PageBuilder };

export const money = (n: number, s: NumStyle) => num(n, s);
export const pct = (n: number, rate: number) => r2((n * rate) / 100);

const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const D = '0123456789';
export const chars = (rng: Random, pool: string, n: number) => Array.from({ length: n }, () => rng.pick(pool.split(''))).join('');

export function dePlate(rng: Random): string {
  const city = rng.pick(['M', 'S', 'HH', 'K', 'F', 'B', 'DU', 'N', 'KA', 'HD', 'BI', 'OS', 'LB', 'ES', 'WÜ', 'RO', 'GAP', 'TÜ']);
  const h = rng.chance(0.4) ? 'H' : '';
  return `${city}-${chars(rng, L, rng.int(1, 2))} ${rng.int(1, 9999)}${h}`;
}
export function chPlate(rng: Random): string {
  return `${rng.pick(['ZH', 'BE', 'LU', 'SG', 'AG', 'GR', 'TG', 'VD'])} ${rng.int(1000, 599999)}`;
}
export function atPlate(rng: Random): string {
  return `${rng.pick(['W', 'G', 'L', 'S', 'I', 'K', 'BL', 'MD', 'KB'])}-${rng.int(10, 9999)} ${chars(rng, L, rng.int(1, 2))}`;
}
export function ukPlate(rng: Random, year: number): string {
  if (year < 1983) return `${chars(rng, L, 3)} ${rng.int(10, 999)}${chars(rng, 'ABCDEFGHJKLMNPRSTVWXY', 1)}`;
  if (year < 2001) return `${chars(rng, 'ABCDEFGHJKLMNPRSTVWXY', 1)}${rng.int(1, 999)} ${chars(rng, L, 3)}`;
  return `${chars(rng, L, 2)}${String(rng.int(51, 74)).padStart(2, '0')} ${chars(rng, L, 3)}`;
}
export function usPlate(rng: Random): string {
  return rng.pick([
    `${rng.int(1, 9)}${chars(rng, L, 3)}${rng.int(100, 999)}`,
    `${chars(rng, L, 3)} ${rng.int(1000, 9999)}`,
    `${chars(rng, L, 3)}-${chars(rng, D, 3)}`,
  ]);
}
export function nlPlate(rng: Random): string {
  return `${chars(rng, L, 2)}-${chars(rng, D, 2)}-${chars(rng, L, 2)}`;
}
export function bePlate(rng: Random): string {
  return `1-${chars(rng, L, 3)}-${chars(rng, D, 3)}`;
}

/** A 17-character VIN (modern) or a maker's chassis number (older cars). */
export function vin17(rng: Random): string {
  const wmi = rng.pick(['WDB', 'WP0', 'WBA', 'WVW', 'ZFF', 'SAJ', '1G1', '1FA', 'JN1', 'ZAR', 'VF3', 'SCF']);
  return wmi + chars(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6) + chars(rng, 'ABCDEFGHJKLMNPRSTVWXY123456789', 2) + chars(rng, D, 6);
}
export function chassisNo(rng: Random, year: number): string {
  if (year >= 1981) return vin17(rng);
  return rng.pick([
    `${rng.int(111, 113)}0${rng.int(10000, 99999)}${rng.int(10, 99)}`,
    `${rng.int(9110, 9112)}${rng.int(100000, 999999)}`,
    `${chars(rng, 'ABCDEGHR', 2)}${rng.int(10000, 99999)}`,
    `HDC${rng.int(10000, 99999)}`,
  ]);
}

export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Monika',
  'Sabine',
  'Wolfgang',
  'Petra',
  'Uwe',
  'Heike',
  'Thomas',
  'Andrea',
  'Rainer',
  'Ulrike',
  'Stefan',
  'Gisela',
];
export const DE_LAST = [
  'Brenner',
  'Hoffmann',
  'Kessler',
  'Wagner',
  'Lindner',
  'Schuster',
  'Ackermann',
  'Vogel',
  'Reinhardt',
  'Kraus',
  'Seidl',
  'Baumgartner',
  'Huber',
  'Fankhauser',
];
export const EN_FIRST = [
  'James',
  'Margaret',
  'Robert',
  'Susan',
  'David',
  'Helen',
  'Michael',
  'Patricia',
  'Richard',
  'Carol',
  'Gary',
  'Linda',
  'Nigel',
  'Deborah',
];
export const EN_LAST = [
  'Whitfield',
  'Harrison',
  'Cole',
  'Pemberton',
  'Novak',
  'Carver',
  'Dunmore',
  'Ellis',
  'Brandt',
  'Okafor',
  'Sullivan',
  'Hastings',
  'Marsh',
  'Van Dyke',
];
export const dePerson = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const enPerson = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
export const deStreet = (rng: Random) =>
  `${rng.pick(['Industriestraße', 'Gewerbering', 'Hauptstraße', 'Am Bahnhof', 'Lindenweg', 'Mühlgasse', 'Werkstättenweg', 'Robert-Bosch-Str.'])} ${rng.int(1, 88)}`;
export const ukStreet = (rng: Random) =>
  `${rng.pick(['Unit', 'Units'])} ${rng.int(1, 24)}, ${rng.pick(['Mill Lane Industrial Estate', 'Station Yard', 'Brookside Works', 'The Old Forge', 'Riverside Trading Estate', 'Ashfield Road'])}`;
export const usStreet = (rng: Random) =>
  `${rng.int(100, 9899)} ${rng.pick(['Industrial Pkwy', 'Route 9', 'W. Commerce St', 'Old Mill Rd', 'Main Street', 'Airport Blvd', 'S. Broadway'])}`;

export const CARS_DE = [
  'Mercedes-Benz 280 SE',
  'Porsche 911 T',
  'VW Käfer 1303',
  'BMW 2002 tii',
  'Opel GT 1900',
  'Mercedes-Benz 190 SL',
  'Porsche 356 B',
  'Audi 100 Coupé S',
  'NSU Ro 80',
  'BMW 635 CSi',
  'VW Bus T2',
  'Mercedes-Benz W 123 230 E',
];
export const CARS_EN = [
  'Jaguar E-Type 4.2',
  'MGB GT',
  'Triumph TR6',
  'Austin-Healey 3000',
  'Ford Mustang 289',
  'Chevrolet Corvette C3',
  'Land Rover Series IIA',
  'Mini Cooper S',
  'Porsche 912',
  'Volvo P1800 S',
  'Jensen Interceptor',
  'Ford Falcon Futura',
];

/** A priced line: description, quantity, unit price and its amount. */
export interface Line {
  text: string;
  qty: number;
  unit: number;
  amount: number;
}
export function lines(rng: Random, pool: [string, number, number][], n: number, scale = 1, qtyMax = 1): Line[] {
  return rng.some(pool, n).map(([text, lo, hi]) => {
    const qty = qtyMax > 1 ? rng.int(1, qtyMax) : 1;
    const unit = r2(rng.int(Math.round(lo * scale * 100), Math.round(hi * scale * 100)) / 100);
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}
/** Labour as hours × rate. */
export function labour(rng: Random, jobs: string[], rate: number, quarter = true): Line[] {
  return jobs.map((text) => {
    const qty = quarter ? rng.int(2, 40) / 4 : rng.int(1, 12);
    return { text, qty, unit: rate, amount: r2(qty * rate) };
  });
}
export const total = (ls: Line[]) => r2(ls.reduce((a, l) => a + l.amount, 0));

/** A price scale for the year: older paper, smaller sums. */
export function era(year: number): number {
  if (year < 1975) return 0.25;
  if (year < 1985) return 0.4;
  if (year < 1995) return 0.6;
  if (year < 2005) return 0.8;
  return 1;
}
export const qtyStr = (q: number, style: NumStyle) => (Number.isInteger(q) ? String(q) : num(q, style));
