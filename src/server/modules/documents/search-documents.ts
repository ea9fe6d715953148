import { sql } from 'drizzle-orm';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '../../../shared/documents/document-api';
import { highlightSnippet, lexemesOf } from '../../../shared/documents/highlight';
import type { Db } from '../../db/client';
import { executeText, ROW_SEPARATOR, ROW_SEPARATOR_SQL, textOfShape, type TextStatement } from '../../db/execute-prepared';
import { libraryFilters, libraryOrder, libraryShape, PAGE_COLUMNS_TEXT, ROW_COLUMNS_TEXT, type LibraryQuery } from './library-row';

/** How much text each hit's passage is looked for in; real invoices are far shorter. */
const SNIPPET_SOURCE_CHARS = 4000;
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, MaxFragments=1`;

/** A search page's rows: their JSON texts (separated by ROW_SEPARATOR) and their passages' sources, in the page's order. */
export type SearchRows = {
  rows: string | null;
  sources: string | null;
};

/** The search's columns besides the row's: where a hit's passage is looked for, and whether the text goes on beyond it. */
export const SNIPPET_COLUMNS_TEXT = `concat_ws(' ', d.ai_summary, d.notes, left(d.content_text, ${SNIPPET_SOURCE_CHARS})) as "snippetSource",
      coalesce(length(d.content_text), 0) > ${SNIPPET_SOURCE_CHARS} as "isLong"`;

type PageResult = SearchRows & { tree: string | null; count: number };

/**
 * How a search page in date order is read: as the planner chooses ('planner'), or off the GIN index
 * ('index': all the word's matches, then the page's newest) — chosen by the word's frequency where
 * the planner misjudges it (shared/documents/search-plan.ts; decision 027, ninth amendment).
 */
export type SearchPlan = 'planner' | 'index';

/** The search statement of a shape: the filters' values are $1…$n, then the word, limit + 1, the offset and the limit. */
function searchText(where: string[], sort: LibraryQuery['sort'], plan: SearchPlan): string {
  const word = `$${where.length + 1}`;
  const [limitAndOne, offset, limit] = [`$${where.length + 2}`, `$${where.length + 3}`, `$${where.length + 4}`];
  const tsq = `(websearch_to_tsquery('english'::regconfig, ${word}) || websearch_to_tsquery('german'::regconfig, ${word}))`;
  const matching = [...where, `d.search_vector @@ ${tsq}`].join(' and ');
  const page =
    plan === 'index'
      ? // The matches' dates and ids sorted, then only the page's rows read whole: sorting the
        // matches with all their columns (4 KB of passage source each) cost twice as much.
        `
    select ${PAGE_COLUMNS_TEXT},
      ${SNIPPET_COLUMNS_TEXT}
    from (select d.id, d.date_created from vehicle_documents_content d
          where ${matching}
          order by ${offIndex(libraryOrder(sort))}
          limit ${limitAndOne} offset ${offset}) o
      join vehicle_documents_content d on d.id = o.id
    order by ${libraryOrder(sort).replaceAll('d.', 'o.')}`
      : `
    select ${PAGE_COLUMNS_TEXT},
      ${SNIPPET_COLUMNS_TEXT}
    from vehicle_documents_content d
    where ${matching}
    order by ${libraryOrder(sort, `ts_rank_cd(d.search_vector, ${tsq})`)}
    limit ${limitAndOne} offset ${offset}`;
  // Numbered above the LIMIT (a window function below it would read every match before the limit).
  const onPage = `filter (where x.n <= ${limit})`;
  return `
    select string_agg(y.j, ${ROW_SEPARATOR_SQL}) ${onPage} as rows,
      (json_agg(json_build_array(x.id, x."snippetSource", x."isLong")) ${onPage})::text as sources,
      querytree(${tsq}) as tree, count(*)::int as count
    from (select p.*, row_number() over () as n from (${page}) p) x,
      lateral (select row_to_json(r)::text as j from (select ${ROW_COLUMNS_TEXT}) r) y`;
}

/**
 * A date order the date indexes cannot give (`date_created + 0`: the same dates, so the same
 * order), so that the planner cannot walk them and reads the word's matches off the GIN index.
 * PostgreSQL has no hints; this is the ordinary way to take one path away from it.
 */
function offIndex(order: string): string {
  return order.replace('d.date_created ', '(d.date_created + 0) ');
}

/** The search statement of a query: unnamed, so that it is planned for its word every time (see searchDocuments). */
export function searchStatement(userId: string, query: LibraryQuery & { q: string }, plan: SearchPlan = 'planner'): TextStatement {
  const { where, values } = libraryFilters(userId, query);
  const onIndex = plan === 'index' && (query.sort === undefined || query.sort === 'date_desc' || query.sort === 'date_asc');
  const text = textOfShape(`library_search_${libraryShape(query)}${onIndex ? '_gin' : ''}`, () => searchText(where, query.sort, onIndex ? 'index' : 'planner'));
  return { text, values: [...values, query.q, query.limit + 1, query.offset, query.limit] };
}

/**
 * Full-text search of one user's library, in English and German (either configuration's stems
 * match), with a highlighted passage for each hit (shared/documents/highlight.ts). The answer is the
 * JSON text of a `DocumentList`, made of the rows' JSON as the database wrote it.
 *
 * One statement: the planner walks the date index testing each row when a word is frequent, and
 * reads the matches off the GIN index when it is rare — it can tell which since migration 0022
 * keeps statistics on ten times as many words (decision 027). So it is planned for its word every
 * time (never prepared once for all words). Where it takes a word for twice as frequent as it is
 * (its two languages' forms added), `plan` 'index' takes the walk away (search-statistics.ts). `limit + 1` rows tell whether more follow; the
 * database hands over the JSON and passage sources of the page's rows only, and the query's
 * lexemes once: PGlite hands a few long values over far faster than hundreds of columns.
 */
export async function searchDocuments(db: Db, userId: string, query: LibraryQuery & { q: string }, plan: SearchPlan = 'planner'): Promise<string> {
  const [found] = await executeText<PageResult>(db, searchStatement(userId, query, plan));
  const hasMore = found.count > query.limit;
  return searchAnswer(db, userId, query.q, found, lexemesOf(found.tree), hasMore ? query.offset + query.limit : null);
}

/**
 * The DocumentList's JSON text of a search page: each row's JSON as the database wrote it, with
 * its snippet added. `nextOffset` is null when no more follow.
 */
export async function searchAnswer(db: Db, userId: string, q: string, page: SearchRows, lexemes: string[], nextOffset: number | null): Promise<string> {
  const rows = page.rows ? page.rows.split(ROW_SEPARATOR) : [];
  const found = JSON.parse(page.sources ?? '[]') as [id: string, source: string | null, isLong: boolean][];
  const snippets = found.map(([, source]) => highlightSnippet(source, lexemes));
  // A hit further into a long text than the page read: let PostgreSQL find the passage for those few.
  const deep = found.flatMap(([id, , isLong], i) => (isLong && !snippets[i] ? [id] : []));
  if (deep.length > 0) {
    const tsq = sql`(websearch_to_tsquery('english'::regconfig, ${q}) || websearch_to_tsquery('german'::regconfig, ${q}))`;
    const headline = (config: string) => sql`ts_headline(${sql.raw(`'${config}'::regconfig`)}, left(d.content_text, 200000), ${tsq}, ${HEADLINE_OPTIONS})`;
    const passages = await db.execute<{ id: string; de: string; en: string }>(
      sql`select d.id, ${headline('german')} as de, ${headline('english')} as en from vehicle_documents_content d where d.user_id = ${userId} and d.id in ${sql`(${sql.join(
        deep.map((id) => sql`${id}`),
        sql`, `,
      )})`}`,
    );
    const byId = new Map(passages.rows.map((f) => [f.id, f.de.includes(HIGHLIGHT_START) ? f.de : f.en.includes(HIGHLIGHT_START) ? f.en : null]));
    found.forEach(([id], i) => {
      if (byId.has(id)) snippets[i] = byId.get(id) ?? null;
    });
  }
  // The row texts end in "}": the snippet is added as the last field, as the schema lists it.
  const documents = rows.map((row, i) => `${row.slice(0, -1)},"snippet":${JSON.stringify(snippets[i])}}`);
  return `{"documents":[${documents.join(',')}],"hasMore":${nextOffset !== null},"nextOffset":${nextOffset}}`;
}
