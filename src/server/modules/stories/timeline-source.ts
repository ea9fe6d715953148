import { and, eq, isNotNull } from 'drizzle-orm';
import { stories } from '../../db/schema';
import { registerTimelineSource, timelineEvent } from '../history/service';

/**
 * Dated stories on the vehicle's timeline, opening the story. The owner sees every dated story;
 * someone the vehicle is shared with only those published and marked shareable (as the stories
 * routes and the shared view answer). A trigger (migration 0014) counts the owner's vehicles
 * version up on every change, so a kept timeline is built again.
 */
export function registerStoryTimelineSource() {
  registerTimelineSource({
    kind: 'story',
    labelKey: 'history.kinds.story',
    async events({ db, vehicle, audience }) {
      const rows = await db
        .select({ id: stories.id, title: stories.title, date: stories.date, status: stories.status, shareable: stories.shareable })
        .from(stories)
        .where(and(eq(stories.vehicleId, vehicle.id), eq(stories.userId, vehicle.userId), isNotNull(stories.date)));
      return rows
        .filter((s) => audience === 'owner' || (s.status === 'published' && s.shareable))
        .map((s) =>
          timelineEvent({
            id: `story:${s.id}`,
            kind: 'story',
            date: s.date!,
            labelKey: 'history.events.story',
            title: s.title,
            href: `/vehicle/${vehicle.id}/stories/${s.id}`,
          }),
        );
    },
  });
}
