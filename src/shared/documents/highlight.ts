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

export function highlightSnippet(body: string | null, lexemes: string[], opts = { before: 8, after: 22 }): string | null {
  if (!body || lexemes.length === 0) return null;
  const words = [...body.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  const isHit = (w: string) => {
    const f = fold(w);
    // Only inflection-sized endings: "Werkstätten" is a hit for werkstatt, "Werkstattrechnung" is not.
    return lexemes.some((l) => f.startsWith(l) && f.length - l.length <= 4);
  };
  const first = words.findIndex((m) => isHit(m[0]));
  if (first < 0) return null;
  const from = Math.max(0, first - opts.before);
  const to = Math.min(words.length - 1, first + opts.after);
  const start = words[from].index!;
  const end = words[to].index! + words[to][0].length;
  let out = '';
  let pos = start;
  for (let i = from; i <= to; i++) {
    const m = words[i];
    if (!isHit(m[0])) continue;
    out += body.slice(pos, m.index) + HIGHLIGHT_START + m[0] + HIGHLIGHT_STOP;
    pos = m.index! + m[0].length;
  }
  out += body.slice(pos, end);
  const clean = out.replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '… ' : ''}${clean}${to < words.length - 1 ? ' …' : ''}`;
}
