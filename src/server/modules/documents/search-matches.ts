import type { Db } from '../../db/client';
import { executeText, ROW_SEPARATOR_SQL, type TextStatement } from '../../db/execute-prepared';
import { lexemesOf } from '../../../shared/documents/highlight';
import { indexLibrary, libraryPage, type LibraryLookup } from '../../../shared/documents/library-filter';
import { factsAggregate, PAGE_COLUMNS_TEXT, parseFacts, ROW_COLUMNS_TEXT, type LibraryQuery } from './library-row';
import { searchAnswer, searchDocuments, searchStatement, SNIPPET_COLUMNS_TEXT } from './search-documents';
import { searchChoiceStatements } from './search-statistics';

/**
 * All of one user's documents that match a search word, newest first, by their facts and ids — a
 * library of their own: a search's page in date order is cut from it by `libraryPage` (vehicle,
 * type, date range, page) as a list page is cut from the whole library, and only the page's rows
 * are read, by id. Paging through a search or narrowing it by vehicle or type then costs one
 * primary-key statement instead of a full-text search (PGlite answers one statement at a time).
 */
export interface SearchMatches {
  ids: string[];
  lookup: LibraryLookup;
  /** The query's lexemes (for the passages), as the search statement gives them. */
  lexemes: string[];
  bytes: number;
}

/** What a match costs in memory: its facts, id and positions (list-documents.ts counts the same). */
const MATCH_BYTES = 200;

const TSQ = `(websearch_to_tsquery('english'::regconfig, $2) || websearch_to_tsquery('german'::regconfig, $2))`;
const MATCHES_TEXT = `
  select (select ${factsAggregate('x.vehicle_id', 'x.document_type', 'x.date_created', 'x.id')}
    from (select d.vehicle_id, d.document_type, d.date_created, d.id from vehicle_documents_content d
          where d.user_id = $1 and d.search_vector @@ ${TSQ}
          order by d.date_created desc nulls last, d.id desc nulls last) x) as facts,
    querytree(${TSQ}) as tree`;

/**
 * The matches of `q` (a search key: shared/documents/search-key.ts) among the user's documents,
 * in one statement: planned for its word (unnamed), like the search itself (decision 027).
 */
export async function loadSearchMatches(db: Db, userId: string, q: string): Promise<SearchMatches> {
  const [{ facts, tree }] = await executeText<{ facts: string | null; tree: string | null }>(db, { text: MATCHES_TEXT, values: [userId, q] });
  const parsed = await parseFacts(facts);
  return {
    ids: parsed.ids,
    lookup: indexLibrary(parsed.facts),
    lexemes: lexemesOf(tree),
    bytes: 100 + parsed.ids.length * MATCH_BYTES,
  };
}

/** Reads a search page's rows by id, in the order given: each row's JSON and its passage's source, as the search statement builds them. */
const ROWS_BY_ID_TEXT = `
  select string_agg(y.j, ${ROW_SEPARATOR_SQL} order by u.n) as rows,
    json_agg(json_build_array(x.id, x."snippetSource", x."isLong") order by u.n)::text as sources, count(*)::int as found
  from unnest($2::text[]) with ordinality u(id, n),
    lateral (select ${PAGE_COLUMNS_TEXT}, ${SNIPPET_COLUMNS_TEXT} from vehicle_documents_content d where d.id = u.id and d.user_id = $1) x,
    lateral (select row_to_json(r)::text as j from (select ${ROW_COLUMNS_TEXT}) r) y`;

/**
 * A search page in date order cut from the word's matches: the JSON text of a DocumentList, as
 * searchDocuments answers it. Should a row have gone meanwhile (a delete through another instance,
 * within the quarter second a version is trusted), the page is the database's.
 */
export async function searchPageFromMatches(db: Db, userId: string, matches: SearchMatches, query: LibraryQuery & { q: string }): Promise<string> {
  const { shown, nextOffset } = libraryPage(matches.lookup, query);
  if (shown.length === 0) return searchAnswer(db, userId, query.q, { rows: null, sources: null }, matches.lexemes, nextOffset);
  const [page] = await executeText<{ rows: string | null; sources: string | null; found: number }>(db, {
    name: 'search_rows_by_id',
    text: ROWS_BY_ID_TEXT,
    values: [userId, shown.map((i) => matches.ids[i])],
  });
  if (Number(page.found) !== shown.length) return searchDocuments(db, userId, query);
  return searchAnswer(db, userId, query.q, page, matches.lexemes, nextOffset);
}

/**
 * The search's statements with `userId`'s values, for a pool connection that opens
 * (modules/warm-statements.ts): the rows by id (named, prepared), and a word's matches and a search page
 * (unnamed: planned once here, which reads the text-search dictionaries of both languages and the
 * search index's catalogue entries — the first search of a new connection planned in 25–53 ms
 * against 0.4 ms after at 50,000 documents, decision 027).
 */
export function searchStatements(userId: string): TextStatement[] {
  return [
    { name: 'search_rows_by_id', text: ROWS_BY_ID_TEXT, values: [userId, []] },
    { text: MATCHES_TEXT, values: [userId, 'motor'] },
    searchStatement(userId, { q: 'motor', limit: 25, offset: 0 }),
    ...searchChoiceStatements(),
  ];
}
