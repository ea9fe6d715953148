import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Decision 013: every file is announced here before it is written. A crash between the file and
 * its row leaves the announcement; the sweeper (storage/sweep-orphan-files.ts) later removes the
 * file if no row refers to it. Entries of files that did get their row are dropped by the same sweep.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_files_created_idx').on(t.createdAt)],
);
