import type { AnalyzeDeps } from '../analysis/analyze-document';
import type { Db, DbKind } from '../db/client';
import { EMBEDDED_MAINTENANCE_QUEUE, embeddedMaintenanceJob, scheduleEmbeddedMaintenance } from '../db/embedded-maintenance';
import { queueTextUpgradeIfNeeded, READ_TEXT_QUEUE, readTextJob, UPGRADE_TEXT_QUEUE, upgradeTextJob } from '../intake/text-jobs';
import type { Mailer } from '../email/mailer';
import { scheduleReminders, TASK_REMINDERS_QUEUE, taskRemindersJob } from '../modules/tasks/reminder-job';
import { dossierJob } from '../modules/dossier/dossier-job';
import { DOSSIER_QUEUE } from '../modules/dossier/dossier-service';
import type { StorageProvider } from '../storage/storage-provider';
import { sweepOrphanFiles } from '../storage/sweep-orphan-files';
import { enqueueJob, type EnqueueOptions } from './job-queue';
import { createJobRunner, type JobRunner } from './job-runner';

const SWEEP_ORPHANS_QUEUE = 'sweep-orphan-files';
const HOUR = 3_600_000;
/**
 * The hourly orphan sweep (decision 013): one job per hour whichever instances queue it — the
 * hour is its singleton key — each queueing the next when it has run.
 */
const nextHourly = (now = Date.now()) => {
  const runAt = new Date(Math.ceil((now + 1) / HOUR) * HOUR);
  return { runAt, singletonKey: runAt.toISOString(), maxAttempts: 3 };
};

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
export function createAppJobs(deps: {
  db: Db;
  dbKind: DbKind;
  storage: StorageProvider;
  analysis: () => AnalyzeDeps;
  log: Log;
  workers: number;
  mailer: Mailer;
  publicUrl: string;
  orphanFileAgeMs?: number;
}): AppJobs {
  const { db } = deps;
  // Declared before the runner: the reminder handler queues the next day's run through it.
  const enqueueLater = (queue: string, payload: object, opts: EnqueueOptions) => enqueue(queue, payload, opts);
  const runner = createJobRunner({
    db,
    log: deps.log,
    concurrency: Math.max(1, deps.workers),
    handlers: {
      [READ_TEXT_QUEUE]: readTextJob(deps),
      [UPGRADE_TEXT_QUEUE]: upgradeTextJob(deps),
      [TASK_REMINDERS_QUEUE]: taskRemindersJob({ db, mailer: deps.mailer, publicUrl: deps.publicUrl, enqueue: enqueueLater }),
      [SWEEP_ORPHANS_QUEUE]: {
        async run() {
          await sweepOrphanFiles(db, deps.storage, { olderThanMs: deps.orphanFileAgeMs ?? HOUR });
          await enqueueJob(db, SWEEP_ORPHANS_QUEUE, {}, nextHourly());
        },
      },
      [DOSSIER_QUEUE]: dossierJob(deps),
      [EMBEDDED_MAINTENANCE_QUEUE]: embeddedMaintenanceJob({ db, enqueue: enqueueLater }),
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
      await scheduleReminders(enqueue);
      await enqueueJob(db, SWEEP_ORPHANS_QUEUE, {}, nextHourly());
      await scheduleEmbeddedMaintenance(deps.dbKind, enqueue);
      if (deps.workers > 0) runner.start();
    },
  };
}
