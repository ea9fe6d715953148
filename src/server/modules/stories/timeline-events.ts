import { and, asc, between, eq } from 'drizzle-orm';
import type { TimelineEvent } from '../../../shared/stories/story-schema';
import type { Db } from '../../db/client';
import { vehicleDocuments, type vehicles } from '../../db/schema';

type VehicleRow = typeof vehicles.$inferSelect;

/**
 * The dated events of a vehicle between two days (inclusive): its purchase and sale, and its
 * documents by their date. "Start from the timeline" outlines a story from these.
 * Kept in this one function so that it can read the timeline API's events once that exists.
 */
export async function timelineEvents(db: Db, vehicle: VehicleRow, from: string, to: string): Promise<TimelineEvent[]> {
  const docs = await db
    .select({
      id: vehicleDocuments.id,
      title: vehicleDocuments.title,
      documentType: vehicleDocuments.documentType,
      date: vehicleDocuments.dateCreated,
      shopName: vehicleDocuments.shopName,
    })
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.vehicleId, vehicle.id), eq(vehicleDocuments.userId, vehicle.userId), between(vehicleDocuments.dateCreated, from, to)))
    .orderBy(asc(vehicleDocuments.dateCreated))
    .limit(500);
  const events: TimelineEvent[] = docs.map((d) => ({
    date: d.date,
    kind: 'document',
    title: d.title,
    documentId: d.id,
    documentType: d.documentType,
    detail: d.shopName,
  }));
  const within = (day: string | null): day is string => !!day && day >= from && day <= to;
  if (within(vehicle.purchaseDate))
    events.push({ date: vehicle.purchaseDate, kind: 'purchase', title: 'purchase', documentId: null, documentType: null, detail: null });
  if (within(vehicle.saleDate))
    events.push({ date: vehicle.saleDate, kind: 'sale', title: 'sale', documentId: null, documentType: null, detail: vehicle.buyerName });
  return events.sort((a, b) => a.date.localeCompare(b.date));
}
