import { findAmounts } from './amounts';
import { fullerReading } from './faded-print';

/**
 * OCR splits a decimal amount at its point ("RM 39. 80"), or loses the point of a currency-led
 * amount closing its line ("RM8 60"): joined again.
 */
export function mendSplitDecimals(line: string): string {
  return line.replace(/(\d)([.,]) (\d{2})(?!\d)/g, '$1$2$3').replace(/((?:\bRM|\$|€|£)\s?\d{1,5}) (\d{2})\s*$/, '$1.$2');
}

/**
 * Whether a receipt's total is backed by a second line: a till receipt prints its total again as
 * the cash tendered, the card payment, the item's price or the GST summary's amount. A total
 * that stands on one line only was read once, by one OCR pass, and may be a misread ("6.20" for
 * "8.20"): it earns the receipt a second reading.
 */
export function totalIsWitnessed(text: string, total: number | null): boolean {
  if (total === null) return false;
  let lines = 0;
  for (const line of text.split('\n')) {
    const amounts = findAmounts(mendSplitDecimals(line));
    if (amounts.some((a) => a.isMoneyLike && Math.abs(a.value - total) < 0.005)) lines++;
    if (lines >= 2) return true;
  }
  return false;
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The amounts that equal the sum of the amounts printed on the lines right above them (two or
 * more, lines without an amount skipped): a receipt's subtotal after its items, its total after
 * subtotal, service charge, tax and rounding. `amounts` holds each line's last amount.
 */
export function sumLineValues(amounts: (number | null)[]): number[] {
  const out: number[] = [];
  amounts.forEach((value, i) => {
    if (value === null || value <= 0) return;
    let sum = 0;
    let count = 0;
    for (let j = i - 1; j >= Math.max(0, i - 40); j--) {
      const above = amounts[j];
      if (above === null) continue;
      sum += above;
      count++;
      if (count >= 2 && same(sum, value)) {
        out.push(value);
        return;
      }
    }
  });
  return out;
}

/**
 * Whether `total` is `subtotal` with one of its digits lost ("8,97" for 88.97, "1.50" for 11.50): OCR drops a digit of
 * a faded figure, and a till's total is never its subtotal less a digit of it.
 */
export function lostADigitOf(total: number, subtotal: number): boolean {
  const digits = (n: number) => n.toFixed(2).replace('.', '');
  const [whole, read] = [digits(subtotal), digits(total)];
  if (total >= subtotal || whole.length !== read.length + 1) return false;
  return [...whole].some((_, i) => whole.slice(0, i) + whole.slice(i + 1) === read);
}

/** Whether two figures differ in one digit only, as printed with two decimals ("100.80" and "100.90"): one misread digit apart. */
export function oneDigitApart(a: number, b: number): boolean {
  const [x, y] = [a.toFixed(2), b.toFixed(2)];
  return x.length === y.length && [...x].filter((c, i) => c !== y[i]).length === 1;
}

export interface TotalCandidates {
  /** A final-total label's amount ("Grand total", "Total incl. GST"). */
  strong: number | null;
  /** A plain total line's amount. */
  plain: number | null;
  /** Subtotal + tax (+ rounding). */
  derived: number | null;
  /** Cash tendered − change. */
  tendered: number | null;
  /** The largest amount that sums the lines above it. */
  summed: number | null;
  /** Every amount that sums the lines above it (a subtotal among them). */
  sums?: number[];
  /**
   * The amounts printed on the page, each line's once (the total lines, items, cash tendered; not
   * a subtotal, change given or a tax summary's table): a candidate printed on one more line than
   * the label that gave it is backed by that line.
   */
  printed?: number[];
  /**
   * Total lines' figures that lost their decimal point to OCR ("Grand Total 92 80", "9280") read
   * as cents: they back a candidate they equal, never stand for a total of their own.
   */
  dotless?: number[];
  /**
   * The sum of the items' amounts above the bill's first sum line. A till's item prices may hold the tax (then they add up to
   * the total) or not (then to the subtotal): it backs only a candidate the page's arithmetic gives too, never a label's
   * figure alone (a net under "Total" that the items also add up to).
   */
  items?: number | null;
  /** Subtotal, tax and a rounding that is not nothing add up to a figure on the till's rounding step: the arithmetic closes. */
  derivedCloses?: boolean;
}

/**
 * The total the page agrees on: each way of reading it (a label, the arithmetic of subtotal and
 * tax, cash minus change, a line summing the lines above) votes for its value; the value with
 * most votes wins, a label before arithmetic on a tie. One misread digit in the total line then
 * loses to two readings that add up, or to one the page prints again on another line.
 */
export function chooseTotal(c: TotalCandidates): { value: number; votes: number } | null {
  let best: { value: number; votes: number } | null = null;
  for (const value of candidatesOf(c)) {
    const votes = votesFor(c, value);
    if (!best || votes > best.votes) best = { value, votes };
  }
  return best;
}

const candidatesOf = (c: TotalCandidates) => [c.strong, c.plain, c.derived, c.summed, c.tendered].filter((v): v is number => v !== null);

/** How many of a reading's ways of reading the total agree on `value` (0 when none gives it). */
export function votesFor(c: TotalCandidates, value: number): number {
  const order = candidatesOf(c);
  const count = (list: (number | null)[] | undefined) => list?.filter((v) => v !== null && same(v, value)).length ?? 0;
  // The lines that gave the candidate (its label's, the summing line) do not back it again; a
  // sum of the lines alone is often a subtotal printed twice (item count line, subtotal line).
  const sources = Math.max(count([c.strong, c.plain]), count([c.summed]));
  const read = count([c.strong, c.plain, c.derived, c.tendered]) > 0;
  const printedAgain = read && count(c.printed) > sources ? 1 : 0;
  const byItems = c.items != null && same(c.items, value) && count([c.derived, c.summed]) > 0 ? 1 : 0;
  const closed = c.derivedCloses && c.derived != null && same(c.derived, value) ? 1 : 0;
  return count(order) + printedAgain + Math.min(1, count(c.dotless)) + byItems + closed;
}

/**
 * Of two OCR readings' totals, the one both readings back more: each reading's own votes plus the
 * other reading's for the same value, when that reading did not outvote it (it lost there on the
 * order of a tie only). The auto reading's "Total 63.60" and the block reading's cash 63.60 (as
 * strong there as its misread "Total 63.50") outvote the block reading's 63.50; a label the first
 * reading outvoted ("64.00" under "Total 64.15 / Cash 64.15") backs nothing. On a tie, the reading
 * with an 8 where the other reads a digit a faded 8 becomes ("35.80" against "35.60", faded-print.ts),
 * else the second (block) reading's, which keeps a till's label and amount on one line.
 */
export function totalOfReadings(
  first: { value: number | null; votes: number; candidates?: TotalCandidates },
  second: { value: number | null; votes: number; candidates?: TotalCandidates },
): number | null {
  if (second.value === null) return first.value;
  if (first.value === null) return second.value;
  const backing = (own: typeof first, other: typeof first) => {
    const there = other.candidates ? votesFor(other.candidates, own.value!) : 0;
    // The other reading's figure is a lesser sum of this reading's lines (a subtotal its larger sum holds): this one read further.
    const holds = own.value! > other.value! && (own.candidates?.sums ?? []).some((v) => same(v, other.value!)) ? 1 : 0;
    return own.votes + (there >= other.votes ? there : 0) + holds;
  };
  const [a, b] = [backing(first, second), backing(second, first)];
  if (a !== b) return a > b ? first.value : second.value;
  // A tie between two readings one digit apart, an 8 against a digit a faded 8 reads as: the 8 was printed.
  const fuller = fullerReading(first.value.toFixed(2), second.value.toFixed(2));
  return fuller !== null ? Number(fuller) : second.value;
}
