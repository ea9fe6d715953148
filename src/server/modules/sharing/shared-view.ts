import { asc, desc, eq } from 'drizzle-orm';
import { can, normalizeScopes, type AccessFacts, type ShareScope } from '../../../shared/access/access-rules';
import type { SharedVehicle } from '../../../shared/sharing/share-api';
import type { Db } from '../../db/client';
import { user, vehicleDocuments, vehiclePhotos, vehicles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { scaleOfGrade, type ConditionScale } from '../../../shared/history/condition-scales';
import { todayIso } from '../../../shared/history/history-dates';
import { scopedTimeline, scopedValueHistory } from '../history/service';
import { sharedStories } from '../stories/service';
import { shareFileLink } from './share-file-link';
import type { ShareRow } from './share-service';

/**
 * A shared vehicle as its grantee or link holder may see it. Each part is read from the database
 * only when the policy allows it, so what the scopes leave out is never sent (not merely hidden).
 * The history and stories modules provide their parts, already cut to the scopes
 * (shared/access/scoped-history.ts), through their service files.
 */
export async function sharedView(db: Db, secret: string, share: ShareRow, role: 'grantee' | 'link'): Promise<SharedVehicle> {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, share.vehicleId));
  // A share outlives nothing: the vehicle gone, or owned by someone else now, and it shows nothing.
  if (!vehicle || vehicle.userId !== share.ownerId) throw AppError.notFound('Vehicle not found');
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, share.ownerId));
  const scopes = normalizeScopes(share.scopes);
  const facts: AccessFacts = { role, status: vehicle.status, scopes };
  const allows = (scope: ShareScope) => can(facts, `read:${scope}`);
  const link = (key: string) => shareFileLink(secret, share.id, key, share.expiresAt);

  const view: SharedVehicle = {
    vehicle: { id: vehicle.id, make: vehicle.make, model: vehicle.model, year: vehicle.year, variant: vehicle.variant },
    ownerName: owner?.name ?? '',
    scopes,
    label: share.label,
    expiresAt: share.expiresAt?.toISOString() ?? null,
  };
  if (allows('facts')) {
    view.facts = {
      bodyStyle: vehicle.bodyStyle,
      exteriorColor: vehicle.exteriorColor,
      interiorColor: vehicle.interiorColor,
      engine: vehicle.engine,
      transmission: vehicle.transmission,
      vin: vehicle.vin,
      engineNumber: vehicle.engineNumber,
      matchingNumbers: vehicle.matchingNumbers,
      licensePlate: vehicle.licensePlate,
      odometer: vehicle.odometer,
      odometerUnit: vehicle.odometerUnit,
      conditionGrade: vehicle.conditionGrade,
      conditionScale: scaleOfGrade(vehicle.conditionGrade, vehicle.conditionScale as ConditionScale | null),
      purchaseDate: vehicle.purchaseDate,
      notes: vehicle.notes,
    };
  }
  if (allows('photos')) {
    const photos = await db
      .select()
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, vehicle.id))
      .orderBy(desc(vehiclePhotos.isCover), asc(vehiclePhotos.position));
    view.photos = photos.map((p) => ({ id: p.id, width: p.width, height: p.height, thumb: link(p.thumbKey), display: link(p.displayKey) }));
  }
  const costs = allows('costs');
  if (allows('documents') || costs) {
    const docs = await db
      .select()
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.vehicleId, vehicle.id))
      .orderBy(desc(vehicleDocuments.dateCreated), desc(vehicleDocuments.id));
    if (costs) {
      // Minor units of the vehicle's currency; documents in another currency are not converted, so not summed.
      const documentsTotal = docs.reduce((sum, d) => sum + (d.currency === vehicle.currency ? (d.totalCost ?? 0) : 0), 0);
      view.costs = { currency: vehicle.currency, purchasePrice: vehicle.purchasePrice, estimatedValue: vehicle.estimatedValue, documentsTotal };
    }
    if (allows('documents')) {
      const files = allows('documentFiles');
      view.documents = docs.map((d) => ({
        id: d.id,
        title: d.title,
        documentType: d.documentType,
        date: d.dateCreated,
        shopName: d.shopName,
        ...(costs && { totalCost: d.totalCost, currency: d.currency }),
        ...(files && { file: { ...link(d.fileUrl), fileName: d.fileName } }),
      }));
    }
  }
  const today = todayIso();
  if (allows('timeline')) {
    const { kinds, events, flags, mileage, vehicle: about } = await scopedTimeline(db, vehicle, today, scopes);
    view.timeline = { kinds, events, flags, mileage, odometerUnit: about.odometerUnit };
  }
  if (allows('valueHistory')) {
    const history = await scopedValueHistory(db, vehicle, today, scopes);
    view.valueHistory = {
      currency: history.figures.currency,
      entries: history.entries,
      gradings: history.gradings,
      currentValue: history.figures.currentValue,
      valueChange: history.figures.valueChange,
    };
  }
  if (allows('stories')) view.stories = await sharedStories(db, vehicle);
  return view;
}
