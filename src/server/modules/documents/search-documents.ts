import { sql, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '../../../shared/documents/document-api';
import { highlightSnippet, lexemesOf } from '../../../shared/documents/highlight';
import type { Db } from '../../db/client';
import { libraryFilters, PAGE_COLUMNS, ROW_COLUMNS, ROW_SEPARATOR, type LibraryQuery } from './library-row';

/** How much text each hit's passage is looked for in; real invoices are far shorter. */
const SNIPPET_SOURCE_CHARS = 4000;
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, MaxFragments=1`;

/**
 * How many of the newest (or oldest) documents a search in date order tests one by one before it
 * asks the full-text index instead. Testing a row reads its `search_vector` (~1.4 KB, compressed);
 * the index finds every match at once but each match's row must then be read to sort by date. A
 * frequent word fills a page within the first few hundred rows; a rare one is cheaper through the
 * index. With this bound neither way reads more than a few thousand rows, at any library size
 * (decision 027).
 */
const WINDOW_ROWS = 500;

type PageResult = {
  rows: string | null;
  sources: string | null;
  tree: string | null;
  hits: number;
  full: boolean | null;
};

/**
 * Full-text search of one user's library, in English and German (either configuration's stems
 * match), with a highlighted passage for each hit (shared/documents/highlight.ts). The answer is the
 * JSON text of a `DocumentList`, made of the rows' JSON as the database wrote it; the database hands
 * over only the page's rows. Which rows and in what order is exactly what one statement
 * `where … and search_vector @@ q order by … limit … offset …` gives; how they are found depends on
 * the word (decision 027). `windowRows` is WINDOW_ROWS but for tests, which need a small one.
 */
export async function searchDocuments(db: Db, userId: string, query: LibraryQuery & { q: string }, windowRows = WINDOW_ROWS): Promise<string> {
  const tsq = sql`(websearch_to_tsquery('english'::regconfig, ${query.q}) || websearch_to_tsquery('german'::regconfig, ${query.q}))`;
  const filters = sql.join(libraryFilters(userId, query), sql` and `);
  const sort = query.sort ?? 'date_desc';
  const inDateOrder = sort === 'date_desc' || sort === 'date_asc';

  let page: PageResult | null = null;
  let hasMore = false;
  if (inDateOrder) {
    // The newest (oldest) WINDOW_ROWS rows walked down the date index, each tested: enough hits
    // among them decide the page (any hit further on comes after them); so does a walk that ended
    // before the window did (there is nothing further on).
    const order = sort === 'date_asc' ? sql`d.date_created asc nulls first, d.id asc nulls first` : sql`d.date_created desc nulls last, d.id desc nulls last`;
    const needed = query.offset + query.limit + 1;
    const result = await db.execute<PageResult>(sql`
      with picked as materialized (
        select w.id, w.hit, w.rn from (
          select v.id, v.hit, row_number() over () as rn from (
            select d.id, d.search_vector @@ ${tsq} as hit from vehicle_documents_content d
            where ${filters} order by ${order} limit ${windowRows}) v) w
        where w.hit or w.rn = ${windowRows}
        limit ${needed + 1}),
      page as (select id, row_number() over (order by rn) as ord from (select id, rn from picked where hit order by rn limit ${query.limit} offset ${query.offset}) p)
      ${pageTail(tsq, sql`(select count(*) from picked where hit)::int as hits, (select bool_or(rn = ${windowRows}) from picked) as full`)}`);
    const found = result.rows[0];
    if (found.hits >= needed || !found.full) {
      page = found;
      hasMore = found.hits >= needed;
    }
  }
  if (!page) {
    // Every match through the full-text index (library_search_hits, migration 0022), then sorted:
    // for rare words in date order, and for the title and relevance orders, which need every match.
    const [keys, order] =
      sort === 'title'
        ? [sql`lower(d.title) as title_key`, sql`title_key asc, id asc`]
        : sort === 'relevance'
          ? [sql`d.rank, d.date_created`, sql`rank desc, date_created desc nulls last, id desc nulls last`]
          : sort === 'date_asc'
            ? [sql`d.date_created`, sql`date_created asc nulls first, id asc nulls first`]
            : [sql`d.date_created`, sql`date_created desc nulls last, id desc nulls last`];
    const result = await db.execute<PageResult>(sql`
      with matched as materialized (select d.id, ${keys} from library_search_hits(${userId}, ${tsq}, ${sort === 'relevance'}) d where ${filters}),
      ranked as (select id, row_number() over (order by ${order}) as ord from matched order by ${order} limit ${query.limit + 1} offset ${query.offset}),
      page as (select id, ord from ranked order by ord limit ${query.limit})
      ${pageTail(tsq, sql`(select count(*) from ranked)::int as hits, null as full`)}`);
    page = result.rows[0];
    hasMore = page.hits > query.limit;
  }
  return answer(db, userId, tsq, page, hasMore, query);
}

/**
 * The page's rows (`page`: id, ord) as their JSON texts in one value, the sources of their
 * highlighted passages, and the query's lexemes once: PGlite hands a few long values over far
 * faster than hundreds of columns. `counts`: how many hits were found, and whether the window was full.
 */
function pageTail(tsq: SQL, counts: SQL): SQL {
  return sql`
    select string_agg(y.j, ${ROW_SEPARATOR} order by x.ord) as rows,
      json_agg(json_build_array(x.id, x."snippetSource", x."isLong") order by x.ord)::text as sources,
      querytree(${tsq}) as tree, ${counts}
    from (select p.ord, ${PAGE_COLUMNS},
            concat_ws(' ', d.ai_summary, d.notes, left(d.content_text, ${SNIPPET_SOURCE_CHARS})) as "snippetSource",
            coalesce(length(d.content_text), 0) > ${SNIPPET_SOURCE_CHARS} as "isLong"
          from page p join vehicle_documents_content d on d.id = p.id) x,
      lateral (select row_to_json(r)::text as j from (select ${ROW_COLUMNS}) r) y`;
}

/** The DocumentList's JSON text: each row's JSON as the database wrote it, with its snippet added. */
async function answer(db: Db, userId: string, tsq: SQL, page: PageResult, hasMore: boolean, query: LibraryQuery): Promise<string> {
  const rows = page.rows ? page.rows.split(ROW_SEPARATOR) : [];
  const found = JSON.parse(page.sources ?? '[]') as [id: string, source: string | null, isLong: boolean][];
  const lexemes = lexemesOf(page.tree);
  const snippets = found.map(([, source]) => highlightSnippet(source, lexemes));
  // A hit further into a long text than the page read: let PostgreSQL find the passage for those few.
  const deep = found.flatMap(([id, , isLong], i) => (isLong && !snippets[i] ? [id] : []));
  if (deep.length > 0) {
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
  return `{"documents":[${documents.join(',')}],"hasMore":${hasMore},"nextOffset":${hasMore ? query.offset + query.limit : null}}`;
}
