import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A file the analysis received and stored at its final path, kept for a limited time under a
 * token until the save refers to it (decision 008): the file crosses the wire once, and what
 * was read from it (hash, text) is not worked out again.
 */
export const intakeHolds = pgTable(
  'intake_holds',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    documentId: text('document_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    fileSize: integer('file_size').notNull(),
    fileHash: text('file_hash').notNull(),
    contentText: text('content_text'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('intake_holds_expires_idx').on(t.expiresAt)],
);
