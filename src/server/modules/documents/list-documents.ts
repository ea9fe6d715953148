import { sql } from 'drizzle-orm';
import { documentSorts } from '../../../shared/documents/document-api';
import type { Db } from '../../db/client';
import { executeText, ROW_SEPARATOR, ROW_SEPARATOR_SQL, textOfShape, type TextStatement } from '../../db/execute-prepared';
import { indexLibrary, libraryPage, type LibraryLookup } from '../../../shared/documents/library-filter';
import {
  factsAggregate,
  libraryFilters,
  libraryOrder,
  libraryShape,
  PAGE_COLUMNS,
  PAGE_COLUMNS_TEXT,
  parseFacts,
  ROW_COLUMNS,
  type LibraryQuery as Query,
} from './library-row';
import { searchDocuments } from './search-documents';

/**
 * A library page's statement without a search word: its shape's name (prepared under it on
 * PostgreSQL), text and values. One round trip, one value: each row's JSON text as the database
 * builds it (sent on as it is, never parsed and serialised again). PGlite hands one long value
 * over far faster than hundreds of columns. The page's columns are the row's: its JSON is the
 * subquery's row, and the text holds no values. At most 4 filters × 4 orders of shapes.
 */
export function libraryPageStatement(userId: string, query: Query): TextStatement {
  const { where, values } = libraryFilters(userId, query);
  const name = `library_page_${libraryShape(query)}`;
  const text = textOfShape(
    name,
    () => `select string_agg(row_to_json(x)::text, ${ROW_SEPARATOR_SQL}) as rows from (
      select ${PAGE_COLUMNS_TEXT} from vehicle_documents_content d where ${where.join(' and ')}
      order by ${libraryOrder(query.sort)} limit $${values.length + 1} offset $${values.length + 2}) x`,
  );
  return { name, text, values: [...values, query.limit + 1, query.offset] };
}

/**
 * Every named statement of the library with `userId`'s values (a page of each shape, rows by id):
 * what a pool connection prepares when it opens (modules/warm-statements.ts).
 */
export function libraryStatements(userId: string): TextStatement[] {
  const pages = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].flatMap((bits) =>
    documentSorts.map((sort) =>
      libraryPageStatement(userId, {
        vehicleId: bits & 1 ? 'none' : undefined,
        type: bits & 2 ? 'other' : undefined,
        from: bits & 4 ? '1900-01-01' : undefined,
        to: bits & 8 ? '1900-01-01' : undefined,
        sort,
        limit: 1,
        offset: 0,
      }),
    ),
  );
  const ranges = [0, 1, 2, 3].flatMap((bits) =>
    (['date_desc', 'date_asc'] as const).map((sort) =>
      rangeStatement(userId, { vehicleId: bits & 1 ? 'none' : undefined, type: bits & 2 ? 'other' : undefined, sort }, ['1900-01-01', ''], ['1900-01-01', '']),
    ),
  );
  return [...pages, ...ranges, { name: 'library_rows_by_id', text: BY_ID_TEXT, values: [userId, []] }];
}

/**
 * The library: one user's documents, newest first, filtered; with `q`, the full-text search
 * (search-documents.ts). `limit + 1` rows tell whether more follow. The answer is the JSON text of
 * a `DocumentList`, made of the rows' JSON as the database wrote it.
 */
export async function listDocuments(db: Db, userId: string, query: Query): Promise<string> {
  const q = query.q?.trim();
  if (q) return searchDocuments(db, userId, { ...query, q });
  const [{ rows: joined }] = await executeText<{ rows: string | null }>(db, libraryPageStatement(userId, query));
  const rows = joined ? joined.split(ROW_SEPARATOR) : [];
  const hasMore = rows.length > query.limit;
  if (hasMore) rows.length = query.limit;
  // The row texts end in "}": the snippet is added as the last field, as the schema lists it.
  const documents = rows.map((row) => `${row.slice(0, -1)},"snippet":null}`);
  return `{"documents":[${documents.join(',')}],"hasMore":${hasMore},"nextOffset":${hasMore ? query.offset + query.limit : null}}`;
}

