import { eq } from 'drizzle-orm';
import { recordEventId } from '../../../shared/csv-import/vehicle-record-api';
import { vehicleRecords } from '../../db/schema';
import { registerTimelineSource, timelineEvent } from '../history/service';

/**
 * Imported service, repair, upgrade and fuel records on the vehicle's timeline (their odometer
 * joins the mileage chart). The owner's notes are the owner's: a reader sees date, kind, title,
 * reading and — with the costs scope, cut by the shared view — the amount. Triggers of migration
 * 0018 count the vehicles version up, so a kept timeline is built again after an import.
 */
export function registerRecordTimelineSource() {
  registerTimelineSource({
    kind: 'record',
    labelKey: 'history.kinds.record',
    async events({ db, vehicle, audience }) {
      const rows = await db.select().from(vehicleRecords).where(eq(vehicleRecords.vehicleId, vehicle.id));
      return rows.map((r) =>
        timelineEvent({
          id: recordEventId(r.id),
          kind: 'record',
          date: r.recordDate,
          labelKey: `history.events.record.${r.kind}`,
          title: r.description,
          detail: audience === 'owner' ? r.notes : null,
          amount: r.cost !== null ? { amount: r.cost, currency: r.currency } : null,
          mileage: r.odometer,
        }),
      );
    },
  });
}
