import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_MAINTENANCE_QUEUE, embeddedMaintenanceJob } from '../../src/server/db/embedded-maintenance';
import { enqueueJob } from '../../src/server/jobs/job-queue';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

describe.each(dbTargets)('nightly maintenance of the embedded database on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { JOB_WORKERS: '0' });
  });
  afterAll(() => t?.close());

  const queued = async () =>
    (await t.app.db.execute<{ run_at: string }>(sql`select run_at from jobs where queue = ${EMBEDDED_MAINTENANCE_QUEUE} and status = 'queued'`)).rows;

  it('is queued for the night on PGlite only (PostgreSQL runs its own autovacuum)', async () => {
    const rows = await queued();
    if (target === 'pglite') {
      expect(rows).toHaveLength(1);
      expect(new Date(rows[0].run_at).getUTCHours()).toBe(3);
    } else expect(rows).toHaveLength(0);
  });

  it.runIf(target === 'pglite')('vacuums and analyses every table, then queues the next night once', async () => {
    const owner = await signUp(t.app, { name: 'Night Owl' });
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie: owner.cookie }, payload: { make: 'Saab', model: '96', year: 1970 + i } });
    const analysed = async () =>
      (
        await t.app.db.execute<{ last_analyze: string | null; last_vacuum: string | null }>(
          sql`select last_analyze, last_vacuum from pg_stat_user_tables where relname = 'vehicles'`,
        )
      ).rows[0];
    expect((await analysed()).last_analyze).toBeNull();
    const now = new Date('2030-01-10T03:00:05Z');
    await embeddedMaintenanceJob({ db: t.app.db, enqueue: (q, p, o) => enqueueJob(t.app.db, q, p, o), now: () => now }).run(
      { id: 1, queue: EMBEDDED_MAINTENANCE_QUEUE, payload: {}, attempts: 1 } as never,
      {} as never,
    );
    const after = await analysed();
    expect(after.last_analyze).not.toBeNull();
    expect(after.last_vacuum).not.toBeNull();
    const reltuples = (await t.app.db.execute<{ n: number }>(sql`select reltuples::int as n from pg_class where relname = 'vehicles'`)).rows[0].n;
    expect(reltuples).toBe(3);
    expect((await queued()).map((r) => new Date(r.run_at).toISOString())).toContain('2030-01-11T03:00:00.000Z');
  });
});