/**
 * The user's whole library, newest first: what the filters look at, and either each row's JSON
 * text as a page sends it (`rows`) or, for a large library, only each row's id (`ids`): a page's
 * rows are then read by id in one statement.
 */
export interface LibraryIndex {
  rows: string[] | null;
  ids: string[];
  lookup: LibraryLookup;
  bytes: number;
}

/**
 * Up to this many documents the rows' JSON is held (~700 bytes a document, within the kept
 * values' share one may have: content-cache.ts); above, only the facts and ids (~200 bytes a
 * document), up to MAX_LIBRARY_FACTS_DOCUMENTS; above that, pages come from the database. Counted
 * first, so that a large library is not read whole only to be dropped — at 50,000 documents that
 * read took seconds, and every page asked meanwhile waited for it.
 */
export const MAX_LIBRARY_INDEX_DOCUMENTS = 20_000;
export const MAX_LIBRARY_FACTS_DOCUMENTS = 80_000;
/** What a document held by its facts and id only costs in memory (strings, arrays, positions). */
const FACT_BYTES = 200;

/**
 * The whole library in one statement, in the order of a page without a search word (date
 * descending, undated last, id descending), each row's JSON text built as listDocuments builds it
 * (with its `snippet`: null without a search word) — or, above `maxRows` documents, only its id.
 * Pages cut from it (libraryPage) are the database's pages. Null above `maxFacts` documents.
 */
