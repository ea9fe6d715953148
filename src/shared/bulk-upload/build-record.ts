import { documentDate, type AnalysisResult } from '../analysis/analysis-result';
import type { DocumentRecordInput } from '../documents/document-record';
import { DEFAULT_CATEGORY, DEFAULT_CONFIDENCE, DEFAULT_QUALITY } from '../documents/document-types';
import { clampTitle } from '../documents/upload-rules';
import type { QueueResult } from './queue-state';

const todayIso = () => new Date().toISOString().slice(0, 10);
/** The record's date must be ISO; an extracted value in another form (14.03.2024) falls to today like an absent one. */
const isoOrToday = (value: string, today: () => string = todayIso) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : today());

/**
 * SPEC §3 "Document record built after analysis": title falls back to the file name, category to
 * Other, confidence and quality to Medium, the date by SPEC §5's rule; absent values become null.
 */
export function buildDocumentRecord(analysis: AnalysisResult, fileName: string, today?: () => string): DocumentRecordInput {
  const title = analysis.title?.trim() ? analysis.title.trim() : fileName;
  return {
    title: clampTitle(title),
    documentType: analysis.documentType,
    documentCategory: analysis.documentCategory?.trim() || DEFAULT_CATEGORY,
    date: isoOrToday(documentDate(analysis, today), today),
    aiSummary: analysis.summary || null,
    aiConfidence: analysis.confidence ?? DEFAULT_CONFIDENCE,
    extractionQuality: analysis.extractionQuality ?? DEFAULT_QUALITY,
    extractedData: analysis.extractedData ?? [],
    workPerformed: analysis.workPerformed ?? [],
    partsUsed: analysis.partsUsed ?? [],
    laborCost: analysis.laborCost ?? null,
    partsCost: analysis.partsCost ?? null,
    totalCost: analysis.totalCost ?? null,
    serviceMileage: analysis.serviceMileage ?? null,
    shopName: analysis.shopName ?? null,
    policyNumber: analysis.policyNumber ?? null,
    coverageType: analysis.coverageType ?? null,
    premium: analysis.premium ?? null,
    effectiveStart: analysis.effectiveStart ?? null,
    effectiveEnd: analysis.effectiveEnd ?? null,
    deductible: analysis.deductible ?? null,
    purchasePrice: analysis.purchasePrice ?? null,
    sellerName: analysis.sellerName ?? null,
    saleDate: analysis.saleDate ?? null,
    appraisedValue: analysis.appraisedValue ?? null,
    appraiserName: analysis.appraiserName ?? null,
    appraisalDate: analysis.appraisalDate ?? null,
    conditionNotes: analysis.conditionNotes ?? null,
    registrationNumber: analysis.registrationNumber ?? null,
    expiryDate: analysis.expiryDate ?? null,
    plateNumber: analysis.plateNumber ?? null,
  };
}

/** SPEC §3's queue-item "result": what the panel and the review show at a glance. */
export function resultOf(record: DocumentRecordInput, fileName: string): QueueResult {
  return {
    title: record.title || fileName,
    documentType: record.documentType,
    aiSummary: record.aiSummary ?? null,
    extractedData: record.extractedData ?? [],
  };
}
