import { sql, type SQL } from 'drizzle-orm';
import { CURRENCY_KEY, HIGHLIGHT_START, HIGHLIGHT_STOP, type DocumentList, type documentListQuerySchema } from '../../../shared/documents/document-api';
import type { Confidence, DocumentType } from '../../../shared/documents/document-types';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { highlightSnippet, lexemesOf } from '../../../shared/documents/highlight';
import { parseKeywords } from './present-document';

type Query = z.output<typeof documentListQuerySchema>;

interface ListRow extends Record<string, unknown> {
  id: string;
  vehicle_id: string;
  title: string;
  document_type: string;
  date_created: string;
  file_name: string;
  file_size: number;
  ai_confidence: string | null;
  total_cost: string | null;
  service_mileage: number | null;
  premium: string | null;
  purchase_price: string | null;
  appraised_value: string | null;
  registration_number: string | null;
  plate_number: string | null;
  policy_number: string | null;
  expiry_date: string | null;
  keywords: string | null;
  snippet: string | null;
  is_long: boolean;
  tree: string | null;
}

/** How much text each hit's passage is looked for in; real invoices are far shorter. */
const SNIPPET_SOURCE_CHARS = 4000;
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, MaxFragments=1`;

const num = (v: string | number | null) => (v === null ? null : Number(v));

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
    select d.id, d.vehicle_id, d.title, d.document_type, d.date_created::text as date_created, d.file_name, d.file_size,
      d.ai_confidence, d.total_cost, d.service_mileage, d.premium, d.purchase_price, d.appraised_value,
      d.registration_number, d.plate_number, d.policy_number, d.expiry_date::text as expiry_date, d.keywords,
      ${q ? sql`concat_ws(' ', d.ai_summary, d.notes, left(d.content_text, ${SNIPPET_SOURCE_CHARS}))` : sql`null`} as snippet,
      ${q ? sql`coalesce(length(d.content_text), 0) > ${SNIPPET_SOURCE_CHARS}` : sql`false`} as is_long,
      ${q ? sql`querytree(${tsq})` : sql`null`} as tree
    from vehicle_documents_content d
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${query.limit + 1} offset ${query.offset}`;

  // One round trip: the query's lexemes come along with each row (PGlite runs one query at a time).
  const rows = (await db.execute<ListRow>(page)).rows;
  const lexemes = q && rows.length > 0 ? lexemesOf(rows[0].tree) : [];
  const hasMore = rows.length > query.limit;
  const snippets = new Map<string, string | null>();
  for (const r of rows.slice(0, query.limit)) snippets.set(r.id, q ? highlightSnippet(r.snippet, lexemes) : null);
  // A hit further into a long text than the page read: let PostgreSQL find the passage for those few.
  const deep = rows.slice(0, query.limit).filter((r) => r.is_long && !snippets.get(r.id)).map((r) => r.id);
  if (q && deep.length > 0) {
    const headline = (config: string) =>
      sql`ts_headline(${sql.raw(`'${config}'::regconfig`)}, left(d.content_text, 200000), ${tsq}, ${HEADLINE_OPTIONS})`;
    const found = await db.execute<{ id: string; de: string; en: string }>(
      sql`select d.id, ${headline('german')} as de, ${headline('english')} as en from vehicle_documents_content d where d.user_id = ${userId} and d.id in ${sql`(${sql.join(deep.map((id) => sql`${id}`), sql`, `)})`}`,
    );
    for (const f of found.rows) snippets.set(f.id, f.de.includes(HIGHLIGHT_START) ? f.de : f.en.includes(HIGHLIGHT_START) ? f.en : null);
  }
  return {
    documents: rows.slice(0, query.limit).map((r) => ({
      id: r.id,
      vehicleId: r.vehicle_id,
      title: r.title,
      documentType: r.document_type as DocumentType,
      date: r.date_created,
      fileName: r.file_name,
      fileSize: r.file_size,
      aiConfidence: (r.ai_confidence as Confidence | null) ?? null,
      totalCost: num(r.total_cost),
      serviceMileage: r.service_mileage,
      premium: num(r.premium),
      purchasePrice: num(r.purchase_price),
      appraisedValue: num(r.appraised_value),
      registrationNumber: r.registration_number,
      plateNumber: r.plate_number,
      policyNumber: r.policy_number,
      expiryDate: r.expiry_date,
      currency: parseKeywords(r.keywords).find((p) => p.key === CURRENCY_KEY)?.value ?? null,
      snippet: snippets.get(r.id) ?? null,
    })),
    hasMore,
    nextOffset: hasMore ? query.offset + query.limit : null,
  };
}
