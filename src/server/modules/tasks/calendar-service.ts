import { eq } from 'drizzle-orm';
import { todayIso } from '../../../shared/tasks/task-dates';
import type { TaskList, TaskSettings } from '../../../shared/tasks/task-schema';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { icalFeed } from './ical-feed';
import { listTasksJson } from './list-tasks';
import { ensureSettings, userOfCalendarToken } from './task-settings';

export async function settingsAnswer(db: Db, userId: string, origin: string): Promise<TaskSettings> {
  const s = await ensureSettings(db, userId);
  return {
    dueSoonDays: s.dueSoonDays,
    dueSoonDistance: s.dueSoonDistance,
    remindersEnabled: s.remindersEnabled,
    calendarUrl: `${origin}/api/calendar/${s.calendarToken}.ics`,
  };
}

/** The feed of the user whose secret this is; an unknown or rotated secret is a 404. */
export async function calendarFor(db: Db, file: string, host: string): Promise<string> {
  const token = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(file)?.[1];
  const settings = token ? await userOfCalendarToken(db, token) : null;
  if (!settings) throw AppError.notFound('Calendar not found');
  const [owner] = await db.select({ id: user.id, email: user.email, name: user.name, language: user.language }).from(user).where(eq(user.id, settings.userId));
  if (!owner) throw AppError.notFound('Calendar not found');
  // Asked by a calendar client every few hours: built each time, never kept.
  const { tasks } = JSON.parse(await listTasksJson(db, owner.id, { status: 'open' }, todayIso())) as TaskList;
  return icalFeed(tasks, { language: owner.language, host });
}
