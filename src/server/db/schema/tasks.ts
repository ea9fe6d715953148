import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicleDocuments } from './documents';
import { vehicles } from './vehicles';

/** A task of a vehicle (or a general one, `vehicle_id` null): due by date and/or odometer, maybe recurring. */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueDate: date('due_date'),
    /** In the vehicle's unit. */
    dueOdometer: integer('due_odometer'),
    priority: text('priority').notNull().default('medium'),
    category: text('category').notNull().default('other'),
    recurMonths: integer('recur_months'),
    recurDistance: integer('recur_distance'),
    completedDate: date('completed_date'),
    completedOdometer: integer('completed_odometer'),
    /** The document that records the work done. */
    documentId: text('document_id').references(() => vehicleDocuments.id, { onDelete: 'set null' }),
    /** The completed task this one follows; undoing that completion removes this one. */
    previousTaskId: text('previous_task_id'),
    /** The document whose dates proposed this task. */
    sourceDocumentId: text('source_document_id').references(() => vehicleDocuments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_user_open_idx')
      .on(t.userId, t.dueDate)
      .where(sql`completed_date is null`),
    index('tasks_user_idx').on(t.userId, t.vehicleId),
    index('tasks_previous_idx').on(t.previousTaskId),
  ],
);

/** Per-user task settings; a user without a row has the defaults. */
export const taskSettings = pgTable('task_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  dueSoonDays: integer('due_soon_days').notNull().default(30),
  dueSoonDistance: integer('due_soon_distance').notNull().default(500),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  /** The secret of the iCalendar address (its SHA-256 is not enough: the profile shows the URL again). */
  calendarToken: text('calendar_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per task and due state that was mailed: inserting it (`on conflict do nothing`) is the
 * claim to send, so several instances or a restarted job never mail the same reminder twice.
 */
export const taskRemindersSent = pgTable(
  'task_reminders_sent',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.state] })],
);
