import { findAmounts } from './amounts';
import { findDates } from './dates';
import { findLabelled, umlautTolerant } from './labels';
import type { DocText } from './text-values';

/**
 * Fields read when no label of the field's own list is found: by the shape of a label (any
 * "… number"), by a value's format (a plate), by the page's arithmetic (net + tax = total) and by
 * what dates mean to each other (a period of one year). Each is a fallback after the labelled
 * reading, so that paper worded unlike any list still gives its values.
 */

/** A label whose last word says an identifier follows ("Contract ID", "Cover note no.", "Scheinnummer", "Doc. serial"). */
const ID_LABEL = new RegExp(
  umlautTolerant(String.raw`(?:[a-zäöüß][a-zäöüß.\-/]*\s+){0,3}(?:[a-zäöüß]*nummer|[a-zäöüß]*-?nr\.?|number|no\.?|id|ref\.?|reference|serial|#)`),
  'i',
);

/**
 * The first identifier under a label shaped like one (see `ID_LABEL`), skipping labels `exclude`
 * names (a customer's or account's number, a phone, a tax id). An identifier has a digit.
 */
export function identifierByLabelShape(doc: DocText, exclude: RegExp): string | null {
  const found: { lineIndex: number; id: string }[] = [];
  for (const hit of findLabelled(doc, [ID_LABEL])) {
    const line = doc.lines[hit.lineIndex];
    for (const candidate of hit.candidates) {
      const id = identifierIn(candidate);
      if (!id) continue;
      // The label that stands before this value on the page must not be an excluded one.
      if (!exclude.test(labelBefore(line, candidate))) found.push({ lineIndex: hit.lineIndex, id });
      break;
    }
  }
  // A heading row names several columns: each identifier heading's value is the cell under it.
  doc.lines.forEach((line, i) => {
    const heads = cellsOf(line);
    const values = cellsOf(doc.lines[i + 1] ?? '');
    if (heads.length < 3 || /\d/.test(line) || values.length !== heads.length) return;
    heads.forEach((head, k) => {
      const id = new RegExp(`^${ID_LABEL.source}$`, 'i').test(head) && !exclude.test(head) ? identifierIn(values[k]) : null;
      if (id) found.push({ lineIndex: i, id });
    });
  });
  return found.sort((a, b) => a.lineIndex - b.lineIndex)[0]?.id ?? null;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .split(/\s{3,}|\t/)
    .filter(Boolean);

/** An identifier at the start of a value: a digit in it, no date, never a VIN (17 characters, another label's). */
function identifierIn(value: string): string | null {
  const id = /^[A-Z0-9ÄÖÜ][A-Z0-9ÄÖÜ\-/.]*(?: [A-Z0-9][A-Z0-9\-/.]*)?/i
    .exec(value.split(/\s{3,}|\t/)[0].trim())?.[0]
    .trim()
    .replace(/[.\-/]+$/, '');
  if (!id || !/\d/.test(id) || findDates(id).length || /^[A-HJ-NPR-Z0-9]{17}$/i.test(id)) return null;
  return id;
}

/** The text of a line up to its value (or the whole line when the value stands elsewhere, under a heading). */
function labelBefore(line: string, value: string): string {
  const at = line.indexOf(value);
  return at > 0 ? line.slice(0, at) : line;
}

/**
 * A registration plate by its format alone: German ("MA-BK 85H", "K-C 522", an H or E at the end)
 * and British since 2001 ("MD11 BDC"). Other formats (US plates, older British ones) look like
 * any code and are left to labels.
 */
const PLATE = /^(?:[A-ZÄÖÜ]{1,3}-[A-Z]{1,2}\s?\d{1,4}[HE]?|[A-Z]{2}\d{2}\s?[A-Z]{3})$/;

export function plateByFormat(doc: DocText): string | null {
  for (const line of doc.lines) {
    for (const cell of line.split(/\s{3,}|\t/)) {
      const text = cell.trim();
      if (PLATE.test(text)) return text;
    }
  }
  return null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Each non-blank line's last money amount (null where it has none), percentages skipped. */
function lastAmounts(doc: DocText): (number | null)[] {
  return doc.lines
    .filter((l) => l.trim())
    .map(
      (l) =>
        findAmounts(l)
          .filter((a) => a.isMoneyLike && !/^\s*%/.test(l.slice(a.index + a.raw.length)))
          .at(-1)?.value ?? null,
    );
}

/** Three lines in a row whose first two amounts add up to the third, the second the smaller when `smallerSecond`. */
function sumsInARow(doc: DocText, smallerSecond: boolean): [number, number, number][] {
  const amounts = lastAmounts(doc);
  const out: [number, number, number][] = [];
  for (let i = 0; i + 2 < amounts.length; i++) {
    const [a, b, c] = amounts.slice(i, i + 3);
    if (a === null || b === null || c === null || b <= 0 || (smallerSecond && b >= a)) continue;
    if (Math.abs(cents(a + b) - c) < 0.011) out.push([a, b, c]);
  }
  return out;
}

/**
 * A total known by the page's arithmetic: the amount that ends three lines in a row where the
 * first two add up to the third (net, tax, total) and the second is the smaller (a tax or a
 * charge). The last such total on the page wins.
 */
export function totalByArithmetic(doc: DocText): number | null {
  return sumsInARow(doc, true).at(-1)?.[2] ?? null;
}

/**
 * The first two amounts that add up to the next line's when a larger amount follows (labour and
 * parts over the net, the gross after it), in the page's order. Net and tax over the gross are no split.
 */
export function addendsOfTotal(doc: DocText): [number, number] | null {
  const amounts = lastAmounts(doc).filter((a): a is number => a !== null);
  const first = sumsInARow(doc, false).find(([, , c]) => amounts.slice(amounts.lastIndexOf(c) + 1).some((later) => later > c));
  return first ? [first[0], first[1]] : null;
}

/**
 * A period of cover by what its dates mean to each other: two dates on the page one year apart
 * (to the day, or less a day) are its start and end, whatever their labels say.
 */
export function yearLongPeriod(doc: DocText): { start: string; end: string } | null {
  const dates = [...new Set(findDates(doc.text, doc.dayFirst).map((d) => d.iso))];
  for (const start of dates) {
    const next = new Date(`${start}T12:00:00Z`);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const sameDay = next.toISOString().slice(0, 10);
    next.setUTCDate(next.getUTCDate() - 1);
    const dayBefore = next.toISOString().slice(0, 10);
    const end = dates.find((d) => d === dayBefore || d === sameDay);
    if (end) return { start, end };
  }
  return null;
}

/**
 * An expiry by the dates' order: on a registration the latest date no other label claims
 * (first registration, issue), when the page has another date before it.
 */
export function latestUnclaimedDate(doc: DocText, claimed: Set<string>): string | null {
  const dates = [...new Set(findDates(doc.text, doc.dayFirst).map((d) => d.iso))].sort();
  const latest = dates.at(-1);
  if (!latest || dates.length < 2 || claimed.has(latest)) return null;
  return latest;
}
