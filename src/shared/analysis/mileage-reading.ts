import type { FormPair } from './form-pairs';
import { fullLabelWord } from './abbreviated-labels';
import { umlautTolerant } from './labels';

/**
 * An odometer reading where the label lists' column rules do not find it: a label inside a run of
 * vehicle facts ("Fiat 124 Spider Kennzeichen F-GG 757 Baujahr 1970 Tachostand 166.725"), and a
 * reading by its unit alone — never a figure the page sets for later (the next service's mileage).
 */

/** A line about what is due later or bounded ahead: the next service, an interval, a warranty ("12 months / 12,000 miles"). */
export const FOR_LATER =
  /\b(next|nächste[nrs]?|naechste[nrs]?|due|fällig|every|alle|interval(l)?|spätestens|wieder|guarantee[ds]?|warranty|warranted|garantie|gewährleistung)\b/i;

/**
 * The part of a line that speaks of now: up to a word that sets a figure for later ("† Work carried out 6 Jun 07 at
 * 125,713 mi. Next service 128,713 mi or 12 months"), empty when the line begins with one.
 */
export function beforeLater(line: string): string {
  const m = FOR_LATER.exec(line);
  return m ? line.slice(0, m.index) : line;
}

// Running text may name the reading with a preposition between ("bei einem km-Stand von 42.778", "a mileage of 84,120").
const FILLER = String.raw`(?:(?:von|of)\s+)?`;
// When the reading was taken, between the label and its colon ("Km-Stand bei Prüfung: 88.116", "Mileage at collection:",
// "Odometer on arrival:", "Kilometerstand lt. Tacho:"): a preposition and up to two words, closed by the colon.
const WHEN = String.raw`(?:\s+(?:bei|beim|am|an|zum|zur|laut|lt\.|gem\.|at|on|upon|when|per)(?:\s+[\p{L}.-]+){1,2}(?=\s*:))?`;
// A shortened word standing where a label may ("bei Km-St. 241.630"): read as the label word it shortens.
const SHORTENED = /(?:^|[\s(])((?:\p{L}+\.?-)?\p{L}+\.)\s*:?\s+(?=\d)/gu;

/**
 * The text after a mileage label standing anywhere in a line (after a space or a bracket, not inside a word), for each
 * line that has one, before any word that sets a figure for later; `labels` are the mileage label groups. A sentence
 * that breaks after its label ("… bei einem km-Stand von" / "42.778 ausgeführten Arbeiten") goes on on the next line.
 */
export function inlineMileageValues(lines: string[], labels: readonly RegExp[]): string[] {
  const source = umlautTolerant(labels.map((l) => l.source).join('|'));
  const re = new RegExp(String.raw`(?:^|[\s(])(?:${source})${WHEN}\s*[:.]?\s+${FILLER}(?=\d)`, 'giu');
  const atEnd = new RegExp(String.raw`(?:^|\s)(?:${source})\s*${FILLER}$`, 'i');
  const whole = new RegExp(String.raw`^(?:${source})$`, 'i');
  const out: string[] = [];
  lines.forEach((line, i) => {
    const now = beforeLater(line);
    if (!now.trim()) return;
    for (const m of now.matchAll(re)) out.push(now.slice(m.index + m[0].length));
    for (const m of now.matchAll(SHORTENED)) {
      const full = fullLabelWord(m[1]);
      if (full && whole.test(full)) out.push(now.slice(m.index + m[0].length));
    }
    const next = lines[i + 1]?.trim() ?? '';
    // Only in running text (words in lower case before the label, a word's space apart), never a table's heading over its
    // row ("Date of work   Kilometres" over "7.2.95   223,208": a column's gap stands between the caption and the words).
    if (atEnd.test(now.trimEnd() + ' ') && /\p{Ll}{2,} {1,2}\p{Ll}{2,} {1,2}\S+(?: {1,2}(?:von|of))?\s*$/u.test(now) && /^\d/.test(next))
      out.push(beforeLater(next));
  });
  return out;
}

/** A number with its distance unit, on a line that does not set it for later (before the words that do). */
export function readingByUnit(lines: string[]): string | null {
  return readingsByUnit(lines)[0] ?? null;
}

/** Every number with its distance unit, in the page's order, on lines or parts of lines that do not set it for later. */
export function readingsByUnit(lines: string[]): string[] {
  // Never the digits at the end of a plate ("6YKB925 Miles in …").
  return lines.flatMap((line) =>
    [
      ...beforeLater(line).matchAll(
        /(?<![\p{L}\d.,-])(?:(\d{1,3}(?:[.,' ]\d{3})+|\d{3,7})\s*(km|mi|miles|meilen)|\d{1,4}(?:[.,]\d)?\s?(?:t(?:sd\.?)?\s?km|k\s?(?:km|mi|miles)))\b/giu,
      ),
    ].map((m) => m[0]),
  );
}

/**
 * The values of the page's label/value pairs (form-pairs.ts) whose label holds a mileage label's
 * words among others ("Recorded mileage" over "160,699"), never one set for later.
 */
export function pairedMileageValues(pairs: FormPair[], labels: readonly RegExp[]): string[] {
  const re = new RegExp(String.raw`(?:^|\s)(?:${umlautTolerant(labels.map((l) => l.source).join('|'))})(?![\p{L}])`, 'iu');
  return pairs.filter((p) => re.test(p.label) && !FOR_LATER.test(p.label)).map((p) => p.value);
}
