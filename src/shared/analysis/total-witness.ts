import { findAmounts } from './amounts';

/** OCR splits a decimal amount at its point ("RM 39. 80"): joined again. */
export function mendSplitDecimals(line: string): string {
  return line.replace(/(\d)([.,]) (\d{2})(?!\d)/g, '$1$2$3');
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
