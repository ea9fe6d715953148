import { and, eq } from 'drizzle-orm';
import { user, vehicleTransfers } from '../../db/schema';
import { registerTimelineSource, timelineEvent } from '../history/service';

/**
 * Completed ownership transfers on the vehicle's timeline: the day it changed hands and from whom
 * (a name, never an e-mail address). A transfer changes the vehicle's owner, which counts both
 * owners' vehicles versions up, so a kept timeline is built again without a trigger of its own.
 */
export function registerTransferTimelineSource() {
  registerTimelineSource({
    kind: 'transfer',
    labelKey: 'transfers.timeline.filter',
    async events({ db, vehicle }) {
      const rows = await db
        .select({ id: vehicleTransfers.id, completedAt: vehicleTransfers.completedAt, fromName: user.name })
        .from(vehicleTransfers)
        .leftJoin(user, eq(user.id, vehicleTransfers.fromUserId))
        .where(and(eq(vehicleTransfers.vehicleId, vehicle.id), eq(vehicleTransfers.status, 'completed')));
      return rows
        .filter((r) => r.completedAt !== null)
        .map((r) =>
          timelineEvent({
            id: `transfer:${r.id}`,
            kind: 'transfer',
            date: r.completedAt!.toISOString().slice(0, 10),
            labelKey: 'transfers.timeline.event',
            labelVars: { from: r.fromName ?? '' },
          }),
        );
    },
  });
}
