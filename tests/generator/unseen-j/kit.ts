/**
 * Small helpers for the unseen-j families: money and dates as each country prints them, a page
 * builder, and the truth shapes. Amounts are kept in cents-exact numbers (two decimals).
 */
import { PageBuilder } from '../page';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';
import type { Random } from '../random';

export type Family = (rng: Random) => Generated;

export const r2 = (n: number): number => Math.round(n * 100) / 100;

function group(n: number, sep: string, dec: string, decimals = 2): string {
  const fixed = Math.abs(n).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${n < 0 ? '-' : ''}${g}${frac !== undefined ? dec + frac : ''}`;
}

/** German style 1.234,56 */
export const de = (n: number): string => group(n, '.', ',');
/** English style 1,234.56 */
export const en = (n: number): string => group(n, ',', '.');
/** Swiss style 1'234.55 */
export const ch = (n: number): string => group(n, "'", '.');
export const whole = (n: number, sep = '.'): string => group(n, sep, '', 0);

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const p2 = (n: number) => String(n).padStart(2, '0');

export const dDe = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(d)}.${p2(m)}.${y}`;
};
export const dDeShort = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(d)}.${p2(m)}.${String(y).slice(2)}`;
};
export const dDeLong = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
};
export const dUs = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(m)}/${p2(d)}/${y}`;
};
export const dUsShort = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${m}/${d}/${String(y).slice(2)}`;
};
export const dUk = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(d)}/${p2(m)}/${y}`;
};
export const dEnLong = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
};
export const dUkLong = (iso: string): string => {
  const [y, m, d] = parts(iso);
  const th = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${th} ${MONTHS_EN[m - 1]} ${y}`;
};
export const dMon = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(d)}-${MONTHS_EN[m - 1].slice(0, 3).toUpperCase()}-${String(y).slice(2)}`;
};
export const dIso = (iso: string): string => iso;

/** An ISO date `days` later. */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
export function addYears(iso: string, years: number): string {
  const [y, m, d] = parts(iso);
  return `${y + years}-${p2(m)}-${p2(d)}`;
}
export const dateIn = (rng: Random, from: number, to: number): string => rng.date(from, to);

/** A spaced logo line: "K R E M E R". */
export const spaced = (s: string): string => s.split('').join(' ');

export const page = (): PageBuilder => new PageBuilder();

export function doc(p: PageBuilder, language: Lang, truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}

/** A horizontal rule drawn as a flat box. */
export function rule(p: PageBuilder, x: number, y: number, w: number): void {
  p.box(x, y, w, 0.01);
}

export interface Line {
  name: string;
  amount: number;
}

/** Prices that add up: `n` entries picked from `pool`, each amount in [lo, hi]. */
export function lines(rng: Random, pool: readonly string[], n: number, lo: number, hi: number): Line[] {
  return rng.some(pool, n).map((name) => ({ name, amount: r2(rng.int(lo * 100, hi * 100) / 100) }));
}
export const sum = (ls: readonly { amount: number }[]): number => r2(ls.reduce((s, l) => s + l.amount, 0));

export const digits = (rng: Random, n: number): string => Array.from({ length: n }, () => rng.int(0, 9)).join('');
/** Letters as registries print them in numbers: no I, O or Q (read as digits). */
const ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number): string => Array.from({ length: n }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('');

export interface ServiceTruth {
  serviceDate: string;
  shopName: string;
  serviceMileage?: number;
  laborCost?: number;
  partsCost?: number;
  totalCost: number;
  workPerformed: string[];
  partsUsed: string[];
}
export const service = (t: ServiceTruth): Generated['truth'] => ({ documentType: 'service', ...t });
