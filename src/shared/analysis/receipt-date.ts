/**
 * A till prints its date in one short form ("27/03/2018"), and OCR may lose one of its separators
 * on thermal paper ("2703/2018", "27/032018"). Where a receipt shows no date at all, a group of
 * digits that is such a date with one separator left — the day and month joined, or the month and
 * the four-digit year — is that date. Only then: an invoice or barcode number may hold the same
 * digits, so a date read whole always wins.
 */
import { findDates } from './dates';
import { fullerReading } from './faded-print';

const JOINED = [
  // "2703/2018": day and month run together, the year still apart.
  /(?<![\d/.-])(\d{2})(\d{2})([/.-])(\d{4})(?![\d/.-])/g,
  // "27/032018": the month and the year run together.
  /(?<![\d/.-])(\d{2})([/.-])(\d{2})(\d{4})(?![\d/.-])/g,
];

/** The first date in `text` that a lost separator hides, as ISO, or null. */
export function dateWithLostSeparator(text: string, dayFirst: boolean): string | null {
  const found: { index: number; iso: string }[] = [];
  for (const [i, re] of JOINED.entries()) {
    for (const m of text.matchAll(re)) {
      const [a, b, year] = i === 0 ? [m[1], m[2], m[4]] : [m[1], m[3], m[4]];
      // Only a year a till could have printed: four digits from this century or the last one's end.
      if (!/^(?:19[89]\d|20\d\d)$/.test(year)) continue;
      const date = findDates(`${a}/${b}/${year}`, dayFirst)[0];
      if (date) found.push({ index: m.index ?? 0, iso: date.iso });
    }
  }
  return found.sort((x, y) => x.index - y.index)[0]?.iso ?? null;
}

/** The years `text` gives the day `month`-`day`: its dates, and the "yyMMdd" a document number may carry ("OR18032102170360"). */
function yearsOfDay(text: string, month: string, day: string, dayFirst: boolean): string[] {
  const years = findDates(text, dayFirst)
    .filter((d) => d.iso.slice(5) === `${month}-${day}`)
    .map((d) => d.iso.slice(0, 4));
  // Only inside a long run of digits, where no date's separators stand: a number, not a date as printed.
  for (const run of text.match(/[A-Z]*\d{8,}/g) ?? []) {
    for (const m of run.matchAll(new RegExp(`(?=(\\d{2})${month}${day})`, 'g'))) years.push(`20${m[1]}`);
  }
  return years;
}

/**
 * A till's date whose year OCR read from a faded 8 ("21 Mar 2016" for 2018): where the page, or another reading of
 * it, gives the same day with the year's one digit an 8 that the chosen date reads as 0, 3, 6 or 9, the 8 is
 * what was printed. Unchanged otherwise.
 */
export function yearOfFadedEight(iso: string, texts: string[], dayFirst: boolean): string {
  const [year, month, day] = iso.split('-');
  for (const other of texts.flatMap((t) => yearsOfDay(t, month, day, dayFirst))) {
    if (other !== year && fullerReading(year, other) === other) return `${other}-${month}-${day}`;
  }
  return iso;
}