export async function loadLibraryIndex(
  db: Db,
  userId: string,
  maxRows = MAX_LIBRARY_INDEX_DOCUMENTS,
  maxFacts = MAX_LIBRARY_FACTS_DOCUMENTS,
): Promise<LibraryIndex | null> {
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from vehicle_documents_content d where d.user_id = ${userId}`);
  const count = Number(counted.rows[0].n);
  if (count > maxFacts) return null;
  const withRows = count <= maxRows;
  // Held by its facts only, a large library is read without building any row's JSON, off the date
  // index alone (it holds each document's vehicle and type: migration 0025).
  const result = await db.execute<{ rows: string | null; facts: string | null }>(
    withRows
      ? sql`
    select string_agg(y.j, ${ROW_SEPARATOR}) as rows, ${sql.raw(factsAggregate('x."vehicleId"', 'x."documentType"', 'x."date"', 'x.id'))} as facts
    from (select ${PAGE_COLUMNS} from vehicle_documents_content d where d.user_id = ${userId}
          order by d.date_created desc nulls last, d.id desc nulls last) x,
      lateral (select row_to_json(r)::text as j from (select ${ROW_COLUMNS}) r) y`
      : sql`
    select null as rows, ${sql.raw(factsAggregate('x.vehicle_id', 'x.document_type', 'x.date_created', 'x.id'))} as facts
    from (select d.vehicle_id, d.document_type, d.date_created, d.id from vehicle_documents_content d where d.user_id = ${userId}
          order by d.date_created desc nulls last, d.id desc nulls last) x`,
  );
  const { rows, facts: factsText } = result.rows[0];
  const { facts, ids } = await parseFacts(factsText);
  return {
    rows: withRows ? (rows ? rows.split(ROW_SEPARATOR).map((row) => `${row.slice(0, -1)},"snippet":null}`) : []) : null,
    ids,
    lookup: indexLibrary(facts),
    // The rows' text (one byte a character, the split rows are slices of it) and the facts.
    bytes: (rows?.length ?? 0) + ids.length * (withRows ? 100 : FACT_BYTES),
  };
}

/** Reads rows by id, in the order given, each row's JSON text as a library page builds it. */
const BY_ID_TEXT = `select string_agg(row_to_json(x)::text, ${ROW_SEPARATOR_SQL} order by u.n) as rows, count(*)::int as found
  from unnest($2::text[]) with ordinality u(id, n),
    lateral (select ${PAGE_COLUMNS_TEXT} from vehicle_documents_content d where d.id = u.id and d.user_id = $1) x`;

/**
 * The rows of a library page read along the index whose order the page is in, from its first row
 * to its last: (user, date, id), (user, type, date, id), (vehicle, date, id) or (vehicle, type,
 * date, id) — every page cut from the facts is one run of one of them (a date range is a stretch of
 * the date order). ~1.2 buffers a row instead of ~4 through the primary key (decision 027, ninth
 * amendment). Each row's JSON text, and the ids read, to be checked against the page's.
 */
// Without a type, the dates' bounds are also given alone: the planner estimated the row comparison
// no better than by a default, and took a bitmap over the whole library for some pages. With a type
// they are left out: given a few days' range, it walked the date index testing the type instead of
// the type's index (at 50,000 documents, custom plans of 400 pages: 28 buffers a page either way).
function rangeStatement(
  userId: string,
  query: Pick<Query, 'vehicleId' | 'type' | 'sort'>,
  high: [date: string, id: string],
  low: [date: string, id: string],
): TextStatement {
  const values: unknown[] = [userId];
  const where = ['d.user_id = $1'];
  if (query.vehicleId) where.push(`d.vehicle_id = $${values.push(query.vehicleId)}`);
  if (query.type) where.push(`d.document_type = $${values.push(query.type)}`);
  const n = values.length;
  const order = query.sort === 'date_asc' ? 'date_asc' : 'date_desc';
  const name = `library_rows_range_${query.vehicleId ? 'v' : ''}${query.type ? 't' : ''}_${order}`;
  const text = textOfShape(
    name,
    () => `select string_agg(row_to_json(x)::text, ${ROW_SEPARATOR_SQL}) as rows, string_agg(x.id, ${ROW_SEPARATOR_SQL}) as ids from (
      select ${PAGE_COLUMNS_TEXT} from vehicle_documents_content d
      where ${where.join(' and ')}${query.type ? '' : ` and d.date_created between $${n + 3}::date and $${n + 1}::date`}
        and (d.date_created, d.id) <= ($${n + 1}::date, $${n + 2}) and (d.date_created, d.id) >= ($${n + 3}::date, $${n + 4})
      order by ${libraryOrder(order)}) x`,
  );
  return { name, text, values: [...values, ...high, ...low] };
}

/**
 * A page cut from the index: the JSON text of a DocumentList, as listDocuments answers it. A large
 * library's page reads its rows along the page's index (rangeStatement), or by id when a row is
 * undated (one prepared statement, the primary key); should the rows read not be the page's (a
 * write through another instance, within the quarter second its version is trusted), the page is
 * the database's.
 */
export async function pageFromIndex(db: Db, userId: string, index: LibraryIndex, query: Query): Promise<string> {
  const { shown, hasMore, nextOffset } = libraryPage(index.lookup, query);
  const envelope = (documents: string) => `{"documents":[${documents}],"hasMore":${hasMore},"nextOffset":${nextOffset}}`;
  if (index.rows) return envelope(shown.map((i) => index.rows![i]).join(','));
  if (shown.length === 0) return envelope('');
  const ids = shown.map((i) => index.ids[i]);
  const [first, last] = [shown[0], shown[shown.length - 1]];
  const [firstDate, lastDate] = [index.lookup.facts[first].date, index.lookup.facts[last].date];
  let rows: string | null;
  if (firstDate !== null && lastDate !== null) {
    const firstKey: [string, string] = [firstDate, index.ids[first]];
    const lastKey: [string, string] = [lastDate, index.ids[last]];
    // Newest first, the page's first row has its highest key; oldest first, its last row.
    const [high, low] = query.sort === 'date_asc' ? [lastKey, firstKey] : [firstKey, lastKey];
    const page = await executeText<{ rows: string | null; ids: string | null }>(db, rangeStatement(userId, query, high, low));
    rows = page[0].ids === ids.join(ROW_SEPARATOR) ? page[0].rows : null;
  } else {
    const [page] = await executeText<{ rows: string | null; found: number }>(db, { name: 'library_rows_by_id', text: BY_ID_TEXT, values: [userId, ids] });
    rows = Number(page.found) === shown.length ? page.rows : null;
  }
  if (!rows) return listDocuments(db, userId, query);
  return envelope(
    rows
      .split(ROW_SEPARATOR)
      .map((row) => `${row.slice(0, -1)},"snippet":null}`)
      .join(','),
  );
}
