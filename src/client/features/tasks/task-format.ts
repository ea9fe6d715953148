import type { Task } from '@shared/tasks/task-schema';
import { formatDate } from '@shared/format/date';
import { numberFormat } from '@shared/format/number-format';

type T = (key: string, vars?: Record<string, string | number>) => string;

export const formatReading = (n: number, unit: string | null, language: 'en' | 'de') =>
  `${numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(n)} ${unit ?? 'km'}`;

/** "Mar 14, 2027 or at 53,200 km", whichever the task has. */
export function formatDue(task: Pick<Task, 'dueDate' | 'dueOdometer' | 'odometerUnit'>, t: T, language: 'en' | 'de'): string {
  const date = task.dueDate ? formatDate(task.dueDate, language) : null;
  const odo = task.dueOdometer !== null ? formatReading(task.dueOdometer, task.odometerUnit, language) : null;
  if (date && odo) return t('tasks.due.both', { date, odometer: odo });
  if (date) return t('tasks.due.date', { date });
  if (odo) return t('tasks.due.odometer', { odometer: odo });
  return t('tasks.due.none');
}

/** "every 12 months or 5,000 km". */
export function formatRecurrence(task: Pick<Task, 'recurMonths' | 'recurDistance' | 'odometerUnit'>, t: T, language: 'en' | 'de'): string | null {
  const parts = [
    task.recurMonths !== null ? t('tasks.recur.months', { count: task.recurMonths }) : null,
    task.recurDistance !== null ? formatReading(task.recurDistance, task.odometerUnit, language) : null,
  ].filter(Boolean);
  return parts.length ? t('tasks.recur.every', { what: parts.join(t('tasks.recur.or')) }) : null;
}
