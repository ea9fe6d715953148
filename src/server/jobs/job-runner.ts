import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimJob, completeJob, failJob, PermanentJobError, renewLease, saveJobProgress, type Job } from './job-queue';

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

export interface JobContext {
  workerId: string;
  log: Log;
  /** Saved with the job: a later attempt (after a restart) reads it back as `job.progress`. */
  saveProgress(progress: object): Promise<void>;
  /** Aborted when the runner stops: a long handler should end its loop and leave the rest to the next start. */
  signal: AbortSignal;
}

export interface JobHandler<P = Record<string, unknown>> {
  run(job: Job<P>, ctx: JobContext): Promise<void>;
  /** After the last attempt failed: e.g. show the reason on the document the job was for. */
  onFinalFailure?(job: Job<P>, reason: string): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  log: Log;
  handlers: Record<string, JobHandler<never>>;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  /** First retry delay and its cap (see shared/jobs/backoff.ts). */
  backoff?: { baseMs?: number; capMs?: number };
}

export interface JobRunner {
  start(): void;
  /** Looks for work now rather than at the next poll (after an enqueue in this process). */
  wake(): void;
  /** Stops claiming; jobs still running after `graceMs` go back to the queue for the next start. */
  stop(graceMs?: number): Promise<void>;
  readonly workerId: string;
}

/**
 * Runs the queue's jobs in this process. Several instances (or runners) can run side by side:
 * `claimJob` never hands one job to two of them, and a job keeps its lease only while its
 * runner renews it.
 */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, log } = opts;
  const concurrency = opts.concurrency ?? 2;
  const pollMs = opts.pollMs ?? 1_000;
  const leaseMs = opts.leaseMs ?? 60_000;
  const workerId = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const queues = Object.keys(opts.handlers);
  const running = new Map<number, Promise<void>>();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let isStopped = true;
  let isLooking = false;
  let lookAgain = false;

  async function runOne(job: Job) {
    const handler = opts.handlers[job.queue] as JobHandler;
    const renew = setInterval(() => void renewLease(db, job.id, workerId, leaseMs).catch(() => undefined), leaseMs / 3);
    try {
      await handler.run(job, { workerId, log, signal: abort.signal, saveProgress: (p) => saveJobProgress(db, job.id, workerId, p) });
      if (abort.signal.aborted) return; // stopped mid-way: released below, continued at the next start
      await completeJob(db, job.id, workerId);
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = error instanceof Error ? error.message : String(error);
      const isFinal = await failJob(db, job, workerId, reason, { backoff: opts.backoff, isPermanent: error instanceof PermanentJobError });
      log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: error }, isFinal ? 'job failed for good' : 'job failed; will retry');
      if (isFinal) await handler.onFinalFailure?.(job, reason).catch((e: unknown) => log.error({ err: e }, 'job failure handler failed'));
    } finally {
      clearInterval(renew);
    }
  }

  async function look() {
    if (isLooking) {
      lookAgain = true;
      return;
    }
    isLooking = true;
    try {
      do {
        lookAgain = false;
        while (!isStopped && running.size < concurrency) {
          const job = await claimJob(db, queues, workerId, leaseMs);
          if (!job) break;
          const done = runOne(job).finally(() => {
            running.delete(job.id);
            if (!isStopped) void look();
          });
          running.set(job.id, done);
        }
      } while (lookAgain && !isStopped);
    } catch (error) {
      log.error({ err: error }, 'could not claim a job');
    } finally {
      isLooking = false;
    }
  }

  return {
    workerId,
    start() {
      if (!isStopped) return;
      isStopped = false;
      timer = setInterval(() => void look(), pollMs);
      timer.unref();
      void look();
    },
    wake() {
      if (!isStopped) void look();
    },
    async stop(graceMs = 5_000) {
      isStopped = true;
      if (timer) clearInterval(timer);
      if (running.size === 0) return;
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((resolve) => (graceTimer = setTimeout(() => resolve('late'), graceMs)));
      const outcome = await Promise.race([Promise.all(running.values()).then(() => 'done' as const), grace]);
      clearTimeout(graceTimer);
      if (outcome === 'done') return;
      abort.abort();
      // Not a failure: the attempt is given back and the job runs again at the next start.
      await db
        .execute(
          sql`update jobs set status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, run_at = now() where status = 'running' and locked_by = ${workerId}`,
        )
        .catch((error: unknown) => log.error({ err: error }, 'could not release running jobs'));
    },
  };
}
