/**
 * The unseen-ak author's kit: the many numbers real paper carries beside the one a field wants — customer, order,
 * invoice and account numbers, phone and fax, bank details, VINs and engine numbers, plates, part numbers, codes —
 * and a bill's arithmetic (hours × rate, quantity × unit price, discounts, VAT) so the sums add up.
 */
import type { PageBuilder } from '../page';
import { num, r2, sum, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export { r2, sum };

export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
export const letters = (rng: Random, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => rng.pick(from.split(''))).join('');

/** A 17-character VIN (no I, O, Q). */
export function vin17(rng: Random, wmi: string): string {
  return (
    wmi +
    letters(rng, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') +
    digits(rng, 4) +
    letters(rng, 1, '0123456789X') +
    letters(rng, 1, 'ABCDEFGHJKLMNPRSTVWXY123456789') +
    letters(rng, 1) +
    digits(rng, 6)
  );
}
/** An older chassis number as makers stamped them. */
export function chassisOld(rng: Random): string {
  return rng.pick([
    () => `${rng.pick(['111', '113', '114', '116', '117', '118', '119', '141', '211'])} ${digits(rng, 3)} ${digits(rng, 3)}`,
    () => `${digits(rng, 2)}${digits(rng, 6)}`,
    () => `${rng.pick(['GHN5', 'HBJ8', 'GAN4', 'AUD', 'YB'])}${rng.pick(['UL', 'L', 'G', ''])}${digits(rng, 5)}${rng.pick(['G', 'LRX', ''])}`,
    () => `${rng.pick(['9113', '9112', '9300', '9147'])}${digits(rng, 6)}`,
    () => `${rng.pick(['W', 'WDB', 'WBA'])}${digits(rng, 3)}${letters(rng, 1)}${digits(rng, 6)}`,
  ])();
}
export const engineNo = (rng: Random) =>
  rng.pick([
    `${rng.pick(['M10', 'M30', 'OM616', 'M110', 'CB', 'AR', '18V'])} ${digits(rng, 6)}`,
    `${digits(rng, 3)} ${digits(rng, 3)}`,
    `${letters(rng, 2)}${digits(rng, 6)}`,
  ]);

export function plateDE(rng: Random): string {
  return `${rng.pick(['M', 'S', 'K', 'B', 'HH', 'F', 'N', 'RT', 'LB', 'ES', 'BN', 'HD', 'KA', 'WÜ', 'GAP', 'TÜ'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}${rng.chance(0.2) ? 'H' : ''}`;
}
export const plateAT = (rng: Random) => `${rng.pick(['W', 'G', 'L', 'S', 'I', 'K', 'BN', 'GU', 'VB'])} ${rng.int(10, 999)}.${digits(rng, 3)}`;
export const plateCH = (rng: Random) => `${rng.pick(['ZH', 'BE', 'LU', 'AG', 'SG', 'BS', 'TG', 'GR'])} ${rng.int(1000, 499999)}`;
export function plateUK(rng: Random, year: number): string {
  if (year < 1963) return `${letters(rng, 3)} ${rng.int(1, 999)}`;
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`;
  if (year < 2001) return `${letters(rng, 1)}${rng.int(10, 999)} ${letters(rng, 3)}`;
  return `${letters(rng, 2)}${String(rng.int(51, 73))} ${letters(rng, 3)}`;
}
export const plateUS = (rng: Random) =>
  rng.pick([`${digits(rng, 1)}${letters(rng, 3)}${digits(rng, 3)}`, `${letters(rng, 3)}-${digits(rng, 4)}`, `${digits(rng, 3)} ${letters(rng, 3)}`]);
export const plateNL = (rng: Random) => `${letters(rng, 2)}-${digits(rng, 2)}-${letters(rng, 2)}`;

export const phoneDE = (rng: Random) => `(0${rng.int(30, 9999)}) ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
export const phoneUK = (rng: Random) => `0${rng.int(1200, 1999)} ${digits(rng, 6)}`;
export const phoneUS = (rng: Random) => `(${rng.int(201, 989)}) ${digits(rng, 3)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
export const phoneCH = (rng: Random) => `0${rng.int(21, 91)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;
export const phoneAT = (rng: Random) => `0${rng.int(1, 7999)}/${digits(rng, 5)}`;

export const ibanDE = (rng: Random) => `DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
export const postcodeUK = (rng: Random) => `${letters(rng, 2)}${rng.int(1, 19)} ${rng.int(1, 9)}${letters(rng, 2)}`;

/** A priced line: a description with a quantity and unit price; the amount is qty × unit, rounded as a till does. */
export interface Line {
  text: string;
  code?: string;
  qty: number;
  unit: number;
  amount: number;
}
export function line(text: string, qty: number, unit: number, code?: string): Line {
  return { text, qty, unit, amount: r2(qty * unit), code };
}
/** n distinct jobs from a pool; hours drawn as quarter or tenth hours. */
export function labour(rng: Random, pool: readonly string[], n: number, rate: number, step = 0.1): Line[] {
  return rng.some(pool, n).map((t) => line(t, r2(Math.round((rng.int(3, 30) * 0.1) / step) * step), rate));
}
export function parts(rng: Random, pool: readonly [string, number, number][], n: number, code: (rng: Random) => string): Line[] {
  return rng.some(pool, n).map(([t, lo, hi]) => {
    const qty = rng.chance(0.25) ? rng.int(2, 4) : 1;
    return line(t, qty, r2(rng.int(lo * 100, hi * 100) / 100), code(rng));
  });
}

export const money = (n: number, s: NumStyle) => num(n, s);
export const qtyFmt = (q: number, s: NumStyle) => (Number.isInteger(q) ? String(q) : num(q, s).replace(/0$/, ''));
export const kmFmt = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** A label and its value side by side. */
export function kv(p: PageBuilder, x: number, label: string, value: string, opts: { dx?: number; size?: number; y?: number; bold?: boolean } = {}) {
  const size = opts.size ?? 8.5;
  p.text(x, label, { size, y: opts.y });
  p.text(x + (opts.dx ?? 80), value, { size, y: opts.y, bold: opts.bold });
}

export const DE_FIRST = [
  'Hans',
  'Gerhard',
  'Klaus',
  'Monika',
  'Ursula',
  'Jürgen',
  'Helmut',
  'Renate',
  'Dieter',
  'Sabine',
  'Wolfgang',
  'Karin',
  'Peter',
  'Andrea',
  'Michael',
  'Brigitte',
];
export const DE_LAST = [
  'Brandstätter',
  'Kühnle',
  'Oberhuber',
  'Wessel',
  'Pfannkuch',
  'Drexler',
  'Lindemann',
  'Sauter',
  'Hagedorn',
  'Riedl',
  'Vogt',
  'Ammann',
  'Gerstner',
  'Maurer',
  'Zöllner',
  'Häberle',
];
export const EN_FIRST = [
  'David',
  'Margaret',
  'Ronald',
  'Susan',
  'Graham',
  'Patricia',
  'Trevor',
  'Linda',
  'Kenneth',
  'Carol',
  'Raymond',
  'Judith',
  'Dale',
  'Sharon',
  'Walter',
  'Gail',
];
export const EN_LAST = [
  'Ashworth',
  'Pennington',
  'Calloway',
  'Whitfield',
  'Hargreaves',
  'McAllister',
  'Thornbury',
  'Kowalski',
  'Brennan',
  'Lockwood',
  'Delaney',
  'Ferraro',
  'Sutcliffe',
  'Oakes',
  'Halvorsen',
  'Pruitt',
];
export const deName = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const enName = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;

export const CARS_DE: [string, string][] = [
  ['VW', 'Käfer 1303'],
  ['Mercedes-Benz', '230 E (W 123)'],
  ['BMW', '2002 tii'],
  ['Opel', 'Kadett B'],
  ['Porsche', '911 SC'],
  ['Audi', '100 C1'],
  ['Ford', 'Taunus 17M'],
  ['Mercedes-Benz', '280 SL (W 113)'],
  ['BMW', '325i (E30)'],
  ['VW', 'Golf I GTI'],
  ['Opel', 'GT 1900'],
  ['Fiat', '124 Spider'],
  ['Volvo', '240 GL'],
  ['Citroën', 'DS 21'],
];
export const CARS_EN: [string, string][] = [
  ['MG', 'MGB GT'],
  ['Triumph', 'TR6'],
  ['Jaguar', 'XJ6 4.2'],
  ['Austin', 'Mini Cooper S'],
  ['Land Rover', 'Series III 88'],
  ['Ford', 'Mustang Coupe'],
  ['Chevrolet', 'Corvette C3'],
  ['Rover', 'P6 3500'],
  ['Porsche', '912'],
  ['Volvo', 'P1800 ES'],
  ['Mercedes-Benz', '450 SL'],
  ['Datsun', '240Z'],
  ['Pontiac', 'Firebird Esprit'],
  ['Alfa Romeo', 'Spider Veloce'],
];

/** Spread an integer amount into `n` positive parts (for premium tables). */
export function split(rng: Random, total: number, n: number): number[] {
  const w = Array.from({ length: n }, () => rng.int(20, 100));
  const s = w.reduce((a, b) => a + b, 0);
  const out = w.map((x) => r2((total * x) / s));
  out[n - 1] = r2(total - sum(out.slice(0, n - 1)));
  return out;
}
