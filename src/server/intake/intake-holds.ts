import crypto from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { INTAKE_HOLD_MS } from '../../shared/documents/intake-api';
import { DOCUMENT_MESSAGES } from '../../shared/documents/document-api';
import type { Db } from '../db/client';
import { intakeHolds } from '../db/schema';
import { AppError } from '../http/app-error';
import type { StorageProvider } from '../storage/storage-provider';
import type { CheckedFile } from './check-file';
import { newDocumentId } from '../modules/documents/document-id';

export type Hold = typeof intakeHolds.$inferSelect;

/**
 * Keeps a received file for its save: stored at once at the path its document will have
 * (`{userId}/{documentId}.{ext}`, SPEC §3), so the save only writes the row. The hold is a row,
 * not memory, so the save may reach another instance.
 */
export async function holdFile(
  db: Db,
  storage: StorageProvider,
  input: { userId: string; file: CheckedFile; body: Buffer; text: string | null },
  now = Date.now(),
): Promise<Hold> {
  await sweepExpiredHolds(db, storage, now).catch(() => undefined);
  const documentId = newDocumentId(now);
  const fileKey = `${input.userId}/${documentId}.${input.file.ext}`;
  try {
    await storage.put(fileKey, input.body, input.file.mime);
  } catch (error) {
    throw new AppError('upload_failed', { status: 502, message: DOCUMENT_MESSAGES.uploadFailed, cause: error });
  }
  try {
    const [hold] = await db
      .insert(intakeHolds)
      .values({
        token: crypto.randomBytes(24).toString('base64url'),
        userId: input.userId,
        documentId,
        fileKey,
        fileName: input.file.fileName,
        mime: input.file.mime,
        fileSize: input.file.size,
        fileHash: input.file.hash,
        contentText: input.text,
        expiresAt: new Date(now + INTAKE_HOLD_MS),
      })
      .returning();
    return hold;
  } catch (error) {
    await storage.delete([fileKey]).catch(() => undefined);
    throw error;
  }
}

/** The user's own, unexpired hold; another user's token looks exactly like an expired one. */
export async function findHold(db: Db, userId: string, token: string): Promise<Hold | null> {
  const [hold] = await db
    .select()
    .from(intakeHolds)
    .where(and(eq(intakeHolds.token, token), eq(intakeHolds.userId, userId), gt(intakeHolds.expiresAt, new Date())));
  return hold ?? null;
}

/** Holds past their time: rows and files go. The row is deleted first, so a racing save either wins or sees none. */
export async function sweepExpiredHolds(db: Db, storage: StorageProvider, now = Date.now(), limit = 50): Promise<number> {
  const gone = await db.execute<{ file_key: string }>(
    sql`delete from intake_holds where token in (select token from intake_holds where ${lte(intakeHolds.expiresAt, new Date(now))} limit ${limit}) returning file_key`,
  );
  const keys = gone.rows.map((r) => r.file_key);
  if (keys.length) await storage.delete(keys);
  return keys.length;
}
