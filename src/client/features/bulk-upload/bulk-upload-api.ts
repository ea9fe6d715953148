import { analysisResultSchema, type AnalysisResult, type AnalyzeRequest } from '@shared/analysis/analysis-result';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import { api, ApiError } from '@/lib/api';

/** SPEC §7 call 9. */
export async function analyzeDocument(payload: AnalyzeRequest): Promise<AnalysisResult> {
  const answer = await api<unknown>('/api/functions/analyze-document', { method: 'POST', json: payload });
  const parsed = analysisResultSchema.safeParse(answer);
  if (!parsed.success) throw new Error('Failed to process document');
  return parsed.data;
}

/** SPEC §7 call 10; SPEC §8: a check that fails counts as "not a duplicate". */
export async function isKnownDuplicate(vehicleId: string, hash: string): Promise<boolean> {
  try {
    const query = new URLSearchParams({ vehicleId, hash });
    // The documents API answers { duplicate: { id, fileName } | null }.
    const answer = await api<{ duplicate?: unknown }>(`/api/documents/duplicate?${query}`);
    return Boolean(answer?.duplicate);
  } catch (error) {
    console.warn('Duplicate check failed; treated as not a duplicate', error);
    return false;
  }
}

export class DuplicateDocumentError extends Error {}

/** PDF text read while processing, kept beside the queue (not in it) until the file is saved. */
export const textOfFile = new WeakMap<File, string>();

/** Stores the file with its record; the server hashes and checks it again (409 when it exists). */
export async function saveDocument(file: File, vehicleId: string, record: DocumentRecordInput, text?: string): Promise<{ id: string }> {
  const body = new FormData();
  body.append('vehicleId', vehicleId);
  body.append('record', JSON.stringify(record));
  // The text already read in the browser spares the server reading the PDF again.
  if (text?.trim()) body.append('text', text);
  body.append('file', file, file.name);
  try {
    const saved = await api<{ id?: string }>('/api/documents', { method: 'POST', body });
    if (!saved?.id) throw new Error('Failed to save document');
    return { id: saved.id };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new DuplicateDocumentError(error.message);
    throw error;
  }
}
