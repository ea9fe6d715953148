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
const SHORT_HEADS = new Set(vocabulary.shortHeads);

/** The dictionary's other words (four letters or more, no umlaut), decoded once from their front-coded form. */
let dictionary: Set<string> | null = null;
function plainWords(): Set<string> {
  if (dictionary) return dictionary;
  dictionary = new Set();
  let word = '';
  for (const m of vocabulary.dictionary.matchAll(/(\d)([a-z]*)/g)) dictionary.add((word = word.slice(0, Number(m[1])) + m[2]));
  return dictionary;
}

/** Whether a lowercased word of four letters or more is a word of the dictionary (with umlauts or without). */
export const isGermanWord = (word: string) => WORDS.has(word) || plainWords().has(word);

/**
 * What OCR reads for each umlaut, lowercased: "ü" as "u", "i" or two narrow letters ("Zindzeitpunkt",
 * "Ausrlicklager", "Ztindzeitpunkt"), "ä" as "a", "é" ("Bremsséttel") or its dots as an accent over an "a"
 * ("Priméarkette"), "ß" as a capital B, BB or R (lowercased).
 */
const READ_AS: Record<string, string[]> = { ä: ['a', 'é', 'éa'], ö: ['o'], ü: ['u', 'i', 'ii', 'li', 'il', 'ti'], ß: ['b', 'bb', 'r'] };
/**
 * Two letters OCR reads as three: an "l" and the "ü" after it as three strokes, "ili" ("Bremsfilissigkeit"). Apart from
 * READ_AS, which `readingsOf` reads letter by letter; the mending looks at both alike.
 */
const PAIRS_READ_AS: Record<string, string[]> = { lü: ['ili'] };
/** Each reading with the umlaut it may stand for, longest first. */
const UMLAUT_FOR = Object.entries({ ...READ_AS, ...PAIRS_READ_AS })
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

/** The word with the changes, and where each of its letters (and its end) stood in the word as read. */
function withChanges(word: string, changes: Change[]): { text: string; from: number[] } {
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
    for (let k = 0; k < c.to.length; k++) from.push(c.at + Math.min(k, c.length - 1));
    i = c.at + c.length;
  }
  copyTo(word.length);
  from.push(word.length);
  return { text, from };
}

/**
 * A verb's form or participle the dictionary lists in other forms only ("lüften", not "entlüftet"; "geprüften", not
 * "geprüft"): its ending (-t, -et, -te, -ten, -tet) given as -en or -ten is a word.
 */
const VERB_ENDING = /(?:t|et|te|ten|tet)$/;

/** Whether a (lowercased) word is a form of one of the verbs of a list: its ending given as -en or -ten is a word. */
function isVerbForm(word: string, words: Set<string>): boolean {
  if (!VERB_ENDING.test(word)) return false;
  return ['t', 'et', 'te', 'ten', 'tet'].some((ending) => {
    const stem = word.slice(0, -ending.length);
    return word.endsWith(ending) && stem.length >= 4 && (words.has(`${stem}en`) || words.has(`${stem}ten`));
  });
}

/**
 * Whether a (lowercased) word with umlauts (the whole word or its end) is a word of the dictionary, or a form of one of
 * its verbs where neither the part as read (`asRead`) nor the whole word as read (`whole`) is a word or a verb's form of
 * the dictionary ("macht" stays though "mächten" is a word; "erbracht" though "erbrächten" is: "erbrachten" is too).
 */
function isUmlautWord(word: string, asRead: string, whole: string): boolean {
  if (WORDS.has(word)) return true;
  const known = (w: string) => plainWords().has(w) || isVerbForm(w, plainWords());
  return isVerbForm(word, WORDS) && !known(asRead) && !known(whole);
}

/**
 * One word as OCR read it, with the umlauts it lost put back (its punctuation kept), or as read. A long compound may
 * have lost three ("GleichmaBigkeitspriifung"): one turn gives back at most two, its end's first ("-prüfung"), and the
 * word so mended is looked at again for its head's alone ("Gleichmäßigkeits-"), by the dictionary's words of its parts.
 */
export function mendUmlauts(token: string): string {
  const mended = mendUmlautsOnce(token, false);
  return mended === token ? token : mendUmlautsOnce(mended, true);
}

/**
 * One turn of `mendUmlauts`: at most two places change; a whole word beats a compound's end, a longer end a shorter
 * one, fewer changes more.
 */
