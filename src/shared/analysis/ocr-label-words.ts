/**
 * A label's word as OCR misreads it by one letter ("Amtiches Kennzeichen", "Kontrolischild", "Rechmungsdatum"): on a
 * scanned page a line's word one edit away from a long word of a label reads as that word, so the label's own
 * pattern finds it. Only long words (seven letters or more): a short word one letter off is another word.
 */

/** A long word of a label, as its pattern spells it out literally. */
const MIN_LETTERS = 7;

/** The literal words of a label pattern ("amtliches\s+kennzeichen" → amtliches, kennzeichen); escapes and groups split them. */
export function labelWords(source: string, minLetters = MIN_LETTERS): string[] {
  const plain = source.replace(/\\./g, ' ').replace(/\[[^\]]*\]/g, ' ');
  // A word followed by a quantifier or a group may be longer or shorter than it looks ("schadens?", "leistungszeit(punkt|raum)"):
  // only a word that ends where the pattern ends it is one (a lookaround after it is no part of it: "kontrollschild(?!-)").
  return [...plain.matchAll(/\p{L}+(?![\p{L}?*+{]|\((?!\?[!=<]))/gu)].map((m) => m[0].toLowerCase()).filter((w) => w.length >= minLetters);
}

/** Every spelling of a word with at most one letter deleted: two words one edit apart share one of them. */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * Glyphs OCR takes for one another: thin strokes ("Kontrolischild", "Erstzutassung", "Ausgestelit") and arches
 * ("Rechmungsdatum").
 */
const LOOK_ALIKE = ['iltfjr1', 'nmuh'];
const thin = (c: string) => LOOK_ALIKE[0].includes(c);
const alike = (a: string, b: string) => LOOK_ALIKE.some((g) => g.includes(a) && g.includes(b));

/**
 * Whether `read` is `word` misread: one letter taken for a look-alike or a thin one lost or added ("Amtiches"), and
 * never the first or the last letter — a word's ends are its grammar ("Verkauf" and "verkauft", "Fahrzeug" and
 * "Fahrzeugs", "Appraiser" and "appraised"), another word, not a misreading.
 */
function misread(read: string, word: string): boolean {
  if (Math.abs(read.length - word.length) > 1 || read === word) return false;
  let i = 0;
  while (i < read.length && i < word.length && read[i] === word[i]) i++;
  const longer = read.length >= word.length ? read : word;
  if (i === 0 || i >= longer.length - 1) return false;
  if (read.length === word.length) return read.slice(i + 1) === word.slice(i + 1) && alike(read[i], word[i]);
  return thin(longer[i]) && (read.length > word.length ? read.slice(i + 1) === word.slice(i) : read.slice(i) === word.slice(i + 1));
}

export interface WordIndex {
  words: Set<string>;
  byDeletion: Map<string, Set<string>>;
  /** Words as read that are words of a label themselves ("Betrag" is no misread "Beitrag"): never mended. */
  known: ReadonlySet<string>;
}

export function wordIndex(words: Iterable<string>, known: ReadonlySet<string> = new Set()): WordIndex {
  const index: WordIndex = { words: new Set(words), byDeletion: new Map(), known };
  for (const w of index.words)
    for (const d of deletions(w)) {
      const set = index.byDeletion.get(d) ?? new Set<string>();
      set.add(w);
      index.byDeletion.set(d, set);
    }
  return index;
}

/** The one label word a word as read stands for, or null (none, or two: no guessing between them). */
function labelWordFor(read: string, index: WordIndex): string | null {
  const lower = read.toLowerCase();
  if (lower.length < MIN_LETTERS - 1 || index.words.has(lower) || index.known.has(lower)) return null;
  const found = new Set<string>();
  for (const d of deletions(lower)) for (const w of index.byDeletion.get(d) ?? []) if (misread(lower, w)) found.add(w);
  return found.size === 1 ? [...found][0] : null;
}

export interface MendedLine {
  /** The line with its misread label words spelt as the label spells them. */
  text: string;
  /** For each position in `text` (0…text.length), the position in the line as read. */
  at: number[];
}

/** A line's words one edit away from a label word, spelt as the label's; positions map back to the line as read. */
export function mendLabelWords(line: string, index: WordIndex): MendedLine {
  let text = '';
  const at: number[] = [];
  let last = 0;
  for (const m of line.matchAll(/\p{L}+/gu)) {
    const word = labelWordFor(m[0], index);
    if (!word) continue;
    for (let k = last; k < m.index; k++) at.push(k);
    text += line.slice(last, m.index);
    // The label's word over the span of the word as read: its ends map to the word's ends.
    for (let j = 0; j < word.length; j++) at.push(m.index + Math.floor((j * m[0].length) / word.length));
    text += word;
    last = m.index + m[0].length;
  }
  for (let k = last; k <= line.length; k++) at.push(k);
  return { text: text + line.slice(last), at };
}
