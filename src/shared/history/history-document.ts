import type { DocumentType } from '../documents/document-types';

/**
 * What the history rules read of a document: its dates, readings, identifiers and amounts.
 * Amounts are in minor units of `currency` (the server converts the stored major units once);
 * `currency` is the one the document states, or the vehicle's when it states none.
 */
export interface HistoryDocument {
  id: string;
  title: string;
  documentType: DocumentType;
  date: string;
  currency: string;
  totalCost: number | null;
  laborCost: number | null;
  partsCost: number | null;
  premium: number | null;
  purchasePrice: number | null;
  appraisedValue: number | null;
  appraiserName: string | null;
  appraisalDate: string | null;
  saleDate: string | null;
  serviceMileage: number | null;
  shopName: string | null;
  vin: string | null;
  effectiveStart: string | null;
  effectiveEnd: string | null;
  expiryDate: string | null;
}

/** The vehicle facts the rules compare documents against. */
export interface HistoryVehicle {
  year: number;
  vin: string | null;
  currency: string;
  status: 'owned' | 'sold' | 'transferred';
  purchaseDate: string | null;
  purchasePrice: number | null;
  saleDate: string | null;
  salePrice: number | null;
  estimatedValue: number | null;
  odometer: number | null;
  odometerUnit: 'km' | 'mi';
  updatedAt: string;
}

/** HU/TÜV (Germany), MOT (UK), or a plain "inspection": a roadworthiness test with an expiry. */
const INSPECTION = /\b(hu|t[üu]v|mot|hauptuntersuchung|inspection|pr[üu]fbericht|roadworthiness)\b/i;

export const isInspection = (d: Pick<HistoryDocument, 'title' | 'documentType'>) =>
  (d.documentType === 'registration' || d.documentType === 'other' || d.documentType === 'service') && INSPECTION.test(d.title);

export const normalizeVinText = (vin: string) => vin.replace(/[^A-Z0-9]/gi, '').toUpperCase();