function mendUmlautsOnce(token: string, headOnly: boolean): string {
  // A compound joined by hyphens ("Olservice-Paket", "Bremsflussigkeit-Wechsel"): each part is a word of its own.
  if (new RegExp(`[${LETTERS}]-[${LETTERS}]`).test(token))
    return token
      .split(/(-)/)
      .map((part) => mendUmlautsOnce(part, headOnly))
      .join('');
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
      // A capital B, BB or R stands for ß only between small letters ("StraBe", "SchweiBBarbeiten", "StoRdämpfer"), never a
      // word's capital nor a small b or r.
      if (umlaut === 'ß' && !(word.startsWith(reading.toUpperCase(), i) && small(word[i - 1]) && small(word[i + reading.length]))) continue;
      places.push({ at: i, length: reading.length, to: small(word[i]) || umlaut === 'ß' ? umlaut : umlaut.toUpperCase() });
    }
  if (!places.length || places.length > 24) return token;
  if (headOnly) {
    const head = compoundHead(word, places);
    return head ? before + head + after : token;
  }
  const sets: Change[][] = [];
  places.forEach((p, i) => {
    sets.push([p]);
    for (const q of places.slice(i + 1)) if (q.at >= p.at + p.length) sets.push([p, q]);
  });
  let best: { text: string; start: number; n: number } | null = null;
  for (const changes of sets) {
    const { text, from } = withChanges(word, changes);
    const mended = text.toLowerCase();
    const firstChange = from.indexOf(changes[0].at);
    // The word itself, else the longest end of it that is a word, holds the changes and as read ends in no word
    // of its own ("Ausrlicklager" ends in "lager": not "-kläger"; "Stahlgruber" in "gruber": not "-rüber").
    let start = isUmlautWord(mended, lower, lower) ? 0 : -1;
    if (start < 0)
      for (let s = Math.min(firstChange, mended.length - MIN_TAIL); s >= 1; s--) {
        if (PLAIN.has(lower.slice(from[s]))) {
          start = -1;
          break;
        }
        if (s >= MIN_HEAD && isUmlautWord(mended.slice(s), lower.slice(from[s]), lower)) start = s;
      }
    if (start < 0) continue;
    if (!best || start < best.start || (start === best.start && changes.length < best.n)) best = { text, start, n: changes.length };
  }
  if (best) return before + best.text + after;
  const head = compoundHead(word, places) ?? oilCompound(word);
  return head ? before + head + after : token;
}

/**
 * A compound ending in "-öl" (Hydrauliköl, Zweitaktöl, Getriebeöl) whose umlaut OCR lost: the end is too short to be a
 * part of its own anywhere else, so a word as read ending in "ol" whose letters before it (four or more) are a word or a
 * compound of words, and which as read is neither ("Alkohol", "Benzol" and "Tirol" stay), is that compound.
 */
function oilCompound(word: string): string | null {
  const lower = word.toLowerCase();
  const stem = lower.slice(0, -2);
  if (!lower.endsWith('ol') || stem.length < MIN_PART || plainWords().has(lower) || partsOf(lower)) return null;
  if (!isGermanWord(stem) && !partsOf(stem)) return null;
  return word.slice(0, -2) + (word.endsWith('OL') ? 'ÖL' : 'öl');
}

/** A compound's parts are words of four letters or more; a short noun may head it ("Öl-", "Süd-"). */
const MIN_PART = 4;

/**
 * Whether a (lowercased) word is a compound of dictionary words: up to three parts of four letters or more, a linking
 * "s" after any but the last ("Kühlers-"), the first a short head where `head` allows it. The parts, or null.
 */
export function partsOf(word: string, head = true, depth = 3): string[] | null {
  const known = (part: string, first: boolean) =>
    part.length >= MIN_PART ? plainWords().has(part) || WORDS.has(part) : first && head && SHORT_HEADS.has(part);
  if (depth === 0) return null;
  if (!head && known(word, false)) return [word];
  for (let s = 2; s <= word.length - MIN_PART; s++) {
    const first = word.slice(0, s);
    if (!known(first, true) && !(first.endsWith('s') && known(first.slice(0, -1), true))) continue;
    const rest = partsOf(word.slice(s), false, depth - 1);
    if (rest) return [first, ...rest];
  }
  return null;
}

/**
 * The last parts of a town's or a district's name ("Magdeburg-Sudenburg", "Rudesheim", "Hohenstadt"): a name is spelt as
 * its place spells it, with or without dots, and OCR keeps a name's plain letters as often as it loses an umlaut, so the
 * dictionary's words of its head say nothing of it ("Süden-burg").
 */
