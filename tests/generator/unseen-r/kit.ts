/**
 * Small shared pieces of the unseen-r families (the paper of everyday ownership over decades): money
 * and dates in the ways the paper prints them, a column helper, wrapping, lines. Each family picks its
 * own style explicitly and names its own vehicles and firms; only the pieces live here.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { r2 } from '../paper-kit';

export * from '../paper-kit';

export type Family = (rng: Random) => Generated;

/** Deutsche Mark per euro (the fixed conversion rate printed on changeover pages). */
export const DM_PER_EUR = 1.95583;

/** A dashed rule of text, as typewriters and till printers draw it. */
export const dashes = (n: number) => '-'.repeat(n);

/** Luxembourg TVA of the year. */
export const vatLU = (year: number) => (year < 2015 ? 15 : year < 2023 ? 17 : 17);
/** Austrian USt (normal rate). */
export const vatAT = (year: number) => (year < 1976 ? 16 : year < 1984 ? 18 : 20);

/** Keeps the page honest: a price that is a plausible multiple of `step` (0.5 by default). */
export const price = (rng: Random, lo: number, hi: number, step = 0.5) => r2(Math.round((lo + rng.next() * (hi - lo)) / step) * step);

export { PageBuilder };
