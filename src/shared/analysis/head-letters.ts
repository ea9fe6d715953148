/**
 * Tesseract loses or misreads the first letters of a till's head line now and then ("ED HENG" for TEO HENG, "JAN HING"
 * for LIAN HING, "laste Of The World" for Taste): the line's first glyph stands at the edge of what its page layout
 * cut out for the line, with no paper before it. The same line cut out of the image with a margin of paper around it
 * and read alone reads those letters whole. Only the name's first word is taken from that reading, and only where it
 * differs from the page's reading in its first letters alone, the rest of the line reading alike: any other
 * difference is the noise of one more reading, not letters lost at the edge.
 */
import type { Word } from './layout';
import { lineLike } from './name-readings';

/** Under this confidence the page's reading of the first word is worth reading again. */
const UNSURE = 70;
/** The line read alone must be at least this sure of its first word to replace the page's. */
const SURE = 80;

const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');
/** A word read with a small letter first in a line of capitalised words: "laste" among "Of The World". */
const smallFirstAmongCapitals = (word: string, rest: string[]) =>
  /^\p{Ll}/u.test(letters(word)) && rest.length > 0 && rest.every((t) => /^\p{Lu}/u.test(letters(t)));

/** The words of `name`'s line in the reading `words`, left to right, and the name's first word among them; or null. */
function firstWordOf(name: string, words: Word[] | null | undefined): { line: Word[]; at: number } | null {
  const line = words?.length ? lineLike(name, words) : null;
  const first = letters(name.split(' ')[0] ?? '');
  if (!line || !first) return null;
  const at = line.findIndex((w) => letters(w.text).endsWith(first) || first.endsWith(letters(w.text)));
  return at >= 0 ? { line, at } : null;
}

/**
 * The line of the page's words to read again for the name's first letters, when the page's reading was unsure of the
 * name's first word or read it with a small first letter among capitalised words; else null.
 */
export function headLineToReread(name: string, words: Word[] | null | undefined): Word[] | null {
  const found = firstWordOf(name, words);
  if (!found) return null;
  const word = found.line[found.at];
  const unsure = (word.confidence ?? 100) < UNSURE;
  return unsure || smallFirstAmongCapitals(word.text, name.split(' ').slice(1)) ? found.line : null;
}

/**
 * `name` with its first word's first letters as the line read alone read them (see above): where that reading's word
 * ends as the page's does but for its first one or two letters, the next word reads alike in both, and the line read
 * alone was sure of it (and surer than the page), or read a capital where the page read a small letter among capitals.
 */
export function nameWithItsFirstLetters(name: string, page: Word[] | null | undefined, alone: Word[] | null | undefined): string {
  const tokens = name.split(' ');
  const a = firstWordOf(name, page);
  const b = alone?.length ? lineLike(name, alone) : null;
  if (!a || !b) return name;
  const x = a.line[a.at];
  const was = letters(tokens[0]);
  for (let j = 0; j < b.length; j++) {
    const y = b[j];
    const now = letters(y.text);
    if (now === was || !now) continue;
    // Alike but for the first one or two letters: the rest (at least two letters) the same.
    const lost = [0, 1, 2].some((cut) => {
      const rest = was.slice(cut);
      return rest.length >= 2 && now.length - rest.length >= 1 && now.length - rest.length <= 2 && now.endsWith(rest);
    });
    if (!lost) continue;
    // The next word of the name reads alike in both: the same line, the same place in it.
    if (tokens.length > 1 && letters(b[j + 1]?.text ?? '').toUpperCase() !== letters(tokens[1]).toUpperCase()) continue;
    const surer = (y.confidence ?? 0) >= SURE && (y.confidence ?? 0) > (x.confidence ?? 0);
    const capital = smallFirstAmongCapitals(was, tokens.slice(1)) && /^\p{Lu}/u.test(now) && now.length === was.length;
    if (!surer && !capital) continue;
    return [tokens[0].replace(/[\p{L}\p{N}].*[\p{L}\p{N}]|[\p{L}\p{N}]/u, now), ...tokens.slice(1)].join(' ');
  }
  return name;
}
