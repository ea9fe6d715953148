/**
 * How a search page is read, chosen by how frequent its word really is (decision 027, ninth
 * amendment). The search asks `websearch_to_tsquery('english', q) || websearch_to_tsquery('german', q)`,
 * and every document's vector holds both languages' forms of its words; PostgreSQL's planner adds
 * the two forms' frequencies as if they were independent, so it takes a word to be twice as
 * frequent as it is, and walks the date index testing each row where reading the word's matches
 * off the GIN index would be cheaper. The frequencies here come from the same statistics the
 * planner reads (pg_stats' most common elements of `search_vector`); the two forms are one word,
 * so the word's share is the larger of theirs, not their sum.
 */

/** A text-search query as PostgreSQL writes it out (`tsquery::text`). */
export type QueryNode = { lexeme: string; prefix: boolean } | { not: QueryNode } | { op: '&' | '|' | '<->'; left: QueryNode; right: QueryNode };

/** What the planner falls back on for a lexeme it has no statistics for (PostgreSQL's DEFAULT_TS_MATCH_SEL). */
const DEFAULT_MATCH_SHARE = 0.005;

/**
 * Reads a query in the form `tsquery::text` gives: lexemes in single quotes ('' and \\ escaped,
 * then optional `:*` and weights), `!`, `&`, `|`, `<->` / `<n>`, parentheses. Null for the empty
 * query (only stop words) or anything else this does not know.
 */
export function parseQuery(text: string): QueryNode | null {
  const tokens: (string | QueryNode)[] = [];
  for (let i = 0; i < text.length;) {
    const c = text[i];
    if (c === ' ') i++;
    else if (c === "'") {
      let lexeme = '';
      for (i++; i < text.length; i++) {
        if (text[i] === "'" && text[i + 1] === "'") lexeme += text[++i];
        else if (text[i] === '\\' && i + 1 < text.length) lexeme += text[++i];
        else if (text[i] === "'") break;
        else lexeme += text[i];
      }
      if (i >= text.length) return null;
      i++;
      let prefix = false;
      if (text[i] === ':') {
        const m = /^:([*A-Da-d]+)/.exec(text.slice(i));
        if (!m) return null;
        prefix = m[1].includes('*');
        i += m[0].length;
      }
      tokens.push({ lexeme, prefix });
    } else if ('!&|()'.includes(c)) {
      tokens.push(c);
      i++;
    } else if (c === '<') {
      const m = /^<(-|\d+)>/.exec(text.slice(i));
      if (!m) return null;
      tokens.push('<->');
      i += m[0].length;
    } else return null;
  }
  if (tokens.length === 0) return null;
  let at = 0;
  // Binding as tsquery's input reads it: ! before <->, <-> before &, & before |.
  const rank: Record<string, number> = { '|': 1, '&': 2, '<->': 3 };
  const operand = (): QueryNode | null => {
    const t = tokens[at++];
    if (t === undefined) return null;
    if (typeof t !== 'string') return t;
    if (t === '!') {
      const arg = operand();
      return arg && { not: arg };
    }
    if (t === '(') {
      const inner = expression(0);
      return tokens[at++] === ')' ? inner : null;
    }
    return null;
  };
  const expression = (min: number): QueryNode | null => {
    let left = operand();
    while (left) {
      const t = tokens[at];
      if (typeof t !== 'string' || !(t in rank) || rank[t] <= min) break;
      at++;
      const right = expression(rank[t]);
      if (!right) return null;
      left = { op: t as '&' | '|' | '<->', left, right };
    }
    return left;
  };
  const tree = expression(0);
  return at === tokens.length ? tree : null;
}

/** The statistics of `search_vector`: each listed lexeme's share of the documents, and what an unlisted one is taken at. */
export interface LexemeShares {
  shares: Map<string, number>;
  /** The rarest listed lexeme's share: a lexeme outside the list is rarer than that (PostgreSQL takes half of it). */
  rarest: number;
}

/**
 * The share of documents a query matches, combined as PostgreSQL's planner combines it within one
 * query (tsquery_opr_selec: independent terms). Null when it cannot tell (a prefix).
 */
export function queryShare(node: QueryNode, stats: LexemeShares): number | null {
  if ('lexeme' in node) {
    if (node.prefix) return null;
    return stats.shares.get(node.lexeme) ?? Math.min(DEFAULT_MATCH_SHARE, stats.rarest / 2);
  }
  if ('not' in node) {
    const s = queryShare(node.not, stats);
    return s === null ? null : 1 - s;
  }
  const [l, r] = [queryShare(node.left, stats), queryShare(node.right, stats)];
  if (l === null || r === null) return null;
  return node.op === '|' ? l + r - l * r : l * r;
}

/**
 * The share of documents a search word matches, from its query in each language (`tsquery::text`):
 * the larger of the two, since every document holds both forms of its words. Null when it cannot
 * tell (no statistics, a form it cannot read); 0 when neither form holds a lexeme (the search finds nothing).
 */
export function wordShare(forms: string[], stats: LexemeShares | null): number | null {
  if (!stats) return null;
  let share = 0;
  for (const form of forms) {
    if (form.trim() === '') continue;
    const tree = parseQuery(form);
    const s = tree && queryShare(tree, stats);
    if (s === null || s === undefined) return null;
    share = Math.max(share, s);
  }
  return share;
}

/**
 * Whether a page in date order of a word matching `share` of a library of `libraryRows` documents
 * is read off the GIN index (all the word's matches, then the newest `wanted`) rather than by
 * walking the date index until `wanted` matches are found. Each row either way costs about one
 * page read (rows of up to 8 KB: migration 0024): the index reads share × rows of them, the walk
 * about wanted / share. So the index wins when share² × rows ≤ wanted — at 50,000 documents and a
 * first page (26 rows) for a word in up to 2.3 % of them, at 10,000 up to 5 %.
 */
export function readsMatchesOffIndex(share: number | null, libraryRows: number | null, wanted: number): boolean {
  if (share === null || libraryRows === null || !(libraryRows > 0)) return false;
  return share * share * libraryRows <= wanted;
}

/** The statistics of the column of user ids, as pg_stats gives them: how many of a table's rows one user's are. */
export interface UserShares {
  /** The table's rows (pg_class.reltuples; negative when never counted). */
  rows: number;
  users: string[];
  shares: number[];
  /** pg_stats.n_distinct: a count, or (negative) a fraction of the rows. */
  distinct: number;
  nullShare: number;
}

/**
 * How many documents `userId` has, estimated as the planner estimates `user_id = $1`: the listed
 * share if the user is among the most common, else the rest spread evenly over the other users.
 * Null without statistics.
 */
export function libraryRowsOf(userId: string, stats: UserShares | null): number | null {
  if (!stats || !(stats.rows > 0)) return null;
  const i = stats.users.indexOf(userId);
  if (i >= 0) return stats.rows * stats.shares[i];
  const distinct = stats.distinct >= 0 ? stats.distinct : -stats.distinct * stats.rows;
  const others = distinct - stats.users.length;
  const rest = 1 - stats.nullShare - stats.shares.reduce((a, b) => a + b, 0);
  return others >= 1 ? (stats.rows * Math.max(0, rest)) / others : 0;
}
