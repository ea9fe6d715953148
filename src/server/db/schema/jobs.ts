import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The job queue (decision 008): one table, claimed with `FOR UPDATE SKIP LOCKED`, so it works the
 * same on PGlite and PostgreSQL. A running job holds a lease (`locked_until`) that its worker
 * renews; a lease that runs out (the instance died) makes the job claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued → running → done | failed; a failed attempt with attempts left goes back to queued. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** At most one queued or running job per (queue, singleton_key). */
    singletonKey: text('singleton_key'),
    progress: jsonb('progress'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt, t.id),
    uniqueIndex('jobs_singleton_idx')
      .on(t.queue, t.singletonKey)
      .where(sql`status in ('queued', 'running') and singleton_key is not null`),
  ],
);
