import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { claimJob, enqueueJob } from '../../src/server/jobs/job-queue';
import { createJobRunner, type JobHandler, type JobRunner } from '../../src/server/jobs/job-runner';
import { dbTargets } from './support/test-app';
import { until } from './support/until';

const quiet = { info() {}, warn() {}, error() {} };

async function openTarget(target: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-jobs-'));
  if (target === 'pglite') {
    const database = await openDatabase({ dataDir });
    return { database, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `patina_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

describe.each(dbTargets)('job queue on %s', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  const runners: JobRunner[] = [];
  const runner = (handlers: Record<string, JobHandler<never>>, extra: { leaseMs?: number; concurrency?: number } = {}) => {
    const r = createJobRunner({ db: database.db, log: quiet, handlers, pollMs: 50, backoff: { baseMs: 50, capMs: 200 }, ...extra });
    runners.push(r);
    return r;
  };
  const statusOf = async (id: number) =>
    (
      await database.db.execute<{ status: string; attempts: number; last_error: string | null }>(
        sql`select status, attempts, last_error from jobs where id = ${id}`,
      )
    ).rows[0];

  beforeAll(async () => {
    ({ database, drop } = await openTarget(target));
  });
  afterAll(async () => {
    for (const r of runners) await r.stop(100);
    await database?.close();
    await drop?.();
  });

  it('runs a job once and marks it done', async () => {
    const seen: unknown[] = [];
    const r = runner({ 'test.echo': { run: async (job) => void seen.push(job.payload) } });
    const id = (await enqueueJob(database.db, 'test.echo', { n: 1 }))!;
    r.start();
    await until(async () => (await statusOf(id)).status === 'done');
    expect(seen).toEqual([{ n: 1 }]);
    await r.stop();
  });

  it('never runs one job twice across several runners', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler<{ n: number }> = {
      run: async (job) => {
        runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    for (let n = 0; n < 40; n++) await enqueueJob(database.db, 'test.race', { n });
    const group = [
      runner({ 'test.race': handler }, { concurrency: 3 }),
      runner({ 'test.race': handler }, { concurrency: 3 }),
      runner({ 'test.race': handler }, { concurrency: 3 }),
    ];
    for (const r of group) r.start();
    await until(() => runs.size === 40);
    await new Promise((r) => setTimeout(r, 200));
    for (const r of group) await r.stop();
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('retries a failing job with backoff, then keeps it failed with its reason and tells the handler', async () => {
    let attempts = 0;
    const finalReasons: string[] = [];
    const r = runner({
      'test.flaky': {
        run: async () => {
          attempts += 1;
          throw new Error(`broken #${attempts}`);
        },
        onFinalFailure: async (_job, reason) => void finalReasons.push(reason),
      },
    });
    const id = (await enqueueJob(database.db, 'test.flaky', {}, { maxAttempts: 3 }))!;
    r.start();
    await until(async () => (await statusOf(id)).status === 'failed');
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'broken #3' });
    expect(finalReasons).toEqual(['broken #3']);
    await r.stop();
  });

  it('succeeds on a later attempt', async () => {
    let attempts = 0;
    const r = runner({
      'test.second': {
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('not yet');
        },
      },
    });
    const id = (await enqueueJob(database.db, 'test.second'))!;
    r.start();
    await until(async () => (await statusOf(id)).status === 'done');
    expect(attempts).toBe(2);
    await r.stop();
  });

  it('picks up a job whose instance stopped mid-way, with the progress it saved', async () => {
    const id = (await enqueueJob(database.db, 'test.resume', { total: 5 }))!;
    // An instance claims it, saves progress and dies (its lease is never renewed).
    const crashed = (await claimJob(database.db, ['test.resume'], 'crashed-worker', 200))!;
    expect(crashed.id).toBe(id);
    await database.db.execute(sql`update jobs set progress = '{"done": 3}'::jsonb where id = ${id}`);
    const seen: unknown[] = [];
    const r = runner({ 'test.resume': { run: async (job) => void seen.push(job.progress) } });
    r.start();
    await until(async () => (await statusOf(id)).status === 'done');
    expect(seen).toEqual([{ done: 3 }]);
    await r.stop();
  });

  it('gives a running job back to the queue when stopped, so the next start runs it', async () => {
    let started = 0;
    const slow: JobHandler = {
      run: async (_job, ctx) => {
        started += 1;
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
      },
    };
    const first = runner({ 'test.stop': slow });
    const id = (await enqueueJob(database.db, 'test.stop'))!;
    first.start();
    await until(() => started === 1);
    await first.stop(50);
    expect(await statusOf(id)).toMatchObject({ status: 'queued', attempts: 0 });
    const second = runner({ 'test.stop': { run: async () => undefined } });
    second.start();
    await until(async () => (await statusOf(id)).status === 'done');
    await second.stop();
  });

  it('keeps one waiting job per singleton key', async () => {
    const a = await enqueueJob(database.db, 'test.single', {}, { singletonKey: 'upgrade' });
    const b = await enqueueJob(database.db, 'test.single', {}, { singletonKey: 'upgrade' });
    expect(a).toBeTypeOf('number');
    expect(b).toBeNull();
  });
});
