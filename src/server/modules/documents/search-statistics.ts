import type { Db } from '../../db/client';
import { executeText, type TextStatement } from '../../db/execute-prepared';
import { libraryRowsOf, readsMatchesOffIndex, wordShare, type LexemeShares, type UserShares } from '../../../shared/documents/search-plan';
import type { LibraryQuery } from './library-row';
import type { SearchPlan } from './search-documents';

/**
 * What the planner knows of the documents table, read from pg_stats: each frequent lexeme's share
 * of the documents (statistics on up to 10,000 lexemes since migration 0022) and how many
 * documents each user has. They change only when the table is analysed (autovacuum's, or after
 * a bulk insert), so they are read once and again in the background once a minute has passed.
 */
interface SearchStatistics {
  words: LexemeShares | null;
  users: UserShares | null;
}
const STATISTICS_REFRESH_MS = 60_000;

const STATISTICS_TEXT = `
  select (select json_build_object('lexemes', s.most_common_elems::text::text[], 'shares', s.most_common_elem_freqs)::text
          from pg_stats s where s.schemaname = current_schema() and s.tablename = 'vehicle_documents_content' and s.attname = 'search_vector') as words,
    (select json_build_object('users', s.most_common_vals::text::text[], 'shares', s.most_common_freqs, 'distinct', s.n_distinct, 'nullShare', s.null_frac)::text
          from pg_stats s where s.schemaname = current_schema() and s.tablename = 'vehicle_documents_content' and s.attname = 'user_id') as users,
    (select c.reltuples::float8 from pg_class c where c.oid = 'vehicle_documents_content'::regclass) as rows`;

async function readStatistics(db: Db): Promise<SearchStatistics> {
  const [row] = await executeText<{ words: string | null; users: string | null; rows: number | null }>(db, { text: STATISTICS_TEXT, values: [] });
  let words: LexemeShares | null = null;
  if (row.words) {
    const w = JSON.parse(row.words) as { lexemes: string[] | null; shares: number[] | null };
    if (w.lexemes && w.shares && w.lexemes.length > 0) {
      // The lexemes' shares, then (tsvector's statistics) the lowest and highest of them.
      const shares = new Map(w.lexemes.map((l, i) => [l, w.shares![i]]));
      words = { shares, rarest: Math.min(...shares.values()) };
    }
  }
  let users: UserShares | null = null;
  if (row.users && row.rows !== null) {
    const u = JSON.parse(row.users) as { users: string[] | null; shares: number[] | null; distinct: number; nullShare: number };
    users = { rows: Number(row.rows), users: u.users ?? [], shares: u.shares ?? [], distinct: u.distinct, nullShare: u.nullShare };
  }
  return { words, users };
}

const statistics = new WeakMap<Db, { at: number; value: SearchStatistics | null; reading: Promise<SearchStatistics | null> | null }>();

function readInto(db: Db, kept: { at: number; value: SearchStatistics | null; reading: Promise<SearchStatistics | null> | null }) {
  const at = Date.now();
  kept.reading = readStatistics(db)
    .catch(() => null) // no statistics: every page as the planner chooses
    .then((value) => {
      Object.assign(kept, { at, value, reading: null });
      return value;
    });
  return kept.reading;
}

/** The statistics: read the first time (once, however many ask), then answered at once and read again in the background when a minute old. */
function searchStatistics(db: Db): Promise<SearchStatistics | null> {
  let kept = statistics.get(db);
  if (!kept) {
    kept = { at: 0, value: null, reading: null };
    statistics.set(db, kept);
    return readInto(db, kept);
  }
  if (kept.reading && kept.at === 0) return kept.reading;
  if (!kept.reading && Date.now() - kept.at >= STATISTICS_REFRESH_MS) void readInto(db, kept);
  return Promise.resolve(kept.value);
}

/** A word's query in each language (`tsquery::text`), as the search asks both. Named: the same text for every word. */
const FORMS_STATEMENT = {
  name: 'search_word_forms',
  text: `select websearch_to_tsquery('english'::regconfig, $1)::text as en, websearch_to_tsquery('german'::regconfig, $1)::text as de`,
};
/** Words' forms asked lately, by search key (they never change): one round trip for a word's first search. */
const forms = new WeakMap<Db, Map<string, Promise<string[]>>>();
const MAX_WORDS = 10_000;

function wordForms(db: Db, key: string): Promise<string[]> {
  let known = forms.get(db);
  if (!known) forms.set(db, (known = new Map()));
  let found = known.get(key);
  if (found) {
    known.delete(key); // most recently used last
    known.set(key, found);
    return found;
  }
  found = executeText<{ en: string; de: string }>(db, { ...FORMS_STATEMENT, values: [key] }).then(([r]) => [r.en, r.de]);
  found.catch(() => known.delete(key));
  if (known.size >= MAX_WORDS) known.delete(known.keys().next().value!);
  known.set(key, found);
  return found;
}

/** How a search page in date order is read, and whether its word's matches are worth reading at its first asking. */
export interface SearchChoice {
  plan: SearchPlan;
  /** The word is rare enough that its matches cost no more to read than this page's walk would. */
  rare: boolean;
}

/**
 * Chooses how a search page in date order of `key` (a search key) is read, by the word's frequency
 * as the statistics give it — the larger of its two forms', not their sum, which is what the
 * planner takes (shared/documents/search-plan.ts). A page filtered by vehicle or by dates is left
 * to the planner: the vehicle's index or the date range already bounds its walk.
 */
export async function chooseSearch(db: Db, userId: string, key: string, query: LibraryQuery): Promise<SearchChoice> {
  const [stats, words] = await Promise.all([searchStatistics(db), wordForms(db, key)]);
  const share = wordShare(words, stats?.words ?? null);
  const rare = readsMatchesOffIndex(share, libraryRowsOf(userId, stats?.users ?? null), query.offset + query.limit + 1);
  const bounded = !!(query.vehicleId || query.from || query.to);
  return { plan: rare && !bounded ? 'index' : 'planner', rare };
}

/** The forms statement, for a pool connection that opens (modules/warm-statements.ts). */
export function searchChoiceStatements(): TextStatement[] {
  return [{ ...FORMS_STATEMENT, values: ['motor'] }];
}
