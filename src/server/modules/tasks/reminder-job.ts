import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { todayIso } from '../../../shared/tasks/task-dates';
import type { Task } from '../../../shared/tasks/task-schema';
import type { Db } from '../../db/client';
import { taskRemindersSent, tasks, taskSettings, user } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { nextDailyRun } from '../../jobs/daily-run';
import type { JobHandler } from '../../jobs/job-runner';
import { presentTask } from './present-task';
import { reminderMail } from './reminder-mail';
import { vehicleFacts } from './task-readings';
import { readSettingsOf } from './task-settings';

export const TASK_REMINDERS_QUEUE = 'task-reminders';
/** When the daily digest goes out (UTC). */
const SEND_HOUR_UTC = 6;
const BATCH = 200;

type Enqueue = (queue: string, payload: object, opts: { runAt?: Date; singletonKey?: string; maxAttempts?: number }) => Promise<unknown>;

export async function scheduleReminders(enqueue: Enqueue, now = new Date()) {
  await enqueue(TASK_REMINDERS_QUEUE, {}, { ...nextDailyRun(SEND_HOUR_UTC, now), maxAttempts: 10 });
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  enqueue: Enqueue;
  today?: () => string;
}

/**
 * Mails each user whose reminders are on one digest of the tasks that became due soon or overdue
 * since the last one. Exactly once per task and state, however many instances run this or how
 * often it restarts: a row in task_reminders_sent is inserted (the claim) in the same transaction
 * that sends the mail; another instance's insert of the same row waits for it and then finds it
 * taken, and a crash before the commit leaves the row unclaimed for the next run.
 */
export async function sendReminders(
  deps: ReminderDeps,
  opts: { afterUserId?: string; onBatch?: (lastUserId: string) => Promise<void>; signal?: AbortSignal } = {},
) {
  const { db } = deps;
  const today = deps.today?.() ?? todayIso();
  let after = opts.afterUserId ?? '';
  let mails = 0;
  for (;;) {
    if (opts.signal?.aborted) break;
    const users = await db
      .select({ id: user.id, email: user.email, name: user.name, language: user.language })
      .from(user)
      .leftJoin(taskSettings, eq(taskSettings.userId, user.id))
      .where(and(gt(user.id, after), or(isNull(taskSettings.remindersEnabled), eq(taskSettings.remindersEnabled, true))))
      .orderBy(asc(user.id))
      .limit(BATCH);
    if (users.length === 0) break;
    const ids = users.map((u) => u.id);
    const [open, vehicles, settingsOf, sent] = await Promise.all([
      db
        .select()
        .from(tasks)
        .where(and(inArray(tasks.userId, ids), isNull(tasks.completedDate), or(sql`${tasks.dueDate} is not null`, sql`${tasks.dueOdometer} is not null`))),
      vehicleFacts(db, ids),
      readSettingsOf(db, ids),
      db
        .select({ taskId: taskRemindersSent.taskId, state: taskRemindersSent.state })
        .from(taskRemindersSent)
        .innerJoin(tasks, eq(tasks.id, taskRemindersSent.taskId))
        .where(inArray(tasks.userId, ids)),
    ]);
    const already = new Set(sent.map((s) => `${s.taskId}:${s.state}`));
    const due = new Map<string, Task[]>();
    for (const row of open) {
      const s = settingsOf(row.userId);
      const task = presentTask(row, { today, dueSoonDays: s.dueSoonDays, dueSoonDistance: s.dueSoonDistance, vehicles });
      if ((task.state === 'overdue' || task.state === 'dueSoon') && !already.has(`${task.id}:${task.state}`)) {
        due.set(row.userId, [...(due.get(row.userId) ?? []), task]);
      }
    }
    for (const u of users) {
      const list = due.get(u.id);
      if (!list) continue;
      await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(taskRemindersSent)
          .values(list.map((t) => ({ taskId: t.id, state: t.state })))
          .onConflictDoNothing()
          .returning({ taskId: taskRemindersSent.taskId });
        const mine = new Set(claimed.map((c) => c.taskId));
        const toSend = list.filter((t) => mine.has(t.id));
        if (toSend.length === 0) return;
        await deps.mailer.send({ to: u.email, ...reminderMail(toSend, { name: u.name, language: u.language, url: `${deps.publicUrl}/tasks` }) });
        mails += 1;
      });
    }
    after = users[users.length - 1].id;
    await opts.onBatch?.(after);
  }
  return { mails };
}

export function taskRemindersJob(deps: ReminderDeps): JobHandler<{ afterUserId?: string }> {
  return {
    async run(job, ctx) {
      const progress = job.progress as { afterUserId?: string } | null;
      await sendReminders(deps, { afterUserId: progress?.afterUserId, signal: ctx.signal, onBatch: (afterUserId) => ctx.saveProgress({ afterUserId }) });
      // Tomorrow's run: every instance that finishes (or starts) asks, one job is kept.
      await scheduleReminders(deps.enqueue, new Date(Date.now() + 60_000));
    },
  };
}
