import { addMonths } from './task-dates';

export interface Recurring {
  recurMonths: number | null;
  recurDistance: number | null;
}

export interface Completion {
  date: string;
  odometer: number | null;
}

export type NextDue = { dueDate: string | null; dueOdometer: number | null };

/**
 * The next task of a recurring one, counted from the completion (not from the old due date):
 * oil done on 10 May at 48,200 km, every 12 months or 5,000 km → due 10 May next year or at
 * 53,200 km. Without a reading at completion the distance counts from the latest known one.
 * Null when the task does not recur, or recurs only by distance and no reading is known at all.
 */
export function nextDue(task: Recurring, done: Completion, latestKnown: number | null): NextDue | null {
  if (task.recurMonths === null && task.recurDistance === null) return null;
  const base = done.odometer ?? latestKnown;
  const dueDate = task.recurMonths !== null ? addMonths(done.date, task.recurMonths) : null;
  const dueOdometer = task.recurDistance !== null && base !== null ? base + task.recurDistance : null;
  if (dueDate === null && dueOdometer === null) return null;
  return { dueDate, dueOdometer };
}
