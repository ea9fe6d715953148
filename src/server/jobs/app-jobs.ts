import type { AnalyzeDeps } from '../analysis/analyze-document';
import type { Db } from '../db/client';
import { queueTextUpgradeIfNeeded, READ_TEXT_QUEUE, readTextJob, UPGRADE_TEXT_QUEUE, upgradeTextJob } from '../intake/text-jobs';
import type { StorageProvider } from '../storage/storage-provider';
import { enqueueJob, type EnqueueOptions } from './job-queue';
import { createJobRunner, type JobRunner } from './job-runner';

type Log = Parameters<typeof createJobRunner>[0]['log'];

export interface AppJobs {
  runner: JobRunner;
  /** Queues a job and tells this instance's runner at once. */
  enqueue(queue: string, payload?: object, opts?: EnqueueOptions): Promise<number | null>;
  /** Starts the runner (unless this instance runs no jobs) and queues the upgrade work that is due. */
  start(): Promise<void>;
}

/**
 * The server's jobs: every queue and its handler in one place. A feature with long or scheduled
 * work adds its handler here and enqueues through `app.jobs`.
 */
export function createAppJobs(deps: { db: Db; storage: StorageProvider; analysis: () => AnalyzeDeps; log: Log; workers: number }): AppJobs {
  const { db } = deps;
  const runner = createJobRunner({
    db,
    log: deps.log,
    concurrency: Math.max(1, deps.workers),
    handlers: {
      [READ_TEXT_QUEUE]: readTextJob(deps),
      [UPGRADE_TEXT_QUEUE]: upgradeTextJob(deps),
    },
  });
  const enqueue: AppJobs['enqueue'] = async (queue, payload = {}, opts = {}) => {
    const id = await enqueueJob(db, queue, payload, opts);
    runner.wake();
    return id;
  };
  return {
    runner,
    enqueue,
    async start() {
      await queueTextUpgradeIfNeeded(db, (queue, opts) => enqueue(queue, {}, opts));
      if (deps.workers > 0) runner.start();
    },
  };
}
