import { checkConsistency } from '../../../shared/history/consistency-checks';
import type { Timeline, TimelineEvent } from '../../../shared/history/history-api';
import type { Db } from '../../db/client';
import type { HistoryVehicleRow } from './access';
import { loadHistoryDocuments, presentHistoryVehicle } from './history-documents';
import { timelineSources } from './timeline-sources';

const newestFirst = (a: TimelineEvent, b: TimelineEvent) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every event of every source, the consistency flags over the documents, and the odometer readings. */
export async function buildTimeline(db: Db, vehicle: HistoryVehicleRow, today: string, audience: 'owner' | 'reader' = 'owner'): Promise<Timeline> {
  const documents = await loadHistoryDocuments(db, vehicle);
  const sources = timelineSources();
  // One source at a time: PGlite has one session, and PostgreSQL's pool is shared by every request.
  const events: TimelineEvent[] = [];
  for (const source of sources) events.push(...(await source.events({ db, vehicle, documents, audience })));
  events.sort(newestFirst);

  const mileage: Timeline['mileage'] = events.filter((e) => e.mileage !== null).map((e) => ({ date: e.date, value: e.mileage!, eventId: e.id }));
  // The odometer on the vehicle itself is a reading of the day it was last saved.
  if (vehicle.odometer !== null) mileage.push({ date: vehicle.updatedAt.toISOString().slice(0, 10), value: vehicle.odometer, eventId: null });
  mileage.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.value - b.value));

  return {
    vehicle: presentHistoryVehicle(vehicle),
    kinds: sources.filter((s) => events.some((e) => e.kind === s.kind)).map(({ kind, labelKey }) => ({ kind, labelKey })),
    events,
    flags: checkConsistency({ year: vehicle.year, vin: vehicle.vin, status: vehicle.status as 'owned' }, documents, today),
    mileage,
  };
}
