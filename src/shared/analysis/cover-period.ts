/**
 * A period of cover printed as a run of facts on one line, each date after its own short label ("Policy# AU9190041
 * Eff. 11/24/2018 Exp. 05/24/2019 (6 mo.)", "Beginn 01.04.2023 Ende 31.03.2024"): no dash or "to" joins the two dates,
 * the labels say which is which. Labels are matched only where they end right before their date, so a date elsewhere
 * on the line is never taken for the period's.
 */
import { findDates } from './dates';
import { LABELS, umlautTolerant } from './labels';

const union = (groups: readonly RegExp[]) => groups.map((g) => umlautTolerant(g.source)).join('|');

/** A start's label ending the text before the first date. */
const START_BEFORE = new RegExp(String.raw`(?:^|[\s·|,;])(?:${union(LABELS.effectiveStart)})\s*[:.]?\s*$`, 'i');
/** An end's (or expiry's) label that is all the text between the two dates. */
const END_BETWEEN = new RegExp(String.raw`^\s*[,;·|]?\s*(?:${union(LABELS.effectiveEnd)}|${union(LABELS.expiryDate)})\s*[:.]?\s*$`, 'i');

/** The start and end of a period a line gives as two labelled dates in a row, or null. */
export function labelledDatePair(line: string, dayFirst: boolean): { start: string; end: string } | null {
  const dates = findDates(line, dayFirst);
  for (let k = 0; k + 1 < dates.length; k++) {
    const [a, b] = [dates[k], dates[k + 1]];
    if (!START_BEFORE.test(line.slice(0, a.index))) continue;
    if (!END_BETWEEN.test(line.slice(a.index + a.raw.length, b.index))) continue;
    if (b.iso <= a.iso) continue;
    return { start: a.iso, end: b.iso };
  }
  return null;
}

/**
 * The label of a cover that lasts one day (a track day's, a rally's, a show's: "Versicherter Tag", "Insured day", "Day of
 * cover"): its one date is the cover's first day and its last, where no label names either.
 */
export const COVER_DAY = [
  /(?:versicherte[rn]?|gedeckte[rn]?)\s+tag|versicherungstag|deckungstag|tag\s+der\s+(?:deckung|versicherung)|(?:insured|covered)\s+day|day\s+of\s+cover|day\s+(?:covered|insured)/,
];
