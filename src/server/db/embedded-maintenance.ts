import { sql } from 'drizzle-orm';
import { nextDailyRun } from '../jobs/daily-run';
import type { JobHandler } from '../jobs/job-runner';
import type { EnqueueOptions } from '../jobs/job-queue';
import type { Db, DbKind } from './client';

export const EMBEDDED_MAINTENANCE_QUEUE = 'embedded-database-maintenance';
/** When the nightly run starts (UTC): after the day's use, before the 06:00 reminders. */
const MAINTENANCE_HOUR_UTC = 3;

/** The next nightly run after `now` (one job a night, however many restarts). */
export const nextMaintenance = (now = new Date()) => ({ ...nextDailyRun(MAINTENANCE_HOUR_UTC, now), maxAttempts: 3 });

type Enqueue = (queue: string, payload: object, opts: EnqueueOptions) => Promise<unknown>;

/**
 * PostgreSQL's autovacuum keeps a server's tables free of dead rows and their statistics current.
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: without this job the
 * embedded database would never learn how its tables grew (the planner guesses a 10,000-document
 * library by an empty table's defaults) and would keep every deleted or updated row's old version
 * on disk for good. Once a night it vacuums and analyses every table, on the database thread (the
 * minute or so other queries wait is taken when nobody is about). Only queued on PGlite.
 */
export function embeddedMaintenanceJob(deps: { db: Db; enqueue: Enqueue; now?: () => Date }): JobHandler {
  return {
    async run() {
      await deps.db.execute(sql`vacuum (analyze)`);
      await deps.enqueue(EMBEDDED_MAINTENANCE_QUEUE, {}, nextMaintenance(deps.now?.()));
    },
  };
}

export async function scheduleEmbeddedMaintenance(kind: DbKind, enqueue: Enqueue, now = new Date()) {
  if (kind === 'pglite') await enqueue(EMBEDDED_MAINTENANCE_QUEUE, {}, nextMaintenance(now));
}
