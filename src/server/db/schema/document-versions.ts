import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicleDocuments } from './documents';

/**
 * An annotated copy of a document, saved from the PDF viewer. The original row and its file
 * never change; each save adds a version with its own stored file. The hash is kept for the
 * record only: the duplicate rule looks at originals, never at versions.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => vehicleDocuments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileUrl: text('file_url').notNull(),
    fileSize: integer('file_size').notNull(),
    fileHash: text('file_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_versions_document_idx').on(t.documentId, t.createdAt.desc())],
);

/** A signature drawn or typed in the viewer and kept for reuse by its owner (pdf.js's compressed outline). */
export const savedSignatures = pgTable(
  'saved_signatures',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_signatures_user_idx').on(t.userId, t.createdAt)],
);
