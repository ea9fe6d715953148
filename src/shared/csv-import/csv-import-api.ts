import { z } from 'zod';
import { csvFields, csvFormats } from './column-mapping';
import { csvDelimiters } from './read-csv';
import { recordKinds } from './record-kinds';

/**
 * The CSV import's requests and answers. Both routes take the same multipart form — the fields
 * `format`, `defaultKind`, `mapping` (JSON, column index per field) and then the `file` — so the
 * import reads exactly what the preview showed, and nothing is kept between the two.
 */
export const csvImportLimits = {
  maxBytes: 5 * 1024 * 1024,
  /** Data rows, the header not counted. */
  maxRows: 10_000,
} as const;

export const columnMappingSchema = z
  .object(
    Object.fromEntries(csvFields.map((f) => [f, z.number().int().min(0).max(999).optional()])) as Record<
      (typeof csvFields)[number],
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .strict();

export const csvImportOptionsSchema = z.object({
  format: z.enum(csvFormats),
  defaultKind: z.enum(recordKinds).default('service'),
  /** Absent: guessed from the headers. */
  mapping: columnMappingSchema.optional(),
});
export type CsvImportOptions = z.infer<typeof csvImportOptionsSchema>;

/** Why a cell is refused; the client words each code in en and de. */
export const rowErrorCodes = [
  'date_missing',
  'date_invalid',
  'date_out_of_range',
  'odometer_invalid',
  'cost_invalid',
  'cost_negative',
  'description_missing',
  'kind_invalid',
  'too_long',
] as const;
export type RowErrorCode = (typeof rowErrorCodes)[number];

export const importedRecordSchema = z.object({
  kind: z.enum(recordKinds),
  date: z.string(),
  odometer: z.number().int().nullable(),
  description: z.string().nullable(),
  /** Minor units of `currency` (the vehicle's). */
  cost: z.number().int().nullable(),
  currency: z.string(),
  notes: z.string().nullable(),
});
export type ImportedRecord = z.infer<typeof importedRecordSchema>;

export const previewRowSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  cells: z.array(z.string()),
  record: importedRecordSchema.nullable(),
  errors: z.array(z.object({ field: z.enum(csvFields), code: z.enum(rowErrorCodes) })),
  /** The same record is already on the vehicle: skipped on import. */
  isDuplicate: z.boolean(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const csvPreviewSchema = z.object({
  format: z.enum(csvFormats),
  delimiter: z.enum(csvDelimiters),
  numberStyle: z.enum(['en', 'de']),
  headers: z.array(z.string()),
  mapping: columnMappingSchema,
  defaultKind: z.enum(recordKinds),
  rows: z.array(previewRowSchema),
  counts: z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int(), duplicates: z.number().int() }),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

export const csvImportResultSchema = z.object({ imported: z.number().int(), duplicates: z.number().int() });
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
