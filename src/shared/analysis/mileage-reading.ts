import type { FormPair } from './form-pairs';
import { umlautTolerant } from './labels';

/**
 * An odometer reading where the label lists' column rules do not find it: a label inside a run of
 * vehicle facts ("Fiat 124 Spider Kennzeichen F-GG 757 Baujahr 1970 Tachostand 166.725"), and a
 * reading by its unit alone — never a figure the page sets for later (the next service's mileage).
 */

/** A line about what is due later or bounded ahead: the next service, an interval, a warranty ("12 months / 12,000 miles"). */
export const FOR_LATER =
  /\b(next|nächste[nrs]?|due|fällig|every|alle|interval(l)?|spätestens|wieder|guarantee[ds]?|warranty|warranted|garantie|gewährleistung)\b/i;

/**
 * The text after a mileage label standing anywhere in a line (after a space, not inside a word),
 * for each line that has one; `labels` are the mileage label groups.
 */
export function inlineMileageValues(lines: string[], labels: readonly RegExp[]): string[] {
  const re = new RegExp(String.raw`(?:^|\s)(?:${umlautTolerant(labels.map((l) => l.source).join('|'))})\s*[:.]?\s+(?=\d)`, 'gi');
  const out: string[] = [];
  for (const line of lines) {
    if (FOR_LATER.test(line)) continue;
    for (const m of line.matchAll(re)) out.push(line.slice(m.index + m[0].length));
  }
  return out;
}

/** A number with its distance unit, on a line that does not set it for later. */
export function readingByUnit(lines: string[]): string | null {
  for (const line of lines) {
    if (FOR_LATER.test(line)) continue;
    // Never the digits at the end of a plate ("6YKB925 Miles in …").
    const m = line.match(/(?<![\p{L}\d.,-])(\d{1,3}(?:[.,' ]\d{3})+|\d{3,7})\s*(km|mi|miles|meilen)\b/iu);
    if (m) return m[0];
  }
  return null;
}

/**
 * The values of the page's label/value pairs (form-pairs.ts) whose label holds a mileage label's
 * words among others ("Recorded mileage" over "160,699"), never one set for later.
 */
export function pairedMileageValues(pairs: FormPair[], labels: readonly RegExp[]): string[] {
  const re = new RegExp(String.raw`(?:^|\s)(?:${umlautTolerant(labels.map((l) => l.source).join('|'))})(?![\p{L}])`, 'iu');
  return pairs.filter((p) => re.test(p.label) && !FOR_LATER.test(p.label)).map((p) => p.value);
}
