import { addDays } from './task-dates';
import type { TaskState } from './task-schema';

export interface DueFacts {
  dueDate: string | null;
  dueOdometer: number | null;
  completedDate: string | null;
}

export interface DueContext {
  /** YYYY-MM-DD. */
  today: string;
  /** The vehicle's latest known reading; null when none is known (or a general task). */
  currentOdometer: number | null;
  dueSoonDays: number;
  dueSoonDistance: number;
}

const rank: Record<Exclude<TaskState, 'done'>, number> = { overdue: 0, dueSoon: 1, upcoming: 2 };

function byDate(dueDate: string, ctx: DueContext): Exclude<TaskState, 'done'> {
  if (dueDate < ctx.today) return 'overdue';
  return dueDate <= addDays(ctx.today, ctx.dueSoonDays) ? 'dueSoon' : 'upcoming';
}

function byOdometer(dueOdometer: number, ctx: DueContext): Exclude<TaskState, 'done'> {
  if (ctx.currentOdometer === null) return 'upcoming';
  if (ctx.currentOdometer >= dueOdometer) return 'overdue';
  return ctx.currentOdometer >= dueOdometer - ctx.dueSoonDistance ? 'dueSoon' : 'upcoming';
}

/**
 * Where a task stands: done once completed; otherwise by its date and its odometer, whichever
 * comes first (the more urgent of the two). A task due today is due soon, overdue from tomorrow;
 * a task due at 50,000 is overdue once the vehicle has reached 50,000. A task with neither is upcoming.
 */
export function dueState(task: DueFacts, ctx: DueContext): TaskState {
  if (task.completedDate !== null) return 'done';
  const states: Exclude<TaskState, 'done'>[] = ['upcoming'];
  if (task.dueDate !== null) states.push(byDate(task.dueDate, ctx));
  if (task.dueOdometer !== null) states.push(byOdometer(task.dueOdometer, ctx));
  return states.reduce((a, b) => (rank[a] <= rank[b] ? a : b));
}

/** The vehicle's latest known reading: odometers only go up, so the highest one known. */
export function latestReading(...readings: (number | null | undefined)[]): number | null {
  const known = readings.filter((r): r is number => typeof r === 'number' && Number.isFinite(r));
  return known.length === 0 ? null : Math.max(...known);
}
