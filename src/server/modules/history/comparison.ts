import { and, eq, ne, sql } from 'drizzle-orm';
import type { Comparison, ComparedVehicle } from '../../../shared/history/history-api';
import { scaleOfGrade, type ConditionScale } from '../../../shared/history/condition-scales';
import type { Db } from '../../db/client';
import { vehiclePhotos, vehicles } from '../../db/schema';
import type { SessionUser } from '../../auth/require-user';
import { requireHistoryOwner, type HistoryVehicleRow } from './access';
import { figuresOf } from './value-history';

async function compared(db: Db, v: HistoryVehicleRow, today: string): Promise<ComparedVehicle> {
  const { documents, figures } = await figuresOf(db, v, today);
  const [cover] = await db
    .select({ id: vehiclePhotos.id })
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleId, v.id))
    .orderBy(sql`${vehiclePhotos.isCover} desc`, vehiclePhotos.position)
    .limit(1);
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    variant: v.variant,
    engine: v.engine,
    transmission: v.transmission,
    bodyStyle: v.bodyStyle,
    odometer: v.odometer,
    odometerUnit: v.odometerUnit === 'mi' ? 'mi' : 'km',
    currency: v.currency,
    matchingNumbers: v.matchingNumbers,
    // A grade stored before grades carried their scale is on the fallback scale (condition-scales.ts).
    condition:
      v.conditionGrade !== null ? { grade: v.conditionGrade, scale: scaleOfGrade(v.conditionGrade, v.conditionScale as ConditionScale | null)! } : null,
    documents: documents.length,
    thumbUrl: cover ? `/api/vehicles/${v.id}/photos/${cover.id}/thumb` : null,
    figures,
  };
}

/** The vehicle beside up to three others of the same garage; each id is checked like the first. */
export async function buildComparison(db: Db, me: SessionUser, vehicleId: string, others: string[], today: string): Promise<Comparison> {
  const rows = [await requireHistoryOwner(db, me, vehicleId)];
  for (const id of others.filter((id) => id !== vehicleId)) rows.push(await requireHistoryOwner(db, me, id));
  const list: ComparedVehicle[] = [];
  for (const row of rows) list.push(await compared(db, row, today));
  const candidates = await db
    .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, year: vehicles.year })
    .from(vehicles)
    .where(and(eq(vehicles.userId, me.id), ne(vehicles.id, vehicleId)))
    .orderBy(vehicles.make, vehicles.model, vehicles.year);
  return { vehicles: list, candidates };
}
