import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { VehicleRecord, vehicleRecordInputSchema } from '../../../shared/csv-import/vehicle-record-api';
import type { RecordKind } from '../../../shared/csv-import/record-kinds';
import type { VehicleRow } from '../../access/policy';
import type { Db } from '../../db/client';
import { vehicleRecords } from '../../db/schema';
import { AppError } from '../../http/app-error';

type Input = z.output<typeof vehicleRecordInputSchema>;

/** The record, if it is one of this vehicle's: another vehicle's record looks missing. */
const ofVehicle = (vehicle: VehicleRow, recordId: string) => and(eq(vehicleRecords.id, recordId), eq(vehicleRecords.vehicleId, vehicle.id));

const notFound = () => AppError.notFound('Record not found');

function toRecord(r: typeof vehicleRecords.$inferSelect): VehicleRecord {
  return {
    id: r.id,
    vehicleId: r.vehicleId,
    kind: r.kind as RecordKind,
    date: r.recordDate,
    odometer: r.odometer,
    description: r.description,
    cost: r.cost,
    currency: r.currency,
    notes: r.notes,
    source: r.source,
  };
}

export async function getVehicleRecord(db: Db, vehicle: VehicleRow, recordId: string): Promise<VehicleRecord> {
  const [row] = await db.select().from(vehicleRecords).where(ofVehicle(vehicle, recordId));
  if (!row) throw notFound();
  return toRecord(row);
}

/** Every field at once, as the form shows them; its currency and source stay what the import set. */
export async function updateVehicleRecord(db: Db, vehicle: VehicleRow, recordId: string, input: Input): Promise<VehicleRecord> {
  const [row] = await db
    .update(vehicleRecords)
    .set({
      kind: input.kind,
      recordDate: input.date,
      odometer: input.odometer,
      description: input.description ?? null,
      cost: input.cost,
      notes: input.notes ?? null,
    })
    .where(ofVehicle(vehicle, recordId))
    .returning();
  if (!row) throw notFound();
  return toRecord(row);
}

export async function deleteVehicleRecord(db: Db, vehicle: VehicleRow, recordId: string): Promise<void> {
  const rows = await db.delete(vehicleRecords).where(ofVehicle(vehicle, recordId)).returning({ id: vehicleRecords.id });
  if (rows.length === 0) throw notFound();
}
