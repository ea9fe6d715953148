import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { valueEntryInputSchema } from '../../../shared/history/history-api';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { valueEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireChangeableHistoryVehicle } from './access';

type Input = z.output<typeof valueEntryInputSchema>;

const columnsOf = (input: Input) => ({
  kind: input.kind,
  entryDate: input.date,
  amount: input.amount,
  currency: input.currency,
  source: input.source ?? null,
  appraiser: input.appraiser ?? null,
  note: input.note ?? null,
});

export async function addValueEntry(db: Db, me: SessionUser, vehicleId: string, input: Input) {
  await requireChangeableHistoryVehicle(db, me, vehicleId);
  const [row] = await db
    .insert(valueEntries)
    .values({ id: crypto.randomUUID(), vehicleId, userId: me.id, ...columnsOf(input) })
    .returning({ id: valueEntries.id });
  return row;
}

/** The entry, if it is one of this vehicle's manual entries; another's looks missing. */
const ofVehicle = (vehicleId: string, entryId: string) => and(eq(valueEntries.id, entryId), eq(valueEntries.vehicleId, vehicleId));

export async function updateValueEntry(db: Db, me: SessionUser, vehicleId: string, entryId: string, input: Input) {
  await requireChangeableHistoryVehicle(db, me, vehicleId);
  const rows = await db.update(valueEntries).set(columnsOf(input)).where(ofVehicle(vehicleId, entryId)).returning({ id: valueEntries.id });
  if (rows.length === 0) throw AppError.notFound('Value entry not found');
  return rows[0];
}

export async function deleteValueEntry(db: Db, me: SessionUser, vehicleId: string, entryId: string) {
  await requireChangeableHistoryVehicle(db, me, vehicleId);
  const rows = await db.delete(valueEntries).where(ofVehicle(vehicleId, entryId)).returning({ id: valueEntries.id });
  if (rows.length === 0) throw AppError.notFound('Value entry not found');
}
