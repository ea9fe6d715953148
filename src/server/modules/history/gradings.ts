import crypto from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { historyMessages, type gradingInputSchema } from '../../../shared/history/history-api';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { conditionGradings, vehiclePhotos, vehicles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireChangeableHistoryVehicle } from './access';

type Input = z.output<typeof gradingInputSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function checkPhotos(db: Db, vehicleId: string, photoIds: string[]) {
  if (photoIds.length === 0) return;
  const found = await db
    .select({ id: vehiclePhotos.id })
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.vehicleId, vehicleId), inArray(vehiclePhotos.id, photoIds)));
  if (found.length !== new Set(photoIds).size) {
    throw AppError.badRequest('Invalid input: photoIds', [{ path: 'body.photoIds', message: historyMessages.photo }]);
  }
}

/**
 * The vehicle's current grade is its newest grading's, kept on the vehicle row so that the
 * garage card and the profile show it without another read. Without gradings, a grade that came
 * from them is cleared; one typed in the vehicle form stays.
 */
async function syncCurrentGrade(tx: Tx, vehicleId: string) {
  const [newest] = await tx
    .select()
    .from(conditionGradings)
    .where(eq(conditionGradings.vehicleId, vehicleId))
    .orderBy(desc(conditionGradings.gradedOn), desc(conditionGradings.createdAt))
    .limit(1);
  if (newest) {
    await tx.update(vehicles).set({ conditionGrade: newest.grade, conditionScale: newest.scale, updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
  } else {
    const [v] = await tx.select({ scale: vehicles.conditionScale }).from(vehicles).where(eq(vehicles.id, vehicleId));
    if (v?.scale) await tx.update(vehicles).set({ conditionGrade: null, conditionScale: null, updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
  }
}

const columnsOf = (input: Input) => ({
  scale: input.scale,
  grade: input.grade,
  gradedOn: input.date,
  note: input.note ?? null,
  photoIds: [...new Set(input.photoIds)],
});

export async function addGrading(db: Db, me: SessionUser, vehicleId: string, input: Input) {
  await requireChangeableHistoryVehicle(db, me, vehicleId);
  await checkPhotos(db, vehicleId, input.photoIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conditionGradings)
      .values({ id: crypto.randomUUID(), vehicleId, userId: me.id, ...columnsOf(input) })
      .returning({ id: conditionGradings.id });
    await syncCurrentGrade(tx, vehicleId);
    return row;
  });
}

const ofVehicle = (vehicleId: string, gradingId: string) => and(eq(conditionGradings.id, gradingId), eq(conditionGradings.vehicleId, vehicleId));

export async function updateGrading(db: Db, me: SessionUser, vehicleId: string, gradingId: string, input: Input) {
  await requireChangeableHistoryVehicle(db, me, vehicleId);
  await checkPhotos(db, vehicleId, input.photoIds);
  return db.transaction(async (tx) => {
    const rows = await tx.update(conditionGradings).set(columnsOf(input)).where(ofVehicle(vehicleId, gradingId)).returning({ id: conditionGradings.id });
    if (rows.length === 0) throw AppError.notFound('Grading not found');
    await syncCurrentGrade(tx, vehicleId);
    return rows[0];
  });
}

export async function deleteGrading(db: Db, me: SessionUser, vehicleId: string, gradingId: string) {
  await requireChangeableHistoryVehicle(db, me, vehicleId);
  await db.transaction(async (tx) => {
    const rows = await tx.delete(conditionGradings).where(ofVehicle(vehicleId, gradingId)).returning({ id: conditionGradings.id });
    if (rows.length === 0) throw AppError.notFound('Grading not found');
    await syncCurrentGrade(tx, vehicleId);
  });
}
