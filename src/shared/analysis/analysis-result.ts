import { z } from 'zod';
import { mapFields } from '../documents/document-fields';
import { confidenceLevels, documentTypes } from '../documents/document-types';

/**
 * The analysis answer: SPEC §7's "Analysis answer fields read", plus `documentType` (the type
 * the engine settled on: file name first, then content). Amounts are numbers in the document's
 * own currency, major units (692.75); dates ISO `YYYY-MM-DD`; absent values null.
 *
 * Detected issues travel inside `extractedData` as pairs with the key `issue` (one per failed
 * check, in plain words) so that the answer keeps SPEC's fields and the issues are stored with
 * the document's other extracted data.
 */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
const amount = z.number().nullable();
const text = z.string().nullable();

/** Each kind of the field registry as the analysis answers it. */
const answerKinds = {
  text,
  longText: text,
  money: amount,
  date: isoDate,
  mileage: z.number().int().nullable(),
  count: z.number().int().nullable(),
  list: z.array(z.string()),
};

export const ISSUE_KEY = 'issue';

export const extractedPairSchema = z.object({ key: z.string(), value: z.string() });
export type ExtractedPair = z.infer<typeof extractedPairSchema>;

export const analysisResultSchema = z.object({
  documentType: z.enum(documentTypes),
  title: z.string(),
  summary: z.string(),
  confidence: z.enum(confidenceLevels),
  extractionQuality: z.enum(confidenceLevels),
  documentCategory: z.string(),
  extractedData: z.array(extractedPairSchema),
  // The type-specific fields, from the registry (shared/documents/document-fields.ts), amounts in major units.
  ...mapFields<typeof answerKinds>((kind) => answerKinds[kind]),
  serviceDate: isoDate,
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** SPEC §7 call 9's payload. `documentImage` is a data URL (the file, or a PDF's rendered page 1). */
export const analyzeRequestSchema = z.object({
  documentImage: z
    .string()
    .max(20 * 1024 * 1024)
    .nullable()
    .optional(),
  documentType: z.enum(documentTypes).optional(),
  filename: z.string().max(255),
  pdfText: z.string().max(2_000_000).nullable().optional(),
  vehicleId: z.string().max(64).nullable().optional(),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

export const detectedIssues = (result: Pick<AnalysisResult, 'extractedData'>) => result.extractedData.filter((p) => p.key === ISSUE_KEY).map((p) => p.value);

/**
 * SPEC §5's document date: service date, else sale date, else appraisal date, else an extracted
 * item whose key contains date, invoice or service (unless Unknown), else today (YYYY-MM-DD).
 */
export function documentDate(
  result: Pick<AnalysisResult, 'serviceDate' | 'saleDate' | 'appraisalDate' | 'extractedData'>,
  today: () => string = () => new Date().toISOString().slice(0, 10),
): string {
  if (result.serviceDate) return result.serviceDate;
  if (result.saleDate) return result.saleDate;
  if (result.appraisalDate) return result.appraisalDate;
  const item = result.extractedData.find((p) => /date|invoice|service/i.test(p.key) && p.value && p.value !== 'Unknown');
  if (item) return item.value;
  return today();
}
