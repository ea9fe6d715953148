import { taskCategories, type TaskCategory } from '@shared/tasks/task-categories';

/** The tasks list's filter as the address states it (the screen and its loader read it alike). */
export function taskFilterFromParams(params: URLSearchParams): { vehicleId?: string; category?: TaskCategory } {
  const categoryParam = params.get('category') ?? '';
  return {
    vehicleId: params.get('vehicle') || undefined,
    category: (taskCategories as readonly string[]).includes(categoryParam) ? (categoryParam as TaskCategory) : undefined,
  };
}
