import { documentDate, type AnalysisResult } from '../analysis/analysis-result';
import { toMinor } from '../format/money';
import { CURRENCY_KEY } from './document-api';
import { mapFields, type FieldValues } from './document-fields';
import type { DocumentRecordInput } from './document-record';
import { DEFAULT_CATEGORY, DEFAULT_CONFIDENCE, DEFAULT_QUALITY, type DocumentType } from './document-types';
import { clampTitle } from './upload-rules';

/**
 * SPEC §3 "Document record built after analysis": the title falls back to the file name, the
 * category to Other, confidence and quality to Medium, extracted data to empty; the date follows
 * SPEC §5's order; absent values become null; money in minor units. `documentType` is the user's choice when given.
 */
export function recordFromAnalysis(
  result: Partial<AnalysisResult>,
  fileName: string,
  documentType?: DocumentType,
  today?: () => string,
  fallbackCurrency = 'EUR',
): DocumentRecordInput {
  const extractedData = result.extractedData ?? [];
  // The analysis reads amounts in major units; the record keeps minor units of the currency it read (else the vehicle's, set by the server).
  const readCurrency = extractedData.find((p) => p.key === CURRENCY_KEY && /^[A-Z]{3}$/.test(p.value))?.value;
  const currency = readCurrency ?? fallbackCurrency;
  const v = <K extends keyof AnalysisResult>(k: K) => (result[k] ?? null) as AnalysisResult[K] | null;
  // The registry's fields, each as the analysis found it (lists empty, other values null when absent).
  return {
    title: clampTitle(result.title?.trim() || fileName),
    documentType: documentType ?? result.documentType ?? 'other',
    documentCategory: result.documentCategory?.trim() || DEFAULT_CATEGORY,
    date: documentDate({ serviceDate: v('serviceDate'), saleDate: v('saleDate'), appraisalDate: v('appraisalDate'), extractedData }, today).slice(0, 10),
    aiSummary: result.summary ?? null,
    aiConfidence: result.confidence ?? DEFAULT_CONFIDENCE,
    extractionQuality: result.extractionQuality ?? DEFAULT_QUALITY,
    extractedData,
    ...(readCurrency && { currency: readCurrency }),
    ...mapFields<FieldValues>((kind, name) =>
      kind === 'list'
        ? ((result[name] as string[] | undefined) ?? [])
        : kind === 'money'
          ? toMinor(v(name) as number | null, currency)
          : (v(name) as FieldValues['text']),
    ),
  };
}
