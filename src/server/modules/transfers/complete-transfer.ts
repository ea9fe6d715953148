import { and, eq, sql } from 'drizzle-orm';
import type { TransferSnapshot } from '../../../shared/transfers/transfer-api';
import { checkCompletion, rekey, type CompletionCheck } from '../../../shared/transfers/transfer-rules';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { vehicleDocuments, vehicles, vehicleShares, vehicleTransfers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { StorageProvider } from '../../storage/storage-provider';
import { presentVehicle } from '../vehicles/present-vehicle';
import { ident, vehicleOwnedTables, type OwnedTable } from './vehicle-owned-tables';
import { presentTransfer, requireTransfer } from './transfer-service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const refusals: Record<Exclude<CompletionCheck, 'ok'>, () => AppError> = {
  // Someone else's transfer looks exactly like a missing one.
  not_addressed_to_you: () => AppError.notFound('Transfer not found'),
  already_completed: () => new AppError('transfer_completed', { status: 409, message: 'This transfer has already been completed.' }),
  cancelled: () => new AppError('transfer_cancelled', { status: 409, message: 'This transfer was cancelled.' }),
  declined: () => new AppError('transfer_declined', { status: 409, message: 'This transfer was declined.' }),
  expired: () => new AppError('transfer_expired', { status: 410, message: 'This transfer has expired.' }),
};

/** Every stored-file key of the vehicle's rows, in every vehicle-owned table. */
async function storedKeys(tx: Tx | Db, tables: OwnedTable[], vehicleId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const t of tables) {
    for (const column of t.keyColumns) {
      const res = await tx.execute<{ key: string }>(
        sql`select ${ident(column)} as key from ${ident(t.table)} where ${t.scope(vehicleId)} and ${ident(column)} is not null`,
      );
      keys.push(...res.rows.map((r) => r.key));
    }
  }
  return keys.sort();
}

/** SQL twin of `rekey` (shared/transfers/transfer-rules.ts), so that 2,000 keys change in one statement. */
const rekeyed = (column: string, from: string, to: string) => sql`case
  when split_part(${ident(column)}, '/', 1) = ${from} then ${to} || substr(${ident(column)}, ${from.length + 1})
  when split_part(${ident(column)}, '/', 2) = ${from} then split_part(${ident(column)}, '/', 1) || '/' || ${to} || substr(${ident(column)}, length(split_part(${ident(column)}, '/', 1)) + ${from.length + 2})
  else ${ident(column)} end`;

