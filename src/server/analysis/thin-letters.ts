/**
 * A thin letter a scan lost or added. Tesseract reads a blurred "l", "i", "t", "f" or "r" into its neighbour or drops it
 * ("Ölfiter" for "Ölfilter", "Luftfilterensatz"), or takes one thin stroke for another ("Mikrofiiter"); the text PDF
 * of the same page holds the word. A word of a German page is mended when, as read, it is neither a word of
 * Tesseract's German dictionary nor a compound of its words, and exactly one such edit — never of its first letter,
 * which is the word's capital or its case — makes it one. What the edit may be is the glyphs' shapes, not a list of
 * words: one thin letter put back or taken out, one thin letter for another, or an "rn" for the "m" it blurs into
 * ("emeuert" for "erneuert").
 */
import { detectLanguage } from '../../shared/analysis/language';
import type { Word } from '../../shared/analysis/layout';
import rnWords from './rn-words.json';
import { isGermanWord, partsOf } from './umlauts';

/** Letters of one thin upright stroke, which blur into each other and into their neighbours. */
const THIN = 'iltfr';

/** The shortest word mended: a short word one letter off is another word more often than a misreading ("Malus", "Maus"). */
const MIN_LETTERS = 7;
/** The shortest part of a compound that the page's other words vouch for ("trag" is in every "Betrag"). */
const MIN_PART = 5;

const LETTERS = 'A-Za-zÄÖÜäöüß';
const TOKEN = new RegExp(`^([^${LETTERS}]*)([${LETTERS}]{${MIN_LETTERS},})([^${LETTERS}]*)$`);

/** Whether a lowercased word is a word of the dictionary or a compound of its words. */
const known = (word: string) => isGermanWord(word) || partsOf(word) !== null;

/**
 * The spellings one thin-letter edit from `word` (lowercased), none at its first or last letter: a word's ends are its
 * capital and its grammar ("Vereinbarter" and "Vereinbarte", "TWINT" and "TWIN"), another word, not a misreading.
 */
export function thinEdits(word: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  for (let i = 1; i < word.length; i++) {
    // A thin letter lost before position i (not right before the last letter: "Materiel" is no "Materiell").
    if (i < word.length - 1) for (const t of THIN) out.push({ text: word.slice(0, i) + t + word.slice(i), at: i });
    // An "rn" read as "m" ("emeuert", "Herm"), and the other way round.
    if (word[i] === 'm' && i < word.length - 1) out.push({ text: word.slice(0, i) + 'rn' + word.slice(i + 1), at: i });
    if (word.startsWith('rn', i) && i < word.length - 2) out.push({ text: word.slice(0, i) + 'm' + word.slice(i + 2), at: i });
    if (i === word.length - 1 || !THIN.includes(word[i])) continue;
    // A thin letter added, or read as another.
    out.push({ text: word.slice(0, i) + word.slice(i + 1), at: i });
    for (const t of THIN) if (t !== word[i]) out.push({ text: word.slice(0, i) + t + word.slice(i + 1), at: i });
  }
  return out;
}

/**
 * One word as OCR read it, its thin letter mended where exactly one edit makes a German word of it, else as read. The
 * edit makes a word of the dictionary whole, or a compound of its words whose part holding the edit the page itself
 * spells so in another word ("Ölfiter" on a page that reads "Mikrofilter"): a compound's parts are loose enough that an
 * edit makes many a name or misreading one ("Luft-liter-einsatz", "Wendt-ling"), and the page's own words say which.
 * `pageWords`: the page's words, lowercased.
 */
export function mendThinLetters(token: string, pageWords: readonly string[] = []): string {
  const m = TOKEN.exec(token);
  if (!m) return token;
  const [, before, word, after] = m;
  const lower = word.toLowerCase();
  // An abbreviation ("Besicht.") is a word's head, no word of the dictionary itself: not "Besticht.".
  if (known(lower) || after.startsWith('.')) return token;
  const found = new Set<string>();
  for (const e of thinEdits(lower)) {
    if (found.has(e.text)) continue;
    if (isGermanWord(e.text) || spelledOnPage(e.text, e.at, lower, pageWords) || lForI(e.text, e.at, lower)) found.add(e.text);
  }
  if (found.size !== 1) return token;
  const [text] = found;
  // The word's case kept: all capitals stay capitals, a capital first letter stays one.
  const cased = word === word.toUpperCase() ? text.toUpperCase() : word[0] + text.slice(1);
  return before + cased + after;
}

