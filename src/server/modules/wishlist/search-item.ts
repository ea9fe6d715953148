import { minorDigits } from '../../../shared/format/money';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { marketplaceLinks } from '../../../shared/wishlist/marketplaces';
import { sameModel } from '../../../shared/wishlist/price-guidance';
import type { PriceRecord, PublicMatch, WishlistItem, WishlistSearch } from '../../../shared/wishlist/wishlist-schema';
import type { Db } from '../../db/client';
import { vehicleDocuments, vehicles } from '../../db/schema';
import { publiclySharedVehicles } from './publicly-shared-vehicles';

/** The owner's own figures for the same make and model: purchase prices and appraisals. */
async function ownPrices(db: Db, userId: string, item: WishlistItem): Promise<PriceRecord[]> {
  const own = (await db.select().from(vehicles).where(eq(vehicles.userId, userId))).filter((v) => sameModel(v, item));
  if (own.length === 0) return [];
  const docs = await db
    .select({
      vehicleId: vehicleDocuments.vehicleId,
      title: vehicleDocuments.title,
      purchasePrice: vehicleDocuments.purchasePrice,
      saleDate: vehicleDocuments.saleDate,
      appraisedValue: vehicleDocuments.appraisedValue,
      appraisalDate: vehicleDocuments.appraisalDate,
      dateCreated: vehicleDocuments.dateCreated,
      currency: vehicleDocuments.currency,
    })
    .from(vehicleDocuments)
    .where(
      and(
        eq(vehicleDocuments.userId, userId),
        inArray(
          vehicleDocuments.vehicleId,
          own.map((v) => v.id),
        ),
        or(isNotNull(vehicleDocuments.purchasePrice), isNotNull(vehicleDocuments.appraisedValue)),
      ),
    );
  const records: PriceRecord[] = [];
  for (const v of own) {
    const label = `${v.year} ${v.make} ${v.model}${v.variant ? ` ${v.variant}` : ''}`;
    // Price guidance works in major units; vehicles and documents store minor units of their own currency.
    const major = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);
    if (v.purchasePrice !== null)
      records.push({ vehicleId: v.id, label, kind: 'purchase', date: v.purchaseDate, amount: major(v.purchasePrice, v.currency), currency: v.currency });
    for (const d of docs.filter((d) => d.vehicleId === v.id)) {
      if (d.appraisedValue !== null)
        records.push({
          vehicleId: v.id,
          label,
          kind: 'appraisal',
          date: d.appraisalDate ?? d.dateCreated,
          amount: major(d.appraisedValue, d.currency),
          currency: d.currency,
        });
      // The vehicle's own purchase price is the same purchase: a bill of sale only counts when it is not.
      if (d.purchasePrice !== null && !(d.purchasePrice === v.purchasePrice && d.currency === v.currency)) {
        records.push({
          vehicleId: v.id,
          label,
          kind: 'purchase',
          date: d.saleDate ?? d.dateCreated,
          amount: major(d.purchasePrice, d.currency),
          currency: d.currency,
        });
      }
    }
  }
  return records.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/** Publicly shared vehicles of the wanted make and model, within the years and condition asked for. */
async function publicMatches(db: Db, userId: string, item: WishlistItem): Promise<PublicMatch[]> {
  return (await publiclySharedVehicles(db, userId)).filter(
    (v) =>
      sameModel(v, item) &&
      (item.yearFrom === null || v.year >= item.yearFrom) &&
      (item.yearTo === null || v.year <= item.yearTo) &&
      // Grade 1 is the best: a car matches when it is at least as good as the minimum.
      (item.minCondition === null || (v.conditionGrade !== null && v.conditionGrade <= item.minCondition)),
  );
}

export async function searchItem(db: Db, userId: string, item: WishlistItem): Promise<WishlistSearch> {
  const [matches, prices] = await Promise.all([publicMatches(db, userId, item), ownPrices(db, userId, item)]);
  return { item, marketplaces: marketplaceLinks(item), matches, prices };
}
