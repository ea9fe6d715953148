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

/**
 * What OCR reads for each umlaut, lowercased: "ü" as "u", "i" or two narrow letters ("Zindzeitpunkt",
 * "Ausrlicklager", "Ztindzeitpunkt"), "ä" as "a" or "é" ("Bremsséttel"), "ß" as a capital B (lowercased "b").
 */
const READ_AS: Record<string, string[]> = { ä: ['a', 'é'], ö: ['o'], ü: ['u', 'i', 'ii', 'li', 'il', 'ti'], ß: ['b'] };
/** Each reading with the umlaut it may stand for, longest first. */
const UMLAUT_FOR = Object.entries(READ_AS)
  .flatMap(([umlaut, readings]) => readings.map((r) => [r, umlaut] as const))
  .sort((a, b) => b[0].length - a[0].length);

/** The ways OCR may read a (lowercased) word with umlauts without some of them: "zählung" -> "zahlung". */
export function readingsOf(word: string): string[] {
  let readings: { text: string; changed: boolean }[] = [{ text: '', changed: false }];
  for (const ch of word) {
    // A word of many umlauts: its first few are enough.
    const alts = readings.length > 256 ? [] : (READ_AS[ch] ?? []);
    readings = readings.flatMap((r) => [{ text: r.text + ch, changed: r.changed }, ...alts.map((a) => ({ text: r.text + a, changed: true }))]);
  }
  return readings.filter((r) => r.changed).map((r) => r.text);
}

/** A compound's end is a word from this many letters on; what stands before it, from this many. */
const MIN_TAIL = 5;
const MIN_HEAD = 3;

const LETTERS = 'A-Za-zÄÖÜäöüßé';
const TOKEN = new RegExp(`^([^${LETTERS}]*)([${LETTERS}]{3,})([^${LETTERS}]*)$`);

interface Change {
  at: number;
  length: number;
  to: string;
}

/**
 * One word as OCR read it, with the umlauts it lost put back (its punctuation kept), or as read. At most two
 * places change; a whole word beats a compound's end, a longer end a shorter one, fewer changes more.
 */
export function mendUmlauts(token: string): string {
  const m = TOKEN.exec(token);
  if (!m) return token;
  const [, before, word, after] = m;
  const lower = word.toLowerCase();
  if (PLAIN.has(lower) || WORDS.has(lower)) return token;
  const small = (c: string | undefined) => c !== undefined && c !== c.toUpperCase();
  const places: Change[] = [];
  for (let i = 0; i < word.length; i++)
    for (const [reading, umlaut] of UMLAUT_FOR) {
      if (!lower.startsWith(reading, i)) continue;
      // A capital B stands for ß only between small letters ("StraBe"), never a word's capital nor a small b.
      if (umlaut === 'ß' && !(word[i] === 'B' && small(word[i - 1]) && small(word[i + 1]))) continue;
      places.push({ at: i, length: reading.length, to: small(word[i]) || umlaut === 'ß' ? umlaut : umlaut.toUpperCase() });
    }
  if (!places.length || places.length > 24) return token;
  const sets: Change[][] = [];
  places.forEach((p, i) => {
    sets.push([p]);
    for (const q of places.slice(i + 1)) if (q.at >= p.at + p.length) sets.push([p, q]);
  });
  let best: { text: string; start: number; n: number } | null = null;
  for (const changes of sets) {
    // The word with the changes, and where each of its letters stood in the word as read.
    let text = '';
    const from: number[] = [];
    let i = 0;
    const copyTo = (end: number) => {
      for (; i < end; i++) {
        text += word[i];
        from.push(i);
      }
    };
    for (const c of changes) {
      copyTo(c.at);
      text += c.to;
      from.push(c.at);
      i = c.at + c.length;
    }
    copyTo(word.length);
    const mended = text.toLowerCase();
    const firstChange = from.indexOf(changes[0].at);
    // The word itself, else the longest end of it that is a word, holds the changes and as read ends in no word
    // of its own ("Ausrlicklager" ends in "lager": not "-kläger"; "Stahlgruber" in "gruber": not "-rüber").
    let start = WORDS.has(mended) ? 0 : -1;
    if (start < 0)
      for (let s = Math.min(firstChange, mended.length - MIN_TAIL); s >= 1; s--) {
        if (PLAIN.has(lower.slice(from[s]))) {
          start = -1;
          break;
        }
        if (s >= MIN_HEAD && WORDS.has(mended.slice(s))) start = s;
      }
    if (start < 0) continue;
    if (!best || start < best.start || (start === best.start && changes.length < best.n)) best = { text, start, n: changes.length };
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
