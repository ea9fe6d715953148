/**
 * The Oberhäuser archive: two brothers, Rainer (Königswinter, later Bad Honnef, Rhineland) and Peter (Ilkley, later
 * Harrogate, Yorkshire), and their six cars 1968–2026. The people, the cars and the small pieces of paper craft every
 * family of this set shares.
 */
import { fd, hline, num, r2, sum, type DateStyle, type NumStyle } from '../paper-kit';
import type { PageBuilder } from '../page';
import type { Random } from '../random';

export const RAINER = { name: 'Rainer Oberhäuser', street: 'Drachenfelsstraße 27', town: '5330 Königswinter 1', town5: '53639 Königswinter' };
export const RAINER_LATE = { name: 'Rainer Oberhäuser', street: 'Rheinpromenade 4', town: '53604 Bad Honnef' };
export const PETER = { name: 'Peter Oberhauser', street: '14 Cowpasture Road', town: 'Ilkley, West Yorkshire', post: 'LS29 8RH' };
export const PETER_LATE = { name: 'P. J. Oberhauser', street: 'Beech House, 9 Duchy Avenue', town: 'Harrogate, North Yorkshire', post: 'HG2 0ND' };

export interface Car {
  make: string;
  model: string;
  year: number;
  vin: string;
  engine: string;
}
export const SL: Car = { make: 'Mercedes-Benz', model: '190 SL', year: 1959, vin: '121040-10-018734', engine: '121921-10-018802' };
export const KAEFER: Car = { make: 'VW', model: '1302 LS Cabriolet', year: 1971, vin: '1512047311', engine: 'AE 0391 772' };
export const TR4: Car = { make: 'Triumph', model: 'TR4', year: 1963, vin: 'CT21874L', engine: 'CT21651E' };
export const MK2: Car = { make: 'Jaguar', model: 'Mk 2 3.8', year: 1961, vin: '210943DN', engine: 'LA 4471-8' };
export const MUSTANG: Car = { make: 'Ford', model: 'Mustang Hardtop Coupe', year: 1966, vin: '6F07C218843', engine: '289 V8' };
export const LANDY: Car = { make: 'Land Rover', model: 'Series IIa 88"', year: 1968, vin: '24130871A', engine: '25130644A' };

export const PLATES = {
  sl: 'SU-AK 412',
  slH: 'SU-RO 59H',
  kaefer: 'SU-DK 171',
  kaeferUk: 'PXW 151K',
  tr4: 'DWY 312A',
  tr4De: 'SU-TR 4H',
  mk2: '6219 WU',
  mustangDe: 'SU-MU 66',
  mustangOh: 'BKT 418',
  landy: 'PWT 311F',
};

/** The round sums workshops charge: a base and cents that look like a price. */
export function price(rng: Random, lo: number, hi: number): number {
  const v = lo + rng.next() * (hi - lo);
  return r2(Math.round(v * 2) / 2 + rng.pick([0, 0, 0.5, 0.9, 0.25, 0.75]));
}

/** A labour line: hours or units at a rate. */
export function timeLine(rng: Random, rate: number, steps: number[]): { t: number; amount: number } {
  const t = rng.pick(steps);
  return { t, amount: r2(t * rate) };
}

/** A block of lines at the builder's y, stepping down. */
export function lines(p: PageBuilder, x: number, ls: string[], opts: { size?: number; bold?: boolean; serif?: boolean; step?: number } = {}) {
  for (const l of ls) {
    p.text(x, l, { size: opts.size ?? 9.5, bold: opts.bold, serif: opts.serif });
    p.down(opts.step ?? 12);
  }
}

/** A right-hand label / amount stack under a table (subtotals, tax, total). */
export function totals(
  p: PageBuilder,
  labelX: number,
  amountX: number,
  rows: [string, string, boolean?][],
  opts: { size?: number; serif?: boolean; step?: number } = {},
) {
  for (const [l, a, bold] of rows) {
    p.text(labelX, l, { size: opts.size ?? 9.5, bold, serif: opts.serif });
    p.text(amountX, a, { size: opts.size ?? 9.5, bold, serif: opts.serif, align: 'right' });
    p.down(opts.step ?? 13);
  }
}

/** A typewriter row of dashes. */
export const dashes = (n: number) => '-'.repeat(n);

/** A dot-matrix rule of equals signs. */
export const equals = (n: number) => '='.repeat(n);

export function rule(p: PageBuilder, x = 50, w = 495) {
  hline(p, x, w);
}

/** A sum of amounts and the VAT on it at a rate, rounded as a till rounds. */
export function vatOn(net: number, rate: number) {
  const vat = r2((net * rate) / 100);
  return { vat, gross: r2(net + vat) };
}

export { fd, num, r2, sum };
export type { DateStyle, NumStyle };

/** Amounts padded right in a fixed-width line (typewriter and printer lines). */
export function pad(s: string, n: number) {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
export function lpad(s: string, n: number) {
  return s.length >= n ? s : ' '.repeat(n - s.length) + s;
}

/** A German plate's km reading printed with a thousands dot. */
export const km = (n: number) => num(n, 'de').slice(0, -3);
export const miles = (n: number) => num(n, 'en').slice(0, -3);
