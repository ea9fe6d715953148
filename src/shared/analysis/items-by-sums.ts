import { findAmounts } from './amounts';
import type { LineItem, LineItems } from './line-items';

export const close = (a: number, b: number) => Math.abs(a - b) < 0.015;
const total = (items: LineItem[]) => items.reduce((a, i) => a + (i.amount ?? 0), 0);

/** The sets of `rows` (as bit masks of their places) whose amounts add up to `sum`; two at most: a second says it is not decided. */
export function rowSubsets(rows: LineItem[], sum: number): number[] {
  const found: number[] = [];
  if (rows.length > 16) return found;
  for (let mask = 1; mask < 1 << rows.length && found.length < 2; mask++) {
    let s = 0;
    for (let k = 0; k < rows.length; k++) if (mask & (1 << k)) s += rows[k].amount ?? 0;
    if (close(s, sum)) found.push(mask);
  }
  return found;
}

/** A row's line on the page: its words and its amount ("Wasserpumpe   128,53", not "Wasserpumpe ersetzt   96,00"). */
export const rowLine = (r: LineItem, lines: string[]) =>
  lines.findIndex((l) => l.includes(r.text) && (r.amount == null || findAmounts(l).some((a) => close(a.value, r.amount!))));

/**
 * A bill's rows told apart by the sums the page prints for labour and parts, when the readers' lists disagree with them.
 * A mixed table ("2   Fit & balance   8.00   16.00" among the tyres) or a flat-rate job among parts ("Wiederkehrende
 * Begutachtung § 57a   pauschal   69,00") is read by its words into the wrong list; the page's own arithmetic says which
 * rows make the labour. The rows of both lists must add up to labour + parts, and exactly one set of rows to the labour;
 * then those rows are the work and the others the parts, in the page's order. Null when the lists already agree with
 * the sums, or the arithmetic does not decide.
 */
export function itemsBySums(items: LineItems, labour: number | null | undefined, parts: number | null | undefined, lines: string[]): LineItems | null {
  if (labour == null || parts == null || labour <= 0 || parts <= 0) return null;
  if (close(total(items.work), labour) && close(total(items.parts), parts)) return null;
  // A negative row is a credit or a correction of the list ("Gutschrift Kulanz −90,00"), neither labour nor a part.
  const rows = [...items.work, ...items.parts].filter((r) => r.amount == null || r.amount > 0);
  if (rows.length < 2 || rows.length > 16 || rows.some((r) => r.amount == null || r.amount <= 0)) return null;
  if (!close(total(rows), labour + parts)) return null;
  const subsets = rowSubsets(rows, labour);
  if (subsets.length !== 1) return null;
  const found = subsets[0];
  const ordered = rows.map((r, k) => ({ r, k })).sort((a, b) => rowLine(a.r, lines) - rowLine(b.r, lines));
  return {
    work: ordered.filter(({ k }) => found & (1 << k)).map(({ r }) => r),
    parts: ordered.filter(({ k }) => !(found & (1 << k))).map(({ r }) => r),
  };
}