async function copyAll(storage: StorageProvider, moves: [string, string][]) {
  let next = 0;
  const worker = async () => {
    while (next < moves.length) {
      const [from, to] = moves[next++];
      await storage.copy(from, to);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

async function snapshotOf(tx: Tx, tables: OwnedTable[], vehicleId: string, vehicle: typeof vehicles.$inferSelect) {
  const documents = await tx
    .select({
      id: vehicleDocuments.id,
      title: vehicleDocuments.title,
      documentType: vehicleDocuments.documentType,
      date: vehicleDocuments.dateCreated,
      totalCost: vehicleDocuments.totalCost,
      shopName: vehicleDocuments.shopName,
    })
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.vehicleId, vehicleId))
    .orderBy(sql`${vehicleDocuments.dateCreated} desc`);
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const res = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${ident(t.table)} where ${t.scope(vehicleId)}`);
    counts[t.table] = Number(res.rows[0].n);
  }
  const { photos: _photos, ...facts } = presentVehicle({ ...vehicle, status: 'transferred' }, []);
  return { vehicle: facts, documents, counts } satisfies Omit<TransferSnapshot, 'transfer'>;
}

/**
 * SPEC §7 call 3, `complete_vehicle_transfer(transfer_id)`: the vehicle and every row that
 * belongs to it change owner in ONE transaction; the sender keeps a read-only snapshot.
 *
 * Files: copied under the new owner's path first (hard links on local disk), then the rows are
 * re-keyed inside the transaction, then the sender's copies are deleted. A crash before the commit
 * leaves the sender with every file where it was (the copies are unreferenced leftovers, replaced
 * on a retry); a crash after it leaves the recipient with every file, and the sender's old copies
 * listed in `stale_keys` for the start-up sweep.
 */
export async function completeVehicleTransfer(db: Db, storage: StorageProvider, me: SessionUser, transferId: string): Promise<{ vehicleId: string }> {
  const transfer = await requireTransfer(db, transferId, me);
  const check = checkCompletion({ status: transfer.status as never, toEmail: transfer.toEmail, expiresAt: transfer.expiresAt }, me.email, new Date());
  if (check === 'expired' && transfer.status === 'pending')
    await db.update(vehicleTransfers).set({ status: 'expired' }).where(eq(vehicleTransfers.id, transfer.id));
  if (check !== 'ok') throw refusals[check]();
  const vehicleId = transfer.vehicleId;
  const cancel = async () => {
    await db
      .update(vehicleTransfers)
      .set({ status: 'cancelled' })
      .where(and(eq(vehicleTransfers.id, transfer.id), eq(vehicleTransfers.status, 'pending')));
    return refusals.cancelled();
  };
  // The vehicle was deleted, or sold, since the transfer started: it is cancelled for good.
  if (!vehicleId) throw await cancel();
  const [current] = await db.select({ userId: vehicles.userId, status: vehicles.status }).from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!current || current.userId !== transfer.fromUserId || current.status !== 'owned') throw await cancel();
  const from = transfer.fromUserId;
  if (from === me.id) throw new AppError('transfer_to_self', { status: 400, message: 'You cannot transfer a vehicle to yourself.' });

  const tables = await vehicleOwnedTables(db);
  const oldKeys = await storedKeys(db, tables, vehicleId);
  const moves = oldKeys.map((k) => [k, rekey(k, from, me.id)] as [string, string]).filter(([a, b]) => a !== b);
  const copied = moves.map(([, to]) => to);
  try {
    await copyAll(storage, moves);
    await db.transaction(async (tx) => {
      // Locks the transfer: of two completions at once, the second finds it completed.
      const [locked] = await tx
        .select()
        .from(vehicleTransfers)
        .where(and(eq(vehicleTransfers.id, transfer.id), eq(vehicleTransfers.status, 'pending')))
        .for('update');
      if (!locked) throw refusals.already_completed();
      const [vehicle] = await tx
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, from), eq(vehicles.status, 'owned')))
        .for('update');
      if (!vehicle) throw refusals.cancelled(); // sold or deleted meanwhile
      // A file added after the copies were made would be re-keyed without its copy: start again.
      if ((await storedKeys(tx, tables, vehicleId)).join('\n') !== oldKeys.join('\n'))
        throw AppError.conflict('The vehicle changed while it was being transferred. Please try again.');

      const snapshot = await snapshotOf(tx, tables, vehicleId, vehicle);
      // The seller's shares end with their ownership.
      await tx
        .update(vehicleShares)
        .set({ revokedAt: new Date() })
        .where(and(eq(vehicleShares.vehicleId, vehicleId), sql`${vehicleShares.revokedAt} is null`));
      for (const t of tables) {
        const keySets = t.keyColumns.map((c) => sql`, ${ident(c)} = ${rekeyed(c, from, me.id)}`);
        await tx.execute(sql`update ${ident(t.table)} set user_id = ${me.id}${sql.join(keySets, sql``)} where ${t.scope(vehicleId)} and user_id = ${from}`);
      }
      await tx.update(vehicles).set({ userId: me.id, updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
      await tx
        .update(vehicleTransfers)
        .set({ status: 'completed', completedAt: new Date(), toUserId: me.id, snapshot, staleKeys: moves.map(([old]) => old) })
        .where(eq(vehicleTransfers.id, transfer.id));
    });
  } catch (error) {
    // The copies go unless another completion of this transfer won the race: then they are its files.
    const [now] = await db.select({ status: vehicleTransfers.status }).from(vehicleTransfers).where(eq(vehicleTransfers.id, transfer.id));
    if (now?.status !== 'completed') await storage.delete(copied).catch(() => undefined);
    throw error;
  }
  await removeStaleKeys(db, storage, transfer.id);
  return { vehicleId };
}

/** Deletes the sender-path files a completed transfer left behind, then forgets them. */
export async function removeStaleKeys(db: Db, storage: StorageProvider, transferId?: string) {
  const rows = await db
    .select({ id: vehicleTransfers.id, keys: vehicleTransfers.staleKeys })
    .from(vehicleTransfers)
    .where(and(sql`${vehicleTransfers.staleKeys} is not null`, transferId ? eq(vehicleTransfers.id, transferId) : undefined));
  for (const row of rows) {
    await storage.delete(row.keys ?? []);
    await db.update(vehicleTransfers).set({ staleKeys: null }).where(eq(vehicleTransfers.id, row.id));
  }
}

export { presentTransfer };
