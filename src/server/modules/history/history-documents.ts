import { eq } from 'drizzle-orm';
import type { HistoryDocument, HistoryVehicle } from '../../../shared/history/history-document';
import type { DocumentType } from '../../../shared/documents/document-types';
import type { Db } from '../../db/client';
import { vehicleDocuments } from '../../db/schema';
import { parseKeywords } from '../documents/present-document';
import type { HistoryVehicleRow } from './access';

/** The columns the history rules read; no text, no search vector, no file data. */
const columns = {
  id: vehicleDocuments.id,
  title: vehicleDocuments.title,
  documentType: vehicleDocuments.documentType,
  date: vehicleDocuments.dateCreated,
  keywords: vehicleDocuments.keywords,
  aiSummary: vehicleDocuments.aiSummary,
  totalCost: vehicleDocuments.totalCost,
  laborCost: vehicleDocuments.laborCost,
  partsCost: vehicleDocuments.partsCost,
  premium: vehicleDocuments.premium,
  purchasePrice: vehicleDocuments.purchasePrice,
  appraisedValue: vehicleDocuments.appraisedValue,
  appraiserName: vehicleDocuments.appraiserName,
  appraisalDate: vehicleDocuments.appraisalDate,
  saleDate: vehicleDocuments.saleDate,
  serviceMileage: vehicleDocuments.serviceMileage,
  shopName: vehicleDocuments.shopName,
  effectiveStart: vehicleDocuments.effectiveStart,
  effectiveEnd: vehicleDocuments.effectiveEnd,
  expiryDate: vehicleDocuments.expiryDate,
  currency: vehicleDocuments.currency,
};

export type LoadedDocument = HistoryDocument & { summary: string | null };

/** A vehicle's documents as the history rules read them: amounts already in minor units of the document's currency, the VIN from the extracted data. */
export async function loadHistoryDocuments(db: Db, vehicle: HistoryVehicleRow): Promise<LoadedDocument[]> {
  const rows = await db.select(columns).from(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, vehicle.id));
  return rows.map(({ keywords, aiSummary, ...r }) => {
    const pairs = parseKeywords(keywords);
    return {
      ...r,
      documentType: r.documentType as DocumentType,
      vin: pairs.find((p) => p.key === 'vin')?.value ?? null,
      summary: aiSummary,
    };
  });
}

export function historyVehicleOf(row: HistoryVehicleRow): HistoryVehicle {
  return {
    year: row.year,
    vin: row.vin,
    currency: row.currency,
    status: row.status as HistoryVehicle['status'],
    purchaseDate: row.purchaseDate,
    purchasePrice: row.purchasePrice,
    saleDate: row.saleDate,
    salePrice: row.salePrice,
    estimatedValue: row.estimatedValue,
    odometer: row.odometer,
    odometerUnit: row.odometerUnit === 'mi' ? 'mi' : 'km',
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentHistoryVehicle = (row: HistoryVehicleRow) => ({
  id: row.id,
  make: row.make,
  model: row.model,
  year: row.year,
  vin: row.vin,
  currency: row.currency,
  odometerUnit: row.odometerUnit === 'mi' ? ('mi' as const) : ('km' as const),
  status: row.status as 'owned' | 'sold' | 'transferred',
});
