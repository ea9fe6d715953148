import type { AnalysisResult } from '../analysis/analysis-result';
import type { DocumentRecordInput } from '../documents/document-record';
import { recordFromAnalysis } from '../documents/record-from-analysis';
import type { QueueResult } from './queue-state';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * SPEC §3 "Document record built after analysis", the same builder as a single upload's. The
 * record's date must be ISO for the documents API: an extracted value in another form
 * (14.03.2024) falls to today, like an absent one, rather than failing the whole save.
 */
export function buildDocumentRecord(analysis: AnalysisResult, fileName: string, today: () => string = todayIso): DocumentRecordInput {
  const record = recordFromAnalysis(analysis, fileName, undefined, today);
  return { ...record, aiSummary: record.aiSummary || null, date: record.date && /^\d{4}-\d{2}-\d{2}$/.test(record.date) ? record.date : today() };
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
