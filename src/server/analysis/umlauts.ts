/**
 * Umlauts and ß a scan lost. Tesseract reads a blurred "ü" as "u" or "i" ("Bremsflissigkeit"), "ä" as "a"
 * ("Wischerblatter"), "ß" as "B" ("StraBe"); the text PDF of the same page holds the German word. A word of a
 * German page is given its umlauts back when, with them, it is a word of Tesseract's own German dictionary
 * (umlaut-words.json, scripts/umlaut-words.ts) — the whole word, or the end of a compound ("Bremsflüssigkeit"
 * ends in "flüssigkeit") — and as read it is not a word of its own ("schon" stays, "Zahlung" stays).
 */
import { detectLanguage } from '../../shared/analysis/language';
import type { Word } from '../../shared/analysis/layout';
import vocabulary from './umlaut-words.json';

const WORDS = new Set(vocabulary.words);
const PLAIN = new Set(vocabulary.plain);

/** What OCR reads for each umlaut (lowercased: a "ß" read "B" is "b"). */
const READ_AS: Record<string, string[]> = { ä: ['a'], ö: ['o'], ü: ['u', 'i'], ß: ['b'] };
/** The umlaut a letter OCR read may stand for. */
const UMLAUT_OF: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü', i: 'ü', A: 'Ä', O: 'Ö', U: 'Ü', B: 'ß' };

/** The ways OCR may read a (lowercased) word with umlauts without some of them: "zählung" -> "zahlung". */
export function readingsOf(word: string): string[] {
  let readings = [''];
  let changed = [false];
  for (const ch of word) {
    const alts = READ_AS[ch] ?? [];
    const next: string[] = [];
    const nextChanged: boolean[] = [];
    readings.forEach((r, i) => {
      next.push(r + ch);
      nextChanged.push(changed[i]);
      for (const a of alts) {
        next.push(r + a);
        nextChanged.push(true);
      }
    });
    readings = next;
    changed = nextChanged;
    if (readings.length > 64) break; // a word of many umlauts: its first few are enough
  }
  return readings.filter((_, i) => changed[i]);
}

/** A compound's end is a word from this many letters on; what stands before it, from this many. */
const MIN_TAIL = 5;
const MIN_HEAD = 3;

/**
 * One word as OCR read it, with the umlauts it lost put back (its punctuation kept), or as read. At most two
 * letters change; a whole word beats a compound's end, a longer end a shorter one, fewer changes more.
 */
export function mendUmlauts(token: string): string {
  const m = /^([^A-Za-zÄÖÜäöüß]*)([A-Za-zÄÖÜäöüß]{4,})([^A-Za-zÄÖÜäöüß]*)$/.exec(token);
  if (!m) return token;
  const [, before, word, after] = m;
  const lower = word.toLowerCase();
  if (PLAIN.has(lower) || WORDS.has(lower)) return token;
  const lowerCase = (c: string | undefined) => c !== undefined && c !== c.toUpperCase();
  // A capital B stands for ß only between small letters ("StraBe"), never a word's capital.
  const places = [...word].flatMap((c, i) => (UMLAUT_OF[c] && (c !== 'B' || (lowerCase(word[i - 1]) && lowerCase(word[i + 1]))) ? [i] : []));
  if (!places.length || places.length > 12) return token;
  const changes: number[][] = [];
  places.forEach((p, i) => {
    changes.push([p]);
    for (const q of places.slice(i + 1)) changes.push([p, q]);
  });
  let best: { text: string; start: number; n: number } | null = null;
  for (const at of changes) {
    const chars = [...word];
    for (const i of at) chars[i] = UMLAUT_OF[chars[i]];
    const text = chars.join('');
    const mended = text.toLowerCase();
    // The word itself, else the longest end of it that is a word and as read was none.
    let start = WORDS.has(mended) ? 0 : -1;
    for (let s = MIN_HEAD; start < 0 && s <= word.length - MIN_TAIL && s <= at[0]; s++) {
      if (WORDS.has(mended.slice(s)) && !PLAIN.has(lower.slice(s))) start = s;
    }
    if (start < 0) continue;
    if (!best || start < best.start || (start === best.start && at.length < best.n)) best = { text, start, n: at.length };
  }
  return best ? before + best.text + after : token;
}

/** OCR's reading of a German page with the umlauts its words lost put back, in its words and in its text alike. */
export function withUmlauts<T extends { text: string; words: Word[] }>(read: T): T {
  if (detectLanguage(read.text) !== 'de') return read;
  const text = read.text.replace(/\S+/g, mendUmlauts);
  if (text === read.text) return read;
  return { ...read, text, words: read.words.map((w) => ({ ...w, text: w.text.replace(/\S+/g, mendUmlauts) })) };
}
