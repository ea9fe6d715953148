import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CompleteAnswer, Task, TaskCategory, TaskCompletion, TaskInput, TaskList, TaskSettings, TaskSummary } from '@shared/tasks/task-schema';
import { api } from '@/lib/api';
import { taskSummaryPath } from '@/lib/frame-reads';

export interface TaskFilter {
  vehicleId?: string;
  category?: TaskCategory;
  status?: 'all' | 'open';
}

export const taskKeys = {
  all: ['tasks'] as const,
  list: (f: TaskFilter) => ['tasks', 'list', f.vehicleId ?? '', f.category ?? '', f.status ?? 'all'] as const,
  summary: ['tasks', 'summary'] as const,
  settings: ['tasks', 'settings'] as const,
};

export const tasksQuery = (f: TaskFilter = {}) =>
  queryOptions({
    queryKey: taskKeys.list(f),
    queryFn: () => {
      const q = new URLSearchParams();
      if (f.vehicleId) q.set('vehicleId', f.vehicleId);
      if (f.category) q.set('category', f.category);
      if (f.status) q.set('status', f.status);
      const query = q.toString();
      return api<TaskList>(`/api/tasks${query ? `?${query}` : ''}`);
    },
  });

/** What the completion dialog reads of the library's answer (GET /api/documents). */
interface VehicleDocuments {
  documents: { id: string; title: string; date: string }[];
}

/** The vehicle's documents, newest first: one of them may record the work when a task is completed. */
export const vehicleDocumentsQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: ['tasks', 'vehicle-documents', vehicleId] as const,
    queryFn: () => api<VehicleDocuments>(`/api/documents?vehicleId=${encodeURIComponent(vehicleId)}&limit=100`),
  });

/** Due states change with the day and with every reading: the summary is asked again after a minute. */
export const taskSummaryQuery = () => queryOptions({ queryKey: taskKeys.summary, queryFn: () => api<TaskSummary>(taskSummaryPath), staleTime: 60_000 });
export const taskSettingsQuery = () => queryOptions({ queryKey: taskKeys.settings, queryFn: () => api<TaskSettings>('/api/tasks/settings') });

export const saveTask = (id: string | null, input: TaskInput & { sourceDocumentId?: string | null }) =>
  id ? api<Task>(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PUT', json: input }) : api<Task>('/api/tasks', { method: 'POST', json: input });
export const deleteTask = (id: string) => api<null>(`/api/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const completeTask = (id: string, done: TaskCompletion) =>
  api<CompleteAnswer>(`/api/tasks/${encodeURIComponent(id)}/complete`, { method: 'POST', json: done });
export const reopenTask = (id: string) => api<Task>(`/api/tasks/${encodeURIComponent(id)}/reopen`, { method: 'POST' });
export const updateTaskSettings = (patch: Partial<Pick<TaskSettings, 'dueSoonDays' | 'dueSoonDistance' | 'remindersEnabled'>>) =>
  api<TaskSettings>('/api/tasks/settings', { method: 'PATCH', json: patch });
export const rotateCalendar = () => api<TaskSettings>('/api/tasks/settings/calendar', { method: 'POST' });

/** After any change to tasks: every list, the counts, and the vehicles' badges. */
export const refreshTasks = (qc: QueryClient) => qc.invalidateQueries({ queryKey: taskKeys.all });
