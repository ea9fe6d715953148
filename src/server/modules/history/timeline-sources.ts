import type { TimelineEvent } from '../../../shared/history/history-api';
import type { Db } from '../../db/client';
import type { HistoryVehicleRow } from './access';
import type { LoadedDocument } from './history-documents';

/**
 * ── The timeline's event sources ─────────────────────────────────────────────────────────────
 * The timeline shows whatever its sources provide; it knows none of them by name. A feature
 * (tasks, stories, transfers, …) adds its events without editing the timeline:
 *
 *   import { registerTimelineSource } from '../history/timeline-sources';
 *   registerTimelineSource({
 *     kind: 'tasks',                          // the filter chip its events sit under
 *     labelKey: 'tasks.timeline.filter',      // that chip's name, in the feature's own locale file
 *     async events({ db, vehicle }) {         // the owner's vehicle: access was checked before
 *       const done = await db.select()...where(eq(tasks.vehicleId, vehicle.id));
 *       return done.map((t) => timelineEvent({
 *         id: `task:${t.id}`, kind: 'tasks', date: t.doneOn,
 *         labelKey: 'tasks.timeline.done',    // the event's generated title, en and de, the feature's own
 *         title: t.title, mileage: t.odometer, // a mileage here joins the mileage chart
 *         href: `/tasks?task=${t.id}`,
 *       }));
 *     },
 *   });
 *
 * Call it once at start-up (from the feature's routes plugin). Events need not be sorted.
 * The timeline answer is kept per user until their vehicles or documents change (see
 * build-timeline.ts): a source whose rows live in other tables must count one of those
 * versions up on change — a trigger running `bump_content_version('vehicles')`, as migration
 * 0006 does for value entries and gradings.
 */
export interface TimelineContext {
  db: Db;
  vehicle: HistoryVehicleRow;
  /** The vehicle's documents, read once for all sources and for the consistency checks. */
  documents: LoadedDocument[];
  /**
   * Who the timeline is built for: its owner, or someone it is shared with (whose answer is then
   * cut to the share's scopes). A source with rows the owner keeps private (a draft story) leaves
   * them out for a reader.
   */
  audience: 'owner' | 'reader';
}

export interface TimelineSource {
  kind: string;
  labelKey: string;
  events(ctx: TimelineContext): Promise<TimelineEvent[]>;
}

const sources = new Map<string, TimelineSource>();

/** `kind` names the feature's source: registering it again (a second app in one process, as tests build) replaces it. */
export function registerTimelineSource(source: TimelineSource) {
  sources.set(source.kind, source);
}

export const timelineSources = (): TimelineSource[] => [...sources.values()];

/** An event with every optional part empty, so that a source names only what it has. */
export function timelineEvent(e: Pick<TimelineEvent, 'id' | 'kind' | 'date' | 'labelKey'> & Partial<TimelineEvent>): TimelineEvent {
  return {
    labelVars: {},
    title: null,
    detail: null,
    documentId: null,
    documentType: null,
    amount: null,
    mileage: null,
    shop: null,
    imageUrl: null,
    href: null,
    ...e,
  };
}
