/**
 * The unseen-at author's own kit: village names, prices of the years in each currency, picked jobs and parts with
 * their amounts, and a few small drawing helpers. Each family still lays out its own page.
 */
import type { PageBuilder } from '../page';
import { r2, yearOf } from '../paper-kit';
import type { Random } from '../random';

export type Cur = 'DM' | 'EUR' | 'ATS' | 'CHF' | 'GBP' | 'USD';

/** How much dearer (or cheaper) a price is in a year and currency than a 2005 euro price. */
export function scale(year: number, cur: Cur): number {
  const y = year < 1975 ? 0.35 : year < 1985 ? 0.55 : year < 1995 ? 0.75 : year < 2005 ? 0.92 : year < 2015 ? 1.1 : 1.3;
  const c = { DM: 1.95, EUR: 1, ATS: 13.8, CHF: 1.55, GBP: 0.7, USD: 1.05 }[cur];
  return y * c;
}

export const euroOrMark = (iso: string): Cur => (yearOf(iso) < 2002 ? 'DM' : 'EUR');

export interface Line {
  text: string;
  qty: number;
  unit: number;
  amount: number;
}

/** `n` labour lines from a pool of [text, hours], billed at `rate` an hour (half hours). */
export function labour(rng: Random, pool: readonly [string, number][], n: number, rate: number): Line[] {
  return rng.some(pool, n).map(([text, h]) => {
    const qty = Math.max(0.5, Math.round(h * (0.8 + rng.next() * 0.5) * 2) / 2);
    return { text, qty, unit: rate, amount: r2(qty * rate) };
  });
}

/** `n` part lines from a pool of [text, base 2005 euro price], scaled to the year and currency. */
export function parts(rng: Random, pool: readonly [string, number][], n: number, f: number): Line[] {
  return rng.some(pool, n).map(([text, p]) => {
    const qty = p < 8 && rng.chance(0.5) ? rng.int(2, 4) : 1;
    const unit = r2(p * f * (0.85 + rng.next() * 0.3));
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}

/** A whole-number rate for an hour's work in a year and currency. */
export const rate = (rng: Random, year: number, cur: Cur, base = 45) => Math.round(base * scale(year, cur) * (0.85 + rng.next() * 0.3));

export const mileage = (rng: Random, year: number, built: number) =>
  year - built > 22 ? rng.int(24000, 190000) : Math.max(800, (year - built) * rng.int(6000, 14000) + rng.int(0, 999));

/** A VIN (17 characters) for cars from 1981 on, a shorter maker's chassis number before. */
export function vin(rng: Random, built: number): string {
  const al = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const n = built >= 1981 ? 17 : rng.int(8, 11);
  let s = built >= 1981 ? rng.pick(['WVW', 'WDB', 'WBA', '1FA', '1G1', 'SAJ', 'VF3', 'ZFA', 'JT2']) : '';
  while (s.length < n) s += built >= 1981 || rng.chance(0.6) ? al[rng.int(0, built >= 1981 ? al.length - 1 : 22)] : String(rng.int(0, 9));
  return built >= 1981 ? s : s.replace(/[A-Z]/g, () => String(rng.int(0, 9))).replace(/^./, rng.pick(['1', '2', '3', '4']));
}

/** A dotted leader from x1 to x2 at the builder's line. */
export function dots(p: PageBuilder, x1: number, x2: number, size = 9) {
  const n = Math.max(1, Math.floor((x2 - x1) / (size * 0.28)));
  p.text(x1, '.'.repeat(n), { size });
}

/** A labelled box as on a pre-printed form: the label small in the corner, the value inside. */
export function field(p: PageBuilder, x: number, y: number, w: number, label: string, value: string, size = 10) {
  p.box(x, y, w, 26);
  p.text(x + 3, label, { y: y + 8, size: 6 });
  if (value) p.text(x + 5, value, { y: y + 21, size });
}

export const initial = (s: string) => `${s[0]}.`;
export const pad = (n: number, w: number) => String(n).padStart(w, '0');
