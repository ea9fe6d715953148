import { hasFieldCodes } from './classify';
import type { DocText } from './text-values';

/** A line that is one field code, then its value in a column of its own ("A   PHD 333Y", "D.1   VOLVO"). */
const CODED_LINE = /^\s*\(?([A-Z](?:\.\d){0,3})\)?\s{2,}(\S.*?)\s*$/;

/**
 * The value printed after one of the European registration certificate's field codes (Directive 1999/37/EC: A the plate,
 * B the first registration, C.1 the holder, D.1 the make, E the VIN …) where no caption follows the code (a V5C's
 * "A   PHD 333Y"): on a page that prints its fields so (`hasFieldCodes`), the code is the field's caption, whatever the
 * language. A caption after the code ("A   Amtliches Kennzeichen") is the labels' to read: only a value with a digit is one here.
 */
export function valueOfHarmonisedCode(doc: DocText, code: string): string | null {
  if (!hasFieldCodes(doc.lines)) return null;
  for (const line of doc.lines) {
    const m = CODED_LINE.exec(line);
    if (m?.[1] !== code) continue;
    const value = m[2].split(/\s{3,}|\t/)[0].trim();
    return /\d/.test(value) ? value : null;
  }
  return null;
}
