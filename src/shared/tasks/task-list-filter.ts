import type { TaskCategory, TaskListQuery, TaskState } from './task-schema';

/** What a list filter looks at in one task of the user's whole list. */
export interface TaskFacts {
  vehicleId: string | null;
  /** As stored: a filter compares the stored value (the answer shows an unknown one as 'other'). */
  category: string;
  state: TaskState;
}

export type TaskListFilter = Pick<TaskListQuery, 'vehicleId' | 'category' | 'status' | 'state'> & { category?: TaskCategory };

/**
 * The tasks screen's filters over the user's whole list, already sorted: which tasks a query
 * shows (their positions, in the list's order) and the count per state over the query's list
 * before its `state` filter, so the screen's tabs keep their numbers. `open` is every task not done.
 */
export function filterTaskList(facts: readonly TaskFacts[], query: TaskListFilter): { shown: number[]; counts: Record<TaskState, number> } {
  const counts: Record<TaskState, number> = { overdue: 0, dueSoon: 0, upcoming: 0, done: 0 };
  const shown: number[] = [];
  facts.forEach((task, i) => {
    if (query.vehicleId !== undefined && task.vehicleId !== query.vehicleId) return;
    if (query.category !== undefined && task.category !== query.category) return;
    if (query.status === 'open' && task.state === 'done') return;
    counts[task.state] += 1;
    if (query.state === undefined || task.state === query.state) shown.push(i);
  });
  return { shown, counts };
}
