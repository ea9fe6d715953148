import type { Word } from './layout';

/**
 * A receipt's name as two OCR readings of the page read it (auto layout and one block): each
 * reading misreads other letters of a faded head ("IA MART" where the other has "ASIA MART"), and
 * Tesseract says how sure it was of every word. Word by word, the surer reading wins.
 */

/** A word confidence Tesseract seldom gives a misread word. */
const SURE = 70;

/** Levenshtein distance between two short strings. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

const letters = (s: string) => s.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/** 1 for the same letters, 0 for nothing in common (case and punctuation aside). */
export function similarity(a: string, b: string): number {
  const x = letters(a);
  const y = letters(b);
  if (!x.length || !y.length) return 0;
  return 1 - editDistance(x, y) / Math.max(x.length, y.length);
}

/** Two readings of one printed word: mostly the same letters, or one read with letters the other lost ("IA" in "ASIA"). */
function sameWord(a: string, b: string): boolean {
  const x = letters(a);
  const y = letters(b);
  if (!x || !y) return false;
  if (x.length >= 2 && y.length >= 2 && (x.includes(y) || y.includes(x))) return true;
  return similarity(a, b) >= 0.5;
}

/** The words of each OCR line, left to right. */
function linesOf(words: Word[]): Word[][] {
  const lines = new Map<string, Word[]>();
  for (const w of words) {
    if (!w.text.trim() || w.line === undefined) continue;
    lines.set(w.line, [...(lines.get(w.line) ?? []), w]);
  }
  return [...lines.values()].map((ws) => ws.sort((a, b) => a.x0 - b.x0));
}

/** The line of a reading that reads most like `name` (at least half its letters alike), or null. */
export function lineLike(name: string, words: Word[]): Word[] | null {
  let best: { line: Word[]; score: number } | null = null;
  for (const line of linesOf(words)) {
    // The name may be only a part of its line (a registration number after it): the line's best-matching run of words counts.
    let score = 0;
    for (let i = 0; i < line.length; i++)
      for (let j = i + 1; j <= line.length; j++)
        score = Math.max(
          score,
          similarity(
            name,
            line
              .slice(i, j)
              .map((w) => w.text)
              .join(' '),
          ),
        );
    if (score >= 0.5 && (!best || score > best.score)) best = { line, score };
  }
  return best?.line ?? null;
}

/** The two lines' words paired in order (an edit alignment); a word only one reading has stays unpaired. */
function align(a: Word[], b: Word[]): [Word, Word][] {
  const n = a.length;
  const m = b.length;
  // cost[i][j]: aligning a[i..] with b[j..]; pairing two unlike words costs as much as skipping both.
  const cost = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n; i >= 0; i--)
    for (let j = m; j >= 0; j--) {
      if (i === n || j === m) cost[i][j] = n - i + (m - j);
      else cost[i][j] = Math.min(cost[i + 1][j] + 1, cost[i][j + 1] + 1, sameWord(a[i].text, b[j].text) ? cost[i + 1][j + 1] : Infinity);
    }
  const pairs: [Word, Word][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (sameWord(a[i].text, b[j].text) && cost[i][j] === cost[i + 1][j + 1]) pairs.push([a[i++], b[j++]]);
    else if (cost[i][j] === cost[i + 1][j] + 1) i++;
    else j++;
  }
  return pairs;
}

/**
 * Whether OCR was unsure of a word of `name` in the reading's line that reads most like it (below the confidence
 * Tesseract seldom gives a misread word): a name worth a second reading. False when the line is not found.
 */
export function nameIsUnsure(name: string, words: Word[] | null | undefined): boolean {
  return unsureWordsOf(name, words).size > 0;
}

/** The words of `name` OCR was unsure of in the reading's line that reads most like it (none when the line is not found). */
export function unsureWordsOf(name: string, words: Word[] | null | undefined): Set<string> {
  const line = words?.length ? lineLike(name, words) : null;
  if (!line) return new Set();
  const unsure = new Set(line.filter((w) => (w.confidence ?? 100) < SURE).map((w) => letters(w.text)));
  return new Set(name.split(' ').filter((t) => letters(t) && unsure.has(letters(t))));
}

/**
 * `name` as read from the first reading, with each of its words that the second reading read
 * with more confidence taken from the second. Unchanged when either reading lacks the line.
 */
export function mergeNameReadings(name: string, first: Word[] | null | undefined, second: Word[] | null | undefined): string {
  if (!first?.length || !second?.length) return name;
  const a = lineLike(name, first);
  const b = lineLike(name, second);
  if (!a || !b) return name;
  const tokens = name.split(' ');
  for (const [x, y] of align(a, b)) {
    // Tesseract is sure of a garbled word at times ("(KALAYSTAY" 57 over "(MALAYSIA)" 29): only a sure reading replaces one.
    // Points and commas are the print's specks as often as its marks: only other letters are worth a change.
    // A word holding all the first's letters and more was read whole where the first lost its start or end ("nal" in "Personal"): sure is enough.
    const whole = letters(y.text).length > letters(x.text).length && letters(y.text).includes(letters(x.text));
    if (letters(x.text) === letters(y.text) || (y.confidence ?? 0) < SURE || (!whole && (y.confidence ?? 0) <= (x.confidence ?? 0))) continue;
    const at = tokens.indexOf(x.text);
    if (at >= 0) tokens[at] = y.text;
  }
  return tokens.join(' ');
}

/**
 * A name Tesseract cut into two lines of one printed row ("Watson’s" / "Personal Care Stores Sdn
 * Bhd", a gap where letters faded): the words standing before it on its row, by the words'
 * positions (`rows`: the page's rows, cells three spaces apart), belong to it. Only words (no
 * digit, colon or mark of a label) and at most two cells.
 */
export function nameWithItsRow(name: string, rows: string[]): string {
  const head = name.split(' ').slice(0, 2).join(' ');
  for (const row of rows) {
    const cells = row.split(/\s{3,}/).map((c) => c.trim());
    // The name's first row decides: standing first there, it stands alone.
    const at = cells.findIndex((c) => c.startsWith(head));
    if (at < 0) continue;
    if (at === 0 || at > 2) return name;
    const before = cells.slice(0, at);
    if (before.every((c) => /^\p{L}[\p{L}'’&.-]*(\s\p{L}[\p{L}'’&.-]*)*$/u.test(c) && /\p{L}{3}/u.test(c))) return `${before.join(' ')} ${name}`;
    return name;
  }
  return name;
}
