import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentFields, mapFields } from '../../../shared/documents/document-fields';
import { user } from './auth';
import { vehicles } from './vehicles';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Money in minor units of the document's `currency` (ISO 4217), as a vehicle's (69275 for €692.75). */
const money = (name: string) => bigint(name, { mode: 'number' });

/** Each kind of the field registry as a column. */
const columnKinds = {
  text: (name: string) => text(name),
  longText: (name: string) => text(name),
  money,
  date: (name: string) => date(name),
  mileage: (name: string) => integer(name),
  count: (name: string) => integer(name),
  list: (name: string) => text(name).array(),
};
type ColumnKinds = { [K in keyof typeof columnKinds]: ReturnType<(typeof columnKinds)[K]> };
const registryColumns = mapFields<ColumnKinds>((kind, name) => columnKinds[kind](documentFields[name].column));

/**
 * SPEC §3 "Document content record": exactly its columns, snake_case as listed, plus what
 * full-text search needs (`content_text` and the generated `search_vector`).
 * `file_url` keeps the storage path `{userId}/{id}.{ext}`; answers carry a freshly signed link
 * instead, so a stored link can never go stale.
 */
export const vehicleDocuments = pgTable(
  'vehicle_documents_content',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    documentType: text('document_type').notNull(),
    documentCategory: text('document_category').notNull().default('Other'),
    dateCreated: date('date_created').notNull(),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileSize: integer('file_size').notNull(),
    fileHash: text('file_hash').notNull(),
    notes: text('notes'),
    keywords: text('keywords'),
    aiSummary: text('ai_summary'),
    aiConfidence: text('ai_confidence'),
    extractionQuality: text('extraction_quality'),
    manuallyEdited: boolean('manually_edited').notNull().default(false),
    currency: text('currency').notNull().default('EUR'),
    // The type-specific fields, from the registry (shared/documents/document-fields.ts).
    ...registryColumns,
    contentText: text('content_text'),
    /** Whether the text was read (decision 008): pending | read | failed; null only before the upgrade job. */
    textStatus: text('text_status'),
    /** Why reading failed, after the job's last attempt: shown on the document. */
    textError: text('text_error'),
    // Both configurations, so English and German words are stemmed ("Werkstätten" → "werkstatt").
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`(
        setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(shop_name, '') || ' ' || coalesce(ai_summary, '') || ' ' || coalesce(notes, '')), 'B') ||
        setweight(to_tsvector('german'::regconfig, coalesce(shop_name, '') || ' ' || coalesce(ai_summary, '') || ' ' || coalesce(notes, '')), 'B') ||
        to_tsvector('english'::regconfig, left(coalesce(content_text, ''), 200000)) ||
        to_tsvector('german'::regconfig, left(coalesce(content_text, ''), 200000))
      )`,
    ),
  },
  (t) => [
    // Also holds vehicle_id and document_type (INCLUDE, migration 0025): the library's facts are read
    // off the index alone (list-documents.ts).
    index('vehicle_documents_user_date_idx').on(t.userId, t.dateCreated.desc(), t.id.desc()),
    index('vehicle_documents_vehicle_date_idx').on(t.vehicleId, t.dateCreated.desc(), t.id.desc()),
    // A type filter (with or without dates) reads its page straight off this one instead of walking
    // the user's whole date range and dropping the other types (issue 21, decision 018).
    index('vehicle_documents_user_type_date_idx').on(t.userId, t.documentType, t.dateCreated.desc(), t.id.desc()),
    // A vehicle's documents of one type (its service records): read straight off this one, where the
    // two above met in a bitmap of all the user's documents of that type (50,000 documents: 6.6 → 0.2 ms).
    index('vehicle_documents_vehicle_type_date_idx').on(t.vehicleId, t.documentType, t.dateCreated.desc(), t.id.desc()),
    // SPEC §5's duplicate rule, held by the database too so that two racing uploads cannot both win.
    uniqueIndex('vehicle_documents_duplicate_idx').on(t.vehicleId, t.userId, t.fileHash),
    // Without GIN's pending list (fastupdate = off, migration 0025): a search never reads it.
    index('vehicle_documents_search_idx').using('gin', t.searchVector),
  ],
);
