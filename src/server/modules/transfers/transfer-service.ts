import crypto from 'node:crypto';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { startTransferSchema, Transfer, TransferList, TransferSnapshot } from '../../../shared/transfers/transfer-api';
import { checkStart, effectiveStatus } from '../../../shared/transfers/transfer-rules';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { user, vehicleTransfers } from '../../db/schema';
import type { VehicleRow } from '../../access/policy';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../email/mailer';
import { transferMail } from './transfer-mail';

type TransferRow = typeof vehicleTransfers.$inferSelect;
const DAY_MS = 86_400_000;
const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

export function presentTransfer(row: TransferRow & { fromEmail: string }, now = new Date()): Transfer {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    vehicle_name: row.vehicleName,
    to_email: row.toEmail,
    from_email: row.fromEmail,
    status: effectiveStatus(row.status as Transfer['status'], row.expiresAt, now),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

const withSender = { t: vehicleTransfers, fromEmail: user.email };
const flatten = (r: { t: TransferRow; fromEmail: string }) => ({ ...r.t, fromEmail: r.fromEmail });

/** The transfer if the user is its sender or its addressee; anyone else gets a 404. */
export async function requireTransfer(db: Db, id: string, me: SessionUser): Promise<TransferRow & { fromEmail: string }> {
  const [row] = await db.select(withSender).from(vehicleTransfers).innerJoin(user, eq(user.id, vehicleTransfers.fromUserId)).where(eq(vehicleTransfers.id, id));
  if (!row || (row.t.fromUserId !== me.id && row.t.toEmail !== me.email.toLowerCase())) throw AppError.notFound('Transfer not found');
  return flatten(row);
}

export async function startTransfer(
  db: Db,
  mailer: Mailer,
  me: SessionUser,
  vehicle: VehicleRow,
  input: z.output<typeof startTransferSchema>,
): Promise<Transfer> {
  if (checkStart(me.email, input.toEmail) === 'to_yourself') {
    throw new AppError('transfer_to_self', {
      status: 400,
      message: 'You cannot transfer a vehicle to yourself.',
      issues: [{ path: 'body.toEmail', message: 'is your own e-mail address' }],
    });
  }
  const name = [vehicle.year, vehicle.make, vehicle.model].join(' ');
  let row: TransferRow;
  try {
    [row] = await db
      .insert(vehicleTransfers)
      .values({
        id: crypto.randomUUID(),
        vehicleId: vehicle.id,
        fromUserId: me.id,
        toEmail: input.toEmail,
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        vehicleName: name,
      })
      .returning();
  } catch (error) {
    // The partial unique index: one pending transfer per vehicle (also when two starts race).
    if (isUniqueViolation(error)) throw new AppError('transfer_pending', { status: 409, message: 'This vehicle already has a pending transfer.' });
    throw error;
  }
  await mailer.send(transferMail({ to: input.toEmail, from: me, vehicleName: name, expiresAt: row.expiresAt })).catch(() => undefined);
  return presentTransfer({ ...row, fromEmail: me.email });
}

/** Incoming: pending transfers addressed to me; outgoing: everything I started, newest first. */
export async function listTransfers(db: Db, me: SessionUser): Promise<TransferList> {
  const base = db.select(withSender).from(vehicleTransfers).innerJoin(user, eq(user.id, vehicleTransfers.fromUserId));
  const [incoming, outgoing] = await Promise.all([
    base
      .where(and(eq(vehicleTransfers.toEmail, me.email.toLowerCase()), eq(vehicleTransfers.status, 'pending'), isNotNull(vehicleTransfers.vehicleId)))
      .orderBy(desc(vehicleTransfers.createdAt)),
    db
      .select(withSender)
      .from(vehicleTransfers)
      .innerJoin(user, eq(user.id, vehicleTransfers.fromUserId))
      .where(eq(vehicleTransfers.fromUserId, me.id))
      .orderBy(desc(vehicleTransfers.createdAt)),
  ]);
  return { incoming: incoming.map((r) => presentTransfer(flatten(r))), outgoing: outgoing.map((r) => presentTransfer(flatten(r))) };
}

/** SPEC §7 call 2: pending transfers to the user's e-mail whose expiry is later than now. */
export async function pendingTransfers(db: Db, me: SessionUser): Promise<Transfer[]> {
  const rows = await db
    .select(withSender)
    .from(vehicleTransfers)
    .innerJoin(user, eq(user.id, vehicleTransfers.fromUserId))
    // A deleted vehicle leaves its transfer without one: nothing to complete.
    .where(
      and(
        eq(vehicleTransfers.toEmail, me.email.toLowerCase()),
        eq(vehicleTransfers.status, 'pending'),
        gt(vehicleTransfers.expiresAt, new Date()),
        isNotNull(vehicleTransfers.vehicleId),
      ),
    );
  return rows.map((r) => presentTransfer(flatten(r)));
}

/** The sender cancels, or the addressee declines: only a pending transfer, else a clear 409/410. */
export async function endTransfer(db: Db, me: SessionUser, id: string, as: 'cancelled' | 'declined'): Promise<Transfer> {
  const row = await requireTransfer(db, id, me);
  const mine = as === 'cancelled' ? row.fromUserId === me.id : row.toEmail === me.email.toLowerCase();
  if (!mine)
    throw new AppError('forbidden', {
      status: 403,
      message: as === 'cancelled' ? 'Only the sender can cancel a transfer.' : 'Only the recipient can decline a transfer.',
    });
  const status = effectiveStatus(row.status as Transfer['status'], row.expiresAt, new Date());
  if (status === 'expired') throw new AppError('transfer_expired', { status: 410, message: 'This transfer has expired.' });
  if (status !== 'pending') throw new AppError(`transfer_${status}`, { status: 409, message: `This transfer is already ${status}.` });
  const [updated] = await db
    .update(vehicleTransfers)
    .set({ status: as })
    .where(and(eq(vehicleTransfers.id, id), eq(vehicleTransfers.status, 'pending')))
    .returning();
  if (!updated) throw new AppError('conflict', { status: 409, message: 'This transfer changed meanwhile.' });
  return presentTransfer({ ...updated, fromEmail: row.fromEmail });
}

/** Previously Owned: what the user transferred away, each with the snapshot kept of it. */
export async function transferredAway(db: Db, me: SessionUser): Promise<TransferSnapshot[]> {
  const rows = await db
    .select(withSender)
    .from(vehicleTransfers)
    .innerJoin(user, eq(user.id, vehicleTransfers.fromUserId))
    .where(and(eq(vehicleTransfers.fromUserId, me.id), eq(vehicleTransfers.status, 'completed')))
    .orderBy(desc(vehicleTransfers.completedAt));
  return rows.map((r) => ({ ...(r.t.snapshot as Omit<TransferSnapshot, 'transfer'>), transfer: presentTransfer(flatten(r)) }));
}

/** The completed hand-overs of a vehicle between Patina users, oldest first: links of its ownership chain. */
export async function completedTransfersOfVehicle(db: Db, vehicleId: string): Promise<{ date: string; fromEmail: string; toEmail: string }[]> {
  const rows = await db
    .select({ completedAt: vehicleTransfers.completedAt, toEmail: vehicleTransfers.toEmail, fromEmail: user.email })
    .from(vehicleTransfers)
    .innerJoin(user, eq(user.id, vehicleTransfers.fromUserId))
    .where(and(eq(vehicleTransfers.vehicleId, vehicleId), eq(vehicleTransfers.status, 'completed'), isNotNull(vehicleTransfers.completedAt)))
    .orderBy(vehicleTransfers.completedAt);
  return rows.map((r) => ({ date: r.completedAt!.toISOString().slice(0, 10), fromEmail: r.fromEmail, toEmail: r.toEmail }));
}
