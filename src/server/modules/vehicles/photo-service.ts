import crypto from 'node:crypto';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vehiclePhotos, vehicles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';
import { deleteReleased, releaseFiles } from '../../storage/tracked-storage';
import { processPhoto } from './process-photo';
import { requireOwnVehicle } from './service';

type PhotoRow = typeof vehiclePhotos.$inferSelect;
const variants = { original: 'originalKey', display: 'displayKey', thumb: 'thumbKey' } as const;
export type PhotoVariant = keyof typeof variants;

/**
 * Stores the three files first, then the row. If the row cannot be written the files are
 * removed again, so there is never a file without its row or a row without its file.
 */
export async function addPhoto(db: Db, storage: StorageProvider, userId: string, vehicleId: string, input: Buffer): Promise<PhotoRow> {
  const vehicle = await requireOwnVehicle(db, userId, vehicleId);
  if (vehicle.status !== 'owned') throw AppError.conflict('A sold or transferred vehicle is read-only');
  const photo = await processPhoto(input);
  const id = crypto.randomUUID();
  const dir = `vehicle-photos/${userId}/${vehicleId}`;
  const keys = {
    originalKey: `${dir}/${id}-original.${photo.original.ext}`,
    displayKey: `${dir}/${id}-display.jpg`,
    thumbKey: `${dir}/${id}-thumb.webp`,
  };
  const written: string[] = [];
  try {
    for (const [key, body, type] of [
      [keys.originalKey, photo.original.body, photo.original.mime],
      [keys.displayKey, photo.display, 'image/jpeg'],
      [keys.thumbKey, photo.thumb, 'image/webp'],
    ] as const) {
      await storage.put(key, body, type);
      written.push(key);
    }
    return await db.transaction(async (tx) => {
      const [{ last }] = await tx
        .select({ last: max(vehiclePhotos.position) })
        .from(vehiclePhotos)
        .where(eq(vehiclePhotos.vehicleId, vehicleId));
      const isFirst = last === null;
      const [row] = await tx
        .insert(vehiclePhotos)
        .values({
          id,
          vehicleId,
          userId,
          position: (last ?? -1) + 1,
          isCover: isFirst,
          width: photo.width,
          height: photo.height,
          originalMime: photo.original.mime,
          sizeBytes: photo.original.body.length,
          takenOn: photo.takenOn,
          ...keys,
        })
        .returning();
      await tx.update(vehicles).set({ updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
      return row;
    });
  } catch (error) {
    await storage.delete(written);
    throw error;
  }
}

/** The photo rows carry their owner, so one query settles access: another user's photo is a 404. */
async function requirePhoto(db: Db, userId: string, vehicleId: string, photoId: string): Promise<PhotoRow> {
  const [row] = await db
    .select()
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.id, photoId), eq(vehiclePhotos.vehicleId, vehicleId), eq(vehiclePhotos.userId, userId)));
  if (!row) throw AppError.notFound('Photo not found');
  return row;
}

export async function readPhoto(db: Db, storage: StorageProvider, userId: string, vehicleId: string, photoId: string, variant: PhotoVariant) {
  const row = await requirePhoto(db, userId, vehicleId, photoId);
  const mime = variant === 'original' ? row.originalMime : variant === 'display' ? 'image/jpeg' : 'image/webp';
  return { stream: await storage.get(row[variants[variant]]), mime };
}

export async function removePhoto(db: Db, storage: StorageProvider, userId: string, vehicleId: string, photoId: string, opts: { rollback?: boolean } = {}) {
  const vehicle = await requireOwnVehicle(db, userId, vehicleId);
  // A sold vehicle keeps its photos with its history; only a failed upload may take one back.
  if (vehicle.status !== 'owned' && !opts.rollback) throw AppError.conflict('A sold or transferred vehicle is read-only');
  const row = await requirePhoto(db, userId, vehicleId, photoId);
  const keys = [row.originalKey, row.displayKey, row.thumbKey];
  await db.transaction(async (tx) => {
    await tx.delete(vehiclePhotos).where(eq(vehiclePhotos.id, photoId));
    // Decision 013: the files go to the sweep with the row, and are deleted after the commit.
    await releaseFiles(tx, keys);
    if (row.isCover) {
      // The cover went: the next photo in order takes its place.
      const [next] = await tx.select().from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicleId)).orderBy(asc(vehiclePhotos.position)).limit(1);
      if (next) await tx.update(vehiclePhotos).set({ isCover: true }).where(eq(vehiclePhotos.id, next.id));
    }
    // The garage orders by "recently updated" and its list is cached by it.
    await tx.update(vehicles).set({ updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
  });
  await deleteReleased(db, storage, keys).catch(() => undefined);
}

/** Reorders the photos (every id once) and sets the cover. */
export async function arrangePhotos(db: Db, userId: string, vehicleId: string, order: string[], coverId?: string) {
  const vehicle = await requireOwnVehicle(db, userId, vehicleId);
  if (vehicle.status !== 'owned') throw AppError.conflict('A sold or transferred vehicle is read-only');
  const rows = await db.select().from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicleId));
  const ids = new Set(rows.map((r) => r.id));
  if (order.length !== ids.size || !order.every((id) => ids.has(id)) || new Set(order).size !== order.length) {
    throw AppError.badRequest('Invalid input: order', [{ path: 'body.order', message: 'must list every photo of the vehicle once' }]);
  }
  const cover = coverId ?? rows.find((r) => r.isCover)?.id ?? order[0];
  if (!ids.has(cover)) throw AppError.badRequest('Invalid input: coverId', [{ path: 'body.coverId', message: 'is not a photo of this vehicle' }]);
  await db.transaction(async (tx) => {
    for (const [position, id] of order.entries()) {
      await tx
        .update(vehiclePhotos)
        .set({ position, isCover: id === cover })
        .where(eq(vehiclePhotos.id, id));
    }
    await tx.update(vehicles).set({ updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
  });
}
