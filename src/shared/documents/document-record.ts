import { z } from 'zod';
import { extractedPairSchema } from '../analysis/analysis-result';
import { confidenceLevels, documentTypes } from './document-types';
import { mapFields } from './document-fields';
import { NOTES_MAX, TITLE_MAX } from './upload-rules';

/**
 * SPEC §3 "Document record built after analysis": what the client sends with the file
 * (`POST /api/documents`, multipart field `record`, as JSON) and what a PATCH may change.
 * The server sets vehicleId/userId from the request and the session, never from here.
 * Title and notes are cut to SPEC's lengths rather than refused (SPEC §5: "cut").
 */
const isoDate = z.iso.date().nullable().optional();
/** Money in minor units of the record's `currency` (decision 008). */
const amount = z.number().int().min(0).max(1e14).nullable().optional();
const text = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Each kind of the field registry as the record takes it. */
const recordKinds = {
  text: text(),
  longText: text(4000),
  money: amount,
  date: isoDate,
  mileage: z.number().int().min(0).max(10_000_000).nullable().optional(),
  count: z.number().int().min(1).max(1200).nullable().optional(),
  list: z.array(z.string().trim().max(500)).max(200).optional(),
};

export const documentRecordSchema = z.object({
  title: z
    .string()
    .trim()
    .transform((v) => v.slice(0, TITLE_MAX))
    .optional(),
  documentType: z.enum(documentTypes),
  documentCategory: z.string().trim().max(60).optional(),
  date: z.iso.date().optional(),
  notes: z
    .string()
    .transform((v) => v.slice(0, NOTES_MAX))
    .nullable()
    .optional(),
  aiSummary: text(4000),
  aiConfidence: z.enum(confidenceLevels).optional(),
  extractionQuality: z.enum(confidenceLevels).optional(),
  extractedData: z.array(extractedPairSchema).max(500).optional(),
  manuallyEdited: z.boolean().optional(),
  /** ISO 4217; the vehicle's when left out. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .optional(),
  ...mapFields<typeof recordKinds>((kind) => recordKinds[kind]),
});
export type DocumentRecordInput = z.input<typeof documentRecordSchema>;
export type DocumentRecord = z.output<typeof documentRecordSchema>;