const PLACE_ENDS = new Set(['burg', 'berg', 'dorf', 'heim', 'hausen', 'stadt', 'stedt', 'feld', 'bach', 'hagen', 'rode', 'ingen', 'leben', 'büttel']);

/**
 * The umlaut a compound's head (or a part before its last) lost: "Olfilter", "Kihlerschlauch", "SchlieBwinkel". The
 * dictionary rarely holds such compounds whole, so the word with its umlauts back must be a compound of its words —
 * and the word as read neither a word nor such a compound ("Oldtimer", "Barverkauf", "Schonzeit" stay). Where the
 * head's umlaut was lost, its dots may also have turned the thin letter after it into an f ("Offilter" for "Ölfilter").
 * The word's end is not looked at here (mendUmlauts does that); the part changed is no plain reading that is a word
 * itself ("-dorfer").
 */
function compoundHead(word: string, places: Change[]): string | null {
  const lower = word.toLowerCase();
  if (plainWords().has(lower)) return null;
  const asRead = partsOf(lower);
  const small = (c: string | undefined) => c !== undefined && c !== c.toUpperCase();
  // The umlaut's dots read into the thin letter after it: "Of" for "Öl", "OF" for "ÖL".
  const dotted = [...lower.matchAll(/[aou]f/g)].map((m): Change => {
    const to = `${{ a: 'ä', o: 'ö', u: 'ü' }[m[0][0]]}l`;
    const cased = small(word[m.index]) ? to : small(word[m.index + 1]) ? to[0].toUpperCase() + to[1] : to.toUpperCase();
    return { at: m.index, length: 2, to: cased };
  });
  const all = [...places, ...dotted];
  const sets: Change[][] = [...all.map((p) => [p])];
  all.forEach((p, i) => {
    for (const q of all.slice(i + 1)) if (q.at >= p.at + p.length) sets.push([p, q]);
  });
  for (const changes of sets) {
    const { text, from } = withChanges(word, changes);
    const parts = partsOf(text.toLowerCase());
    if (!parts) continue;
    // Each part's span in the word as read; every change lies before the last part, in a part that as read is no
    // plain reading that is a word of its own.
    let end = 0;
    const spans = parts.map((p) => [from[end], from[(end += p.length)]]);
    const changed = (span: number[]) => changes.some((c) => c.at >= span[0] && c.at < span[1]);
    if (changed(spans.at(-1)!) || PLACE_ENDS.has(parts.at(-1)!)) continue;
    // A head as read that is a word heads compounds too, but where the dictionary's words begin with it rarely and
    // with its umlaut very often ("uber-" 2, "über-" 265; "ruck-" 5, "rück-" 76) OCR lost the umlaut.
    const lostHead = !spans.slice(1).some(changed) && headsRarely(lower.slice(spans[0][0], spans[0][1]), parts[0]);
    if (asRead && !lostHead) continue;
    if (spans.some((span, i) => changed(span) && PLAIN.has(lower.slice(span[0], span[1])) && !(i === 0 && lostHead))) continue;
    return text;
  }
  return null;
}

/** How many of the dictionary's words (with umlauts or without) begin with a (lowercased) head, counted once each. */
const wordsHeaded = new Map<string, number>();
function wordsBeginningWith(head: string): number {
  let n = wordsHeaded.get(head);
  if (n === undefined) {
    n = 0;
    for (const w of WORDS) if (w.startsWith(head)) n++;
    for (const w of plainWords()) if (w.startsWith(head)) n++;
    wordsHeaded.set(head, n);
  }
  return n;
}

/** The dictionary's words begin with the head with its umlaut back many times (twenty or more) and ten times as often as with the head as read. */
function headsRarely(asRead: string, mended: string): boolean {
  const withUmlaut = wordsBeginningWith(mended);
  return withUmlaut >= 20 && withUmlaut >= 10 * wordsBeginningWith(asRead);
}

/**
 * OCR's reading of a German page with the umlauts its words lost put back, in its words and in its text alike.
 * `pageText` is the whole page's reading when `read` is a part of it read again (a head line): its language is the page's.
 */
export function withUmlauts<T extends { text: string; words: Word[] }>(read: T, pageText = read.text): T {
  if (detectLanguage(pageText) !== 'de') return read;
  const text = read.text.replace(/\S+/g, mendUmlauts);
  if (text === read.text) return read;
  return { ...read, text, words: read.words.map((w) => ({ ...w, text: w.text.replace(/\S+/g, mendUmlauts) })) };
}
