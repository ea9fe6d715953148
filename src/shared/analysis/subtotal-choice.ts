/**
 * Labour's or parts' sum chosen among the page's figures under that label (issue 11: candidates are scored and the best
 * wins, instead of the first match; decision 057 does the same for the issuer's name).
 *
 * A generic label ("Labour", "Parts", "Lohn", "Teile") stands on a bill many times: as a table's heading ("PARTS" over
 * "Qty   Description"), as a row's kind ("Labor   R&R U-joints   94.73"), as a job's lead-in ("Arbeit: Benzinpumpe
 * erneuert" over "1,5 Std."), and as the sum in the bill's foot ("Labour   123.75"). The first of them is often no sum:
 * the figure a heading finds below it is a quantity or a model's number ("Audi 80 GL"). The sum is written as money,
 * alone beside its label, below the rows it adds up — and often equal to them.
 */
import { multipliedQuantity } from './line-items';
import type { LabelledFigure } from './text-values';

// A figure that counts time or pieces ("1,5 Std.", "7.50 hrs", "qty 2", "4 St."): a quantity, not a sum.
const COUNT_AFTER = /^\s*(?:std\.?|stunden|hrs?\.?|hours?|h\b|st\.?(?!\p{L})|stk\.?|pcs?\.?|x\b|aw\b)/iu;
const COUNT_BEFORE = /\b(?:qty|menge|anz\.?|anzahl)\s*[:.]?\s*$/i;

/** The score of each figure: the first figure's head start, against the evidence of a sum. Exported for the tests. */
export function subtotalScores(figures: LabelledFigure[]): number[] {
  return figures.map((f, i) => {
    let score = i === 0 ? 1.5 : 0;
    const before = f.text.slice(0, f.index);
    const after = f.text.slice(f.index + f.raw.length);
    // Alone beside its label (a currency's sign or code around it at most): a sum's line.
    if (
      f.own &&
      !/\p{L}{2,}/u.test(before.replace(/\b(?:EUR|DM|USD|GBP|CHF|ATS|IR)\b/g, '')) &&
      !/\p{L}{2,}/u.test(after.replace(/\b(?:EUR|DM|USD|GBP|CHF|ATS)\b/g, ''))
    )
      score += 2;
    else if (/\p{L}{3,}/u.test(before)) score -= 1;
    score += f.moneyLike ? 1 : -2;
    if (COUNT_AFTER.test(after) || COUNT_BEFORE.test(before)) score -= 3;
    // A row that multiplies out ("Labour   3.0   55.00   165.00": hours times rate) is one charge of the table above a
    // figure that stands below it, not the foot's sum; the last figure may be the sum written that way ("49.0 hrs at £62.00").
    if (i < figures.length - 1 && figures.slice(i + 1).some((g) => g.lineIndex > f.lineIndex) && multipliedQuantity(f.text)) score -= 2;
    // Sums stand below what they add up.
    if (i === figures.length - 1 && figures.length > 1) score += 1;
    // The figures of that label above it add up to it: their sum.
    const above = figures.slice(0, i).filter((g) => g.lineIndex < f.lineIndex);
    if (above.length >= 2 && Math.abs(above.reduce((a, g) => a + g.value, 0) - f.value) < 0.015) score += 3;
    return score;
  });
}

/** The label's sum among its figures of the best rank (a specific label, "Summe Lohn", before a generic one), or null. */
export function chooseSubtotal(figures: LabelledFigure[]): number | null {
  if (!figures.length) return null;
  const bestRank = Math.min(...figures.map((f) => f.rank));
  const best = figures.filter((f) => f.rank === bestRank);
  const scores = subtotalScores(best);
  let pick = 0;
  for (let i = 1; i < best.length; i++) if (scores[i] > scores[pick]) pick = i;
  return best[pick].value;
}
