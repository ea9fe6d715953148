import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Feedback, feedbackInputSchema } from '../../../shared/feedback/feedback-schema';
import { requireOwnRow } from '../../access/policy';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';

type Input = z.output<typeof feedbackInputSchema>;
type Row = typeof feedback.$inferSelect;

export function presentFeedback(row: Row): Feedback {
  return {
    id: row.id,
    category: row.category as Feedback['category'],
    message: row.message,
    rating: row.rating,
    pagePath: row.pagePath,
    screenshotUrl: row.screenshotKey ? `/api/feedback/${row.id}/screenshot` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The screenshot is stored first; if the row cannot be written it is removed again. */
export async function createFeedback(
  db: Db,
  storage: StorageProvider,
  userId: string,
  input: Input,
  screenshot?: { body: Buffer; ext: string; mime: string },
): Promise<Feedback> {
  const id = crypto.randomUUID();
  const key = screenshot ? `feedback/${userId}/${id}.${screenshot.ext}` : null;
  if (key && screenshot) await storage.put(key, screenshot.body, screenshot.mime);
  try {
    const [row] = await db
      .insert(feedback)
      .values({ id, userId, ...input, screenshotKey: key, screenshotMime: screenshot?.mime ?? null })
      .returning();
    return presentFeedback(row);
  } catch (error) {
    if (key) await storage.delete([key]);
    throw error;
  }
}

export async function listOwnFeedback(db: Db, userId: string): Promise<Feedback[]> {
  const rows = await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt)).limit(200);
  return rows.map(presentFeedback);
}

export async function readScreenshot(db: Db, storage: StorageProvider, userId: string, feedbackId: string) {
  const [found] = await db.select().from(feedback).where(eq(feedback.id, feedbackId));
  const row = requireOwnRow({ id: userId }, found, 'Screenshot');
  if (!row.screenshotKey) throw AppError.notFound('Screenshot not found');
  return { stream: await storage.get(row.screenshotKey), mime: row.screenshotMime ?? 'application/octet-stream' };
}
