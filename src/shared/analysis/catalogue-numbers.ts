/**
 * A parts list's catalogue numbers: a column of codes printed before or after each part's name ("LF-087 LUFTFILTER",
 * "026 109 119 Zahnriemen", "Rear brake pads (GDB1550)", "Ölfilter (OC 90)") is the supplier's reference, not what was
 * fitted. A code is known as one by its column: two rows or more print one in the same place. A single row's figure may be
 * its name ("RR363 hydraulic fluid", "Spark plugs (8)") and stays.
 */

/** A code before the name: capitals run into digits or joined by a dash ("D699", "PF52", "ARB-22"), or digits in groups of three. */
const LEADING_CODE = /^(?:[A-Z]{1,4}(?:-\d{1,5}|\d{2,5})[A-Z]?|\d{3}(?: \d{3}){1,3})\s+(?=\p{L}{2})/u;

/** A row's last bracket and what it holds. */
const LAST_BRACKET = /\s*\(([^()]+)\)\s*$/;

/** A bracket's measure or count, which names how much was fitted ("(5 qt)", "(x3)", "(8)", "(1 l)"). */
const MEASURE = /^(?:x\s?\d{1,3}|\d{1,2}|\d+(?:[.,]\d+)?\s*(?:l|ltr|lt|qt|qts|gal|pt|kg|g|ml|pcs|stk|st|stück|pr|pair|set))$/i;

/** Whether a bracket holds a code: capitals, digits and the marks between them, no word in lower case. */
function bracketCode(content: string, row: string): boolean {
  const c = content.trim();
  if (MEASURE.test(c) || !/^[\p{L}\d][\p{L}\d ./-]*$/u.test(c) || /\p{Ll}{2}/u.test(c)) return false;
  if (/\d/.test(c)) return true;
  // A word of capitals alone is a brand's or code's where the row itself is written in lower case too; on a row of
  // capitals ("BRAKE PADS FRONT (SET)") it is just the row's writing.
  return /^\p{Lu}{3,}$/u.test(c) && /\p{Ll}/u.test(row.replace(LAST_BRACKET, ''));
}

export function withoutCatalogueNumbers(parts: string[]): string[] {
  const leading = parts.filter((p) => LEADING_CODE.test(p)).length >= 2;
  const trailing = parts.filter((p) => bracketCode(p.match(LAST_BRACKET)?.[1] ?? '', p)).length >= 2;
  if (!leading && !trailing) return parts;
  return parts.map((p) => {
    let s = p;
    if (leading) s = s.replace(LEADING_CODE, '');
    const bracket = s.match(LAST_BRACKET);
    if (trailing && bracket && bracketCode(bracket[1], s)) s = s.replace(LAST_BRACKET, '');
    return s || p;
  });
}