/** Whether `text` is a compound whose part holding position `at` (five letters or more) is in another word of the page. */
function spelledOnPage(text: string, at: number, read: string, pageWords: readonly string[]): boolean {
  const parts = partsOf(text);
  if (!parts) return false;
  let start = 0;
  for (const part of parts) {
    const end = start + part.length;
    if (at >= start && at < end) return part.length >= MIN_PART && pageWords.some((w) => w !== read && w.includes(part));
    start = end;
  }
  return false;
}

/**
 * Whether `text` is `read` with an "i" taken back for the "l" it stands for, making a compound whose part holding it
 * is a dictionary word of five letters or more ("Kontrolischild", "Schiusskontrolle", "Heckembiem"): an "l" whose top
 * the scan lost is an "i" to Tesseract, the commonest of its thin-letter misreadings, and the swap keeps the word's
 * length and shape, so no page evidence is asked for (a letter put in or taken out makes too many compounds).
 */
function lForI(text: string, at: number, read: string): boolean {
  if (read[at] !== 'i' || text[at] !== 'l' || text.length !== read.length) return false;
  const parts = partsOf(text);
  if (!parts) return false;
  let start = 0;
  for (const part of parts) {
    const end = start + part.length;
    if (at >= start && at < end) return part.length >= MIN_PART;
    start = end;
  }
  return false;
}

/** The page's words (lowercased runs of letters, four or more) for `mendThinLetters`. */
export function wordsOfPage(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[a-zäöüß]{4,}/g) ?? [])];
}

/** A short abbreviation with its point ("ern.", "eingest."), as a whole token. */
const ABBREVIATION = /(?<![\p{L}\p{N}])\p{L}{2,6}\.(?!\p{L})/gu;

/** The page's abbreviations (lowercased, with their point) for `mendAbbreviation`. */
export function abbreviationsOfPage(text: string): Set<string> {
  return new Set(text.toLowerCase().match(ABBREVIATION) ?? []);
}

/**
 * An abbreviation whose "rn" blurred into an "m" ("Zahnriemen em." on a page that reads "Bremsbeläge VA ern."): too short
 * for the dictionary to judge, so only where the page spells it with "rn" in another place, and as read it is no word.
 */
export function mendAbbreviation(token: string, abbreviations: ReadonlySet<string>): string {
  const m = /^(\p{L}{2,6})\.$/u.exec(token);
  if (!m) return token;
  const lower = token.toLowerCase();
  const found = new Set<number>();
  for (let i = 1; i < lower.length - 1; i++) if (lower[i] === 'm' && abbreviations.has(lower.slice(0, i) + 'rn' + lower.slice(i + 1))) found.add(i);
  if (found.size !== 1 || isGermanWord(lower.slice(0, -1))) return token;
  const [i] = found;
  const rn = token[i] === 'M' ? 'RN' : 'rn';
  return token.slice(0, i) + rn + token.slice(i + 1);
}

/** Capitals a line's first word may have lost: any letter of the alphabet, its umlauts too. */
const CAPITALS = 'ABCDEFGHIJKLMNOPRSTUVWZÄÖÜ';

/**
 * A line's first word whose capital OCR lost at the edge of what it cut out for the line ("rsatzteile",
 * "rbeitsleistungen" as a table's headings): a word of small letters, seven or more, that is neither a word of the
 * dictionary nor a compound of its words, and which exactly one capital put before it makes one. Only a line's first
 * word: inside a line a small letter is the word's own.
 */
export function mendLostCapital(token: string): string {
  const m = /^(\p{Ll}{7,})([^\p{L}]*)$/u.exec(token);
  if (!m || known(m[1])) return token;
  const found = [...CAPITALS].filter((c) => known(c.toLowerCase() + m[1]));
  return found.length === 1 ? found[0] + token : token;
}

const RN_READINGS: Record<string, string> = rnWords.readings;

/**
 * An English word whose "rn" blurred into an "m" ("hamesses", "Altemator"): English has no dictionary here to judge a
 * word by as German does, so only the readings listed in rn-words.json (scripts/rn-words.ts: readings of one word of
 * Tesseract's English dictionary that are no word of it themselves) are mended. The word's case is kept.
 */
