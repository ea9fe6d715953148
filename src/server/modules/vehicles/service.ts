import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  defaultsForLanguage,
  type sellVehicleSchema,
  type Vehicle,
  type vehicleInputSchema,
  type vehicleUpdateSchema,
  vehicleMessages,
} from '../../../shared/vehicles/vehicle-schema';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { documentVersions, dossiers, vehicleDocuments, vehiclePhotos, vehicles } from '../../db/schema';
import { releaseFiles } from '../../storage/tracked-storage';
import { AppError } from '../../http/app-error';
import { isGradeOnScale, scaleOfGrade, type ConditionScale } from '../../../shared/history/condition-scales';
import { presentVehicle } from './present-vehicle';

type Input = z.output<typeof vehicleInputSchema>;
type Update = z.output<typeof vehicleUpdateSchema>;

/** The owner's vehicle row, or a 404 — another user's vehicle looks exactly like a missing one. */
export async function requireOwnVehicle(db: Db, userId: string, vehicleId: string) {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  if (!row) throw AppError.notFound('Vehicle not found');
  return row;
}

async function withPhotos(db: Db, rows: (typeof vehicles.$inferSelect)[]): Promise<Vehicle[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select()
    .from(vehiclePhotos)
    .where(
      inArray(
        vehiclePhotos.vehicleId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) =>
    presentVehicle(
      r,
      photos.filter((p) => p.vehicleId === r.id),
    ),
  );
}

export async function getVehicle(db: Db, userId: string, vehicleId: string): Promise<Vehicle> {
  const row = await requireOwnVehicle(db, userId, vehicleId);
  return (await withPhotos(db, [row]))[0];
}

/** A grade and its scale as stored: the grade must be on the scale (a 6 is a Hagerty grade only). */
function gradeOnScale(grade: number | null | undefined, scale: ConditionScale | null | undefined) {
  const on = scaleOfGrade(grade, scale);
  if (on && !isGradeOnScale(grade!, on))
    throw AppError.badRequest('Invalid input: body.conditionGrade', [{ path: 'body.conditionGrade', message: vehicleMessages.grade }]);
  return { conditionGrade: grade ?? null, conditionScale: on };
}

export async function createVehicle(db: Db, user: SessionUser, input: Input): Promise<Vehicle> {
  const defaults = defaultsForLanguage(user.language);
  const [row] = await db
    .insert(vehicles)
    .values({
      ...input,
      ...gradeOnScale(input.conditionGrade, input.conditionScale),
      id: crypto.randomUUID(),
      userId: user.id,
      odometerUnit: input.odometerUnit ?? defaults.odometerUnit,
      currency: input.currency ?? defaults.currency,
      status: 'owned',
    })
    .returning();
  return presentVehicle(row, []);
}

export async function updateVehicle(db: Db, userId: string, vehicleId: string, patch: Update): Promise<Vehicle> {
  const current = await requireOwnVehicle(db, userId, vehicleId);
  if (current.status !== 'owned') throw AppError.conflict('A sold or transferred vehicle is read-only');
  await db
    .update(vehicles)
    // A grade set in the form carries the scale chosen beside it (else the fallback scale).
    .set({
      ...patch,
      ...((patch.conditionGrade !== undefined || patch.conditionScale !== undefined) &&
        gradeOnScale(
          patch.conditionGrade !== undefined ? patch.conditionGrade : current.conditionGrade,
          patch.conditionScale !== undefined ? patch.conditionScale : (current.conditionScale as ConditionScale | null),
        )),
      updatedAt: new Date(),
    })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  return getVehicle(db, userId, vehicleId);
}

export async function sellVehicle(db: Db, userId: string, vehicleId: string, sale: z.output<typeof sellVehicleSchema>): Promise<Vehicle> {
  const current = await requireOwnVehicle(db, userId, vehicleId);
  if (current.status !== 'owned') throw AppError.conflict('This vehicle has already left the garage');
  if (current.purchaseDate && sale.saleDate < current.purchaseDate) {
    throw AppError.badRequest('Invalid input: saleDate', [{ path: 'body.saleDate', message: vehicleMessages.saleBeforePurchase }]);
  }
  await db
    .update(vehicles)
    .set({ status: 'sold', saleDate: sale.saleDate, salePrice: sale.salePrice, buyerName: sale.buyerName, updatedAt: new Date() })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  return getVehicle(db, userId, vehicleId);
}

/**
 * Removes the row (photo, document, version and dossier rows cascade), hands their files to the
 * sweep in the same transaction (decision 013) and returns the keys the caller deletes after the commit.
 */
export async function deleteVehicle(db: Db, userId: string, vehicleId: string): Promise<string[]> {
  await requireOwnVehicle(db, userId, vehicleId);
  const keys = await db.transaction(async (tx) => {
    const photos = await tx.select().from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicleId));
    const documents = await tx.select({ key: vehicleDocuments.fileUrl }).from(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, vehicleId));
    const dossierFiles = await tx.select({ key: dossiers.fileKey }).from(dossiers).where(eq(dossiers.vehicleId, vehicleId));
    const versions = await tx
      .select({ key: documentVersions.fileUrl })
      .from(documentVersions)
      .innerJoin(vehicleDocuments, eq(vehicleDocuments.id, documentVersions.documentId))
      .where(eq(vehicleDocuments.vehicleId, vehicleId));
    await tx.delete(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
    const released = [
      ...photos.flatMap((p) => [p.originalKey, p.displayKey, p.thumbKey]),
      ...documents.map((d) => d.key),
      ...versions.map((v) => v.key),
      ...dossierFiles.flatMap((d) => (d.key ? [d.key] : [])),
    ];
    await releaseFiles(tx, released);
    return released;
  });
  return keys;
}
