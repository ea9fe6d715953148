import { sql, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, type DocumentList, type documentListQuerySchema } from '../../../shared/documents/document-api';
import type { Confidence, DocumentType } from '../../../shared/documents/document-types';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { highlightSnippet, lexemesOf } from '../../../shared/documents/highlight';

type Query = z.output<typeof documentListQuerySchema>;

/** A page row as the database builds it (numeric columns already JSON numbers). */
interface PageRow {
  id: string;
  vehicleId: string;
  title: string;
  documentType: DocumentType;
  date: string;
  fileName: string;
  fileSize: number;
  aiConfidence: Confidence | null;
  totalCost: number | null;
  serviceMileage: number | null;
  premium: number | null;
  purchasePrice: number | null;
  appraisedValue: number | null;
  registrationNumber: string | null;
  plateNumber: string | null;
  policyNumber: string | null;
  expiryDate: string | null;
  currency: string;
  snippetSource: string | null;
  isLong: boolean;
}

/** How much text each hit's passage is looked for in; real invoices are far shorter. */
const SNIPPET_SOURCE_CHARS = 4000;
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, MaxFragments=1`;

/**
 * The library: one user's documents, newest first, filtered; with `q`, full text in English and
 * German (either configuration's stems match) and a highlighted passage for each hit (see
 * shared/documents/highlight.ts). `limit + 1` rows tell whether more follow.
 */
export async function listDocuments(db: Db, userId: string, query: Query): Promise<DocumentList> {
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
    select d.id, d.vehicle_id as "vehicleId", d.title, d.document_type as "documentType", d.date_created::text as date, d.file_name as "fileName",
      d.file_size as "fileSize", d.ai_confidence as "aiConfidence", d.total_cost::float8 as "totalCost", d.service_mileage as "serviceMileage",
      d.premium::float8 as premium, d.purchase_price::float8 as "purchasePrice", d.appraised_value::float8 as "appraisedValue",
      d.registration_number as "registrationNumber", d.plate_number as "plateNumber", d.policy_number as "policyNumber",
      d.expiry_date::text as "expiryDate", d.currency,
      ${q ? sql`concat_ws(' ', d.ai_summary, d.notes, left(d.content_text, ${SNIPPET_SOURCE_CHARS}))` : sql`null`} as "snippetSource",
      ${q ? sql`coalesce(length(d.content_text), 0) > ${SNIPPET_SOURCE_CHARS}` : sql`false`} as "isLong"
    from vehicle_documents_content d
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${query.limit + 1} offset ${query.offset}`;

  // One round trip and one value: the page comes as a single JSON text, which PGlite hands over
  // far faster than hundreds of separate columns, and the query's lexemes (once) come along.
  const result = await db.execute<{ page: string; tree: string | null }>(
    sql`select (select coalesce(json_agg(x), '[]')::text from (${page}) x) as page, ${q ? sql`querytree(${tsq})` : sql`null`} as tree`,
  );
  const rows = JSON.parse(result.rows[0].page) as PageRow[];
  const lexemes = q ? lexemesOf(result.rows[0].tree) : [];
  const hasMore = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const snippets = new Map<string, string | null>();
  for (const r of shown) snippets.set(r.id, q ? highlightSnippet(r.snippetSource, lexemes) : null);
  // A hit further into a long text than the page read: let PostgreSQL find the passage for those few.
  const deep = shown.filter((r) => r.isLong && !snippets.get(r.id)).map((r) => r.id);
  if (q && deep.length > 0) {
    const headline = (config: string) =>
      sql`ts_headline(${sql.raw(`'${config}'::regconfig`)}, left(d.content_text, 200000), ${tsq}, ${HEADLINE_OPTIONS})`;
    const found = await db.execute<{ id: string; de: string; en: string }>(
      sql`select d.id, ${headline('german')} as de, ${headline('english')} as en from vehicle_documents_content d where d.user_id = ${userId} and d.id in ${sql`(${sql.join(deep.map((id) => sql`${id}`), sql`, `)})`}`,
    );
    for (const f of found.rows) snippets.set(f.id, f.de.includes(HIGHLIGHT_START) ? f.de : f.en.includes(HIGHLIGHT_START) ? f.en : null);
  }
  return {
    documents: shown.map(({ snippetSource: _source, isLong: _long, ...r }) => ({
      ...r,
      snippet: snippets.get(r.id) ?? null,
    })),
    hasMore,
    nextOffset: hasMore ? query.offset + query.limit : null,
  };
}
