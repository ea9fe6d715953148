import { dueState } from '../../../shared/tasks/due-state';
import type { Task, TaskCategory, TaskPriority } from '../../../shared/tasks/task-schema';
import { taskCategories, taskPriorities } from '../../../shared/tasks/task-schema';
import type { tasks } from '../../db/schema';
import type { VehicleFacts } from './task-readings';

export type TaskRow = typeof tasks.$inferSelect;

export interface PresentContext {
  today: string;
  dueSoonDays: number;
  dueSoonDistance: number;
  vehicles: Map<string, VehicleFacts>;
}

export function presentTask(row: TaskRow, ctx: PresentContext): Task {
  const vehicle = row.vehicleId ? ctx.vehicles.get(row.vehicleId) : undefined;
  const currentOdometer = vehicle?.currentOdometer ?? null;
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    vehicleLabel: vehicle?.label ?? null,
    odometerUnit: vehicle?.odometerUnit ?? null,
    currentOdometer,
    title: row.title,
    notes: row.notes,
    dueDate: row.dueDate,
    dueOdometer: row.dueOdometer,
    priority: (taskPriorities as readonly string[]).includes(row.priority) ? (row.priority as TaskPriority) : 'medium',
    category: (taskCategories as readonly string[]).includes(row.category) ? (row.category as TaskCategory) : 'other',
    recurMonths: row.recurMonths,
    recurDistance: row.recurDistance,
    completedDate: row.completedDate,
    completedOdometer: row.completedOdometer,
    documentId: row.documentId,
    previousTaskId: row.previousTaskId,
    sourceDocumentId: row.sourceDocumentId,
    state: dueState(row, { today: ctx.today, currentOdometer, dueSoonDays: ctx.dueSoonDays, dueSoonDistance: ctx.dueSoonDistance }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
