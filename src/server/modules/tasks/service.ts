import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { nextDue } from '../../../shared/tasks/recurrence';
import { todayIso } from '../../../shared/tasks/task-dates';
import type { CompleteAnswer, Task, TaskInputParsed, TaskListQuery, TaskSummary } from '../../../shared/tasks/task-schema';
import { cachedAnswer, keptValue } from '../../cache/content-cache';
import type { PreparedJson } from '../../http/prepared-json';
import type { SessionUser } from '../../auth/require-user';
import { ownerMay, requireOwnerAccess } from '../../access/policy';
import type { Db } from '../../db/client';
import { taskRemindersSent, tasks, vehicleDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { answerFromIndex, listTasksJson, loadTaskIndex } from './list-tasks';
import { presentTask, type PresentContext, type TaskRow } from './present-task';
import { vehicleFacts } from './task-readings';
import { readSettings } from './task-settings';

async function presentContext(db: Db, userId: string): Promise<PresentContext> {
  const [settings, vehicles] = await Promise.all([readSettings(db, userId), vehicleFacts(db, [userId])]);
  return { today: todayIso(), dueSoonDays: settings.dueSoonDays, dueSoonDistance: settings.dueSoonDistance, vehicles };
}

async function present(db: Db, userId: string, row: TaskRow): Promise<Task> {
  return presentTask(row, await presentContext(db, userId));
}

/** The task if it is the user's; another user's id looks exactly like a missing one. */
async function requireOwnTask(db: Db, userId: string, taskId: string): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (!row) throw AppError.notFound('Task not found');
  return row;
}

/** A task's vehicle goes through the access policy: the owner's own, writable vehicle (else 404/403/409). */
async function requireTaskVehicle(db: Db, me: SessionUser, vehicleId: string | null) {
  if (vehicleId !== null) await requireOwnerAccess(db, me, 'write', vehicleId);
}

/**
 * The tasks screen's list as JSON text, kept per user and query while the user's tasks, vehicles
 * and documents are unchanged (and for the day: the states move with the date). Every filter is
 * answered from the user's whole list, read once per change into memory (list-tasks.ts): the
 * screen asks a new combination of vehicle, category and state at nearly every click.
 * A filter by vehicle goes through the policy: one of the user's own vehicles is theirs to read
 * (decided by the rule table from the list's facts); any other id is refused by requireOwnerAccess
 * (404 / 403). A kept answer was built for this owner, and a vehicle changing hands counts the
 * versions up.
 */
export async function listTasks(db: Db, me: SessionUser, query: TaskListQuery): Promise<PreparedJson | string> {
  const today = todayIso();
  const build = async () => {
    const index = await keptValue(
      db,
      'tasks',
      me.id,
      `task-index\u0000${today}`,
      () => loadTaskIndex(db, me.id, today),
      (i) => i.bytes,
    );
    const status = query.vehicleId ? index?.vehicles.get(query.vehicleId) : undefined;
    const allowed = !query.vehicleId || ownerMay(me, 'read', status === undefined ? null : { userId: me.id, status });
    if (index && allowed) return answerFromIndex(index, query);
    // Another user's vehicle (refused here as the policy says), one that became theirs since the
    // list was read, or a list too large to keep: the filtered statement.
    if (query.vehicleId) await requireOwnerAccess(db, me, 'read', query.vehicleId);
    return listTasksJson(db, me.id, query, today);
  };
  // The full list is kept from its first asking; a filtered one from its second (decision 018).
  const isLanding = !query.vehicleId && !query.category && !query.state;
  return cachedAnswer(db, 'tasks', me.id, { ...query, today }, build, isLanding ? 'always' : 'on-repeat');
}

/**
 * The sidebar's and the garage cards' overdue counts, kept per user and day while the user's
 * tasks, vehicles and documents are unchanged (the tasks list's scope: the states depend on all
 * three). Every signed-in screen asks for it, and building it reads the latest reading of every
 * vehicle from all the user's documents (tens of ms at 10,000 documents, on PGlite's one session
 * ahead of the screen's own requests).
 */
export async function taskSummary(db: Db, userId: string): Promise<PreparedJson | string> {
  const today = todayIso();
  return cachedAnswer(db, 'tasks', userId, { summary: true, today }, async () => JSON.stringify(await buildTaskSummary(db, userId, today)));
}

async function buildTaskSummary(db: Db, userId: string, today: string): Promise<TaskSummary> {
  const [rows, ctx] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), isNull(tasks.completedDate))),
    presentContext(db, userId),
  ]);
  const summary: TaskSummary = { overdue: 0, overdueByVehicle: {} };
  for (const row of rows) {
    if (presentTask(row, { ...ctx, today }).state !== 'overdue') continue;
    summary.overdue += 1;
    if (row.vehicleId) summary.overdueByVehicle[row.vehicleId] = (summary.overdueByVehicle[row.vehicleId] ?? 0) + 1;
  }
  return summary;
}

export async function getTask(db: Db, userId: string, taskId: string): Promise<Task> {
  return present(db, userId, await requireOwnTask(db, userId, taskId));
}

