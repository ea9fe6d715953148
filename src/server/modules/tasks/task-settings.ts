import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_DUE_SOON_DAYS, DEFAULT_DUE_SOON_DISTANCE } from '../../../shared/tasks/task-schema';
import type { Db } from '../../db/client';
import { taskSettings } from '../../db/schema';

export type SettingsRow = typeof taskSettings.$inferSelect;

const newToken = () => crypto.randomBytes(24).toString('base64url');

/** The defaults, as a row that is not stored yet (reading settings writes nothing). */
const defaults = (userId: string): Omit<SettingsRow, 'calendarToken' | 'updatedAt'> => ({
  userId,
  dueSoonDays: DEFAULT_DUE_SOON_DAYS,
  dueSoonDistance: DEFAULT_DUE_SOON_DISTANCE,
  remindersEnabled: true,
});

export async function readSettings(db: Db, userId: string) {
  const [row] = await db.select().from(taskSettings).where(eq(taskSettings.userId, userId));
  return row ?? defaults(userId);
}

export async function readSettingsOf(db: Db, userIds: string[]) {
  const rows = userIds.length ? await db.select().from(taskSettings).where(inArray(taskSettings.userId, userIds)) : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return (userId: string) => byUser.get(userId) ?? defaults(userId);
}

/** The stored row, created with a fresh calendar secret the first time it is needed. */
export async function ensureSettings(db: Db, userId: string): Promise<SettingsRow> {
  await db.insert(taskSettings).values({ userId, calendarToken: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(taskSettings).where(eq(taskSettings.userId, userId));
  return row;
}

export async function changeSettings(db: Db, userId: string, patch: Partial<Pick<SettingsRow, 'dueSoonDays' | 'dueSoonDistance' | 'remindersEnabled'>>) {
  await ensureSettings(db, userId);
  const [row] = await db
    .update(taskSettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(taskSettings.userId, userId))
    .returning();
  return row;
}

/** A new secret: the old address answers 404 from this moment. */
export async function rotateCalendarToken(db: Db, userId: string) {
  await ensureSettings(db, userId);
  const [row] = await db.update(taskSettings).set({ calendarToken: newToken(), updatedAt: new Date() }).where(eq(taskSettings.userId, userId)).returning();
  return row;
}

export async function userOfCalendarToken(db: Db, token: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(taskSettings).where(eq(taskSettings.calendarToken, token));
  return row ?? null;
}
