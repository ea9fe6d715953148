import type { Task } from '@shared/tasks/task-schema';

/** The document type the add-document flow starts with for a task of this category. */
const typeOfCategory: Record<Task['category'], string> = {
  service: 'service',
  restoration: 'receipt',
  inspection: 'other',
  insurance: 'insurance',
  registration: 'registration',
  storage: 'receipt',
  other: 'other',
};

/** The add-document flow, pre-filled, which completes the task once the document is saved. */
export function completionDocumentUrl(task: Pick<Task, 'id' | 'vehicleId' | 'category'>, done: { date: string; odometer: number | null }): string {
  const q = new URLSearchParams({ completeTask: task.id, type: typeOfCategory[task.category], date: done.date });
  if (done.odometer !== null) q.set('odometer', String(done.odometer));
  return `/vehicle/${task.vehicleId}/add-document?${q.toString()}`;
}

/** What the add-document flow reads back from its address. */
export function completionFromSearch(search: URLSearchParams): { taskId: string; date: string; odometer: number | null; type: string | null } | null {
  const taskId = search.get('completeTask');
  const date = search.get('date');
  if (!taskId || !date) return null;
  const odometer = search.get('odometer');
  return { taskId, date, odometer: odometer && /^\d+$/.test(odometer) ? Number(odometer) : null, type: search.get('type') };
}
