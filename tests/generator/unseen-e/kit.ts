/**
 * Small helpers for the fifth honest set (unseen-e): money and date spellings as real paper prints
 * them, and line tables whose sums are worked out once so page and truth cannot disagree.
 */
import type { Random } from '../random';

export const cents = (n: number): number => Math.round(n * 100) / 100;
export const sum = (xs: number[]): number => cents(xs.reduce((a, b) => a + b, 0));

/** 1.234,56 */
export const deMoney = (n: number): string => n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1,234.56 */
export const enMoney = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1234.56, as old typed bills print it */
export const plainMoney = (n: number): string => n.toFixed(2);
/** 84.112 or 84,112 */
export const deInt = (n: number): string => n.toLocaleString('de-DE');
export const enInt = (n: number): string => n.toLocaleString('en-US');

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const p2 = (n: number) => String(n).padStart(2, '0');

export const deDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(d)}.${p2(m)}.${y}`;
};
export const deShortDate = (iso: string): string => deDate(iso).slice(0, 6) + iso.slice(2, 4);
export const usDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(m)}/${p2(d)}/${y}`;
};
export const ukDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(d)}/${p2(m)}/${y}`;
};
/** 6-12-87, an American typewriter's date */
export const typedUsDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${m}-${d}-${String(y).slice(2)}`;
};
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
export const usLongDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${EN_MONTHS[m - 1]} ${d}, ${y}`;
};
export const ordinal = (d: number): string =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
export const ukLongDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${ordinal(d)} ${EN_MONTHS[m - 1]} ${y}`;
};
export const ukShortMonthDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${p2(d)} ${EN_MONTHS[m - 1].slice(0, 3)} ${y}`;
};
export const deLongDate = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
};

export const addDays = (iso: string, days: number): string => {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
};
/** German VAT was 16 % from July to December 2020: papers of those months move to the next year, so one rate holds per era. */
export const outsideVatCut = (iso: string): string => (iso >= '2020-07-01' && iso <= '2020-12-31' ? `2021${iso.slice(4)}` : iso);

export const addYears = (iso: string, years: number): string => `${parts(iso)[0] + years}${iso.slice(4)}`;

/** A price with cents that look like a real list price (…,50 / …,90 / …,00). */
export const price = (rng: Random, min: number, max: number): number => cents(rng.int(min, max) + rng.pick([0, 0.5, 0.9, 0.95, 0.4]));

/** A vehicle identification number of the given length (17 after 1981, shorter before). */
export function vin(rng: Random, length = 17): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < length; i++) s += chars[rng.int(0, chars.length - 1)];
  return s;
}
