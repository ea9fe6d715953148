/**
 * The odometer reading chosen among every reading the page offers, by the evidence for each (decision 057's shape, as the
 * issuer's name and the subtotals are chosen): a figure beside or under a mileage label, in running text after one, in a
 * form's pair, or standing with a distance's unit. The first label a list knows used to win; a figure under it that is no
 * reading (a price, hours of work, a count, the next service's mileage) then came back as the car's.
 */

export type MileageSource = 'label' | 'inline' | 'pair' | 'unit';

export interface MileageCandidate {
  value: number;
  unit: string | null;
  /** The text the reading was taken from (the value cell, the rest of the line after the label). */
  raw: string;
  source: MileageSource;
  /** The label's words where one names the reading ("Odometer", "km"), else ''. */
  label: string;
  /** A reading-in label of a bill that prints the reading in and out ("Mileage in", "km-Stand bei Annahme"). */
  readingIn?: boolean;
  /** Where the value stands from its label: 0 right beside it, more the further down the label's candidates. */
  order: number;
  /** The words before the label on its line set the figure for later ("Next service   km   175.725"). */
  later?: boolean;
  /** The reading the label lists' rules chose: it keeps a head start. */
  ruled?: boolean;
}

export interface MileageChoice {
  value: number;
  unit: string | null;
  /** A different reading scored close to the winner: the user is told. */
  rival: number | null;
}

/** A label that names the reading itself, not only its unit ("Odometer", "km-Stand", "Laufleistung"; not "km", "Miles"). */
const SPECIFIC = /mileage|odo|speedo|tacho|stand|kilometer|leistung|reading|zähler|zahler|recorded|indicated/i;
/** The head start of the label lists' rules' choice (decision 057's shape: a candidate must be backed better to win). */
const RULED = 1.5;
/** A reading-out label ("Mileage Out", "km bei Abgabe", "Odometer out"). */
const OUT = /\bout\b|\babgabe|\bausgang|\bauslieferung|\breturn/i;
/** Money as a bill prints it: two decimals ("1.234,50", "84.20"), or a currency's mark. */
const MONEY = /(?:^|[^\d.,])\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?![\d.,])|[€$£]|\b(?:eur|dm|chf|usd|gbp|sfr|fr)\b/i;
/** A count of hours or pieces ("2,5 Std.", "1.5 hrs", "3 St."). */
const COUNT = /\d\s*(?:h|hrs?|hours?|std|stunden|st|stk|pcs|x)\b\.?/i;
/** A distance's unit with the figure. */
const UNIT = /\d\s*(?:t(?:sd\.?)?\s?|k\s?)?(?:km|kilomet|mi\b|miles?|meilen)/i;
/** Thousands grouped ("84,120", "159.805", "52 310"): how a reading is printed, not a price or a count. */
const GROUPED = /\d{1,3}(?:[.,' ]\d{3})+(?![.,]?\d)/;

export function scoreMileage(c: MileageCandidate): number {
  let score = c.source === 'label' ? (SPECIFIC.test(c.label) ? 3 : 2) : c.source === 'unit' ? 1 : 2.5;
  if (c.readingIn) score += 0.5;
  // The reading when the car left: where a bill prints both, the reading in is the car's at the work (see labels.ts).
  if (OUT.test(c.label)) score -= 0.75;
  score -= Math.min(c.order, 4) * 0.5;
  if (c.ruled) score += RULED;
  const hasUnit = UNIT.test(c.raw);
  if (hasUnit && c.source !== 'unit') score += 1;
  if (GROUPED.test(c.raw)) score += 0.5;
  // What a reading never is: a price, a count of hours or parts, a figure set for later, a count below ten.
  if (!hasUnit && MONEY.test(c.raw)) score -= 3;
  if (!hasUnit && COUNT.test(c.raw)) score -= 3;
  if (c.later) score -= 5;
  if (c.value < 10) score -= 2;
  if (c.value >= 2_000_000) score -= 5;
  return score;
}

/**
 * The best-scored reading; a reading that several sources give gains a little (the bill's head and its job line agree).
 * A different reading within `margin` of the winner is its rival. Null where every candidate has more against it than for it.
 */
export function chooseMileage(candidates: MileageCandidate[], margin = 0.75): MileageChoice | null {
  const scored = candidates.map((c) => ({ c, score: scoreMileage(c) }));
  for (const s of scored) {
    // Only a value beside its own label, or one another reader found, echoes: a label's further cells are guesses of its place.
    const echoes = new Set(
      candidates.filter((o) => o !== s.c && o.value === s.c.value && (o.source !== 'label' || o.order === 0)).map((o) => o.source + o.label),
    ).size;
    s.score += Math.min(echoes, 3) * 0.5;
    // A figure further from its label that stands right beside another label ("Mileage In" over "Mileage Out   22,341"):
    // that label's, not this one's.
    const owned = candidates.some((o) => o.source === 'label' && o.order === 0 && o.label !== s.c.label && o.value === s.c.value);
    if (s.c.source === 'label' && s.c.order > 0 && owned) s.score -= 2;
  }
  const viable = scored.filter((s) => s.score > 0);
  if (!viable.length) return null;
  // The best; among equals, the first found.
  const best = viable.reduce((a, b) => (b.score > a.score ? b : a));
  // A rival has a place of its own: beside or under its label, or found by another reader — not a label's further cells.
  const rival = viable
    .filter((s) => s.c.value !== best.c.value && (s.c.source !== 'label' || s.c.order === 0))
    .reduce<(typeof scored)[number] | null>((a, b) => (!a || b.score > a.score ? b : a), null);
  const unit = best.c.unit ?? candidates.find((o) => o.value === best.c.value && o.unit)?.unit ?? null;
  return {
    value: best.c.value,
    unit,
    // Judged on the evidence alone: the rules' head start decides a tie, it is no evidence that the tie is none.
    rival: rival && best.score - (best.c.ruled ? RULED : 0) - rival.score < margin ? rival.c.value : null,
  };
}
