import crypto from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Story, type StorySummary, storyInputSchema, type TimelineEvent } from '../../../shared/stories/story-schema';
import type { Db } from '../../db/client';
import { stories, vehicleDocuments, vehiclePhotos } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireOwnStory, requireOwnVehicle } from '../owner-access';
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
      ? db.select().from(vehiclePhotos).where(and(inArray(vehiclePhotos.id, photoIds), eq(vehiclePhotos.vehicleId, vehicleId), eq(vehiclePhotos.userId, userId)))
      : [],
    documentIds.length
      ? db
          .select({ id: vehicleDocuments.id, title: vehicleDocuments.title, documentType: vehicleDocuments.documentType, dateCreated: vehicleDocuments.dateCreated })
          .from(vehicleDocuments)
          .where(and(inArray(vehicleDocuments.id, documentIds), eq(vehicleDocuments.vehicleId, vehicleId), eq(vehicleDocuments.userId, userId)))
      : [],
  ]);
  if (photos.length !== photoIds.length) throw AppError.badRequest('Invalid input: body.photoIds', [{ path: 'body.photoIds', message: 'is not a photo of this vehicle' }]);
  if (documents.length !== documentIds.length) {
    throw AppError.badRequest('Invalid input: body.documentIds', [{ path: 'body.documentIds', message: 'is not a document of this vehicle' }]);
  }
  return { photoIds, documentIds, photos, documents };
}

export async function listStories(db: Db, userId: string, vehicleId: string): Promise<StorySummary[]> {
  await requireOwnVehicle(db, userId, vehicleId);
  const rows = await db
    .select()
    .from(stories)
    .where(and(eq(stories.vehicleId, vehicleId), eq(stories.userId, userId)))
    .orderBy(sql`${stories.date} desc nulls last`, desc(stories.createdAt));
  // Cards show the cover and count the linked photos still in the gallery.
  const allIds = [...new Set(rows.flatMap((r) => r.photoIds))];
  const photos = allIds.length ? await db.select().from(vehiclePhotos).where(and(inArray(vehiclePhotos.id, allIds), eq(vehiclePhotos.userId, userId))) : [];
  return rows.map((r) => presentSummary(r, photos));
}

export async function getStory(db: Db, userId: string, vehicleId: string, storyId: string): Promise<Story> {
  const row = await requireOwnStory(db, userId, vehicleId, storyId);
  const [photos, documents] = await Promise.all([
    row.photoIds.length ? db.select().from(vehiclePhotos).where(and(inArray(vehiclePhotos.id, row.photoIds), eq(vehiclePhotos.userId, userId))) : [],
    row.documentIds.length
      ? db
          .select({ id: vehicleDocuments.id, title: vehicleDocuments.title, documentType: vehicleDocuments.documentType, dateCreated: vehicleDocuments.dateCreated })
          .from(vehicleDocuments)
          .where(and(inArray(vehicleDocuments.id, row.documentIds), eq(vehicleDocuments.userId, userId)))
      : [],
  ]);
  return presentStory(row, photos, documents);
}

export async function createStory(db: Db, userId: string, vehicleId: string, input: Input): Promise<Story> {
  await requireOwnVehicle(db, userId, vehicleId);
  const links = await checkLinks(db, userId, vehicleId, input);
  const [row] = await db
    .insert(stories)
    .values({ ...input, ...links, id: crypto.randomUUID(), vehicleId, userId })
    .returning();
  return presentStory(row, links.photos, links.documents);
}

export async function updateStory(db: Db, userId: string, vehicleId: string, storyId: string, input: Input): Promise<Story> {
  await requireOwnStory(db, userId, vehicleId, storyId);
  const links = await checkLinks(db, userId, vehicleId, input);
  const [row] = await db
    .update(stories)
    .set({ ...input, photoIds: links.photoIds, documentIds: links.documentIds, updatedAt: new Date() })
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
    .returning();
  return presentStory(row, links.photos, links.documents);
}

export async function deleteStory(db: Db, userId: string, vehicleId: string, storyId: string) {
  await requireOwnStory(db, userId, vehicleId, storyId);
  await db.delete(stories).where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
}

export async function storyTimeline(db: Db, userId: string, vehicleId: string, from: string, to: string): Promise<TimelineEvent[]> {
  const vehicle = await requireOwnVehicle(db, userId, vehicleId);
  return timelineEvents(db, vehicle, from, to);
}
