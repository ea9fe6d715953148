import { z } from 'zod';
import { extractedPairSchema } from '../analysis/analysis-result';
import { mapFields } from './document-fields';
import { confidenceLevels, documentTypes } from './document-types';
import { textStatuses } from './intake-api';

/**
 * The documents API's requests and answers (one schema each), used by the server for validation
 * and OpenAPI, and by the client for its types. The record sent on upload and PATCH is
 * `documentRecordSchema` in document-record.ts.
 */
const nullableDate = z.string().nullable();
/** Money in minor units of the document's `currency`, as a vehicle's. */
const nullableAmount = z.number().int().nullable();
const nullableText = z.string().nullable();

/** Each kind of the field registry as an answer carries it. */
const answerKinds = {
  text: nullableText,
  longText: nullableText,
  money: nullableAmount,
  date: nullableDate,
  mileage: z.number().int().nullable(),
  count: z.number().int().nullable(),
  list: z.array(z.string()),
};

export const documentSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  userId: z.string(),
  title: z.string(),
  documentType: z.enum(documentTypes),
  documentCategory: z.string(),
  date: z.string(),
  fileName: z.string(),
  /** A signed link to the file, valid 3600 s from the answer. */
  fileUrl: z.string(),
  fileUrlExpiresAt: z.string(),
  fileSize: z.number().int(),
  fileHash: z.string(),
  mimeType: z.string(),
  notes: nullableText,
  extractedData: z.array(extractedPairSchema),
  aiSummary: nullableText,
  aiConfidence: z.enum(confidenceLevels).nullable(),
  extractionQuality: z.enum(confidenceLevels).nullable(),
  manuallyEdited: z.boolean(),
  currency: z.string(),
  ...mapFields<typeof answerKinds>((kind) => answerKinds[kind]),
  /** Whether the file's text is read for search yet (decision 008); `textError` says why it could not be. */
  textStatus: z.enum(textStatuses).nullable(),
  textError: nullableText,
});
export type VehicleDocument = z.infer<typeof documentSchema>;

export const documentSorts = ['date_desc', 'date_asc', 'title', 'relevance'] as const;
export type DocumentSort = (typeof documentSorts)[number];

const isoDate = z.iso.date();
export const documentListQuerySchema = z.object({
  vehicleId: z.string().max(64).optional(),
  type: z.enum(documentTypes).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(documentSorts).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/**
 * Highlighted parts of a snippet are wrapped in these two control characters, which no document
 * text contains, so the client can mark them up without ever interpreting HTML.
 */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_STOP = '\u0003';

export const documentListItemSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  title: z.string(),
  documentType: z.enum(documentTypes),
  date: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  aiConfidence: z.enum(confidenceLevels).nullable(),
  totalCost: nullableAmount,
  serviceMileage: z.number().int().nullable(),
  premium: nullableAmount,
  purchasePrice: nullableAmount,
  appraisedValue: nullableAmount,
  registrationNumber: nullableText,
  plateNumber: nullableText,
  policyNumber: nullableText,
  expiryDate: nullableDate,
  currency: nullableText,
  /** Only when searching: the matching passage, highlights between HIGHLIGHT_START/STOP. */
  snippet: z.string().nullable(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentListSchema = z.object({
  documents: z.array(documentListItemSchema),
  hasMore: z.boolean(),
  nextOffset: z.number().int().nullable(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

export const signedLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedLink = z.infer<typeof signedLinkSchema>;

export const duplicateQuerySchema = z.object({
  vehicleId: z.string().min(1).max(64),
  hash: z.string().regex(/^[a-f0-9]{64}$/i, 'must be a SHA-256 hex digest'),
});
/** SPEC §7 call 10: id and file name of the first match, or null. */
export const duplicateAnswerSchema = z.object({ duplicate: z.object({ id: z.string(), fileName: z.string() }).nullable() });
export type DuplicateAnswer = z.infer<typeof duplicateAnswerSchema>;

/** SPEC §8's messages the documents API answers with, word for word. */
export const DOCUMENT_MESSAGES = {
  duplicate: 'Document already exists',
  uploadFailed: 'Failed to upload document file',
  saveFailed: 'Failed to save document information',
} as const;

/** The extracted-data key under which the analysis reports the currency it read. */
export const CURRENCY_KEY = 'currency';
