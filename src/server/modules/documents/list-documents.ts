import { sql, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, type documentListQuerySchema } from '../../../shared/documents/document-api';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/execute-prepared';
import { highlightSnippet, lexemesOf } from '../../../shared/documents/highlight';
import { indexLibrary, libraryPage, type LibraryLookup } from '../../../shared/documents/library-filter';

type Query = z.output<typeof documentListQuerySchema>;

/**
 * A library row's fields as the answer names them, and the expression each is read from — one
 * list for the page query and for the JSON the database builds of it.
 */
const FIELDS: [name: string, expression: string][] = [
  ['id', 'd.id'],
  ['vehicleId', 'd.vehicle_id'],
  ['title', 'd.title'],
  ['documentType', 'd.document_type'],
  ['date', 'd.date_created::text'],
  ['fileName', 'd.file_name'],
  ['fileSize', 'd.file_size'],
  ['aiConfidence', 'd.ai_confidence'],
  ['totalCost', 'd.total_cost::float8'],
  ['serviceMileage', 'd.service_mileage'],
  ['premium', 'd.premium::float8'],
  ['purchasePrice', 'd.purchase_price::float8'],
  ['appraisedValue', 'd.appraised_value::float8'],
  ['registrationNumber', 'd.registration_number'],
  ['plateNumber', 'd.plate_number'],
  ['policyNumber', 'd.policy_number'],
  ['expiryDate', 'd.expiry_date::text'],
  ['currency', 'd.currency'],
];
const PAGE_COLUMNS = sql.raw(FIELDS.map(([name, expression]) => `${expression} as "${name}"`).join(', '));
const ROW_COLUMNS = sql.raw(FIELDS.map(([name]) => `x."${name}"`).join(', '));
/** Separates the rows' JSON texts: JSON never holds this character unescaped. */
const ROW_SEPARATOR = '\u001e';

