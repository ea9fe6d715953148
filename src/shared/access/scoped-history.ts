import type { Grading, Timeline, ValueEntry } from '../history/history-api';
import type { ShareScope } from './access-rules';

/**
 * What a vehicle's history looks like to someone it is shared with (a grantee or a link holder):
 * the owner's answer cut down to the share's scopes. Pure, so that the history routes (a grantee
 * reading /timeline) and the shared view (/shared/:token) cut the same way.
 *
 * The caller has already checked the scope of the part itself (`read:timeline`,
 * `read:valueHistory`); these functions decide what of the neighbouring scopes shows inside it:
 *   - money on an event needs `costs` — except a value event's amount, which is the value history;
 *   - photo events need `photos`; value and condition events need `valueHistory`;
 *   - a link to a document needs `documents`, and the consistency flags (which name documents) too;
 *   - links into the owner's screens and the owner's photo URLs are never sent: a reader cannot open them.
 */
type Has = (scope: ShareScope) => boolean;
const hasIn =
  (scopes: readonly ShareScope[]): Has =>
  (scope) =>
    scopes.includes(scope);

/** Which event kinds a scope brings onto the timeline; any other kind is the timeline's own. */
const kindScope: Record<string, ShareScope> = { photo: 'photos', value: 'valueHistory', condition: 'valueHistory', story: 'stories' };

export function scopeTimeline(timeline: Timeline, scopes: readonly ShareScope[]): Timeline {
  const has = hasIn(scopes);
  const events = timeline.events
    .filter((e) => !kindScope[e.kind] || has(kindScope[e.kind]))
    .map((e) => ({
      ...e,
      amount: e.kind === 'value' || has('costs') ? e.amount : null,
      documentId: has('documents') ? e.documentId : null,
      imageUrl: null,
      href: null,
    }));
  const kept = new Set(events.map((e) => e.id));
  return {
    vehicle: { ...timeline.vehicle, vin: has('facts') ? timeline.vehicle.vin : null },
    kinds: timeline.kinds.filter((k) => events.some((e) => e.kind === k.kind)),
    events,
    flags: has('documents') ? timeline.flags : [],
    mileage: timeline.mileage.map((m) => ({ ...m, eventId: m.eventId !== null && kept.has(m.eventId) ? m.eventId : null })),
  };
}

/** Value entries as a reader sees them: the document each came from only with `documents`. */
export function scopeValueEntries(entries: ValueEntry[], scopes: readonly ShareScope[]): ValueEntry[] {
  const has = hasIn(scopes);
  return entries.map((e) => ({ ...e, documentId: has('documents') ? e.documentId : null }));
}

/** Gradings as a reader sees them: without their photos, whose URLs open only for the owner (the shared view signs its own). */
export function scopeGradings(gradings: Grading[]): Grading[] {
  return gradings.map((g) => ({ ...g, photos: [] }));
}
