import { intakeAnswerSchema, type IntakeTicket } from '@shared/documents/intake-api';
import type { AnalysisResult } from '@shared/analysis/analysis-result';
import type { VehicleDocument } from '@shared/documents/document-api';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import type { DocumentType } from '@shared/documents/document-types';
import { sanitizeFileName } from '@shared/documents/upload-rules';
import { api, ApiError } from '@/lib/api';

/**
 * The client side of the one intake (decision 008), for the single upload and the bulk queue
 * alike. SPEC §7's two steps stay two calls: `analyzeFile` sends the file — once — and the
 * server reads, analyses and keeps it; `saveDocument` saves the record with the kept file.
 * The browser reads nothing itself: the server's reading is the one the analysis used.
 */
export type AnalyzedFile = { analysis: AnalysisResult; ticket: IntakeTicket | null };

export class DuplicateDocumentError extends Error {}

/** SPEC §7 call 9 with the file itself. A name that says nothing leaves the type to the content. */
export async function analyzeFile(file: File, opts: { vehicleId?: string; documentType?: DocumentType | null } = {}): Promise<AnalyzedFile> {
  const body = new FormData();
  if (opts.vehicleId) body.set('vehicleId', opts.vehicleId);
  if (opts.documentType && opts.documentType !== 'other') body.set('documentType', opts.documentType);
  body.set('filename', sanitizeFileName(file.name));
  body.set('file', file, file.name);
  const answer = await api<unknown>('/api/functions/analyze-document', { method: 'POST', body });
  const parsed = intakeAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(502, 'analysis_invalid', 'Failed to process document');
  const { intake, ...analysis } = parsed.data;
  return { analysis, ticket: intake ?? null };
}

const post = (fields: Record<string, string>, file?: File) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set('file', file, file.name);
  return api<VehicleDocument>('/api/documents', { method: 'POST', body });
};

/**
 * SPEC §7's save: by the analysis' ticket, so the file is not sent again. Only when the server
 * no longer keeps it (over an hour later, 410) or there was no analysis is the file sent now.
 * A duplicate (409) is a DuplicateDocumentError.
 */
export async function saveDocument(input: {
  file: File;
  vehicleId: string;
  record: DocumentRecordInput;
  ticket: IntakeTicket | null;
}): Promise<VehicleDocument> {
  const fields = { vehicleId: input.vehicleId, record: JSON.stringify(input.record) };
  try {
    if (input.ticket) {
      try {
        return await post({ ...fields, intakeToken: input.ticket.token });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 410)) throw error;
      }
    }
    return await post(fields, input.file);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new DuplicateDocumentError(error.message);
    throw error;
  }
}