/** How much text each hit's passage is looked for in; real invoices are far shorter. */
const SNIPPET_SOURCE_CHARS = 4000;
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, MaxFragments=1`;

/**
 * The library: one user's documents, newest first, filtered; with `q`, full text in English and
 * German (either configuration's stems match) and a highlighted passage for each hit (see
 * shared/documents/highlight.ts). `limit + 1` rows tell whether more follow. The answer is the
 * JSON text of a `DocumentList`, made of the rows' JSON as the database wrote it.
 */
export async function listDocuments(db: Db, userId: string, query: Query): Promise<string> {
  const where: SQL[] = [sql`d.user_id = ${userId}`];
  if (query.vehicleId) where.push(sql`d.vehicle_id = ${query.vehicleId}`);
  if (query.type) where.push(sql`d.document_type = ${query.type}`);
  if (query.from) where.push(sql`d.date_created >= ${query.from}`);
  if (query.to) where.push(sql`d.date_created <= ${query.to}`);
  const q = query.q?.trim() || null;
  const tsq = sql`(websearch_to_tsquery('english'::regconfig, ${q}) || websearch_to_tsquery('german'::regconfig, ${q}))`;
  if (q) where.push(sql`d.search_vector @@ ${tsq}`);

  // Newest first unless asked otherwise, searching too. The NULLS clauses match the index's
  // (date_created DESC NULLS LAST, id DESC NULLS LAST), so a page is read straight off it.
  const sort = query.sort ?? 'date_desc';
  const order =
    sort === 'date_asc'
      ? sql`d.date_created asc nulls first, d.id asc nulls first`
      : sort === 'title'
        ? sql`lower(d.title) asc, d.id asc`
        : sort === 'relevance' && q
          ? sql`ts_rank_cd(d.search_vector, ${tsq}) desc, d.date_created desc nulls last, d.id desc nulls last`
          : sql`d.date_created desc nulls last, d.id desc nulls last`;

  const page = sql`
    select ${PAGE_COLUMNS}${
      q
        ? sql`,
      concat_ws(' ', d.ai_summary, d.notes, left(d.content_text, ${SNIPPET_SOURCE_CHARS})) as "snippetSource",
      coalesce(length(d.content_text), 0) > ${SNIPPET_SOURCE_CHARS} as "isLong"`
        : sql``
    }
    from vehicle_documents_content d
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${query.limit + 1} offset ${query.offset}`;

  // One round trip, few values: each row's JSON text as the database builds it (sent on as it is,
  // never parsed and serialised again), the snippet sources when searching, and the query's
  // lexemes once. PGlite hands a few long values over far faster than hundreds of columns.
  // Without a search word the page's columns are the row's: its JSON is the subquery's row, in a
  // statement prepared once per connection (its text holds no values).
  const [{ rows: joined, sources, tree }] = q
    ? (
        await db.execute<{ rows: string | null; sources: string | null; tree: string | null }>(sql`
    select string_agg(y.j, ${ROW_SEPARATOR}) as rows, json_agg(json_build_array(x.id, x."snippetSource", x."isLong"))::text as sources,
      querytree(${tsq}) as tree
    from (${page}) x, lateral (select row_to_json(r)::text as j from (select ${ROW_COLUMNS}) r) y`)
      ).rows
    : await executePrepared<{ rows: string | null; sources: null; tree: null }>(
        db,
        sql`select string_agg(row_to_json(x)::text, ${ROW_SEPARATOR}) as rows, null as sources, null as tree from (${page}) x`,
      );
  const rows = joined ? joined.split(ROW_SEPARATOR) : [];
  const hasMore = rows.length > query.limit;
  if (hasMore) rows.length = query.limit;
  const snippets: (string | null)[] = rows.map(() => null);
  if (q && sources) {
    const lexemes = lexemesOf(tree);
    const found = (JSON.parse(sources) as [id: string, source: string | null, isLong: boolean][]).slice(0, rows.length);
    found.forEach(([, source], i) => (snippets[i] = highlightSnippet(source, lexemes)));
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
  }
  // The row texts end in "}": the snippet is added as the last field, as the schema lists it.
  const documents = rows.map((row, i) => `${row.slice(0, -1)},"snippet":${JSON.stringify(snippets[i])}}`);
  return `{"documents":[${documents.join(',')}],"hasMore":${hasMore},"nextOffset":${hasMore ? query.offset + query.limit : null}}`;
}

/** The user's whole library, newest first: each row's JSON text as a page sends it, and what the filters look at. */
export interface LibraryIndex {
  rows: string[];
  lookup: LibraryLookup;
  bytes: number;
}

/**
 * A library of more documents than this is paged by the database: held whole it would take more
 * than the kept values' share one may have (~700 bytes a document; content-cache.ts). Counted
 * first, so that a large library is not read whole only to be dropped — at 50,000 documents that
 * read took seconds, and every page asked meanwhile waited for it.
 */
export const MAX_LIBRARY_INDEX_DOCUMENTS = 20_000;

/**
 * The whole library in one statement, in the order of a page without a search word (date
 * descending, undated last, id descending), each row's JSON text built as listDocuments builds it
 * (with its `snippet`: null without a search word). Pages cut from it (libraryPage) are the
 * database's pages. Null for a library of more than `maxDocuments`.
 */
export async function loadLibraryIndex(db: Db, userId: string, maxDocuments = MAX_LIBRARY_INDEX_DOCUMENTS): Promise<LibraryIndex | null> {
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from vehicle_documents_content d where d.user_id = ${userId}`);
  if (Number(counted.rows[0].n) > maxDocuments) return null;
  const result = await db.execute<{ rows: string | null; facts: string | null }>(sql`
    select string_agg(y.j, ${ROW_SEPARATOR}) as rows, json_agg(json_build_array(x."vehicleId", x."documentType", x."date"))::text as facts
    from (select ${PAGE_COLUMNS} from vehicle_documents_content d where d.user_id = ${userId}
          order by d.date_created desc nulls last, d.id desc nulls last) x,
      lateral (select row_to_json(r)::text as j from (select ${ROW_COLUMNS}) r) y`);
  const { rows, facts } = result.rows[0];
  const parsed = (JSON.parse(facts ?? '[]') as [string, string, string | null][]).map(([vehicleId, documentType, date]) => ({ vehicleId, documentType, date }));
  return {
    rows: rows ? rows.split(ROW_SEPARATOR).map((row) => `${row.slice(0, -1)},"snippet":null}`) : [],
    lookup: indexLibrary(parsed),
    // The rows' text (one byte a character, the split rows are slices of it) and ~100 bytes a fact.
    bytes: (rows?.length ?? 0) + parsed.length * 100,
  };
}

/** A page cut from the index: the JSON text of a DocumentList, as listDocuments answers it. */
export function pageFromIndex(index: LibraryIndex, query: Query): string {
  const { shown, hasMore, nextOffset } = libraryPage(index.lookup, query);
  return `{"documents":[${shown.map((i) => index.rows[i]).join(',')}],"hasMore":${hasMore},"nextOffset":${nextOffset}}`;
}
