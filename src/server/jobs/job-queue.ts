import { sql } from 'drizzle-orm';
import { retryDelayMs } from '../../shared/jobs/backoff';
import type { Db } from '../db/client';

/** A job as a handler sees it. */
export interface Job<P = Record<string, unknown>> {
  id: number;
  queue: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
  progress: Record<string, unknown> | null;
}

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** At most one queued or running job per queue and key: a second enqueue is a no-op. */
  singletonKey?: string;
}

/** Adds a job; answers its id, or null when a job with the same singleton key is already waiting or running. */
export async function enqueueJob(db: Pick<Db, 'execute'>, queue: string, payload: object = {}, opts: EnqueueOptions = {}): Promise<number | null> {
  const result = await db.execute<{ id: string }>(sql`
    insert into jobs (queue, payload, max_attempts, run_at, singleton_key)
    values (${queue}, ${JSON.stringify(payload)}::jsonb, ${opts.maxAttempts ?? 5}, ${(opts.runAt ?? new Date()).toISOString()}::timestamptz, ${opts.singletonKey ?? null})
    on conflict (queue, singleton_key) where status in ('queued', 'running') and singleton_key is not null do nothing
    returning id`);
  return result.rows[0] ? Number(result.rows[0].id) : null;
}

type Row = { id: string; queue: string; payload: unknown; attempts: number; max_attempts: number; progress: unknown };
const toJob = (r: Row): Job => ({
  id: Number(r.id),
  queue: r.queue,
  payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  progress: (typeof r.progress === 'string' ? JSON.parse(r.progress) : r.progress) as Record<string, unknown> | null,
});

/**
 * Takes the next due job of these queues for `workerId`, or null. `SKIP LOCKED` lets instances
 * claim side by side without waiting on each other or taking the same row; a running job whose
 * lease ran out (its instance stopped mid-job) is due again.
 */
export async function claimJob(db: Db, queues: string[], workerId: string, leaseMs: number): Promise<Job | null> {
  if (queues.length === 0) return null;
  const result = await db.execute<Row>(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id = (
      select id from jobs
      where queue in (${sql.join(
        queues.map((q) => sql`${q}`),
        sql`, `,
      )})
        and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
      order by run_at, id
      limit 1
      for update skip locked)
    returning id, queue, payload, attempts, max_attempts, progress`);
  return result.rows[0] ? toJob(result.rows[0]) : null;
}

/** Keeps the lease while the handler works; false when the job is no longer this worker's. */
export async function renewLease(db: Db, jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id = ${jobId} and status = 'running' and locked_by = ${workerId} returning id`);
  return result.rows.length > 0;
}

/** Saves how far a job got, so that the next attempt (after a restart) continues from there. */
export async function saveJobProgress(db: Db, jobId: number, workerId: string, progress: object): Promise<void> {
  await db.execute(sql`update jobs set progress = ${JSON.stringify(progress)}::jsonb where id = ${jobId} and locked_by = ${workerId}`);
}

export async function completeJob(db: Db, jobId: number, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
    where id = ${jobId} and status = 'running' and locked_by = ${workerId}`);
}

/** A failure that another attempt cannot mend (a broken file): the job fails for good at once. */
export class PermanentJobError extends Error {
  constructor(message: string, opts?: { cause?: unknown }) {
    super(message, opts);
    this.name = 'PermanentJobError';
  }
}

/**
 * A failed attempt: back to the queue after a growing delay while attempts are left, else
 * `failed` for good. Answers whether this was the last attempt (the caller then tells the user).
 */
export async function failJob(
  db: Db,
  job: Job,
  workerId: string,
  reason: string,
  opts: { backoff?: { baseMs?: number; capMs?: number }; isPermanent?: boolean } = {},
): Promise<boolean> {
  const isFinal = opts.isPermanent || job.attempts >= job.maxAttempts;
  const backoff = opts.backoff ?? {};
  const delay = retryDelayMs(job.attempts, backoff);
  await db.execute(sql`
    update jobs set
      status = ${isFinal ? 'failed' : 'queued'},
      run_at = ${isFinal ? sql`run_at` : sql`now() + make_interval(secs => ${delay / 1000})`},
      finished_at = ${isFinal ? sql`now()` : sql`null`},
      locked_by = null, locked_until = null, last_error = ${reason.slice(0, 2000)}
    where id = ${job.id} and status = 'running' and locked_by = ${workerId}`);
  return isFinal;
}
