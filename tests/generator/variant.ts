import type { Random } from './random';

/**
 * Which half of a family's wording and layout options a document draws from: `a` for the
 * development set, `b` for the held-out set. The two halves share no label wording, so the
 * held-out figures say how the reading does on labels it was never shown.
 */
export type Variant = 'a' | 'b';

/** The variant's half of a list (even positions for `a`, odd for `b`); lists of one are shared. */
export function half<T>(xs: readonly T[], variant: Variant): T[] {
  if (xs.length < 2) return [...xs];
  return xs.filter((_, i) => i % 2 === (variant === 'a' ? 0 : 1));
}

/** A pick from the variant's half of a list. */
export const pickFrom = <T>(rng: Random, xs: readonly T[], variant: Variant): T => rng.pick(half(xs, variant));
