import { scopeTimeline } from '../../../shared/access/scoped-history';
import type { ShareScope } from '../../../shared/access/access-rules';
import type { Timeline, ValueHistory } from '../../../shared/history/history-api';
import type { Db } from '../../db/client';
import type { HistoryVehicleRow } from './access';
import { buildTimeline } from './build-timeline';
import { buildScopedValueHistory } from './value-history';

/**
 * What other modules may ask of the history module: a vehicle's timeline and value history as
 * someone it is shared with may see them (the sharing module's shared view). The caller has
 * passed the access policy for the part (`read:timeline`, `read:valueHistory`).
 */
export async function scopedTimeline(db: Db, vehicle: HistoryVehicleRow, today: string, scopes: readonly ShareScope[]): Promise<Timeline> {
  return scopeTimeline(await buildTimeline(db, vehicle, today, 'reader'), scopes);
}

export function scopedValueHistory(db: Db, vehicle: HistoryVehicleRow, today: string, scopes: readonly ShareScope[]): Promise<ValueHistory> {
  return buildScopedValueHistory(db, vehicle, today, scopes);
}

export { registerTimelineSource, timelineEvent, type TimelineSource } from './timeline-sources';