export function mendEnglishRn(token: string): string {
  const m = /^([^A-Za-z]*)([A-Za-z]{5,})([^A-Za-z]*)$/.exec(token);
  if (!m) return token;
  const [, before, word, after] = m;
  const text = RN_READINGS[word.toLowerCase()];
  if (!text) return token;
  const cased = word === word.toUpperCase() ? text.toUpperCase() : word[0] + text.slice(1);
  return before + cased + after;
}

/**
 * What is sold by the litre, in either language, or an oil's viscosity grade ("10W-40"): a line naming one may give its
 * volume ("Gearbox oil 1 l", "Motoröl 15W-40 6 l").
 */
const LIQUID = /(?:oil|öl|fluid|flüssigkeit|coolant|kühlmittel|frostschutz|antifreeze|fuel|kraftstoff|benzin|petrol|diesel)|\d+W-?\d+/i;

/**
 * A litre's "l" after a volume, which OCR reads as one of the thin strokes "1", "I" or "|" ("Gearbox oil 1 1", "5 |"):
 * a lone such stroke right after a figure, ending the line or its cell (a comma or a wide gap after it), on a line that
 * names what is sold by the litre. Elsewhere a lone "1" or "|" after a figure is a count or a separator ("Gewerbering 7 |").
 */
export function withLitres<T extends { text: string; words: Word[] }>(read: T): T {
  const text = read.text
    .split('\n')
    .map((line) =>
      line.replace(/(?<=(?:^|\s)\d+(?:[.,]\d+)? )[1I|](?=,|\s{2,}|\s*$)/g, (stroke, at: number) => (LIQUID.test(line.slice(0, at)) ? 'l' : stroke)),
    )
    .join('\n');
  if (text === read.text) return read;
  const words = read.words.map((w, i) => {
    if (w.line === undefined || !/^[1I|],?$/.test(w.text)) return w;
    const before = read.words.slice(0, i).filter((o) => o.line === w.line);
    const figure = before.at(-1);
    const next = read.words[i + 1]?.line === w.line ? read.words[i + 1] : undefined;
    const ends = w.text.endsWith(',') || !next || next.x0 - w.x1 > 2 * (w.y1 - w.y0);
    if (!figure || !/^\d+(?:[.,]\d+)?$/.test(figure.text) || !ends || !LIQUID.test(before.map((o) => o.text).join(' '))) return w;
    return { ...w, text: `l${w.text.slice(1)}` };
  });
  return { ...read, text, words };
}

/**
 * OCR's reading of a German page with the thin letters its words lost or gained mended, in its words and its text alike.
 * `pageText` is the whole page's reading when `read` is a part of it read again (a head line): its language and its
 * spellings are the page's.
 */
export function withThinLetters<T extends { text: string; words: Word[] }>(read: T, pageText = read.text): T {
  const language = detectLanguage(pageText);
  if (language === 'en') return withEnglishRn(read);
  if (language !== 'de') return read;
  const page = wordsOfPage(pageText);
  const abbreviations = abbreviationsOfPage(pageText);
  // Each part of a hyphened compound on its own ("Kfz-Werkstitte").
  const mend = (s: string) => s.replace(/[^\s\-–]+/g, (t) => mendAbbreviation(mendThinLetters(t, page), abbreviations));
  const text = mend(read.text).replace(/^(\s*)(\S+)/gm, (_, space: string, first: string) => space + mendLostCapital(first));
  if (text === read.text) return read;
  const words = read.words.map((w, i) => {
    const mended = mend(w.text);
    return { ...w, text: w.line !== undefined && read.words[i - 1]?.line !== w.line ? mendLostCapital(mended) : mended };
  });
  return { ...read, text, words };
}

/** OCR's reading of an English page with the "rn" its words blurred into an "m" given back, in its words and its text alike. */
function withEnglishRn<T extends { text: string; words: Word[] }>(read: T): T {
  const mend = (t: string) => t.replace(/[^\s\-–/]+/g, mendEnglishRn);
  const text = mend(read.text);
  if (text === read.text) return read;
  return { ...read, text, words: read.words.map((w) => ({ ...w, text: mend(w.text) })) };
}
