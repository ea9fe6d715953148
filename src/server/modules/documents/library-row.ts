import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { documentListQuerySchema } from '../../../shared/documents/document-api';

export type LibraryQuery = z.output<typeof documentListQuerySchema>;

/**
 * A library row's fields as the answer names them, and the expression each is read from — one
 * list for the page query and for the JSON the database builds of it (list and search alike).
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
/** The row's columns read from `vehicle_documents_content d`. */
export const PAGE_COLUMNS = sql.raw(FIELDS.map(([name, expression]) => `${expression} as "${name}"`).join(', '));
/** The same columns read back from a subquery `x`, for `row_to_json`. */
export const ROW_COLUMNS = sql.raw(FIELDS.map(([name]) => `x."${name}"`).join(', '));
/** Separates the rows' JSON texts: JSON never holds this character unescaped. */
export const ROW_SEPARATOR = '\u001e';

/** The conditions of a library page other than the search word, on `vehicle_documents_content d`. */
export function libraryFilters(userId: string, query: LibraryQuery): SQL[] {
  const where: SQL[] = [sql`d.user_id = ${userId}`];
  if (query.vehicleId) where.push(sql`d.vehicle_id = ${query.vehicleId}`);
  if (query.type) where.push(sql`d.document_type = ${query.type}`);
  if (query.from) where.push(sql`d.date_created >= ${query.from}`);
  if (query.to) where.push(sql`d.date_created <= ${query.to}`);
  return where;
}

/**
 * A library page's order: newest first unless asked otherwise; by relevance only with a search
 * word's rank (without one, "relevance" is newest first too). The NULLS clauses match the date
 * index's (date_created DESC NULLS LAST, id DESC NULLS LAST), so a page is read straight off it.
 */
export function libraryOrder(sort: LibraryQuery['sort'], rank?: SQL): SQL {
  if (sort === 'date_asc') return sql`d.date_created asc nulls first, d.id asc nulls first`;
  if (sort === 'title') return sql`lower(d.title) asc, d.id asc`;
  if (sort === 'relevance' && rank) return sql`${rank} desc, d.date_created desc nulls last, d.id desc nulls last`;
  return sql`d.date_created desc nulls last, d.id desc nulls last`;
}