/** A source document must be the user's own, and of the task's vehicle. */
async function requireOwnDocument(db: Db, userId: string, documentId: string | null, vehicleId: string | null, field: string) {
  if (documentId === null) return;
  const [doc] = await db
    .select({ vehicleId: vehicleDocuments.vehicleId })
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.id, documentId), eq(vehicleDocuments.userId, userId)));
  if (!doc) throw AppError.notFound('Document not found');
  if (vehicleId !== null && doc.vehicleId !== vehicleId)
    throw AppError.badRequest(`Invalid input: body.${field}`, [{ path: `body.${field}`, message: 'must be a document of the task’s vehicle' }]);
}

export async function createTask(db: Db, me: SessionUser, input: TaskInputParsed & { sourceDocumentId?: string | null }): Promise<Task> {
  await requireTaskVehicle(db, me, input.vehicleId);
  await requireOwnDocument(db, me.id, input.sourceDocumentId ?? null, input.vehicleId, 'sourceDocumentId');
  const [row] = await db
    .insert(tasks)
    .values({ ...input, sourceDocumentId: input.sourceDocumentId ?? null, id: crypto.randomUUID(), userId: me.id })
    .returning();
  return present(db, me.id, row);
}

export async function updateTask(db: Db, me: SessionUser, taskId: string, input: TaskInputParsed): Promise<Task> {
  const before = await requireOwnTask(db, me.id, taskId);
  await requireTaskVehicle(db, me, before.vehicleId);
  if (input.vehicleId !== before.vehicleId) await requireTaskVehicle(db, me, input.vehicleId);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tasks)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, me.id)))
      .returning();
    // A new due date or odometer is a new reminder: the states mailed for the old one no longer apply.
    if (before.dueDate !== input.dueDate || before.dueOdometer !== input.dueOdometer)
      await tx.delete(taskRemindersSent).where(eq(taskRemindersSent.taskId, taskId));
    return updated;
  });
  return present(db, me.id, row);
}

export async function deleteTask(db: Db, me: SessionUser, taskId: string) {
  const row = await requireOwnTask(db, me.id, taskId);
  await requireTaskVehicle(db, me, row.vehicleId);
  await db.delete(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, me.id)));
}

/**
 * Records the work: date, reading, maybe the document that shows it. A recurring task gets its
 * next one, counted from this completion, in the same transaction.
 */
export async function completeTask(
  db: Db,
  me: SessionUser,
  taskId: string,
  done: { date: string; odometer: number | null; documentId: string | null },
): Promise<CompleteAnswer> {
  const row = await requireOwnTask(db, me.id, taskId);
  await requireTaskVehicle(db, me, row.vehicleId);
  if (row.completedDate !== null) throw AppError.conflict('This task is already done');
  if (row.vehicleId === null && done.odometer !== null)
    throw AppError.badRequest('Invalid input: body.odometer', [{ path: 'body.odometer', message: 'needs a vehicle (odometer readings belong to one)' }]);
  await requireOwnDocument(db, me.id, done.documentId, row.vehicleId, 'documentId');
  const latest = row.vehicleId ? ((await vehicleFacts(db, [me.id])).get(row.vehicleId)?.currentOdometer ?? null) : null;
  const due = nextDue(row, done, latest);
  const [completed, next] = await db.transaction(async (tx) => {
    const [c] = await tx
      .update(tasks)
      .set({ completedDate: done.date, completedOdometer: done.odometer, documentId: done.documentId, updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, me.id), isNull(tasks.completedDate)))
      .returning();
    if (!c) throw AppError.conflict('This task is already done');
    if (!due) return [c, null] as const;
    const [n] = await tx
      .insert(tasks)
      .values({
        id: crypto.randomUUID(),
        userId: me.id,
        vehicleId: row.vehicleId,
        title: row.title,
        notes: row.notes,
        priority: row.priority,
        category: row.category,
        recurMonths: row.recurMonths,
        recurDistance: row.recurDistance,
        dueDate: due.dueDate,
        dueOdometer: due.dueOdometer,
        previousTaskId: row.id,
      })
      .returning();
    return [c, n] as const;
  });
  const ctx = await presentContext(db, me.id);
  return { task: presentTask(completed, ctx), next: next ? presentTask(next, ctx) : null };
}

/** Undo of a completion: the task is open again and the next one it made is gone (unless that one is done too). */
export async function reopenTask(db: Db, me: SessionUser, taskId: string): Promise<Task> {
  const row = await requireOwnTask(db, me.id, taskId);
  await requireTaskVehicle(db, me, row.vehicleId);
  if (row.completedDate === null) throw AppError.conflict('This task is not done');
  const reopened = await db.transaction(async (tx) => {
    const followers = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.previousTaskId, taskId), eq(tasks.userId, me.id)));
    if (followers.some((f) => f.completedDate !== null)) throw AppError.conflict('The next task is already done');
    await tx.delete(tasks).where(and(eq(tasks.previousTaskId, taskId), eq(tasks.userId, me.id)));
    const [r] = await tx
      .update(tasks)
      .set({ completedDate: null, completedOdometer: null, documentId: null, updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, me.id)))
      .returning();
    return r;
  });
  return present(db, me.id, reopened);
}
