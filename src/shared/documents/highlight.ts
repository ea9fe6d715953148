import { HIGHLIGHT_START, HIGHLIGHT_STOP } from './document-api';

/**
 * A search hit's passage with its matches marked, built from the database's query lexemes
 * (`querytree` of the English and German query). PostgreSQL's ts_headline would do the same but
 * costs about half a millisecond per row in PGlite; a stem is (nearly always) a prefix of the
 * word it came from once umlauts are folded, so a prefix test (with at most an inflection's
 * worth of ending) finds the same words cheaply.
 * Which documents match is still decided by the database alone.
 */
const fold = (s: string) => s.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');

/** The lexemes of a `querytree` text such as `'werkstatt' | 'vergas' & 'oil'`. */
export function lexemesOf(querytree: string | null): string[] {
  if (!querytree) return [];
  const out = new Set<string>();
  for (const m of querytree.matchAll(/'((?:[^']|'')+)'/g)) {
    const lexeme = fold(m[1].replace(/''/g, "'"));
    if (lexeme.length >= 2) out.add(lexeme);
  }
  return [...out];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Finds where a hit may start, on the raw text: each lexeme with its umlauts and ß unfolded
 * ("werkstatt" → /werkst[aä]tt/iu). It may also match inside a word; the word test decides.
 */
const probes = new Map<string, RegExp>();
function probeFor(lexemes: string[]): RegExp {
  const key = lexemes.join('\u0000');
  let probe = probes.get(key);
  if (!probe) {
    const alternatives = lexemes.map((l) =>
      l
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/ss/g, '\u0000')
        .replace(/a/g, '[aä]')
        .replace(/o/g, '[oö]')
        .replace(/u/g, '[uü]')
        .replace(/\u0000/g, '(?:ss|ß)'),
    );
    probe = new RegExp(alternatives.join('|'), 'iu');
    if (probes.size > 1000) probes.clear();
    probes.set(key, probe);
  }
  return probe;
}

/** Words are read from a little before the first possible hit, so 8 words ahead of it are there. */
const LOOK_BEHIND_CHARS = 240;

export function highlightSnippet(body: string | null, lexemes: string[], opts = { before: 8, after: 22 }): string | null {
  if (!body || lexemes.length === 0) return null;
  // Most rows of a page matched on their text; the rest (title, shop only) are ruled out here
  // without splitting the text into words, and a long text is read from near its first hit.
  const probe = probeFor(lexemes).exec(body);
  if (!probe) return null;
  let from = Math.max(0, probe.index - LOOK_BEHIND_CHARS);
  while (from > 0 && !/\s/.test(body[from - 1])) from -= 1; // not in the middle of a word
  const isHit = (w: string) => {
    const f = fold(w);
    // Only inflection-sized endings: "Werkstätten" is a hit for werkstatt, "Werkstattrechnung" is not.
    return lexemes.some((l) => f.startsWith(l) && f.length - l.length <= 4);
  };
  // One pass that stops `after` words past the first hit, keeping only the `before` words ahead of it.
  const words: RegExpExecArray[] = [];
  let first = -1;
  let dropped = from > 0 ? 1 : 0;
  let more = false;
  const scan = new RegExp(WORD);
  scan.lastIndex = from;
  for (let m = scan.exec(body); m; m = scan.exec(body)) {
    if (first >= 0 && words.length > first + opts.after) {
      more = true;
      break;
    }
    words.push(m);
    if (first < 0) {
      if (isHit(m[0])) first = words.length - 1;
      else if (words.length > opts.before) {
        words.shift();
        dropped += 1;
      }
    }
  }
  if (first < 0) return null;
  const start = words[0].index;
  const last = words[words.length - 1];
  const end = last.index + last[0].length;
  let out = '';
  let pos = start;
  for (const m of words) {
    if (!isHit(m[0])) continue;
    out += body.slice(pos, m.index) + HIGHLIGHT_START + m[0] + HIGHLIGHT_STOP;
    pos = m.index + m[0].length;
  }
  out += body.slice(pos, end);
  const clean = out.replace(/\s+/g, ' ').trim();
  return `${dropped > 0 ? '… ' : ''}${clean}${more ? ' …' : ''}`;
}
