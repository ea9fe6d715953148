import { and, desc, eq } from 'drizzle-orm';
import type { ShareScope } from '../../../shared/access/access-rules';
import { scopeGradings, scopeValueEntries } from '../../../shared/access/scoped-history';
import type { Grading, ValueEntry, ValueHistory } from '../../../shared/history/history-api';
import type { ConditionScale } from '../../../shared/history/condition-scales';
import { cumulativeSpending, spendOf } from '../../../shared/history/spending';
import { valueFigures, type MileageReading, type ValueFigures } from '../../../shared/history/value-figures';
import type { Db } from '../../db/client';
import { conditionGradings, valueEntries, vehiclePhotos, vehicleRecords } from '../../db/schema';
import { spendOfRecord } from '../../../shared/csv-import/record-kinds';
import type { RecordKind } from '../../../shared/csv-import/record-kinds';
import type { HistoryVehicleRow } from './access';
import { historyVehicleOf, loadHistoryDocuments, presentHistoryVehicle, type LoadedDocument } from './history-documents';

const thumb = (vehicleId: string, photoId: string) => `/api/vehicles/${vehicleId}/photos/${photoId}/thumb`;

/**
 * Every value of the vehicle: its own purchase and sale, bills of sale and appraisals from its
 * documents (read-only here, edited where they come from), and the owner's manual entries.
 */
function valueEntriesOf(vehicle: HistoryVehicleRow, documents: LoadedDocument[], manual: (typeof valueEntries.$inferSelect)[]): ValueEntry[] {
  const entries: ValueEntry[] = [];
  const base = { source: null, appraiser: null, note: null, documentId: null, isManual: false };
  if (vehicle.purchasePrice !== null && vehicle.purchaseDate) {
    entries.push({
      ...base,
      id: `purchase:${vehicle.id}`,
      kind: 'purchase',
      date: vehicle.purchaseDate,
      amount: vehicle.purchasePrice,
      currency: vehicle.currency,
    });
  }
  if (vehicle.salePrice !== null && vehicle.saleDate) {
    entries.push({
      ...base,
      id: `sale:${vehicle.id}`,
      kind: 'sale',
      date: vehicle.saleDate,
      amount: vehicle.salePrice,
      currency: vehicle.currency,
      note: vehicle.buyerName,
    });
  }
  for (const d of documents) {
    if (d.documentType === 'purchase' && d.purchasePrice !== null) {
      entries.push({
        ...base,
        id: `document:${d.id}`,
        kind: 'purchase',
        date: d.saleDate ?? d.date,
        amount: d.purchasePrice,
        currency: d.currency,
        source: d.title,
        documentId: d.id,
      });
    }
    // A policy's agreed value holds from the day its cover starts.
    if (d.documentType === 'insurance' && d.appraisedValue !== null) {
      entries.push({
        ...base,
        id: `document:${d.id}`,
        kind: 'agreed',
        date: d.effectiveStart ?? d.date,
        amount: d.appraisedValue,
        currency: d.currency,
        source: d.title,
        documentId: d.id,
      });
    }
    if (d.documentType === 'appraisal' && d.appraisedValue !== null) {
      entries.push({
        ...base,
        id: `document:${d.id}`,
        kind: 'appraisal',
        date: d.appraisalDate ?? d.date,
        amount: d.appraisedValue,
        currency: d.currency,
        source: d.title,
        appraiser: d.appraiserName,
        documentId: d.id,
      });
    }
  }
  for (const e of manual) {
    entries.push({
      id: e.id,
      kind: e.kind as ValueEntry['kind'],
      date: e.entryDate,
      amount: e.amount,
      currency: e.currency,
      source: e.source,
      appraiser: e.appraiser,
      note: e.note,
      documentId: null,
      isManual: true,
    });
  }
  return entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function readingsOf(vehicle: HistoryVehicleRow, documents: LoadedDocument[]): MileageReading[] {
  const readings = documents.filter((d) => d.serviceMileage !== null).map((d) => ({ date: d.date, value: d.serviceMileage! }));
  if (vehicle.odometer !== null) readings.push({ date: vehicle.updatedAt.toISOString().slice(0, 10), value: vehicle.odometer });
  return readings;
}

/** What the comparison and the value-history screen both need: the figures from one set of reads. */
export async function figuresOf(db: Db, vehicle: HistoryVehicleRow, today: string, withSpending = true) {
  const [documents, manual] = [await loadHistoryDocuments(db, vehicle), await db.select().from(valueEntries).where(eq(valueEntries.vehicleId, vehicle.id))];
  const entries = valueEntriesOf(vehicle, documents, manual);
  // Imported records (CSV import) cost money and carry readings as documents do.
  const records = await db
    .select({
      kind: vehicleRecords.kind,
      date: vehicleRecords.recordDate,
      cost: vehicleRecords.cost,
      currency: vehicleRecords.currency,
      odometer: vehicleRecords.odometer,
    })
    .from(vehicleRecords)
    .where(eq(vehicleRecords.vehicleId, vehicle.id));
  // Without the costs scope a reader learns nothing of the spending: the figures are worked out as if there were none.
  const spends = withSpending ? [...documents.flatMap(spendOf), ...records.flatMap((r) => spendOfRecord({ ...r, kind: r.kind as RecordKind }))] : [];
  const readings = [...readingsOf(vehicle, documents), ...records.filter((r) => r.odometer !== null).map((r) => ({ date: r.date, value: r.odometer! }))];
  const figures: ValueFigures = valueFigures(historyVehicleOf(vehicle), entries, spends, readings, today);
  return { documents, entries, spends, figures };
}

export async function loadGradings(db: Db, vehicleId: string): Promise<Grading[]> {
  const rows = await db
    .select()
    .from(conditionGradings)
    .where(eq(conditionGradings.vehicleId, vehicleId))
    .orderBy(desc(conditionGradings.gradedOn), desc(conditionGradings.createdAt));
  if (rows.length === 0) return [];
  const photos = new Set((await db.select({ id: vehiclePhotos.id }).from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicleId))).map((p) => p.id));
  return rows.map((g) => ({
    id: g.id,
    scale: g.scale as ConditionScale,
    grade: g.grade,
    date: g.gradedOn,
    note: g.note,
    // A photo deleted from the gallery drops out of the gradings that showed it.
    photos: g.photoIds.filter((id) => photos.has(id)).map((id) => ({ id, thumbUrl: thumb(vehicleId, id) })),
  }));
}

export async function buildValueHistory(db: Db, vehicle: HistoryVehicleRow, today: string, withSpending = true): Promise<ValueHistory> {
  const { entries, spends, figures } = await figuresOf(db, vehicle, today, withSpending);
  const photos = await db
    .select({ id: vehiclePhotos.id })
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.vehicleId, vehicle.id)))
    .orderBy(vehiclePhotos.position);
  return {
    vehicle: presentHistoryVehicle(vehicle),
    entries,
    spending: cumulativeSpending(spends, vehicle.currency),
    figures,
    gradings: await loadGradings(db, vehicle.id),
    photos: photos.map((p) => ({ id: p.id, thumbUrl: thumb(vehicle.id, p.id) })),
  };
}

/** The value history as someone the vehicle is shared with may see it: only what the share's scopes allow. */
export async function buildScopedValueHistory(db: Db, vehicle: HistoryVehicleRow, today: string, scopes: readonly ShareScope[]): Promise<ValueHistory> {
  const history = await buildValueHistory(db, vehicle, today, scopes.includes('costs'));
  return { ...history, entries: scopeValueEntries(history.entries, scopes), gradings: scopeGradings(history.gradings), photos: [] };
}
