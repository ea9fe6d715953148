/** Picking a family's work, parts and dates from its own lists, on its own stream. */
import { addDays, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Part, Work } from './bill';

export function works(rng: Random, pool: [string, number, number][], n: number): Work[] {
  return rng.some(pool, n).map(([d, lo, hi]) => ({ d, h: Math.round((lo + rng.next() * (hi - lo)) * 2) / 2 }));
}

export function parts(rng: Random, pool: [string, number, number, number?][], n: number, scale = 1): Part[] {
  return rng.some(pool, n).map(([d, lo, hi, maxQ]) => ({ d, q: rng.int(1, maxQ ?? 1), u: r2((lo + rng.next() * (hi - lo)) * scale) }));
}

/** An invoice date in the years and a date of work a few days before it. */
export function dates(rng: Random, from: number, to: number, before = [2, 9]): { inv: string; work: string } {
  const inv = rng.date(from, to);
  return { inv, work: addDays(inv, -rng.int(before[0], before[1])) };
}

export const plateDE = (rng: Random, city: string) =>
  `${city}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(10, 999)}`;
export const vin = (rng: Random, prefix: string, n = 6) => `${prefix}${String(rng.int(10 ** (n - 1), 10 ** n - 1))}`;
export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
