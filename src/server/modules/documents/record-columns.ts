import { CURRENCY_KEY } from '../../../shared/documents/document-api';
import { fieldNames, kindOf } from '../../../shared/documents/document-fields';
import type { DocumentRecord } from '../../../shared/documents/document-record';
import { DEFAULT_CATEGORY, DEFAULT_CONFIDENCE, DEFAULT_QUALITY } from '../../../shared/documents/document-types';
import type { vehicleDocuments } from '../../db/schema';

type Columns = Partial<typeof vehicleDocuments.$inferInsert>;

/**
 * The record's fields as columns, for the keys present in `record` only (a PATCH changes what
 * it names and nothing else). Absent optional values become null (SPEC §3).
 */
export function recordColumns(record: Partial<DocumentRecord>): Columns {
  const out: Columns = {};
  const has = (k: keyof DocumentRecord) => Object.prototype.hasOwnProperty.call(record, k) && record[k] !== undefined;
  const n = <T>(v: T | undefined | null) => (v === undefined ? null : v);
  if (has('title')) out.title = record.title;
  if (has('documentType')) out.documentType = record.documentType;
  if (has('documentCategory')) out.documentCategory = record.documentCategory;
  if (has('date')) out.dateCreated = record.date;
  if (has('notes')) out.notes = record.notes ? record.notes : null;
  if (has('aiSummary')) out.aiSummary = n(record.aiSummary);
  if (has('aiConfidence')) out.aiConfidence = record.aiConfidence;
  if (has('extractionQuality')) out.extractionQuality = record.extractionQuality;
  if (has('extractedData')) out.keywords = JSON.stringify(record.extractedData);
  if (has('manuallyEdited')) out.manuallyEdited = record.manuallyEdited;
  if (has('currency')) out.currency = record.currency;
  for (const k of fieldNames) {
    if (!(k in record)) continue;
    const value = record[k];
    (out as Record<string, unknown>)[k] = kindOf(k) === 'list' ? ((value as string[] | undefined) ?? []).filter(Boolean) : n(value);
  }
  return out;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new document's columns: the record's, with SPEC §3's defaults for what it leaves out (the currency: the vehicle's). */
export function newRecordColumns(record: DocumentRecord, fileName: string, vehicleCurrency: string) {
  return {
    ...recordColumns(record),
    // A client that names the currency only among the extracted data (as the analysis reports it) is understood too.
    currency: record.currency ?? record.extractedData?.find((p) => p.key === CURRENCY_KEY && /^[A-Z]{3}$/.test(p.value))?.value ?? vehicleCurrency,
    title: record.title || fileName,
    documentType: record.documentType,
    documentCategory: record.documentCategory || DEFAULT_CATEGORY,
    dateCreated: record.date ?? today(),
    aiConfidence: record.aiConfidence ?? DEFAULT_CONFIDENCE,
    extractionQuality: record.extractionQuality ?? DEFAULT_QUALITY,
    keywords: JSON.stringify(record.extractedData ?? []),
    manuallyEdited: record.manuallyEdited ?? false,
  };
}
