import { eq } from 'drizzle-orm';
import { scaleMax, type ConditionScale } from '../../../shared/history/condition-scales';
import { conditionGradings, valueEntries, vehiclePhotos } from '../../db/schema';
import type { TimelineEvent } from '../../../shared/history/history-api';
import type { LoadedDocument } from './history-documents';
import { registerTimelineSource, timelineEvent } from './timeline-sources';

/** The figure that says most about a document: what an appraisal found, a bill of sale's price, a premium, a total. */
function keyAmount(d: LoadedDocument): TimelineEvent['amount'] {
  const amount =
    d.documentType === 'appraisal'
      ? d.appraisedValue
      : d.documentType === 'purchase'
        ? (d.purchasePrice ?? d.totalCost)
        : d.documentType === 'insurance'
          ? (d.premium ?? d.totalCost)
          : d.totalCost;
  return amount === null ? null : { amount, currency: d.currency };
}

/** The sources this module brings: documents, purchase and sale, photos, gradings and values. */
export function registerBuiltInSources() {
  registerTimelineSource({
    kind: 'document',
    labelKey: 'history.kinds.document',
    events: async ({ documents }) =>
      documents.map((d) =>
        timelineEvent({
          id: `document:${d.id}`,
          kind: 'document',
          date: d.date,
          labelKey: `history.events.document.${d.documentType}`,
          title: d.title,
          // Enough of the summary to find the event by a word; the drawer shows all of it.
          detail: d.summary ? d.summary.slice(0, 160) : null,
          documentId: d.id,
          documentType: d.documentType,
          amount: keyAmount(d),
          mileage: d.serviceMileage,
          shop: d.shopName,
        }),
      ),
  });

  registerTimelineSource({
    kind: 'ownership',
    labelKey: 'history.kinds.ownership',
    events: async ({ vehicle: v }) => [
      ...(v.purchaseDate
        ? [
            timelineEvent({
              id: `purchase:${v.id}`,
              kind: 'ownership',
              date: v.purchaseDate,
              labelKey: 'history.events.purchase',
              amount: v.purchasePrice !== null ? { amount: v.purchasePrice, currency: v.currency } : null,
              href: `/vehicle/${v.id}`,
            }),
          ]
        : []),
      ...(v.saleDate
        ? [
            timelineEvent({
              id: `sale:${v.id}`,
              kind: 'ownership',
              date: v.saleDate,
              labelKey: 'history.events.sale',
              detail: v.buyerName,
              amount: v.salePrice !== null ? { amount: v.salePrice, currency: v.currency } : null,
              href: `/vehicle/${v.id}`,
            }),
          ]
        : []),
    ],
  });

  registerTimelineSource({
    kind: 'photo',
    labelKey: 'history.kinds.photo',
    // A photo stands at the day it was taken (its EXIF date), else at the day it was added; one event per day and kind of date.
    async events({ db, vehicle }) {
      const rows = await db
        .select({ id: vehiclePhotos.id, takenOn: vehiclePhotos.takenOn, createdAt: vehiclePhotos.createdAt })
        .from(vehiclePhotos)
        .where(eq(vehiclePhotos.vehicleId, vehicle.id));
      const byDay = new Map<string, { day: string; taken: boolean; ids: string[] }>();
      for (const r of rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
        const taken = r.takenOn !== null;
        const day = r.takenOn ?? r.createdAt.toISOString().slice(0, 10);
        const key = `${taken ? 'taken' : 'added'}:${day}`;
        const group = byDay.get(key) ?? { day, taken, ids: [] };
        group.ids.push(r.id);
        byDay.set(key, group);
      }
      return [...byDay].map(([key, { day, taken, ids }]) =>
        timelineEvent({
          id: `photos:${key}`,
          kind: 'photo',
          date: day,
          labelKey: taken ? 'history.events.photosTaken' : 'history.events.photos',
          labelVars: { count: ids.length },
          imageUrl: `/api/vehicles/${vehicle.id}/photos/${ids[0]}/thumb`,
          href: `/vehicle/${vehicle.id}`,
        }),
      );
    },
  });

  registerTimelineSource({
    kind: 'condition',
    labelKey: 'history.kinds.condition',
    async events({ db, vehicle }) {
      const rows = await db.select().from(conditionGradings).where(eq(conditionGradings.vehicleId, vehicle.id));
      return rows.map((g) =>
        timelineEvent({
          id: `grading:${g.id}`,
          kind: 'condition',
          date: g.gradedOn,
          labelKey: `history.events.grading.${g.scale}`,
          labelVars: { grade: g.grade, max: scaleMax[g.scale as ConditionScale] ?? 6 },
          detail: g.note,
          href: `/vehicle/${vehicle.id}/value-history#condition`,
        }),
      );
    },
  });

  registerTimelineSource({
    kind: 'value',
    labelKey: 'history.kinds.value',
    async events({ db, vehicle }) {
      // Appraisals and bills of sale are already on the timeline as their documents.
      const rows = await db.select().from(valueEntries).where(eq(valueEntries.vehicleId, vehicle.id));
      return rows.map((e) =>
        timelineEvent({
          id: `value:${e.id}`,
          kind: 'value',
          date: e.entryDate,
          labelKey: `history.events.value.${e.kind}`,
          title: e.source,
          detail: [e.appraiser, e.note].filter(Boolean).join(' · ') || null,
          amount: { amount: e.amount, currency: e.currency },
          href: `/vehicle/${vehicle.id}/value-history`,
        }),
      );
    },
  });
}
