import crypto from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SharedStory } from '../../../shared/sharing/share-api';
import { type Story, type StorySummary, storyInputSchema, type TimelineEvent } from '../../../shared/stories/story-schema';
import type { Db } from '../../db/client';
import { stories, vehicleDocuments, vehiclePhotos } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../auth/require-user';
import { requireStoryOf, requireStoryOwner, requireStoryReader } from '../owner-access';
import { presentStory, presentSummary } from './present-story';
import { timelineEvents } from './timeline-events';

type Input = z.output<typeof storyInputSchema>;

/** Linked photos and documents must be the vehicle's own: an id from elsewhere is refused by name. */
async function checkLinks(db: Db, userId: string, vehicleId: string, input: Input) {
  const unique = (ids: string[]) => [...new Set(ids)];
  const photoIds = unique(input.photoIds);
  const documentIds = unique(input.documentIds);
  const [photos, documents] = await Promise.all([
    photoIds.length
      ? db
          .select()
          .from(vehiclePhotos)
          .where(and(inArray(vehiclePhotos.id, photoIds), eq(vehiclePhotos.vehicleId, vehicleId), eq(vehiclePhotos.userId, userId)))
      : [],
    documentIds.length
      ? db
          .select({
            id: vehicleDocuments.id,
            title: vehicleDocuments.title,
            documentType: vehicleDocuments.documentType,
            dateCreated: vehicleDocuments.dateCreated,
          })
          .from(vehicleDocuments)
          .where(and(inArray(vehicleDocuments.id, documentIds), eq(vehicleDocuments.vehicleId, vehicleId), eq(vehicleDocuments.userId, userId)))
      : [],
  ]);
  if (photos.length !== photoIds.length)
    throw AppError.badRequest('Invalid input: body.photoIds', [{ path: 'body.photoIds', message: 'is not a photo of this vehicle' }]);
  if (documents.length !== documentIds.length) {
    throw AppError.badRequest('Invalid input: body.documentIds', [{ path: 'body.documentIds', message: 'is not a document of this vehicle' }]);
  }
  return { photoIds, documentIds, photos, documents };
}

/** What a grantee may read of the owner's stories: those the owner published and marked shareable. */
const forReaders = and(eq(stories.status, 'published'), eq(stories.shareable, true));

export async function listStories(db: Db, me: SessionUser, vehicleId: string): Promise<StorySummary[]> {
  const { vehicle, role } = await requireStoryReader(db, me, vehicleId);
  const userId = vehicle.userId;
  const rows = await db
    .select()
    .from(stories)
    .where(and(eq(stories.vehicleId, vehicleId), eq(stories.userId, userId), role === 'owner' ? undefined : forReaders))
    .orderBy(sql`${stories.date} desc nulls last`, desc(stories.createdAt));
  // Cards show the cover and count the linked photos still in the gallery.
  const allIds = [...new Set(rows.flatMap((r) => r.photoIds))];
  // The owner's photo URLs open only for the owner: a reader's cards go without (the shared view signs its own).
  const photos =
    allIds.length && role === 'owner'
      ? await db
          .select()
          .from(vehiclePhotos)
          .where(and(inArray(vehiclePhotos.id, allIds), eq(vehiclePhotos.userId, userId)))
      : [];
  return rows.map((r) => presentSummary(r, photos));
}

export async function getStory(db: Db, me: SessionUser, vehicleId: string, storyId: string): Promise<Story> {
  const { vehicle, role, scopes } = await requireStoryReader(db, me, vehicleId);
  const row = await requireStoryOf(db, vehicle, storyId);
  if (role !== 'owner' && !(row.status === 'published' && row.shareable)) throw AppError.notFound('Story not found');
  const userId = vehicle.userId;
  const owner = role === 'owner';
  const [photos, documents] = await Promise.all([
    row.photoIds.length && owner
      ? db
          .select()
          .from(vehiclePhotos)
          .where(and(inArray(vehiclePhotos.id, row.photoIds), eq(vehiclePhotos.userId, userId)))
      : [],
    row.documentIds.length && (owner || scopes.includes('documents'))
      ? db
          .select({
            id: vehicleDocuments.id,
            title: vehicleDocuments.title,
            documentType: vehicleDocuments.documentType,
            dateCreated: vehicleDocuments.dateCreated,
          })
          .from(vehicleDocuments)
          .where(and(inArray(vehicleDocuments.id, row.documentIds), eq(vehicleDocuments.userId, userId)))
      : [],
  ]);
  return presentStory(row, photos, documents);
}

export async function createStory(db: Db, me: SessionUser, vehicleId: string, input: Input): Promise<Story> {
  await requireStoryOwner(db, me, vehicleId, 'write');
  const userId = me.id;
  const links = await checkLinks(db, userId, vehicleId, input);
  const [row] = await db
    .insert(stories)
    .values({ ...input, ...links, id: crypto.randomUUID(), vehicleId, userId })
    .returning();
  return presentStory(row, links.photos, links.documents);
}

export async function updateStory(db: Db, me: SessionUser, vehicleId: string, storyId: string, input: Input): Promise<Story> {
  await requireStoryOf(db, await requireStoryOwner(db, me, vehicleId, 'write'), storyId);
  const userId = me.id;
  const links = await checkLinks(db, userId, vehicleId, input);
  const [row] = await db
    .update(stories)
    .set({ ...input, photoIds: links.photoIds, documentIds: links.documentIds, updatedAt: new Date() })
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
    .returning();
  return presentStory(row, links.photos, links.documents);
}

export async function deleteStory(db: Db, me: SessionUser, vehicleId: string, storyId: string) {
  await requireStoryOf(db, await requireStoryOwner(db, me, vehicleId, 'write'), storyId);
  await db.delete(stories).where(and(eq(stories.id, storyId), eq(stories.userId, me.id)));
}

/** The owner's drafting aid ("start from the timeline"): the owner only. */
export async function storyTimeline(db: Db, me: SessionUser, vehicleId: string, from: string, to: string): Promise<TimelineEvent[]> {
  const vehicle = await requireStoryOwner(db, me, vehicleId, 'read');
  return timelineEvents(db, vehicle, from, to);
}

/** The stories a share with the `stories` scope shows (the caller has passed the policy): published and marked shareable, newest first. */
export async function sharedStories(db: Db, vehicle: { id: string; userId: string }): Promise<SharedStory[]> {
  const rows = await db
    .select()
    .from(stories)
    .where(and(eq(stories.vehicleId, vehicle.id), eq(stories.userId, vehicle.userId), forReaders))
    .orderBy(sql`${stories.date} desc nulls last`, desc(stories.createdAt));
  return rows.map((r) => ({ id: r.id, title: r.title, date: r.date, dateEnd: r.dateEnd, body: r.body, tags: r.tags }));
}
