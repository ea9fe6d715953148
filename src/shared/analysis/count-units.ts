import { findAmounts } from './amounts';

/**
 * A column of counts printed before the descriptions with the unit they count in, run into the description's cell by one
 * space ("14 off Solid lifters   32.48", "1 Stck. Bremsbeläge   10,11", "3 pcs Spark plug   9.00", "2 no. Brackets"):
 * the count and its unit are the row's quantity, no word of the part's name. Whatever the unit's word, the column shows
 * itself by repeating it: the same short word after the count in two priced rows or more, each time before a description
 * that begins anew (a capital or a figure). A unit is written in small letters or cut short with a point ("off", "pcs",
 * "ea", "Stck.", "St.", "no."); a capitalised word with no point is the description's own ("2 Rear shocks"). The count
 * and its unit are set apart as a cell of their own (`isCountCell`), which the row readers drop as they drop a quantity's.
 */

/** A position's cell before the row (a list's number, set apart by a column's gap), kept as printed. */
const POSITION_CELL = String.raw`(?:\d{1,3}[.)]?(?:\s{3,}|\t))?`;
const COUNT_AND_UNIT = String.raw`(\d{1,4}(?:[.,]\d{1,3})?)\s?(\p{Ll}{1,5}\.?|\p{Lu}\p{Ll}{0,4}\.) (?=[\p{Lu}\d])`;
const LEADING = new RegExp(String.raw`^(\s*${POSITION_CELL})${COUNT_AND_UNIT}`, 'u');

/** A cell of a count and the unit it counts in, alone ("14 off", "1 Stck.", "3 pcs", "2 no."). */
export const isCountCell = (cell: string) => /^\d{1,4}(?:[.,]\d{1,3})?\s?(?:\p{Ll}{1,5}\.?|\p{Lu}\p{Ll}{0,4}\.)$/u.test(cell.trim());

/** The units that follow a count at the start of two texts or more (rows, or their description cells). */
export function repeatedCountUnits(texts: string[]): Set<string> {
  const units = new Map<string, number>();
  for (const text of texts) {
    const m = LEADING.exec(text);
    if (m) units.set(m[3], (units.get(m[3]) ?? 0) + 1);
  }
  return new Set([...units].filter(([, n]) => n >= 2).map(([unit]) => unit));
}

/** A description cell without its count in one of `units` ("14 off Solid lifters" → "Solid lifters"). */
export function withoutCountUnit(text: string, units: Set<string>): string {
  const m = LEADING.exec(text);
  return m && !m[1].trim() && units.has(m[3]) ? text.slice(m[0].length) : text;
}

export function countUnitsApart(lines: string[]): string[] {
  const priced = (line: string) => findAmounts(line).some((a) => a.isMoneyLike);
  const repeated = repeatedCountUnits(lines.filter(priced));
  if (!repeated.size) return lines;
  return lines.map((line) => {
    const m = LEADING.exec(line);
    return m && priced(line) && repeated.has(m[3]) ? `${m[1]}${m[2]} ${m[3]}   ${line.slice(m[0].length)}` : line;
  });
}
