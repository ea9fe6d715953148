import crypto from 'node:crypto';
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Dossier, DossierOptions, DossierStage } from '../../../shared/dossier/dossier-api';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';
import { deleteReleased, releaseFiles } from '../../storage/tracked-storage';

export const DOSSIER_QUEUE = 'dossier';
type Row = typeof dossiers.$inferSelect;

export const dossierKey = (userId: string, vehicleId: string, id: string) => `dossiers/${userId}/${vehicleId}/${id}.pdf`;
const fileUrl = (r: Row) => `/api/vehicles/${r.vehicleId}/dossiers/${r.id}/file`;

export function presentDossier(r: Row): Dossier {
  return {
    id: r.id,
    status: r.status as Dossier['status'],
    stage: (r.stage as DossierStage | null) ?? null,
    progress: { done: r.progressDone, total: r.progressTotal },
    options: r.options as Dossier['options'],
    fileName: r.fileName,
    fileSize: r.fileSize,
    pageCount: r.pageCount,
    downloadUrl: r.status === 'ready' && r.fileKey ? fileUrl(r) : null,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts a dossier of the vehicle (access was checked by the route): a row, then a job on the
 * queue. One at a time per vehicle: a second request while one is written is a 409.
 */
export async function startDossier(
  db: Db,
  enqueue: (queue: string, payload: object, opts: { maxAttempts: number }) => Promise<number | null>,
  userId: string,
  vehicleId: string,
  options: DossierOptions,
): Promise<Dossier> {
  const busy = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(eq(dossiers.vehicleId, vehicleId), inArray(dossiers.status, ['queued', 'running'])));
  if (busy.length > 0) throw AppError.conflict('A dossier of this vehicle is already being written');
  const id = crypto.randomUUID();
  const [row] = await db.insert(dossiers).values({ id, vehicleId, userId, language: options.language, options, status: 'queued' }).returning();
  try {
    await enqueue(DOSSIER_QUEUE, { dossierId: id }, { maxAttempts: 2 });
  } catch (error) {
    await db.delete(dossiers).where(eq(dossiers.id, id));
    throw error;
  }
  return presentDossier(row);
}

/** The newest dossier of the vehicle (in work, ready or failed) and, while that one is not ready, the last ready one. */
export async function currentDossiers(db: Db, userId: string, vehicleId: string): Promise<{ dossier: Dossier | null; previous: Dossier | null }> {
  const rows = await db
    .select()
    .from(dossiers)
    .where(and(eq(dossiers.vehicleId, vehicleId), eq(dossiers.userId, userId)))
    .orderBy(desc(dossiers.createdAt))
    .limit(5);
  const newest = rows[0] ?? null;
  const ready = newest && newest.status !== 'ready' ? rows.find((r) => r.status === 'ready') : undefined;
  return { dossier: newest ? presentDossier(newest) : null, previous: ready ? presentDossier(ready) : null };
}

/** The finished PDF of the user's vehicle; anything else (another vehicle's id, not ready yet) is a 404. */
export async function openDossierFile(db: Db, storage: StorageProvider, userId: string, vehicleId: string, dossierId: string) {
  const [row] = await db
    .select()
    .from(dossiers)
    .where(and(eq(dossiers.id, dossierId), eq(dossiers.vehicleId, vehicleId), eq(dossiers.userId, userId), eq(dossiers.status, 'ready')));
  if (!row?.fileKey) throw AppError.notFound('Dossier not found');
  return { stream: await storage.get(row.fileKey), fileName: row.fileName ?? 'dossier.pdf', size: row.fileSize };
}

export async function loadDossier(db: Db, id: string): Promise<Row | null> {
  const [row] = await db.select().from(dossiers).where(eq(dossiers.id, id));
  return row ?? null;
}

export async function setDossierProgress(db: Db, id: string, p: { status?: 'running'; stage: DossierStage; done: number; total: number }) {
  await db
    .update(dossiers)
    .set({ stage: p.stage, progressDone: p.done, progressTotal: p.total, ...(p.status ? { status: p.status } : {}) })
    .where(eq(dossiers.id, id));
}

/**
 * The written file becomes the vehicle's dossier: its row is marked ready with the key, and the
 * older dossiers of the vehicle go (rows now, files after the commit). Answers false when the row
 * is gone meanwhile (the vehicle was deleted): the caller then removes the stored file.
 */
export async function finishDossier(
  db: Db,
  storage: StorageProvider,
  row: Row,
  file: { key: string; name: string; size: number; pages: number },
): Promise<boolean> {
  const stale = await db.transaction(async (tx) => {
    const updated = await tx
      .update(dossiers)
      .set({
        status: 'ready',
        stage: null,
        fileKey: file.key,
        fileName: file.name,
        fileSize: file.size,
        pageCount: file.pages,
        finishedAt: new Date(),
        error: null,
      })
      .where(eq(dossiers.id, row.id))
      .returning({ id: dossiers.id });
    if (updated.length === 0) return null;
    const removed = await tx
      .delete(dossiers)
      .where(
        and(
          eq(dossiers.vehicleId, row.vehicleId),
          ne(dossiers.id, row.id),
          lt(dossiers.createdAt, row.createdAt),
          ne(dossiers.status, 'running'),
          ne(dossiers.status, 'queued'),
        ),
      )
      .returning({ key: dossiers.fileKey });
    // Decision 013: the old files go to the sweep with their rows, and are deleted after the commit.
    const keys = removed.map((r) => r.key).filter((k): k is string => !!k);
    await releaseFiles(tx, keys);
    return keys;
  });
  if (stale === null) return false;
  await deleteReleased(db, storage, stale).catch(() => undefined);
  return true;
}

export async function failDossier(db: Db, id: string, reason: string) {
  await db
    .update(dossiers)
    .set({ status: 'failed', stage: null, error: reason.slice(0, 500), finishedAt: new Date() })
    .where(eq(dossiers.id, id));
}
